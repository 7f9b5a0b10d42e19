/* SPDX-License-Identifier: MIT */
/*
 * check_judge.c: unit tests for the chat-completions protocol
 * (lib/judge/judge.c).
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge/judge.h"
#include "unit.h"

static struct papo_json j;
static struct papo_err e;

static void
setup(void)
{
	papo_json_init(&j);
	papo_err_clear(&e);
}

static void
teardown(void)
{
	papo_json_release(&j);
}

START_TEST(request_body)
{
	struct papo_judge_params p = { "gpt-oss-20b", 0, 1, 4096, 0, NULL };
	struct papo_buf b = PAPO_BUF_INIT;

	papo_judge_request(&p, NULL, 0, "grade \"this\"\n", 13, &b);
	ck_assert_str_eq(b.s, "{\"model\":\"gpt-oss-20b\",\"messages\":["
	    "{\"role\":\"user\",\"content\":\"grade \\\"this\\\"\\n\"}],"
	    "\"temperature\":0,\"top_p\":1,\"max_tokens\":4096,\"seed\":0}");
	papo_buf_reset(&b);
	p.temperature = 0.1;
	p.seed = 7;
	p.reasoning_effort = "high";
	papo_judge_request(&p, "sys", 3, "u", 1, &b);
	ck_assert_str_eq(b.s, "{\"model\":\"gpt-oss-20b\",\"messages\":["
	    "{\"role\":\"system\",\"content\":\"sys\"},"
	    "{\"role\":\"user\",\"content\":\"u\"}],"
	    "\"temperature\":0.1,\"top_p\":1,\"max_tokens\":4096,\"seed\":7,"
	    "\"reasoning_effort\":\"high\"}");
	papo_buf_release(&b);
}
END_TEST

static int
reply(const char *body, struct papo_judge_reply *r)
{
	papo_err_clear(&e);
	return papo_judge_reply_parse(&j, body, strlen(body), r, &e);
}

static void
want_text(int tok, const char *s)
{
	struct papo_buf b = PAPO_BUF_INIT;

	ck_assert_int_ge(tok, 0);
	ck_assert_int_eq(papo_judge_reply_text(&j, tok, &b), 0);
	ck_assert_str_eq(b.s ? b.s : "", s);
	papo_buf_release(&b);
}

START_TEST(reply_shapes)
{
	struct papo_judge_reply r;

	ck_assert_int_eq(reply("{\"id\":\"x\",\"model\":\"m\",\"choices\":[{"
	    "\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
	    "\"Score: \\\\boxed{1}\",\"reasoning_content\":\"think\"},"
	    "\"finish_reason\":\"stop\"}]}", &r), 0);
	ck_assert(r.completion && !r.error && !r.content_null);
	want_text(r.content, "Score: \\boxed{1}");
	want_text(r.reasoning, "think");
	want_text(r.finish, "stop");
	want_text(r.model, "m");
	ck_assert_int_eq(r.prompt_tokens, -1);
	ck_assert_int_eq(r.completion_tokens, -1);

	/* the tokens used, when the server says; nonsense is not counted */
	ck_assert_int_eq(reply("{\"choices\":[{\"message\":{\"content\":"
	    "\"x\"}}],\"usage\":{\"prompt_tokens\":1843,\"total_tokens\":"
	    "2355,\"completion_tokens\":512}}", &r), 0);
	ck_assert_int_eq(r.prompt_tokens, 1843);
	ck_assert_int_eq(r.completion_tokens, 512);
	ck_assert_int_eq(reply("{\"choices\":[{\"message\":{\"content\":"
	    "\"x\"}}],\"usage\":{\"prompt_tokens\":-3,"
	    "\"completion_tokens\":\"512\"}}", &r), 0);
	ck_assert_int_eq(r.prompt_tokens, -1);
	ck_assert_int_eq(r.completion_tokens, -1);

	/* cut off while reasoning: content null, reasoning in "reasoning" */
	ck_assert_int_eq(reply("{\"model\":\"m\",\"choices\":[{\"message\":{"
	    "\"content\":null,\"reasoning\":\"long\"},\"finish_reason\":"
	    "\"length\"}]}", &r), 0);
	ck_assert(r.completion && r.content_null);
	ck_assert_int_lt(r.content, 0);
	want_text(r.reasoning, "long");
	want_text(r.finish, "length");

	/* errors, nested and flat */
	ck_assert_int_eq(reply("{\"error\":{\"message\":\"slow down\",\"type\":"
	    "\"rate_limit_error\",\"code\":429}}", &r), 0);
	ck_assert(r.error && !r.completion);
	ck_assert_int_eq(r.err_code, 429);
	want_text(r.err_message, "slow down");
	want_text(r.err_type, "rate_limit_error");
	ck_assert_int_eq(reply("{\"object\":\"error\",\"message\":"
	    "\"This model's maximum context length is 8192 tokens.\",\"type\":"
	    "\"BadRequestError\",\"param\":null,\"code\":400}", &r), 0);
	ck_assert(r.error);
	ck_assert_int_eq(r.err_code, 400);
	ck_assert_int_eq(reply("{\"error\":\"plain text\",\"code\":\"503\"}",
	    &r), 0);
	ck_assert(r.error);
	want_text(r.err_message, "plain text");
	ck_assert_int_eq(reply("{\"error\":{\"message\":\"x\",\"code\":"
	    "\"503\"}}", &r), 0);
	ck_assert_int_eq(r.err_code, 503);

	/* other shapes */
	ck_assert_int_eq(reply("{\"choices\":[]}", &r), 0);
	ck_assert(!r.completion && !r.error);
	ck_assert_int_eq(reply("{\"error\":null,\"choices\":[{\"message\":"
	    "{\"content\":\"ok\"}}]}", &r), 0);
	ck_assert(r.completion && !r.error);
	ck_assert_int_lt(r.finish, 0);
	ck_assert_int_lt(reply("{\"choices\":[{\"message\":{\"content\":\"Sc",
	    &r), 0);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	ck_assert_int_lt(reply("<html>502 Bad Gateway</html>", &r), 0);
}
END_TEST

/* Classify a status and body (NULL: the body is not JSON). */
static enum papo_judge_action
cls(enum papo_judge_transport t, long status, const char *body,
    const char **code)
{
	struct papo_judge_reply r;
	int ok = body && reply(body, &r) == 0;

	return papo_judge_classify(t, status, ok ? &j : NULL, ok ? &r : NULL,
	    "m", code);
}

START_TEST(classify)
{
	static const char good[] = "{\"model\":\"m\",\"choices\":[{\"message\":"
	    "{\"content\":\"Score: 1\"},\"finish_reason\":\"stop\"}]}";
	static const struct {
		enum papo_judge_transport t;
		long status;
		const char *body;
		enum papo_judge_action act;
		const char *code;
	} c[] = {
		{ PAPO_JUDGE_T_OK, 200, good, PAPO_JUDGE_DONE, NULL },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":"
		    "\"x\"}}]}", PAPO_JUDGE_DONE, NULL },
		{ PAPO_JUDGE_T_TIMEOUT, 0, NULL, PAPO_JUDGE_RETRY, "timeout" },
		{ PAPO_JUDGE_T_CONNECT, 0, NULL, PAPO_JUDGE_RETRY, "connect" },
		{ PAPO_JUDGE_T_DROPPED, 0, NULL, PAPO_JUDGE_RETRY, "dropped" },
		{ PAPO_JUDGE_T_TLS, 0, NULL, PAPO_JUDGE_FAIL, "tls" },
		{ PAPO_JUDGE_T_TOOBIG, 200, NULL, PAPO_JUDGE_FAIL, "too_big" },
		{ PAPO_JUDGE_T_CANCELLED, 0, NULL, PAPO_JUDGE_FAIL,
		    "cancelled" },
		{ PAPO_JUDGE_T_OK, 429, "{\"error\":{\"message\":\"x\"}}",
		    PAPO_JUDGE_RETRY, "http_429" },
		{ PAPO_JUDGE_T_OK, 408, NULL, PAPO_JUDGE_RETRY, "http_408" },
		{ PAPO_JUDGE_T_OK, 500, NULL, PAPO_JUDGE_RETRY, "http_500" },
		{ PAPO_JUDGE_T_OK, 502, "<html>", PAPO_JUDGE_RETRY,
		    "http_502" },
		{ PAPO_JUDGE_T_OK, 503,
		    "{\"object\":\"error\",\"message\":\"x\","
		    "\"code\":503}", PAPO_JUDGE_RETRY, "http_503" },
		{ PAPO_JUDGE_T_OK, 599, NULL, PAPO_JUDGE_RETRY, "http_5xx" },
		{ PAPO_JUDGE_T_OK, 400, "{\"object\":\"error\",\"message\":"
		    "\"This model's maximum context length is 8192 tokens. "
		    "However, you requested 9000 tokens\",\"code\":400}",
		    PAPO_JUDGE_FAIL, "context_overflow" },
		{ PAPO_JUDGE_T_OK, 400, "{\"object\":\"error\",\"message\":"
		    "\"bad temperature\"}", PAPO_JUDGE_FAIL, "http_400" },
		{ PAPO_JUDGE_T_OK, 401, NULL, PAPO_JUDGE_FAIL, "http_401" },
		{ PAPO_JUDGE_T_OK, 404, NULL, PAPO_JUDGE_FAIL, "http_404" },
		{ PAPO_JUDGE_T_OK, 200, NULL, PAPO_JUDGE_RETRY, "bad_reply" },
		{ PAPO_JUDGE_T_OK, 200, "{\"choices\":[]}", PAPO_JUDGE_RETRY,
		    "bad_reply" },
		{ PAPO_JUDGE_T_OK, 200, "{\"model\":\"other\",\"choices\":[{"
		    "\"message\":{\"content\":\"x\"}}]}", PAPO_JUDGE_RETRY,
		    "wrong_model" },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":"
		    "null},\"finish_reason\":\"length\"}]}", PAPO_JUDGE_FAIL,
		    "truncated" },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":"
		    "null},\"finish_reason\":\"stop\"}]}", PAPO_JUDGE_FAIL,
		    "no_content" },
		/* several choices: read only when all say the same */
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":\"Score: 0\"}},"
		    "{\"message\":{\"content\":\"Score: 1\"}}]}",
		    PAPO_JUDGE_FAIL, "choices" },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":\"Score: 1\"}},"
		    "{\"message\":{\"content\":null}}]}",
		    PAPO_JUDGE_FAIL, "choices" },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":\"Score: 1\"}},"
		    "{\"message\":{\"content\":\"Score: 1\"}}]}",
		    PAPO_JUDGE_DONE, NULL },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"choices\":[{\"message\":{\"content\":null}},"
		    "{\"message\":{}}]}", PAPO_JUDGE_FAIL, "no_content" },
		{ PAPO_JUDGE_T_OK, 200,
		    "{\"error\":{\"message\":\"x\",\"code\":"
		    "503}}", PAPO_JUDGE_RETRY, "http_503" },
		{ PAPO_JUDGE_T_OK, 200, "{\"error\":{\"message\":\"x\"}}",
		    PAPO_JUDGE_FAIL, "server_error" },
	};
	const char *code;
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		enum papo_judge_action a = cls(c[i].t, c[i].status, c[i].body,
		    &code);

		ck_assert_msg(a == c[i].act, "case %zu: action %d", i, (int)a);
		if (c[i].code)
			ck_assert_msg(code && strcmp(code, c[i].code) == 0,
			    "case %zu: code %s", i, code ? code : "(null)");
		else
			ck_assert_ptr_null(code);
	}
}
END_TEST

START_TEST(backoff)
{
	/* equal jitter: between half and all of base * 2^(attempt-1) */
	ck_assert(papo_judge_backoff(1, 1, 60, -1, 0) == 0.5);
	ck_assert(fabs(papo_judge_backoff(1, 1, 60, -1, 0.999999) - 1) < 1e-5);
	ck_assert(papo_judge_backoff(3, 1, 60, -1, 0) == 2);
	ck_assert(papo_judge_backoff(4, 0.5, 60, -1, 0.5) == 3);
	/* capped */
	ck_assert(papo_judge_backoff(10, 1, 60, -1, 0) == 30);
	ck_assert(papo_judge_backoff(1000, 1, 60, -1, 0) == 30);
	/* Retry-After is honoured, plus a little jitter */
	ck_assert(papo_judge_backoff(1, 1, 60, 7, 0) == 7);
	ck_assert(papo_judge_backoff(5, 1, 60, 7, 0.5) == 7.25);
	ck_assert(papo_judge_backoff(1, 1, 60, 0, 0) == 0);
	/* ... up to --backoff-max: a server cannot stall the run */
	ck_assert(papo_judge_backoff(1, 1, 1, 20, 0) == 1);
	ck_assert(papo_judge_backoff(1, 0.1, 60, 3600, 0.5) == 60);
}
END_TEST

START_TEST(models)
{
	static const char vllm[] = "{\"object\":\"list\",\"data\":[{\"id\":"
	    "\"openai/gpt-oss-20b\",\"object\":\"model\",\"created\":1,"
	    "\"owned_by\":\"vllm\",\"root\":\"x\",\"parent\":null,"
	    "\"max_model_len\":8192,\"permission\":[{\"id\":\"p\"}]},{\"id\":"
	    "\"judge-lora\",\"object\":\"model\"}]}";
	struct papo_judge_models m;

	ck_assert_int_eq(papo_judge_models_parse(vllm, strlen(vllm), &m, &e),
	    0);
	ck_assert_uint_eq(m.n, 2);
	ck_assert_str_eq(m.id[0], "openai/gpt-oss-20b");
	ck_assert_int_eq(m.max_len[0], 8192);
	ck_assert_int_eq(m.max_len[1], -1);
	ck_assert_int_eq(papo_judge_models_find(&m, "judge-lora"), 1);
	ck_assert_int_eq(papo_judge_models_find(&m, "gpt-oss-20b"), -1);
	papo_judge_models_release(&m);
	ck_assert_int_eq(papo_judge_models_parse("{\"models\":[]}", 13, &m, &e),
	    -1);
	ck_assert_int_eq(e.status, PAPO_EX_UNAVAILABLE);
	ck_assert_int_eq(papo_judge_models_parse("not json", 8, &m, &e), -1);
	/* a context under one token is not a context (found by fuzzing:
	   0.5 became 0) */
	ck_assert_int_eq(papo_judge_models_parse("{\"data\":[{\"id\":\"a\","
	    "\"max_model_len\":0.5},{\"id\":\"b\",\"max_model_len\":1}]}", 70,
	    &m, &e), 0);
	ck_assert_uint_eq(m.n, 2);
	ck_assert_int_eq(m.max_len[0], -1);
	ck_assert_int_eq(m.max_len[1], 1);
	papo_judge_models_release(&m);
}
END_TEST

START_TEST(asked)
{
	static const char body[] = "{\"model\":\"m\",\"messages\":[{\"role\":"
	    "\"system\",\"content\":\"s\"},{\"role\":\"user\",\"content\":"
	    "\"u\\n[[score=1]]\"}],\"temperature\":0,\"max_tokens\":99}";
	struct papo_judge_asked a;

	ck_assert_int_eq(papo_judge_asked_parse(body, strlen(body), &a, &e), 0);
	ck_assert_str_eq(a.model.s, "m");
	ck_assert_str_eq(a.text.s, "s\nu\n[[score=1]]");
	ck_assert_int_eq(a.max_tokens, 99);
	ck_assert(a.has_temperature);
	papo_judge_asked_release(&a);
	ck_assert_int_eq(papo_judge_asked_parse("{\"messages\":[]}", 15, &a,
	    &e), -1);
	ck_assert_int_eq(papo_judge_asked_parse("{\"model\":\"m\"}", 13, &a,
	    &e), -1);
}
END_TEST

START_TEST(report)
{
	struct papo_judge_outcome o;
	struct papo_buf b = PAPO_BUF_INIT;

	memset(&o, 0, sizeof(o));
	o.rubric = "3-tier";
	o.model = "m";
	o.model_len = 1;
	o.attempts = 2;
	o.finish = "stop";
	o.finish_len = 4;
	papo_judge_report(&o, &b);
	ck_assert_str_eq(b.s, "{\"rubric\":\"3-tier\",\"model\":\"m\","
	    "\"attempts\":2,\"cached\":false,\"finish\":\"stop\","
	    "\"error\":null}");
	papo_buf_reset(&b);
	o.cached = 1;
	o.attempts = 0;
	o.finish = NULL;
	o.model = NULL;
	o.error = "http_503";
	o.message = "HTTP 503: \"busy\"";
	papo_judge_report(&o, &b);
	ck_assert_str_eq(b.s, "{\"rubric\":\"3-tier\",\"model\":null,"
	    "\"attempts\":0,\"cached\":true,\"finish\":null,\"error\":"
	    "\"http_503\",\"message\":\"HTTP 503: \\\"busy\\\"\"}");
	/* the reply kept on request, last */
	papo_buf_reset(&b);
	o.error = NULL;
	o.reply = "Fine.\nScore: 1";
	o.reply_len = 14;
	papo_judge_report(&o, &b);
	ck_assert_str_eq(b.s, "{\"rubric\":\"3-tier\",\"model\":null,"
	    "\"attempts\":0,\"cached\":true,\"finish\":null,\"error\":null,"
	    "\"reply\":\"Fine.\\nScore: 1\"}");
	papo_buf_release(&b);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, request_body);
	tcase_add_test(tc, reply_shapes);
	tcase_add_test(tc, classify);
	tcase_add_test(tc, backoff);
	tcase_add_test(tc, models);
	tcase_add_test(tc, asked);
	tcase_add_test(tc, report);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
