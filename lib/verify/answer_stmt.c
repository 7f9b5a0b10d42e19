/* SPDX-License-Identifier: MIT */
/*
 * answer_stmt.c: the final statement of a response and the one value it
 * asserts: where the value of a statement ends (a reason, an aside),
 * hedges and corrections (more than one candidate: no answer), the last
 * sentence, and an answer in a JSON object.
 */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "json.h"
#include "units.h"

/* Is s[i] the start of a word (not after a letter)? */
static int
word_start(const char *s, size_t a, size_t i)
{
	return i == a || !is_alpha((unsigned char)s[i - 1]);
}

static int
word_at_rest(const char *s, size_t a, size_t b, size_t i, const char *w)
{
	size_t l;

	if (!word_start(s, a, i) || !starts_ci(s, b, i, w))
		return 0;
	l = strlen(w);
	return i + l == b || !is_alpha((unsigned char)s[i + l]);
}

/* Is the lowercase word w at s[i..b), as a whole word? */
static inline int
word_at(const char *s, size_t a, size_t b, size_t i, const char *w)
{
	/* the first letter first, inline: most words end here */
	if (w[0] != '\0' && (i >= b ||
	    lower((unsigned char)s[i]) != (unsigned char)w[0]))
		return 0;
	return word_at_rest(s, a, b, i, w);
}

/*
 * memmem(s, n, w, wn): the first place of w[0..wn) in s[0..n), or NULL.
 * Sixteen places at a time are asked for w's first two bytes (SSE2),
 * the rest compared only there: glibc's memmem reads a short needle's
 * haystack a byte at a time, and a longer one's after a table set up
 * on every call.
 */
const char *
papo_answer_find_bytes(const char *s, size_t n, const char *w, size_t wn)
{
	size_t k = 0, j;

	if (wn < 2)
		return wn == 0 ? s : (const char *)memchr(s, w[0], n);
#ifdef __SSE2__
	{
		const __m128i c0 = _mm_set1_epi8(w[0]);
		const __m128i c1 = _mm_set1_epi8(w[1]);
		unsigned m;

		for (; k + 17 <= n; k += 16) {
			m = (unsigned)_mm_movemask_epi8(_mm_and_si128(
			    _mm_cmpeq_epi8(_mm_loadu_si128((const void *)(s +
			    k)), c0), _mm_cmpeq_epi8(_mm_loadu_si128((const
			    void *)(s + k + 1)), c1)));
			for (; m != 0; m &= m - 1) {
				j = k + (size_t)__builtin_ctz(m);
				if (j + wn > n)
					return NULL;	/* none later fits */
				if (memcmp(s + j + 2, w + 2, wn - 2) == 0)
					return s + j;
			}
		}
	}
#endif
	for (; k + wn <= n; k++)
		if (s[k] == w[0] && s[k + 1] == w[1] &&
		    memcmp(s + k + 2, w + 2, wn - 2) == 0)
			return s + k;
	return NULL;
}

/* The end of a $...$, \(...\) or \[...\] span starting at s[i], or i. */
static size_t
math_span(const char *s, size_t b, size_t i)
{
	const char *q;

	if (s[i] == '$') {
		size_t d = i + 1 < b && s[i + 1] == '$' ? 2 : 1;

		q = d == 1 ? memchr(s + i + 1, '$', b - i - 1) :
		    papo_answer_find_bytes(s + i + 2, b - i - 2, "$$", 2);
		if (q == NULL || (d == 1 && memchr(s + i + 1, '\n',
		    (size_t)(q - s) - i - 1) != NULL))
			return i;
		return (size_t)(q - s) + d;
	}
	if (s[i] == '\\' && i + 1 < b && (s[i + 1] == '(' || s[i + 1] == '[')) {
		q = papo_answer_find_bytes(s + i + 2, b - i - 2,
		    s[i + 1] == '(' ? "\\)" : "\\]", 2);
		return q == NULL ? i : (size_t)(q - s) + 2;
	}
	return i;
}

/* math_span, asked at every byte of a scan: most bytes open none */
static inline size_t
skip_math(const char *s, size_t b, size_t i)
{
	return s[i] == '$' || s[i] == '\\' ? math_span(s, b, i) : i;
}

/*
 * Words that take back or hedge a value: after them the statement
 * offers more than one candidate.
 */
static const char *const hedges[] = { "either", "between", "maybe",
	"perhaps", "possibly", "probably", "wait", "actually", "rather",
	"instead", "correction", "sorry", "oops", "unsure", "somewhere",
	"unless", "scratch", "presumably", "supposedly", "allegedly",
	"claimed", "claims", NULL };

/*
 * Is the hedge word w at s[i] "between" two names and no value after
 * it in s[i..b) ("the distance between Alaska and Texas": places, not
 * a range; "between 5 and 6" is one, "between us and them" not read)?
 */
static int
between_words(const char *s, size_t i, size_t b, const char *w)
{
	size_t k;
	int and = 0;

	if (strcmp(w, "between") != 0)
		return 0;
	for (k = i; k < b; k++) {
		if (is_digit((unsigned char)s[k]) || s[k] == '$' ||
		    s[k] == '\\' || (unsigned char)s[k] >= 0x80)
			return 0;
		if (k > i + 7 && is_alpha((unsigned char)s[k]) &&
		    !is_alpha((unsigned char)s[k - 1])) {
			if (word_at(s, i, b, k, "and"))
				and = 1;
			else if (!word_at(s, i, b, k, "the") &&
			    (s[k] < 'A' || s[k] > 'Z'))
				return 0;	/* names only: places */
		}
	}
	return and;	/* "between Alaska and Texas", not "between us" */
}

/*
 * Is the word at s[i] (in s[a..b)) the "up" of a verb of summing ("adds
 * up to 42", "It all sums up to 42"): the sum's value, not "up to", a
 * bound?
 */
static int
summed_up(const char *s, size_t a, size_t b, size_t i)
{
	static const char *const sums[] = { "add", "adds", "added", "adding",
	    "sum", "sums", "summed", "summing", NULL };
	size_t e = i, w;
	int k;

	if (!word_at(s, a, b, i, "up"))
		return 0;
	while (e > a && s[e - 1] == ' ')
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	for (k = 0; w < e && sums[k] != NULL; k++)
		if (word_at(s, a, b, w, sums[k]))
			return 1;
	return 0;
}

/* Two-word bounds: bounds[k] then bounds2[k]. */
static const char *const bounds[] = { "at", "at", "or", "or", "or",
	"more", "less", "fewer", "greater", "up", "no", "no", "at", "at",
	NULL };
static const char *const bounds2[] = { "least", "most", "more", "less",
	"fewer", "than", "than", "than", "than", "to", "more", "less",
	"minimum", "maximum", NULL };

/*
 * Negations, doubts and bounds in Chinese, Spanish, French, Russian,
 * German, Italian and Portuguese ("答案不是4", "no es 4", "n'est pas 4",
 * "не 4", "可能", "al menos", "nicht 4", "mindestens", "forse", "não"):
 * UTF-8 phrases; one starting with an ASCII letter must start a word.
 */
static const char *const foreign[] = {
	"\xe4\xb8\x8d\xe6\x98\xaf",		/* 不是 */
	"\xe4\xb8\x8d\xe4\xb8\x80\xe5\xae\x9a",	/* 不一定 */
	"\xe5\x8f\xaf\xe8\x83\xbd",		/* 可能 */
	"\xe4\xb9\x9f\xe8\xae\xb8",		/* 也许 */
	"\xe6\x88\x96\xe8\xae\xb8",		/* 或许 */
	"\xe5\xa4\xa7\xe6\xa6\x82",		/* 大概 */
	"\xe5\xa4\xa7\xe7\xba\xa6",		/* 大约 */
	"\xe8\x87\xb3\xe5\xb0\x91",		/* 至少 */
	"\xe8\x87\xb3\xe5\xa4\x9a",		/* 至多 */
	"\xe6\x9c\x80\xe5\xa4\x9a",		/* 最多 */
	"\xe6\x9c\x80\xe5\xb0\x91",		/* 最少 */
	"\xe4\xb8\x8d\xe5\xa4\xaa\xe7\xa1\xae\xe5\xae\x9a", /* 不太确定 */
	"no es ", "no son ", "no sea ", "quiz\xc3\xa1s", "quizas",
	"tal vez", "al menos", "como mucho", "como m\xc3\xa1ximo",
	"probablemente", "puede ser", "n'est pas", "n\xe2\x80\x99" "est pas",
	"ne sont pas", "n'est probablement", "peut-\xc3\xaatre",
	"au moins", "au plus", "environ",
	/* "more than", "fewer than", written before a value only (not
	   Italian "più di", German "mehr als": "3 E-Mails mehr als am
	   Nachmittag" is a difference asked) */
	"plus de ", "moins de ", "m\xc3\xa1s de ", "menos de ", "mais de ",
	"\xd0\xb1\xd0\xbe\xd0\xbb\xd0\xb5\xd0\xb5 ",	/* более */
	"\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb5 ",	/* менее */
	"\xd0\xbd\xd0\xb5 ",				/* не */
	"\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe",
							/* возможно */
	"\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82",	/* может */
	"\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe",
							/* примерно */
	"\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbb\xd0\xbe",	/* около */
	"\xd0\xbf\xd0\xbe \xd0\xba\xd1\x80\xd0\xb0\xd0\xb9"
	    "\xd0\xbd\xd0\xb5\xd0\xb9",			/* по крайней */
	/* German */
	"nicht", "kein", "keine", "keinem", "keinen", "keiner", "keines",
	"mindestens", "h\xc3\xb6" "chstens", "hochstens",
	"vielleicht", "wahrscheinlich", "ungef\xc3\xa4" "hr", "etwa ",
	"m\xc3\xb6" "glicherweise", "eventuell", "wenigstens",
	/* Italian and Portuguese */
	"non \xc3\xa8", "non sono", "almeno", "forse", "probabilmente",
	"circa ", "n\xc3\xa3o", "talvez", "pelo menos", "no m\xc3\xa1ximo",
	"provavelmente", "cerca de",
	/* Thai, Bengali, Telugu, Russian, Japanese, Korean; Swahili;
	   "I think" in the others (issue 26) */
	/* ไม่ใช่ */
	"\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x8a"
	    "\xe0\xb9\x88",
	/* มิใช่ */
	"\xe0\xb8\xa1\xe0\xb8\xb4\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x88",
	/* อาจจะ */
	"\xe0\xb8\xad\xe0\xb8\xb2\xe0\xb8\x88\xe0\xb8\x88\xe0\xb8\xb0",
	/* อาจเป็น */
	"\xe0\xb8\xad\xe0\xb8\xb2\xe0\xb8\x88\xe0\xb9\x80\xe0\xb8\x9b"
	    "\xe0\xb9\x87\xe0\xb8\x99",
	/* น่าจะ */
	"\xe0\xb8\x99\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x88\xe0\xb8\xb0",
	/* คิดว่า */
	"\xe0\xb8\x84\xe0\xb8\xb4\xe0\xb8\x94\xe0\xb8\xa7\xe0\xb9\x88"
	    "\xe0\xb8\xb2",
	/* บางที */
	"\xe0\xb8\x9a\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x97\xe0\xb8\xb5",
	/* มั้ง */
	"\xe0\xb8\xa1\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87",
	/* คงจะ */
	"\xe0\xb8\x84\xe0\xb8\x87\xe0\xb8\x88\xe0\xb8\xb0",
	/* ประมาณ */
	"\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\xa1\xe0\xb8\xb2"
	    "\xe0\xb8\x93",
	"\xe0\xa6\xa8\xe0\xa6\xaf\xe0\xa6\xbc",	/* নয় */
	/* সম্ভবত */
	"\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xad\xe0\xa6\xac"
	    "\xe0\xa6\xa4",
	/* হয়তো */
	"\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xa4\xe0\xa7\x8b",
	/* মনে হয় */
	"\xe0\xa6\xae\xe0\xa6\xa8\xe0\xa7\x87 \xe0\xa6\xb9\xe0\xa6\xaf"
	    "\xe0\xa6\xbc",
	/* প্রায় */
	"\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbe\xe0\xa6\xaf"
	    "\xe0\xa6\xbc",
	/* অন্তত */
	"\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xa4",
	/* কমপক্ষে */
	"\xe0\xa6\x95\xe0\xa6\xae\xe0\xa6\xaa\xe0\xa6\x95\xe0\xa7\x8d"
	    "\xe0\xa6\xb7\xe0\xa7\x87",
	/* బహుశా */
	"\xe0\xb0\xac\xe0\xb0\xb9\xe0\xb1\x81\xe0\xb0\xb6\xe0\xb0\xbe",
	/* కావచ్చు */
	"\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xb5\xe0\xb0\x9a\xe0\xb1\x8d"
	    "\xe0\xb0\x9a\xe0\xb1\x81",
	/* ఉండవచ్చు */
	"\xe0\xb0\x89\xe0\xb0\x82\xe0\xb0\xa1\xe0\xb0\xb5\xe0\xb0\x9a"
	    "\xe0\xb1\x8d\xe0\xb0\x9a\xe0\xb1\x81",
	/* అనుకుంటున్నాను */
	"\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95\xe0\xb1\x81"
	    "\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x81\xe0\xb0\xa8"
	    "\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xa8"
	    "\xe0\xb1\x81",
	/* సుమారు */
	"\xe0\xb0\xb8\xe0\xb1\x81\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xb0"
	    "\xe0\xb1\x81",
	/* దాదాపు */
	"\xe0\xb0\xa6\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb0\xbe\xe0\xb0\xaa"
	    "\xe0\xb1\x81",
	/* కనీసం */
	"\xe0\xb0\x95\xe0\xb0\xa8\xe0\xb1\x80\xe0\xb0\xb8\xe0\xb0\x82",
	/* కాదు */
	"\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb1\x81",
	"\xd0\xb4\xd1\x83\xd0\xbc\xd0\xb0\xd1\x8e",	/* думаю */
	/* вероятно */
	"\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbd"
	    "\xd0\xbe",
	/* наверное */
	"\xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe"
	    "\xd0\xb5",
	/* кажется */
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f",
	/* полагаю */
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xb0\xd0\xb3\xd0\xb0\xd1\x8e",
	/* かもしれ */
	"\xe3\x81\x8b\xe3\x82\x82\xe3\x81\x97\xe3\x82\x8c",
	"\xe3\x81\x9f\xe3\x81\xb6\xe3\x82\x93",	/* たぶん */
	"\xe3\x81\xa8\xe6\x80\x9d",	/* と思 */
	"\xec\x95\x84\xeb\xa7\x88",	/* 아마 */
	"\xea\xb2\x83 \xea\xb0\x99",	/* 것 같 */
	"labda", "pengine", "huenda", "nadhani", "nafikiri", "takriban",
	"angalau", "jibu si ", "si sahihi", "penso", "credo", "acho",
	"creo que", "je pense", "je crois", "glaube", "denke",
	"\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x99\xe0\xb9\x88"
	    "\xe0\xb8\xb2",				/* ไม่น่า */
	"\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x81\xe0\xa6\xae\xe0\xa6\xbe"
	    "\xe0\xa6\xa8",				/* অনুমান */
	"linaweza", "inaweza", "yaweza",
	/* seemings and hedges of a last statement after its subject
	   (tests/verify/hostile_subject.py): 似乎 好像 也許 多分 おそらく
	   вроде อาจ */
	"\xe4\xbc\xbc\xe4\xb9\x8e", "\xe5\xa5\xbd\xe5\x83\x8f",
	"\xe4\xb9\x9f\xe8\xa8\xb1", "\xe5\xa4\x9a\xe5\x88\x86",
	"\xe3\x81\x8a\xe3\x81\x9d\xe3\x82\x89\xe3\x81\x8f",
	"\xd0\xb2\xd1\x80\xd0\xbe\xd0\xb4\xd0\xb5 ",
	"\xe0\xb8\xad\xe0\xb8\xb2\xe0\xb8\x88",
	NULL };

/* Do the l bytes at s equal w, ASCII letters in either case? */
static int
same_ci(const char *s, const char *w, size_t l)
{
	size_t k;

	for (k = 0; k < l; k++)
		if (lower((unsigned char)s[k]) != (unsigned char)w[k])
			return 0;
	return 1;
}

#define NFOREIGN	(sizeof(foreign) / sizeof(foreign[0]) - 1)

/*
 * foreign[] bucketed by the byte a phrase starts with: the phrases
 * starting with c are foreign[by_first[first_at[c]]] ..
 * foreign[by_first[first_at[c + 1] - 1]], their lengths in len[].
 * Built once (papo_once) on first use and only read after, by every
 * thread: the one static of this file that is not const.
 */
static struct foreign_index {
	unsigned short first_at[257];
	unsigned short by_first[NFOREIGN];
	unsigned short len[NFOREIGN];
	unsigned hedge_first;	/* bit c & 31 of each first byte c of
				   hedges[] */
	unsigned bound_first;	/* the same of bounds[] */
} fgidx;
static struct papo_once fgidx_once = PAPO_ONCE_INIT;

static void
fgidx_build(void)
{
	unsigned short fill[256];
	size_t k;
	unsigned c;

	for (k = 0; k < NFOREIGN; k++) {
		fgidx.len[k] = (unsigned short)strlen(foreign[k]);
		fgidx.first_at[(unsigned char)foreign[k][0] + 1]++;
	}
	for (c = 1; c < 257; c++)
		fgidx.first_at[c] = (unsigned short)(fgidx.first_at[c] +
		    fgidx.first_at[c - 1]);
	memcpy(fill, fgidx.first_at, sizeof(fill));
	for (k = 0; k < NFOREIGN; k++)
		fgidx.by_first[fill[(unsigned char)foreign[k][0]]++] =
		    (unsigned short)k;
	for (k = 0; hedges[k]; k++)
		fgidx.hedge_first |= 1u << (hedges[k][0] & 31);
	for (k = 0; bounds[k]; k++)
		fgidx.bound_first |= 1u << (bounds[k][0] & 31);
}

/* Is one of foreign[] at s[i..b), starting a word? */
/* Is c the first byte of a Latin (ASCII or accented) or Cyrillic letter? */
static int
alpha_byte(unsigned char c)
{
	return is_alpha(c) || (c >= 0xc3 && c <= 0xc9) || (c >= 0xd0 &&
	    c <= 0xd3);
}

/*
 * Does the word a phrase of foreign[] (w, l bytes) in a Latin or Cyrillic
 * script ends with go on at s[e] (in s[..b))?  Then it is another word:
 * "вероятность" is not "вероятно", "Wahrscheinlichkeit" not
 * "wahrscheinlich".
 */
static int
goes_on(const char *w, size_t l, const char *s, size_t e, size_t b)
{
	return alpha_byte((unsigned char)w[0]) && w[l - 1] != ' ' && e < b &&
	    alpha_byte((unsigned char)s[e]) && (is_alpha((unsigned char)
	    w[l - 1]) || ((unsigned char)w[l - 1] & 0xc0) == 0x80);
}

static int
foreign_at(const char *s, size_t a, size_t b, size_t i)
{
	unsigned c = (unsigned char)lower((unsigned char)s[i]), j;
	size_t k, l;

	if (i > a && ((unsigned char)s[i - 1] >= 0x80 && (unsigned char)
	    s[i] >= 0xd0 && (unsigned char)s[i] < 0xe0))
		return 0;	/* inside a Cyrillic word */
	papo_once(&fgidx_once, fgidx_build);
	/* only the phrases whose first byte is s[i]'s (lowercase) */
	for (j = fgidx.first_at[c]; j < fgidx.first_at[c + 1]; j++) {
		k = fgidx.by_first[j];
		l = fgidx.len[k];
		if (l <= b - i && same_ci(s + i, foreign[k], l) &&
		    (!is_alpha((unsigned char)s[i]) || word_start(s, a, i)) &&
		    !goes_on(foreign[k], l, s, i + l, b) &&
		    papo_answer_doubt_noun(s, a, i, b, NULL, 0) == 0)
			return 1;	/* not ความน่าจะเป็น's น่าจะ */
	}
	return 0;
}

int
papo_answer_supposed(const char *s, size_t a, size_t b)
{
	static const char *const inverted[] = { "were", "had", "should" };
	size_t i, j, f = a, k;

	/* "Were x 5, the answer would be 42": a condition by inversion
	   (the sentence's first word a verb before its subject) */
	while (f < b && (is_space((unsigned char)s[f]) || s[f] == '*'))
		f++;
	for (i = a; i + 5 < b; i++)
		if (word_at(s, a, b, i, "would")) {
			for (j = i + 5; j + 2 <= b; j++)
				if (word_at(s, a, b, j, "if"))
					return 1;
			for (k = 0; k < 3; k++)
				if (f < i && word_at(s, f, b, f, inverted[k]))
					return 1;
		}
	return 0;
}

const char *
papo_answer_ordinal(const char *s, size_t a, size_t e)
{
	int last = e > a ? s[e - 1] - '0' : 0;
	int tens = e > a + 1 && is_digit((unsigned char)s[e - 2]) ?
	    s[e - 2] - '0' : 0;

	if (tens == 1 || last < 1 || last > 3)
		return "th";
	return last == 1 ? "st" : last == 2 ? "nd" : "rd";
}

/*
 * Does a word stand right after a currency sign in s[a..b) ("¥not 42",
 * "€about 42", "£abc 42", a '$' that no '$' after it closes: "$unos
 * 42")?  A sign's code stands before it ("US$", "R$"), never after: the
 * word is none of the amount's, and the words readers look for start
 * after an ASCII boundary only.
 */
static int
sign_word(const char *s, size_t a, size_t b)
{
	size_t i, st;

	for (i = a + 1; i < b; i++) {
		if (!is_alpha((unsigned char)s[i]))
			continue;
		if (s[i - 1] == '$' && memchr(s + i, '$', b - i) == NULL &&
		    (i < a + 2 || s[i - 2] != '\\'))
			return 1;	/* "$unos 42": a '$' no '$' closes */
		if ((unsigned char)s[i - 1] >= 0x80 && papo_unit_currency_cp(
		    papo_frame_cp_before(s, a, i, &st)))
			return 1;
	}
	return 0;
}

int
papo_answer_hedged(const char *s, size_t a, size_t b)
{
	size_t i, k, j;
	unsigned fb;

	papo_once(&fgidx_once, fgidx_build);
	/* the last number an ordinal ("the 4th prime", "the 2th"): no
	   value; after an operator only with its own suffix ("2st" is a
	   product in e^{-2st}) */
	for (i = b; i > a && !is_digit((unsigned char)s[i - 1]); i--)
		;
	for (k = i; k > a && is_digit((unsigned char)s[k - 1]); k--)
		;
	if (i > a && i + 2 <= b && (starts_ci(s, b, i, "st") ||
	    starts_ci(s, b, i, "nd") || starts_ci(s, b, i, "rd") ||
	    starts_ci(s, b, i, "th")) && (i + 2 == b ||
	    !is_alpha((unsigned char)s[i + 2])) && (k == a ||
	    strchr("-+*/^{(=", s[k - 1]) == NULL ||
	    starts_ci(s, b, i, papo_answer_ordinal(s, k, i))))
		return 1;
	if (papo_answer_supposed(s, a, b) || sign_word(s, a, b))
		return 1;	/* "would be 4 if the dice ...", "¥not 42" */
	for (i = a; i < b; i++) {
		if (((unsigned char)s[i] >= 0xc0 || (is_alpha((unsigned char)
		    s[i]) && word_start(s, a, i))) && foreign_at(s, a, b, i))
			return 1;
		int c = (unsigned char)s[i];

		if (c == '\\' && i + 1 < b && s[i + 1] != '(' &&
		    s[i + 1] != '[') {
			/* a command's name is no word ("\not", "\max") */
			for (i++; i < b && is_alpha((unsigned char)s[i]); i++)
				;
			i--;
			continue;
		}
		if (!is_alpha(c) || !word_start(s, a, i))
			continue;
		/* a word of hedges[] or bounds[] starts with s[i]'s
		   letter: then only are they looked for */
		fb = 1u << (lower(c) & 31);
		for (k = 0; (fgidx.hedge_first & fb) && hedges[k]; k++)
			if (word_at(s, a, b, i, hedges[k]) &&
			    !between_words(s, i, b, hedges[k]))
				return 1;
		/* "I don't think", "I doubt", "unlikely": no assertion */
		if (word_at(s, a, b, i, "doubt") ||
		    word_at(s, a, b, i, "unlikely") ||
		    ((word_at(s, a, b, i, "don") || word_at(s, a, b, i,
		    "do")) && (starts_ci(s, b, i, "don't think") ||
		    starts_ci(s, b, i, "do not think") ||
		    starts_ci(s, b, i, "don't know"))) ||
		    (word_at(s, a, b, i, "not") && starts_ci(s, b, i,
		    "not sure")))
			return 1;
		/* "4 (part a), 5 (part b)": a multi-part answer */
		if (word_at(s, a, b, i, "part") && i + 6 <= b &&
		    s[i + 4] == ' ' && is_alpha((unsigned char)s[i + 5]) &&
		    (i + 6 == b || !is_alpha((unsigned char)s[i + 6])))
			return 1;
		/* "has 12 digits": a property of the answer, no value */
		if ((word_at(s, a, b, i, "has") || word_at(s, a, b, i,
		    "have")) && (j = i + (s[i + 1] == 'a' && s[i + 2] ==
		    'v' ? 5 : 4)) < b && (s[j] == '-' || is_digit(
		    (unsigned char)s[j]))) {
			for (j++; j < b && is_digit((unsigned char)s[j]); j++)
				;
			if (starts_ci(s, b, j, " digits"))
				return 1;
		}
		/* "<answer>not 4</answer>": a tag's value denied */
		if (word_at(s, a, b, i, "not")) {
			for (j = i; j > a && s[j - 1] == ' '; j--)
				;
			if (j > a && s[j - 1] == '>')
				return 1;
		}
		/* "Or 4": an alternative to what came before */
		if (i == a && word_at(s, a, b, i, "or"))
			return 1;
		/* a bound is not one value: "at least 4", "4 or more";
		   "adds up to 4" is a sum's */
		for (k = 0; (fgidx.bound_first & fb) && bounds[k]; k++)
			if (word_at(s, a, b, i, bounds[k]) && i + strlen(
			    bounds[k]) + 1 < b && s[i + strlen(bounds[k])] ==
			    ' ' && word_at(s, a, b, i + strlen(bounds[k]) + 1,
			    bounds2[k]) && !summed_up(s, a, b, i))
				return 1;
		if (word_at(s, a, b, i, "i") && i + 6 < b &&
		    word_at(s, a, b, i + 2, "mean"))
			return 1;
		/* "3, not 4", "3, no, 4": a value rejected or
		   corrected beside another; not "no solution" at the start */
		if (i > a && (word_at(s, a, b, i, "not") ||
		    word_at(s, a, b, i, "no"))) {
			for (j = i; j > a && s[j - 1] == ' '; j--)
				;
			if (j > a && strchr(",;:-", s[j - 1]) != NULL)
				return 1;
		}
	}
	return 0;
}

int
papo_answer_unsure(const char *s, size_t a, size_t b)
{
	static const char *const rel[] = { "\\geq", "\\leq", "\\ge",
	    "\\le", "\\gt", "\\lt", ">", "<", "\xe2\x89\xa5",
	    "\xe2\x89\xa4", NULL };
	size_t k;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '$' || s[b - 1] == '.'))
		b--;
	if (b > a && s[b - 1] == '?')
		return 1;
	for (k = 0; rel[k]; k++)
		if (b > a && s[a] == rel[k][0] &&	/* before strlen */
		    b - a >= strlen(rel[k]) &&
		    memcmp(s + a, rel[k], strlen(rel[k])) == 0 &&
		    (rel[k][0] != '\\' || a + strlen(rel[k]) == b ||
		    !is_alpha((unsigned char)s[a + strlen(rel[k])])))
			return 1;
	return 0;
}

/* Words after the final statement that take it back. */
static const char *const retractions[] = { "correction", "sorry",
	"oops", "mistake", "incorrect", "kidding", "disregard", "nevermind",
	"wrong", "redo", "revised", "revise", "typo", "recalculating",
	"recalculate", "erroneous", "slip", "reflection", "miscalculated",
	"miscounted", NULL };
/* Words that take it back only when a value follows in their sentence
   ("Wait, it is 4"; not "this actually makes sense"). */
static const char *const changes[] = { "wait", "actually", "recheck",
	"reconsider", "otherwise", "hmm", "alternative", NULL };
/* Words that offer another value when one follows them closely ("it
   might be 5", "maybe 5"; not "we could also compute it as 2 + 2"). */
static const char *const doubts[] = { "might", "could", "maybe",
	"perhaps", "possibly", NULL };

/*
 * Is s[i] a choice letter ("C", "(C)", "C)"): a capital A to J alone,
 * before the end, punctuation, "is" or "could" ("Actually, C.")?
 */
static int
letter_at(const char *s, size_t i, size_t b)
{
	if (i < b && s[i] == '(')
		i++;
	if (i >= b || s[i] < 'A' || s[i] > 'J' || (i > 0 &&
	    is_alpha((unsigned char)s[i - 1])))
		return 0;
	i++;
	if (i == b || strchr(".,;:)!\n", s[i]) != NULL)
		return 1;
	return s[i] == ' ' && (starts_ci(s, b, i + 1, "is ") ||
	    starts_ci(s, b, i + 1, "could"));
}

/* Does a sentence start at s[i] (after '.', '!', '?' or a line)? */
static int
sentence_start(const char *s, size_t a, size_t i)
{
	while (i > a && (s[i - 1] == ' ' || s[i - 1] == '\n'))
		i--;
	return i == a || strchr(".!?\n", s[i - 1]) != NULL;
}

/* Does a value follow s[i] after at most "also", "be", "equal to"? */
static int
value_next(const char *s, size_t i, size_t b)
{
	static const char *const w[] = { "also ", "be ", "equal to ",
	    "instead be ", NULL };
	size_t k;

	while (i < b && is_alpha((unsigned char)s[i]))
		i++;	/* the word itself */
	for (;;) {
		while (i < b && (s[i] == ' ' || s[i] == ','))
			i++;
		for (k = 0; w[k]; k++)
			if (starts_ci(s, b, i, w[k]))
				break;
		if (!w[k])
			break;
		i += strlen(w[k]);
	}
	if (i + 1 < b && s[i] == '\\' && s[i + 1] == '$')
		i += 2;
	return i < b && (is_digit((unsigned char)s[i]) || s[i] == '$' ||
	    letter_at(s, i, b) ||
	    (s[i] == '-' && i + 1 < b && is_digit((unsigned char)s[i + 1])) ||
	    (s[i] == '\\' && i + 1 < b && (s[i + 1] == '(' ||
	    s[i + 1] == '[' || s[i + 1] == 'b' || s[i + 1] == 'f')));
}

/* Does a value (a digit, math, a box) follow s[i] in its sentence? */
static int
value_follows(const char *s, size_t i, size_t b)
{
	size_t e = i + 200 < b ? i + 200 : b;

	for (; i < e; i++) {
		if (is_digit((unsigned char)s[i]) || s[i] == '$' ||
		    (s[i] == '\\' && i + 1 < e && (s[i + 1] == '(' ||
		    s[i + 1] == '[' || s[i + 1] == 'b')))
			return 1;
		/* a choice letter: "Actually, C." */
		if (letter_at(s, i, e))
			return 1;
		/* a text answer: "yes... actually no" */
		if (word_at(s, i, e, i, "yes") || word_at(s, i, e, i, "no") ||
		    word_at(s, i, e, i, "true") || word_at(s, i, e, i,
		    "false"))
			return i == 0 || !is_alpha((unsigned char)s[i - 1]);
		if ((s[i] == '.' && i + 1 < e && is_space((unsigned char)
		    s[i + 1])) || (s[i] == '\n' && i + 1 < e &&
		    s[i + 1] == '\n'))
			return 0;
	}
	return 0;
}

/* In the sentence from s[i]: "if" or "unless", then a value? */
static int
cond_value(const char *s, size_t i, size_t b)
{
	size_t e = i + 200 < b ? i + 200 : b;

	for (; i < e; i++) {
		if ((s[i] == '.' && i + 1 < e && is_space((unsigned char)
		    s[i + 1])) || s[i] == '\n')
			return 0;
		if ((word_at(s, i, e, i, "if") || word_at(s, i, e, i,
		    "unless")) && (i == 0 || !is_alpha((unsigned char)
		    s[i - 1])))
			return value_follows(s, i, b);
	}
	return 0;
}

/*
 * Is s[i] in a sentence of s[a..b) that is a closing remark recognised
 * whole ("Glad I could help!": its "I could" is no option offered)?
 */
static int
in_closing(const char *s, size_t a, size_t i, size_t b)
{
	size_t st = i;

	while (st > a && s[st - 1] != '.' && s[st - 1] != '!' &&
	    s[st - 1] != '?' && s[st - 1] != '\n')
		st--;
	return papo_frame_closing_alone(s, st, papo_frame_sentence_stop(s, i,
	    b)) != 0;
}

int
papo_answer_retracted(const char *s, size_t a, size_t b)
{
	size_t i, k;

	for (i = a; i < b; i++) {
		if (!is_alpha((unsigned char)s[i]) || !word_start(s, a, i))
			continue;
		for (k = 0; retractions[k]; k++)
			if (word_at(s, a, b, i, retractions[k]))
				return 1;
		for (k = 0; changes[k]; k++)
			if (word_at(s, a, b, i, changes[k]) &&
			    value_follows(s, i, b))
				return 1;
		for (k = 0; doubts[k]; k++)
			if (word_at(s, a, b, i, doubts[k]) &&
			    value_next(s, i, b))
				return 1;
		if (word_at(s, a, b, i, "on") && starts_ci(s, b, i,
		    "on second thought"))
			return 1;
		if (word_at(s, a, b, i, "scratch") && starts_ci(s, b, i,
		    "scratch that"))
			return 1;
		/* "(C) could also work": another choice offered */
		if ((s[i] >= 'A' && s[i] <= 'J') && letter_at(s, i, b) &&
		    !in_closing(s, a, i, b) &&
		    (i + 1 < b && (s[i + 1] == ')' || s[i + 1] == ' ')) &&
		    (starts_ci(s, b, i + 1 + (s[i + 1] == ')'), " could") ||
		    starts_ci(s, b, i + 1 + (s[i + 1] == ')'), " might") ||
		    starts_ci(s, b, i + 1 + (s[i + 1] == ')'), " may ") ||
		    starts_ci(s, b, i + 1 + (s[i + 1] == ')'), " is also")))
			return 1;
		/* "However, if we count differently, we get 5": another
		   value on a condition (not "Alternatively, 2 + 2 = 4") */
		if ((word_at(s, a, b, i, "however") || word_at(s, a, b, i,
		    "alternatively")) && cond_value(s, i, b))
			return 1;
		/* "not right", "not correct": a judgement of what came
		   before; "Or 5.": another candidate */
		if ((word_at(s, a, b, i, "not") && (starts_ci(s, b, i,
		    "not right") || starts_ci(s, b, i, "not correct"))) ||
		    (word_at(s, a, b, i, "or") && sentence_start(s, a, i) &&
		    value_next(s, i, b)))
			return 1;
		if ((word_at(s, a, b, i, "never") && starts_ci(s, b, i,
		    "never mind")) || (word_at(s, a, b, i, "i") &&
		    starts_ci(s, b, i, "i was wrong")) || (word_at(s, a, b, i,
		    "that") && (starts_ci(s, b, i, "that's wrong") ||
		    starts_ci(s, b, i, "that is wrong"))))
			return 1;
	}
	return 0;
}

/*
 * Words that start the reason or the circumstances after a value ("12
 * since there are 3 boxes of 4"): the value ends before them.
 */
static const char *const reasons[] = { "since", "because", "as", "for",
	"which", "where", "given", "due", "from", "using", "so", "hence",
	"thus", "therefore", "when", "if", "after", "by", "with", "whereas",
	"while", "based", "according", "that", "at", "attained", "achieved",
	"obtained", "reached", "occurring", "occurs", "through", NULL };

/* Does the parenthesis at s[i] hold words ("(7 was rejected)")? */
static int
aside_words(const char *s, size_t i, size_t b)
{
	size_t k, run = 0;

	for (k = i + 1; k < b && s[k] != ')'; k++) {
		if (is_alpha((unsigned char)s[k])) {
			if (++run >= 3)
				return 1;
		} else
			run = 0;
	}
	return 0;
}

size_t
papo_answer_value_end(const char *s, size_t a, size_t b)
{
	size_t i, k, m;
	int seen = 0;

	for (i = a; i < b; i++) {
		int c = (unsigned char)s[i];

		if ((m = skip_math(s, b, i)) > i) {
			seen = 1;
			i = m - 1;
			continue;
		}
		if (is_digit(c)) {
			seen = 1;
			continue;
		}
		if (!seen)
			continue;
		if (c == ';')
			return i;
		/* "12 - the number of ...", "12 -- ...", "12 \u2014 ...";
		   not "x - 1" */
		if (c == ' ' && i + 4 < b && ((s[i + 1] == '-' &&
		    s[i + 2] == '-') || starts_ci(s, b, i + 1,
		    "\xe2\x80\x94") || (s[i + 1] == '-' && s[i + 2] == ' ' &&
		    is_alpha((unsigned char)s[i + 3]) &&
		    is_alpha((unsigned char)s[i + 4]))))
			return i;
		/* "5 (not 7, which ...)", "5 (7 was rejected)": an aside */
		if (c == '(' && i > a && s[i - 1] == ' ' && i + 2 < b &&
		    ((is_alpha((unsigned char)s[i + 1]) &&
		    is_alpha((unsigned char)s[i + 2])) ||
		    aside_words(s, i, b)))
			return i;
		/* a reason in another language ("42, parce que 6 × 7 =
		   42", "42, потому что ..."): answer_rows.c's rows */
		if (i > a && (s[i - 1] == ' ' || s[i - 1] == ',') &&
		    (c >= 0x80 || is_alpha(c)) && papo_frame_kind_starts(s, i,
		    b, R_REASON) != NULL)
			return i;
		if (!is_alpha(c) || !word_start(s, a, i))
			continue;
		if (i + 3 < b && s[i + 1] == '.' && ((lower(c) == 'i' &&
		    lower((unsigned char)s[i + 2]) == 'e') || (lower(c) ==
		    'e' && lower((unsigned char)s[i + 2]) == 'g')))
			return i;	/* "i.e.", "e.g." */
		for (k = 0; reasons[k]; k++)
			if (word_at(s, a, b, i, reasons[k]) && i > a &&
			    (s[i - 1] == ' ' || s[i - 1] == ','))
				return i;
		while (i + 1 < b && is_alpha((unsigned char)s[i + 1]))
			i++;
	}
	return b;
}

/*
 * Does the line break at s[i] end a sentence: not after a character that
 * continues it (':', '=', an operator, ',', '\\', '&', an open bracket),
 * nor before '=' or an operator that continues a computation?
 */
static int
line_ends(const char *s, size_t lo, size_t i, size_t n)
{
	size_t p = i, q = i + 1, t;

	while (p > lo && (s[p - 1] == ' ' || s[p - 1] == '\t' ||
	    s[p - 1] == '\r'))
		p--;
	while (q < n && (s[q] == ' ' || s[q] == '\t'))
		q++;
	if (p == lo || q >= n || s[q] == '\n')
		return 0;
	/* a markup tag ends its line ("</tool_response>", "<output>"):
	   not a bound's '>' */
	if (s[p - 1] == '>') {
		for (t = p - 1; t > lo && (is_alpha((unsigned char)s[t - 1]) ||
		    s[t - 1] == '_' || s[t - 1] == '-'); t--)
			;
		if (t < p - 1 && t > lo && s[t - 1] == '/')
			t--;
		if (t > lo && s[t - 1] == '<' && t < p - 1)
			return strchr("=+*/&)}]<>", s[q]) == NULL;
	}
	return strchr(":=+-*/,\\&({[<>", s[p - 1]) == NULL &&
	    strchr("=+*/&)}]<>", s[q]) == NULL;
}

/* The bytes papo_answer_last_sentence stops at: math opens, a sentence
   or a line ends, 。 or । starts (0xe3, 0xe0). */
static const unsigned char sentence_byte[256] = { ['$'] = 1, ['\\'] = 1,
	['\n'] = 1, ['.'] = 1, [':'] = 1, ['!'] = 1, ['?'] = 1, [0xe3] = 1,
	[0xe0] = 1 };

/*
 * The first byte of s[i..n) that sentence_byte holds, or n: sixteen
 * bytes at a time where SSE2 is (every x86-64), else four.
 */
static size_t
sentence_byte_next(const char *s, size_t i, size_t n)
{
#ifdef __SSE2__
	while (i + 16 <= n) {
		__m128i v = _mm_loadu_si128((const void *)(s + i));
		__m128i m = _mm_or_si128(_mm_or_si128(_mm_or_si128(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('$')),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))), _mm_or_si128(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('\n')),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('.')))), _mm_or_si128(
		    _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(':')),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('!'))), _mm_or_si128(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('?')), _mm_or_si128(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8((char)0xe3)),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8((char)0xe0))))));
		unsigned bits = (unsigned)_mm_movemask_epi8(m);

		if (bits != 0)
			return i + (size_t)__builtin_ctz(bits);
		i += 16;
	}
#endif
	while (i + 4 <= n && !(sentence_byte[(unsigned char)s[i]] |
	    sentence_byte[(unsigned char)s[i + 1]] |
	    sentence_byte[(unsigned char)s[i + 2]] |
	    sentence_byte[(unsigned char)s[i + 3]]))
		i += 4;
	while (i < n && !sentence_byte[(unsigned char)s[i]])
		i++;
	return i;
}

/*
 * A place papo_answer_last_sentence's loop came back to its top at,
 * right after a sentence start was found: the next byte it reads (r)
 * and the start it then held.
 */
struct sentence_mark {
	size_t r, start;
};

/* The marks a scan keeps: its last SENTENCE_MARKS starts. */
#define SENTENCE_MARKS 4

struct sentence_marks {
	struct sentence_mark m[SENTENCE_MARKS];
	size_t n;		/* marks made, the last ones kept */
};

static void
sentence_mark(struct sentence_marks *k, size_t r, size_t start)
{
	if (k != NULL) {
		k->m[k->n % SENTENCE_MARKS].r = r;
		k->m[k->n % SENTENCE_MARKS].start = start;
		k->n++;
	}
}

/*
 * The end of s[lo..n) without the white space, '.', '!', '?', '*', 。
 * and । it ends with.
 */
static size_t
sentence_trim(const char *s, size_t lo, size_t n)
{
	for (;;) {
		if (n > lo && (is_space((unsigned char)s[n - 1]) ||
		    strchr(".!?*", s[n - 1]) != NULL))
			n--;
		else if (n >= lo + 3 && (memcmp(s + n - 3, "\xe3\x80\x82",
		    3) == 0 || memcmp(s + n - 3, "\xe0\xa5\xa4", 3) == 0))
			n -= 3;
		else
			return n;
	}
}

/*
 * Is the '.' at s[i] the end of a unit's abbreviation between the two
 * numbers of a compound quantity ("2 Std. 15 Min.", "2 hrs. 15 min.",
 * "2 ч. 15 мин."): a number, a space, a unit word of at most three
 * letters (units.h, of any language) and a space and a digit after
 * it?  No sentence ends there ("It took 3 days. 2 were lost." does);
 * nor at the '.' of a currency's abbreviation before its amount ("Rs.
 * 42", "Fr. 42": units_currency.c).
 */
static int
unit_abbrev_dot(const char *s, size_t lo, size_t i, size_t n)
{
	struct papo_unit u;
	size_t w = i, l;

	if (i + 2 >= n || s[i + 1] != ' ' || !is_digit((unsigned char)
	    s[i + 2]))
		return 0;
	if (papo_unit_currency_end(s, lo, i + 1, 1, &l) != NULL)
		return 1;	/* "Rs. 42", "Fr. 42": before its amount */
	while (w > lo && (is_alpha((unsigned char)s[w - 1]) ||
	    (unsigned char)s[w - 1] >= 0x80))
		w--;
	if (w == i || i - w > 6 || w < lo + 2 || s[w - 1] != ' ' ||
	    !is_digit((unsigned char)s[w - 2]))
		return 0;
	return (i - w <= 3 && papo_unit_parse(s + w, i - w, &u) == 0) ||
	    (papo_unit_foreign(s + w, i - w, &l) != NULL && l == i - w);
}

/*
 * papo_answer_last_sentence's loop over s[i..n) (n trimmed, the window
 * from lo) from its top at i with start: the last start, before its
 * white space is skipped.  Every start found is marked in k (k may be
 * NULL).
 */
static size_t
sentence_scan(const char *s, size_t lo, size_t n, size_t i, size_t start,
    struct sentence_marks *k)
{
	size_t m;

	for (; i < n; i++) {
		/* bytes that neither open math nor end a sentence */
		if ((i = sentence_byte_next(s, i, n)) >= n)
			break;
		if ((m = skip_math(s, n, i)) > i) {
			size_t e = m - (s[m - 1] == '$' && s[m - 2] != '$' ?
			    1 : 2);

			/* display math that ends a sentence: "... = 5.$$" */
			while (e > i && is_space((unsigned char)s[e - 1]))
				e--;
			if (e > i && s[e - 1] == '.' && m < n &&
			    is_space((unsigned char)s[m]))
				sentence_mark(k, m, start = m);
			i = m - 1;
			continue;
		}
		if (s[i] == '\n' && i + 1 < n && (s[i + 1] == '\n' ||
		    (s[i + 1] == '\r' && i + 2 < n && s[i + 2] == '\n'))) {
			sentence_mark(k, i + 1, start = i + 1);
			continue;
		}
		/* a line ends a sentence ("...= 5 hours\nTherefore, ..."),
		   unless it goes on ("is:", "=", a LaTeX line break) */
		if (s[i] == '\n' && line_ends(s, lo, i, n)) {
			sentence_mark(k, i + 1, start = i + 1);
			continue;
		}
		/* the full stops of Chinese and Japanese, of Devanagari */
		if (i + 3 <= n && (memcmp(s + i, "\xe3\x80\x82", 3) == 0 ||
		    memcmp(s + i, "\xe0\xa5\xa4", 3) == 0) && i + 3 < n) {
			sentence_mark(k, i + 3, start = i + 3);
			i += 2;
			continue;
		}
		/* "**3.** So", "**Step 3:** So": a bold heading */
		if ((s[i] == '.' || s[i] == ':') && i + 3 < n &&
		    s[i + 1] == '*' && s[i + 2] == '*' &&
		    is_space((unsigned char)s[i + 3])) {
			sentence_mark(k, i + 1, start = i + 3);
			continue;
		}
		if ((s[i] == '.' || s[i] == '!' || s[i] == '?') &&
		    i + 1 < n && is_space((unsigned char)s[i + 1]) &&
		    !(s[i] == '.' && i > lo && is_digit((unsigned char)
		    s[i - 1]) && i + 2 < n && s[i + 1] == '\n' &&
		    is_space((unsigned char)s[i + 2])) &&
		    !(s[i] == '.' && (unit_abbrev_dot(s, lo, i, n) ||
		    papo_frame_abbrev_unit(s, i, n))))
			sentence_mark(k, i + 1, start = i + 1);
	}
	return start;
}

/* The window papo_answer_last_sentence reads of s[0..n): from lo. */
static size_t
sentence_window(const char *s, size_t n)
{
	size_t lo = n > 4096 ? n - 4096 : 0;
	const char *p;

	/* from a line's start, so that math is not entered halfway */
	if (lo > 0 && (p = memchr(s + lo, '\n', n - lo)) != NULL)
		lo = (size_t)(p - s) + 1;
	return lo;
}

static size_t
skip_space(const char *s, size_t start, size_t n)
{
	while (start < n && is_space((unsigned char)s[start]))
		start++;
	return start;
}

/*
 * The start of the last sentence of s[0..n): after the last blank line,
 * and in that paragraph after the last '.', '!' or '?' that ends a
 * sentence (then white space, outside math); only the last 4096 bytes
 * are looked at.
 */
size_t
papo_answer_last_sentence(const char *s, size_t n)
{
	size_t lo = sentence_window(s, n);

	n = sentence_trim(s, lo, n);
	return skip_space(s, sentence_scan(s, lo, n, lo, lo, NULL), n);
}

/*
 * papo_answer_last_sentences: the second scan, of s[0..a), from the
 * first's marks.  Both windows start at 0 (the caller's n is at most
 * 4096).  The second scan's loop reads, at each byte i it stops at
 * before a mark's r, only bytes below i + 4, the end of a math span (at
 * most r) and the white space after a line break (which ends before n2:
 * s[n2 - 1] is not white space); its math spans are the first closing
 * delimiter's, found below n2 by both.  So when r + 4 <= n2 the two
 * scans agree up to r, and the second goes on from the mark.
 */
static size_t
sentence_before(const char *s, size_t a, const struct sentence_marks *k)
{
	size_t n2 = sentence_trim(s, 0, a), j, r = 0, start = 0;

	for (j = k->n > SENTENCE_MARKS ? k->n - SENTENCE_MARKS : 0;
	    j < k->n; j++) {
		const struct sentence_mark *m = &k->m[j % SENTENCE_MARKS];

		if (m->r + 4 <= n2 && m->r >= r) {
			r = m->r;
			start = m->start;
		}
	}
	return skip_space(s, sentence_scan(s, 0, n2, r, start, NULL), n2);
}

size_t
papo_answer_last_sentences(const char *s, size_t n, size_t *before)
{
	struct sentence_marks k = { .n = 0 };
	size_t lo = sentence_window(s, n), a;

	if (lo > 0) {
		a = papo_answer_last_sentence(s, n);
		*before = papo_answer_last_sentence(s, a);
		return a;
	}
	n = sentence_trim(s, 0, n);
	a = skip_space(s, sentence_scan(s, 0, n, 0, 0, &k), n);
	*before = sentence_before(s, a, &k);
	return a;
}

/* Four hex digits at s[i]: their value, or -1. */
long
papo_answer_hex4(const char *s, size_t n, size_t i)
{
	long v = 0;
	size_t k;

	if (i + 4 > n)
		return -1;
	for (k = i; k < i + 4; k++) {
		int c = lower((unsigned char)s[k]);

		if (is_digit(c))
			v = v * 16 + (c - '0');
		else if (c >= 'a' && c <= 'f')
			v = v * 16 + (c - 'a' + 10);
		else
			return -1;
	}
	return v;
}

/* Is the quoted key at s[i..j) (without its quotes) answer-like? */
static int
answer_key(const char *s, size_t i, size_t j)
{
	static const char *const keys[] = { "answer", "finalanswer",
	    "result", "finalresult", "answers", "finalanswers", "choice",
	    "finalchoice", "correctanswer", "answerkey",
	    "correctanswerkey" /* ThaiExam's */, "correctchoice",
	    "correctoption", NULL };
	char w[24];
	size_t l = 0, k;

	for (k = i; k < j; k++) {
		int c = lower((unsigned char)s[k]);

		if (c == '_' || c == ' ' || c == '-')
			continue;
		if (!is_alpha(c) || l + 1 >= sizeof(w))
			return 0;
		w[l++] = (char)c;
	}
	w[l] = '\0';
	for (k = 0; keys[k]; k++)
		if (strcmp(w, keys[k]) == 0)
			return 1;
	return 0;
}

int
papo_answer_key_name(const char *s, size_t i, size_t j)
{
	return answer_key(s, i, j);
}

/*
 * Does a word end at s[v - 1] that JSON does not write between its
 * members (a letter's byte, not of true, false or null): "not" in '{
 * not "answer": 16 }'?
 */
static int
json_word_before(const char *s, size_t v)
{
	static const char *const lits[] = { "true", "false", "null", NULL };
	size_t w = v, k;

	if (!is_alpha((unsigned char)s[v - 1]) && (unsigned char)s[v - 1] <
	    0x80)
		return 0;
	while (w > 0 && (is_alpha((unsigned char)s[w - 1]) ||
	    (unsigned char)s[w - 1] >= 0x80))
		w--;
	for (k = 0; lits[k] != NULL; k++)
		if (v - w == strlen(lits[k]) && memcmp(s + w, lits[k], v - w) ==
		    0)
			return 0;
	return 1;
}

/*
 * A JSON string's content s[i..) up to its closing quote, with the
 * escapes undone, into out; the index after the quote, or 0 when it
 * does not close.  \f, \b and \r before a letter are LaTeX commands
 * whose backslash was not doubled.
 */
static size_t
json_string(const char *s, size_t n, size_t i, struct papo_buf *out)
{
	papo_buf_reset(out);
	while (i < n && s[i] != '"') {
		if (s[i] == '\\' && i + 1 < n) {
			char c = s[i + 1];

			i += 2;
			long cp;

			if ((c == 'n' || c == 't') && !(i < n &&
			    is_alpha((unsigned char)s[i]) && c == 't' &&
			    starts_ci(s, n, i, "ext")))
				papo_buf_addc(out, c == 'n' ? '\n' : ' ');
			else if (c == 'u' && (cp = papo_answer_hex4(s, n, i)) >=
			    0) {
				papo_utf8_put(out, (unsigned long)cp);
				i += 4;
			} else if (c == '"' || c == '\\' || c == '/')
				papo_buf_addc(out, c);
			else {
				papo_buf_addc(out, '\\');
				papo_buf_addc(out, c);
			}
			continue;
		}
		if (s[i] == '\n')
			return 0;
		papo_buf_addc(out, s[i++]);
	}
	return i < n ? i + 1 : 0;
}

/* Does s[0..n) hold a quote that a colon follows ("key": or "key" :)? */
static int
key_quote(const char *s, size_t n)
{
	const char *p = s, *e = s + n;

	while (p < e && (p = memchr(p, '"', (size_t)(e - p))) != NULL) {
		p++;
		if (p < e && (*p == ':' || (*p == ' ' && p + 1 < e &&
		    p[1] == ':')))
			return 1;
	}
	return 0;
}

/*
 * An answer object of scalar members at s[v] ('{'), {"a": 2, "b": -3},
 * as the labelled values "a = 2, b = -3" into out (a Greek letter's name
 * its command: "alpha" \\alpha): the index after its '}', or 0 when it is
 * not such an object (a nested object or list, a key that is no name).
 */
static size_t
json_object(const char *s, size_t n, size_t v, struct papo_buf *out)
{
	static const char *const greek[] = { "alpha", "beta", "gamma",
	    "delta", "epsilon", "theta", "lambda", "mu", "sigma", "omega",
	    "phi", "rho", "tau", NULL };
	struct papo_buf str = PAPO_BUF_INIT;
	size_t i = v + 1, k, ka, g;
	int members = 0;

	papo_buf_reset(out);
	for (;;) {
		while (i < n && is_space((unsigned char)s[i]))
			i++;
		if (i < n && s[i] == '}' && members > 0)
			break;
		if (i >= n || s[i] != '"')
			goto none;
		for (ka = ++i; i < n && (is_alpha((unsigned char)s[i]) ||
		    is_digit((unsigned char)s[i]) || s[i] == '_') &&
		    i - ka < 16; i++)
			;
		if (i == ka || i >= n || s[i] != '"' ||
		    !is_alpha((unsigned char)s[ka]))
			goto none;
		if (members++ > 0)
			papo_buf_adds(out, ", ");
		for (g = 0; greek[g]; g++)
			if (strlen(greek[g]) == i - ka &&
			    memcmp(s + ka, greek[g], i - ka) == 0)
				papo_buf_addc(out, '\\');
		papo_buf_add(out, s + ka, i - ka);
		papo_buf_adds(out, " = ");
		for (i++; i < n && is_space((unsigned char)s[i]); i++)
			;
		if (i >= n || s[i] != ':')
			goto none;
		for (i++; i < n && is_space((unsigned char)s[i]); i++)
			;
		if (i < n && s[i] == '"') {
			if ((k = json_string(s, n, i + 1, &str)) == 0 ||
			    str.len == 0)
				goto none;
			papo_buf_add(out, str.s, str.len);
			i = k;
		} else {
			for (k = i; k < n && (is_digit((unsigned char)s[k]) ||
			    strchr("+-.eE", s[k]) != NULL); k++)
				;
			if (k == i)
				goto none;
			papo_buf_add(out, s + i, k - i);
			i = k;
		}
		while (i < n && is_space((unsigned char)s[i]))
			i++;
		if (i < n && s[i] == ',')
			i++;
		else if (i >= n || s[i] != '}')
			goto none;
	}
	papo_buf_release(&str);
	return i + 1;
none:
	papo_buf_release(&str);
	papo_buf_reset(out);
	return 0;
}

/*
 * An answer object that is one quantity, its value and its unit
 * ({"value": 42, "unit": "sheep"}, read by json_object as "value = 42,
 * unit = sheep"), written in out as the quantity "42 sheep", which is
 * then read as a value and a unit are in a string ("42 sheep": the
 * unit compared with the reference's and the problem's); any other
 * object is left as it is.
 */
static void
json_quantity_object(struct papo_buf *out)
{
	static const char *const unit[] = { ", unit = ", ", units = ",
	    NULL };
	const char *u = NULL;
	size_t k, l = 0, vl;

	if (out->len < 9 || memcmp(out->s, "value = ", 8) != 0)
		return;
	for (k = 0; unit[k] && u == NULL; k++)
		if ((u = memmem(out->s + 8, out->len - 8, unit[k],
		    l = strlen(unit[k]))) != NULL)
			break;
	vl = (u != NULL ? (size_t)(u - out->s) : out->len) - 8;
	/* one value, one unit: no third member, no list in either */
	if (vl == 0 || memmem(out->s + 8, out->len - 8, ", ", 2) !=
	    (u != NULL ? u : NULL) || (u != NULL && (memmem(u + l,
	    out->len - (size_t)(u + l - out->s), " = ", 3) != NULL ||
	    (size_t)(u + l - out->s) == out->len)))
		return;
	/* in place: the value moves left by 8, the unit by l - 1 */
	memmove(out->s, out->s + 8, vl);
	if (u != NULL) {
		size_t ul = out->len - (size_t)(u + l - out->s);

		out->s[vl] = ' ';
		memmove(out->s + vl + 1, u + l, ul);
		vl += 1 + ul;
	}
	papo_buf_truncate(out, vl);
}

/*
 * The unmatched '{' or '[' before s[i] (a JSON string's quotes pair up
 * read backwards too, an escaped quote aside): its index, or n when
 * there is none.
 */
static size_t
json_opener(const char *s, size_t n, size_t i)
{
	int depth = 0;

	while (i-- > 0) {
		if (s[i] == '"') {
			while (i-- > 0 && !(s[i] == '"' && (i == 0 ||
			    s[i - 1] != '\\')))
				;
			if (i == (size_t)-1)
				return n;
		} else if (s[i] == '}' || s[i] == ']')
			depth++;
		else if ((s[i] == '{' || s[i] == '[') && depth-- == 0)
			return i;
	}
	return n;
}

/*
 * The keys an object holding the answer's key may stand under: the
 * answer, the solution or the output of the whole ({"solution":
 * {"answer": 42}}).  A draft's, a candidate's, a wrong one's are not.
 */
static const char *const json_containers[] = { "solution", "result",
    "results", "output", "response", "final", "data", "prediction",
    "answer", "finalanswer", "final_answer", NULL };

/*
 * The key of the object or list that opens at s[o]: its name's bytes
 * s[*k..*e) and 1; 0 when it stands at the top or after prose's colon
 * ("as JSON: {"); -1 when it is an item of a list; 2 when the key's
 * opening quote is not found.
 */
static int
object_key(const char *s, size_t o, size_t *k, size_t *e)
{
	size_t p;

	for (p = o; p > 0 && is_space((unsigned char)s[p - 1]); p--)
		;
	if (p > 0 && (s[p - 1] == ',' || s[p - 1] == '['))
		return -1;
	if (p == 0 || s[p - 1] != ':')
		return 0;
	for (p--; p > 0 && is_space((unsigned char)s[p - 1]); p--)
		;
	if (p < 2 || s[p - 1] != '"')
		return 0;
	for (*k = p - 1; *k > 0 && s[*k - 1] != '"' && p - *k < 24; (*k)--)
		;
	*e = p - 1;
	return *k > 0 && s[*k - 1] == '"' ? 1 : 2;
}

/*
 * A tool call's arguments, and the tools whose arguments give the
 * answer: {"name": "submit", "arguments": {"answer": "18"}}.
 */
static const char *const json_args[] = { "arguments", "parameters", "args",
    "input", NULL };
static const char *const json_submits[] = { "submit", "submit_answer",
    "final_answer", "answer", "finish", "submit_solution", NULL };

/*
 * Is the object under the key s[k..e) (of s[0..n)) a tool call's
 * arguments whose call (the object around the key) names a tool of
 * json_submits[] as its "name"?
 */
static int
json_submitted(const char *s, size_t n, size_t k, size_t e)
{
	size_t c, q, v, w;
	const char *m;

	if (!word_in_list(s, k, e, json_args) || (c = json_opener(s, n,
	    k - 1)) == n || (m = memmem(s + c, k - c, "\"name\"", 6)) == NULL)
		return 0;
	for (q = (size_t)(m - s) + 6; q < k && (s[q] == ' ' || s[q] == ':');
	    q++)
		;
	if (q >= k || s[q] != '"')
		return 0;
	for (v = w = q + 1; w < k && s[w] != '"' && w - v < 24; w++)
		;
	return w < k && s[w] == '"' && word_in_list(s, v, w, json_submits);
}

int
papo_answer_json_submit(const char *s, size_t n, size_t at)
{
	size_t o, k, e;

	return (o = json_opener(s, n, at)) != n && object_key(s, o, &k,
	    &e) == 1 && json_submitted(s, n, k, e);
}

/*
 * Does the answer key whose quote is s[at] (of s[0..n)) stand in the
 * top object (or a top list of objects), or under one of
 * json_containers, or in a submitting tool's arguments
 * (json_submitted)?  {"draft": {"answer": 41}}, {"candidates":
 * [{"answer": 42}]}: no.
 */
int
papo_answer_json_nest(const char *s, size_t n, size_t at)
{
	size_t o = at, k, e;
	int r;

	for (;;) {
		if ((o = json_opener(s, n, o)) == n)
			return 1;
		if ((r = object_key(s, o, &k, &e)) < 0)
			continue;	/* an item of a list */
		if (r == 0)
			return 1;	/* the top, prose's: "as JSON: {" */
		return r == 1 && (word_in_list(s, k, e, json_containers) ||
		    json_submitted(s, n, k, e));
	}
}

int
papo_answer_json(const char *s, size_t n, struct papo_buf *out,
    size_t *at, size_t *end)
{
	size_t hi = n;
	const char *p;

	/* most responses have no key at all: look for one first */
	if (!key_quote(s, n))
		return 0;
	/* the last "key": value with an answer-like key */
	while (hi > 0 && (p = memrchr(s, ':', hi)) != NULL) {
		size_t c = (size_t)(p - s), q = c, k, v;

		hi = c;
		while (q > 0 && (s[q - 1] == ' ' || s[q - 1] == '\\'))
			q--;
		if (q == 0 || s[q - 1] != '"')
			continue;
		for (k = q - 1; k > 0 && s[k - 1] != '"' && q - k < 20; k--)
			;
		if (k == 0 || s[k - 1] != '"' || !answer_key(s, k, q - 1))
			continue;
		if (k >= 2 && s[k - 2] == '\\')
			continue;	/* escaped: in a string */
		for (v = k - 1; v > 0; v--)	/* spacing, escaped too */
			if (v > 1 && s[v - 2] == '\\' && (s[v - 1] == 'n' ||
			    s[v - 1] == 't' || s[v - 1] == 'r'))
				v--;
			else if (!is_space((unsigned char)s[v - 1]))
				break;
		if (v > 0 && json_word_before(s, v))
			return 0;	/* '{ not "answer": 16 }': a word no
					   JSON writes before the key (a
					   comma left out, '"... 270."
					   "answer"', is a model's JSON) */
		for (v = c + 1; v < n && (s[v] == ' ' || s[v] == '\t'); v++)
			;
		if (v >= n)
			return 0;
		*at = k - 1;
		if (s[v] == '"') {
			size_t e = json_string(s, n, v + 1, out);

			if (e == 0)
				return 0;
			*end = e;
			return 1;
		}
		if (s[v] == '{' && (k = json_object(s, n, v, out)) != 0) {
			*end = k;	/* {"a": 2, "b": -3}: a = 2, b = -3 */
			json_quantity_object(out);
			return 1;
		}
		papo_buf_reset(out);
		if (s[v] == '[') {
			/* ["3", "4"]: the list 3, 4 */
			for (k = v + 1; k < n && s[k] != ']' && s[k] != '\n';
			    k++)
				if (s[k] != '"')
					papo_buf_addc(out, s[k]);
			*end = k < n ? k + 1 : k;
			return out->len > 0 && k < n && s[k] == ']';
		}
		/* a number, true, false, null: up to ',', '}' or a line */
		for (k = v; k < n && s[k] != ',' && s[k] != '}' &&
		    s[k] != '\n'; k++)
			;
		papo_buf_add(out, s + v, k - v);
		*end = k;
		return out->len > 0;
	}
	return 0;
}

/*
 * The value after "answer" and a negation at s[i..b) ("cannot be 4",
 * "is not $4$", "isn't 4"): its extent in *va, *vb; 0 when none.
 */
static int
denied_after(const char *s, size_t i, size_t b, size_t *va, size_t *vb)
{
	static const char *const neg[] = { "cannot be", "can't be",
	    "is not", "isn't", "is never", "must not be", "could not be",
	    "can not be", "won't be", "will not be", NULL };
	size_t k, l, m;

	while (i < b && s[i] == ' ')
		i++;
	for (k = 0; neg[k]; k++) {
		l = strlen(neg[k]);
		if (starts_ci(s, b, i, neg[k]))
			break;
	}
	if (!neg[k])
		return 0;
	i += l;
	while (i < b && (s[i] == ' ' || s[i] == '*'))
		i++;
	if (i + 1 < b && s[i] == '\\' && s[i + 1] == '$')
		i += 2;		/* \$18.50: dollars */
	if ((m = skip_math(s, b, i)) > i) {
		*va = i;
		*vb = m;
		return 1;
	}
	/* a number, or a list of them ("0.1, 4, 2") */
	for (m = i; m < b && (is_digit((unsigned char)s[m]) ||
	    strchr("-.,/%", s[m]) != NULL || (s[m] == ' ' && m > i &&
	    s[m - 1] == ',')); m++)
		;
	while (m > i && strchr(".,", s[m - 1]) != NULL)
		m--;
	if (m == i || !is_digit((unsigned char)s[m - 1]))
		return 0;
	*va = i;
	*vb = m;
	return 1;
}

/*
 * The value before "is not the answer" that ends at s[i] (the 'a' of
 * "answer": "**x=3** is not the answer", "$4$ isn't the final answer"):
 * its extent; 0 when none.
 */
static int
denied_before(const char *s, size_t i, size_t *va, size_t *vb)
{
	static const char *const neg[] = { "is not the ", "isn't the ",
	    "is not the final ", "isn't the final ", "is not the correct ",
	    "isn't the correct ", NULL };
	size_t k, l, e;

	for (k = 0; neg[k]; k++) {
		l = strlen(neg[k]);
		if (i >= l && starts_ci(s, i, i - l, neg[k]))
			break;
	}
	if (!neg[k])
		return 0;
	e = i - l;
	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '*'))
		e--;
	if (e == 0)
		return 0;
	if (s[e - 1] == '$') {
		const char *q = e >= 2 ? memrchr(s, '$', e - 1) : NULL;

		if (q == NULL)
			return 0;
		*va = (size_t)(q - s);
		*vb = e;
		return 1;
	}
	for (k = e; k > 0 && !is_space((unsigned char)s[k - 1]) &&
	    s[k - 1] != '*'; k--)
		;
	if (k == e || !is_digit((unsigned char)s[e - 1]))
		return 0;
	*va = k;
	*vb = e;
	return 1;
}

size_t
papo_answer_denied(const char *s, size_t n, struct papo_buf *out,
    size_t *off, size_t max)
{
	const char *p = s + 2, *e = s + n;
	size_t k = 0, va, vb;

	papo_buf_reset(out);
	/* each "nswer", by its 'w' (rare in prose and math) */
	while (k < max && p < e && (p = memchr(p, 'w', (size_t)(e - p))) !=
	    NULL) {
		size_t i = (size_t)(p - s) + 3;

		p++;
		if (i > n || memcmp(s + i - 5, "nswer", 5) != 0)
			continue;
		if (i < 6 || lower((unsigned char)s[i - 6]) != 'a')
			continue;
		if (!denied_after(s, i, n, &va, &vb) &&
		    !denied_before(s, i - 6, &va, &vb))
			continue;
		off[k++] = out->len;
		papo_buf_add(out, s + va, vb - va);
		papo_buf_addc(out, '\0');
	}
	return k;
}
