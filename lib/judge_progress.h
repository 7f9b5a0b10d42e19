/*
 * judge_progress.h: papo-judge's counts, and the progress line and
 * summaries made from them.
 */
#ifndef PAPO_JUDGE_PROGRESS_H
#define PAPO_JUDGE_PROGRESS_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/* Failures are counted under at most this many distinct codes. */
#define PAPO_JUDGE_FAIL_CODES 32

/* What a run did so far. */
struct papo_judge_stats {
	unsigned long records;	/* lines read */
	unsigned long selected;
	unsigned long judged;	/* with a score */
	unsigned long cached;	/* ... of which from the cache */
	unsigned long failed;
	unsigned long sent;	/* requests that came back */
	unsigned long retries;
	unsigned long bad;	/* bad lines and records */
	unsigned long written;
	unsigned long fail_by[PAPO_JUDGE_FAIL_CODES];
	const char *fail_name[PAPO_JUDGE_FAIL_CODES];	/* static strings */
	size_t nfail_names;
};

/* Count a failure under code (a string that outlives s). */
void papo_judge_stats_fail(struct papo_judge_stats *s, const char *code);

/*
 * Append the progress line (no newline, no program name) to out:
 * what is done, the rate over elapsed seconds, the requests in flight,
 * retries and failures.
 */
void papo_judge_progress(const struct papo_judge_stats *s, double elapsed,
    int inflight, struct papo_buf *out);

/*
 * Append the summary of a finished run to out: records, selected,
 * judged (from the cache), failed by code, requests, retries, elapsed
 * seconds, bad lines.
 */
void papo_judge_summary(const struct papo_judge_stats *s, double elapsed,
    struct papo_buf *out);

#endif
