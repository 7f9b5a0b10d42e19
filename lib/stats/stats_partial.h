/* SPDX-License-Identifier: MIT */
/*
 * stats_partial.h: papo-stats' partial results: each row's exact state as
 * JSONL, written by one run (a shard) and merged by another.
 */
#ifndef PAPO_STATS_PARTIAL_H
#define PAPO_STATS_PARTIAL_H

#include <stddef.h>

#include "buf.h"
#include "json.h"
#include "papo.h"
#include "stats.h"

/*
 * The format, version 2 (papo-stats(1), "Partial results"): a header
 * line, then one line per row of the runs in the header.
 *
 *   {"papo-stats-partial":2,"by":"step","runs":null,"shard":[0,4],"rows":2}
 *   {"run":null,"key":1,"responses":8,...,"adv_correct":{"n":5,...},...}
 *
 * "by" names the key column; "runs" is null (one unnamed run) or the
 * list of run names; "shard" is null, [I, N] (shard I of N), or [[I1,
 * I2, ...], N] (a merge of those shards of N, sorted, a shard as many
 * times as it was merged); "rows" counts the row lines that follow.  A row
 * holds the row's counts, its group counts, eleven moments (count, least,
 * greatest, and the exact sums of the values and of their squares in
 * papo_exactsum_format's text), the exact sum of the products r_proc x length
 * ("corr_cross") and the counts of each final answer ("answers": [key,
 * responses, groups], the key a 128-bit hash in hexadecimal, in order of key).
 * Several partials may follow one another in one stream.
 */
#define PAPO_STATS_PARTIAL_VERSION 2

/* A header line. */
struct papo_stats_partial_head {
	long version;
	char *by;		/* owned */
	int named;		/* runs is a list (else: one unnamed run) */
	char **runs;		/* owned, nruns names */
	size_t nruns;
	long *held;		/* owned: the shards it holds, sorted */
	size_t nheld;		/* 0: not a shard */
	long nshards;		/* of how many; -1: not a shard */
	unsigned long long rows;
};

/* A row line: the run (NULL: unnamed), the row key and the state. */
struct papo_stats_partial_row {
	char *run;		/* owned */
	struct papo_stats_key key;	/* key.s points into keymem */
	char *keymem;		/* owned */
	struct papo_stats_acc acc;
};

/*
 * Append a header line to out: key column by, the run names
 * runs[0..nruns) (runs NULL: one unnamed run), the shards it holds
 * held[0..nheld) of nshards (nheld 0: not a shard), and the number of
 * row lines that follow.
 */
void papo_stats_partial_write_head(struct papo_buf *out, const char *by,
    const char *const *runs, size_t nruns, const long *held, size_t nheld,
    unsigned long nshards, size_t rows);

/* Append the line of a finished row of run (NULL: unnamed) to out. */
void papo_stats_partial_write_row(struct papo_buf *out, const char *run,
    const struct papo_stats_row *row);

/*
 * Read one line already parsed into j (papo_json_parse).  Returns 1
 * for a header (h filled; release it with
 * papo_stats_partial_head_release), 0 for a row (r filled; release it
 * with papo_stats_partial_row_release), or -1 with e set (status 65)
 * when the line is neither: not a papo-stats partial, another version,
 * a missing or malformed field, or counts that cannot be.
 */
int papo_stats_partial_read(const struct papo_json *j,
    struct papo_stats_partial_head *h, struct papo_stats_partial_row *r,
    struct papo_err *e);

void papo_stats_partial_head_release(struct papo_stats_partial_head *h);
void papo_stats_partial_row_release(struct papo_stats_partial_row *r);

#endif
