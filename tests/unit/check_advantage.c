/* SPDX-License-Identifier: MIT */
/*
 * check_advantage.c: unit tests for the advantage core
 * (lib/advantage/advantage.c) against the reference values of
 * papo-advantage(1) (Numerics, Modes).
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "advantage/advantage.h"
#include "unit.h"

/* The reference is float32: agree to 1e-5 (papo-advantage(1), Numerics). */
#define TOL 1e-5

static struct papo_adv_opts o;
static struct papo_adv_in in[64];
static struct papo_adv_res res[64];

static void
setup(void)
{
	papo_adv_defaults(&o);
	memset(in, 0, sizeof(in));
	memset(res, 0, sizeof(res));
}

/* Fill in[0..n) from outcome and process scores (NULL proc: none). */
static void
group(size_t n, const double *out, const double *proc)
{
	size_t i;

	for (i = 0; i < n; i++) {
		in[i].r_out = out[i];
		in[i].correct = out[i] == 1.0;
		in[i].has_proc = proc != NULL;
		in[i].r_proc = proc ? proc[i] : 0;
	}
}

static void
expect(size_t n, const double *want)
{
	size_t i;

	for (i = 0; i < n; i++)
		ck_assert_msg(fabs(res[i].adv - want[i]) < TOL,
		    "adv[%zu] = %.7f, want %.7f", i, res[i].adv, want[i]);
}

/* The reference table: A_out of k correct out of 8 (papo-advantage(1)). */
START_TEST(reference_table)
{
	static const double cor[] = { 2.474867, 1.620182, 1.207612,
	    0.935413, 0.724567, 0.540061, 0.353552 };
	static const double wro[] = { -0.353552, -0.540061, -0.724567,
	    -0.935413, -1.207612, -1.620182, -2.474867 };
	int modes[] = { PAPO_ADV_GRPO, PAPO_ADV_PAPO };
	double out[8];
	int k, i, m;

	for (m = 0; m < 2; m++)
		for (k = 1; k <= 7; k++) {
			setup();
			o.mode = modes[m];
			for (i = 0; i < 8; i++)
				out[i] = i < k;
			/* equal r_proc: no process advantage in papo */
			group(8, out,
			    (const double[]){ 1, 1, 1, 1, 1, 1, 1, 1 });
			papo_adv_group(&o, 8, in, res);
			for (i = 0; i < 8; i++) {
				double want = i < k ? cor[k - 1] : wro[k - 1];

				ck_assert_msg(fabs(res[i].adv - want) < TOL,
				    "mode %d k %d: %.7f vs %.7f", m, k,
				    res[i].adv, want);
				ck_assert_msg(fabs(res[i].adv_out - want) < TOL,
				    "adv_out");
			}
		}
}
END_TEST

START_TEST(papo_groups)
{
	int active;

	/* first group: the correct answer with r_proc 0 ends up negative */
	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, 0, 0, 0, 0 });
	active = papo_adv_group(&o, 8, in, res);
	ck_assert_int_eq(active, 1);
	expect(8, (const double[]){ 1.718760, 0.674297, 1.718760, -0.370167,
	    -0.935413, -0.935413, -0.935413, -0.935413 });

	/* all correct, one 0.5: A_out is 0 but A_proc ranks them */
	group(8, (const double[]){ 1, 1, 1, 1, 1, 1, 1, 1 },
	    (const double[]){ 1, 1, 1, 1, 1, 1, 1, .5 });
	ck_assert_int_eq(papo_adv_group(&o, 8, in, res), 1);
	expect(8, (const double[]){ 0.353551, 0.353551, 0.353551, 0.353551,
	    0.353551, 0.353551, 0.353551, -2.474860 });
	ck_assert(res[0].adv_out == 0);

	/* all correct, all 1: all zero, not process-active */
	group(8, (const double[]){ 1, 1, 1, 1, 1, 1, 1, 1 },
	    (const double[]){ 1, 1, 1, 1, 1, 1, 1, 1 });
	ck_assert_int_eq(papo_adv_group(&o, 8, in, res), 0);
	expect(8, (const double[]){ 0, 0, 0, 0, 0, 0, 0, 0 });
	ck_assert(res[3].adv == 0.0);	/* exactly */

	group(8, (const double[]){ 1, 1, 1, 1, 1, 1, 1, 0 },
	    (const double[]){ 1, 1, 1, 1, 1, 1, .5, 0 });
	papo_adv_group(&o, 8, in, res);
	expect(8, (const double[]){ 0.731515, 0.731515, 0.731515, 0.731515,
	    0.731515, 0.731515, -1.914222, -2.474867 });

	group(8, (const double[]){ 1, 1, 0, 0, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 0, 0, 0, 0, 0, 0 });
	papo_adv_group(&o, 8, in, res);
	expect(8, (const double[]){ 2.327286, 0.913077, -0.540061, -0.540061,
	    -0.540061, -0.540061, -0.540061, -0.540061 });

	/* |C| = 1: no process advantage */
	group(8, (const double[]){ 1, 0, 0, 0, 0, 0, 0, 0 },
	    (const double[]){ 0.5, 0, 0, 0, 0, 0, 0, 0 });
	ck_assert_int_eq(papo_adv_group(&o, 8, in, res), 0);
	expect(8, (const double[]){ 2.474867, -0.353552, -0.353552, -0.353552,
	    -0.353552, -0.353552, -0.353552, -0.353552 });
	ck_assert(res[0].adv_proc == 0.0);
}
END_TEST

START_TEST(wrong_proc_ignored)
{
	/* r_proc of wrong responses must not matter in papo */
	double a[8];
	size_t i;

	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, 0, 0, 0, 0 });
	papo_adv_group(&o, 8, in, res);
	for (i = 0; i < 8; i++)
		a[i] = res[i].adv;
	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, 1, .5, 1, 0 });
	papo_adv_group(&o, 8, in, res);
	for (i = 0; i < 8; i++)
		ck_assert(res[i].adv == a[i]);
}
END_TEST

START_TEST(closed_forms)
{
	/* |C| = 2 with different r_proc: A_proc = +-1/sqrt(2) */
	group(4, (const double[]){ 1, 1, 0, 0 }, (const double[]){ 1, 0, 0,
	    0 });
	ck_assert_int_eq(papo_adv_group(&o, 4, in, res), 1);
	ck_assert(fabs(res[0].adv_proc - 0.70711) < TOL);
	ck_assert(fabs(res[1].adv_proc + 0.70711) < TOL);
	ck_assert(res[2].adv_proc == 0 && res[3].adv_proc == 0);

	/* one outlier among n equal values: -(n-1)/sqrt(n) */
	{
		size_t n, i;

		for (n = 2; n <= 16; n++) {
			double out[16], proc[16];

			for (i = 0; i < n; i++) {
				out[i] = 1;
				proc[i] = i == 0 ? 0 : 1;
			}
			group(n, out, proc);
			papo_adv_group(&o, n, in, res);
			/* relative: eps shifts it by about eps / std */
			ck_assert_msg(fabs(res[0].adv_proc * sqrt((double)n) /
			    (double)(n - 1) + 1) < TOL,
			    "n %zu: %.7f", n, res[0].adv_proc);
		}
	}
}
END_TEST

START_TEST(mult_prm)
{
	static const double want[] = { 1.500883, 0.409332, 1.500883,
	    -0.682220, -0.682220, -0.682220, -0.682220, -0.682220 };

	o.mode = PAPO_ADV_MULT;
	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, .5, 1, 0, 0 });
	papo_adv_group(&o, 8, in, res);
	expect(8, want);
	ck_assert(isnan(res[0].adv_out) && isnan(res[0].adv_proc));

	o.mode = PAPO_ADV_PRM;
	group(8, (const double[]){ 0, 0, 0, 0, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, 0, 0, 0, 0 });
	papo_adv_group(&o, 8, in, res);
	expect(8, want);
	ck_assert(isnan(res[0].adv_out));
	ck_assert(res[0].adv_proc == res[0].adv);
}
END_TEST

START_TEST(fullnorm)
{
	o.mode = PAPO_ADV_FULLNORM;
	o.lambda = 0.6;
	/* the wrong ones count as 0 */
	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, 1, 1, 1, 1 });
	ck_assert_int_eq(papo_adv_group(&o, 8, in, res), 1);
	expect(8, (const double[]){ 1.835942, 1.181012, 1.835942, 0.526081,
	    -1.344744, -1.344744, -1.344744, -1.344744 });
}
END_TEST

START_TEST(singletons_and_uniform)
{
	/* GRPO: a group of one has mean 0, std 1: r / (1 + eps) */
	o.mode = PAPO_ADV_GRPO;
	group(1, (const double[]){ 1 }, NULL);
	papo_adv_group(&o, 1, in, res);
	ck_assert(fabs(res[0].adv - 1 / (1 + 1e-6)) < 1e-12);
	group(1, (const double[]){ 0 }, NULL);
	papo_adv_group(&o, 1, in, res);
	ck_assert(res[0].adv == 0);
	/* PAPO: 0 for a singleton */
	o.mode = PAPO_ADV_PAPO;
	group(1, (const double[]){ 1 }, (const double[]){ 1 });
	ck_assert_int_eq(papo_adv_group(&o, 1, in, res), 0);
	ck_assert(res[0].adv == 0 && res[0].adv_out == 0 &&
	    res[0].adv_proc == 0);
	/* uniform groups: exact zeros in every mode, even for 0.1 */
	{
		int m;

		for (m = PAPO_ADV_GRPO; m <= PAPO_ADV_PRM; m++) {
			size_t i;

			o.mode = m;
			group(5, (const double[]){ 0, 0, 0, 0, 0 },
			    (const double[]){ .1, .1, .1, .1, .1 });
			papo_adv_group(&o, 5, in, res);
			for (i = 0; i < 5; i++)
				ck_assert_msg(res[i].adv == 0.0, "mode %d", m);
		}
	}
	/* |C| = 0 in papo: only A_out */
	group(3, (const double[]){ 0, 0, 0 }, NULL);
	ck_assert_int_eq(papo_adv_group(&o, 3, in, res), 0);
	ck_assert(res[0].adv == 0);
}
END_TEST

START_TEST(std_and_eps_choices)
{
	double x[4] = { 1, 0, 0, 0 }, y[4];

	/* population std with max(std, eps): the paper's formula */
	o.std = PAPO_STD_POPULATION;
	o.epsmode = PAPO_EPS_MAX;
	papo_adv_normalize(&o, x, 4, y, 0);
	ck_assert(fabs(y[0] - 0.75 / sqrt(3.0 / 16)) < 1e-12);
	/* Dr. GRPO: x - mean */
	o.std = PAPO_STD_NONE;
	papo_adv_normalize(&o, x, 4, y, 0);
	ck_assert(y[0] == 0.75 && y[1] == -0.25);
	/* the guard still applies without std normalization */
	x[0] = 0;
	ck_assert_int_eq(papo_adv_normalize(&o, x, 4, y, 1), 0);
	/* eps max: a std below eps divides by eps */
	o.std = PAPO_STD_SAMPLE;
	o.eps = 0.5;
	x[0] = 0.4;
	papo_adv_normalize(&o, x, 2, y, 0);
	ck_assert(fabs(y[0] - 0.2 / 0.5) < 1e-12);
}
END_TEST

START_TEST(clip)
{
	o.mode = PAPO_ADV_GRPO;
	o.clip = 2;
	group(8, (const double[]){ 1, 0, 0, 0, 0, 0, 0, 0 }, NULL);
	papo_adv_group(&o, 8, in, res);
	ck_assert(res[0].adv == 2);
	ck_assert(fabs(res[1].adv + 0.353552) < TOL);
}
END_TEST

START_TEST(overlong)
{
	size_t i;

	/* DAPO: L = 7168 is 3072 into the 4096 buffer: penalty -0.75 */
	o.mode = PAPO_ADV_GRPO;
	o.overlong = 1;
	group(2, (const double[]){ 1, 1 }, NULL);
	in[0].length = 1000;
	in[1].length = 7168;
	papo_adv_group(&o, 2, in, res);
	/* scores 1 and 0.25: mean .625, sample std .53033 */
	ck_assert(fabs(res[0].adv - 0.375 / (0.75 / sqrt(2) + 1e-6)) < 1e-9);
	/* C still comes from correctness: both correct in papo */
	o.mode = PAPO_ADV_PAPO;
	group(2, (const double[]){ 1, 1 }, (const double[]){ 1, 0 });
	in[0].length = 1000;
	in[1].length = 7168;
	ck_assert_int_eq(papo_adv_group(&o, 2, in, res), 1);
	for (i = 0; i < 2; i++)
		ck_assert(res[i].adv_out != 0);
}
END_TEST

/*
 * verl's DAPO reward manager adds the penalty after the reward route:
 * mult's reward is r_out * r_proc + pen(L) for every response, wrong
 * ones included, and prm's is r_proc + pen(L).  Two wrong responses,
 * never judged, of lengths 4096 (no penalty) and 8192 (penalty -1):
 * the official code gives [0.707106, -0.707106].
 */
START_TEST(overlong_composition)
{
	const double w = 0.5 / (sqrt(0.5) + 1e-6);

	o.mode = PAPO_ADV_MULT;
	o.overlong = 1;
	group(2, (const double[]){ 0, 0 }, NULL);
	in[0].length = 4096;
	in[1].length = 8192;
	papo_adv_group(&o, 2, in, res);
	ck_assert_double_eq(res[0].adv, w);
	ck_assert_double_eq(res[1].adv, -w);
	ck_assert_double_eq_tol(res[0].adv, 0.707106, 1e-6);

	/*
	 * Correct r_proc .5 at 1000 tokens (.5), wrong at 7168 (-.75),
	 * correct r_proc 1 at 8192 (1 - 1 = 0): mean -1/12, sample std
	 * 0.6291528696058958.
	 */
	group(3, (const double[]){ 1, 0, 1 },
	    (const double[]){ 0.5, 0, 1 });
	in[1].has_proc = 0;
	in[0].length = 1000;
	in[1].length = 7168;
	in[2].length = 8192;
	papo_adv_group(&o, 3, in, res);
	ck_assert_double_eq_tol(res[0].adv, 0.9271711762636625, 1e-12);
	ck_assert_double_eq_tol(res[1].adv, -1.0596242014441857, 1e-12);
	ck_assert_double_eq_tol(res[2].adv, 0.1324530251805232, 1e-12);

	/* prm: the tier plus the penalty, wrong or not */
	o.mode = PAPO_ADV_PRM;
	group(2, (const double[]){ 0, 1 }, (const double[]){ 1, 1 });
	in[0].length = 4096;
	in[1].length = 8192;
	papo_adv_group(&o, 2, in, res);
	ck_assert_double_eq(res[0].adv, w);
	ck_assert_double_eq(res[1].adv, -w);
	ck_assert_double_eq(res[1].adv_proc, -w);
}
END_TEST

/*
 * GRPO-LEAD by hand: three correct of lengths 5000, 6000, 7000 (mean
 * 6000, sample std 1000, so z = -1, 0, 1 and rewards e^0.05, 1, e^-0.05)
 * and one wrong (-1).  Group-normalized: 0.549958, 0.498751, 0.450041,
 * -1.498750.  rho = 3/4: w(0.75) = 0.4 + 1.1 / 2 = 0.95 for the positive
 * ones, w(0.25) = 0.4 + 1.1 / (1 + e^-5) = 1.492638 for the negative.
 */
START_TEST(lead_by_hand)
{
	static const double len[] = { 5000, 6000, 7000, 3000 };
	size_t i;

	o.mode = PAPO_ADV_LEAD;
	group(4, (const double[]){ 1, 1, 1, 0 }, NULL);
	for (i = 0; i < 4; i++)
		in[i].length = len[i];
	papo_adv_group(&o, 4, in, res);
	expect(4, (const double[]){ 0.522460, 0.473813, 0.427539, -2.237091 });
	ck_assert(fabs(papo_adv_lead_weight(&o.lead, 0.75) - 0.95) < 1e-12);

	/* length gate: three shortest correct average below 4096: all 1 */
	in[0].length = 1000;
	in[1].length = 2000;
	in[2].length = 8000;	/* mean of the three: 3667 < 4096 */
	papo_adv_group(&o, 4, in, res);
	expect(4, (const double[]){ 0.475000, 0.475000, 0.475000, -2.238955 });

	/*
	 * PA-GRPO-LEAD: add A_proc (r_proc 1, .5, 0 over C: +1, 0, -1 up to
	 * eps) before weighting; the third total turns negative and takes
	 * w(0.25).
	 */
	o.mode = PAPO_ADV_PA_LEAD;
	group(4, (const double[]){ 1, 1, 1, 0 }, (const double[]){ 1, .5, 0,
	    0 });
	for (i = 0; i < 4; i++)
		in[i].length = len[i];
	ck_assert_int_eq(papo_adv_group(&o, 4, in, res), 1);
	expect(4, (const double[]){ 1.472458, 0.473813, -0.820886,
	    -2.237091 });
}
END_TEST

START_TEST(random_signals)
{
	size_t i, hist[3] = { 0, 0, 0 };
	double first[8];

	o.signal = PAPO_SIG_RANDOM3;
	o.seed = 42;
	group(8, (const double[]){ 1, 1, 1, 1, 1, 1, 1, 1 }, NULL);
	for (i = 0; i < 8; i++)
		in[i].key = papo_hash64(&i, sizeof(i), 0);
	papo_adv_group(&o, 8, in, res);
	for (i = 0; i < 8; i++)
		first[i] = res[i].adv;
	/* the same keys in another order give the same draws */
	{
		struct papo_adv_in t = in[0];

		in[0] = in[7];
		in[7] = t;
	}
	papo_adv_group(&o, 8, in, res);
	ck_assert(res[0].adv == first[7] && res[7].adv == first[0]);
	/* draws are spread over the tiers */
	for (i = 0; i < 3000; i++) {
		uint64_t k = papo_hash64(&i, sizeof(i), 0);
		uint64_t h = papo_hash64(&k, sizeof(k), 42);

		hist[h % 3]++;
	}
	for (i = 0; i < 3; i++)
		ck_assert(hist[i] > 900 && hist[i] < 1100);
}
END_TEST

START_TEST(length_signal)
{
	/* the length control, normalized over the correct subset */
	o.signal = PAPO_SIG_LENGTH;
	group(4, (const double[]){ 1, 1, 0, 0 }, NULL);
	in[0].length = 100;
	in[1].length = 300;
	papo_adv_group(&o, 4, in, res);
	ck_assert(fabs(res[0].adv_proc + 0.70711) < TOL);
	ck_assert(fabs(res[1].adv_proc - 0.70711) < TOL);
}
END_TEST

START_TEST(large_group)
{
	/* groups beyond the stack buffer take the heap path */
	double out[64], proc[64];
	size_t i;

	for (i = 0; i < 64; i++) {
		out[i] = i % 2;
		proc[i] = (double)(i % 3) / 2;
	}
	group(64, out, proc);
	ck_assert_int_eq(papo_adv_group(&o, 64, in, res), 1);
	ck_assert(fabs(res[0].adv_out + res[1].adv_out) < 1e-12);
}
END_TEST

/* Bit-identical results for any order of a group's responses. */
/*
 * Each value against want[] to 1e-12 (the values were worked in exact
 * rational arithmetic and 50-digit square roots).
 */
static void
expect_exact(size_t n, const double *want)
{
	size_t i;

	for (i = 0; i < n; i++)
		ck_assert_msg(fabs(res[i].adv - want[i]) < 1e-12,
		    "adv[%zu] = %.17g, want %.17g", i, res[i].adv, want[i]);
}

/*
 * The leave-one-out baseline (RLOO) with NeMo-RL's numerics: b_i the
 * mean of the others, s_i their sample standard deviation, A_i = (r_i -
 * b_i) / (s_i + 1e-6), or r_i - b_i when s_i is 0.
 */
START_TEST(leave_one_out)
{
	static const double spec[8] = { 1, .5, 1, 0, 0, 0, 0, 0 };
	size_t i;

	o.baseline = PAPO_BASE_LOO;
	/*
	 * 1,0,0,0: the others of the first are all 0, so A = 1 - 0; the
	 * others of a 0 are {1,0,0}: b = 1/3, s = sqrt(1/3).
	 */
	o.mode = PAPO_ADV_GRPO;
	group(4, (const double[]){ 1, 0, 0, 0 }, NULL);
	papo_adv_group(&o, 4, in, res);
	ck_assert(res[0].adv == 1);
	expect_exact(4, (const double[]){ 1, -0.57734926919135781,
	    -0.57734926919135781, -0.57734926919135781 });
	/* two responses: one other, no spread: r_i - r_j exactly */
	group(2, (const double[]){ 1, 0 }, NULL);
	papo_adv_group(&o, 2, in, res);
	ck_assert(res[0].adv == 1 && res[1].adv == -1);
	/* a group of one is its own baseline: 0, not r / (1 + eps) */
	group(1, (const double[]){ 1 }, NULL);
	papo_adv_group(&o, 1, in, res);
	ck_assert(res[0].adv == 0);
	/* uniform: exact zeros */
	group(3, (const double[]){ 0.3, 0.3, 0.3 }, NULL);
	papo_adv_group(&o, 3, in, res);
	for (i = 0; i < 3; i++)
		ck_assert(res[i].adv == 0);

	/* prm on the mult/prm group of papo-advantage(1)'s reference values */
	o.mode = PAPO_ADV_PRM;
	for (i = 0; i < 8; i++) {
		in[i].r_proc = spec[i];
		in[i].has_proc = 1;
	}
	papo_adv_group(&o, 8, in, res);
	expect_exact(8, (const double[]){ 1.9972457808968763,
	    0.43915413282868438, 1.9972457808968763, -0.75093768253858982,
	    -0.75093768253858982, -0.75093768253858982, -0.75093768253858982,
	    -0.75093768253858982 });
	/* NeMo-RL before November 2025: population std, no eps */
	o.std = PAPO_STD_POPULATION;
	o.eps = 0;
	papo_adv_group(&o, 8, in, res);
	expect_exact(8, (const double[]){ 2.1572774865200244,
	    0.47434164902525690, 2.1572774865200244, -0.81110710565381269,
	    -0.81110710565381269, -0.81110710565381269, -0.81110710565381269,
	    -0.81110710565381269 });
	/* normalize_rewards off: r_i - b_i */
	o.std = PAPO_STD_NONE;
	o.eps = 1e-6;
	papo_adv_group(&o, 8, in, res);
	ck_assert_double_eq_tol(res[0].adv, 1 - 1.5 / 7, 1e-15);
	ck_assert_double_eq_tol(res[3].adv, -2.5 / 7, 1e-15);

	/*
	 * papo on the first group of papo-advantage(1)'s reference values:
	 * A_out from 1,1,1,1,0,0,0,0 (a correct one's others: b = 3/7,
	 * s = sqrt(2/7)), A_proc from 1,.5,1,0 over the correct ones.
	 */
	o.std = PAPO_STD_SAMPLE;
	o.mode = PAPO_ADV_PAPO;
	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, .5, 1, 0, 0, 0, 0, 0 });
	ck_assert_int_eq(papo_adv_group(&o, 8, in, res), 1);
	expect_exact(8, (const double[]){ 2.0690409676574392,
	    0.78036833305776028, 2.0690409676574392, -1.8176983783293305,
	    -1.0690429676534392, -1.0690429676534392, -1.0690429676534392,
	    -1.0690429676534392 });
	ck_assert_double_eq_tol(res[0].adv_out, 1.0690429676534392, 1e-12);
	ck_assert_double_eq_tol(res[3].adv_proc, -2.8867413459827697, 1e-12);
	/* the guard still holds: a uniform subset is not process-active */
	group(8, (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 },
	    (const double[]){ 1, 1, 1, 1, 0, 0, 0, 0 });
	ck_assert_int_eq(papo_adv_group(&o, 8, in, res), 0);
}
END_TEST

START_TEST(order_independent)
{
	static const double proc[] = { 0.1, 0.7, 0.3, 0.9, 0.2, 0.6, 0.35,
	    0.45 };
	struct papo_adv_res first[8];
	size_t i, r, perm[8];
	int m;

	/* every mode, with the mean and the leave-one-out baseline */
	for (m = 0; m < 2 * (PAPO_ADV_PA_LEAD + 1); m++) {
		o.mode = m % (PAPO_ADV_PA_LEAD + 1);
		o.baseline = m / (PAPO_ADV_PA_LEAD + 1);
		for (r = 0; r < 50; r++) {
			/* a rotation and a swap make 50 different orders */
			for (i = 0; i < 8; i++)
				perm[i] = (i + r) % 8;
			if (r % 2) {
				size_t t = perm[1];

				perm[1] = perm[5];
				perm[5] = t;
			}
			for (i = 0; i < 8; i++) {
				size_t k = perm[i];

				in[i].r_out = k % 3 != 0;
				in[i].correct = k % 3 != 0;
				in[i].r_proc = proc[k];
				in[i].has_proc = 1;
				in[i].length = 3000 + 1000.0 * (double)k;
			}
			papo_adv_group(&o, 8, in, res);
			for (i = 0; i < 8; i++) {
				if (r == 0)
					first[perm[i]] = res[i];
				else
					ck_assert_msg(memcmp(&first[perm[i]],
					    &res[i], sizeof(res[i])) == 0,
					    "mode %d order %zu", m, r);
			}
		}
	}
}
END_TEST

/*
 * Scaling every value of a group by a power of two scales the mean,
 * the deviations and the standard deviations exactly: with eps 0 the
 * normalized advantages are the same bits whatever the scale, up to
 * values near the largest double (whose squares overflow unless the
 * core scales them first).  Groups from a fixed generator, each std
 * and baseline; with std none the results scale with the values.
 */
START_TEST(scale_invariant)
{
	static const int scales[] = { 0, 300, 600, 900, 1000, 1020 };
	double x[16], xs[16], y0[16], y[16];
	unsigned long seed = 12345;
	size_t n, i, g, k;
	int sd, base;

	o.eps = 0;
	for (g = 0; g < 200; g++) {
		n = 2 + g % 15;
		for (i = 0; i < n; i++) {
			seed = seed * 6364136223846793005UL +
			    1442695040888963407UL;
			/* in (-1, 1), with repeats now and then */
			x[i] = (double)((seed >> 11) % 2001) / 1000.0 - 1;
		}
		/*
		 * Leave-one-out divides only where the others spread
		 * (x_i - b_i as it is otherwise): distinct values, n > 2
		 */
		for (i = 0, k = 1; i < n; i++) {
			size_t j;

			for (j = 0; j < i; j++)
				k &= x[j] != x[i];
		}
		for (sd = 0; sd < 3; sd++)
			for (base = 0; base < (k && n > 2 ? 2 : 1); base++) {
				o.std = sd;
				o.baseline = base;
				papo_adv_normalize(&o, x, n, y0, 0);
				for (k = 0; k < sizeof(scales) /
				    sizeof(scales[0]); k++) {
					for (i = 0; i < n; i++)
						xs[i] = ldexp(x[i], scales[k]);
					papo_adv_normalize(&o, xs, n, y, 0);
					for (i = 0; i < n; i++) {
						double want = sd ==
						    PAPO_STD_NONE ?
						    ldexp(y0[i], scales[k]) :
						    y0[i];

						ck_assert_msg(y[i] == want ||
						    (isnan(y[i]) &&
						    isnan(want)), "group %zu "
						    "std %d base %d scale "
						    "2^%d: %g, not %g", g, sd,
						    base,
						    scales[k], y[i], want);
					}
				}
			}
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("advantage");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, NULL);
	tcase_add_test(t, reference_table);
	tcase_add_test(t, papo_groups);
	tcase_add_test(t, wrong_proc_ignored);
	tcase_add_test(t, closed_forms);
	tcase_add_test(t, mult_prm);
	tcase_add_test(t, fullnorm);
	tcase_add_test(t, singletons_and_uniform);
	tcase_add_test(t, std_and_eps_choices);
	tcase_add_test(t, clip);
	tcase_add_test(t, overlong);
	tcase_add_test(t, overlong_composition);
	tcase_add_test(t, lead_by_hand);
	tcase_add_test(t, random_signals);
	tcase_add_test(t, length_signal);
	tcase_add_test(t, large_group);
	tcase_add_test(t, leave_one_out);
	tcase_add_test(t, order_independent);
	tcase_add_test(t, scale_invariant);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
