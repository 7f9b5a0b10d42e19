/* SPDX-License-Identifier: MIT */
/*
 * judge_opts.h: papo-judge's settings as its options give them: the
 * defaults, the ranges, the API key, and the settings of the HTTP
 * client and of the session that follow from them.
 */
#ifndef PAPO_JUDGE_OPTS_H
#define PAPO_JUDGE_OPTS_H

#include <signal.h>
#include <stddef.h>

#include "cache.h"
#include "cli.h"
#include "fields.h"
#include "http.h"
#include "judge.h"
#include "judge_request.h"
#include "judge_session.h"
#include "papo.h"
#include "rubric.h"
#include "serve.h"

/* The endpoint asked when none is given. */
#define PAPO_JUDGE_ENDPOINT	"http://127.0.0.1:8000/v1"
/* A reply body longer than this is a failure (too_big). */
#define PAPO_JUDGE_MAX_REPLY	((size_t)64 << 20)
/* Failures reported one by one; the rest are counted at the end. */
#define PAPO_JUDGE_SHOW_FAILURES 10

/*
 * The settings.  The command's option handler fills them (numbers
 * unchecked, strings owned: copies made with papo_xstrdup);
 * papo_judge_opts_check checks them once every option is in.
 */
struct papo_judge_opts {
	char **endpoints;		/* owned, as each string */
	size_t nendpoints, epcap;
	int endpoints_from_cli;		/* the command line's replaced the
					   config file's */
	char *model;			/* NULL: learn it from the server */
	char *rubric;			/* a name or a file; NULL: 3-tier */
	long concurrency;
	int select;			/* enum papo_rubric_select; -1: the
					   rubric's */
	struct papo_judge_params p;	/* p.model and p.reasoning_effort
					   are set by papo_judge_opts_check */
	int effort;			/* --reasoning-effort: an index in
					   papo_judge_effort_names, -1: unset */
	double timeout, connect_timeout;	/* seconds */
	long retries;
	double backoff, backoff_max;	/* seconds */
	long window;
	char *cache;			/* the cache file, or NULL: the
					   default one */
	int no_cache;
	char *cacert;
	char *key_env;			/* --api-key-env, or NULL */
	int dry_run;
	int quiet;
	int think;			/* enum papo_judge_think */
	int transcript;			/* --transcript */
	int keep_reply;			/* enum papo_judge_keep */
	int swap;			/* the response before the
					   reference */
	int no_follow_up;		/* --no-follow-up */
	double progress_interval;	/* seconds; 0: no plain lines */
	unsigned long shard, nshards;	/* --shard I/N; nshards 0: all */
	struct papo_serve_opts srv;	/* --serve and its options,
					   --deadline (srv.deadline) */
};

/*
 * The ids of papo-judge's own options (struct papo_opt's id): a
 * letter, or from PAPO_OPT_TOOL on.
 */
enum papo_judge_opt {
	PAPO_JUDGE_OPT_ENDPOINT = 'e',
	PAPO_JUDGE_OPT_MODEL = 'm',
	PAPO_JUDGE_OPT_RUBRIC = 'r',
	PAPO_JUDGE_OPT_CONCURRENCY = 'c',
	PAPO_JUDGE_OPT_QUIET = 'q',
	PAPO_JUDGE_OPT_SELECT = PAPO_OPT_TOOL,
	PAPO_JUDGE_OPT_TEMPERATURE,
	PAPO_JUDGE_OPT_TOP_P,
	PAPO_JUDGE_OPT_MAX_TOKENS,
	PAPO_JUDGE_OPT_SEED,
	PAPO_JUDGE_OPT_REASONING_EFFORT,
	PAPO_JUDGE_OPT_TIMEOUT,
	PAPO_JUDGE_OPT_CONNECT_TIMEOUT,
	PAPO_JUDGE_OPT_RETRIES,
	PAPO_JUDGE_OPT_BACKOFF,
	PAPO_JUDGE_OPT_BACKOFF_MAX,
	PAPO_JUDGE_OPT_WINDOW,
	PAPO_JUDGE_OPT_CACHE,
	PAPO_JUDGE_OPT_NO_CACHE,
	PAPO_JUDGE_OPT_CACERT,
	PAPO_JUDGE_OPT_API_KEY_ENV,
	PAPO_JUDGE_OPT_DRY_RUN,
	PAPO_JUDGE_OPT_THINK,
	PAPO_JUDGE_OPT_KEEP_REPLY,
	PAPO_JUDGE_OPT_PROGRESS_INTERVAL,
	PAPO_JUDGE_OPT_SWAP,
	PAPO_JUDGE_OPT_TRANSCRIPT,
	PAPO_JUDGE_OPT_NO_FOLLOW_UP,
	PAPO_JUDGE_OPT_SHARD,
	PAPO_JUDGE_OPT_DEADLINE,
	PAPO_JUDGE_OPT_SERVE	/* and the five ids after it
				   (PAPO_SERVE_ROWS) */
};

/*
 * The keywords of --select, --reasoning-effort, --think and
 * --keep-reply, in the order of their enums (typed rows' names).
 */
extern const char *const papo_judge_select_names[];
extern const char *const papo_judge_effort_names[];
extern const char *const papo_judge_think_names[];
extern const char *const papo_judge_keep_names[];

/*
 * Take the value arg of an option no typed row stores
 * (papo_cli_handler's contract): --endpoint (an http:// or https://
 * URL; the command line's replace the config file's, from_config: 1
 * for these), --model and --rubric (not empty), --api-key-env (a
 * variable's name; a value that is not one is refused without being
 * shown: it may be the key), --no-cache, and --cache (stored by its
 * row; undoes --no-cache).  Numbers and keywords are the rows' (ranges
 * in cmd/papo-judge.c's table).  0, or -1 with e set (status 64, the
 * one message of lib/cli.h).
 */
int papo_judge_opts_set(struct papo_judge_opts *o, int id, const char *arg,
    int from_config, struct papo_err *e);

/* Set the defaults (every field not named here is zero or NULL). */
void papo_judge_opts_init(struct papo_judge_opts *o);

/* Free the strings (and the model papo-judge may have learnt). */
void papo_judge_opts_release(struct papo_judge_opts *o);

/*
 * Check the settings once all options are in (their rows checked each
 * number's range), and settle what follows from them: a window that
 * holds the requests in flight, --backoff-max
 * raised to --backoff, a model for --dry-run (which never asks the
 * server), a readable --cacert (a typo would otherwise show only at
 * the first request, as exit 69); p.model and p.reasoning_effort point
 * at model and effort.  -1 with e set (status 64) at the first
 * setting that fails, in the order above.
 */
int papo_judge_opts_check(struct papo_judge_opts *o, struct papo_err *e);

/*
 * The API key: the variable named (name, --api-key-env; get looks it
 * up: getenv, or a test's table), else PAPO_API_KEY, then
 * OPENAI_API_KEY, whichever is set and not empty.  *key is the key or
 * NULL (none: nothing is sent), *from the name of its variable (NULL
 * with it); both point into what get returned or into name.  -1 with
 * e set: status 64 when the variable named is unset or empty (the key
 * meant would silently not be sent), 78 when the key holds a control
 * character (a CR or LF would start HTTP headers of its own).
 */
int papo_judge_api_key(const char *name, char *(*get)(const char *),
    const char **key, const char **from, struct papo_err *e);

/*
 * The rubric a run uses when --rubric names none, for the fields f:
 * 3-tier; under a preset (and no --field naming the solution), the one
 * that fits what the framework's dumps carry: 3-tier-noref for those
 * with no reference (nemo-rl, areal), else 3-tier-answer (a reference
 * answer, no worked solution).
 */
const char *papo_judge_default_rubric(const struct papo_fields *f);

/*
 * Load the rubric o names (papo_judge_default_rubric when none; a bare
 * name is looked up in dirs, see papo_rubric_locate) into r, swapped
 * for --swap, and find the fields it writes (papo_judge_outputs_init,
 * under the field names f) into outs.  -1 with e set as those
 * functions set it (but a --rubric that names no rubric: the one
 * message for a bad value, 64); r and outs then hold nothing to
 * release.
 */
int papo_judge_opts_rubric(const struct papo_judge_opts *o,
    const char *dirs, const struct papo_fields *f, struct papo_rubric *r,
    struct papo_judge_outputs *outs, struct papo_err *e);

/*
 * Open the cache o names (--cache, else papo_cache_default_path) into
 * c: 1 when it is open, 0 when there is none (--no-cache, --dry-run),
 * -1 with e set when it cannot be opened (see papo_cache_open).
 */
int papo_judge_opts_cache(const struct papo_judge_opts *o,
    struct papo_cache *c, struct papo_err *e);

/*
 * Fill ho for papo_http_init from o: the endpoints (the default one
 * when none is given), POST path, concurrency, times in milliseconds
 * (a connect timeout of at least 1 ms: 0 would mean curl's default),
 * key (may be NULL), CA file, reply cap, user agent, and cancel (a
 * signal handler's flag, or NULL).  ho points into o, which must
 * outlive it.
 */
void papo_judge_opts_http(const struct papo_judge_opts *o,
    const char *key, const volatile sig_atomic_t *cancel,
    struct papo_http_opts *ho);

/*
 * Set the fields of c that come from o and the rubric r (o's select,
 * else r's): select, think, keep_reply, dry_run, quiet, retries,
 * backoffs, window, show_failures, params (which points into o).  The
 * caller sets the rest: rubric, fields, outputs, seed, http, cache,
 * names, steps and the callbacks.
 */
void papo_judge_opts_session(struct papo_judge_opts *o,
    const struct papo_rubric *r, struct papo_judge_session_cfg *c);

#endif
