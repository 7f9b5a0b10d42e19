/* SPDX-License-Identifier: MIT */
/*
 * check_exactsum.c: unit tests for exact, order-independent sums
 * (lib/stats/exactsum.c), against MPFR and by hand.
 */
#include <check.h>
#include <float.h>
#include <math.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/exactsum.h"
#include "unit.h"

/* A small deterministic generator (splitmix64), so failures repeat. */
static uint64_t
next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A double of random sign and mantissa, with an exponent in [lo, hi]. */
static double
rnd(uint64_t *s, int lo, int hi)
{
	/* [0, 1) */
	double m = (double)(next(s) >> 11) / 9007199254740992.0;
	int e = lo + (int)(next(s) % (uint64_t)(hi - lo + 1));
	double x = ldexp(0.5 + m / 2, e);

	return next(s) & 1 ? -x : x;
}

static double
sum_of(const double *v, size_t n)
{
	struct papo_exactsum a;
	size_t i;

	papo_exactsum_init(&a);
	for (i = 0; i < n; i++)
		papo_exactsum_add(&a, v[i]);
	return papo_exactsum_value(&a);
}

/* The exact sum of v[0..n) rounded to the nearest double, by MPFR. */
static double
ref_sum(const double *v, size_t n)
{
	mpfr_t s, t;
	double r;
	size_t i;

	mpfr_init2(s, 2400);
	mpfr_init2(t, 60);
	mpfr_set_zero(s, 1);
	for (i = 0; i < n; i++) {
		mpfr_set_d(t, v[i], MPFR_RNDN);
		ck_assert(mpfr_add(s, s, t, MPFR_RNDN) == 0);	/* exact */
	}
	r = mpfr_get_d(s, MPFR_RNDN);
	mpfr_clear(s);
	mpfr_clear(t);
	return r;
}

static int
same_bits(double a, double b)
{
	return memcmp(&a, &b, sizeof(a)) == 0;
}

#define SAME(got, want) \
	ck_assert_msg(same_bits((got), (want)), "got %a, expected %a", \
	    (double)(got), (double)(want))

static void
shuffle(double *v, size_t n, uint64_t *s)
{
	size_t i, k;
	double t;

	for (i = n; i > 1; i--) {
		k = (size_t)(next(s) % i);
		t = v[i - 1];
		v[i - 1] = v[k];
		v[k] = t;
	}
}

START_TEST(known_sums)
{
	struct papo_exactsum a;
	double hi, lo;

	papo_exactsum_init(&a);
	SAME(papo_exactsum_value(&a), 0.0);
	ck_assert_int_eq(papo_exactsum_sign(&a), 0);
	papo_exactsum_add(&a, 1.5);
	papo_exactsum_add(&a, 2.25);
	SAME(papo_exactsum_value(&a), 3.75);
	papo_exactsum_add(&a, -10);
	SAME(papo_exactsum_value(&a), -6.25);
	ck_assert_int_eq(papo_exactsum_sign(&a), -1);
	/* one add of two doubles is correctly rounded too: the same bits */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, 0.1);
	papo_exactsum_add(&a, 0.2);
	SAME(papo_exactsum_value(&a), 0.1 + 0.2);
	/* ten times 0.1 is not 1 in doubles; its exact sum rounds to 1 */
	papo_exactsum_init(&a);
	for (int i = 0; i < 10; i++)
		papo_exactsum_add(&a, 0.1);
	SAME(papo_exactsum_value(&a), 1.0);
	papo_exactsum_dd(&a, &hi, &lo);
	SAME(hi, 1.0);
	SAME(lo, 0x1p-54);	/* 10 * 0x1.999999999999ap-4 - 1 */
	/* -0 adds nothing: the sum is +0 */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, -0.0);
	SAME(papo_exactsum_value(&a), 0.0);
}
END_TEST

START_TEST(cancellation)
{
	struct papo_exactsum a;
	double hi, lo;

	papo_exactsum_init(&a);
	papo_exactsum_add(&a, 1e300);
	papo_exactsum_add(&a, 1);
	papo_exactsum_dd(&a, &hi, &lo);
	SAME(hi, 1e300);
	SAME(lo, 1.0);
	papo_exactsum_add(&a, -1e300);
	SAME(papo_exactsum_value(&a), 1.0);
	/* the smallest and the largest at once */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, DBL_MAX);
	papo_exactsum_add(&a, 0x1p-1074);
	papo_exactsum_add(&a, -DBL_MAX);
	SAME(papo_exactsum_value(&a), 0x1p-1074);
	ck_assert_int_eq(papo_exactsum_sign(&a), 1);
	papo_exactsum_add(&a, -0x1p-1074);
	SAME(papo_exactsum_value(&a), 0.0);
	ck_assert_int_eq(papo_exactsum_sign(&a), 0);
}
END_TEST

START_TEST(huge_and_tiny)
{
	struct papo_exactsum a;
	int i;

	/* beyond the largest double: inf, and back when the rest comes off */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, DBL_MAX);
	papo_exactsum_add(&a, DBL_MAX);
	SAME(papo_exactsum_value(&a), HUGE_VAL);
	papo_exactsum_add(&a, -DBL_MAX);
	SAME(papo_exactsum_value(&a), DBL_MAX);
	papo_exactsum_init(&a);
	for (i = 0; i < 1000; i++)
		papo_exactsum_add(&a, -DBL_MAX);
	SAME(papo_exactsum_value(&a), -HUGE_VAL);
	for (i = 0; i < 999; i++)
		papo_exactsum_add(&a, DBL_MAX);
	SAME(papo_exactsum_value(&a), -DBL_MAX);
	/* halfway between DBL_MAX and 2^1024 rounds to inf, below it not */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, DBL_MAX);
	papo_exactsum_add(&a, 0x1p970);
	SAME(papo_exactsum_value(&a), HUGE_VAL);
	papo_exactsum_add(&a, -0x1p-1074);
	SAME(papo_exactsum_value(&a), DBL_MAX);
	/* subnormals add exactly */
	papo_exactsum_init(&a);
	for (i = 0; i < 3; i++)
		papo_exactsum_add(&a, 0x1p-1074);
	SAME(papo_exactsum_value(&a), 0x3p-1074);
	papo_exactsum_add(&a, 0x1p-1022);
	papo_exactsum_add(&a, -0x1p-1022);
	SAME(papo_exactsum_value(&a), 0x3p-1074);
	papo_exactsum_add(&a, DBL_MIN - 0x3p-1074);
	SAME(papo_exactsum_value(&a), DBL_MIN);
}
END_TEST

/* Round to nearest, ties to even, with bits far below the tie. */
START_TEST(rounding)
{
	struct papo_exactsum a;

	papo_exactsum_init(&a);
	papo_exactsum_add(&a, 1);
	papo_exactsum_add(&a, 0x1p-53);
	SAME(papo_exactsum_value(&a), 1.0);		/* tie: to even */
	papo_exactsum_add(&a, 0x1p-200);
	SAME(papo_exactsum_value(&a), 1 + 0x1p-52);	/* just above it */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, 1 + 0x1p-52);
	papo_exactsum_add(&a, 0x1p-53);
	SAME(papo_exactsum_value(&a), 1 + 0x1p-51);	/* tie: to even */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, -1 - 0x1p-52);
	papo_exactsum_add(&a, -0x1p-53);
	SAME(papo_exactsum_value(&a), -1 - 0x1p-51);
	papo_exactsum_add(&a, 0x1p-300);
	/* just below the tie */
	SAME(papo_exactsum_value(&a), -1 - 0x1p-52);
	/* a sticky bit many limbs down decides */
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, 0x1p100);
	papo_exactsum_add(&a, 0x1p47);
	SAME(papo_exactsum_value(&a), 0x1p100);
	papo_exactsum_add(&a, 0x1p-1074);
	SAME(papo_exactsum_value(&a), 0x1p100 + 0x1p48);
}
END_TEST

/* Correct rounding of random sums of wide ranges, checked by MPFR. */
START_TEST(against_mpfr)
{
	static double v[2000];
	uint64_t s = 12345;
	int round, i, n;

	for (round = 0; round < papo_test_reps(200, 12); round++) {
		n = 1 + (int)(next(&s) % 2000);
		for (i = 0; i < n; i++)
			v[i] = round % 4 == 0 ? rnd(&s, -1074, 1000) :
			    round % 4 == 1 ? rnd(&s, -30, 30) :
			    round % 4 == 2 ? rnd(&s, -1074, -1000) :
			    rnd(&s, 900, 1010);
		SAME(sum_of(v, (size_t)n), ref_sum(v, (size_t)n));
	}
}
END_TEST

/* The same values in any order, or split and merged: the same bits. */
START_TEST(any_order)
{
	static double v[5000];
	struct papo_exactsum ref, part[4], m;
	struct papo_buf t0 = PAPO_BUF_INIT, t1 = PAPO_BUF_INIT;
	uint64_t s = 99;
	double want;
	size_t i, n = 5000;
	int order;

	for (i = 0; i < n; i++)
		v[i] = i % 3 ? rnd(&s, -60, 40) : (double)(i % 7) - 3.1;
	papo_exactsum_init(&ref);
	for (i = 0; i < n; i++)
		papo_exactsum_add(&ref, v[i]);
	want = papo_exactsum_value(&ref);
	papo_exactsum_format(&ref, &t0);
	for (order = 0; order < 20; order++) {
		shuffle(v, n, &s);
		SAME(sum_of(v, n), want);
		/* four accumulators, merged in a scrambled order */
		for (i = 0; i < 4; i++)
			papo_exactsum_init(&part[i]);
		for (i = 0; i < n; i++)
			papo_exactsum_add(&part[next(&s) % 4], v[i]);
		papo_exactsum_init(&m);
		for (i = 0; i < 4; i++)
			papo_exactsum_merge(&m, &part[(i + (size_t)order) % 4]);
		SAME(papo_exactsum_value(&m), want);
		ck_assert(papo_exactsum_equal(&m, &ref));
		papo_buf_reset(&t1);
		papo_exactsum_format(&m, &t1);
		ck_assert_str_eq(t1.s, t0.s);
	}
	/* naive summation does depend on the order: the test can fail */
	{
		double f = 0, r = 0;

		for (i = 0; i < n; i++)
			f += v[i];
		for (i = n; i > 0; i--)
			r += v[i - 1];
		ck_assert(!same_bits(f, r) || !same_bits(f, want));
	}
	papo_buf_release(&t0);
	papo_buf_release(&t1);
}
END_TEST

START_TEST(merge_is_add)
{
	struct papo_exactsum a, b, all;
	uint64_t s = 7;
	double x;
	int i;

	papo_exactsum_init(&a);
	papo_exactsum_init(&b);
	papo_exactsum_init(&all);
	for (i = 0; i < 3000; i++) {
		x = rnd(&s, -1074, 1023);
		papo_exactsum_add(i % 2 ? &a : &b, x);
		papo_exactsum_add(&all, x);
	}
	papo_exactsum_merge(&a, &b);
	ck_assert(papo_exactsum_equal(&a, &all));
	SAME(papo_exactsum_value(&a), papo_exactsum_value(&all));
	/* merging an empty sum changes nothing; b itself is untouched */
	papo_exactsum_init(&b);
	papo_exactsum_merge(&a, &b);
	ck_assert(papo_exactsum_equal(&a, &all));
	ck_assert_int_eq(papo_exactsum_sign(&b), 0);
}
END_TEST

START_TEST(specials)
{
	struct papo_exactsum a, b;

	papo_exactsum_init(&a);
	papo_exactsum_add(&a, 1);
	papo_exactsum_add(&a, HUGE_VAL);
	SAME(papo_exactsum_value(&a), HUGE_VAL);
	ck_assert_int_eq(papo_exactsum_sign(&a), 1);
	papo_exactsum_init(&b);
	papo_exactsum_add(&b, -HUGE_VAL);
	SAME(papo_exactsum_value(&b), -HUGE_VAL);
	papo_exactsum_merge(&a, &b);
	ck_assert(isnan(papo_exactsum_value(&a)));
	papo_exactsum_init(&a);
	papo_exactsum_add(&a, (double)NAN);
	ck_assert(isnan(papo_exactsum_value(&a)));
	/* a square beyond the doubles is +inf */
	papo_exactsum_init(&a);
	papo_exactsum_add_sq(&a, 1e200);
	SAME(papo_exactsum_value(&a), HUGE_VAL);
}
END_TEST

START_TEST(squares)
{
	struct papo_exactsum a;
	double hi, lo, x = 1 + 0x1p-52;

	/* (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104: all of it */
	papo_exactsum_init(&a);
	papo_exactsum_add_sq(&a, x);
	papo_exactsum_dd(&a, &hi, &lo);
	SAME(hi, 1 + 0x1p-51);
	SAME(lo, 0x1p-104);
	papo_exactsum_add_sq(&a, -x);
	papo_exactsum_add(&a, -2);
	papo_exactsum_add(&a, -0x1p-50);
	SAME(papo_exactsum_value(&a), 0x1p-103);
	/* 0.1^2 + 0.2^2 + 0.3^2 of the doubles, exactly, against MPFR */
	{
		double v[6];
		mpfr_t t;
		int i;

		mpfr_init2(t, 53);
		papo_exactsum_init(&a);
		for (i = 0; i < 3; i++) {
			double y = 0.1 * (i + 1);

			papo_exactsum_add_sq(&a, y);
			v[2 * i] = y * y;
			mpfr_set_d(t, y, MPFR_RNDN);
			/* the same rounding */
			mpfr_sqr(t, t, MPFR_RNDN);
			v[2 * i + 1] = fma(y, y, -v[2 * i]);
		}
		mpfr_clear(t);
		SAME(papo_exactsum_value(&a), ref_sum(v, 6));
	}
}
END_TEST

/* A square adds what its two-product hi + lo adds, on both paths. */
START_TEST(squares_are_two_products)
{
	struct papo_exactsum a, b;
	uint64_t s = 5;
	int i;

	for (i = 0; i < papo_test_reps(20000, 1000); i++) {
		double x = rnd(&s, -1074, 1023), hi = x * x, lo;

		if (!isfinite(hi))
			continue;
		lo = fma(x, x, -hi);
		papo_exactsum_init(&a);
		papo_exactsum_init(&b);
		papo_exactsum_add_sq(&a, x);
		papo_exactsum_add(&b, hi);
		papo_exactsum_add(&b, lo);
		ck_assert_msg(papo_exactsum_equal(&a, &b), "x = %a", x);
	}
	/* the edges of the integer path: biased exponents 538 and 1497 */
	for (i = -2; i <= 2; i++) {
		double e[2] = {
			ldexp(1.0, 538 - 1023 + i), ldexp(1.5, 1497 - 1023 + i)
		};
		int k;

		for (k = 0; k < 2; k++) {
			double x = e[k] * (1 + 0x1p-52), hi = x * x;

			papo_exactsum_init(&a);
			papo_exactsum_init(&b);
			papo_exactsum_add_sq(&a, x);
			papo_exactsum_add(&b, hi);
			papo_exactsum_add(&b, fma(x, x, -hi));
			ck_assert_msg(papo_exactsum_equal(&a, &b), "x = %a", x);
		}
	}
}
END_TEST

/*
 * Products are exact: (1 + 2^-52)(1 - 2^-52) = 1 - 2^-104, which
 * rounds to 1; and 0.1 * 0.3 summed with its negation's pieces is 0.
 */
START_TEST(products)
{
	struct papo_exactsum a, b;
	double hi, lo, x = 0.1, y = 0.3;

	papo_exactsum_init(&a);
	papo_exactsum_add_prod(&a, 1 + 0x1p-52, 1 - 0x1p-52);
	papo_exactsum_dd(&a, &hi, &lo);
	SAME(hi, 1.0);
	SAME(lo, -0x1p-104);
	papo_exactsum_init(&a);
	papo_exactsum_add_prod(&a, x, y);
	papo_exactsum_add(&a, -(x * y));
	SAME(papo_exactsum_value(&a), fma(x, y, -(x * y)));
	/* the order of the factors and of the adds does not matter */
	papo_exactsum_init(&a);
	papo_exactsum_init(&b);
	papo_exactsum_add_prod(&a, x, y);
	papo_exactsum_add_prod(&a, -7.25, 1e-3);
	papo_exactsum_add_prod(&b, 1e-3, -7.25);
	papo_exactsum_add_prod(&b, y, x);
	ck_assert(papo_exactsum_equal(&a, &b));
	/* a square by product is the square */
	papo_exactsum_init(&a);
	papo_exactsum_init(&b);
	papo_exactsum_add_prod(&a, x, x);
	papo_exactsum_add_sq(&b, x);
	ck_assert(papo_exactsum_equal(&a, &b));
}
END_TEST

START_TEST(text)
{
	static const struct {
		double x;
		const char *s;
	} known[] = {
		{ 0, "0" }, { 1, "0x1p0" }, { -1, "-0x1p0" },
		{ 1.5, "0x18p-4" },
		{ 0.5, "0x8p-4" }, { 16, "0x1p4" }, { 255, "0xffp0" },
		{ 0x1p-1074, "0x4p-1076" }, { DBL_MAX, "0xfffffffffffff8p968" },
		{ 3.0 * 0x1p-1073, "0x18p-1076" }
	};
	struct papo_exactsum a, b;
	struct papo_buf t = PAPO_BUF_INIT;
	uint64_t s = 3;
	size_t i;

	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		papo_exactsum_init(&a);
		papo_exactsum_add(&a, known[i].x);
		papo_buf_reset(&t);
		papo_exactsum_format(&a, &t);
		ck_assert_str_eq(t.s, known[i].s);
		ck_assert_int_eq(papo_exactsum_parse(&b, t.s, t.len), 0);
		SAME(papo_exactsum_value(&b), known[i].x);
	}
	/* random sums read back to the same sum */
	for (i = 0; i < 200; i++) {
		int k;

		papo_exactsum_init(&a);
		for (k = 0; k < 20; k++)
			papo_exactsum_add(&a, rnd(&s, -1074, 1020));
		papo_buf_reset(&t);
		papo_exactsum_format(&a, &t);
		ck_assert_int_eq(papo_exactsum_parse(&b, t.s, t.len), 0);
		ck_assert(papo_exactsum_equal(&a, &b));
	}
	/* other spellings of the same value */
	ck_assert_int_eq(papo_exactsum_parse(&b, "0x0030p-5", 9), 0);
	SAME(papo_exactsum_value(&b), 1.5);
	ck_assert_int_eq(papo_exactsum_parse(&b, "0X3P+1", 6), 0);
	SAME(papo_exactsum_value(&b), 6.0);
	ck_assert_int_eq(papo_exactsum_parse(&b, "-inf", 4), 0);
	SAME(papo_exactsum_value(&b), -HUGE_VAL);
	ck_assert_int_eq(papo_exactsum_parse(&b, "nan", 3), 0);
	ck_assert(isnan(papo_exactsum_value(&b)));
	ck_assert_int_eq(papo_exactsum_parse(&b, "0x1p1029", 8), 0);
	/* not sums */
	{
		static const char *const bad[] = {
			"", "1.5", "0x", "0xp1", "0x1", "0x1p", "0x1p-", "0x1g",
			"0x1p1.5", " 0x1p0", "0x1p0 ", "--0x1p0", "0x1p-1075",
			"0x1p1030", "0x2p1029", "Inf", "0x1p99999999999"
		};

		for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
			ck_assert_msg(papo_exactsum_parse(&b, bad[i],
			    strlen(bad[i])) == -1, "accepted '%s'", bad[i]);
	}
	papo_buf_release(&t);
}
END_TEST

/* Millions of adds into the same limbs. */
START_TEST(long_runs)
{
	struct papo_exactsum a;
	long i, n = papo_test_reps(3000000, 100000);
	mpfr_t x;

	papo_exactsum_init(&a);
	for (i = 0; i < n; i++) {
		papo_exactsum_add(&a, 0x1.fffffffffffffp-1);
		papo_exactsum_add(&a, -0x1p-60);
	}
	/* n (1 - 2^-53 - 2^-60) = n (2^60 - 129) / 2^60, rounded once */
	mpfr_init2(x, 128);
	mpfr_set_si(x, n, MPFR_RNDN);
	mpfr_mul_ui(x, x, (1UL << 60) - 129, MPFR_RNDN);
	mpfr_div_2ui(x, x, 60, MPFR_RNDN);
	SAME(papo_exactsum_value(&a), mpfr_get_d(x, MPFR_RNDN));
	mpfr_clear(x);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("exactsum");
	TCase *t = tcase_create("core");

	tcase_set_timeout(t, 60);
	tcase_add_test(t, known_sums);
	tcase_add_test(t, cancellation);
	tcase_add_test(t, huge_and_tiny);
	tcase_add_test(t, rounding);
	tcase_add_test(t, against_mpfr);
	tcase_add_test(t, any_order);
	tcase_add_test(t, merge_is_add);
	tcase_add_test(t, specials);
	tcase_add_test(t, squares);
	tcase_add_test(t, squares_are_two_products);
	tcase_add_test(t, products);
	tcase_add_test(t, text);
	tcase_add_test(t, long_runs);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
