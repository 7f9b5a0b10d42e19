/* SPDX-License-Identifier: MIT */
/*
 * check_mathexpr.c: unit tests for the expression parser and evaluators
 * (lib/verify/mathexpr*.c).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify/latex.h"
#include "verify/mathexpr.h"
#include "unit.h"

static struct papo_lex lx;
static struct papo_mx mx;
static mpq_t q;

static void
setup(void)
{
	papo_lex_init(&lx);
	papo_mx_init(&mx);
	mpq_init(q);
}

static void
teardown(void)
{
	mpq_clear(q);
	papo_mx_release(&mx);
	papo_lex_release(&lx);
}

/* Parse s; the status, the root in *root. */
static int
parse(const char *s, int *root)
{
	papo_mx_reset(&mx);
	if (papo_lex_run(&lx, s, strlen(s)) < 0)
		return PAPO_MX_CAP;
	return papo_mx_parse(&mx, &lx, root);
}

static int
kind_of(const char *s)
{
	int root;

	ck_assert_msg(parse(s, &root) == PAPO_MX_OK, "cannot parse '%s'", s);
	return papo_mx_at(&mx, root)->kind;
}

/* The exact value of s, as "p/q" text; or "status N". */
static const char *
exact(const char *s)
{
	static char buf[256];
	int root, st;

	if (parse(s, &root) != PAPO_MX_OK)
		return "syntax";
	st = papo_mx_exact(&mx, root, q);
	if (st != PAPO_MX_OK) {
		snprintf(buf, sizeof(buf), "status %d", st);
		return buf;
	}
	gmp_snprintf(buf, sizeof(buf), "%Qd", q);
	return buf;
}

START_TEST(structure)
{
	ck_assert_int_eq(kind_of("(1, 2)"), PAPO_MX_TUPLE);
	ck_assert_int_eq(kind_of("[0, 1)"), PAPO_MX_TUPLE);
	ck_assert_int_eq(kind_of("(x + 1)"), PAPO_MX_ADD);	/* grouping */
	ck_assert_int_eq(kind_of("\\{1, 2\\}"), PAPO_MX_SET);
	ck_assert_int_eq(kind_of("1, 2, 3"), PAPO_MX_LIST);
	ck_assert_int_eq(kind_of("1 \\text{ and } 2"), PAPO_MX_LIST);
	ck_assert_int_eq(kind_of("x = 3"), PAPO_MX_REL);
	ck_assert_int_eq(kind_of("a < x \\le b"), PAPO_MX_REL);
	ck_assert_int_eq(kind_of("[0,1) \\cup (2,3]"), PAPO_MX_SETOP);
	ck_assert_int_eq(kind_of("1 \\pm \\sqrt{2}"), PAPO_MX_PM);
	ck_assert_int_eq(kind_of("28\\%"), PAPO_MX_PERCENT);
	ck_assert_int_eq(kind_of("90^\\circ"), PAPO_MX_DEGREE);
	ck_assert_int_eq(kind_of("f(x)"), PAPO_MX_APPLY);
	ck_assert_int_eq(kind_of("x(x+1)"), PAPO_MX_MUL);
	ck_assert_int_eq(kind_of("\\text{Evelyn}"), PAPO_MX_TEXT);
	ck_assert_int_eq(kind_of("odd"), PAPO_MX_TEXT);
	ck_assert_int_eq(kind_of("\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}"),
	    PAPO_MX_MATRIX);
	ck_assert_int_eq(kind_of("\\sum_{k=0}^{n} k"), PAPO_MX_MUL);
}
END_TEST

START_TEST(syntax)
{
	int root;

	ck_assert_int_eq(parse("(1, 2", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("1 +", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("\\frac{1}", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("|x", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("\\begin{pmatrix}1&2\\\\3\\end{pmatrix}",
	    &root), PAPO_MX_SYNTAX);
	/* an alternative or a part promised and never given */
	ck_assert_int_eq(parse("42 or", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("42 \\text{ and }", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("x = 2 or", &root), PAPO_MX_SYNTAX);
	ck_assert_int_eq(parse("(1 and)", &root), PAPO_MX_SYNTAX);
	/* a separator mark at the end stays formatting */
	ck_assert_int_eq(parse("42;", &root), PAPO_MX_OK);
	ck_assert_int_eq(parse("2 or 3", &root), PAPO_MX_OK);
}
END_TEST

START_TEST(exact_values)
{
	ck_assert_str_eq(exact("1 + 2 \\cdot 3"), "7");
	ck_assert_str_eq(exact("2^{10}"), "1024");
	ck_assert_str_eq(exact("2^{-2}"), "1/4");
	ck_assert_str_eq(exact("-3^2"), "-9");
	ck_assert_str_eq(exact("(-3)^2"), "9");
	ck_assert_str_eq(exact("2^3^2"), "512");	/* right-associative */
	ck_assert_str_eq(exact("1/2x"), "status 2");	/* x is free */
	ck_assert_str_eq(exact("\\frac{1}{2}"), "1/2");
	ck_assert_str_eq(exact("\\frac12"), "1/2");
	ck_assert_str_eq(exact("\\frac94"), "9/4");
	ck_assert_str_eq(exact("2\\frac{1}{2}"), "5/2");
	ck_assert_str_eq(exact("-2\\frac{1}{2}"), "-5/2");
	ck_assert_str_eq(exact("2.50"), "5/2");
	ck_assert_str_eq(exact("1.5e3"), "1500");
	ck_assert_str_eq(exact("\\sqrt{16}"), "4");
	ck_assert_str_eq(exact("\\sqrt[3]{-27}"), "-3");
	ck_assert_str_eq(exact("8^{2/3}"), "4");
	ck_assert_str_eq(exact("\\sqrt{2}"), "status 2");
	ck_assert_str_eq(exact("5!"), "120");
	ck_assert_str_eq(exact("\\binom{10}{3}"), "120");
	ck_assert_str_eq(exact("\\log_2 8"), "3");
	ck_assert_str_eq(exact("\\log_{4} \\frac{1}{16}"), "-2");
	ck_assert_str_eq(exact("50\\%"), "1/2");
	ck_assert_str_eq(exact("|-7|"), "7");
	ck_assert_str_eq(exact("\\lfloor -2.5 \\rfloor"), "-3");
	ck_assert_str_eq(exact("\\gcd(12, 18)"), "6");
	ck_assert_str_eq(exact("1/0"), "status 3");
	ck_assert_str_eq(exact("204_5"), "54");
	/* past the exact cap */
	ck_assert_str_eq(exact("30000!"), "status 5");
	ck_assert_str_eq(exact("2^{100000000}"), "status 5");
}
END_TEST

/* A ball for s at point 0; returns the status, *d the midpoint. */
static int
ball(const char *s, double *d, long *rad)
{
	struct papo_mx_ball b;
	int root, st;

	ck_assert_int_eq(parse(s, &root), PAPO_MX_OK);
	papo_mx_ball_init(&b, 256);
	papo_mx_set_prec(&mx, 256);
	papo_mx_set_point(&mx, 0);
	st = papo_mx_ball(&mx, root, &b);
	*d = mpfr_get_d(b.re, MPFR_RNDN);
	*rad = b.rad;
	papo_mx_ball_clear(&b);
	return st;
}

START_TEST(balls)
{
	double d;
	long rad;

	ck_assert_int_eq(ball("\\sqrt{2}^2", &d, &rad), PAPO_MX_OK);
	ck_assert(d > 1.999999 && d < 2.000001);
	ck_assert(rad < -200);
	ck_assert_int_eq(ball("\\pi", &d, &rad), PAPO_MX_OK);
	ck_assert(d > 3.14159 && d < 3.1416);
	ck_assert_int_eq(ball("e^{i\\pi}", &d, &rad), PAPO_MX_OK);
	ck_assert(d > -1.000001 && d < -0.999999);
	ck_assert_int_eq(ball("\\sqrt{-4}", &d, &rad), PAPO_MX_OK);
	ck_assert(d == 0);
	ck_assert_int_eq(ball("\\sqrt[3]{-8}", &d, &rad), PAPO_MX_OK);
	ck_assert(d > -2.000001 && d < -1.999999);
	ck_assert_int_eq(ball("\\sin(30^\\circ)", &d, &rad), PAPO_MX_OK);
	ck_assert(d > 0.499999 && d < 0.500001);
	ck_assert_int_eq(ball("x", &d, &rad), PAPO_MX_OK);
	ck_assert(d >= 1.25 && d < 3.25);	/* a point in [1.25, 3.25) */
	ck_assert_int_eq(ball("\\frac{1}{x - x}", &d, &rad), PAPO_MX_UNDEF);
	ck_assert_int_eq(ball("10^{10^{10}}", &d, &rad), PAPO_MX_CAP);
	ck_assert_int_eq(ball("(1, 2)", &d, &rad), PAPO_MX_NOTSCALAR);
}
END_TEST

/* The ball of s in m at precision prec and point trial, into b. */
static int
ball_in(struct papo_mx *m, struct papo_lex *l, const char *s, long prec,
    unsigned trial, struct papo_mx_ball *b)
{
	int root;

	papo_mx_reset(m);
	ck_assert_int_ge(papo_lex_run(l, s, strlen(s)), 0);
	ck_assert_int_eq(papo_mx_parse(m, l, &root), PAPO_MX_OK);
	papo_mx_set_prec(m, prec);
	papo_mx_set_point(m, trial);
	mpfr_set_prec(b->re, (mpfr_prec_t)prec);
	mpfr_set_prec(b->im, (mpfr_prec_t)prec);
	return papo_mx_ball(m, root, b);
}

/*
 * Factorials and binomials at points, asked again and again at several
 * precisions by one struct papo_mx (which remembers its last gammas),
 * have the bits a fresh struct gives each alone.
 */
START_TEST(gamma_values)
{
	static const char *const exprs[] = { "x!", "\\binom{x}{2}",
	    "(x+1)!", "\\frac{x!}{(x-1)!}", "\\binom{x+3}{x}", "y!",
	    "(0.5)!", "\\binom{2.5}{2} + (1.5)!", "(1000.25)!" };
	static const long precs[] = { 256, 1024, 64, 256, 2048, 1024 };
	struct papo_mx fresh;
	struct papo_lex fl;
	struct papo_mx_ball b, c;
	size_t e, k;
	unsigned t;
	int st;

	papo_lex_init(&fl);
	papo_mx_ball_init(&b, 64);
	papo_mx_ball_init(&c, 64);
	/* each value asked at the precisions in turn, then the next */
	for (e = 0; e < sizeof(exprs) / sizeof(exprs[0]); e++)
		for (t = 0; t < 3; t++)
			for (k = 0; k < sizeof(precs) / sizeof(precs[0]);
			    k++) {
				long prec = precs[k];

				st = ball_in(&mx, &lx, exprs[e], prec, t, &b);
				papo_mx_init(&fresh);
				ck_assert_int_eq(ball_in(&fresh, &fl, exprs[e],
				    prec, t, &c), st);
				papo_mx_release(&fresh);
				ck_assert_msg(st != PAPO_MX_OK ||
				    (mpfr_get_prec(b.re) == mpfr_get_prec(c.re)
				    && mpfr_equal_p(b.re, c.re) &&
				    mpfr_equal_p(b.im, c.im) && b.rad == c.rad),
				    "'%s' at %ld bits, point %u: not the bits "
				    "of a fresh evaluation", exprs[e], prec, t);
			}
	papo_mx_ball_clear(&b);
	papo_mx_ball_clear(&c);
	papo_lex_release(&fl);
}
END_TEST

/*
 * The gammas of one comparison's points (four trials and four signed
 * ones, both sides: a record's two boxes against one reference), asked
 * again by the next comparison at the same points, are all remembered:
 * the second pass computes none (with six slots it computed all 29
 * again: 8.3M instructions of one record of the bench's 10,000).
 */
START_TEST(gamma_reasked)
{
	static const char *const sides[] = { "\frac{d!}{2k(d-k)!}",
	    "\frac{\binom{d}{k}(k-1)!}{2}" };
	static const unsigned points[] = { 0, 1, 2, 3, PAPO_MX_SIGNED,
	    PAPO_MX_SIGNED + 1, PAPO_MX_SIGNED + 2, PAPO_MX_SIGNED + 3 };
	struct papo_mx_ball b;
	unsigned before = 0;
	size_t pass, t, k;

	papo_mx_ball_init(&b, 256);
	for (pass = 0; pass < 2; pass++) {
		if (pass == 1)
			before = mx.ngamma;
		for (t = 0; t < sizeof(points) / sizeof(points[0]); t++)
			for (k = 0; k < 2; k++)
				(void)ball_in(&mx, &lx, sides[k], 256,
				    points[t], &b);
	}
	ck_assert_msg(before > 6, "only %u gammas computed", before);
	ck_assert_msg(mx.ngamma == before, "%u gammas computed again of %u",
	    mx.ngamma - before, before);
	papo_mx_ball_clear(&b);
}
END_TEST

START_TEST(caps)
{
	char *s = malloc(400010);
	int root;
	size_t k;

	ck_assert_ptr_nonnull(s);
	for (k = 0; k < 200; k++)
		s[k] = '(';
	s[200] = '1';
	for (k = 0; k < 200; k++)
		s[201 + k] = ')';
	s[401] = '\0';
	ck_assert_int_eq(parse(s, &root), PAPO_MX_CAP);
	memset(s, '9', PAPO_MX_MAX_DIGITS + 1);
	s[PAPO_MX_MAX_DIGITS + 1] = '\0';
	ck_assert_int_eq(parse(s, &root), PAPO_MX_CAP);
	s[PAPO_MX_MAX_DIGITS] = '\0';
	ck_assert_int_eq(parse(s, &root), PAPO_MX_OK);
	free(s);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("mathexpr");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, structure);
	tcase_add_test(t, syntax);
	tcase_add_test(t, exact_values);
	tcase_add_test(t, balls);
	tcase_add_test(t, gamma_values);
	tcase_add_test(t, gamma_reasked);
	tcase_add_test(t, caps);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
