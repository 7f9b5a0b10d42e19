/* SPDX-License-Identifier: MIT */
/*
 * verify_options.c: the options a problem text lists, one a line
 * ("A. 80", "(B) 3/4", "C) ...", "D: ..."), read so that a letter is
 * compared with an option's text and the reverse.
 */
#include <string.h>

#include "answer.h"
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
