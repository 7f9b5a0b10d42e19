/*
 * papo-judge: process rewards from an LLM judge behind any
 * OpenAI-compatible server, nothing lost.
 */
#include <sys/stat.h>

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "cache.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "http.h"
#include "jsonl.h"
#include "judge.h"
#include "judge_check.h"
#include "judge_request.h"
#include "judge_session.h"
#include "rubric.h"
#include "xalloc.h"

enum {
	OPT_ENDPOINT = 'e',
	OPT_MODEL = 'm',
	OPT_RUBRIC = 'r',
	OPT_CONCURRENCY = 'c',
	OPT_QUIET = 'q',
	OPT_SELECT = PAPO_OPT_TOOL,
	OPT_TEMPERATURE,
	OPT_TOP_P,
	OPT_MAX_TOKENS,
	OPT_SEED,
	OPT_REASONING_EFFORT,
	OPT_TIMEOUT,
	OPT_CONNECT_TIMEOUT,
	OPT_RETRIES,
	OPT_BACKOFF,
	OPT_BACKOFF_MAX,
	OPT_WINDOW,
	OPT_CACHE,
	OPT_NO_CACHE,
	OPT_CACERT,
	OPT_API_KEY_ENV,
	OPT_DRY_RUN,
	OPT_THINK,
	OPT_KEEP_REPLY,
	OPT_PROGRESS_INTERVAL,
	OPT_SWAP
};

static const struct papo_opt options[] = {
	{ "endpoint", 'e', OPT_ENDPOINT, "url", NULL, PAPO_OPT_MANY,
	    "server base URL ending in /v1 (repeatable; default\n"
	    "http://127.0.0.1:8000/v1)" },
	{ "model", 'm', OPT_MODEL, "model", "NAME", 0,
	    "judge model (default: the one model the server serves)" },
	{ "rubric", 'r', OPT_RUBRIC, "rubric", "NAME|FILE", 0,
	    "rubric: 3-tier (default), 5-tier, answer-equivalence,\n"
	    "3-tier-answer, 5-tier-answer, or a rubric file\n"
	    "(papo-rubric(5))" },
	{ "concurrency", 'c', OPT_CONCURRENCY, "concurrency", "N", 0,
	    "requests in flight (64)" },
	{ "select", 0, OPT_SELECT, "correct|all|wrong", "WHICH", 0,
	    "judge correct (rubric default), all or wrong records" },
	{ "think", 0, OPT_THINK, "strip|keep", "WHAT", 0,
	    "strip (default) or keep the response's <think> blocks" },
	{ "swap", 0, OPT_SWAP, NULL, NULL, 0,
	    "show the response before the reference (a check of the\n"
	    "judge's position bias)" },
	{ "temperature", 0, OPT_TEMPERATURE, "x", NULL, 0,
	    "sampling temperature, 0 to 2 (0)" },
	{ "top-p", 0, OPT_TOP_P, "x", NULL, 0,
	    "nucleus sampling, above 0 and up to 1 (1)" },
	{ "max-tokens", 0, OPT_MAX_TOKENS, "n", NULL, 0,
	    "reply length cap in tokens (4096)" },
	{ "seed", 0, OPT_SEED, "n", NULL, 0, "sampling seed (0)" },
	{ "reasoning-effort", 0, OPT_REASONING_EFFORT, "low|medium|high",
	    "LEVEL", 0,
	    "low, medium or high (gpt-oss); not sent when unset" },
	{ "timeout", 0, OPT_TIMEOUT, "s", NULL, 0,
	    "seconds for one request (600)" },
	{ "connect-timeout", 0, OPT_CONNECT_TIMEOUT, "s", NULL, 0,
	    "seconds to connect (10)" },
	{ "retries", 0, OPT_RETRIES, "n", NULL, 0,
	    "retries of a failed request, up to 1000 (8)" },
	{ "backoff", 0, OPT_BACKOFF, "s", NULL, 0,
	    "first retry delay, doubling (1)" },
	{ "backoff-max", 0, OPT_BACKOFF_MAX, "s", NULL, 0,
	    "longest retry delay, Retry-After included (60)" },
	{ "window", 0, OPT_WINDOW, "n", NULL, 0,
	    "records held for in-order output, at least -c (4096)" },
	{ "cache", 0, OPT_CACHE, "file", NULL, 0,
	    "judgment cache (default\n"
	    "$XDG_CACHE_HOME/papo/judge.sqlite)" },
	{ "no-cache", 0, OPT_NO_CACHE, NULL, NULL, 0,
	    "neither read nor write the cache" },
	{ "cacert", 0, OPT_CACERT, "file", NULL, 0,
	    "CA certificates for https endpoints" },
	{ "api-key-env", 0, OPT_API_KEY_ENV, "name", NULL, 0,
	    "environment variable holding the API key\n"
	    "(default PAPO_API_KEY, then OPENAI_API_KEY)" },
	{ "keep-reply", 0, OPT_KEEP_REPLY, "none|excerpt|full", "WHAT", 0,
	    "keep the judge's reply in the report (judge.reply):\n"
	    "none (default), an excerpt, or the full reply" },
	{ "dry-run", 0, OPT_DRY_RUN, NULL, NULL, 0,
	    "print the request body of each selected record instead\n"
	    "of the records; send nothing" },
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, 0,
	    "no progress line, no summary" },
	{ "progress-interval", 0, OPT_PROGRESS_INTERVAL, "s", NULL, 0,
	    "seconds between progress lines when standard error\n"
	    "is not a terminal (60; 0: none)" },
	{ "threads", 'j', PAPO_OPT_THREADS, "threads", "N", 0,
	    "accepted for symmetry; papo-judge uses one thread" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

static const char about[] =
    "Ask an LLM judge to grade each selected record against a rubric and "
    "write the\n"
    "score (r_proc) and a report object (judge) into the record.\n";

#define DEFAULT_ENDPOINT "http://127.0.0.1:8000/v1"
#define MAX_REPLY ((size_t)64 << 20)
#define SHOW_FAILURES 10

struct opts {
	char **endpoints;
	size_t nendpoints, epcap;
	int endpoints_from_cli;
	char *model;
	char *rubric;
	long concurrency;
	int select;		/* -1: the rubric's */
	struct papo_judge_params p;
	char *effort;
	double timeout, connect_timeout;
	long retries;
	double backoff, backoff_max;
	long window;
	char *cache;
	int no_cache;
	char *cacert;
	char *key_env;
	int dry_run;
	int quiet;
	int think;		/* enum papo_judge_think */
	int keep_reply;		/* enum papo_judge_keep */
	int swap;		/* the response before the reference */
	double progress_interval;
};

struct tool {
	struct opts o;
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
	int progress;		/* a progress line is on screen */
	int tty;		/* progress redrawn on a terminal */
	int plain;		/* ... or a plain line now and then */
	struct papo_judge_meter meter;
	uint64_t in_read;	/* bytes of input taken */
	uint64_t in_size;	/* of the whole input; 0: not known */
	int in_end;		/* the input is read to its end */
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

/* Keywords of --select, in the order of their enum. */
static const char *const select_names[] = {
	[PAPO_RUBRIC_CORRECT] = "correct", [PAPO_RUBRIC_ALL] = "all",
	[PAPO_RUBRIC_WRONG] = "wrong", NULL
};
static const char *const effort_names[] = { "low", "medium", "high", NULL };
/* Keywords of --think, in the order of enum papo_judge_think. */
static const char *const think_names[] = { "strip", "keep", NULL };
/* Keywords of --keep-reply, in the order of enum papo_judge_keep. */
static const char *const keep_names[] = { "none", "excerpt", "full", NULL };

/*
 * Numbers are read here and their ranges checked once every option is
 * in (check_ranges), where the message can give the range, and the
 * range of --window can depend on --concurrency.
 */
static int
number(const char *arg, const char *opt, double *out, struct papo_err *e)
{
	if (papo_parse_double(arg, out) < 0)
		return papo_err_set(e, PAPO_EX_USAGE,
		    "invalid value '%s' for --%s", arg, opt);
	return 0;
}

static int
count(const char *arg, const char *opt, long *out, struct papo_err *e)
{
	if (papo_parse_long(arg, LONG_MIN, LONG_MAX, out) < 0)
		return papo_err_set(e, PAPO_EX_USAGE,
		    "invalid value '%s' for --%s", arg, opt);
	return 0;
}

static void
set_str(char **dst, const char *v)
{
	free(*dst);
	*dst = papo_xstrdup(v);
}

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct opts *o = ctx;

	switch (opt) {
	case OPT_ENDPOINT:
		/* endpoints on the command line replace the config file's */
		if (!from_config && !o->endpoints_from_cli) {
			while (o->nendpoints)
				free(o->endpoints[--o->nendpoints]);
			o->endpoints_from_cli = 1;
		}
		o->endpoints = papo_xgrow(o->endpoints, &o->epcap,
		    o->nendpoints + 1, sizeof(*o->endpoints));
		o->endpoints[o->nendpoints++] = papo_xstrdup(arg);
		return 0;
	case OPT_MODEL:
		if (*arg == '\0')
			return papo_err_set(e, PAPO_EX_USAGE,
			    "empty model name");
		set_str(&o->model, arg);
		return 0;
	case OPT_RUBRIC:
		set_str(&o->rubric, arg);
		return 0;
	case OPT_CONCURRENCY:
		return count(arg, "concurrency", &o->concurrency, e);
	case OPT_QUIET:
		o->quiet = 1;
		return 0;
	case OPT_SELECT:
		if ((o->select = papo_cli_keyword(arg, select_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--select takes "
			    "correct, all or wrong, not '%s'", arg);
		return 0;
	case OPT_TEMPERATURE:
		return number(arg, "temperature", &o->p.temperature, e);
	case OPT_TOP_P:
		return number(arg, "top-p", &o->p.top_p, e);
	case OPT_MAX_TOKENS:
		return count(arg, "max-tokens", &o->p.max_tokens, e);
	case OPT_SEED:
		return count(arg, "seed", &o->p.seed, e);
	case OPT_REASONING_EFFORT:
		if (papo_cli_keyword(arg, effort_names) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "--reasoning-effort "
			    "takes low, medium or high, not '%s'", arg);
		set_str(&o->effort, arg);
		return 0;
	case OPT_TIMEOUT:
		return number(arg, "timeout", &o->timeout, e);
	case OPT_CONNECT_TIMEOUT:
		return number(arg, "connect-timeout", &o->connect_timeout, e);
	case OPT_RETRIES:
		return count(arg, "retries", &o->retries, e);
	case OPT_BACKOFF:
		return number(arg, "backoff", &o->backoff, e);
	case OPT_BACKOFF_MAX:
		return number(arg, "backoff-max", &o->backoff_max, e);
	case OPT_WINDOW:
		return count(arg, "window", &o->window, e);
	case OPT_CACHE:
		set_str(&o->cache, arg);
		o->no_cache = 0;
		return 0;
	case OPT_NO_CACHE:
		o->no_cache = 1;
		return 0;
	case OPT_CACERT:
		set_str(&o->cacert, arg);
		return 0;
	case OPT_API_KEY_ENV:
		if (*arg == '\0')
			return papo_err_set(e, PAPO_EX_USAGE,
			    "empty --api-key-env");
		set_str(&o->key_env, arg);
		return 0;
	case OPT_DRY_RUN:
		o->dry_run = 1;
		return 0;
	case OPT_THINK:
		if ((o->think = papo_cli_keyword(arg, think_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--think takes "
			    "strip or keep, not '%s'", arg);
		return 0;
	case OPT_SWAP:
		o->swap = 1;
		return 0;
	case OPT_PROGRESS_INTERVAL:
		return number(arg, "progress-interval", &o->progress_interval,
		    e);
	case OPT_KEEP_REPLY:
		if ((o->keep_reply = papo_cli_keyword(arg, keep_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--keep-reply "
			    "takes none, excerpt or full, not '%s'", arg);
		return 0;
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

/* ---- ranges ---- */

/* A whole number from min to max (max LONG_MAX: no upper bound). */
static void
range_long(const char *opt, long x, long min, long max)
{
	if (x >= min && x <= max)
		return;
	if (max == LONG_MAX)
		papo_die(PAPO_EX_USAGE, "--%s takes %ld or more, not %ld", opt,
		    min, x);
	papo_die(PAPO_EX_USAGE, "--%s takes %ld to %ld, not %ld", opt, min,
	    max, x);
}

/*
 * A number from min (or above it, when open) to max (HUGE_VAL: no upper
 * bound); NaN is in no range.
 */
static void
range_num(const char *opt, double x, double min, int open, double max)
{
	if ((open ? x > min : x >= min) && x <= max)
		return;
	if (max == HUGE_VAL)
		papo_die(PAPO_EX_USAGE, "--%s takes a number %s %g, not %g",
		    opt, open ? "above" : "of at least", min, x);
	papo_die(PAPO_EX_USAGE, "--%s takes a number %s %g %s %g, not %g",
	    opt, open ? "above" : "from", min, open ? "and up to" : "to", max,
	    x);
}

/*
 * Every number in its range, once all options are in: a message with
 * the range, not the whole usage.  The window must hold the requests
 * in flight, or -c could never be reached.
 */
static void
check_ranges(struct opts *o)
{
	range_long("concurrency", o->concurrency, 1, 65536);
	range_num("temperature", o->p.temperature, 0, 0, 2);
	range_num("top-p", o->p.top_p, 0, 1, 1);
	range_long("max-tokens", o->p.max_tokens, 1, LONG_MAX);
	range_long("seed", o->p.seed, 0, LONG_MAX);
	range_num("timeout", o->timeout, 0, 1, HUGE_VAL);
	range_num("connect-timeout", o->connect_timeout, 0, 1, HUGE_VAL);
	range_long("retries", o->retries, 0, 1000);
	range_num("backoff", o->backoff, 0, 0, HUGE_VAL);
	range_num("backoff-max", o->backoff_max, 0, 0, HUGE_VAL);
	range_num("progress-interval", o->progress_interval, 0, 0, HUGE_VAL);
	range_long("window", o->window, 1, 1L << 24);
	if (o->window < o->concurrency)
		papo_die(PAPO_EX_USAGE, "--window takes at least --concurrency "
		    "(%ld), not %ld: the window holds every record in flight",
		    o->concurrency, o->window);
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

/*
 * The progress line: redrawn at most twice a second on a terminal;
 * else, for logs (nohup, batch jobs), a plain line every
 * --progress-interval seconds.
 */
static void
progress(struct tool *t)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_judge_where w;
	double now = papo_http_now();

	papo_judge_meter_add(&t->meter, now - t->t0,
	    t->s.st.judged + t->s.st.failed);
	if (t->o.quiet || (!t->tty && !t->plain))
		return;
	if (t->tty ? now - t->last_progress < 0.5 :
	    t->o.progress_interval <= 0 ||
	    now - t->last_progress < t->o.progress_interval)
		return;
	t->last_progress = now;
	memset(&w, 0, sizeof(w));
	w.elapsed = now - t->t0;
	w.inflight = t->http.inflight;
	w.total = papo_judge_total(t->s.st.selected, t->in_read, t->in_size,
	    t->in_end, &w.exact);
	w.rate = papo_judge_meter_rate(&t->meter);
	papo_judge_progress(&t->s.st, &w, &b);
	if (t->tty) {
		fprintf(stderr, "\r\033[K%s: %s", papo_prog(), b.s);
		t->progress = 1;
	} else
		papo_warnx("progress: %s", b.s);
	papo_buf_release(&b);
}

/* ---- setup ---- */

/* The directories a bare rubric name is looked up in. */
static void
rubric_dirs(struct papo_buf *dirs)
{
	const char *env = getenv("PAPO_RUBRIC_PATH");
	char exe[PATH_MAX];
	ssize_t n;

	if (env && *env)
		papo_buf_addf(dirs, "%s:", env);
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		char *slash;

		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL) {
			*slash = '\0';
			papo_buf_addf(dirs, "%s/../rubrics:", exe);
		}
	}
	papo_buf_adds(dirs, PAPO_DATADIR "/rubrics");
}

static void
setup_rubric(struct tool *t)
{
	struct papo_buf dirs = PAPO_BUF_INIT, path = PAPO_BUF_INIT;
	struct papo_err e;

	rubric_dirs(&dirs);
	if (papo_rubric_locate(t->o.rubric ? t->o.rubric : "3-tier", dirs.s,
	    &path, &e) < 0 || papo_rubric_load(&t->rubric, path.s, &e) < 0 ||
	    (t->o.swap && papo_rubric_swap(&t->rubric, &e) < 0) ||
	    papo_judge_outputs_init(&t->outs, &t->rubric,
	    &t->cli.common.fields, &e) < 0)
		papo_die_err(&e);
	papo_buf_release(&dirs);
	papo_buf_release(&path);
}

/*
 * The API key, or NULL; *from names the variable it came from.  A
 * variable named by --api-key-env that is unset or empty is an error
 * (the key the user meant would silently not be sent), and so is a key
 * with a control character in it (a CR or LF would start HTTP headers
 * of its own).
 */
static const char *
api_key(const struct tool *t, const char **from)
{
	static const char *const vars[] = { "PAPO_API_KEY", "OPENAI_API_KEY" };
	const char *k = NULL, *p;
	size_t i;

	*from = NULL;
	if (t->o.key_env) {
		k = getenv(t->o.key_env);
		if (k == NULL || *k == '\0')
			papo_die(PAPO_EX_USAGE, "--api-key-env names '%s', "
			    "which is %s", t->o.key_env,
			    k ? "empty" : "not set");
		*from = t->o.key_env;
	} else
		for (i = 0; i < 2 && (k == NULL || *k == '\0'); i++)
			if ((k = getenv(vars[i])) != NULL && *k)
				*from = vars[i];
	if (*from == NULL)
		return NULL;
	for (p = k; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			papo_die(PAPO_EX_CONFIG, "the API key in %s holds a "
			    "control character: refused (a CR or LF would "
			    "end its header and start others)", *from);
	return k;
}

static void
setup_http(struct tool *t)
{
	struct papo_http_opts ho;
	struct papo_err e;
	static const char *const def[] = { DEFAULT_ENDPOINT };
	size_t i;

	memset(&ho, 0, sizeof(ho));
	if (t->o.nendpoints) {
		ho.endpoints = (const char *const *)t->o.endpoints;
		ho.nendpoints = t->o.nendpoints;
	} else {
		ho.endpoints = def;
		ho.nendpoints = 1;
	}
	ho.path = "/chat/completions";
	ho.concurrency = (int)t->o.concurrency;
	ho.timeout_ms = (long)(t->o.timeout * 1000);
	ho.connect_timeout_ms = (long)(t->o.connect_timeout * 1000);
	if (ho.connect_timeout_ms < 1)
		ho.connect_timeout_ms = 1;
	ho.api_key = t->key;
	ho.cacert = t->o.cacert;
	ho.max_reply = MAX_REPLY;
	ho.user_agent = "papo-judge/" PAPO_VERSION;
	ho.cancel = &signals_seen;
	if (papo_http_global_init(&e) < 0 || papo_http_init(&t->http, &ho,
	    &e) < 0)
		papo_die_err(&e);
	/* a key in clear text across a network can be read on the way */
	for (i = 0; ho.api_key && !t->o.dry_run && i < ho.nendpoints; i++)
		if (!papo_http_private(ho.endpoints[i]))
			papo_warnx("the API key in %s goes to '%s' in "
			    "clear text (http://, not a loopback host): use "
			    "https:// unless the network is yours",
			    t->key_from, ho.endpoints[i]);
}

static void
setup_cache(struct tool *t)
{
	struct papo_buf path = PAPO_BUF_INIT;
	struct papo_err e;

	if (t->o.no_cache || t->o.dry_run)
		return;
	if (t->o.cache)
		papo_buf_adds(&path, t->o.cache);
	else if (papo_cache_default_path(&path, &e) < 0)
		papo_die_err(&e);
	if (papo_cache_open(&t->cache, path.s, &e) < 0)
		papo_die_err(&e);
	t->have_cache = 1;
	papo_buf_release(&path);
}

static enum papo_judge_transport
get(void *ctx, size_t i, const char *path, struct papo_buf *out,
    long *status, char *err, size_t errlen)
{
	return papo_http_get(ctx, i, path, out, status, err, errlen);
}

/*
 * Ask the endpoints for their models (papo_judge_check_run): a fatal
 * finding ends the program here; 0 when one answers, -1 when none does
 * (why says which and why) or a signal came.
 */
static int
check(void *ctx, struct papo_buf *why)
{
	struct tool *t = ctx;
	struct papo_judge_check c;
	struct papo_err e;
	const char *line, *nl, **bases;
	size_t i;
	int rc;

	t->checked = 1;
	papo_judge_check_init(&c);
	bases = papo_xcalloc(t->http.nep, sizeof(*bases));
	for (i = 0; i < t->http.nep; i++)
		bases[i] = t->http.ep[i].base;
	c.bases = bases;
	c.n = t->http.nep;
	c.model = t->o.model;
	c.max_tokens = t->o.p.max_tokens;
	c.key_from = t->key_from;
	c.get = get;
	c.ctx = &t->http;
	c.cancel = &signals_seen;
	rc = papo_judge_check_run(&c, &e);
	for (line = c.warnings.s; line && *line; line = nl + 1) {
		nl = strchr(line, '\n');
		clear_progress(t);
		papo_warnx("%.*s", (int)(nl - line), line);
	}
	free(bases);
	if (rc < 0)
		papo_die_err(&e);
	if (c.learnt) {
		t->o.model = c.learnt;
		t->o.p.model = t->o.model;
		c.learnt = NULL;
	}
	if (rc == PAPO_JUDGE_CHECK_DOWN)
		papo_buf_add(why, c.down.s, c.down.len);
	papo_judge_check_release(&c);
	return rc == PAPO_JUDGE_CHECK_OK ? 0 : -1;
}

/* ---- signals ---- */

static const char *
signal_name(int sig)
{
	return sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" :
	    "a signal";
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
	if (t->sigs == 0 && t->s.stop == PAPO_JUDGE_STOP_NONE) {
		papo_judge_session_stop(&t->s, PAPO_JUDGE_STOP_SIGNAL);
		if (t->http.inflight > 0) {
			clear_progress(t);
			papo_warnx("interrupted by %s: no new requests; "
			    "waiting for the %d in flight (interrupt again to "
			    "stop at once)", signal_name(t->stop_sig),
			    t->http.inflight);
		}
	} else {
		papo_judge_session_stop(&t->s, PAPO_JUDGE_STOP_SIGNAL);
		if (!t->s.abandoned)
			papo_judge_session_abandon(&t->s);
	}
	t->sigs = n;
}

/* ---- the loop ---- */

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

static int
take_line(void *tool, void *worker, struct papo_rec *rec,
    struct papo_buf *out, struct papo_err *e)
{
	/* the session parses a record when it takes it */
	(void)tool;
	(void)worker;
	(void)rec;
	(void)out;
	(void)e;
	return 0;
}

static const struct papo_filter_ops ops = {
	sizeof(struct papo_rec), take_line, NULL, NULL
};

/*
 * The input, a record at a time: the only place papo-judge reads it.
 * Returns 1 when a record was taken, 0 when none is ready, 2 at the
 * end of the input, -1 when a bad line (without -k) stops the run.  A
 * read error ends the program (74).
 */
static int
input_next(struct tool *t)
{
	struct papo_rec *r;
	struct papo_line l;
	struct papo_err e;
	void *v;
	int k;

	k = papo_filter_next(&t->f, &v, &e);
	if (k < 0 && e.status != PAPO_EX_DATAERR) {
		clear_progress(t);
		papo_die_err(&e);
	}
	if (k < 0) {
		/* a line past --max-line: stop there */
		clear_progress(t);
		papo_judge_session_bad_input(&t->s, &e);
		return -1;
	}
	t->in_end = k == 2;
	if (k != 1)
		return k;
	r = v;
	l.s = r->s;
	l.len = r->len;
	l.tlen = r->tlen;
	l.flags = 0;
	l.lineno = r->lineno;
	t->in_read += r->len + r->tlen;
	if (r->kind == PAPO_REC_BAD)
		papo_judge_session_intake_bad(&t->s, &l, r->file);
	else
		papo_judge_session_intake(&t->s, &l, r->file);
	return 1;
}

/*
 * The size of the input, for the progress line's total: the sum of the
 * named files' sizes, or 0 (not known) when one of them is standard
 * input or not a regular file.
 */
static void
input_size(struct tool *t, int argc, char **argv)
{
	struct stat st;
	int i;

	t->in_size = 0;
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0 || stat(argv[i], &st) < 0 ||
		    !S_ISREG(st.st_mode)) {
			t->in_size = 0;
			return;
		}
		t->in_size += (uint64_t)st.st_size;
	}
}

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
	int fd, end = 0;

	for (;;) {
		take_signals(t);
		/* take what input there is, while the window has room */
		while (!end && papo_judge_session_room(&t->s) &&
		    input_next(t) == 1)
			;
		end = t->in_end;
		papo_judge_session_collect(&t->s);
		write_ready(t, 0);
		if (papo_judge_session_finished(&t->s, end))
			break;
		progress(t);
		fd = -1;
		if (!end && papo_judge_session_room(&t->s)) {
			/* the window has room and the input has no full line */
			if ((fd = papo_filter_pollfd(&t->f)) < 0)
				continue;
		}
		/* about to wait: let the next program have what is done */
		write_ready(t, 1);
		if (papo_http_run(&t->http, 250, fd, &e) < 0)
			papo_die_err(&e);
	}
}

/*
 * What a run stopped by a signal or a dead judge did and left undone.
 * Printed even with --quiet: it is the error message, and it says how
 * to resume.
 */
static void
stop_summary(struct tool *t)
{
	const struct papo_judge_stats *st = &t->s.st;
	struct papo_buf b = PAPO_BUF_INIT;
	const char *down = t->s.down.s;

	if (t->s.stop == PAPO_JUDGE_STOP_DOWN && st->written == 0 &&
	    st->judged + st->failed == 0) {
		/* nothing was done: nothing to resume */
		papo_warnx("no judge endpoint answers: %s", down);
		return;
	}
	if (t->s.stop == PAPO_JUDGE_STOP_SIGNAL)
		papo_buf_addf(&b, "interrupted by %s%s: ",
		    signal_name(t->stop_sig), t->s.abandoned ? " (requests "
		    "in flight cut off)" : "");
	else
		papo_buf_addf(&b, "no judge endpoint answers: %s; stopped: ",
		    down ? down : "connect");
	papo_buf_addf(&b, "%lu records written", st->written);
	if (st->written)
		papo_buf_addf(&b, " (to %s:%llu)",
		    papo_judge_session_file(&t->s, t->s.last_file),
		    (unsigned long long)t->s.last_line);
	papo_buf_addf(&b, ", %lu read and not written",
	    (unsigned long)papo_judge_session_held(&t->s));
	if (!t->o.dry_run) {
		papo_buf_adds(&b, "; ");
		papo_judge_judged(st, &b);
		papo_buf_addf(&b, ", %lu failed, %lu requests", st->failed,
		    st->sent);
		if (t->have_cache && !t->s.cache_broken)
			papo_buf_addf(&b,
			    "; the judgments made are in the cache "
			    "'%s': run the same command again to resume",
			    t->cache.path);
		else
			papo_buf_adds(&b, "; nothing was cached: a rerun asks "
			    "for every judgment again");
	}
	papo_warnx("%s", b.s);
	papo_buf_release(&b);
}

static void
summary(struct tool *t)
{
	const struct papo_judge_stats *st = &t->s.st;
	struct papo_buf b = PAPO_BUF_INIT;

	clear_progress(t);
	if (t->s.stop == PAPO_JUDGE_STOP_SIGNAL ||
	    t->s.stop == PAPO_JUDGE_STOP_DOWN) {
		stop_summary(t);
		return;
	}
	/* a bad line's message is the last word, as in the other tools */
	if (t->o.quiet || t->s.stop == PAPO_JUDGE_STOP_BAD)
		return;
	if (t->o.dry_run) {
		papo_warnx("%lu records, %lu selected: %lu requests written, "
		    "none sent (dry run)", st->records, st->selected,
		    st->selected - st->failed);
		return;
	}
	if (t->s.shown > SHOW_FAILURES)
		papo_warnx("... and %lu more judgments failed",
		    t->s.shown - SHOW_FAILURES);
	papo_judge_summary(st, papo_http_now() - t->t0, &b);
	papo_warnx("%s", b.s);
	papo_buf_release(&b);
}

static void
release_opts(struct opts *o)
{
	size_t i;

	for (i = 0; i < o->nendpoints; i++)
		free(o->endpoints[i]);
	free(o->endpoints);
	free(o->model);
	free(o->rubric);
	free(o->effort);
	free(o->cache);
	free(o->cacert);
	free(o->key_env);
}

static void
defaults(struct tool *t)
{
	memset(t, 0, sizeof(*t));
	t->o.concurrency = 64;
	t->o.select = -1;
	t->o.p.temperature = 0;
	t->o.p.top_p = 1;
	t->o.p.max_tokens = 4096;
	t->o.p.seed = 0;
	t->o.timeout = 600;
	t->o.connect_timeout = 10;
	t->o.retries = 8;
	t->o.backoff = 1;
	t->o.backoff_max = 60;
	t->o.window = 4096;
	t->o.progress_interval = 60;
	t->cli.tool = "judge";
	t->cli.opts = options;
	t->cli.about = about;
	t->cli.handle = handle;
	t->cli.ctx = &t->o;
}

static void
start_session(struct tool *t)
{
	struct papo_judge_session_cfg c;

	memset(&c, 0, sizeof(c));
	c.rubric = &t->rubric;
	c.fields = &t->cli.common.fields;
	c.outputs = &t->outs;
	c.params = &t->o.p;
	c.select = t->o.select >= 0 ? t->o.select : (int)t->rubric.select;
	c.think = t->o.think;
	c.keep_reply = t->o.keep_reply;
	c.dry_run = t->o.dry_run;
	c.keep_going = t->cli.common.keep_going;
	c.quiet = t->o.quiet;
	c.retries = t->o.retries;
	c.backoff = t->o.backoff;
	c.backoff_max = t->o.backoff_max;
	c.window = (size_t)t->o.window;
	c.show_failures = SHOW_FAILURES;
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
}

int
main(int argc, char **argv)
{
	struct tool t;
	struct papo_err e;
	struct papo_buf down = PAPO_BUF_INIT;
	int first, status;

	papo_setprog(argv[0]);
	/* the cache and sockets must not die of a closed pipe: EPIPE is
	   handled, and a closed standard output is a quiet 74 */
	signal(SIGPIPE, SIG_IGN);
	defaults(&t);
	if ((first = papo_cli_start(&t.cli, argc, argv)) == 0) {
		release_opts(&t.o);
		papo_cli_release(&t.cli);
		return 0;
	}
	papo_err_clear(&e);
	check_ranges(&t.o);
	if (t.o.backoff_max < t.o.backoff)
		t.o.backoff_max = t.o.backoff;
	if (t.o.dry_run && t.o.model == NULL)
		papo_die(PAPO_EX_USAGE,
		    "--dry-run needs --model (it never asks "
		    "the server)");
	t.o.p.model = t.o.model;
	t.o.p.reasoning_effort = t.o.effort;
	/* a typo here would only show at the first request, as exit 69 */
	if (t.o.cacert && access(t.o.cacert, R_OK) < 0)
		papo_die(PAPO_EX_USAGE, "--cacert '%s': %s", t.o.cacert,
		    strerror(errno));
	t.key = api_key(&t, &t.key_from);
	setup_rubric(&t);

	argc -= first;
	argv += first;
	papo_filter_init(&t.f);
	t.f.ops = &ops;
	t.f.tool = &t;
	t.f.pull = 1;
	t.f.writes = 1;
	t.f.keep_going = t.cli.common.keep_going;
	t.f.report = report;
	the_tool = &t;
	papo_filter_fields(&t.f, &t.cli.common.fields);
	if (papo_filter_open(&t.f, argc, argv, t.cli.common.max_line,
	    &e) < 0 || papo_filter_file_steps(&t.f, &t.cli.common.fields,
	    &t.steps, &e) < 0)
		papo_die_err(&e);
	input_size(&t, argc, argv);
	setup_cache(&t);
	setup_http(&t);
	/* a progress line on the terminal the records go to would garble
	   them */
	t.tty = isatty(STDERR_FILENO) && !isatty(STDOUT_FILENO);
	t.plain = !isatty(STDERR_FILENO);
	t.t0 = t.last_progress = papo_http_now();
	/* without a model name, the server must tell it before any key */
	if (t.o.model == NULL && check(&t, &down) < 0)
		papo_die(PAPO_EX_UNAVAILABLE, "no judge endpoint answers: %s",
		    down.s);
	papo_buf_release(&down);
	/*
	 * From here on SIGINT and SIGTERM stop the run cleanly: no new
	 * requests, the ones in flight finish (a second signal cuts them
	 * off), what can be written in order is, and the program then
	 * dies of the same signal, so that the shell and scripts see an
	 * interruption (exit status 130 or 143).
	 */
	{
		struct sigaction sa;

		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_signal;
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_RESTART;
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
	}
	start_session(&t);
	/* a model learnt at the start needs no second check */
	if (t.checked)
		t.s.checked = 1;
	papo_out_init(&t.out, STDOUT_FILENO, "<stdout>");

	run(&t);

	write_ready(&t, 1);
	summary(&t);
	status = t.s.stop == PAPO_JUDGE_STOP_DOWN ? PAPO_EX_UNAVAILABLE :
	    t.s.st.bad ? PAPO_EX_DATAERR :
	    t.s.st.failed ? PAPO_EX_TEMPFAIL : 0;
	if (t.s.stop == PAPO_JUDGE_STOP_SIGNAL)
		status = -1;
	papo_judge_session_release(&t.s);
	papo_out_release(&t.out);
	if (t.have_cache)
		papo_cache_close(&t.cache);
	papo_http_release(&t.http);
	papo_filter_free_steps(&t.f, t.steps);
	papo_filter_release(&t.f);
	papo_judge_outputs_release(&t.outs);
	papo_rubric_release(&t.rubric);
	release_opts(&t.o);
	papo_cli_release(&t.cli);
	if (status < 0) {
		signal(t.stop_sig, SIG_DFL);
		raise(t.stop_sig);
		return 128 + t.stop_sig;	/* not reached */
	}
	return status;
}
