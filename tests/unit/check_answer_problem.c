/* SPDX-License-Identifier: MIT */
/*
 * check_answer_problem.c: papo_answer_explain with the problem text in
 * struct papo_answer_opts: a frame word in a phrase the problem says is
 * its wording restated (answer_problem.c), anything else stays refused.
 */
#include <string.h>

#include <check.h>

#include "answer_fixture.h"
#include "verify/answer.h"
#include "unit.h"

static const char P[] = "How much money does Derrick make in June if he "
    "sells all the doughnuts? How many are LEFT  OVER? Give at least one.";

/* Is 8 the answer found in response s with problem p (NULL: none)? */
static int
found(const char *p, const char *s)
{
	return answer_is(p, s, "8");
}

START_TEST(clause)
{
	const char *ok[] = {
	    "He makes \\boxed{8} in June if he sells all the doughnuts.",
	    "He makes \\boxed{8} in June IF HE SELLS ALL THE DOUGHNUTS.",
	    "The money if he sells all the doughnuts is \\boxed{8}.",
	    "If he sells all the doughnuts, he makes \\boxed{8}.", NULL };
	const char *no[] = {
	    "He makes \\boxed{8} in June if he sells half the doughnuts.",
	    "He makes \\boxed{8} if he sells all the doughnuts twice.",
	    "He makes \\boxed{8} if he sells all the doughnuts, or 5.",
	    "If he sells all the doughnuts, or half, he makes \\boxed{8}.",
	    NULL };
	int k;

	for (k = 0; ok[k]; k++) {
		ck_assert_msg(found(P, ok[k]), "%s", ok[k]);
		ck_assert_msg(!found(NULL, ok[k]), "%s", ok[k]);
	}
	for (k = 0; no[k]; k++)
		ck_assert_msg(!found(P, no[k]), "%s", no[k]);
}
END_TEST

START_TEST(bound)
{
	/* spacing and case aside, on word boundaries */
	ck_assert(found(P, "The number left over is \\boxed{8}."));
	ck_assert(!found(NULL, "The number left over is \\boxed{8}."));
	ck_assert(!found(P, "The number cleft over is \\boxed{8}."));
	ck_assert(!found(P, "The number left over is not \\boxed{8}."));
	/* "at least" bounds the answer though the problem says it */
	ck_assert(!found(P, "He sells at least \\boxed{8}."));
	ck_assert(!found(P, "He sells \\boxed{8} at least."));
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_problem");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, clause);
	tcase_add_test(tc, bound);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
