/* SPDX-License-Identifier: MIT */
/*
 * check_answer_after.c: the classifiers of what follows a value
 * (answer_frame.c): papo_answer_symbol (a symbol papo cannot read),
 * papo_answer_glued (a suffix hedge glued to a number) and
 * papo_answer_grade (a JSON or YAML key beside the answer that grades
 * it), and their effect through papo_answer_explain.
 */
#include <string.h>

#include <check.h>

#include "answer_fixture.h"
#include "verify/answer.h"
#include "verify/answer_impl.h"
#include "unit.h"

/* papo_answer_symbol over the whole of s. */
static int
sym(const char *s)
{
	return papo_answer_symbol(s, 0, strlen(s));
}

START_TEST(symbols)
{
	const char *no[] = { "5 \xf0\x9f\xa4\x9e" /* 🤞 */,
	    "5 \xe2\x9d\x8c" /* ❌ */, "5 \xe2\x9c\x97" /* ✗ */,
	    "5\xcc\xb8" /* overlay */, "5 \xe2\x80\xbd" /* ‽ */,
	    "5 \xee\x80\x80" /* private use */,
	    "5 \xe2\x9a\xa0\xef\xb8\x8f" /* ⚠️ */, NULL };
	const char *ok[] = { "5", "x \xe2\x89\xa4 5" /* ≤ */,
	    "\xe5\x9b\x9b" /* 四 */, "5 \xd0\xbc" /* м */, "\\frac{1}{2}",
	    "\xe0\xa5\xab" /* Devanagari five */, NULL };
	int k;

	for (k = 0; no[k]; k++)
		ck_assert_msg(sym(no[k]), "%s", no[k]);
	for (k = 0; ok[k]; k++)
		ck_assert_msg(!sym(ok[k]), "%s", ok[k]);
	/* only the span asked for */
	ck_assert(!papo_answer_symbol("5 \xe2\x9d\x8c", 0, 2));
}
END_TEST

START_TEST(glued)
{
	const char *no[] = { "5-ish", "5ish", "20-odd", "5-something",
	    "12-plus", NULL };
	const char *ok[] = { "5", "$odd$", "odd", "7-day", "5 odd numbers",
	    "\\text{ish}", "x - ish", NULL };
	int k;

	for (k = 0; no[k]; k++)
		ck_assert_msg(papo_answer_glued(no[k], strlen(no[k])), "%s",
		    no[k]);
	for (k = 0; ok[k]; k++)
		ck_assert_msg(!papo_answer_glued(ok[k], strlen(ok[k])), "%s",
		    ok[k]);
}
END_TEST

/* papo_answer_grade of key k and value v. */
static int
graded(const char *k, const char *v)
{
	return papo_answer_grade(k, strlen(k), v, strlen(v)) != NULL;
}

START_TEST(grades)
{
	ck_assert(graded("confidence", "0.2"));
	ck_assert(graded("confidence", "\"low\""));
	ck_assert(graded("self_confidence", "40"));
	ck_assert(graded("Certainty", "medium"));
	ck_assert(graded("verified", "false"));
	ck_assert(graded("is_correct", "false"));
	ck_assert(graded("status", "\"unsure\""));
	ck_assert(graded("notes", "\"may be wrong\""));
	ck_assert(!graded("confidence", "1.0"));
	ck_assert(!graded("confidence", "\"High\""));
	ck_assert(!graded("confidence", "\"100%\""));
	ck_assert(!graded("verified", "true"));
	ck_assert(!graded("status", "\"final\""));
	ck_assert(!graded("notes", "\"12 steps\""));
	ck_assert(!graded("reasoning", "\"I guess it is 5\""));
	ck_assert(!graded("units", "cm"));
}
END_TEST

START_TEST(explained)
{
	/* the same value, rewarded alone, refused with what follows */
	ck_assert(answer_is(NULL, "The answer is 5.", "5"));
	ck_assert(!answer_is(NULL, "The answer is 5 \xf0\x9f\xa4\x9e", "5"));
	ck_assert(!answer_is(NULL, "The answer is 5-ish.", "5"));
	ck_assert(answer_is(NULL, "\\boxed{5} \\quad (simplified)", "5"));
	ck_assert(!answer_is(NULL, "\\boxed{5} \\quad \\text{(tentative)}",
	    "5"));
	ck_assert(answer_is(NULL, "<answer>5</answer></s>", "5"));
	ck_assert(!answer_is(NULL, "<answer>5</answer> <note>unsure</note>",
	    "5"));
	ck_assert(answer_is(NULL, "{\"answer\": 5, \"confidence\": 1.0}",
	    "5"));
	ck_assert(!answer_is(NULL, "{\"answer\": 5, \"confidence\": 0.4}",
	    "5"));
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_after");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, symbols);
	tcase_add_test(tc, glued);
	tcase_add_test(tc, grades);
	tcase_add_test(tc, explained);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
