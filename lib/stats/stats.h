/* SPDX-License-Identifier: MIT */
/*
 * stats.h: training-signal metrics (papo-stats(1), Metrics) per row of a run,
 * in memory bounded by rows and groups.
 */
#ifndef PAPO_STATS_H
#define PAPO_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "agree.h"
#include "buf.h"
#include "exactsum.h"
#include "json.h"
#include "papo.h"
#include "stats_answers.h"

/*
 * The metrics of a row, in the order of papo-stats(1) (the row key,
 * "step", is not one of them: it is the row's key), then the
 * reward-hacking watch.  Their names are part of the contract:
 * papo_stats_metric_name.
 */
enum papo_stats_metric {
	PAPO_SM_RESPONSES,
	PAPO_SM_GROUPS,
	PAPO_SM_ACCURACY,
	PAPO_SM_PROC_MEAN,
	PAPO_SM_LENGTH_MEAN,
	PAPO_SM_ZERO_RATIO,
	PAPO_SM_POSITIVE_RATIO,
	PAPO_SM_NEGATIVE_RATIO,
	PAPO_SM_ADV_STD,
	PAPO_SM_CORRECT_MEAN,
	PAPO_SM_CORRECT_STD,
	PAPO_SM_CORRECT_MIN,
	PAPO_SM_CORRECT_MAX,
	PAPO_SM_CORRECT_COUNT,
	PAPO_SM_WRONG_MEAN,
	PAPO_SM_WRONG_STD,
	PAPO_SM_WRONG_MIN,
	PAPO_SM_WRONG_MAX,
	PAPO_SM_WRONG_COUNT,
	PAPO_SM_PROCESS_ACTIVE_RATIO,
	PAPO_SM_OUTCOME_STD,
	PAPO_SM_PROCESS_MEAN,
	PAPO_SM_PROCESS_STD,
	PAPO_SM_ALL_CORRECT_RATIO,
	PAPO_SM_ALL_WRONG_RATIO,
	PAPO_SM_LENGTH_CORRECT_MEAN,	/* mean length of correct ones */
	PAPO_SM_LENGTH_WRONG_MEAN,	/* mean length of wrong ones */
	PAPO_SM_PROC_LENGTH_CORR,	/* Pearson r of r_proc and length,
					   correct ones */
	PAPO_SM_TOP_ANSWER_SHARE,	/* responses giving the most
					   widespread answer */
	PAPO_SM_TOP_ANSWER_GROUP_SHARE,	/* groups where it is given */
	PAPO_SM_N
};

/* |A| <= this is a zero advantage; also the std guard of process-active. */
#define PAPO_STATS_EPS 1e-6

/* The contract name of metric m ("zero_ratio"), or NULL out of range. */
const char *papo_stats_metric_name(int m);
/* The metric named name (len bytes), or -1. */
int papo_stats_metric_find(const char *name, size_t len);
/* 1 when metric m is a count (written as an integer). */
int papo_stats_metric_is_count(int m);
/* 1 when metric m is a share, within [0, 1] (a chart's axis stays there). */
int papo_stats_metric_is_ratio(int m);

/*
 * Parse a comma-separated list of metric names ("zero_ratio,accuracy",
 * or "all") into m[0..*n) (at most PAPO_SM_N entries, duplicates
 * dropped).  -1 with e set (status 64) for an unknown or empty name.
 */
int papo_stats_metric_list(const char *spec, int *m, size_t *n,
    struct papo_err *e);

/*
 * What one response contributes.  A field without data has its has_
 * flag 0; adv_proc_null tells an adv_proc written as null (a mode
 * without a process component) from one that is absent.  pred is a
 * 128-bit hash of the final answer, when there is one (has_pred).
 */
struct papo_stats_obs {
	double adv;
	double adv_out;
	double adv_proc;
	double r_proc;
	double length;
	uint64_t pred[2];
	uint8_t has_adv_out;
	uint8_t has_adv_proc;
	uint8_t adv_proc_null;
	uint8_t has_r_proc;
	uint8_t has_length;
	uint8_t has_pred;
	uint8_t no_adv;		/* not scored yet (PAPO_STATS_X_RAW): in
				   no advantage metric */
	int8_t correct;	/* 1, 0, or -1 when neither acc nor r_out */
	uint8_t from_reward;	/* correct came from r_out's value (see
				   papo_outcome_scale) */
	double r_out;		/* the outcome reward, when from_reward */
};

/*
 * A count, least and greatest value, and the exact sums of the values
 * and of their squares (each square as the two doubles of its exact
 * product).  The sums are exact, so the state, and the mean and
 * standard deviation computed from it, are the same to the bit
 * whatever the order of the values, and two states merge exactly:
 * records read in any order, by any number of threads, or in shards
 * give the same result.  A few values (up to PAPO_STATS_FEW) are kept
 * as they are and summed when read, which gives the same sums; past
 * that, or once sums are read in (a partial), the least and greatest
 * value and the two exact sums are kept instead (about 1 KB).  So a row of a
 * few records costs a few hundred bytes, not 13 KB.  papo_stats_moments_release
 * frees it.
 */
#define PAPO_STATS_FEW 32

struct papo_stats_sums {
	double min;
	double max;
	struct papo_exactsum s1;	/* sum of x */
	struct papo_exactsum s2;	/* sum of x * x */
};

struct papo_stats_moments {
	uint64_t n;
	union {
		double one;	/* the value, while n is 1 */
		double *v;	/* the values, while n is 2 or more */
	} u;			/* (while sums is NULL) */
	struct papo_stats_sums *sums;	/* the extremes and exact sums,
					   once many */
};

void papo_stats_moments_init(struct papo_stats_moments *w);
void papo_stats_moments_release(struct papo_stats_moments *w);
void papo_stats_moments_add(struct papo_stats_moments *w, double x);
/* w += v, as if v's values had been added to w. */
void papo_stats_moments_merge(struct papo_stats_moments *w,
    const struct papo_stats_moments *v);
/* The least and the greatest value: NaN when n is 0. */
double papo_stats_moments_min(const struct papo_stats_moments *w);
double papo_stats_moments_max(const struct papo_stats_moments *w);
/* The extremes and exact sums of w's values and of their squares, into s. */
void papo_stats_moments_sums(const struct papo_stats_moments *w,
    struct papo_stats_sums *s);
/*
 * w's own extremes and exact sums from now on (its values summed into
 * them), to be read into; n is the caller's to set.
 */
struct papo_stats_sums *papo_stats_moments_exact(
    struct papo_stats_moments *w);
/* The mean (the exact sum divided by n, in double-double): NaN when n is 0. */
double papo_stats_moments_mean(const struct papo_stats_moments *w);
/*
 * Sample (n - 1) std: NaN when n is 0, 0 when n is 1.  The variance is
 * (S2 - S1^2 / n) / (n - 1) from the exact sums S1 and S2 rounded to
 * double-doubles, computed in double-double and never negative.
 */
double papo_stats_moments_std(const struct papo_stats_moments *w);

/*
 * Per-group state: counts and the r_proc moments over the correct
 * subset, fixed at 40 bytes.  The moments are Welford's running ones,
 * fed in input order: a group's records keep their relative order
 * whatever the order of the groups, the files or the shards, and only
 * the process-active test reads them (their std against
 * PAPO_STATS_EPS; identical values give exactly 0 in any order).
 */
struct papo_stats_group {
	uint32_t n;		/* responses */
	uint32_t known;		/* responses whose correctness is
				   known */
	uint32_t correct;
	uint32_t proc;		/* correct responses that carry r_proc */
	uint32_t proc_adv;	/* responses with |adv_proc| > eps */
	uint32_t answered;	/* responses with a final answer */
	double mean;		/* Welford over r_proc of the correct
				   ones */
	double m2;
};

void papo_stats_group_add(struct papo_stats_group *g,
    const struct papo_stats_obs *o);
/*
 * Process-active by r_proc, the rule for records that carry no adv_proc
 * at all: at least two correct responses, all of them judged, and the
 * sample std of their r_proc above PAPO_STATS_EPS.  (Records written
 * by papo-advantage carry adv_proc: then a group is process-active when
 * one of its responses has |adv_proc| > PAPO_STATS_EPS, see
 * papo_stats_acc_add_group.)
 */
int papo_stats_group_active(const struct papo_stats_group *g);

/* Per-row accumulators: everything a row's metrics need except groups. */
struct papo_stats_acc {
	uint64_t n;
	uint64_t zero, pos, neg;
	uint64_t known, correct;
	uint64_t with_proc;	/* responses carrying r_proc (any) */
	uint64_t grouped;	/* responses with a group key */
	/* adv, split by correctness: its moments are these three merged */
	struct papo_stats_moments adv_correct;
	struct papo_stats_moments adv_wrong;
	struct papo_stats_moments adv_unknown;
	struct papo_stats_moments adv_out;
	struct papo_stats_moments adv_proc;	/* its entries with
						   |x| > eps */
	struct papo_stats_moments proc_correct;	/* r_proc of correct
						   ones */
	struct papo_stats_moments length;
	/* the reward-hacking watch */
	uint64_t with_adv_proc;	/* responses with a number in adv_proc */
	uint64_t adv_proc_null;	/* responses with adv_proc null */
	struct papo_stats_moments length_correct;
	struct papo_stats_moments length_wrong;
	/* r_proc (x) and length (y) of correct responses that have both */
	struct papo_stats_moments corr_x;
	struct papo_stats_moments corr_y;
	struct papo_exactsum *corr_xy;	/* sum of x * y; NULL while
					   corr_x and corr_y keep their
					   values, pair by pair */
	uint64_t answered;	/* grouped responses with a final answer */
	struct papo_stats_answers answers;	/* owned: by answer */
	/* filled from the groups when the row is finished */
	uint64_t groups;
	uint64_t active;
	uint64_t uniform_known;	/* groups whose correctness is all
				   known */
	uint64_t all_correct;
	uint64_t all_wrong;
	uint64_t answered_groups;	/* groups with a final answer */
};

/*
 * An empty row state; papo_stats_acc_release frees what it owns (the
 * answers table).
 */
void papo_stats_acc_init(struct papo_stats_acc *a);
void papo_stats_acc_release(struct papo_stats_acc *a);
/*
 * Add one response (grouped: it has a group key).  A grouped response
 * with a final answer counts one response for that answer; the groups
 * an answer appears in are counted by papo_stats_acc_answer_group.
 */
void papo_stats_acc_add(struct papo_stats_acc *a,
    const struct papo_stats_obs *o, int grouped);
/* Count one more group in which the answer of hash pred is given. */
void papo_stats_acc_answer_group(struct papo_stats_acc *a,
    const uint64_t pred[2]);
/*
 * a += b: every count and sum, group counts included (b's groups must
 * not be a's: a group cut in two would count twice).
 */
void papo_stats_acc_merge(struct papo_stats_acc *a,
    const struct papo_stats_acc *b);
/* The exact sum of the products of the pairs of corr_x and corr_y. */
void papo_stats_acc_corr_xy(const struct papo_stats_acc *a,
    struct papo_exactsum *out);
/*
 * a's own sum of products from now on, to be read into (corr_x and
 * corr_y keep sums, papo_stats_moments_exact).
 */
struct papo_exactsum *papo_stats_acc_corr_exact(struct papo_stats_acc *a);
/* Count group g, which belongs to the row, into a. */
void papo_stats_acc_add_group(struct papo_stats_acc *a,
    const struct papo_stats_group *g);
/*
 * The row's metrics into out[0..PAPO_SM_N): NaN stands for null (no
 * data in the row), which is never written as 0.
 */
void papo_stats_acc_result(const struct papo_stats_acc *a, double *out);

/*
 * A row key: the value of the step field (or of the --by field).
 * type is a papo_json_type; PAPO_JSON_NONE when absent (the null
 * row).  Numbers are keyed by value (num); strings by their unescaped
 * bytes; true, false, objects and arrays by their text.
 */
struct papo_stats_key {
	uint8_t type;
	double num;
	const char *s;
	size_t len;
};

/*
 * Order of rows: numbers by value, then strings (in natural order, a
 * run of digits as its number: "eval_9" before "eval_10"), then others,
 * null last.
 */
int papo_stats_key_cmp(const struct papo_stats_key *a,
    const struct papo_stats_key *b);
/* Append the key as JSON text (null for an absent key). */
void papo_stats_key_json(struct papo_buf *out, const struct papo_stats_key *k);

/*
 * Append a step taken from a file name (its JSON text json, as the
 * fields' step_file gives it) for a person to read: a run folder's name
 * unescaped, its control characters written \\n, \\t, \\r or \\xHH; a
 * number as it is.
 */
void papo_stats_step_show(struct papo_buf *out, const char *json);
/* The 64-bit hash rows are found by (the same for equal keys). */
uint64_t papo_stats_key_hash(const struct papo_stats_key *k);

/* A 128-bit hash of bytes, chained through seed (h[0], h[1]) and out. */
void papo_stats_hash128(const void *p, size_t n, const uint64_t seed[2],
    uint64_t out[2]);

/*
 * One record, as the parallel parse leaves it for the sequential
 * aggregation: the row key (its bytes point into the line, or into
 * owned memory when owned), a hash of it, the group's 128-bit key
 * hash (row key, raw step text and group value), and the values.
 */
struct papo_stats_rec {
	struct papo_stats_key key;
	uint64_t keyhash;
	uint64_t ghash[2];
	uint64_t shash;		/* papo_group_id_hash: the shard's */
	uint8_t grouped;	/* the record has a group key */
	uint8_t owned;		/* key.s was allocated: free it */
	uint8_t agree;		/* a record of the judge-agreement report */
	uint8_t left_out;	/* no advantage: papo-advantage left it out
				   of its group (no outcome); not counted */
	struct papo_stats_obs obs;
	struct papo_agree_obs ag;
};

/* Release what rec owns. */
void papo_stats_rec_release(struct papo_stats_rec *r);
/*
 * The shard (0 .. nshards - 1) of record r: its group's key hash modulo
 * nshards, so that a group is never cut; 0 for a record without a group.
 */
unsigned long papo_stats_rec_shard(const struct papo_stats_rec *r,
    unsigned long nshards);

/* A finished row: its key (owned) and metrics (NaN: null). */
struct papo_stats_row {
	struct papo_stats_key key;
	char *keymem;
	uint64_t keyhash;
	struct papo_stats_acc acc;
	double m[PAPO_SM_N];
};

/*
 * The rows of one run.  Rows are found by key; groups by a 128-bit
 * hash of their key, so that a group costs a fixed 56 bytes (plus 4 to
 * 8 of index) whatever its key (a verl prompt may be kilobytes).
 * Memory grows with rows and groups, and with the distinct final
 * answers of each row and of each group (at most one per record, in
 * practice a few per group).
 */
struct papo_stats {
	struct papo_stats_row *row;
	size_t nrow, rowcap;
	uint32_t *rowtab;	/* open addressing: row index + 1, 0 empty */
	size_t rowtabcap;
	struct papo_stats_gslot *grp;	/* the groups, densely */
	size_t ngroup, grpcap;
	uint32_t *gtab;		/* open addressing: group index + 1 */
	size_t gtabcap;
	struct papo_stats_answers pairs;	/* (group, answer) seen */
	struct papo_agree agree;	/* --judge-agreement's records */
	size_t group_size;	/* a key's records cut into groups of this
				   many, in the order they are added (0:
				   none; set after papo_stats_init) */
	int finished;
};

void papo_stats_init(struct papo_stats *st);
void papo_stats_release(struct papo_stats *st);
/*
 * Add one record (it keeps nothing that points into r); a record of the
 * judge-agreement report (r->agree) goes to st->agree, and to no row.
 */
void papo_stats_add(struct papo_stats *st, const struct papo_stats_rec *r);
/*
 * As papo_stats_add, with where r is (file's number and line), kept for
 * its group's first record (papo_stats_merged).
 */
void papo_stats_add_at(struct papo_stats *st, const struct papo_stats_rec *r,
    uint32_t file, uint64_t lineno);

/* A group bigger than most groups of its row. */
struct papo_stats_big {
	uint32_t file;		/* its first record's */
	uint64_t lineno;
	size_t n;		/* its records */
	size_t mode;		/* most groups' of its row */
	uint32_t row;		/* index into st->row, before finish */
};

/*
 * Before papo_stats_finish: how many groups have more records than most
 * groups of their row (papo_group_mode, papo-advantage's rule: two
 * groups under one key, a record written twice), the one whose first
 * record comes first in *first.  Such a group is counted as one, as
 * papo-advantage computes it.  0 under group_size (groups cut).
 */
size_t papo_stats_merged(const struct papo_stats *st,
    struct papo_stats_big *first);

/*
 * Merge the state of a finished row (from a partial result) into the
 * row of key k, made when new (k's bytes are copied).  Its groups are
 * already counted in a; st gets no groups of its own this way.
 */
void papo_stats_merge_row(struct papo_stats *st, const struct papo_stats_key *k,
    const struct papo_stats_acc *a);
/*
 * Count the groups into their rows, sort the rows by key and compute
 * every row's metrics (st->row[i].m).  Call once, after the last add.
 */
void papo_stats_finish(struct papo_stats *st);
/*
 * What papo_stats_finish would make of st now, into out (initialized
 * here; papo_stats_release frees it), leaving st as it is, to be added
 * to (papo-stats --follow shows a run as it is read).  Costs a copy of
 * the rows (up to about 13 KB each) and a pass over the groups.
 */
void papo_stats_snapshot(const struct papo_stats *st, struct papo_stats *out);

/* Where a record's fields are read from (--field renames them). */
enum papo_stats_src {
	PAPO_SS_ADV,
	PAPO_SS_ADV_OUT,
	PAPO_SS_ADV_PROC,
	PAPO_SS_R_OUT,
	PAPO_SS_ACC,
	PAPO_SS_R_PROC,
	PAPO_SS_LENGTH,
	PAPO_SS_GROUP,
	PAPO_SS_STEP,
	PAPO_SS_PRED,		/* the final answer (papo-verify's pred) */
	PAPO_SS_RESPONSE,	/* its text, for verification phrases */
	PAPO_SS_VERIFY,		/* papo-verify's reason: the outcome rule */
	PAPO_SS_REWARD,		/* the framework's own reward: likewise */
	PAPO_SS_BY,		/* the row key when it is not the step */
	PAPO_SS_REF,		/* --judge-agreement: the reference label */
	PAPO_SS_SWAP,		/* ... the judgment made swapped */
	PAPO_SS_N
};

/*
 * A thread's scratch space for papo_stats_extract: a buffer, and a
 * memo of long numbers (the advantages of a group take a handful of
 * values, each up to 17 digits that strtod reads slowly).  Zero it, or
 * call papo_stats_scratch_init; papo_stats_scratch_release frees it.
 */
struct papo_stats_scratch {
	struct papo_buf tmp;
	/* the group's path, for its ~PATTERN (papo_path_cut); NULL: none */
	const struct papo_path *group_path;
	char text[64][24];
	uint8_t len[64];
	double val[64];
};

void papo_stats_scratch_init(struct papo_stats_scratch *s);
void papo_stats_scratch_release(struct papo_stats_scratch *s);

/* What papo_stats_extract is asked to do (flags). */
#define PAPO_STATS_X_BY 0x1	/* the row key is the PAPO_SS_BY field */
#define PAPO_STATS_X_RAW 0x2	/* records may not be scored yet: see
				   papo_stats_extract */

/*
 * Turn one parsed record into rec.  idx[k] is the token of source k
 * in j (-1: absent; PAPO_SS_BY is used only with PAPO_STATS_X_BY in
 * flags, PAPO_SS_REF and PAPO_SS_SWAP only when their names[k] is not
 * NULL).  With a PAPO_SS_REF name the record is one of the
 * judge-agreement report (rec->agree, rec->ag: r_proc is the tier, the
 * REF field the label, the SWAP field the swapped judgment, the
 * response is searched for verification phrases) and adv may be
 * absent.  Rules: adv must be a number, or null on a record
 * papo-verify found no outcome for (rec->left_out: papo-advantage left
 * it out of its group); with PAPO_STATS_X_RAW, adv may also be absent,
 * or null on any record: the record is not scored yet (a trainer's
 * dump read as it is written) and counts in every metric but those of
 * the advantages (rec->obs.no_adv); adv_out,
 * adv_proc, r_out, r_proc and length are numbers or null/absent (no
 * data); correctness follows papo_field_outcome (fields.h); pred is any
 * value but null (a string by its unescaped bytes, else its JSON text).
 * filestep, when not NULL, is the step (a number's text) of the
 * record's file, in place of the step field.  On a data error returns
 * -1 with e set (status 65) naming the field through names[k].  Pure
 * and thread-safe given one scratch per thread.
 */
int papo_stats_extract(const struct papo_json *j, const int *idx, int flags,
    const char *const *names, const char *filestep,
    struct papo_stats_rec *rec, struct papo_stats_scratch *sc,
    struct papo_err *e);

#endif
