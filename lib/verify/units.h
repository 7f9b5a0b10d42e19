/* SPDX-License-Identifier: MIT */
/*
 * units.h: units of measure written after a value ("5 km", "9 km/h",
 * "3 \text{ cm}^2"): their dimension and their size in base units, so
 * that papo-verify converts within a dimension and tells dimensions apart.
 */
#ifndef PAPO_UNITS_H
#define PAPO_UNITS_H

#include <stddef.h>
#include <stdint.h>

/*
 * Dimensions.  Units that no exact factor converts into others are
 * dimensions of their own: money, months and years (a month has no
 * fixed number of days), tons (short or metric).  Money is one
 * dimension; which currency an amount is in is the unit's currency set
 * (PAPO_CUR_*), never converted: 42 euros are no 42 dollars.
 */
enum papo_dim {
	PAPO_DIM_LENGTH,	/* metre */
	PAPO_DIM_TIME,		/* second */
	PAPO_DIM_MASS,		/* kilogram */
	PAPO_DIM_CURRENT,	/* ampere */
	PAPO_DIM_ANGLE,		/* radian */
	PAPO_DIM_MONEY,		/* a currency's unit (its currency set) */
	PAPO_DIM_MONTH,
	PAPO_DIM_TON,
	PAPO_DIM_TEMP,		/* kelvin */
	PAPO_NDIMS		/* 4 bits each in papo_unit_pack's 64,
				   with the currency set */
};

/*
 * Currencies, a bit each in a unit's currency set (its ISO 4217 code).
 * A set of more than one is a sign that several currencies write ("¥":
 * yen or yuan; "kr"): it is any one of them.
 */
enum papo_cur {
	PAPO_CUR_USD, PAPO_CUR_EUR, PAPO_CUR_GBP, PAPO_CUR_JPY,
	PAPO_CUR_CNY, PAPO_CUR_KRW, PAPO_CUR_INR, PAPO_CUR_RUB,
	PAPO_CUR_BRL, PAPO_CUR_PLN, PAPO_CUR_TRY, PAPO_CUR_VND,
	PAPO_CUR_PHP, PAPO_CUR_UAH, PAPO_CUR_NGN, PAPO_CUR_THB,
	PAPO_CUR_ILS, PAPO_CUR_CHF, PAPO_CUR_SEK, PAPO_CUR_NOK,
	PAPO_CUR_DKK, PAPO_CUR_MXN, PAPO_CUR_ZAR, PAPO_CUR_PKR,
	PAPO_CUR_BDT, PAPO_CUR_KES,
	PAPO_CUR_SIGN,		/* a bare '$' before an amount ("The
				   answer is $9."): dollars against
				   money, nothing against a quantity of
				   another dimension (papo_unit_weak) */
	PAPO_NCUR		/* at most 64 - 4 * PAPO_NDIMS */
};

/* A unit: exponents of the dimensions and its size num/den in base units. */
struct papo_unit {
	int8_t dim[PAPO_NDIMS];
	uint32_t currency;	/* with dim[PAPO_DIM_MONEY] != 0: the
				   currencies it may be, a bit each
				   (1 << PAPO_CUR_*); 0 otherwise */
	uint64_t num, den;
	int degrees;		/* a power of degrees of angle (pi/180
				   each), kept apart */
	int generic;		/* "units", "square units": no unit */
	uint64_t off_num, off_den;	/* an affine unit's zero: x of it is
				   x * num/den + off_num/off_den base
				   units (degrees Celsius, Fahrenheit
				   alone, not in a product: 0 there) */
};

/* The unit with no dimension and size 1. */
void papo_unit_one(struct papo_unit *u);

/*
 * Read unit text s (n bytes): words of the unit list separated by
 * spaces, '/' or "per" (dividing by the next word), '^' and a small
 * integer (a power of the word before), "square", "sq", "cubic", "cu"
 * (a power of the word after); '~', '\,' and braces are spacing.
 * Temperatures: "K" (upper case only), "kelvin(s)", "celsius",
 * "fahrenheit", and "C" or "F" right after "degree(s)", which then
 * name no angle.
 * u gets the product.  Returns 0, or -1 when something is not a known
 * unit or an exponent or size overflows.
 */
int papo_unit_parse(const char *s, size_t n, struct papo_unit *u);

/*
 * Is word s[0..n), a unit word in some case, written in a case that is
 * its own?  A capital that is a prefix or a unit before a symbol of the
 * table names another unit ("Mm" megametres, "Mg", "Nm" newton metres,
 * not mm, mg, nm), and a capital letter alone is another unit ("M",
 * "S", "G", "H" are no m, s, g, h; "L", "J", "N", "W", "V", "A" are
 * theirs); a word of four letters or more ("Meters"), one in small
 * letters and one of two letters or more in capitals ("KM", "MM") is
 * read as written.  1 or 0.
 */
int papo_unit_symbol_case(const char *s, size_t n);

/*
 * The unit word at s[i..i+l) (of n bytes) with the temperature scale
 * after it when it is "degree(s)" and one follows ("degrees Celsius",
 * "degrees F"): the length of both, else l.
 */
size_t papo_unit_degrees_span(const char *s, size_t i, size_t l, size_t n);

/*
 * u = u * w^power.  An affine zero (off_num) is kept only when u was
 * no unit and power is 1: "degrees Celsius per minute" is a rate of
 * temperature differences, compared by size.  Returns 0, or -1 when an exponent
 * leaves [-7, 7] or a size overflows 64 bits.
 */
int papo_unit_mul(struct papo_unit *u, const struct papo_unit *w,
    int power);

/*
 * A unit word of another language at s[0..n) ("Minuten", "分钟",
 * "минут", "mètres"; units_foreign.c lists them): the English unit it
 * names ("minutes"), a static string, with its length in *len; or NULL
 * (*len 0).  A word of letters must end there; a CJK word need not.
 */
const char *papo_unit_foreign(const char *s, size_t n, size_t *len);

/*
 * A scale word of another language at s[0..n) ("万", "Millionen",
 * "тысяч", "lakh"; its first letter capitalised too, "Тысячи"): its
 * power of ten, with its length in *len; or 0 (*len 0).  A word
 * another language writes with another meaning ("mil", "mila", "bin")
 * is none here: papo_answer_scale_foreign reads it in its line.
 */
int papo_scale_foreign(const char *s, size_t n, size_t *len);

/*
 * papo_scale_foreign's row, those words too, its languages (codes of
 * papo_frame_langs separated by spaces, "es pt"; a '!' before them
 * when another language writes the word with another meaning) in
 * *langs (NULL when none).
 */
int papo_scale_foreign_row(const char *s, size_t n, size_t *len,
    const char **langs);

/*
 * Is the English word s[0..n) after a value a counted noun ("5
 * apples"): letters only, 2 to 24 of them, and no function or
 * quantifier word ("each", "total", "left")?  Kept beside the value so
 * that it is not equal to a reference's unit (5 apples is not 5 kg);
 * units_foreign.c.
 */
int papo_unit_counted_noun(const char *s, size_t n);

/*
 * The length of the word of letters at s[0..n): ASCII letters and
 * characters of alphabetic scripts (not CJK, not punctuation); 0 when
 * none starts there.
 */
size_t papo_unit_word_len(const char *s, size_t n);

/*
 * The span of time the word s[0..n) names as a rate's ("day", "weekly",
 * "Woche", "semanales", "ежедневно", "每天"; units_span.c): 1, its size
 * in *dim's base unit in *size (seconds, PAPO_DIM_TIME, or months,
 * PAPO_DIM_MONTH); 0 when it names none.
 */
int papo_unit_span_word(const char *s, size_t n, unsigned long *size,
    int *dim);

/*
 * Does the word s[0..n) say a rate over a span alone ("daily",
 * "semanales", "ежедневно"; not CJK's 每天, written with no spaces)?
 */
int papo_unit_span_adverb(const char *s, size_t n);

/*
 * Is the word s[0..n) one that makes the span's noun after it a rate's
 * ("per", "each", "every", "a", "pro", "jeden", "par", "por", "cada",
 * "al", "ogni", "в", "каждый"; ASCII case folded)?
 */
int papo_unit_rate_word(const char *s, size_t n);

/*
 * Are the words of s[a..b) (spaces around aside) a rate over one span
 * and nothing else: a word of papo_unit_rate_word or a pair of them
 * ("a la", "todos los") and a span's noun ("per day", "pro Tag", "в
 * день", "a la semana"), or an adverb alone ("daily", "täglich")?  1
 * and its size as papo_unit_span_word's, else 0.
 */
int papo_unit_rate_phrase(const char *s, size_t a, size_t b,
    unsigned long *size, int *dim);

/*
 * The one span of time the words of s[a..b) name (a question: "How
 * much does she make each day?"): 1 and its size as above; 0 when they
 * name none, or two of different sizes.
 */
int papo_unit_span_in(const char *s, size_t a, size_t b,
    unsigned long *size, int *dim);

/* Are u and w one unit: dimension, currencies and size? */
int papo_unit_same(const struct papo_unit *u, const struct papo_unit *w);

/* Does u have no dimension (only "units", or m/m)? */
int papo_unit_none(const struct papo_unit *u);

/*
 * Pack the exponents of u into two words, 4 bits each, and its currency
 * set above them; and back (the exponents into dim, the set returned).
 */
void papo_unit_pack(const struct papo_unit *u, uint32_t *lo, uint32_t *hi);
uint32_t papo_unit_unpack(uint32_t lo, uint32_t hi, int8_t *dim);

/*
 * Are the packed units (alo, ahi) and (blo, bhi) of one dimension: the
 * same exponents and, for money, currency sets that share a currency
 * ("¥" is yen and yuan)?
 */
int papo_unit_packed_same(uint32_t alo, uint32_t ahi, uint32_t blo,
    uint32_t bhi);

/*
 * Is the packed unit (lo, hi) a bare dollar sign's (PAPO_CUR_SIGN) and
 * (olo, ohi) a unit of no money: the sign then names no unit ("$9"
 * where hours are asked is 9)?
 */
int papo_unit_weak(uint32_t lo, uint32_t hi, uint32_t olo, uint32_t ohi);

/*
 * A currency's sign or code at s[0..n) ("€", "R$", "Rs.", "USD", "zł";
 * units_currency.c lists them): the unit word of units.c it names
 * ("euros", "reais"), a static string, with its length in *len; or NULL (*len
 * 0).  A code of letters must end there.  before: the signs and codes
 * written before an amount ("₹42", "USD 42"), else those written after
 * it ("42 €", "42 zł", "42 kr").
 */
const char *papo_unit_currency_sign(const char *s, size_t n, int before,
    size_t *len);

/*
 * The currency sign or code that ends at s[e] and starts at or after
 * s[a], with no letter before it ("She pays ₹|42", "42 zł|"): its unit
 * word as papo_unit_currency_sign (before as there), its length in *len; or
 * NULL (*len 0).
 */
const char *papo_unit_currency_end(const char *s, size_t a, size_t e,
    int before, size_t *len);

/*
 * Is the code point c a currency's sign: one of a single character that
 * papo_unit_currency_sign reads ("€", "₩", "¢", "฿", "￥"), or one of
 * Unicode's that names no currency it reads: the generic "¤", the rest
 * of the Currency Symbols block (U+20A0 to U+20CF: "₡", "₿"), the
 * full-width "￠" and "￡".  '$' is not (it opens math).
 */
int papo_unit_currency_cp(long c);

#endif
