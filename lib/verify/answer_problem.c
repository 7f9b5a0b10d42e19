/* SPDX-License-Identifier: MIT */
/*
 * answer_problem.c: is a frame word next to an answer the problem's own
 * wording restated ("left over", "greater than", "if he sells all the
 * doughnuts")?  The problem text comes from the dataset, not the model.
 */

#include <stddef.h>
#include <string.h>

#include "answer.h"
#include "answer_impl.h"

/* The longest phrase compared with the problem, in bytes. */
#define RESTATE_MAX	200

/* Does a word (ASCII letter or digit) go on at s[i]? */
static int
word_at(const char *s, size_t i, size_t n)
{
	return i < n && (is_alpha((unsigned char)s[i]) ||
	    ((unsigned char)s[i] >= '0' && (unsigned char)s[i] <= '9'));
}

/*
 * An ASCII letter, or a byte of a two-byte UTF-8 letter of Latin-1 to
 * Cyrillic (U+00C0..U+052F: "é", "Если"); CJK and punctuation are not.
 */
#define LETTERISH(c)	(is_alpha((unsigned char)(c)) || \
	((unsigned char)(c) >= 0xc3 && (unsigned char)(c) <= 0xd4) || \
	((unsigned char)(c) >= 0x80 && (unsigned char)(c) <= 0xbf))

/*
 * Does p[0..pn) hold the words of s[a..b) in order, case aside, runs
 * of spacing equal, starting and ending on word boundaries?
 */
static int
problem_says(const char *p, size_t pn, const char *s, size_t a, size_t b)
{
	size_t i, j, k;

	if (b <= a || b - a > RESTATE_MAX)
		return 0;
	for (i = 0; i < pn; i++) {
		if (i > 0 && word_at(p, i - 1, pn))
			continue;
		for (j = i, k = a; k < b && j < pn; ) {
			if (is_space((unsigned char)s[k]) &&
			    is_space((unsigned char)p[j])) {
				while (k < b && is_space((unsigned char)s[k]))
					k++;
				while (j < pn && is_space((unsigned char)p[j]))
					j++;
				continue;
			}
			if (lower((unsigned char)s[k]) !=
			    lower((unsigned char)p[j]))
				break;
			j++;
			k++;
		}
		if (k == b && !word_at(p, j, pn))
			return 1;
	}
	return 0;
}

/* Where the word before s[y] starts (in s[lo..y)), or y when none. */
static size_t
word_before(const char *s, size_t lo, size_t y)
{
	size_t k = y;

	while (k > lo && s[k - 1] == ' ')
		k--;
	if (k == y || k == lo || !is_alpha((unsigned char)s[k - 1]))
		return y;
	while (k > lo && is_alpha((unsigned char)s[k - 1]))
		k--;
	return k;
}

/* Where the word after s[e] ends (in s[e..hi)), or e when none. */
static size_t
word_after(const char *s, size_t e, size_t hi)
{
	size_t k = e;

	while (k < hi && s[k] == ' ')
		k++;
	if (k == e || k == hi || !is_alpha((unsigned char)s[k]))
		return e;
	while (k < hi && is_alpha((unsigned char)s[k]))
		k++;
	return k;
}

/* Is s[a..b) one of the words w[] (case aside)? */
static int
one_of(const char *s, size_t a, size_t b, const char *const *w)
{
	size_t k, j, l;

	for (k = 0; w[k]; k++) {
		if (b > a && lower((unsigned char)s[a]) !=
		    (unsigned char)w[k][0])
			continue;	/* the first byte before strlen */
		l = strlen(w[k]);
		for (j = 0; b - a == l && j < l; j++)
			if (lower((unsigned char)s[a + j]) !=
			    (unsigned char)w[k][j])
				break;
		if (b - a == l && j == l)
			return 1;
	}
	return 0;
}

/* Is s[a..b) one of the copulas that may close a condition clause? */
static int
copula(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "is", "are", "was", "were", "be",
	    "will", "equals", NULL };

	return one_of(s, a, b, w);
}

/*
 * Is s[a..b) a word that makes a bound of the row after it ("at least",
 * "or more", "up to", "no more"): such a phrase bounds the answer even
 * when the problem says it.
 */
static int
bound_word(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "at", "or", "nor", "and", "no",
	    "not", "up", "to", "by", NULL };

	return one_of(s, a, b, w);
}

/*
 * The condition clause that starts at s[y]: its words up to a mark
 * (punctuation, math, the end of s[..hi)), without a copula that ends
 * it ("if he watches every episode is").  Returns its end, or y when
 * the sentence goes on after it ("if ..., or 3600 otherwise"): only a
 * condition that closes the sentence, or its copula, is compared, or
 * when lead (it stands before the answer) one that a comma closes.
 */
static size_t
clause_end(const char *s, size_t y, size_t hi, int lead)
{
	static const char *const also[] = { "but", "unless", "if", "when",
	    "otherwise", "else", "then", NULL };
	size_t k, w, we, r;

	if (hi - y > RESTATE_MAX)
		hi = y + RESTATE_MAX;	/* longer than any phrase compared */
	/* words in any script, with a hyphen inside one ("one-third",
	   "two-thirds"), and numbers ("if her target is 2000 calories") */
	for (k = y; k < hi && (LETTERISH(s[k]) ||
	    is_digit((unsigned char)s[k]) ||
	    s[k] == ' ' || s[k] == '\'' || (s[k] == '-' && k > y &&
	    LETTERISH(s[k - 1]) && k + 1 < hi && LETTERISH(s[k + 1]))); k++)
		;
	while (k > y && s[k - 1] == ' ')
		k--;
	for (w = k; w > y && LETTERISH(s[w - 1]); w--)
		;
	we = k;
	if (w > y && copula(s, w, we)) {
		for (r = we; r < hi && is_space((unsigned char)s[r]); r++)
			;
		if (r < hi)
			return y;	/* "if ... is 5, or" */
		for (k = w; k > y && s[k - 1] == ' '; k--)
			;
		return k;
	}
	for (r = k; r < hi && (is_space((unsigned char)s[r]) ||
	    s[r] == '.' || s[r] == '!' || s[r] == '?'); r++)
		;
	if (r == hi)
		return k;
	/* before the answer: "If there were no current, it would take
	   him \boxed{45}", the main clause after a comma, unless it goes
	   on with another condition ("..., or half of them, ...") */
	if (lead && k < hi && s[k] == ',') {
		for (r = k + 1; r < hi && s[r] == ' '; r++)
			;
		for (w = r; w < hi && is_alpha((unsigned char)s[w]); w++)
			;
		if (w > r && !bound_word(s, r, w) && !one_of(s, r, w, also))
			return k;
	}
	return y;
}

/* Words a condition restated may change, add or drop ("if he hadn't
   bought" for "if he had decided not to buy"). */
static const char *const light[] = { "the", "a", "an", "that", "this",
	"these", "those", "he", "she", "it", "they", "we", "you", "i", "his",
	"her", "their", "its", "had", "has", "have", "would", "will", "could",
	"should", "did", "do", "does", "was", "were", "is", "are", "be",
	"been", "to", "of", "for", "on", "in", "at", "decided", "chose",
	"wanted", "just", "instead", NULL };

/* Irregular past forms and the verb they are ("bought": "buy"). */
static const char *const past[][2] = { { "bought", "buy" },
	{ "sold", "sell" }, { "spent", "spend" }, { "paid", "pay" },
	{ "gave", "give" }, { "took", "take" }, { "made", "make" },
	{ "went", "go" }, { "ate", "eat" }, { "got", "get" }, { "ran", "run" },
	{ "won", "win" }, { "lost", "lose" }, { "left", "leave" },
	{ "kept", "keep" }, { "found", "find" }, { "brought", "bring" },
	{ "drove", "drive" }, { "wrote", "write" }, { "read", "read" },
	{ NULL, NULL } };

/* Is s[a..b) a negation ("not", "never", "no", "hadn't")? */
static int
negation(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "not", "never", "no", NULL };

	return one_of(s, a, b, w) || (b - a > 3 && s[b - 2] == '\'' &&
	    lower((unsigned char)s[b - 3]) == 'n' &&
	    lower((unsigned char)s[b - 1]) == 't');
}

/* Are the words x[0..xl) and y[0..yl) one word: equal, one the other
   with an ending (4 letters in common or more), or a past form? */
static int
same_word(const char *x, size_t xl, const char *y, size_t yl)
{
	size_t k, m = xl < yl ? xl : yl;

	for (k = 0; k < m; k++)
		if (lower((unsigned char)x[k]) != lower((unsigned char)y[k]))
			break;
	if (k == m && (xl == yl || (m >= 4 && (xl > yl ? xl - yl :
	    yl - xl) <= 3)))
		return 1;
	for (k = 0; past[k][0]; k++)
		if ((one_of(x, 0, xl, &past[k][0]) && yl == strlen(past[k][1])
		    && one_of(y, 0, yl, &past[k][1])) || (one_of(y, 0, yl,
		    &past[k][0]) && xl == strlen(past[k][1]) &&
		    one_of(x, 0, xl, &past[k][1])))
			return 1;
	return 0;
}

/*
 * Is the condition s[y..b) ("if he hadn't bought the headphone set") a
 * condition of the problem p[0..pn) in other words: after the same
 * condition word, in one clause of the problem, every word of it but
 * the light ones (two or more), with a negation in both or neither?
 */
static int
paraphrase(const char *p, size_t pn, const char *s, size_t y, size_t b)
{
	size_t cw, i, j, k, ce, pa, pe;
	int neg = 0, pneg, heavy = 0, all;

	for (cw = y; cw < b && is_alpha((unsigned char)s[cw]); cw++)
		;
	if (cw == y)
		return 0;
	for (i = 0; i + (cw - y) <= pn; i++) {
		/* the condition word in the problem, a clause after it */
		if ((i > 0 && word_at(p, i - 1, pn)) || word_at(p, i + (cw - y),
		    pn) || !same_word(p + i, cw - y, s + y, cw - y))
			continue;
		for (ce = i; ce < pn && !strchr(",.?!;:\n", p[ce]); ce++)
			;
		pneg = 0;
		for (pa = i + (cw - y); pa < ce; pa = pe) {
			while (pa < ce && !is_alpha((unsigned char)p[pa]))
				pa++;
			for (pe = pa; pe < ce && (is_alpha((unsigned char)p[pe])
			    || p[pe] == '\''); pe++)
				;
			if (pe > pa && negation(p, pa, pe))
				pneg = 1;
		}
		all = 1;
		neg = heavy = 0;
		for (j = cw; j < b && all; j = k) {
			while (j < b && !is_alpha((unsigned char)s[j]))
				j++;
			for (k = j; k < b && (is_alpha((unsigned char)s[k]) ||
			    s[k] == '\''); k++)
				;
			if (k == j)
				break;
			if (negation(s, j, k)) {
				neg = 1;
				continue;
			}
			if (k - j < 3 || one_of(s, j, k, light))
				continue;
			heavy++;
			/* the word somewhere in the problem's clause */
			for (all = 0, pa = i + (cw - y); pa < ce && !all;
			    pa = pe) {
				while (pa < ce && !is_alpha(
				    (unsigned char)p[pa]))
					pa++;
				for (pe = pa; pe < ce && is_alpha(
				    (unsigned char)p[pe]); pe++)
					;
				all = pe > pa && same_word(p + pa, pe - pa,
				    s + j, k - j);
			}
		}
		if (all && heavy >= 2 && neg == pneg)
			return 1;
	}
	return 0;
}

/*
 * Is "would" at s[y..e) with the word after it (to s[b]) the problem's
 * "will" with that word ("the balance would be" for "how much will be
 * the balance"): a question's tense told back?
 */
static int
backshift(const char *p, size_t pn, const char *s, size_t y, size_t e,
    size_t b)
{
	static const char *const would[] = { "would", NULL };
	char buf[RESTATE_MAX + 8];

	if (b <= e || b - e > RESTATE_MAX || !one_of(s, y, e, would))
		return 0;
	memcpy(buf, "will", 4);
	memcpy(buf + 4, s + e, b - e);
	return problem_says(p, pn, buf, 0, 4 + (b - e));
}

/*
 * Is "would" at s[y..e) the mood of a question that supposes: the
 * problem's question (the sentence of its last '?') opens with a
 * condition ("If each 1/2 inch on a map represents 20 miles, how many
 * inches apart ... are two cities ...?")?  The answer to it is told in
 * the conditional; a condition of the response's own is refused by the
 * rows before and after the answer, whatever this says.
 */
static int
supposing_question(const char *p, size_t pn, const char *s, size_t y,
    size_t e)
{
	static const char *const would[] = { "would", NULL };
	static const char *const opens[] = { "if ", "suppose ",
	    "supposing ", "assuming ", "assume ", NULL };
	size_t q, a, k;

	if (!one_of(s, y, e, would))
		return 0;
	for (q = pn; q > 0 && p[q - 1] != '?'; q--)
		;
	if (q == 0)
		return 0;	/* no question */
	for (a = q - 1; a > 0 && !((p[a - 1] == '.' || p[a - 1] == '!' ||
	    p[a - 1] == '?' || p[a - 1] == '\n') && (p[a] == ' ' ||
	    p[a] == '\n' || p[a - 1] == '\n')); a--)
		;
	while (a < q && (p[a] == ' ' || p[a] == '\n'))
		a++;
	for (k = 0; opens[k] != NULL; k++)
		if (starts_ci(p, q, a, opens[k]))
			return 1;
	return 0;
}

/* (No "estimate": a problem asking for one asks for a value, and "about
   42" or "my estimate was off by \\boxed{42}" under it is a bound or a
   disowning, issue 26.) */
int
papo_answer_rounding_asked(const char *p, size_t pn)
{
	static const char *const asks[] = { "nearest", "round", "rounded",
	    "rounding", "whole number", "how many whole",
	    "approximate", "approximately", "decimal place", "decimal places",
	    "significant figure", "significant figures", NULL };
	size_t i, k, l;

	for (i = 0; p != NULL && i < pn; i++) {
		if (i > 0 && word_at(p, i - 1, pn))
			continue;
		for (k = 0; asks[k]; k++) {
			l = strlen(asks[k]);
			if (starts_ci(p, pn, i, asks[k]) && !word_at(p, i + l,
			    pn))
				return 1;
		}
	}
	return 0;
}

/*
 * Is s[y..e) a word of approximation (papo_answer_approx_words:
 * "approximately", "about", "roughly", "etwa") while the
 * problem p[0..pn) asks for a rounded value (papo_answer_rounding_asked)?
 * Then the word tells the rounding asked for, not a doubt.
 */
static int
rounding_asked(const char *p, size_t pn, const char *s, size_t y, size_t e)
{
	return one_of(s, y, e, papo_answer_approx_words) &&
	    papo_answer_rounding_asked(p, pn);
}

/* Does s[a..b) hold a hyphen or a digit (a clause compared as said)? */
static int
hyphen_or_digit(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (s[a] == '-' || is_digit((unsigned char)s[a]))
			return 1;
	return 0;
}

/* A noun of the problem's owner, said of the same owner (answer_impl.h). */
int
papo_answer_possessed(const char *p, size_t pn, const char *s, size_t lo,
    size_t y, size_t e)
{
	static const char *const owners[] = { "his", "her", "their", "its",
	    NULL };
	char buf[RESTATE_MAX + 8];
	size_t k = y, a, n, i;

	while (k > lo && s[k - 1] == ' ')
		k--;
	if (p == NULL || k == y || e - y > RESTATE_MAX)
		return 0;
	if (k >= lo + 3 && s[k - 1] == 's' && (s[k - 2] == '\'' ||
	    (k >= lo + 5 && memcmp(s + k - 4, "\xe2\x80\x99", 3) == 0))) {
		n = s[k - 2] == '\'' ? k - 2 : k - 4;	/* the name */
		for (a = n; a > lo && is_alpha((unsigned char)s[a - 1]); a--)
			;
		if (a == n || s[a] < 'A' || s[a] > 'Z' ||
		    !problem_says(p, pn, s, a, n))
			return 0;
	} else if (!one_of(s, word_before(s, lo, y), k, owners))
		return 0;
	for (i = 0; owners[i] != NULL; i++) {
		memcpy(buf, owners[i], strlen(owners[i]));
		buf[strlen(owners[i])] = ' ';
		memcpy(buf + strlen(owners[i]) + 1, s + y, e - y);
		if (problem_says(p, pn, buf, 0, strlen(owners[i]) + 1 + e - y))
			return 1;
	}
	return 0;
}

int
papo_answer_restated(const char *p, size_t pn, const char *s, size_t lo,
    size_t hi, size_t y, size_t e, enum papo_restate how)
{
	size_t a, b, k, words = 0;

	if (p == NULL || pn == 0 || y >= e)
		return 0;
	switch (how) {
	case PAPO_RESTATE_CLAUSE:
	case PAPO_RESTATE_LEAD:
		/* the whole condition, three words or more, as the
		   problem puts it: "if he sells all the doughnuts"; before
		   the answer (LEAD) the main clause may follow it */
		b = clause_end(s, y, hi, how == PAPO_RESTATE_LEAD);
		for (k = y; k < b; k++)	/* words in any script: "Если" */
			if (LETTERISH(s[k]) && (k == y || !LETTERISH(s[k - 1])))
				words++;
		return words >= 3 && (problem_says(p, pn, s, y, b) ||
		    (!hyphen_or_digit(s, y, b) && paraphrase(p, pn, s, y,
		    b)));	/* "one-third", "2000" as said, in place */
	case PAPO_RESTATE_AFTER:
		/* the word it follows: "left over", "greater than" */
		a = word_before(s, lo, y);
		for (b = a; b < y && is_alpha((unsigned char)s[b]); b++)
			;
		return a < y && !bound_word(s, a, b) &&
		    problem_says(p, pn, s, a, e);
	case PAPO_RESTATE_ROUND:
		return rounding_asked(p, pn, s, y, e);
	case PAPO_RESTATE_BOTH:
		/* a modal with the word before or after it */
		a = word_before(s, lo, y);
		b = word_after(s, e, hi);
		return (a < y && problem_says(p, pn, s, a, e)) ||
		    (b > e && problem_says(p, pn, s, y, b)) ||
		    backshift(p, pn, s, y, e, b) ||
		    papo_answer_possessed(p, pn, s, lo, y, e) ||
		    supposing_question(p, pn, s, y, e);
	}
	return 0;
}

int
papo_answer_problem_says(const char *p, size_t pn, const char *s, size_t a,
    size_t b)
{
	return p != NULL && problem_says(p, pn, s, a, b);
}
