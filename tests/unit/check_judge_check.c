/* SPDX-License-Identifier: MIT */
/*
 * check_judge_check.c: unit tests for the /models check of papo-judge
 * (lib/judge/judge_check.c), against canned replies.
 */
#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "judge/judge_check.h"
#include "unit.h"

/* A canned endpoint: what it answers, in turn (the last one repeats). */
struct canned {
	enum papo_judge_transport tr[3];
	long status[3];
	const char *body[3];
	int n;
	int asked;
};

static struct canned eps[3];
static volatile sig_atomic_t cancel_after;	/* cancel on this call */
static volatile sig_atomic_t cancel_flag;
static int calls;

static enum papo_judge_transport
fake_get(void *ctx, size_t i, const char *path, struct papo_buf *out,
    long *status, char *err, size_t errlen)
{
	struct canned *c = &((struct canned *)ctx)[i];
	int k = c->asked < c->n ? c->asked : c->n - 1;

	ck_assert_str_eq(path, "/models");
	c->asked++;
	if (++calls == cancel_after)
		cancel_flag = 1;
	papo_buf_reset(out);
	if (c->body[k])
		papo_buf_adds(out, c->body[k]);
	*status = c->status[k];
	snprintf(err, errlen, "%s", c->tr[k] == PAPO_JUDGE_T_OK ? "" :
	    "Couldn't connect to server");
	return c->tr[k];
}

static void
answer(int i, long status, const char *body)
{
	struct canned *c = &eps[i];

	c->tr[c->n] = PAPO_JUDGE_T_OK;
	c->status[c->n] = status;
	c->body[c->n] = body;
	c->n++;
}

static void
refuse(int i)
{
	struct canned *c = &eps[i];

	c->tr[c->n] = PAPO_JUDGE_T_CONNECT;
	c->status[c->n] = 0;
	c->body[c->n] = NULL;
	c->n++;
}

static const char *const bases[] = { "http://a/v1", "http://b/v1",
	"http://c/v1" };

static struct papo_err e;

static int
run(struct papo_judge_check *c, size_t n, const char *model, long max_tokens)
{
	papo_judge_check_init(c);
	c->bases = bases;
	c->n = n;
	c->model = model;
	c->max_tokens = max_tokens;
	c->get = fake_get;
	c->ctx = eps;
	c->cancel = &cancel_flag;
	c->retry_delay = 0;
	papo_err_clear(&e);
	return papo_judge_check_run(c, &e);
}

static void
reset(void)
{
	memset(eps, 0, sizeof(eps));
	cancel_after = 0;
	cancel_flag = 0;
	calls = 0;
}

#define ONE "{\"data\":[{\"id\":\"judge\",\"max_model_len\":8192}]}"
#define TWO "{\"data\":[{\"id\":\"a\"},{\"id\":\"b\"}]}"

START_TEST(learns_the_model)
{
	struct papo_judge_check c;

	reset();
	answer(0, 200, ONE);
	ck_assert_int_eq(run(&c, 1, NULL, 4096), PAPO_JUDGE_CHECK_OK);
	ck_assert_str_eq(c.learnt, "judge");
	ck_assert_uint_eq(c.warnings.len, 0);
	papo_judge_check_release(&c);
	/* a named model is checked, not learnt */
	reset();
	answer(0, 200, ONE);
	ck_assert_int_eq(run(&c, 1, "judge", 4096), PAPO_JUDGE_CHECK_OK);
	ck_assert_ptr_null(c.learnt);
	papo_judge_check_release(&c);
}
END_TEST

START_TEST(fatal_findings)
{
	static const struct {
		long status;
		const char *body, *model;
		long max_tokens;
		int code;
		const char *msg;
	} cases[] = {
		{ 200, TWO, NULL, 10, PAPO_EX_USAGE, "endpoint 'http://a/v1' "
		  "serves several models ('a', 'b'): choose one with "
		  "--model" },
		{ 200, ONE, "gpt", 10, PAPO_EX_CONFIG, "model 'gpt' is not "
		  "served at 'http://a/v1' (it serves 'judge')" },
		{ 200, ONE, NULL, 8192, PAPO_EX_CONFIG, "--max-tokens 8192 "
		  "leaves no room for the prompt in the 8192-token context "
		  "of model 'judge'" },
		{ 200, "{\"data\":[]}", NULL, 10, PAPO_EX_UNAVAILABLE,
		  "endpoint 'http://a/v1' serves no model" },
		{ 200, "<html>", "m", 10, PAPO_EX_UNAVAILABLE, NULL },
		{ 401, "", "m", 10, PAPO_EX_CONFIG, "endpoint 'http://a/v1' "
		  "wants an API key (HTTP 401): set PAPO_API_KEY or "
		  "OPENAI_API_KEY, or name the variable with --api-key-env" },
		{ 404, "", NULL, 10, PAPO_EX_USAGE, "endpoint 'http://a/v1' "
		  "does not list its models: name one with --model" },
	};
	struct papo_judge_check c;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		reset();
		answer(0, cases[i].status, cases[i].body);
		ck_assert_int_eq(run(&c, 1, cases[i].model,
		    cases[i].max_tokens), -1);
		ck_assert_msg(e.status == cases[i].code, "case %zu: %d %s", i,
		    e.status, e.msg);
		if (cases[i].msg)
			ck_assert_str_eq(e.msg, cases[i].msg);
		papo_judge_check_release(&c);
	}
}
END_TEST

/*
 * A key the server refuses is named by its variable; a base URL that
 * has no /models and lacks /v1 stops the run (every request would be
 * a 404); a TLS failure is not asked again.
 */
START_TEST(misleading_setups)
{
	static const char *const nov1[] = { "http://a:8000" };
	/* a chat completions URL pasted whole: its /v1, not one more */
	static const char *const chat[] = {
		"http://a:8000/v1/chat/completions"
	};
	struct papo_judge_check c;

	reset();
	answer(0, 403, "");
	papo_judge_check_init(&c);
	c.key_from = "MY_KEY";
	c.bases = bases;
	c.n = 1;
	c.model = "m";
	c.get = fake_get;
	c.ctx = eps;
	c.retry_delay = 0;
	ck_assert_int_eq(papo_judge_check_run(&c, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	ck_assert_str_eq(e.msg, "endpoint 'http://a/v1' refused the API key "
	    "in MY_KEY (HTTP 403)");
	papo_judge_check_release(&c);
	reset();
	answer(0, 404, "");
	papo_judge_check_init(&c);
	c.bases = nov1;
	c.n = 1;
	c.model = "m";
	c.get = fake_get;
	c.ctx = eps;
	c.retry_delay = 0;
	ck_assert_int_eq(papo_judge_check_run(&c, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "endpoint 'http://a:8000' has no /models "
	    "(HTTP 404): an OpenAI-compatible base URL ends in /v1, as in "
	    "'http://a:8000/v1'");
	papo_judge_check_release(&c);
	reset();
	answer(0, 404, "");
	papo_judge_check_init(&c);
	c.bases = chat;
	c.n = 1;
	c.model = "m";
	c.get = fake_get;
	c.ctx = eps;
	c.retry_delay = 0;
	ck_assert_int_eq(papo_judge_check_run(&c, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "endpoint 'http://a:8000/v1/chat/completions' "
	    "has no /models (HTTP 404): an OpenAI-compatible base URL ends in "
	    "/v1, as in 'http://a:8000/v1'");
	papo_judge_check_release(&c);
	reset();
	eps[0].tr[0] = PAPO_JUDGE_T_TLS;
	eps[0].n = 1;
	ck_assert_int_eq(run(&c, 1, "m", 10), PAPO_JUDGE_CHECK_DOWN);
	ck_assert_int_eq(eps[0].asked, 1);
	papo_judge_check_release(&c);
}
END_TEST

/* No model list (404) is a warning when the model is named. */
START_TEST(no_list)
{
	struct papo_judge_check c;

	reset();
	answer(0, 404, "");
	ck_assert_int_eq(run(&c, 1, "m", 10), PAPO_JUDGE_CHECK_OK);
	ck_assert_str_eq(c.warnings.s, "endpoint 'http://a/v1' does not list "
	    "its models (HTTP 404); the model name is not checked\n");
	papo_judge_check_release(&c);
}
END_TEST

/*
 * An endpoint that does not answer is tried three times; it is a
 * warning while another answers, and DOWN when none does.
 */
START_TEST(unreachable)
{
	struct papo_judge_check c;

	reset();
	refuse(0);
	answer(1, 503, "");
	answer(1, 200, ONE);
	ck_assert_int_eq(run(&c, 2, NULL, 10), PAPO_JUDGE_CHECK_OK);
	ck_assert_int_eq(eps[0].asked, 3);
	ck_assert_int_eq(eps[1].asked, 2);
	ck_assert_str_eq(c.learnt, "judge");
	ck_assert_str_eq(c.warnings.s, "not answering now (requests go to "
	    "the other endpoints until it does): 'http://a/v1' (Couldn't "
	    "connect to server)\n");
	papo_judge_check_release(&c);
	reset();
	refuse(0);
	answer(1, 429, "");
	ck_assert_int_eq(run(&c, 2, "m", 10), PAPO_JUDGE_CHECK_DOWN);
	ck_assert_str_eq(c.down.s, "'http://a/v1' (Couldn't connect to "
	    "server), 'http://b/v1' (HTTP 429)");
	papo_judge_check_release(&c);
}
END_TEST

START_TEST(cancelled)
{
	struct papo_judge_check c;

	reset();
	refuse(0);
	cancel_after = 2;
	ck_assert_int_eq(run(&c, 1, "m", 10), PAPO_JUDGE_CHECK_CANCELLED);
	ck_assert_int_eq(eps[0].asked, 2);
	papo_judge_check_release(&c);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_check");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, learns_the_model);
	tcase_add_test(tc, fatal_findings);
	tcase_add_test(tc, no_list);
	tcase_add_test(tc, misleading_setups);
	tcase_add_test(tc, unreachable);
	tcase_add_test(tc, cancelled);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
