/* unit.h: what the main of every Check suite does. */
#ifndef PAPO_UNIT_H
#define PAPO_UNIT_H

#include <check.h>
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
