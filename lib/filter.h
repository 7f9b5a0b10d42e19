/* SPDX-License-Identifier: MIT */
/*
 * filter.h: the record loop of every papo tool, written once: read the
 * input in batches, parse the records in parallel, hand them to the tool
 * in input order, one policy for bad lines, and the ordered writer.
 */
#ifndef PAPO_FILTER_H
#define PAPO_FILTER_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "fields.h"
#include "jsonl.h"
#include "out.h"
#include "papo.h"

/* What an input line turned out to be. */
enum papo_rec_kind {
	PAPO_REC_OK,		/* a record the tool parsed */
	PAPO_REC_BLANK,		/* white space only: not a record */
	PAPO_REC_BAD,		/* malformed, too long, or refused by the
				   tool's parse: err says why */
	PAPO_REC_OTHER,		/* another shard's (--shard): neither
				   written nor reported */
	PAPO_REC_TOOL		/* the first kind a tool may give a record
				   once it has consumed it */
};

/*
 * The head of every record.  A tool's own record type starts with a
 * struct papo_rec, and the engine keeps arrays of that type (recsize
 * bytes each).  s points into the input: it stays valid while the tool
 * is given the record (consume), and after that only in keep mode.
 */
struct papo_rec {
	const char *s;		/* the line without its terminator */
	size_t len;
	uint64_t lineno;	/* from 1 in its file */
	uint32_t file;		/* papo_filter_name(f, file) names it */
	uint8_t tlen;		/* terminator: 0, 1 ("\n") or 2 ("\r\n") */
	uint8_t kind;		/* enum papo_rec_kind */
	uint8_t shared;		/* --explode made it from a line of two or
				   more (PAPO_LINE_SHARED): its fields
				   outside the lists are the line's */
	char *err;		/* PAPO_REC_BAD: why; the engine's, freed
				   after consume */
};

/* What the engine calls; parse is required, the rest may be NULL. */
struct papo_filter_ops {
	size_t recsize;		/* the tool's record, a struct papo_rec
				   first */
	/*
	 * Parse one line into rec (its head is filled in, the rest is
	 * zero).  Runs on several threads at once, each with its own
	 * worker (f->worker[thread]); it must only read what the tool
	 * shares.  In emit mode, out gets the record's output line
	 * (without terminator) appended.  -1 with e set: the line is
	 * bad; what it appended to out is dropped.
	 */
	int (*parse)(void *tool, void *worker, struct papo_rec *rec,
	    struct papo_buf *out, struct papo_err *e);
	/*
	 * The records recs[from, to) in input order, one call at a time
	 * (on any thread, while the next batch is parsed).  Bad ones are
	 * reported already and keep kind PAPO_REC_BAD.  In keep mode recs
	 * is the array of every record so far, else the batch's.  -1 with
	 * e set stops the run.
	 */
	int (*consume)(void *tool, void *recs, size_t from, size_t to,
	    struct papo_err *e);
	/* Free what a parsed record holds when it is never consumed. */
	void (*drop)(void *tool, void *rec);
};

/*
 * Pieces of memory to write in order, writev's list, the one way the
 * engine and a tool write records straight from where they lie: a
 * piece that starts where the last one ends joins it.
 */
struct iovec;
struct papo_iovs {
	struct iovec *v;
	size_t n, cap;
};

void papo_iovs_add(struct papo_iovs *o, const void *p, size_t len);
void papo_iovs_release(struct papo_iovs *o);

/*
 * The engine.  Set the fields marked "caller" after papo_filter_init,
 * then papo_filter_open and papo_filter_run.
 */
struct papo_filter {
	/* caller */
	const struct papo_filter_ops *ops;
	void *tool;
	void **worker;		/* one per thread (papo_filter_threads) */
	int keep_going;		/* -k: pass bad lines on, go on */
	int keep;		/* every record and its line stay valid until
				   papo_filter_release (papo_filter_recs) */
	size_t unkeep;		/* keep no longer, batches of this many
				   bytes: set by a consume
				   (papo_filter_unkeep) */
	int emit;		/* the engine writes each record's output (see
				   ops->parse), and bad and blank lines as
				   they are, in input order */
	int writes;		/* the tool writes bad lines as they are
				   (implied by emit): a line over the cap
				   keeps its content under -k */
	const char *skip;	/* files of this name are not records: left
				   out, and reported (lineno 0) */
	const struct papo_beside *beside;	/* files left out, and
				   reported, beside a sibling folder's
				   (fields.h) */
	const char *repeats;	/* a file that is the one before but for
				   this member's values: left out, and
				   reported (fields.h) */
	const char *runs;	/* a file of two generations' runs of this
				   member: left out, and reported
				   (fields.h) */
	const struct papo_eval_key *eval_key;	/* a file whose first
				   record has its key is an evaluation's
				   (fields.h) */
	int columns;		/* lines are objects of lists: one record
				   per element (fields.h, columns) */
	const struct papo_path *explode;	/* --explode's lists: a line
				   is a record per element (fields.h) */
	size_t nexplode;
	int pull;		/* pull mode: papo_filter_next, for a tool with
				   an event loop of its own */
	/*
	 * --shard I/N (nshards 0: every line).  A tool's parse marks a
	 * record of another shard PAPO_REC_OTHER (papo_fields_shard_of);
	 * lines of no group (blank, too long, not JSON) are shard 0's,
	 * and the engine marks them so in the other shards.
	 */
	unsigned long shard, nshards;
	size_t batch;		/* bytes per batch (default 4 MiB) */
	size_t first;		/* bytes of the first (0: batch / 8) */
	size_t task;		/* lines per parse task (default 64) */
	/* prints a bad line's report under -k (diag.c: papo_warn_line),
	   called with report_ctx */
	void (*report)(void *ctx, const char *file, uint64_t lineno,
	    const char *msg);
	void *report_ctx;
	/*
	 * Called after each batch is consumed, in input order, with the
	 * records (lines) and bytes consumed so far and progress_ctx: the
	 * progress line (diag.c: papo_progress_note).  NULL: none.
	 */
	void (*progress)(void *ctx, uint64_t lines, uint64_t bytes);
	void *progress_ctx;
	uint64_t nlines, nbytes;	/* the engine's: consumed so far */
	/*
	 * Lines from elsewhere than files read to their end: see
	 * papo_filter_open_source.
	 */
	struct papo_filter_source {
		/* fill b as papo_input_read does; 0: the run ends here */
		long (*read)(void *src, struct papo_batch *b, size_t want,
		    struct papo_err *e);
		/* the name of file i in messages */
		const char *(*name)(const void *src, uint32_t i);
		void *src;
	} source;

	/* the engine's */
	struct papo_input in;
	struct papo_out out;	/* standard output, checked */
	const char **names;	/* file names for messages */
	char **argv;		/* the files left when some are skipped */
	char **dirs;		/* the operands with directories listed */
	int ndirs;
	int records;		/* a line other than a blank one was read */
	int said_empty;		/* "no records" was reported */
	int said_lists;		/* "no line holds the lists" was reported */
	int explode_given;	/* the lists are --explode's: said when no
				   line holds them (a preset's may not be
				   there: lm-eval's one repeat) */
	size_t nbad;		/* bad lines passed on (-k) */
	struct papo_filter_slot {
		struct papo_batch b;
	} slot[3];
	char *recs[2];		/* the records of the last two batches */
	size_t reccap[2];
	char *all;		/* keep mode: every record */
	size_t nall, allcap;	/* consumed, and room */
	size_t nparsed;		/* keep mode: records parsed */
	struct papo_buf *chunk[2];	/* emit mode: output per task */
	size_t nchunk[2], chunkcap[2];
	size_t *oend[2];	/* emit mode: end of each record's output
				   in its chunk, or SIZE_MAX: the line */
	size_t oendcap[2];
	struct papo_iovs out_iov;	/* emit mode: a batch's pieces */
	size_t pulled;		/* pull mode: lines of the batch taken */
};

/* The number of threads, hence of workers, the engine runs. */
int papo_filter_threads(void);

void papo_filter_init(struct papo_filter *f);

/*
 * Name the input (argv[0, argc), none: standard input) and check that
 * every file can be opened, so that a typo fails before any output.
 * max_line caps a line.  -1 with e set (status 66).
 */
int papo_filter_open(struct papo_filter *f, int argc, char **argv,
    size_t max_line, struct papo_err *e);

/*
 * Take the input from src instead of files (papo-stats --follow reads
 * files as they grow, lib/stats/follow.h): the engine reads batches with
 * src->read, which owns what it reads (the batch's lines point into
 * the batch's memory, or into src's until the batch is read into
 * again), and names files with src->name; max_line is the cap the
 * source applies, for messages.  Call it instead of papo_filter_open.
 * papo_filter_run then runs until src->read returns 0, and may be
 * called again for what the source has later; in pull mode
 * papo_filter_next reads from src too (its 0 is the end, 2).
 */
void papo_filter_open_source(struct papo_filter *f,
    const struct papo_filter_source *src, size_t max_line);

/*
 * Run the loop to the end of the input.  A bad line is reported through
 * f->report and passed on under f->keep_going; otherwise the run stops
 * there: every record before it is consumed (and, in emit mode,
 * written), none after it, and -1 is returned with e set to "FILE:LINE:
 * message" (status 65), whatever the batch size or thread count.  -1
 * also for a read error (74) or a consume that failed (its e).  When
 * standard input has nothing more to read yet, the records read so far
 * are consumed and the output is flushed before it waits.
 */
int papo_filter_run(struct papo_filter *f, struct papo_err *e);

/*
 * Pull mode (f->pull set before papo_filter_open): the next record,
 * parsed by ops->parse on the calling thread (worker[0]), without
 * waiting on a pipe that has nothing ready.  Returns 1 with *rec set
 * (the engine's, valid until the next call: a blank or, under -k, a bad
 * one too, reported, for the tool to pass on in its place), 0 when
 * nothing is ready (wait for papo_filter_pollfd's descriptor, or call
 * again at once when it is -1), 2 at the end of the input, or -1 with e
 * set: a bad line without -k (65, "FILE:LINE: message"), a read error.
 */
int papo_filter_next(struct papo_filter *f, void **rec, struct papo_err *e);

/* Pull mode: the descriptor to wait on before the next call, or -1. */
int papo_filter_pollfd(const struct papo_filter *f);

/*
 * A record that the tool finds bad after parsing (in consume), or a
 * whole file (lineno 0: "FILE: message"): under keep_going it is
 * reported and counted (0), else e is set as for a bad line (-1;
 * consume then returns -1).
 */
/*
 * msg with each PAPO_MSG_FILE replaced by name as the shell reads it
 * (in single quotes unless every byte is safe bare), FILE for standard
 * input; into out, at most outsz bytes with the NUL.
 */
void papo_filter_msg_file(const char *msg, const char *name, char *out,
    size_t outsz);
int papo_filter_reject(struct papo_filter *f, uint32_t file, uint64_t lineno,
    const char *msg, struct papo_err *e);

/*
 * What a line refused by the JSON parse (e's message) makes plain,
 * added to e's message: a last line with no newline cut inside a
 * string or object (cut off, or still being written?), bytes that are
 * not UTF-8 (which byte; iconv for one-byte text, a damaged line for
 * one among UTF-8; -k, unless keep_going).  For a tool that parses its
 * records itself (papo-judge's session) as the engine does.
 */
void papo_filter_line_note(const struct papo_line *l, int keep_going,
    struct papo_err *e);

/* Take what the fields say of the input: files to skip, columnar lines. */
void papo_filter_fields(struct papo_filter *f,
    const struct papo_fields *fields);

/*
 * Is path a file that skip (a preset's skip_file: alternatives split by
 * '|', each a file's name, or a folder's ending in '/') names?  The
 * alternative that names it (its length into *len), or NULL.
 */
const char *papo_filter_skipped(const char *path, const char *skip,
    size_t *len);

/*
 * The step of each input file, from its path under fields->step_file
 * (papo_fields_file_step): *steps gets an array of one string per file
 * (JSON text; NULL for a file that does not match, standard input
 * among them), freed by papo_filter_free_steps, or NULL when the step
 * is a field alone.  Returns 0.
 */
int papo_filter_file_steps(const struct papo_filter *f,
    const struct papo_fields *fields, char ***steps, struct papo_err *e);
void papo_filter_free_steps(const struct papo_filter *f, char **steps);

/* Keep mode: every record read (recsize bytes each), and their number. */
void *papo_filter_recs(struct papo_filter *f, size_t *n);
/*
 * From a consume in keep mode: keep no more, and read batches of
 * batch bytes.  The batches read from the next one on are given to
 * consume as batches (recs, 0, n), their lines valid until consumed;
 * those kept so far stay valid until papo_filter_release, and
 * papo_filter_recs no longer grows.
 */
void papo_filter_unkeep(struct papo_filter *f, size_t batch);

/* The name of input file i, for messages ("<stdin>" for standard input). */
const char *papo_filter_name(const struct papo_filter *f, uint32_t i);

/*
 * -1 with e set (65) when a file has records and none holds the field
 * of role: "FILE: no record has field 'answer' (the reference); its
 * keys are a, b, c: map it with --field answer=KEY (--field
 * answer=gts?) or --preset verl", the key and preset guessed from the
 * keys when they can be; the engine flt names file i.  Else 0.
 */
int papo_census_check(const struct papo_census *c,
    const struct papo_fields *f, enum papo_role role, const char *what,
    const struct papo_filter *flt, struct papo_err *e);

/*
 * Write a tool's own ordered output: o's pieces, after what is
 * buffered; o is emptied.  -1 with e set (74; out.err is EPIPE when the
 * reader has gone).
 */
int papo_filter_writev(struct papo_filter *f, struct papo_iovs *o,
    struct papo_err *e);

/* Flush the output: 0, or -1 with e set (74; see papo_filter_writev). */
int papo_filter_flush(struct papo_filter *f, struct papo_err *e);

void papo_filter_release(struct papo_filter *f);

#endif
