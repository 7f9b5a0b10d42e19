/* unit.h: what the main of every Check suite does. */
#ifndef PAPO_UNIT_H
#define PAPO_UNIT_H

#include <check.h>
#include <stdlib.h>

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
