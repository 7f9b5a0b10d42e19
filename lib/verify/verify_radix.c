/* SPDX-License-Identifier: MIT */
/*
 * verify_radix.c: an answer written in the form the problem asks, a
 * Roman numeral ("Write 42 in Roman numerals": "XLII") or a numeral of
 * another base ("Convert 42 to base 16": "0x2A", "2A_{16}"), read as
 * its value against a reference written in decimal digits.  Only where
 * the problem asks for that form: elsewhere "XIV" or "0x2A" is no
 * decimal value and is compared as written.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "ascii.h"
#include "answer_impl.h"
#include "verify_impl.h"

/* The largest value read: a numeral of more digits is left as written. */
#define RADIX_MAX	1000000000000ULL

/* Does the problem ask for Roman numerals, in a listed language? */
static int
asks_roman(const char *p, size_t n)
{
	static const char *const w[] = { "roman numeral", "roman numerals",
	    "r\xc3\xb6mische", "r\xc3\xb6mischen", "chiffres romains",
	    "chiffre romain", "n\xc3\xbameros romanos", "numeros romanos",
	    "n\xc3\xbamero romano", "numeri romani", "numero romano",
	    "\xd1\x80\xd0\xb8\xd0\xbc\xd1\x81\xd0\xba",	/* римск */
	    "\xe7\xbd\x97\xe9\xa9\xac\xe6\x95\xb0\xe5\xad\x97",	/* 罗马数字 */
	    "\xe7\xbe\x85\xe9\xa6\xac\xe6\x95\xb8\xe5\xad\x97",	/* 羅馬數字 */
	    "\xe3\x83\xad\xe3\x83\xbc\xe3\x83\x9e\xe6\x95\xb0\xe5\xad\x97",
	    NULL };	/* ローマ数字 */
	size_t k;

	for (k = 0; w[k]; k++)
		if ((unsigned char)w[k][0] >= 0x80 ? memmem(p, n, w[k],
		    strlen(w[k])) != NULL :
		    papo_answer_problem_says(p, n, w[k], 0, strlen(w[k])))
			return 1;
	return 0;
}

/*
 * Where the next word that starts with b, h or o (either case) starts in
 * p[k..n), 0 < k, or n: a letter of them whose byte before is no ASCII
 * letter.  Sixteen bytes at a time where SSE2 is (asks_base's one pass
 * over every problem: most of its bytes start no such word).
 */
static size_t
next_bho(const char *p, size_t k, size_t n)
{
	int c;
#ifdef __SSE2__
	const __m128i low = _mm_set1_epi8(0x20), b = _mm_set1_epi8('b'),
	    h = _mm_set1_epi8('h'), o = _mm_set1_epi8('o'),
	    a1 = _mm_set1_epi8('a' - 1), z1 = _mm_set1_epi8('z' + 1);
	__m128i x, y;
	unsigned m;

	for (; k + 16 <= n; k += 16) {
		x = _mm_or_si128(_mm_loadu_si128((const __m128i *)(const void *)
		    (p + k)), low);
		y = _mm_or_si128(_mm_loadu_si128((const __m128i *)(const void *)
		    (p + k - 1)), low);
		/* a byte of 0x80 or more is negative here: no letter */
		y = _mm_and_si128(_mm_cmpgt_epi8(y, a1), _mm_cmplt_epi8(y, z1));
		x = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, b),
		    _mm_cmpeq_epi8(x, h)), _mm_cmpeq_epi8(x, o));
		m = (unsigned)_mm_movemask_epi8(_mm_andnot_si128(y, x));
		if (m != 0)
			return k + (size_t)__builtin_ctz(m);
	}
#endif
	for (; k < n; k++) {
		c = p[k] | 0x20;
		if ((c == 'b' || c == 'h' || c == 'o') &&
		    !papo_ascii_alpha((unsigned char)p[k - 1]))
			return k;
	}
	return n;
}

/*
 * The base the problem asks its answer in: "hexadecimal", "binary",
 * "octal", "base 16", "base-2", "base $7$", "base_{16}"... (2 to 36);
 * 0 when it asks none, or two.  One pass over the problem: a word is
 * looked at only where one of b, h, o starts it.
 */
static int
asks_base(const char *p, size_t n)
{
	static const struct { const char *w; int b; } named[] = {
	    { "hexadecimal", 16 }, { "hex", 16 }, { "binary", 2 },
	    { "octal", 8 }, { NULL, 0 } };
	size_t k, i, j, l;
	int b = 0, x, c, d;

	c = n > 0 ? p[0] | 0x20 : 0;
	for (k = c == 'b' || c == 'h' || c == 'o' ? 0 : next_bho(p, 1, n);
	    k < n; k = next_bho(p, k + 1, n)) {
		c = p[k] | 0x20;
		d = k + 1 < n ? p[k + 1] | 0x20 : 0;
		if (c == 'h' ? d != 'e' : c == 'o' ? d != 'c' : d != 'i' &&
		    d != 'a')
			continue;	/* "how", "of", "by": no name's
					   first two letters */
		for (j = 0, x = 0; named[j].w != NULL && x == 0; j++) {
			l = strlen(named[j].w);
			if (k + l <= n && strncasecmp(p + k, named[j].w, l) ==
			    0 && (k + l == n ||
			    !papo_ascii_alpha((unsigned char)p[k + l])))
				x = named[j].b;
		}
		if (x == 0 && k + 5 < n && strncasecmp(p + k, "base", 4) == 0) {
			for (i = k + 4; i < n && i < k + 8 &&
			    strchr(" -_{$", p[i]) != NULL; i++)
				;
			for (; i < n && papo_ascii_digit((unsigned char)p[i]) &&
			    x < 100; i++)
				x = x * 10 + (p[i] - '0');
			if (x < 2 || x > 36 || x == 10)
				x = 0;
		}
		if (x == 0)
			continue;
		if (b != 0 && b != x)
			return 0;
		b = x;
	}
	return b;
}

/* The value of digit c in base b, or -1. */
static int
digit_value(char c, int b)
{
	int d;

	if (papo_ascii_digit((unsigned char)c))
		d = c - '0';
	else if (papo_ascii_alpha((unsigned char)c))
		d = papo_ascii_lower((unsigned char)c) - 'a' + 10;
	else
		return -1;
	return d < b ? d : -1;
}

/* The value of s[0..n) in base b into *v: 1, or 0 when a character is
   no digit of it or the value is too large. */
static int
in_base(const char *s, size_t n, int b, unsigned long long *v)
{
	size_t k;
	int d;

	*v = 0;
	if (n == 0)
		return 0;
	for (k = 0; k < n; k++) {
		if ((d = digit_value(s[k], b)) < 0 || *v > RADIX_MAX)
			return 0;
		*v = *v * (unsigned)b + (unsigned)d;
	}
	return 1;
}

/*
 * The value of the Roman numeral s[0..n) (one case, the canonical form
 * only: "XLII", "xiv"; not "IIII", "VX") into *v: 1, else 0.
 */
static int
roman(const char *s, size_t n, unsigned long long *v)
{
	static const char *const sym[] = { "M", "CM", "D", "CD", "C", "XC",
	    "L", "XL", "X", "IX", "V", "IV", "I" };
	static const unsigned val[] = { 1000, 900, 500, 400, 100, 90, 50,
	    40, 10, 9, 5, 4, 1 };
	char up[32], back[32];
	size_t k, o = 0, l;
	unsigned x, j;
	int lower;

	if (n == 0 || n >= sizeof(up))
		return 0;
	lower = s[0] >= 'a' && s[0] <= 'z';
	for (k = 0; k < n; k++) {
		if (!papo_ascii_alpha((unsigned char)s[k]) || (s[k] >= 'a' &&
		    s[k] <= 'z') != lower)
			return 0;
		up[k] = (char)(lower ? s[k] - 32 : s[k]);
	}
	up[n] = '\0';
	for (k = 0, x = 0; k < n; ) {
		for (j = 0; j < 13; j++) {
			l = strlen(sym[j]);
			if (k + l <= n && memcmp(up + k, sym[j], l) == 0)
				break;
		}
		if (j == 13)
			return 0;
		x += val[j];
		k += strlen(sym[j]);
	}
	if (x == 0 || x >= 4000)
		return 0;
	*v = x;
	for (j = 0; j < 13; j++)	/* written back: canonical? */
		while (x >= val[j]) {
			l = strlen(sym[j]);
			memcpy(back + o, sym[j], l);
			o += l;
			x -= val[j];
		}
	return o == n && memcmp(back, up, n) == 0;
}

/* Is s[0..n) an integer in decimal digits (a minus sign allowed)? */
static int
decimal(const char *s, size_t n)
{
	size_t k = n > 0 && s[0] == '-';

	if (k == n)
		return 0;
	for (; k < n; k++)
		if (!papo_ascii_digit((unsigned char)s[k]))
			return 0;
	return 1;
}

/*
 * The numeral s[0..n) of base b ("0x2A", "0b101010", "2A_{16}",
 * "101010_2", or plain "2A" when plain is set) into *v: 1, else 0.
 */
static int
base_numeral(const char *s, size_t n, int b, int plain,
    unsigned long long *v)
{
	size_t k, e;
	int sub;

	if (n > 2 && s[0] == '0' && ((b == 16 && (s[1] == 'x' || s[1] ==
	    'X')) || (b == 2 && (s[1] == 'b' || s[1] == 'B')) || (b == 8 &&
	    (s[1] == 'o' || s[1] == 'O'))))
		return in_base(s + 2, n - 2, b, v);
	for (k = 0; k < n && s[k] != '_'; k++)
		;
	if (k < n) {	/* "2A_{16}", "101010_2" */
		e = k + 1;
		if (e < n && s[e] == '{')
			e++;
		for (sub = 0; e < n && papo_ascii_digit((unsigned char)s[e]) &&
		    sub < 100; e++)
			sub = sub * 10 + (s[e] - '0');
		if (e < n && s[e] == '}' && s[k + 1] == '{')
			e++;
		if (e != n || sub != b)
			return 0;
		return in_base(s, k, b, v);
	}
	return plain && in_base(s, n, b, v);
}

/* pred[0..*n) without the spaces around it and a full stop after. */
static const char *
trimmed(const char *pred, size_t *n)
{
	while (*n > 0 && (pred[*n - 1] == '.' || pred[*n - 1] == ' '))
		--*n;
	while (*n > 0 && pred[0] == ' ')
		pred++, --*n;
	return pred;
}

int
papo_verify_radix(const char *p, size_t pn, const char *pred, size_t n,
    const char *ref, size_t fn, struct papo_buf *out)
{
	unsigned long long v;
	size_t k, l;
	int b, plain;

	pred = trimmed(pred, &n);
	/* "\\text{XLII}", "\\mathrm{XLII}" */
	for (k = 0; k < 2; k++) {
		l = k ? 8 : 6;
		if (n > l + 1 && memcmp(pred, k ? "\\mathrm{" : "\\text{",
		    l) == 0 && memchr(pred, '}', n) == pred + n - 1) {
			pred += l;
			n -= l + 1;
		}
	}
	if (p == NULL || n == 0 || !decimal(ref, fn) || (n == fn &&
	    memcmp(pred, ref, n) == 0))
		return 0;
	if (roman(pred, n, &v) && asks_roman(p, pn))
		goto value;
	for (k = 0; k < n; k++)	/* a numeral's characters only */
		if (!papo_ascii_alpha((unsigned char)pred[k]) &&
		    !papo_ascii_digit((unsigned char)pred[k]) &&
		    strchr("_{}", pred[k]) == NULL)
			return 0;
	if ((b = asks_base(p, pn)) == 0)
		return 0;
	/* a plain numeral only when it can be no decimal one ("2A") or
	   the reference no numeral of that base ("42" under "base 2"):
	   the reference is then the value */
	for (plain = 0, k = 0; k < n; k++)
		plain |= papo_ascii_alpha((unsigned char)pred[k]);
	for (k = ref[0] == '-'; k < fn; k++)
		plain |= digit_value(ref[k], b) < 0;
	if (!base_numeral(pred, n, b, plain, &v))
		return 0;
value:
	papo_buf_reset(out);
	papo_buf_addf(out, "%llu", v);
	return 1;
}

/*
 * The subscript base of the numeral s[0..n) ("1011_2", "2A_{16}",
 * "7602_{(8)}", "11_{10}") with *k where its digits end: 2 to 36, else
 * 0.
 */
static int
subscript_base(const char *s, size_t n, size_t *k)
{
	size_t e, open;
	int sub;

	for (*k = 0; *k < n && s[*k] != '_'; ++*k)
		if (digit_value(s[*k], 36) < 0)
			return 0;
	if (*k == 0 || *k == n)
		return 0;
	e = *k + 1;
	for (open = 0; e < n && open < 2 && (s[e] == '{' || s[e] == '(');
	    e++)
		open++;
	for (sub = 0; e < n && papo_ascii_digit((unsigned char)s[e]) &&
	    sub < 100; e++)
		sub = sub * 10 + (s[e] - '0');
	for (; e < n && open > 0 && (s[e] == '}' || s[e] == ')'); e++)
		open--;
	if (e != n || open != 0 || sub < 2 || sub > 36)
		return 0;
	return sub;
}

int
papo_verify_radix_ref(const char *pred, size_t n, const char *ref,
    size_t fn)
{
	unsigned long long v, w;
	size_t k, j;
	int b, c;

	pred = trimmed(pred, &n);
	if ((b = subscript_base(ref, fn, &k)) == 0 || b == 10 ||
	    !in_base(ref, k, b, &v) || n == 0)
		return 0;
	if ((c = subscript_base(pred, n, &j)) != 0) {	/* "1011_2" */
		if (c != b || !in_base(pred, j, b, &w))
			return -1;
	} else {
		for (k = 0; k < n; k++)
			if (digit_value(pred[k], 36) < 0)
				return 0;	/* an expression */
		if (n > 2 && pred[0] == '0' && strchr("xXbBoO", pred[1]) !=
		    NULL) {
			if (!base_numeral(pred, n, b, 0, &w))
				return -1;	/* "0x2A" against "1011_2" */
		} else if (!in_base(pred, n, b, &w))
			return -1;	/* "19" against "23_8": a decimal */
	}
	return w == v ? 1 : 2;
}

int
papo_verify_radix_other(const char *p, size_t pn, const char *pred,
    size_t n, const char *ref, size_t fn)
{
	size_t k;
	int b;

	pred = trimmed(pred, &n);
	if (!decimal(ref, fn) || (b = subscript_base(pred, n, &k)) == 0 ||
	    b == 10)
		return 0;
	return p == NULL || asks_base(p, pn) != b;
}
