/* SPDX-License-Identifier: MIT */
/*
 * fuzz_judge_reply.c: libFuzzer target for what papo-judge reads from a
 * server: reply bodies, model lists, scores.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "json.h"
#include "judge/judge.h"
#include "judge/rubric.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken invariant is a crash, so that the fuzzer reports it. */
#define CHECK(c) do { if (!(c)) abort(); } while (0)

/* Rubrics as small as the loader allows, one per way of reading a score. */
static const char boxed3[] =
    "name: three\nscores: [0, 0.5, 1]\nprompt: \"{{response}}\"\n";
static const char boxed5[] =
    "name: five\nscores: [0, 0.25, 0.5, 0.75, 1]\nparse: boxed\n"
    "prompt: \"{{response}}\"\n";
static const char graded[] =
    "name: grade\nparse: grade\ngrade_label: \"Final Grade:\"\n"
    "grades: {CORRECT: 1, INCORRECT: 0, PARTIAL: 0.5}\n"
    "prompt: \"{{response}}\"\n";

static struct papo_rubric rub[3];
static int ready;

static void
init(void)
{
	static const char *const texts[3] = { boxed3, boxed5, graded };
	struct papo_err e;
	int k;

	for (k = 0; k < 3; k++)
		CHECK(papo_rubric_parse_text(&rub[k], "fuzz.yaml", texts[k],
		    strlen(texts[k]), &e) == 0);
	ready = 1;
}

/*
 * A score read under r is one r allows; the verdict's bytes are inside
 * the reply; a reply cut off is never read.
 */
/*
 * The excerpt of a message: at most its size of the reply (a control
 * character written as jq writes it, \u001b, counts its six bytes) and
 * the two "..." marks, on one line with single spaces, no control
 * character raw, never from inside a UTF-8 sequence.
 */
static void
check_excerpt(const char *s, size_t n, const struct papo_rubric_verdict *v)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t i, from;

	papo_rubric_excerpt(s, n, v, 64, &b);
	CHECK(b.len <= 6 * 64 + 6);
	for (i = 0; i < b.len; i++) {
		CHECK((unsigned char)b.s[i] >= 0x20 && b.s[i] != 0x7f);
		CHECK(!(b.s[i] == ' ' && i + 1 < b.len && b.s[i + 1] == ' '));
	}
	from = b.len >= 3 && memcmp(b.s, "...", 3) == 0 ? 3 : 0;
	CHECK(from >= b.len || ((unsigned char)b.s[from] & 0xC0) != 0x80);
	papo_buf_release(&b);
}

static void
check_score(const struct papo_rubric *r, const char *s, size_t n)
{
	struct papo_rubric_verdict v;
	const char *why = NULL;
	double x = -1;
	size_t i;
	int ok = 0, rc;

	CHECK(papo_rubric_read(r, s, n, 1, &v) == -1);
	CHECK(strcmp(v.error, "truncated") == 0 && v.at <= n &&
	    v.len <= n - v.at);
	check_excerpt(s, n, &v);
	rc = papo_rubric_read(r, s, n, 0, &v);
	CHECK(v.at <= n && v.len <= n - v.at);
	check_excerpt(s, n, &v);
	CHECK(rc == 0 ? v.error == NULL : strcmp(v.error, "no_score") == 0);
	if (papo_rubric_score(r, s, n, &x, &why) < 0) {
		CHECK(rc < 0 && why != NULL && why[0] != '\0');
		return;
	}
	CHECK(rc == 0 && x == v.score);
	if (r->parse == PAPO_RUBRIC_BOXED) {
		for (i = 0; i < r->nscores; i++)
			ok |= r->scores[i] == x;
	} else {
		for (i = 0; i < r->ngrades; i++)
			ok |= r->grades[i].value == x;
	}
	CHECK(ok);
}

static int
is_token(const struct papo_json *j, int i)
{
	return i >= 0 && (size_t)i < j->ntok;
}

/* What papo-judge does with a reply body, with the invariants it relies on. */
static void
reply(const char *s, size_t n)
{
	static const enum papo_judge_transport ts[] = { PAPO_JUDGE_T_OK,
	    PAPO_JUDGE_T_TIMEOUT, PAPO_JUDGE_T_CONNECT, PAPO_JUDGE_T_DROPPED,
	    PAPO_JUDGE_T_TLS, PAPO_JUDGE_T_TOOBIG, PAPO_JUDGE_T_OTHER };
	static const long statuses[] = { 200, 400, 408, 429, 500, 503, 404 };
	struct papo_json j;
	struct papo_judge_reply r;
	struct papo_err e;
	struct papo_buf text = PAPO_BUF_INIT;
	const char *code;
	size_t k;
	int parsed, act, m;

	papo_json_init(&j);
	parsed = papo_judge_reply_parse(&j, s, n, &r, &e) == 0;
	if (!parsed)
		CHECK(e.status == PAPO_EX_DATAERR && e.msg[0] != '\0');
	else {
		CHECK(r.content == -1 || (is_token(&j, r.content) &&
		    papo_json_type(&j, r.content) == PAPO_JSON_STRING));
		CHECK(!r.content_null || r.content == -1);
		CHECK(r.model == -1 || (is_token(&j, r.model) &&
		    papo_json_type(&j, r.model) == PAPO_JSON_STRING));
		CHECK(r.finish == -1 || (is_token(&j, r.finish) &&
		    papo_json_type(&j, r.finish) == PAPO_JSON_STRING));
		CHECK(r.reasoning == -1 || (is_token(&j, r.reasoning) &&
		    papo_json_type(&j, r.reasoning) == PAPO_JSON_STRING));
		CHECK(r.err_message == -1 || is_token(&j, r.err_message));
		CHECK(r.err_type == -1 || is_token(&j, r.err_type));
		CHECK(r.err_code >= 0 && r.err_code < 1000);
		CHECK(!(r.error && r.completion));
		CHECK(r.prompt_tokens >= -1 && r.completion_tokens >= -1);
	}
	/* every transport and status gets a decision and, unless done, a
	   name */
	for (k = 0; k < sizeof(ts) / sizeof(ts[0]); k++) {
		size_t h;

		for (h = 0; h < sizeof(statuses) / sizeof(statuses[0]); h++) {
			for (m = 0; m < 2; m++) {
				act = papo_judge_classify(ts[k], statuses[h],
				    parsed ? &j : NULL, parsed ? &r : NULL,
				    m ? "standin-judge" : NULL, &code);
				CHECK(act == PAPO_JUDGE_DONE ||
				    act == PAPO_JUDGE_RETRY ||
				    act == PAPO_JUDGE_FAIL);
				if (act != PAPO_JUDGE_DONE)
					CHECK(code != NULL && code[0] != '\0');
				else
					CHECK(parsed && r.content >= 0 &&
					    ts[k] == PAPO_JUDGE_T_OK &&
					    statuses[h] == 200);
			}
		}
	}
	if (parsed && r.content >= 0) {
		/* the content as papo-judge scores and caches it */
		CHECK(papo_judge_reply_text(&j, r.content, &text) == 0);
		papo_buf_adds(&text, "");
		for (k = 0; k < 3; k++)
			check_score(&rub[k], text.s, text.len);
	}
	if (parsed && r.reasoning >= 0) {
		papo_buf_reset(&text);
		CHECK(papo_judge_reply_text(&j, r.reasoning, &text) == 0);
	}
	papo_buf_release(&text);
	papo_json_release(&j);
}

/* A model list: every id is a string; lookups find what is listed. */
static void
models(const char *s, size_t n)
{
	struct papo_judge_models m;
	struct papo_err e;
	size_t i;

	if (papo_judge_models_parse(s, n, &m, &e) < 0) {
		CHECK(e.status == PAPO_EX_UNAVAILABLE && e.msg[0] != '\0');
		CHECK(m.n == 0 && m.id == NULL);
		return;
	}
	for (i = 0; i < m.n; i++) {
		long at;

		CHECK(m.id[i] != NULL);
		CHECK(m.max_len[i] == -1 || m.max_len[i] > 0);
		at = papo_judge_models_find(&m, m.id[i]);
		CHECK(at >= 0 && (size_t)at <= i);
	}
	papo_judge_models_release(&m);
}

/* 1 when string token i of j holds exactly s (n bytes) once unescaped. */
static int
holds(const struct papo_json *j, int i, const char *s, size_t n)
{
	struct papo_buf b = PAPO_BUF_INIT;
	int same;

	if (papo_json_str(j, i, &b) < 0)
		return 0;
	same = b.len == n && (n == 0 || memcmp(b.s, s, n) == 0);
	papo_buf_release(&b);
	return same;
}

/*
 * The request papo-judge would send with the first half of the text
 * as the system message and the rest as the user message: it parses,
 * each message carries its text whole (when the text is UTF-8; else
 * it still parses), and the stand-in reads the model back.
 */
static void
request(const char *s, size_t n)
{
	static const char model[] = "m\"\\\x01/\xc3\xa9";
	struct papo_judge_params p;
	struct papo_judge_asked a;
	struct papo_buf body = PAPO_BUF_INIT;
	struct papo_json j;
	struct papo_err e;
	struct papo_path msgs;
	size_t half = n / 2;
	int i;

	memset(&p, 0, sizeof(p));
	p.model = model;
	p.temperature = 0.1;
	p.top_p = 1;
	p.max_tokens = 4096;
	p.reasoning_effort = n & 1 ? "low" : NULL;
	papo_judge_request(&p, s, half, s + half, n - half, &body);
	papo_json_init(&j);
	CHECK(papo_json_parse(&j, body.s, body.len, &e) == 0);
	CHECK(papo_path_parse(&msgs, "messages", &e) == 0);
	i = papo_json_find(&j, &msgs, &e);
	CHECK(papo_json_type(&j, i) == PAPO_JSON_ARRAY && j.tok[i].size == 2);
	/* a half that is not UTF-8 is sent with U+FFFD in its place */
	if (papo_utf8_valid(s, half))
		CHECK(holds(&j, papo_json_member(&j, (size_t)i + 1, "content",
		    7, &e), s, half));
	if (papo_utf8_valid(s + half, n - half))
		CHECK(holds(&j, papo_json_member(&j, j.tok[i + 1].next,
		    "content", 7, &e), s + half, n - half));
	papo_path_release(&msgs);
	papo_json_release(&j);
	CHECK(papo_judge_asked_parse(body.s, body.len, &a, &e) == 0);
	CHECK(a.model.len == strlen(model) && strcmp(a.model.s, model) == 0);
	CHECK(a.max_tokens == 4096 && a.has_temperature);
	papo_judge_asked_release(&a);
	papo_buf_release(&body);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_judge_asked a;
	struct papo_err e;
	double x;
	size_t k;

	if (!ready)
		init();
	reply(s, size);
	models(s, size);
	request(s, size);
	/* the raw bytes as reply text, and as a score written alone */
	for (k = 0; k < 3; k++)
		check_score(&rub[k], s, size);
	if (papo_rubric_number(s, size, &x) == 0)
		CHECK(isfinite(x));
	papo_rubric_strip_think(s, size, &b);
	CHECK(b.len <= size);
	papo_buf_release(&b);
	/* the stand-in's reading of a request body */
	if (papo_judge_asked_parse(s, size, &a, &e) == 0) {
		CHECK(a.model.s != NULL && a.text.s != NULL);
		papo_judge_asked_release(&a);
	} else
		CHECK(e.status == PAPO_EX_DATAERR && e.msg[0] != '\0');
	return 0;
}
