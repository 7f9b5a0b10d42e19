/* SPDX-License-Identifier: MIT */
/*
 * stats_follow.h: papo-stats --follow: one run read as a trainer writes
 * it (follow.h), in rounds, shown as it grows (the table redrawn in
 * place on a terminal, else each row once its step is over), and at
 * the end written as papo-stats writes it without --follow.
 */
#ifndef PAPO_STATS_FOLLOW_H
#define PAPO_STATS_FOLLOW_H

#include <signal.h>
#include <stddef.h>
#include <time.h>

#include "buf.h"
#include "filter.h"
#include "follow.h"
#include "jsonl.h"
#include "papo.h"
#include "stats.h"
#include "stats_live.h"
#include "stats_tool.h"

/* How the run is shown as it is read. */
enum papo_stats_view {
	PAPO_STATS_VIEW_SCREEN,	/* on a terminal: the table redrawn in
				   place */
	PAPO_STATS_VIEW_ROWS,	/* a row written once its step is over */
	PAPO_STATS_VIEW_END	/* nothing until the end (spark, none) */
};

/*
 * A followed run.  Set the fields marked "caller" after
 * papo_stats_follow_init; the rest is the module's (read it, change
 * nothing).
 */
struct papo_stats_follow {
	/* caller */
	volatile sig_atomic_t *stop;	/* set (by a signal): the run ends
					   after the round; NULL: never */
	volatile sig_atomic_t *resized;	/* set (by a signal): the view
					   is brought up to date at once
					   (and the flag cleared); NULL:
					   never */
	int wake;		/* readable (a signal handler wrote to it):
				   a wait ends, and what it holds is read;
				   -1 (the default): none */

	/* the module's */
	struct papo_stats_tool *t;	/* options, fields, counts */
	struct papo_follow fw;	/* the input */
	struct papo_filter f;	/* the engine over it */
	struct papo_stats st;	/* the run so far */
	struct papo_stats_ledger led;	/* VIEW_ROWS: the rows written */
	enum papo_stats_view view;
	double interval;	/* seconds between looks at the files */
	int stream;		/* the input is one stream: shown as it
				   comes */
	time_t last;		/* when records last came (0: none yet) */
	char *note;		/* the last notice, for the status line */
	struct papo_buf head;	/* VIEW_ROWS table: the header written
				   last */
	int head_out;		/* VIEW_ROWS tsv: the header is written */
	struct papo_out out;	/* where the view and the end go */
};

/*
 * Follow the operands argv[0, argc) (none: standard input) for tool t
 * (papo_stats_tool_init done, t->o->follow), writing to fd, a
 * terminal when tty: the view is picked from tty and t->fmt.  t must
 * outlive lv.  -1 with e set as papo_follow_add (66: an operand cannot
 * be opened; 64: a stream with anything else); lv is to be released
 * either way.
 */
int papo_stats_follow_init(struct papo_stats_follow *lv,
    struct papo_stats_tool *t, int fd, int tty, int argc, char **argv,
    struct papo_err *e);
void papo_stats_follow_release(struct papo_stats_follow *lv);

/*
 * Read in rounds until *lv->stop is set (then one round more, with no
 * stop, reads what the files hold by then) or the stream has ended: after
 * a round with new records (or bad lines), the view is brought up to
 * date, at most once an interval for files, as it comes for a stream.
 * Files read again from their start (papo_follow_scan) make the run be
 * counted afresh.  -1 with e set: a bad line without -k (65), a read
 * error (74), the output failed (74, lv->out.err set).
 */
int papo_stats_follow_run(struct papo_stats_follow *lv, struct papo_err *e);

/*
 * The end: files whose last line was never ended are said so, the
 * screen is cleared, then the chart of --plot, and the rows not
 * written yet (VIEW_ROWS) or the whole output in t->fmt.  -1 with e
 * set as papo_stats_tool_plot and _report.
 */
int papo_stats_follow_end(struct papo_stats_follow *lv, struct papo_err *e);

/*
 * VIEW_SCREEN's frame, appended to b: from the top of a screen of cols
 * columns (0: no limit) and rows lines (0: unknown), the table (its
 * last rows, as many as fit with the status line and the last notice,
 * each block of columns with its header; without --metrics, the
 * metrics that have data), the status line (files, records, bad lines,
 * when records last came, rows not shown), the last notice, each line
 * cut to cols and cleared to its end, and the rest of the screen
 * cleared.
 */
void papo_stats_follow_frame(const struct papo_stats_follow *lv, size_t cols,
    size_t rows, struct papo_buf *b);

/*
 * VIEW_ROWS: the rows due (their step is over, or they changed since
 * they were written; all of them when end is set) appended to b in
 * t->fmt, and noted as written.  A table is laid out over every row
 * written so far, and its header written again when the columns'
 * widths change; a tsv header is written once (at the end when no row
 * came).  With --by a row is due at the end only.  Rows written again
 * are said so (t->say).
 */
void papo_stats_follow_rows(struct papo_stats_follow *lv, int end,
    struct papo_buf *b);

#endif
