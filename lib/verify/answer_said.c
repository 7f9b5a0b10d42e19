/* SPDX-License-Identifier: MIT */
/*
 * answer_said.c: final statements that give their value with no answer
 * phrase, each read in one recognised position of the response's last
 * sentence: the count that is its subject ("Six buses are required."),
 * the result after a premise ("Solving $3x = 21$ gives $x = 7$."), the
 * word its copula ends on ("so the winner is Maria."), and "no such
 * triangle exists" (No).  The finder rows of answer_find.c call these;
 * the rest of the sentence and what follows it are the frame's to judge.
 */
#include <string.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"

static int said_negated(const char *, size_t, size_t, const char *, size_t);
static size_t row_at(const char *, size_t, size_t, size_t,
    const char *const *);
static size_t count_word(const char *, size_t, size_t, struct papo_buf *);

/* Words that deny or weigh a word answer anywhere in its sentence. */
static const char *const said_negs[] = { "not", "isn't", "aren't",
	"wasn't", "neither", "nor", "never", "no", "nicht", "kein", "keine",
	"pas", "ni", "jamais", "nunca", "\xd0\xbd\xd0\xb5",
	"\xd0\xbd\xd0\xb8", "hardly", "barely", "scarcely", "roughly",
	"apparently", "supposedly", "allegedly", "seemingly", "kaum",
	"vermutlich", "angeblich", "gu\xc3\xa8re", "apparemment",
	"suppos\xc3\xa9ment", "apenas", "supuestamente", "aparentemente",
	"\xd0\xb2\xd0\xb8\xd0\xb4\xd0\xb8\xd0\xbc\xd0\xbe",	/* видимо */
	/* кажется */
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f",
	"\xd0\xb5\xd0\xb4\xd0\xb2\xd0\xb0",			/* едва */
	/* doubts and conditions the frame's rows leave to a value's tail */
	"might", "may", "could", "maybe", "perhaps", "probably", "possibly",
	"likely", "unlikely", "if", "unless", "nie", "niemals", "keineswegs",
	"vielleicht", "wahrscheinlich", "falls", "wenn", "probablement",
	"peut-\xc3\xaatre", "nullement", "sans doute", "si", "jam\xc3\xa1s",
	"quiz\xc3\xa1s", "quiz\xc3\xa1", "probablemente", "aproximadamente",
	"creo",
	/* никогда */
	"\xd0\xbd\xd0\xb8\xd0\xba\xd0\xbe\xd0\xb3\xd0\xb4\xd0\xb0",
	"\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe",
								/* возможно */
	"\xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe\xd0\xb5",
								/* наверное */
	"\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8",			/* если */
	"\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbd\xd0\xbe",
								/* вероятно */
	NULL };
/* The same in CJK, anywhere: 不 没 似(乎) 未(必) 估计 并非 可能 也许 大概
   或许 如果 除非 */
static const char *const said_cjk[] = { "\xe4\xb8\x8d", "\xe6\xb2\xa1",
	"\xe4\xbc\xbc", "\xe6\x9c\xaa", "\xe4\xbc\xb0\xe8\xae\xa1",
	"\xe5\xb9\xb6\xe9\x9d\x9e", "\xe5\x8f\xaf\xe8\x83\xbd",
	"\xe4\xb9\x9f\xe8\xae\xb8", "\xe5\xa4\xa7\xe6\xa6\x82",
	"\xe6\x88\x96\xe8\xae\xb8", "\xe5\xa6\x82\xe6\x9e\x9c",
	"\xe9\x99\xa4\xe9\x9d\x9e", NULL };

/* The end of the last sentence of s[0..n): spacing, '*' and '.' dropped. */
static size_t
said_end(const char *s, size_t a, size_t n)
{
	while (n > a && (is_space((unsigned char)s[n - 1]) ||
	    s[n - 1] == '*' || s[n - 1] == '.' || s[n - 1] == '!'))
		n--;
	if (n >= a + 3 && (memcmp(s + n - 3, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + n - 3, "\xef\xbc\x81", 3) == 0))
		n -= 3;	/* 。！ */
	return n;
}

/* Is a letter (ASCII, or any byte of a UTF-8 sequence) at s[i]? */
static int
letter(const char *s, size_t i)
{
	return papo_ascii_word_byte((unsigned char)s[i]);
}

/*
 * Does the problem p[0..pn) hold the number v[0..vn) standalone (not
 * part of a longer number)?
 */
static int
problem_number(const char *p, size_t pn, const char *v, size_t vn)
{
	const char *q = p;
	size_t i;

	if (p == NULL || vn == 0)
		return 0;
	while ((q = memmem(q, pn - (size_t)(q - p), v, vn)) != NULL) {
		i = (size_t)(q - p);
		if ((i == 0 || (!is_digit((unsigned char)p[i - 1]) &&
		    !(p[i - 1] == '.' && i > 1 && is_digit((unsigned char)
		    p[i - 2])))) && (i + vn == pn ||
		    (!is_digit((unsigned char)p[i + vn]) && !((p[i + vn] ==
		    '.' || p[i + vn] == ',') && i + vn + 1 < pn &&
		    is_digit((unsigned char)p[i + vn + 1])))))
			return 1;
		q++;
	}
	return 0;
}

/* Are the l bytes at p and w the same, ASCII case aside? */
static int
same_word(const char *p, const char *w, size_t l)
{
	size_t k;

	for (k = 0; k < l; k++)
		if (lower((unsigned char)p[k]) != lower((unsigned char)w[k]))
			return 0;
	return 1;
}

/* Does the problem p[0..pn) hold the word w[0..wn) (case aside)? */
static int
problem_word(const char *p, size_t pn, const char *w, size_t wn)
{
	size_t i;

	if (p == NULL || wn == 0)
		return 0;
	for (i = papo_pwords_next(NULL, p, pn, lower((unsigned char)w[0]), 0);
	    i != (size_t)-1 && i + wn <= pn; i = papo_pwords_next(NULL, p, pn,
	    lower((unsigned char)w[0]), i + 1))
		if ((i == 0 || !letter(p, i - 1)) && (i + wn == pn ||
		    !is_alpha((unsigned char)p[i + wn])) &&
		    same_word(p + i, w, wn))
			return 1;
	return 0;
}

/* The words that join a problem's candidates: "even or odd". */
static const char *const option_joins[] = { "or ", "oder ", "ou ", "o ",
	"\xd0\xb8\xd0\xbb\xd0\xb8 ", "\xe6\x88\x96", "\xe8\xbf\x98\xe6\x98\xaf",
	", ", "\xe3\x80\x81", NULL };

/*
 * Does the problem p[0..pn) offer the word w[0..wn) among candidates: the
 * word (case aside) with a joining word or comma right after or before
 * it ("even, odd, or neither", "gerade oder ungerade", "奇函数还是偶函数")?
 */
static int
problem_option(const char *p, size_t pn, const char *w, size_t wn)
{
	size_t i, k, l, e;

	if (p == NULL || wn == 0)
		return 0;
	for (i = 0; i + wn <= pn; i++) {
		if (!same_word(p + i, w, wn) || (i > 0 && letter(p, i - 1) &&
		    (unsigned char)w[0] < 0xe0) || (i + wn < pn &&
		    is_alpha((unsigned char)p[i + wn])))
			continue;
		for (e = i + wn; e < pn && p[e] == ' '; e++)
			;
		for (k = 0; option_joins[k]; k++) {
			l = strlen(option_joins[k]);
			if ((e + l <= pn &&
			    (starts_ci(p, pn, e, option_joins[k]) || (l > 1 &&
			    option_joins[k][l - 1] == ' ' &&
			    starts_ci(p, pn, e, option_joins[k] + 0)))) ||
			    (i >= l &&
			    starts_ci(p, i, i - l, option_joins[k])) ||
			    (i > l && option_joins[k][l - 1] == ' ' &&
			    starts_ci(p, i, i - l - 1, option_joins[k]) &&
			    p[i - 1] == ' '))
				return 1;
		}
	}
	return 0;
}

/* The number of code points in s[i..e). */
static size_t
chars(const char *s, size_t i, size_t e)
{
	size_t k, c = 0;

	for (k = i; k < e; k++)
		c += ((unsigned char)s[k] & 0xc0) != 0x80;
	return c;
}

/*
 * Does t[0..tn) hold, at a word's start, the first l bytes of w (ASCII
 * case aside)?
 */
static int
holds_stem(const char *t, size_t tn, const char *w, size_t l)
{
	size_t i;

	if (l == 0)
		return 1;	/* the empty word is held, as the scan said */
	for (i = papo_pwords_next(NULL, t, tn, lower((unsigned char)w[0]), 0);
	    i != (size_t)-1 && i + l <= tn; i = papo_pwords_next(NULL, t, tn,
	    lower((unsigned char)w[0]), i + 1))
		if ((i == 0 || !letter(t, i - 1) || (unsigned char)w[0] >=
		    0xe0) && same_word(t + i, w, l))
			return 1;
	return 0;
}

/*
 * The words a count's sentence may add that sum or place it ("7 apples
 * in total.", "7 apples altogether.", "7 apples left."), known though
 * the problem does not write them.
 */
static const char *const sum_words[] = { "total", "altogether",
	"overall", "combined", "together", "left", "remaining", "now",
	NULL };

/*
 * Is every word of s[i..e) known: three characters or fewer (a function
 * word; negations are refused apart), one of sum_words[], or written,
 * whole or its stem ("need" for "needed"), in the problem pr[0..pn) or
 * in the response before the sentence, s[0..lo)?  A CJK character must
 * be in them.
 */
static int
words_known(const char *s, size_t lo, size_t i, size_t e, const char *pr,
    size_t pn)
{
	size_t f, l, g;

	while (i < e) {
		if (!letter(s, i) || s[i] == '\xe3' || (s[i] == '\xef' &&
		    i + 1 < e && s[i + 1] == '\xbc')) {
			/* not a word: a sign, CJK punctuation (。，) */
			for (i++; i < e && ((unsigned char)s[i] & 0xc0) == 0x80;
			    i++)
				;
			continue;
		}
		if ((unsigned char)s[i] >= 0xe0 && papo_answer_dense_ends(s,
		    i, e))
			return 1;	/* "3時間必要です。": answer_dense.c's
					   ending to the sentence's end */
		if ((unsigned char)s[i] >= 0xe0) {
			/* a CJK character, alone */
			for (f = i + 1; f < e && ((unsigned char)s[f] & 0xc0) ==
			    0x80; f++)
				;
			if (!holds_stem(pr != NULL ? pr : "", pn, s + i,
			    f - i) &&
			    !holds_stem(s, lo, s + i, f - i))
				return 0;
			i = f;
			continue;
		}
		for (f = i; f < e && letter(s, f) && (unsigned char)s[f] < 0xe0;
		    f++)
			;
		if (chars(s, i, f) > 3 && !papo_frame_word_in(s, i, f,
		    sum_words)) {
			/* the stem: all but a short ending, four letters at
			   least */
			l = f - i;
			for (g = 0; g < 3 && l > 4; g++)
				l--;
			while (l < f - i && ((unsigned char)s[i + l] & 0xc0) ==
			    0x80)
				l++;
			if (!holds_stem(pr != NULL ? pr : "", pn, s + i, l) &&
			    !holds_stem(s, lo, s + i, l))
				return 0;
		}
		i = f;
	}
	return 1;
}

int
papo_frame_asked_not(const char *s, size_t i, size_t b, const char *pr,
    size_t pn)
{
	size_t e, qa, qb, k;

	if (pr == NULL || i + 5 > b || strncasecmp(s + i, "not ", 4) != 0 ||
	    (i > 0 && letter(s, i - 1)))
		return 0;
	for (e = i + 4; e < b && is_alpha((unsigned char)s[e]); e++)
		;
	if (e == i + 4)
		return 0;
	qb = papo_frame_question(pr, pn, &qa);
	for (k = qa; k + (e - i) <= qb; k++)
		if ((k == qa || !is_alpha((unsigned char)pr[k - 1])) &&
		    strncasecmp(pr + k, s + i, e - i) == 0 && (k + (e - i) ==
		    qb || !is_alpha((unsigned char)pr[k + (e - i)])))
			return 1;
	return 0;
}

/*
 * Is s[a..b) free of a negation or hedge (said_negs; but the negation
 * the question of the problem pr[0..pn) asks, pr not NULL), a
 * supposition, and of the frame's condition and doubt rows?
 */
static int
said_clean(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	size_t i;

	if (said_negated(s, a, b, pr, pn) || papo_answer_hedged(s, a, b) ||
	    papo_answer_supposed(s, a, b))
		return 0;
	for (i = a; i < b; i++)
		if (papo_answer_frame_word(s, a, b, i, PAPO_WORDS_COND) ||
		    papo_answer_frame_word(s, a, b, i, PAPO_WORDS_DOUBT))
			return 0;
	return 1;
}

size_t
papo_answer_said_stmt(const char *s, size_t a, size_t n)
{
	size_t k, tries;

	for (tries = 0; tries < 2; tries++) {
		if (tries > 0)
			a = papo_answer_last_sentence(s, n);
		if (a == 0)
			break;
		for (k = a; k < n && !is_digit((unsigned char)s[k]) &&
		    s[k] != '$'; k++)
			;
		if (k < n || count_word(s, a, n, NULL) > a)
			break;	/* it holds a value: the statement */
		n = a;
	}
	return n;
}

int
papo_answer_said_known(const char *s, size_t a, size_t n, size_t at,
    size_t stop, const char *pr, size_t pn)
{
	size_t b = said_end(s, a, n);

	(void)at;
	return said_clean(s, a, b, pr, pn) && words_known(s, a, stop, b, pr,
	    pn);
}

/* English counts in words a sentence may open with ("Six buses"). */
static const char *const count_words[] = { "one", "two", "three", "four",
	"five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
	"thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
	"nineteen", "twenty", NULL };

/*
 * A count in words at s[a] (in s[a..b)), a whole word: its value in
 * digits into out (NULL: not wanted) and where the word ends; a when
 * there is none.
 */
static size_t
count_word(const char *s, size_t a, size_t b, struct papo_buf *out)
{
	char d[4];
	size_t k, l;

	for (k = 0; count_words[k]; k++) {
		l = strlen(count_words[k]);
		if (a + l < b && starts_ci(s, b, a, count_words[k]) &&
		    !letter(s, a + l) && s[a + l] != '-') {
			d[0] = k + 1 >= 10 ? (char)('0' + (k + 1) / 10) : '\0';
			d[d[0] != '\0'] = (char)('0' + (k + 1) % 10);
			d[(d[0] != '\0') + 1] = '\0';
			if (out != NULL) {
				papo_buf_reset(out);
				papo_buf_add(out, d, strlen(d));
			}
			return a + l;
		}
	}
	return a;
}

/*
 * Where a count subject's sentence s[a..b) starts after an opening
 * clause of letters and spaces closed by a comma right before a digit
 * ("In this table, 76 is the mode.") that papo_answer_open recognises
 * whole; else a.
 */
static size_t
opened(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	char word[64];
	size_t c;

	for (c = a; c < b && (letter(s, c) || s[c] == ' '); c++)
		;
	if (c == a || c + 2 >= b || s[c] != ',' || s[c + 1] != ' ' ||
	    !is_digit((unsigned char)s[c + 2]) || c - a > 80 ||
	    papo_answer_open(s, a, c + 1, pr, pn, NULL, word,
	    sizeof(word)) != NULL)
		return a;
	return c + 2;
}

/* A condition of the problem's own before a statement: a premise
   given, no doubt (answer_impl.h). */
size_t
papo_answer_given_condition(const char *s, size_t a, size_t b,
    const char *pr, size_t pn)
{
	static const char *const ifs[] = { "if", NULL };
	const char *q;
	size_t c;

	if (pr == NULL || row_at(s, a, b, a, ifs) == 0 ||
	    (q = memchr(s + a, ',', b - a)) == NULL)
		return a;
	c = (size_t)(q - s);
	if (c - a < 8 || !papo_frame_in_problem(pr, pn, NULL, s, a, c))
		return a;
	for (c++; c < b && s[c] == ' '; c++)
		;
	return c;
}

static int
count_subject(const char *s, size_t a, size_t n, const char *pr,
    size_t pn, struct papo_buf *out, size_t *at, size_t *stop)
{
	size_t b, i, k, x, y;
	int w;

	b = said_end(s, a, n);
	a = papo_answer_given_condition(s, a, b, pr, pn);
	for (i = a; i < b && letter(s, i); i = k) {
		/* "Probably 6 buses", "nunca 6 autobuses": a count denied or
		   doubted before it */
		if (row_at(s, a, b, i, said_negs) == 0)
			break;
		for (k = i; k < b && (letter(s, k) || s[k] == ' '); k++)
			;
		if (k < b && is_digit((unsigned char)s[k]))
			return -1;
	}
	i = a;
	if ((k = count_word(s, a, b, out)) > a) {
		/* "Six buses are required": the count in words */
		w = 1;
		goto noun;
	}
	for (k = i; k < b && (is_digit((unsigned char)s[k]) || (k > i &&
	    (s[k] == '.' || s[k] == ',') && k + 1 < b &&
	    is_digit((unsigned char)s[k + 1]))); k++)
		;
	if (k == i || (k - i == 1 && s[i] == '0'))
		return 0;
	if (k < b && s[k] == '%')
		k++;
	w = 0;
noun:
	/* a noun after it ("6 buses", "35% of", "12 runners") */
	if (k + 1 >= b || !((s[k] == ' ' && letter(s, k + 1)) ||
	    (unsigned char)s[k] >= 0xe0))
		return 0;	/* "6辆车": a measure word, no space */
	/* a value with its unit or noun alone ("4 apples", "28 percent")
	   is the last statement's */
	for (x = k + 1; x < b && s[x] != ' '; x++)
		;
	if (x >= b && s[k] == ' ')
		return 0;
	/* no other value in the sentence but a label ("runner #5") */
	if (memchr(s + k, '?', n - k) != NULL)
		return -1;	/* "6 buses?", "...for the trip?!" */
	for (x = k; x < b; x++) {
		if (s[x] == '$' || s[x] == '\\' || s[x] == '=' || s[x] == '\n')
			return 0;
		if (is_digit((unsigned char)s[x]) && s[x - 1] != '#' &&
		    !is_digit((unsigned char)s[x - 1]))
			return 0;
	}
	if (w) {
		*at = a;
		*stop = k;
		return problem_number(pr, pn, out->s, out->len) ? -1 : 1;
	}
	/* a number of the problem restated is a premise, not the answer */
	if (problem_number(pr, pn, s + i, k - i - (s[k - 1] == '%')))
		return -1;
	if (!papo_answer_last_number(s, i, k, out, &x, &y) || x != i)
		return 0;
	*at = i;
	*stop = k;
	return 1;
}

int
papo_answer_count_subject(const char *s, size_t a, size_t n, const char *pr,
    size_t pn, struct papo_buf *out, size_t *at, size_t *stop)
{
	int r = count_subject(s, a, n, pr, pn, out, at, stop);
	size_t o;

	if (r != 0 || (o = opened(s, a, said_end(s, a, n), pr, pn)) == a)
		return r;
	/* "In this table, 76 is the mode.": read after its opening clause,
	   a count subject or nothing (the other finders decide) */
	return count_subject(s, o, n, pr, pn, out, at, stop) == 1;
}

/*
 * The words that open a sentence on a premise ("Solving ...", "From
 * ..."), and the words after which its result follows ("gives", "we
 * get"), per language: en, de, fr, es, ru, zh.
 */
static const char *const premise_open[] = { "solving", "from",
	"substituting", "plugging", "setting", "aus", "durch l\xc3\xb6sen",
	"l\xc3\xb6sen von", "einsetzen", "en r\xc3\xa9solvant", "de",
	"\xc3\xa0 partir de", "en substituant", "en rempla\xc3\xa7" "ant",
	"resolviendo", "al resolver", "a partir de", "sustituyendo",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb0\xd1\x8f",		/* решая */
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb8\xd0\xb2",		/* решив */
	"\xd0\xb8\xd0\xb7", "\xd0\x98\xd0\xb7",		/* из, Из */
	"\xd0\xa0\xd0\xb5\xd1\x88\xd0\xb0\xd1\x8f",		/* Решая */
	"\xd0\xa0\xd0\xb5\xd1\x88\xd0\xb8\xd0\xb2",		/* Решив */
	"\xd0\x9f\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb"
	"\xd1\x8f\xd1\x8f",					/* Подставляя */
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb"
	"\xd1\x8f\xd1\x8f",					/* подставляя */
	"\xe7\x94\xb1",						/* 由 */
	"\xe8\xa7\xa3",						/* 解 */
	"\xe4\xbb\xa3\xe5\x85\xa5",				/* 代入 */
	NULL };
static const char *const premise_result[] = { "gives", "yields",
	"we get", "we obtain", "we find", "one gets", "results in",
	"leads to", "ergibt", "ergibt sich", "erhalten wir", "bekommen wir",
	"liefert", "donne", "on obtient", "nous obtenons", "on trouve",
	"obtenemos", "se obtiene", "resulta", "da",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5\xd0\xbc",
								/* получаем */
	"\xd0\xb4\xd0\xb0\xd1\x91\xd1\x82",			/* даёт */
	"\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82",			/* дает */
	"\xd0\xbd\xd0\xb0\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbc",
								/* находим */
	"\xe5\x8f\xaf\xe5\xbe\x97",				/* 可得 */
	"\xe8\xa7\xa3\xe5\xbe\x97",				/* 解得 */
	"\xe5\xbe\x97\xe5\x88\xb0",				/* 得到 */
	"\xe5\xbe\x97",						/* 得 */
	NULL };

/* The longest row of list w at s[i..b), a whole word (CJK: any), or 0. */
static size_t
row_at(const char *s, size_t a, size_t b, size_t i, const char *const *w)
{
	size_t k, l, best = 0;

	if (i >= b || (i > a && is_alpha((unsigned char)s[i - 1])))
		return 0;
	for (k = 0; w[k]; k++) {
		/* the first byte first, before strlen: most rows end here */
		if ((unsigned char)w[k][0] != (unsigned char)lower(
		    (unsigned char)s[i]))
			continue;
		l = strlen(w[k]);
		if (l <= best || i + l > b || !starts_ci(s, b, i, w[k]))
			continue;
		if ((unsigned char)w[k][0] < 0xe0 && i + l < b &&
		    letter(s, i + l))
			continue;	/* not a whole word */
		best = l;
	}
	return best;
}

/*
 * A value at s[v..b): a math span, a number, or "x = 5" written plainly;
 * its end, or v when there is none.
 */
static size_t
value_span(const char *s, size_t v, size_t b)
{
	const char *q;
	size_t k = v;

	if (s[v] == '$' && v + 1 < b && s[v + 1] != '$') {
		q = memchr(s + v + 1, '$', b - v - 1);
		return q == NULL ? v : (size_t)(q - s) + 1;
	}
	if (s[v] == '\\' && v + 1 < b && s[v + 1] == '(') {
		q = memmem(s + v + 2, b - v - 2, "\\)", 2);
		return q == NULL ? v : (size_t)(q - s) + 2;
	}
	if (is_alpha((unsigned char)s[k]) && k + 1 < b &&
	    !is_alpha((unsigned char)s[k + 1])) {
		/* "x = 5", "x=5" */
		k++;
		while (k < b && s[k] == ' ')
			k++;
		if (k >= b || s[k] != '=')
			return v;
		k++;
		while (k < b && s[k] == ' ')
			k++;
	}
	if (k < b && s[k] == '-')
		k++;
	if (k >= b || !is_digit((unsigned char)s[k]))
		return v;
	while (k < b && (is_digit((unsigned char)s[k]) || ((s[k] == '.' ||
	    s[k] == '/') && k + 1 < b && is_digit((unsigned char)s[k + 1]))))
		k++;
	return k < b && letter(s, k) && (unsigned char)s[k] < 0x80 ? v : k;
}

/*
 * The words a premise may hold besides its math: what names an equation
 * or its parts, per language; any other word must be the problem's.
 */
static const char *const premise_words_ok[] = { "the", "equation",
	"equations", "this", "these", "it", "both", "sides", "side", "for",
	"and", "system", "first", "second", "last", "above", "previous",
	"into", "of", "with", "by", "in", "we", "die", "der", "den",
	"gleichung",
	"l'\xc3\xa9quation", "la", "le", "les", "\xc3\xa9quation", "el",
	"ecuaci\xc3\xb3n", "sistema",
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8"
	"\xd1\x8f",						/* уравнения */
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8"
	"\xd0\xb5",						/* уравнение */
	"\xe6\x96\xb9\xe7\xa8\x8b",				/* 方程 */
	NULL };

/*
 * Is the premise s[a..b) math, numbers and the words of premise_words_ok,
 * one-letter variables or words of the problem pr[0..pn)?
 */
static int
premise_words(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	size_t i = a, e, l;

	while (i < b) {
		if (s[i] == '$' || s[i] == '\\') {
			if ((e = value_span(s, i, b)) == i)
				return 0;
			i = e;
			continue;
		}
		if (!letter(s, i)) {
			i++;
			continue;
		}
		for (e = i; e < b && (letter(s, e) || s[e] == '\''); e++)
			;
		l = row_at(s, a, b, i, premise_words_ok);
		if (e - i > 1 && l != e - i && !problem_word(pr, pn, s + i,
		    e - i))
			return 0;
		i = e;
	}
	return 1;
}

int
papo_answer_premise_result(const char *s, size_t a, size_t n, const char *pr,
    size_t pn, struct papo_buf *out, size_t *at, size_t *stop)
{
	size_t b, i, l, o, r = 0, v, e;

	b = said_end(s, a, n);
	if (a >= b || (o = row_at(s, a, b, a, premise_open)) == 0)
		return 0;
	/* the last result row after the premise, outside math */
	for (i = a + o, l = 0; i < b; i++) {
		if (s[i] == '$' || (s[i] == '\\' && i + 1 < b &&
		    s[i + 1] == '(')) {
			e = value_span(s, i, b);
			if (e == i)
				return 0;	/* unclosed math */
			i = e - 1;
			continue;
		}
		if ((e = row_at(s, a, b, i, premise_result)) != 0 &&
		    i > a + 2) {
			l = e;
			r = i + l;
			i = r - 1;
		}
	}
	if (r == 0)
		return 0;
	if (!premise_words(s, a + o, r - l, pr, pn))
		return -1;	/* "From 2x = 10 hardly we get" */
	for (v = r; v < b && (s[v] == ' ' || s[v] == ',' || s[v] == ':');
	    v++)
		;
	/* the value: math, a number, "x = 5" */
	if (v >= b || (e = value_span(s, v, b)) == v)
		return -1;
	papo_buf_reset(out);
	if (s[v] == '$')
		papo_buf_add(out, s + v + 1, e - v - 2);
	else if (s[v] == '\\')
		papo_buf_add(out, s + v + 2, e - v - 4);
	else
		papo_buf_add(out, s + v, e - v);
	if (out->len == 0)
		return 0;
	*at = v;
	*stop = e;
	return 1;
}

/* Copulas a word answer may follow ("the winner is Maria"), per language. */
static const char *const copulas[] = { "is", "are", "was", "ist", "sind",
	"est", "sont", "es", "son",
	"\xd1\x8f\xd0\xb2\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f",
								/* является */
	NULL };
/*
 * Is the reference r[0..rn) text: words of letters only ("\\text{even}",
 * "Maria"), no digit, no math but \\text{}?
 */
static int
text_reference(const char *r, size_t rn)
{
	size_t i, letters = 0;

	if (r == NULL || rn == 0 || rn > 64)
		return 0;
	for (i = 0; i < rn; i++) {
		if (starts_ci(r, rn, i, "\\text{")) {
			i += 5;
			continue;
		}
		if (letter(r, i))
			letters++;
		else if (strchr(" -'{}$", r[i]) == NULL)
			return 0;
	}
	return letters >= 2;
}

/* Does s[a..b) hold a word of said_negs, or a CJK negation (不, 没)? */
static int
said_negated(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	size_t i, k;

	for (i = a; i < b; i++) {
		if (papo_frame_asked_not(s, i, b, pr, pn)) {
			i += 3;	/* "40 cows were not sold." for "How many
				   cows were not sold?" */
			continue;
		}
		if (row_at(s, a, b, i, said_negs) != 0)
			return 1;
		for (k = 0; (unsigned char)s[i] >= 0xe0 && said_cjk[k]; k++)
			if (starts_ci(s, b, i, said_cjk[k]))
				return 1;
		if (s[i] == '?' || (s[i] == 'n' && starts_ci(s, b, i, "n't")))
			return 1;
	}
	return 0;
}

int
papo_answer_word_said(const char *s, size_t a, size_t n, const char *pr,
    size_t pn, const char *ref, size_t rn, struct papo_buf *out, size_t *at,
    size_t *stop)
{
	size_t b, wa, wb, c = 0, k;
	long q;

	b = said_end(s, a, n);
	wb = b;
	if ((q = papo_answer_last_of(s + a, b - a, "\xe6\x98\xaf")) >= 0) {
		/* "所以获胜者是玛丽亚": the CJK word after the last 是 */
		wa = a + (size_t)q + 3;
		while (wa + 1 < wb && s[wa] == '*' && s[wa + 1] == '*')
			wa += 2;
		if (wb <= wa || wb - wa > 12)
			return 0;
		for (k = wa; k < wb; k++)
			if ((unsigned char)s[k] < 0x80 || (k + 1 < wb &&
			    (((unsigned char)s[k] == 0xef && (unsigned char)
			    s[k + 1] == 0xbc) || ((unsigned char)s[k] == 0xe3 &&
			    (unsigned char)s[k + 1] == 0x80))))
				return 0;
	} else {
		for (wa = wb; wa > a && (letter(s, wa - 1) ||
		    (s[wa - 1] == '-' && wa - 1 > a && letter(s, wa - 2)));
		    wa--)
			;
		if (wa == wb || wa >= wb || wb - wa > 40)
			return 0;
		k = wa;
		if (k >= a + 2 && s[k - 1] == '*' && s[k - 2] == '*')
			k -= 2;
		if (k == a || s[k - 1] != ' ')
			return 0;
		k--;
		for (c = k; c > a && s[c - 1] != ' '; c--)
			;
		if (row_at(s, c, k, c, copulas) != k - c)
			return 0;
	}
	/* a recognised answer word: the reference is text, or the
	   problem offers it among its candidates ("even or odd") */
	if (!text_reference(ref, rn) && !problem_option(pr, pn, s + wa,
	    wb - wa))
		return 0;
	if (!said_clean(s, a, b, NULL, 0))
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s + wa, wb - wa);
	*at = wa;
	*stop = wb;
	return 1;
}

/*
 * "No such triangle exists" and its forms: a prefix and a suffix with
 * one to four words of a noun between them (none for a CJK row).
 */
static const struct none_row {
	const char *pre, *suf;
} none_rows[] = {
	{ "no such ", " exists" }, { "no such ", " exist" },
	{ "there is no such ", "" }, { "there are no such ", "" },
	{ "there exists no such ", "" }, { "such a ", " does not exist" },
	{ "es gibt kein solches ", "" }, { "es gibt keine solche ", "" },
	{ "es gibt keinen solchen ", "" },
	{ "ein solches ", " existiert nicht" },
	{ "eine solche ", " existiert nicht" },
	{ "ein solcher ", " existiert nicht" },
	{ "il n'existe pas de tel ", "" }, { "il n'existe pas de telle ", "" },
	{ "il n'existe aucun ", "" }, { "il n'existe aucune ", "" },
	{ "un tel ", " n'existe pas" }, { "une telle ", " n'existe pas" },
	{ "no existe tal ", "" }, { "no existe ning\xc3\xban ", "" },
	{ "no existe ninguna ", "" }, { "no hay tal ", "" },
	/* такого / такой ... не существует, не существует такого */
	{ "\xd1\x82\xd0\xb0\xd0\xba\xd0\xbe\xd0\xb3\xd0\xbe ",
	  " \xd0\xbd\xd0\xb5 \xd1\x81\xd1\x83\xd1\x89\xd0\xb5\xd1\x81\xd1\x82"
	  "\xd0\xb2\xd1\x83\xd0\xb5\xd1\x82" },
	{ "\xd0\xa2\xd0\xb0\xd0\xba\xd0\xbe\xd0\xb3\xd0\xbe ",
	  " \xd0\xbd\xd0\xb5 \xd1\x81\xd1\x83\xd1\x89\xd0\xb5\xd1\x81\xd1\x82"
	  "\xd0\xb2\xd1\x83\xd0\xb5\xd1\x82" },
	{ "\xd1\x82\xd0\xb0\xd0\xba\xd0\xbe\xd0\xb9 ",
	  " \xd0\xbd\xd0\xb5 \xd1\x81\xd1\x83\xd1\x89\xd0\xb5\xd1\x81\xd1\x82"
	  "\xd0\xb2\xd1\x83\xd0\xb5\xd1\x82" },
	{ "\xd0\xbd\xd0\xb5 \xd1\x81\xd1\x83\xd1\x89\xd0\xb5\xd1\x81\xd1\x82"
	  "\xd0\xb2\xd1\x83\xd0\xb5\xd1\x82 \xd1\x82\xd0\xb0\xd0\xba\xd0\xbe"
	  "\xd0\xb3\xd0\xbe ", "" },
	{ "\xd0\x9d\xd0\xb5 \xd1\x81\xd1\x83\xd1\x89\xd0\xb5\xd1\x81\xd1\x82"
	  "\xd0\xb2\xd1\x83\xd0\xb5\xd1\x82 \xd1\x82\xd0\xb0\xd0\xba\xd0\xbe"
	  "\xd0\xb3\xd0\xbe ", "" },
	/* 不存在这样的 ..., 这样的 ... 不存在 */
	{ "\xe4\xb8\x8d\xe5\xad\x98\xe5\x9c\xa8\xe8\xbf\x99\xe6\xa0\xb7"
	  "\xe7\x9a\x84", "" },
	{ "\xe8\xbf\x99\xe6\xa0\xb7\xe7\x9a\x84",
	  "\xe4\xb8\x8d\xe5\xad\x98\xe5\x9c\xa8" },
	{ NULL, NULL }
};

/* What every row holds, one of: such, solch, existe, hay tal, tel,
   telle, существ(ует), 存在. */
static const char *const none_keys[] = { "such", "solch", "existe",
	"hay tal", " tel ", " telle ",
	"\xd1\x81\xd1\x83\xd1\x89\xd0\xb5\xd1\x81\xd1\x82",
	"\xe5\xad\x98\xe5\x9c\xa8", NULL };

/*
 * What may stand before it in its sentence: a conclusion ("we conclude
 * that", "so", "daher", "donc", "por lo tanto", "поэтому", "所以"), a
 * clause before that, or nothing.
 */
static const char *const none_leads[] = { "so ", "so, ", "thus ", "thus, ",
	"hence ", "hence, ", "therefore ", "therefore, ", "we conclude that ",
	"it follows that ", "consequently, ", "in conclusion, ", "also ",
	"daher ", "somit ", "folglich ", "donc ", "ainsi, ", "donc, ",
	"por lo tanto, ", "por tanto, ", "as\xc3\xad que ", "entonces ",
	"\xd0\xbf\xd0\xbe\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 ",
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb8\xd1\x82, ",
	"\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82"
	"\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe, ",
	/* Поэтому */
	"\xd0\x9f\xd0\xbe\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 ",
	/* Значит, */
	"\xd0\x97\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb8\xd1\x82, ",
	/* Следовательно, */
	"\xd0\xa1\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82"
	"\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe, ",
	"\xe6\x89\x80\xe4\xbb\xa5", "\xe5\x9b\xa0\xe6\xad\xa4",	/* 所以 因此 */
	"\xe6\x89\x80\xe4\xbb\xa5\xef\xbc\x8c",			/* 所以， */
	"\xe5\x9b\xa0\xe6\xad\xa4\xef\xbc\x8c",			/* 因此， */
	"\xe6\x95\x85", NULL };

/* Words that open a clause of their own, never part of a noun. */
static const char *const none_clause[] = { "for", "if", "when", "with",
	"in", "on", "at", "by", "as", "unless", "except", "f\xc3\xbcr", "wenn",
	"pour", "para", "si", "\xd0\xb4\xd0\xbb\xd1\x8f",
	"\xd0\xbf\xd1\x80\xd0\xb8", NULL };

/* Is s[x..y) a noun of one to four words (CJK: up to eight characters)? */
static int
none_noun(const char *s, size_t x, size_t y, int cjk)
{
	size_t i, words = 1;

	if (x >= y || (cjk && y - x > 24))
		return 0;
	for (i = x; !cjk && i < y; i++)
		if ((i == x || s[i - 1] == ' ') && row_at(s, x, y, i,
		    none_clause) != 0)
			return 0;	/* "triangle for odd n" */
	for (i = x; i < y; i++) {
		if (cjk ? (unsigned char)s[i] < 0x80 : !(letter(s, i) ||
		    s[i] == '-' || s[i] == ' '))
			return 0;
		if (s[i] == ' ' && ++words > 4)
			return 0;
	}
	return s[x] != ' ' && s[y - 1] != ' ';
}

const char *
papo_answer_none_exists(const char *s, size_t a, size_t n, const char *pr,
    size_t pn, size_t *at, size_t *stop)
{
	size_t b, p, pl, sl, k, l;
	const struct none_row *r;
	int cjk;

	b = said_end(s, a, n);
	for (k = 0; none_keys[k]; k++)
		if (papo_answer_find_bytes(s + a, b - a, none_keys[k],
		    strlen(none_keys[k])) != NULL)
			break;
	if (none_keys[k] == NULL)
		return NULL;	/* no row can match: the common case */
	for (r = none_rows; r->pre != NULL; r++) {
		pl = strlen(r->pre);
		sl = strlen(r->suf);
		cjk = (unsigned char)r->pre[0] >= 0xe0;
		for (p = a; p + pl + sl < b; p++) {
			if (!starts_ci(s, b, p, r->pre) || (p > a && letter(s,
			    p - 1) && !cjk) || (sl > 0 && !starts_ci(s, b,
			    b - sl, r->suf)) || !none_noun(s, p + pl, b - sl,
			    cjk))
				continue;
			if (p == a)
				break;
			for (k = 0; none_leads[k]; k++) {
				l = strlen(none_leads[k]);
				if (p >= a + l && starts_ci(s, p, p - l,
				    none_leads[k]) && (p - l == a ||
				    !letter(s, p - l - 1)))
					break;
			}
			if (none_leads[k] != NULL)
				break;
		}
		if (p + pl + sl < b)
			break;
	}
	/* the row itself denies: the words before it must not */
	if (r->pre == NULL || !said_clean(s, a, p, NULL, 0) ||
	    papo_answer_supposed(s, a, b) || memchr(s + a, '?', b - a) != NULL)
		return NULL;
	/* the noun, and nothing else: its words after the first of the
	   problem or the response, no second negation, hedge or doubt */
	for (k = p + pl; !cjk && k < b - sl && letter(s, k); k++)
		;	/* its first word is the noun ("no such triangle") */
	if (!said_clean(s, p + pl, b - sl, NULL, 0) || !words_known(s, a, k,
	    b - sl, pr, pn))
		return NULL;
	*at = p;
	*stop = b;
	return "No";
}
