/* SPDX-License-Identifier: MIT */
/*
 * check_judge_session.c: unit tests for papo-judge's session
 * (lib/judge/judge_session.c): records through the window, the cache and a
 * canned judge server forked by the test.
 */
#include <sys/socket.h>
#include <sys/wait.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <check.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge/judge_check.h"
#include "judge/judge_session.h"
#include "unit.h"

/* ---- a canned judge: one connection at a time, each closed ---- */

static pid_t server;
static char base[64];

/* The text after "[[name=" up to "]]" in s, or NULL. */
static const char *
marker(const char *s, const char *name, size_t *len)
{
	char pat[32];
	const char *p, *q;

	snprintf(pat, sizeof(pat), "[[%s=", name);
	if ((p = strstr(s, pat)) == NULL)
		return NULL;
	p += strlen(pat);
	if ((q = strstr(p, "]]")) == NULL)
		return NULL;
	*len = (size_t)(q - p);
	return p;
}

/*
 * Answer one request: the models, or a completion whose content is
 * "Score: \boxed{X}" for [[score=X]], TEXT for [[say=TEXT]]; a prompt
 * with [[fail=N]] gets a 503 on its first N attempts (counted by the
 * prompt's [[id=...]]).
 */
static void
answer(int fd, const char *req, const char *body)
{
	static char ids[64][32];
	static int tries[64], nids;
	struct papo_buf out = PAPO_BUF_INIT, content = PAPO_BUF_INIT;
	const char *v;
	size_t len;
	int status = 200, k;

	if (strncmp(req, "GET ", 4) == 0)
		papo_buf_adds(&content, "{\"data\":[{\"id\":\"m\"}]}");
	else {
		if ((v = marker(body, "fail", &len)) != NULL) {
			const char *id = marker(body, "id", &len);

			for (k = 0; k < nids; k++)
				if (strncmp(ids[k], id, len) == 0)
					break;
			if (k == nids && nids < 64)
				snprintf(ids[nids++], sizeof(ids[0]), "%.*s",
				    (int)len, id);
			if (tries[k]++ < atoi(marker(body, "fail", &len)))
				status = 503;
		}
		if ((v = marker(body, "say", &len)) == NULL) {
			papo_buf_adds(&out, "Score: \\\\boxed{");
			v = marker(body, "score", &len);
			papo_buf_add(&out, v ? v : "1", v ? len : 1);
			papo_buf_adds(&out, "}");
		} else
			papo_buf_add(&out, v, len);
		papo_buf_addf(&content, "{\"model\":\"m\",\"choices\":[{"
		    "\"message\":{\"content\":\"%s\"},\"finish_reason\":"
		    "\"stop\"}],\"usage\":{\"prompt_tokens\":100,"
		    "\"completion_tokens\":20}}", out.s);
		if (status != 200) {
			papo_buf_reset(&content);
			papo_buf_adds(&content, "{\"error\":{\"message\":"
			    "\"busy\",\"code\":503}}");
		}
	}
	dprintf(fd, "HTTP/1.1 %d X\r\nContent-Type: application/json\r\n"
	    "Content-Length: %zu\r\nConnection: close\r\n\r\n%s", status,
	    content.len, content.s);
	papo_buf_release(&out);
	papo_buf_release(&content);
}

static void
serve(int lfd)
{
	char buf[1 << 16];

	for (;;) {
		int fd = accept(lfd, NULL, NULL);
		size_t n = 0;
		ssize_t k;
		char *end = NULL, *cl;

		if (fd < 0)
			continue;
		while (n < sizeof(buf) - 1) {
			if ((k = read(fd, buf + n, sizeof(buf) - 1 - n)) <= 0)
				break;
			n += (size_t)k;
			buf[n] = '\0';
			if (end == NULL && (end = strstr(buf, "\r\n\r\n")))
				end += 4;
			if (end == NULL)
				continue;
			cl = strcasestr(buf, "content-length:");
			if (cl == NULL || cl > end ||
			    n - (size_t)(end - buf) >= (size_t)atol(cl + 15))
				break;
		}
		if (end)
			answer(fd, buf, end);
		close(fd);
	}
}

static void
start_server(void)
{
	struct sockaddr_in sa;
	socklen_t len = sizeof(sa);
	int lfd = socket(AF_INET, SOCK_STREAM, 0);

	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ck_assert_int_eq(bind(lfd, (struct sockaddr *)&sa, sizeof(sa)), 0);
	ck_assert_int_eq(listen(lfd, 128), 0);
	getsockname(lfd, (struct sockaddr *)&sa, &len);
	snprintf(base, sizeof(base), "http://127.0.0.1:%d/v1",
	    ntohs(sa.sin_port));
	if ((server = fork()) == 0) {
		serve(lfd);
		_exit(0);
	}
	close(lfd);
}

static void
stop_server(void)
{
	kill(server, SIGKILL);
	waitpid(server, NULL, 0);
}

/* ---- a session over a list of lines ---- */

struct run {
	struct papo_rubric rubric;
	struct papo_fields fields;
	struct papo_judge_outputs outs;
	struct papo_judge_params p;
	struct papo_http http;
	struct papo_cache cache;
	struct papo_judge_session s;
	struct papo_judge_session_cfg c;
	struct papo_buf said;	/* messages, one a line */
	int checks;
};

static void
said(void *ctx, const char *msg)
{
	struct run *r = ctx;

	papo_buf_addf(&r->said, "%s\n", msg);
}

static int
checked(void *ctx, struct papo_buf *why)
{
	struct run *r = ctx;

	(void)why;
	r->checks++;
	return 0;
}

static const char *const names[] = { "in.jsonl" };

static void
setup(struct run *r, const char *rubric, const char *cache)
{
	static const char def[] = "scores: [0, 0.5, 1]\n"
	    "prompt: 'P={{problem}} R={{response}}'\n";
	struct papo_http_opts ho;
	struct papo_err e;
	const char *ep = base[0] ? base : "http://127.0.0.1:9/v1";

	memset(r, 0, sizeof(*r));
	rubric = rubric ? rubric : def;
	ck_assert_int_eq(papo_rubric_parse_text(&r->rubric, "t.yaml", rubric,
	    strlen(rubric), &e), 0);
	papo_fields_init(&r->fields);
	ck_assert_int_eq(papo_judge_outputs_init(&r->outs, &r->rubric,
	    &r->fields, &e), 0);
	r->p.model = "m";
	r->p.top_p = 1;
	r->p.max_tokens = 100;
	memset(&ho, 0, sizeof(ho));
	ho.endpoints = &ep;
	ho.nendpoints = 1;
	ho.path = "/chat/completions";
	ho.concurrency = 4;
	ho.timeout_ms = 5000;
	ho.connect_timeout_ms = 5000;
	ho.max_reply = 1 << 20;
	ck_assert_int_eq(papo_http_global_init(&e), 0);
	ck_assert_int_eq(papo_http_init(&r->http, &ho, &e), 0);
	if (cache)
		ck_assert_int_eq(papo_cache_open(&r->cache, cache, &e), 0);
	r->c.rubric = &r->rubric;
	r->c.fields = &r->fields;
	r->c.outputs = &r->outs;
	r->c.params = &r->p;
	r->c.select = PAPO_RUBRIC_ALL;
	r->c.retries = 3;
	r->c.backoff = 0.001;
	r->c.backoff_max = 0.01;
	r->c.window = 16;
	r->c.show_failures = 10;
	r->c.seed = 7;
	r->c.http = &r->http;
	r->c.cache = cache ? &r->cache : NULL;
	r->c.names = names;
	r->c.check = checked;
	r->c.say = said;
	r->c.ctx = r;
}

static void
teardown(struct run *r)
{
	papo_judge_session_release(&r->s);
	if (r->c.cache)
		papo_cache_close(&r->cache);
	papo_http_release(&r->http);
	papo_judge_outputs_release(&r->outs);
	papo_fields_release(&r->fields);
	papo_rubric_release(&r->rubric);
	papo_buf_release(&r->said);
}

/*
 * Run the session over in (lines), writing to file out; returns what
 * was written.
 */
static char *
drive(struct run *r, const char *in)
{
	struct papo_out out;
	struct papo_err e;
	struct papo_line l;
	FILE *fp = tmpfile();
	const char *p = in, *nl;
	uint64_t lineno = 0;
	char *text;
	long n;

	papo_judge_session_init(&r->s, &r->c);
	papo_out_init(&out, fileno(fp), "<out>");
	for (;;) {
		while (*p && papo_judge_session_room(&r->s)) {
			nl = strchr(p, '\n');
			l.s = p;
			l.len = (size_t)(nl - p);
			l.tlen = 1;
			l.flags = 0;
			l.lineno = ++lineno;
			papo_judge_session_intake(&r->s, &l, 0);
			p = nl + 1;
		}
		papo_judge_session_collect(&r->s);
		ck_assert_int_eq(papo_judge_session_write(&r->s, &out, &e), 0);
		if (papo_judge_session_finished(&r->s, *p == '\0'))
			break;
		ck_assert_int_ge(papo_http_run(&r->http, 100, -1, &e), 0);
	}
	ck_assert_int_eq(papo_out_flush(&out, &e), 0);
	papo_out_release(&out);
	n = ftell(fp);
	text = calloc(1, (size_t)n + 1);
	rewind(fp);
	ck_assert_uint_eq(fread(text, 1, (size_t)n, fp), (size_t)n);
	fclose(fp);
	return text;
}

/* A dry run writes the requests of the selected records only. */
START_TEST(dry_run)
{
	struct run r;
	char *out;

	setup(&r, NULL, NULL);
	r.c.dry_run = 1;
	r.c.select = PAPO_RUBRIC_CORRECT;
	r.c.keep_going = 1;
	out = drive(&r, "{\"problem\":\"p\",\"response\":\"a\",\"r_out\":1}\n"
	    "{\"problem\":\"p\",\"response\":\"b\",\"r_out\":0}\n"
	    "\n"
	    "{\"response\":\"c\",\"r_out\":1}\n");
	ck_assert_str_eq(out, "{\"model\":\"m\",\"messages\":[{\"role\":"
	    "\"user\",\"content\":\"P=p R=a\"}],\"temperature\":0,\"top_p\":1,"
	    "\"max_tokens\":100,\"seed\":0}\n");
	ck_assert_str_eq(r.said.s, "in.jsonl:4: field 'problem' is missing or "
	    "null (rubric 't' shows it as {{problem}})\n");
	ck_assert_uint_eq(r.s.st.records, 4);
	ck_assert_uint_eq(r.s.st.selected, 1);
	ck_assert_uint_eq(r.s.st.bad, 1);
	ck_assert_int_eq(r.checks, 0);
	free(out);
	teardown(&r);
}
END_TEST

/*
 * Scores in input order, a retried 503, a reply without a score, an
 * identical request asked once, untouched records byte for byte.
 */
START_TEST(judged)
{
	struct run r;
	char *out;

	start_server();
	setup(&r, NULL, NULL);
	out = drive(&r,
	    "{\"problem\":\"p\",\"response\":\"a [[score=0.5]]\"}\n"
	    "{\"problem\":\"p\",\"response\":\"b [[id=b]] [[fail=2]]\"}\n"
	    "  \n"
	    "{\"problem\":\"p\",\"response\":\"c [[say=no idea]]\"}\n"
	    "{\"problem\":\"p\",\"response\":\"a [[score=0.5]]\"}\n");
	ck_assert_str_eq(out,
	    "{\"problem\":\"p\",\"response\":\"a [[score=0.5]]\","
	    "\"r_proc\":0.5,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null}}\n"
	    "{\"problem\":\"p\",\"response\":\"b [[id=b]] [[fail=2]]\","
	    "\"r_proc\":1,\"judge\":{\"rubric\":\"t\",\"model\":\"m\","
	    "\"attempts\":3,\"cached\":false,\"finish\":\"stop\","
	    "\"error\":null}}\n"
	    "  \n"
	    "{\"problem\":\"p\",\"response\":\"c [[say=no idea]]\","
	    "\"r_proc\":null,\"judge\":{\"rubric\":\"t\",\"model\":\"m\","
	    "\"attempts\":1,\"cached\":false,\"finish\":\"stop\","
	    "\"error\":\"no_score\",\"message\":\"no \\\\boxed{} score and "
	    "no 'Score:' line in the reply; the reply: \\\"no idea\\\"\"}}\n"
	    "{\"problem\":\"p\",\"response\":\"a [[score=0.5]]\","
	    "\"r_proc\":0.5,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":0,"
	    "\"cached\":true,\"finish\":\"stop\",\"error\":null}}\n");
	ck_assert_int_eq(r.checks, 1);
	ck_assert_uint_eq(r.s.st.judged, 3);
	/* the last record shared the first one's request: no cache here */
	ck_assert_uint_eq(r.s.st.shared, 1);
	ck_assert_uint_eq(r.s.st.cached, 0);
	ck_assert_uint_eq(r.s.st.failed, 1);
	ck_assert_uint_eq(r.s.st.retries, 2);
	ck_assert_uint_eq(r.s.st.sent, 5);
	/* the usage of the three replies that came (not the 503s) */
	ck_assert_uint_eq(r.s.st.usage, 3);
	ck_assert_uint_eq(r.s.st.prompt_tokens, 300);
	ck_assert_uint_eq(r.s.st.completion_tokens, 60);
	ck_assert_str_eq(r.said.s, "in.jsonl:4: no judgment (no_score): no "
	    "\\boxed{} score and no 'Score:' line in the reply; the reply: "
	    "\"no idea\"\n");
	free(out);
	teardown(&r);
	stop_server();
}
END_TEST

/* The reply kept on request: whole, or an excerpt ending at the verdict. */
START_TEST(kept_replies)
{
	struct run r;
	char *out;

	start_server();
	setup(&r, NULL, NULL);
	r.c.keep_reply = PAPO_JUDGE_KEEP_FULL;
	out = drive(&r,
	    "{\"problem\":\"p\",\"response\":\"[[say=Good.\\nScore: 1]]\"}\n"
	    "{\"problem\":\"p\",\"response\":\"[[say=Good.\\nScore: 1]]\"}\n");
	ck_assert_str_eq(out,
	    "{\"problem\":\"p\",\"response\":\"[[say=Good.\\nScore: 1]]\","
	    "\"r_proc\":1,\"judge\":{\"rubric\":\"t\",\"model\":\"m\","
	    "\"attempts\":1,\"cached\":false,\"finish\":\"stop\","
	    "\"error\":null,\"reply\":\"Good.\\nScore: 1\"}}\n"
	    "{\"problem\":\"p\",\"response\":\"[[say=Good.\\nScore: 1]]\","
	    "\"r_proc\":1,\"judge\":{\"rubric\":\"t\",\"model\":\"m\","
	    "\"attempts\":0,\"cached\":true,\"finish\":\"stop\","
	    "\"error\":null,\"reply\":\"Good.\\nScore: 1\"}}\n");
	free(out);
	teardown(&r);
	setup(&r, NULL, NULL);
	r.c.keep_reply = PAPO_JUDGE_KEEP_EXCERPT;
	out = drive(&r, "{\"problem\":\"p\",\"response\":\"[[say=Good.\\n"
	    "Score: 1\\nNote: the student wrote \\\\boxed{7}]]\"}\n");
	ck_assert_str_eq(out, "{\"problem\":\"p\",\"response\":\"[[say=Good."
	    "\\nScore: 1\\nNote: the student wrote \\\\boxed{7}]]\","
	    "\"r_proc\":1,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null,"
	    "\"reply\":\"Good. Score: 1...\"}}\n");
	free(out);
	teardown(&r);
	stop_server();
}
END_TEST

/* A cache file's name no file has, in /tmp, into db (n bytes). */
static void
db_name(char *db, size_t n)
{
	char path[] = "/tmp/check_judge_session.XXXXXX";
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	close(fd);
	unlink(path);
	snprintf(db, n, "%s.sqlite", path);
}

/* The cache file db removed, with SQLite's journal files beside it. */
static void
db_remove(const char *db)
{
	char other[80];

	unlink(db);
	snprintf(other, sizeof(other), "%s-wal", db);
	unlink(other);
	snprintf(other, sizeof(other), "%s-shm", db);
	unlink(other);
}

/* A second session is answered from the cache, sending nothing. */
START_TEST(cached)
{
	static const char in[] =
	    "{\"problem\":\"p\",\"response\":\"a [[score=0]]\"}\n"
	    "{\"problem\":\"p\",\"response\":\"b [[score=1]]\"}\n";
	char db[64];
	struct run r;
	char *first, *second;

	db_name(db, sizeof(db));
	start_server();
	setup(&r, NULL, db);
	first = drive(&r, in);
	ck_assert_uint_eq(r.s.st.sent, 2);
	teardown(&r);
	stop_server();
	/* no server now: the cache must answer */
	setup(&r, NULL, db);
	second = drive(&r, in);
	ck_assert_uint_eq(r.s.st.sent, 0);
	ck_assert_uint_eq(r.s.st.cached, 2);
	ck_assert_int_eq(r.checks, 0);
	ck_assert_ptr_nonnull(strstr(second, "\"r_proc\":0,\"judge\":{"
	    "\"rubric\":\"t\",\"model\":\"m\",\"attempts\":0,\"cached\":true"));
	ck_assert_ptr_nonnull(strstr(first, "\"r_proc\":1,"));
	ck_assert_ptr_nonnull(strstr(second, "\"r_proc\":1,"));
	free(first);
	free(second);
	teardown(&r);
	db_remove(db);
}
END_TEST

/* Without keep_going a bad line stops the run; what precedes it is written. */
START_TEST(bad_line_stops)
{
	struct run r;
	char *out;

	start_server();
	setup(&r, NULL, NULL);
	out = drive(&r, "{\"problem\":\"p\",\"response\":\"a\"}\n"
	    "{oops\n"
	    "{\"problem\":\"p\",\"response\":\"c\"}\n");
	ck_assert_str_eq(out, "{\"problem\":\"p\",\"response\":\"a\","
	    "\"r_proc\":1,\"judge\":{\"rubric\":\"t\",\"model\":\"m\","
	    "\"attempts\":1,\"cached\":false,\"finish\":\"stop\","
	    "\"error\":null}}\n");
	ck_assert_int_eq(r.s.stop, PAPO_JUDGE_STOP_BAD);
	ck_assert_uint_eq(r.s.st.records, 2);
	ck_assert_uint_eq(papo_judge_session_held(&r.s), 1);
	free(out);
	teardown(&r);
	stop_server();
}
END_TEST

/* ---- the input, the stops, the last word ---- */

static char *
write_temp(const char *text)
{
	char *path = strdup("/tmp/check_judge_session.XXXXXX");
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	return path;
}

static struct papo_buf reported;

static void
report(void *ctx, const char *file, uint64_t lineno, const char *msg)
{
	(void)ctx;
	papo_buf_addf(&reported, "%s:%llu: %s\n", file,
	    (unsigned long long)lineno, msg);
}

/*
 * Run the session over file path, pulled through the engine (lines
 * over max_line bytes are bad); returns what was written.
 */
static char *
pull_drive(struct run *r, const char *path, size_t max_line, int keep_going)
{
	struct papo_filter f;
	struct papo_out out;
	struct papo_err e;
	FILE *fp = tmpfile();
	char *argv[1], *text;
	long n;

	argv[0] = (char *)(uintptr_t)path;
	papo_filter_init(&f);
	papo_judge_session_input(&f);
	f.keep_going = keep_going;
	f.report = report;
	ck_assert_int_eq(papo_filter_open(&f, 1, argv, max_line, &e), 0);
	r->c.names = f.names;
	r->c.keep_going = keep_going;
	papo_judge_session_init(&r->s, &r->c);
	papo_out_init(&out, fileno(fp), "<out>");
	for (;;) {
		ck_assert_int_eq(papo_judge_session_pull(&r->s, &f, &e), 0);
		papo_judge_session_collect(&r->s);
		ck_assert_int_eq(papo_judge_session_write(&r->s, &out, &e), 0);
		if (papo_judge_session_finished(&r->s, r->s.in_end))
			break;
		ck_assert_int_ge(papo_http_run(&r->http, 100, -1, &e), 0);
	}
	ck_assert_int_eq(papo_out_flush(&out, &e), 0);
	papo_out_release(&out);
	papo_filter_release(&f);
	r->c.names = names;
	n = ftell(fp);
	text = calloc(1, (size_t)n + 1);
	rewind(fp);
	ck_assert_uint_eq(fread(text, 1, (size_t)n, fp), (size_t)n);
	fclose(fp);
	return text;
}

/*
 * Records pulled from the engine: judged in order, blank lines kept,
 * the bytes taken counted; a line over the cap is passed on untouched
 * under keep_going, and stops the run (said, with its place) without.
 */
START_TEST(pulled)
{
	static const char in[] =
	    "{\"problem\":\"p\",\"response\":\"a [[score=0]]\"}\n"
	    "\n"
	    "{\"problem\":\"p\",\"response\":\"b [[score=1]]\"}\r\n";
	static const char with_long[] =
	    "{\"problem\":\"p\",\"response\":\"a [[score=0]]\"}\n"
	    "{\"problem\":\"p\",\"response\":\"a very long response, longer "
	    "than the cap of this test\"}\n"
	    "{\"problem\":\"p\",\"response\":\"b [[score=1]]\"}\n";
	struct run r;
	char *path, *out, want[512];

	start_server();
	setup(&r, NULL, NULL);
	path = write_temp(in);
	out = pull_drive(&r, path, 0, 0);
	ck_assert_str_eq(out,
	    "{\"problem\":\"p\",\"response\":\"a [[score=0]]\",\"r_proc\":0,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null}}\n"
	    "\n"
	    "{\"problem\":\"p\",\"response\":\"b [[score=1]]\",\"r_proc\":1,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null}}\r\n");
	ck_assert_uint_eq(r.s.in_read, sizeof(in) - 1);
	ck_assert_int_eq(r.s.in_end, 1);
	ck_assert_uint_eq(r.s.st.records, 3);
	ck_assert_uint_eq(r.s.st.judged, 2);
	ck_assert_ptr_null(r.said.s);
	free(out);
	unlink(path);
	free(path);
	teardown(&r);

	/* a line over the cap, under keep_going: passed on as it is */
	path = write_temp(with_long);
	setup(&r, NULL, NULL);
	papo_buf_reset(&reported);
	out = pull_drive(&r, path, 64, 1);
	ck_assert_str_eq(out,
	    "{\"problem\":\"p\",\"response\":\"a [[score=0]]\",\"r_proc\":0,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null}}\n"
	    "{\"problem\":\"p\",\"response\":\"a very long response, longer "
	    "than the cap of this test\"}\n"
	    "{\"problem\":\"p\",\"response\":\"b [[score=1]]\",\"r_proc\":1,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null}}\n");
	snprintf(want, sizeof(want), "%s:2: line longer than 64 bytes (raise "
	    "--max-line)\n", path);
	ck_assert_str_eq(reported.s, want);
	ck_assert_uint_eq(r.s.st.bad, 1);
	ck_assert_uint_eq(r.s.in_read, sizeof(with_long) - 1);
	free(out);
	teardown(&r);

	/* without keep_going: the records before it, and its message */
	setup(&r, NULL, NULL);
	papo_buf_reset(&reported);
	out = pull_drive(&r, path, 64, 0);
	ck_assert_str_eq(out,
	    "{\"problem\":\"p\",\"response\":\"a [[score=0]]\",\"r_proc\":0,"
	    "\"judge\":{\"rubric\":\"t\",\"model\":\"m\",\"attempts\":1,"
	    "\"cached\":false,\"finish\":\"stop\",\"error\":null}}\n");
	ck_assert_str_eq(r.said.s, want);
	ck_assert_uint_eq(reported.len, 0);
	ck_assert_int_eq(r.s.stop, PAPO_JUDGE_STOP_BAD);
	ck_assert_int_eq(r.s.in_end, 0);
	free(out);
	teardown(&r);
	unlink(path);
	free(path);
	papo_buf_release(&reported);
	stop_server();
}
END_TEST

/* Take n records (their requests queued, none sent yet). */
static void
take(struct run *r, int n)
{
	struct papo_line l;
	char line[128];
	int i;

	for (i = 0; i < n; i++) {
		snprintf(line, sizeof(line), "{\"problem\":\"p\","
		    "\"response\":\"r%d\"}", i);
		l.s = line;
		l.len = strlen(line);
		l.tlen = 1;
		l.flags = 0;
		l.lineno = (uint64_t)i + 1;
		papo_judge_session_intake(&r->s, &l, 0);
	}
}

/*
 * The first signal stops the run and lets the requests in flight
 * finish; the next one cuts them off.  One that comes once the run
 * stopped for another reason cuts them off at once.
 */
START_TEST(interrupted)
{
	struct run r;

	setup(&r, NULL, NULL);
	papo_judge_session_init(&r.s, &r.c);
	take(&r, 3);
	ck_assert_int_eq(papo_judge_session_interrupt(&r.s, 0), 1);
	ck_assert_int_eq(r.s.stop, PAPO_JUDGE_STOP_SIGNAL);
	ck_assert_int_eq(r.s.abandoned, 0);
	ck_assert_int_eq(papo_judge_session_room(&r.s), 0);
	ck_assert_int_eq(papo_judge_session_interrupt(&r.s, 1), 0);
	ck_assert_int_eq(r.s.abandoned, 1);
	ck_assert_int_eq(papo_judge_session_interrupt(&r.s, 1), 0);
	ck_assert_int_eq(r.s.stop, PAPO_JUDGE_STOP_SIGNAL);
	teardown(&r);

	setup(&r, NULL, NULL);
	papo_judge_session_init(&r.s, &r.c);
	papo_judge_session_stop(&r.s, PAPO_JUDGE_STOP_BAD);
	ck_assert_int_eq(papo_judge_session_interrupt(&r.s, 0), 0);
	ck_assert_int_eq(r.s.abandoned, 1);
	/* a signal takes precedence over a bad line */
	ck_assert_int_eq(r.s.stop, PAPO_JUDGE_STOP_SIGNAL);
	teardown(&r);
}
END_TEST

/* What the session says at the end of a run stopped early. */
START_TEST(stop_words)
{
	struct run r;
	char db[64], want[512];

	db_name(db, sizeof(db));
	/* a signal, nothing written, nothing cached */
	setup(&r, NULL, NULL);
	papo_judge_session_init(&r.s, &r.c);
	take(&r, 3);
	papo_judge_session_interrupt(&r.s, 0);
	papo_judge_session_summary(&r.s, "SIGINT", 1);
	ck_assert_str_eq(r.said.s, "interrupted by SIGINT: 0 records written, "
	    "3 read and not written; 0 judged, 0 failed, 0 requests; nothing "
	    "was cached: a rerun asks for every judgment again\n");
	teardown(&r);
	/* cut off, some written, with a cache: how to resume */
	setup(&r, NULL, db);
	papo_judge_session_init(&r.s, &r.c);
	take(&r, 2);
	papo_judge_session_interrupt(&r.s, 0);
	papo_judge_session_interrupt(&r.s, 1);
	r.s.st.written = 4;
	r.s.last_line = 9;
	r.s.st.judged = 3;
	r.s.st.cached = 1;
	r.s.st.failed = 1;
	r.s.st.sent = 5;
	papo_judge_session_summary(&r.s, "SIGTERM", 1);
	snprintf(want, sizeof(want), "interrupted by SIGTERM (requests in "
	    "flight cut off): 4 records written (to in.jsonl:9), 2 read and "
	    "not written; 3 judged (1 from the cache), 1 failed, 5 requests; "
	    "the judgments made are in the cache '%s': run the same command "
	    "again to resume\n", db);
	ck_assert_str_eq(r.said.s, want);
	/* a cache that broke holds nothing to resume from */
	papo_buf_reset(&r.said);
	r.s.cache_broken = 1;
	papo_judge_session_summary(&r.s, "SIGTERM", 1);
	ck_assert_ptr_nonnull(strstr(r.said.s, "5 requests; nothing was "
	    "cached: a rerun asks for every judgment again\n"));
	teardown(&r);
	/* the judge went away: said even when quiet */
	setup(&r, NULL, NULL);
	r.c.quiet = 1;
	papo_judge_session_init(&r.s, &r.c);
	papo_judge_session_stop(&r.s, PAPO_JUDGE_STOP_DOWN);
	papo_buf_adds(&r.s.down, "'http://x/v1' (connect, 9 attempts)");
	papo_judge_session_summary(&r.s, "SIGINT", 1);
	/* ... with nothing done, nothing to resume */
	ck_assert_str_eq(r.said.s, "no judge endpoint answers: 'http://x/v1' "
	    "(connect, 9 attempts)\n");
	papo_buf_reset(&r.said);
	r.s.st.judged = 1;
	papo_judge_session_summary(&r.s, "SIGINT", 1);
	ck_assert_str_eq(r.said.s, "no judge endpoint answers: 'http://x/v1' "
	    "(connect, 9 attempts); stopped: 0 records written, 0 read and "
	    "not written; 1 judged, 0 failed, 0 requests; nothing was cached: "
	    "a rerun asks for every judgment again\n");
	/* ... and a dry run says no more than what it wrote */
	papo_buf_reset(&r.said);
	papo_buf_release(&r.s.down);
	r.s.c.dry_run = 1;
	papo_judge_session_summary(&r.s, "SIGINT", 1);
	ck_assert_str_eq(r.said.s, "no judge endpoint answers: connect; "
	    "stopped: 0 records written, 0 read and not written\n");
	teardown(&r);
	db_remove(db);
}
END_TEST

/* What the session says at the end of a run that went to its end. */
START_TEST(last_words)
{
	struct run r;
	char *out, *in, *p;
	size_t i;

	/* twelve failures: ten told one by one, the rest counted */
	start_server();
	setup(&r, NULL, NULL);
	in = calloc(12, 64);
	for (i = 0, p = in; i < 12; i++)
		p += sprintf(p, "{\"problem\":\"p\",\"response\":\"%zu "
		    "[[say=no idea]]\"}\n", i);
	out = drive(&r, in);
	papo_buf_reset(&r.said);
	papo_judge_session_summary(&r.s, "SIGINT", 2.25);
	ck_assert_str_eq(r.said.s, "... and 2 more judgments failed\n"
	    "12 records, 12 selected: 0 judged, 12 failed (no_score 12); "
	    "12 requests, 0 retries, 1200 prompt and 240 completion tokens; "
	    "2.2 s\n");
	/* quiet: nothing */
	papo_buf_reset(&r.said);
	r.s.c.quiet = 1;
	papo_judge_session_summary(&r.s, "SIGINT", 2.25);
	ck_assert_uint_eq(r.said.len, 0);
	/* a bad line's message is the last word */
	r.s.c.quiet = 0;
	papo_judge_session_stop(&r.s, PAPO_JUDGE_STOP_BAD);
	papo_judge_session_summary(&r.s, "SIGINT", 2.25);
	ck_assert_uint_eq(r.said.len, 0);
	free(out);
	free(in);
	teardown(&r);
	stop_server();
	/* a dry run: the requests written */
	setup(&r, NULL, NULL);
	r.c.dry_run = 1;
	r.c.keep_going = 1;
	out = drive(&r, "{\"problem\":\"p\",\"response\":\"a\"}\n"
	    "{\"response\":\"b\"}\n");
	papo_buf_reset(&r.said);
	papo_judge_session_summary(&r.s, "SIGINT", 2.25);
	ck_assert_str_eq(r.said.s, "2 records, 1 selected: 1 requests written, "
	    "none sent (dry run)\n");
	free(out);
	teardown(&r);
}
END_TEST

/* The progress line of a session: its counts, the input read, the pace. */
START_TEST(progress_of)
{
	struct run r;
	struct papo_judge_meter m;
	struct papo_buf b = PAPO_BUF_INIT;
	char *out;

	start_server();
	setup(&r, NULL, NULL);
	out = drive(&r, "{\"problem\":\"p\",\"response\":\"a\"}\n"
	    "{\"problem\":\"p\",\"response\":\"b\"}\n");
	memset(&m, 0, sizeof(m));
	papo_judge_session_progress(&r.s, 4, 0, &m, &b);
	ck_assert_str_eq(b.s, "2 done, 0.5/s, 0 in flight, 0 failed, "
	    "0 retries, 240 tokens");
	/* a total estimated from the share of the input read */
	papo_buf_reset(&b);
	r.s.in_read = 100;
	papo_judge_session_progress(&r.s, 4, 400, &m, &b);
	ck_assert_str_eq(b.s, "2/~8 done (25.0%), 0.5/s, ETA 12s, 0 in "
	    "flight, 0 failed, 0 retries, 240 tokens");
	free(out);
	papo_buf_release(&b);
	teardown(&r);
	stop_server();
}
END_TEST

/* The /models check through the HTTP client. */
START_TEST(check_over_http)
{
	struct run r;
	struct papo_judge_check c;
	struct papo_err e;

	start_server();
	setup(&r, NULL, NULL);
	papo_judge_check_init(&c);
	c.max_tokens = 100;
	ck_assert_int_eq(papo_judge_check_http(&c, &r.http, &e),
	    PAPO_JUDGE_CHECK_OK);
	ck_assert_str_eq(c.learnt, "m");
	ck_assert_ptr_null(c.bases);
	ck_assert_ptr_null(c.ctx);
	papo_judge_check_release(&c);
	teardown(&r);
	stop_server();
	/* no server: which endpoint, and why */
	setup(&r, NULL, NULL);
	papo_judge_check_init(&c);
	c.retry_delay = 0.001;
	c.model = "m";
	ck_assert_int_eq(papo_judge_check_http(&c, &r.http, &e),
	    PAPO_JUDGE_CHECK_DOWN);
	ck_assert_ptr_nonnull(strstr(c.down.s, "(Couldn't connect to server)"));
	papo_judge_check_release(&c);
	teardown(&r);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_session");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, dry_run);
	tcase_add_test(tc, judged);
	tcase_add_test(tc, cached);
	tcase_add_test(tc, kept_replies);
	tcase_add_test(tc, bad_line_stops);
	tcase_add_test(tc, pulled);
	tcase_add_test(tc, interrupted);
	tcase_add_test(tc, stop_words);
	tcase_add_test(tc, last_words);
	tcase_add_test(tc, progress_of);
	tcase_add_test(tc, check_over_http);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	signal(SIGPIPE, SIG_IGN);
	return papo_test_run(suite());
}
