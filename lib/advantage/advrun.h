/* SPDX-License-Identifier: MIT */
/*
 * advrun.h: papo-advantage between the record engine and the numeric
 * core: what a record gives the computation, its group, and the
 * advantages written back into it in input order, gathered or streamed.
 */
#ifndef PAPO_ADVRUN_H
#define PAPO_ADVRUN_H

#include <stddef.h>

#include "advantage.h"
#include "fields.h"
#include "filter.h"
#include "group.h"
#include "json.h"
#include "papo.h"

/* What papo-advantage is asked to do, beyond the numerics. */
struct papo_adv_run_opts {
	struct papo_adv_opts adv;
	int contiguous;		/* groups come as runs: stream them */
	long blocks;		/* groups are blocks of this many (ROLL) */
	unsigned long shard, nshards;	/* nshards 0: every group */
	int allow_missing;	/* a missing r_proc drops its group's A_proc */
	int quiet;		/* -q: no progress line (cmd/ only) */
	int estimate_length;	/* a missing length: characters / 4 */
	long group_size;	/* a key's records cut into groups of this
				   many (0: none) */
	int strict_groups;	/* a suspicious group is an error */
	size_t buffer_size;	/* gathering in this many bytes, runs
				   spilled to temporary files (0: in
				   memory) */
	int spill_late;		/* buffer_size is a budget for input of
				   unknown size (a pipe): gathered in
				   memory until it holds a quarter of it,
				   then spilled (papo_adv_run_budget) */
	char *tmpdir;		/* where (NULL: TMPDIR, else /tmp) */
};

/*
 * A run.  Gather mode (the default) holds every record and computes the
 * groups at the end, in parallel, wherever their records were;
 * contiguous mode computes a group once the next one starts, in memory
 * bounded by the largest group, and stops when a group comes back.
 */
/* how many roles a record is read for (advrun.c's wanted[]) */
#define PAPO_ADV_NWANTED 13

struct papo_adv_run {
	const struct papo_adv_run_opts *o;
	const struct papo_fields *f;
	struct papo_adv_needs needs;
	struct papo_filter *flt;
	struct papo_json *parsers;	/* one per thread */
	char **steps;		/* each file's step (a step pattern), or
				   NULL: the step field (papo_adv_run_open) */
	size_t missing_groups;	/* groups given no A_proc (allow_missing) */
	size_t no_outcome;	/* records papo-verify found no outcome for:
				   left out of their groups, adv null */
	size_t nrecords;	/* records read (not blank, not bad) */
	struct papo_buf notes;	/* suspicious groups, a line each: bigger
				   than most of their step, or over several
				   files (gather mode) */
	size_t nnotes;
	/*
	 * An evaluation's records read with training records (verl's
	 * validation and rollouts in one pipe): each parser's
	 * (papo_fields_eval_mix, one a thread), merged into mix by
	 * papo_adv_run_finish.
	 */
	struct papo_eval_mix *mixes;
	struct papo_eval_mix mix;
	struct papo_grouping gr;	/* gather mode */
	size_t owners;		/* gather: records holding memory */
	size_t *idx;		/* -S: a group's members */
	size_t idxcap;
	struct papo_adv_stream *st;	/* contiguous mode */
	struct papo_adv_spill *sp;	/* gathering in bounded memory */
	struct papo_adv_window *win;	/* gathering under --group-size */
	size_t late;		/* gather: spill past this many bytes held
				   (0: never) */
	size_t held;		/* gather: bytes held, lines and records */
	struct papo_adv_chunk *chunks;	/* the writer's, kept from one
					   write to the next (advrun.c) */
	/*
	 * A step-wise dump's trajectory being read (papo_fields_turns):
	 * its first record's group, its file, its last turn's head and
	 * count, and its number.
	 */
	struct papo_gkey tkey;
	struct papo_fields_trajectory traj;
	/* the row of a compact rollout's outputs read last (slime) */
	struct papo_fields_siblings sib;
	/* the paths of the roles a record is read for, prepared once */
	const struct papo_path *wpath[PAPO_ADV_NWANTED];
	struct papo_json_keys wkeys;
	/*
	 * Nothing but those keys is read (all single keys; no preset's
	 * form, unit, turns or refusal looks at others): a line is
	 * parsed for them alone (papo_json_parse_keys), whole only when
	 * that declines it or its record fails (never under a preset
	 * whose evaluation's records a member tells: papo_fields_eval_rec).
	 */
	int sparse;
};

/*
 * Set up run r for the engine flt (papo_filter_init done, not yet
 * opened): its ops, workers, keep mode and batch size.  o, f and flt
 * must outlive r.
 */
void papo_adv_run_init(struct papo_adv_run *r,
    const struct papo_adv_run_opts *o, const struct papo_fields *f,
    struct papo_filter *flt);

/*
 * After papo_filter_open: the files' steps when the fields take them
 * from file paths.  -1 with e set (65) when a file does not match.
 */
int papo_adv_run_open(struct papo_adv_run *r, struct papo_err *e);

/*
 * After papo_filter_run: gather mode computes every group and writes
 * every record; contiguous mode computes and writes the last group.
 * Suspicious groups (gather mode) are noted in r->notes; with
 * strict_groups the first is an error (65) and nothing is written.
 * -1 with e set when the output fails (74; flt->out.err tells EPIPE).
 */
int papo_adv_run_finish(struct papo_adv_run *r, struct papo_err *e);

/*
 * After a run that failed (the tool stops): free what the gathered
 * records own, which the engine's memory, unscanned by LeakSanitizer,
 * holds the only pointers to.
 */
void papo_adv_run_abort(struct papo_adv_run *r);

/*
 * Instead of papo_adv_run_finish, when the run was stopped (an
 * interrupt): what was read and not written, because the groups it
 * belongs to were not complete, as a message into b ("3 records of
 * group "q1", not complete, not written (<stdin>:7 to <stdin>:9)").
 * Returns the number of such records (0: b untouched).
 */
size_t papo_adv_run_held(struct papo_adv_run *r, struct papo_buf *b);

void papo_adv_run_release(struct papo_adv_run *r);

/*
 * Without -S (o->buffer_size 0) and --contiguous: the input files
 * (argc names in argv; none: standard input) gathered in memory when
 * they are regular files whose sizes add up to less than budget bytes
 * (0 returned), else the budget, for the spilling gathering to take as
 * -S.  A pipe's size is not known: it spills past the budget (*late
 * set to 1: gathered in memory first, see spill_late), but under
 * --group-size without shards, blocks or --strict-groups, where
 * groups are written as they complete (in memory, 0).
 */
size_t papo_adv_run_budget(const struct papo_adv_run_opts *o, int argc,
    char *const *argv, size_t budget, int *late);

#endif
