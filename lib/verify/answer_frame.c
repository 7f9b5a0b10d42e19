/* SPDX-License-Identifier: MIT */
/*
 * answer_frame.c: what may stand right before a final answer (a copula,
 * an answer phrase, an equals sign), read against the rows of
 * answer_rows.c; a condition before it; a phrase of another language near
 * the end; a response cut inside an expression.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/* LaTeX commands that may stand right before the value. */
static const char *const lead_cmds[] = { "\\Rightarrow", "\\implies",
	"\\therefore", "\\Longrightarrow", "\\iff", "\\in", "\\equiv",
	"####", NULL };
/* The code point of the UTF-8 character ending just before s[i]. */
long
papo_frame_cp_before(const char *s, size_t a, size_t i, size_t *start)
{
	size_t k = i;
	long cp;
	unsigned char c;

	if (k <= a) {
		*start = a;
		return -1;
	}
	k--;
	while (k > a && ((unsigned char)s[k] & 0xc0) == 0x80 && i - k < 4)
		k--;
	*start = k;
	c = (unsigned char)s[k];
	if (c < 0x80)
		return c;
	if (c >= 0xf0)
		cp = c & 0x07;
	else if (c >= 0xe0)
		cp = c & 0x0f;
	else
		cp = c & 0x1f;
	for (k++; k < i; k++)
		cp = (cp << 6) | ((unsigned char)s[k] & 0x3f);
	return cp;
}

int
papo_frame_beyond_latin(const char *s, size_t a, size_t b)
{
	size_t l;
	long c;

	for (; a < b; a += l > 0 ? l : 1) {
		if ((unsigned char)s[a] < 0x80) {
			l = 1;
			continue;
		}
		c = papo_frame_cp_len(s, a, b, &l);
		if (c >= 0x370 && !(c >= 0x1e00 && c < 0x1f00) &&
		    (papo_frame_word_letter(c) || papo_frame_dense_letter(c)))
			return 1;
	}
	return 0;
}

/*
 * Is cp, of Latin Extended-A (U+0100-U+017F), a capital whose small
 * letter is cp + 1 under the same lead byte: an even code point below
 * U+0138 or from U+014A to U+0177, an odd one from U+0139 to U+0148 or
 * U+0179 to U+017E?  Not İ (its small letter is i) nor Ŀ (U+0140 takes
 * another lead byte).
 */
static int
latin_a_capital(unsigned cp)
{
	if (cp == 0x130 || cp == 0x13f)
		return 0;
	if (cp < 0x138 || (cp >= 0x14a && cp < 0x178))
		return cp % 2 == 0;
	if ((cp >= 0x139 && cp < 0x149) || (cp >= 0x179 && cp < 0x17f))
		return cp % 2 == 1;
	return 0;
}

/*
 * The byte s[i] of a word in [.., end) case-folded as the rows are
 * written: ASCII, Latin-1's capitals (À-Þ), Latin Extended-A's (Ł, Ś,
 * Ş, Ğ: even code points below U+0138 and from U+014A, odd ones
 * between), Cyrillic's (Ѐ-Я, Ґ).  A lead byte folds as its sequence
 * does (Р-Я and Ѐ-Џ lower to 0xd1 ..), a continuation byte as its lead
 * says; any other byte is itself.  Shouting ("QUIÉN SABE", "КТО
 * ЗНАЕТ") reads as the rows do.
 */
unsigned
papo_frame_fold_at(const char *s, size_t i, size_t end)
{
	unsigned c = (unsigned char)s[i], p, n;

	if (c < 0x80)
		return (unsigned)lower((int)c);
	if (c >= 0xc0) {
		if (c != 0xd0 || i + 1 >= end)
			return c;
		n = (unsigned char)s[i + 1];
		return n < 0x90 || (n >= 0xa0 && n < 0xb0) ? 0xd1 : c;
	}
	if (i == 0)
		return c;
	p = (unsigned char)s[i - 1];
	switch (p) {
	case 0xc3:	/* À-Þ but × */
		return c < 0x9f && c != 0x97 ? c + 0x20 : c;
	case 0xd0:
		if (c < 0x90)	/* Ѐ-Џ */
			return c + 0x10;
		if (c < 0xa0)	/* А-П */
			return c + 0x20;
		return c < 0xb0 ? c - 0x20 : c;	/* Р-Я */
	case 0xd2:
		return c == 0x90 ? 0x91 : c;	/* Ґ */
	case 0xc4:
	case 0xc5:
		return latin_a_capital((p & 0x1f) << 6 | (c & 0x3f)) ? c + 1 :
		    c;
	default:
		return c;
	}
}

/*
 * Does row w end at s[e], within s[a..e)?  A row in a script written
 * without spaces or gluing its particles (three-byte UTF-8: CJK, kana,
 * Hangul particles, Thai, Bengali, Telugu) may end anywhere; any other,
 * Devanagari's among them (न is no negation inside मिनट), must be a
 * whole word.
 */
static int
row_ends(const char *s, size_t a, size_t e, const char *w, size_t l,
    size_t *at)
{
	size_t k, st;

	if (e - a < l || papo_frame_fold_at(s, e - 1, e) !=
	    (unsigned char)w[l - 1])
		return 0;
	for (k = 0; k < l; k++)
		if (papo_frame_fold_at(s, e - l + k, e) != (unsigned char)w[k])
			return 0;
	*at = e - l;
	if (((unsigned char)w[0] >= 0xe0 && !((unsigned char)w[0] == 0xe0 &&
	    ((unsigned char)w[1] == 0xa4 || (unsigned char)w[1] == 0xa5))) ||
	    (w[0] == 'n' && w[1] != 'a' &&
	    (w[1] == '\'' || (unsigned char)w[1] == 0xe2)))
		return 1;	/* "不", "don't" */
	return !papo_frame_word_letter(papo_frame_cp_before(s, a, e - l, &st));
}

/* The row of the kinds in mask that ends at s[e] (in s[a..e)), or NULL. */
static const struct row *
row_at_end(const char *s, size_t a, size_t e, unsigned mask, size_t *at)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned c, j;

	if (e <= a)
		return NULL;
	c = papo_frame_fold_at(s, e - 1, e);
	if (!(x->end_kinds[c] & mask))
		return NULL;
	for (j = x->end_at[c]; j < x->end_at[c + 1]; j++) {
		r = &papo_frame_rows[x->by_end[j]];
		if ((mask & (1u << r->kind)) && row_ends(s, a, e, r->w, r->len,
		    at))
			return r;
	}
	return NULL;
}

size_t
papo_answer_suffix_at_end(const char *s, size_t a, size_t e)
{
	size_t at;

	return row_at_end(s, a, e, 1u << R_SUFFIX, &at) != NULL ? at : e;
}

/* The formatting strip_back skips, read from its last byte. */
#define F(w)	{ w, sizeof(w) - 1 }
static const struct {
	const char *w;
	size_t l;
} strip_fmt[] = { F("\\("), F("\\["), F("$"), F("*"), F("{"),
    F("\\displaystyle"), F("\\quad"), F("\\qquad"), F("\\;"),
    F("\\,"), F("\\!"), F("\\ "), F(","), F("\xef\xbc\x8c") /* ， */,
    F("\xe3\x80\x81") /* 、: "よって、\\boxed{39}です。" */,
    F("\xe3\x80\x80"), F("\\text{}"), F("("),
    F("\xe3\x80\x8c") /* 「 */, F("\""), F("\\"),
    F("`") /* inline code: "`\\boxed{36}`" */, { NULL, 0 } };
#undef F
/* strip_last[c]: does a row of strip_fmt[] end in byte c?  Built once. */
static unsigned char strip_last[256];
static struct papo_once strip_once = PAPO_ONCE_INIT;

static void
strip_build(void)
{
	size_t k;

	for (k = 0; strip_fmt[k].w; k++)
		strip_last[(unsigned char)strip_fmt[k].w[strip_fmt[k].l - 1]] =
		    1;
}

/* Skip formatting backwards from s[e]: spacing, math openers, '**', a
   backtick.  A byte no row ends in ends the walk without reading them. */
static size_t
strip_back(const char *s, size_t a, size_t e)
{
	size_t k, l;
	int moved = 1;

	papo_once(&strip_once, strip_build);
	while (moved && e > a) {
		moved = 0;
		if (is_space((unsigned char)s[e - 1])) {
			e--;
			moved = 1;
			continue;
		}
		if (!strip_last[(unsigned char)s[e - 1]])
			break;
		for (k = 0; strip_fmt[k].w; k++) {
			l = strip_fmt[k].l;	/* the last byte first */
			if (strip_fmt[k].w[l - 1] == s[e - 1] && e - a >= l &&
			    memcmp(s + e - l, strip_fmt[k].w, l) == 0) {
				e -= l;
				moved = 1;
				break;
			}
		}
	}
	return e;
}

/*
 * Can the character at s[k] (before i) open a sentence written with no
 * full stop before it: a capital letter (Latin, Cyrillic), or a letter
 * of a script without case (Thai, the Indic scripts, kana, hangul, the
 * ideographs)?  Not Devanagari: Hindi ends its sentences with a danda or
 * a full stop, and "अगर x > 0 है, तो" is one clause, not two.
 */
static int
opens(const char *s, size_t k, size_t i)
{
	long c = papo_frame_cp_at(s, k, i);

	if (c >= 0 && c < 0x80)
		return c >= 'A' && c <= 'Z';
	return (c >= 0x401 && c <= 0x42f) || (c >= 0x980 && c <= 0xe7f) ||
	    (c >= 0x3040 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff) ||
	    (c >= 0xac00 && c <= 0xd7af);
}

/*
 * Some responses write no full stop at all (Thai never does; models
 * glue "= $57,00 La respuesta es 57"): the space at s[k] (lo <= k < i)
 * ends a sentence when what follows can open one and the two runs of
 * text before it hold a digit, a computation or a value stated ("= 32
 * ตัว คำตอบคือ 32", "=35 小时 答案是 35"), not a word that leads into what
 * follows ("อาจจะ คำตอบคือ 42").
 */
int
papo_answer_unmarked_stop(const char *s, size_t lo, size_t k, size_t i)
{
	size_t j = k, runs = 0;

	if (s[k] != ' ' || k + 1 >= i || !opens(s, k + 1, i))
		return 0;
	while (j > lo && runs < 2) {
		j--;
		if (s[j] == ' ')
			runs++;
		else if (is_digit((unsigned char)s[j]))
			return 1;
		else if (s[j] == '\n' || s[j] == '.' || (j >= lo + 2 &&
		    (unsigned char)s[j] == 0x82 && (unsigned char)s[j - 1] ==
		    0x80 && (unsigned char)s[j - 2] == 0xe3))
			return 0;	/* a stop ends the runs read: not the
					   digit of a sentence before 。
					   ("...有12本书。Wrong: 答案是12。") */
	}
	return 0;
}

/* Where the sentence holding s[i] starts (at most 400 bytes back). */
/*
 * Does the '.' at s[k - 1] end letters with a full stop each ("e.g.",
 * "i.e.", "U.S."), an abbreviation and no sentence's end?
 */
static int
initials(const char *s, size_t k)
{
	return k >= 4 && is_alpha((unsigned char)s[k - 2]) && s[k - 3] ==
	    '.' && is_alpha((unsigned char)s[k - 4]) && (k == 4 ||
	    !is_alpha((unsigned char)s[k - 5]));
}

/* Is s[k] a letter's byte (an ASCII letter, or any byte of a
   character beyond ASCII: "напр")? */
static int
abbrev_byte(unsigned char c)
{
	return c >= 0x80 || is_alpha(c);
}

/*
 * Does the '.' at s[k - 1] (in s[lo..)) end an abbreviation, no
 * sentence: a word of one to four letters (stops between them: "p.ex.")
 * that opens its line ("cf.", "vgl.", "bspw.", "напр.", "eg."), or
 * after a word of one or two letters with its own stop, or one that
 * opens its line ("z. B.", "e. g.", "p. ex.", "p. ej.", "ad es.")?  The
 * fragment says nothing; what follows it is no sentence of its own.
 * ("in a year." is one: "a" has no stop and does not open the line.)
 */
static int
abbrev_stop(const char *s, size_t lo, size_t k)
{
	size_t b = k - 1, n = 0, pb, pe, m = 0;

	while (b > lo && (abbrev_byte((unsigned char)s[b - 1]) ||
	    s[b - 1] == '.')) {	/* "p.ex." */
		b--;
		n += ((unsigned char)s[b] & 0xc0) != 0x80 && s[b] != '.';
		if (n > 4)
			return 0;
	}
	if (n == 0)
		return 0;
	if (b == lo || s[b - 1] == '\n')
		return 1;
	if (s[b - 1] != ' ' || b - 1 == lo)
		return 0;
	pe = b - 1;
	if (s[pe - 1] == '.')
		pe--;
	for (pb = pe; pb > lo && is_alpha((unsigned char)s[pb - 1]); pb--)
		m++;
	return m >= 1 && m <= 2 && (pb == lo || s[pb - 1] == '\n' ||
	    (pe < b - 1 && !abbrev_byte((unsigned char)s[pb - 1])));
}

#ifdef __SSE2__
/*
 * The bytes of s[k - 16..k) (s[k] is read) where clause_start_after's
 * tests may stop: a byte of '\n', '\\', '.', '!', '?', ';' or of 0x80
 * or more, and a space before a capital or a byte of 0x80 or more; a
 * bit each.  None set: no stop in the sixteen, passed at once.
 */
static unsigned
clause_stops16(const char *s, size_t k)
{
	__m128i v = _mm_loadu_si128((const void *)(s + k - 16));
	__m128i nx = _mm_loadu_si128((const void *)(s + k - 15));
	__m128i m = _mm_or_si128(_mm_or_si128(_mm_or_si128(
	    _mm_cmpeq_epi8(v, _mm_set1_epi8('\n')),
	    _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))), _mm_or_si128(
	    _mm_cmpeq_epi8(v, _mm_set1_epi8('.')),
	    _mm_cmpeq_epi8(v, _mm_set1_epi8('!')))), _mm_or_si128(
	    _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('?')),
	    _mm_cmpeq_epi8(v, _mm_set1_epi8(';'))), v));
	/* signed: a byte of 0x80 or more is below 'A' here, and is
	   taken by its top bit */
	__m128i cap = _mm_and_si128(_mm_cmpgt_epi8(nx, _mm_set1_epi8('A' -
	    1)), _mm_cmplt_epi8(nx, _mm_set1_epi8('Z' + 1)));
	__m128i sp = _mm_and_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')),
	    _mm_or_si128(cap, nx));

	return (unsigned)_mm_movemask_epi8(_mm_or_si128(m, sp));
}
#endif

/*
 * Is the stop s[k - 1] the spacing command it ends, "\\;" or "\\!"
 * ("=\\!\\!\\!/\\; \\boxed{4}"), no stop of a sentence?
 */
static int
spacing_cmd(const char *s, size_t lo, size_t k)
{
	return (s[k - 1] == ';' || s[k - 1] == '!') && k >= lo + 2 &&
	    s[k - 2] == '\\' && (k == lo + 2 || s[k - 3] != '\\');
}

/*
 * The start of the clause that holds s[i], no earlier than s[i - 400]:
 * after a newline, a sentence's stop and its space (not an
 * abbreviation's: "e.g.", a unit's in another script, "240 కి.మీ.
 * ప్రయాణిస్తుంది", papo_frame_abbrev_unit), or an unmarked stop; when
 * floor > 0, only a start after s[floor] is looked for, and
 * (size_t)-1 says it is at or before it (sentence_before_row's long
 * sentence, never read).
 */
static size_t
clause_start_after(const char *s, size_t i, size_t floor)
{
	/* the only bytes the tests below can stop at: any other is
	   passed at once */
	static const unsigned char stop[256] = { ['\n'] = 1, ['\\'] = 1,
	    ['.'] = 1, ['!'] = 1, ['?'] = 1, [';'] = 1, [' '] = 1,
	    [0x82] = 1, [0xa4] = 1, [0xa5] = 1, [0xb7] = 1, [0x81] = 1,
	    [0x9f] = 1 };
	size_t lo = i > 400 ? i - 400 : 0, k;

	/* a character's first byte: never a word cut in two */
	while (lo < i && ((unsigned char)s[lo] & 0xc0) == 0x80)
		lo++;
	for (k = i; k > lo && k > floor; k--) {
		unsigned char c;

#ifdef __SSE2__
		/* past s[i - 1], sixteen bytes at a time while none of
		   them can stop, then on to the last that can */
		while (k < i && k >= lo + 16 && k >= floor + 16) {
			unsigned m = clause_stops16(s, k);

			if (m != 0) {
				k = k - 15 + (size_t)(31 - __builtin_clz(m));
				break;
			}
			k -= 16;
		}
		if (k <= lo || k <= floor)
			break;
#endif
		c = (unsigned char)s[k - 1];
		if (!stop[c])
			continue;
		/* a space before an ASCII byte other than a capital opens
		   nothing (papo_answer_unmarked_stop's opens): no call; a
		   space is no other stop below */
		if (c == ' ') {
			if (k < i && ((unsigned char)s[k] >= 0x80 ||
			    (s[k] >= 'A' && s[k] <= 'Z')) &&
			    papo_answer_unmarked_stop(s, lo, k - 1, i))
				return k;
			continue;
		}
		if (c == '\n' || (c == '\\' && k < i && s[k] == 'n' &&
		    k + 1 < i && !is_alpha((unsigned char)s[k + 1])))
			return k;	/* a newline, or one escaped twice */
		if ((c == '.' || c == '!' || c == '?' || c == ';') && k < i &&
		    is_space((unsigned char)s[k]) && !spacing_cmd(s, lo, k) &&
		    !(k >= 2 &&
		    is_digit((unsigned char)s[k - 2]) && c == '.' &&
		    k + 1 < i && is_digit((unsigned char)s[k + 1])) &&
		    !(c == '.' &&
		    (initials(s, k) || abbrev_stop(s, lo, k) ||
		    papo_frame_abbrev_unit(s, k - 1, i))))
			return k;
		/* 。！？ end a sentence, and so do the danda । ॥ and the
		   Bengali mark ৷ that stands for it */
		if (k >= 3 && (unsigned char)s[k - 3] == 0xe3 &&
		    (unsigned char)s[k - 2] == 0x80 && c == 0x82)
			return k;
		if (k >= 3 && (unsigned char)s[k - 3] == 0xe0 &&
		    (((unsigned char)s[k - 2] == 0xa5 && (c == 0xa4 ||
		    c == 0xa5)) || ((unsigned char)s[k - 2] == 0xa7 &&
		    c == 0xb7)))
			return k;
		if (k >= 3 && (unsigned char)s[k - 3] == 0xef &&
		    (unsigned char)s[k - 2] == 0xbc && (c == 0x81 ||
		    c == 0x9f))
			return k;
	}
	return k > lo ? (size_t)-1 : lo;
}

static size_t
clause_start(const char *s, size_t i)
{
	return clause_start_after(s, i, 0);
}

/*
 * Does a row of the kinds in mask occur anywhere in s[a..b)?  Each
 * position tries only the rows that end in its byte (papo_frame_index).
 */
/* In a row_within mask: the rows stand before the answer
   (papo_frame_restated). */
/* The most rows one row_within call compares with the problem. */
#define RESTATE_TRIES	8
#define IN_LEAD	(1u << 31)

/*
 * Is row r at s[y..e), in s[a..b), the problem p[0..pn)'s own wording
 * restated?  Conditions, modals and bounds only ("left over",
 * "greater than", "if he sells all the doughnuts"): a doubt, a negation or
 * a retraction is the model's whatever the problem says.
 */
/*
 * Does the problem p[0..pn) hold the guess noun of row r, at a word's
 * start (a row of a script without spaces anywhere): does it ask for
 * that estimate ("Give an estimate of the length", "Gib eine Schätzung
 * ... an")?
 */
static int
guess_asked(const char *p, size_t pn, const struct row *r)
{
	size_t i, st;

	for (i = 0; p != NULL && i + r->len <= pn; i++)
		if (starts_ci(p, pn, i, r->w) && (i == 0 ||
		    (unsigned char)r->w[0] >= 0xe0 ||
		    !papo_frame_word_letter(papo_frame_cp_before(p, 0, i,
		    &st))))
			return 1;
	return 0;
}

/*
 * The guess rows' first two bytes (as written: lowercase), bit b of
 * guess_pair[a] for a row "ab...", and guess_one[a] when one of a's is
 * one byte long.  Built once (papo_once) and only read after.
 */
static uint64_t guess_pair[256][4];
static unsigned char guess_one[256];
static struct papo_once guess_once = PAPO_ONCE_INIT;

static void
guess_build(void)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned j, c, d;

	for (j = x->kind_at[R_GUESS]; j < x->kind_at[R_GUESS + 1]; j++) {
		r = &papo_frame_rows[x->by_kind[j]];
		c = (unsigned char)r->w[0];
		if (r->len < 2) {
			guess_one[c] = 1;
			continue;
		}
		d = (unsigned char)r->w[1];
		guess_pair[c][d >> 6] |= (uint64_t)1 << (d & 63);
	}
}

/* May a guess row start at s[c] (in s[..b)), by its first two bytes?
   No: papo_frame_kind_starts would read its rows and match none. */
static int
guess_may(const char *s, size_t c, size_t b)
{
	unsigned c0 = (unsigned)lower((unsigned char)s[c]), c1;

	if (guess_one[c0])
		return 1;
	if (c + 1 >= b)
		return 0;
	c1 = (unsigned)lower((unsigned char)s[c + 1]);
	return (guess_pair[c0][c1 >> 6] >> (c1 & 63)) & 1;
}

const struct row *
papo_frame_guess_within(const char *s, size_t a, size_t b, const char *p,
    size_t pn, size_t *at)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	size_t c, st;

	papo_once(&guess_once, guess_build);
	for (c = a; c < b; c++) {
		if (!(x->kind_first[(unsigned char)lower((unsigned char)s[c])] &
		    M(R_GUESS)) || !guess_may(s, c, b) || (c > a &&
		    papo_frame_word_letter(papo_frame_cp_before(s, a, c,
		    &st)) && !papo_frame_dense_letter(papo_frame_cp_at(s, c,
		    b))))
			continue;	/* no row starts so; inside a word */
		if ((r = papo_frame_kind_starts(s, c, b, R_GUESS)) != NULL &&
		    !guess_asked(p, pn, r) && !papo_frame_in_method(s, a, c,
		    b, r->w, r->len)) {
			*at = c;
			return r;
		}
	}
	return NULL;
}

/*
 * Is the doubt row r, ending at s[e] (in a sentence ending at b), a
 * Chinese "if" (如果, 假如, 要是) whose clause, to its comma, is a fact
 * the problem p[0..pn) states word for word, a pronoun before it aside:
 * the given restated, the work's premise, not a doubt ("如果第二章有
 * 36页，整本书有67页，那么第一章有67 - 36 = 31页。" under "第二章有
 * 36页。", "如果她目前体重为9公斤，那么..." under "杰西目前体重为9公斤",
 * mCoT's MSVAMP)?  Three characters at least; a clause the problem does
 * not say ("如果我没算错", "如果题目指的是每小时") stays a doubt.
 */
/* Does a clause's comma or a sentence's stop start at s[k] (before b)? */
static int
if_stop(const char *s, size_t k, size_t b)
{
	static const char stops[][4] = { "\xef\xbc\x8c", "\xe3\x80\x81",
	    "\xe3\x80\x82", "\xef\xbc\x9b" };
	size_t j;

	if (s[k] == ',' || s[k] == ';')
		return 1;
	for (j = 0; j < sizeof(stops) / sizeof(stops[0]); j++)
		if (k + 3 <= b && memcmp(s + k, stops[j], 3) == 0)
			return 1;
	return 0;
}

static int
given_if(const char *p, size_t pn, const char *s, size_t e, size_t b,
    const struct row *r)
{
	static const char *const ifs[] = { "\xe5\xa6\x82\xe6\x9e\x9c",
	    "\xe5\x81\x87\xe5\xa6\x82", "\xe8\xa6\x81\xe6\x98\xaf",
	    NULL };
	size_t k;

	if (p == NULL || pn == 0 || r->len != 6)
		return 0;
	for (k = 0; ifs[k] != NULL && memcmp(r->w, ifs[k], 6) != 0; k++)
		;
	if (ifs[k] == NULL)
		return 0;
	/* 他 她 它, 们 after it */
	if (e + 3 <= b && (memcmp(s + e, "\xe4\xbb\x96", 3) == 0 ||
	    memcmp(s + e, "\xe5\xa5\xb9", 3) == 0 || memcmp(s + e,
	    "\xe5\xae\x83", 3) == 0)) {
		e += 3;
		if (e + 3 <= b && memcmp(s + e, "\xe4\xbb\xac", 3) == 0)
			e += 3;
	}
	for (k = e; k < b && !if_stop(s, k, b); k++)
		;
	return k - e >= 9 && memmem(p, pn, s + e, k - e) != NULL;
}

int
papo_frame_restated(const char *p, size_t pn, const char *s, size_t a, size_t b,
    size_t y, size_t e, const struct row *r, int lead)
{
	if (r->kind == R_DOUBT && given_if(p, pn, s, e, b, r))
		return 1;
	if (r->kind == R_COND)
		return papo_answer_restated(p, pn, s, a, b, y, e, lead ?
		    PAPO_RESTATE_LEAD : PAPO_RESTATE_CLAUSE);
	if (r->kind == R_BOUND || r->kind == R_BEFORE)
		return papo_answer_restated(p, pn, s, a, b, y, e,
		    PAPO_RESTATE_AFTER);
	/* "the average guess is" for "What is their average guess?": a
	   doubt word before the answer in the problem's own phrase */
	if (r->kind == R_MODAL || (r->kind == R_DOUBT && lead))
		return papo_answer_restated(p, pn, s, a, b, y, e,
		    PAPO_RESTATE_BOTH);
	return 0;
}

/*
 * The properties of mathematical objects written with "non-" ("a
 * non-zero derivative", "non-negative integers"): one adjective, no
 * negation of the answer.  Sorted.
 */
static const char *const non_props[] = { "adjacent", "collinear",
	"constant", "decreasing", "degenerate", "empty", "increasing",
	"integer", "integral", "isomorphic", "linear", "negative",
	"overlapping", "parallel", "positive", "prime", "real", "singular",
	"square", "trivial", "vertical", "zero",
};

static int
non_cmp(const void *k, const void *e)
{
	return strcmp((const char *)k, *(const char *const *)e);
}

/*
 * Is the negation row r, ending at s[e] (in s[..b)), the "non" of such
 * an adjective ("non-zero")?
 */
static int
non_prop(const char *s, size_t e, size_t b, const struct row *r)
{
	char w[16];
	size_t i = e + 1, n = 0;

	if (r->kind != R_NEG || r->len != 3 || strncasecmp(s + e - 3, "non",
	    3) != 0 || e + 1 >= b || s[e] != '-')
		return 0;
	while (i < b && n + 1 < sizeof(w) && is_alpha((unsigned char)s[i]))
		w[n++] = (char)lower((unsigned char)s[i++]);
	if (n == 0 || (i < b && (is_alpha((unsigned char)s[i]) ||
	    s[i] == '-')))
		return 0;
	w[n] = '\0';
	return bsearch(w, non_props, sizeof(non_props) / sizeof(non_props[0]),
	    sizeof(char *), non_cmp) != NULL;
}

/*
 * Is s[i..e) (in s[a..b)) a whole word of a script with spaces: no
 * letter right before nor after it?
 */
static int
whole_at(const char *s, size_t a, size_t i, size_t e, size_t b)
{
	size_t st;

	return (e >= b || !papo_frame_word_letter(papo_frame_cp_at(s, e,
	    b))) && (i <= a || !papo_frame_word_letter(papo_frame_cp_before(s,
	    a, i, &st)));
}

/*
 * Words of the scripts written without spaces that hold a row's
 * characters but are another word, which the row is not read inside:
 * 没错 and 不错 ("right", "not bad": 错 "wrong" negated, an
 * affirmation: "没错，还是B"); 那么, 这么 and 多么 ("then", "so", "how
 * very": 么 is a particle of question only at a sentence's end, "是42
 * 么？"; "如果每场得12分，那么场数是36/12=3。答案是3。", mCoT's
 * MSVAMP).  A row matches at a word's bounds, and these words are
 * bounds of their own.  Cyrillic's are written as whole words
 * (whole_at), which a script with spaces bounds.
 */
static const char *const compounds[] = {
	"\xe6\xb2\xa1\xe9\x94\x99",	/* 没错 */
	"\xe6\xb2\x92\xe9\x8c\xaf",	/* 沒錯 */
	"\xe4\xb8\x8d\xe9\x94\x99",	/* 不错 */
	"\xe4\xb8\x8d\xe9\x8c\xaf",	/* 不錯 */
	"\xe9\x82\xa3\xe4\xb9\x88",	/* 那么 */
	"\xe8\xbf\x99\xe4\xb9\x88",	/* 这么 */
	"\xe5\xa4\x9a\xe4\xb9\x88",	/* 多么 */
	/* Japanese's 可能 (possible) before its copula or its -na, -ni,
	   -de: "この計算は可能です。", "可能な組み合わせ"; not 可能性
	   (a possibility), a doubt as Chinese's 可能 (maybe) is */
	"\xe5\x8f\xaf\xe8\x83\xbd\xe3\x81\xa7\xe3\x81\x99",	/* 可能です */
	"\xe5\x8f\xaf\xe8\x83\xbd\xe3\x81\xa0",	/* 可能だ */
	"\xe5\x8f\xaf\xe8\x83\xbd\xe3\x81\xaa",	/* 可能な */
	"\xe5\x8f\xaf\xe8\x83\xbd\xe3\x81\xab",	/* 可能に */
	"\xe5\x8f\xaf\xe8\x83\xbd\xe3\x81\xa7",	/* 可能で */
	/* Russian's and Ukrainian's pronouns that start with "не" (not),
	   read as a prefix of the word it negates ("неверно"): "у неё 45
	   яблок" (she has 45 apples) negates nothing; whole words only */
	"\xd0\xbd\xd0\xb5\xd1\x91",	/* неё */
	"\xd0\xbd\xd0\xb5\xd0\xb5",	/* нее */
	"\xd0\xbd\xd0\xb5\xd0\xb3\xd0\xbe",	/* него */
	"\xd0\xbd\xd0\xb5\xd0\xbc\xd1\x83",	/* нему */
	"\xd0\xbd\xd0\xb5\xd0\xb9",	/* ней */
	"\xd0\xbd\xd0\xb5\xd1\x8e",	/* нею */
	"\xd0\xbd\xd0\xb5\xd1\x97",	/* неї */
	NULL
};

/*
 * The names of a method of solving that hold a row's word and say no
 * doubt nor error of their own ("the guess-and-check method gives 240
 * km", "El método de prueba y error da ..."), read with ASCII's case
 * aside.
 */
static const char *const method_names[] = {
	"guess-and-check", "guess and check", "guess-and-test",
	"guess and test", "trial-and-error", "trial and error",
	"prueba y error", "ensayo y error", "tentativa e erro",
	"tentativa y error", "essais et erreurs", "essai et erreur",
	"versuch und irrtum", NULL
};

int
papo_frame_in_method(const char *s, size_t a, size_t y, size_t b,
    const char *w, size_t n)
{
	const char *c;
	size_t k, l, o;

	for (k = 0; method_names[k] != NULL; k++) {
		c = method_names[k];
		l = strlen(c);
		for (o = 0; o + n <= l; o++)
			if (strncasecmp(c + o, w, n) == 0 && y >= a + o &&
			    y - o + l <= b && strncasecmp(s + y - o, c, l) ==
			    0)
				return 1;
	}
	return 0;
}

/*
 * A doubt word under a negator that makes it certainty, when the phrase
 * opens its sentence ("Without a doubt, \\boxed{42}.", "No doubt about
 * it — ..."); inside a sentence it may be negated again ("I
 * can't say without a doubt") and stays a doubt.  English only: the
 * other languages' phrases ("sans aucun doute", "ohne Zweifel") hold no
 * doubt row.  ASCII letters fold.
 */
static const char *const certain[] = { "without a doubt",
	"without any doubt", "no doubt", "beyond doubt", "beyond a doubt",
	NULL };

/* Does row r at s[y..y + r->len) lie inside a phrase of certain[] that
   opens s[a..b)? */
static int
in_certain(const char *s, size_t a, size_t y, size_t b,
    const struct row *r)
{
	const char *c, *q;
	size_t k, l, i;

	while (a < b && (s[a] == ' ' || s[a] == '\n' || s[a] == '*'))
		a++;
	for (k = 0; certain[k] != NULL; k++) {
		c = certain[k];
		l = strlen(c);
		if (l > b - a || (q = memmem(c, l, r->w, r->len)) == NULL ||
		    y != a + (size_t)(q - c))
			continue;
		for (i = 0; i < l && lower((unsigned char)s[a + i]) ==
		    lower((unsigned char)c[i]); i++)
			;
		if (i == l && (a + l == b || !(is_alpha((unsigned char)s[a +
		    l]) || (unsigned char)s[a + l] >= 0x80)))
			return 1;	/* "no doubt", not "no doubts" */
	}
	return 0;
}

/*
 * Does row r, matched at s[y..y + r->len) within s[a..b), lie inside
 * one of compounds[] written there, or (a row of ASCII) one of
 * method_names[] or a phrase of certainty that opens it (in_certain)?
 */
static int
in_compound(const char *s, size_t a, size_t y, size_t b,
    const struct row *r)
{
	const char *c, *q;
	size_t k, l, o;

	if ((unsigned char)r->w[0] < 0x80)
		return ((r->w[0] == 'g' || r->w[0] == 'e') &&
		    papo_frame_in_method(s, a, y, b, r->w, r->len)) ||
		    in_certain(s, a, y, b, r);
	if ((unsigned char)r->w[0] < 0xd0)
		return 0;
	for (k = 0; compounds[k] != NULL; k++) {
		c = compounds[k];
		l = strlen(c);
		if ((q = memmem(c, l, r->w, r->len)) == NULL)
			continue;
		o = (size_t)(q - c);
		if (y >= a + o && y - o + l <= b && memcmp(s + y - o, c, l) ==
		    0 && ((unsigned char)c[0] >= 0xe3 || whole_at(s, a, y - o,
		    y - o + l, b)))
			return 1;
	}
	return 0;
}

/*
 * What papo_frame_row_within asks of the rows by their last byte
 * (papo_frame_index's by_end order) before it reads one: its kind's bit,
 * and its byte before the last (two: it has one), which the text's byte
 * there, folded, must be (row_ends would refuse it otherwise).  by_pen
 * holds each last byte's places j (end_at[c] .. end_at[c + 1]) again,
 * sorted by that byte and then by j, so that the rows of one pair are
 * found by a binary search, in by_end's order; one[c]: a row of last
 * byte c has one byte only (then all of c's rows are read).
 */
static struct {
	unsigned bit;
	unsigned char pen, two;
} ends[PAPO_FRAME_ROWS_MAX];
static unsigned short by_pen[PAPO_FRAME_ROWS_MAX];
static unsigned char one[256];
static struct papo_once ends_once = PAPO_ONCE_INIT;

static void
ends_build(void)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned j, c, k;

	for (j = 0; j < x->end_at[256]; j++) {
		r = &papo_frame_rows[x->by_end[j]];
		ends[j].bit = 1u << r->kind;
		ends[j].two = r->len >= 2;
		ends[j].pen = r->len >= 2 ? (unsigned char)r->w[r->len - 2] : 0;
	}
	for (c = 0; c < 256; c++)
		for (j = x->end_at[c]; j < x->end_at[c + 1]; j++) {
			one[c] |= !ends[j].two;
			/* insertion: stable, by the byte before the last */
			for (k = j; k > x->end_at[c] &&
			    ends[by_pen[k - 1]].pen > ends[j].pen; k--)
				by_pen[k] = by_pen[k - 1];
			by_pen[k] = (unsigned short)j;
		}
}

/*
 * The places j of the rows of last byte c and byte before it c2 (c2 -1:
 * none there), in by_end's order, in by_pen[*lo .. return); every row of
 * c when one of them has one byte.
 */
static unsigned
ends_pair(const struct papo_frame_index *x, unsigned c, int c2,
    unsigned *lo)
{
	unsigned l = x->end_at[c], h = x->end_at[c + 1], m, e;

	if (one[c]) {
		*lo = l;
		return h;
	}
	if (c2 < 0) {
		*lo = l;
		return l;
	}
	for (e = h; l < h; ) {	/* the first of c2 or more */
		m = l + (h - l) / 2;
		if (ends[by_pen[m]].pen < c2)
			l = m + 1;
		else
			h = m;
	}
	*lo = l;
	for (h = l; h < e && ends[by_pen[h]].pen == c2; h++)
		;
	return h;
}

/*
 * Does a letter start at s[i] (before b): an ASCII one, or one of two
 * bytes (Latin with its accents, Greek, Cyrillic: papo_frame_word_letter)?
 */
static int
letter_at(const char *s, size_t i, size_t b)
{
	unsigned char c = (unsigned char)s[i];

	if (c < 0x80)	/* papo_frame_word_letter's ASCII, no call: asked
			   after nearly every letter of a sentence */
		return is_alpha(c) || c == '\'';
	if ((c & 0xe0) != 0xc0 || i + 1 >= b ||
	    ((unsigned char)s[i + 1] & 0xc0) != 0x80)
		return 0;
	return papo_frame_word_letter((long)(c & 0x1f) << 6 |
	    ((unsigned char)s[i + 1] & 0x3f));
}

/*
 * Does row r, a word of one or two letters of two bytes each (Cyrillic,
 * Greek, Latin with its accents, Arabic), ending at s[e], end inside a
 * longer word (within b), as an ASCII row may not: "эм" (um) is no
 * doubt in "Эмили" (Emily), nor "но" (but) in "номер".  Its last letter
 * drawn out is the row's ("эммм", "хмм").  A longer row is read as a
 * stem, as before; a negation too: Russian and Ukrainian write "не" as a
 * prefix of the word it negates ("неверно", "невозможно").
 */
static int
inside_word(const char *s, size_t e, size_t b, const struct row *r)
{
	long c;
	size_t l;

	if (r->kind == R_NEG || e >= b || (r->len != 2 && r->len != 4) ||
	    ((unsigned char)r->w[r->len - 2] & 0xe0) != 0xc0 ||
	    ((unsigned char)r->w[r->len - 1] & 0xc0) != 0x80 ||
	    ((unsigned char)r->w[0] & 0xe0) != 0xc0)
		return 0;
	while (e + 2 <= b && memcmp(s + e, r->w + r->len - 2, 2) == 0)
		e += 2;
	if (e >= b)
		return 0;
	c = papo_frame_cp_len(s, e, b, &l);
	/* a combining mark is the row's last letter's */
	return papo_frame_word_letter(c) && !(c >= 0x300 && c < 0x370) &&
	    !(c >= 0x483 && c < 0x48a) && !(c >= 0x64b && c < 0x660) &&
	    c != 0x670;
}

/*
 * Is the row at s[y..e), of a script that glues its particles to the
 * word before them (Bengali, Telugu: "করেনা"), the end of a word the
 * problem p[0..pn) writes whole, a name or a noun of its own ("রিনা",
 * Rina, is no "না", no)?
 */
static int
glued_lent(const char *s, size_t a, size_t y, size_t e, size_t b,
    const char *p, size_t pn)
{
	size_t ws = y, we = e, st, l;
	const char *q;

	if (p == NULL || pn == 0 || (unsigned char)s[y] != 0xe0 ||
	    ((unsigned char)s[y + 1] < 0xa6 || (unsigned char)s[y + 1] > 0xb1))
		return 0;
	while (ws > a && papo_frame_word_letter(papo_frame_cp_before(s, a, ws,
	    &st)))
		ws = st;
	if (ws == y)
		return 0;	/* the row a word of its own */
	while (we < b && papo_frame_word_letter(papo_frame_cp_len(s, we, b,
	    &l)) && l > 0)
		we += l;
	for (q = p; (q = memmem(q, pn - (size_t)(q - p), s + ws, we - ws)) !=
	    NULL; q++)
		if ((q == p || !papo_frame_word_letter(papo_frame_cp_before(p,
		    0, (size_t)(q - p), &st))) && ((size_t)(q - p) + (we - ws)
		    >= pn || !papo_frame_word_letter(papo_frame_cp_len(p,
		    (size_t)(q - p) + (we - ws), pn, &l))))
			return 1;
	return 0;
}

const struct row *
papo_frame_row_within(const char *s, size_t a, size_t b, unsigned mask, const
    char *p, size_t pn)
{
	return papo_frame_row_within_langs(s, a, b, mask, p, pn, ~0u);
}

const struct row *
papo_frame_row_within_langs(const char *s, size_t a, size_t b, unsigned mask,
    const char *p, size_t pn, unsigned langs)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	size_t e, y;
	unsigned c, j, i, h, tries = 0;
	int c2;

	papo_once(&ends_once, ends_build);

	for (e = b; e > a; e--) {
		c = papo_frame_fold_at(s, e - 1, e);
		if (!(x->end_kinds[c] & mask))
			continue;
		if (e < b && (unsigned char)s[e - 1] < 0x80 &&
		    letter_at(s, e, b))
			continue;	/* ASCII rows end where a word ends,
					   "ma" not in "maçãs"; "如果n": a
					   CJK row need not */
		/* a row of two bytes or more needs them in s[a..e) */
		c2 = e - a >= 2 ? (int)papo_frame_fold_at(s, e - 2, e) : -1;
		for (h = ends_pair(x, c, c2, &i); i < h; i++) {
			j = one[c] ? i : by_pen[i];
			if (!(mask & ends[j].bit) || (ends[j].two &&
			    ends[j].pen != c2))
				continue;	/* no call, no row read */
			r = &papo_frame_rows[x->by_end[j]];
			if (!row_ends(s, a, e, r->w, r->len, &y) ||
			    non_prop(s, e, b, r) ||
			    in_compound(s, a, y, b, r) ||
			    inside_word(s, e, b, r) ||
			    glued_lent(s, a, y, e, b, p, pn) ||
			    (r->kind == R_DOUBT && papo_answer_doubt_noun(s,
			    a, y, b, p, pn) >= e) || (langs != ~0u &&
			    (papo_frame_lang_bit(r->lang) & langs) == 0))
				continue;	/* "non-zero": non_props[];
						   "没错": compounds[]; a
						   row of another language */
			/* each comparison reads the problem: a few per
			   call, however many rows a hostile text holds */
			if (tries >= RESTATE_TRIES || !papo_frame_restated(p,
			    pn, s, a, b, y, e, r, (mask & IN_LEAD) != 0))
				return r;
			tries++;
		}
	}
	return NULL;
}

/*
 * papo_answer_lead's rows: why the words before s[at] (its sentence from
 * s[ss], clause_start's) are refused, or NULL; *open is where the words
 * its accepting row leaves to recognise end (from the sentence's
 * start), or (size_t)-1 when none are left.
 */
/*
 * The start of the line that ends at s[k] when it opens a fenced code
 * block ("```", "```latex", "~~~"): the fence and an info string of
 * one word; else (size_t)-1.
 */
static size_t
fence_opener(const char *s, size_t k)
{
	size_t ls = k, i;

	for (; ls > 0 && s[ls - 1] != '\n'; ls--)
		if (s[ls - 1] == ' ')
			return (size_t)-1;	/* no fence's line holds one */
	if (k - ls < 3 || !(memcmp(s + ls, "```", 3) == 0 ||
	    memcmp(s + ls, "~~~", 3) == 0))
		return (size_t)-1;
	for (i = ls + 3; i < k; i++)
		if (s[i] == ' ' || s[i] == '`' || s[i] == '~')
			return (size_t)-1;
	return ls;
}

/*
 * The doubt or disowning row of the heading above the line that starts
 * at s[ss]: the last sentence of the last line before it that is not
 * blank nor a code fence's opener, when it ends in a colon ("For
 * example:", "Wrong attempt:", "For example:\n```\nAnswer: 42"); NULL
 * when there is none.
 */
static const struct row *
heading_row(const char *s, size_t ss, const char *p, size_t pn)
{
	size_t e = ss, hs, f;

	if (ss == 0 || s[ss - 1] != '\n')
		return NULL;
	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	if (e >= 3 && (f = fence_opener(s, e)) != (size_t)-1)
		for (e = f; e > 0 && is_space((unsigned char)s[e - 1]); e--)
			;
	if (e == 0 || s[e - 1] != ':')
		return NULL;
	/* the heading's own sentence: "... Suppose f(x) is not 1/x. ...
	   Therefore, the only solution is:" is read from "Therefore" */
	hs = clause_start(s, e - 1);
	return papo_frame_row_within(s, hs, e - 1, M(R_DOUBT) |
	    M(R_DISOWN) | IN_LEAD, p, pn);
}

/*
 * The start of the sentence whose clause starts at s[hs]: a clause
 * clause_start opens at a space, with no stop before it ("...is 72,
 * but I'll write 84.", "48일 수도 있습니다."), is read with the
 * clauses before it, up to three.
 */
static size_t
sentence_whole(const char *s, size_t hs)
{
	size_t k;
	int n;

	for (n = 0; n < 3; n++) {
		for (k = hs; k > 0 && s[k - 1] == ' '; k--)
			;
		if (k == 0 || k == hs || strchr(".!?:\n", s[k - 1]) != NULL ||
		    (k >= 3 && (memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0 ||
		    memcmp(s + k - 3, "\xef\xbc\x81", 3) == 0 ||
		    memcmp(s + k - 3, "\xef\xbc\x9f", 3) == 0 ||
		    memcmp(s + k - 3, "\xe0\xa5\xa4", 3) == 0)) ||
		    (k >= 2 && memcmp(s + k - 2, "\xd8\x9f", 2) == 0))
			return hs;	/* 。！？ । ؟ */
		hs = clause_start(s, k - 1);
	}
	return hs;
}

/* Are the n bytes at s all ASCII?  Eight at a time. */
static int
ascii_bytes(const char *s, size_t n)
{
	uint64_t w, m = 0;

	for (; n >= 8; n -= 8, s += 8) {
		memcpy(&w, s, 8);
		m |= w;
	}
	while (n-- > 0)
		m |= (unsigned char)*s++;
	return (m & 0x8080808080808080u) == 0;
}

/*
 * The entry of pw's memo for the sentence that ends at s[b] (its start
 * clause_start's, its doubt and give-up read once, sentence_before_row),
 * a new one when there is none (the oldest written over); NULL when s
 * is not the text the memo is kept for (no pw, or a text framed is not
 * reading).  Safe: framed's text stands unchanged while framed runs,
 * and clause_start, papo_frame_unsure and papo_answer_giveup answer
 * from its bytes alone (no problem, no state), the same each time.
 */
static struct papo_pwords_memo *
memo_of(struct papo_pwords *pw, const char *s, size_t b)
{
	struct papo_pwords_memo *m;
	unsigned k, n;

	if (pw == NULL || pw->memo_on == NULL || s != pw->memo_on)
		return NULL;
	n = pw->nmemo < 4 ? pw->nmemo : 4;
	for (k = 0; k < n; k++)
		if (pw->memo[k].b == b)
			return &pw->memo[k];
	m = &pw->memo[pw->nmemo++ % 4];	/* full: the oldest */
	m->b = b;
	m->a = clause_start(s, b - 1);
	m->unsure = papo_frame_unsure(s, m->a, b);
	m->has_giveup = m->has_unowned = 0;
	return m;
}

/*
 * papo_frame_unowned of the sentence s[a..b) whose memo is m (or NULL),
 * for the problem p[0..pn) and the answer's value v: read once, and
 * again only for another problem, or for another value when v was asked.
 */
static const char *
memo_unowned(struct papo_pwords_memo *m, const char *s, size_t a, size_t b,
    const char *p, size_t pn, const struct papo_frame_value *v)
{
	const char *vs = v != NULL ? v->s : NULL;
	size_t vn = v != NULL ? v->n : 0;

	if (m == NULL)
		return papo_frame_unowned(s, a, b, p, pn, v);
	if (m->has_unowned && m->up == p && m->upn == pn && (!m->byv ||
	    (m->vs == vs && m->vn == vn)))
		return m->unowned;
	m->unowned = papo_frame_unowned_by(s, a, b, p, pn, v, &m->byv);
	m->has_unowned = 1;
	m->up = p;
	m->upn = pn;
	m->vs = vs;
	m->vn = vn;
	return m->unowned;
}

/*
 * The doubt of the sentence right before the one that starts at s[ss],
 * blank lines between or not, as the word that says it: any sentence
 * that answer_unsure.c reads as doubt by its parts ("I am not entirely
 * confident in this.", "Den letzten Fall konnte ich nicht mehr
 * überprüfen."), or by its kind, read whole (papo_frame_unowned: "Or
 * is it 48?", "I'll put 42 as a placeholder."), or a short one (seven
 * words and 40 characters at most) through the doubt rows ("I am not
 * sure. The answer is 4.",
 * "Total guess.\n\nThe answer is 4."); NULL when there is none.  A
 * longer sentence's doubt row states something of its own ("... people
 * who agree are more likely to respond.", "...（假设鸟的数量没有变化）..."),
 * and a disowning word in a short one names what the problem asks about
 * ("Statement 1 is false."): neither is read.
 */
/*
 * Does the short sentence s[a..b) right before an answer whose value is
 * v give that same value approximated ("About 240 km.\n\nAnswer: 240",
 * "Примерно 240 км.", "大约240公里。", "Cerca de 240 km.";
 * papo_answer_approx_before), the problem p[0..pn) asking for no
 * rounding?  The answer then restates a hedge.  Another value
 * approximated ("≈ 3.14" before \boxed{\pi}) is no restatement and is
 * left to the other rows.
 */
static int
approx_same(const char *s, size_t a, size_t b, const char *p, size_t pn,
    const struct papo_frame_value *v)
{
	size_t k, z;

	if (v == NULL)
		return 0;
	for (k = a; k + v->n <= b; k++) {
		if (memcmp(s + k, v->s, v->n) != 0 || (k > a &&
		    (is_digit((unsigned char)s[k - 1]) || s[k - 1] == '.' ||
		    s[k - 1] == ',')))
			continue;
		z = k + v->n;
		if (z < b && (is_digit((unsigned char)s[z]) || ((s[z] == '.' ||
		    s[z] == ',') && z + 1 < b && is_digit((unsigned char)
		    s[z + 1]))))
			continue;
		if (papo_answer_approx_before(s, a, k, p, pn))
			return 1;
		/* an approximation word before "de" ("Cerca de 72.",
		   "près de 72") */
		for (z = k; z > a && s[z - 1] == ' '; z--)
			;
		if (z >= a + 3 && s[z - 1] == 'e' && s[z - 2] == 'd' &&
		    s[z - 3] == ' ' && papo_answer_approx_before(s, a, z - 2,
		    p, pn))
			return 1;
	}
	return 0;
}

/*
 * Is s[e..ss) spacing with no newline between Thai text (or a value) that
 * ends with no stop and a statement in Thai at s[ss]: a sentence Thai
 * leaves unmarked?
 */
static int
thai_unmarked(const char *s, size_t e, size_t ss)
{
	size_t k;
	unsigned char c;

	if (e == 0 || e >= ss || (unsigned char)s[ss] != 0xe0 ||
	    ((unsigned char)s[ss + 1] != 0xb8 && (unsigned char)s[ss + 1] !=
	    0xb9))
		return 0;
	for (k = e; k < ss; k++)
		if (s[k] == '\n')
			return 0;
	c = (unsigned char)s[e - 1];
	return c >= 0x80 ? e >= 3 && (unsigned char)s[e - 3] == 0xe0 &&
	    ((unsigned char)s[e - 2] == 0xb8 || (unsigned char)s[e - 2] ==
	    0xb9) : is_alpha(c) || is_digit(c);
}

static const char *
sentence_before_row(const char *s, size_t ss, const char *p, size_t pn,
    const struct papo_frame_value *v, struct papo_pwords *pw, size_t *start)
{
	size_t e = ss, hs, k, words, cps;
	const struct row *r;
	const char *w;
	struct papo_pwords_memo *m;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	*start = e;
	if (e == 0)
		return NULL;
	/* its start, its doubt, then its give-up: read once for s[..e)
	   while a statement is read (memo_of), the same each time */
	m = memo_of(pw, s, e);
	*start = hs = m != NULL ? m->a : clause_start(s, e - 1);
	if ((w = m != NULL ? m->unsure : papo_frame_unsure(s, hs, e)) !=
	    NULL || (w = memo_unowned(m, s, sentence_whole(s, hs), e, p, pn,
	    v)) != NULL)
		return w;
	if (m != NULL && !m->has_giveup) {
		m->giveup = papo_answer_giveup(s, sentence_whole(s, hs), e);
		m->has_giveup = 1;
	}
	if ((w = m != NULL ? m->giveup : papo_answer_giveup(s,
	    sentence_whole(s, hs), e)) != NULL)
		return w;
	/* Thai marks no stop: the words before its answer with a space
	   between are one statement with it, and their condition, example
	   or correction is the answer's ("ถ้า x มากกว่า 0 คำตอบคือ 42",
	   "ตัวอย่างเช่น คำตอบคือ 42"), however long */
	if (thai_unmarked(s, e, ss) && (r = papo_frame_row_within(s, hs, e,
	    M(R_COND) | M(R_DISOWN) | M(R_WEAK) | IN_LEAD, p, pn)) != NULL)
		return r->w;
	/* the counts only grow: read no further once either is over;
	   41 bytes of ASCII first are 41 characters, over the count */
	if (e - hs > 40 && ascii_bytes(s + hs, 41))
		return NULL;
	for (k = hs, words = 0, cps = 0; k < e && words < 8 && cps <= 40;
	    k++) {
		words += is_space((unsigned char)s[k]) && k > hs &&
		    !is_space((unsigned char)s[k - 1]);
		cps += ((unsigned char)s[k] & 0xc0) != 0x80;
	}
	if (words >= 8 || cps > 40)
		return NULL;	/* a statement of its own: "... people who
				   agree are more likely to respond." */
	r = papo_frame_row_within(s, hs, e, M(R_DOUBT) | IN_LEAD, p, pn);
	/* a sentence that calls the work an estimate or a guess the
	   problem does not ask for: "This is a rough estimate.", "Ce n'est
	   qu'une supposition.", "这只是粗略估算。" */
	if (r == NULL)
		r = papo_frame_guess_within(s, hs, e, p, pn, &k);
	if (r == NULL && approx_same(s, sentence_whole(s, hs), e, p, pn, v))
		return "approximately";
	return r != NULL ? r->w : NULL;
}

/* The end of the character whose first byte is s[k], before b. */
static size_t
cp_end(const char *s, size_t k, size_t b)
{
	for (k++; k < b && ((unsigned char)s[k] & 0xc0) == 0x80; k++)
		;
	return k;
}

/*
 * Whether s[a..b), a sentence, is a computation only: digits,
 * operators, brackets, spacing, markup and math's symbols, no letter of
 * a word ("5 × 9 = 45.", "$9 + 9 = 18$").  A doubt before it is read
 * past it ("I could not check this. 5 × 9 = 45. Lena has 45 apples.").
 */
static int
work_only(const char *s, size_t a, size_t b)
{
	size_t k;
	long cp;
	int digit = 0;

	for (k = a; k < b; k++) {
		unsigned char c = (unsigned char)s[k];

		if (is_digit(c))
			digit = 1;
		else if (is_alpha(c) && !(k > a && s[k - 1] == '\\'))
			return 0;	/* a word; a command is math's */
		else if (is_alpha(c))
			while (k + 1 < b && is_alpha((unsigned char)s[k + 1]))
				k++;
		else if (c >= 0xc0 && (papo_frame_word_letter(cp =
		    papo_frame_cp_at(s, k, b)) || papo_frame_dense_letter(cp) ||
		    papo_answer_unlisted(s, k, cp_end(s, k, b))))
			return 0;	/* a letter of another script, listed
					   or not ("მატარებელი 240 კმ") */
	}
	return digit;
}

/*
 * The marks that stand alone on a line between a sentence and the
 * statement under it and say nothing of their own: display math's
 * openers ("\\[\n\\boxed{45}\n\\]"; a closer ends a display of the work
 * above, read as before) and the end of a reasoning block
 * (answer_find.c's think_marks[]: "...I am not sure.\n</think>\n\n
 * \\boxed{45}" when the block is kept).  "$$" is passed when it opens.
 */
static const char *const frame_marks[] = { "\\[", "$$",
	"\\begin{equation}", "\\begin{equation*}", "</think>",
	"<|end_of_thought|>", "<|begin_of_solution|>", "</seed:think>",
	"</thought>", "<|END_THINKING|>", NULL };

/* Does an even number of "$$" stand in s[0..e): is one at s[e] an opener? */
static int
dollars_open(const char *s, size_t e)
{
	size_t k;
	int c = 0;

	for (k = 0; k + 1 < e; k++)
		if (s[k] == '$' && s[k + 1] == '$') {
			c++;
			k++;
		}
	return c % 2 == 0;
}

/*
 * The start of the lines of formatting right above the statement that
 * starts a line at s[ss], blank lines between or not: a heading the
 * rows read, a thematic break (answer_heading.c's papo_answer_frame_line),
 * a mark of frame_marks[] alone on its line; the mark of a reasoning
 * block's end that closes a line of prose is passed alone ("I am not
 * sure.</think>").  ss when there is none; at most eight lines.
 */
static size_t
frame_lines_above(const char *s, size_t ss, size_t at, const char *p,
    size_t pn)
{
	const char *q;
	size_t e, ls, a, k, l = 0;
	int lines;

	for (lines = 0; lines < 8; lines++) {
		for (e = ss; e > 0 && is_space((unsigned char)s[e - 1]); e--)
			;
		if (e == 0 || memchr(s + e, '\n', ss - e) == NULL)
			return ss;	/* no line of its own above */
		ls = (q = memrchr(s, '\n', e)) != NULL ? (size_t)(q - s) + 1 :
		    0;	/* the line's start */
		for (a = ls; a < e && (s[a] == ' ' || s[a] == '\t'); a++)
			;
		if (strchr("#*-_=<\\$", s[a]) == NULL && s[e - 1] != '>')
			return ss;	/* most lines: no row asked */
		for (k = 0; frame_marks[k]; k++) {
			l = strlen(frame_marks[k]);
			if (e - a >= l && strncasecmp(s + e - l, frame_marks[k],
			    l) == 0 && (e - a == l || frame_marks[k][0] == '<'))
				break;
		}
		if (frame_marks[k] != NULL) {
			if (s[a] == '$' && !dollars_open(s, a))
				return ss;	/* a display's "$$" closer */
			ss = e - l;	/* the mark, or the end of the prose it
					   closes */
			if (e - a > l)
				return ss;
			continue;
		}
		if ((k = papo_answer_frame_line(s, ls, e, at, p, pn)) ==
		    (size_t)-1)
			return ss;
		ss = k;
	}
	return ss;
}

/* The labels a tool-using agent's harness puts before the result of
   its code ("Execution Result: {...}", "Output: 42"). */
static const char *const tool_results[] = { "execution result:",
	"execution output:", "output:", "result:", "observation:", NULL };

/*
 * Is s[k..e) a value a tool printed: no letter outside its quotes but
 * True, False, None, nan and inf ("{'x': 80.0}", "[1, 2]", "80.0");
 * not "{'x': 80} but I think it is 81", "80, or maybe 81"?
 */
static int
printed(const char *s, size_t k, size_t e)
{
	static const char *const words[] = { "true", "false", "none", "nan",
	    "inf", NULL };
	size_t j;
	char q = 0;

	for (; k < e; k++) {
		if (q != 0) {
			if (s[k] == q)
				q = 0;
			else if (s[k] == '\\')
				k++;
			continue;
		}
		if (s[k] == '\'' || s[k] == '"') {
			q = s[k];
			continue;
		}
		if (!is_alpha((unsigned char)s[k]))
			continue;
		for (j = k; j < e && is_alpha((unsigned char)s[j]); j++)
			;
		if (!word_listed_ci(s, k, j, words))
			return 0;
		k = j - 1;
	}
	return q == 0;
}

/*
 * Is the line that ends at s[e] (blanks before s[e] aside) a tool's
 * result right after its code: one of tool_results[] opening it and a
 * printed value after it (printed: no words outside its quotes), the
 * line above it a code tag's close ("</python>", papo_answer_code_tags)
 * or a fence alone?  The values in it are the tool's, not a statement
 * of the solver's: its line's start, else (size_t)-1.
 */
static size_t
tool_result_above(const char *s, size_t e)
{
	size_t ls, pe, ps, k;
	const char *q;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	ls = e > 0 && (q = memrchr(s, '\n', e)) != NULL ? (size_t)(q - s) + 1 :
	    0;
	if (ls < 2 || e - ls < 7 || strchr("eEoOrR", s[ls]) == NULL)
		return (size_t)-1;	/* "Execution", "Output", "Result",
					   "Observation" */
	for (k = 0; tool_results[k] != NULL; k++)
		if (strncasecmp(s + ls, tool_results[k],
		    strlen(tool_results[k])) == 0)
			break;
	if (tool_results[k] == NULL)
		return (size_t)-1;
	/* a value the tool printed, not words ("Execution Result: the
	   answer is probably 81" is the model's) */
	for (k = ls + strlen(tool_results[k]); k < e && s[k] == ' '; k++)
		;
	if (!printed(s, k, e))
		return (size_t)-1;
	for (pe = ls - 1; pe > 0 && (s[pe - 1] == ' ' || s[pe - 1] == '\r');
	    pe--)
		;
	for (ps = pe; ps > 0 && s[ps - 1] != '\n'; ps--)
		;
	while (ps < pe && s[ps] == ' ')
		ps++;
	if ((pe - ps == 3 && memcmp(s + ps, "```", 3) == 0) || (pe - ps >= 4 &&
	    s[ps] == '<' && s[ps + 1] == '/' && s[pe - 1] == '>' &&
	    word_listed_ci(s, ps + 2, pe - 1, papo_answer_code_tags)))
		return ls;	/* "</python>", not "</note>" */
	return (size_t)-1;
}

/*
 * The doubt of what stands before the statement that starts at s[ss]
 * (answer_unsure.c's parts, the doubt rows of a short sentence), read
 * the same way whatever found the statement (a box, an answer phrase,
 * a last statement): the sentence right before it, and before each of
 * up to three sentences of computation only or of sure confidence
 * (papo_frame_confidence_sure) right before it ("I could
 * not check this.\n\n5 × 9 = 45.\n\nThe answer is 45."), lines of
 * formatting between passed (frame_lines_above: "I could not check
 * this.\n\n**Final Answer**\n\\boxed{45}"); a parenthesised sentence
 * that opens the statement ("(I could not check this.) The answer is
 * 45.").  The word that says it, or NULL; and the sentence it read
 * last in [*a, *b): the one that is not computation, where the walk
 * stopped (a == b when there is none), for lead_rows.
 */
static const char *
lead_walk(const char *s, size_t ss, size_t at, const char *p, size_t pn,
    const struct papo_frame_value *v, struct papo_pwords *pw, size_t *a,
    size_t *b)
{
	size_t e, hs = 0, k;
	const char *w;
	int n;

	*a = *b = 0;
	if (ss < at && s[ss] == '(') {
		for (k = ss + 1; k < at && s[k] != ')' && s[k] != '('; k++)
			;
		if (k < at && s[k] == ')' && k > ss + 1 && strchr(".!?",
		    s[k - 1]) != NULL && (w = papo_frame_unsure(s, ss + 1,
		    k)) != NULL)
			return w;
	}
	for (n = 0; ; n++) {
		ss = frame_lines_above(s, ss, at, p, pn);
		if ((k = tool_result_above(s, ss)) != (size_t)-1) {
			ss = k;	/* "Execution Result: {'guess': 80}" */
			continue;
		}
		if ((w = sentence_before_row(s, ss, p, pn, v, pw, &hs)) !=
		    NULL || n == 3)
			return w;
		for (e = ss; e > 0 && is_space((unsigned char)s[e - 1]); e--)
			;
		if (e == 0 || hs >= e)
			return NULL;
		if (!work_only(s, hs, e) && !papo_frame_confidence_sure(s, hs,
		    e)) {
			*a = hs;
			*b = e;
			return NULL;
		}
		ss = hs;	/* work, or "Confidence level: 100%" */
	}
}

static const struct papo_frame_value *answer_value(const char *, size_t,
    struct papo_frame_value *);

int
papo_frame_lead_sentence(const char *s, size_t at, const char *p,
    size_t pn, struct papo_pwords *pw, size_t *a, size_t *b)
{
	struct papo_frame_value av;
	size_t ss = clause_start(s, at);

	*a = *b = 0;
	if (ss > at || strip_back(s, ss, at) != ss)
		return 0;
	if (lead_walk(s, ss, at, p, pn, answer_value(s, at, &av), pw, a,
	    b) != NULL || *b <= *a)
		return 0;
	*a = sentence_whole(s, *a);	/* "The answer is $\\frac{11}{12}$,
					   unless I misread the question." */
	return 1;
}

const char *
papo_frame_tail_doubt(const char *s, size_t e, const char *p, size_t pn,
    size_t *start)
{
	const char *w;
	size_t a;

	e = frame_lines_above(s, e, e, p, pn);
	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	if (e == 0)
		return NULL;
	*start = clause_start(s, e - 1);
	if ((w = papo_frame_unsure(s, *start, e)) != NULL)
		return w;
	a = sentence_whole(s, *start);
	if ((w = papo_frame_unowned(s, a, e, p, pn, NULL)) != NULL ||
	    (w = papo_answer_giveup(s, a, e)) != NULL)
		*start = a;	/* read whole when the answer is read under
				   it */
	return w;
}

/*
 * Is s[ss..e), the words before the answer at s[at] on its line, the
 * work that gives it: a computation only (work_only) ending in '=' and
 * the answer's own digits, a '$' after them aside ("15 + 9 = 24
 * \\boxed{24}", "15 + 9 = 24 <answer> 24 </answer>", Open-Reasoner-
 * Zero's)?  Not another value ("15 + 9 = 25 \\boxed{24}"), nor a
 * word, a question or an approximation ("≈ 24") in it.
 */
static int
work_gives(const char *s, size_t ss, size_t e, size_t at)
{
	struct papo_frame_value av;
	size_t k = e, d;

	if (s[at] == '<') {	/* an answer tag's content */
		while (s[at] != '\0' && s[at] != '>')
			at++;
		while (s[at] == '>' || s[at] == ' ')
			at++;
	}
	if (answer_value(s, at, &av) == NULL || !work_only(s, ss, e))
		return 0;
	while (k > ss && (s[k - 1] == '$' || s[k - 1] == ' '))
		k--;
	for (d = k; d > ss && (is_digit((unsigned char)s[d - 1]) ||
	    s[d - 1] == '.'); d--)
		;
	if (k - d != av.n || memcmp(s + d, av.s, av.n) != 0)
		return 0;
	while (d > ss && s[d - 1] == ' ')
		d--;
	return d > ss + 1 && s[d - 1] == '=' && strchr("<>!\\", s[d - 2]) ==
	    NULL;
}

/*
 * The last resort of lead_rows: a word (English, in Latin letters, in
 * another script, initials) ends s[ss..e), the sentence before the
 * answer, to be read word by word: NULL with *open at e; else the
 * refusal (a command, words not recognised), *row the row's name; the
 * work that gives the answer at s[at] (work_gives) is read as alone.
 */
static const char *
lead_word(const char *s, size_t ss, size_t e, size_t at, const char **row,
    size_t *open)
{
	size_t w, k;
	long c;

	/* an ordinary English word: a verb, a noun, a preposition */
	c = papo_frame_cp_before(s, ss, e, &w);
	if (c >= 0 && c < 0x80 && is_alpha((int)c)) {
		for (k = e; k > ss && (is_alpha((unsigned char)s[k - 1]) ||
		    s[k - 1] == '\''); k--)
			;
		if (k > ss && s[k - 1] == '\\') {
			*row = "command";	/* "\\leq", "\\approx" */
			return "a command before it not recognised";
		}
		if (k == ss || (unsigned char)s[k - 1] < 0x80) {
			*row = "word";
			*open = e;
			return NULL;
		}
	}
	if (c >= 0xc0 && c < 0x250 && c != 0xd7 && c != 0xf7) {
		*row = "word";	/* a word in Latin letters: "été" */
		*open = e;
		return NULL;
	}
	if (papo_frame_word_letter(c) || papo_frame_dense_letter(c)) {
		*row = "word";	/* "Итак, получаем", "所以": answer_open.c */
		*open = e;
		return NULL;
	}
	if (c == '.' && initials(s, e)) {
		*row = "word";	/* "i.e.": answer_open.c reads it */
		*open = e;
		return NULL;
	}
	if (work_gives(s, ss, e, at)) {
		*row = papo_frame_alone;	/* "15 + 9 = 24 \\boxed{24}" */
		return NULL;
	}
	*row = "unknown";
	return "words before it not recognised";
}

/*
 * The verbs that may stand before "to be" and the value and commit to
 * it ("turns out to be", "proves to be", "is going to be"); the modals
 * "has to", "ought to" are rows of their own.
 */
static const char *const to_be_verbs[] = { "turns out", "turned out",
	"turn out", "proves", "proved", "prove", "happens", "happened",
	"happen", "going", "has", "have", "had", "needs", "need", "ought",
	NULL };

int
papo_frame_to_be(const char *s, size_t ss, size_t e, size_t *verb)
{
	size_t l, k;

	e = strip_back(s, ss, e);
	if (e < ss + 2 || !starts_ci(s, e, e - 2, "to") || (e - 2 > ss &&
	    is_alpha((unsigned char)s[e - 3])))
		return 0;
	e = strip_back(s, ss, e - 2);
	for (k = 0; to_be_verbs[k]; k++) {
		l = strlen(to_be_verbs[k]);
		if (e >= ss + l && starts_ci(s, e, e - l, to_be_verbs[k]) &&
		    (e - l == ss || !is_alpha((unsigned char)s[e - l - 1]))) {
			*verb = e - l;
			return 1;
		}
	}
	return -1;
}

/*
 * Why the lead row lead, the English "be" that starts at s[w] (its
 * sentence from s[ss]), leads to no committed value, *row then "word":
 * "can" right before it (a possibility, "The answer can be
 * \\boxed{4}"), or "to" before it after a verb that is not one of
 * to_be_verbs[] ("The answer appears to be", "tends to be", a made-up
 * verb: papo_frame_to_be); NULL when neither, or another row.
 */
static const char *
be_unread(const char *s, size_t ss, size_t w, const char *lead,
    const char **row)
{
	size_t e = strip_back(s, ss, w), v;
	const char *why = NULL;

	if (strcmp(lead, "be") != 0)
		return NULL;
	if (e >= ss + 3 && starts_ci(s, e, e - 3, "can") && (e - 3 == ss ||
	    !is_alpha((unsigned char)s[e - 4])))
		why = "a modal before it";
	else if (papo_frame_to_be(s, ss, e, &v) < 0)
		why = "a verb before \"to be\" not recognised";
	if (why != NULL)
		*row = "word";
	return why;
}

/*
 * Is the relation sign that starts at s[e] negated by the command that
 * ends right before it, spaces aside, in s[ss..e): \\not, \\centernot,
 * \\neg or \\lnot ("x \\not= \\boxed{4}", "x \\not\\equiv \\boxed{4}")?
 * The sign then says the value is not the name's.
 */
static int
negated_sign(const char *s, size_t ss, size_t e)
{
	static const char *const nots[] = { "\\not", "\\centernot", "\\neg",
	    "\\lnot", NULL };
	size_t k, l;

	while (e > ss && s[e - 1] == ' ')
		e--;
	for (k = 0; nots[k]; k++) {
		l = strlen(nots[k]);
		if (e - ss >= l && memcmp(s + e - l, nots[k], l) == 0)
			return 1;
	}
	return 0;
}

/*
 * Does a command of lead_cmds[] end s[ss..e) ("x \\equiv \\boxed{4}")?
 * 1 with *row the command and *open where it starts, or *row
 * negated_cmd ("comparison") when \\not negates it ("\\not\\equiv");
 * else 0.
 */
static const char negated_cmd[] = "comparison";

static int
lead_cmd(const char *s, size_t ss, size_t e, const char **row,
    size_t *open)
{
	size_t k, l;

	for (k = 0; lead_cmds[k]; k++) {
		l = strlen(lead_cmds[k]);
		if (e - ss >= l && memcmp(s + e - l, lead_cmds[k], l) == 0) {
			*row = negated_sign(s, ss, e - l) ? negated_cmd :
			    lead_cmds[k];
			*open = e - l;
			return 1;
		}
	}
	return 0;
}

/*
 * "\\text{The answer is }\\boxed{4}": the end of the words in the text
 * that ends s[ss..e) (its closing brace and spacing stripped), else e.
 */
static size_t
text_words(const char *s, size_t ss, size_t e)
{
	size_t k;

	if (s[e - 1] != '}' || e - ss <= 6)
		return e;
	for (k = e - 1; k > ss && s[k - 1] != '{' && s[k - 1] != '}'; k--)
		;
	if (k > ss + 5 && s[k - 1] == '{' && (memcmp(s + k - 6, "\\text",
	    5) == 0 || memcmp(s + k - 6, "\\mbox", 5) == 0))
		return strip_back(s, ss, e - 1);
	return e;
}

/*
 * The digits of the answer at s[at] (a value, or a box's: "\\boxed{42}")
 * into *v, for papo_frame_unowned to tell a value of its own from the
 * answer's ("Is it 42? Yes: the answer is 42."); v, or NULL when the
 * answer starts with no digit.
 */
static const struct papo_frame_value *
answer_value(const char *s, size_t at, struct papo_frame_value *v)
{
	static const char box[] = "\\boxed{";
	size_t k = at, i;

	while (s[k] == ' ')
		k++;	/* "Answer: 240" from after the colon */
	for (i = 0; box[i] != '\0' && s[k + i] == box[i]; i++)
		;
	if (box[i] == '\0')
		k += i;
	v->s = s + k;
	for (v->n = 0; is_digit((unsigned char)s[k + v->n]) ||
	    (s[k + v->n] == '.' && is_digit((unsigned char)s[k + v->n + 1]));
	    v->n++)
		;
	return v->n > 0 ? v : NULL;
}

/*
 * How the answer at s[at] stands in its statement from s[ss], for
 * papo_answer_lang_before: 0 after words, 1 alone but a line with a
 * word stands between it and the sentence before, which ends at s[w]
 * (a heading or label lead_walk passed, "### Final Answer:",
 * "**Answer**", a closing tag "</think>", a code fence's language, or
 * the work it passed: "Let me compute. 7+5=12.\n<answer>12</answer>"),
 * 2 alone with nothing of the kind between.
 */
static int
alone_how(const char *s, size_t ss, size_t at, size_t w)
{
	if (strip_back(s, ss, at) != ss)
		return 0;
	for (; w < ss; w++)
		if (is_alpha((unsigned char)s[w]) || is_digit((unsigned char)
		    s[w]) || (unsigned char)s[w] >= 0x80)
			return 1;
	return 2;
}

/*
 * Does the statement s[ss..at) hold nothing before its value at s[at]
 * but formatting or an answer's label or phrase of a listed language,
 * four words at most, no digit ("Answer:", "Die Antwort ist", "答案："):
 * a statement that stands alone as a bare box does, whose sentence
 * before is read as a bare box's (papo_answer_lang_before)?
 */
static int
label_only(const char *s, size_t ss, size_t at)
{
	size_t e = strip_back(s, ss, at), k;
	int words = 0;

	if (e == ss)
		return 1;
	for (k = ss; k < e; k++) {
		if (is_digit((unsigned char)s[k]) || s[k] == '\n')
			return 0;
		words += !is_space((unsigned char)s[k]) && (k == ss ||
		    is_space((unsigned char)s[k - 1]));
	}
	if (words > 4)
		return 0;
	if (s[e - 1] == ':')
		k = e - 1;	/* "Answer:" */
	else	/* "The answer is" */
		for (k = e; k > ss && !is_space((unsigned char)s[k - 1]); k--)
			;
	if (papo_frame_row_within(s, ss, k, M(R_NOUN), NULL, 0) != NULL &&
	    (k == e - 1 || papo_frame_row_within(s, k, e, M(R_LEAD), NULL,
	    0) != NULL))
		return 1;
	return papo_answer_phrase_end(s, ss, at) >= 0;
}

/* The longest sentence, in bytes, read for a negation before a
   statement (eight words of a shrug, a dense script's ten letters) */
#define NEG_SHORT	120

/* Does s[a..b) hold a negator's row ("nicht", "не", "不")? */
static int
negates(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	return papo_frame_row_within(s, a, b, M(R_NEG), p, pn) != NULL;
}

/* The shrug rule beyond a bare box on the sentence s[e..w) lead_walk read, for
   a statement label_only passed whose value is a number (an option's
   letter follows a verdict on the option the rows do not all read:
   "所以这个说法是对的。\n\n答案：A"), nothing but spacing between them */
static const char *
sentence_unread(const char *s, size_t ss, size_t at, size_t e, size_t w,
    const char *p, size_t pn, const char **row)
{
	struct papo_buf t = PAPO_BUF_INIT;
	int spelled;

	/* (a sentence longer than NEG_SHORT bytes is no shrug
	   prose_unread reads: no row asked) */
	struct papo_frame_value av;

	while (s[at] == ' ')
		at++;
	if (answer_value(s, at, &av) == NULL || alone_how(s, ss, ss, w) != 2)
		return NULL;	/* its caller asked label_only */
	/* before a statement with a label or a phrase, or a value alone
	   that is no box, a short sentence gives no answer only when it
	   also negates or gives up ("Ich weiß es nicht.", "Can't be
	   bothered.", "Я не знаю."): a bare word there ("Reasoning.",
	   "I'll compute it.") announces the work */
	if (!negates(s, e, w, p, pn))
		return NULL;
	/* a count in words is work, not a shrug ("In words: one hundred
	   twenty."): the reading of its value is lead_alone's */
	spelled = papo_answer_spelled(s + e, w - e, &t);
	papo_buf_release(&t);
	if (spelled)
		return NULL;
	return papo_answer_lang_before(s, e, w, p, pn, 3, row);
}

const char *
papo_frame_lead_doubt_unread(const char *s, size_t ss, size_t end,
    size_t at, const char *p, size_t pn, const char **row)
{
	const char *why;
	size_t e, w;

	*row = "";
	if ((why = lead_walk(s, ss, end, p, pn, NULL, NULL, &e, &w)) != NULL)
		return why;
	if (at != (size_t)-1 && w > e && w - e <= NEG_SHORT &&
	    label_only(s, ss, at) && (why = sentence_unread(s, ss, at, e, w,
	    p, pn, row)) != NULL)
		return *row;
	return NULL;
}

/*
 * The sentence s[e..w) lead_walk read before the statement at s[ss]
 * (its answer at s[at]) in a language papo-verify does not read, a
 * question, or prose nothing recognises (papo_answer_lang_before): as
 * a bare box's, a negated one's further, or before a statement of a
 * label or a phrase alone (sentence_unread).  Why, or NULL.
 */
static const char *
lead_unread(const char *s, size_t ss, size_t at, size_t e, size_t w,
    const char *p, size_t pn, const char **row)
{
	const char *why;
	int k = alone_how(s, ss, at, w);

	if ((why = papo_answer_lang_before(s, e, w, p, pn, k, row)) != NULL)
		return why;
	if (w - e > NEG_SHORT)
		return NULL;
	if (k == 2)	/* "Ich weiß es nicht. \\boxed{42}" */
		return negates(s, e, w, p, pn) ? papo_answer_lang_before(s, e,
		    w, p, pn, 3, row) : NULL;
	return k == 0 && label_only(s, ss, at) ? sentence_unread(s, ss, at,
	    e, w, p, pn, row) : NULL;
}

static const char *
lead_rows(const char *s, size_t ws, size_t ss, size_t at, const char *p,
    size_t pn, struct papo_pwords *pw, const char **row, size_t *open)
{
	struct papo_frame_value av;
	size_t e, w;
	const struct row *r;
	const char *why;
	long c;

	*row = "";
	if ((r = heading_row(s, ws, p, pn)) != NULL) {
		*row = r->w;	/* "For example:\n\nThe answer is 4." */
		return r->kind == R_DISOWN ? "disowned before it" :
		    r->kind == R_DOUBT ? DOUBT_BEFORE : "doubt before it";
	}
	if ((*row = lead_walk(s, ws, at, p, pn, answer_value(s, at, &av), pw,
	    &e, &w)) != NULL)
		return DOUBT_BEFORE;	/* "I am not sure. The answer is 4." */
	*row = "";
	if (w > e && (why = lead_unread(s, ss, at, e, w, p, pn, row)) != NULL)
		return why;	/* "Demak, poyezd 240 km yoʻl bosadi.\n\n
				   \\boxed{240}", "..., right?\n\n
				   \\boxed{240}" */
	e = strip_back(s, ss, at);
	if (e == ss) {
		*row = papo_frame_alone;
		return NULL;
	}
	/* a doubt, or a box given as a mistake or an example, anywhere in
	   the sentence before it */
	if ((r = papo_frame_row_within(s, ss, e, M(R_DOUBT) | M(R_DISOWN) |
	    M(R_COND) | IN_LEAD, p, pn)) != NULL) {
		*row = r->w;
		return r->kind == R_DISOWN ? "disowned before it" :
		    r->kind == R_DOUBT ? DOUBT_BEFORE : "doubt before it";
	}
	if ((r = papo_frame_guess_within(s, ss, e, p, pn, &w)) != NULL) {
		*row = r->w;	/* "所以估算是36厘米。" */
		return "a guess named before it";
	}
	if ((e = text_words(s, ss, e)) == ss) {
		*row = papo_frame_alone;
		return NULL;
	}
	c = (unsigned char)s[e - 1];
	if (c == '=' || c == ':') {
		if ((e >= 2 && strchr("<>!\\", s[e - 2]) != NULL) ||
		    (c == '=' && negated_sign(s, ss, e - 1))) {
			*row = "comparison";
			return "a comparison before it";
		}
		*row = c == '=' ? "=" : ":";
		*open = e - 1;
		return NULL;
	}
	if (e >= 3 && memcmp(s + e - 3, "\xef\xbc\x9a", 3) == 0) {
		*row = ":";	/* ： */
		*open = e - 3;
		return NULL;
	}
	if (lead_cmd(s, ss, e, row, open))
		return *row == negated_cmd ? "a comparison before it" : NULL;
	if (c == '\\' || c == '}' || c == '<' || c == '>' || (c >= 0x80 &&
	    !papo_frame_word_letter(papo_frame_cp_before(s, ss, e, &w)) &&
	    !papo_frame_dense_letter(papo_frame_cp_before(s, ss, e, &w)) &&
	    row_at_end(s, ss, e, M(R_LEAD), &w) == NULL)) {	/* 【答案】 */
		*row = "symbol";
		return "a symbol before it";
	}
	if ((r = row_at_end(s, ss, e, M(R_AFFIRM), &w)) != NULL &&
	    (e = strip_back(s, ss, w)) == ss) {
		*row = r->w;	/* "Finally, \\boxed{4}" */
		return NULL;
	}
	if ((r = row_at_end(s, ss, e, M(R_LEAD) | M(R_NOUN), &w)) != NULL) {
		const struct row *n;
		size_t x;

		*row = r->w;
		if (((n = row_at_end(s, ss, strip_back(s, ss, w), M(R_NEG) |
		    M(R_MODAL) | M(R_BEFORE) | M(R_BOUND), &x)) != NULL || (n =
		    row_at_end(s, ss, w, M(R_NEG) | M(R_BOUND), &x)) != NULL) &&
		    !papo_frame_restated(p, pn, s, ss, e, x, x + n->len, n, 1))
		    {
			*row = n->w;
			return n->kind == R_NEG ? "a negation before it" :
			    n->kind == R_MODAL ? "a modal before it" :
			    "a bound before it";
		}
		*open = w;
		return be_unread(s, ss, w, r->w, row);
	}
	if ((r = row_at_end(s, ss, e, M(R_NEG) | M(R_BOUND) | M(R_MODAL) |
	    M(R_BEFORE), &w)) != NULL && !(r->kind == R_BOUND &&
	    papo_answer_restated(p, pn, s, ss, e, w, w + r->len,
	    PAPO_RESTATE_ROUND))) {
		*row = r->w;
		return r->kind == R_BOUND || r->kind == R_BEFORE ?
		    "a bound before it" :
		    "a negation before it";
	}
	return lead_word(s, ss, e, at, row, open);
}

/*
 * Does the clause s[a..b) state a value of its own (a digit), with no
 * condition opening it?
 */
static int
own_value(const char *s, size_t a, size_t b)
{
	size_t i, e;
	char w[8];

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '*'))
		a++;
	for (e = a; e < b && !is_space((unsigned char)s[e]) && s[e] != ',';
	    e++)
		;
	if (papo_answer_open(s, a, e, NULL, 0, NULL, w, sizeof(w)) != NULL)
		return 0;	/* its first word */
	for (i = a; i < b; i++)
		if (is_digit((unsigned char)s[i]))
			return 1;
	return 0;
}

/*
 * Past a display's opener and "\\text{" at s[cs] (spaces aside, before
 * s[v]): where the text of "\\[ \\text{Die Antwort ist 42} \\]" starts,
 * its clause's first word; else cs.
 */
static size_t
text_opens(const char *s, size_t cs, size_t v)
{
	static const char *const open[] = { "\\[", "\\(", "$$", "$", NULL };
	size_t i = cs, k;

	while (i < v && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (k = 0; open[k] != NULL; k++)
		if (v - i >= strlen(open[k]) && memcmp(s + i, open[k],
		    strlen(open[k])) == 0) {
			i += strlen(open[k]);
			break;
		}
	while (i < v && s[i] == ' ')
		i++;
	return v - i > 6 && memcmp(s + i, "\\text{", 6) == 0 ? i + 6 : cs;
}

/*
 * The words before an answer at s[at] (a box, a choice) from the start
 * of its clause (in its sentence from ss) in Spanish, French, German,
 * Italian, Portuguese or Russian, read by answer_euro.c's tables as an
 * answer phrase's sentence is, and in Swahili the words between "ni" and
 * the answer (papo_answer_sw_phrase): "La respuesta es casi
 * \\boxed{11}", "Jibu la mwisho ni karibu \\boxed{12}" are no answer,
 * as they are without the box.  NULL when recognised or of none of
 * these languages; else why, the word in word.
 */
static const char *
lead_langs(const char *s, size_t ss, size_t at, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	const char *why;
	size_t v = at, e, w, cs;
	int k;

	for (;;) {
		while (v > ss && strchr(" \t*$", s[v - 1]) != NULL)
			v--;
		if (v >= ss + 2 && s[v - 2] == '\\' && (s[v - 1] == '(' ||
		    s[v - 1] == '['))
			v -= 2;	/* "\\(" */
		else
			break;
	}
	/* from the start of the clause that holds an answer phrase of
	   theirs ("La respuesta es"), not a name of theirs in English
	   ("Thus, Dan spent"); the clauses before it are answer_open.c's
	   (a condition the problem states: "Si n est impair, la réponse
	   est") */
	/* (no phrase in the whole sentence: no clause of it to try; a
	   phrase of gap_lang's languages right before the value is theirs,
	   "Sonuç olarak cevap: 35": ç, ü are these tables' letters too) */
	if (papo_answer_phrase_end(s, ss, v) >= 0 &&
	    !papo_answer_gap_phrase(s, v)) {
		for (cs = v; cs > ss && strchr(",;:", s[cs - 1]) == NULL;
		    cs--)
			;
		while (cs > ss && papo_answer_phrase_end(s, cs, v) < 0)
			/* "Ответ: zzz", "es ni idea, \\boxed" */
			for (cs--; cs > ss && strchr(",;:", s[cs - 1]) ==
			    NULL; cs--)
				;
		cs = text_opens(s, cs, v);
		if ((why = papo_answer_euro_phrase(s, cs, v, p, pn, pw, word,
		    wn)) != NULL)
			return why;
	}
	/* Swahili: the last "ni" among the four words before it */
	for (e = v, k = 0; k < 5; k++) {
		for (w = e; w > ss && is_alpha((unsigned char)s[w - 1]); w--)
			;
		if (w == e || (w > ss && (unsigned char)s[w - 1] >= 0x80))
			return NULL;
		if (e - w == 2 && (s[w] | 0x20) == 'n' &&
		    (s[w + 1] | 0x20) == 'i')
			return papo_answer_sw_phrase(s, e, v, p, pn, pw, word,
			    wn);
		for (e = w; e > ss && s[e - 1] == ' '; e--)
			;
	}
	return NULL;
}

/*
 * The words that may stand before the answer line of a word problem's
 * solution, "答：", "解答：" or "回答：" (zh, ja), in its
 * sentence: a conclusion ("所以答：", "因此，答："), or
 * nothing.  A subject before it ("有人答：42", "人答：",
 * "他答：") makes 答 a verb, someone's reply; its rows ("有",
 * "人") are read elsewhere as words of a statement.
 */
static const char *const answer_line_leads[] = { "所以", "因此", "故",
	"综上所述", "綜上所述", "综上", "綜上", "总之", "總之",
	"最后", "最後", "则", "則", "从而", "從而", "于是", "於是",
	"即", "よって", "したがって", NULL };
#define ANSWER_ZH "\xe7\xad\x94"	/* 答 */
#define COLON_ZH "\xef\xbc\x9a"	/* ： */
#define SOLVE_ZH "\xe8\xa7\xa3"	/* 解 */
#define REPLY_ZH "\xe5\x9b\x9e"	/* 回 */

/*
 * Is the accepting row at s[open] the answer line "答：" or "答:" (or
 * the colon of one) with words before it in its sentence s[ss..open)
 * other than one of answer_line_leads[] (punctuation, spacing and
 * formatting around it)?
 */
static int
answer_line_owned(const char *s, size_t ss, size_t open)
{
	static const char *const fmt[] = { "\xef\xbc\x8c" /* ， */,
	    "\xe3\x80\x81" /* 、 */, ",", ":", "*", "#", NULL };
	size_t i, l;
	int k;

	/* the row is "答：", or the colon after 答 read as a word (strncmp:
	   never past the text's end) */
	if (open >= ss + 3 && strncmp(s + open - 3, ANSWER_ZH, 3) == 0 &&
	    (s[open] == ':' || strncmp(s + open, COLON_ZH, 3) == 0))
		open -= 3;
	else if (strncmp(s + open, ANSWER_ZH, 3) != 0 || (s[open + 3] != ':' &&
	    strncmp(s + open + 3, COLON_ZH, 3) != 0))
		return 0;
	if (open >= ss + 3 && (memcmp(s + open - 3, SOLVE_ZH, 3) == 0 ||
	    memcmp(s + open - 3, REPLY_ZH, 3) == 0))
		open -= 3;	/* "解答：", the solution's line; "回答：", a
				   harness's "Answer:" translated */
	i = papo_frame_skip_all(s, ss, open, fmt, 1);
	for (k = 0; i < open && answer_line_leads[k]; k++)
		if ((l = strlen(answer_line_leads[k])) <= open - i &&
		    memcmp(s + i, answer_line_leads[k], l) == 0) {
			i = papo_frame_skip_all(s, i + l, open, fmt, 1);
			break;
		}
	return i < open;
}

/*
 * Does s[..k) end on a word that points to what follows it and a full
 * stop ("Wrong solution below.", "It goes as follows."): the line
 * introduces the next as a colon does.  1 (the stop's byte) or 0.
 */
static int
forward_stop(const char *s, size_t k)
{
	static const char *const fwd[] = { "below", "follows", "following",
	    NULL };
	size_t a;

	if (k < 2 || s[k - 1] != '.')
		return 0;
	for (a = k - 1; a > 0 && is_alpha((unsigned char)s[a - 1]); a--)
		;
	return papo_frame_word_in(s, a, k - 1, fwd);
}

/*
 * Is the line that ends at s[k] a label's: five words at most, no
 * sentence's end in it, no markdown heading (answer_heading.c reads
 * "### Summary:") ("My friend said:", "Tool output:"; a sentence
 * such as "We are asked for the score of Azibo, which is \\( A \\):"
 * introduces its value as a sentence does, read by its own finders)?
 */
static int
short_line(const char *s, size_t k)
{
	size_t i = k - forward_stop(s, k), words = 0;

	while (i > 0 && s[i - 1] != '\n') {
		i--;
		if (s[i] == '.' || s[i] == '!' || s[i] == '?' || s[i] == ',')
			return 0;
		if (s[i] != ' ' && (i == 0 || s[i - 1] == ' ' ||
		    s[i - 1] == '\n'))
			words++;
	}
	while (i < k && s[i] == ' ')
		i++;
	return words > 0 && words <= 5 && s[i] != '#';	/* a heading's */
}

/*
 * Is s[i..e) a number a step or a list counts by: ASCII digits, a
 * Roman numeral's letters, or CJK numerals (一 to 十)?
 */
static int
step_number(const char *s, size_t i, size_t e)
{
	static const char *const cjk[] = { "\xe4\xb8\x80", "\xe4\xba\x8c",
	    "\xe4\xb8\x89", "\xe5\x9b\x9b", "\xe4\xba\x94",
	    "\xe5\x85\xad", "\xe4\xb8\x83", "\xe5\x85\xab",
	    "\xe4\xb9\x9d", "\xe5\x8d\x81", NULL };	/* 一 to 十 */
	size_t k;

	if (i == e)
		return 0;
	while (i < e) {
		if (is_digit((unsigned char)s[i]) || strchr("ivxIVX",
		    s[i]) != NULL) {
			i++;
			continue;
		}
		for (k = 0; cjk[k] != NULL; k++)
			if (e - i >= 3 && memcmp(s + i, cjk[k], 3) == 0)
				break;
		if (cjk[k] == NULL)
			return 0;
		i += 3;
	}
	return 1;
}

/*
 * Does the line s[a..k) (k after its colon) open with a step's label
 * ("Step 1", "**Step 2", "Schritt 1", "步骤1", "第一步", "1단계"), its
 * emphasis and heading marks aside?  2 when the label is all the line
 * holds, its colon and emphasis aside ("Step 1:", "**Step 2:**"): it
 * opens a step, and the value below it is that step's work, not a
 * final answer ("Final answer:" is a label of the answer; "Step 3:
 * The answer is:" has words of its own).  1 when words follow it
 * ("Step 3 (Determine the number of apples):"): a step's heading,
 * answer_heading.c's to read.  Else 0.
 */
static int
step_label_line(const char *s, size_t a, size_t k)
{
	/* the words for a step in the languages papo-verify(1) lists:
	   étape, adım, bước, шаг, крок, 步骤, 步驟, ステップ, 手順,
	   चरण, ধাপ, దశ, الخطوة, ขั้นตอนที่ */
	static const char *const steps[] = { "step", "schritt",
	    "\xc3\xa9tape", "\xc3\x89tape", "etape", "paso", "passo",
	    "passaggio", "stap", "krok", "ad\xc4\xb1m", "Ad\xc4\xb1m",
	    "b\xc6\xb0\xe1\xbb\x9b" "c", "B\xc6\xb0\xe1\xbb\x9b" "c",
	    "langkah", "hatua", "\xd1\x88\xd0\xb0\xd0\xb3",
	    "\xd0\xa8\xd0\xb0\xd0\xb3", "\xd0\xba\xd1\x80\xd0\xbe\xd0\xba",
	    "\xd0\x9a\xd1\x80\xd0\xbe\xd0\xba", "\xe6\xad\xa5\xe9\xaa\xa4",
	    "\xe6\xad\xa5\xe9\xa9\x9f",
	    "\xe3\x82\xb9\xe3\x83\x86\xe3\x83\x83\xe3\x83\x97",
	    "\xe6\x89\x8b\xe9\xa0\x86", "\xe0\xa4\x9a\xe0\xa4\xb0\xe0\xa4\xa3",
	    "\xe0\xa6\xa7\xe0\xa6\xbe\xe0\xa6\xaa", "\xe0\xb0\xa6\xe0\xb0\xb6",
	    "\xd8\xa7\xd9\x84\xd8\xae\xd8\xb7\xd9\x88\xd8\xa9",
	    "\xe0\xb8\x82\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x99"
	    "\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x99\xe0\xb8\x97"
	    "\xe0\xb8\xb5\xe0\xb9\x88", NULL };
	/* 第, 步, 단계 */
	static const char *const di = "\xe7\xac\xac", *const bu =
	    "\xe6\xad\xa5", *const dan = "\xeb\x8b\xa8\xea\xb3\x84";
	size_t e = k, l;
	int n;

	while (a < e && (s[a] == ' ' || s[a] == '*' || s[a] == '#' ||
	    s[a] == '_'))
		a++;
	if (e > a && s[e - 1] == ':')
		e--;
	else if (e >= a + 3 && memcmp(s + e - 3, COLON_ZH, 3) == 0)
		e -= 3;
	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '*' || s[e - 1] ==
	    '_'))
		e--;
	if (e - a > 6 && memcmp(s + a, di, 3) == 0 && memcmp(s + e - 3, bu,
	    3) == 0)
		return 2 * step_number(s, a + 3, e - 3);	/* 第一步 */
	if (e - a > 6 && memcmp(s + e - 6, dan, 6) == 0) {
		for (l = e - 6; l > a && s[l - 1] == ' '; l--)
			;
		return 2 * step_number(s, a, l);	/* 1단계 */
	}
	for (n = 0; steps[n] != NULL; n++)
		if (e - a > (l = strlen(steps[n])) && starts_ci(s, e, a,
		    steps[n]))
			break;
	if (steps[n] == NULL || (is_alpha((unsigned char)s[a + l]) &&
	    s[a + l] != 'I' && s[a + l] != 'V' && s[a + l] != 'X'))
		return 0;
	for (a += l; a < e && s[a] == ' '; a++)
		;
	if (step_number(s, a, e))
		return 2;
	for (l = a; l < e && (is_digit((unsigned char)s[l]) ||
	    strchr("ivxIVX", s[l]) != NULL); l++)
		;
	/* "Step 3 (Determine the number of apples):" */
	return l > a && !is_alpha((unsigned char)s[l]);
}

/*
 * Is the long colon line s[a..k) (k after its colon) recognised as a
 * label of the response's own answer by one of these rows, the words
 * its reader before a value does not know:
 *  - a line that puts the answer in a format ("Finally, we can express
 *    the answer in the specified format:", "Putting this within the
 *    requested format:"): a verb of writing, "format" or "form" last;
 *  - the answer named with an aside, then its copula ("So, the final
 *    answer, representing how many more roses there are, is:");
 *  - what the response is asked for, named by its symbol ("We are
 *    asked for the score of Azibo, which is \\( A \\):").
 */
static int
own_label_line(const char *s, size_t a, size_t k)
{
	static const char *const writes[] = { "express", "expressing",
	    "expressed", "write", "writing", "written", "put", "putting",
	    "present", "presenting", "state", "stating", "give", "giving",
	    "place", "placing", "box", "boxing", "report", "reporting",
	    "rewrite", "rewriting", "format", "formatting", NULL };
	static const char *const formats[] = { "format", "form", NULL };
	static const char *const asks[] = { "we are asked for", "we need",
	    "we want", "we must find", "we have to find", NULL };
	size_t i, e, w, we, lw = k, lwe = k, n;
	int verb = 0, noun = 0;

	for (e = k - 1; e > a && s[e - 1] == ' '; e--)
		;
	for (w = a; w < e; w = we) {
		while (w < e && !is_alpha((unsigned char)s[w]))
			w++;
		for (we = w; we < e && is_alpha((unsigned char)s[we]); we++)
			;
		if (we == w)
			break;
		verb |= papo_frame_word_in(s, w, we, writes);
		lw = w;
		lwe = we;
	}
	if (lw < lwe && verb && papo_frame_word_in(s, lw, lwe, formats) &&
	    lwe == e)
		return 1;
	/* "the final answer, ..., is:" */
	for (i = a; i + 8 < e; i++)
		if (starts_ci(s, e, i, "answer,") && (i == a ||
		    !is_alpha((unsigned char)s[i - 1])))
			noun = 1;
	if (noun && e - a >= 4 && starts_ci(s, e, e - 4, ", is"))
		return 1;
	/* "We are asked for X, which is \\( A \\):" */
	for (n = 0; asks[n] != NULL; n++)
		if (starts_ci(s, e, a, asks[n]))
			break;
	if (asks[n] == NULL || e - a < 16 || memcmp(s + e - 2, "\\)", 2) != 0)
		return 0;
	for (i = e - 2; i > a && s[i - 1] == ' '; i--)
		;
	if (i < a + 2 || !is_alpha((unsigned char)s[i - 1]))
		return 0;
	for (i--; i > a && s[i - 1] == ' '; i--)
		;
	if (i < a + 2 || memcmp(s + i - 2, "\\(", 2) != 0)
		return 0;
	for (i -= 2; i > a && s[i - 1] == ' '; i--)
		;
	return i >= a + 10 && starts_ci(s, i, i - 10, ", which is");
}

/*
 * The end of the line above the answer at s[at] when the answer stands
 * alone on its line (its display's opener or a code fence's aside) and
 * that line, the blank ones skipped, is a label's (short_line) ending
 * in a colon, or a word pointing forward and a stop (forward_stop),
 * that introduces it ("My friend said:\n\\boxed{42}",
 * "Therefore:\n\\boxed{42}", "A common mistake is:\n```\n
 * \\boxed{42}"): the index after the colon, read as if the answer
 * followed it there; else 0.
 */
static size_t
colon_line_above(const char *s, size_t ss, size_t at, size_t *ls)
{
	const char *q;
	size_t k = ss, nl = 0, f;

	if (strip_back(s, ss, at) != ss)
		return 0;
	for (;;) {
		while (k > 0 && is_space((unsigned char)s[k - 1]))
			nl += s[--k] == '\n';
		if (k >= 2 && (memcmp(s + k - 2, "\\[", 2) == 0 ||
		    memcmp(s + k - 2, "$$", 2) == 0))
			k -= 2;	/* a display's opener on a line of its own */
		else if (nl > 0 && k >= 3 && (f = fence_opener(s, k)) !=
		    (size_t)-1)
			k = f;	/* a code fence's: "```latex" */
		else
			break;
	}
	if (nl == 0 || k == 0)
		return 0;
	while (k > 1 && (s[k - 1] == '*' || s[k - 1] == '_') && s[k - 2] !=
	    '\n')
		k--;	/* "**Step 3:**": the emphasis after the colon */
	if (!(s[k - 1] == ':' && (k < 2 || strchr("<>!\\:", s[k - 2]) ==
	    NULL)) && !forward_stop(s, k) && !(k >= 3 && memcmp(s + k - 3,
	    COLON_ZH, 3) == 0))
		return 0;	/* "Wrong solution below.\nAnswer: 42" is one */
	q = memrchr(s, '\n', k);	/* the line's start */
	*ls = q != NULL ? (size_t)(q - s) + 1 : 0;
	return k;
}

/*
 * The quantities a last statement may name as its subject and a problem
 * may ask: each a row of its nouns, then the other words a question asks
 * it in ("how far" the distance, "how many more" the difference),
 * '|'-separated.  "height" asked by "how high" is the height's; a
 * statement naming one row's quantity to a problem that asks another
 * row's, and neither names nor asks this one, answers another question
 * ("The perimeter is 42." to "What is the area?", "The difference is
 * 42." to "How many apples ... in total?").  A row that opens with '+'
 * is only asked: a statement naming it is never another's, and a total
 * asked is another quantity only to a row that opens with '-', which no
 * total is ("So the distance is 79 miles." may answer "How many miles
 * ... in total?").  A row that opens with '=' is a figure's length, a
 * word a problem names for any side ("the length of a side" where the
 * area is asked): another quantity only to the other dimensions, the
 * rows that open with '~' ("The length is 42." to "What is the width
 * of the rectangle?", and "The width is 42." to "What is the length of
 * the garden?").
 */
static const char *const quantities[] = {
	"|area|", "|perimeter|", "|volume|", "|circumference|",
	"|diagonal|", "|radius|", "|diameter|",
	"|distance|how far|how many kilometres|how many kilometers|"
	    "how many miles|",
	"|time|how long|how many hours|how many minutes|how many seconds|"
	    "how many days|",
	"|speed|velocity|how fast|",
	"~|width|how wide|",
	"~|height|how high|how tall|",
	"=|length|",
	"-|difference|how many more|how many fewer|how much more|"
	    "how much less|",
	"-|remainder|",
	/* asked, never another: "the total" names any sum asked */
	"+|total|in total|in all|altogether|combined|",
	NULL
};

/* Does the problem p[0..pn) name or ask row q of quantities[]? */
static int
quantity_in(const char *q, const char *p, size_t pn)
{
	const char *b;

	for (q = strchr(q, '|') + 1; (b = strchr(q, '|')) != NULL; q = b + 1)
		if (papo_answer_problem_says(p, pn, q, 0, (size_t)(b - q)))
			return 1;
	return 0;
}

/*
 * Is the word that starts at s[a] the noun of a row of quantities[] the
 * problem p[0..pn) neither names (in another ending too) nor asks, while
 * it names or asks another row's?  1 when so, -1 when the problem names
 * or asks it, 0 when it is no row's or no other is asked.  (the
 * problem's words read once a statement, the rows are short)
 */
/* The words of one word of quantities[] by their length and first
   letter: bit c % 64 of one_word[len] (built once), a word of another
   length or letter in no row. */
static uint64_t one_word[24];
static struct papo_once one_word_once = PAPO_ONCE_INIT;

static void
one_word_build(void)
{
	const char *q, *e;
	size_t k;

	for (k = 0; quantities[k] != NULL; k++)
		for (q = strchr(quantities[k], '|') + 1; (e = strchr(q,
		    '|')) != NULL; q = e + 1)
			if (e > q && (size_t)(e - q) < 24 &&
			    memchr(q, ' ', (size_t)(e - q)) == NULL)
				one_word[e - q] |= 1ull << (*q & 63);
}

static int
quantity_other(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	char w[24];
	size_t k, l;
	long row = -1;

	for (l = a; l < b && is_alpha((unsigned char)s[l]); l++)
		;
	if (p == NULL || l == a || l - a + 3 > sizeof(w))
		return 0;
	papo_once(&one_word_once, one_word_build);
	if (!(one_word[l - a] >> (lower((unsigned char)s[a]) & 63) & 1))
		return 0;	/* no row's word: no strstr */
	w[0] = '|';
	for (k = a; k < l; k++)
		w[k - a + 1] = (char)papo_ascii_lower((unsigned char)s[k]);
	w[l - a + 1] = '|';
	w[l - a + 2] = '\0';
	for (k = 0; quantities[k] != NULL && row < 0; k++)
		if (strstr(quantities[k], w) != NULL)
			row = (long)k;
	if (row < 0)
		return 0;
	if (papo_frame_in_problem_stem(p, pn, NULL, s, a, l) ||
	    quantity_in(quantities[row], p, pn))
		return -1;	/* "the total distance" for "in total" */
	if (quantities[row][0] == '+')
		return 0;
	for (k = 0; quantities[k] != NULL; k++)
		if ((long)k != row && (quantities[k][0] != '+' ||
		    quantities[row][0] == '-') && (quantities[row][0] != '=' ||
		    quantities[k][0] == '~') && quantity_in(quantities[k], p,
		    pn))
			return 1;
	return 0;
}

/* The words that make a value a share or a rate: one of many. */
static const char *const share_words[] = { "each", "every", "per", NULL };

/* Where the first word of share_words[] ("per", "each") in s[a..b)
   ends, or an "a" or "an" before a period ("a day"), or 0 when none is
   there. */
static size_t
share_at(const char *s, size_t a, size_t b)
{
	size_t w;

	for (; a < b; a = w) {
		while (a < b && !is_alpha((unsigned char)s[a]))
			a++;
		for (w = a; w < b && is_alpha((unsigned char)s[w]); w++)
			;
		if (w > a && w - a <= 5 && (a == 0 ||
		    ((unsigned char)s[a - 1] < 0x80 && s[a - 1] != '\\')) &&
		    (papo_frame_word_in(s, a, w, share_words) ||
		    ((w - a == 1 || (w - a == 2 && s[a + 1] == 'n')) &&
		    s[a] == 'a' && papo_frame_a_period(s, w, b))))
			return w;
	}
	return 0;
}

/* Does s[a..b) hold a word of share_words[] ("per", "each")? */
static int
share_in(const char *s, size_t a, size_t b)
{
	return share_at(s, a, b) != 0;
}

/* The index of quantities[]'s total row ('+'), or (size_t)-1. */
static size_t
total_quantity(void)
{
	size_t k;

	for (k = 0; quantities[k] != NULL && quantities[k][0] != '+'; k++)
		;
	return quantities[k] != NULL ? k : (size_t)-1;
}

/*
 * The questions that ask what several things cost or weigh together, a
 * count of them after the row ("How much do 3 pens cost?", "Combien
 * coûtent les 4 stylos ?"): a total asked with no word of totals.
 */
static const char *const several_rows[] = { "how much do ", "how much did ",
	"how much will ", "how much would ", "what do ", "what will ",
	"combien coûtent ", "combien coûteront ", "wie viel kosten ",
	"wieviel kosten ", "cuánto cuestan ", "quanto costano ",
	"quanto custam ", NULL };
static const char *const several_dets[] = { "the ", "all ", "these ",
	"those ", "les ", "ces ", "die ", "los ", "las ", "i ", "le ", "os ",
	"as ", NULL };
static const char *const several_words[] = { "two ", "three ", "four ",
	"five ", "six ", "seven ", "eight ", "nine ", "ten ", "eleven ",
	"twelve ", "both ", "deux ", "trois ", "quatre ", "zwei ", "drei ",
	"vier ", "dos ", "tres ", "cuatro ", "due ", "tre ", "quattro ",
	"dois ", "duas ", "três ", NULL };

/* The length of the row of rows s[i..n) starts with (case folded), or
   0. */
static size_t
row_prefix(const char *s, size_t n, size_t i, const char *const *rows)
{
	size_t k, l;

	for (k = 0; rows[k] != NULL; k++)
		if ((l = papo_ascii_prefix_ci(s, n, i, rows[k])) > 0)
			return l;
	return 0;
}

/*
 * Where the count of two or more at p[k] (before qe) ends, past its
 * space: a word of several_words[] ("three ", and "both " unless
 * both is 0), or digits and a space ("12 "); k when none.
 */
static size_t
several_at(const char *p, size_t qe, size_t k, int both)
{
	size_t l;
	long c;

	if ((l = row_prefix(p, qe, k, several_words)) > 0)
		return both || !papo_ascii_prefix_ci(p, qe, k, "both ") ?
		    k + l : k;
	for (c = 0, l = k; l < qe && is_digit((unsigned char)p[l]) &&
	    c < 100000; l++)
		c = c * 10 + (p[l] - '0');
	return l > k && c >= 2 && l < qe && p[l] == ' ' ? l + 1 : k;
}

/*
 * Does the question p[qa..qe) ask what a count of more than one thing
 * costs or weighs (several_rows[], then maybe a determiner, then a
 * number of two or more in digits or words, then a word)?
 */
static int
several_asked(const char *p, size_t qa, size_t qe)
{
	size_t i, k, l, e;

	for (i = qa; i < qe; i++) {
		if ((i > qa && is_alpha((unsigned char)p[i - 1])) ||
		    (l = row_prefix(p, qe, i, several_rows)) == 0)
			continue;
		k = i + l;
		k += row_prefix(p, qe, k, several_dets);
		e = several_at(p, qe, k, 1);
		return e > k && e < qe && is_alpha((unsigned char)p[e]);
	}
	return 0;
}

/*
 * Does the question p[qa..qe) ask what happens over a span of two or
 * more units of time ("in 2 hours", "over three days", "for 5
 * weeks"), after its asking word ("how", "what") and naming no rate
 * ("average", "speed"): a preposition of span_preps[], a count of two
 * or more in digits or several_words[], then a unit of time?  What a
 * rate gives each hour is not that total.
 */
static int
span_total_asked(const char *p, size_t qa, size_t qe)
{
	static const char *const span_preps[] = { "in ", "over ", "for ",
	    "during ", "within ", "after ", NULL };
	static const char *const asks[] = { "how ", "what", NULL };
	static const char *const rates[] = { "average", "speed", "rate",
	    "pace", "velocity", NULL };
	struct papo_unit u;
	size_t i, k, l, w;

	for (i = qa; i < qe; i++)
		if ((i == qa || !is_alpha((unsigned char)p[i - 1])) &&
		    row_prefix(p, qe, i, rates) > 0)
			return 0;	/* "what's the average speed": a rate */
	for (i = qa; i < qe && !((i == qa || !is_alpha((unsigned char)
	    p[i - 1])) && row_prefix(p, qe, i, asks) > 0); i++)
		;	/* the span after the asking word: "If he travels
			   140 miles in 3 hours, what ..." is a premise's */
	for (; i < qe; i++) {
		if ((i > qa && is_alpha((unsigned char)p[i - 1])) ||
		    (l = row_prefix(p, qe, i, span_preps)) == 0)
			continue;
		if ((k = several_at(p, qe, i + l, 0)) == i + l)
			continue;
		for (w = k; w < qe && is_alpha((unsigned char)p[w]); w++)
			;
		if (w > k && papo_unit_parse(p + k, w - k, &u) == 0 &&
		    u.dim[PAPO_DIM_TIME] + u.dim[PAPO_DIM_MONTH] == 1)
			return 1;
	}
	return 0;
}

/*
 * Does the problem p[0..pn) ask a total (a word of totals, or a
 * question of what several things cost: several_asked, or of what
 * happens over a span of two or more units: span_total_asked), and its
 * question (the sentence of its last '?', else its last) no share?
 */
static int
total_asked(const char *p, size_t pn)
{
	const char *q;
	size_t k, qa, qe;

	qe = (q = memrchr(p, '?', pn)) != NULL ? (size_t)(q - p) : pn;
	for (qa = qe; qa > 0 && (strchr(".!?\n", p[qa - 1]) == NULL ||
	    (p[qa - 1] == '.' && qa >= 2 && qa < pn &&
	    is_digit((unsigned char)p[qa - 2]) &&
	    is_digit((unsigned char)p[qa]))); qa--)
		;	/* its sentence: "at \\$6.30" stops none */
	if (((k = total_quantity()) == (size_t)-1 ||
	    !quantity_in(quantities[k], p, pn)) && !several_asked(p, qa,
	    qe) && !span_total_asked(p, qa, qe))
		return 0;
	return !share_in(p, qa, qe);
}

/*
 * Does the statement s[st..e) give a share or a rate ("Each box holds
 * 42 pens.", "42 dollars per hour"), naming no total itself, where the
 * problem p[0..pn) asks a total ("How many pens are there in total?")
 * and its question (the sentence of its last '?', else its last) asks
 * no share?
 */
static int
share_for_total(const char *s, size_t st, size_t e, const char *p, size_t pn)
{
	size_t k, v;
	int after;

	/* the subject's first word, or the words after the last value: a
	   premise's share ("Since each box holds 8 apples, the answer is
	   48.") is no share given */
	for (v = e; v > st && !is_digit((unsigned char)s[v - 1]); v--)
		;
	for (k = st; k < e && is_alpha((unsigned char)s[k]); k++)
		;
	after = v > st && share_in(s, v, e);
	if (!(k - st <= 5 && papo_frame_word_in(s, st, k, share_words)) &&
	    !after)
		return 0;
	if (!after && (k = total_quantity()) != (size_t)-1 &&
	    quantity_in(quantities[k], s + st, e - st))
		return 0;	/* "Since each marble weighs 2kgs, the total
				   weight ... is 156kgs"; not "The total is
				   $18.90 each.": a share after the value
				   makes it one whatever the subject names
				   (issue 26, review 29 finding 5) */
	return total_asked(p, pn);
}

/*
 * Do the words after a value, s[a..e) to the next value, give it as a
 * share ("\\boxed{18.90} each.", "\\boxed{6} per box") where the
 * problem p[0..pn) asks a total and its question no share
 * (share_for_total's), or where its question names no rate nor the
 * share's noun ("\\boxed{126} books per shelf." for the books a library
 * has: papo_frame_rate_asked)?
 */
int
papo_frame_share_after(const char *s, size_t a, size_t e, const char *p,
    size_t pn)
{
	size_t v, w;

	if (p == NULL || pn == 0)
		return 0;
	for (v = a; v < e && !is_digit((unsigned char)s[v]); v++)
		;
	if ((w = share_at(s, a, v)) == 0)
		return 0;
	return total_asked(p, pn) || !papo_frame_rate_asked(s, w, v, p, pn);
}

/*
 * The words before or after a count's noun that are not part of it: a
 * question's fillers ("how many more apples"), and the words that end a
 * noun phrase (auxiliaries, prepositions, pronouns, "left", "now").
 */
static const char *const count_fillers[] = { "more", "fewer", "less",
	"different", "total", "additional", "extra", "the", NULL };
static const char *const count_ends[] = { "are", "is", "were", "was",
	"did", "does", "do", "will", "can", "could", "would", "should",
	"has", "have", "had", "must", "may", "might", "there", "in", "of",
	"on", "at", "for", "to", "from", "with", "that", "than", "he",
	"she", "it", "they", "we", "you", "i", "each", "per", "left", "now",
	"altogether", "equals", "and", "or", "but", "so", "remaining",
	"total", "all", NULL };

/*
 * The words of a noun phrase at s[i..e): at most max words of letters
 * (their starts in wa[], ends in we[]), fillers skipped first when
 * fill, ended by a word of count_ends[] or a question's end; the count,
 * or 0 when more than max words run on or another sign ends them
 * ("how many aren't").
 */
static int
noun_words(const char *s, size_t i, size_t e, size_t *wa, size_t *we,
    int max, int fill)
{
	size_t w;
	int n = 0;

	for (;;) {
		while (i < e && s[i] == ' ')
			i++;
		for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
			;
		if (w == i)
			return i == e || strchr("?,.", s[i]) != NULL ? n : 0;
		if (papo_frame_word_in(s, i, w, count_ends))
			return n;
		if (fill && n == 0 && papo_frame_word_in(s, i, w,
		    count_fillers)) {
			i = w;
			continue;
		}
		if (n == max)
			return 0;
		wa[n] = i;
		we[n++] = w;
		i = w;
	}
}

/* Are s[a..b) and t[c..d) one word, case and a plural's "s" aside? */
static int
same_word(const char *s, size_t a, size_t b, const char *t, size_t c,
    size_t d)
{
	if (b - a > 1 && papo_ascii_lower((unsigned char)s[b - 1]) == 's')
		b--;
	if (d - c > 1 && papo_ascii_lower((unsigned char)t[d - 1]) == 's')
		d--;
	return b - a == d - c && strncasecmp(s + a, t + c, b - a) == 0;
}

/*
 * The noun a statement s[st..e) counts: the words after "the number
 * of" that opens it, else those after its one value when they end it
 * ("There are 42 pigs."); their count, 0 when none.
 */
static int
stmt_noun(const char *s, size_t st, size_t e, size_t *sa, size_t *se)
{
	size_t v, k;
	int n;

	if (starts_ci(s, e, st, "the number of "))
		return noun_words(s, st + 14, e, sa, se, 2, 0);
	for (v = e; v > st && !is_digit((unsigned char)s[v - 1]); v--)
		;
	for (k = v; k > st && (is_digit((unsigned char)s[k - 1]) ||
	    s[k - 1] == ',' || s[k - 1] == '.'); k--)
		;
	while (k > st && !is_digit((unsigned char)s[k - 1]))
		k--;
	if (v == st || k > st || (n = noun_words(s, v, e, sa, se, 2, 0)) ==
	    0)
		return 0;	/* no value, or more than one ("2400 + 600 =
				   3000 quarts ... in 48 hours") */
	for (v = se[n - 1]; v < e && strchr(" .!*$", s[v]) != NULL; v++)
		;
	return v == e ? n : 0;
}

/*
 * Does the statement s[st..e) count another noun than the one the
 * problem p[0..pn) asks after its last "how many" ("The number of pigs
 * is 42.", "There are 42 pigs." to "How many animals ...?"), a noun
 * of no currency where it asks "how much money", or the
 * same noun of another kind ("42 blue marbles" to "How many red
 * marbles")?  Another noun: no word of it is one of the asked phrase,
 * and its last is the problem's; another kind: the word before the
 * noun they share is the problem's and not in the asked phrase, whose
 * word before it is not in the statement's.
 */
/*
 * Is the statement's noun s[a..b) a unit of the same dimension as one
 * of the asked phrase's words p[aa[j]..ae[j]) ("km", "kilometres")?
 */
static int
unit_pair(const char *s, size_t a, size_t b, const char *p,
    const size_t *aa, const size_t *ae, int na)
{
	struct papo_unit u, v;
	int j;

	if (papo_unit_parse(s + a, b - a, &u) != 0 || papo_unit_none(&u))
		return 0;
	for (j = 0; j < na; j++)
		if (papo_unit_parse(p + aa[j], ae[j] - aa[j], &v) == 0 &&
		    !papo_unit_none(&v) && memcmp(u.dim, v.dim,
		    sizeof(u.dim)) == 0)
			return 1;
	return 0;
}

/*
 * The words of the noun phrase after the problem p[0..pn)'s last "how
 * many" (noun_words, three at most: starts in aa[], ends in ae[]);
 * their count, 0 when there is none.
 */
static int
asked_nouns(const char *p, size_t pn, size_t *aa, size_t *ae)
{
	size_t k;
	long q = -1;

	for (k = 0; k + 9 < pn; k++)
		if ((p[k] == 'h' || p[k] == 'H') && (k == 0 ||
		    !is_alpha((unsigned char)p[k - 1])) &&
		    starts_ci(p, pn, k, "how many "))
			q = (long)k;
	return q < 0 ? 0 : noun_words(p, (size_t)q + 9, pn, aa, ae, 3, 1);
}

/*
 * Does the problem p[0..pn) ask "how many" and the filler s[a..b) right
 * after it ("how many more apples": "more")?
 */
static int
asked_filler(const char *p, size_t pn, const char *s, size_t a, size_t b)
{
	size_t k, l = b - a;

	for (k = 0; k + 9 + l <= pn; k++)
		if ((k == 0 || !is_alpha((unsigned char)p[k - 1])) &&
		    starts_ci(p, pn, k, "how many ") &&
		    strncasecmp(p + k + 9, s + a, l) == 0 && (k + 9 + l ==
		    pn || !is_alpha((unsigned char)p[k + 9 + l])))
			return 1;
	return 0;
}

static int
other_count(const char *s, size_t st, size_t e, const char *p, size_t pn)
{
	size_t aa[3], ae[3], sa[2], se[2], k;
	int na, ns, i, j, mi = -1, mj = -1;
	struct papo_unit u;

	if ((ns = stmt_noun(s, st, e, sa, se)) == 0)
		return 0;	/* (the cheap test first: most name none) */
	if (papo_frame_word_in(s, sa[0], se[0], count_fillers) &&
	    asked_filler(p, pn, s, sa[0], se[0])) {
		if (--ns == 0)
			return 0;	/* "Tom has 5 more." to "How many
					   more ...?" */
		sa[0] = sa[1];
		se[0] = se[1];
	}
	/* "the number of hours is 12" to "How much money ...?": a count
	   of no currency where a sum is asked */
	if (starts_ci(s, e, st, "the number of "))
		for (k = 0; k + 14 <= pn; k++)
			if ((k == 0 || !is_alpha((unsigned char)p[k - 1])) &&
			    starts_ci(p, pn, k, "how much money"))
				return papo_unit_parse(s + sa[ns - 1],
				    se[ns - 1] - sa[ns - 1], &u) != 0 ||
				    u.dim[PAPO_DIM_MONEY] == 0;
	if ((na = asked_nouns(p, pn, aa, ae)) == 0)
		return 0;
	for (i = 0; i < ns; i++)
		for (j = 0; j < na; j++)
			if (same_word(s, sa[i], se[i], p, aa[j], ae[j])) {
				mi = i;
				mj = j;
			}
	if (mi < 0)	/* "pigs" where animals are asked; a unit where
			   its name is ("350 km" to "How many kilometres"):
			   the units are compared, not read as nouns */
		return papo_answer_problem_says(p, pn, s, sa[ns - 1],
		    se[ns - 1]) && !unit_pair(s, sa[ns - 1], se[ns - 1], p,
		    aa, ae, na);
	if (mi == 0 || mj == 0 || !papo_answer_problem_says(p, pn, s,
	    sa[mi - 1], se[mi - 1]))
		return 0;
	for (j = 0; j < na; j++)
		if (same_word(s, sa[mi - 1], se[mi - 1], p, aa[j], ae[j]))
			return 0;	/* "42 red marbles" */
	for (i = 0; i < ns; i++)
		if (same_word(s, sa[i], se[i], p, aa[mj - 1], ae[mj - 1]))
			return 0;
	return 1;	/* "42 blue marbles" where red ones are asked */
}

/*
 * Is the statement at s[k..e) "$r = " and its value, r the radius's
 * symbol the problem does not write itself, where the problem asks
 * another quantity (quantity_other: "Therefore $r = 42$." to "What is
 * its diameter?")?
 */
static int
symbol_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t i = k + 2;

	if (k + 4 > e || s[k] != '$' || s[k + 1] != 'r')
		return 0;
	while (i < e && s[i] == ' ')
		i++;
	return i < e && s[i] == '=' && !papo_answer_problem_says(p, pn, s,
	    k + 1, k + 2) && quantity_other("radius", 0, 6, p, pn) > 0;
}

/*
 * Where the clause of s[st..e) that gives its value starts: its last
 * one opened by a word of leads[] after a comma or semicolon ("The
 * width is 6, so the area is 60": "so the area ..."), by a semicolon
 * alone, or by a word of subs[] after a space ("36 pencils, and the
 * number of boxes is 4", "36 pencils which means the number ..."),
 * else st.
 */
static size_t
concluding_clause(const char *s, size_t st, size_t e,
    const char *const *leads)
{
	static const char *const subs[] = { "which", "where", "when",
	    "whereas", "while", NULL };
	size_t i, w;

	for (i = e; i > st + 2; i--) {
		if (s[i - 1] != ' ')
			continue;
		for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
			;
		if (w >= e || s[w] != ' ')
			continue;
		if (s[i - 2] == ';' || (s[i - 2] == ',' &&
		    (papo_frame_word_in(s, i, w, leads) || (w - i == 3 &&
		    starts_ci(s, w, i, "and")))) ||
		    papo_frame_word_in(s, i, w, subs))
			return i;
	}
	return st;
}

/*
 * Is the clause at s[k..e), "the" then a noun and a copula ("the boxes
 * are 4", "the boxes number 4"), about a noun the problem p[0..pn)
 * counts and its last "how many" does not ask ("How many pencils does
 * Tom have?")?
 */
static int
the_noun_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const cops[] = { "is", "are", "was", "were",
	    "number", NULL };
	size_t aa[3], ae[3], w, c, x, y;
	int na, j;

	if (e - k < 6 || strncasecmp(s + k, "the ", 4) != 0)
		return 0;
	for (w = k + 4; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	for (c = w + 1; c < e && is_alpha((unsigned char)s[c]); c++)
		;
	if (w == k + 4 || w >= e || s[w] != ' ' || !papo_frame_word_in(s,
	    w + 1, c, cops))
		return 0;
	/* a noun the problem counts: a number right before it ("4
	   boxes"), never "the total", "the answer" */
	for (x = 1; x + 1 < pn; x++) {
		if (!is_digit((unsigned char)p[x - 1]) || p[x] != ' ')
			continue;
		for (y = x + 1; y < pn && is_alpha((unsigned char)p[y]); y++)
			;
		if (same_word(s, k + 4, w, p, x + 1, y))
			break;
	}
	if (x + 1 >= pn || (na = asked_nouns(p, pn, aa, ae)) == 0)
		return 0;
	for (j = 0; j < na; j++)
		if (same_word(s, k + 4, w, p, aa[j], ae[j]))
			return 0;
	return 1;
}

/*
 * Does the whole word t[a..b) occur in p[lo..hi), case and all, after a
 * word of its sentence (a name, not a sentence's first word) when mid
 * is set?
 */
static int
name_in(const char *p, size_t lo, size_t hi, const char *t, size_t a,
    size_t b, int mid)
{
	size_t k, j;

	for (k = lo; k + (b - a) <= hi; k++) {
		if (memcmp(p + k, t + a, b - a) != 0 || (k > lo &&
		    is_alpha((unsigned char)p[k - 1])) || (k + (b - a) < hi &&
		    is_alpha((unsigned char)p[k + (b - a)])))
			continue;
		for (j = k; j > lo && p[j - 1] == ' '; j--)
			;
		if (!mid || (j > lo && is_alpha((unsigned char)p[j - 1])))
			return 1;
	}
	return 0;
}

/* Capitalised words that open sentences and name no one. */
static const char *const openers[] = { "the", "a", "an", "each", "every",
	"if", "there", "this", "that", "these", "those", "it", "he", "she",
	"they", "we", "you", "in", "on", "at", "after", "before", "when",
	"how", "what", "so", "then", "all", "some", "both", "his", "her",
	"their", "its", "our", "my", "your", "one", "no", "now", "last",
	"next", "today", "yesterday", "for", "with", "from", "during", NULL };

/*
 * Is the subject of the clause at s[k..e) (after a connective of
 * another language and the verb before its subject: "Also hat Anna")
 * a name the problem p[0..pn) gives another person than the one its
 * question asks after ("Ann has 4." to "How many pencils does Tom
 * have?"): a capitalised word the problem writes, never in lower case,
 * after another word of its sentence or no word of openers[], that the
 * question does not write, where the question names as its subject
 * someone the problem names before it (a capitalised word after an
 * auxiliary or its verb, "does Tom", "will Ann", "hat Tom", "tiene
 * Ana", or before "a-t-il"; not a possessive: "Tom's sister" may be
 * named; a name the question alone writes may be the problem's
 * misprint of another)?
 */
static int
other_person(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const auxes[] = { "does", "do", "did", "will",
	    "would", "can", "could", "should", "must", "has", "have", "had",
	    "is", "was",
	    /* de, es, pt, it: the question's verb before its subject */
	    "hat", "hatte", "wird", "kann", "muss", "bekommt", "verdient",
	    "besitzt", "braucht", "tiene", "ten\xc3\xad" "a", "tendr\xc3\xa1",
	    "gana", "necesita", "tem", "tinha", "ter\xc3\xa1", "ganha",
	    "precisa", "ha", "aveva", "avr\xc3\xa0", "guadagna", NULL };
	static const char *const thence[] = { "also", "somit", "daher",
	    "folglich", "donc", "ainsi", "entonces", "luego", "quindi",
	    "dunque", "portanto", "logo", "assim", NULL };
	char low[24];
	size_t qa, qb, i, j, a, w;
	int n;

	while (k < e && (s[k] == '*' || s[k] == '_'))
		k++;	/* "**Ann has 4 pencils.**" */
	for (n = 0;; n++) {
		for (w = k; w < e && is_alpha((unsigned char)s[w]); w++)
			;
		/* "Also hat Anna 5 Stifte.": the subject after them */
		if (n == 2 || w >= e || s[w] != ' ' || !(papo_frame_word_in(s,
		    k, w, thence) || (n == 1 && papo_frame_word_in(s, k, w,
		    auxes))))
			break;
		k = w + 1;
	}
	if (w - k < 2 || w - k >= sizeof(low) || s[k] < 'A' || s[k] > 'Z' ||
	    w >= e || s[w] != ' ' || !name_in(p, 0, pn, s, k, w, 0))
		return 0;
	for (i = k; i < w; i++)
		low[i - k] = (char)lower((unsigned char)s[i]);
	if (name_in(p, 0, pn, low, 0, w - k, 0) || (!name_in(p, 0, pn, s, k,
	    w, 1) && papo_frame_word_in(s, k, w, openers)))
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	if (name_in(p, qa, qb, s, k, w, 0))
		return 0;
	for (i = qa; i + 1 < qb; i++) {
		if (p[i] != ' ' || p[i + 1] < 'A' || p[i + 1] > 'Z')
			continue;
		for (j = i + 1; j < qb && is_alpha((unsigned char)p[j]); j++)
			;
		for (a = i; a > qa && is_alpha((unsigned char)p[a - 1]); a--)
			;
		/* fr: "Combien de crayons Tom a-t-il ?" */
		if (j - i > 2 && (j == qb || p[j] != '\'') &&
		    (papo_frame_word_in(p, a, i, auxes) || starts_ci(p, qb, j,
		    " a-t-")) && name_in(p, 0, qa, p, i + 1, j, 0))
			return 1;
	}
	return 0;
}

/*
 * Does the whole word t[a..b) follow "the " in p[lo..hi), ASCII case
 * aside?
 */
static int
the_word_in(const char *p, size_t lo, size_t hi, const char *t, size_t a,
    size_t b)
{
	size_t k, l = b - a;

	for (k = lo; k + 4 + l <= hi; k++)
		if ((k == lo || !is_alpha((unsigned char)p[k - 1])) &&
		    starts_ci(p, hi, k, "the ") && strncasecmp(p + k + 4, t + a,
		    l) == 0 && (k + 4 + l == hi || !is_alpha((unsigned
		    char)p[k + 4 + l])))
			return 1;
	return 0;
}

/*
 * Is the subject of the clause at s[k..e) "the" and a group the problem
 * p[0..pn) names with "the" before its question, one the question does
 * not write, where the question asks after another group the problem
 * names so ("The girls have 60 apples." to "How many apples do the boys
 * have?": "do the boys", "are the boys", "did the boys")?
 */
static int
other_group(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const auxes[] = { "do ", "does ", "did ", "will ",
	    "are ", "were ", "is ", "was ", "can ", "could ", NULL };
	size_t w, qa, qb, i, j, l;
	int x;

	while (k < e && (s[k] == '*' || s[k] == '_'))
		k++;
	if (e - k < 8 || !starts_ci(s, e, k, "the "))
		return 0;
	for (w = k + 4; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	if (w - k < 7 || w >= e || s[w] != ' ')
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	if (!the_word_in(p, 0, qa, s, k + 4, w) || name_in(p, qa, qb, s,
	    k + 4, w, 0) || the_word_in(p, qa, qb, s, k + 4, w))
		return 0;
	for (i = qa; i < qb; i++)
		for (x = 0; auxes[x] != NULL; x++) {
			l = strlen(auxes[x]);
			if ((i > qa && is_alpha((unsigned char)p[i - 1])) ||
			    !starts_ci(p, qb, i, auxes[x]) || !starts_ci(p, qb,
			    i + l, "the "))
				continue;
			for (j = i + l + 4; j < qb && is_alpha((unsigned
			    char)p[j]); j++)
				;
			if (j - (i + l + 4) >= 3 && the_word_in(p, 0, qa, p,
			    i + l + 4, j))
				return 1;
		}
	return 0;
}

/* The auxiliaries that may stand between a subject and its verb. */
static const char *const subj_auxes[] = { "will", "would", "should",
	"must", "can", "could", "may", "might", "does", "did", "do", "is",
	"are", "was", "were", "has", "have", "had", "also", "only", "now",
	"then", "still", "actually", "indeed", "therefore", "thus", NULL };

/* Words that make a subject more than a noun and its adjectives. */
static const char *const subj_links[] = { "of", "to", "for", "in", "on",
	"at", "from", "with", "by", "that", "which", "who", "and", "or",
	"per", NULL };

/* Pronouns and determiners a subject may be or open. */
static const char *const subj_prons[] = { "he", "she", "it", "they", "we",
	"you", "i", NULL };
static const char *const subj_dets[] = { "the", "a", "an", "his", "her",
	"their", "its", "my", "your", "our", "this", "that", "these",
	"those", "each", NULL };

/* The word of s[0..n) from s[i] (letters, an apostrophe inside): its
   end, or i when none starts there. */
static size_t
subj_word(const char *s, size_t i, size_t n)
{
	size_t w;

	for (w = i; w < n && (is_alpha((unsigned char)s[w]) || (w > i &&
	    s[w] == '\'' && w + 1 < n && is_alpha((unsigned char)s[w + 1])));
	    w++)
		;
	return w;
}

/*
 * The verb of the question p[qa..qb) after an auxiliary and its
 * subject ("does she make", "do the boys have", "did Janet's ducks
 * lay", "does it travel"): its place in *va, *ve, the subject's start
 * in *sa, and 1; or 0.
 */
static int
question_verb(const char *p, size_t qa, size_t qb, size_t *va, size_t *ve,
    size_t *sa)
{
	static const char *const auxes[] = { "does", "do", "did", "will",
	    "can", "could", "would", "should", NULL };
	size_t i, w, k, e;

	for (i = qa; i < qb; i = w) {
		while (i < qb && !is_alpha((unsigned char)p[i]))
			i++;
		w = subj_word(p, i, qb);
		if (w == i || !papo_frame_word_in(p, i, w, auxes))
			continue;
		for (k = w; k < qb && p[k] == ' '; k++)
			;
		e = subj_word(p, k, qb);
		if (e == k)
			return 0;
		*sa = k;
		if (papo_frame_word_in(p, k, e, subj_dets) || (p[k] >= 'A' &&
		    p[k] <= 'Z' && e - k > 2 && p[e - 2] == '\'')) {
			for (k = e; k < qb && p[k] == ' '; k++)
				;	/* "the boys", "Janet's ducks" */
			e = subj_word(p, k, qb);
		} else if (!papo_frame_word_in(p, k, e, subj_prons) &&
		    !(p[k] >= 'A' && p[k] <= 'Z'))
			return 0;
		for (k = e; k < qb && p[k] == ' '; k++)
			;
		e = subj_word(p, k, qb);
		if (e - k < 2 || p[k] < 'a' || p[k] > 'z')
			return 0;
		*va = k;
		*ve = e;
		return 1;
	}
	return 0;
}

/* Irregular verbs: the verb, then its other forms. */
static const char *const irregular[][3] = { { "make", "made", NULL },
	{ "have", "has", "had" }, { "do", "does", "did" },
	{ "go", "goes", "went" }, { "take", "took", "taken" },
	{ "pay", "paid", NULL }, { "buy", "bought", NULL },
	{ "sell", "sold", NULL }, { "get", "got", "gotten" },
	{ "spend", "spent", NULL }, { "bring", "brought", NULL },
	{ "run", "ran", NULL }, { "drive", "drove", "driven" },
	{ "eat", "ate", "eaten" }, { "give", "gave", "given" },
	{ "keep", "kept", NULL }, { "leave", "left", NULL },
	{ "lose", "lost", NULL }, { "win", "won", NULL },
	{ "ride", "rode", "ridden" }, { "swim", "swam", NULL },
	{ "write", "wrote", "written" }, { "grow", "grew", "grown" },
	{ "fly", "flew", "flown" }, { "catch", "caught", NULL },
	{ "find", "found", NULL }, { "feed", "fed", NULL },
	{ "hold", "held", NULL }, { "lay", "laid", NULL },
	{ "sit", "sat", NULL } };

/* The row of irregular[] of the verb v[0..l), or -1. */
static int
irregular_row(const char *v, size_t l)
{
	size_t k;

	for (k = 0; k < sizeof(irregular) / sizeof(irregular[0]); k++)
		if (strlen(irregular[k][0]) == l &&
		    strncasecmp(irregular[k][0], v, l) == 0)
			return (int)k;
	return -1;
}

/*
 * Is the word s[a..b) a form of the verb v[0..l) (its row of
 * irregular[] irr, or -1): itself, with -s, -es, -ed, -d, -ing (its e
 * dropped), -ies or -ied for its y, or an irregular form?
 */
static int
verb_form(const char *s, size_t a, size_t b, const char *v, size_t l,
    int irr)
{
	static const char *const suffixes[] = { "", "s", "es", "ed", "d",
	    "ing", NULL };
	size_t n = b - a, k, j;

	if (n + 1 >= l && strncasecmp(s + a, v, l - 1) == 0) {
		for (k = 0; n >= l && suffixes[k] != NULL; k++)
			if (n == l + strlen(suffixes[k]) &&
			    papo_ascii_lower((unsigned char)s[a + l - 1]) ==
			    papo_ascii_lower((unsigned char)v[l - 1]) &&
			    strncasecmp(s + a + l, suffixes[k], n - l) == 0)
				return 1;
		if (l > 2 && n == l + 2 && ((v[l - 1] == 'e' &&
		    strncasecmp(s + a + l - 1, "ing", 3) == 0) ||
		    (v[l - 1] == 'y' && (strncasecmp(s + a + l - 1, "ies",
		    3) == 0 || strncasecmp(s + a + l - 1, "ied", 3) == 0))))
			return 1;
	}
	for (j = 1; irr >= 0 && j < 3 && irregular[irr][j] != NULL; j++)
		if (strlen(irregular[irr][j]) == n && strncasecmp(s + a,
		    irregular[irr][j], n) == 0)
			return 1;
	return 0;
}

/*
 * Does the noun t[a..b) stand in the problem p[0..pn) as a subject
 * may: a word of it (plural aside) with no preposition among the three
 * words before it in its sentence ("Janet's ducks lay", not "for her
 * friends", "at the farmers' market")?
 */
static int
noun_as_subject(const char *p, size_t pn, const char *t, size_t a,
    size_t b)
{
	static const char *const preps[] = { "for", "at", "to", "with", "in",
	    "on", "of", "from", "by", "about", "into", "onto", "over",
	    "under", "than", "per", "after", "before", NULL };
	size_t i, w, x, xe;
	int n, prep;

	for (i = 0; i < pn; i = w) {
		while (i < pn && !is_alpha((unsigned char)p[i]))
			i++;
		w = subj_word(p, i, pn);
		if (w == i || !same_word(p, i, w, t, a, b))
			continue;
		for (x = i, n = 0, prep = 0; n < 3 && x > 0 && !prep; n++) {
			while (x > 0 && (p[x - 1] == ' ' || p[x - 1] == '\''))
				x--;
			if (x == 0 || !is_alpha((unsigned char)p[x - 1]))
				break;	/* its sentence's or clause's start */
			for (xe = x; x > 0 && (is_alpha((unsigned char)p[x -
			    1]) || p[x - 1] == '\''); x--)
				;
			prep = papo_frame_word_in(p, x, xe, preps);
		}
		if (!prep)
			return 1;
	}
	return 0;
}

/*
 * Is the subject of the clause at s[k..e), a determiner's or a
 * name's in the possessive and nouns, right before a form of the verb
 * the question of p[0..pn) asks with and its value ("Her friends make
 * $18." to "How much does she make?", "The car travels 180 miles." to
 * "How far does it travel?"), headed by a noun that is neither a
 * quantity's ("Her earnings"), the question's subject, nor one the
 * problem writes before its question where a subject may stand
 * (noun_as_subject): someone or something else's value?  English
 * only.
 */
static int
other_subject(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t qa, qb, va, ve, qs, i, w, x, h = 0, he = 0;
	int n, group = 0;

	while (k < e && (s[k] == '*' || s[k] == '_'))
		k++;
	w = subj_word(s, k, e);
	if (w == k || !(papo_frame_word_in(s, k, w, subj_dets) || (s[k] >=
	    'A' && s[k] <= 'Z' && w - k > 2 && s[w - 2] == '\'')))
		return 0;	/* "The car", "Her friends", "Janet's sister" */
	for (i = w, n = 1; n < 7; n++, i = w) {
		while (i < e && s[i] == ' ')
			i++;
		if ((w = subj_word(s, i, e)) == i)
			return 0;	/* a value, a sign: no verb read */
		for (x = w; x < e && s[x] == ' '; x++)
			;
		if (n > 1 && x < e && (is_digit((unsigned char)s[x]) ||
		    s[x] == '$' || s[x] == '\\' || (unsigned char)s[x] >=
		    0x80))
			break;	/* the verb, its value right after it */
		if (papo_frame_word_in(s, i, w, subj_auxes) || (w - i > 3 &&
		    s[w - 2] == 'l' && s[w - 1] == 'y')) {
			group = 1;	/* "would", "initially" */
			continue;
		}
		if (group || s[i] < 'a' || s[i] > 'z' || n > 3 ||
		    papo_frame_word_in(s, i, w, subj_links))
			return 0;	/* a word after its auxiliary, a name
					   inside ("the amount Winston
					   spent"), a phrase ("the number of
					   ways to select 2 balls") */
		h = i;
		he = w;
	}
	if (n == 7 || he == 0)
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	if (!question_verb(p, qa, qb, &va, &ve, &qs) || !verb_form(s, i, w,
	    p + va, ve - va, irregular_row(p + va, ve - va)))
		return 0;
	if (papo_answer_quantity_noun(s, h, he) || name_in(p, qs, va, s, h,
	    he, 0) || noun_as_subject(p, qa, s, h, he))
		return 0;	/* "Her earnings", "The boys", "The train" */
	return 1;
}

/* Words that open the clause concluding_clause finds, skipped before
   its subject. */
static const char *const clause_opens[] = { "so", "therefore", "hence",
	"thus", "then", "finally", "and", "which", "means", "that", "where",
	"when", "whereas", "while", NULL };

/*
 * Does the statement s[st..e) name, as its subject, a measure the
 * problem p[0..pn) does not ask ("So the perimeter is 42.", "The
 * diagonal of the box is 42." to a problem asking its volume)?  Its
 * subject, in the clause that gives the value ("The width is 6, so
 * the area is 60": the area's): "the" (after a connective and its
 * comma), then one of its next two words a word of quantities[]
 * (quantity_other: "the perimeter", "the surface area").
 */
/*
 * The verbs of an act on a count that say nothing of what someone has
 * after it, with the stem a question asking of that act writes ("Tom
 * eats 18 apples." is no answer to "How many apples does Tom have
 * now?"; it answers "How many apples does Tom eat?").
 */
static const struct {
	const char *verb, *stem;
} acts[] = { { "eats", "eat" }, { "ate", "eat" }, { "sells", "sell" },
	{ "sold", "sell" }, { "gives", "give" }, { "gave", "give" },
	{ "buys", "buy" }, { "bought", "buy" }, { "spends", "spend" },
	{ "spent", "spen" }, { "pays", "pay" }, { "paid", "pay" },
	{ "uses", "use" }, { "used", "use" }, { "needs", "need" },
	{ "needed", "need" }, { "wants", "want" }, { "wanted", "want" },
	{ "loses", "los" }, { "lost", "los" }, { "throws", "throw" },
	{ "threw", "throw" }, { "donates", "donat" }, { "donated", "donat" },
	{ "shares", "shar" }, { "shared", "shar" }, { NULL, NULL } };

size_t
papo_frame_word_before_value(const char *s, size_t k, size_t e, size_t *i)
{
	size_t d, w;

	for (d = k; d < e && !is_digit((unsigned char)s[d]); d++)
		;
	if (d == e)
		return 0;
	for (w = d; w > k && (s[w - 1] == ' ' || s[w - 1] == '$'); w--)
		;
	for (*i = w; *i > k && is_alpha((unsigned char)s[*i - 1]); (*i)--)
		;
	return w;
}

/*
 * Does the subject of "gives" at s[i] make it a result, not an act: a
 * pronoun of the work right before it ("This gives 4.", "That gives
 * 4.", "which gave 4", the clause's opening word before k) or a gerund
 * that opens its clause, four words at most before it ("Adding gives
 * 4.", "Adding them gives 4.", "Counting them all gives 4.")?
 */
static int
yield_subject(const char *s, size_t i)
{
	static const char *const subjects[] = { "this", "that", "which",
	    "it", "these", "what", NULL };
	size_t a, b;
	int n;

	for (b = i; b > 0 && s[b - 1] == ' '; b--)
		;
	for (a = b; a > 0 && is_alpha((unsigned char)s[a - 1]); a--)
		;
	if (a < b && papo_frame_word_in(s, a, b, subjects))
		return 1;
	for (n = 1; n < 4 && a > 1 && s[a - 1] == ' ' &&
	    is_alpha((unsigned char)s[a - 2]); n++) {
		for (b = a - 1; b > 0 && s[b - 1] == ' '; b--)
			;
		for (a = b; a > 0 && is_alpha((unsigned char)s[a - 1]); a--)
			;
	}
	return b - a > 4 && strncmp(s + b - 3, "ing", 3) == 0 && (a == 0 ||
	    !is_alpha((unsigned char)s[a - 1])) && (a == 0 || s[a - 1] !=
	    ' ' || a < 2 || strchr(".,;:\n", s[a - 2]) != NULL);
}

/*
 * Is the verb right before the statement s[k..e)'s first value (a
 * particle, "away", "up", "out", between) an act of acts[] where the
 * question of p[0..pn) asks what someone has ("has", "have", "had" in
 * it) and writes no form of that act (its stem or the verb itself:
 * "paid" for "How much did she have to pay?")?
 */
static int
act_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const haves[] = { "has", "have", "had", NULL };
	static const char *const particles[] = { "away", "up", "out",
	    NULL };
	size_t qa, qb, i, w, j;

	if ((w = papo_frame_word_before_value(s, k, e, &i)) == 0)
		return 0;
	if (i < w && papo_frame_word_in(s, i, w, particles)) {
		for (w = i; w > k && s[w - 1] == ' '; w--)
			;
		for (i = w; i > k && is_alpha((unsigned char)s[i - 1]); i--)
			;
	}
	for (j = 0; acts[j].verb != NULL; j++)
		if (strlen(acts[j].verb) == w - i && strncasecmp(s + i,
		    acts[j].verb, w - i) == 0)
			break;
	if (acts[j].verb == NULL || (strcmp(acts[j].stem, "give") == 0 &&
	    yield_subject(s, i)))
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	return qb > qa && papo_frame_list_word(p, qa, qb, haves, 1) &&
	    !papo_frame_has_word(p, qa, qb, acts[j].stem, 0) &&
	    !papo_frame_has_word(p, qa, qb, acts[j].verb, 0);
}

/*
 * Does the statement s[k..e) open on a distributive or a group subject
 * ("Each has 18 apples.", "Each of them has", "They each have", "Both
 * have", "All of them have") where the problem p[0..pn) shares nothing
 * out (no "each", "every", "both", "all", "per", "equally", "share",
 * "among" and the like in it)?  A share per head is not one person's
 * count.
 */
static int
each_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const opens[] = { "each of ", "each ",
	    "they each ", "we each ", "you each ", "both of ", "both ",
	    "all of them ", "all of us ", NULL };
	static const char *const asks[] = { "each", "every", "both", "all",
	    "per", "equally", "evenly", "share", "shared", "shares", "split",
	    "divide", "divided", "among", "between", NULL };
	size_t j, l;

	for (j = 0; opens[j] != NULL; j++)
		if ((l = strlen(opens[j])) <= e - k && strncasecmp(s + k,
		    opens[j], l) == 0)
			break;
	if (opens[j] == NULL || (j == 1 && k + 5 < e && is_alpha(
	    (unsigned char)s[k + 5]) && !papo_frame_word_in(s, k + 5,
	    k + 5 + strcspn(s + k + 5, " .,"), (const char *const[]){ "has",
	    "have", "had", "gets", "got", "earns", "makes", "pays", "owns",
	    NULL })))
		return 0;	/* "Each basket has": the noun's */
	return !papo_frame_list_word(p, 0, pn, asks, 1);
}

/*
 * Where the statement a reporting clause opens at s[k] starts: after
 * "that" when at most six words before it end on a verb that reports a
 * finding ("Both methods confirm that the number ...", "This shows that
 * ..."), else k.  The statement's subject is its own, not the
 * reporter's.
 */
static size_t
reported(const char *s, size_t k, size_t e)
{
	static const char *const verbs[] = { "confirm", "confirms", "show",
	    "shows", "verify", "verifies", "indicate", "indicates", "agree",
	    "agrees", "mean", "means", "tell", "tells", "find", "found",
	    "see", "get", "conclude", NULL };
	size_t i, a, b, j;
	int words = 0;

	for (i = k; i < e && words <= 6; i++) {
		if (s[i] != ' ')
			continue;
		words++;
		if (e - i < 6 || strncasecmp(s + i, " that ", 6) != 0)
			continue;
		for (a = i; a > k && s[a - 1] != ' '; a--)
			;
		b = i;
		for (j = 0; verbs[j] != NULL; j++)
			if (b - a == strlen(verbs[j]) && strncasecmp(s + a,
			    verbs[j], b - a) == 0)
				return i + 6;
		return k;
	}
	return k;
}

int
papo_frame_other_quantity(const char *s, size_t st, size_t e, const char *p,
    size_t pn)
{
	static const char *const leads[] = { "so", "therefore", "hence",
	    "thus", "then", "finally", NULL };
	size_t w, k;
	int n, r;

	if (p == NULL || pn == 0)
		return 0;
	if (papo_answer_dense_topic_other(s, st, e, p, pn))
		return 1;	/* "安有4支。" to "汤姆有多少支铅笔？" */
	k = concluding_clause(s, st, e, leads);
	for (w = k; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	for (n = 0; n < 3 && papo_frame_word_in(s, k, w, clause_opens);
	    n++) {
		for (k = w; k < e && (s[k] == ',' || s[k] == ' '); k++)
			;
		for (w = k; w < e && is_alpha((unsigned char)s[w]); w++)
			;
	}
	if (reported(s, k, e) > k) {	/* "Both methods confirm that
					   the number ..." */
		k = reported(s, k, e);
		for (w = k; w < e && is_alpha((unsigned char)s[w]); w++)
			;
	}
	if (symbol_other(s, k, e, p, pn))
		return 1;	/* "Therefore $r = 42$." to "its diameter?" */
	if (papo_answer_money_noun_other(s, k, e, p, pn))
		return 1;	/* "Her revenue is $20." to "How much profit" */
	if (other_person(s, k, e, p, pn) || other_group(s, k, e, p, pn) ||
	    other_subject(s, k, e, p, pn) || act_other(s, k, e, p, pn) ||
	    papo_answer_affix_act_other(s, k, e, p, pn) ||
	    each_other(s, k, e, p, pn) ||
	    papo_answer_possessed_other(s, k, e, p, pn))
		return 1;	/* "Ann has 4." to "... does Tom have?", "The
				   girls have 60." to "... do the boys", "Her
				   friends make $18." to "does she make" */
	if (the_noun_other(s, k, e, p, pn))
		return 1;	/* "the boxes are 4" to "How many pencils" */
	if (share_for_total(s, k, e, p, pn))
		return 1;	/* "Each box holds 42 pens." */
	if (other_count(s, k, e, p, pn))
		return 1;	/* "The number of pigs is 42." */
	if (w - k != 3 || strncasecmp(s + k, "the", 3) != 0 || w >= e ||
	    s[w] != ' ')
		return 0;
	for (n = 0; n < 2 && w < e && s[w] == ' '; n++) {
		if ((r = quantity_other(s, w + 1, e, p, pn)) != 0)
			return r > 0;	/* "the surface area" */
		for (w++; w < e && is_alpha((unsigned char)s[w]); w++)
			;
	}
	return 0;
}

/*
 * Does the line s[a..k) hold two words or more, a space between
 * letters ("My friend wrote:", not "**Berechnung:**")?
 */
static int
words_above(const char *s, size_t a, size_t k)
{
	size_t i;

	for (i = a + 1; i + 1 < k; i++)
		if (s[i] == ' ' && s[i - 1] != ' ' && s[i - 1] != '*' &&
		    s[i - 1] != '#' && s[i + 1] != ' ')
			return 1;
	return 0;
}

/*
 * Is the long colon line s[a..k) (k after its colon) the response's own
 * work introducing its answer, by one of these rows: its last word a
 * copula whose value is on the next line ("Looking at the options, the
 * closest one to our result is:"), its first a connective that
 * concludes the work ("Now, considering all the questions and
 * answers:", "Thus in each level, ...:"), or its last clause the
 * response's own "we" or "let's", a modal or an adverb, then a verb of
 * working out ("Since ..., we can find the measure of R as follows:")?
 * Someone else's words above a label ("Here is what another model
 * said:") are none of them: papo_answer_lead_word reads them.
 */
static int
own_work_line(const char *s, size_t a, size_t k)
{
	static const char *const copulas[] = { "is", "are", "was", "were",
	    "equals", NULL };
	static const char *const ours[] = { "we", "let's", "lets", NULL };
	static const char *const leads[] = { "so", "then", "thus", "now",
	    "and", "finally", "hence", "therefore", "can", "could", "will",
	    "would", "must", "should", "may", "might", "need", "to", "us",
	    "first", "just", "again", NULL };
	static const char *const works[] = { "find", "get", "obtain", "have",
	    "use", "compute", "calculate", "conclude", "see", "arrive",
	    "determine", "express", "write", "summarize", "simplify",
	    "solve", "apply", "substitute", "evaluate", "round", "combine",
	    "add", "multiply", "divide", "subtract", "compare", "choose",
	    "select", "match", "identify", "deduce", "derive", NULL };
	static const char *const concludes[] = { "now", "thus", "so",
	    "therefore", "hence", "finally", "overall", "altogether",
	    "consequently", NULL };
	size_t e = k - 1, c, w, we;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '*'))
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w < e && papo_frame_word_in(s, w, e, copulas))
		return 1;
	for (w = a; w < e && (s[w] == '*' || s[w] == ' '); w++)
		;
	for (we = w; we < e && is_alpha((unsigned char)s[we]); we++)
		;
	if (we > w && papo_frame_word_in(s, w, we, concludes))
		return 1;	/* "Now, considering all the answers:" */
	for (c = e; c > a && s[c - 1] != ',' && s[c - 1] != ';'; c--)
		;
	for (w = we = c; w < e; w = we) {
		while (w < e && s[w] == ' ')
			w++;
		for (we = w; we < e && (is_alpha((unsigned char)s[we]) ||
		    s[we] == '\''); we++)
			;
		if (we == w)
			return 0;
		if (papo_frame_word_in(s, w, we, ours))
			break;
		if (!papo_frame_word_in(s, w, we, leads))
			return 0;
	}
	if (we >= e)
		return 0;	/* no "we" */
	for (w = we; w < e; w = we) {
		while (w < e && s[w] == ' ')
			w++;
		for (we = w; we < e && is_alpha((unsigned char)s[we]); we++)
			;
		if (we == w)
			return 0;
		if (papo_frame_word_in(s, w, we, works))
			return 1;
		if (!papo_frame_word_in(s, w, we, leads))
			return 0;
	}
	return 0;
}

/*
 * The line that opens at s[ss] under a label's line of words that
 * introduces it ("My friend wrote:\nAnswer: 42", "Minha amiga
 * escreveu:\nResposta final: 42"): that line read as the words before
 * the statement (papo_answer_lead_word at its colon), why they are not
 * recognised; NULL when they are or there is no such line.  A line of
 * one word is a section's heading ("**Berechnung:**", "Solution:"); a
 * line over five words is read too ("Here is what another model
 * said:") but one the rows recognise as the response's own work
 * (own_label_line, own_work_line).
 */
static const char *
label_above(const char *s, size_t ss, const char *p, size_t pn,
    struct papo_pwords *pw, const char **row, char *word, size_t wn)
{
	size_t above, ls = 0;

	if (!(is_alpha((unsigned char)s[ss]) || s[ss] == '*') ||
	    (above = colon_line_above(s, ss, ss, &ls)) == 0 ||
	    step_label_line(s, ls, above) != 0 || !words_above(s, ls, above))
		return NULL;
	while (ls < above && s[ls] == ' ')
		ls++;
	/* a longer line, as above a box: read too, but a heading's or
	   one the rows recognise as the response's own */
	if (!short_line(s, above) && (s[ls] == '#' || own_label_line(s, ls,
	    above) || own_work_line(s, ls, above)))
		return NULL;
	return papo_answer_lead_word(s, above, p, pn, pw, row, word, wn);
}

const char *
papo_answer_label_above(const char *s, size_t ss, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	const char *row;

	return label_above(s, ss, p, pn, pw, &row, word, wn);
}

/*
 * papo_answer_lead_word's reading of the words before s[at], from its
 * sentence's start, or from s[from] when from is not (size_t)-1 (past
 * a sure[] row that opens the sentence at s[ws]: the sentences before
 * it are read from there).
 */
/*
 * A word right after the opening of math and right before the answer at
 * s[at] ("$presque \\boxed{42}$", "\\(quasi \\boxed{42}\\)"): the words
 * in math are read as its symbols, so this one, not the problem's
 * (p[0..pn)), is a word not recognised; 1 with it in word, else 0.
 */
static int
math_word_before(const char *s, size_t ss, size_t at, const char *p,
    size_t pn, char *word, size_t wn)
{
	size_t e = at, w, m, st, d, ls;
	long c;

	if (strncmp(s + at, "\\boxed", 6) != 0 && strncmp(s + at, "\\fbox",
	    5) != 0)
		return 0;	/* a box's only */
	while (e > ss && s[e - 1] == ' ')
		e--;
	for (w = e; w > ss; w = st) {
		c = papo_frame_cp_before(s, ss, w, &st);
		if (!(c == ' ' || is_alpha((int)(c < 0x80 ? c : 0)) ||
		    (c >= 0xc0 && c < 0x250) || (c >= 0x80 &&
		    (papo_frame_word_letter(c) || papo_frame_dense_letter(c)))))
			break;	/* words: "$alrededor de \\boxed{34}$" */
	}
	for (m = w; m < e && s[m] == ' '; m++)
		;
	if (e - m < 2 || (w > ss && s[w - 1] == '\\'))
		return 0;	/* none, a variable, a command */
	w = m;
	for (m = w; m > ss && s[m - 1] == ' '; m--)
		;
	if (!(m > ss && (s[m - 1] == '$' || (m > ss + 1 && s[m - 2] == '\\' &&
	    (s[m - 1] == '(' || s[m - 1] == '[')))))
		return 0;
	if (s[m - 1] == '$') {	/* an opening '$': odd on its line */
		for (ls = m; ls > 0 && s[ls - 1] != '\n'; ls--)
			;
		for (d = 0; ls < m; ls++)
			d += s[ls] == '$';
		if (d % 2 == 0)
			return 0;	/* "$$ ... $$ The answer is" */
	}
	if (p != NULL && papo_frame_in_problem(p, pn, NULL, s, w, e))
		return 0;	/* the problem's name of it */
	papo_frame_rest_word(s, w, e, word, wn, NULL);
	return 1;
}

static const char *
lead_from(const char *s, size_t at, size_t from, size_t ws, const char *p,
    size_t pn, struct papo_pwords *pw, const char **row, char *word,
    size_t wn)
{
	size_t above, ls = 0;

	size_t open = (size_t)-1, ss, pe = 0;
	int k, step, part;
	const char *why;

	if (wn > 0)
		word[0] = '\0';
	/* the sentence's start, found once: lead_rows reads from it */
	ss = from != (size_t)-1 ? from : clause_start(s, at);
	/* "Bob said:\n\\boxed{42}": read as "Bob said: \\boxed{42}"; so
	   is a long line above a box ("However, my friend said:") but
	   one the rows recognise as the response's own label; "Step
	   1:\n\\boxed{42}" opens a step */
	if (from == (size_t)-1 &&
	    (above = colon_line_above(s, ss, at, &ls)) != 0) {
		if ((step = step_label_line(s, ls, above)) == 2) {
			*row = "word";
			return "a step's label above it, opening a step";
		}
		while (ls < above && s[ls] == ' ')
			ls++;
		if (short_line(s, above) || (step == 0 && s[ls] != '#' &&
		    (starts_ci(s, at + 7, at, "\\boxed") || starts_ci(s, at +
		    5, at, "\\fbox")) && !own_label_line(s, ls, above)))
			return papo_answer_lead_word(s, above, p, pn, pw, row,
			    word, wn);
	}
	/* "The answer to a similar problem is \\boxed{36}." */
	if (ss < at && (why = papo_answer_of_other(s, ss, at, p, pn, pw, word,
	    wn)) != NULL) {
		*row = "word";
		return why;
	}
	/* "Is it true that the width is 6, so the area is \\boxed{36}." */
	if (ss < at && papo_answer_asked_open(s, ss, at)) {
		*row = "word";
		return "a question before it";
	}
	/* the label of the part the problem asks opens the sentence:
	   read from after it ("**Part (a):** The answer is 42") */
	if ((part = papo_answer_part_label(s, ss, at, p, pn, &pe)) > 0 &&
	    pe > ss && pe <= at)
		ss = pe;
	if ((why = lead_rows(s, from != (size_t)-1 ? ws : ss, ss, at, p, pn,
	    pw, row, &open)) != NULL)
		return why;
	if (papo_frame_other_quantity(s, ss, at, p, pn)) {
		*row = "word";	/* "The perimeter is \\boxed{42}." */
		return "another quantity than the problem asks";
	}
	if (part < 0) {
		*row = "word";	/* "Part (b): \\boxed{42}" to part (a) */
		return PART_OTHER;
	}
	if (papo_answer_case_other(s, ss, at, p, pn) > 0) {
		*row = "word";	/* "After 11 years, the tree is \\boxed{65}" */
		return CASE_OTHER;
	}
	/* "My friend wrote:\nAnswer: 42": a line that opens with words
	   before the value (not math: "\\[ x = \\boxed{40} \\]" under
	   "Solve for x:" is the work's) under a label's line of words
	   that introduces it is read after that label too, as a value
	   alone under it is; a line of one word is a section's heading
	   ("**Berechnung:**", "Solution:") */
	if (ss < at && (why = label_above(s, ss, p, pn, pw, row, word,
	    wn)) != NULL)
		return why;
	/* the words before the accepting row, recognised (answer_open.c),
	   from the sentence's start: a clause before a ';' is in it
	   ("Suppose n is odd; \\boxed{5}") */
	if (open == (size_t)-1 && ss > 0 && s[ss - 1] == ';')
		open = ss - 1;
	if (open == (size_t)-1)
		return NULL;
	/* a clause before it with a value of its own is a statement of
	   its own ("4 cannot be the answer; the answer is 6"), unless
	   it opens with a condition ("Suppose n = 3;") */
	while (ss > 0 && s[ss - 1] == ';' && !own_value(s,
	    clause_start(s, ss - 1), ss - 1))
		ss = clause_start(s, ss - 1);
	if ((why = papo_answer_open(s, ss, open, p, pn, pw, word, wn)) == NULL)
		why = lead_langs(s, ss, at, p, pn, pw, word, wn);
	if (why == NULL && s[open] == ':')	/* "Should be: \\boxed{42}" */
		why = papo_answer_label_unread(s, ss, at, p, pn, pw, word, wn);
	if (why == NULL && answer_line_owned(s, ss, open))
		why = "a subject before the answer line";
	if (why == NULL && (k = papo_answer_belief_lead(s, ss, open, at, p,
	    pn)) != 0)
		why = k == 1 ? "a chance or an average of the answer "
		    "before it" : k == 3 ? "a quantity of the answer before "
		    "it" : "a frame before it not recognised";
	if (why == NULL && papo_answer_named_other(s, ss, at, p, pn))
		why = "another answer or a quantity of it before it";
	if (why == NULL && papo_answer_span_other(s, ss, at, p, pn))
		why = "a rate over another span than the question's";
	if (why == NULL && papo_answer_difference_before(s, ss, at, p, pn))
		why = "a difference the question does not ask";
	*row = why != NULL ? "word" : *row;
	return why;
}

/*
 * The openers of a committed answer's sentence that say its certainty,
 * that it holds whatever way the work is done, or that name a value
 * rejected before the one it commits to ("No doubt about it: ",
 * "Regardless of the order we count, ", "Not 48 (that would be 8 per
 * pen): "), by language.  In a row, a space stands for spaces, '*' for
 * a slot of words that holds no value and no doubt, condition,
 * negation, modal, bound or retraction (sure_slot), '#' for the value
 * rejected (sure_value: never the answer's).  A row ends a word; what
 * follows it is read by the rows as the sentence's start is: "No doubt
 * some would say \\boxed{42}" is not recognised, nor is "No, 42".
 */
static const struct sure_row {
	const char *lang;
	const char *w;
	int turn;	/* it turns from the value rejected to the answer
			   ("not # but", "不是#，而是"): read only right
			   before the answer, "Not 48 but also 42" none */
} sure[] = {
	/* certainty */
	{ "en", "no doubt about it" }, { "en", "no doubt" },
	{ "en", "without a doubt" }, { "en", "without any doubt" },
	{ "en", "beyond any doubt" }, { "en", "undoubtedly" },
	{ "en", "there's no other possibility" },
	{ "en", "there is no other possibility" },
	{ "en", "there is no other option" },
	{ "en", "nothing else works" }, { "en", "no other value works" },
	{ "en", "for certain" }, { "en", "certainly" }, { "en", "definitely" },
	{ "en", "with certainty" }, { "en", "with complete certainty" },
	{ "zh", "可以肯定" }, { "zh", "可以確定" }, { "zh", "可以确定" },
	{ "ko", "확실히" },
	{ "zh", "毫无疑问" }, { "zh", "毫無疑問" }, { "zh", "无疑" },
	{ "zh", "無疑" }, { "zh", "没有其他可能" }, { "zh", "沒有其他可能" },
	{ "zh", "肯定是" }, { "ja", "間違いなく" }, { "ja", "疑いなく" },
	{ "ja", "他の可能性はありません" }, { "ko", "의심할 여지 없이" },
	{ "ko", "틀림없이" }, { "ko", "다른 가능성은 없습니다" },
	{ "fr", "sans aucun doute" }, { "fr", "à coup sûr" },
	{ "fr", "assurément" }, { "fr", "il n'y a pas d'autre possibilité" },
	{ "de", "ohne zweifel" }, { "de", "zweifellos" },
	{ "de", "ganz sicher" }, { "de", "mit sicherheit" },
	{ "de", "es gibt keine andere möglichkeit" },
	{ "de", "nichts anderes funktioniert" },
	{ "es", "sin duda" }, { "es", "sin ninguna duda" },
	{ "es", "sin lugar a dudas" }, { "es", "no hay otra posibilidad" },
	{ "es", "con total seguridad" }, { "es", "con seguridad" },
	{ "it", "senza dubbio" }, { "it", "senza alcun dubbio" },
	{ "it", "non c'è altra possibilità" },
	{ "pt", "sem dúvida" }, { "pt", "sem dúvida alguma" },
	{ "pt", "não há outra possibilidade" }, { "pt", "com certeza" },
	{ "ru", "без сомнения" }, { "ru", "несомненно" },
	{ "ru", "другого варианта нет" },
	{ "uk", "без сумніву" }, { "uk", "безсумнівно" },
	{ "uk", "іншого варіанту немає" },
	{ "pl", "bez wątpienia" }, { "pl", "bez żadnych wątpliwości" },
	{ "pl", "na pewno" },
	{ "pl", "nie ma innej możliwości" },
	{ "tr", "şüphesiz" }, { "tr", "hiç şüphesiz" },
	{ "tr", "kesinlikle" },
	{ "tr", "başka bir olasılık yok" },
	{ "id", "tidak diragukan lagi" }, { "id", "tanpa keraguan" },
	{ "id", "pasti" },
	{ "id", "tidak ada kemungkinan lain" },
	{ "vi", "không còn nghi ngờ gì nữa" }, { "vi", "chắc chắn" },
	{ "vi", "không có khả năng nào khác" },
	{ "sw", "bila shaka" }, { "sw", "hakuna uwezekano mwingine" },
	{ "hi", "निस्संदेह" }, { "hi", "बिना किसी संदेह के" },
	{ "hi", "निश्चित रूप से" },
	{ "bn", "নিঃসন্দেহে" }, { "bn", "অন্য কোনো সম্ভাবনা নেই" },
	{ "bn", "নিশ্চিতভাবে" },
	{ "te", "నిస్సందేహంగా" }, { "te", "సందేహం లేకుండా" },
	{ "ar", "بلا شك" }, { "ar", "دون أدنى شك" },
	{ "ar", "لا يوجد احتمال آخر" },
	{ "th", "ไม่ต้องสงสัยเลย" }, { "th", "ไม่มีความเป็นไปได้อื่น" },
	/* the answer whatever way the work is done */
	{ "en", "regardless of *" }, { "en", "irrespective of *" },
	{ "en", "no matter *" }, { "en", "whether * or *" },
	{ "en", "without any assumptions beyond the problem" },
	{ "zh", "无论*" }, { "zh", "無論*" }, { "zh", "不管*" },
	{ "ja", "どの*でも" }, { "ja", "どの*ても" }, { "ko", "*와 상관없이" },
	{ "ko", "*과 상관없이" },
	{ "fr", "quel que soit *" }, { "fr", "quelle que soit *" },
	{ "fr", "peu importe *" },
	{ "de", "unabhängig von *" }, { "de", "egal wie *" },
	{ "es", "sin importar *" }, { "es", "independientemente de *" },
	{ "es", "independientemente del *" },
	{ "it", "indipendentemente da *" }, { "it", "indipendentemente dal *" },
	{ "pt", "independentemente de *" }, { "pt", "independentemente da *" },
	{ "pt", "independentemente do *" }, { "pt", "não importa *" },
	{ "ru", "независимо от *" }, { "uk", "незалежно від *" },
	{ "pl", "niezależnie od *" }, { "pl", "bez względu na *" },
	{ "tr", "* fark etmeksizin" }, { "id", "terlepas dari *" },
	{ "vi", "bất kể *" }, { "sw", "bila kujali *" },
	{ "hi", "चाहे * या *" }, { "bn", "* যাই হোক না কেন" },
	{ "te", "* ఏదైనా" }, { "ar", "بغض النظر عن *" },
	{ "th", "ไม่ว่า*" },
	/* a value rejected, then the one committed to */
	{ "en", "not #" }, { "en", "not # but", 1 },
	{ "en", "one might guess #, but" }, { "en", "one might think #, but" },
	{ "en", "you might think #, but" }, { "en", "at first i wrote #, but" },
	{ "en", "at first i got #, but" }, { "en", "i first got #, but" },
	{ "en", "initially i got #, but" },
	{ "zh", "不是#，而是", 1 }, { "zh", "不是#,而是", 1 },
	{ "ja", "#ではなく", 1 }, { "ko", "#이 아니라", 1 },
	{ "ko", "#가 아니라", 1 },
	{ "fr", "pas #, mais", 1 }, { "fr", "pas # mais", 1 },
	{ "fr", "non pas #, mais", 1 }, { "fr", "non pas # mais", 1 },
	{ "fr", "n'est pas #, mais", 1 }, { "fr", "n'est pas # mais", 1 },
	{ "de", "nicht #, sondern", 1 }, { "de", "nicht # sondern", 1 },
	{ "es", "no #, sino", 1 }, { "es", "no # sino", 1 },
	{ "es", "no es #, sino", 1 }, { "es", "no es # sino", 1 },
	{ "it", "non #, ma", 1 }, { "it", "non # ma", 1 },
	{ "it", "non è #, ma", 1 }, { "it", "non è # ma", 1 },
	{ "pt", "não #, mas", 1 }, { "pt", "não # mas", 1 },
	{ "pt", "não é #, mas", 1 }, { "pt", "não é # mas", 1 },
	{ "ru", "не #, а", 1 }, { "uk", "не #, а", 1 },
	{ "pl", "nie #, lecz", 1 }, { "pl", "nie #, ale", 1 },
	{ "tr", "# değil,", 1 }, { "id", "bukan #, melainkan", 1 },
	{ "id", "bukan #, tetapi", 1 }, { "vi", "không phải #, mà là", 1 },
	{ "sw", "si #, bali", 1 }, { "hi", "# नहीं, बल्कि", 1 },
	{ "bn", "# নয়, বরং", 1 }, { "te", "# కాదు,", 1 },
	{ "ar", "ليس #, بل", 1 }, { "ar", "ليس #, وإنما", 1 },
	{ "th", "ไม่ใช่ # แต่เป็น", 1 },
};

/* The row kinds no slot of a sure[] row may hold. */
#define SURE_NEVER	(M(R_NEG) | M(R_DOUBT) | M(R_DISOWN) | M(R_BOUND) | \
	M(R_MODAL) | M(R_COND) | M(R_WEAK) | M(R_GUESS))

/* Does a row of a kind of SURE_NEVER, or a word of answer_open.c's
   nevers[], start at s[i] (within e)? */
static int
sure_never_at(const char *s, size_t i, size_t e)
{
	unsigned k;

	for (k = 0; k < R_NKINDS; k++)
		if ((SURE_NEVER & M(k)) != 0 && papo_frame_row_starts(s, i, e,
		    (enum row_kind)k) != NULL)
			return 1;
	return is_alpha((unsigned char)s[i]) && papo_answer_never_word(s, i,
	    papo_frame_word_end(s, i, e));
}

/*
 * Is s[i..) (within b) a word that asks "what" or "how" in a slot of
 * a row of a script without spaces ("无论按什么顺序", "不管怎么分组"):
 * the slot's own, no question; its length in *l.
 */
static int
sure_wh(const char *s, size_t i, size_t b, size_t *l)
{
	static const char *const wh[] = { "什么", "什麼", "怎么", "怎麼",
	    "怎样", "怎樣", "如何", "哪", NULL };
	size_t k;

	for (k = 0; wh[k] != NULL; k++)
		if (starts_ci(s, b, i, wh[k])) {
			*l = strlen(wh[k]);
			return 1;
		}
	return 0;
}

/*
 * Is s[a..b) a slot of words: no value, no math, no mark that ends a
 * clause, at most 120 bytes, and at no word's start (at no character
 * of a script without spaces) a row of a kind of SURE_NEVER?
 */
static int
sure_slot(const char *s, size_t a, size_t b)
{
	size_t i, l;
	long c;
	int start = 1;

	if (b <= a || b - a > 120)
		return 0;
	for (i = a; i < b; i += l) {
		c = papo_frame_cp_len(s, i, b, &l);
		if (l == 0 || c < 0 || (c < 0x80 && !is_alpha((int)c) &&
		    c != ' ' && c != '\'' && c != '-') || c == 0x3001 ||
		    c == 0xff0c || c == 0x3002 || c == 0xff1a || c == 0x060c ||
		    (c >= 0xff10 && c <= 0xff19))
			return 0;	/* a value, math or a clause's end */
		if ((start || papo_frame_dense_letter(c)) && c != ' ' &&
		    !sure_wh(s, i, b, &l) && sure_never_at(s, i, b))
			return 0;
		start = c == ' ';
	}
	return 1;
}

/*
 * The value a '#' of a sure[] row reads at s[i] (within e): digits
 * (a sign, a decimal point or a fraction's bar between them) or a
 * capital letter alone (an option), maybe in $...$; its end, the value
 * in [*vs, *ve), or 0.
 */
static size_t
sure_value(const char *s, size_t i, size_t e, size_t *vs, size_t *ve)
{
	size_t k = i, d;
	int dollar = k < e && s[k] == '$';

	k += (size_t)dollar;
	*vs = k;
	if (k < e && s[k] == '-')
		k++;
	for (d = k; k < e && (is_digit((unsigned char)s[k]) || (k > d &&
	    k + 1 < e && strchr(".,/", s[k]) != NULL &&
	    is_digit((unsigned char)s[k - 1]) &&
	    is_digit((unsigned char)s[k + 1]))); k++)
		;
	if (k == d) {
		if (k < e && s[k] >= 'A' && s[k] <= 'Z' && (k + 1 == e ||
		    !is_alpha((unsigned char)s[k + 1])))
			k++;
		else
			return 0;
	}
	*ve = k;
	if (dollar) {
		if (k >= e || s[k] != '$')
			return 0;
		k++;
	}
	return k;
}

/* Is the value s[vs..ve) a sure[] row rejects the answer's at s[at]? */
static int
sure_rejects_answer(const char *s, size_t vs, size_t ve, size_t at)
{
	struct papo_frame_value av;
	size_t k = at;

	if (answer_value(s, at, &av) != NULL)
		return av.n == ve - vs && memcmp(av.s, s + vs, av.n) == 0;
	if (starts_ci(s, at + 7, at, "\\boxed{"))
		k += 7;
	while (s[k] == '(' || s[k] == '$' || s[k] == '*' || s[k] == ' ')
		k++;	/* "(J)", "$J$", "**J**" */
	return ve - vs == 1 && s[k] == s[vs];
}

/* Does a clause's mark (or the text's end) stand at s[k] (within e)? */
static int
slot_end(const char *s, size_t k, size_t e)
{
	return k == e || (s[k] != '\0' && strchr(",:;.", s[k]) != NULL) ||
	    starts_ci(s, e, k, "\xef\xbc\x8c") ||	/* ， */
	    starts_ci(s, e, k, "\xe3\x80\x81");	/* 、 */
}

/* Matches s[i] (within e) the code point of the row at r[j]? Its
   length in *l. */
static int
sure_cp(const char *s, size_t i, size_t e, const char *r, size_t j,
    size_t *l)
{
	size_t rl;
	long c = papo_frame_cp_len(s, i, e, l), rc;

	rc = papo_frame_cp_len(r, j, strlen(r), &rl);
	if (*l == 0 || c < 0)
		return 0;
	return c == rc || papo_frame_fold_cp(c) == rc ||
	    (c >= 0x100 && c < 0x180 && c + 1 == rc);	/* "Ş", "Ż" */
}

/*
 * Does the row r (from r[j]) match s[i..), within e, ending where a
 * word does?  Its end in *end; a '#' value's span in [*vs, *ve).
 */
static int
sure_match(const char *s, size_t i, size_t e, const char *r, size_t j,
    size_t *end, size_t *vs, size_t *ve)
{
	size_t l, k, b;

	while (r[j] != '\0') {
		if (r[j] == ' ') {
			if (i >= e || s[i] != ' ')
				return 0;
			while (i < e && s[i] == ' ')
				i++;
			j++;
		} else if (r[j] == '#') {
			if ((i = sure_value(s, i, e, vs, ve)) == 0)
				return 0;
			j++;
		} else if (r[j] == '*') {
			/* the shortest slot the rest of the row follows;
			   at the row's end, the slot up to a clause's mark */
			for (k = i + 1; k <= e && k - i <= 120; k++) {
				if (((unsigned char)s[k] & 0xc0) == 0x80)
					continue;
				for (b = k; b > i && s[b - 1] == ' '; b--)
					;
				if (r[j + 1] == '\0' ? slot_end(s, k, e) :
				    sure_match(s, k, e, r, j + 1, end, vs,
				    ve)) {
					if (r[j + 1] == '\0')
						*end = k;
					return sure_slot(s, i, b);
				}
			}
			return 0;
		} else {
			if (i >= e || !sure_cp(s, i, e, r, j, &l))
				return 0;
			i += l;
			papo_frame_cp_len(r, j, strlen(r), &l);
			j += l;
		}
	}
	for (k = j; k > 0 && ((unsigned char)r[k - 1] & 0xc0) == 0x80; k--)
		;
	if (i < e && k > 0 && papo_frame_word_letter(papo_frame_cp_at(s, i,
	    e)) && papo_frame_word_letter(papo_frame_cp_at(r, k - 1, j)))
		return 0;	/* "no doubts" */
	*end = i;
	return 1;
}

/* Skip spaces from s[i] (within e). */
static size_t
sure_spaces(const char *s, size_t i, size_t e)
{
	while (i < e && (s[i] == ' ' || s[i] == '*'))
		i++;
	return i;
}

/*
 * The end of the sure[] row w at s[i] (within e, the answer at s[at]),
 * past an aside in parentheses after a value rejected ("Not 48 (that
 * would be 8 per pen):") and one mark that ends it (",", ":", a dash);
 * i when it does not match, (size_t)-1 when the value it rejects is
 * the answer's or its aside doubts.
 */
static size_t
sure_row_end(const char *s, size_t i, size_t e, size_t at, const char *w)
{
	static const char *const marks[] = { ",", ":", "\xe2\x80\x94",
	    "\xe2\x80\x93", "-", "\xef\xbc\x8c", "\xef\xbc\x9a",
	    "\xe3\x80\x81", "\xd8\x8c", NULL };
	size_t end, vs = 0, ve = 0, k, l;

	if (!sure_match(s, i, e, w, 0, &end, &vs, &ve) || end > e)
		return i;
	if (ve > vs && sure_rejects_answer(s, vs, ve, at))
		return (size_t)-1;	/* "Not 42: \\boxed{42}" */
	l = strlen(w);
	k = sure_spaces(s, end, e);
	if (w[l - 1] == '#' && k < e && s[k] == '(') {
		/* the reason it is not: no doubt, no question */
		for (l = k + 1; l < e && l - k < 100 && s[l] != ')' &&
		    s[l] != '(' && s[l] != '?' && s[l] != '\n'; l++)
			if ((l == k + 1 || s[l - 1] == ' ') &&
			    (papo_frame_row_starts(s, l, e, R_DOUBT) ||
			    papo_frame_row_starts(s, l, e, R_GUESS) ||
			    papo_frame_row_starts(s, l, e, R_WEAK)))
				return (size_t)-1;
		if (l >= e || s[l] != ')')
			return (size_t)-1;
		k = sure_spaces(s, l + 1, e);
	}
	for (l = 0; marks[l] != NULL; l++)
		if (starts_ci(s, e, k, marks[l])) {
			k += strlen(marks[l]);
			break;
		}
	return sure_spaces(s, k, e);
}

/*
 * The end of the longest sure[] row s[i] starts with (sure_row_end), of
 * the turns only when turns is set, or i when none does or one rejects
 * the answer's value.  *contrast: that row is a turn from the value
 * rejected to the answer ("not # but", "不是#，而是", "nicht #,
 * sondern").
 */
static size_t
sure_row_at(const char *s, size_t i, size_t e, size_t at, int turns,
    int *contrast)
{
	size_t j, k, best = i, l;
	long c = papo_frame_fold_cp(papo_frame_cp_len(s, i, e, &l)), rc;
	const char *w;

	*contrast = 0;
	for (j = 0; j < sizeof(sure) / sizeof(sure[0]); j++) {
		w = sure[j].w;
		if (turns && !sure[j].turn)
			continue;
		rc = papo_frame_cp_len(w, 0, strlen(w), &l);
		if (rc != '*' && rc != '#' && rc != c && !(c >= 0x100 &&
		    c < 0x180 && c + 1 == rc))
			continue;	/* the first letter first */
		if ((k = sure_row_end(s, i, e, at, w)) == (size_t)-1)
			return i;
		if (k > best) {
			best = k;
			*contrast = sure[j].turn;
		}
	}
	return best;
}

/*
 * The words before s[at] read again when lead_word refused them, past
 * the sure[] rows: a value rejected right before it ("The answer is
 * not 48 but \\boxed{42}": the words before "not"), else a row that
 * opens the sentence ("No doubt about it: \\boxed{42}": the words
 * after it).  NULL when they are recognised so; else *row and word as
 * the first reading left them.
 */
static int
sure_lead(const char *s, size_t at, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	const char *row;
	char word[32];
	size_t ss = clause_start(s, at), i, w, e;
	int contrast = 0;

	/* a row read across the stops no mark makes ("48가 아니라",
	   "ไม่ใช่ 48 แต่เป็น"): from up to three clauses before it */
	for (w = 0; w < 3 && ss > 0 && ss < at && s[ss - 1] == ' ' &&
	    (e = clause_start(s, ss - 1)) != (size_t)-1 && e < ss; w++)
		ss = e;
	i = sure_spaces(s, ss, at);
	/* a value rejected right before the answer's: read up to it (a
	   turn names a value: none in the words, none to look for) */
	for (w = i; w < at && !is_digit((unsigned char)s[w]) && !(s[w] >=
	    'A' && s[w] <= 'Z' && !is_alpha((unsigned char)s[w + 1])); w++)
		;
	for (w = w < at ? i : at; w < at; w++) {
		if (w > i && !(s[w - 1] == ' ' || (((unsigned char)s[w] &
		    0xc0) != 0x80 && papo_frame_dense_letter(
		    papo_frame_cp_at(s, w, at)))))
			continue;	/* a word's start, or a character's */
		if (sure_row_at(s, w, at, at, 1, &contrast) != at)
			continue;
		for (e = w; e > ss && s[e - 1] == ' '; e--)
			;
		/* "Not 48 but \\boxed{42}": nothing before it but the
		   sentences before the answer's, read from its start */
		return (e == ss ? lead_from(s, at, at, ss, p, pn, pw, &row,
		    word, sizeof(word)) : lead_from(s, e, (size_t)-1,
		    (size_t)-1, p, pn, pw, &row, word, sizeof(word))) == NULL;
	}
	if ((e = sure_row_at(s, i, at, at, 0, &contrast)) == i || contrast)
		return 0;	/* a turn is read right before the answer */
	return lead_from(s, at, e, ss, p, pn, pw, &row, word,
	    sizeof(word)) == NULL;
}

/*
 * The end of a sure[] row of certainty or of "whatever way" (no value
 * rejected in it) that opens s[a..b), past its mark ("Sans aucun doute,
 * la réponse est 240 km.": after "doute, "), or a when none does: the
 * last statement's readers of the words before its value read from
 * there.  What follows it is read by them as a sentence's start is.
 */
size_t
papo_answer_sure_open(const char *s, size_t a, size_t b)
{
	size_t j, k, best = a, l;
	long c, rc;

	if (a >= b)
		return a;
	c = papo_frame_fold_cp(papo_frame_cp_len(s, a, b, &l));
	for (j = 0; j < sizeof(sure) / sizeof(sure[0]); j++) {
		if (sure[j].turn || strchr(sure[j].w, '#') != NULL)
			continue;
		rc = papo_frame_cp_len(sure[j].w, 0, strlen(sure[j].w), &l);
		if (rc != '*' && rc != c && !(c >= 0x100 && c < 0x180 &&
		    c + 1 == rc))
			continue;	/* the first letter first */
		if ((k = sure_row_end(s, a, b, b, sure[j].w)) != (size_t)-1 &&
		    k > best && k <= b)
			best = k;
	}
	return best;
}

/*
 * Does a turn of sure[] whose value is the answer's own stand in the 48
 * bytes before s[at] ("La risposta non è 42, ma \\boxed{42}"), or one
 * whose aside doubts?  Asked of words before an answer the rows
 * recognised, so only where those bytes hold a digit (a turn names a
 * value) and a letter, a comma or a character of a script without
 * spaces ends them.
 */
static int
sure_turn_rejects(const char *s, size_t at)
{
	size_t ss = clause_start(s, at), e = at, w, lo, j;

	while (e > ss && s[e - 1] == ' ')
		e--;
	if (e == ss || !((unsigned char)s[e - 1] >= 0x80 ||
	    is_alpha((unsigned char)s[e - 1]) || s[e - 1] == ','))
		return 0;
	lo = at - ss > 48 ? at - 48 : ss;
	for (w = lo; w < e && !is_digit((unsigned char)s[w]); w++)
		;
	if (w == e)
		return 0;	/* no value: no turn */
	for (w = lo; w < e; w++) {
		if (w > lo && !(s[w - 1] == ' ' || (((unsigned char)s[w] &
		    0xc0) != 0x80 && (unsigned char)s[w] >= 0x80)))
			continue;	/* a word's start, or a character's */
		for (j = 0; j < sizeof(sure) / sizeof(sure[0]); j++)
			if (sure[j].turn && sure_row_end(s, w, at, at,
			    sure[j].w) == (size_t)-1)
				return 1;
	}
	return 0;
}

const char *
papo_answer_lead_word(const char *s, size_t at, const char *p, size_t pn,
    struct papo_pwords *pw, const char **row, char *word, size_t wn)
{
	const char *why;

	if (math_word_before(s, clause_start(s, at), at, p, pn, word, wn)) {
		*row = "word";	/* "$presque \\boxed{42}$" */
		return "a word before it not recognised";
	}
	why = lead_from(s, at, (size_t)-1, (size_t)-1, p, pn, pw, row, word,
	    wn);

	if (why == NULL && sure_turn_rejects(s, at)) {
		*row = "word";
		return "a value rejected before it that is the answer's";
	}
	if (why != NULL && sure_lead(s, at, p, pn, pw)) {
		*row = "sure";
		if (wn > 0)
			word[0] = '\0';
		return NULL;
	}
	return why;
}

const char *
papo_answer_lead(const char *s, size_t at, const char *p, size_t pn,
    struct papo_pwords *pw, const char **row)
{
	char word[32];

	return papo_answer_lead_word(s, at, p, pn, pw, row, word, sizeof(word));
}

/* Skip formatting forwards from s[i]: closers, punctuation, spacing. */
size_t
papo_frame_strip_fwd(const char *s, size_t i, size_t n)
{
	static const char *const fmt[] = { "\\)", "\\]", "$", "*", "}",
	    ".", ",", "!", ";", "\\quad", "\\qquad", "\\hfill", "\\hfil",
	    "\\enspace", "\\\\", "\\blacksquare",
	    "\\square", "\\qed", "\\end{align*}", "\\end{aligned}",
	    "\\end{align}", "</answer>", "</solution>", "\"", ")",
	    "\xe3\x80\x82" /* 。 */, "\xef\xbc\x81" /* ！ */,
	    "\xef\xbc\x8c" /* ， */, "\xef\xbc\x8e" /* ． */,
	    "\xe2\x88\x8e" /* ∎ */, "\xe2\x96\xa1" /* □ */,
	    "\xe3\x80\x8d" /* 」 */, "\xe3\x80\x80", "```", "#",
	    "\xe0\xa5\xa4" /* । */, "\xc2\xa1" /* ¡ */,
	    /* the listed languages' closing quotation marks, markdown's
	       "__" (papo_answer_trim's pairs; not “ nor «, which open
	       an option's quoted text: "C. “A cidade ...”") */
	    "\xc2\xbb" /* » */, "\xe2\x80\x9d" /* ” */,
	    "\xe3\x80\x8f" /* 』 */, "__", NULL };

	return papo_frame_skip_all(s, i, n, fmt, 1);
}

size_t
papo_frame_skip_all(const char *s, size_t i, size_t n,
    const char *const *fmt, int spaces)
{
	size_t k, l;
	int moved = 1;

	while (moved && i < n) {
		moved = 0;
		if (spaces && is_space((unsigned char)s[i])) {
			i++;
			moved = 1;
			continue;
		}
		for (k = 0; fmt[k]; k++) {
			if (fmt[k][0] != s[i])
				continue;	/* the first byte first */
			l = strlen(fmt[k]);
			if (n - i >= l && memcmp(s + i, fmt[k], l) == 0) {
				i += l;
				moved = 1;
				break;
			}
		}
	}
	return i;
}

/* Is s[i..] a row of kind k (matched forwards, ending a word)? */
const struct row *
papo_frame_row_starts(const char *s, size_t i, size_t n, enum row_kind kind)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned char c = (unsigned char)s[i];
	unsigned j, b = kind * 256u + (c >= 0x80 ? c :
	    (unsigned char)lower(c));
	size_t l;

	/* only the rows of the kind starting with s[i]'s byte, in the
	   order of papo_frame_rows[]: no other can match */
	for (j = x->kf_at[b]; j < x->kf_at[b + 1]; j++) {
		r = &papo_frame_rows[x->by_kfirst[j]];
		l = strlen(r->w);
		if (starts_ci(s, n, i, r->w) && (i + l == n ||
		    !papo_frame_word_letter((unsigned char)s[i + l]) ||
		    (unsigned char)r->w[0] >= 0x80))
			return r;
	}
	return NULL;
}

/*
 * Is c a raised or lowered letter (a modifier letter's superscript
 * Latin, "ⁿ", "ˣ", "ᵏ", a subscript letter "ₙ")?  On a value it makes
 * a power or an index of it ("42ⁿ"), not the value.
 */
static int
raised_letter(long c)
{
	return (c >= 0x2b0 && c <= 0x2b8) || (c >= 0x2e0 && c <= 0x2e4) ||
	    (c >= 0x1d2c && c <= 0x1d6a) || c == 0x2071 || c == 0x207f ||
	    (c >= 0x2090 && c <= 0x209c);
}

/*
 * Is code point c a symbol papo cannot read in a value or after it: an
 * emoji or pictograph, a dingbat (a cross, a check, a hand), a
 * combining mark of the blocks of diacritics for any script (an
 * overlay, an accent or a line put on a digit: "42̶", "42́", "42̲";
 * the marks of the listed scripts are in their own blocks), a
 * variation selector, a private-use character, an interrobang, a
 * full-width, small, reversed or inverted question mark, a raised or
 * lowered letter?  Not a comparison sign: a value
 * may be "x ≤ 5".
 */
int
papo_frame_symbol(long c)
{
	return c >= 0x1f000 || (c >= 0x2600 && c < 0x27c0) || c == 0xbf ||
	    (c >= 0x0300 && c <= 0x036f) || (c >= 0x1ab0 && c <= 0x1aff) ||
	    (c >= 0x1dc0 && c <= 0x1dff) || (c >= 0xfe20 && c <= 0xfe2f) ||
	    (c >= 0x20d0 && c <= 0x20ff) ||
	    (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe000 && c < 0xf900) ||
	    c == 0x203d || c == 0x2047 || c == 0x2048 || c == 0x2049 ||
	    c == 0xff1f || c == 0x2753 || c == 0x2754 || c == 0xfffd ||
	    c == 0xfe56 || c == 0x2e2e || raised_letter(c);
}

/*
 * The first byte of s[i..n) that is 0x80 or more (a UTF-8 sequence's),
 * or n: sixteen bytes at a time where SSE2 is.  Most responses are
 * ASCII throughout, and the readers of other scripts' characters pass
 * them at once.
 */
size_t
papo_frame_high_from(const char *s, size_t i, size_t n)
{
#ifdef __SSE2__
	for (; i + 16 <= n; i += 16) {
		unsigned m = (unsigned)_mm_movemask_epi8(_mm_loadu_si128(
		    (const void *)(s + i)));

		if (m != 0)
			return i + (size_t)__builtin_ctz(m);
	}
#endif
	for (; i < n && (unsigned char)s[i] < 0x80; i++)
		;
	return i;
}

/* Is a non-ASCII character of s[i..n) one that is(c) says yes to? */
int
papo_frame_any_cp(const char *s, size_t i, size_t n, int (*is)(long))
{
	size_t k, st;

	for (k = papo_frame_high_from(s, i, n); k < n;
	    k = papo_frame_high_from(s, k + 1, n)) {
		if (k + 1 < n && ((unsigned char)s[k + 1] & 0xc0) == 0x80)
			continue;	/* the last byte of a character */
		if (is(papo_frame_cp_before(s, i, k + 1, &st)))
			return 1;
	}
	return 0;
}

int
papo_answer_symbol(const char *s, size_t i, size_t n)
{
	return papo_frame_any_cp(s, i, n, papo_frame_symbol);
}

/*
 * The word s[i..e) with its first letter lowered (papo_frame_fold_at:
 * "Ответ", "La", "Łącznie"), into buf (size bs): its length, or 0 when it
 * does not fit.
 */
static size_t
lowered(const char *s, size_t i, size_t e, char *buf, size_t bs)
{
	unsigned char c = (unsigned char)s[i];

	if (e - i >= bs)
		return 0;
	memcpy(buf, s + i, e - i);
	buf[e - i] = '\0';
	buf[0] = (char)papo_frame_fold_at(s, i, e);
	if (c >= 0xc0 && c < 0xe0 && e - i >= 2)
		buf[1] = (char)papo_frame_fold_at(s, i + 1, e);
	return e - i;
}

/*
 * Is the word s[i..e) one ASCII letter with '=' after it, the variable
 * the value at v is given to ("x = 3")?
 */
static int
var_of_value(const char *s, size_t i, size_t e, size_t v)
{
	if (e != i + 1 || (unsigned char)s[i] >= 0x80 ||
	    !is_alpha((unsigned char)s[i]))
		return 0;
	while (e < v && s[e] == ' ')
		e++;
	return e < v && s[e] == '=';
}

/*
 * The kinds a word between an answer's name and its value may be in a
 * last statement of a language with spaces ("La respuesta final es 42",
 * "Ответ: 42", "Die Antwort lautet also 42").
 */
#define NAMED_OK	(M(R_LEAD) | M(R_NOUN) | M(R_AFFIRM) | M(R_STCOP) | \
			 M(R_CONCL) | M(R_THENCE) | M(R_FUNC))

/*
 * Is the word s[i..e) (after s[a], before s[v]) inside a conclusion's
 * row that starts at it or at the word before it ("Sonuç olarak",
 * as a result: "sonuç" is the answer's name only alone)?
 */
int
papo_frame_concl_covers(const char *s, size_t a, size_t i, size_t e,
    size_t v)
{
	char buf[96];
	const struct row *r;
	size_t p = i, l, n;

	while (p > a && s[p - 1] == ' ')
		p--;
	while (p > a && papo_frame_word_letter(papo_frame_cp_before(s, a, p,
	    &l)))
		p = l;
	n = v - p < sizeof(buf) ? v - p : sizeof(buf) - 1;
	if ((l = lowered(s, p, p + n, buf, sizeof(buf))) > 0 && p < i &&
	    (r = papo_frame_kind_starts(buf, 0, l, R_CONCL)) != NULL &&
	    r->len >= e - p)
		return 1;
	n = v - i < sizeof(buf) ? v - i : sizeof(buf) - 1;
	return (l = lowered(s, i, i + n, buf, sizeof(buf))) > 0 &&
	    (r = papo_frame_kind_starts(buf, 0, l, R_CONCL)) != NULL &&
	    r->len > e - i;
}

/*
 * What may stand between an answer's name and its value in each
 * language, saying what it answers: "the answer to this problem is"
 * ("La respuesta a este problema es 8", "Die Antwort auf diese Aufgabe
 * ist 8").  Nothing in them hedges, bounds or negates.
 */
static const struct {
	const char *lang, *words;
} to_problem[] = {
	{ "fr", "\xc3\xa0 ce probl\xc3\xa8me" },	/* à ce problème */
	{ "fr", "\xc3\xa0 cette question" },
	{ "fr", "de ce probl\xc3\xa8me" }, { "fr", "du probl\xc3\xa8me" },
	{ "fr", "au probl\xc3\xa8me" }, { "fr", "\xc3\xa0 la question" },
	{ "fr", "de cette question" },
	{ "es", "a este problema" }, { "es", "a esta pregunta" },
	{ "es", "de este problema" }, { "es", "del problema" },
	{ "es", "al problema" }, { "es", "a la pregunta" },
	{ "es", "de esta pregunta" },
	{ "de", "auf diese aufgabe" }, { "de", "auf diese frage" },
	{ "de", "auf die aufgabe" }, { "de", "auf die frage" },
	{ "de", "dieser aufgabe" }, { "de", "der aufgabe" },
	{ "de", "zu dieser aufgabe" },
	{ "it", "a questo problema" }, { "it", "a questa domanda" },
	{ "it", "di questo problema" }, { "it", "del problema" },
	{ "it", "al problema" }, { "it", "alla domanda" },
	{ "pt", "a este problema" }, { "pt", "para este problema" },
	{ "pt", "a esta pergunta" }, { "pt", "para esta pergunta" },
	{ "pt", "deste problema" }, { "pt", "do problema" },
	{ "pt", "desta quest\xc3\xa3o" },	/* desta questão */
	{ "pt", "para esta quest\xc3\xa3o" },
	/* на эту задачу */
	{ "ru", "\xd0\xbd\xd0\xb0 \xd1\x8d\xd1\x82\xd1\x83 "
	    "\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd1\x83" },
	/* на этот вопрос */
	{ "ru", "\xd0\xbd\xd0\xb0 \xd1\x8d\xd1\x82\xd0\xbe\xd1\x82 "
	    "\xd0\xb2\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81" },
	/* к этой задаче */
	{ "ru", "\xd0\xba \xd1\x8d\xd1\x82\xd0\xbe\xd0\xb9 "
	    "\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb5" },
	/* задачи */
	{ "ru", "\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb8" },
};

/* The length of one of to_problem[]'s phrases of lang at s[i] (before
   v), a whole word's end after it; else 0. */
static size_t
problem_named(const char *s, size_t i, size_t v, const char *lang)
{
	char buf[64];
	size_t k, l, n;

	n = v - i < sizeof(buf) ? v - i : sizeof(buf) - 1;
	if (lowered(s, i, i + n, buf, sizeof(buf)) == 0)
		return 0;
	for (k = 0; k < sizeof(to_problem) / sizeof(to_problem[0]); k++) {
		l = strlen(to_problem[k].words);
		if (strcmp(to_problem[k].lang, lang) == 0 && l <= n &&
		    strncasecmp(buf, to_problem[k].words, l) == 0 && (l == n ||
		    !papo_frame_word_letter(papo_frame_cp_at(s, i + l, v))))
			return l;
	}
	return 0;
}

size_t
papo_frame_to_problem(const char *s, size_t a, size_t i, size_t v)
{
	char buf[64];
	const struct row *r;
	size_t e = i, w, l;

	/* the cheap test first: each phrase opens with a, d, p, z, à
	   (C3) or a Cyrillic letter (D0) */
	if (i >= v || strchr("adpzADPZ\xc3\xd0", s[i]) == NULL ||
	    s[i] == '\0')
		return i;
	while (e > a && s[e - 1] == ' ')
		e--;
	for (w = e; w > a && papo_frame_word_letter(papo_frame_cp_before(s,
	    a, w, &l)); w = l)
		;
	if (w == e || e == i || (l = lowered(s, w, e, buf, sizeof(buf))) ==
	    0 || (r = papo_frame_kind_starts(buf, 0, l, R_NOUN)) == NULL ||
	    r->len != l || strcmp(r->lang, "en") == 0)
		return i;
	return i + problem_named(s, i, v, r->lang);
}

const char *
papo_answer_named_said(const char *s, size_t a, size_t v, char *word,
    size_t wn)
{
	char buf[64];
	size_t i, e, l, k, named = 0;
	const struct row *r;
	const char *lang = NULL;
	unsigned kind;
	long func = 0;	/* after a function word (its start + 1) */

	/* the last answer's name of another language, a whole word */
	for (i = a; i < v; i = e) {
		for (; i < v && !papo_frame_word_letter(papo_frame_cp_at(s, i,
		    v)); i++)
			;
		e = papo_frame_word_end(s, i, v);
		if (e == i)
			break;
		if ((l = lowered(s, i, e, buf, sizeof(buf))) > 0 &&
		    (r = papo_frame_kind_starts(buf, 0, l, R_NOUN)) != NULL &&
		    r->len == l && strcmp(r->lang, "en") != 0 &&
		    !papo_frame_concl_covers(s, a, i, e, v)) {
			named = e;
			lang = r->lang;
		}
	}
	if (named == 0)
		return NULL;
	/* then each word to the value recognised */
	for (i = named; i < v; i = e) {
		for (; i < v && !papo_frame_word_letter(papo_frame_cp_at(s, i,
		    v)); i++) {
			if (papo_frame_dense_letter(papo_frame_cp_at(s, i, v)))
				return strstr("zh ja ko th", lang) != NULL ?
				    NULL : papo_frame_rest_word(s, i,
				    papo_frame_word_end(s, i, v), word, wn,
				    "a word of another script after the "
				    "answer's name");	/* its own rows, or
							   "Réponse 不 : 7" */
			if (s[i] == '~' || s[i] == '?' || ((unsigned char)s[i]
			    == 0xe2 && i + 2 < v && (unsigned char)s[i + 1] ==
			    0x89 && (unsigned char)s[i + 2] == 0x88))
				return papo_frame_rest_word(s, i, i + 1, word,
				    wn, "a sign between the answer's name and "
				    "its value not recognised");
		}
		if (func == 0 && (l = problem_named(s, i, v, lang)) > 0) {
			e = i + l;	/* "La respuesta a este problema" */
			continue;
		}
		e = papo_frame_word_end(s, i, v);
		if (e == i)
			break;
		if (var_of_value(s, i, e, v))
			continue;	/* "Respuesta final: x = 3" */
		l = lowered(s, i, e, buf, sizeof(buf));
		for (k = 0, r = NULL; l > 0 && r == NULL && k < R_NKINDS; k++) {
			kind = (unsigned)k;
			if ((NAMED_OK & M(kind)) != 0 &&
			    (r = papo_frame_kind_starts(buf, 0, l,
			    (enum row_kind)kind)) != NULL && (r->len != l ||
			    (papo_frame_kind_word(buf, 0, l, (enum row_kind)
			    kind) & papo_frame_lang_bit(lang)) == 0))
				r = NULL;	/* a row of the name's
						   language: not Portuguese's
						   "no" after "La risposta" */
		}
		if (r == NULL)
			break;
		if (func > 0 && (r->kind == R_STCOP || r->kind == R_LEAD)) {
			i = (size_t)func - 1;	/* not "A resposta no é 7":
						   "no" (in the) wants its
						   noun; it is named */
			e = papo_frame_word_end(s, i, v);
			break;
		}
		func = r->kind == R_FUNC ? (long)i + 1 : 0;
	}
	if (i < v && e > i) {
		l = e - i < wn ? e - i : wn - 1;
		memcpy(word, s + i, l);
		word[l] = '\0';
		return "a word between the answer's name and its value "
		    "not recognised";
	}
	if (func > 0)	/* a function word right before the value */
		return papo_frame_rest_word(s, (size_t)func - 1,
		    papo_frame_word_end(s, (size_t)func - 1, v), word, wn,
		    "a word between the answer's name and its value not "
		    "recognised");
	return NULL;
}

/*
 * Is the lone letter at s[k] (within [lo, hi)) the times sign between two
 * numbers ("28 x 66 = 1,848", "3X4"), not a variable a condition is on?
 */
static int
times_sign(const char *s, size_t lo, size_t hi, size_t k)
{
	size_t b = k, e = k + 1;

	if (s[k] != 'x' && s[k] != 'X')
		return 0;
	while (b > lo && s[b - 1] == ' ')
		b--;
	while (e < hi && s[e] == ' ')
		e++;
	return b > lo && is_digit((unsigned char)s[b - 1]) && e < hi &&
	    is_digit((unsigned char)s[e]);
}

const char *
papo_answer_cond_before(const char *s, size_t st, size_t a, const char *p,
    size_t pn, char *word, size_t ws)
{
	const struct row *r;
	const char *row;
	size_t c, k;
	int var = 0;

	if (pn == 0)
		p = NULL;
	st = papo_frame_strip_fwd(s, st, a);
	if (st >= a || (r = papo_frame_kind_starts(s, st, a, R_OPEN)) == NULL)
		return NULL;
	/* the clause ends at its comma (or ，), else before the lead or
	   the answer's name ("Für ungerade n ist die Antwort 5") */
	for (c = st + r->len; c < a && s[c] != ',' && !(c + 2 < a && memcmp(s +
	    c, "\xef\xbc\x8c", 3) == 0) && !(s[c - 1] == ' ' &&
	    (papo_frame_kind_starts(s, c, a, R_LEAD) != NULL ||
	    papo_frame_kind_starts(s, c, a, R_NOUN) != NULL)); c++)
		;
	/* a condition on a variable ("For odd n", "When $x > 0$") */
	for (k = st + r->len; k < c && !var; k++)
		var = is_alpha((unsigned char)s[k]) && !is_alpha((unsigned char)
		    s[k - 1]) && (k + 1 == c || !is_alpha((unsigned char)
		    s[k + 1])) && s[k] != 'a' && s[k] != 'A' && s[k] != 'I' &&
		    !times_sign(s, st, c, k);
	if (!var || papo_frame_at_point(s, st + r->len, c) > 0)
		return NULL;	/* "For T = 3, the product is 6": a point */
	if (p == NULL)
		return papo_frame_rest_word(s, st, st + r->len, word, ws,
		    "a condition before it");
	if (papo_frame_rest_read(s, st, st, st, c, NULL, p, pn, &row, word, ws,
	    1) == NULL)
		return NULL;	/* the problem's own condition */
	return "a condition before it";
}

size_t
papo_answer_frame_word(const char *s, size_t a, size_t b, size_t i, enum
    papo_frame_words which)
{
	static const enum row_kind kinds[] = { R_STCOP, R_CONCL, R_THENCE,
	    R_CONDW, R_DOUBTW };
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned j, k = kinds[which];
	unsigned char c, f;

	if (i >= b || (i > a && is_alpha((unsigned char)s[i - 1])))
		return 0;
	c = (unsigned char)s[i];
	if (c < 0x80)
		c = (unsigned char)lower(c);
	if (!(x->kind_first[c] & (1u << k)))
		return 0;	/* no row of the list starts so */
	/* the rows of the kind that start with c (ASCII rows are
	   lowercase), in the order of papo_frame_rows[] */
	for (j = x->kf_at[k * 256u + c]; j < x->kf_at[k * 256u + c + 1];
	    j++) {
		r = &papo_frame_rows[x->by_kfirst[j]];
		if ((f = (unsigned char)r->w[0]) != c)
			continue;	/* a row written in capitals */
		if (f >= 0x80) {
			if (i + r->len <= b && memcmp(s + i, r->w, r->len) == 0)
				return r->len;
		} else if (starts_ci(s, b, i, r->w) && (i + r->len == b ||
		    !is_alpha((unsigned char)s[i + r->len])))
			return r->len;
	}
	return 0;
}

int
papo_answer_sure(const char *s, size_t a, size_t b, struct papo_answer_why *w)
{
	const struct row *r = papo_frame_row_within(s, a, b, M(R_DOUBT), NULL,
	    0);

	if (r == NULL)
		return 1;
	if (w != NULL && w->refused == NULL) {
		w->after = r->w;
		w->follow = PAPO_FOLLOW_OTHER;
		w->refused = DOUBT_AFTER;
		w->doubt = 1;
	}
	return 0;
}

/*
 * Does a Chinese conclusion start at s[i..b) after a space that follows
 * a character of three bytes (the script's) or a digit, where a
 * computation ended with no 。 ("= 8722美元 所以，他们赚了8722美元。")?
 * "所以", "因此" or "因而", then a comma or a character of the script:
 * a new statement, as after 。 (verify-cases c0275).  ("于是" is
 * not one: its "是" is read as an answer phrase's "is" there too.)
 */
static int
cjk_conclusion(const char *s, size_t a, size_t i, size_t b)
{
	static const char *const concl[] = {
	    "\xe6\x89\x80\xe4\xbb\xa5" /* 所以 */,
	    "\xe5\x9b\xa0\xe6\xad\xa4" /* 因此 */,
	    "\xe5\x9b\xa0\xe8\x80\x8c" /* 因而 */, NULL };
	size_t k;

	/* after a three-byte character (the script's, its 。 or ）; not
	   "Если 所以...", a word of another script before it) or a digit */
	if (s[i] != ' ' || i == a || !((i >= a + 3 &&
	    (unsigned char)s[i - 3] >= 0xe3 &&
	    (unsigned char)s[i - 3] < 0xf0) ||
	    is_digit((unsigned char)s[i - 1])) || b - i < 10)
		return 0;
	for (k = 0; concl[k]; k++)
		if (memcmp(s + i + 1, concl[k], 6) == 0)
			return (unsigned char)s[i + 7] >= 0xe3 ||
			    s[i + 7] == ',';
	return 0;
}

size_t
papo_answer_final_statement(const char *s, size_t a, size_t b)
{
	size_t i, st = a;

	/* white space after a final 。 starts no statement after it */
	for (i = b; i > a && is_space((unsigned char)s[i - 1]); i--)
		;
	if (i < b && i >= a + 3 && memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0)
		b = i;
	/* the last start wins: each test reads only the bytes around
	   s[i], so the scan goes back from the end and stops at the first
	   it meets (a long response's scan was the whole text) */
	for (i = b; i > a + 1; i--) {
		unsigned char c = (unsigned char)s[i - 2];

		if (c == '\n' || ((c == '.' || c == '!' || c == '?') &&
		    s[i - 1] == ' ' && !(c == '.' &&
		    papo_frame_abbrev_unit(s, i - 2, b)))) {
			st = i - 1;	/* not "240 కి.మీ. ప్రయాణిస్తుంది" */
			break;
		} else if (c == 0xe3 && i + 1 < b && (unsigned char)s[i - 1] ==
		    0x80 && (unsigned char)s[i] == 0x82) {
			st = i + 1;	/* 。 */
			break;
		} else if (c == ' ' && cjk_conclusion(s, a, i - 2, b)) {
			st = i - 1;
			break;
		} else if ((c == 0xa4 || c == 0xa5) && s[i - 1] == ' ' &&
		    i >= a + 4 && (unsigned char)s[i - 3] == 0xa5 &&
		    (unsigned char)s[i - 4] == 0xe0) {
			st = i - 1;	/* the danda । ॥ (Hindi, Bengali) */
			break;
		}
	}
	while (st < b && s[st] == ' ')
		st++;
	return st;
}

const char papo_frame_doubt_after[] = "a doubt after it";
const char papo_frame_alone[] = "alone";
const char papo_frame_doubt_before[] = "doubt before it";

int
papo_answer_uncertain(const struct papo_answer_why *w)
{
	return w->doubt;
}

int
papo_answer_other_value(const char *why)
{
	return why != NULL && strcmp(why, VALUE_AFTER) == 0;
}

/*
 * Does s[0..e) end inside an expression: on an operator that still
 * wants its right operand ("= 7 +", "2 \\times", "x^") or an opening
 * bracket ("f(", "\\frac{")?  A response cut off at the token limit in
 * the middle of a formula does (a repetition loop "= 7 + 4/45 = 7 +"),
 * and the value before the operator is not its answer.  "C++", a grade
 * "A+", a markdown rule "---" and bold "**" are not operators.
 */
static int
ends_in_expression(const char *s, size_t e)
{
	static const char *const tex[] = { "\\cdot", "\\times", "\\div",
	    "\\pm", "\\mp", "\\left(", "\\left[", "\\frac", "\\sqrt" };
	/* ×, ÷, ·, − (U+2212), and a relation wanting its right side:
	   ≠, ≈, ≤, ≥, ±, ∼ */
	static const char *const sym[] = { "\xc3\x97", "\xc3\xb7",
	    "\xc2\xb7", "\xe2\x88\x92", "\xe2\x89\xa0", "\xe2\x89\x88",
	    "\xe2\x89\xa4", "\xe2\x89\xa5", "\xc2\xb1", "\xe2\x88\xbc" };
	unsigned char c = (unsigned char)s[e - 1], p;
	size_t i, l, b;

	/* a row ends in c: tex[]'s rows in a letter, '(' or '[', sym[]'s
	   in a byte of 0x80 or more */
	for (i = 0; (is_alpha(c) || c == '(' || c == '[') &&
	    i < sizeof(tex) / sizeof(tex[0]); i++) {
		l = strlen(tex[i]);
		if (e >= l && memcmp(s + e - l, tex[i], l) == 0)
			return 1;
	}
	for (i = 0; c >= 0x80 && i < sizeof(sym) / sizeof(sym[0]); i++) {
		l = strlen(sym[i]);
		if (e >= l && memcmp(s + e - l, sym[i], l) == 0)
			return 1;
	}
	if (c == '(' || c == '[' || c == '{' || c == '^' || c == '<')
		return 1;	/* '<' alone: a tag ends on '>' */
	if (c != '+' && c != '-' && c != '*' && c != '/' && c != '~')
		return 0;
	if (e < 2)
		return 0;
	p = (unsigned char)s[e - 2];
	if (c == '~')
		return p != '~';	/* "42 ~", not "~~struck~~" */
	if (p == c)
		return 0;	/* "C++", "---", "**", "//" */
	/* the operand before it: a digit or a closing bracket next to it,
	   or anything but a letter-glued sign after a space ("x +") */
	if (c != '*' && (is_digit(p) || p == ')' || p == ']' || p == '}'))
		return 1;	/* "*5*" is emphasis */
	if (p != ' ')
		return 0;	/* "A+", "B-" */
	for (b = e - 2; b > 0 && s[b - 1] == ' '; b--)
		;
	return b > 0 && s[b - 1] != '\n' && s[b - 1] != '-' &&
	    s[b - 1] != '*';	/* a list bullet or rule starts a line */
}

/*
 * Does s[..e) end on a word of R_CUT (a conjunction, "plus"), an
 * ellipsis after it ("42 and...") aside?  The rows hold no letter
 * alone (an option: "(a)", "e").
 */
static int
cut_word_at_end(const char *s, size_t e)
{
	size_t at;

	if (e >= 2 && s[e - 1] == '.' && s[e - 2] == '.')
		while (e > 0 && s[e - 1] == '.')
			e--;	/* "..." */
	else if (e >= 3 && memcmp(s + e - 3, "\xe2\x80\xa6", 3) == 0)
		e -= 3;		/* … */
	while (e > 0 && s[e - 1] == ' ')
		e--;
	return row_at_end(s, e > 40 ? e - 40 : 0, e, M(R_CUT), &at) != NULL;
}

/*
 * Is the "**" at s[i] (the first of the response's first line) one that
 * can only close a bold: a word's letter right before it, a space or a
 * stop after it ("गणना**: ...", "Step 1**. ...")?  Its opener was cut
 * away before the response began (a fragment, a continued prefill), so
 * it leaves no bold open after it; "**42" and "4**2" open or multiply.
 */
static int
bold_closes_cut(const char *s, size_t i, size_t e)
{
	unsigned char p, a;

	if (i == 0 || i + 2 > e)
		return 0;
	p = (unsigned char)s[i - 1];
	if (i + 2 == e)
		return 0;	/* the line's end: the rule below */
	a = (unsigned char)s[i + 2];
	if (p == ' ' || p == '*' || p == '\t' || (p < 0x80 && !is_alpha(p)))
		return 0;
	return a == ' ' || a == ':' || a == '.' || a == ',' || a == ';';
}

/*
 * Is the "**" at s[i] (on the line from s[b], before s[e]) a power, no
 * bold marker: a digit, a letter or ')' right before it and a digit or
 * '(' right after it ("4**2", "x**2", "(a+1)**3")?  Paired with a bold
 * opener it would hide the unclosed bold of "4**2 is 16, so the total is
 * **42." and open one in "Since 7**3 = 343, the result is **60**."
 * (issue 26).
 */
static int
power_stars(const char *s, size_t b, size_t i, size_t e)
{
	unsigned char p, a;

	if (i <= b || i + 2 >= e)
		return 0;
	p = (unsigned char)s[i - 1];
	a = (unsigned char)s[i + 2];
	return (is_digit(p) || is_alpha(p) || p == ')') && (is_digit(a) ||
	    a == '(');
}

/*
 * Does s[..e) end on a mark that wants more after it: a comma or a
 * semicolon (also 、，；), an ellipsis ("42...", "42 apples…", not a
 * list's "8, ..."), an elision "[...]", or a delimiter its last line
 * opens and never closes: bold "**" with text after it, a backtick, \(
 * or \[ (not the line break \\[4pt]), a JSON object '{"'?
 */
static int
ends_open(const char *s, size_t e)
{
	static const char *const mark[] = { ",", ";", "\xe3\x80\x81",
	    "\xef\xbc\x8c", "\xef\xbc\x9b", "[...]", "[\xe2\x80\xa6]" };
	size_t i, l, b, star = 0, tick = 0;
	const char *q;
	long o, c;
	int bs;

	for (i = 0; i < sizeof(mark) / sizeof(mark[0]); i++) {
		l = strlen(mark[i]);
		if (e >= l && memcmp(s + e - l, mark[i], l) == 0)
			return 1;
	}
	b = e;
	if (e >= 3 && memcmp(s + e - 3, "...", 3) == 0)
		b = e - 3;
	else if (e >= 3 && memcmp(s + e - 3, "\xe2\x80\xa6", 3) == 0)
		b = e - 3;
	while (b < e && b > 0 && (s[b - 1] == '.' || s[b - 1] == ' '))
		b--;
	if (b < e && b > 0 && s[b - 1] != ',')
		return 1;	/* "42...", "\boxed{42}…", "42 apples..." */
	b = (q = memrchr(s, '\n', e)) != NULL ? (size_t)(q - s) + 1 : 0;
	/* backticks, and pairs "**" from the left (a third '*' starts the
	   next pair): each found by memchr, a line can be a whole
	   response */
	for (i = b; i < e && (q = memchr(s + i, '`', e - i)) != NULL;
	    i = (size_t)(q - s) + 1)
		tick++;
	for (i = b; i < e && (q = memchr(s + i, '*', e - i)) != NULL; ) {
		i = (size_t)(q - s) + 1;
		if (i < e && s[i] == '*' && !power_stars(s, b, i - 1, e)) {
			star += star > 0 || b > 0 || !bold_closes_cut(s, i - 1,
			    e);
			i++;
		} else if (i < e && s[i] == '*')
			i++;
	}
	/* a lone "**" ending the line closes or is formatting */
	if ((star % 2 == 1 && !(s[e - 1] == '*' && s[e - 2] == '*')) ||
	    (tick % 2 == 1 && tick != 3))
		return 1;
	/* math opened and not closed: a line with no backslash has
	   none (most lines: no call) */
	bs = memchr(s + b, '\\', e - b) != NULL;
	for (i = 0; i < 2 && bs; i++) {
		o = papo_answer_last_of(s + b, e - b, i ? "\\[" : "\\(");
		c = papo_answer_last_of(s + b, e - b, i ? "\\]" : "\\)");
		if (o > c && (o == 0 || s[b + (size_t)o - 1] != '\\'))
			return 1;
	}
	if (memchr(s + b, '{', e - b) == NULL)
		return 0;	/* no JSON object opened */
	o = papo_answer_last_of(s + b, e - b, "{\"");
	return o >= 0 && memchr(s + b + o, '}', e - b - (size_t)o) == NULL;
}

/*
 * Is the last line of s[..e) (spacing off its end) a list item's
 * marker alone, "-", "*", "+" or "•", after a line break ("The answer
 * is 42.\n\n- ")?  The model began an item and was cut off before its
 * text.
 */
static int
item_left_empty(const char *s, size_t e)
{
	size_t b = e;

	if (e >= 4 && memcmp(s + e - 3, "\xe2\x80\xa2", 3) == 0)
		b = e - 3;	/* • */
	else if (e >= 2 && (s[e - 1] == '-' || s[e - 1] == '*' ||
	    s[e - 1] == '+'))
		b = e - 1;
	if (b == e)
		return 0;
	while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '\t'))
		b--;
	return b > 0 && s[b - 1] == '\n';
}

int
papo_answer_truncated(const char *s, size_t n)
{
	size_t e = n, w;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	if (e == 0)
		return 0;
	if (s[e - 1] == ':' || s[e - 1] == '=' || (e >= 3 &&
	    memcmp(s + e - 3, "\xef\xbc\x9a", 3) == 0))
		return 1;
	if (ends_in_expression(s, e) || ends_open(s, e))
		return 1;
	if (cut_word_at_end(s, e))
		return 1;	/* "The answer is 42 and", "答案是42或" */
	if (item_left_empty(s, e))
		return 1;	/* "The answer is 42.\n\n- " */
	/* "the final answer is", "答案是": a copula with nothing after */
	if (row_at_end(s, e > 200 ? e - 200 : 0, e, M(R_LEAD), &w) == NULL)
		return 0;
	/* "答案：是": after a label's colon the word is the answer (yes) */
	while (w > 0 && s[w - 1] == ' ')
		w--;
	return !(w > 0 && s[w - 1] == ':') && !(w >= 3 &&
	    memcmp(s + w - 3, "\xef\xbc\x9a", 3) == 0);
}

/* How far from the end an answer phrase of another language is looked for. */
#define PHRASE_WINDOW	400

/* Is s[i..n) the last sentence (a final 。 or '.' aside)? */
static int
last_sentence(const char *s, size_t i, size_t n)
{
	while (n > i && (is_space((unsigned char)s[n - 1]) ||
	    s[n - 1] == '.' || s[n - 1] == '*'))
		n--;
	if (n >= i + 3 && memcmp(s + n - 3, "\xe3\x80\x82", 3) == 0)
		n -= 3;
	return papo_frame_sentence_stop(s, i, n) == n;
}

/* Does anything but spaces and a closing stop follow s[k] in s[..n)? */
static int
value_after(const char *s, size_t k, size_t n)
{
	while (n > k && (is_space((unsigned char)s[n - 1]) ||
	    s[n - 1] == '.' || s[n - 1] == '*'))
		n--;
	if (n >= k + 3 && memcmp(s + n - 3, "\xe3\x80\x82", 3) == 0)
		n -= 3;	/* 。 */
	return n > k;
}

/*
 * The phrases of papo_frame_phrases[] that start at s[i] (lo is where the
 * window starts): the end of the last one found with a value after it
 * (past spaces, ':', '*' and a ：), else best.
 */
static long
phrase_at(const struct papo_frame_index *x, const char *s, size_t i,
    size_t lo, size_t n, long best)
{
	/* the rows by their first byte: by[at[c] .. at[c + 1]) */
	const unsigned short *at = x->start_at;
	const unsigned short *by = x->by_start;
	const struct row *r;
	unsigned c = (unsigned)lower((unsigned char)s[i]);
	size_t k, l, j, d;

	if (at[c] == at[c + 1])
		return best;
	if (c < 0x80 && i > lo && is_alpha((unsigned char)s[i - 1]))
		return best;	/* rows start a word */
	for (j = at[c]; j < at[c + 1]; j++) {
		r = &papo_frame_phrases[by[j]];
		l = r->len;
		if (l > n - i)
			continue;
		for (k = 1, d = 0; k < l && i + k + d < n; k++) {
			if (lower((unsigned char)s[i + k + d]) ==
			    (unsigned char)r->w[k])
				continue;
			if (r->w[k] != ':' || k + 1 != l || s[i + k + d] != '*')
				break;
			/* a label's bold closed before its colon:
			   "**Jibu la mwisho**: 240" as "jibu la mwisho:" */
			while (i + k + d < n && s[i + k + d] == '*')
				d++;
			if (i + k + d >= n || s[i + k + d] != ':')
				break;
		}
		if (k < l || (c < 0x80 && i + l + d < n &&
		    is_alpha((unsigned char)s[i + l + d])))
			continue;
		l += d;
		for (k = i + l; k < n && (s[k] == ' ' ||
		    s[k] == ':' || s[k] == '*'); k++)
			;
		if (k + 3 <= n && memcmp(s + k, "\xef\xbc\x9a", 3) == 0)
			k += 3;	/* ： */
		if (r->kind == R_COPULA && (!last_sentence(s, k, n) ||
		    !value_after(s, k, n)))
			continue;	/* "答案：是": 是 is the value */
		best = (long)k;
	}
	return best;
}

#ifdef __SSE2__
/*
 * The bytes of s[0..16) that phrase_at may take (s[-1] is read): a byte
 * of 0x80 or more, or one after a byte that is not an ASCII letter, and
 * when every phrase starts so (alpha) that one an ASCII letter.  Each
 * other byte is an ASCII byte inside a word, where no row starts.
 */
static unsigned
phrase_starts(const char *s, int alpha)
{
	__m128i v = _mm_loadu_si128((const void *)s);
	__m128i lv = papo_ascii_letters16(v);
	__m128i lp = papo_ascii_letters16(_mm_loadu_si128((const void *)(s -
	    1)));
	__m128i m = alpha ? _mm_andnot_si128(lp, lv) :
	    _mm_andnot_si128(lp, _mm_set1_epi8(-1));

	return (unsigned)_mm_movemask_epi8(_mm_or_si128(m, v));
}
#endif

/*
 * The languages whose answer phrases no reader of their own follows to
 * the value (Swahili's is papo_answer_sw_phrase, the Romance languages',
 * German's and Russian's the tables of answer_euro.c): Hindi, Arabic,
 * Indonesian, Vietnamese, Polish, Ukrainian, Turkish.
 */
static int
gap_lang(const char *l)
{
	return strcmp(l, "hi") == 0 || strcmp(l, "ar") == 0 ||
	    strcmp(l, "id") == 0 || strcmp(l, "vi") == 0 ||
	    strcmp(l, "pl") == 0 || strcmp(l, "uk") == 0 ||
	    strcmp(l, "tr") == 0;
}

/*
 * gap_lang's phrases by their last byte (lowercase, as the rows are
 * written): by_gap[gap_at[c] .. gap_at[c + 1]), c 256 the empty ones,
 * each byte's in the order of their byte before the last (gap_sort).
 * Built once (papo_once) and only read after.
 */
static unsigned short gap_at[258];
static unsigned short by_gap[PAPO_FRAME_PHRASES_MAX];
/* by_gap[j]'s row's length, and its byte before the last (0: none) */
static unsigned char gap_len[PAPO_FRAME_PHRASES_MAX];
static unsigned char gap_pen[PAPO_FRAME_PHRASES_MAX];
/* the pairs (last byte, byte before it) of the rows of two bytes or
   more: bit p of gap_pair[c]; gap_short[c]: a row of c is one byte */
static uint64_t gap_pair[256][4];
static unsigned char gap_short[256];
static struct papo_once gap_once = PAPO_ONCE_INIT;

static unsigned
gap_key(const struct row *r)
{
	return r->len == 0 ? 256 : (unsigned char)r->w[r->len - 1];
}

/* Rows lo..hi of by_gap in the order of their byte before the last
   (insertion: the one-byte rows, gap_pen 0, first). */
static void
gap_sort(unsigned lo, unsigned hi)
{
	unsigned j, k;
	unsigned short row;
	unsigned char len, pen;

	for (j = lo + 1; j < hi; j++) {
		row = by_gap[j];
		len = gap_len[j];
		pen = gap_pen[j];
		for (k = j; k > lo && gap_pen[k - 1] > pen; k--) {
			by_gap[k] = by_gap[k - 1];
			gap_len[k] = gap_len[k - 1];
			gap_pen[k] = gap_pen[k - 1];
		}
		by_gap[k] = row;
		gap_len[k] = len;
		gap_pen[k] = pen;
	}
}

static void
gap_build(void)
{
	unsigned short n[257] = { 0 };
	const struct row *r;
	unsigned c, j, k;

	for (r = papo_frame_phrases; r->w != NULL; r++)
		if (gap_lang(r->lang))
			n[gap_key(r)]++;
	for (c = 0; c < 257; c++)
		gap_at[c + 1] = (unsigned short)(gap_at[c] + n[c]);
	memset(n, 0, sizeof(n));
	for (r = papo_frame_phrases, j = 0; r->w != NULL; r++, j++)
		if (gap_lang(r->lang)) {
			c = gap_key(r);
			k = gap_at[c] + n[c]++;
			by_gap[k] = (unsigned short)j;
			gap_len[k] = r->len > 255 ? 255 : (unsigned char)r->len;
			gap_pen[k] = r->len >= 2 ?
			    (unsigned char)r->w[r->len - 2] : 0;
			if (c < 256 && r->len < 2)
				gap_short[c] = 1;
			else if (c < 256)
				gap_pair[c][gap_pen[k] >> 6] |=
				    (uint64_t)1 << (gap_pen[k] & 63);
		}
	for (c = 0; c < 256; c++)
		gap_sort(gap_at[c], gap_at[c + 1]);
}

/* Does phrase j of gap_lang's languages end at s[x]? */
static int
gap_row_at(const char *s, size_t x, unsigned j)
{
	const struct row *r = &papo_frame_phrases[by_gap[j]];
	size_t st;

	return r->len <= x && starts_ci(s, x, x - r->len, r->w) &&
	    !papo_frame_word_letter(papo_frame_cp_before(s, 0, x - r->len,
	    &st));
}

/* Does a phrase of gap_lang's languages end at s[x]?  Only the rows of
   s[x - 1]'s byte are asked (and the empty ones, if any), and of those
   only the ones whose byte before the last is s[x - 2]'s: none when no
   row ends with the two bytes (gap_pair). */
static int
gap_phrase_at(const char *s, size_t x)
{
	unsigned j, c, pen, h, e, m;

	papo_once(&gap_once, gap_build);
	for (j = gap_at[256]; j < gap_at[257]; j++)
		if (gap_row_at(s, x, j))
			return 1;
	if (x == 0)
		return 0;
	c = (unsigned)lower((unsigned char)s[x - 1]);
	pen = x >= 2 ? (unsigned)lower((unsigned char)s[x - 2]) : 256;
	if (!gap_short[c] && (pen == 256 ||
	    !((gap_pair[c][pen >> 6] >> (pen & 63)) & 1)))
		return 0;	/* no row ends with the pair */
	for (j = gap_at[c], h = gap_at[c + 1]; j < h && gap_len[j] < 2; j++)
		if (gap_row_at(s, x, j))
			return 1;	/* the one-byte rows first */
	if (pen == 256)
		return 0;
	for (e = h; j < h; ) {	/* the first of byte pen or more */
		m = j + (h - j) / 2;
		if (gap_pen[m] < pen)
			j = m + 1;
		else
			h = m;
	}
	for (; j < e && gap_pen[j] == pen; j++)
		if (gap_len[j] <= x && gap_row_at(s, x, j))
			return 1;
	return 0;
}

/* Does a native digit (Arabic-Indic, Devanagari) start at s[i]? */
static int
native_digit(long c)
{
	return (c >= 0x660 && c <= 0x669) || (c >= 0x6f0 && c <= 0x6f9) ||
	    (c >= 0x966 && c <= 0x96f);
}

/* Is s[k] an option's letter that a suffix row closes ("B'dir",
   "B है")? */
static int
suffixed_letter_at(const char *s, size_t k, size_t n)
{
	size_t j = k + 1;
	int apos;

	if (s[k] < 'A' || s[k] > 'J' || (k > 0 && papo_frame_word_letter(
	    (unsigned char)s[k - 1])))
		return 0;
	apos = j < n && (s[j] == '\'' || (j + 3 <= n && memcmp(s + j,
	    "\xe2\x80\x99", 3) == 0));	/* "B'dir", "B’dir" */
	if (!apos)
		while (j < n && s[j] == ' ')
			j++;
	return j > k + 1 || apos ?
	    papo_frame_kind_starts(s, j, n, R_SUFFIX) != NULL : 0;
}

/* The end of the sentence that s[k..n) opens: its '.', '!', '?',
   newline, 。 or ।, or n. */
static size_t
sentence_stop(const char *s, size_t k, size_t n)
{
	while (k < n && strchr(".!?\n", s[k]) == NULL && !(n - k >= 3 &&
	    (memcmp(s + k, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + k, "\xe0\xa5\xa4", 3) == 0)))
		k++;
	return k;
}

int
papo_answer_gap_phrase(const char *s, size_t ph)
{
	size_t x = ph;

	while (x > 0 && (s[x - 1] == ' ' || s[x - 1] == '*'))
		x--;
	return gap_phrase_at(s, x) || (x > 0 && s[x - 1] == ':' &&
	    gap_phrase_at(s, x - 1));
}

const char *
papo_answer_phrase_gap(const char *s, size_t ph, size_t n, char *word,
    size_t wn)
{
	const struct row *r;
	size_t x = ph, k, we, l;
	long c;

	while (x > 0 && (s[x - 1] == ' ' || s[x - 1] == '*'))
		x--;
	if (!gap_phrase_at(s, x) && !(x > 0 && s[x - 1] == ':' &&
	    gap_phrase_at(s, x - 1)))
		return NULL;
	for (k = ph; k < n; k = we) {
		c = papo_frame_cp_at(s, k, n);
		l = c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
		if (native_digit(c) || !papo_frame_word_letter(c)) {
			if (c != ' ' && c != '*')
				return NULL;	/* the value, or a sign */
			we = k + 1;
			continue;
		}
		if (suffixed_letter_at(s, k, n))
			return NULL;	/* the value: "B'dir", "B है" */
		if (papo_answer_letters_at(s, k, n) ||
		    papo_answer_choice_except(s, k, sentence_stop(s, k, n),
		    NULL, 0, NULL))
			return NULL;	/* the value: "A ve C", "A dan C",
					   "B ve D hariç hepsi" */
		for (we = k + l; we < n; we += l) {
			c = papo_frame_cp_at(s, we, n);
			l = c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
			if (native_digit(c) || !papo_frame_word_letter(c))
				break;
		}
		if (we == k + 1 && (unsigned char)s[k] < 0x80)
			continue;	/* a variable: "x = 5" */
		if ((unsigned char)s[k] >= 0xd0 &&
		    papo_answer_label_letter(s + k, we - k, NULL, 0) != 0)
			return NULL;	/* the value: "Відповідь: Б." */
		if (papo_answer_word_int(s, k, we))
			return NULL;	/* the value in words: "kırk iki" */
		if ((r = papo_frame_kind_starts(s, k, we, R_AFFIRM)) == NULL ||
		    r->len != we - k) {
			papo_frame_rest_word(s, k, we, word, wn, NULL);
			return "a word between the answer phrase and its value "
			    "not recognised";
		}
	}
	return NULL;
}

/*
 * The script of the letter c for papo_answer_script_gap: 0 for none it
 * tells apart (ASCII, Latin, Greek: a value's letters, signs, digits,
 * native digits, a danda), else one number a script (Cyrillic,
 * Armenian, Hebrew, Arabic, each Indic block, Thai, the rest of South
 * and Southeast Asia, East Asia's ideographs 40, kana 41, Hangul 42).
 */
static int
gap_script(long c)
{
	if (c < 0x400 || (c >= 0x1e00 && c < 0x1f00) || native_digit(c) ||
	    (c >= 0x2000 && c < 0x3040 && !(c >= 0x3130 && c < 0x3190)) ||
	    (c >= 0xfe00 && c < 0xfe70) || c >= 0xff00)
		return 0;
	if (c < 0x530)
		return 1;
	if (c < 0x590)
		return 2;
	if (c < 0x600)
		return 3;
	if (c < 0x900)
		return 4;
	if (c < 0xe00)	/* its block's digits and the danda are no word */
		return (c & 0x7f) >= 0x64 && (c & 0x7f) < 0x70 ? 0 :
		    10 + (int)((c - 0x900) >> 7);
	if (c < 0xe80)
		return (c >= 0xe50 && c < 0xe5a) ? 0 : 30;
	if (c < 0x1e00 && !(c >= 0x1100 && c < 0x1200))
		return 31;
	if (c >= 0x3040 && c < 0x3100)
		return 41;	/* kana */
	if ((c >= 0xac00 && c < 0xd7b0) || (c >= 0x1100 && c < 0x1200) ||
	    (c >= 0x3130 && c < 0x3190))
		return 42;	/* Hangul */
	return 40;
}

/*
 * The end of the run of one script that starts at s[k] (within v), its
 * gap_script in *sc; one code point when that is 0.
 */
static size_t
gap_run(const char *s, size_t k, size_t v, int *sc)
{
	long c = papo_frame_cp_at(s, k, v);
	size_t e = k + (c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4);

	if ((*sc = gap_script(c)) == 0)
		return e;
	while (e < v) {
		c = papo_frame_cp_at(s, e, v);
		if (gap_script(c) != *sc)
			break;
		e += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
	}
	return e;
}

/* Are scripts a and b one writing: the same, or kana and the ideographs
   where kana joins them (Japanese)? */
static int
gap_same(int a, int b, int kana)
{
	return a == b || (kana && a + b == 81 && (a == 40 || b == 40));
}

const char *
papo_answer_script_gap(const char *s, size_t ph, size_t n, const char *p,
    size_t pn, char *word, size_t wn)
{
	size_t x = ph, k, e, v;
	long c;
	int own = 0, sc;

	/* the phrase's last letter: "【答案】", "Answer:**" */
	for (e = 0; x > 0 && e < 8; e++) {
		c = papo_frame_cp_before(s, 0, x, &k);
		if ((own = gap_script(c)) != 0 || (c < 0x80 && is_alpha((int)
		    c)) || (c >= 0xc0 && c < 0x400))
			break;
		x = k;
	}
	for (v = ph; v < n && !is_digit((unsigned char)s[v]) && s[v] != '$' &&
	    s[v] != '\\'; v++)
		;
	if (v == n)
		return NULL;	/* no value: the words are it ("Answer: খ") */
	for (k = ph; k < v; k = e) {
		e = gap_run(s, k, v, &sc);
		if (sc == 0 || gap_same(sc, own, 1))
			continue;
		if (p != NULL && pn > 0 && memmem(p, pn, s + k, e - k) != NULL)
			continue;	/* the problem's: a name, a noun */
		papo_frame_rest_word(s, k, e, word, wn, NULL);
		return "a word of another script between the answer phrase "
		    "and its value";
	}
	return NULL;
}

int
papo_answer_scripts_mixed(const char *s, size_t a, size_t v, const char *p,
    size_t pn)
{
	size_t k, e;
	int sc, first = 0, kana = 1;

	/* a problem in ideographs with no kana (Chinese's) */
	for (k = 0; p != NULL && k < pn && kana; k++)
		kana = !((unsigned char)p[k] >= 0xe4 && (unsigned char)p[k] <=
		    0xe9);
	if (!kana)
		kana = memmem(p, pn, "\xe3\x81", 2) != NULL || memmem(p, pn,
		    "\xe3\x82", 2) != NULL;

	for (k = a; k < v; k = e) {
		if ((e = gap_run(s, k, v, &sc)) > k && sc == 0)
			continue;
		if (gap_same(sc, first, kana) || (p != NULL && pn > 0 &&
		    memmem(p, pn, s + k, e - k) != NULL))
			continue;	/* the problem's: a name, a noun */
		if (first != 0)
			return 1;
		first = sc;
	}
	return 0;
}

/* The script of the word at s[i] for papo_answer_foreign_never: Latin's
   letters -1 (ASCII's, Latin-1's, Latin Extended's, Vietnamese's),
   gap_script's else (0: no letter). */
static int
word_script(long c)
{
	if ((c < 0x80 && is_alpha((int)c)) || (c >= 0xc0 && c < 0x250 &&
	    c != 0xd7 && c != 0xf7) || (c >= 0x1e00 && c < 0x1f00))
		return -1;
	return gap_script(c);
}

/* The code point at s[k] (before v) of well-formed UTF-8, its length in
   *l: papo_frame_cp_len's, without its checks, for the loops of
   papo_answer_foreign_never over a line (a stray byte is one of its
   own, U+FFFD). */
static long
fn_cp(const char *s, size_t k, size_t v, size_t *l)
{
	unsigned c = (unsigned char)s[k];
	size_t n = c < 0x80 ? 1 : c < 0xc0 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 :
	    4, i;
	long cp;

	if (n == 0 || k + n > v) {
		*l = 1;
		return 0xfffd;
	}
	*l = n;
	if (n == 1)
		return (long)c;
	cp = (long)(c & (0x7f >> n));
	for (i = 1; i < n; i++)
		cp = (cp << 6) | ((unsigned char)s[k + i] & 0x3f);
	return cp;
}

/* Is the word s[k..e) of another script a row that negates, doubts,
   supposes, guesses or disowns ("ليس", "không", "не", "可能", "falsch";
   not a function word nor an opener another language shares: "per";
   nor two ASCII letters that disown, "cf", an option's letters too)? */
static int
foreign_refuses(const char *s, size_t k, size_t e)
{
	unsigned mask = M(R_NEG) | M(R_DOUBT) | M(R_COND) | M(R_GUESS) |
	    M(R_DOUBTW) | M(R_CONDW);

	if (!(e - k <= 2 && (unsigned char)s[k] < 0x80))
		mask |= M(R_DISOWN);	/* not "cf": two letters name an
					   option */
	return papo_frame_kinds_word(s, k, e, mask) != 0 ||
	    papo_answer_dense_never(s, k, e);
}

const char *
papo_answer_foreign_never(const char *s, size_t a, size_t v, const char *p,
    size_t pn, char *word, size_t wn)
{
	size_t k, e, l, n[44], best = 0;
	int own = 0, sc;
	long c;

	if (papo_frame_high_from(s, a, v) == v)
		return NULL;	/* ASCII: one script */
	memset(n, 0, sizeof(n));
	for (k = a; k < v; k += l > 0 ? l : 1) {	/* the statement's:
							   the script of most
							   letters */
		if ((unsigned char)s[k] < 0x80) {
			l = 1;
			if (s[k] == '\\')	/* a TeX command: "\\boxed" */
				while (k + l < v && is_alpha((unsigned
				    char)s[k + l]))
					l++;
			else
				n[is_alpha((unsigned char)s[k]) ? 0 : 1]++;
			continue;
		}
		c = fn_cp(s, k, v, &l);
		sc = word_script(c);
		n[(sc == 41 ? 40 : sc) + 1] += (c >= 0x3040 && c < 0xa000) ||
		    (c >= 0xac00 && c < 0xd7b0) ? 3 : 1;	/* a syllable's
							   or a word's; kana
							   and ideographs one
							   writing */
	}
	for (sc = 0; sc < 44; sc++)
		if (sc != 1 && n[sc] > 0 && n[sc] >= best) {
			own = n[sc] == best ? 0 : sc - 1;	/* a tie: no
							   script its own */
			best = n[sc];
		}
	if (best == 0)
		return NULL;
	for (k = a; k < v; k = e) {
		sc = word_script(fn_cp(s, k, v, &l));
		for (e = k + (l > 0 ? l : 1); e < v && sc != 0 &&
		    word_script(fn_cp(s, e, v, &l)) == sc; e += l)
			;
		if (sc == 0 || gap_same(sc, own, 1) || (k > a && s[k - 1] ==
		    '\\') || (p != NULL && pn > 0 && memmem(p, pn, s + k, e -
		    k) != NULL))
			continue;	/* its own, a TeX command ("\\not"), or
					   the problem's */
		if (foreign_refuses(s, k, e)) {
			papo_frame_rest_word(s, k, e, word, wn, NULL);
			return "a negation or a doubt of another script "
			    "before it";
		}
	}
	return NULL;
}

const char *
papo_answer_offered_before(const char *s, size_t a, size_t v, size_t vn,
    const char *p, size_t pn)
{
	if (papo_answer_letter_before(s, a, v, vn, p, pn))
		return LETTER_BEFORE;
	return papo_answer_turn_before(s, a, v) ? TURN_BEFORE : NULL;
}

int
papo_answer_turn_before(const char *s, size_t a, size_t v)
{
	/* words that turn or offer another value in every language that
	   writes them, none another's verb or article ("ma" is Polish's
	   "has", "au" French's "to the") */
	static const char *const turn[] = { "aber", "albo", "atau", "but",
	    "however", "lakini", "lub", "mais", "mas", "namun", "oder", "or",
	    "ou", "pero", "tapi", "tetapi", "veya" };
	size_t e = v, w, k, l;

	while (e > a && strchr(" *$", s[e - 1]) != NULL)
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == e || e - w > 7 || (w > a && (s[w - 1] == '(' ||
	    (unsigned char)s[w - 1] >= 0x80)))
		return 0;	/* "D (About 45%)": a gloss's words */
	for (k = 0; k < sizeof(turn) / sizeof(turn[0]); k++)
		if ((l = strlen(turn[k])) == e - w &&
		    strncasecmp(s + w, turn[k], l) == 0)
			return 1;
	return 0;
}

/*
 * The pairs of a phrase's first two bytes (as written: lowercase), bit
 * b of pair_set[a] for a row "ab...", and pair_one[a] when a phrase of
 * a's is one byte long.  Built once (papo_once) and only read after.
 */
static uint64_t pair_set[256][4];
static unsigned char pair_one[256];
static struct papo_once pair_once = PAPO_ONCE_INIT;

/*
 * The phrases' first eight bytes (as written: lowercase), or all of a
 * shorter one's, hashed into pre_set's bits; pre_lens[a] the lengths
 * under eight of the phrases of first byte a (bit l).  Built with
 * pair_set, only read after.
 */
#define PRE_BITS	16
static uint64_t pre_set[((size_t)1 << PRE_BITS) / 64];
static unsigned char pre_lens[256];

/* The bit of the first l bytes (l <= 8) of t, lowercase, in pre_set. */
static unsigned
pre_hash(uint64_t t, unsigned l)
{
	if (l < 8)
		t &= ((uint64_t)1 << (8 * l)) - 1;
	return (unsigned)(((t ^ l) * UINT64_C(0x9e3779b97f4a7c15)) >>
	    (64 - PRE_BITS));
}

/* The eight bytes of w[0..l) (l <= 8), the first the lowest, lowered
   when low (the text's, as phrase_at compares them). */
static uint64_t
pre_bytes(const char *w, size_t l, int low)
{
	uint64_t t = 0;
	size_t k;

	for (k = l; k-- > 0; )
		t = t << 8 | (uint64_t)(low ? (unsigned)lower((unsigned
		    char)w[k]) : (unsigned char)w[k]);
	return t;
}

static void
pre_add(const struct row *r)
{
	unsigned l = r->len < 8 ? (unsigned)r->len : 8, h;

	if (l < 8)
		pre_lens[(unsigned char)r->w[0]] |= (unsigned char)(1u << l);
	h = pre_hash(pre_bytes(r->w, l, 0), l);
	pre_set[h >> 6] |= (uint64_t)1 << (h & 63);
}

/* Does a row start with the eight bytes t (lowercase), c the first,
   or with the first of them its length leaves?  (pre_set) */
static inline int
pre_hit(uint64_t t, unsigned c)
{
	unsigned h = pre_hash(t, 8), l, m;

	if ((pre_set[h >> 6] >> (h & 63)) & 1)
		return 1;
	for (m = pre_lens[c]; m != 0; m &= m - 1) {
		l = (unsigned)__builtin_ctz(m);
		h = pre_hash(t, l);
		if ((pre_set[h >> 6] >> (h & 63)) & 1)
			return 1;
	}
	return 0;
}

/*
 * May a phrase start at s[j] (c its first byte, lowercase), by its
 * first eight bytes or all of a shorter one's?  No: phrase_at would
 * match none of c's rows.  Near the text's end: yes (phrase_at reads).
 */
static int
pre_may(const char *s, size_t j, size_t n, unsigned c)
{
	const uint64_t ones = UINT64_C(0x0101010101010101);
	uint64_t t, x;
	char b[8];
	size_t k, d, l;

	if (n - j < 8)
		return 1;
	if (pre_hit((t = pre_bytes(s + j, 8, 1)), c))
		return 1;
	x = t ^ (ones * '*');	/* a byte '*' among the eight: a zero */
	if (((x - ones) & ~x & (ones << 7)) == 0)
		return 0;
	/* a label's bold closed before its colon ("**答**: 42",
	   "**Matokeo**: 42"), read as phrase_at reads it: the marks
	   before the colon aside */
	for (k = j, l = 0; k < n && l < 8; k++) {
		for (d = k; d < n && s[d] == '*'; d++)
			;
		if (d > k && d < n && s[d] == ':')
			k = d;
		b[l++] = s[k];
	}
	return l < 8 || pre_hit(pre_bytes(b, 8, 1), c);
}

static void
pair_build(void)
{
	const struct row *r;
	unsigned a, b;

	for (r = papo_frame_phrases; r->w != NULL; r++) {
		if (r->len == 0)
			continue;
		pre_add(r);
		a = (unsigned char)r->w[0];
		if (r->len == 1) {
			pair_one[a] = 1;
			continue;
		}
		b = (unsigned char)r->w[1];
		pair_set[a][b >> 6] |= (uint64_t)1 << (b & 63);
	}
}

/*
 * May a phrase start at s[j] (c its byte, lowercase), by its first two
 * bytes?  No: phrase_at would read every row of c and match none.
 */
static int
pair_may(const char *s, size_t j, size_t n, unsigned c)
{
	unsigned b;

	if (pair_one[c])
		return 1;
	if (j + 1 >= n)
		return 0;
	b = (unsigned)lower((unsigned char)s[j + 1]);
	return (pair_set[c][b >> 6] >> (b & 63)) & 1;
}

long
papo_answer_phrase_end(const char *s, size_t from, size_t n)
{
	const struct papo_frame_index *x = papo_frame_index();
	size_t lo = n > PHRASE_WINDOW ? n - PHRASE_WINDOW : 0, i;
	long best = -1;
	unsigned c;

	if (lo < from)
		lo = from;
	papo_once(&pair_once, pair_build);
	for (i = lo; i < n; ) {
#ifdef __SSE2__
		/* sixteen bytes at a time, phrase_at only where a row
		   may start */
		if (i > lo && i + 16 <= n) {
			unsigned bits = phrase_starts(s + i, x->phrase_alpha);

			for (; bits != 0; bits &= bits - 1) {
				size_t j = i + (size_t)__builtin_ctz(bits);

				c = (unsigned)lower((unsigned char)s[j]);

				/* no call for a byte no row starts with
				   (a continuation byte, most letters) */
				if (x->start_at[c] != x->start_at[c + 1] &&
				    pair_may(s, j, n, c) && pre_may(s, j, n, c))
					best = phrase_at(x, s, j, lo, n,
					    best);
			}
			i += 16;
			continue;
		}
#endif
		/* the bytes left to one at a time (the window's first,
		   its last fifteen; all without SSE2): no call where
		   phrase_at returns at once (no row starts with the byte,
		   or it is inside a word) */
		c = (unsigned)lower((unsigned char)s[i]);
		if (x->start_at[c] != x->start_at[c + 1] && !(c < 0x80 &&
		    i > lo && is_alpha((unsigned char)s[i - 1])) &&
		    pair_may(s, i, n, c) && pre_may(s, i, n, c))
			best = phrase_at(x, s, i, lo, n, best);
		i++;
	}
	return best;
}
