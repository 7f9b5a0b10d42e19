/* SPDX-License-Identifier: MIT */
/*
 * rubric_score.c: reading the judge's verdict (the score) out of its
 * reply, as the rubric's scale and labels say, and the excerpt kept.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"

static const char *
find_mem(const char *s, size_t n, const char *needle)
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
static int
ratio(const char *a, size_t alen, const char *b, size_t blen, double *x)
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
static int
frac_at(const char *s, size_t n, const char **a, size_t *alen,
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

	if ((frac = frac_at(s, n, a, alen, b, blen, &end)) != 0)
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
		return ratio(a, alen, b, blen, x);
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
static int
exactly(const char *s, size_t n, double t)
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
static int
is_tier(const struct papo_rubric *r, const char *s, size_t n, double *score)
{
	size_t i;

	for (i = 0; i < r->nscores; i++)
		if (exactly(s, n, r->scores[i])) {
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
static int
verdict_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	const char *a, *b;
	size_t alen, blen, i;
	double top = 0;
	int frac, points = 1;

	for (i = 0; i < r->nscores; i++) {
		if (r->scores[i] > top)
			top = r->scores[i];
		if (r->scores[i] != floor(r->scores[i]))
			points = 0;
	}
	if ((frac = fraction(s, n, &a, &alen, &b, &blen)) < 0)
		return -1;
	if (frac == 0 || top <= 1)
		return is_tier(r, s, n, score) ? 0 : -1;
	/* points: a out of the top score; on a scale of points and
	   shares ("[0, 0.5, 1, 2]") "1/2" is either: no verdict */
	if (!points || !exactly(b, blen, top) || !is_tier(r, a, alen, score))
		return -1;
	return 0;
}

/* 1 when the value written as s (n bytes) gives the verdict x. */
static int
same_value(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	double y;

	/* a value that is no score on the scale is never the verdict:
	   "5/5" beside a verdict 1 on 0-10 */
	return verdict_value(r, s, n, &y) == 0 && y == x;
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
static size_t
brace_end(const char *s, size_t n, size_t a)
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
 * Content of the last complete \boxed{...} in s; -1 when there is
 * none.  *end is the offset just past its closing brace.  Braces nest
 * ("\{" and "\}" do not count); an unbalanced box is skipped.  Boxes
 * are tried from the last one back, each scanned only up to the start
 * of the box tried before it: a box still open there holds that
 * unbalanced box, so it cannot close either.  Every byte is looked at
 * a bounded number of times, so a reply full of unclosed boxes costs
 * linear time, not quadratic.
 */
static int
last_boxed(const char *s, size_t n, const char **in, size_t *inlen,
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
		if ((z = brace_end(s, (size_t)(lim - s), (size_t)(q - s)))) {
			*in = q + 1;
			*inlen = z - (size_t)(q - s) - 2;
			*end = z;
			return 0;
		}
		lim = p;	/* unbalanced: boxes open here stay open */
	}
	return -1;
}

/*
 * Match label at s[i] case-insensitively, letting markdown emphasis
 * ('*', '_') in the text sit anywhere inside it.  A label starts a
 * word: "underscore:" holds no "Score:".  Returns the length of text
 * matched, or 0.
 */
static size_t
match_label(const char *s, size_t n, size_t i, const char *label)
{
	size_t j = i;
	const char *l = label;

	if (i >= n || tolower((unsigned char)s[i]) !=
	    tolower((unsigned char)*l))
		return 0;	/* the first byte first: most places fail it */
	if (i > 0 && isalnum((unsigned char)s[i - 1]))
		return 0;
	while (*l) {
		if (j >= n)
			return 0;
		if (isspace((unsigned char)*l) &&
		    isspace((unsigned char)s[j])) {
			l++;	/* "Final Grade" also matches
				   "Final  Grade" */
			while (j < n && isspace((unsigned char)s[j]))
				j++;
		} else if (tolower((unsigned char)s[j]) ==
		    tolower((unsigned char)*l)) {
			j++;
			l++;
		} else if ((s[j] == '*' || s[j] == '_') && j > i)
			j++;
		else
			return 0;
	}
	return j - i;
}

/* Skip spaces and markup between a label and its value. */
static size_t
skip_markup(const char *s, size_t n, size_t i)
{
	static const char *const wraps[] = { "\\boxed{", "\\text{",
	    "\\textbf{", "\\mathrm{", "\\mathbf{", "\\(", "\\[", "[[",
	    NULL };	/* "[[": MT-Bench's "Rating: [[4]]" */
	int k, again = 1;

	while (again) {
		again = 0;
		while (i < n && (isspace((unsigned char)s[i]) || s[i] == '*' ||
		    s[i] == '$' || s[i] == '{' || s[i] == '}' || s[i] == '`'))
			i++;
		for (k = 0; wraps[k]; k++) {
			size_t w = strlen(wraps[k]);

			if (n - i >= w && strncmp(s + i, wraps[k], w) == 0) {
				i += w;
				again = 1;
			}
		}
	}
	return i;
}

/*
 * The labels a score is stated under: "Score" and its words in the
 * languages judges write (papo-rubric(5) lists them), a row each.
 * spaced: 1, French typography, a space before the colon ("Note :
 * 3/5"), since "Note:" without it is an English remark ("Note: 1 is
 * not prime"); 2, a label that is its own separator ("[RESULT] 4");
 * 3, a label only with a word of label_quals after it ("Nota final:",
 * where "Nota:" is a remark); 4, its own separator only before a space
 * and a digit ("Overall 3", never "Overall, 3" nor "Overall score").
 * Cyrillic has no case folding here: both spellings are rows.
 */
static const struct {
	const char *word;
	int spaced;
} score_labels[] = {
	{ "score", 0 },
	{ "rating", 0 },	/* MT-Bench's "Rating: [[4]]" */
	{ "[result]", 2 },	/* Prometheus's "[RESULT] 4" */
	{ "\xe8\xaf\x84\xe5\x88\x86", 0 },		/* 评分 */
	{ "\xe5\xbe\x97\xe5\x88\x86", 0 },		/* 得分 */
	{ "\xe5\x88\x86\xe6\x95\xb0", 0 },		/* 分数 */
	{ "\xe8\xa9\x95\xe5\x88\x86", 0 },		/* 評分 */
	{ "\xe5\x88\x86\xe6\x95\xb8", 0 },		/* 分數 */
	{ "\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2", 0 },	/* スコア */
	{ "\xe7\x82\xb9\xe6\x95\xb0", 0 },		/* 点数 */
	{ "\xec\xa0\x90\xec\x88\x98", 0 },		/* 점수 */
	{ "puntuaci\xc3\xb3n", 0 }, { "puntaje", 0 },
	{ "calificaci\xc3\xb3n", 0 },
	{ "pontua\xc3\xa7\xc3\xa3o", 0 }, { "punteggio", 0 },
	{ "bewertung", 0 }, { "punktzahl", 0 },
	{ "\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0", 0 },
	{ "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0", 0 },
	{ "note", 1 },
	/* round 24: pt "Avaliação", it "Voto", de "Endnote", es/pt
	   "Nota" (only qualified: "Nota final:"; "Nota:" is a remark) */
	{ "avalia\xc3\xa7\xc3\xa3o", 0 }, { "voto", 0 }, { "endnote", 0 },
	{ "nota", 3 },
	/* "Overall 3 (correctness 4, clarity 2)", "so overall 3.": a
	   label only with digits after it and a space */
	{ "overall", 4 },
	/* round 24: "evaluation" and "total" as judges label a score in
	   ja 評価, ko 평가, zh 打分 总分 總分, fr, es, it, de; ru "Итог" */
	{ "\xe8\xa9\x95\xe4\xbe\xa1", 0 }, { "\xed\x8f\x89\xea\xb0\x80", 0 },
	{ "\xe6\x89\x93\xe5\x88\x86", 0 }, { "\xe6\x80\xbb\xe5\x88\x86", 0 },
	{ "\xe7\xb8\xbd\xe5\x88\x86", 0 },
	{ "\xc3\xa9valuation", 0 }, { "\xc3\x89valuation", 0 },
	{ "evaluaci\xc3\xb3n", 0 }, { "valutazione", 0 },
	{ "gesamtbewertung", 0 }, { "endbewertung", 0 }, { "gesamtnote", 0 },
	{ "\xec\xb4\x9d\xec\xa0\x90", 0 },	/* ko 총점 */
	{ "\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3", 0 },
	{ "\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3", 0 },
	/* ru: "Балл" (its qualifiers before it, lead_cjk) */
	{ "\xd0\x91\xd0\xb0\xd0\xbb\xd0\xbb", 0 },
	{ "\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb", 0 },
	/* round 28: ar "التقييم" (evaluation) and "الدرجة" (the
	   score); "النتيجة" (the result) is no label, as "Result:",
	   but for "النتيجة النهائية" (the final result, 3) */
	{ "\xd8\xa7\xd9\x84\xd9\x86\xd8\xaa\xd9\x8a\xd8\xac"
	  "\xd8\xa9", 3 },
	{ "\xd8\xa7\xd9\x84\xd8\xaa\xd9\x82\xd9\x8a\xd9\x8a"
	  "\xd9\x85", 0 },
	{ "\xd8\xa7\xd9\x84\xd8\xaf\xd8\xb1\xd8\xac\xd8\xa9", 0 },
	/* round 29: tr "Puan" ("Toplam puan", lead_words), id "Skor"
	   "Nilai" ("akhir" after them, label_quals), vi "Điểm" "Điểm số", hi
	   "अंक" "स्कोर", bn "স্কোর" "নম্বর", th "คะแนน", fa "امتیاز"
	   "نمره" (Vietnamese's Đ has no case folding here: both are
	   rows) */
	{ "\xc4\x91i\xe1\xbb\x83m s\xe1\xbb\x91", 0 },	/* vi điểm số */
	{ "\xc4\x90i\xe1\xbb\x83m s\xe1\xbb\x91", 0 },	/* vi Điểm số */
	{ "puan", 0 },	/* tr puan */
	{ "skor", 0 },	/* id skor */
	{ "nilai", 0 },	/* id nilai */
	{ "\xc4\x91i\xe1\xbb\x83m", 0 },	/* vi điểm */
	{ "\xc4\x90i\xe1\xbb\x83m", 0 },	/* vi Điểm */
	{ "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\x95", 0 },	/* hi अंक */
	{ "\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\xb0", 0 },	/* hi स्कोर */
	{ "\xe0\xa6\xb8\xe0\xa7\x8d\xe0\xa6\x95\xe0\xa7\x8b\xe0\xa6\xb0", 0 },	/* bn স্কোর */
	{ "\xe0\xa6\xa8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\xb0", 0 },	/* bn নম্বর */
	{ "\xe0\xb8\x84\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99\xe0\xb8\x99", 0 },	/* th คะแนน */
	{ "\xd8\xa7\xd9\x85\xd8\xaa\xdb\x8c\xd8\xa7\xd8\xb2", 0 },	/* fa امتیاز */
	{ "\xd9\x86\xd9\x85\xd8\xb1\xd9\x87", 0 },	/* fa نمره */
};

/*
 * The word that may follow a label's word and qualify it as the final
 * or overall one ("Puntuación final:", "Note finale :", "Punteggio
 * complessivo:").
 */
static const char *const label_quals[] = { "final", "finale", "total",
	"totale", "global", "globale", "complessivo", "finali", "akhir",
	"\xd9\x86\xd9\x87\xd8\xa7\xdb\x8c\xdb\x8c",	/* fa نهایی */
	"\xd8\xa7\xd9\x84\xd9\x86\xd9\x87\xd8\xa7\xd8\xa6"
	"\xd9\x8a\xd8\xa9",			/* ar النهائية */
	NULL };

/* Past " QUAL" at s[j] when QUAL is one of label_quals, else j. */
static size_t
label_qual(const char *s, size_t n, size_t j)
{
	size_t k, w, z;

	if (j >= n || s[j] != ' ')
		return j;
	/* a word of letters, or of any script's (UTF-8's bytes) */
	for (z = j + 1; z < n && (isalpha((unsigned char)s[z]) ||
	    (unsigned char)s[z] >= 0x80); z++)
		;
	w = z - j - 1;
	for (k = 0; label_quals[k]; k++)
		if (strlen(label_quals[k]) == w &&
		    strncasecmp(s + j + 1, label_quals[k], w) == 0)
			return z;
	return j;
}

size_t
papo_rubric_colon(const char *s, size_t n, size_t j)
{
	if (j < n && s[j] == ':')
		return 1;
	return n - j >= 3 && memcmp(s + j, "\xef\xbc\x9a", 3) == 0 ? 3 : 0;
}

/*
 * A score label at s[i] (a row of score_labels, emphasis or spaces,
 * ':' or '\xef\xbc\x9a'): the offset just past its colon, or 0.
 */
static size_t
score_label(const char *s, size_t n, size_t i)
{
	size_t k, m, j, c;
	int c0;

	if (i >= n)
		return 0;
	c0 = tolower((unsigned char)s[i]);	/* the first byte first */
	for (k = 0; k < sizeof(score_labels) / sizeof(score_labels[0]);
	    k++) {
		if (tolower((unsigned char)score_labels[k].word[0]) != c0 ||
		    (m = match_label(s, n, i, score_labels[k].word)) == 0)
			continue;
		j = i + m;
		if ((unsigned char)score_labels[k].word[0] < 0x80 && j < n &&
		    isalpha((unsigned char)s[j]))
			continue;	/* "scores:", "notes:" */
		if (score_labels[k].spaced == 2)
			return j;
		if (score_labels[k].spaced == 4) {
			if (n - j >= 2 && s[j] == ' ' &&
			    isdigit((unsigned char)s[j + 1]))
				return j;
			continue;
		}
		if (score_labels[k].spaced == 3 &&
		    label_qual(s, n, j) == j)
			continue;	/* "Nota:", a remark */
		j = label_qual(s, n, j);
		if (score_labels[k].spaced == 1) {
			if (j < n && s[j] == ' ')
				j++;
			else if (n - j >= 2 && memcmp(s + j, "\xc2\xa0",
			    2) == 0)
				j += 2;
			else
				continue;
			return (c = papo_rubric_colon(s, n, j)) ? j + c : 0;
		}
		while (j < n && (s[j] == '*' || s[j] == ' ' || s[j] == '_'))
			j++;
		/* the full-width colon after a CJK label only: "Score：1"
		   is a look-alike (mention_conflict) */
		if ((c = papo_rubric_colon(s, n, j)) == 1 || (c == 3 &&
		    (unsigned char)score_labels[k].word[0] >= 0x80))
			return j + c;
		/* Russian's dash after a Cyrillic label: "Оценка — 4" */
		if ((unsigned char)score_labels[k].word[0] >= 0xd0 &&
		    (unsigned char)score_labels[k].word[0] <= 0xd1 &&
		    j > i + m && s[j - 1] == ' ' && n - j >= 4 &&
		    memcmp(s + j, "\xe2\x80\x94 ", 4) == 0)
			return j + 3;
	}
	return 0;
}

/* 1 when s (n bytes) is only white space and closing punctuation. */
static int
only_closing(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isspace((unsigned char)s[i]) &&
		    strchr(".,;!$*_)]}`\"'\\", s[i]) == NULL)
			return 0;
	return 1;
}

/*
 * The verdict grammar (papo-rubric(5)).  A label ("Score:", or the
 * rubric's grade label) is followed, after markup, by its value; the
 * value is whole when it is one of the rubric's tiers (a number
 * written as 1, 0.5, .5, 1/2 or \frac{1}{2}; a grade word) and the rest
 * of the line is only closing punctuation.  Anything more ("1 out of
 * 10", "1, revised to 0.5", "CORRECT or INCORRECT") leaves the label
 * without a verdict.
 */
enum { V_NONE, V_BAD, V_WHOLE };

static size_t end_token_at(const char *, size_t, size_t);

/* 1 when s[i..] up to the end of its line is only closing punctuation
   (and a token that ends the model's turn, "8/10</s>"). */
static int
closes_line(const char *s, size_t n, size_t i)
{
	size_t w;

	for (; i < n && s[i] != '\n'; i++)
		if (n - i >= 3 && memcmp(s + i, "\xe3\x80\x82", 3) == 0)
			i += 2;	/* the ideographic full stop */
		else if (s[i] == '<' && (w = end_token_at(s, n, i)) != 0)
			i += w - 1;
		else if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' &&
		    strchr(".,;!$*_)]}`\"'\\", s[i]) == NULL)
			return 0;
	return 1;
}

/*
 * The words for points a score is stated in, a row each (papo-rubric(5)
 * lists them): English, German, Spanish, Italian, Portuguese, Russian
 * (the three forms of "балл").  A row is a whole word: "Punkten" is
 * none.
 */
static const char *const points_words[] = { "points", "point", "pts",
	"pt", "punkte", "punkt", "puntos", "punto", "punti", "pontos",
	"ponto", "\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xbe\xd0\xb2",
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xb0",
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb", NULL };

/* The length of the row of points_words at s[i], a whole word, or 0. */
static size_t
points_word(const char *s, size_t n, size_t i)
{
	size_t k, w;

	for (k = 0; points_words[k]; k++) {
		if (i >= n || tolower((unsigned char)s[i]) !=
		    tolower((unsigned char)points_words[k][0]))
			continue;
		w = strlen(points_words[k]);
		if (n - i < w || strncasecmp(s + i, points_words[k], w) != 0)
			continue;
		if (i + w < n && (isalnum((unsigned char)s[i + w]) ||
		    (unsigned char)s[i + w] >= 0x80 || s[i + w] == '\''))
			continue;	/* a longer word */
		return w;
	}
	return 0;
}

/*
 * The length of a unit of points right after a score at s[z] (分 点
 * 點 점: "评分：4分", "점수: 4점"; or a space and a row of
 * points_words: "Score: 4 points", "Bewertung: 4 Punkte"), or 0.
 */
static const char *const units_cjk[] = { "\xe5\x88\x86",
    "\xe7\x82\xb9", "\xe9\xbb\x9e", "\xec\xa0\x90", NULL };

static size_t
points_unit(const char *s, size_t n, size_t z)
{
	size_t w;

	if (z < n && s[z] == ' ' && (w = points_word(s, n, z + 1)) != 0)
		return 1 + w;
	return papo_rubric_token_at(s, n, z, units_cjk);
}

/*
 * 1 when s[i..] to the end of its line trails off or makes a face: an
 * ellipsis ("..", "\xe2\x80\xa6") or an emoticon (":)", ";-)", ":(",
 * ":/", "=P").  "Score: 1..." and "CORRECT :(" state no verdict.
 */
static int
trails_off(const char *s, size_t n, size_t i)
{
	size_t k;

	for (; i < n && s[i] != '\n'; i++) {
		if ((s[i] == '.' && i + 1 < n && s[i + 1] == '.') ||
		    (n - i >= 3 && memcmp(s + i, "\xe2\x80\xa6", 3) == 0))
			return 1;
		if (s[i] != ':' && s[i] != ';' && s[i] != '=')
			continue;
		k = i + 1 + (i + 1 < n && (s[i + 1] == '-' || s[i + 1] == '\''));
		if (k < n && strchr("()[]DPpOo/\\|3*xX$", s[k]) != NULL &&
		    s[k] != '\0')
			return 1;
	}
	return 0;
}

/* The end of the line that holds s[i]. */
static size_t
line_end(const char *s, size_t n, size_t i)
{
	while (i < n && s[i] != '\n')
		i++;
	return i;
}

/* Digits with at most one '.', at least one digit, from *z. */
static int
scan_decimal(const char *s, size_t n, size_t *z)
{
	size_t digits = 0;

	while (*z < n && isdigit((unsigned char)s[*z]))
		++*z, digits++;
	if (*z < n && s[*z] == '.')
		for (++*z; *z < n && isdigit((unsigned char)s[*z]); ++*z)
			digits++;
	return digits ? 0 : -1;
}

/*
 * The number written at s[i]: a signed decimal, a/b with no space
 * around the slash, or \frac{a}{b} (\dfrac, \tfrac); 0 with *x set and
 * *z just past it, or -1.
 */
static int
score_token(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	const char *p, *a, *b;
	size_t alen, blen;
	int frac;

	if ((frac = frac_at(s + i, n - i, &a, &alen, &b, &blen, &p)) < 0)
		return -1;
	if (frac) {
		*z = (size_t)(p - s);
		return ratio(a, alen, b, blen, x);
	}
	*z = i;
	if (*z < n && (s[*z] == '+' || s[*z] == '-'))
		++*z;
	if (scan_decimal(s, n, z) < 0)
		return -1;
	if (*z + 1 < n && s[*z] == '/' && isdigit((unsigned char)s[*z + 1]) &&
	    scan_decimal(s, n, (++*z, z)) < 0)
		return -1;
	return papo_rubric_number(s + i, *z - i, x);
}

/* 1 when s[i..] to the end of its line holds a digit. */
static int
line_has_digit(const char *s, size_t n, size_t i)
{
	for (; i < n && s[i] != '\n'; i++)
		if (isdigit((unsigned char)s[i]))
			return 1;
	return 0;
}

/*
 * The length of a mark that ends a word of another script at t[k] (a
 * level's name, a grade): a full-width colon, parenthesis, comma,
 * semicolon, question or exclamation mark, an ideographic full stop,
 * comma or bracket, an en or em dash, curly quotes, guillemets, an
 * ellipsis, a bullet, a no-break space; or 0.
 */
static size_t
name_mark(const char *t, size_t n, size_t k)
{
	static const char *const marks[] = { "\xef\xbc\x9a", "\xef\xbc\x88",
	    "\xef\xbc\x89", "\xef\xbc\x8c", "\xef\xbc\x9b", "\xef\xbc\x9f",
	    "\xef\xbc\x81", "\xe3\x80\x82", "\xe3\x80\x81", "\xe3\x80\x8c",
	    "\xe3\x80\x8d", "\xe3\x80\x90", "\xe3\x80\x91", "\xe2\x80\x93",
	    "\xe2\x80\x94", "\xe2\x80\x98", "\xe2\x80\x99", "\xe2\x80\x9c",
	    "\xe2\x80\x9d", "\xe2\x80\xa2", "\xe2\x80\xa6", "\xc2\xab",
	    "\xc2\xbb", "\xc2\xa0", NULL };

	if (k >= n || (unsigned char)t[k] < 0x80)
		return 0;
	return papo_rubric_token_at(t, n, k, marks);
}

/*
 * 1 when s[i] belongs to a grade word: a letter, a digit, '_', '-',
 * '+' ("B+"), or a byte of a character of another script ("优秀",
 * "Très") that is no name_mark (looked for from its first byte).
 */
static int
grade_byte(const char *s, size_t n, size_t i)
{
	unsigned char c = (unsigned char)s[i];
	size_t k;

	if (c < 0x80)
		return isalnum(c) || c == '_' || c == '-' || c == '+';
	for (k = i; k > 0 && i - k < 3 && ((unsigned char)s[k] & 0xC0) ==
	    0x80; k--)
		;
	return name_mark(s, n, k) == 0;
}

/* The grade that the word at s[i] is: its index, or -1; *z its end. */
static long
grade_at(const struct papo_rubric *r, const char *s, size_t n, size_t i,
    size_t *z)
{
	size_t k;

	for (*z = i; *z < n && grade_byte(s, n, *z); ++*z)
		;
	for (k = 0; k < r->ngrades; k++)
		if (strlen(r->grades[k].word) == *z - i &&
		    strncasecmp(r->grades[k].word, s + i, *z - i) == 0)
			return (long)k;
	return -1;
}

/* 1 when s[i..] to the end of its line holds one of the grade words. */
static int
line_has_grade(const struct papo_rubric *r, const char *s, size_t n,
    size_t i)
{
	size_t z;

	while (i < n && s[i] != '\n') {
		if (!grade_byte(s, n, i) || (i > 0 && grade_byte(s, n, i - 1))) {
			i++;
			continue;
		}
		if (grade_at(r, s, n, i, &z) >= 0)
			return 1;
		i = z;
	}
	return 0;
}

/*
 * A markdown heading that is a score's label alone ("## Score", "###
 * Final score:", "## **Score**"): at s[i] the label's word, after one
 * to six '#' and a space that open its line (emphasis, and "final",
 * "overall" or "total"), nothing but a colon, emphasis and spaces
 * after it on its line.  Where its
 * line ends, or 0; its value is read on the next line.
 */
/*
 * Where the text before a label's word at s[i] starts: past a word that
 * qualifies it ("Final score", "Overall score", "Total score") and
 * emphasis.
 */
static size_t
label_lead(const char *s, size_t i)
{
	static const char *const leads[] = { "final ", "overall ", "total ",
	    NULL };
	size_t k, m;

	for (k = 0; leads[k]; k++)
		if (i >= (m = strlen(leads[k])) &&
		    strncasecmp(s + i - m, leads[k], m) == 0) {
			i -= m;
			break;
		}
	while (i > 0 && (s[i - 1] == '*' || s[i - 1] == '_'))
		i--;
	return i;
}

/*
 * The label's word alone at s[i] (a row of score_labels but "[RESULT]",
 * its qualifier, a colon or none, emphasis and spaces): where that
 * ends, or 0.
 */
static size_t
bare_word(const char *s, size_t n, size_t i)
{
	size_t k, m, j;

	for (k = 0; k < sizeof(score_labels) / sizeof(score_labels[0]);
	    k++) {
		if (score_labels[k].spaced == 2 ||
		    score_labels[k].spaced == 4 ||
		    (m = match_label(s, n, i, score_labels[k].word)) == 0)
			continue;
		j = label_qual(s, n, i + m);
		if (score_labels[k].spaced == 3 && j == i + m)
			continue;	/* "Nota", a remark's */
		if ((unsigned char)score_labels[k].word[0] < 0x80 && j < n &&
		    isalpha((unsigned char)s[j]))
			continue;	/* "Scores" */
		j += papo_rubric_colon(s, n, j);
		while (j < n && (s[j] == '*' || s[j] == '_' || s[j] == ' ' ||
		    s[j] == '\t' || s[j] == '\r'))
			j++;
		return j;
	}
	return 0;
}

static size_t
heading_label(const char *s, size_t n, size_t i)
{
	size_t a = label_lead(s, i), h = 0, j;

	if (a == 0 || s[--a] != ' ')
		return 0;
	while (a > 0 && s[a - 1] == '#')
		a--, h++;
	if (h == 0 || h > 6 || (a > 0 && s[a - 1] != '\n'))
		return 0;
	if ((j = bare_word(s, n, i)) != 0 && (j == n || s[j] == '\n'))
		return j;
	return 0;
}

/* The start of the line that holds s[i]. */
static size_t
line_start(const char *s, size_t i)
{
	while (i > 0 && s[i - 1] != '\n')
		i--;
	return i;
}

/* 1 when the line at s[a] is a table's row: its text opens with '|'. */
static int
table_row(const char *s, size_t n, size_t a)
{
	while (a < n && (s[a] == ' ' || s[a] == '\t'))
		a++;
	return a < n && s[a] == '|';
}

/*
 * 1 when no row of the table that holds the row at s[a] but that row
 * holds a digit: a table of ratings ("| Rigor | 3 |") with a total is
 * not one verdict.
 */
static int
table_quiet(const char *s, size_t n, size_t a)
{
	size_t b = a, e;

	while (b > 0 && table_row(s, n, line_start(s, b - 1)))
		b = line_start(s, b - 1);
	for (; b < n && table_row(s, n, b); b = e + 1) {
		e = line_end(s, n, b);
		if (b != a && line_has_digit(s, e, b))
			return 0;
		if (e == n)
			break;
	}
	return 1;
}

/*
 * A table's row whose first cell is the label alone ("| Score | 4 |",
 * "| **Final score** | 4 |"), in a table with no other number: past
 * the '|' that ends the label's cell, or 0.  The value is the next
 * cell, the last (label_value).
 */
static size_t
table_label(const char *s, size_t n, size_t i)
{
	size_t a = label_lead(s, i), j;

	while (a > 0 && s[a - 1] == ' ')
		a--;
	if (a == 0 || s[--a] != '|')
		return 0;
	while (a > 0 && (s[a - 1] == ' ' || s[a - 1] == '\t'))
		a--;
	if (a > 0 && s[a - 1] != '\n')
		return 0;
	if ((j = bare_word(s, n, i)) == 0 || j >= n || s[j] != '|' ||
	    !table_quiet(s, n, a))
		return 0;
	return j + 1;
}

/* Where the label at s[i] ends (past its colon), or 0. */
static size_t
label_end(const struct papo_rubric *r, const char *s, size_t n, size_t i)
{
	size_t m;

	if (r->parse == PAPO_RUBRIC_GRADE)
		return (m = match_label(s, n, i, r->grade_label)) ? i + m : 0;
	if ((m = table_label(s, n, i)) != 0)
		return m;	/* first: "| Score: | 4 |" */
	if ((m = score_label(s, n, i)) != 0)
		return m;
	return heading_label(s, n, i);
}

/*
 * Where the value of a label that ends at j stops: the end of its
 * line, or the next label on it (which is read on its own).  Each byte
 * belongs to one label's value, so reading them all is linear.
 */
static size_t
value_limit(const struct papo_rubric *r, const char *s, size_t n, size_t j)
{
	for (; j < n && s[j] != '\n'; j++)
		if (label_end(r, s, n, j) != 0)
			break;
	return j;
}

/*
 * The value after a label that ends at j: V_WHOLE with *x set, V_BAD
 * when it starts with a number or grade that is not whole, or when
 * a number (grade word) stands later on its line, V_NONE when none
 * does (prose: "the score: see below", "Score: N/A").  *end is where
 * the value, or the text looked at, ends.
 */
static int why_not_ok(const struct papo_rubric *r, const char *s, size_t n,
    double x);
static int remark_ok(const struct papo_rubric *r, const char *s, size_t n,
    double x);
static int value_word(const char *s, size_t n, size_t i, double *x,
    size_t *z);
static int word_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score);
static size_t skip_fill(const char *s, size_t n, size_t i);
static size_t sentence_end(const char *s, size_t n, size_t i);
static int why_on_line(const char *s, size_t n, size_t i);
static int lead_in_ok(const char *s, size_t i);

/*
 * The criteria judges score beside their verdict, a row each: read as
 * items "NAME N" or "NAME: N" in the verdict's sentence, before it
 * ("Correctness 4, clarity 2, so overall 3.") or in parentheses after
 * it ("Overall score: 3 (correctness 4, clarity 2)").
 */
static const char *const criteria_words[] = { "correctness", "clarity",
	"completeness", "accuracy", "rigor", "rigour", "presentation",
	"reasoning", "relevance", "helpfulness", "coherence", "conciseness",
	"depth", "faithfulness", "fluency", "consistency", "readability",
	"organization", "logic", "justification", "communication",
	"soundness", "precision", "notation", "style", NULL };

static size_t word_in(const char *s, size_t n, size_t i,
    const char *const *list);
static size_t skip_blanks(const char *s, size_t n, size_t i);

/*
 * A criterion's item at s[i], "NAME N", "NAME: N" or "NAME N/M" (N in
 * digits): the offset past it, or 0.
 */
static size_t
criterion_item(const char *s, size_t n, size_t i)
{
	size_t w = word_in(s, n, i, criteria_words), z;

	if (w == 0)
		return 0;
	z = i + w;
	if (z < n && s[z] == ':')
		z++;
	z = skip_blanks(s, n, z);
	if (scan_decimal(s, n, &z) < 0)
		return 0;
	if (z + 1 < n && s[z] == '/' && isdigit((unsigned char)s[z + 1])) {
		z++;
		if (scan_decimal(s, n, &z) < 0)
			return 0;
	}
	return z < n && isalnum((unsigned char)s[z]) ? 0 : z;
}

/*
 * Criteria's items in parentheses at s[i] ("(correctness 4, clarity
 * 2)"), separated by ',', ';' or "and", nothing else: the offset past
 * ')', or 0.
 */
static size_t
criteria_paren(const char *s, size_t n, size_t i)
{
	size_t z, items = 0;

	if (i >= n || s[i] != '(')
		return 0;
	for (i++;;) {
		i = skip_blanks(s, n, i);
		if ((z = criterion_item(s, n, i)) == 0)
			return 0;
		items++;
		i = skip_blanks(s, n, z);
		if (i < n && s[i] == ')')
			return items ? i + 1 : 0;
		if (i < n && (s[i] == ',' || s[i] == ';'))
			i++;
		i = skip_blanks(s, n, i);
		if (n - i > 4 && strncmp(s + i, "and ", 4) == 0)
			i += 4;
	}
}

/*
 * 1 when s[z..n) to the end of its line closes the verdict x: only
 * closing punctuation, or remarks the reader recognises (remark_ok:
 * "Score: \boxed{0}. (The student's answer was \boxed{1}, which does
 * not follow.)").
 */
/*
 * The words that may follow a verdict's value in its sentence with no
 * punctuation between: any other word is what the number counts or
 * qualifies ("Score: 3 steps are justified", "Overall 3 steps ...":
 * a count of steps, no verdict).
 */
static const char *const value_next[] = { "as", "for", "the", "this",
	"overall", "because", "since", "given", "based", "rather",
	"instead", NULL };

/* 1 when a word follows the value ending at s[z] and is no value_next. */
static int
value_counts(const char *s, size_t n, size_t z)
{
	if (z == 0 || n - z < 2 || s[z] != ' ' ||
	    !isalpha((unsigned char)s[z + 1]) ||
	    ispunct((unsigned char)s[z - 1]))
		return 0;	/* "4. Not a 5 ...": a sentence of its own */
	return word_in(s, n, z + 1, value_next) == 0;
}

/*
 * 1 when the line s[z..e) after a value is left open, as a reply cut
 * there leaves it: a parenthesis or bracket not closed, a quote not
 * closed, or a last sign that wants what follows it (a dash, a comma,
 * a colon): "Score: 4 (", "Score: 4 - ", "Score: 4 \"".
 */
static int
left_open(const char *s, size_t e, size_t z)
{
	size_t i, quotes = 0;
	int depth = 0;

	for (i = z; i < e; i++)
		if (s[i] == '(' || s[i] == '[')
			depth++;
		else if ((s[i] == ')' || s[i] == ']') && depth > 0)
			depth--;
		else if (s[i] == '"')
			quotes++;
	while (e > z && isspace((unsigned char)s[e - 1]))
		e--;
	return depth > 0 || quotes % 2 || (e > z &&
	    strchr("-,:", s[e - 1]) != NULL && s[e - 1] != '\0');
}

static int
closes_verdict(const struct papo_rubric *r, const char *s, size_t n,
    size_t z, double x)
{
	size_t e = line_end(s, n, z), i = z, k;

	if (trails_off(s, e, z) || value_counts(s, e, z) ||
	    left_open(s, e, z))
		return 0;
	if (closes_line(s, n, z))
		return 1;
	while ((i = skip_fill(s, e, i)) < e) {
		if (why_on_line(s, e, i))
			return 1;	/* "Score: 4. Reason: ..." */
		if ((k = criteria_paren(s, e, i)) != 0) {
			i = k;	/* "(correctness 4, clarity 2)" */
			continue;
		}
		k = sentence_end(s, e, i);
		if (!remark_ok(r, s + i, k - i, x))
			return 0;
		i = k;
	}
	return 1;
}

/*
 * The words that state the scale after a score, "4 out of 5", a row a
 * language (papo-judge(1) lists them): English, German, French,
 * Spanish and Portuguese, Italian, Russian ("из"), Arabic ("من"),
 * Persian ("از"), Indonesian ("dari").
 */
static const char *const scale_words[] = { "out of ", "of ", "von ",
	"sur ", "de ", "su ", "\xd0\xb8\xd0\xb7 ",
	/* round 29: ar "من", fa "از", id "dari" ("4 من 5") */
	"\xd9\x85\xd9\x86 ", "\xd8\xa7\xd8\xb2 ", "dari ", NULL };

/*
 * The nouns a scale may be counted in after its top ("4 out of 5
 * stars", "4 von 5 Punkten", "4/5 \xe2\xad\x90"), a whole word after a
 * space, beside points_unit's: stars in the same languages, and
 * German's dative "Punkten".
 */
static const char *const scale_nouns[] = { "stars", "star", "sterne",
	"sternen", "\xc3\xa9toiles", "estrellas", "stelle", "estrelas",
	"\xd0\xb7\xd0\xb2\xd1\x91\xd0\xb7\xd0\xb4",
	"\xd0\xb7\xd0\xb2\xd0\xb5\xd0\xb7\xd0\xb4", "punkten", NULL };

static size_t def_row_at(const char *, size_t, size_t,
    const char *const *);

/* The star emoji, U+2B50 */
static const char *const star_emoji[] = { "\xe2\xad\x90", NULL };

/*
 * The length of a noun of scale_nouns, or of the star emoji, after a
 * space or none, at s[z], else 0.  Only after a scale stated (the
 * rubric's top): "4 stars" alone names no scale.
 */
static size_t
scale_noun(const char *s, size_t n, size_t z)
{
	size_t k = z + (z < n && s[z] == ' '), w;

	if ((w = papo_rubric_token_at(s, n, k, star_emoji)) != 0)
		return k + w - z;
	if (k == z)
		return 0;
	if ((w = points_word(s, n, k)) == 0 &&
	    (w = def_row_at(s, n, k, scale_nouns)) == 0)
		return 0;
	if (k + w < n && (isalnum((unsigned char)s[k + w]) ||
	    (unsigned char)s[k + w] >= 0x80))
		return 0;	/* a longer word */
	return k + w - z;
}

/* The top score of r when r is a rubric of whole points above 1, or 0. */
static double
points_top(const struct papo_rubric *r)
{
	double top = 0;
	size_t i;

	for (i = 0; i < r->nscores; i++) {
		if (r->scores[i] != floor(r->scores[i]))
			return 0;
		if (r->scores[i] > top)
			top = r->scores[i];
	}
	return top > 1 ? top : 0;
}

/* 1 when s[k..] holds top (digits or a number word), *k past it. */
static int
top_at(const char *s, size_t n, size_t *k, double top)
{
	size_t a = *k, z;
	double y;

	if (scan_decimal(s, n, k) == 0)
		return exactly(s + a, *k - a, top) &&
		    !(*k < n && isalnum((unsigned char)s[*k]));
	if (value_word(s, n, a, &y, &z) && y == top) {
		*k = z;
		return 1;
	}
	return 0;
}

/*
 * A scale in Chinese, Japanese or Korean in parentheses after a score:
 * "（满分5分）", "(5点満点)", " (5점 만점)", M the top score: where it
 * ends, else z.
 */
static size_t
cjk_scale(const char *s, size_t n, size_t z, double top)
{
	static const char *const open[] = { "\xef\xbc\x88", "(", NULL };
	static const char *const close[] = { "\xef\xbc\x89", ")", NULL };
	static const char *const full[] = { "\xe6\xbb\xa1\xe5\x88\x86",
	    "\xe6\xbb\xbf\xe5\x88\x86", NULL };	/* 满分 滿分 */
	static const char *const tail[] = {
	    "\xe7\x82\xb9\xe6\xba\x80\xe7\x82\xb9",	/* 点満点 */
	    "\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90",	/* 점 만점 */
	    "\xec\xa0\x90\xeb\xa7\x8c\xec\xa0\x90", NULL };
	size_t k = z + (z < n && s[z] == ' '), w, a;
	int zh;

	if ((w = papo_rubric_token_at(s, n, k, open)) == 0)
		return z;
	k += w;
	if ((zh = (w = papo_rubric_token_at(s, n, k, full)) != 0))
		k += w;
	a = k;
	if (scan_decimal(s, n, &k) < 0 || !exactly(s + a, k - a, top))
		return z;
	if (zh)	/* "满分5分" */
		k += papo_rubric_token_at(s, n, k, units_cjk);
	else if ((w = papo_rubric_token_at(s, n, k, tail)) != 0)
		k += w;
	else
		return z;
	if ((w = papo_rubric_token_at(s, n, k, close)) == 0)
		return z;
	return k + w;
}

/*
 * The scale stated after a score that ends at s[z] on a rubric of
 * whole points whose top score is M: " out of M", " (out of M)", "
 * von M", " sur M", " de M", " su M", " из M", " of M", a noun of
 * scale_noun after M ("4 out of 5 stars", "4 von 5 Punkten"), or a
 * scale in Chinese, Japanese or Korean ("4分（满分5分）"): where it
 * ends, else z.  Any other M is another scale, left to the
 * whole-value rule: never rescaled.
 */
static size_t
own_scale(const struct papo_rubric *r, const char *s, size_t n, size_t z)
{
	size_t k, w;
	double top = points_top(r);
	int paren;

	if (top == 0)
		return z;
	if ((k = cjk_scale(s, n, z, top)) != z)
		return k;
	k = z;
	while (k < n && strchr("}$* ", s[k]) != NULL && s[k] != '\0')
		k++;	/* "\boxed{4} (out of 5)" */
	if ((paren = k < n && s[k] == '(') != 0)
		k++;
	/* the top glued by a slash to the emphasis that closes the
	   value, "**4**" then "/5" ("4 / 5" may be "4 or 5": no row) */
	if (!paren && k > z && k < n && s[k] == '/' && s[k - 1] == '*')
		w = 1;
	else if ((w = def_row_at(s, n, k, scale_words)) == 0 ||
	    (k > 0 && s[k - 1] != ' ' && s[k - 1] != '(' &&
	    s[k - 1] != '}' && s[k - 1] != '$' && s[k - 1] != '*'))
		return z;
	k += w;
	if (!top_at(s, n, &k, top))
		return z;
	k += scale_noun(s, n, k);
	if (paren && (k >= n || s[k++] != ')'))
		return z;
	return k;
}

static size_t level_def_at(const struct papo_rubric *, const char *,
    size_t, size_t, double *);
/*
 * The score v (vlen bytes) that ends at s[z] restated with the rubric's
 * own scale in parentheses, the same value in digits or a number word
 * ("Score: 4 (4 out of 5)", "Score: 4/5 (four out of five)"): where it
 * ends, else z.  Another value or scale in them, or anything else, is
 * left to the rules of a second verdict.
 */
static size_t
own_restated(const struct papo_rubric *r, const char *s, size_t n,
    size_t z, const char *v, size_t vlen)
{
	size_t k = z, e, w;
	double x, y;

	if (word_value(r, v, vlen, &x) < 0)
		return z;
	while (k < n && s[k] == ' ')
		k++;
	if (k == z || k >= n || s[k] != '(')
		return z;
	k++;
	if (score_token(s, n, k, &y, &e) < 0 && !value_word(s, n, k, &y, &e))
		return z;
	if (word_value(r, s + k, e - k, &y) < 0 || y != x ||
	    memchr(s + k, '/', e - k) != NULL)
		return z;
	if ((w = own_scale(r, s, n, e)) == e || w >= n || s[w] != ')')
		return z;
	return w + 1;
}


static int rubric_lines(const struct papo_rubric *, int (*)(const struct
    papo_rubric *, const char *, size_t, size_t, void *), void *);
static int level_def(const struct papo_rubric *, const char *, size_t,
    size_t, double *, size_t *, size_t *, size_t *);

struct own_text {
	const char *s;	/* the reply from past the level's name */
	size_t n;
	double x;
	size_t len;	/* out: the rubric's text matched, or 0 */
};

/* own_rest's line t[l..]: 1 when it defines x and its text after the
   name is what the reply writes there. */
static int
own_text_line(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, void *arg)
{
	struct own_text *o = arg;
	size_t a, len, next, b, e;
	double y;

	if (!level_def(r, t, tn, l, &y, &a, &len, &next) || y != o->x)
		return 0;
	for (e = a + len; e < tn && t[e] != '\n'; e++)
		;
	while (e > a + len && isspace((unsigned char)t[e - 1]))
		e--;
	b = a + len;
	if (b >= e || t[b] != ':' || e - b > o->n ||
	    memcmp(t + b, o->s, e - b) != 0)
		return 0;
	o->len = e - b;
	return 1;
}

/*
 * Past the rest of the rubric's own line for level x ("Good: a minor
 * gap" under "4 - Good: a minor gap": ": a minor gap") when the reply
 * writes it whole at s[k], after the level's name; else k.
 */
static size_t
own_rest(const struct papo_rubric *r, const char *s, size_t n, size_t k,
    double x)
{
	struct own_text o = { s + k, n - k, x, 0 };

	if (k >= n || s[k] != ':' || !rubric_lines(r, own_text_line, &o))
		return k;
	return k + o.len;
}

/*
 * " (NAME)", " - NAME" (an en dash, an em dash, glued or not) or
 * ": NAME" after a score x that ends at s[z],
 * NAME the name the rubric's text gives x's own level ("Score: 3
 * (Fair)" under "3 - Fair: ...", and the rest of its line written
 * whole, "Score: 3 (Fair: several gaps)" under "3 - Fair: several
 * gaps"): where it ends, else z.  Another
 * level's name is left to the rules of a second verdict.
 */
static size_t
own_name(const struct papo_rubric *r, const char *s, size_t n, size_t z,
    double x)
{
	size_t k = z, w;
	double y;
	int paren;

	while (k < n && strchr("}$* ", s[k]) != NULL && s[k] != '\0')
		k++;
	if ((paren = k < n && s[k] == '(') != 0)
		k++;
	else if (k < n && (s[k] == ':' || (s[k] == '-' && k > z)))
		for (k++; k < n && s[k] == ' '; k++)
			;
	else if (n - k >= 3 && (memcmp(s + k, "\xe2\x80\x94", 3) == 0 ||
	    (memcmp(s + k, "\xe2\x80\x93", 3) == 0 && k > z)))
		for (k += 3; k < n && s[k] == ' '; k++)
			;	/* an em dash, glued or not; an en dash spaced */
	else
		return z;
	if ((w = level_def_at(r, s, n, k, &y)) == 0 || y != x)
		return z;
	k = own_rest(r, s, n, k + w, x);
	if (paren && (k >= n || s[k++] != ')'))
		return z;
	return k;
}

/* the rows of a counterfactual beside a verdict: what opens it before
   the other value, what follows that value, and the words that leave
   it in doubt (no verdict then) */
static const char *const cf_opens[] = { "would be ", "it would be ",
	"would have been ", "it would have been ", NULL };
static const char *const cf_conds[] = { "if ", "with ", "had ", "once ",
	"were ", NULL };
static const char *const cf_doubts[] = { "maybe", "perhaps", "possibly",
	"probably", "or", "might", "unsure", NULL };

/*
 * A score of r other than x at s[*k] (in digits, over the rubric's top
 * or not; "a " or "an " before it), *k moved past it and the space
 * after it: 1, else 0.
 */
static int
cf_value(const struct papo_rubric *r, const char *s, size_t n, size_t *k,
    double x)
{
	size_t a = *k, z, t;
	double y, top;

	if (n - a > 2 && strncasecmp(s + a, "a ", 2) == 0)
		a += 2;
	else if (n - a > 3 && strncasecmp(s + a, "an ", 3) == 0)
		a += 3;
	for (z = a; z < n && isdigit((unsigned char)s[z]); z++)
		;
	if (z == a || papo_rubric_value(r, s + a, z - a, &y) < 0 || y == x)
		return 0;
	if (z < n && s[z] == '/') {
		for (t = z + 1; t < n && isdigit((unsigned char)s[t]); t++)
			;
		if ((top = points_top(r)) == 0 || t == z + 1 ||
		    papo_rubric_number(s + z + 1, t - z - 1, &y) < 0 ||
		    y != top)
			return 0;
		z = t;
	}
	if (z >= n || s[z] != ' ')
		return 0;
	*k = z + 1;
	return 1;
}

/*
 * A counterfactual in parentheses after a score x that ends at s[z]:
 * another score of the rubric the response would have had, and the
 * condition, "Score: 8 (would be 10 if the base case were checked)",
 * "Score: 3/5 (4/5 had it checked the domain)": a row of cf_opens,
 * the value, then a row of cf_conds, or the value then "had"; then
 * words with no digit, no bracket and none of cf_doubts, to the ')'.
 * The verdict stated is x: where the ')' ends, else z.
 */
static size_t
own_counterfactual(const struct papo_rubric *r, const char *s, size_t n,
    size_t z, double x)
{
	size_t k = z, w, a, open;

	while (k < n && (s[k] == ' ' || s[k] == '*'))
		k++;
	if (k >= n || s[k++] != '(')
		return z;
	if ((open = def_row_at(s, n, k, cf_opens)) != 0)
		k += open;
	/* with no "would", only an inverted condition says it is not
	   so: "(10 had it ...)", not "(10 if ...)" */
	if (!cf_value(r, s, n, &k, x) ||
	    (w = def_row_at(s, n, k, cf_conds)) == 0 ||
	    (!open && strncasecmp(s + k, "had ", 4) != 0))
		return z;
	for (k += w; k < n && s[k] != ')'; k = a) {
		if (isdigit((unsigned char)s[k]) || strchr("([?\n", s[k]))
			return z;
		for (a = k; a < n && isalpha((unsigned char)s[a]); a++)
			;
		if (a == k)
			a++;
		else if (papo_rubric_word_in(s + k, a - k, cf_doubts))
			return z;
	}
	return k < n ? k + 1 : z;
}

/*
 * A label that ends its line ("Score:", "**Score:**") with the value
 * alone on the next one ("Score:\n4"): 1 with *j, *lim and *i moved
 * to that line when it starts with a number, a number word or a
 * grade, else 0.  The value there is read strictly: the rest of its
 * line only closing punctuation.
 */
static int
next_line_value(const struct papo_rubric *r, const char *s, size_t n,
    size_t *j, size_t *lim, size_t *i)
{
	size_t a, e, k, z;
	double x;

	if (*i != *lim || *lim != line_end(s, n, *j) || *lim >= n)
		return 0;
	a = *lim + 1;
	e = value_limit(r, s, n, a);
	k = skip_markup(s, e, a);
	if (k == e || (r->parse == PAPO_RUBRIC_GRADE ?
	    grade_at(r, s, e, k, &z) < 0 : score_token(s, e, k, &x, &z) &&
	    !value_word(s, e, k, &x, &z)))
		return 0;
	*j = a;
	*lim = e;
	*i = k;
	return 1;
}

/*
 * The cell from s[j] to the next '|' on its line, which must end the
 * row (only spaces after it): 0 with *lim at that '|', or -1.
 */
static int
table_cell(const char *s, size_t n, size_t j, size_t *lim)
{
	size_t e = line_end(s, n, j), k;
	const char *bar = memchr(s + j, '|', e - j);

	if (bar == NULL)
		return -1;
	*lim = (size_t)(bar - s);
	for (k = *lim + 1; k < e; k++)
		if (s[k] != ' ' && s[k] != '\t' && s[k] != '\r')
			return -1;
	return 0;
}

/*
 * 1 when the value at s[i..z) leaves markup open on its line s[a..e):
 * more '{' than '}', an odd number of '$' or '`', a "\(", "\[" or "[["
 * with no "\)", "\]" or "]]" after it, emphasis opened right before
 * the value and none after it; or the line ends after the value in a
 * comma or a lone backslash: the reply was cut inside its verdict
 * ("Score: \boxed{0." of "\boxed{0.75}", "Score: **0" of "**0.5**",
 * "Score: 0," of "0,5", "Score: 0\" of "0\%").
 */
static int
markup_open(const char *s, size_t a, size_t i, size_t z, size_t e)
{
	size_t k, w, braces = 0, closes = 0, stars = 0, cash[3] = { 0 };
	int ticks = 0, paren = 0, bracket = 0;

	for (k = a; k < e; k++) {
		if (s[k] == '{')
			braces++;
		else if (s[k] == '}')
			closes++;
		else if (s[k] == '$') {
			for (w = 1; k + 1 < e && s[k + 1] == '$'; k++)
				w++;
			cash[w > 2 ? 0 : w]++;	/* "$", "$$" pair apart */
		} else if (s[k] == '`')
			ticks ^= 1;
		else if (s[k] == '[' && k + 1 < e && s[k + 1] == '[')
			bracket++, k++;	/* MT-Bench's "[[4]]" */
		else if (s[k] == ']' && k + 1 < e && s[k + 1] == ']')
			bracket--, k++;
		else if (s[k] == '\\' && k + 1 < e && strchr("()[]",
		    s[k + 1]) != NULL) {
			paren += s[k + 1] == '(' ? 1 : s[k + 1] == ')' ? -1 : 0;
			bracket += s[k + 1] == '[' ? 1 : s[k + 1] == ']' ?
			    -1 : 0;
			k++;
		} else if (s[k] == '*' && k < i)
			stars++;
	}
	for (k = i; k > a && s[k - 1] == '*'; k--)
		stars--;
	/* stars right before the value that close none before them open
	   it: "Score: **0", "评分：**0", not "**Score:**0" */
	if (k < i && (k == a || isspace((unsigned char)s[k - 1]) ||
	    i - k > stars) && memchr(s + z, '*', e - z) == NULL)
		return 1;
	for (k = e; k > z && isspace((unsigned char)s[k - 1]); k--)
		;
	if (k > z && (s[k - 1] == ',' || (s[k - 1] == '\\' &&
	    (k - 1 == z || s[k - 2] != '\\'))))
		return 1;
	return braces > closes || cash[0] || cash[1] % 2 || cash[2] % 2 ||
	    ticks || paren > 0 || bracket > 0;
}

/*
 * A scale stated before the score in Japanese and Korean, M the top
 * score: "5点中4点", "5点満点中4点", "5점 만점에 4점", "5점 중 4점".
 * Where the score starts, past it, else i.
 */
static size_t
scale_first(const struct papo_rubric *r, const char *s, size_t n,
    size_t i)
{
	static const char *const rows[] = {
	    "\xe7\x82\xb9\xe6\xba\x80\xe7\x82\xb9\xe4\xb8\xad",	/* 点満点中 */
	    "\xe7\x82\xb9\xe4\xb8\xad",				/* 点中 */
	    "\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90\xec\x97\x90 ", /* 점 만점에 */
	    "\xec\xa0\x90 \xec\xa4\x91 ",			/* 점 중 */
	    NULL };
	double top = points_top(r);
	size_t k = i, w;

	if (top == 0 || scan_decimal(s, n, &k) < 0 ||
	    !exactly(s + i, k - i, top) ||
	    (w = papo_rubric_token_at(s, n, k, rows)) == 0)
		return i;
	return k + w;
}

/*
 * Stars drawn as the score, "★★★★☆": the filled ones, then the empty
 * ones, as many in all as the rubric's top score (a rubric of whole
 * points): its length with *x the filled count when that is a tier,
 * else 0.  "★★★" on 1 to 5 draws no scale, "★★★★★☆☆☆☆☆" another.
 */
static size_t
star_rating(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *x)
{
	static const char *const full[] = { "\xe2\x98\x85", NULL };
	static const char *const empty[] = { "\xe2\x98\x86", NULL };
	double top = points_top(r);
	size_t k = i, a = 0, b = 0;
	char digits[8];

	if (top == 0)
		return 0;
	while (papo_rubric_token_at(s, n, k, full) != 0)
		k += 3, a++;
	while (papo_rubric_token_at(s, n, k, empty) != 0)
		k += 3, b++;
	if (a + b != top || papo_rubric_token_at(s, n, k, full))
		return 0;
	snprintf(digits, sizeof(digits), "%zu", a);
	return is_tier(r, digits, strlen(digits), x) ? k - i : 0;
}

static int
label_value(const struct papo_rubric *r, const char *s, size_t n, size_t j,
    double *x, size_t *end)
{
	size_t lim = value_limit(r, s, n, j), i = skip_markup(s, lim, j), z;
	size_t zv;
	/* remarks close a verdict only on a line with no other label,
	   and not after a value on the line below its label */
	int alone = lim == line_end(s, n, j) &&
	    !next_line_value(r, s, n, &j, &lim, &i);
	long g;

	if (j > 0 && s[j - 1] == '|') {
		/* a table's row: the value is its last cell */
		if (table_cell(s, n, j, &lim) < 0)
			return V_BAD;
		i = skip_markup(s, lim, j);
		alone = 0;
	}

	*end = line_end(s, lim, i);
	if (r->parse == PAPO_RUBRIC_GRADE) {
		if ((g = grade_at(r, s, lim, i, &z)) >= 0) {
			if (alone ? !closes_verdict(r, s, lim, z,
			    r->grades[g].value) : !closes_line(s, lim, z) ||
			    trails_off(s, lim, z))
				return V_BAD;
			if (markup_open(s, line_start(s, j), i, z,
			    line_end(s, n, z)))
				return V_BAD;
			*x = r->grades[g].value;
			*end = z;
			return V_WHOLE;
		}
		return line_has_grade(r, s, lim, i) ? V_BAD : V_NONE;
	}
	i = scale_first(r, s, lim, i);	/* "5点中4点" */
	if ((zv = star_rating(r, s, lim, i, x)) != 0) {
		/* "★★★★☆" on a rubric of 1 to 5 */
		z = i + zv;
		if (alone ? !closes_verdict(r, s, lim, z, *x) :
		    !closes_line(s, lim, z) || trails_off(s, lim, z))
			return V_BAD;
		*end = z;
		return V_WHOLE;
	}
	if (score_token(s, lim, i, x, &z) == 0 ||
	    value_word(s, lim, i, x, &z)) {
		zv = z;
		z += points_unit(s, lim, z);
		if (s[i] != '\\' && memchr(s + i, '/', zv - i) == NULL)
			z = own_scale(r, s, lim, z);	/* not twice */
		else if (z == zv)	/* "4/5 stars", "4/5 \xe2\xad\x90" */
			z += scale_noun(s, lim, z);
		z = own_restated(r, s, lim, z, s + i, zv - i);
		z = own_name(r, s, lim, z, *x);
		z = own_counterfactual(r, s, lim, z, *x);
		/* a sign glued to the number makes another value:
		   "1%", "1-", "1+", "1°" */
		if (z < lim && !isspace((unsigned char)s[z]) &&
		    strchr(".,;!$*_)]}`\"'\\", s[z]) == NULL &&
		    (lim - z < 3 || memcmp(s + z, "\xe3\x80\x82", 3)) &&
		    (s[z] != '<' || skip_fill(s, lim, z) == z))
			return V_BAD;	/* "1<|im_end|>": the turn ends */
		/* the emphasis that closes the value may stand before
		   its scale: "**4** out of 5", "**4**" then "/5" */
		if (word_value(r, s + i, zv - i, x) < 0 || (alone ?
		    !closes_verdict(r, s, lim, z, *x) :
		    !closes_line(s, lim, z) || trails_off(s, lim, z)) ||
		    markup_open(s, line_start(s, j), i, zv,
		    line_end(s, n, z)))
			return V_BAD;
		*end = z;
		return V_WHOLE;
	}
	if ((zv = level_def_at(r, s, lim, i, x)) != 0) {
		/* "Score: Excellent" where the rubric's text defines
		   "5 - Excellent: ...": the rubric's own row */
		z = i + zv;
		/* a sign glued to it makes another value: "Good-" */
		if (z < lim && !isspace((unsigned char)s[z]) &&
		    strchr(".,;!*_)]}`\"'", s[z]) == NULL &&
		    name_mark(s, lim, z) == 0)
			return V_BAD;
		if ((alone ? !closes_verdict(r, s, lim, z, *x) :
		    !closes_line(s, lim, z) || trails_off(s, lim, z)) ||
		    markup_open(s, line_start(s, j), i, z, line_end(s, n, z)))
			return V_BAD;
		*end = z;
		return V_WHOLE;
	}
	return line_has_digit(s, lim, i) ? V_BAD : V_NONE;
}

/*
 * Without any "Score:" label: a \boxed{} that ends the reply and holds
 * one of the scores alone.
 */
static int
read_box_only(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	const char *in;
	size_t inlen, end;
	double x;

	if (last_boxed(s, n, &in, &inlen, &end) < 0) {
		v->why = "no \\boxed{} score and no 'Score:' line in the reply";
		return -1;
	}
	v->at = (size_t)(in - s);
	v->len = end - v->at;
	while (v->at > 0 && s[v->at - 1] != '\\')
		v->at--, v->len++;
	if (v->at > 0)
		v->at--, v->len++;
	if (!only_closing(s + end, n - end) || trails_off(s, n, end)) {
		/* a box amid the text is likely a quoted answer */
		v->why = "no 'Score:' line, and the last \\boxed{} does not "
		    "end the reply";
		return -1;
	}
	if (!lead_in_ok(s, v->at)) {
		v->why = "no 'Score:' line, and the last \\boxed{}'s own "
		    "sentence opens with words the reader does not recognise "
		    "as stating it";
		return -1;
	}
	if (papo_rubric_number(in, inlen, &x) == 0 &&
	    verdict_value(r, in, inlen, &v->score) == 0)
		return 0;
	v->why = "the last \\boxed{} is not one of the rubric's scores";
	return -1;
}

/*
 * Reading by labels, on text s (n bytes): the last label must give a
 * whole value, and every other label that gives a number (a grade)
 * must give the same whole value: two different verdicts, or one
 * that is not whole, are a conflict, not "the last one wins".
 */
static int
read_labels(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	int grade = r->parse == PAPO_RUBRIC_GRADE, kind;
	size_t i = n, j = 0, last, end, e2;
	double x, y;

	while (i-- > 0)
		if ((j = label_end(r, s, n, i)) != 0)
			break;
	if (j == 0) {
		if (grade) {
			v->why = "no grade label in the reply";
			return -1;
		}
		return read_box_only(r, s, n, v);
	}
	last = i;
	kind = label_value(r, s, n, j, &x, &end);
	v->at = last;
	v->len = end - last;
	if (kind != V_WHOLE) {
		if (grade)
			v->why = kind == V_NONE ? "the grade is not one the "
			    "rubric knows" : "the last grade label is not "
			    "followed by one of the rubric's grades alone";
		else
			v->why = "the last 'Score:' is not followed by one "
			    "of the rubric's scores alone";
		return -1;
	}
	v->score = x;
	for (i = 0; i < last; i++) {
		if ((j = label_end(r, s, n, i)) == 0)
			continue;
		kind = label_value(r, s, n, j, &y, &e2);
		if (kind == V_BAD || (kind == V_WHOLE && y != x)) {
			v->at = i;
			v->len = end - i;
			v->why = grade ? "two grade labels that do not give "
			    "the same grade alone" : "two 'Score:' labels "
			    "that do not give the same score alone";
			return -1;
		}
		i = j - 1;
	}
	if (!lead_in_ok(s, last)) {
		v->why = grade ? "the last grade label's own sentence opens "
		    "with words the reader does not recognise as stating it" :
		    "the last 'Score:' label's own sentence opens with words "
		    "the reader does not recognise as stating it";
		return -1;
	}
	return 0;
}

/*
 * ---- other statements of the verdict ----
 *
 * Once a verdict is read, the rest of the text read must not state
 * another: a mention of the score or grade written any other way
 * ("Score (revised): 0.5", "Revised score -> 0.5", "**Final score** =
 * 0.5", "Grade: INCORRECT", "Score： 0"), or a \boxed{} standing as a
 * verdict, that gives a different value is a conflict.  Labels spelled
 * with look-alike letters (Cyrillic, Greek, full-width) or split by
 * zero-width characters are a conflict whatever they say: they can
 * only be there to be misread.
 */

/*
 * The character at s[*i] as plain ASCII, lower case, and *i past it:
 * full-width forms, no-break spaces and the Cyrillic and Greek letters
 * that look like Latin ones map to what they look like (*odd set for
 * all but the space); zero-width characters are skipped (*odd set).
 * Any other non-ASCII character is 0x80.
 */
static int
skel(const char *s, size_t n, size_t *i, int *odd)
{
	static const struct {
		unsigned int cp;
		char c;
	} look[] = {
		{ 0x0405, 's' }, { 0x0455, 's' }, { 0x0421, 'c' },
		{ 0x0441, 'c' }, { 0x041e, 'o' }, { 0x043e, 'o' },
		{ 0x0415, 'e' }, { 0x0435, 'e' }, { 0x0410, 'a' },
		{ 0x0430, 'a' }, { 0x0420, 'p' }, { 0x0440, 'p' },
		{ 0x0433, 'r' }, { 0x0501, 'd' }, { 0x0262, 'g' },
		{ 0x0261, 'g' }, { 0x039f, 'o' }, { 0x03bf, 'o' },
		{ 0x0395, 'e' }, { 0x0391, 'a' }, { 0x03b1, 'a' },
		{ 0x0280, 'r' }, { 0x1d04, 'c' }, { 0x1d0f, 'o' },
		{ 0x1d07, 'e' }, { 0x212f, 'e' }, { 0x2090, 'a' },
	};
	const unsigned char *u = (const unsigned char *)s;
	unsigned int cp;
	size_t k, len;

	for (;;) {
		if (*i >= n)
			return 0;
		if (u[*i] < 0x80)
			return tolower(u[(*i)++]);
		if ((u[*i] & 0xe0) == 0xc0)
			len = 2, cp = u[*i] & 0x1f;
		else if ((u[*i] & 0xf0) == 0xe0)
			len = 3, cp = u[*i] & 0x0f;
		else if ((u[*i] & 0xf8) == 0xf0)
			len = 4, cp = u[*i] & 0x07;
		else {
			++*i;
			return 0x80;
		}
		if (*i + len > n) {
			*i = n;
			return 0x80;
		}
		for (k = 1; k < len; k++)
			cp = cp << 6 | (u[*i + k] & 0x3f);
		*i += len;
		if ((cp >= 0x200b && cp <= 0x200f) || cp == 0x2060 ||
		    cp == 0xfeff || cp == 0xad || cp == 0x180e) {
			*odd = 1;	/* zero-width: look past it */
			continue;
		}
		if (cp == 0xa0 || cp == 0x202f || cp == 0x2007 ||
		    cp == 0x3000)
			return ' ';
		if (cp >= 0xff01 && cp <= 0xff5e) {
			*odd = 1;
			return tolower((int)(cp - 0xfee0));
		}
		if (cp == 0x2192 || cp == 0x2013 || cp == 0x2014 ||
		    cp == 0x2212)
			return '-';	/* arrows, dashes: separators */
		for (k = 0; k < sizeof(look) / sizeof(look[0]); k++)
			if (look[k].cp == cp) {
				*odd = 1;
				return look[k].c;
			}
		return 0x80;
	}
}

/* Match the word w (lower case) at s[*i] through skel(); 1 or 0. */
static int
skel_word(const char *s, size_t n, size_t *i, const char *w, int *odd)
{
	size_t j = *i, k;
	int c;

	for (; *w; w++) {
		/* markdown emphasis may sit inside a label */
		do {
			k = j;
			c = skel(s, n, &j, odd);
		} while ((c == '*' || c == '_') && k > *i);
		if (c != *w)
			return 0;
	}
	k = j;
	c = skel(s, n, &k, odd);
	if (isalnum(c) || c == 0x80)
		return 0;
	*i = j;
	return 1;
}

static void skel_blank(const char *s, size_t n, size_t *i, int paren,
    int *odd);

/*
 * "would be", "should be", "will be", "must be", "could be" at s[*i]
 * ("My score would be 3"): 1 with *i past it, else 0.
 */
static int
modal_be(const char *s, size_t n, size_t *i, int *odd)
{
	static const char *const modal[] = { "would", "should", "will",
	    "must", "could", "might", NULL };
	size_t j;
	int k;

	for (k = 0; modal[k]; k++) {
		j = *i;
		if (!skel_word(s, n, &j, modal[k], odd))
			continue;
		skel_blank(s, n, &j, 0, odd);
		if (!skel_word(s, n, &j, "be", odd))
			return 0;
		*i = j;
		return 1;
	}
	return 0;
}

/* Skip blanks and emphasis (and a "(qualifier)" when paren) at s[*i]. */
static void
skel_blank(const char *s, size_t n, size_t *i, int paren, int *odd)
{
	size_t j, k;
	int c;

	for (;;) {
		j = *i;
		c = skel(s, n, &j, odd);
		if (c == ' ' || c == '\t' || c == '*' || c == '_') {
			*i = j;
			continue;
		}
		if (c == '(' && paren) {
			for (k = j; k < n && k - j < 60 && s[k] != ')' &&
			    s[k] != '\n'; k++)
				;
			if (k < n && s[k] == ')') {
				*i = k + 1;
				continue;
			}
		}
		return;
	}
}

/*
 * A level's name the rubric's text defines at s[j], whole
 * (level_def_at), its letters of one script (no Latin letter among
 * Cyrillic ones: "Отлично", not "Oтлично"), after a label s[i..j)
 * spelled with no look-alike: its length, *y its value; else 0.  The
 * look-alike rule saw its first letter ("О", "С") as a Latin one.
 */
static size_t
plain_label_name(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, size_t j, double *y)
{
	size_t w, k;
	int odd = 0, ascii = 0, other = 0;

	if ((w = level_def_at(r, s, n, j, y)) == 0)
		return 0;
	for (k = j; k < j + w; k++)
		if (isalpha((unsigned char)s[k]))
			ascii = 1;
		else if ((unsigned char)s[k] >= 0x80)
			other = 1;
	if (ascii && other)
		return 0;
	for (k = i; k < j;)
		skel(s, j, &k, &odd);
	return odd ? 0 : w;
}

/*
 * A mention of the score or grade at s[i]: the word "score" or
 * "grade" (any case, any spelling skel() maps), a qualifier, a
 * separator (':', '=', '-', "->", "is", "of", or none) and a value.
 * Returns 1 when it gives a value other than the verdict's (x), or
 * when its label is spelled with look-alikes or zero-width
 * characters; 0 otherwise.  *z is where the look ended.
 */
static int
mention_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	static const char *const words[] = { "score", "grade", "scores",
	    "grades", NULL };
	size_t j = i, k, e;
	int odd = 0, sep = 0, c, w;
	long g;
	double y;

	*z = i + 1;
	for (w = 0; words[w]; w++) {
		j = i;
		if (skel_word(s, n, &j, words[w], &odd))
			break;
	}
	if (words[w] == NULL)
		return 0;
	*z = j;
	skel_blank(s, n, &j, 1, &odd);
	k = j;
	if ((c = skel(s, n, &k, &odd)) == '"' || c == '\'') {
		j = k;	/* a JSON key: "score": 3 */
		skel_blank(s, n, &j, 0, &odd);
		k = j;
		c = skel(s, n, &k, &odd);
	}
	if (c == ':' || c == '=' || c == '-' || c == '|' || c == '>') {
		/* '|': a table's cell, "| Score | 3 |"; '>': a tag's
		   "<score>3" */
		sep = 1;
		j = k;
		k = j;
		while ((c = skel(s, n, &k, &odd)) == '-' || c == '>' ||
		    c == '=')
			j = k;
	} else {
		k = j;
		if (skel_word(s, n, &k, "is", &odd) ||
		    skel_word(s, n, &k, "of", &odd) || modal_be(s, n, &k,
		    &odd)) {
			sep = 1;
			j = k;
		}
	}
	skel_blank(s, n, &j, 0, &odd);
	if (sep && j < n && (s[j] == '"' || s[j] == '\''))
		j++;	/* a JSON string: "score": "3" */
	while (j < n && s[j] == '[')
		j++;	/* MT-Bench's "[[3]]" */
	/* the value, in plain ASCII */
	j = skip_markup(s, n, j);
	*z = j > *z ? j : *z;
	if (odd && (k = plain_label_name(r, s, n, i, j, &y)) != 0) {
		*z = j + k;	/* "Score: Отлично", the rubric's own word */
		return y != x;
	}
	for (e = j; e < n && s[e] != '\n' && e - j < 64; e++)
		if (isspace((unsigned char)s[e]))
			break;
	/* without a separator only a whole value states one: "Score 0"
	   alone, not "Score 1 requires every step" */
	if (r->parse == PAPO_RUBRIC_GRADE &&
	    (g = grade_at(r, s, n, j, &k)) >= 0) {
		*z = k;
		if (!sep && !odd && !closes_line(s, n, k))
			return 0;
		return odd || r->grades[g].value != x;
	}
	if (score_token(s, n, j, &(double){ 0 }, &k) == 0) {
		*z = k;
		if (!sep && !odd && !closes_line(s, n, k))
			return 0;
		return odd || !same_value(r, s + j, k - j, x);
	}
	if (sep && j < n && isdigit((unsigned char)s[j]))
		return 1;	/* a number that is not one: "1e-400" */
	return odd && sep;
}

/*
 * A \boxed{} at s[i] that stands as a verdict (nothing but closing
 * punctuation after it on its line, or anywhere when the verdict is
 * itself a box with no label) and holds another of the rubric's values
 * than x: 1, else 0.  A box amid a line, or one holding what is no
 * tier ("\boxed{0.7}", "\boxed{x^2}"), is a quoted answer.  *z is past
 * what was looked at.
 */
static int
box_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, int anywhere, size_t *z)
{
	size_t j = i + 6, k, a, g;
	long w;

	*z = i + 1;
	while (j < n && s[j] == ' ')
		j++;
	if (j >= n || s[j] != '{')
		return 0;
	if (!(k = brace_end(s, n - j > 80 ? j + 80 : n, j)))
		return 0;	/* long or open: not a verdict */
	*z = k--;
	if (!anywhere && !closes_line(s, n, k + 1))
		return 0;	/* amid a line: a quoted answer */
	a = skip_markup(s, k, j + 1);
	if (r->parse == PAPO_RUBRIC_GRADE) {
		if ((w = grade_at(r, s, k, a, &g)) < 0)
			return 0;
		return only_closing(s + g, k - g) &&
		    r->grades[w].value != x;
	}
	return is_tier(r, s + j + 1, k - j - 1, &(double){ 0 }) &&
	    !same_value(r, s + j + 1, k - j - 1, x);
}

/*
 * A line at s[i] that holds one of the rubric's values alone (after
 * blanks and markup, before closing punctuation), other than x:
 * "Score: 1\n0.5" states two verdicts.  1 or 0; *z past the value.
 */
static int
line_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t j = i, k;
	long g;

	/* '[': MT-Bench's "[[3]]" */
	while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '*' ||
	    s[j] == '$' || s[j] == '>' || s[j] == '['))
		j++;
	*z = j > i ? j : i + 1;
	if (r->parse == PAPO_RUBRIC_GRADE) {
		if ((g = grade_at(r, s, n, j, &k)) < 0 || k == j ||
		    !closes_line(s, n, k))
			return 0;
		*z = k;
		return r->grades[g].value != x;
	}
	if (score_token(s, n, j, &(double){ 0 }, &k) < 0 ||
	    !closes_line(s, n, k + points_unit(s, n, k)) ||
	    !is_tier(r, s + j, k - j, &(double){ 0 }))
		return 0;	/* "3分。" is a tier alone too */
	*z = k;
	return !same_value(r, s + j, k - j, x);
}

/*
 * Ratings stated in words or as "a out of b" beside the verdict: "I'd
 * give it seven out of ten.", "It deserves a 7.", "Overall, 7 out of
 * 10."  Number words as far as a judge rates (zero to ten, twenty,
 * hundred: their values by index).
 */
static const char *const num_words[] = { "zero", "one", "two", "three",
	"four", "five", "six", "seven", "eight", "nine", "ten", NULL };
static const char *const rate_verbs[] = { "give", "gives", "giving",
	"given", "rate", "rates", "rated", "award", "awards", "awarded",
	"assign", "assigns", "assigned", "deserve", "deserves",
	"deserved", "merit", "merits", "earn", "earns", "earned", "score",
	"scores", "scored", "grade", "grades", "graded", "get", "gets",
	"got", "receive", "receives", "received", NULL };
/* verbs of everyday prose too: they rate only what rate_named names */
static const char *const give_verbs[] = { "give", "gives", "giving",
	"given", "rate", "rates", "rated", "score", "scores", "scored",
	"grade", "grades", "graded", "get", "gets", "got", "receive",
	"receives", "received", NULL };
static const char *const rate_named[] = { "it", "this", "that", "them",
	"a", "an", "response", "answer", "solution", "proof", "student",
	NULL };
/* what may stand between the verb and the number */
static const char *const rate_fill[] = { "it", "this", "that", "the",
	"a", "an", "response", "answer", "solution", "proof", "student",
	"them", "score", "grade", "rating", "mark", "of", NULL };

/* The length of the word at s[i] when it is in list (any case), or 0. */
static size_t
word_in(const char *s, size_t n, size_t i, const char *const *list)
{
	size_t z = i, k;

	while (z < n && isalpha((unsigned char)s[z]))
		z++;
	if (z == i || (z < n && (isalnum((unsigned char)s[z]) ||
	    s[z] == '\'')))
		return 0;
	for (k = 0; list[k]; k++)
		if (strlen(list[k]) == z - i &&
		    strncasecmp(list[k], s + i, z - i) == 0)
			return z - i;
	return 0;
}

/*
 * A number word at s[i] ("Score: four"): 1 with *x and *z (past it)
 * set, else 0.
 */
static int
number_word(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	size_t k, w;

	for (k = 0; num_words[k]; k++)
		if ((w = word_in(s, n, i, (const char *const[]){ num_words[k],
		    NULL })) != 0) {
			*x = (double)k;
			*z = i + w;
			return 1;
		}
	return 0;
}

/*
 * The number words a verdict's value may be written with in the other
 * languages judges write (zero to ten, a row each; not German's
 * article "ein", nor "null", which says there is no score): read only
 * as a label's value ("Punktzahl: vier",
 * "Note : quatre", "评分：四", "점수: 넷"), never in prose.
 */
static const struct {
	const char *word;
	int value;
} value_words[] = {
	/* de: eins zwei drei vier fünf sechs sieben acht neun zehn */
	{ "eins", 1 }, { "zwei", 2 }, { "drei", 3 }, { "vier", 4 },
	{ "f\xc3\xbcnf", 5 }, { "sechs", 6 }, { "sieben", 7 }, { "acht", 8 },
	{ "neun", 9 }, { "zehn", 10 },
	/* fr: zéro deux trois quatre cinq six sept huit neuf dix */
	{ "z\xc3\xa9ro", 0 }, { "deux", 2 }, { "trois", 3 }, { "quatre", 4 },
	{ "cinq", 5 }, { "six", 6 }, { "sept", 7 }, { "huit", 8 },
	{ "neuf", 9 }, { "dix", 10 },
	/* es: cero dos tres cuatro cinco seis siete ocho nueve diez */
	{ "cero", 0 }, { "dos", 2 }, { "tres", 3 }, { "cuatro", 4 },
	{ "cinco", 5 }, { "seis", 6 }, { "siete", 7 }, { "ocho", 8 },
	{ "nueve", 9 }, { "diez", 10 },
	/* it: zero due tre quattro cinque sei sette otto nove dieci */
	{ "zero", 0 }, { "due", 2 }, { "tre", 3 }, { "quattro", 4 },
	{ "cinque", 5 }, { "sei", 6 }, { "sette", 7 }, { "otto", 8 },
	{ "nove", 9 }, { "dieci", 10 },
	/* pt: dois três quatro sete oito dez (the rest as es, it) */
	{ "dois", 2 }, { "tr\xc3\xaas", 3 }, { "quatro", 4 }, { "sete", 7 },
	{ "oito", 8 }, { "dez", 10 },
	/* one as fr, es, it, pt write it, also their article: a value
	   only where it is the label's whole value ("Puntuación: uno",
	   "Nota final: um"; "Note : une erreur" is none); pt's "duas" */
	{ "un", 1 }, { "une", 1 }, { "uno", 1 }, { "una", 1 }, { "um", 1 },
	{ "uma", 1 }, { "duas", 2 },
	/* ru: ноль один два ... десять */
	{ "\xd0\xbd\xd0\xbe\xd0\xbb\xd1\x8c", 0 },
	{ "\xd0\x9d\xd0\xbe\xd0\xbb\xd1\x8c", 0 },
	{ "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd", 1 },
	{ "\xd0\x9e\xd0\xb4\xd0\xb8\xd0\xbd", 1 },
	{ "\xd0\xb4\xd0\xb2\xd0\xb0", 2 }, { "\xd0\x94\xd0\xb2\xd0\xb0", 2 },
	{ "\xd1\x82\xd1\x80\xd0\xb8", 3 }, { "\xd0\xa2\xd1\x80\xd0\xb8", 3 },
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5", 4 },
	{ "\xd0\xa7\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5", 4 },
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c", 5 },
	{ "\xd0\x9f\xd1\x8f\xd1\x82\xd1\x8c", 5 },
	{ "\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c", 6 },
	{ "\xd0\xa8\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c", 6 },
	{ "\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 7 },
	{ "\xd0\xa1\xd0\xb5\xd0\xbc\xd1\x8c", 7 },
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 8 },
	{ "\xd0\x92\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 8 },
	{ "\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8c", 9 },
	{ "\xd0\x94\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8c", 9 },
	{ "\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8c", 10 },
	{ "\xd0\x94\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8c", 10 },
	/* ko: 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열 */
	{ "\xed\x95\x98\xeb\x82\x98", 1 }, { "\xeb\x91\x98", 2 },
	{ "\xec\x85\x8b", 3 }, { "\xeb\x84\xb7", 4 },
	{ "\xeb\x8b\xa4\xec\x84\xaf", 5 }, { "\xec\x97\xac\xec\x84\xaf", 6 },
	{ "\xec\x9d\xbc\xea\xb3\xb1", 7 }, { "\xec\x97\xac\xeb\x8d\x9f", 8 },
	{ "\xec\x95\x84\xed\x99\x89", 9 }, { "\xec\x97\xb4", 10 },
	/* zh/ja: 零 一 二 三 四 五 六 七 八 九 十 */
	{ "\xe9\x9b\xb6", 0 }, { "\xe4\xb8\x80", 1 }, { "\xe4\xba\x8c", 2 },
	{ "\xe4\xb8\x89", 3 }, { "\xe5\x9b\x9b", 4 }, { "\xe4\xba\x94", 5 },
	{ "\xe5\x85\xad", 6 }, { "\xe4\xb8\x83", 7 }, { "\xe5\x85\xab", 8 },
	{ "\xe4\xb9\x9d", 9 }, { "\xe5\x8d\x81", 10 },
	{ NULL, 0 }
};

/* CJK characters that continue a numeral: 百 千 万 萬 两 兩 半 */
static const char *const han_more[] = { "\xe7\x99\xbe", "\xe5\x8d\x83",
	"\xe4\xb8\x87", "\xe8\x90\xac", "\xe4\xb8\xa4", "\xe5\x85\xa9",
	"\xe5\x8d\x8a", NULL };

/*
 * 1 when the character at s[i] continues a number word that ends
 * there: a letter (ASCII, Latin-1, Cyrillic: "vierzehn"), a Hangul
 * syllable ("넷째", fourth), a CJK numeral ("四十", forty).
 */
static int
word_goes_on(const char *s, size_t n, size_t i)
{
	unsigned char c = i < n ? (unsigned char)s[i] : 0;
	size_t k;

	if (i >= n)
		return 0;
	if (isalnum(c) || c == '\'' || (c >= 0xc3 && c <= 0xc5) ||
	    c == 0xd0 || c == 0xd1 || (c >= 0xea && c <= 0xed))
		return 1;
	if (papo_rubric_token_at(s, n, i, han_more) != 0)
		return 1;
	for (k = 0; value_words[k].word; k++)
		if ((unsigned char)value_words[k].word[0] >= 0xe4 &&
		    value_words[k].word[0] == s[i] && n - i >= 3 &&
		    memcmp(s + i, value_words[k].word, 3) == 0)
			return 1;
	return 0;
}

/*
 * A number word at s[i] as a label's value: English (number_word) or
 * a row of value_words; 1 with *x and *z (past it) set, else 0.
 */
static int
value_word(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	size_t k, w;

	if (number_word(s, n, i, x, z))
		return 1;
	for (k = 0; value_words[k].word; k++) {
		w = strlen(value_words[k].word);
		if (i >= n || tolower((unsigned char)s[i]) !=
		    tolower((unsigned char)value_words[k].word[0]) ||
		    n - i < w || strncasecmp(s + i, value_words[k].word,
		    w) != 0 || word_goes_on(s, n, i + w))
			continue;
		*x = value_words[k].value;
		*z = i + w;
		return 1;
	}
	return 0;
}

/*
 * verdict_value for a value written in digits or as a number word:
 * the word is the integer it names, a tier only where the scale has
 * it ("four" on 1-5, never on 0-1).
 */
static int
word_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	char digits[8];
	double x;
	size_t z;

	if (n == 0 || (!isalpha((unsigned char)s[0]) &&
	    (unsigned char)s[0] < 0x80))
		return verdict_value(r, s, n, score);
	if (!value_word(s, n, 0, &x, &z) || z != n)
		return -1;
	snprintf(digits, sizeof(digits), "%d", (int)x);
	return verdict_value(r, digits, strlen(digits), score);
}

int
papo_rubric_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	return word_value(r, s, n, score);
}

static size_t
skip_blanks(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

/*
 * A number at s[i]: digits (one '.') or a number word; 1 with *x and
 * *z (past it) set, else 0.
 */
static int
rate_number(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	*z = i;
	if (i < n && isdigit((unsigned char)s[i])) {
		if (scan_decimal(s, n, z) < 0 ||
		    papo_rubric_number(s + i, *z - i, x) < 0)
			return 0;
		return *z == n || !isalnum((unsigned char)s[*z]);
	}
	return number_word(s, n, i, x, z);
}

/*
 * A rating that ends at s[i]: "a out of b", or "a/b" when slash (b in
 * *of, else *of 0) ends its clause there (punctuation or the line's end), or is
 * followed by "points" or "marks".  1 with *z past it, else 0.
 */
static int
rate_tail(const char *s, size_t n, size_t i, int slash, double *of,
    size_t *z)
{
	static const char *const units[] = { "points", "point", "marks",
	    "stars", NULL };
	size_t k = skip_blanks(s, n, i), w;

	*of = 0;
	if ((w = word_in(s, n, k, (const char *const[]){ "out", NULL }))) {
		k = skip_blanks(s, n, k + w);
		if (!(w = word_in(s, n, k, (const char *const[]){ "of",
		    NULL })) || !rate_number(s, n, skip_blanks(s, n, k + w),
		    of, &k))
			return 0;
	} else if (slash && k == i && k + 1 < n && s[k] == '/' &&
	    rate_number(s, n, k + 1, of, &k))
		;
	else
		k = i;
	k = skip_blanks(s, n, k);
	if ((w = word_in(s, n, k, units)) != 0)
		k = skip_blanks(s, n, k + w);
	*z = k;
	/* a rating ends its sentence: "340 out of 500, which is 0.68",
	   "(3 out of 6)", "99 points on the exam" count */
	return k == n || s[k] == '\n' || s[k] == '\r' ||
	    strchr(".;!?", s[k]) != NULL;
}

/* 1 when rating a (out of b, or 0) gives the verdict x on r's scale. */
static int
rate_agrees(const struct papo_rubric *r, double a, double b, double x)
{
	size_t k;
	double top = 0;

	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] > top)
			top = r->scores[k];
	if (b == 0)
		return a == x;
	return top > 1 ? b == top && a == x : a / b == x;
}

/*
 * A rating at s[i] (a word's start) that is not the verdict x: a
 * number "out of" another, or one after a rating verb ("I'd give it
 * 7/10."), ending its clause.
 * 1 (*z past it) or 0.
 */
static int
rating_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t k = i, w, fill;
	double a, b;
	int need;

	*z = i + 1;
	if ((w = word_in(s, n, k, rate_verbs)) != 0) {
		/* "which gives 0.", "at a rate of 2.": give and rate
		   rate only something named, "give it 7" */
		need = word_in(s, n, k, give_verbs) != 0;
		k = skip_blanks(s, n, k + w);
		for (fill = 0; fill < 4 && (w = word_in(s, n, k, rate_fill));
		    fill++) {
			if (word_in(s, n, k, rate_named))
				need = 0;
			k = skip_blanks(s, n, k + w);
		}
		if (need || !rate_number(s, n, k, &a, &k) ||
		    !rate_tail(s, n, k, 1, &b, z))
			return 0;
		return !rate_agrees(r, a, b, x);
	}
	/* alone, only "a out of b": "the answer 3/4." is an answer */
	if (!rate_number(s, n, i, &a, &k) || !rate_tail(s, n, k, 0, &b, z) ||
	    b == 0)
		return 0;
	return !rate_agrees(r, a, b, x);
}

/*
 * Labels a judge states a verdict under, in the languages it writes,
 * besides the rubric's own: "Rating: 0", "Verdict: 0", "评分：0分",
 * "Note : 7/10", "Puntuación: 0".  Any of them giving another value
 * than the verdict, before or after it, is a second verdict.
 */
static const char *const other_labels[] = {
	"rating", "verdict", "evaluation", "assessment", "judgment",
	"judgement", "points", "marks", "mark", "scoring", "grading",
	"punkte", "note", "nota", "bewertung", "punktzahl", "wertung",
	"puntuaci\xc3\xb3n", "puntaje", "calificaci\xc3\xb3n",
	"pontua\xc3\xa7\xc3\xa3o", "avalia\xc3\xa7\xc3\xa3o", "punteggio",
	"valutazione", "voto", "\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba"
	"\xd0\xb0", "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb",
	"\xe8\xaf\x84\xe5\x88\x86",		/* 评分 */
	"\xe5\xbe\x97\xe5\x88\x86",		/* 得分 */
	"\xe5\x88\x86\xe6\x95\xb0",		/* 分数 */
	"\xe6\x89\x93\xe5\x88\x86",		/* 打分 */
	"\xe8\xa9\x95\xe5\x88\x86",		/* 評分 */
	"\xe5\x88\x86\xe6\x95\xb8",		/* 分數 */
	"\xe7\x82\xb9\xe6\x95\xb0",		/* 点数 */
	"\xe9\xbb\x9e\xe6\x95\xb8",		/* 點數 */
	"\xe8\xa9\x95\xe4\xbe\xa1",		/* 評価 */
	"\xe8\xaf\x84\xe4\xbb\xb7",		/* 评价 */
	"\xe6\x8e\xa1\xe7\x82\xb9",		/* 採点 */
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2",	/* スコア */
	"\xec\xa0\x90\xec\x88\x98",		/* 점수 */
	"\xed\x8f\x89\xea\xb0\x80",		/* 평가 */
	"\xe0\xb8\x84\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99\xe0\xb8\x99",
	NULL
};

/* "The rating is 0", "Die Bewertung ist 0": a copula as separator */
static const char *const copulas[] = { "is", "was", "ist", "est", "es",
	NULL };
/* full-width ':', Portuguese's "é", CJK's copulas and particles: 是 为
   為 は 는 은 */
static const char *const wide_seps[] = { "\xef\xbc\x9a", "\xc3\xa9 ",
	"\xe6\x98\xaf",
	"\xe4\xb8\xba", "\xe7\x82\xba", "\xe3\x81\xaf", "\xeb\x8a\x94",
	"\xec\x9d\x80", NULL };

/* Past one of other_labels at s[i] (ASCII ones in any case), or 0. */
static size_t
other_label_at(const char *s, size_t n, size_t i)
{
	size_t k, w, z;

	for (k = 0; other_labels[k]; k++) {
		if (i >= n || tolower((unsigned char)s[i]) !=
		    tolower((unsigned char)other_labels[k][0]))
			continue;
		w = strlen(other_labels[k]);
		if (n - i < w || strncasecmp(s + i, other_labels[k], w) != 0)
			continue;
		z = i + w;
		/* an ASCII word ends there: "notes", "rating" in
		   "ratings" are other words */
		if ((unsigned char)other_labels[k][0] < 0x80 && z < n &&
		    isalpha((unsigned char)s[z]))
			continue;
		return z;
	}
	return 0;
}

/*
 * Words that state a verdict only as a label right before its colon:
 * "Overall: 3", "Final: 3", "Scored: 3"; "Final answer: 3" is the
 * student's answer, not a score, and "Result: 3" may be too.  Where
 * the colon stands (label_conflict reads on from there), or 0.
 */
static size_t
bare_label_at(const char *s, size_t n, size_t i)
{
	static const char *const bare[] = { "overall", "final", "scored",
	    NULL };
	size_t w = word_in(s, n, i, bare), j;

	if (w == 0)
		return 0;
	for (j = i + w; j < n && strchr(" \t*_", s[j]) != NULL; j++)
		;
	return j < n && s[j] == ':' ? j : 0;
}

/*
 * 1 when the number that ends at s[k] is stated as a value: it ends
 * a sentence ("0."), or, a unit of points (分 点 點 점) aside, the line
 * ends, a copula closes it (です, 입니다), or punctuation, a bracket or
 * a dash follows ("0分（暂定）", "7/10 — à revoir"); not when a word
 * does ("Note: 1 is not prime", "Assessment: 0 errors").
 */
static int
stated_value(const char *s, size_t n, size_t k)
{
	static const char *const units[] = { "\xe5\x88\x86",
	    "\xe7\x82\xb9", "\xe9\xbb\x9e", "\xec\xa0\x90", NULL };
	/* です, でした, だ, 입니다, 이다 */
	static const char *const copula_ends[] = {
	    "\xe3\x81\xa7\xe3\x81\x99", "\xe3\x81\xa7\xe3\x81\x97",
	    "\xe3\x81\xa0", "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4",
	    "\xec\x9d\xb4\xeb\x8b\xa4", NULL };
	const unsigned char *u = (const unsigned char *)s;

	if (k > 0 && s[k - 1] == '.')
		return 1;	/* "Rating: 0. The proof fails." */
	k += papo_rubric_token_at(s, n, k, units);
	k = skip_blanks(s, n, k);
	if (papo_rubric_token_at(s, n, k, copula_ends))
		return 1;	/* "スコアは0です" */
	if (k >= n || s[k] == '\n' || s[k] == '\r' ||
	    strchr(".,;:!?()[]{}*_`$/-", s[k]) != NULL)
		return 1;
	/* full-width punctuation and brackets, dashes */
	return n - k >= 3 && ((u[k] == 0xe3 && u[k + 1] == 0x80) ||
	    (u[k] == 0xef && u[k + 1] == 0xbc) ||
	    (u[k] == 0xe2 && u[k + 1] == 0x80));
}

/*
 * One of other_labels at s[i], then a qualifier ("(revised)", one
 * word: "Note finale"), a separator (':', full-width '：', '=') and a
 * number that does not give the verdict x: 1 (*z past it), else 0.
 */
static int
label_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t j, k;
	double y;
	int copula = 0;

	*z = i + 1;
	if ((j = other_label_at(s, n, i)) == 0 &&
	    (j = bare_label_at(s, n, i)) == 0)
		return 0;
	*z = j;
	while (j < n && strchr(" \t*_", s[j]) != NULL)
		j++;
	if (j < n && s[j] == '(')
		for (k = j; k < n && k - j < 60 && s[k] != '\n'; k++)
			if (s[k] == ')') {
				j = k + 1;
				break;
			}
	for (k = j; k < n && k - j < 16 && isalpha((unsigned char)s[k]); k++)
		;
	k = skip_blanks(s, n, k);
	if (k > j && k < n && (s[k] == ':' || s[k] == '='))
		j = k;	/* "Note finale :" */
	while (j < n && strchr(" \t*_", s[j]) != NULL)
		j++;
	if (j < n && (s[j] == ':' || s[j] == '='))
		j++;
	else if ((k = word_in(s, n, j, copulas)) != 0 ||
	    (k = papo_rubric_token_at(s, n, j, wide_seps)) != 0) {
		j += k;
		copula = k != 3 || s[j - 3] != '\xef';	/* not '：' */
	} else
		return 0;
	/* the value on the label's line: "Evaluation:\n\n1. The..." is
	   a heading and a list */
	while (j < n && strchr(" \t*$`{[", s[j]) != NULL)
		j++;	/* "Rating: [[3]]" */
	if (score_token(s, n, j, &y, &k) < 0 || !stated_value(s, n, k))
		return 0;
	*z = k;
	/* "The highest rating is 6." is the problem's: after a copula
	   only one of the rubric's scores is a verdict */
	if (copula && !is_tier(r, s + j, k - j, &y))
		return 0;
	return !same_value(r, s + j, k - j, x);
}

/*
 * ---- values stated aside from the verdict ----
 *
 * A judge states other values than its verdict in forms of its own:
 * a score per criterion or per response ("- Correctness: 3/5",
 * "Response A: 2"), a weighted sum ("Weighted: 0.5 x 4 + 0.5 x 2"), a
 * conditional verdict ("If the final step were right, 4."), a level
 * quoted from the rubric ("\"3: minor gaps\"").  Any of them with a
 * value other than the verdict's is a second verdict.  A label line
 * that names the mathematics (a row of item_math: "Final answer: 3",
 * "Step 2: 12") states no rating.
 */
static const char *const item_math[] = { "answer", "answers", "result",
	"results", "solution", "solutions", "reference", "expected",
	"given", "value", "values", "root", "roots", "x", "y", "n", "area",
	"sum", "product", "total", "step", "steps", "case", "part", "line",
	"equation", "claim", "lemma", "note", "example", "hint", "problem",
	"question", NULL };
static int quoted_span(const char *s, size_t n, size_t i, size_t *z);
static const char *const cond_words[] = { "if", "had", "were", "unless",
	"assuming", "provided", "should", "otherwise", "else", "with",
	"without", NULL };

/* Past a list marker and emphasis at the line's start s[i]: "- ", "1. ". */
static size_t
item_start(const char *s, size_t n, size_t i)
{
	size_t k;

	i = skip_blanks(s, n, i);
	if (i < n && strchr("-*+>", s[i]) != NULL && i + 1 < n &&
	    s[i + 1] == ' ')
		i += 2;
	for (k = i; k < n && isdigit((unsigned char)s[k]); k++)
		;
	if (k > i && k + 1 < n && (s[k] == '.' || s[k] == ')') &&
	    s[k + 1] == ' ')
		i = k + 2;
	while (i < n && (s[i] == '*' || s[i] == '_' || s[i] == ' '))
		i++;
	return i;
}

/* 1 when s[i] is a letter or part of a non-ASCII character but '：'. */
static int
item_char(const char *s, size_t n, size_t i)
{
	if (isalpha((unsigned char)s[i]))
		return 1;
	if ((unsigned char)s[i] < 0x80)
		return 0;
	/* the full-width colon, whichever of its bytes i is */
	return !((n - i >= 3 && memcmp(s + i, "\xef\xbc\x9a", 3) == 0) ||
	    (i >= 1 && n - i >= 2 && memcmp(s + i - 1, "\xef\xbc\x9a", 3) ==
	    0) || (i >= 2 && memcmp(s + i - 2, "\xef\xbc\x9a", 3) == 0));
}

/*
 * 1 when s[i] ends a clause: '.', ';' or ',' before a space or the
 * line's end, or the ideographic full stop, comma or semicolon
 * (。，；).
 */
static int
item_clause_end(const char *s, size_t n, size_t i)
{
	if (i < n && strchr(".;,", s[i]) != NULL && s[i] != '\0')
		return i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '\n';
	return n - i >= 3 && (memcmp(s + i, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + i, "\xef\xbc\x8c", 3) == 0 ||
	    memcmp(s + i, "\xef\xbc\x9b", 3) == 0);
}


/*
 * The words that say whose score an item gives (the response's, the
 * reference's, a student's): en, and zh as parts of a label
 * (参考 学生 回答 答案 解答).  A criterion's item ("Rigor: 7.") names
 * none.
 */
static const char *const whose_words[] = { "response", "responses",
	"response's", "reference", "student", "student's", "solution",
	"answer", "candidate", "submission", "assistant", "model", NULL };
static const char *const whose_cjk[] = { "\xe5\x8f\x82\xe8\x80\x83",
	"\xe5\xad\xa6\xe7\x94\x9f", "\xe5\x9b\x9e\xe7\xad\x94",
	"\xe7\xad\x94\xe6\xa1\x88", "\xe8\xa7\xa3\xe7\xad\x94", NULL };

/* 1 when the item's word s[j..w) says whose score it gives. */
static int
item_whose(const char *s, size_t j, size_t w)
{
	size_t k;

	if ((unsigned char)s[j] < 0x80)
		return papo_rubric_word_in(s + j, w - j, whose_words);
	for (k = 0; whose_cjk[k]; k++)
		if (memmem(s + j, w - j, whose_cjk[k], strlen(whose_cjk[k])))
			return 1;
	return 0;
}

/* 1 when s[i] follows a clause's end on its line (item_clause_end). */
static int
after_clause(const char *s, size_t n, size_t i)
{
	if (i >= 2 && s[i - 1] == ' ' && item_clause_end(s, n, i - 2))
		return 1;
	return i >= 3 && item_clause_end(s, n, i - 3);
}

/*
 * A label line at s[i] (a line's start): one to four words, a colon,
 * a number.  The verdict's own labels, other_labels and item_math rows
 * are left to their rules.  1 when its value is not the verdict x:
 * a number alone (a fraction, a unit of points) other than x, or a
 * number in a sum or product ("0.5 x 4 + ..."); *z past the line.
 */
static int
item_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t a = item_start(s, n, i), j = a, w, words = 0, e, k, c;
	double y;
	int whose = 0;

	*z = i + 1;
	while (words < 4 && j < n && item_char(s, n, j)) {
		for (w = j; w < n && (item_char(s, n, w) ||
		    s[w] == '\'' || s[w] == '-'); w++)
			;
		if (label_end(r, s, n, j) || other_label_at(s, n, j) ||
		    papo_rubric_word_in(s + j, w - j, item_math))
			return 0;
		whose |= item_whose(s, j, w);
		words++;
		j = w;
		while (j < n && (s[j] == '*' || s[j] == '_'))
			j++;
		if (j < n && s[j] == ' ' && j + 1 < n &&
		    item_char(s, n, j + 1))
			j++;
	}
	if (words == 0 || (c = papo_rubric_colon(s, n, j)) == 0)
		return 0;
	e = line_end(s, n, j);
	k = skip_markup(s, e, j + c);
	if (score_token(s, e, k, &y, &w) < 0)
		return 0;
	*z = e;
	/* a number alone, on the rubric's scale or any other */
	if (closes_line(s, e, w + points_unit(s, e, w)))
		return !same_value(r, s + k, w - k, x);
	/* a score on the scale ending its clause, more said after it on
	   the line ("Response: 4. Score: 3", "参考答案：1。学生回答：2。");
	   the full stop the number took ("4.") ends it */
	if (w > k + 1 && s[w - 1] == '.')
		w--;
	if (whose && item_clause_end(s, e, w + points_unit(s, e, w)) &&
	    verdict_value(r, s + k, w - k, &y) == 0)
		return y != x;
	/* a weighted sum: a weight (a decimal below 1) times a value,
	   "0.5 x 4 + 0.5 x 2", a computed rating */
	a = skip_blanks(s, e, w);
	return y < 1 && memchr(s + k, '.', w - k) != NULL && a < e &&
	    (s[a] == '*' || s[a] == 'x' || (e - a >= 2 &&
	    memcmp(s + a, "\xc3\x97", 2) == 0));
}

/*
 * A conditional sentence at s[i] (a sentence's start: "If the final
 * step were right, 4.", "Had the student checked the domain, 4."): 1
 * when a number in it, outside math, stands as a value (stated_value)
 * and is a tier other than x.  *z past the sentence.
 */
static int
cond_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t e, k, w;
	double y;

	*z = i + 1;
	if (!word_in(s, n, i, cond_words))
		return 0;
	e = sentence_end(s, n, i);
	*z = e;
	for (k = i; k < e; k++) {
		if (quoted_span(s, e, k, &w)) {
			k = w - 1;
			continue;
		}
		if (!isdigit((unsigned char)s[k]) || (k > 0 &&
		    (isalnum((unsigned char)s[k - 1]) || s[k - 1] == '.')))
			continue;
		if (score_token(s, e, k, &y, &w) == 0 &&
		    stated_value(s, e, w) && is_tier(r, s + k, w - k, &y) &&
		    !same_value(r, s + k, w - k, x))
			return 1;
		k = w > k ? w - 1 : k;
	}
	return 0;
}

/*
 * A rubric's level quoted at s[i] (after an opening quote, or at a
 * line's start): a tier, then ':' or a dash, then words ("\"3: minor
 * gaps\"", "4 - complete").  1 when the tier is not x.
 */
static int
level_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t k, t, w;
	double y;

	*z = i + 1;
	k = skip_blanks(s, n, i);
	if (k < n && (s[k] == '"' || s[k] == '\''))
		k++;
	else if (n - k >= 3 && memcmp(s + k, "\xe2\x80\x9c", 3) == 0)
		k += 3;
	else if (i > 0 && s[i - 1] != '\n')
		return 0;
	t = k;
	if (score_token(s, n, t, &y, &w) < 0 || !is_tier(r, s + t, w - t, &y))
		return 0;
	*z = w;
	k = skip_blanks(s, n, w);
	if (k < n && (s[k] == ':' || s[k] == '-'))
		k++;
	else if (n - k >= 3 && memcmp(s + k, "\xe2\x80\x94", 3) == 0)
		k += 3;
	else
		return 0;
	k = skip_blanks(s, n, k);
	if (k >= n || !isalpha((unsigned char)s[k]))
		return 0;
	return !same_value(r, s + t, w - t, x);
}

/* Words naming a level of the rubric: "level 4", "tier 2". */
static const char *const level_words[] = { "level", "tier", "band",
	"category", "niveau", "nivel", "livello", "stufe", NULL };
/* Words naming one of several responses: "Response A", "Assistant B". */
static const char *const pair_words[] = { "response", "assistant",
	"answer", "model", "output", "candidate", "solution", NULL };

/*
 * A level of the rubric named at s[i] with a number ("Level 4
 * applies.", "fits tier 2"): 1 when the number is not the verdict x.
 */
static int
level_word_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t w, k, e;
	double y;

	if ((w = word_in(s, n, i, level_words)) == 0)
		return 0;
	k = skip_blanks(s, n, i + w);
	if (score_token(s, n, k, &y, &e) < 0 || (e < n &&
	    isalnum((unsigned char)s[e])))
		return 0;
	*z = e;
	return !same_value(r, s + k, e - k, x);
}

/*
 * A pairwise verdict at s[i]: MT-Bench's "[[A]]" ("[[B]]", "[[C]]" a
 * tie), or a line that names one of several responses by a letter
 * ("Response A gets 4.") and holds a number: the reply judges more
 * than the one response.  1 or 0.
 */
static int
pair_conflict(const char *s, size_t n, size_t i, size_t *z)
{
	size_t w, k, e;

	if (n - i >= 5 && s[i] == '[' && s[i + 1] == '[' &&
	    isupper((unsigned char)s[i + 2]) && s[i + 3] == ']' &&
	    s[i + 4] == ']') {
		*z = i + 5;
		return 1;
	}
	if (i > 0 && s[i - 1] != '\n' && !after_clause(s, n, i))
		return 0;
	k = item_start(s, n, i);
	if ((w = word_in(s, n, k, pair_words)) == 0)
		return 0;
	k = skip_blanks(s, n, k + w);
	/* "Response B", or "Response 2:" (its number, then a colon) */
	if (k + 1 < n && isdigit((unsigned char)s[k]) &&
	    (s[k + 1] == ':' || s[k + 1] == '*'))
		;
	else if (k + 1 >= n || !isupper((unsigned char)s[k]) ||
	    isalnum((unsigned char)s[k + 1]))
		return 0;
	e = line_end(s, n, k);
	if (!line_has_digit(s, e, k + 1))
		return 0;
	*z = e;
	return 1;
}

/*
 * ---- a value in a table's cell or an HTML item ----
 *
 * A criterion scored in a row of a table ("| Correctness | 2 |",
 * "<td>Correctness</td><td>2</td>") or in an HTML list item or
 * paragraph ("<li>Correctness: 2</li>") is a value stated aside from
 * the verdict as "- Correctness: 2" is.  A cell is read when it holds
 * a number alone (emphasis, a fraction, a unit of points aside) and is
 * not its row's first (a step's or a case's number stands there).
 */
static const char *const cell_tags[] = { "<td>", "<th>", "<td ", "<th ",
	NULL };
static const char *const item_tags[] = { "<li>", "<p>", "<li ", "<p ",
	NULL };
/* emphasis a cell's value may stand in: "<td><b>2</b></td>" */
static const char *const bold_tags[] = { "<b>", "<strong>", "<em>", "<i>",
	NULL };

/* The length of the row of list (ASCII case aside) at s[i], or 0. */
static size_t
tag_at(const char *s, size_t n, size_t i, const char *const *list)
{
	size_t k, w;

	for (k = 0; list[k]; k++) {
		w = strlen(list[k]);
		if (n - i < w || strncasecmp(s + i, list[k], w) != 0)
			continue;
		if (list[k][w - 1] != ' ')
			return w;
		/* attributes, up to the tag's '>' */
		while (i + w < n && s[i + w] != '>' && s[i + w] != '\n')
			w++;
		return i + w < n && s[i + w] == '>' ? w + 1 : 0;
	}
	return 0;
}

/* 1 when s[i] ends a cell's or an item's value: '|', "</", the line. */
static int
cell_closes(const char *s, size_t n, size_t i)
{
	while (i < n && strchr(" \t*_", s[i]) != NULL)
		i++;
	return i >= n || s[i] == '\n' || s[i] == '|' || s[i] == '\r' ||
	    (n - i >= 2 && s[i] == '<' && s[i + 1] == '/');
}

/*
 * 1 when the table row at s[k] (a line's start) opens with a cell
 * a word of which names the mathematics (item_math: "| Final answer
 * | 12 |"): its cells hold values of the problem, not ratings.
 */
static int
row_math(const char *s, size_t n, size_t k)
{
	size_t w;

	while (k < n && strchr(" \t|*_", s[k]) != NULL)
		k++;
	/* any word of the first cell: "| Final answer | 12 |" */
	while (k < n && s[k] != '|' && s[k] != '\n') {
		for (w = k; w < n && isalpha((unsigned char)s[w]); w++)
			;
		if (w > k && papo_rubric_word_in(s + k, w - k, item_math))
			return 1;
		k = w > k ? w : k + 1;
	}
	return 0;
}

/*
 * The value of a cell or an item's label at s[a] (markup skipped),
 * closed by a cell's or line's end or a closing tag, a unit of points
 * aside: 1 when it is not x, *z past it; 0 when it is x or no value
 * closed there.  cell_conflict and tag_item_conflict end on it.
 */
static int
value_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t a, double x, size_t *z)
{
	size_t w;
	double y;

	if (score_token(s, n, a, &y, &w) < 0 ||
	    !cell_closes(s, n, w + points_unit(s, n, w)))
		return 0;
	*z = w;
	return !same_value(r, s + a, w - a, x);
}

/*
 * 1 when the cell after s[i] ('|' past a first cell, or an opening
 * <td>/<th> past a closed one in its row) holds a number alone that
 * is not the verdict x; *z past the number.
 */
static int
cell_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t k, a, w;
	int first = 1;

	if (s[i] == '|') {
		for (k = i; k > 0 && s[k - 1] != '\n'; k--)
			if (strchr(" \t|", s[k - 1]) == NULL)
				first = 0;
		a = i + 1;
	} else if ((a = tag_at(s, n, i, cell_tags)) != 0) {
		for (k = i; k > 0 && first; k--)
			if (n - k >= 3 && strncasecmp(s + k - 1, "<tr", 3) == 0)
				break;
			else if (n - k >= 4 && (strncasecmp(s + k - 1, "</td",
			    4) == 0 || strncasecmp(s + k - 1, "</th", 4) == 0))
				first = 0;
		a += i;
	} else
		return 0;
	if (first || (s[i] == '|' && row_math(s, n, k)))
		return 0;
	for (a = skip_blanks(s, n, a); (w = tag_at(s, n, a, bold_tags)) != 0;)
		a = skip_blanks(s, n, a + w);
	return value_conflict(r, s, n, skip_markup(s, n, a), x, z);
}

/*
 * The label line of an HTML item or paragraph at s[i] ("<li>Rigor:
 * 2</li>"), read as item_conflict reads a list's line: 1 when its
 * value, closed by the line's end or a closing tag, is not x.
 */
static int
tag_item_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t a, j, c, w, words = 0;

	if ((a = tag_at(s, n, i, item_tags)) == 0)
		return 0;
	j = skip_blanks(s, n, i + a);
	while (words < 4 && j < n && item_char(s, n, j)) {
		for (w = j; w < n && (item_char(s, n, w) || s[w] == '\'' ||
		    s[w] == '-'); w++)
			;
		if (label_end(r, s, n, j) || other_label_at(s, n, j) ||
		    papo_rubric_word_in(s + j, w - j, item_math))
			return 0;
		words++;
		j = w;
		while (j < n && (s[j] == '*' || s[j] == '_' || s[j] == ' '))
			j++;
	}
	if (words == 0 || (c = papo_rubric_colon(s, n, j)) == 0)
		return 0;
	return value_conflict(r, s, n, skip_markup(s, n, j + c), x, z);
}

/*
 * A YAML key of scores with its values as a list below it (a front
 * matter's "scores:\n  - 2\n  - 4"): the key at s[i] (a line's
 * start) alone on its line, then lines of "- " and a number alone; 1
 * when one of them is not x, *z past it.
 */
static int
yaml_list_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	static const char *const keys[] = { "score", "scores", "rating",
	    "ratings", "grade", "grades", NULL };
	size_t k = skip_blanks(s, n, i), w, e, a;
	double y;

	for (w = k; w < n && (isalpha((unsigned char)s[w]) || s[w] == '_');
	    w++)
		;
	if (w == k || !papo_rubric_word_in(s + k, w - k, keys) || w >= n ||
	    s[w] != ':' || !closes_line(s, n, w + 1))
		return 0;
	for (e = line_end(s, n, w); e < n; e = line_end(s, n, a)) {
		a = skip_blanks(s, n, e + 1);
		if (n - a < 2 || s[a] != '-' || s[a + 1] != ' ')
			return 0;
		a = skip_blanks(s, n, a + 2);
		if (score_token(s, n, a, &y, &k) < 0 || !closes_line(s, n, k))
			return 0;
		if (!same_value(r, s + a, k - a, x)) {
			*z = k;
			return 1;
		}
	}
	return 0;
}

/*
 * The forms above at s[i]: item_conflict and level_conflict at a
 * line's start, cond_conflict at a sentence's, level_conflict after
 * a quote.  1 (*z past what was looked at) or 0.
 */
static int
aside_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t a;
	int rc = 0;

	/* *z moves only past a conflict: the other rules read on from i */
	if (i == 0 || s[i - 1] == '\n') {
		a = item_start(s, n, i);
		rc = item_conflict(r, s, n, i, x, z) ||
		    yaml_list_conflict(r, s, n, i, x, z) ||
		    level_conflict(r, s, n, i, x, z) ||
		    cond_conflict(r, s, n, a, x, z);
	} else if (i >= 2 && s[i - 2] != '\0' &&
	    strchr(".!?", s[i - 2]) != NULL)
		rc = cond_conflict(r, s, n, i, x, z);
	/* a labelled value after a clause on the line: "Reference: 5.
	   Response: 4. Score: 3" */
	if (!rc && after_clause(s, n, i))
		rc = item_conflict(r, s, n, i, x, z);
	if (!rc)
		rc = pair_conflict(s, n, i, z) ||
		    level_word_conflict(r, s, n, i, x, z);
	if (!rc && (s[i] == '"' || s[i] == '\'' || (n - i >= 3 &&
	    memcmp(s + i, "\xe2\x80\x9c", 3) == 0)))
		rc = level_conflict(r, s, n, i, x, z);
	if (!rc)
		*z = i + 1;
	return rc;
}

/*
 * The glyphs a rating is drawn with (★ ☆ ⭐, ✩ to ✰, 🌟):
 * "Rating: ★★★★☆" beside "Score: 3" is a verdict the reader does not
 * read, and so a conflict, wherever it stands.
 */
static const char *const rating_glyphs[] = { "\xe2\x98\x85",
	"\xe2\x98\x86", "\xe2\xad\x90", "\xe2\x9c\xa9", "\xe2\x9c\xaa",
	"\xe2\x9c\xab", "\xe2\x9c\xac", "\xe2\x9c\xad", "\xe2\x9c\xae",
	"\xe2\x9c\xaf", "\xe2\x9c\xb0", "\xf0\x9f\x8c\x9f", NULL };

/*
 * ---- a rubric level defined before the verdict ----
 *
 * "A score of 5 means the proof is complete. This one has a gap.
 * Score: 3": the judge quotes what a level of the rubric stands for,
 * then gives its verdict.  The quote is no verdict when the rubric's
 * own text defines that level (a line of it opens with the value,
 * emphasis aside, and a ':', '(', '-', '=' or ')'), when it is written as one of the rows
 * below (a head, the value, a definition row) and when the rest of its
 * sentence holds no digit and no word in the first person.  A hedge
 * ("A score of 5 would be generous") has no definition row and stays
 * a second verdict.
 */

/* Articles a head may follow: "A score of", "Una puntuación de". */
static const char *const def_articles[] = { "a ", "the ", "una ", "la ",
	"une ", "le ", "un ", "eine ", "die ", NULL };
/* What names the score before its value, en es fr de. */
static const char *const def_heads[] = { "score of ", "grade of ",
	"puntuaci\xc3\xb3n de ", "nota de ", "calificaci\xc3\xb3n de ",
	"note de ", "score de ", "punktzahl von ", "note von ",
	"bewertung von ", NULL };
/* The first letters of def_articles and def_heads, either case. */
static const char def_initials[] = "atuledspgncbATULEDSPGNCB";
/* What defines a level after its value, en es fr de zh. */
static const char *const def_rows[] = { "means ", "would mean ",
	"requires ", "would require ", "is given when ", "is given if ",
	"is awarded when ", "is awarded if ", "is reserved for ",
	"significa ", "significar\xc3\xad" "a ", "requiere ",
	"requerir\xc3\xad" "a ", "se da cuando ", "se otorga cuando ",
	"signifie ", "signifierait ", "exige ", "exigerait ",
	"est donn\xc3\xa9" "e quand ", "est donn\xc3\xa9" "e lorsque ",
	"est attribu\xc3\xa9" "e quand ", "est attribu\xc3\xa9" "e lorsque ",
	"est donn\xc3\xa9 quand ", "est attribu\xc3\xa9 quand ",
	"bedeutet", "w\xc3\xbr" "de bedeuten", "erfordert ", "verlangt ",
	"wird vergeben, wenn ", "wird gegeben, wenn ",
	"\xe5\x88\x86\xe8\xa1\xa8\xe7\xa4\xba",		/* 分表示 */
	"\xe5\x88\x86\xe6\x84\x8f\xe5\x91\xb3\xe7\x9d\x80", /* 分意味着 */
	"\xe5\x88\x86\xe4\xbb\xa3\xe8\xa1\xa8",		/* 分代表 */
	NULL };
/* Words in the first person: the judge's own view, not the rubric's. */
static const char *const def_persons[] = { "i", "i'd", "i'm", "i'll",
	"my", "me", "we", "our", "yo", "mi", "je", "moi", "ich", "mir",
	"mein", "meine", "wir", NULL };

/* The length of the row of list at s[i] (ASCII case aside), or 0. */
static size_t
def_row_at(const char *s, size_t n, size_t i, const char *const *list)
{
	size_t k, w;
	int c;

	if (i >= n)
		return 0;
	/* the first byte first: this runs at many words of a reply */
	c = tolower((unsigned char)s[i]);
	for (k = 0; list[k]; k++)
		if ((unsigned char)list[k][0] == c &&
		    n - i >= (w = strlen(list[k])) &&
		    strncasecmp(s + i, list[k], w) == 0)
			return w;
	return 0;
}

/*
 * Each line of the rubric's texts that define its levels, its prompt
 * then its system text: fn(r, t, tn, l, arg), the line starting at
 * t[l]; the first nonzero result, else 0.
 */
static int
rubric_lines(const struct papo_rubric *r, int (*fn)(const struct
    papo_rubric *, const char *, size_t, size_t, void *), void *arg)
{
	const char *texts[2] = { r->prompt, r->system };
	size_t tn, l, e;
	int m, rc;

	for (m = 0; m < 2; m++) {
		if (texts[m] == NULL)
			continue;
		tn = strlen(texts[m]);
		for (l = 0; l < tn; l = e + 1) {
			if ((rc = fn(r, texts[m], tn, l, arg)) != 0)
				return rc;
			for (e = l; e < tn && texts[m][e] != '\n'; e++)
				;
		}
	}
	return 0;
}

/* rubric_defines' line t[l..]: 1 when it defines *(double *)arg. */
static int
defines_line(const struct papo_rubric *r, const char *t, size_t n,
    size_t l, void *arg)
{
	double v, y = *(const double *)arg;
	size_t k = l, w;

	(void)r;
	while (k < n && strchr(" \t-*+#|_", t[k]) != NULL && t[k] != '\0')
		k++;
	if (k >= n || !isdigit((unsigned char)t[k]) ||
	    score_token(t, n, k, &v, &w) != 0 || v != y)
		return 0;
	for (k = w; k < n && (t[k] == '*' || t[k] == '_'); k++)
		;
	k = skip_blanks(t, n, k);
	return k < n && strchr(":(-=)", t[k]) != NULL && t[k] != '\0';
}

/*
 * 1 when a line of the rubric's prompt or system text opens (list
 * marks and emphasis aside) with the value y then ':', '(', '-', '='
 * or ')': the rubric defines that level ("- 1 (fully correct): ...").
 */
static int
rubric_defines(const struct papo_rubric *r, double y)
{
	return rubric_lines(r, defines_line, &y);
}

/*
 * The rest of a definition, s[i..e): no digit, no word in the first
 * person (nor 我).  1 or 0.
 */
static int
def_rest_ok(const char *s, size_t i, size_t e)
{
	for (; i < e; i++) {
		if (isdigit((unsigned char)s[i]) || (e - i >= 3 &&
		    memcmp(s + i, "\xe6\x88\x91", 3) == 0))
			return 0;
		if (isalpha((unsigned char)s[i]) && (i == 0 ||
		    !isalnum((unsigned char)s[i - 1])) &&
		    word_in(s, e, i, def_persons))
			return 0;
		if (s[i] == '\'' && i > 0 && (s[i - 1] == 'I' ||
		    s[i - 1] == 'j' || s[i - 1] == 'J') && (i == 1 ||
		    !isalpha((unsigned char)s[i - 2])))
			return 0;	/* I'd, j'ai */
	}
	return 1;
}

/*
 * A level of the rubric defined at s[i], ending before lim (the
 * verdict): 1 with *z past its sentence, else 0.
 */
static int
level_defined(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, size_t lim, size_t *z)
{
	size_t k = i, w, e;
	double y;

	if (i > 0 && isalnum((unsigned char)s[i - 1]))
		return 0;
	if (isdigit((unsigned char)s[i]))
		;	/* 5分表示 */
	else if (strchr(def_initials, s[i]) == NULL || s[i] == '\0')
		return 0;
	else {
		k += def_row_at(s, n, k, def_articles);
		if ((w = def_row_at(s, n, k, def_heads)) == 0)
			return 0;
		k += w;
	}
	if (score_token(s, n, k, &y, &w) < 0 || !is_tier(r, s + k, w - k,
	    &y) || !rubric_defines(r, y))
		return 0;
	k = w;
	if (k < n && s[k] == ' ')
		k++;
	if ((w = def_row_at(s, n, k, def_rows)) == 0 || (isdigit(
	    (unsigned char)s[i]) && (unsigned char)s[k] < 0x80))
		return 0;
	e = sentence_end(s, n, k + w);
	if (e > lim || !def_rest_ok(s, k + w, e))
		return 0;
	*z = e;
	return 1;
}

/*
 * A score named by a head of def_heads with a tier at s[i] ("Una
 * puntuación de 1 sería generosa"), not a definition level_defined
 * took: 1 when the tier is not x (*z past it), else 0.
 */
static int
def_head_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t k = i, w;
	double y;

	if ((i > 0 && isalnum((unsigned char)s[i - 1])) ||
	    strchr(def_initials, s[i]) == NULL || s[i] == '\0')
		return 0;
	k += def_row_at(s, n, k, def_articles);
	if ((w = def_row_at(s, n, k, def_heads)) == 0)
		return 0;
	k += w;
	if (score_token(s, n, k, &y, &w) < 0 || !is_tier(r, s + k, w - k,
	    &y) || (w < n && isalnum((unsigned char)s[w])))
		return 0;
	*z = w;
	return !same_value(r, s + k, w - k, x);
}

/*
 * ---- levels named in the rubric's text ----
 *
 * A rubric whose text names its levels ("5 - Excellent: complete",
 * "- 1 (fully correct): ...") gives each value a name; a name of
 * another level than the verdict's after it ("Score: 4\n\nExplanation:
 * Excellent.") is a second verdict, the verdict's own name is not.
 */

/*
 * 1 when t[e] may be part of a level's name: a letter, a space, or a
 * byte of a character of another script that is no name_mark.
 */
static int
name_byte(const char *t, size_t n, size_t e)
{
	unsigned char c = (unsigned char)t[e];

	if (c >= 0x80) {
		/* a mark's later bytes are never looked at alone: the
		   scan stops at its first */
		return name_mark(t, n, e) == 0;
	}
	return isalpha(c) || c == ' ';
}

/* 1 when s[from..n) holds the phrase p (plen bytes, any case) as words. */
static int
phrase_in(const char *s, size_t n, size_t from, const char *p, size_t plen)
{
	size_t i;

	for (i = from; i + plen <= n; i++)
		if ((i == 0 || !isalnum((unsigned char)s[i - 1])) &&
		    strncasecmp(s + i, p, plen) == 0 && (i + plen == n ||
		    !isalnum((unsigned char)s[i + plen])))
			return 1;
	return 0;
}

/*
 * The name of the level a rubric line t (n bytes) defines at t[k],
 * past its value and separators: *a and its length, or 0.  A name is
 * 3 to 40 bytes of letters and spaces, ending at ':', ')', ',', '.',
 * '-', '*', '(' or the line's end.
 */
static size_t
level_name(const char *t, size_t n, size_t k, size_t *a)
{
	size_t e, z;

	while (k < n && strchr(" \t*_:(-=)", t[k]) != NULL && t[k] != '\0')
		k++;
	k += name_mark(t, n, k);	/* "5 \u2014 \u4f18\u79c0" */
	k = skip_blanks(t, n, k);
	for (e = k; e < n && name_byte(t, n, e); e++)
		;
	while (e > k && t[e - 1] == ' ')
		e--;
	/* French sets a space before its colon: "4 - Bien : ..." */
	for (z = e; z < n && t[z] == ' '; z++)
		;
	if (e - k < 3 || e - k > 40 || (z < n && t[z] != '\n' &&
	    strchr(":),.-*(", t[z]) == NULL && name_mark(t, n, z) == 0))
		return 0;
	*a = k;
	return e - k;
}

/*
 * The level a line of a rubric's text (t, tn bytes) defines, from l:
 * "5 - Excellent: ...", "- 1 (fully correct): ..." (the value first,
 * level_name), or the name first with its value in parentheses,
 * "- Excellent (5): ...", "**Good (4 points)** - ...".  1 with *y its
 * value (a tier of r), t[*a..*a + *len) its name; 0 when it defines
 * none.  *next is where the line ends.
 */
static int
level_def(const struct papo_rubric *r, const char *t, size_t tn, size_t l,
    double *y, size_t *a, size_t *len, size_t *next)
{
	static const char *const labels[] = { "score", "scores", "grade",
	    "rating", "points", "verdict", "example", "note", NULL };
	size_t k, w, e, v;

	for (k = l; k < tn && strchr(" \t-*+#|_", t[k]) != NULL &&
	    t[k] != '\0'; k++)
		;
	for (*next = k; *next < tn && t[*next] != '\n'; ++*next)
		;
	if (k < tn && isdigit((unsigned char)t[k]))
		return score_token(t, tn, k, y, &w) == 0 &&
		    is_tier(r, t + k, w - k, y) &&
		    (*len = level_name(t, tn, w, a)) != 0;
	/* the name first: letters (any script) and spaces, then " (" */
	for (e = k; e < *next && e - k <= 40 && name_byte(t, tn, e) &&
	    t[e] != '('; e++)
		;
	while (e > k && t[e - 1] == ' ')
		e--;
	v = skip_blanks(t, tn, e);
	if (e - k < 3 || e - k > 40 || v >= *next || t[v] != '(' ||
	    papo_rubric_word_in(t + k, e - k, labels))
		return 0;
	v = skip_blanks(t, tn, v + 1);
	if (v >= tn || !isdigit((unsigned char)t[v]) ||
	    score_token(t, tn, v, y, &w) != 0 ||
	    !is_tier(r, t + v, w - v, y))
		return 0;
	w = skip_blanks(t, tn, w);
	if (w + 6 <= tn && strncasecmp(t + w, "points", 6) == 0)
		w += 6;
	else if (w + 5 <= tn && strncasecmp(t + w, "point", 5) == 0)
		w += 5;
	if (w >= tn || t[w] != ')')
		return 0;
	for (w++; w < tn && (t[w] == '*' || t[w] == '_'); w++)
		;
	w = skip_blanks(t, tn, w);
	if (w < tn && t[w] != '\n' && strchr(":-", t[w]) == NULL &&
	    name_mark(t, tn, w) == 0)
		return 0;
	*a = k;
	*len = e - k;
	return 1;
}

/* level_def_at's search: the name at s[i], the best match so far. */
struct def_match {
	const char *s;
	size_t n, i, best;
	int twice;
	double x;
};

/* level_def_at's line t[l..]: its level's name matched at s[i]. */
static int
def_match_line(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, void *arg)
{
	struct def_match *d = arg;
	size_t a, len, k;
	double y;

	if (level_def(r, t, tn, l, &y, &a, &len, &k) && len >= d->best &&
	    len <= d->n - d->i && strncasecmp(d->s + d->i, t + a, len) == 0 &&
	    (d->i + len == d->n || !name_byte(d->s, d->n, d->i + len) ||
	    d->s[d->i + len] == ' ')) {
		d->twice = len == d->best && y != d->x;
		d->best = len;
		d->x = y;
	}
	return 0;
}

/*
 * The level names a rubric of scores defines (level_name), read as a
 * verdict's value: the longest name at s[i] (any case, whole: no
 * letter after it), its length and *x its value; 0 when none, or when
 * the rubric's text gives that name to two values.
 */
static size_t
level_def_at(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *x)
{
	struct def_match d = { s, n, i, 0, 0, 0 };

	if (r->parse == PAPO_RUBRIC_GRADE)
		return 0;
	rubric_lines(r, def_match_line, &d);
	if (d.best == 0 || d.twice)
		return 0;
	*x = d.x;
	return d.best;
}

/* A level's name sought in s[from..n), another than x's (a walk's). */
struct def_other {
	const char *s;
	size_t n, from;
	double x;
};

/* level_named_after's line t[l..]: 1 when s names its level. */
static int
named_after_line(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, void *arg)
{
	const struct def_other *d = arg;
	size_t a, len, k;
	double y;

	return level_def(r, t, tn, l, &y, &a, &len, &k) && y != d->x &&
	    phrase_in(d->s, d->n, d->from, t + a, len);
}

/*
 * After the verdict x (s[from..n)): 1 when it names a level of the
 * rubric's prompt or system text other than x's, else 0.
 */
static int
level_named_after(const struct papo_rubric *r, const char *s, size_t n,
    size_t from, double x)
{
	struct def_other d = { s, n, from, x };

	return rubric_lines(r, named_after_line, &d);
}

/*
 * ---- levels in forms the reader does not read ----
 *
 * "Level B", "Tier IV", "Level Five", "Grade: B" beside "Score: 4",
 * or a name the rubric's text gives another level standing alone
 * before the verdict ("Excellent. Score: 4", "Rating: Excellent"):
 * a second verdict in a form no row reads.
 */

/* Roman numerals I to X, upper case: their value at s[i], or 0. */
static int
roman_at(const char *s, size_t n, size_t i, size_t *z)
{
	static const char *const romans[] = { "I", "II", "III", "IV", "V",
	    "VI", "VII", "VIII", "IX", "X", NULL };
	size_t e, k;

	for (e = i; e < n && strchr("IVX", s[e]) != NULL && s[e] != '\0';
	    e++)
		;
	if (e == i || (e < n && isalnum((unsigned char)s[e])))
		return 0;
	for (k = 0; romans[k]; k++)
		if (strlen(romans[k]) == e - i &&
		    memcmp(s + i, romans[k], e - i) == 0) {
			*z = e;
			return (int)k + 1;
		}
	return 0;
}

/*
 * A level word or "grade" at s[i] followed by a letter ("Level B",
 * "Grade: B+"; not under a rubric of grades), a roman numeral ("Tier
 * IV") or a number word ("Level Five"): whatever its value, a verdict
 * in a form no rubric defines.  1 with *z past it, else 0.
 */
static int
level_form_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, size_t *z)
{
	static const char *const grade_word[] = { "grade", NULL };
	size_t w, k, e;
	double y;

	/* the first letters of level_words and "grade" first */
	if ((i > 0 && isalnum((unsigned char)s[i - 1])) ||
	    strchr("lLtTbBcCnNsSgG", s[i]) == NULL || s[i] == '\0' ||
	    ((w = word_in(s, n, i, level_words)) == 0 &&
	    (w = word_in(s, n, i, grade_word)) == 0))
		return 0;
	k = skip_blanks(s, n, i + w);
	if (k < n && s[k] == ':')
		k = skip_blanks(s, n, k + 1);
	if (roman_at(s, n, k, &e) != 0 || number_word(s, n, k, &y, &e)) {
		*z = e;
		return 1;
	}
	if (k >= n || s[k] < 'A' || s[k] > 'F' ||
	    r->parse == PAPO_RUBRIC_GRADE)
		return 0;
	e = k + 1;
	if (e < n && (s[e] == '+' || s[e] == '-'))
		e++;
	if (e < n && isalnum((unsigned char)s[e]))
		return 0;
	*z = e;
	return 1;
}

/* level_name_alone's line t[l..]: 1 when its level's name is s. */
static int
alone_line(const struct papo_rubric *r, const char *t, size_t tn, size_t l,
    void *arg)
{
	const struct def_other *d = arg;
	size_t a, len, k;
	double y;

	return level_def(r, t, tn, l, &y, &a, &len, &k) && y != d->x &&
	    len == d->n && strncasecmp(d->s, t + a, len) == 0;
}

/*
 * A name the rubric's text gives a level other than x's, standing
 * alone at s[i] (a line's, a sentence's or a label's whole value,
 * "Excellent." "Rating: Good"): 1 with *z past it, else 0.
 */
static int
level_name_alone(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	struct def_other d;
	size_t k, p, e;

	if (i > 0 && isalnum((unsigned char)s[i - 1]))
		return 0;
	/* emphasis around it aside: "**Excellent**" */
	for (p = i; p > 0 && strchr(" *_", s[p - 1]) != NULL; p--)
		;
	if (p > 0 && strchr("\n:.!", s[p - 1]) == NULL &&
	    (p < 3 || name_mark(s, n, p - 3) == 0))
		return 0;
	for (e = i; e < n && e - i <= 40 && name_byte(s, n, e); e++)
		;
	while (e > i && s[e - 1] == ' ')
		e--;
	for (k = e; k < n && (s[k] == '*' || s[k] == '_'); k++)
		;
	if (e == i || (k < n && strchr("\n.!", s[k]) == NULL &&
	    name_mark(s, n, k) == 0))
		return 0;
	d.s = s + i;
	d.n = e - i;
	d.from = 0;
	d.x = x;
	if (!rubric_lines(r, alone_line, &d))
		return 0;
	*z = e;
	return 1;
}

/*
 * After a verdict x read from s (n bytes) at v->at: every other
 * statement of a score or grade must agree with it; else -1 with
 * v->why set (and v->at, v->len at the conflict).
 */
static int
others_agree(const struct papo_rubric *r, const char *s, size_t n,
    double x, struct papo_rubric_verdict *v)
{
	size_t i = 0, z, w;
	double y;
	const char *why = NULL;
	/* a verdict read from a box alone: any other box is as good */
	int boxed = v->at < n && s[v->at] == '\\';

	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		z = i + 1;
		if (i < v->at && isalnum(c) && (i == 0 ||
		    !isalnum((unsigned char)s[i - 1])) &&
		    level_defined(r, s, n, i, v->at, &z)) {
			i = z;
			continue;
		}
		if ((i == 0 || s[i - 1] == '\n') &&
		    line_conflict(r, s, n, i, x, &z))
			why = "a line that gives another value than the "
			    "verdict alone";
		else if ((i == 0 || s[i - 1] == '\n' || s[i - 1] == ' ' ||
		    after_clause(s, n, i)) &&
		    (aside_conflict(r, s, n, i, x, &z)))
			why = "another value stated aside from the verdict (a "
			    "criterion's or another response's score, a "
			    "weighted sum, a conditional verdict, a rubric "
			    "level quoted)";
		else if ((c == '|' || c == '<') && (cell_conflict(r, s, n, i,
		    x, &z) || tag_item_conflict(r, s, n, i, x, &z)))
			why = "another value stated aside from the verdict in "
			    "a table's cell or an HTML item (a criterion's "
			    "score)";
		else if (c >= 0xe2 && (i < v->at || i >= v->at + v->len) &&
		    (z = i + papo_rubric_token_at(s, n, i, rating_glyphs)) > i)
			/* the verdict's own stars aside: "Score: ★★★★☆" */
			why = "a rating drawn in stars beside the verdict";
		else if (i > 0 && isalnum((unsigned char)s[i - 1]))
			;
		else if (c == '\\' && n - i >= 6 &&
		    memcmp(s + i, "\\boxed", 6) == 0) {
			if (box_conflict(r, s, n, i, x, boxed, &z))
				why = "a \\boxed{} that gives another value "
				    "than the verdict";
		} else if (isalnum(c) && (i < v->at || i >= v->at + v->len) &&
		    rating_conflict(r, s, n, i, x, &z))
			why = "a rating in words or out of another number "
			    "beside the verdict (\"seven out of ten\")";
		else if ((c >= 0x80 || isalpha(c)) &&
		    label_conflict(r, s, n, i, x, &z))
			why = "another label that states a verdict (Rating:, "
			    "Verdict:, Note:, one in another language) with "
			    "another value";
		else if ((c >= 0x80 || isalpha(c)) &&
		    (mention_conflict(r, s, n, i, x, &z) ||
		    def_head_conflict(r, s, n, i, x, &z)))
			why = "another statement of the score or grade, or "
			    "one spelled with look-alike characters";
		else if (isalpha(c) && level_form_conflict(r, s, n, i, &z) &&
		    (w = level_def_at(r, s, n, i, &y)) != 0 && y == x)
			z = i + w;	/* the verdict's own level, named */
		else if ((isalpha(c) && level_form_conflict(r, s, n, i,
		    &z)) || ((isalpha(c) || c >= 0x80) && i < v->at &&
		    level_name_alone(r, s, n, i, x, &z)))
			why = "a level named in a form the reader does not "
			    "read (a letter, a roman numeral, a number word, "
			    "a name the rubric gives another level)";
		if (why != NULL) {
			v->at = i;
			v->len = z > i ? z - i : 0;
			v->why = why;
			return -1;
		}
		i = z > i ? z : i + 1;
	}
	return 0;
}

/*
 * Other models' reasoning blocks, as a reply opens them: Magistral's
 * [THINK], Command A's, Seed-OSS's, Kimi's, OpenThoughts' and the tags
 * fine-tunes use.  A reply that opens one is read past its close; one
 * that never closes holds nothing to read.
 */
static const char *const think_pairs[][2] = {
	{ "[THINK]", "[/THINK]" },
	{ "<|START_THINKING|>", "<|END_THINKING|>" },
	{ "<seed:think>", "</seed:think>" },
	{ "\xe2\x97\x81think\xe2\x96\xb7", "\xe2\x97\x81/think\xe2\x96\xb7" },
	{ "<|begin_of_thought|>", "<|end_of_thought|>" },
	{ "<thinking>", "</thinking>" },
	{ "<reasoning>", "</reasoning>" },
	{ "<|think|>", "<|/think|>" },
};

/*
 * When s opens (white space aside) with one of think_pairs' tags: past
 * its first close, or n when it never closes (*opened set); else
 * (size_t)-1.
 */
static size_t
other_reasoning_end(const char *s, size_t n, int *opened)
{
	const char *c;
	size_t i = 0, k, w;

	while (i < n && isspace((unsigned char)s[i]))
		i++;
	for (k = 0; k < sizeof(think_pairs) / sizeof(think_pairs[0]); k++) {
		w = strlen(think_pairs[k][0]);
		if (n - i < w || memcmp(s + i, think_pairs[k][0], w) != 0)
			continue;
		*opened = 1;
		c = find_mem(s + i + w, n - i - w, think_pairs[k][1]);
		return c == NULL ? n : (size_t)(c - s) +
		    strlen(think_pairs[k][1]);
	}
	return (size_t)-1;
}

/*
 * 1 when the "</think>" at c is glued to the reasoning's last word and
 * ends its line ("... so 3.</think>"): no space before it, the line
 * not a quote ('>') and no backtick on it; nothing after it on its
 * line.
 */
static int
glued_close(const char *s, size_t n, const char *c)
{
	const char *a = c, *e = c + 8;

	if (c == s || isspace((unsigned char)c[-1]) ||
	    memmem(s, (size_t)(c - s), "<think>", 7) != NULL)
		return 0;	/* a block opened in the text closes it */
	while (a > s && a[-1] != '\n')
		a--;
	while (a < c && (*a == ' ' || *a == '\t'))
		a++;
	if (*a == '>' || memchr(a, '`', (size_t)(c - a)) != NULL)
		return 0;
	while (e < s + n && (*e == ' ' || *e == '\t' || *e == '\r'))
		e++;
	return e == s + n || *e == '\n';
}

/*
 * 1 when the "</think>" at c, glued to the reasoning's last word
 * (glued_close's conditions before it), has a label glued after it
 * that opens the verdict ("Check each step.</think>Score: 3"): no
 * quote mark before it on its line, so that a quoted tag
 * ("the template shows \"</think>Score: 3\"") stays text.
 */
static int
glued_label(const struct papo_rubric *r, const char *s, size_t n,
    const char *c)
{
	static const char quotes[] = "\"'`(\xe2\xc2";
	const char *a = c;
	size_t i = (size_t)(c - s) + 8;

	if (r == NULL || c == s || isspace((unsigned char)c[-1]) ||
	    memmem(s, (size_t)(c - s), "<think>", 7) != NULL)
		return 0;
	while (a > s && a[-1] != '\n')
		a--;
	while (a < c && (*a == ' ' || *a == '\t'))
		a++;
	if (*a == '>')
		return 0;
	for (; a < c; a++)
		if (strchr(quotes, *a) != NULL)
			return 0;	/* and any curly quote, guillemet */
	return i < n && label_end(r, s, n, i) != 0;
}

/*
 * Where the judge's reasoning ends in s: past the first "</think>"
 * when the reply opens with "<think>"; without an opening tag (the
 * prompt opened the block), past the first "</think>" when it stands
 * at the start of a line, or ends one, glued to the reasoning's last
 * word as Qwen3 writes it ("... so 3.</think>"), or glued to both
 * the reasoning and a label of the rubric's ("...</think>Score: 3",
 * r's: NULL reads no label), outside a code fence.
 * Any other "</think>" is text, quoted from somewhere: it hides
 * nothing.  A reply that
 * opens with another model's block (think_pairs) ends it at its close.
 */
static size_t
reasoning_end(const struct papo_rubric *r, const char *s, size_t n,
    int *opened)
{
	static const char open[] = "<think>", close[] = "</think>";
	const char *c = find_mem(s, n, close), *p;
	size_t i = 0, fences = 0;

	*opened = 0;
	if ((i = other_reasoning_end(s, n, opened)) != (size_t)-1)
		return i;
	i = 0;
	if (c == NULL)
		return 0;
	while (i < n && isspace((unsigned char)s[i]))
		i++;
	if (n - i >= sizeof(open) - 1 &&
	    memcmp(s + i, open, sizeof(open) - 1) == 0) {
		*opened = 1;
		return (size_t)(c - s) + sizeof(close) - 1;
	}
	for (p = c; p > s && (p[-1] == ' ' || p[-1] == '\t'); p--)
		;
	if (p > s && p[-1] != '\n' && !glued_close(s, n, c) &&
	    !glued_label(r, s, n, c))
		return 0;
	for (p = s; (p = find_mem(p, (size_t)(c - p), "```")) != NULL; p += 3)
		fences++;
	if (fences % 2)
		return 0;
	return (size_t)(c - s) + sizeof(close) - 1;
}

/*
 * A "</think>" that a prompt-opened block ends with (s[0..close) is
 * the reasoning) may as well be quoted text after a verdict: when the
 * reasoning's last line is a verdict other than v's, the reply states
 * two.  1 (v->why, v->at set) or 0.
 */
static int
last_line_differs(const struct papo_rubric *r, const char *s, size_t close,
    struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict w;
	size_t a, z = close;

	while (z > 0 && s[z - 1] != '<')
		z--;
	if (z > 0)
		z--;	/* the '<' of "</think>" */
	while (z > 0 && isspace((unsigned char)s[z - 1]))
		z--;
	for (a = z; a > 0 && s[a - 1] != '\n'; a--)
		;
	if (a == z)
		return 0;
	memset(&w, 0, sizeof(w));
	if (read_labels(r, s + a, z - a, &w) < 0 || w.score == v->score)
		return 0;
	v->at = a;
	v->why = "the reasoning ends with another verdict than the reply";
	return 1;
}

/*
 * After a grade read from s (n bytes) at v->at: a grade word past the
 * verdict's line that names another grade ("Final Grade: CORRECT\n
 * Actually the answer is INCORRECT.") takes the verdict back, or may:
 * -1 with v->why set (v->at, v->len at the word), else 0.  Critiques
 * come before the verdict, so words before it are not looked at.
 */
static int
grade_after(const struct papo_rubric *r, const char *s, size_t n, double x,
    struct papo_rubric_verdict *v)
{
	size_t i = line_end(s, n, v->at + v->len), z;
	long g;

	while (i < n) {
		if (!grade_byte(s, n, i) || (i > 0 && grade_byte(s, n, i - 1))) {
			i++;
			continue;
		}
		if ((g = grade_at(r, s, n, i, &z)) >= 0 &&
		    r->grades[g].value != x) {
			v->at = i;
			v->len = z - i;
			v->why = "a grade word after the verdict names "
			    "another grade";
			return -1;
		}
		i = z;
	}
	return 0;
}

/*
 * ---- what may follow the verdict ----
 *
 * After the verdict's line, every sentence must be one the reader
 * recognises (papo-rubric(5), THE VERDICT): formatting, closing
 * punctuation and end tokens; a closing remark that states no value;
 * a remark about the student's answer that quotes it.  Anything else
 * (a correction, a doubt, a negation, a second label or value, words
 * in a language the reader does not know) leaves no verdict.
 */

/* Tokens a model ends its turn with, and closing tags of markup. */
static const char *const end_tokens[] = {
	"<|im_end|>", "<|eot_id|>", "<|endoftext|>", "<|end|>",
	"<|return|>", "</s>", "<eos>", "<end_of_turn>", "<|eot|>",
	"<|end_of_text|>", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81"
	"sentence\xef\xbd\x9c>", "<|end_of_sentence|>", "<end_of_sentence>",
	"<|END_OF_TURN_TOKEN|>", "[e~[", "\\]", "\\)", "```", NULL
};

/* The length of the token of end_tokens that opens with '<' at s[i]
   (i < n), or 0. */
static size_t
end_token_at(const char *s, size_t n, size_t i)
{
	size_t k, w;

	for (k = 0; end_tokens[k]; k++)
		if (end_tokens[k][0] == '<' &&
		    n - i >= (w = strlen(end_tokens[k])) &&
		    memcmp(s + i, end_tokens[k], w) == 0)
			return w;
	return 0;
}

/* s[i..] past blanks, closing punctuation, markup and end tokens. */
static size_t
skip_fill(const char *s, size_t n, size_t i)
{
	size_t k, w, d;

	while (i < n) {
		if (isspace((unsigned char)s[i]) ||
		    strchr(".,;:!)]}`\"'*_~$|>#-", s[i]) != NULL) {
			i++;
			continue;
		}
		/* papo_judge_defuse puts a U+2060 after a token's '<' */
		d = s[i] == '<' && n - i > 4 &&
		    memcmp(s + i + 1, "\xe2\x81\xa0", 3) == 0 ? 3 : 0;
		for (k = 0; end_tokens[k]; k++) {
			w = strlen(end_tokens[k]);
			if (d && end_tokens[k][0] != '<')
				continue;
			if (n - i >= w + d && (d ? memcmp(s + i + 4,
			    end_tokens[k] + 1, w - 1) : memcmp(s + i,
			    end_tokens[k], w)) == 0)
				break;
		}
		if (end_tokens[k]) {
			i += w + d;
			continue;
		}
		/* a closing tag, "</answer>": no value in it */
		if (n - i > 3 && s[i] == '<' && s[i + 1] == '/' &&
		    isalpha((unsigned char)s[i + 2])) {
			for (k = i + 2; k < n && k - i < 24 &&
			    (isalnum((unsigned char)s[k]) || s[k] == '_'); k++)
				;
			if (k < n && s[k] == '>') {
				i = k + 1;
				continue;
			}
		}
		break;
	}
	return i;
}

/*
 * The end of the sentence that starts at s[i]: past '.', '!' or '?'
 * before a blank (or the end), or at a line's end; braces and $...$
 * spans are not cut.
 */
static size_t
sentence_end(const char *s, size_t n, size_t i)
{
	int depth = 0, dollar = 0;

	for (; i < n; i++) {
		if (s[i] == '\n')
			return i;
		if (s[i] == '\\' && i + 1 < n) {
			i++;
			continue;
		}
		if (s[i] == '{')
			depth++;
		else if (s[i] == '}' && depth > 0)
			depth--;
		else if (s[i] == '$')
			dollar = !dollar;
		else if (depth == 0 && !dollar && strchr(".!?", s[i]) &&
		    (i + 1 == n || isspace((unsigned char)s[i + 1])))
			return i + 1;
	}
	return n;
}

/* Words that label a verdict, in a remark: a second statement of one. */
static const char *const label_words[] = {
	"score", "scores", "scored", "scoring", "grade", "grades", "graded",
	"grading", "verdict", "rating", "rate", "rated", "points", "point",
	"mark", "marks", "marked", "award", "awarded", "assign", "assigned",
	"give", "given", "giving", "gives", NULL
};

/*
 * Words that take a verdict back or turn to another: a remark about
 * the student's answer holding one is not only about that answer.
 */
static const char *const turn_words[] = {
	"wait", "actually", "correction", "corrected", "revise", "revised",
	"revision", "instead", "reconsider", "reconsidering", "retract",
	"withdraw", "change", "changed", "update", "updated", "oops",
	"sorry", "nope", "hmm", "hold", "second", "fix", "fixed", "mean",
	"meant", "raise", "reduce", "deduct", "doubt", "unsure", "maybe",
	"perhaps", "ignore", "disregard", "scratch", "undo", "overturn",
	"reverse", "typo", "take", "back", "deserves", "deserve", "credit",
	"full", "partial", "zero", "half", "one", "none", "pass", "fail",
	NULL
};

/*
 * The words a closing remark is made of ("I hope this helps.", "End
 * of evaluation."): a remark of other words is not recognised.
 */
static const char *const closing_words[] = {
	"i", "hope", "this", "that", "helps", "help", "helped", "thank",
	"thanks", "you", "end", "of", "the", "my", "evaluation", "review",
	"assessment", "analysis", "feedback", "report", "is", "it", "its",
	"concludes", "concluded", "done", "good", "luck", "well", "nice",
	"great", "job", "work", "complete", "completed", "and", "as",
	"above", "per", "rubric", "stated", "shown", "explained", "see",
	"for", "details", "let", "me", "know", "if", "any", "questions",
	"have", "further", "here", "ends", "all", "answer", "solution",
	"response", "proof", NULL
};

/*
 * The words of an evaluative closing remark ("Every step is justified.",
 * "The reasoning is clear and complete.", "Good work overall."): what a
 * judge says of the work without a value.  No grade, label, number,
 * negation or turn among them; those are refused whatever else a
 * remark holds (refused_words, turn_words, label_words).
 */
static const char *const remark_words[] = {
	/* what is judged */
	"step", "steps", "reasoning", "argument", "arguments",
	"derivation", "derivations", "calculation", "calculations",
	"computation", "computations", "explanation", "explanations",
	"approach", "method", "logic", "presentation", "justification",
	"justifications", "writing", "writeup", "write-up", "exposition",
	/* how */
	"justified", "clear", "clearly", "rigorous", "rigorously",
	"thorough", "thoroughly", "sound", "valid", "logical", "logically",
	"concise", "concisely", "careful", "carefully", "precise",
	"precisely", "coherent", "consistent", "accurate", "accurately",
	"excellent", "solid", "strong", "neat", "neatly", "elegant",
	"clean", "cleanly", "detailed", "organized", "organised",
	"structured", "presented", "written", "argued", "reasoned",
	"supported", "executed", "handled", "followed", "easy", "fine",
	"overall", "very", "quite", "fully", "entirely", "throughout",
	"nicely", "clever", "insightful", "efficient", "efficiently",
	"straightforward", "understood", "demonstrated", "demonstrates",
	/* joining words */
	"every", "each", "a", "an", "are", "was", "were", "be", "been",
	"in", "with", "to", "at", "from", "on", "they", "student",
	"student's", "students", "their", "also", "both", "so", "too",
	NULL
};

/*
 * Words no closing remark may hold: negations, contrasts, doubts and
 * faults ("Every step is justified, but not the last.") and number
 * words; with turn_words and label_words, and any word ending in n't.
 */
static const char *const refused_words[] = {
	"not", "no", "never", "nothing", "nobody", "neither", "nor",
	"without", "cannot", "however", "but", "although", "though", "yet",
	"except", "unless", "despite", "mistake", "mistakes", "mistaken",
	"error", "errors", "erroneous", "should", "would", "could",
	"might", "must", "correct", "correctly", "incorrect", "incorrectly",
	"wrong", "wrongly", "right", "false", "true", "missing", "lacks",
	"lacking", "flawed", "flaw", "flaws", "gap", "gaps", "only",
	"almost", "nearly", "mostly", "partly", "partially",
	"two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "first", "last", "once", "twice", "hundred", "percent",
	"out", NULL
};

/* Words that begin a remark about the student's answer. */
static const char *const about_words[] = {
	"student", "students", "student's", "response", "response's",
	"their", "the", "candidate", "candidate's", "model's", "solver's",
	"answer", NULL
};

int
papo_rubric_word_in(const char *w, size_t len, const char *const *list)
{
	size_t k;
	int c;

	if (len == 0)
		return 0;
	/* the first byte first: the rows of a justification are long */
	c = tolower((unsigned char)w[0]);
	for (k = 0; list[k]; k++)
		if (tolower((unsigned char)list[k][0]) == c &&
		    strlen(list[k]) == len && strncasecmp(list[k], w, len) == 0)
			return 1;
	return 0;
}

/*
 * Past the brace group that opens at s[a] when it closes before n and
 * within 256 bytes (a reply of unclosed boxes stays linear), else 0.
 */
static size_t
group_end(const char *s, size_t n, size_t a)
{
	return brace_end(s, n - a > 256 ? a + 256 : n, a);
}

/*
 * 1 when the '.', '!' or '?' at s[p] ends a sentence: not the dot of
 * an abbreviation ("e.g.", "i.e.", "cf.", "vs.": "e.g. Score: 1" is
 * an example, not a verdict).
 */
static int
sentence_stop(const char *s, size_t p)
{
	static const char *const abbrev[] = { "cf", "vs", "viz", "eg", "ie",
	    "ex", "resp", NULL };
	size_t k = p;

	if (s[p] != '.')
		return 1;
	while (k > 0 && isalpha((unsigned char)s[k - 1]))
		k--;
	if (p - k < 2 || (k > 0 && s[k - 1] == '.'))
		return 0;
	return !papo_rubric_word_in(s + k, p - k, abbrev);
}

/*
 * The words that may open the sentence of the verdict's label ("Final
 * score:", "Therefore, the overall Score:", "Based on the rubric
 * above, Score:"): none of them conditions, negates or doubts it.
 */
static const char *const lead_words[] = {
	"final", "overall", "total", "my", "our", "the", "so", "thus",
	"therefore", "hence", "in", "conclusion", "summary", "sum", "short",
	"to", "conclude", "based", "on", "above", "analysis", "evaluation",
	"assessment", "review", "rubric", "this", "these", "according",
	"and", "all", "of", "with", "respect", "for", "response",
	"solution", "answer", "proof", "as",
	"asked", "required", "requested", "instructed", "is", "i", "give",
	"assign", "award", "it", "a", "score", "grade", "deserves",
	"deserve", "earns", "gets", "receives", "merits", "first", "then",
	"verdict", "result", "judgment", "judgement", "decision", "here",
	"rating", "grading", "scoring", "given", "now", "output", "json",
	"toplam",	/* tr "Toplam puan:", the total */
	NULL
};

/* the same, written without spaces before a label in CJK: 最终 最終
   总 總 综合 綜合 최종 総合 ("最终评分：4分", "최종 점수: 4", "総合評価：4");
   and Russian's,
   both cases: Итоговая Итоговый Общая Финальная ("Итоговая оценка:") */
static const char *const lead_cjk[] = { "\xe6\x9c\x80\xe7\xbb\x88",
	"\xe6\x9c\x80\xe7\xb5\x82", "\xe6\x80\xbb", "\xe7\xb8\xbd",
	"\xe7\xbb\xbc\xe5\x90\x88", "\xe7\xb6\x9c\xe5\x90\x88",
	"\xec\xb5\x9c\xec\xa2\x85", "\xe7\xb7\x8f\xe5\x90\x88",
	"\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x8f",
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x8f",
	"\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd1\x8b\xd0\xb9",
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd1\x8b\xd0\xb9",
	"\xd0\x9e\xd0\xb1\xd1\x89\xd0\xb0\xd1\x8f",
	"\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb0\xd1\x8f",
	"\xd0\xa4\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd"
	"\xd0\xb0\xd1\x8f",
	"\xd1\x84\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd"
	"\xd0\xb0\xd1\x8f", NULL };

/* LaTeX commands whose group holds words, not a formula */
static const char *const text_cmds[] = { "text", "textbf", "textit",
	"textrm", "textsf", "texttt", "textnormal", "textup", "textsl",
	"emph", "mbox", "hbox", "underline", "mathrm", "mathbf", "mathit",
	"mathsf", "mathtt", "operatorname", "intertext", "fbox", "framebox",
	"colorbox", "textcolor", "color", "uline", NULL
};

/*
 * 1 when the lead word s[a..z) (before the label at s[i]; words
 * before it, the last s[pa..pz)) stands where it opens no condition
 * or comparison: "above" after another word ("the analysis above",
 * not "Above \boxed{4}"), "now" not after "for" or "of" ("for now" is
 * provisional), "first" only as "First," (not "the first score", "for
 * the first response").
 */
static int
lead_word_placed(const char *s, size_t i, size_t a, size_t z, size_t words,
    size_t pa, size_t pz)
{
	if (z - a == 5 && strncasecmp(s + a, "above", 5) == 0)
		return words > 0;
	if (z - a == 3 && strncasecmp(s + a, "now", 3) == 0)
		return words == 0 || !papo_rubric_word_in(s + pa, pz - pa,
		    (const char *const[]){ "for", "of", NULL });
	if (z - a == 5 && strncasecmp(s + a, "first", 5) == 0)
		return z < i && s[z] == ',';
	return 1;
}

/*
 * 1 when the '.' at s[p] ends a sentence that ends on a number, amid
 * its line ("Correctness: 4, clarity: 2. Overall score: 3": the
 * criteria's sentence is not the verdict's), not a list's number
 * that opens its line ("2. Score: 3").
 */
static int
number_stop(const char *s, size_t p)
{
	size_t k = p;

	while (k > 0 && isdigit((unsigned char)s[k - 1]))
		k--;
	if (k == p)
		return 0;
	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'))
		k--;
	return k > 0 && s[k - 1] != '\n';
}

/*
 * 1 when what precedes the label at s[i] in its sentence (from the
 * line's start or the end of the sentence before it) is recognised:
 * markup, a list number, LaTeX commands, and words of lead_words.
 * "If the proof were complete I would give Score: 1", "Not Score: 1"
 * and "Maybe Score: 1" state no verdict.
 */
static int
lead_words_ok(const char *s, size_t i, int *line)
{
	size_t a = i, k, z, words = 0, pa = 0, pz = 0;

	while (a > 0 && s[a - 1] != '\n') {
		if (strchr(".!?", s[a - 1]) != NULL && a < i &&
		    isspace((unsigned char)s[a]) && (sentence_stop(s, a - 1) ||
		    number_stop(s, a - 1)))
			break;
		a--;
	}
	*line = a == 0 || s[a - 1] == '\n';
	/* a list number at the line's start: "1. ", "2) " */
	for (k = a; k < i && isdigit((unsigned char)s[k]); k++)
		;
	if (k > a && k < i && (s[k] == '.' || s[k] == ')'))
		a = k + 1;
	while (a < i) {
		unsigned char c = (unsigned char)s[a];

		if (isspace(c) || strchr("*_#>-`|$([{},:;", c) != NULL) {
			a++;
			continue;
		}
		if (c == '\\') {	/* \text{, \textbf{, \quad */
			for (k = ++a; a < i && isalpha((unsigned char)s[a]);
			    a++)
				;
			if (a == k) {	/* "\{", "\,", "\\": one sign */
				a += a < i;
				continue;
			}
			/* a group closed before the label, "\boxed{x^2}":
			   a quoted formula, no words of its own; a text
			   group's words are words ("\text{Maybe}") */
			if (a < i && s[a] == '{' &&
			    !papo_rubric_word_in(s + k, a - k, text_cmds) &&
			    (z = group_end(s, i, a)))
				a = z;
			continue;
		}
		if ((k = papo_rubric_token_at(s, i, a, lead_cjk)) != 0) {
			a += k;
			words++;
			continue;
		}
		if (!isalpha(c))
			return 0;
		if ((z = criterion_item(s, i, a)) != 0) {
			a = z;	/* "Correctness 4, clarity 2, so" */
			words++;
			continue;
		}
		for (z = a; z < i && (isalpha((unsigned char)s[z]) ||
		    s[z] == '\''); z++)
			;
		if (!papo_rubric_word_in(s + a, z - a, lead_words) ||
		    !lead_word_placed(s, i, a, z, words, pa, pz))
			return 0;
		/* a letter that names one of several responses, "Response
		   A: Score: 1", is no lead-in: the verdict is that one's */
		if (z - a == 1 && isupper(c) && c != 'I' && words > 0)
			return 0;
		words++;
		pa = a;
		pz = z;
		a = z;
	}
	return 1;
}

/*
 * The line a verdict opens, after the line that introduces it with a
 * colon (blank lines between): that line's last sentence must be
 * recognised as stating a verdict too.  "Final verdict:" does, "Example
 * output:" quotes a format and "The rubric's sample:" a sample: no
 * verdict.  1 when s[a] opens no such line or its introduction is
 * recognised.
 */
static int
intro_ok(const char *s, size_t a)
{
	size_t e = a;
	int line;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	while (e > 0 && strchr("*_`", s[e - 1]) != NULL)
		e--;
	if (e == 0 || s[e - 1] != ':')
		return 1;
	return lead_words_ok(s, e - 1, &line);
}

static int
lead_in_ok(const char *s, size_t i)
{
	size_t a = i;
	int line;

	if (!lead_words_ok(s, i, &line))
		return 0;
	if (!line)
		return 1;
	while (a > 0 && s[a - 1] != '\n')
		a--;
	return intro_ok(s, a);
}

/*
 * A quoted span at s[i]: \boxed{...}, $...$ or \(...\); its end in
 * *z, or 0 when none starts there.
 */
static int
quoted_span(const char *s, size_t n, size_t i, size_t *z)
{
	size_t k;

	if (n - i > 7 && memcmp(s + i, "\\boxed{", 7) == 0)
		return (*z = brace_end(s, n, i + 6)) != 0;
	if (s[i] == '$') {
		for (k = i + 1; k < n && s[k] != '$' && s[k] != '\n'; k++)
			;
		if (k < n && s[k] == '$') {
			*z = k + 1;
			return 1;
		}
	}
	return 0;
}

/*
 * Typographic punctuation a remark may hold: ’ ‘ “ ” – — …; its
 * length at s[i], or 0.
 */
static size_t
typo_mark(const char *s, size_t n, size_t i)
{
	static const char *const marks[] = { "\xe2\x80\x99", "\xe2\x80\x98",
	    "\xe2\x80\x9c", "\xe2\x80\x9d", "\xe2\x80\x93", "\xe2\x80\x94",
	    "\xe2\x80\xa6", NULL };
	size_t k;

	for (k = 0; marks[k]; k++)
		if (n - i >= 3 && memcmp(s + i, marks[k], 3) == 0)
			return 3;
	return 0;
}

static int why_range(const char *s, size_t n);

/*
 * One sentence after the verdict (s, n bytes): 1 when it is a closing
 * remark with no value, or a remark about the student's answer that
 * quotes it (which may say what is wrong with it, as long as it names
 * no label or value of its own), else 0.
 */
static int
remark_ok(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	static const char *const notes[] = { "note", "remark", "nb", "ps",
	    NULL };
	size_t i = 0, w, z, words = 0, pa = 0, pz = 0;
	int about = 0, quoted = 0, turn = 0, closing = 1, refused = 0;
	long g;

	if (why_not_ok(r, s, n, x))
		return 1;	/* "Not a 5 because ..." */
	if (why_range(s, n))
		return 0;	/* "Good to excellent.": levels, a range */
	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		if (quoted_span(s, n, i, &z)) {
			quoted = 1;
			i = z;
			continue;
		}
		if ((w = typo_mark(s, n, i)) != 0) {
			i += w;
			continue;
		}
		if (c >= 0x80 || isdigit(c) || c == '\\' || c == '{' ||
		    c == '=' || c == '<' || c == '/')
			return 0;	/* unknown words, a value, markup */
		if (c == '?')
			return 0;	/* a question: "Score: 1?" asks */
		if (!isalpha(c)) {
			/* punctuation a sentence is written with; any
			   other sign ("%", "+", "^", "@") is not read */
			if (!isspace(c) && strchr(".,;:!()[]\"'*_`~-", c) ==
			    NULL)
				return 0;
			i++;
			continue;
		}
		for (z = i; z < n && (isalpha((unsigned char)s[z]) ||
		    s[z] == '\'' || s[z] == '-'); z++)
			;
		if (papo_rubric_word_in(s + i, z - i, label_words))
			return 0;
		/* "if" only in "let me know if ...": a condition else */
		if (z - i == 2 && strncasecmp(s + i, "if", 2) == 0 &&
		    (pz - pa != 4 || strncasecmp(s + pa, "know", 4) != 0))
			return 0;
		pa = i;
		pz = z;
		/* the verdict's own grade restated, "The answer is
		   correct.": a closing word; another grade: a second
		   verdict */
		if (r->parse == PAPO_RUBRIC_GRADE &&
		    (g = grade_at(r, s, z, i, &w)) >= 0 && w == z) {
			if (r->grades[g].value != x)
				return 0;
			words++;
			i = z;
			continue;
		}
		if (words == 0 && papo_rubric_word_in(s + i, z - i, notes)) {
			i = z;
			continue;	/* "Note: the student's ..." */
		}
		/* a letter naming one of several responses, "(for
		   Response A)": the verdict may be another's */
		if (z - i == 1 && isupper(c) && c != 'I' && words > 0)
			return 0;
		if (words < 2)
			about = papo_rubric_word_in(s + i, z - i,
			    about_words) && (words == 0 || about);
		turn |= papo_rubric_word_in(s + i, z - i, turn_words);
		refused |= papo_rubric_word_in(s + i, z - i, refused_words) ||
		    (z - i > 3 && strncasecmp(s + z - 3, "n't", 3) == 0);
		closing &= papo_rubric_word_in(s + i, z - i, closing_words) ||
		    papo_rubric_word_in(s + i, z - i, remark_words);
		words++;
		i = z;
	}
	if (quoted)
		return about && !turn;	/* the student's answer, quoted */
	return closing && !turn && !refused;
}

/*
 * ---- a justification after the verdict ----
 *
 * "Score: 4\n\nExplanation: The student factors ..." : a line that
 * opens with a row of why_labels (any listed language) opens a block
 * of commentary that runs to the end of the text read.  It is
 * recognised, sentence by sentence, when it holds only what a
 * justification is written with (why_ok): words of prose, sentence
 * punctuation, math spans that are not a number alone, a number that
 * names a step ("step 2"), a number word before the noun it counts
 * ("two roots").  A word of why_refused (a label or rating verb, a
 * hedge, a correction, a condition), a number standing as a value,
 * a sign of another scale ('%', '/', "out of"), a question: not
 * recognised, no score.
 */
static const char *const why_labels[] = {
	"explanation", "reason", "reasoning", "justification", "rationale",
	"feedback", "comment", "comments", "explicaci\xc3\xb3n",
	"justificaci\xc3\xb3n", "raz\xc3\xb3n", "razonamiento",
	"explica\xc3\xa7\xc3\xa3o", "justificativa",
	"justifica\xc3\xa7\xc3\xa3o", "spiegazione", "motivazione",
	"giustificazione", "begr\xc3\xbcndung", "erkl\xc3\xa4rung",
	"explication", "raison", "commentaire",
	"\xd0\x9e\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0"
	/* Обоснование */
	"\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0"
	/* обоснование */
	"\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\x9e\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd"
	/* Объяснение */
	"\xd0\xb8\xd0\xb5",
	"\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd"
	/* объяснение */
	"\xd0\xb8\xd0\xb5",
	"\xd0\x9f\xd0\xbe\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8"
	"\xd0\xb5",					/* Пояснение */
	"\xe8\xa7\xa3\xe9\x87\x8a",			/* 解释 */
	"\xe8\xa7\xa3\xe9\x87\x8b",			/* 解釋 */
	"\xe7\x90\x86\xe7\x94\xb1",			/* 理由 */
	"\xe8\xaf\xb4\xe6\x98\x8e",			/* 说明 */
	"\xe8\xaa\xac\xe6\x98\x8e",			/* 說明, 説明 */
	"\xe8\xaf\x84\xe8\xaf\xad",			/* 评语 */
	"\xe8\xa7\xa3\xe8\xaa\xac",			/* 解説 */
	"\xe6\xa0\xb9\xe6\x8b\xa0",			/* 根拠 */
	"\xec\x84\xa4\xeb\xaa\x85",			/* 설명 */
	"\xec\x9d\xb4\xec\x9c\xa0",			/* 이유 */
	"\xea\xb7\xbc\xea\xb1\xb0",			/* 근거 */
	NULL
};

/*
 * Words a justification never holds, any listed language: the words
 * of a rating (label_words and rate_verbs are read too), hedges,
 * corrections, conditions, doubt.  A row with a space is two words
 * in a row ("en fait").
 */
static const char *const why_refused[] = {
	"wait", "actually", "correction", "corrected", "revise", "revised",
	"reconsider", "reconsidering", "retract", "oops", "sorry", "hmm",
	"maybe", "perhaps", "possibly", "probably", "likely", "arguably",
	"honestly", "guess", "think", "believe", "doubt", "unsure", "sure",
	"certain", "uncertain", "confident", "if", "unless", "otherwise",
	"assuming", "provided", "whether", "may", "might", "could", "would",
	"should", "deserves", "deserve", "credit", "marks", "full",
	"partial", "generous", "lenient", "harsh", "strict", "lower",
	"higher", "raise", "reduce", "instead", "rather", "worth", "half",
	"tier", "tiers", "level", "levels", "band", "top", "bottom",
	"highest", "lowest", "maximum", "minimum", "max", "min", "perfect",
	/* es pt it fr de ru */
	"quiz\xc3\xa1s", "quiz\xc3\xa1", "tal vez", "realidad",
	"correcci\xc3\xb3n", "probablemente", "si", "talvez", "verdade",
	"corre\xc3\xa7\xc3\xa3o", "provavelmente", "se", "forse",
	"realt\xc3\xa0", "correzione", "probabilmente", "peut-\xc3\xaatre",
	"en fait", "probablement", "vielleicht", "eigentlich",
	"wahrscheinlich", "korrektur", "falls", "wenn", "eher", "punkte",
	"puntos", "punti", "pontos", "points", "nota", "note",
	"\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82",	/* может */
	"\xd0\x9c\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82",	/* Может */
	"\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe",
	"\xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd1\x81\xd0\xb0\xd0\xbc\xd0\xbe\xd0\xbc",	/* самом */
	"\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8",		/* если */
	"\xd0\x95\xd1\x81\xd0\xbb\xd0\xb8",		/* Если */
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb",		/* балл */
	/* deserving, giving, "rather", "would", es pt it fr de ru */
	"merece", "merecen", "merecer\xc3\xad" "a", "mereceria", "merita",
	"meritano", "meriterebbe", "m\xc3\xa9rite", "m\xc3\xa9ritent",
	"m\xc3\xa9riterait", "verdient", "verdienen", "verdiente",
	"dar\xc3\xad" "a", "daria", "dar\xc3\xa9", "darei", "darebbe",
	"mettrais", "donnerais", "attribuerais", "plut\xc3\xb4t",
	"piuttosto", "w\xc3\xbcrde", "w\xc3\xbcrden", "geben", "gebe",
	"\xd0\xb7\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
	/* заслуживает */
	"\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\x97\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
	/* Заслуживает */
	"\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xb1\xd1\x8b",				/* бы */
	"\xd0\xbf\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xb8"
	"\xd0\xbb",					/* поставил */
	/* скорее */
	"\xd1\x81\xd0\xba\xd0\xbe\xd1\x80\xd0\xb5\xd0\xb5",
	/* the grader speaking of its grading: a justification speaks of
	   the work (en fr de es pt it ru; "j" is French's "j'") */
	"i", "i'd", "i'm", "i'll", "i've", "we", "we'd", "we're", "we'll",
	"my", "our", "me", "us", "myself", "j", "je", "moi", "nous", "ich",
	"mir", "mich", "wir", "yo", "eu", "io",
	/* the grading done, not the work: rounded, docked, penalized */
	"round", "rounded", "rounding", "dock", "docked", "deduct",
	"deducted", "deduction", "deductions", "penalty", "penalties",
	"penalize", "penalized", "penalise", "penalised", "bump", "bumped",
	"generously", "leniently", "harshly", "strictly", "graded",
	"judged", "scored", "rated", "marked",
	/* stars, ranges, provisional verdicts */
	"star", "stars", "sterne", "estrellas", "\xc3\xa9toiles", "stelle",
	"estrelas", "between", "borderline", "tentative", "tentatively",
	"provisional", "provisionally", "revision", "pending", "preliminary",
	"approximately", "roughly", "fence", "overrated", "underrated",
	"previous", "earlier",
	/* made of rows, two words that condition or grade: "In case the
	   domain is stated.", "So so.", "Así así.", "Così così." */
	"in case", "en caso", "au cas", "nel caso", "em caso", "no caso",
	"so so", "as\xc3\xad as\xc3\xad", "cos\xc3\xac cos\xc3\xac",
	"assim assim",
	/* and more of the same, found by hostile_round18: "The work is
	   complete in part.", "As good as done.", "In the case that the
	   domain is stated, ...", "complete here and there", "Hope the
	   work is complete.", "Cos\xc3\xac e cos\xc3\xac." */
	"in part", "in parts", "as good", "case that", "cases that",
	"here and", "hope", "hopefully", "cos\xc3\xac e",
	/* "ab und zu" (now and then), "con que" (as long as) */
	"und zu", "con que",
	/* "as it were": a hedge, "were" inside its clause */
	"it were",
	/* what is still to be done: "The proof is to be verified.",
	   "The domain has to be stated." */
	"is to", "are to", "was to", "were to", "has to", "have to",
	"\xd1\x8f", "\xd0\xaf",			/* я Я */
	"\xd0\xbc\xd1\x8b", "\xd0\x9c\xd1\x8b",	/* мы Мы */
	"\xd0\xbc\xd0\xbd\xd0\xb5", "\xd0\x9c\xd0\xbd\xd0\xb5",
							/* мне Мне */
	NULL
};

/*
 * Number words in the other listed languages: a value when they end
 * their clause ("Es ist eine Vier."), a count before their noun ("die
 * zwei Lösungen") otherwise.
 */
static const char *const why_numbers[] = {
	"null", "eins", "zwei", "drei", "vier", "f\xc3\xbcnf", "sechs",
	"sieben", "acht", "neun", "zehn", "cero", "uno", "dos", "tres",
	"cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
	"z\xc3\xa9ro", "un", "une", "deux", "trois", "quatre", "cinq",
	"sept", "huit", "neuf", "dix", "due", "tre", "quattro", "cinque",
	"sei", "sette", "otto", "nove", "dieci", "um", "dois", "duas",
	"tr\xc3\xaas", "sete", "oito", "dez",
	"\xd0\xbd\xd0\xbe\xd0\xbb\xd1\x8c", "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd",
	"\xd0\xb4\xd0\xb2\xd0\xb0", "\xd1\x82\xd1\x80\xd0\xb8",
	"\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5",
	"\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c", NULL
};

/* Words a number after them names a part of the work: "step 2". */
static const char *const why_steps[] = { "step", "steps", "line", "lines",
	"part", "parts", "case", "cases", "equation", "equations", "eq",
	"lemma", "claim", "item", "items", "stage", "paso", "schritt",
	"\xc3\xa9tape", "passo", NULL };

/*
 * A justification label at s[i], wherever it stands: past its colon
 * (and emphasis), else 0.
 */
static size_t
why_label_word(const char *s, size_t n, size_t i)
{
	size_t k, m, j, c;

	for (k = 0; why_labels[k]; k++) {
		if ((m = match_label(s, n, i, why_labels[k])) == 0)
			continue;
		j = i + m;
		if (j < n && (isalpha((unsigned char)s[j]) ||
		    (unsigned char)s[j] >= 0x80) && memcmp(s + j,
		    "\xef\xbc\x9a", n - j >= 3 ? 3 : n - j) != 0)
			continue;	/* "Explanations", "Reasonable" */
		while (j < n && (s[j] == '*' || s[j] == '_'))
			j++;
		if (j < n && s[j] == ' ')
			j++;	/* "Explication :" */
		else if (n - j >= 2 && memcmp(s + j, "\xc2\xa0", 2) == 0)
			j += 2;
		if ((c = papo_rubric_colon(s, n, j)) == 0)
			continue;
		for (j += c; j < n && (s[j] == '*' || s[j] == '_'); j++)
			;
		return j;
	}
	return 0;
}

/*
 * A justification label at s[i], alone on its line's start (markup
 * before it): past its colon (and emphasis), else 0.
 */
static size_t
why_label_at(const char *s, size_t n, size_t i)
{
	size_t a = line_start(s, i);

	for (; a < i; a++)
		if (strchr("*_#>- \t", s[a]) == NULL)
			return 0;
	return why_label_word(s, n, i);
}

/*
 * On the verdict's own line, after its value (s[i..n) the rest of the
 * line, past closing punctuation): a justification's label, opened
 * by a full stop, a dash or a bracket ("Score: 4. Reason: ...", "Score:
 * 4 (Reason: ...)", "Score: 4 \xe2\x80\x94 Explanation: ..."), then
 * sentences why_ok reads, to the line's end.  1 when so, else 0.
 */
static int why_ok(const char *s, size_t n);

static int
why_on_line(const char *s, size_t n, size_t i)
{
	size_t j, e;

	if (i < n && s[i] == '(')
		i++;
	else if (n - i >= 3 && memcmp(s + i, "\xe2\x80\x94", 3) == 0)
		i = skip_blanks(s, n, i + 3);
	if ((j = why_label_word(s, n, i)) == 0)
		return 0;
	for (i = j; (i = skip_fill(s, n, i)) < n; i = e)
		if (!why_ok(s + i, (e = sentence_end(s, n, i)) - i))
			return 0;
	return 1;
}

/*
 * 1 when s[a..z) is the word of a row of score_labels, any case
 * ("overall" is a word of prose, a label only before a number).
 */
static int
why_label_row(const char *s, size_t a, size_t z)
{
	size_t k;

	for (k = 0; k < sizeof(score_labels) / sizeof(score_labels[0]); k++)
		if (score_labels[k].spaced != 4 &&
		    strlen(score_labels[k].word) == z - a &&
		    strncasecmp(score_labels[k].word, s + a, z - a) == 0)
			return 1;
	return 0;
}

/* 1 when the word s[a..z) (prev: the word before it) is refused. */
static int
why_word_refused(const char *s, size_t a, size_t z, const char *prev,
    size_t plen)
{
	char two[64];
	size_t k;

	const char *h;

	/* "three-point", "top-tier": each part a word of its own (a
	   number word before another is a count: "zero-product") */
	if ((h = memchr(s + a, '-', z - a)) != NULL && h > s + a)
		return why_word_refused(s, a, (size_t)(h - s), prev, plen) ||
		    why_word_refused(s, (size_t)(h - s) + 1, z, s + a,
		    (size_t)(h - s) - a);
	/* the labels of a score in every listed language are rows too:
	   "Volle Punktzahl.", "Voto pieno.", "Высший балл." */
	if ((z - a > 2 && (s[a] == 'j' || s[a] == 'J') && s[a + 1] == '\'') ||
	    papo_rubric_word_in(s + a, z - a, label_words) ||
	    papo_rubric_word_in(s + a, z - a, rate_verbs) ||
	    papo_rubric_word_in(s + a, z - a, why_refused) ||
	    papo_rubric_word_in(s + a, z - a, points_words) ||
	    other_label_at(s, z, a) == z || why_label_row(s, a, z) ||
	    (z - a > 3 && strncasecmp(s + z - 3, "n't", 3) == 0))
		return 1;
	if (prev == NULL || plen + 1 + (z - a) >= sizeof(two))
		return 0;
	memcpy(two, prev, plen);
	two[plen] = ' ';
	memcpy(two + plen + 1, s + a, z - a);
	k = plen + 1 + (z - a);
	return papo_rubric_word_in(two, k, why_refused);
}

/* 1 when the text after s[z] ends the clause: punctuation or the end. */
static int
clause_ends(const char *s, size_t n, size_t z)
{
	z = skip_blanks(s, n, z);
	return z >= n || strchr(".,;:!?)\n", s[z]) != NULL ||
	    (n - z >= 3 && (unsigned char)s[z] == 0xe3 &&
	    (unsigned char)s[z + 1] == 0x80) ||
	    (n - z >= 3 && (unsigned char)s[z] == 0xef &&
	    (unsigned char)s[z + 1] == 0xbc);
}

/* 1 when the byte at s[i] starts a CJK character (U+2E80 and up). */
static int
cjk_at(const char *s, size_t n, size_t i)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (n - i < 3 || (u[0] & 0xf0) != 0xe0)
		return 0;
	if (u[0] == 0xe3 && u[1] == 0x80)
		return 0;	/* CJK punctuation */
	if (u[0] == 0xef && (u[1] == 0xbc || u[1] == 0xbd))
		return 0;	/* full-width forms */
	return u[0] > 0xe2 || (u[0] == 0xe2 && u[1] >= 0xba);
}

/*
 * 1 when the character at s[i] (n bytes) is a digit or a number of
 * another script: superscripts and fractions (² ½), Arabic-Indic,
 * Devanagari, Bengali, Telugu and Thai digits, number forms and Roman
 * numerals (Ⅳ), enclosed and dingbat numbers (④ ❹), full-width digits.
 */
static int
number_char(const char *s, size_t n, size_t i)
{
	static const unsigned int ranges[][2] = {
		{ 0xb2, 0xb3 }, { 0xb9, 0xb9 }, { 0xbc, 0xbe },
		{ 0x660, 0x669 }, { 0x6f0, 0x6f9 }, { 0x966, 0x96f },
		{ 0x9e6, 0x9ef }, { 0xc66, 0xc6f }, { 0xe50, 0xe59 },
		{ 0x2070, 0x2089 }, { 0x2150, 0x218b }, { 0x2460, 0x24ff },
		{ 0x2776, 0x2793 }, { 0x3007, 0x3007 }, { 0x3021, 0x3029 },
		{ 0xff10, 0xff19 },
	};
	const unsigned char *u = (const unsigned char *)s + i;
	unsigned int cp;
	size_t k, len;

	if (u[0] < 0xc0)
		return 0;
	len = u[0] >= 0xf0 ? 4 : u[0] >= 0xe0 ? 3 : 2;
	if (n - i < len)
		return 0;
	cp = u[0] & (len == 2 ? 0x1f : len == 3 ? 0x0f : 0x07);
	for (k = 1; k < len; k++)
		cp = cp << 6 | (u[k] & 0x3f);
	for (k = 0; k < sizeof(ranges) / sizeof(ranges[0]); k++)
		if (cp >= ranges[k][0] && cp <= ranges[k][1])
			return 1;
	return 0;
}

/* A math span's content s[a..z): 1 when it is a number alone. */
static int
span_number(const char *s, size_t a, size_t z)
{
	size_t k;
	double y;

	while (a < z && s[a] != 0 && strchr("${} ", s[a]) != NULL)
		a++;
	if (z - a > 7 && memcmp(s + a, "\\boxed{", 7) == 0)
		a += 7;
	while (a < z && strchr("${} ", s[a]) != NULL)
		a++;
	while (z > a && strchr("${} ", s[z - 1]) != NULL)
		z--;
	return a < z && score_token(s, z, a, &y, &k) == 0 && k == z;
}

/*
 * The words a justification is made of, besides remark_words,
 * closing_words and about_words: what a judge says of the mathematical
 * work ("The student factors the quadratic and checks both roots.").
 * A justification is read only when every word of it is one of these
 * rows (why_word_known): a hedge, a doubt or a correction in words no
 * row holds ("Hard to tell.", "Just kidding.", "sans certitude") is
 * not recognised, so no score.  English only: a justification in
 * another language, or any word of another script, is not read.
 */
static const char *const work_words[] = {
	/* the work and its parts */
	"work", "solution", "solutions", "problem", "question", "equation",
	"equations", "expression", "expressions", "formula", "formulas",
	"identity", "identities", "inequality", "inequalities", "function",
	"functions", "variable", "variables", "value", "values", "term",
	"terms", "factor", "factors", "root", "roots", "zeros",
	"quadratic", "polynomial", "polynomials", "coefficient",
	"coefficients", "product", "sum", "difference", "quotient",
	"fraction", "fractions", "ratio", "sequence", "series", "limit",
	"derivative", "derivatives", "integral", "integrals", "sign",
	"signs", "case", "cases", "substitution", "substitutions",
	"simplification", "algebra", "arithmetic", "geometry", "triangle",
	"angle", "angles", "side", "sides", "area", "volume", "length",
	"probability", "domain", "range", "set", "sets", "interval",
	"constraint", "constraints", "property",
	"theorem", "lemma", "rule", "definition", "result", "results",
	"conclusion", "reference", "units", "unit", "result's", "check",
	"checks", "verification", "induction", "contradiction", "proof's",
	"base", "inductive", "system", "matrix", "vector", "graph", "line", "lines", "circle", "radius", "slope", "method's",
	"zero-product", "factorization", "factorisation", "expansion",
	"form", "forms", "order", "parts", "part", "detail", "details",
	"setup", "set-up", "notation", "wording", "statement", "statements",
	"bound", "bounds", "estimate", "estimates", "claim", "claims",
	"endpoint", "endpoints", "convergence", "continuity",
	"independence", "assumption", "assumptions",
	/* what the student does */
	"taken", "asserted", "asserts", "assumed", "assumes",
	"factors", "factored", "factorizes", "factorized", "factorises",
	"factorised", "expands", "expanded", "simplifies", "simplified",
	"solves", "solved", "computes", "computed", "calculates",
	"calculated", "derives", "derived", "applies", "applied", "uses",
	"used", "using", "checks", "checked", "verifies", "verified",
	"substitutes", "substituted", "states", "stated", "writes",
	"wrote", "shows", "showed", "proves", "proved", "proven",
	"finds", "found", "obtains", "obtained", "reaches", "reached",
	"sets", "defines", "defined", "identifies", "identified",
	"combines", "combined", "rewrites", "rewritten", "isolates",
	"isolated", "divides", "divided", "multiplies", "multiplied",
	"adds", "added", "subtracts", "subtracted", "cancels", "cancelled",
	"canceled", "evaluates", "evaluated", "differentiates",
	"differentiated", "integrates", "integrated", "considers",
	"considered", "covers", "covered", "addresses", "addressed",
	"explains", "justifies", "concludes", "confirms", "confirmed",
	"matches", "matched", "agree", "agrees", "follows", "leads", "yields",
	"arrives", "starts", "begins", "ends", "labels", "labelled",
	"labeled", "lists", "listed", "includes", "included", "notes",
	"noted", "recognizes", "recognises", "recognized", "recognised",
	/* joining words */
	"the", "a", "an", "and", "of", "for", "by", "as", "at", "to", "in",
	"into", "on", "onto", "with", "from", "each", "every", "both",
	"all", "its", "their", "this", "these", "those", "which", "that",
	"then", "so", "thus", "hence", "therefore", "also", "via",
	"through", "after", "before", "is", "are", "was",
	"be", "been", "has", "have", "it", "they", "he",
	"she", "his", "her", "them", "there", "here", "same",
	"final", "whole", "own", "other", "step-by-step", "everywhere",
	/* the one judged and the one who asked (MT-Bench's judges write
	   of "the assistant's answer" and "the user's question") */
	"assistant", "assistant's", "assistants", "user", "user's", "ai",
	"model", "responses", "answers", "solution's", "answer's",
	/* what it holds and speaks of */
	"information", "request", "requests", "context", "topic", "depth",
	"example", "examples", "concept", "concepts", "aspect", "aspects",
	"element", "elements", "language", "tone", "style", "structure",
	"format", "overview", "insight", "insights", "advice", "perspective",
	"process", "methods", "technique", "techniques", "task", "tasks",
	"instruction", "instructions", "requirement", "requirements",
	"code", "program", "algorithm", "implementation", "outline",
	"description", "descriptions", "content", "point-by-point",
	"understanding", "performance", "importance", "situation",
	"manner", "principles", "reader", "reader's", "paragraph", "text",
	"list", "phrase", "phrases", "original",
	/* what it does */
	"provides", "provide", "providing", "presents", "presented",
	"describes", "described", "offers", "maintains", "incorporates",
	"highlights", "highlighting", "emphasizes", "emphasises",
	"captures", "illustrates", "illustrated", "encourages",
	"understands", "answers", "answered", "responds", "fulfills",
	"fulfils", "meets", "including", "making", "makes", "made",
	"requested", "asked", "explaining", "explained", "justifying",
	"substituting", "factoring", "solving", "simplifying", "computing",
	"calculating", "applying", "checking", "verifying", "expanding",
	"deriving", "isolating", "combining", "showing", "stating",
	"obtaining", "finding", "identifying", "walks", "understand",
	"follow", "explain", "use", "maintained",
	/* how, with no hedge, comparison or grade among them */
	"relevant", "helpful", "creative", "comprehensive", "informative",
	"engaging", "specific", "practical", "useful", "vivid",
	"professional", "accessible", "understandable", "thoughtful",
	"respectful", "descriptive", "imaginative", "systematic",
	"methodical", "explicit", "explicitly", "highly", "polite",
	"in-depth", "well-structured", "well-written", "well-organized",
	"well-organised", "well-explained", "well-reasoned",
	"well-presented", "well-justified", "algebraic", "algebraically",
	"directly", "such",
	/* round 26: a weakness said of the work, no value or level */
	"brief", "briefly", "terse", "tersely", "informal", "informally",
	"dense",
	NULL
};

/*
 * The same in Spanish, French, German, Italian, Portuguese and
 * Russian: the work and its parts, what the student does, how it is
 * written, and the joining words, each row a whole word.  None of them
 * negates, hedges, compares, corrects, grades or counts in any of the
 * listed languages (no "no", "non", "pas", "nicht", "не", "pero",
 * "mais", "aber", "parece", "semble", "correcto", "richtig"; no "o",
 * "or" in Spanish and Italian; no "ha", a laugh in English; no "kommt":
 * "Es kommt auf den Schritt an." would be made of rows); a word no
 * row holds leaves the justification unread.  Chinese, Japanese and
 * Korean have no rows: no spaces part their words, and no row is read
 * inside a run of them (cjk_at).
 */
/* Spanish (lowercase: why_fold lowers a word first) */
static const char *const why_rows_es[] = {
	/* joining words: también así después está están */
	"el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "de",
	"del", "al", "a", "en", "con", "por", "para", "y", "e", "que", "su",
	"sus", "este", "esta", "estos", "estas", "cada", "todos", "todas",
	"ambos", "ambas", "tambi\xc3\xa9n", "as\xc3\xad", "luego",
	"despu\xc3\xa9s", "entonces", "mediante", "es", "est\xc3\xa1",
	"est\xc3\xa1n", "son", "fue", "han", "como",
	/* the work and its parts: solución ecuación expresión raíz
	    raíces cálculo cálculos método factorización fórmula
	    función término términos fracción demostración explicación
	    sustitución verificación cuadrática cuadrático */
	"estudiante", "asistente", "alumno", "alumna", "soluci\xc3\xb3n",
	"respuesta", "problema", "ecuaci\xc3\xb3n", "ecuaciones",
	"expresi\xc3\xb3n", "ra\xc3\xadz", "ra\xc3\xad" "ces", "paso",
	"pasos", "c\xc3\xa1lculo", "c\xc3\xa1lculos", "razonamiento",
	"procedimiento", "m\xc3\xa9todo", "resultado", "resultados",
	"factorizaci\xc3\xb3n", "f\xc3\xb3rmula", "funci\xc3\xb3n", "valor",
	"valores", "t\xc3\xa9rmino", "t\xc3\xa9rminos", "derivada",
	"integral", "fracci\xc3\xb3n", "demostraci\xc3\xb3n", "argumento",
	"explicaci\xc3\xb3n", "sustituci\xc3\xb3n", "verificaci\xc3\xb3n",
	"referencia", "trabajo", "desarrollo", "planteamiento",
	"cuadr\xc3\xa1tica", "cuadr\xc3\xa1tico", "sistema", "dominio",
	"producto", "suma",
	/* what the student does */
	"factoriza", "resuelve", "calcula", "obtiene", "aplica", "usa",
	"utiliza", "verifica", "comprueba", "sustituye", "simplifica",
	"deriva", "integra", "plantea", "demuestra", "muestra", "explica",
	"justifica", "identifica", "llega", "concluye", "encuentra",
	"coincide", "escribe", "expande", "desarrolla", "despeja",
	"considera",
	/* how: lógico lógica */
	"claro", "clara", "claros", "claras", "claramente", "detallado",
	"detallada", "completo", "completa", "riguroso", "rigurosa",
	"ordenado", "ordenada", "coherente", "l\xc3\xb3gico",
	"l\xc3\xb3gica", "preciso", "precisa", "justificado", "justificados",
	"justificada", "justificadas",
	NULL
};

/* French (lowercase: why_fold lowers a word first) */
static const char *const why_rows_fr[] = {
	/* joining words: à où */
	"le", "la", "les", "l", "un", "une", "des", "de", "du", "d",
	"\xc3\xa0", "au", "aux", "en", "et", "avec", "par", "pour", "sur",
	"dans", "puis", "ensuite", "donc", "ainsi", "aussi", "chaque",
	"tous", "toutes", "son", "sa", "ses", "ce", "cette", "ces", "c",
	"est", "sont", "a", "ont", "qui", "que", "qu",
	/* the work and its parts: élève étudiant étudiante réponse
	    problème équation équations étape étapes démarche méthode
	    résultat résultats dérivée intégrale démonstration
	    vérification référence rédaction */
	"\xc3\xa9l\xc3\xa8ve", "\xc3\xa9tudiant", "\xc3\xa9tudiante",
	"solution", "r\xc3\xa9ponse", "probl\xc3\xa8me", "\xc3\xa9quation",
	"\xc3\xa9quations", "expression", "racine", "racines",
	"\xc3\xa9tape", "\xc3\xa9tapes", "calcul", "calculs", "raisonnement",
	"d\xc3\xa9marche", "m\xc3\xa9thode", "r\xc3\xa9sultat",
	"r\xc3\xa9sultats", "factorisation", "formule", "fonction", "valeur",
	"valeurs", "terme", "termes", "d\xc3\xa9riv\xc3\xa9" "e",
	"int\xc3\xa9grale", "fraction", "d\xc3\xa9monstration", "preuve",
	"argument", "explication", "substitution", "v\xc3\xa9rification",
	"r\xc3\xa9" "f\xc3\xa9rence", "travail", "r\xc3\xa9" "daction",
	/* what the student does: résout vérifie dérive intègre
	    démontre écrit développe considère */
	"factorise", "r\xc3\xa9sout", "calcule", "obtient", "applique",
	"utilise", "v\xc3\xa9rifie", "substitue", "simplifie",
	"d\xc3\xa9rive", "int\xc3\xa8gre", "d\xc3\xa9montre", "montre",
	"explique", "justifie", "identifie", "arrive", "conclut", "trouve",
	"\xc3\xa9" "crit", "d\xc3\xa9veloppe", "isole", "consid\xc3\xa8re",
	/* how: détaillé détaillée complète cohérent cohérente
	    précis précise justifié justifiée justifiés justifiées */
	"clair", "claire", "clairement", "d\xc3\xa9taill\xc3\xa9",
	"d\xc3\xa9taill\xc3\xa9" "e", "complet", "compl\xc3\xa8te",
	"rigoureux", "rigoureuse", "rigoureusement", "coh\xc3\xa9rent",
	"coh\xc3\xa9rente", "logique", "pr\xc3\xa9" "cis",
	"pr\xc3\xa9" "cise", "justifi\xc3\xa9", "justifi\xc3\xa9" "e",
	"justifi\xc3\xa9s", "justifi\xc3\xa9" "es",
	NULL
};

/* German (lowercase: why_fold lowers a word first) */
static const char *const why_rows_de[] = {
	/* joining words: für */
	"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen",
	"einer", "eines", "und", "mit", "von", "vom", "zu", "zur", "zum",
	"im", "in", "auf", "f\xc3\xbcr", "durch", "nach", "dann", "danach",
	"somit", "daher", "jeder", "jede", "jedes", "alle", "beide",
	"beiden", "seine", "seinen", "ihre", "ist", "sind", "hat",
	"haben", "wurde", "dass",
	/* the work and its parts: schüler schülerin lösung lösungen
	    erklärung überprüfung lösungsweg */
	"sch\xc3\xbcler", "assistent", "assistenten", "sch\xc3\xbclerin",
	"student", "studentin", "l\xc3\xb6sung", "l\xc3\xb6sungen",
	"antwort", "aufgabe", "gleichung", "gleichungen", "ausdruck",
	"wurzel", "nullstellen", "schritt", "schritte", "schritten",
	"rechnung", "berechnung", "argumentation", "herleitung", "methode",
	"ergebnis", "ergebnisse", "faktorisierung", "formel", "funktion",
	"wert", "werte", "term", "terme", "ableitung", "integral", "bruch",
	"beweis", "erkl\xc3\xa4rung", "probe",
	"\xc3\xbc" "berpr\xc3\xbc" "fung", "referenz", "arbeit",
	"l\xc3\xb6sungsweg", "endergebnis",
	/* what the student does: löst erhält prüft überprüft erklärt
	    begründet schließt */
	"faktorisiert", "l\xc3\xb6st", "berechnet", "erh\xc3\xa4lt",
	"wendet", "an", "verwendet", "benutzt", "pr\xc3\xbc" "ft",
	"\xc3\xbc" "berpr\xc3\xbc" "ft", "setzt", "vereinfacht", "leitet",
	"ab", "beweist", "zeigt", "erkl\xc3\xa4rt", "begr\xc3\xbcndet",
	"identifiziert", "schlie\xc3\x9ft", "findet", "schreibt",
	/* how: ausführlich vollständig vollständige sorgfältig
	    schlüssig präzise */
	"klar", "klare", "klaren", "nachvollziehbar", "ausf\xc3\xbchrlich",
	"vollst\xc3\xa4ndig", "vollst\xc3\xa4ndige", "sauber",
	"sorgf\xc3\xa4ltig", "schl\xc3\xbcssig", "logisch", "pr\xc3\xa4zise",
	NULL
};

/* Italian (lowercase: why_fold lowers a word first) */
static const char *const why_rows_it[] = {
	/* joining words: così è */
	"il", "lo", "la", "dell", "nell", "sull", "gli", "le", "l", "un",
	"una", "di", "del", "della", "dei", "delle", "a", "al", "alla", "in",
	"nel", "nella", "con", "per", "su", "da", "e", "ed", "poi", "quindi",
	"cos\xc3\xac", "anche", "ogni", "tutti", "tutte", "entrambe",
	"entrambi", "suo", "sua", "suoi", "sue", "\xc3\xa8", "sono", "hanno",
	"che",
	/* the work and its parts */
	"studente", "studentessa", "assistente", "soluzione", "risposta",
	"problema", "equazione", "equazioni", "espressione", "radice",
	"radici", "passaggio", "passaggi", "calcolo", "calcoli",
	"ragionamento", "procedimento", "metodo", "risultato", "risultati",
	"fattorizzazione", "formula", "funzione", "valore", "valori",
	"termine", "termini", "derivata", "integrale", "frazione",
	"dimostrazione", "argomentazione", "spiegazione", "sostituzione",
	"verifica", "riferimento", "lavoro",
	/* what the student does */
	"fattorizza", "risolve", "calcola", "ottiene", "applica", "usa",
	"utilizza", "controlla", "sostituisce", "semplifica", "deriva",
	"integra", "dimostra", "mostra", "spiega", "giustifica",
	"identifica", "arriva", "conclude", "trova", "scrive", "sviluppa",
	"isola", "considera",
	/* how */
	"chiaro", "chiara", "chiaramente", "dettagliato", "dettagliata",
	"completo", "completa", "rigoroso", "rigorosa", "coerente", "logico",
	"logica", "preciso", "precisa", "giustificato", "giustificati",
	"giustificata", "giustificate",
	NULL
};

/* Portuguese (lowercase: why_fold lowers a word first) */
static const char *const why_rows_pt[] = {
	/* joining words: então também é são têm */
	"a", "os", "as", "um", "uma", "de", "do", "da", "dos", "das",
	"em", "na", "nas", "com", "por", "pelo", "pela", "para", "e",
	"depois", "ent\xc3\xa3o", "assim", "tamb\xc3\xa9m", "cada", "todos",
	"todas", "ambos", "ambas", "seu", "sua", "seus", "suas", "\xc3\xa9",
	"s\xc3\xa3o", "foi", "tem", "t\xc3\xaam", "que",
	/* the work and its parts: solução equação equações expressão
	    raízes cálculo cálculos raciocínio método fatoração
	    fórmula função fração demonstração explicação
	    substituição verificação referência */
	"aluno", "aluna", "assistente", "estudante", "solu\xc3\xa7\xc3\xa3o",
	"resposta", "problema", "equa\xc3\xa7\xc3\xa3o",
	"equa\xc3\xa7\xc3\xb5" "es", "express\xc3\xa3o", "raiz",
	"ra\xc3\xadzes", "passo", "passos", "c\xc3\xa1lculo",
	"c\xc3\xa1lculos", "racioc\xc3\xadnio", "procedimento",
	"m\xc3\xa9todo", "resultado", "resultados",
	"fatora\xc3\xa7\xc3\xa3o", "f\xc3\xb3rmula", "fun\xc3\xa7\xc3\xa3o",
	"valor", "valores", "termo", "termos", "derivada", "integral",
	"fra\xc3\xa7\xc3\xa3o", "demonstra\xc3\xa7\xc3\xa3o", "prova",
	"argumento", "explica\xc3\xa7\xc3\xa3o",
	"substitui\xc3\xa7\xc3\xa3o", "verifica\xc3\xa7\xc3\xa3o",
	"refer\xc3\xaancia", "trabalho",
	/* what the student does: obtém */
	"fatora", "resolve", "calcula", "obt\xc3\xa9m", "aplica", "usa",
	"utiliza", "verifica", "confere", "substitui", "simplifica",
	"deriva", "integra", "demonstra", "mostra", "explica", "justifica",
	"identifica", "chega", "conclui", "encontra", "escreve",
	"desenvolve", "isola", "considera",
	/* how: lógico lógica */
	"claro", "clara", "claramente", "detalhado", "detalhada", "completo",
	"completa", "rigoroso", "rigorosa", "coerente", "l\xc3\xb3gico",
	"l\xc3\xb3gica", "preciso", "precisa", "justificado", "justificados",
	"justificada", "justificadas",
	NULL
};

/* Russian (lowercase: why_fold lowers a word first) */
static const char *const why_rows_ru[] = {
	/* joining words: и в на с по к из для затем
	    потом также оба обе все каждый
	    каждого его её это этот эта при что
	    как */
	"\xd0\xb8", "\xd0\xb2", "\xd0\xbd\xd0\xb0", "\xd1\x81",
	"\xd0\xbf\xd0\xbe", "\xd0\xba", "\xd0\xb8\xd0\xb7",
	"\xd0\xb4\xd0\xbb\xd1\x8f",
	"\xd0\xb7\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbc",
	"\xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc",
	"\xd1\x82\xd0\xb0\xd0\xba\xd0\xb6\xd0\xb5",
	"\xd0\xbe\xd0\xb1\xd0\xb0", "\xd0\xbe\xd0\xb1\xd0\xb5",
	"\xd0\xb2\xd1\x81\xd0\xb5",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd0\xbe\xd0\xb3\xd0\xbe",
	"\xd0\xb5\xd0\xb3\xd0\xbe", "\xd0\xb5\xd1\x91",
	"\xd1\x8d\xd1\x82\xd0\xbe", "\xd1\x8d\xd1\x82\xd0\xbe\xd1\x82",
	"\xd1\x8d\xd1\x82\xd0\xb0", "\xd0\xbf\xd1\x80\xd0\xb8",
	"\xd1\x87\xd1\x82\xd0\xbe", "\xd0\xba\xd0\xb0\xd0\xba",
	/* the work and its parts: студент ассистент
	    ассистента студентка ученик
	    ученица решение решения ответ
	    задача задачи уравнение уравнения
	    выражение корень корни корня шаг
	    шаги шага вычисление вычисления
	    рассуждение рассуждения метод
	    результат разложение формула
	    функция значение значения
	    производная интеграл дробь
	    доказательство объяснение
	    подстановка подстановкой проверка
	    проверку работа */
	"\xd1\x81\xd1\x82\xd1\x83\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x82",
	"\xd0\xb0\xd1\x81\xd1\x81\xd0\xb8"
	"\xd1\x81\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82",
	"\xd0\xb0\xd1\x81\xd1\x81\xd0\xb8\xd1\x81"
	"\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82\xd0\xb0",
	"\xd1\x81\xd1\x82\xd1\x83\xd0\xb4"
	"\xd0\xb5\xd0\xbd\xd1\x82\xd0\xba\xd0\xb0",
	"\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xba",
	"\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x86\xd0\xb0",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	"\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb0",
	"\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb8",
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2"
	"\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2"
	"\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xb2\xd1\x8b\xd1\x80\xd0\xb0"
	"\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xba\xd0\xbe\xd1\x80\xd0\xb5\xd0\xbd\xd1\x8c",
	"\xd0\xba\xd0\xbe\xd1\x80\xd0\xbd\xd0\xb8",
	"\xd0\xba\xd0\xbe\xd1\x80\xd0\xbd\xd1\x8f",
	"\xd1\x88\xd0\xb0\xd0\xb3", "\xd1\x88\xd0\xb0\xd0\xb3\xd0\xb8",
	"\xd1\x88\xd0\xb0\xd0\xb3\xd0\xb0",
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1\x81"
	"\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1\x81"
	"\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd1\x80\xd0\xb0\xd1\x81\xd1\x81\xd1\x83"
	"\xd0\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x80\xd0\xb0\xd1\x81\xd1\x81\xd1\x83"
	"\xd0\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xbc\xd0\xb5\xd1\x82\xd0\xbe\xd0\xb4",
	"\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83"
	"\xd0\xbb\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82",
	"\xd1\x80\xd0\xb0\xd0\xb7\xd0\xbb\xd0\xbe"
	"\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x84\xd0\xbe\xd1\x80\xd0\xbc\xd1\x83\xd0\xbb\xd0\xb0",
	"\xd1\x84\xd1\x83\xd0\xbd\xd0\xba\xd1\x86\xd0\xb8\xd1\x8f",
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb8\xd0\xb7"
	"\xd0\xb2\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xb0\xd1\x8f",
	"\xd0\xb8\xd0\xbd\xd1\x82\xd0\xb5\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbb",
	"\xd0\xb4\xd1\x80\xd0\xbe\xd0\xb1\xd1\x8c",
	"\xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd1\x82"
	"\xd0\xb5\xd0\xbb\xd1\x8c\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe",
	"\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81"
	"\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82"
	"\xd0\xb0\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xba\xd0\xb0",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82\xd0\xb0"
	"\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xba\xd0\xbe\xd0\xb9",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xba\xd0\xb0",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xba\xd1\x83",
	"\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb0",
	/* what the student does: раскладывает решает
	    вычисляет получает применяет
	    использует проверяет подставляет
	    упрощает доказывает показывает
	    объясняет обосновывает находит
	    записывает приходит */
	"\xd1\x80\xd0\xb0\xd1\x81\xd0\xba\xd0\xbb\xd0\xb0"
	"\xd0\xb4\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8"
	"\xd1\x81\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc"
	"\xd0\xb5\xd0\xbd\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb"
	"\xd1\x8c\xd0\xb7\xd1\x83\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2"
	"\xd0\xb5\xd1\x80\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82"
	"\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd1\x83\xd0\xbf\xd1\x80\xd0\xbe\xd1\x89\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7"
	"\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7"
	"\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x8f"
	"\xd1\x81\xd0\xbd\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe"
	"\xd0\xb2\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbd\xd0\xb0\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb8\xd1\x82",
	"\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81"
	"\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd1\x80\xd0\xb8\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb8\xd1\x82",
	/* how: ясно ясное чётко четко чёткое
	    подробно подробное полное
	    полностью строго строгое логично
	    логичное последовательно
	    аккуратно обосновано обоснован
	    полный подробный ясный строгий
	    чёткий логичный */
	"\xd1\x8f\xd1\x81\xd0\xbd\xd0\xbe",
	"\xd1\x8f\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd1\x87\xd1\x91\xd1\x82\xd0\xba\xd0\xbe",
	"\xd1\x87\xd0\xb5\xd1\x82\xd0\xba\xd0\xbe",
	"\xd1\x87\xd1\x91\xd1\x82\xd0\xba\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80\xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80"
	"\xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd"
	"\xd0\xbe\xd1\x81\xd1\x82\xd1\x8c\xd1\x8e",
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbe",
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb5",
	"\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8\xd1\x87\xd0\xbd\xd0\xbe",
	"\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8\xd1\x87\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe"
	"\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe",
	"\xd0\xb0\xd0\xba\xd0\xba\xd1\x83"
	"\xd1\x80\xd0\xb0\xd1\x82\xd0\xbd\xd0\xbe",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd"
	"\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81"
	"\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd1\x8b\xd0\xb9",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80"
	"\xd0\xbe\xd0\xb1\xd0\xbd\xd1\x8b\xd0\xb9",
	"\xd1\x8f\xd1\x81\xd0\xbd\xd1\x8b\xd0\xb9",
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xb8\xd0\xb9",
	"\xd1\x87\xd1\x91\xd1\x82\xd0\xba\xd0\xb8\xd0\xb9",
	"\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8\xd1\x87\xd0\xbd\xd1\x8b\xd0\xb9",
	NULL
};

static const char *const *const why_rows[] = { work_words, remark_words,
	closing_words, about_words, why_rows_es, why_rows_fr, why_rows_de,
	why_rows_it, why_rows_pt, why_rows_ru, NULL };

/*
 * The word s[0..n) in lower case into out (size bytes): ASCII, the
 * Latin-1 capitals (\xc3\x80-\xc3\x9e but \xc3\x97) and the Cyrillic
 * ones (\xd0\x81, \xd0\x90-\xd0\xaf); its length, or 0 when it does not fit.
 */
static size_t
why_fold(const char *s, size_t n, char *out, size_t size)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char a, b;
	size_t i;

	if (n >= size)
		return 0;
	for (i = 0; i < n; i++) {
		a = u[i];
		b = i + 1 < n ? u[i + 1] : 0;
		if (a >= 'A' && a <= 'Z')
			a += 'a' - 'A';
		else if (a == 0xc3 && b >= 0x80 && b <= 0x9e && b != 0x97)
			b += 0x20;			/* À-Þ */
		else if (a == 0xd0 && b == 0x81) {
			a = 0xd1;			/* Ё */
			b = 0x91;
		} else if (a == 0xd0 && b >= 0x90 && b <= 0x9f)
			b += 0x20;			/* А-П */
		else if (a == 0xd0 && b >= 0xa0 && b <= 0xaf) {
			a = 0xd1;			/* Р-Я */
			b -= 0x20;
		}
		out[i] = (char)a;
		if (a >= 0xc0 && i + 1 < n)
			out[++i] = (char)b;
	}
	return n;
}

/*
 * French and Italian articles and prepositions elided before a vowel,
 * written as one word with the next ("l'assistant", "dell'equazione"):
 * read as two, each a row.  ("n'" and "j'" are none: a negation and
 * the grader.)
 */
static const char *const why_elided[] = { "l", "d", "c", "qu", "dell",
	"nell", "sull", "dall", "all", NULL };

/*
 * Rows that open a condition when they open a clause, by inversion:
 * "Were the domain stated, the proof is complete."  ("had" is no row
 * at all: "Had the student checked ...")
 */
static const char *const why_inverted[] = { "were", NULL };

/* 1 when the word s[0..n) is one a justification is made of. */
static int
why_word_known(const char *s, size_t n)
{
	char low[96];
	const char *q;
	size_t k, m;

	/* the refusal rows again: an elided word's rest ("l'if") is
	   looked up here alone */
	if (papo_rubric_word_in(s, n, refused_words) ||
	    papo_rubric_word_in(s, n, turn_words) ||
	    papo_rubric_word_in(s, n, label_words) ||
	    papo_rubric_word_in(s, n, why_refused) ||
	    papo_rubric_word_in(s, n, rate_verbs) ||
	    papo_rubric_word_in(s, n, points_words))
		return 0;
	if ((m = why_fold(s, n, low, sizeof(low))) == 0)
		return 0;
	for (k = 0; why_rows[k]; k++)
		if (papo_rubric_word_in(low, m, why_rows[k]))
			return 1;
	if ((q = memchr(s, '\'', n)) != NULL &&
	    papo_rubric_word_in(s, (size_t)(q - s), why_elided) &&
	    q + 1 < s + n)
		return why_word_known(q + 1, n - (size_t)(q + 1 - s));
	return 0;
}

/*
 * The words of a level of quality: two of them joined by "to" make a
 * range of ratings ("Good to excellent.", "clear to very clear",
 * "good-to-excellent"), which no justification holds.
 */
static const char *const why_levels[] = { "good", "excellent", "great",
	"fine", "solid", "strong", "clear", "sound", "fair", "poor", "weak",
	"adequate", "decent", "acceptable", "satisfactory", "outstanding",
	"exceptional", "average", "mediocre", "rigorous", "complete",
	"correct", "partial", "incomplete", "bad", "perfect", "flawless",
	"high", "low", "medium", "moderate", "minor", "major", "okay", "ok",
	"thorough", "careful", "precise", "valid", "elegant", NULL };

static const char *const why_intensifiers[] = { "very", "fully",
	"quite", "highly", "mostly", "really", "truly", "extremely",
	"entirely", "largely", NULL };

/* The next word of s (n bytes) from i on, past spaces and hyphens. */
static size_t
why_next_word(const char *s, size_t n, size_t i, size_t *z)
{
	while (i < n && (s[i] == ' ' || s[i] == '-'))
		i++;
	for (*z = i; *z < n && isalpha((unsigned char)s[*z]); ++*z)
		;
	return i;
}

/* 1 when the sentence s (n bytes) joins two levels by "to". */
static int
why_range(const char *s, size_t n)
{
	size_t a = 0, z, pa = 0, pz = 0, b, y;

	while ((a = why_next_word(s, n, a, &z)) < n) {
		if (z == a) {
			a++;
			pz = pa;	/* another sign: no pair across it */
			continue;
		}
		if (z - a == 2 && strncasecmp(s + a, "to", 2) == 0 &&
		    papo_rubric_word_in(s + pa, pz - pa, why_levels)) {
			b = why_next_word(s, n, z, &y);
			if (papo_rubric_word_in(s + b, y - b, why_intensifiers))
				b = why_next_word(s, n, y, &y);
			if (papo_rubric_word_in(s + b, y - b, why_levels))
				return 1;
		}
		pa = a;
		pz = z;
		a = z;
	}
	return 0;
}

/*
 * One sentence of a justification (s, n bytes): 1 when it holds only
 * what why_refused and the rules above let a justification hold.
 */
static int
why_ok(const char *s, size_t n)
{
	size_t i = 0, z, w, prev = 0, plen = 0;
	int lead = 1;	/* the next word opens a clause */

	if (why_range(s, n))
		return 0;
	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		if (quoted_span(s, n, i, &z)) {
			if (span_number(s, i, z))
				return 0;	/* "$4$": a value */
			i = z;
			plen = 0;
			continue;
		}
		if ((w = typo_mark(s, n, i)) != 0 ||
		    (w = papo_rubric_token_at(s, n, i, (const char *const[]){
		    "\xe3\x80\x82", "\xef\xbc\x8c", "\xe3\x80\x81",
		    "\xef\xbc\x9b", "\xef\xbc\x9a", NULL })) != 0) {
			i += w;
			continue;
		}
		if (c >= 0x80 && number_char(s, n, i))
			return 0;	/* "½", "④", "Ⅳ", "３" */
		if (cjk_at(s, n, i)) {
			/* a CJK run is read by rubric_cjk.c's rows, every
			   part of it one */
			for (z = i; z < n && cjk_at(s, n, z) &&
			    !number_char(s, n, z); z += 3)
				;
			if (!papo_rubric_cjk_rows(s + i, z - i))
				return 0;
			i = z;
			plen = 0;
			lead = 0;
			continue;
		}
		if (isdigit(c)) {
			/* only a step's number: "step 2", "(1)" after
			   "equation" */
			if (plen == 0 ||
			    !papo_rubric_word_in(s + prev, plen, why_steps))
				return 0;
			for (z = i; z < n && isdigit((unsigned char)s[z]); z++)
				;
			if (z < n && (isalpha((unsigned char)s[z]) ||
			    strchr("/%.", s[z]) != NULL) && !clause_ends(s, n,
			    z))
				return 0;
			i = z;
			plen = 0;	/* a step names one number */
			continue;
		}
		if (!isalpha(c) && c < 0x80) {
			if (!isspace(c) && strchr(".,;:!()[]\"'*_`~-", c) ==
			    NULL)
				return 0;	/* '?', '%', '/', '=' */
			if (strchr(",;:(", c) != NULL)
				lead = 1;
			i++;
			continue;
		}
		for (z = i; z < n && (isalpha((unsigned char)s[z]) ||
		    ((unsigned char)s[z] >= 0x80 && !cjk_at(s, n, z) &&
		    !typo_mark(s, n, z) && !number_char(s, n, z)) ||
		    ((s[z] == '\'' || s[z] == '-') &&
		    z + 1 < n && isalpha((unsigned char)s[z + 1]))); z++)
			;
		if (why_word_refused(s, i, z, plen ? s + prev : NULL, plen))
			return 0;
		if (!why_word_known(s + i, z - i))
			return 0;	/* a word no row holds */
		if (lead && papo_rubric_word_in(s + i, z - i, why_inverted))
			return 0;	/* "Were the domain stated, ..." */
		lead = 0;
		/* a number word, or a letter ("a B."), that ends its
		   clause is a value */
		if ((papo_rubric_word_in(s + i, z - i, num_words) ||
		    papo_rubric_word_in(s + i, z - i, why_numbers) ||
		    z - i == 1) &&
		    clause_ends(s, n, z))
			return 0;
		/* a letter graded, "A-" ("a-b" is one word) */
		if (z - i == 1 && z < n && s[z] == '-')
			return 0;
		/* "out of" */
		if (plen == 3 && strncasecmp(s + prev, "out", 3) == 0 &&
		    z - i == 2 && strncasecmp(s + i, "of", 2) == 0)
			return 0;
		prev = i;
		plen = z - i;
		i = z;
	}
	return 1;
}

/*
 * ---- why the verdict is not another level ----
 *
 * "Score: 4. Not a 5 because the bound in step 3 is not proved.",
 * "Score: 3 rather than 2, since the base case is checked.": a sentence
 * after the verdict that names another level only to say why it is not
 * the verdict, by rows: an opening of why_not_opens and a tier other
 * than the verdict's (or "a X instead of a Y", X the verdict), then
 * nothing, or a cause of why_not_causes and a clause that is a
 * justification (why_ok), or a subject that is one and a fault of
 * why_not_faults ending the sentence.  Anything else in it (another
 * value, a hedge, a turn, a word no row holds) leaves the sentence to
 * the other rules, which refuse it.
 */
static const char *const why_not_opens[] = { "not a ", "not an ", "not ",
	"it is not a ", "it is not an ", "it's not a ", "it's not an ",
	"this is not a ", "this is not an ", "it is not ", "it falls short "
	"of a ", "it falls short of an ", "falls short of a ", "it does not "
	"reach a ", "i did not give a ", "i did not give an ", "i didn't "
	"give a ", "i didn't give an ", "rather than a ", "rather than an ",
	"rather than ", NULL };
/* after the verdict's own tier: "a 3 instead of a 4" */
static const char *const why_not_pairs[] = { " instead of a ",
	" instead of an ", " instead of ", " rather than a ",
	" rather than an ", " rather than ", ", not a ", ", not an ",
	", not ", NULL };
static const char *const why_not_causes[] = { " because ", ", because ",
	" since ", ", since ", ", as ", ": ", " - ", NULL };
static const char *const why_not_faults[] = { "is not proved",
	"is not proven", "is not justified", "is not shown", "is not checked",
	"is not verified", "is not stated", "is not explained",
	"is not addressed", "is not handled", "is not rigorous",
	"is not complete", "are not proved", "are not proven",
	"are not justified", "are not shown", "are not checked",
	"are not verified", "are not stated", "are not explained",
	"is missing", "are missing", "is skipped", "are skipped",
	"is omitted", "are omitted", "is unjustified", "are unjustified",
	"is unproved", "is unproven", "is incomplete", "is left out",
	"are left out", "is left unproved", "is left unjustified",
	"without proof", "without a proof", "without justification",
	"without any justification", "without checking it",
	"has a gap", "has gaps", "has a small gap", "has a minor gap", NULL };

/* The length of the row of list (any case) s opens with, or 0. */
static size_t
why_not_row(const char *s, size_t n, const char *const *list)
{
	size_t k, w;

	for (k = 0; list[k]; k++)
		if ((w = strlen(list[k])) <= n &&
		    strncasecmp(s, list[k], w) == 0)
			return w;
	return 0;
}

/* A tier at s[i]: its end, *y its value; or 0. */
static size_t
why_not_tier(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *y)
{
	size_t z, k;

	if (i >= n || !isdigit((unsigned char)s[i]) ||
	    score_token(s, n, i, y, &z) != 0 || !is_tier(r, s + i, z - i, y) ||
	    (z < n && (isalnum((unsigned char)s[z]) || s[z] == '/' ||
	    s[z] == '%')))
		return 0;
	for (k = i; k < z; k++)
		if (!isdigit((unsigned char)s[k]) && s[k] != '.')
			return 0;	/* "5/5", "1/2": another scale */
	return z;
}

/* 1 when s (n bytes) is a subject that is a justification then a fault. */
static int
why_not_fault(const char *s, size_t n)
{
	size_t k, w;

	for (k = 0; why_not_faults[k]; k++) {
		w = strlen(why_not_faults[k]);
		if (w + 2 <= n && s[n - w - 1] == ' ' &&
		    strncasecmp(s + n - w, why_not_faults[k], w) == 0 &&
		    why_ok(s, n - w - 1))
			return 1;
	}
	return 0;
}

/*
 * The same sentence in German, French, Spanish, Russian and Chinese
 * ("Nicht 5, weil der Beweis unvollständig ist.", "不是5分，因为证明不完整。"):
 * an opening, a tier other than the verdict's (a unit of points
 * aside), then nothing, or a cause and a subject that is a
 * justification (why_ok) ending in a fault, the opening, the cause
 * and the fault rows of one language (a row's lang): "Pas un 5 car
 * the bound is not proved" mixes two, and is not read.
 */
struct why_row {
	const char *row;
	char lang;
};
static const struct why_row why_not_opens_intl[] = { { "nicht ", 'd' },
	{ "keine ", 'd' }, { "es ist keine ", 'd' }, { "pas un ", 'f' },
	{ "pas une ", 'f' }, { "ce n'est pas un ", 'f' }, { "no un ", 's' },
	{ "no es un ", 's' }, { "no ", 's' },
	{ "\xd0\xbd\xd0\xb5 ", 'r' }, { "\xd0\x9d\xd0\xb5 ", 'r' },	/* не */
	{ "\xe4\xb8\x8d\xe6\x98\xaf", 'z' },			/* 不是 */
	{ NULL, 0 } };
static const struct why_row why_not_causes_intl[] = { { ", weil ", 'd' },
	{ " weil ", 'd' }, { ", da ", 'd' }, { " car ", 'f' },
	{ ", car ", 'f' }, { " parce que ", 'f' }, { ", parce que ", 'f' },
	{ " porque ", 's' }, { ", porque ", 's' }, { ", ya que ", 's' },
	/* ", потому что ", ", так как " */
	{ ", \xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 "
	    "\xd1\x87\xd1\x82\xd0\xbe ", 'r' },
	{ ", \xd1\x82\xd0\xb0\xd0\xba \xd0\xba\xd0\xb0\xd0\xba ", 'r' },
	/* "，因为", "，因為", "因为" */
	{ "\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8\xba", 'z' },
	{ "\xef\xbc\x8c\xe5\x9b\xa0\xe7\x82\xba", 'z' },
	{ "\xe5\x9b\xa0\xe4\xb8\xba", 'z' }, { NULL, 0 } };
static const struct why_row why_not_faults_intl[] = {
	{ "nicht bewiesen ist", 'd' }, { "nicht begr\xc3\xbc" "ndet ist", 'd' },
	{ "unvollst\xc3\xa4ndig ist", 'd' }, { "fehlt", 'd' },
	{ "n'est pas prouv\xc3\xa9" "e", 'f' }, { "n'est pas prouv\xc3\xa9", 'f' },
	{ "est incompl\xc3\xa8te", 'f' }, { "est incomplet", 'f' },
	{ "manque", 'f' }, { "no est\xc3\xa1 demostrada", 's' },
	{ "no est\xc3\xa1 demostrado", 's' }, { "est\xc3\xa1 incompleta", 's' },
	{ "est\xc3\xa1 incompleto", 's' }, { "falta", 's' },
	/* "не доказано", "не доказана", "неполное" */
	{ "\xd0\xbd\xd0\xb5 \xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0"
	    "\xd0\xbd\xd0\xbe", 'r' },
	{ "\xd0\xbd\xd0\xb5 \xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0"
	    "\xd0\xbd\xd0\xb0", 'r' },
	{ "\xd0\xbd\xd0\xb5\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xbe\xd0\xb5",
	    'r' },
	/* "不完整", "没有证明" (no space before them) */
	{ "\xe4\xb8\x8d\xe5\xae\x8c\xe6\x95\xb4", 'z' },
	{ "\xe6\xb2\xa1\xe6\x9c\x89\xe8\xaf\x81\xe6\x98\x8e", 'z' },
	{ NULL, 0 } };

/* The row of list (any ASCII case) s opens with: its length, *lang. */
static size_t
why_intl_row(const char *s, size_t n, const struct why_row *list,
    char want, char *lang)
{
	size_t k, w;

	for (k = 0; list[k].row; k++)
		if ((want == 0 || list[k].lang == want) &&
		    (w = strlen(list[k].row)) <= n &&
		    strncasecmp(s, list[k].row, w) == 0) {
			*lang = list[k].lang;
			return w;
		}
	return 0;
}

/* 1 when s (n bytes) is a justification then a fault of lang. */
static int
why_intl_fault(const char *s, size_t n, char lang)
{
	size_t k, w, sp;

	for (k = 0; why_not_faults_intl[k].row; k++) {
		if (why_not_faults_intl[k].lang != lang)
			continue;
		w = strlen(why_not_faults_intl[k].row);
		/* a CJK row follows its subject with no space */
		sp = lang != 'z';
		if (w + 1 + sp <= n && (!sp || s[n - w - 1] == ' ') &&
		    strncasecmp(s + n - w, why_not_faults_intl[k].row,
		    w) == 0 && why_ok(s, n - w - sp))
			return 1;
	}
	return 0;
}

/* why_not_ok's sentence s[i..n) in another language: 1 or 0. */
static int
why_not_intl(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x)
{
	size_t w, z;
	double y;
	char lang = 0, cl = 0;

	if ((w = why_intl_row(s + i, n - i, why_not_opens_intl, 0,
	    &lang)) == 0)
		return 0;
	if ((z = why_not_tier(r, s, n, i + w, &y)) == 0 || y == x)
		return 0;
	z += points_unit(s, n, z);	/* "不是5分", "nicht 5 Punkte" */
	if (z == n)
		return 1;	/* "Nicht 5." */
	if ((w = why_intl_row(s + z, n - z, why_not_causes_intl, lang,
	    &cl)) == 0)
		return 0;
	z += w;
	return z < n && why_intl_fault(s + z, n - z, lang);
}

static int
why_not_ok(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	size_t i = 0, w, z;
	double y;

	while (i < n && isspace((unsigned char)s[i]))
		i++;
	while (n > i && (isspace((unsigned char)s[n - 1]) ||
	    strchr(".!", s[n - 1]) != NULL))
		n--;
	while (n - i >= 3 && memcmp(s + n - 3, "\xe3\x80\x82", 3) == 0)
		n -= 3;	/* the ideographic full stop */
	if (why_not_intl(r, s, n, i, x))
		return 1;
	if ((w = why_not_row(s + i, n - i, why_not_opens)) != 0)
		i += w;
	else {
		/* "a 3 instead of a 4", "3 rather than 2", "3, not 2" */
		if (n - i > 2 && strncasecmp(s + i, "a ", 2) == 0)
			i += 2;
		if ((z = why_not_tier(r, s, n, i, &y)) == 0 || y != x ||
		    (w = why_not_row(s + z, n - z, why_not_pairs)) == 0)
			return 0;
		i = z + w;
	}
	if ((z = why_not_tier(r, s, n, i, &y)) == 0 || y == x)
		return 0;
	if (z == n)
		return 1;	/* "Not a 5." */
	if ((w = why_not_row(s + z, n - z, why_not_causes)) == 0)
		return 0;
	z += w;
	return z < n && (why_ok(s + z, n - z) || why_not_fault(s + z, n - z));
}

/*
 * The justification of the verdict x that opens at s[i] (past its
 * label) and runs to n: 0 when every sentence of it is recognised (a
 * justification's words, or why it is not another level: "Explanation:
 * Not a 5 because the bound is not proved."), else -1 with v set.
 */
static int
why_block(const struct papo_rubric *r, const char *s, size_t n, size_t i,
    double x, struct papo_rubric_verdict *v)
{
	size_t e;

	for (;;) {
		if ((i = skip_fill(s, n, i)) >= n)
			return 0;
		e = sentence_end(s, n, i);
		if (!why_ok(s + i, e - i) && !why_not_ok(r, s + i, e - i, x)) {
			v->at = i;
			v->len = e - i;
			v->why = "after the verdict, a justification that "
			    "holds what no justification the reader "
			    "recognises does (a value, a label, a hedge, a "
			    "correction, another scale)";
			return -1;
		}
		i = e;
	}
}

/*
 * A sentence of justification with no label before it ("The derivation
 * is sound and every step is justified."): one that opens on the work
 * as its subject, a determiner of why_dets, at most one word, then a
 * noun of why_subjects ("The final step ..."), holds no colon (a label
 * no row reads, "Explanations: ...", is not one) and is one why_ok
 * recognises.  A sentence on anything else ("Same as before.") is not.
 * why_subjects is no second table of the work's words: each of its
 * nouns is one of remark_words or work_words too (why_ok reads them
 * there); it names those of them a sentence may open on as its subject.
 */
static const char *const why_dets[] = { "the", "this", "each", "every",
	"its", "all", "both", NULL };
static const char *const why_subjects[] = { "response", "solution",
	"proof", "derivation", "derivations", "argument", "reasoning",
	"explanation", "algebra", "computation", "computations",
	"calculation", "calculations", "step", "steps", "student", "work",
	"approach", "method", "presentation", "writeup", "write-up",
	"exposition", "notation", "justification", "logic", "setup",
	"set-up", NULL };

static int
why_said(const char *s, size_t n)
{
	size_t a, z, k;

	if (memchr(s, ':', n) != NULL)
		return 0;
	for (a = 0; a < n && (s[a] == ' ' || s[a] == '*' || s[a] == '_' ||
	    s[a] == '\n'); a++)
		;
	a = why_next_word(s, n, a, &z);
	if (!papo_rubric_word_in(s + a, z - a, why_dets))
		return 0;
	for (k = 0; k < 2; k++) {
		a = why_next_word(s, n, z, &z);
		if (papo_rubric_word_in(s + a, z - a, why_subjects))
			return why_ok(s, n);
	}
	return 0;
}

/*
 * ---- a justification that weighs the work ----
 *
 * "The derivation is sound but the final step skips a case.", "The
 * response is correct.", "The proof is complete, though the last step
 * is not fully justified.": statements about the work, read by rows of
 * their parts, not by refusing words.  A statement is a subject (a
 * determiner, words of assess_mods, a noun of the work, and at most one
 * "of" phrase of the same: "the justification of the last step"), then
 * an assessment of assess_preds (a copula and its complement, or a
 * fault: "skips a case", "does not verify the domain"); statements are
 * joined by a row of assess_joins, and one after a join may leave its
 * subject out ("... but does not verify the domain").  "not" and "but"
 * stand only inside these rows; a value, a scale, a verdict verb, a
 * hedge, a condition or a revision is in no row, and a sentence that
 * holds one is no statement of this kind.
 */
static const char *const assess_nouns[] = { "response", "solution",
	"proof", "derivation", "argument", "reasoning", "explanation",
	"algebra", "computation", "calculation", "step", "steps", "work",
	"approach", "method", "presentation", "writeup", "exposition",
	"notation", "justification", "logic", "setup", "answer", "result",
	"check", "case", "cases", "domain", "conclusion", "analysis", NULL };
static const char *const assess_mods[] = { "final", "last", "first",
	"second", "overall", "whole", "main", "key", "domain", "student's",
	"response's", "assistant's", "algebraic", "numerical", NULL };
/* what is said of the work: fault 1 when it names a fault */
static const struct {
	const char *row;
	int fault;
} assess_preds[] = {
	/* a copula's complement: what the work is */
	{ "is correct", 0 }, { "are correct", 0 }, { "is sound", 0 },
	{ "are sound", 0 }, { "is clear", 0 }, { "are clear", 0 },
	{ "is complete", 0 }, { "is rigorous", 0 }, { "is valid", 0 },
	{ "are valid", 0 }, { "is justified", 0 }, { "are justified", 0 },
	{ "is fully justified", 0 }, { "is mostly correct", 0 },
	{ "is largely sound", 0 }, { "is well organized", 0 },
	{ "is well organised", 0 }, { "is accurate", 0 },
	/* what the work does well */
	{ "identifies the key idea", 0 }, { "identify the key idea", 0 },
	/* a fault of a part */
	{ "is thin", 1 }, { "is brief", 1 }, { "is terse", 1 },
	{ "is missing", 1 }, { "are missing", 1 }, { "is incomplete", 1 },
	{ "is not fully justified", 1 }, { "is not justified", 1 },
	{ "are not justified", 1 }, { "is not checked", 1 },
	{ "is not verified", 1 }, { "is not shown", 1 },
	{ "is not proved", 1 }, { "is not explained", 1 },
	{ "is not rigorous", 1 }, { "is not complete", 1 },
	{ "is skipped", 1 }, { "is omitted", 1 }, { "is unjustified", 1 },
	{ "could be clearer", 1 }, { "lacks detail", 1 },
	{ "skips a case", 1 }, { "skips a step", 1 }, { "misses a case", 1 },
	{ "omits a case", 1 }, { "omits the domain check", 1 },
	{ "does not verify the domain", 1 },
	{ "does not check the domain", 1 },
	{ "does not justify the last step", 1 },
	{ "does not justify the final step", 1 },
	{ "never checks the domain", 1 }, { "never verifies the domain", 1 },
	{ "does not handle the second case", 1 }, { NULL, 0 } };
static const char *const assess_joins[] = { ", but ", " but ",
	", though ", " though ", ", although ", " although ", ", and ",
	" and ", "; however, ", "; but ", NULL };

/* Past the subject s opens with (s[i..n)), or 0 when it opens none. */
static size_t
assess_subject(const char *s, size_t n, size_t i)
{
	size_t a, z, k, end = 0;

	a = why_next_word(s, n, i, &z);
	if (!papo_rubric_word_in(s + a, z - a, why_dets))
		return 0;
	/* modifiers and nouns, a noun last: "the domain check" */
	for (k = 0; k < 4; k++) {
		a = why_next_word(s, n, z, &z);
		if (papo_rubric_word_in(s + a, z - a, assess_nouns))
			end = z;
		else if (!papo_rubric_word_in(s + a, z - a, assess_mods))
			break;
	}
	if (end == 0)
		return 0;
	/* "of the last step" */
	a = why_next_word(s, n, end, &k);
	if (k - a == 2 && strncasecmp(s + a, "of", 2) == 0 &&
	    (k = assess_subject(s, n, k)) != 0)
		return k;
	return end;
}

/* 1 when s[i..n) is exactly a row of assess_preds (*fault |= its). */
static int
assess_pred(const char *s, size_t n, size_t i, int *fault)
{
	size_t k;

	for (k = 0; assess_preds[k].row; k++)
		if (strlen(assess_preds[k].row) == n - i &&
		    strncasecmp(s + i, assess_preds[k].row, n - i) == 0) {
			*fault |= assess_preds[k].fault;
			return 1;
		}
	return 0;
}

/*
 * 1 when s (n bytes) holds no row of assess_joins and says something
 * after its subject (why_said's): "The final step" alone, or "The
 * derivation is sound and every step", is no statement.
 */
static int
assess_whole(const char *s, size_t n)
{
	size_t a, z = 0, k, w;

	for (a = 0; a < n; a++)
		for (k = 0; assess_joins[k]; k++)
			if (n - a >= (w = strlen(assess_joins[k])) &&
			    strncasecmp(s + a, assess_joins[k], w) == 0)
				return 0;
	/* nor ends on one's word: "The algebra is clear and" */
	for (a = n; a > 0 && isalpha((unsigned char)s[a - 1]); a--)
		;
	if (papo_rubric_word_in(s + a, n - a, (const char *const[]){ "and",
	    "but", "though", "although", "however", NULL }))
		return 0;
	a = why_next_word(s, n, 0, &z);
	for (k = 0; k < 3 && z < n; k++) {
		a = why_next_word(s, n, z, &z);
		if (papo_rubric_word_in(s + a, z - a, why_subjects))
			break;
	}
	a = why_next_word(s, n, z, &w);
	return k < 3 && w > a;
}

/* 1 when s (n bytes) is one statement: a subject and its assessment. */
static int
assess_clause(const char *s, size_t n, int bare, int *fault)
{
	size_t z;

	if (bare && assess_pred(s, n, 0, fault))
		return 1;	/* its subject the one before the join */
	if (why_said(s, n) && assess_whole(s, n))
		return 1;
	return (z = assess_subject(s, n, 0)) != 0 && z < n && s[z] == ' ' &&
	    assess_pred(s, n, z + 1, fault);
}

/*
 * 1 when s (n bytes, its stop left out) is statements joined by rows of
 * assess_joins, at most depth of them (*fault set when one names a
 * fault or a contrast joins them).
 */
static int
assess_joined(const char *s, size_t n, int bare, int depth, int *fault)
{
	size_t p, k, w;
	int f;

	if (assess_clause(s, n, bare, fault))
		return 1;
	if (depth == 0)
		return 0;
	for (p = 1; p < n; p++)
		for (k = 0; assess_joins[k]; k++) {
			w = strlen(assess_joins[k]);
			/* a contrast weighs one statement against the
			   other: a fault, whatever its words */
			f = strstr(assess_joins[k], "and") == NULL;
			if (n - p > w && strncasecmp(s + p, assess_joins[k],
			    w) == 0 && assess_clause(s, p, bare, &f) &&
			    assess_joined(s + p + w, n - p - w, 1, depth - 1,
			    &f)) {
				*fault |= f;
				return 1;
			}
		}
	return 0;
}

/* 1 when x is r's highest level (or r names none). */
static int
assess_top(const struct papo_rubric *r, double x)
{
	size_t k;

	if (r->nscores == 0 && r->ngrades == 0)
		return 1;
	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] > x)
			return 0;
	for (k = 0; k < r->ngrades; k++)
		if (r->grades[k].value > x)
			return 0;
	return 1;
}

/*
 * 1 when the sentence s (n bytes) is a statement about the work that
 * the verdict x may stand beside: a fault named beside the rubric's
 * highest level ("Score: 1. The reasoning is not complete." under
 * 3-tier) says two things, and is not; under a rubric of grade words
 * none is read (the grade restated or another named).
 */
static int
assess_said(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	size_t a = 0;
	int fault = 0;

	/* under grade words, "The answer is correct." restates one */
	if (r->ngrades > 0 || memchr(s, ':', n) != NULL)
		return 0;
	while (a < n && (s[a] == ' ' || s[a] == '\n'))
		a++;
	while (n > a && (s[n - 1] == ' ' || s[n - 1] == '\n'))
		n--;
	if (n == a || s[n - 1] != '.' ||
	    !assess_joined(s + a, n - 1 - a, 0, 3, &fault))
		return 0;
	return !fault || !assess_top(r, x);
}

/*
 * After the verdict's line (from i on), every sentence recognised
 * (remark_ok); else -1 with v->why, v->at and v->len at the first one
 * that is not.
 */
static int
tail_recognised(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, struct papo_rubric_verdict *v)
{
	size_t e;

	for (;;) {
		if ((i = skip_fill(s, n, i)) >= n)
			return 0;
		if ((e = why_label_at(s, n, i)) != 0)
			return why_block(r, s, n, e, x, v);
		e = sentence_end(s, n, i);
		if (!remark_ok(r, s + i, e - i, x) && !why_said(s + i,
		    e - i) && !assess_said(r, s + i, e - i, x)) {
			v->at = i;
			v->len = e - i;
			v->why = "after the verdict, a statement that is not "
			    "one the reader recognises as closing it (a "
			    "correction, a doubt, another label or value)";
			return -1;
		}
		i = e;
	}
}

int
papo_rubric_remark_ok(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	char t[512];
	size_t k;

	if (n + 1 >= sizeof(t))
		return 0;
	for (k = 0; k < n; k++)
		if (isdigit((unsigned char)s[k]))
			return 0;	/* no value of its own */
	/* read as the sentence it would be, its full stop after it */
	memcpy(t, s, n);
	t[n] = '.';
	return remark_ok(r, t, n + 1, x) || why_said(t, n + 1) ||
	    assess_said(r, t, n + 1, x);
}

/*
 * 1 when the verdict at s[at] is quoted, not stated: inside a code
 * fence (an odd number of lines opening with "```" before it).  A judge
 * states its verdict in its own text; one in a code block is an
 * example or someone else's.  (A blockquote line, "> Score: 1", is
 * markup the judge states its verdict with, and is read.)
 */
static int
quoted_verdict(const char *s, size_t at)
{
	size_t i, a;
	char open = 0;	/* the fence's character, '`' or '~', inside one */

	for (a = at; a > 0 && s[a - 1] != '\n'; a--)
		;
	for (i = 0; i < a; i++) {
		if (i > 0 && s[i - 1] != '\n')
			continue;
		while (i < a && (s[i] == ' ' || s[i] == '\t'))
			i++;
		/* "~~~" opens a fence as "```" does; each closes its own */
		if (a - i >= 3 && (s[i] == '`' || s[i] == '~') &&
		    s[i + 1] == s[i] && s[i + 2] == s[i] &&
		    (open == 0 || open == s[i]))
			open = open ? 0 : s[i];
	}
	return open != 0;
}

/*
 * The elements a judge wraps its own verdict in: <answer>, <verdict>,
 * <evaluation> ... (and ERNIE's <response>).  A verdict inside any
 * other element opened before it and not closed (<student_response>,
 * <quote>, <solution>, <pre>, the prompt's <response-TOKEN> echoed) is
 * quoted, not stated.
 */
static const char *const verdict_elements[] = { "answer", "response",
	"verdict", "evaluation", "assessment", "judgment", "judgement",
	"final", "final_answer", "final_verdict", "result", "score",
	"grade", "rating", "output", "review", "feedback", "critique",
	"conclusion", "decision", "summary", NULL };

/* elements that never hold text, and tokens written as tags */
static const char *const void_elements[] = { "br", "hr", "wbr", "s",
	"bos", "eos", "pad", "unk", "sep", NULL };

/*
 * The element <NAME> (no attributes: letters, digits, '_' and '-') at
 * s[i]: 1 opening, -1 closing, 0 none; *name, *len its name.
 */
static int
element_at(const char *s, size_t n, size_t i, const char **name,
    size_t *len)
{
	size_t k = i + 1;
	int closing = k < n && s[k] == '/';

	k += closing;
	*name = s + k;
	if (k >= n || !isalpha((unsigned char)s[k]))
		return 0;
	while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_' ||
	    s[k] == '-'))
		k++;
	if (k >= n || s[k] != '>')
		return 0;
	*len = (size_t)(s + k - *name);
	return closing ? -1 : 1;
}

/* 1 when the verdict at s[at] stands inside an element no row knows. */
static int
element_quoted(const char *s, size_t at)
{
	const char *open[16], *name;
	size_t lens[16], depth = 0, i, len;
	int kind;

	for (i = 0; i < at; i++) {
		if (s[i] != '<' || (kind = element_at(s, at, i, &name,
		    &len)) == 0 ||
		    papo_rubric_word_in(name, len, void_elements))
			continue;
		if (kind > 0 && depth < 16) {
			open[depth] = name;
			lens[depth++] = len;
		} else if (kind < 0 && depth > 0 && lens[depth - 1] == len &&
		    strncasecmp(open[depth - 1], name, len) == 0)
			depth--;
	}
	for (i = 0; i < depth; i++)
		if (!papo_rubric_word_in(open[i], lens[i], verdict_elements))
			return 1;
	return 0;
}

/* The length of the end-of-turn token at s[i], or 0. */
static size_t
turn_token(const char *s, size_t n, size_t i)
{
	static const char *const turn[] = { "<|im_end|>", "<|eot_id|>",
	    "<|endoftext|>", "<|end|>", "<|return|>", "<end_of_turn>",
	    "<eos>", "<|eot|>", "<|end_of_text|>", "<|eom_id|>",
	    "<|end_of_sentence|>", "<end_of_sentence>",
	    "<|END_OF_TURN_TOKEN|>", "[e~[",
	    "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence"
	    "\xef\xbd\x9c>", NULL };
	size_t k, w;

	if (s[i] != '<' && s[i] != '[')
		return 0;
	for (k = 0; turn[k]; k++)
		if (n - i >= (w = strlen(turn[k])) &&
		    memcmp(s + i, turn[k], w) == 0)
			return w;
	return 0;
}

/*
 * Where a chat template's end-of-turn token in s is followed by more
 * than white space and end tokens (the server went on generating past
 * the judge's turn: "Score: 1<|im_end|>\n<|im_start|>assistant\n
 * Score: 1"), or n when none is.
 */
static size_t
past_turn(const char *s, size_t n)
{
	size_t i, j, w;

	for (i = 0; i < n; i++) {
		if ((w = turn_token(s, n, i)) == 0)
			continue;
		for (j = i + w; j < n; j += w) {
			w = isspace((unsigned char)s[j]) ? 1 :
			    turn_token(s, n, j);
			if (w == 0)
				return i;
		}
		return n;
	}
	return n;
}

/*
 * Where a tool call written in the text starts (Hermes and Qwen's
 * <tool_call>, Mistral's [TOOL_CALLS], Llama's <|python_tag|> and
 * <function=, Phi's functools[, Kimi's and DeepSeek's sections), or n:
 * a reply that calls a tool is not one committed verdict, and the
 * call's arguments may state another.
 */
static size_t
tool_call_at(const char *s, size_t n)
{
	static const char *const calls[] = { "<tool_call>", "[TOOL_CALLS]",
	    "<|python_tag|>", "<function=", "functools[", "<|tool_call|>",
	    "<|tool_calls_section_begin|>", "<|tool_call_begin|>",
	    "<\xef\xbd\x9ctool\xe2\x96\x81" "calls\xe2\x96\x81" "begin"
	    "\xef\xbd\x9c>", NULL };
	const char *p;
	size_t k, at = n;

	for (k = 0; calls[k]; k++)
		if ((p = find_mem(s, n, calls[k])) != NULL &&
		    (size_t)(p - s) < at)
			at = (size_t)(p - s);
	return at;
}

/*
 * A verdict read in s (n bytes; a later "<think>" at s[think], or n)
 * stands only in one committed turn: no tool call written in the text,
 * nothing past an end-of-turn token, no reasoning again after it, no
 * "</think>" after it ("Score: 3</think>The response is careful.": the
 * verdict was the reasoning's, glued to its close with text after it
 * on the line, which reasoning_end takes for no close).  0, or -1 with
 * v->why set.
 */
static int
one_turn(const char *s, size_t n, size_t think, struct papo_rubric_verdict *v)
{
	const char *p;
	size_t at = v->at;

	if ((v->at = tool_call_at(s, n)) < n)
		v->why = "the reply calls a tool in its text (<tool_call>, "
		    "[TOOL_CALLS]...): not one committed verdict";
	else if ((v->at = past_turn(s, n)) < n)
		v->why = "text follows the end of the judge's turn (an end "
		    "token such as <|im_end|>, then more): not one committed "
		    "verdict";
	else if ((v->at = think) < n)
		/* "Score: 1 <think>...": reasoning again after the verdict */
		v->why = "the judge reasons again after its verdict (a "
		    "<think> follows it): not one committed verdict";
	else if ((p = find_mem(s + at, n - at, "</think>")) != NULL) {
		v->at = (size_t)(p - s);
		v->why = "a </think> follows the verdict: it stands in the "
		    "judge's reasoning, not one committed verdict";
	}
	else {
		v->at = at;
		return 0;
	}
	v->len = 0;
	return -1;
}

/*
 * The text read, s[*start..*end) of s[..*n): inside a response block
 * (<answer>...</answer>, Command A's <|START_RESPONSE|>) when one
 * wraps it, *n then the block's end; and no chat template token that
 * opens a turn or a role in it.  0, or -1 with v->why set.
 */
static int
text_read(const char *s, size_t *start, size_t *end, size_t *n,
    struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a, b, m;
	int rc = papo_rubric_template_block(s + *start, *n - *start, &a, &b,
	    &why);

	if (rc < 0) {
		v->why = why;
		return -1;
	}
	if (rc > 0) {
		*n = *start + b;
		if (*end > *n)
			*end = *n;
		*start += a;
	}
	m = papo_rubric_template_mark(s + *start, *end - *start);
	if (m < *end - *start) {
		v->why = "a chat template's token that opens a turn or a "
		    "role (<|im_start|>, <start_of_turn>...) stands in the "
		    "judge's text: not one committed verdict";
		return -1;
	}
	return 0;
}

static int
read_text(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	static const char open[] = "<think>";
	const char *p;
	size_t start, end = n, r0;
	int rc, opened;

	memset(v, 0, sizeof(*v));
	/* the judge's own reasoning, when it comes in the content */
	start = r0 = reasoning_end(r, s, n, &opened);
	if ((p = memmem(s + start, n - start, open, sizeof(open) - 1)) != NULL)
		end = (size_t)(p - s);
	rc = text_read(s, &start, &end, &n, v);
	if (rc == 0)
		rc = read_labels(r, s + start, end - start, v);
	if (rc == 0 && quoted_verdict(s + start, v->at)) {
		v->why = "the verdict stands in a code block: quoted, not "
		    "stated";
		rc = -1;
	}
	if (rc == 0 && element_quoted(s + start, v->at)) {
		v->why = "the verdict stands inside an element that is not "
		    "the judge's own (<student_response>, <quote>, <pre> "
		    "...): quoted, not stated";
		rc = -1;
	}
	if (rc == 0)
		rc = others_agree(r, s + start, n - start, v->score, v);
	if (rc == 0 && r->parse == PAPO_RUBRIC_GRADE)
		rc = grade_after(r, s + start, n - start, v->score, v);
	else if (rc == 0 && level_named_after(r, s + start, n - start,
	    v->at + v->len, v->score)) {
		v->why = "after the verdict, a name the rubric gives another "
		    "level";
		rc = -1;
	}
	if (rc == 0)
		rc = tail_recognised(r, s + start, end - start,
		    line_end(s + start, end - start, v->at + v->len), v->score,
		    v);
	if (rc < 0 && opened && r0 == n && n > 0)
		v->why = "the reply opens the judge's reasoning and never "
		    "closes it (cut off while reasoning?): nothing after it "
		    "to read";
	if (rc == 0)
		rc = one_turn(s + start, n - start, end - start, v);
	v->at += start;
	if (rc == 0 && r0 > 0 && !opened &&
	    last_line_differs(r, s, r0, v)) {
		v->len = 0;
		rc = -1;
	}
	if (v->len == 0) {
		/* no verdict found: the end of the text read tells most */
		v->at = end;
	}
	if (cut_off) {
		/* what tells most is where it was cut */
		v->at = n;
		v->len = 0;
		v->error = "truncated";
		v->why = "the reply was cut off (finish reason length) before "
		    "it ended; raise --max-tokens";
		return -1;
	}
	if (rc < 0)
		v->error = "no_score";
	return rc;
}

/*
 * ---- a verdict written as JSON ----
 *
 * A reply that is one flat JSON object (alone, or alone in a code fence,
 * "```json"), read by key rows: one key of json_score_keys, its value a
 * number (or a string that is only a number) that is one of the scores
 * (under parse: grade, one of json_grade_keys or the rubric's label,
 * its value a string that is one grade alone); every other key one of
 * json_note_keys, its value a string with no label in it and nothing
 * that states another value (others_agree; no other grade); one
 * written after the score key is read as a justification after a
 * verdict is (why_block).  Any other key, a second score key, a nested
 * value, true, false or null: no score.  As models write them, a
 * comment (a line's rest after "//", or between slash-star and
 * star-slash) between tokens is commentary read
 * as a justification after the score is, and holds no digit (a second
 * score, "// or 3", a scale, "// out of 5": no score); one comma may
 * follow the last member.
 */
static const char *const json_score_keys[] = { "score", "rating",
	"final_score", NULL };
/* under parse: grade, the keys of the grade (and the rubric's label) */
static const char *const json_grade_keys[] = { "grade", "final_grade",
	"verdict", NULL };
static const char *const json_note_keys[] = { "reasoning", "reason",
	"explanation", "justification", "rationale", "feedback",
	"analysis", "comment", "comments", "critique", "strengths",
	"weaknesses", "summary", "evaluation", "assessment", NULL };

static int json_key_in(const char *k, size_t klen,
    const char *const *list);

struct json_cur {
	const char *s;
	size_t n, i;
	struct papo_buf *notes;	/* where comments go, or NULL */
};

/*
 * The comments that name the verdict's member, as a label does
 * ("// the overall verdict"): they add nothing to it, and are not read
 * as commentary.  A row whole, white space and a colon aside.
 */
static const char *const json_label_comments[] = { "the overall verdict",
	"overall verdict", "the final verdict", "final verdict",
	"the verdict", "verdict", "the overall score", "overall score",
	"the final score", "final score", "the score", "score", NULL };

/* 1 when the comment's text s[a..z) is a row of json_label_comments. */
static int
json_label_comment(const char *s, size_t a, size_t z)
{
	while (a < z && isspace((unsigned char)s[a]))
		a++;
	while (z > a && isspace((unsigned char)s[z - 1]))
		z--;
	if (z > a && s[z - 1] == ':')
		z--;
	return json_key_in(s + a, z - a, json_label_comments);
}

/*
 * A comment at c->i, "//" to the line's end or "/" "*" to "*" "/":
 * its text appended to c->notes (unless it names the verdict's member,
 * json_label_comment), c->i past it; 1, or 0 when none starts there or
 * it holds a digit or is not closed (c->i at c->n).
 */
static int
json_comment(struct json_cur *c)
{
	const char *t = c->s + c->i, *close;
	size_t a, z, k;

	if (c->notes == NULL || c->n - c->i < 2 || t[0] != '/' ||
	    (t[1] != '/' && t[1] != '*'))
		return 0;
	a = c->i + 2;
	if (t[1] == '/') {
		z = line_end(c->s, c->n, a);
		c->i = z;
	} else if ((close = find_mem(c->s + a, c->n - a, "*/")) != NULL) {
		z = (size_t)(close - c->s);
		c->i = z + 2;
	} else {
		c->i = c->n;	/* not closed: no object */
		return 0;
	}
	for (k = a; k < z; k++)
		if (isdigit((unsigned char)c->s[k])) {
			c->i = c->n;	/* a second score, a scale */
			return 0;
		}
	if (json_label_comment(c->s, a, z))
		return 1;
	papo_buf_add(c->notes, c->s + a, z - a);
	papo_buf_add(c->notes, "\n\n", 2);
	return 1;
}

static void
json_ws(struct json_cur *c)
{
	do
		while (c->i < c->n && isspace((unsigned char)c->s[c->i]))
			c->i++;
	while (json_comment(c));
}

/* "\uXXXX" at c->i (past the 'u') into out as UTF-8: 0, or -1. */
static int
json_u(struct json_cur *c, struct papo_buf *out)
{
	unsigned long u = 0;
	size_t k;
	char h[5];

	if (c->n - c->i < 5)
		return -1;
	for (k = 1; k <= 4; k++)
		if (!isxdigit((unsigned char)c->s[c->i + k]))
			return -1;
	memcpy(h, c->s + c->i + 1, 4);
	h[4] = '\0';
	u = strtoul(h, NULL, 16);
	c->i += 4;
	if (u == 0 || (u >= 0xd800 && u <= 0xdfff))
		return -1;	/* a NUL, half of a pair: not read */
	if (u < 0x80)
		return papo_buf_addc(out, (int)u);
	if (u < 0x800)
		return papo_buf_addc(out, (int)(0xc0 | u >> 6)) |
		    papo_buf_addc(out, (int)(0x80 | (u & 0x3f)));
	return papo_buf_addc(out, (int)(0xe0 | u >> 12)) |
	    papo_buf_addc(out, (int)(0x80 | ((u >> 6) & 0x3f))) |
	    papo_buf_addc(out, (int)(0x80 | (u & 0x3f)));
}

/* The JSON string at c->i, decoded, appended to out: 0, or -1. */
static int
json_string(struct json_cur *c, struct papo_buf *out)
{
	static const char esc[] = "\"\"\\\\//n\nt\tr\rb f ";
	const char *e;

	if (c->i >= c->n || c->s[c->i] != '"')
		return -1;
	for (c->i++; c->i < c->n; c->i++) {
		unsigned char ch = (unsigned char)c->s[c->i];

		if (ch == '"') {
			c->i++;
			return 0;
		}
		if (ch < 0x20)
			return -1;
		if (ch != '\\') {
			papo_buf_addc(out, ch);
			continue;
		}
		if (++c->i >= c->n)
			return -1;
		if (c->s[c->i] == 'u') {
			if (json_u(c, out) < 0)
				return -1;
		} else if ((e = strchr(esc, c->s[c->i])) != NULL &&
		    (e - esc) % 2 == 0 && c->s[c->i] != '\0')
			papo_buf_addc(out, e[1]);
		else
			return -1;
	}
	return -1;
}

/* A JSON number at c->i without an exponent: its length, or 0. */
static size_t
json_number(struct json_cur *c)
{
	size_t z = c->i;

	if (z < c->n && c->s[z] == '-')
		z++;
	if (scan_decimal(c->s, c->n, &z) < 0 || (z < c->n &&
	    (isalnum((unsigned char)c->s[z]) || c->s[z] == '.')))
		return 0;
	return z - c->i;
}

/* 1 when the key k (klen bytes) is a row of list, any case. */
static int
json_key_in(const char *k, size_t klen, const char *const *list)
{
	size_t i;

	for (i = 0; list[i]; i++)
		if (strlen(list[i]) == klen &&
		    strncasecmp(list[i], k, klen) == 0)
			return 1;
	return 0;
}

/*
 * 1 when the key k (klen bytes) is the rubric's grade label without its
 * colon, a space written as one or as '_' ("Final Grade", "final_grade").
 */
static int
json_key_label(const struct papo_rubric *r, const char *k, size_t klen)
{
	const char *l = r->grade_label;
	size_t n = l ? strlen(l) : 0, i;

	while (n > 0 && (l[n - 1] == ':' || l[n - 1] == ' '))
		n--;
	if (n == 0 || n != klen)
		return 0;
	for (i = 0; i < n; i++)
		if (!(tolower((unsigned char)l[i]) ==
		    tolower((unsigned char)k[i]) || (l[i] == ' ' &&
		    k[i] == '_')))
			return 0;
	return 1;
}

/* 1 when the key k (klen bytes) is the verdict's key under r. */
static int
json_verdict_key(const struct papo_rubric *r, const char *k, size_t klen)
{
	if (r->parse != PAPO_RUBRIC_GRADE)
		return json_key_in(k, klen, json_score_keys);
	return json_key_in(k, klen, json_grade_keys) ||
	    json_key_label(r, k, klen);
}

/*
 * The score key's value at c->i: a number, or a string of a number,
 * that is one of the scores, or a string that is the whole name the
 * rubric's text gives one level ({"score": "Good"}, as "Score: Good"
 * reads); under parse: grade, a string that is one of the grades
 * alone.  0 with *x set, or -1.
 */
static int
json_score(const struct papo_rubric *r, struct json_cur *c, double *x)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t w, z;
	long g;
	int rc;

	if (c->i < c->n && c->s[c->i] == '"') {
		if (json_string(c, &b) < 0 || b.len == 0)
			rc = -1;
		else if (r->parse == PAPO_RUBRIC_GRADE) {
			g = grade_at(r, b.s, b.len, 0, &z);
			rc = g >= 0 && z == b.len ? 0 : -1;
			if (rc == 0)
				*x = r->grades[g].value;
		} else if (verdict_value(r, b.s, b.len, x) == 0)
			rc = 0;
		else	/* a level's name the rubric defines, whole */
			rc = level_def_at(r, b.s, b.len, 0, x) == b.len ? 0 :
			    -1;
		papo_buf_release(&b);
		return rc;
	}
	if (r->parse == PAPO_RUBRIC_GRADE)
		return -1;	/* a grade is a word */
	if ((w = json_number(c)) == 0)
		return -1;
	c->i += w;
	return verdict_value(r, c->s + c->i - w, w, x);
}

/*
 * Keys beside the score that state no score, by rows: a confidence,
 * its value a probability written with a point ("confidence": 0.8)
 * under a rubric whose top score is above 1; a
 * label, its value one word of a level of quality that names no level
 * of the rubric ("label": "good"); a list of remarks, its value an
 * array of strings, each read as commentary ("issues": ["..."]).  An
 * unknown key, a number anywhere else, or a label the rubric gives a
 * level: no score.
 */
static const char *const json_confidence_keys[] = { "confidence",
	"certainty", NULL };
static const char *const json_tag_keys[] = { "label", "category",
	"quality", NULL };
static const char *const json_list_keys[] = { "issues", "strengths",
	"weaknesses", "errors", "mistakes", "suggestions", "improvements",
	NULL };

/*
 * The confidence's value at c->i: 0 (past it), or -1.  Under a rubric
 * whose scores lie within 0 and 1 ({0, 0.5, 1}) a probability is a
 * number of the score's own scale: two values, no score; so is one
 * that is one of the rubric's scores, and one below 0.8.
 */
static int
json_confidence(const struct papo_rubric *r, struct json_cur *c)
{
	size_t w = json_number(c), k;
	double y, top = 0;

	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] > top)
			top = r->scores[k];
	if (w == 0 || top <= 1 || memchr(c->s + c->i, '.', w) == NULL)
		return -1;
	/* a low confidence doubts the score (round 19's "confidence":
	   0.3, "Low confidence."): the judge commits to none */
	y = strtod(c->s + c->i, NULL);
	if (y < 0.8 || y > 1)
		return -1;
	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] == y)
			return -1;
	c->i += w;
	return 0;
}

/* The label's value at c->i: 0 (past it), or -1. */
static int
json_tag(const struct papo_rubric *r, struct json_cur *c)
{
	struct papo_buf b = PAPO_BUF_INIT;
	double y;
	int rc = -1;

	if (r->parse != PAPO_RUBRIC_GRADE && json_string(c, &b) == 0 &&
	    papo_rubric_word_in(b.s, b.len, why_levels) &&
	    level_def_at(r, b.s, b.len, 0, &y) != b.len)
		rc = 0;
	papo_buf_release(&b);
	return rc;
}

/*
 * The item notes->s[a..) of a list of remarks, when it is a statement
 * of the assessment rows written as a noun phrase, its determiner and
 * copula left out ("domain not checked", "final step justified"):
 * written whole ("The domain is not checked"), the first split that
 * reads as one (assess_joined).  Anything else is left as it is.
 */
static void
json_phrase(struct papo_buf *notes, size_t a)
{
	char t[256];
	size_t n = notes->len - a, k, m;
	int fault = 0;

	if (n == 0 || n > 200 || memchr(notes->s + a, '.', n) != NULL)
		return;
	for (k = 1; k < n; k++) {
		if (notes->s[a + k] != ' ')
			continue;
		m = (size_t)snprintf(t, sizeof(t), "The %.*s is %.*s",
		    (int)k, notes->s + a, (int)(n - k - 1),
		    notes->s + a + k + 1);
		if (m >= sizeof(t) || !assess_joined(t, m, 0, 0, &fault))
			continue;
		notes->len = a;
		papo_buf_add(notes, t, m);
		return;
	}
}

/* The list of remarks at c->i, each a sentence of notes: 0, or -1. */
static int
json_remarks(struct json_cur *c, struct papo_buf *notes)
{
	size_t a;

	if (c->i >= c->n || c->s[c->i++] != '[')
		return -1;
	for (;;) {
		json_ws(c);
		a = notes->len;
		if (json_string(c, notes) < 0)
			return -1;
		json_phrase(notes, a);
		/* a remark's own full stop ends its sentence */
		if (notes->len > a && notes->s[notes->len - 1] == '.' ?
		    papo_buf_add(notes, "\n\n", 2) < 0 :
		    papo_buf_add(notes, ".\n\n", 3) < 0)
			return -1;
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			continue;
		}
		if (c->i < c->n && c->s[c->i] == ']') {
			c->i++;
			return 0;
		}
		return -1;
	}
}

/* A key beside the score (key, klen) and its value at c->i: 0, or -1. */
static int
json_aside(const struct papo_rubric *r, struct json_cur *c, const char *key,
    size_t klen, struct papo_buf *notes)
{
	if (json_key_in(key, klen, json_confidence_keys))
		return json_confidence(r, c);
	if (json_key_in(key, klen, json_tag_keys))
		return json_tag(r, c);
	if (json_key_in(key, klen, json_list_keys) && c->i < c->n &&
	    c->s[c->i] == '[')
		return json_remarks(c, notes);
	if (!json_key_in(key, klen, json_note_keys) ||
	    json_string(c, notes) < 0 || papo_buf_add(notes, "\n\n", 2) < 0)
		return -1;
	return 0;
}

/*
 * The object's members at c->i (past '{'): 0, or -1.  The commentary
 * before the score key goes to notes[0], after it to notes[1].
 */
static int
json_members(const struct papo_rubric *r, struct json_cur *c,
    struct papo_buf *notes, struct papo_rubric_verdict *v)
{
	struct papo_buf key = PAPO_BUF_INIT;
	int have = 0, rc = -1;

	c->notes = &notes[1];	/* comments: read as after the score */
	for (;;) {
		papo_buf_reset(&key);
		json_ws(c);
		if (rc == 1 && have && c->i < c->n && c->s[c->i] == '}') {
			c->i++;	/* a trailing comma, as models write */
			rc = 0;
			break;
		}
		rc = -1;
		if (json_string(c, &key) < 0)
			break;
		json_ws(c);
		if (c->i >= c->n || c->s[c->i++] != ':')
			break;
		json_ws(c);
		if (json_verdict_key(r, key.s, key.len)) {
			v->at = c->i;
			if (have++ || json_score(r, c, &v->score) < 0)
				break;
			v->len = c->i - v->at;
		} else if (json_aside(r, c, key.s, key.len, &notes[have]) < 0)
			break;
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			rc = 1;
			continue;
		}
		if (c->i < c->n && c->s[c->i] == '}' && have) {
			c->i++;
			rc = 0;
		}
		break;
	}
	papo_buf_release(&key);
	return rc;
}

/*
 * The object in s (n bytes), white space around it aside, alone in a
 * code fence or not: its first and last byte in *a, *b, else -1.
 */
static int
json_span(const char *s, size_t n, size_t *a, size_t *b)
{
	static const char *const fences[] = { "```json\n", "```JSON\n",
	    "```\n", NULL };
	size_t k, w;

	*a = 0;
	while (*a < n && isspace((unsigned char)s[*a]))
		++*a;
	while (n > *a && isspace((unsigned char)s[n - 1]))
		n--;
	for (k = 0; fences[k]; k++)
		if (n - *a >= (w = strlen(fences[k])) + 3 &&
		    memcmp(s + *a, fences[k], w) == 0 &&
		    memcmp(s + n - 3, "```", 3) == 0) {
			*a += w;
			n -= 3;
			while (*a < n && isspace((unsigned char)s[*a]))
				++*a;
			while (n > *a && isspace((unsigned char)s[n - 1]))
				n--;
			break;
		}
	if (n - *a < 2 || s[*a] != '{' || s[n - 1] != '}')
		return -1;
	*b = n - 1;
	return 0;
}

/*
 * A verdict's object wrapped in one of one key, {"evaluation": {"score":
 * 8, ...}}: the key a row of json_wrappers, its object the outer one's
 * only member; c (c->i past the outer '{', c->n past its '}') moved
 * into it.  Anything else leaves c as it is.
 */
static void
json_wrapped(struct json_cur *c)
{
	static const char *const json_wrappers[] = { "evaluation", "result",
	    "judgment", "judgement", "assessment", "output", "grading",
	    "evaluation_result", NULL };
	struct json_cur k = *c;
	struct papo_buf key = PAPO_BUF_INIT;
	size_t e = c->n - 1;

	k.notes = NULL;
	json_ws(&k);
	if (json_string(&k, &key) == 0 &&
	    json_key_in(key.s, key.len, json_wrappers)) {
		json_ws(&k);
		if (k.i < k.n && k.s[k.i] == ':') {
			k.i++;
			json_ws(&k);
			while (e > k.i && isspace((unsigned char)k.s[e - 1]))
				e--;
			if (k.i < e && k.s[k.i] == '{' && k.s[e - 1] == '}') {
				c->i = k.i + 1;
				c->n = e;
			}
		}
	}
	papo_buf_release(&key);
}

/* 1 when s, white space around it aside, is one {...}: a JSON reply. */
static int
json_object(const char *s, size_t n)
{
	size_t a, b;

	return json_span(s, n, &a, &b) == 0;
}

/* 1 when s (n bytes) holds a grade word of another value than x. */
static int
line_has_other_grade(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	size_t i = 0, z;
	long g;

	while (i < n) {
		if (!grade_byte(s, n, i) || (i > 0 && grade_byte(s, n, i - 1))) {
			i++;
			continue;
		}
		if ((g = grade_at(r, s, n, i, &z)) >= 0 &&
		    r->grades[g].value != x)
			return 1;
		i = z > i ? z : i + 1;
	}
	return 0;
}

/*
 * why_block for a JSON verdict's commentary: each sentence a
 * justification why_ok or why_not_ok recognises, or a statement about
 * the work of the assessment rows (assess_said: "The domain is not
 * checked.", as after a label's verdict).
 */
static int
json_why(const struct papo_rubric *r, const char *s, size_t n, double x,
    struct papo_rubric_verdict *v)
{
	size_t i = 0, e;

	for (;;) {
		if ((i = skip_fill(s, n, i)) >= n)
			return 0;
		e = sentence_end(s, n, i);
		if (!assess_said(r, s + i, e - i, x))
			return why_block(r, s, n, i, x, v) < 0 ? -1 : 0;
		i = e;
	}
}

/*
 * The commentary t (n bytes) of a JSON verdict x: 0 when it holds no
 * label and states no other value (and, after the score key, is a
 * justification why_block recognises that names no other level of the
 * rubric), else -1 with *why.
 */
static int
json_notes(const struct papo_rubric *r, const char *t, size_t n, double x,
    int after, const char **why)
{
	struct papo_rubric_verdict o;
	size_t i;

	for (i = 0; i < n; i++)
		if (label_end(r, t, n, i) != 0) {
			*why = "the JSON verdict's commentary states a score "
			    "under a label of its own";
			return -1;
		}
	memset(&o, 0, sizeof(o));
	o.at = n;
	o.len = 0;
	if (r->parse == PAPO_RUBRIC_GRADE && line_has_other_grade(r, t, n,
	    x)) {
		*why = "the JSON verdict's commentary names another grade";
		return -1;
	}
	if (others_agree(r, t, n, x, &o) < 0 ||
	    (after && json_why(r, t, n, x, &o) < 0)) {
		*why = o.why;
		return -1;
	}
	/* after the score, as after a verdict's line: "Excellent work."
	   beside {"score": 4} where the rubric names 5 Excellent */
	if (after && r->parse != PAPO_RUBRIC_GRADE &&
	    level_named_after(r, t, n, 0, x)) {
		*why = "the JSON verdict's commentary after its score names "
		    "another level of the rubric";
		return -1;
	}
	return 0;
}

/* A JSON verdict (above) read from s (n bytes): 0, or -1 with v->why. */
static int
read_json(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct papo_buf notes[2] = { PAPO_BUF_INIT, PAPO_BUF_INIT };
	struct json_cur c = { s, 0, 0, NULL };
	size_t a, b;
	int rc = -1;

	memset(v, 0, sizeof(*v));
	v->why = r->parse == PAPO_RUBRIC_GRADE ? "the reply is a JSON "
	    "object whose keys are not one grade key (grade, final_grade, "
	    "verdict, the rubric's label) with one of the rubric's grades "
	    "and commentary keys (reasoning, explanation...) holding "
	    "strings" : "the reply is a JSON object whose keys are not one "
	    "score key (score, rating, final_score) with one of the "
	    "rubric's scores and commentary keys (reasoning, "
	    "explanation...) holding strings";
	if (json_span(s, n, &a, &b) < 0)
		return -1;
	c.n = b + 1;
	c.i = a + 1;
	json_wrapped(&c);
	if (json_members(r, &c, notes, v) == 0 && c.i == c.n &&
	    json_notes(r, notes[0].s, notes[0].len, v->score, 0,
	    &v->why) == 0 && json_notes(r, notes[1].s, notes[1].len,
	    v->score, 1, &v->why) == 0) {
		v->why = NULL;
		rc = 0;
	}
	papo_buf_release(&notes[0]);
	papo_buf_release(&notes[1]);
	return rc;
}

/*
 * The fence that opens the code block ending s (n bytes), "```json" or
 * "```" at a line's start, whose closing "```" ends s (white space
 * aside): its offset, or n when s ends in no such block.
 */
static size_t
json_fence_open(const char *s, size_t n)
{
	const char *p, *last = NULL;
	size_t e = n, k = 0;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	if (e < 6 || memcmp(s + e - 3, "```", 3) != 0)
		return n;
	for (p = s; (p = find_mem(p, e - 3 - (size_t)(p - s), "```")) !=
	    NULL; p += 3) {
		k++;
		last = p;
	}
	/* the block's opening fence is the last before its close, the
	   fences before it paired (prose's own code blocks closed) */
	if (last == NULL || k % 2 == 0 || (last > s && last[-1] != '\n'))
		return n;
	return (size_t)(last - s);
}

/* The last line of s (n bytes) that opens with '{': its offset, or n. */
static size_t
json_line_open(const char *s, size_t n)
{
	size_t i;

	for (i = n; i > 1; i--)
		if (s[i - 1] == '{' && s[i - 2] == '\n')
			return i - 1;
	return n;
}

/* 1 when s (n bytes) holds a JSON verdict key in quotes, any case. */
static int
json_key_quoted(const char *s, size_t n)
{
	static const char *const keys[] = { "\"score\"", "\"rating\"",
	    "\"final_score\"", "\"grade\"", "\"final_grade\"",
	    "\"verdict\"", NULL };
	size_t i, k, w;

	for (i = 0; i < n; i++)
		for (k = 0; keys[k]; k++)
			if (n - i >= (w = strlen(keys[k])) &&
			    strncasecmp(s + i, keys[k], w) == 0)
				return 1;
	return 0;
}

/*
 * A JSON verdict that ends the text s (n bytes) after the judge's
 * reasoning: the object alone (read_json), or in a fenced block (or
 * from a line's start) after prose that is recognised as leading to
 * it: no label, no other code
 * block, no JSON verdict key, nothing stating another value
 * (others_agree) and a line introducing it with a colon made of lead
 * words ("Here is my verdict:").  0 with *v, -1 with v->why, or 1
 * when s ends in no JSON object.
 */
static int
read_json_end(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict o;
	size_t f = 0, i;

	if (!json_object(s, n)) {
		if ((f = json_fence_open(s, n)) == n)
			f = json_line_open(s, n);
		if (f == n || !json_object(s + f, n - f))
			return 1;
	}
	if (read_json(r, s + f, n - f, v) < 0)
		return -1;
	v->at += f;
	if (f == 0)
		return 0;
	memset(&o, 0, sizeof(o));
	for (i = 0; i < f; i++)
		if (label_end(r, s, f, i) != 0)
			break;
	if (i < f || find_mem(s, f, "```") != NULL ||
	    json_key_quoted(s, f) || !intro_ok(s, f) ||
	    others_agree(r, s, f, v->score, &o) < 0) {
		v->why = "a JSON verdict after prose that states a score, "
		    "holds another code block or does not lead to it";
		return -1;
	}
	return 0;
}

int
papo_rubric_prose_before(const struct papo_rubric *r, const char *s,
    size_t n, double x, const char **why)
{
	struct papo_rubric_verdict o;
	size_t i;

	memset(&o, 0, sizeof(o));
	for (i = 0; i < n; i++)
		if (label_end(r, s, n, i) != 0) {
			*why = "a verdict stated in prose after a label that "
			    "states one";
			return -1;
		}
	if (json_key_quoted(s, n)) {
		*why = "a verdict stated in prose after a JSON verdict key";
		return -1;
	}
	if (others_agree(r, s, n, x, &o) < 0) {
		*why = o.why;
		return -1;
	}
	return 0;
}

int
papo_rubric_prose_after(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, const char **why)
{
	struct papo_rubric_verdict o;

	memset(&o, 0, sizeof(o));
	if (level_named_after(r, s, n, i, x)) {
		*why = "after a verdict stated in prose, a name the rubric "
		    "gives another level";
		return -1;
	}
	if (tail_recognised(r, s, n, i, x, &o) < 0) {
		*why = o.why;
		return -1;
	}
	return 0;
}

static size_t tag_trim(const char *, size_t);

/* papo_rubric_read's prose verdict ending s[a..b) (the end tokens
   after it aside), v read or kept. */
static int
prose_end(const struct papo_rubric *r, const char *s, size_t a, size_t b,
    struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict p;
	int rc;

	memset(&p, 0, sizeof(p));
	if ((rc = papo_rubric_prose(r, s + a, tag_trim(s + a, b - a),
	    &p)) == 0) {
		p.at += a;
		*v = p;
		return 0;
	}
	if (rc < 0)
		v->why = p.why;
	return -1;
}

/* papo_rubric_read's JSON verdict ending s[a..b), v read or kept. */
static int
json_end(const struct papo_rubric *r, const char *s, size_t a, size_t b,
    struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict j;
	int rc = read_json_end(r, s + a, b - a, &j);

	if (rc == 0) {
		j.at += a;
		*v = j;
		return 0;
	}
	if (rc < 0)
		v->why = j.why;
	return -1;
}

static int
read_forms(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a, b;
	int rc = papo_rubric_final_channel(s, n, &a, &b, &why);

	/* not harmony: a chat template's assistant turn, or plain text */
	if (rc == 0)
		rc = papo_rubric_template_turn(s, n, &a, &b, &why);
	if (rc == 0) {
		rc = read_text(r, s, n, cut_off, v);
		/* a server in JSON mode, structured outputs, after the
		   judge's reasoning if any */
		if (rc < 0 && !cut_off) {
			int opened;

			a = reasoning_end(r, s, n, &opened);
			rc = json_end(r, s, a, n, v);
			if (rc < 0)
				rc = prose_end(r, s, a, n, v);
		}
		return rc;
	}
	if (rc > 0) {
		/* harmony's final channel, or the template's turn: its
		   text alone is read */
		rc = read_text(r, s + a, b - a, cut_off, v);
		v->at += a;
		if (rc < 0 && !cut_off)
			rc = json_end(r, s, a, b, v);
		if (rc < 0 && !cut_off)
			rc = prose_end(r, s, a, b, v);
		return rc;
	}
	/* harmony without a final message, a turn after the judge's, a
	   user's turn: no verdict stated */
	rc = read_text(r, s, 0, cut_off, v);
	v->at = n;
	if (!cut_off)
		v->why = why;
	return -1;
}

/*
 * 1 when s (n bytes), the text before the reference's score and the
 * response's (x), states no verdict: no label, no box, no JSON verdict
 * key, no level the rubric names, nothing else that states another
 * value than x.
 */
static int
pair_before(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	struct papo_rubric_verdict o;
	size_t i;

	for (i = 0; i < n; i++)
		if (label_end(r, s, n, i) != 0)
			return 0;
	if (find_mem(s, n, "\\boxed") != NULL || json_key_quoted(s, n))
		return 0;
	memset(&o, 0, sizeof(o));
	o.at = n;	/* all of it before the verdict */
	return others_agree(r, s, n, x, &o) == 0;
}

/* the names of the tags a judge writes its verdict in, lower case */
static const char *const tag_names[] = { "score", "rating",
	"final_score", "overall_score", "final_rating", NULL };

/* s[0..n) with the white space and end tokens (end_tokens' that open
   with '<') that end it taken off: its new length. */
static size_t
tag_trim(const char *s, size_t n)
{
	size_t k, w;

	for (;;) {
		while (n > 0 && isspace((unsigned char)s[n - 1]))
			n--;
		for (k = 0; end_tokens[k]; k++)
			if (end_tokens[k][0] == '<' &&
			    n >= (w = strlen(end_tokens[k])) &&
			    memcmp(s + n - w, end_tokens[k], w) == 0)
				break;
		if (end_tokens[k] == NULL)
			return n;
		n -= w;
	}
}

/*
 * The value s[a..z) of a tag, white space around it: one of r's scores
 * (digits or a number word), alone or over the rubric's top ("8/10").
 * 0 with *x, *at and *len set, or -1.
 */
static int
tag_value(const struct papo_rubric *r, const char *s, size_t a, size_t z,
    double *x, size_t *at, size_t *len)
{
	const char *slash;
	double top = 0, y;
	size_t d, e;

	while (a < z && isspace((unsigned char)s[a]))
		a++;
	while (z > a && isspace((unsigned char)s[z - 1]))
		z--;
	e = z;
	if ((slash = memchr(s + a, '/', z - a)) != NULL) {
		e = (size_t)(slash - s);
		for (d = 0; d < r->nscores; d++)
			if (r->scores[d] > top)
				top = r->scores[d];
		for (d = e + 1; d < z; d++)
			if (!isdigit((unsigned char)s[d]))
				return -1;
		if (d == e + 1 || papo_rubric_number(s + e + 1, z - e - 1,
		    &y) < 0 || y != top)
			return -1;
	}
	/* "0." is "0.5" cut, "4 " of "4 / 5" is "4 or 5" */
	if (e == a || !isalnum((unsigned char)s[e - 1]) ||
	    papo_rubric_value(r, s + a, e - a, x) < 0)
		return -1;
	*at = a;
	*len = e - a;
	return 0;
}

/*
 * 1 when s (n bytes), the text before a verdict's tag, holds a tag of
 * a score of its own, opening or closing, whose name says so
 * ("<reference_score>", "<draft_rating>", "</score>"): another value.
 */
static int
tag_other(const char *s, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		if (s[i] != '<')
			continue;
		k = i + 1 < n && s[i + 1] == '/' ? i + 2 : i + 1;
		for (; k < n && (isalnum((unsigned char)s[k]) ||
		    s[k] == '_' || s[k] == '-'); k++)
			if (n - k >= 5 &&
			    (strncasecmp(s + k, "score", 5) == 0 ||
			    strncasecmp(s + k, "ratin", 5) == 0))
				return 1;
	}
	return 0;
}

/*
 * A verdict in a tag ending s (n bytes), "<score>8</score>": the tag
 * (a row of tag_names, any case) opens its line, the same tag closes
 * it, one of the rubric's scores alone in it, nothing after it but
 * white space and end tokens.  0 with t read and *start where the tag
 * starts, or -1.  That the text before it states no verdict and no
 * other value is the caller's to check (pair_before).
 */
static int
tag_end(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t, size_t *start)
{
	size_t e = tag_trim(s, n), c, o, k, w;

	if (e == 0 || s[e - 1] != '>')
		return -1;
	/* the closing tag ending at e */
	for (c = e; c > 0 && s[c - 1] != '<'; c--)
		;
	if (c == 0 || e - c < 3 || s[c] != '/')
		return -1;
	c--;
	for (k = 0; tag_names[k]; k++)
		if (e - c - 3 == (w = strlen(tag_names[k])) &&
		    strncasecmp(s + c + 2, tag_names[k], w) == 0)
			break;
	if (tag_names[k] == NULL)
		return -1;
	/* its opening tag, the same name, at its line's start */
	for (o = c; o > 0 && s[o - 1] != '\n'; o--)
		if (s[o - 1] == '<' && c - o >= w + 1 &&
		    strncasecmp(s + o, s + c + 2, w) == 0 && s[o + w] == '>')
			break;
	if (o == 0 || s[o - 1] != '<') {
		/* the value on lines of its own: "<score>\n8\n</score>" */
		for (o = c; o > 0; o--)
			if (s[o - 1] == '<' && c - o >= w + 1 &&
			    strncasecmp(s + o, s + c + 2, w) == 0 &&
			    s[o + w] == '>')
				break;
		if (o == 0)
			return -1;
	}
	o--;
	for (k = o; k > 0 && s[k - 1] != '\n'; k--)
		if (!isspace((unsigned char)s[k - 1]))
			return -1;
	if (tag_other(s, o))
		return -1;
	memset(t, 0, sizeof(*t));
	if (tag_value(r, s, o + w + 2, c, &t->score, &t->at, &t->len) < 0)
		return -1;
	*start = o;
	return 0;
}

/*
 * MT-Bench's rating with no label, "[[8]]", ending s (n bytes) on a
 * line of its own (white space and end tokens after it): 0 with t read
 * and *start where it starts, or -1.  That the text before it states
 * no verdict and no other value is the caller's to check (pair_before).
 */
static int
bracket_end(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t, size_t *start)
{
	size_t e = tag_trim(s, n), o, k;

	if (e < 5 || memcmp(s + e - 2, "]]", 2) != 0)
		return -1;
	for (o = e - 2; o >= 2 && s[o - 1] != '[' && s[o - 1] != '\n'; o--)
		;
	if (o < 2 || s[o - 1] != '[' || s[o - 2] != '[')
		return -1;
	for (k = o - 2; k > 0 && s[k - 1] != '\n'; k--)
		if (!isspace((unsigned char)s[k - 1]))
			return -1;
	memset(t, 0, sizeof(*t));
	if (tag_value(r, s, o, e - 2, &t->score, &t->at, &t->len) < 0 ||
	    memchr(s + o, '/', e - 2 - o) != NULL)
		return -1;
	*start = o - 2;
	return 0;
}

/*
 * 1 with t read when s (n bytes) ends on a revision of a verdict
 * (rubric_revise.c) and the text before the revision, read alone,
 * states that verdict.
 */
static int
revised(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t)
{
	struct papo_rubric_verdict u;
	size_t p;

	if (papo_rubric_revised(r, s, n, t, &p) < 0)
		return 0;
	memset(&u, 0, sizeof(u));
	return read_forms(r, s, p, 0, &u) == 0;
}

/*
 * read_forms, then, when it finds no verdict in a reply not cut off, a
 * table of criteria with their total ending the text read
 * (rubric_total.c), the reference's score and the response's
 * (rubric_pair.c), a verdict in a tag ("<score>8</score>", tag_end)
 * with nothing before it that states one, or a verdict revised
 * (rubric_revise.c): harmony's
 * final channel, the template's turn, or the text after the judge's
 * reasoning.
 */
static int
read_reply(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict t;
	const char *why;
	size_t a, b, p;
	int opened, rc = read_forms(r, s, n, cut_off, v);

	if (rc == 0 || cut_off || v->error == NULL ||
	    strcmp(v->error, "no_score") != 0)
		return rc;
	if ((rc = papo_rubric_final_channel(s, n, &a, &b, &why)) == 0)
		rc = papo_rubric_template_turn(s, n, &a, &b, &why);
	if (rc < 0)
		return -1;
	if (rc == 0) {
		a = reasoning_end(r, s, n, &opened);
		b = n;
	}
	memset(&t, 0, sizeof(t));
	if (papo_rubric_total(r, s + a, tag_trim(s + a, b - a), &t) < 0 &&
	    (papo_rubric_pair(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    (tag_end(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    (bracket_end(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    !revised(r, s + a, tag_trim(s + a, b - a), &t))
		return -1;
	t.at += a;
	*v = t;
	return 0;
}

/*
 * A reply whose digits are those of the script around them
 * ("得分：４", "التقييم: ٤") is read as if written in ASCII digits
 * (rubric_digits.c), the verdict's place mapped back to the reply.
 */
int
papo_rubric_read(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict w;
	size_t tn, a, z;
	char *t;
	int rc;

	if (!papo_rubric_native_digits(s, n, &t, &tn))
		return read_reply(r, s, n, cut_off, v);
	memset(&w, 0, sizeof(w));
	rc = read_reply(r, t, tn, cut_off, &w);
	a = papo_rubric_native_offset(s, n, w.at);
	z = papo_rubric_native_offset(s, n, w.at + w.len);
	free(t);
	*v = w;
	v->at = a;
	v->len = z - a;
	return rc;
}

void
papo_rubric_follow_up(const struct papo_rubric *r, struct papo_buf *out)
{
	size_t i;

	papo_buf_adds(out, "Your reply does not state one verdict that can "
	    "be read. Reply with the verdict alone, nothing else, in this "
	    "format: ");
	if (r->parse == PAPO_RUBRIC_GRADE) {
		papo_buf_adds(out, r->grade_label);
		papo_buf_adds(out, " followed by one of: ");
		for (i = 0; i < r->ngrades; i++)
			papo_buf_addf(out, "%s%s", i ? ", " : "",
			    r->grades[i].word);
	} else {
		papo_buf_adds(out, "Score: X, where X is one of: ");
		for (i = 0; i < r->nscores; i++)
			papo_buf_addf(out, "%s%g", i ? ", " : "",
			    r->scores[i]);
	}
	papo_buf_addc(out, '.');
}

/*
 * 1 when s[i..], past a verdict read alone, holds only closing
 * punctuation to its line's end, or an end token glued to it
 * ("Score: 1<|im_end|>"), then white space, markup and end tokens.
 */
static int
alone_after(const char *s, size_t n, size_t i)
{
	while (i < n && s[i] != '\n' && s[i] != '\0' && (s[i] == ' ' ||
	    s[i] == '\t' || s[i] == '\r' ||
	    strchr(".,;!$*_)]}`\"'\\", s[i]) != NULL))
		i++;
	if (i < n && s[i] != '\n' && s[i] != '<')
		return 0;
	return skip_fill(s, n, i) >= n;
}

int
papo_rubric_read_alone(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a, b, c;
	double x;
	int opened;

	if (papo_rubric_read(r, s, n, 0, v) < 0)
		return -1;
	/* in harmony, the final channel's message is the reply, in a chat
	   template the judge's turn; past the judge's reasoning, what
	   follows it, inside its response block */
	if (papo_rubric_final_channel(s, n, &a, &b, &why) > 0 ||
	    papo_rubric_template_turn(s, n, &a, &b, &why) > 0)
		n = b;
	a += reasoning_end(r, s + a, n - a, &opened);
	if (papo_rubric_template_block(s + a, n - a, &c, &b, &why) > 0) {
		n = a + b;
		a += c;
	}
	/* before the verdict: blanks and markup only; after it: closing
	   punctuation on its line, then markup and end tokens only */
	while (a < v->at && (isspace((unsigned char)s[a]) ||
	    strchr("*_#>`$", s[a]) != NULL))
		a++;
	if (a == v->at && alone_after(s, n, v->at + v->len))
		return 0;
	/* a verdict stated in prose, its sentence whole */
	if (papo_rubric_prose_alone(r, s + a, n - a, &x) == 0 &&
	    x == v->score)
		return 0;
	v->error = "no_score";
	v->why = "the reply to the follow-up turn is not the verdict alone";
	return -1;
}

int
papo_rubric_score(const struct papo_rubric *r, const char *s, size_t n,
    double *score, const char **why)
{
	struct papo_rubric_verdict v;
	int rc = papo_rubric_read(r, s, n, 0, &v);

	if (rc == 0)
		*score = v.score;
	else if (why)
		*why = v.why;
	return rc;
}

void
papo_rubric_excerpt(const char *s, size_t n,
    const struct papo_rubric_verdict *v, size_t max, struct papo_buf *out)
{
	size_t end = v->at + v->len, a, i, w;
	int space = 0;

	if (end > n)
		end = n;
	/* the verdict's line, to its end, when it fits */
	for (i = end; i < n && i - end < max / 4 && s[i] != '\n'; i++)
		;
	if (i == n || s[i] == '\n')
		end = i;
	/* back from the end while it fits: a control character takes
	   the six bytes of its escape */
	for (a = end, w = 0; a > 0; a--) {
		unsigned char c = (unsigned char)s[a - 1];
		size_t cw = (c < 0x20 && !isspace(c)) || c == 0x7f ? 6 : 1;

		if (w + cw > max)
			break;
		w += cw;
	}
	/* never start inside a UTF-8 sequence, nor with white space */
	while (a < end && (((unsigned char)s[a] & 0xC0) == 0x80 ||
	    isspace((unsigned char)s[a])))
		a++;
	if (a > 0)
		papo_buf_adds(out, "...");
	for (i = a; i < end; i++) {
		if (isspace((unsigned char)s[i])) {
			space = 1;
			continue;
		}
		if (space)
			papo_buf_addc(out, ' ');
		space = 0;
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			/* ESC, BEL, backspace...: shown as jq shows them */
			papo_buf_addf(out, "\\u%04x", (unsigned char)s[i]);
		else
			papo_buf_addc(out, s[i]);
	}
	if (end < n)
		papo_buf_adds(out, "...");
}
