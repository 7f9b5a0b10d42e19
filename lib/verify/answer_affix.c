/* SPDX-License-Identifier: MIT */
/*
 * answer_affix.c: is a word of a last statement in Indonesian or Malay
 * a word of the problem in another voice?  Both languages mark a
 * transitive verb's active voice by the prefix meN-, whose nasal takes
 * the root's first sound ("menghasilkan" of "hasil", "menjual" of
 * "jual", "memakai" of "pakai", "menulis" of "tulis", "menyimpan" of
 * "simpan"), its passive by di-, and its object by the suffixes -kan
 * and -i: a problem asking "Berapa dolar yang dia hasilkan setiap
 * hari?" is answered by "Jadi, Janet menghasilkan $18 setiap hari.",
 * and Malay's "yang dia perolehi" by "Janet memperoleh $18".
 *
 * Only these affixes of voice and object are taken off, never ber- (a
 * state: "bertelur", to lay eggs, of "telur", egg), ter- (a superlative
 * or an accident: "terbesar"), ke-...-an, nor a word of negation ("tidak
 * menghasilkan": "tidak" is no word of the problem, and stays
 * unrecognised).  A root is four letters or more.  Asked only where the
 * problem is written in one of these languages (a word of id_marks[]).
 */
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"

/* The longest word taken apart (bytes). */
#define AFFIX_MAX	32

/* Words that tell an Indonesian or Malay problem. */
static const char *const id_marks[] = { "berapa", "berapakah", "yang",
	"dengan", "setiap", "untuk", NULL };

/* Suffixes of object and of the definite taken off a root. */
static const char *const id_backs[] = { "", "kan", "i", "nya", "kannya",
	"inya", NULL };

static int
vowel(char c)
{
	return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

/* Does p[0..pn) hold w[0..n) as a whole word? */
static int
said(const char *p, size_t pn, struct papo_pwords *pw, const char *w,
    size_t n)
{
	return n > 0 && papo_frame_in_problem(p, pn, pw, w, 0, n);
}

/* Is the problem p[0..pn) Indonesian or Malay (id_marks[])? */
static int
id_problem(const char *p, size_t pn, struct papo_pwords *pw)
{
	size_t k;

	for (k = 0; id_marks[k] != NULL; k++)
		if (said(p, pn, pw, id_marks[k], strlen(id_marks[k])))
			return 1;
	return 0;
}

/*
 * The active voice of root r[0..rn) into b (meN- with its nasal): its
 * length, 0 when none fits.
 */
static size_t
active(const char *r, size_t rn, char *b, size_t bs)
{
	const char *pre;
	size_t drop = 0, l;
	char c = r[0];

	if (vowel(c) || c == 'g' || c == 'h')
		pre = "meng";
	else if (c == 'k')
		pre = "meng", drop = vowel(r[1]);
	else if (c == 'b' || c == 'f' || c == 'v')
		pre = "mem";
	else if (c == 'p')
		pre = "mem", drop = vowel(r[1]) && strncmp(r, "per", 3) != 0;
	else if (c == 'd' || c == 'c' || c == 'j' || c == 'z')
		pre = "men";
	else if (c == 't')
		pre = "men", drop = vowel(r[1]);
	else if (c == 's')
		pre = "meny", drop = vowel(r[1]);
	else
		pre = "me";
	l = strlen(pre);
	if (l + rn - drop > bs)
		return 0;
	memcpy(b, pre, l);
	memcpy(b + l, r + drop, rn - drop);
	return l + rn - drop;
}

/*
 * Does the problem write the root r[0..rn) in any voice, with any
 * suffix of id_backs[]: bare, di-, meN-?
 */
static int
root_said(const char *p, size_t pn, struct papo_pwords *pw, const char *r,
    size_t rn)
{
	char b[AFFIX_MAX * 2];
	size_t k, h, l, n;

	if (rn < 4)
		return 0;
	for (h = 0; h < 3; h++) {
		if (h == 0) {
			memcpy(b, r, rn);
			n = rn;
		} else if (h == 1) {
			memcpy(b, "di", 2);
			memcpy(b + 2, r, rn);
			n = rn + 2;
		} else if ((n = active(r, rn, b, AFFIX_MAX)) == 0)
			continue;
		for (k = 0; id_backs[k] != NULL; k++) {
			l = strlen(id_backs[k]);
			memcpy(b + n, id_backs[k], l);
			if (said(p, pn, pw, b, n + l))
				return 1;
		}
	}
	return 0;
}

/* root_said of w[0..n) with each suffix of id_backs[] taken off. */
static int
stem_said(const char *p, size_t pn, struct papo_pwords *pw, const char *w,
    size_t n)
{
	size_t k, l;

	for (k = 0; id_backs[k] != NULL; k++) {
		l = strlen(id_backs[k]);
		if (l < n && memcmp(w + n - l, id_backs[k], l) == 0 &&
		    root_said(p, pn, pw, w, n - l))
			return 1;
	}
	return 0;
}

/*
 * The roots the word w[0..n) may have under meN- or di- (up to four
 * into r, each AFFIX_MAX bytes): their count.
 */
static int
roots(const char *w, size_t n, char r[][AFFIX_MAX], size_t *rl)
{
	static const struct { const char *pre; char put; int vowel; } un[] = {
		{ "meng", 0, 0 }, { "meng", 'k', 1 }, { "meny", 's', 1 },
		{ "mem", 0, 0 }, { "mem", 'p', 1 }, { "men", 0, 0 },
		{ "men", 't', 1 }, { "me", 0, 0 }, { "di", 0, 0 } };
	size_t k, l;
	int m = 0;

	for (k = 0; k < sizeof(un) / sizeof(un[0]) && m < 4; k++) {
		l = strlen(un[k].pre);
		if (n < l + 4 || memcmp(w, un[k].pre, l) != 0 ||
		    (un[k].vowel && !vowel(w[l])))
			continue;
		if (un[k].pre[1] == 'e' && l == 2 && strchr("lrmnwy",
		    w[2]) == NULL)
			continue;	/* me- only before a sonorant */
		rl[m] = 0;
		if (un[k].put != 0)
			r[m][rl[m]++] = un[k].put;
		memcpy(r[m] + rl[m], w + l, n - l);
		rl[m] += n - l;
		m++;
	}
	return m;
}

int
papo_answer_affix_lent(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t we)
{
	char w[AFFIX_MAX], r[4][AFFIX_MAX];
	size_t n = we - i, k, rl[4];
	int m;

	if (p == NULL || n < 5 || n >= AFFIX_MAX)
		return 0;
	for (k = 0; k < n; k++) {
		if (s[i + k] >= 'A' && s[i + k] <= 'Z' && k > 0)
			return 0;	/* a name, an acronym */
		if (!((s[i + k] | 0x20) >= 'a' && (s[i + k] | 0x20) <= 'z'))
			return 0;
		w[k] = (char)(s[i + k] | 0x20);
	}
	if (!id_problem(p, pn, pw))
		return 0;
	if (stem_said(p, pn, pw, w, n))
		return 1;
	m = roots(w, n, r, rl);
	for (k = 0; k < (size_t)m; k++)
		if (stem_said(p, pn, pw, r[k], rl[k]))
			return 1;
	return 0;
}

/*
 * Indonesian and Malay verbs of an act on a count that say nothing of
 * what someone has after it, each with its root ("Jadi, Budi membeli 8
 * apel." is no answer to "Berapa apel yang dimiliki Budi sekarang?"; it
 * answers "Berapa apel yang dibeli Budi?").
 */
static const struct {
	const char *verb, *root;
} id_acts[] = { { "membeli", "beli" }, { "beli", "beli" },
	{ "memakan", "makan" }, { "makan", "makan" }, { "menjual", "jual" },
	{ "jual", "jual" }, { "memberi", "beri" }, { "memberikan", "beri" },
	{ "menghabiskan", "habis" }, { "membayar", "bayar" },
	{ "menggunakan", "guna" }, { "memakai", "pakai" },
	{ "kehilangan", "hilang" }, { "menyumbangkan", "sumbang" },
	{ "membuang", "buang" }, { NULL, NULL } };

/* The words of a question asking what someone has. */
static const char *const id_haves[] = { "punya", "memiliki", "dimiliki",
	"mempunyai", "dipunyai", "ada", NULL };

int
papo_answer_affix_act_other(const char *s, size_t k, size_t e,
    const char *p, size_t pn)
{
	size_t w, i, qa, qb, j;

	if (p == NULL || (papo_answer_find_bytes(p, pn, "erapa", 5) == NULL &&
	    papo_answer_find_bytes(p, pn, "yang", 4) == NULL))
		return 0;	/* no Indonesian or Malay question */
	if ((w = papo_frame_word_before_value(s, k, e, &i)) == 0 ||
	    w - i < 4 || strchr("bjkmBJKM", s[i]) == NULL)
		return 0;	/* no verb of id_acts[] */
	for (j = 0; id_acts[j].verb != NULL; j++)
		if (strlen(id_acts[j].verb) == w - i && strncasecmp(s + i,
		    id_acts[j].verb, w - i) == 0)
			break;
	if (id_acts[j].verb == NULL)
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	if (qb <= qa || memmem(p + qa, qb - qa, id_acts[j].root,
	    strlen(id_acts[j].root)) != NULL)
		return 0;	/* the question asks of that act */
	return papo_frame_list_word(p, qa, qb, id_haves, 1);
}
