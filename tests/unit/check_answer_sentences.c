/* SPDX-License-Identifier: MIT */
/*
 * check_answer_sentences.c: papo_answer_last_sentences (answer_stmt.c),
 * the last sentence's start and the one before it from one scan, against
 * papo_answer_last_sentence asked twice (verify.c's two_forms asked it
 * twice before).  The second scan goes on from a place the first marked;
 * it must decide as a scan from the start would, whatever the bytes
 * near the shorter end: every sequence of up to four pieces that end
 * sentences, open or close math, break lines or trim (". ", "$$", "\\(",
 * "\n\n", "**", "。", ...), and sequences of six to forty of them drawn
 * by a fixed generator, each with words between or not.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "verify/answer.h"
#include "unit.h"

static const char *const piece[] = { ".", ". ", "!", "? ", ":", " ", "\t",
	"\n", "\n\n", "\r\n", "$", "$$", "\\(", "\\)", "\\[", "\\]", "\\",
	"**", "*", "5", "x", "ab", "(", "=", ",", "\xe3\x80\x82",
	"\xe0\xa5\xa4", ".**", "i.e", "5.\n " };
#define NPIECE (sizeof(piece) / sizeof(piece[0]))

/* s[0..n): one scan against two. */
static void
same(const char *s, size_t n)
{
	size_t a = papo_answer_last_sentence(s, n), b = 0, a1;

	a1 = papo_answer_last_sentences(s, n, &b);
	/* ck_abort_msg only on a difference: an assert marks its place
	   at each of a million cases */
	if (a1 != a)
		ck_abort_msg("\"%s\": last %zu, one scan %zu", s, a, a1);
	if (b != papo_answer_last_sentence(s, a))
		ck_abort_msg("\"%s\": before %zu, one scan %zu", s,
		    papo_answer_last_sentence(s, a), b);
}

START_TEST(every_four)
{
	char s[256];
	size_t d, n, total = 1;
	long count = 0;

	/* words before and between, or none */
	for (d = 0; d <= 4; d++, total *= NPIECE)
		for (n = 0; n < total; n++) {
			same(s, papo_test_seq(s, sizeof(s), piece, NPIECE, d,
			    n, "The sum is 12", "y 4"));
			count++;
		}
	ck_assert_int_gt(count, 800000);
}
END_TEST

START_TEST(drawn)
{
	char s[1024];
	uint32_t x = 2463534242u;
	long r, reps = papo_test_reps(200000, 2000);

	for (r = 0; r < reps; r++)
		same(s, papo_test_draw(s, sizeof(s), piece, NPIECE, 6, 35,
		    "so 7", &x));
}
END_TEST

/* a response of over 4096 bytes: two scans, each from its window */
START_TEST(long_text)
{
	static char s[9000];
	size_t len = 0, j;

	for (j = 0; len + 40 < sizeof(s); j++)
		len += (size_t)snprintf(s + len, sizeof(s) - len, "%s%s",
		    piece[j % NPIECE], j % 5 ? "word" : "");
	same(s, len);
	same(s, 4097);
	same(s, 4096);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_sentences");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_four);
	tcase_add_test(tc, drawn);
	tcase_add_test(tc, long_text);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
