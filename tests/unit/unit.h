/* unit.h: what the main of every Check suite does. */
#ifndef PAPO_UNIT_H
#define PAPO_UNIT_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * How many rounds a property loop runs: n, or a twentieth of it (at least
 * min) under make check-valgrind, which sets PAPO_UNIT_QUICK: there each
 * round costs fifty times as much, and the plain and sanitizer runs have
 * done them all.
 */
static inline long
papo_unit_reps(long n, long min)
{
	const char *q = getenv("PAPO_UNIT_QUICK");

	if (q == NULL || *q == '\0')
		return n;
	return n / 20 > min ? n / 20 : min;
}

/*
 * A test's scratch directory: made as $TMPDIR (or /tmp)
 * /papo-check-TAG.XXXXXX into dir (n bytes), and removed with all in it.
 */
static inline void
papo_unit_mkdir(char *dir, size_t n, const char *tag)
{
	const char *t = getenv("TMPDIR");

	snprintf(dir, n, "%s/papo-check-%s.XXXXXX", t && *t ? t : "/tmp",
	    tag);
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static inline void
papo_unit_rmdir(const char *dir)
{
	char cmd[600];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* dir/name, in one of four buffers used in turn: four paths at once. */
static inline char *
papo_unit_path(const char *dir, const char *name)
{
	static char p[4][512];
	static int k;

	k = (k + 1) % 4;
	snprintf(p[k], sizeof(p[k]), "%s/%s", dir, name);
	return p[k];
}

/* Run suite s (each test in its own process); EXIT_FAILURE if any failed. */
static inline int
papo_unit_run(Suite *s)
{
	SRunner *r = srunner_create(s);
	int failed;

	srunner_run_all(r, CK_NORMAL);
	failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif
