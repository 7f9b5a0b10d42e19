/* SPDX-License-Identifier: MIT */
/*
 * stats_tool.h: papo-stats from its parsed options to its output: the
 * fields it reads, its parse and consume in the record engine, its runs
 * (the operands or --run's patterns, --shard; --merge's partials) and
 * the finished runs written in the format asked.
 */
#ifndef PAPO_STATS_TOOL_H
#define PAPO_STATS_TOOL_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "fields.h"
#include "hash.h"
#include "filter.h"
#include "jsonl.h"
#include "papo.h"
#include "stats.h"
#include "stats_merge.h"
#include "stats_report.h"

struct papo_common;
struct papo_follow;

/* --format; PAPO_STATS_FMT_DEFAULT until papo_stats_tool_init picks one. */
enum papo_stats_format {
	PAPO_STATS_FMT_DEFAULT,
	PAPO_STATS_FMT_TABLE,
	PAPO_STATS_FMT_TSV,
	PAPO_STATS_FMT_JSONL,
	PAPO_STATS_FMT_SPARK,
	PAPO_STATS_FMT_PARTIAL,
	PAPO_STATS_FMT_NONE
};

/* A --run: its name and the patterns naming its files (all owned). */
struct papo_stats_runspec {
	char *name;
	char **pat;
	size_t npat, cap;
};

/*
 * What papo-stats is asked to do: its options as the command parsed
 * them (zero it first; the strings and runs are owned, freed by
 * papo_stats_opts_release).
 */
struct papo_stats_opts {
	int quiet;		/* -q: no progress line (cmd/ only) */
	enum papo_stats_format format;
	int metrics[PAPO_SM_N];	/* --metrics, when have_metrics */
	size_t nmetrics;
	int have_metrics;
	int pmetrics[PAPO_SM_N];	/* --plot-metrics, when have_pmetrics */
	size_t npmetrics;
	int have_pmetrics;
	char *by;		/* --by */
	char *plot;		/* --plot ("-": standard output) */
	char *title;		/* --title */
	double smooth;		/* --smooth, when have_smooth */
	int have_smooth;
	int summary;		/* --summary */
	long width;		/* --width, when have_width */
	int have_width;
	long group_size;	/* --group-size; 0: none */
	struct papo_stats_runspec *run;	/* --run, in order of names */
	size_t nrun, runcap;
	unsigned long shard, nshards;	/* --shard I/N; nshards 0: all */
	int merge;		/* --merge */
	char *agree;		/* --judge-agreement: the label field */
	char *swap;		/* --swap-field */
	int follow;		/* --follow */
	int estimate_length;	/* --estimate-length */
	double interval;	/* --interval, when have_interval */
	int have_interval;
};

/*
 * Add a --run NAME=FILES: FILES becomes one more pattern of run NAME,
 * made when new.  -1 with e set (64) when arg is not NAME=FILES.
 */
int papo_stats_opts_add_run(struct papo_stats_opts *o, const char *arg,
    struct papo_err *e);
void papo_stats_opts_release(struct papo_stats_opts *o);

/*
 * The columns the output has: --width, else the terminal's when fd is
 * one, else $COLUMNS, else 0 (no limit).
 */
size_t papo_stats_width(const struct papo_stats_opts *o, int fd);

/* A thread's parsing state (the engine's worker). */
struct papo_stats_worker {
	struct papo_json j;
	struct papo_stats_scratch sc;
	/* the first record without a group this worker read: "FILE:LINE:
	   field 'group' is missing; ..." (papo_fields_missing), its file
	   and line, for papo_stats_tool_group_note; empty: none */
	struct papo_buf nogroup;
	uint32_t ng_file;
	uint64_t ng_line;
};

/*
 * One invocation of papo-stats.  Set the fields marked "caller" before
 * papo_stats_tool_init; the rest is the module's (read the counts and
 * runs, change nothing).
 */
struct papo_stats_tool {
	/* caller */
	const struct papo_stats_opts *o;
	const struct papo_common *c;	/* fields, -k, --max-line */
	/* a bad line's report under -k (diag.c: papo_warn_line) */
	void (*report)(void *ctx, const char *file, uint64_t lineno,
	    const char *msg);
	/* a message for standard error, without the program's name */
	void (*say)(void *ctx, const char *msg);
	void *ctx;
	/* the engine's progress hook and its ctx (filter.h), or NULL */
	void (*progress)(void *ctx, uint64_t lines, uint64_t bytes);
	void *progress_ctx;

	/* the module's */
	enum papo_stats_format fmt;	/* the format, default resolved */
	const char *keyname;	/* the key column: --by, else "step" */
	struct papo_path by, ref, swap;
	const struct papo_path *path[PAPO_SS_N];	/* what to read */
	const char *name[PAPO_SS_N];	/* ... and its name in messages */
	size_t npath;
	struct papo_stats_worker *w;	/* one per thread */
	void **wp;		/* the workers, for the engine */
	int nw;
	int bad;		/* bad lines were passed on (-k): exit 65 */
	size_t left_out;	/* records without an advantage (no outcome),
				   not counted */
	uint64_t nrec;		/* records counted */
	uint64_t nraw;		/* ... not scored yet (--follow) */
	uint64_t nout;		/* ... with an outcome (correct or not) */
	uint64_t nkeyed;	/* ... with a row key (--by's field) */
	uint64_t ngrouped;	/* ... with a group key */
	/*
	 * Records whose correctness came from a reward's value, how many
	 * of those rewards were 1, how many neither 0 nor 1, and their
	 * range: see papo_stats_tool_scale_note.
	 */
	uint64_t nreward, nreward1, nreward_off;
	double reward_lo, reward_hi;
	struct papo_stats_run *run;	/* the runs read (_read, _merge) */
	size_t nrun;
	long *held;		/* the shards the runs hold (a partial's) */
	size_t nheld;
	unsigned long nshards;
	struct papo_stats_merge merge;	/* --merge */
	int merged;
	/*
	 * A rollout's output (papo_fields_unit) held until the next
	 * record says whether it is the rollout's last, which alone is
	 * counted; the rollouts counted (a rollout's outputs seen apart
	 * stop the run), and the outputs not counted.
	 */
	struct papo_stats_rec pend;
	uint64_t pend_unit, pend_index, pend_lineno;
	uint32_t pend_file;
	int has_pend;
	struct papo_hset units;
	uint64_t nearlier;
	/*
	 * The run's groups (their first hash) and each group's files
	 * (hashed with the file's number): a group whose records come
	 * from two files of one run (two seeds, a copy, a resumed step)
	 * is counted as one group of both files' responses, so the
	 * first such record is said (span, after the read).
	 */
	struct papo_hset gseen, gfiles;
	struct papo_buf span;	/* the first, of any run */
	/*
	 * An evaluation's records read with training records in one run
	 * (papo_fields_eval_mix: a pipe of verl's validation and
	 * rollouts), noted in input order; the first run's message.
	 */
	struct papo_eval_mix mix;
	struct papo_buf mixed;
	struct papo_buf bigger;	/* a group bigger than most of its step:
				   the first run's first, and how many */
	const char *run_name;	/* the run being read's, or NULL */
	/*
	 * A step-wise dump's trajectory being read (papo_fields_turns):
	 * its first record's group hashes, its file, its last turn's head
	 * and count, its number.
	 */
	uint64_t tghash[2], tshash;
	struct papo_fields_trajectory traj;
	/* the row of a compact rollout's outputs read last (slime) */
	struct papo_fields_siblings sib;
	/* the run being read */
	struct papo_stats *st;
	char **steps;		/* its files' steps (a step pattern) */
	const struct papo_filter *flt;
	const struct papo_follow *fw;	/* --follow: steps from its files,
					   and records may be unscored */
	/*
	 * Steps from file names that are strings (verifiers' run
	 * folders): each with the time its files were last written, so
	 * that --plot puts them in the order they were run.
	 */
	struct papo_stats_when {
		char *step;	/* JSON text of the step */
		double mtime;
	} *when;
	size_t nwhen, whencap;
};

/*
 * The engine's view of a record: the parse of each line into one
 * (papo_stats_tool_ops.parse) and its addition to t->st in input
 * order (consume), for an engine whose tool is a struct
 * papo_stats_tool.
 */
extern const struct papo_filter_ops papo_stats_tool_ops;

/*
 * Count the rollout's output the engine's consume holds (t->pend), at
 * the end of the input it was read from.
 */
void papo_stats_tool_flush(struct papo_stats_tool *t);

/*
 * Check the options against each other and against argc operands,
 * parse the field paths (--by, --judge-agreement, --swap-field), pick
 * the format (the default: table when tty, else tsv) and make a worker
 * per thread; the module's fields start from zero.  -1 with e set
 * (64) on the first option that does not fit, in the order the options
 * are checked.  t is to be released either way.
 */
int papo_stats_tool_init(struct papo_stats_tool *t, int argc, int tty,
    struct papo_err *e);
void papo_stats_tool_release(struct papo_stats_tool *t);

/*
 * After a read: when records' correctness came from a reward's value,
 * not one of those rewards was 1 and some were neither 0 nor 1 (10 and
 * 0, 0 to 100), and --correct-at was not given, write into msg (n
 * bytes) why accuracy is 0 ("no reward is 1 ... --correct-at") and
 * return 1; else 0.
 */
int papo_stats_tool_scale_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

/*
 * After a read: when records were counted, none scored by
 * papo-advantage, and not one had an outcome (r_out, acc or the
 * framework's reward: a dump whose reward is under another name, as
 * TRL's reward functions' columns), write into msg (n
 * bytes) why accuracy is empty and what to give, and return 1; else 0.
 */
/*
 * After a read with --by: when records were counted and not one had
 * the field (a name mistyped: one row of every record, keyed null),
 * write into msg (n bytes) what was read and return 1; else 0.
 */
int papo_stats_tool_by_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

int papo_stats_tool_outcome_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

/*
 * After a read: when records were counted, none scored by
 * papo-advantage, and not one had a group key (a framework's dump read
 * without its --preset), write into msg (n
 * bytes) the first such record's file, line and papo_fields_missing's
 * message (its keys, the --field or --preset to give) and the metrics
 * left empty, and return 1; else 0.
 */
int papo_stats_tool_group_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

/*
 * After a read: when a group of some run had records in two of its
 * files, the first such record (of the first such run), with the earlier file
 * and what to give instead (a --run of its own for each file), in
 * msg (n bytes), and 1; else 0.
 */
int papo_stats_tool_span_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

/*
 * After a read: when a run held an evaluation's records with training
 * records (verl's validation with its rollouts, one pipe: each file's
 * first record told none apart), the first of each by file and line
 * and what to read instead, in msg (n bytes), and 1; else 0.
 */
int papo_stats_tool_mixed_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

/*
 * After a read: when a group of some run had more records than most
 * groups of its step (papo-advantage's rule, papo_group_mode), where its
 * first record is, its size and most groups', the way out (--group-size)
 * and how many such groups, in msg (n bytes), and 1; else 0.
 */
int papo_stats_tool_merged_note(const struct papo_stats_tool *t, char *msg,
    size_t n);

/*
 * After a run is read (st not finished, f its engine, read once or
 * followed): the first group bigger than most groups of its step, and
 * how many, said in t->bigger (the first run's that has one), with
 * papo-advantage's words, for papo_stats_tool_merged_note.
 */
void papo_stats_tool_check_merged(struct papo_stats_tool *t,
    const struct papo_filter *f, const struct papo_stats *st);

/*
 * Set up engine f (papo_filter_init) on t's workers, with -k, t's
 * report, papo-stats' batch sizes, and ops (may be NULL) and ctx as its
 * tool; not yet opened.
 */
void papo_stats_tool_engine(struct papo_stats_tool *t, struct papo_filter *f,
    const struct papo_filter_ops *ops, void *ctx);

/*
 * Read the runs: one from the operands argv[0, argc) (none: standard
 * input), or each --run from its patterns expanded, into t->run, each
 * finished.  Every run's files are checked before any is read.
 * Records are parsed in parallel and added in input order, so that a
 * group's records keep their order: the results do not depend on the
 * thread count.  -1 with e set: 66 for a file that cannot be opened or
 * a pattern that matches none, 65 for a bad line without -k, 74 on a
 * read error.
 */
int papo_stats_tool_read(struct papo_stats_tool *t, int argc, char **argv,
    struct papo_err *e);

/*
 * --merge: add up the partial results of the operands (none: standard
 * input), or of each --run's files, into t->run, each finished; t's
 * key column becomes theirs.  -1 with e set as papo_stats_tool_read.
 * When the shards do not add up (papo_stats_merge_finish), a line per
 * run and N found wrong goes to t->say, t->bad is set and 1 is
 * returned (the caller decides whether to go on); else 0.
 */
int papo_stats_tool_merge(struct papo_stats_tool *t, int argc, char **argv,
    struct papo_err *e);

/*
 * Write the runs as the metric table in t->fmt (table, tsv, jsonl or
 * spark; width columns, as papo_stats_width) to out, flushed.  -1 with
 * e set (74) when out fails.
 */
int papo_stats_tool_report(const struct papo_stats_tool *t,
    const struct papo_stats_run *run, size_t nrun, size_t width,
    struct papo_out *out, struct papo_err *e);

/*
 * Draw the runs into the chart of --plot: to out when it is "-", else
 * into that file.  -1 with e set: 65 when a row key is not a number,
 * 74 when the file cannot be written or out fails.
 */
int papo_stats_tool_plot(const struct papo_stats_tool *t,
    const struct papo_stats_run *run, size_t nrun, struct papo_out *out,
    struct papo_err *e);

/*
 * The output of the runs read (papo_stats_tool_read or _merge) to out:
 * the judge-agreement report in its place, else the chart of --plot
 * and then the runs in t->fmt (a partial result holds the shards of
 * --shard, or those merged).  -1 with e set as the functions above.
 */
int papo_stats_tool_write(struct papo_stats_tool *t, size_t width,
    struct papo_out *out, struct papo_err *e);

#endif
