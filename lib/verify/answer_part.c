/* SPDX-License-Identifier: MIT */
/*
 * answer_part.c: the part of the problem an answer is given for.  A
 * problem in parts ("(a) ... (b) ...", "Part 1", "i)", "①", "（1）")
 * that asks one of them ("Answer part (a) only."), or a problem of one
 * part, has its reference for that part; a response's statement that
 * opens with another part's label ("Part (b): \boxed{42}", "For the
 * second question, the answer is 42.") answers another question, and
 * so does one that opens with a case of its own, a time or a count the
 * problem does not state ("After 11 years, ..." where it asks after 5).
 */
#include <stdlib.h>
#include <string.h>

#include "answer_impl.h"

/* What a label counts in: letters (a, б), Roman numerals, digits, the
   circled digits. */
enum { K_LETTER = 1, K_ROMAN, K_DIGIT, K_CIRCLED };

struct part {
	int ord;	/* 1 for the first part */
	int kind;	/* K_* */
	int worded;	/* named by a word ("Part 2", "the second question") */
};

/* The words that name a part before its label, per language: "Part
   (b)", "Question 2", "Teil (b)", "Partie 2", "Часть 2", "問2". */
static const char *const part_words[] = { "part", "question", "subquestion",
	"sub-question", "item", "partie", "teil", "aufgabe", "teilaufgabe",
	"frage", "parte", "pregunta", "inciso", "apartado", "domanda",
	"questão", "questao", "quesito", "часть", "Часть", "пункт", "Пункт",
	"вопрос", "Вопрос",
	"\xe5\x95\x8f" /* 問 */, "\xe5\xb0\x8f\xe5\x95\x8f" /* 小問 */,
	"\xeb\xac\xb8\xed\x95\xad" /* 문항 */, NULL };

/* The ordinals that name a part with a word of part_words[] after them
   ("the second question", "la deuxième partie", "der zweite Teil"). */
static const struct { const char *w; int ord; } ordinals[] = {
	{ "first", 1 }, { "second", 2 }, { "third", 3 }, { "fourth", 4 },
	{ "fifth", 5 }, { "sixth", 6 }, { "premier", 1 }, { "première", 1 },
	{ "deuxième", 2 }, { "seconde", 2 }, { "troisième", 3 },
	{ "erste", 1 }, { "ersten", 1 }, { "zweite", 2 }, { "zweiten", 2 },
	{ "dritte", 3 }, { "dritten", 3 }, { "primera", 1 }, { "primer", 1 },
	{ "primero", 1 }, { "segunda", 2 }, { "segundo", 2 },
	{ "tercera", 3 }, { "tercer", 3 }, { "prima", 1 }, { "primo", 1 },
	{ "seconda", 2 }, { "secondo", 2 }, { "terza", 3 }, { "terzo", 3 },
	{ "primeira", 1 }, { "terceira", 3 }, { "первая", 1 },
	{ "первый", 1 }, { "вторая", 2 }, { "второй", 2 }, { "третья", 3 },
	{ "третий", 3 }, { NULL, 0 }
};

/* The words that may lead to a label: "For part (b),", "In (b)". */
static const char *const leads[] = { "for", "in", "to", "from", "and",
	"so", "pour", "für", "zu", "para", "en", "per", "для", "в", "the",
	"la", "le", "el", "der", "die", "den", "il", "a", "à", "al",
	"\xe5\xaf\xb9\xe4\xba\x8e" /* 对于 */, NULL };

/* The words of a problem's sentence that ask one of its parts ("Answer
   part (a) only.", "Nur Teil (a) lösen.", "只回答第(1)问。"). */
static const char *const asks[] = { "answer", "solve", "only", "just",
	"réponds", "répondez", "résous", "résolvez", "seulement",
	"uniquement", "beantworte", "beantworten", "löse", "lösen", "nur",
	"responde", "responda", "resuelve", "resolva", "solo", "sólo",
	"apenas", "rispondi", "risolvi", "soltanto", "ответьте", "решите",
	"только", "\xe5\x8f\xaa" /* 只 */, "\xe4\xbb\x85" /* 仅 */,
	"\xe5\x83\x85" /* 僅 */, "\xe5\x9b\x9e\xe7\xad\x94" /* 回答 */,
	"\xe3\x81\xae\xe3\x81\xbf" /* のみ */, "\xe3\x81\xa0\xe3\x81\x91"
	/* だけ */, NULL };

/* Chinese and Japanese numerals one to ten (三 is three bytes each). */
static const char cjk_digits[] =
	"\xe4\xb8\x80\xe4\xba\x8c\xe4\xb8\x89\xe5\x9b\x9b\xe4\xba\x94"
	"\xe5\x85\xad\xe4\xb8\x83\xe5\x85\xab\xe4\xb9\x9d\xe5\x8d\x81";

/* The nouns a Chinese "第N" names a part by: 问, 問, 题, 題, 小题, 部分. */
static const char *const cjk_part_nouns[] = { "\xe9\x97\xae", "\xe5\x95\x8f",
	"\xe9\xa2\x98", "\xe9\xa1\x8c", "\xe5\xb0\x8f\xe9\xa2\x98",
	"\xe9\x83\xa8\xe5\x88\x86", NULL };

/*
 * The first bytes (ASCII case folded) of the words of leads[] (bit
 * 1), part_words[] (2) and ordinals[] (4): word_of asked only where
 * one may start.  Built once (papo_once), only read after.
 */
static unsigned char firsts[256];
static struct papo_once firsts_once = PAPO_ONCE_INIT;

static void
firsts_build(void)
{
	size_t k;

	for (k = 0; leads[k] != NULL; k++)
		firsts[papo_ascii_lower((unsigned char)leads[k][0])] |= 1;
	for (k = 0; part_words[k] != NULL; k++)
		firsts[papo_ascii_lower((unsigned char)part_words[k][0])] |= 2;
	for (k = 0; ordinals[k].w != NULL; k++)
		firsts[papo_ascii_lower((unsigned char)ordinals[k].w[0])] |= 4;
}

/* May a word of the lists of bits m start at s[i] (i < n), by its
   first byte? */
static int
first_of(const char *s, size_t i, size_t n, unsigned m)
{
	papo_once(&firsts_once, firsts_build);
	return i < n && (firsts[papo_ascii_lower((unsigned char)s[i])] & m);
}

/* Is c a byte that may continue a word (an ASCII letter or digit, or
   part of a UTF-8 sequence)? */
static int
word_byte(unsigned char c)
{
	return is_alpha(c) || is_digit(c) || c >= 0x80;
}

/* The length of the word of list (case folded for ASCII) s[i..n)
   starts with, whole; else 0. */
static size_t
word_of(const char *s, size_t i, size_t n, const char *const *list)
{
	size_t k, l;
	unsigned char c;

	if (i >= n)
		return 0;
	c = (unsigned char)papo_ascii_lower((unsigned char)s[i]);
	for (k = 0; list[k] != NULL; k++)
		if (papo_ascii_lower((unsigned char)list[k][0]) == c &&
		    (l = papo_ascii_prefix_ci(s, n, i, list[k])) > 0 &&
		    (i + l == n || !word_byte((unsigned char)s[i + l]) ||
		    (unsigned char)list[k][0] >= 0xe0))
			return l;
	return 0;
}

/* A Roman numeral of one to four of "ivx" in one case at s[i] ("ii",
   "IV"), whole: its length, its value in *ord; else 0. */
static size_t
roman(const char *s, size_t i, size_t n, int *ord)
{
	static const char *const r[] = { "i", "ii", "iii", "iv", "v", "vi",
	    "vii", "viii", "ix", "x", NULL };
	size_t e = i, k;

	while (e < n && e - i < 5 && strchr("ivxIVX", s[e]) != NULL &&
	    s[e] != '\0')
		e++;
	if (e == i || e - i > 4 || (e < n && is_alpha((unsigned char)s[e])))
		return 0;
	for (k = 0; r[k] != NULL; k++)
		if (strlen(r[k]) == e - i && (papo_ascii_prefix_ci(s, n, i,
		    r[k]) == e - i) && (s[i] >= 'a') == (s[e - 1] >= 'a')) {
			*ord = (int)k + 1;
			return e - i;
		}
	return 0;
}

/*
 * The token of a label at s[i], without its brackets: digits ("2"), a
 * Roman numeral ("ii"), a letter a to h ("b", or "B" after a word,
 * upper), a Russian letter а to е, a circled digit ("②").  Its length
 * and *l; else 0.
 */
static size_t
token(const char *s, size_t i, size_t n, int word, struct part *l)
{
	unsigned char c = (unsigned char)s[i], d = i + 1 < n ?
	    (unsigned char)s[i + 1] : 0;
	size_t e;

	if (is_digit(c)) {
		for (e = i; e < n && e - i < 3 && is_digit((unsigned char)s[e]);
		    e++)
			;
		if (e - i > 2 || (e < n && is_alpha((unsigned char)s[e])))
			return 0;
		l->kind = K_DIGIT;
		l->ord = (int)strtol(s + i, NULL, 10);
		return e - i;
	}
	if ((e = roman(s, i, n, &l->ord)) > 0 && (word || s[i] >= 'a')) {
		l->kind = K_ROMAN;
		return e;
	}
	if (((c >= 'a' && c <= 'h') || (word && c >= 'A' && c <= 'H')) &&
	    (d == 0 || !word_byte(d))) {
		l->kind = K_LETTER;
		l->ord = lower(c) - 'a' + 1;
		return 1;
	}
	if (c == 0xd0 && d >= 0xb0 && d <= 0xb5 && (i + 2 >= n ||
	    !word_byte((unsigned char)s[i + 2]))) {
		l->kind = K_LETTER;	/* а б в г д е */
		l->ord = d - 0xb0 + 1;
		return 2;
	}
	if (c == 0xe2 && d == 0x91 && i + 2 < n &&
	    (unsigned char)s[i + 2] >= 0xa0 && (unsigned char)s[i + 2] <=
	    0xa9) {
		l->kind = K_CIRCLED;	/* ① to ⑩ */
		l->ord = (unsigned char)s[i + 2] - 0xa0 + 1;
		return 3;
	}
	return 0;
}

/*
 * The end of a part's label at s[i]: a token in brackets ("(b)",
 * "(ii)", "（1）"), a token and ')' ("b)", "2)"), a circled digit, or
 * after a word (word) a token alone ("Part 2", "Question B"); else i.
 */
static size_t
label_at(const char *s, size_t i, size_t n, int word, struct part *l)
{
	size_t k, t;
	int wide;

	l->worded = word;
	wide = n - i >= 3 && memcmp(s + i, "\xef\xbc\x88", 3) == 0;
	if (s[i] == '(' || wide) {
		k = i + (wide ? 3 : 1);
		if (k >= n || (t = token(s, k, n, word, l)) == 0 ||
		    l->kind == K_CIRCLED)
			return i;
		k += t;
		if (k < n && s[k] == ')')
			return k + 1;
		if (n - k >= 3 && memcmp(s + k, "\xef\xbc\x89", 3) == 0)
			return k + 3;
		return i;
	}
	if ((t = token(s, i, n, word, l)) == 0)
		return i;
	if (l->kind == K_CIRCLED || (word && (i + t == n || s[i + t] != ')')))
		return i + t;
	return i + t < n && s[i + t] == ')' ? i + t + 1 : i;
}

/* The end of the spaces (a no-break space too) at s[i]. */
static size_t
spaces(const char *s, size_t i, size_t n)
{
	for (;;) {
		if (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		else if (n - i >= 2 && (unsigned char)s[i] == 0xc2 &&
		    (unsigned char)s[i + 1] == 0xa0)
			i += 2;
		else
			return i;
	}
}

/* The value of the Chinese numeral at s[i] (一 to 十), else 0. */
static int
cjk_digit(const char *s, size_t i, size_t n)
{
	size_t k;

	for (k = 0; n - i >= 3 && k + 3 < sizeof(cjk_digits); k += 3)
		if (memcmp(s + i, cjk_digits + k, 3) == 0)
			return (int)k / 3 + 1;
	return 0;
}

/* A Chinese "第" and a numeral, then a noun of cjk_part_nouns[] ("第二问",
   "第(2)题"): the end, *l; else i. */
static size_t
cjk_label(const char *s, size_t i, size_t n, struct part *l)
{
	size_t k = i + 3, t;
	int q;

	if (n - i < 6 || memcmp(s + i, "\xe7\xac\xac", 3) != 0)
		return i;	/* 第 */
	if ((t = label_at(s, k, n, 1, l)) > k)
		k = t;
	else if ((q = cjk_digit(s, k, n)) > 0) {
		l->ord = q;
		l->kind = K_DIGIT;
		l->worded = 1;
		k += 3;
	} else
		return i;
	return (t = word_of(s, k, n, cjk_part_nouns)) > 0 ? k + t : i;
}

/* An ordinal and a word of part_words[] at s[i] ("second question"):
   the end, *l; else i. */
static size_t
ordinal_label(const char *s, size_t i, size_t n, struct part *l)
{
	size_t k, t;
	int c;

	if (!first_of(s, i, n, 4))
		return i;
	c = papo_ascii_lower((unsigned char)s[i]);
	for (k = 0; ordinals[k].w != NULL; k++) {
		/* word_of's own first test, asked before the call: most
		   places open no ordinal */
		if (papo_ascii_lower((unsigned char)ordinals[k].w[0]) != c ||
		    (t = word_of(s, i, n, (const char *const []){
		    ordinals[k].w, NULL })) == 0)
			continue;
		t = spaces(s, i + t, n);
		if (t == i || word_of(s, t, n, part_words) == 0)
			return i;
		l->ord = ordinals[k].ord;
		l->kind = K_DIGIT;
		l->worded = 1;
		return t + word_of(s, t, n, part_words);
	}
	return i;
}

/*
 * The end of a part's label that starts at s[i]: a word of part_words[]
 * and its label ("Part (b)", "Question 2", "問2"), an ordinal and such
 * a word ("second question"), "第N问", or a label alone ("(b)", "b)",
 * "①"); else i.  *l says which part.
 */
static size_t
part_label(const char *s, size_t i, size_t n, struct part *l)
{
	size_t k, t;

	if (first_of(s, i, n, 2) && (k = word_of(s, i, n, part_words)) > 0) {
		t = spaces(s, i + k, n);
		if ((unsigned char)s[i] < 0x80 && t == i + k)
			return i;	/* "Part" and a space */
		return (k = label_at(s, t, n, 1, l)) > t ? k : i;
	}
	if ((k = ordinal_label(s, i, n, l)) > i)
		return k;
	if ((k = cjk_label(s, i, n, l)) > i)
		return k;
	return label_at(s, i, n, 0, l);
}

/*
 * The label that opens the statement s[st..e), after markup and the
 * words of leads[] ("**Part (b):**", "For the second question,"): its
 * end, *l; else st.  A label must end there: a space, a sign or the
 * value follows.
 */
static size_t
opening_label(const char *s, size_t st, size_t e, struct part *l)
{
	size_t i = st, k, t;
	int n;

	while (i < e && (s[i] == ' ' || s[i] == '*' || s[i] == '#' ||
	    s[i] == '-' || s[i] == '>' || s[i] == '\n' || s[i] == '\t'))
		i++;
	for (n = 0; n < 3 && i < e; n++) {
		if (!first_of(s, i, e, 1) || (k = word_of(s, i, e, leads)) ==
		    0 || (t = spaces(s, i + k, e)) == i + k)
			break;
		i = t;
	}
	if (i >= e || (t = part_label(s, i, e, l)) == i)
		return st;
	if (t < e && (is_alpha((unsigned char)s[t]) || is_digit((unsigned
	    char)s[t])))
		return st;
	return t;
}

/* The parts a problem names, and the one it asks. */
struct parts {
	unsigned seen[K_CIRCLED + 1];	/* a bit per part (1 << ord) */
	int n;				/* its labels */
	struct part asked;		/* .ord 0: none asked */
};

/* Does s[i] end a sentence of the problem (". ", "?", "\n", "。")? */
static size_t
sentence_end(const char *s, size_t i, size_t n)
{
	if (s[i] == '\n' || s[i] == '?' || s[i] == '!')
		return i + 1;
	if (s[i] == '.' && (i + 1 == n || s[i + 1] == ' ' || s[i + 1] ==
	    '\n'))
		return i + 1;
	if (n - i >= 3 && (memcmp(s + i, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + i, "\xef\xbc\x9f", 3) == 0))
		return i + 3;	/* 。 ？ */
	return 0;
}

/*
 * Reads the problem p[0..pn)'s labels into *ps: each where a word may
 * start; a sentence that holds one label only, not at its start, after
 * a word of asks[] ("Answer part (a)."), asks that part.
 */
static void
problem_parts(const char *p, size_t pn, struct parts *ps)
{
	size_t i = 0, e, ss = 0, k;
	int in = 0, asking = 0, start = 1;
	struct part l, one = { 0, 0, 0 };

	memset(ps, 0, sizeof(*ps));
	while (i < pn) {
		if ((e = sentence_end(p, i, pn)) > 0) {
			if (in == 1 && asking)
				ps->asked = one;
			i = ss = e;
			in = asking = 0;
			start = 1;
			continue;
		}
		if (p[i] == ' ' || p[i] == '*' || p[i] == '#') {
			i++;
			continue;
		}
		if ((i == ss || !word_byte((unsigned char)p[i - 1]) ||
		    (unsigned char)p[i] >= 0x80) && (e = part_label(p, i, pn,
		    &l)) > i && (e == pn || !is_alpha((unsigned char)p[e]))) {
			if (l.ord > 0 && l.ord < 32)
				ps->seen[l.kind] |= 1u << l.ord;
			ps->n++;
			in += start ? 2 : 1;
			one = l;
			start = 0;
			i = e;
			continue;
		}
		if ((i == ss || !word_byte((unsigned char)p[i - 1]) ||
		    (unsigned char)p[i] >= 0xe0) && (k = word_of(p, i, pn,
		    asks)) > 0)
			asking = 1;
		start = 0;
		i += (unsigned char)p[i] >= 0xc0 ? 2 : 1;
		while (i < pn && ((unsigned char)p[i] & 0xc0) == 0x80)
			i++;
	}
	if (in == 1 && asking)
		ps->asked = one;
}

/* How many parts of all kinds the problem names. */
static int
parts_named(const struct parts *ps)
{
	int k, c = 0;
	unsigned m;

	for (k = K_LETTER; k <= K_CIRCLED; k++)
		for (m = ps->seen[k]; m != 0; m &= m - 1)
			c++;
	return c;
}

/*
 * Where the sentence that holds s[st] starts: after a line's end or a
 * sentence's stop before it (". ", "。"), so that a clause read from a
 * label's colon ("**Part (b):** The answer is 42") is read with it.
 */
static size_t
sentence_start(const char *s, size_t st, size_t e)
{
	size_t k;

	while (st < e && (s[st] == ' ' || s[st] == '\n'))
		st++;	/* "43. Part (b)": from its first word */
	for (k = st; k > 0 && st - k < 200; k--) {
		if (s[k - 1] == '\n' || (k >= 2 && strchr(".!?", s[k - 2]) !=
		    NULL && s[k - 1] == ' '))
			return k;
		if (k >= 3 && memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0)
			return k;	/* 。 */
	}
	return k == 0 ? 0 : st;
}

/*
 * The label that opens the sentence of s[st] (before s[e]) and the part
 * the problem p[0..pn) asks: 1 with *r, *a (a->ord 0: none known) and
 * *t the label's end; 0 when no label opens it.
 */
static int
part_read(const char *s, size_t st, size_t e, const char *p, size_t pn,
    struct part *r, struct part *a, size_t *t, int *named)
{
	struct parts ps;

	if (p == NULL || pn == 0)
		return 0;
	st = sentence_start(s, st, e);
	if ((*t = opening_label(s, st, e, r)) == st)
		return 0;
	problem_parts(p, pn, &ps);
	*a = ps.asked;
	*named = ps.n;
	if (a->ord == 0 && parts_named(&ps) == 1) {
		for (a->kind = K_LETTER; ps.seen[a->kind] == 0; a->kind++)
			;
		a->ord = __builtin_ctz(ps.seen[a->kind]);
	}
	return 1;
}

/* Is the label r read another part's than a, the part asked (a->ord
   0: none known; named the problem's labels)? */
static int
part_is_other(const struct part *r, const struct part *a, int named)
{
	if (a->ord != 0)
		return r->ord != a->ord && (r->worded || r->kind == a->kind);
	/* a problem of one part: "Part 2", "the second question" is
	   another's; a label alone may be the response's own step */
	return named == 0 && r->worded && r->ord != 1;
}

size_t
papo_answer_part_other(const char *s, size_t st, size_t e, const char *p,
    size_t pn)
{
	struct part r, a;
	size_t t;
	int named;

	if (!part_read(s, st, e, p, pn, &r, &a, &t, &named))
		return 0;
	return part_is_other(&r, &a, named) ? t : 0;
}

/* The end of the asked label r (ending at s[t]) and of the colon or
   comma after it. */
static size_t
asked_end(const char *s, size_t t, size_t e)
{
	for (;;) {
		if (t < e && strchr(":*, ", s[t]) != NULL)
			t++;
		else if (e - t >= 3 && (memcmp(s + t, "\xef\xbc\x9a", 3) == 0 ||
		    memcmp(s + t, "\xef\xbc\x8c", 3) == 0))
			t += 3;	/* ： ， */
		else
			return t;
	}
}

int
papo_answer_part_label(const char *s, size_t st, size_t e, const char *p,
    size_t pn, size_t *end)
{
	struct part r, a;
	size_t t;
	int named;

	if (!part_read(s, st, e, p, pn, &r, &a, &t, &named))
		return 0;
	if (a.ord != 0 && r.ord == a.ord && (r.worded || r.kind == a.kind)) {
		*end = asked_end(s, t, e);
		return 1;
	}
	return part_is_other(&r, &a, named) ? -1 : 0;
}

/*
 * The prepositions that open a statement with the time or the count it
 * holds for ("After 5 years,", "In 4 weeks,", "Nach 5 Jahren,", "Au
 * bout de 5 ans,"), and the determiners that may follow them.
 */
static const char *const case_leads[] = { "after", "in", "within",
	"during", "over", "for", "by", "nach", "innerhalb", "après", "en",
	"dans", "después de", "dentro de", "dopo", "entro", "depois de",
	"em", "через", "за", NULL };
static const char *const case_dets[] = { "the", "another", "den", "die",
	"les", "los", "las", "i", "le", "os", "as", NULL };

/* The English numbers in words, one to twenty (the other languages'
   are answer_words.c's). */
static const char *const en_numbers[] = { "one", "two", "three", "four",
	"five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
	"thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
	"nineteen", "twenty", NULL };

/*
 * Does p[0..pn) write the number s[d..de) (digits) in words, a word of
 * its own ("After five years" for "After 5 years", "Nach fünf Jahren")?
 */
static int
said_in_words(const char *p, size_t pn, const char *s, size_t d, size_t de)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t i, w, k;
	int r = 0;

	if (de - d > 2)
		return 0;
	for (i = 0; i < pn && r == 0; i = w + 1) {
		for (w = i; w < pn && (is_alpha((unsigned char)p[w]) ||
		    (unsigned char)p[w] >= 0x80); w++)
			;
		if (w == i || w - i > 24)
			continue;
		for (k = 0; en_numbers[k] != NULL && r == 0; k++)
			r = strlen(en_numbers[k]) == w - i &&
			    papo_ascii_prefix_ci(p, w, i, en_numbers[k]) ==
			    w - i && (int)strtol(s + d, NULL, 10) == (int)k + 1;
		if (r == 0 && papo_answer_words(p + i, w - i, &t))
			r = t.len == de - d && memcmp(t.s, s + d, t.len) == 0;
	}
	papo_buf_release(&t);
	return r;
}

/*
 * Does the statement of s[st] (before s[e]) open with a case of its
 * own: a preposition of case_leads[], a number the problem p[0..pn)
 * states neither in digits nor in words, a word and a comma ("After 11
 * years, the tree is 65 cm tall." where the problem asks after 5
 * years)?  The comma's end; else 0 (and with no problem).
 */
size_t
papo_answer_case_other(const char *s, size_t st, size_t e, const char *p,
    size_t pn)
{
	size_t a, i, k, d, de;

	if (p == NULL || pn == 0)
		return 0;	/* "After 3 tries, the total is 42.": nothing
				   to read the case against */
	a = sentence_start(s, st, e);
	for (i = a; i < e && (s[i] == '*' || s[i] == '#' || s[i] == ' ');
	    i++)
		;
	if (i >= e || (k = word_of(s, i, e, case_leads)) == 0 ||
	    (d = spaces(s, i + k, e)) == i + k)
		return 0;
	if ((k = word_of(s, d, e, case_dets)) > 0 && spaces(s, d + k, e) >
	    d + k)
		d = spaces(s, d + k, e);
	for (de = d; de < e && (is_digit((unsigned char)s[de]) ||
	    (s[de] == '.' && de + 1 < e && is_digit((unsigned char)s[de +
	    1]) && de > d)); de++)
		;
	if (de == d || de >= e || s[de] != ' ')
		return 0;
	for (k = de + 1; k < e && k < de + 40 && s[k] != ','; k++)
		if (!word_byte((unsigned char)s[k]) && s[k] != ' ')
			return 0;	/* a word or two, then the comma */
	if (k >= e || s[k] != ',' || k == de + 1)
		return 0;
	return papo_answer_problem_says(p, pn, s, d, de) ||
	    said_in_words(p, pn, s, d, de) ? 0 : k + 1;
}
