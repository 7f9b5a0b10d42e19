/* SPDX-License-Identifier: MIT */
/*
 * fuzz_jsonl.c: libFuzzer target for the record layer: strict parsing (and
 * the parse for a few keys against it), lookup, unescaping, splicing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken invariant is a crash, so that the fuzzer reports it. */
#define CHECK(c) do { if (!(c)) abort(); } while (0)

static struct papo_path paths[4], kpaths[4];
static const struct papo_path *kp[4];
static struct papo_json_keys keys;
static int ready;

static void
init(void)
{
	static const char *const specs[] = { "adv", "a.b", "r_out", "x\\.y" };
	static const char *const kspecs[] = { "adv", "k", "r_out", "x\\.y" };
	int k;

	for (k = 0; k < 4; k++) {
		CHECK(papo_path_parse(&paths[k], specs[k], NULL) == 0);
		CHECK(papo_path_parse(&kpaths[k], kspecs[k], NULL) == 0);
		kp[k] = &kpaths[k];
	}
	papo_json_keys_init(&keys, kp, 4);
	ready = 1;
}

/* Token i of a and k of b are the same value at the same place. */
static int
same_tok(const struct papo_json *a, int i, const struct papo_json *b, int k)
{
	return a->tok[i].start == b->tok[k].start &&
	    a->tok[i].end == b->tok[k].end &&
	    a->tok[i].type == b->tok[k].type &&
	    a->tok[i].escaped == b->tok[k].escaped;
}

/*
 * The parse for a few keys (papo_json_parse_keys): a line it takes is
 * one the parse (j, r its result) takes, with the same wanted keys and
 * values, the same absent, and the root's end.
 */
static void
keys_check(const uint8_t *data, size_t size, const struct papo_json *j,
    int r)
{
	struct papo_json jk;
	struct papo_err e;
	int kidx[4], fidx[4], m;

	papo_json_init(&jk);
	if (papo_json_parse_keys(&jk, (const char *)data, size, &keys,
	    kidx) == 0) {
		CHECK(r == 0 && papo_json_find_keys(j, &keys, fidx, &e) == 0);
		CHECK(jk.tok[0].end == j->tok[0].end && j->tok[0].size > 0);
		for (m = 0; m < 4; m++)
			CHECK(kidx[m] < 0 ? fidx[m] == -1 : fidx[m] >= 0 &&
			    same_tok(&jk, kidx[m], j, fidx[m]) &&
			    same_tok(&jk, kidx[m] - 1, j, fidx[m] - 1));
	}
	papo_json_release(&jk);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct papo_json j, j2;
	struct papo_err e, e2;
	struct papo_buf b = PAPO_BUF_INIT, out = PAPO_BUF_INIT;
	struct papo_edit ed[4];
	const struct papo_path *pp[4];
	int idx[4], k, ok = 1, r;
	size_t i;
	static const char *const vals[] = { "1.5", "null", "\"s\\\"\"", "[]" };

	if (!ready)
		init();
	papo_json_init(&j);
	papo_json_init(&j2);
	/*
	 * the portable string scanner and the three-pass parse (j2 here)
	 * agree with the default
	 */
	papo_json_use_simd(&j2, 0);
	papo_json_use_onepass(&j2, 0);
	r = papo_json_parse(&j, (const char *)data, size, &e);
	CHECK(papo_json_parse(&j2, (const char *)data, size, &e2) == r);
	keys_check(data, size, &j, r);
	if (r < 0) {
		CHECK(e.status == PAPO_EX_DATAERR && e.msg[0] != '\0');
		CHECK(strcmp(e.msg, e2.msg) == 0);
		goto done;
	}
	CHECK(j.ntok == j2.ntok);
	for (i = 0; i < j.ntok; i++)
		CHECK(j.tok[i].start == j2.tok[i].start &&
		    j.tok[i].end == j2.tok[i].end &&
		    j.tok[i].next == j2.tok[i].next &&
		    j.tok[i].size == j2.tok[i].size &&
		    j.tok[i].type == j2.tok[i].type &&
		    j.tok[i].escaped == j2.tok[i].escaped);
	/* every value can be read */
	for (i = 0; i < j.ntok; i++) {
		double x;

		papo_buf_reset(&b);
		if (j.tok[i].type == PAPO_JSON_STRING) {
			CHECK(papo_json_str(&j, (int)i, &b) == 0);
			/* written back, it must parse and unescape the same */
			papo_buf_reset(&out);
			papo_buf_adds(&out, "{\"k\":");
			papo_json_put_str(&out, b.s, b.len);
			papo_buf_addc(&out, '}');
			CHECK(papo_json_parse(&j2, out.s, out.len, &e) == 0);
		} else if (j.tok[i].type == PAPO_JSON_NUMBER)
			(void)papo_json_num(&j, (int)i, &x);
	}
	/* lookups, then splicing: the result parses and holds the values */
	for (k = 0; k < 4; k++)
		pp[k] = &paths[k];
	if (papo_json_find_all(&j, pp, 4, idx, &e) < 0)
		goto done;
	for (k = 0; k < 4; k++) {
		if (papo_json_slot_found(&j, &paths[k], idx[k], &ed[k].slot,
		    &e) < 0) {
			ok = 0;
			break;
		}
		ed[k].path = &paths[k];
		ed[k].val = vals[k];
		ed[k].vlen = strlen(vals[k]);
	}
	if (ok) {
		papo_buf_reset(&out);
		papo_json_splice(&out, (const char *)data, size, ed, 4);
		CHECK(papo_json_parse(&j2, out.s, out.len, &e) == 0);
		for (k = 0; k < 4; k++) {
			int v = papo_json_find(&j2, &paths[k], &e);
			size_t n;

			if (v == -2)
				continue;	/* a duplicate in the input */
			CHECK(v >= 0);
			n = j2.tok[v].end - j2.tok[v].start;
			CHECK(n == strlen(vals[k]) &&
			    memcmp(out.s + j2.tok[v].start, vals[k], n) == 0);
		}
	}
done:
	papo_buf_release(&b);
	papo_buf_release(&out);
	papo_json_release(&j);
	papo_json_release(&j2);
	return 0;
}
