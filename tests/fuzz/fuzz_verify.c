/* SPDX-License-Identifier: MIT */
/*
 * fuzz_verify.c: libFuzzer target for papo-verify's answer extraction and
 * equivalence engine.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "verify/answer.h"
#include "buf.h"
#include "json.h"
#include "verify/verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken invariant is a crash, so that the fuzzer reports it. */
#define CHECK(c) do { if (!(c)) abort(); } while (0)

static struct papo_verify *v;	/* reused from input to input, as
				   papo-verify does */
static struct papo_path p_resp, p_pred, p_ref, p_gold;

static void
init(void)
{
	struct papo_verify_opts o;
	struct papo_err e;

	papo_verify_defaults(&o);
	v = papo_verify_new(&o);
	CHECK(papo_path_parse(&p_resp, "response", &e) == 0);
	CHECK(papo_path_parse(&p_pred, "pred", &e) == 0);
	CHECK(papo_path_parse(&p_ref, "answer", &e) == 0);
	CHECK(papo_path_parse(&p_gold, "gold", &e) == 0);
}

/* String field a, else b, of j into out; 1 when found. */
static int
field(struct papo_json *j, const struct papo_path *a,
    const struct papo_path *b, struct papo_buf *out)
{
	struct papo_err e;
	int i = papo_json_find(j, a, &e);

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		i = papo_json_find(j, b, &e);
	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return 0;
	papo_json_str(j, i, out);
	papo_buf_adds(out, "");
	return 1;
}

static int
blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r')
			return 0;
	return 1;
}

/*
 * No markup the extractor treats specially: balanced braces, no box, no
 * phrase.
 */
static int
plain(const char *s, size_t n)
{
	size_t i;
	int depth = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == '\\') {
			if (i + 1 >= n)
				return 0;
			i++;
			continue;
		}
		if (s[i] == '{')
			depth++;
		else if (s[i] == '}' && --depth < 0)
			return 0;
		else if (s[i] == '\0' || s[i] == '$')
			return 0;
	}
	if (depth != 0)
		return 0;
	if (memmem(s, n, "answer", 6) || memmem(s, n, "Answer", 6) ||
	    memmem(s, n, "boxed", 5) || memmem(s, n, "fbox", 4) ||
	    memmem(s, n, "think>", 6))
		return 0;
	return 1;
}

/* One check, with the invariants every result keeps. */
static void
check(const char *resp, size_t rn, const char *ref, size_t fn,
    struct papo_verify_result *res)
{
	papo_verify_check(v, resp, rn, ref, fn, res);
	CHECK(res->verdict >= 0 && res->verdict < PAPO_V_NVERDICTS);
	CHECK(papo_verify_reason(res->verdict) != NULL);
	CHECK(res->from >= PAPO_FROM_NONE && res->from <= PAPO_FROM_NUMBER);
	CHECK((res->from == PAPO_FROM_NONE) == (res->pred == NULL));
	if (ref == NULL || blank(ref, fn))
		CHECK(res->verdict == PAPO_V_NO_REFERENCE);
	else if (res->from == PAPO_FROM_NONE)
		CHECK(res->verdict == PAPO_V_NO_ANSWER ||
		    res->verdict == PAPO_V_UNCERTAIN);
	else
		CHECK(res->verdict != PAPO_V_NO_ANSWER &&
		    res->verdict != PAPO_V_UNCERTAIN &&
		    res->verdict != PAPO_V_NO_REFERENCE);
}

/*
 * Input: a JSON object whose "response" (else "pred") and "answer"
 * (else "gold") strings are compared, as in the rollouts and the
 * verify cases; or any bytes, the response before the first NUL (else
 * the first newline) and the reference after it.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data, *cut;
	const char *resp = s, *ref = NULL;
	size_t rn = size, fn = 0;
	struct papo_buf rb = PAPO_BUF_INIT, fb = PAPO_BUF_INIT;
	struct papo_buf pred = PAPO_BUF_INIT;
	struct papo_verify_result a, b;
	struct papo_json j;
	struct papo_err e;
	int verdict, from;

	if (v == NULL)
		init();
	papo_json_init(&j);
	if (papo_json_parse(&j, s, size, &e) == 0) {
		resp = field(&j, &p_resp, &p_pred, &rb) ? rb.s : NULL;
		rn = rb.len;
		ref = field(&j, &p_ref, &p_gold, &fb) ? fb.s : NULL;
		fn = fb.len;
	} else if ((cut = memchr(s, '\0', size)) != NULL ||
	    (cut = memchr(s, '\n', size)) != NULL) {
		rn = (size_t)(cut - s);
		ref = cut + 1;
		fn = size - rn - 1;
	}
	papo_json_release(&j);

	check(resp, rn, ref, fn, &a);
	verdict = a.verdict;
	from = a.from;
	if (a.pred)
		papo_buf_add(&pred, a.pred, a.predlen);
	/* the same answer again: scratch memory left by one check must
	   not change the next */
	check(resp, rn, ref, fn, &b);
	CHECK(b.verdict == verdict && b.from == from);
	CHECK(b.predlen == pred.len &&
	    (pred.len == 0 || memcmp(b.pred, pred.s, pred.len) == 0));
	/*
	 * A reference answered with itself, boxed: equal, when nothing in
	 * it is markup the extractor reads (unbalanced braces, boxes,
	 * think tags, "answer" phrases, '$'); or no answer, when the text
	 * is one the extractor abstains on (it asks, hedges or takes back:
	 * "...?"), but never not equal.
	 */
	if (ref && !blank(ref, fn) && plain(ref, fn)) {
		struct papo_buf box = PAPO_BUF_INIT;

		papo_buf_adds(&box, "\\boxed{");
		papo_buf_add(&box, ref, fn);
		papo_buf_adds(&box, "}");
		check(box.s, box.len, ref, fn, &b);
		CHECK(b.verdict == PAPO_V_EQUAL || b.verdict == PAPO_V_CAPPED ||
		    b.verdict == PAPO_V_NO_ANSWER);
		papo_buf_release(&box);
	}
	/* the two sides given directly, either way round */
	if (resp && ref) {
		verdict = papo_verify_compare(v, ref, fn, resp, rn);
		CHECK(verdict == PAPO_V_EQUAL || verdict == PAPO_V_NOT_EQUAL ||
		    verdict == PAPO_V_CAPPED);
		verdict = papo_verify_compare(v, resp, rn, ref, fn);
		CHECK(verdict == PAPO_V_EQUAL || verdict == PAPO_V_NOT_EQUAL ||
		    verdict == PAPO_V_CAPPED);
	}
	papo_buf_release(&rb);
	papo_buf_release(&fb);
	papo_buf_release(&pred);
	return 0;
}
