/* SPDX-License-Identifier: MIT */
/*
 * check_answer_option.c: the options a problem lists
 * (papo_answer_option_line, papo_answer_option_of) and the "option
 * line" finder: a last line stating one of them by its label and its
 * text is that option; a doubted, negated, listed or mismatched one is
 * not read by it.
 */
#include <string.h>

#include <check.h>

#include "verify/answer.h"
#include "unit.h"

static const char P[] = "How far can Bill travel?\nA)2 miles\nB)2.25 "
    "miles\nC)3.25 miles\nD)3.85 miles\nE)2.85 miles";

START_TEST(option_line)
{
	const char *t;
	size_t tn;

	ck_assert_int_eq(papo_answer_option_line("D)3.85 miles", 12, &t, &tn),
	    3);
	ck_assert_uint_eq(tn, 10);
	ck_assert(memcmp(t, "3.85 miles", 10) == 0);
	ck_assert_int_eq(papo_answer_option_line("(B) 2", 5, &t, &tn), 1);
	ck_assert_int_eq(papo_answer_option_line("B: 2  ", 6, &t, &tn), 1);
	ck_assert_uint_eq(tn, 1);
	ck_assert_int_eq(papo_answer_option_line("K) 2", 4, &t, &tn), -1);
	ck_assert_int_eq(papo_answer_option_line("B.2", 3, &t, &tn), -1);
	ck_assert_int_eq(papo_answer_option_line("B) ", 3, &t, &tn), -1);
	ck_assert_int_eq(papo_answer_option_line("f(B) = 2", 8, &t, &tn), -1);
}
END_TEST

START_TEST(option_of)
{
	const char *t;
	size_t tn;

	ck_assert(papo_answer_option_of(P, strlen(P), 'C', &t, &tn));
	ck_assert(tn == 10 && memcmp(t, "3.25 miles", 10) == 0);
	ck_assert(!papo_answer_option_of(P, strlen(P), 'F', &t, &tn));
	ck_assert(!papo_answer_option_of(NULL, 0, 'A', &t, &tn));
	/* out of order, twice, or one alone: not a list read without doubt */
	ck_assert(!papo_answer_option_of("A)1\nC)2\nB)3", 11, 'A', &t, &tn));
	ck_assert(!papo_answer_option_of("A)1\nB)2\nA)3", 11, 'B', &t, &tn));
	ck_assert(!papo_answer_option_of("Q?\nA)1", 6, 'A', &t, &tn));
}
END_TEST

/* The finder and the answer for response s under problem p. */
static const char *
finder(const char *p, const char *s, struct papo_buf *out)
{
	struct papo_answer_opts o;
	struct papo_answer_why w;

	memset(&o, 0, sizeof(o));
	o.think = PAPO_THINK_CUT;
	o.extract = PAPO_EXTRACT_ALL;
	o.problem = p;
	o.problemlen = p != NULL ? strlen(p) : 0;
	if (papo_answer_explain(&o, s, strlen(s), out, &w) == PAPO_FROM_NONE)
		return "none";
	return w.finder != NULL ? w.finder : "?";
}

START_TEST(option_finder)
{
	const char *ok[] = {
	    "So, the correct answer is:\n\nD) 3.85 miles",
	    "La bonne r\xc3\xa9ponse est :\nD)3.85 miles",
	    "The correct answer is: D)3.85  miles.",
	    "So the correct answer is 'D)3.85 miles'.",
	    "\xe7\xad\x94\xe6\xa1\x88\xef\xbc\x9a D) 3.85 miles", NULL };
	const char *no[] = {
	    "So, the correct answer is:\n\nC) 3.85 miles",
	    "So, the correct answer is:\n\nD) 3.85 miles or E) 2.85 miles",
	    "The correct answer is not: D) 3.85 miles",
	    "Die Antwort ist nicht: D) 3.85 miles",
	    "\xe7\xad\x94\xe6\xa1\x88\xe4\xb8\x8d\xe6\x98\xaf\xef\xbc\x9a"
	    "D) 3.85 miles",
	    "A)2 miles\nB)2.25 miles\nD)3.85 miles",
	    "So, the correct answer is:\n\nD) 3.85 miles per hour",
	    "The answer is C.\n\nD) 3.85 miles",
	    "Let us check each option:\n\nD) 3.85 miles",
	    "We reject option D) 3.85 miles", NULL };
	struct papo_buf out = PAPO_BUF_INIT;
	int k;

	for (k = 0; ok[k]; k++) {
		ck_assert_msg(strcmp(finder(P, ok[k], &out), "option line") ==
		    0, "%s", ok[k]);
		ck_assert_msg(out.len > 2 && out.s[0] == 'D', "%s", ok[k]);
		ck_assert_msg(strcmp(finder(NULL, ok[k], &out), "option line")
		    != 0, "%s", ok[k]);
	}
	for (k = 0; no[k]; k++)
		ck_assert_msg(strcmp(finder(P, no[k], &out), "option line") !=
		    0, "%s", no[k]);
	papo_buf_release(&out);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_option");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, option_line);
	tcase_add_test(tc, option_of);
	tcase_add_test(tc, option_finder);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
