/* SPDX-License-Identifier: MIT */
/*
 * answer_likely.c: the words of likelihood that may open a statement
 * before its value, per listed language ("Most likely, 240 km.",
 * "Скорее всего, 240 км.", "Höchstwahrscheinlich 240 km.", "很可能是
 * 240公里。"): the value is then a guess, not a committed answer.  Read
 * before the words of the statement are read against the problem's (a
 * likelihood word may look like one of its words: "скорее" beside
 * "скоростью"), by answer_find.c's finders.
 */
#include <pthread.h>
#include <stddef.h>
#include <string.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"

/*
 * By language, in lower case; a row is matched with its case folded
 * (a capital opens a sentence: "Скорее всего"), as a whole word in a
 * script with spaces, anywhere in one without.  "sans doute" is
 * French's "probably"; "sans aucun doute" (certainty) holds no row.
 */
static const char *const likely[] = {
	/* en */
	"most likely", "more likely than not", "in all likelihood",
	"in all probability", "probably", "presumably", "chances are",
	"odds are", "likely",
	/* ru */
	"скорее всего", "вероятнее всего", "по всей видимости",
	"по всей вероятности", "вероятно", "наверное", "наверно",
	"видимо", "должно быть", "предположительно",
	/* uk */
	"найімовірніше", "швидше за все", "скоріше за все", "ймовірно",
	"імовірно", "мабуть", "напевно", "певно",
	/* de */
	"höchstwahrscheinlich", "aller wahrscheinlichkeit nach",
	"wahrscheinlich", "vermutlich", "voraussichtlich",
	/* fr */
	"très probablement", "probablement", "selon toute vraisemblance",
	"selon toute probabilité", "vraisemblablement", "sans doute",
	/* es */
	"lo más probable", "muy probablemente", "probablemente",
	"posiblemente", "con toda probabilidad",
	/* it */
	"molto probabilmente", "probabilmente", "con ogni probabilità",
	"presumibilmente",
	/* pt */
	"muito provavelmente", "provavelmente", "com toda a probabilidade",
	"possivelmente",
	/* pl */
	"najprawdopodobniej", "prawdopodobnie", "zapewne", "chyba",
	/* tr */
	"büyük ihtimalle", "büyük olasılıkla", "muhtemelen", "galiba",
	"herhalde",
	/* id, ms */
	"kemungkinan besar", "kemungkinan", "barangkali", "agaknya",
	"sepertinya",
	/* vi */
	"nhiều khả năng", "có lẽ", "hẳn là", "chắc là",
	/* sw */
	"huenda", "pengine", "labda", "yaelekea",
	/* hi */
	"शायद", "संभवतः", "संभवत", "संभवतया",
	/* bn */
	"খুব সম্ভবত", "সম্ভবত", "হয়তো",
	/* te */
	"బహుశా",
	/* ar */
	"على الأرجح", "من المرجح", "ربما", "غالبا", "غالباً", "يحتمل",
	/* ko */
	"십중팔구", "아마도", "아마", "어쩌면",
	NULL
};

/* Rows of a script without spaces, matched anywhere (zh, ja, th). */
static const char *const likely_dense[] = {
	"很可能", "大概", "多半", "估计", "估計", "或许", "或許", "也许",
	"也許", "恐怕", "たぶん", "多分", "おそらく", "恐らく", "น่าจะ",
	"คงจะ", "อาจจะ", "เป็นไปได้ว่า",
	NULL
};

/*
 * Nouns of a question that hold a doubt's letters in a script without
 * spaces, or are a doubt's word of their own: Thai's "probability"
 * (ความน่าจะเป็น, its น่าจะ "probably"); Bengali's "probability"
 * (সম্ভাবনা, a chance as a doubt's: "সম্ভাবনা আছে"), a noun only where
 * the problem writes it (lent: the probability asked) and the value or
 * its copula follows it (value_next).  The subject of
 * a statement of the value ("ความน่าจะเป็นคือ 1/3", "সুতরাং সম্ভাবনা
 * 1/3।"), never a doubt of it; what the statement's reader does not
 * know about it still refuses it ("ความน่าจะเป็นสูงที่คำตอบคือ 5": สูง,
 * high, is no row).  Chinese's 可能性 (a possibility) stays a doubt:
 * "可能性最大的是5" guesses.
 */
static const struct { const char *w; int lent; } doubt_nouns[] = {
	/* ความน่าจะเป็น */
	{ "\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\x99"
	    "\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x88\xe0\xb8\xb0\xe0\xb9\x80"
	    "\xe0\xb8\x9b\xe0\xb9\x87\xe0\xb8\x99", 0 },
	/* সম্ভাবনা */
	{ "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xad\xe0\xa6\xbe"
	    "\xe0\xa6\xac\xe0\xa6\xa8\xe0\xa6\xbe", 1 },
	{ NULL, 0 }
};

/*
 * Does the value or its copula follow s[e] (in s[..b)): a digit, math,
 * a sign of equality, Bengali's copula হল or হলো ("সম্ভাবনা 1/3",
 * "সম্ভাবনা হল 1/3"), or the end of the words read (those before a
 * value), not "সম্ভাবনা আছে যে" (there is a chance that)?
 */
static int
value_next(const char *s, size_t e, size_t b)
{
	while (e < b && s[e] == ' ')
		e++;
	return e == b || (is_digit((unsigned char)s[e]) || s[e] == '$' ||
	    s[e] == '\\' || s[e] == '=' || s[e] == ':' || (b - e >= 6 &&
	    memcmp(s + e, "\xe0\xa6\xb9\xe0\xa6\xb2", 6) == 0));	/* হল */
}

size_t
papo_answer_doubt_noun(const char *s, size_t a, size_t i, size_t b,
    const char *p, size_t pn)
{
	size_t k, l, j;

	for (k = 0; doubt_nouns[k].w != NULL; k++) {
		l = strlen(doubt_nouns[k].w);
		if (doubt_nouns[k].lent && (p == NULL ||
		    papo_answer_find_bytes(p, pn, doubt_nouns[k].w, l) == NULL))
			continue;
		for (j = i >= a + l ? i - l + 1 : a; j <= i && j + l <= b; j++)
			if (memcmp(s + j, doubt_nouns[k].w, l) == 0 &&
			    (!doubt_nouns[k].lent || value_next(s, j + l, b)))
				return j + l;
	}
	return 0;
}

/* Where row w ends when s[i..e) opens with it, case folded; else 0. */
static size_t
folded_at(const char *s, size_t i, size_t e, const char *w)
{
	size_t j = 0, m = strlen(w), l, n;

	while (j < m && i < e) {
		if (papo_frame_fold_cp(papo_frame_cp_len(s, i, e, &l)) !=
		    papo_frame_fold_cp(papo_frame_cp_len(w, j, m, &n)))
			return 0;
		i += l;
		j += n;
	}
	return j == m ? i : 0;
}

/* Each row's first code point, folded, built once, and the rows that
   start with each ASCII letter: a word start that opens no row asks
   none of them (asked of the words before every answer framed). */
#define LIKELY_ROWS 128
#define BY_LETTER 16
static long first_cp[LIKELY_ROWS];
static unsigned char by_letter[26][BY_LETTER], n_letter[26];
static pthread_once_t first_once = PTHREAD_ONCE_INIT;
_Static_assert(sizeof(likely) / sizeof(likely[0]) <= LIKELY_ROWS,
    "raise LIKELY_ROWS");

static void
first_build(void)
{
	size_t k, l;
	long c;

	for (k = 0; likely[k] != NULL; k++) {
		c = papo_frame_fold_cp(papo_frame_cp_len(likely[k], 0,
		    strlen(likely[k]), &l));
		first_cp[k] = c;
		if (c >= 'a' && c <= 'z' && n_letter[c - 'a'] < BY_LETTER)
			by_letter[c - 'a'][n_letter[c - 'a']++] =
			    (unsigned char)k;
	}
}

/* The row of likely[] that the word at s[i..b) opens with, its first
   code point folded f; NULL when none. */
static const char *
row_at(const char *s, size_t i, size_t b, long f)
{
	size_t k, j, e;

	if (f >= 'a' && f <= 'z') {
		for (j = 0; j < n_letter[f - 'a']; j++) {
			k = by_letter[f - 'a'][j];
			if (i + 1 < b && (unsigned char)likely[k][1] < 0x80 &&
			    lower((unsigned char)s[i + 1]) !=
			    (unsigned char)likely[k][1])
				continue;	/* its second letter: most */
			if ((e = folded_at(s, i, b, likely[k])) != 0 &&
			    (e == b || !papo_frame_word_letter(
			    papo_frame_cp_at(s, e, b))))
				return likely[k];
		}
		return NULL;
	}
	for (k = 0; likely[k] != NULL; k++)
		if (first_cp[k] == f && (e = folded_at(s, i, b,
		    likely[k])) != 0 && (e == b ||
		    !papo_frame_word_letter(papo_frame_cp_at(s, e, b))))
			return likely[k];
	return NULL;
}

const char *
papo_answer_likely(const char *s, size_t a, size_t b)
{
	const char *r, *q;
	size_t i, k, l;
	unsigned char c0;
	int prev = 0, letter, wide = 0;
	long c;

	(void)pthread_once(&first_once, first_build);
	for (i = a; i < b; i += l) {
		if ((c0 = (unsigned char)s[i]) < 0x80) {
			l = 1;	/* ASCII: its letters, case folded */
			letter = is_alpha(c0);
			if (letter && !prev && (r = row_at(s, i, b,
			    lower(c0))) != NULL)
				return r;
			prev = letter;
			continue;
		}
		wide |= c0 >= 0xe0;
		c = papo_frame_cp_len(s, i, b, &l);
		letter = papo_frame_word_letter(c);
		if (letter && !prev && (r = row_at(s, i, b,
		    papo_frame_fold_cp(c))) != NULL)
			return r;
		prev = letter;
	}
	for (k = 0; wide && likely_dense[k] != NULL; k++)
		for (i = a; i < b && (q = papo_answer_find_bytes(s + i, b - i,
		    likely_dense[k], strlen(likely_dense[k]))) != NULL;
		    i = (size_t)(q - s) + 1)
			if (papo_answer_doubt_noun(s, a, (size_t)(q - s), b,
			    NULL, 0) == 0)
				return likely_dense[k];
	return NULL;
}
