/* SPDX-License-Identifier: MIT */
/* check_json.c: unit tests for the strict JSON record layer (lib/json.c). */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "unit.h"

static struct papo_json j;
static struct papo_err e;

static void
setup(void)
{
	papo_json_init(&j);
	papo_err_clear(&e);
}

static void
teardown(void)
{
	papo_json_release(&j);
}

static int
parse(const char *s)
{
	papo_err_clear(&e);
	return papo_json_parse(&j, s, strlen(s), &e);
}

START_TEST(accepts_valid)
{
	static const char *const ok[] = {
		"{}", " { } ", "{\"a\":1}", "{\"a\":[1,2,{\"b\":null}]}",
		"{\"a\":-0.5e+10,\"b\":true,\"c\":false,\"d\":\"x\\u00e9\"}",
		"{\"a\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"}", "{\"a\":[]}",
		"{\"a\":{}}\r", "{\"\":0}",
		"{\"a\":\"caf\xc3\xa9 \xf0\x9f\x98\x80\"}",
		"{\"a\":1E5,\"b\":0,\"c\":-0,\"d\":0.0e-0}",
		"\t{\"a\" : [ 1 , 2 ] }\t",
	};
	size_t i;

	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++)
		ck_assert_msg(parse(ok[i]) == 0, "rejected %s: %s", ok[i],
		    e.msg);
}
END_TEST

START_TEST(rejects_invalid)
{
	static const char *const bad[] = {
		"", "   ", "[1]", "1", "\"a\"", "null", "{", "}", "{\"a\"}",
		"{\"a\":}", "{\"a\" 1}", "{\"a\":1,}", "{\"a\":1}{\"b\":2}",
		"{\"a\":1} x", "{\"a\":tru}", "{\"a\":nul}", "{\"a\":01}",
		"{\"a\":1.}", "{\"a\":.5}", "{\"a\":+1}", "{\"a\":1e}",
		"{\"a\":NaN}", "{\"a\":Infinity}", "{\"a\":-}", "{a:1}",
		"{\"a\":[1,]}", "{\"a\":[1 2]}", "{\"a\":\"x\ty\"}",
		"{\"a\":\"\\x\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"\xff\"}",
		"{\"a\":\"\xc0\xaf\"}", "{\"a\":\"\xed\xa0\x80\"}",
		"{\"a\":\"\xf4\x90\x80\x80\"}", "{\"a\":\"abc", "{\"a\":[1}",
		"{\"a\":1]", "{'a':1}", "{\"a\":1,,\"b\":2}", "{,\"a\":1}",
		"{\"a\":1 \"b\":2}", "{\"a\":[1,2]]}", "{\"a\":True}",
	};
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_msg(parse(bad[i]) < 0, "accepted %s", bad[i]);
		ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
		ck_assert_msg(strstr(e.msg, "column") != NULL, "%s", e.msg);
	}
}
END_TEST

START_TEST(rejects_nul_byte)
{
	const char s[] = "{\"a\":1}\0{}";

	ck_assert_int_lt(papo_json_parse(&j, s, sizeof(s) - 1, &e), 0);
	ck_assert_int_lt(papo_json_parse(&j, "{\"a\":\"x\0y\"}", 11, &e), 0);
}
END_TEST

START_TEST(deep_nesting)
{
	size_t d = 200000, i;
	char *s = malloc(2 * d + 16);
	size_t n = 0;

	s[n++] = '{';
	memcpy(s + n, "\"a\":", 4);
	n += 4;
	for (i = 0; i < d; i++)
		s[n++] = '[';
	for (i = 0; i < d; i++)
		s[n++] = ']';
	s[n++] = '}';
	/* rejected up front, without jsmn's quadratic walk */
	ck_assert_int_lt(papo_json_parse(&j, s, n, &e), 0);
	ck_assert(strstr(e.msg, "nesting deeper than") != NULL);
	free(s);
	/* at the limit it parses; brackets inside strings do not count */
	n = 0;
	s = malloc(4 * PAPO_JSON_MAX_DEPTH + 64);
	strcpy(s, "{\"s\":\"[[[[\\\"{{{\",\"a\":");
	n = strlen(s);
	for (i = 0; i < PAPO_JSON_MAX_DEPTH - 1; i++)
		s[n++] = '[';
	for (i = 0; i < PAPO_JSON_MAX_DEPTH - 1; i++)
		s[n++] = ']';
	s[n++] = '}';
	ck_assert_msg(papo_json_parse(&j, s, n, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(j.ntok, PAPO_JSON_MAX_DEPTH - 1 + 4);
	free(s);
}
END_TEST

/*
 * String contents, checked one byte at a time the plain way: the
 * offset of the closing quote, or -1 with *pos and *why of the first
 * error.  What both scanners of json.c must agree with.
 */
static long
ref_string(const unsigned char *s, size_t i, size_t n, size_t *pos,
    const char **why)
{
	while (i < n) {
		unsigned c = s[i];
		size_t len, k;

		if (c == '"')
			return (long)i;
		if (c == '\\') {
			if (i + 1 < n && s[i + 1] != '\0' &&
			    strchr("\"\\/bfnrt", s[i + 1]) != NULL) {
				i += 2;
				continue;
			}
			if (i + 1 < n && s[i + 1] == 'u') {
				for (k = 2; k < 6 && i + k < n &&
				    s[i + k] != '\0' && strchr(
				    "0123456789abcdefABCDEF", s[i + k]); k++)
					;
				if (k == 6) {
					i += 6;
					continue;
				}
			}
			*pos = i;
			*why = "invalid escape in string";
			return -1;
		}
		if (c < 0x20) {
			*pos = i;
			*why = "control character in string";
			return -1;
		}
		if (c < 0x80) {
			i++;
			continue;
		}
		/* UTF-8 per RFC 3629's table */
		len = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 :
		    c >= 0xf0 && c <= 0xf4 ? 4 : 0;
		for (k = 1; len && k < len; k++) {
			unsigned lo = 0x80, hi = 0xbf;

			if (k == 1 && c == 0xe0)
				lo = 0xa0;
			if (k == 1 && c == 0xed)
				hi = 0x9f;
			if (k == 1 && c == 0xf0)
				lo = 0x90;
			if (k == 1 && c == 0xf4)
				hi = 0x8f;
			if (i + k >= n || s[i + k] < lo || s[i + k] > hi)
				len = 0;
		}
		if (len == 0) {
			*pos = i;
			*why = "invalid UTF-8 in string";
			return -1;
		}
		i += len;
	}
	*pos = n;
	*why = "unterminated string";
	return -1;
}

/* Parse s with the scanner simd (0 or 1); the message, or "" if valid. */
static void
parse_with(int simd, const char *s, size_t n, char *msg, size_t size,
    size_t *ntok)
{
	papo_json_use_simd(&j, simd);
	papo_err_clear(&e);
	if (papo_json_parse(&j, s, n, &e) < 0) {
		snprintf(msg, size, "%s", e.msg);
		*ntok = 0;
	} else {
		msg[0] = '\0';
		*ntok = j.ntok;
	}
}

START_TEST(string_scanners)
{
	/* heavy in what is special inside a string, and in block edges */
	static const char *const alpha[] = {
		"a", "a", "a", " ", "\\\\", "\\\"", "\\n", "\\u00e9", "\\uD83D",
		"\\", "\"", "u", "0", "\x01", "\t", "\xc3\xa9", "\xe2\x82\xac",
		"\xf0\x9f\x98\x80", "\xc3", "\xa9", "\xe2\x82", "\xed\xa0\x80",
		"\xc0\xaf", "\xff", "\x7f", "/", "\\x", "\\u12",
	};
	char line[1024], msg0[1100], msg1[1100], want[256];
	int have_simd = papo_json_use_simd(&j, 1) >= 0, round;
	unsigned seed = 12345;

	papo_json_use_simd(&j, 0);
	for (round = 0; round < papo_test_reps(40000, 500); round++) {
		size_t n = 0, open, pad, len, k, ntok0, ntok1, pos = 0;
		const char *why = NULL;
		long end;

		/* a key of 0..70 bytes moves the string across block edges */
		seed = seed * 1103515245 + 12345;
		pad = (seed >> 8) % 71;
		line[n++] = '{';
		line[n++] = '"';
		for (k = 0; k < pad; k++)
			line[n++] = 'k';
		memcpy(line + n, "\":\"", 3);
		n += 3;
		open = n - 1;
		seed = seed * 1103515245 + 12345;
		len = (seed >> 8) % 150;
		for (k = 0; k < len; k++) {
			const char *a;

			seed = seed * 1103515245 + 12345;
			/* mostly plain text, sometimes anything */
			a = (seed >> 16) % 4 ? alpha[(seed >> 8) % 4] :
			    alpha[(seed >> 8) %
			    (sizeof(alpha) / sizeof(alpha[0]))];
			memcpy(line + n, a, strlen(a));
			n += strlen(a);
		}
		/* end with a closing quote and brace, or cut the line short */
		seed = seed * 1103515245 + 12345;
		if ((seed >> 8) % 8) {
			memcpy(line + n, "\"}", 2);
			n += 2;
		}

		parse_with(0, line, n, msg0, sizeof(msg0), &ntok0);
		if (have_simd) {
			parse_with(1, line, n, msg1, sizeof(msg1), &ntok1);
			ck_assert_msg(strcmp(msg0, msg1) == 0 && ntok0 == ntok1,
			    "scanners disagree on %.*s: '%s' / '%s'", (int)n,
			    line, msg0, msg1);
		}
		end = ref_string((const unsigned char *)line, open + 1, n,
		    &pos, &why);
		if (end < 0) {
			snprintf(want, sizeof(want), "invalid JSON at column "
			    "%zu: %s", pos + 1, why);
			ck_assert_msg(strcmp(msg0, want) == 0,
			    "on %.*s: got '%s', want '%s'", (int)n, line, msg0,
			    want);
		} else if ((size_t)end == n - 2 && line[n - 1] == '}')
			ck_assert_msg(msg0[0] == '\0' && ntok0 == 3,
			    "rejected %.*s: %s", (int)n, line, msg0);
	}
	papo_json_use_simd(&j, have_simd);
}
END_TEST

START_TEST(backslash_runs)
{
	/* runs of 0..140 backslashes before a quote, at every alignment */
	char line[400];
	size_t run, pad, n, k;
	int simd;

	for (simd = 0; simd <= 1; simd++) {
		if (papo_json_use_simd(&j, simd) < 0)
			continue;
		for (run = 0; run <= 140; run++)
			for (pad = 0; pad < 64; pad += 7) {
				n = 0;
				memcpy(line, "{\"a\":\"", 6);
				n = 6;
				for (k = 0; k < pad; k++)
					line[n++] = 'x';
				for (k = 0; k < run; k++)
					line[n++] = '\\';
				memcpy(line + n, "\"}", 2);
				n += 2;
				papo_err_clear(&e);
				/*
				 * an even run ends the string; an odd one
				 * escapes the quote
				 */
				if (run % 2 == 0)
					ck_assert_msg(papo_json_parse(&j, line,
					    n, &e) == 0, "simd %d run %zu pad "
					    "%zu: %s", simd, run, pad, e.msg);
				else {
					ck_assert_int_lt(papo_json_parse(&j,
					    line, n, &e), 0);
					ck_assert_msg(strstr(e.msg,
					    "unterminated string") != NULL,
					    "%s", e.msg);
				}
			}
	}
}
END_TEST

START_TEST(lookup_paths)
{
	struct papo_path p;
	double x;
	int i;

	ck_assert_int_eq(parse("{\"a\":{\"b\":{\"c\":2.5}},\"d\":[1],"
	    "\"e.f\":7,\"r\\u005fout\":1}"), 0);
	ck_assert_int_eq(papo_path_parse(&p, "a.b.c", &e), 0);
	i = papo_json_find(&j, &p, &e);
	ck_assert_int_ge(i, 0);
	ck_assert_int_eq(papo_json_num(&j, i, &x), 0);
	ck_assert(x == 2.5);
	papo_path_release(&p);
	ck_assert_int_eq(papo_path_parse(&p, "a.x", &e), 0);
	ck_assert_int_eq(papo_json_find(&j, &p, &e), -1);
	papo_path_release(&p);
	ck_assert_int_eq(papo_path_parse(&p, "d.x", &e), 0);
	ck_assert_int_eq(papo_json_find(&j, &p, &e), -1);
	papo_path_release(&p);
	ck_assert_int_eq(papo_path_parse(&p, "e\\.f", &e), 0);
	ck_assert_uint_eq(p.n, 1);
	i = papo_json_find(&j, &p, &e);
	ck_assert_int_ge(i, 0);
	papo_path_release(&p);
	/* keys written with escapes still match */
	ck_assert_int_eq(papo_path_parse(&p, "r_out", &e), 0);
	ck_assert_int_ge(papo_json_find(&j, &p, &e), 0);
	papo_path_release(&p);
	ck_assert_int_lt(papo_path_parse(&p, "a..b", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "", &e), 0);
}
END_TEST

/* The text of the value path spec finds in the last parse; "" if none. */
static const char *
at(const char *spec)
{
	static char out[256];
	struct papo_path p;
	size_t len;
	const char *raw;
	int i;

	ck_assert_int_eq(papo_path_parse(&p, spec, &e), 0);
	i = papo_json_find(&j, &p, &e);
	out[0] = '\0';
	if (i >= 0) {
		raw = papo_json_raw(&j, i, &len);
		snprintf(out, sizeof(out), "%.*s", (int)len, raw);
	}
	papo_path_release(&p);
	return out;
}

/* Why spec finds nothing in the last parse. */
static const char *
why(const char *spec)
{
	static char out[512];
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_path p;

	ck_assert_int_eq(papo_path_parse(&p, spec, &e), 0);
	ck_assert_int_eq(papo_json_find(&j, &p, &e), -1);
	papo_path_why(&j, &p, &b);
	snprintf(out, sizeof(out), "%s", b.s ? b.s : "");
	papo_buf_release(&b);
	papo_path_release(&p);
	return out;
}

/* Lists: indexes from either end, the last element selected, alternatives. */
/* "~PATTERN": the part of a group's string its {} names (papo_path_cut) */
static const char *
cut(const char *spec, const char *s)
{
	static char out[64];
	struct papo_path p;
	size_t off, len;
	int t;

	ck_assert_int_eq(papo_path_parse(&p, spec, &e), 0);
	t = papo_json_find(&j, &p, &e);
	if (papo_path_cut(&j, &p, t, s, strlen(s), &off, &len))
		snprintf(out, sizeof(out), "%.*s", (int)len, s + off);
	else
		snprintf(out, sizeof(out), "whole");
	papo_path_release(&p);
	return out;
}

START_TEST(cut_patterns)
{
	struct papo_path p;

	ck_assert_int_eq(parse("{\"uid\":\"u\",\"input\":\"q\"}"), 0);
	ck_assert_str_eq(cut("uid~{}_#_#", "9c4e-77_3_0"), "9c4e-77");
	ck_assert_str_eq(cut("uid~{}_#_#", "a_12_345"), "a");
	ck_assert_str_eq(cut("uid~{}_#_#", "a_1_b"), "whole");
	ck_assert_str_eq(cut("uid~{}_#_#", "a_1"), "whole");
	ck_assert_str_eq(cut("uid~{}_#_#", "_1_2"), "whole");
	ck_assert_str_eq(cut("uid~run-{}", "run-7"), "7");
	ck_assert_str_eq(cut("uid~{}", "abc"), "abc");
	/* only the alternative that found the value cuts it */
	ck_assert_str_eq(cut("none~{}_#_#|input", "q_1_2"), "whole");
	ck_assert_str_eq(cut("input|uid~{}_#_#", "q_1_2"), "whole");
	ck_assert_str_eq(cut("none|uid~{}_#_#", "q_1_2"), "q");
	ck_assert_str_eq(cut("uid", "q_1_2"), "whole");
	ck_assert_int_eq(papo_path_parse(&p, "uid~_#_#", &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_int_eq(papo_path_parse(&p, "uid~{}{}", &e), -1);
}
END_TEST

START_TEST(list_paths)
{
	struct papo_path p;

	ck_assert_int_eq(parse("{\"content\":[[\"prompt\",\"resp\",\"env\"]],"
	    "\"completion\":[{\"role\":\"assistant\",\"content\":\"a\"},"
	    "{\"role\":\"tool\",\"content\":\"t\"},{\"role\":\"assis\\u0074"
	    "ant\",\"content\":\"b\"},{\"role\":\"user\",\"content\":\"u\"}],"
	    "\"nodes\":[{\"sampled\":true,\"m\":1},"
	    "{\"sampled\":false,\"m\":2}],"
	    "\"uid\":null,\"input\":\"q\",\"k[1]\":5}"), 0);
	ck_assert_str_eq(at("content[0][1]"), "\"resp\"");
	ck_assert_str_eq(at("content[-1][-1]"), "\"env\"");
	ck_assert_str_eq(at("content[0][-3]"), "\"prompt\"");
	ck_assert_str_eq(at("content[0][3]"), "");
	ck_assert_str_eq(at("content[0][-4]"), "");
	/* the last element that matches, its value read as a string */
	ck_assert_str_eq(at("completion[role=assistant].content"), "\"b\"");
	ck_assert_str_eq(at("nodes[sampled=true].m"), "1");
	ck_assert_str_eq(at("nodes[sampled=false].m"), "2");
	/* alternatives: the first that is there (null is there) */
	ck_assert_str_eq(at("group|input"), "\"q\"");
	ck_assert_str_eq(at("uid|input"), "null");
	ck_assert_str_eq(at("k\\[1\\]"), "5");
	/* what did not match */
	ck_assert_str_eq(why("content[0][7]"), "'content[0]' has 3 elements");
	ck_assert_str_eq(why("completion[role=system].content"),
	    "no element of 'completion' has role=system");
	ck_assert_str_eq(why("input[0]"), "'input' is a string, not a list");
	ck_assert_str_eq(why("content[0].x"),
	    "'content[0]' is an array, not an object");
	ck_assert_str_eq(why("nodes[0].y"), "'nodes[0]' has no member 'y'");
	ck_assert_str_eq(why("group|answer"),
	    "'group' is missing; 'answer' is missing");
	/* paths with list steps are read, never written */
	ck_assert_int_eq(papo_path_parse(&p, "a[0].b", &e), 0);
	ck_assert(!p.plain);
	papo_path_release(&p);
	ck_assert_int_eq(papo_path_parse(&p, "a|b[0]", &e), 0);
	ck_assert(p.plain && !p.alt->plain);
	papo_path_release(&p);
	ck_assert_int_eq(papo_path_parse(&p, "a.b", &e), 0);
	ck_assert(p.plain);
	papo_path_release(&p);
	/* malformed steps */
	ck_assert_int_lt(papo_path_parse(&p, "a[x]", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "a[]", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "a[0", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "a[0]b", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "[0]", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "a|", &e), 0);
	ck_assert_int_lt(papo_path_parse(&p, "a[=x]", &e), 0);
}
END_TEST

START_TEST(duplicate_keys)
{
	struct papo_path p;

	ck_assert_int_eq(parse("{\"a\":1,\"b\":2,\"a\":3}"), 0);
	papo_path_parse(&p, "a", &e);
	ck_assert_int_eq(papo_json_find(&j, &p, &e), -2);
	ck_assert_str_eq(e.msg, "duplicate key 'a'");
	papo_path_release(&p);
}
END_TEST

/*
 * papo_json_find_keys, its paths prepared once, against papo_json_find
 * path by path, on generated records: keys drawn from a few that share
 * a length, a first byte or a hash chain ("a", "Sxy" and "Eabcd" do),
 * written raw or with one byte as a \u escape, duplicated at random.
 */
static const char *const fk_key[] = {
	"a", "b", "ab", "ba", "Sxy", "Sxz", "Eabcd", "a.b", "", "x"
};
static const char *const fk_path[] = {
	"a", "b", "ab", "Sxy", "Eabcd", "a\\.b", "x.y", "nothere", "Sxz"
};
#define FK_NKEY (sizeof(fk_key) / sizeof(fk_key[0]))
#define FK_NPATH (sizeof(fk_path) / sizeof(fk_path[0]))

static void
fk_record(char *s, size_t size, unsigned *seed)
{
	size_t n = 0, m, k, c, nm = (size_t)(rand_r(seed) % 9);

	n += (size_t)snprintf(s + n, size - n, "{");
	for (m = 0; m < nm; m++) {
		const char *key = fk_key[rand_r(seed) % FK_NKEY];
		size_t len = strlen(key), at = len && rand_r(seed) % 3 == 0 ?
		    (size_t)rand_r(seed) % len : (size_t)-1;

		n += (size_t)snprintf(s + n, size - n, "%s\"", m ? "," : "");
		for (k = 0; k < len; k++) {
			c = (unsigned char)key[k];
			n += (size_t)(k == at ? snprintf(s + n, size - n,
			    "\\u%04zx", c) : snprintf(s + n, size - n, "%c",
			    (int)c));
		}
		n += (size_t)(strcmp(key, "x") == 0 && rand_r(seed) % 2 ?
		    snprintf(s + n, size - n, "\":{\"y\":%zu}", m) :
		    snprintf(s + n, size - n, "\":%zu", m));
	}
	snprintf(s + n, size - n, "}");
}

START_TEST(find_keys_as_find)
{
	struct papo_path path[FK_NPATH];
	const struct papo_path *p[FK_NPATH + 1];
	struct papo_json_keys ks;
	int idx[FK_NPATH + 1], all[FK_NPATH + 1], r, dup;
	unsigned seed = 25;
	long round, reps = papo_test_reps(20000, 500);
	size_t m;
	char rec[1024];

	for (m = 0; m < FK_NPATH; m++) {
		ck_assert_int_eq(papo_path_parse(&path[m], fk_path[m], &e), 0);
		p[m] = &path[m];
	}
	p[FK_NPATH] = NULL;	/* a role not wanted */
	papo_json_keys_init(&ks, p, FK_NPATH + 1);
	for (round = 0; round < reps; round++) {
		fk_record(rec, sizeof(rec), &seed);
		ck_assert_msg(parse(rec) == 0, "%s: %s", rec, e.msg);
		r = papo_json_find_keys(&j, &ks, idx, &e);
		ck_assert_int_eq(papo_json_find_all(&j, p, FK_NPATH + 1, all,
		    &e), r);
		dup = 0;
		for (m = 0; m < FK_NPATH; m++) {
			int want = papo_json_find(&j, p[m], &e);

			ck_assert_msg(idx[m] == want && all[m] == want,
			    "%s: path %s: %d, papo_json_find %d", rec,
			    fk_path[m], idx[m], want);
			dup |= want == -2;
		}
		ck_assert_int_eq(idx[FK_NPATH], -1);
		ck_assert_int_eq(r, dup ? -1 : 0);
	}
	for (m = 0; m < FK_NPATH; m++)
		papo_path_release(&path[m]);
}
END_TEST

START_TEST(unescape)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_path p;

	ck_assert_int_eq(parse("{\"s\":\"a\\u00e9\\ud83d\\ude00\\n\\\"\\/"
	    "\\ud800x\\u0000z\"}"), 0);
	papo_path_parse(&p, "s", &e);
	ck_assert_int_eq(papo_json_str(&j, papo_json_find(&j, &p, &e), &b), 0);
	ck_assert_uint_eq(b.len, 16);
	ck_assert(memcmp(b.s, "a\xc3\xa9\xf0\x9f\x98\x80\n\"/\xef\xbf\xbdx\0z",
	    16) == 0);
	papo_path_release(&p);
	papo_buf_release(&b);
}
END_TEST

START_TEST(flags)
{
	static const char *const yes[] = { "true", "1", "1.0", "1e0" };
	static const char *const no[] = { "false", "0", "0.0", "-0" };
	static const char *const bad[] = { "\"yes\"", "0.5", "2", "null",
	    "[1]" };
	char s[64];
	size_t i;
	int f;

	for (i = 0; i < 4; i++) {
		snprintf(s, sizeof(s), "{\"f\":%s}", yes[i]);
		ck_assert_int_eq(parse(s), 0);
		ck_assert_int_eq(papo_json_flag(&j, 2, &f), 0);
		ck_assert_int_eq(f, 1);
		snprintf(s, sizeof(s), "{\"f\":%s}", no[i]);
		ck_assert_int_eq(parse(s), 0);
		ck_assert_int_eq(papo_json_flag(&j, 2, &f), 0);
		ck_assert_int_eq(f, 0);
	}
	for (i = 0; i < 5; i++) {
		snprintf(s, sizeof(s), "{\"f\":%s}", bad[i]);
		ck_assert_int_eq(parse(s), 0);
		ck_assert_int_lt(papo_json_flag(&j, 2, &f), 0);
	}
}
END_TEST

START_TEST(numbers_round_trip)
{
	static const double xs[] = { 0.5, 2.474867, 1.0 / 3, -0.353552,
	    1e-7, 123456789012345678.0, 5e-324, 1.7976931348623157e308,
	    0.1, 3, -2, 2.4748737341529163 };
	struct papo_buf b = PAPO_BUF_INIT;
	size_t i;

	for (i = 0; i < sizeof(xs) / sizeof(xs[0]); i++) {
		papo_buf_reset(&b);
		papo_json_put_num(&b, xs[i]);
		ck_assert_msg(strtod(b.s, NULL) == xs[i], "%s", b.s);
	}
	papo_buf_reset(&b);
	papo_json_put_num(&b, 0.1);
	ck_assert_str_eq(b.s, "0.1");
	papo_buf_reset(&b);
	papo_json_put_num(&b, 3);
	ck_assert_str_eq(b.s, "3");
	papo_buf_reset(&b);
	papo_json_put_num(&b, (double)NAN);
	ck_assert_str_eq(b.s, "null");
	papo_buf_release(&b);
}
END_TEST

/* The reference: the shortest of %.15g, %.16g, %.17g that reads back. */
static void
shortest(char *o, double x)
{
	int p;

	if (x == 0) {
		strcpy(o, "0");
		return;
	}
	if (x == floor(x) && fabs(x) < 1e15) {
		sprintf(o, "%.0f", x);
		return;
	}
	for (p = 15; p < 17; p++) {
		sprintf(o, "%.*g", p, x);
		if (strtod(o, NULL) == x)
			return;
	}
	sprintf(o, "%.17g", x);
}

/*
 * The memo of formatted numbers gives what papo_json_put_num gives,
 * value by value, when values come again and share its slots: a few
 * hundred values, as a run's advantages take, drawn in random order
 * (values that differ in their last bit among them).
 */
START_TEST(numbers_cached)
{
	struct papo_buf a = PAPO_BUF_INIT, b = PAPO_BUF_INIT;
	struct papo_numcache *c = calloc(1, sizeof(*c));
	double v[900];
	uint64_t s = 2463534242ULL;
	size_t i, k;

	ck_assert_ptr_nonnull(c);
	for (i = 0; i < 900; i++) {
		double x = ((double)i - 450) / 7.0;

		/* every third the neighbour of the one before */
		v[i] = i % 3 == 2 ? nextafter(v[i - 1], 1e9) : x;
	}
	for (i = 0; i < (size_t)papo_test_reps(200000, 5000); i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		k = (size_t)(s % 900);
		papo_buf_reset(&a);
		papo_buf_reset(&b);
		papo_json_put_num(&a, v[k]);
		papo_json_put_num_cached(&b, v[k], c);
		ck_assert_msg(a.len == b.len && memcmp(a.s, b.s, a.len) == 0,
		    "%.17g: '%s' / cached '%s'", v[k], a.s, b.s);
	}
	free(c);
	papo_buf_release(&a);
	papo_buf_release(&b);
}
END_TEST

START_TEST(numbers_match_printf)
{
	struct papo_buf b = PAPO_BUF_INIT;
	uint64_t s = 88172645463325252ULL;
	char want[64];
	long i;

	/* random bit patterns, uniform values, ratios of integers */
	for (i = 0; i < papo_test_reps(300000, 5000); i++) {
		double x;

		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		if (i % 3 == 0) {
			memcpy(&x, &s, sizeof(x));
			if (isnan(x) || isinf(x))
				continue;
		} else if (i % 3 == 1)
			x = ((double)(s >> 11) / 9007199254740992.0 - 0.5) * 8;
		else
			x = ((double)(int64_t)(s % 2000001) - 1000000) /
			    ((double)(s >> 44) + 1);
		papo_buf_reset(&b);
		papo_json_put_num(&b, x);
		shortest(want, x);
		ck_assert_msg(strcmp(b.s, want) == 0, "%.17g: %s, want %s", x,
		    b.s, want);
	}
	papo_buf_release(&b);
}
END_TEST

/*
 * papo_json_num gives strtod's bits, on its fast path (up to 15
 * significant digits, a power of ten within 22) and off it: random
 * decimals around the path's edges, with and without an exponent.
 */
/*
 * Where the 17 digits are made without printf, its edges: powers of ten
 * and the doubles next to them (the decimal exponent guessed from log10
 * is off by one there), the ends of that range (about 1e-11 and 1e15),
 * and sums of few powers of two, whose exact decimals are short enough
 * to end in a 5 just past the 17th digit (a tie, left to printf).
 */
START_TEST(numbers_match_printf_edges)
{
	struct papo_buf b = PAPO_BUF_INIT;
	char want[64];
	int k, u, sign;
	long n, step = 2 * (4096 / papo_test_reps(4096, 1));

	/* the sums' loop is the costly one: under valgrind and ASan
	   (PAPO_UNIT_QUICK) every so many odd n, as property loops do */
	for (k = -330; k <= 310; k++)
		for (u = -3; u <= 3; u++)
			for (sign = -1; sign <= 1; sign += 2) {
				double x = pow(10, k);
				int t;

				for (t = 0; t < (u < 0 ? -u : u); t++)
					x = nextafter(x, u < 0 ? 0 : INFINITY);
				x *= sign;
				if (x == 0 || isinf(x))
					continue;
				papo_buf_reset(&b);
				papo_json_put_num(&b, x);
				shortest(want, x);
				ck_assert_msg(strcmp(b.s, want) == 0,
				    "%.17g: %s, want %s", x, b.s, want);
			}
	for (k = -80; k <= 60; k++)
		for (n = 1; n < 4096; n += step) {
			double x = ldexp((double)n, k) + ldexp(1, k + 53 -
			    (int)(n % 7));

			papo_buf_reset(&b);
			papo_json_put_num(&b, x);
			shortest(want, x);
			ck_assert_msg(strcmp(b.s, want) == 0,
			    "%.17g: %s, want %s", x, b.s, want);
		}
	papo_buf_release(&b);
}
END_TEST

START_TEST(numbers_read_as_strtod)
{
	static const char *const fixed[] = { "0", "-0", "-0.0e5", "1e22",
	    "1e23", "9007199254740993", "123456789012345e-22",
	    "0.000000000000000000001", "100000000000000000000000e-2",
	    "4.9e-324", "1.7976931348623157e308", "0e400", "1E+2",
	    "0.1", "-123.456e-7" };
	uint64_t r = 0x9e3779b97f4a7c15ULL;
	char num[64], rec[96];
	double x;
	long i, k;

	for (i = 0; i < (long)(sizeof(fixed) / sizeof(fixed[0])) +
	    papo_test_reps(200000, 5000); i++) {
		if (i < (long)(sizeof(fixed) / sizeof(fixed[0])))
			snprintf(num, sizeof(num), "%s", fixed[i]);
		else {
			int nd, dot, ex, len = 0;

			r ^= r << 13;
			r ^= r >> 7;
			r ^= r << 17;
			nd = 1 + (int)(r % 18);
			dot = (int)((r >> 8) % (unsigned)(nd + 1));
			ex = (int)((r >> 16) % 61) - 30;
			if ((r >> 24) & 1)
				num[len++] = '-';
			for (k = 0; k < nd; k++) {
				if (k == dot && k > 0)
					num[len++] = '.';
				num[len++] = (char)('0' + (k == 0 && nd > 1 &&
				    dot != 1 ? 1 + (r >> (28 + k)) % 9 :
				    (r >> (20 + 2 * k)) % 10));
			}
			num[len] = '\0';
			if ((r >> 26) & 1)
				snprintf(num + len, sizeof(num) - (size_t)len,
				    "e%d", ex);
		}
		snprintf(rec, sizeof(rec), "{\"f\":%s}", num);
		ck_assert_msg(parse(rec) == 0, "%s", rec);
		ck_assert_int_eq(papo_json_num(&j, 2, &x), 0);
		ck_assert_msg(memcmp(&x, &(double){ strtod(num, NULL) },
		    sizeof(x)) == 0, "%s: %.17g", num, x);
	}
}
END_TEST

START_TEST(strings_escape)
{
	struct papo_buf b = PAPO_BUF_INIT;

	papo_json_put_str(&b, "a\"b\\c\n\x01\xff\xc3\xa9", 10);
	ck_assert_str_eq(b.s, "\"a\\\"b\\\\c\\n\\u0001\xef\xbf\xbd\xc3\xa9\"");
	papo_buf_release(&b);
}
END_TEST

static char *
splice(const char *rec, const char *const *paths, const char *const *vals,
    size_t n)
{
	struct papo_path p[8];
	struct papo_edit ed[8];
	struct papo_buf out = PAPO_BUF_INIT;
	size_t i;

	ck_assert_int_eq(parse(rec), 0);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(papo_path_parse(&p[i], paths[i], &e), 0);
		ed[i].path = &p[i];
		ck_assert_int_eq(papo_json_slot(&j, &p[i], &ed[i].slot, &e), 0);
		ed[i].val = vals[i];
		ed[i].vlen = strlen(vals[i]);
	}
	papo_json_splice(&out, rec, strlen(rec), ed, n);
	for (i = 0; i < n; i++)
		papo_path_release(&p[i]);
	return papo_buf_detach(&out, NULL);
}

START_TEST(splicing)
{
	static const char *const p3[] = { "adv", "adv_out", "adv_proc" };
	static const char *const v3[] = { "1", "2", "null" };
	static const char *const pn[] = { "x.a", "x.b", "y" };
	static const char *const pd[] = { "meta.adv" };
	char *s;

	s = splice("{\"k\":\"v\",  \"adv\" : 9 }", p3, v3, 3);
	ck_assert_str_eq(s, "{\"k\":\"v\",  \"adv\" : 1 ,\"adv_out\":2,"
	    "\"adv_proc\":null}");
	free(s);
	s = splice("{}", p3, v3, 3);
	ck_assert_str_eq(s, "{\"adv\":1,\"adv_out\":2,\"adv_proc\":null}");
	free(s);
	s = splice("{\"z\":[1]}", pn, v3, 3);
	ck_assert_str_eq(s, "{\"z\":[1],\"x\":{\"a\":1,\"b\":2},\"y\":null}");
	free(s);
	s = splice("{\"meta\":{\"q\":1},\"z\":0}", pd, v3, 1);
	ck_assert_str_eq(s, "{\"meta\":{\"q\":1,\"adv\":1},\"z\":0}");
	free(s);
}
END_TEST

/* Edits in every order give the one record: they are sorted first. */
START_TEST(splicing_any_order)
{
	static const char *const paths[] = { "a", "z", "m" };
	static const char *const vals[] = { "1", "2", "3" };
	static const int perm[6][3] = {
		{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 },
		{ 2, 0, 1 }, { 2, 1, 0 }
	};
	const char *p[3], *v[3];
	char *s;
	int q, k;

	for (q = 0; q < 6; q++) {
		for (k = 0; k < 3; k++) {
			p[k] = paths[perm[q][k]];
			v[k] = vals[perm[q][k]];
		}
		s = splice("{\"a\":0,\"m\":[7],\"q\":1}", p, v, 3);
		ck_assert_str_eq(s, "{\"a\":1,\"m\":3,\"q\":1,\"z\":2}");
		free(s);
	}
}
END_TEST

/* splice_tail: the record's head then the tail is the whole splice */
START_TEST(splicing_tail)
{
	static const char *const recs[] = {
		"{\"k\":\"v\",  \"adv\" : 9 }", "{}", "{\"adv\":1,\"z\":2}",
		"{\"meta\":{\"q\":1},\"z\":0}",
	};
	static const char *const specs[] = { "adv", "meta.adv", "y" };
	static const char *const vals[] = { "1", "2", "null" };
	struct papo_path p[3];
	struct papo_edit ed[3];
	struct papo_buf whole = PAPO_BUF_INIT, tail = PAPO_BUF_INIT;
	size_t i, k, head;

	for (k = 0; k < 3; k++)
		ck_assert_int_eq(papo_path_parse(&p[k], specs[k], &e), 0);
	for (i = 0; i < 4; i++) {
		for (k = 0; k < 3; k++) {
			ck_assert_int_eq(parse(recs[i]), 0);
			ed[k].path = &p[k];
			ck_assert_int_eq(papo_json_slot(&j, &p[k], &ed[k].slot,
			    &e), 0);
			ed[k].val = vals[k];
			ed[k].vlen = strlen(vals[k]);
		}
		papo_buf_reset(&whole);
		papo_buf_reset(&tail);
		papo_json_splice(&whole, recs[i], strlen(recs[i]), ed, 3);
		head = papo_json_splice_tail(&tail, recs[i], strlen(recs[i]),
		    ed, 3);
		ck_assert_uint_eq(head + tail.len, whole.len);
		ck_assert(memcmp(whole.s, recs[i], head) == 0);
		ck_assert(memcmp(whole.s + head, tail.s, tail.len) == 0);
	}
	for (k = 0; k < 3; k++)
		papo_path_release(&p[k]);
	papo_buf_release(&whole);
	papo_buf_release(&tail);
}
END_TEST

/*
 * The members splice_top writes, of every length from 0 to 40 (keys,
 * values and the record before them), byte for byte as written by
 * hand: its copies of a few bytes must take each byte once.  Under
 * valgrind and ASan (PAPO_UNIT_QUICK) every pair of key and value
 * lengths still, with that many times fewer record lengths, starting at
 * a different one each pair (valgrind: 11 of check_json's 31 s).
 */
START_TEST(splicing_lengths)
{
	struct papo_path p;
	struct papo_edit ed;
	struct papo_buf out = PAPO_BUF_INIT, want = PAPO_BUF_INIT;
	char spec[48], rec[64], val[48];
	size_t kl, vl, m, k, step;
	size_t d = (size_t)(4096 / papo_test_reps(4096, 1));

	for (kl = 1; kl <= 40; kl++)
		for (vl = 0; vl <= 40; vl++)
			for (step = (1 + (kl + vl) % 7) * d,
			    m = d > 1 ? (kl * 7 + vl) % step : 0; m <= 40;
			    m += step) {
				for (k = 0; k < kl; k++)
					spec[k] =
					    (char)('a' + (k * 7 + kl) % 26);
				spec[kl] = '\0';
				for (k = 0; k < vl; k++)
					val[k] = (char)('0' + (k + vl) % 10);
				val[vl] = '\0';
				snprintf(rec, sizeof(rec), "{\"_\":\"%.*s\"}",
				    (int)m, "0123456789"
				    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ");
				ck_assert_int_eq(parse(rec), 0);
				ck_assert_int_eq(papo_path_parse(&p, spec, &e),
				    0);
				ck_assert_int_eq(papo_json_slot(&j, &p,
				    &ed.slot, &e), 0);
				ed.path = &p;
				ed.val = val;
				ed.vlen = vl;
				papo_buf_reset(&out);
				papo_buf_reset(&want);
				papo_json_splice(&out, rec, strlen(rec), &ed,
				    1);
				papo_buf_add(&want, rec, strlen(rec) - 1);
				papo_buf_addf(&want, ",\"%s\":%s}", spec, val);
				ck_assert_str_eq(out.s, want.s);
				papo_path_release(&p);
			}
	papo_buf_release(&out);
	papo_buf_release(&want);
}
END_TEST

/*
 * A string in a line's last 16 bytes, every byte value at each place
 * of it: plain ones taken, a control byte or a lone byte of 0x80 and
 * up refused at its column, as in a string anywhere else.
 */
START_TEST(line_end_strings)
{
	char line[64], want[96];
	size_t pre, post, k, at;
	int c;

	for (c = 0; c < 256; c++) {
		if (c == '"' || c == '\\')
			continue;
		for (pre = 0; pre <= 12; pre++)
			for (post = 0; post + pre <= 12; post++) {
				k = (size_t)snprintf(line, sizeof(line),
				    "{\"a\":1,\"k\":\"");
				at = k + pre;
				memset(line + k, 'x', pre + post + 1);
				line[at] = (char)c;
				k += pre + post + 1;
				memcpy(line + k, "\"}", 3);
				papo_err_clear(&e);
				if (c >= 0x20 && c < 0x80) {
					ck_assert_int_eq(papo_json_parse(&j,
					    line, k + 2, &e), 0);
					ck_assert_uint_eq(j.tok[4].end, k + 1);
					continue;
				}
				ck_assert_int_lt(papo_json_parse(&j, line,
				    k + 2, &e), 0);
				snprintf(want, sizeof(want),
				    "invalid JSON at column %zu: %s", at + 1,
				    c < 0x20 ? "control character in string" :
				    "invalid UTF-8 in string");
				ck_assert_str_eq(e.msg, want);
			}
	}
}
END_TEST

/*
 * A wanted key of every length from 1 to 24 beside keys one byte off
 * it at each place: only the key itself is found (the lookup compares
 * a few bytes by loads that overlap).
 */
START_TEST(find_keys_bytewise)
{
	char key[32], near[32], rec[96];
	struct papo_path p;
	const struct papo_path *pp = &p;
	size_t len, at;
	int idx;

	for (len = 1; len <= 24; len++) {
		for (at = 0; at < len; at++)
			key[at] = (char)('a' + (at * 5 + len) % 26);
		key[len] = '\0';
		ck_assert_int_eq(papo_path_parse(&p, key, &e), 0);
		for (at = 0; at < len; at++) {
			memcpy(near, key, len + 1);
			near[at] = near[at] == 'z' ? 'y' : (char)(near[at] + 1);
			snprintf(rec, sizeof(rec), "{\"%s\":1}", near);
			ck_assert_int_eq(parse(rec), 0);
			ck_assert_int_eq(papo_json_find_all(&j, &pp, 1, &idx,
			    &e), 0);
			ck_assert_int_eq(idx, -1);
			snprintf(rec, sizeof(rec), "{\"%s\":1,\"%s\":2}",
			    near, key);
			ck_assert_int_eq(parse(rec), 0);
			ck_assert_int_eq(papo_json_find_all(&j, &pp, 1, &idx,
			    &e), 0);
			ck_assert_int_eq(idx, 4);
		}
		papo_path_release(&p);
	}
}
END_TEST

START_TEST(slot_not_object)
{
	struct papo_path p;
	struct papo_slot sl;

	ck_assert_int_eq(parse("{\"meta\":3}"), 0);
	papo_path_parse(&p, "meta.adv", &e);
	ck_assert_int_lt(papo_json_slot(&j, &p, &sl, &e), 0);
	ck_assert(strstr(e.msg, "not an object") != NULL);
	papo_path_release(&p);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("json");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, accepts_valid);
	tcase_add_test(t, rejects_invalid);
	tcase_add_test(t, rejects_nul_byte);
	tcase_add_test(t, deep_nesting);
	tcase_add_test(t, string_scanners);
	tcase_add_test(t, backslash_runs);
	tcase_add_test(t, lookup_paths);
	tcase_add_test(t, list_paths);
	tcase_add_test(t, cut_patterns);
	tcase_add_test(t, duplicate_keys);
	tcase_add_test(t, find_keys_as_find);
	tcase_add_test(t, unescape);
	tcase_add_test(t, flags);
	tcase_add_test(t, numbers_round_trip);
	tcase_add_test(t, numbers_match_printf);
	tcase_add_test(t, numbers_cached);
	tcase_add_test(t, numbers_match_printf_edges);
	tcase_add_test(t, numbers_read_as_strtod);
	tcase_add_test(t, strings_escape);
	tcase_add_test(t, splicing);
	tcase_add_test(t, splicing_tail);
	tcase_add_test(t, splicing_any_order);
	tcase_add_test(t, splicing_lengths);
	tcase_add_test(t, line_end_strings);
	tcase_add_test(t, find_keys_bytewise);
	tcase_add_test(t, slot_not_object);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
