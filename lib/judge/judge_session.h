/* SPDX-License-Identifier: MIT */
/*
 * judge_session.h: papo-judge's records from input to output: selection,
 * the cache, requests in flight and their retries, scoring the replies,
 * and writing the records back in input order.
 */
#ifndef PAPO_JUDGE_SESSION_H
#define PAPO_JUDGE_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "cache.h"
#include "fields.h"
#include "filter.h"
#include "http.h"
#include "json.h"
#include "jsonl.h"
#include "judge.h"
#include "judge_progress.h"
#include "judge_request.h"
#include "judge_window.h"
#include "rubric.h"

/*
 * Why a run stops before its input ends; a stop for a reason listed
 * earlier takes precedence over one listed later.
 */
enum papo_judge_stop {
	PAPO_JUDGE_STOP_NONE,
	PAPO_JUDGE_STOP_SIGNAL,	/* the caller stopped it */
	PAPO_JUDGE_STOP_DOWN,	/* no endpoint takes connections */
	PAPO_JUDGE_STOP_BAD	/* a bad line, without keep_going */
};

/* What of a judge's reply a record's report keeps. */
enum papo_judge_keep {
	PAPO_JUDGE_KEEP_NONE,
	PAPO_JUDGE_KEEP_EXCERPT,	/* papo_rubric_excerpt, at most
					   PAPO_JUDGE_KEPT_EXCERPT bytes */
	PAPO_JUDGE_KEEP_FULL
};

/* Excerpts of a reply: in an error message, and kept in a report. */
#define PAPO_JUDGE_MSG_EXCERPT	200
#define PAPO_JUDGE_KEPT_EXCERPT	500

/*
 * How a session works.  Nothing here is owned by the session: every
 * pointer must outlive it.
 */
struct papo_judge_session_cfg {
	const struct papo_rubric *rubric;
	const struct papo_fields *fields;
	const struct papo_judge_outputs *outputs;
	struct papo_judge_params *params;	/* params->model may be set
						   by check */
	int select;			/* enum papo_rubric_select */
	int think;			/* enum papo_judge_think */
	int transcript;			/* show a chat transcript in the
					   problem field whole */
	int keep_reply;			/* enum papo_judge_keep */
	int follow_up;			/* ask once more, for the verdict
					   alone, after a reply without
					   one the reader recognises */
	int dry_run;			/* write request bodies; send
					   nothing */
	int keep_going;			/* bad records pass through */
	int quiet;			/* no per-record failure messages */
	long retries;
	double backoff, backoff_max;
	size_t window;			/* records held at most */
	unsigned long show_failures;	/* failures reported one by one */
	unsigned long long seed;	/* of the retry jitter; not 0 */
	struct papo_http *http;		/* NULL only in a dry run */
	struct papo_cache *cache;	/* NULL: no cache */
	const char *const *names;	/* input file names by index, for
					   messages: the engine's
					   (papo_filter.names), where
					   standard input is "<stdin>" */
	/*
	 * Each input file's step from its name (JSON text; NULL for a
	 * file without one), or NULL: a record of such a file without a
	 * step field gets one, so that the step goes on down the pipe.
	 */
	const char *const *steps;
	/*
	 * Called once, before the first request is sent: 0 when the
	 * judge answers, -1 when no endpoint does (why says which and
	 * why).  May be NULL.
	 */
	int (*check)(void *ctx, struct papo_buf *why);
	/* A message for standard error, without the program's name. */
	void (*say)(void *ctx, const char *msg);
	void *ctx;
};

/*
 * A session.  Its fields are read by the caller (counts, why it
 * stopped) and written only by the functions below.  Not shared
 * between threads.
 */
struct papo_judge_session {
	struct papo_judge_session_cfg c;
	struct papo_judge_window w;
	struct papo_judge_prompt pr;
	struct papo_json j;		/* records */
	struct papo_json rj;		/* replies */
	struct papo_cache_entry ent;
	struct papo_judge_stats st;
	unsigned long shown;		/* failures reported one by one */
	int checked;			/* check was called (or need not) */
	int cache_broken;
	int hinted;			/* the --think hint was given */
	enum papo_judge_stop stop;
	int abandoned;			/* requests in flight were cut off */
	struct papo_buf down;		/* why the judge is unavailable */
	int dead;			/* ... it answers, failing
					   (papo_http_dead) */
	uint32_t last_file;		/* the last record written */
	uint64_t last_line;
	unsigned long nostep;		/* records written without a step
					   where the fields take it from
					   file names and the name gave
					   none (standard input) */
	uint32_t nostep_file;		/* ... the first of them */
	uint64_t nostep_line;
	uint64_t in_read;		/* bytes of input taken
					   (papo_judge_session_pull) */
	int in_end;			/* ... and it is read to its end */
	unsigned long long rng;
	struct papo_buf tmp, tmp2, text, msg, excerpt;
};

/* Start a session; it dies on out-of-memory only. */
void papo_judge_session_init(struct papo_judge_session *s,
    const struct papo_judge_session_cfg *cfg);
void papo_judge_session_release(struct papo_judge_session *s);

/* 1 when another input line may be taken: no stop, and room. */
int papo_judge_session_room(const struct papo_judge_session *s);

/*
 * Take input line l of file (an index into cfg.names): pass it
 * through, answer it from the cache, or send its request.  A bad
 * record is reported through say; it stops the run unless keep_going.
 */
void papo_judge_session_intake(struct papo_judge_session *s,
    const struct papo_line *l, uint32_t file);

/*
 * Take input line l of file as it is: a line the input found bad and
 * reported already (one over the line cap, under keep_going).  It is
 * counted as bad and written back untouched.
 */
void papo_judge_session_intake_bad(struct papo_judge_session *s,
    const struct papo_line *l, uint32_t file);

/*
 * Set up f (after papo_filter_init, before papo_filter_open) as the
 * input of papo_judge_session_pull: pull mode, each record parsed by
 * the session as it takes it, a bad line written back as it is.
 */
void papo_judge_session_input(struct papo_filter *f);

/*
 * Take the records f has ready while the window has room: each is
 * taken as papo_judge_session_intake (or _intake_bad, for a line f
 * reported under keep_going) takes it; a bad line f stops at (without
 * keep_going) stops the session (papo_judge_session_bad_input).
 * Counts the bytes taken (in_read) and sets in_end at the end of the
 * input.  -1 with e set when f cannot be read (74).
 */
int papo_judge_session_pull(struct papo_judge_session *s,
    struct papo_filter *f, struct papo_err *e);

/* The input could not give a line (e says why): report it and stop. */
void papo_judge_session_bad_input(struct papo_judge_session *s,
    const struct papo_err *e);

/* Score, retry or fail every request the client has finished. */
void papo_judge_session_collect(struct papo_judge_session *s);

/*
 * Write the finished records at the head of the window to out, in
 * order.  -1 with e set when out fails (out->err holds the errno).
 */
int papo_judge_session_write(struct papo_judge_session *s,
    struct papo_out *out, struct papo_err *e);

/*
 * Append record r (PASS, DONE or DRY) to out as it is written, with
 * its terminator (a dry run's body is released).
 */
void papo_judge_session_render(struct papo_judge_session *s,
    struct papo_judge_rec *r, struct papo_buf *out);

/*
 * Stop: take no more input.  Unless why is BAD, no new request is
 * sent either (queued ones and retries waiting for their time are
 * withdrawn); requests in flight may finish, and their judgments are
 * kept.
 */
void papo_judge_session_stop(struct papo_judge_session *s,
    enum papo_judge_stop why);

/* Cut the requests in flight off too: stop at once. */
void papo_judge_session_abandon(struct papo_judge_session *s);

/*
 * A signal to stop (again: not the first one).  The first, while the
 * run goes on, stops it (papo_judge_session_stop, SIGNAL) and returns
 * 1: the requests in flight may finish.  Another one, or one that
 * comes once the run has stopped for another reason, cuts them off too
 * (papo_judge_session_abandon) and returns 0.
 */
int papo_judge_session_interrupt(struct papo_judge_session *s, int again);

/* Records read and not written. */
size_t papo_judge_session_held(const struct papo_judge_session *s);

/*
 * 1 when the session has nothing left to do: the input ended (end)
 * and every record is written, or it stopped and no request is
 * pending.
 */
int papo_judge_session_finished(const struct papo_judge_session *s,
    int end);

/*
 * Append the progress line of the run so far (papo_judge_progress) to
 * out: elapsed seconds since the start, in_size the size of the whole
 * input in bytes (0: not known; papo_judge_input_size), m the recent
 * pace.
 */
void papo_judge_session_progress(const struct papo_judge_session *s,
    double elapsed, uint64_t in_size, const struct papo_judge_meter *m,
    struct papo_buf *out);

/*
 * Say (through cfg.say) how the run ended, once it is finished.  When
 * a signal (signame names it: "SIGINT") or a dead judge stopped it:
 * what was written, what was read and not written, and how to resume
 * (said even when quiet: it is the run's error message).  Else, unless
 * quiet or a bad line stopped it (that line's message is the last
 * word): for a dry run, the records and requests written; for a run,
 * how many failures were not reported one by one, then the summary
 * (papo_judge_summary over elapsed seconds).
 */
void papo_judge_session_summary(struct papo_judge_session *s,
    const char *signame, double elapsed);

/* The name of input file i for messages (cfg.names[i]). */
const char *papo_judge_session_file(const struct papo_judge_session *s,
    uint32_t i);

#endif
