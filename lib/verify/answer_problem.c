/* SPDX-License-Identifier: MIT */
/*
 * answer_problem.c: is a frame word next to an answer the problem's own
 * wording restated ("left over", "greater than", "if he sells all the
 * doughnuts")?  Does a sentence restate the problem's question with its
 * value ("Ana spends 36 dollars in total." to "How much does Ana spend
 * in total?")?  The problem text comes from the dataset, not the model.
 */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "units.h"

/* The phrases that ask a percent. */
static const char *const percent_asks[] = { "what percent",
    "what percentage", "which percent", "which percentage",
    "how many percent", "what is the percent", "what is the percentage",
    "quel pourcentage", "quel est le pourcentage", "wie viel prozent",
    "wieviel prozent", "wie viele prozent", "welcher prozentsatz",
    "qu\xc3\xa9 porcentaje", "\xc2\xbf" "qu\xc3\xa9 porcentaje",
    "cu\xc3\xa1l es el porcentaje", "\xc2\xbf" "cu\xc3\xa1l es el porcentaje",
    "que porcentagem", "qual a porcentagem", "qual \xc3\xa9 a porcentagem",
    "quale percentuale", "qual \xc3\xa8 la percentuale",
    "\xd0\xba\xd0\xb0\xd0\xba\xd0\xbe\xd0\xb9 \xd0\xbf\xd1\x80\xd0\xbe"
    "\xd1\x86\xd0\xb5\xd0\xbd\xd1\x82",	/* какой процент */
    "\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe "
    "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd1\x82"
    "\xd0\xbe\xd0\xb2",	/* сколько процентов */
    "\xe7\x99\xbe\xe5\x88\x86\xe4\xb9\x8b\xe5\x87\xa0",	/* 百分之几 */
    "\xe7\x99\xbe\xe5\x88\x86\xe4\xb9\x8b\xe5\xa4\x9a\xe5\xb0"
    "\x91",	/* 百分之多少 */
    "\xe4\xbd\x95\xe3\x83\x91\xe3\x83\xbc\xe3\x82\xbb\xe3\x83"
    "\xb3\xe3\x83\x88",	/* 何パーセント */
    /* the other listed languages' (UTF-8 as written) */
    "何%", "百分比是多少", "몇 퍼센트", "몇 %", "몇 프로", "กี่เปอร์เซ็นต์",
    "ร้อยละเท่าใด", "ร้อยละเท่าไร", "asilimia ngapi", "asilimia gani",
    "কত শতাংশ", "শতকরা কত", "ఎంత శాతం", "ఎన్ని శాతం", "berapa persen",
    "berapa peratus", "bao nhiêu phần trăm", "yüzde kaç", "jaki procent",
    "ile procent", "कितने प्रतिशत", "कितना प्रतिशत", "प्रतिशत कितना",
    "ما النسبة المئوية", "النسبة المئوية", "який відсоток", "Який відсоток",
    "скільки відсотків", "Скільки відсотків", "Какой процент",
    "Сколько процентов", "welchen prozentsatz",
    NULL };

/* The first two bytes of percent_asks[]'s rows, case folded: a bit
   each, built once. */
static unsigned char pair_first[65536 / 8];
static struct papo_once pair_once = PAPO_ONCE_INIT;

static void
pair_build(void)
{
	size_t k;
	unsigned c;

	for (k = 0; percent_asks[k]; k++) {
		c = (unsigned)lower((unsigned char)percent_asks[k][0]) << 8 |
		    (unsigned)lower((unsigned char)percent_asks[k][1]);
		pair_first[c >> 3] |= (unsigned char)(1u << (c & 7));
	}
}

int
papo_answer_asks_percent(const char *p, size_t pn)
{
	size_t i, k;
	unsigned c;

	if (p == NULL)
		return 0;
	papo_once(&pair_once, pair_build);
	/* a place is tried only when its two bytes open a phrase (case
	   folded): a problem's text is long, its phrases few */
	for (i = 0; i + 1 < pn; i++) {
		c = (unsigned)lower((unsigned char)p[i]) << 8 |
		    (unsigned)lower((unsigned char)p[i + 1]);
		if (!(pair_first[c >> 3] & (1u << (c & 7))))
			continue;
		for (k = 0; percent_asks[k]; k++)
			if (starts_ci(p, pn, i, percent_asks[k]))
				return 1;
	}
	return 0;
}

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

size_t
papo_answer_word_before(const char *s, size_t lo, size_t y)
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

size_t
papo_answer_word_after(const char *s, size_t e, size_t hi)
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

/* Is s[a..b) one of the copulas that may close a condition clause? */
static int
copula(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "is", "are", "was", "were", "be",
	    "will", "equals", NULL };

	return word_in_list(s, a, b, w);
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

	return word_in_list(s, a, b, w);
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
		if (w > r && !bound_word(s, r, w) &&
		    !word_in_list(s, r, w, also))
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

	return word_in_list(s, a, b, w) || (b - a > 3 && s[b - 2] == '\'' &&
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
		if ((word_in_list(x, 0, xl, &past[k][0]) &&
		    yl == strlen(past[k][1]) &&
		    word_in_list(y, 0, yl, &past[k][1])) ||
		    (word_in_list(y, 0, yl, &past[k][0]) &&
		    xl == strlen(past[k][1]) &&
		    word_in_list(x, 0, xl, &past[k][1])))
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
			if (k - j < 3 || word_in_list(s, j, k, light))
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

	if (b <= e || b - e > RESTATE_MAX || !word_in_list(s, y, e, would))
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

	if (!word_in_list(s, y, e, would))
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
	return word_in_list(s, y, e, papo_answer_approx_words) &&
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
	} else if (!word_in_list(s, papo_answer_word_before(s, lo, y), k,
	    owners))
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
		a = papo_answer_word_before(s, lo, y);
		for (b = a; b < y && is_alpha((unsigned char)s[b]); b++)
			;
		return a < y && !bound_word(s, a, b) &&
		    problem_says(p, pn, s, a, e);
	case PAPO_RESTATE_ROUND:
		return rounding_asked(p, pn, s, y, e);
	case PAPO_RESTATE_BOTH:
		/* a modal with the word before or after it */
		a = papo_answer_word_before(s, lo, y);
		b = papo_answer_word_after(s, e, hi);
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

/*
 * The words a sentence restating the question may hold that the
 * question need not: articles, auxiliaries, pronouns, "the number of",
 * and the conclusion's openers ("So", "Therefore"), by language.
 */
static const char *const restate_free[] = {
	/* en */
	"the", "a", "an", "is", "are", "was", "were", "has", "have", "had",
	"will", "would", "be", "does", "do", "did", "can", "he", "she",
	"they", "it", "we", "there", "number", "of", "so", "therefore",
	"thus", "hence", "then",
	/* de */
	"also", "somit", "daher", "folglich", "hat", "haben", "ist", "sind",
	"der", "die", "das", "den", "dem", "es", "er", "sie",
	/* fr */
	"donc", "ainsi", "alors", "le", "la", "les", "l", "il", "elle",
	"ils", "elles", "est", "sont", "de", "des", "du", "d",
	/* es, it, pt */
	"por", "lo", "tanto", "así", "entonces", "el", "los", "las", "es",
	"son", "del", "quindi", "dunque", "il", "gli", "è", "ha", "hanno",
	"di", "portanto", "logo", "então", "assim", "o", "os", "as", "é",
	"são",
	/* ru, uk, pl */
	"значит", "итак", "следовательно", "поэтому", "таким", "образом",
	"это", "отже", "тож", "тому", "zatem", "więc", "czyli", "jest",
	/* id, vi, tr, sw */
	"jadi", "maka", "adalah", "ialah", "oleh", "itu", "justeru", "vậy",
	"là", "dolayısıyla", "yani",
	"kwa", "hiyo", "hivyo", "ni",
	/* ko, ar, hi, bn, te */
	"따라서", "그러므로", "그래서", "즉", "إذن", "इसलिए", "সুতরাং",
	"కాబట్టి",
	NULL
};

/*
 * The words a sentence answering the question may hold beside its
 * scope, though the question does not: "in all", "altogether", "en
 * tout", "insgesamt" ("total" only in "in total" and "the total number
 * of", in the sentence's loop: "The total time is 6 hours." to
 * "How many miles ... in six hours?" is a given; the question's own
 * scope words
 * are still asked of it), a conclusion's "we conclude", "finally", and
 * the pronouns and the preposition of a possessor ("él", "ele", "у
 * него").
 */
static const char *const restate_extra[] = {
	"in", "all", "altogether", "we", "conclude",
	"finally", "him", "insgesamt", "en", "tout", "au", "él", "ella",
	"ele", "ela", "lui", "lei", "у", "него", "неё", "нее", "он", "она",
	"всего", "итого",
	NULL
};

/*
 * The verb "have" and its kin ("own", "possess") in every person, by
 * language: one in the sentence is the question's verb where the
 * question holds one ("So he has 48." to "How many books does he
 * have?", "Il a donc 48." to "... a-t-il ?").
 */
static const char *const restate_have[] = {
	"have", "has", "had", "own", "owns", "owned", "possess", "possesses",
	"hold", "holds", "keep", "keeps", "get", "gets", "got",
	"hat", "haben", "hatte", "besitzt", "besitzen", "hält",
	"a", "ont", "avait", "possède", "possèdent", "détient",
	"tiene", "tienen", "tenía", "posee", "poseen",
	"tem", "têm", "tinha", "possui",
	"ha", "hanno", "aveva", "possiede",
	"у", "имеет", "имеют", "имел", "имела", "має", "мають",
	"ma", "mają", "posiada", "memiliki", "mempunyai", "punya", "có",
	NULL
};

/*
 * The phrases of having of several words ("ends up with", "is left
 * with" is the scope's), read where the question asks "have": one is
 * its verb as restate_have's words are.
 */
static const char *const restate_have_phrase[] = {
	"ends up with", "end up with", "ended up with", "winds up with",
	"wind up with", "is left holding",
	NULL
};

/*
 * What says "there are" or a possessor ("Es gibt", "hay", "il y a",
 * "у фермера", "ci sono"): read, with restate_have's, as the verb of a
 * sentence in another language than the question's (struct restate's
 * foreign).
 */
static const char *const restate_there[] = {
	"gibt", "hay", "há", "y", "ci", "sono", "есть", "у", "є", "ada",
	"jest", "są", "var", "kuna",
	NULL
};

/* The same, glued to the words of a script without spaces: "有",
   "持って", Thai "มี". */
static const char *const restate_dense_have[] = { "有", "持って",
	"持ってい", "มี", NULL };

/*
 * The labels of a total or a result that a line may open with, a colon
 * after it ("Total: 48.", "Result: 48 books.", "Gesamt: 48", "合计：48"),
 * by language: such a line states the asked quantity where the
 * question asks a total or no scope at all.
 */
static const char *const restate_labels[] = {
	"total", "result", "final count", "final total", "final result",
	"count", "sum", "in total", "overall",
	"gesamt", "insgesamt", "ergebnis", "summe", "endergebnis",
	"résultat", "au total", "en tout",
	"resultado", "en total", "suma",
	"итого", "всего", "результат", "сумма",
	"合计", "合計", "总计", "總計", "共计", "共計", "总数", "總數", "结果",
	"結果", "総数", "합계", "총", "결과", "총합",
	NULL
};

/* The words of scope a total's label answers: the question's scope may
   be these and no other. */
static const char *const restate_total[] = {
	"total", "altogether", "together", "combined", "insgesamt",
	"zusammen", "tout", "всего", "вместе", "łącznie", "razem", "모두",
	NULL
};
static const char *const restate_dense_total[] = { "一共", "总共",
	"總共", "全部", "合計", "合计", NULL };
/* A total's words inside a run of a script without spaces, read past
   ("她一共有", "全部で"). */
static const char *const restate_dense_split[] = { "一共", "总共", "總共",
	"全部で", "合計で", "共", NULL };

/* The articles, and the possessor's preposition, before a problem's
   subject ("A farmer", "У Омара"). */
static const char *const restate_article[] = {
	"a", "an", "the", "ein", "eine", "der", "die", "das", "le", "la",
	"un", "une", "el", "una", "o", "um", "uma", "il", "lo", "у", NULL
};

/* A conclusion's opener glued to the words of a script without spaces
   ("所以玛雅一共有"): read past. */
static const char *const restate_dense_open[] = { "所以", "因此", "因而",
	"综上所述", "綜上所述", "综上", "總之", "总之", "故", "したがって",
	"よって", "つまり", "ゆえに", "以上より", "ดังนั้น", NULL };

/*
 * The words of the question's scope: one the question holds the
 * restatement must hold too ("How many pencils are left?" is not
 * answered by "Maya has 48 pencils.").  Words in scripts with spaces;
 * the dense ones are read anywhere.
 */
static const char *const restate_scope[] = {
	"total", "altogether", "left", "more", "less", "fewer", "than",
	"remain", "remains", "remaining", "each", "combined", "together",
	"per", "average", "after", "before", "now",
	"insgesamt", "zusammen", "mehr", "weniger", "übrig", "noch",
	"jeder", "jede", "jedes", "pro", "nach",
	"tout", "plus", "moins", "reste", "restent", "chaque", "par",
	"après", "más", "menos", "quedan", "queda", "cada", "después",
	"totale", "tutto", "più", "meno", "resta", "ogni", "dopo", "mais",
	"restam", "depois",
	"всего", "вместе", "больше", "меньше", "осталось", "останется",
	"каждый", "после", "всього", "більше", "менше", "залишилось",
	"łącznie", "razem", "więcej", "mniej", "zostało", "każdy",
	"모두", "남은", "더", "각",
	NULL
};
static const char *const restate_dense_scope[] = { "一共", "总共", "總共",
	"全部", "合計", "合计", "剩", "残", "还", "還", "每", "比", NULL };

/* The code point at s[i] (in s[i..e)), its length in *l. */
static long
cp_len(const char *s, size_t i, size_t e, size_t *l)
{
	unsigned char c = (unsigned char)s[i];
	size_t k, n = c < 0x80 ? 1 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 :
	    c >= 0xc0 ? 2 : 1;
	long cp = n == 1 ? c : n == 2 ? (c & 0x1f) : n == 3 ? (c & 0x0f) :
	    (c & 0x07);

	if (i + n > e)
		n = e - i;
	for (k = 1; k < n; k++)
		cp = (cp << 6) | ((unsigned char)s[i + k] & 0x3f);
	*l = n;
	return cp;
}

/* Is c a letter of a word: a script with spaces (1) or without (2)? */
static int
restate_letter(long c)
{
	if (papo_frame_dense_letter(c))
		return 2;
	return c != '\'' && papo_frame_word_letter(c) ? 1 : 0;
}

/*
 * The word at s[i..b): where it ends; *dense set when a letter of it
 * is of a script written without spaces.
 */
static size_t
restate_word(const char *s, size_t i, size_t b, int *dense)
{
	size_t l;
	int k;

	*dense = 0;
	while (i < b && (k = restate_letter(cp_len(s, i, b, &l))) != 0) {
		*dense |= k == 2;
		i += l;
	}
	return i;
}

/* Is w[0..wl) the row e, case aside (folded code points)?  ascii: w
   is ASCII, and only an ASCII row's bytes fold to it. */
static int
restate_eq(const char *w, size_t wl, const char *e, int ascii)
{
	size_t i, j, l, m, n;

	/* the first byte first: ASCII folds to ASCII only */
	if (((unsigned char)w[0] < 0x80 || (unsigned char)e[0] < 0x80) &&
	    lower((unsigned char)w[0]) != (unsigned char)e[0])
		return 0;
	if (ascii) {
		for (j = 1; j < wl && e[j] != '\0' && lower((unsigned char)
		    w[j]) == lower((unsigned char)e[j]); j++)
			;
		return j == wl && e[j] == '\0';
	}
	m = strlen(e);
	for (i = j = 0; i < wl && j < m; i += l, j += n)
		if (papo_frame_fold_cp(cp_len(w, i, wl, &l)) !=
		    papo_frame_fold_cp(cp_len(e, j, m, &n)))
			break;
	return i == wl && j == m;
}

/*
 * The word lists restate_in and restate_starts read, each indexed by
 * its rows' first byte (an ASCII byte, or 128 for any other), in the
 * list's order: a row can only match a word whose first byte folds to
 * its own (an ASCII one exactly, lower-cased), so only that byte's rows
 * are compared.  Built once (ridx_build, at the end of this file, which
 * names the lists); a list not named there is read whole.
 */
#define RIDX_LISTS	32
#define RIDX_ROWS	4096
struct ridx {
	const char *const *list;
	unsigned short from[130];
};
static struct ridx ridx[RIDX_LISTS];
static unsigned short ridx_row[RIDX_ROWS], ridx_len[RIDX_ROWS];
static size_t ridx_n;
static struct papo_once ridx_once = PAPO_ONCE_INIT;
static void ridx_build(void);

/* list's index, or NULL when it has none */
static const struct ridx *
ridx_of(const char *const *list)
{
	size_t k;

	papo_once(&ridx_once, ridx_build);
	for (k = 0; k < ridx_n; k++)
		if (ridx[k].list == list)
			return &ridx[k];
	return NULL;
}

/* The index of list, its rows from the pool's next place. */
static void
ridx_add(const char *const *list)
{
	struct ridx *x = &ridx[ridx_n];
	size_t k, n, b, at;

	for (n = 0; list[n] != NULL; n++)
		;
	at = ridx_n == 0 ? 0 : ridx[ridx_n - 1].from[129];
	if (ridx_n == RIDX_LISTS || at + n > RIDX_ROWS)
		abort();	/* the tables above are too small: found by
				   the first record any test reads */
	x->list = list;
	x->from[0] = (unsigned short)at;
	for (b = 0; b < 129; b++) {
		for (k = 0; k < n; k++) {
			if (((unsigned char)list[k][0] < 0x80 ?
			    (unsigned char)list[k][0] : 128) != b)
				continue;
			ridx_len[at] = (unsigned short)strlen(list[k]);
			ridx_row[at++] = (unsigned short)k;
		}
		x->from[b + 1] = (unsigned short)at;
	}
	ridx_n++;
}

/* The rows of x's list a word starting with byte c may match:
   [*k, returned end) of ridx_row. */
static size_t
ridx_rows(const struct ridx *x, unsigned char c, size_t *k)
{
	size_t b = c < 0x80 ? (size_t)lower(c) : 128;

	*k = x->from[b];
	return x->from[b + 1];
}

/* Is w[0..wl) one of list's words, case aside (folded code points)? */
static int
restate_in(const char *w, size_t wl, const char *const *list)
{
	const struct ridx *x;
	size_t i, k, e;
	int ascii;

	for (i = 0; i < wl && (unsigned char)w[i] < 0x80; i++)
		;
	ascii = wl > 0 && i == wl;
	if (wl == 0 || (x = ridx_of(list)) == NULL) {
		for (k = 0; list[k] != NULL; k++)
			if (restate_eq(w, wl, list[k], ascii))
				return 1;
		return 0;
	}
	/* an ASCII word matches a row of its own length only */
	for (e = ridx_rows(x, (unsigned char)w[0], &k); k < e; k++)
		if ((!ascii || ridx_len[k] == wl) && restate_eq(w, wl,
		    list[ridx_row[k]], ascii))
			return 1;
	return 0;
}

/*
 * Are the words w[0..wl) and q[0..ql) the same word, with another
 * ending at most ("spends" and "spend", "자루입니다" and "자루입니까"):
 * a common start of three letters or more, and of all but two of the
 * shorter word's, the longer at most three letters longer ("Tom" is no
 * "Tomorrow")?
 */
static int
restate_same(const char *w, size_t wl, const char *q, size_t ql)
{
	size_t i, j, l, m, same = 0, wn, qn;

	for (i = j = 0; i < wl && j < ql; i += l, j += m, same++)
		if (papo_frame_fold_cp(cp_len(w, i, wl, &l)) !=
		    papo_frame_fold_cp(cp_len(q, j, ql, &m)))
			break;
	if (i == wl && j == ql)
		return 1;
	if (same < 3)
		return 0;
	for (wn = same; i < wl; i += l, wn++)
		(void)cp_len(w, i, wl, &l);
	for (qn = same; j < ql; j += m, qn++)
		(void)cp_len(q, j, ql, &m);
	return same + 2 >= (wn < qn ? wn : qn) &&
	    (wn < qn ? qn - wn : wn - qn) <= 3;
}

/*
 * Does the clause q[0..qn) hold a word (of a script that spaces its
 * words) that hit(word, arg) takes?
 */
static int
clause_word(const char *q, size_t qn,
    int (*hit)(const char *, size_t, const void *), const void *arg)
{
	size_t i, e, l;
	int dense;

	for (i = 0; i < qn; ) {
		if (restate_letter(cp_len(q, i, qn, &l)) == 0) {
			i += l;
			continue;
		}
		e = restate_word(q, i, qn, &dense);
		if (!dense && hit(q + i, e - i, arg))
			return 1;
		i = e;
	}
	return 0;
}

struct held { const char *w; size_t wl; };

static int
hit_same(const char *x, size_t xl, const void *arg)
{
	const struct held *h = arg;

	return restate_same(h->w, h->wl, x, xl);
}

/* Does the clause q[0..qn) hold a word restate_same as w[0..wl)? */
static int
restate_held(const char *q, size_t qn, const char *w, size_t wl)
{
	struct held h = { w, wl };

	return clause_word(q, qn, hit_same, &h);
}

/*
 * The question clause of p[0..pn): from the stop or comma before its
 * last question mark ("?", "？", "؟") to that mark; 0 when it asks none.
 * An abbreviation's point ("Mr. Lopez") is no stop.
 */
static size_t
question_clause(const char *p, size_t pn, size_t *qa)
{
	size_t q, a;

	/* the last mark's end: read back from the problem's end, where
	   most questions stand (the marks share no byte: the first end
	   found is the last mark's) */
	for (q = pn; q > 0; q--)
		if (p[q - 1] == '?' || (q >= 3 && memcmp(p + q - 3, "？",
		    3) == 0) || (q >= 2 && memcmp(p + q - 2, "؟", 2) == 0))
			break;
	if (q == 0)
		return 0;
	for (a = q - 1; a > 0; a--) {
		if (p[a - 1] == '\n' || p[a - 1] == ',' || p[a - 1] == ';' ||
		    p[a - 1] == ':' || p[a - 1] == '!' || p[a - 1] == '?')
			break;
		if (p[a - 1] == '.' && (p[a] == ' ' || p[a] == '\n') &&
		    !(a >= 3 && is_alpha((unsigned char)p[a - 2]) &&
		    is_alpha((unsigned char)p[a - 3]) && (a == 3 ||
		    !is_alpha((unsigned char)p[a - 4])) &&
		    p[a - 3] >= 'A' && p[a - 3] <= 'Z') && !(a >= 4 &&
		    p[a - 4] >= 'A' && p[a - 4] <= 'Z' && (a == 4 ||
		    !is_alpha((unsigned char)p[a - 5]))))
			break;	/* a stop, not "Mr." nor "Mrs." */
		if (a >= 3 && ((unsigned char)p[a - 3] == 0xe3 ||
		    (unsigned char)p[a - 3] == 0xef) && (memcmp(p + a - 3,
		    "。", 3) == 0 || memcmp(p + a - 3, "，", 3) == 0 ||
		    memcmp(p + a - 3, "；", 3) == 0 || memcmp(p + a - 3,
		    "：", 3) == 0 || memcmp(p + a - 3, "！", 3) == 0))
			break;
		if (a >= 2 && (memcmp(p + a - 2, "¿", 2) == 0 ||
		    memcmp(p + a - 2, "،", 2) == 0))
			break;
		if (a >= 3 && memcmp(p + a - 3, "।", 3) == 0)
			break;
	}
	*qa = a;
	return q - a;
}

/* Is the number s[a..b) one the problem p[0..pn) gives, digit for
   digit, a number of its own there? */
static int
number_given(const char *p, size_t pn, const char *s, size_t a, size_t b)
{
	size_t k, l = b - a;
	const char *f;

	if (l == 0 || l > pn)
		return l == 0;
	/* each place that opens with the number's first byte */
	for (k = 0; k + l <= pn; k++) {
		if ((f = memchr(p + k, s[a], pn - l + 1 - k)) == NULL)
			return 0;
		k = (size_t)(f - p);
		if (memcmp(p + k, s + a, l) == 0 && (k == 0 ||
		    !(is_digit((unsigned char)p[k - 1]) || p[k - 1] == '.' ||
		    p[k - 1] == ',')) && (k + l == pn ||
		    !(is_digit((unsigned char)p[k + l]) || ((p[k + l] == '.' ||
		    p[k + l] == ',') && k + l + 1 < pn &&
		    is_digit((unsigned char)p[k + l + 1])))))
			return 1;
	}
	return 0;
}

/* Does the problem p[0..pn) glue w[0..wl) to a number too, a counter
   ("6টি বাক্স": "48টি")? */
static int
counter_given(const char *p, size_t pn, const char *w, size_t wl)
{
	const char *f = p;

	while ((f = memmem(f, pn - (size_t)(f - p), w, wl)) != NULL) {
		if (f > p && is_digit((unsigned char)f[-1]))
			return 1;
		f++;
	}
	return 0;
}

static int
hit_in(const char *x, size_t xl, const void *arg)
{
	return restate_in(x, xl, arg);
}

/* Does the clause q[0..qn) hold one of list's words? */
static int
clause_holds(const char *q, size_t qn, const char *const *list)
{
	return clause_word(q, qn, hit_in, list);
}

/*
 * The problem's subject, p[*wa..*we): the first word of p[0..pn) past
 * an article or a possessor's preposition ("A farmer has ...":
 * "farmer"; "Omar has ...": "Omar"; "У Омара ...": "Омара"); in a
 * script without spaces the run it opens ("奥马尔有7个书架"); 0 when
 * it opens on no word.
 */
static int
problem_subject(const char *p, size_t pn, size_t *wa, size_t *we,
    int *dense)
{
	size_t i = 0, e, l;
	int k;

	for (k = 0; k < 2; k++) {
		while (i < pn && restate_letter(cp_len(p, i, pn, &l)) == 0 &&
		    !is_digit((unsigned char)p[i]) && p[i] != '\n')
			i += l;
		if (i == pn || restate_letter(cp_len(p, i, pn, &l)) == 0)
			return 0;
		e = restate_word(p, i, pn, dense);
		if (*dense || k == 1 || !restate_in(p + i, e - i,
		    restate_article))
			break;
		i = e;
	}
	*wa = i;
	*we = e;
	return 1;
}

/* Is the code point c a capital letter (Latin, Greek, Cyrillic)? */
static int
capital(long c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 0xc0 && c <= 0xde &&
	    c != 0xd7) || (c >= 0x391 && c <= 0x3a9) || (c >= 0x400 &&
	    c <= 0x42f);
}

/*
 * May the sentence s[a..b) name the problem's subject where the
 * question clause q[0..qn) does not: the clause names no one the
 * sentence does not (each capitalised word of it but its first held in
 * the sentence: "How many books does he have?", "Wie viele Bücher hat
 * er?"; not "How much do Riza and Tom have left?" to "Riza has 40.")?
 */
static int
subject_free(const char *s, size_t a, size_t b, const char *q, size_t qn)
{
	size_t i, e, l;
	int dense, first = 1;

	for (i = 0; i < qn; ) {
		if (restate_letter(cp_len(q, i, qn, &l)) == 0) {
			i += l;
			continue;
		}
		e = restate_word(q, i, qn, &dense);
		if (!first && capital(cp_len(q, i, qn, &l)) &&
		    !restate_held(s + a, b - a, q + i, e - i))
			return 0;
		first = 0;
		i = e;
	}
	return 1;
}

/* Where str ends when s[i..b) opens with it, case aside (folded code
   points), or 0. */
static size_t
restate_starts(const char *s, size_t i, size_t b, const char *str)
{
	size_t j, n, l, ln, m;

	/* the first byte first: ASCII folds to ASCII only (restate_in) */
	if (i >= b || (((unsigned char)s[i] < 0x80 || (unsigned char)str[0] <
	    0x80) && lower((unsigned char)s[i]) != (unsigned char)str[0]))
		return 0;
	m = strlen(str);
	/* ASCII byte for byte, up to a byte of another code point */
	for (j = 0, n = i; j < m && n < b && (unsigned char)s[n] < 0x80 &&
	    (unsigned char)str[j] < 0x80; j++, n++)
		if (lower((unsigned char)s[n]) != lower((unsigned char)str[j]))
			return 0;
	for (; j < m && n < b; j += l, n += ln)
		if (papo_frame_fold_cp(cp_len(s, n, b, &ln)) !=
		    papo_frame_fold_cp(cp_len(str, j, m, &l)))
			break;
	return j == m ? n : 0;
}

/*
 * The end of a total's or a result's label that opens s[a..b) with its
 * colon ("Total: ", "**Result:** ", "合计："), or a when it opens with
 * none.
 */
static size_t
restate_label(const char *s, size_t a, size_t b)
{
	const struct ridx *x = ridx_of(restate_labels);
	size_t i = a, j, q, qe;

	while (i < b && (s[i] == '*' || s[i] == '#' || s[i] == ' ' ||
	    s[i] == '-' || s[i] == '|'))
		i++;
	if (i >= b)
		return a;
	for (qe = ridx_rows(x, (unsigned char)s[i], &q); q < qe; q++) {
		if ((j = restate_starts(s, i, b, restate_labels[ridx_row[q]]))
		    == 0)
			continue;
		while (j < b && (s[j] == ' ' || s[j] == '*'))
			j++;
		if (j < b && (s[j] == ':' || (s[j] == '|' && s[a] == '|')))
			j++;	/* "Total:", a table's "| Total | 56 |" */
		else if (j + 3 <= b && memcmp(s + j, "：", 3) == 0)
			j += 3;
		else
			continue;
		while (j < b && (s[j] == ' ' || s[j] == '*'))
			j++;
		return j;
	}
	return a;
}

/*
 * The conclusions that may open a sentence stating the asked value with
 * no word of the question ("Hence 48.", "That makes 48 in all.", "Donc
 * 48."), by language.
 */
static const char *const restate_openers[] = {
	"so", "therefore", "thus", "hence", "that makes", "this makes",
	"that gives", "this gives", "which gives", "we get", "we end up with",
	"the total is", "the total comes to", "the result is", "the count is",
	"the count comes to", "we end with", "we are left with", "in the end",
	"finally", "all in all",
	"donc", "ainsi", "also", "daher", "somit", "folglich", "entonces",
	"por lo tanto", "portanto", "então", "logo", "quindi", "итак",
	"значит", "следовательно", "поэтому", "따라서", "그러므로",
	"alors", "deshalb", "dunque", "pertanto", "por tanto", "assim",
	"отже", "тому", "jadi", "maka", "oleh itu", "oleh karena itu",
	"justeru", "vậy", "do đó", "zatem", "więc",
	"dolayısıyla", "bu yüzden", "kwa hiyo",
	/* a total or a result said to be the number, after openers or
	   alone ("Donc le total est 48", "Also ist das Ergebnis 48") */
	"le total est", "le résultat est", "le nombre total est",
	"la somme est", "ist das ergebnis", "ist die summe",
	"ist die gesamtzahl", "das ergebnis ist", "die summe ist",
	"die gesamtzahl ist", "el total es", "el resultado es",
	"la suma es", "el número total es", "il totale è",
	"il risultato è", "la somma è", "o total é", "o resultado é",
	"a soma é", "результат равен", "сумма равна",
	"общее количество равно", "всего получается",
	"因此", "所以", "总数是", "總數是", "总数为", "總數為", "总共是",
	"總共是", "结果是", "結果是", "合计是", "合計是", "合計は", "結果は",
	NULL
};

/* The end of the conclusion's openers that open s[a..b), a comma after
   each, up to three in a row ("So the count is 48", "Thus, in the end,
   48"); 0 when none does. */
static size_t
restate_opener(const char *s, size_t a, size_t b)
{
	const struct ridx *x = ridx_of(restate_openers);
	size_t i = a, k, j = 0, l, q, qe, end = 0;
	int n;

	while (i < b && (s[i] == '*' || s[i] == ' '))
		i++;
	for (n = 0; n < 3 && i < b; n++) {
		/* a word's end after it, but after a dense script's
		   ("因此总数是48"); only the rows of s[i]'s first byte
		   can start there (ridx) */
		for (qe = ridx_rows(x, (unsigned char)s[i], &q); q < qe; q++) {
			k = ridx_row[q];
			if ((j = restate_starts(s, i, b,
			    restate_openers[k])) != 0 && (j == b ||
			    (unsigned char)restate_openers[k][0] >= 0xe3 ||
			    restate_letter(cp_len(s, j, b, &l)) == 0))
				break;
		}
		if (q == qe)
			break;
		while (j < b && (s[j] == ',' || s[j] == ' '))
			j++;
		i = end = j;
	}
	return end;
}

/* English's number words of one word, from zero: "six", "forty". */
static const char *const english_numbers[] = { "zero", "one", "two",
	"three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
	"seventeen", "eighteen", "nineteen", "twenty", NULL };
static const char *const english_tens[] = { "thirty", "forty", "fifty",
	"sixty", "seventy", "eighty", "ninety", NULL };

/*
 * Does the problem p[0..pn) give the number s[na..ne), digits only, as
 * a word of one of its own ("six" for 6; another listed language's,
 * answer_words.c's: "sechs", "六")?  Asked last, of a sentence read as a
 * restatement: "The total time is 6 hours." to "... in six hours?"
 * restates a given.
 */
static int
word_given(const char *p, size_t pn, const char *s, size_t na, size_t ne)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t i, e, l, k, v = 0;
	int dense, found = 0;

	for (i = na; i < ne; i++) {
		if (!is_digit((unsigned char)s[i]) || v > 1000)
			return 0;
		v = v * 10 + (size_t)(s[i] - '0');
	}
	for (i = 0; i < pn && !found; ) {
		if (restate_letter(cp_len(p, i, pn, &l)) == 0) {
			i += l;
			continue;
		}
		e = restate_word(p, i, pn, &dense);
		if (!dense && v <= 20 && strlen(english_numbers[v]) == e - i &&
		    strncasecmp(p + i, english_numbers[v], e - i) == 0)
			found = 1;
		for (k = 0; !dense && english_tens[k] != NULL && !found; k++)
			found = v == 30 + 10 * k && strlen(english_tens[k]) ==
			    e - i && strncasecmp(p + i, english_tens[k],
			    e - i) == 0;
		if (!found && !dense && papo_answer_words(p + i, e - i, &t))
			found = t.len == ne - na && memcmp(t.s, s + na,
			    t.len) == 0;
		i = e;
	}
	papo_buf_release(&t);
	return found;
}

/*
 * Does s[a..b) read as prose that states one number: no work, bound nor
 * math ("x < 15", "\[x = 5\]"), but a dollar sign escaped ("\$48"); no
 * mathematical operator of U+2200..U+22FF either ("≤", "≈", "−"); not a
 * line that introduces the box ("The rightmost two digits of 471
 * are:"); one number, not a factorial ("10!"), its place in *na, *ne?
 */
static int
restate_prose(const char *s, size_t a, size_t b, size_t *na, size_t *ne)
{
	size_t i, e, numbers = 0;
	unsigned char c;

	for (i = a; i < b; i++) {
		/* a byte past '>' is a letter, most of a sentence, but for
		   three: passed with one compare (asked of every sentence
		   before an answer) */
		if ((c = (unsigned char)s[i]) > '>' && c != '\\' &&
		    c != '~' && c != 0xe2)
			continue;
		if (c == '=' || c == '<' || c == '>' || c == '~' ||
		    (c == '\\' && (i + 1 == b || s[i + 1] != '$')) ||
		    (i + 2 < b && c == 0xe2 && ((unsigned char)s[i + 1] ==
		    0x89 || (unsigned char)s[i + 1] == 0x88)))
			return 0;
	}
	for (e = b; e > a && (s[e - 1] == ' ' || s[e - 1] == '*' ||
	    s[e - 1] == '\n'); e--)
		;
	if (e > a && s[e - 1] == ':')
		return 0;
	for (i = a; i < b; i = e) {
		if (!is_digit((unsigned char)s[i])) {
			e = i + 1;
			continue;
		}
		for (e = i; e < b && (is_digit((unsigned char)s[e]) ||
		    ((s[e] == '.' || s[e] == ',') && e + 1 < b &&
		    is_digit((unsigned char)s[e + 1]))); e++)
			;
		if (numbers++ == 0) {
			*na = i;
			*ne = e;
		}
	}
	return numbers == 1 && !(*ne < b && s[*ne] == '!');
}

/* What a sentence's words are read against: the problem p[0..pn), its
   question clause q[0..qn), the verb "have" asked, the problem's
   subject p[sa..se) where it may stand (subj), the number s[na..ne). */
struct restate {
	const char *p, *q;
	size_t pn, qn, sa, se, na, ne;
	size_t ca, ce;		/* a computation's operands, not read */
	int have, subj, sdense;
	int foreign;		/* in another language than the question's */
	int own, had, concl, counted;	/* what a foreign one holds */
};

/*
 * A word of a script without spaces, s[i..e): a conclusion's opener
 * glued to it read past, then the problem's subject glued to the
 * clause's words ("奥马尔有" to "他有多少本书").  1 when it is held (a
 * word of the clause or the subject), 0 when it is free, -1 when it is
 * a word of its own.
 */
static int
restate_dense(const struct restate *r, const char *s, size_t i, size_t e)
{
	const char *t;
	size_t k, m;

	for (k = 0; restate_dense_open[k] != NULL; k++)
		if (e - i > (m = strlen(restate_dense_open[k])) &&
		    memcmp(s + i, restate_dense_open[k], m) == 0) {
			i += m;
			break;
		}
	if (r->subj && r->sdense) {
		for (k = 0; i + k < e && r->sa + k < r->se &&
		    s[i + k] == r->p[r->sa + k]; k++)
			;
		while (k > 0 && ((unsigned char)s[i + k] & 0xc0) == 0x80)
			k--;
		if (k >= 6)
			i += k;
	}
	if (i == e)
		return 1;
	if (restate_in(s + i, e - i, restate_dense_open))
		return 0;
	if (r->qn == 0)
		return -1;
	if (memmem(r->q, r->qn, s + i, e - i) != NULL)
		return 1;
	/* a total's word inside it ("她一共有" to "她有多少条鱼？"): the
	   words on either side the clause's */
	for (k = 0; restate_dense_split[k] != NULL; k++) {
		m = strlen(restate_dense_split[k]);
		if ((t = memmem(s + i, e - i, restate_dense_split[k], m)) ==
		    NULL)
			continue;
		return (t == s + i || memmem(r->q, r->qn, s + i,
		    (size_t)(t - s) - i) != NULL) && ((size_t)(t - s) + m ==
		    e || memmem(r->q, r->qn, t + m, e - (size_t)(t - s) -
		    m) != NULL) ? 1 : -1;
	}
	return -1;
}

/*
 * Is the word s[i..e) a counter right after the number s[r->na..r->ne)
 * (a measure word glued to it or a space away: "48只羊", "48匹です",
 * "48마리입니다", "48 ตัว")?
 */
static int
restate_counter(const struct restate *r, const char *s, size_t i, size_t e)
{
	/* Korean's counters, a copula's ending glued ("마리입니다") */
	static const char *const ko[] = { "마리", "개", "명", "권", "자루",
	    "대", "병", "장", "그루", "송이", "켤레", "벌", NULL };
	size_t k;

	for (k = r->ne; k < i && s[k] == ' '; k++)
		;
	if (k != i)
		return 0;
	for (k = 0; ko[k] != NULL; k++)
		if (e - i >= strlen(ko[k]) && memcmp(s + i, ko[k],
		    strlen(ko[k])) == 0)
			return 1;
	return papo_frame_kind_starts(s, i, e, R_MEASURE) != NULL;
}

/* Does s[i..e), a run of a script without spaces, hold one of list's? */
static int
dense_holds(const char *s, size_t i, size_t e, const char *const *list)
{
	size_t k;

	for (k = 0; list[k] != NULL; k++)
		if (memmem(s + i, e - i, list[k], strlen(list[k])) != NULL)
			return 1;
	return 0;
}

/*
 * A word of a sentence in another language than the question's
 * (r->foreign), s[i..e): its conclusion's opener or a total's word
 * (r->concl), its verb of having or "there are" (r->had), a counter
 * right after the number (r->counted); any other a word of its own
 * (r->own): its subject or its noun, which no word of the question's
 * language names.
 */
static void
restate_foreign_word(struct restate *r, const char *s, size_t i, size_t e,
    int dense)
{
	if (!r->concl && (dense ? dense_holds(s, i, e, restate_dense_open) ||
	    dense_holds(s, i, e, restate_dense_total) :
	    restate_in(s + i, e - i, restate_openers) ||
	    restate_in(s + i, e - i, restate_total)))
		r->concl = 1;
	else if (dense ? dense_holds(s, i, e, restate_dense_have) :
	    restate_in(s + i, e - i, restate_have) ||
	    restate_in(s + i, e - i, restate_there))
		r->had = 1;
	else if (restate_counter(r, s, i, e))
		r->counted = 1;
	else if (dense ? restate_dense(r, s, i, e) < 0 :
	    !(restate_in(s + i, e - i, restate_free) ||
	    restate_in(s + i, e - i, restate_extra)))
		r->own++;
}

/*
 * The words of s[from..b): every one the question's, the verb "have"
 * it asks, the problem's subject, a free one, or a unit or a counter
 * right after the number.  How many the question's, or -1 when one is
 * a word of its own.  A computation's operands, s[r->ca..r->ce), are
 * not read; in a sentence of another language (r->foreign), its words
 * are read by restate_foreign_word.
 */
static long
restate_words(struct restate *r, const char *s, size_t from, size_t b)
{
	struct papo_unit u;
	size_t i, e, l, k;
	long held = 0;
	int dense, in_ = 0, was_in = 0, d;

	for (i = from; i < b; i = e) {
		if (r->ce > r->ca && i >= r->ca && i < r->ce) {
			e = r->ce;
			continue;
		}
		if (restate_letter(cp_len(s, i, b, &l)) == 0) {
			e = i + l;
			continue;
		}
		e = restate_word(s, i, b, &dense);
		in_ = was_in;
		was_in = e - i == 2 && strncasecmp(s + i, "in", 2) == 0;
		if (r->foreign) {
			restate_foreign_word(r, s, i, e, dense);
			if (r->own > 2)
				return -1;	/* more than a subject and a
						   noun of its own */
			continue;
		}
		if (dense) {
			if ((d = restate_dense(r, s, i, e)) < 0)
				return -1;
			held += d;
			continue;
		}
		if (r->have && strchr("eEwWiI", s[i]) != NULL) {
			/* "ends up with" */
			for (k = 0; restate_have_phrase[k] != NULL; k++)
				if ((l = restate_starts(s, i, b,
				    restate_have_phrase[k])) != 0 && (l == b ||
				    !word_at(s, l, b)))
					break;
			if (restate_have_phrase[k] != NULL) {
				held++;
				e = l;
				continue;
			}
		}
		if (r->have && restate_in(s + i, e - i, restate_have))
			held++;
		else if (restate_in(s + i, e - i, restate_free) ||
		    restate_in(s + i, e - i, restate_extra) ||
		    (e - i == 5 && strncasecmp(s + i, "total", 5) == 0 &&
		    (in_ || (e + 7 <= b && strncasecmp(s + e, " number",
		    7) == 0))))
			;	/* "in total", "the total number of" */
		else if (r->qn > 0 && restate_held(r->q, r->qn, s + i, e - i))
			held++;
		else if (r->subj && !r->sdense && restate_same(s + i, e - i,
		    r->p + r->sa, r->se - r->sa))
			;
		else if (i != r->ne || r->p == NULL || !counter_given(r->p,
		    r->pn, s + i, e - i)) {
			for (k = r->ne; k < i && s[k] == ' '; k++)
				;
			if (k != i || papo_unit_parse(s + i, e - i, &u) != 0 ||
			    papo_unit_none(&u))
				return -1;	/* a word of its own */
		}
	}
	return held;
}

/*
 * The words that tell a sentence's language where its letters are Latin
 * (other scripts tell it by their letters: papo_frame_script_langs):
 * the words a question and a conclusion of the language hold, shared
 * ones in each language that writes them.
 */
static const struct {
	const char *lang;
	const char *const *w;
} restate_tongues[] = {
	{ "en", (const char *const[]){ "how", "many", "much", "does", "do",
	    "did", "he", "she", "they", "have", "has", "the", "is", "are",
	    "what", "there", "so", "of", "and", "we", "it", "therefore",
	    "thus", "hence", "with", NULL } },
	{ "de", (const char *const[]){ "wie", "viele", "viel", "hat",
	    "haben", "er", "sie", "es", "der", "die", "das", "den", "dem",
	    "also", "somit", "daher", "folglich", "besitzt", "besitzen",
	    "gibt", "insgesamt", "sind", "ist", "und", "zusammen", NULL } },
	{ "fr", (const char *const[]){ "combien", "de", "a", "il", "elle",
	    "ils", "elles", "donc", "ainsi", "possède", "possèdent", "le",
	    "la", "les", "y", "est", "sont", "au", "en", "tout", "ont", "des",
	    "du", "alors", NULL } },
	{ "es", (const char *const[]){ "cuántos", "cuántas", "cuánto",
	    "cuánta", "tiene", "tienen", "él", "ella", "entonces", "posee",
	    "poseen", "por", "tanto", "hay", "el", "los", "las", "en", "de",
	    "total", NULL } },
	{ "it", (const char *const[]){ "quanti", "quante", "quanto", "quanta",
	    "ha", "hanno", "lui", "lei", "quindi", "dunque", "possiede", "ci",
	    "sono", "il", "gli", "in", "tutto", "totale", "di", "pertanto",
	    NULL } },
	{ "pt", (const char *const[]){ "quantos", "quantas", "quanto",
	    "quanta", "tem", "têm", "ele", "ela", "então", "portanto",
	    "possui", "logo", "há", "o", "os", "as", "em", "ao", "no", "de",
	    "assim", NULL } },
	{ "id", (const char *const[]){ "berapa", "maka", "jadi", "punya",
	    "memiliki", "mempunyai", "ada", "dia", "ia", "adalah", "ialah",
	    "semua", NULL } },
	{ "vi", (const char *const[]){ "bao", "nhiêu", "có", "vậy", "do",
	    "đó", "là", "tất", "cả", NULL } },
	{ "pl", (const char *const[]){ "ile", "ma", "mają", "posiada",
	    "zatem", "więc", "jest", "są", "łącznie", "razem", NULL } },
	{ "tr", (const char *const[]){ "kaç", "var", "dolayısıyla", "yani",
	    "toplam", "bu", "yüzden", NULL } },
	{ "sw", (const char *const[]){ "ngapi", "ana", "wana", "kwa", "hiyo",
	    "hivyo", "ni", "jumla", NULL } },
};

/*
 * The languages (papo_frame_lang_bit's mask) that the words and letters
 * of s[a..b) tell: each word's of restate_tongues, each letter's script.
 */
static unsigned
restate_tongue(const char *s, size_t a, size_t b)
{
	size_t i, e, l, k;
	unsigned m = 0;
	long c;
	int dense;

	for (i = a; i < b; i = e) {
		if (restate_letter(c = cp_len(s, i, b, &l)) == 0) {
			e = i + l;
			continue;
		}
		e = restate_word(s, i, b, &dense);
		if (c >= 0x370) {	/* a script of its own */
			for (; i < e; i += l)
				m |= papo_frame_script_langs(cp_len(s, i, e,
				    &l));
			continue;
		}
		for (k = 0; k < sizeof(restate_tongues) /
		    sizeof(restate_tongues[0]); k++)
			if (restate_in(s + i, e - i, restate_tongues[k].w))
				m |= papo_frame_lang_bit(
				    restate_tongues[k].lang);
	}
	return m;
}

/*
 * Is s[a..b) a sentence of another language than the question q[0..qn)
 * ("Il a donc 48 moutons." to "How many sheep does he have?"): the
 * languages each tells known and none shared?
 */
static int
restate_foreign(const char *s, size_t a, size_t b, const char *q, size_t qn)
{
	unsigned ms = restate_tongue(s, a, b), mq;

	return ms != 0 && (mq = restate_tongue(q, 0, qn)) != 0 &&
	    (ms & mq) == 0;
}

/*
 * A computation the sentence s[a..b) states its value by, its operands
 * s[*ca..*ce) up to the last '=' ("6 pens × 8 sheep = 48 sheep.", "We
 * end with 6 × 8 = 48 sheep in all."): read back from that '=',
 * numbers and operators (+ - * / x × ÷ · − ⋅, parentheses), a word
 * only right after a number (its noun: "6 pens"), not a variable
 * ("2x"); two numbers and an operator at least.  0 when it holds none.
 */
static int
restate_computation(const char *s, size_t a, size_t b, size_t *ca,
    size_t *ce)
{
	const char *eq;
	size_t i, w, k, numbers = 0;
	int op = 0;

	if ((eq = memrchr(s + a, '=', b - a)) == NULL)
		return 0;
	*ce = (size_t)(eq - s) + 1;
	for (i = *ce - 1; i > a; ) {
		unsigned char c = (unsigned char)s[i - 1];

		if (is_digit(c)) {
			while (i > a && (is_digit((unsigned char)s[i - 1]) ||
			    ((s[i - 1] == '.' || s[i - 1] == ',') &&
			    i >= a + 2 && is_digit((unsigned char)s[i - 2]))))
				i--;
			numbers++;
		} else if (strchr(" +-*/()=", c) != NULL) {
			op |= c != ' ' && c != '(' && c != ')' && c != '=';
			i--;
		} else if (i >= a + 2 && (memcmp(s + i - 2, "×", 2) == 0 ||
		    memcmp(s + i - 2, "÷", 2) == 0 || memcmp(s + i - 2, "·",
		    2) == 0)) {
			op = 1;
			i -= 2;
		} else if (i >= a + 3 && (memcmp(s + i - 3, "−", 3) == 0 ||
		    memcmp(s + i - 3, "⋅", 3) == 0)) {
			op = 1;
			i -= 3;
		} else if (is_alpha(c)) {
			for (w = i; w > a && is_alpha((unsigned char)s[w - 1]);
			    w--)
				;
			if (w > a && is_digit((unsigned char)s[w - 1]))
				return 0;	/* "2x" */
			for (k = w; k > a && s[k - 1] == ' '; k--)
				;
			if (i - w == 1 && (c == 'x' || c == 'X'))
				op = 1;	/* "6 x 8" */
			else if (k == a || !is_digit((unsigned char)s[k - 1]))
				break;	/* no number's noun: the words before */
			i = w;
		} else
			break;
	}
	while (i < *ce && (s[i] == ' ' || s[i] == '('))
		i++;
	*ca = i;
	return op && numbers >= 2 && i < *ce && is_digit((unsigned char)s[i]);
}

/*
 * Does the text s[0..a) before a computation's sentence count the noun
 * s[i..e) with a number ("6 pizzas left", "132 loaves")?  Then the
 * computation's result of that noun ("So they have 40 - 32 = 8 pizzas
 * left.") may be one part of the answer, the answer computed from it.
 */
static int
noun_counted_before(const char *s, size_t a, size_t i, size_t e)
{
	size_t k, w, we;
	int dense;

	for (k = 0; k < a; k++) {
		if (!is_digit((unsigned char)s[k]) || (k + 1 < a &&
		    (is_digit((unsigned char)s[k + 1]) || s[k + 1] == '.' ||
		    s[k + 1] == ',')))
			continue;	/* a number's last digit only */
		for (w = k + 1; w < a && s[w] == ' '; w++)
			;
		if (w == k + 1 || w >= a || restate_letter(
		    papo_frame_cp_at(s, w, a)) == 0)
			continue;
		we = restate_word(s, w, a, &dense);
		if (restate_same(s + w, we - w, s + i, e - i))
			return 1;
	}
	return 0;
}

/*
 * Does s[a..b) hold the question's words of scope: each the clause
 * holds ("left", "more", "insgesamt", "一共"); after a total's label
 * (label), the clause's scope only a total's?
 */
static int
restate_scoped(const struct restate *r, const char *s, size_t a,
    size_t b, int label)
{
	const char *q = r->q, *w;
	size_t i, e, l, k;
	int dense;

	for (i = 0; i < r->qn; i = e) {
		if (restate_letter(cp_len(q, i, r->qn, &l)) == 0) {
			e = i + l;
			continue;
		}
		e = restate_word(q, i, r->qn, &dense);
		if (!dense && restate_in(q + i, e - i, restate_scope) &&
		    (label ? !restate_in(q + i, e - i, restate_total) :
		    !restate_held(s + a, b - a, q + i, e - i)))
			return 0;
	}
	for (k = 0; r->qn > 0 && (w = restate_dense_scope[k]) != NULL; k++)
		if (memmem(q, r->qn, w, strlen(w)) != NULL && (label ?
		    !restate_in(w, strlen(w), restate_dense_total) :
		    memmem(s + a, b - a, w, strlen(w)) == NULL))
			return 0;
	return 1;
}

int
papo_answer_restates_question(const char *s, size_t a, size_t b,
    const char *p, size_t pn, size_t *va, size_t *ve)
{
	struct restate r;
	size_t qa = 0, lab = a, from, pa = a;
	long held;
	int opened = 0, dense;

	memset(&r, 0, sizeof(r));
	/* a total's label ("Total: 48."): read with no problem too */
	if (p == NULL && (lab = restate_label(s, a, b)) == a)
		return 0;
	/* a computation's result: the number after its last '=' ("6 pens
	   × 8 sheep = 48 sheep."), its operands not read, nor math before
	   them */
	if (p != NULL && memchr(s + a, '=', b - a) != NULL &&
	    restate_computation(s, a, b, &r.ca, &r.ce)) {
		/* the bytes strchr("=<>~\\$", c) finds, its NUL too, tested
		   in line: asked of each byte before the computation */
		for (from = a; from < r.ca; from++)
			if (s[from] == '\0' || s[from] == '=' || s[from] ==
			    '<' || s[from] == '>' || s[from] == '~' ||
			    s[from] == '\\' || s[from] == '$')
				return 0;
		pa = r.ce;
	}
	/* one number, not the problem's */
	if (!restate_prose(s, pa, b, &r.na, &r.ne) || (p != NULL &&
	    number_given(p, pn, s, r.na, r.ne)))
		return 0;
	/* a computation's result with its sign ("= -10") is not read */
	for (from = r.na; pa != a && from > pa && s[from - 1] == ' '; from--)
		;
	if (pa != a && from > pa && (s[from - 1] == '-' || (from >= pa + 3 &&
	    memcmp(s + from - 3, "−", 3) == 0)))
		return 0;
	if (p != NULL)
		lab = restate_label(s, a, b);
	/* a label: the number right after it (or the computation) */
	if (lab != a && r.na != lab && (r.ce == 0 || r.ca != lab))
		return 0;
	if (p != NULL && (r.qn = question_clause(p, pn, &qa)) == 0 &&
	    lab == a)
		return 0;
	r.p = p;
	r.pn = pn;
	r.q = p != NULL ? p + qa : "";
	r.have = r.qn > 0 && clause_holds(r.q, r.qn, restate_have);
	/* the problem's subject, where the clause names no one else */
	if (r.qn > 0 && lab == a && subject_free(s, a, b, r.q, r.qn))
		r.subj = problem_subject(p, pn, &r.sa, &r.se, &r.sdense);
	from = lab;
	if (lab == a && (from = restate_opener(s, a, b)) != 0)
		opened = 1;	/* read past it: "That makes 48 in all." */
	else
		from = lab;
	held = restate_words(&r, s, from, b);
	/* another language than the question's: its nouns are not the
	   question's words, but a conclusion's opener or a total's word,
	   the verb "have" the question asks or a counter after the number,
	   and two words of its own at most (its subject, its noun) state
	   the count ("Il a donc 48 moutons.", "したがって羊は48匹です。") */
	if (held < 0 && r.qn > 0 && r.have && lab == a && b - a <= 100) {
		r.foreign = 1;
		(void)restate_words(&r, s, from, b);
		if (r.own > 2 || !(r.concl || opened) || !(r.had ||
		    r.counted) || !restate_foreign(s, a, b, r.q, r.qn))
			return 0;
		held = 1;
	}
	/* a word of the question, a label, or a conclusion's opener */
	if (held < 0 || (held == 0 && lab == a && !opened))
		return 0;
	/* a computation of a noun the text before counts too: a part */
	if (r.ce != 0) {
		for (from = r.ne; from < b && s[from] == ' '; from++)
			;
		if (from < b && restate_letter(papo_frame_cp_at(s, from, b)) !=
		    0 && noun_counted_before(s, a, from, restate_word(s, from,
		    b, &dense)))
			return 0;
	}
	/* the question's scope in it too; a label's, a total or none */
	if (!restate_scoped(&r, s, a, b, lab != a))
		return 0;
	/* nor one the problem gives in words ("in six hours") */
	if (p != NULL && word_given(p, pn, s, r.na, r.ne))
		return 0;
	*va = r.na;
	*ve = r.ne;
	return 1;
}

/*
 * Conclusion words that may stand after a sentence's subject ("Die
 * Strecke beträgt also 200 km.", "Yani mesafe 200 km."), and a
 * conclusion's labels before a colon ("Conclusion: 200 km.",
 * "Вывод: 200 км"), by language; restate_openers[] and
 * restate_dense_open[] open a sentence.
 */
static const char *const concl_within[] = { "therefore", "thus", "hence",
	"also", "somit", "daher", "folglich", "donc", "ainsi", "quindi",
	"dunque", "pertanto", "portanto", "logo", "então", "entonces", "así",
	"итак", "значит", "следовательно", "отже", "отож", "zatem", "więc",
	"yani", "dolayısıyla", "jadi", "maka", "vậy", "hivyo", "इसलिए",
	"अतः", "অতএব", "সুতরাং", "তাই", "కాబట్టి", "అందువల్ల", "لذلك",
	"إذن", "لذا", "ดังนั้น", NULL };
static const char *const concl_labels[] = { "conclusion", "in conclusion",
	"result", "fazit", "ergebnis", "résultat", "conclusión", "resultado",
	"conclusione", "risultato", "conclusão", "вывод", "итог", "висновок",
	"підсумок", "wniosek", "wynik", "sonuç", "kesimpulan", "hasil",
	"kết luận", "kết quả", "hitimisho", "matokeo", "निष्कर्ष", "परिणाम",
	"উপসংহার", "ফলাফল", "ముగింపు", "ఫలితం", "الخلاصة", "النتيجة",
	"结论", "結論", "结果", "結果", "まとめ", "결론", "결과", "สรุป",
	"ผลลัพธ์", NULL };

/* Does s[a..b) open with one of concl_labels[] and its colon? */
static int
concl_label(const char *s, size_t a, size_t b)
{
	const struct ridx *x = ridx_of(concl_labels);
	size_t i = a, j, q, qe;

	while (i < b && (s[i] == '*' || s[i] == '#' || s[i] == ' '))
		i++;
	if (i >= b)
		return 0;
	for (qe = ridx_rows(x, (unsigned char)s[i], &q); q < qe; q++) {
		if ((j = restate_starts(s, i, b, concl_labels[ridx_row[q]])) ==
		    0)
			continue;
		while (j < b && (s[j] == ' ' || s[j] == '*'))
			j++;
		if (j < b && (s[j] == ':' || (j + 3 <= b &&
		    memcmp(s + j, "：", 3) == 0)))
			return 1;
	}
	return 0;
}

/*
 * Words that may not follow the unit of a concluded value: what makes it
 * a rate, a part or a case ("200 km per hour", "200 km each way",
 * "200 km in the first leg"), by language.
 */
static const char *const concl_not_after[] = { "per", "every", "each",
	"a", "an", "in", "on", "at", "for", "to", "from", "of", "by", "more",
	"less", "left", "pro", "je", "im", "par", "por", "al", "cada",
	"ogni", "à", "em", "в", "за", "на", "у", "w", "na", "za", "her",
	"başına", "mỗi", "trong", "kila", "setiap", "dalam", NULL };

/*
 * Does s[a..b) name a conclusion before s[na]: an opener, a label, a
 * conclusion word of concl_within[] (a dense script's anywhere), or,
 * nothing but the unit after the number (bare), the problem's subject
 * p[sa..se) with a unit after the number that the problem writes too
 * (the unit s[ua..ue): "The train covers 200 km.")?
 */
static int
concl_named(const char *s, size_t a, size_t na, size_t ua, size_t ue,
    int bare, const char *p, size_t pn)
{
	size_t i, e, l, sa, se;
	int dense, sd;

	if (restate_opener(s, a, na) != 0 || concl_label(s, a, na))
		return 1;
	for (i = a; i < na; ) {
		if (restate_letter(cp_len(s, i, na, &l)) == 0) {
			i += l;
			continue;
		}
		e = restate_word(s, i, na, &dense);
		if (dense ? dense_holds(s, i, e, restate_dense_open) :
		    restate_in(s + i, e - i, concl_within))
			return 1;
		i = e;
	}
	/* a script whose vowel signs part its words for restate_word
	   (Telugu's "కాబట్టి", Hindi's "इसलिए"): a row anywhere */
	for (i = 0; concl_within[i] != NULL; i++)
		if ((unsigned char)concl_within[i][0] >= 0xe0 &&
		    papo_answer_find_bytes(s + a, na - a, concl_within[i],
		    strlen(concl_within[i])) != NULL)
			return 1;
	if (!bare || p == NULL || ue == ua || memmem(p, pn, s + ua, ue - ua) ==
	    NULL || !problem_subject(p, pn, &sa, &se, &sd) || sd)
		return 0;
	return restate_held(s + a, na - a, p + sa, se - sa);
}

/* Where the word (a unit, a verb) at s[i..b) ends, no digit in it, 40
   bytes at most, a stop not in it; i when none is there. */
static size_t
concl_word(const char *s, size_t i, size_t b)
{
	size_t k = i;

	while (k < b && k - i < 40 && s[k] != ' ' && s[k] != '.' &&
	    s[k] != '*' && s[k] != '!' && s[k] != ',' && !(k + 3 <= b &&
	    memcmp(s + k, "。", 3) == 0) && !(k + 3 <= b &&
	    memcmp(s + k, "।", 3) == 0) && (is_alpha((unsigned char)s[k]) ||
	    (unsigned char)s[k] >= 0x80))
		k++;
	return k < b && k - i >= 40 ? i : k;
}

/*
 * Is the word s[ua..ue) after a concluded number a unit of measure or a
 * currency that the problem p[0..pn) writes too, in its word or its
 * symbol ("km", "км", "公里";
 * its ASCII letters only before a glued copula or particle: "kmです",
 * "km를")?  A count's noun ("56 Kiesel", "48 bookmarks", "20
 * stickers") is a step's: the question's own restatement is
 * papo_answer_restates_question's.
 */
static int
concl_unit(const char *s, size_t ua, size_t ue, const char *p, size_t pn)
{
	struct papo_unit u;
	const char *en;
	size_t k, l;

	for (k = ua; k < ue && is_alpha((unsigned char)s[k]); k++)
		;
	if (k > ua)
		ue = k;
	if (ue == ua || p == NULL)
		return 0;
	/* another language's word: the problem's in its symbol ("км",
	   "كم", "公里" for "km") */
	if ((en = papo_unit_foreign(s + ua, ue - ua, &l)) == NULL) {
		en = s + ua;
		l = ue - ua;
	} else
		l = strlen(en);
	return (papo_answer_find_bytes(p, pn, s + ua, ue - ua) != NULL ||
	    papo_answer_find_bytes(p, pn, en, l) != NULL) &&
	    papo_unit_parse(en, l, &u) == 0 && !papo_unit_none(&u);
}

int
papo_answer_concludes(const char *s, size_t a, size_t b, const char *p,
    size_t pn, size_t *va, size_t *ve)
{
	size_t na, ne, i, ua, ue, e;
	int words = 0;

	/* one number, not the problem's, no computation */
	if (b - a > 160 || !restate_prose(s, a, b, &na, &ne) || (p != NULL &&
	    number_given(p, pn, s, na, ne)))
		return 0;
	/* the sentence ends on it: a unit (a copula glued: "kmです",
	   "km입니다"), two words at most after it (a verb: "200 km
	   gider", "200 km를 갑니다"), not a rate's or a part's, a stop */
	for (i = ne; i < b && s[i] == ' '; i++)
		;
	ua = i;
	ue = i = concl_word(s, i, b);
	for (;;) {
		for (e = i; e < b && s[e] == ' '; e++)
			;
		if (e == i || (i = concl_word(s, e, b)) == e) {
			i = e;
			break;
		}
		if (++words > 2 || restate_in(s + e, i - e, concl_not_after))
			return 0;
	}
	while (i < b && (s[i] == ' ' || s[i] == '.' || s[i] == '*' ||
	    s[i] == '!' || s[i] == '\n'))
		i++;
	if (i + 3 <= b && (memcmp(s + i, "。", 3) == 0 ||
	    memcmp(s + i, "।", 3) == 0))
		i += 3;
	if (i < b || !concl_unit(s, ua, ue, p, pn) || !concl_named(s, a, na,
	    ua, ue, words == 0, p, pn))
		return 0;
	*va = na;
	*ve = ne;
	return 1;
}

/* restate_in's index of each list it reads (a list not named here is
   read whole) */
static void
ridx_build(void)
{
	size_t k;

	ridx_add(restate_free);
	ridx_add(restate_article);
	ridx_add(restate_extra);
	ridx_add(restate_have);
	ridx_add(restate_there);
	ridx_add(restate_total);
	ridx_add(restate_openers);
	ridx_add(restate_dense_open);
	ridx_add(restate_scope);
	ridx_add(restate_dense_total);
	ridx_add(restate_labels);
	ridx_add(concl_within);
	ridx_add(concl_not_after);
	ridx_add(concl_labels);
	for (k = 0; k < sizeof(restate_tongues) / sizeof(restate_tongues[0]);
	    k++)
		ridx_add(restate_tongues[k].w);
}
