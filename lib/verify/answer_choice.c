/* SPDX-License-Identifier: MIT */
/*
 * answer_choice.c: multi-select multiple-choice answers: a set of option
 * letters written with separators ("A, C, D", "A、C、D", "A 和 D", "B and
 * E", \text{B, E}) compared as a set with a reference run of letters
 * ("ACD"); the JSON keys that hold a response's reasoning before its
 * answer key; and the options a problem lists, one a line, with the
 * last line of a response that states one of them by label and text.
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "latex.h"
#include "units.h"

/* Separators between the letters of a set, after spacing is skipped. */
static const char *const seps[] = {
	",", ";", "/", "\xe3\x80\x81" /* 、 */, "\xef\xbc\x8c" /* ， */,
	"\xe5\x92\x8c" /* 和 */, "\xe4\xb8\x8e" /* 与 */, "and", "&",
	"\xe5\x8f\x8a" /* 及 */, "\xe8\x88\x87" /* 與 */,
	"\xe3\x81\xa8" /* と */, "\xec\x99\x80" /* 와 */,
	"\xea\xb3\xbc" /* 과 */, "\xeb\xb0\x8f" /* 및 */,
	/* French, German, Spanish, Italian and Portuguese, Russian,
	   Swahili, Polish, Ukrainian, Turkish, Indonesian, Vietnamese,
	   Hindi, Arabic (glued to the letter after it: "وC") */
	"et", "und", "y", "e", "\xd0\xb8" /* и */, "na", "i",
	"\xd1\x96" /* і */, "\xd1\x82\xd0\xb0" /* та */, "ve", "dan",
	"v\xc3\xa0" /* và */, "\xe0\xa4\x94\xe0\xa4\xb0" /* और */,
	"\xd9\x88" /* و */,
	"\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb8\xb0" /* และ */,
	"\xe0\xa6\x8f\xe0\xa6\xac\xe0\xa6\x82" /* এবং */,
	"\xe0\xa6\x93" /* ও */,
	/* మరియు */
	"\xe0\xb0\xae\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xaf\xe0\xb1\x81",
	NULL
};

/* Wrappers and spacing that a set may be written in. */
static const char *const skip[] = {
	"\\text{", "\\textbf{", "\\mathrm{", "\\mbox{", "\\(", "\\)", "\\,",
	"\\;", "\\ ", "~", "{", "}", "$", "**", " ", "\t", "(", ")", NULL
};

static size_t
at_any(const char *s, size_t i, size_t n, const char *const *w)
{
	size_t k, l;

	if (i >= n)
		return 0;
	for (k = 0; w[k]; k++) {
		/* the first byte first, before strlen */
		if (w[k][0] != s[i])
			continue;
		l = strlen(w[k]);
		if (n - i >= l && memcmp(s + i, w[k], l) == 0)
			return l;
	}
	return 0;
}

/*
 * at_any over skip[], whose rows start with no ASCII letter or digit and
 * no byte of 0x80 or more (tests/t-verify-pre.sh checks it): most bytes
 * a set or a reference is read over pass without the rows read.
 */
static size_t
skip_at(const char *s, size_t i, size_t n)
{
	unsigned char c;

	if (i >= n)
		return 0;
	c = (unsigned char)s[i];
	if (c >= 0x80 || is_alpha(c) || is_digit(c))
		return 0;
	return at_any(s, i, n, skip);
}

static int
is_letter(int c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/*
 * The letters A-J of s[0..n) as a bit set: a run ("ACD") when run is
 * set, else single letters each between separators ("A, C, D").  0
 * when s is anything else, names a letter twice or fewer than two.
 */
static int label_at(const char *, size_t, size_t, size_t *, size_t *);

/*
 * The letter of the option label of another script at s[i] (within n)
 * in a set, by papo_answer_label_letter with the text p[0..pn) that may
 * list the labels ("ก และ ค", "А и В"), by its order with no text (a
 * reference's, the form of a set); its length in *len; or 0.
 */
static int
set_label(const char *s, size_t i, size_t n, const char *p, size_t pn,
    size_t *len)
{
	size_t row;
	int c = 0;

	if ((unsigned char)s[i] < 0xd0)
		return 0;
	if ((c = label_at(s, i, n, &row, len)) == 0 && p != NULL)
		*len = 2;	/* С, Е: Latin look-alikes, no Russian label */
	else if (c == 0 || p == NULL)
		return c;
	c = papo_answer_label_letter(s + i, *len, p, pn);
	return c > 0 ? c : 0;
}

static unsigned
letter_set(const char *s, size_t n, int run, const char *p, size_t pn)
{
	unsigned set = 0;
	size_t i = 0, l;
	int count = 0, need_sep = 0, seps_seen = 0, comma = 0, c;

	while (i < n) {
		if ((l = skip_at(s, i, n)) != 0) {
			i += l;
			continue;
		}
		/* a separator after a letter, or a word one right after a
		   comma ("A, C, and E") */
		if (!run && (need_sep || (comma && is_letter((unsigned char)
		    s[i]))) && (l = at_any(s, i, n, seps)) != 0) {
			/* "and" is a word: a letter may not be glued to it */
			if (is_letter((unsigned char)s[i]) && i + l < n &&
			    is_letter((unsigned char)s[i + l]))
				return 0;
			comma = need_sep && s[i] == ',';
			i += l;
			need_sep = 0;
			seps_seen++;
			continue;
		}
		comma = 0;
		l = 1;
		c = s[i];
		if (!run && !need_sep && (unsigned char)c >= 0xd0 &&
		    (c = set_label(s, i, n, p, pn, &l)) == 0)
			return 0;	/* "ก และ ค": Thai's ก is A */
		if (c < 'A' || c > 'J' || (!run && need_sep))
			return 0;
		if (!run && i + l < n && (is_letter((unsigned char)s[i + l]) ||
		    (l > 1 && (unsigned char)s[i + l] >= 0x80 &&
		    at_any(s, i + l, n, seps) == 0)))
			return 0;
		if (set & (1u << (c - 'A')))
			return 0;
		set |= 1u << (c - 'A');
		count++;
		need_sep = 1;
		i += l;
		if (run)
			need_sep = 0;
	}
	return count < 2 || (!run && seps_seen == 0) ? 0 : set;
}

/*
 * Does a line of s[0..n) list options inline: "(A) 2 (B) 9", or in
 * the forms "A) 2 B) 9 C) 11", "A. 2 B. 9 C. 11", "A: 2, B: 9, C: 11"
 * (three labels: "A. Smith and B. Jones" is none), each label after a
 * space or at the line's start, in order ("P(A) * P(B)" is none)?
 */
static const struct {
	char open, close;	/* around the letter; open 0: none */
	int least;		/* labels in order needed */
} inline_forms[] = {
	{ '(', ')', 2 }, { 0, ')', 3 }, { 0, '.', 3 }, { 0, ':', 3 }
};

/* The label of letter c in form f at s[i..e): its length, or 0. */
static size_t
inline_at(const char *s, size_t i, size_t e, int f, int c)
{
	size_t k = i;

	if (k > 0 && s[k - 1] != ' ' && s[k - 1] != '\n')
		return 0;
	if (inline_forms[f].open != 0 && (k >= e || s[k++] !=
	    inline_forms[f].open))
		return 0;
	if (k + 2 >= e || s[k] != c || s[k + 1] != inline_forms[f].close ||
	    s[k + 2] != ' ')
		return 0;
	return k + 3 - i;
}

static int
inline_labels(const char *s, size_t n)
{
	size_t a, e, i, l;
	int f, c;

	for (a = 0; a < n; a = e + 1) {
		for (e = a; e < n && s[e] != '\n'; e++)
			;
		for (f = 0; f < (int)(sizeof(inline_forms) /
		    sizeof(inline_forms[0])); f++) {
			c = 'A';
			for (i = a; i < e && c <= 'J'; i++)
				if ((l = inline_at(s, i, e, f, c)) > 0) {
					c++;
					i += l;	/* an option's text between:
						   "A. B. C." is none */
				}
			if (c - 'A' >= inline_forms[f].least)
				return 1;
		}
	}
	return 0;
}

/* Does the response label options (so that "B, C" are no points)? */
static int
labels_options(const char *s, size_t n)
{
	static const char *const w[] = { "option", "Option", "OPTION",
	    "choice", "Choice", "statement", "Statement",
	    "\xe9\x80\x89\xe9\xa1\xb9" /* 选项 */,
	    "\xe9\x81\xb8\xe9\xa0\x85" /* 選項 */, NULL };
	size_t i, k, row, l;

	for (k = 0; w[k]; k++)
		if (n >= strlen(w[k]) && papo_answer_find_bytes(s, n, w[k],
		    strlen(w[k])))
			return 1;
	/* options listed inline: "(A) 2 (B) 9 (C) 11" */
	if (inline_labels(s, n))
		return 1;
	/* a line that starts "A." or "(A)", Chinese exams' "A．" or "A、",
	   or so with a label of another script ("ก.", "А)", "(ক)") */
	for (i = 0; i + 2 < n; i++) {
		if (i > 0 && s[i - 1] != '\n')
			continue;
		if ((s[i] >= 'A' && s[i] <= 'J' && (s[i + 1] == '.' ||
		    s[i + 1] == ')')) || (s[i] == '(' && s[i + 1] >= 'A' &&
		    s[i + 1] <= 'J' && s[i + 2] == ')'))
			return 1;
		if (s[i] >= 'A' && s[i] <= 'J' && n - i > 3 &&
		    (memcmp(s + i + 1, "．", 3) == 0 || memcmp(s + i + 1,
		    "、", 3) == 0))
			return 1;
		k = s[i] == '(';
		if ((unsigned char)s[i + k] >= 0xd0 && label_at(s, i + k, n,
		    &row, &l) && i + k + l < n && (s[i + k + l] == ')' ||
		    (!k && s[i + k + l] == '.')))
			return 1;
	}
	return 0;
}

int
papo_answer_json_reasoning(const char *s, size_t a, size_t colon)
{
	static const char *const keys[] = { "reasoning", "reason",
	    "explanation", "explain", "thought", "thoughts", "thinking",
	    "rationale", "steps", "solution", "analysis", "work",
	    "justification", "scratchpad", "derivation", "calculation",
	    "approach", "working", NULL };
	size_t e = colon, b, k, l;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e == a || s[e - 1] != '"')
		return 0;
	for (b = --e; b > a && s[b - 1] != '"'; b--)
		if (e - b > 24)
			return 0;
	if (b == a)
		return 0;
	for (k = 0; keys[k]; k++) {
		l = strlen(keys[k]);
		if (e - b == l && memcmp(s + b, keys[k], l) == 0)
			return 1;
	}
	return 0;
}

int
papo_answer_choice_set(const char *ref, size_t rn, const char *pred,
    size_t pn, const char *resp, size_t n)
{
	unsigned want, got;
	int run = 1;

	if (ref == NULL || pred == NULL || resp == NULL)
		return -1;
	if ((want = letter_set(ref, rn, 1, NULL, 0)) == 0) {
		if ((want = letter_set(ref, rn, 0, NULL, 0)) == 0)
			return -1;
		run = 0;
	}
	/* a run in the response ("ACD") only against a set ("A, C, D") */
	if (((got = letter_set(pred, pn, 0, resp, n)) == 0 && (run ||
	    (got = letter_set(pred, pn, 1, NULL, 0)) == 0)) ||
	    !labels_options(resp, n))
		return -1;
	return got == want;
}

size_t
papo_answer_choice_aside(const char *s, size_t a, size_t e)
{
	static const char *const join[] = { ", ", " or ", " nor ", " and ",
	    ",", NULL };
	const char *q;
	unsigned set, out = 0;
	size_t i, l, k, ve;

	while (a < e && s[a] == ' ')
		a++;
	/* the cheap tests first: a letter opens it */
	if (e - a < 8 || s[a] < 'A' || s[a] > 'J' || (q = memmem(s + a,
	    e - a, " (not ", 6)) == NULL)
		return 0;
	ve = (size_t)(q - s);
	if ((set = letter_set(s + a, ve - a, 0, NULL, 0)) == 0)
		return 0;	/* not a set of letters */
	for (i = ve + 6;;) {
		if (i >= e || s[i] < 'A' || s[i] > 'J' || (i + 1 < e &&
		    is_letter((unsigned char)s[i + 1])) ||
		    (out & (1u << (s[i] - 'A'))))
			return 0;
		out |= 1u << (s[i++] - 'A');
		if (i < e && s[i] == ')')
			break;
		for (k = 0, l = 0; join[k] != NULL; k++)
			if (e - i >= (l = strlen(join[k])) &&
			    memcmp(s + i, join[k], l) == 0)
				break;
		if (join[k] == NULL)
			return 0;
		i += l;
	}
	/* the letters left out: none of the answer's */
	if (out & set)
		return 0;
	for (i++; i < e && (s[i] == ' ' || s[i] == '.'); i++)
		;
	return i == e ? ve : 0;
}

int
papo_answer_letters_at(const char *s, size_t k, size_t n)
{
	size_t e = k;

	if (k >= n || ((s[k] < 'A' || s[k] > 'J') &&
	    (unsigned char)s[k] < 0xd0))
		return 0;	/* (the cheap test first) */
	while (e < n && strchr(".!?\n", s[e]) == NULL && !(n - e >= 3 &&
	    (memcmp(s + e, "\xe3\x80\x82", 3) == 0 /* 。 */ ||
	    memcmp(s + e, "\xe0\xa5\xa4", 3) == 0 /* । */)))
		e++;
	/* a set, or a run of capitals standing alone ("BCE", not "BCEs") */
	return letter_set(s + k, e - k, 0, NULL, 0) != 0 ||
	    ((k == 0 || !is_letter((unsigned char)s[k - 1])) &&
	    letter_set(s + k, e - k, 1, NULL, 0) != 0);
}

/*
 * The forms of a multi-select answer that names the options it leaves
 * out, per language: the words before the letters and after them ("all
 * except B and D", "alle außer B und D", "B と D 以外すべて").
 */
static const struct except_row {
	const char *lead, *tail;	/* before and after the letters */
} except_rows[] = {
	{ "all except for ", "" }, { "all except ", "" }, { "all but ", "" },
	{ "all options except ", "" }, { "all of them except ", "" },
	{ "all the options except ", "" }, { "all choices except ", "" },
	{ "all statements except ", "" }, { "everything except ", "" },
	{ "every option except ", "" },
	/* fr, de, es, it, pt */
	{ "toutes sauf ", "" }, { "tous sauf ", "" }, { "tout sauf ", "" },
	{ "toutes les options sauf ", "" },
	{ "toutes les r\xc3\xa9ponses sauf ", "" },
	{ "alle au\xc3\x9f" "er ", "" }, { "alle bis auf ", "" },
	{ "alle Optionen au\xc3\x9f" "er ", "" },
	{ "todas excepto ", "" }, { "todas menos ", "" },
	{ "todas salvo ", "" }, { "todos excepto ", "" },
	{ "todas las opciones excepto ", "" },
	{ "todas las opciones menos ", "" },
	{ "tutte tranne ", "" }, { "tutte eccetto ", "" },
	{ "tutti tranne ", "" }, { "tutte le opzioni tranne ", "" },
	{ "todas exceto ", "" }, { "todos exceto ", "" },
	{ "todas as op\xc3\xa7\xc3\xb5" "es exceto ", "" },
	{ "todas as alternativas exceto ", "" },
	/* ru, uk (все, кроме; усі, крім; всі крім) */
	{ "\xd0\xb2\xd1\x81\xd0\xb5, \xd0\xba\xd1\x80\xd0\xbe\xd0\xbc\xd0\xb5 ",
	    "" },
	{ "\xd0\xb2\xd1\x81\xd0\xb5 \xd0\xba\xd1\x80\xd0\xbe\xd0\xbc\xd0\xb5 ",
	    "" },
	{ "\xd1\x83\xd1\x81\xd1\x96, \xd0\xba\xd1\x80\xd1\x96\xd0\xbc ", "" },
	{ "\xd1\x83\xd1\x81\xd1\x96 \xd0\xba\xd1\x80\xd1\x96\xd0\xbc ", "" },
	{ "\xd0\xb2\xd1\x81\xd1\x96, \xd0\xba\xd1\x80\xd1\x96\xd0\xbc ", "" },
	{ "\xd0\xb2\xd1\x81\xd1\x96 \xd0\xba\xd1\x80\xd1\x96\xd0\xbc ", "" },
	/* pl, id, vi, sw */
	{ "wszystkie opr\xc3\xb3" "cz ", "" },
	{ "wszystkie z wyj\xc4\x85tkiem ", "" }, { "wszystkie poza ", "" },
	{ "semua kecuali ", "" }, { "semua pilihan kecuali ", "" },
	{ "t\xe1\xba\xa5t c\xe1\xba\xa3 tr\xe1\xbb\xab ", "" },
	{ "t\xe1\xba\xa5t c\xe1\xba\xa3 ngo\xe1\xba\xa1i tr\xe1\xbb\xab ", "" },
	{ "zote isipokuwa ", "" }, { "chaguo zote isipokuwa ", "" },
	/* th (ทั้งหมดยกเว้น), ar (الكل ما عدا, الكل باستثناء) */
	{ "\xe0\xb8\x97\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87\xe0\xb8\xab"
	    "\xe0\xb8\xa1\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb8\x81\xe0\xb9\x80"
	    "\xe0\xb8\xa7\xe0\xb9\x89\xe0\xb8\x99 ", "" },
	{ "\xd8\xa7\xd9\x84\xd9\x83\xd9\x84 \xd9\x85\xd8\xa7 \xd8\xb9\xd8\xaf"
	    "\xd8\xa7 ", "" },
	{ "\xd8\xa7\xd9\x84\xd9\x83\xd9\x84 \xd8\xa8\xd8\xa7\xd8\xb3\xd8\xaa"
	    "\xd8\xab\xd9\x86\xd8\xa7\xd8\xa1 ", "" },
	/* zh, zh-Hant: 除了 B 和 D 以外全部 / 之外都对 (對) */
	{ "\xe9\x99\xa4\xe4\xba\x86", "\xe4\xbb\xa5\xe5\xa4\x96\xe5\x85\xa8"
	    "\xe9\x83\xa8" },
	{ "\xe9\x99\xa4\xe4\xba\x86", "\xe4\xb9\x8b\xe5\xa4\x96\xe5\x85\xa8"
	    "\xe9\x83\xa8" },
	{ "\xe9\x99\xa4\xe4\xba\x86", "\xe4\xbb\xa5\xe5\xa4\x96\xe9\x83\xbd"
	    "\xe5\xaf\xb9" },
	{ "\xe9\x99\xa4\xe4\xba\x86", "\xe4\xb9\x8b\xe5\xa4\x96\xe9\x83\xbd"
	    "\xe5\xaf\xb9" },
	{ "\xe9\x99\xa4\xe4\xba\x86", "\xe4\xbb\xa5\xe5\xa4\x96\xe9\x83\xbd"
	    "\xe5\xb0\x8d" },
	{ "\xe9\x99\xa4\xe4\xba\x86", "\xe4\xb9\x8b\xe5\xa4\x96\xe9\x83\xbd"
	    "\xe5\xb0\x8d" },
	/* ja: 以外すべて, 以外全部, を除くすべて */
	{ "", "\xe4\xbb\xa5\xe5\xa4\x96\xe3\x81\x99\xe3\x81\xb9\xe3\x81\xa6" },
	{ "", "\xe4\xbb\xa5\xe5\xa4\x96\xe5\x85\xa8\xe9\x83\xa8" },
	{ "", "\xe3\x82\x92\xe9\x99\xa4\xe3\x81\x8f\xe3\x81\x99\xe3\x81\xb9"
	    "\xe3\x81\xa6" },
	/* ko: 를 / 을 제외한 모두 */
	{ "", "\xeb\xa5\xbc \xec\xa0\x9c\xec\x99\xb8\xed\x95\x9c \xeb\xaa\xa8"
	    "\xeb\x91\x90" },
	{ "", "\xec\x9d\x84 \xec\xa0\x9c\xec\x99\xb8\xed\x95\x9c \xeb\xaa\xa8"
	    "\xeb\x91\x90" },
	/* bn: ছাড়া সব; te: తప్ప అన్నీ; hi: को छोड़कर सभी */
	{ "", " \xe0\xa6\x9b\xe0\xa6\xbe\xe0\xa6\xa1\xe0\xa6\xbc"
	    "\xe0\xa6\xbe \xe0\xa6\xb8\xe0\xa6\xac" },
	{ "", " \xe0\xb0\xa4\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xaa "
	    "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb1\x80" },
	{ "", " \xe0\xa4\x95\xe0\xa5\x8b \xe0\xa4\x9b\xe0\xa5\x8b\xe0\xa4\xa1"
	    "\xe0\xa4\xbc\xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa4\xad"
	    "\xe0\xa5\x80" },
	{ "", " \xe0\xa4\x95\xe0\xa5\x8b \xe0\xa4\x9b\xe0\xa5\x8b\xe0\xa5\x9c"
	    "\xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa4\xad\xe0\xa5\x80" },
	/* tr: hariç hepsi */
	{ "", " hari\xc3\xa7 hepsi" },
	{ NULL, NULL }
};

/* The letters A-J of the set or the one letter ("B", "(B)") s[a..b)
   writes, as bits; 0 when it is neither. */
static unsigned
except_letters(const char *s, size_t a, size_t b)
{
	unsigned set;

	while (a < b && (s[a] == ' ' || s[a] == '('))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == ')'))
		b--;
	if (b == a + 1 && s[a] >= 'A' && s[a] <= 'J')
		return 1u << (s[a] - 'A');
	set = letter_set(s + a, b - a, 0, NULL, 0);
	return set;
}

#define NEXCEPT	(sizeof(except_rows) / sizeof(except_rows[0]))

/* The lengths of except_rows[]' leads and tails, built once. */
static size_t except_len[NEXCEPT][2];
static struct papo_once except_once = PAPO_ONCE_INIT;

static void
except_build(void)
{
	size_t i;

	for (i = 0; except_rows[i].lead != NULL; i++) {
		except_len[i][0] = strlen(except_rows[i].lead);
		except_len[i][1] = strlen(except_rows[i].tail);
	}
}

int
papo_answer_choice_except(const char *s, size_t a, size_t e, const char *p,
    size_t pn, struct papo_buf *out)
{
	const struct except_row *r;
	const char *t;
	size_t bl, al, z, k, tn;
	unsigned out_set = 0, all = 0;
	int c;

	while (a < e && (s[a] == '*' || s[a] == ' '))
		a++;
	for (z = e; z > a && strchr(".!* ", s[z - 1]) != NULL; z--)
		;
	if (z - a >= 3 && (memcmp(s + z - 3, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + z - 3, "\xe0\xa5\xa4", 3) == 0))
		z -= 3;	/* 。 । */
	/* the cheap test: a capital A to J standing alone in it */
	for (k = a; k < z && !(s[k] >= 'A' && s[k] <= 'J' && (k == a ||
	    !is_letter((unsigned char)s[k - 1])) && (k + 1 == z ||
	    !is_letter((unsigned char)s[k + 1]))); k++)
		;
	if (k >= z)
		return 0;
	papo_once(&except_once, except_build);
	for (r = except_rows; r->lead != NULL; r++) {
		bl = except_len[r - except_rows][0];
		al = except_len[r - except_rows][1];
		if (z - a < bl + al + 1 || (bl > 0 && !starts_ci(s, z, a,
		    r->lead)) || (al > 0 && memcmp(s + z - al, r->tail,
		    al) != 0))
			continue;
		if ((out_set = except_letters(s, a + bl, z - al)) != 0)
			break;
	}
	if (r->lead == NULL || p == NULL)
		return r->lead != NULL;	/* the form alone */
	for (c = 'A'; c <= 'J' && papo_answer_option_of(p, pn, c, &t, &tn);
	    c++)
		all |= 1u << (c - 'A');
	if ((out_set & ~all) != 0 || (all & ~out_set) == 0)
		return 0;	/* a letter not listed; none left */
	papo_buf_reset(out);
	for (k = 0; k < 10; k++)
		if ((all & ~out_set) & (1u << k)) {
			if (out->len > 0)
				papo_buf_adds(out, ", ");
			papo_buf_addc(out, (char)('A' + k));
		}
	return 1;
}

/* The numerals I to X of Roman-numbered statements, in order. */
static const char *const romans[] = { "I", "II", "III", "IV", "V", "VI",
	"VII", "VIII", "IX", "X", NULL };

unsigned
papo_answer_roman_set(const char *s, size_t n)
{
	unsigned set = 0;
	size_t i = 0, k, l;
	int need = 0, ended = 0;

	while (i < n) {
		if (strchr(" ()*.$", s[i]) != NULL) {
			i++;
			continue;
		}
		for (l = 0; i + l < n && is_letter((unsigned char)s[i + l]);
		    l++)
			;
		if (ended)
			return 0;	/* a word after "only" */
		if (need && (s[i] == ',' || s[i] == '&' || s[i] == '/')) {
			need = 0;
			i++;
			continue;
		}
		if (need && n - i >= 3 && memcmp(s + i,
		    "\xe3\x80\x81", 3) == 0) {
			need = 0;
			i += 3;
			continue;
		}
		if (l == 3 && strncasecmp(s + i, "and", 3) == 0 && (need ||
		    (i > 0 && s[i - 1] != ' ') || set != 0)) {
			need = 0;	/* "I, II, and III" */
			i += 3;
			continue;
		}
		if (l == 4 && set != 0 && strncasecmp(s + i, "only", 4) == 0) {
			ended = 1;
			i += 4;
			continue;
		}
		for (k = 0; romans[k] != NULL && !(strlen(romans[k]) == l &&
		    memcmp(s + i, romans[k], l) == 0); k++)
			;
		if (l == 0 || romans[k] == NULL || need || (set & (1u << k)))
			return 0;
		set |= 1u << k;
		need = 1;
		i += l;
	}
	return need ? set : 0;
}

int
papo_answer_roman_listed(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i + 3 < n; i++)
		if ((i == 0 || p[i - 1] == '\n') && memcmp(p + i + (p[i] ==
		    '('), "II", 2) == 0 && i + 3 + (p[i] == '(') <= n &&
		    strchr(".):", p[i + 2 + (p[i] == '(')]) != NULL)
			return 1;
	return 0;
}

int
papo_answer_letters_listed(const char *s, size_t n, const char *p,
    size_t pn)
{
	return p != NULL && letter_set(s, n, 0, p, pn) != 0;
}

int
papo_answer_ref_letter(const char *s, size_t n)
{
	size_t i = 0, k;
	int letter = 0;

	while (i < n) {
		if ((k = skip_at(s, i, n)) != 0 || s[i] == '(' ||
		    s[i] == ')' || s[i] == '.') {
			i += k ? k : 1;
			continue;
		}
		if (letter || s[i] < 'A' || s[i] > 'J')
			return 0;
		letter = s[i++];
	}
	return letter;
}

/* Do the bytes before s[i] (from s[a]) end with a cue for an option? */
static int
cued(const char *s, size_t a, size_t i)
{
	static const char *const cue[] = { "option", "Option", "choice",
	    "Choice", "\xe9\x80\x89" /* 选 */, "\xe9\x81\xb8" /* 選 */,
	    "\xe7\xad\x94\xe6\xa1\x88" /* 答案 */, NULL };
	size_t from = i > a + 16 ? i - 16 : a, k;

	if (i > a && s[i - 1] == '(')
		return 1;
	for (k = 0; cue[k]; k++)
		if (memmem(s + from, i - from, cue[k], strlen(cue[k])) != NULL)
			return 1;
	return 0;
}

/*
 * Where the sentence that goes on at s[i] ends, past its mark: '.', '!'
 * or '?' before a space, a newline or the end, or 。; at a newline.  The
 * marks papo_answer_choice_named looks back for too (one of the
 * sentence ends answer_frame_impl.h names).
 */
static size_t
sentence_past(const char *s, size_t i, size_t n)
{
	for (; i < n; i++) {
		if (s[i] == '\n')
			return i;
		if ((s[i] == '.' || s[i] == '!' || s[i] == '?') &&
		    (i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '\n'))
			return i + 1;
		if (i + 3 <= n && memcmp(s + i, "\xe3\x80\x82", 3) == 0)
			return i + 3;	/* 。 */
	}
	return n;
}

/*
 * Does a short answer sentence start at s[i]: a Chinese answer phrase,
 * simplified or traditional (a row of papo_frame_phrases: "答案是",
 * "故选", "故選"), a word that opens one ("答案", "选", "選"), or
 * English's "Answer"?
 */
static int
answer_lead(const char *s, size_t i, size_t n)
{
	static const char *const lead[] = {
	    "\xe7\xad\x94\xe6\xa1\x88",	/* 答案 */
	    "\xe9\x80\x89", "\xe9\x81\xb8",	/* 选 選 */
	    "Answer", "The answer", "the answer", NULL };
	const struct row *r;
	size_t k;

	for (k = 0; lead[k]; k++)
		if (n - i >= strlen(lead[k]) &&
		    memcmp(s + i, lead[k], strlen(lead[k])) == 0)
			return 1;
	for (r = papo_frame_phrases; r->w != NULL; r++)
		if (r->kind == R_LEAD && strcmp(r->lang, "zh") == 0 &&
		    n - i >= r->len && memcmp(s + i, r->w, r->len) == 0)
			return 1;
	return 0;
}

int
papo_answer_choice_named(const char *s, size_t n)
{
	size_t bs = n, be, i, ss, se;
	int depth = 1, letter = 0;

	/* the last box, and where its sentence starts */
	for (i = n; i >= 7; i--)
		if (memcmp(s + i - 7, "\\boxed{", 7) == 0) {
			bs = i - 7;
			break;
		}
	if (bs == n)
		return 0;
	for (be = bs + 7; be < n && depth > 0; be++)
		depth += s[be] == '{' ? 1 : s[be] == '}' ? -1 : 0;
	if (depth != 0)
		return 0;
	for (ss = bs; ss > 0; ss--)
		if (s[ss - 1] == '\n' || (ss >= 2 && (s[ss - 2] == '.' ||
		    s[ss - 2] == '!' || s[ss - 2] == '?') &&
		    s[ss - 1] == ' ') ||
		    (ss >= 3 && memcmp(s + ss - 3, "\xe3\x80\x82", 3) == 0))
			break;
	/* the box's sentence, and a short answer sentence after it
	   ("。答案是 C。"); another box there is no such statement */
	se = sentence_past(s, be, n);
	for (i = se; i < n && s[i] == ' '; i++)
		;
	if (i < n && answer_lead(s, i, n) && sentence_past(s, i, n) - i <= 32)
		se = sentence_past(s, i, n);
	if (memmem(s + ss, bs - ss, "\\boxed", 6) != NULL ||
	    memmem(s + be, se - be, "\\boxed", 6) != NULL)
		return 0;
	for (i = ss; i < se; i++) {
		int c = (unsigned char)s[i];

		if (i == bs) {
			i = be - 1;
			continue;
		}
		if (c < 'A' || c > 'J' || (i > ss && (is_letter((unsigned
		    char)s[i - 1]) || (s[i - 1] >= '0' && s[i - 1] <= '9') ||
		    s[i - 1] == '\\')) || (i + 1 < n && (is_letter((unsigned
		    char)s[i + 1]) || (s[i + 1] >= '0' && s[i + 1] <= '9'))))
			continue;
		if (!cued(s, ss, i))
			return 0;	/* a letter no option cue names */
		if (letter != 0 && letter != c)
			return -1;
		letter = c;
	}
	return letter;
}

int
papo_answer_closing_box(const char *s, size_t n, struct papo_buf *out)
{
	size_t end, at;

	papo_buf_reset(out);
	if (s == NULL || !papo_answer_boxes(s, n, out, &end, &at) ||
	    n - end > 80) {
		papo_buf_reset(out);
		return 0;
	}
	return 1;
}

/* The words that name the right option in a statement ("The correct
   option is G."), lowercase, each followed by the letter. */
static const char *const stmt_cue[] = {
	"correct option", "correct choice", "correct answer choice",
	"right option", "right choice", "best option", "best choice",
	"answer choice", NULL
};

/*
 * Words an option's text never needs and a second thought, a doubt or
 * another conclusion does ("The correct option is C. The volume is 48,
 * although D is also possible.", "... So x = 5.").
 */
static const char *const not_text[] = {
	"not", "no", "never", "wrong", "incorrect", "false", "wait",
	"actually", "but", "however", "although", "though", "unless", "if",
	"or", "maybe", "perhaps", "possibly", "probably", "might", "could",
	"guess", "think", "believe", "seems", "sure", "either", "neither",
	"also", "instead", "except", "so", "thus", "therefore", "hence",
	"answer", "final", "option", "choice", "correct", "mistake",
	/* Indonesian and Swahili, whose conditions and doubts have no
	   copula for the phrase's reading to stop at ("Jawabannya adalah
	   (A), jika n ganjil", "Jibu ni (A), ikiwa n ni witiri") */
	"jika", "kalau", "apabila", "misalkan", "bukan", "tidak", "mungkin",
	"tetapi", "tapi", "namun", "salah", "sekitar", "sepertinya",
	"ikiwa", "iwapo", "endapo", "labda", "pengine", "lakini", "si",
	"sio", "siyo", "nadhani", "huenda", NULL
};

/* Is s[i] a lone capital A to J, an option letter ("D", "(D)")? */
static int
lone_letter(const char *s, size_t a, size_t i, size_t b)
{
	return s[i] >= 'A' && s[i] <= 'J' && (i == a || (!is_alpha(
	    (unsigned char)s[i - 1]) && !is_digit((unsigned char)s[i - 1]) &&
	    s[i - 1] != '\\')) && (i + 1 == b || (!is_alpha((unsigned char)
	    s[i + 1]) && !is_digit((unsigned char)s[i + 1])));
}

int
papo_answer_lone_letter(const char *s, size_t a, size_t i, size_t b)
{
	return lone_letter(s, a, i, b);
}

/* What may be said of a named option, whole ("Option B is correct."). */
static const char *const named_ok[] = {
	"correct", "right", "the answer", "the correct answer",
	"the right answer", "the correct one", "the right one",
	"the correct option", "the correct choice", "the best answer",
	"the best option", "the best choice", NULL
};

/*
 * A statement that names the option first at s[i] ("Option B is
 * correct.", "Choice (c) is the answer."), whole: its letter, and its
 * end in *stop; 0 when s[i] is no such statement.
 */
static int
named_first(const char *s, size_t n, size_t i, size_t *stop)
{
	size_t j, k, l;
	int c;

	if (!starts_ci(s, n, i, "option ") && !starts_ci(s, n, i, "choice "))
		return 0;
	j = i + 7;
	if (j + 2 < n && s[j] == '(' && s[j + 2] == ')' && ((s[j + 1] >= 'A' &&
	    s[j + 1] <= 'J') || (s[j + 1] >= 'a' && s[j + 1] <= 'j'))) {
		c = s[j + 1] & ~0x20;
		j += 3;
	} else if (j < n && lone_letter(s, 0, j, n))
		c = (unsigned char)s[j++];
	else
		return 0;
	if (!starts_ci(s, n, j, " is "))
		return 0;
	j += 4;
	for (k = 0; named_ok[k]; k++) {
		l = strlen(named_ok[k]);
		if (j + l <= n && memcmp(s + j, named_ok[k], l) == 0 &&
		    (j + l == n || s[j + l] == '.' || s[j + l] == '\n'))
			break;
	}
	if (named_ok[k] == NULL)
		return 0;
	j += l;
	if (j < n && s[j] == '.')
		j++;
	if (j < n && !is_space((unsigned char)s[j]))
		return 0;
	*stop = j;
	return c;
}

/* What a Chinese statement naming options first says of them, whole:
   right, the right options, the right answer; simplified and
   traditional. */
static const char *const zh_named_ok[] = { "正确", "是正确的", "均正确",
	"都正确", "均为正确选项", "都是正确选项", "为正确选项", "是正确选项",
	"均为正确答案", "为正确答案", "是正确答案", "正確", "是正確的",
	"均正確", "都正確", "均為正確選項", "為正確選項", "是正確選項",
	"為正確答案", "是正確答案", NULL };
/* The separators of a list of letters ("B、C、D", "A和C"). */
static const char *const zh_letter_seps[] = { "、", "，", ",", "和", "与",
	"與", " ", NULL };

size_t
papo_answer_row_ending(const char *s, size_t a, size_t e,
    const char *const *l)
{
	size_t k, m, best = e;

	for (k = 0; l[k] != NULL; k++)
		if ((m = strlen(l[k])) <= e - a && e - m < best &&
		    memcmp(s + e - m, l[k], m) == 0)
			best = e - m;
	return best;
}

int
papo_answer_choice_zh(const char *s, size_t n, char *let, size_t *at,
    size_t *stop)
{
	size_t e = n, a, j, k, m, cnt = 0;
	int after = 0;
	char tmp[10];

	while (e > 0 && (is_space((unsigned char)s[e - 1]) || s[e - 1] ==
	    '*' || s[e - 1] == '.'))
		e--;
	if (e >= 3 && (memcmp(s + e - 3, "。", 3) == 0 || memcmp(s + e - 3,
	    "！", 3) == 0))
		e -= 3;
	while (e > 0 && s[e - 1] == '*')
		e--;
	if (e < 6 || (unsigned char)s[e - 1] < 0x80 ||
	    (j = papo_answer_row_ending(s, 0, e, zh_named_ok)) == e)
		return 0;	/* most responses: not a CJK character last */
	if ((a = papo_answer_last_sentence(s, e)) > j)
		return 0;
	while (j > a && s[j - 1] == ' ')
		j--;
	if (j - a >= 6 && (memcmp(s + j - 6, "选项", 6) == 0 ||
	    memcmp(s + j - 6, "選項", 6) == 0)) {
		j -= 6;		/* "C选项正确" */
		after = 1;
		while (j > a && s[j - 1] == ' ')
			j--;
	}
	for (;;) {
		if (j == a || !lone_letter(s, a, j - 1, j + 1) ||
		    cnt == sizeof(tmp))
			return 0;
		tmp[cnt++] = s[--j];
		if ((m = papo_answer_row_ending(s, a, j, zh_letter_seps)) == j)
			break;
		k = m;
		while (k > a && s[k - 1] == ' ')
			k--;
		if (k == a || !lone_letter(s, a, k - 1, k + 1))
			break;	/* "选项 C正确" */
		j = k;
	}
	while (j > a && s[j - 1] == ' ')
		j--;
	if (!after && j - a >= 6 && (memcmp(s + j - 6, "选项", 6) == 0 ||
	    memcmp(s + j - 6, "選項", 6) == 0))
		j -= 6;		/* "选项C正确" */
	for (k = 0; k < cnt; k++)
		let[k] = tmp[cnt - 1 - k];
	*at = j;
	*stop = e;
	return (int)cnt;
}

int
papo_answer_choice_roman(const char *s, size_t n, const char *p, size_t pn,
    size_t *at, size_t *va, size_t *stop)
{
	size_t from = n > 600 ? n - 600 : 0, i, j, e, k;

	if (p == NULL || (papo_answer_find_bytes(s + from, n - from, "hoice",
	    5) == NULL && papo_answer_find_bytes(s + from, n - from, "ption",
	    5) == NULL))
		return 0;	/* (the cheap test first) */
	for (i = n; i-- > from;) {
		if (i > 0 && is_alpha((unsigned char)s[i - 1]))
			continue;
		for (k = 0; stmt_cue[k] && !starts_ci(s, n, i, stmt_cue[k]);
		    k++)
			;
		if (stmt_cue[k] == NULL)
			continue;
		/* the last statement of the kind decides: "is I and III
		   only" to its line's end */
		for (j = i + strlen(stmt_cue[k]); j < n && s[j] == ' '; j++)
			;
		if (!starts_ci(s, n, j, "is ") && !starts_ci(s, n, j, "is:"))
			return 0;
		for (j += 2; j < n && (s[j] == ' ' || s[j] == ':'); j++)
			;
		for (e = j; e < n && s[e] != '\n'; e++)
			;
		while (e > j && strchr(".!* ", s[e - 1]) != NULL)
			e--;
		if (e == j || papo_answer_roman_set(s + j, e - j) == 0 ||
		    !papo_answer_roman_listed(p, pn))
			return 0;
		*at = i;
		*va = j;
		*stop = e;
		return 1;
	}
	return 0;
}

int
papo_answer_choice_stmt(const char *s, size_t n, size_t *at, size_t *stop)
{
	size_t from = n > 600 ? n - 600 : 0, i, j, k;
	int c;

	/* every cue ends in "option" or "choice": most responses have
	   neither */
	if (papo_answer_find_bytes(s + from, n - from, "ption", 5) == NULL &&
	    papo_answer_find_bytes(s + from, n - from, "hoice", 5) == NULL &&
	    papo_answer_find_bytes(s + from, n - from, "PTION", 5) == NULL &&
	    papo_answer_find_bytes(s + from, n - from, "HOICE", 5) == NULL)
		return 0;
	for (i = n; i-- > from;) {
		if (i > 0 && is_alpha((unsigned char)s[i - 1]))
			continue;
		if ((c = named_first(s, n, i, stop)) != 0) {
			*at = i;
			return c;
		}
		for (k = 0; stmt_cue[k]; k++)
			if (starts_ci(s, n, i, stmt_cue[k]))
				break;
		if (stmt_cue[k] == NULL)
			continue;
		/* the last statement of the kind decides: "is G", "is
		   (G)", "is: **G**" */
		j = i + strlen(stmt_cue[k]);
		while (j < n && s[j] == ' ')
			j++;
		if (starts_ci(s, n, j, "is") && j + 2 < n && !is_alpha(
		    (unsigned char)s[j + 2]))
			j += 2;
		while (j < n && (s[j] == ' ' || s[j] == ':' || s[j] == '*'))
			j++;
		if (j < n && s[j] == '(')
			j++;
		/* "(b)": a lower-case letter only in parentheses */
		if (j > 0 && j + 1 < n && s[j - 1] == '(' && s[j] >= 'a' &&
		    s[j] <= 'j' && s[j + 1] == ')') {
			c = s[j] - 'a' + 'A';
			j++;
		} else if (j >= n || !lone_letter(s, 0, j, n))
			return 0;
		else
			c = (unsigned char)s[j++];
		if (j < n && s[j] == ')')
			j++;
		while (j < n && s[j] == '*')
			j++;
		if (j + 1 < n && s[j] == ' ' && s[j + 1] == '(') {
			*at = i;	/* "is G (its text).": the finder */
			*stop = j;	/* reads the text after it */
			return c;
		}
		if (j < n && s[j] == '.')
			j++;
		else if (j < n && s[j] != '\n')
			return 0;	/* "is G, which ..." */
		if (j < n && !is_space((unsigned char)s[j]))
			return 0;	/* "G.5" */
		*at = i;
		*stop = j;
		return c;
	}
	return 0;
}

/*
 * The length of a mark of an amount at s[i] (the text s[a..b)): a
 * grouping comma between digits ("9,235"), or a currency's sign or code
 * right before a digit or a space and one ("$", "Rs.", "₹ "); else 0.
 */
static size_t
amount_mark(const char *s, size_t a, size_t i, size_t b)
{
	size_t l, k;

	if (s[i] == ',')
		return i > a && i + 3 < b && is_digit((unsigned char)
		    s[i - 1]) && is_digit((unsigned char)s[i + 1]) &&
		    is_digit((unsigned char)s[i + 2]) && is_digit((unsigned
		    char)s[i + 3]) && (i + 4 == b || !is_digit((unsigned
		    char)s[i + 4])) ? 1 : 0;
	if (s[i] == '$')
		l = 1;
	else if (papo_unit_currency_sign(s + i, b - i, 1, &l) == NULL)
		return 0;
	if (i > a && is_alpha((unsigned char)s[i - 1]))
		return 0;
	k = i + l < b && s[i + l] == ' ' ? i + l + 1 : i + l;
	return k < b && is_digit((unsigned char)s[k]) ? l : 0;
}

int
papo_answer_option_text(const char *s, size_t a, size_t b, size_t *ta,
    size_t *tb)
{
	size_t i, k, l, words = 0;
	int paren = 0;

	while (a < b && (s[a] == ' ' || s[a] == '*' || s[a] == ',' ||
	    s[a] == ':'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '*' ||
	    s[b - 1] == '.'))
		b--;
	if (a < b && s[a] == '(' && s[b - 1] == ')') {
		a++, b--;	/* "D (About 45%)" */
		paren = 1;
	}
	if (a == b || b - a > 80)
		return 0;
	for (i = a; i < b; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '.' && i > a && i + 1 < b && is_digit((unsigned
		    char)s[i - 1]) && is_digit((unsigned char)s[i + 1]))
			continue;	/* "2.5 hours" */
		if ((l = amount_mark(s, a, i, b)) != 0) {
			i += l - 1;	/* "9,235", "$", "Rs.", "₹" */
			continue;
		}
		if (!is_alpha(c) && !is_digit(c) && c != ' ' && c != '-' &&
		    c != '%' && c != '\'')
			return 0;
		if (paren && c == ' ' && i > a && s[i - 1] == ' ')
			return 0;
		if (lone_letter(s, a, i, b))
			return 0;	/* another option */
		if (!is_alpha(c) || (i > a && is_alpha((unsigned char)
		    s[i - 1])))
			continue;
		words++;
		for (k = 0; not_text[k]; k++) {
			l = strlen(not_text[k]);
			if (starts_ci(s, b, i, not_text[k]) && (i + l == b ||
			    !is_alpha((unsigned char)s[i + l])))
				return 0;
		}
	}
	if (memmem(s + a, b - a, "'t", 2) != NULL)
		return 0;	/* "isn't" */
	if (words == 0 || words > 8)
		return 0;
	*ta = a;
	*tb = b;
	return 1;
}

static int same_words(const char *, size_t, const char *, size_t);

/*
 * The shapes of a plain declarative restatement of an option, read
 * where no problem lists the options (issue 26, verify-kinds' M5: "The
 * sequence converges to 2.", "The volume doubles to 48 cubic units.",
 * "It increases."): a subject (a pronoun of shape_pronouns[], or an
 * article of shape_articles[] and one noun), a verb in the present (a
 * word in -s, or "are" after a plural pronoun), then nothing, a
 * complement of a preposition of shape_preps[] and a value (a unit
 * after it: units.h), or after a verb of shape_linking[] a value ("It
 * equals 12.") or "the same"; no adjective ("It is plausible." may
 * doubt).
 * Anything else, an adverb ("The volume doubles arguably.") or a word
 * of another language, is not recognised: the words are read as this
 * grammar's, never screened by a list of the words a doubt uses.
 */
static const char *const shape_pronouns[] = { "it", "this", "that", "he",
	"she", "they", "we", NULL };
static const char *const shape_plural[] = { "they", "we", NULL };
static const char *const shape_articles[] = { "the", "a", "an", "its",
	"this", "that", "each", "their", "his", "her", NULL };
static const char *const shape_preps[] = { "to", "by", "from", "at",
	"into", "toward", "towards", "of", NULL };
static const char *const shape_linking[] = { "is", "are", "remains",
	"stays", "becomes", "equals", NULL };

/* The word of s at *i (spaces before it skipped, up to b): its end,
   or *i when none; a word of ASCII letters only. */
static size_t
shape_word(const char *s, size_t *i, size_t b)
{
	size_t k;

	while (*i < b && s[*i] == ' ')
		(*i)++;
	for (k = *i; k < b && is_alpha((unsigned char)s[k]); k++)
		;
	if (k < b && s[k] != ' ' && s[k] != '.')
		return *i;	/* "isn't", "well-known": not this grammar's */
	return k;
}

/* Is the word s[i..e) in the NULL-ended list l, case aside? */
static int
shape_in(const char *s, size_t i, size_t e, const char *const *l)
{
	size_t k;

	for (k = 0; l[k]; k++)
		if (strlen(l[k]) == e - i && starts_ci(s, e, i, l[k]))
			return 1;
	return 0;
}

/* A value at s[i..b), a number ("48", "-2.5", "45%") and the units
   after it ("48 cubic units"): 1 when that is all up to b. */
static int
shape_value(const char *s, size_t i, size_t b)
{
	struct papo_unit u;
	size_t k;

	while (i < b && s[i] == ' ')
		i++;
	k = i + (i < b && s[i] == '-');
	if (k >= b || !is_digit((unsigned char)s[k]))
		return 0;
	while (k < b && (is_digit((unsigned char)s[k]) || (s[k] == '.' &&
	    k + 1 < b && is_digit((unsigned char)s[k + 1]))))
		k++;
	if (k < b && s[k] == '%')
		k++;
	while (k < b && s[k] == ' ')
		k++;
	return k == b || papo_unit_parse(s + k, b - k, &u) == 0 || (b - k ==
	    11 && starts_ci(s, b, k, "cubic units")) || (b - k == 12 &&
	    starts_ci(s, b, k, "square units"));
}

/* Is s[i..b) (no full stop) a complement of the verb s[v..i)? */
static int
shape_complement(const char *s, size_t v, size_t i, size_t b)
{
	size_t w, ve = i;

	w = shape_word(s, &i, b);
	if (i == b)
		return 1;	/* "It increases." */
	if (w > i && shape_in(s, i, w, shape_preps))
		return shape_value(s, w, b);
	if (!shape_in(s, v, ve, shape_linking))
		return 0;
	if (w == i)
		return shape_value(s, i, b);	/* "It equals 12." */
	/* "It stays the same."; no other word: an adjective after "is"
	   may be a doubt ("It is plausible.") */
	return w - i == 3 && starts_ci(s, w, i, "the") && b - w == 5 &&
	    starts_ci(s, b, w, " same");
}

/* Is the sentence s[a..b) (its full stop at b - 1) one of the shapes? */
static int
choice_text_shape(const char *s, size_t a, size_t b)
{
	size_t i = a, w, v;
	int plural = 0;

	b--;	/* the full stop */
	w = shape_word(s, &i, b);
	if (w == i)
		return 0;
	if (shape_in(s, i, w, shape_pronouns)) {
		plural = shape_in(s, i, w, shape_plural);
	} else if (shape_in(s, i, w, shape_articles)) {
		i = w;
		w = shape_word(s, &i, b);	/* the noun */
		if (w == i || shape_in(s, i, w, shape_articles))
			return 0;
	} else
		return 0;
	i = w;
	w = shape_word(s, &i, b);	/* the verb */
	v = i;
	if (w == i || (w - i > 2 && starts_ci(s, w, w - 2, "ly")))
		return 0;
	if (plural ? !(w - i == 3 && starts_ci(s, w, i, "are")) :
	    lower((unsigned char)s[w - 1]) != 's' || (w - i == 3 &&
	    starts_ci(s, w, i, "are")))
		return 0;
	return shape_complement(s, v, w, b);
}

/*
 * Is the sentence s[a..b) (its full stop at b - 1) option letter's own
 * text where problem p[0..pn) lists its options, case and spacing aside
 * ("The volume doubles to 48 cubic units." under "C. The volume doubles
 * to 48 cubic units.")?  Where the problem lists none, is it one of the
 * shapes of a restatement (choice_text_shape)?
 */
static int
choice_text_listed(const char *s, size_t a, size_t b, int letter,
    const char *p, size_t pn)
{
	const char *ot;
	size_t otn;

	if (!papo_answer_option_of(p, pn, letter, &ot, &otn))
		return choice_text_shape(s, a, b);
	while (otn > 0 && (ot[otn - 1] == '.' || ot[otn - 1] == ' ' ||
	    ot[otn - 1] == '\r'))
		otn--;
	return same_words(ot, otn, s + a, b - 1 - a);
}

int
papo_answer_choice_text(const char *s, size_t a, size_t b, int letter,
    const char *p, size_t pn)
{
	size_t i, k, stops = 0;

	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	if (a == b || b - a > 200 || papo_answer_hedged(s, a, b) ||
	    papo_answer_unsure(s, a, b))
		return 0;
	for (i = a; i < b; i++) {
		unsigned char c = (unsigned char)s[i];

		/* plain text only: no math, no symbol papo cannot read */
		if (c >= 0x80 || c == '?' || c == '=' || c == '$' ||
		    c == '\\' || c == '\n' || (c < ' ' && c != '\t'))
			return 0;
		if (c == '.' || c == '!' || c == ';')
			stops++;
		if (lone_letter(s, a, i, b) && c != letter)
			return 0;	/* another option */
		if (c == '\'' && i + 1 < b && s[i + 1] == 't')
			return 0;	/* "isn't" */
		if (!is_alpha(c) || (i > a && is_alpha((unsigned char)
		    s[i - 1])))
			continue;
		for (k = 0; not_text[k]; k++) {
			size_t l = strlen(not_text[k]);

			if (starts_ci(s, b, i, not_text[k]) && (i + l == b ||
			    !is_alpha((unsigned char)s[i + l])))
				return 0;
		}
	}
	/* one sentence, closed, and where the problem lists the options
	   that option's text (issue 26: "The volume doubles arguably."),
	   in parentheses too: "is B (decrease)." */
	if (stops == 1 && b - a > 3 && s[a] == '(' && s[b - 1] == '.' &&
	    s[b - 2] == ')')
		return memchr(s + a + 1, '(', b - a - 3) == NULL &&
		    memchr(s + a + 1, ')', b - a - 3) == NULL &&
		    choice_text_listed(s, a + 1, b - 1, letter, p, pn);
	return stops == 1 && s[b - 1] == '.' && choice_text_listed(s, a, b,
	    letter, p, pn);
}

/* papo_answer_option_line with its letters from base: 'A', or 'a' for
   a problem's list under lower-case labels ("a) 1\nb) 7"). */
static int
option_line(const char *s, size_t n, const char **t, size_t *tn, int base)
{
	size_t i = 0;
	int k, paren = 0;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i < n && s[i] == '(')
		paren = 1, i++;
	if (i >= n || s[i] < base || s[i] > base + 9)
		return -1;
	k = s[i++] - base;
	if (!paren && n - i > 3 && ((unsigned char)s[i] == 0xef ||
	    (unsigned char)s[i] == 0xe3) && (memcmp(s + i, "．", 3) == 0 ||
	    memcmp(s + i, "、", 3) == 0 || memcmp(s + i, "：", 3) == 0)) {
		i += 3;	/* "A．1", the gaokao's: no space after it */
		goto text;
	}
	if (i >= n || (paren ? s[i] != ')' : (s[i] != '.' && s[i] != ')' &&
	    s[i] != ':')))
		return -1;
	i++;
	if (i >= n || (s[i] != ' ' && s[i] != '\t' && s[i - 1] != ')'))
		return -1;	/* "A)272 minutes" (AQuA) is an option too */
text:
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (n > i && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
	    s[n - 1] == '\r'))
		n--;
	/* the last option before a chat template's end token, the
	   problem given as the prompt ("E)110<|im_end|>") */
	if (n > i && s[n - 1] == '>')
		n -= papo_answer_end_tokens(s + i, n - i);
	if (i == n)
		return -1;
	*t = s + i;
	*tn = n - i;
	return k;
}

int
papo_answer_option_line(const char *s, size_t n, const char **t, size_t *tn)
{
	return option_line(s, n, t, tn, 'A');
}

/*
 * Does the problem p[0..pn) list "b)", "(b)" or "b." at a line's start
 * (the cheap test before its lines are read as lower-case options)?
 */
static int
lower_lines(const char *p, size_t pn)
{
	const char *q, *e = p + pn;

	for (q = p; (q = memchr(q, '\n', (size_t)(e - q))) != NULL; q++)
		if (q + 3 < e && ((q[1] == 'b' && strchr(").", q[2]) !=
		    NULL) || (q[1] == '(' && q[2] == 'b' && q[3] == ')')))
			return 1;
	return 0;
}

/*
 * The length of an inline option's label for letter l (upper case, or
 * lower case when lower) at p[j] on the line p[ls..le): "(B)" after the
 * line's start, a space, "{" or "$" (AMC's "\\textbf{(B)}"), "B)",
 * "B." or "B:" after the line's start or a space and before a space,
 * "B)" glued to its text (AQuA's "A)21 B)22"), or MathQA's "b )"
 * between spaces; else 0.
 */
static size_t
inline_label(const char *p, size_t ls, size_t j, size_t le, int l, int lower)
{
	int c = lower ? l - 'A' + 'a' : l;
	char b = j > ls ? p[j - 1] : ' ';

	if (le - j >= 3 && p[j] == '(' && p[j + 1] == c && p[j + 2] == ')' &&
	    b != '\0' && strchr(" \t{$", b) != NULL)
		return 3;
	if (le - j >= 3 && p[j] == c && p[j + 1] != '\0' &&
	    strchr(").:", p[j + 1]) != NULL &&
	    (b == ' ' || b == '\t') && (p[j + 2] == ' ' ||
	    (p[j + 1] == ')' && p[j + 2] != '\t' && p[j + 2] != ')')))
		return 2;	/* AQuA's "A)21 B)22" glued too */
	/* MathQA's "a ) 12 , b ) 20" */
	if (le - j >= 4 && p[j] == c && p[j + 1] == ' ' && p[j + 2] == ')' &&
	    p[j + 3] == ' ' && (b == ' ' || b == '\t'))
		return 3;
	return 0;
}

/* What may close an inline option's text before the next label: TeX's
   spacing and the fonts a label is set in ("\\ 40 \\qquad \\textbf{"). */
static const char *const inline_trail[] = { "\\qquad", "\\quad",
	"\\textbf{", "\\mathrm{", "\\text{", "\\mathbf{", "\\ ", NULL };

/* The text p[*a..*b) of an inline option with its spacing, marks and
   fonts around it trimmed. */
static void
inline_trim(const char *p, size_t *a, size_t *b)
{
	size_t k, l;

	for (;;) {
		while (*a < *b && p[*a] != '\0' && strchr(" \t}$", p[*a]) !=
		    NULL)
			(*a)++;
		if (*b - *a >= 2 && p[*a] == '\\' && p[*a + 1] == ' ')
			*a += 2;
		else
			break;
	}
	for (k = 0; inline_trail[k] != NULL; ) {
		while (*b > *a && p[*b - 1] != '\0' && strchr(" \t,;|$",
		    p[*b - 1]) != NULL)
			(*b)--;
		l = strlen(inline_trail[k]);
		if (*b - *a >= l &&
		    memcmp(p + *b - l, inline_trail[k], l) == 0) {
			*b -= l;
			k = 0;
		} else
			k++;
	}
}

/*
 * Does p[0..pn) hold a label B an inline list needs ("B)", "B.", "B:",
 * "b)", "b )"), found by memchr: inline_option_of is asked for each
 * letter of every problem with no option lines, and reads none without
 * it.
 */
static int
label_b(const char *p, size_t pn)
{
	const char *q, *e = p + pn;

	for (q = p; (q = memchr(q, 'B', (size_t)(e - q))) != NULL; q++)
		if (q + 1 < e && (q[1] == ')' || q[1] == '.' || q[1] == ':'))
			return 1;
	for (q = p; (q = memchr(q, ')', (size_t)(e - q))) != NULL; q++)
		if ((q > p && q[-1] == 'b') || (q > p + 1 && q[-1] == ' ' &&
		    q[-2] == 'b'))
			return 1;	/* "b)", MathQA's "b )" */
	return 0;
}

/*
 * The text of option letter where the problem p[0..pn) lists its
 * options on one line, three or more (two in parentheses), A, B, C,
 * ... in order ("A) 40 B) 42 C) 44", AQuA's "Answer Choices: (A) 40
 * (B) 42 ...", AMC's "\\textbf{(A)}\\ 40 \\qquad \\textbf{(B)}\\ 42",
 * "a) 40 b) 42 c) 44"): as papo_answer_option_of, from the first such
 * line.
 */
static int
inline_option_of(const char *p, size_t pn, int letter, const char **t,
    size_t *tn)
{
	size_t ls, le, j, l, at[11], to[11];
	int k, lower;

	if (!label_b(p, pn))
		return 0;	/* the cheap test first */
	for (ls = 0; ls < pn; ls = le + 1) {
		le = line_end(p, ls, pn);
		for (lower = 0, k = 0, j = ls; j < le && k < 10; j++) {
			if (k == 0 && (l = inline_label(p, ls, j, le, 'A', 1)))
				lower = 1;
			else if ((l = inline_label(p, ls, j, le, 'A' + k,
			    lower)) == 0)
				continue;
			at[k] = j;
			to[k++] = j + l;
			j += l - 1;
		}
		/* two in parentheses are a list too: "(A) May and June (B)
		   March and April" (its text names the option) */
		if (k < 3 && !(k == 2 && p[at[0]] == '(' && p[at[1]] == '('))
			continue;
		at[k] = le;
		if (letter - 'A' >= k)
			return 0;
		l = to[letter - 'A'];
		j = at[letter - 'A' + 1];
		inline_trim(p, &l, &j);
		if (j > l && p[j - 1] == '>')	/* "E) 28<|im_end|>" */
			j -= papo_answer_end_tokens(p + l, j - l);
		*t = p + l;
		*tn = j - l;
		return j > l;
	}
	return 0;
}

/*
 * The options p[0..pn) lists a line each, "A." to "J." (or "a)" to "j)"
 * under lower-case labels), in order: how many, the texts of the first
 * max into t[] and tn[]; -1 when one is out of order or twice.
 */
static int
lined_options(const char *p, size_t pn, const char **t, size_t *tn,
    int max)
{
	size_t i, e, ln;
	const char *lt;
	int k, next, base = 'A';

again:
	for (i = 0, next = 0; i < pn; i = e + 1) {
		e = line_end(p, i, pn);
		k = option_line(p + i, e - i, &lt, &ln, base);
		if (k == 'I' - 'A' && k != next)
			k = -1;	/* statement I of I, II, III: no option */
		if (k < 0)
			continue;
		if (k != next)
			return -1;	/* out of order, or twice */
		if (next < max) {
			t[next] = lt;
			tn[next] = ln;
		}
		next++;
	}
	/* none on a line of its own: under lower-case labels ("a) 1") */
	if (next < 2 && base == 'A' && lower_lines(p, pn)) {
		base = 'a';
		goto again;
	}
	return next;
}

int
papo_answer_option_of(const char *p, size_t pn, int letter, const char **t,
    size_t *tn)
{
	const char *ts[10];
	size_t tns[10];
	int n;

	if (p == NULL || (n = lined_options(p, pn, ts, tns, 10)) < 0)
		return 0;
	if (n < 2)	/* none on a line of its own: inline */
		return inline_option_of(p, pn, letter, t, tn);
	if (letter < 'A' || letter - 'A' >= n)
		return 0;
	*t = ts[letter - 'A'];
	*tn = tns[letter - 'A'];
	return 1;
}

int
papo_answer_options_of(const char *p, size_t pn, const char **t,
    size_t *tn, int max)
{
	int n;

	if (p == NULL || max <= 0 || (n = lined_options(p, pn, t, tn, max)) <
	    0)
		return 0;
	if (n >= 2)
		return n < max ? n : max;
	for (n = 0; n < max && inline_option_of(p, pn, 'A' + n, &t[n],
	    &tn[n]); n++)
		;
	return n;
}

/*
 * The words that may name an option before its letter when a response
 * restates its label ("(B) option B", "(B), choice B").
 */
static const char *const restate_cue[] = { "option ", "choice ", NULL };

/* Is s[a..b) letter restated: "B", "(B)", "option B"? */
static int
letter_restated(const char *s, size_t a, size_t b, int letter)
{
	size_t k;

	for (k = 0; restate_cue[k] != NULL; k++)
		if (starts_ci(s, b, a, restate_cue[k])) {
			a += strlen(restate_cue[k]);
			break;
		}
	if (b - a == 3 && s[a] == '(' && s[b - 1] == ')')
		a++, b--;
	return b - a == 1 && s[a] == letter;
}

/*
 * Is the code point at s[i] (a UTF-8 lead byte, its length in *l) a
 * sign a value is written with: Latin-1 signs ("\xc2\xb2", "\xc2\xb0",
 * "\xc3\x97"), Greek letters ("\xcf\x80"), or the punctuation, arrows
 * and mathematical operators of U+2000 to U+2BFF ("\xe2\x88\x9a")?
 */
static int
value_sign(const char *s, size_t i, size_t b, size_t *l)
{
	unsigned char c = (unsigned char)s[i];
	unsigned cp;

	if (c >= 0xc2 && c < 0xe0 && i + 1 < b) {
		cp = (unsigned)(c & 0x1f) << 6 | ((unsigned char)s[i + 1] &
		    0x3f);
		*l = 2;
		return (cp >= 0xa0 && cp < 0xc0) || cp == 0xd7 ||
		    cp == 0xf7 || (cp >= 0x391 && cp < 0x3ca);
	}
	if (c >= 0xe0 && c < 0xf0 && i + 2 < b) {
		cp = (unsigned)(c & 0x0f) << 12 | (unsigned)((unsigned
		    char)s[i + 1] & 0x3f) << 6 | ((unsigned char)s[i + 2] &
		    0x3f);
		*l = 3;
		return cp >= 0x2000 && cp < 0x2c00;
	}
	return 0;
}

/*
 * Is s[a..b) a value with no word in it ("7", "4\xe2\x88\x9a2",
 * "$\frac{1}{2}$"): no run of two ASCII letters but the name of a TeX
 * command the lexer knows ("\kecuali" is a word), no other script's
 * letter?
 */
static int
value_only(const char *s, size_t a, size_t b)
{
	size_t i, w, l;

	for (i = a; i < b; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x80) {
			if (!value_sign(s, i, b, &l))
				return 0;
			i += l - 1;
			continue;
		}
		if (!is_alpha(c))
			continue;
		for (w = i; w < b && is_alpha((unsigned char)s[w]); w++)
			;
		/* a word, or a command no lexer reads */
		if (w - i >= 2 && !(i > a && s[i - 1] == '\\' &&
		    papo_lex_known_command(s + i, w - i)))
			return 0;
		i = w - 1;
	}
	return 1;
}

/*
 * Is s[a..b) one row whole of the words that may follow a value in its
 * sentence (R_SUFFIX: Turkish's copula glued to the label, "(A)'d\xc4\xb1r",
 * "is the answer")?
 */
static int
suffix_only(const char *s, size_t a, size_t b)
{
	const struct row *r = papo_frame_kind_starts(s, a, b, R_SUFFIX);

	return r != NULL && r->len == b - a;
}

int
papo_answer_choice_rest(const char *t, size_t n, int letter)
{
	size_t a = 0, b = n;

	while (a < b && (is_space((unsigned char)t[a]) || t[a] == '*' ||
	    t[a] == ',' || t[a] == ':' || t[a] == '-'))
		a++;
	while (b > a && (is_space((unsigned char)t[b - 1]) ||
	    t[b - 1] == '*' || t[b - 1] == '.' || t[b - 1] == '!'))
		b--;
	if (a == b)
		return 1;	/* formatting */
	return letter_restated(t, a, b, letter) || value_only(t, a, b) ||
	    suffix_only(t, a, b) || papo_frame_closing_said(t, a, b);
}

/* Do a and b hold the same text, case and spacing aside? */
static int
same_words(const char *a, size_t an, const char *b, size_t bn)
{
	size_t i = 0, j = 0;

	for (;;) {
		while (i < an && (a[i] == ' ' || a[i] == '\t'))
			i++;
		while (j < bn && (b[j] == ' ' || b[j] == '\t'))
			j++;
		if (i == an || j == bn)
			return i == an && j == bn;
		if (lower((unsigned char)a[i]) != lower((unsigned char)b[j]))
			return 0;
		i++;
		j++;
	}
}

int
papo_answer_option_restated(const char *p, size_t pn, const char *s,
    size_t a, size_t b)
{
	const char *t = NULL;	/* set by papo_answer_option_of: gcc -O3 */
	size_t tn = 0;		/* cannot see it */
	int k;

	/* the label's own marks before it, a full stop after it */
	while (a < b && (s[a] == ' ' || s[a] == '.' || s[a] == ')' ||
	    s[a] == ':'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '.' ||
	    s[b - 1] == '\n'))
		b--;
	for (k = 'A'; a < b && k <= 'J'; k++) {
		if (!papo_answer_option_of(p, pn, k, &t, &tn))
			continue;
		while (tn > 0 && (t[tn - 1] == ' ' || t[tn - 1] == '.' ||
		    t[tn - 1] == '\r'))
			tn--;
		if (tn > 0 && same_words(s + a, b - a, t, tn))
			return k;
	}
	return 0;
}

/*
 * Words on the line before an option's label that doubt, deny or
 * suppose it ("not", "maybe", "if"): an option line after them is no
 * answer.
 */
static const char *const lead_not[] = {
	"not", "no", "never", "none", "wrong", "incorrect", "if", "unless",
	"or", "maybe", "perhaps", "possibly", "probably", "might", "could",
	"guess", "think", "believe", "seems", "either", "neither", "but",
	"however", "except", "instead", "wait", "actually", "mistake",
	/* French, German, Spanish, Italian, Portuguese, Swahili */
	"pas", "ne", "ou", "peut", "nicht", "kein", "keine", "vielleicht",
	"oder", "quiz", "tal vez", "talvez", "forse", "oppure", "non",
	"n\xc3\xa3o", "nem", "sio", "si", "labda", "au", "ama",
	/* options weighed, not chosen: "We reject option", "check each" */
	"reject", "rejected", "eliminate", "eliminated", "exclude",
	"excluded", "rule", "ruled", "check", "checking", "each", "every",
	"test", "testing", "try", "trying", "consider", "considering",
	"suppose", "assume", "assuming", "let", NULL
};

/*
 * Words that make a sentence ending in ':' introduce the answer on the
 * next line ("So, the correct answer is:", "La bonne réponse est :"):
 * found anywhere in it (ASCII case aside), or the copula before ':'.
 */
static const char *const intro[] = { "answer", "correct", "closest",
	"r\xc3\xa9ponse", "respuesta", "antwort", "risposta", "resposta",
	"jibu", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",	/* ответ */
	"\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",		/* Ответ */
	"\xe7\xad\x94",						/* 答 */
	"\xec\xa0\x95\xeb\x8b\xb5",				/* 정답 */
	/* คำตอบ */
	"\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a",
	/* উত্তর */
	"\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0",
	/* సమాధానం */
	"\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82",
	NULL };
static const char *const intro_copula[] = { "is", "are", "est", "ist",
	"es", "\xc3\xa8", "\xc3\xa9", "\xd1\x8d\xd1\x82\xd0\xbe", NULL };

/* Does the sentence s[a..b) end in ':' and introduce an answer? */
static int
introduces(const char *s, size_t a, size_t b)
{
	size_t i, k, l;

	while (b > a && (is_space((unsigned char)s[b - 1]) || s[b - 1] == '*'))
		b--;
	if (b > a && s[b - 1] == ':')
		b--;
	else if (b >= a + 3 && memcmp(s + b - 3, "\xef\xbc\x9a", 3) == 0)
		b -= 3;	/* ： */
	else
		return 0;
	while (b > a && s[b - 1] == ' ')
		b--;
	for (i = a; i < b; i++)
		for (k = 0; intro[k]; k++)
			if (starts_ci(s, b, i, intro[k]))
				return 1;
	for (i = b; i > a && s[i - 1] != ' '; i--)
		;
	for (k = 0; intro_copula[k]; k++) {
		l = strlen(intro_copula[k]);
		if (b - i == l && starts_ci(s, b, i, intro_copula[k]))
			return 1;
	}
	return 0;
}

/*
 * The same in the listed languages not written in Latin letters, found
 * anywhere in the lead: negation, doubt, "or".
 */
static const char *const lead_not_any[] = {
	"\xe4\xb8\x8d",		/* 不 */
	"\xe9\x9d\x9e",		/* 非 */
	"\xe6\x88\x96",		/* 或 */
	"\xe5\x8f\xaf\xe8\x83\xbd",	/* 可能 */
	"\xe4\xb9\x9f\xe8\xae\xb8",	/* 也许 */
	"\xe5\xa4\xa7\xe6\xa6\x82",	/* 大概 */
	"\xe3\x81\xaa\xe3\x81\x84",	/* ない */
	"\xe3\x81\x8b\xe3\x82\x82",	/* かも */
	"\xec\x95\x84\xeb\x8b\x88",	/* 아니 */
	"\xec\x95\x8a",		/* 않 */
	"\xec\x95\x84\xeb\xa7\x88",	/* 아마 */
	"\xd0\xbd\xd0\xb5",		/* не */
	"\xd0\xbd\xd0\xb5\xd1\x82",	/* нет */
	"\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82",	/* может */
	/* возможно */
	"\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe",
	"\xd0\xb8\xd0\xbb\xd0\xb8",	/* или */
	"\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88",	/* ไม่ */
	"\xe0\xb8\xad\xe0\xb8\xb2\xe0\xb8\x88",	/* อาจ */
	"\xe0\xa6\xa8\xe0\xa6\xbe",	/* না */
	/* হয়তো */
	"\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xa4\xe0\xa7\x8b",
	"\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb1\x81",	/* కాదు */
	/* బహుశా */
	"\xe0\xb0\xac\xe0\xb0\xb9\xe0\xb1\x81\xe0\xb0\xb6\xe0\xb0\xbe",
	NULL
};

/* Does p[0..pn) hold the word w[0..l) (ASCII case aside)? */
static int
in_problem(const char *p, size_t pn, const char *w, size_t l)
{
	size_t i;

	for (i = 0; p != NULL && i + l <= pn; i++)
		if ((i == 0 || !is_alpha((unsigned char)p[i - 1])) &&
		    starts_ci(p, pn, i, w) && (i + l == pn ||
		    !is_alpha((unsigned char)p[i + l])))
			return 1;
	return 0;
}

/*
 * Does s[a..b) hold a word of lead_not ("not", "maybe", "isn't") that
 * problem p[0..pn) does not itself say ("Which pair does not ...")?
 */
static int
lead_doubts(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	size_t i, k, l;

	for (k = 0; lead_not_any[k]; k++)
		if (papo_answer_find_bytes(s + a, b - a, lead_not_any[k],
		    strlen(lead_not_any[k])) != NULL)
			return 1;

	for (i = a; i < b; i++) {
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1])))
			continue;
		for (k = 0; lead_not[k]; k++) {
			l = strlen(lead_not[k]);
			if (starts_ci(s, b, i, lead_not[k]) && (i + l == b ||
			    !is_alpha((unsigned char)s[i + l])) &&
			    !in_problem(p, pn, lead_not[k], l))
				return 1;
		}
		if (s[i] == 'n' && i + 2 < b && s[i + 1] == '\'' &&
		    s[i + 2] == 't')
			return 1;	/* "isn't" */
	}
	return papo_answer_hedged(s, a, b) || papo_answer_unsure(s, a, b);
}

/*
 * Does the lead s[a..b) before an option's label end the way an answer
 * is introduced (nothing, "...:", "... is", "... è", "... option"),
 * doubting nothing?
 */
static int
option_lead(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	static const char *const end[] = { "is", "option", "choice", NULL };
	size_t i, k;

	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\'' ||
	    s[b - 1] == '"' || s[b - 1] == '*'))
		b--;
	if (a == b)
		return 1;
	if (lead_doubts(s, a, b, p, pn))
		return 0;
	if (s[b - 1] == ':' || (b - a >= 3 &&
	    memcmp(s + b - 3, "\xef\xbc\x9a", 3) == 0))	/* ： */
		return 1;
	for (i = b; i > a && s[i - 1] != ' '; i--)
		;
	/* a conclusion's word after the copula ("est donc (J) 0.45", "ist
	   somit (J) 0.45"): the copula before it */
	if (i > a && (papo_frame_kind_word(s, i, b, R_CONCL) != 0 ||
	    papo_frame_kind_word(s, i, b, R_THENCE) != 0)) {
		for (b = i; b > a && s[b - 1] == ' '; b--)
			;
		for (i = b; i > a && s[i - 1] != ' '; i--)
			;
	}
	for (k = 0; end[k]; k++)
		if (b - i == strlen(end[k]) && starts_ci(s, b, i, end[k]))
			return 1;
	/* the copulas of an answer's sentence in the other languages
	   ("La risposta è (B) 42", "Die Antwort ist (B) 42") */
	for (k = 0; intro_copula[k]; k++)
		if (b - i == strlen(intro_copula[k]) && starts_ci(s, b, i,
		    intro_copula[k]))
			return 1;
	return 0;
}

/*
 * The label of line s[la..e): the last "X)" or "(X)" standing apart (X
 * one of A-J, the ')' before e), or a letter and a full stop ("C.
 * 93305.3 Btu/hr"); its start, or e.  Its ')' looked for by memrchr: a
 * line can be a whole response.
 */
static size_t
option_label(const char *s, size_t la, size_t e)
{
	const char *q;
	size_t hi = e, i, j;

	/* its ')' in s[la + 1..hi), from the line's end back */
	while (hi > la + 1 && (q = memrchr(s + la + 1, ')', hi - la - 1)) !=
	    NULL) {
		hi = i = (size_t)(q - s);
		if (s[i - 1] < 'A' || s[i - 1] > 'J')
			continue;
		j = i - 1 > la && s[i - 2] == '(' ? i - 2 : i - 1;
		if (j > la && s[j - 1] != ' ' && s[j - 1] != '\'' &&
		    s[j - 1] != '"' && s[j - 1] != '*' && s[j - 1] != ':')
			continue;	/* "f(A)" */
		return j;
	}
	/* "Final Answer: C. 93305.3 Btu/hr": a letter and a full stop,
	   the first on the line (its stops found by memchr) */
	for (j = la + 1; j + 1 < e && (q = memchr(s + j, '.', e - j - 1)) !=
	    NULL; j = i + 2) {
		i = (size_t)(q - s) - 1;
		if (s[i] >= 'A' && s[i] <= 'J' && s[i + 2] == ' ' && (i ==
		    la || s[i - 1] == ' ' || s[i - 1] == ':' || s[i - 1] ==
		    '*') && (i < la + 2 || s[i - 2] != '.'))
			return i;
	}
	return e;
}

int
papo_answer_option_last(const char *s, size_t n, const char *p, size_t pn,
    size_t *at, size_t *stop)
{
	const char *t, *ot, *q;
	size_t i, j, b, e = n, la, pe, tn, otn;
	int k;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	q = e > 0 ? memrchr(s, '\n', e) : NULL;
	la = q != NULL ? (size_t)(q - s) + 1 : 0;
	if ((j = option_label(s, la, e)) == e)
		return 0;
	b = e;
	while (b > j && (s[b - 1] == '.' || s[b - 1] == '\'' ||
	    s[b - 1] == '"' || s[b - 1] == '*' || s[b - 1] == ' '))
		b--;
	if ((k = papo_answer_option_line(s + j, b - j, &t, &tn)) < 0 ||
	    !papo_answer_option_of(p, pn, k + 'A', &ot, &otn) ||
	    !same_words(t, tn, ot, otn))
		return 0;
	/* the options listed again on other lines: which one is meant? */
	for (i = 0; i < la; i = e + 1) {
		for (e = i; e < la && s[e] != '\n'; e++)
			;
		if (papo_answer_option_line(s + i, e - i, &ot, &otn) >= 0)
			return 0;
	}
	/* the label's own sentence: "The answer is not: D) 80" is doubted
	   or denied; words of a lead not read here ("La bonne réponse est
	   donc (J) 0.45") are left to the finders after this one */
	i = la + papo_answer_last_sentence(s + la, j - la);
	if (lead_doubts(s, i, j, p, pn))
		return -1;
	if (!option_lead(s, i, j, p, pn))
		return 0;
	/* the label starts its line: the sentence before it introduces it
	   ("...:") and doubts nothing */
	for (pe = la; pe > 0 && is_space((unsigned char)s[pe - 1]); pe--)
		;
	if (j == la && pe > 0 && (lead_doubts(s, papo_answer_last_sentence(s,
	    pe), pe, p, pn) || !introduces(s, papo_answer_last_sentence(s,
	    pe), pe)))
		return 0;	/* the rows after this one judge it */
	*at = j;
	*stop = b;
	return k + 'A';
}

/*
 * Option labels of other scripts, A to E in their order: Thai ก ข ค ง จ,
 * Japanese ア イ ウ エ オ, Korean 가 나 다 라 마, Bengali ক খ গ ঘ ঙ,
 * Russian А Б В Г Д.  Rows, one script a row.
 */
static const struct {
	const char *l[5];
	int cyrillic;
} labels[] = {
	{ { "\xe0\xb8\x81", "\xe0\xb8\x82", "\xe0\xb8\x84", "\xe0\xb8\x87",
	    "\xe0\xb8\x88" }, 0 },
	{ { "\xe3\x82\xa2", "\xe3\x82\xa4", "\xe3\x82\xa6", "\xe3\x82\xa8",
	    "\xe3\x82\xaa" }, 0 },
	{ { "\xea\xb0\x80", "\xeb\x82\x98", "\xeb\x8b\xa4", "\xeb\x9d\xbc",
	    "\xeb\xa7\x88" }, 0 },
	{ { "\xe0\xa6\x95", "\xe0\xa6\x96", "\xe0\xa6\x97", "\xe0\xa6\x98",
	    "\xe0\xa6\x99" }, 0 },
	{ { "\xd0\x90", "\xd0\x91", "\xd0\x92", "\xd0\x93", "\xd0\x94" }, 1 },
};

/* Cyrillic letters that look like Latin option letters: А В С Е. */
static const struct { const char *c; int letter; } homoglyphs[] = {
	{ "\xd0\x90", 'A' }, { "\xd0\x92", 'B' }, { "\xd0\xa1", 'C' },
	{ "\xd0\x95", 'E' }, { NULL, 0 }
};

/* The label of labels[] at s[i] (within n): its row in *row, its letter
   ('A'...), its length in *len; or 0. */
static int
label_at(const char *s, size_t i, size_t n, size_t *row, size_t *len)
{
	size_t r, k, l;

	for (r = 0; r < sizeof(labels) / sizeof(labels[0]); r++)
		for (k = 0; k < 5; k++) {
			l = strlen(labels[r].l[k]);
			if (n - i >= l &&
			    memcmp(s + i, labels[r].l[k], l) == 0) {
				*row = r;
				*len = l;
				return 'A' + (int)k;
			}
		}
	return 0;
}

/* Does the problem p[0..pn) list options by the label lab[0..l) ("Б)",
   "(Б)", "Б.")? */
static int
lists_label(const char *p, size_t pn, const char *lab, size_t l)
{
	const char *q = p;
	size_t i;

	while (p != NULL && (q = memmem(q, pn - (size_t)(q - p), lab, l)) !=
	    NULL) {
		i = (size_t)(q - p) + l;
		if (i < pn && (p[i] == ')' || p[i] == '.' || (q > p &&
		    q[-1] == '(')))
			return 1;
		q += l;
	}
	return 0;
}

int
papo_answer_label_letter(const char *s, size_t n, const char *p, size_t pn)
{
	size_t a = 0, b = n, row, len, k;
	int c;

	while (a < b && (s[a] == ' ' || s[a] == '(' || s[a] == '*'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == ')' ||
	    s[b - 1] == '.' || s[b - 1] == '*'))
		b--;
	if (a == b || (unsigned char)s[a] < 0xd0)
		return 0;
	if ((c = label_at(s, a, b, &row, &len)) == 0) {
		/* С, Е, no Russian label: the Latin letter they look like
		   where the problem lists Latin options and no Russian
		   ones */
		for (k = 0; homoglyphs[k].c != NULL; k++)
			if (b - a == strlen(homoglyphs[k].c) && memcmp(s + a,
			    homoglyphs[k].c, b - a) == 0)
				break;
		return homoglyphs[k].c != NULL && lists_label(p, pn, "B", 1) &&
		    !lists_label(p, pn, labels[4].l[1],
		    strlen(labels[4].l[1])) ? homoglyphs[k].letter : 0;
	}
	if (a + len != b)
		return 0;
	if (!labels[row].cyrillic)
		return c;
	/* Russian: by its order where the problem lists Russian labels
	   (the second, Б, is no Latin look-alike); as the Latin letter it
	   looks like where it lists Latin ones, and one that looks like
	   none (Б, Г, Д) by its order, its only reading ("Правильный
	   ответ — Б."); else only the letters both readings agree on or
	   that look like no Latin one */
	if (lists_label(p, pn, labels[row].l[1], strlen(labels[row].l[1])))
		return c;
	for (k = 0; homoglyphs[k].c != NULL; k++)
		if (strlen(homoglyphs[k].c) == len &&
		    memcmp(s + a, homoglyphs[k].c, len) == 0)
			break;
	if (lists_label(p, pn, "B", 1))
		return homoglyphs[k].c != NULL ? homoglyphs[k].letter : c;
	if (homoglyphs[k].c != NULL && homoglyphs[k].letter != c)
		return -1;	/* В: B or C */
	return c;
}

/*
 * Polite endings and particles that may follow an answer's option
 * letter before its sentence ends ("Bです。", "A입니다.", "ข ครับ"), in
 * the last 600 bytes of a response.
 */
static const char *const polite[] = {
	"\xe3\x81\xa7\xe3\x81\x99" /* です */,
	"\xe3\x81\xa7\xe3\x81\x97\xe3\x81\x9f" /* でした */,
	"\xe3\x81\xa0" /* だ */,
	"\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4" /* 입니다 */,
	"\xec\x9d\xb4\xeb\x8b\xa4" /* 이다 */,
	"\xec\x9d\xb4\xec\x97\x90\xec\x9a\x94" /* 이에요 */,
	"\xec\x98\x88\xec\x9a\x94" /* 예요 */,
	"\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb8\x9a" /* ครับ */,
	"\xe0\xb8\x84\xe0\xb9\x88\xe0\xb8\xb0" /* ค่ะ */,
	"\xe0\xb8\x84\xe0\xb8\xb0" /* คะ */,
	NULL
};

/* The label before s[e] (back over spaces, ')' and '*'): where it
   starts, or (size_t)-1. */
static size_t
label_before(const char *s, size_t e, size_t n)
{
	size_t i = e, row, len, l;

	while (i > 0 && (s[i - 1] == ' ' || s[i - 1] == ')' || s[i - 1] == '*'))
		i--;
	if (i >= 2 && s[i - 1] >= 'A' && s[i - 1] <= 'J') {
		i--;	/* a Latin letter, not in a word */
		return is_alpha((unsigned char)s[i - 1]) ||
		    is_digit((unsigned char)s[i - 1]) || s[i - 1] == '\\' ?
		    (size_t)-1 : i;
	}
	for (l = 2; l <= 3; l++) {
		if (i < l + 1 || label_at(s, i - l, n, &row, &len) == 0 ||
		    len != l)
			continue;
		i -= l;	/* "추가입니다": in a word; "はイ", "：イ" */
		if ((unsigned char)s[i - 1] >= 0x80 ? i < 3 ||
		    (memcmp(s + i - 3, "\xe3\x81\xaf", 3) != 0 &&
		    memcmp(s + i - 3, "\xef\xbc\x9a", 3) != 0) :
		    is_alpha((unsigned char)s[i - 1]) ||
		    is_digit((unsigned char)s[i - 1]))
			return (size_t)-1;
		return i;
	}
	return (size_t)-1;
}

int
papo_answer_polite(const char *s, size_t n, struct papo_buf *b)
{
	static const unsigned char lead[] = { 0xe0, 0xe3, 0xec };
	size_t from = n > 602 ? n - 600 : 2, e, j, k, l;
	const char *p;
	int any = 0;

	if (n < 3)
		return 0;
	/* the endings start with byte 0xe0, 0xe3 or 0xec: most text has
	   none of them; an answer's sentence is among the last 600 bytes,
	   as papo_answer_choice_stmt's */
	for (j = 0; j < sizeof(lead); j++)
	    for (p = memchr(s + from, lead[j], n - from); p != NULL;
	    p = e + 1 < n ? memchr(s + e + 1, lead[j], n - e - 1) : NULL) {
		e = (size_t)(p - s);
		for (k = 0; polite[k] != NULL; k++)
			if (starts_ci(s, n, e, polite[k]))
				break;
		if (polite[k] == NULL)
			continue;
		l = strlen(polite[k]);
		/* then its sentence ends: 。 . ! or the line */
		if ((e + l < n && s[e + l] != '.' && s[e + l] != '!' &&
		    s[e + l] != '\n' && s[e + l] != ' ' && !(n - e - l >= 3 &&
		    memcmp(s + e + l, "\xe3\x80\x82", 3) == 0)) ||
		    label_before(s, e, n) == (size_t)-1)
			continue;
		if (!any) {
			papo_buf_reset(b);
			papo_buf_add(b, s, n);
			any = 1;
		}
		memset(b->s + e, ' ', l);
	}
	return any;
}

/*
 * The words that may name an option before its letter after an answer
 * phrase, by language: an article, a noun of options, or both ("La
 * respuesta correcta es la B", "A resposta correta é a letra C",
 * "Ответ: вариант B", "正确答案是选项 B", "คำตอบที่ถูกต้องคือ ข้อ B",
 * "Jibu sahihi ni chaguo B"); lower case, one space between words.
 */
static const char *const option_words[] = {
	/* es */
	"la", "la opción", "opción", "la alternativa", "la letra", "letra",
	"el inciso", "inciso",
	/* pt */
	"a", "a alternativa", "alternativa", "a letra", "a opção", "opção",
	/* fr */
	"l'option", "option", "la proposition", "la réponse", "réponse",
	"la lettre",
	/* it */
	"l'opzione", "opzione", "la lettera", "lettera", "l'alternativa",
	/* de */
	"antwort", "die option", "antwortmöglichkeit",
	/* ru */
	"вариант", "ответ", "Вариант", "Ответ",
	/* zh, ja, th, sw */
	"选项", "選項", "选", "選択肢", "ข้อ", "chaguo",
	/* zh: "the option is" ("对应选项为 A。") */
	"选项为", "选项是", "選項為", "選項是",
	/* en ("option" is French's row too) */
	"choice",
	/* it, ko */
	"risposta", "선택지",
	NULL
};

/* Does s[a..b) fold (ASCII and the accented letters as they are) to
   one of option_words[]? */
static int
option_word(const char *s, size_t a, size_t b)
{
	size_t k, l, i;

	for (k = 0; option_words[k]; k++) {
		l = strlen(option_words[k]);
		if (b - a != l)
			continue;
		for (i = 0; i < l; i++)
			if (lower((unsigned char)s[a + i]) !=
			    (unsigned char)option_words[k][i])
				break;
		if (i == l)
			return 1;
	}
	return 0;
}

/* The start of the longest row of option_words[] that ends at s[w] at a
   word's start (an article's row alone is none: "a C", "la C"), or w. */
static size_t
option_word_before(const char *s, size_t w)
{
	size_t k, l, best = w;

	for (k = 0; option_words[k]; k++) {
		l = strlen(option_words[k]);
		if (l > w || l < 2 || w - l >= best || (l == 2 &&
		    option_words[k][0] == 'l' && option_words[k][1] == 'a'))
			continue;
		/* (the text's first byte is the matched row's) */
		if (option_word(s, w - l, w) && (w == l || strchr(" \n*",
		    s[w - l - 1]) != NULL || ((unsigned char)s[w - l] >= 0xe0 &&
		    (unsigned char)s[w - l - 1] >= 0x80)))
			best = w - l;
	}
	return best;
}

int
papo_answer_option_named(const char *s, size_t n, const char *p, size_t pn,
    size_t *at, size_t *stop)
{
	const char *t;
	size_t e = n, l, w, tn, k, i;
	int paren = 0;

	while (e > 0 && (is_space((unsigned char)s[e - 1]) || s[e - 1] == '.' ||
	    s[e - 1] == '*'))
		e--;
	if (e >= 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) == 0)
		e -= 3;	/* 。 */
	while (e > 0 && s[e - 1] == '*')
		e--;
	l = e;
	if (l > 0 && s[l - 1] == ')') {
		paren = 1;
		l--;
	}
	if (l == 0 || s[l - 1] < 'A' || s[l - 1] > 'J')
		return 0;
	l--;
	if (paren && (l == 0 || s[l - 1] != '('))
		return 0;
	w = paren ? l - 1 : l;
	if (w > 0 && (is_alpha((unsigned char)s[w - 1]) ||
	    is_digit((unsigned char)s[w - 1])))
		return 0;	/* "xC", "3C" */
	while (w > 0 && s[w - 1] == ' ')
		w--;
	if ((k = option_word_before(s, w)) == w ||
	    !papo_answer_option_of(p, pn, s[l], &t, &tn))
		return 0;	/* "Option C", "Letra C", "选项C" */
	/* another letter or a value in its sentence: "Option C or option
	   D", "C, option D", "The correct choice is 13, choice B" (13
	   another option's) may name two */
	for (i = papo_answer_last_sentence(s, e); i < k; i++)
		if (is_digit((unsigned char)s[i]) || (lone_letter(s, 0, i, k) &&
		    !(i + 1 < k && (s[i + 1] == '\'' || (unsigned char)s[i +
		    1] == 0xe2))))
			return 0;	/* (not French's "C'est") */
	*at = paren ? l - 1 : l;
	*stop = e;
	return s[l];
}

/*
 * The connectives that may stand between an answer phrase's copula and
 * the option it names, by language, set off by commas or not ("est donc
 * la (D)", "ist somit Antwort (D)", "es, por lo tanto, la D"); lower
 * case (Cyrillic: as written mid-sentence).  Not English's "therefore":
 * "The answer is therefore B" ends every SAT reply of AGIEval's
 * text-davinci-003 in the corpus, labelled 0 there (both checkers).
 */
static const char *const choice_connectives[] = {
	"donc", "ainsi",				/* fr */
	"also", "somit", "daher", "folglich", "demnach",	/* de */
	"por lo tanto", "por tanto", "por consiguiente",	/* es */
	"portanto", "logo", "assim",			/* pt */
	"quindi", "pertanto", "dunque", "perci\xc3\xb2",	/* it: perciò */
	/* ru: следовательно, итак, значит; uk: отже */
	"\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0"
	    "\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe",
	"\xd0\xb8\xd1\x82\xd0\xb0\xd0\xba",
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb8\xd1\x82",
	"\xd0\xbe\xd1\x82\xd0\xb6\xd0\xb5",
	"zatem", "wi\xc4\x99" "c",			/* pl: więc */
	"dolay\xc4\xb1s\xc4\xb1yla",		/* tr: dolayısıyla */
	"jadi", "maka", "dengan demikian",		/* id */
	"oleh itu", "oleh karena itu", "justeru",	/* ms, id */
	"v\xe1\xba\xady", "do \xc4\x91\xc3\xb3",	/* vi: vậy, do đó */
	"hivyo", "kwa hiyo",				/* sw */
	NULL
};

/* s[a..b) past one of choice_connectives[] and the commas and spaces
   around it; a when none starts there. */
static size_t
choice_connective(const char *s, size_t a, size_t b)
{
	size_t i = a, k, l, j;

	if (i < b && s[i] == ',')
		i++;
	while (i < b && s[i] == ' ')
		i++;
	for (k = 0; choice_connectives[k]; k++) {
		if (i >= b || (unsigned char)choice_connectives[k][0] !=
		    (unsigned char)lower((unsigned char)s[i]))
			continue;	/* the first byte first, no strlen */
		l = strlen(choice_connectives[k]);
		if (l >= b - i)
			continue;
		for (j = 0; j < l; j++)
			if (lower((unsigned char)s[i + j]) !=
			    (unsigned char)choice_connectives[k][j])
				break;
		if (j == l && (s[i + l] == ' ' || s[i + l] == ','))
			break;
	}
	if (choice_connectives[k] == NULL)
		return a;
	i += strlen(choice_connectives[k]);
	if (s[i] == ',')
		i++;
	while (i < b && s[i] == ' ')
		i++;
	return i;
}

int
papo_answer_choice_worded(const char *s, size_t a, size_t b)
{
	int c, paren;

	while (a < b && (s[a] == ' ' || s[a] == '*'))
		a++;
	a = choice_connective(s, a, b);
	while (b > a && strchr(" .*", s[b - 1]) != NULL)
		b--;
	if (b - a >= 3 && memcmp(s + b - 3, "\xe3\x80\x82", 3) == 0)
		b -= 3;		/* 。 */
	if (b - a >= 9 && memcmp(s + b - 9, "\xec\x9e\x85\xeb\x8b\x88"
	    "\xeb\x8b\xa4", 9) == 0)
		b -= 9;		/* 입니다: "B번입니다" */
	if (b - a >= 3 && memcmp(s + b - 3, "\xeb\xb2\x88", 3) == 0)
		b -= 3;		/* 번: "B번" */
	if ((paren = b > a && s[b - 1] == ')'))
		b--;
	/* a lower-case letter only in parentheses, after a word that
	   names an option: "la (c)", "a alternativa (b)"; not the
	   article of "a" alone ("(c)" alone is read as written) */
	if (paren && b - a >= 4 && s[b - 2] == '(' && s[b - 1] >= 'a' &&
	    s[b - 1] <= 'j' && s[b - 3] == ' ') {
		c = s[b - 1] - 'a' + 'A';
		for (b -= 2; b > a && s[b - 1] == ' '; b--)
			;
		return b > a && option_word(s, a, b) ? c : 0;
	}
	if (b == a || !lone_letter(s, a, b - 1, b))
		return 0;
	c = (unsigned char)s[b - 1];
	b--;
	if (b > a && s[b - 1] == '(')
		b--;
	while (b > a && s[b - 1] == ' ')
		b--;
	return b == a || option_word(s, a, b) ? c : 0;
}

/*
 * Does problem p[0..pn) ask in parts ("(a) ... (b) ...", "(i) ...
 * (ii) ...") while response s[0..at) already gave another letter than
 * c in an answer phrase ("(a) ... The answer is (D). (b) ... The answer
 * is (C).")?  A letter that answers one part is not the answer to the
 * question its options pair the parts of.
 */
int
papo_answer_parts_answered(const char *s, size_t at, int c, const char *p,
    size_t pn)
{
	static const char *const parts[][2] = { { "(a)", "(b)" },
	    { "(i)", "(ii)" }, { "a)", "b)" } };
	const char *q;
	size_t k, i;

	if (p == NULL || at < 16)
		return 0;
	for (k = 0; k < sizeof(parts) / sizeof(parts[0]); k++)
		if (papo_answer_find_bytes(p, pn, parts[k][0],
		    strlen(parts[k][0])) != NULL &&
		    papo_answer_find_bytes(p, pn, parts[k][1],
		    strlen(parts[k][1])) != NULL)
			break;
	if (k == sizeof(parts) / sizeof(parts[0]))
		return 0;
	for (i = 0; (q = papo_answer_find_bytes(s + i, at - i, "answer is ",
	    10)) != NULL; i = (size_t)(q - s) + 10) {
		size_t j = (size_t)(q - s) + 10;

		if (j < at && s[j] == '(')
			j++;
		if (j < at && s[j] >= 'A' && s[j] <= 'J' && s[j] != c &&
		    (j + 1 == at || !is_alpha((unsigned char)s[j + 1])))
			return 1;
	}
	return 0;
}

int
papo_answer_letter_before(const char *s, size_t a, size_t v, size_t vn,
    const char *p, size_t pn)
{
	const char *t;
	size_t i, k, tn;

	if (p == NULL || pn == 0 || v - a < 2 || memchr(s + a, ' ', v - a) ==
	    NULL)
		return 0;
	for (i = a; i < v; i++) {
		if (!lone_letter(s, a, i, v) || !papo_answer_option_of(p, pn,
		    s[i], &t, &tn))
			continue;
		/* "A total of", "I think": the article, the pronoun; "(A)"
		   and "A," are letters */
		if ((s[i] == 'A' || s[i] == 'I') && i + 2 < v &&
		    s[i + 1] == ' ' && !(i > a && s[i - 1] == '(') &&
		    is_alpha((unsigned char)s[i + 2]))
			continue;
		/* "(C) 4264", "C) Rs. 6,074", "E. 4,631", "C, 7", "C –
		   7": a label, which the value's reading keeps and
		   compares */
		if (i + 2 < v && (s[i + 1] == ')' || (s[i + 1] == '.' &&
		    s[i + 2] == ' ')))
			continue;
		for (k = i + 1; k < v && (strchr(" *,-", s[k]) != NULL ||
		    (k + 3 <= v && (memcmp(s + k, "\xe2\x80\x93", 3) == 0 ||
		    memcmp(s + k, "\xe2\x80\x94", 3) == 0))); k += (unsigned
		    char)s[k] == 0xe2 ? 3 : 1)
			;
		if (k == v)
			continue;
		/* "is B: 7", "option B (7)": the label of its own option's
		   text */
		for (k = i + 1; k < v && strchr(" *$:().", s[k]) != NULL; k++)
			;
		if (k + tn <= vn && tn > 0 && memcmp(s + k, t, tn) == 0 &&
		    k + tn > v && (k + tn == vn || !is_digit((unsigned char)
		    s[k + tn])))
			continue;	/* "A) (99, 10)" */
		return 1;
	}
	return 0;
}
