/* SPDX-License-Identifier: MIT */
/*
 * problem_words.c: the index of where the problem's words start, built
 * once per record when it asks enough; each caller keeps its own rule
 * (whole word, stem, plural, case) and asks only the places this gives.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "ascii.h"
#include "problem_words.h"

void
papo_pwords_init(struct papo_pwords *w, const char *t, size_t n)
{
	w->t = t;
	w->n = t != NULL ? n : 0;
	w->pos = NULL;
	w->key = NULL;
	w->m = 0;
	w->state = 0;
	w->asked = 0;
	w->last = 0;
	w->memo_on = NULL;
	w->nmemo = 0;
}

void
papo_pwords_free(struct papo_pwords *w)
{
	free(w->pos);
	papo_pwords_init(w, w->t, w->n);
}

#ifdef __SSE2__
/*
 * The places among t[0..16) (t[-1] is read): a bit for each byte after
 * one that is not an ASCII letter, or of 0x80 or more.
 */
static unsigned
places16(const unsigned char *t)
{
	__m128i v = _mm_loadu_si128((const void *)t);
	/* the byte before a letter */
	__m128i lp = papo_ascii_letters16(_mm_loadu_si128((const void *)(t -
	    1)));

	return (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_andnot_si128(lp,
	    _mm_set1_epi8(-1)), v));
}
#endif

/* Fill pos and key with t[0..n)'s places, in order; their count. */
static size_t
fill(const unsigned char *t, size_t n, uint32_t *pos, unsigned char *key)
{
	size_t k = 0, m = 0, j;
	int after = 0;		/* the byte before is an ASCII letter */

#ifdef __SSE2__
	/* sixteen bytes at a time after the first */
	for (k = n > 0 ? 1 : 0, m = k; k + 16 <= n; k += 16) {
		unsigned bits = places16(t + k);

		for (; bits != 0; bits &= bits - 1) {
			j = k + (size_t)__builtin_ctz(bits);
			pos[m] = (uint32_t)j;
			key[m++] = (unsigned char)papo_ascii_lower(t[j]);
		}
	}
	if (m > 0) {
		pos[0] = 0;
		key[0] = (unsigned char)papo_ascii_lower(t[0]);
	}
	after = k > 0 && papo_ascii_alpha(t[k - 1]);
#endif
	for (; k < n; k++) {
		if (!after || t[k] >= 0x80) {
			pos[m] = (uint32_t)k;
			key[m++] = (unsigned char)papo_ascii_lower(t[k]);
		}
		after = papo_ascii_alpha(t[k]);
	}
	return m;
}

/*
 * Build w's index: 1, or -1 without memory (then w is scanned).  Room
 * for a place at every byte, not counted first.
 */
static int
build(struct papo_pwords *w)
{
	size_t n = w->n;
	uint32_t *pos;

	if (n >= UINT32_MAX)
		return -1;
	if ((pos = malloc((n + 1) * (sizeof(*pos) + 1))) == NULL)
		return -1;
	w->pos = pos;
	w->key = (unsigned char *)(pos + n + 1);
	w->m = fill((const unsigned char *)w->t, n, pos, w->key);
	return 1;
}

/*
 * The first byte of t[from..n) that is letter c (lower case) or its
 * capital, or (size_t)-1: the bytes with 0x20 set, sixteen at a time
 * where SSE2 is, else two memchr (the second only up to the first's
 * place).  With starts, where SSE2 is, only one not right after an
 * ASCII letter (a word's start); without SSE2 the caller skips the
 * others.
 */
static size_t
letter_next(const char *t, size_t n, int c, size_t from, int starts)
{
#ifdef __SSE2__
	const __m128i low = _mm_set1_epi8(0x20), cc = _mm_set1_epi8((char)c);

	if (starts && from == 0 && n > 0) {	/* t[0] starts a word */
		if ((t[0] | 0x20) == c)
			return 0;
		from = 1;
	}
	for (; from + 16 <= n; from += 16) {
		__m128i v = _mm_loadu_si128((const void *)(t + from));
		unsigned bits = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_or_si128(v, low), cc));

		if (starts && bits != 0)	/* from >= 1: t[from - 1] */
			bits &= places16((const unsigned char *)t + from);
		if (bits != 0)
			return from + (size_t)__builtin_ctz(bits);
	}
	for (; from < n; from++)
		if ((t[from] | 0x20) == c && (!starts || from == 0 ||
		    !papo_ascii_alpha((unsigned char)t[from - 1])))
			return from;
	return (size_t)-1;
#else
	(void)starts;
	const char *q, *u;

	q = memchr(t + from, c, n - from);
	u = memchr(t + from, c - 0x20, q != NULL ? (size_t)(q - t) - from :
	    n - from);
	q = u != NULL ? u : q;
	return q != NULL ? (size_t)(q - t) : (size_t)-1;
#endif
}

/* The first byte of t[from..n) that is c or, c a letter, its capital
   (with starts, as letter_next); (size_t)-1 when there is none. */
static size_t
scan(const char *t, size_t n, int c, size_t from, int starts)
{
	const char *q;

	if (from >= n)
		return (size_t)-1;
	if (c >= 'a' && c <= 'z')
		return letter_next(t, n, c, from, starts);
	q = memchr(t + from, c, n - from);	/* a byte no case folds to */
	return q != NULL ? (size_t)(q - t) : (size_t)-1;
}

size_t
papo_pwords_next(struct papo_pwords *w, const char *t, size_t n, int c,
    size_t from)
{
	size_t lo, hi, mid;
	const char *q;
	int own;

	c &= 0xff;
	if (w != NULL && w->t == t && w->n == n && t != NULL) {
		if (w->state == 0 && from == 0 &&
		    ++w->asked > PAPO_PWORDS_SCANS)
			w->state = build(w);
		if (w->state == 1) {
			lo = 0;
			hi = w->m;
			if (w->last + 1 < w->m && w->pos[w->last] < from &&
			    w->pos[w->last + 1] >= from)
				lo = hi = w->last + 1;	/* on from the last */
			else if (from == 0)
				hi = 0;		/* from the first */
			while (lo < hi) {	/* the first place >= from */
				mid = lo + (hi - lo) / 2;
				if (w->pos[mid] < from)
					lo = mid + 1;
				else
					hi = mid;
			}
			/* the first word from there that starts with c: its
			   key found by memchr */
			if (lo < w->m && (q = memchr(w->key + lo, c, w->m -
			    lo)) != NULL) {
				w->last = (size_t)((const unsigned char *)q -
				    w->key);
				return w->pos[w->last];
			}
			return (size_t)-1;
		}
	}
	if (t == NULL || (c >= 'A' && c <= 'Z'))
		return (size_t)-1;	/* no byte folds to a capital */
	/* w's own text not indexed yet: only the places the index gives
	   (a byte below 0x80 after a letter is none), not every byte c */
	own = w != NULL && w->t == t && w->n == n && c < 0x80;
	from = scan(t, n, c, from, own);
	if (own)
		while (from != (size_t)-1 && from > 0 &&
		    papo_ascii_alpha((unsigned char)t[from - 1]))
			from = scan(t, n, c, from + 1, own);
	return from;
}
