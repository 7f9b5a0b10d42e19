/* SPDX-License-Identifier: MIT */
/*
 * verify_options.c: the options a problem text lists, one a line
 * ("A. 80", "(B) 3/4", "C) ...", "D: ..."), read so that a letter is
 * compared with an option's text and the reverse.
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "ascii.h"
#include "verify.h"
#include "verify_impl.h"

/* Options read: A to J. */
#define MAX_OPTS 10

struct opts {
	const char *text[MAX_OPTS];
	size_t len[MAX_OPTS];
	int n;
};

/* The end of the line of s[0..n) that starts at i: its '\n', or n. */
static size_t
line_end(const char *s, size_t i, size_t n)
{
	const char *q = memchr(s + i, '\n', n - i);

	return q != NULL ? (size_t)(q - s) : n;
}

/*
 * The options of problem p[0..n) into o: 1 when they are read without
 * doubt (two or more, A, B, ... in order, each once), else 0.
 */
static int
read_options(const char *p, size_t n, struct opts *o)
{
	size_t i = 0, e, tn;
	const char *t;
	int k;

	o->n = 0;
	while (i < n) {
		e = line_end(p, i, n);
		if ((k = papo_answer_option_line(p + i, e - i, &t, &tn)) >= 0) {
			if (k != o->n)
				return 0;	/* out of order, or twice */
			o->text[k] = t;
			o->len[k] = tn;
			o->n++;
		}
		i = e + 1;
	}
	return o->n >= 2;
}

/* Does text s[0..n) have a line that labels an option ("A. 2")? */
static int
lists_options(const char *s, size_t n)
{
	size_t i = 0, e, tn;
	const char *t;

	while (i < n) {
		e = line_end(s, i, n);
		if (papo_answer_option_line(s + i, e - i, &t, &tn) >= 0)
			return 1;
		i = e + 1;
	}
	return 0;
}

int
papo_verify_options(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, const char *pred, size_t pn)
{
	struct opts o;
	int rl, pl, k, hit = -1;

	/* a response that lists options of its own (a new question after
	   the answer, options restated) may mean others: no guess */
	if (v->problem == NULL || !read_options(v->problem, v->problemlen,
	    &o) || (resp != NULL && lists_options(resp, rn)))
		return -1;
	rl = papo_answer_ref_letter(ref, fn);
	pl = papo_answer_ref_letter(pred, pn);
	if (rl != 0 && pl == 0 && pn == 1 && pred[0] >= 'a' &&
	    pred[0] < 'a' + o.n)	/* "The answer is d.": option D */
		return pred[0] - 'a' == rl - 'A' ? PAPO_V_EQUAL :
		    PAPO_V_NOT_EQUAL;
	if (rl != 0 && pl == 0) {
		/* the option's text against a letter: one option equal */
		for (k = 0; k < o.n; k++)
			if (papo_verify_compare(v, o.text[k], o.len[k], pred,
			    pn) == PAPO_V_EQUAL) {
				if (hit >= 0)
					return -1;	/* two options */
				hit = k;
			}
		if (hit < 0)
			return -1;
		return hit == rl - 'A' ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	}
	if (rl == 0 && pl != 0 && pl - 'A' < o.n) {
		/* a letter against the option's text */
		k = papo_verify_compare(v, ref, fn, o.text[pl - 'A'],
		    o.len[pl - 'A']);
		return k == PAPO_V_EQUAL || k == PAPO_V_CAPPED ? k :
		    PAPO_V_NOT_EQUAL;
	}
	return -1;
}

/* The letter of an option pred[0..pn) names against a letter
   reference: "E", "(E)", or one small letter ("(e)", "e"); else 0. */
static int
pred_letter(const char *pred, size_t pn)
{
	size_t a = 0, b = pn;

	while (a < b && pred[a] == '(')
		a++;
	while (b > a && (pred[b - 1] == ')' || pred[b - 1] == '.'))
		b--;
	if (b - a == 1 && pred[a] >= 'a' && pred[a] <= 'j')
		return pred[a] - 'a' + 'A';
	return papo_answer_ref_letter(pred, pn);
}

/*
 * Does p[0..n) write the letter c as a label anywhere ("D.", "(D)",
 * "D)", "D:", "D．" after no letter), with its text or without ("D.\n\n
 * $a=e$": a list read in doubt)?
 */
static int
labels_letter(const char *p, size_t n, int c)
{
	const char *q = p;

	while ((q = memchr(q, c, n - (size_t)(q - p))) != NULL) {
		size_t i = (size_t)(q - p);

		if ((i == 0 || !papo_ascii_alpha((unsigned char)p[i - 1])) &&
		    i + 1 < n && (strchr(".):", p[i + 1]) != NULL ||
		    (unsigned char)p[i + 1] >= 0x80))
			return 1;
		q++;
	}
	return 0;
}

int
papo_verify_option_unlisted(const struct papo_verify *v, const char *ref,
    size_t fn, const char *pred, size_t pn)
{
	struct opts o;
	int pl;

	if (v->problem == NULL || papo_answer_ref_letter(ref, fn) == 0 ||
	    (pl = pred_letter(pred, pn)) == 0 || !read_options(v->problem,
	    v->problemlen, &o))
		return 0;
	return pl - 'A' >= o.n && !labels_letter(v->problem, v->problemlen,
	    pl);
}

/* The next number of s[*i..n) as written (digits and one '.'), its
   extent into *a and *b; 0 when none is left. */
static int
next_number(const char *s, size_t *i, size_t n, size_t *a, size_t *b)
{
	size_t k = *i;

	while (k < n && !(s[k] >= '0' && s[k] <= '9'))
		k++;
	if (k == n)
		return 0;
	*a = k;
	while (k < n && ((s[k] >= '0' && s[k] <= '9') || (s[k] == '.' &&
	    k + 1 < n && s[k + 1] >= '0' && s[k + 1] <= '9')))
		k++;
	*b = *i = k;
	return 1;
}

/* Is the word w[0..l) in the problem p[0..pn), whole, case aside? */
static int
problem_word(const char *p, size_t pn, const char *w, size_t l)
{
	size_t i;

	for (i = 0; i + l <= pn; i++)
		if (strncasecmp(p + i, w, l) == 0 && (i == 0 ||
		    !papo_ascii_alpha((unsigned char)p[i - 1])) &&
		    (i + l == pn || !papo_ascii_alpha((unsigned char)p[i + l])))
			return 1;
	return 0;
}

int
papo_verify_option_values(const struct papo_verify *v, const char *ot,
    size_t otn, const char *t, size_t tn)
{
	size_t i = 0, j = 0, a, b, c, d, k, w;
	int nums = 0;

	if (v->problem == NULL)
		return 0;
	for (k = 0; k < otn; k++)	/* the option: numbers and commas */
		if (!((ot[k] >= '0' && ot[k] <= '9') || ot[k] == ',' ||
		    ot[k] == ' ' || ot[k] == '.'))
			return 0;
	while (next_number(ot, &i, otn, &a, &b)) {
		if (!next_number(t, &j, tn, &c, &d) || b - a != d - c ||
		    memcmp(ot + a, t + c, b - a) != 0)
			return 0;
		nums++;
	}
	if (nums < 2 || next_number(t, &j, tn, &c, &d))
		return 0;
	/* the text's words: "and" or the problem's (not "or", "not") */
	for (k = 0; k < tn; k = w) {
		for (w = k; w < tn && papo_ascii_alpha((unsigned char)t[w]);
		    w++)
			;
		if (w == k) {
			if (strchr("0123456789., ", t[k]) == NULL)
				return 0;
			w = k + 1;
			continue;
		}
		if ((w - k == 3 && strncasecmp(t + k, "and", 3) == 0))
			continue;
		if ((w - k == 2 && strncasecmp(t + k, "or", 2) == 0) ||
		    (w - k == 3 && strncasecmp(t + k, "not", 3) == 0) ||
		    (w - k == 2 && strncasecmp(t + k, "no", 2) == 0) ||
		    !problem_word(v->problem, v->problemlen, t + k, w - k))
			return 0;
	}
	return 1;
}
