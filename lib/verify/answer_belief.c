/* SPDX-License-Identifier: MIT */
/*
 * answer_belief.c: an answer phrase whose answer is the subject of a
 * chance, a share or an average ("There's a 90% chance the answer is
 * 42.", "With 70% probability, the answer is 42.", "On average, the
 * answer is 42."): each word is one the openers hold, but together
 * they weigh the answer instead of stating it.  Also what else the
 * words around the value make it: a quantity of the answer ("The
 * reciprocal of the answer is 7.") or another's answer ("The answer you
 * gave is 7."), and a rate over another span of time than the
 * question's ("她每天赚126美元。" for "她每周赚多少美元？").
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "units.h"

/* The nouns that weigh what follows them: a chance, a share, a mean. */
static const char *const belief_words[] = { "chance", "chances",
	"probability", "probabilities", "odds", "likelihood", "average",
	"cases", "times", NULL };
/* The prepositions a clause of them opens with before a comma ("With 70%
   probability,", "In most cases,", "On average,"). */
static const char *const belief_preps[] = { "with", "in", "on", "at",
	"by", "for", NULL };

static int
letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/*
 * The prepositions that set a frame around what follows ("In the
 * textbook,", "For the sake of argument,", "On the surface,") and the
 * words such a frame may be made of before an answer phrase: the
 * response's own conclusion, its work, its parts ("In the end,", "In
 * total,", "By the above,", "In part (a),", "On the whole,").
 */
static const char *const frame_preps[] = { "in", "on", "for", "by", "at",
	"under", "from", "per", "within", "beyond", "outside", NULL };
static const char *const frame_words[] = { "the", "a", "an", "this",
	"that", "these", "those", "our", "my", "its", "all", "each", "every",
	"both", "of", "to", "and", "above", "below", "given", "same", "end",
	"total", "sum", "summary", "conclusion", "short", "brief", "case",
	"result", "results", "final", "analysis", "step", "steps",
	"calculation", "calculations", "computation", "computations",
	"equation", "equations", "formula", "formulas", "work", "words",
	"other", "part", "parts", "general", "particular", "fact", "effect",
	"turn", "way", "order", "simplest", "form", "terms", "first",
	"second", "third", "last", "number", "numbers", "value", "values",
	"whole", "which", "conditions", "information", "data", "solution",
	"reasoning", "question", "problem", "count", "either", "any", "then",
	"light", "view", "accordance", "line", "with", "here", "there",
	"short", "particular",
	/* the evidence a search or a figure gives the response's own work
	   ("From the documents,", "From the search results,", "From the
	   table,"), not someone's answer ("From the answer key,") */
	"documents", "document", "search", "sources", "passage", "passages",
	"context", "evidence", "retrieved", "table", "graph", "chart",
	"figure", "diagram", "image", "plot", NULL };

/* Is s[i..e) one of list, case aside? */
static int
one_of_ci(const char *s, size_t i, size_t e, const char *const *list)
{
	size_t k;

	for (k = 0; list[k] != NULL; k++)
		if (strlen(list[k]) == e - i && strncasecmp(s + i, list[k],
		    e - i) == 0)
			return 1;
	return 0;
}

/* Does the problem p[0..pn) hold the word s[i..e), any case? */
static int
problem_holds(const char *p, size_t pn, const char *s, size_t i, size_t e)
{
	size_t k, l = e - i;

	for (k = 0; p != NULL && k + l <= pn; k++)
		if (strncasecmp(p + k, s + i, l) == 0 && (k == 0 ||
		    !letter(p[k - 1])) && (k + l == pn || !letter(p[k + l])))
			return 1;
	return 0;
}

/*
 * Does the clause s[a..b) hold a word of belief_words[] the problem
 * p[0..pn) does not ("What is the probability that they give the same
 * answer?" asks for one), or a percent sign; when prep, does it also
 * open with a word of belief_preps[]?
 */
static int
weighs(const char *s, size_t a, size_t b, int prep, const char *p,
    size_t pn)
{
	size_t i = a, e;
	int first = 1, hit = 0;

	while (i < b) {
		if (!letter(s[i])) {
			hit |= s[i] == '%';
			i++;
			continue;
		}
		for (e = i; e < b && (letter(s[e]) || s[e] == '\''); e++)
			;
		if (first && prep && !one_of_ci(s, i, e, belief_preps))
			return 0;
		first = 0;
		hit |= one_of_ci(s, i, e, belief_words) && !problem_holds(p,
		    pn, s, i, e);
		i = e;
	}
	return hit && !first;
}

/*
 * Does the clause s[a..b) open with a word of frame_preps[] and hold a
 * word neither frame_words[] nor the problem p[0..pn)'s?
 */
static int
frames(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	size_t i = a, e;
	int first = 1;

	while (i < b) {
		if (!letter(s[i])) {
			i++;
			continue;
		}
		for (e = i; e < b && (letter(s[e]) || s[e] == '\''); e++)
			;
		if (first && !one_of_ci(s, i, e, frame_preps))
			return 0;
		if (!first && !one_of_ci(s, i, e, frame_words) &&
		    !problem_holds(p, pn, s, i, e) && e - i > 1 &&
		    !(i >= 2 && s[i - 1] == ' ' && s[i - 2] >= '0' &&
		    s[i - 2] <= '9'))
			return 1;	/* a unit after a number: "At 5 pm," */
		first = 0;
		i = e;
	}
	return 0;
}

/* The start of the clause that ends at s[e] (after ss): after the last
   ',', ';' or ':' before it. */
static size_t
clause_from(const char *s, size_t ss, size_t e)
{
	while (e > ss && s[e - 1] != ',' && s[e - 1] != ';' && s[e - 1] !=
	    ':')
		e--;
	return e;
}

/* Where the last "answer" in s[a..b) starts (any case), or b. */
static size_t
answer_named(const char *s, size_t a, size_t b)
{
	const char *f;
	size_t k, x = b;

	/* "nswer" found sixteen bytes at a time, its 'a' looked at then */
	for (k = a + 1; k + 5 <= b && (f = papo_answer_find_bytes(s + k,
	    b - k, "nswer", 5)) != NULL; k = (size_t)(f - s) + 5)
		if ((f[-1] | 0x20) == 'a' && (f - 1 == s + a ||
		    !letter(f[-2])))
			x = (size_t)(f - 1 - s);
	return x;
}

int
papo_answer_frames(const char *s, size_t a, size_t b, const char *p,
    size_t pn)
{
	return frames(s, a, b, p, pn);
}

/*
 * The nouns that name the answer itself when it is theirs ("the value of
 * the answer", "the answer's simplest form"): any other makes a quantity
 * of it ("The reciprocal of the answer is", "the answer's square root
 * is"), never the answer.
 */
static const char *const own_heads[] = { "value", "form", "version",
	"statement", "expression", "result", "number", "final", "simplified",
	"simplest", "exact", "numerical", "numeric", "decimal", "fraction",
	"fractional", "written", "reduced", "rounded", "boxed", "full",
	"precise", "closed", "standard", "lowest", NULL };
/* The words that may stand between "of" and "answer" ("of the", "of our
   final"). */
static const char *const of_dets[] = { "the", "our", "my", "this", "its",
	"that", "your", "final", NULL };

/* The word that ends at s[e] (after a, spaces before it passed): its
   start, or e when none. */
static size_t
word_ending(const char *s, size_t a, size_t *e)
{
	size_t i;

	while (*e > a && s[*e - 1] == ' ')
		(*e)--;
	for (i = *e; i > a && letter(s[i - 1]); i--)
		;
	return i;
}

/*
 * Is the answer named at s[x] (of s[a..b)) the owner of a quantity of
 * it: "the reciprocal of the answer", "the answer's square root"
 * (own_heads[]'s nouns aside)?
 */
static int
quantity_of_answer(const char *s, size_t a, size_t x, size_t b)
{
	size_t e = x, i, k;
	int dets = 0;

	for (;;) {
		i = word_ending(s, a, &e);
		if (i == e || dets > 2 || !one_of_ci(s, i, e, of_dets))
			break;
		dets++;
		e = i;
	}
	if (i < e && e - i == 2 && strncasecmp(s + i, "of", 2) == 0) {
		e = i;
		i = word_ending(s, a, &e);
		return i < e && !one_of_ci(s, i, e, own_heads);
	}
	k = x + 6;	/* "answer's", "answer’s" */
	if (k + 2 < b && s[k] == '\'' && (s[k + 1] | 0x20) == 's' &&
	    s[k + 2] == ' ')
		k += 3;
	else if (k + 4 < b && memcmp(s + k, "\xe2\x80\x99s ", 5) == 0)
		k += 5;
	else
		return 0;
	for (e = k; e < b && letter(s[e]); e++)
		;
	return e > k && !one_of_ci(s, k, e, own_heads) &&
	    !(e - k == 2 && strncasecmp(s + k, "is", 2) == 0);
}

/*
 * The words that may stand between "the answer" and its value in a
 * statement ("The answer to this problem is", "The answer we get is",
 * "The answer, therefore, is", "The answer in simplest form is"): any
 * other word but the problem's makes it another answer or a quantity
 * of it ("The answer you gave is", "The answer squared is", "The answer
 * in percent is"), up to a copula.
 */
static const char *const after_answer[] = { "to", "the", "this", "that",
	"our", "my", "problem", "question", "exercise", "task", "we", "i",
	"get", "got", "gets", "obtain", "obtained", "find", "found",
	"derived", "computed", "calculated", "reached", "arrived", "at",
	"then", "here", "now", "therefore", "thus", "so", "hence", "finally",
	"in", "simplest", "simplified", "lowest", "terms", "form", "exact",
	"final", "would", "will", "should", "must", "comes", "out", "turns",
	"becomes", "indeed", "clearly", "really", "actually", "which", "one",
	"for", "s", "case", "end", "instance", "short", "summary", "total",
	"all", "conclusion", "brief", "words", "other", "either",
	"each", "both", "cases", "of", "your", "original", "given", "above",
	"asked", "posed", "stated", "how", "many", "much", "what", "has",
	"have", "had", "does", "do", "did", "there", "option", "options",
	"choice", "choices", "letter", "box", "boxed", "format", "latex",
	"required", "requested", "showing", "giving", "stating",
	"expressing", "representing", "regarding", "concerning", "about",
	NULL };
/* The copulas that end the subject: what follows is the statement's. */
static const char *const copulas[] = { "is", "are", "was", "were", "be",
	"equals", NULL };

int
papo_answer_named_other(const char *s, size_t a, size_t at, const char *p,
    size_t pn)
{
	size_t x = answer_named(s, a, at), i, e;

	if (x == at || (x + 6 < at && letter(s[x + 6])))
		return 0;	/* no answer named ("answers" none) */
	if (quantity_of_answer(s, a, x, at))
		return 1;
	for (i = x + 6; i < at; i = e) {
		if (s[i] == '=' || s[i] == ':' || s[i] == '$' ||
		    s[i] == '\\')
			return 0;	/* the subject's end, or math */
		if (s[i] == '(') {	/* "Answer (rounded):": its note */
			for (e = i; e < at && s[e] != ')'; e++)
				;
			continue;
		}
		if (!letter(s[i])) {
			e = i + 1;
			continue;
		}
		for (e = i; e < at && letter(s[e]); e++)
			;
		if (one_of_ci(s, i, e, copulas))
			return 0;
		if (!one_of_ci(s, i, e, after_answer) && !problem_holds(p, pn,
		    s, i, e))
			return 1;
	}
	return 0;
}

int
papo_answer_belief_lead(const char *s, size_t ss, size_t open, size_t at,
    const char *p, size_t pn)
{
	size_t x, cs, ps;

	if (open <= ss || at <= open || (x = answer_named(s, ss, at)) == at)
		return 0;	/* no answer named before the value */
	if (quantity_of_answer(s, ss, x, at))
		return 3;	/* "The reciprocal of the answer is" */
	cs = clause_from(s, ss, x);
	if (weighs(s, cs, x, 0, p, pn))
		return 1;	/* "There's a 90% chance the answer is" */
	if (cs <= ss || s[cs - 1] != ',')
		return 0;
	ps = clause_from(s, ss, cs - 1);
	if (weighs(s, ps, cs - 1, 1, p, pn))
		return 1;	/* "On average, the answer" */
	return frames(s, ps, cs - 1, p, pn) ? 2 : 0;	/* "In the textbook,
							   the answer" */
}

/*
 * Where the question of p[0..pn) is read (papo_answer_question_start):
 * its last 96 bytes at most (a character's start), where the span it
 * asks over is named ("How much does she make per week?"), to its end
 * in *qb.
 */
static size_t
question_from(const char *p, size_t pn, size_t *qb)
{
	size_t a = papo_answer_question_start(p, pn, qb);

	if (*qb > a + 96)
		for (a = *qb - 96; a < *qb && ((unsigned char)p[a] & 0xc0) ==
		    0x80; a++)
			;
	return a;
}

/*
 * Does s[a..b) hold a mark of a rate before its span ("每", "毎", a Thai
 * letter, "each", "every", "per", "chaque", "jeden", "cada", "ogni",
 * "каждый", ...; not the articles "a", "an", "al", which open a rate
 * after the value, the rest reader's)?  Only then is a span looked for
 * there: most statements have none, and the span's table costs.
 */
static int
rate_marked(const char *s, size_t a, size_t b)
{
	static const char *const marks[] = { "per", "each", "every", "pro",
	    "jeden", "jede", "jeder", "jedes", "par", "chaque", "por",
	    "cada", "ogni", "alla", "todos", "todas", "tous", "toutes",
	    "tutti", "tutte", "\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4", NULL };
	size_t i, e, k, l;

	for (i = a; i < b; i = e) {
		if ((unsigned char)s[i] == 0xe6 && i + 1 < b &&
		    (unsigned char)s[i + 1] == 0xaf)
			return 1;	/* 每 毎 */
		if ((unsigned char)s[i] == 0xe0 && i + 1 < b &&
		    ((unsigned char)s[i + 1] == 0xb8 ||
		    (unsigned char)s[i + 1] == 0xb9))
			return 1;	/* Thai */
		for (e = i; e < b && (letter(s[e]) || ((unsigned char)s[e] >=
		    0xd0 && (unsigned char)s[e] <= 0xd1) || ((unsigned char)
		    s[e] >= 0x80 && (unsigned char)s[e] < 0xc0 && e > i)); e++)
			;
		if (e == i) {
			e = i + 1;
			continue;
		}
		if (e - i < 3 || ((unsigned char)s[i] < 0x80 && e - i > 7))
			continue;	/* no mark's length */
		for (k = 0; marks[k] != NULL; k++)
			if (((unsigned char)s[i] >= 0x80 ? s[i] : (s[i] |
			    0x20)) == marks[k][0] && e - i >= (l =
			    strlen(marks[k])) && (e - i == l || (unsigned char)
			    marks[k][0] >= 0x80) && strncasecmp(s + i, marks[k],
			    l) == 0)
				return 1;
	}
	return 0;
}

/* Does s[a..b) hold 每 or 毎 (each, every)? */
static int
each_cjk(const char *s, size_t a, size_t b)
{
	return memmem(s + a, b - a, "\xe6\xaf\x8f", 3) != NULL ||
	    memmem(s + a, b - a, "\xe6\xaf\x8e", 3) != NULL;
}

int
papo_answer_span_other(const char *s, size_t a, size_t at, const char *p,
    size_t pn)
{
	unsigned long ss, qs;
	size_t c = at, qa, qb;
	int sd, qd;

	if (p == NULL || pn == 0 || at <= a)
		return 0;
	if (at - a > 32)	/* its last 32 bytes, a character's start */
		for (a = at - 32; a < at && ((unsigned char)s[a] & 0xc0) ==
		    0x80; a++)
			;
	/* the value's own clause: back to a comma, a colon, a semicolon
	   (or a wide one, "，", "、", "；", "：") or another number */
	while (c > a && s[c - 1] != ',' && s[c - 1] != ';' && s[c - 1] != ':' &&
	    !(s[c - 1] >= '0' && s[c - 1] <= '9') && !(c - a >= 3 &&
	    (unsigned char)s[c - 3] >= 0xe3 && (memcmp(s + c - 3,
	    "\xef\xbc\x8c", 3) == 0 || memcmp(s + c - 3, "\xe3\x80\x81",
	    3) == 0 || memcmp(s + c - 3, "\xef\xbc\x9b", 3) == 0 ||
	    memcmp(s + c - 3, "\xef\xbc\x9a", 3) == 0)))
		c--;
	/* the clause first: a few words, the question's sentence more */
	if (!rate_marked(s, c, at))
		return 0;
	qa = question_from(p, pn, &qb);
	if (!papo_unit_span_in(s, c, at, &ss, &sd))	/* "每个蛋" */
		return each_cjk(s, c, at) && papo_unit_span_in(p, qa, qb,
		    &qs, &qd);
	return papo_unit_span_in(p, qa, qb, &qs, &qd) && (ss != qs ||
	    sd != qd);
}

/*
 * The comparatives a difference is stated with after its value ("Tom is
 * 18 years older.", "Tom has 18 more apples.", "The pole is 18 m
 * taller."), in English, German, French, Spanish, Italian, Portuguese
 * and Swahili ("zaidi", "pungufu"), and the words of an addition
 * ("extra", "additional"); the first row's words (up to "less" and its
 * kin) compare counts, and any of them in the question asks a
 * difference of counts.
 * Not "later", "earlier" nor "further", adverbs as often ("She will
 * have 18 apples later.").
 */
static const char *const comparatives[] = { "more", "fewer", "less",
	"mehr", "weniger", "plus", "moins", "m\xc3\xa1s", "menos",
	"pi\xc3\xb9", "meno", "mais", "zaidi", "pungufu", NULL };
/*
 * The words of an addition after a value ("Tom has 7 extra apples."),
 * comparatives of a count and additions[] both.  extras[] below holds
 * the words of an addition before a value ("an extra 18 eggs"); the
 * two overlap but are not one list: read after the value, extras[]'s
 * "weitere", "another" would refuse what no generator has checked.
 */
static const char *const additions_of[] = { "extra", "additional",
	"zus\xc3\xa4tzliche", "zus\xc3\xa4tzlich", "suppl\xc3\xa9mentaires",
	"suppl\xc3\xa9mentaire", "adicionales", "adicional", "aggiuntive",
	"aggiuntivi", "adicionais", NULL };
static const char *const comparatives_of[] = { "older", "younger",
	"taller", "shorter", "longer", "heavier", "lighter", "bigger",
	"smaller", "larger", "greater", "higher", "lower", "faster",
	"slower", "cheaper", "farther", "wider", "deeper", "\xc3\xa4lter",
	"j\xc3\xbcnger", "gr\xc3\xb6\xc3\x9f" "er", "kleiner", "mayor",
	"menor", NULL };

/*
 * The comparatives of a count that also say "in addition" ("She needs
 * 18 more cupcakes."), and the words of a question that asks what is
 * still wanted, which they answer ("How many does she still need?").
 */
static const char *const additions[] = { "more", "mehr", "plus",
	"m\xc3\xa1s", "pi\xc3\xb9", "mais", "zaidi", NULL };
static const char *const needs[] = { "need", "needs", "needed", "still",
	"left", "remain", "remains", "remaining", "additional", "else",
	"another", "must", "require", "requires", "brauchen", "braucht",
	"noch", "besoin", "encore", "necesita", "necesitan", "falta",
	"faltan", "ancora", "serve", "servono", "precisa", "ainda", "bado",
	"anahitaji", "inahitaji", "wanahitaji", NULL };

/* A letter of a word: ASCII's or any byte of UTF-8. */
static int
word_byte(unsigned char c)
{
	return letter((char)c) || c >= 0x80;
}

/* Does the word w[0..wl) stand as a word in p[a..b)? */
static int
word_within(const char *p, size_t a, size_t b, const char *w, size_t wl)
{
	size_t i;

	for (i = a; i + wl <= b; i++)
		if ((i == a || !word_byte((unsigned char)p[i - 1])) &&
		    strncasecmp(p + i, w, wl) == 0 && (i + wl == b ||
		    !word_byte((unsigned char)p[i + wl])))
			return 1;
	return 0;
}

/* Does a word of list stand as a word in p[a..b)? */
static int
list_within(const char *p, size_t a, size_t b, const char *const *list)
{
	size_t k;

	for (k = 0; list[k] != NULL; k++)
		if (word_within(p, a, b, list[k], strlen(list[k])))
			return 1;
	return 0;
}

/* Is s[i..w) a comparative of a count: of comparatives[] or of
   additions_of[]? */
static int
count_comparative(const char *s, size_t i, size_t w)
{
	return word_in_list(s, i, w, comparatives) || word_in_list(s, i, w,
	    additions_of);
}

/* Does the question p[qa..qb) ask the difference the comparative
   s[i..w) states: the same word, or for a count's any of the first
   row, or "difference", or "than"; or, for "more" and its kin, what is
   still needed? */
static int
asks_difference(const char *p, size_t qa, size_t qb, const char *s,
    size_t i, size_t w)
{
	if (word_within(p, qa, qb, s + i, w - i) || word_within(p, qa, qb,
	    "difference", 10) || word_within(p, qa, qb, "than", 4))
		return 1;	/* "How much money did he spend to buy
				   chocolate than he did to buy candy?" */
	if (!count_comparative(s, i, w))
		return 0;
	if ((word_in_list(s, i, w, additions) || word_in_list(s, i, w,
	    additions_of)) && list_within(p, qa, qb, needs))
		return 1;	/* "18 more" to "still need" */
	return list_within(p, qa, qb, comparatives) || list_within(p, qa, qb,
	    additions_of);
}

int
papo_answer_difference_other(const char *s, size_t end, size_t e,
    const char *p, size_t pn)
{
	size_t i = end, w, qa, qb;
	int n;

	if (p == NULL || pn == 0)
		return 0;
	for (n = 0; n < 3; n++, i = w) {
		/* spaces, and the close of the value's math or bold
		   ("$18$ years older", "**18 years** older") */
		while (i < e && (s[i] == ' ' || s[i] == '*' || s[i] == '$' ||
		    s[i] == '}' || (s[i] == '\\' && i + 1 < e &&
		    s[i + 1] == ')')))
			i += s[i] == '\\' ? 2 : 1;
		for (w = i; w < e && word_byte((unsigned char)s[w]); w++)
			;
		if (w == i)
			return 0;	/* a mark ends the value's words */
		if (!count_comparative(s, i, w) &&
		    !word_in_list(s, i, w, comparatives_of))
			continue;
		qa = papo_answer_question_start(p, pn, &qb);
		return qb > qa && !asks_difference(p, qa, qb, s, i, w);
	}
	return 0;
}

/*
 * The nouns of a sum of money a question may ask, in groups of one
 * meaning: a profit is no revenue, a cost no change.
 */
static const struct money_noun {
	const char *w;
	int group;
} money_nouns[] = {
	{ "profit", 1 }, { "profits", 1 }, { "gain", 1 }, { "gains", 1 },
	{ "revenue", 2 }, { "revenues", 2 }, { "income", 2 },
	{ "earnings", 2 }, { "sales", 2 }, { "proceeds", 2 },
	{ "takings", 2 }, { "cost", 3 }, { "costs", 3 }, { "price", 3 },
	{ "expense", 3 }, { "expenses", 3 }, { "spending", 3 },
	{ "bill", 3 }, { "change", 4 }, { "savings", 5 }, { "tax", 6 },
	{ "taxes", 6 }, { "tip", 7 }, { "tips", 7 }, { "discount", 8 },
	{ "loss", 9 }, { "losses", 9 }, { "debt", 10 }, { "budget", 11 },
	{ "wage", 12 }, { "wages", 12 }, { "salary", 12 },
	{ "deposit", 13 }, { "interest", 14 }, { "refund", 15 },
	{ NULL, 0 }
};

/* The group of the money noun s[i..w), or 0. */
static int
money_group(const char *s, size_t i, size_t w)
{
	size_t k;

	if (w - i < 3 || w - i > 8)
		return 0;	/* no noun of the table: "tip" to "earnings" */
	for (k = 0; money_nouns[k].w != NULL; k++)
		if ((s[i] | 0x20) == money_nouns[k].w[0] &&
		    strlen(money_nouns[k].w) == w - i &&
		    strncasecmp(s + i, money_nouns[k].w, w - i) == 0)
			return money_nouns[k].group;
	return 0;
}

/* The copulas after a subject ("is", "was", "will be", "="). */
static const char *const money_copulas[] = { "is", "was", "are", "were",
	"will", "would", "comes", "amounts", "equals", NULL };

int
papo_answer_money_noun_other(const char *s, size_t k, size_t e,
    const char *p, size_t pn)
{
	size_t i = k, w, qa, qb, x, xw;
	unsigned asked = 0;
	int n, g = 0, q;

	if (p == NULL || pn == 0)
		return 0;
	/* the subject: up to three words, its last a money noun, then a
	   copula ("Her revenue is", "The total cost was") */
	for (n = 0; n < 4 && i < e; n++, i = w) {
		while (i < e && s[i] == ' ')
			i++;
		for (w = i; w < e && letter(s[w]); w++)
			;
		if (w == i || (w < e && s[w] != ' '))
			return 0;
		if (g != 0)
			break;
		g = money_group(s, i, w);
	}
	if (g == 0 || n == 4 || i >= e || !word_in_list(s, i, w,
	    money_copulas))
		return 0;
	qa = papo_answer_question_start(p, pn, &qb);
	for (x = qa; x < qb; x = xw) {
		while (x < qb && !letter(p[x]))
			x++;
		for (xw = x; xw < qb && letter(p[xw]); xw++)
			;
		if (xw > x && (q = money_group(p, x, xw)) != 0)
			asked |= 1u << q;
	}
	return asked != 0 && !(asked & 1u << g);
}

/* Chinese comparatives after 比 ("比安多", "比她大", "比树高"). */
static const char *const zh_compares[] = { "多", "少", "大", "小", "高",
	"矮", "重", "轻", "輕", "长", "長", "短", "快", "慢", "贵", "貴",
	"便宜", "早", "晚", "远", "遠", "近", NULL };

/*
 * The words right before a value that make it an addition to another
 * ("She makes another $18.", "an extra 18 eggs", "weitere 18 Euro",
 * "otros 18 dólares"), and the words of a question that asks one.
 */
static const char *const extras[] = { "another", "extra", "additional",
	"further", "weitere", "weiteren", "zus\xc3\xa4tzliche",
	"zus\xc3\xa4tzlich", "otros", "otras", "altri", "altre", "outros",
	"outras", "autres",
	"\xe0\xb0\xae\xe0\xb0\xb0\xe0\xb1\x8b",	/* మరో */
	"\xe0\xb0\xae\xe0\xb0\xb0\xe0\xb1\x8a\xe0\xb0\x95",	/* మరొక */
	"\xe0\xb0\x85\xe0\xb0\xa6\xe0\xb0\xa8\xe0\xb0\xaa\xe0\xb1"
	    "\x81",	/* అదనపు */
	"\xe0\xb0\x85\xe0\xb0\xa6\xe0\xb0\xa8\xe0\xb0\x82\xe0\xb0"
	    "\x97\xe0\xb0\xbe",	/* అదనంగా */
	"\xe0\xb0\x87\xe0\xb0\x82\xe0\xb0\x95\xe0\xb1\x8a\xe0\xb0"
	    "\x95",	/* ఇంకొక */
	NULL };
static const char *const extras_asked[] = { "more", "else", "another",
	"extra", "additional", "further", "mehr", "weitere", "noch",
	"m\xc3\xa1s", "otros", "otras", "pi\xc3\xb9", "altri", "altre",
	"mais", "outros", "outras", "plus", "autres", "encore",
	"\xe0\xb0\x8e\xe0\xb0\x95\xe0\xb1\x8d\xe0\xb0\x95\xe0\xb1"
	    "\x81\xe0\xb0\xb5",	/* ఎక్కువ */
	"\xe0\xb0\x87\xe0\xb0\x82\xe0\xb0\x95\xe0\xb0\xbe", /* ఇంకా */
	"\xe0\xb0\xae\xe0\xb0\xb0\xe0\xb1\x8b", NULL };	/* మరో */

/*
 * Is the word before the value at s[at] (in its sentence from s[a],
 * past a currency's sign, math's or bold's opening) one of extras[]
 * that the problem p[0..pn) does not write, where its question holds
 * none of extras_asked[] nor needs[]?
 */
static int
extra_before(const char *s, size_t a, size_t at, const char *p, size_t pn)
{
	size_t i = at, w, qa, qb;

	while (i > a && (s[i - 1] == ' ' || s[i - 1] == '$' ||
	    s[i - 1] == '*' || s[i - 1] == '\\' || s[i - 1] == '(' ||
	    s[i - 1] == '{'))
		i--;
	for (w = i; w > a && word_byte((unsigned char)s[w - 1]); w--)
		;
	if (i - w < 5 || !word_in_list(s, w, i, extras) || word_within(p, 0,
	    pn, s + w, i - w))
		return 0;	/* the problem's own: "buys another 18" */
	qa = papo_answer_question_start(p, pn, &qb);
	return qb > qa && !list_within(p, qa, qb, extras_asked) &&
	    !list_within(p, qa, qb, needs);
}

int
papo_answer_difference_before(const char *s, size_t a, size_t at,
    const char *p, size_t pn)
{
	size_t i = at, c, k, l, qa, qb;

	if (p == NULL || pn == 0 || at < a + 6)
		return 0;
	if (extra_before(s, a, at, p, pn))
		return 1;
	while (i > a && (s[i - 1] == ' ' || s[i - 1] == '$'))
		i--;
	if (i < a + 3 || (unsigned char)s[i - 3] < 0xe4)
		return 0;	/* no CJK character before it: cheap */
	for (k = 0; zh_compares[k] != NULL; k++)
		if ((l = strlen(zh_compares[k])) <= i - a &&
		    memcmp(s + i - l, zh_compares[k], l) == 0)
			break;
	if (zh_compares[k] == NULL)
		return 0;
	/* 比 in the value's clause, after its last mark */
	for (c = i - l; c >= a + 3; c--) {
		if (memcmp(s + c - 3, "，", 3) == 0 || memcmp(s + c - 3, "。",
		    3) == 0 || memcmp(s + c - 3, "；", 3) == 0)
			return 0;
		if (memcmp(s + c - 3, "比", 3) == 0)
			break;
	}
	if (c < a + 3)
		return 0;
	qa = papo_answer_question_start(p, pn, &qb);
	return qb > qa && memmem(p + qa, qb - qa, "比", 3) == NULL &&
	    memmem(p + qa, qb - qa, "差", 3) == NULL;
}
