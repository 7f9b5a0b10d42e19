/* SPDX-License-Identifier: MIT */
/*
 * serve-load.c: a load generator for bench-serve.sh: CONNS connections
 * to 127.0.0.1:PORT, each sending POST PATH with the bodies of FILE (one
 * a line, in turn) and waiting for each reply, until TOTAL replies; with
 * "close", a new connection a request (OpenRLHF's new session per
 * sample), else keep-alive (slime's shared session).  Prints requests/s
 * and the latency quantiles (keep-alive: without each connection's first
 * request, which waits for the connect); an error reply or a dropped
 * connection counts as an error.
 *
 * With RATE (keep-alive only), an open loop: the requests are due at
 * RATE a second in all, each sent on an idle connection when due (or
 * when one is free, if none is), and its latency counted from when it
 * was due, so that a server falling behind is not hidden by the
 * generator waiting for it (coordinated omission).  Without RATE, a
 * closed loop: each connection sends its next request on the reply,
 * and the latency at C connections is C / throughput, queueing.
 *
 * With SERVE_LOAD_MATCH=TEXT in the environment, the replies whose
 * bytes hold TEXT are counted too ("matched N").
 *
 * usage: serve-load PORT PATH FILE CONNS TOTAL keep|close [RATE]
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

struct conn {
	int fd;
	size_t sent, reqlen;	/* of the request being sent */
	char *req;
	char in[65536];
	size_t inlen;
	double t0;
	int busy;
	int warm;		/* a reply came on it: connected */
	struct conn *next_idle;	/* open loop: the idle list */
};

static struct sockaddr_in addr;
static char **reqs;
static size_t *reqlens;
static size_t nreqs, next_req;
static double *lat;
static size_t nlat, done, total, started, errors, matched;
static const char *match;	/* SERVE_LOAD_MATCH, or NULL */
static int close_mode, ep;
/* open loop: requests a second (0: closed loop), the first's due time,
   the idle connections */
static double rate, due0;
static struct conn *idle;

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Wait on c for reading, and for writing while its request is unsent. */
static void
want(struct conn *c, int op)
{
	struct epoll_event ev;

	ev.events = EPOLLIN | (c->sent < c->reqlen ? EPOLLOUT : 0);
	ev.data.ptr = c;
	epoll_ctl(ep, op, c->fd, &ev);
}

static void
open_conn(struct conn *c)
{
	struct epoll_event ev;
	int one = 1;

	c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (c->fd < 0) {
		perror("socket");
		exit(1);
	}
	setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	if (connect(c->fd, (struct sockaddr *)&addr, sizeof(addr)) < 0 &&
	    errno != EINPROGRESS) {
		perror("connect");
		exit(1);
	}
	(void)ev;
	want(c, EPOLL_CTL_ADD);
}

/* Begin the next request on c, or leave it idle when all have begun. */
static void
start(struct conn *c)
{
	ssize_t n;

	if (started >= total || (rate > 0 && c->warm &&
	    due0 + (double)started / rate > now())) {
		/* all begun, or (open loop) none due yet: idle */
		if (rate > 0 && started < total) {
			c->next_idle = idle;
			idle = c;
		}
		c->busy = 0;
		c->req = NULL;
		c->sent = c->reqlen = 0;
		if (!close_mode)
			want(c, EPOLL_CTL_MOD);
		return;
	}
	started++;
	c->req = reqs[next_req];
	c->reqlen = reqlens[next_req];
	next_req = (next_req + 1) % nreqs;
	c->sent = 0;
	c->inlen = 0;
	c->busy = 1;
	c->t0 = rate > 0 && c->warm ? due0 + (double)(started - 1) / rate :
	    now();
	if (close_mode) {
		open_conn(c);
		return;
	}
	/*
	 * Keep-alive: write the request now.  It fits in the socket's
	 * buffer but on a connection still connecting: only then is
	 * EPOLLOUT asked for, so that a request costs the generator no
	 * epoll_ctl and no wake-up of its own (it had two of each).
	 */
	if (c->warm) {
		n = write(c->fd, c->req, c->reqlen);
		if (n > 0)
			c->sent = (size_t)n;
		if (c->sent == c->reqlen)
			return;
	}
	want(c, EPOLL_CTL_MOD);
}

/* A whole reply in c->in: its length, or 0 when more is to come. */
static size_t
reply_len(struct conn *c)
{
	char *h, *cl;
	size_t hl;

	c->in[c->inlen < sizeof(c->in) ? c->inlen : sizeof(c->in) - 1] = 0;
	if ((h = strstr(c->in, "\r\n\r\n")) == NULL)
		return 0;
	hl = (size_t)(h - c->in) + 4;
	if ((cl = strcasestr(c->in, "\r\nContent-Length:")) == NULL || cl > h)
		return hl;
	hl += strtoul(cl + 17, NULL, 10);
	return c->inlen >= hl ? hl : 0;
}

static void
on_event(struct conn *c, unsigned events)
{
	ssize_t n;
	size_t m;

	if ((events & EPOLLOUT) && c->sent < c->reqlen) {
		n = write(c->fd, c->req + c->sent, c->reqlen - c->sent);
		if (n > 0)
			c->sent += (size_t)n;
		if (c->sent == c->reqlen)
			want(c, EPOLL_CTL_MOD);	/* EPOLLOUT off */
	}
	if (!(events & (EPOLLIN | EPOLLERR | EPOLLHUP)))
		return;
	n = read(c->fd, c->in + c->inlen, sizeof(c->in) - 1 - c->inlen);
	if (n <= 0) {
		if (n < 0 && errno == EAGAIN)
			return;
		/* dropped: an error, and a new connection */
		errors++;
		close(c->fd);
		c->sent = 0;
		c->inlen = 0;
		open_conn(c);
		return;
	}
	c->inlen += (size_t)n;
	if ((m = reply_len(c)) == 0)
		return;
	if (strncmp(c->in, "HTTP/1.1 200", 12) != 0)
		errors++;
	if (match != NULL && memmem(c->in, m, match, strlen(match)) != NULL)
		matched++;
	/* keep-alive: the first request of a connection waits for its
	   connect too, which is not the server's time */
	if (c->warm || close_mode)
		lat[nlat++] = now() - c->t0;
	c->warm = 1;
	done++;
	if (close_mode) {
		close(c->fd);
		c->fd = -1;
	}
	start(c);
}

/* Open loop: the requests due now, each on an idle connection. */
static void
send_due(void)
{
	struct conn *c;
	double t = now();

	while (idle != NULL && started < total &&
	    due0 + (double)started / rate <= t) {
		c = idle;
		idle = c->next_idle;
		start(c);
	}
}

/* Open loop: milliseconds to wait for the next request due. */
static int
wait_ms(void)
{
	double d;

	if (idle == NULL || started >= total)
		return 180000;
	d = (due0 + (double)started / rate - now()) * 1e3;
	return d <= 0 ? 0 : (int)d + 1;
}

/* The bodies of file, as whole requests. */
static void
load(const char *port, const char *path, const char *file)
{
	char line[1 << 16], head[512];
	FILE *f = fopen(file, "r");
	size_t n, hn;

	if (f == NULL) {
		perror(file);
		exit(1);
	}
	while (fgets(line, sizeof(line), f) != NULL) {
		n = strcspn(line, "\n");
		hn = (size_t)snprintf(head, sizeof(head), "POST %s HTTP/1.1\r\n"
		    "Host: 127.0.0.1:%s\r\nContent-Type: application/json\r\n"
		    "Content-Length: %zu\r\n\r\n", path, port, n);
		reqs = realloc(reqs, (nreqs + 1) * sizeof(*reqs));
		reqlens = realloc(reqlens, (nreqs + 1) * sizeof(*reqlens));
		reqs[nreqs] = malloc(hn + n);
		memcpy(reqs[nreqs], head, hn);
		memcpy(reqs[nreqs] + hn, line, n);
		reqlens[nreqs++] = hn + n;
	}
	fclose(f);
	if (nreqs == 0) {
		fprintf(stderr, "serve-load: %s: no bodies\n", file);
		exit(1);
	}
}

int
main(int argc, char **argv)
{
	struct epoll_event evs[256];
	struct conn *cs;
	double t0, secs;
	size_t k, nconn;
	int i, n;

	if (argc != 7 && argc != 8) {
		fprintf(stderr, "usage: serve-load PORT PATH FILE CONNS TOTAL "
		    "keep|close [RATE]\n");
		return 2;
	}
	memset(&addr, 0, sizeof(addr));
	addr.sin_family = AF_INET;
	addr.sin_port = htons((unsigned short)strtoul(argv[1], NULL, 10));
	inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
	load(argv[1], argv[2], argv[3]);
	nconn = strtoul(argv[4], NULL, 10);
	total = strtoul(argv[5], NULL, 10);
	close_mode = strcmp(argv[6], "close") == 0;
	rate = argc == 8 ? strtod(argv[7], NULL) : 0;
	match = getenv("SERVE_LOAD_MATCH");
	if (rate > 0 && close_mode) {
		fprintf(stderr, "serve-load: RATE is for keep-alive\n");
		return 2;
	}
	lat = calloc(total + 1, sizeof(*lat));
	cs = calloc(nconn, sizeof(*cs));
	ep = epoll_create1(0);
	t0 = now();
	/* open loop: every connection's first request (its connect) is
	   sent at once and not counted; the schedule starts after them */
	due0 = t0 + 1.0;
	for (k = 0; k < nconn; k++) {
		if (!close_mode)
			open_conn(&cs[k]);
		start(&cs[k]);
	}
	while (done < total) {
		n = epoll_wait(ep, evs, 256, rate > 0 ? wait_ms() : 180000);
		if (n == 0 && rate > 0) {
			send_due();
			continue;
		}
		if (n <= 0) {
			fprintf(stderr, "serve-load: nothing for 3 minutes\n");
			for (k = 0; k < nconn; k++)
				if (cs[k].busy)
					fprintf(stderr, "  connection %zu: sent "
					    "%zu of %zu, read %zu\n", k,
					    cs[k].sent, cs[k].reqlen, cs[k].inlen);
			return 1;
		}
		for (i = 0; i < n; i++)
			on_event(evs[i].data.ptr, evs[i].events);
		if (rate > 0)
			send_due();
	}
	secs = now() - t0;
	qsort(lat, nlat, sizeof(*lat), cmp);
	if (nlat == 0)
		lat[nlat++] = 0;
	printf("requests %zu seconds %.3f rps %.0f p50_ms %.3f p99_ms %.3f "
	    "errors %zu", done, secs, (double)done / secs,
	    lat[nlat / 2] * 1e3, lat[nlat * 99 / 100] * 1e3, errors);
	if (match != NULL)
		printf(" matched %zu", matched);
	printf("\n");
	return 0;
}
