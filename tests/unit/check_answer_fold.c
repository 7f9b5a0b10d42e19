/* SPDX-License-Identifier: MIT */
/*
 * check_answer_fold.c: papo_frame_fold_at (answer_frame.c), the case
 * folding every row lookup reads text through, against the C library's
 * towlower() in a UTF-8 locale: for every code point of one or two
 * UTF-8 bytes, folding each byte gives the code point itself or its
 * lower case and nothing else, keeps its length, and folds again to
 * the same; on the capitals the rows' languages write (ASCII, Latin-1,
 * Latin Extended-A, Cyrillic) it gives the lower case.  A lead byte at
 * the end of its range is left as it is.
 */
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wctype.h>

#include <check.h>

#include "unit.h"

/* answer_frame.c's, declared in its folder's private
   answer_frame_impl.h (not included here): the same prototype */
unsigned papo_frame_fold_at(const char *s, size_t i, size_t end);

static size_t
enc(unsigned cp, char *b)
{
	if (cp < 0x80) {
		b[0] = (char)cp;
		return 1;
	}
	b[0] = (char)(0xc0 | cp >> 6);
	b[1] = (char)(0x80 | (cp & 0x3f));
	return 2;
}

static unsigned
dec(const char *b, size_t n)
{
	return n == 1 ? (unsigned char)b[0] :
	    ((unsigned char)b[0] & 0x1fu) << 6 | ((unsigned char)b[1] & 0x3fu);
}

/* s (n bytes, one code point, after a byte of its own) folded into out */
static void
folded(const char *s, size_t n, char *out)
{
	char t[4];
	size_t k;

	t[0] = 'x';	/* what fold_at may read before it */
	memcpy(t + 1, s, n);
	for (k = 0; k < n; k++)
		out[k] = (char)papo_frame_fold_at(t, k + 1, n + 1);
}

/* the capitals the rows' languages write, which must fold */
static int
covered(unsigned cp)
{
	return (cp >= 'A' && cp <= 'Z') || (cp >= 0xc0 && cp <= 0xde &&
	    cp != 0xd7) || (cp >= 0x100 && cp < 0x180 && cp != 0x130 &&
	    cp != 0x13f && cp != 0x178 && towlower(cp) != cp) ||
	    (cp >= 0x400 && cp < 0x430) || cp == 0x490;
}

START_TEST(against_towlower)
{
	char b[2], f[2], g[2];
	unsigned cp, got, low, n_cov = 0;
	size_t n;

	ck_assert_msg(setlocale(LC_CTYPE, "C.UTF-8") != NULL,
	    "no C.UTF-8 locale");
	for (cp = 1; cp < 0x800; cp++) {
		n = enc(cp, b);
		folded(b, n, f);
		got = dec(f, n);
		low = (unsigned)towlower((wint_t)cp);
		/* a lower case of another length is left as it is */
		ck_assert_msg(got == cp || got == low,
		    "U+%04X folds to U+%04X (lower U+%04X)", cp, got, low);
		if (covered(cp)) {
			ck_assert_msg(got == low && low != cp,
			    "U+%04X not folded to U+%04X", cp, low);
			n_cov++;
		}
		folded(f, n, g);
		ck_assert_msg(memcmp(f, g, n) == 0, "U+%04X folds twice", cp);
	}
	/* A-Z, À-Þ, Latin Extended-A's, Ѐ-Я, Ґ */
	ck_assert_uint_ge(n_cov, 26 + 30 + 60 + 48 + 1);
}
END_TEST

START_TEST(lead_at_end)
{
	/* "Я" cut after its lead byte: the lead is kept */
	const char s[] = "\xd0";

	ck_assert_uint_eq(papo_frame_fold_at(s, 0, 1), 0xd0);
	/* its continuation read alone, the lead before it */
	ck_assert_uint_eq(papo_frame_fold_at("\xd0\xaf", 1, 2), 0x8f);
	ck_assert_uint_eq(papo_frame_fold_at("\xd0\xaf", 0, 2), 0xd1);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_fold");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, against_towlower);
	tcase_add_test(tc, lead_at_end);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
