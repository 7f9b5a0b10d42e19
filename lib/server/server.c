/* SPDX-License-Identifier: MIT */
/* server.c: --serve's HTTP on libmicrohttpd (see server.h). */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>

#include "cli.h"
#include "server.h"
#include "xalloc.h"

/*
 * Fewer than this many connections left: new requests get 503.  A
 * sixteenth of the limit, at most 16, so that the smallest limit (16)
 * still serves all but its last connection.
 */
/* How far past --max-body a declared body is still read, to answer it. */
#define DRAIN_MAX ((unsigned long)64 << 20)
#define SPARE_CONN(max) ((max) / 16 < 16 ? (max) / 16 : 16)

/*
 * An event loop: MHD's thread (one of its pool when --threads asks for
 * more than one), with the protocol's state and the tool's context of
 * its own.  A connection stays on the loop that accepted it.
 */
struct loop {
	pthread_t th;			/* set when the loop first calls */
	struct papo_serve s;		/* the protocol, on this loop */
	struct papo_serve_reply reply;
	struct papo_serve_tool tool;	/* the tool, with this loop's ctx */
	void *dup;			/* that ctx when not the tool's own */
};

struct papo_server {
	struct MHD_Daemon *d;
	struct loop *loops;
	size_t nloops;
	atomic_size_t claimed;		/* loops whose thread is known */
	struct papo_serve **peers;	/* each loop's s, for /metrics */
	const struct papo_serve_opts *o;
	FILE *log;			/* the access log, or NULL */
	atomic_size_t log_lost;		/* its lines not written */
	atomic_int log_errno;		/* why the first was not */
	unsigned max_conn;		/* the limit given to MHD */
	atomic_size_t buffered;		/* body bytes held by all requests */
	size_t max_buffered;		/* beyond: 503 */
	atomic_uint conns;		/* open connections */
	atomic_size_t inflight;		/* requests begun, not completed */
	sigset_t sigs;			/* what papo_server_wait waits for */
	pthread_mutex_t mu;		/* a suspended request's state, for
					   the tool's thread */
};

/* Where a request a tool answers later is (struct req's later). */
enum { LATER_NONE, LATER_RUNNING, LATER_SUSPENDED, LATER_DONE };

/* A request between its headers and its completion. */
struct req {
	struct papo_buf body;
	struct timespec t0;
	int answered;			/* a reply is queued */
	int too_big;			/* the body went over max_body */
	int status;
	size_t bytes;			/* of the reply's body */
	enum papo_serve_ep ep;
	char *method, *path;		/* for the access log */
	char client[64];
	struct papo_serve_job job;	/* its samples, for a tool that
					   answers later */
	int later;			/* LATER_*, under srv->mu */
	struct MHD_Connection *c;
	struct papo_server *srv;
	struct loop *loop;		/* the one the connection is on */
};

/*
 * The loop of the calling thread: a thread claims the next free one
 * the first time it calls (MHD starts as many threads as loops).
 */
static struct loop *
loop_of(struct papo_server *srv)
{
	pthread_t me = pthread_self();
	size_t k, n;

	n = atomic_load_explicit(&srv->claimed, memory_order_acquire);
	for (k = 0; k < n; k++)
		if (pthread_equal(srv->loops[k].th, me))
			return &srv->loops[k];
	pthread_mutex_lock(&srv->mu);
	n = atomic_load_explicit(&srv->claimed, memory_order_relaxed);
	for (k = 0; k < n && !pthread_equal(srv->loops[k].th, me); k++)
		;
	if (k == n && n < srv->nloops) {
		srv->loops[n].th = me;
		atomic_store_explicit(&srv->claimed, n + 1,
		    memory_order_release);
	}
	pthread_mutex_unlock(&srv->mu);
	/* never more threads than loops; were there, the last is shared
	   by them (only through its atomic counters would that be safe) */
	return &srv->loops[k < srv->nloops ? k : srv->nloops - 1];
}

/*
 * The tool's thread is done with q's samples: the connection, if it
 * is suspended already, goes back to the event loop (on_request then
 * replies); else on_request sees LATER_DONE before it would suspend.
 */
static void
later_done(void *cookie)
{
	struct req *q = cookie;
	struct papo_server *srv = q->srv;

	pthread_mutex_lock(&srv->mu);
	if (q->later == LATER_SUSPENDED)
		MHD_resume_connection(q->c);
	q->later = LATER_DONE;
	pthread_mutex_unlock(&srv->mu);
}

static double
since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) +
	    (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/* Seconds on the monotonic clock (the tools' deadlines). */
static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Queue r's reply on c (the body is handed over to MHD). */
static enum MHD_Result
send_reply(struct MHD_Connection *c, struct req *q,
    struct papo_serve_reply *r, int close_after)
{
	struct MHD_Response *rs;
	enum MHD_Result ok;
	char num[16];
	size_t n;
	char *p;

	p = papo_buf_detach(&r->body, &n);
	if (p == NULL) {
		p = papo_xmalloc(1);
		n = 0;
	}
	rs = MHD_create_response_from_buffer(n, p, MHD_RESPMEM_MUST_FREE);
	if (rs == NULL) {
		free(p);
		return MHD_NO;
	}
	MHD_add_response_header(rs, MHD_HTTP_HEADER_CONTENT_TYPE, r->ctype ?
	    r->ctype : "application/json");
	if (r->retry_after > 0) {
		snprintf(num, sizeof(num), "%d", r->retry_after);
		MHD_add_response_header(rs, MHD_HTTP_HEADER_RETRY_AFTER, num);
	}
	if (close_after)
		MHD_add_response_header(rs, MHD_HTTP_HEADER_CONNECTION,
		    "close");
	ok = MHD_queue_response(c, (unsigned)r->status, rs);
	MHD_destroy_response(rs);
	q->answered = 1;
	q->status = r->status;
	q->bytes = n;
	q->ep = r->ep;
	return ok;
}

/* The first call of a request: its state, and a refusal when due. */
static enum MHD_Result
begin(struct papo_server *srv, struct MHD_Connection *c, const char *url,
    const char *method, void **ptr)
{
	const union MHD_ConnectionInfo *ci;
	struct req *q;
	struct loop *L;
	const char *cl;
	long len;
	int bad;

	q = papo_xcalloc(1, sizeof(*q));
	q->loop = L = loop_of(srv);
	clock_gettime(CLOCK_MONOTONIC, &q->t0);
	papo_buf_init(&q->body);
	papo_serve_job_init(&q->job);
	q->c = c;
	q->srv = srv;
	q->ep = PAPO_EP_OTHER;
	*ptr = q;
	atomic_fetch_add(&srv->inflight, 1);
	if (srv->log) {
		q->method = papo_xstrdup(method);
		q->path = papo_xstrdup(url);
		ci = MHD_get_connection_info(c,
		    MHD_CONNECTION_INFO_CLIENT_ADDRESS);
		if (ci && ci->client_addr && ci->client_addr->sa_family ==
		    AF_INET6)
			inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)
			    (const void *)ci->client_addr)->sin6_addr,
			    q->client, sizeof(q->client));
		else if (ci && ci->client_addr)
			inet_ntop(AF_INET, &((const struct sockaddr_in *)
			    (const void *)ci->client_addr)->sin_addr,
			    q->client, sizeof(q->client));
	}
	cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_CONTENT_LENGTH);
	/*
	 * A body declared over max_body: answered before it is read only
	 * when it is over DRAIN_MAX past it. A reply queued early makes
	 * libmicrohttpd stop reading and close the socket with the rest of
	 * the body unread, and the kernel then resets the connection: a
	 * client still sending (Python's http.client, most others) gets
	 * ECONNRESET, never the 413 that would have told it to send less.
	 * So a body up to DRAIN_MAX over is read to its end, dropped, and
	 * answered then (nginx's lingering close, bounded by size here and
	 * by --idle-timeout for a slow sender).
	 */
	bad = cl != NULL && papo_parse_long(cl, 0, LONG_MAX, &len) < 0;
	if (cl != NULL && (bad || (unsigned long)len > srv->o->max_body)) {
		if (!bad && (unsigned long)len - srv->o->max_body <=
		    DRAIN_MAX) {
			q->too_big = 1;
			return MHD_YES;
		}
		papo_serve_refuse(&L->s, method, url, 413, "request body "
		    "over --max-body", &L->reply);
		return send_reply(c, q, &L->reply, 1);
	}
	if (atomic_load(&srv->conns) + SPARE_CONN(srv->max_conn) >
	    srv->max_conn || atomic_load(&srv->buffered) > srv->max_buffered) {
		L->s.refused++;
		papo_serve_refuse(&L->s, method, url, 503, "overloaded: "
		    "retry later", &L->reply);
		return send_reply(c, q, &L->reply, 1);
	}
	return MHD_YES;
}

static enum MHD_Result
on_request(void *cls, struct MHD_Connection *c, const char *url,
    const char *method, const char *version, const char *data, size_t *size,
    void **ptr)
{
	struct papo_server *srv = cls;
	struct req *q = *ptr;
	struct loop *L;
	int later;

	(void)version;
	if (q == NULL)
		return begin(srv, c, url, method, ptr);
	L = q->loop;
	if (*size > 0) {
		/* a body: kept up to max_body, then only counted */
		if (!q->answered && !q->too_big) {
			if (q->body.len + *size > srv->o->max_body) {
				q->too_big = 1;
				atomic_fetch_sub(&srv->buffered, q->body.len);
				papo_buf_release(&q->body);
			} else {
				papo_buf_add(&q->body, data, *size);
				atomic_fetch_add(&srv->buffered, *size);
			}
		}
		*size = 0;
		return MHD_YES;
	}
	if (q->answered)
		return MHD_YES;
	if (q->too_big) {
		papo_serve_refuse(&L->s, method, url, 413, "request body "
		    "over --max-body", &L->reply);
		return send_reply(c, q, &L->reply, 1);
	}
	if (q->later == LATER_DONE) {
		papo_serve_end(&L->s, &q->job, &L->reply);
		return send_reply(c, q, &L->reply, 0);
	}
	if (q->later != LATER_NONE)
		return MHD_YES;		/* not yet */
	L->s.connections = atomic_load(&srv->conns);
	q->job.done = later_done;
	q->job.cookie = q;
	q->job.deadline = srv->o->deadline > 0 ? now() + srv->o->deadline :
	    0;
	q->later = LATER_RUNNING;
	if (papo_serve_begin(&L->s, method, url, q->body.s ? q->body.s :
	    "", q->body.len, &L->reply, &q->job) == 0) {
		q->later = LATER_NONE;
		return send_reply(c, q, &L->reply, 0);
	}
	/* the tool answers later: the loop goes on without this one */
	pthread_mutex_lock(&srv->mu);
	if ((later = q->later) == LATER_RUNNING) {
		MHD_suspend_connection(c);
		q->later = LATER_SUSPENDED;
	}
	pthread_mutex_unlock(&srv->mu);
	if (later == LATER_DONE) {
		papo_serve_end(&L->s, &q->job, &L->reply);
		return send_reply(c, q, &L->reply, 0);
	}
	return MHD_YES;
}

/* One JSON line a request in the access log. */
static void
log_line(struct papo_server *srv, const struct req *q, double secs)
{
	struct timespec now;
	struct tm tm;
	char when[32];
	struct papo_buf *b = &q->loop->s.tmp;

	clock_gettime(CLOCK_REALTIME, &now);
	gmtime_r(&now.tv_sec, &tm);
	strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S", &tm);
	papo_buf_reset(b);
	papo_buf_addf(b, "{\"time\":\"%s.%06ldZ\",\"client\":\"%s\","
	    "\"method\":", when, now.tv_nsec / 1000, q->client);
	papo_json_put_str(b, q->method ? q->method : "", q->method ?
	    strlen(q->method) : 0);
	papo_buf_adds(b, ",\"path\":");
	papo_json_put_str(b, q->path ? q->path : "", q->path ?
	    strlen(q->path) : 0);
	papo_buf_addf(b, ",\"status\":%d,\"bytes\":%zu,\"seconds\":%.6f}\n",
	    q->status ? q->status : 0, q->bytes, secs);
	if (fwrite(b->s, 1, b->len, srv->log) != b->len ||
	    fflush(srv->log) != 0) {
		if (atomic_fetch_add(&srv->log_lost, 1) == 0)
			atomic_store(&srv->log_errno, errno);
		clearerr(srv->log);
	}
}

/* The access log's lost lines, said in msg (n bytes); 0 when none. */
static size_t
log_lost(struct papo_server *srv, char *msg, size_t n)
{
	size_t lost = atomic_load(&srv->log_lost);

	if (lost > 0)
		snprintf(msg, n, "access log '%s': %zu line%s not written "
		    "(%s); the replies were sent", srv->o->access_log, lost,
		    lost == 1 ? "" : "s",
		    strerror(atomic_load(&srv->log_errno)));
	return lost;
}

static void
on_completed(void *cls, struct MHD_Connection *c, void **ptr,
    enum MHD_RequestTerminationCode toe)
{
	struct papo_server *srv = cls;
	struct req *q = *ptr;
	double secs;

	(void)c;
	if (q == NULL)
		return;
	secs = since(&q->t0);
	if (toe != MHD_REQUEST_TERMINATED_COMPLETED_OK && !q->status)
		q->status = 499;	/* the client went away first */
	if (q->answered)
		papo_serve_observe(&q->loop->s, q->ep, q->status, secs);
	if (srv->log)
		log_line(srv, q, secs);
	atomic_fetch_sub(&srv->buffered, q->body.len);
	papo_buf_release(&q->body);
	papo_serve_job_release(&q->job);
	free(q->method);
	free(q->path);
	free(q);
	*ptr = NULL;
	atomic_fetch_sub(&srv->inflight, 1);
}

static void
on_connection(void *cls, struct MHD_Connection *c, void **socket_ctx,
    enum MHD_ConnectionNotificationCode toe)
{
	struct papo_server *srv = cls;

	(void)c;
	(void)socket_ctx;
	if (toe == MHD_CONNECTION_NOTIFY_STARTED)
		atomic_fetch_add(&srv->conns, 1);
	else
		atomic_fetch_sub(&srv->conns, 1);
}

/* "[HOST:]PORT" into ss; -1 with e set (64). */
static int
parse_listen(const char *spec, struct sockaddr_storage *ss, socklen_t *sl,
    struct papo_err *e)
{
	struct addrinfo hints, *ai;
	char host[256];
	const char *port = spec, *colon;
	size_t hn = 0;
	long p;

	if (spec[0] == '[') {
		colon = strstr(spec, "]:");
		if (colon == NULL || (hn = (size_t)(colon - spec - 1)) >=
		    sizeof(host))
			goto bad;
		memcpy(host, spec + 1, hn);
		port = colon + 2;
	} else if ((colon = strrchr(spec, ':')) != NULL) {
		if ((hn = (size_t)(colon - spec)) >= sizeof(host) ||
		    memchr(spec, ':', hn) != NULL)
			goto bad;
		memcpy(host, spec, hn);
		port = colon + 1;
	}
	host[hn] = '\0';
	if (papo_parse_long(port, 0, 65535, &p) < 0)
		goto bad;
	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	if (getaddrinfo(hn ? host : "127.0.0.1", NULL, &hints, &ai) != 0 ||
	    ai == NULL)
		return papo_err_set(e, PAPO_EX_USAGE, "cannot resolve '%s' "
		    "(--serve)", host);
	memcpy(ss, ai->ai_addr, ai->ai_addrlen);
	*sl = ai->ai_addrlen;
	freeaddrinfo(ai);
	if (ss->ss_family == AF_INET6)
		((struct sockaddr_in6 *)(void *)ss)->sin6_port =
		    htons((uint16_t)p);
	else
		((struct sockaddr_in *)(void *)ss)->sin_port =
		    htons((uint16_t)p);
	return 0;
bad:
	return papo_cli_bad_value(e, "serve", spec, "[HOST:]PORT, PORT "
	    "0 to 65535, an IPv6 HOST in brackets");
}

int
papo_server_check_listen(const char *spec, struct papo_err *e)
{
	struct sockaddr_storage ss;
	socklen_t sl;

	return parse_listen(spec, &ss, &sl, e);
}

/* Raise the descriptor limit to its maximum; the connections it allows. */
static unsigned
fd_room(unsigned want)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
		rl.rlim_cur = rl.rlim_max;
		(void)setrlimit(RLIMIT_NOFILE, &rl);
		(void)getrlimit(RLIMIT_NOFILE, &rl);
		if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < want + 64)
			return rl.rlim_cur > 128 ? (unsigned)rl.rlim_cur - 64 :
			    64;
	}
	return want;
}

/* The address bound, as "http://HOST:PORT". */
static void
name_where(const struct sockaddr_storage *ss, unsigned port, char *where,
    size_t wn)
{
	char h[INET6_ADDRSTRLEN];

	if (ss->ss_family == AF_INET6) {
		inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)
		    (const void *)ss)->sin6_addr, h, sizeof(h));
		snprintf(where, wn, "http://[%s]:%u", h, port);
	} else {
		inet_ntop(AF_INET, &((const struct sockaddr_in *)
		    (const void *)ss)->sin_addr, h, sizeof(h));
		snprintf(where, wn, "http://%s:%u", h, port);
	}
}

/*
 * The event loops: o->loops (0: PAPO_SERVE_LOOPS_DEFAULT, at most one
 * a core), one for a tool without dup; each but the first with a
 * context of its own.
 */
static void
loops_init(struct papo_server *srv, const struct papo_serve_opts *o,
    const struct papo_serve_tool *t)
{
	struct loop *L;
	long cores;
	size_t k, n = (size_t)o->loops;

	if (n == 0) {
		cores = sysconf(_SC_NPROCESSORS_ONLN);
		n = cores < 1 ? 1 : (size_t)cores;
		if (n > PAPO_SERVE_LOOPS_DEFAULT)
			n = PAPO_SERVE_LOOPS_DEFAULT;
	}
	if (n > PAPO_SERVE_MAX_LOOPS)
		n = PAPO_SERVE_MAX_LOOPS;
	if (t->dup == NULL || t->submit != NULL)
		n = 1;
	srv->nloops = n;
	srv->loops = papo_xcalloc(n, sizeof(*srv->loops));
	srv->peers = papo_xcalloc(n, sizeof(*srv->peers));
	atomic_init(&srv->claimed, 0);
	for (k = 0; k < n; k++) {
		L = &srv->loops[k];
		L->tool = *t;
		if (k > 0)
			L->tool.ctx = L->dup = t->dup(t->ctx);
		papo_serve_init(&L->s, o, &L->tool);
		papo_buf_init(&L->reply.body);
		srv->peers[k] = &L->s;
	}
	for (k = 0; k < n; k++) {
		srv->loops[k].s.peers = srv->peers;
		srv->loops[k].s.npeers = n;
	}
}

static void
loops_release(struct papo_server *srv)
{
	struct loop *L;
	size_t k;

	for (k = 0; k < srv->nloops; k++) {
		L = &srv->loops[k];
		papo_buf_release(&L->reply.body);
		papo_serve_release(&L->s);
		if (L->dup)
			L->tool.dup_free(L->dup);
	}
	free(srv->loops);
	free(srv->peers);
}

/*
 * The daemon did not start: why (err, bind(2)'s errno when MHD left
 * it), and srv freed.  A port another server listens on is refused:
 * MHD_OPTION_LISTENING_ADDRESS_REUSE is not given, as its 1 is
 * SO_REUSEPORT, which let a second server bind the port and take half
 * its connections, silently (MHD's default, SO_REUSEADDR, still lets a
 * restart bind over TIME_WAIT).
 */
static struct papo_server *
start_failed(struct papo_server *srv, int err, struct papo_err *e)
{
	if (err != 0)
		papo_err_set(e, PAPO_EX_UNAVAILABLE, "cannot listen on '%s': "
		    "%s", srv->o->listen, strerror(err));
	else
		papo_err_set(e, PAPO_EX_UNAVAILABLE, "cannot listen on '%s'",
		    srv->o->listen);
	if (srv->log)
		fclose(srv->log);
	loops_release(srv);
	pthread_mutex_destroy(&srv->mu);
	free(srv);
	return NULL;
}

struct papo_server *
papo_server_start(const struct papo_serve_opts *o,
    const struct papo_serve_tool *t, char *where, size_t wn,
    struct papo_err *e)
{
	const union MHD_DaemonInfo *di;
	struct papo_server *srv;
	struct sockaddr_storage ss;
	socklen_t sl;
	sigset_t block;
	unsigned flags;

	memset(&ss, 0, sizeof(ss));
	if (parse_listen(o->listen, &ss, &sl, e) < 0)
		return NULL;
	srv = papo_xcalloc(1, sizeof(*srv));
	srv->o = o;
	if (o->access_log && (srv->log = fopen(o->access_log, "a")) == NULL) {
		papo_err_set(e, PAPO_EX_NOINPUT, "cannot open '%s': %s",
		    o->access_log, strerror(errno));
		free(srv);
		return NULL;
	}
	loops_init(srv, o, t);
	srv->max_conn = fd_room((unsigned)o->max_conn);
	srv->max_buffered = o->max_body * 4;
	atomic_init(&srv->inflight, 0);
	atomic_init(&srv->conns, 0);
	atomic_init(&srv->buffered, 0);
	pthread_mutex_init(&srv->mu, NULL);
	sigemptyset(&srv->sigs);
	sigaddset(&srv->sigs, SIGTERM);
	sigaddset(&srv->sigs, SIGINT);
	sigaddset(&srv->sigs, SIGHUP);
	block = srv->sigs;
	sigaddset(&block, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &block, NULL);
	/*
	 * poll, not epoll: libmicrohttpd 0.9.75's edge-triggered epoll
	 * loop left keep-alive requests unread until the idle timeout
	 * (bench/serve-load.c at 256 connections, OpenRLHF's bodies: 246
	 * and 512 of 40,000 requests, two runs; poll lost none in the
	 * same runs).  What epoll would save: poll walks every connection
	 * on each wake-up, and at 2,000 requests a second over 1,024
	 * connections that cost 2-3x epoll's CPU a request (h5-serve,
	 * bench/results/serve.md); when the load is high enough that a
	 * wake-up finds many requests, the two cost the same.
	 */
	/*
	 * MHD_USE_TURBO: reads and writes tried at once, not after
	 * another pass of poll (and no shutdown(2) before close).  At
	 * 1,024 keep-alive connections, interleaved runs: 0.80x the
	 * server's CPU a request at saturation, 0.90x at 2,000 requests
	 * a second, p99 there 21-25 ms against 71-108 ms on a machine
	 * at load 17 (h5-serve); the t-serve-* bad clients, 413s and
	 * drains unchanged.
	 */
	flags = MHD_USE_POLL_INTERNAL_THREAD | MHD_USE_ITC | MHD_USE_TURBO;
	if (t->submit != NULL)
		flags |= MHD_ALLOW_SUSPEND_RESUME;
	if (ss.ss_family == AF_INET6)
		flags |= MHD_USE_IPv6;
	/*
	 * More than one loop: MHD's thread pool, each thread polling the
	 * listening socket and its own connections (see loop_of).
	 */
	/* no LISTENING_ADDRESS_REUSE: see start_failed */
	errno = 0;
	srv->d = MHD_start_daemon(flags, 0, NULL, NULL, &on_request, srv,
	    MHD_OPTION_THREAD_POOL_SIZE, (unsigned)(srv->nloops > 1 ?
	    srv->nloops : 0),
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
	    MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned)4096,
	    MHD_OPTION_CONNECTION_LIMIT, srv->max_conn,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)o->idle_timeout,
	    /* a connection's memory (headers, read buffer): MHD zeroes
	       it for each request; 32 KiB of memset was 9% of the
	       server's CPU at 1,024 connections, 8 KiB holds any sane
	       header block and reads a body in pieces */
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)8192,
	    MHD_OPTION_NOTIFY_COMPLETED, &on_completed, srv,
	    MHD_OPTION_NOTIFY_CONNECTION, &on_connection, srv,
	    MHD_OPTION_END);
	(void)sl;
	if (srv->d == NULL)
		return start_failed(srv, errno, e);
	di = MHD_get_daemon_info(srv->d, MHD_DAEMON_INFO_BIND_PORT);
	name_where(&ss, di ? di->port : 0, where, wn);
	return srv;
}

int
papo_server_wait(struct papo_server *srv)
{
	int sig = 0;

	while (sigwait(&srv->sigs, &sig) != 0)
		;
	return sig;
}

size_t
papo_server_stop(struct papo_server *srv, double grace, char *lost,
    size_t n)
{
	struct timespec t0, tick = { 0, 10000000 };
	MHD_socket fd;
	size_t left;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	fd = MHD_quiesce_daemon(srv->d);
	if (fd != MHD_INVALID_SOCKET)
		close(fd);
	while ((left = atomic_load(&srv->inflight)) > 0 &&
	    since(&t0) < grace)
		nanosleep(&tick, NULL);
	MHD_stop_daemon(srv->d);
	if (srv->log && fclose(srv->log) != 0 &&
	    atomic_fetch_add(&srv->log_lost, 1) == 0)
		atomic_store(&srv->log_errno, errno);
	if (lost)
		log_lost(srv, lost, n);
	loops_release(srv);
	pthread_mutex_destroy(&srv->mu);
	free(srv);
	return left;
}

int
papo_server_run(const struct papo_serve_opts *o,
    const struct papo_serve_tool *t, void (*say)(const char *msg),
    struct papo_err *e)
{
	struct papo_server *srv;
	char where[128], msg[256];
	double grace = 30;
	size_t left;
	int sig;

	/* a reply is due by the deadline: the drain waits for it */
	if (o->deadline + 5 > grace)
		grace = o->deadline + 5;
	if ((srv = papo_server_start(o, t, where, sizeof(where), e)) == NULL)
		return -1;
	snprintf(msg, sizeof(msg), "serving %s (POST /get_reward, /verify, "
	    "/v1/records, any path for slime; GET /health, /metrics; "
	    "%zu event loop%s)", where, srv->nloops, srv->nloops == 1 ? "" :
	    "s");
	say(msg);
	while ((sig = papo_server_wait(srv)) == SIGHUP) {
		say("SIGHUP: nothing to reload (the options are read at "
		    "start: restart to change them)");
		if (log_lost(srv, msg, sizeof(msg)) > 0)
			say(msg);
	}
	snprintf(msg, sizeof(msg), "%s: draining the requests in flight",
	    sig == SIGTERM ? "SIGTERM" : "SIGINT");
	say(msg);
	msg[0] = '\0';
	if ((left = papo_server_stop(srv, grace, msg, sizeof(msg))) > 0)
		return papo_err_set(e, PAPO_EX_SOFTWARE, "%zu request%s still "
		    "in flight after %g s, cut off%s%s", left, left == 1 ? "" :
		    "s", grace, msg[0] ? "; " : "", msg);
	if (msg[0])
		return papo_err_set(e, PAPO_EX_IOERR, "%s", msg);
	return 0;
}
