/* SPDX-License-Identifier: MIT */
/*
 * http.h: many JSON POSTs in flight from one thread (libcurl multi),
 * shared over several endpoints.
 */
#ifndef PAPO_HTTP_H
#define PAPO_HTTP_H

#include <signal.h>
#include <stddef.h>

#include "buf.h"
#include "judge.h"
#include "papo.h"

struct papo_http_opts {
	const char *const *endpoints;	/* base URLs,
					   "http://host:8000/v1" */
	size_t nendpoints;
	const char *path;		/* appended to a base:
					   "/chat/completions" */
	int concurrency;		/* requests in flight at most */
	double hold_max;		/* longest pause a Retry-After
					   asks for, in seconds (0: 60) */
	long timeout_ms;		/* a whole request */
	long connect_timeout_ms;
	const char *api_key;		/* sent as a bearer token;
					   may be NULL */
	const char *cacert;		/* CA bundle file, or NULL:
					   the system's */
	size_t max_reply;		/* cap on a reply body, in bytes */
	const char *user_agent;
	/* a signal handler's flag: when it turns nonzero, a blocking
	   papo_http_get gives up; may be NULL */
	const volatile sig_atomic_t *cancel;
};

/*
 * One request.  The caller owns it and its body, which must stay
 * unchanged from papo_http_submit until papo_http_done returns the
 * request; the result fields are valid from then until the next
 * submit.  Requests are reused: submit the same struct again to retry.
 */
struct papo_http_req {
	void *ud;			/* the caller's */
	const char *body;
	size_t body_len;
	/* results */
	size_t endpoint;		/* index of the endpoint used */
	enum papo_judge_transport transport;
	long status;			/* HTTP status, 0 when none */
	double retry_after;		/* seconds from Retry-After, or -1 */
	char error[512];		/* transport error text, "" when none */
	struct papo_buf reply;		/* the body */
	double elapsed;			/* seconds, for this attempt */
	/* private */
	char detail[256];		/* libcurl's own message */
	struct papo_http *http;		/* while in flight */
	int connecting;			/* started, not yet connected */
	size_t conn_at;			/* ... its index in http->conn */
	double dialed;			/* its socket made when, or 0 */
	int redials;			/* lost connection attempts */
	void *easy;
	double due;
	double started;
	int toobig;			/* 1: the body, 2: the headers */
	size_t hdrbytes;		/* response header bytes so far */
	struct papo_http_req *next;
};

/*
 * One endpoint's state: requests in flight, and a cooldown after
 * connection failures during which the other endpoints are preferred.
 */
struct papo_http_endpoint {
	char *base;		/* without its query string */
	char *query;		/* "?..." as given (it may hold a
				   secret: never shown), or "" */
	char *shown;		/* base as messages show it: a query
				   string as "?..." */
	char *url;		/* base + path + query */
	int inflight;
	int connecting;		/* requests not yet on a connection */
	double connect_min;	/* the fastest new connection, seconds;
				   0 before the first */
	int fails;		/* consecutive connection failures */
	double down_until;
	/*
	 * Server failures (5xx but 503, timeouts, dropped connections)
	 * in a row: since when, and how many of them were requests
	 * started after that first failure (not the ones already in
	 * flight with it).  A success clears both.
	 */
	double bad_since;
	int bad_after;
	unsigned long sent;	/* requests started on it */
};

/*
 * The client.  Not shared between threads.  Invariants: a submitted
 * request is in exactly one of ready (waiting for a free slot),
 * delayed (a heap by due time), in flight, or done.
 */
struct papo_http {
	void *multi;
	void *headers;
	struct papo_http_opts o;
	struct papo_http_endpoint *ep;
	size_t nep;
	size_t rr;			/* round-robin start for ties */
	int inflight;
	struct papo_http_req *ready, *ready_tail;
	struct papo_http_req *done, *done_tail;
	struct papo_http_req **heap;
	size_t nheap, heapcap;
	void **pool;			/* idle easy handles */
	size_t npool, poolcap;
	struct papo_http_req **conn;	/* requests not yet connected */
	size_t nconn, conncap;
	unsigned long redials;		/* connection attempts redone */
	/*
	 * The adaptive limit on requests in flight (at most
	 * o.concurrency), as TCP's congestion window: halved when the
	 * server refuses a request for load (429 or 503), at most once
	 * per round trip; grown again by one a success up to the
	 * threshold, then by one a window of successes.
	 */
	double cwnd, ssthresh;
	double cut_until;		/* refusals before this come from
					   the flight already cut for */
	double hold_until;		/* Retry-After: nothing starts
					   before */
	unsigned long throttled;	/* replies 429 or 503 */
	double last_ok;			/* when the last success came
					   back, or 0 */
};

/*
 * Requests that may be opening a connection to one endpoint at a time.
 * A server with a short listen queue (Python's http.server keeps 5)
 * drops the SYNs that do not fit, and each waits for its retransmission
 * (1 s, then 3 s, ...): a client that opens 64 connections at once
 * loses seconds.  A request counts from its start until it has a
 * connection (PAPO_HTTP_CONNECTING: a new one, or one kept alive,
 * which it gets at once).
 */
#ifndef PAPO_HTTP_CONNECTING
#define PAPO_HTTP_CONNECTING 8

/*
 * The most response header bytes kept for one transfer: more stop it
 * as too_big, "response headers over 64 KiB".
 */
#define PAPO_HTTP_MAX_HEADERS (64 * 1024)
#endif

/*
 * Start a client for o (copied; the strings must outlive h).  -1 with
 * e set: status 64 for a URL that is not http:// or https://, 78 for an
 * API key with a control character in it (a CR or LF would end the
 * Authorization header and start headers of its own), 70 when libcurl
 * cannot start.  curl_global_init is the caller's business
 * (papo_http_global_init).
 */
int papo_http_init(struct papo_http *h, const struct papo_http_opts *o,
    struct papo_err *e);
void papo_http_release(struct papo_http *h);

/*
 * 1 when url is https://, or http:// to a loopback host (localhost,
 * 127.0.0.0/8, [::1]): a secret sent there crosses no network.
 */
int papo_http_private(const char *url);

/*
 * Check an endpoint URL as libcurl reads it: http:// or https://, no
 * user information before an '@' (refused without showing it: it may
 * be a secret), and a host that is what it reads as (ASCII, neither
 * percent-encoded nor a number libcurl rewrites: "http://2130706433"
 * is 127.0.0.1).  -1 with e set (status 64).
 */
int papo_http_endpoint_check(const char *url, struct papo_err *e);

/*
 * The proxy libcurl takes from the environment (get: getenv) for
 * endpoint url, when it would carry a key in clear text across a
 * network: url is http://, http_proxy (else all_proxy, ALL_PROXY) is
 * set, no_proxy (else NO_PROXY) does not name url's host, and the proxy
 * is neither https:// nor on a loopback host.  Returns the variable's
 * name, with proxy set to the proxy's host (never its user
 * information), or NULL.
 */
const char *papo_http_proxy_clear(const char *url, char *(*get)(const char *),
    struct papo_buf *proxy);

/*
 * Replace every copy of key (NULL or "": none) in b by "[API key]" (cut
 * to the key's length when the key is shorter): what a server sends
 * back is written to records, messages and the cache, and a server or
 * proxy that echoes the Authorization header must not put the key
 * there.
 */
void papo_http_redact(const char *key, struct papo_buf *b);

/* Initialize libcurl once per program, before any thread starts. */
int papo_http_global_init(struct papo_err *e);

/* Seconds on a monotonic clock. */
double papo_http_now(void);

/*
 * Queue req to start once the time is due (papo_http_now() scale; 0
 * for at once) and a slot and an endpoint are free.
 */
void papo_http_submit(struct papo_http *h, struct papo_http_req *req,
    double due);

/*
 * Start what can start, then wait up to timeout_ms for transfers to
 * progress, or for file descriptor fd (-1: none) to become readable;
 * the wait is shorter when a delayed request falls due, and nothing
 * waits when a finished request is ready to be collected.  Returns 1
 * when fd is readable, 0 otherwise, -1 with e set on a libcurl
 * failure (status 70).
 */
int papo_http_run(struct papo_http *h, int timeout_ms, int fd,
    struct papo_err *e);

/* The next finished request, or NULL. */
struct papo_http_req *papo_http_done(struct papo_http *h);

/*
 * Withdraw every request that has not started: those waiting for a
 * slot and those waiting for their retry time.  Each is returned by
 * papo_http_done with transport PAPO_JUDGE_T_CANCELLED.  Returns how
 * many were withdrawn.  For a program that stops: nothing new is sent.
 */
size_t papo_http_cancel_queued(struct papo_http *h);

/*
 * Stop req if it is in flight (its connection is closed, whatever the
 * server was doing); it is then returned by papo_http_done with
 * transport PAPO_JUDGE_T_CANCELLED.  Nothing happens to a request
 * that is not in flight.
 */
void papo_http_abort(struct papo_http *h, struct papo_http_req *req);

/* 1 when req is in flight (started, not yet finished). */
int papo_http_in_flight(const struct papo_http_req *req);

/*
 * 1 when every endpoint's last connection attempt failed (it is down
 * as far as the client knows).
 */
int papo_http_all_down(const struct papo_http *h);

/*
 * 1 when every endpoint is failing: its last PAPO_HTTP_DEAD replies or
 * more were server failures (5xx but 503, timeouts, dropped
 * connections), counting only requests started after its first failure
 * in a row, so that one burst failing together is not a dead server.
 */
#ifndef PAPO_HTTP_DEAD
#define PAPO_HTTP_DEAD 8
#endif
int papo_http_dead(const struct papo_http *h);

/* The adaptive limit on requests in flight now (see struct papo_http). */
int papo_http_window(const struct papo_http *h);

/* Requests submitted and not yet returned by papo_http_done. */
size_t papo_http_pending(const struct papo_http *h);

/*
 * GET base + path from endpoint i, blocking, into out (reset first),
 * with the client's headers, TLS settings and timeouts (at most 30 s).
 * Fills *status (0 when no reply) and returns the transport result;
 * err (size errlen) gets curl's message on a transport failure (for a
 * certificate that is not trusted, with the way to trust it).  An
 * https:// endpoint that takes the connection and leaves the TLS
 * handshake unanswered for PAPO_HTTP_TLS_STALL seconds is asked the
 * same over plain HTTP: when that answers, the result is
 * PAPO_JUDGE_T_TLS at once, saying so, rather than a wait for the
 * timeout.  When the opts' cancel flag turns nonzero it gives up at
 * once: PAPO_JUDGE_T_CANCELLED.
 */
#define PAPO_HTTP_TLS_STALL 1.0

enum papo_judge_transport papo_http_get(struct papo_http *h, size_t i,
    const char *path, struct papo_buf *out, long *status, char *err,
    size_t errlen);

#endif
