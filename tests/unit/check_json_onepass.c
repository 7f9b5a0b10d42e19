/* SPDX-License-Identifier: MIT */
/*
 * check_json_onepass.c: the one-pass parse of lib/json.c against its
 * three passes (strings, jsmn, the grammar between jsmn's tokens), on
 * random records and hostile variants of them: the same result, the
 * same message, and the same tokens (offsets, subtree ends, sizes,
 * types, escape flags) on every line, with every string scanner; and
 * the parse for a few keys (papo_json_parse_keys) against the parse
 * and its lookups.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "unit.h"

#define LINE_MAX_LEN 4096

static unsigned seed = 20261130;

static unsigned
rnd(unsigned n)
{
	seed = seed * 1103515245 + 12345;
	return n ? (seed >> 8) % n : 0;
}

struct gen {
	char s[LINE_MAX_LEN];
	size_t n;
};

static void
put(struct gen *g, const char *t)
{
	size_t l = strlen(t);

	if (g->n + l < LINE_MAX_LEN) {
		memcpy(g->s + g->n, t, l);
		g->n += l;
	}
}

/* White space, mostly none. */
static void
ws(struct gen *g)
{
	static const char *const w[] = { " ", "\t", "\r", "\n", "  " };

	if (rnd(4) == 0)
		put(g, w[rnd(5)]);
}

/* A string: plain text, escapes, UTF-8, long enough to cross blocks. */
static void
gen_string(struct gen *g)
{
	static const char *const part[] = {
		"a", "answer", " ", "42", "\\n", "\\\"", "\\\\", "\\/",
		"\\u00e9", "\\ud83d\\ude00", "\xc3\xa9", "\xe2\x80\x99",
		"\xf0\x9f\x98\x80", "[", "{", "}", "]", ",", ":",
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
	};
	unsigned k, len = rnd(5) ? rnd(6) : rnd(60);

	put(g, "\"");
	for (k = 0; k < len; k++)
		put(g, part[rnd(sizeof(part) / sizeof(part[0]))]);
	put(g, "\"");
}

static void
gen_value(struct gen *g, int depth)
{
	static const char *const prim[] = {
		"0", "-0", "1", "-12", "3.25", "1e5", "-2.5E-3", "0.0",
		"true", "false", "null", "123456789012345678901234567890",
	};
	unsigned k, n, what = depth > 6 ? rnd(2) : rnd(4);

	if (what == 0) {
		put(g, prim[rnd(sizeof(prim) / sizeof(prim[0]))]);
		return;
	}
	if (what == 1) {
		gen_string(g);
		return;
	}
	n = rnd(5);
	put(g, what == 2 ? "[" : "{");
	for (k = 0; k < n; k++) {
		if (k > 0)
			put(g, ",");
		ws(g);
		if (what == 3) {
			gen_string(g);
			ws(g);
			put(g, ":");
			ws(g);
		}
		gen_value(g, depth + 1);
		ws(g);
	}
	put(g, what == 2 ? "]" : "}");
}

/* A record: an object of a few members, with white space around. */
static void
gen_record(struct gen *g)
{
	unsigned k, n = rnd(8);

	g->n = 0;
	ws(g);
	put(g, "{");
	for (k = 0; k < n; k++) {
		if (k > 0)
			put(g, ",");
		ws(g);
		gen_string(g);
		ws(g);
		put(g, ":");
		ws(g);
		gen_value(g, 1);
		ws(g);
	}
	put(g, "}");
	ws(g);
}

/* One hostile change: a byte cut, added, replaced; a span cut or doubled. */
static void
mutate(struct gen *g)
{
	static const char alpha[] = "{}[]\",:\\ \t\n0123456789-+.eEtrufalsn"
	    "x\x01\x7f\xc3\x80\xff";
	size_t at = g->n ? rnd((unsigned)g->n) : 0, len;

	switch (rnd(6)) {
	case 0:
		if (g->n > 0) {
			memmove(g->s + at, g->s + at + 1, g->n - at - 1);
			g->n--;
		}
		break;
	case 1:
		if (g->n + 1 < LINE_MAX_LEN) {
			memmove(g->s + at + 1, g->s + at, g->n - at);
			g->s[at] = alpha[rnd(sizeof(alpha) - 1)];
			g->n++;
		}
		break;
	case 2:
		if (g->n > 0)
			g->s[at] = alpha[rnd(sizeof(alpha) - 1)];
		break;
	case 3:
		len = rnd((unsigned)(g->n - at) + 1);
		memmove(g->s + at, g->s + at + len, g->n - at - len);
		g->n -= len;
		break;
	case 4:
		len = rnd((unsigned)(g->n - at) + 1);
		if (g->n + len < LINE_MAX_LEN) {
			memmove(g->s + at + len, g->s + at, g->n - at);
			g->n += len;
		}
		break;
	default:
		g->n = at;
		break;
	}
}

struct result {
	int r;
	char msg[1100];
	size_t ntok;
	struct papo_jtok tok[LINE_MAX_LEN];
};

static void
parse_as(struct papo_json *j, int onepass, const struct gen *g,
    struct result *res)
{
	struct papo_err e;

	papo_err_clear(&e);
	papo_json_use_onepass(j, onepass);
	res->r = papo_json_parse(j, g->s, g->n, &e);
	snprintf(res->msg, sizeof(res->msg), "%s", res->r < 0 ? e.msg : "");
	res->ntok = res->r < 0 ? 0 : j->ntok;
	if (res->ntok > 0)
		memcpy(res->tok, j->tok, res->ntok * sizeof(*j->tok));
}

static int
same_tokens(const struct result *a, const struct result *b)
{
	size_t i;

	if (a->ntok != b->ntok)
		return 0;
	for (i = 0; i < a->ntok; i++)
		if (a->tok[i].start != b->tok[i].start ||
		    a->tok[i].end != b->tok[i].end ||
		    a->tok[i].next != b->tok[i].next ||
		    a->tok[i].size != b->tok[i].size ||
		    a->tok[i].type != b->tok[i].type ||
		    a->tok[i].escaped != b->tok[i].escaped)
			return 0;
	return 1;
}

static struct result one, three;

/*
 * Random records, each parsed as it is and after one to three hostile
 * changes; both parses agree on all, and both kinds of line occur.
 */
START_TEST(onepass_agrees)
{
	struct papo_json j;
	struct gen g;
	long round, nok = 0, nbad = 0;
	int simd, have;

	papo_json_init(&j);
	have = papo_json_use_simd(&j, 1) >= 0;
	for (round = 0; round < papo_test_reps(30000, 600); round++) {
		unsigned k, changes = rnd(3) ? rnd(4) : 0;

		gen_record(&g);
		for (k = 0; k < changes; k++)
			mutate(&g);
		for (simd = 0; simd <= have; simd++) {
			papo_json_use_simd(&j, simd);
			parse_as(&j, 1, &g, &one);
			parse_as(&j, 0, &g, &three);
			ck_assert_msg(one.r == three.r &&
			    strcmp(one.msg, three.msg) == 0,
			    "round %ld: one pass %d '%s', three %d '%s' on "
			    "%.*s", round, one.r, one.msg, three.r, three.msg,
			    (int)g.n, g.s);
			ck_assert_msg(same_tokens(&one, &three),
			    "round %ld: the tokens differ on %.*s", round,
			    (int)g.n, g.s);
		}
		if (one.r == 0)
			nok++;
		else
			nbad++;
	}
	/* neither kind of line is rare */
	ck_assert_msg(nok * 5 > round && nbad * 5 > round, "%ld valid, %ld "
	    "not", nok, nbad);
	papo_json_release(&j);
}
END_TEST

/* Nesting at the limit and one past it, in objects and lists. */
START_TEST(onepass_depth)
{
	struct papo_json j;
	struct gen g;
	size_t d, i;

	papo_json_init(&j);
	for (d = PAPO_JSON_MAX_DEPTH - 2; d <= PAPO_JSON_MAX_DEPTH + 1; d++) {
		g.n = 0;
		put(&g, "{\"a\":");
		for (i = 1; i < d; i++)
			put(&g, i % 2 ? "[" : "{\"k\":");
		put(&g, "1");
		for (i = d - 1; i >= 1; i--)
			put(&g, i % 2 ? "]" : "}");
		put(&g, "}");
		parse_as(&j, 1, &g, &one);
		parse_as(&j, 0, &g, &three);
		ck_assert_msg(one.r == three.r && strcmp(one.msg, three.msg) ==
		    0 && same_tokens(&one, &three), "depth %zu: '%s' / '%s'",
		    d, one.msg, three.msg);
		ck_assert_int_eq(one.r, d <= PAPO_JSON_MAX_DEPTH ? 0 : -1);
	}
	papo_json_release(&j);
}
END_TEST

/* A record whose keys are mostly a reader's (gen_record's values). */
static void
gen_keyed(struct gen *g)
{
	static const char *const key[] = {
		"\"group\"", "\"r_out\"", "\"id\"", "\"x.y\"", "\"problem\"",
		"\"gr\\u006fup\"", "\"r_\\\"out\"", "\"\"", "\"groupe\"",
	};
	unsigned k, n = rnd(8);

	g->n = 0;
	ws(g);
	put(g, "{");
	for (k = 0; k < n; k++) {
		if (k > 0)
			put(g, ",");
		ws(g);
		if (rnd(8) == 0)
			gen_string(g);
		else
			put(g, key[rnd(sizeof(key) / sizeof(key[0]))]);
		ws(g);
		put(g, ":");
		ws(g);
		gen_value(g, rnd(4) ? 7 : 1);	/* mostly scalars */
		ws(g);
	}
	put(g, "}");
	ws(g);
}

/* The same token in two parses (its key too, when key is set). */
static int
same_tok(const struct papo_json *a, int i, const struct papo_json *b, int k)
{
	const struct papo_jtok *x = &a->tok[i], *y = &b->tok[k];

	return x->start == y->start && x->end == y->end &&
	    x->type == y->type && x->escaped == y->escaped;
}

/*
 * papo_json_parse_keys against the parse and papo_json_find_keys: a
 * line it takes is one the parse takes, with the same wanted values
 * (and keys) at the same offsets, the same absent ones, and the root's
 * end.  It declines the lines with an escaped key, a wanted value
 * that is an object or a list, or no wanted key: an eighth of the valid
 * lines here at least is taken.
 */
START_TEST(keys_agree)
{
	static const char *const spec[] = {
		"group", "r_out", "id", "x\\.y", "r_out", "adv"
	};
	struct papo_path path[6];
	const struct papo_path *pp[6];
	struct papo_json_keys ks;
	struct papo_json j, f;
	struct papo_err e;
	struct gen g;
	long round, taken = 0, valid = 0;
	int idx[6], fidx[6], simd, have, r, m;

	for (m = 0; m < 6; m++) {
		ck_assert_int_eq(papo_path_parse(&path[m], spec[m], &e), 0);
		pp[m] = &path[m];
	}
	papo_json_keys_init(&ks, pp, 6);
	papo_json_init(&j);
	papo_json_init(&f);
	have = papo_json_use_simd(&j, 1) >= 0;
	for (round = 0; round < papo_test_reps(30000, 600); round++) {
		unsigned k, changes = rnd(3) ? rnd(4) : 0;

		gen_keyed(&g);
		for (k = 0; k < changes; k++)
			mutate(&g);
		r = papo_json_parse(&f, g.s, g.n, &e) == 0 &&
		    papo_json_find_keys(&f, &ks, fidx, &e) == 0;
		valid += r;
		for (simd = 0; simd <= have; simd++) {
			papo_json_use_simd(&j, simd);
			if (papo_json_parse_keys(&j, g.s, g.n, &ks, idx) != 0)
				continue;
			taken += simd == 0;
			ck_assert_msg(r, "round %ld: taken, the parse refuses "
			    "%.*s", round, (int)g.n, g.s);
			ck_assert_msg(j.tok[0].end == f.tok[0].end &&
			    j.tok[0].start == f.tok[0].start &&
			    (j.tok[0].size > 0) == (f.tok[0].size > 0),
			    "round %ld: the root differs on %.*s", round,
			    (int)g.n, g.s);
			for (m = 0; m < 6; m++)
				ck_assert_msg(idx[m] < 0 ? fidx[m] == -1 :
				    fidx[m] >= 0 && same_tok(&j, idx[m], &f,
				    fidx[m]) && same_tok(&j, idx[m] - 1, &f,
				    fidx[m] - 1), "round %ld: key %d differs "
				    "on %.*s", round, m, (int)g.n, g.s);
		}
	}
	ck_assert_msg(taken * 8 > valid && valid * 5 > round, "%ld taken of "
	    "%ld valid, %ld lines", taken, valid, round);
	papo_json_release(&j);
	papo_json_release(&f);
	for (m = 0; m < 6; m++)
		papo_path_release(&path[m]);
}
END_TEST

/* papo_json_parse_keys at the nesting limit: what the parse takes. */
START_TEST(keys_depth)
{
	const struct papo_path *pp[1];
	struct papo_json_keys ks;
	struct papo_path path;
	struct papo_json j;
	struct papo_err e;
	struct gen g;
	size_t d, i;
	int idx[1];

	ck_assert_int_eq(papo_path_parse(&path, "id", &e), 0);
	pp[0] = &path;
	papo_json_keys_init(&ks, pp, 1);
	papo_json_init(&j);
	for (d = PAPO_JSON_MAX_DEPTH - 2; d <= PAPO_JSON_MAX_DEPTH + 1; d++) {
		g.n = 0;
		put(&g, "{\"id\":1,\"a\":");
		for (i = 1; i < d; i++)
			put(&g, i % 2 ? "[" : "{\"k\":");
		put(&g, "1");
		for (i = d - 1; i >= 1; i--)
			put(&g, i % 2 ? "]" : "}");
		put(&g, "}");
		ck_assert_int_eq(papo_json_parse_keys(&j, g.s, g.n, &ks, idx),
		    d <= PAPO_JSON_MAX_DEPTH ? 0 : 1);
		ck_assert_int_eq(papo_json_parse(&j, g.s, g.n, &e),
		    d <= PAPO_JSON_MAX_DEPTH ? 0 : -1);
	}
	papo_json_release(&j);
	papo_path_release(&path);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("json_onepass");
	TCase *t = tcase_create("core");

	tcase_set_timeout(t, 120);
	tcase_add_test(t, onepass_agrees);
	tcase_add_test(t, onepass_depth);
	tcase_add_test(t, keys_agree);
	tcase_add_test(t, keys_depth);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
