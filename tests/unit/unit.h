/* SPDX-License-Identifier: MIT */
/* unit.h: what the main of every Check suite does. */
#ifndef PAPO_TEST_UNIT_H
#define PAPO_TEST_UNIT_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * How many rounds a property loop runs: n divided by PAPO_UNIT_QUICK (a
 * number; unset, empty or 1: all of them), at least min.  The Makefile
 * sets it per build so that a loop costs about what it costs in the
 * plain build, which runs every round: 4 under ASan/UBSan (check-asan),
 * 20 under valgrind (check-valgrind).
 */
static inline long
papo_test_reps(long n, long min)
{
	const char *q = getenv("PAPO_UNIT_QUICK");
	long d = q != NULL ? strtol(q, NULL, 10) : 1;

	if (d <= 1)
		return n;
	return n / d > min ? n / d : min;
}
/*
 * A test's scratch directory: made as $TMPDIR (or /tmp)
 * /papo-check-TAG.XXXXXX into dir (n bytes), and removed with all in it.
 */
static inline void
papo_test_mkdir(char *dir, size_t n, const char *tag)
{
	const char *t = getenv("TMPDIR");

	snprintf(dir, n, "%s/papo-check-%s.XXXXXX", t && *t ? t : "/tmp",
	    tag);
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static inline void
papo_test_rmdir(const char *dir)
{
	char cmd[600];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* dir/name, in one of four buffers used in turn: four paths at once. */
static inline char *
papo_test_path(const char *dir, const char *name)
{
	static char p[4][512];
	static int k;

	k = (k + 1) % 4;
	snprintf(p[k], sizeof(p[k]), "%s/%s", dir, name);
	return p[k];
}

/*
 * Run suite s (each test in its own process); EXIT_FAILURE if any failed.
 * papo_test_run(suite()) first sets Check's default time limit of a test
 * case, unless CK_DEFAULT_TIMEOUT is already set: Check reads it when
 * suite() makes the cases, so the macro sets it before suite() runs.
 * PAPO_TEST_TIMEOUT is ten times the slowest case's time on an idle
 * machine in the slowest build that has limits (ASan; valgrind runs
 * with CK_FORK=no, which has none), so that a busy machine does not fail
 * the suite.  A case that needs longer says so with tcase_set_timeout.
 */
#define PAPO_TEST_TIMEOUT "60"
#define papo_test_run(s) \
	(setenv("CK_DEFAULT_TIMEOUT", PAPO_TEST_TIMEOUT, 0), \
	papo_test_run_suite(s))

static inline int
papo_test_run_suite(Suite *s)
{
	SRunner *r = srunner_create(s);
	int failed;

	srunner_run_all(r, CK_NORMAL);
	failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif
