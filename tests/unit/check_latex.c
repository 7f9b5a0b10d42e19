/* SPDX-License-Identifier: MIT */
/* check_latex.c: unit tests for the LaTeX answer lexer (lib/verify/latex.c). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify/latex.h"
#include "unit.h"

static struct papo_lex lx;

static void
setup(void)
{
	papo_lex_init(&lx);
}

static void
teardown(void)
{
	papo_lex_release(&lx);
}

/*
 * The tokens of s as a compact string: one letter per kind, the text
 * in brackets when it has one, sub as a character for operators.
 */
static const char *
shape(const char *s)
{
	static char buf[1024];
	static const char kinds[] = "$NTSWXFCOPRUoc|,;:frbpdBEA/.?";
	size_t k, n = 0;

	ck_assert_int_eq(papo_lex_run(&lx, s, strlen(s)), 0);
	for (k = 0; k < lx.n && n + 40 < sizeof(buf); k++) {
		const struct papo_ltok *t = &lx.tok[k];

		buf[n++] = kinds[t->kind];
		if (t->kind == PAPO_LT_OP || t->kind == PAPO_LT_OPEN ||
		    t->kind == PAPO_LT_CLOSE)
			buf[n++] = (char)t->sub;
		if (t->len && t->kind != PAPO_LT_FUNC)
			n += (size_t)snprintf(buf + n, sizeof(buf) - n,
			    "[%.*s]", (int)t->len, papo_lex_text(&lx, k));
	}
	buf[n] = '\0';
	return buf;
}

START_TEST(markup_vanishes)
{
	ck_assert_str_eq(shape("\\left( 1 \\right)"), shape("(1)"));
	ck_assert_str_eq(shape("\\dfrac{1}{2}"), shape("\\frac{1}{2}"));
	ck_assert_str_eq(shape("\\tfrac{1}{2}"), shape("\\frac{1}{2}"));
	ck_assert_str_eq(shape("\\displaystyle x\\,\\;\\!\\quad y"),
	    "S[x]S[y]");
	ck_assert_str_eq(shape("\\mathbf{x}"), "o{S[x]c{");
	ck_assert_str_eq(shape("x \\le 5"), shape("x <= 5"));
	ck_assert_str_eq(shape("x \\leq 5"), shape("x \xe2\x89\xa4 5"));
	ck_assert_str_eq(shape("3 \\cdot 4"), shape("3 \xc3\x97 4"));
	ck_assert_str_eq(shape("\xe2\x88\x92" "5"), shape("-5"));
	ck_assert_str_eq(shape("\\\\frac{1}{2}"), shape("\\frac{1}{2}"));
	ck_assert_str_eq(shape("\frac{1}{2}"), shape("\\frac{1}{2}"));
}
END_TEST

START_TEST(numbers)
{
	ck_assert_str_eq(shape("1,000,000"), "N[1000000]");
	ck_assert_str_eq(shape("14{,}916"), "N[14916]");
	ck_assert_str_eq(shape("14 {, }916"), "N[14916]");
	ck_assert_str_eq(shape("11,\\! 111"), "N[11111]");
	ck_assert_str_eq(shape("1\\,000"), "N[1000]");
	ck_assert_str_eq(shape("(2,100)"), "o(N[2],N[100]c(");
	ck_assert_str_eq(shape("27,54,108"), "N[27],N[54],N[108]");
	ck_assert_str_eq(shape("32, 349"), "N[32],N[349]");
	ck_assert_str_eq(shape(".5"), "N[0.5]");
	ck_assert_str_eq(shape("2.50"), "N[2.50]");
	ck_assert_str_eq(shape("1.5e-3"), "N[1.5e-3]");
	ck_assert_str_eq(shape("2e"), "N[2]S[e]");
	ck_assert_str_eq(shape("12:30"), "T[45000]");
	ck_assert_str_eq(shape("7:32"), "T[27120]");
	ck_assert_str_eq(shape("14:64"), "N[14]:N[64]");
}
END_TEST

START_TEST(signs_and_words)
{
	ck_assert_str_eq(shape("28\\%"), "N[28]p");
	ck_assert_str_eq(shape("28 percent"), "N[28]p");
	ck_assert_str_eq(shape("90^\\circ"), "N[90]d");
	ck_assert_str_eq(shape("90^{\\circ}"), "N[90]d");
	ck_assert_str_eq(shape("90\xc2\xb0"), "N[90]d");
	/* an escaped dollar sign before a number makes it dollars */
	ck_assert_str_eq(shape("\\$10"), "N[10]W[dollars]");
	ck_assert_str_eq(shape("\\$ 1,000.50"), "N[1000.50]W[dollars]");
	ck_assert_str_eq(shape("\\$x"), "S[x]");
	ck_assert_str_eq(shape("$10$"), "N[10]");
	ck_assert_str_eq(shape("10 \\text{ cm}"), "N[10]X[cm]");
	ck_assert_int_eq(lx.tok[1].sub, PAPO_LW_UNIT);
	ck_assert_str_eq(shape("5 \\text{ and } 6"), "N[5]X[and]N[6]");
	ck_assert_int_eq(lx.tok[1].sub, PAPO_LW_AND);
	ck_assert_str_eq(shape("\\text{13}"), "N[13]");
	ck_assert_str_eq(shape("\\mathrm{e}"), "S[e]");
	ck_assert_str_eq(shape("\\alpha"), "S[alpha]");
	ck_assert_str_eq(shape("sqrt(2)"), "ro(N[2]c(");
	ck_assert_str_eq(shape("\\pm 1"), "PN[1]");
}
END_TEST

START_TEST(environments)
{
	ck_assert_str_eq(shape("\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}"),
	    "BN[1]AN[2]/N[3]AN[4]E");
	ck_assert_int_eq(lx.tok[0].sub, PAPO_ENV_MATRIX);
	ck_assert_str_eq(shape("\\begin{array}{cc}1&2\\end{array}"),
	    "BN[1]AN[2]E");
	ck_assert_str_eq(shape("\\begin{cases}a\\end{cases}"), "BS[a]E");
	ck_assert_int_eq(lx.tok[0].sub, PAPO_ENV_ROWS);
}
END_TEST

START_TEST(caps)
{
	size_t n = PAPO_LEX_MAX_TOKENS + 10, k;
	char *s = malloc(2 * n + 1);

	ck_assert_ptr_nonnull(s);
	for (k = 0; k < n; k++) {
		s[2 * k] = 'x';
		s[2 * k + 1] = '+';
	}
	s[2 * n] = '\0';
	ck_assert_int_eq(papo_lex_run(&lx, s, 2 * n), -1);
	ck_assert_int_eq(papo_lex_run(&lx, s, 200), 0);
	free(s);
}
END_TEST

START_TEST(commands_sorted)
{
	/* the command table is searched with bsearch */
	ck_assert(papo_lex_known_command("frac", 4));
	ck_assert(papo_lex_known_command("lVert", 5));
	ck_assert(papo_lex_known_command("rVert", 5));
	ck_assert(papo_lex_known_command("zeta", 4));
	ck_assert(papo_lex_known_command("Big", 3));
	ck_assert(!papo_lex_known_command("fracx", 5));
	ck_assert_int_eq(papo_lex_func("arctan", 6), PAPO_FN_ATAN);
	ck_assert_int_eq(papo_lex_func("lcm", 3), PAPO_FN_LCM);
	ck_assert_int_eq(papo_lex_word_class("cm", 2, NULL), PAPO_LW_UNIT);
	ck_assert_int_eq(papo_lex_word_class("square units", 12, NULL),
	    PAPO_LW_UNIT);
	ck_assert_int_eq(papo_lex_word_class(" and ", 5, NULL), PAPO_LW_AND);
	ck_assert_int_eq(papo_lex_word_class("apples", 6, NULL),
	    PAPO_LW_PLAIN);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("latex");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, markup_vanishes);
	tcase_add_test(t, numbers);
	tcase_add_test(t, signs_and_words);
	tcase_add_test(t, environments);
	tcase_add_test(t, caps);
	tcase_add_test(t, commands_sorted);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
