/* SPDX-License-Identifier: MIT */
/*
 * answer_tail.c: the sentences after a final answer, recognised one by
 * one (a closing remark, the value restated, formatting, an end token);
 * keys grading an answer; another answer offered after it.
 */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/* --explain's names of what follows an answer; told apart by address. */
static const char at_end[] = "end", its_sentence[] = "its sentence";

enum papo_why_follow
papo_answer_follow(const char *row)
{
	return row == at_end ? PAPO_FOLLOW_END : row == its_sentence ?
	    PAPO_FOLLOW_SENTENCE : PAPO_FOLLOW_OTHER;
}

/* Skip what closes the answer's math: "\\)", "$", "**", "}", spacing. */
static size_t
skip_closers(const char *s, size_t i, size_t n)
{
	static const char *const fmt[] = { "\\)", "\\]", "$", "*", "}",
	    " ", "\t", "\\quad", "\\,", "\\;", NULL };

	return papo_frame_skip_all(s, i, n, fmt, 0);
}

size_t
papo_frame_two_words(const char *s, size_t i, size_t n)
{
	int w = 0;

	while (i < n && w < 2) {
		while (i < n && !is_alpha((unsigned char)s[i]) && s[i] != '\n')
			i++;
		while (i < n && is_alpha((unsigned char)s[i]))
			i++;
		w++;
	}
	return i;
}

/*
 * Does a stop that ends a sentence start at s[i] (s[i..n) the text)?  A
 * line's end, '!', ';', a '.' before a space or the end, 。, । and ॥
 * (Bengali, Hindi) stop every sentence; PAPO_STOP_LOOSE, the end of a
 * short closing remark (answer_close.c), stops at any '.', at '?' and
 * at CJK's full-width ！ and ？ too.
 */
int
papo_frame_abbrev_unit(const char *s, size_t i, size_t n)
{
	size_t a = i, len;

	if (i == 0 || !((unsigned char)s[i - 1] & 0x80) || i + 2 >= n ||
	    s[i + 1] != ' ' || !((unsigned char)s[i + 2] & 0x80))
		return 0;	/* the cheap test: a letter not ASCII on
				   both sides */
	while (a > 0 && i - a < 24 && s[a - 1] != ' ' && s[a - 1] != '\n')
		a--;
	return memchr(s + a, '.', i - a) != NULL &&
	    papo_unit_foreign(s + a, i + 1 - a, &len) != NULL &&
	    len == i + 1 - a;
}

/*
 * Is the '.' at s[i] a title's before a name ("Mrs. Cruz", "Dr. Lee"):
 * a capital's word of titles[] right before it, a space and a capital
 * after it?  A title stands before a name, no sentence ends on it.
 */
static int
title_abbrev(const char *s, size_t i, size_t n)
{
	static const char *const titles[] = { "Mr", "Mrs", "Ms", "Dr",
	    "Prof", "Mt", "Messrs", NULL };
	size_t a = i, k;

	if (i + 2 >= n || s[i + 1] != ' ' || !(s[i + 2] >= 'A' && s[i + 2] <=
	    'Z'))
		return 0;
	while (a > 0 && i - a < 6 && is_alpha((unsigned char)s[a - 1]))
		a--;
	if (a == i || !(s[a] >= 'A' && s[a] <= 'Z') || (a > 0 &&
	    is_alpha((unsigned char)s[a - 1])))
		return 0;
	for (k = 0; titles[k] != NULL; k++)
		if (strlen(titles[k]) == i - a && memcmp(s + a, titles[k],
		    i - a) == 0)
			return 1;
	return 0;
}

int
papo_frame_stop_at(const char *s, size_t i, size_t n, unsigned how)
{
	unsigned char c = (unsigned char)s[i];

	if (c == '\n' || c == '!' || c == ';' || (c == '.' &&
	    (i + 1 == n || is_space((unsigned char)s[i + 1])) &&
	    !papo_frame_abbrev_unit(s, i, n) && !title_abbrev(s, i, n)))
		return 1;
	if ((how & PAPO_STOP_LOOSE) && (c == '.' || c == '?'))
		return 1;
	if (i + 2 >= n)
		return 0;
	if ((c == 0xe3 && (unsigned char)s[i + 1] == 0x80 &&
	    (unsigned char)s[i + 2] == 0x82) ||	/* 。 */
	    (c == 0xe0 && (unsigned char)s[i + 1] == 0xa5 &&
	    ((unsigned char)s[i + 2] == 0xa4 ||
	    (unsigned char)s[i + 2] == 0xa5)))	/* । ॥ */
		return 1;
	return (how & PAPO_STOP_LOOSE) && c == 0xef &&
	    (unsigned char)s[i + 1] == 0xbc &&
	    ((unsigned char)s[i + 2] == 0x81 ||
	    (unsigned char)s[i + 2] == 0x9f);	/* ！ ？ */
}

/* Where the sentence that goes on at s[i] stops (papo_frame_stop_at). */
size_t
papo_frame_sentence_stop(const char *s, size_t i, size_t n)
{
	while (i < n && !papo_frame_stop_at(s, i, n, 0))
		i++;
	return i;
}

/*
 * Is s[i..n) an English word in no row right after the value, the noun
 * it counts ("40 girls who are not in the club")?  A negation in the
 * noun's phrase describes what is counted, not the answer.
 */
static int
counted_noun(const char *s, size_t i, size_t n)
{
	const struct papo_frame_index *x;
	const struct row *r;
	size_t e = i;
	unsigned c, k, j;

	while (e < n && (is_alpha((unsigned char)s[e]) || s[e] == '\''))
		e++;
	if (e - i < 2 || (e < n && papo_frame_word_letter((unsigned char)s[e]))
	    || !is_alpha((unsigned char)s[i]) || memchr(s + i, '\'', e - i))
		return 0;
	/* the frame's rows (kinds up to R_ON), not the lists: only those
	   of the word's first letter, by the index of kind and first byte */
	x = papo_frame_index();
	c = (unsigned char)lower((unsigned char)s[i]);
	for (k = R_LEAD; k <= R_ON; k++)
		for (j = x->kf_at[k * 256 + c]; j < x->kf_at[k * 256 + c + 1];
		    j++) {
			r = &papo_frame_rows[x->by_kfirst[j]];
			if (r->len == e - i && starts_ci(s, e, i, r->w))
				return 0;
		}
	return 1;
}

/*
 * The sentences after an answer are recognised one by one
 * (papo_answer_tail): a closing remark (every word a row of kind
 * R_CLOSE, of one language), the same value restated (in the words of
 * the closing rows or of the problem), formatting, or a chat template's
 * end token.  Anything else is not recognised.
 */
enum said {
	S_NONE,		/* formatting only */
	S_CLOSE,	/* a closing remark */
	S_SAME,		/* the answer's value restated */
	S_END,		/* an end token: the response ends */
	S_WORD,		/* a word or symbol not recognised */
	S_VALUE,	/* another value */
	S_DENIED,	/* the answer's value denied ("not 4") */
	S_MIXED		/* closing words of no one language */
};

/* Closing remarks per language, for --explain (papo_frame_langs[] order). */
/*
 * Is s[i] (in s[..b)), the answer being an option's letter, a capital
 * A to J standing alone before the sentence's end or its punctuation
 * ("Resposta final: A", "(C)."), an option's letter: never the article
 * "A" or "a" of a word that follows ("A questão"), so another option's
 * letter is no closing remark's word?
 */
static int
lone_option(const struct tail *t, const char *s, size_t i, size_t b)
{
	return t->letter != 0 && s[i] >= 'A' && s[i] <= 'J' && (i == 0 ||
	    !is_alpha((unsigned char)s[i - 1])) && (i + 1 == b ||
	    strchr(".,;!)*\n", s[i + 1]) != NULL);
}

static const char *const closing_row[] = { "closing remark, en",
	"closing remark, zh", "closing remark, ja", "closing remark, ko",
	"closing remark, fr", "closing remark, de", "closing remark, es",
	"closing remark, it", "closing remark, pt", "closing remark, ru",
	"closing remark, th", "closing remark, bn", "closing remark, sw",
	"closing remark, te", "closing remark, hi", "closing remark, ar",
	"closing remark, id", "closing remark, vi", "closing remark, pl",
	"closing remark, uk", "closing remark, tr" };

/*
 * The key a value is compared by: s[0..n) without spacing, dollar
 * signs, braces, markdown's '*' around it, \\boxed, \\text, thin spaces, a
 * thousands comma or a final '.', ASCII lowercased, into k (size ks); its
 * length, or 0 when it does not fit or is empty.
 */
size_t
papo_frame_value_key(const char *s, size_t n, char *k, size_t ks)
{
	static const char *const drop[] = { "\\boxed", "\\text", "\\mathrm",
	    "\\displaystyle", "\\left", "\\right", "\\,", "\\!", "\\;",
	    "\\ ", NULL };
	size_t i = 0, m = 0, j, l = 0;
	unsigned char c;

	/* markdown's bold or italics around the value ("**32**.") */
	while (n > 0 && (s[n - 1] == '*' || s[n - 1] == '.'))
		n--;
	while (i < n && s[i] == '*')
		i++;
	while (i < n) {
		for (j = 0; drop[j] != NULL; j++) {
			if (drop[j][0] != s[i])
				continue;	/* the first byte first */
			l = strlen(drop[j]);
			if (n - i >= l && memcmp(s + i, drop[j], l) == 0)
				break;
		}
		if (drop[j] != NULL) {
			i += l;
			continue;
		}
		if (n - i >= 3 && memcmp(s + i, "\xe3\x80\x82", 3) == 0) {
			i += 3;	/* 。 */
			continue;
		}
		c = (unsigned char)s[i++];
		if (c == '<')
			break;	/* "4。 <eoe>": an end token */
		if (c == '\\' && n - i >= 5 && (s[i] == 'd' || s[i] == 't') &&
		    memcmp(s + i + 1, "frac", 4) == 0)
			i++;	/* "\\dfrac", "\\tfrac": "\\frac" */
		if (is_space(c) || c == '$' || c == '{' || c == '}')
			continue;
		if (c == ',' && m > 0 && is_digit((unsigned char)k[m - 1]) &&
		    n - i >= 3 && is_digit((unsigned char)s[i]) &&
		    is_digit((unsigned char)s[i + 1]) &&
		    is_digit((unsigned char)s[i + 2]) && (n - i == 3 ||
		    !is_digit((unsigned char)s[i + 3])))
			continue;	/* "43,000" */
		if (m + 1 >= ks)
			return 0;
		k[m++] = (char)lower(c);
	}
	while (m > 0 && k[m - 1] == '.')
		m--;
	k[m] = '\0';
	return m;
}

/*
 * The key (papo_frame_value_key) of option l's text in the problem
 * ("D. $-\\frac{3}{5}$", "B)Rs. 1680"), into k (size ks): its length, or 0 when
 * the problem lists no such option.
 */
static size_t
option_key(const struct tail *t, char l, char *k, size_t ks)
{
	const char *p = t->p;
	size_t i, a, e;

	for (i = 0; p != NULL && i + 2 < t->pn; i++) {
		if (p[i] != l || (i > 0 && !is_space((unsigned char)p[i - 1]) &&
		    p[i - 1] != '('))
			continue;
		a = i + 1;
		if (p[a] == '.' || p[a] == ')' || p[a] == ':')
			a++;
		else if (t->pn - a >= 3 && (memcmp(p + a, "\xef\xbc\x8e", 3) ==
		    0 || memcmp(p + a, "\xe3\x80\x81", 3) == 0))
			a += 3;	/* "D．", "D、" */
		else
			continue;
		for (e = a; e < t->pn && p[e] != '\n'; e++)
			if (e > a + 1 && p[e - 1] == ' ' && p[e] >= 'A' &&
			    p[e] <= 'J' && e + 1 < t->pn && (p[e + 1] == '.' ||
			    p[e + 1] == ')'))
				break;	/* "A. 1  B. 2" on one line */
		return papo_frame_value_key(p + a, e - a, k, ks);
	}
	return 0;
}

/*
 * Is s[a..b) the answer's value written in another form ("\\frac12",
 * then "0.5", "50%", "one half"), as the comparator o->same reads them
 * both ways (a rounding one way is no restatement)?  A few a tail.
 */
static int
same_value(struct tail *t, size_t a, size_t b)
{
	const char *s = t->s, *v;
	char pc[64];
	size_t x = t->at, y = t->end, vn;

	if (t->o == NULL || t->o->same == NULL || t->letter != 0 ||
	    t->compares >= TAIL_COMPARES || x >= y || a >= b ||
	    y - x > TAIL_VALUE_MAX || b - a > TAIL_VALUE_MAX)
		return 0;
	t->compares++;
	if (y - x > 8 && memcmp(s + x, "\\boxed{", 7) == 0 &&
	    s[y - 1] == '}') {
		x += 7;	/* the box's content */
		y--;
	}
	while (b > a && (s[b - 1] == '.' || s[b - 1] == ',' ||
	    is_space((unsigned char)s[b - 1])))
		b--;
	if (b > a && s[b - 1] == '%') {
		/* "50%" is 50/100 exactly: the comparator's leniency for a
		   percent ("12%" for 12) is no restatement */
		b -= b - a >= 2 && s[b - 2] == '\\' ? 2 : 1;
		if (b <= a || b - a + 16 > sizeof(pc))
			return 0;
		memcpy(pc, "\\frac{", 6);
		memcpy(pc + 6, s + a, b - a);
		memcpy(pc + 6 + (b - a), "}{100}", 6);
		v = pc;
		vn = b - a + 12;
	} else {
		v = s + a;
		vn = b - a;
	}
	return vn > 0 && t->o->same(t->o->same_ctx, s + x, y - x, v, vn) &&
	    t->o->same(t->o->same_ctx, v, vn, s + x, y - x);
}

/*
 * Is the key k[0..kl) the whole text of an option other than the
 * answer's ("0,33 A" after "A.", option A "0,033 A")?  Looked up a
 * few times a tail.
 */
static int
other_option(struct tail *t, const char *k, size_t kl)
{
	char o[sizeof(t->key)];
	size_t ol;
	char l;

	for (l = 'A'; l <= 'J'; l++) {
		if (l == t->letter)
			continue;
		if (t->lookups++ >= PROBLEM_WORDS)
			return 1;	/* not known: not a restatement */
		if ((ol = option_key(t, l, o, sizeof(o))) == 0)
			break;
		if (ol == kl && memcmp(o, k, kl) == 0)
			return 1;
	}
	return 0;
}

/*
 * Is s[a..b) the answer's value again (papo_frame_value_key, else
 * same_value), or, the answer being an option, its letter or its text as the
 * problem lists it?
 */
int
papo_frame_restates(struct tail *t, size_t a, size_t b)
{
	char k[sizeof(t->key)], o[sizeof(t->key)];
	size_t kl, ol;

	if (t->keylen == 0 || (kl = papo_frame_value_key(t->s + a, b - a, k,
	    sizeof(k))) == 0)
		return 0;
	if (kl == t->keylen && memcmp(k, t->key, kl) == 0)
		return 1;
	if (!(kl == 1 && k[0] >= 'a' && k[0] <= 'j') && same_value(t, a, b))
		return 1;
	if (t->letter != 0) {
		/* "B) Rs. 1680": the text of option B, or B again; another
		   letter alone ("Resposta final: C") never, though the
		   option's text holds it */
		if (kl == 1 && k[0] >= 'a' && k[0] <= 'j')
			return k[0] == lower(t->letter);
		if (t->lookups++ >= PROBLEM_WORDS)
			return 0;	/* a few reads of the problem a tail */
		ol = option_key(t, t->letter, o, sizeof(o));
		return ol >= kl && memmem(o, ol, k, kl) != NULL &&
		    !other_option(t, k, kl);
	}
	if (kl == 1 && k[0] >= 'a' && k[0] <= 'j') {
		/* "【答案】D": the letter of the option the value is */
		if (t->lookups++ >= PROBLEM_WORDS)
			return 0;
		ol = option_key(t, (char)(k[0] - 'a' + 'A'), o, sizeof(o));
		return ol == t->keylen && memcmp(o, t->key, ol) == 0;
	}
	return 0;
}

/*
 * The languages of the rows of the kinds in mask (M(R_NEG) | ...) that
 * are the word s[a..b), whole; 0 when none is.
 */
unsigned
papo_frame_kinds_word(const char *s, size_t a, size_t b, unsigned mask)
{
	unsigned m = 0;
	int k;

	for (; mask != 0; mask &= mask - 1) {	/* its kinds, lowest first */
		k = __builtin_ctz(mask);
		m |= papo_frame_kind_word(s, a, b, (enum row_kind)k);
	}
	return m;
}

/*
 * The languages of the rows of kind k that are the word s[a..b), whole
 * (ASCII case aside); 0 when none is.
 */
unsigned
papo_frame_kind_word(const char *s, size_t a, size_t b, enum row_kind kind)
{
	const struct papo_frame_index *x = papo_frame_index();
	const unsigned short *at = x->kf_at, *by = x->by_kfirst;
	const struct row *r;
	unsigned j, lo, m = 0;
	unsigned char c;

	if (a >= b)
		return 0;
	c = (unsigned char)s[a];
	/* the rows of its kind starting so only (their first byte, ASCII's
	   in lower case: kf_bucket's) */
	lo = (unsigned)kind * 256u + (c >= 0x80 ? c : (unsigned char)lower(c));
	if (kind == R_CLOSE) {
		at = x->close_at;
		by = x->by_close;
		lo = (unsigned)lower(c);
	}
	for (j = at[lo]; j < at[lo + 1]; j++) {
		r = &papo_frame_rows[by[j]];
		if (r->len != b - a || r->kind != kind)
			continue;
		if (starts_ci(s, b, a, r->w))
			m |= x->lang_of[by[j]];
	}
	return m;
}

/*
 * The longest closing row in a script without spaces starting at s[a]
 * (within s[a..b)): its length, its languages in *m; 0 when none.
 */
size_t
papo_frame_closing_dense(const char *s, size_t a, size_t b, unsigned *m)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	size_t best = 0;
	unsigned j, c;

	c = (unsigned char)s[a];
	for (j = x->close_at[c]; j < x->close_at[c + 1]; j++) {
		r = &papo_frame_rows[x->by_close[j]];
		if (r->len > best && r->len <= b - a && memcmp(s + a, r->w,
		    r->len) == 0) {
			best = r->len;
			*m = x->lang_of[x->by_close[j]];
		}
	}
	return best;
}

/*
 * The second byte x of a two-byte letter after lead byte c, a capital's
 * folded to its small letter's: Latin-1's (À to Þ, "Öğrencilerin" at a
 * sentence's start for "öğrencilerin"), Turkish's Ğ and Ş, Polish's Ą Ć
 * Ę Ł Ń Ś Ź Ż; else x.
 */
static unsigned char
fold_second(unsigned char c, unsigned char x)
{
	if (c == 0xc3 && x >= 0x80 && x <= 0x9e && x != 0x97)
		return (unsigned char)(x + 0x20);
	if ((c == 0xc4 && (x == 0x84 || x == 0x86 || x == 0x98 ||
	    x == 0x9e)) || (c == 0xc5 && (x == 0x81 || x == 0x83 ||
	    x == 0x9a || x == 0x9e || x == 0xb9 || x == 0xbb)))
		return (unsigned char)(x + 1);
	return x;
}

int
papo_frame_same_folded(const char *x, const char *y, size_t l)
{
	size_t k;

	for (k = 0; k < l; k++)
		if (lower((unsigned char)x[k]) != lower((unsigned char)y[k]) &&
		    !(k > 0 && x[k - 1] == y[k - 1] && fold_second(
		    (unsigned char)x[k - 1], (unsigned char)x[k]) ==
		    fold_second((unsigned char)y[k - 1], (unsigned char)y[k])))
			return 0;
	return 1;
}

/* Does the problem p[0..pn) say s[a..b) (whole words, ASCII case and a
   two-byte capital's aside: papo_frame_same_folded)? */
int
papo_frame_in_problem(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t a, size_t b)
{
	size_t i, l = b - a;

	if (p == NULL || l == 0)
		return 0;
	for (i = papo_pwords_next(pw, p, pn, lower((unsigned char)s[a]), 0);
	    i != (size_t)-1 && i + l <= pn; i = papo_pwords_next(pw, p, pn,
	    lower((unsigned char)s[a]), i + 1)) {
		if (i > 0 && papo_frame_word_letter((unsigned char)p[i - 1]) &&
		    (unsigned char)p[i - 1] < 0x80)
			continue;
		if (papo_frame_same_folded(p + i, s + a, l) && (i + l == pn ||
		    !is_alpha((unsigned char)p[i + l])))
			return 1;
	}
	return 0;
}

/* The endings a stem may have in the problem: the regular ones, and
   "y" against "ies" and "ied" ("activity", "activities"; "carry",
   "carried"), asked only for a stem that ends where a "y" or an "ie"
   was. */
static const char *const regular_back[] = { "", "e", "s", "es", "ed", "d",
    "ing", NULL };
static const char *const y_back[] = { "y", NULL };
static const char *const ies_back[] = { "ies", "ied", NULL };

/*
 * Does the problem p[0..pn) say the stem s[a..a + st) at a word's start,
 * followed by one of back's endings (regular_back by default: NULL)?
 */
static int
stem_in_problem(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t a, size_t st, const char *const *back)
{
	size_t i, k, w;
	int j;

	for (i = papo_pwords_next(pw, p, pn, lower((unsigned char)s[a]), 0);
	    i != (size_t)-1 && i + st <= pn; i = papo_pwords_next(pw, p, pn,
	    lower((unsigned char)s[a]), i + 1)) {
		if (i > 0 && is_alpha((unsigned char)p[i - 1]))
			continue;
		for (k = 0; k < st; k++)
			if (lower((unsigned char)p[i + k]) !=
			    lower((unsigned char)s[a + k]))
				break;
		if (k < st)
			continue;
		for (w = i + st; w < pn && is_alpha((unsigned char)p[w]); w++)
			;
		if (back == NULL)
			back = regular_back;
		for (j = 0; back[j] != NULL; j++)
			if (w - i - st == strlen(back[j]) && memcmp(p + i + st,
			    back[j], w - i - st) == 0)
				return 1;
	}
	return 0;
}

/*
 * English verbs whose past or participle is no ending of their stem:
 * the base, then its other forms, one row a verb ("spend spent": "The
 * chef spent $300." restates "How much did the chef spend?").  Only
 * verbs of what a word problem counts, buys, gives or makes, none of a
 * saying or a belief ("said", "thought": someone's claim); a word is
 * the problem's when another form of its row is (the base read with
 * its regular endings).
 */
static const char *const irregular[][4] = {
	{ "buy", "bought" }, { "sell", "sold" }, { "spend", "spent" },
	{ "pay", "paid" }, { "eat", "ate", "eaten" }, { "make", "made" },
	{ "take", "took", "taken" }, { "give", "gave", "given" },
	{ "get", "got", "gotten" }, { "have", "has", "had" },
	{ "leave", "left" }, { "run", "ran" }, { "win", "won" },
	{ "lose", "lost" }, { "keep", "kept" }, { "find", "found" },
	{ "bring", "brought" }, { "build", "built" }, { "catch", "caught" },
	{ "draw", "drew", "drawn" }, { "drive", "drove", "driven" },
	{ "drink", "drank", "drunk" }, { "feed", "fed" },
	{ "fly", "flew", "flown" }, { "grow", "grew", "grown" },
	{ "hold", "held" }, { "know", "knew", "known" }, { "lend", "lent" },
	{ "meet", "met" }, { "ride", "rode", "ridden" }, { "sit", "sat" },
	{ "send", "sent" }, { "sing", "sang", "sung" }, { "sleep", "slept" },
	{ "stand", "stood" }, { "swim", "swam", "swum" },
	{ "teach", "taught" }, { "throw", "threw", "thrown" },
	{ "tell", "told" }, { "write", "wrote", "written" },
	{ "wear", "wore", "worn" }, { "go", "went", "gone" },
	{ "do", "did", "done" }, { "see", "saw", "seen" },
	{ "choose", "chose", "chosen" }, { "break", "broke", "broken" },
	{ "fall", "fell", "fallen" }, { "begin", "began", "begun" },
	{ "bite", "bit" }, { "blow", "blew", "blown" }, { "deal", "dealt" },
	{ "dig", "dug" }, { "freeze", "froze", "frozen" }, { "hang", "hung" },
	{ "hide", "hid", "hidden" }, { "lead", "led" },
	{ "rise", "rose", "risen" }, { "seek", "sought" },
	{ "shake", "shook" }, { "shoot", "shot" }, { "shrink", "shrank" },
	{ "sink", "sank" }, { "speak", "spoke", "spoken" }, { "spin", "spun" },
	{ "steal", "stole" }, { "sting", "stung" }, { "strike", "struck" },
	{ "sweep", "swept" }, { "swing", "swung" }, { "tear", "tore", "torn" },
	{ "wake", "woke" }, { "weep", "wept" }
};

/*
 * Is s[a..b) a form of a verb of irregular[] whose other form the
 * problem p[0..pn) holds (its base with a regular ending too)?
 */
static int
irregular_in_problem(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t a, size_t b)
{
	size_t k, j, i, n = b - a;
	char c = (char)lower((unsigned char)s[a]);

	for (k = 0; k < sizeof(irregular) / sizeof(irregular[0]); k++) {
		const char *const *r = irregular[k];

		for (j = 0; j < 4 && r[j] != NULL; j++)
			if (r[j][0] == c && strlen(r[j]) == n &&
			    strncasecmp(r[j], s + a, n) == 0)
				break;
		if (j == 4 || r[j] == NULL)
			continue;
		for (i = 0; i < 4 && r[i] != NULL; i++)
			if (i != j && stem_in_problem(p, pn, pw, r[i], 0,
			    strlen(r[i]), NULL))
				return 1;
		return 0;
	}
	return 0;
}

/*
 * Does the problem p[0..pn) say the English word s[a..b) with another
 * ending of the same stem ("makes" for "make", "eaten" for "eat", "sold"
 * not for "sell")?  The stem (the word without -ing, -ed, -en, -es, -s or
 * -d; or the word whole, "bird" for "birds", whose "d" is no ending) is
 * three letters or more and stands at a word's start in p, followed by
 * one of those endings, an "e", or nothing; or a "y" of the word is an
 * "ies" or "ied" of the problem's, and the reverse ("activity" for
 * "activities", "carried" for "carry").
 */
int
papo_frame_in_problem_stem(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t a, size_t b)
{
	static const char *const ends[] = { "ing", "ed", "en", "es", "s",
	    "d", NULL };
	size_t k, l, st = b - a;
	int j;

	for (k = a; k < b; k++)
		if (!(s[k] >= 'a' && s[k] <= 'z') && !(k == a && s[k] >= 'A' &&
		    s[k] <= 'Z'))
			return 0;	/* ASCII words only */
	if (p == NULL || b - a < 3)
		return 0;
	for (j = 0; ends[j] != NULL; j++) {
		l = strlen(ends[j]);
		if (b - a >= l + 3 && memcmp(s + b - l, ends[j], l) == 0) {
			st = b - a - l;
			break;
		}
	}
	if (stem_in_problem(p, pn, pw, s, a, st, NULL) || (st < b - a &&
	    stem_in_problem(p, pn, pw, s, a, b - a, NULL)) ||
	    irregular_in_problem(p, pn, pw, s, a, b))
		return 1;
	/* "activity" for "activities", "activities" or "carried" for
	   "activity", "carry" */
	if (b - a >= 4 && lower((unsigned char)s[b - 1]) == 'y')
		return stem_in_problem(p, pn, pw, s, a, b - a - 1, ies_back);
	if (b - a >= 5 && (strncasecmp(s + b - 3, "ies", 3) == 0 ||
	    strncasecmp(s + b - 3, "ied", 3) == 0))
		return stem_in_problem(p, pn, pw, s, a, b - a - 3, y_back);
	return 0;
}

/*
 * Is the word s[a..b) one of the problem's, or (stem set) the same word
 * with another ending (a few looked for a tail)?
 */
static int
problem_word(struct tail *t, size_t a, size_t b, int stem)
{
	struct papo_pwords *pw = t->o != NULL ? t->o->words : NULL;

	if (t->p == NULL || b - a < 2 || t->lookups >= PROBLEM_WORDS)
		return 0;
	t->lookups++;
	if (papo_frame_in_problem(t->p, t->pn, pw, t->s, a, b))
		return 1;
	return stem && papo_frame_in_problem_stem(t->p, t->pn, pw, t->s, a, b);
}

/*
 * Nouns English names one thing by, in pairs, lower case, a final 's'
 * dropped: a response's "6277 children" answers "How many kids ...?".
 */
static const char *const synonyms[][2] = { { "kid", "children" },
    { "kid", "child" }, { "person", "people" }, { "pupil", "student" },
    { "film", "movie" }, { "automobile", "car" } };

int
papo_answer_synonym(const char *a, size_t an, const char *r, size_t rn)
{
	size_t k;
	const char *x, *y;

	for (k = 0; k < sizeof(synonyms) / sizeof(synonyms[0]); k++) {
		x = synonyms[k][0];
		y = synonyms[k][1];
		if ((strlen(x) == an && strlen(y) == rn && memcmp(a, x, an) ==
		    0 && memcmp(r, y, rn) == 0) || (strlen(y) == an &&
		    strlen(x) == rn && memcmp(a, y, an) == 0 && memcmp(r, x,
		    rn) == 0))
			return 1;
	}
	return 0;
}

/*
 * Is the ASCII word s[a..b) a synonym of a word the problem p[0..pn)
 * writes, in the singular or with an 's' ("children" for "kids",
 * "films" for "movie"; papo_answer_synonym)?
 */
int
papo_frame_in_problem_synonym(const char *p, size_t pn,
    struct papo_pwords *pw, const char *s, size_t a, size_t b)
{
	char w[16], o[20];
	size_t n = b - a, k, l;
	const char *x;
	int side;

	if (p == NULL || n < 3 || n >= sizeof(w))
		return 0;
	for (k = 0; k < n; k++)
		if (!is_alpha((unsigned char)s[a + k]))
			return 0;
		else
			w[k] = (char)lower((unsigned char)s[a + k]);
	if (w[n - 1] == 's')
		n--;	/* "kids" */
	for (k = 0; k < sizeof(synonyms) / sizeof(synonyms[0]); k++)
		for (side = 0; side < 2; side++) {
			if (strlen(synonyms[k][side]) != n || memcmp(w,
			    synonyms[k][side], n) != 0)
				continue;
			x = synonyms[k][!side];
			l = strlen(x);
			memcpy(o, x, l);
			o[l] = 's';
			if (papo_frame_in_problem(p, pn, pw, o, 0, l) ||
			    papo_frame_in_problem(p, pn, pw, o, 0, l + 1))
				return 1;
		}
	return 0;
}

/*
 * Does the problem write the word s[a..b) as it is, however short ("a"
 * in "Marie a 30 pommes")?  Asked within problem_word's budget.
 */
static int
problem_own(struct tail *t, size_t a, size_t b)
{
	if (t->p == NULL || t->lookups >= PROBLEM_WORDS)
		return 0;
	t->lookups++;
	return papo_frame_in_problem(t->p, t->pn, t->o != NULL ?
	    t->o->words : NULL, t->s, a, b);
}

/*
 * Does a conclusion's phrase start at s[i] (in s[i..n)) longer than the
 * row r found in its first words ("Au total," and Swahili's "au", "or"):
 * the phrase is read whole, not its words?
 */
static int
concl_over(const char *s, size_t i, size_t n, const struct row *r)
{
	const struct row *c = papo_frame_kind_starts(s, i, n, R_CONCL);

	return c != NULL && c->len > r->len && starts_ci(s, n, i, r->w);
}

/* Where the math or the number that starts at s[i] (in s[i..b)) ends. */
size_t
papo_frame_value_end(const char *s, size_t i, size_t b)
{
	const char *close = NULL;
	size_t k, depth = 0;

	if (s[i] == '$')
		close = i + 1 < b && s[i + 1] == '$' ? "$$" : "$";
	else if (b - i >= 2 && s[i] == '\\' && s[i + 1] == '(')
		close = "\\)";
	else if (b - i >= 2 && s[i] == '\\' && s[i + 1] == '[')
		close = "\\]";
	if (close != NULL) {
		k = i + strlen(close);
		while (k < b && memcmp(s + k, close, strlen(close)) != 0)
			k++;
		return k < b ? k + strlen(close) : b;
	}
	for (k = i; k < b; k++) {
		unsigned char c = (unsigned char)s[k];

		if (c == '{')
			depth++;
		else if (c == '}' && depth > 0)
			depth--;
		else if (depth == 0 && !(is_digit(c) || c == '\\' ||
		    is_alpha(c) || c == '-' || ((c == '.' || c == ',' ||
		    c == '/') && k + 1 < b && is_digit((unsigned char)
		    s[k + 1]))))
			break;
	}
	return k;
}

/* The end token at s[i] (a row), or NULL. */
const struct row *
papo_frame_end_token(const char *s, size_t i, size_t b)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned j;

	for (j = x->kind_at[R_ENDTOK]; j < x->kind_at[R_ENDTOK + 1]; j++) {
		r = &papo_frame_rows[x->by_kind[j]];
		if (r->len <= b - i && memcmp(s + i, r->w, r->len) == 0)
			return r;
	}
	return NULL;
}

/*
 * Does the response end at the end token at s[i]: nothing but spacing
 * and end tokens after it to s[n]?  ("C <eoa>", not "C <eoe> 不对")
 */
static int
ends_here(const char *s, size_t i, size_t n)
{
	const struct row *r;

	while (i < n) {
		if (is_space((unsigned char)s[i]))
			i++;
		else if ((s[i] == '<' || s[i] == '[') &&
		    (r = papo_frame_end_token(s, i, n)) != NULL)
			i += r->len;
		else
			return 0;
	}
	return 1;
}

/*
 * Is s[i..n) only end tokens and spacing (a row each: "<|im_end|>",
 * "<|endoftext|>")?  What follows a chat token that starts another turn
 * ("<|im_start|>user", a Llama header) is not: a turn that speaks after
 * the answer does not end the response.
 */
int
papo_answer_ended(const char *s, size_t i, size_t n)
{
	return ends_here(s, i, n);
}

size_t
papo_answer_end_token(const char *s, size_t i, size_t n)
{
	const struct row *r = i < n && (s[i] == '<' || s[i] == '[') ?
	    papo_frame_end_token(s, i, n) : NULL;

	return r != NULL ? r->len : 0;
}

/*
 * Does "</s>" at s[e] close a strike "<s>" opened before it (the last
 * "<s>" of s[0..e) after its last "</s>")?  Else it is a model's end of
 * sequence decoded as text.
 */
static int
strike_closed(const char *s, size_t e)
{
	size_t k;

	for (k = e; k >= 3; k--)
		if (s[k - 3] == '<' && s[k - 1] == '>' && s[k - 2] == 's')
			return 1;	/* "<s>" */
		else if (k >= 4 && s[k - 4] == '<' && s[k - 3] == '/' &&
		    s[k - 2] == 's' && s[k - 1] == '>')
			return 0;	/* "</s>" */
	return 0;
}

size_t
papo_answer_end_tokens(const char *s, size_t n)
{
	size_t e = n, k, lo;

	for (;;) {
		while (e > 0 && is_space((unsigned char)s[e - 1]))
			e--;
		/* an end of sequence and a batch's padding decoded as text
		   ("</s></s>", "<pad><pad>"): "</s>" not a strike's close */
		if (e >= 5 && starts_ci(s, e, e - 5, "<pad>")) {
			e -= 5;
			continue;
		}
		if (e >= 4 && memcmp(s + e - 4, "</s>", 4) == 0 &&
		    !strike_closed(s, e - 4)) {
			e -= 4;
			continue;
		}
		/* the longest row is DeepSeek's, 27 bytes */
		lo = e > 32 ? e - 32 : 0;
		for (k = e; k > lo && s[k - 1] != '<' && s[k - 1] != '['; k--)
			;
		/* a model's turn's tokens only: "</s>" also closes HTML's
		   "<s>" strike, GAOKAO's "<eoa>" and "<eoe>" end a section
		   of it */
		if (k == lo || papo_answer_end_token(s, k - 1, e) !=
		    e - k + 1 || (s[k] != '|' && (unsigned char)s[k] != 0xef &&
		    s[k] != 'e' && s[k] != 'E' && s[k] != 'U') ||
		    (memcmp(s + k, "eo", 2) == 0 && s[k + 2] != 's'))
			return n - e;
		e = k - 1;
	}
}

/*
 * Is the negation word s[i..e) an interjection that corrects the answer
 * ("No, 30.", "Nein: 41", "no 41"), not a denial of another value
 * ("42, not 41")?  A stop or comma follows it, or it is "no".
 */
int
papo_frame_interjection(const char *s, size_t i, size_t e, size_t n)
{
	size_t k = e;

	while (k < n && s[k] == ' ')
		k++;
	return (k < n && strchr(",:;!.", s[k]) != NULL) || (e - i == 2 &&
	    lower((unsigned char)s[i]) == 'n' &&
	    lower((unsigned char)s[i + 1]) == 'o');
}

/* One token of a sentence after the answer, for sentence_said. */
struct said_acc {
	unsigned langs;		/* the closing words' common languages */
	int words, values, theirs;	/* closing words, same values, the
					   problem's words */
	int neg;		/* a negator just before: the next token
				   must be another value ("not 3") */
	int denied;		/* other values denied */
	int unknown;		/* a word not recognised */
	int remark;		/* closing words that are not plain
				   function words ("good", "hope") */
	int func;		/* restate_func words ("by", "each") */
	int glue;		/* closing words that only join others
				   (close_glue: "as", "if") */
	size_t cmp, cmp_end;	/* the comparative the question asks, read
				   after a value ("5 more storks"), or 0 */
	size_t than, than_end;	/* and its "than" after it, or 0 */
	size_t lead;		/* the end of a conclusion's phrase opening
				   the sentence ("Au total,"), or 0: its
				   words are no bound or negation ("au",
				   "no") */
};

/* Closing words that join the words of a remark and make none alone:
   a remark of these only ("As if.", "For all.") is not one. */
static const char *const close_glue[] = { "as", "if", "for", "to", "of",
	"and", "any", "all", "in", "here", "other", "more", NULL };

/* Closing words that may stand in a sentence restating the value in the
   problem's words ("So the total is $18 in all."): function words and
   the answer's names ("if" too: a condition is read by its rows); "on a
   good day", "I hope" are not. */
static const char *const restate_close[] = { "the", "a", "an", "of", "and",
	"to", "for", "in", "so", "thus", "therefore", "hence", "total",
	"altogether", "overall", "answer", "final", "result", "solution",
	"is", "was", "as", "all", "this", "that", "it", "here", "summary",
	"conclusion", "we", "i", "have", "us", "if",
	"totale",	/* it: "Gianni ha 98 penne in totale." */
	NULL };

/* Function words that may stand in such a restatement beside the
   problem's words and no other sentence ("She makes $18 each day by
   selling her eggs."). */
static const char *const restate_func[] = { "by", "each", "from", "with",
	"on", "at", "per", "every", "its", "his", "her", "their", "they",
	"he", "she", "it", "this", "which", "who", "also", "exactly", "now",
	"means", "has", "there",
	/* a pronoun and its copula in one ("That's 45 apples.") */
	"that's", "it's", "there's",
	/* the nouns that name the quantity restated ("The number of
	   apples is 45.", "The average amount is 45.") */
	"number", "amount", "count", "value", "quantity", "sum", "average",
	"mean", "difference", "product", "cost", "price",
	/* a check's confirmation ("This confirms that the chef spent $300
	   on onions.") */
	"confirms", "shows", "verifies", "indeed", NULL };


/* Does s[a..b) hold the word w (ASCII lowercase as written)? */
static int
lower_word(const char *s, size_t a, size_t b, const char *w)
{
	size_t l = strlen(w), i;

	for (i = a; i + l <= b; i++)
		if (memcmp(s + i, w, l) == 0 && (i == a || !is_alpha(
		    (unsigned char)s[i - 1])) && (i + l == b || !is_alpha(
		    (unsigned char)s[i + l])))
			return 1;
	return 0;
}

/*
 * Is s[i..e) the comparative the problem's question asks after "how
 * many" or "how much" ("How many more storks than birds ...?": "more";
 * "How much longer ...?": "longer"): more, fewer, less, or a word of
 * "-er"?
 */
static int
asked_comparative(const struct tail *t, size_t i, size_t e)
{
	static const char *const hows[] = { "how many ", "how much ", NULL };
	size_t k, j, l, w;

	if (t->p == NULL || e - i < 4 || !(lower_word(t->s, i, e, "more") ||
	    lower_word(t->s, i, e, "fewer") || lower_word(t->s, i, e,
	    "less") || (lower((unsigned char)t->s[e - 2]) == 'e' &&
	    lower((unsigned char)t->s[e - 1]) == 'r')))
		return 0;
	for (j = 0; hows[j] != NULL; j++) {
		l = strlen(hows[j]);
		for (k = 0; k + l + (e - i) <= t->pn; k++) {
			if (!starts_ci(t->p, t->pn, k, hows[j]) || (k > 0 &&
			    is_alpha((unsigned char)t->p[k - 1])))
				continue;
			w = k + l;
			if (strncasecmp(t->p + w, t->s + i, e - i) == 0 &&
			    (w + (e - i) == t->pn || !is_alpha((unsigned char)
			    t->p[w + (e - i)])))
				return 1;
		}
	}
	return 0;
}

/*
 * Does a row of a bound stand in s[a..b), the comparison the question
 * asks aside (z's cmp and than: "5 more storks than birds" for "How
 * many more storks than birds ...?")?
 */
static int
bounded(const struct tail *t, size_t a, size_t b, const struct said_acc *z)
{
	if (z->than == 0)	/* a bound of the sentence's language: not
				   Swahili's "au" in "98 stylos au total" */
		return papo_frame_row_within_langs(t->s, a, b, M(R_BOUND),
		    NULL, 0, z->langs) != NULL;
	return papo_frame_row_within(t->s, a, z->cmp, M(R_BOUND), NULL, 0) !=
	    NULL || papo_frame_row_within(t->s, z->cmp_end, z->than,
	    M(R_BOUND), NULL, 0) != NULL || papo_frame_row_within(t->s,
	    z->than_end, b, M(R_BOUND), NULL, 0) != NULL;
}

/*
 * Is the sentence s[a..b) whose words z counted refused as a restatement
 * of the value in the problem's words?  It may not be bounded, doubted,
 * denied, said with a modal, or conditioned but by the problem's own
 * condition ("Janet makes $18 a day if she sells them all" restates;
 * "if she eats three" is a case of her own), nor hold a closing word
 * that is not a function word ("on a good day"); restate_func's words
 * ("by", "each") stand only in such a restatement.  A remark with no
 * value of joining closing words only ("As if.") is refused as well.
 */
static int
restate_refused(struct tail *t, size_t a, size_t b,
    const struct said_acc *z)
{
	const char *s = t->s;

	if (z->values == 0 && z->words > 0 && z->words == z->glue)
		return 1;	/* a remark of joining words only: "As if." */
	if (z->values == 0 || z->theirs == 0)
		return z->func > 0;
	if (z->lead > a)
		a = z->lead;	/* "Au total, elle a 45 pommes." */
	return z->remark > 0 || lower_word(s, a, b, "may") ||
	    papo_frame_row_within(s, a, b, M(R_COND) | M(R_MODAL), t->p,
	    t->pn) != NULL ||
	    bounded(t, a, b, z) ||
	    papo_frame_row_within(s, a, b, M(R_WEAK) |
	    M(R_DOUBT) | M(R_DISOWN) | (z->denied > 0 ? 0 : M(R_NEG)), NULL, 0)
	    != NULL;
}

/*
 * Is the ASCII byte c, no letter, digit, '$' nor '\\', a mark of
 * spacing, punctuation or formatting?  Any other (a comparison's "<",
 * "=", "~"; "&", "@", "^", "+"; a control byte) says something no row
 * reads.
 */
static int
format_mark(int c)
{
	return c != '\0' && strchr(" \t\n\r\f\v!\"#%'()*,-./:;?[]_`{|}",
	    c) != NULL;
}

/*
 * Is s[i..e) "dollar" or "dollars" where the problem writes its money
 * with '$' ("So the chef spent 300 dollars." for "costs $1.50"): the
 * problem's unit in words?
 */
static int
dollars_of(const struct tail *t, size_t i, size_t e)
{
	return t->p != NULL && (e - i == 6 || e - i == 7) &&
	    strncasecmp(t->s + i, "dollars", e - i) == 0 &&
	    memchr(t->p, '$', t->pn) != NULL;
}

/*
 * The languages in which the word s[i..e) is a function word (R_FUNC:
 * "elle", "sie", "у") or a conclusion's word (R_CONCL: "donc",
 * "finalement", "итак"): a word a restatement of the value in the
 * problem's words may hold in that language, as restate_func's in
 * English; 0 when none.
 */
static unsigned
restate_kinds(const char *s, size_t i, size_t e)
{
	char w[64];
	long c, f;

	/* a capital of two bytes in lower case, as the rows are
	   ("Итак" for "итак"); ASCII's case is folded by the match */
	c = papo_frame_cp_at(s, i, e);
	if (e - i >= 2 && e - i <= sizeof(w) && ((unsigned char)s[i] &
	    0xe0) == 0xc0 && (f = papo_frame_fold_cp(c)) != c && f >= 0x80 &&
	    f < 0x800) {
		memcpy(w, s + i, e - i);
		w[0] = (char)(0xc0 | (f >> 6));
		w[1] = (char)(0x80 | (f & 0x3f));
		s = w;
		e -= i;
		i = 0;
	}
	return papo_frame_kind_word(s, i, e, R_FUNC) |
	    papo_frame_kind_word(s, i, e, R_CONCL);
}

/*
 * Does a conclusion's row of several words open the sentence at s[i]
 * (nothing counted in z before it), longer than its first word ending
 * at e ("Por lo tanto,", "To sum up,", "Таким образом,")?  Its end,
 * counted in z as a function word of its language and as the lead
 * whose words no row reads again (restate_refused); else e.
 */
static size_t
restate_phrase(const struct tail *t, size_t i, size_t e, struct said_acc *z)
{
	const struct row *r;

	if (z->words + z->values + z->theirs + z->func + z->denied != 0 ||
	    z->neg || (r = papo_frame_kind_starts(t->s, i, t->n, R_CONCL)) ==
	    NULL || i + r->len <= e)
		return e;
	z->langs &= restate_kinds(t->s, i, i + r->len);
	z->func++;
	return z->lead = i + r->len;
}

/*
 * Is the closing word s[i..e) one of three words in a row that the
 * problem writes so ("It will take 11 days to complete the contract."
 * under "... to complete the contract?"): the problem's phrase, not a
 * remark of the response's own ("I hope he has 7 cards." under "Tom
 * hopes to ...": "I hope he" is not the problem's)?
 */
static int
lent_run(struct tail *t, size_t i, size_t e)
{
	const char *s = t->s;
	size_t p1, p2, n1, n2;

	if (t->p == NULL)
		return 0;
	p1 = papo_answer_word_before(s, 0, i);
	p2 = p1 < i ? papo_answer_word_before(s, 0, p1) : p1;
	n1 = papo_answer_word_after(s, e, t->n);
	n2 = n1 > e ? papo_answer_word_after(s, n1, t->n) : n1;
	return (p2 < p1 && p1 < i && papo_frame_in_problem(t->p, t->pn, NULL,
	    s, p2, e)) || (p1 < i && n1 > e && papo_frame_in_problem(t->p,
	    t->pn, NULL, s, p1, n1)) || (n1 > e && n2 > n1 &&
	    papo_frame_in_problem(t->p, t->pn, NULL, s, i, n2));
}

/*
 * The word s[i..*ep) of a sentence: counted in z, or S_WORD; *ep moved
 * to the end of a conclusion's phrase that opens the sentence.
 */
static enum said
said_word(struct tail *t, size_t i, size_t *ep, struct said_acc *z)
{
	size_t e = *ep;
	unsigned m;

	if ((*ep = restate_phrase(t, i, e, z)) > e)
		return S_NONE;	/* "Por lo tanto," */
	*ep = e;

	/* an option letter alone: "【答案】: A" */
	if (e == i + 1 && t->s[i] >= 'A' && t->s[i] <= 'J' &&
	    papo_frame_restates(t, i, e)) {
		z->values++;
		return S_NONE;
	}
	if (lone_option(t, t->s, i, t->n))
		return S_WORD;	/* "Resposta final: A": not the article */
	if (z->neg) {
		z->neg = 0;
		return S_WORD;	/* "not the answer": a negation */
	}
	if (z->values > 0 && z->cmp == 0 && asked_comparative(t, i, e)) {
		z->cmp = i;	/* "5 more storks": the question's own */
		z->cmp_end = e;
		return S_NONE;
	}
	if (z->cmp > 0 && z->than == 0 && lower_word(t->s, i, e, "than")) {
		z->than = i;	/* "... than birds" */
		z->than_end = e;
		return S_NONE;
	}
	if ((m = papo_frame_kind_word(t->s, i, e, R_NEG)) != 0) {
		if (papo_frame_interjection(t->s, i, e, t->n))
			return S_WORD;	/* "No, 30." */
		z->langs &= m;
		z->neg = 1;	/* "the answer is not 3" */
		return S_NONE;
	}
	if ((m = papo_frame_kind_word(t->s, i, e, R_CLOSE)) != 0) {
		if ((z->langs & m) != 0 || !problem_own(t, i, e))
			z->langs &= m;	/* the problem's "a" is in its own
					   language, not the closings' */
		z->words++;
		if (!papo_frame_word_in(t->s, i, e, restate_close) &&
		    (restate_kinds(t->s, i, e) & m) == 0 &&
		    !lent_run(t, i, e))
			z->remark++;	/* "hope", not "donc", nor the
					   problem's "to complete the
					   contract" */
		if (papo_frame_word_in(t->s, i, e, close_glue))
			z->glue++;
		return S_NONE;
	}
	if (problem_word(t, i, e, 1) || dollars_of(t, i, e)) {
		z->theirs++;
		return S_NONE;
	}
	if (papo_frame_word_in(t->s, i, e, restate_func)) {
		z->func++;	/* read only in a restatement */
		return S_NONE;
	}
	if ((m = restate_kinds(t->s, i, e)) != 0) {
		z->langs &= m;	/* "elle", "somit": one language */
		z->func++;
		return S_NONE;
	}
	if ((unsigned char)t->s[i] >= 0xea && (unsigned char)t->s[i] <= 0xed) {
		/* Korean: a noun of the problem's with another particle
		   ("사과를" for "사과는"), a word a last statement writes
		   ("가지고", "개입니다": answer_dense.c's said[]) */
		if (papo_answer_hangul_lent(t->s, i, e, t->p, t->pn) == e) {
			z->theirs++;
			return S_NONE;
		}
		if (papo_answer_dense_row(t->s, i, e) == e - i) {
			z->func++;
			return S_NONE;
		}
	}
	return S_WORD;
}


/* Where the word of a script with spaces that starts at s[i] ends. */
size_t
papo_frame_word_end(const char *s, size_t i, size_t b)
{
	size_t e = i, f, st;

	while (e < b) {
		for (f = e + 1; f < b && ((unsigned char)s[f] & 0xc0) == 0x80;
		    f++)
			;
		if (!papo_frame_word_letter(papo_frame_cp_before(s, e, f, &st)))
			break;
		e = f;
	}
	return e;
}

/*
 * Is code point c punctuation of CJK or of general use (not a value)?
 * Of CJK's symbols and punctuation, the spaces, stops, brackets, dashes
 * and quotation marks, and the guillemets « »; not its symbols (〒, 〓,
 * 〄, 〠), iteration and tone marks (々, 〻), 〇 (a zero) nor 〆.
 */
int
papo_frame_punct_cp(long c)
{
	return (c >= 0x2000 && c < 0x2070) || (c >= 0x3000 && c <= 0x3003) ||
	    (c >= 0x3008 && c <= 0x3011) || (c >= 0x3014 && c <= 0x301f) ||
	    c == 0x3030 || c == 0x303d ||
	    (c >= 0xff01 && c < 0xff10) || (c >= 0xff1a && c < 0xff21) ||
	    c == 0xb7 || c == 0xa0 || c == 0x964 || c == 0x965 ||
	    c == 0xab || c == 0xbb;	/* « » */
}

/*
 * Does a word follow the value that ends at s[e] (in s[e..b))?  A value
 * denied is another answer denied ("12, not 13.") only when nothing but
 * punctuation follows it; "not 100% confident" qualifies a remark.
 */
static int
qualified(const char *s, size_t e, size_t b)
{
	size_t st, f;
	long c;

	if (e < b && s[e] == '%')
		e++;
	while (e < b && (s[e] == ' ' || s[e] == '*' || s[e] == '$'))
		e++;
	if (e >= b)
		return 0;
	for (f = e + 1; f < b && ((unsigned char)s[f] & 0xc0) == 0x80; f++)
		;
	return papo_frame_word_letter(c = papo_frame_cp_before(s, e, f, &st)) ||
	    papo_frame_dense_letter(c);
}

/* Where a percent sign after the number that ends at s[e] ends, or e. */
size_t
papo_frame_percent(const char *s, size_t e, size_t b)
{
	if (e < b && s[e] == '%')
		return e + 1;
	return b - e >= 2 && s[e] == '\\' && s[e + 1] == '%' ? e + 2 : e;
}

/*
 * Is s[i..b), to the end of its sentence (a final full stop, a word
 * that may follow a value aside), a number in words that is the
 * answer's value ("So the answer is one half.", "即二分之一。")?  Where
 * it ends, or i.
 */
size_t
papo_frame_words_value(struct tail *t, size_t i, size_t b)
{
	size_t a = i, e = b, x;

	papo_answer_trim(t->s, &a, &e);
	if (a >= e)
		return i;
	if ((x = papo_answer_suffix_at_end(t->s, a, e)) > a && x < e &&
	    !papo_answer_named(t->s, a, e))
		e = x;	/* "二分之一です" */
	return papo_answer_named(t->s, a, e) && same_value(t, a, e) ? b : i;
}

/*
 * The sentence s[a..b) after the answer, of closing words of one
 * language: a closing remark when it is one of those recognised whole
 * (papo_frame_closing_said: "I hope this helps", not "If I am right.",
 * made of the same words), its row in *row; else a word not recognised.
 */
static enum said
said_close(const struct tail *t, size_t a, size_t b, const char **row)
{
	unsigned m;

	if (!papo_frame_closing_said(t->s, a, b))
		return S_WORD;
	for (m = 0; !(t->langs & (1u << m)); m++)
		;
	*row = closing_row[m];
	return S_CLOSE;
}

/*
 * Does the problem p[0..pn) write "the", the count s[i..e) in words
 * ("nine", as papo_answer_normalize reads them to digits) and the noun
 * s[w0..w1) ("the nine numbers" for "the 9 numbers")?
 */
static int
count_in_words(const char *p, size_t pn, const char *s, size_t i, size_t e,
    size_t w0, size_t w1)
{
	struct papo_buf d = PAPO_BUF_INIT;
	size_t k, a, z;
	int found = 0;

	for (k = 0; !found && k + 4 < pn; k++) {
		if (!starts_ci(p, pn, k, "the ") || (k > 0 &&
		    is_alpha((unsigned char)p[k - 1])))
			continue;
		for (a = k + 4, z = a; z < pn && (is_alpha((unsigned char)
		    p[z]) || p[z] == '-'); z++)
			;
		if (z == a || z + 1 + (w1 - w0) > pn || p[z] != ' ' ||
		    strncasecmp(p + z + 1, s + w0, w1 - w0) != 0 ||
		    (z + 1 + (w1 - w0) < pn && is_alpha((unsigned char)
		    p[z + 1 + (w1 - w0)])))
			continue;
		papo_buf_reset(&d);
		found = papo_answer_normalize(p + a, z - a, &d) &&
		    d.len == e - i && memcmp(d.s, s + i, e - i) == 0;
	}
	papo_buf_release(&d);
	return found;
}

/*
 * Is the number s[i..e) (in a sentence to b) the count of one of the
 * problem's own, "the" before it and the noun after it, word for word
 * ("The 600 seniors at East HS drink ..." of "... the 600 seniors
 * drink each school day?"), or the problem's count in words ("the
 * nine numbers", count_in_words): the problem's words, no other
 * value?  The end of the noun, else i.
 */
static size_t
problem_count(const struct tail *t, size_t i, size_t e, size_t b)
{
	const char *s = t->s;
	size_t k, w;

	if (t->p == NULL || i < 4 || !starts_ci(s, b, i - 4, "the ") ||
	    (i > 4 && is_alpha((unsigned char)s[i - 5])))
		return i;
	for (k = i; k < e; k++)
		if (!is_digit((unsigned char)s[k]))
			return i;
	if (e + 1 >= b || s[e] != ' ' || !is_alpha((unsigned char)s[e + 1]))
		return i;
	for (w = e + 1; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	return papo_frame_in_problem(t->p, t->pn, NULL, s, i - 4, w) ||
	    count_in_words(t->p, t->pn, s, i, e, e + 1, w) ? w : i;
}

/*
 * The longest run of two characters or more of a script without spaces
 * at s[i] (in s[i..b)) that the problem writes ("小明现在一共有",
 * "のりんごは全部で": papo_answer_problem_dense): its end, or i.  One
 * lookup of problem_word's budget.
 */
static size_t
dense_run(struct tail *t, size_t i, size_t b)
{
	size_t e;

	if (t->p == NULL || t->lookups >= PROBLEM_WORDS)
		return i;
	t->lookups++;
	e = papo_answer_problem_dense(t->p, t->pn, t->o != NULL ?
	    t->o->words : NULL, t->s, i, b);
	return e > i ? e : i;
}

/*
 * The words of a script without spaces at s[i] (in s[i..b)) in a
 * sentence after the answer: a closing row (counted in z with its
 * languages), a value in words ("二分之一"), the problem's own run
 * (dense_run, counted as the problem's words), or a word a last
 * statement may write before its value (papo_answer_dense_row:
 * "综上所述", "他", "全部で"); their end, or i when none.
 */
static size_t
dense_word(struct tail *t, size_t i, size_t b, struct said_acc *z)
{
	size_t e;
	unsigned m;

	if ((e = papo_frame_closing_dense(t->s, i, b, &m)) != 0 &&
	    papo_answer_dense_row(t->s, i, b) <= e) {
		z->langs &= m;	/* the longer: "以上より", not "以上" */
		z->words++;
		return i + e;
	}
	if ((e = papo_frame_words_value(t, i, b)) > i) {
		z->values++;
		return e;
	}
	if ((e = dense_run(t, i, b)) > i) {
		z->theirs++;
		return e;
	}
	if ((e = papo_answer_dense_row(t->s, i, b)) > 0) {
		z->func++;	/* "综上所述", "他" */
		return i + e;
	}
	return i;
}

/*
 * What the sentence s[a..b) after the answer is (enum said); for S_END
 * (an end token with nothing after it but spacing and end tokens) the
 * token in *row.
 */
static enum said
sentence_said(struct tail *t, size_t a, size_t b, const char **row)
{
	struct said_acc z = { ~0u, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
	const char *s = t->s;
	const struct row *r;
	size_t i = a, e, f, st;
	long c;

	while (i < b) {
		c = (unsigned char)s[i];
		if (c == '<' && (r = papo_frame_end_token(s, i, b)) != NULL) {
			if (!ends_here(s, i, t->n)) {
				i += r->len;	/* "<eoe>" and more: read on */
				continue;
			}
			*row = r->w;
			return S_END;
		}
		if (c == '$' && memchr(s + i + 1, '$', b - i - 1) == NULL) {
			i++;	/* a math span's close, or a dollar sign */
			continue;
		}
		if (c == '$' || c == '\\' || is_digit((int)c) || (c == '-' &&
		    i + 1 < b && is_digit((unsigned char)s[i + 1]))) {
			e = papo_frame_value_end(s, i, b);
			if (e == i)
				e = i + 1;
			e = papo_frame_percent(s, e,
			    b);	/* "50%": the answer 1/2 */
			if (!z.neg && (f = problem_count(t, i, e, b)) > i) {
				z.theirs++;	/* "the 600 seniors" */
				i = f;
				continue;
			}
			if (papo_frame_restates(t, i, e) == z.neg)
				return z.neg ? S_DENIED : S_VALUE;
			if (z.neg && qualified(s, e, b))
				return S_WORD;	/* "not 100% confident" */
			if (z.neg)
				z.denied++;
			else
				z.values++;
			z.neg = 0;
			i = e;
			continue;
		}
		if (c < 0x80 && !is_alpha((int)c)) {
			if (!format_mark((int)c))
				return S_WORD;	/* "\n\n&", "x < 5" */
			i++;
			continue;
		}
		e = i + 1;
		while (e < b && ((unsigned char)s[e] & 0xc0) == 0x80)
			e++;
		c = papo_frame_cp_before(s, i, e, &st);
		if (papo_frame_punct_cp(c)) {
			i = e;
			continue;
		}
		if (papo_frame_dense_letter(c)) {
			if ((f = dense_word(t, i, b, &z)) == i)
				return S_WORD;
			i = f;
			continue;
		}
		if (!papo_frame_word_letter(c))
			return S_WORD;
		e = papo_frame_word_end(s, i, b);
		if (e + 1 < b && s[e] == '\'' && is_alpha((unsigned char)
		    s[e + 1]))
			e = papo_frame_word_end(s, e + 1, b);	/* "That's" */
		f = (size_t)z.neg;	/* "not one half": a negation */
		if (said_word(t, i, &e, &z) != S_NONE) {
			if (f == 0 && !z.unknown && (f =
			    papo_frame_words_value(t, i, b)) > i) {
				z.values++;	/* "one half" */
				i = f;
				continue;
			}
			z.unknown = 1;	/* unless a value decides first */
		}
		i = e;
	}
	if (z.neg || z.unknown || restate_refused(t, a, b, &z))
		return S_WORD;	/* a word not recognised, a negation with no
				   value after it, a restatement refused */
	t->langs &= z.langs;
	if (z.words > 0 && t->langs == 0)
		return S_MIXED;
	if (z.values > 0 || z.denied > 0)
		return S_SAME;
	if (z.theirs > 0)
		return S_WORD;	/* the problem's words, no value */
	return z.words > 0 ? said_close(t, a, b, row) : S_NONE;
}

/* How a key beside an answer grades it (papo_answer_grade). */
enum grade { G_LEVEL, G_BOOL, G_STATUS, G_TEXT, G_ERROR, G_DOUBT };

/*
 * Keys of a JSON object or YAML block that grade the answer beside
 * them, matched inside the key ("self_confidence", "confidence_level"),
 * ASCII lowercase: a level (1, 1.0, 100%, "high", "certain" recognised
 * as sure; anything else below it), a verdict (true, yes or 1 pass;
 * anything else disowns it: false, "no", and a value that is no verdict,
 * "corrected_answer": 41),
 * a status (only the words of status_ok[] pass), a note (a doubt or a
 * hedge in it disowns, and so does a flag raised: "caveat": true), an
 * error or a doubt (anything but null, false, none, no, 0 or empty
 * disowns: "uncertain": true, "doubt": "the units").
 */
static const struct grade_key { const char *key; enum grade g; }
    grade_keys[] = {
	{ "confidence", G_LEVEL }, { "certainty", G_LEVEL },
	{ "probability", G_LEVEL }, { "likelihood", G_LEVEL },
	{ "score", G_LEVEL }, { "sure", G_LEVEL }, { "verified", G_BOOL },
	{ "checked", G_BOOL }, { "correct", G_BOOL }, { "corrected", G_BOOL },
	{ "correction", G_BOOL }, { "valid", G_BOOL },
	{ "confident", G_BOOL }, { "status", G_STATUS },
	{ "verdict", G_STATUS }, { "verification", G_STATUS },
	{ "self_check", G_STATUS }, { "note", G_TEXT }, { "comment", G_TEXT },
	{ "caveat", G_TEXT }, { "warning", G_TEXT }, { "remark", G_TEXT },
	{ "is_final", G_BOOL }, { "committed", G_BOOL }, { "complete", G_BOOL },
	{ "solved", G_BOOL }, { "success", G_BOOL }, { "error", G_ERROR },
	{ "doubt", G_DOUBT }, { "uncertain", G_DOUBT }, { "unsure", G_DOUBT },
	{ "uncertainty", G_DOUBT },
	{ NULL, G_TEXT } };

/* papo_answer_grade's refusal of a note. */
#define NOTE_DOUBTS	"a note that doubts it beside it"

/* A level recognised as sure. */
static const char *const level_ok[] = { "1", "1.0", "1.00", "100", "100%",
	"100.0", "100.0%", "high", "very high", "certain", "sure", "full",
	"max", "maximum", NULL };

/* A verdict recognised as for the answer (any other value is not). */
static const char *const bool_ok[] = { "true", "yes", "1", "1.0", NULL };

/* A status recognised as committed (any other status is not). */
static const char *const status_ok[] = { "final", "done", "complete",
	"completed", "solved", "ok", "success", "succeeded", "verified",
	"correct", "pass", "passed", "confirmed", "true", "yes", NULL };

/* Doubt in a note (ASCII lowercase, anywhere in it). */
static const char *const note_doubt[] = { "may be", "might", "not sure",
	"unsure", "uncertain", "guess", "wrong", "incorrect", "error",
	"unverified", "not verified", "tentative", "approximate", "check",
	"doubt", "unclear", "probably", "possibly", "perhaps", "maybe",
	"not confident", "could be", "estimate", NULL };

/*
 * Is v[0..vl) a level the answer is held at with no doubt worth a
 * refusal: a number from 0.9 to 1 ("0.95", "0.99"), or a percentage
 * from 90 to 100, its sign written or not ("95", "95%", "97.5%")?  A
 * model that says "confidence": 0.95 commits to its answer as one that
 * says "high" does; 0.8, 50% or 7 (of a scale not written) is doubt.
 */
static int
level_high(const char *v, size_t vl)
{
	size_t i = 0, d;
	unsigned whole = 0, tenth = 0;

	if (vl > 0 && v[vl - 1] == '%')
		vl--;
	for (; i < vl && is_digit((unsigned char)v[i]) && i < 3; i++)
		whole = whole * 10 + (unsigned)(v[i] - '0');
	if (i == 0)
		return 0;
	d = i;
	if (i < vl && v[i] == '.') {
		for (i++; i < vl && is_digit((unsigned char)v[i]); i++)
			if (i == d + 1)
				tenth = (unsigned)(v[i] - '0');
		if (i == d + 1)
			return 0;	/* "0." */
	}
	if (i != vl)
		return 0;
	/* 0.9 to 1 (1.0 and 1 are level_ok's), 90 to 100 */
	if (whole == 0)
		return tenth == 9;
	return whole >= 90 && whole < 100;
}

/* Does a phrase of l start at v[i] (in v[0..vl), case aside)? */
static int
word_of_list(const char *v, size_t vl, size_t i, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (starts_ci(v, vl, i, l[k]))
			return 1;
	return 0;
}

/* Is v[0..vl) (trimmed, unquoted, case aside) a word of l? */
static int
grade_in(const char *v, size_t vl, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (strlen(l[k]) == vl && starts_ci(v, vl, 0, l[k]))
			return 1;
	return 0;
}

/*
 * The words a grading key may hold besides its grade's ("self_
 * confidence", "confidence_level", "is_correct", "answerVerified"): a
 * key of any other word ("unverified", "needs_verification",
 * "verification_failed", "uncertainty") grades nothing papo knows and
 * is read as a key of its own (answer_find.c json_unrecognised: a flag
 * or a string beside the answer disowns it).
 */
static const char *const grade_affixes[] = { "self", "is", "answer",
	"answers", "final", "model", "level", "overall", "my", "the", "of",
	"in", "was", "has", "been", "result", "value", "rating", "estimate",
	"estimated", "percent", "pct", "reported", "stated", "total", "its",
	"this", "claimed", "predicted", "prediction", "pred", "flag", "text",
	"and", "with", "for", "to", "on", "solution", "response", "check",
	NULL };

/* Is k[i] a separator of a key's components: '_', '-', ' ', '.'? */
static int
key_sep(const char *k, size_t i)
{
	return k[i] == '_' || k[i] == '-' || k[i] == ' ' || k[i] == '.';
}

/*
 * Does a component of the key k[0..kl) start at k[i] (its start, after
 * a separator, or a capital after a small letter: "answerVerified")?
 */
static int
key_part_start(const char *k, size_t kl, size_t i)
{
	return i == 0 || (i < kl && !key_sep(k, i) && (key_sep(k, i - 1) ||
	    (k[i] >= 'A' && k[i] <= 'Z' && k[i - 1] >= 'a' &&
	    k[i - 1] <= 'z')));
}

/* Where the component of the key k[0..kl) from k[i] ends. */
static size_t
key_part_end(const char *k, size_t kl, size_t i)
{
	for (i++; i < kl && !key_sep(k, i) && !key_part_start(k, kl, i); i++)
		;
	return i;
}

/*
 * Do the components of the key k[0..kl) outside k[x..y) (a grade's
 * word) each belong to grade_affixes[] or name a grade themselves?
 */
static int
key_rest_known(const char *k, size_t kl, size_t x, size_t y)
{
	size_t i, e, j;

	for (i = 0; i < kl; i = e) {
		while (i < kl && key_sep(k, i))
			i++;
		if (i >= kl)
			break;
		e = key_part_end(k, kl, i);
		if (i >= x && e <= y)
			continue;
		if (papo_frame_word_in(k, i, e, grade_affixes))
			continue;
		for (j = 0; grade_keys[j].key != NULL; j++)
			if (strlen(grade_keys[j].key) == e - i &&
			    starts_ci(k, kl, i, grade_keys[j].key))
				break;
		if (grade_keys[j].key == NULL)
			return 0;
	}
	return 1;
}

/*
 * The first row of grade_keys[] whose word the key k[0..kl) holds as
 * components of its own (its plural in 's' too: "errors"), its other
 * components known (key_rest_known); or NULL.
 */
static const struct grade_key *
grade_row(const char *k, size_t kl)
{
	size_t st[16], n = 0, j, m, i, l, e;

	for (i = 0; i < kl && n < sizeof(st) / sizeof(st[0]); i++)
		if (key_part_start(k, kl, i))
			st[n++] = i;	/* the components' starts */
	for (j = 0; grade_keys[j].key != NULL; j++)
		for (m = 0; m < n; m++) {
			i = st[m];
			if (lower((unsigned char)k[i]) != grade_keys[j].key[0])
				continue;
			l = strlen(grade_keys[j].key);
			if (i + l > kl || !starts_ci(k, kl, i,
			    grade_keys[j].key))
				continue;
			e = i + l;
			if (e < kl && (k[e] == 's' || k[e] == 'S') &&
			    (e + 1 == kl || key_sep(k, e + 1) ||
			    key_part_start(k, kl, e + 1)))
				e++;	/* "errors" */
			if (e < kl && !key_sep(k, e) && !key_part_start(k, kl,
			    e))
				continue;	/* "uncertainty" */
			if (key_rest_known(k, kl, i, e))
				return &grade_keys[j];
		}
	return NULL;
}

int
papo_answer_grade_key(const char *k, size_t kl)
{
	return grade_row(k, kl) != NULL;
}

int
papo_answer_grade_by_value(const char *k, size_t kl)
{
	const struct grade_key *g = grade_row(k, kl);

	return g != NULL && (g->g == G_LEVEL || g->g == G_BOOL ||
	    g->g == G_STATUS);
}

const char *
papo_answer_grade(const char *k, size_t kl, const char *v, size_t vl)
{
	const struct grade_key *g = grade_row(k, kl);
	size_t i;

	while (vl > 0 && (v[vl - 1] == ' ' || v[vl - 1] == ',' ||
	    v[vl - 1] == '"' || v[vl - 1] == '\'' || v[vl - 1] == '\r'))
		vl--;
	while (vl > 0 && (*v == ' ' || *v == '"' || *v == '\'')) {
		v++;
		vl--;
	}
	if (g != NULL) {
		switch (g->g) {
		case G_LEVEL:
			return grade_in(v, vl, level_ok) || level_high(v,
			    vl) ? NULL :
			    "a confidence below sure beside it";
		case G_BOOL:
			return grade_in(v, vl, bool_ok) ? NULL :
			    "a verdict against it beside it";
		case G_STATUS:
			return grade_in(v, vl, status_ok) ? NULL :
			    "a status not recognised beside it";
		case G_ERROR:	/* an error beside it: none, or empty */
		case G_DOUBT:
			return vl == 0 || starts_ci(v, vl, 0, "null") ||
			    starts_ci(v, vl, 0, "false") || starts_ci(v, vl,
			    0, "none") || (vl == 1 && v[0] == '0') ||
			    (g->g == G_DOUBT && vl == 2 &&
			    starts_ci(v, vl, 0, "no")) ? NULL :
			    g->g == G_ERROR ? "an error beside it" :
			    NOTE_DOUBTS;
		case G_TEXT:
			if (grade_in(v, vl, bool_ok))
				return NOTE_DOUBTS;	/* "caveat": true */
			for (i = 0; i < vl; i++)
				if ((i == 0 ||
				    !is_alpha((unsigned char)v[i - 1])) &&
				    word_of_list(v, vl, i, note_doubt))
					return NOTE_DOUBTS;
			return NULL;
		}
	}
	return NULL;
}

/*
 * Is the YAML field s[a..b) (its key's colon at s[e]) a flag, true,
 * false, yes or no, under a key that grades nothing papo knows
 * ("unverified: true", "needs_review: yes")?  What such a flag says of
 * the answer beside it is not recognised.
 */
static int
yaml_flag(const char *s, size_t a, size_t e, size_t b)
{
	static const char *const flags[] = { "true", "false", "yes", "no",
	    NULL };
	size_t v = e + 1, w = b;

	while (v < w && (s[v] == ' ' || s[v] == '"' || s[v] == '\''))
		v++;
	while (w > v && (s[w - 1] == ' ' || s[w - 1] == '"' ||
	    s[w - 1] == '\'' || s[w - 1] == '\r'))
		w--;
	return !papo_answer_grade_key(s + a, e - a) &&
	    papo_frame_word_in(s, v, w, flags);
}

/*
 * Why the YAML field s[a..b) beside the answer disowns it: its key
 * grades it below sure (papo_answer_grade) or is a flag papo does not
 * know (yaml_flag); NULL when it does not.
 */
static const char *
field_refused(const char *s, size_t a, size_t b)
{
	const char *k;
	size_t e;

	for (e = a; e < b && s[e] != ':'; e++)
		;
	if (e < b && (k = papo_answer_grade(s + a, e - a, s + e + 1, b - e -
	    1)) != NULL)
		return k;
	return e < b && yaml_flag(s, a, e, b) ?
	    "a flag not recognised beside it" : NULL;
}

/*
 * Is the line s[a..b) another field of the YAML block the answer is a
 * field of ("notes: 12 steps"), not one that answers again
 * ("final_answer: 5")?
 */
static int
yaml_field(struct tail *t, size_t a, size_t b)
{
	static const char *const answers[] = { "answer", "result",
	    "solution", "final", "correct", "value", NULL };
	size_t k, j;

	if (t->yaml == 0)
		return 0;
	for (k = a; k < b && (is_alpha((unsigned char)t->s[k]) ||
	    t->s[k] == '_' || (k > a && is_digit((unsigned char)t->s[k])));
	    k++)
		;
	if (k == a || k >= b || t->s[k] != ':')
		return 0;
	for (j = 0; answers[j] != NULL; j++)
		if (memmem(t->s + a, k - a, answers[j], strlen(answers[j])) !=
		    NULL)
			break;
	if (answers[j] != NULL && !papo_answer_grade_key(t->s + a, k - a))
		return 0;	/* "final_answer: 5", not "is_final" */
	if (t->yaml < 0)
		t->yaml = t->at != (size_t)-1 && t->at > 0 &&
		    (memmem(t->s, t->at, "```yaml", 7) != NULL ||
		    memmem(t->s, t->at, "```yml", 6) != NULL);
	return t->yaml;
}

/*
 * The openers of a sentence after the answer that works its value out
 * again ("This matches 7 + 7 + 7 + 7 + 7 + 7 = 42.", "Check: 6 × 7 =
 * 42."), ASCII lowercase; and the labels of such a check in the listed
 * languages, each before a colon ("Проверка: 6 × 7 = 42", "验算：6×7=42").
 */
static const char *const calc_leads[] = { "this matches", "that matches",
	"it matches", "this agrees with", "that agrees with", "indeed",
	"since", "because", "that's", "that’s", "that is", "this is", "as",
	/* a reason in the listed languages ("Weil 6 × 7 = 42.",
	   "なぜなら6×7=42だからです。"): fix37 */
	"parce que", "car", "weil", "denn", "porque", "perché", "poiché",
	"pois", "потому что", "Потому что", "так как", "Так как",
	"тому що", "Тому що", "бо", "Бо", "ponieważ", "bo", "çünkü",
	"Çünkü", "kwa sababu", "karena", "vì", "Vì", "لأن", "क्योंकि",
	"কারণ", "ఎందుకంటే", "เพราะ", "なぜなら", "왜냐하면",
	NULL };
/* the endings of a computation's sentence in a script without spaces
   ("6×7=42だからです。", "6×7=42이기 때문입니다.", "6×7=42です。"), the
   longer first: fix37 */
static const char *const calc_ends[] = { "だからです", "だから", "なので",
	"ですから", "이기 때문입니다", "이기 때문이다", "이기 때문이에요",
	"때문입니다", "です", "입니다", "이다", NULL };
static const char *const calc_labels[] = { "check", "checking",
	"verification", "double-check", "double check", "quick check",
	"double-checking", "double checking", "sanity check", "cross-check",
	"cross-checking",
	"v\xc3\xa9rification", "probe", "kontrolle", "comprobaci\xc3\xb3n",
	"verificaci\xc3\xb3n", "verifica", "prova", "verifica\xc3\xa7\xc3\xa3o",
	"\xd0\x9f\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xba\xd0\xb0"
	/* Проверка */,
	"\xd0\x9f\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb2\xd1\x96\xd1\x80\xd0\xba"
	"\xd0\xb0" /* Перевірка */, "sprawdzenie", "kontrol",
	"ki\xe1\xbb\x83m tra" /* kiểm tra */, "Ki\xe1\xbb\x83m tra",
	"cek", "periksa", "pemeriksaan", "uhakiki",
	"\xe9\xaa\x8c\xe7\xae\x97" /* 验算 */, "\xe9\xaa\x8c\xe8\xaf\x81"
	/* 验证 */, "\xe6\xa3\x80\xe9\xaa\x8c" /* 检验 */,
	"\xe6\xa4\x9c\xe7\xae\x97" /* 検算 */, "\xe7\xa2\xba\xe8\xaa\x8d"
	/* 確認 */, "\xea\xb2\x80\xec\x82\xb0" /* 검산 */,
	"\xed\x99\x95\xec\x9d\xb8" /* 확인 */,
	"\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0"
	"\xb8\xad\xe0\xb8\x9a" /* ตรวจสอบ */,
	"\xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\x81\xe0\xa4\x9a" /* जाँच */,
	"\xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\x82\xe0\xa4\x9a" /* जांच */,
	"\xd8\xa7\xd9\x84\xd8\xaa\xd8\xad\xd9\x82\xd9\x82" /* التحقق */,
	"\xe0\xa6\xaf\xe0\xa6\xbe\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\x87"
	/* যাচাই */,
	"\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\x9a\xe0\xb1\x82\xe0"
	"\xb0\xa1\xe0\xb0\x9f\xe0\xb0\x82" /* సరిచూడటం */, NULL };

/* The operators of arithmetic written out (×, ·, ÷, −, LaTeX's). */
static const char *const calc_ops[] = { "\xc3\x97", "\xc2\xb7", "\xc3\xb7",
	"\xe2\x88\x92", "\\times", "\\cdot", "\\div", "\\(", "\\)", NULL };

/*
 * Is s[a..b) arithmetic and nothing else: digits, spaces, a decimal
 * point, + - * / ^ ( ) and calc_ops[]?  With an operator in *op.
 */
static int
calc_side(const char *s, size_t a, size_t b, int *op)
{
	size_t k, l;
	int digit = 0;

	while (a < b) {
		if (is_digit((unsigned char)s[a])) {
			digit = 1;
			a++;
			continue;
		}
		if (strchr(" .+-*/^()$", s[a]) != NULL) {
			*op |= strchr("+-*/^", s[a]) != NULL;
			a++;
			continue;
		}
		for (k = 0; calc_ops[k] != NULL; k++) {
			l = strlen(calc_ops[k]);
			if (b - a >= l && memcmp(s + a, calc_ops[k], l) == 0)
				break;
		}
		if (calc_ops[k] == NULL)
			return 0;
		*op |= strcmp(calc_ops[k], "\\(") != 0 &&
		    strcmp(calc_ops[k], "\\)") != 0;
		a += l;
	}
	return digit;
}

/*
 * Does the arithmetic s[a..b) give the value s[va..vb) (the answer's,
 * restated), as the comparator reads them both ways?  A few a tail
 * (TAIL_COMPARES): past them, no.
 */
/*
 * A lead of calc_leads[] at s[*i..b) after no label: *i moved past it
 * and the spaces and comma after it, 1; else 0.
 */
static int
calc_lead(const char *s, size_t *i, size_t b)
{
	size_t k, l;

	for (k = 0; calc_leads[k] != NULL; k++) {
		l = strlen(calc_leads[k]);
		if (starts_ci(s, b, *i, calc_leads[k]) && *i + l < b &&
		    !is_alpha((unsigned char)s[*i + l]) && !((unsigned char)
		    calc_leads[k][0] >= 0x80 && (unsigned char)calc_leads[k][0]
		    < 0xe0 && ((unsigned char)s[*i + l] & 0x80) != 0 &&
		    !papo_frame_punct_cp(papo_frame_cp_at(s, *i + l, b)))) {
			*i += l;
			while (*i < b && (s[*i] == ' ' || s[*i] == ','))
				(*i)++;
			return 1;
		}
	}
	return 0;
}

/* The length of an ending of calc_ends[] that s[i..e) ends with, or 0. */
static size_t
calc_end(const char *s, size_t i, size_t e)
{
	size_t k, l;

	for (k = 0; calc_ends[k] != NULL; k++)
		if ((l = strlen(calc_ends[k])) < e - i && memcmp(s + e - l,
		    calc_ends[k], l) == 0)
			return l;
	return 0;
}

/*
 * The verdicts a check's computation may end on after its value, with
 * their separator ("Check: 6 × 21 = 126, correct.", "验证：6×21=126，
 * 正确。", "Probe: 6 · 21 = 126, stimmt."): only what says the check
 * came out right, in the listed languages; a doubt or a negation is
 * none of them ("126, not correct", "126，不对": no computation).
 */
static const char *const calc_verdicts[] = { ", correct", ", right",
	", verified", ", confirmed", ", as expected", ", exact", ", juste",
	", which matches", ", which checks out", ", which is correct",
	", which is consistent", ", checks out", ", consistent",
	", richtig", ", stimmt", ", korrekt", ", correcto", ", corretto",
	", giusto", ", correto", ", certo", ", benar", ", betul",
	", sahihi", ", zgadza si\xc4\x99" /* zgadza się */,
	", do\xc4\x9fru" /* doğru */, ", \xc4\x91\xc3\xbang" /* đúng */,
	", \xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe" /* верно */,
	", \xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	"\xd0\xbd\xd0\xbe" /* правильно */,
	", \xd0\xb2\xd1\x96\xd1\x80\xd0\xbd\xd0\xbe" /* вірно */,
	/* the fullwidth comma read as ',' (the tail's text is folded) */
	",\xe6\xad\xa3\xe7\xa1\xae" /* ，正确 */,
	",\xe6\xad\xa3\xe7\xa2\xba" /* ，正確 */,
	",\xe6\x97\xa0\xe8\xaf\xaf" /* ，无误 */,
	",\xe7\x84\xa1\xe8\xaa\xa4" /* ，無誤 */,
	"\xe3\x80\x81\xe6\xad\xa3\xe3\x81\x97\xe3\x81\x84"
	/* 、正しい */,
	",\xe6\xad\xa3\xe3\x81\x97\xe3\x81\x84" /* ，正しい */,
	", \xeb\xa7\x9e\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4"
	/* , 맞습니다 */,
	" \xe2\x9c\x93" /* ✓ */, " \xe2\x9c\x94" /* ✔ */,
	" \xe2\x9c\x85" /* ✅ */, NULL };

/* The length of the verdict of calc_verdicts[] s[i..e) ends on, or 0
   (ASCII letters in any case). */
static size_t
calc_verdict(const char *s, size_t i, size_t e)
{
	size_t k, l;

	for (k = 0; calc_verdicts[k] != NULL; k++)
		if ((l = strlen(calc_verdicts[k])) < e - i &&
		    starts_ci(s, e, e - l, calc_verdicts[k]))
			return l;
	return 0;
}

static int
calc_same(struct tail *t, size_t a, size_t b, size_t va, size_t vb)
{
	const char *s = t->s;

	if (t->o == NULL || t->o->same == NULL ||
	    t->compares >= TAIL_COMPARES || b - a > TAIL_VALUE_MAX)
		return 0;
	t->compares++;
	return t->o->same(t->o->same_ctx, s + va, vb - va, s + a, b - a) &&
	    t->o->same(t->o->same_ctx, s + a, b - a, s + va, vb - va);
}

/*
 * Is the sentence s[a..b) after the answer a computation that ends on
 * its value: an opener of calc_leads[] or a label of calc_labels[] and
 * its colon (or neither), then sides of pure arithmetic joined by '=',
 * the last the answer's value (a word of the problem after it: "= 42
 * sheep"), an operator in one of the others?  Each other side is
 * worked out by the comparator (calc_same), never trusted: 1 when each
 * gives the value, -1 when one gives another ("6 × 8 = 42": a
 * contradiction), 0 when the sentence is no such computation (the other
 * readers decide).
 */
static int
computed(struct tail *t, size_t a, size_t b)
{
	const char *s = t->s;
	size_t i = a, k, l, e, q, sides[8], ns = 0;
	int op = 0;

	if (memchr(s + a, '=', b - a) == NULL)
		return 0;
	for (k = 0; calc_labels[k] != NULL; k++) {
		l = strlen(calc_labels[k]);
		if (starts_ci(s, b, i, calc_labels[k])) {
			e = i + l;
			while (e < b && (s[e] == ' ' || s[e] == '*'))
				e++;
			if (e < b && s[e] == ':') {
				i = e + 1;
				break;
			}
			if (b - e >= 3 && memcmp(s + e, "\xef\xbc\x9a", 3) ==
			    0) {
				i = e + 3;
				break;
			}
		}
	}
	/* the leads one after another: "This is because 6 × 7 = 42." */
	if (i == a)
		for (k = 0; k < 2 && calc_lead(s, &i, b); k++)
			;
	for (e = b; e > i;) {
		if (strchr(" .!*$\n", s[e - 1]) != NULL)
			e--;
		else if (e >= i + 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) ==
		    0)
			e -= 3;	/* 。 */
		else if ((l = calc_end(s, i, e)) > 0)
			e -= l;	/* "だからです" */
		else if ((l = calc_verdict(s, i, e)) > 0)
			e -= l;	/* ", correct" */
		else
			break;
	}
	if (e >= i + 2 && s[e - 2] == '\\' && (s[e - 1] == ')' ||
	    s[e - 1] == ']'))
		e -= 2;
	for (q = e; q > i && is_alpha((unsigned char)s[q - 1]); q--)
		;
	if (q < e) {
		/* "= 42 sheep": the problem's noun after the value */
		if (q == i || s[q - 1] != ' ' || !problem_word(t, q, e, 1))
			return 0;
		for (e = q; e > i && s[e - 1] == ' '; e--)
			;
	}
	sides[ns++] = i;
	for (k = i; k < e && ns < 8; k++)
		if (s[k] == '=')
			sides[ns++] = k + 1;
	if (ns < 2 || ns >= 8)
		return 0;
	sides[ns] = e + 1;
	for (k = 0; k < ns; k++)
		if (!calc_side(s, sides[k], sides[k + 1] - 1, k + 1 < ns ? &op :
		    &(int){ 0 }))
			return 0;
	if (!op || !papo_frame_restates(t, sides[ns - 1], e))
		return 0;
	for (k = 0; k + 1 < ns; k++)
		if (!calc_same(t, sides[k], sides[k + 1] - 1, sides[ns - 1], e))
			return -1;
	return 1;
}

/*
 * The labels of a line after the answer that says how sure the solver
 * is of it ("Confidence: high", "Confianza: alta", "置信度：高"), in the
 * listed languages (a capital's spelling too where case folding is not
 * ASCII's), longest first where one begins another; and the words of
 * those languages that say sure.  Such a line passes when its value is
 * one of these, a key's sure level (level_ok) or a number from 0.9 to 1
 * or 90% to 100% (level_high); any other value ("low", "medium", 0.8,
 * "high?") refuses the answer, as the same key in a JSON answer does.
 */
static const char *const conf_labels[] = { "confidence level",
	"confidence", "certainty", "confianza", "confiance", "konfidenz",
	"sicherheit", "fiducia", "confian\xc3\xa7" "a" /* confiança */,
	"\xd1\x83\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe"
	"\xd1\x81\xd1\x82\xd1\x8c" /* уверенность */,
	"\xd0\xa3\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe"
	"\xd1\x81\xd1\x82\xd1\x8c" /* Уверенность */,
	"\xd0\xb2\xd0\xbf\xd0\xb5\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd1\x96"
	"\xd1\x81\xd1\x82\xd1\x8c" /* впевненість */,
	"\xd0\x92\xd0\xbf\xd0\xb5\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd1\x96"
	"\xd1\x81\xd1\x82\xd1\x8c" /* Впевненість */,
	"pewno\xc5\x9b\xc4\x87" /* pewność */, "g\xc3\xbcven" /* güven */,
	"\xc4\x91\xe1\xbb\x99 tin c\xe1\xba\xad" "y" /* độ tin cậy */,
	"\xc4\x90\xe1\xbb\x99 tin c\xe1\xba\xad" "y" /* Độ tin cậy */,
	"keyakinan", "uhakika",
	"\xe7\xbd\xae\xe4\xbf\xa1\xe5\xba\xa6" /* 置信度 */,
	"\xe4\xbf\xa1\xe5\xbf\x83" /* 信心 */,
	"\xe7\xa2\xba\xe4\xbf\xa1\xe5\xba\xa6" /* 確信度 */,
	"\xec\x8b\xa0\xeb\xa2\xb0\xeb\x8f\x84" /* 신뢰도 */,
	"\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xa1\xe0"
	"\xb8\xb1\xe0\xb9\x88\xe0\xb8\x99\xe0\xb9\x83\xe0\xb8\x88"
	/* ความมั่นใจ */,
	"\xe0\xa4\x86\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xae\xe0\xa4\xb5\xe0"
	"\xa4\xbf\xe0\xa4\xb6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4"
	"\xb8" /* आत्मविश्वास */,
	"\xd8\xa7\xd9\x84\xd8\xab\xd9\x82\xd8\xa9" /* الثقة */,
	"\xe0\xa6\x86\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xae\xe0\xa6\xac\xe0"
	"\xa6\xbf\xe0\xa6\xb6\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6"
	"\xb8" /* আত্মবিশ্বাস */,
	"\xe0\xb0\xa8\xe0\xb0\xae\xe0\xb1\x8d\xe0\xb0\xae\xe0\xb0\x95\xe0"
	"\xb0\x82" /* నమ్మకం */, NULL };
static const char *const conf_high[] = { "alta", "muy alta",
	"\xc3\xa9lev\xc3\xa9" "e" /* élevée */,
	"\xc3\xa9lev\xc3\xa9" /* élevé */,
	"hoch", "sehr hoch", "elevata", "alto",
	"\xd0\xb2\xd1\x8b\xd1\x81\xd0\xbe\xd0\xba\xd0\xb0\xd1\x8f"
	/* высокая */,
	"\xd0\xb2\xd0\xb8\xd1\x81\xd0\xbe\xd0\xba\xd0\xb0" /* висока */,
	"wysoka", "y\xc3\xbcksek" /* yüksek */, "cao", "tinggi",
	"juu", "\xe9\xab\x98" /* 高 */, "\xe5\xbe\x88\xe9\xab\x98" /* 很高 */,
	"\xeb\x86\x92\xec\x9d\x8c" /* 높음 */,
	"\xe0\xb8\xaa\xe0\xb8\xb9\xe0\xb8\x87" /* สูง */,
	"\xe0\xa4\x89\xe0\xa4\x9a\xe0\xa5\x8d\xe0\xa4\x9a" /* उच्च */,
	"\xd8\xb9\xd8\xa7\xd9\x84\xd9\x8a\xd8\xa9" /* عالية */,
	"\xe0\xa6\x89\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9a" /* উচ্চ */,
	"\xe0\xb0\x8e\xe0\xb0\x95\xe0\xb1\x8d\xe0\xb0\x95\xe0\xb1\x81\xe0"
	"\xb0\xb5" /* ఎక్కువ */, NULL };

/* The end of the marks '*', '_' and spaces (not a line's end) at s[i]. */
static size_t
conf_marks(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == '*' || s[i] == '_' || s[i] == ' ' ||
	    s[i] == '\t'))
		i++;
	return i;
}

static int conf_sure(const char *, size_t);
static int conf_boxed(const char *, size_t, size_t);

size_t
papo_frame_confidence(const char *s, size_t a, size_t n, const char **why)
{
	size_t i = conf_marks(s, a, n), k, l, v, e;

	for (k = 0; conf_labels[k] != NULL; k++)
		if (starts_ci(s, n, i, conf_labels[k]))
			break;
	if (conf_labels[k] == NULL)
		return 0;
	l = strlen(conf_labels[k]);
	if (i + l < n && is_alpha((unsigned char)s[i + l]))
		return 0;	/* "confidently", "confidence_interval" */
	i = conf_marks(s, i + l, n);
	if (i < n && s[i] == ':')
		i++;
	else if (i + 3 <= n && memcmp(s + i, "\xef\xbc\x9a", 3) == 0)
		i += 3;	/* ： */
	else
		return 0;
	v = i = conf_marks(s, i, n);
	while (i < n && s[i] != '\n')
		i++;
	e = i;
	while (e > v && (s[e - 1] == '*' || s[e - 1] == '_' || s[e - 1] ==
	    '.' || is_space((unsigned char)s[e - 1])))
		e--;
	if (e >= v + 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) == 0)
		e -= 3;	/* 。 */
	*why = e > v && (conf_sure(s + v, e - v) || grade_in(s + v, e - v,
	    conf_high) || conf_boxed(s, v, e)) ? NULL :
	    "a confidence below sure beside it";
	return i;
}

/*
 * The sentences in which a solver states its confidence in the answer
 * before them, as models asked for one write them ("I am $\\boxed{100
 * \\%}$ confident in my answer.", "My confidence level is 95%.", "...,
 * and my confidence in this answer is 90%."), by language: lower case;
 * '#' is the level (conf_level_at); "[a|b]" is one of a, b or nothing,
 * "{a|b}" one of a, b; a space is one space or more.  A sentence is one
 * of them whole or it is not one; the level must say sure (conf_sure).
 */
static const char *const conf_said[] = {
	"[and |so ][{thus|therefore}[,] ]{my|our|the} {confidence|"
	    "certainty} [level ][in percentage ][{in|regarding|for} {this|my|"
	    "our|the} {answer|result|solution} ]{is[:]|:} [about |at ]#[ "
	    "{in|regarding|for} {this|my|our|the} {answer|result|solution}]",
	"[and |so ]{i am|we are} # {confident|sure|certain}[ {in|of|about} "
	    "{this|my|our|the} {answer|result|solution}][ that {this|it|"
	    "the answer} is correct]",
	"[and |so ]i'm # {confident|sure|certain}[ {in|of|about} "
	    "{this|my|the} {answer|result|solution}]",
	"[and |so ]{i am|we are|i'm|we can be} {very |fully |completely |"
	    "highly |}{confident|certain|sure} {in|of|about} {this|my|our|the} "
	    "{answer|result|solution}",
	"[and |so ]{i am|we are|i'm} {very |fully |completely |highly |}"
	    "{confident|certain|sure} that {this|the|my|our} {answer|result|"
	    "solution} is correct",
	"[and ]i {have|would give} [a ]{confidence|certainty} [level ]"
	    "[of ]#[ in {this|my|the} {answer|result|solution}]",
	"[and ]i have a # confidence[ in {this|my|the} {answer|result|"
	    "solution}]",
	"[and |so ][therefore |thus ]i would rate my confidence [level ]at #",
	"with a confidence [level ]of #",
	"{regarding|as for} my {answer|confidence}, i am # confident",
	"confidence [level ]in {this|my|the} answer: #",
	/* de, fr, es, it, pt */
	"ich bin mir [zu ]# sicher",
	"meine {zuversicht|sicherheit|konfidenz} [in diese antwort ]"
	    "{betr\xc3\xa4gt|ist|liegt bei} #",
	"je suis {s\xc3\xbbr|confiant|certain} \xc3\xa0 #[ de {ma|cette} "
	    "r\xc3\xa9ponse]",
	"mon niveau de confiance [dans {cette|ma} r\xc3\xa9ponse ]est de #",
	"ma confiance [dans {cette|ma} r\xc3\xa9ponse ]est de #",
	"mi {nivel de confianza|confianza} [en {esta|mi} respuesta ]es "
	    "[del |de ]#",
	"estoy {seguro|segura} [al ]#[ de {esta|mi} respuesta]",
	"il mio livello di fiducia [in questa risposta ]\xc3\xa8 [del |di ]#",
	"sono sicuro al #",
	"minha confian\xc3\xa7" "a [nesta resposta ]\xc3\xa9 de #",
	"estou #{ confiante| seguro| segura}",
	/* zh, ja */
	"\xe6\x88\x91\xe7\x9a\x84\xe7\xbd\xae\xe4\xbf\xa1\xe5\xba\xa6"
	    "{\xe6\x98\xaf|\xe4\xb8\xba|\xe7\x82\xba}#" /* 我的置信度是# */,
	"\xe6\x88\x91\xe5\xaf\xb9{\xe8\xbf\x99\xe4\xb8\xaa|\xe8\xaf\xa5|}"
	    "\xe7\xad\x94\xe6\xa1\x88\xe7\x9a\x84{\xe4\xbf\xa1\xe5\xbf\x83|"
	    "\xe7\xbd\xae\xe4\xbf\xa1\xe5\xba\xa6}{\xe6\x98\xaf|\xe4\xb8\xba}"
	    "#" /* 我对这个答案的信心是# */,
	"\xe7\xbd\xae\xe4\xbf\xa1\xe5\xba\xa6{\xe6\x98\xaf|\xe4\xb8\xba|"
	    "\xe7\x82\xba}#" /* 置信度为# */,
	NULL };

/*
 * The level at s[i] (up to b): a number, a percent sign written or
 * spelled, in math or a box or none ("95%", "$100\\%$", "\\(\\boxed{100
 * \\%}\\)", "\\(\\boxed{100}\\)%", "0.95"), its digits and sign copied
 * into v (vn bytes); where it ends, or 0.
 */
static size_t
conf_level_at(const char *s, size_t i, size_t b, char *v, size_t vn,
    size_t *vl)
{
	size_t k = i, l = 0;
	int math = 0, box = 0, pct = 0, dot = 0;

	if (b - k >= 2 && memcmp(s + k, "\\(", 2) == 0)
		math = 2, k += 2;
	else if (k < b && s[k] == '$')
		math = 1, k++;
	while (k < b && s[k] == ' ')
		k++;
	if (b - k >= 7 && memcmp(s + k, "\\boxed{", 7) == 0)
		box = 1, k += 7;
	else if (b - k >= 6 && memcmp(s + k, "\\fbox{", 6) == 0)
		box = 1, k += 6;
	for (; k < b && l + 2 < vn && (is_digit((unsigned char)s[k]) ||
	    (s[k] == '.' && !dot && l > 0 && k + 1 < b &&
	    is_digit((unsigned char)s[k + 1]))); k++) {
		dot |= s[k] == '.';
		v[l++] = s[k];
	}
	if (l == 0 || (k < b && is_digit((unsigned char)s[k])))
		return 0;
	for (;;) {
		if (!pct && b - k >= 2 && memcmp(s + k, "\\%", 2) == 0)
			pct = 1, k += 2;
		else if (!pct && k < b && s[k] == '%')
			pct = 1, k++;
		else if (!pct && b - k >= 2 && s[k] == ' ' && s[k + 1] == '%')
			pct = 1, k += 2;	/* French: "100 %" */
		else if (!pct && b - k >= 8 && starts_ci(s, b, k, " percent"))
			pct = 1, k += 8;
		else if (box && k < b && s[k] == '}')
			box = 0, k++;
		else if (math == 2 && b - k >= 2 && memcmp(s + k, "\\)", 2) ==
		    0)
			math = 0, k += 2;
		else if (math == 1 && k < b && s[k] == '$')
			math = 0, k++;
		else if (k < b && s[k] == ' ' && (box || math))
			k++;
		else
			break;
	}
	if (box || math)
		return 0;	/* a box or math left open */
	if (pct)
		v[l++] = '%';
	*vl = l;
	return k;
}

/* The bracket that closes the group opened at f ("[...]", "{...}"),
   groups inside it passed. */
static const char *
conf_group_end(const char *f)
{
	int depth = 0;

	for (;; f++) {
		if (*f == '[' || *f == '{')
			depth++;
		else if ((*f == ']' || *f == '}') && --depth == 0)
			return f;
	}
}

/* The end of the alternative that starts at alt, up to the group's
   close: the next '|' outside the groups inside it. */
static const char *
conf_alt_end(const char *alt, const char *close)
{
	for (; alt < close && *alt != '|'; alt++)
		if (*alt == '[' || *alt == '{')
			alt = conf_group_end(alt);
	return alt;
}

/* Does f (a conf_said frame, to its NUL) match s[i..b) whole?  The
   level read into v. */
static int
conf_match(const char *f, const char *s, size_t i, size_t b, char *v,
    size_t vn, size_t *vl)
{
	char rest[256];
	const char *close, *alt, *g;
	size_t k, l;

	for (;;) {
		if (*f == '\0')
			return i == b;
		if (*f == '[' || *f == '{') {
			close = conf_group_end(f);
			l = strlen(close + 1);
			for (alt = f + 1; alt <= close; alt = g + 1) {
				g = conf_alt_end(alt, close);
				if (g > alt && strchr(" #[{", *alt) == NULL &&
				    (i >= b || lower((unsigned char)s[i]) !=
				    (unsigned char)*alt))
					continue;	/* its first byte
							   differs */
				if ((size_t)(g - alt) + l >= sizeof(rest))
					return 0;
				memcpy(rest, alt, (size_t)(g - alt));
				memcpy(rest + (g - alt), close + 1, l + 1);
				if (conf_match(rest, s, i, b, v, vn, vl))
					return 1;
			}
			return *f == '[' && conf_match(close + 1, s, i, b, v,
			    vn, vl);
		}
		if (*f == ' ') {
			for (k = i; k < b && (s[k] == ' ' || s[k] == '\t'); k++)
				;
			if (k == i)
				return 0;
			i = k;
		} else if (*f == '#') {
			if ((i = conf_level_at(s, i, b, v, vn, vl)) == 0)
				return 0;
		} else if (i < b && lower((unsigned char)s[i]) ==
		    (unsigned char)*f)
			i++;
		else
			return 0;
		f++;
	}
}

/* Does the level v[0..vl) say sure: a grading key's sure level, 0.9 to
   1, 90% to 100%?  A bare "1" does not: in prose it may be the least of
   a scale of 1 to 10 ("Confidence level: 1"), as "1.0" or "100%" may
   not be. */
static int
conf_sure(const char *v, size_t vl)
{
	if (vl == 1 && v[0] == '1')
		return 0;
	return grade_in(v, vl, level_ok) || level_high(v, vl);
}

/* Is s[v..e) a level in math or a box, all of it, that says sure
   ("\\(\\boxed{100\\%}\\)" after "Confidence level:")? */
static int
conf_boxed(const char *s, size_t v, size_t e)
{
	char l[24];
	size_t ll = 0;

	return conf_level_at(s, v, e, l, sizeof(l), &ll) == e &&
	    conf_sure(l, ll);
}

/* Does a stem of papo_frame_confidence_near's open at s[i] (in s[a..e))? */
static int
near_at(const char *s, size_t a, size_t e, size_t i)
{
	/* the stems by their first byte, a word's first letter (any case)
	   or a CJK character's lead byte */
	static const unsigned char lead[256] = { ['c'] = 1, ['C'] = 1,
	    ['s'] = 2, ['S'] = 2, ['z'] = 3, ['Z'] = 3, ['f'] = 4, ['F'] = 4,
	    ['k'] = 6, ['K'] = 6, [0xe4] = 5, [0xe7] = 5 };
	static const char *const stems[7][7] = { { NULL },
	    { "confiden", "confian", "certain", "certeza", NULL },
	    { "sure", "sicher", "s\xc3\xbbr" /* sûr */, "segur", "sicur",
	    NULL },
	    { "zuversicht", NULL }, { "fiducia", NULL },
	    { "\xe4\xbf\xa1\xe5\xbf\x83" /* 信心 */,
	    "\xe7\xbd\xae\xe4\xbf\xa1" /* 置信 */, NULL },
	    { "konfidenz", NULL } };
	size_t k;
	unsigned c;

	if ((c = lead[(unsigned char)s[i]]) == 0 || (c != 5 && i > a &&
	    is_alpha((unsigned char)s[i - 1])))
		return 0;	/* most bytes; inside a word */
	for (k = 0; stems[c][k] != NULL; k++)
		if (starts_ci(s, e, i, stems[c][k]))
			return 1;
	return 0;
}

#ifdef __SSE2__
/* The bytes of s[0..16) that may open such a stem, a bit each: c, s, z,
   f, k in either case after a byte that is no ASCII letter (s[-1] is
   read), the CJK lead bytes 0xe4 and 0xe7 anywhere (and a few others
   near_at refuses). */
static unsigned
near_bytes(const char *s)
{
	const __m128i x = _mm_loadu_si128((const void *)s);
	const __m128i l = _mm_or_si128(x, _mm_set1_epi8(0x20));
	const __m128i prev = papo_ascii_letters16(_mm_loadu_si128(
	    (const void *)(s - 1)));	/* a letter before */
	__m128i m = _mm_or_si128(_mm_cmpeq_epi8(l, _mm_set1_epi8('c')),
	    _mm_cmpeq_epi8(l, _mm_set1_epi8('s')));

	m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(l,
	    _mm_set1_epi8('z')), _mm_cmpeq_epi8(l, _mm_set1_epi8('f'))));
	m = _mm_andnot_si128(prev, _mm_or_si128(m, _mm_cmpeq_epi8(l,
	    _mm_set1_epi8('k'))));
	m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(x,
	    _mm_set1_epi8((char)0xe4)), _mm_cmpeq_epi8(x,
	    _mm_set1_epi8((char)0xe7))));
	return (unsigned)_mm_movemask_epi8(m);
}
#endif

int
papo_frame_confidence_near(const char *s, size_t a, size_t e)
{
	size_t i = a;

	if (i < e && near_at(s, a, e, i))
		return 1;	/* the first byte's, s[a - 1] unread */
	i++;
#ifdef __SSE2__
	/* sixteen bytes at a time: most hold no byte a stem opens with */
	for (; i + 16 <= e; i += 16) {
		unsigned bits = near_bytes(s + i);

		for (; bits != 0; bits &= bits - 1)
			if (near_at(s, a, e, i + (size_t)__builtin_ctz(bits)))
				return 1;
	}
#endif
	for (; i < e; i++)
		if (near_at(s, a, e, i))
			return 1;
	return 0;
}

/*
 * A reason given with a statement of confidence ("Since this is a
 * standard result, my confidence level in this answer is 100%.", "I am
 * 100% confident in my answer, as I followed the order of operations
 * carefully."): its words, by language (ASCII lower case; a word with a
 * hyphen or an apostrophe is one word).  They name the work, its method
 * and how it was done, and the words that join them; none doubts,
 * negates, bounds, counts values ("both", "all") or holds one, so a
 * reason with a word not here ("as I might have erred", "since 12 is
 * also possible", "since both values are valid") leaves the
 * statement unread.  What the answer is, said in it, is one of
 * conf_qualities ("since the answer is correct", not "since the answer
 * is the exponent").
 */
static const char *const conf_reason_words[] = { "the", "a", "an", "and",
	"this", "that", "it", "its", "it's", "is", "are", "was",
	"were", "be", "been", "has", "have", "had", "i", "we", "my", "our",
	"i've", "we've", "i'm", "we're", "there", "as", "of", "in",
	"on", "to", "by", "with", "for", "from", "into", "through", "each",
	"can", "standard", "well-known",
	"well-established", "established", "fundamental", "basic", "simple",
	"simply", "straightforward", "direct", "directly", "elementary",
	"common", "widely", "accepted", "universally", "known", "proven",
	"proved", "correct", "correctly", "careful", "carefully", "accurate",
	"accurately", "precise", "precisely", "exact", "exactly", "rigorous",
	"rigorously", "mathematical", "mathematically", "logical",
	"logically", "sound", "valid", "reliable", "consistent", "systematic",
	"systematically", "thorough", "thoroughly", "clear", "clearly",
	"step", "steps", "step-by-step", "calculation", "calculations",
	"calculated", "calculating", "computation", "computations",
	"computed", "computing", "operation", "operations", "order", "rule",
	"rules", "property", "properties", "formula", "formulas", "method",
	"methods", "technique", "techniques", "procedure", "procedures",
	"process", "approach", "principle", "principles", "theorem",
	"theorems", "definition", "definitions", "identity", "identities",
	"fact", "result", "results", "derivation", "derived", "verified",
	"proof", "definite", "indefinite", "taken",
	"involve", "confirms",
	"checked", "double-checked", "confirmed", "followed", "follow",
	"follows", "following", "used", "using", "applied", "applying",
	"performed", "based", "solved", "evaluated", "reasoning", "logic",
	"analysis", "involves", "involved", "calculus", "algebra",
	"algebraic", "geometry", "geometric", "trigonometry", "trigonometric",
	"arithmetic", "integration", "integral", "integrals", "derivative",
	"derivatives", "differentiation", "limit", "limits", "series",
	"matrix", "matrices", "determinant", "vector", "vectors", "equation",
	"equations", "function", "functions", "expression", "exponent",
	"exponents", "logarithm", "logarithms",
	"triangle", "triangles", "angle", "angles", "polynomial", "quadratic",
	"linear", "inequality", "inequalities", "addition", "subtraction",
	"multiplication", "division", "pemdas", "bodmas", "substitution",
	"factorization", "simplification", "problem", "question", "solution",
	"answer", "mathematics", "math", NULL };

/* What a reason may say the answer, the result or the solution is
   ("the result is a well-known property"), "a" or "an" before it or
   not. */
static const char *const conf_qualities[] = { "correct", "verified",
	"derived", "consistent", "exact", "valid", "straightforward",
	"standard", "well-known", "well-established", "established",
	"reliable", "sound", "confirmed", "checked", "accurate", "precise",
	"based", "fundamental", "basic", "simple", NULL };

/* Is s[i..e) a reason conf_reason_words read whole: its words, spaces,
   commas, parentheses and slashes ("(PEMDAS/BODMAS)"), no other byte;
   after "the answer is" (result, solution) a quality only? */
static int
conf_reason(const char *s, size_t i, size_t e)
{
	static const char *const said[] = { "answer", "answers", "result",
	    "results", "solution", "solutions", NULL };
	static const char *const copulas[] = { "is", "are", NULL };
	static const char *const arts[] = { "a", "an", NULL };
	static const char *const worked[] = { "calculated", "computed",
	    "checked", "double-checked", "verified", "used", "evaluated",
	    "confirmed", "applied", NULL };
	static const char *const vals[] = { "value", "values", NULL };
	size_t we, p1 = 0, p1e = 0, p2 = 0, p2e = 0;
	int words = 0, state = 0;

	while (i < e) {
		if (strchr(" ,()/", s[i]) != NULL) {
			i++;
			continue;
		}
		for (we = i; we < e && (is_alpha((unsigned char)s[we]) ||
		    ((s[we] == '-' || s[we] == '\'') && we > i && we + 1 < e &&
		    is_alpha((unsigned char)s[we + 1]))); we++)
			;
		if (we == i)
			return 0;	/* a digit, math, a symbol */
		if (!word_listed_ci(s, i, we, conf_reason_words) &&
		    !(word_listed_ci(s, i, we, vals) && words >= 2 &&
		    p1e == p1 + 3 && starts_ci(s, p1e, p1, "the") &&
		    word_listed_ci(s, p2, p2e, worked)))
			return 0;	/* "the values" after a verb of the
					   work only: "calculated the values" */
		p2 = p1, p2e = p1e, p1 = i, p1e = we;
		/* state 1: after "answer"; 2: after its "is"; 3: and "a" */
		if (state >= 2 && !word_listed_ci(s, i, we, conf_qualities) &&
		    !(state == 2 && word_listed_ci(s, i, we, arts)))
			return 0;	/* "the answer is the exponent" */
		state = state == 2 && word_listed_ci(s, i, we, arts) ? 3 :
		    state == 1 && word_listed_ci(s, i, we, copulas) ? 2 :
		    word_listed_ci(s, i, we, said) ? 1 : 0;
		words++;
		i = we;
	}
	return words > 0 && state < 2;
}

/* The words that open a reason clause before or after the statement. */
static const char *const conf_reason_opens[] = { "since ", "as ",
	"because ", "given that ", "given ", "based on ", NULL };

/* The end of a reason clause's opener at s[i], or 0. */
static size_t
conf_reason_open(const char *s, size_t i, size_t e)
{
	size_t k;

	for (k = 0; conf_reason_opens[k] != NULL; k++)
		if (starts_ci(s, e, i, conf_reason_opens[k]))
			return i + strlen(conf_reason_opens[k]);
	return 0;
}

/* What opens a statement before a comma ("As for my confidence in this
   answer, I am 100% confident."): conf_said's notation. */
static const char *const conf_leads[] = {
	"{regarding|as for} {my|the} {confidence|certainty}[ level][ in "
	    "{this|my|the} {answer|result|solution}]",
	NULL };

/* Is s[a..e) one of conf_said's sentences whole, the level in v? */
static int
conf_core(const char *s, size_t a, size_t e, char *v, size_t vn, size_t *vl)
{
	size_t k;

	if (a >= e || !papo_frame_confidence_opens((unsigned char)s[a]))
		return 0;	/* no sentence of conf_said opens so */
	for (k = 0; conf_said[k] != NULL; k++) {
		*vl = 0;
		if (conf_match(conf_said[k], s, a, e, v, vn, vl))
			return 1;
	}
	return 0;
}

/* Is s[a..e) a sentence of conf_said, a reason clause after it or
   not ("..., as the steps are standard.")? */
static int
conf_tail(const char *s, size_t a, size_t e, char *v, size_t vn, size_t *vl)
{
	size_t k, c, r;

	if (conf_core(s, a, e, v, vn, vl))
		return 1;
	for (k = a + 1; k + 1 < e; k++) {
		if (s[k] != ' ' || strchr("sabgSABG", s[k + 1]) == NULL ||
		    (c = conf_reason_open(s, k + 1, e)) == 0)
			continue;	/* "since", "as", "because", "given",
					   "based on" */
		r = s[k - 1] == ',' ? k - 1 : k;
		if (conf_reason(s, c, e) && conf_core(s, a, r, v, vn, vl))
			return 1;
	}
	return 0;
}

/* Is s[a..e) a statement of confidence: a lead (conf_leads, when lead)
   and a comma before one, a reason clause and a comma before
   conf_tail's sentence, or that alone? */
static int
conf_stmt(const char *s, size_t a, size_t e, char *v, size_t vn, size_t *vl,
    int lead)
{
	size_t c, k, o = conf_reason_open(s, a, e);

	if (conf_tail(s, a, e, v, vn, vl))
		return 1;
	for (c = a; c + 2 < e; c++) {
		if (s[c] != ',' || s[c + 1] != ' ')
			continue;
		if (o != 0 && conf_reason(s, o, c) && conf_tail(s, c + 2, e,
		    v, vn, vl))
			return 1;
		for (k = 0; lead && conf_leads[k] != NULL; k++)
			if (conf_match(conf_leads[k], s, a, c, v, vn, vl) &&
			    conf_stmt(s, c + 2, e, v, vn, vl, 0))
				return 1;
	}
	return 0;
}

size_t
papo_frame_confidence_said(const char *s, size_t a, size_t b,
    const char **why)
{
	char v[24];
	size_t e = b, vl = 0;

	while (e > a && (s[e - 1] == '.' || s[e - 1] == '!' ||
	    s[e - 1] == '*' || is_space((unsigned char)s[e - 1])))
		e--;
	if (e - a >= 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) == 0)
		e -= 3;	/* 。 */
	while (a < e && (s[a] == '*' || s[a] == ' '))
		a++;
	if (e <= a || e - a > CONF_MAX || !papo_frame_confidence_opens(
	    (unsigned char)s[a]))
		return 0;	/* none is longer than CONF_MAX bytes */
	if (!conf_stmt(s, a, e, v, sizeof(v), &vl, 1))
		return 0;
	*why = vl == 0 || conf_sure(v, vl) ? NULL :
	    "a confidence below sure beside it";
	return b;
}

int
papo_frame_confidence_opens(unsigned char c)
{
	return c < 0x80 ? strchr("abcegijmorstw", lower(c)) != NULL &&
	    c != '\0' :
	    c == 0xe6 || c == 0xe7;
}

/* Where the last sentence of s[lo..e) starts: after its last '\n', or
   the space after a stop, an exclamation mark or a semicolon before
   s[e - 1] (that space's place); lo when none. */
static size_t
last_stop(const char *s, size_t lo, size_t e)
{
	static const char stops[] = ".!;";
	const char *q;
	size_t l = lo, k, m;

	if (e < lo + 2)
		return lo;
	if ((q = memrchr(s + lo, '\n', e - 1 - lo)) != NULL)
		l = (size_t)(q - s);
	for (k = 0; k < 3; k++)
		for (m = e - 1; m > l + 1 && (q = memrchr(s + l + 1, stops[k],
		    m - l - 1)) != NULL; m = (size_t)(q - s))
			if (q[1] == ' ') {
				l = (size_t)(q - s) + 1;
				break;
			}
	return l;
}

size_t
papo_frame_confidence_from(const char *s, size_t ls, size_t hi, size_t e,
    const char **why)
{
	size_t c, q, lo = e > CONF_MAX ? e - CONF_MAX : 0;
	int near = -1;

	/* a statement is CONF_MAX bytes at most, one sentence (no stop and
	   a space, no semicolon, no line's end in it) and holds a word of
	   confidence: asked once, of the longest */
	if (lo < ls)
		lo = ls;
	lo = last_stop(s, lo, e);
	for (c = lo; c <= hi && c < e; c++) {
		if (!((c == 0 || s[c - 1] == '\n') || (c >= ls + 2 &&
		    s[c - 1] == ' ' && (s[c - 2] == '.' || s[c - 2] == ',' ||
		    s[c - 2] == ';' || s[c - 2] == '!'))))
			continue;
		for (q = c; q < e && s[q] == ' '; q++)
			;
		if (q == e || !papo_frame_confidence_opens((unsigned char)s[q]))
			continue;
		if (near < 0 && (near = papo_frame_confidence_near(s, q,
		    e)) == 0)
			return (size_t)-1;
		if (papo_frame_confidence_said(s, q, e, why) != 0)
			return c;
	}
	return (size_t)-1;
}

int
papo_frame_confidence_sure(const char *s, size_t a, size_t e)
{
	const char *why = NULL;
	size_t i;

	while (a < e && is_space((unsigned char)s[a]))
		a++;
	i = conf_marks(s, a, e);	/* "**Confidence Level**: 100%" */
	if (e <= i || e - a > CONF_MAX || ((unsigned char)s[i] < 0x80 &&
	    strchr("fkpu", lower((unsigned char)s[i])) == NULL &&
	    !papo_frame_confidence_opens((unsigned char)s[i])))
		return 0;	/* a label's first letter, a statement's */
	if ((memchr(s + a, ':', e - a) != NULL || memchr(s + a, 0xef, e -
	    a) != NULL) && papo_frame_confidence(s, a, e, &why) >= e)
		return why == NULL;	/* "Уверенность: высокая" too */
	return papo_frame_confidence_near(s, i, e) &&
	    papo_frame_confidence_said(s, a, e, &why) != 0 && why == NULL;
}

size_t
papo_frame_confidence_display(const char *s, size_t e, const char **why)
{
	char v[24], t[CONF_MAX + 32];
	size_t k = e, d, o, c, a, vl = 0, ll = 0;

	while (k > 0 && (is_space((unsigned char)s[k - 1]) || s[k - 1] ==
	    '.'))
		k--;
	if (k < 4 || strchr("]$})%", s[k - 1]) == NULL)
		return (size_t)-1;	/* a display's, a box's or a level's
					   end */
	if (memcmp(s + k - 2, "\\]", 2) == 0 || memcmp(s + k - 2, "$$", 2) ==
	    0) {
		/* a display: its content between its marks */
		for (o = k - 2; o >= 2 && k - o < 80 && memcmp(s + o - 2,
		    s[k - 1] == '$' ? "$$" : "\\[", 2) != 0; o--)
			;
		if (o < 2 || k - o >= 80)
			return (size_t)-1;
		c = k - 2;
		o -= 2;
		d = o + 2;
	} else {
		/* a line of its own: "$\\boxed{100}$", "\\fbox{95}" */
		for (o = k; o > 0 && s[o - 1] != '\n' && k - o < 80; o--)
			;
		if (o == 0 || s[o - 1] != '\n')
			return (size_t)-1;
		c = k;
		d = o;
	}
	for (; d < c && is_space((unsigned char)s[d]); d++)
		;
	for (; c > d && is_space((unsigned char)s[c - 1]); c--)
		;
	if (conf_level_at(s, d, c, v, sizeof(v), &ll) != c || ll == 0)
		return (size_t)-1;	/* "\\boxed{100\\%}", "100\\%" */
	for (c = o; c > 0 && is_space((unsigned char)s[c - 1]); c--)
		;
	if (c == 0 || !(s[c - 1] == ':' || is_alpha((unsigned char)s[c -
	    1])))
		return (size_t)-1;	/* "The confidence level is:" */
	if (s[c - 1] == ':')
		c--;
	for (a = c; a > 0 && c - a < CONF_MAX && s[a - 1] != '\n' &&
	    !(a >= 2 && s[a - 1] == ' ' && strchr(".!", s[a - 2]) != NULL);
	    a--)
		;
	if (c - a >= CONF_MAX || c == a)
		return (size_t)-1;
	/* the statement read with its level in words' place */
	memcpy(t, s + a, c - a);
	t[c - a] = ' ';
	memcpy(t + (c - a) + 1, v, ll);
	if (!papo_frame_confidence_opens((unsigned char)t[0]) ||
	    !conf_stmt(t, 0, (c - a) + 1 + ll, v, sizeof(v), &vl, 1))
		return (size_t)-1;
	*why = conf_sure(v, ll) ? NULL : "a confidence below sure beside it";
	return a;
}

int
papo_frame_confidence_box(const char *s, size_t n, size_t bat, size_t bend,
    size_t *st)
{
	const char *why, *q;
	size_t e = papo_frame_sentence_stop(s, bend, n), ls, c;

	ls = (q = memrchr(s, '\n', bat)) != NULL ? (size_t)(q - s) + 1 : 0;
	if (ls > 0 && (memchr(s + ls, ':', bat - ls) != NULL ||
	    memmem(s + ls, bat - ls, "\xef\xbc\x9a", 3) != NULL) &&
	    papo_frame_confidence(s, ls, n, &why) >= bend) {	/* ： */
		*st = ls;	/* "Confidence level: \\(\\boxed{100\\%}\\)" */
		return 1;
	}
	/* after the answer: the statement opens the line (not the
	   response), or follows a stop or a comma */
	if ((c = papo_frame_confidence_from(s, ls, bat, e, &why)) ==
	    (size_t)-1 || c == 0)
		return 0;
	*st = c;
	return 1;
}

int
papo_frame_confidence_rest(const char *s, size_t end, size_t n, size_t *e,
    const char **why)
{
	size_t i = papo_frame_strip_fwd(s, skip_closers(s, end, n), n);

	if (i >= n || memchr(s + end, '\n', i - end) != NULL)
		return 0;	/* the next line's: a sentence of its own */
	*e = papo_frame_sentence_stop(s, i, n);
	return papo_frame_confidence_said(s, i, *e, why) != 0;
}

/*
 * An alternative derivation or a check after the answer (issue 26):
 * a paragraph that opens with one of these rows (ASCII lowercase),
 * ends by restating the answer's value, and holds no correction
 * (alt_fix), negation or doubt row and no other concluded value.
 */
static const char *const alt_open[] = { "alternatively", "another way",
	"another approach", "alternative method", "alternative solution",
	"to verify", "to check", "to double-check", "let's verify",
	"let's check", "let's double-check", "let us verify", "let us check",
	"let me verify", "let me check", "let me double-check",
	"let me double check", "double-check:", "here is why:",
	"here's why:",
	"we can verify", "we can check", "verification", "check:",
	"explanation:", /* SVAMP's: "Answer: 8 apples\n\nExplanation: ..." */
	/* a recap of the work that ends on the value ("To summarize,
	   Jane counts ... The average is 22.") */
	"to summarize", "to summarise", "in summary", "to sum up",
	"to recap",
	"\xe9\xaa\x8c\xe8\xaf\x81" /* 验证 */,
	"\xe5\x8f\xa6\xe8\xa7\xa3" /* 另解 */,
	"\xe6\xa3\x80\xe9\xaa\x8c" /* 检验 */,
	"v\xc3\xa9rification" /* vérification */, "alternativement",
	"pour v\xc3\xa9rifier", "alternativ", "zur kontrolle",
	"\xc3\xbc" "berpr\xc3\xbc" "fung" /* überprüfung */, "probe:",
	"comprobaci\xc3\xb3n", "verificaci\xc3\xb3n", "alternativamente",
	"para verificar", "verifica", "verifica\xc3\xa7\xc3\xa3o", NULL };

/*
 * The case where an extremum is reached, or the range a result holds
 * over, after a least or greatest value ("Equality occurs when a = b.",
 * "This minimum is achieved when ...") (ASCII lowercase): a condition,
 * not another answer, when the problem asks for an extremum (alt_ext).
 */
static const char *const alt_case[] = { "equality occurs", "equality holds",
	"equality is achieved", "equality is attained", "this minimum",
	"this maximum", "the minimum occurs", "the maximum occurs",
	"the minimum is achieved", "the maximum is achieved",
	"the minimum is attained", "the maximum is attained",
	"this result holds for all", "this holds for all",
	"this value is achieved", "this value is attained", NULL };

/* Words of a problem that asks for an extremum. */
static const char *const alt_ext[] = { "minimum", "maximum", "smallest",
	"largest", "least", "greatest", "\xe6\x9c\x80\xe5\xb0\x8f" /* 最小 */,
	"\xe6\x9c\x80\xe5\xa4\xa7" /* 最大 */, NULL };

/* Words that correct or take back what precedes them (ASCII lowercase). */
static const char *const alt_fix[] = { "actually", "wait", "but", "however",
	"mistake", "wrong", "incorrect", "error", "instead", "oops", "hmm",
	"recheck", "re-check", "redo", "mais", "aber", "pero", "sin embargo",
	"\xe4\xbd\x86" /* 但 */, "\xe4\xb8\x8d\xe5\xaf\xb9" /* 不对 */,
	"\xe9\x94\x99" /* 错 */, NULL };

/* Words that conclude a sentence's value (ASCII lowercase). */
static const char *const alt_concl[] = { "therefore", "thus", "so",
	"hence", "answer", "which is", "which gives", "result", "donc",
	"daher", "por lo tanto", "\xe6\x89\x80\xe4\xbb\xa5" /* 所以 */,
	"\xe5\x9b\xa0\xe6\xad\xa4" /* 因此 */, NULL };

/* Does a row of list l start a word in s[a..b)?  Its length, or 0. */
static size_t
alt_word(const char *s, size_t a, size_t b, const char *const *l)
{
	size_t i, k, w;

	for (i = a; i < b; i++) {
		if (i > a && is_alpha((unsigned char)s[i - 1]))
			continue;
		for (k = 0; l[k] != NULL; k++) {
			w = strlen(l[k]);
			if (starts_ci(s, b, i, l[k]) && (i + w == b ||
			    (unsigned char)l[k][w - 1] >= 0x80 ||
			    !is_alpha((unsigned char)s[i + w])))
				return w;
		}
	}
	return 0;
}

/*
 * The last value of the sentence s[a..b): after its last '=', "is",
 * "\\(" or '$', a final unit word or two aside; 0 when it has none.
 */
static int
alt_value(const char *s, size_t a, size_t b, size_t *va, size_t *vb)
{
	size_t e = b, i, words = 0;

	for (;;) {
		while (e > a && (is_space((unsigned char)s[e - 1]) ||
		    s[e - 1] == '.' || s[e - 1] == '$' || s[e - 1] == '*'))
			e--;
		if (e >= a + 2 && s[e - 2] == '\\' && (s[e - 1] == ')' ||
		    s[e - 1] == ']')) {
			e -= 2;
			continue;
		}
		if (e >= a + 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) == 0) {
			e -= 3;	/* 。 */
			continue;
		}
		if (words < 2 && e > a && is_alpha((unsigned char)s[e - 1])) {
			i = e;
			while (i > a && is_alpha((unsigned char)s[i - 1]))
				i--;
			if (i > a && s[i - 1] == ' ' && (i < a + 2 || s[i - 2]
			    != '\\') && papo_frame_row_within(s, i, e, M(R_NEG)
			    | M(R_BOUND) | M(R_WEAK) | M(R_DOUBT) | M(R_MODAL),
			    NULL, 0) == NULL) {
				e = i;	/* a unit: "gallons", not "or so" */
				words++;
				continue;
			}
		}
		break;
	}
	if (e == a || !(is_digit((unsigned char)s[e - 1]) || s[e - 1] == '}'))
		return 0;
	for (i = e; i > a; i--) {
		if (s[i - 1] == '=' || s[i - 1] == '$' || (s[i - 1] == '(' &&
		    i >= a + 2 && s[i - 2] == '\\'))
			break;
		if (i >= a + 4 && memcmp(s + i - 4, " is ", 4) == 0)
			break;
	}
	if (i == a)
		return 0;
	*va = i;
	*vb = e;
	return 1;
}

/* Does a letter of any script start at s[k] (in s[..e))? */
static int
alt_letter(const char *s, size_t k, size_t e)
{
	long c;

	if ((unsigned char)s[k] < 0x80)
		return is_alpha((unsigned char)s[k]);
	c = papo_frame_cp_at(s, k, e);
	return papo_frame_word_letter(c) || papo_frame_dense_letter(c);
}

static const char *remark_whole(struct tail *, size_t, size_t);

/*
 * In a check's or an alternative's paragraph, is the sentence
 * s[i..va) whose last value s[va..vb) is not the answer's a step of
 * it: that value the result of an '=' ("blue pens: 6 × 9 = 54", its
 * arithmetic worked out by alt_eqs), or words, not a value ("... is
 * also a multiple of 3")?  Another value said without its computation
 * ("the total is 88") is another answer, not a step.
 */
static int
alt_step(struct tail *t, size_t i, size_t va, size_t vb)
{
	const char *s = t->s;
	size_t k = va;

	while (k > i && (s[k - 1] == ' ' || s[k - 1] == '$'))
		k--;
	if (k > i && s[k - 1] == '=')
		return 1;	/* its arithmetic: alt_eqs */
	/* a value said alone, not words ("... is also a multiple of 3":
	   no value of its own) */
	return papo_answer_plain_letter(s + va, vb - va);
}

/* Is s[k..e), after a check's restated value, a check's verdict
   ("Correct."), a remark read whole (remark_whole) or the value said
   again ("This confirms that Janet has 98 pens.", sentence_said)? */
static int
alt_verdict(struct tail *t, size_t k, size_t e)
{
	const char *row = NULL;

	return (papo_frame_closing_verdict(t->s, k, e) & t->langs) != 0 ||
	    remark_whole(t, k, e) != NULL || sentence_said(t, k, e, &row) ==
	    S_SAME;
}

/*
 * Does each '=' of the sentence s[i..e) of a check or an alternative
 * that ends on a number after arithmetic alone ("22 + 10 = 32") hold,
 * as the comparator works it out (TAIL_EQS a tail)?  "22 + 10 + 54 +
 * 12 = 88, so the total is 98" is a check that found another value.
 */
static int
alt_eqs(struct tail *t, size_t i, size_t e)
{
	const char *s = t->s;
	size_t q, r0, r1, j, k;
	int op;

	for (q = i; q < e; q++) {
		if (s[q] != '=')
			continue;
		for (r0 = q + 1; r0 < e && (s[r0] == ' ' || s[r0] == '$');
		    r0++)
			;
		r1 = r0 < e && s[r0] == '-' ? r0 + 1 : r0;
		while (r1 < e && (is_digit((unsigned char)s[r1]) ||
		    ((s[r1] == '.' || s[r1] == ',') && r1 + 1 < e &&
		    is_digit((unsigned char)s[r1 + 1]))))
			r1++;
		for (k = r1; k < e && s[k] == ' '; k++)
			;
		if (r1 == r0 || !is_digit((unsigned char)s[r1 - 1]) ||
		    (k < e && strchr("+-*/^\\=(", s[k]) != NULL))
			continue;	/* no number alone after it */
		for (j = q; j > i; j--) {
			unsigned char c = (unsigned char)s[j - 1];

			if (is_alpha(c) || c == ':' || c == ';' || c == '=' ||
			    c == '$' || (c == ',' && !(j >= 2 &&
			    is_digit((unsigned char)s[j - 2]) &&
			    is_digit((unsigned char)s[j]))))
				break;
		}
		while (j < q && s[j] == ' ')
			j++;
		for (k = q; k > j && s[k - 1] == ' '; k--)
			;
		op = 0;
		if (j == k || !calc_side(s, j, k, &op) || !op)
			continue;
		if (t->o == NULL || t->o->same == NULL || t->eqs >= TAIL_EQS ||
		    k - j > TAIL_VALUE_MAX)
			return 0;	/* past the budget: not worked out */
		t->eqs++;
		if (!t->o->same(t->o->same_ctx, s + r0, r1 - r0, s + j, k - j))
			return 0;
	}
	return 1;
}

/* The most paragraphs a check or an alternative runs to before its
   value is restated (alt_paragraph). */
#define ALT_PARAGRAPHS	8

/*
 * Does the paragraph s[a..b) of a check or an alternative hold nothing
 * that corrects, doubts or bounds (alt_fix, a question, a negation,
 * doubt, disowning or bound row: "the total is roughly 22 + 76 = 98";
 * a weak row after its opener's ow)?  A check's or an alternative's
 * (not an extremum's case) holds no hedge or bound of the listed
 * languages either (papo_answer_hedged: "o total é cerca de 98").
 */
static int
alt_clean(const char *s, size_t a, size_t ow, size_t b)
{
	return alt_word(s, a, b, alt_fix) == 0 && memchr(s + a, '?', b - a) ==
	    NULL && papo_frame_row_within(s, a, b, M(R_NEG) | M(R_DOUBT) |
	    M(R_DISOWN) | M(R_BOUND), NULL, 0) == NULL &&
	    papo_frame_row_within(s, ow, b, M(R_WEAK), NULL, 0) == NULL;
}

/*
 * Is s[a..) an alternative derivation or a check (alt_open) whose
 * paragraphs (up to ALT_PARAGRAPHS, the first that restates the value
 * the last) end by restating the answer's value, or the case of an
 * extremum (alt_case) whose paragraph concludes no other value?  Each
 * other value is a step (alt_step); a sentence after the restatement
 * may be a check's verdict ("Correct.") or a remark read whole
 * (remark_whole).  The last paragraph's end, or 0.
 */
static size_t
alt_paragraph(struct tail *t, size_t a)
{
	const char *s = t->s;
	const char *const *l = alt_open;
	const char *q;
	size_t b, i, e, va, vb, k, ow, op, np;
	int last = 0, cond = 0;

	for (;;) {
		for (k = 0; l[k] != NULL; k++)
			if (starts_ci(s, t->n, a, l[k]) && (a + strlen(l[k]) ==
			    t->n || !is_alpha((unsigned char)s[a +
			    strlen(l[k])])))
				break;
		if (l[k] != NULL || cond)
			break;
		l = alt_case;
		cond = 1;
	}
	if (l[k] == NULL || t->keylen == 0 || (cond && (t->p == NULL ||
	    alt_word(t->p, 0, t->pn, alt_ext) == 0)))
		return 0;
	op = a + strlen(l[k]);	/* the opener's own words aside */
	for (np = 0, b = a; np < ALT_PARAGRAPHS; np++) {
		if (np > 0) {
			while (b < t->n && is_space((unsigned char)s[b]))
				b++;
			if (b >= t->n)
				return 0;
			a = b;
		}
		q = (const char *)memmem(s + a, t->n - a, "\n\n", 2);
		b = q != NULL ? (size_t)(q - s) : t->n;
		/* the opener aside, "alternatively" is weak */
		if (!alt_clean(s, a, np == 0 ? op : a, b) || (!cond &&
		    papo_answer_hedged(s, a, b)))
			return 0;
		/* each sentence that concludes a value concludes the
		   answer's; the last one does */
		for (i = a; i < b; i = e) {
			e = papo_frame_sentence_stop(s, i, b);
			if (e <= i)
				e = i + 1;
			if (!alt_value(s, i, e, &va, &vb)) {
				for (k = i; k < e && !is_digit((unsigned char)
				    s[k]) && !alt_letter(s, k, e); k++)
					;
				/* words after the restatement, of any
				   script ("基本正确。": basically right),
				   but a check's verdict or a remark */
				if (k < e && !(last && alt_verdict(t, k, e)))
					last = 0;
				continue;
			}
			if (!cond && !alt_eqs(t, i, e))
				return 0;
			last = papo_frame_restates(t, va, vb);
			ow = i == a && np == 0 ? op : i;
			if (!last && (alt_word(s, ow, e, alt_concl) != 0 ||
			    (!cond && !alt_step(t, i, va, vb))))
				return 0;
			for (k = va; k > i + 1 && (s[k - 1] == '$' ||
			    (s[k - 1] == '\\' && s[k] == '$')); k--)
				;	/* "= $18", "= \\$18": its sign */
			if (last && alt_word(s, ow, e, alt_concl) == 0 &&
			    s[k - 1] != '=' && s[k - 1] != ' ')
				last = 0;	/* "we get \\(10\\)": not
						   concluded */
		}
		if (last || cond || b >= t->n)
			break;
	}
	return last || cond ? b : 0;
}

/* The labels of a last line that restates the answer after it ("##
   Final Answer\n\n4", "**Answer:** 4", "Resposta final: 4"), longest
   first where one begins another. */
static const char *const restate_labels[] = { "final answer", "answer",
	"resposta final", "resposta", "最终答案", "答案", NULL };

/* The end of the marks s[i..n) holds at i: '#', '*', spaces. */
static size_t
skip_marks(const char *s, size_t i, size_t n, int colon)
{
	while (i < n && (s[i] == '#' || s[i] == '*' || s[i] == ' ' ||
	    (colon && s[i] == ':')))
		i++;
	if (colon && i + 3 <= n && memcmp(s + i, "：", 3) == 0)
		return skip_marks(s, i + 3, n, colon);
	return i;
}

/* The first colon (':', '：'), or with comma the first comma (',', '，',
   '、'), of the line at s[i], within 120 bytes; else i. */
static size_t
lead_end(const char *s, size_t i, size_t n, int comma)
{
	size_t c;

	for (c = i; c < n && c < i + 120 && s[c] != '\n'; c++)
		if (comma ? s[c] == ',' || (c + 3 <= n &&
		    (memcmp(s + c, "\xef\xbc\x8c", 3) == 0 ||
		    memcmp(s + c, "\xe3\x80\x81", 3) == 0)) : s[c] == ':' ||
		    (c + 3 <= n && memcmp(s + c, "\xef\xbc\x9a", 3) == 0))
			return c;
	return i;
}

/*
 * Where the colon or comma that ends a restatement's lead-in on the
 * line at s[i] ends ("To restate: 4", "Je le répète : 4", "重申一下：4",
 * "改めて言うと、4"; papo_frame_restate_lead), else i: the line's first
 * colon, else its first comma.  Asked too by answer_prose.c's
 * last_statement, which passes such a line over to the statement before
 * it (the tail then reads the line: the same value, else another).
 */
size_t
papo_frame_restate_colon(const char *s, size_t i, size_t n)
{
	size_t c = lead_end(s, i, n, 0);

	if (c == i)
		c = lead_end(s, i, n, 1);	/* no colon: a comma */
	if (c == i || !papo_frame_restate_lead(s, i, c))
		return i;
	return s[c] == ':' || s[c] == ',' ? c + 1 : c + 3;
}

/* Does the problem hold the letter c as a variable of its own ("$n$",
   "of n", not the n of "and")? */
static int
problem_var(const struct tail *t, char c)
{
	size_t k;

	for (k = 0; t->p != NULL && k < t->pn; k++)
		if (t->p[k] == c && (k == 0 || !is_alpha((unsigned char)
		    t->p[k - 1])) && (k + 1 == t->pn || !is_alpha(
		    (unsigned char)t->p[k + 1])))
			return 1;
	return 0;
}

/*
 * Is the line at s[a] a label of restate_labels[] (a heading, bold or
 * not, its colon), a restatement's lead-in and its colon
 * (papo_frame_restate_colon) or a single letter and '=' ("x = 4", a
 * conclusion's word before it or not: "Therefore,\nn = 44"), then
 * the answer's value again on its line or the next, alone but for
 * closing marks (a sentence's stop, a suffix row: "45।", "45です")?
 * The end of that value's line, else 0.  A value line that
 * holds anything else ("4 or 5", "4?", "about 4") restates nothing.
 */
static size_t
label_restated(struct tail *t, size_t a)
{
	static const char *const concl[] = { "therefore", "thus", "so",
	    "hence", NULL };
	const char *s = t->s;
	const struct row *r;
	size_t i = skip_marks(s, a, t->n, 0), k, va, vb, c;

	/* "Therefore,\nn = 44": a conclusion's word, a comma or not,
	   before "x = 4" */
	for (k = 0; i == a && concl[k] != NULL; k++) {
		c = i + strlen(concl[k]);
		if (!starts_ci(s, t->n, i, concl[k]))
			continue;
		if (c < t->n && s[c] == ',')
			c++;
		if (c >= t->n || (s[c] != ' ' && s[c] != '\n'))
			continue;
		while (c < t->n && (s[c] == ' ' || s[c] == '\n'))
			c++;
		if (c + 2 < t->n && is_alpha((unsigned char)s[c]) &&
		    !is_alpha((unsigned char)s[c + 1]) && problem_var(t, s[c]))
			i = a = c;	/* the problem's n, not m */
		break;
	}
	for (k = 0; restate_labels[k] != NULL; k++)
		if (starts_ci(s, t->n, i, restate_labels[k]))
			break;
	if (restate_labels[k] != NULL)
		i += strlen(restate_labels[k]);
	else if (i == a && i + 2 < t->n && is_alpha((unsigned char)s[i]) &&
	    (s[i + 1] == '=' || (s[i + 1] == ' ' && s[i + 2] == '=')))
		i += s[i + 1] == '=' ? 2 : 3;	/* "x = 4" */
	else if ((c = papo_frame_restate_colon(s, i, t->n)) > i)
		i = c;	/* "To restate: 4", "重申一下：4" (k stays the
			   end of restate_labels[]) */
	else
		return 0;
	if (i < t->n && (is_alpha((unsigned char)s[i]) ||
	    is_digit((unsigned char)s[i])) && restate_labels[k] != NULL)
		return 0;	/* "Answering", "Answers" */
	i = skip_marks(s, i, t->n, 1);
	/* the value on the next line, or after a blank */
	if (i < t->n && s[i] == '\n')
		for (i++; i < t->n && (s[i] == '\n' || s[i] == ' '); i++)
			;
	for (va = i; i < t->n && s[i] != '\n'; i++)
		;
	for (vb = i; vb > va && (s[vb - 1] == ' ' || s[vb - 1] == '*' ||
	    s[vb - 1] == '.' || s[vb - 1] == '$'); vb--)
		;
	if (vb - va > 3 && (memcmp(s + vb - 3, "\xe0\xa5\xa4", 3) == 0 ||
	    memcmp(s + vb - 3, "\xe3\x80\x82", 3) == 0))
		vb -= 3;	/* "45।", "45。": the sentence's stop */
	for (c = va + 1; c + 3 <= vb; c++)	/* "45です": a suffix row */
		if ((unsigned char)s[c] >= 0xe0 && (r = papo_frame_row_starts(s,
		    c, vb, R_SUFFIX)) != NULL && c + strlen(r->w) == vb) {
			vb = c;
			break;
		}
	while (va < vb && (s[va] == '*' || s[va] == '$'))
		va++;
	if (va >= vb || !papo_frame_restates(t, va, vb))
		return 0;
	return i;
}

/*
 * Where an English sentence s[a..b) would end without its last words
 * "of the|these|your W" after a picture's or an explanation's noun (W a
 * word of the problem: "Let me know if you'd like a diagram of the
 * pens!"), or a when it does not end so.  The remark before them is
 * then read whole (papo_frame_closing_alone); "The answer for the
 * goats." is none (an answer of another quantity).
 */
static size_t
of_theirs(struct tail *t, size_t a, size_t b)
{
	static const char *const dets[] = { "the", "these", "your", NULL };
	static const char *const preps[] = { "of", NULL };
	static const char *const shown[] = { "diagram", "drawing", "picture",
	    "sketch", "table", "chart", "illustration", NULL };
	const char *s = t->s;
	size_t e = b, w, d, p, q;

	while (e > a && (s[e - 1] == '!' || s[e - 1] == '.' ||
	    is_space((unsigned char)s[e - 1])))
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == e || w < a + 2 || s[w - 1] != ' ')
		return a;
	for (d = w - 1; d > a && is_alpha((unsigned char)s[d - 1]); d--)
		;
	if (d == w - 1 || d < a + 2 || s[d - 1] != ' ' ||
	    !papo_frame_word_in(s, d, w - 1, dets))
		return a;
	for (p = d - 1; p > a && is_alpha((unsigned char)s[p - 1]); p--)
		;
	if (p == d - 1 || p < a + 2 || s[p - 1] != ' ' ||
	    !papo_frame_word_in(s, p, d - 1, preps))
		return a;
	for (q = p - 1; q > a && is_alpha((unsigned char)s[q - 1]); q--)
		;
	if (q == p - 1 || !papo_frame_word_in(s, q, p - 1, shown) ||
	    !problem_word(t, w, e, 1))
		return a;
	return p - 1;
}

static size_t summary(const char *, size_t, size_t, const char *, size_t);
static int summary_read(const char *, size_t, size_t, const char *, size_t);

/*
 * Is the English sentence s[a..b) a summary of the work with no value,
 * each of its words read (summary, summary_read: "This confirms that the
 * answer is correct.")?  Asked too by answer_find.c of an answer
 * phrase's sentence, whose "answer is" then names no value.
 */
int
papo_frame_summary_alone(const char *s, size_t a, size_t b, const char *p,
    size_t pn)
{
	size_t v;

	return !papo_answer_has_digit(s, a, b) && (v = summary(s, a, b, p,
	    pn)) > 0 && summary_read(s, v, b, p, pn);
}

/*
 * Is the sentence s[a..b) a closing remark read whole before its words
 * are: an abbreviation ("Q.E.D."), a remark on the method in English
 * (answer_remark.c), a summary of the work with no value, each word read
 * (summary, summary_read: "This confirms that the total is correct.")?
 * Its row, else NULL.
 */
static const char *
remark_whole(struct tail *t, size_t a, size_t b)
{
	unsigned en = papo_frame_lang_bit("en");

	if (papo_frame_closing_abbrev(t->s, a, b))
		return "closing remark, abbreviated";
	if (papo_frame_beyond_latin(t->s, a, b))
		return NULL;	/* "This completes the না computation.":
				   English remarks' words only */
	if ((t->langs & en) != 0 && papo_frame_method_remark(t->s, a, b,
	    t->p, t->pn, t->o != NULL ? t->o->words : NULL)) {
		t->langs &= en;	/* one language, as the rest */
		return "a remark on the method";
	}
	if ((t->langs & en) != 0 && papo_frame_summary_alone(t->s, a, b, t->p,
	    t->pn)) {
		t->langs &= en;	/* "This confirms that the total is
				   correct.": no value, each word read */
		return "a summary of the work";
	}
	return NULL;
}

/*
 * Is the answer's value a yes or no, a true or false ("No",
 * "\\text{False}")?  A check's verdict after it ("Yes.", "Correct.")
 * would be a second one.
 */
static int
key_yes_no(const struct tail *t)
{
	static const char *const words[] = { "yes", "no", "true", "false",
	    NULL };
	const char *k = t->key;
	size_t i = 0, n = t->keylen, w, j;

	while (i < n && (k[i] == '$' || k[i] == ' ' || k[i] == '*'))
		i++;
	if (n - i >= 6 && memcmp(k + i, "\\text{", 6) == 0)
		i += 6;
	else if (n - i >= 8 && memcmp(k + i, "\\textbf{", 8) == 0)
		i += 8;
	for (w = i; w < n && is_alpha((unsigned char)k[w]); w++)
		;
	for (j = w; j < n; j++)
		if (is_alpha((unsigned char)k[j]) || is_digit((unsigned char)
		    k[j]))
			return 0;
	for (j = 0; words[j] != NULL; j++)
		if (strlen(words[j]) == w - i && starts_ci(k, w, i, words[j]))
			return 1;
	return 0;
}

/*
 * Is s[a..b) a check's verdict (papo_frame_closing_verdict) in the
 * tail's languages: 1, the languages narrowed to its; -1 with *why set
 * when the answer is a yes or no itself ("\\boxed{No}.\n\nYes.": a
 * second answer); else 0.
 */
static int
verdict_after(struct tail *t, size_t a, size_t b, const char **why)
{
	unsigned m = papo_frame_closing_verdict(t->s, a, b) & t->langs;

	if (m == 0)
		return 0;
	if (key_yes_no(t)) {
		*why = "a yes or no after an answer that is one";
		return -1;
	}
	t->langs = m;	/* one language, as the rest */
	return 1;
}

/*
 * The sentences of s[a..t->n) after the answer, one by one: NULL when
 * each is recognised (*row the row of the last), else why not.
 */
static const char *
sentences_after(struct tail *t, size_t a, const char **row)
{
	const char *k;
	size_t b, e;
	unsigned m;
	int c;

	for (;;) {
		a = papo_frame_strip_fwd(t->s, a, t->n);
		if (a >= t->n)
			return NULL;
		b = papo_frame_sentence_stop(t->s, a, t->n);
		if (b == a)
			b = a + 1;
		if ((c = computed(t, a, b)) < 0) {
			*row = "computed";
			return "a computation after it that gives another "
			    "value";
		}
		if ((e = alt_paragraph(t, a)) != 0) {
			*row = "an alternative or a check, restated";
			a = e;
			continue;
		}
		if (c > 0) {
			*row = "computed";
			a = b;
			continue;
		}
		if ((e = label_restated(t, a)) != 0) {
			*row = "restated";
			a = e;
			continue;
		}
		/* "Confidence: 95%", "I am 100% confident." */
		if ((e = papo_frame_confidence(t->s, a, t->n, &k)) != 0 ||
		    (e = papo_frame_confidence_said(t->s, a, b, &k)) != 0) {
			*row = "confidence";
			if (k != NULL)
				return k;
			a = e;
			continue;
		}
		if ((c = verdict_after(t, a, b, &k)) != 0) {
			*row = "a check's verdict";
			if (c < 0)
				return k;
			a = b;
			continue;
		}
		if ((*row = remark_whole(t, a, b)) != NULL) {
			a = b;
			continue;
		}
		if (yaml_field(t, a, b)) {
			while (b < t->n && t->s[b] != '\n')
				b++;	/* the field's line */
			if ((k = field_refused(t->s, a, b)) != NULL) {
				*row = "field";
				return k;
			}
			*row = "a field";
			a = b;
			continue;
		}
		switch (sentence_said(t, a, b, row)) {
		case S_END:
			return NULL;
		case S_WORD:
			if ((m = (papo_frame_closing_alone(t->s, a, b) |
			    papo_frame_closing_asked(t->s, a, b)) &
			    t->langs) != 0 || ((e = of_theirs(t, a, b)) > a &&
			    (m = papo_frame_closing_alone(t->s, a, e) &
			    t->langs) != 0)) {
				t->langs = m;	/* one language, as the rest */
				*row = "closing remark, recognised whole";
				break;	/* its words in no closing row */
			}
			*row = "word";
			return TAIL_WORD;
		case S_VALUE:
			*row = "value";
			return VALUE_AFTER;
		case S_DENIED:
			*row = "not";
			return "a negation after it";
		case S_MIXED:
			*row = "languages";
			return "a closing remark in no one language";
		case S_SAME:
			*row = "restated";
			break;
		case S_CLOSE:
			break;
		case S_NONE:
			*row = "formatting";
			break;
		}
		a = b;
	}
}

/*
 * Does the number at s[i] (in s[i..e)) start a compound word ("30-minute
 * episodes", "5-dollar bills"): part of the noun counted, not a value?
 */
int
papo_frame_compound(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	size_t k = i, w;

	while (k < e && is_digit((unsigned char)s[k]))
		k++;
	if (k + 1 < e && s[k] == '-' && is_alpha((unsigned char)s[k + 1]))
		return 1;
	/* "8 point bucks", the problem's own words */
	for (w = k + 1; k < e && s[k] == ' ' && w < e &&
	    is_alpha((unsigned char)s[w]); w++)
		;
	return w > k + 2 && papo_frame_in_problem(p, pn, NULL, s, i, w);
}

/*
 * Is s[i..n) the rest of the answer's sentence on the line after the
 * display math the answer closes in s[end..i) ("\\[\\boxed{20}\\]\n
 * meters.", "$$\\boxed{16}$$\n\ndollars on ice cream."): lowercase
 * words (numbers after the first: "in 60 days"), ten at most, then a
 * full stop or nothing, then the line's end?
 * Where its last word ends (its words are then read as the sentence's
 * rest, as after an inline box), else 0.
 */
static size_t
display_rest(const char *s, size_t end, size_t i, size_t n)
{
	size_t k = i, w, last = 0;
	int words = 0;

	if (memmem(s + end, i - end, "\\]", 2) == NULL &&
	    memmem(s + end, i - end, "$$", 2) == NULL)
		return 0;
	while (k < n && words < 11 && ((s[k] >= 'a' && s[k] <= 'z') ||
	    (words > 0 && is_digit((unsigned char)s[k])))) {
		for (w = k; w < n && (is_alpha((unsigned char)s[w]) ||
		    is_digit((unsigned char)s[w])); w++)
			;
		words++;
		last = w;
		k = w < n && s[w] == ' ' ? w + 1 : w;
	}
	if (words == 0 || words > 10)
		return 0;
	if (k < n && s[k] == '.')
		k++;
	while (k < n && (s[k] == ' ' || s[k] == '\r'))
		k++;
	return k == n || s[k] == '\n' ? last : 0;
}


size_t
papo_frame_display_rest(const char *s, size_t end, size_t n, size_t *start)
{
	size_t i = end;

	while (i < n && is_space((unsigned char)s[i]))
		i++;
	if (i + 2 > n || (memcmp(s + i, "$$", 2) != 0 && memcmp(s + i,
	    "\\]", 2) != 0))
		return 0;	/* no display closes right after it */
	for (i += 2; i < n && is_space((unsigned char)s[i]); i++)
		;
	*start = i;
	return display_rest(s, end, i, n);
}

/*
 * Did the last statement that ends at s[end] close its sentence before
 * s[i] (a full stop, an exclamation or question mark, 。, with only
 * spacing after it)?  What follows is a sentence of its own.
 */
static int
stopped(const char *s, size_t end, size_t i)
{
	size_t k = end;

	while (k > 0 && (is_space((unsigned char)s[k - 1]) || s[k - 1] == '*'))
		k--;
	for (k = k > 0 ? k - 1 : 0; k < i; k++) {
		if (s[k] == '.' || s[k] == '!' || s[k] == '?')
			return k + 1 == i || !is_digit((unsigned char)s[k + 1]);
		if (i - k >= 3 && memcmp(s + k, "\xe3\x80\x82", 3) == 0)
			return 1;	/* 。 */
	}
	return 0;
}

/*
 * Does the prose that goes on after a value in its own sentence, at
 * s[i..e) (the value at s[at..)), open as a noun phrase about the
 * problem's things: the noun counted right after the value (a word of
 * the problem or of the response before the answer, a unit, an English
 * plural, "%", an ordinal's ending, a number of a compound: "\\boxed{40}
 * girls who ...", "\\boxed{5} 8 point bucks", "$\\boxed{18}$th floor"),
 * or after up to three function words ("in a 30 day month", "to make
 * 4 liters", "each month") a value or a word of the problem or the
 * response?  Such prose keeps the noun phrase's rule; any other ("\\boxed{42}
 * said no one ever", "in my dreams", "for now", "jk that's not it") is
 * read word by word (papo_frame_rest_read).  A word outside ASCII keeps
 * the rule: other languages' doubts are rows.
 */
/* Scale words that may follow a boxed number ("\\boxed{2.5} million"). */
static const char *const scale_after[] = { "hundred", "thousand",
	"million", "billion", "trillion", NULL };

/* Nouns that name the answer itself after a relative ("\\boxed{24},
   which is option (B)", "which is the answer"). */
static const char *const answer_nouns[] = { "option", "choice", "answer",
	"solution", "result", "value", NULL };

/* Adjectives of a measure after its value ("\\boxed{5\\,\\mathrm{m}}
   long"); not "later", "earlier": they date the value ("\\boxed{42}
   later"), read word by word (answer_rest.c's dated_words[]). */
static const char *const measure_adj[] = { "long", "wide", "tall", "high",
	"deep", "thick", "old", "away", "apart", "across", "heavy", "ago",
	NULL };

/* Verbs by which a sentence after the answer says what the work did
   ("This covers all steps ...", "This method ensures that ..."). */
static const char *const summary_verbs[] = { "covers", "ensures",
	"confirms", "satisfies", "matches", "completes", "shows", "follows",
	"meets", "verifies", "agrees", "holds", "works", "accounts",
	"demonstrates", "concludes", "answers", "gives", "yields", NULL };

/*
 * After a verb of a check at s[k..w) ("satisfies", "meets", "matches"),
 * in the sentence s[..e): does the check name what it holds of whole,
 * the word after the verb one of check_objects[] ("This satisfies all
 * the conditions", "... the given equation")?  A check of part of them
 * ("This satisfies some of the conditions", "... most of") is no
 * summary of the work.  1 too for the other verbs of summary_verbs[].
 */
static int check_rest(const char *, size_t, size_t, const char *, size_t);

static int
check_whole(const char *s, size_t k, size_t w, size_t e, const char *p,
    size_t pn)
{
	static const char *const checks[] = { "satisfies", "meets",
	    "matches", "fulfills", "fulfils", "agrees", NULL };
	static const char *const check_objects[] = { "all", "every", "each",
	    "both", "the", "these", "those", "this", "that", "it", "its",
	    "them", "our", "with", "and", NULL };
	size_t o;

	if (!papo_frame_word_in(s, k, w, checks))
		return 1;
	if (w >= e || s[w] != ' ')
		return 1;	/* "This satisfies." */
	for (o = ++w; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	return papo_frame_word_in(s, o, w, check_objects) &&
	    check_rest(s, w, e, p, pn);
}

/*
 * The rest s[w..e) of a check's object after its first word: is each
 * of its words one of what the check holds of, whole ("all of the
 * given conditions", "both equations", "the original equation (1)"):
 * check_words[], a number or a label in parentheses, a math span, a
 * comma or a stop, a word of the problem p[0..pn), up to a reason
 * ("because", "since", "due", "as": what follows gives why)?  Asked
 * once the object has named a whole (wholes[]: "all", "the
 * conditions"), from which "except one", "save one", "bar one", "other
 * than one", "I hope", "in theory" would take a part or leave it
 * unsaid; before that any word passes ("the requirement for forming a
 * triangle").
 */
static int
check_rest(const char *s, size_t w, size_t e, const char *p, size_t pn)
{
	static const char *const check_words[] = { "all", "every", "each",
	    "both", "the", "these", "those", "this", "that", "its", "our",
	    "of", "and", "given", "original", "stated", "required", "above",
	    "problem's", "problem", "question's", "question", "condition",
	    "conditions", "constraint", "constraints", "requirement",
	    "requirements", "criteria", "criterion", "equation",
	    "equations", "inequality", "inequalities", "relation",
	    "relations", "system", "properties", "property", "rules",
	    "rule", "restrictions", "restriction", "for", "a", "an", NULL };
	static const char *const reasons[] = { "because", "since", "due",
	    "as", NULL };
	/* what names a whole that a part may be taken from */
	static const char *const wholes[] = { "all", "every", "each", "both",
	    "conditions", "constraints", "requirements", "criteria",
	    "equations", "inequalities", "relations", "properties", "rules",
	    "restrictions", NULL };
	const char *q;
	size_t o = w;
	int whole;

	while (o > 0 && is_alpha((unsigned char)s[o - 1]))
		o--;
	whole = papo_frame_word_in(s, o, w, wholes);

	while (w < e) {
		if (s[w] == ' ' || s[w] == ',' || s[w] == '.' || s[w] == ':' ||
		    s[w] == '!' || s[w] == '*' ||
		    is_digit((unsigned char)s[w])) {
			w++;
			continue;
		}
		if (s[w] == '$' && (q = memchr(s + w + 1, '$', e - w - 1)) !=
		    NULL) {
			/* "equation $x + y = 5$" */
			w = (size_t)(q - s) + 1;
			continue;
		}
		if (s[w] == '\\' && w + 1 < e && s[w + 1] == '(' && (q =
		    papo_answer_find_bytes(s + w, e - w, "\\)", 2)) != NULL) {
			w = (size_t)(q - s) + 2;	/* "\\(x\\)" */
			continue;
		}
		if (s[w] == '(' && (q = memchr(s + w, ')', e - w)) != NULL &&
		    (size_t)(q - s) - w <= 4) {
			w = (size_t)(q - s) + 1;	/* "(1)", "(ii)" */
			continue;
		}
		for (o = w; w < e && (is_alpha((unsigned char)s[w]) ||
		    s[w] == '\''); w++)
			;
		if (w > o && papo_frame_word_in(s, o, w, reasons))
			return 1;	/* "... due to its growth rate" */
		if (w == o || !(papo_frame_word_in(s, o, w, check_words) ||
		    (w - o > 2 && papo_answer_problem_says(p, pn, s, o, w))))
			return !whole;	/* "the requirement for forming ..." */
		whole |= papo_frame_word_in(s, o, w, wholes);
	}
	return 1;
}

/* The words that may name the work between "This" and a verb of
   summary_verbs[] ("This step-by-step approach ensures ...", "This
   calculation gives ..."): the work's nouns and the words that say
   how it went, no others ("This flawed approach ...", "This approach
   hardly ensures ..." are no summary). */
static const char *const summary_nouns[] = { "approach", "method",
	"solution", "calculation", "computation", "answer", "result",
	"value", "process", "reasoning", "step", "steps", "equation",
	"table", "pattern", "option", "function", "coloring", "colouring",
	"combination", "inequality", "relation", "congruence", "conclusion",
	"algorithm", "strategy", "formula", "analysis", "procedure",
	"check", "verification", "substitution", "argument", "proof",
	"construction", "choice", "arrangement", "configuration",
	"assignment", "count", "total", "sum", "expression", "systematic",
	"careful", "final", "above", "same", "simple", "direct", "clearly",
	"trivially", "exactly", "indeed", "also", "only", "again",
	"therefore", "thus", "then", "now", "BFS", "DFS", "dynamic",
	"programming", "greedy", "recursive", "iterative", "code",
	"program", "loop", "logic", "setup", "model", NULL };

/* The first words of what a summary's verb other than a check's holds
   of ("This approach ensures that ...", "... ensures accuracy", "This
   gives us y = 7"): "ensures nothing" is no summary of the work. */
static const char *const summary_objects[] = { "that", "the", "all",
	"every", "each", "both", "a", "an", "our", "we", "it", "its",
	"this", "these", "those", "us", "to", "with", "for", "in", "of",
	"accuracy", "correctness", "consistency", "clarity", "completeness",
	"precision", "exactly", "correctly", "properly", "precisely",
	"accurately", "consistently", "reliably", "no", "only", "up",
	"whether", "how", "why", "what", "which", "there", "x", "y", "n",
	NULL };

/*
 * Is the word s[k..w) one a summary may hold between "This" and its
 * verb: a row of summary_nouns[], words a hyphen joins ("step-by-step"),
 * or a word of the problem p[0..pn)?
 */
static int
summary_word(const char *s, size_t k, size_t w, const char *p, size_t pn)
{
	return papo_frame_word_in(s, k, w, summary_nouns) ||
	    memchr(s + k, '-', w - k) != NULL || (w - k > 2 &&
	    papo_answer_problem_says(p, pn, s, k, w));
}

/*
 * After a verb of summary_verbs[] ending at s[w] (its sentence to e):
 * does what follows open as what a summary holds of, a word of
 * summary_objects[] or of the problem p[0..pn), a number or math, or
 * nothing (the verb ends the sentence: "This works.")?
 */
static int
summary_object(const char *s, size_t w, size_t e, const char *p,
    size_t pn)
{
	size_t o;

	if (w >= e || s[w] != ' ')
		return 1;
	for (o = ++w; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	if (w == o)
		return 1;	/* "gives 42", "gives $x = 3$" */
	return papo_frame_word_in(s, o, w, summary_objects) || (w - o > 2 &&
	    papo_answer_problem_says(p, pn, s, o, w));
}

/*
 * Does the sentence s[k..e) open as a summary of the work: "This" (or
 * "These", "That"), at most two words that name the work
 * (summary_word), then a verb of summary_verbs[] and what it holds of
 * (summary_object, check_whole)?  The end of its verb, else 0.
 */
static size_t
summary(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const dem[] = { "this", "these", "that", NULL };
	size_t w, n;

	for (w = k; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	if (!papo_frame_word_in(s, k, w, dem))
		return 0;
	for (n = 0; n < 3 && w < e && s[w] == ' '; n++) {
		/* a word, or words a hyphen joins: "This step-by-step
		   approach ensures ..." */
		for (k = ++w; w < e && (is_alpha((unsigned char)s[w]) ||
		    (s[w] == '-' && w > k && w + 1 < e &&
		    is_alpha((unsigned char)s[w + 1]))); w++)
			;
		if (papo_frame_word_in(s, k, w, summary_verbs))
			return summary_object(s, w, e, p, pn) &&
			    check_whole(s, k, w, e, p, pn) ? w : 0;
		if (w == k || !summary_word(s, k, w, p, pn))
			return 0;	/* "This flawed approach ..." */
	}
	return 0;
}

/*
 * Is every word of the summary s[k..e) after its verb (summary) outside
 * its math one it may hold: a word of a remark on the work
 * (papo_frame_remark_word), of summary_nouns[], summary_verbs[] or
 * summary_objects[], or the problem p[0..pn)'s (as written or with
 * another ending)?  Not any function word: "or so" is a hedge.  "This
 * approach ensures the total is off by a bit.", "... a rough estimate",
 * "... determined roughly" are no summary.
 */
static int
summary_read(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t w;
	int math = 0;

	for (; k < e; k = w) {
		w = k + 1;
		if (s[k] == '$') {
			math = !math;
			continue;
		}
		if (math || !is_alpha((unsigned char)s[k]))
			continue;	/* math, digits, signs: the statement's
					   reader weighs its values */
		for (; w < e && is_alpha((unsigned char)s[w]); w++)
			;	/* "step-by-step": each of its words */
		if (papo_frame_remark_about(s, k, w, e))
			return 0;	/* "... is about correct" */
		if (!papo_frame_remark_word(s, k, w) &&
		    !papo_frame_word_in(s, k, w, summary_nouns) &&
		    !papo_frame_word_in(s, k, w, summary_verbs) &&
		    !papo_frame_word_in(s, k, w, summary_objects) &&
		    !papo_answer_problem_says(p, pn, s, k, w) &&
		    !papo_frame_in_problem_stem(p, pn, NULL, s, k, w))
			return 0;
	}
	return 1;
}

/*
 * Is s[i..e), after a last statement whose value ends at s[end] and
 * whose sentence stopped (stopped), a sentence of its own, read as the
 * sentences after an answer are (sentences_after: a closing remark, a
 * restatement, formatting), not as the rest of the statement's
 * sentence, whose rows take function words and verbs ("The total is
 * 42. Rejected.", "... We discarded it.": issue 26)?  Not a summary of
 * the work ("This function satisfies ...", own_sentence reads it), nor
 * a list item's text after its number, the value ("4. Yellow
 * cylinder": the stop is the item's marker).
 */
static int
said_apart(const char *s, size_t end, size_t i, size_t e, const char *p,
    size_t pn)
{
	size_t k = end, d;

	if (summary(s, i, e, p, pn))
		return 0;
	while (k > 0 && (is_space((unsigned char)s[k - 1]) || s[k - 1] == '*'))
		k--;
	if (k == 0 || s[k - 1] != '.')
		return 1;
	for (d = k - 1; d > 0 && is_digit((unsigned char)s[d - 1]); d--)
		;
	return d == k - 1 || (d > 0 && s[d - 1] != '\n');
}

/*
 * Is the character at s[k] (in s[..e), not ASCII) no letter of a script
 * written with spaces: a symbol, or a letter of a script without spaces
 * whose own rows read what follows a value (answer_dense.c: "42个")?  A
 * word of a spaced script ("\\boxed{42} иначе 41", "\\boxed{42} à
 * moins que ...") is read word by word, as an ASCII word not opening a
 * noun phrase is (issue 26).
 */
static int
spaceless_at(const char *s, size_t k, size_t e)
{
	long c = papo_frame_cp_at(s, k, e);

	return !papo_frame_word_letter(c) || papo_frame_dense_letter(c);
}

/* The words that join a range's end to its start ("\\boxed{42} to 43",
   "42 bis 43", "42 à 43", "42 a 43", "42 до 43"). */
static const char *const range_words[] = { "to", "through", "till",
	"until", "bis", "\xc3\xa0", "a", "al",
	"\xd0\xb4\xd0\xbe", NULL };	/* до */

/*
 * Does the number at s[k] (in s[..e)) count the places a value is
 * rounded to ("to 2 decimal places", "to 3 significant figures"),
 * not end a range?
 */
static int
rounded_to(const char *s, size_t k, size_t e)
{
	static const char *const places[] = { "decimal", "significant",
	    "sig", "d.p", "dp", "s.f", "sf", "places", "digits", NULL };
	size_t w;

	while (k < e && is_digit((unsigned char)s[k]))
		k++;
	while (k < e && s[k] == ' ')
		k++;
	for (w = k; w < e && (is_alpha((unsigned char)s[w]) || s[w] == '.');
	    w++)
		;
	while (w > k && s[w - 1] == '.')
		w--;
	return w > k && papo_frame_word_in(s, k, w, places);
}

static int
box_prose(const char *s, size_t at, size_t end, size_t i, size_t e,
    const char *p, size_t pn)
{
	static const char *const ordinals[] = { "first", "second", "third",
	    NULL };
	const struct row *r;
	size_t k = i, w, a, f;
	int func = 0, n, timed = 0;

	if ((end - at == 3 && starts_ci(s, end, at, "yes")) || (end - at == 2 &&
	    starts_ci(s, end, at, "no")) || summary(s, i, e, p, pn))
		return 1;	/* "Yes, it is possible." */

	if (papo_frame_more_after(s, k, e) > 0)
		return 0;	/* "\\boxed{42} and a bit": word by word */
	if (((unsigned char)s[k] >= 0x80 && spaceless_at(s, k, e)) ||
	    ((s[k] == '%' || (s[k] == '\\' && k + 1 < e && s[k + 1] == '%')) &&
	    k > 0 && s[k - 1] != ' '))
		return 1;	/* "40% of", no LaTeX comment "% not final" */
	while (func < 3 && k < e && (r = papo_frame_kind_starts(s, k, e,
	    R_FUNC)) != NULL && (unsigned char)r->w[0] < 0x80) {
		timed |= papo_frame_dated(s, k, k + r->len) ||
		    papo_frame_word_in(s, k, k + r->len, ordinals);
		for (k += r->len; k < e && s[k] == ' '; k++)
			;
		func++;
	}
	/* function words alone are a noun phrase ("in all", "each", "of
	   them", "\\text{ AM}"); with a word that dates the value or an
	   ordinal ("earlier", "at first") they are read word by word
	   (papo_frame_rest_read: "as shown earlier", "the first") */
	if (k >= e)
		return !timed;
	if ((unsigned char)s[k] >= 0x80 && spaceless_at(s, k, e))
		return 1;
	/* "in a 30 day month", "8 point bucks"; but a value after "to"
	   ends a range the box starts ("\\boxed{42} to 43"): read word
	   by word */
	if (is_digit((unsigned char)s[k]) || s[k] == '$' || s[k] == '\\')
		return !(func == 1 && papo_frame_word_in(s, i,
		    papo_frame_word_end(s, i, e), range_words) &&
		    !rounded_to(s, k, e));
	/* the whole word: "w" is not the problem's word in "wątpliwe" */
	w = papo_frame_word_end(s, k, e);
	if (w == k || (w < e && s[w] == '\''))
		return 0;	/* a sign, "that's" */
	if (papo_frame_in_problem(p, pn, NULL, s, k, w) ||
	    papo_frame_in_problem_stem(p, pn, NULL, s, k, w) || (at > 0 &&
	    w - k >= 3 && (papo_frame_in_problem(s, at, NULL, s, k, w) ||
	    papo_frame_in_problem_stem(s, at, NULL, s, k, w))) ||
	    papo_answer_unit_named(s + k, w - k) || (func == 0 &&
	    papo_frame_word_in(s, k, w, scale_after)) || (func > 0 &&
	    papo_frame_word_in(s, k, w, answer_nouns)) || (func == 0 &&
	    papo_frame_word_in(s, k, w, measure_adj)) || (func == 0 && (memmem(
	    s + at, end - at, "th}", 3) != NULL || memmem(s + at, end - at,
	    "st}", 3) != NULL || memmem(s + at, end - at, "nd}", 3) != NULL ||
	    memmem(s + at, end - at, "rd}", 3) != NULL)))
		return 1;	/* ", which is option (B)", "5 m long", "the
				   $\\boxed{11^{\\mathrm{th}}}$ term" */
	for (a = k; a < w && is_alpha((unsigned char)s[a]); a++)
		;
	if (func > 0 || a < w || papo_frame_dated(s, k, w))
		return 0;	/* "\\boxed{42} à moins que", "\\boxed{42}
				   antes": word by word */
	for (n = 0, a = w; n < 2 && a < e && s[a] == ' '; n++) {
		for (f = ++a; f < e && is_alpha((unsigned char)s[f]); f++)
			;
		/* "2 distinct possible values"; with a problem, its plural
		   ("\\boxed{42} famous last words" is no count) */
		if (papo_frame_plural_shape(s, a, f) &&
		    papo_frame_plural_counted(s, k, a, f, p, pn))
			return 1;
		a = f;
	}
	return papo_frame_plural_shape(s, k, w) || (w - k == 2 && k == i &&
	    k > 0 && !is_space((unsigned char)s[k - 1]) && (starts_ci(s, w, k,
	    "th") || starts_ci(s, w, k, "st") || starts_ci(s, w, k, "nd") ||
	    starts_ci(s, w, k, "rd")));
}

/* Words that open a clause after a box and a comma that goes on about
   the answer (the sentence's prose, not an aside). */
static const char *const comma_prose[] = { "which", "with", "where",
	"that", "as", "so", "and", "when", "for", "in", "the", "meaning",
	"giving", "namely", "or", "i", "it", "this", "there", "we", "he",
	"she", "they", "you", "its", "these", NULL };

/*
 * Does what follows a box or tag ending at s[end] (in s[end..e)) stand
 * apart from the sentence's prose: a space command, a \\text, a
 * bracket, a tag, a dash or tilde, a symbol ("\\boxed{5} \\quad
 * \\text{(tentative)}", "\\boxed{5} (coin flip)", "</answer>
 * <confidence>")?  Such a rest is read by recognition
 * (papo_frame_rest_read); the prose that goes on after a value ("\\boxed{40}
 * girls who are not in the club") keeps the noun phrase's rule.
 */
static int
set_apart(const char *s, size_t end, size_t e)
{
	static const char *const cmds[] = { "\\quad", "\\qquad", "\\text",
	    "\\mathrm", "\\mbox", "\\;", "\\,", "\\ ", "\\hspace", "\\hfill",
	    "\\hfil", "\\enspace", NULL };
	size_t k, l;

	for (;;) {
		while (end < e && (s[end] == '}' || s[end] == '$' ||
		    s[end] == ' ' || s[end] == '*'))
			end++;
		if (end + 1 < e && s[end] == '\\' && (s[end + 1] == ')' ||
		    s[end + 1] == ']'))
			end += 2;
		else
			break;
	}
	if (end >= e)
		return 0;
	for (k = 0; cmds[k] != NULL; k++) {
		l = strlen(cmds[k]);
		if (e - end >= l && memcmp(s + end, cmds[k], l) == 0)
			return 1;
	}
	if (s[end] == ',') {
		/* ", fingers crossed", ", on a good day" stand apart; a
		   clause that a relative, a reason or a point opens
		   (", which is option (D)", ", with n = 11") is the
		   sentence's prose */
		for (k = end + 1; k < e && s[k] == ' '; k++)
			;
		for (l = k; l < e && is_alpha((unsigned char)s[l]); l++)
			;
		return k < e && !papo_frame_word_in(s, k, l, comma_prose) &&
		    papo_frame_kind_starts(s, k, e, R_REASON) == NULL &&
		    papo_frame_kind_starts(s, k, e, R_AT) == NULL;
	}
	return strchr("([<-~{", s[end]) != NULL || ((unsigned char)s[end] >=
	    0x80 && !papo_frame_word_letter(papo_frame_cp_at(s, end, e)));
}

/*
 * The rest of the answer's own sentence at s[i..e) (the value at
 * s[at..end)), or with said set the sentence after a last statement:
 * why it is refused, or NULL.  A rest set apart or not opening as a
 * noun phrase (box_prose) is read word by word (papo_frame_rest_read):
 * "\\boxed{5} \\quad \\text{(tentative)}", "\\boxed{42} said no one
 * ever." are not recognised; so is the sentence after a last statement
 * closed by a full stop ("We get 3.5. Said figure is hereby
 * withdrawn."), unless it sums up the work ("This covers all steps").
 */
/* The words after a count that multiply it ("42 million", "42 dozen"). */
static const char *const multipliers[] = { "hundred", "hundreds",
	"thousand", "thousands", "million", "millions", "billion", "billions",
	"trillion", "trillions", "dozen", "dozens", "score", "scores",
	"gross", "lakh", "lakhs", "crore", "crores", NULL };

/*
 * Is the rest s[i..e) of a box's sentence one "\\text{...}" of plain
 * words and spaces and then nothing but the sentence's stop and the
 * math's close ("\\boxed{42} \\text{ apples}.")?  Its words' start in
 * *ta, their end in *te: the noun after the value, written in the math
 * as it is inside the box ("\\boxed{42 \\text{ apples}}"), read by
 * box_prose as the same words in prose are.  The noun alone: one word,
 * or two when the first is the problem's ("red apples"); no word after
 * it ("apples at least", "apples maybe": the prose's first word after
 * the noun is no vocabulary to read them with).
 */
static int
text_noun(const char *s, size_t i, size_t e, const char *p, size_t pn,
    size_t *ta, size_t *te)
{
	size_t k = i, w = 0, f;

	while (k < e && (s[k] == ' ' || s[k] == '~' || s[k] == '$'))
		k++;
	if (e - k < 7 || memcmp(s + k, "\\text{", 6) != 0)
		return 0;
	for (k += 6; k < e && s[k] == ' '; k++)
		;
	*ta = k;
	for (f = k; k < e && (is_alpha((unsigned char)s[k]) || s[k] == ' ');
	    k++)
		if (s[k] != ' ' && (k == *ta || s[k - 1] == ' ') && ++w == 2)
			f = k;	/* the second word's start */
	if (k >= e || s[k] != '}' || w == 0 || w > 2)
		return 0;
	for (*te = k; *te > *ta && s[*te - 1] == ' '; (*te)--)
		;
	while (w == 2 && f > *ta && s[f - 1] == ' ')
		f--;
	if (w == 2 && (p == NULL || pn == 0 || !papo_frame_in_problem(p, pn,
	    NULL, s, *ta, f)))
		return 0;	/* "not apples", "maybe apples" */
	/* the noun: a multiplier counts only as the problem's */
	for (f = *te; f > *ta && s[f - 1] != ' '; f--)
		;
	if (papo_frame_word_in(s, f, *te, multipliers) && (p == NULL ||
	    pn == 0 || !papo_frame_in_problem(p, pn, NULL, s, f, *te)))
		return 0;	/* "\\boxed{42} \\text{ million}": 42,000,000 */
	for (k++; k < e && strchr(" .$", s[k]) != NULL; k++)
		;
	return k == e;
}

/* The commands whose group holds text after a box's value. */
static const char *const box_text_cmds[] = { "\\text{", "\\mathrm{",
	"\\textrm{", "\\mbox{", "\\textbf{", "\\textit{", "\\textnormal{",
	"\\hbox{", NULL };

/*
 * Is s[a..b) whole a row that refuses a value it follows in prose: a
 * negation, doubt, disowning, bound or qualifier (R_QUAL: "кроме",
 * "максимум", "ขึ้นไป"), a bound of a dense script after a count
 * (papo_answer_dense_bound: "초과"), or an approximation word
 * (papo_answer_approx_words)?  Whole, not a row inside a word of a
 * spaced script ("কম" is not in "কমলা"); a script without spaces holds
 * its rows inside its words ("間違い").
 */
static int
refusing_row(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	const struct row *r = papo_frame_row_within(s, a, b, M(R_NEG) |
	    M(R_DOUBT) | M(R_DISOWN) | M(R_BOUND) | M(R_BEFORE) |
	    M(R_DOUBTW), p, pn);

	if (r != NULL && (r->len == b - a ||
	    papo_frame_dense_letter(papo_frame_cp_at(s, a, b))))
		return 1;
	/* what qualifies a value right after it, whole ("42 максимум") */
	r = papo_frame_kind_starts(s, a, b, R_QUAL);
	return (r != NULL && r->len == b - a) ||
	    papo_answer_dense_bound(s, a, b) == b - a ||
	    papo_frame_word_in(s, a, b, papo_answer_approx_words);
}

/*
 * Is the last group of box_text_cmds[] in a box's content b[0..n), when
 * it ends the content after a value, of words not all ASCII (another
 * script's, or Latin's with its accents) that are no unit or scale word
 * whole ("\\boxed{42\\text{ минут}}", "\\text{ लाख}") and that, whole
 * or one of them, a row reads as refusing the value (refusing_row:
 * "\\boxed{42\\text{ नहीं}}" negates,
 * "\\mathrm{ более}" bounds, "\\text{ ผิด}" disowns: issue 26, round
 * 25)?  A word no row reads is the value's noun, as before
 * ("\\boxed{42 \\text{ яблок}}"), and ASCII words are text_noun's.
 */
static int
script_text_refused(const char *b, size_t n, const char *p, size_t pn)
{
	long t = -1, c;
	size_t k, ta = 0, te, l, v;

	for (l = 0; l < n && (unsigned char)b[l] < 0x80; l++)
		;
	if (l == n)
		return 0;	/* ASCII only: the cheap test first */
	for (l = 0; box_text_cmds[l] != NULL; l++)
		if ((c = papo_answer_last_of(b, n, box_text_cmds[l])) > t) {
			t = c;
			ta = (size_t)c + strlen(box_text_cmds[l]);
		}
	if (t < 0)
		return 0;
	k = (size_t)t;
	for (te = ta; te < n && b[te] != '}'; te++)
		;
	for (l = te + 1; l < n && b[l] == ' '; l++)
		;
	for (v = 0; v < k && !is_digit((unsigned char)b[v]); v++)
		;
	if (te >= n || l < n || v == k)
		return 0;	/* not the content's end, no value before */
	while (ta < te && b[ta] == ' ')
		ta++;
	while (te > ta && b[te - 1] == ' ')
		te--;
	for (l = ta; l < te && (unsigned char)b[l] < 0x80; l++)
		;
	if (l == te || (papo_unit_foreign(b + ta, te - ta, &l) != NULL &&
	    l == te - ta) || (papo_answer_scale_foreign(b, ta, te, &l) != 0 &&
	    l == te - ta))
		return 0;	/* ASCII words: text_noun's; a unit, a scale */
	if (refusing_row(b, ta, te, p, pn))
		return 1;	/* "से कम" */
	for (v = ta; v < te; v = l + 1) {
		for (l = v; l < te && b[l] != ' '; l++)
			;
		if (refusing_row(b, v, l, p, pn))
			return 1;	/* a word of the words */
	}
	return 0;	/* no row: the value's noun ("\\text{ яблок}") */
}

/*
 * Is a box's content b[0..n) a value and then one "\\text{...}" of one or
 * two plain words neither a unit nor read as the value's noun
 * ("\\boxed{42 \\text{ not}}", "\\boxed{42 \\text{ never}}")?  The words
 * are read as the same words in prose after the box are (text_noun,
 * box_prose: "\\boxed{42 \\text{ apples}}" is the value and its noun);
 * a word no row reads is no answer.  Three words or more are the
 * compare's (annot_known: units, the problem's words, "is the answer").
 */
int
papo_answer_box_text_unread(const char *b, size_t n, const char *p,
    size_t pn)
{
	long t = papo_answer_last_of(b, n, "\\text{");
	struct papo_unit u;
	size_t i, k, e, ta, te, fl;

	if (script_text_refused(b, n, p, pn))
		return 1;	/* another script's words */
	if (t < 0)
		return 0;
	k = (size_t)t;
	for (e = k + 6; e < n && b[e] != '}'; e++)
		;
	for (i = e + 1; i < n && (b[i] == ' ' || (b[i] == '}' && k >= 2 &&
	    b[k - 1] == '{' && b[k - 2] == '_')); i++)
		;	/* "42_{\\text{guess}}": a subscript's group closed */
	if (e >= n || i < n)
		return 0;	/* not the content's end */
	for (i = 0; i < k && !is_digit((unsigned char)b[i]); i++)
		;
	if (i == k)
		return 0;	/* no value before it ("\\text{yes}") */
	for (te = e; te > k + 6 && b[te - 1] == ' '; te--)
		;
	for (fl = te; fl > k + 6 && b[fl - 1] != ' ' && b[fl - 1] != '{';
	    fl--)
		;	/* the last word: a part of the value no compare reads
			   ("42 \\text{ centaines}" is 4,200) */
	if (fl < te && papo_frame_value_part(b, fl, te) &&
	    !papo_frame_word_in(b, fl, te, multipliers) &&
	    !(papo_answer_scale_foreign(b, fl, te, &ta) != 0 &&
	    ta == te - fl) &&
	    (p == NULL || pn == 0 || !papo_frame_in_problem(p, pn, NULL, b, fl,
	    te)))
		return 1;	/* not "\\text{ millions}": the compare's */
	if (!text_noun(b, k, e + 1, p, pn, &ta, &te))
		return 0;	/* no plain words */
	for (i = k; i > 0 && b[i - 1] == ' '; i--)
		;
	if (papo_unit_parse(b + ta, te - ta, &u) == 0 ||
	    papo_unit_foreign(b + ta, te - ta, &fl) != NULL ||
	    (papo_answer_scale_foreign(b, ta, te, &fl) != 0 &&
	    fl == te - ta) ||
	    (i >= 5 && memcmp(b + i - 5, "\\circ", 5) == 0) || (i >= 2 &&
	    memcmp(b + i - 2, "\xc2\xb0", 2) == 0))
		return 0;	/* "42 \\text{ cm}", "-40^\\circ\\text{C}", a
				   scale word the compare multiplies by
				   ("42 \\text{ mila}": 42000) */
	/* a negator or a doubt among them ("\\text{ no}": "no" a
	   function word box_prose lets stand as "in all" does) */
	return !box_prose(b, 0, n, ta, te, p, pn) ||
	    papo_frame_row_within(b, ta, te, M(R_NEG) | M(R_DOUBT) |
	    M(R_DISOWN) | M(R_BOUND), p, pn) != NULL;
}

/* The LaTeX commands that may stand in a box's own sentence after it:
   text and its fonts, spacing, units' signs, delimiters, an
   environment's end ("\\boxed{42} \\text{ cm}", "\\boxed{90}^\\circ",
   "\\boxed{5}\\quad", "\\boxed{3} \\end{align}"). */
static const char *const box_cmds[] = { "text", "textbf", "textit",
    "textrm", "mathrm", "mathbf", "mathit", "mbox", "operatorname", "quad",
    "qquad", "circ", "degree", "left", "right", "big", "Big", "end",
    "label", "tag", "nonumber", "notag", "hfill", "newline", "displaystyle",
    "cdot", "times", "pmod", "bmod", "mod", "ldots", "dots", "cdots",
    "emph", "underline", "textsuperscript", "mathsf", "mathtt", "texttt",
    "checkmark", "blacksquare", "square", "qed", "Box", NULL };

/*
 * Is the command s[k..l) "\\boxed" or "\\fbox" with nothing but spaces in
 * its braces (before e)?  Where the braces close, or 0.
 */
static size_t
empty_box(const char *s, size_t k, size_t l, size_t e)
{
	if (!((l - k == 6 && memcmp(s + k, "\\boxed", 6) == 0) || (l - k == 5 &&
	    memcmp(s + k, "\\fbox", 5) == 0)) || l >= e || s[l] != '{')
		return 0;
	for (l++; l < e && s[l] == ' '; l++)
		;
	return l < e && s[l] == '}' ? l + 1 : 0;
}

/* How many of the n letters at s are a Roman numeral's (i v x l c d m). */
static size_t
strspn_ci_roman(const char *s, size_t n)
{
	size_t k;

	for (k = 0; k < n && strchr("ivxlcdmIVXLCDM", s[k]) != NULL; k++)
		;
	return k;
}

/*
 * Is the argument of the command named s[c..l) ("tag", "operatorname")
 * after a box, its braces before e, one papo does not recognise there?
 * A tag shows beside the equation: an equation's number ("\\tag{3}",
 * "\\tag*{2.1a}", "\\tag{iv}": digits, signs, a lone letter or a
 * Roman numeral), not words ("\\tag{draft}", "\\tag{old}"); an
 * operator's name after a value is a unit papo_unit_parse reads
 * ("\\operatorname{cm}"), not a word of its own ("\\operatorname{err}").
 * Other commands: 0 (their text is read by the sentence's rows).
 */
static int
cmd_arg_unread(const char *s, size_t c, size_t l, size_t e)
{
	struct papo_unit u;
	size_t a = l, b, k, run;
	int tag = l - c == 3 && memcmp(s + c, "tag", 3) == 0;

	if (!tag && !(l - c == 12 && memcmp(s + c, "operatorname", 12) == 0))
		return 0;
	if (a < e && s[a] == '*')
		a++;
	if (a >= e || s[a] != '{')
		return 0;
	for (b = ++a; b < e && s[b] != '}'; b++)
		;
	if (!tag)
		return papo_unit_parse(s + a, b - a, &u) != 0;
	for (k = a, run = 0; k <= b; k++) {
		if (k < b && is_alpha((unsigned char)s[k])) {
			run++;
			continue;
		}
		if (run > 1 && strspn_ci_roman(s + k - run, run) != run)
			return 1;	/* a word, not a numeral */
		run = 0;
		if (k < b && ((unsigned char)s[k] >= 0x80 || s[k] == '\\'))
			return 1;	/* a symbol, a command: "\\tag{✗}" */
	}
	return 0;
}

/*
 * Is there a LaTeX command by name in s[i..e), the box's own sentence
 * after it, that box_cmds[] does not hold ("\\boxed{42}\\todo{check}",
 * "\\boxed{42}\\iffalse 43\\fi")?  What it does to the answer is not
 * read: no answer.  Commands of one sign ("\\,", "\\%") are formatting.
 */
static int
box_cmd_unread(const char *s, size_t i, size_t e)
{
	size_t k, l, j;

	for (k = i; k + 1 < e; k++) {
		if (s[k] != '\\' || !is_alpha((unsigned char)s[k + 1]))
			continue;
		for (l = k + 1; l < e && is_alpha((unsigned char)s[l]); l++)
			;
		for (j = 0; box_cmds[j]; j++)
			if (strlen(box_cmds[j]) == l - k - 1 &&
			    memcmp(s + k + 1, box_cmds[j], l - k - 1) == 0)
				break;
		if (box_cmds[j] == NULL && empty_box(s, k, l, e) == 0)
			return 1;
		/* "\\tag{draft}", "\\operatorname{zzz}" */
		if (box_cmds[j] != NULL && cmd_arg_unread(s, k + 1, l, e))
			return 1;
		if (box_cmds[j] == NULL)	/* "\\boxed{3} \\boxed{}" */
			l = empty_box(s, k, l, e);
		k = l - 1;
	}
	return 0;
}

/*
 * Is the answer s[at..end) (a box, its text) a whole number that a
 * modulus after it in its sentence, s[i..e) ("\\boxed{3} \\pmod{7}",
 * "\\bmod 7", "mod 7"), does not reduce it below: "\\boxed{42} \\pmod{7}" names
 * the class of 0, not 42; a residue ("\\boxed{3} \\pmod{7}") is read as before.
 */
static int
unreduced_mod(const char *s, size_t at, size_t end, size_t i, size_t e)
{
	unsigned long long v = 0, m = 0;
	size_t k, d;

	while (at < end && s[at] == '$')
		at++;
	if (at < end && s[at] == '\\') {	/* "\\boxed{42}": its text */
		for (k = at + 1; k < end && is_alpha((unsigned char)s[k]); k++)
			;
		if (k >= end || s[k] != '{')
			return 0;
		at = k + 1;
	}
	while (end > at && (s[end - 1] == '}' || s[end - 1] == '$'))
		end--;
	for (k = at; k < end && is_digit((unsigned char)s[k]) && v < 1000000;
	    k++)
		v = v * 10 + (unsigned long long)(s[k] - '0');
	if (k == at || k != end)
		return 0;	/* not a whole number: read as before */
	for (k = i; k + 3 <= e; k++) {
		if (memcmp(s + k, "mod", 3) != 0 || (k + 3 < e &&
		    is_alpha((unsigned char)s[k + 3])))
			continue;
		for (d = k + 3; d < e && (s[d] == ' ' || s[d] == '{'); d++)
			;
		for (m = 0; d < e && is_digit((unsigned char)s[d]) &&
		    m < 1000000; d++)
			m = m * 10 + (unsigned long long)(s[d] - '0');
		if (m > 0 && v >= m)
			return 1;
	}
	return 0;
}

static const char *
own_sentence(const char *s, size_t at, size_t end, size_t i, size_t e,
    const struct papo_answer_opts *o, int said, const char **row,
    char *word, size_t ws)
{
	const char *p = o != NULL ? o->problem : NULL, *k = NULL;
	size_t pn = o != NULL ? o->problemlen : 0, ta, te, sv;

	if (!said && box_cmd_unread(s, i, e)) {
		*row = "word";
		return "a command after it not recognised";
	}
	if (!said && unreduced_mod(s, at, end, i, e)) {
		*row = "word";
		return "a modulus after it that the value is no residue of";
	}
	if (!said && text_noun(s, i, e, p, pn, &ta, &te) &&
	    box_prose(s, at, end, ta, te, p, pn))
		k = NULL;	/* "\\boxed{42} \\text{ apples}" */
	else if (said ? (sv = summary(s, i, e, p, pn)) == 0 || !summary_read(s,
	    sv, e, p, pn) : set_apart(s, end, e) ||
	    !box_prose(s, at, end, i, e, p, pn))
		k = papo_frame_rest_read(s, at, end, i, e, o, p, pn, row, word,
		    ws, 0);
	else if (!said)	/* the noun phrase; a clause about it after it */
		k = papo_frame_clause_after(s, at, end, i, e, o, p, pn, row,
		    word, ws);
	if (k == NULL)
		*row = its_sentence;
	return k;
}


/*
 * Is the answer at s[at..end) a letter and s[end..n) an option's text in
 * the problem's own words ("Resposta: C. brevidade no tratamento da
 * temática.")?  1 with *why NULL when it is that letter's, the refusal
 * when another's (two options named); 0 when neither.
 */
/*
 * Is the answer s[at..end) one option letter, the space after its label
 * before it ("Answer: C"), its own stop after it or not ("C.")?
 */
static int
letter_answer(const char *s, size_t at, size_t end)
{
	if (at == (size_t)-1)
		return 0;
	while (at < end && s[at] == ' ')
		at++;
	return at < end && s[at] >= 'A' && s[at] <= 'J' && (end == at + 1 ||
	    (end == at + 2 && (s[at + 1] == '.' || s[at + 1] == ')')));
}

static int
option_after(const char *s, size_t at, size_t end, size_t n, const char *p,
    size_t pn, const char **why)
{
	int k;

	if (!letter_answer(s, at, end) ||
	    (k = papo_answer_option_restated(p, pn, s, end, n)) == 0)
		return 0;
	while (s[at] == ' ')
		at++;
	*why = k == s[at] ? NULL : "another option's text after it";
	return 1;
}

/*
 * Where the text of the answer's option s[at] (a letter at s[at..end))
 * ends when its line s[i..) starts with it and goes on to a full stop
 * or the line's end ("A resposta é A. Formação de sociedade
 * disciplinar.\n\nResposta final: A"): the sentences after it are
 * the tail's; else i.
 */
static size_t
option_then(const char *s, size_t at, size_t end, size_t i, size_t n,
    const char *p, size_t pn)
{
	size_t j, le;

	if (p == NULL || !letter_answer(s, at, end))
		return i;
	while (s[at] == ' ')
		at++;
	for (le = i; le < n && s[le] != '\n' && le - i < 400; le++)
		;
	for (j = i + 1; j <= le; j++)
		if ((j == le || (s[j - 1] == '.' && s[j] == ' ')) &&
		    papo_answer_option_restated(p, pn, s, i, j) == s[at])
			return j;
	return i;
}

/*
 * A doubt or a disowning row in s[i..n) after the answer, outside the
 * sentences that are closing remarks recognised whole
 * (papo_frame_closing_alone: "Jika ada pertanyaan, jangan ragu untuk
 * bertanya.", whose "ragu" offers help, doubts nothing); NULL when none.
 */
static const struct row *
doubt_after(const char *s, size_t i, size_t n)
{
	const struct row *r;
	size_t a, b;

	if ((r = papo_frame_row_within(s, i, n, M(R_DOUBT) | M(R_DISOWN),
	    NULL, 0)) == NULL)
		return NULL;
	for (a = i; a < n; a = b) {
		a = papo_frame_strip_fwd(s, a, n);
		if (a >= n)
			break;
		b = papo_frame_sentence_stop(s, a, n);
		if (b == a)
			b = a + 1;
		if (!papo_frame_closing_alone(s, a, b) &&
		    !papo_frame_closing_asked(s, a, b) && (r =
		    papo_frame_row_within(s, a, b, M(R_DOUBT) | M(R_DISOWN),
		    NULL, 0)) != NULL)
			return r;
	}
	return NULL;
}

/*
 * Does s[i..n), after the answer, ask a question: a '?' in the rest of
 * its own sentence s[i..e) ("42?"), or in a sentence after it that is
 * no offer recognised whole (papo_frame_closing_asked: "Would you like
 * me to explain any step in more detail?"; not "Is that right?")?
 */
static int
asked_after(const char *s, size_t i, size_t e, size_t n)
{
	const char *q;
	size_t a, b;

	if ((q = memchr(s + i, '?', n - i)) == NULL)
		return 0;
	if ((size_t)(q - s) < e)
		return 1;
	for (a = e; a < n; a = b) {
		a = papo_frame_strip_fwd(s, a, n);
		if (a >= n)
			break;
		b = papo_frame_sentence_stop(s, a, n);
		if (b == a)
			b = a + 1;
		if (memchr(s + a, '?', b - a) != NULL &&
		    !papo_frame_closing_asked(s, a, b))
			return 1;
	}
	return 0;
}

/*
 * Does s[i..n), after the answer, hold what papo cannot read
 * (papo_frame_has_unreadable), outside the offers asked that are
 * recognised whole (papo_frame_closing_asked: "¿Quieres que te explique
 * algún paso?"), s[i..e) the rest of the answer's own sentence?
 */
static int
unreadable_after(const char *s, size_t i, size_t e, size_t n)
{
	size_t a, b;

	if (!papo_frame_has_unreadable(s, i, n))
		return 0;
	if (papo_frame_has_unreadable(s, i, e))
		return 1;
	for (a = e; a < n; a = b) {
		a = papo_frame_strip_fwd(s, a, n);
		if (a >= n)
			break;
		b = papo_frame_sentence_stop(s, a, n);
		if (b == a)
			b = a + 1;
		if (papo_frame_has_unreadable(s, a, b) &&
		    !papo_frame_closing_asked(s, a, b))
			return 1;
	}
	return 0;
}

/*
 * The emoji a chat model may end on after a closing remark ("Hope that
 * helps! 😊", "Good luck! 📚"): friendly ones only, none that doubts,
 * denies or warns (🤔, ❌, ⚠️, 🙃 are not here and stay unread).
 */
static const long friendly[] = { 0x1f60a, 0x1f642, 0x1f600, 0x1f603,
	0x1f604, 0x1f601, 0x263a, 0x1f44d, 0x1f389, 0x2728, 0x1f64c, 0x1f44b,
	0x1f31f, 0x1f4aa,
	/* the books, pencil, cap and clover of a wish for the homework
	   ("Good luck with the rest of your homework! 📚") */
	0x1f4da, 0x1f4d6, 0x1f4dd, 0x270f, 0x1f393, 0x1f340, 0 };

/* Is code point c one of friendly[]? */
static int
is_friendly(long c)
{
	size_t k;

	for (k = 0; friendly[k] != 0; k++)
		if (friendly[k] == c)
			return 1;
	return 0;
}

/*
 * Where s[..n) ends without the friendly emoji at its very end
 * (friendly[], each with its U+FE0F), when the sentence they follow is
 * a closing remark recognised whole (papo_frame_closing_alone, _asked)
 * that starts at or after e, the end of the answer's own sentence; n
 * when there are none or they follow anything else ("42 😊").
 */
static size_t
friendly_end(const char *s, size_t e, size_t n)
{
	size_t k = n, st, a, b, last = n;
	long c;
	int seen = 0;

	for (;;) {
		while (k > e && is_space((unsigned char)s[k - 1]))
			k--;
		c = papo_frame_cp_before(s, e, k, &st);
		if (c == 0xfe0f) {
			k = st;
			c = papo_frame_cp_before(s, e, k, &st);
		}
		if (!is_friendly(c))
			break;
		k = st;
		seen = 1;
	}
	if (!seen)
		return n;
	for (a = e; a < k; a = b) {
		a = papo_frame_strip_fwd(s, a, k);
		if (a >= k)
			break;
		last = a;
		b = papo_frame_sentence_stop(s, a, k);
		if (b == a)
			b = a + 1;
	}
	if (last >= k || (!papo_frame_closing_alone(s, last, k) &&
	    !papo_frame_closing_asked(s, last, k)))
		return n;
	return k;
}

/*
 * Did the statement before s[end] (its start not known: a last
 * statement's) end at its line's end with no stop, a work line ("60 ×
 * 4 = 240\nWhoops.")?  The line after it is then a sentence of its
 * own, not the rest of the statement's.
 */
static int
line_apart(const char *s, size_t end, size_t i)
{
	size_t k;

	for (k = end; k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'); k--)
		;
	if (k > 0 && s[k - 1] == '\n')
		return 1;
	for (k = end; k < i; k++)
		if (s[k] == '\n')
			return 1;
	return 0;
}

/*
 * Where the rest of the answer's own sentence ends, the answer
 * s[at..end) (at (size_t)-1 when its start is not known) followed at i:
 * i when it does not go on.
 */
static size_t
tail_own_end(const char *s, size_t at, size_t end, size_t i, size_t n,
    const char *p, size_t pn)
{
	size_t e;

	for (e = end; e < i && papo_frame_sentence_stop(s, e, i) == i; e++)
		;
	if (e < i)	/* stopped before i: a display's rest, or none */
		e = (e = display_rest(s, end, i, n)) > 0 ? e : i;
	else
		e = papo_frame_sentence_stop(s, i, n);
	if (e > i && at != (size_t)-1 && papo_frame_new_sentence(s, i, e, p,
	    pn))
		e = i;	/* "\\boxed{42} Retracted.": a sentence */
	if (e > i && at == (size_t)-1 && !stopped(s, end, i) &&
	    line_apart(s, end, i))
		e = i;	/* "60 × 4 = 240\nWhoops.": a sentence */
	if (e > i && at == (size_t)-1 && stopped(s, end, i) &&
	    (papo_frame_closing_alone(s, i, e) || said_apart(s, end, i, e, p,
	    pn)))
		e = i;	/* "So the total is 12. Let me know if ...": a
			   sentence of its own, a closing remark */
	return e;
}

/*
 * Why what follows the answer at s[i..n) refuses it, its own sentence
 * running to e (noun: the noun counted came first, which a negation
 * may follow), with *row the row that refuses; NULL when nothing does.
 */
static const char *
tail_refused(const char *s, size_t i, size_t e, size_t n, int noun,
    const char *p, size_t pn, const char **row)
{
	const struct row *r;

	if ((r = papo_frame_row_within(s, i, e, (noun ? 0 : M(R_NEG)) |
	    M(R_MODAL) | M(R_COND) | M(R_WEAK) | M(R_DOUBT), p, pn)) != NULL ||
	    (r = doubt_after(s, i, n)) != NULL) {
		*row = r->w;
		return r->kind == R_NEG ? "a negation after it" :
		    r->kind == R_DISOWN ? "disowned after it" : DOUBT_AFTER;
	}
	if (asked_after(s, i, e, n)) {
		*row = "?";
		return QUESTION_AFTER;
	}
	if (unreadable_after(s, i, e, n)) {
		*row = "symbol";
		return SYMBOL_AFTER;
	}
	return NULL;
}

/*
 * Where the value at s[at..end) ends when a noun it counts follows it,
 * one word of ASCII letters after a number and a space ("8 apples":
 * "8"), so that a check after it that restates the number restates it
 * ("Answer: 8 apples\n\nCheck: 14 - 6 = 8."); else end.
 */
static size_t
noun_cut(const char *s, size_t at, size_t end)
{
	size_t k, d;

	for (d = at; d < end && is_digit((unsigned char)s[d]); d++)
		;
	if (d == at || d + 2 > end || s[d] != ' ')
		return end;
	for (k = d + 1; k < end && is_alpha((unsigned char)s[k]); k++)
		;
	return k == end && is_alpha((unsigned char)s[end - 1]) ? d : end;
}

/*
 * The rest of the answer's own sentence s[i..e) read, then each sentence
 * after it: papo_answer_tail's last part, its arguments as there.
 */
static const char *
tail_read(const char *s, size_t at, size_t end, size_t i, size_t e,
    size_t n, const struct papo_answer_opts *o, const char **row,
    char *word, size_t ws)
{
	const char *p = o != NULL ? o->problem : NULL;
	size_t pn = o != NULL ? o->problemlen : 0;
	const char *k;
	struct tail t;
	int said;

	/* the rest of its sentence (a unit, the noun counted: words, not
	   a value: "\\boxed{4}, 5"), then each sentence after it */
	if (e > i && (is_digit((unsigned char)s[i]) || s[i] == '$' || (s[i] ==
	    '-' && i + 1 < n && is_digit((unsigned char)s[i + 1]))) &&
	    !papo_frame_compound(s, i, e, p, pn))
		e = i;
	t.s = s;
	t.n = n;
	said = at == (size_t)-1 && e > i && stopped(s, end, i);
	if (at == (size_t)-1)
		at = end;	/* its start not known: the value unknown */
	while (at < end && is_space((unsigned char)s[at]))
		at++;
	if (at < end && s[at] == '<' && (k = (const char *)memchr(s + at, '>',
	    end - at)) != NULL) {
		/* "<answer>12</answer>": the value inside */
		at = (size_t)(k - s) + 1;
		if ((k = (const char *)memchr(s + at, '<', end - at)) != NULL)
			end = (size_t)(k - s);
	}
	if (e > i && (k = own_sentence(s, at, end, i, e, o, said, row, word,
	    ws)) != NULL)
		return k;
	t.keylen = at < end ? papo_frame_value_key(s + at, noun_cut(s, at,
	    end) - at, t.key, sizeof(t.key)) : 0;
	t.letter = at < end && s[at] >= 'A' && s[at] <= 'J' && (at + 1 ==
	    end || !is_alpha((unsigned char)s[at + 1])) ? s[at] : 0;
	if (t.letter == 0 && at < end)	/* "a letra C": the option's */
		t.letter = (char)papo_answer_choice_worded(s, at, end);
	t.p = p;
	t.pn = pn;
	t.lookups = 0;
	t.langs = ~0u;
	t.yaml = -1;	/* looked for when a line might be a field */
	t.at = at;
	t.end = end;
	t.o = o;
	t.compares = 0;
	t.eqs = 0;
	return sentences_after(&t, e, row);
}

/*
 * Is a unit word of another language longer than the suffix row of
 * length l at s[i..n) (units_foreign.c: "人民币" beside 人, a measure
 * word)?  Then the unit is read whole, by the rest of its sentence.
 */
static int
longer_unit(const char *s, size_t i, size_t n, size_t l)
{
	size_t ul;

	return (unsigned char)s[i] >= 0x80 && papo_unit_foreign(s + i, n - i,
	    &ul) != NULL && ul > l;
}

/*
 * The end of the line at s[a] when it says the value v[0..vl) again
 * behind a restatement's lead-in or a label (label_restated: "Lo ripeto:
 * 45.", "Once more, for clarity: 45."), else 0.  The line a last
 * statement's finder passed over (answer_prose.c's restated_line), read
 * against the statement's value.
 */
size_t
papo_answer_restated_line(const char *s, size_t a, size_t n, const char *v,
    size_t vl, const struct papo_answer_opts *o)
{
	struct tail t;
	const char *u = memmem(v, vl, " \\text{", 7);

	if (u != NULL)
		vl = (size_t)(u - v);	/* "45 \\text{ Äpfel}": the noun
					   counted is the statement's */
	memset(&t, 0, sizeof(t));
	t.s = s;
	t.n = n;
	t.keylen = papo_frame_value_key(v, vl, t.key, sizeof(t.key));
	t.p = o != NULL ? o->problem : NULL;
	t.pn = o != NULL ? o->problemlen : 0;
	t.langs = ~0u;
	t.yaml = -1;
	t.at = t.end = a;
	t.o = o;
	return t.keylen > 0 ? label_restated(&t, a) : 0;
}

const char *
papo_answer_tail(const char *s, size_t at, size_t end, size_t n,
    const struct papo_answer_opts *o, const char **row, char *word,
    size_t ws)
{
	const char *p = o != NULL ? o->problem : NULL;
	size_t pn = o != NULL ? o->problemlen : 0;
	const struct row *r;
	const char *k;
	size_t i, e;
	int noun;

	*row = at_end;
	if (word != NULL && ws > 0)
		word[0] = '\0';
	/* "A, C, and E (not B or D).": the letters left out, named to
	   the line's end, are the answer's own */
	if (at != (size_t)-1 && end < n && s[end] == ' ' && end - at > 2) {
		const char *q = memchr(s + end, '\n', n - end);
		size_t le = q != NULL ? (size_t)(q - s) : n;

		if (papo_answer_choice_aside(s, at, le) == end)
			end = le;
	}
	if ((k = papo_answer_scale_other(s, at, end, n, p, pn)) != NULL) {
		*row = "unit";	/* "2.4 million euros" to dollars */
		return k;
	}
	i = skip_closers(s, end, n);
	if (papo_answer_difference_other(s, i, n, p, pn)) {
		*row = "word";	/* "Tom is \\boxed{18} years older." */
		return "a difference the question does not ask";
	}
	if (i < n && (r = papo_frame_row_starts(s, i, n, R_SUFFIX)) != NULL &&
	    !longer_unit(s, i, n, strlen(r->w))) {
		*row = r->w;	/* "です", "respectively" */
		i += strlen(r->w);
	}
	noun = counted_noun(s, i, n);
	i = papo_frame_strip_fwd(s, i, n);
	if (i == n)
		return NULL;
	/* the rest of its sentence the solver's confidence ("$\\boxed{5}$,
	   and my confidence in this answer is 90%."), then what follows */
	if (papo_frame_confidence_rest(s, end, n, &e, &k)) {
		*row = "confidence";
		if (k != NULL)
			return k;
		if ((i = papo_frame_strip_fwd(s, e, n)) == n)
			return NULL;
	}
	if (option_after(s, at, end, n, p, pn, &k)) {
		*row = "option text";
		return k;
	}
	if ((e = option_then(s, at, end, i, n, p, pn)) > i &&
	    (i = papo_frame_strip_fwd(s, e, n)) == n) {
		*row = "option text";
		return NULL;
	}
	if (s[i] == '<' && (r = papo_frame_end_token(s, i, n)) != NULL &&
	    ends_here(s, i, n)) {
		*row = r->w;	/* "C <eoa>": the response ends */
		return NULL;
	}
	/* what follows: a unit, the rest of its sentence, remarks; none
	   may bound it right after it ("or more"), deny, doubt, disown,
	   ask, or hold what papo cannot read */
	if ((r = papo_frame_row_within(s, i, papo_frame_two_words(s, i, n),
	    M(R_BOUND), p, pn)) != NULL && !concl_over(s, i, n, r)) {
		*row = r->w;
		return BOUND_AFTER;
	}
	e = tail_own_end(s, at, end, i, n, p, pn);
	n = friendly_end(s, e, n);	/* "Hope that helps! 😊" */
	if ((k = tail_refused(s, i, e, n, noun, p, pn, row)) != NULL)
		return k;
	return tail_read(s, at, end, i, e, n, o, row, word, ws);
}
