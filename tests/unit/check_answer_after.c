/* SPDX-License-Identifier: MIT */
/*
 * check_answer_after.c: the classifiers of what follows a value
 * (answer_frame.c's papo_answer_symbol, a symbol papo cannot read;
 * papo_answer_glued, a suffix hedge glued to a number; papo_answer_grade,
 * a JSON or YAML key beside the answer that grades it), through
 * papo_answer_explain.
 */
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "answer_fixture.h"
#include "verify/answer.h"
#include "unit.h"

/* Is 5 the answer of "The answer is 5" followed by tail t? */
static int
five(const char *t)
{
	char b[128];
	size_t n = strlen("The answer is 5");

	memcpy(b, "The answer is 5", n);
	memcpy(b + n, t, strlen(t) + 1);
	return answer_is(NULL, b, "5");
}

START_TEST(symbols)
{
	const char *no[] = { " \xf0\x9f\xa4\x9e" /* 🤞 */,
	    " \xe2\x9d\x8c" /* ❌ */, " \xe2\x9c\x97" /* ✗ */,
	    "\xcc\xb8." /* overlay */, " \xe2\x80\xbd" /* ‽ */,
	    " \xee\x80\x80" /* private use */,
	    " \xe2\x9a\xa0\xef\xb8\x8f" /* ⚠️ */, NULL };
	int k;

	ck_assert(five("."));
	for (k = 0; no[k]; k++)
		ck_assert_msg(!five(no[k]), "%s", no[k]);
	/* a comparison sign is a value's own ("x ≤ 5") */
	ck_assert(answer_is(NULL, "The answer is x \xe2\x89\xa4 5.",
	    "x \xe2\x89\xa4 5"));
}
END_TEST

START_TEST(glued)
{
	const char *no[] = { "-ish.", "ish.", "-odd.", "-something.",
	    "-plus.", NULL };
	int k;

	for (k = 0; no[k]; k++)
		ck_assert_msg(!five(no[k]), "%s", no[k]);
	ck_assert(answer_is(NULL, "The answer is $odd$.", "$odd$") ||
	    answer_is(NULL, "The answer is $odd$.", "odd"));
}
END_TEST

/* Is 5 the answer of a JSON object with the answer 5 and key kv? */
static int
json5(const char *kv)
{
	char b[160];

	if (snprintf(b, sizeof(b), "{\"answer\": 5, %s}", kv) >=
	    (int)sizeof(b))
		return -1;
	return answer_is(NULL, b, "5");
}

START_TEST(grades)
{
	const char *no[] = { "\"confidence\": 0.2", "\"confidence\": \"low\"",
	    "\"self_confidence\": 40", "\"Certainty\": \"medium\"",
	    "\"verified\": false", "\"status\": \"unsure\"",
	    "\"notes\": \"may be wrong\"", NULL };
	const char *ok[] = { "\"confidence\": 1.0", "\"confidence\": \"High\"",
	    "\"confidence\": \"100%\"", "\"verified\": true",
	    "\"status\": \"final\"", "\"notes\": \"12 steps\"", NULL };
	int k;

	for (k = 0; no[k]; k++)
		ck_assert_msg(json5(no[k]) == 0, "%s", no[k]);
	for (k = 0; ok[k]; k++)
		ck_assert_msg(json5(ok[k]) == 1, "%s", ok[k]);
	/* a unit key is the answer's unit, read onto it */
	ck_assert(answer_is(NULL, "{\"answer\": 5, \"units\": \"cm\"}",
	    "5 \\text{ cm}"));
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
