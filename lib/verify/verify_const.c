/* SPDX-License-Identifier: MIT */
/*
 * verify_const.c: general solutions whose arbitrary constants are
 * renamed or permuted (C_1 e^{2t} + C_2 e^{-3t} against
 * c_2 e^{2t} + c_1 e^{-3t}, or A e^{2t} + B e^{-3t}): the response's
 * constants tried under every one-to-one renaming onto the reference's.
 */
#include <string.h>

#include "buf.h"
#include "verify.h"
#include "verify_impl.h"

/* Constants a side may have; more is not a general solution we try. */
#define MAX_CONST 4
/* Places a side may name them in. */
#define MAX_PLACES 32

struct cside {
	size_t off[MAX_PLACES], len[MAX_PLACES];
	int which[MAX_PLACES];		/* index into key[] */
	size_t nplace;
	char key[MAX_CONST][8];	/* "c", "c1": lower case, digits */
	size_t nkey;
	int other;			/* a letter that is not a constant */
};

static int
alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int
digit(int c)
{
	return c >= '0' && c <= '9';
}

/*
 * The length of a constant's name at s[i] ("C", "C_1", "c_{2}", "K"),
 * its key written to key; 0 when s[i] does not start one.  Letters
 * allows: "C" (reference), "Cc" or "CcK" (response).
 */
static size_t
const_name(const char *s, size_t n, size_t i, const char *letters,
    char key[8])
{
	size_t j = i + 1, k = 1;

	if (strchr(letters, s[i]) == NULL || (i > 0 && (alpha(s[i - 1]) ||
	    s[i - 1] == '\\' || s[i - 1] == '_' || s[i - 1] == '^')))
		return 0;
	key[0] = (char)(s[i] | 0x20);
	if (j + 1 < n && s[j] == '_' && digit(s[j + 1])) {
		key[k++] = s[j + 1];
		j += 2;
	} else if (j + 2 < n && s[j] == '_' && s[j + 1] == '{') {
		size_t d = j + 2;

		while (d < n && digit(s[d]) && k < 4)
			key[k++] = s[d++];
		if (d == j + 2 || d >= n || s[d] != '}')
			return 0;
		j = d + 1;
	}
	/* "Ce^{2x}" is C times e^{2x}; any other letter run is a word */
	if (j < n && alpha(s[j]) && !(s[j] == 'e' && j + 1 < n &&
	    s[j + 1] == '^'))
		return 0;
	key[k] = '\0';
	return j - i;
}

/*
 * The constants of s[0..n) named with letters into c: -1 when there
 * are too many to try.  A command's name, and the argument of
 * \text-like commands, are skipped.
 */
/*
 * Is s[0..n), a \text's or \mathrm's words, a constant named as one
 * ("const", "constant", " const ")?
 */
static int
text_const(const char *s, size_t n)
{
	while (n > 0 && s[0] == ' ')
		s++, n--;
	while (n > 0 && s[n - 1] == ' ')
		n--;
	return (n == 5 && memcmp(s, "const", 5) == 0) ||
	    (n == 8 && memcmp(s, "constant", 8) == 0);
}

static int
scan(const char *s, size_t n, const char *letters, struct cside *c)
{
	size_t i = 0, len, k;
	char key[8];

	memset(c, 0, sizeof(*c));
	while (i < n) {
		if (s[i] == '\\') {
			size_t b = ++i;

			while (i < n && alpha(s[i]))
				i++;
			if (i - b >= 4 && (memcmp(s + b, "text", 4) == 0 ||
			    memcmp(s + b, "math", 4) == 0 || (i - b == 12 &&
			    memcmp(s + b, "operatorname", 12) == 0)) && i < n &&
			    s[i] == '{') {
				len = i + 1;
				while (i < n && s[i] != '}')
					i++;
				if (strchr(letters, 'K') != NULL &&
				    text_const(s + len, i - len) && i < n) {
					len = i + 1 - (b - 1);
					i = b - 1;	/* "\text{const}" */
					memcpy(key, "k", 2);
					goto place;
				}
			}
			continue;
		}
		if ((len = const_name(s, n, i, letters, key)) == 0) {
			if (alpha(s[i]))
				c->other = 1;
			i++;
			continue;
		}
place:
		for (k = 0; k < c->nkey && strcmp(c->key[k], key) != 0; k++)
			;
		if (k == c->nkey) {
			if (c->nkey == MAX_CONST)
				return -1;
			memcpy(c->key[c->nkey++], key, sizeof(key));
		}
		if (c->nplace == MAX_PLACES)
			return -1;
		c->off[c->nplace] = i;
		c->len[c->nplace] = len;
		c->which[c->nplace++] = (int)k;
		i += len;
	}
	return 0;
}

/* The permutation after p[0..n) in lexicographic order; 0 at the end. */
static int
next_perm(int *p, size_t n)
{
	size_t i, j;
	int t;

	if (n < 2)
		return 0;
	for (i = n - 1; i > 0 && p[i - 1] >= p[i]; i--)
		;
	if (i == 0)
		return 0;
	for (j = n - 1; p[j] <= p[i - 1]; j--)
		;
	t = p[i - 1], p[i - 1] = p[j], p[j] = t;
	for (j = n - 1; i < j; i++, j--)
		t = p[i], p[i] = p[j], p[j] = t;
	return 1;
}

/* The first place reference side g names its constant k. */
static size_t
first_place(const struct cside *g, int k)
{
	size_t i;

	for (i = 0; i < g->nplace && g->which[i] != k; i++)
		;
	return i;
}

int
papo_verify_renamed_constants(struct papo_verify *v, const char *gold,
    size_t gn, const char *pred, size_t pn)
{
	struct cside g, p;
	struct papo_buf out = PAPO_BUF_INIT;
	int perm[MAX_CONST], r = -1, capped = 0;
	size_t i, k, at;

	/* a constant alone ("C") may be an option letter or a point */
	if (scan(gold, gn, "C", &g) < 0 || g.nkey == 0 || !g.other)
		return -1;
	if (scan(pred, pn, "Cc", &p) < 0)
		return -1;
	/* "+ K", "+ k" (when the reference names no k: "C e^{-kt}") or
	   "+ \text{const}" for the one constant "+ C" of an
	   antiderivative */
	if (p.nkey == 0 && g.nkey == 1 && memchr(gold, 'K', gn) == NULL &&
	    scan(pred, pn, memchr(gold, 'k', gn) == NULL ? "Kk" : "K",
	    &p) < 0)
		return -1;
	/* "A e^{x} + B e^{-x}": constants named A and B, neither of them
	   the reference's */
	if (p.nkey == 0 && memchr(gold, 'A', gn) == NULL &&
	    memchr(gold, 'B', gn) == NULL && scan(pred, pn, "AB", &p) < 0)
		return -1;
	if (p.nkey != g.nkey)
		return -1;
	for (k = 0; k < g.nkey; k++)
		perm[k] = (int)k;
	do {
		papo_buf_reset(&out);
		at = 0;
		for (i = 0; i < p.nplace; i++) {
			size_t f = first_place(&g, perm[p.which[i]]);

			papo_buf_add(&out, pred + at, p.off[i] - at);
			papo_buf_add(&out, gold + g.off[f], g.len[f]);
			at = p.off[i] + p.len[i];
		}
		papo_buf_add(&out, pred + at, pn - at);
		k = (size_t)papo_verify_compare(v, gold, gn, out.s, out.len);
		if ((int)k == PAPO_V_EQUAL)
			r = PAPO_V_EQUAL;
		capped |= (int)k == PAPO_V_CAPPED;
	} while (r < 0 && next_perm(perm, g.nkey));
	papo_buf_release(&out);
	return r >= 0 ? r : capped ? PAPO_V_CAPPED : -1;
}
