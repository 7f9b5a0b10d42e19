/* SPDX-License-Identifier: MIT */
/*
 * stats_report.h: papo-stats' views of finished runs: the metric table, the
 * sparkline table, the chart.
 */
#ifndef PAPO_STATS_REPORT_H
#define PAPO_STATS_REPORT_H

#include <stddef.h>

#include "buf.h"
#include "papo.h"
#include "stats.h"
#include "table.h"

/*
 * A run: its rows (finished with papo_stats_finish) and its name
 * (NULL: unnamed).
 */
struct papo_stats_run {
	const char *name;
	struct papo_stats st;
};

/*
 * Fill the empty table t with one row per row of each run, in run
 * order: a "run" column when the first run is named, the key column
 * (named keyname), then metrics m[0..nm).
 */
void papo_stats_report_table(struct papo_table *t,
    const struct papo_stats_run *run, size_t nrun, const char *keyname,
    const int *m, size_t nm);

/*
 * Fill the empty table t with one row per run and metric m[0..nm) (a
 * run's metrics together): a "run" column when the first run is named,
 * metric, rows (the run's rows where the metric has data), final (its
 * value at the last of them), mean (the mean of their values, each row
 * counting once), best (the greatest or least value, by which way is
 * better for the metric; null for a metric with no better way)
 * and best_KEYNAME (the first row's key where it is reached).
 */
void papo_stats_report_summary(struct papo_table *t,
    const struct papo_stats_run *run, size_t nrun, const char *keyname,
    const int *m, size_t nm);

/*
 * Fill the empty table t with one row per metric and run: metric,
 * run (when named), first, trend (a sparkline of at most width
 * characters), last, min, max.  The runs' rows are aligned on the
 * union of their keys, so one position is one step in every run.
 */
void papo_stats_report_spark(struct papo_table *t,
    const struct papo_stats_run *run, size_t nrun, const int *m, size_t nm,
    size_t width);

/*
 * Append an SVG chart to out: a panel per metric m[0..nm), titled in
 * words ("Zero-advantage ratio (no gradient)") with its unit beside the
 * vertical axis ("share of responses"), a line per run against the row
 * key, title title (NULL: none); the axis of a share stays within
 * [0, 1].  Lines are smoothed with weight smooth (papo_svg_ema; 0:
 * none; below 0: the default, 0.9 when a run has more than 50 rows,
 * else none).  -1 with e set (status 65) when a row key is not a
 * number.
 */
int papo_stats_report_chart(struct papo_buf *out,
    const struct papo_stats_run *run, size_t nrun, const char *keyname,
    const int *m, size_t nm, const char *title, double smooth,
    struct papo_err *e);

/*
 * Append the judge-agreement reports of the runs (their st.agree) to
 * out in format fmt (width: as papo_table_text): the judge's field
 * tier_name against the reference ref_name, and the swapped judgment
 * swap_name (NULL: none).  -1 with e set (status 65) when a field takes
 * more distinct values than tiers do (papo_agree_report).
 */
int papo_stats_report_agreement(struct papo_buf *out,
    const struct papo_stats_run *run, size_t nrun, const char *tier_name,
    const char *ref_name, const char *swap_name, enum papo_agree_format fmt,
    size_t width, struct papo_err *e);

/*
 * The metrics of m[0..nm) that have data (a number, not null) in some
 * row of some run, in their order, into out (room for nm); returns how
 * many.  The default chart leaves out the panels that would be empty.
 */
size_t papo_stats_report_with_data(const struct papo_stats_run *run,
    size_t nrun, const int *m, size_t nm, int *out);

#endif
