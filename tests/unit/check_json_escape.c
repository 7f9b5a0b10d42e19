/* SPDX-License-Identifier: MIT */
/*
 * check_json_escape.c: the vector string scanner tells which bytes a
 * backslash may escape from a table of nibbles (lib/json.c,
 * load_avx512); it must take and refuse exactly what the portable
 * scanner and a plain reading of RFC 8259 do.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "unit.h"

/* The result of parsing s[0, n): "" when it parses, else the message. */
static void
parse_msg(struct papo_json *j, const char *s, size_t n, char *msg,
    size_t size)
{
	struct papo_err e;

	papo_err_clear(&e);
	if (papo_json_parse(j, s, n, &e) < 0)
		snprintf(msg, size, "%s", e.msg);
	else
		msg[0] = '\0';
}

/* May c follow a backslash in JSON, u aside (RFC 8259, section 7)? */
static int
simple(int c)
{
	return c != '\0' && strchr("\"\\/bfnrt", c) != NULL;
}

/*
 * Every byte after a backslash, at every place in the string's first
 * three 64-byte blocks, the line closed or cut short after it: the
 * vector scanner says what the portable one says, and both say what
 * the RFC says.
 */
START_TEST(every_escaped_byte)
{
	struct papo_json j;
	char line[256], m0[1100], m1[1100];
	size_t pad, n, k;
	int c, cut, have, nbad = 0;

	papo_json_init(&j);
	have = papo_json_use_simd(&j, 1) >= 0;
	for (c = 0; c < 256; c++)
		for (pad = 0; pad < 140; pad++)
			for (cut = 0; cut <= 2; cut++) {
				n = 0;
				memcpy(line, "{\"k\":\"", 6);
				n = 6;
				for (k = 0; k < pad; k++)
					line[n++] = (char)('a' + k % 26);
				line[n++] = '\\';
				if (cut < 2)
					line[n++] = (char)c;
				if (cut == 0) {
					if (c == 'u') {
						memcpy(line + n, "00e9", 4);
						n += 4;
					}
					line[n++] = '"';
					line[n++] = '}';
				}
				papo_json_use_simd(&j, 0);
				parse_msg(&j, line, n, m0, sizeof(m0));
				if (have) {
					papo_json_use_simd(&j, 1);
					parse_msg(&j, line, n, m1, sizeof(m1));
					ck_assert_msg(strcmp(m0, m1) == 0,
					    "byte %d at %zu, cut %d: portable "
					    "'%s', vector '%s'", c, pad, cut,
					    m0, m1);
				}
				if (cut != 0)
					ck_assert_msg(m0[0] != '\0',
					    "a cut line parsed");
				else if (simple(c) || c == 'u')
					ck_assert_msg(m0[0] == '\0',
					    "byte %d refused: %s", c, m0);
				else {
					ck_assert_msg(strstr(m0, "invalid "
					    "escape") != NULL, "byte %d at %zu:"
					    " '%s'", c, pad, m0);
					nbad++;
				}
			}
	/* 247 bytes are no escape, at 140 places */
	ck_assert_int_eq(nbad, 247 * 140);
	papo_json_release(&j);
}
END_TEST

/*
 * Strings dense in escapes, good and bad, with other faults near them
 * (control bytes, bad UTF-8, \u with too few digits, runs of
 * backslashes), the line ending just after the string or more than a
 * block after it: the two scanners give the same message, the same
 * column, and the same tokens when the line parses, escaped or not
 * alike.
 */
START_TEST(dense_escapes)
{
	static const char *const alpha[] = {
		"\\n", "\\\\", "\\\"", "\\/", "\\t", "\\u0041", "\\uDEAD",
		"\\frac", "\\b", "\\r", "a", "b", " ", "\\x", "\\'", "\\a",
		"\\0", "\\U0041", "\\u00", "\\u00g1", "\\\xc3\xa9", "\\\x01",
		"\x01", "\xc3\xa9", "\xc3", "\\\\\\", "\\\\\\\\", "\\N",
	};
	struct papo_json j;
	char line[1024], m0[1100], m1[1100];
	unsigned char esc0[8];
	unsigned seed = 2026;
	long round;
	size_t n, len, k, t0;
	int nok = 0, nbad = 0;

	papo_json_init(&j);
	if (papo_json_use_simd(&j, 1) < 0) {
		papo_json_release(&j);
		return;		/* no vector scanner to compare */
	}
	for (round = 0; round < papo_test_reps(60000, 600); round++) {
		seed = seed * 1103515245 + 12345;
		n = 0;
		memcpy(line, "{\"k\":\"", 6);
		n = 6;
		for (k = 0; k < (seed >> 8) % 64; k++)
			line[n++] = 'p';
		seed = seed * 1103515245 + 12345;
		len = (seed >> 8) % 120;
		for (k = 0; k < len; k++) {
			const char *a;

			seed = seed * 1103515245 + 12345;
			/* mostly good escapes and letters */
			a = (seed >> 16) % 8 ? alpha[(seed >> 8) % 12] :
			    alpha[(seed >> 8) % (sizeof(alpha) /
			    sizeof(alpha[0]))];
			memcpy(line + n, a, strlen(a));
			n += strlen(a);
		}
		seed = seed * 1103515245 + 12345;
		if ((seed >> 8) % 5) {
			memcpy(line + n, "\",\"x\":1", 7);
			n += 7;
			/* members after the string, more than a block of
			   them half the time (a record's after its response) */
			if ((seed >> 16) % 2) {
				memcpy(line + n, ",\"tail\":\"", 9);
				n += 9;
				memset(line + n, 't', 70);
				n += 70;
				line[n++] = '"';
			}
			line[n++] = '}';
		}
		papo_json_use_simd(&j, 0);
		parse_msg(&j, line, n, m0, sizeof(m0));
		t0 = m0[0] == '\0' ? j.ntok : 0;
		for (k = 0; k < t0 && k < sizeof(esc0); k++)
			esc0[k] = j.tok[k].escaped;
		papo_json_use_simd(&j, 1);
		parse_msg(&j, line, n, m1, sizeof(m1));
		ck_assert_msg(strcmp(m0, m1) == 0, "round %ld: portable '%s', "
		    "vector '%s'", round, m0, m1);
		if (m0[0] == '\0') {
			ck_assert_uint_eq(t0, j.ntok);
			/* what the decoding of a value relies on */
			for (k = 0; k < t0 && k < sizeof(esc0); k++)
				ck_assert_msg(esc0[k] == j.tok[k].escaped,
				    "round %ld: token %zu escaped %d / %d",
				    round, k, esc0[k], j.tok[k].escaped);
			nok++;
		} else
			nbad++;
	}
	/* both kinds were made */
	ck_assert_int_gt(nok, 0);
	ck_assert_int_gt(nbad, 0);
	papo_json_release(&j);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("json_escape");
	TCase *t = tcase_create("core");

	tcase_set_timeout(t, 0);
	tcase_add_test(t, every_escaped_byte);
	tcase_add_test(t, dense_escapes);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
