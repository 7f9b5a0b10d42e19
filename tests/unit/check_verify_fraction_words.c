/* SPDX-License-Identifier: MIT */
/*
 * check_verify_fraction_words.c: fractions spelled in the listed
 * languages other than English ("drei Viertel", "trois quarts", "три
 * четверти"; lib/verify/answer_words.c) after an answer phrase,
 * compared by value; another fraction, or a denominator word without a
 * numerator, is not equal.
 */
#include <check.h>
#include <string.h>

#include "verify/verify.h"
#include "unit.h"
#include "verify_fixture.h"

START_TEST(fractions)
{
	static const char *const eq[] = {
	    "Die Antwort ist drei Viertel.",
	    "La r\xc3\xa9ponse est trois quarts.",
	    "La respuesta es tres cuartos.", "La risposta \xc3\xa8 tre quarti.",
	    "A resposta \xc3\xa9 tr\xc3\xaas quartos.",
	    "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82: "
	    "\xd1\x82\xd1\x80\xd0\xb8 "
	    "\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd1\x82\xd0\xb8.",
	    /* Ответ: три четверти. */
	    NULL };
	static const char *const ne[] = {
	    "Die Antwort ist zwei Drittel.",
	    "La r\xc3\xa9ponse est deux tiers.",
	    "La respuesta es cuatro cuartos.", "Die Antwort ist Viertel.",
	    "La respuesta es el cuarto.", NULL };
	int k;

	for (k = 0; eq[k]; k++)
		ck_assert_msg(verdict("\\frac{3}{4}", eq[k]) == PAPO_V_EQUAL,
		    "%s", eq[k]);
	for (k = 0; ne[k]; k++)
		ck_assert_msg(verdict("\\frac{3}{4}", ne[k]) != PAPO_V_EQUAL,
		    "%s", ne[k]);
	ck_assert(verdict("\\frac{1}{4}", "La r\xc3\xa9ponse est un quart.") ==
	    PAPO_V_EQUAL);
	ck_assert(verdict("1.25", "La r\xc3\xa9ponse est cinq quarts.") ==
	    PAPO_V_EQUAL);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("verify_fraction_words");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, fractions);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
