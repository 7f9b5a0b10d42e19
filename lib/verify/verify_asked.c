/* SPDX-License-Identifier: MIT */
/*
 * verify_asked.c: the unit a problem asks its answer in ("How many
 * hours ...?", "..., in dollars?", "多少分钟", "Wie viele Stunden"),
 * given to a bare reference when the response writes a unit, so that
 * the response's unit is compared: 3 minutes is not the answer 3 to a
 * problem that asks hours, 180 minutes is, 12 cents is not 12 dollars.
 * A problem that asks two different units, or none this file reads,
 * leaves the reference bare (the response's unit is dropped, as
 * before).  And how a list answers the problem: in order when it asks
 * several quantities each in its place (two blanks, "respectively",
 * 分别, "0; 3" as the reference), as a set when it asks one ("find
 * all", "the roots", 所有); and the noun a count asks when it is no
 * unit ("How many weekdays"), which a response's unit or other noun
 * does not answer ("3 weeks").
 */
#include <string.h>

#include "answer.h"
#include "ascii.h"
#include "units.h"
#include "verify_impl.h"

/*
 * What asks a count or an amount, with the unit word after it (any
 * ASCII case): "how many hours", "wie viele Stunden", "combien de
 * minutes", "cuántas horas", "quanti metri", "сколько минут", "ile
 * złotych", "कितने रुपये", "কত মিটার", "ఎన్ని గంటలు" (and Swahili's
 * "saa ngapi", the unit before: before_ngapi).
 */
static const char *const how_many[] = { "how many", "how much",
    "number of",
    "wie viele", "wie viel", "combien de", "combien d'",
    "combien d\xe2\x80\x99", "cu\xc3\xa1ntos", "cu\xc3\xa1ntas",
    "cu\xc3\xa1nto", "cu\xc3\xa1nta", "quanti", "quante", "quanto",
    "quanta", "quantos", "quantas", "\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1"
    "\x8c\xd0\xba\xd0\xbe", "\xd0\xa1\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c"
    "\xd0\xba\xd0\xbe", "ile",
    /* Hindi कितने, कितनी, कितना */
    "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xa4\xe0\xa4\xa8\xe0\xa5\x87",
    "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xa4\xe0\xa4\xa8\xe0\xa5\x80",
    "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xa4\xe0\xa4\xa8\xe0\xa4\xbe",
    /* Bengali কত ("কত ঘণ্টা"), Telugu ఎన్ని ("ఎన్ని గంటలు") */
    "\xe0\xa6\x95\xe0\xa6\xa4",
    "\xe0\xb0\x8e\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb0\xbf",
    /* Indonesian berapa, Vietnamese bao nhiêu, Turkish kaç */
    "berapa", "bao nhi\xc3\xaau", "ka\xc3\xa7",
    NULL };

/* Words between such a phrase and its unit ("how many more hours"). */
static const char *const fillers[] = { "more", "fewer", "less", "total",
    "additional", "extra", "whole", "full", "complete", "mehr",
    "weniger", "de", "d'", "m\xc3\xa1s", "menos", "in", "di", "pi\xc3\xb9",
    "plus", "\xd0\xb5\xd1\x89\xd1\x91", NULL };

/*
 * What asks a count in Chinese, Japanese and Thai, with the unit right
 * after it (a measure word between): "多少分钟", "几个小时", "何時間",
 * "กี่ชั่วโมง"; and in Korean, with a space between: "몇 시간".
 */
static const char *const cjk_how[] = { "\xe5\xa4\x9a\xe5\xb0\x91",
    "\xe5\x87\xa0", "\xe5\xb9\xbe", "\xe4\xbd\x95",
    "\xe0\xb8\x81\xe0\xb8\xb5\xe0\xb9\x88" /* กี่ */, NULL };
/* What makes 何 no question of a count ("如何", "任何", "为何", "几何"). */
static const char *const not_how[] = { "\xe5\xa6\x82", "\xe4\xbb\xbb",
    "\xe4\xb8\xba", "\xe7\x82\xba", "\xe5\x87\xa0", "\xe5\xb9\xbe",
    "\xe5\xa5\x88", "\xe8\x8b\xa5", "\xe4\xba\x91", NULL };
static const char *const cjk_measure[] = { "\xe4\xb8\xaa", "\xe5\x80\x8b",
    NULL };

/*
 * A unit "in" names when a question or the text ends after it: "in
 * kilometres", "en kilomètres", "em quilômetros", "в километрах",
 * "w kilometrach", "kwa kilomita".
 */
static const char *const in_words[] = { "in", "en", "em",
    "\xd0\xb2", "\xd1\x83", "w", "kwa", "dalam", NULL };

/* Unit words too short or too common to be read as asked ("in"). */
static const char *const not_units[] = { "in", "a", "an", "at", "as", "s",
    "m", "h", "g", "l", "t", "d", "C", "F", "K", "min", NULL };

static int
word_byte(unsigned char c)
{
	return papo_ascii_alpha(c) || c >= 0x80 || c == '\'';
}

/* The end of the word at s[i] (letters, an apostrophe, UTF-8). */
static size_t
word_end(const char *s, size_t n, size_t i)
{
	while (i < n && word_byte((unsigned char)s[i]))
		i++;
	return i;
}

static size_t
skip_blanks(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

int
papo_verify_is_word(const char *const *list, const char *s, size_t i, size_t e)
{
	size_t k;

	for (k = 0; list[k]; k++)
		if (strlen(list[k]) == e - i &&
		    papo_ascii_prefix_ci(s, e, i, list[k]))
			return 1;
	return 0;
}

/* The end of a power "^2", "^{2}" at s[w] after a unit's word, or w. */
static size_t
power_end(const char *s, size_t n, size_t w)
{
	size_t k = w + 1;

	if (w >= n || s[w] != '^')
		return w;
	k += k < n && s[k] == '{';
	if (k >= n || !papo_ascii_digit((unsigned char)s[k]))
		return w;
	while (k < n && papo_ascii_digit((unsigned char)s[k]))
		k++;
	return k < n && s[k] == '}' ? k + 1 : k;
}

/*
 * The end of the word at s[i], and of the word after a slash glued to
 * it, each with its power: "km/h", "m/s", "m/s^2", "N/m^2" (a letter
 * alone before the slash is a unit's, as no word of not_units[] is
 * then).
 */
static size_t
unit_word_end(const char *s, size_t n, size_t i)
{
	size_t w = power_end(s, n, word_end(s, n, i));

	if (w > i && w + 1 < n && s[w] == '/' && word_end(s, n, w + 1) >
	    w + 1)
		w = power_end(s, n, word_end(s, n, w + 1));
	return w;
}

/* The English unit en read into *u: one that names a quantity (1). */
static int
unit_named(const char *en, struct papo_unit *u)
{
	return papo_unit_parse(en, strlen(en), u) == 0 && !u->generic &&
	    !u->degrees;
}

/*
 * The unit of one to three words at s[i..) (the longest that reads:
 * "square meters", "miles per hour", "km/h"), its end in *end; 0 when
 * none.
 * A unit of another language is read by its English word.
 */
static int
unit_at(const char *s, size_t n, size_t i, struct papo_unit *u, size_t *end)
{
	size_t ends[3], e = i, k, m = 0, fl;
	const char *en;

	if (word_end(s, n, i) == i || papo_verify_is_word(not_units, s, i,
	    unit_word_end(s, n, i)))
		return 0;
	for (k = 0; k < 3 && e < n; k++) {
		size_t w = unit_word_end(s, n, e);

		if (w == e || papo_verify_is_word(not_units, s, e, w))
			break;	/* "a week", "hours a week": no unit word */
		ends[m++] = w;
		e = skip_blanks(s, n, w);
	}
	while (m-- > 0) {
		if (papo_unit_parse(s + i, ends[m] - i, u) == 0 &&
		    !u->generic && !u->degrees && !papo_unit_none(u)) {
			*end = ends[m];
			return 1;
		}
	}
	if ((en = papo_unit_foreign(s + i, n - i, &fl)) != NULL &&
	    unit_named(en, u)) {
		*end = i + fl;
		return 1;
	}
	return 0;
}

/* After a how_many phrase ending at i: its unit, past fillers. */
static int
after_how(const char *s, size_t n, size_t i, struct papo_unit *u)
{
	size_t e, end;
	int k;

	for (k = 0; k < 3; k++) {
		i = skip_blanks(s, n, i);
		e = word_end(s, n, i);
		if (e == i || !papo_verify_is_word(fillers, s, i, e))
			break;
		i = e;
	}
	return unit_at(s, n, i, u, &end);
}

/* Does s[0..i) end with one of list's (three-byte) characters? */
static int
after_one(const char *s, size_t i, const char *const *list)
{
	size_t k;

	for (k = 0; list[k]; k++)
		if (i >= 3 && memcmp(s + i - 3, list[k], 3) == 0)
			return 1;
	return 0;
}

/*
 * Thai writes no space after a word: the unit after กี่ is glued to the
 * words after it ("กี่ชั่วโมงในการเติมถัง", how many hours to fill the
 * tank).  The longest unit that starts at s[i] there, in English, or
 * NULL.
 */
static const char *
thai_unit_glued(const char *s, size_t n, size_t i)
{
	const char *en;
	size_t m, l;

	if (i + 3 > n || (unsigned char)s[i] != 0xe0 || ((unsigned char)
	    s[i + 1] != 0xb8 && (unsigned char)s[i + 1] != 0xb9))
		return NULL;
	for (m = n - i < 36 ? n - i : 36; m >= 3; m--) {
		if (i + m < n && ((unsigned char)s[i + m] & 0xc0) == 0x80)
			continue;	/* not a character's end */
		if ((en = papo_unit_foreign(s + i, m, &l)) != NULL && l == m)
			return en;
	}
	return NULL;
}

/* After a cjk_how word ending at i: its unit, past a measure word. */
static int
after_cjk(const char *s, size_t n, size_t i, struct papo_unit *u)
{
	const char *en;
	size_t k, l;

	for (k = 0; cjk_measure[k]; k++)
		if ((l = strlen(cjk_measure[k])) <= n - i &&
		    memcmp(s + i, cjk_measure[k], l) == 0) {
			i += l;
			break;
		}
	if ((en = papo_unit_foreign(s + i, n - i, &l)) == NULL)
		en = thai_unit_glued(s, n, i);
	if (en == NULL) {
		/* a unit in Latin letters: "何km", "몇 km를" */
		for (l = i; l < n && (papo_ascii_alpha((unsigned char)s[l]) ||
		    (s[l] == '/' && l > i)); l++)
			;
		return l > i && !papo_verify_is_word(not_units, s, i, l) &&
		    papo_unit_parse(s + i, l - i, u) == 0 && !u->generic &&
		    !u->degrees && !papo_unit_none(u);
	}
	return unit_named(en, u);
}

/* Words that make "in UNIT" the form the answer is asked in. */
static const char *const instruct_words[] = { "answer", "express",
    "expressed", "give", "write", "total", "result", "round", "report",
    "jibu", "toa", "andika", NULL };	/* Swahili's answer, give, write */

/*
 * Does the sentence holding s[at] (from the last sentence end before
 * it) say the answer is asked in the unit after it ("Express the
 * answer in minutes.", "Give the total in minutes.")?
 */
static int
instructed(const char *s, size_t at)
{
	size_t a = at, e;

	while (a > 0 && strchr(".?!\n", s[a - 1]) == NULL)
		a--;
	for (; a < at; a = e) {
		for (e = a; e < at && papo_ascii_alpha((unsigned char)s[e]);
		    e++)
			;
		if (e > a && papo_verify_is_word(instruct_words, s, a, e))
			return 1;
		if (e == a)
			e++;
	}
	return 0;
}

/*
 * A unit's symbol alone in its SI case at s[i] ("in A?", "in N?", "in
 * m?"), which not_units holds apart as a word, asked when a question
 * mark follows it: its unit, its end in *end, 1; else 0.
 */
static int
symbol_asked(const char *s, size_t n, size_t i, struct papo_unit *u,
    size_t *end)
{
	size_t e = skip_blanks(s, n, i + 1);

	if (i + 1 >= n || strchr("AJNVWmsgh", s[i]) == NULL ||
	    word_byte((unsigned char)s[i + 1]) || e >= n || (s[e] != '?' &&
	    !papo_ascii_prefix_ci(s, n, e, "\xef\xbc\x9f")) ||
	    papo_unit_parse(s + i, 1, u) != 0 || papo_unit_none(u))
		return 0;
	*end = i + 1;
	return 1;
}

/*
 * Is s[i..) a phrase a preposition opens that ends the question ("in
 * Kelvin at sea level?", "in km/h at noon?"): the preposition, then at
 * most 60 bytes of words, digits and spaces, then a question mark?
 */
static int
question_rest(const char *s, size_t n, size_t i)
{
	static const char *const preps[] = { "at", "on", "for", "to",
	    "during", "after", "before", "in", "from", "over", "by", "when",
	    "if", NULL };
	size_t e = i, k;

	while (e < n && papo_ascii_alpha((unsigned char)s[e]))
		e++;
	for (k = 0; preps[k] != NULL; k++)
		if (strlen(preps[k]) == e - i &&
		    papo_ascii_prefix_ci(s, n, i, preps[k]) != 0)
			break;
	if (e == i || preps[k] == NULL)
		return 0;
	for (; e < n && e - i <= 60; e++) {
		if (s[e] == '?')
			return 1;
		if (!papo_ascii_alpha((unsigned char)s[e]) &&
		    !papo_ascii_digit((unsigned char)s[e]) && s[e] != ' ' &&
		    s[e] != '\'' && s[e] != '-')
			return 0;
	}
	return 0;
}

/*
 * After "in" (at s[at], ending at i): its unit, when the sentence ends
 * after it or a phrase a preposition opens (question_rest) ends the
 * question after it: 2 when the answer is asked in it (a question mark follows,
 * or the sentence instructs), else 1; 0 when none, or "not in".
 */
static int
after_in(const char *s, size_t n, size_t at, size_t i, struct papo_unit *u)
{
	size_t end;
	int kwa = i - at == 3 && papo_ascii_prefix_ci(s, n, at, "kwa");

	if (i >= n || s[i] != ' ' || (at >= 4 && papo_ascii_prefix_ci(s, n,
	    at - 4, "not ")))
		return 0;
	i = skip_blanks(s, n, i);
	if (!unit_at(s, n, i, u, &end) && !symbol_asked(s, n, i, u, &end))
		return 0;
	/* Russian's "в" asks a unit in the prepositional plural ("в
	   минутах", "в долларах"); before the accusative it is a rate's
	   "per" ("в день", "в час", "в неделю": per day) */
	if (at + 2 <= n && memcmp(s + at, "\xd0\xb2", 2) == 0 && !(end >= i +
	    4 && (memcmp(s + end - 4, "\xd0\xb0\xd1\x85", 4) == 0 ||
	    memcmp(s + end - 4, "\xd1\x8f\xd1\x85", 4) == 0)))
		return 0;
	end = skip_blanks(s, n, end);
	/* German's separable particle closes the instruction: "Gib die
	   Antwort in Stunden an." */
	if (end + 2 <= n && papo_ascii_prefix_ci(s, n, end, "an") &&
	    (end + 2 == n || strchr(".?!\n", s[end + 2]) != NULL))
		end += 2;
	if (end < n && (s[end] == '?' || papo_ascii_prefix_ci(s, n, end,
	    "\xef\xbc\x9f")))
		return 2;
	/* Swahili's "kwa" before a span of time and no question mark is a
	   rate's "per" ("linauza kalamu 12 kwa siku.": 12 a day), not a
	   unit asked, unless the sentence instructs ("Toa jibu kwa
	   dakika.") */
	if (kwa && (u->dim[PAPO_DIM_TIME] != 0 || u->dim[PAPO_DIM_MONTH] !=
	    0) && !instructed(s, at))
		return 0;
	if (end == n || strchr(".)!,;:\n", s[end]) != NULL)
		return instructed(s, at) ? 2 : 1;
	return question_rest(s, n, end) ? 2 : 0;
}

/*
 * Does a word start at s[i]: after no letter (an inverted question or
 * exclamation mark, a guillemet or a curly quote is none)?
 */
static int
word_start(const char *s, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	if (i == 0 || !word_byte(u[i - 1]))
		return 1;
	if (i >= 2 && u[i - 2] == 0xc2)
		return u[i - 1] == 0xbf || u[i - 1] == 0xa1 ||
		    u[i - 1] == 0xab || u[i - 1] == 0xbb || u[i - 1] == 0xa0;
	return i >= 3 && u[i - 3] == 0xe2 && u[i - 2] == 0x80 &&
	    u[i - 1] >= 0x98 && u[i - 1] <= 0x9f;
}

/*
 * Swahili asks a unit with "ngapi" after it ("saa ngapi", how many
 * hours): the unit of the word right before "ngapi" at s[i], when it is
 * one; 0 when none.
 */
static int
before_ngapi(const char *s, size_t i, struct papo_unit *u)
{
	const char *en;
	size_t e = i, w, l;

	while (e > 0 && s[e - 1] == ' ')
		e--;
	for (w = e; w > 0 && papo_ascii_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == e || e == i || (en = papo_unit_foreign(s + w, e - w, &l)) ==
	    NULL || l != e - w)
		return 0;
	return unit_named(en, u);
}

/*
 * The unit a question names as its answer's in a note of its own: "（单
 * 位：小时）", "（単位：時間）", "以小时为单位" (Chinese, Japanese), "시간
 * 단위로" (Korean), a unit word with its locative ending in parentheses
 * ("(ঘণ্টায়)", "(గంటల్లో)": in hours).  1 with the unit in *u when
 * one such note starts at s[i], else 0.
 */
static int
unit_note(const char *s, size_t n, size_t i, struct papo_unit *u)
{
	static const char *const marks[] = { "\xe5\x8d\x95\xe4\xbd\x8d",
	    "\xe5\x96\xae\xe4\xbd\x8d", "\xe5\x8d\x98\xe4\xbd\x8d",
	    NULL };	/* 单位 單位 単位 */
	static const char *const per_unit[] = { "\xe4\xb8\xba\xe5\x8d\x95"
	    "\xe4\xbd\x8d", "\xe7\x82\xba\xe5\x96\xae\xe4\xbd\x8d",
	    NULL };	/* 为单位 為單位 */
	/* Bengali's য় (two code points: papo_verify_nfc), তে, ে;
	   Telugu's ల్లో, the plural's లు in its place ("గంటల్లో": "గంటలు") */
	static const struct {
		const char *end, *plural;
	} locatives[] = {
		{ "\xe0\xa6\xaf\xe0\xa6\xbc", "" },
		{ "\xe0\xa6\xa4\xe0\xa7\x87", "" }, { "\xe0\xa7\x87", "" },
		{ "\xe0\xb0\xb2\xe0\xb1\x8d\xe0\xb0\xb2\xe0\xb1\x8b",
		    "\xe0\xb0\xb2\xe0\xb1\x81" },
	};
	const char *en = NULL;
	char w[64];
	size_t k, j, e, l, fl, m;

	for (k = 0; marks[k]; k++)
		if (i + 6 <= n && memcmp(s + i, marks[k], 6) == 0) {
			j = i + 6;
			if (j + 3 <= n && memcmp(s + j, "\xef\xbc\x9a", 3) == 0)
				j += 3;	/* ： */
			else if (j < n && s[j] == ':')
				j++;
			else
				return 0;
			return after_cjk(s, n, skip_blanks(s, n, j), u);
		}
	if (i + 3 <= n && memcmp(s + i, "\xe4\xbb\xa5", 3) == 0 &&
	    (en = papo_unit_foreign(s + i + 3, n - i - 3, &fl)) != NULL) {
		for (k = 0; per_unit[k]; k++)
			if (i + 3 + fl + 9 <= n && memcmp(s + i + 3 + fl,
			    per_unit[k], 9) == 0)	/* 以小时为单位 */
				return unit_named(en, u);
		return 0;
	}
	if (i + 6 <= n && memcmp(s + i, "\xeb\x8b\xa8\xec\x9c\x84", 6) ==
	    0) {	/* 단위: the unit before it, "시간 단위로" */
		e = i > 0 && s[i - 1] == ' ' ? i - 1 : i;
		for (j = e >= 12 ? e - 12 : 0; j + 3 <= e; j++)
			if ((en = papo_unit_foreign(s + j, e - j, &fl)) !=
			    NULL && fl == e - j)
				return unit_named(en, u);
		return 0;
	}
	if (s[i] != '(')
		return 0;
	for (e = i + 1; e < n && e < i + 48 && s[e] != ')'; e++)
		;
	if (e >= n || s[e] != ')')
		return 0;
	for (k = 0; k < sizeof(locatives) / sizeof(locatives[0]); k++) {
		l = strlen(locatives[k].end);
		m = e - l - i - 1;
		if (e - i - 1 <= l || memcmp(s + e - l, locatives[k].end, l) !=
		    0 || m + strlen(locatives[k].plural) >= sizeof(w))
			continue;
		memcpy(w, s + i + 1, m);
		memcpy(w + m, locatives[k].plural, strlen(locatives[k].plural));
		m += strlen(locatives[k].plural);
		if ((en = papo_unit_foreign(w, m, &fl)) != NULL && fl == m)
			return unit_named(en, u);
	}
	return 0;
}

/*
 * The unit asked at s[i], when a phrase that asks one starts there: 2
 * for an "in UNIT" that asks the answer's form (after_in), else 1; 0
 * when none.
 */
static int
asked_at(const char *s, size_t n, size_t i, struct papo_unit *u)
{
	size_t k, l;

	/* saa ngapi */
	if (word_start(s, i) && papo_ascii_prefix_ci(s, n, i, "ngapi") != 0)
		return before_ngapi(s, i, u);

	if ((s[i] == '(' || (unsigned char)s[i] >= 0xe0) && unit_note(s, n,
	    i, u))
		return 2;	/* "（单位：小时）", "(ঘণ্টায়)" */
	/* 몇 시간 */
	if ((l = papo_ascii_prefix_ci(s, n, i, "\xeb\xaa\x87")) != 0)
		return after_cjk(s, n, skip_blanks(s, n, i + l), u);
	if ((unsigned char)s[i] >= 0xe0) {
		for (k = 0; cjk_how[k]; k++)
			if ((l = strlen(cjk_how[k])) <= n - i &&
			    memcmp(s + i, cjk_how[k], l) == 0)
				return (k != 3 || !after_one(s, i, not_how)) &&
				    after_cjk(s, n, i + l, u);
	}
	if (!word_start(s, i))
		return 0;
	for (k = 0; how_many[k]; k++)
		if ((l = papo_ascii_prefix_ci(s, n, i, how_many[k])) != 0 &&
		    (i + l == n || !word_byte((unsigned char)s[i + l]) ||
		    s[i + l - 1] == '\'' || (unsigned char)s[i + l - 1] ==
		    0x99))
			return after_how(s, n, i + l, u);
	for (k = 0; in_words[k]; k++)
		if ((l = papo_ascii_prefix_ci(s, n, i, in_words[k])) != 0)
			return after_in(s, n, i, i + l, u);
	/* Arabic's "in" glued to the unit's article: "بالكيلومترات؟" */
	if (papo_ascii_prefix_ci(s, n, i, "\xd8\xa8\xd8\xa7\xd9\x84") &&
	    unit_at(s, n, i + 6, u, &l)) {
		l = skip_blanks(s, n, l);
		return l == n || strchr("?.!\n", s[l]) != NULL ||
		    papo_ascii_prefix_ci(s, n, l, "\xd8\x9f") ? 2 : 0;
	}
	return 0;
}

/*
 * The first bytes (ASCII in lower case) a phrase of asked_at may start
 * with, one bit each in firsts[256 / 64]: a byte that starts none is
 * passed over without asking each row.
 */
static void
first_bytes(uint64_t *firsts)
{
	const char *const *const lists[] = { how_many, in_words, cjk_how,
	    NULL };
	size_t k, j;
	unsigned c;

	memset(firsts, 0, 256 / 8);
	c = 0xeb;	/* "\xeb\xaa\x87", 몇 */
	firsts[c / 64] |= (uint64_t)1 << (c % 64);
	c = 'n';	/* "ngapi" */
	firsts[c / 64] |= (uint64_t)1 << (c % 64);
	c = 0xd8;	/* "بال" */
	firsts[c / 64] |= (uint64_t)1 << (c % 64);
	c = 0xe5;	/* 单位 單位 単位 */
	firsts[c / 64] |= (uint64_t)1 << (c % 64);
	c = 0xe4;	/* 以 */
	firsts[c / 64] |= (uint64_t)1 << (c % 64);
	c = '(';	/* "(ঘণ্টায়)" */
	firsts[c / 64] |= (uint64_t)1 << (c % 64);
	for (k = 0; lists[k]; k++)
		for (j = 0; lists[k][j]; j++) {
			c = (unsigned)papo_ascii_lower((unsigned char)
			    lists[k][j][0]);
			firsts[c / 64] |= (uint64_t)1 << (c % 64);
		}
}

int
papo_verify_asked_unit(const char *s, size_t n, struct papo_unit *asked)
{
	struct papo_unit u;
	uint64_t firsts[256 / 64];
	struct papo_unit told;
	size_t i;
	unsigned c;
	int found = 0, kind, tfound = 0;

	first_bytes(firsts);
	for (i = 0; i < n; i++) {
		c = (unsigned)papo_ascii_lower((unsigned char)s[i]);
		if (!(firsts[c / 64] >> (c % 64) & 1) || (c < 0x80 &&
		    c != '(' && !word_start(s, i)) ||
		    (kind = asked_at(s, n, i, &u)) == 0)
			continue;	/* an ASCII row starts a word */
		if (kind == 2 && tfound >= 0)
			tfound = tfound && !papo_unit_same(&u, &told) ? -1 :
			    (told = u, 1);
		if (found >= 0)
			found = found && !papo_unit_same(&u, asked) ? -1 :
			    (*asked = u, 1);
	}
	if (tfound != 0) {
		*asked = told;	/* "Express the answer in minutes." */
		return tfound > 0;
	}
	return found > 0;	/* two units asked: none */
}

/*
 * Words of a problem that asks a set: its members in any order ("Find
 * all x", "the roots", "所有", "toutes les solutions").
 */
static const char *const set_words[] = { "find all", "list all",
    "determine all", "all possible", "all values", "all real",
    "all integer", "all solutions", "all the solutions", "solutions",
    "roots", "zeros", "values of", "toutes les", "tous les", "todos los",
    "todas las", "alle ", "\xe6\x89\x80\xe6\x9c\x89", "\xe5\x85\xa8\xe9\x83"
    "\xa8", NULL };

/*
 * Words of a problem that asks several quantities, each in its place:
 * "respectively", 分别.
 */
static const char *const each_words[] = { "respectively",
    "respectivement", "respectivamente", "rispettivamente", "jeweils",
    "\xe5\x88\x86\xe5\x88\xab", "\xe5\x88\x86\xe5\x88\xa5", NULL };

/*
 * The blanks of a cloze problem, each one asked quantity: "____",
 * "\\_\\_", "(\\quad)", "（ ）", "\\underline{\\quad}".
 */
static const char *const blanks[] = { "___", "\\_\\_", "(\\quad)",
    "( \\quad )", "(\\qquad)", "\xef\xbc\x88\\quad\xef\xbc\x89",
    "\xef\xbc\x88 \xef\xbc\x89", "\xef\xbc\x88\xe3\x80\x80\xef\xbc\x89",
    "\\underline{", NULL };

/* How many times a phrase of list stands in s[0..n) (at most 9). */
static int
phrases(const char *s, size_t n, const char *const *list, int words)
{
	unsigned char first[256] = { 0 };
	size_t i, k, l;
	int c = 0;

	/* a place is tried only when its byte opens a phrase of the list
	   (case folded): a problem's text is long, its phrases few */
	for (k = 0; list[k]; k++)
		first[papo_ascii_lower((unsigned char)list[k][0])] = 1;
	for (i = 0; i < n && c < 9; i++) {
		if (!first[papo_ascii_lower((unsigned char)s[i])])
			continue;
		for (k = 0; list[k]; k++)
			if ((l = papo_ascii_prefix_ci(s, n, i, list[k])) != 0 &&
			    (!words || ((unsigned char)list[k][0] >= 0x80 ||
			    ((i == 0 || !word_byte((unsigned char)s[i - 1])) &&
			    (i + l == n || !word_byte((unsigned char)s[i +
			    l])))))) {
				c++;
				i += l - 1;
				break;
			}
	}
	return c;
}

int
papo_verify_asked_rounding(const char *s, size_t n)
{
	static const char *const words[] = { "round", "rounded",
	    "rounding", "nearest", "decimal place", "decimal places",
	    "significant figure", "significant figures",
	    "significant digit", "significant digits", "arrondi",
	    "arrondir", "arrondie", "runde", "runden", "rundet",
	    "gerundet", "redondea", "redondee", "redondear",
	    "redondeado", "redondeada", "arrotonda", "arrotondato",
	    "arredonde", "arredonda", "arredondado",
	    "\xd0\xbe\xd0\xba\xd1\x80\xd1\x83\xd0\xb3\xd0\xbb",	/* округл */
	    "\xe5\x9b\x9b\xe8\x88\x8d\xe4\xba\x94\xe5\x85\xa5",	/* 四舍五入 */
	    "\xe7\xb2\xbe\xe7\xa1\xae\xe5\x88\xb0",	/* 精确到 */
	    NULL };

	return s != NULL && phrases(s, n, words, 1) > 0;
}

/* Does the reference g[0..gn) hold a ';' outside brackets ("0; 3")? */
static int
semicolon_list(const char *g, size_t gn)
{
	size_t i;
	int d = 0;

	for (i = 0; i < gn; i++)
		if (strchr("([{", g[i]) != NULL)
			d++;
		else if (strchr(")]}", g[i]) != NULL && d > 0)
			d--;
		else if (g[i] == ';' && d == 0 && i > 0 && i + 1 < gn)
			return 1;
	return 0;
}

int
papo_verify_asked_order(const char *p, size_t pn, const char *g, size_t gn)
{
	static const char *const firsts[] = { "the first", NULL };
	static const char *const seconds[] = { "the second", NULL };
	static const char *const one[] = { "(1)", "\xef\xbc\x88" "1\xef\xbc"
	    "\x89", NULL };
	static const char *const two[] = { "(2)", "\xef\xbc\x88" "2\xef\xbc"
	    "\x89", NULL };

	if (p != NULL && phrases(p, pn, set_words, 1) > 0)
		return -1;	/* "Find all x such that ..." */
	if (p != NULL && (phrases(p, pn, each_words, 1) > 0 ||
	    phrases(p, pn, blanks, 0) >= 2 || (phrases(p, pn, one, 0) > 0 &&
	    phrases(p, pn, two, 0) > 0) || (phrases(p, pn, firsts, 1) > 0 &&
	    phrases(p, pn, seconds, 1) > 0)))
		return 1;
	return semicolon_list(g, gn);
}

/*
 * The last word of letters in t[0..n) (its TeX commands aside: "3
 * \\text{ weeks}" gives "weeks"), lower case, a final ASCII 's' dropped,
 * into out (cap bytes): its length, 0 when none.
 */
static size_t
last_word(const char *t, size_t n, char *out, size_t cap)
{
	size_t i = n, e, l;

	for (;;) {
		while (i > 0 && !word_byte((unsigned char)t[i - 1]))
			i--;
		for (e = i; i > 0 && word_byte((unsigned char)t[i - 1]); i--)
			;
		if (e == i)
			return 0;
		if (i == 0 || t[i - 1] != '\\')
			break;	/* "\\text": a command, passed over */
		i--;
	}
	if ((l = e - i) >= cap)
		return 0;
	for (e = 0; e < l; e++)
		out[e] = (char)papo_ascii_lower((unsigned char)t[i + e]);
	if (l > 2 && out[l - 1] == 's')
		l--;	/* "weeks", "apples" */
	out[l] = '\0';
	return l;
}

/* The bytes of a[0..an) but its last k characters (UTF-8). */
static size_t
drop_chars(const char *a, size_t an, int k)
{
	while (k-- > 0 && an > 0) {
		an--;
		while (an > 0 && ((unsigned char)a[an] & 0xc0) == 0x80)
			an--;
	}
	return an;
}

/*
 * Do the nouns a and r name one thing: the same word, one the other's
 * head ("weekday" and "day"), a pair of synonyms (papo_answer_synonym,
 * answer_tail.c), or, in another
 * script, one stem with another ending ("копеек", "копейки")?
 */
/* Is p[0..pn) the English plural of the word w[0..wn), both as
   last_word leaves them (a final 's' dropped): -es ("boxe" for
   "boxes"), -y to -ies ("berrie" for "berries")? */
static int
plural_of(const char *p, size_t pn, const char *w, size_t wn)
{
	if (wn < 2 || (unsigned char)w[0] >= 0x80)
		return 0;
	if (pn == wn + 1 && p[wn] == 'e' && memcmp(p, w, wn) == 0)
		return 1;
	return w[wn - 1] == 'y' && pn == wn + 1 && memcmp(p + wn - 1, "ie",
	    2) == 0 && memcmp(p, w, wn - 1) == 0;
}

static int
same_noun(const char *a, size_t an, const char *r, size_t rn)
{
	size_t x, y;

	if (papo_answer_synonym(a, an, r, rn))
		return 1;	/* "children", "kids" */

	if ((an >= rn && memcmp(a + an - rn, r, rn) == 0) || (rn >= an &&
	    memcmp(r + rn - an, a, an) == 0))
		return 1;	/* "weekday", "day"; "red apple", "apple" */
	if (plural_of(a, an, r, rn) || plural_of(r, rn, a, an))
		return 1;	/* "box", "boxes"; "berry", "berries" */
	if ((unsigned char)a[0] < 0x80 || (unsigned char)r[0] < 0x80)
		return 0;
	x = drop_chars(a, an, 2);
	y = drop_chars(r, rn, 2);
	return x > 2 && y > 2 && memcmp(a, r, x < y ? x : y) == 0;
}

/*
 * What asks a count of things, never an amount of a mass ("how many
 * weekdays", "wie viele Äpfel", "cuántas manzanas"; not "how much
 * fabric", "combien de temps", "сколько денег", where a unit measures
 * what is asked).
 */
static const char *const how_many_count[] = { "how many", "wie viele",
    "cu\xc3\xa1ntos", "cu\xc3\xa1ntas", "quanti", "quante", "quantos",
    "quantas", NULL };

/*
 * The words that end the noun a count asks, the verb of its question
 * after it ("How many doorbell rings did ...", "How many can he buy"):
 * auxiliaries and the words that follow a noun phrase.
 */
static const char *const noun_ends[] = { "did", "does", "do", "is", "are",
    "was", "were", "will", "would", "can", "could", "should", "shall",
    "has", "have", "had", "must", "may", "might", "of", "in", "on", "at",
    "for", "to", "from", "with", "that", "than", "there", "he", "she",
    "it", "they", "we", "you", "i", "each", "hat", "haben",
    "sind", "hay", "tiene", "tienen", "ha", "hanno", "tem", "t\xc3\xaam",
    NULL };

/* Is s[i..e) an auxiliary with its negation ("aren't", "don't",
   "didn’t"), which ends a noun as the auxiliary does? */
static int
negated_aux(const char *s, size_t i, size_t e)
{
	return (e - i >= 4 && (s[e - 3] == 'n' || s[e - 3] == 'N') &&
	    s[e - 2] == '\'' && (s[e - 1] == 't' || s[e - 1] == 'T')) ||
	    (e - i >= 6 && (s[e - 5] == 'n' || s[e - 5] == 'N') &&
	    memcmp(s + e - 4, "\xe2\x80\x99", 3) == 0 &&
	    (s[e - 1] == 't' || s[e - 1] == 'T'));
}

/* Degrees of an angle or a temperature, which a count may ask ("How
   many degrees is angle B?", "Wie viele Grad"), and a degree sign
   answers ("18°", "18^\\circ"). */
static const char *const degree_words[] = { "degree", "degrees", "grad",
    "grados", "gradi", "graus", NULL };

/* Is the noun s[a..z) a degree word and the answer t[0..tn) written
   with a degree sign? */
static int
degrees_named(const char *s, size_t a, size_t z, const char *t, size_t tn)
{
	return z > a && papo_verify_is_word(degree_words, s, a, z) &&
	    (memmem(t, tn, "\\circ", 5) != NULL ||
	    memmem(t, tn, "\xc2\xb0", 2) != NULL);
}

/*
 * The words of the noun a count asks at s[i..) (past its fillers: "how
 * many more weekdays"), at most three before a word of noun_ends[] or
 * the question's end ("doorbell rings", "centavos cuesta"): their start,
 * their end in *z; i when there is no noun this reads (a unit, none,
 * more words).
 */
static size_t
counted_noun(const char *s, size_t n, size_t i, size_t *z)
{
	struct papo_unit u;
	size_t e, a, end;
	int f, w;

	for (f = 0; f < 3; f++) {
		i = skip_blanks(s, n, i);
		e = word_end(s, n, i);
		if (e == i || !papo_verify_is_word(fillers, s, i, e))
			break;
		i = e;
	}
	a = *z = i = skip_blanks(s, n, i);
	if (unit_at(s, n, i, &u, &end))
		return i;	/* "how many hours": verify_asked_ref */
	for (w = 0; w < 4; w++) {
		i = skip_blanks(s, n, i);
		e = word_end(s, n, i);
		if (e == i || papo_verify_is_word(noun_ends, s, i, e) ||
		    negated_aux(s, i, e))
			break;
		*z = i = e;
	}
	if (w == 0 || w == 4 || (*z < n && s[*z] != ' ' && s[*z] != '?' &&
	    s[*z] != ',' && s[*z] != '.'))
		*z = a;
	return a;
}

/* Does one word of s[a..z) name the noun said[0..sn)? */
static int
names_noun(const char *s, size_t a, size_t z, const char *said, size_t sn)
{
	char w[64];
	size_t e, wn;

	for (; a < z; a = skip_blanks(s, z, e)) {
		e = word_end(s, z, a);
		if (e == a)
			return 0;
		if ((wn = last_word(s + a, e - a, w, sizeof(w))) != 0 &&
		    same_noun(w, wn, said, sn))
			return 1;
	}
	return 0;
}

int
papo_verify_asked_other_noun(const char *s, size_t n, const char *t,
    size_t tn)
{
	unsigned char first[256] = { 0 };
	char said[64];
	size_t i, k, l, a, z, sn;
	int asked = 0;

	sn = last_word(t, tn, said, sizeof(said));
	/* a place whose byte opens no row is passed (phrases' table) */
	for (k = 0; how_many_count[k]; k++)
		first[papo_ascii_lower((unsigned char)how_many_count[k][0])] =
		    1;
	for (i = 0; i < n; i++) {
		if (!first[papo_ascii_lower((unsigned char)s[i])] ||
		    !word_start(s, i))
			continue;
		for (k = 0; how_many_count[k]; k++)
			if ((l = papo_ascii_prefix_ci(s, n, i,
			    how_many_count[k])) != 0 && i + l < n &&
			    s[i + l] == ' ')
				break;
		if (how_many_count[k] == NULL)
			continue;
		if ((a = counted_noun(s, n, i + l, &z)) == z ||
		    (sn != 0 && names_noun(s, a, z, said, sn)) ||
		    degrees_named(s, a, z, t, tn))
			return 0;	/* no noun read, or the one named */
		asked = 1;
		i = z;
	}
	return asked;	/* "3 weeks", "$42" where weekdays are asked */
}

/*
 * The phrases that ask an amount of money and name no currency ("How
 * much money", "Combien d'argent", "Wie viel Geld", "多少钱"): a count
 * of any noun is not what they ask.
 */
static const char *const money_asks[] = { "how much money",
    "how much more money", "how much less money", "combien d'argent",
    "wie viel geld", "wieviel geld", "cu\xc3\xa1nto dinero",
    "\xc2\xbf" "cu\xc3\xa1nto dinero",	/* ¿cuánto: "¿" a word's byte */
    "quanto dinheiro", "quanti soldi", "quanto denaro",
    "\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe "
    "\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb3",	/* сколько денег */
    "\xd0\xa1\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe "
    "\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb3",	/* Сколько денег */
    "\xe5\xa4\x9a\xe5\xb0\x91\xe9\x92\xb1",		/* 多少钱 */
    NULL };

int
papo_verify_asked_percent(const char *s, size_t n)
{
	return papo_answer_asks_percent(s, n);
}

int
papo_verify_asked_money(const char *s, size_t n, const char *t, size_t tn)
{
	/* money's slang, and money named itself ("He makes 1248 money
	   in a week.", "18 de dinero") */
	static const char *const slang[] = { "buck", "bucks", "quid",
	    "money", "argent", "geld", "dinero", "denaro", "soldi",
	    "dinheiro", "\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb3", NULL };
	size_t i, e;

	for (i = 0; i < tn && !word_byte((unsigned char)t[i]); i++)
		;
	for (e = i; e < tn && word_byte((unsigned char)t[e]); e++)
		;
	return s != NULL && !papo_verify_is_word(slang, t, i, e) &&
	    phrases(s, n, money_asks, 1) > 0;
}

int
papo_verify_asked_verb(const char *p, size_t pn, const char *w, size_t wn)
{
	size_t q, a, k;

	if (p == NULL || wn == 0 || (unsigned char)w[0] < 0x80)
		return 0;
	for (q = pn; q > 0; q--)
		if (p[q - 1] == '?' || (q >= 3 && memcmp(p + q - 3,
		    "\xef\xbc\x9f", 3) == 0))
			break;	/* the last "?" or "？" */
	if (q == 0)
		return 0;
	q -= p[q - 1] == '?' ? 1 : 3;
	while (q > 0 && p[q - 1] == ' ')
		q--;
	for (a = q; a > 0 && p[a - 1] != ' ' && p[a - 1] != '\n'; a--)
		;
	for (k = 0; k < wn; k++)
		if (w[k] == ' ')
			return 0;	/* one word */
	return q - a == wn && memcmp(p + a, w, wn) == 0;
}
