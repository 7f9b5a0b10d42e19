/* SPDX-License-Identifier: MIT */
/*
 * check_stats.c: unit tests for the papo-stats metrics (lib/stats/stats.c),
 * against values computed by hand.
 */
#include <check.h>
#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats.h"
#include "stats/stats_report.h"
#include "unit.h"

/* no value (NAN alone is a float, which -Wdouble-promotion flags) */
#define NONE ((double)NAN)

#define TOL 1e-12

/* The metric named name in out[], by its contract name. */
static double
get(const double *out, const char *name)
{
	int m = papo_stats_metric_find(name, strlen(name));

	ck_assert_msg(m >= 0, "no metric %s", name);
	return out[m];
}

#define IS(out, name, want) \
	ck_assert_msg(fabs(get(out, name) - (want)) < 1e-9, \
	    "%s = %.17g, expected %.17g", name, get(out, name), (double)(want))
#define IS_NULL(out, name) \
	ck_assert_msg(isnan(get(out, name)), "%s = %.17g, expected null", \
	    name, get(out, name))

/* An observation: adv, correctness, and optional fields (NAN: absent). */
static struct papo_stats_obs
obs(double adv, int correct, double adv_out, double adv_proc, double r_proc,
    double length)
{
	struct papo_stats_obs o;

	memset(&o, 0, sizeof(o));
	o.adv = adv;
	o.correct = (int8_t)correct;
	o.has_adv_out = !isnan(adv_out);
	o.adv_out = o.has_adv_out ? adv_out : 0;
	o.has_adv_proc = !isnan(adv_proc);
	o.adv_proc = o.has_adv_proc ? adv_proc : 0;
	o.has_r_proc = !isnan(r_proc);
	o.r_proc = o.has_r_proc ? r_proc : 0;
	o.has_length = !isnan(length);
	o.length = o.has_length ? length : 0;
	return o;
}

/* Feed groups into one row: g[k] is the group of o[k] (-1: no group). */
static void
row(const struct papo_stats_obs *o, const int *g, size_t n, double *out)
{
	struct papo_stats_acc a;
	struct papo_stats_group grp[8];
	int used[8] = { 0 };
	size_t i;

	memset(grp, 0, sizeof(grp));
	papo_stats_acc_init(&a);
	for (i = 0; i < n; i++) {
		papo_stats_acc_add(&a, &o[i], g[i] >= 0);
		if (g[i] >= 0) {
			papo_stats_group_add(&grp[g[i]], &o[i]);
			used[g[i]] = 1;
		}
	}
	for (i = 0; i < 8; i++)
		if (used[i])
			papo_stats_acc_add_group(&a, &grp[i]);
	papo_stats_acc_result(&a, out);
	papo_stats_acc_release(&a);
}

START_TEST(names_are_the_contract)
{
	static const char *const want[PAPO_SM_N] = {
		"responses", "groups", "accuracy", "proc_mean", "length_mean",
		"zero_ratio", "positive_ratio", "negative_ratio", "adv_std",
		"correct_mean", "correct_std", "correct_min", "correct_max",
		"correct_count", "wrong_mean", "wrong_std", "wrong_min",
		"wrong_max", "wrong_count", "process_active_ratio",
		"outcome_std", "process_mean", "process_std",
		"all_correct_ratio", "all_wrong_ratio",
		"length_correct_mean", "length_wrong_mean",
		"proc_length_corr", "top_answer_share",
		"top_answer_group_share"
	};
	int m;

	for (m = 0; m < PAPO_SM_N; m++) {
		ck_assert_str_eq(papo_stats_metric_name(m), want[m]);
		ck_assert_int_eq(papo_stats_metric_find(want[m],
		    strlen(want[m])), m);
	}
	ck_assert_ptr_null(papo_stats_metric_name(PAPO_SM_N));
	ck_assert_int_eq(papo_stats_metric_find("zero", 4), -1);
	ck_assert(papo_stats_metric_is_count(PAPO_SM_CORRECT_COUNT));
	ck_assert(!papo_stats_metric_is_count(PAPO_SM_ZERO_RATIO));
	ck_assert(papo_stats_metric_is_ratio(PAPO_SM_ZERO_RATIO));
	ck_assert(papo_stats_metric_is_ratio(PAPO_SM_TOP_ANSWER_SHARE));
	ck_assert(!papo_stats_metric_is_ratio(PAPO_SM_ADV_STD));
	ck_assert(!papo_stats_metric_is_ratio(PAPO_SM_PROC_LENGTH_CORR));
}
END_TEST

START_TEST(metric_lists)
{
	int m[PAPO_SM_N];
	size_t n;
	struct papo_err e;

	ck_assert_int_eq(papo_stats_metric_list("zero_ratio,accuracy", m, &n,
	    &e), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(m[0], PAPO_SM_ZERO_RATIO);
	ck_assert_int_eq(m[1], PAPO_SM_ACCURACY);
	ck_assert_int_eq(papo_stats_metric_list("accuracy,accuracy", m, &n,
	    &e), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_int_eq(papo_stats_metric_list("accuracy,all", m, &n, &e), 0);
	ck_assert_uint_eq(n, PAPO_SM_N);
	ck_assert_int_eq(m[0], PAPO_SM_ACCURACY);
	ck_assert_int_eq(m[1], PAPO_SM_RESPONSES);
	ck_assert_int_eq(papo_stats_metric_list("zero_ratio,bogus", m, &n,
	    &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert(strstr(e.msg, "unknown metric 'bogus'") != NULL);
	ck_assert_int_eq(papo_stats_metric_list("zero_ratio,", m, &n, &e), -1);
	ck_assert(strstr(e.msg, "none empty") != NULL);
	ck_assert_int_eq(papo_stats_metric_list("", m, &n, &e), -1);
}
END_TEST

START_TEST(moments)
{
	struct papo_stats_moments w;
	static const double x[] = { 1, 2, 3, 4 };
	size_t i;

	memset(&w, 0, sizeof(w));
	ck_assert(isnan(papo_stats_moments_std(&w)));
	papo_stats_moments_add(&w, 5);
	ck_assert(papo_stats_moments_std(&w) == 0);	/* one value: 0 */
	papo_stats_moments_release(&w);
	for (i = 0; i < 4; i++)
		papo_stats_moments_add(&w, x[i]);
	ck_assert(papo_stats_moments_mean(&w) == 2.5);
	/* sample std of 1..4: sqrt(5/3) */
	ck_assert(fabs(papo_stats_moments_std(&w) - sqrt(5.0 / 3)) < TOL);
	ck_assert(papo_stats_moments_min(&w) == 1 &&
	    papo_stats_moments_max(&w) == 4);
	papo_stats_moments_release(&w);
}
END_TEST

/* Exact sums keep the std where a naive sum of squares loses it all. */
START_TEST(moments_are_sound)
{
	struct papo_stats_moments w;
	size_t i;

	memset(&w, 0, sizeof(w));
	for (i = 0; i < 1000000; i++)
		papo_stats_moments_add(&w, 1e9 + (double)(i % 2));
	/* values 1e9 and 1e9 + 1 alternating: sample std sqrt(n/(4(n-1))) */
	ck_assert_msg(fabs(papo_stats_moments_std(&w) - sqrt(1e6 / 4 /
	    (1e6 - 1))) < 1e-9, "std %.17g", papo_stats_moments_std(&w));
	papo_stats_moments_release(&w);
}
END_TEST

/* A small deterministic generator (splitmix64), so failures repeat. */
static uint64_t
next_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int
same_bits(double a, double b)
{
	return memcmp(&a, &b, sizeof(a)) == 0;
}

/* Advantage-like values: a few levels, repeated, of both signs. */
static void
fill(double *v, size_t n, uint64_t *s)
{
	static const double level[] = {
		2.4748666, -0.35355339059327373, 0.9354143466934853,
		-1.2076117512434413, 0.72456618718, 0, 1e-7, -0.5
	};
	size_t i;

	for (i = 0; i < n; i++)
		v[i] = level[next_rand(s) % 8] * (1 + (double)(next_rand(s) %
		    1000) * 1e-9);
}

static void
shuffle(double *v, size_t n, uint64_t *s)
{
	size_t i, k;
	double t;

	for (i = n; i > 1; i--) {
		k = (size_t)(next_rand(s) % i);
		t = v[i - 1];
		v[i - 1] = v[k];
		v[k] = t;
	}
}

/* The moments of the same values in any order: the same bits. */
START_TEST(moments_any_order)
{
	static double v[3000];
	struct papo_stats_moments w, p[3], m;
	double mean, std;
	uint64_t s = 42;
	size_t i, n = 3000;
	int round;

	fill(v, n, &s);
	papo_stats_moments_init(&w);
	for (i = 0; i < n; i++)
		papo_stats_moments_add(&w, v[i]);
	mean = papo_stats_moments_mean(&w);
	std = papo_stats_moments_std(&w);
	for (round = 0; round < 10; round++) {
		struct papo_stats_sums ms, ws;

		shuffle(v, n, &s);
		papo_stats_moments_release(&w);
		for (i = 0; i < n; i++)
			papo_stats_moments_add(&w, v[i]);
		ck_assert(same_bits(papo_stats_moments_mean(&w), mean));
		ck_assert(same_bits(papo_stats_moments_std(&w), std));
		/* three parts merged: the same state */
		for (i = 0; i < 3; i++)
			papo_stats_moments_init(&p[i]);
		for (i = 0; i < n; i++)
			papo_stats_moments_add(&p[next_rand(&s) % 3], v[i]);
		papo_stats_moments_init(&m);
		for (i = 0; i < 3; i++)
			papo_stats_moments_merge(&m,
			    &p[(i + (size_t)round) % 3]);
		ck_assert_uint_eq(m.n, w.n);
		ck_assert(same_bits(papo_stats_moments_min(&m),
		    papo_stats_moments_min(&w)) &&
		    same_bits(papo_stats_moments_max(&m),
		    papo_stats_moments_max(&w)));
		papo_stats_moments_sums(&m, &ms);
		papo_stats_moments_sums(&w, &ws);
		ck_assert(papo_exactsum_equal(&ms.s1, &ws.s1));
		ck_assert(papo_exactsum_equal(&ms.s2, &ws.s2));
		ck_assert(same_bits(papo_stats_moments_std(&m), std));
		for (i = 0; i < 3; i++)
			papo_stats_moments_release(&p[i]);
		papo_stats_moments_release(&m);
	}
	papo_stats_moments_release(&w);
	/* Welford's running values do depend on the order: the test bites */
	{
		double wm[2], d;
		int k;

		for (k = 0; k < 2; k++) {
			double mu = 0;

			for (i = 0; i < n; i++) {
				d = v[k ? n - 1 - i : i] - mu;
				mu += d / (double)(i + 1);
			}
			wm[k] = mu;
		}
		ck_assert(!same_bits(wm[0], wm[1]) || !same_bits(wm[0], mean));
	}
}
END_TEST

/* Against a two-pass computation in MPFR (300 bits), and by hand. */
START_TEST(moments_accurate)
{
	static double v[2000];
	struct papo_stats_moments w;
	mpfr_t mu, ss, d;
	uint64_t s = 7;
	size_t i, n = 2000;
	double mean, std;

	fill(v, n, &s);
	mpfr_inits2(300, mu, ss, d, (mpfr_ptr)0);
	mpfr_set_zero(mu, 1);
	mpfr_set_zero(ss, 1);
	papo_stats_moments_init(&w);
	for (i = 0; i < n; i++) {
		papo_stats_moments_add(&w, v[i] + 1000);
		mpfr_add_d(mu, mu, v[i] + 1000, MPFR_RNDN);
	}
	mpfr_div_ui(mu, mu, (unsigned long)n, MPFR_RNDN);
	for (i = 0; i < n; i++) {
		mpfr_set_d(d, v[i] + 1000, MPFR_RNDN);
		mpfr_sub(d, d, mu, MPFR_RNDN);
		mpfr_sqr(d, d, MPFR_RNDN);
		mpfr_add(ss, ss, d, MPFR_RNDN);
	}
	mpfr_div_ui(ss, ss, (unsigned long)(n - 1), MPFR_RNDN);
	mpfr_sqrt(ss, ss, MPFR_RNDN);
	mean = mpfr_get_d(mu, MPFR_RNDN);
	std = mpfr_get_d(ss, MPFR_RNDN);
	mpfr_clears(mu, ss, d, (mpfr_ptr)0);
	/* the mean within an ulp, the std within a few */
	ck_assert_msg(fabs(papo_stats_moments_mean(&w) - mean) <= 2.5e-13,
	    "mean %.17g, want %.17g", papo_stats_moments_mean(&w), mean);
	ck_assert_msg(fabs(papo_stats_moments_std(&w) - std) <= 1e-15 * std,
	    "std %.17g, want %.17g", papo_stats_moments_std(&w), std);
	/* -0 is 0, in the extremes too; a lone value has std 0 */
	papo_stats_moments_release(&w);
	papo_stats_moments_add(&w, -0.0);
	ck_assert(same_bits(papo_stats_moments_min(&w), 0.0) &&
	    same_bits(papo_stats_moments_max(&w), 0.0));
	ck_assert(papo_stats_moments_std(&w) == 0);
	ck_assert(same_bits(papo_stats_moments_mean(&w), 0.0));
	/* the variance is never negative, even for equal values */
	papo_stats_moments_release(&w);
	for (i = 0; i < 7; i++)
		papo_stats_moments_add(&w, 0.1);
	ck_assert(same_bits(papo_stats_moments_std(&w), 0.0));
	ck_assert(same_bits(papo_stats_moments_mean(&w), 0.1));
	papo_stats_moments_release(&w);
}
END_TEST

/* The state of w, its sums included, is that of v. */
static int
same_state(const struct papo_stats_moments *w,
    const struct papo_stats_moments *v)
{
	struct papo_stats_sums a, b;

	papo_stats_moments_sums(w, &a);
	papo_stats_moments_sums(v, &b);
	return w->n == v->n && same_bits(a.min, b.min) &&
	    same_bits(a.max, b.max) && papo_exactsum_equal(&a.s1, &b.s1) &&
	    papo_exactsum_equal(&a.s2, &b.s2) &&
	    same_bits(papo_stats_moments_mean(w), papo_stats_moments_mean(v)) &&
	    same_bits(papo_stats_moments_std(w), papo_stats_moments_std(v));
}

/*
 * A few values kept as they are, and the exact sums kept from the
 * first value on, are one state: for every count on both sides of
 * PAPO_STATS_FEW, and for every merge of kept values and sums.
 */
START_TEST(moments_few_are_sums)
{
	static double v[3 * PAPO_STATS_FEW];
	struct papo_stats_moments few, sums, a, b, m;
	uint64_t s = 11;
	size_t n, i, cut;

	fill(v, 3 * PAPO_STATS_FEW, &s);
	v[3] = 1e300;	/* far from the rest: squares beyond the doubles */
	v[5] = -3e-310;
	for (n = 1; n <= 3 * PAPO_STATS_FEW; n++) {
		papo_stats_moments_init(&few);
		papo_stats_moments_init(&sums);
		papo_stats_moments_exact(&sums);
		for (i = 0; i < n; i++) {
			papo_stats_moments_add(&few, v[i]);
			papo_stats_moments_add(&sums, v[i]);
		}
		ck_assert(few.sums == NULL || n > PAPO_STATS_FEW);
		ck_assert(few.sums != NULL || n <= PAPO_STATS_FEW);
		ck_assert_msg(same_state(&few, &sums), "%zu values", n);
		/* cut in two, each side kept or summed, merged both ways */
		for (cut = 0; cut <= n; cut += 1 + n / 7) {
			papo_stats_moments_init(&a);
			papo_stats_moments_init(&b);
			if (cut % 2)
				papo_stats_moments_exact(&b);
			for (i = 0; i < n; i++)
				papo_stats_moments_add(i < cut ? &a : &b, v[i]);
			papo_stats_moments_init(&m);
			papo_stats_moments_merge(&m, &b);
			papo_stats_moments_merge(&m, &a);
			ck_assert_msg(same_state(&m, &sums), "%zu at %zu", n,
			    cut);
			papo_stats_moments_merge(&a, &b);
			ck_assert_msg(same_state(&a, &sums), "%zu at %zu", n,
			    cut);
			papo_stats_moments_release(&a);
			papo_stats_moments_release(&b);
			papo_stats_moments_release(&m);
		}
		papo_stats_moments_release(&few);
		papo_stats_moments_release(&sums);
	}
}
END_TEST

/* Two halves of a row merged: the metrics of the whole, to the bit. */
START_TEST(acc_merge_is_add)
{
	struct papo_stats_acc all, half[2];
	struct papo_stats_obs o;
	double a[PAPO_SM_N], b[PAPO_SM_N];
	uint64_t s = 3;
	int i, m;

	papo_stats_acc_init(&all);
	papo_stats_acc_init(&half[0]);
	papo_stats_acc_init(&half[1]);
	for (i = 0; i < 500; i++) {
		double x = (double)(next_rand(&s) % 2001) / 1000 - 1;

		o = obs(x, (int)(next_rand(&s) % 3) - 1,
		    i % 5 ? x / 2 : NONE, x / 3, i % 2 ? 0.5 : NONE,
		    (double)(i % 97));
		papo_stats_acc_add(&all, &o, i % 4 != 0);
		papo_stats_acc_add(&half[i % 2], &o, i % 4 != 0);
	}
	all.groups = 10;
	all.active = 4;
	half[0].groups = 6;
	half[0].active = 1;
	half[1].groups = 4;
	half[1].active = 3;
	papo_stats_acc_merge(&half[1], &half[0]);
	papo_stats_acc_result(&all, a);
	papo_stats_acc_result(&half[1], b);
	papo_stats_acc_release(&all);
	papo_stats_acc_release(&half[0]);
	papo_stats_acc_release(&half[1]);
	for (m = 0; m < PAPO_SM_N; m++)
		ck_assert_msg(same_bits(a[m], b[m]) || (isnan(a[m]) &&
		    isnan(b[m])), "%s: %.17g against %.17g",
		    papo_stats_metric_name(m), a[m], b[m]);
	ck_assert(a[PAPO_SM_PROCESS_ACTIVE_RATIO] == 0.4);
}
END_TEST

START_TEST(process_active_groups)
{
	struct papo_stats_group g;
	struct papo_stats_obs c1 = obs(0, 1, NONE, NONE, 1, NONE);
	struct papo_stats_obs c5 = obs(0, 1, NONE, NONE, .5, NONE);
	struct papo_stats_obs cnone = obs(0, 1, NONE, NONE, NONE, NONE);
	struct papo_stats_obs w1 = obs(0, 0, NONE, NONE, 0, NONE);

	/* two correct with different r_proc: active */
	memset(&g, 0, sizeof(g));
	papo_stats_group_add(&g, &c1);
	papo_stats_group_add(&g, &c5);
	ck_assert(papo_stats_group_active(&g));
	/* one correct: |C| < 2, whatever the wrong ones say */
	memset(&g, 0, sizeof(g));
	papo_stats_group_add(&g, &c1);
	papo_stats_group_add(&g, &w1);
	ck_assert(!papo_stats_group_active(&g));
	/* all correct, uniform r_proc: std 0, not active */
	memset(&g, 0, sizeof(g));
	papo_stats_group_add(&g, &c1);
	papo_stats_group_add(&g, &c1);
	papo_stats_group_add(&g, &c1);
	ck_assert(!papo_stats_group_active(&g));
	ck_assert_uint_eq(g.correct, 3);
	/* a correct response without r_proc: not active */
	memset(&g, 0, sizeof(g));
	papo_stats_group_add(&g, &c1);
	papo_stats_group_add(&g, &c5);
	papo_stats_group_add(&g, &cnone);
	ck_assert(!papo_stats_group_active(&g));
}
END_TEST

/*
 * Two groups.  A: correct (adv 1, r_proc 1), correct (adv .5, r_proc
 * .5), two wrong (adv -.75); adv_out +-.8, adv_proc +-.7 on the
 * correct ones, 0 on the wrong; lengths 10, 20, 30, 40.  B: two wrong,
 * all advantages 0, no lengths.  By hand:
 *   adv: 1, .5, -.75, -.75, 0, 0: mean 0, squares 2.375, std
 *   sqrt(2.375 / 5); correct: 1, .5: mean .75, std sqrt(.125);
 *   wrong: -.75, -.75, 0, 0: mean -.375, std sqrt(.5625 / 3);
 *   adv_out: +-.8 four times, 0 twice: std sqrt(2.56 / 5);
 *   adv_proc nonzero: .7, -.7: mean 0, std sqrt(.98);
 *   A is process-active, B is all wrong.
 */
START_TEST(row_by_hand)
{
	const struct papo_stats_obs o[] = {
		obs(1, 1, .8, .7, 1, 10),
		obs(.5, 1, .8, -.7, .5, 20),
		obs(-.75, 0, -.8, 0, NONE, 30),
		obs(-.75, 0, -.8, 0, NONE, 40),
		obs(0, 0, 0, 0, NONE, NONE),
		obs(0, 0, 0, 0, NONE, NONE),
	};
	const int g[] = { 0, 0, 0, 0, 1, 1 };
	double out[PAPO_SM_N];

	row(o, g, 6, out);
	IS(out, "responses", 6);
	IS(out, "groups", 2);
	IS(out, "accuracy", 2.0 / 6);
	IS(out, "proc_mean", .75);
	IS(out, "length_mean", 25);
	IS(out, "zero_ratio", 2.0 / 6);
	IS(out, "positive_ratio", 2.0 / 6);
	IS(out, "negative_ratio", 2.0 / 6);
	IS(out, "adv_std", sqrt(2.375 / 5));
	IS(out, "correct_mean", .75);
	IS(out, "correct_std", sqrt(.125));
	IS(out, "correct_min", .5);
	IS(out, "correct_max", 1);
	IS(out, "correct_count", 2);
	IS(out, "wrong_mean", -.375);
	IS(out, "wrong_std", sqrt(.5625 / 3));
	IS(out, "wrong_min", -.75);
	IS(out, "wrong_max", 0);
	IS(out, "wrong_count", 4);
	IS(out, "process_active_ratio", .5);
	IS(out, "outcome_std", sqrt(2.56 / 5));
	IS(out, "process_mean", 0);
	IS(out, "process_std", sqrt(.98));
	IS(out, "all_correct_ratio", 0);
	IS(out, "all_wrong_ratio", .5);
}
END_TEST

/* |A| <= 1e-6 is zero; just above is positive or negative. */
START_TEST(zero_threshold)
{
	const struct papo_stats_obs o[] = {
		obs(1e-6, 1, NONE, NONE, NONE, NONE),
		obs(-1e-6, 1, NONE, NONE, NONE, NONE),
		obs(1.1e-6, 0, NONE, NONE, NONE, NONE),
		obs(-1.1e-6, 0, NONE, NONE, NONE, NONE),
	};
	const int g[] = { -1, -1, -1, -1 };
	double out[PAPO_SM_N];

	row(o, g, 4, out);
	IS(out, "zero_ratio", .5);
	IS(out, "positive_ratio", .25);
	IS(out, "negative_ratio", .25);
}
END_TEST

/* No data is null, never 0; counts are 0 when correctness is known. */
START_TEST(empty_subsets_are_null)
{
	const struct papo_stats_obs allwrong[] = {
		obs(0, 0, NONE, NONE, NONE, NONE),
		obs(0, 0, NONE, NONE, NONE, NONE),
	};
	const struct papo_stats_obs unknown[] = {
		obs(.5, -1, NONE, NONE, NONE, NONE),
	};
	const int g[] = { -1, -1 };
	double out[PAPO_SM_N];

	row(allwrong, g, 2, out);
	IS(out, "accuracy", 0);
	IS(out, "correct_count", 0);
	IS_NULL(out, "correct_mean");
	IS_NULL(out, "correct_std");
	IS_NULL(out, "correct_min");
	IS_NULL(out, "correct_max");
	IS_NULL(out, "proc_mean");
	IS_NULL(out, "length_mean");
	IS_NULL(out, "outcome_std");
	IS_NULL(out, "process_mean");
	IS_NULL(out, "process_std");
	/* no group key: nothing about groups */
	IS_NULL(out, "groups");
	IS_NULL(out, "process_active_ratio");
	IS_NULL(out, "all_correct_ratio");
	IS_NULL(out, "all_wrong_ratio");
	IS(out, "zero_ratio", 1);
	IS(out, "adv_std", 0);

	row(unknown, g, 1, out);
	IS(out, "responses", 1);
	IS_NULL(out, "accuracy");
	IS_NULL(out, "correct_count");
	IS_NULL(out, "wrong_count");
	IS_NULL(out, "wrong_mean");
	IS(out, "adv_std", 0);		/* one value */
	IS(out, "positive_ratio", 1);
}
END_TEST

/* One group per step, all correct and uniformly judged. */
START_TEST(single_uniform_group)
{
	const struct papo_stats_obs o[] = {
		obs(0, 1, 0, 0, 1, 5),
		obs(0, 1, 0, 0, 1, 7),
		obs(0, 1, 0, 0, 1, 9),
	};
	const int g[] = { 0, 0, 0 };
	double out[PAPO_SM_N];

	row(o, g, 3, out);
	IS(out, "groups", 1);
	IS(out, "accuracy", 1);
	IS(out, "zero_ratio", 1);
	IS(out, "process_active_ratio", 0);	/* judged, but uniform */
	IS(out, "all_correct_ratio", 1);
	IS(out, "all_wrong_ratio", 0);
	IS(out, "correct_std", 0);
	IS(out, "outcome_std", 0);
	IS_NULL(out, "process_mean");		/* no nonzero A_proc */
	IS(out, "wrong_count", 0);
	IS_NULL(out, "wrong_mean");
	IS(out, "length_mean", 7);
}
END_TEST

/* Unjudged rows (grpo runs) have no process-active ratio. */
START_TEST(unjudged_row)
{
	const struct papo_stats_obs o[] = {
		obs(.7, 1, .7, NONE, NONE, NONE),
		obs(.7, 1, .7, NONE, NONE, NONE),
		obs(-.7, 0, -.7, NONE, NONE, NONE),
	};
	const int g[] = { 0, 0, 0 };
	double out[PAPO_SM_N];

	row(o, g, 3, out);
	IS_NULL(out, "process_active_ratio");
	IS_NULL(out, "proc_mean");
	IS_NULL(out, "process_mean");
	IS(out, "all_correct_ratio", 0);
	IS(out, "all_wrong_ratio", 0);
}
END_TEST

/*
 * process_active_ratio follows the mode's own process advantage when the
 * records carry adv_proc.  grpo and mult write adv_proc null: no
 * process component, so null, whatever r_proc says (it used to be
 * taken from r_proc: the same ratio for grpo, prm and mult).  prm
 * normalizes r_proc over the whole group: one correct (r_proc 1) and
 * one wrong (r_proc 0) give A_proc +-0.707, active, where the r_proc
 * rule (|C| >= 2) says not.
 */
START_TEST(process_active_by_mode)
{
	struct papo_stats_obs grpo[] = {
		obs(.7, 1, .7, NONE, 1, NONE),
		obs(.7, 1, .7, NONE, .5, NONE),
		obs(-.7, 0, -.7, NONE, NONE, NONE),
	};
	const struct papo_stats_obs prm[] = {
		obs(.707, 1, NONE, .707, 1, NONE),
		obs(-.707, 0, NONE, -.707, 0, NONE),
		obs(0, 1, NONE, 0, 1, NONE),
		obs(0, 1, NONE, 0, 1, NONE),
	};
	const int g3[] = { 0, 0, 0 }, g4[] = { 0, 0, 1, 1 };
	double out[PAPO_SM_N];
	size_t i;

	for (i = 0; i < 3; i++)
		grpo[i].adv_proc_null = 1;
	row(grpo, g3, 3, out);
	IS_NULL(out, "process_active_ratio");
	/* the same records without the field: the judge's scores decide */
	for (i = 0; i < 3; i++)
		grpo[i].adv_proc_null = 0;
	row(grpo, g3, 3, out);
	IS(out, "process_active_ratio", 1);
	/* prm: group 0 active by its A_proc, group 1 (uniform) not */
	row(prm, g4, 4, out);
	IS(out, "process_active_ratio", .5);
}
END_TEST

/*
 * The length watch, by hand.  Correct: (r_proc 1, 100 tokens), (.5,
 * 200), (0, 300), (no r_proc, 400); wrong: 1000, 3000, no length.
 * length_correct_mean 250, length_wrong_mean 2000; the pairs fall on a
 * line of negative slope: r = -1.  Then (1, 10), (1, 20), (.5, 30),
 * (0, 40): Sxy = -35/2, Sxx = 11/16, Syy = 500, r = -0.94387980744853892.
 */
START_TEST(length_watch)
{
	const struct papo_stats_obs o[] = {
		obs(0, 1, NONE, NONE, 1, 100),
		obs(0, 1, NONE, NONE, .5, 200),
		obs(0, 1, NONE, NONE, 0, 300),
		obs(0, 1, NONE, NONE, NONE, 400),
		obs(0, 0, NONE, NONE, NONE, 1000),
		obs(0, 0, NONE, NONE, NONE, 3000),
		obs(0, 0, NONE, NONE, NONE, NONE),
	};
	const struct papo_stats_obs p[] = {
		obs(0, 1, NONE, NONE, 1, 10),
		obs(0, 1, NONE, NONE, 1, 20),
		obs(0, 1, NONE, NONE, .5, 30),
		obs(0, 1, NONE, NONE, 0, 40),
		obs(0, 0, NONE, NONE, 1, 5000),	/* wrong: not a pair */
	};
	const struct papo_stats_obs flat[] = {
		obs(0, 1, NONE, NONE, 1, 10),
		obs(0, 1, NONE, NONE, 1, 20),
	};
	const int g[] = { -1, -1, -1, -1, -1, -1, -1 };
	double out[PAPO_SM_N];

	row(o, g, 7, out);
	ck_assert(get(out, "length_correct_mean") == 250);
	ck_assert(get(out, "length_wrong_mean") == 2000);
	ck_assert(get(out, "proc_length_corr") == -1);
	IS(out, "length_mean", 5000.0 / 6);
	row(p, g, 5, out);
	ck_assert_double_eq_tol(get(out, "proc_length_corr"),
	    -0.94387980744853892, 1e-15);
	IS(out, "length_wrong_mean", 5000);
	/* r_proc that does not vary: no correlation; one pair: none */
	row(flat, g, 2, out);
	IS_NULL(out, "proc_length_corr");
	row(flat, g, 1, out);
	IS_NULL(out, "proc_length_corr");
	IS_NULL(out, "length_wrong_mean");
}
END_TEST

/* A record of step 1 in group grp answering answer (0: no answer). */
static void
add_answer(struct papo_stats *st, int grp, int answer)
{
	struct papo_stats_rec r;
	uint64_t seed[2] = { 7, 7 };

	memset(&r, 0, sizeof(r));
	r.key.type = PAPO_JSON_NUMBER;
	r.key.num = 1;
	r.key.s = "";
	r.keyhash = papo_stats_key_hash(&r.key);
	papo_stats_hash128(&grp, sizeof(grp), seed, r.ghash);
	r.grouped = 1;
	r.obs.correct = 0;
	if (answer) {
		r.obs.has_pred = 1;
		papo_stats_hash128(&answer, sizeof(answer), seed, r.obs.pred);
	}
	papo_stats_add(st, &r);
}

/*
 * The answer watch.  Group 0 answers 2, 2, 5; group 1 answers 2, 7;
 * group 2 answers 9, 9, 9; group 3 answers nothing.  2 is the most
 * widespread answer (2 groups; 9 has more responses but one group):
 * top_answer_share 3/8, top_answer_group_share 2/3.  A collapsed step,
 * every response answering 2: 1 and 1.
 */
START_TEST(answer_watch)
{
	static const int ans[][2] = {
		{ 0, 2 }, { 0, 2 }, { 0, 5 }, { 1, 2 }, { 1, 7 }, { 2, 9 },
		{ 2, 9 }, { 2, 9 }, { 3, 0 }, { 3, 0 }
	};
	struct papo_stats st;
	size_t i;

	papo_stats_init(&st);
	for (i = 0; i < sizeof(ans) / sizeof(ans[0]); i++)
		add_answer(&st, ans[i][0], ans[i][1]);
	papo_stats_finish(&st);
	ck_assert_uint_eq(st.nrow, 1);
	ck_assert(st.row[0].m[PAPO_SM_TOP_ANSWER_SHARE] == 3.0 / 8);
	ck_assert(st.row[0].m[PAPO_SM_TOP_ANSWER_GROUP_SHARE] == 2.0 / 3);
	ck_assert_uint_eq(st.row[0].acc.answered, 8);
	ck_assert_uint_eq(st.row[0].acc.answered_groups, 3);
	ck_assert_uint_eq(st.row[0].acc.answers.n, 4);
	papo_stats_release(&st);

	papo_stats_init(&st);
	for (i = 0; i < 12; i++)
		add_answer(&st, (int)(i % 4), 2);
	papo_stats_finish(&st);
	ck_assert(st.row[0].m[PAPO_SM_TOP_ANSWER_SHARE] == 1);
	ck_assert(st.row[0].m[PAPO_SM_TOP_ANSWER_GROUP_SHARE] == 1);
	papo_stats_release(&st);

	/* no answers at all: null */
	papo_stats_init(&st);
	add_answer(&st, 0, 0);
	papo_stats_finish(&st);
	ck_assert(isnan(st.row[0].m[PAPO_SM_TOP_ANSWER_SHARE]));
	ck_assert(isnan(st.row[0].m[PAPO_SM_TOP_ANSWER_GROUP_SHARE]));
	papo_stats_release(&st);
}
END_TEST

START_TEST(key_order)
{
	struct papo_stats_key n1 = { PAPO_JSON_NUMBER, 1, "", 0 };
	struct papo_stats_key n10 = { PAPO_JSON_NUMBER, 10, "", 0 };
	struct papo_stats_key sa = { PAPO_JSON_STRING, 0, "a", 1 };
	struct papo_stats_key sab = { PAPO_JSON_STRING, 0, "ab", 2 };
	struct papo_stats_key t = { PAPO_JSON_TRUE, 0, "true", 4 };
	struct papo_stats_key none = { PAPO_JSON_NONE, 0, "", 0 };
	struct papo_buf b = PAPO_BUF_INIT;

	ck_assert_int_lt(papo_stats_key_cmp(&n1, &n10), 0);
	ck_assert_int_gt(papo_stats_key_cmp(&n10, &n1), 0);
	ck_assert_int_lt(papo_stats_key_cmp(&n10, &sa), 0);
	ck_assert_int_lt(papo_stats_key_cmp(&sa, &sab), 0);
	ck_assert_int_lt(papo_stats_key_cmp(&sab, &t), 0);
	ck_assert_int_lt(papo_stats_key_cmp(&t, &none), 0);
	ck_assert_int_eq(papo_stats_key_cmp(&none, &none), 0);
	papo_stats_key_json(&b, &n10);
	papo_buf_addc(&b, ' ');
	papo_stats_key_json(&b, &sa);
	papo_buf_addc(&b, ' ');
	papo_stats_key_json(&b, &none);
	ck_assert_str_eq(b.s, "10 \"a\" null");
	papo_buf_release(&b);
}
END_TEST

static int
key_qcmp(const void *a, const void *b)
{
	return papo_stats_key_cmp(a, b);
}

/*
 * String steps in natural order (slime's eval_9 before eval_10), and a
 * total order still: every string of up to four of "0", "1", "9", "a",
 * "_" sorted, each pair then compares as its places say (transitive,
 * antisymmetric), and 0 only for the same bytes (eval_09 and eval_9
 * are two rows).
 */
START_TEST(key_order_natural)
{
	static const char alpha[] = "019a_";
	struct papo_stats_key e9 = { PAPO_JSON_STRING, 0, "eval_9", 6 };
	struct papo_stats_key e10 = { PAPO_JSON_STRING, 0, "eval_10", 7 };
	struct papo_stats_key e09 = { PAPO_JSON_STRING, 0, "eval_09", 7 };
	struct papo_stats_key *k;
	char (*txt)[5];
	size_t n = 0, cap = 1 + 5 + 25 + 125 + 625, i, j, len, v;

	ck_assert_int_lt(papo_stats_key_cmp(&e9, &e10), 0);
	ck_assert_int_gt(papo_stats_key_cmp(&e10, &e9), 0);
	ck_assert_int_ne(papo_stats_key_cmp(&e09, &e9), 0);
	ck_assert_int_lt(papo_stats_key_cmp(&e09, &e10), 0);
	k = calloc(cap, sizeof(*k));
	txt = calloc(cap, sizeof(*txt));
	ck_assert(k != NULL && txt != NULL);
	for (len = 0; len <= 4; len++) {
		size_t count = 1;

		for (i = 0; i < len; i++)
			count *= 5;
		for (v = 0; v < count; v++, n++) {
			size_t x = v;

			for (i = 0; i < len; i++, x /= 5)
				txt[n][i] = alpha[x % 5];
			k[n].type = PAPO_JSON_STRING;
			k[n].s = txt[n];
			k[n].len = len;
		}
	}
	ck_assert_uint_eq(n, cap);
	qsort(k, n, sizeof(*k), key_qcmp);
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			ck_assert_int_lt(papo_stats_key_cmp(&k[i], &k[j]), 0);
			ck_assert_int_gt(papo_stats_key_cmp(&k[j], &k[i]), 0);
		}
	free(k);
	free(txt);
}
END_TEST

START_TEST(hash_chains_apart)
{
	const uint64_t seed[2] = { 1, 2 };
	uint64_t a[2], b[2], x[2], y[2];

	/* "ab" then "c" is not "a" then "bc": lengths go into the hash */
	papo_stats_hash128("ab", 2, seed, a);
	papo_stats_hash128("c", 1, a, a);
	papo_stats_hash128("a", 1, seed, b);
	papo_stats_hash128("bc", 2, b, b);
	ck_assert(a[0] != b[0] || a[1] != b[1]);
	/* deterministic, and every byte of a long input counts */
	papo_stats_hash128("0123456789abcdefXYZ", 19, seed, x);
	papo_stats_hash128("0123456789abcdefXYZ", 19, seed, y);
	ck_assert(x[0] == y[0] && x[1] == y[1]);
	papo_stats_hash128("0123456789abcdefXYz", 19, seed, y);
	ck_assert(x[0] != y[0] && x[1] != y[1]);
	papo_stats_hash128("1123456789abcdefXYZ", 19, seed, y);
	ck_assert(x[0] != y[0] && x[1] != y[1]);
}
END_TEST

/* Extraction from real record text, through the JSON layer. */
static const char *const names[PAPO_SS_N] = {
	"adv", "adv_out", "adv_proc", "r_out", "acc", "r_proc", "length",
	"group", "step", "pred", "response", "verify", "reward", "by", NULL,
	NULL
};

/* The same with the judge-agreement report's fields. */
static const char *const agree_names[PAPO_SS_N] = {
	"adv", "adv_out", "adv_proc", "r_out", "acc", "r_proc", "length",
	"group", "step", "pred", "response", "verify", "reward", "by",
	"human", "r_proc_swap"
};

static struct papo_path paths[PAPO_SS_N];
static struct papo_json j;
static struct papo_stats_scratch sc;

static void
setup(void)
{
	struct papo_err e;
	int k;

	for (k = 0; k < PAPO_SS_N; k++)
		ck_assert_int_eq(papo_path_parse(&paths[k], agree_names[k],
		    &e), 0);
	papo_json_init(&j);
	papo_stats_scratch_init(&sc);
}

static void
teardown(void)
{
	int k;

	for (k = 0; k < PAPO_SS_N; k++)
		papo_path_release(&paths[k]);
	papo_json_release(&j);
	papo_stats_scratch_release(&sc);
}

/* Parse s and extract it with nm; returns what papo_stats_extract does. */
static int
extract_as(const char *s, int by, const char *const *nm,
    struct papo_stats_rec *r, struct papo_err *e)
{
	int idx[PAPO_SS_N], k;

	ck_assert_int_eq(papo_json_parse(&j, s, strlen(s), e), 0);
	for (k = 0; k < PAPO_SS_N; k++)
		idx[k] = papo_json_find(&j, &paths[k], e);
	return papo_stats_extract(&j, idx, by, nm, NULL, r, &sc, e);
}

static int
extract(const char *s, int by, struct papo_stats_rec *r, struct papo_err *e)
{
	return extract_as(s, by, names, r, e);
}

START_TEST(extract_fields)
{
	struct papo_stats_rec r;
	struct papo_err e;

	ck_assert_int_eq(extract("{\"adv\":-0.5,\"adv_out\":null,\"adv_proc\":"
	    "0.25,\"r_out\":1,\"r_proc\":0.5,\"length\":12,\"group\":\"g\","
	    "\"step\":3}", 0, &r, &e), 0);
	ck_assert(r.obs.adv == -0.5);
	ck_assert(!r.obs.has_adv_out);
	ck_assert(r.obs.has_adv_proc && r.obs.adv_proc == 0.25);
	ck_assert_int_eq(r.obs.correct, 1);
	ck_assert(r.obs.has_r_proc && r.obs.r_proc == 0.5);
	ck_assert(r.obs.has_length && r.obs.length == 12);
	ck_assert(r.grouped);
	ck_assert_int_eq(r.key.type, PAPO_JSON_NUMBER);
	ck_assert(r.key.num == 3);
	papo_stats_rec_release(&r);

	/* acc decides over r_out; r_out alone must equal 1 */
	ck_assert_int_eq(extract("{\"adv\":0,\"r_out\":1,\"acc\":false}", 0,
	    &r, &e), 0);
	ck_assert_int_eq(r.obs.correct, 0);
	ck_assert(!r.grouped);
	ck_assert_int_eq(r.key.type, PAPO_JSON_NONE);
	ck_assert_int_eq(extract("{\"adv\":0,\"r_out\":0.75,\"acc\":1}", 0,
	    &r, &e), 0);
	ck_assert_int_eq(r.obs.correct, 1);
	ck_assert_int_eq(extract("{\"adv\":0,\"r_out\":0.75,\"acc\":null}", 0,
	    &r, &e), 0);
	ck_assert_int_eq(r.obs.correct, 0);
	ck_assert_int_eq(extract("{\"adv\":0}", 0, &r, &e), 0);
	ck_assert_int_eq(r.obs.correct, -1);
}
END_TEST

START_TEST(extract_errors)
{
	static const struct {
		const char *rec, *msg;
	} bad[] = {
		{ "{\"r_out\":1}", "field 'adv' is missing (run papo-advantage "
		    "first)" },
		{ "{\"adv\":null}", "field 'adv' is null: the record has no "
		    "advantage" },
		{ "{\"adv\":\"0.5\"}", "field 'adv' must be a number, not "
		    "string" },
		{ "{\"adv\":0,\"r_proc\":true}", "field 'r_proc' must be a "
		    "number, not true" },
		{ "{\"adv\":0,\"acc\":\"yes\"}", "field 'acc' must be 0, 1, "
		    "true or false" },
		{ "{\"adv\":0,\"acc\":0.5}", "field 'acc' must be 0, 1, "
		    "true or false" },
		{ "{\"adv\":0,\"length\":-3}", "field 'length' is negative" },
		{ "{\"adv\":1e999}", "field 'adv' is out of range: 1e999 "
		    "is beyond the largest double (about 1.8e308)" },
	};
	struct papo_stats_rec r;
	struct papo_err e;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		papo_err_clear(&e);
		ck_assert_int_eq(extract(bad[i].rec, 0, &r, &e), -1);
		ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
		ck_assert_str_eq(e.msg, bad[i].msg);
	}
}
END_TEST

/*
 * The judge-agreement report's records: adv may be absent, r_proc is
 * the tier, the --judge-agreement field the label, the response is
 * searched for verification phrases; they go to st.agree, not to rows.
 */
START_TEST(extract_agreement)
{
	struct papo_stats_rec r;
	struct papo_stats st;
	struct papo_err e;

	ck_assert_int_eq(extract_as("{\"r_proc\":0.5,\"human\":1,"
	    "\"r_proc_swap\":0.5,\"r_out\":1,\"length\":9,\"response\":"
	    "\"Let me \\u0076erify this.\"}", 0, agree_names, &r, &e), 0);
	ck_assert(r.agree);
	ck_assert(r.ag.has_tier && r.ag.tier == .5);
	ck_assert(r.ag.has_ref && r.ag.ref == 1);
	ck_assert(r.ag.has_swap && r.ag.swap == .5);
	ck_assert(r.ag.has_length && r.ag.length == 9);
	ck_assert_int_eq(r.ag.correct, 1);
	ck_assert_int_eq(r.ag.verif, 1);	/* through the escape */
	papo_stats_init(&st);
	papo_stats_add(&st, &r);
	papo_stats_rec_release(&r);
	ck_assert_int_eq(extract_as("{\"human\":0,\"response\":\"4\"}", 0,
	    agree_names, &r, &e), 0);
	ck_assert(!r.ag.has_tier && r.ag.verif == 0 && r.ag.correct == -1);
	papo_stats_add(&st, &r);
	papo_stats_rec_release(&r);
	papo_stats_finish(&st);
	ck_assert_uint_eq(st.nrow, 0);
	ck_assert_uint_eq(st.agree.records, 2);
	ck_assert_uint_eq(st.agree.n, 1);
	ck_assert_uint_eq(st.agree.swap_unchanged, 1);
	papo_stats_release(&st);
	/* a label must be a number */
	ck_assert_int_eq(extract_as("{\"r_proc\":1,\"human\":\"yes\"}", 0,
	    agree_names, &r, &e), -1);
	ck_assert_str_eq(e.msg, "field 'human' must be a number, not string");
	/* and adv is required only outside the report */
	ck_assert_int_eq(extract("{\"r_proc\":1,\"human\":1}", 0, &r, &e),
	    -1);
}
END_TEST

/* Short numbers skip strtod; they must read as strtod reads them. */
START_TEST(numbers_as_strtod)
{
	static const char *const text[] = {
		"0", "-0", "1", "-1", "0.5", "-0.25", "12", "334", "0.1", "0.3",
		"1e5", "1E-5", "2.5e+3", "123456789012", "0.0000001", "9e22",
		"1e23", "1e-22", "1e-23", "7.0", "-0.000", "3.14159265", "1e0",
		"0.30000001", "999999999999999", "1.00000000000000000001"
	};
	struct papo_stats_rec r;
	struct papo_err e;
	uint64_t s = 11;
	char rec[96], num[40];
	size_t i;

	for (i = 0; i < sizeof(text) / sizeof(text[0]) + 3000; i++) {
		const char *t = num;
		double want;

		if (i < sizeof(text) / sizeof(text[0]))
			t = text[i];
		else {
			/*
			 * random short decimals: digits, a point, an exponent
			 */
			int digits = 1 + (int)(next_rand(&s) % 11);
			int point = (int)(next_rand(&s) %
			    (uint64_t)(digits + 1));
			size_t k = 0;
			int d;

			if (next_rand(&s) % 2)
				num[k++] = '-';
			for (d = 0; d < digits; d++) {
				if (d == point && d > 0)
					num[k++] = '.';
				num[k++] = (char)('0' + (d == 0 && digits > 1 &&
				    point != 1 ? 1 + next_rand(&s) % 9 :
				    next_rand(&s) % 10));
			}
			if (next_rand(&s) % 4 == 0)
				k += (size_t)snprintf(num + k, sizeof(num) - k,
				    "e%d", (int)(next_rand(&s) % 61) - 30);
			num[k] = '\0';
		}
		snprintf(rec, sizeof(rec), "{\"adv\":%s}", t);
		papo_err_clear(&e);
		ck_assert_msg(extract(rec, 0, &r, &e) == 0, "%s: %s", t, e.msg);
		want = strtod(t, NULL);
		ck_assert_msg(same_bits(r.obs.adv, want), "%s: %.17g, strtod "
		    "%.17g", t, r.obs.adv, want);
		papo_stats_rec_release(&r);
	}
}
END_TEST

/* Shards: a group always falls in one; records without a group in 0. */
START_TEST(shards_follow_groups)
{
	struct papo_stats_rec a, b, c;
	struct papo_err e;
	unsigned long n, seen[5] = { 0 };
	char rec[96];
	int g;

	ck_assert_int_eq(extract("{\"adv\":0,\"group\":\"q\",\"step\":1,"
	    "\"r_out\":1}", 0, &a, &e), 0);
	ck_assert_int_eq(extract("{\"adv\":1,\"group\":\"q\",\"step\":1,"
	    "\"r_out\":0}", 0, &b, &e), 0);
	ck_assert_int_eq(extract("{\"adv\":1,\"step\":1}", 0, &c, &e), 0);
	for (n = 1; n <= 7; n++) {
		ck_assert_uint_eq(papo_stats_rec_shard(&a, n),
		    papo_stats_rec_shard(&b, n));
		ck_assert_uint_lt(papo_stats_rec_shard(&a, n), n);
		ck_assert_uint_eq(papo_stats_rec_shard(&c, n), 0);
	}
	/* and the groups spread over the shards */
	for (g = 0; g < 500; g++) {
		snprintf(rec, sizeof(rec),
		    "{\"adv\":0,\"group\":%d,\"step\":1}", g);
		ck_assert_int_eq(extract(rec, 0, &a, &e), 0);
		seen[papo_stats_rec_shard(&a, 5)]++;
	}
	for (n = 0; n < 5; n++)
		ck_assert_msg(seen[n] > 60, "shard %lu has %lu of 500 groups",
		    n, seen[n]);
}
END_TEST

/* Adds records to a collection: rows by key, groups by key and step. */
static void
add(struct papo_stats *st, const char *s, int by)
{
	struct papo_stats_rec r;
	struct papo_err e;

	ck_assert_int_eq(extract(s, by, &r, &e), 0);
	papo_stats_add(st, &r);
	papo_stats_rec_release(&r);
}

/* Add record s to st, read as not scored yet when it has no adv. */
static void
add_raw(struct papo_stats *st, const char *s)
{
	struct papo_stats_rec r;
	struct papo_err e;

	ck_assert_int_eq(extract(s, PAPO_STATS_X_RAW, &r, &e), 0);
	papo_stats_add(st, &r);
	papo_stats_rec_release(&r);
}

START_TEST(collection_rows_and_groups)
{
	struct papo_stats st;

	papo_stats_init(&st);
	/* group "a" at step 2 and at step 1.0 (the same row as 1) */
	add(&st, "{\"adv\":1,\"r_out\":1,\"group\":\"a\",\"step\":2}", 0);
	add(&st, "{\"adv\":-1,\"r_out\":0,\"group\":\"a\",\"step\":2}", 0);
	add(&st, "{\"adv\":0,\"r_out\":1,\"group\":\"a\",\"step\":1}", 0);
	add(&st, "{\"adv\":0,\"r_out\":1,\"group\":\"a\",\"step\":1.0}", 0);
	add(&st, "{\"adv\":0,\"r_out\":1,\"group\":\"b\",\"step\":1}", 0);
	/* escaped and plain spellings of one key are one group */
	add(&st, "{\"adv\":0,\"r_out\":1,\"group\":\"\\u0062\",\"step\":1}", 0);
	add(&st, "{\"adv\":0,\"r_out\":0,\"step\":\"x\"}", 0);
	add(&st, "{\"adv\":0,\"r_out\":0}", 0);
	papo_stats_finish(&st);
	ck_assert_uint_eq(st.nrow, 4);
	/* numbers in order, then strings, then the rows without a step */
	ck_assert(st.row[0].key.num == 1);
	ck_assert(st.row[1].key.num == 2);
	ck_assert_int_eq(st.row[2].key.type, PAPO_JSON_STRING);
	ck_assert_int_eq(st.row[3].key.type, PAPO_JSON_NONE);
	/* step 1: a (steps 1 and 1.0 are one step, as papo-advantage), b */
	ck_assert(st.row[0].m[PAPO_SM_RESPONSES] == 4);
	ck_assert(st.row[0].m[PAPO_SM_GROUPS] == 2);
	ck_assert(st.row[0].m[PAPO_SM_ALL_CORRECT_RATIO] == 1);
	ck_assert(st.row[1].m[PAPO_SM_GROUPS] == 1);
	ck_assert(st.row[1].m[PAPO_SM_ALL_CORRECT_RATIO] == 0);
	ck_assert(isnan(st.row[2].m[PAPO_SM_GROUPS]));
	papo_stats_release(&st);
}
END_TEST

START_TEST(collection_by_field)
{
	struct papo_stats st;
	struct papo_err e;

	papo_path_release(&paths[PAPO_SS_BY]);
	ck_assert_int_eq(papo_path_parse(&paths[PAPO_SS_BY], "src", &e), 0);
	papo_stats_init(&st);
	add(&st, "{\"adv\":1,\"r_out\":1,\"src\":\"gsm\",\"step\":1}", 1);
	add(&st, "{\"adv\":1,\"r_out\":0,\"src\":\"math\",\"step\":1}", 1);
	add(&st, "{\"adv\":1,\"r_out\":1,\"src\":\"gsm\",\"step\":2}", 1);
	papo_stats_finish(&st);
	ck_assert_uint_eq(st.nrow, 2);
	ck_assert_uint_eq(st.row[0].key.len, 3);
	ck_assert(memcmp(st.row[0].key.s, "gsm", 3) == 0);
	ck_assert(st.row[0].m[PAPO_SM_RESPONSES] == 2);
	ck_assert(st.row[0].m[PAPO_SM_ACCURACY] == 1);
	ck_assert(st.row[1].m[PAPO_SM_ACCURACY] == 0);
	papo_stats_release(&st);
}
END_TEST

/* Many groups: the table grows and every group keeps its own state. */
START_TEST(collection_many_groups)
{
	struct papo_stats st;
	char s[128];
	int g, k;

	papo_stats_init(&st);
	for (g = 0; g < 5000; g++)
		for (k = 0; k < 2; k++) {
			/* group g: all correct when g is even, else mixed */
			snprintf(s, sizeof(s), "{\"adv\":0,\"r_out\":%d,"
			    "\"group\":%d,\"step\":%d}", g % 2 == 0 || k == 0,
			    g, g % 3);
			add(&st, s, 0);
		}
	papo_stats_finish(&st);
	ck_assert_uint_eq(st.nrow, 3);
	ck_assert(st.row[0].m[PAPO_SM_GROUPS] +
	    st.row[1].m[PAPO_SM_GROUPS] + st.row[2].m[PAPO_SM_GROUPS] == 5000);
	/* step 0 holds g = 0, 3, 6, ...: 1667 groups, 834 of them even */
	ck_assert(st.row[0].m[PAPO_SM_GROUPS] == 1667);
	ck_assert_msg(fabs(st.row[0].m[PAPO_SM_ALL_CORRECT_RATIO] - 834.0 /
	    1667) < TOL, "%.17g", st.row[0].m[PAPO_SM_ALL_CORRECT_RATIO]);
	papo_stats_release(&st);
}
END_TEST

/* Rows merged from two collections: the rows of one collection. */
START_TEST(collection_merge_rows)
{
	struct papo_stats one, part[2], m;
	char s[256];
	size_t i, r;
	int g, k;

	papo_stats_init(&one);
	papo_stats_init(&part[0]);
	papo_stats_init(&part[1]);
	for (g = 0; g < 40; g++)
		for (k = 0; k < 4; k++) {
			snprintf(s, sizeof(s), "{\"adv\":%g,\"r_out\":%d,"
			    "\"r_proc\":%g,\"group\":%d,\"step\":%d,"
			    "\"adv_proc\":%g,\"length\":%d,\"pred\":\"%d\"}",
			    0.1 * k - 0.15, (g + k) % 3 != 0, 0.5 * (k % 3),
			    g, g % 4, k % 2 ? 0.3 : 0, 100 * k + g,
			    (g * k) % 5);
			add(&one, s, 0);
			add(&part[g % 2], s, 0);	/* no group is cut */
		}
	papo_stats_finish(&one);
	papo_stats_init(&m);
	for (i = 0; i < 2; i++) {
		papo_stats_finish(&part[1 - i]);
		for (r = 0; r < part[1 - i].nrow; r++)
			papo_stats_merge_row(&m, &part[1 - i].row[r].key,
			    &part[1 - i].row[r].acc);
	}
	papo_stats_finish(&m);
	ck_assert_uint_eq(m.nrow, one.nrow);
	for (r = 0; r < one.nrow; r++) {
		ck_assert(papo_stats_key_cmp(&m.row[r].key, &one.row[r].key)
		    == 0);
		for (k = 0; k < PAPO_SM_N; k++)
			ck_assert_msg(same_bits(m.row[r].m[k], one.row[r].m[k])
			    || (isnan(m.row[r].m[k]) &&
			    isnan(one.row[r].m[k])), "row %zu %s", r,
			    papo_stats_metric_name(k));
	}
	ck_assert(one.row[0].m[PAPO_SM_GROUPS] == 10);
	papo_stats_release(&one);
	papo_stats_release(&part[0]);
	papo_stats_release(&part[1]);
	papo_stats_release(&m);
}
END_TEST

/*
 * Records not scored yet (PAPO_STATS_X_RAW, papo-stats --follow): no
 * adv is no error; they count in every metric but the advantages'.
 */
START_TEST(raw_records)
{
	struct papo_stats_rec r;
	struct papo_stats st;
	struct papo_err e;
	const double *m;

	ck_assert_int_eq(extract("{\"acc\":1,\"step\":1}",
	    PAPO_STATS_X_RAW, &r, &e), 0);
	ck_assert(r.obs.no_adv);
	ck_assert_int_eq(r.obs.correct, 1);
	ck_assert(!r.left_out);
	papo_stats_rec_release(&r);
	ck_assert_int_eq(extract("{\"adv\":null,\"acc\":0}",
	    PAPO_STATS_X_RAW, &r, &e), 0);
	ck_assert(r.obs.no_adv);
	/* one papo-advantage left out is still left out */
	ck_assert_int_eq(extract("{\"adv\":null,\"verify\":\"no_reference\"}",
	    PAPO_STATS_X_RAW, &r, &e), 0);
	ck_assert(r.left_out);
	/* a scored record is read as always; a bad adv is still bad */
	ck_assert_int_eq(extract("{\"adv\":0.5,\"acc\":1}",
	    PAPO_STATS_X_RAW, &r, &e), 0);
	ck_assert(!r.obs.no_adv && r.obs.adv == 0.5);
	ck_assert_int_eq(extract("{\"adv\":\"x\"}", PAPO_STATS_X_RAW, &r,
	    &e), -1);
	ck_assert_str_eq(e.msg, "field 'adv' must be a number, not string");
	/* and without the flag, the error that says what to run */
	ck_assert_int_eq(extract("{\"acc\":1}", 0, &r, &e), -1);
	ck_assert_str_eq(e.msg, "field 'adv' is missing (run papo-advantage "
	    "first)");

	/*
	 * A step of a raw dump: two groups of two, lengths, answers, r_proc
	 * (the PAPO fork's reward_prm); one scored record with them.
	 */
	papo_stats_init(&st);
	add_raw(&st, "{\"acc\":1,\"group\":\"p\",\"step\":1,\"length\":10,"
	    "\"pred\":\"4\",\"r_proc\":1}");
	add_raw(&st, "{\"acc\":1,\"group\":\"p\",\"step\":1,\"length\":30,"
	    "\"pred\":\"4\",\"r_proc\":0.5}");
	add_raw(&st, "{\"acc\":0,\"group\":\"q\",\"step\":1,\"length\":50,"
	    "\"pred\":\"4\"}");
	add_raw(&st, "{\"acc\":0,\"group\":\"q\",\"step\":1,\"length\":70,"
	    "\"pred\":\"5\"}");
	add_raw(&st, "{\"adv\":-0.5,\"acc\":0,\"group\":\"s\",\"step\":2}");
	add_raw(&st, "{\"adv\":0.5,\"acc\":1,\"group\":\"s\",\"step\":2}");
	add_raw(&st, "{\"acc\":1,\"group\":\"s\",\"step\":2}");
	papo_stats_finish(&st);
	ck_assert_uint_eq(st.nrow, 2);
	m = st.row[0].m;
	ck_assert(m[PAPO_SM_RESPONSES] == 4);
	ck_assert(m[PAPO_SM_GROUPS] == 2);
	ck_assert(m[PAPO_SM_ACCURACY] == 0.5);
	ck_assert(m[PAPO_SM_CORRECT_COUNT] == 2);
	ck_assert(m[PAPO_SM_WRONG_COUNT] == 2);
	ck_assert(m[PAPO_SM_LENGTH_MEAN] == 40);
	ck_assert(m[PAPO_SM_LENGTH_CORRECT_MEAN] == 20);
	ck_assert(m[PAPO_SM_LENGTH_WRONG_MEAN] == 60);
	ck_assert(m[PAPO_SM_PROC_MEAN] == 0.75);
	ck_assert(m[PAPO_SM_ALL_CORRECT_RATIO] == 0.5);
	ck_assert(m[PAPO_SM_ALL_WRONG_RATIO] == 0.5);
	/* by the paper's rule: p has two correct ones judged apart */
	ck_assert(m[PAPO_SM_PROCESS_ACTIVE_RATIO] == 0.5);
	ck_assert(m[PAPO_SM_PROC_LENGTH_CORR] == -1);
	ck_assert(m[PAPO_SM_TOP_ANSWER_SHARE] == 0.75);
	ck_assert(m[PAPO_SM_TOP_ANSWER_GROUP_SHARE] == 1);
	/* no advantage: null, never 0 */
	ck_assert(isnan(m[PAPO_SM_ZERO_RATIO]));
	ck_assert(isnan(m[PAPO_SM_POSITIVE_RATIO]));
	ck_assert(isnan(m[PAPO_SM_NEGATIVE_RATIO]));
	ck_assert(isnan(m[PAPO_SM_ADV_STD]));
	ck_assert(isnan(m[PAPO_SM_CORRECT_MEAN]));
	ck_assert(isnan(m[PAPO_SM_WRONG_MAX]));
	/* a row with some scored: the advantages are theirs */
	m = st.row[1].m;
	ck_assert(m[PAPO_SM_RESPONSES] == 3);
	ck_assert(m[PAPO_SM_ZERO_RATIO] == 0);
	ck_assert(m[PAPO_SM_POSITIVE_RATIO] == 0.5);
	ck_assert(m[PAPO_SM_NEGATIVE_RATIO] == 0.5);
	ck_assert(m[PAPO_SM_CORRECT_MEAN] == 0.5);
	ck_assert(m[PAPO_SM_CORRECT_COUNT] == 2);
	ck_assert(m[PAPO_SM_WRONG_COUNT] == 1);
	ck_assert(m[PAPO_SM_ACCURACY] == 2.0 / 3);
	papo_stats_release(&st);
}
END_TEST

/*
 * A snapshot is what finishing would give, and the run goes on being
 * read: the snapshot after every record equals a run finished there.
 */
START_TEST(snapshot_is_finish)
{
	struct papo_stats live, snap, one;
	char s[256];
	int g, k, n = 0, i, q;
	size_t r;

	papo_stats_init(&live);
	live.group_size = 2;
	for (g = 0; g < 12; g++)
		for (k = 0; k < 4; k++) {
			papo_stats_snapshot(&live, &snap);
			/* the same records, from scratch, finished */
			papo_stats_init(&one);
			one.group_size = 2;
			for (i = 0; i < n; i++) {
				int gg = i / 4, kk = i % 4;

				snprintf(s, sizeof(s), "{\"adv\":%g,\"r_out\":"
				    "%d,\"r_proc\":%g,\"group\":%d,\"step\":"
				    "%d,\"length\":%d,\"pred\":\"%d\"}",
				    0.1 * kk - 0.15, (gg + kk) % 3 != 0,
				    0.5 * (kk % 3), gg % 5, 3 - gg % 3,
				    100 * kk + gg, (gg * kk) % 5);
				add(&one, s, 0);
			}
			papo_stats_finish(&one);
			ck_assert_uint_eq(snap.nrow, one.nrow);
			for (r = 0; r < one.nrow; r++) {
				ck_assert(papo_stats_key_cmp(&snap.row[r].key,
				    &one.row[r].key) == 0);
				for (q = 0; q < PAPO_SM_N; q++)
					ck_assert(same_bits(snap.row[r].m[q],
					    one.row[r].m[q]) ||
					    (isnan(snap.row[r].m[q]) &&
					    isnan(one.row[r].m[q])));
			}
			papo_stats_release(&snap);
			papo_stats_release(&one);
			snprintf(s, sizeof(s), "{\"adv\":%g,\"r_out\":%d,"
			    "\"r_proc\":%g,\"group\":%d,\"step\":%d,"
			    "\"length\":%d,\"pred\":\"%d\"}",
			    0.1 * k - 0.15, (g + k) % 3 != 0, 0.5 * (k % 3),
			    g % 5, 3 - g % 3, 100 * k + g, (g * k) % 5);
			add(&live, s, 0);
			n++;
		}
	ck_assert(!live.finished);
	papo_stats_release(&live);
}
END_TEST

/*
 * The default chart's panels: those with data.  Records without lengths
 * leave length_mean out; a share's axis stays within [0, 1].
 */
START_TEST(report_panels_with_data)
{
	static const int want[] = { PAPO_SM_ZERO_RATIO,
	    PAPO_SM_PROCESS_ACTIVE_RATIO, PAPO_SM_ACCURACY,
	    PAPO_SM_LENGTH_MEAN };
	struct papo_stats_run run;
	struct papo_buf svg = PAPO_BUF_INIT;
	struct papo_err e;
	int got[4];
	size_t n;

	memset(&run, 0, sizeof(run));
	papo_stats_init(&run.st);
	add(&run.st, "{\"adv\":0.5,\"adv_proc\":0.5,\"r_out\":1,\"group\":1,"
	    "\"step\":1}", 0);
	add(&run.st, "{\"adv\":-0.5,\"adv_proc\":-0.5,\"r_out\":1,"
	    "\"group\":1,\"step\":1}", 0);
	add(&run.st, "{\"adv\":0.5,\"adv_proc\":0.5,\"r_out\":1,\"group\":1,"
	    "\"step\":2}", 0);
	add(&run.st, "{\"adv\":-0.5,\"adv_proc\":-0.5,\"r_out\":1,"
	    "\"group\":1,\"step\":2}", 0);
	papo_stats_finish(&run.st);
	n = papo_stats_report_with_data(&run, 1, want, 4, got);
	ck_assert_uint_eq(n, 3);
	ck_assert_int_eq(got[0], PAPO_SM_ZERO_RATIO);
	ck_assert_int_eq(got[1], PAPO_SM_PROCESS_ACTIVE_RATIO);
	ck_assert_int_eq(got[2], PAPO_SM_ACCURACY);
	/* process_active_ratio and accuracy are 1 throughout */
	ck_assert_int_eq(papo_stats_report_chart(&svg, &run, 1, "step",
	    got, n, NULL, 0, &e), 0);
	ck_assert(strstr(svg.s, ">1.10</text>") == NULL);
	ck_assert(strstr(svg.s, ">1.00</text>") != NULL);
	papo_buf_release(&svg);
	papo_stats_release(&run.st);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("stats");
	TCase *t = tcase_create("metrics");
	TCase *x = tcase_create("records");

	tcase_add_test(t, names_are_the_contract);
	tcase_add_test(t, metric_lists);
	tcase_add_test(t, moments);
	tcase_add_test(t, moments_are_sound);
	tcase_add_test(t, moments_any_order);
	tcase_add_test(t, moments_accurate);
	tcase_add_test(t, moments_few_are_sums);
	tcase_add_test(t, acc_merge_is_add);
	tcase_add_test(t, process_active_groups);
	tcase_add_test(t, row_by_hand);
	tcase_add_test(t, zero_threshold);
	tcase_add_test(t, empty_subsets_are_null);
	tcase_add_test(t, single_uniform_group);
	tcase_add_test(t, unjudged_row);
	tcase_add_test(t, process_active_by_mode);
	tcase_add_test(t, length_watch);
	tcase_add_test(t, answer_watch);
	tcase_add_test(t, key_order);
	tcase_add_test(t, key_order_natural);
	tcase_add_test(t, hash_chains_apart);
	suite_add_tcase(s, t);
	tcase_add_checked_fixture(x, setup, teardown);
	tcase_add_test(x, extract_fields);
	tcase_add_test(x, extract_errors);
	tcase_add_test(x, extract_agreement);
	tcase_add_test(x, collection_rows_and_groups);
	tcase_add_test(x, collection_by_field);
	tcase_add_test(x, collection_many_groups);
	tcase_add_test(x, collection_merge_rows);
	tcase_add_test(x, numbers_as_strtod);
	tcase_add_test(x, shards_follow_groups);
	tcase_add_test(x, report_panels_with_data);
	tcase_add_test(x, raw_records);
	tcase_add_test(x, snapshot_is_finish);
	suite_add_tcase(s, x);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
