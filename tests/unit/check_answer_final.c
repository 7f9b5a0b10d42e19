/* SPDX-License-Identifier: MIT */
/*
 * check_answer_final.c: papo_answer_final_statement (answer_frame.c)
 * scans back from the end and stops at the last statement start it
 * meets; it must give the start the forward scan over the whole text
 * gave (ref_final below, that scan as it was): every sequence of up to
 * four pieces that end sentences or start a Chinese conclusion (". ",
 * "\n", "。", " 所以", a cut "。", "। ", ...), every a and b of each, and
 * sequences of six to forty drawn by a fixed generator.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "verify/answer.h"
#include "unit.h"

static const char *const piece[] = { ".", ". ", "!", "! ", "?", "? ",
	" ", "  ", "\n", "\t", "5", "x", ",", "\xe3\x80\x82", "\xe3\x80",
	"\xe3", "\x82", " \xe6\x89\x80\xe4\xbb\xa5", "\xe6\x89\x80\xe4\xbb\xa5",
	" \xe5\x9b\xa0\xe6\xad\xa4,", " \xe5\x9b\xa0\xe8\x80\x8c\xe4\xbb\x96",
	"\xe5\xb0\x8f", "7 ", "\xe3\x80\x82 ", "\xe0\xa5\xa4 ", "\xe0\xa5",
	"\xd0\xb8" };	/* и: no conclusion after a two-byte letter */
#define NPIECE (sizeof(piece) / sizeof(piece[0]))

/* The forward scan's Chinese conclusion ("= 8722美元 所以，"). */
static int
ref_concl(const char *s, size_t a, size_t i, size_t b)
{
	static const char *const concl[] = { "\xe6\x89\x80\xe4\xbb\xa5",
	    "\xe5\x9b\xa0\xe6\xad\xa4", "\xe5\x9b\xa0\xe8\x80\x8c", NULL };
	size_t k;

	if (s[i] != ' ' || i == a || !((i >= a + 3 &&
	    (unsigned char)s[i - 3] >= 0xe3 && (unsigned char)s[i - 3] < 0xf0) ||
	    (s[i - 1] >= '0' && s[i - 1] <= '9')) || b - i < 10)
		return 0;
	for (k = 0; concl[k]; k++)
		if (memcmp(s + i + 1, concl[k], 6) == 0)
			return (unsigned char)s[i + 7] >= 0xe3 ||
			    s[i + 7] == ',';
	return 0;
}

/* The scan over the whole of s[a..b), the last start kept. */
static size_t
ref_final(const char *s, size_t a, size_t b)
{
	size_t i, st = a;

	for (i = b; i > a && strchr(" \t\n\r\f\v", s[i - 1]) != NULL; i--)
		;
	if (i < b && i >= a + 3 && memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0)
		b = i;
	for (i = a; i + 1 < b; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n' || ((c == '.' || c == '!' || c == '?') &&
		    s[i + 1] == ' '))
			st = i + 1;
		else if (c == 0xe3 && i + 3 < b && (unsigned char)s[i + 1] ==
		    0x80 && (unsigned char)s[i + 2] == 0x82)
			st = i + 3;
		else if (c == ' ' && ref_concl(s, a, i, b))
			st = i + 1;
		else if (c == 0xe0 && i + 3 < b && (unsigned char)s[i + 1] ==
		    0xa5 && ((unsigned char)s[i + 2] == 0xa4 ||
		    (unsigned char)s[i + 2] == 0xa5) && s[i + 3] == ' ')
			st = i + 3;	/* the danda । ॥ */
	}
	while (st < b && s[st] == ' ')
		st++;
	return st;
}

/* s[0..n): every a and b, or (many) a few of them. */
static void
same(const char *s, size_t n, int all)
{
	size_t a, b, want, got;

	for (a = 0; a <= n; a += all ? 1 : n / 3 + 1)
		for (b = a; b <= n;
		    b += all || b + 1 >= n ? 1 : (n - a) / 4 + 1) {
			want = ref_final(s, a, b);
			got = papo_answer_final_statement(s, a, b);
			/* ck_abort_msg only on a difference: an assert
			   marks its place at each of millions of cases */
			if (got != want)
				ck_abort_msg("\"%.*s\" [%zu, %zu): forward "
				    "%zu, back %zu", (int)n, s, a, b, want,
				    got);
		}
}

START_TEST(every_four)
{
	char s[256];
	size_t d, n, len, total = 1;
	long count = 0;

	for (d = 0; d <= 4; d++, total *= NPIECE)
		for (n = 0; n < total; n++) {
			len = papo_test_seq(s, sizeof(s), piece, NPIECE, d, n,
			    "= 12", NULL);
			same(s, len, d < 4);
			count++;
		}
	ck_assert_int_gt(count, 300000);
}
END_TEST

START_TEST(drawn)
{
	char s[1024];
	uint32_t x = 2463534242u;
	long r, reps = papo_test_reps(100000, 2000);

	for (r = 0; r < reps; r++)
		same(s, papo_test_draw(s, sizeof(s), piece, NPIECE, 6, 35,
		    "so 7", &x), 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_final");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_four);
	tcase_add_test(tc, drawn);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
