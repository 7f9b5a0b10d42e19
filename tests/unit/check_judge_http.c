/*
 * check_judge_http.c: unit tests for papo-judge's HTTP client
 * (lib/http.c) that need no server: which URLs keep a secret off the
 * network, and keys that would inject headers.
 */
#include <check.h>
#include <string.h>

#include "http.h"
#include "unit.h"

START_TEST(private_urls)
{
	static const struct {
		const char *url;
		int private;
	} cases[] = {
		{ "https://gpu1:8000/v1", 1 },
		{ "https://203.0.113.7/v1", 1 },
		{ "http://127.0.0.1:8000/v1", 1 },
		{ "http://127.1.2.3/v1", 1 },
		{ "http://localhost:8000/v1", 1 },
		{ "http://LOCALHOST/v1", 1 },
		{ "http://[::1]:8000/v1", 1 },
		{ "http://user:pw@127.0.0.1:8000/v1", 1 },
		{ "http://gpu1:8000/v1", 0 },
		{ "http://10.0.0.5:8000/v1", 0 },
		{ "http://127.example.com/v1", 0 },
		{ "http://localhost.example.com/v1", 0 },
		{ "http://[::2]:8000/v1", 0 },
		{ "http://127.0.0.1@evil.example/v1", 0 },
		{ "ftp://127.0.0.1/v1", 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(papo_http_private(cases[i].url) ==
		    cases[i].private, "%s", cases[i].url);
}
END_TEST

START_TEST(header_injection)
{
	static const char *const bad[] = { "k3y\r\nX-Evil: 1", "k3y\n",
	    "k\x01y", "k\x7fy" };
	struct papo_http_opts o;
	struct papo_http h;
	struct papo_err e;
	const char *ep = "http://127.0.0.1:9/v1";
	size_t i;

	ck_assert_int_eq(papo_http_global_init(&e), 0);
	memset(&o, 0, sizeof(o));
	o.endpoints = &ep;
	o.nendpoints = 1;
	o.concurrency = 1;
	o.timeout_ms = 1000;
	o.connect_timeout_ms = 1000;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		o.api_key = bad[i];
		ck_assert_int_eq(papo_http_init(&h, &o, &e), -1);
		ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	}
	o.api_key = "sk-ok_key.1/2+3=";
	ck_assert_int_eq(papo_http_init(&h, &o, &e), 0);
	papo_http_release(&h);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_http");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, private_urls);
	tcase_add_test(tc, header_injection);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_unit_run(suite());
}
