/* SPDX-License-Identifier: MIT */
/*
 * check_judge_opts.c: unit tests for papo-judge's settings
 * (lib/judge/judge_opts.c): defaults, ranges, the API key, and the rubric,
 * cache, HTTP and session settings made from them.
 */
#include <check.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge/judge_opts.h"
#include "unit.h"
#include "xalloc.h"

static char dir[256];
static struct papo_err e;

static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "judge-opts");
	papo_err_clear(&e);
}

static void
teardown(void)
{
	papo_test_rmdir(dir);
}

/* Write text to file name in dir. */
static void
put(const char *name, const char *text)
{
	FILE *fp;

	ck_assert_ptr_nonnull(fp = fopen(papo_test_path(dir, name), "w"));
	fputs(text, fp);
	ck_assert_int_eq(fclose(fp), 0);
}

START_TEST(defaults)
{
	struct papo_judge_opts o;

	papo_judge_opts_init(&o);
	ck_assert_int_eq(o.concurrency, 64);
	ck_assert_int_eq(o.select, -1);
	ck_assert(o.p.temperature == 0);
	ck_assert(o.p.top_p == 1);
	ck_assert_int_eq(o.p.max_tokens, 4096);
	ck_assert_int_eq(o.p.seed, 0);
	ck_assert(o.timeout == 600);
	ck_assert(o.connect_timeout == 10);
	ck_assert_int_eq(o.retries, 8);
	ck_assert(o.backoff == 1);
	ck_assert(o.backoff_max == 60);
	ck_assert_int_eq(o.window, 4096);
	ck_assert(o.progress_interval == 60);
	ck_assert_ptr_null(o.model);
	ck_assert_int_eq(o.nendpoints, 0);
	/* the defaults are in range */
	ck_assert_int_eq(papo_judge_opts_check(&o, &e), 0);
	ck_assert_ptr_null(o.p.model);
	ck_assert_ptr_null(o.p.reasoning_effort);
	/* the model and effort go into the request's parameters */
	o.model = papo_xstrdup("m");
	o.effort = 2;
	ck_assert_int_eq(papo_judge_opts_check(&o, &e), 0);
	ck_assert_ptr_eq(o.p.model, o.model);
	ck_assert_str_eq(o.p.reasoning_effort, "high");
	papo_judge_opts_release(&o);
}
END_TEST

/* A setting: a long (whole) or a double at offset off of the settings. */
#define WHOLE(f)	offsetof(struct papo_judge_opts, f), 1
#define REAL(f)		offsetof(struct papo_judge_opts, f), 0

/*
 * Every number at its default but the one set: the message of the
 * check, or "(accepted)".
 */
static const char *
check_one(size_t off, int whole, double v)
{
	static char msg[sizeof(e.msg)];
	struct papo_judge_opts o;
	char *field;

	papo_judge_opts_init(&o);
	field = (char *)&o + off;
	if (whole)
		*(long *)(void *)field = (long)v;
	else
		*(double *)(void *)field = v;
	if (papo_judge_opts_check(&o, &e) == 0)
		snprintf(msg, sizeof(msg), "(accepted)");
	else {
		ck_assert_int_eq(e.status, PAPO_EX_USAGE);
		snprintf(msg, sizeof(msg), "%s", e.msg);
	}
	papo_judge_opts_release(&o);
	return msg;
}

START_TEST(ranges)
{
	static const struct {
		size_t off;
		int whole;
		double v;
		const char *msg;
	} cases[] = {
		/* the ranges of single values are the option rows'
		   (cmd/papo-judge.c; tests/t-option-values.sh runs them) */
		/* the window holds every request in flight */
		{ WHOLE(window), 63, "invalid value '63' for --window (at "
		    "least --concurrency, 64: the window holds every record "
		    "in flight)" },
		{ WHOLE(window), 64, "(accepted)" },
	};
	struct papo_judge_opts o;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(strcmp(check_one(cases[i].off, cases[i].whole,
		    cases[i].v), cases[i].msg) == 0, "case %zu: %s", i,
		    check_one(cases[i].off, cases[i].whole, cases[i].v));
	/* the model a dry run needs, and a readable --cacert */
	papo_judge_opts_init(&o);
	o.concurrency = 1;
	o.dry_run = 1;
	o.cacert = papo_xstrdup("/nonexistent/ca.pem");
	ck_assert_int_eq(papo_judge_opts_check(&o, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg,
	    "--dry-run needs --model (it never asks the server)");
	o.model = papo_xstrdup("m");
	ck_assert_int_eq(papo_judge_opts_check(&o, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg,
	    "invalid value '/nonexistent/ca.pem' for --cacert (a readable "
	    "file: No such file or directory)");
	papo_judge_opts_release(&o);
}
END_TEST

START_TEST(backoff_max_raised)
{
	struct papo_judge_opts o;

	papo_judge_opts_init(&o);
	o.backoff = 90;
	ck_assert_int_eq(papo_judge_opts_check(&o, &e), 0);
	ck_assert(o.backoff_max == 90);
	o.backoff = 2;
	o.backoff_max = 5;
	ck_assert_int_eq(papo_judge_opts_check(&o, &e), 0);
	ck_assert(o.backoff_max == 5);
	papo_judge_opts_release(&o);
}
END_TEST

/* A table of variables for papo_judge_api_key. */
static const char *const *vars;

static char *
lookup(const char *name)
{
	size_t i;

	for (i = 0; vars[i]; i += 2)
		if (strcmp(vars[i], name) == 0)
			return (char *)(uintptr_t)vars[i + 1];
	return NULL;
}

/* The key and its variable ("KEY@VAR"), "none", or "status: message". */
static const char *
key_of(const char *name, const char *const *table)
{
	static char out[sizeof(e.msg) + 16];
	const char *key = "x", *from = "x";

	vars = table;
	if (papo_judge_api_key(name, lookup, &key, &from, &e) < 0) {
		ck_assert_ptr_null(key);
		snprintf(out, sizeof(out), "%d: %s", e.status, e.msg);
	} else if (key == NULL) {
		ck_assert_ptr_null(from);
		snprintf(out, sizeof(out), "none");
	} else
		snprintf(out, sizeof(out), "%s@%s", key, from);
	return out;
}

START_TEST(api_keys)
{
	static const char *const none[] = { "HOME", "/root", NULL };
	static const char *const papo[] = { "PAPO_API_KEY", "p1",
	    "OPENAI_API_KEY", "o1", "MINE", "m1", NULL };
	static const char *const empty[] = { "PAPO_API_KEY", "",
	    "OPENAI_API_KEY", "o1", "MINE", "", NULL };
	static const char *const cr[] = { "PAPO_API_KEY", "a\rb",
	    "OPENAI_API_KEY", "o1", "MINE", "x\ny", NULL };
	static const char *const del[] = { "OPENAI_API_KEY", "a\177b",
	    "TAB", "a\tb", NULL };

	ck_assert_str_eq(key_of(NULL, none), "none");
	ck_assert_str_eq(key_of(NULL, papo), "p1@PAPO_API_KEY");
	/* an empty variable is no key: the next one is */
	ck_assert_str_eq(key_of(NULL, empty), "o1@OPENAI_API_KEY");
	/* the variable named wins, and must hold a key */
	ck_assert_str_eq(key_of("MINE", papo), "m1@MINE");
	ck_assert_str_eq(key_of("MINE", empty),
	    "64: invalid value 'MINE' for --api-key-env (a variable that is "
	    "not empty; this one is)");
	ck_assert_str_eq(key_of("MINE", none),
	    "64: invalid value 'MINE' for --api-key-env (a variable that is "
	    "set; this one is not)");
	/* a control character would start headers of its own */
	ck_assert_str_eq(key_of(NULL, cr), "78: the API key in PAPO_API_KEY "
	    "holds a control character: refused (a CR or LF would end its "
	    "header and start others)");
	ck_assert_str_eq(key_of("MINE", cr), "78: the API key in MINE "
	    "holds a control character: refused (a CR or LF would end its "
	    "header and start others)");
	ck_assert_str_eq(key_of(NULL, del), "78: the API key in "
	    "OPENAI_API_KEY holds a control character: refused (a CR or LF "
	    "would end its header and start others)");
	ck_assert_str_eq(key_of("TAB", del), "78: the API key in TAB "
	    "holds a control character: refused (a CR or LF would end its "
	    "header and start others)");
}
END_TEST

START_TEST(http_settings)
{
	struct papo_judge_opts o;
	struct papo_http_opts ho;
	static volatile sig_atomic_t flag;

	papo_judge_opts_init(&o);
	papo_judge_opts_http(&o, NULL, NULL, &ho);
	ck_assert_uint_eq(ho.nendpoints, 1);
	ck_assert_str_eq(ho.endpoints[0], "http://127.0.0.1:8000/v1");
	ck_assert_str_eq(ho.path, "/chat/completions");
	ck_assert_int_eq(ho.concurrency, 64);
	ck_assert_int_eq(ho.timeout_ms, 600000);
	ck_assert_int_eq(ho.connect_timeout_ms, 10000);
	ck_assert_ptr_null(ho.api_key);
	ck_assert_ptr_null(ho.cacert);
	ck_assert(ho.cancel == NULL);
	ck_assert_uint_eq(ho.max_reply, 64u << 20);
	ck_assert_str_eq(ho.user_agent, "papo-judge/" PAPO_VERSION);
	/* the endpoints given, times in ms, at least 1 ms to connect */
	o.endpoints = papo_xcalloc(2, sizeof(*o.endpoints));
	o.endpoints[0] = papo_xstrdup("https://a/v1");
	o.endpoints[1] = papo_xstrdup("https://b/v1");
	o.nendpoints = o.epcap = 2;
	o.concurrency = 3;
	o.timeout = 1.5;
	o.connect_timeout = 0.0004;
	o.cacert = papo_xstrdup("ca.pem");
	papo_judge_opts_http(&o, "k", &flag, &ho);
	ck_assert_uint_eq(ho.nendpoints, 2);
	ck_assert_str_eq(ho.endpoints[1], "https://b/v1");
	ck_assert_int_eq(ho.concurrency, 3);
	ck_assert_int_eq(ho.timeout_ms, 1500);
	ck_assert_int_eq(ho.connect_timeout_ms, 1);
	ck_assert_str_eq(ho.api_key, "k");
	ck_assert_str_eq(ho.cacert, "ca.pem");
	ck_assert(ho.cancel == &flag);
	papo_judge_opts_release(&o);
}
END_TEST

START_TEST(session_settings)
{
	struct papo_judge_opts o;
	struct papo_judge_session_cfg c;
	struct papo_rubric r;

	memset(&r, 0, sizeof(r));
	r.select = PAPO_RUBRIC_WRONG;
	papo_judge_opts_init(&o);
	memset(&c, 0, sizeof(c));
	papo_judge_opts_session(&o, &r, &c);
	/* the rubric's selection unless --select says */
	ck_assert_int_eq(c.select, PAPO_RUBRIC_WRONG);
	ck_assert_ptr_eq(c.params, &o.p);
	ck_assert_int_eq(c.retries, 8);
	ck_assert(c.backoff == 1 && c.backoff_max == 60);
	ck_assert_uint_eq(c.window, 4096);
	ck_assert_uint_eq(c.show_failures, 10);
	ck_assert_int_eq(c.dry_run, 0);
	ck_assert_int_eq(c.quiet, 0);
	o.select = PAPO_RUBRIC_ALL;
	o.think = PAPO_JUDGE_THINK_KEEP;
	o.keep_reply = PAPO_JUDGE_KEEP_FULL;
	o.dry_run = o.quiet = 1;
	o.window = 7;
	papo_judge_opts_session(&o, &r, &c);
	ck_assert_int_eq(c.select, PAPO_RUBRIC_ALL);
	ck_assert_int_eq(c.think, PAPO_JUDGE_THINK_KEEP);
	ck_assert_int_eq(c.keep_reply, PAPO_JUDGE_KEEP_FULL);
	ck_assert_int_eq(c.dry_run, 1);
	ck_assert_int_eq(c.quiet, 1);
	ck_assert_uint_eq(c.window, 7);
	papo_judge_opts_release(&o);
}
END_TEST

START_TEST(rubrics)
{
	struct papo_judge_opts o;
	struct papo_judge_outputs outs;
	struct papo_fields f;
	struct papo_rubric r;
	char p[512];

	papo_fields_init(&f);
	put("3-tier.yaml", "scores: [0, 1]\nprompt: |\n  # Reference\n"
	    "  {{solution}}\n  # Response\n  {{response}}\n");
	put("flat.yaml", "scores: [0, 1]\n"
	    "prompt: 'Reference: {{solution}} Response: {{response}}'\n");
	put("clash.yaml", "scores: [0, 1]\noutput: problem\n"
	    "prompt: '{{problem}} {{response}}'\n");
	papo_judge_opts_init(&o);
	/* 3-tier by default, looked up in the directories given */
	ck_assert_int_eq(papo_judge_opts_rubric(&o, dir, &f, &r, &outs, &e),
	    0);
	ck_assert_str_eq(r.name, "3-tier");
	ck_assert_str_eq(r.prompt, "# Reference\n{{solution}}\n"
	    "# Response\n{{response}}\n");
	papo_judge_outputs_release(&outs);
	papo_rubric_release(&r);
	/* --swap: the response first */
	o.swap = 1;
	ck_assert_int_eq(papo_judge_opts_rubric(&o, dir, &f, &r, &outs, &e),
	    0);
	ck_assert_str_eq(r.prompt, "# Response\n{{response}}\n"
	    "# Reference\n{{solution}}\n");
	papo_judge_outputs_release(&outs);
	papo_rubric_release(&r);
	o.rubric = papo_xstrdup("flat");
	ck_assert_int_eq(papo_judge_opts_rubric(&o, dir, &f, &r, &outs, &e),
	    -1);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	ck_assert_str_eq(e.msg, "rubric 'flat' cannot show the response "
	    "before the reference: {{solution}} and {{response}} must be in "
	    "sections of their own, each led by a '#' heading line, in one "
	    "template");
	o.swap = 0;
	free(o.rubric);
	o.rubric = papo_xstrdup("clash");
	ck_assert_int_eq(papo_judge_opts_rubric(&o, dir, &f, &r, &outs, &e),
	    -1);
	ck_assert_str_eq(e.msg, "rubric 'clash' writes its output to field "
	    "'problem', which its prompt shows as {{problem}}");
	free(o.rubric);
	o.rubric = papo_xstrdup("7-tier");
	ck_assert_int_eq(papo_judge_opts_rubric(&o, "/nonexistent:", &f, &r,
	    &outs, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "invalid value '7-tier' for --rubric (a "
	    "rubric's name or file; looked for 7-tier.yaml in: /nonexistent)");
	free(o.rubric);
	o.rubric = papo_xstrdup("a b");
	ck_assert_int_eq(papo_judge_opts_rubric(&o, "/nonexistent:", &f, &r,
	    &outs, &e), -1);
	ck_assert_str_eq(e.msg, "invalid value 'a b' for --rubric (a rubric's "
	    "name or file; a name is letters, digits, '-', '_' and '.'; a file "
	    "name contains '/' or ends in .yaml)");
	/* a file name is used as it is */
	free(o.rubric);
	snprintf(p, sizeof(p), "%s/flat.yaml", dir);
	o.rubric = papo_xstrdup(p);
	ck_assert_int_eq(papo_judge_opts_rubric(&o, "", &f, &r, &outs, &e),
	    0);
	ck_assert_str_eq(r.name, "flat");
	papo_judge_outputs_release(&outs);
	papo_rubric_release(&r);
	papo_judge_opts_release(&o);
	papo_fields_release(&f);
}
END_TEST

START_TEST(caches)
{
	struct papo_judge_opts o;
	struct papo_cache c;
	char p[512], want[600];
	const char *xdg = getenv("XDG_CACHE_HOME");
	char *old = xdg ? papo_xstrdup(xdg) : NULL;

	papo_judge_opts_init(&o);
	/* none for --no-cache and for a dry run */
	o.no_cache = 1;
	ck_assert_int_eq(papo_judge_opts_cache(&o, &c, &e), 0);
	o.no_cache = 0;
	o.dry_run = 1;
	ck_assert_int_eq(papo_judge_opts_cache(&o, &c, &e), 0);
	o.dry_run = 0;
	/* the default one */
	setenv("XDG_CACHE_HOME", dir, 1);
	ck_assert_int_eq(papo_judge_opts_cache(&o, &c, &e), 1);
	snprintf(want, sizeof(want), "%s/papo/judge.sqlite", dir);
	ck_assert_str_eq(c.path, want);
	ck_assert_int_eq(access(want, F_OK), 0);
	papo_cache_close(&c);
	/* the one named */
	snprintf(p, sizeof(p), "%s/mine.sqlite", dir);
	o.cache = papo_xstrdup(p);
	ck_assert_int_eq(papo_judge_opts_cache(&o, &c, &e), 1);
	ck_assert_str_eq(c.path, p);
	papo_cache_close(&c);
	/* one that cannot be opened */
	put("junk", "not a database, not at all, no");
	free(o.cache);
	snprintf(p, sizeof(p), "%s/junk", dir);
	o.cache = papo_xstrdup(p);
	ck_assert_int_eq(papo_judge_opts_cache(&o, &c, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	snprintf(want, sizeof(want), "cache '%s': setup: file is not a "
	    "database", p);
	ck_assert_str_eq(e.msg, want);
	if (old)
		setenv("XDG_CACHE_HOME", old, 1);
	else
		unsetenv("XDG_CACHE_HOME");
	free(old);
	papo_judge_opts_release(&o);
}
END_TEST

/* Option values: what each sets, and the messages of bad ones. */
START_TEST(set_values)
{
	struct papo_judge_opts o;

	papo_judge_opts_init(&o);
	/* the config file's endpoints, replaced by the command line's */
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_ENDPOINT,
	    "http://a/v1", 1, &e), 0);
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_ENDPOINT,
	    "http://b/v1", 1, &e), 0);
	ck_assert_uint_eq(o.nendpoints, 2);
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_ENDPOINT,
	    "http://c/v1", 0, &e), 0);
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_ENDPOINT,
	    "http://d/v1", 0, &e), 0);
	ck_assert_uint_eq(o.nendpoints, 2);
	ck_assert_str_eq(o.endpoints[0], "http://c/v1");
	ck_assert_str_eq(o.endpoints[1], "http://d/v1");
	/* an endpoint must be an http:// or https:// URL */
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_ENDPOINT,
	    "ftp://x/v1", 0, &e), -1);
	ck_assert_str_eq(e.msg, "invalid value 'ftp://x/v1' for --endpoint "
	    "(an http:// or https:// URL)");
	/* a key given for a variable's name is refused, not shown */
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_API_KEY_ENV,
	    "sk-live-abc123", 0, &e), -1);
	ck_assert_ptr_null(strstr(e.msg, "sk-live"));
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_API_KEY_ENV,
	    "MY_KEY_2", 0, &e), 0);
	ck_assert_str_eq(o.key_env, "MY_KEY_2");
	/* empty names are refused; a cache file (stored by its row)
	   undoes --no-cache */
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_MODEL, "", 0,
	    &e), -1);
	ck_assert_str_eq(e.msg, "invalid value '' for --model (a model's "
	    "name)");
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_NO_CACHE,
	    NULL, 0, &e), 0);
	ck_assert_int_eq(papo_judge_opts_set(&o, PAPO_JUDGE_OPT_CACHE,
	    "c.sqlite", 0, &e), 0);
	ck_assert_int_eq(o.no_cache, 0);
	papo_judge_opts_release(&o);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_opts");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, defaults);
	tcase_add_test(tc, ranges);
	tcase_add_test(tc, backoff_max_raised);
	tcase_add_test(tc, api_keys);
	tcase_add_test(tc, http_settings);
	tcase_add_test(tc, session_settings);
	tcase_add_test(tc, rubrics);
	tcase_add_test(tc, caches);
	tcase_add_test(tc, set_values);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
