/* SPDX-License-Identifier: MIT */
/*
 * answer_circled.c: an option letter with the numbered statements it
 * combines ("【答案】B．①③", Chinese exams' combination options, where
 * the problem lists "A．①②  B．①③  C．②④  D．③④"): the letter is the
 * answer when the statements are the ones the problem lists under it.
 */
#include <string.h>

#include "answer_impl.h"

/* Separators between a letter and its statements ("．", ".", "、",
   ":", "：") and between the statements ("、", "，", ","). */
static const char *const after_letter[] = {
	"\xef\xbc\x8e" /* ． */, ".", "\xe3\x80\x81" /* 、 */, ":",
	"\xef\xbc\x9a" /* ： */, NULL
};
static const char *const between[] = {
	"\xe3\x80\x81" /* 、 */, "\xef\xbc\x8c" /* ， */, ",", NULL
};

static size_t
sep_at(const char *s, size_t i, size_t n, const char *const *w)
{
	size_t k, l;

	for (k = 0; w[k] != NULL; k++) {
		l = strlen(w[k]);
		if (n - i >= l && memcmp(s + i, w[k], l) == 0)
			return l;
	}
	return 0;
}

static size_t
skip_spaces(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	/* the ideographic space */
	if (n - i >= 3 && memcmp(s + i, "\xe3\x80\x80", 3) == 0)
		return skip_spaces(s, i + 3, n);
	return i;
}

/* The number 1..20 of the circled digit at s[i] (U+2460..U+2473), else 0. */
static int
circled_at(const char *s, size_t i, size_t n)
{
	unsigned char c;

	if (n - i < 3 || (unsigned char)s[i] != 0xe2 ||
	    (unsigned char)s[i + 1] != 0x91)
		return 0;
	c = (unsigned char)s[i + 2];
	return c >= 0xa0 && c <= 0xb3 ? c - 0xa0 + 1 : 0;
}

/*
 * The statements of a run of circled digits at s[*i..n) as a bit set
 * (bit k for the digit k), *i moved past the run; 0 when none starts
 * there or one is named twice.
 */
static unsigned long
circled_run(const char *s, size_t *i, size_t n)
{
	unsigned long set = 0;
	size_t j = *i, l;
	int d;

	while ((d = circled_at(s, j, n)) != 0) {
		if (set & 1ul << d)
			return 0;
		set |= 1ul << d;
		j += 3;
		*i = j;
		j = skip_spaces(s, j, n);
		if ((l = sep_at(s, j, n, between)) != 0)
			j = skip_spaces(s, j + l, n);
	}
	return set;
}

/*
 * The statements the option at s[i] (a capital letter) names, with *i
 * past them: the letter, a separator or spacing, the circled run.
 */
static unsigned long
option_at(const char *s, size_t *i, size_t n)
{
	size_t j = *i + 1, l;

	j = skip_spaces(s, j, n);
	if ((l = sep_at(s, j, n, after_letter)) != 0)
		j = skip_spaces(s, j + l, n);
	*i = j;
	return circled_run(s, i, n);
}

/*
 * Does the problem p[0..pn) list combination options ("B．①③"), and
 * which statements under letter?  0 when it lists none, 1 with *set
 * when it lists the letter once, -1 when it lists others only or the
 * letter twice.
 */
static int
problem_option(const char *p, size_t pn, int letter, unsigned long *set)
{
	size_t i, j;
	unsigned long got;
	int any = 0, n = 0;

	for (i = 0; p != NULL && i < pn; i++) {
		if (p[i] < 'A' || p[i] > 'H' || (i > 0 && is_alpha((unsigned
		    char)p[i - 1])))
			continue;
		j = i;
		if ((got = option_at(p, &j, pn)) == 0)
			continue;
		any = 1;
		if (p[i] == letter) {
			*set = got;
			n++;
		}
	}
	return !any ? 0 : n == 1 ? 1 : -1;
}

int
papo_answer_choice_circled(const char *s, size_t a, size_t b,
    const char *pr, size_t pn)
{
	unsigned long set, listed = 0;
	size_t i = a;
	int letter, r;

	if (a >= b || s[a] < 'A' || s[a] > 'H' || (a + 1 < b &&
	    is_alpha((unsigned char)s[a + 1])))
		return 0;
	letter = s[a];
	if ((set = option_at(s, &i, b)) == 0)
		return 0;
	i = skip_spaces(s, i, b);
	if (i < b && s[i] == '.')
		i++;
	else if (b - i >= 3 && memcmp(s + i, "\xe3\x80\x82" /* 。 */, 3) == 0)
		i += 3;
	if (skip_spaces(s, i, b) != b)
		return 0;	/* more words: not this form */
	/* the problem's own option under that letter must be these
	   statements: another set names two options */
	if ((r = problem_option(pr, pn, letter, &listed)) < 0 ||
	    (r == 1 && listed != set))
		return -1;
	return letter;
}
