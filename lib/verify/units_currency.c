/* SPDX-License-Identifier: MIT */
/*
 * units_currency.c: the signs and codes of currencies, written before or
 * after an amount ("€42", "R$ 42", "USD 42", "42 zł", "42 kr"), each
 * with the unit word of units.c that names its currency, so that every
 * place that reads an amount reads the same currency from one table.
 */
#include <pthread.h>
#include <string.h>

#include "ascii.h"
#include "json.h"
#include "units.h"

#define BEFORE	1	/* written before the amount */
#define AFTER	2	/* written after it */

/*
 * The rows, a longer one before any it starts with ("Rs." before "Rs").
 * The dollar's '$' is not here: it opens math, and the lexer and the
 * answer's readers take it apart.  "¥" is the yen's and the yuan's
 * ("yenyuan", either); "kr" a Scandinavian crown; "Rs" a rupee.
 */
static const struct {
	const char *sign, *unit;
	int where;
} signs[] = {
	{ "\xe2\x82\xac", "euros", BEFORE | AFTER },		/* € */
	{ "\xc2\xa3", "sterling", BEFORE | AFTER },		/* £ */
	{ "\xc2\xa5", "yenyuan", BEFORE | AFTER },		/* ¥ */
	{ "\xef\xbf\xa5", "yenyuan", BEFORE | AFTER },		/* ￥ */
	{ "\xe2\x82\xa9", "won", BEFORE | AFTER },		/* ₩ */
	{ "\xef\xbf\xa6", "won", BEFORE | AFTER },		/* ￦ */
	{ "\xe2\x82\xb9", "rupees", BEFORE | AFTER },		/* ₹ */
	{ "\xe2\x82\xa8", "rupees", BEFORE | AFTER },		/* ₨ */
	{ "\xe2\x82\xbd", "rubles", BEFORE | AFTER },		/* ₽ */
	{ "\xe2\x82\xba", "lira", BEFORE | AFTER },		/* ₺ */
	{ "\xe2\x82\xab", "dong", BEFORE | AFTER },		/* ₫ */
	{ "\xe2\x82\xb1", "php", BEFORE | AFTER },		/* ₱ */
	{ "\xe2\x82\xb4", "uah", BEFORE | AFTER },		/* ₴ */
	{ "\xe2\x82\xa6", "naira", BEFORE | AFTER },		/* ₦ */
	{ "\xe0\xb8\xbf", "baht", BEFORE | AFTER },		/* ฿ */
	{ "\xe2\x82\xaa", "shekels", BEFORE | AFTER },		/* ₪ */
	{ "\xc2\xa2", "cents", AFTER },			/* ¢ */
	{ "US$", "usd", BEFORE }, { "R$", "reais", BEFORE },
	{ "US\\$", "usd", BEFORE }, { "R\\$", "reais", BEFORE },
	{ "Rs.", "rupees", BEFORE }, { "Rs", "rupees", BEFORE },
	{ "Fr.", "chf", BEFORE },
	{ "USD", "usd", BEFORE | AFTER }, { "EUR", "eur", BEFORE | AFTER },
	{ "GBP", "gbp", BEFORE | AFTER }, { "JPY", "jpy", BEFORE | AFTER },
	{ "CNY", "cny", BEFORE | AFTER }, { "RMB", "rmb", BEFORE | AFTER },
	{ "KRW", "krw", BEFORE | AFTER }, { "INR", "inr", BEFORE | AFTER },
	{ "PKR", "pkr", BEFORE | AFTER }, { "RUB", "rubles", BEFORE | AFTER },
	{ "BRL", "brl", BEFORE | AFTER }, { "PLN", "pln", BEFORE | AFTER },
	{ "TRY", "lira", BEFORE | AFTER }, { "VND", "vnd", BEFORE | AFTER },
	{ "PHP", "php", BEFORE | AFTER }, { "UAH", "uah", BEFORE | AFTER },
	{ "NGN", "ngn", BEFORE | AFTER }, { "THB", "thb", BEFORE | AFTER },
	{ "ILS", "shekels", BEFORE | AFTER },
	{ "CHF", "chf", BEFORE | AFTER }, { "SEK", "kronor", BEFORE | AFTER },
	{ "NOK", "kronor", BEFORE | AFTER },
	{ "DKK", "kronor", BEFORE | AFTER },
	{ "MXN", "mxn", BEFORE | AFTER }, { "ZAR", "zar", BEFORE | AFTER },
	{ "z\xc5\x82", "zloty", AFTER },			/* zł */
	{ "kr.", "kronor", AFTER }, { "kr", "kronor", AFTER },
	{ "\xd1\x80\xd1\x83\xd0\xb1.", "rubles", AFTER },	/* руб. */
	{ "\xd1\x80\xd1\x83\xd0\xb1", "rubles", AFTER },	/* руб */
	{ NULL, NULL, 0 }
};

/*
 * Which bytes a row starts with and ends with, and each row's length,
 * built once: a place whose byte starts (ends) no row asks none of them
 * (every value's neighbours are asked, nearly all letters or spaces).
 * row_cp[0..row_ncp): the signs of one character beyond ASCII ("€",
 * "¢") as code points.
 */
#define NROWS_MAX 128
static unsigned char row_first[256], row_last[256];
static size_t row_len[NROWS_MAX];
static long row_cp[NROWS_MAX];
static size_t row_ncp;
static pthread_once_t rows_once = PTHREAD_ONCE_INIT;
_Static_assert(sizeof(signs) / sizeof(signs[0]) <= NROWS_MAX,
    "raise NROWS_MAX");

static void
rows_build(void)
{
	size_t k;

	const unsigned char *u;

	for (k = 0; signs[k].sign; k++) {
		u = (const unsigned char *)signs[k].sign;
		row_len[k] = strlen(signs[k].sign);
		row_first[u[0]] = 1;
		row_last[u[row_len[k] - 1]] = 1;
		if (row_len[k] > 1 && papo_utf8_seq(u, row_len[k]) ==
		    row_len[k])
			row_cp[row_ncp++] = (long)papo_utf8_cp(u, row_len[k]);
	}
}

/* Does a letter (ASCII, or any non-ASCII byte of an alphabetic
   script's letter: not a sign) start at s[0..n)? */
static int
letter_at(const char *s, size_t n)
{
	size_t l;

	if (n == 0)
		return 0;
	if ((unsigned char)s[0] < 0x80)
		return papo_ascii_alpha((unsigned char)s[0]);
	l = papo_unit_word_len(s, n);
	return l > 0;
}

/* Is row k's sign one of letters (a code, "zł"): it must stand apart */
static int
lettered(size_t k)
{
	return papo_ascii_alpha((unsigned char)signs[k].sign[0]);
}

const char *
papo_unit_currency_sign(const char *s, size_t n, int before, size_t *len)
{
	size_t k, l;
	int want = before ? BEFORE : AFTER;

	*len = 0;
	(void)pthread_once(&rows_once, rows_build);
	if (n == 0 || !row_first[(unsigned char)s[0]])
		return NULL;
	for (k = 0; signs[k].sign; k++) {
		l = row_len[k];
		if (!(signs[k].where & want) || l > n ||
		    memcmp(s, signs[k].sign, l) != 0)
			continue;
		if (lettered(k) && signs[k].sign[l - 1] != '.' &&
		    letter_at(s + l, n - l))
			continue;	/* "USDA", "krank" */
		*len = l;
		return signs[k].unit;
	}
	return NULL;
}

const char *
papo_unit_currency_end(const char *s, size_t a, size_t e, int before,
    size_t *len)
{
	size_t k, l;
	int want = before ? BEFORE : AFTER;

	*len = 0;
	(void)pthread_once(&rows_once, rows_build);
	if (e <= a || !row_last[(unsigned char)s[e - 1]])
		return NULL;
	for (k = 0; signs[k].sign; k++) {
		l = row_len[k];
		if (!(signs[k].where & want) || e < a + l ||
		    memcmp(s + e - l, signs[k].sign, l) != 0)
			continue;
		if (e > a + l && papo_ascii_alpha((unsigned char)
		    s[e - l - 1]))
			continue;	/* "FRS 42": no "Rs" */
		*len = l;
		return signs[k].unit;
	}
	return NULL;
}

int
papo_unit_currency_cp(long c)
{
	size_t k;

	if (c == 0xa4 || (c >= 0x20a0 && c < 0x20d0) || c == 0xffe0 ||
	    c == 0xffe1)
		return 1;	/* "¤", the block, "￠" "￡": rows or not */
	(void)pthread_once(&rows_once, rows_build);
	for (k = 0; k < row_ncp; k++)
		if (row_cp[k] == c)
			return 1;
	return 0;
}
