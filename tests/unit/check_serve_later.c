/* SPDX-License-Identifier: MIT */
/*
 * check_serve_later.c: unit tests for a tool that answers later
 * (lib/serve.c's papo_serve_begin and papo_serve_end, papo-judge's
 * way): the samples a request hands over, the reply built from the
 * results filled afterwards, a refusal for room (503), /v1/records.
 */
#include <check.h>
#include <string.h>

#include "serve.h"
#include "unit.h"

static const char *const names[] = {
	"judged", "failed", "deadline", "not_judged", NULL
};

/* The tool: keeps the job it is handed; refuses when full is set. */
struct later {
	struct papo_serve_job *job;
	int full;
	int dones;
};

static int
submit(void *ctx, struct papo_serve_job *job)
{
	struct later *l = ctx;

	if (l->full)
		return -1;
	l->job = job;
	return 0;
}

static void
done(void *cookie)
{
	struct later *l = cookie;

	l->dones++;
}

static struct later state;
static const struct papo_serve_tool tool = {
	"papo-later", "r_proc", names, &state, NULL, NULL, submit, "judge", 1
};

/* Begin METHOD PATH BODY into job; 1 when it waits for the tool. */
static int
begin(struct papo_serve *s, struct papo_serve_reply *r,
    struct papo_serve_job *job, const char *path, const char *body)
{
	papo_serve_job_init(job);
	job->done = done;
	job->cookie = &state;
	state.job = NULL;
	return papo_serve_begin(s, "POST", path, body, strlen(body), r, job);
}

/* End job into r, NUL-terminated. */
static void
end(struct papo_serve *s, struct papo_serve_reply *r,
    struct papo_serve_job *job)
{
	papo_serve_end(s, job, r);
	papo_buf_addc(&r->body, 0);
	r->body.len--;
}

START_TEST(openrlhf)
{
	struct papo_serve_opts o;
	struct papo_serve s;
	struct papo_serve_reply r;
	struct papo_serve_job job;

	papo_serve_defaults(&o);
	o.null_reward = -1;
	papo_serve_init(&s, &o, &tool);
	papo_buf_init(&r.body);
	ck_assert_int_eq(begin(&s, &r, &job, "/get_reward", "{\"query\": "
	    "[\"P one</s>\", \"Q two\"], \"prompts\": [\"P \", null], "
	    "\"labels\": [\"1\", null]}"), 1);
	ck_assert_ptr_eq(state.job, &job);
	/* the samples handed over: the prompt cut, the texts kept */
	ck_assert_uint_eq(job.n, 2);
	ck_assert_uint_eq(job.items[0].rn, 3);
	ck_assert(memcmp(job.items[0].resp, "one", 3) == 0);
	ck_assert_uint_eq(job.items[0].pn, 2);
	ck_assert(memcmp(job.items[0].prompt, "P ", 2) == 0);
	ck_assert_uint_eq(job.items[0].fn, 1);
	ck_assert_ptr_null(job.items[1].ref);
	ck_assert_ptr_null(job.items[1].prompt);
	/* the tool's results, later */
	job.res[0].verdict = 0;
	job.res[0].scored = 1;
	job.res[0].value = 0.5;
	job.res[1].verdict = 2;
	end(&s, &r, &job);
	ck_assert_int_eq(r.status, 200);
	ck_assert_str_eq(r.body.s, "{\"rewards\":[0.5,-1],\"scores\":[0.5,-1],"
	    "\"extra_logs\":{\"r_proc\":[0.5,-1],\"judged\":[1,0],"
	    "\"failed\":[0,0],\"deadline\":[0,1],\"not_judged\":[0,0]}}\n");
	papo_serve_job_release(&job);
	/* no room: 503 with Retry-After, and the tool never calls back */
	state.full = 1;
	ck_assert_int_eq(begin(&s, &r, &job, "/get_reward", "{\"query\": "
	    "[\"a\"]}"), 0);
	ck_assert_int_eq(r.status, 503);
	ck_assert_int_eq(r.retry_after, 1);
	state.full = 0;
	papo_serve_job_release(&job);
	papo_buf_release(&r.body);
	papo_serve_release(&s);
}
END_TEST

START_TEST(dicts)
{
	static const char row[] = "{\"responses_create_params\": {\"input\": "
	    "[{\"role\": \"user\", \"content\": \"2+2?\"}]}, \"response\": "
	    "{\"output\": [{\"type\": \"message\", \"content\": [{\"type\": "
	    "\"output_text\", \"text\": \"4\"}]}]}, "
	    "\"expected_answer\": \"4\"}";
	struct papo_serve_opts o;
	struct papo_serve s;
	struct papo_serve_reply r;
	struct papo_serve_job job;
	const char rep[] = "{\"error\":null}";

	papo_serve_defaults(&o);
	papo_serve_init(&s, &o, &tool);
	papo_buf_init(&r.body);
	ck_assert_int_eq(begin(&s, &r, &job, "/x/dict", "{\"prompt\": \"p\", "
	    "\"response\": \"r\", \"label\": 3}"), 1);
	ck_assert(job.dict);
	job.res[0].verdict = 0;
	job.res[0].scored = 1;
	job.res[0].value = 1;
	job.res[0].detail = rep;
	job.res[0].detlen = strlen(rep);
	end(&s, &r, &job);
	ck_assert_str_eq(r.body.s, "{\"reward\":1,\"r_proc\":1,\"verdict\":"
	    "\"judged\",\"judge\":{\"error\":null}}\n");
	papo_serve_job_release(&job);
	/* NeMo Gym: the row is read again when the reply is built */
	ck_assert_int_eq(begin(&s, &r, &job, "/verify", row), 1);
	ck_assert_uint_eq(job.items[0].pn, 4);
	ck_assert(memcmp(job.items[0].prompt, "2+2?", 4) == 0);
	papo_serve_handle(&s, "GET", "/health", "", 0, &r);	/* between */
	job.res[0].verdict = 2;
	job.res[0].detail = rep;
	job.res[0].detlen = strlen(rep);
	end(&s, &r, &job);
	ck_assert_int_eq(r.status, 200);
	ck_assert(strstr(r.body.s, "\"expected_answer\": \"4\",\"reward\":0,"
	    "\"r_proc\":null,\"judge\":{\"error\":null}}\n") != NULL);
	papo_serve_job_release(&job);
	papo_buf_release(&r.body);
	papo_serve_release(&s);
}
END_TEST

START_TEST(records)
{
	struct papo_serve_opts o;
	struct papo_serve s;
	struct papo_serve_reply r;
	struct papo_serve_job job;

	papo_serve_defaults(&o);
	papo_serve_init(&s, &o, &tool);
	papo_buf_init(&r.body);
	ck_assert_int_eq(begin(&s, &r, &job, "/v1/records", "{\"a\":1}\n"), 1);
	ck_assert_uint_eq(job.bn, 8);
	papo_buf_adds(&job.out, "{\"a\":1,\"r_proc\":1}\n");
	end(&s, &r, &job);
	ck_assert_int_eq(r.status, 200);
	ck_assert_str_eq(r.body.s, "{\"a\":1,\"r_proc\":1}\n");
	papo_serve_job_release(&job);
	ck_assert_int_eq(begin(&s, &r, &job, "/v1/records", "{oops\n"), 1);
	papo_err_set(&job.err, 65, "<request>:1: bad");
	end(&s, &r, &job);
	ck_assert_int_eq(r.status, 400);
	ck_assert_str_eq(r.body.s, "{\"error\":\"<request>:1: bad\"}\n");
	papo_serve_job_release(&job);
	/* a body not the protocol is answered at once */
	ck_assert_int_eq(begin(&s, &r, &job, "/get_reward", "{oops"), 0);
	ck_assert_int_eq(r.status, 400);
	ck_assert_ptr_null(state.job);
	papo_serve_job_release(&job);
	papo_buf_release(&r.body);
	papo_serve_release(&s);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("serve_later");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, openrlhf);
	tcase_add_test(tc, dicts);
	tcase_add_test(tc, records);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
