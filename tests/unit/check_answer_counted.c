/* SPDX-License-Identifier: MIT */
/*
 * check_answer_counted.c: a box with a multiplier word after it
 * ("\boxed{3} times.") is the answer only when the problem asks "how
 * many" of that word and nothing multiplied or compared follows
 * (papo_answer_box_in_expr in answer_box.c, through papo_answer_explain).
 */
#include <string.h>

#include <check.h>

#include "answer_fixture.h"
#include "verify/answer.h"
#include "unit.h"

static const char P[] = "If he has 42 dollars, how many times can he go?";

/*
 * Is 3 the answer found in response s with problem p (NULL: none): 3,
 * or 3 with the noun it counts kept ("3 \\text{ times}": times is a
 * counted noun, compared as one where another unit is asked)?
 */
static int
boxed3(const char *p, const char *s)
{
	return answer_is(p, s, "3") || answer_is(p, s, "3 \\text{ times}");
}

START_TEST(counted)
{
	const char *ok[] = {
	    "He can go $\\boxed{3}$ times.",
	    "He can go \\boxed{3} times in all.",
	    "He can go \\boxed{3} Times before the money runs out.", NULL };
	const char *no[] = {
	    "He can go \\boxed{3} times 2 = 6 times.",
	    "He can go \\boxed{3} times as many weeks.",
	    "He can go \\boxed{3} times more.",
	    "It is \\boxed{3} times the price.",
	    "It is \\boxed{3} times $x$.",
	    "It is \\boxed{3} dozen.", NULL };
	int k;

	for (k = 0; ok[k]; k++) {
		ck_assert_msg(boxed3(P, ok[k]), "%s", ok[k]);
		ck_assert_msg(!boxed3(NULL, ok[k]), "%s", ok[k]);
		ck_assert_msg(!boxed3("How much does he spend?", ok[k]), "%s",
		    ok[k]);
	}
	for (k = 0; no[k]; k++)
		ck_assert_msg(!boxed3(P, no[k]), "%s", no[k]);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_counted");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, counted);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
