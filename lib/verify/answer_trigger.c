/* SPDX-License-Identifier: MIT */
/*
 * answer_trigger.c: an evaluation harness's answer trigger read as the
 * answer phrase it stands for.  Zero-shot chain of thought (and
 * Plan-and-Solve after it) appends its own words to the model's
 * reasoning and lets the model finish the sentence: "Therefore, the
 * answer (arabic numerals) is 64.", "Therefore, among A through E, the
 * answer is D.".  The words the harness wrote are a frame, by rows: a
 * parenthesis after "answer" that names the form asked for, and the
 * range of options "among A through E," before "the answer"; the
 * letters of that range are never candidates.  What the model wrote
 * after "is" is read as after any "the answer is": a hedge, a negation,
 * a second value still refuse it.  An answer label alone on its line
 * before the response's last line ("Answer:\n\nJenny eats 9
 * cookies.") is read with that line as its sentence.
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"

/* The parentheses after "answer" that name the form asked for
   (lowercase, without the parentheses): "(arabic numerals)". */
static const char *const forms[] = { "arabic numerals",
	"in arabic numerals", "arabic numeral", "in arabic numeral",
	"arabic numbers", "in arabic numbers", NULL };

/* The words an option range opens with and joins its two ends with:
   "among A through E". */
#define RANGE_OPEN	"among"
#define RANGE_JOIN	"through"

/*
 * The length of a form's parenthesis at s[i] ("(arabic numerals)"), or
 * 0 when s[i] opens none of forms[].
 */
static size_t
form_at(const char *s, size_t n, size_t i)
{
	size_t k, l;

	if (i >= n || s[i] != '(')
		return 0;
	for (k = 0; forms[k] != NULL; k++) {
		l = strlen(forms[k]);
		if (starts_ci(s, n, i + 1, forms[k]) && i + 1 + l < n &&
		    s[i + 1 + l] == ')')
			return l + 2;
	}
	return 0;
}

/* Does the word "is" (or "was") start at s[i], a word of its own? */
static int
copula_at(const char *s, size_t n, size_t i)
{
	size_t l = starts_ci(s, n, i, "is") ? 2 : starts_ci(s, n, i, "was") ?
	    3 : 0;

	return l > 0 && (i + l == n || !is_alpha((unsigned char)s[i + l]));
}

/*
 * Is the parenthesis s[p..p+l) a form's between "answer " and " is"?
 * Then the bytes to drop, the space before it and it, start at *a and
 * end at *b.
 */
static int
form_framed(const char *s, size_t n, size_t p, size_t l, size_t *a,
    size_t *b)
{
	size_t e = p + l;

	if (p < 7 || s[p - 1] != ' ' || !starts_ci(s, n, p - 7, "answer") ||
	    (p > 7 && is_alpha((unsigned char)s[p - 8])))
		return 0;
	while (e < n && s[e] == ' ')
		e++;
	if (!copula_at(s, n, e))
		return 0;
	*a = p - 1;
	*b = p + l;
	return 1;
}

/*
 * The length of an option's letter at s[i], bare or in parentheses
 * ("E", "(E)"), its letter in *c; 0 when there is none.
 */
static size_t
range_letter(const char *s, size_t n, size_t i, char *c)
{
	if (i < n && s[i] >= 'A' && s[i] <= 'Z' && (i + 1 == n ||
	    !is_alpha((unsigned char)s[i + 1]))) {
		*c = s[i];
		return 1;
	}
	if (i + 2 < n && s[i] == '(' && s[i + 1] >= 'A' && s[i + 1] <= 'Z' &&
	    s[i + 2] == ')') {
		*c = s[i + 1];
		return 3;
	}
	return 0;
}

/*
 * Is the "through" at s[t] the join of an option range before an
 * answer phrase, "among A through E, the answer"?  Then the range and
 * the comma after it start at *a and end at *b, where "the answer"
 * starts.
 */
static int
range_framed(const char *s, size_t n, size_t t, size_t *a, size_t *b)
{
	size_t i, l, o = strlen(RANGE_OPEN);
	char lo = 0, hi = 0;

	if (t < 2 || s[t - 1] != ' ' || (t + strlen(RANGE_JOIN) < n &&
	    is_alpha((unsigned char)s[t + strlen(RANGE_JOIN)])))
		return 0;
	/* the first letter, before it the opener */
	i = t - 1;
	if (s[i - 1] == ')')	/* "(A) through" */
		l = i >= 3 ? range_letter(s, n, i - 3, &lo) : 0;
	else
		l = range_letter(s, n, i - 1, &lo);
	if (l == 0 || i < l + 1 + o || s[i - l - 1] != ' ')
		return 0;
	i -= l + 1;
	if (!starts_ci(s, n, i - o, RANGE_OPEN) || (i > o &&
	    is_alpha((unsigned char)s[i - o - 1])))
		return 0;
	*a = i - o;
	/* the last letter, then a comma and the answer phrase */
	i = t + strlen(RANGE_JOIN);
	if (i >= n || s[i] != ' ' || (l = range_letter(s, n, i + 1, &hi)) ==
	    0 || hi <= lo)
		return 0;
	i += 1 + l;
	if (i < n && s[i] == ',')
		i++;
	while (i < n && s[i] == ' ')
		i++;
	if (!starts_ci(s, n, i, "the answer") && !starts_ci(s, n, i,
	    "the correct answer"))
		return 0;
	*b = i;
	return 1;
}

/* The labels a harness writes on a line of their own before the
   model's answer sentence (Plan-and-Solve's "Answer:"), lowercase. */
static const char *const labels[] = { "final answer", "answer", NULL };

/*
 * Does the response end on an answer label alone on its line, then
 * blank space and one line of text ("Answer:\n\nJenny eats 9
 * cookies.")?  Then the space between them, the label line's end to
 * the text line's start, is *a..*b: read as one space, the label's sentence
 * as "Answer: Jenny eats 9 cookies." is.
 */
static int
label_alone(const char *s, size_t n, size_t *a, size_t *b)
{
	size_t e = n, t, i, k, l;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	for (t = e; t > 0 && s[t - 1] != '\n'; t--)
		;
	if (t == 0 || t == e)
		return 0;	/* the text's line: one, after a line break */
	for (i = t; i > 0 && is_space((unsigned char)s[i - 1]); i--)
		;
	*a = i;
	/* the label's line: "Answer:", "**Answer:**", "### Final Answer:" */
	while (i > 0 && s[i - 1] == '*')
		i--;
	if (i == 0 || s[i - 1] != ':')
		return 0;
	i--;
	while (i > 0 && s[i - 1] == '*')
		i--;
	for (k = 0; labels[k] != NULL; k++) {
		l = strlen(labels[k]);
		if (i >= l && starts_ci(s, n, i - l, labels[k]))
			break;
	}
	if (labels[k] == NULL)
		return 0;
	for (i -= l; i > 0 && (s[i - 1] == '*' || s[i - 1] == '#' ||
	    s[i - 1] == ' '); i--)
		;
	if (i > 0 && s[i - 1] != '\n')
		return 0;
	*b = t;
	return 1;
}

/* At most this many frames are read in one response. */
#define TRIGGERS_MAX	32

/* How far from the response's end a trigger is looked for: the harness
   appends it after the model's reasoning, and the model's answer after
   it is short. */
#define TRIGGER_TAIL	1024

int
papo_answer_trigger(const char *s, size_t n, struct papo_buf *out)
{
	size_t cut[TRIGGERS_MAX][2], m = 0, i, a, b, l, k, at, la = 0,
	    lb = 0, from = n > TRIGGER_TAIL ? n - TRIGGER_TAIL : 0;
	const char *q;
	int lab = label_alone(s, n, &la, &lb);

	/* "(arabic numerals)": each "umeral" of the response's tail */
	for (i = from; m < TRIGGERS_MAX && (q = papo_answer_find_bytes(s + i,
	    n - i, "umeral", 6)) != NULL; i = at + 6) {
		at = (size_t)(q - s);
		for (k = at; k > 0 && k + 12 > at && s[k] != '('; k--)
			;
		if (s[k] == '(' && (l = form_at(s, n, k)) > 0 &&
		    form_framed(s, n, k, l, &a, &b))
			cut[m][0] = a, cut[m++][1] = b;
	}
	/* "among A through E,": each "hrough" of the tail */
	for (i = from; m < TRIGGERS_MAX && (q = papo_answer_find_bytes(s + i,
	    n - i, "hrough", 6)) != NULL; i = at + 6) {
		at = (size_t)(q - s);
		if (at > 0 && lower((unsigned char)s[at - 1]) == 't' &&
		    range_framed(s, n, at - 1, &a, &b))
			cut[m][0] = a, cut[m++][1] = b;
	}
	if (lab && m < TRIGGERS_MAX)
		cut[m][0] = la, cut[m++][1] = lb;
	if (m == 0)
		return 0;
	/* the kinds never overlap: a parenthesis ends before "is", a
	   range before "the answer", a label's space after its colon;
	   written in the order of the text */
	papo_buf_reset(out);
	for (i = 0; i < n; ) {
		for (k = 0, b = n, a = n; k < m; k++)
			if (cut[k][0] >= i && cut[k][0] < a) {
				a = cut[k][0];
				b = cut[k][1];
			}
		papo_buf_add(out, s + i, a - i);
		if (lab && a == la && a < n)
			papo_buf_addc(out, ' ');	/* the label's space */
		i = b;
	}
	return 1;
}
