/*
 * papo-judge: process rewards from an LLM judge behind any
 * OpenAI-compatible server, nothing lost.
 */
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "judge/cache.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "judge/http.h"
#include "jsonl.h"
#include "judge/judge.h"
#include "judge/judge_check.h"
#include "judge/judge_opts.h"
#include "judge/judge_session.h"
#include "judge/rubric.h"
#include "xalloc.h"

static const struct papo_opt options[] = {
	{ "endpoint", 'e', PAPO_JUDGE_OPT_ENDPOINT, "url", NULL, PAPO_OPT_MANY,
	    "server base URL ending in /v1 (repeatable; default\n"
	    "http://127.0.0.1:8000/v1)" },
	{ "model", 'm', PAPO_JUDGE_OPT_MODEL, "model", "NAME", 0,
	    "judge model (default: the one model the server serves)" },
	{ "rubric", 'r', PAPO_JUDGE_OPT_RUBRIC, "rubric", "NAME|FILE", 0,
	    "rubric: 3-tier (default), 5-tier, answer-equivalence,\n"
	    "3-tier-answer, 5-tier-answer, or a rubric file\n"
	    "(papo-rubric(5))" },
	{ "concurrency", 'c', PAPO_JUDGE_OPT_CONCURRENCY, "concurrency", "N", 0,
	    "requests in flight (64)" },
	{ "select", 0, PAPO_JUDGE_OPT_SELECT, "correct|all|wrong", "WHICH", 0,
	    "judge correct (rubric default), all or wrong records" },
	{ "think", 0, PAPO_JUDGE_OPT_THINK, "strip|keep", "WHAT", 0,
	    "strip (default) or keep the response's <think> blocks" },
	{ "swap", 0, PAPO_JUDGE_OPT_SWAP, NULL, NULL, 0,
	    "show the response before the reference (a check of the\n"
	    "judge's position bias)" },
	{ "temperature", 0, PAPO_JUDGE_OPT_TEMPERATURE, "x", NULL, 0,
	    "sampling temperature, 0 to 2 (0)" },
	{ "top-p", 0, PAPO_JUDGE_OPT_TOP_P, "x", NULL, 0,
	    "nucleus sampling, above 0 and up to 1 (1)" },
	{ "max-tokens", 0, PAPO_JUDGE_OPT_MAX_TOKENS, "n", NULL, 0,
	    "reply length cap in tokens (4096)" },
	{ "seed", 0, PAPO_JUDGE_OPT_SEED, "n", NULL, 0, "sampling seed (0)" },
	{ "reasoning-effort", 0, PAPO_JUDGE_OPT_REASONING_EFFORT, "low|medium|high",
	    "LEVEL", 0,
	    "low, medium or high (gpt-oss); not sent when unset" },
	{ "timeout", 0, PAPO_JUDGE_OPT_TIMEOUT, "s", NULL, 0,
	    "seconds for one request (600)" },
	{ "connect-timeout", 0, PAPO_JUDGE_OPT_CONNECT_TIMEOUT, "s", NULL, 0,
	    "seconds to connect (10)" },
	{ "retries", 0, PAPO_JUDGE_OPT_RETRIES, "n", NULL, 0,
	    "retries of a failed request, up to 1000 (8)" },
	{ "backoff", 0, PAPO_JUDGE_OPT_BACKOFF, "s", NULL, 0,
	    "first retry delay, doubling (1)" },
	{ "backoff-max", 0, PAPO_JUDGE_OPT_BACKOFF_MAX, "s", NULL, 0,
	    "longest retry delay, Retry-After included (60)" },
	{ "window", 0, PAPO_JUDGE_OPT_WINDOW, "n", NULL, 0,
	    "records held for in-order output, at least -c (4096)" },
	{ "cache", 0, PAPO_JUDGE_OPT_CACHE, "file", NULL, 0,
	    "judgment cache (default\n"
	    "$XDG_CACHE_HOME/papo/judge.sqlite)" },
	{ "no-cache", 0, PAPO_JUDGE_OPT_NO_CACHE, NULL, NULL, 0,
	    "neither read nor write the cache" },
	{ "cacert", 0, PAPO_JUDGE_OPT_CACERT, "file", NULL, 0,
	    "CA certificates for https endpoints" },
	{ "api-key-env", 0, PAPO_JUDGE_OPT_API_KEY_ENV, "name", NULL, 0,
	    "environment variable holding the API key\n"
	    "(default PAPO_API_KEY, then OPENAI_API_KEY)" },
	{ "keep-reply", 0, PAPO_JUDGE_OPT_KEEP_REPLY, "none|excerpt|full", "WHAT", 0,
	    "keep the judge's reply in the report (judge.reply):\n"
	    "none (default), an excerpt, or the full reply" },
	{ "transcript", 0, PAPO_JUDGE_OPT_TRANSCRIPT, NULL, NULL, 0,
	    "show the judge a chat transcript in the problem field\n"
	    "whole, not the user's question alone (verl, nemo-rl)" },
	{ "dry-run", 0, PAPO_JUDGE_OPT_DRY_RUN, NULL, NULL, 0,
	    "print the request body of each selected record instead\n"
	    "of the records; send nothing" },
	{ "shard", 0, PAPO_JUDGE_OPT_SHARD, "i/n", NULL, 0,
	    "judge and write only the records of shard I of N\n"
	    "(0 <= I < N), split by group key as papo-advantage\n"
	    "--shard splits" },
	{ "quiet", 'q', PAPO_JUDGE_OPT_QUIET, NULL, NULL, 0,
	    "no progress line, no summary" },
	{ "progress-interval", 0, PAPO_JUDGE_OPT_PROGRESS_INTERVAL, "s", NULL, 0,
	    "seconds between progress lines when standard error\n"
	    "is not a terminal (60; 0: none)" },
	{ "threads", 'j', PAPO_OPT_THREADS, "threads", "N", 0,
	    "accepted for symmetry; papo-judge uses one thread" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

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

struct tool {
	struct papo_judge_opts o;
	struct papo_cli cli;
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
	int progress;		/* a progress line is on screen */
	struct papo_judge_meter meter;
	uint64_t in_size;	/* of the whole input; 0: not known */
	int stop_sig;		/* the signal that stopped the run */
	int sigs;		/* signals acted on */
};

/* SIGINT and SIGTERM, counted by the handler, acted on by the main loop. */
static volatile sig_atomic_t signals_seen, signal_last;

static void
on_signal(int sig)
{
	signal_last = sig;
	signals_seen = signals_seen + 1;
}

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	return papo_judge_opts_set(ctx, opt, arg, from_config, e);
}

/* ---- messages ---- */

static void
clear_progress(struct tool *t)
{
	if (t->progress) {
		fputs("\r\033[K", stderr);
		t->progress = 0;
	}
}

/* The session's messages: a line on standard error. */
static void
say(void *ctx, const char *msg)
{
	clear_progress(ctx);
	papo_warnx("%s", msg);
}

/* The progress line, when one is due (papo_judge_show_due). */
static void
progress(struct tool *t)
{
	struct papo_buf b = PAPO_BUF_INIT;
	double now = papo_http_now();

	papo_judge_meter_add(&t->meter, now - t->t0,
	    t->s.st.judged + t->s.st.failed);
	if (!papo_judge_show_due(t->show, t->o.progress_interval, now,
	    t->last_progress))
		return;
	t->last_progress = now;
	papo_judge_session_progress(&t->s, now - t->t0, t->in_size, &t->meter,
	    &b);
	if (t->show == PAPO_JUDGE_SHOW_REDRAW) {
		fprintf(stderr, "\r\033[K%s: %s", papo_prog(), b.s);
		t->progress = 1;
	} else
		papo_warnx("progress: %s", b.s);
	papo_buf_release(&b);
}

/* The tool, for the engine's reports of bad lines (no context there). */
static struct tool *the_tool;

/* A bad line the input reports under -k: off the progress line. */
static void
report(const char *file, uint64_t lineno, const char *msg)
{
	if (the_tool)
		clear_progress(the_tool);
	papo_warn_line(file, lineno, msg);
}

/* ---- setup ---- */

/* The rubric and the input (standard input when no file is named). */
static void
setup_input(struct tool *t, int argc, char **argv)
{
	struct papo_buf dirs = PAPO_BUF_INIT;
	struct papo_err e;
	char exe[PATH_MAX];
	ssize_t n;

	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	papo_rubric_dirs(getenv("PAPO_RUBRIC_PATH"), exe, PAPO_DATADIR, &dirs);
	if (papo_judge_opts_rubric(&t->o, dirs.s, &t->cli.common.fields,
	    &t->rubric, &t->outs, &e) < 0)
		papo_die_err(&e);
	papo_buf_release(&dirs);
	papo_filter_init(&t->f);
	papo_judge_session_input(&t->f);
	t->f.keep_going = t->cli.common.keep_going;
	t->f.report = report;
	t->f.shard = t->o.shard;
	t->f.nshards = t->o.nshards;
	the_tool = t;
	papo_filter_fields(&t->f, &t->cli.common.fields);
	if (papo_filter_open(&t->f, argc, argv, t->cli.common.max_line,
	    &e) < 0 || papo_filter_file_steps(&t->f, &t->cli.common.fields,
	    &t->steps, &e) < 0)
		papo_die_err(&e);
	t->in_size = papo_judge_input_size(argc, argv);
}

/*
 * The cache and the HTTP client.  A key in clear text across a network
 * can be read on the way: say so.
 */
static void
setup_judge(struct tool *t)
{
	struct papo_http_opts ho;
	struct papo_buf proxy = PAPO_BUF_INIT;
	struct papo_err e;
	const char *var;
	size_t i;

	if ((t->have_cache = papo_judge_opts_cache(&t->o, &t->cache,
	    &e)) < 0)
		papo_die_err(&e);
	if (t->have_cache)
		papo_cache_set_cancel(&t->cache, &signals_seen);
	papo_judge_opts_http(&t->o, t->key, &signals_seen, &ho);
	if (papo_http_global_init(&e) < 0 || papo_http_init(&t->http, &ho,
	    &e) < 0)
		papo_die_err(&e);
	for (i = 0; ho.api_key && !t->o.dry_run && i < ho.nendpoints; i++) {
		if (!papo_http_private(ho.endpoints[i]))
			papo_warnx("the API key in %s goes to '%s' in "
			    "clear text (http://, not a loopback host): use "
			    "https:// unless the network is yours",
			    t->key_from, ho.endpoints[i]);
		else if ((var = papo_http_proxy_clear(ho.endpoints[i],
		    getenv, &proxy)) != NULL)
			papo_warnx("the API key in %s goes to '%s' through "
			    "proxy '%s' (from %s) in clear text (not https://, "
			    "not a loopback host): use an https:// endpoint, "
			    "or name the host in no_proxy", t->key_from,
			    ho.endpoints[i], proxy.s, var);
	}
	papo_buf_release(&proxy);
}

/*
 * Ask the endpoints for their models (papo_judge_check_http): a fatal
 * finding ends the program here; 0 when one answers, -1 when none does
 * (why says which and why) or a signal came.
 */
static void take_signals(struct tool *t);

static int
check(void *ctx, struct papo_buf *why)
{
	struct tool *t = ctx;
	struct papo_judge_check c;
	struct papo_err e;
	const char *line, *nl;
	int rc;

	t->checked = 1;
	papo_judge_check_init(&c);
	c.model = t->o.model;
	c.max_tokens = t->o.p.max_tokens;
	c.key_from = t->key_from;
	c.cancel = &signals_seen;
	rc = papo_judge_check_http(&c, &t->http, &e);
	for (line = c.warnings.s; line && *line; line = nl + 1) {
		nl = strchr(line, '\n');
		clear_progress(t);
		papo_warnx("%.*s", (int)(nl - line), line);
	}
	if (rc < 0)
		papo_die_err(&e);
	if (c.learnt) {
		t->o.model = c.learnt;
		t->o.p.model = t->o.model;
		c.learnt = NULL;
	}
	if (rc == PAPO_JUDGE_CHECK_DOWN)
		papo_buf_add(why, c.down.s, c.down.len);
	/* a signal cut the check short: the run stops for it, not for a
	   dead judge (a stop for a signal outranks one for the judge) */
	if (rc == PAPO_JUDGE_CHECK_CANCELLED)
		take_signals(t);
	papo_judge_check_release(&c);
	return rc == PAPO_JUDGE_CHECK_OK ? 0 : -1;
}

static void
start_session(struct tool *t)
{
	struct papo_judge_session_cfg c;

	memset(&c, 0, sizeof(c));
	papo_judge_opts_session(&t->o, &t->rubric, &c);
	c.rubric = &t->rubric;
	c.fields = &t->cli.common.fields;
	c.outputs = &t->outs;
	c.keep_going = t->cli.common.keep_going;
	c.seed = (unsigned long long)time(NULL) * 0x9E3779B97F4A7C15ULL ^
	    (unsigned long long)getpid();
	c.http = &t->http;
	c.cache = t->have_cache ? &t->cache : NULL;
	c.names = t->f.names;
	c.steps = (const char *const *)t->steps;
	c.check = check;
	c.say = say;
	c.ctx = t;
	papo_judge_session_init(&t->s, &c);
	/* a model learnt at the start needs no second check */
	if (t->checked)
		t->s.checked = 1;
}

/* ---- signals ---- */

static const char *
signal_name(int sig)
{
	return sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" :
	    "a signal";
}

/*
 * From here on SIGINT and SIGTERM stop the run cleanly: no new
 * requests, the ones in flight finish (a second signal cuts them off),
 * what can be written in order is, and the program then dies of the
 * same signal, so that the shell and scripts see an interruption (exit
 * status 130 or 143).
 */
static void
catch_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

/*
 * Act on SIGINT and SIGTERM: the first stops the run, the next one
 * cuts it off.
 */
static void
take_signals(struct tool *t)
{
	int n = signals_seen;

	if (n == t->sigs)
		return;
	t->stop_sig = signal_last;
	if (papo_judge_session_interrupt(&t->s, t->sigs > 0) &&
	    t->http.inflight > 0) {
		clear_progress(t);
		papo_warnx("interrupted by %s: no new requests; waiting for "
		    "the %d in flight (interrupt again to stop at once)",
		    signal_name(t->stop_sig), t->http.inflight);
	}
	t->sigs = n;
}

/* ---- the run ---- */

/*
 * Write what is ready (and flush).  A closed pipe ends the program
 * quietly with status 74 (papo_die_output: the cache holds every
 * judgment made); any other error is reported (74).
 */
static void
write_ready(struct tool *t, int flush)
{
	struct papo_err e;

	if (papo_judge_session_write(&t->s, &t->out, &e) == 0 &&
	    (!flush || papo_out_flush(&t->out, &e) == 0))
		return;
	clear_progress(t);
	papo_die_output(t->out.err, &e);
}

static void
run(struct tool *t)
{
	struct papo_err e;
	int fd;

	for (;;) {
		take_signals(t);
		/* take what input there is, while the window has room */
		if (papo_judge_session_pull(&t->s, &t->f, &e) < 0) {
			clear_progress(t);
			papo_die_err(&e);
		}
		papo_judge_session_collect(&t->s);
		write_ready(t, 0);
		if (papo_judge_session_finished(&t->s, t->s.in_end))
			break;
		progress(t);
		fd = -1;
		/* the window has room and the input has no full line */
		if (!t->s.in_end && papo_judge_session_room(&t->s) &&
		    (fd = papo_filter_pollfd(&t->f)) < 0)
			continue;
		/* about to wait: let the next program have what is done */
		write_ready(t, 1);
		if (papo_http_run(&t->http, 250, fd, &e) < 0)
			papo_die_err(&e);
	}
}

static void
release(struct tool *t)
{
	papo_judge_session_release(&t->s);
	papo_out_release(&t->out);
	if (t->have_cache)
		papo_cache_close(&t->cache);
	papo_http_release(&t->http);
	papo_filter_free_steps(&t->f, t->steps);
	papo_filter_release(&t->f);
	papo_judge_outputs_release(&t->outs);
	papo_rubric_release(&t->rubric);
	papo_judge_opts_release(&t->o);
	papo_cli_release(&t->cli);
}

int
main(int argc, char **argv)
{
	struct tool t;
	struct papo_err e;
	struct papo_buf down = PAPO_BUF_INIT;
	int first, status;

	papo_setprog(argv[0]);
	refuse_key_options(argc, argv);
	/* the cache and sockets must not die of a closed pipe: EPIPE is
	   handled, and a closed standard output is a quiet 74 */
	signal(SIGPIPE, SIG_IGN);
	memset(&t, 0, sizeof(t));
	papo_judge_opts_init(&t.o);
	t.cli.tool = "judge";
	t.cli.opts = options;
	t.cli.about = about;
	t.cli.handle = handle;
	t.cli.ctx = &t.o;
	if ((first = papo_cli_start(&t.cli, argc, argv)) == 0) {
		papo_judge_opts_release(&t.o);
		papo_cli_release(&t.cli);
		return 0;
	}
	if (papo_judge_opts_check(&t.o, &e) < 0 ||
	    papo_judge_api_key(t.o.key_env, getenv, &t.key, &t.key_from,
	    &e) < 0)
		papo_die_err(&e);
	setup_input(&t, argc - first, argv + first);
	setup_judge(&t);
	t.show = papo_judge_show_how(t.o.quiet, isatty(STDERR_FILENO),
	    isatty(STDOUT_FILENO));
	t.t0 = t.last_progress = papo_http_now();
	/* without a model name, the server must tell it before any key */
	if (t.o.model == NULL && check(&t, &down) < 0)
		papo_die(PAPO_EX_UNAVAILABLE, "no judge endpoint answers: %s",
		    down.s);
	papo_buf_release(&down);
	catch_signals();
	start_session(&t);
	papo_out_init(&t.out, STDOUT_FILENO, "<stdout>");

	run(&t);
	/* a signal that came in the last round (while the cache was
	   locked, say) is still the run's last word */
	take_signals(&t);

	write_ready(&t, 1);
	clear_progress(&t);
	papo_judge_session_summary(&t.s, signal_name(t.stop_sig),
	    papo_http_now() - t.t0);
	status = t.s.stop == PAPO_JUDGE_STOP_DOWN ? PAPO_EX_UNAVAILABLE :
	    t.s.st.bad ? PAPO_EX_DATAERR :
	    t.s.st.failed ? PAPO_EX_TEMPFAIL :
	    t.s.cache_broken ? PAPO_EX_IOERR : 0;
	if (t.s.stop == PAPO_JUDGE_STOP_SIGNAL)
		status = -1;
	release(&t);
	if (status < 0) {
		/* die of it, as an interrupted program does */
		signal(t.stop_sig, SIG_DFL);
		raise(t.stop_sig);
		return 128 + t.stop_sig;	/* not reached */
	}
	return status;
}
