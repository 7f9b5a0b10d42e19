/* SPDX-License-Identifier: MIT */
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
	unsigned long no_outcome;	/* not selectable: papo-verify found
					   no outcome (passed through) */
	unsigned long judged;	/* with a score */
	unsigned long cached;	/* ... of which from the cache */
	unsigned long shared;	/* ... or from an identical request
				   in flight for an earlier record */
	int cache;		/* a cache is in use */
	unsigned long failed;
	unsigned long sent;	/* requests that came back */
	unsigned long retries;
	unsigned long follow_ups;	/* follow-up turns asked */
	char last_retry[32];	/* why the last retry: "HTTP 429",
				   "timeout"; "" before any */
	unsigned long bad;	/* bad lines and records */
	unsigned long written;
	unsigned long usage;	/* replies that said what they used */
	unsigned long long prompt_tokens, completion_tokens;
	unsigned long fail_by[PAPO_JUDGE_FAIL_CODES];
	const char *fail_name[PAPO_JUDGE_FAIL_CODES];	/* static strings */
	size_t nfail_names;
};

/* Count a failure under code (a string that outlives s). */
void papo_judge_stats_fail(struct papo_judge_stats *s, const char *code);

/*
 * The recent pace of a run: samples of (seconds, judgments done) at
 * least PAPO_JUDGE_METER_STEP seconds apart, the last
 * PAPO_JUDGE_METER_N of them.  Early judgments from the cache come
 * fast; the pace of the last minute or so is what predicts the rest.
 * Zero it to start.
 */
#define PAPO_JUDGE_METER_N	16
#define PAPO_JUDGE_METER_STEP	4.0
struct papo_judge_meter {
	double t[PAPO_JUDGE_METER_N];
	unsigned long done[PAPO_JUDGE_METER_N];
	size_t n, head;		/* samples held; the next slot */
};

/* Record that done judgments are finished at time t (seconds). */
void papo_judge_meter_add(struct papo_judge_meter *m, double t,
    unsigned long done);

/*
 * Judgments a second over the samples held, or -1 when they span less
 * than PAPO_JUDGE_METER_STEP seconds.
 */
double papo_judge_meter_rate(const struct papo_judge_meter *m);

/*
 * How many records a run will judge in all: exact (*exact = 1) once
 * the input is read to its end (selected so far); else, when the size
 * of the input is known (total bytes, 0 when not), estimated from the
 * share of it read so far (read bytes); else -1.
 */
double papo_judge_total(unsigned long selected, uint64_t read,
    uint64_t total, int input_end, int *exact);

/*
 * The size in bytes of the input named by names[0..n), for
 * papo_judge_total: the sum of the files' sizes, or 0 (not known) when
 * there is none (standard input), or one is "-" or not a regular file.
 */
uint64_t papo_judge_input_size(int n, char *const *names);

/* Where a run stands, for papo_judge_progress. */
struct papo_judge_where {
	double elapsed;		/* seconds since the start */
	int inflight;		/* requests in flight */
	int limit;		/* the adaptive limit on them, when the
				   server made it lower than asked; 0 */
	double total;		/* papo_judge_total, or -1 */
	int exact;		/* ... and it is exact */
	double rate;		/* papo_judge_meter_rate, or -1 */
};

/*
 * Append the progress line (no newline, no program name) to out: the
 * judgments done (with the total, its percentage and the time left
 * when the total is known; "~" before an estimated total), the rate,
 * requests in flight, failures, retries and the tokens the replies
 * said they used.
 */
void papo_judge_progress(const struct papo_judge_stats *s,
    const struct papo_judge_where *w, struct papo_buf *out);

/* How a run shows its progress on standard error. */
enum papo_judge_show {
	PAPO_JUDGE_SHOW_NONE,	/* not at all */
	PAPO_JUDGE_SHOW_REDRAW,	/* one line redrawn in place */
	PAPO_JUDGE_SHOW_LINES	/* a plain line now and then, for logs */
};

/*
 * How to show progress, given --quiet and whether standard error and
 * standard output are terminals: redrawn on a terminal, unless the
 * records go to the same terminal (the line would garble them); plain
 * lines when standard error is not a terminal (nohup, batch jobs).
 */
enum papo_judge_show papo_judge_show_how(int quiet, int err_tty,
    int out_tty);

/*
 * 1 when a progress line is due at time now (seconds), the last one
 * having been at last: at most twice a second when redrawn, every
 * interval seconds as plain lines (interval 0: never).
 */
int papo_judge_show_due(enum papo_judge_show how, double interval,
    double now, double last);

/* Append seconds as "42s", "5m07s" or "2h05m"; "?" when not finite. */
void papo_judge_duration(double seconds, struct papo_buf *out);

/*
 * Append "N judged" to out, with how many came from the cache (when
 * one is in use) and from identical requests in flight, apart.
 */
void papo_judge_judged(const struct papo_judge_stats *s,
    struct papo_buf *out);

/*
 * Append the summary of a finished run to out: records, selected,
 * judged (papo_judge_judged), failed by code, requests, retries,
 * tokens, elapsed seconds, bad lines.
 */
void papo_judge_summary(const struct papo_judge_stats *s, double elapsed,
    struct papo_buf *out);

#endif
