/* SPDX-License-Identifier: MIT */
/*
 * answer_lang.c: is a sentence written in a language papo-verify reads?
 * Recognised, not guessed: a sentence is one listed language's when its
 * letters are letters the listed languages write and its words are that
 * language's rows (every row of answer_rows.c and every answer phrase,
 * cut into words), but for a few words of content no row holds (a noun,
 * a verb: at most UNKNOWN_PER for each word of its rows; a row of one or
 * two letters, "la", "de", "o", which many languages share, weighs
 * half).  Words the problem lends (as they stand, without Arabic's
 * article, or as a stem) and short ones ("km") are neither.  A short
 * statement of a value, under UNKNOWN_MIN words of content, is a
 * listed language's only when the words it recognises (the best
 * language's rows, the problem's words) outweigh those it does not, two
 * at least, those after its first value (its noun, "Il y a donc 56
 * pommes.") left out: "Resultatet er derfor 54." (Danish), "El resultat
 * és, doncs, 54." (Catalan, "el" and "és" shared) are none's.  A sentence
 * in Basque, Welsh, Zulu, Turkmen, Latvian, Macedonian or Nepali
 * ("Beraz, trenak 240 km egiten ditu.") is no listed language's: its
 * words are no rows, or a letter is none of theirs (Turkmen's "ý" is
 * Vietnamese's letter, but "Diýmek", "ýol", "geçýär" are no rows of any
 * language).  A language close to a listed one whose words in the
 * sentence are mostly that one's rows is read as it: Galician's "Polo
 * tanto, o tren percorre 240 km en total." as Portuguese.  A sentence of
 * prose with no value outside math ("Ez nago ziur hau zuzena den.", I am
 * not sure this is right) is asked the same with twice the words of
 * content; a line of computation ("Difference = 9 - 2 = 7"), or one that
 * ends otherwise than a sentence of prose, is not asked.  Asked of the
 * sentence before an answer alone in its own (answer_frame.c's
 * lead_rows: the sentence a bare box stands under), after
 * papo_answer_unlisted_lent has read its scripts; and there, whether
 * that sentence asks about its value ("..., right?").
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/* The words of the rows, folded (lower case), with the languages whose
   rows hold them: open addressing, built once on first use. */
#define WORDS_SIZE	16384u	/* a power of two, over twice the words */
#define POOL_SIZE	(96u * 1024u)
#define WORD_MAX	48	/* a longer word is looked up by nobody */

/* Words of content no row holds, at most, for each word of the best
   language's rows ("So the train travels 240 km in total.": "train",
   "travels" beside "so", "the", "in", "total"). */
#define UNKNOWN_PER	2

/* The longest tag that asks about a statement after its comma
   (", n'est-ce pas ?", "، أليس كذلك؟"), in bytes. */
#define TAG_MAX		32

/* And in English, whose rows hold its function words but no noun,
   adjective or verb of the many a solution's sentence holds, when two
   words or more are its rows ("Now, we add James to this table: James
   is 12 years old."; not "total" alone). */
#define UNKNOWN_EN	4

/* And never for fewer words of content than this, none of the rows'
   nor the problem's: a sentence of a listed language whose words are
   the problem's but two ("Каждая коробка заполнена на 100 % семью
   карандашами." under a Russian problem of boxes and pencils) is too
   short to tell by this measure; an unlisted one's statement says more
   ("Beraz, trenak 240 km egiten ditu.").  A shorter statement of a
   value is told by the words it recognises, the problem's counted. */
#define UNKNOWN_MIN	3

/* The last bytes of a long sentence read: enough words to tell its
   language. */
#define SCAN_MAX	400

struct lword {
	uint32_t hash;
	unsigned char len;
	unsigned langs;
	const char *w;
};

static struct lword words[WORDS_SIZE];
static char pool[POOL_SIZE];
static struct papo_once words_once = PAPO_ONCE_INIT;

static uint32_t
fnv(const char *w, size_t n)
{
	uint32_t h = 2166136261u;
	size_t k;

	for (k = 0; k < n; k++)
		h = (h ^ (unsigned char)w[k]) * 16777619u;
	return h;
}

/* Code point c in lower case: papo_frame_fold_cp's letters, and Latin
   Extended-A's, Vietnamese's and Polish's pairs. */
static long
fold(long c)
{
	if (c < 0x100 || (c >= 0x370 && c < 0x530))
		return papo_frame_fold_cp(c);
	if (c == 0x130)
		return 'i';	/* Turkish's İ */
	if ((c >= 0x100 && c < 0x138) || (c >= 0x14a && c < 0x178) || (c >=
	    0x1ea0 && c < 0x1efa))
		return c | 1;
	if ((c >= 0x139 && c < 0x149) || (c >= 0x179 && c < 0x17f))
		return (c & 1) ? c + 1 : c;
	if (c == 0x1a0 || c == 0x1af)
		return c + 1;	/* Ơ, Ư */
	return c;
}

/* Code point c as UTF-8 into o[*n..os): 0 when it does not fit. */
static int
put_cp(char *o, size_t *n, size_t os, long c)
{
	size_t l = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
	size_t k = *n;

	if (k + l > os)
		return 0;
	if (l == 1)
		o[k] = (char)c;
	else {
		o[k] = (char)((l == 2 ? 0xc0 : l == 3 ? 0xe0 : 0xf0) | (c >>
		    (6 * (l - 1))));
		for (size_t j = 1; j < l; j++)
			o[k + j] = (char)(0x80 | ((c >> (6 * (l - 1 - j))) &
			    0x3f));
	}
	*n = k + l;
	return 1;
}

/* Is code point c a letter of a word here: a letter of a script written
   with spaces, its marks among them, never the apostrophe (it cuts
   "l'", "mae'r", "can't" into their words)? */
static int
wletter(long c)
{
	return c != '\'' && papo_frame_word_letter(c);
}

/* The word s[a..b) folded into o (size os): its length, 0 when longer. */
static size_t
fold_word(const char *s, size_t a, size_t b, char *o, size_t os)
{
	size_t n = 0, l;
	long c;

	while (a < b) {
		c = papo_frame_cp_len(s, a, b, &l);
		if (!put_cp(o, &n, os, fold(c)))
			return 0;
		a += l;
	}
	return n;
}

static struct lword *
slot(const char *w, size_t n, uint32_t h)
{
	uint32_t k = h & (WORDS_SIZE - 1);

	while (words[k].w != NULL && !(words[k].hash == h && words[k].len == n
	    && memcmp(words[k].w, w, n) == 0))
		k = (k + 1) & (WORDS_SIZE - 1);
	return &words[k];
}

/* The word w[0..n) (folded) of language bit m into the table. */
static void
add_word(const char *w, size_t n, unsigned m)
{
	static size_t used, held;
	uint32_t h = fnv(w, n);
	struct lword *e = slot(w, n, h);

	if (e->w == NULL) {
		if (used + n > POOL_SIZE || held >= WORDS_SIZE / 2)
			return;
		memcpy(pool + used, w, n);
		e->w = pool + used;
		e->len = (unsigned char)n;
		e->hash = h;
		used += n;
		held++;
	}
	e->langs |= m;
}

/* Does r[a..b) hold a capital fold() lowers that is not ASCII: Latin-1's
   (À to Þ), Latin Extended-A's or -B's, Cyrillic's (Ѐ to Я)? */
static int
capital_in(const char *r, size_t a, size_t b)
{
	unsigned char c, d;

	for (; a + 1 < b; a++) {
		c = (unsigned char)r[a];
		d = (unsigned char)r[a + 1];
		if ((c == 0xc3 && d >= 0x80 && d <= 0x9e) || c == 0xc4 || c ==
		    0xc5 || c == 0xc6 || (c == 0xd0 && d >= 0x80 && d <= 0xaf))
			return 1;
	}
	return 0;
}

/*
 * Each word of the row r (language bit m) into the table: runs of ASCII
 * letters and of other bytes, folded; a row in a script only listed
 * languages write but Devanagari (Chinese, Japanese, Korean, Thai,
 * Bengali, Telugu: their sentences are theirs) is left out.
 */
static void
add_words(const char *r, size_t rn, unsigned m)
{
	char f[WORD_MAX];
	size_t a = 0, b, n, k;
	unsigned char c = (unsigned char)r[0];
	int wide;

	if (c >= 0xe0 && !(c == 0xe0 && ((unsigned char)r[1] == 0xa4 ||
	    (unsigned char)r[1] == 0xa5)))
		return;
	while (a < rn) {
		c = (unsigned char)r[a];
		if (c < 0x80 && !is_alpha(c)) {
			a++;
			continue;
		}
		wide = 0;
		for (b = a; b < rn && ((c = (unsigned char)r[b]) >= 0x80 ||
		    is_alpha(c)); b++)
			wide |= c >= 0x80;
		if (b - a <= WORD_MAX) {
			if (wide && capital_in(r, a, b))
				n = fold_word(r, a, b, f, sizeof(f));
			else if (wide) {
				n = b - a;	/* "ответ", "नहीं" */
				memcpy(f, r + a, n);
			}
			else
				for (n = b - a, k = 0; k < n; k++)
					f[k] = (char)lower((unsigned char)r[a +
					    k]);
			if (n > 0)
				add_word(f, n, m);
		}
		a = b;
	}
}

static void
words_build(void)
{
	const struct row *r;
	const char *l = "";
	unsigned m = 0;

	for (r = papo_frame_rows; r->w != NULL; r++) {
		if (strcmp(r->lang, l) != 0)
			m = papo_frame_lang_bit(l = r->lang);
		add_words(r->w, r->len, m);
	}
	for (r = papo_frame_phrases; r->w != NULL; r++) {
		if (strcmp(r->lang, l) != 0)
			m = papo_frame_lang_bit(l = r->lang);
		add_words(r->w, r->len, m);
	}
}

/* The languages whose rows hold the folded word w[0..n), or 0. */
static unsigned
word_langs(const char *w, size_t n)
{
	const struct lword *e = slot(w, n, fnv(w, n));

	return e->w != NULL ? e->langs : 0;
}

/*
 * Is code point c (not ASCII) a letter one of the listed languages (or
 * pinyin, or mathematics: ħ, ø, Å) writes?  Not: the rest of Latin
 * Extended-A and -B (Czech's ř ů ň, Slovak's ľ, Lithuanian's ė į ų,
 * Latvian's ļ ņ ķ ģ, Hungarian's ő ű, Welsh's ŵ ŷ, Maltese's ċ ġ,
 * Romanian's ș ț, Esperanto's ĉ ŝ), the IPA letters (ə, ɓ, ɗ, ŋ),
 * Icelandic's þ, the dotted and hooked letters of Latin Extended
 * Additional but Vietnamese's (Yoruba's ṣ), Cyrillic but Russian's and
 * Ukrainian's (ў, ј, љ, қ, ө, ү, ҳ, ҷ), Arabic's script past Arabic's
 * letters (Persian's and Urdu's پ چ ژ گ ک ی ٹ ڈ ڑ ں ے).
 */
static int
listed_letter(long c)
{
	static const long exta[] = { 0x103, 0x105, 0x107, 0x111, 0x113,
	    0x119, 0x11b, 0x11f, 0x127, 0x129, 0x12b, 0x131, 0x142, 0x144,
	    0x14d, 0x153, 0x15b, 0x15f, 0x169, 0x16b, 0x17a, 0x17c, 0x17f };
	size_t k;
	long f;

	if (c < 0x100)
		return c != 0xfe && c != 0xde;
	if (c < 0x180) {
		f = fold(c);
		for (k = 0; k < sizeof(exta) / sizeof(exta[0]); k++)
			if (f == exta[k])
				return 1;
		return c == 0x130 || c == 0x178;
	}
	if (c < 0x250)
		return c == 0x1a0 || c == 0x1a1 || c == 0x1af || c == 0x1b0 ||
		    (c >= 0x1cd && c <= 0x1dc);	/* ơ ư, pinyin's ǎ ǐ ǒ ǔ ǖ */
	if (c < 0x2b0)
		return 0;
	if (c < 0x370)
		return c != 0x2bb;	/* modifiers and marks; Uzbek's ʻ */
	if (c >= 0x400 && c < 0x530)
		return (c >= 0x410 && c < 0x450) || c == 0x401 || c == 0x451 ||
		    c == 0x404 || c == 0x454 || c == 0x406 || c == 0x456 ||
		    c == 0x407 || c == 0x457 || c == 0x490 || c == 0x491;
	if (c >= 0x600 && c < 0x700)
		return c < 0x672;
	if (c >= 0x1e00 && c < 0x1f00)
		return c >= 0x1ea0 || c == 0x1e9e;
	return 1;
}

/* Does the problem p[0..pn) hold the word s[a..b) at p[i], whole, its
   first letter in either case? */
static int
lent_at(const char *p, size_t pn, size_t i, const char *s, size_t a,
    size_t b)
{
	size_t st;

	return lower((unsigned char)p[i]) == lower((unsigned char)s[a]) &&
	    (i == 0 || !wletter(papo_frame_cp_before(p, 0, i, &st))) && (i +
	    b - a == pn || !wletter(papo_frame_cp_at(p, i + b - a, pn)));
}

/* Does the problem p[0..pn) hold the word s[a..b) (its first letter in
   either case), whole?  Its other bytes are found as they stand, sixteen
   at a time (papo_answer_find_bytes). */
static int
lent(const char *p, size_t pn, const char *s, size_t a, size_t b)
{
	size_t n = b - a, i;
	const char *q;

	if (p == NULL || n == 0 || n > pn)
		return 0;
	if (n == 1) {
		for (i = 0; i < pn; i++)
			if (lent_at(p, pn, i, s, a, b))
				return 1;
		return 0;
	}
	for (q = p + 1; (size_t)(q - p) < pn && (q = papo_answer_find_bytes(q,
	    pn - (size_t)(q - p), s + a + 1, n - 1)) != NULL; q++)
		if (lent_at(p, pn, (size_t)(q - p) - 1, s, a, b))
			return 1;
	return 0;
}

/* The letters of the word s[a..b). */
static size_t
letters(const char *s, size_t a, size_t b)
{
	size_t n = 0;

	for (; a < b; a++)
		n += ((unsigned char)s[a] & 0xc0) != 0x80;
	return n;
}

/*
 * Does the problem p[0..pn) lend the word s[a..b) of n letters in
 * another form: without Arabic's article ("القطار" for "قطار"), or as
 * the start of a word of its own, its first letter in either case, all
 * but the word's last letters (two, three of a word of seven or more:
 * Russian's and Ukrainian's case endings), three at least ("Kilometer"
 * for "Kilometern", "يقطع" for "يقطعها", "Каждая" for "каждой",
 * "карандашами" for "карандашей")?
 */
static int
lent_stem(const char *p, size_t pn, const char *s, size_t a, size_t b,
    size_t n)
{
	size_t e = b, k, l, st, j;
	const char *q;
	long c0;

	if (p == NULL || n < 4)
		return 0;
	if (memcmp(s + a, "\xd8\xa7\xd9\x84", 4) == 0 && lent(p, pn, s, a +
	    4, b))
		return 1;	/* ال */
	for (k = n > 6 ? 3 : n > 5 ? 2 : n - 3; k > 0; k--)
		while (((unsigned char)s[--e] & 0xc0) == 0x80)
			;
	c0 = fold(papo_frame_cp_len(s, a, e, &l));
	if (a + l >= e)
		return 0;
	for (q = p; (size_t)(q - p) < pn && (q = papo_answer_find_bytes(q,
	    pn - (size_t)(q - p), s + a + l, e - a - l)) != NULL; q++) {
		if ((j = (size_t)(q - p)) == 0 ||
		    fold(papo_frame_cp_before(p, 0, j, &st)) != c0)
			continue;
		if (st == 0 || !wletter(papo_frame_cp_before(p, 0, st, &k)))
			return 1;
	}
	return 0;
}

/* A script only listed languages write, spaced or not (Hangul, kana,
   the ideographs, Thai, Bengali, Telugu): the sentence is theirs. */
static int
listed_script(long c)
{
	return papo_frame_dense_letter(c) || (c >= 0xac00 && c < 0xd7b0) ||
	    (c >= 0x980 && c < 0xa00) || (c >= 0xc00 && c < 0xc80);
}

/* Where the math or command at s[k] ends (in s[..b)): "$...$",
   "\\(...\\)", "\\[...\\]", "\\name"; k when none starts there. */
static size_t
skip_math(const char *s, size_t k, size_t b)
{
	const char *e;

	if (s[k] == '$') {
		for (k++; k < b && s[k] == '$'; k++)
			;
		e = memchr(s + k, '$', b - k);
		return e != NULL ? (size_t)(e - s) + 1 : b;
	}
	if (s[k] != '\\' || k + 1 >= b)
		return k;
	if (s[k + 1] == '(' || s[k + 1] == '[') {
		for (k += 2; k + 1 < b && !(s[k] == '\\' && (s[k + 1] == ')' ||
		    s[k + 1] == ']')); k++)
			;
		return k + 2 < b ? k + 2 : b;
	}
	for (k++; k < b && is_alpha((unsigned char)s[k]); k++)
		;
	while (k < b && s[k] == '{') {	/* "\\end{align*}" */
		for (k++; k < b && s[k] != '}'; k++)
			;
		k += k < b;
	}
	return k;
}

/*
 * What s[a..b) is: 1 a statement of a value in words (a digit outside
 * math, not a label's number: "Step 4:", "Часть (1):"), -1 a line of
 * computation (an equality or approximation: "Difference = 9 - 2 = 7",
 * whose words are labels, read as work), 0 words with no value.
 */
static int
states_value(const char *s, size_t a, size_t b)
{
	size_t k, m, l;
	int digit = 0;

	for (k = a; k < b; k++)
		if ((m = skip_math(s, k, b)) != k) {
			if (memchr(s + k, '=', m - k) != NULL)
				return -1;
			k = m - 1;	/* a value in math is the work's */
		} else if (s[k] == '=' || (s[k] == '\xe2' && k + 2 < b &&
		    s[k + 1] == '\x89' && s[k + 2] == '\x88'))
			return -1;	/* "=", "≈" */
		else if (is_digit((unsigned char)s[k])) {
			for (m = k; m < b && is_digit((unsigned char)s[m]); m++)
				;
			for (l = m; l < b && (s[l] == ')' || s[l] == ' '); l++)
				;
			digit |= l >= b || s[l] != ':';	/* "Step 4:",
							   "Étape 4 :" */
			k = m - 1;
		}
	return digit;
}

/* Does s[a..b) end as a sentence of prose does: ".", "!", "。", "！"
   (not a line of code, "texteweekday(helper());")? */
static int
prose_end(const char *s, size_t a, size_t b)
{
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\n' || s[b - 1] ==
	    '*'))
		b--;
	return (b > a && (s[b - 1] == '.' || s[b - 1] == '!')) || (b >= a + 3 &&
	    (memcmp(s + b - 3, "\xe3\x80\x82", 3) == 0 || memcmp(s + b - 3,
	    "\xef\xbc\x81", 3) == 0));
}

/*
 * Where the sentence that ends at s[b] starts: after the last line
 * break or sentence end (". ", "! ", "? ", "。", "？") before its own last
 * mark, at most SCAN_MAX bytes back (the sentence a finder found may
 * start later: "240 Kilometer zurück.").  Not before s[a] when that
 * is a line's start.
 */
static size_t
sentence_start(const char *s, size_t a, size_t b)
{
	size_t k = b, lo = b > SCAN_MAX ? b - SCAN_MAX : 0, st;

	if (a == 0 || s[a - 1] == '\n')
		return a;
	while (k > lo && strchr(".!? \t\n", s[k - 1]) != NULL)
		k--;
	for (; k > lo; k--)
		if (s[k - 1] == '\n' || (strchr(".!?", s[k - 1]) != NULL &&
		    k < b && (s[k] == ' ' || s[k] == '\n')) || (k >= lo + 3 &&
		    ((unsigned char)s[k - 3] == 0xe3 || (unsigned char)s[k -
		    3] == 0xef) && papo_frame_punct_cp(papo_frame_cp_before(s,
		    lo, k, &st))))
			break;	/* "。", "！", "？" too */
	while (k < b && ((unsigned char)s[k] & 0xc0) == 0x80)
		k++;
	return k < a ? k : a;
}

/*
 * The counts a sentence's words are read into, in half words: a word of
 * the rows of one or two letters, which many languages share ("la",
 * "de", "o", "do"), weighs half of another.
 */
struct lcount {
	unsigned known[32];	/* words of each language's rows */
	unsigned words;		/* words counted: known or unknown */
	unsigned lent;		/* words of three letters or more the
				   problem lends, counted apart */
	unsigned tail;		/* words no row holds after the first
				   value: its noun ("42 moutons"), work
				   ("Add up 8 groups of 7.") */
	int valued;		/* a value read */
};

/*
 * Reads the word s[a..b) (its sentence ending at s[e]) into c: 1 when
 * it says the sentence is no listed language's (a letter none writes,
 * in a word the problem does not lend), else 0.
 */
static int
read_word(const char *s, size_t a, size_t b, size_t e, const char *p,
    size_t pn, int foreign, int ascii, struct lcount *c)
{
	char f[WORD_MAX];
	size_t n;
	unsigned m, j, w;

	if (foreign)
		return lent(p, pn, s, a, b) ? 0 : 1;
	if ((a > 0 && is_digit((unsigned char)s[a - 1])) || (b < e &&
	    (is_digit((unsigned char)s[b]) || s[b] == '{')))
		return 0;	/* a unit or suffix glued to a value; a
				   command whose backslash is lost, "frac{" */
	m = (n = fold_word(s, a, b, f, sizeof(f))) > 0 ? word_langs(f, n) : 0;
	n = ascii ? b - a : letters(s, a, b);
	if (m == 0 && n <= 2)
		return 0;	/* "km", "كم", "x" */
	if (m == 0 && (lent(p, pn, s, a, b) || lent_stem(p, pn, s, a, b,
	    n))) {
		c->lent += 2;	/* the problem's word */
		return 0;
	}
	w = m != 0 && n <= 2 ? 1 : 2;	/* "la", "do", "o": half a word */
	c->words += w;
	c->tail += m == 0 && c->valued ? w : 0;
	for (j = 0; m != 0; j++, m >>= 1)
		c->known[j] += (m & 1) * w;
	return 0;
}

/*
 * Is the sentence s[a..b) that states a value no listed language's?
 * With option set, a sentence that names an option above its letter's
 * box instead (papo_answer_option_unread): it states no value, one word
 * no row holds may make it unread, and most of them do.
 */
static int
lang_unread_as(const char *s, size_t a, size_t b, const char *p,
    size_t pn, int option)
{
	/* the fewest words no row holds, in half words */
	unsigned least = option ? 2 : 2 * UNKNOWN_MIN;
	struct lcount c;
	size_t k, st, l;
	unsigned best = 0, j, en = 0;
	int value;
	long cp;
	int foreign, ascii, r;

	a = sentence_start(s, a, b);
	if (b > a + SCAN_MAX)
		for (a = b - SCAN_MAX; a < b && ((unsigned char)s[a] & 0xc0) ==
		    0x80; a++)
			;
	if (option)
		value = 0;	/* an option named: its letter no value */
	else if ((value = states_value(s, a, b)) < 0 || (value == 0 &&
	    !prose_end(s, a, b)))
		return 0;
	papo_once(&words_once, words_build);
	memset(&c, 0, sizeof(c));
	while (en < 31 && !(papo_frame_lang_bit("en") >> en & 1))
		en++;
	for (k = a; k < b; ) {
		if ((st = skip_math(s, k, b)) != k) {
			k = st;
			continue;
		}
		cp = papo_frame_cp_len(s, k, b, &l);
		if (listed_script(cp))
			return 0;
		if (!wletter(cp)) {
			if ((cp == ':' || cp == 0xff1a) && c.words <= 6)
				memset(&c, 0, sizeof(c));	/* a label's
							   ("Часть (2):") */
			c.valued |= cp < 0x80 && is_digit((unsigned char)cp);
			k += l;
			continue;
		}
		foreign = 0;
		ascii = 1;
		for (st = k; k < b && wletter(cp = papo_frame_cp_len(s, k, b,
		    &l)); k += l) {
			foreign |= cp >= 0x80 && !listed_letter(cp);
			ascii &= cp < 0x80;
		}
		if ((r = read_word(s, st, k, b, p, pn, foreign, ascii,
		    &c)) != 0)
			return r > 0;
	}
	for (j = 0; j < 32; j++)
		if (c.known[j] > c.known[best])
			best = j;
	if (value > 0 && c.words - c.known[best] < 2 * UNKNOWN_MIN)
		/* a short statement of a value: recognised when the words
		   it recognises (one language's rows, the problem's words)
		   outweigh those it does not ("Svaret er altså 41.", "Polo
		   tanto, a resposta é 41.": no listed language's); English's
		   rows twice, which hold its function words only ("Next, we
		   subtract 85 from 215.") */
		return c.words >= c.known[best] + c.tail + 4 && c.words -
		    c.known[best] - c.tail >= (best == en ? 2 : 1) *
		    c.known[best] + c.lent;
	if (c.words - c.known[best] < least)	/* in half words */
		return 0;
	if (option)	/* "Optie C is onjuist.": most of its words no
			   row's, no problem's */
		return c.words - c.known[best] > c.known[best] + c.lent;
	if (value == 0)	/* "Ez nago ziur hau zuzena den." */
		return c.words >= 4 && c.words - c.known[best] > 2 *
		    (best == en && c.known[en] >= 4 ? UNKNOWN_EN :
		    UNKNOWN_PER) * c.known[best];
	return c.words > c.known[best] && c.words - c.known[best] >
	    (best == en && c.known[en] >= 4 ? UNKNOWN_EN : UNKNOWN_PER) *
	    c.known[best];
}

static int
lang_unread(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	return lang_unread_as(s, a, b, p, pn, 0);
}

int
papo_answer_option_unread(const char *s, size_t a, size_t b, const char *p,
    size_t pn)
{
	return lang_unread_as(s, a, b, p, pn, 1);
}

/* s[a..k) without the spaces that end it */
static size_t
back_space(const char *s, size_t a, size_t k)
{
	while (k > a && s[k - 1] == ' ')
		k--;
	return k;
}

/* Does a comma (",", Arabic's "،", "，") end s[a..k)? */
static int
comma_before(const char *s, size_t a, size_t k)
{
	return (k > a && s[k - 1] == ',') || (k >= a + 2 && memcmp(s + k - 2,
	    "\xd8\x8c", 2) == 0) || (k >= a + 3 && memcmp(s + k - 3,
	    "\xef\xbc\x8c", 3) == 0);
}

/* Does the sentence s[a..b) ask about the value it names, by a tag
   after a comma, not the problem's question asked again? */
static int
asks_value(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	size_t e = b, k, st, l;

	while (e > a && strchr(" \t\n*_\"')", s[e - 1]) != NULL)
		e--;
	if (!(e > a && s[e - 1] == '?') && !(e >= a + 3 && memcmp(s + e - 3,
	    "\xef\xbc\x9f", 3) == 0) && !(e >= a + 2 && memcmp(s + e - 2,
	    "\xd8\x9f", 2) == 0))
		return 0;	/* ？, Arabic's ؟ */
	a = sentence_start(s, a, e);
	for (k = e; k > a && !comma_before(s, a, k) && e - k < TAG_MAX; k--)
		;
	if (!comma_before(s, a, k) || states_value(s, a, k) <= 0 ||
	    states_value(s, k, e) != 0)
		return 0;	/* no value, then a tag: "What is 8 + 9?" */
	for (k = a; k < e; ) {	/* the problem's question again? */
		if ((st = skip_math(s, k, e)) != k) {
			k = st;
			continue;
		}
		if (!wletter(papo_frame_cp_len(s, k, e, &l))) {
			k += l;
			continue;
		}
		for (st = k; k < e && wletter(papo_frame_cp_len(s, k, e, &l));
		    k += l)
			;
		if (letters(s, st, k) > 2 && !lent(p, pn, s, st, k) &&
		    !lent_stem(p, pn, s, st, k, letters(s, st, k)))
			return 1;
	}
	return 0;
}

/*
 * Is s[a..b), the sentence right before an answer alone in its
 * statement (a bare box), prose nothing recognises?  Recognised: work
 * (a value, an equation, math), no word at all (a closing tag, a code
 * block's end, a rule), a lead or label (it ends in ':'), a conclusion
 * or an answer's name (the rows: "Therefore", "Also", "summary"), or
 * the problem's own words restated (a word of three letters or more it
 * lends).  A sentence of other words ("Whatever.", "Je laisse
 * tomber.", "Keine Chance.") gives no answer: the box after it is not
 * one it commits to.
 */
/* The longest sentence prose_unread reads, in words of a spaced script
   ("Keinen Schimmer.", "Non saprei proprio."; an apostrophe inside a
   word joins it: "Ich geb's auf." is three) or letters of a dense one
   ("这题我放弃了。"): a shrug is short; a longer sentence says something
   of its own, most often of the work ("We add the amounts step by
   step."), which no row lists. */
#define PROSE_WORDS	3
#define PROSE_DENSE	10

/* What prose_unread recognises in a short sentence that announces the
   work or closes it, by language: "Step by step.", "Settled.", "We add
   them." */
static const char *const work_said[] = {
	"step by step", "settled", "done", "solved", "as follows",
	"we add", "we multiply", "we subtract", "we divide", "we sum",
	"compute", "calculate", "we count", "let me", "let's", "let us",
	"hatua kwa hatua",			/* sw */
	"\xe6\xad\xa5\xe9\xaa\xa4",		/* zh 步骤 */
	NULL
};

/* Does s[a..e) hold one of work_said[], ASCII case folded? */
static int
says_work(const char *s, size_t a, size_t e)
{
	size_t j, k, n;

	for (j = 0; work_said[j] != NULL; j++)
		for (n = strlen(work_said[j]), k = a; k + n <= e; k++)
			if (strncasecmp(s + k, work_said[j], n) == 0 &&
			    (k == a || !is_alpha((unsigned char)s[k - 1])))
				return 1;
	return 0;
}

/*
 * Does a step's number or math stand on the line before s[a]: a digit
 * there, unless a sentence ends right before s[a] after more than two
 * words, or one of a dense script ends there ("Step 3. Check", "3.
 * Done", "当 x < 0 时无解" are; the work on
 * the line before a sentence, "9 × 14 = 126. Whatever. \\boxed{126}",
 * is not: that sentence is read as on a line of its own).
 */
static int
step_heading(const char *s, size_t a)
{
	size_t k = a;
	int nw = 0, digit = 0, ended;

	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'))
		k--;
	if (k >= 3 && (memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0 ||	/* 。 */
	    memcmp(s + k - 3, "\xef\xbc\x81", 3) == 0 ||	/* ！ */
	    memcmp(s + k - 3, "\xef\xbc\x9f", 3) == 0))	/* ？ */
		return 0;	/* a sentence of a dense script ended */
	ended = k > 0 && strchr(".!?", s[k - 1]) != NULL;
	for (k = a; k > 0 && s[k - 1] != '\n'; k--) {
		digit |= is_digit((unsigned char)s[k - 1]);
		if (ended && !is_space((unsigned char)s[k - 1]) && (k == 1 ||
		    is_space((unsigned char)s[k - 2])) && ++nw > 2)
			return 0;
	}
	return digit;
}

/* Does the letter that ends at s[k] end s[..e) too, a closing
   parenthesis and a full stop aside ("E.", "(C).")? */
static int
letter_ends(const char *s, size_t k, size_t e)
{
	if (k < e && s[k] == ')')
		k++;
	return k == e || (k + 1 == e && s[k] == '.');
}

static int
prose_unread(const char *s, size_t a, size_t b, const char *p, size_t pn,
    int negated)
{
	size_t k, st, l, m, e = b;
	int word = 0, nw = 0, nt = 0, dense = 0;
	char w[64];
	long cp;

	a = sentence_start(s, a, b);
	if (b > a + SCAN_MAX)
		return 0;
	if (states_value(s, a, b) != 0)
		return 0;
	while (e > a && strchr(" \t\n*_\"')", s[e - 1]) != NULL)
		e--;
	if (step_heading(s, a))
		return 0;	/* a step's heading: "Step 3. Check" */
	for (k = a; k < e; k++)
		if (strchr(":<>+*/", s[k]) != NULL && s[k] != '\0')
			return 0;	/* a label, math: "当 x < 0 时" */
	if (papo_answer_find_bytes(s + a, e - a, "\xef\xbc\x9a", 3) != NULL ||
	    papo_answer_find_bytes(s + a, e - a, "\xc3\x97", 2) != NULL ||
	    (e - a >= 3 &&
	    memcmp(s + a, "```", 3) == 0))
		return 0;	/* "Putting it together:", "Step 3: Check the
				   total", "答案：", a code fence */
	for (k = a; k < e; ) {
		if ((st = skip_math(s, k, e)) != k)
			return 0;	/* math is work */
		cp = papo_frame_cp_len(s, k, e, &l);
		if (papo_frame_dense_letter(cp)) {
			/* a script without spaces: two letters the problem
			   holds restate it ("书架", "本の") */
			word = 1;
			if (++dense > PROSE_DENSE)
				return 0;
			st = k + l;
			if (st < e && papo_frame_dense_letter(
			    papo_frame_cp_len(s, st, e, &m)) && p != NULL &&
			    papo_answer_find_bytes(p, pn, s + k, st + m - k) !=
			    NULL)
				return 0;
			k = st;
			continue;
		}
		if (!wletter(cp)) {
			k += l;
			continue;
		}
		for (st = k; k < e && wletter(papo_frame_cp_len(s, k, e, &l));
		    k += l)
			;
		/* an apostrophe inside a word joins it: "geb's", "Can't",
		   "J'sais" are one word each */
		while (k + 1 < e && (s[k] == '\'' || (k + 3 < e &&
		    memcmp(s + k, "\xe2\x80\x99", 3) == 0)) &&
		    wletter(papo_frame_cp_len(s, k + (s[k] == '\'' ? 1 : 3),
		    e, &l)))
			for (k += s[k] == '\'' ? 1 : 3; k < e &&
			    wletter(papo_frame_cp_len(s, k, e, &l)); k += l)
				;
		/* a sentence that negates (a row's negator or give-up) is
		   measured by its words that carry meaning, of three
		   letters or more ("Ich weiß es nicht.", "Nie mam
		   zielonego pojęcia."), eight words in all, one clause (no
		   comma: "لم أفهم، ثم عددت" goes on to the work) */
		if (negated ? (letters(s, st, k) >= 3 && ++nw > PROSE_WORDS +
		    1) || ++nt > 8 || comma_before(s, a, back_space(s, a,
		    st)) :
		    ++nw > PROSE_WORDS)
			return 0;	/* a sentence of its own, the work's
					   ("Let me solve it step by step.") */
		word = 1;
		if (letters(s, st, k) >= 3 && (lent(p, pn, s, st, k) ||
		    lent_stem(p, pn, s, st, k, letters(s, st, k))))
			return 0;	/* the problem's words */
		if (k - st == 1 && s[st] >= 'A' && s[st] <= 'J' && (nw > 1 ||
		    (st > a && s[st - 1] == '(' && k < e && s[k] == ')' &&
		    papo_answer_open(s, a, st - 1, p, pn, NULL, w,
		    sizeof(w)) == NULL)) && letter_ends(s, k, e))
			return 0;	/* an option's letter ends it: "..., a
					   alternativa correta é a E.",
					   "Hence (C)." */
	}
	if (!word || says_work(s, a, e))
		return 0;
	/* a sentence the box ends (no stop before it), every word of it
	   recognised as what may open an answer's sentence (answer_open.c):
	   "Thus,", "Donc,", "所以", "Итак,"; not "This is hopeless." */
	if (!prose_end(s, a, e) && papo_answer_open(s, a, e, p, pn, NULL, w,
	    sizeof(w)) == NULL)
		return 0;
	/* an unfinished sentence the box ends, on a lead: "The value of
	   \\[ ... \\] is\n\n\\[\\boxed{55}\\]" */
	for (k = e; k > a && is_alpha((unsigned char)s[k - 1]); k--)
		;
	if (k < e && papo_frame_row_within(s, k, e, M(R_LEAD), p, pn) !=
	    NULL)
		return 0;
	/* an answer's name: "Final answer", "最终答案" */
	return papo_frame_row_within(s, a, e, M(R_NOUN), p, pn) == NULL;
}

const char papo_answer_row_prose[] = "prose";

const char *
papo_answer_lang_before(const char *s, size_t a, size_t b, const char *p,
    size_t pn, int alone, const char **row)
{
	if (papo_answer_unlisted_lent(s, a, b, p, pn) || (alone &&
	    lang_unread(s, a, b, p, pn))) {
		*row = "word";
		return "a sentence before it in a language papo-verify does "
		    "not read";
	}
	if (alone && asks_value(s, a, b, p, pn)) {
		*row = "?";
		return "a question before it";
	}
	if (alone >= 2 && prose_unread(s, a, b, p, pn, alone == 3)) {
		*row = papo_answer_row_prose;
		return "a sentence before it not recognised";
	}
	return NULL;
}

/*
 * The languages of the line around s[i] (in s[..n)), but for the word
 * s[i..e): each word of the rows on it (half a word of two letters or
 * fewer, a word glued to a value none) votes for the languages whose
 * rows hold it; the mask of those with the most votes, a whole word at
 * least, or 0 (no word of a row: no language known).
 */
static unsigned
line_langs(const char *s, size_t i, size_t e, size_t n)
{
	unsigned known[32], m, best = 0, mask = 0, j;
	char f[WORD_MAX];
	size_t a = i, b = e, k, st, l, w;
	long cp;

	while (a > 0 && s[a - 1] != '\n' && i - a < SCAN_MAX)
		a--;
	while (a < i && ((unsigned char)s[a] & 0xc0) == 0x80)
		a++;	/* not inside a character */
	while (b < n && s[b] != '\n' && b - e < SCAN_MAX)
		b++;
	while (b > e && b < n && ((unsigned char)s[b] & 0xc0) == 0x80)
		b--;
	papo_once(&words_once, words_build);
	memset(known, 0, sizeof(known));
	for (k = a; k < b; ) {
		if (k == i) {
			k = e;	/* the scale word itself */
			continue;
		}
		if (s[k] == '\\') {	/* a command's name: "\\text" */
			for (k++; k < b && is_alpha((unsigned char)s[k]); k++)
				;
			continue;
		}
		cp = papo_frame_cp_len(s, k, b, &l);
		if (!wletter(cp)) {
			k += l;
			continue;
		}
		for (st = k; k < b && k != i && wletter(cp =
		    papo_frame_cp_len(s, k, b, &l)); k += l)
			;
		if ((st > 0 && is_digit((unsigned char)s[st - 1])) || (k < b &&
		    is_digit((unsigned char)s[k])))
			continue;	/* "5k", "km2": glued to a value */
		m = (w = fold_word(s, st, k, f, sizeof(f))) > 0 ?
		    word_langs(f, w) : 0;
		w = letters(s, st, k) <= 2 ? 1 : 2;
		for (j = 0; m != 0; j++, m >>= 1)
			known[j] += (m & 1) * w;
	}
	for (j = 0; j < 32; j++)
		if (known[j] > best) {
			best = known[j];
			mask = 1u << j;
		} else if (known[j] == best && best > 0)
			mask |= 1u << j;
	return best >= 2 ? mask : 0;
}

/* The mask of the languages named in l ("es pt"; a '!' before them
   skipped). */
static unsigned
langs_mask(const char *l)
{
	char c[8];
	unsigned m = 0;
	size_t k;

	if (*l == '!')
		l++;
	while (*l != '\0') {
		for (k = 0; l[k] != '\0' && l[k] != ' ' && k < sizeof(c) - 1;
		    k++)
			c[k] = l[k];
		c[k] = '\0';
		m |= papo_frame_lang_bit(c);
		l += k;
		while (*l == ' ')
			l++;
	}
	return m;
}

int
papo_answer_scale_foreign(const char *s, size_t i, size_t n, size_t *len)
{
	const char *langs;
	int e = papo_scale_foreign_row(s + i, n - i, len, &langs);

	if (e == 0 || langs[0] != '!')
		return e;
	/* a word another language writes with another meaning: read
	   only in a line of its languages ("La respuesta es 4,5 mil.",
	   not "The company earned 4.5 mil.") */
	if ((line_langs(s, i, i + *len, n) & langs_mask(langs)) != 0)
		return e;
	*len = 0;
	return 0;
}

int
papo_answer_scale_unread(const char *s, size_t i, size_t n)
{
	const char *langs;
	size_t l;

	return i < n && papo_scale_foreign_row(s + i, n - i, &l, &langs) !=
	    0 && langs[0] == '!' && papo_answer_scale_foreign(s, i, n, &l) ==
	    0;
}

int
papo_answer_line_lang(const char *s, size_t i, size_t e, size_t n,
    const char *langs)
{
	return (line_langs(s, i, e, n) & langs_mask(langs)) != 0;
}
