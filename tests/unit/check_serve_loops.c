/* SPDX-License-Identifier: MIT */
/*
 * check_serve_loops.c: unit tests for the counters of several event
 * loops (lib/serve.c, struct papo_serve's peers): GET /metrics on any
 * loop counts the requests, verdicts and latencies of all of them, and
 * says how many loops there are; a loop without peers counts its own.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "serve.h"
#include "unit.h"

static const char *const names[] = { "equal", "not_equal", NULL };

/* The stand-in: equal when the response is the reference. */
static void
score(void *ctx, const struct papo_serve_item *it,
    struct papo_serve_result *r)
{
	(void)ctx;
	r->verdict = it->ref != NULL && it->rn == it->fn &&
	    memcmp(it->resp, it->ref, it->rn) == 0 ? 0 : 1;
	r->scored = 1;
	r->value = r->verdict == 0;
}

static const struct papo_serve_tool tool = {
	"papo-test", "r_out", names, NULL, score, NULL
};

/* Ask s for METHOD PATH BODY into r (NUL-terminated), counted. */
static void
ask(struct papo_serve *s, struct papo_serve_reply *r, const char *method,
    const char *path, const char *body, double secs)
{
	papo_serve_handle(s, method, path, body, strlen(body), r);
	papo_serve_observe(s, r->ep, r->status, secs);
	papo_buf_addc(&r->body, 0);
	r->body.len--;
}

/* The value of the line starting with KEY in text, or -1. */
static double
metric(const char *text, const char *key)
{
	const char *p = text;
	size_t n = strlen(key);
	double x;

	while ((p = strstr(p, key)) != NULL) {
		if ((p == text || p[-1] == '\n') && p[n] == ' ')
			return sscanf(p + n, " %lf", &x) == 1 ? x : -1;
		p += n;
	}
	return -1;
}

START_TEST(summed)
{
	struct papo_serve_opts o;
	struct papo_serve s[3], *peers[3];
	struct papo_serve_reply r;
	const char *right = "{\"response\":\"4\",\"label\":\"4\"}";
	const char *wrong = "{\"response\":\"5\",\"label\":\"4\"}";
	int k;

	papo_serve_defaults(&o);
	papo_buf_init(&r.body);
	for (k = 0; k < 3; k++) {
		papo_serve_init(&s[k], &o, &tool);
		peers[k] = &s[k];
	}
	for (k = 0; k < 3; k++) {
		s[k].peers = peers;
		s[k].npeers = 3;
	}
	/* loop 0: 2 right; loop 1: 1 wrong; loop 2: none */
	ask(&s[0], &r, "POST", "/reward", right, 0.001);
	ask(&s[0], &r, "POST", "/reward", right, 0.002);
	ask(&s[1], &r, "POST", "/reward", wrong, 0.5);
	ck_assert_int_eq(r.status, 200);
	/* any loop's /metrics: the three of them summed */
	for (k = 0; k < 3; k++) {
		papo_serve_handle(&s[k], "GET", "/metrics", "", 0, &r);
		papo_buf_addc(&r.body, 0);
		ck_assert_double_eq(metric(r.body.s, "papo_requests_total"
		    "{endpoint=\"slime\",code=\"200\"}"), 3);
		ck_assert_double_eq(metric(r.body.s,
		    "papo_verdicts_total{verdict=\"equal\"}"), 2);
		ck_assert_double_eq(metric(r.body.s,
		    "papo_verdicts_total{verdict=\"not_equal\"}"), 1);
		ck_assert_double_eq(metric(r.body.s,
		    "papo_request_seconds_count"), 3);
		ck_assert_double_eq_tol(metric(r.body.s,
		    "papo_request_seconds_sum"), 0.503, 1e-6);
		ck_assert_double_eq(metric(r.body.s, "papo_event_loops"), 3);
	}
	for (k = 0; k < 3; k++)
		papo_serve_release(&s[k]);
	papo_buf_release(&r.body);
}
END_TEST

START_TEST(alone)
{
	struct papo_serve_opts o;
	struct papo_serve s;
	struct papo_serve_reply r;

	papo_serve_defaults(&o);
	papo_buf_init(&r.body);
	papo_serve_init(&s, &o, &tool);
	ask(&s, &r, "POST", "/reward", "{\"response\":\"4\",\"label\":\"4\"}",
	    0.25);
	papo_serve_handle(&s, "GET", "/metrics", "", 0, &r);
	papo_buf_addc(&r.body, 0);
	ck_assert_double_eq(metric(r.body.s,
	    "papo_verdicts_total{verdict=\"equal\"}"), 1);
	ck_assert_double_eq(metric(r.body.s, "papo_event_loops"), 1);
	ck_assert_double_eq_tol(metric(r.body.s, "papo_request_seconds_sum"),
	    0.25, 1e-6);
	papo_serve_release(&s);
	papo_buf_release(&r.body);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("serve_loops");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, summed);
	tcase_add_test(tc, alone);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
