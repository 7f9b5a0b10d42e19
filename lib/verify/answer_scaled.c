/* SPDX-License-Identifier: MIT */
/*
 * answer_scaled.c: what follows a value that ends on a scale word
 * ("2.4 million", "2,4 Millionen", "240万"): a currency the problem
 * does not name where it names another ("2.4 million euros" to a
 * problem in dollars; a problem that names none leaves it free) or a
 * rate the problem does not ask ("$2.4 million per month" to a total)
 * makes it another quantity.  The value's reader keeps the scale word
 * and leaves the words after it to the tail, which reads them as the
 * noun counted; asked first by answer_tail.c's papo_answer_tail.
 */
#include <stddef.h>
#include <string.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/* English scale words a value may end on ("million", "millions"). */
static const char *const scales[] = { "thousand", "million", "billion",
	"trillion", NULL };

/* Rate words before a unit of time ("per month", "a year", "each
   week"), by language. */
static const char *const rates[] = { "per", "a", "an", "each", "every",
	"pro", "je", "im", "par", "por", "al", "ao", "cada", "ogni", "в",
	"за", "na", "w", "mỗi", "kila", "setiap", "per", NULL };

/* Words between the scale word and the currency ("of", "d'", "de"). */
static const char *const glue[] = { "of", "de", "di", "d'",
	"d\xe2\x80\x99", NULL };

/* Where the first scale word in the value s[at..end) ends, English or
   another language's ("2.4 million euros": after "million"); 0 when it
   holds none. */
static size_t
scaled_end(const char *s, size_t at, size_t end)
{
	size_t w, e, l;

	/* a scale word stands right after a number, a space between or
	   none ("2.4 million", "240万") */
	for (w = at; w < end; w++) {
		if (!is_digit((unsigned char)s[w]) || (w + 1 < end &&
		    is_digit((unsigned char)s[w + 1])))
			continue;
		for (e = w + 1; e < end && s[e] == ' '; e++)
			;
		if (e < end && papo_scale_foreign(s + e, end - e, &l) != 0)
			return e + l;	/* "Millionen", "万", "млн" */
		for (w = e; e < end && is_alpha((unsigned char)s[e]); e++)
			;
		if (e > w && (word_in_list(s, w, e, scales) || (e - w > 1 &&
		    s[e - 1] == 's' && word_in_list(s, w, e - 1, scales))))
			return e;
		if (w > at)
			w--;	/* the loop's step: the word's first byte */
	}
	return 0;
}

/* Is s[0..n) a word of money, English or a listed language's
   ("dollars", "Euro", "元")?  1 or 0. */
static int
money_word(const char *s, size_t n)
{
	struct papo_unit u;
	const char *en;
	size_t l;

	if ((en = papo_unit_foreign(s, n, &l)) != NULL && l == n)
		return papo_unit_parse(en, strlen(en), &u) == 0 &&
		    u.dim[PAPO_DIM_MONEY] != 0;
	return papo_unit_parse(s, n, &u) == 0 && u.dim[PAPO_DIM_MONEY] != 0;
}

/* Does the problem p[0..pn) name a currency at all: a sign or a code
   ("$", "€", "USD"), or a word of money, at a word's start?  A problem
   that names none ("How much did it earn?") leaves an answer's currency
   free. */
static int
problem_money(const char *p, size_t pn)
{
	size_t k, l;

	for (k = 0; k < pn; k++) {
		if (k > 0 && is_alpha((unsigned char)p[k - 1]))
			continue;
		if (papo_unit_currency_sign(p + k, pn - k, 1, &l) != NULL ||
		    papo_unit_currency_sign(p + k, pn - k, 0, &l) != NULL)
			return 1;
		if (is_alpha((unsigned char)p[k]) || (unsigned char)p[k] >=
		    0xc0) {
			if ((l = papo_unit_word_len(p + k, pn - k)) > 0 &&
			    money_word(p + k, l))
				return 1;
		}
	}
	return 0;
}

/* Does the problem p[0..pn) name the currency of the unit word
   u[0..ul) (English) or write the word w[0..wl) itself, or name no
   currency at all? */
static int
currency_named(const char *p, size_t pn, const char *u, size_t ul,
    const char *w, size_t wl, uint32_t cur)
{
	if (p == NULL)
		return 1;
	if (papo_answer_find_bytes(p, pn, w, wl) != NULL ||
	    papo_answer_find_bytes(p, pn, u, ul) != NULL)
		return 1;
	/* "$" and "dollars" name the same */
	if ((cur & (1u << PAPO_CUR_USD)) != 0 && memchr(p, '$', pn) != NULL)
		return 1;
	return !problem_money(p, pn);
}

static const char RATE[] = "a rate after it that the problem does not ask";

/* Is s[i..e) a unit of time ("month", "Monat", "год")? */
static int
time_word(const char *s, size_t i, size_t e)
{
	struct papo_unit u;
	const char *en;
	size_t l;

	if ((en = papo_unit_foreign(s + i, e - i, &l)) == NULL) {
		en = s + i;	/* an English word, read as written */
		l = e - i;
	} else
		l = strlen(en);
	return papo_unit_parse(en, l, &u) == 0 &&
	    (u.dim[PAPO_DIM_TIME] != 0 || u.dim[PAPO_DIM_MONTH] != 0);
}

/* A rate at s[i..n) ("per month", "a year", "/month") whose unit of
   time the problem p[0..pn) does not write: RATE, else NULL. */
static const char *
rate_at(const char *s, size_t i, size_t n, const char *p, size_t pn)
{
	size_t e, l;

	while (i < n && s[i] == ' ')
		i++;
	if (i < n && s[i] == '/')
		i++;
	else {
		if ((l = papo_unit_word_len(s + i, n - i)) == 0)
			return NULL;
		if (!word_in_list(s, i, i + l, rates))
			return NULL;
		for (i += l; i < n && s[i] == ' '; i++)
			;
	}
	if ((l = papo_unit_word_len(s + i, n - i)) == 0)
		return NULL;
	e = i + l;
	if (!time_word(s, i, e))
		return NULL;
	return p == NULL || papo_answer_find_bytes(p, pn, s + i, e - i) ==
	    NULL ? RATE : NULL;
}

const char *
papo_answer_scale_other(const char *s, size_t at, size_t end, size_t n,
    const char *p, size_t pn)
{
	struct papo_unit u;
	const char *en;
	size_t i, l, k, g, wl;

	if (at == (size_t)-1 || end <= at || (i = scaled_end(s, at,
	    end)) == 0)
		return NULL;
	while (i < n && (s[i] == ' ' || s[i] == '}'))
		i++;
	for (k = 0; glue[k] != NULL; k++) {	/* "millions d'euros" */
		g = strlen(glue[k]);
		if (i + g < n && papo_ascii_prefix_ci(s, n, i, glue[k]) &&
		    (!is_alpha((unsigned char)glue[k][g - 1]) ||
		    !is_alpha((unsigned char)s[i + g]))) {
			for (i += g; i < n && s[i] == ' '; i++)
				;
			break;
		}
	}
	if ((en = papo_unit_foreign(s + i, n - i, &wl)) != NULL)
		l = strlen(en);	/* "欧元", "Euro" */
	else if ((wl = papo_unit_word_len(s + i, n - i)) > 0) {
		en = s + i;
		l = wl;
	} else
		return rate_at(s, i, n, p, pn);	/* "$2.4 million/month" */
	if (papo_unit_parse(en, l, &u) != 0 || u.dim[PAPO_DIM_MONEY] == 0)
		return rate_at(s, i, n, p, pn);	/* "per month" */
	if (!currency_named(p, pn, en, l, s + i, wl, u.currency))
		return "a currency after it that the problem does not name";
	return rate_at(s, i + wl, n, p, pn);	/* "dollars a month" */
}
