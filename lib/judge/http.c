/* SPDX-License-Identifier: MIT */
/*
 * http.c: the libcurl multi client: a queue, a delay heap, endpoints
 * chosen by load, keep-alive connections.
 */
#include <sys/socket.h>

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <curl/curl.h>

#include "http.h"
#include "redact.h"
#include "json.h"
#include "xalloc.h"

double
papo_http_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
papo_http_global_init(struct papo_err *e)
{
	if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK)
		return papo_err_set(e, PAPO_EX_SOFTWARE,
		    "cannot initialize libcurl");
	return 0;
}

static int
valid_url(const char *u)
{
	return strncmp(u, "http://", 7) == 0 || strncmp(u, "https://", 8) == 0;
}

/*
 * The host url names as libcurl reads it (appended to host), and the
 * host as it is written; -1 when libcurl cannot read url.  *userinfo
 * is set when the URL carries text before an '@' in its host part.
 */
static int
url_host(const char *url, struct papo_buf *host, struct papo_buf *written,
    int *userinfo)
{
	CURLU *u = curl_url();
	char *h = NULL, *user = NULL, *pass = NULL;
	const char *w, *z;
	int rc = -1;

	*userinfo = 0;
	if (u == NULL)
		return -1;
	if (curl_url_set(u, CURLUPART_URL, url, 0) == CURLUE_OK &&
	    curl_url_get(u, CURLUPART_HOST, &h, 0) == CURLUE_OK) {
		papo_buf_adds(host, h);
		rc = 0;
	}
	if (curl_url_get(u, CURLUPART_USER, &user, 0) == CURLUE_OK ||
	    curl_url_get(u, CURLUPART_PASSWORD, &pass, 0) == CURLUE_OK)
		*userinfo = 1;
	if (written && (w = strstr(url, "://")) != NULL) {
		w += 3;
		z = w + strcspn(w, "/?#");
		if (memchr(w, '@', (size_t)(z - w)) != NULL)
			w = (const char *)memrchr(w, '@', (size_t)(z - w)) + 1;
		if (*w == '[') {
			const char *c = memchr(w, ']', (size_t)(z - w));

			z = c ? c + 1 : z;
		} else {
			const char *c = memchr(w, ':', (size_t)(z - w));

			z = c ? c : z;
		}
		papo_buf_add(written, w, (size_t)(z - w));
	}
	curl_free(h);
	curl_free(user);
	curl_free(pass);
	curl_url_cleanup(u);
	return rc;
}

int
papo_http_private(const char *url)
{
	struct papo_buf host = PAPO_BUF_INIT;
	int userinfo, r = 0;
	size_t i;

	if (strncmp(url, "https://", 8) == 0)
		return 1;
	if (strncmp(url, "http://", 7) != 0 ||
	    url_host(url, &host, NULL, &userinfo) < 0 || host.len == 0)
		goto out;
	if (strcasecmp(host.s, "localhost") == 0 ||
	    strcmp(host.s, "[::1]") == 0)
		r = 1;
	else if (strncmp(host.s, "127.", 4) == 0) {
		/* a dotted address, not a name such as 127.example.com */
		r = 1;
		for (i = 4; i < host.len; i++)
			if (!isdigit((unsigned char)host.s[i]) &&
			    host.s[i] != '.')
				r = 0;
	}
out:
	papo_buf_release(&host);
	return r;
}

/* 1 when host is named by no_proxy list l (curl's rule: "*", a name or
   a domain it ends in, a leading '.' ignored). */
static int
no_proxy_has(const char *l, const char *host)
{
	size_t hl = strlen(host), n;
	const char *p = l, *q;

	while (*p) {
		while (*p == ',' || *p == ' ')
			p++;
		for (q = p; *q && *q != ',' && *q != ' '; q++)
			;
		n = (size_t)(q - p);
		if (n == 1 && *p == '*')
			return 1;
		if (n > 0 && *p == '.')
			p++, n--;
		if (n > 0 && n <= hl && strncasecmp(host + hl - n, p, n) == 0 &&
		    (n == hl || host[hl - n - 1] == '.'))
			return 1;
		p = q;
	}
	return 0;
}

const char *
papo_http_proxy_clear(const char *url, char *(*get)(const char *),
    struct papo_buf *proxy)
{
	static const char *const vars[] = { "http_proxy", "all_proxy",
	    "ALL_PROXY", NULL };
	struct papo_buf host = PAPO_BUF_INIT, purl = PAPO_BUF_INIT;
	const char *v = NULL, *np, *var = NULL, *sep;
	int userinfo, k;

	if (strncmp(url, "http://", 7) != 0)
		return NULL;	/* https: a tunnel, the key inside TLS */
	for (k = 0; vars[k] && (v == NULL || *v == '\0'); k++)
		v = get(var = vars[k]);
	if (v == NULL || *v == '\0' ||
	    url_host(url, &host, NULL, &userinfo) < 0 || host.len == 0)
		goto none;
	if (host.s[0] == '[' && host.s[host.len - 1] == ']') {
		memmove(host.s, host.s + 1, host.len - 2);
		papo_buf_truncate(&host, host.len - 2);
	}
	if (((np = get("no_proxy")) != NULL && *np) ||
	    ((np = get("NO_PROXY")) != NULL && *np))
		if (no_proxy_has(np, host.s))
			goto none;
	/* a proxy written without a scheme is an http:// one */
	if ((sep = strstr(v, "://")) != NULL &&
	    strncasecmp(v, "https://", 8) == 0)
		goto none;
	papo_buf_adds(&purl, "http://");
	papo_buf_adds(&purl, sep ? sep + 3 : v);
	if (papo_http_private(purl.s))
		goto none;
	papo_buf_reset(&host);
	papo_buf_reset(proxy);
	if (url_host(purl.s, &host, NULL, &userinfo) == 0 && host.len)
		papo_buf_add(proxy, host.s, host.len);
	else
		papo_buf_adds(proxy, "?");
	papo_buf_release(&host);
	papo_buf_release(&purl);
	return var;
none:
	papo_buf_release(&host);
	papo_buf_release(&purl);
	return NULL;
}

int
papo_http_endpoint_check(const char *url, struct papo_err *e)
{
	struct papo_buf host = PAPO_BUF_INIT, written = PAPO_BUF_INIT;
	int userinfo, r = -1;
	size_t i;

	if (!valid_url(url))
		papo_err_set(e, PAPO_EX_USAGE, "endpoint '%s' is not an "
		    "http:// or https:// URL", url);
	else if (url_host(url, &host, &written, &userinfo) < 0)
		papo_err_set(e, PAPO_EX_USAGE, "endpoint '%s' is not a URL "
		    "libcurl can read", url);
	else if (userinfo)
		/* the text before '@' may be a secret: never shown */
		papo_err_set(e, PAPO_EX_USAGE, "an endpoint carries user "
		    "information before an '@' (its host is '%s'): refused; "
		    "give the API key in PAPO_API_KEY", host.s);
	else {
		for (i = 0; i < written.len; i++)
			if ((unsigned char)written.s[i] >= 0x80)
				break;
		if (i < written.len)
			papo_err_set(e, PAPO_EX_USAGE, "endpoint '%s': its "
			    "host is not ASCII: refused (it may look like "
			    "another host; write it in ASCII, as punycode)",
			    url);
		else if (written.len != host.len ||
		    strncasecmp(written.s, host.s, host.len) != 0)
			papo_err_set(e, PAPO_EX_USAGE, "endpoint '%s' names "
			    "host '%s', not '%.*s' as it reads: refused", url,
			    host.s, (int)written.len, written.s);
		else
			r = 0;
	}
	papo_buf_release(&host);
	papo_buf_release(&written);
	return r;
}

/* The raw bytes: every copy of key (k > 0 bytes) in b. */
static void
redact_bytes(const char *key, size_t k, struct papo_buf *b)
{
	static const char mark[] = "[API key]";
	size_t i, o;

	if (b->len < k || memmem(b->s, b->len, key, k) == NULL)
		return;
	for (i = o = 0; i < b->len;) {
		if (b->len - i >= k && memcmp(b->s + i, key, k) == 0) {
			/* the mark is never longer than a key worth hiding */
			size_t m = k < sizeof(mark) - 1 ? k : sizeof(mark) - 1;

			memcpy(b->s + o, mark, m);
			o += m;
			i += k;
		} else
			b->s[o++] = b->s[i++];
	}
	papo_buf_truncate(b, o);
}

/*
 * The decoded strings of a JSON body: "\u0073k-..." or "sk\u002d..." is
 * the key once read, and what is written is what was read.  Each
 * string whose text holds the key is written again, its text redacted
 * and escaped afresh; the rest of the body is kept byte for byte.
 */
static void
redact_json(const char *key, size_t k, struct papo_buf *b)
{
	struct papo_json j;
	struct papo_buf out = PAPO_BUF_INIT, t = PAPO_BUF_INIT;
	struct papo_err e;
	size_t i, from = 0;
	int hit = 0;

	if (b->len == 0 || memchr(b->s, '\\', b->len) == NULL)
		return;
	papo_json_init(&j);
	if (papo_json_parse(&j, b->s, b->len, &e) < 0) {
		papo_json_release(&j);
		return;
	}
	for (i = 0; i < j.ntok; i++) {
		if (j.tok[i].type != PAPO_JSON_STRING || !j.tok[i].escaped)
			continue;
		papo_buf_reset(&t);
		if (papo_json_str(&j, (int)i, &t) < 0 || t.len < k ||
		    memmem(t.s, t.len, key, k) == NULL)
			continue;
		redact_bytes(key, k, &t);
		papo_buf_add(&out, b->s + from, j.tok[i].start - from);
		papo_json_put_str(&out, t.s, t.len);
		from = j.tok[i].end;
		hit = 1;
	}
	if (hit) {
		papo_buf_add(&out, b->s + from, b->len - from);
		papo_buf_reset(b);
		papo_buf_add(b, out.s, out.len);
	}
	papo_json_release(&j);
	papo_buf_release(&out);
	papo_buf_release(&t);
}

void
papo_http_redact(const char *key, struct papo_buf *b)
{
	size_t k = key ? strlen(key) : 0;

	if (k == 0)
		return;
	redact_bytes(key, k, b);
	redact_json(key, k, b);
	papo_redact_forms(key, k, b);
}

/* papo_http_redact on a NUL-terminated array. */
static void
redact_str(const char *key, char *s)
{
	struct papo_buf b = PAPO_BUF_INIT;

	if (key == NULL || *key == '\0')
		return;
	papo_buf_adds(&b, s);
	papo_http_redact(key, &b);
	memcpy(s, b.s, b.len + 1);
	papo_buf_release(&b);
}

/* 1 when s holds a control character (CR and LF among them). */
static int
has_control(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			return 1;
	return 0;
}

int
papo_http_init(struct papo_http *h, const struct papo_http_opts *o,
    struct papo_err *e)
{
	struct curl_slist *hd = NULL;
	size_t i, n;

	memset(h, 0, sizeof(*h));
	h->o = *o;
	if (o->nendpoints == 0)
		return papo_err_set(e, PAPO_EX_USAGE, "no endpoint");
	for (i = 0; i < o->nendpoints; i++)
		if (papo_http_endpoint_check(o->endpoints[i], e) < 0)
			return -1;
	if (o->api_key != NULL && has_control(o->api_key))
		return papo_err_set(e, PAPO_EX_CONFIG, "the API key holds a "
		    "control character: refused (a CR or LF would end its "
		    "header and start others)");
	h->ep = papo_xcalloc(o->nendpoints, sizeof(*h->ep));
	h->nep = o->nendpoints;
	h->cwnd = h->ssthresh = o->concurrency > 0 ? o->concurrency : 1;
	if (h->o.hold_max <= 0)
		h->o.hold_max = 60;
	for (i = 0; i < h->nep; i++) {
		struct papo_buf b = PAPO_BUF_INIT;

		n = strcspn(o->endpoints[i], "?");
		h->ep[i].query = papo_xstrdup(o->endpoints[i] + n);
		while (n > 0 && o->endpoints[i][n - 1] == '/')
			n--;
		h->ep[i].base = papo_xmemdup(o->endpoints[i], n);
		papo_buf_adds(&b, h->ep[i].base);
		if (*h->ep[i].query)
			papo_buf_adds(&b, "?...");
		h->ep[i].shown = papo_buf_detach(&b, NULL);
		papo_buf_adds(&b, h->ep[i].base);
		papo_buf_adds(&b, o->path ? o->path : "");
		papo_buf_adds(&b, h->ep[i].query);
		h->ep[i].url = papo_buf_detach(&b, NULL);
	}
	hd = curl_slist_append(hd, "Content-Type: application/json");
	hd = curl_slist_append(hd, "Accept: application/json");
	hd = curl_slist_append(hd, "Expect:");
	if (o->api_key != NULL && o->api_key[0] != '\0') {
		struct papo_buf b = PAPO_BUF_INIT;

		papo_buf_addf(&b, "Authorization: Bearer %s", o->api_key);
		hd = curl_slist_append(hd, b.s);
		/* do not leave the key lying in freed memory */
		memset(b.s, 0, b.len);
		papo_buf_release(&b);
	}
	h->headers = hd;
	h->multi = curl_multi_init();
	if (h->multi == NULL || hd == NULL) {
		papo_http_release(h);
		return papo_err_set(e, PAPO_EX_SOFTWARE,
		    "cannot start libcurl");
	}
	/* keep one idle connection per possible request: keep-alive */
	curl_multi_setopt(h->multi, CURLMOPT_MAXCONNECTS,
	    (long)o->concurrency + 4 * (long)h->nep);
	return 0;
}

void
papo_http_release(struct papo_http *h)
{
	size_t i;

	for (i = 0; i < h->npool; i++)
		curl_easy_cleanup(h->pool[i]);
	free(h->pool);
	free(h->heap);
	free(h->conn);
	if (h->multi)
		curl_multi_cleanup(h->multi);
	if (h->headers) {
		struct curl_slist *s;

		for (s = h->headers; s; s = s->next)
			memset(s->data, 0, strlen(s->data));
		curl_slist_free_all(h->headers);
	}
	for (i = 0; i < h->nep; i++) {
		free(h->ep[i].base);
		free(h->ep[i].query);
		free(h->ep[i].shown);
		free(h->ep[i].url);
	}
	free(h->ep);
	memset(h, 0, sizeof(*h));
}

/* ---- callbacks ---- */

static size_t
on_write(char *p, size_t size, size_t nmemb, void *ud)
{
	struct papo_http_req *r = ud;
	size_t n = size * nmemb;

	if (papo_buf_add(&r->reply, p, n) < 0) {
		r->toobig = 1;
		return 0;	/* makes libcurl stop with a write error */
	}
	return n;
}

/*
 * Response headers past PAPO_HTTP_MAX_HEADERS bytes stop the transfer
 * (a write error; toobig 2), so a server cannot make us keep them
 * without bound.  Retry-After: delta-seconds or an HTTP date.
 */
static size_t
on_header(char *p, size_t size, size_t nmemb, void *ud)
{
	struct papo_http_req *r = ud;
	size_t n = size * nmemb, k;
	char tmp[128];
	static const char name[] = "retry-after:";

	if (n > PAPO_HTTP_MAX_HEADERS - r->hdrbytes) {
		r->toobig = 2;
		return 0;
	}
	r->hdrbytes += n;
	if (n > sizeof(name) - 1 && n < sizeof(tmp) &&
	    strncasecmp(p, name, sizeof(name) - 1) == 0) {
		const char *v;
		char *end;
		double x;

		memcpy(tmp, p + sizeof(name) - 1, n - (sizeof(name) - 1));
		tmp[n - (sizeof(name) - 1)] = '\0';
		for (k = strlen(tmp); k > 0 &&
		    isspace((unsigned char)tmp[k - 1]); k--)
			tmp[k - 1] = '\0';
		for (v = tmp; isspace((unsigned char)*v); v++)
			;
		if (isdigit((unsigned char)*v)) {
			x = strtod(v, &end);
			if (*end == '\0')
				r->retry_after = x;
		} else if (*v) {
			time_t t = curl_getdate(v, NULL);

			if (t != (time_t)-1) {
				x = difftime(t, time(NULL));
				r->retry_after = x > 0 ? x : 0;
			}
		}
	}
	return n;
}

/* ---- queues ---- */

static void
push(struct papo_http_req **head, struct papo_http_req **tail,
    struct papo_http_req *r)
{
	r->next = NULL;
	if (*tail)
		(*tail)->next = r;
	else
		*head = r;
	*tail = r;
}

static struct papo_http_req *
pop(struct papo_http_req **head, struct papo_http_req **tail)
{
	struct papo_http_req *r = *head;

	if (r) {
		*head = r->next;
		if (*head == NULL)
			*tail = NULL;
		r->next = NULL;
	}
	return r;
}

static void
heap_push(struct papo_http *h, struct papo_http_req *r)
{
	size_t i, p;

	h->heap = papo_xgrow(h->heap, &h->heapcap, h->nheap + 1,
	    sizeof(*h->heap));
	i = h->nheap++;
	while (i > 0 && h->heap[p = (i - 1) / 2]->due > r->due) {
		h->heap[i] = h->heap[p];
		i = p;
	}
	h->heap[i] = r;
}

static struct papo_http_req *
heap_pop(struct papo_http *h)
{
	struct papo_http_req *top = h->heap[0], *last;
	size_t i = 0, c;

	last = h->heap[--h->nheap];
	while ((c = 2 * i + 1) < h->nheap) {
		if (c + 1 < h->nheap && h->heap[c + 1]->due < h->heap[c]->due)
			c++;
		if (h->heap[c]->due >= last->due)
			break;
		h->heap[i] = h->heap[c];
		i = c;
	}
	if (h->nheap)
		h->heap[i] = last;
	return top;
}

void
papo_http_submit(struct papo_http *h, struct papo_http_req *req, double due)
{
	req->due = due;
	req->status = 0;
	req->retry_after = -1;
	req->error[0] = '\0';
	req->toobig = 0;
	req->hdrbytes = 0;
	req->transport = PAPO_JUDGE_T_OTHER;
	papo_buf_reset(&req->reply);
	if (req->reply.max == 0)
		req->reply.max = h->o.max_reply;
	if (due > papo_http_now())
		heap_push(h, req);
	else
		push(&h->ready, &h->ready_tail, req);
}

size_t
papo_http_pending(const struct papo_http *h)
{
	size_t n = (size_t)h->inflight + h->nheap;
	const struct papo_http_req *r;

	for (r = h->ready; r; r = r->next)
		n++;
	for (r = h->done; r; r = r->next)
		n++;
	return n;
}

/* ---- transfers ---- */

/*
 * The endpoint for the next request: the least loaded one of those not
 * cooling down after connection failures.  When all are, the one that
 * comes back first: requests are not held back (they would wait
 * forever on a dead server), their own retries and backoff decide.
 * Only endpoints with fewer than PAPO_HTTP_CONNECTING requests waiting
 * for a connection take one: -1 when none does.
 */
static long
pick(struct papo_http *h, double now)
{
	long best = -1;
	size_t k, i;

	for (k = 0; k < h->nep; k++) {
		i = (h->rr + k) % h->nep;
		if (h->ep[i].down_until > now ||
		    h->ep[i].connecting >= PAPO_HTTP_CONNECTING)
			continue;
		if (best < 0 || h->ep[i].inflight < h->ep[best].inflight)
			best = (long)i;
	}
	if (best < 0)
		for (i = 0; i < h->nep; i++)
			if (h->ep[i].connecting < PAPO_HTTP_CONNECTING &&
			    (best < 0 || h->ep[i].down_until <
			    h->ep[best].down_until))
				best = (long)i;
	if (best >= 0)
		h->rr = ((size_t)best + 1) % h->nep;
	return best;
}

static void *
get_easy(struct papo_http *h)
{
	CURL *c;

	if (h->npool)
		return h->pool[--h->npool];
	c = curl_easy_init();
	if (c == NULL)
		return NULL;
	curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(c, CURLOPT_HTTPHEADER, h->headers);
	curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_write);
	curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, on_header);
	curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, h->o.timeout_ms);
	curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS,
	    h->o.connect_timeout_ms);
	curl_easy_setopt(c, CURLOPT_TCP_KEEPALIVE, 1L);
	curl_easy_setopt(c, CURLOPT_TCP_NODELAY, 1L);
	curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(c, CURLOPT_USERAGENT,
	    h->o.user_agent ? h->o.user_agent : "papo");
	/* TLS: certificates and host names are always verified */
	curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
	curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
	if (h->o.cacert)
		curl_easy_setopt(c, CURLOPT_CAINFO, h->o.cacert);
	return c;
}

static void
put_easy(struct papo_http *h, void *c)
{
	/* nothing of the last request's may be reached from the next */
	curl_easy_setopt(c, CURLOPT_PREREQFUNCTION, NULL);
	curl_easy_setopt(c, CURLOPT_PREREQDATA, NULL);
	curl_easy_setopt(c, CURLOPT_SOCKOPTFUNCTION, NULL);
	curl_easy_setopt(c, CURLOPT_SOCKOPTDATA, NULL);
	curl_easy_setopt(c, CURLOPT_ERRORBUFFER, NULL);
	h->pool = papo_xgrow(h->pool, &h->poolcap, h->npool + 1,
	    sizeof(*h->pool));
	h->pool[h->npool++] = c;
}

static enum papo_judge_transport
transport_of(CURLcode rc, int toobig)
{
	switch (rc) {
	case CURLE_OK:
		return PAPO_JUDGE_T_OK;
	case CURLE_OPERATION_TIMEDOUT:
		return PAPO_JUDGE_T_TIMEOUT;
	case CURLE_COULDNT_CONNECT:
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_RESOLVE_PROXY:
		return PAPO_JUDGE_T_CONNECT;
	case CURLE_GOT_NOTHING:
	case CURLE_RECV_ERROR:
	case CURLE_SEND_ERROR:
	case CURLE_PARTIAL_FILE:
	case CURLE_HTTP2:
	case CURLE_HTTP2_STREAM:
		return PAPO_JUDGE_T_DROPPED;
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CONNECT_ERROR:
	case CURLE_SSL_CERTPROBLEM:
	case CURLE_SSL_CIPHER:
	case CURLE_SSL_CACERT_BADFILE:
	case CURLE_SSL_ISSUER_ERROR:
	case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
	case CURLE_SSL_INVALIDCERTSTATUS:
	case CURLE_SSL_CRL_BADFILE:
	case CURLE_USE_SSL_FAILED:
		return PAPO_JUDGE_T_TLS;
	case CURLE_WRITE_ERROR:
		return toobig ? PAPO_JUDGE_T_TOOBIG : PAPO_JUDGE_T_OTHER;
	default:
		return PAPO_JUDGE_T_OTHER;
	}
}

/*
 * The message of a failed transfer into out (n bytes): libcurl's own
 * (detail) for TLS failures, which says what is wrong with the
 * certificate, and how to trust a private CA.
 */
static void
failure(const struct papo_http *h, CURLcode rc, const char *detail,
    char *out, size_t n)
{
	const char *hint = "";

	if (transport_of(rc, 0) != PAPO_JUDGE_T_TLS || detail[0] == '\0') {
		snprintf(out, n, "%s", curl_easy_strerror(rc));
		return;
	}
	if (rc == CURLE_PEER_FAILED_VERIFICATION ||
	    rc == CURLE_SSL_ISSUER_ERROR || rc == CURLE_SSL_CACERT_BADFILE)
		hint = h->o.cacert ? "; the CA certificates of --cacert do "
		    "not vouch for it" : "; for a certificate a private CA "
		    "signed, give that CA's certificate with --cacert FILE";
	snprintf(out, n, "%s%s", detail, hint);
}

/*
 * Headers over PAPO_HTTP_MAX_HEADERS: those on_header stopped, and a
 * single line libcurl itself refused ("out of memory" before any body
 * byte).  Sets r->toobig to 2 and returns the write error for them;
 * returns rc for the rest.
 */
static CURLcode
headers_over(struct papo_http_req *r, CURLcode rc)
{
	if (rc == CURLE_OUT_OF_MEMORY && r->toobig == 0 &&
	    r->reply.len == 0 && r->hdrbytes > 0)
		r->toobig = 2;
	if (r->toobig != 2)
		return rc;
	return CURLE_WRITE_ERROR;
}

/* The message of headers_over into out (n bytes). */
static void
headers_message(char *out, size_t n)
{
	snprintf(out, n, "response headers over %d KiB: the server may "
	    "not send that much", PAPO_HTTP_MAX_HEADERS / 1024);
}

/*
 * A request got its connection (a new one, TLS included, or one kept
 * alive): it no longer counts against the endpoint's connection
 * attempts, and a new connection tells how long connecting takes.
 */
static void
connected(struct papo_http_req *r)
{
	struct papo_http *h = r->http;
	struct papo_http_endpoint *ep = &h->ep[r->endpoint];
	double d;

	if (!r->connecting)
		return;
	r->connecting = 0;
	ep->connecting--;
	h->conn[r->conn_at] = h->conn[--h->nconn];
	h->conn[r->conn_at]->conn_at = r->conn_at;
	if (r->dialed > 0) {
		d = papo_http_now() - r->dialed;
		if (ep->connect_min <= 0 || d < ep->connect_min)
			ep->connect_min = d;
	}
}

static int
on_prereq(void *ud, char *ip, char *local, int port, int lport)
{
	(void)ip;
	(void)local;
	(void)port;
	(void)lport;
	connected(ud);
	return CURL_PREREQFUNC_OK;
}

/* A transfer opens a socket: a new connection, not one kept alive. */
static int
on_dial(void *ud, curl_socket_t fd, curlsocktype purpose)
{
	struct papo_http_req *r = ud;

	(void)fd;
	if (purpose == CURLSOCKTYPE_IPCXN)
		r->dialed = papo_http_now();
	return CURL_SOCKOPT_OK;
}

/* Hand r's transfer to libcurl on endpoint r->endpoint. */
static int
dial(struct papo_http *h, struct papo_http_req *r, struct papo_err *e)
{
	CURL *c = get_easy(h);

	if (c == NULL)
		return papo_err_set(e, PAPO_EX_SOFTWARE,
		    "cannot start a libcurl transfer");
	r->easy = c;
	r->dialed = 0;
	curl_easy_setopt(c, CURLOPT_URL, h->ep[r->endpoint].url);
	curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE,
	    (curl_off_t)r->body_len);
	curl_easy_setopt(c, CURLOPT_POSTFIELDS, r->body);
	curl_easy_setopt(c, CURLOPT_WRITEDATA, r);
	curl_easy_setopt(c, CURLOPT_HEADERDATA, r);
	curl_easy_setopt(c, CURLOPT_PRIVATE, r);
	r->detail[0] = '\0';
	curl_easy_setopt(c, CURLOPT_ERRORBUFFER, r->detail);
	curl_easy_setopt(c, CURLOPT_PREREQFUNCTION, on_prereq);
	curl_easy_setopt(c, CURLOPT_PREREQDATA, r);
	curl_easy_setopt(c, CURLOPT_SOCKOPTFUNCTION, on_dial);
	curl_easy_setopt(c, CURLOPT_SOCKOPTDATA, r);
	if (curl_multi_add_handle(h->multi, c) != CURLM_OK) {
		r->easy = NULL;
		put_easy(h, c);
		return papo_err_set(e, PAPO_EX_SOFTWARE,
		    "cannot add a libcurl transfer");
	}
	return 0;
}

static int
start(struct papo_http *h, struct papo_http_req *r, size_t ep, double now,
    struct papo_err *e)
{
	r->endpoint = ep;
	r->started = now;
	r->http = h;
	r->redials = 0;
	if (dial(h, r, e) < 0)
		return -1;
	r->connecting = 1;
	h->ep[ep].connecting++;
	h->conn = papo_xgrow(h->conn, &h->conncap, h->nconn + 1,
	    sizeof(*h->conn));
	r->conn_at = h->nconn;
	h->conn[h->nconn++] = r;
	h->ep[ep].inflight++;
	h->ep[ep].sent++;
	h->inflight++;
	return 0;
}

/*
 * When r's connection attempt counts as lost: its SYN dropped by a full
 * listen queue, which the kernel would send again only after 1 s (then
 * 3 s ...).  Judged against the fastest connection the endpoint made:
 * eight times it, at least 10 ms, doubling with each new try; never
 * before the endpoint has made one, and not past 1 s, where the
 * kernel's own retry comes as soon.  0: not lost.
 */
static double
lost_at(const struct papo_http *h, const struct papo_http_req *r)
{
	double t = 8 * h->ep[r->endpoint].connect_min;

	if (r->dialed <= 0 || h->ep[r->endpoint].connect_min <= 0)
		return 0;
	t = ldexp(t > 0.01 ? t : 0.01, r->redials);
	return t < 1 ? r->dialed + t : 0;
}

/* Dial again, at once, the connection attempts that are lost. */
static int
redial_lost(struct papo_http *h, struct papo_err *e)
{
	double now = papo_http_now(), at;
	size_t i;

	for (i = 0; i < h->nconn; i++) {
		struct papo_http_req *r = h->conn[i];

		if ((at = lost_at(h, r)) == 0 || at > now)
			continue;
		/* the half-open socket goes with its handle */
		curl_multi_remove_handle(h->multi, r->easy);
		curl_easy_cleanup(r->easy);
		r->easy = NULL;
		r->redials++;
		h->redials++;
		if (dial(h, r, e) < 0)
			return -1;
	}
	return 0;
}

/*
 * Move due delayed requests to ready, start ready ones while there is
 * room.  Returns how many started, or -1.
 */
static int
launch(struct papo_http *h, struct papo_err *e)
{
	double now = papo_http_now();
	long ep;
	int n = 0;

	while (h->nheap && h->heap[0]->due <= now)
		push(&h->ready, &h->ready_tail, heap_pop(h));
	if (now < h->hold_until)
		return 0;
	while (h->ready && h->inflight < papo_http_window(h) &&
	    (ep = pick(h, now)) >= 0) {
		if (start(h, pop(&h->ready, &h->ready_tail), (size_t)ep, now,
		    e) < 0)
			return -1;
		n++;
	}
	return n;
}

/*
 * Adapt the window to what r's reply says of the server's load (struct
 * papo_http): a refusal for load (429, 503) halves it, once per round
 * trip, and its Retry-After holds every start back; a success grows it;
 * a server failure counts towards papo_http_dead.
 */
static void
adapt(struct papo_http *h, const struct papo_http_req *r, double now)
{
	struct papo_http_endpoint *ep = &h->ep[r->endpoint];
	int ok = r->transport == PAPO_JUDGE_T_OK && r->status >= 200 &&
	    r->status <= 299;
	int failing = r->transport == PAPO_JUDGE_T_TIMEOUT ||
	    r->transport == PAPO_JUDGE_T_DROPPED ||
	    (r->transport == PAPO_JUDGE_T_OK && r->status >= 500 &&
	    r->status != 503);

	if (r->status == 429 || r->status == 503) {
		h->throttled++;
		if (now >= h->cut_until) {
			h->cwnd = h->cwnd / 2 < 1 ? 1 : h->cwnd / 2;
			h->ssthresh = h->cwnd;
			/* the rest of this flight was sent too fast too */
			h->cut_until = now + (r->elapsed > 0.05 ?
			    r->elapsed : 0.05);
		}
		if (r->retry_after >= 0) {
			double d = r->retry_after < h->o.hold_max ?
			    r->retry_after : h->o.hold_max;

			if (now + d > h->hold_until)
				h->hold_until = now + d;
		}
	} else if (ok) {
		double top = h->o.concurrency > 0 ? h->o.concurrency : 1;

		h->cwnd += h->cwnd < h->ssthresh ? 1 : 1 / h->cwnd;
		if (h->cwnd > top)
			h->cwnd = top;
	}
	if (ok) {
		h->last_ok = now;
		ep->bad_since = 0;
		ep->bad_after = 0;
	} else if (failing) {
		if (ep->bad_since == 0)
			ep->bad_since = now;
		else if (r->started > ep->bad_since)
			ep->bad_after++;
	}
}

int
papo_http_window(const struct papo_http *h)
{
	int w = (int)h->cwnd;

	return w < 1 ? 1 : w;
}

int
papo_http_dead(const struct papo_http *h)
{
	size_t i;

	for (i = 0; i < h->nep; i++)
		if (h->ep[i].bad_after < PAPO_HTTP_DEAD)
			return 0;
	return h->nep > 0;
}

static void
collect(struct papo_http *h)
{
	CURLMsg *m;
	int left;
	double now = papo_http_now();

	while ((m = curl_multi_info_read(h->multi, &left)) != NULL) {
		struct papo_http_req *r = NULL;
		struct papo_http_endpoint *ep;
		CURL *c = m->easy_handle;
		CURLcode rc;

		if (m->msg != CURLMSG_DONE)
			continue;
		rc = m->data.result;
		curl_easy_getinfo(c, CURLINFO_PRIVATE, (char **)&r);
		curl_multi_remove_handle(h->multi, c);
		rc = headers_over(r, rc);
		r->transport = transport_of(rc, r->toobig);
		r->status = 0;
		if (rc == CURLE_OK)
			curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE,
			    &r->status);
		else if (r->toobig == 2)
			headers_message(r->error, sizeof(r->error));
		else
			failure(h, rc, r->detail, r->error, sizeof(r->error));
		curl_easy_setopt(c, CURLOPT_ERRORBUFFER, NULL);
		/* a server that echoes the key never gets it written */
		papo_http_redact(h->o.api_key, &r->reply);
		redact_str(h->o.api_key, r->error);
		redact_str(h->o.api_key, r->detail);
		r->elapsed = now - r->started;
		r->easy = NULL;
		connected(r);	/* or never will be */
		put_easy(h, c);
		ep = &h->ep[r->endpoint];
		ep->inflight--;
		h->inflight--;
		if (r->transport == PAPO_JUDGE_T_CONNECT) {
			/* others take its load for a while:
			   0.25 s doubling to 30 s */
			double d = 0.25 * (double)(1u << (ep->fails < 7 ?
			    ep->fails : 7));

			ep->fails++;
			ep->down_until = now + (d < 30 ? d : 30);
		} else if (r->transport == PAPO_JUDGE_T_OK)
			ep->fails = 0;
		adapt(h, r, now);
		push(&h->done, &h->done_tail, r);
	}
}

/* 1 when a ready request could start now. */
static int
startable(const struct papo_http *h)
{
	size_t i;

	if (h->ready == NULL || h->inflight >= papo_http_window(h) ||
	    papo_http_now() < h->hold_until)
		return 0;
	for (i = 0; i < h->nep; i++)
		if (h->ep[i].connecting < PAPO_HTTP_CONNECTING)
			return 1;
	return 0;
}

/*
 * Start what can start, move the transfers on, collect the finished.
 * Requests that got a connection (kept alive, or new on a fast
 * network) free their place among the connection attempts within a
 * perform: start more at once rather than after the next wait.
 */
static int
step(struct papo_http *h, struct papo_err *e)
{
	int running, n, rounds = 0;

	if (redial_lost(h, e) < 0)
		return -1;
	do {
		if ((n = launch(h, e)) < 0)
			return -1;
		if (curl_multi_perform(h->multi, &running) != CURLM_OK)
			return papo_err_set(e, PAPO_EX_SOFTWARE,
			    "libcurl failed");
		collect(h);
	} while ((n > 0 || startable(h)) && ++rounds < 1024);
	return 0;
}

int
papo_http_run(struct papo_http *h, int timeout_ms, int fd,
    struct papo_err *e)
{
	struct curl_waitfd wfd;
	double now, wake, at;
	size_t i;
	int nfds = 0, wait;

	if (step(h, e) < 0)
		return -1;
	now = papo_http_now();
	wake = now + timeout_ms / 1000.0;
	if (h->nheap && h->heap[0]->due < wake)
		wake = h->heap[0]->due;
	if (h->ready && h->hold_until > now && h->hold_until < wake)
		wake = h->hold_until;
	for (i = 0; i < h->nconn; i++)
		if ((at = lost_at(h, h->conn[i])) > 0 && at < wake)
			wake = at;
	wait = wake <= now ? 0 : (int)((wake - now) * 1000.0 + 1);
	if (h->done)
		wait = 0;
	memset(&wfd, 0, sizeof(wfd));
	if (fd >= 0) {
		wfd.fd = fd;
		wfd.events = CURL_WAIT_POLLIN;
	}
	if (curl_multi_poll(h->multi, fd >= 0 ? &wfd : NULL, fd >= 0 ? 1 : 0,
	    wait, &nfds) != CURLM_OK)
		return papo_err_set(e, PAPO_EX_SOFTWARE, "libcurl failed");
	if (step(h, e) < 0)
		return -1;
	return fd >= 0 && (wfd.revents & (CURL_WAIT_POLLIN |
	    CURL_WAIT_POLLPRI)) != 0;
}

/* Put r on the done list as withdrawn. */
static void
cancelled(struct papo_http *h, struct papo_http_req *r)
{
	r->transport = PAPO_JUDGE_T_CANCELLED;
	r->status = 0;
	r->elapsed = 0;
	snprintf(r->error, sizeof(r->error), "cancelled");
	push(&h->done, &h->done_tail, r);
}

size_t
papo_http_cancel_queued(struct papo_http *h)
{
	struct papo_http_req *r;
	size_t n = 0;

	while ((r = pop(&h->ready, &h->ready_tail)) != NULL) {
		cancelled(h, r);
		n++;
	}
	while (h->nheap) {
		cancelled(h, heap_pop(h));
		n++;
	}
	return n;
}

void
papo_http_abort(struct papo_http *h, struct papo_http_req *req)
{
	CURL *c = req->easy;

	if (c == NULL)
		return;
	curl_multi_remove_handle(h->multi, c);
	req->easy = NULL;
	connected(req);
	h->ep[req->endpoint].inflight--;
	h->inflight--;
	/* the connection may be mid-reply: never reuse it */
	curl_easy_cleanup(c);
	cancelled(h, req);
}

int
papo_http_in_flight(const struct papo_http_req *req)
{
	return req->easy != NULL;
}

int
papo_http_all_down(const struct papo_http *h)
{
	size_t i;

	for (i = 0; i < h->nep; i++)
		if (h->ep[i].fails == 0)
			return 0;
	return h->nep > 0;
}

struct papo_http_req *
papo_http_done(struct papo_http *h)
{
	return pop(&h->done, &h->done_tail);
}

/* What a blocking GET watches for while it waits. */
struct watch {
	const volatile sig_atomic_t *cancel;	/* the caller's flag */
	CURL *c;
	int tls;		/* give up when a TLS handshake stalls */
	int fd;			/* the socket libcurl made last, or -1 */
	double since;		/* connected, handshake unanswered since */
	int stalled;
};

/* The socket of a blocking GET, to tell when TCP is connected. */
static int
on_socket(void *ud, curl_socket_t fd, curlsocktype purpose)
{
	struct watch *w = ud;

	if (purpose == CURLSOCKTYPE_IPCXN)
		w->fd = (int)fd;
	return CURL_SOCKOPT_OK;
}

/*
 * Progress of a blocking GET: nonzero stops it when the caller's flag
 * is up, or when the server took the connection and has not answered
 * the TLS handshake for PAPO_HTTP_TLS_STALL seconds.
 */
static int
on_progress(void *ud, curl_off_t dt, curl_off_t dn, curl_off_t ut,
    curl_off_t un)
{
	struct watch *w = ud;
	struct sockaddr_storage sa;
	socklen_t len = sizeof(sa);
	curl_off_t tls = 0;
	double now;

	(void)dt;
	(void)dn;
	(void)ut;
	(void)un;
	if (w->cancel != NULL && *w->cancel != 0)
		return 1;
	if (!w->tls)
		return 0;
	/* libcurl sets no connect time before the handshake is done:
	   a peer address tells that TCP is connected */
	curl_easy_getinfo(w->c, CURLINFO_APPCONNECT_TIME_T, &tls);
	if (tls > 0 || w->fd < 0 ||
	    getpeername(w->fd, (struct sockaddr *)&sa, &len) < 0)
		return 0;
	now = papo_http_now();
	if (w->since == 0)
		w->since = now;
	else if (now - w->since >= PAPO_HTTP_TLS_STALL) {
		w->stalled = 1;
		return 1;
	}
	return 0;
}

/* One GET of url into r with handle c; the timeout in milliseconds. */
static CURLcode
get_once(CURL *c, const char *url, long timeout_ms, struct papo_http_req *r,
    struct watch *w)
{
	CURLcode rc;

	papo_buf_reset(&r->reply);
	r->toobig = 0;
	r->hdrbytes = 0;
	r->detail[0] = '\0';
	w->c = c;
	w->fd = -1;
	w->since = 0;
	w->stalled = 0;
	curl_easy_setopt(c, CURLOPT_SOCKOPTFUNCTION, on_socket);
	curl_easy_setopt(c, CURLOPT_SOCKOPTDATA, w);
	curl_easy_setopt(c, CURLOPT_URL, url);
	curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, timeout_ms);
	curl_easy_setopt(c, CURLOPT_ERRORBUFFER, r->detail);
	curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, on_progress);
	curl_easy_setopt(c, CURLOPT_XFERINFODATA, w);
	curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
	rc = curl_easy_perform(c);
	curl_easy_setopt(c, CURLOPT_NOPROGRESS, 1L);
	curl_easy_setopt(c, CURLOPT_ERRORBUFFER, NULL);
	curl_easy_setopt(c, CURLOPT_SOCKOPTFUNCTION, NULL);
	return rc;
}

enum papo_judge_transport
papo_http_get(struct papo_http *h, size_t i, const char *path,
    struct papo_buf *out, long *status, char *err, size_t errlen)
{
	struct papo_http_req r;
	struct papo_buf url = PAPO_BUF_INIT, plain = PAPO_BUF_INIT;
	struct watch w;
	long timeout = h->o.timeout_ms < 30000 ? h->o.timeout_ms : 30000L;
	CURL *c;
	CURLcode rc;

	memset(&r, 0, sizeof(r));
	memset(&w, 0, sizeof(w));
	r.retry_after = -1;
	r.reply = *out;
	papo_buf_reset(&r.reply);
	*status = 0;
	if (errlen)
		err[0] = '\0';
	if ((c = get_easy(h)) == NULL) {
		snprintf(err, errlen, "cannot start a libcurl transfer");
		return PAPO_JUDGE_T_OTHER;
	}
	papo_buf_adds(&url, h->ep[i].base);
	papo_buf_adds(&url, path);
	papo_buf_adds(&url, h->ep[i].query);
	curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
	curl_easy_setopt(c, CURLOPT_WRITEDATA, &r);
	curl_easy_setopt(c, CURLOPT_HEADERDATA, &r);
	w.cancel = h->o.cancel;
	/* a listing is quick: do not wait a judgment's time for it */
	w.tls = strncmp(url.s, "https://", 8) == 0;
	rc = get_once(c, url.s, timeout, &r, &w);
	if (rc == CURLE_ABORTED_BY_CALLBACK && w.stalled) {
		/*
		 * Connected, and no answer to the TLS handshake: a plain
		 * HTTP server waiting for a request line that never
		 * comes?  Ask it in plain HTTP; a TLS server's 400 ("plain
		 * HTTP sent to an HTTPS port") does not count.
		 */
		papo_buf_addf(&plain, "http://%s", url.s + 8);
		w.tls = 0;
		/* a probe in clear text: never with the API key */
		curl_easy_setopt(c, CURLOPT_HTTPHEADER, NULL);
		rc = get_once(c, plain.s, 2000, &r, &w);
		curl_easy_setopt(c, CURLOPT_HTTPHEADER, h->headers);
		curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, status);
		if (rc == CURLE_OK && *status != 400) {
			*status = 0;
			snprintf(err, errlen, "the server answers plain HTTP, "
			    "not TLS: use http:// instead of https://");
			rc = CURLE_SSL_CONNECT_ERROR;
			goto done;
		}
		*status = 0;
		rc = get_once(c, url.s, timeout, &r, &w);
	}
	rc = headers_over(&r, rc);
	if (rc == CURLE_OK)
		curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, status);
	else if (r.toobig == 2)
		headers_message(err, errlen);
	else
		failure(h, rc, r.detail, err, errlen);
done:
	/* back to a POST handle for the pool */
	curl_easy_setopt(c, CURLOPT_POST, 1L);
	curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, h->o.timeout_ms);
	put_easy(h, c);
	papo_buf_release(&url);
	papo_buf_release(&plain);
	papo_http_redact(h->o.api_key, &r.reply);
	redact_str(h->o.api_key, err);
	*out = r.reply;
	if (rc == CURLE_ABORTED_BY_CALLBACK)
		return PAPO_JUDGE_T_CANCELLED;
	return transport_of(rc, r.toobig);
}
