/* SPDX-License-Identifier: MIT */
/*
 * papo-judge: process rewards from an LLM judge behind any
 * OpenAI-compatible server, nothing lost.
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "judge/judge_opts.h"
#include "judge/judge_run.h"
#include "judge/judge_serve.h"
#include "serve.h"
#include "server/server.h"

#define OPTS struct papo_judge_opts

static const struct papo_opt options[] = {
	{ "endpoint", 'e', PAPO_JUDGE_OPT_ENDPOINT, "url", NULL, PAPO_OPT_MANY,
	    "server base URL ending in /v1 (repeatable; default\n"
	    "http://127.0.0.1:8000/v1)" },
	{ "model", 'm', PAPO_JUDGE_OPT_MODEL, "model", "NAME", 0,
	    "judge model (default: the one model the server serves)" },
	{ "rubric", 'r', PAPO_JUDGE_OPT_RUBRIC, "rubric", "NAME|FILE", 0,
	    "rubric: 3-tier (default), 5-tier, answer-equivalence,\n"
	    "3-tier-answer, 5-tier-answer, 3-tier-noref, or a\n"
	    "rubric file\n"
	    "(papo-rubric(5))" },
	{ "concurrency", 'c', PAPO_JUDGE_OPT_CONCURRENCY, "concurrency", "N", 0,
	    "requests in flight (64)",
	    PAPO_VAL_LONG(OPTS, concurrency, 1, 65536) },
	{ "select", 0, PAPO_JUDGE_OPT_SELECT, "correct|all|wrong", "WHICH", 0,
	    "judge correct (rubric default), all or wrong records",
	    PAPO_VAL_ENUM(OPTS, select, papo_judge_select_names, 0) },
	{ "think", 0, PAPO_JUDGE_OPT_THINK, "strip|keep", "WHAT", 0,
	    "strip (default) or keep the response's <think> blocks",
	    PAPO_VAL_ENUM(OPTS, think, papo_judge_think_names, 0) },
	{ "swap", 0, PAPO_JUDGE_OPT_SWAP, NULL, NULL, 0,
	    "show the response before the reference (a check of the\n"
	    "judge's position bias)", PAPO_VAL_FLAG(OPTS, swap) },
	{ "temperature", 0, PAPO_JUDGE_OPT_TEMPERATURE, "x", NULL, 0,
	    "sampling temperature, 0 to 2 (0)",
	    PAPO_VAL_DOUBLE(OPTS, p.temperature, 0, 2, 0) },
	{ "top-p", 0, PAPO_JUDGE_OPT_TOP_P, "x", NULL, 0,
	    "nucleus sampling, above 0 and up to 1 (1)",
	    PAPO_VAL_DOUBLE(OPTS, p.top_p, 0, 1, PAPO_T_LO_OPEN) },
	{ "max-tokens", 0, PAPO_JUDGE_OPT_MAX_TOKENS, "n", NULL, 0,
	    "reply length cap in tokens (4096)",
	    PAPO_VAL_LONG(OPTS, p.max_tokens, 1, HUGE_VAL) },
	{ "seed", 0, PAPO_JUDGE_OPT_SEED, "n", NULL, 0, "sampling seed (0)",
	    PAPO_VAL_LONG(OPTS, p.seed, 0, HUGE_VAL) },
	{ "reasoning-effort", 0, PAPO_JUDGE_OPT_REASONING_EFFORT,
	    "low|medium|high", "LEVEL", 0,
	    "low, medium or high (gpt-oss); not sent when unset",
	    PAPO_VAL_ENUM(OPTS, effort, papo_judge_effort_names, 0) },
	{ "timeout", 0, PAPO_JUDGE_OPT_TIMEOUT, "s", NULL, 0,
	    "seconds for one request, at most a day (600)",
	    PAPO_VAL_DOUBLE(OPTS, timeout, 0, 86400, PAPO_T_LO_OPEN) },
	{ "connect-timeout", 0, PAPO_JUDGE_OPT_CONNECT_TIMEOUT, "s", NULL, 0,
	    "seconds to connect, at most a day (10)",
	    PAPO_VAL_DOUBLE(OPTS, connect_timeout, 0, 86400,
	    PAPO_T_LO_OPEN) },
	{ "retries", 0, PAPO_JUDGE_OPT_RETRIES, "n", NULL, 0,
	    "retries of a failed request, up to 1000 (8)",
	    PAPO_VAL_LONG(OPTS, retries, 0, 1000) },
	{ "backoff", 0, PAPO_JUDGE_OPT_BACKOFF, "s", NULL, 0,
	    "first retry delay, doubling (1)",
	    PAPO_VAL_DOUBLE(OPTS, backoff, 0, HUGE_VAL, 0) },
	{ "backoff-max", 0, PAPO_JUDGE_OPT_BACKOFF_MAX, "s", NULL, 0,
	    "longest retry delay, Retry-After included (60)",
	    PAPO_VAL_DOUBLE(OPTS, backoff_max, 0, HUGE_VAL, 0) },
	{ "window", 0, PAPO_JUDGE_OPT_WINDOW, "n", NULL, 0,
	    "records held for in-order output, at least -c (4096)",
	    PAPO_VAL_LONG(OPTS, window, 1, 1L << 24) },
	{ "cache", 0, PAPO_JUDGE_OPT_CACHE, "file", NULL, PAPO_OPT_CALL,
	    "judgment cache (default\n"
	    "$XDG_CACHE_HOME/papo/judge.sqlite)",
	    PAPO_VAL_STRING(OPTS, cache) },
	{ "no-cache", 0, PAPO_JUDGE_OPT_NO_CACHE, NULL, NULL, 0,
	    "neither read nor write the cache" },
	{ "no-follow-up", 0, PAPO_JUDGE_OPT_NO_FOLLOW_UP, NULL, NULL, 0,
	    "after a reply with no verdict the reader recognises,\n"
	    "do not ask once more for the verdict alone",
	    PAPO_VAL_FLAG(OPTS, no_follow_up) },
	{ "cacert", 0, PAPO_JUDGE_OPT_CACERT, "file", NULL, 0,
	    "CA certificates for https endpoints",
	    PAPO_VAL_STRING(OPTS, cacert) },
	{ "api-key-env", 0, PAPO_JUDGE_OPT_API_KEY_ENV, "name", NULL, 0,
	    "environment variable holding the API key\n"
	    "(default PAPO_API_KEY, then OPENAI_API_KEY)" },
	{ "keep-reply", 0, PAPO_JUDGE_OPT_KEEP_REPLY, "none|excerpt|full",
	    "WHAT", 0,
	    "keep the judge's reply in the report (judge.reply):\n"
	    "none (default), an excerpt, or the full reply",
	    PAPO_VAL_ENUM(OPTS, keep_reply, papo_judge_keep_names, 0) },
	{ "transcript", 0, PAPO_JUDGE_OPT_TRANSCRIPT, NULL, NULL, 0,
	    "show the judge a chat transcript in the problem field\n"
	    "whole, not the user's question alone (verl, nemo-rl)",
	    PAPO_VAL_FLAG(OPTS, transcript) },
	{ "dry-run", 0, PAPO_JUDGE_OPT_DRY_RUN, NULL, NULL, 0,
	    "print the request body of each selected record instead\n"
	    "of the records; send nothing", PAPO_VAL_FLAG(OPTS, dry_run) },
	PAPO_OPT_ROW_SHARD(PAPO_JUDGE_OPT_SHARD),
	PAPO_SERVE_ROWS(OPTS, srv, PAPO_JUDGE_OPT_SERVE),
	{ "deadline", 0, PAPO_JUDGE_OPT_DEADLINE, "seconds", NULL,
	    PAPO_OPT_CALL,
	    "--serve: reply within SECONDS (50); a judgment not in\n"
	    "by then is r_proc null (error deadline), cached later",
	    PAPO_VAL_DOUBLE(OPTS, srv.deadline, 0, 3600, PAPO_T_LO_OPEN) },
	{ "quiet", 'q', PAPO_JUDGE_OPT_QUIET, NULL, NULL, 0,
	    "no progress line, no summary", PAPO_VAL_FLAG(OPTS, quiet) },
	{ "progress-interval", 0, PAPO_JUDGE_OPT_PROGRESS_INTERVAL, "s", NULL,
	    0,
	    "seconds between progress lines when standard error\n"
	    "is not a terminal (60; 0: none)",
	    PAPO_VAL_DOUBLE(OPTS, progress_interval, 0, HUGE_VAL, 0) },
	{ "threads", 'j', PAPO_OPT_THREADS, "threads", "N", 0,
	    "accepted for symmetry; papo-judge uses one thread" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

#undef OPTS

/*
 * The API key never comes from the command line (other users see it
 * there).  getopt takes "--api-key VALUE" for an abbreviation of
 * --api-key-env and echoes VALUE in its complaint: refuse every
 * abbreviation of that option, and --api-key itself, before getopt
 * sees them, naming the option without its value.
 */
static void
refuse_key_options(int argc, char **argv)
{
	static const char full[] = "--api-key-env";
	size_t n;
	int i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			break;
		if (strncmp(argv[i], "--api", 5) != 0)
			continue;
		n = strcspn(argv[i], "=");
		if (n == sizeof(full) - 1 && strncmp(argv[i], full, n) == 0) {
			i += argv[i][n] == '\0';	/* its value */
			continue;
		}
		if (n == 9 && strncmp(argv[i], "--api-key", 9) == 0)
			papo_die(PAPO_EX_USAGE, "--api-key is not an option: "
			    "the key is read from PAPO_API_KEY (or "
			    "OPENAI_API_KEY, or the variable --api-key-env "
			    "names), never from the command line");
		if (n < sizeof(full) - 1 && strncmp(argv[i], full, n) == 0)
			papo_die(PAPO_EX_USAGE, "option '%.*s' must be written "
			    "in full: --api-key-env", (int)n, argv[i]);
	}
}

static const char about[] =
    "Ask an LLM judge to grade each selected record against a rubric and "
    "write the\n"
    "score (r_proc) and a report object (judge) into the record.\n";

/*
 * SIGINT and SIGTERM, counted by the handler, acted on by the run.  A
 * write to the output that blocks (a pipe nobody reads) is interrupted
 * (no SA_RESTART; SIGURG to the thread writing when the signal came to
 * another), and the output, told of the stop, then abandons it.
 */
static volatile sig_atomic_t signals_seen, signal_last;
static struct papo_out *signal_out;	/* the output, to interrupt */

static void
on_signal(int sig)
{
	signal_last = sig;
	signals_seen = signals_seen + 1;
	if (signal_out != NULL && signal_out->writing &&
	    !pthread_equal(signal_out->writer, pthread_self()))
		pthread_kill(signal_out->writer, SIGURG);
}

/* SIGURG: only to interrupt a write (on_signal), nothing to do. */
static void
on_urg(int sig)
{
	(void)sig;
}

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	return papo_judge_opts_set(ctx, opt, arg, from_config, e);
}

/* ---- messages ---- */

static int progress_shown;	/* a progress line is on screen */

static void
clear_progress(void *ctx)
{
	(void)ctx;
	if (progress_shown) {
		fputs("\r\033[K", stderr);
		progress_shown = 0;
	}
}

/* The run's messages: a line on standard error. */
static void
say(void *ctx, const char *msg)
{
	clear_progress(ctx);
	papo_warnx("%s", msg);
}

/* The progress line: drawn over the last one on a terminal. */
static void
progress(void *ctx, const char *text, int redraw)
{
	(void)ctx;
	if (redraw) {
		fprintf(stderr, "\r\033[K%s: %s", papo_prog(), text);
		progress_shown = 1;
	} else
		papo_warnx("progress: %s", text);
}

/* A bad line the input reports under -k: off the progress line. */
static void
report(void *ctx, const char *file, uint64_t lineno, const char *msg)
{
	clear_progress(ctx);
	papo_warn_line(ctx, file, lineno, msg);
}

/*
 * From here on SIGINT and SIGTERM stop the run cleanly: no new
 * requests, the ones in flight finish (a second signal cuts them off),
 * what can be written in order is, and the program then dies of the
 * same signal, so that the shell and scripts see an interruption (exit
 * status 130 or 143).  No SA_RESTART: a write that waits on a reader
 * returns, and the output abandons it (r->out.stop).
 */
static void
catch_signals(struct papo_out *out)
{
	struct sigaction sa;

	signal_out = out;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sa.sa_handler = on_urg;
	sigaction(SIGURG, &sa, NULL);
}

/* The server's messages. */
static void
say_line(const char *msg)
{
	say(NULL, msg);
}

/*
 * --serve: no files; requests until SIGTERM, judged by the run's
 * engine on a thread of its own.  Returns the exit status.
 */
static int
serve(struct papo_judge_run *r, struct papo_cli *cli, int nfiles)
{
	struct papo_judge_serve js;
	struct papo_err e;
	int rc;

	if (nfiles > 0)
		papo_die(PAPO_EX_USAGE, "--serve reads no files: requests "
		    "bring the records");
	if (r->o->dry_run)
		papo_die(PAPO_EX_USAGE, "--dry-run sends nothing: it cannot "
		    "--serve");
	/* the address before the model check: a bad one is a usage error */
	if (papo_server_check_listen(r->o->srv.listen, &e) < 0 ||
	    papo_judge_run_serve(r, &e) < 0 ||
	    papo_judge_serve_start(&js, r, cli->common.keep_going,
	    cli->common.max_line, r->o->srv.deadline, &e) < 0)
		papo_die_err(&e);
	rc = papo_server_run(&r->o->srv, &js.tool, say_line, &e);
	papo_judge_serve_stop(&js, 30);
	papo_judge_run_release(r);
	papo_judge_opts_release(r->o);
	papo_cli_release(cli);
	if (rc < 0)
		papo_die_err(&e);
	return 0;
}

/*
 * A failed write of the output: a closed pipe is a quiet 74; a write
 * abandoned after a signal (nobody read the output) dies of the
 * signal, the cache closed with what it holds.
 */
static _Noreturn void
die_run(struct papo_judge_run *r, const struct papo_err *e)
{
	int sig = signal_last;

	clear_progress(NULL);
	if (r->out_failed && r->out.err == EINTR && signals_seen > 0) {
		papo_warnx("interrupted by %s: %s; what was not written is "
		    "lost", papo_judge_signal_name(sig), e->msg);
		papo_judge_run_release(r);
		signal(sig, SIG_DFL);
		raise(sig);
		exit(128 + sig);
	}
	if (r->out_failed)
		papo_die_output(r->out.err, e);
	papo_die_err(e);
}

int
main(int argc, char **argv)
{
	struct papo_judge_opts o;
	struct papo_cli cli;
	struct papo_judge_run r;
	struct papo_err e;
	char exe[PATH_MAX];
	ssize_t n;
	int first, status, sig;

	papo_setprog(argv[0]);
	refuse_key_options(argc, argv);
	/* the cache and sockets must not die of a closed pipe: EPIPE is
	   handled, and a closed standard output is a quiet 74 */
	signal(SIGPIPE, SIG_IGN);
	memset(&cli, 0, sizeof(cli));
	papo_judge_opts_init(&o);
	cli.tool = "judge";
	cli.opts = options;
	cli.about = about;
	cli.handle = handle;
	cli.ctx = &o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_judge_opts_release(&o);
		papo_cli_release(&cli);
		return 0;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	memset(&r, 0, sizeof(r));
	r.o = &o;
	r.common = &cli.common;
	r.io.say = say;
	r.io.progress = progress;
	r.io.clear = clear_progress;
	r.io.report = report;
	r.signals = &signals_seen;
	r.signal_last = &signal_last;
	r.exe = exe;
	r.rubric_path = getenv("PAPO_RUBRIC_PATH");
	r.getenv = getenv;
	r.tty_err = isatty(STDERR_FILENO);
	r.tty_out = isatty(STDOUT_FILENO);
	r.out_fd = STDOUT_FILENO;
	if (papo_serve_unused(&o.srv, &e) > 0)
		papo_warnx("%s", e.msg);
	if (o.srv.listen != NULL)
		return serve(&r, &cli, argc - first);
	if (papo_judge_run_setup(&r, argc - first, argv + first, &e) < 0) {
		/* closed, so that the cache leaves no -wal and -shm files
		   beside it (e is the caller's, not r's) */
		papo_judge_run_release(&r);
		papo_die_err(&e);
	}
	catch_signals(&r.out);
	if (papo_judge_run_loop(&r, &e) < 0 ||
	    (status = papo_judge_run_finish(&r, &e)) < 0)
		die_run(&r, &e);
	sig = r.die_of;
	papo_judge_run_release(&r);
	papo_judge_opts_release(&o);
	papo_cli_release(&cli);
	if (sig != 0) {
		/* die of it, as an interrupted program does */
		signal(sig, SIG_DFL);
		raise(sig);
		return 128 + sig;	/* not reached */
	}
	return status;
}
