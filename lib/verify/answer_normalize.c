/* SPDX-License-Identifier: MIT */
/*
 * answer_normalize.c: an answer as it is compared: full-width forms and
 * bold undone, words for a value ("all real numbers"), a trailing quantifier,
 * "for all x" or domain condition ("for x \neq 3") dropped, [x] read as
 * the floor; the condition dropped read for the comparison of two
 * conditions (papo_answer_domain).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/*
 * Native digits, a row a script: the UTF-8 bytes of its zero (its nine
 * follow in the last byte).
 */
static const struct {
	unsigned char b[3];
	size_t len;
} native[] = {
	{ { 0xd9, 0xa0, 0 }, 2 },	/* Arabic-Indic U+0660 */
	{ { 0xdb, 0xb0, 0 }, 2 },	/* Extended Arabic-Indic U+06F0 */
	{ { 0xe0, 0xa5, 0xa6 }, 3 },	/* Devanagari U+0966 */
	{ { 0xe0, 0xa7, 0xa6 }, 3 },	/* Bengali U+09E6 */
	{ { 0xe0, 0xa9, 0xa6 }, 3 },	/* Gurmukhi U+0A66 */
	{ { 0xe0, 0xab, 0xa6 }, 3 },	/* Gujarati U+0AE6 */
	{ { 0xe0, 0xad, 0xa6 }, 3 },	/* Odia U+0B66 */
	{ { 0xe0, 0xaf, 0xa6 }, 3 },	/* Tamil U+0BE6 */
	{ { 0xe0, 0xb1, 0xa6 }, 3 },	/* Telugu U+0C66 */
	{ { 0xe0, 0xb3, 0xa6 }, 3 },	/* Kannada U+0CE6 */
	{ { 0xe0, 0xb5, 0xa6 }, 3 },	/* Malayalam U+0D66 */
	{ { 0xe0, 0xb9, 0x90 }, 3 },	/* Thai U+0E50 */
	{ { 0xe0, 0xbb, 0x90 }, 3 },	/* Lao U+0ED0 */
	{ { 0xe0, 0xbc, 0xa0 }, 3 },	/* Tibetan U+0F20 */
	{ { 0xe1, 0x81, 0x80 }, 3 },	/* Myanmar U+1040 */
	{ { 0xe1, 0x9f, 0xa0 }, 3 },	/* Khmer U+17E0 */
};

/*
 * The row of native[] whose digit starts at s[i], plus one (its UTF-8
 * length in *len); 0 when none does.  Only four lead bytes start a row:
 * the others (every CJK character among them) are passed at once.
 */
static size_t
native_at(const char *s, size_t n, size_t i, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s + i;
	size_t k, l;

	if (u[0] != 0xd9 && u[0] != 0xdb && u[0] != 0xe0 && u[0] != 0xe1)
		return 0;
	for (k = 0; k < sizeof(native) / sizeof(native[0]); k++) {
		l = native[k].len;
		if (i + l <= n && u[0] == native[k].b[0] && (l == 2 ||
		    u[1] == native[k].b[1]) && u[l - 1] >= native[k].b[l - 1] &&
		    u[l - 1] <= native[k].b[l - 1] + 9) {
			*len = l;
			return k + 1;
		}
	}
	return 0;
}

/*
 * Full-width forms (U+FF01..U+FF5E) are their ASCII characters, the
 * ideographic space a space, native digits (native[]) ASCII digits: the
 * UTF-8 length of one at s[i], and its ASCII character in *c; 0 when
 * s[i] starts none.
 */
static size_t
fullwidth(const char *s, size_t n, size_t i, char *c)
{
	const unsigned char *u = (const unsigned char *)s + i;
	unsigned cp;
	size_t k, l;

	if (i < n && u[0] < 0x80)
		return 0;	/* no row here starts with an ASCII byte */
	if ((k = native_at(s, n, i, &l)) != 0) {
		k--;
		*c = (char)('0' + (u[l - 1] - native[k].b[l - 1]));
		return l;
	}
	if (i + 2 <= n && u[0] == 0xd9 && (u[1] == 0xab || u[1] == 0xac)) {
		*c = u[1] == 0xab ? '.' : ',';	/* Arabic's ٫ and ٬ */
		return 2;
	}
	if (i + 2 <= n && u[0] == 0xd8 && (u[1] == 0x8c || u[1] == 0x9b ||
	    u[1] == 0x9f)) {
		/* Arabic's comma, semicolon and question mark, as the
		   full-width ones are ASCII's */
		*c = u[1] == 0x8c ? ',' : u[1] == 0x9b ? ';' : '?';
		return 2;
	}
	if (i + 3 > n)
		return 0;
	if (u[0] == 0xe3 && u[1] == 0x80 && u[2] == 0x80) {
		*c = ' ';
		return 3;
	}
	if (u[0] != 0xef || (u[1] != 0xbc && u[1] != 0xbd) ||
	    (u[2] & 0xc0) != 0x80)
		return 0;
	cp = 0xf000u | (unsigned)(u[1] & 0x3f) << 6 | (unsigned)(u[2] & 0x3f);
	if (cp < 0xff01 || cp > 0xff5e)
		return 0;
	*c = (char)(cp - 0xfee0);
	return 3;
}

/*
 * The script of a digit at s[i]: 1 ASCII, 2 full-width, 3 + k native[k];
 * its UTF-8 length in *len.  0 when s[i] starts no digit.
 */
static int
digit_script(const char *s, size_t n, size_t i, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s + i;
	size_t k, l;

	if (i >= n)
		return 0;
	if (is_digit(u[0])) {
		*len = 1;
		return 1;
	}
	if (u[0] < 0x80)
		return 0;	/* native[] and full-width digits: no ASCII */
	if ((k = native_at(s, n, i, &l)) != 0) {
		*len = l;
		return 2 + (int)k;
	}
	if (i + 3 <= n && u[0] == 0xef && u[1] == 0xbc && u[2] >= 0x90 &&
	    u[2] <= 0x99) {
		*len = 3;
		return 2;
	}
	return 0;
}

/*
 * Does the number from s[i] hold digits of two scripts ("4٢", "1７",
 * "2۵0")?  A number's digits are those next to each other, through
 * '.' and ',' between two of them.  Such a number is no number of any
 * script: it is left as written, and read as none.  The number is read
 * from s[i] on to its end, put in *end.
 */
static int
mixed_from(const char *s, size_t n, size_t i, size_t *end)
{
	size_t l;
	int sc, run = 0, mixed = 0;	/* run: the number's script */

	while (i < n) {
		if ((sc = digit_script(s, n, i, &l)) != 0) {
			if (run != 0 && sc != run)
				mixed = 1;
			run = sc;
			i += l;
		} else if (run != 0 && (s[i] == '.' || s[i] == ',') &&
		    digit_script(s, n, i + 1, &l) != 0)
			i++;	/* "4.٢": the number goes on */
		else
			break;
	}
	*end = i;
	return mixed;
}

/*
 * The start of the number whose digit is at s[i]: back over its digits
 * and the '.' or ',' between two of them.
 */
static size_t
number_start(const char *s, size_t n, size_t i)
{
	size_t j = i, st, d, l;

	while (j > 0) {
		papo_frame_cp_before(s, 0, j, &st);
		if ((s[st] == '.' || s[st] == ',') && st > 0) {
			papo_frame_cp_before(s, 0, st, &d);
			/* "x.٢": the number starts at ٢ */
			if (digit_script(s, n, d, &l) == 0 || d + l != st)
				return j;
			j = d;
			continue;
		}
		if (digit_script(s, n, st, &l) == 0 || st + l != j)
			return j;
		j = st;
	}
	return 0;
}

/* Does any number in s hold digits of two scripts? */
int
papo_answer_digits_mixed(const char *s, size_t n)
{
	size_t i = 0, e;

	while (i < n) {
		if (mixed_from(s, n, i, &e))
			return 1;
		i = e > i ? e : i + 1;
	}
	return 0;
}

/*
 * A superscript digit, minus or plus at s[i] ("⁵", "⁻", "¹"): its ASCII
 * character in *c and its UTF-8 length; 0 when none.
 */
static size_t
sup_char(const char *s, size_t n, size_t i, char *c)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i + 2 <= n && u[0] == 0xc2 && (u[1] == 0xb2 || u[1] == 0xb3 ||
	    u[1] == 0xb9)) {
		*c = u[1] == 0xb9 ? '1' : (char)('2' + (u[1] - 0xb2));
		return 2;
	}
	if (i + 3 > n || u[0] != 0xe2 || u[1] != 0x81)
		return 0;
	if (u[2] == 0xb0 || (u[2] >= 0xb4 && u[2] <= 0xb9)) {
		*c = (char)('0' + (u[2] - 0xb0));
		return 3;
	}
	if (u[2] == 0xbb || u[2] == 0xba) {
		*c = u[2] == 0xbb ? '-' : '+';
		return 3;
	}
	return 0;
}

/*
 * Unicode's math characters written as TeX, a row a form: vulgar
 * fractions ("¾" \frac{3}{4}; after a digit a mixed number, "1½"), the
 * fraction and division slashes a slash ("π⁄6"), and a run of superscript
 * digits and signs holding other than ² and ³ (those stand for units,
 * "m²", and are read where they stand) an exponent ("2⁻⁵" 2^{-5}).  The
 * bytes read from s[i], the replacement appended to out when out is not
 * NULL; 0 when s[i] starts none.
 */
static size_t
math_char(const char *s, size_t n, size_t i, struct papo_buf *out)
{
	static const struct {
		const char *u, *tex;
	} rows[] = {
		{ "\xc2\xbc", "\\frac{1}{4}" }, { "\xc2\xbd", "\\frac{1}{2}" },
		{ "\xc2\xbe", "\\frac{3}{4}" },
		{ "\xe2\x85\x90", "\\frac{1}{7}" },
		{ "\xe2\x85\x91", "\\frac{1}{9}" },
		{ "\xe2\x85\x92", "\\frac{1}{10}" },
		{ "\xe2\x85\x93", "\\frac{1}{3}" },
		{ "\xe2\x85\x94", "\\frac{2}{3}" },
		{ "\xe2\x85\x95", "\\frac{1}{5}" },
		{ "\xe2\x85\x96", "\\frac{2}{5}" },
		{ "\xe2\x85\x97", "\\frac{3}{5}" },
		{ "\xe2\x85\x98", "\\frac{4}{5}" },
		{ "\xe2\x85\x99", "\\frac{1}{6}" },
		{ "\xe2\x85\x9a", "\\frac{5}{6}" },
		{ "\xe2\x85\x9b", "\\frac{1}{8}" },
		{ "\xe2\x85\x9c", "\\frac{3}{8}" },
		{ "\xe2\x85\x9d", "\\frac{5}{8}" },
		{ "\xe2\x85\x9e", "\\frac{7}{8}" },
		{ "\xe2\x81\x84", "/" },	/* fraction slash U+2044 */
		{ "\xe2\x88\x95", "/" },	/* division slash U+2215 */
	};
	const unsigned char *u = (const unsigned char *)s + i;
	size_t k, l, j, other = 0;
	char c;

	/* most bytes 0xc2 and 0xe2 start none of them: look no further */
	if (i + 1 >= n || (u[0] == 0xc2 && u[1] != 0xb2 && u[1] != 0xb3 &&
	    u[1] != 0xb9 && (u[1] < 0xbc || u[1] > 0xbe)) || (u[0] == 0xe2 &&
	    u[1] != 0x81 && u[1] != 0x82 && u[1] != 0x85 && u[1] != 0x88) ||
	    (u[0] != 0xc2 && u[0] != 0xe2))
		return 0;
	/* a run of subscript digits: a subscript ("42₈" 42_{8}, a base) */
	for (j = i; j + 3 <= n && u[j - i] == 0xe2 && u[j - i + 1] == 0x82 &&
	    u[j - i + 2] >= 0x80 && u[j - i + 2] <= 0x89; j += 3)
		;
	if (j > i) {
		if (out != NULL) {
			papo_buf_adds(out, "_{");
			for (k = i; k < j; k += 3)
				papo_buf_addc(out, (char)('0' + (u[k - i + 2] -
				    0x80)));
			papo_buf_addc(out, '}');
		}
		return j - i;
	}
	for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++) {
		l = strlen(rows[k].u);
		if (i + l <= n && memcmp(s + i, rows[k].u, l) == 0) {
			if (out != NULL)
				papo_buf_adds(out, rows[k].tex);
			return l;
		}
	}
	for (j = i; j < n && (l = sup_char(s, n, j, &c)) != 0; j += l)
		other |= c != '2' && c != '3';
	if (!other)
		return 0;
	if (out != NULL) {
		papo_buf_adds(out, "^{");
		for (k = i; k < j; k += l) {
			l = sup_char(s, n, k, &c);
			papo_buf_addc(out, c);
		}
		papo_buf_addc(out, '}');
	}
	return j - i;
}

/* Is "**" at s[i] markdown emphasis (not between two letters or digits)? */
int
papo_answer_bold_at(const char *s, size_t n, size_t i)
{
	int before, after;

	if (i + 1 >= n || s[i] != '*' || s[i + 1] != '*')
		return 0;
	before = i > 0 && (is_alpha((unsigned char)s[i - 1]) ||
	    is_digit((unsigned char)s[i - 1]));
	after = i + 2 < n && (is_alpha((unsigned char)s[i + 2]) ||
	    is_digit((unsigned char)s[i + 2]));
	return !(before && after);
}

/*
 * Is c a byte no mark unmark undoes starts with: ASCII but '*' (bold is
 * "**", every full-width form, native digit and math character a byte of
 * 0x80 or more)?
 */
static int
plain_byte(char c)
{
	return (unsigned char)c < 0x80 && c != '*';
}

/* Does s[0..n) hold a byte of 0x80 or more?  Eight bytes at a time. */
static int
any_high(const char *s, size_t n)
{
	uint64_t w, acc = 0;
	size_t i;

	for (i = 0; i + 8 <= n; i += 8) {
		memcpy(&w, s + i, 8);
		acc |= w;
	}
	for (; i < n; i++)
		acc |= (unsigned char)s[i];
	return (acc & 0x8080808080808080ull) != 0;
}

/* Does s[0..n) hold a letter of the Arabic block (U+0620..U+06FF)? */
static int
arabic_in(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i;

	for (i = 0; i + 1 < n; i++)
		if (u[i] >= 0xd8 && u[i] <= 0xdb && (u[i] > 0xd8 ||
		    u[i + 1] >= 0xa0))
			return 1;
	return 0;
}

/*
 * The UTF-8 length of a left-to-right, right-to-left or Arabic letter
 * mark at s[i] (U+200E, U+200F, U+061C) in a text s[0..n) that holds
 * Arabic (the marks an Arabic response puts around its numbers, which
 * move no character: dropped), or 0.  Elsewhere such a mark stays, a
 * character that does not show (answer_hidden.c).
 */
static size_t
bidi_mark(const char *s, size_t n, size_t i)
{
	const unsigned char *u = (const unsigned char *)s + i;
	size_t l = 0;

	if (i + 2 <= n && u[0] == 0xd8 && u[1] == 0x9c)
		l = 2;
	else if (i + 3 <= n && u[0] == 0xe2 && u[1] == 0x80 && (u[2] ==
	    0x8e || u[2] == 0x8f))
		l = 3;
	return l > 0 && arabic_in(s, n) ? l : 0;
}

/*
 * U+09F7 (Bengali currency numerator four) where a danda stands: machine
 * translation writes it for the full stop "।" (U+0964), right after a
 * value or a word ("মোট 120৷ উত্তর হল 120৷", mCoT's Bengali); no
 * response means the old fraction sign.  Its length, 3, with the danda
 * written to out (when not NULL), or 0.
 */
static size_t
danda_like(const char *s, size_t n, size_t i, struct papo_buf *out)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i + 3 > n || u[0] != 0xe0 || u[1] != 0xa7 || u[2] != 0xb7)
		return 0;
	if (out != NULL)
		papo_buf_add(out, "\xe0\xa5\xa4", 3);
	return 3;
}

int
papo_answer_unmark(const char *s, size_t n, int bold, struct papo_buf *out)
{
	static const unsigned char leads[] = { 0xe3, 0xd9, 0xdb, 0xe0, 0xd8,
	    0xe1 };
	static const unsigned char mleads[] = { 0xc2, 0xe2 };
	size_t i, len, k, mend = 0;	/* the end of the number mixed is of */
	char c;
	int mixed = 0;
	const char *p;

	if (bold) {
		/* bold in pairs only: "42**" is a mark of the value */
		for (i = 0, k = 0; i < n; i++)
			if (s[i] == '*' && papo_answer_bold_at(s, n, i))
				k++, i++;
		bold = k % 2 == 0;
		for (i = 0; i < n; i++)
			if (!plain_byte(s[i]) && ((bold &&
			    papo_answer_bold_at(s, n, i)) || fullwidth(s, n,
			    i, &c) || math_char(s, n, i, NULL) ||
			    bidi_mark(s, n, i) || danda_like(s, n, i, NULL)))
				break;
	} else {
		/* a response: find the lead bytes fast (memchr), then look;
		   every one of them is a byte of 0x80 or more */
		if (!any_high(s, n))
			return 0;
		i = n;
		for (p = s; (p = memchr(p, 0xef, (size_t)(s + n - p))) != NULL;
		    p++)
			if (fullwidth(s, n, (size_t)(p - s), &c)) {
				i = (size_t)(p - s);
				break;
			}
		for (k = 0; k < sizeof(leads); k++)
			for (p = s; (p = memchr(p, leads[k],
			    (size_t)(s + i - p))) != NULL; p++)
				if (fullwidth(s, n, (size_t)(p - s), &c)) {
					i = (size_t)(p - s);
					break;
				}
		for (k = 0; k < sizeof(mleads); k++)
			for (p = s; (p = memchr(p, mleads[k],
			    (size_t)(s + i - p))) != NULL; p++)
				if (math_char(s, n, (size_t)(p - s), NULL) ||
				    bidi_mark(s, n, (size_t)(p - s))) {
					i = (size_t)(p - s);
					break;
				}
		for (p = s; (p = memchr(p, 0xd8, (size_t)(s + i - p))) !=
		    NULL; p++)
			if (bidi_mark(s, n, (size_t)(p - s))) {
				i = (size_t)(p - s);
				break;
			}
		for (p = s; (p = memchr(p, 0xe0, (size_t)(s + i - p))) !=
		    NULL; p++)
			if (danda_like(s, n, (size_t)(p - s), NULL)) {
				i = (size_t)(p - s);
				break;
			}
	}
	if (i == n)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s, i);
	while (i < n) {
		if (plain_byte(s[i])) {
			papo_buf_addc(out, s[i++]);	/* as at the end */
			continue;
		}
		if (bold && papo_answer_bold_at(s, n, i)) {
			i += 2;
			continue;
		}
		if ((len = fullwidth(s, n, i, &c)) != 0) {
			if (is_digit((unsigned char)c) && (i >= mend ?
			    (mixed = mixed_from(s, n, number_start(s, n, i),
			    &mend)) : mixed))
				papo_buf_add(out, s + i, len);
			else
				papo_buf_addc(out, c);
			i += len;
			continue;
		}
		if ((len = math_char(s, n, i, out)) != 0 ||
		    (len = bidi_mark(s, n, i)) != 0 ||
		    (len = danda_like(s, n, i, out)) != 0) {
			i += len;
			continue;
		}
		papo_buf_addc(out, s[i++]);
	}
	return 1;
}

/* Skip spacing backwards from b (spaces, '$', "\,", "\quad"). */
static size_t
back_space(const char *s, size_t a, size_t b)
{
	for (;;) {
		while (b > a && (is_space((unsigned char)s[b - 1]) ||
		    s[b - 1] == '$' || s[b - 1] == '~'))
			b--;
		if (b >= a + 2 && s[b - 2] == '\\' && (s[b - 1] == ',' ||
		    s[b - 1] == ';' || s[b - 1] == ' ' || s[b - 1] == '!'))
			b -= 2;
		else if (b >= a + 5 && memcmp(s + b - 5, "\\quad", 5) == 0)
			b -= 5;
		else
			return b;
	}
}

/* Does s[a..b) end with word w (after spacing); *at gets its start. */
static int
ends_with(const char *s, size_t a, size_t b, const char *w, size_t *at)
{
	size_t k = strlen(w);

	b = back_space(s, a, b);
	if (b - a < k || memcmp(s + b - k, w, k) != 0)
		return 0;
	*at = b - k;
	return 1;
}

/*
 * The end of an answer without a trailing quantifier over the integers
 * or naturals: "\frac{\pi}{6} + k\pi \text{ for } k \in \mathbb{Z}",
 * "..., k, m \in \mathbb{Z}", "... (n \in \mathbb{N})"; b when there is
 * none.  What remains must not be empty.
 */
static size_t
quantifier_end(const char *s, size_t a, size_t b)
{
	static const char *const sets[] = { "\\mathbb{Z}", "\\mathbb Z",
	    "\\mathbb{N}", "\\mathbb N", "\\mathbb{Z}^+", "\\mathbb{N}^+",
	    "\\mathbb{Z}^{+}", "\\mathbb{N}^{+}", NULL };
	size_t e = back_space(s, a, b), at, k;
	int paren = 0;

	if (e > a && s[e - 1] == ')') {
		paren = 1;
		e = back_space(s, a, e - 1);
	}
	for (k = 0; sets[k]; k++)
		if (ends_with(s, a, e, sets[k], &at))
			break;
	if (!sets[k])
		return b;
	if (!ends_with(s, a, at, "\\in", &at))
		return b;
	/* the variable: a name */
	e = back_space(s, a, at);
	k = e;
	while (k > a && is_alpha((unsigned char)s[k - 1]))
		k--;
	if (k == e || k == a)
		return b;
	e = back_space(s, a, k);
	if (paren) {
		if (e == a || s[e - 1] != '(')
			return b;
		e--;
	} else if (ends_with(s, a, e, "\\text{ for }", &at) ||
	    ends_with(s, a, e, "\\text{for}", &at) ||
	    ends_with(s, a, e, "\\text{ for}", &at) ||
	    ends_with(s, a, e, "\\text{for }", &at) ||
	    ends_with(s, a, e, "\\text{ where }", &at) ||
	    ends_with(s, a, e, "\\mbox{ for }", &at) ||
	    ends_with(s, a, e, "for", &at) || ends_with(s, a, e, "where", &at))
		e = at;
	else if (e > a && (s[e - 1] == ',' || s[e - 1] == ';'))
		e--;
	else
		return b;
	e = back_space(s, a, e);
	if (e > a && (s[e - 1] == ',' || s[e - 1] == ';'))
		e = back_space(s, a, e - 1);
	return e > a ? e : b;
}

/*
 * The end of s[a..b) without a trailing "for all x" ("f(x) = x \text{
 * for all real } x", "\forall x \in \mathbb{R}"): a function answer's
 * domain, not part of its value.  b when there is none: the tail must
 * hold no digit and no relation or operator.
 */
static size_t
forall_end(const char *s, size_t a, size_t b)
{
	static const char *const pats[] = { "\\forall", "for all",
	    "for every", "for any", NULL };
	size_t p = b, k, i, e;

	for (k = 0; pats[k]; k++) {
		size_t l = strlen(pats[k]);

		for (i = b; i >= a + l; i--)
			if (starts_ci(s, b, i - l, pats[k]) &&
			    (i - l == a ||
			    !is_alpha((unsigned char)s[i - l - 1]))) {
				if (p == b || i - l > p)
					p = i - l;
				break;
			}
	}
	if (p == b || p == a)
		return b;
	for (i = p; i < b; i++)
		if (is_digit((unsigned char)s[i]) || strchr("=<>+-*/^", s[i]))
			return b;
	e = p;
	/* "\text{ for all" and "\quad" before it */
	for (k = e; k > a && s[k - 1] == ' ';)
		k--;
	if (k >= a + 6 && memcmp(s + k - 6, "\\text{", 6) == 0)
		e = k - 6;
	else if (k >= a + 6 && memcmp(s + k - 6, "\\mbox{", 6) == 0)
		e = k - 6;
	e = back_space(s, a, e);
	if (e >= a + 5 && memcmp(s + e - 5, "\\quad", 5) == 0)
		e = back_space(s, a, e - 5);
	if (e > a && (s[e - 1] == ',' || s[e - 1] == ';'))
		e = back_space(s, a, e - 1);
	return e > a ? e : b;
}

/*
 * Relations a domain condition may use, longest first, and the byte
 * papo_answer_domain codes each as.
 */
static const struct {
	const char *w;
	char c;
} domain_rels[] = { { "\\geqslant", 'g' }, { "\\leqslant", 'l' },
	{ "\\neq", 'n' }, { "\\geq", 'g' }, { "\\leq", 'l' }, { "\\ne", 'n' },
	{ "\\ge", 'g' }, { "\\le", 'l' }, { "\\gt", '>' }, { "\\lt", '<' },
	{ "\xe2\x89\xa0", 'n' }, { "\xe2\x89\xa5", 'g' },
	{ "\xe2\x89\xa4", 'l' }, { ">=", 'g' }, { "<=", 'l' }, { "!=", 'n' },
	{ "<", '<' }, { ">", '>' } };

char
papo_answer_relation(const char *s, size_t i, size_t b, size_t *len)
{
	size_t k, l;

	for (k = 0; k < sizeof(domain_rels) / sizeof(domain_rels[0]); k++) {
		l = strlen(domain_rels[k].w);
		if (b - i >= l && memcmp(s + i, domain_rels[k].w, l) == 0 &&
		    (domain_rels[k].w[0] != '\\' || i + l >= b ||
		    !is_alpha((unsigned char)s[i + l]))) {
			*len = l;
			return domain_rels[k].c;
		}
	}
	return 0;
}

/* The length of a domain_rels row at s[i] (b the end), or 0. */
static size_t
domain_rel(const char *s, size_t i, size_t b)
{
	size_t l = 0;

	return i < b && papo_answer_relation(s, i, b, &l) ? l : 0;
}

/* A domain condition read: its variable, relation and constant. */
struct dcond {
	char var;
	size_t rel, rl;		/* the relation at s[rel], rl bytes */
	size_t ca, cb;		/* the constant s[ca..cb) */
	int rev;		/* written constant first: "0 < x" */
};

/*
 * The constant at s[r..e) up to a relation or e: digits, signs,
 * \frac, \pi, \sqrt; its end, or r when it is none (no digit or \pi).
 */
static size_t
domain_const(const char *s, size_t r, size_t e)
{
	static const char *const cmds[] = { "\\frac", "\\dfrac", "\\tfrac",
	    "\\pi", "\\sqrt", NULL };
	size_t k, l, i = r;
	int value = 0;

	while (i < e && domain_rel(s, i, e) == 0) {
		for (k = 0; cmds[k]; k++) {
			l = strlen(cmds[k]);
			if (starts_ci(s, e, i, cmds[k]) && (i + l >= e ||
			    !is_alpha((unsigned char)s[i + l])))
				break;
		}
		if (cmds[k] != NULL) {
			value |= cmds[k][1] == 'p';
			i += strlen(cmds[k]);
		} else if (is_digit((unsigned char)s[i])) {
			value = 1;
			i++;
		} else if (strchr(" +-./{}", s[i]) != NULL)
			i++;
		else
			return r;
	}
	return value ? i : r;
}

/*
 * Is s[r..e) one relation "x \neq 3", "t \ge 0", "x > -\frac{1}{2}" (a
 * letter, a relation, a constant: digits, signs, \frac, \pi, \sqrt), or
 * one written constant first ("0 < x")?  Then 1 with it read into *c.
 */
static int
domain_cond(const char *s, size_t r, size_t e, struct dcond *c)
{
	size_t i;

	while (r < e && s[r] == ' ')
		r++;
	if (r + 1 < e && is_alpha((unsigned char)s[r]) &&
	    !is_alpha((unsigned char)s[r + 1])) {
		c->var = s[r];
		for (i = r + 1; i < e && s[i] == ' ';)
			i++;
		if ((c->rl = domain_rel(s, i, e)) == 0)
			return 0;
		c->rel = i;
		c->ca = i + c->rl;
		c->cb = e;
		c->rev = 0;
		return domain_const(s, c->ca, e) == e && e > c->ca;
	}
	/* "0 < x": the constant, the relation, the letter alone */
	if (r >= e || (!is_digit((unsigned char)s[r]) && (s[r] == '\0' ||
	    strchr("+-.\\", s[r]) == NULL)))
		return 0;
	if ((i = domain_const(s, r, e)) == r || i >= e)
		return 0;
	c->ca = r;
	c->cb = i;
	c->rel = i;
	c->rl = domain_rel(s, i, e);
	for (i += c->rl; i < e && s[i] == ' ';)
		i++;
	if (i >= e || !is_alpha((unsigned char)s[i]) || (i + 1 < e &&
	    is_alpha((unsigned char)s[i + 1])))
		return 0;
	c->var = s[i];
	for (i++; i < e && s[i] == ' ';)
		i++;
	c->rev = 1;
	return i == e;
}

/*
 * Does the value s[a..e) hold var free (not in a command's name), on the
 * right of its one '=' when it has one ("y(t) = 1 - e^{-2t}"), with no
 * inequality, "or", "otherwise" or cases?
 */
static int
domain_value(const char *s, size_t a, size_t e, char var)
{
	static const char *const bad[] = { " or ", "{or}", "{ or}", "{or }",
	    "otherwise", "cases", "else", NULL };
	size_t i, k, from = a;
	int eqs = 0;

	for (i = a; i < e; i++) {
		if (domain_rel(s, i, e) != 0)
			return 0;
		for (k = 0; bad[k]; k++)
			if (starts_ci(s, e, i, bad[k]))
				return 0;
		if (s[i] == '=') {
			eqs++;
			from = i + 1;
		}
	}
	if (eqs > 1)
		return 0;
	for (i = from; i < e; i++)
		if (s[i] == var && (i == a ||
		    (!is_alpha((unsigned char)s[i - 1]) &&
		    s[i - 1] != '\\')) && (i + 1 >= e ||
		    !is_alpha((unsigned char)s[i + 1])))
			return 1;
	return 0;
}

/* The length of a domain condition's opening word at s[i], or 0. */
static size_t
domain_word(const char *s, size_t i, size_t b)
{
	static const char *const words[] = { "for", "where", "when", NULL };
	size_t k, l, j;
	int text = 0;

	j = i;
	if (starts_ci(s, b, j, "\\text{") || starts_ci(s, b, j, "\\mbox{")) {
		j += 6;
		text = 1;
	}
	while (j < b && s[j] == ' ')
		j++;
	for (k = 0; words[k]; k++) {
		l = strlen(words[k]);
		if (starts_ci(s, b, j, words[k]) && (j + l >= b ||
		    !is_alpha((unsigned char)s[j + l])))
			break;
	}
	if (words[k] == NULL || (!text && (j == i || s[j - 1] != ' ')))
		return 0;
	for (j += l; j < b && s[j] == ' ';)
		j++;
	if (text) {
		if (j >= b || s[j] != '}')
			return 0;
		j++;
	}
	return j - i;
}

/*
 * The end of s[a..b) without a trailing domain condition on a function
 * answer ("\frac{2}{x-3} \text{ for } x \neq 3", "y = 1 - e^{-2t},
 * \quad t \ge 0", "\ln(x-1) \text{ where } x > 1"): one relation of a
 * letter the value holds against a constant, after "for", "where",
 * "when", a comma, \quad or in parentheses at the end; a constant with
 * a condition, a second case, "or" or "otherwise" keep it.  b when there
 * is none.
 */
static size_t
domain_end(const char *s, size_t a, size_t b)
{
	size_t i, l, r, e, c, best = b;
	int nest = 0;
	struct dcond dc;

	/* no relation a condition could use: nothing to look for */
	for (i = a; i < b; i++)
		if (s[i] == '<' || s[i] == '>' || (unsigned char)s[i] ==
		    0xe2 || (s[i] == '\\' && i + 2 < b && ((s[i + 1] == 'n' &&
		    s[i + 2] == 'e') || ((s[i + 1] == 'g' || s[i + 1] == 'l') &&
		    (s[i + 2] == 'e' || s[i + 2] == 't')))))
			break;
	if (i == b)
		return b;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '.'))
		b--;
	for (i = a; i < b; i++) {
		l = 0;
		if (nest == 0 && (l = domain_word(s, i, b)) == 0) {
			if (s[i] == ',')
				l = 1;
			else if (starts_ci(s, b, i, "\\qquad"))
				l = 6;
			else if (starts_ci(s, b, i, "\\quad"))
				l = 5;
		}
		if (l == 0 && nest == 0 && s[i] == '(' && s[b - 1] == ')' &&
		    i > a && (s[i - 1] == ' ' || s[i - 1] == ',')) {
			/* "(x \neq 0)" closing the answer */
			if (domain_cond(s, i + 1, b - 1, &dc) &&
			    domain_value(s, a, back_space(s, a, i), dc.var))
				best = i;
		}
		if (strchr("{([", s[i]) != NULL)
			nest++;
		else if (strchr("})]", s[i]) != NULL)
			nest--;
		if (l == 0 || best != b)
			continue;
		for (r = i + l;;) {
			while (r < b && s[r] == ' ')
				r++;
			if (starts_ci(s, b, r, "\\qquad"))
				r += 6;
			else if (starts_ci(s, b, r, "\\quad"))
				r += 5;
			else if (starts_ci(s, b, r, "\\,") ||
			    starts_ci(s, b, r, "\\;") ||
			    starts_ci(s, b, r, "\\ "))
				r += 2;	/* TeX's spaces: "\\frac{1}{x},\\ x" */
			else if ((e = domain_word(s, r, b)) != 0)
				r += e;
			else
				break;
		}
		if (domain_cond(s, r, b, &dc) &&
		    domain_value(s, a, back_space(s, a, i), dc.var))
			best = i;
		if (l > 1)
			i += l - 1;
	}
	if (best == b)
		return b;
	c = back_space(s, a, best);
	if (c > a && (s[c - 1] == ',' || s[c - 1] == ';'))
		c = back_space(s, a, c - 1);
	return c > a ? c : b;
}

/* A phrase for a value, and the value as LaTeX. */
static const struct {
	const char *phrase;
	const char *value;
} phrases[] = {
	{ "all real numbers", "(-\\infty,\\infty)" },
	{ "all reals", "(-\\infty,\\infty)" },
	{ "all real values", "(-\\infty,\\infty)" },
	{ "all real x", "(-\\infty,\\infty)" },
	{ "all real numbers x", "(-\\infty,\\infty)" },
	{ "all real values of x", "(-\\infty,\\infty)" },
	{ "any real x", "(-\\infty,\\infty)" },
	{ "every real x", "(-\\infty,\\infty)" },
	{ "all x", "(-\\infty,\\infty)" },
	{ "x can be any real number", "(-\\infty,\\infty)" },
	{ "no real roots", "\\emptyset" },
	{ "no real x", "\\emptyset" },
	{ "there is no solution", "\\emptyset" },
	{ "there are no solutions", "\\emptyset" },
	{ "any real number", "(-\\infty,\\infty)" },
	{ "every real number", "(-\\infty,\\infty)" },
	{ "the set of real numbers", "(-\\infty,\\infty)" },
	{ "the set of all real numbers", "(-\\infty,\\infty)" },
	{ "\\mathbb{r}", "(-\\infty,\\infty)" },
	{ "\\mathbb r", "(-\\infty,\\infty)" },
	{ "x \\in \\mathbb{r}", "(-\\infty,\\infty)" },
	{ "infinitely many", "\\infty" },
	{ "infinitely many solutions", "\\infty" },
	{ "no solution", "\\emptyset" },
	{ "no solutions", "\\emptyset" },
	{ "no real solution", "\\emptyset" },
	{ "no real solutions", "\\emptyset" },
	{ "the empty set", "\\emptyset" },
	{ NULL, NULL }
};

/*
 * The words of a whole answer s[a..b), lowercase, into w (at most max
 * bytes, NUL-terminated): \text{...}, \mbox{...} and \mathrm{...}
 * around any part, '$', a final period and runs of spacing are nothing
 * ("\text{all real } x" is "all real x").  0 when it does not fit.
 */
static int
flat_words(const char *s, size_t a, size_t b, char *w, size_t max)
{
	static const char *const wrap[] = { "\\text{", "\\mbox{",
	    "\\mathrm{", "\\textbf{", NULL };
	size_t l = 0, k;
	unsigned wrapped = 0;	/* bit d: brace d opened a \text{} */
	int depth = 0;

	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '.' || s[b - 1] == '$'))
		b--;
	while (a < b) {
		int c = (unsigned char)s[a];

		for (k = 0; c == '\\' && wrap[k]; k++)
			if (b - a > strlen(wrap[k]) &&
			    memcmp(s + a, wrap[k], strlen(wrap[k])) == 0)
				break;
		if (c != '\\')
			k = sizeof(wrap) / sizeof(wrap[0]) - 1;	/* none */
		if (wrap[k] && depth < 16) {
			a += strlen(wrap[k]);
			wrapped |= 1u << depth++;
			continue;
		}
		if (c == '{' && depth < 16) {
			wrapped &= ~(1u << depth++);
			a++;
		} else if (c == '}' && depth > 0 &&
		    !(wrapped & (1u << (depth - 1)))) {
			depth--;	/* a brace of its own: kept */
			a++;
		} else if (c == '}' || c == '$' || (c == '\\' && a + 1 < b &&
		    (s[a + 1] == ' ' || s[a + 1] == ',' || s[a + 1] == ';'))) {
			if (c == '}' && depth > 0)
				depth--;
			a += c == '\\' ? 2 : 1;
			c = ' ';
		} else
			a++;
		if (is_space(c)) {
			if (l > 0 && w[l - 1] != ' ')
				w[l++] = ' ';
		} else
			w[l++] = (char)lower(c);
		if (l + 1 >= max)
			return 0;
	}
	while (l > 0 && w[l - 1] == ' ')
		l--;
	w[l] = '\0';
	return 1;
}

/*
 * The value a whole answer s[a..b) names in words ("all real numbers",
 * "infinitely many", "no solution"), or NULL.
 */
static const char *
phrase_value(const char *s, size_t a, size_t b)
{
	/* a connective before the phrase, at the start or after a comma
	   or semicolon of a premise with no number ("Both roots fail,
	   hence there is no solution") */
	static const char *const conn[] = { "so ", "thus ", "hence ",
	    "therefore ", "in conclusion ", "so, ", "thus, ", "hence, ",
	    "therefore, ", "in conclusion, ", NULL };
	char w[160];
	const char *p;
	size_t k, c, l;

	if (!flat_words(s, a, b, w, sizeof(w)))
		return NULL;
	for (k = 0; phrases[k].phrase; k++)
		if (w[0] == phrases[k].phrase[0] &&	/* before a call */
		    strcmp(w, phrases[k].phrase) == 0)
			return phrases[k].value;
	for (c = strlen(w); c-- > 0;) {
		if (c > 0 && !(c >= 2 && w[c - 1] == ' ' && (w[c - 2] == ',' ||
		    w[c - 2] == ';')))
			continue;
		for (k = 0; conn[k]; k++)
			if (w[c] == conn[k][0] &&	/* before the calls */
			    strncmp(w + c, conn[k], strlen(conn[k])) == 0)
				break;
		if (conn[k] == NULL)
			continue;
		for (l = 0; l < c; l++)
			if (w[l] >= '0' && w[l] <= '9')
				return NULL;
		p = w + c + strlen(conn[k]);
		for (k = 0; phrases[k].phrase; k++)
			if (strcmp(p, phrases[k].phrase) == 0)
				return phrases[k].value;
		return NULL;
	}
	return NULL;
}

/*
 * A fraction in words, w as flat_words gives it ("one half", "two
 * thirds", "three quarters"): "a/b" into out (reset first).  0 when w is
 * none.
 */
static int
fraction_words(const char *w, struct papo_buf *out)
{
	static const char *const num[] = { "a", "one", "two", "three", "four",
	    "five", "six", "seven", "eight", "nine", NULL };
	const char *sp = strpbrk(w, " -");
	size_t l, k;
	int d;
	char buf[16];

	if (sp == NULL)
		return 0;
	l = (size_t)(sp - w);
	for (k = 0; num[k]; k++)
		if (strlen(num[k]) == l && memcmp(w, num[k], l) == 0)
			break;
	if (!num[k])
		return 0;
	/* the denominators' table is answer_words.c's (its last
	   sentences' fractions in words) */
	if ((d = papo_answer_en_denominator(sp + 1, 0, strlen(sp + 1),
	    k <= 1)) == 0)
		return 0;
	snprintf(buf, sizeof(buf), "%d/%d", k == 0 ? 1 : (int)k, d);
	papo_buf_reset(out);
	papo_buf_adds(out, buf);
	return 1;
}

/*
 * A whole answer s[a..b) that is a number in English words ("twelve",
 * "forty-two", "one hundred twenty one", "two thousand"): its digits
 * into out (reset first).  0 when it is none.
 */
static int
number_words(const char *s, size_t a, size_t b, struct papo_buf *out)
{
	static const char *const small[] = { "zero", "one", "two", "three",
	    "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
	    "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
	    "seventeen", "eighteen", "nineteen", NULL };
	static const char *const tens[] = { "twenty", "thirty", "forty",
	    "fifty", "sixty", "seventy", "eighty", "ninety", NULL };
	char w[96], num[32];
	const char *p;
	long long total = 0, cur = 0;
	int words = 0, k;

	if (!flat_words(s, a, b, w, sizeof(w)) || w[0] == '\0')
		return 0;
	if (fraction_words(w, out))
		return 1;
	for (p = w; *p;) {
		size_t l = strcspn(p, " -");
		int found = 0;

		if (l == 3 && memcmp(p, "and", 3) == 0 && words > 0)
			found = 1;
		for (k = 0; !found && small[k]; k++)
			if (p[0] == small[k][0] && strlen(small[k]) == l &&
			    memcmp(p, small[k], l) == 0) {
				cur += k;
				found = 1;
			}
		for (k = 0; !found && tens[k]; k++)
			if (p[0] == tens[k][0] && strlen(tens[k]) == l &&
			    memcmp(p, tens[k], l) == 0) {
				cur += 20 + 10 * k;
				found = 1;
			}
		if (!found && l == 7 && memcmp(p, "hundred", 7) == 0 &&
		    words > 0) {
			cur *= 100;
			found = 1;
		}
		if (!found && l == 8 && memcmp(p, "thousand", 8) == 0 &&
		    words > 0) {
			total += cur * 1000;
			cur = 0;
			found = 1;
		}
		if (!found && l == 7 && memcmp(p, "million", 7) == 0 &&
		    words > 0) {
			total += cur * 1000000;
			cur = 0;
			found = 1;
		}
		if (!found || ++words > 12)
			return 0;
		p += l;
		while (*p == ' ' || *p == '-')
			p++;
	}
	snprintf(num, sizeof(num), "%lld", total + cur);
	papo_buf_reset(out);
	papo_buf_adds(out, num);
	return 1;
}

/*
 * Yes and no written alone in the listed languages other than English
 * and Chinese's 是/否 (lower case; a capital first ASCII letter is read
 * too): French, German, Spanish, Italian, Portuguese, Russian, Japanese,
 * Korean, Thai, Bengali, Swahili, Telugu, and Chinese 不是; and a
 * judgement's true or false in English, read as its yes or no (not
 * other languages' words for them, which take back a statement too:
 * "Attendez, c'est faux.").
 */
static const struct {
	const char *w;
	int yes;
} yes_no_words[] = {
	{ "oui", 1 }, { "non", 0 }, { "ja", 1 }, { "nein", 0 },
	{ "s\xc3\xad", 1 }, { "s\xc3\xac", 1 }, { "sim", 1 },
	{ "n\xc3\xa3o", 0 },
	{ "\xd0\xb4\xd0\xb0", 1 },			/* да */
	{ "\xd0\xbd\xd0\xb5\xd1\x82", 0 },		/* нет */
	{ "\xd0\x94\xd0\xb0", 1 },			/* Да */
	{ "\xd0\x9d\xd0\xb5\xd1\x82", 0 },		/* Нет */
	{ "\xe3\x81\xaf\xe3\x81\x84", 1 },		/* はい */
	{ "\xe3\x81\x84\xe3\x81\x84\xe3\x81\x88", 0 },	/* いいえ */
	{ "\xec\x98\x88", 1 },				/* 예 */
	{ "\xec\x95\x84\xeb\x8b\x88\xec\x9a\x94", 0 },	/* 아니요 */
	{ "\xec\x95\x84\xeb\x8b\x88\xec\x98\xa4", 0 },	/* 아니오 */
	{ "\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x88", 1 },	/* ใช่ */
	/* ไม่ใช่ */
	{ "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88"
	    "\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x88", 0 },
	/* হ্যাঁ */
	{ "\xe0\xa6\xb9\xe0\xa7\x8d\xe0\xa6\xaf\xe0\xa6\xbe\xe0\xa6\x81", 1 },
	{ "\xe0\xa6\xa8\xe0\xa6\xbe", 0 },		/* না */
	{ "ndiyo", 1 }, { "hapana", 0 },
	/* అవును */
	{ "\xe0\xb0\x85\xe0\xb0\xb5\xe0\xb1\x81\xe0\xb0\xa8\xe0\xb1\x81", 1 },
	/* కాదు */
	{ "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb1\x81", 0 },
	{ "\xe4\xb8\x8d\xe6\x98\xaf", 0 },		/* 不是 */
	/* a judgement's true or false: the same commitment */
	{ "true", 1 }, { "false", 0 },
	{ NULL, 0 }
};

/*
 * The copulas that close a Japanese or Korean answer sentence right
 * after its yes or no ("答えははいです", "정답은 예입니다"), as after a
 * number: the word is still the value.
 */
static const char *const yes_no_copulas[] = {
	"\xe3\x81\xa7\xe3\x81\x99",				/* です */
	"\xe3\x81\xa7\xe3\x81\x97\xe3\x81\x9f",		/* でした */
	"\xe3\x81\xa0",						/* だ */
	"\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4",		/* 입니다 */
	"\xec\x9d\xb4\xeb\x8b\xa4",				/* 이다 */
	NULL
};

size_t
papo_answer_yes_no_at(const char *s, size_t a, size_t b)
{
	size_t k, l, e, c;

	for (k = 0; yes_no_words[k].w; k++) {
		l = strlen(yes_no_words[k].w);
		if (b - a < l || (unsigned char)yes_no_words[k].w[0] < 0x80)
			continue;	/* the Latin ones: yes_no's */
		if (memcmp(s + a, yes_no_words[k].w, l) != 0)
			continue;
		e = a + l;
		for (c = 0; yes_no_copulas[c]; c++)
			if (b - e >= strlen(yes_no_copulas[c]) &&
			    memcmp(s + e, yes_no_copulas[c],
			    strlen(yes_no_copulas[c])) == 0) {
				e += strlen(yes_no_copulas[c]);
				break;
			}
		if (e == b || strchr(",.;:!", s[e]) != NULL)
			return l;
		if (b - e >= 3 && (memcmp(s + e, "\xe3\x80\x82", 3) == 0 ||
		    memcmp(s + e, "\xe3\x80\x81", 3) == 0 ||
		    memcmp(s + e, "\xe0\xa5\xa4", 3) == 0))
			return l;	/* 。、। */
	}
	return 0;
}

/*
 * A text answer that opens with a plain yes or no ("No such function
 * exists", "\text{Yes, infinitely many}"): that word, when the rest has
 * no number, no math and no condition (if, only, when, unless, except,
 * but).  NULL otherwise.
 */
static const char *
yes_no(const char *s, size_t a, size_t b)
{
	static const char *const cond[] = { "if", "only", "when", "unless",
	    "except", "but", NULL };
	const char *w = NULL;
	size_t i, k, l;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	if (b - a > 6 && (memcmp(s + a, "\\text{", 6) == 0 ||
	    memcmp(s + a, "\\mbox{", 6) == 0))
		a += 6;
	else if (b - a > 8 && memcmp(s + a, "\\textbf{", 8) == 0)
		a += 8;
	while (a < b && is_space((unsigned char)s[a]))
		a++;
	/* 是 and 否 alone: the answer after 答案： */
	for (i = b; i > a && (is_space((unsigned char)s[i - 1]) ||
	    s[i - 1] == '}' || s[i - 1] == '.');)
		i--;
	if (i >= a + 3 && memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0)
		i -= 3;	/* 。 */
	if (i == a + 3 && memcmp(s + a, "\xe6\x98\xaf", 3) == 0)
		return "Yes";	/* 是 */
	if (i == a + 3 && memcmp(s + a, "\xe5\x90\xa6", 3) == 0)
		return "No";	/* 否 */
	/* yes or no alone in another listed language ("oui", "nein") */
	for (k = 0; yes_no_words[k].w; k++) {
		if (i > a && s[a] != yes_no_words[k].w[0] &&
		    s[a] != (yes_no_words[k].w[0] & ~0x20))
			continue;	/* the first byte before strlen */
		l = strlen(yes_no_words[k].w);
		if (i - a == l && (memcmp(s + a, yes_no_words[k].w, l) == 0 ||
		    (s[a] == (yes_no_words[k].w[0] & ~0x20) &&
		    memcmp(s + a + 1, yes_no_words[k].w + 1, l - 1) == 0)))
			return yes_no_words[k].yes ? "Yes" : "No";
	}
	if (starts_ci(s, b, a, "yes"))
		w = "Yes";
	else if (starts_ci(s, b, a, "no"))
		w = "No";
	else
		return NULL;
	i = a + strlen(w);
	if (i >= b || is_alpha((unsigned char)s[i]))
		return NULL;	/* the whole answer, or "not", "none" */
	for (; i < b; i++) {
		if (is_digit((unsigned char)s[i]) ||
		    strchr("=<>\\^_$", s[i]) != NULL)
			return NULL;
		if (is_alpha((unsigned char)s[i]) && (i == 0 ||
		    !is_alpha((unsigned char)s[i - 1])))
			for (k = 0; cond[k]; k++) {
				l = strlen(cond[k]);
				if (starts_ci(s, b, i, cond[k]) &&
				    (i + l == b || !is_alpha((unsigned char)
				    s[i + l])))
					return NULL;
			}
	}
	return w;
}

/*
 * A whole answer in one pair of square brackets with one element
 * ("[\frac{n^2+2n-1}{2}]", "\left[ x \right]") is the greatest
 * integer function, as competitions write it: 1 and its content's
 * extent in *ca, *cb.  Not an interval or list (a comma or semicolon
 * at the top), a matrix, or a single letter.
 */
static int
floor_bracket(const char *s, size_t n, size_t *ca, size_t *cb)
{
	size_t a = 0, b = n, i;
	int depth = 0;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '$'))
		b--;
	if (starts_ci(s, b, a, "\\left["))
		a += 6;
	else if (a < b && s[a] == '[')
		a++;
	else
		return 0;
	if (b >= a + 7 && memcmp(s + b - 7, "\\right]", 7) == 0)
		b -= 7;
	else if (b > a && s[b - 1] == ']')
		b--;
	else
		return 0;
	for (i = a; i < b; i++) {
		if (s[i] == '\\' && i + 1 < b) {
			if (starts_ci(s, b, i + 1, "begin"))
				return 0;
			i++;
			continue;
		}
		if (s[i] == '[' || s[i] == '{' || s[i] == '(')
			depth++;
		else if (s[i] == ']' || s[i] == '}' || s[i] == ')') {
			if (--depth < 0)
				return 0;	/* "[1,2] \cup [3]" */
		} else if (depth == 0 && (s[i] == ',' || s[i] == ';'))
			return 0;
	}
	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	if (depth != 0 || b <= a ||
	    (b - a == 1 && is_alpha((unsigned char)s[a])))
		return 0;
	*ca = a;
	*cb = b;
	return 1;
}

int
papo_answer_named(const char *s, size_t a, size_t b)
{
	struct papo_buf t = PAPO_BUF_INIT;
	int r;

	r = number_words(s, a, b, &t) || phrase_value(s, a, b) != NULL ||
	    papo_answer_words(s + a, b - a, &t);
	papo_buf_release(&t);
	return r;
}

/*
 * The English words of a scale smaller than a percent after a value,
 * each with its power of ten ("42 per mille" is 42‰, "42 basis points"
 * 0.42%), longest first (papo_answer_small_scale).
 */
static const struct {
	const char *w;
	int x;
} small_scales[] = {
	{ "parts per million", -6 }, { "parts per thousand", -3 },
	{ "per thousand", -3 }, { "per mille", -3 }, { "per mill", -3 },
	{ "per mil", -3 }, { "permille", -3 }, { "permil", -3 },
	{ "basis points", -4 }, { "basis point", -4 }, { "bps", -4 },
	{ "ppm", -6 }, { "ppb", -9 },
};

int
papo_answer_small_scale(const char *s, size_t n, size_t *l)
{
	size_t k, w;
	unsigned char c = n > 0 ? (unsigned char)s[0] : 0, f;

	for (k = 0; k < sizeof(small_scales) / sizeof(small_scales[0]);
	    k++) {
		/* the first bytes first: no strlen for most rows */
		f = (unsigned char)small_scales[k].w[0];
		if (c < 0x80 && f < 0x80 && lower(c) != lower(f))
			continue;
		w = strlen(small_scales[k].w);
		if (w <= n && strncasecmp(s, small_scales[k].w, w) == 0 &&
		    (w == n || !is_alpha((unsigned char)s[w]))) {
			*l = w;
			return small_scales[k].x;
		}
	}
	return 0;
}

/*
 * A value that ends in a unit or scale word of another language ("5克",
 * "5 días", "12 минут.", "5万", "5 Millionen") or a per mille sign:
 * the value with the English unit as text and the scale as a power of
 * ten ("5 \\text{ g}", "5 \\times 10^{4}") into out, 1; else 0.
 */
static int
foreign_unit(const char *s, size_t n, struct papo_buf *out)
{
	size_t p = n, q, l = 0, e;
	const char *f;
	int x = 0;

	while (p > 0 && !is_digit(s[p - 1]))
		p--;
	if (p == 0)
		return 0;
	for (q = p; q < n && s[q] == ' '; q++)
		;
	/* a scale word first ("5万", "5 тысяч"), then a unit ("5万元") */
	if (papo_unit_foreign(s + q, n - q, &l) == NULL &&
	    (x = papo_answer_scale_foreign(s, q, n, &l)) != 0)
		for (q += l; q < n && s[q] == ' '; q++)
			;
	else if (n - q >= 3 && memcmp(s + q, "\xe2\x80\xb0", 3) == 0) {
		x = -3;		/* ‰ */
		q += 3;
	}
	else if ((x = papo_answer_small_scale(s + q, n - q, &l)) != 0)
		for (q += l; q < n && s[q] == ' '; q++)
			;	/* "42 per mille", "42 basis points" */
	f = papo_unit_foreign(s + q, n - q, &l);
	if (f == NULL && x == 0)
		return 0;
	for (e = q + l; e < n && (s[e] == ' ' || s[e] == '.'); e++)
		;
	if (n - e == 3 && memcmp(s + e, "\xe3\x80\x82", 3) == 0)
		e = n;	/* 。 */
	if (e < n)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s, p);
	if (x != 0)
		papo_buf_addf(out, " \\times 10^{%d}", x);
	if (f != NULL) {
		papo_buf_adds(out, " \\text{ ");
		papo_buf_adds(out, f);
		papo_buf_addc(out, '}');
	}
	return 1;
}

/*
 * An amount written after its currency's code or sign, and nothing
 * else ("USD 42", "Rs. 42", "₹ 42.50"; units_currency.c's rows): the
 * number with the unit ("42 \\text{ usd}") into out, 1; else 0.
 */
static int
currency_code(const char *s, size_t n, struct papo_buf *out)
{
	size_t l, i, k;
	const char *unit;

	while (n > 0 && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	if (n > 1 && s[0] == '$') {
		unit = "dollarsign";	/* "$42": no math, one '$' */
		l = 1;
	} else if ((unit = papo_unit_currency_sign(s, n, 1, &l)) == NULL ||
	    l >= n)
		return 0;
	for (i = l; i < n && s[i] == ' '; i++)
		;
	if (i == n || !is_digit((unsigned char)s[i]) ||
	    (i == l && is_alpha((unsigned char)s[l - 1])))
		return 0;	/* "USD42" is no code */
	for (k = i; k < n && (is_digit((unsigned char)s[k]) ||
	    (s[k] == '.' && k + 1 < n && is_digit((unsigned char)s[k + 1])));
	    k++)
		;
	if (k != n)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s + i, n - i);
	papo_buf_adds(out, " \\text{ ");
	papo_buf_adds(out, unit);
	papo_buf_addc(out, '}');
	return 1;
}

/*
 * An amount and its currency sign after it, and nothing else ("42 $",
 * "42.50 €", "42 zł"; units_currency.c's rows and the dollar's): the
 * number with the unit ("42 \\text{ dollars}") into out, 1; else 0.
 */
static int
currency_after(const char *s, size_t n, struct papo_buf *out)
{
	size_t l = 0, k, e;
	const char *unit;

	while (n > 0 && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	if (n > 1 && s[n - 1] == '$') {
		unit = "dollars";
		l = 1;
	} else if ((unit = papo_unit_currency_end(s, 0, n, 0, &l)) == NULL ||
	    l >= n)
		return 0;
	for (e = n - l; e > 0 && s[e - 1] == ' '; e--)
		;
	for (k = 0; k < e && (is_digit((unsigned char)s[k]) ||
	    (s[k] == '.' && k > 0 && k + 1 < e &&
	    is_digit((unsigned char)s[k + 1]))); k++)
		;
	if (e == 0 || k != e)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s, e);
	papo_buf_adds(out, " \\text{ ");
	papo_buf_adds(out, unit);
	papo_buf_addc(out, '}');
	return 1;
}

int
papo_answer_domain(const char *s, size_t n, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t e, c, r;
	struct dcond dc;
	char rel;
	int found = 0;

	if (papo_answer_unmark(s, n, 1, &t)) {
		s = t.s;
		n = t.len;
	}
	e = forall_end(s, 0, quantifier_end(s, 0, n));
	if ((c = domain_end(s, 0, e)) < e) {
		while (e > c && (s[e - 1] == ' ' || s[e - 1] == '.'))
			e--;
		if (e > c && s[e - 1] == ')')	/* "(x \neq 0)" */
			e--;
		for (r = c; r < e && !found; r++)
			found = (r == c ||
			    !is_alpha((unsigned char)s[r - 1])) &&
			    domain_cond(s, r, e, &dc);
	}
	if (found) {
		size_t rl;

		rel = papo_answer_relation(s, dc.rel, dc.rel + dc.rl, &rl);
		if (dc.rev)	/* "0 < x" is "x > 0" */
			rel = rel == '<' ? '>' : rel == '>' ? '<' : rel == 'l' ?
			    'g' : rel == 'g' ? 'l' : rel;
		papo_buf_reset(out);
		papo_buf_addc(out, dc.var);
		papo_buf_addc(out, rel);
		papo_buf_add(out, s + dc.ca, dc.cb - dc.ca);
	}
	papo_buf_release(&t);
	return found;
}

/*
 * Whether s[0..n) is a value written as inline code, one pair of
 * backticks around it and none inside ("`36`", review 29 finding 11):
 * markup, as bold is, the value what it holds.
 */
static int
inline_code(const char *s, size_t n)
{
	return n > 2 && s[0] == '`' && s[n - 1] == '`' && memchr(s + 1, '`',
	    n - 2) == NULL;
}

int
papo_answer_normalize(const char *s, size_t n, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t e, fa, fb;
	const char *w;
	int changed = 0;

	if (inline_code(s, n)) {
		s++;
		n -= 2;
		changed = 1;
	}
	if (papo_answer_unmark(s, n, 1, &t)) {
		s = t.s;
		n = t.len;
		changed = 1;
	}
	if (number_words(s, 0, n, out) || papo_answer_words(s, n, out) ||
	    foreign_unit(s, n, out) || currency_code(s, n, out) ||
	    currency_after(s, n, out)) {
		papo_buf_release(&t);
		return 1;
	}
	if ((w = phrase_value(s, 0, n)) != NULL ||
	    (w = yes_no(s, 0, n)) != NULL) {
		papo_buf_reset(out);
		papo_buf_adds(out, w);
		papo_buf_release(&t);
		return 1;
	}
	e = quantifier_end(s, 0, n);
	e = forall_end(s, 0, e);
	e = domain_end(s, 0, e);
	if (floor_bracket(s, e, &fa, &fb)) {
		papo_buf_reset(out);
		papo_buf_adds(out, "\\lfloor ");
		papo_buf_add(out, s + fa, fb - fa);
		papo_buf_adds(out, " \\rfloor");
		changed = 1;
	} else if (e < n || changed) {
		papo_buf_reset(out);
		papo_buf_add(out, s, e);
		changed = 1;
	}
	papo_buf_release(&t);
	return changed;
}
