/* SPDX-License-Identifier: MIT */
/*
 * agree.h: how well a judge's tiers agree with reference labels (human
 * votes, or a stronger judge), the PAPO paper's validation of its judge:
 * agreement, Cohen's kappa, confusion matrix, calibration per tier, by
 * correctness, length quartile and verification phrases, and the
 * share of scores unchanged when reference and response are swapped.
 */
#ifndef PAPO_AGREE_H
#define PAPO_AGREE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "papo.h"

/* The most distinct values a field may take: the report compares tiers. */
#define PAPO_AGREE_LEVELS 32

/*
 * One record: the judge's tier, the reference label, the judge's tier
 * with reference and response swapped, the response length, its
 * correctness (1, 0, -1 unknown) and whether the response holds a
 * verification phrase (1, 0, -1 no response text).  A field without
 * data has its has_ flag 0.
 */
struct papo_agree_obs {
	double tier;
	double ref;
	double swap;
	double length;
	uint8_t has_tier;
	uint8_t has_ref;
	uint8_t has_swap;
	uint8_t has_length;
	int8_t correct;
	int8_t verif;
};

/*
 * The records of one judge: those with both a tier and a reference
 * label are kept (40 bytes each: quartiles need them all), the swap
 * check is counted as records come.  Zero it, or papo_agree_init;
 * papo_agree_release frees it.
 */
struct papo_agree {
	struct papo_agree_obs *obs;
	size_t n, cap;
	uint64_t records;		/* every record added */
	uint64_t with_tier, with_ref;
	uint64_t swap_compared;		/* tier and swapped tier */
	uint64_t swap_unchanged;	/* ... equal */
};

void papo_agree_init(struct papo_agree *a);
void papo_agree_release(struct papo_agree *a);
void papo_agree_add(struct papo_agree *a, const struct papo_agree_obs *o);

/*
 * 1 when the response text s (n bytes) holds one of the verification
 * phrases (ASCII letters compared without case): "verif" (verify,
 * verified, verification, ...), "double-check", "double check",
 * "sanity check", "let me check", "let's check", "let us check", "we
 * can check", "to check", "checking", "confirm", "plug back",
 * "plugging back", "plug it back", "plugging it back", "substitute
 * back", "substituting back", "back-substitut", "back substitut".
 */
int papo_agree_verification(const char *s, size_t n);

/* The subsets the report compares on, in their order. */
enum papo_agree_subset {
	PAPO_AGREE_ALL,
	PAPO_AGREE_CORRECT,	/* the answer is correct */
	PAPO_AGREE_WRONG,
	PAPO_AGREE_Q1,		/* length quartiles, shortest first */
	PAPO_AGREE_Q2,
	PAPO_AGREE_Q3,
	PAPO_AGREE_Q4,
	PAPO_AGREE_VERIF,	/* with a verification phrase */
	PAPO_AGREE_NO_VERIF,
	PAPO_AGREE_NSUB
};

/* The name of a subset ("all", "length_q1", ...). */
const char *papo_agree_subset_name(int s);

/*
 * The comparison on one subset: n records, agree of them with the tier
 * equal to the label; agreement = agree / n; Cohen's kappa over the
 * categories of both fields; lo and hi, the least and greatest length
 * (quartiles only; NaN elsewhere); and per judge tier k (the tiers of
 * the whole report): how many records got it, the mean label of those,
 * and the calibration gap |tier - mean label|.  NaN stands for null:
 * no records, or kappa when the expected agreement is 1.
 */
struct papo_agree_sub {
	uint64_t n, agree;
	double agreement;
	double kappa;
	double lo, hi;
	uint64_t tier_n[PAPO_AGREE_LEVELS];
	double ref_mean[PAPO_AGREE_LEVELS];
	double gap[PAPO_AGREE_LEVELS];
};

struct papo_agree_result {
	uint64_t records, with_tier, with_ref, compared;
	uint64_t offscale;		/* compared records whose tier
					   falls between the labels' values
					   (0.5 against labels of 0 and 1):
					   never in agreement */
	size_t ntier, nref;
	double tier[PAPO_AGREE_LEVELS];	/* the judge's values, increasing */
	double ref[PAPO_AGREE_LEVELS];	/* the labels, increasing */
	uint64_t confusion[PAPO_AGREE_LEVELS][PAPO_AGREE_LEVELS];
					/* [label][tier], all records */
	int has_lengths;		/* some compared record has one */
	int has_verif;			/* some has a response text */
	struct papo_agree_sub sub[PAPO_AGREE_NSUB];
	uint64_t swap_compared, swap_unchanged;
	double swap_unchanged_ratio;
};

/*
 * Compute the report of a into r.  Pure; the records' order does not
 * matter.  -1 with e set (status 65) when a field takes more than
 * PAPO_AGREE_LEVELS distinct values (not tiers: compare tiers, or
 * round the labels), naming the field by tier_name or ref_name.
 *
 * Cohen's kappa: (p_o - p_e) / (1 - p_e), p_o the agreement and p_e
 * the sum over categories c of (judge's share of c) x (label's share
 * of c), computed from integer counts as (n a - S) / (n^2 - S), S the
 * sum of the products of the counts.  Length quartiles: the cut points
 * are the lengths of nearest rank ceil(k m / 4), k = 1, 2, 3, among the
 * m compared records with a length; a record falls in the first
 * quartile whose cut point it does not exceed (ties stay together, so
 * quartiles may differ in size).
 */
int papo_agree_report(const struct papo_agree *a, const char *tier_name,
    const char *ref_name, struct papo_agree_result *r, struct papo_err *e);

/* How papo_agree_write writes the report. */
enum papo_agree_format {
	PAPO_AGREE_TEXT,	/* aligned tables, each under a title */
	PAPO_AGREE_TSV,		/* the tables, each with its header */
	PAPO_AGREE_JSONL	/* a line per row, "report" naming its table */
};

/*
 * Append the reports res[0..nrun) to out: the tables records (records,
 * judged, labelled, compared), agreement (a row per subset: responses,
 * agreement, kappa, lengths, gap_T for each tier T), calibration (a row
 * per tier, all records: responses, reference_mean, gap), confusion (a
 * row per label: responses per judge tier, as columns judge_T), and,
 * when swap_name is not NULL, order (compared, unchanged,
 * unchanged_ratio).  runs (NULL: one unnamed report) names each
 * report in a first "run" column.  width: as papo_table_text.
 */
void papo_agree_write(struct papo_buf *out,
    const struct papo_agree_result *res, const char *const *runs,
    size_t nrun, const char *tier_name, const char *ref_name,
    const char *swap_name, enum papo_agree_format fmt, size_t width);

#endif
