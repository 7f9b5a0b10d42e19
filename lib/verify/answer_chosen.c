/* SPDX-License-Identifier: MIT */
/*
 * answer_chosen.c: a statement that chooses one option in the first
 * person, by language ("I choose (B).", "Je choisis la réponse (b).",
 * "Выбираю вариант (b).", "我选 B。", "मैं (b) चुनता हूँ।"),
 * or names it the only one that satisfies the problem ("Only option C
 * satisfies all the conditions."): a verb of choosing, a word that
 * names the option, one lone option letter, and nothing after but the
 * option's own text and a full stop.  The letter is one the problem
 * lists.  A number after the verb ("I choose x = 3")
 * is no letter; a second letter, a negation or a doubt is no row.
 */
#include <string.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_impl.h"

/*
 * The rows: the words before the letter (a verb of choosing, its
 * subject when the language writes one) and the words it needs after
 * the letter ("" when the verb comes first), lowercase as starts_ci
 * reads them (non-ASCII letters as written, sentence-initial forms).
 */
static const struct choose {
	const char *pre, *post;
} chose[] = {
	/* en */
	{ "i choose", "" }, { "i'd choose", "" }, { "i would choose", "" },
	{ "i'll choose", "" }, { "i will choose", "" }, { "i pick", "" },
	{ "i'd pick", "" }, { "i would pick", "" }, { "i'll pick", "" },
	{ "i will pick", "" }, { "i select", "" }, { "i'd select", "" },
	{ "i would select", "" }, { "i'll select", "" },
	{ "i will select", "" }, { "i go with", "" }, { "i'd go with", "" },
	{ "i'll go with", "" }, { "i'm going with", "" },
	{ "i am going with", "" }, { "going with", "" },
	{ "i'm choosing", "" }, { "i am choosing", "" },
	{ "i'm picking", "" }, { "i am picking", "" },
	{ "i'm selecting", "" }, { "i am selecting", "" },
	{ "we choose", "" }, { "we pick", "" }, { "we select", "" },
	/* fr */
	{ "je choisis", "" }, { "je prends", "" }, { "je retiens", "" },
	{ "je s\xc3\xa9lectionne", "" },
	/* de */
	{ "ich w\xc3\xa4hle", "" }, { "ich nehme", "" },
	{ "ich entscheide mich f\xc3\xbcr", "" },
	/* es */
	{ "elijo", "" }, { "yo elijo", "" }, { "escojo", "" },
	{ "selecciono", "" }, { "me quedo con", "" },
	/* it */
	{ "scelgo", "" }, { "io scelgo", "" }, { "seleziono", "" },
	/* pt */
	{ "escolho", "" }, { "eu escolho", "" }, { "fico com", "" },
	/* ru, uk: Выбираю, выбираю, Я выбираю; Обираю, Вибираю,
	   Я обираю */
	{ "\xd0\x92\xd1\x8b\xd0\xb1\xd0\xb8\xd1\x80\xd0\xb0\xd1\x8e", "" },
	{ "\xd0\xb2\xd1\x8b\xd0\xb1\xd0\xb8\xd1\x80\xd0\xb0\xd1\x8e", "" },
	{ "\xd0\xaf \xd0\xb2\xd1\x8b\xd0\xb1\xd0\xb8\xd1\x80\xd0\xb0\xd1\x8e",
	    "" },
	{ "\xd0\x9e\xd0\xb1\xd0\xb8\xd1\x80\xd0\xb0\xd1\x8e", "" },
	{ "\xd0\x92\xd0\xb8\xd0\xb1\xd0\xb8\xd1\x80\xd0\xb0\xd1\x8e", "" },
	{ "\xd0\xaf \xd0\xbe\xd0\xb1\xd0\xb8\xd1\x80\xd0\xb0\xd1\x8e", "" },
	/* pl */
	{ "wybieram", "" }, { "zaznaczam", "" },
	/* id */
	{ "saya pilih", "" }, { "saya memilih", "" }, { "aku pilih", "" },
	{ "aku memilih", "" },
	/* vi: tôi chọn, em chọn, chọn */
	{ "t\xc3\xb4i ch\xe1\xbb\x8dn", "" }, { "em ch\xe1\xbb\x8dn", "" },
	{ "ch\xe1\xbb\x8dn", "" },
	/* th: เลือก, ฉันเลือก, ผมเลือก */
	{ "\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81", "" },
	{ "\xe0\xb8\x89\xe0\xb8\xb1\xe0\xb8\x99\xe0\xb9\x80\xe0\xb8\xa5\xe0"
	    "\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81", "" },
	{ "\xe0\xb8\x9c\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0"
	    "\xb8\xad\xe0\xb8\x81", "" },
	/* zh: 我选, 我選, 我选择, 我選擇, 选, 選 */
	{ "\xe6\x88\x91\xe9\x80\x89", "" }, { "\xe6\x88\x91\xe9\x81\xb8", "" },
	{ "\xe6\x88\x91\xe9\x80\x89\xe6\x8b\xa9", "" },
	{ "\xe6\x88\x91\xe9\x81\xb8\xe6\x93\x87", "" },
	{ "\xe9\x80\x89", "" }, { "\xe9\x81\xb8", "" },
	/* sw */
	{ "nachagua", "" }, { "ninachagua", "" }, { "mimi nachagua", "" },
	/* ar: أختار */
	{ "\xd8\xa3\xd8\xae\xd8\xaa\xd8\xa7\xd8\xb1", "" },
	/* te: నా ఎంపిక (my choice) */
	{ "\xe0\xb0\xa8\xe0\xb0\xbe \xe0\xb0\x8e\xe0\xb0\x82\xe0\xb0\xaa\xe0"
	    "\xb0\xbf\xe0\xb0\x95", "" },
	/* tr: Seçimim (b) şıkkı */
	{ "se\xc3\xa7imim", " \xc5\x9f\xc4\xb1kk\xc4\xb1" },
	/* hi: मैं (b) चुनता हूँ / चुनती हूँ */
	{ "\xe0\xa4\xae\xe0\xa5\x88\xe0\xa4\x82",
	    " \xe0\xa4\x9a\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\xa4\xe0\xa4\xbe "
	    "\xe0\xa4\xb9\xe0\xa5\x82\xe0\xa4\x81" },
	{ "\xe0\xa4\xae\xe0\xa5\x88\xe0\xa4\x82",
	    " \xe0\xa4\x9a\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\xa4\xe0\xa5\x80 "
	    "\xe0\xa4\xb9\xe0\xa5\x82\xe0\xa4\x81" },
	/* bn: আমি (b) বেছে নিচ্ছি */
	{ "\xe0\xa6\x86\xe0\xa6\xae\xe0\xa6\xbf",
	    " \xe0\xa6\xac\xe0\xa7\x87\xe0\xa6\x9b\xe0\xa7\x87 \xe0\xa6\xa8\xe0"
	    "\xa6\xbf\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9b\xe0\xa6\xbf" },
	/* ja: (b) を選びます; ko: (b)를 선택합니다 */
	{ "", " \xe3\x82\x92\xe9\x81\xb8\xe3\x81\xb3\xe3\x81\xbe\xe3\x81\x99" },
	{ "", "\xe3\x82\x92\xe9\x81\xb8\xe3\x81\xb3\xe3\x81\xbe\xe3\x81\x99" },
	{ "", "\xeb\xa5\xbc \xec\x84\xa0\xed\x83\x9d\xed\x95\xa9\xeb\x8b\x88"
	    "\xeb\x8b\xa4" },
	{ NULL, NULL }
};

/*
 * The words that may name the option between the verb and its letter
 * ("option", "la réponse", "вариант", "ข้อ"), lowercase.
 */
static const char *const option_noun[] = {
	"option", "choice", "answer", "letter",
	"la r\xc3\xa9ponse", "la proposition", "l'option", "la", "le",
	"antwort", "die",
	"la opci\xc3\xb3n", "la respuesta", "la alternativa",
	"l'opzione", "la risposta", "l'alternativa",
	"a alternativa", "a op\xc3\xa7\xc3\xa3o", "a resposta", "a", "letra",
	/* вариант */
	"\xd0\xb2\xd0\xb0\xd1\x80\xd0\xb8\xd0\xb0\xd0\xbd\xd1\x82",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82", /* ответ */
	/* варіант */
	"\xd0\xb2\xd0\xb0\xd1\x80\xd1\x96\xd0\xb0\xd0\xbd\xd1\x82",
	"odpowied\xc5\xba", "wariant", "opcj\xc4\x99",
	"pilihan", "opsi", "jawaban",
	"\xc4\x91\xc3\xa1p \xc3\xa1n", /* đáp án */
	"ph\xc6\xb0\xc6\xa1ng \xc3\xa1n", /* phương án */
	"c\xc3\xa2u", /* câu */
	"\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad", /* ข้อ */
	"\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8"
	    "\xb7\xe0\xb8\xad\xe0\xb8\x81", /* ตัวเลือก */
	"\xe9\x80\x89\xe9\xa1\xb9", "\xe9\x81\xb8\xe9\xa0\x85", /* 选项 選項 */
	"chaguo", "jibu",
	"\xd8\xa7\xd9\x84\xd8\xae\xd9\x8a\xd8\xa7\xd8\xb1", /* الخيار */
	/* الإجابة */
	"\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7\xd8\xa8\xd8\xa9",
	NULL
};

/*
 * "Only X satisfies": the word "only" (and the option's noun after it,
 * option_noun[]) before the letter, and a verb of satisfying, with its
 * object, after it ("Only option C satisfies all the conditions.",
 * "Tylko odpowiedź C spełnia warunki zadania."); each row of only_pre[]
 * with each of satisfy[].
 */
static const char *const only_pre[] = {
	"only", "nur", "solo", "s\xc3\xb3lo", "solamente", "apenas",
	"somente", "s\xc3\xb3", "tylko", "hanya", "seule", "seul",
	"ch\xe1\xbb\x89 c\xc3\xb3", /* chỉ có */
	NULL
};
static const char *const satisfy[] = {
	" satisfies all the conditions", " satisfies all conditions",
	" satisfies every condition", " satisfies the conditions",
	" meets all the conditions", " fits", " works",
	" erf\xc3\xbcllt alle bedingungen",
	" erf\xc3\xbcllt die bedingungen",
	" cumple todas las condiciones", " cumple las condiciones",
	" soddisfa tutte le condizioni", " soddisfa le condizioni",
	" satisfaz todas as condi\xc3\xa7\xc3\xb5" "es",
	" satisfaz as condi\xc3\xa7\xc3\xb5" "es", " atende ao enunciado",
	" spe\xc5\x82nia warunki zadania", " spe\xc5\x82nia wszystkie warunki",
	" spe\xc5\x82nia warunki",
	" memenuhi syarat", " memenuhi semua syarat", " yang memenuhi syarat",
	/* thỏa mãn */
	" th\xe1\xbb\x8f" "a m\xc3\xa3n",
	" convient", " satisfait toutes les conditions",
	NULL
};

/*
 * The same, the verb first and the letter last, whole ("Условию
 * удовлетворяет только вариант B.", "La única opción que cumple todo es
 * la D.", "The only option that works is (C).").
 */
static const char *const only_last[] = {
	"the only option that works is", "the only one that works is",
	"the only option that satisfies all the conditions is",
	"la \xc3\xbanica opci\xc3\xb3n que cumple todo es",
	"la \xc3\xbanica opci\xc3\xb3n que cumple todas las condiciones es",
	/* Условию / Условиям удовлетворяет только */
	"\xd0\xa3\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd1\x8e "
	    "\xd1\x83\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xbb\xd0\xb5\xd1\x82"
	    "\xd0\xb2\xd0\xbe\xd1\x80\xd1\x8f\xd0\xb5\xd1\x82 "
	    "\xd1\x82\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe",
	"\xd0\xa3\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd1\x8f"
	    "\xd0\xbc \xd1\x83\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xbb\xd0\xb5"
	    "\xd1\x82\xd0\xb2\xd0\xbe\xd1\x80\xd1\x8f\xd0\xb5\xd1\x82 "
	    "\xd1\x82\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe",
	/* Умову задовольняє лише / тільки */
	"\xd0\xa3\xd0\xbc\xd0\xbe\xd0\xb2\xd1\x83 \xd0\xb7\xd0\xb0"
	    "\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xbd"
	    "\xd1\x8f\xd1\x94 \xd0\xbb\xd0\xb8\xd1\x88\xd0\xb5",
	"\xd0\xa3\xd0\xbc\xd0\xbe\xd0\xb2\xd1\x83 \xd0\xb7\xd0\xb0"
	    "\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xbd"
	    "\xd1\x8f\xd1\x94 \xd1\x82\xd1\x96\xd0\xbb\xd1\x8c\xd0\xba"
	    "\xd0\xb8",
	NULL
};

/* Row word w at s[i] (within n), whole: past it, else 0. */
static size_t
word_at(const char *s, size_t n, size_t i, const char *w)
{
	size_t l = strlen(w);

	if (!starts_ci(s, n, i, w))
		return 0;
	/* an ASCII word ends at a byte that is no letter ("i chooses") */
	if (l > 0 && is_alpha((unsigned char)w[l - 1]) && i + l < n &&
	    is_alpha((unsigned char)s[i + l]))
		return 0;
	return i + l;
}

/* Skip spaces from s[i]. */
static size_t
spaces(const char *s, size_t n, size_t i)
{
	while (i < n && s[i] == ' ')
		i++;
	return i;
}

/*
 * The option letter at s[i]: "(b)", "(B)", a lone capital "B", "B)";
 * its capital, with its end in *e; 0 when none (a number, "x = 3", a
 * word, a lower-case letter outside parentheses).
 */
static int
letter_at(const char *s, size_t n, size_t i, size_t *e)
{
	int c;

	if (i + 2 < n && s[i] == '(' && s[i + 2] == ')') {
		c = s[i + 1] & ~0x20;
		if (c < 'A' || c > 'J')
			return 0;
		*e = i + 3;
		return c;
	}
	if (i >= n || s[i] < 'A' || s[i] > 'J' || (i + 1 < n &&
	    (is_alpha((unsigned char)s[i + 1]) || is_digit((unsigned char)
	    s[i + 1]) || s[i + 1] == '\'')))
		return 0;
	*e = i + 1 + (i + 1 < n && s[i + 1] == ')');
	return s[i];
}

/*
 * After the letter, s[i..): the option's text as the problem p[0..pn)
 * words it (", 36", " (36)", " — 36"), ASCII case aside; past it, else
 * i unchanged.
 */
static size_t
option_restated(const char *s, size_t n, size_t i, int letter,
    const char *p, size_t pn)
{
	const char *t;
	size_t tn, j = i, k, close = 0;

	if (p == NULL || !papo_answer_option_of(p, pn, letter, &t, &tn))
		return i;
	while (tn > 0 && (t[tn - 1] == ' ' || t[tn - 1] == '\r' ||
	    t[tn - 1] == '.'))
		tn--;
	if (j < n && (s[j] == ',' || s[j] == ':'))
		j++;
	else if (starts_ci(s, n, j, " \xe2\x80\x94") ||
	    starts_ci(s, n, j, " -"))
		j += s[j + 1] == '-' ? 2 : 4;
	j = spaces(s, n, j);
	if (j < n && s[j] == '(')
		j++, close = 1;
	for (k = 0; k < tn; k++)
		if (j + k >= n || lower((unsigned char)s[j + k]) !=
		    lower((unsigned char)t[k]))
			return i;
	if (tn == 0 || j == i || (j > 0 && s[j - 1] != ' ' && !close))
		return i;
	j += tn;
	if (close && (j >= n || s[j++] != ')'))
		return i;
	return j;
}

/* Does the problem p[0..pn) list option letter (or is there none)? */
static int
listed(const char *p, size_t pn, int letter)
{
	const char *t;
	size_t tn;
	char lab[3] = { '(', (char)letter, ')' };

	if (p == NULL || pn == 0)
		return 1;
	if (papo_answer_option_of(p, pn, letter, &t, &tn) ||
	    memmem(p, pn, lab, 3) != NULL)
		return 1;
	lab[1] = (char)(letter | 0x20);
	return memmem(p, pn, lab, 3) != NULL;
}

/* Can row w start at byte c (ASCII case aside)?  A row with no words
   before the letter can start anywhere. */
static int
first_ok(const char *w, unsigned char c)
{
	unsigned char r = (unsigned char)w[0];

	if (r == '\0')
		return 1;
	if (c >= 'A' && c <= 'Z')
		c |= 0x20;
	if (r >= 'A' && r <= 'Z')
		r |= 0x20;
	return r == c;
}

/* listed(), asked once a letter a record: memo[c - 'A'] -1 unknown. */
static int
listed_once(const char *p, size_t pn, int c, signed char *memo)
{
	if (c < 'A' || c > 'J')
		return listed(p, pn, c);
	if (memo[c - 'A'] < 0)
		memo[c - 'A'] = (signed char)listed(p, pn, c);
	return memo[c - 'A'];
}

/* The statement of row r at s[i], whole: its letter and end, else 0. */
static int
chosen_at(const char *s, size_t n, size_t i, const struct choose *r,
    const char *p, size_t pn, signed char *memo, size_t *stop)
{
	size_t j, k, e;
	int c;

	if (r->pre[0] == '\0')
		j = i;
	else if ((j = word_at(s, n, i, r->pre)) == 0)
		return 0;
	j = spaces(s, n, j);
	if ((c = letter_at(s, n, j, &e)) == 0 && r->pre[0] != '\0') {
		for (k = 0; option_noun[k] != NULL; k++)
			if ((e = word_at(s, n, j, option_noun[k])) != 0 &&
			    (c = letter_at(s, n, spaces(s, n, e), &e)) != 0)
				break;
	}
	if (c == 0 || (r->post[0] == '\0' && e + 1 < n && s[e] == ' ' &&
	    s[e + 1] >= 'a' && s[e + 1] <= 'z'))
		return 0;	/* "A train leaves": a word goes on after it */
	if (r->post[0] != '\0' && !starts_ci(s, n, e, r->post))
		return 0;	/* before the problem is read: "A: 26" */
	if (!listed_once(p, pn, c, memo))
		return 0;
	if (r->post[0] != '\0')
		e += strlen(r->post);
	else
		e = option_restated(s, n, e, c, p, pn);
	if (e < n && (s[e] == '.' || s[e] == '!'))
		e++;
	else if (starts_ci(s, n, e, "\xe3\x80\x82") ||	/* 。 */
	    starts_ci(s, n, e, "\xe0\xa5\xa4"))		/* । */
		e += 3;
	if (e < n && !is_space((unsigned char)s[e]))
		return 0;	/* "I choose B and C", "B, but" */
	*stop = e;
	return c;
}

/* An "only X satisfies" statement at s[i], whole: its letter, else 0. */
static int
only_at(const char *s, size_t n, size_t i, const char *p, size_t pn,
    signed char *memo, size_t *stop)
{
	struct choose r;
	size_t k, m;
	int c;

	for (k = 0; only_pre[k] != NULL; k++) {
		if (!first_ok(only_pre[k], (unsigned char)s[i]) ||
		    word_at(s, n, i, only_pre[k]) == 0)
			continue;
		r.pre = only_pre[k];
		for (m = 0; satisfy[m] != NULL; m++) {
			r.post = satisfy[m];
			if ((c = chosen_at(s, n, i, &r, p, pn, memo,
			    stop)) != 0)
				return c;
		}
	}
	r.post = "";
	for (k = 0; only_last[k] != NULL; k++) {
		if (!first_ok(only_last[k], (unsigned char)s[i]))
			continue;
		r.pre = only_last[k];
		if ((c = chosen_at(s, n, i, &r, p, pn, memo, stop)) != 0)
			return c;
	}
	return 0;
}

/* Does a sentence start at s[i]: the response's, a line's, or after
   a sentence's end? */
static int
sentence_start(const char *s, size_t i)
{
	if (i == 0 || s[i - 1] == '\n')
		return 1;
	if (i >= 2 && s[i - 1] == ' ' && (s[i - 2] == '.' || s[i - 2] == '!'))
		return 1;
	return i >= 3 && (memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + i - 3, "\xef\xbc\x81", 3) == 0);	/* 。！ */
}

/* Could s[i] open an option's letter: "(b)", a lone capital "B"? */
static int
candidate(const char *s, size_t n, size_t i)
{
	size_t e;

	return (s[i] == '(' && i + 2 < n && s[i + 2] == ')') ||
	    (s[i] >= 'A' && s[i] <= 'J' && (i == 0 ||
	    !is_alpha((unsigned char)s[i - 1])) && letter_at(s, n, i, &e));
}

/*
 * Might problem p[0..pn) list options A, B...: an "A" standing apart
 * before ")", ".", ":", a full-width sign or after "(" or "（", or
 * "(a)"?  A cheap test of what
 * listed() reads whole: a problem that fails it lists no letter.
 */
static int
may_list(const char *p, size_t pn)
{
	const char *q = p, *e = p + pn;

	while ((q = memchr(q, 'A', (size_t)(e - q))) != NULL) {
		if (q + 1 < e && (q == p || !is_alpha((unsigned char)q[-1])) &&
		    (q[1] == ')' || q[1] == '.' || q[1] == ':' ||
		    (unsigned char)q[1] == 0xef ||
		    (unsigned char)q[1] == 0xe3 ||
		    (q > p && (q[-1] == '(' || (unsigned char)q[-1] == 0x88))))
			return 1;	/* also "A．", "A、", "（A）" */
		q++;
	}
	/* answer_stmt.c's two-byte filter: glibc's memmem sets up for
	   each call, a problem's whole text a record */
	return papo_answer_find_bytes(p, pn, "(a)", 3) != NULL;
}

/*
 * The letter first, named the right one or the answer, after one of
 * right_opens[] too: "B is the correct answer.", "(B) is correct.",
 * "So, B is the correct answer.", "B ist die richtige Antwort."
 */
static const char *const right_posts[] = { " is the correct answer",
	" is the right answer", " is the correct option",
	" is the correct choice", " is the answer", " is correct",
	" ist die richtige antwort", " ist richtig",
	" est la bonne r\xc3\xa9ponse", " es la respuesta correcta",
	" \xc3\xa9 a resposta correta", " \xc3\xa8 la risposta corretta",
	NULL };
static const char *const right_opens[] = { "so,", "so", "therefore,",
	"therefore", "thus,", "thus", "hence,", "hence", NULL };

/* A statement of right_posts[] at s[i] (after a connective of
   right_opens[] too), whole: its letter and end, else 0. */
static int
named_right_at(const char *s, size_t n, size_t i, const char *p,
    size_t pn, signed char *memo, size_t *stop)
{
	struct choose r;
	size_t k, e;
	int c;

	for (k = 0; right_opens[k] != NULL; k++)
		if (first_ok(right_opens[k], (unsigned char)s[i]) &&
		    (e = word_at(s, n, i, right_opens[k])) != 0) {
			i = spaces(s, n, e);
			break;
		}
	if (s[i] != '(' && (s[i] < 'A' || s[i] > 'J'))
		return 0;
	r.pre = "";
	for (k = 0; right_posts[k] != NULL; k++) {
		r.post = right_posts[k];
		if ((c = chosen_at(s, n, i, &r, p, pn, memo, stop)) != 0)
			return c;
	}
	return 0;
}

int
papo_answer_choice_chosen(const char *s, size_t n, const char *p,
    size_t pn, size_t *at, size_t *stop)
{
	size_t from = n > 240 ? n - 240 : 0, i, k;
	signed char memo[10];
	int c, any = 0;

	if (p != NULL && pn > 0 && !may_list(p, pn))
		return 0;	/* no letter the problem lists */
	memset(memo, -1, sizeof(memo));
	/* from the end back: a sentence is tried only when it holds a
	   letter that could be an option's (cheap; most hold none) */
	for (i = n; i-- > from;) {
		any |= candidate(s, n, i);
		if (!any || !sentence_start(s, i) ||
		    is_space((unsigned char)s[i]))
			continue;
		any = 0;
		for (k = 0; chose[k].pre != NULL; k++)
			if (first_ok(chose[k].pre, (unsigned char)s[i]) &&
			    (c = chosen_at(s, n, i, &chose[k], p, pn, memo,
			    stop)) != 0) {
				*at = i;
				return c;
			}
		if ((c = only_at(s, n, i, p, pn, memo, stop)) != 0 ||
		    (c = named_right_at(s, n, i, p, pn, memo, stop)) != 0) {
			*at = i;
			return c;
		}
	}
	return 0;
}
