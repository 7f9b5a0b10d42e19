/* SPDX-License-Identifier: MIT */
/*
 * check_agree.c: unit tests for the judge-validation report
 * (lib/stats/agree.c), against values worked by hand.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats/agree.h"
#include "unit.h"

/* no value (NAN alone is a float, which -Wdouble-promotion flags) */
#define NONE ((double)NAN)

/* A record: tier, label, correctness, length, verification phrase. */
static struct papo_agree_obs
rec(double tier, double ref, int correct, double length, int verif)
{
	struct papo_agree_obs o;

	memset(&o, 0, sizeof(o));
	o.tier = tier;
	o.ref = ref;
	o.has_tier = !isnan(tier);
	o.has_ref = !isnan(ref);
	o.correct = (int8_t)correct;
	o.length = length;
	o.has_length = !isnan(length);
	o.verif = (int8_t)verif;
	return o;
}

/*
 * Eight records worked by hand (tier, label, correct, length, phrase):
 *   1: 1  1   c 100 v    5: .5 1  w 500 -
 *   2: 1  1   c 200 -    6: 0  0  w 600 v
 *   3: 1  .5  c 300 v    7: 0  .5 w 700 -
 *   4: .5 .5  c 400 -    8: 0  0  w 800 -
 * Agreement 5/8.  Kappa: judge counts (0, .5, 1) = 3, 2, 3, labels 2,
 * 3, 3: S = 6 + 6 + 9 = 21, (8 x 5 - 21) / (64 - 21) = 19/43.  Correct
 * ones: 3/4, S = 3 x 2 + 1 x 2 = 8, kappa (12 - 8) / (16 - 8) = 1/2;
 * wrong ones: 2/4, S = 3 x 2 + 1 x 1 = 7, kappa 1/9.  Calibration, all:
 * tier 0 has labels 0, .5, 0 (mean 1/6, gap 1/6), tier .5 has .5, 1
 * (.75, gap .25), tier 1 has 1, 1, .5 (5/6, gap 1/6).  Quartile cut
 * points, nearest rank 2, 4, 6 of 8: 200, 400, 600.
 */
static const double by_hand[8][5] = {
	{ 1, 1, 1, 100, 1 }, { 1, 1, 1, 200, 0 }, { 1, .5, 1, 300, 1 },
	{ .5, .5, 1, 400, 0 }, { .5, 1, 0, 500, 0 }, { 0, 0, 0, 600, 1 },
	{ 0, .5, 0, 700, 0 }, { 0, 0, 0, 800, 0 }
};

static void
fill(struct papo_agree *a)
{
	size_t i;

	papo_agree_init(a);
	for (i = 0; i < 8; i++) {
		struct papo_agree_obs o = rec(by_hand[i][0], by_hand[i][1],
		    (int)by_hand[i][2], by_hand[i][3], (int)by_hand[i][4]);

		/* swapped: records 3 and 7 change to .5 */
		o.has_swap = 1;
		o.swap = i == 2 || i == 6 ? .5 : o.tier;
		papo_agree_add(a, &o);
	}
}

START_TEST(by_hand_report)
{
	struct papo_agree a;
	struct papo_agree_result r;
	struct papo_err e;
	const struct papo_agree_sub *s;

	fill(&a);
	ck_assert_int_eq(papo_agree_report(&a, "r_proc", "human", &r, &e), 0);
	ck_assert_uint_eq(r.compared, 8);
	ck_assert_uint_eq(r.ntier, 3);
	ck_assert(r.tier[0] == 0 && r.tier[1] == .5 && r.tier[2] == 1);
	ck_assert_uint_eq(r.nref, 3);
	s = &r.sub[PAPO_AGREE_ALL];
	ck_assert_uint_eq(s->n, 8);
	ck_assert_uint_eq(s->agree, 5);
	ck_assert(s->agreement == 5.0 / 8);
	ck_assert(s->kappa == 19.0 / 43);
	ck_assert(s->ref_mean[0] == 0.5 / 3);
	ck_assert(s->gap[0] == 0.5 / 3);
	ck_assert(s->ref_mean[1] == .75 && s->gap[1] == .25);
	ck_assert(s->ref_mean[2] == 2.5 / 3);
	ck_assert(s->gap[2] == 1 - 2.5 / 3);
	ck_assert_uint_eq(s->tier_n[0], 3);
	ck_assert_uint_eq(s->tier_n[1], 2);
	ck_assert_uint_eq(s->tier_n[2], 3);
	/* the confusion matrix, [label][tier] */
	ck_assert_uint_eq(r.confusion[0][0], 2);
	ck_assert_uint_eq(r.confusion[0][1], 0);
	ck_assert_uint_eq(r.confusion[0][2], 0);
	ck_assert_uint_eq(r.confusion[1][0], 1);
	ck_assert_uint_eq(r.confusion[1][1], 1);
	ck_assert_uint_eq(r.confusion[1][2], 1);
	ck_assert_uint_eq(r.confusion[2][0], 0);
	ck_assert_uint_eq(r.confusion[2][1], 1);
	ck_assert_uint_eq(r.confusion[2][2], 2);
	/* correct and wrong */
	s = &r.sub[PAPO_AGREE_CORRECT];
	ck_assert(s->n == 4 && s->agreement == .75 && s->kappa == .5);
	ck_assert(s->gap[2] == 1 - 2.5 / 3 && s->gap[1] == 0);
	ck_assert(isnan(s->gap[0]) && isnan(s->ref_mean[0]));
	s = &r.sub[PAPO_AGREE_WRONG];
	ck_assert(s->n == 4 && s->agreement == .5 && s->kappa == 1.0 / 9);
	/* quartiles: 100-200, 300-400, 500-600, 700-800 */
	s = &r.sub[PAPO_AGREE_Q1];
	ck_assert(s->n == 2 && s->agreement == 1);
	ck_assert(s->lo == 100 && s->hi == 200);
	ck_assert(isnan(s->kappa));	/* one category throughout */
	s = &r.sub[PAPO_AGREE_Q2];
	ck_assert(s->n == 2 && s->agreement == .5 && s->kappa == 0);
	ck_assert(s->lo == 300 && s->hi == 400);
	ck_assert(r.sub[PAPO_AGREE_Q3].lo == 500);
	ck_assert(r.sub[PAPO_AGREE_Q4].hi == 800);
	ck_assert(r.sub[PAPO_AGREE_Q4].agreement == .5);
	/* verification phrases: 1, 3, 6 */
	s = &r.sub[PAPO_AGREE_VERIF];
	ck_assert(s->n == 3 && s->agreement == 2.0 / 3);
	s = &r.sub[PAPO_AGREE_NO_VERIF];
	ck_assert(s->n == 5 && s->agreement == 3.0 / 5);
	ck_assert(isnan(r.sub[PAPO_AGREE_ALL].lo));
	/* the order check */
	ck_assert_uint_eq(r.swap_compared, 8);
	ck_assert_uint_eq(r.swap_unchanged, 6);
	ck_assert(r.swap_unchanged_ratio == .75);
	papo_agree_release(&a);
}
END_TEST

/*
 * Records with one of the two fields: counted, not compared; a swapped
 * judgment counts without a label.  Order does not matter.
 */
START_TEST(partial_records)
{
	struct papo_agree a, b;
	struct papo_agree_result ra, rb;
	struct papo_agree_obs o;
	struct papo_err e;
	int i;

	papo_agree_init(&a);
	o = rec(1, NONE, 1, NONE, -1);
	o.has_swap = 1;
	o.swap = 1;
	papo_agree_add(&a, &o);
	o = rec(NONE, 1, 1, NONE, -1);
	papo_agree_add(&a, &o);
	o = rec(.5, 1, -1, NONE, -1);
	papo_agree_add(&a, &o);
	ck_assert_int_eq(papo_agree_report(&a, "t", "r", &ra, &e), 0);
	ck_assert_uint_eq(ra.records, 3);
	ck_assert_uint_eq(ra.with_tier, 2);
	ck_assert_uint_eq(ra.with_ref, 2);
	ck_assert_uint_eq(ra.compared, 1);
	ck_assert_uint_eq(ra.swap_compared, 1);
	ck_assert(ra.swap_unchanged_ratio == 1);
	ck_assert(!ra.has_lengths && !ra.has_verif);
	/* unknown correctness: in neither subset */
	ck_assert_uint_eq(ra.sub[PAPO_AGREE_CORRECT].n, 0);
	ck_assert(isnan(ra.sub[PAPO_AGREE_CORRECT].agreement));
	ck_assert(isnan(ra.sub[PAPO_AGREE_WRONG].kappa));
	papo_agree_release(&a);

	/* the by-hand records backwards: the same report */
	fill(&a);
	papo_agree_init(&b);
	for (i = 7; i >= 0; i--)
		papo_agree_add(&b, &a.obs[i]);
	ck_assert_int_eq(papo_agree_report(&a, "t", "r", &ra, &e), 0);
	ck_assert_int_eq(papo_agree_report(&b, "t", "r", &rb, &e), 0);
	ck_assert(memcmp(&ra.sub, &rb.sub, sizeof(ra.sub)) == 0);
	ck_assert(memcmp(&ra.confusion, &rb.confusion,
	    sizeof(ra.confusion)) == 0);
	papo_agree_release(&a);
	papo_agree_release(&b);
}
END_TEST

/* Kappa from counts: perfect agreement is 1, systematic disagreement < 0. */
START_TEST(kappa_extremes)
{
	struct papo_agree a;
	struct papo_agree_result r;
	struct papo_agree_obs o;
	struct papo_err e;
	int i;

	papo_agree_init(&a);
	for (i = 0; i < 4; i++) {
		o = rec(i % 2, i % 2, 1, NONE, -1);
		papo_agree_add(&a, &o);
	}
	ck_assert_int_eq(papo_agree_report(&a, "t", "r", &r, &e), 0);
	ck_assert(r.sub[PAPO_AGREE_ALL].kappa == 1);
	papo_agree_release(&a);
	/* always the other tier: p_o 0, p_e 1/2, kappa -1 */
	papo_agree_init(&a);
	for (i = 0; i < 4; i++) {
		o = rec(i % 2, 1 - i % 2, 1, NONE, -1);
		papo_agree_add(&a, &o);
	}
	ck_assert_int_eq(papo_agree_report(&a, "t", "r", &r, &e), 0);
	ck_assert(r.sub[PAPO_AGREE_ALL].kappa == -1);
	ck_assert(r.sub[PAPO_AGREE_ALL].agreement == 0);
	papo_agree_release(&a);
}
END_TEST

/*
 * Ties stay in one quartile: lengths 5,5,5,5,5,9 have the cut points of
 * ranks 2, 3, 5 of 6, all 5: five records in the first, 9 in the fourth.
 */
START_TEST(quartile_ties)
{
	static const double len[] = { 5, 5, 5, 5, 5, 9 };
	struct papo_agree a;
	struct papo_agree_result r;
	struct papo_agree_obs o;
	struct papo_err e;
	size_t i;

	papo_agree_init(&a);
	for (i = 0; i < 6; i++) {
		o = rec(1, 1, 1, len[i], -1);
		papo_agree_add(&a, &o);
	}
	ck_assert_int_eq(papo_agree_report(&a, "t", "r", &r, &e), 0);
	ck_assert_uint_eq(r.sub[PAPO_AGREE_Q1].n, 5);
	ck_assert_uint_eq(r.sub[PAPO_AGREE_Q2].n, 0);
	ck_assert_uint_eq(r.sub[PAPO_AGREE_Q3].n, 0);
	ck_assert_uint_eq(r.sub[PAPO_AGREE_Q4].n, 1);
	ck_assert(r.sub[PAPO_AGREE_Q4].lo == 9);
	ck_assert(isnan(r.sub[PAPO_AGREE_Q2].agreement));
	ck_assert(isnan(r.sub[PAPO_AGREE_Q2].lo));
	papo_agree_release(&a);
}
END_TEST

START_TEST(too_many_levels)
{
	struct papo_agree a;
	struct papo_agree_result r;
	struct papo_agree_obs o;
	struct papo_err e;
	int i;

	papo_agree_init(&a);
	for (i = 0; i <= PAPO_AGREE_LEVELS; i++) {
		o = rec(1, i / 100.0, 1, NONE, -1);
		papo_agree_add(&a, &o);
	}
	ck_assert_int_eq(papo_agree_report(&a, "r_proc", "human", &r, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	ck_assert_str_eq(e.msg, "field 'human' takes more than 32 distinct "
	    "values: the report compares tiers (round the labels)");
	papo_agree_release(&a);
}
END_TEST

START_TEST(verification_phrases)
{
	static const struct {
		const char *s;
		int want;
	} t[] = {
		{ "Let me verify: 2 + 2 = 4.", 1 },
		{ "We DOUBLE-CHECK the sum.", 1 },
		{ "a double check", 1 },
		{ "Substituting back gives 7.", 1 },
		{ "This confirms the result.", 1 },
		{ "I was checking the cases.", 1 },
		{ "The answer is 4.", 0 },
		{ "check", 0 },
		{ "the veri", 0 },
		{ "verif", 1 },
		{ "", 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		ck_assert_msg(papo_agree_verification(t[i].s, strlen(t[i].s)) ==
		    t[i].want, "'%s'", t[i].s);
	/* the length bounds the search: "verif" cut short is not found */
	ck_assert_int_eq(papo_agree_verification("verify", 4), 0);
}
END_TEST

/* The JSONL form: a "report" key naming each table, keys by tier. */
START_TEST(write_jsonl)
{
	struct papo_agree a;
	struct papo_agree_result r;
	struct papo_agree_obs o;
	struct papo_buf out = PAPO_BUF_INIT;
	struct papo_err e;

	papo_agree_init(&a);
	o = rec(1, 1, 1, NONE, -1);
	o.has_swap = 1;
	o.swap = .5;
	papo_agree_add(&a, &o);
	o = rec(.5, 1, 0, NONE, -1);
	papo_agree_add(&a, &o);
	ck_assert_int_eq(papo_agree_report(&a, "r_proc", "human", &r, &e), 0);
	papo_agree_write(&out, &r, NULL, 1, "r_proc", "human", "r_proc_swap",
	    PAPO_AGREE_JSONL, 0);
	ck_assert_str_eq(out.s,
	    "{\"report\":\"records\",\"records\":2,\"judged\":2,"
	    "\"labelled\":2,\"compared\":2,\"off_scale\":1}\n"
	    "{\"report\":\"agreement\",\"subset\":\"all\",\"responses\":2,"
	    "\"agreement\":0.5,\"kappa\":0,\"lengths\":null,\"gap_0.5\":0.5,"
	    "\"gap_1\":0}\n"
	    "{\"report\":\"agreement\",\"subset\":\"correct\",\"responses\":1,"
	    "\"agreement\":1,\"kappa\":null,\"lengths\":null,"
	    "\"gap_0.5\":null,\"gap_1\":0}\n"
	    "{\"report\":\"agreement\",\"subset\":\"wrong\",\"responses\":1,"
	    "\"agreement\":0,\"kappa\":0,\"lengths\":null,\"gap_0.5\":0.5,"
	    "\"gap_1\":null}\n"
	    "{\"report\":\"calibration\",\"tier\":0.5,\"responses\":1,"
	    "\"reference_mean\":1,\"gap\":0.5}\n"
	    "{\"report\":\"calibration\",\"tier\":1,\"responses\":1,"
	    "\"reference_mean\":1,\"gap\":0}\n"
	    "{\"report\":\"confusion\",\"reference\":1,\"judge_0.5\":1,"
	    "\"judge_1\":1}\n"
	    "{\"report\":\"order\",\"compared\":1,\"unchanged\":0,"
	    "\"unchanged_ratio\":0}\n");
	papo_buf_release(&out);
	papo_agree_release(&a);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("agree");
	TCase *t = tcase_create("report");

	tcase_add_test(t, by_hand_report);
	tcase_add_test(t, partial_records);
	tcase_add_test(t, kappa_extremes);
	tcase_add_test(t, quartile_ties);
	tcase_add_test(t, too_many_levels);
	tcase_add_test(t, verification_phrases);
	tcase_add_test(t, write_jsonl);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
