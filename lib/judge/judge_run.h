/* SPDX-License-Identifier: MIT */
/*
 * judge_run.h: a papo-judge run from its settings to its exit status:
 * the rubric and the input, the cache and the HTTP client, the model
 * check, the session and its event loop, signals acted on.  The
 * command keeps the printing, the signal handler and the exit.
 */
#ifndef PAPO_JUDGE_RUN_H
#define PAPO_JUDGE_RUN_H

#include <signal.h>
#include <stdint.h>

#include "buf.h"
#include "cache.h"
#include "cli.h"
#include "filter.h"
#include "http.h"
#include "jsonl.h"
#include "judge_opts.h"
#include "judge_progress.h"
#include "judge_session.h"
#include "papo.h"
#include "rubric.h"

/* What the run prints through: the command's. */
struct papo_judge_run_io {
	/* a line for standard error, without the program's name */
	void (*say)(void *ctx, const char *msg);
	/* the progress line (text without a newline): drawn over the last
	   one when redraw, else a line of its own */
	void (*progress)(void *ctx, const char *text, int redraw);
	/* take a progress line drawn over off the screen */
	void (*clear)(void *ctx);
	/* a bad line's report (struct papo_filter's report) */
	void (*report)(void *ctx, const char *file, uint64_t lineno,
	    const char *msg);
	void *ctx;
};

struct papo_judge_run {
	/* the caller's */
	struct papo_judge_opts *o;
	const struct papo_common *common;
	struct papo_judge_run_io io;
	/* SIGINT and SIGTERM as the handler counts them: how many, and the
	   last one's number */
	const volatile sig_atomic_t *signals, *signal_last;
	const char *exe;	/* the program's file (rubrics beside it) */
	const char *rubric_path;	/* $PAPO_RUBRIC_PATH, or NULL */
	char *(*getenv)(const char *);	/* the environment */
	int tty_err, tty_out;	/* standard error, output are terminals */
	int out_fd;		/* where the records go */

	/* the run's */
	struct papo_rubric rubric;
	struct papo_judge_outputs outs;
	struct papo_filter f;	/* the input, pulled a record at a time */
	char **steps;		/* each file's step from its name, or NULL */
	struct papo_out out;
	struct papo_http http;
	struct papo_cache cache;
	int have_cache;
	const char *key;	/* the API key, or NULL */
	const char *key_from;	/* ... the variable it came from */
	int checked;		/* the servers were asked for their models */
	struct papo_judge_session s;
	double t0, last_progress;
	enum papo_judge_show show;
	struct papo_judge_meter meter;
	uint64_t in_size;	/* of the whole input; 0: not known */
	int stop_sig;		/* the signal that stopped the run */
	int sigs;		/* signals acted on */
	struct papo_err fatal;	/* a fatal finding of the model check */
	int out_failed;		/* the error is the output's (see
				   papo_judge_run_loop) */
	int started;		/* the session was started */
	int die_of;		/* the signal that stopped the run, which
				   the program dies of; 0: none */
};

/*
 * Set up r (its caller's fields filled, the rest zero): the settings
 * checked (papo_judge_opts_check), the API key, the rubric, the input
 * (argc files of argv, standard input when none), the cache, the HTTP
 * client (a key about to cross a network in clear text is said through
 * io.say), and, without a model name, the model asked of the server,
 * then the session.  -1 with e set: the status is the exit status (69:
 * no endpoint answers), and the caller exits: papo_judge_run_release
 * is for a run set up.
 */
int papo_judge_run_setup(struct papo_judge_run *r, int argc, char **argv,
    struct papo_err *e);

/*
 * Set up r as papo_judge_run_setup does, for --serve: no input (the
 * requests bring the records; the session names them "<request>"), a
 * session that never stops for a bad record, the model asked of the
 * server at the start when none is named.  -1 with e set as
 * papo_judge_run_setup's.
 */
int papo_judge_run_serve(struct papo_judge_run *r, struct papo_err *e);

/*
 * The event loop to the end of the input or a stop (a signal, the
 * judge down, a bad line), writing records in order as they are ready
 * and the progress line when due.  -1 with e set on an error that ends
 * the program at once; r->out_failed then says it is the output's
 * (r->out.err holds its errno: a closed pipe is a quiet 74).
 */
int papo_judge_run_loop(struct papo_judge_run *r, struct papo_err *e);

/*
 * After the loop: what is left written and flushed (-1 with e set as
 * papo_judge_run_loop's), the summary said, and the exit status: 0,
 * 69, 65, 75 or 74; when a signal stopped the run, r->die_of is its
 * number and the caller dies of it instead.
 */
int papo_judge_run_finish(struct papo_judge_run *r, struct papo_err *e);

/* Free what the run holds (not o, not common). */
void papo_judge_run_release(struct papo_judge_run *r);

/* SIGINT's and SIGTERM's names in messages. */
const char *papo_judge_signal_name(int sig);

#endif
