/* SPDX-License-Identifier: MIT */
/*
 * check_verify_kinds.c: unit tests for the comparison's later rules
 * (lib/verify/verify_const.c, verify_deriv.c, verify_options.c, the
 * three-digit groups in verify.c, verify_asked.c): renamed constants,
 * derivative notations, digit groups in another order, a scale's
 * letter with no problem, and the problem's options and the unit it
 * asks, set with papo_verify_set_problem.
 */
#include <check.h>
#include <string.h>

#include "verify/verify.h"
#include "unit.h"
#include "verify_fixture.h"

struct row {
	const char *ref;
	const char *resp;
	int want;
};

#define EQ PAPO_V_EQUAL
#define NE PAPO_V_NOT_EQUAL

static void
check_rows(const struct row *r, size_t n)
{
	struct papo_verify_result res;
	size_t k;

	for (k = 0; k < n; k++) {
		papo_verify_check(v, r[k].resp, strlen(r[k].resp), r[k].ref,
		    strlen(r[k].ref), &res);
		ck_assert_msg(res.verdict == r[k].want, "%s against %s: %d, "
		    "want %d", r[k].resp, r[k].ref, res.verdict, r[k].want);
	}
}

START_TEST(constants)
{
	static const struct row r[] = {
		{ "C_1 e^{t} + C_2 e^{-t}", "\\boxed{c_2 e^{-t} + c_1 e^{t}}",
		    EQ },
		{ "C_1 e^{t} + C_2 e^{-t}", "\\boxed{c_1 e^{-t} + c_2 e^{t}}",
		    EQ },
		{ "C_1 e^{t} + C_2 e^{-t}", "\\boxed{c_1 e^{t} + c_1 e^{-t}}",
		    NE },
		{ "C_1 e^{t} + C_2 e^{-t}", "\\boxed{c_1 e^{t} - c_2 e^{-t}}",
		    NE },	/* renamed, not rescaled */
		{ "C_1 e^{t} + C_2 e^{-t}", "\\boxed{c_1 e^{t} + c_2 e^{t}}",
		    NE },
		{ "\\ln|x| + C", "\\boxed{\\ln|x| + K}", EQ },
		{ "\\ln|x| + C", "\\boxed{\\ln|x| + 1}", NE },
		{ "C", "\\boxed{c}", NE },
		{ "C", "\\boxed{K}", NE },
	};

	check_rows(r, sizeof(r) / sizeof(r[0]));
}
END_TEST

START_TEST(derivatives)
{
	static const struct row r[] = {
		{ "\\frac{dv}{dt} = g - kv", "\\boxed{\\dot v + kv = g}", EQ },
		{ "\\frac{dv}{dt} = g - kv", "\\boxed{v'(t) + k v(t) = g}",
		    EQ },
		{ "\\frac{dv}{dt} = g - kv", "\\boxed{v'(t) - k v(t) = g}",
		    NE },
		{ "\\frac{dv}{dt} = g - kv", "\\boxed{v''(t) + k v(t) = g}",
		    NE },
		{ "\\frac{dv}{dt} = g - kv", "\\boxed{v'(s) + k v(s) = g}",
		    NE },
		{ "\\frac{d^3 y}{dx^3} = y", "\\boxed{y^{(3)} = y}", EQ },
		{ "\\frac{d^3 y}{dx^3} = y", "\\boxed{y''' - y = 0}", EQ },
		{ "\\frac{d^3 y}{dx^3} = y", "\\boxed{y'' - y = 0}", NE },
	};

	check_rows(r, sizeof(r) / sizeof(r[0]));
}
END_TEST

START_TEST(digit_groups)
{
	static const struct row r[] = {
		{ "111,222,333,444,555,666", "\\boxed{666,555,444,333,222,111}",
		    EQ },
		{ "111,222,333,444,555,666", "\\boxed{666,555,444,333,222,112}",
		    NE },
		{ "111,222,333,444,555", "\\boxed{555,444,333,222,111}", NE },
		{ "111,222,333,444,555,666",
		    "\\boxed{666,555,444,333,222,1110}", NE },
	};

	check_rows(r, sizeof(r) / sizeof(r[0]));
}
END_TEST

START_TEST(problem_options)
{
	static const char prob[] = "Which?\nA. 2\n(B) 3/4\nC) x+1\nD: 9";
	static const char dup[] = "Which?\nA. 2\nB. 3/4\nB. 5";
	static const char empty[] = "Which?\nA. 2\nB. 3/4\nC. 5\nD. 6\n"
	    "E.\n\n7";
	static const struct row letters[] = {
		{ "B", "\\boxed{0.75}", EQ },
		{ "C", "\\boxed{1+x}", EQ },
		{ "A", "\\boxed{0.75}", NE },
		{ "3/4", "\\boxed{B}", EQ },
		{ "3/4", "\\boxed{D}", NE },
		{ "3/4", "\\boxed{G}", NE },
		/* a letter the problem lists nowhere names no option */
		{ "G", "\\boxed{G}", PAPO_V_NO_ANSWER },
		{ "G", "The answer is (g).", PAPO_V_NO_ANSWER },
		{ "D", "\\boxed{D}", EQ },
		/* a gloss in parentheses is the option's text, or no gloss */
		{ "D", "The answer is (D) (9).", EQ },
		{ "D", "The answer is (D) (or B).", NE },
		{ "D", "The answer is (D) (and B).", NE },
	};
	static const struct row unlisted[] = {
		/* "E." with no text: a label the list holds in doubt */
		{ "E", "\\boxed{E}", EQ },
	};
	static const struct row none[] = {
		{ "B", "\\boxed{0.75}", NE },
		{ "3/4", "\\boxed{B}", NE },
	};

	papo_verify_set_problem(v, prob, strlen(prob));
	check_rows(letters, sizeof(letters) / sizeof(letters[0]));
	papo_verify_set_problem(v, empty, strlen(empty));
	check_rows(unlisted, sizeof(unlisted) / sizeof(unlisted[0]));
	papo_verify_set_problem(v, dup, strlen(dup));
	check_rows(none, sizeof(none) / sizeof(none[0]));
	papo_verify_set_problem(v, NULL, 0);
	check_rows(none, sizeof(none) / sizeof(none[0]));
}
END_TEST

/* With no problem, a capital K or M alone after a number is a kelvin
   or a molarity, or thousands or millions: equal to no bare value (an
   M is no unit word at all, metres being a small m: no answer). */
START_TEST(scale_letters)
{
	static const struct row r[] = {
		{ "48", "\\boxed{48\\text{M}}", PAPO_V_NO_ANSWER },
		{ "48", "\\boxed{48\\,\\text{K}}", NE },
		{ "48", "\\boxed{48\\text{ kg}}", EQ },
		{ "48000", "\\boxed{\\$48K}", EQ },
	};

	check_rows(r, sizeof(r) / sizeof(r[0]));
}
END_TEST

/* One problem text and its rows. */
static void
check_problem(const char *prob, const struct row *r, size_t n)
{
	papo_verify_set_problem(v, prob, strlen(prob));
	check_rows(r, n);
	papo_verify_set_problem(v, NULL, 0);
}

#define ROWS(r) (r), sizeof(r) / sizeof((r)[0])

START_TEST(asked_unit)
{
	static const struct row hours[] = {
		{ "3", "\\boxed{3 \\text{ minutes}}", NE },
		{ "3", "\\boxed{180 \\text{ minutes}}", EQ },
		{ "3", "\\boxed{3 \\text{ hours}}", EQ },
		{ "3", "\\boxed{3}", EQ },
		{ "3", "\\boxed{3 \\text{ km}}", NE },
		{ "3", "\\boxed{3 \\text{ hours per day}}", EQ },
		{ "3 \\text{ hours}", "\\boxed{3 \\text{ minutes}}", NE },
	};
	static const struct row dollars[] = {
		{ "12", "\\boxed{12 \\text{ cents}}", NE },
		{ "12", "\\boxed{1200 \\text{ cents}}", EQ },
		{ "12", "\\boxed{12 \\text{ dollars}}", EQ },
	};
	static const struct row dropped[] = {
		{ "12", "\\boxed{12 \\text{ cents}}", EQ },
		{ "5", "\\boxed{5 \\text{ hours}}", EQ },
	};
	static const struct row cents[] = {
		{ "12", "\\boxed{12 \\text{ cents}}", EQ },
		{ "12", "\\boxed{12 \\text{ dollars}}", NE },
	};
	/* a count of a noun that is no unit: a unit or another noun
	   beside the value answers something else */
	static const struct row apples[] = {
		{ "12", "\\boxed{12 \\text{ cents}}", NE },
		{ "5", "\\boxed{5 \\text{ hours}}", NE },
		{ "12", "\\boxed{12 \\text{ apples}}", EQ },
		{ "12", "\\boxed{12}", EQ },
	};
	static const struct row minutes[] = {
		{ "12", "\\boxed{12 \\text{ minutes}}", EQ },
		{ "12", "\\boxed{12 \\text{ hours}}", NE },
	};

	check_problem("How many hours until the tank is full?", ROWS(hours));
	check_problem("How many more hours are needed?", ROWS(hours));
	check_problem("How long does it take, in hours?", ROWS(hours));
	check_problem("\xc2\xbf" "Cu\xc3\xa1ntas horas dura?", ROWS(hours));
	check_problem("How much does she pay, in dollars?", ROWS(dollars));
	check_problem("How many cents does she pay? Give the answer in "
	    "dollars.", ROWS(dollars));
	check_problem("How much does it cost in cents, not in dollars?",
	    ROWS(cents));
	/* "in dollars." in a sentence that instructs nothing: two units */
	check_problem("Prices are in dollars. How many cents does she save?",
	    ROWS(dropped));
	check_problem("How many dollars does she pay?", ROWS(dollars));
	/* no unit asked, or two, or not so: the unit is dropped */
	check_problem("How much money does he make in a week?",
	    ROWS(dropped));
	check_problem("How many dollars? How many cents?", ROWS(dropped));
	check_problem("How many apples does he buy in 5 hours?",
	    ROWS(apples));
	check_problem("\xe4\xbb\x96\xe4\xbb\xac\xe5\xa6\x82\xe4\xbd"
	    "\x95\xe5\x88\x86\xe9\x85\x8d\xef\xbc\x9f", ROWS(dropped));
	check_problem("\xe9\x9c\x80\xe8\xa6\x81\xe5\xa4\x9a\xe5\xb0"
	    "\x91\xe5\x88\x86\xe9\x92\x9f\xef\xbc\x9f", ROWS(minutes));
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("verify_kinds");
	TCase *t = tcase_create("core");

	tcase_set_timeout(t, 60);
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, constants);
	tcase_add_test(t, derivatives);
	tcase_add_test(t, digit_groups);
	tcase_add_test(t, asked_unit);
	tcase_add_test(t, problem_options);
	tcase_add_test(t, scale_letters);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
