/* SPDX-License-Identifier: MIT */
/*
 * check_answer_lastline.c: papo_answer_truncated (answer_frame.c) on a
 * last line that opens bold "**" or a backtick and never closes it.  The
 * line's start is found by memrchr and its backticks and pairs "**" by
 * memchr; the answer must be the byte-by-byte count's (ref_open below,
 * that count as it was): every sequence of up to six pieces of stars,
 * backticks, letters, spaces and line breaks, ending in a letter (so
 * that no other rule of the function decides), and sequences of eight
 * to sixty drawn by a fixed generator.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "verify/answer_impl.h"
#include "unit.h"

static const char *const piece[] = { "*", "**", "***", "`", "```", "x",
	" ", "\n", "* ", "``" };
#define NPIECE (sizeof(piece) / sizeof(piece[0]))

/* The last line's count, byte by byte from its start: open or not. */
static int
ref_open(const char *s, size_t e)
{
	size_t b, i, star = 0, tick = 0;

	for (b = e; b > 0 && s[b - 1] != '\n'; b--)
		;
	for (i = b; i < e; i++)
		if (s[i] == '`')
			tick++;
		else if (s[i] == '*' && i + 1 < e && s[i + 1] == '*') {
			star++;
			i++;
		}
	return star % 2 == 1 || (tick % 2 == 1 && tick != 3);
}

static void
same(char *s, size_t len)
{
	s[len++] = 'x';
	s[len] = '\0';
	ck_assert_msg(papo_answer_truncated(s, len) == ref_open(s, len),
	    "\"%s\": count %d, truncated %d", s, ref_open(s, len),
	    papo_answer_truncated(s, len));
}

START_TEST(every_six)
{
	char s[64];
	size_t d, n, j, total = 1;
	long count = 0, open = 0;

	for (d = 0; d <= 6; d++, total *= NPIECE)
		for (n = 0; n < total; n++) {
			size_t x = n, len = 0;

			for (j = 0; j < d; j++, x /= NPIECE)
				len += (size_t)snprintf(s + len, sizeof(s) -
				    len, "%s", piece[x % NPIECE]);
			same(s, len);
			open += ref_open(s, len + 1);
			count++;
		}
	ck_assert_int_gt(count, 1000000);
	ck_assert_int_gt(open, count / 4);	/* both answers asked */
	ck_assert_int_lt(open, count - count / 4);
}
END_TEST

START_TEST(drawn)
{
	char s[512];
	uint32_t x = 2463534242u;
	long r, reps = papo_test_reps(200000, 2000);

	for (r = 0; r < reps; r++) {
		size_t len = 0, d, j;

		x ^= x << 13, x ^= x >> 17, x ^= x << 5;
		d = 8 + x % 53;
		for (j = 0; j < d; j++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			len += (size_t)snprintf(s + len, sizeof(s) - len,
			    "%s%s", piece[x % NPIECE], (x >> 8) % 4 ? "" :
			    "so 7");
		}
		same(s, len);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_lastline");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_six);
	tcase_add_test(tc, drawn);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
