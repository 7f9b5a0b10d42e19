/* SPDX-License-Identifier: MIT */
/*
 * answer_contra.c: an answer's sentence that says the opposite of what
 * the question asks ("Tom has 12 fewer apples than Ann." for "How many
 * more apples does Tom have than Ann?", "She spent $12." for "How much
 * money did she save?"): a table of opposite word families, English.
 * A question that names both of two opposites ("save $2000 ... how
 * much does he have to spend", options "2% Profit", "3% Loss") asks
 * neither against the other.
 */
#include <string.h>
#include <strings.h>

#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"

/*
 * Word families by their first form, the index the pairs of opposites
 * name: 0 more, 1 fewer/less, 2 taller/longer/higher, 3 shorter/lower,
 * 4 older, 5 younger, 6 heavier, 7 lighter, 8 bigger/larger/greater,
 * 9 smaller, 10 faster, 11 slower, 12 increase/rise, 13 decrease/drop/
 * fall, 14 gain/win, 15 lose, 16 save, 17 spend, 18 buy, 19 sell, 20
 * profit, 21 loss, 22 earn/make, 23 pay ("paid" not after a form of
 * "be" or "get": "she gets paid $18" is earned), 24 owe.
 */
static const char *const names[] = {
	"more", "fewer", "taller", "shorter", "older", "younger", "heavier",
	"lighter", "bigger", "smaller", "faster", "slower", "increase",
	"decrease", "gain", "lose", "save", "spend", "buy", "sell", "profit",
	"loss", "earn", "pay", "owe",
};

/* Every form of every family, sorted (strcmp; families_in's index
   needs them by first letter), a word matched whole, ASCII case
   folded. */
struct form {
	const char *w;
	unsigned char family;
};

static const struct form forms[] = {
	{ "bigger", 8 }, { "bought", 18 }, { "buy", 18 }, { "buys", 18 },
	{ "decrease", 13 }, { "decreased", 13 }, { "decreases", 13 },
	{ "drop", 13 }, { "dropped", 13 }, { "drops", 13 }, { "earn", 22 },
	{ "earned", 22 }, { "earning", 22 }, { "earnings", 22 },
	{ "earns", 22 }, { "fall", 13 }, { "falls", 13 }, { "faster", 10 },
	{ "fell", 13 }, { "fewer", 1 }, { "gain", 14 }, { "gained", 14 },
	{ "gains", 14 }, { "greater", 8 }, { "heavier", 6 }, { "higher", 2 },
	{ "increase", 12 }, { "increased", 12 }, { "increases", 12 },
	{ "larger", 8 }, { "less", 1 }, { "lighter", 7 }, { "longer", 2 },
	{ "lose", 15 }, { "loses", 15 }, { "loss", 21 }, { "losses", 21 },
	{ "lost", 15 }, { "lower", 3 }, { "made", 22 }, { "make", 22 },
	{ "makes", 22 }, { "making", 22 }, { "more", 0 }, { "older", 4 },
	{ "owe", 24 }, { "owed", 24 }, { "owes", 24 }, { "paid", 23 },
	{ "pay", 23 }, { "paying", 23 }, { "pays", 23 }, { "profit", 20 },
	{ "profits", 20 }, { "rise", 12 }, { "rises", 12 }, { "rose", 12 },
	{ "save", 16 }, { "saved", 16 }, { "saves", 16 }, { "saving", 16 },
	{ "savings", 16 }, { "sell", 19 }, { "sells", 19 }, { "shorter", 3 },
	{ "slower", 11 }, { "smaller", 9 }, { "sold", 19 }, { "spend", 17 },
	{ "spending", 17 }, { "spends", 17 }, { "spent", 17 }, { "taller", 2 },
	{ "win", 14 }, { "wins", 14 }, { "won", 14 }, { "younger", 5 },
};

/* The opposites: the question's family, the sentence's. */
static const unsigned char opposite[][2] = {
	{ 0, 1 }, { 1, 0 }, { 2, 3 }, { 3, 2 }, { 4, 5 }, { 5, 4 },
	{ 6, 7 }, { 7, 6 }, { 8, 9 }, { 9, 8 }, { 10, 11 }, { 11, 10 },
	{ 12, 13 }, { 13, 12 }, { 14, 15 }, { 15, 14 }, { 16, 17 },
	{ 17, 16 }, { 18, 19 }, { 19, 18 }, { 20, 21 }, { 21, 20 },
	{ 22, 17 }, { 22, 15 }, { 22, 23 }, { 22, 24 },
};

#define NFORMS	(sizeof(forms) / sizeof(forms[0]))
#define SPAN_MAX	400	/* bytes of a sentence read, at its end */

/* The forms by their first letter: forms[at[c - 'a']] ..
   forms[at[c - 'a' + 1] - 1] start with c.  Built once. */
static unsigned char at[27];
static struct papo_once at_once = PAPO_ONCE_INIT;

static void
at_build(void)
{
	size_t k;
	int c;

	for (c = 0, k = 0; c < 26; c++) {
		at[c] = (unsigned char)k;
		while (k < NFORMS && forms[k].w[0] == 'a' + c)
			k++;
	}
	at[26] = (unsigned char)k;
}

/*
 * Is the word s[i..e) "paid" after a form of "be" or "get" (s[a..i)
 * before it): "She gets paid $18 a day." is earned, not paid?
 */
static int
passive_paid(const char *s, size_t a, size_t i, size_t e)
{
	static const char *const auxes[] = { "am", "is", "are", "was",
	    "were", "be", "been", "being", "get", "gets", "got", "gotten",
	    "getting", NULL };
	size_t w;
	int k;

	if (e - i != 4 || strncasecmp(s + i, "paid", 4) != 0)
		return 0;
	while (i > a && s[i - 1] == ' ')
		i--;
	for (w = i; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	for (k = 0; auxes[k] != NULL; k++)
		if (strlen(auxes[k]) == i - w && strncasecmp(s + w, auxes[k],
		    i - w) == 0)
			return 1;
	return 0;
}

/* The families whose forms the words of s[a..b) hold, a bit each. */
static unsigned long
families_in(const char *s, size_t a, size_t b)
{
	unsigned long bits = 0;
	size_t i, e, k, j;
	int c;

	papo_once(&at_once, at_build);
	for (i = a; i < b; i = e) {
		while (i < b && !is_alpha((unsigned char)s[i]))
			i++;
		for (e = i; e < b && is_alpha((unsigned char)s[e]); e++)
			;
		if (e - i < 3 || e - i > 9 || (e < b && (unsigned char)s[e] >=
		    0x80) || (i > a && (unsigned char)s[i - 1] >= 0x80))
			continue;	/* no form's: not an English word whole,
					   or no form's length */
		c = lower((unsigned char)s[i]) - 'a';
		for (k = at[c]; k < at[c + 1]; k++) {
			for (j = 1; j < e - i && forms[k].w[j] ==
			    lower((unsigned char)s[i + j]); j++)
				;
			if (j == e - i && forms[k].w[j] == '\0') {
				if (!passive_paid(s, a, i, e))
					bits |= 1ul << forms[k].family;
				break;
			}
		}
	}
	return bits;
}

unsigned long
papo_answer_question_families(const char *p, size_t pn)
{
	size_t qa, qb;

	if (p == NULL || pn == 0)
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	if (qb - qa > SPAN_MAX)
		qa = qb - SPAN_MAX;	/* at most SPAN_MAX bytes, at its end */
	return families_in(p, qa, qb);
}

const char *
papo_answer_contradicts(const char *s, size_t a, size_t b, unsigned long q)
{
	unsigned long t;
	size_t k;

	if (q == 0 || b <= a)
		return NULL;
	if (b - a > SPAN_MAX)
		a = b - SPAN_MAX;	/* a sentence of no stop: its end */
	t = families_in(s, a, b);
	for (k = 0; k < sizeof(opposite) / sizeof(opposite[0]); k++)
		if ((q >> opposite[k][0] & 1) && !(q >> opposite[k][1] & 1) &&
		    !(t >> opposite[k][0] & 1) && (t >> opposite[k][1] & 1))
			return names[opposite[k][1]];
	return NULL;
}
