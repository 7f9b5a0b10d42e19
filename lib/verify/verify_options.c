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
 * The options text p[0..n) lists one a line into o, A, B, ... in order;
 * 1 when two or more are read.  Of a problem (own 0) they are read
 * without doubt: each once and in order, else none.  Of a response
 * (own 1) the first run is read: a letter out of order or a line of
 * another kind ends it, so the lines after it, an answer written
 * "D) 60" among them, are not options.
 */
static int
read_list(const char *p, size_t n, struct opts *o, int own)
{
	size_t i = 0, e, tn;
	const char *t;
	int k;

	o->n = 0;
	while (i < n) {
		e = line_end(p, i, n);
		k = papo_answer_option_line(p + i, e - i, &t, &tn);
		if (k == 'I' - 'A' && k != o->n && !own)
			k = -1;	/* statement I of I, II, III: no option */
		if (k >= 0) {
			if (k != o->n) {
				if (!own)
					return 0;	/* out of order, or
							   twice */
				break;	/* the run is over */
			}
			o->text[k] = t;
			o->len[k] = tn;
			o->n++;
		} else if (own && o->n > 0 && e > i)
			break;	/* a line of another kind ends it */
		i = e + 1;
	}
	return o->n >= 2;
}

/*
 * The options of problem p[0..n) into o: one a line (read_list), else
 * on one line, three or more in order ("(A) 4 (B) 6 (C) 8"), or two in
 * parentheses ("(A) true (B) false"): papo_answer_option_of's inline
 * list.
 */
static int
read_options(const char *p, size_t n, struct opts *o)
{
	if (read_list(p, n, o, 0))
		return 1;
	o->n = papo_answer_options_of(p, n, o->text, o->len, MAX_OPTS);
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

/* The options a response lists itself into o (read_list). */
static int
read_own_options(const char *s, size_t n, struct opts *o)
{
	return read_list(s, n, o, 1);
}

/* The label lab ("(B)") in s[i..n) where it opens an option: at the
   line's start or after a space, a space after it; its place, or n. */
static size_t
inline_label(const char *s, size_t i, size_t n, const char *lab)
{
	const char *q;

	for (; i + 3 < n && (q = memmem(s + i, n - i, lab, 3)) != NULL;
	    i = (size_t)(q - s) + 1)
		if ((q == s || q[-1] == ' ') && q + 3 < s + n && q[3] == ' ')
			return (size_t)(q - s);
	return n;
}

/*
 * The options a line s[0..n) lists inline, "(A) 20 (B) 40 (C) 60", into
 * o: each label in parentheses in order, its text up to the next one
 * (spaces, a comma or the line's last period stripped).  1 when three
 * or more are read ("P(A) * P(B)" is no list).
 */
static int
read_inline_options(const char *s, size_t n, struct opts *o)
{
	char lab[4] = "(A)";
	size_t q, next, t, tn;

	o->n = 0;
	q = inline_label(s, 0, n, lab);
	while (o->n < MAX_OPTS && q < n) {
		lab[1] = (char)('A' + o->n + 1);
		next = inline_label(s, q + 3, n, lab);
		for (t = q + 3; t < next && s[t] == ' '; t++)
			;
		for (tn = next - t; tn > 0 && strchr(" ,;.", s[t + tn - 1]) !=
		    NULL; tn--)
			;
		if (tn == 0)
			return 0;
		o->text[o->n] = s + t;
		o->len[o->n++] = tn;
		q = next;
	}
	return o->n >= 3;
}

/* The options a response lists itself, one a line (when lines is set)
   or inline on one line, into o: 1 when read. */
static int
own_options(const char *s, size_t n, struct opts *o, int lines)
{
	size_t i = 0, e;

	if (lines && read_own_options(s, n, o))
		return 1;
	if (memmem(s, n, "(A)", 3) == NULL)
		return 0;	/* the cheap test: no inline list */
	while (i < n) {
		e = line_end(s, i, n);
		if (read_inline_options(s + i, e - i, o))
			return 1;
		i = e + 1;
	}
	return 0;
}

/* Whether s[0..n) is a number alone as an option writes it: digits
   and ". , / : % -" ("80", "2.48", "59:91"), a digit among them. */
static int
plain_number(const char *s, size_t n)
{
	size_t k;
	int digit = 0;

	for (k = 0; k < n; k++) {
		if (s[k] >= '0' && s[k] <= '9')
			digit = 1;
		else if (strchr(".,/:%- ", s[k]) == NULL)
			return 0;
	}
	return digit;
}

static int roman_same(const struct papo_verify *, const char *, size_t,
    const char *, size_t);

int
papo_verify_own_option(struct papo_verify *v, const char *resp, size_t rn,
    const char *pred, size_t pn)
{
	struct opts o;
	const char *t;
	size_t tn;
	int k, j;

	/* a prediction that lists options itself (a whole response read
	   as one: "A. 20\nB. 40\n...") names them all */
	if (memchr(pred, '\n', pn) != NULL && read_own_options(pred, pn, &o))
		return PAPO_V_NOT_EQUAL;
	if (resp == NULL || (k = papo_answer_option_line(pred, pn, &t,
	    &tn)) < 0 || tn == 0 || !own_options(resp, rn, &o, 1) ||
	    k >= o.n)
		return -1;
	if (papo_verify_compare(v, o.text[k], o.len[k], t, tn) ==
	    PAPO_V_EQUAL)
		return -1;
	/* another option's value: two options named */
	for (j = 0; j < o.n; j++)
		if (j != k && papo_verify_compare(v, o.text[j], o.len[j], t,
		    tn) == PAPO_V_EQUAL)
			return PAPO_V_NOT_EQUAL;
	/* a number the letter's own, a number too, is not (an option
	   glossed with its working, "59:91 -> 59/150 = 0.393", is read
	   by the rest) */
	return plain_number(o.text[k], o.len[k]) && plain_number(t, tn) ?
	    PAPO_V_NOT_EQUAL : -1;
}

int
papo_verify_own_letter(struct papo_verify *v, const char *resp, size_t rn,
    int rl, const char *pred, size_t pn)
{
	struct opts o;
	const char *t;
	size_t tn;
	int k, hit = -1;

	if (resp == NULL || rl == 0 || pn == 0 ||
	    papo_answer_ref_letter(pred, pn) != 0 ||
	    papo_answer_option_line(pred, pn, &t, &tn) >= 0 ||
	    !own_options(resp, rn, &o, 0) || rl - 'A' >= o.n)
		return -1;
	for (k = 0; k < o.n; k++)
		if (papo_verify_compare(v, o.text[k], o.len[k], pred, pn) ==
		    PAPO_V_EQUAL) {
			if (hit >= 0)
				return -1;	/* two options */
			hit = k;
		}
	if (hit < 0)
		return -1;
	return hit == rl - 'A' ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
}

int
papo_verify_options(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, const char *pred, size_t pn)
{
	struct opts o;
	int rl, pl, k, hit = -1;

	/* a letter on one side or the other, the cheap test first; a
	   response that lists options of its own (a new question after
	   the answer, options restated) may mean others: no guess */
	rl = papo_answer_ref_letter(ref, fn);
	pl = papo_answer_ref_letter(pred, pn);
	if ((rl == 0 && pl == 0) || v->problem == NULL ||
	    !read_options(v->problem, v->problemlen, &o) || (resp != NULL &&
	    lists_options(resp, rn)))
		return -1;
	if (rl != 0 && pl == 0 && pn == 1 && pred[0] >= 'a' &&
	    pred[0] < 'a' + o.n)	/* "The answer is d.": option D */
		return pred[0] - 'a' == rl - 'A' ? PAPO_V_EQUAL :
		    PAPO_V_NOT_EQUAL;
	if (rl != 0 && pl == 0) {
		/* the option's text against a letter: one option equal */
		for (k = 0; k < o.n; k++)
			if (roman_same(v, o.text[k], o.len[k], pred, pn) ||
			    papo_verify_compare(v, o.text[k], o.len[k], pred,
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
		if (roman_same(v, o.text[pl - 'A'], o.len[pl - 'A'], ref, fn))
			return PAPO_V_EQUAL;
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

int
papo_verify_ref_lower(const struct papo_verify *v, const char *ref,
    size_t fn)
{
	struct opts o;
	size_t a = 0, b = fn;
	int k;

	if (fn > 3 || v->problem == NULL)
		return 0;	/* the cheap tests first */
	if (b > a && ref[a] == '(')
		a++;
	if (b > a && ref[b - 1] == ')')
		b--;
	if (b != a + 1 || ref[a] < 'a' || ref[a] > 'j' || (a == 1 &&
	    fn != 3) || !read_options(v->problem, v->problemlen, &o) ||
	    ref[a] - 'a' >= o.n)
		return 0;
	for (k = 0; k < o.n; k++)
		if (o.len[k] == 1 && o.text[k][0] == ref[a])
			return 0;
	return ref[a] - 'a' + 'A';
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

int
papo_verify_roman(const struct papo_verify *v, const char *ref, size_t fn,
    const char *pred, size_t pn)
{
	unsigned r, p;

	if (v->problem == NULL || (r = papo_answer_roman_set(ref, fn)) == 0 ||
	    !papo_answer_roman_listed(v->problem, v->problemlen) ||
	    (p = papo_answer_roman_set(pred, pn)) == 0)
		return -1;
	return r == p ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
}

/* Are option text o[0..on) and p[0..pn) the same Roman-numbered
   statements ("I and III only", "III and I")? */
static int
roman_same(const struct papo_verify *v, const char *o, size_t on,
    const char *p, size_t pn)
{
	unsigned a;

	return (a = papo_answer_roman_set(o, on)) != 0 &&
	    a == papo_answer_roman_set(p, pn) &&
	    papo_answer_roman_listed(v->problem, v->problemlen);
}
