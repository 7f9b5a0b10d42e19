/* SPDX-License-Identifier: MIT */
/*
 * rubric_level.c: the rubric's levels: a level defined before the
 * verdict, the rubric's texts walked line by line (papo_rubric_lines),
 * levels named in them, levels in forms the reader does not read, and
 * the reasoning blocks of other models a reply is read past.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * ---- a rubric level defined before the verdict ----
 *
 * "A score of 5 means the proof is complete. This one has a gap.
 * Score: 3": the judge quotes what a level of the rubric stands for,
 * then gives its verdict.  The quote is no verdict when the rubric's
 * own text defines that level (a line of it opens with the value,
 * emphasis aside, and a ':', '(', '-', '=' or ')'), when it is written as one
 * of the rows below (a head, the value, a definition row) and when the rest of
 * its sentence holds no digit and no word in the first person.  A hedge
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
size_t
papo_rubric_def_row_at(const char *s, size_t n, size_t i,
    const char *const *list)
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
int
papo_rubric_lines(const struct papo_rubric *r, int (*fn)(const struct
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
	    papo_rubric_score_token(t, n, k, &v, &w) != 0 || v != y)
		return 0;
	for (k = w; k < n && (t[k] == '*' || t[k] == '_'); k++)
		;
	k = papo_rubric_skip_blanks(t, n, k);
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
	return papo_rubric_lines(r, defines_line, &y);
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
		    papo_rubric_word_at(s, e, i, def_persons))
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
		k += papo_rubric_def_row_at(s, n, k, def_articles);
		if ((w = papo_rubric_def_row_at(s, n, k, def_heads)) == 0)
			return 0;
		k += w;
	}
	if (papo_rubric_score_token(s, n, k, &y, &w) < 0 ||
	    !papo_rubric_is_tier(r, s + k, w - k, &y) || !rubric_defines(r, y))
		return 0;
	k = w;
	if (k < n && s[k] == ' ')
		k++;
	if ((w = papo_rubric_def_row_at(s, n, k, def_rows)) == 0 || (isdigit(
	    (unsigned char)s[i]) && (unsigned char)s[k] < 0x80))
		return 0;
	e = papo_rubric_sentence_end(s, n, k + w);
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
	k += papo_rubric_def_row_at(s, n, k, def_articles);
	if ((w = papo_rubric_def_row_at(s, n, k, def_heads)) == 0)
		return 0;
	k += w;
	if (papo_rubric_score_token(s, n, k, &y, &w) < 0 ||
	    !papo_rubric_is_tier(r, s + k, w - k, &y) ||
	    (w < n && isalnum((unsigned char)s[w])))
		return 0;
	*z = w;
	return !papo_rubric_same_value(r, s + k, w - k, x);
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
 * byte of a character of another script that is no papo_rubric_name_mark.
 */
static int
name_byte(const char *t, size_t n, size_t e)
{
	unsigned char c = (unsigned char)t[e];

	if (c >= 0x80) {
		/* a mark's later bytes are never looked at alone: the
		   scan stops at its first */
		return papo_rubric_name_mark(t, n, e) == 0;
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
	k += papo_rubric_name_mark(t, n, k);	/* "5 \u2014 \u4f18\u79c0" */
	k = papo_rubric_skip_blanks(t, n, k);
	for (e = k; e < n && name_byte(t, n, e); e++)
		;
	while (e > k && t[e - 1] == ' ')
		e--;
	/* French sets a space before its colon: "4 - Bien : ..." */
	for (z = e; z < n && t[z] == ' '; z++)
		;
	if (e - k < 3 || e - k > 40 || (z < n && t[z] != '\n' &&
	    strchr(":),.-*(", t[z]) == NULL &&
	    papo_rubric_name_mark(t, n, z) == 0))
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
int
papo_rubric_level_def(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, double *y, size_t *a, size_t *len, size_t *next)
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
		return papo_rubric_score_token(t, tn, k, y, &w) == 0 &&
		    papo_rubric_is_tier(r, t + k, w - k, y) &&
		    (*len = level_name(t, tn, w, a)) != 0;
	/* the name first: letters (any script) and spaces, then " (" */
	for (e = k; e < *next && e - k <= 40 && name_byte(t, tn, e) &&
	    t[e] != '('; e++)
		;
	while (e > k && t[e - 1] == ' ')
		e--;
	v = papo_rubric_skip_blanks(t, tn, e);
	if (e - k < 3 || e - k > 40 || v >= *next || t[v] != '(' ||
	    papo_rubric_word_in(t + k, e - k, labels))
		return 0;
	v = papo_rubric_skip_blanks(t, tn, v + 1);
	if (v >= tn || !isdigit((unsigned char)t[v]) ||
	    papo_rubric_score_token(t, tn, v, y, &w) != 0 ||
	    !papo_rubric_is_tier(r, t + v, w - v, y))
		return 0;
	w = papo_rubric_skip_blanks(t, tn, w);
	if (w + 6 <= tn && strncasecmp(t + w, "points", 6) == 0)
		w += 6;
	else if (w + 5 <= tn && strncasecmp(t + w, "point", 5) == 0)
		w += 5;
	if (w >= tn || t[w] != ')')
		return 0;
	for (w++; w < tn && (t[w] == '*' || t[w] == '_'); w++)
		;
	w = papo_rubric_skip_blanks(t, tn, w);
	if (w < tn && t[w] != '\n' && strchr(":-", t[w]) == NULL &&
	    papo_rubric_name_mark(t, tn, w) == 0)
		return 0;
	*a = k;
	*len = e - k;
	return 1;
}

/* papo_rubric_level_def_at's search: the name at s[i], the best match so far.
   */
struct def_match {
	const char *s;
	size_t n, i, best;
	int twice;
	double x;
};

/* papo_rubric_level_def_at's line t[l..]: its level's name matched at s[i]. */
static int
def_match_line(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, void *arg)
{
	struct def_match *d = arg;
	size_t a, len, k;
	double y;

	if (papo_rubric_level_def(r, t, tn, l, &y, &a, &len, &k) &&
	    len >= d->best && len <= d->n - d->i &&
	    strncasecmp(d->s + d->i, t + a, len) == 0 &&
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
size_t
papo_rubric_level_def_at(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *x)
{
	struct def_match d = { s, n, i, 0, 0, 0 };

	if (r->parse == PAPO_RUBRIC_GRADE)
		return 0;
	papo_rubric_lines(r, def_match_line, &d);
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
	int first;	/* after "I ": the name may open the span */
};

/* papo_rubric_level_named_after's line t[l..]: 1 when s names its level. */
static int
named_after_line(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, void *arg)
{
	const struct def_other *d = arg;
	size_t a, len, k;
	double y;

	return papo_rubric_level_def(r, t, tn, l, &y, &a, &len, &k) &&
	    y != d->x && phrase_in(d->s, d->n, d->from, t + a, len);
}

/*
 * After the verdict x (s[from..n)): 1 when it names a level of the
 * rubric's prompt or system text other than x's, else 0.
 */
int
papo_rubric_level_named_after(const struct papo_rubric *r, const char *s,
    size_t n, size_t from, double x)
{
	struct def_other d = { s, n, from, x, 0 };

	return papo_rubric_lines(r, named_after_line, &d);
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

	/* the first letters of papo_rubric_level_words and "grade" first */
	if ((i > 0 && isalnum((unsigned char)s[i - 1])) ||
	    strchr("lLtTbBcCnNsSgG", s[i]) == NULL || s[i] == '\0' ||
	    ((w = papo_rubric_word_at(s, n, i, papo_rubric_level_words)) == 0 &&
	    (w = papo_rubric_word_at(s, n, i, grade_word)) == 0))
		return 0;
	k = papo_rubric_skip_blanks(s, n, i + w);
	if (k < n && s[k] == ':')
		k = papo_rubric_skip_blanks(s, n, k + 1);
	if (roman_at(s, n, k, &e) != 0 ||
	    papo_rubric_number_word(s, n, k, &y, &e)) {
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

	return papo_rubric_level_def(r, t, tn, l, &y, &a, &len, &k) &&
	    y != d->x && (len == d->n || (d->first && len < d->n &&
	    d->s[len] == ' ')) && strncasecmp(d->s, t + a, len) == 0;
}

/* 1 when the words that end at s[p] are "I", "I'm" or "I am". */
static int
first_person(const char *s, size_t p)
{
	size_t a = p;

	if (p >= 3 && memcmp(s + p - 3, " am", 3) == 0)
		a = p - 3;
	else if (p >= 2 && (memcmp(s + p - 2, "'m", 2) == 0))
		a = p - 2;
	else if (p >= 4 && memcmp(s + p - 4, "\xe2\x80\x99m", 4) == 0)
		a = p - 4;
	return a > 0 && s[a - 1] == 'I' && (a == 1 ||
	    strchr(" \n*_", s[a - 2]) != NULL);
}

/*
 * A name the rubric's text gives a level other than x's, standing
 * alone at s[i] (a line's, a sentence's or a label's whole value,
 * "Excellent." "Rating: Good"), or said in the first person, the
 * sentence's words after it or not ("I strongly agree.", "I'm
 * neutral.", "I strongly agree that the response is correct." under a
 * rubric of Likert levels): 1 with *z past it, else 0.
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
	d.first = p < i && first_person(s, p);
	if (p > 0 && strchr("\n:.!", s[p - 1]) == NULL && !d.first &&
	    (p < 3 || papo_rubric_name_mark(s, n, p - 3) == 0))
		return 0;
	for (e = i; e < n && e - i <= 40 && name_byte(s, n, e); e++)
		;
	while (e > i && s[e - 1] == ' ')
		e--;
	for (k = e; k < n && (s[k] == '*' || s[k] == '_'); k++)
		;
	if (e == i || (k < n && strchr("\n.!", s[k]) == NULL &&
	    papo_rubric_name_mark(s, n, k) == 0 && !d.first))
		return 0;
	d.s = s + i;
	d.n = e - i;
	d.from = 0;
	d.x = x;
	if (!papo_rubric_lines(r, alone_line, &d))
		return 0;
	*z = e;
	return 1;
}

/*
 * Past another's words quoted at s[i] beside the verdict v, or 0: a
 * quotation before it (papo_rubric_quote_other), or after it, there or
 * as a line of its own, whole ('The response says "Score: 5".',
 * papo_rubric_quote_sentence).
 */
static size_t
others_words(const char *s, size_t n, size_t i,
    const struct papo_rubric_verdict *v)
{
	unsigned char c = (unsigned char)s[i];
	size_t w;

	if (i >= v->at + v->len && i > 0 && s[i - 1] == '\n' &&
	    (w = papo_rubric_quote_sentence(s, n, i)) != 0)
		return w;
	if (c != '"' && c != '\'' && c < 0xc2)
		return 0;
	if (i < v->at)
		return (w = papo_rubric_quote_other(s, n, i)) != 0 &&
		    w <= v->at ? w : 0;
	return i >= v->at + v->len ? papo_rubric_quote_other(s, n, i) : 0;
}

/*
 * After a verdict x read from s (n bytes) at v->at: every other
 * statement of a score or grade must agree with it; else -1 with
 * v->why set (and v->at, v->len at the conflict).
 */
int
papo_rubric_others_agree(const struct papo_rubric *r, const char *s, size_t n,
    double x, struct papo_rubric_verdict *v)
{
	size_t i = 0, z, w;
	double y;
	const char *why = NULL;
	/* a verdict read from a box alone: any other box is as good */
	int boxed = v->at < n && s[v->at] == '\\';

	if ((w = papo_rubric_owner_stated(s, n, &z)) < n) {
		i = w;
		why = "a score given to another response (or another "
		    "item of a set) beside the verdict: whose the verdict "
		    "is is not said";
	}
	while (why == NULL && i < n) {
		unsigned char c = (unsigned char)s[i];

		z = i + 1;
		if ((w = others_words(s, n, i, v)) != 0) {
			i = w;	/* another's words quoted: not read */
			continue;
		}
		if (i < v->at && isalnum(c) && (i == 0 ||
		    !isalnum((unsigned char)s[i - 1])) &&
		    level_defined(r, s, n, i, v->at, &z)) {
			i = z;
			continue;
		}
		if (i > v->at && s[i - 1] == '\n' &&
		    (w = papo_rubric_confidence_line(r, s, n, i)) != 0)
			z = w;	/* "Confidence: 0.9" after it: no score */
		else if ((i == 0 || s[i - 1] == '\n') &&
		    papo_rubric_line_conflict(r, s, n, i, x, &z))
			why = "a line that gives another value than the "
			    "verdict alone";
		else if ((i == 0 || s[i - 1] == '\n' || s[i - 1] == ' ' ||
		    papo_rubric_after_clause(s, n, i)) &&
		    (papo_rubric_aside_conflict(r, s, n, i, x, &z)))
			why = "another value stated aside from the verdict (a "
			    "criterion's or another response's score, a "
			    "weighted sum, a conditional verdict, a rubric "
			    "level quoted)";
		else if (c == '[' && (i < v->at || i >= v->at + v->len) &&
		    papo_rubric_bracket_conflict(r, s, n, i, x, &z))
			why = "MT-Bench's [[N]] with another value";
		else if (c == '"' &&
		    papo_rubric_json_member_conflict(r, s, n, i, x, &z))
			why = "a JSON member whose key is a verdict's "
			    "({\"rating\": 5}, {\"finalScore\": 5}) with "
			    "another value";
		else if ((c == '|' || c == '<') &&
		    (papo_rubric_cell_conflict(r, s, n, i, x, &z) ||
		    papo_rubric_tag_item_conflict(r, s, n, i, x, &z)))
			why = "another value stated aside from the verdict in "
			    "a table's cell or an HTML item (a criterion's "
			    "score)";
		else if (c >= 0xe2 && (i < v->at || i >= v->at + v->len) &&
		    (z = i + papo_rubric_token_at(s, n, i,
		    papo_rubric_rating_glyphs)) > i)
			/* the verdict's own stars aside: "Score: ★★★★☆" */
			why = "a rating drawn in stars beside the verdict";
		else if (i > 0 && isalnum((unsigned char)s[i - 1]))
			;
		else if (c == '\\' && n - i >= 6 &&
		    memcmp(s + i, "\\boxed", 6) == 0) {
			if (papo_rubric_box_conflict(r, s, n, i, x, boxed, &z))
				why = "a \\boxed{} that gives another value "
				    "than the verdict";
		} else if ((i < v->at || i >= v->at + v->len) &&
		    papo_rubric_rating_conflict(r, s, n, v->at, i, x, &z))
			why = "a rating in words, out of another number or in "
			    "prose beside the verdict (\"seven out of ten\")";
		else if ((c >= 0x80 || isalpha(c)) &&
		    papo_rubric_label_conflict(r, s, n, i, x, &z))
			why = "another label that states a verdict (Rating:, "
			    "Verdict:, Note:, one in another language) with "
			    "another value";
		else if ((c >= 0x80 || isalpha(c)) &&
		    (papo_rubric_mention_conflict(r, s, n, i, x, &z) ||
		    def_head_conflict(r, s, n, i, x, &z)))
			why = "another statement of the score or grade, or "
			    "one spelled with look-alike characters";
		else if (isalpha(c) && level_form_conflict(r, s, n, i, &z) &&
		    (w = papo_rubric_level_def_at(r, s, n, i, &y)) != 0 &&
		    y == x)
			z = i + w;	/* the verdict's own level, named */
		else if ((isalpha(c) && level_form_conflict(r, s, n, i,
		    &z)) || ((isalpha(c) || c >= 0x80) && i < v->at &&
		    level_name_alone(r, s, n, i, x, &z)))
			why = "a level named in a form the reader does not "
			    "read (a letter, a roman numeral, a number word, "
			    "a name the rubric gives another level)";
		if (why == NULL)
			i = z > i ? z : i + 1;
	}
	if (why == NULL)
		return 0;
	v->at = i;
	v->len = z > i ? z - i : 0;
	v->why = why;
	return -1;
}

/*
 * Other models' reasoning blocks, as a reply opens them: Magistral's
 * [THINK], Command A's, Seed-OSS's, Kimi's, OpenThoughts' and the tags
 * fine-tunes and XML-tagged prompts use (<reasoning>, <analysis>).  A
 * reply that opens one is read past its close; one
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
	{ "<analysis>", "</analysis>" },
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
		c = papo_rubric_find_mem(s + i + w, n - i - w,
		    think_pairs[k][1]);
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
	return i < n && papo_rubric_label_end(r, s, n, i) != 0;
}

/*
 * Where the judge's reasoning ends in s: past the first "</think>"
 * when the reply opens with "<think>"; without an opening tag (the
 * prompt opened the block), past the first "</think>" when it stands
 * at the start of a line, or ends one, glued to the reasoning's last
 * word as Qwen3 writes it ("... so 3.</think>"), or glued to both
 * the reasoning and a label of the rubric's ("...</think>Score: 3",
 * r's: NULL reads no label), outside a code fence, no "<think>" before
 * it.
 * Any other "</think>" is text, quoted from somewhere: it hides
 * nothing.  A reply that
 * opens with another model's block (think_pairs) ends it at its close.
 */
size_t
papo_rubric_reasoning_end(const struct papo_rubric *r, const char *s, size_t n,
    int *opened)
{
	static const char open[] = "<think>", close[] = "</think>";
	const char *c = papo_rubric_find_mem(s, n, close), *p;
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
	/* a block opened in the text ("Score: 2\n\n<think>...</think>"):
	   its close is no prompt-opened block's */
	if (memmem(s, (size_t)(c - s), open, sizeof(open) - 1) != NULL)
		return 0;
	for (p = c; p > s && (p[-1] == ' ' || p[-1] == '\t'); p--)
		;
	if (p > s && p[-1] != '\n' && !glued_close(s, n, c) &&
	    !glued_label(r, s, n, c))
		return 0;
	for (p = s; (p = papo_rubric_find_mem(p, (size_t)(c - p),
	    "```")) != NULL; p += 3)
		fences++;
	if (fences % 2)
		return 0;
	return (size_t)(c - s) + sizeof(close) - 1;
}

/*
 * A line s[a..z) that gives a verdict in words no row reads ("So the
 * score is 3.", "I'd give it 3.", "The score should be 3."): a word of
 * grading in it and one value, a score on the rubric's scale, *x.
 */
static int
line_verdict(const struct papo_rubric *r, const char *s, size_t a,
    size_t z, double *x)
{
	static const char *const words[] = { "score", "give", "deserve",
	    "deserves", "rate", "grade", "award", "mark", "worth", NULL };
	size_t i, e, k, nv = 0;
	int said = 0;

	/* its last sentence, no question */
	for (i = z; i > a + 1 && !(strchr(".?!", s[i - 2]) != NULL &&
	    s[i - 2] != '\0' && s[i - 1] == ' '); i--)
		;
	a = i > a + 1 ? i : a;
	if (memchr(s + a, '?', z - a) != NULL)
		return 0;
	for (i = a; i < z; i = e) {
		if (isdigit((unsigned char)s[i])) {
			for (e = i; e < z && (isdigit((unsigned char)s[e]) ||
			    (s[e] == '.' && e + 1 < z &&
			    isdigit((unsigned char)s[e + 1]))); e++)
				;
			if (papo_rubric_verdict_value(r, s + i, e - i, x) < 0)
				return 0;
			nv++;
			continue;
		}
		for (e = i; e < z && isalpha((unsigned char)s[e]); e++)
			;
		for (k = 0; e > i && words[k] != NULL; k++)
			said |= e - i == strlen(words[k]) &&
			    strncasecmp(s + i, words[k], e - i) == 0;
		if (e == i)
			e++;
	}
	return said && nv == 1;
}

/*
 * A "</think>" that a prompt-opened block ends with (s[0..close) is
 * the reasoning) may as well be quoted text after a verdict: when the
 * reasoning's last line is a verdict other than v's, the reply states
 * two.  1 (v->why, v->at set) or 0.
 */
int
papo_rubric_last_line_differs(const struct papo_rubric *r, const char *s,
    size_t close, struct papo_rubric_verdict *v)
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
	/* a label's verdict, or one in prose ("So the score is 0.5.",
	   "This deserves a 5.") */
	if ((papo_rubric_read_labels(r, s + a, z - a, &w) < 0 &&
	    papo_rubric_prose(r, s + a, z - a, &w) != 0 &&
	    !line_verdict(r, s, a, z, &w.score)) || w.score == v->score)
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
int
papo_rubric_grade_after(const struct papo_rubric *r, const char *s, size_t n,
    double x, struct papo_rubric_verdict *v)
{
	size_t i = papo_rubric_line_end(s, n, v->at + v->len), z;
	long g;

	while (i < n) {
		if (!papo_rubric_grade_byte(s, n, i) ||
		    (i > 0 && papo_rubric_grade_byte(s, n, i - 1))) {
			i++;
			continue;
		}
		if ((g = papo_rubric_grade_at(r, s, n, i, &z)) >= 0 &&
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
