/* SPDX-License-Identifier: MIT */
/*
 * check_json_unescape.c: papo_json_str decodes an escaped string in
 * place, into room reserved once (lib/json_value.c); a buffer with a cap
 * the string may pass takes the old path, escape by escape.  Generated
 * strings of every escape (the short ones, \u in either case, surrogate
 * pairs, lone surrogates, a high one before a low one written apart),
 * raw UTF-8 and plain runs of every length, read by both paths, must
 * give what a plain reading of RFC 8259 gives.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "unit.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

static void
put_u8(struct papo_buf *b, unsigned long cp)
{
	char u[4];
	size_t n;

	if (cp < 0x80) {
		u[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		u[0] = (char)(0xc0 | (cp >> 6));
		u[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		u[0] = (char)(0xe0 | (cp >> 12));
		u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		u[0] = (char)(0xf0 | (cp >> 18));
		u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	papo_buf_add(b, u, n);
}

/* \uXXXX of v, its hex digits in either case. */
static void
put_u(struct papo_buf *b, unsigned v)
{
	papo_buf_addf(b, rnd(2) ? "\\u%04x" : "\\u%04X", v);
}

/*
 * One piece of a JSON string's text into t, and what it stands for (as
 * the RFC reads it) into want; a lone surrogate stands for U+FFFD.  A
 * high surrogate alone is followed by a byte or a short escape, so that
 * it is not read as a pair with what follows.
 */
static void
piece(struct papo_buf *t, struct papo_buf *want)
{
	static const char shorts[] = "\"\\/bfnrt";
	static const char means[] = "\"\\/\b\f\n\r\t";
	static const unsigned long bmp[] = { 0xe9, 0x3b1, 0x416, 0x2212,
	    0x4e2d, 0x3002, 0xff01, 0xfffd, 0x7ff, 0x800, 0xffff };
	unsigned k, c;
	unsigned long cp;
	size_t run;

	switch (rnd(9)) {
	case 0:	/* a short escape */
		k = rnd(sizeof(shorts) - 1);
		papo_buf_addc(t, '\\');
		papo_buf_addc(t, shorts[k]);
		papo_buf_addc(want, means[k]);
		break;
	case 1:	/* a control character, escaped */
		c = 1 + rnd(0x1f);
		put_u(t, c);
		papo_buf_addc(want, (int)c);
		break;
	case 2:	/* a character of the BMP, escaped or raw */
		cp = bmp[rnd(sizeof(bmp) / sizeof(bmp[0]))];
		if (rnd(2))
			put_u(t, (unsigned)cp);
		else
			put_u8(t, cp);
		put_u8(want, cp);
		break;
	case 3:	/* beyond the BMP: a surrogate pair, or raw */
		cp = 0x10000 + rnd(0x100000);
		if (rnd(2)) {
			put_u(t, (unsigned)(0xd800 + ((cp - 0x10000) >> 10)));
			put_u(t, (unsigned)(0xdc00 + ((cp - 0x10000) & 0x3ff)));
		} else
			put_u8(t, cp);
		put_u8(want, cp);
		break;
	case 4:	/* a lone low surrogate */
		put_u(t, 0xdc00 + rnd(0x400));
		put_u8(want, 0xfffd);
		break;
	case 5:	/* a lone high surrogate, then a plain byte */
		put_u(t, 0xd800 + rnd(0x400));
		put_u8(want, 0xfffd);
		papo_buf_addc(t, 'q');
		papo_buf_addc(want, 'q');
		break;
	case 6:	/* a high surrogate before a short escape */
		put_u(t, 0xd800 + rnd(0x400));
		papo_buf_add(t, "\\n", 2);
		put_u8(want, 0xfffd);
		papo_buf_addc(want, '\n');
		break;
	default:	/* a plain run, of any length up to 80 */
		run = rnd(81);
		while (run-- > 0) {
			c = 0x20 + rnd(0x5f);
			if (c == '"' || c == '\\')
				c = 'x';
			papo_buf_addc(t, (int)c);
			papo_buf_addc(want, (int)c);
		}
		break;
	}
}

/* Parse {"s":"t"} into j; the index of the string's token. */
static int
parse_one(struct papo_json *j, struct papo_buf *rec, const struct papo_buf *t)
{
	struct papo_err e;

	papo_buf_reset(rec);
	papo_buf_adds(rec, "{\"s\":\"");
	papo_buf_add(rec, t->s, t->len);
	papo_buf_adds(rec, "\"}");
	papo_err_clear(&e);
	ck_assert_msg(papo_json_parse(j, rec->s, rec->len, &e) == 0,
	    "%s: %s", rec->s, e.msg);
	ck_assert_int_eq(papo_json_type(j, 2), PAPO_JSON_STRING);
	return 2;
}

/* b holds pre then want, NUL-ended. */
static void
holds(const struct papo_buf *b, const char *pre, const struct papo_buf *want,
    const char *text)
{
	size_t pl = strlen(pre);

	ck_assert_msg(b->len == pl + want->len && memcmp(b->s, pre, pl) ==
	    0 && memcmp(b->s + pl, want->s, want->len) == 0,
	    "decoding \"%s\": %zu bytes, want %zu", text, b->len,
	    pl + want->len);
	ck_assert_int_eq(b->s[b->len], '\0');
}

START_TEST(decoded_as_the_rfc_reads)
{
	struct papo_json j;
	struct papo_buf t = PAPO_BUF_INIT, want = PAPO_BUF_INIT;
	struct papo_buf rec = PAPO_BUF_INIT, got = PAPO_BUF_INIT;
	long r, reps = papo_test_reps(20000, 500);
	int i, k, pieces, escaped = 0;

	papo_json_init(&j);
	for (r = 0; r < reps; r++) {
		papo_buf_reset(&t);
		papo_buf_reset(&want);
		pieces = 1 + (int)rnd(12);
		for (k = 0; k < pieces; k++)
			piece(&t, &want);
		if (rnd(8) == 0) {	/* a high surrogate ends it */
			put_u(&t, 0xd800 + rnd(0x400));
			put_u8(&want, 0xfffd);
		}
		i = parse_one(&j, &rec, &t);
		escaped += j.tok[i].escaped != 0;
		/* an empty buffer, and one that holds bytes already (the
		   room reserved after them) */
		papo_buf_release(&got);
		ck_assert_int_eq(papo_json_str(&j, i, &got), 0);
		holds(&got, "", &want, t.s);
		papo_buf_reset(&got);
		papo_buf_adds(&got, "ab");
		ck_assert_int_eq(papo_json_str(&j, i, &got), 0);
		holds(&got, "ab", &want, t.s);
		/* a cap the escaped text passes but the decoded one does
		   not: the old path, the whole string */
		papo_buf_release(&got);
		got.max = want.len + rnd((unsigned)(t.len - want.len + 1));
		ck_assert_int_eq(papo_json_str(&j, i, &got), 0);
		holds(&got, "", &want, t.s);
		/* a cap it passes (0 is none): never more than the cap */
		if (want.len > 1) {
			papo_buf_release(&got);
			got.max = 1 + rnd((unsigned)want.len - 1);
			papo_json_str(&j, i, &got);
			ck_assert_uint_le(got.len, got.max);
		}
		got.max = 0;
	}
	ck_assert_int_gt(escaped, reps / 2);	/* most hold an escape */
	papo_buf_release(&t);
	papo_buf_release(&want);
	papo_buf_release(&rec);
	papo_buf_release(&got);
	papo_json_release(&j);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("json_unescape");
	TCase *t = tcase_create("core");

	tcase_set_timeout(t, 0);
	tcase_add_test(t, decoded_as_the_rfc_reads);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
