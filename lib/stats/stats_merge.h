/* SPDX-License-Identifier: MIT */
/*
 * stats_merge.h: papo-stats --merge: partial results (stats_partial.h)
 * read and added up into runs, and the check that shards are all there.
 */
#ifndef PAPO_STATS_MERGE_H
#define PAPO_STATS_MERGE_H

#include <stddef.h>

#include "buf.h"
#include "filter.h"
#include "papo.h"
#include "stats_report.h"

/*
 * The runs built from partial results.  With --run, each run reads its
 * own partials (of one unnamed run, or of that run: target >= 0); from
 * operands (target -1), the runs are those the partials name, in the
 * order they first appear.
 */
struct papo_stats_merge {
	struct papo_stats_run *run;	/* the runs; their stats are the
					   caller's to finish and release */
	size_t nrun, cap;
	char **owned;		/* names of runs that came from partials */
	size_t nowned, ownedcap;
	int named;		/* -1 until the first header: are runs
				   named? */
	char *by;		/* the key column: by, else the first
				   header's (papo_stats_merge_finish: "step"
				   when none) */
	char *by_where;		/* FILE:LINE of that header, for messages */
	struct papo_stats_merge_shard {
		long target;	/* the --run, or -1 */
		long shard, nshards;
	} *shards;		/* the shard of every header, in order */
	size_t nshards, shardcap;
};

/*
 * Start a merge; by is the key column the partials must have (NULL:
 * the first header's).  papo_stats_merge_release frees m, not its
 * runs' stats.
 */
void papo_stats_merge_init(struct papo_stats_merge *m, const char *by);
void papo_stats_merge_release(struct papo_stats_merge *m);

/* The run named name (NULL: the unnamed one), made when new: its index. */
size_t papo_stats_merge_run(struct papo_stats_merge *m, const char *name);

/*
 * Add the partials of the one file f was opened on (papo_filter_open;
 * its workers each point to a struct papo_json, or a struct that
 * begins with one), given to --run target (or -1).  Lines and
 * partials that are bad (not a partial, a header that does not match
 * the others, rows that do not match their header, a file cut short,
 * an empty file) take the engine's bad-line policy: reported under
 * f->keep_going, else -1 with e set ("FILE:LINE: message", 65).  Sets
 * f->ops and f->tool.
 */
int papo_stats_merge_file(struct papo_stats_merge *m, struct papo_filter *f,
    long target, struct papo_err *e);

/*
 * After the last file: the key column defaults to "step", and an
 * empty merge gets one unnamed run.  Then the shards.  For final
 * statistics (final set), the partials of one run that were written by
 * shards of N must hold every shard I of N the same number of times (a
 * lost or repeated file would silently change the statistics); for a
 * partial again, they must all be shards of one N (see
 * papo_stats_merge_held).  0, or -1 with msg set (one line per run and
 * N found wrong).
 */
int papo_stats_merge_finish(struct papo_stats_merge *m, int final,
    struct papo_buf *msg);

/*
 * The shards the merged partials hold, for the header of a partial
 * made from them: their number (0: none), with *held (sorted, the
 * caller's to free) and *nshards set.
 */
size_t papo_stats_merge_held(const struct papo_stats_merge *m, long **held,
    unsigned long *nshards);

#endif
