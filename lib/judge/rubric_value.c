/* SPDX-License-Identifier: MIT */
/*
 * rubric_value.c: the value after a label: the criteria scored
 * beside the verdict, the rubric's own scale restated ("out of 5",
 * stars), a value said as a counterfactual, the value on the next line
 * or in a table's cell, and the labels of a reply read in order
 * (read_labels), a box alone (read_box_only).
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

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

/* 1 when w (len bytes) is a criterion's name, a row of criteria_words. */
int
papo_rubric_criterion_name(const char *w, size_t len)
{
	return papo_rubric_word_in(w, len, criteria_words);
}

/*
 * A criterion's item at s[i], "NAME N", "NAME: N" or "NAME N/M" (N in
 * digits): the offset past it, or 0.
 */
size_t
papo_rubric_criterion_item(const char *s, size_t n, size_t i)
{
	size_t w = papo_rubric_word_at(s, n, i, criteria_words), z;

	if (w == 0)
		return 0;
	z = i + w;
	if (z < n && s[z] == ':')
		z++;
	z = papo_rubric_skip_blanks(s, n, z);
	if (papo_rubric_scan_decimal(s, n, &z) < 0)
		return 0;
	if (z + 1 < n && s[z] == '/' && isdigit((unsigned char)s[z + 1])) {
		z++;
		if (papo_rubric_scan_decimal(s, n, &z) < 0)
			return 0;
	}
	return z < n && isalnum((unsigned char)s[z]) ? 0 : z;
}

/* 1 when s (n bytes) is "LEAST-TOP", r's least score and its top. */
int
papo_rubric_range_is_rubric(const struct papo_rubric *r, const char *s,
    size_t n)
{
	double lo, hi;
	size_t k;
	const char *dash = memchr(s, '-', n);

	if (r->nscores == 0 || dash == NULL || dash == s ||
	    dash + 1 == s + n)
		return 0;
	lo = hi = r->scores[0];
	for (k = 1; k < r->nscores; k++) {
		if (r->scores[k] < lo)
			lo = r->scores[k];
		if (r->scores[k] > hi)
			hi = r->scores[k];
	}
	return papo_rubric_exactly(s, (size_t)(dash - s), lo) &&
	    papo_rubric_exactly(dash + 1, n - (size_t)(dash - s) - 1, hi);
}

/* 1 when text t names the word w (a row of criteria_words) whole. */
static int
text_names(const char *t, const char *w)
{
	size_t n = t ? strlen(t) : 0, m = strlen(w), i;

	for (i = 0; i + m <= n; i++)
		if (strncasecmp(t + i, w, m) == 0 &&
		    (i == 0 || !isalpha((unsigned char)t[i - 1])) &&
		    (i + m == n || !isalpha((unsigned char)t[i + m])))
			return 1;
	return 0;
}

/*
 * The one criterion r's texts name, a row of criteria_words ("Coherence
 * (1-5) - ...", G-Eval's prompts): its index, or -1 when they name none
 * or more than one.
 */
static int
rubric_criterion(const struct papo_rubric *r)
{
	int k, one = -1;

	for (k = 0; criteria_words[k]; k++)
		if (text_names(r->prompt, criteria_words[k]) ||
		    text_names(r->system, criteria_words[k])) {
			if (one >= 0)
				return -1;
			one = k;
		}
	return one;
}

/*
 * 1 when the line above s[a] (blank lines between) is a line of r's
 * prompt, spaces around it aside: the form the prompt ends on echoed
 * ("Evaluation Form (scores ONLY):"), not a lead-in of the judge's.
 */
static int
prompt_heading(const struct papo_rubric *r, const char *s, size_t a)
{
	const char *t = r->prompt, *p, *l;
	size_t e = a, b, m;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	b = papo_rubric_line_start(s, e);
	while (b < e && isspace((unsigned char)s[b]))
		b++;
	if (t == NULL || (m = e - b) == 0)
		return 0;
	for (p = t; *p != '\0'; p = l + (*l == '\n')) {
		while (*p == ' ' || *p == '\t')
			p++;
		for (l = p; *l != '\0' && *l != '\n'; l++)
			;
		if ((size_t)(l - p) >= m && strncmp(p, s + b, m) == 0 &&
		    strspn(p + m, " \t\r") == (size_t)(l - p) - m)
			return 1;
	}
	return 0;
}

/*
 * A criterion's line ending s (n bytes, end tokens aside), "- Coherence:
 * 4", "Coherence (1-5): 4", "**Coherence:** 4": a bullet or none, the
 * one criterion the rubric names (in bold closed before or after the
 * colon, or not), the rubric's range in parentheses or none, a colon and
 * one of its scores in digits, nothing after it, under no line that
 * introduces it but a verdict's (papo_rubric_intro_ok) or the prompt's
 * own heading echoed.  0 with t read and
 * *start where its line starts, or -1.  That the text before it states
 * no verdict and no other value is the caller's to check.
 */
int
papo_rubric_criterion_end(const struct papo_rubric *r, const char *s,
    size_t n, struct papo_rubric_verdict *t, size_t *start)
{
	size_t e = papo_rubric_tag_trim(s, n), a, i, w, d;
	int k, bold = 0;

	if (e == 0 || (k = rubric_criterion(r)) < 0)
		return -1;
	a = i = papo_rubric_line_start(s, e);
	if (n - i >= 2 && (s[i] == '-' || s[i] == '*') && s[i + 1] == ' ')
		i += 2;
	/* bold around the name, closed before or after the colon:
	   "**Coherence:** 4", "**Coherence**: 4" */
	if (e - i >= 2 && s[i] == '*' && s[i + 1] == '*') {
		bold = 1;
		i += 2;
	}
	w = strlen(criteria_words[k]);
	if (e - i <= w || strncasecmp(s + i, criteria_words[k], w) != 0)
		return -1;
	i += w;
	if (e - i >= 6 && s[i] == ' ' && s[i + 1] == '(') {
		/* the range: the rubric's least score, '-', its top */
		for (d = i + 2; d < e && s[d] != ')'; d++)
			if (!isdigit((unsigned char)s[d]) && s[d] != '-')
				return -1;
		if (d == e ||
		    !papo_rubric_range_is_rubric(r, s + i + 2, d - i - 2))
			return -1;
		i = d + 1;
	}
	if (bold && e - i >= 2 && s[i] == '*' && s[i + 1] == '*') {
		bold = 0;
		i += 2;
	}
	if (i == e || s[i] != ':')
		return -1;
	i++;
	if (bold) {
		if (e - i < 2 || s[i] != '*' || s[i + 1] != '*')
			return -1;
		i += 2;
	}
	i = papo_rubric_skip_blanks(s, e, i);
	for (d = i; d < e && isdigit((unsigned char)s[d]); d++)
		;
	memset(t, 0, sizeof(*t));
	/* under a line that introduces it only as a verdict's
	   ("Response B:" says whose it is) */
	if (d == i || d != e || (!papo_rubric_intro_ok(s, a) &&
	    !prompt_heading(r, s, a)) ||
	    papo_rubric_verdict_value(r, s + i, d - i, &t->score) < 0)
		return -1;
	t->at = i;
	t->len = d - i;
	*start = a;
	return 0;
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
		i = papo_rubric_skip_blanks(s, n, i);
		if ((z = papo_rubric_criterion_item(s, n, i)) == 0)
			return 0;
		items++;
		i = papo_rubric_skip_blanks(s, n, z);
		if (i < n && s[i] == ')')
			return items ? i + 1 : 0;
		if (i < n && (s[i] == ',' || s[i] == ';'))
			i++;
		i = papo_rubric_skip_blanks(s, n, i);
		if (n - i > 4 && strncmp(s + i, "and ", 4) == 0)
			i += 4;
	}
}

/*
 * The verdict x's rejected alternative in parentheses at s[i], "(not
 * 5)", "(nicht 5)", "(pas un 5)", "(no 5)", "(не 5)", "（不是5分）": the
 * parenthesis (ASCII or full-width) holds on its line a sentence that
 * says why the verdict is not another level, as one after the verdict
 * does (papo_rubric_why_not_ok's rows, every listed language): past
 * its close, else 0.  "(or 5)", "(not 4 but 5)", "(maybe 5)" are
 * none.
 */
static size_t
why_not_paren(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x)
{
	static const char *const opens[] = { "(", "\xef\xbc\x88", NULL };
	static const char *const closes[] = { ")", "\xef\xbc\x89", NULL };
	const char *c;
	size_t k, w;

	for (k = 0; opens[k]; k++) {
		w = strlen(opens[k]);
		if (n - i < w || memcmp(s + i, opens[k], w) != 0)
			continue;
		c = papo_rubric_find_mem(s + i + w, n - i - w, closes[k]);
		if (c == NULL || memchr(s + i + w, '\n',
		    (size_t)(c - s) - i - w) != NULL ||
		    !papo_rubric_why_not_ok(r, s + i + w,
		    (size_t)(c - s) - i - w, x))
			return 0;
		return (size_t)(c - s) + strlen(closes[k]);
	}
	return 0;
}

/*
 * 1 when s[z..n) to the end of its line closes the verdict x: only
 * closing punctuation, or remarks the reader recognises
 * (papo_rubric_remark_closes: "Score: \boxed{0}. (The student's answer was
 * \boxed{1}, which does not follow.)").
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
	return papo_rubric_word_at(s, n, z + 1, value_next) == 0;
}

/*
 * The signs that want what follows them, ending a line after a value
 * as a reply cut there leaves it: a dash of any length, a comma, a
 * colon or a semicolon (ASCII, full-width or ideographic), a tilde
 * ("Score: 4 ~" of "~5"); and the quotes and brackets that open a
 * span (curly, guillemets, corner, full-width).
 */
static const char *const open_signs[] = { "-", ",", ":", ";", "~",
	"\xe2\x80\x93", "\xe2\x80\x94", "\xef\xbc\x9a", "\xef\xbc\x8c",
	"\xe3\x80\x81", "\xef\xbc\x9b", "\xef\xbd\x9e", NULL };
static const char *const open_quotes[] = { "\xe2\x80\x9c", "\xe2\x80\x98",
	"\xe2\x80\x9e", "\xc2\xab", "\xe3\x80\x8c", "\xe3\x80\x8e",
	"\xef\xbc\x88", "\xe3\x80\x90", NULL };
static const char *const close_quotes[] = { "\xe2\x80\x9d",
	"\xe2\x80\x99", "\xe2\x80\x9c", "\xc2\xbb", "\xe3\x80\x8d",
	"\xe3\x80\x8f", "\xef\xbc\x89", "\xe3\x80\x91", NULL };

/* 1 when s[z..e) ends with a row of open_signs. */
static int
ends_open(const char *s, size_t e, size_t z)
{
	size_t k, w;

	for (k = 0; open_signs[k]; k++)
		if (e - z >= (w = strlen(open_signs[k])) &&
		    memcmp(s + e - w, open_signs[k], w) == 0)
			return 1;
	return 0;
}

/*
 * 1 when the line s[z..e) after a value is left open, as a reply cut
 * there leaves it: a parenthesis, bracket or quote not closed (ASCII,
 * or a row of open_quotes with its own close after it nowhere on the
 * line), or a last sign that wants what follows it (open_signs):
 * "Score: 4 (", "Score: 4 - ", "Score: 4 \"", "Score: 4 \xe2\x80\x94",
 * "Score: 4 \xe2\x80\x9c".
 */
static int
left_open(const char *s, size_t e, size_t z)
{
	size_t i, k, w, quotes = 0;
	int depth = 0;

	for (i = z; i < e; i++)
		if (s[i] == '(' || s[i] == '[')
			depth++;
		else if ((s[i] == ')' || s[i] == ']') && depth > 0)
			depth--;
		else if (s[i] == '"')
			quotes++;
		else if ((unsigned char)s[i] >= 0x80)
			for (k = 0; open_quotes[k]; k++) {
				w = strlen(open_quotes[k]);
				if (e - i >= w && memcmp(s + i, open_quotes[k],
				    w) == 0 &&
				    papo_rubric_find_mem(s + i + w, e - i - w,
				    close_quotes[k]) == NULL)
					return 1;
			}
	/* white space and end tokens off: "Score: 4 \xe2\x80\x94<|eot_id|>" */
	e = z + papo_rubric_tag_trim(s + z, e - z);
	return depth > 0 || quotes % 2 || ends_open(s, e, z);
}

/*
 * A reason given on the verdict's line (session 71): "Score: 3 - the
 * base case is not checked.", "Score: 3 because the base case is not
 * checked.", a cause word of line_causes or a dash before it, then a
 * sentence ending in a full stop that the sentences after a verdict are
 * read by (a justification's words, papo_rubric_why_said_faults, or an
 * assessment, papo_rubric_assess_said, a fault beside the top refused
 * by either).  1 when s[i..k) is one.
 */
static const char *const line_causes[] = { "because ", "since ", "as ",
	", because ", ", since ", ", as ", NULL };

static int
line_reason(const struct papo_rubric *r, const char *s, size_t i, size_t k,
    double x)
{
	size_t c, w;

	/* an em or en dash before it: "Score: 3 \xe2\x80\x94 the ..." */
	if (k - i > 3 && (memcmp(s + i, "\xe2\x80\x94", 3) == 0 ||
	    memcmp(s + i, "\xe2\x80\x93", 3) == 0))
		i = papo_rubric_skip_blanks(s, k, i + 3);
	for (c = 0; line_causes[c]; c++)
		if (k - i > (w = strlen(line_causes[c])) &&
		    strncasecmp(s + i, line_causes[c], w) == 0) {
			i += w;
			break;
		}
	while (k > i && (s[k - 1] == ' ' || s[k - 1] == '*'))
		k--;
	if (k <= i || s[k - 1] != '.')
		return 0;	/* a reason cut off: "Score: 1 because the" */
	return papo_rubric_why_said_faults(s + i, k - i,
	    papo_rubric_below_top(r, x)) ||
	    papo_rubric_assess_said(r, s + i, k - i, x);
}

static int
closes_verdict(const struct papo_rubric *r, const char *s, size_t n,
    size_t z, double x)
{
	size_t e = papo_rubric_line_end(s, n, z), i = z, k, pa, pl;

	if (papo_rubric_trails_off(s, e, z) || value_counts(s, e, z) ||
	    left_open(s, e, z))
		return 0;
	if (papo_rubric_closes_line(s, n, z))
		return 1;
	/* the end tokens that end the turn after the remark off: "Score:
	   4, not 5</s>", "Score: 4. Good work.<|eot_id|>" */
	e = z + papo_rubric_tag_trim(s + z, e - z);
	if (papo_rubric_praise_in(r, s, e, z, x, &pa, &pl))
		return 0;	/* "Score: 0 - the proof is complete." */
	while ((i = papo_rubric_skip_fill(s, e, i)) < e) {
		if (papo_rubric_why_on_line(s, e, i))
			return 1;	/* "Score: 4. Reason: ..." */
		if ((k = criteria_paren(s, e, i)) != 0) {
			i = k;	/* "(correctness 4, clarity 2)" */
			continue;
		}
		if ((k = why_not_paren(r, s, e, i, x)) != 0) {
			i = k;	/* "(not 5)" */
			continue;
		}
		k = papo_rubric_sentence_end(s, e, i);
		if (!papo_rubric_remark_closes(r, s + i, k - i, x) &&
		    (r->parse == PAPO_RUBRIC_GRADE ||
		    !line_reason(r, s, i, k, x)))
			return 0;
		i = k;
	}
	return 1;
}

/*
 * The words that state the scale after a score, "4 out of 5", a row a
 * language (papo-judge(1) lists them): English, German, French,
 * Spanish and Portuguese, Italian, Russian ("из"), Arabic ("من"),
 * Persian ("از"), Indonesian ("dari"), Spanish's and Portuguese's
 * "sobre".
 */
static const char *const scale_words[] = { "out of ", "of ", "von ",
	"sur ", "de ", "su ", "\xd0\xb8\xd0\xb7 ",
	/* round 29: ar "من", fa "از", id "dari" ("4 من 5") */
	"\xd9\x85\xd9\x86 ", "\xd8\xa7\xd8\xb2 ", "dari ",
	/* round 37: es, pt "sobre" ("4 sobre 5") */
	"sobre ", NULL };

/*
 * The nouns a scale may be counted in after its top ("4 out of 5
 * stars", "4 von 5 Punkten", "4/5 \xe2\xad\x90"), a whole word after a
 * space, beside papo_rubric_points_unit's: stars in the same languages, and
 * German's dative "Punkten".
 */
static const char *const scale_nouns[] = { "stars", "star", "sterne",
	"sternen", "\xc3\xa9toiles", "estrellas", "stelle", "estrelas",
	"\xd0\xb7\xd0\xb2\xd1\x91\xd0\xb7\xd0\xb4",
	"\xd0\xb7\xd0\xb2\xd0\xb5\xd0\xb7\xd0\xb4", "punkten", NULL };

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
	if ((w = papo_rubric_points_word(s, n, k)) == 0 &&
	    (w = papo_rubric_def_row_at(s, n, k, scale_nouns)) == 0)
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
	double top = papo_rubric_top(r);
	size_t i;

	for (i = 0; i < r->nscores; i++)
		if (r->scores[i] != floor(r->scores[i]))
			return 0;
	return top > 1 ? top : 0;
}

/* 1 when s[k..] holds top (digits or a number word), *k past it. */
static int
top_at(const char *s, size_t n, size_t *k, double top)
{
	size_t a = *k, z;
	double y;

	if (papo_rubric_scan_decimal(s, n, k) == 0)
		return papo_rubric_exactly(s + a, *k - a, top) &&
		    !(*k < n && isalnum((unsigned char)s[*k]));
	if (papo_rubric_value_word(s, n, a, &y, &z) && y == top) {
		*k = z;
		return 1;
	}
	return 0;
}

/*
 * The rubric's range restated after a score, "4 (on a scale of 1 to
 * 5)", "4 on a 1-5 scale", "4 (scale 1-5)": a row a form, %r the
 * range from the rubric's least score to its top ("1 to 5", "1-5",
 * "1\xe2\x80\x935"), any case.
 */
static const char *const range_rows[] = { " (on a scale of %r)",
	" on a scale of %r", " (on a %r scale)", " on a %r scale",
	" (scale %r)", " (scale: %r)", " (%r scale)", NULL };

/* 1 when s[*k..] is the range lo to top, *k past it. */
static int
range_at(const char *s, size_t n, size_t *k, double lo, double top)
{
	static const char *const between[] = { " to ", "-", "\xe2\x80\x93",
	    NULL };
	size_t i;

	if (!top_at(s, n, k, lo))
		return 0;
	if ((i = papo_rubric_def_row_at(s, n, *k, between)) == 0)
		return 0;
	*k += i;
	return top_at(s, n, k, top);
}

/*
 * A row of range_rows after a score that ends at s[z], the rubric's
 * range in it: where it ends, else z.  Another range ("on a 1-10
 * scale") is another scale, no row.
 */
static size_t
own_range(const struct papo_rubric *r, const char *s, size_t n, size_t z,
    double top)
{
	double lo = top;
	size_t i, j, k;
	const char *p;

	for (i = 0; i < r->nscores; i++)
		if (r->scores[i] < lo)
			lo = r->scores[i];
	for (i = 0; range_rows[i]; i++) {
		p = range_rows[i];
		for (k = z, j = 0; p[j] != '\0' && k <= n; j++) {
			if (p[j] == '%') {
				if (!range_at(s, n, &k, lo, top))
					break;
				j++;
			} else if (k < n && tolower((unsigned char)s[k]) ==
			    p[j])
				k++;
			else
				break;
		}
		if (p[j] == '\0')
			return k;
	}
	return z;
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
	if (papo_rubric_scan_decimal(s, n, &k) < 0 ||
	    !papo_rubric_exactly(s + a, k - a, top))
		return z;
	if (zh)	/* "满分5分" */
		k += papo_rubric_token_at(s, n, k, papo_rubric_units_cjk);
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
	if ((k = cjk_scale(s, n, z, top)) != z ||
	    (k = own_range(r, s, n, z, top)) != z)
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
	else if ((w = papo_rubric_def_row_at(s, n, k, scale_words)) == 0 ||
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

/* Where the denominator starts in the fraction s[k..e), or 0. */
static size_t
slash_at(const char *s, size_t k, size_t e)
{
	const char *p = memchr(s + k, '/', e - k);

	return p != NULL ? (size_t)(p - s) + 1 : 0;
}

/*
 * The score v (vlen bytes) that ends at s[z] restated in parentheses,
 * the same value in digits, bare or over the rubric's own scale, or
 * as a number word with that scale ("Score: 4 (4 out of 5)", "Score:
 * 4/5 (four out of five)", "Score: 4/5 (4)", "Score: 4 (4/5)",
 * "**4/5** (4)"): where it ends, else z.  Another value or scale in
 * them ("(8/10)"), a number word with no scale on either side ("4
 * (four)", "four (4)"), or anything else, is left to the rules of a
 * second verdict.
 */
static size_t
own_restated(const struct papo_rubric *r, const char *s, size_t n,
    size_t z, const char *v, size_t vlen)
{
	size_t k = z, e, w, d;
	double x, y, top = points_top(r);
	int word = 0;

	if (papo_rubric_word_value(r, v, vlen, &x) < 0)
		return z;
	while (k < n && s[k] == '*')
		k++;		/* the emphasis that closes the value */
	for (w = k; k < n && s[k] == ' '; k++)
		;
	if (k == w || k >= n || s[k] != '(')
		return z;
	k++;
	if (papo_rubric_score_token(s, n, k, &y, &e) < 0 &&
	    !(word = papo_rubric_value_word(s, n, k, &y, &e)))
		return z;
	if (papo_rubric_word_value(r, s + k, e - k, &y) < 0 || y != x)
		return z;
	/* a fraction over the rubric's top alone: "(4/5)", not "(8/10)" */
	if ((d = slash_at(s, k, e)) != 0 && (top == 0 ||
	    !papo_rubric_exactly(s + d, e - d, top)))
		return z;
	/* a number word only with the scale: "(four out of five)", not
	   "Score: 4 (four)" nor "Score: four (4)"; a fraction with none:
	   not "(4/5 out of 5)" */
	if ((w = own_scale(r, s, n, e)) != e ? d != 0 :
	    word || !isdigit((unsigned char)v[0]))
		return z;
	if (w >= n || s[w] != ')')
		return z;
	return w + 1;
}

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

	if (!papo_rubric_level_def(r, t, tn, l, &y, &a, &len, &next) ||
	    y != o->x)
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

	if (k >= n || s[k] != ':' || !papo_rubric_lines(r, own_text_line, &o))
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
		/* an em dash, glued or not; an en dash spaced */
		for (k += 3; k < n && s[k] == ' '; k++)
			;
	else
		return z;
	if ((w = papo_rubric_level_def_at(r, s, n, k, &y)) == 0 || y != x)
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
	if ((open = papo_rubric_def_row_at(s, n, k, cf_opens)) != 0)
		k += open;
	/* with no "would", only an inverted condition says it is not
	   so: "(10 had it ...)", not "(10 if ...)" */
	if (!cf_value(r, s, n, &k, x) ||
	    (w = papo_rubric_def_row_at(s, n, k, cf_conds)) == 0 ||
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
 * alone on the next line, or the one after a blank line ("Score:\n4",
 * "Score:\n\n4"):
 * 1 with *j, *lim and *i moved
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

	if (*i != *lim || *lim != papo_rubric_line_end(s, n, *j) || *lim >= n)
		return 0;
	/* past one blank line: "Score:\n\n4", "## Score\n\n4" (two are a
	   gap no verdict spans) */
	a = *lim + 1;
	for (k = a; k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r'); k++)
		;
	if (k < n && s[k] == '\n')
		a = k + 1;
	e = papo_rubric_value_limit(r, s, n, a);
	k = papo_rubric_skip_markup(s, e, a);
	if (k == e || (r->parse == PAPO_RUBRIC_GRADE ?
	    papo_rubric_grade_at(r, s, e, k, &z) < 0 :
	    papo_rubric_score_token(s, e, k, &x, &z) &&
	    !papo_rubric_value_word(s, e, k, &x, &z)))
		return 0;
	*j = a;
	*lim = e;
	*i = k;
	return 1;
}

/*
 * The cell from s[j] to the next '|' on its line, which must end the
 * row (only spaces after it, and a token that ends the model's turn,
 * "| Score | 4 |<|eot_id|>"): 0 with *lim at that '|', or -1.
 */
static int
table_cell(const char *s, size_t n, size_t j, size_t *lim)
{
	size_t e = papo_rubric_line_end(s, n, j);
	const char *bar = memchr(s + j, '|', e - j);

	if (bar == NULL)
		return -1;
	*lim = (size_t)(bar - s);
	return papo_rubric_tag_trim(s + *lim + 1, e - *lim - 1) == 0 ? 0 : -1;
}

/*
 * 1 when emphasis opened on the line s[a..e) (a run of stars after a
 * blank or the line's start, before a non-blank) is not closed on it
 * (a run after a non-blank): "**Score: 4" cut inside its bold.  A
 * list's star, "* Score: 4", opens none.
 */
static int
stars_open(const char *s, size_t a, size_t e)
{
	size_t k = a, w;
	int depth = 0;

	while (k < e && (s[k] == ' ' || s[k] == '\t'))
		k++;
	if (k + 1 < e && s[k] == '*' && s[k + 1] == ' ')
		k += 2;		/* a list's item */
	for (; k < e; k = w) {
		if (s[k] != '*') {
			w = k + 1;
			continue;
		}
		for (w = k; w < e && s[w] == '*'; w++)
			;
		if (k > a && !isspace((unsigned char)s[k - 1]))
			depth -= depth > 0;	/* closes */
		else if (w < e && !isspace((unsigned char)s[w]))
			depth++;		/* opens */
	}
	return depth > 0;
}

/*
 * 1 when the value at s[i..z) leaves markup open on its line s[a..e):
 * more '{' than '}', an odd number of '$' or '`', a "\(", "\[" or "[["
 * with no "\)", "\]" or "]]" after it, emphasis opened right before
 * the value and none after it, or opened on the line and not closed
 * ("**Score: 4": stars_open); or the line ends after the value in a
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
	if (stars_open(s, a, e))
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
	    "\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90\xec\x97\x90 ",
							/* 점 만점에 */
	    "\xec\xa0\x90 \xec\xa4\x91 ",			/* 점 중 */
	    NULL };
	double top = points_top(r);
	size_t k = i, w;

	if (top == 0 || papo_rubric_scan_decimal(s, n, &k) < 0 ||
	    !papo_rubric_exactly(s + i, k - i, top) ||
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
	return papo_rubric_is_tier(r, digits, strlen(digits), x) ? k - i : 0;
}

/* 1 when an end token that ends the turn is glued at s[z]: "<|eot_id|>". */
static int
turn_end(const char *s, size_t n, size_t z)
{
	return z < n && s[z] == '<' && papo_rubric_skip_fill(s, n, z) != z;
}

/*
 * The value after a label that ends at j: V_WHOLE with *x set, V_BAD
 * when it starts with a number or grade that is not whole, or when
 * a number (grade word) stands later on its line, V_NONE when none
 * does (prose: "the score: see below", "Score: N/A").  *end is where
 * the value, or the text looked at, ends.  A value may stand alone in
 * parentheses, "Score: (4)" (par).
 */
static int
label_value(const struct papo_rubric *r, const char *s, size_t n, size_t j,
    double *x, size_t *end)
{
	size_t lim = papo_rubric_value_limit(r, s, n, j),
	    i = papo_rubric_skip_markup(s, lim, j), z;
	size_t zv, par;
	/* remarks close a verdict only on a line with no other label,
	   and not after a value on the line below its label */
	int alone = lim == papo_rubric_line_end(s, n, j) &&
	    !next_line_value(r, s, n, &j, &lim, &i);
	long g;

	*end = j;	/* a row with no last cell: the label alone */
	if (j > 0 && s[j - 1] == '|') {
		/* a table's row: the value is its last cell */
		if (table_cell(s, n, j, &lim) < 0)
			return V_BAD;
		i = papo_rubric_skip_markup(s, lim, j);
		alone = 0;
	}

	*end = papo_rubric_line_end(s, lim, i);
	if (r->parse == PAPO_RUBRIC_GRADE) {
		if ((g = papo_rubric_grade_at(r, s, lim, i, &z)) >= 0) {
			if (alone ? !closes_verdict(r, s, lim, z,
			    r->grades[g].value) :
			    !papo_rubric_closes_line(s, lim, z) ||
			    papo_rubric_trails_off(s, lim, z))
				return V_BAD;
			if (markup_open(s, papo_rubric_line_start(s, j), i, z,
			    papo_rubric_line_end(s, n, z)))
				return V_BAD;
			*x = r->grades[g].value;
			*end = z;
			return V_WHOLE;
		}
		return papo_rubric_line_has_grade(r, s, lim, i) ? V_BAD :
		    V_NONE;
	}
	i = scale_first(r, s, lim, i);	/* "5点中4点" */
	if ((zv = star_rating(r, s, lim, i, x)) != 0) {
		/* "★★★★☆" on a rubric of 1 to 5 */
		z = i + zv;
		if (alone ? !closes_verdict(r, s, lim, z, *x) :
		    !papo_rubric_closes_line(s, lim, z) ||
		    papo_rubric_trails_off(s, lim, z))
			return V_BAD;
		*end = z;
		return V_WHOLE;
	}
	par = lim - i >= 3 && s[i] == '(' && isdigit((unsigned char)s[i + 1]);
	if (papo_rubric_score_token(s, lim, i + par, x, &z) == 0 ||
	    papo_rubric_value_word(s, lim, i + par, x, &z)) {
		if (par && (z >= lim || s[z++] != ')'))
			return V_BAD;
		i += par;
		zv = z - par;
		z += papo_rubric_points_unit(s, lim, z);
		if (s[i] != '\\' && memchr(s + i, '/', zv - i) == NULL)
			z = own_scale(r, s, lim, z);	/* not twice */
		else if (z == zv)	/* "4/5 stars", "4/5 \xe2\xad\x90" */
			z += scale_noun(s, lim, z);
		z = own_restated(r, s, lim, z, s + i, zv - i);
		z = own_name(r, s, lim, z, *x);
		z = own_counterfactual(r, s, lim, z, *x);
		/* a sign glued: another value, "1%", "1-" (not "4（不是5）") */
		if (z < lim && !isspace((unsigned char)s[z]) &&
		    strchr(".,;!$*_)]}`\"'\\", s[z]) == NULL &&
		    (lim - z < 3 || memcmp(s + z, "\xe3\x80\x82", 3)) &&
		    why_not_paren(r, s, lim, z, *x) == 0 &&
		    (s[z] != '<' || papo_rubric_skip_fill(s, lim, z) == z))
			return V_BAD;	/* "1<|im_end|>": the turn ends */
		/* the emphasis that closes the value may stand before
		   its scale: "**4** out of 5", "**4**" then "/5" */
		if (papo_rubric_word_value(r, s + i, zv - i, x) < 0 || (alone ?
		    !closes_verdict(r, s, lim, z, *x) :
		    !papo_rubric_closes_line(s, lim, z) ||
		    papo_rubric_trails_off(s, lim, z)) ||
		    markup_open(s, papo_rubric_line_start(s, j), i, zv,
		    papo_rubric_line_end(s, n, z)))
			return V_BAD;
		*end = z;
		return V_WHOLE;
	}
	if ((zv = papo_rubric_level_def_at(r, s, lim, i, x)) != 0) {
		/* "Score: Excellent" where the rubric's text defines
		   "5 - Excellent: ...": the rubric's own row */
		z = i + zv;
		/* a sign glued to it makes another value: "Good-" */
		if (z < lim && !isspace((unsigned char)s[z]) &&
		    strchr(".,;!*_)]}`\"'", s[z]) == NULL &&
		    !papo_rubric_name_mark(s, lim, z) && !turn_end(s, lim, z))
			return V_BAD;
		if ((alone ? !closes_verdict(r, s, lim, z, *x) :
		    !papo_rubric_closes_line(s, lim, z) ||
		    papo_rubric_trails_off(s, lim, z)) ||
		    markup_open(s, papo_rubric_line_start(s, j), i, z,
		    papo_rubric_line_end(s, n, z)))
			return V_BAD;
		*end = z;
		return V_WHOLE;
	}
	return papo_rubric_line_has_digit(s, lim, i) ? V_BAD : V_NONE;
}

/*
 * 1 when the \boxed{} at s[i] is named an answer or a solution right
 * before it ("The answer is \boxed{8}", "Final answer: $\boxed{8}$",
 * "the solution is \boxed{8}", a heading "**Final Answer**" or "The
 * final answer is:" on the line above): the problem's answer, worked out by a
 * judge that solved the problem instead of grading it, or the
 * student's, not a score ("the solution deserves \boxed{1}" is one).
 */
static int
box_answer_said(const char *s, size_t i)
{
	static const char *const nouns[] = { "answer", "solution", NULL };
	static const char *const links[] = { "is", "was", ":", "=", NULL };
	size_t a = i, k, w, n;

	/* the box's own line may stand under its heading or introduction
	   ("**Final Answer**", "The final answer is:") */
	while (a > 0 && strchr(" \t\r\n$*_#", s[a - 1]) != NULL &&
	    s[a - 1] != '\0')
		a--;
	/* "is", ":", or both: "The final answer is:" */
	for (n = 0; n < 2; n++) {
		for (k = 0; links[k]; k++)
			if (a >= (w = strlen(links[k])) &&
			    strncasecmp(s + a - w, links[k], w) == 0 &&
			    (!isalpha((unsigned char)links[k][0]) || a == w ||
			    !isalpha((unsigned char)s[a - w - 1])))
				break;
		for (a -= links[k] ? w : 0; a > 0 && strchr(" *_#",
		    s[a - 1]) != NULL && s[a - 1] != '\0'; a--)
			;
	}
	for (k = 0; nouns[k]; k++)
		if (a >= (w = strlen(nouns[k])) &&
		    strncasecmp(s + a - w, nouns[k], w) == 0 &&
		    (a == w || !isalpha((unsigned char)s[a - w - 1])))
			return 1;
	return 0;
}

/*
 * Without any "Score:" label: a \boxed{} that ends the reply (end
 * tokens aside) and holds one of the scores alone, its sentence naming
 * it no answer.
 */
static int
read_box_only(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	const char *in;
	size_t inlen, end, e;
	double x;

	if (papo_rubric_last_boxed(s, n, &in, &inlen, &end) < 0) {
		v->why = "no \\boxed{} score and no 'Score:' line in the reply";
		return -1;
	}
	v->at = (size_t)(in - s);
	v->len = end - v->at;
	while (v->at > 0 && s[v->at - 1] != '\\')
		v->at--, v->len++;
	if (v->at > 0)
		v->at--, v->len++;
	/* a token that ends the model's turn may close it, "}<|eot_id|>" */
	if ((e = papo_rubric_tag_trim(s, n)) < end)
		e = end;
	if (!papo_rubric_only_closing(s + end, e - end) ||
	    papo_rubric_trails_off(s, e, end)) {
		/* a box amid the text is likely a quoted answer */
		v->why = "no 'Score:' line, and the last \\boxed{} does not "
		    "end the reply";
		return -1;
	}
	if (box_answer_said(s, v->at)) {
		v->why = "no 'Score:' line, and the last \\boxed{} is stated "
		    "as an answer, not a score";
		return -1;
	}
	if (!papo_rubric_lead_in_ok(s, v->at)) {
		v->why = "no 'Score:' line, and the last \\boxed{}'s own "
		    "sentence opens with words the reader does not recognise "
		    "as stating it";
		return -1;
	}
	if (papo_rubric_number(in, inlen, &x) == 0 &&
	    papo_rubric_verdict_value(r, in, inlen, &v->score) == 0)
		return 0;
	v->why = "the last \\boxed{} is not one of the rubric's scores";
	return -1;
}

/* 1 when the label at s[i] stands inside another's words quoted on
   its line (papo_rubric_quote_other). */
static int
label_quoted(const char *s, size_t n, size_t i)
{
	size_t q, w;

	for (q = i; q > 0 && s[q - 1] != '\n'; q--)
		;
	for (; q < i; q++)
		if ((s[q] == '"' || s[q] == '\'' ||
		    (unsigned char)s[q] >= 0xc2) &&
		    (w = papo_rubric_quote_other(s, n, q)) != 0 && w > i)
			return 1;
	return 0;
}

/*
 * Reading by labels, on text s (n bytes): the last label must give a
 * whole value, and every other label that gives a number (a grade)
 * must give the same whole value: two different verdicts, or one
 * that is not whole, are a conflict, not "the last one wins"; a label
 * in another's words quoted (papo_rubric_quote_other) is none, before
 * the last or after it ("Score: 2\n\nThe response says \"Score:
 * 5\"."), when a label of the judge's stands before it.
 */
int
papo_rubric_read_labels(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	int grade = r->parse == PAPO_RUBRIC_GRADE, kind;
	size_t i = n, j = 0, last, end, e2, qi = 0, qj = 0;
	double x, y;

	while (i-- > 0) {
		if ((j = papo_rubric_label_end(r, s, n, i)) == 0)
			continue;
		if (!label_quoted(s, n, i))
			break;
		if (qj == 0) {
			qi = i;	/* the last label, quoted */
			qj = j;
		}
		j = 0;
	}
	if (j == 0 && qj != 0) {
		i = qi;	/* none of the judge's: the quoted one, as before */
		j = qj;
	}
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
		/* another's words quoted: no label of the judge's */
		if ((s[i] == '"' || s[i] == '\'' || (unsigned char)s[i] >=
		    0xc2) && (e2 = papo_rubric_quote_other(s, n, i)) != 0 &&
		    e2 <= last) {
			i = e2 - 1;
			continue;
		}
		if ((j = papo_rubric_label_end(r, s, n, i)) == 0)
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
	if (!papo_rubric_lead_in_ok(s, last)) {
		v->why = grade ? "the last grade label's own sentence opens "
		    "with words the reader does not recognise as stating it" :
		    "the last 'Score:' label's own sentence opens with words "
		    "the reader does not recognise as stating it";
		return -1;
	}
	return 0;
}
