/* SPDX-License-Identifier: MIT */
/*
 * check_serve.c: unit tests for the trainers' requests and papo's replies
 * (lib/serve.c), over a stand-in tool that rewards the response "right"
 * when it equals the reference: the prompt and end tokens cut, each
 * protocol's reply, what is a 400 and what is a reward, the counters.
 */
#include <check.h>
#include <math.h>
#include <string.h>

#include "serve.h"
#include "unit.h"

static const char *const names[] = {
	"equal", "not_equal", "no_answer", "no_reference", "capped", NULL
};

/*
 * The stand-in: no response text: no_answer; no reference:
 * no_reference; "cap": capped; else equal when the texts are.
 */
static void
score(void *ctx, const struct papo_serve_item *it,
    struct papo_serve_result *r)
{
	(void)ctx;
	r->pred = it->rn ? it->resp : NULL;
	r->predlen = it->rn;
	if (it->rn == 0)
		r->verdict = 2;
	else if (it->ref == NULL)
		r->verdict = 3;
	else if (it->rn == 3 && memcmp(it->resp, "cap", 3) == 0)
		r->verdict = 4;
	else
		r->verdict = it->rn == it->fn && memcmp(it->resp, it->ref,
		    it->rn) == 0 ? 0 : 1;
	r->scored = r->verdict <= 2;
	r->value = r->verdict == 0;
}

static int
records(void *ctx, const char *body, size_t n, struct papo_buf *out,
    struct papo_err *e)
{
	(void)ctx;
	if (n > 0 && body[0] == '!')
		return papo_err_set(e, 65, "<request>:1: bad");
	papo_buf_add(out, body, n);
	return 0;
}

static const struct papo_serve_tool tool = {
	"papo-test", "r_out", names, NULL, score, records
};

/* A server over the stand-in, its options and the last reply. */
struct served {
	struct papo_serve_opts o;
	struct papo_serve s;
	struct papo_serve_reply r;
};

/* v with the default options but the reward of a record without one. */
static void
served_open(struct served *v, double null_reward)
{
	papo_serve_defaults(&v->o);
	v->o.null_reward = null_reward;
	papo_serve_init(&v->s, &v->o, &tool);
	papo_buf_init(&v->r.body);
}

static void
served_close(struct served *v)
{
	papo_buf_release(&v->r.body);
	papo_serve_release(&v->s);
}

/* The reply to METHOD PATH BODY, in v->r (status and body). */
static void
ask(struct served *v, const char *method, const char *path,
    const char *body)
{
	papo_serve_handle(&v->s, method, path, body, strlen(body), &v->r);
	papo_buf_addc(&v->r.body, 0);
	v->r.body.len--;
}

START_TEST(cut)
{
	const char *p = "<|im_start|>system\nReason step by step.<|im_end|>\n"
	    "<|im_start|>user\nq \\boxed{9}<|im_end|>\n"
	    "<|im_start|>assistant\n";
	char q[256];
	const char *r;
	size_t rn;

	snprintf(q, sizeof(q), "%s\\boxed{2} <|im_end|>\n<|endoftext|>", p);
	r = papo_serve_cut(q, strlen(q), p, strlen(p), &rn);
	/* the response's own space before its end token stays, as the
	   command line reads it from a dump (verify-cases c0290's verdict
	   hung on it); the white space between end tokens goes */
	ck_assert_uint_eq(rn, 10);
	ck_assert(memcmp(r, "\\boxed{2} ", 10) == 0);
	/* no prompt given: only the end tokens go */
	r = papo_serve_cut("x</s>", 5, NULL, 0, &rn);
	ck_assert_uint_eq(rn, 1);
	/* trailing white space without an end token stays */
	r = papo_serve_cut("x \n", 3, NULL, 0, &rn);
	ck_assert_uint_eq(rn, 3);
	/* DeepSeek's full-width bars */
	snprintf(q, sizeof(q), "4<\xef\xbd\x9c" "end\xef\xbd\x9c>");
	r = papo_serve_cut(q, strlen(q), NULL, 0, &rn);
	ck_assert_uint_eq(rn, 1);
	/* the prompt changed at its start by a tokenizer's round trip: its
	   last bytes still mark where the response begins */
	snprintf(q, sizeof(q), " %s7<|im_end|>", p + 1);
	r = papo_serve_cut(q, strlen(q), p, strlen(p), &rn);
	ck_assert_uint_eq(rn, 1);
	ck_assert_int_eq(r[0], '7');
	/* a response that is all end tokens is empty */
	r = papo_serve_cut("<|im_end|>", 10, NULL, 0, &rn);
	ck_assert_uint_eq(rn, 0);
	(void)r;
}
END_TEST

START_TEST(openrlhf)
{
	struct served v;

	served_open(&v, -1);
	ask(&v, "POST", "/get_reward", "{\"query\": [\"Pa<|im_end|>\", "
	    "\"Pb\", \"P\", \"Pc\"], \"prompts\": [\"P\", \"P\", \"P\", "
	    "\"P\"], \"labels\": [\"a\", \"a\", \"a\", null]}");
	ck_assert_int_eq(v.r.status, 200);
	ck_assert_str_eq(v.r.body.s, "{\"rewards\":[1,0,0,-1],\"scores\":"
	    "[1,0,0,-1],\"extra_logs\":{\"r_out\":[1,0,0,-1],\"equal\":"
	    "[1,0,0,0],\"not_equal\":[0,1,0,0],\"no_answer\":[0,0,1,0],"
	    "\"no_reference\":[0,0,0,1],\"capped\":[0,0,0,0]}}\n");
	ask(&v, "POST", "/get_reward", "{\"query\": [], \"prompts\": [], "
	    "\"labels\": []}");
	ck_assert_str_eq(v.r.body.s, "{\"rewards\":[],\"scores\":[],"
	    "\"extra_logs\":{\"r_out\":[],\"equal\":[],\"not_equal\":[],"
	    "\"no_answer\":[],\"no_reference\":[],\"capped\":[]}}\n");
	/* not the protocol: 400 */
	ask(&v, "POST", "/get_reward", "{\"query\": [\"a\"], \"labels\": "
	    "[]}");
	ck_assert_int_eq(v.r.status, 400);
	ask(&v, "POST", "/get_reward", "{\"query\": [1]}");
	ck_assert_int_eq(v.r.status, 400);
	ask(&v, "POST", "/get_reward", "{\"query\": [\"a\"], \"labels\": "
	    "[{\"x\": 1}]}");
	ck_assert_int_eq(v.r.status, 400);
	ask(&v, "POST", "/get_reward", "[1]");
	ck_assert_int_eq(v.r.status, 400);
	ck_assert(strstr(v.r.body.s, "{\"error\":") == v.r.body.s);
	ck_assert_uint_eq(v.s.samples, 4);
	ck_assert_uint_eq(v.s.verdicts[0], 1);
	served_close(&v);
}
END_TEST

START_TEST(slime)
{
	struct served v;

	served_open(&v, 0);
	ask(&v, "POST", "/anything", "{\"prompt\": [{\"role\": \"user\"}], "
	    "\"response\": \"4\", \"label\": \"4\"}");
	ck_assert_int_eq(v.r.status, 200);
	ck_assert_str_eq(v.r.body.s, "1\n");
	/* a number as the label, and capped: the null reward */
	ask(&v, "POST", "/x/dict", "{\"prompt\": \"p\", \"response\": "
	    "\"cap\", \"label\": 4}");
	ck_assert_str_eq(v.r.body.s, "{\"reward\":0,\"r_out\":null,\"pred\":"
	    "\"cap\",\"verify\":\"capped\"}\n");
	ask(&v, "POST", "/x", "{\"prompt\": \"p\"}");
	ck_assert_int_eq(v.r.status, 400);
	ask(&v, "POST", "/x", "");
	ck_assert_int_eq(v.r.status, 400);
	served_close(&v);
}
END_TEST

START_TEST(gym)
{
	struct served v;

	served_open(&v, 0);
	ask(&v, "POST", "/verify", "{\"responses_create_params\": {}, "
	    "\"response\": {\"output\": [{\"type\": \"reasoning\"}, {\"type\": "
	    "\"message\", \"content\": [{\"type\": \"output_text\", \"text\": "
	    "\"4\"}, {\"type\": \"refusal\", \"text\": \"x\"}, {\"type\": "
	    "\"output_text\", \"text\": \"2\"}]}]}, \"expected_answer\": "
	    "\"42\", \"reward\": 0.0}");
	ck_assert_int_eq(v.r.status, 200);
	ck_assert_str_eq(v.r.body.s, "{\"responses_create_params\": {}, "
	    "\"response\": {\"output\": [{\"type\": \"reasoning\"}, {\"type\": "
	    "\"message\", \"content\": [{\"type\": \"output_text\", \"text\": "
	    "\"4\"}, {\"type\": \"refusal\", \"text\": \"x\"}, {\"type\": "
	    "\"output_text\", \"text\": \"2\"}]}]}, \"expected_answer\": "
	    "\"42\", \"reward\": 1,\"extracted_answer\":\"42\","
	    "\"verify\":\"equal\"}\n");
	ask(&v, "POST", "/verify", "{\"response\": {}}");
	ck_assert_int_eq(v.r.status, 400);
	ask(&v, "POST", "/seed_session", "{}");
	ck_assert_str_eq(v.r.body.s, "{}\n");
	ask(&v, "GET", "/reverify_mode", "");
	ck_assert_str_eq(v.r.body.s, "\"stateless\"\n");
	ask(&v, "POST", "/aggregate_metrics", "{\"verify_responses\": "
	    "[{\"reward\": 1, \"_ng_task_index\": 3}, {\"reward\": 0}]}");
	ck_assert_str_eq(v.r.body.s, "{\"group_level_metrics\":["
	    "{\"_ng_task_index\":3,\"mean/reward\":1,\"num_rollouts\":1},"
	    "{\"mean/reward\":0,\"num_rollouts\":1}],\"agent_metrics\":"
	    "{\"mean/reward\":0.5,\"num_rollouts\":2},\"key_metrics\":"
	    "{\"mean/reward\":0.5,\"num_rollouts\":2}}\n");
	ask(&v, "POST", "/aggregate_metrics", "{\"verify_responses\": "
	    "[{\"reward\": \"1\"}]}");
	ck_assert_int_eq(v.r.status, 400);
	served_close(&v);
}
END_TEST

START_TEST(others)
{
	struct served v;

	served_open(&v, 0);
	ask(&v, "POST", "/v1/records", "{\"a\": 1}\n");
	ck_assert_int_eq(v.r.status, 200);
	ck_assert_str_eq(v.r.body.s, "{\"a\": 1}\n");
	ask(&v, "POST", "/v1/records", "!");
	ck_assert_int_eq(v.r.status, 400);
	ck_assert_str_eq(v.r.body.s, "{\"error\":\"<request>:1: bad\"}\n");
	ask(&v, "GET", "/health", "");
	ck_assert_str_eq(v.r.body.s,
	    "{\"status\":\"ok\",\"tool\":\"papo-test\","
	    "\"version\":\"" PAPO_VERSION "\"}\n");
	ask(&v, "GET", "/nowhere", "");
	ck_assert_int_eq(v.r.status, 404);
	ask(&v, "PUT", "/get_reward", "");
	ck_assert_int_eq(v.r.status, 405);
	papo_serve_refuse(&v.s, "POST", "/get_reward", 503, "busy", &v.r);
	ck_assert_int_eq(v.r.status, 503);
	ck_assert_int_eq(v.r.retry_after, 1);
	ck_assert_int_eq(v.r.ep, PAPO_EP_OPENRLHF);
	papo_serve_observe(&v.s, v.r.ep, 503, 0.0002);
	papo_serve_observe(&v.s, PAPO_EP_HEALTH, 200, 20);
	ask(&v, "GET", "/metrics", "");
	ck_assert(strncmp(v.r.ctype, "text/plain", 10) == 0);
	ck_assert(strstr(v.r.body.s, "papo_requests_total{endpoint="
	    "\"get_reward\",code=\"503\"} 1\n") != NULL);
	ck_assert(strstr(v.r.body.s,
	    "papo_request_seconds_bucket{le=\"0.0001\"}"
	    " 0\npapo_request_seconds_bucket{le=\"0.00025\"} 1\n") != NULL);
	ck_assert(strstr(v.r.body.s,
	    "papo_request_seconds_bucket{le=\"10\"} 1\n"
	    "papo_request_seconds_bucket{le=\"+Inf\"} 2\n") != NULL);
	served_close(&v);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("serve");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, cut);
	tcase_add_test(tc, openrlhf);
	tcase_add_test(tc, slime);
	tcase_add_test(tc, gym);
	tcase_add_test(tc, others);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
