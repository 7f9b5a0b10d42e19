/*
 * check_judge_http.c: unit tests for papo-judge's HTTP client
 * (lib/http.c) that need no server: which URLs keep a secret off the
 * network, and keys that would inject headers.
 */
#include <sys/socket.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <check.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "judge/http.h"
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
	 * soon as a redial would, and there is none (lost_at in http.c)
	 */
	for (k = 0; k < 6000 && h.redials == 0 &&
	    h.ep[0].connect_min < 0.125; k++) {
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

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_http");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, private_urls);
	tcase_add_test(tc, header_injection);
	tcase_add_test(tc, gradual_connections);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_unit_run(suite());
}
