/* SPDX-License-Identifier: MIT */
/*
 * papo-standin: a STAND-IN for an OpenAI-compatible judge server (vLLM,
 * SGLang), for papo's tests, benchmarks and demo.  It runs no model.
 *
 * It listens on 127.0.0.1 (an ephemeral port unless --port says
 * otherwise), serves GET /v1/models and POST /v1/chat/completions over
 * HTTP/1.1 with keep-alive from one thread (epoll), and answers with a
 * verdict that is a deterministic function of the prompt:
 *
 *   - [[then=TEXT]] in the prompt: papo-judge's follow-up turn (the
 *     conversation holds "Reply with the verdict alone") is answered
 *     with TEXT, verbatim
 *   - [[say=TEXT]] in the prompt: the reply content is TEXT, verbatim
 *     ([[finish=WORD]] makes its finish reason WORD, not "stop");
 *   - a prompt that mentions "Final Grade" gets "Final Grade: WORD",
 *     WORD from the last [[grade=WORD]] marker, else CORRECT or
 *     INCORRECT by the prompt's hash;
 *   - any other prompt gets "Score: \boxed{X}", X from the last
 *     [[score=X]] marker, else 0, 0.5 or 1 by the prompt's hash
 *     (FNV-1a 64 of every message's content joined by newlines, mod 3;
 *     papo-judge's random boundary tokens, "-" and 16 hex digits before
 *     a ">", hashed as zeros).
 *
 * Faults are injected with --fault KIND[:TIMES[:MATCH]]: a request
 * whose prompt contains MATCH (any prompt when MATCH is empty) gets
 * the fault on its first TIMES attempts (counted per prompt; 0 or
 * "all": every attempt), then a normal reply.  Kinds: 429 (with
 * Retry-After), 408, 500, 503 ({"error": {...}} shape), 500-flat,
 * 503-flat (vLLM's flat {"object": "error"} shape), 400 (a context
 * overflow), drop (close without a reply), hang (never reply), broken
 * (a 200 whose JSON is cut short), null (content null, finish reason
 * length), noscore (a reply without a score), wrong-model, slow
 * (--slow more milliseconds).  Requests for a model it does not serve
 * get vLLM's 404, prompts longer than the context a 400.
 *
 * Start it with "papo-standin --port-file F &", read the port from F,
 * and stop it with "kill $!" (SIGTERM or SIGINT end it at once).  Or
 * let it go to the background itself once it listens: "papo-standin
 * --background --port-file F --pid-file P", then "kill $(cat P)".
 * --log FILE writes one line per request and per connection
 * accepted, for tests to count; --body-log FILE appends each chat
 * request body exactly as it arrived, then a newline (a well-formed
 * body holds no raw newline: one body per line, for jq);
 * --api-key KEY makes it refuse (401) requests without that bearer token.
 *
 * --rate R stands in for a server behind a rate limit: a token bucket
 * of R requests a second (holding at most R); a chat request that finds
 * it empty gets 429 with Retry-After, the whole seconds until the next
 * token (at least 1), and is logged as "chat 429 rate".  A fault of
 * kind 500:all stands in for a dead judge.
 */
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "judge/judge.h"
#include "json.h"
#include "xalloc.h"

#define MAX_HEAD ((size_t)64 << 10)
#define MAX_BODY ((size_t)64 << 20)

enum fault_kind {
	F_NONE, F_429, F_408, F_500, F_503, F_500_FLAT, F_503_FLAT, F_400,
	F_DROP, F_HANG, F_BROKEN, F_NULL, F_NOSCORE, F_WRONG_MODEL, F_SLOW
};

static const char *const fault_names[] = {
	"-", "429", "408", "500", "503", "500-flat", "503-flat", "400",
	"drop", "hang", "broken", "null", "noscore", "wrong-model", "slow",
	NULL
};

struct fault {
	enum fault_kind kind;
	unsigned long times;	/* 0: always */
	char *match;
};

static struct {
	const char *model;
	long max_model_len;
	long latency_ms;
	long jitter_ms;
	long slow_ms;
	long retry_after;
	double rate;		/* --rate: requests a second, 0: none */
	double tokens, filled;	/* the bucket, and when last filled */
	const char *reasoning_field;	/* NULL: none */
	struct fault *faults;
	size_t nfaults;
	FILE *log;
	FILE *body_log;
	const char *api_key;	/* required as a bearer token, or NULL */
	int quiet;
	unsigned long seq;
} S;

/* Attempts per (fault, prompt): open addressing on 64-bit keys. */
static struct {
	uint64_t *key;
	unsigned long *count;
	size_t cap, n;
} counts;

static unsigned long *
counter(uint64_t k)
{
	size_t i;

	k |= 1;
	if (2 * (counts.n + 1) > counts.cap) {
		uint64_t *ok = counts.key;
		unsigned long *oc = counts.count;
		size_t ocap = counts.cap;

		counts.cap = ocap ? ocap * 2 : 1024;
		counts.key = papo_xcalloc(counts.cap, sizeof(*counts.key));
		counts.count = papo_xcalloc(counts.cap, sizeof(*counts.count));
		counts.n = 0;
		for (i = 0; i < ocap; i++)
			if (ok[i]) {
				unsigned long *c = counter(ok[i]);

				*c = oc[i];
			}
		free(ok);
		free(oc);
	}
	for (i = k & (counts.cap - 1); counts.key[i];
	    i = (i + 1) & (counts.cap - 1))
		if (counts.key[i] == k)
			return &counts.count[i];
	counts.key[i] = k;
	counts.n++;
	return &counts.count[i];
}

/* 1 when s[i..] is "-" then 16 lowercase hex digits then ">". */
static int
boundary_token(const char *s, size_t n, size_t i)
{
	size_t k;

	if (s[i] != '-' || n - i < 18 || s[i + 17] != '>')
		return 0;
	for (k = 1; k <= 16; k++)
		if (!isdigit((unsigned char)s[i + k]) &&
		    (s[i + k] < 'a' || s[i + k] > 'f'))
			return 0;
	return 1;
}

/*
 * The prompt's hash; papo-judge's random boundary tokens
 * (<response-TOKEN>) count as zeros, so that a prompt gets the same
 * verdict in every run.
 */
static uint64_t
fnv1a(const char *s, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i, k;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3ULL;
		if (!boundary_token(s, n, i))
			continue;
		for (k = 0; k < 16; k++) {
			h ^= (unsigned char)'0';
			h *= 0x100000001b3ULL;
		}
		i += 16;
	}
	return h;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- connections ---- */

struct conn {
	int fd;
	unsigned gen;		/* bumped when the slot is reused */
	struct papo_buf in;
	struct papo_buf out;
	size_t outpos;
	int close_after;	/* close once out is written */
	int busy;		/* a reply is being prepared or delayed */
	int want_out;		/* registered for EPOLLOUT */
};

static struct conn **conns;	/* by fd */
static size_t nconns;
static int ep;

/* A reply waiting for its latency to pass. */
struct pending {
	double due;
	int fd;
	unsigned gen;
	char *data;		/* the whole HTTP response, or NULL: drop */
	size_t len;
	int close_after;
	int hang;
};

static struct pending *heap;
static size_t nheap, heapcap;

static void
heap_push(struct pending p)
{
	size_t i, up;

	heap = papo_xgrow(heap, &heapcap, nheap + 1, sizeof(*heap));
	i = nheap++;
	while (i > 0 && heap[up = (i - 1) / 2].due > p.due) {
		heap[i] = heap[up];
		i = up;
	}
	heap[i] = p;
}

static struct pending
heap_pop(void)
{
	struct pending top = heap[0], last = heap[--nheap];
	size_t i = 0, c;

	while ((c = 2 * i + 1) < nheap) {
		if (c + 1 < nheap && heap[c + 1].due < heap[c].due)
			c++;
		if (heap[c].due >= last.due)
			break;
		heap[i] = heap[c];
		i = c;
	}
	if (nheap)
		heap[i] = last;
	return top;
}

static void
close_conn(struct conn *c)
{
	epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
	close(c->fd);
	papo_buf_release(&c->in);
	papo_buf_release(&c->out);
	conns[c->fd] = NULL;
	free(c);
}

static void
set_out(struct conn *c, int on)
{
	struct epoll_event ev;

	if (c->want_out == on)
		return;
	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN | (on ? EPOLLOUT : 0);
	ev.data.fd = c->fd;
	epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
	c->want_out = on;
}

/* Write what is queued; 0 or -1 when the connection is gone. */
static int
flush_conn(struct conn *c)
{
	while (c->outpos < c->out.len) {
		ssize_t k = send(c->fd, c->out.s + c->outpos,
		    c->out.len - c->outpos, MSG_NOSIGNAL);

		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			set_out(c, 1);
			return 0;
		}
		if (k <= 0) {
			close_conn(c);
			return -1;
		}
		c->outpos += (size_t)k;
	}
	papo_buf_reset(&c->out);
	c->outpos = 0;
	set_out(c, 0);
	if (c->close_after) {
		close_conn(c);
		return -1;
	}
	return 0;
}

/* ---- HTTP replies ---- */

static const char *
reason(int status)
{
	switch (status) {
	case 200: return "OK";
	case 400: return "Bad Request";
	case 401: return "Unauthorized";
	case 404: return "Not Found";
	case 405: return "Method Not Allowed";
	case 408: return "Request Timeout";
	case 411: return "Length Required";
	case 413: return "Payload Too Large";
	case 429: return "Too Many Requests";
	case 500: return "Internal Server Error";
	case 503: return "Service Unavailable";
	default: return "Status";
	}
}

static void
http_reply(struct papo_buf *out, int status, const char *body, size_t len,
    int close_after, long retry_after)
{
	papo_buf_addf(out, "HTTP/1.1 %d %s\r\nContent-Type: application/json"
	    "\r\nContent-Length: %zu\r\nServer: papo-standin\r\n", status,
	    reason(status), len);
	if (retry_after >= 0)
		papo_buf_addf(out, "Retry-After: %ld\r\n", retry_after);
	if (close_after)
		papo_buf_adds(out, "Connection: close\r\n");
	papo_buf_adds(out, "\r\n");
	papo_buf_add(out, body, len);
}

static void
error_nested(struct papo_buf *b, const char *msg, const char *type, int code)
{
	papo_buf_adds(b, "{\"error\":{\"message\":");
	papo_json_put_str(b, msg, strlen(msg));
	papo_buf_addf(b, ",\"type\":\"%s\",\"param\":null,\"code\":%d}}", type,
	    code);
}

static void
error_flat(struct papo_buf *b, const char *msg, const char *type, int code)
{
	papo_buf_adds(b, "{\"object\":\"error\",\"message\":");
	papo_json_put_str(b, msg, strlen(msg));
	papo_buf_addf(b, ",\"type\":\"%s\",\"param\":null,\"code\":%d}", type,
	    code);
}

/* The value of the last [[name=VALUE]] marker in text, or NULL. */
static const char *
marker(const char *text, const char *name, size_t *len)
{
	char pat[32];
	const char *p = text, *last = NULL, *end;

	snprintf(pat, sizeof(pat), "[[%s=", name);
	while ((p = strstr(p, pat)) != NULL) {
		p += strlen(pat);
		if ((end = strstr(p, "]]")) == NULL)
			break;
		last = p;
		*len = (size_t)(end - p);
	}
	return last;
}

static void
completion(struct papo_buf *b, const char *model, const char *content,
    size_t clen, int content_null, const char *finish, long prompt_tokens)
{
	static const char think[] = "The student's steps were read one by one "
	    "and checked against the reference.";

	papo_buf_addf(b, "{\"id\":\"chatcmpl-standin-%lu\",\"object\":"
	    "\"chat.completion\",\"created\":0,\"model\":", S.seq);
	papo_json_put_str(b, model, strlen(model));
	papo_buf_adds(b, ",\"choices\":[{\"index\":0,\"message\":{"
	    "\"role\":\"assistant\",\"content\":");
	if (content_null)
		papo_buf_adds(b, "null");
	else
		papo_json_put_str(b, content, clen);
	if (S.reasoning_field) {
		papo_buf_addf(b, ",\"%s\":", S.reasoning_field);
		papo_json_put_str(b, think, sizeof(think) - 1);
	}
	papo_buf_addf(b, "},\"finish_reason\":\"%s\"}],\"usage\":{"
	    "\"prompt_tokens\":%ld,\"completion_tokens\":%zu,"
	    "\"total_tokens\":%ld}}", finish, prompt_tokens, clen / 4 + 16,
	    prompt_tokens + (long)(clen / 4 + 16));
}

/* The verdict for a prompt, as reply content. */
static void
verdict(const char *text, uint64_t h, struct papo_buf *content)
{
	const char *v;
	size_t len;

	/* papo-judge's follow-up turn: [[then=TEXT]] answers it */
	if (strstr(text, "Reply with the verdict alone") != NULL &&
	    (v = marker(text, "then", &len)) != NULL) {
		papo_buf_add(content, v, len);
		return;
	}
	if ((v = marker(text, "say", &len)) != NULL) {
		papo_buf_add(content, v, len);
		return;
	}
	if (strstr(text, "Final Grade") != NULL) {
		papo_buf_adds(content,
		    "The student's final answer was compared "
		    "with the reference answer.\n\nFinal Grade: ");
		if ((v = marker(text, "grade", &len)) != NULL)
			papo_buf_add(content, v, len);
		else
			papo_buf_adds(content, h % 2 ? "CORRECT" : "INCORRECT");
		return;
	}
	papo_buf_adds(content, "Each step of the solution was checked.\n\n"
	    "Score: \\boxed{");
	if ((v = marker(text, "score", &len)) != NULL)
		papo_buf_add(content, v, len);
	else
		papo_buf_adds(content, (const char *const[]){ "0", "0.5",
		    "1" }[h % 3]);
	papo_buf_adds(content, "}");
}

static const struct fault *
pick_fault(const char *text, uint64_t h)
{
	size_t i;

	for (i = 0; i < S.nfaults; i++) {
		const struct fault *f = &S.faults[i];
		unsigned long *n;

		if (f->match[0] && strstr(text, f->match) == NULL)
			continue;
		n = counter(h ^ ((uint64_t)(i + 1) * 0x9e3779b97f4a7c15ULL));
		if (f->times && *n >= f->times)
			continue;
		++*n;
		return f;
	}
	return NULL;
}

static void
log_line(const char *what, int status, const char *fault, uint64_t h,
    const char *text)
{
	const char *id;
	size_t len = 0;

	if (S.log == NULL)
		return;
	fprintf(S.log, "%s %d %s %016llx", what, status, fault,
	    (unsigned long long)h);
	if (text && (id = marker(text, "id", &len)) != NULL)
		fprintf(S.log, " id=%.*s", (int)len, id);
	fputc('\n', S.log);
	fflush(S.log);
}

/*
 * Take a token from the --rate bucket: -1 when there was one, else the
 * Retry-After to send (whole seconds until the next, at least 1).
 */
static long
rate_limited(void)
{
	double t = now(), wait;

	if (S.filled == 0)
		S.tokens = S.rate;
	else
		S.tokens += (t - S.filled) * S.rate;
	if (S.tokens > S.rate)
		S.tokens = S.rate;
	S.filled = t;
	if (S.tokens >= 1) {
		S.tokens -= 1;
		return -1;
	}
	wait = (1 - S.tokens) / S.rate;
	return wait <= 1 ? 1 : (long)wait + 1;
}

/*
 * Answer one chat request: fill *p (the response and when to send
 * it).
 */
static void
chat(const char *body, size_t blen, int close_after, struct pending *p)
{
	struct papo_judge_asked a;
	struct papo_err e;
	struct papo_buf b = PAPO_BUF_INIT, out = PAPO_BUF_INIT;
	struct papo_buf content = PAPO_BUF_INIT;
	const struct fault *f = NULL;
	enum fault_kind k = F_NONE;
	long ptok, retry = -1;
	double delay = (double)S.latency_ms / 1000.0;
	int status = 200;
	uint64_t h = 0;

	S.seq++;
	if (S.body_log) {
		fwrite(body, 1, blen, S.body_log);
		fputc('\n', S.body_log);
		fflush(S.body_log);
	}
	if (papo_judge_asked_parse(body, blen, &a, &e) < 0) {
		error_flat(&b, e.msg, "BadRequestError", 400);
		status = 400;
		log_line("chat", status, "bad-request", 0, NULL);
		goto send;
	}
	h = fnv1a(a.text.s, a.text.len);
	if (S.jitter_ms > 0)
		delay += (double)(h % (uint64_t)S.jitter_ms) / 1000.0;
	if (strcmp(a.model.s, S.model) != 0) {
		struct papo_buf m = PAPO_BUF_INIT;

		papo_buf_addf(&m, "The model `%s` does not exist.", a.model.s);
		error_flat(&b, m.s, "NotFoundError", 404);
		papo_buf_release(&m);
		status = 404;
		log_line("chat", status, "-", h, a.text.s);
		papo_judge_asked_release(&a);
		goto send;
	}
	if (S.rate > 0 && (retry = rate_limited()) >= 0) {
		error_nested(&b, "Rate limit reached; try again later",
		    "rate_limit_error", 429);
		status = 429;
		log_line("chat", status, "rate", h, a.text.s);
		papo_judge_asked_release(&a);
		goto send;
	}
	ptok = (long)(a.text.len + 3) / 4;
	f = pick_fault(a.text.s, h);
	k = f ? f->kind : F_NONE;
	if (k == F_400 || ptok + (a.max_tokens > 0 ? a.max_tokens : 0) >
	    S.max_model_len) {
		struct papo_buf m = PAPO_BUF_INIT;

		papo_buf_addf(&m, "This model's maximum context length is %ld "
		    "tokens. However, you requested %ld tokens (%ld in the "
		    "messages, %ld in the completion). Please reduce the "
		    "length of the messages or completion.", S.max_model_len,
		    ptok + a.max_tokens, ptok, a.max_tokens);
		error_flat(&b, m.s, "BadRequestError", 400);
		papo_buf_release(&m);
		status = 400;
	} else if (k == F_429) {
		error_nested(&b, "Rate limit reached; try again later",
		    "rate_limit_error", 429);
		status = 429;
		retry = S.retry_after;
	} else if (k == F_408) {
		error_nested(&b, "Request timed out", "timeout", 408);
		status = 408;
	} else if (k == F_500 || k == F_503) {
		status = k == F_500 ? 500 : 503;
		error_nested(&b, status == 500 ? "Internal server error" :
		    "The server is overloaded", "server_error", status);
	} else if (k == F_500_FLAT || k == F_503_FLAT) {
		status = k == F_500_FLAT ? 500 : 503;
		error_flat(&b, status == 500 ? "Internal server error" :
		    "Service unavailable", status == 500 ?
		    "InternalServerError" : "ServiceUnavailableError", status);
	} else if (k == F_DROP || k == F_HANG) {
		log_line("chat", 0, fault_names[k], h, a.text.s);
		papo_judge_asked_release(&a);
		p->data = NULL;
		p->hang = k == F_HANG;
		p->due = now() + (k == F_HANG ? 1e9 : delay);
		return;
	} else if (k == F_BROKEN) {
		completion(&b, S.model, "Score: \\boxed{1}", 16, 0, "stop",
		    ptok);
		papo_buf_truncate(&b, b.len / 2);
	} else if (k == F_NULL) {
		completion(&b, S.model, "", 0, 1, "length", ptok);
	} else if (k == F_NOSCORE) {
		completion(&b, S.model, "I could not reach a verdict.", 28, 0,
		    "stop", ptok);
	} else {
		const char *fin;
		size_t flen = 0;
		char finish[32] = "stop";

		if ((fin = marker(a.text.s, "finish", &flen)) != NULL &&
		    flen < sizeof(finish))
			snprintf(finish, sizeof(finish), "%.*s", (int)flen,
			    fin);
		verdict(a.text.s, h, &content);
		completion(&b,
		    k == F_WRONG_MODEL ? "some-other-model" : S.model,
		    content.s, content.len, 0, finish, ptok);
		if (k == F_SLOW)
			delay += (double)S.slow_ms / 1000.0;
	}
	log_line("chat", status, fault_names[k], h, a.text.s);
	papo_judge_asked_release(&a);
send:
	http_reply(&out, status, b.s ? b.s : "", b.len, close_after, retry);
	p->len = out.len;
	p->data = papo_buf_detach(&out, NULL);
	p->close_after = close_after;
	p->due = now() + (status == 200 || status >= 500 || status == 429 ?
	    delay : 0);
	papo_buf_release(&b);
	papo_buf_release(&content);
}

static void
models(struct papo_buf *out, int close_after)
{
	struct papo_buf b = PAPO_BUF_INIT;

	papo_buf_adds(&b, "{\"object\":\"list\",\"data\":[{\"id\":");
	papo_json_put_str(&b, S.model, strlen(S.model));
	papo_buf_addf(&b, ",\"object\":\"model\",\"created\":0,\"owned_by\":"
	    "\"papo-standin\",\"root\":\"papo-standin\",\"parent\":null,"
	    "\"max_model_len\":%ld}]}", S.max_model_len);
	http_reply(out, 200, b.s, b.len, close_after, -1);
	log_line("models", 200, "-", 0, NULL);
	papo_buf_release(&b);
}

/* Value of header name (lowercase, with ':') in head, or NULL. */
static const char *
header(const char *head, const char *name, size_t *len)
{
	const char *p = head, *v, *e;
	size_t n = strlen(name);

	while ((p = strstr(p, "\r\n")) != NULL) {
		p += 2;
		if (strncasecmp(p, name, n) != 0)
			continue;
		for (v = p + n; *v == ' ' || *v == '\t'; v++)
			;
		e = strstr(v, "\r\n");
		*len = e ? (size_t)(e - v) : strlen(v);
		return v;
	}
	return NULL;
}

/*
 * Handle a complete request at the start of c->in; returns bytes used,
 * 0 if incomplete, -1 to close.
 */
static long
request(struct conn *c)
{
	char *hend, *sp1, *sp2;
	const char *v;
	size_t hlen, blen = 0, len;
	int close_after = 0, refused;
	struct pending p;

	hend = memmem(c->in.s, c->in.len, "\r\n\r\n", 4);
	if (hend == NULL)
		return c->in.len > MAX_HEAD ? -1 : 0;
	hlen = (size_t)(hend - c->in.s) + 4;
	*hend = '\0';		/* the head as a string, for header() */
	if ((v = header(c->in.s, "content-length:", &len)) != NULL)
		blen = strtoul(v, NULL, 10);
	if (header(c->in.s, "transfer-encoding:", &len) != NULL || blen >
	    MAX_BODY)
		return -1;	/* chunked uploads: not a stand-in's job */
	if ((v = header(c->in.s, "connection:", &len)) != NULL &&
	    strncasecmp(v, "close", 5) == 0)
		close_after = 1;
	sp1 = strchr(c->in.s, ' ');
	sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
	if (sp1 == NULL || sp2 == NULL)
		return -1;
	if (strncmp(sp2 + 1, "HTTP/1.0", 8) == 0 && (v == NULL ||
	    strncasecmp(v, "keep-alive", 10) != 0))
		close_after = 1;
	if (c->in.len < hlen + blen) {
		*hend = '\r';
		return 0;
	}
	refused = S.api_key && ((v = header(c->in.s, "authorization:",
	    &len)) == NULL || len != strlen(S.api_key) + 7 ||
	    strncmp(v, "Bearer ", 7) != 0 ||
	    strncmp(v + 7, S.api_key, len - 7) != 0);
	*sp1 = *sp2 = '\0';
	memset(&p, 0, sizeof(p));
	p.fd = c->fd;
	p.gen = c->gen;
	if (!refused && strcmp(sp1 + 1, "/v1/chat/completions") == 0 &&
	    strcmp(c->in.s, "POST") == 0) {
		chat(c->in.s + hlen, blen, close_after, &p);
	} else {
		struct papo_buf out = PAPO_BUF_INIT, b = PAPO_BUF_INIT;

		if (refused) {
			error_nested(&b, "invalid API key",
			    "authentication_error", 401);
			http_reply(&out, 401, b.s, b.len, close_after, -1);
			log_line("auth", 401, "-", 0, NULL);
		} else if (strcmp(sp1 + 1, "/v1/models") == 0 &&
		    strcmp(c->in.s, "GET") == 0)
			models(&out, close_after);
		else if (strcmp(sp1 + 1, "/health") == 0)
			http_reply(&out, 200, "{}", 2, close_after, -1);
		else {
			error_nested(&b, "no such route", "not_found", 404);
			http_reply(&out, 404, b.s, b.len, close_after, -1);
		}
		papo_buf_release(&b);
		p.len = out.len;
		p.data = papo_buf_detach(&out, NULL);
		p.close_after = close_after;
	}
	c->busy = 1;
	heap_push(p);
	return (long)(hlen + blen);
}

/* Answer the request at the start of c->in if it is complete. */
static void
next_request(struct conn *c)
{
	long used = request(c);

	if (used < 0) {
		close_conn(c);
		return;
	}
	if (used > 0) {
		memmove(c->in.s, c->in.s + used, c->in.len - (size_t)used);
		papo_buf_truncate(&c->in, c->in.len - (size_t)used);
	}
}

static void
on_readable(struct conn *c)
{
	char tmp[65536];
	ssize_t k;

	for (;;) {
		k = recv(c->fd, tmp, sizeof(tmp), 0);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			break;
		if (k <= 0) {
			close_conn(c);
			return;
		}
		papo_buf_add(&c->in, tmp, (size_t)k);
	}
	if (!c->busy)	/* one request at a time; the next waits its turn */
		next_request(c);
}

/* Send the replies that are due. */
static void
fire(void)
{
	double t = now();

	while (nheap && heap[0].due <= t) {
		struct pending p = heap_pop();
		struct conn *c = p.fd >= 0 && (size_t)p.fd < nconns ?
		    conns[p.fd] : NULL;

		if (c == NULL || c->gen != p.gen) {
			free(p.data);
			continue;	/* the client went away */
		}
		if (p.data == NULL) {
			close_conn(c);	/* drop, or the end of a hang */
			continue;
		}
		papo_buf_add(&c->out, p.data, p.len);
		free(p.data);
		c->close_after = p.close_after;
		c->busy = 0;
		if (flush_conn(c) < 0)
			continue;
		/* a request that arrived meanwhile */
		if (c->in.len)
			next_request(c);
	}
}

static unsigned gen_counter;

static void
accept_all(int lfd)
{
	for (;;) {
		int fd = accept4(lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		struct epoll_event ev;
		struct conn *c;
		int one = 1;

		if (fd < 0)
			return;
		if ((size_t)fd >= nconns) {
			size_t old = nconns;

			nconns = (size_t)fd * 2 + 16;
			conns = papo_xreallocarray(conns, nconns,
			    sizeof(*conns));
			memset(conns + old, 0, (nconns - old) * sizeof(*conns));
		}
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
		c = papo_xcalloc(1, sizeof(*c));
		c->fd = fd;
		c->gen = ++gen_counter;
		conns[fd] = c;
		log_line("connect", 0, "-", 0, NULL);
		memset(&ev, 0, sizeof(ev));
		ev.events = EPOLLIN;
		ev.data.fd = fd;
		epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev);
	}
}

static _Noreturn void
usage(int status)
{
	fputs("usage: papo-standin [-q] [--api-key key] [--background] "
	    "[--body-log file]\n"
	    "                    [--fault kind[:times[:match]]] [--jitter ms] "
	    "[--latency ms]\n"
	    "                    [--log file] [--max-model-len n] "
	    "[--model name] [--port n]\n"
	    "                    [--pid-file file] [--port-file file] "
	    "[--rate n] [--retry-after s]\n"
	    "                    "
	    "[--reasoning-field reasoning|reasoning_content|none] [--slow ms]\n"
	    "A stand-in for an OpenAI-compatible judge server, for tests: "
	    "runs no model.\n", status ? stderr : stdout);
	exit(status);
}

static void
add_fault(const char *spec)
{
	const char *c1 = strchr(spec, ':'), *c2;
	size_t klen = c1 ? (size_t)(c1 - spec) : strlen(spec);
	struct fault f;
	int i;

	memset(&f, 0, sizeof(f));
	for (i = 1; fault_names[i]; i++)
		if (strlen(fault_names[i]) == klen &&
		    strncmp(fault_names[i], spec, klen) == 0)
			break;
	if (fault_names[i] == NULL) {
		fprintf(stderr, "papo-standin: unknown fault '%.*s'\n",
		    (int)klen, spec);
		exit(64);
	}
	f.kind = (enum fault_kind)i;
	f.match = papo_xstrdup("");
	if (c1) {
		char *end;

		c2 = strchr(c1 + 1, ':');
		if (strncmp(c1 + 1, "all", 3) == 0 && (c1[4] == ':' ||
		    c1[4] == '\0'))
			f.times = 0;
		else {
			f.times = strtoul(c1 + 1, &end, 10);
			if (end == c1 + 1 || (*end != ':' && *end != '\0')) {
				fprintf(stderr,
				    "papo-standin: bad fault '%s'\n", spec);
				exit(64);
			}
		}
		if (c2) {
			free(f.match);
			f.match = papo_xstrdup(c2 + 1);
		}
	}
	S.faults = papo_xreallocarray(S.faults, S.nfaults + 1,
	    sizeof(*S.faults));
	S.faults[S.nfaults++] = f;
}

static long
num(const char *s, const char *opt)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (*s == '\0' || *end != '\0' || v < 0) {
		fprintf(stderr, "papo-standin: bad value '%s' for --%s\n", s,
		    opt);
		exit(64);
	}
	return v;
}

/* Write a number to path: whole, then renamed, so a reader never sees half. */
static void
write_file(const char *path, long v)
{
	struct papo_buf tmp = PAPO_BUF_INIT;
	FILE *fp;

	papo_buf_addf(&tmp, "%s.tmp.%ld", path, (long)getpid());
	if ((fp = fopen(tmp.s, "w")) == NULL || fprintf(fp, "%ld\n", v) < 0 ||
	    fclose(fp) != 0 || rename(tmp.s, path) < 0) {
		fprintf(stderr, "papo-standin: cannot write '%s': %s\n", path,
		    strerror(errno));
		exit(74);
	}
	papo_buf_release(&tmp);
}

static FILE *
open_log(const char *path)
{
	FILE *fp = fopen(path, "a");

	if (fp == NULL) {
		fprintf(stderr, "papo-standin: cannot open '%s': %s\n", path,
		    strerror(errno));
		exit(74);
	}
	return fp;
}

static void
announce(long port, long pid)
{
	if (!S.quiet)
		fprintf(stderr, "papo-standin: a stand-in judge (no model) "
		    "serving '%s' at http://127.0.0.1:%ld/v1, pid %ld; stop it "
		    "with kill %ld\n", S.model, port, pid, pid);
}

static void
on_signal(int sig)
{
	(void)sig;
	_exit(0);
}

int
main(int argc, char **argv)
{
	static const struct option lo[] = {
		{ "port", required_argument, NULL, 'p' },
		{ "port-file", required_argument, NULL, 'P' },
		{ "model", required_argument, NULL, 'm' },
		{ "max-model-len", required_argument, NULL, 'M' },
		{ "latency", required_argument, NULL, 'l' },
		{ "jitter", required_argument, NULL, 'J' },
		{ "slow", required_argument, NULL, 's' },
		{ "retry-after", required_argument, NULL, 'r' },
		{ "rate", required_argument, NULL, 'T' },
		{ "reasoning-field", required_argument, NULL, 'R' },
		{ "fault", required_argument, NULL, 'f' },
		{ "log", required_argument, NULL, 'L' },
		{ "body-log", required_argument, NULL, 'b' },
		{ "api-key", required_argument, NULL, 'K' },
		{ "background", no_argument, NULL, 'B' },
		{ "pid-file", required_argument, NULL, 'I' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct sockaddr_in sa;
	socklen_t salen = sizeof(sa);
	struct epoll_event ev, evs[256];
	const char *portfile = NULL, *pidfile = NULL;
	long port = 0;
	int background = 0;
	int opt, lfd, one = 1, i, n;

	S.model = "standin-judge";
	S.max_model_len = 8192;
	S.slow_ms = 2000;
	S.retry_after = 1;
	S.reasoning_field = "reasoning_content";
	while ((opt = getopt_long(argc, argv, "qh", lo, NULL)) != -1) {
		switch (opt) {
		case 'p': port = num(optarg, "port"); break;
		case 'P': portfile = optarg; break;
		case 'm': S.model = optarg; break;
		case 'M': S.max_model_len = num(optarg, "max-model-len"); break;
		case 'l': S.latency_ms = num(optarg, "latency"); break;
		case 'J': S.jitter_ms = num(optarg, "jitter"); break;
		case 's': S.slow_ms = num(optarg, "slow"); break;
		case 'r': S.retry_after = num(optarg, "retry-after"); break;
		case 'T': S.rate = (double)num(optarg, "rate"); break;
		case 'R':
			if (strcmp(optarg, "none") == 0)
				S.reasoning_field = NULL;
			else if (strcmp(optarg, "reasoning") == 0 ||
			    strcmp(optarg, "reasoning_content") == 0)
				S.reasoning_field = optarg;
			else
				usage(64);
			break;
		case 'f': add_fault(optarg); break;
		case 'L': S.log = open_log(optarg); break;
		case 'b': S.body_log = open_log(optarg); break;
		case 'K': S.api_key = optarg; break;
		case 'B': background = 1; break;
		case 'I': pidfile = optarg; break;
		case 'q': S.quiet = 1; break;
		case 'h': usage(0);
		default: usage(64);
		}
	}
	if (optind != argc || port > 65535)
		usage(64);
	signal(SIGPIPE, SIG_IGN);
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);

	lfd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (lfd < 0) {
		perror("papo-standin: socket");
		exit(71);
	}
	setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	sa.sin_port = htons((uint16_t)port);
	if (bind(lfd, (struct sockaddr *)&sa, sizeof(sa)) < 0 ||
	    listen(lfd, 4096) < 0 ||
	    getsockname(lfd, (struct sockaddr *)&sa, &salen) < 0) {
		fprintf(stderr, "papo-standin: cannot listen on port %ld: %s\n",
		    port, strerror(errno));
		exit(69);
	}
	port = ntohs(sa.sin_port);
	if (portfile)
		write_file(portfile, port);
	else {
		printf("http://127.0.0.1:%ld/v1\n", port);
		fflush(stdout);
	}
	if (background) {
		/* listening already: the caller may connect as soon as we
		   return */
		pid_t child = fork();

		if (child < 0) {
			perror("papo-standin: fork");
			exit(71);
		}
		if (child > 0) {
			announce(port, (long)child);
			if (pidfile)
				write_file(pidfile, (long)child);
			_exit(0);
		}
		setsid();
		i = open("/dev/null", O_RDWR);
		if (i >= 0) {
			dup2(i, 0);
			dup2(i, 1);
			dup2(i, 2);
			if (i > 2)
				close(i);
		}
	} else {
		if (pidfile)
			write_file(pidfile, (long)getpid());
		announce(port, (long)getpid());
	}

	ep = epoll_create1(EPOLL_CLOEXEC);
	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN;
	ev.data.fd = lfd;
	epoll_ctl(ep, EPOLL_CTL_ADD, lfd, &ev);
	for (;;) {
		int wait = -1;

		if (nheap) {
			double d = heap[0].due - now();

			wait = d <= 0 ? 0 : d > 1e6 ? 1000000 :
			    (int)(d * 1000) + 1;
		}
		n = epoll_wait(ep, evs, 256, wait);
		if (n < 0 && errno != EINTR) {
			perror("papo-standin: epoll_wait");
			exit(71);
		}
		for (i = 0; i < n; i++) {
			int fd = evs[i].data.fd;
			struct conn *c;

			if (fd == lfd) {
				accept_all(lfd);
				continue;
			}
			c = (size_t)fd < nconns ? conns[fd] : NULL;
			if (c == NULL)
				continue;
			if (evs[i].events & EPOLLOUT) {
				if (flush_conn(c) < 0)
					continue;
			}
			if (evs[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR))
				on_readable(c);
		}
		fire();
	}
}
