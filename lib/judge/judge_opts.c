/* SPDX-License-Identifier: MIT */
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
const char *const papo_judge_select_names[] = {
	[PAPO_RUBRIC_CORRECT] = "correct", [PAPO_RUBRIC_ALL] = "all",
	[PAPO_RUBRIC_WRONG] = "wrong", NULL
};
const char *const papo_judge_effort_names[] = { "low", "medium", "high",
	NULL };
/* Keywords of --think, in the order of enum papo_judge_think. */
const char *const papo_judge_think_names[] = { "strip", "keep", NULL };
/* Keywords of --keep-reply, in the order of enum papo_judge_keep. */
const char *const papo_judge_keep_names[] = { "none", "excerpt", "full",
	NULL };

static void
set_str(char **dst, const char *v)
{
	free(*dst);
	*dst = papo_xstrdup(v);
}

/*
 * An environment variable's name: letters, digits and '_', not
 * starting with a digit.  Anything else may be the key itself, given
 * by mistake: never echoed.
 */
static int
env_name(const char *s)
{
	const char *p;

	if (*s == '\0' || (*s >= '0' && *s <= '9'))
		return 0;
	for (p = s; *p; p++)
		if (!(*p == '_' || (*p >= '0' && *p <= '9') ||
		    (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')))
			return 0;
	return 1;
}

int
papo_judge_opts_set(struct papo_judge_opts *o, int id, const char *arg,
    int from_config, struct papo_err *e)
{
	if (papo_serve_row_seen(&o->srv, id, PAPO_JUDGE_OPT_SERVE,
	    from_config))
		return 0;
	switch (id) {
	case PAPO_JUDGE_OPT_ENDPOINT:
		if (strncmp(arg, "http://", 7) != 0 &&
		    strncmp(arg, "https://", 8) != 0)
			return papo_cli_bad_value(e, "endpoint", arg,
			    "an http:// or https:// URL");
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
			return papo_cli_bad_value(e, "model", arg,
			    "a model's name");
		set_str(&o->model, arg);
		return 0;
	case PAPO_JUDGE_OPT_RUBRIC:
		if (*arg == '\0')
			return papo_cli_bad_value(e, "rubric", arg,
			    "a rubric's name or file");
		set_str(&o->rubric, arg);
		return 0;
	case PAPO_JUDGE_OPT_CACHE:
		/* SQLite would open "" as a private temporary database: a
		 * cache that keeps nothing, said nowhere */
		if (*arg == '\0')
			return papo_cli_bad_value(e, "cache", arg, "a file "
			    "name; --no-cache for none");
		/* the row stored it; a cache file undoes --no-cache */
		o->no_cache = 0;
		return 0;
	case PAPO_JUDGE_OPT_NO_CACHE:
		o->no_cache = 1;
		return 0;
	case PAPO_JUDGE_OPT_API_KEY_ENV:
		if (!env_name(arg))
			return papo_err_set(e, PAPO_EX_USAGE, "invalid value "
			    "for --api-key-env (the name of an environment "
			    "variable, such as PAPO_API_KEY; the value given "
			    "is not shown, as it may be the key)");
		set_str(&o->key_env, arg);
		return 0;
	case PAPO_JUDGE_OPT_SHARD:
		if (!from_config && o->srv.files_only == NULL)
			o->srv.files_only = "shard";
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	case PAPO_JUDGE_OPT_DEADLINE:
		/* the row stored it */
		if (!from_config && o->srv.serve_only == NULL)
			o->srv.serve_only = "deadline";
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
	o->effort = -1;
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
	papo_serve_defaults(&o->srv);
	o->srv.deadline = 50;
}

void
papo_judge_opts_release(struct papo_judge_opts *o)
{
	size_t i;

	for (i = 0; i < o->nendpoints; i++)
		free(o->endpoints[i]);
	free(o->srv.listen);
	free(o->srv.access_log);
	o->srv.listen = o->srv.access_log = NULL;
	free(o->endpoints);
	free(o->model);
	free(o->rubric);
	free(o->cache);
	free(o->cacert);
	free(o->key_env);
}

/* --window below --concurrency: -c could never be reached. */
static int
window_short(const struct papo_judge_opts *o, struct papo_err *e)
{
	char v[32], why[96];

	snprintf(v, sizeof(v), "%ld", o->window);
	snprintf(why, sizeof(why), "at least --concurrency, %ld: the window "
	    "holds every record in flight", o->concurrency);
	return papo_cli_bad_value(e, "window", v, why);
}

/* A --cacert that cannot be read. */
static int
cacert_bad(const struct papo_judge_opts *o, struct papo_err *e)
{
	char why[160];

	snprintf(why, sizeof(why), "a readable file: %s", strerror(errno));
	return papo_cli_bad_value(e, "cacert", o->cacert, why);
}

int
papo_judge_opts_check(struct papo_judge_opts *o, struct papo_err *e)
{
	/* -c could never be reached */
	if (o->window < o->concurrency)
		return window_short(o, e);
	if (o->backoff_max < o->backoff)
		o->backoff_max = o->backoff;
	if (o->dry_run && o->model == NULL)
		return papo_err_set(e, PAPO_EX_USAGE, "--dry-run needs --model "
		    "(it never asks the server)");
	if (o->cacert && access(o->cacert, R_OK) < 0)
		return cacert_bad(o, e);
	o->p.model = o->model;
	o->p.reasoning_effort = o->effort >= 0 ?
	    papo_judge_effort_names[o->effort] : NULL;
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
			return papo_cli_bad_value(e, "api-key-env", name, k ?
			    "a variable that is not empty; this one is" :
			    "a variable that is set; this one is not");
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

const char *
papo_judge_default_rubric(const struct papo_fields *f)
{
	if (f == NULL || f->preset == NULL ||
	    strcmp(f->preset, "default") == 0 ||
	    (f->given & (1UL << PAPO_F_SOLUTION)))
		return "3-tier";
	if (strcmp(f->preset, "nemo-rl") == 0 ||
	    strcmp(f->preset, "areal") == 0)
		return "3-tier-noref";
	return "3-tier-answer";
}

/*
 * A --rubric that names no rubric: the one message for a bad value,
 * with the detail papo_rubric_locate gave in parentheses (where it
 * looked, or what a name is).
 */
static int
rubric_bad(const char *spec, struct papo_err *e)
{
	char why[sizeof(e->msg)];
	const char *d = strchr(e->msg, '(');
	size_t n;

	if (d == NULL)
		d = e->msg - 1;
	n = strlen(d + 1);
	if (n > 0 && d[n] == ')')
		n--;
	snprintf(why, sizeof(why), "a rubric's name or file; %.*s", (int)n,
	    d + 1);
	return papo_cli_bad_value(e, "rubric", spec, why);
}

int
papo_judge_opts_rubric(const struct papo_judge_opts *o, const char *dirs,
    const struct papo_fields *f, struct papo_rubric *r,
    struct papo_judge_outputs *outs, struct papo_err *e)
{
	struct papo_buf path = PAPO_BUF_INIT;
	int rc;

	rc = papo_rubric_locate(o->rubric ? o->rubric :
	    papo_judge_default_rubric(f), dirs, &path, e);
	if (rc < 0 && o->rubric != NULL)
		(void)rubric_bad(o->rubric, e);
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
	ho->hold_max = o->backoff_max;
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
	c->follow_up = !o->no_follow_up;
	c->dry_run = o->dry_run;
	c->quiet = o->quiet;
	c->retries = o->retries;
	c->backoff = o->backoff;
	c->backoff_max = o->backoff_max;
	c->window = (size_t)o->window;
	c->show_failures = PAPO_JUDGE_SHOW_FAILURES;
}
