/* SPDX-License-Identifier: MIT */
/*
 * answer_math.c: math in the text of a response: the last math spans
 * ($...$, \(...\)) that answer, and what tells prose from math.
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"

/* Between two math spans: only commas, spaces and one "and"/"or". */
static int
joinable_spans(const char *s, size_t a, size_t b)
{
	size_t i = a;
	int words = 0, comma = 0;

	while (i < b) {
		if (is_alpha((unsigned char)s[i])) {
			size_t k = i;

			while (k < b && is_alpha((unsigned char)s[k]))
				k++;
			if (!((k - i == 3 && starts_ci(s, b, i, "and")) ||
			    (k - i == 2 && starts_ci(s, b, i, "or"))))
				return 0;
			words++;
			i = k;
			continue;
		}
		if (s[i] == ',')
			comma = 1;
		else if (!is_space((unsigned char)s[i]))
			return 0;
		i++;
	}
	return words == 1 || (words == 0 && comma);
}

/* Known words that may appear in a bare expression. */
static int
math_word(const char *s, size_t n)
{
	static const char *const w[] = { "and", "or", "sqrt", "sin", "cos",
	    "tan", "log", "ln", "exp", "pi", "inf", "infty", "infinity", NULL };
	size_t k;

	for (k = 0; w[k]; k++)
		if (strlen(w[k]) == n && starts_ci(s, n, 0, w[k]))
			return 1;
	return 0;
}

/*
 * The length of the letter of a Latin script with a mark at s[i] (before
 * b): U+00C0-U+024F but the signs U+00D7 and U+00F7, U+1E00-U+1EFF
 * (Vietnamese "ổ", "ậ"); else 0.
 */
static size_t
marked_latin(const char *s, size_t i, size_t b)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i + 1 < b && u[0] >= 0xc3 && u[0] <= 0xc9 && (u[1] & 0xc0) ==
	    0x80 && !(u[0] == 0xc3 && (u[1] == 0x97 || u[1] == 0xb7)) &&
	    !(u[0] == 0xc9 && u[1] > 0x8f))
		return 2;
	if (i + 2 < b && u[0] == 0xe1 && u[1] >= 0xb8 && u[1] <= 0xbb &&
	    (u[2] & 0xc0) == 0x80)
		return 3;
	return 0;
}

/*
 * Is s[i..] a word of three letters or more, ASCII letters and marked
 * Latin ones (marked_latin), one of them marked ("Tổng", "là" not):
 * its end in *e, 1; else 0.
 */
static int
latin_word(const char *s, size_t i, size_t b, size_t *e)
{
	size_t k = i, n = 0, l;
	int marked = 0;

	for (;;) {
		if (k < b && is_alpha((unsigned char)s[k]))
			l = 1;
		else if ((l = marked_latin(s, k, b)) > 0)
			marked = 1;
		else
			break;
		k += l;
		n++;
	}
	*e = k;
	return marked && n >= 3;
}

/*
 * Does s[a..b) hold prose: a word of three or more letters that is not
 * a command, not inside \text{...} or \begin{...}, and not a known math
 * word; or a run of two non-ASCII characters (CJK, Cyrillic, ...)?
 */
int
papo_answer_prose(const char *s, size_t a, size_t b)
{
	size_t i = a, lw;
	int text = 0, depth = 0;

	while (i < b) {
		int c = (unsigned char)s[i];

		if (c == '\\') {
			size_t k = i + 1;

			while (k < b && s[k] == '\\')
				k++;	/* "\\\\frac": escaped twice */
			i = k;
			while (k < b && is_alpha((unsigned char)s[k]))
				k++;
			if (k == i)
				continue;	/* \, \( or a mangled \f */
			if (k - i >= 3 && (starts_ci(s, b, i, "text") ||
			    starts_ci(s, b, i, "mathrm") ||
			    starts_ci(s, b, i, "mbox") ||
			    starts_ci(s, b, i, "begin") ||
			    starts_ci(s, b, i, "end") ||
			    starts_ci(s, b, i, "operatorname")))
				text = depth + 1;
			i = k > i ? k : i + 1;
			continue;
		}
		if (c == '{')
			depth++;
		else if (c == '}') {
			if (text == depth)
				text = 0;
			if (depth > 0)
				depth--;
		} else if (!text && latin_word(s, i, b, &lw)) {
			return 1;	/* "Tổng", "Müller": a word */
		} else if (is_alpha(c)) {
			size_t k = i, up = 0;

			while (k < b && is_alpha((unsigned char)s[k]))
				up += s[k++] <= 'Z';
			/* ABC, XYZ: the names of points, not words */
			if (k - i >= 3 && !text && !math_word(s + i, k - i) &&
			    up < k - i)
				return 1;
			i = k;
			continue;
		} else if ((c == '\f' || c == '\b') && i + 1 < b &&
		    is_alpha((unsigned char)s[i + 1])) {
			/* "\frac" with its "\f" turned into a form feed */
			i++;
			while (i < b && is_alpha((unsigned char)s[i]))
				i++;
			continue;
		} else if (c >= 0xc0) {
			/* two non-ASCII characters in a row: a word */
			size_t k = i + 1;

			while (k < b && ((unsigned char)s[k] & 0xc0) == 0x80)
				k++;
			if (k < b && (unsigned char)s[k] >= 0xc0)
				return 1;
			i = k;
			continue;
		}
		i++;
	}
	return 0;
}

/* The end of the word of ASCII letters at s[i] (a contraction's
   apostrophe inside it: "It's"), i when none; *apos set when it has one. */
static size_t
short_word(const char *s, size_t i, size_t b, int *apos)
{
	size_t k = i;

	*apos = 0;
	while (k < b && (is_alpha((unsigned char)s[k]) || (k > i &&
	    s[k] == '\'' && k + 1 < b && is_alpha((unsigned char)s[k + 1]))))
		*apos |= s[k++] == '\'';
	return k;
}

/*
 * Does s[a..b) hold two words of letters one space apart, one of two
 * letters or more, neither a math word ("It is 42", "Il y a 42"), or a
 * contraction ("It's 42"): words a statement is made of, though none
 * has three letters (papo_answer_prose)?  "x y", "km/h", "3 or 4", "5
 * km" hold none, nor does a text with math in it (a backslash, '$',
 * '{': "\\text{...}" is papo_answer_prose's to read).
 */
int
papo_answer_short_prose(const char *s, size_t a, size_t b)
{
	size_t i = a, k, m, n;
	int ap, ap2;

	for (k = a; k < b; k++)
		if (s[k] == '\\' || s[k] == '$' || s[k] == '{')
			return 0;	/* math: papo_answer_prose reads it */
	while (i < b) {
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    (is_alpha((unsigned char)s[i - 1]) || s[i - 1] == '\\'))) {
			i++;
			continue;
		}
		k = short_word(s, i, b, &ap);
		if (ap && k - i >= 3 && (k == b || !is_alpha((unsigned
		    char)s[k])))
			return 1;	/* "It's" */
		if (k < b && s[k] == ' ' && !math_word(s + i, k - i) &&
		    (m = short_word(s, k + 1, b, &ap2)) > k + 1 && (m == b ||
		    !is_alpha((unsigned char)s[m])) && !ap2 &&
		    !math_word(s + k + 1, m - k - 1)) {
			n = m - k - 1;
			if (k - i >= 2 || n >= 2)
				return 1;
		}
		i = k;
	}
	return 0;
}

/*
 * Does the '$' at s[i] open words rather than math ("$close to 42$",
 * "$blorf 42$": prose with a space to the next '$' of its line, in
 * s[..b), which papo_answer_math_answer does not read as math either)?
 */
int
papo_answer_prose_dollar(const char *s, size_t i, size_t b)
{
	size_t y;

	if (i >= b || s[i] != '$' || (i + 1 < b && s[i + 1] == '$'))
		return 0;
	for (y = i + 1; y < b && s[y] != '$' && s[y] != '\n'; y++)
		if (s[y] == '\\')
			y++;
	return y < b && s[y] == '$' && papo_answer_prose(s, i + 1, y) &&
	    papo_answer_has_space(s, i + 1, y);
}

/* Is s[a..b) plain ASCII? */
int
papo_answer_ascii(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if ((unsigned char)s[a] >= 0x80)
			return 0;
	return 1;
}

/* Does s[a..b) hold white space? */
int
papo_answer_has_space(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (is_space((unsigned char)s[a]))
			return 1;
	return 0;
}

/*
 * Does the run of '*' that ends at s[e] close an emphasis opened before
 * it on its line ("**42**", "*The answer is 42.*")?  A run is an opener
 * when nothing but spacing, the line's start or punctuation comes
 * before it and a character after it, a closer when it follows a
 * character and one is open.  A run that closes nothing ("42*", "42**"
 * after "**Answer:**") is a mark of the value's own: a footnote, a
 * star rating.
 */
int
papo_answer_emph_closer(const char *s, size_t e)
{
	size_t r = e, i, j, l;
	int open = 0;

	while (r > 0 && s[r - 1] == '*')
		r--;
	for (l = r; l > 0 && s[l - 1] != '\n'; l--)
		;
	for (i = l; i < r; i = j) {
		if (s[i] != '*') {
			j = i + 1;
			continue;
		}
		for (j = i; j < r && s[j] == '*'; j++)
			;
		if (i > l && !is_space((unsigned char)s[i - 1]) &&
		    s[i - 1] != '(' && s[i - 1] != '"' && open > 0)
			open--;
		else if (j < r && !is_space((unsigned char)s[j]))
			open++;
	}
	return open > 0;
}

/*
 * The quotation marks of the listed languages and markdown's "__" bold,
 * as pairs that may stand around a value ("«35»", "„35“", "「35」",
 * "__35__"): opening, closing.
 */
static const char *const quote_pairs[][2] = {
	{ "\xc2\xab", "\xc2\xbb" },		/* « » */
	{ "\xc2\xbb", "\xc2\xab" },		/* » « (German) */
	{ "\xe2\x80\x9e", "\xe2\x80\x9c" },	/* „ “ */
	{ "\xe2\x80\x9e", "\xe2\x80\x9d" },	/* „ ” */
	{ "\xe2\x80\x9c", "\xe2\x80\x9d" },	/* “ ” */
	{ "\xe3\x80\x8c", "\xe3\x80\x8d" },	/* 「 」 */
	{ "\xe3\x80\x8e", "\xe3\x80\x8f" },	/* 『 』 */
	{ "__", "__" },
};

/* Is s[a..b), spaces aside at its ends, one token (no space inside: a
   value, not an option's quoted text)? */
static int
one_token(const char *s, size_t a, size_t b)
{
	while (a < b && s[a] == ' ')
		a++;
	while (b > a && s[b - 1] == ' ')
		b--;
	return a < b && memchr(s + a, ' ', b - a) == NULL;
}

/*
 * The pair of quote_pairs[] around s[a..b) (a value: one token): its
 * opening mark at s[a], or before s[a] past spaces (the reader may have
 * passed it: "est « 35 »"), its closing mark ending s[b], neither mark
 * of the pair inside (one quotation: "«35» ou «36»" is two).  The length
 * of the opening mark inside s[a..b) (0 when before it) in *op, of the
 * closing one in *cl; 1, or 0 when there is none.
 */
static int
quote_pair(const char *s, size_t a, size_t b, size_t *op, size_t *cl)
{
	size_t k, o, c, w;
	unsigned char e;

	if (b - a < 2)
		return 0;
	e = (unsigned char)s[b - 1];
	if (e != 0xbb && e != 0xab && e != 0x9c && e != 0x9d && e != 0x8d &&
	    e != 0x8f && e != '_')
		return 0;	/* the cheap test first: no closing mark */
	for (k = 0; k < sizeof(quote_pairs) / sizeof(quote_pairs[0]); k++) {
		o = strlen(quote_pairs[k][0]);
		c = strlen(quote_pairs[k][1]);
		if (b - a <= c || memcmp(s + b - c, quote_pairs[k][1], c) != 0)
			continue;
		for (w = a; w > 0 && s[w - 1] == ' '; w--)
			;
		if (b - a > o + c && memcmp(s + a, quote_pairs[k][0], o) == 0)
			*op = o;
		else if (w >= o && memcmp(s + w - o, quote_pairs[k][0], o) == 0)
			*op = 0;
		else
			continue;
		w = a + *op;
		if (memmem(s + w, b - c - w, quote_pairs[k][0], o) != NULL ||
		    memmem(s + w, b - c - w, quote_pairs[k][1], c) != NULL ||
		    !one_token(s, w, b - c))
			continue;
		*cl = c;
		return 1;
	}
	return 0;
}

/* Trim spaces, '*' (markdown bold), '"', a pair of quotation marks
   (quote_pairs) and final punctuation. */
static void trim_once(const char *, size_t *, size_t *);

void
papo_answer_trim(const char *s, size_t *a, size_t *b)
{
	size_t o, c;

	for (;;) {
		trim_once(s, a, b);
		if (!quote_pair(s, *a, *b, &o, &c))
			break;
		*a += o;
		*b -= c;
	}
}

/*
 * The length of a closing quotation mark (” » 」 』) that ends s[a..b)
 * with no opening mark of its own in it (“ „ « 「 『: quote_pair's), or
 * 0.
 */
static size_t
closing_unpaired(const char *s, size_t a, size_t b)
{
	static const char *const m[][3] = {
	    { "\xe2\x80\x9d", "\xe2\x80\x9c", "\xe2\x80\x9e" },
	    { "\xc2\xbb", "\xc2\xab", NULL },
	    { "\xe3\x80\x8d", "\xe3\x80\x8c", NULL },
	    { "\xe3\x80\x8f", "\xe3\x80\x8e", NULL } };
	size_t k, l;

	if (b == a || (unsigned char)s[b - 1] < 0x80)
		return 0;
	for (k = 0; k < sizeof(m) / sizeof(m[0]); k++) {
		l = strlen(m[k][0]);
		if (b - a >= l && memcmp(s + b - l, m[k][0], l) == 0)
			return memmem(s + a, b - a, m[k][1], strlen(m[k][1])) ==
			    NULL && (m[k][2] == NULL || memmem(s + a, b - a,
			    m[k][2], strlen(m[k][2])) == NULL) ? l : 0;
	}
	return 0;
}

/* papo_answer_trim's spaces, '*', '"' and final punctuation. */
static void
trim_once(const char *s, size_t *a, size_t *b)
{
	size_t k;

	for (;;) {
		if (*a < *b && (lead_space(s, *a, *b) ||
		    s[*a] == '*' || s[*a] == '"'))
			(*a)++;
		else if (*a + 1 < *b && s[*a] == '\\' && s[*a + 1] == '"')
			*a += 2;	/* \" from text escaped twice */
		else
			break;
	}
	for (;;) {
		if (*b > *a && s[*b - 1] == '*' &&
		    !papo_answer_emph_closer(s, *b))
			break;	/* "42*": no closer */
		if (*b > *a && (is_space((unsigned char)s[*b - 1]) ||
		    s[*b - 1] == '*' || s[*b - 1] == '.' ||
		    s[*b - 1] == ',' || s[*b - 1] == ';'))
			(*b)--;
		else if (*b > *a && s[*b - 1] == '"')
			*b -= *b >= *a + 2 && s[*b - 2] == '\\' ? 2 : 1;
		else if ((k = closing_unpaired(s, *a, *b)) > 0)
			*b -= k;	/* 'Therefore, “the answer is 126.”':
					   the mark of a quotation opened
					   before the value, as '"' is */
		else if (*b >= *a + 3 && ((unsigned char)s[*b - 3] == 0xe3 &&
		    (unsigned char)s[*b - 2] == 0x80 &&
		    (unsigned char)s[*b - 1] == 0x82))
			*b -= 3;	/* 。 */
		else if (*b >= *a + 3 && (unsigned char)s[*b - 3] == 0xe0 &&
		    (unsigned char)s[*b - 2] == 0xa5 &&
		    ((unsigned char)s[*b - 1] == 0xa4 ||
		    (unsigned char)s[*b - 1] == 0xa5))
			*b -= 3;	/* Bengali's full stop । (and ॥) */
		else
			break;
	}
}

/* A bare name ("n", "x_1", "f(x)"): prose refers to it, it answers nothing. */
static int
trivial(const char *s, size_t a, size_t b)
{
	size_t i = a;

	if (i >= b || !is_alpha((unsigned char)s[i]))
		return 0;
	i++;
	if (i == b)
		return 1;
	if (s[i] == '(' && i + 2 < b && is_alpha((unsigned char)s[i + 1]) &&
	    s[i + 2] == ')' && i + 3 == b)
		return 1;
	if (s[i] == '\'')
		return i + 1 == b;
	if (s[i] != '_')
		return 0;
	i++;
	if (i < b && s[i] == '{') {
		i++;
		while (i < b && (is_alpha((unsigned char)s[i]) ||
		    is_digit((unsigned char)s[i])))
			i++;
		return i + 1 == b && s[i] == '}';
	}
	return i + 1 == b && (is_alpha((unsigned char)s[i]) ||
	    is_digit((unsigned char)s[i]));
}

/*
 * The span a single '$' at s[i] opens: 1 with sp[0..3) its content's
 * start and end and its own end; else 0 with sp[2] where to go on (past
 * a lone dollar, currency, or to the '$' that may open the next span).
 */
static int
dollar_span(const char *s, size_t i, size_t b, size_t sp[3])
{
	size_t x = i + 1, y;

	for (y = x; y < b && s[y] != '$' && s[y] != '\n'; y++)
		if (s[y] == '\\')
			y++;
	if (y >= b || s[y] != '$') {
		sp[2] = i + 1;	/* a lone dollar: currency */
		return 0;
	}
	if (papo_answer_prose(s, x, y) && papo_answer_has_space(s, x, y)) {
		/* "$5 and $": the second may open */
		sp[2] = y;
		return 0;
	}
	sp[0] = x;
	sp[1] = y;
	sp[2] = y + 1;
	return 1;
}

enum { MATH_RING = 64 };

/* The math spans kept, the last MATH_RING of them: contents and extents. */
struct math_spans {
	size_t ca[MATH_RING], cb[MATH_RING], sa[MATH_RING], se[MATH_RING];
	size_t n;
	size_t aside;	/* where the last "(\(-1\))" aside ends */
};

/*
 * The next math span of s[*ip..b): 1 with *ip at its opening and
 * sp[0..3) its content's start and end and its own end; 0 at b.  *nd
 * and *nb are where the next '$' and '\\' are, kept between calls.
 */
static int
math_span_next(const char *s, size_t *ip, size_t b, size_t *nd, size_t *nb,
    size_t sp[3])
{
	size_t i = *ip;

	while (i < b) {
		if (s[i] != '$' && s[i] != '\\') {
			const char *p;

			if (*nd <= i) {
				p = memchr(s + i, '$', b - i);
				*nd = p ? (size_t)(p - s) : b;
			}
			if (*nb <= i) {
				p = memchr(s + i, '\\', b - i);
				*nb = p ? (size_t)(p - s) : b;
			}
			i = *nd < *nb ? *nd : *nb;
			continue;
		}
		if (s[i] == '\\' && i + 1 < b) {
			char c = s[i + 1];

			if (c == '(' || c == '[') {
				const char *close = c == '(' ? "\\)" : "\\]";
				const char *q = memmem(s + i + 2, b - i - 2,
				    close, 2);

				if (q != NULL) {
					sp[0] = i + 2;
					sp[1] = (size_t)(q - s);
					sp[2] = sp[1] + 2;
					*ip = i;
					return 1;
				}
			}
			i += 2;
			continue;
		}
		if (s[i] == '$') {
			if (i + 1 < b && s[i + 1] == '$') {
				const char *q = memmem(s + i + 2, b - i - 2,
				    "$$", 2);

				if (q == NULL) {
					i += 2;
					continue;
				}
				sp[0] = i + 2;
				sp[1] = (size_t)(q - s);
				sp[2] = sp[1] + 2;
				*ip = i;
				return 1;
			}
			if (dollar_span(s, i, b, sp)) {
				*ip = i;
				return 1;
			}
			i = sp[2];
			continue;
		}
		i++;
	}
	*ip = i;
	return 0;
}

/*
 * The span s[i..sp[2]) with content s[sp[0]..sp[1]) of s[a..b): kept in
 * m unless trivial, or taken as an aside "(\(-1\))" when other math came
 * before.
 */
static void
math_span_keep(const char *s, size_t a, size_t b, size_t i,
    const size_t sp[3], struct math_spans *m)
{
	size_t p = sp[0], q = sp[1], l = i, r = sp[2];

	papo_answer_trim(s, &p, &q);
	while (l > a && s[l - 1] == ' ')
		l--;
	while (r < b && s[r] == ' ')
		r++;
	if (m->n > 0 && l > a && s[l - 1] == '(' && r < b && s[r] == ')') {
		m->aside = sp[2];
		return;
	}
	if (p >= q || trivial(s, p, q))
		return;
	if (m->n == MATH_RING) {
		memmove(m->ca, m->ca + 1, (MATH_RING - 1) * sizeof(*m->ca));
		memmove(m->cb, m->cb + 1, (MATH_RING - 1) * sizeof(*m->cb));
		memmove(m->sa, m->sa + 1, (MATH_RING - 1) * sizeof(*m->sa));
		memmove(m->se, m->se + 1, (MATH_RING - 1) * sizeof(*m->se));
		m->n--;
	}
	m->ca[m->n] = p;
	m->cb[m->n] = q;
	m->sa[m->n] = i;
	m->se[m->n++] = sp[2];
}

/*
 * The last math spans ($...$, $$...$$, \(...\), \[...\]) in s[a..b)
 * whose content is neither prose nor a bare name, with the spans just
 * before them that only commas or "and" separate ("\(x = 5\) and
 * \(x = -2\)"): their contents joined with ", " into out, *start and
 * *end the extent.  0 when there is none.
 */
int
papo_answer_math_answer(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *start, size_t *end)
{
	struct math_spans m;
	size_t i = a, k, first, sp[3];
	size_t nd = a, nb = a;	/* where the next '$' and '\\' are */

	m.n = 0;
	m.aside = a;
	while (math_span_next(s, &i, b, &nd, &nb, sp)) {
		math_span_keep(s, a, b, i, sp, &m);
		i = sp[2];
	}
	if (m.n == 0)
		return 0;
	first = m.n - 1;
	while (first > 0 && m.se[first - 1] <= m.sa[first] &&
	    joinable_spans(s, m.se[first - 1], m.sa[first]))
		first--;
	papo_buf_reset(out);
	for (k = first; k < m.n; k++) {
		if (k > first)
			papo_buf_add(out, ", ", 2);
		papo_buf_add(out, s + m.ca[k], m.cb[k] - m.ca[k]);
	}
	*start = m.sa[first];
	*end = m.se[m.n - 1] > m.aside ? m.se[m.n - 1] : m.aside;
	return 1;
}
