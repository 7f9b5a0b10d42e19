/* SPDX-License-Identifier: MIT */
/*
 * problem_words.c: the index of where the problem's words start, built
 * once per record when it asks enough; each caller keeps its own rule
 * (whole word, stem, plural, case) and asks only the places this gives.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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
}

void
papo_pwords_free(struct papo_pwords *w)
{
	free(w->pos);
	papo_pwords_init(w, w->t, w->n);
}

/* Build w's index: 1, or -1 without memory (then w is scanned). */
static int
build(struct papo_pwords *w)
{
	const unsigned char *t = (const unsigned char *)w->t;
	size_t k, n = w->n, m = 0, most = 1;
	uint32_t *pos;
	unsigned char *key;
	int after = 0;		/* the byte before is an ASCII letter */

	if (n >= UINT32_MAX)
		return -1;
	for (k = 1; k < n; k++)	/* the places, counted */
		most += !papo_ascii_alpha(t[k - 1]) || t[k] >= 0x80;
	if ((pos = malloc(most * (sizeof(*pos) + 1))) == NULL)
		return -1;
	key = (unsigned char *)(pos + most);
	for (k = 0; k < n; k++) {
		if (!after || t[k] >= 0x80) {
			pos[m] = (uint32_t)k;
			key[m++] = (unsigned char)papo_ascii_lower(t[k]);
		}
		after = papo_ascii_alpha(t[k]);
	}
	w->pos = pos;
	w->key = key;
	w->m = m;
	return 1;
}

size_t
papo_pwords_next(struct papo_pwords *w, const char *t, size_t n, int c,
    size_t from)
{
	size_t lo, hi, mid;
	const char *q;

	c &= 0xff;
	if (w != NULL && w->t == t && w->n == n && t != NULL) {
		if (w->state == 0 && from == 0 && ++w->asked > PAPO_PWORDS_SCANS)
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
	if (t == NULL || from >= n || (c >= 'A' && c <= 'Z'))
		return (size_t)-1;	/* no byte folds to a capital */
	if (c >= 'a' && c <= 'z') {
		/* c or its capital, whichever comes first: two memchr, the
		   second only up to the first's place */
		const char *u;

		q = memchr(t + from, c, n - from);
		u = memchr(t + from, c - 0x20, q != NULL ? (size_t)(q - t) -
		    from : n - from);
		q = u != NULL ? u : q;
		return q != NULL ? (size_t)(q - t) : (size_t)-1;
	}
	q = memchr(t + from, c, n - from);	/* a byte no case folds to */
	return q != NULL ? (size_t)(q - t) : (size_t)-1;
}
