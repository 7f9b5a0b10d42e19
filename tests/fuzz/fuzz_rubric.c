/* SPDX-License-Identifier: MIT */
/*
 * fuzz_rubric.c: libFuzzer target for rubric files (the YAML loader)
 * and the prompts they render.
 */
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

/* The record a rubric renders when the input carries none. */
static const char default_record[] =
    "{\"problem\":\"Find {{x}}.\",\"solution\":\"x = \\\"2\\\"\\n\\u0000\","
    "\"response\":\"<think>hm</think>{{problem}} \\\\boxed{2}\","
    "\"answer\":\"2\",\"pred\":\"\\u00e9\"}";

static struct papo_path paths[PAPO_RUBRIC_NSLOTS];
static int ready;

static void
init(void)
{
	struct papo_err e;
	int k;

	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		CHECK(papo_path_parse(&paths[k],
		    papo_rubric_slot_name((enum papo_rubric_slot)k), &e) == 0);
	ready = 1;
}

/* The placeholder values: string fields of the record, else its raw bytes. */
static void
values(const char *rec, size_t n, struct papo_buf *v)
{
	struct papo_json j;
	struct papo_err e;
	int k, i;

	papo_json_init(&j);
	if (papo_json_parse(&j, rec, n, &e) == 0) {
		for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
			i = papo_json_find(&j, &paths[k], &e);
			if (papo_json_type(&j, i) == PAPO_JSON_STRING)
				papo_json_str(&j, i, &v[k]);
		}
	} else {
		for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
			papo_buf_add(&v[k],
			    rec + (size_t)k * n / PAPO_RUBRIC_NSLOTS,
			    n / PAPO_RUBRIC_NSLOTS);
	}
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		papo_buf_adds(&v[k], "");
	papo_json_release(&j);
}

/*
 * Render tpl with vals, and check that what came out is the template
 * with each placeholder replaced by its value once: as long as the
 * template with empty values plus, for each slot, its uses times its
 * value's length (a value that holds "{{problem}}" is not expanded
 * again, and a value with NUL bytes is not cut).
 */
static void
render(const char *tpl, const char *const *vals, const size_t *vlen,
    struct papo_buf *out)
{
	static const char *const empty[PAPO_RUBRIC_NSLOTS] = { "", "", "", "",
	    "" };
	static const size_t zero[PAPO_RUBRIC_NSLOTS];
	struct papo_buf b = PAPO_BUF_INIT;
	const char *single[PAPO_RUBRIC_NSLOTS];
	size_t base, want, len[PAPO_RUBRIC_NSLOTS];
	int k, m;

	papo_rubric_render(tpl, empty, zero, &b);
	base = b.len;
	want = base;
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		/* one byte for slot k only: the length grows by its uses */
		for (m = 0; m < PAPO_RUBRIC_NSLOTS; m++) {
			single[m] = m == k ? "x" : "";
			len[m] = m == k ? 1 : 0;
		}
		papo_buf_reset(&b);
		papo_rubric_render(tpl, single, len, &b);
		CHECK(b.len >= base);
		want += (b.len - base) * vlen[k];
	}
	papo_buf_release(&b);
	papo_buf_reset(out);
	papo_rubric_render(tpl, vals, vlen, out);
	CHECK(out->len == want);
}

/* What papo-judge does with a loaded rubric and one record. */
static void
use(const struct papo_rubric *r, const char *rec, size_t n)
{
	struct papo_buf v[PAPO_RUBRIC_NSLOTS], user = PAPO_BUF_INIT,
	    sys = PAPO_BUF_INIT, body = PAPO_BUF_INIT, resp = PAPO_BUF_INIT;
	const char *vals[PAPO_RUBRIC_NSLOTS];
	size_t vlen[PAPO_RUBRIC_NSLOTS], i;
	struct papo_judge_params p;
	struct papo_json j;
	struct papo_err e;
	double x;
	const char *why = NULL;
	int k, ok;

	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		papo_buf_init(&v[k]);
	values(rec, n, v);
	papo_rubric_strip_think(v[PAPO_RUBRIC_RESPONSE].s,
	    v[PAPO_RUBRIC_RESPONSE].len, &resp);
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		const struct papo_buf *b = k == PAPO_RUBRIC_RESPONSE ? &resp :
		    &v[k];

		vals[k] = b->s ? b->s : "";
		vlen[k] = b->len;
	}
	render(r->prompt, vals, vlen, &user);
	if (r->system)
		render(r->system, vals, vlen, &sys);
	memset(&p, 0, sizeof(p));
	p.model = "fuzz";
	p.top_p = 1;
	p.max_tokens = 16;
	papo_judge_request(&p, r->system ? sys.s : NULL, sys.len,
	    user.s ? user.s : "", user.len, &body);
	papo_json_init(&j);
	CHECK(papo_json_parse(&j, body.s, body.len, &e) == 0);
	papo_json_release(&j);
	/* the record's text as the judge's reply */
	if (papo_rubric_score(r, rec, n, &x, &why) == 0) {
		ok = 0;
		if (r->parse == PAPO_RUBRIC_BOXED)
			for (i = 0; i < r->nscores; i++)
				ok |= r->scores[i] == x;
		else
			for (i = 0; i < r->ngrades; i++)
				ok |= r->grades[i].value == x;
		CHECK(ok);
	} else
		CHECK(why != NULL);
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		papo_buf_release(&v[k]);
	papo_buf_release(&user);
	papo_buf_release(&sys);
	papo_buf_release(&body);
	papo_buf_release(&resp);
}

/*
 * Input: a rubric file, then optionally a NUL byte and a record (a
 * JSON object whose string fields fill the placeholders, or any bytes
 * cut in five).  Any file loads or fails with a message naming it;
 * a loaded rubric is complete and renders any record.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data, *nul, *rec = default_record;
	size_t n = size, rn = sizeof(default_record) - 1;
	struct papo_rubric r;
	struct papo_err e;

	if (!ready)
		init();
	if ((nul = memchr(s, '\0', size)) != NULL) {
		n = (size_t)(nul - s);
		rec = nul + 1;
		rn = size - n - 1;
	}
	papo_err_clear(&e);
	if (papo_rubric_parse_text(&r, "fuzz.yaml", s, n, &e) < 0) {
		CHECK(e.status == PAPO_EX_CONFIG);
		CHECK(strncmp(e.msg, "fuzz.yaml", 9) == 0);
		return 0;
	}
	CHECK(r.name != NULL && r.path != NULL);
	CHECK(r.prompt != NULL && r.prompt[0] != '\0');
	CHECK(r.uses & (1u << PAPO_RUBRIC_RESPONSE));
	CHECK(r.parse != PAPO_RUBRIC_BOXED || r.nscores > 0);
	CHECK(r.parse != PAPO_RUBRIC_GRADE || (r.ngrades > 0 &&
	    r.grade_label != NULL && r.grade_label[0] != '\0'));
	CHECK(r.output != NULL && r.report != NULL && r.output[0] != '\0' &&
	    r.report[0] != '\0' && strcmp(r.output, r.report) != 0);
	use(&r, rec, rn);
	/* --swap moves text around and neither adds nor drops any */
	{
		size_t pl = strlen(r.prompt), sl = r.system ?
		    strlen(r.system) : 0;
		unsigned uses = r.uses;

		if (papo_rubric_swap(&r, &e) == 0) {
			CHECK(strlen(r.prompt) == pl);
			CHECK(r.system == NULL || strlen(r.system) == sl);
			CHECK(r.uses == uses);
			use(&r, rec, rn);
		} else
			CHECK(e.status == PAPO_EX_CONFIG);
	}
	papo_rubric_release(&r);
	return 0;
}
