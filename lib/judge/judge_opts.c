/*
 * judge_opts.c: papo-judge's settings: defaults, ranges, the API key,
 * and the HTTP client's and the session's settings made from them.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge_opts.h"
#include "xalloc.h"

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

static int
number(const char *arg, const char *opt, double *out, struct papo_err *e)
{
	if (papo_parse_double(arg, out) < 0)
		return papo_cli_bad_value(e, opt, arg, "a number");
	return 0;
}

static int
count(const char *arg, const char *opt, long *out, struct papo_err *e)
{
	if (papo_parse_long(arg, LONG_MIN, LONG_MAX, out) < 0)
		return papo_cli_bad_value(e, opt, arg, "a whole number");
	return 0;
}

static void
set_str(char **dst, const char *v)
{
	free(*dst);
	*dst = papo_xstrdup(v);
}

int
papo_judge_opts_set(struct papo_judge_opts *o, int id, const char *arg,
    int from_config, struct papo_err *e)
{
	switch (id) {
	case PAPO_JUDGE_OPT_ENDPOINT:
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
	case PAPO_JUDGE_OPT_MODEL:
		if (*arg == '\0')
			return papo_err_set(e, PAPO_EX_USAGE,
			    "empty model name");
		set_str(&o->model, arg);
		return 0;
	case PAPO_JUDGE_OPT_RUBRIC:
		set_str(&o->rubric, arg);
		return 0;
	case PAPO_JUDGE_OPT_CONCURRENCY:
		return count(arg, "concurrency", &o->concurrency, e);
	case PAPO_JUDGE_OPT_QUIET:
		o->quiet = 1;
		return 0;
	case PAPO_JUDGE_OPT_SELECT:
		if ((o->select = papo_cli_keyword(arg, select_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--select takes "
			    "correct, all or wrong, not '%s'", arg);
		return 0;
	case PAPO_JUDGE_OPT_TEMPERATURE:
		return number(arg, "temperature", &o->p.temperature, e);
	case PAPO_JUDGE_OPT_TOP_P:
		return number(arg, "top-p", &o->p.top_p, e);
	case PAPO_JUDGE_OPT_MAX_TOKENS:
		return count(arg, "max-tokens", &o->p.max_tokens, e);
	case PAPO_JUDGE_OPT_SEED:
		return count(arg, "seed", &o->p.seed, e);
	case PAPO_JUDGE_OPT_REASONING_EFFORT:
		if (papo_cli_keyword(arg, effort_names) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "--reasoning-effort "
			    "takes low, medium or high, not '%s'", arg);
		set_str(&o->effort, arg);
		return 0;
	case PAPO_JUDGE_OPT_TIMEOUT:
		return number(arg, "timeout", &o->timeout, e);
	case PAPO_JUDGE_OPT_CONNECT_TIMEOUT:
		return number(arg, "connect-timeout", &o->connect_timeout, e);
	case PAPO_JUDGE_OPT_RETRIES:
		return count(arg, "retries", &o->retries, e);
	case PAPO_JUDGE_OPT_BACKOFF:
		return number(arg, "backoff", &o->backoff, e);
	case PAPO_JUDGE_OPT_BACKOFF_MAX:
		return number(arg, "backoff-max", &o->backoff_max, e);
	case PAPO_JUDGE_OPT_WINDOW:
		return count(arg, "window", &o->window, e);
	case PAPO_JUDGE_OPT_CACHE:
		set_str(&o->cache, arg);
		o->no_cache = 0;
		return 0;
	case PAPO_JUDGE_OPT_NO_CACHE:
		o->no_cache = 1;
		return 0;
	case PAPO_JUDGE_OPT_CACERT:
		set_str(&o->cacert, arg);
		return 0;
	case PAPO_JUDGE_OPT_API_KEY_ENV:
		if (*arg == '\0')
			return papo_err_set(e, PAPO_EX_USAGE,
			    "empty --api-key-env");
		set_str(&o->key_env, arg);
		return 0;
	case PAPO_JUDGE_OPT_DRY_RUN:
		o->dry_run = 1;
		return 0;
	case PAPO_JUDGE_OPT_THINK:
		if ((o->think = papo_cli_keyword(arg, think_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--think takes "
			    "strip or keep, not '%s'", arg);
		return 0;
	case PAPO_JUDGE_OPT_SWAP:
		o->swap = 1;
		return 0;
	case PAPO_JUDGE_OPT_TRANSCRIPT:
		o->transcript = 1;
		return 0;
	case PAPO_JUDGE_OPT_PROGRESS_INTERVAL:
		return number(arg, "progress-interval", &o->progress_interval,
		    e);
	case PAPO_JUDGE_OPT_SHARD:
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	case PAPO_JUDGE_OPT_KEEP_REPLY:
		if ((o->keep_reply = papo_cli_keyword(arg, keep_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--keep-reply "
			    "takes none, excerpt or full, not '%s'", arg);
		return 0;
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

void
papo_judge_opts_init(struct papo_judge_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->concurrency = 64;
	o->select = -1;
	o->p.temperature = 0;
	o->p.top_p = 1;
	o->p.max_tokens = 4096;
	o->p.seed = 0;
	o->timeout = 600;
	o->connect_timeout = 10;
	o->retries = 8;
	o->backoff = 1;
	o->backoff_max = 60;
	o->window = 4096;
	o->progress_interval = 60;
}

void
papo_judge_opts_release(struct papo_judge_opts *o)
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

/* A whole number from min to max (max LONG_MAX: no upper bound). */
static int
range_long(const char *opt, long x, long min, long max, struct papo_err *e)
{
	char s[32];

	if (x >= min && x <= max)
		return 0;
	snprintf(s, sizeof(s), "%ld", x);
	return papo_cli_bad_number(e, opt, s, (double)min,
	    max == LONG_MAX ? HUGE_VAL : (double)max, 0);
}

/*
 * A number from min (or above it, when open) to max (HUGE_VAL: no upper
 * bound); NaN is in no range.
 */
static int
range_num(const char *opt, double x, double min, int open, double max,
    struct papo_err *e)
{
	char s[32];

	if ((open ? x > min : x >= min) && x <= max)
		return 0;
	snprintf(s, sizeof(s), "%g", x);
	return papo_cli_bad_number(e, opt, s, min, max,
	    open ? PAPO_T_LO_OPEN : 0);
}

int
papo_judge_opts_check(struct papo_judge_opts *o, struct papo_err *e)
{
	if (range_long("concurrency", o->concurrency, 1, 65536, e) < 0 ||
	    range_num("temperature", o->p.temperature, 0, 0, 2, e) < 0 ||
	    range_num("top-p", o->p.top_p, 0, 1, 1, e) < 0 ||
	    range_long("max-tokens", o->p.max_tokens, 1, LONG_MAX, e) < 0 ||
	    range_long("seed", o->p.seed, 0, LONG_MAX, e) < 0 ||
	    range_num("timeout", o->timeout, 0, 1, HUGE_VAL, e) < 0 ||
	    range_num("connect-timeout", o->connect_timeout, 0, 1, HUGE_VAL,
	    e) < 0 ||
	    range_long("retries", o->retries, 0, 1000, e) < 0 ||
	    range_num("backoff", o->backoff, 0, 0, HUGE_VAL, e) < 0 ||
	    range_num("backoff-max", o->backoff_max, 0, 0, HUGE_VAL, e) < 0 ||
	    range_num("progress-interval", o->progress_interval, 0, 0,
	    HUGE_VAL, e) < 0 ||
	    range_long("window", o->window, 1, 1L << 24, e) < 0)
		return -1;
	/* -c could never be reached */
	if (o->window < o->concurrency)
		return papo_err_set(e, PAPO_EX_USAGE, "--window takes at least "
		    "--concurrency (%ld), not %ld: the window holds every "
		    "record in flight", o->concurrency, o->window);
	if (o->backoff_max < o->backoff)
		o->backoff_max = o->backoff;
	if (o->dry_run && o->model == NULL)
		return papo_err_set(e, PAPO_EX_USAGE, "--dry-run needs --model "
		    "(it never asks the server)");
	if (o->cacert && access(o->cacert, R_OK) < 0)
		return papo_err_set(e, PAPO_EX_USAGE, "--cacert '%s': %s",
		    o->cacert, strerror(errno));
	o->p.model = o->model;
	o->p.reasoning_effort = o->effort;
	return 0;
}

int
papo_judge_api_key(const char *name, char *(*get)(const char *),
    const char **key, const char **from, struct papo_err *e)
{
	static const char *const vars[] = { "PAPO_API_KEY", "OPENAI_API_KEY" };
	const char *k, *p;
	size_t i;

	*key = *from = NULL;
	if (name) {
		if ((k = get(name)) == NULL || *k == '\0')
			return papo_err_set(e, PAPO_EX_USAGE, "--api-key-env "
			    "names '%s', which is %s", name,
			    k ? "empty" : "not set");
	} else {
		for (i = 0, k = NULL; i < 2 && k == NULL; i++)
			if ((k = get(vars[i])) != NULL && *k == '\0')
				k = NULL;
		if (k == NULL)
			return 0;
		name = vars[i - 1];
	}
	for (p = k; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			return papo_err_set(e, PAPO_EX_CONFIG, "the API key in "
			    "%s holds a control character: refused (a CR or LF "
			    "would end its header and start others)", name);
	*key = k;
	*from = name;
	return 0;
}

int
papo_judge_opts_rubric(const struct papo_judge_opts *o, const char *dirs,
    const struct papo_fields *f, struct papo_rubric *r,
    struct papo_judge_outputs *outs, struct papo_err *e)
{
	struct papo_buf path = PAPO_BUF_INIT;
	int rc;

	rc = papo_rubric_locate(o->rubric ? o->rubric : "3-tier", dirs, &path,
	    e);
	if (rc == 0)
		rc = papo_rubric_load(r, path.s, e);
	papo_buf_release(&path);
	if (rc < 0)
		return -1;
	if ((o->swap && papo_rubric_swap(r, e) < 0) ||
	    papo_judge_outputs_init(outs, r, f, e) < 0) {
		papo_rubric_release(r);
		return -1;
	}
	return 0;
}

int
papo_judge_opts_cache(const struct papo_judge_opts *o, struct papo_cache *c,
    struct papo_err *e)
{
	struct papo_buf path = PAPO_BUF_INIT;
	int rc;

	if (o->no_cache || o->dry_run)
		return 0;
	if (o->cache)
		papo_buf_adds(&path, o->cache);
	rc = o->cache ? 0 : papo_cache_default_path(&path, e);
	if (rc == 0)
		rc = papo_cache_open(c, path.s, e);
	papo_buf_release(&path);
	return rc < 0 ? -1 : 1;
}

void
papo_judge_opts_http(const struct papo_judge_opts *o, const char *key,
    const volatile sig_atomic_t *cancel, struct papo_http_opts *ho)
{
	static const char *const def[] = { PAPO_JUDGE_ENDPOINT };

	memset(ho, 0, sizeof(*ho));
	if (o->nendpoints) {
		ho->endpoints = (const char *const *)o->endpoints;
		ho->nendpoints = o->nendpoints;
	} else {
		ho->endpoints = def;
		ho->nendpoints = 1;
	}
	ho->path = "/chat/completions";
	ho->concurrency = (int)o->concurrency;
	ho->timeout_ms = (long)(o->timeout * 1000);
	ho->connect_timeout_ms = (long)(o->connect_timeout * 1000);
	if (ho->connect_timeout_ms < 1)
		ho->connect_timeout_ms = 1;
	ho->api_key = key;
	ho->cacert = o->cacert;
	ho->max_reply = PAPO_JUDGE_MAX_REPLY;
	ho->user_agent = "papo-judge/" PAPO_VERSION;
	ho->cancel = cancel;
}

void
papo_judge_opts_session(struct papo_judge_opts *o,
    const struct papo_rubric *r, struct papo_judge_session_cfg *c)
{
	c->params = &o->p;
	c->select = o->select >= 0 ? o->select : (int)r->select;
	c->think = o->think;
	c->transcript = o->transcript;
	c->keep_reply = o->keep_reply;
	c->dry_run = o->dry_run;
	c->quiet = o->quiet;
	c->retries = o->retries;
	c->backoff = o->backoff;
	c->backoff_max = o->backoff_max;
	c->window = (size_t)o->window;
	c->show_failures = PAPO_JUDGE_SHOW_FAILURES;
}
