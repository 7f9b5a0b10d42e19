/* SPDX-License-Identifier: MIT */
/*
 * answer_fixture.h: what the unit suites of papo_answer_explain with a
 * problem text share (check_answer_problem.c, check_answer_counted.c).
 */
#ifndef PAPO_ANSWER_FIXTURE_H
#define PAPO_ANSWER_FIXTURE_H

#include <string.h>

#include "verify/answer.h"

/*
 * Is want the answer papo_answer_explain finds in response s, with the
 * problem text p (NULL: none), <think> cut, every finder on?
 */
static inline int
answer_is(const char *p, const char *s, const char *want)
{
	struct papo_answer_opts o;
	struct papo_buf out = PAPO_BUF_INIT;
	int r;

	memset(&o, 0, sizeof(o));
	o.think = PAPO_THINK_CUT;
	o.extract = PAPO_EXTRACT_ALL;
	o.problem = p;
	o.problemlen = p != NULL ? strlen(p) : 0;
	r = papo_answer_explain(&o, s, strlen(s), &out, NULL);
	r = r != PAPO_FROM_NONE && out.len == strlen(want) &&
	    memcmp(out.s, want, out.len) == 0;
	papo_buf_release(&out);
	return r;
}

#endif
