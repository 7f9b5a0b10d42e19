/* SPDX-License-Identifier: MIT */
/*
 * verify_fixture.h: what the unit suites of the comparison share
 * (check_verify.c, check_verify_kinds.c, check_verify_fraction_words.c):
 * one papo_verify with the defaults, made before each test and freed
 * after it (tcase_add_checked_fixture(t, setup, teardown)), and the
 * verdict of a response against a reference.
 */
#ifndef PAPO_VERIFY_FIXTURE_H
#define PAPO_VERIFY_FIXTURE_H

#include <string.h>

#include "verify/verify.h"

static struct papo_verify *v;

static void
setup(void)
{
	struct papo_verify_opts o;

	papo_verify_defaults(&o);
	v = papo_verify_new(&o);
}

static void
teardown(void)
{
	papo_verify_free(v);
}

/* The verdict of response resp against reference ref. */
static inline int
verdict(const char *ref, const char *resp)
{
	struct papo_verify_result res;

	papo_verify_check(v, resp, strlen(resp), ref, strlen(ref), &res);
	return res.verdict;
}

#endif
