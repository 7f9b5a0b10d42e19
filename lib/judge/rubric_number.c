/* SPDX-License-Identifier: MIT */
/*
 * rubric_number.c: the numbers a verdict is written with: a decimal,
 * a fraction ("3/5", "\frac{3}{5}"), exact comparisons of them with the
 * rubric's tiers, and the last \boxed{} of a reply.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

const char *
papo_rubric_find_mem(const char *s, size_t n, const char *needle)
{
	return memmem(s, n, needle, strlen(needle));
}

/* A plain decimal: digits with at most one '.', at least one digit. */
static int
decimal(const char *s, size_t n, double *x)
{
	char tmp[64];
	size_t i, digits = 0, dots = 0;

	if (n == 0 || n >= sizeof(tmp))
		return -1;
	for (i = 0; i < n; i++) {
		if (isdigit((unsigned char)s[i]))
			digits++;
		else if (s[i] == '.')
			dots++;
		else if (!(i == 0 && (s[i] == '-' || s[i] == '+')))
			return -1;
	}
	if (digits == 0 || dots > 1)
		return -1;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	*x = strtod(tmp, NULL);	/* the programs run in the C locale */
	return 0;
}

/* One argument of \frac: "{...}" or a single digit. */
static int
frac_arg(const char **p, const char *end, const char **a, size_t *alen)
{
	const char *q;

	while (*p < end && **p == ' ')
		++*p;
	if (*p >= end)
		return -1;
	if (**p == '{') {
		q = memchr(*p, '}', (size_t)(end - *p));
		if (q == NULL)
			return -1;
		*a = *p + 1;
		*alen = (size_t)(q - *a);
		*p = q + 1;
		return 0;
	}
	if (!isdigit((unsigned char)**p))
		return -1;
	*a = *p;
	*alen = 1;
	++*p;
	return 0;
}

static void
trim(const char **s, size_t *n)
{
	while (*n && (isspace((unsigned char)**s) || **s == '$')) {
		++*s;
		--*n;
	}
	while (*n && (isspace((unsigned char)(*s)[*n - 1]) ||
	    (*s)[*n - 1] == '$'))
		--*n;
}

/* a / b, each a plain decimal once trimmed; -1 for junk or b = 0. */
int
papo_rubric_ratio(const char *a, size_t alen, const char *b, size_t blen,
    double *x)
{
	double u, v;

	trim(&a, &alen);
	trim(&b, &blen);
	if (decimal(a, alen, &u) < 0 || decimal(b, blen, &v) < 0 || v == 0)
		return -1;
	*x = u / v;
	return 0;
}

/*
 * A \frac{a}{b} (or \dfrac, \tfrac) at the start of s[0, n): 1 with *a,
 * *b and *end (just past it) set; 0 when s does not start with one; -1
 * when its arguments are malformed.
 */
int
papo_rubric_frac_at(const char *s, size_t n, const char **a, size_t *alen,
    const char **b, size_t *blen, const char **end)
{
	static const char *const fracs[] = { "\\frac", "\\dfrac", "\\tfrac",
	    NULL };
	int i;

	for (i = 0; fracs[i]; i++) {
		size_t k = strlen(fracs[i]);

		if (n <= k || strncmp(s, fracs[i], k) != 0)
			continue;
		*end = s + k;
		if (frac_arg(end, s + n, a, alen) < 0 ||
		    frac_arg(end, s + n, b, blen) < 0)
			return -1;
		return 1;
	}
	return 0;
}

/*
 * The parts of the fraction s[0, n) is: a \frac{a}{b} that ends it, or
 * a/b, digits either side of the slash.  1 with *a, *b set; 0 when s
 * is no fraction; -1 when it is one, malformed ("1 / 2" may be "1, out
 * of 2": only "1/2" is a fraction).
 */
static int
fraction(const char *s, size_t n, const char **a, size_t *alen,
    const char **b, size_t *blen)
{
	const char *slash, *end;
	int frac;

	if ((frac = papo_rubric_frac_at(s, n, a, alen, b, blen, &end)) != 0)
		return frac < 0 || end != s + n ? -1 : 1;
	if ((slash = memchr(s, '/', n)) == NULL)
		return 0;
	if (slash == s || slash + 1 == s + n ||
	    !isdigit((unsigned char)slash[-1]) ||
	    !isdigit((unsigned char)slash[1]))
		return -1;
	*a = s;
	*alen = (size_t)(slash - s);
	*b = slash + 1;
	*blen = n - *alen - 1;
	return 1;
}

int
papo_rubric_number(const char *s, size_t n, double *x)
{
	const char *a, *b;
	size_t alen, blen;
	int frac;

	trim(&s, &n);
	if (n == 0 || (frac = fraction(s, n, &a, &alen, &b, &blen)) < 0)
		return -1;
	if (frac)
		return papo_rubric_ratio(a, alen, b, blen, x);
	return decimal(s, n, x);
}

/*
 * Exact values, with no floating point: a value is a tier only when
 * it is that tier exactly, not within a tolerance.  A value is a
 * fraction num/den of non-negative integers held as decimal digits
 * (most significant first, EXACT_MAX at most) and a sign; a plain
 * decimal has at most 63 characters, so a product of two of them
 * fits.
 */
#define EXACT_MAX 256

struct exact {
	int neg;
	size_t nlen, dlen;
	unsigned char num[EXACT_MAX], den[EXACT_MAX];	/* digits 0-9 */
};

/* Digits a (alen) times digits b (blen) into out; its length or 0. */
static size_t
mul_digits(const unsigned char *a, size_t alen, const unsigned char *b,
    size_t blen, unsigned char *out)
{
	unsigned int acc[2 * EXACT_MAX];
	size_t i, j, len = alen + blen;

	if (len > EXACT_MAX)
		return 0;
	memset(acc, 0, len * sizeof(acc[0]));
	for (i = alen; i-- > 0;)
		for (j = blen; j-- > 0;)
			acc[i + j + 1] += (unsigned int)a[i] * b[j];
	for (i = len; i-- > 1;) {
		acc[i - 1] += acc[i] / 10;
		acc[i] %= 10;
	}
	for (i = 0; i < len; i++)
		out[i] = (unsigned char)acc[i];
	return len;
}

/* Compare digit strings as numbers (leading zeros ignored): 1 equal. */
static int
same_digits(const unsigned char *a, size_t alen, const unsigned char *b,
    size_t blen)
{
	while (alen > 0 && *a == 0)
		a++, alen--;
	while (blen > 0 && *b == 0)
		b++, blen--;
	return alen == blen && memcmp(a, b, alen) == 0;
}

/* The exact value of a plain decimal (an optional sign): 0 or -1. */
static int
exact_decimal(const char *s, size_t n, struct exact *q)
{
	size_t i, digits = 0, frac = 0;
	int dot = 0;

	trim(&s, &n);
	if (n == 0 || n >= 64)
		return -1;
	q->neg = 0;
	q->nlen = 0;
	for (i = 0; i < n; i++) {
		if (isdigit((unsigned char)s[i])) {
			q->num[q->nlen++] = (unsigned char)(s[i] - '0');
			digits++;
			frac += (size_t)dot;
		} else if (s[i] == '.' && !dot)
			dot = 1;
		else if (i == 0 && (s[i] == '-' || s[i] == '+'))
			q->neg = s[i] == '-';
		else
			return -1;
	}
	if (digits == 0)
		return -1;
	q->den[0] = 1;
	memset(q->den + 1, 0, frac);
	q->dlen = frac + 1;
	return 0;
}

/* a / b exactly, each a plain decimal; -1 for junk or b = 0. */
static int
exact_ratio(const char *a, size_t alen, const char *b, size_t blen,
    struct exact *q)
{
	struct exact u, v;

	if (exact_decimal(a, alen, &u) < 0 || exact_decimal(b, blen, &v) < 0 ||
	    same_digits(v.num, v.nlen, (const unsigned char *)"", 0))
		return -1;
	q->neg = u.neg != v.neg;
	q->nlen = mul_digits(u.num, u.nlen, v.den, v.dlen, q->num);
	q->dlen = mul_digits(u.den, u.dlen, v.num, v.nlen, q->den);
	return q->nlen && q->dlen ? 0 : -1;
}

/* The exact value of what papo_rubric_number reads; 0 or -1. */
static int
exact_number(const char *s, size_t n, struct exact *q)
{
	const char *a, *b;
	size_t alen, blen;
	double x;

	/* read as a number first: a fraction here is well formed */
	if (papo_rubric_number(s, n, &x) < 0)
		return -1;
	trim(&s, &n);
	if (fraction(s, n, &a, &alen, &b, &blen) > 0)
		return exact_ratio(a, alen, b, blen, q);
	return exact_decimal(s, n, q);
}

/*
 * 1 when the number written as s (n bytes) is exactly the value t, as
 * the rubric file writes it (t printed with 15 significant digits, the
 * most a double holds for every decimal).
 */
int
papo_rubric_exactly(const char *s, size_t n, double t)
{
	struct exact q, u;
	unsigned char l[EXACT_MAX], r[EXACT_MAX];
	size_t llen, rlen;
	char tmp[64];
	int qz, uz;

	snprintf(tmp, sizeof(tmp), "%.15f", t);
	if (exact_decimal(tmp, strlen(tmp), &u) < 0 ||
	    exact_number(s, n, &q) < 0)
		return 0;
	qz = same_digits(q.num, q.nlen, (const unsigned char *)"", 0);
	uz = same_digits(u.num, u.nlen, (const unsigned char *)"", 0);
	if (qz || uz)
		return qz && uz;	/* -0 is 0 */
	if (q.neg != u.neg)
		return 0;
	llen = mul_digits(q.num, q.nlen, u.den, u.dlen, l);
	rlen = mul_digits(u.num, u.nlen, q.den, q.dlen, r);
	return llen && rlen && same_digits(l, llen, r, rlen);
}

/* The tier that the number written as s (n bytes) is exactly. */
int
papo_rubric_is_tier(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	size_t i;

	for (i = 0; i < r->nscores; i++)
		if (papo_rubric_exactly(s, n, r->scores[i])) {
			*score = r->scores[i];
			return 1;
		}
	return 0;
}

/*
 * The score a verdict's value written as s (n bytes) gives on the
 * rubric's scale: 0 with *score set, or -1.  A fraction states its
 * scale.  On a rubric of shares (no score above 1) it is the share it
 * is ("1/2", "\frac{3}{4}"); on a rubric of points it is "a out of
 * M" only when M is the top score ("7/10" on 0-10 is 7), and no
 * verdict on any other scale: "10/10" on 0-10 is not the tier 1, nor
 * "5/5" on 0-10 the tier 1.
 */
int
papo_rubric_verdict_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	const char *a, *b;
	size_t alen, blen, i;
	double top = papo_rubric_top(r);
	int frac, points = 1;

	for (i = 0; i < r->nscores; i++)
		if (r->scores[i] != floor(r->scores[i]))
			points = 0;
	if ((frac = fraction(s, n, &a, &alen, &b, &blen)) < 0)
		return -1;
	if (frac == 0 || top <= 1)
		return papo_rubric_is_tier(r, s, n, score) ? 0 : -1;
	/* points: a out of the top score; on a scale of points and
	   shares ("[0, 0.5, 1, 2]") "1/2" is either: no verdict */
	if (!points || !papo_rubric_exactly(b, blen, top) ||
	    !papo_rubric_is_tier(r, a, alen, score))
		return -1;
	return 0;
}

/* 1 when the value written as s (n bytes) gives the verdict x. */
int
papo_rubric_same_value(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	double y;

	/* a value that is no score on the scale is never the verdict:
	   "5/5" beside a verdict 1 on 0-10 */
	return papo_rubric_verdict_value(r, s, n, &y) == 0 && y == x;
}

/* Start of the last "\boxed" that begins before lim, or NULL. */
static const char *
boxed_before(const char *s, const char *lim)
{
	size_t i;

	if (lim - s < 6)
		return NULL;
	for (i = (size_t)(lim - s) - 5; i-- > 0;)
		if (s[i] == '\\' && memcmp(s + i, "\\boxed", 6) == 0)
			return s + i;
	return NULL;
}

/*
 * Past the brace group that opens at s[a] ('{') when it closes before
 * n, else 0.  Braces nest; a backslash escapes the byte after it, so
 * "\{" and "\}" do not count.  The one brace scanner of this file.
 */
size_t
papo_rubric_brace_end(const char *s, size_t n, size_t a)
{
	int depth = 0;

	for (; a < n; a++) {
		if (s[a] == '\\' && a + 1 < n) {
			a++;
			continue;
		}
		if (s[a] == '{')
			depth++;
		else if (s[a] == '}' && --depth == 0)
			return a + 1;
	}
	return 0;
}

/*
 * A box that holds the box at p (..*end): "\boxed{\boxed{4}\boxed{2}}"
 * is one box, its content the two inner ones, never the last of them
 * alone.  The eight boxes before p are looked at, the outermost that
 * closes at or past *end taken.
 */
static void
enclosing_box(const char *s, size_t n, const char *p, const char **in,
    size_t *inlen, size_t *end)
{
	const char *q;
	size_t z;
	int k;

	for (k = 0; k < 8 && (p = boxed_before(s, p)) != NULL; k++) {
		for (q = p + 6; q < s + n && *q == ' '; q++)
			;
		if (q >= s + n || *q != '{' || (z = papo_rubric_brace_end(s,
		    n, (size_t)(q - s))) == 0 || z < *end)
			continue;
		*in = q + 1;
		*inlen = z - (size_t)(q - s) - 2;
		*end = z;
	}
}

/*
 * Content of the last complete \boxed{...} in s; -1 when there is
 * none.  *end is the offset just past its closing brace.  Braces nest
 * ("\{" and "\}" do not count); an unbalanced box is skipped.  Boxes
 * are tried from the last one back, each scanned only up to the start
 * of the box tried before it: a box still open there holds that
 * unbalanced box, so it cannot close either.  Every byte is looked at
 * a bounded number of times, so a reply full of unclosed boxes costs
 * linear time, not quadratic.
 */
int
papo_rubric_last_boxed(const char *s, size_t n, const char **in, size_t *inlen,
    size_t *end)
{
	const char *lim = s + n, *from = s + n, *p, *q;
	size_t z;

	while ((p = boxed_before(s, from)) != NULL) {
		from = p;
		for (q = p + 6; q < lim && *q == ' '; q++)
			;
		if (q >= lim || *q != '{')
			continue;	/* "\boxed" with no brace: not a box */
		if ((z = papo_rubric_brace_end(s, (size_t)(lim - s),
		    (size_t)(q - s)))) {
			*in = q + 1;
			*inlen = z - (size_t)(q - s) - 2;
			*end = z;
			enclosing_box(s, (size_t)(lim - s), p, in, inlen, end);
			return 0;
		}
		lim = p;	/* unbalanced: boxes open here stay open */
	}
	return -1;
}
