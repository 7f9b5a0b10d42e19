/* SPDX-License-Identifier: MIT */
/*
 * check_judge_http.c: unit tests for papo-judge's HTTP client
 * (lib/judge/http.c) that need no server: which URLs keep a secret off the
 * network, and keys that would inject headers.
 */
#include <sys/socket.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "json.h"
#include "judge/http.h"
#include "xalloc.h"
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
		/* the host libcurl reaches, not the one the text shows */
		{ "http://127.0.0.1%2eevil.example/v1", 0 },
		{ "http://evil.example#@127.0.0.1/v1", 0 },
		{ "http://2130706433/v1", 1 },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(papo_http_private(cases[i].url) ==
		    cases[i].private, "%s", cases[i].url);
}
END_TEST

/*
 * Endpoints: no user information (refused without showing it), no host
 * that is not what it reads as; and the key's bytes never come back.
 */
START_TEST(endpoints_and_redaction)
{
	static const char *const bad[] = {
		"http://user:s3cr3t@127.0.0.1/v1",
		"http://127.0.0.1@evil.example/v1",
		"http://127.0.0.1%2eevil.example/v1",
		"http://2130706433/v1",
		"ftp://127.0.0.1/v1",
	};
	struct papo_err e;
	struct papo_buf b = PAPO_BUF_INIT;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_msg(papo_http_endpoint_check(bad[i], &e) == -1, "%s",
		    bad[i]);
		ck_assert_int_eq(e.status, PAPO_EX_USAGE);
		ck_assert_ptr_null(strstr(e.msg, "s3cr3t"));
	}
	ck_assert_int_eq(papo_http_endpoint_check("http://127.0.0.1:8000/v1",
	    &e), 0);
	ck_assert_int_eq(papo_http_endpoint_check("https://Gpu1.example/v1",
	    &e), 0);
	papo_buf_adds(&b, "{\"m\":\"Bearer sk-a/b\",\"e\":\"sk-a\\/b "
	    "sk-a/bsk-a/b\"}");
	papo_http_redact("sk-a/b", &b);
	/* neither the key nor JSON's "\/" form of it is left */
	ck_assert_ptr_null(strstr(b.s, "sk-a/b"));
	ck_assert_ptr_null(strstr(b.s, "sk-a\\/b"));
	ck_assert_ptr_nonnull(strstr(b.s, "\"Bearer [API k"));
	{
		char *was = papo_xstrdup(b.s);

		papo_http_redact(NULL, &b);
		papo_http_redact("", &b);
		ck_assert_str_eq(b.s, was);
		free(was);
	}
	papo_buf_release(&b);
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

/*
 * A server with a listen queue of one that never accepts: connections
 * past the queue are left half-open (their SYNs dropped).  The client
 * must not throw every request at it at once, and must dial a lost
 * attempt again rather than wait for the kernel's retransmission.
 */
START_TEST(gradual_connections)
{
	struct sockaddr_in sa;
	socklen_t len = sizeof(sa);
	struct papo_http_opts o;
	struct papo_http h;
	struct papo_http_req req[64];
	struct papo_err e;
	char url[64];
	const char *ep = url;
	int lfd = socket(AF_INET, SOCK_STREAM, 0), i, k, most = 0;
	struct timespec t0, t1;

	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ck_assert_int_eq(bind(lfd, (struct sockaddr *)&sa, sizeof(sa)), 0);
	ck_assert_int_eq(listen(lfd, 1), 0);
	getsockname(lfd, (struct sockaddr *)&sa, &len);
	snprintf(url, sizeof(url), "http://127.0.0.1:%d/v1",
	    ntohs(sa.sin_port));
	ck_assert_int_eq(papo_http_global_init(&e), 0);
	memset(&o, 0, sizeof(o));
	o.endpoints = &ep;
	o.nendpoints = 1;
	o.path = "/chat/completions";
	o.concurrency = 64;
	o.timeout_ms = 30000;
	o.connect_timeout_ms = 30000;
	o.max_reply = 1 << 20;
	ck_assert_int_eq(papo_http_init(&h, &o, &e), 0);
	memset(req, 0, sizeof(req));
	for (i = 0; i < 64; i++) {
		req[i].body = "{}";
		req[i].body_len = 2;
		papo_http_submit(&h, &req[i], 0);
	}
	/*
	 * until an attempt is lost and dialed again (10 ms or so idle), or
	 * until the fastest connection took an eighth of a second (valgrind
	 * on a busy machine): then the kernel's retry after 1 s comes as
	 * soon as a redial would, and there is none (lost_at in http.c).
	 * The bound is time, not rounds (a round may end early on any
	 * event): 300 s, and the loop ends as soon as either comes.
	 */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (k = 0; h.redials == 0 && h.ep[0].connect_min < 0.125; k++) {
		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (t1.tv_sec - t0.tv_sec > 300)
			break;
		ck_assert_int_ge(papo_http_run(&h, 5, -1, &e), 0);
		if (h.ep[0].connecting > most)
			most = h.ep[0].connecting;
		/* the queue holds a connection or two; the rest wait */
		ck_assert_int_le(h.ep[0].connecting, PAPO_HTTP_CONNECTING);
		ck_assert_int_le(h.inflight, PAPO_HTTP_CONNECTING + 2);
	}
	ck_assert_int_eq(most, PAPO_HTTP_CONNECTING);
	ck_assert_double_gt(h.ep[0].connect_min, 0);
	if (h.ep[0].connect_min < 0.125)
		ck_assert_uint_gt(h.redials, 0);
	for (i = 0; i < 64; i++)
		papo_http_abort(&h, &req[i]);
	papo_http_cancel_queued(&h);
	while (papo_http_done(&h) != NULL)
		;
	papo_http_release(&h);
	for (i = 0; i < 64; i++)
		papo_buf_release(&req[i].reply);
	close(lfd);
}
END_TEST

/*
 * A key the server writes with JSON escapes is the key once read: it is
 * redacted in the decoded text, the rest of the body kept as it came.
 */
START_TEST(redact_decoded)
{
	static const char key[] = "sk-test-SECRET\"1/";
	static const char *const bodies[] = {
		"{\"a\":\"x \\u0073\\u006b-test-SECRET\\\"1/ y\"}",
		"{\"a\":\"Bearer sk\\u002dtest\\u002dSECRET\\\"1\\/\"}",
		"{\"error\":{\"message\":\"\\u0073k-test-SECRET\\u00221/\"}}",
		"{\"data\":[{\"id\":\"m\"},"
		    "{\"id\":\"\\u0073k-test-SECRET\\\"1/\"}]}",
		"{\"k\\u0073\":1,\"s\\u006b-test-SECRET\\\"1/\":"
		    "\"\\u0073k-test-SECRET\\\"1/sk-test-SECRET\\\"1/\"}",
	};
	struct papo_json j;
	struct papo_buf b = PAPO_BUF_INIT, t = PAPO_BUF_INIT;
	struct papo_err pe;
	size_t i, n;
	int done = 0;

	papo_json_init(&j);
	for (n = 0; n < sizeof(bodies) / sizeof(bodies[0]); n++) {
		papo_buf_reset(&b);
		papo_buf_adds(&b, bodies[n]);
		papo_http_redact(key, &b);
		ck_assert_msg(papo_json_parse(&j, b.s, b.len, &pe) == 0,
		    "%s: %s", b.s, pe.msg);
		ck_assert_msg(strstr(b.s, "[API key]") != NULL, "%s", b.s);
		for (i = 0; i < j.ntok; i++) {
			if (j.tok[i].type != PAPO_JSON_STRING)
				continue;
			papo_buf_reset(&t);
			ck_assert_int_eq(papo_json_str(&j, (int)i, &t), 0);
			ck_assert_msg(strstr(t.s, "SECRET") == NULL,
			    "%s: %s", bodies[n], t.s);
			done++;
		}
	}
	ck_assert_int_gt(done, 0);
	/* nothing to redact: the body is kept byte for byte */
	papo_buf_reset(&b);
	papo_buf_adds(&b, "{\"a\":\"\\u0073k \\n\"} ");
	papo_http_redact(key, &b);
	ck_assert_str_eq(b.s, "{\"a\":\"\\u0073k \\n\"} ");
	/* not JSON: the raw bytes only */
	papo_buf_reset(&b);
	papo_buf_adds(&b, "<html>sk-test-SECRET\"1/</html>");
	papo_http_redact(key, &b);
	ck_assert_str_eq(b.s, "<html>[API key]</html>");
	papo_json_release(&j);
	papo_buf_release(&b);
	papo_buf_release(&t);
}
END_TEST

static const char *env_proxy, *env_all, *env_no;

static char *
fake_env(const char *name)
{
	if (strcmp(name, "http_proxy") == 0)
		return (char *)env_proxy;
	if (strcmp(name, "ALL_PROXY") == 0)
		return (char *)env_all;
	if (strcmp(name, "no_proxy") == 0)
		return (char *)env_no;
	return NULL;
}

/* The proxy from the environment that would see a key in clear text. */
START_TEST(proxy_clear)
{
	static const struct {
		const char *url, *proxy, *all, *no, *var, *host;
	} cases[] = {
		{ "http://127.0.0.1:8000/v1", "http://192.0.2.1:3128", NULL,
		    NULL, "http_proxy", "192.0.2.1" },
		{ "http://127.0.0.1:8000/v1", "192.0.2.1:3128", NULL, NULL,
		    "http_proxy", "192.0.2.1" },
		{ "http://127.0.0.1:8000/v1", "http://u:pw@proxy.example:1",
		    NULL, NULL, "http_proxy", "proxy.example" },
		{ "http://gpu1:8000/v1", NULL, "socks5://192.0.2.1:1080",
		    NULL, "ALL_PROXY", "192.0.2.1" },
		{ "http://gpu1.lab:8000/v1", "http://192.0.2.1:3128", NULL,
		    "localhost,.lab", NULL, NULL },
		{ "http://gpu1:8000/v1", "http://192.0.2.1:3128", NULL,
		    "other, gpu1", NULL, NULL },
		{ "http://gpu1:8000/v1", "http://192.0.2.1:3128", NULL,
		    "*", NULL, NULL },
		{ "http://gpu1:8000/v1", "http://192.0.2.1:3128", NULL,
		    "pu1", "http_proxy", "192.0.2.1" },
		{ "https://gpu1:8000/v1", "http://192.0.2.1:3128",
		    "http://192.0.2.1:3128", NULL, NULL, NULL },
		{ "http://gpu1:8000/v1", "https://192.0.2.1:3128", NULL,
		    NULL, NULL, NULL },
		{ "http://gpu1:8000/v1", "http://127.0.0.1:3128", NULL,
		    NULL, NULL, NULL },
		{ "http://gpu1:8000/v1", "", NULL, NULL, NULL, NULL },
		{ "http://gpu1:8000/v1", NULL, NULL, NULL, NULL, NULL },
	};
	struct papo_buf host = PAPO_BUF_INIT;
	const char *v;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		env_proxy = cases[i].proxy;
		env_all = cases[i].all;
		env_no = cases[i].no;
		papo_buf_reset(&host);
		v = papo_http_proxy_clear(cases[i].url, fake_env, &host);
		if (cases[i].var == NULL) {
			ck_assert_msg(v == NULL, "case %zu: %s", i, v);
			continue;
		}
		ck_assert_msg(v != NULL, "case %zu: no proxy", i);
		ck_assert_str_eq(v, cases[i].var);
		ck_assert_str_eq(host.s, cases[i].host);
	}
	papo_buf_release(&host);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_http");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, private_urls);
	tcase_add_test(tc, endpoints_and_redaction);
	tcase_add_test(tc, header_injection);
	tcase_add_test(tc, gradual_connections);
	tcase_add_test(tc, redact_decoded);
	tcase_add_test(tc, proxy_clear);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
