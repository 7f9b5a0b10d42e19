/* SPDX-License-Identifier: MIT */
/*
 * check_answer_problem.c: papo_answer_restated (answer_problem.c), is a
 * frame word next to an answer in a phrase the problem text says.
 */
#include <string.h>

#include <check.h>

#include "verify/answer.h"
#include "verify/answer_impl.h"
#include "unit.h"

static const char P[] = "How much money does Derrick make in June if he "
    "sells all the doughnuts? How many are LEFT  OVER? Give at least one.";

/* Is the word w, first found in s, restated in P as how says? */
static int
says(const char *s, const char *w, enum papo_restate how)
{
	const char *at = strstr(s, w);

	ck_assert_ptr_nonnull(at);
	return papo_answer_restated(P, strlen(P), s, 0, strlen(s),
	    (size_t)(at - s), (size_t)(at - s) + strlen(w), how);
}

START_TEST(clause)
{
	ck_assert(says("if he sells all the doughnuts.", "if",
	    PAPO_RESTATE_CLAUSE));
	ck_assert(says("IF HE SELLS ALL THE DOUGHNUTS", "IF",
	    PAPO_RESTATE_CLAUSE));
	/* another condition, the condition extended or followed by more */
	ck_assert(!says("if he sells half the doughnuts.", "if",
	    PAPO_RESTATE_CLAUSE));
	ck_assert(!says("if he sells all the doughnuts twice.", "if",
	    PAPO_RESTATE_CLAUSE));
	ck_assert(!says("if he sells all the doughnuts, or 5", "if",
	    PAPO_RESTATE_CLAUSE));
	/* two words are too few to be the problem's condition */
	ck_assert(!says("if he.", "if", PAPO_RESTATE_CLAUSE));
	/* before the answer: a copula or a comma may close it */
	ck_assert(says("if he sells all the doughnuts is", "if",
	    PAPO_RESTATE_LEAD));
	ck_assert(says("if he sells all the doughnuts, he makes", "if",
	    PAPO_RESTATE_LEAD));
	ck_assert(!says("if he sells all the doughnuts, or half, he", "if",
	    PAPO_RESTATE_LEAD));
}
END_TEST

START_TEST(bound)
{
	/* spacing and case aside, on word boundaries */
	ck_assert(says("the number left over is", "over",
	    PAPO_RESTATE_AFTER));
	ck_assert(!says("the number cleft over is", "over",
	    PAPO_RESTATE_AFTER));
	ck_assert(!says("the number over is", "over", PAPO_RESTATE_AFTER));
	/* "at least" bounds the answer though the problem says it */
	ck_assert(!says("at least", "least", PAPO_RESTATE_AFTER));
}
END_TEST

START_TEST(no_problem)
{
	const char *s = "left over";

	ck_assert(!papo_answer_restated(NULL, 0, s, 0, 9, 5, 9,
	    PAPO_RESTATE_AFTER));
	ck_assert(!papo_answer_restated(P, 0, s, 0, 9, 5, 9,
	    PAPO_RESTATE_AFTER));
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_problem");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, clause);
	tcase_add_test(tc, bound);
	tcase_add_test(tc, no_problem);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
