/* SPDX-License-Identifier: MIT */
/*
 * check_answer_findbytes.c: papo_answer_find_bytes (answer_stmt.c), the
 * answer module's memmem, gives memmem's answer wherever the needle
 * stands against the sixteen-byte blocks it asks two bytes at a time:
 * every haystack of up to six bytes of a four-byte alphabet against
 * every needle of up to four, and drawn haystacks of up to 80 bytes
 * (first matches at and across every block's edge, a needle's first
 * two bytes repeated without the rest, a match running past the end)
 * against drawn needles of up to nine.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "unit.h"

/* answer_stmt.c's, declared in its folder's private answer_impl.h (not
   included here): the same prototype */
const char *papo_answer_find_bytes(const char *s, size_t n, const char *w,
    size_t wn);

/* The bytes LaTeX repeats most around a closer, and one other. */
static const char alpha[] = { '\\', ')', '$', 'a' };

/* s[0..n) holds w[0..wn) first where memmem says, or nowhere. */
static void
agrees(const char *s, size_t n, const char *w, size_t wn)
{
	const char *want = memmem(s, n, w, wn);
	const char *got = papo_answer_find_bytes(s, n, w, wn);

	if (got != want)
		ck_abort_msg("needle \"%.*s\" in \"%.*s\": at %ld, memmem %ld",
		    (int)wn, w, (int)n, s, got ? (long)(got - s) : -1L,
		    want ? (long)(want - s) : -1L);
}

/* The n bytes of number x in base 4, as alpha's bytes, into s. */
static void
spell(char *s, size_t n, unsigned long x)
{
	size_t k;

	for (k = 0; k < n; k++, x /= 4)
		s[k] = alpha[x % 4];
}

START_TEST(every_small)
{
	char s[6], w[4];
	size_t n, wn;
	unsigned long x, y, xs, ys;

	for (n = 0, xs = 1; n <= 6; n++, xs *= 4)
		for (wn = 0, ys = 1; wn <= 4; wn++, ys *= 4)
			for (x = 0; x < xs; x++)
				for (y = 0; y < ys; y++) {
					spell(s, n, x);
					spell(w, wn, y);
					agrees(s, n, w, wn);
				}
}
END_TEST

START_TEST(drawn)
{
	char s[96], w[10];
	uint64_t x = 88172645463325252ULL;
	size_t n, wn, k, at;
	long i;

	for (i = 0; i < 400000; i++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		n = (size_t)(x % 81);
		wn = 2 + (size_t)((x >> 8) % 8);
		for (k = 0; k < wn; k++)
			w[k] = alpha[(x >> (16 + 2 * k)) % 4];
		for (k = 0; k < n; k++) {
			x ^= x << 13, x ^= x >> 7, x ^= x << 17;
			/* mostly the needle's first two bytes, so that
			   most places pass the filter and fail after */
			s[k] = x % 3 == 0 ? alpha[(x >> 4) % 4] : w[k % 2];
		}
		/* the needle itself at a drawn place, whole or cut by the
		   end */
		at = n > 0 ? (size_t)((x >> 40) % n) : 0;
		if ((x >> 20) % 2 == 0)
			for (k = 0; k < wn && at + k < n; k++)
				s[at + k] = w[k];
		agrees(s, n, w, wn);
		/* from an odd start, so the blocks fall elsewhere */
		if (n > 1)
			agrees(s + 1, n - 1, w, wn);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_findbytes");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_small);
	tcase_add_test(tc, drawn);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
