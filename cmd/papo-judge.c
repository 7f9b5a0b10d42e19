/*
 * papo-judge: process rewards from an LLM judge behind any
 * OpenAI-compatible server, nothing lost.
 */
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
#include "http.h"
#include "json.h"
#include "jsonl.h"
#include "judge.h"
#include "judge_input.h"
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
	OPT_DRY_RUN
};

static const struct option longopts[] = {
	PAPO_COMMON_LONGOPTS,
	{ "endpoint", required_argument, NULL, OPT_ENDPOINT },
	{ "model", required_argument, NULL, OPT_MODEL },
	{ "rubric", required_argument, NULL, OPT_RUBRIC },
	{ "concurrency", required_argument, NULL, OPT_CONCURRENCY },
	{ "quiet", no_argument, NULL, OPT_QUIET },
	{ "select", required_argument, NULL, OPT_SELECT },
	{ "temperature", required_argument, NULL, OPT_TEMPERATURE },
	{ "top-p", required_argument, NULL, OPT_TOP_P },
	{ "max-tokens", required_argument, NULL, OPT_MAX_TOKENS },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "reasoning-effort", required_argument, NULL, OPT_REASONING_EFFORT },
	{ "timeout", required_argument, NULL, OPT_TIMEOUT },
	{ "connect-timeout", required_argument, NULL, OPT_CONNECT_TIMEOUT },
	{ "retries", required_argument, NULL, OPT_RETRIES },
	{ "backoff", required_argument, NULL, OPT_BACKOFF },
	{ "backoff-max", required_argument, NULL, OPT_BACKOFF_MAX },
	{ "window", required_argument, NULL, OPT_WINDOW },
	{ "cache", required_argument, NULL, OPT_CACHE },
	{ "no-cache", no_argument, NULL, OPT_NO_CACHE },
	{ "cacert", required_argument, NULL, OPT_CACERT },
	{ "api-key-env", required_argument, NULL, OPT_API_KEY_ENV },
	{ "dry-run", no_argument, NULL, OPT_DRY_RUN },
	{ NULL, 0, NULL, 0 }
};

static const char usage_line[] =
    "usage: papo-judge [-hkq] [-c concurrency] [-e url] [-j threads] "
    "[-m model]\n"
    "                  [-r rubric] [--api-key-env name] [--backoff s] "
    "[--backoff-max s]\n"
    "                  [--cache file] [--cacert file] [--config file] "
    "[--connect-timeout s]\n"
    "                  [--dry-run] [--field role=path] [--max-line size] "
    "[--max-tokens n]\n"
    "                  [--no-cache] [--preset name] "
    "[--reasoning-effort low|medium|high]\n"
    "                  [--retries n] [--seed n] "
    "[--select correct|all|wrong]\n"
    "                  [--temperature x] [--timeout s] [--top-p x] "
    "[--version]\n"
    "                  [--window n] [file ...]\n";

static const char help_text[] =
    "Ask an LLM judge to grade each selected record against a rubric and "
    "write the\n"
    "score (r_proc) and a report object (judge) into the record.\n"
    "\n"
    "  -e, --endpoint URL      server base URL ending in /v1 (repeatable; "
    "default\n"
    "                          http://127.0.0.1:8000/v1)\n"
    "  -m, --model NAME        judge model (default: the one model the "
    "server serves)\n"
    "  -r, --rubric NAME|FILE  rubric: 3-tier (default), 5-tier, "
    "answer-equivalence,\n"
    "                          or a rubric file (papo-rubric(5))\n"
    "  -c, --concurrency N     requests in flight (64)\n"
    "      --select WHICH      judge correct (rubric default), all or wrong "
    "records\n"
    "      --temperature X     sampling temperature (0)\n"
    "      --top-p X           nucleus sampling (1)\n"
    "      --max-tokens N      reply length cap in tokens (4096)\n"
    "      --seed N            sampling seed (0)\n"
    "      --reasoning-effort LEVEL  low, medium or high (gpt-oss); not sent "
    "when unset\n"
    "      --timeout S         seconds for one request (600)\n"
    "      --connect-timeout S seconds to connect (10)\n"
    "      --retries N         retries of a failed request (8)\n"
    "      --backoff S         first retry delay, doubling (1)\n"
    "      --backoff-max S     longest retry delay (60)\n"
    "      --window N          records held for in-order output (4096)\n"
    "      --cache FILE        judgment cache (default "
    "$XDG_CACHE_HOME/papo/judge.sqlite)\n"
    "      --no-cache          neither read nor write the cache\n"
    "      --cacert FILE       CA certificates for https endpoints\n"
    "      --api-key-env NAME  environment variable holding the API key\n"
    "                          (default PAPO_API_KEY, then OPENAI_API_KEY)\n"
    "      --dry-run           print the request body of each selected "
    "record instead\n"
    "                          of the records; send nothing\n"
    "  -q, --quiet             no progress line, no summary\n"
    "      --field ROLE=PATH   read or write role ROLE at PATH "
    "(e.g. r_proc=reward.proc)\n"
    "      --preset NAME       field names of a known format: verl\n"
    "      --config FILE       read settings from a YAML file\n"
    "  -k, --keep-going        pass bad lines through untouched, report "
    "them,\n"
    "                          exit 65 at the end\n"
    "      --max-line SIZE     longest line accepted (1G)\n"
    "  -j, --threads N         accepted for symmetry; papo-judge uses one "
    "thread\n"
    "  -h, --help              this help\n"
    "      --version           print the version\n";

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
};

/* One record in the reorder window. */
struct rec {
	char *line;
	size_t len, cap;
	uint64_t lineno;
	uint32_t file;
	uint8_t tlen;
	uint8_t kind;		/* R_* */
	uint8_t has_score;
	uint8_t failed;
	double score;
	struct papo_slot sslot, rslot;
	struct papo_buf body;	/* the request (dry run: the output) */
	struct papo_buf report;	/* the judge object */
	uint8_t key[PAPO_CACHE_KEY_LEN];
	int attempts;
	uint8_t leader;		/* its request is in flight,
				   in the table */
	struct rec *hnext;	/* next leader in the same table bucket */
	struct rec *dups;	/* records waiting for the same request */
	struct rec *dupnext;
	struct papo_http_req req;
};

/*
 * R_UNDONE: left unfinished by a stop (its request withdrawn, or the
 * line that stopped the run); it and everything after it stay unwritten.
 */
enum { R_PASS, R_WAIT, R_DONE, R_DRY, R_UNDONE };

/* Why a run stops before its input ends; the first ones weigh more. */
enum { STOP_NONE, STOP_SIGNAL, STOP_DOWN, STOP_BAD };

struct stats {
	unsigned long records, selected, judged, cached, sent, failed, retries;
	unsigned long bad, written;
	unsigned long fail_by[32];
	const char *fail_name[32];
	size_t nfail_names;
	unsigned long shown;
};

struct tool {
	struct opts o;
	struct papo_cli cli;
	struct papo_fields *f;
	struct papo_rubric rubric;
	int select;
	struct papo_path *out_path, *rep_path;
	struct papo_path out_own, rep_own;	/* when not a role */
	struct papo_judge_input in;
	struct papo_out out;
	struct papo_http http;
	struct papo_cache cache;
	int have_cache;
	int checked;		/* the server was asked for its models */
	struct papo_json j;	/* records */
	struct papo_json rj;	/* replies */
	struct rec **win;
	size_t wcap;
	struct rec **tab;	/* requests in flight by key:
				   no double asking */
	size_t tabcap;
	uint64_t head, tail;	/* window: [head, tail) by sequence */
	struct stats st;
	double t0, last_progress;
	int progress;		/* a progress line is on screen */
	int tty;
	unsigned long long rng;
	struct papo_buf tmp, tmp2, text;
	struct papo_cache_entry ent;
	int cache_broken;
	int stop;		/* STOP_*: no more input, no new requests */
	int stop_sig;		/* the signal that stopped the run */
	int abandoned;		/* requests in flight were cut off too */
	int sigs;		/* signals acted on */
	uint32_t last_file;	/* the last record written */
	uint64_t last_line;
	struct papo_buf down;	/* why the judge is unavailable
				   (STOP_DOWN) */
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

static int
seconds(const char *arg, const char *opt, double min, double *out,
    struct papo_err *e)
{
	if (papo_parse_double(arg, out) < 0 || *out < min)
		return papo_err_set(e, PAPO_EX_USAGE,
		    "invalid value '%s' for --%s", arg, opt);
	return 0;
}

static int
count(const char *arg, const char *opt, long min, long max, long *out,
    struct papo_err *e)
{
	if (papo_parse_long(arg, min, max, out) < 0)
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
		return count(arg, "concurrency", 1, 65536, &o->concurrency, e);
	case OPT_QUIET:
		o->quiet = 1;
		return 0;
	case OPT_SELECT:
		if ((o->select = papo_cli_keyword(arg, select_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--select takes "
			    "correct, all or wrong, not '%s'", arg);
		return 0;
	case OPT_TEMPERATURE:
		return seconds(arg, "temperature", 0, &o->p.temperature, e);
	case OPT_TOP_P:
		if (seconds(arg, "top-p", 0, &o->p.top_p, e) < 0 ||
		    o->p.top_p > 1 || o->p.top_p == 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid value '%s' for --top-p", arg);
		return 0;
	case OPT_MAX_TOKENS:
		return count(arg, "max-tokens", 1, LONG_MAX / 2,
		    &o->p.max_tokens, e);
	case OPT_SEED:
		return count(arg, "seed", 0, LONG_MAX, &o->p.seed, e);
	case OPT_REASONING_EFFORT:
		if (papo_cli_keyword(arg, effort_names) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "--reasoning-effort "
			    "takes low, medium or high, not '%s'", arg);
		set_str(&o->effort, arg);
		return 0;
	case OPT_TIMEOUT:
		if (seconds(arg, "timeout", 0, &o->timeout, e) < 0 ||
		    o->timeout == 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid value '%s' for --timeout", arg);
		return 0;
	case OPT_CONNECT_TIMEOUT:
		if (seconds(arg, "connect-timeout", 0, &o->connect_timeout,
		    e) < 0 || o->connect_timeout == 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid value '%s' for --connect-timeout", arg);
		return 0;
	case OPT_RETRIES:
		return count(arg, "retries", 0, 1000, &o->retries, e);
	case OPT_BACKOFF:
		return seconds(arg, "backoff", 0, &o->backoff, e);
	case OPT_BACKOFF_MAX:
		return seconds(arg, "backoff-max", 0, &o->backoff_max, e);
	case OPT_WINDOW:
		return count(arg, "window", 1, 1L << 24, &o->window, e);
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
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

/* ---- messages ---- */

static const char *
file_name(const struct tool *t, uint32_t file)
{
	const char *n = t->in.names[file];

	return strcmp(n, "-") == 0 ? "<stdin>" : n;
}

static void
clear_progress(struct tool *t)
{
	if (t->progress) {
		fputs("\r\033[K", stderr);
		t->progress = 0;
	}
}

static void
progress(struct tool *t, int force)
{
	double now = papo_http_now(), el = now - t->t0;
	unsigned long done;

	if (!t->tty || t->o.quiet || (!force && now - t->last_progress < 0.5))
		return;
	t->last_progress = now;
	done = t->st.judged + t->st.failed;
	fprintf(stderr, "\r\033[K%s: %lu done, %.1f/s, %d in flight, "
	    "%lu retries, %lu failed", papo_prog(), done,
	    el > 0 ? (double)done / el : 0.0, t->http.inflight,
	    t->st.retries, t->st.failed);
	t->progress = 1;
}

static void begin_stop(struct tool *t, int why);

/*
 * A bad record: with -k pass it through and remember; else stop there
 * (the records before it are still written, once their judgments in
 * flight are in).
 */
static void
bad_record(struct tool *t, struct rec *r, const char *msg)
{
	clear_progress(t);
	papo_warnx("%s:%llu: %s", file_name(t, r->file),
	    (unsigned long long)r->lineno, msg);
	t->st.bad++;
	if (!t->cli.common.keep_going) {
		r->kind = R_UNDONE;
		begin_stop(t, STOP_BAD);
	}
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

/* A rubric's output or report field: a role's path, or a path of its own. */
static struct papo_path *
field_of(struct tool *t, const char *name, struct papo_path *own,
    const char *what)
{
	struct papo_err e;
	int role = papo_fields_role(name);

	if (role >= 0)
		return &t->f->path[role];
	if (papo_path_parse(own, name, &e) < 0)
		papo_die(PAPO_EX_CONFIG, "rubric '%s': invalid %s field '%s'",
		    t->rubric.name, what, name);
	return own;
}

static int
related(const struct papo_path *a, const struct papo_path *b)
{
	return papo_path_is_prefix(a, b) || papo_path_is_prefix(b, a);
}

static const enum papo_role slot_role[PAPO_RUBRIC_NSLOTS] = {
	[PAPO_RUBRIC_PROBLEM] = PAPO_F_PROBLEM,
	[PAPO_RUBRIC_SOLUTION] = PAPO_F_SOLUTION,
	[PAPO_RUBRIC_RESPONSE] = PAPO_F_RESPONSE,
	[PAPO_RUBRIC_ANSWER] = PAPO_F_ANSWER,
	[PAPO_RUBRIC_PRED] = PAPO_F_PRED,
};

static void
setup_rubric(struct tool *t)
{
	struct papo_buf dirs = PAPO_BUF_INIT, path = PAPO_BUF_INIT;
	struct papo_err e;
	int k;

	rubric_dirs(&dirs);
	if (papo_rubric_locate(t->o.rubric ? t->o.rubric : "3-tier", dirs.s,
	    &path, &e) < 0 || papo_rubric_load(&t->rubric, path.s, &e) < 0)
		papo_die_err(&e);
	papo_buf_release(&dirs);
	papo_buf_release(&path);
	t->select = t->o.select >= 0 ? t->o.select : (int)t->rubric.select;
	t->out_path = field_of(t, t->rubric.output, &t->out_own, "output");
	t->rep_path = field_of(t, t->rubric.report, &t->rep_own, "report");
	if (related(t->out_path, t->rep_path))
		papo_die(PAPO_EX_USAGE, "the output field '%s' and the report "
		    "field '%s' overlap", t->out_path->spec,
		    t->rep_path->spec);
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		const struct papo_path *in = &t->f->path[slot_role[k]];

		if (!(t->rubric.uses & (1u << k)))
			continue;
		if (related(in, t->out_path) || related(in, t->rep_path))
			papo_die(PAPO_EX_USAGE, "field '%s' is both read (as "
			    "%s) and written", in->spec,
			    papo_rubric_slot_name((enum papo_rubric_slot)k));
	}
}

static const char *
api_key(const struct tool *t)
{
	const char *k;

	if (t->o.key_env)
		return getenv(t->o.key_env);
	if ((k = getenv("PAPO_API_KEY")) != NULL && *k)
		return k;
	return getenv("OPENAI_API_KEY");
}

static void
setup_http(struct tool *t)
{
	struct papo_http_opts ho;
	struct papo_err e;
	static const char *const def[] = { DEFAULT_ENDPOINT };

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
	ho.api_key = api_key(t);
	ho.cacert = t->o.cacert;
	ho.max_reply = MAX_REPLY;
	ho.user_agent = "papo-judge/" PAPO_VERSION;
	ho.cancel = &signals_seen;
	if (papo_http_global_init(&e) < 0 || papo_http_init(&t->http, &ho,
	    &e) < 0)
		papo_die_err(&e);
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

static void
list_models(const struct papo_judge_models *m, struct papo_buf *b)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		papo_buf_addf(b, "%s'%s'", i ? ", " : "", m->id[i]);
	if (m->n == 0)
		papo_buf_adds(b, "none");
}

/*
 * Ask every endpoint for its models: fail fast on a wrong model name
 * or a max-tokens that leaves no room, learn the model when none was
 * named.  An endpoint that does not answer is only a warning while
 * another one does.  Returns -1 when none answers (t->down says why),
 * else 0.
 */
static int
check_server(struct tool *t)
{
	struct papo_buf body = PAPO_BUF_INIT, names = PAPO_BUF_INIT;
	struct papo_buf unreachable = PAPO_BUF_INIT;
	size_t i, ok = 0;
	int try, rc = 0;

	t->checked = 1;
	for (i = 0; i < t->http.nep; i++) {
		const char *base = t->http.ep[i].base;
		enum papo_judge_transport tr = PAPO_JUDGE_T_OTHER;
		struct papo_judge_models m;
		struct papo_err e;
		char err[256];
		long status = 0, k;

		for (try = 0; try < 3; try++) {
			if (signals_seen)
				goto out;	/* stopping: the main loop
						   says so */
			tr = papo_http_get(&t->http, i, "/models", &body,
			    &status, err, sizeof(err));
			if (tr == PAPO_JUDGE_T_OK && status != 503 &&
			    status != 429)
				break;
			if (tr == PAPO_JUDGE_T_OK)
				snprintf(err, sizeof(err), "HTTP %ld", status);
			if (try < 2)
				usleep((useconds_t)(200000 << try));
		}
		if (tr != PAPO_JUDGE_T_OK || status == 503 || status == 429) {
			papo_buf_addf(&unreachable, "%s'%s' (%s)",
			    unreachable.len ? ", " : "", base, err);
			continue;
		}
		if (status == 401 || status == 403)
			papo_die(PAPO_EX_CONFIG, "endpoint '%s' refused the "
			    "request (HTTP %ld): set the API key in "
			    "PAPO_API_KEY or OPENAI_API_KEY (or name the "
			    "variable with --api-key-env)", base, status);
		if (status != 200) {
			clear_progress(t);
			papo_warnx("endpoint '%s' does not list its models "
			    "(HTTP %ld); the model name is not checked", base,
			    status);
			if (t->o.model == NULL)
				papo_die(PAPO_EX_USAGE,
				    "endpoint '%s' does not "
				    "list its models: name one with --model",
				    base);
			ok++;
			continue;
		}
		if (papo_judge_models_parse(body.s, body.len, &m, &e) < 0)
			papo_die(PAPO_EX_UNAVAILABLE, "endpoint '%s': %s", base,
			    e.msg);
		if (m.n == 0)
			papo_die(PAPO_EX_UNAVAILABLE, "endpoint '%s' serves no "
			    "model", base);
		if (t->o.model == NULL) {
			if (m.n > 1) {
				list_models(&m, &names);
				papo_die(PAPO_EX_USAGE, "endpoint '%s' serves "
				    "several models (%s): choose one with "
				    "--model", base, names.s);
			}
			t->o.model = papo_xstrdup(m.id[0]);
			t->o.p.model = t->o.model;
		}
		if ((k = papo_judge_models_find(&m, t->o.model)) < 0) {
			list_models(&m, &names);
			papo_die(PAPO_EX_CONFIG, "model '%s' is not served at "
			    "'%s' (it serves %s)", t->o.model, base, names.s);
		}
		if (m.max_len[k] > 0 && t->o.p.max_tokens >= m.max_len[k])
			papo_die(PAPO_EX_CONFIG,
			    "--max-tokens %ld leaves no room "
			    "for the prompt in the %ld-token context of model "
			    "'%s'", t->o.p.max_tokens, m.max_len[k],
			    t->o.model);
		papo_judge_models_release(&m);
		ok++;
	}
	if (signals_seen)
		goto out;
	if (ok == 0) {
		papo_buf_reset(&t->down);
		papo_buf_add(&t->down, unreachable.s, unreachable.len);
		rc = -1;
		goto out;
	}
	if (unreachable.len) {
		clear_progress(t);
		papo_warnx("not answering now (requests go to the other "
		    "endpoints until it does): %s", unreachable.s);
	}
out:
	papo_buf_release(&body);
	papo_buf_release(&names);
	papo_buf_release(&unreachable);
	return rc;
}

/* ---- the window ---- */

static struct rec *
slot_of(struct tool *t, uint64_t seq)
{
	return t->win[seq % t->wcap];
}

static double
uniform(struct tool *t)
{
	/* xorshift64*: jitter only, not a secret */
	t->rng ^= t->rng >> 12;
	t->rng ^= t->rng << 25;
	t->rng ^= t->rng >> 27;
	return (double)((t->rng * 0x2545F4914F6CDD1DULL) >> 11) /
	    9007199254740992.0;	/* 2^53: a double in [0, 1) */
}

/*
 * The table of requests in flight, by cache key: a record whose
 * request is already in flight waits for it instead of asking again
 * (identical responses in a group are common on easy prompts).
 */
static struct rec **
bucket(struct tool *t, const uint8_t *key)
{
	uint64_t h;

	memcpy(&h, key, sizeof(h));
	return &t->tab[h & (t->tabcap - 1)];
}

static struct rec *
leader_of(struct tool *t, const uint8_t *key)
{
	struct rec *r;

	for (r = *bucket(t, key); r; r = r->hnext)
		if (memcmp(r->key, key, PAPO_CACHE_KEY_LEN) == 0)
			return r;
	return NULL;
}

static void
lead(struct tool *t, struct rec *r)
{
	struct rec **b = bucket(t, r->key);

	r->hnext = *b;
	*b = r;
	r->leader = 1;
}

static void
unlead(struct tool *t, struct rec *r)
{
	struct rec **p;

	for (p = bucket(t, r->key); *p; p = &(*p)->hnext)
		if (*p == r) {
			*p = r->hnext;
			break;
		}
	r->leader = 0;
	r->hnext = NULL;
}

/* Count a failure under its code, for the summary. */
static void
count_failure(struct tool *t, const char *code)
{
	struct stats *s = &t->st;
	size_t i;

	s->failed++;
	for (i = 0; i < s->nfail_names; i++)
		if (strcmp(s->fail_name[i], code) == 0)
			break;
	if (i == s->nfail_names) {
		if (i == sizeof(s->fail_by) / sizeof(s->fail_by[0]))
			return;
		s->fail_name[s->nfail_names++] = code;
	}
	s->fail_by[i]++;
}

/* Fill r's report and result. */
static void
conclude(struct tool *t, struct rec *r, const char *model, size_t model_len,
    const char *finish, size_t finish_len, int cached, const char *error,
    const char *message, double score)
{
	struct papo_judge_outcome o;
	struct rec *d;

	/* records that waited for this request share its judgment */
	if (r->leader) {
		unlead(t, r);
		while ((d = r->dups) != NULL) {
			r->dups = d->dupnext;
			d->dupnext = NULL;
			conclude(t, d, model, model_len, finish, finish_len, 1,
			    error, message, score);
		}
	}
	memset(&o, 0, sizeof(o));
	o.rubric = t->rubric.name;
	o.model = model;
	o.model_len = model_len;
	if (model == NULL) {
		o.model = t->o.model;
		o.model_len = t->o.model ? strlen(t->o.model) : 0;
	}
	o.attempts = r->attempts;
	o.cached = cached;
	o.finish = finish;
	o.finish_len = finish_len;
	o.error = error;
	o.message = message;
	papo_buf_reset(&r->report);
	papo_judge_report(&o, &r->report);
	/* the reply was read: its memory need not wait in the window */
	papo_buf_release(&r->req.reply);
	r->kind = R_DONE;
	r->failed = error != NULL;
	r->has_score = error == NULL;
	r->score = score;
	papo_buf_release(&r->body);
	if (error == NULL) {
		t->st.judged++;
		t->st.cached += cached != 0;
	} else {
		count_failure(t, error);
		if (!t->o.quiet && t->st.shown++ < SHOW_FAILURES) {
			clear_progress(t);
			papo_warnx("%s:%llu: no judgment (%s): %s",
			    file_name(t, r->file),
			    (unsigned long long)r->lineno, error,
			    message ? message : error);
		}
	}
}

/*
 * Leave r unfinished: a stop withdrew its request, or it was asked
 * again after one.  Records waiting for the same request go with it.
 * Nothing is written for it or after it; a rerun asks again.
 */
static void
undo(struct tool *t, struct rec *r)
{
	struct rec *d;

	if (r->leader) {
		unlead(t, r);
		while ((d = r->dups) != NULL) {
			r->dups = d->dupnext;
			d->dupnext = NULL;
			d->kind = R_UNDONE;
			papo_buf_release(&d->body);
		}
	}
	r->kind = R_UNDONE;
	papo_buf_release(&r->req.reply);
	papo_buf_release(&r->body);
}

/*
 * Stop the run: read no more input.  At a bad line, the records before
 * it are still judged and written.  On a signal or with the judge gone,
 * no new request is sent either (queued ones and retries waiting for
 * their time are withdrawn); requests in flight may finish, and their
 * judgments are kept.  A signal's stop takes precedence over a dead
 * judge's, which takes precedence over a bad line's (STOP_* order).
 */
static void
begin_stop(struct tool *t, int why)
{
	if (why < t->stop || t->stop == STOP_NONE)
		t->stop = why;
	if (t->stop != STOP_BAD)
		papo_http_cancel_queued(&t->http);
}

/* Cut off the requests in flight too: stop at once. */
static void
abandon(struct tool *t)
{
	uint64_t s;

	for (s = t->head; s < t->tail; s++) {
		struct rec *r = slot_of(t, s);

		if (r->kind == R_WAIT && r->leader &&
		    papo_http_in_flight(&r->req))
			papo_http_abort(&t->http, &r->req);
	}
	t->abandoned = 1;
}

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
	if (t->sigs == 0 && t->stop == STOP_NONE) {
		begin_stop(t, STOP_SIGNAL);
		if (t->http.inflight > 0) {
			clear_progress(t);
			papo_warnx("interrupted by %s: no new requests; "
			    "waiting for the %d in flight (interrupt again to "
			    "stop at once)", signal_name(t->stop_sig),
			    t->http.inflight);
		}
	} else {
		begin_stop(t, STOP_SIGNAL);
		if (!t->abandoned)
			abandon(t);
	}
	t->sigs = n;
}

/*
 * Score reply content under the rubric and conclude; from the cache or
 * a reply.
 */
static int
score_content(struct tool *t, struct rec *r, const char *content, size_t clen,
    const char *model, size_t model_len, const char *finish,
    size_t finish_len, int cached)
{
	const char *why = NULL;
	double score;

	if (papo_rubric_score(&t->rubric, content, clen, &score, &why) == 0) {
		conclude(t, r, model, model_len, finish, finish_len, cached,
		    NULL, NULL, score);
		return 0;
	}
	if (finish && finish_len == 6 && memcmp(finish, "length", 6) == 0)
		conclude(t, r, model, model_len, finish, finish_len, cached,
		    "truncated", "the reply was cut off (finish reason "
		    "length) before it gave a score; raise --max-tokens", 0);
	else
		conclude(t, r, model, model_len, finish, finish_len, cached,
		    "no_score", why, 0);
	return -1;
}

/* A string or number field used in the prompt; appends its text to out. */
static int
field_text(struct tool *t, enum papo_role role, struct papo_buf *out,
    struct papo_err *e)
{
	const struct papo_path *p = &t->f->path[role];
	int i = papo_json_find_field(&t->j, p, e);

	if (i == -2)
		return -1;
	switch (papo_json_type(&t->j, i)) {
	case PAPO_JSON_STRING:
		papo_json_str(&t->j, i, out);
		return 0;
	case PAPO_JSON_NUMBER:
		papo_buf_add(out, t->j.s + t->j.tok[i].start,
		    t->j.tok[i].end - t->j.tok[i].start);
		return 0;
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is missing "
		    "or null (rubric '%s' shows it as {{%s}})", p->spec,
		    t->rubric.name, papo_fields_role_name(role));
	default:
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a "
		    "string, not %s", p->spec,
		    papo_json_type_name(papo_json_type(&t->j, i)));
	}
}

/* Is the parsed record selected?  1, 0, or -1 with e set. */
static int
selected(struct tool *t, struct papo_err *e)
{
	const struct papo_path *pa = &t->f->path[PAPO_F_ACC];
	const struct papo_path *po = &t->f->path[PAPO_F_R_OUT];
	int i, flag, correct;
	double x;

	if (t->select == PAPO_RUBRIC_ALL)
		return 1;
	if ((i = papo_json_find_field(&t->j, pa, e)) == -2)
		return -1;
	if (i >= 0 && papo_json_type(&t->j, i) != PAPO_JSON_NULL) {
		if (papo_json_flag(&t->j, i, &flag) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "must be 0, 1, true or false", pa->spec);
		correct = flag;
	} else {
		if ((i = papo_json_find_field(&t->j, po, e)) == -2)
			return -1;
		if (i < 0 || papo_json_type(&t->j, i) == PAPO_JSON_NULL)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
			    "missing or null (run papo-verify first, or judge "
			    "every record with --select all)", po->spec);
		if (papo_json_num(&t->j, i, &x) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "must be a number, not %s", po->spec,
			    papo_json_type_name(papo_json_type(&t->j, i)));
		correct = x == 1.0;
	}
	return t->select == PAPO_RUBRIC_CORRECT ? correct : !correct;
}

/* Render the request for the parsed record r into r->body. */
static int
build_request(struct tool *t, struct rec *r, struct papo_err *e)
{
	struct papo_buf v[PAPO_RUBRIC_NSLOTS];
	const char *vals[PAPO_RUBRIC_NSLOTS];
	size_t vlen[PAPO_RUBRIC_NSLOTS];
	int k, rc = 0;

	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		papo_buf_init(&v[k]);
		vals[k] = NULL;
		vlen[k] = 0;
	}
	for (k = 0; k < PAPO_RUBRIC_NSLOTS && rc == 0; k++) {
		if (!(t->rubric.uses & (1u << k)))
			continue;
		if (k == PAPO_RUBRIC_RESPONSE) {
			papo_buf_reset(&t->text);
			rc = field_text(t, slot_role[k], &t->text, e);
			if (rc == 0)
				papo_rubric_strip_think(t->text.s, t->text.len,
				    &v[k]);
		} else
			rc = field_text(t, slot_role[k], &v[k], e);
		papo_buf_adds(&v[k], "");
		vals[k] = v[k].s;
		vlen[k] = v[k].len;
	}
	if (rc == 0) {
		papo_buf_reset(&t->tmp);
		papo_buf_reset(&t->tmp2);
		papo_rubric_render(t->rubric.prompt, vals, vlen, &t->tmp);
		if (t->rubric.system)
			papo_rubric_render(t->rubric.system, vals, vlen,
			    &t->tmp2);
		papo_buf_reset(&r->body);
		papo_judge_request(&t->o.p, t->rubric.system ? t->tmp2.s : NULL,
		    t->tmp2.len, t->tmp.s, t->tmp.len, &r->body);
	}
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		papo_buf_release(&v[k]);
	return rc;
}

/* Take one input line into the window at sequence tail. */
static void
intake(struct tool *t, const struct papo_line *l)
{
	struct rec *r = slot_of(t, t->tail++), *ld;
	struct papo_err e;
	int sel, hit;

	if (r->cap < l->len + 1) {
		r->cap = l->len + 1;
		free(r->line);
		r->line = papo_xmalloc(r->cap);
	}
	memcpy(r->line, l->s, l->len);
	r->line[l->len] = '\0';
	r->len = l->len;
	r->tlen = (uint8_t)l->tlen;
	r->lineno = l->lineno;
	r->file = (uint32_t)t->in.cur;
	r->kind = R_PASS;
	r->attempts = 0;
	r->failed = r->has_score = 0;
	t->st.records++;
	if (papo_line_blank(r->line, r->len))
		return;
	papo_err_clear(&e);
	if (papo_json_parse(&t->j, r->line, r->len, &e) < 0)
		goto bad;
	if ((sel = selected(t, &e)) < 0)
		goto bad;
	if (!sel)
		return;
	if (papo_json_slot(&t->j, t->out_path, &r->sslot, &e) < 0 ||
	    papo_json_slot(&t->j, t->rep_path, &r->rslot, &e) < 0)
		goto bad;
	if (build_request(t, r, &e) < 0)
		goto bad;
	t->st.selected++;
	if (t->o.dry_run) {
		r->kind = R_DRY;
		return;
	}
	papo_cache_key(r->body.s, r->body.len, r->key);
	if (t->have_cache && !t->cache_broken) {
		hit = papo_cache_get(&t->cache, r->key, &t->ent, &e);
		if (hit < 0) {
			clear_progress(t);
			papo_warnx("%s; going on without the cache", e.msg);
			t->cache_broken = 1;
		} else if (hit) {
			score_content(t, r, t->ent.content.s,
			    t->ent.content.len,
			    t->ent.model.len ? t->ent.model.s : NULL,
			    t->ent.model.len, t->ent.finish.len ?
			    t->ent.finish.s : NULL, t->ent.finish.len, 1);
			return;
		}
	}
	if ((ld = leader_of(t, r->key)) != NULL) {
		r->kind = R_WAIT;
		r->dupnext = ld->dups;
		ld->dups = r;
		return;
	}
	if (!t->checked && check_server(t) < 0) {
		/* the records before it (from the cache) are still written */
		r->kind = R_UNDONE;
		begin_stop(t, STOP_DOWN);
		return;
	}
	lead(t, r);
	r->kind = R_WAIT;
	r->req.ud = r;
	r->req.body = r->body.s;
	r->req.body_len = r->body.len;
	papo_http_submit(&t->http, &r->req, 0);
	return;
bad:
	r->kind = R_PASS;
	bad_record(t, r, e.msg);
}

/* An error message from a reply body, "HTTP 503: ..." style. */
static void
describe(struct tool *t, const struct papo_http_req *q, int parsed,
    const struct papo_judge_reply *rp, const char *code,
    struct papo_buf *msg)
{
	papo_buf_reset(msg);
	if (q->transport != PAPO_JUDGE_T_OK) {
		papo_buf_addf(msg, "%s (endpoint '%s')",
		    q->error[0] ? q->error : code,
		    t->http.ep[q->endpoint].base);
		return;
	}
	if (strcmp(code, "wrong_model") == 0) {
		papo_buf_adds(msg, "the reply came from model '");
		papo_json_str(&t->rj, rp->model, msg);
		papo_buf_addf(msg, "', not '%s'", t->o.model);
		return;
	}
	if (q->status < 200 || q->status > 299)
		papo_buf_addf(msg, "HTTP %ld", q->status);
	else if (strcmp(code, "bad_reply") == 0)
		papo_buf_adds(msg, parsed ?
		    "the reply is not a chat completion" :
		    "the reply is not valid JSON");
	else if (strcmp(code, "no_content") == 0)
		papo_buf_adds(msg, "the reply has no content");
	else if (strcmp(code, "truncated") == 0)
		papo_buf_adds(msg, "the reply was cut off (finish reason "
		    "length) before any content: the judge ran out of tokens "
		    "while reasoning; raise --max-tokens");
	else
		papo_buf_adds(msg, code);
	if (parsed && rp->error && rp->err_message >= 0) {
		papo_buf_adds(msg, ": ");
		papo_json_str(&t->rj, rp->err_message, msg);
	}
	if (msg->len > 600) {
		papo_buf_truncate(msg, 597);
		papo_buf_adds(msg, "...");
	}
}

/*
 * The text of string token i (unescaped into b), or NULL when i is -1.
 * Reports carry what the server meant, not its escapes: a model named
 * "a\/b" on the wire is a/b.
 */
static const char *
tok_text(const struct papo_json *j, int i, struct papo_buf *b, size_t *len)
{
	*len = 0;
	if (i < 0)
		return NULL;
	papo_buf_reset(b);
	papo_json_str(j, i, b);
	papo_buf_adds(b, "");
	*len = b->len;
	return b->s;
}

/* A finished request: score it, retry it, or give up. */
static void
on_done(struct tool *t, struct papo_http_req *q)
{
	struct rec *r = q->ud;
	struct papo_judge_reply rp;
	struct papo_err e;
	struct papo_buf msg = PAPO_BUF_INIT, mb = PAPO_BUF_INIT,
	    fb = PAPO_BUF_INIT;
	const char *code = NULL, *model, *finish, *content;
	size_t mlen, flen, clen;
	enum papo_judge_action act;
	int parsed = 0;

	if (q->transport == PAPO_JUDGE_T_CANCELLED) {
		undo(t, r);
		return;
	}
	r->attempts++;
	t->st.sent++;
	memset(&rp, 0, sizeof(rp));
	if (q->transport == PAPO_JUDGE_T_OK && q->reply.len > 0)
		parsed = papo_judge_reply_parse(&t->rj, q->reply.s,
		    q->reply.len, &rp, &e) == 0;
	act = papo_judge_classify(q->transport, q->status,
	    parsed ? &t->rj : NULL, parsed ? &rp : NULL, t->o.model, &code);
	model = parsed ? tok_text(&t->rj, rp.model, &mb, &mlen) : NULL;
	finish = parsed ? tok_text(&t->rj, rp.finish, &fb, &flen) : NULL;
	if (!parsed)
		mlen = flen = 0;
	if (act == PAPO_JUDGE_DONE) {
		content = tok_text(&t->rj, rp.content, &t->text, &clen);
		if (score_content(t, r, content, clen, model, mlen, finish,
		    flen, 0) == 0 && t->have_cache && !t->cache_broken &&
		    papo_cache_put(&t->cache, r->key, t->o.model, content,
		    clen, finish, model, &e) < 0) {
			clear_progress(t);
			papo_warnx("%s; going on without the cache", e.msg);
			t->cache_broken = 1;
		}
		goto out;
	}
	if (act == PAPO_JUDGE_RETRY && t->stop && t->stop != STOP_BAD) {
		undo(t, r);	/* no new requests: the rerun asks again */
		goto out;
	}
	if (act == PAPO_JUDGE_RETRY && q->transport == PAPO_JUDGE_T_CONNECT &&
	    r->attempts > t->o.retries && papo_http_all_down(&t->http)) {
		/*
		 * No endpoint takes connections, after every retry: the
		 * judge is gone.  Failing every record that follows would
		 * fill the output with nulls; stop instead, so that a rerun
		 * judges them once the server is back.
		 */
		papo_buf_reset(&t->down);
		papo_buf_addf(&t->down, "'%s' (%s, %d attempts)",
		    t->http.ep[q->endpoint].base, q->error[0] ? q->error :
		    "connect", r->attempts);
		undo(t, r);
		begin_stop(t, STOP_DOWN);
		goto out;
	}
	if (act == PAPO_JUDGE_RETRY && r->attempts <= t->o.retries) {
		double d = papo_judge_backoff(r->attempts, t->o.backoff,
		    t->o.backoff_max, q->retry_after, uniform(t));

		t->st.retries++;
		papo_http_submit(&t->http, &r->req, papo_http_now() + d);
		goto out;
	}
	describe(t, q, parsed, &rp, code, &msg);
	if (act == PAPO_JUDGE_RETRY) {
		papo_buf_addf(&msg, "; gave up after %d attempts",
		    r->attempts);
	}
	conclude(t, r, model, mlen, finish, flen, 0, code, msg.s, 0);
out:
	papo_buf_release(&msg);
	papo_buf_release(&mb);
	papo_buf_release(&fb);
}

/*
 * Standard output failed.  A closed pipe ends the program quietly, the
 * way a filter dies of SIGPIPE (the cache holds every judgment made);
 * any other error is reported (74).
 */
static _Noreturn void
out_failed(struct tool *t, const struct papo_err *e)
{
	if (t->out.err == EPIPE) {
		signal(SIGPIPE, SIG_DFL);
		raise(SIGPIPE);
		exit(PAPO_EX_IOERR);
	}
	clear_progress(t);
	papo_die_err(e);
}

/* Write the finished records at the head of the window, in order. */
static void
write_ready(struct tool *t)
{
	struct papo_err e;

	while (t->head < t->tail) {
		struct rec *r = slot_of(t, t->head);
		struct papo_edit ed[2];
		size_t n = 0;

		if (r->kind == R_WAIT || r->kind == R_UNDONE)
			break;
		if (t->o.dry_run && r->kind != R_DRY) {
			t->head++;	/* a dry run prints requests only */
			continue;
		}
		papo_buf_reset(&t->tmp);
		if (r->kind == R_DRY) {
			papo_buf_add(&t->tmp, r->body.s, r->body.len);
			papo_buf_release(&r->body);
		} else if (r->kind == R_PASS) {
			papo_buf_add(&t->tmp, r->line, r->len);
		} else {
			papo_buf_reset(&t->tmp2);
			if (r->has_score)
				papo_json_put_num(&t->tmp2, r->score);
			else
				papo_buf_adds(&t->tmp2, "null");
			if (r->has_score ||
			    t->rubric.failure == PAPO_RUBRIC_FAIL_NULL) {
				ed[n].path = t->out_path;
				ed[n].slot = r->sslot;
				ed[n].val = t->tmp2.s;
				ed[n].vlen = t->tmp2.len;
				n++;
			}
			ed[n].path = t->rep_path;
			ed[n].slot = r->rslot;
			ed[n].val = r->report.s;
			ed[n].vlen = r->report.len;
			n++;
			papo_json_splice(&t->tmp, r->line, r->len, ed, n);
		}
		if (r->tlen == 2 && r->kind != R_DRY)
			papo_buf_add(&t->tmp, "\r\n", 2);
		else
			papo_buf_addc(&t->tmp, '\n');
		if (papo_out_write(&t->out, t->tmp.s, t->tmp.len, &e) < 0)
			out_failed(t, &e);
		t->st.written++;
		t->last_file = r->file;
		t->last_line = r->lineno;
		/* a huge record's memory goes back; usual ones keep theirs */
		if (r->cap > ((size_t)1 << 20)) {
			free(r->line);
			r->line = NULL;
			r->cap = 0;
		}
		t->head++;
	}
}

static void
flush_out(struct tool *t)
{
	struct papo_err e;

	if (papo_out_flush(&t->out, &e) < 0)
		out_failed(t, &e);
}

static void
run(struct tool *t)
{
	struct papo_line l;
	struct papo_err e;
	struct papo_http_req *q;
	int k, fd, end = 0;

	for (;;) {
		take_signals(t);
		/* take what input there is, while the window has room */
		while (!end && !t->stop && t->tail - t->head < t->wcap) {
			k = papo_judge_input_next(&t->in, &l, &e);
			if (k < 0) {
				/* a line past --max-line: stop there */
				clear_progress(t);
				papo_report(&e);
				t->st.bad++;
				begin_stop(t, STOP_BAD);
				break;
			}
			if (k == PAPO_JUDGE_INPUT_END)
				end = 1;
			if (k != PAPO_JUDGE_INPUT_LINE)
				break;
			intake(t, &l);
		}
		while ((q = papo_http_done(&t->http)) != NULL)
			on_done(t, q);
		write_ready(t);
		if (end && t->head == t->tail)
			break;
		if (t->stop && papo_http_pending(&t->http) == 0)
			break;
		progress(t, 0);
		fd = -1;
		if (!end && !t->stop && t->tail - t->head < t->wcap) {
			/* the window has room and the input has no full line */
			fd = papo_judge_input_pollfd(&t->in);
			if (fd < 0) {
				if (papo_judge_input_fill(&t->in, &e) < 0)
					papo_die_err(&e);
				continue;
			}
		}
		/* about to wait: let the next program have what is done */
		flush_out(t);
		k = papo_http_run(&t->http, 250, fd, &e);
		if (k < 0)
			papo_die_err(&e);
		if (k == 1 && papo_judge_input_fill(&t->in, &e) < 0)
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
	struct papo_buf b = PAPO_BUF_INIT;
	unsigned long left = (unsigned long)(t->tail - t->head);

	if (t->stop == STOP_DOWN && t->st.written == 0 &&
	    t->st.judged + t->st.failed == 0) {
		/* nothing was done: nothing to resume */
		papo_warnx("no judge endpoint answers: %s", t->down.s);
		return;
	}
	if (t->stop == STOP_SIGNAL)
		papo_buf_addf(&b, "interrupted by %s%s: ",
		    signal_name(t->stop_sig), t->abandoned ? " (requests in "
		    "flight cut off)" : "");
	else
		papo_buf_addf(&b, "no judge endpoint answers: %s; stopped: ",
		    t->down.s ? t->down.s : "connect");
	papo_buf_addf(&b, "%lu records written", t->st.written);
	if (t->st.written)
		papo_buf_addf(&b, " (to %s:%llu)", file_name(t, t->last_file),
		    (unsigned long long)t->last_line);
	papo_buf_addf(&b, ", %lu read and not written", left);
	if (!t->o.dry_run) {
		papo_buf_addf(&b, "; %lu judged (%lu from the cache), %lu "
		    "failed, %lu requests", t->st.judged, t->st.cached,
		    t->st.failed, t->st.sent);
		if (t->have_cache && !t->cache_broken)
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
	struct papo_buf b = PAPO_BUF_INIT;
	double el = papo_http_now() - t->t0;
	size_t i;

	clear_progress(t);
	if (t->stop == STOP_SIGNAL || t->stop == STOP_DOWN) {
		stop_summary(t);
		return;
	}
	/* a bad line's message is the last word, as in the other tools */
	if (t->o.quiet || t->stop == STOP_BAD)
		return;
	if (t->o.dry_run) {
		papo_warnx("%lu records, %lu selected: %lu requests written, "
		    "none sent (dry run)", t->st.records, t->st.selected,
		    t->st.selected);
		return;
	}
	if (t->st.shown > SHOW_FAILURES)
		papo_warnx("... and %lu more judgments failed",
		    t->st.shown - SHOW_FAILURES);
	papo_buf_addf(&b, "%lu records, %lu selected: %lu judged (%lu from "
	    "the cache), %lu failed", t->st.records, t->st.selected,
	    t->st.judged, t->st.cached, t->st.failed);
	for (i = 0; i < t->st.nfail_names; i++)
		papo_buf_addf(&b, "%s%s %lu", i ? ", " : " (",
		    t->st.fail_name[i], t->st.fail_by[i]);
	if (t->st.nfail_names)
		papo_buf_addc(&b, ')');
	papo_buf_addf(&b, "; %lu requests, %lu retries; %.1f s", t->st.sent,
	    t->st.retries, el);
	if (t->st.bad)
		papo_buf_addf(&b, "; %lu bad lines passed through", t->st.bad);
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

int
main(int argc, char **argv)
{
	struct tool t;
	struct papo_err e;
	int first;
	size_t i;

	papo_setprog(argv[0]);
	/* the cache and sockets must not die of a closed pipe: EPIPE is
	   handled */
	signal(SIGPIPE, SIG_IGN);
	memset(&t, 0, sizeof(t));
	t.o.concurrency = 64;
	t.o.select = -1;
	t.o.p.temperature = 0;
	t.o.p.top_p = 1;
	t.o.p.max_tokens = 4096;
	t.o.p.seed = 0;
	t.o.timeout = 600;
	t.o.connect_timeout = 10;
	t.o.retries = 8;
	t.o.backoff = 1;
	t.o.backoff_max = 60;
	t.o.window = 4096;
	t.cli.tool = "judge";
	t.cli.usage = usage_line;
	t.cli.helptext = help_text;
	t.cli.shortopts = PAPO_COMMON_SHORTOPTS "e:m:r:c:q";
	t.cli.longopts = longopts;
	t.cli.handle = handle;
	t.cli.ctx = &t.o;
	if ((first = papo_cli_start(&t.cli, argc, argv)) == 0) {
		release_opts(&t.o);
		papo_cli_release(&t.cli);
		return 0;
	}
	papo_err_clear(&e);
	t.f = &t.cli.common.fields;
	if (t.o.backoff_max < t.o.backoff)
		t.o.backoff_max = t.o.backoff;
	if (t.o.dry_run && t.o.model == NULL)
		papo_die(PAPO_EX_USAGE,
		    "--dry-run needs --model (it never asks "
		    "the server)");
	t.o.p.model = t.o.model;
	t.o.p.reasoning_effort = t.o.effort;
	setup_rubric(&t);

	argc -= first;
	argv += first;
	if (papo_judge_input_open(&t.in, argc, argv, t.cli.common.max_line,
	    &e) < 0)
		papo_die_err(&e);
	setup_cache(&t);
	setup_http(&t);
	/* a progress line on the terminal the records go to would garble
	   them */
	t.tty = isatty(STDERR_FILENO) && !isatty(STDOUT_FILENO);
	t.rng = (unsigned long long)time(NULL) * 0x9E3779B97F4A7C15ULL ^
	    (unsigned long long)getpid();
	if (t.rng == 0)
		t.rng = 1;
	t.t0 = papo_http_now();
	/* without a model name, the server must tell it before any key */
	if (t.o.model == NULL && check_server(&t) < 0)
		papo_die(PAPO_EX_UNAVAILABLE, "no judge endpoint answers: %s",
		    t.down.s);
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
	papo_json_init(&t.j);
	papo_json_init(&t.rj);
	papo_cache_entry_init(&t.ent);
	t.wcap = (size_t)t.o.window;
	t.win = papo_xcalloc(t.wcap, sizeof(*t.win));
	for (t.tabcap = 64; t.tabcap < 2 * t.wcap; t.tabcap *= 2)
		;
	t.tab = papo_xcalloc(t.tabcap, sizeof(*t.tab));
	for (i = 0; i < t.wcap; i++)
		t.win[i] = papo_xcalloc(1, sizeof(**t.win));
	papo_out_init(&t.out, STDOUT_FILENO, "<stdout>");

	run(&t);

	flush_out(&t);
	summary(&t);
	for (i = 0; i < t.wcap; i++) {
		free(t.win[i]->line);
		papo_buf_release(&t.win[i]->body);
		papo_buf_release(&t.win[i]->report);
		papo_buf_release(&t.win[i]->req.reply);
		free(t.win[i]);
	}
	free(t.win);
	free(t.tab);
	papo_out_release(&t.out);
	papo_json_release(&t.j);
	papo_json_release(&t.rj);
	papo_cache_entry_release(&t.ent);
	papo_buf_release(&t.tmp);
	papo_buf_release(&t.tmp2);
	papo_buf_release(&t.text);
	if (t.have_cache)
		papo_cache_close(&t.cache);
	papo_http_release(&t.http);
	papo_judge_input_close(&t.in);
	papo_rubric_release(&t.rubric);
	papo_path_release(&t.out_own);
	papo_path_release(&t.rep_own);
	papo_buf_release(&t.down);
	release_opts(&t.o);
	papo_cli_release(&t.cli);
	if (t.stop == STOP_SIGNAL) {
		signal(t.stop_sig, SIG_DFL);
		raise(t.stop_sig);
		return 128 + t.stop_sig;	/* not reached */
	}
	if (t.stop == STOP_DOWN)
		return PAPO_EX_UNAVAILABLE;
	if (t.st.bad)
		return PAPO_EX_DATAERR;
	return t.st.failed ? PAPO_EX_TEMPFAIL : 0;
}
