/* SPDX-License-Identifier: MIT */
/*
 * units.c: units of measure: the list of words papo reads as units, their
 * dimension and size, and unit text ("km/h", "cm^2") read as a product.
 */
#include <string.h>

#include "ascii.h"
#include "units.h"

/* papo_unit_pack keeps 4 bits a dimension in 64, the currency set
   above them */
_Static_assert(4 * PAPO_NDIMS + PAPO_NCUR <= 64,
    "too many dimensions and currencies to pack");

/* A unit word: its dimension exponents (as a short list) and size. */
struct word {
	const char *name;
	signed char d[4][2];	/* up to four (dimension, exponent)
				   pairs; exponent 0 ends */
	uint64_t num, den;
	uint32_t cur;		/* money: its currency set */
};

#define L	PAPO_DIM_LENGTH
#define T	PAPO_DIM_TIME
#define M	PAPO_DIM_MASS
#define I	PAPO_DIM_CURRENT
#define ANG	PAPO_DIM_ANGLE
#define E12	1000000000000ULL
#define MON	PAPO_DIM_MONEY
#define C(x)	((uint32_t)1 << PAPO_CUR_##x)
/* a cent: of the dollar, the euro ("Cent"), the rand */
#define CENT	(C(USD) | C(EUR) | C(ZAR))

/*
 * Every word of the lexer's unit list (latex.c) except the modifiers
 * (square, sq, cubic, cu), the generic unit(s) and degrees, which are
 * handled in papo_unit_parse.  Sizes are exact in base units.
 */
static const struct word words[] = {
	{ "a", { { I, 1 } }, 1, 1 },
	{ "agora", { { MON, 1 } }, 1, 100, C(ILS) },
	{ "agorot", { { MON, 1 } }, 1, 100, C(ILS) },
	{ "amp", { { I, 1 } }, 1, 1 },
	{ "ampere", { { I, 1 } }, 1, 1 },
	{ "amperes", { { I, 1 } }, 1, 1 },
	{ "amps", { { I, 1 } }, 1, 1 },
	{ "baht", { { MON, 1 } }, 1, 1, C(THB) },
	{ "brl", { { MON, 1 } }, 1, 1, C(BRL) },
	{ "buck", { { MON, 1 } }, 1, 1, C(USD) },	/* dollars' slang */
	{ "bucks", { { MON, 1 } }, 1, 1, C(USD) },
	{ "cal", { { M, 1 }, { L, 2 }, { T, -2 } }, 4184, 1000 },
	{ "calorie", { { M, 1 }, { L, 2 }, { T, -2 } }, 4184, 1000 },
	{ "calories", { { M, 1 }, { L, 2 }, { T, -2 } }, 4184, 1000 },
	{ "cent", { { MON, 1 } }, 1, 100, CENT },
	{ "centavo", { { MON, 1 } }, 1, 100, C(BRL) | C(MXN) | C(PHP) },
	{ "centavos", { { MON, 1 } }, 1, 100, C(BRL) | C(MXN) | C(PHP) },
	{ "centimes", { { MON, 1 } }, 1, 100, C(EUR) | C(CHF) },
	{ "centimeter", { { L, 1 } }, 1, 100 },
	{ "centimeters", { { L, 1 } }, 1, 100 },
	{ "centimetre", { { L, 1 } }, 1, 100 },
	{ "centimetres", { { L, 1 } }, 1, 100 },
	{ "centimo", { { MON, 1 } }, 1, 100, C(EUR) | C(PHP) },
	{ "centimos", { { MON, 1 } }, 1, 100, C(EUR) | C(PHP) },
	{ "cents", { { MON, 1 } }, 1, 100, CENT },
	{ "chf", { { MON, 1 } }, 1, 1, C(CHF) },
	{ "cm", { { L, 1 } }, 1, 100 },
	{ "cny", { { MON, 1 } }, 1, 1, C(CNY) },
	{ "coulomb", { { T, 1 }, { I, 1 } }, 1, 1 },
	{ "coulombs", { { T, 1 }, { I, 1 } }, 1, 1 },
	{ "cup", { { L, 3 } }, 3785411784ULL, 16 * E12 },
	{ "cups", { { L, 3 } }, 3785411784ULL, 16 * E12 },
	{ "day", { { T, 1 } }, 86400, 1 },
	{ "days", { { T, 1 } }, 86400, 1 },
	{ "dm", { { L, 1 } }, 1, 10 },
	{ "dollar", { { MON, 1 } }, 1, 1, C(USD) },
	{ "dollars", { { MON, 1 } }, 1, 1, C(USD) },
	{ "dollarsign", { { MON, 1 } }, 1, 1, C(USD) | C(SIGN) },
	{ "dong", { { MON, 1 } }, 1, 1, C(VND) },
	{ "eur", { { MON, 1 } }, 1, 1, C(EUR) },
	{ "euro", { { MON, 1 } }, 1, 1, C(EUR) },
	{ "euros", { { MON, 1 } }, 1, 1, C(EUR) },
	{ "feet", { { L, 1 } }, 3048, 10000 },
	{ "fen", { { MON, 1 } }, 1, 100, C(CNY) },
	{ "foot", { { L, 1 } }, 3048, 10000 },
	{ "franc", { { MON, 1 } }, 1, 1, C(CHF) },
	{ "francs", { { MON, 1 } }, 1, 1, C(CHF) },
	{ "ft", { { L, 1 } }, 3048, 10000 },
	{ "g", { { M, 1 } }, 1, 1000 },
	{ "gal", { { L, 3 } }, 3785411784ULL, E12 },
	{ "gallon", { { L, 3 } }, 3785411784ULL, E12 },
	{ "gallons", { { L, 3 } }, 3785411784ULL, E12 },
	{ "gbp", { { MON, 1 } }, 1, 1, C(GBP) },
	{ "gram", { { M, 1 } }, 1, 1000 },
	{ "grams", { { M, 1 } }, 1, 1000 },
	{ "grosz", { { MON, 1 } }, 1, 100, C(PLN) },
	{ "grosze", { { MON, 1 } }, 1, 100, C(PLN) },
	{ "groszy", { { MON, 1 } }, 1, 100, C(PLN) },
	{ "h", { { T, 1 } }, 3600, 1 },
	{ "hour", { { T, 1 } }, 3600, 1 },
	{ "hours", { { T, 1 } }, 3600, 1 },
	{ "hr", { { T, 1 } }, 3600, 1 },
	{ "hrs", { { T, 1 } }, 3600, 1 },
	{ "hryvnia", { { MON, 1 } }, 1, 1, C(UAH) },
	{ "hryvnias", { { MON, 1 } }, 1, 1, C(UAH) },
	{ "inch", { { L, 1 } }, 254, 10000 },
	{ "inches", { { L, 1 } }, 254, 10000 },
	{ "inr", { { MON, 1 } }, 1, 1, C(INR) },
	{ "j", { { M, 1 }, { L, 2 }, { T, -2 } }, 1, 1 },
	{ "jiao", { { MON, 1 } }, 1, 10, C(CNY) },
	{ "joule", { { M, 1 }, { L, 2 }, { T, -2 } }, 1, 1 },
	{ "joules", { { M, 1 }, { L, 2 }, { T, -2 } }, 1, 1 },
	{ "jpy", { { MON, 1 } }, 1, 1, C(JPY) },
	{ "kcal", { { M, 1 }, { L, 2 }, { T, -2 } }, 4184, 1 },
	{ "kg", { { M, 1 } }, 1, 1 },
	{ "kgs", { { M, 1 } }, 1, 1 },	/* "2kgs", as "lbs" */
	{ "kilogram", { { M, 1 } }, 1, 1 },
	{ "kilograms", { { M, 1 } }, 1, 1 },
	{ "kilometer", { { L, 1 } }, 1000, 1 },
	{ "kilometers", { { L, 1 } }, 1000, 1 },
	{ "kilometre", { { L, 1 } }, 1000, 1 },
	{ "kilometres", { { L, 1 } }, 1000, 1 },
	{ "kj", { { M, 1 }, { L, 2 }, { T, -2 } }, 1000, 1 },
	{ "km", { { L, 1 } }, 1000, 1 },
	{ "kmh", { { L, 1 }, { T, -1 } }, 1000, 3600 },
	{ "kobo", { { MON, 1 } }, 1, 100, C(NGN) },
	{ "kopeck", { { MON, 1 } }, 1, 100, C(RUB) | C(UAH) },
	{ "kopecks", { { MON, 1 } }, 1, 100, C(RUB) | C(UAH) },
	{ "kopek", { { MON, 1 } }, 1, 100, C(RUB) | C(UAH) },
	{ "kopeks", { { MON, 1 } }, 1, 100, C(RUB) | C(UAH) },
	{ "kpa", { { M, 1 }, { L, -1 }, { T, -2 } }, 1000, 1 },
	{ "kph", { { L, 1 }, { T, -1 } }, 1000, 3600 },
	{ "krona", { { MON, 1 } }, 1, 1, C(SEK) | C(NOK) | C(DKK) },
	{ "krone", { { MON, 1 } }, 1, 1, C(SEK) | C(NOK) | C(DKK) },
	{ "kroner", { { MON, 1 } }, 1, 1, C(SEK) | C(NOK) | C(DKK) },
	{ "kronor", { { MON, 1 } }, 1, 1, C(SEK) | C(NOK) | C(DKK) },
	{ "krw", { { MON, 1 } }, 1, 1, C(KRW) },
	{ "kurus", { { MON, 1 } }, 1, 100, C(TRY) },
	{ "kw", { { M, 1 }, { L, 2 }, { T, -3 } }, 1000, 1 },
	{ "l", { { L, 3 } }, 1, 1000 },
	{ "lb", { { M, 1 } }, 45359237, 100000000 },
	{ "lbs", { { M, 1 } }, 45359237, 100000000 },
	{ "lira", { { MON, 1 } }, 1, 1, C(TRY) },
	{ "liras", { { MON, 1 } }, 1, 1, C(TRY) },
	{ "liter", { { L, 3 } }, 1, 1000 },
	{ "liters", { { L, 3 } }, 1, 1000 },
	{ "litre", { { L, 3 } }, 1, 1000 },
	{ "litres", { { L, 3 } }, 1, 1000 },
	{ "m", { { L, 1 } }, 1, 1 },
	{ "meter", { { L, 1 } }, 1, 1 },
	{ "meters", { { L, 1 } }, 1, 1 },
	{ "metre", { { L, 1 } }, 1, 1 },
	{ "metres", { { L, 1 } }, 1, 1 },
	{ "mg", { { M, 1 } }, 1, 1000000 },
	{ "mi", { { L, 1 } }, 1609344, 1000 },
	{ "mile", { { L, 1 } }, 1609344, 1000 },
	{ "miles", { { L, 1 } }, 1609344, 1000 },
	{ "milligram", { { M, 1 } }, 1, 1000000 },
	{ "milligrams", { { M, 1 } }, 1, 1000000 },
	{ "milliliter", { { L, 3 } }, 1, 1000000 },
	{ "milliliters", { { L, 3 } }, 1, 1000000 },
	{ "millilitre", { { L, 3 } }, 1, 1000000 },
	{ "millilitres", { { L, 3 } }, 1, 1000000 },
	{ "millimeter", { { L, 1 } }, 1, 1000 },
	{ "millimeters", { { L, 1 } }, 1, 1000 },
	{ "millimetre", { { L, 1 } }, 1, 1000 },
	{ "millimetres", { { L, 1 } }, 1, 1000 },
	{ "millisecond", { { T, 1 } }, 1, 1000 },
	{ "milliseconds", { { T, 1 } }, 1, 1000 },
	{ "min", { { T, 1 } }, 60, 1 },
	{ "mins", { { T, 1 } }, 60, 1 },
	{ "minute", { { T, 1 } }, 60, 1 },
	{ "minutes", { { T, 1 } }, 60, 1 },
	{ "ml", { { L, 3 } }, 1, 1000000 },
	{ "mm", { { L, 1 } }, 1, 1000 },
	{ "month", { { PAPO_DIM_MONTH, 1 } }, 1, 1 },
	{ "months", { { PAPO_DIM_MONTH, 1 } }, 1, 1 },
	{ "mph", { { L, 1 }, { T, -1 } }, 1609344, 3600000 },
	{ "ms", { { T, 1 } }, 1, 1000 },
	{ "mxn", { { MON, 1 } }, 1, 1, C(MXN) },
	{ "n", { { M, 1 }, { L, 1 }, { T, -2 } }, 1, 1 },
	{ "naira", { { MON, 1 } }, 1, 1, C(NGN) },
	{ "newton", { { M, 1 }, { L, 1 }, { T, -2 } }, 1, 1 },
	{ "newtons", { { M, 1 }, { L, 1 }, { T, -2 } }, 1, 1 },
	{ "ngn", { { MON, 1 } }, 1, 1, C(NGN) },
	{ "nm", { { L, 1 } }, 1, 1000000000 },
	{ "oere", { { MON, 1 } }, 1, 100, C(SEK) | C(NOK) | C(DKK) },
	{ "ohm", { { M, 1 }, { L, 2 }, { T, -3 }, { I, -2 } }, 1, 1 },
	{ "ohms", { { M, 1 }, { L, 2 }, { T, -3 }, { I, -2 } }, 1, 1 },
	{ "ounce", { { M, 1 } }, 28349523125ULL, E12 },
	{ "ounces", { { M, 1 } }, 28349523125ULL, E12 },
	{ "oz", { { M, 1 } }, 28349523125ULL, E12 },
	{ "pa", { { M, 1 }, { L, -1 }, { T, -2 } }, 1, 1 },
	{ "paisa", { { MON, 1 } }, 1, 100, C(INR) | C(PKR) },
	{ "paise", { { MON, 1 } }, 1, 100, C(INR) | C(PKR) },
	{ "pascal", { { M, 1 }, { L, -1 }, { T, -2 } }, 1, 1 },
	{ "pascals", { { M, 1 }, { L, -1 }, { T, -2 } }, 1, 1 },
	{ "pence", { { MON, 1 } }, 1, 100, C(GBP) },
	{ "pennies", { { MON, 1 } }, 1, 100, C(GBP) | C(USD) },
	{ "penny", { { MON, 1 } }, 1, 100, C(GBP) | C(USD) },
	{ "peso", { { MON, 1 } }, 1, 1, C(MXN) | C(PHP) },
	{ "pesos", { { MON, 1 } }, 1, 1, C(MXN) | C(PHP) },
	{ "php", { { MON, 1 } }, 1, 1, C(PHP) },
	{ "pint", { { L, 3 } }, 3785411784ULL, 8 * E12 },
	{ "pints", { { L, 3 } }, 3785411784ULL, 8 * E12 },
	{ "pkr", { { MON, 1 } }, 1, 1, C(PKR) },
	{ "pln", { { MON, 1 } }, 1, 1, C(PLN) },
	{ "pound", { { M, 1 } }, 45359237, 100000000 },
	{ "pounds", { { M, 1 } }, 45359237, 100000000 },
	{ "quart", { { L, 3 } }, 3785411784ULL, 4 * E12 },
	{ "quarts", { { L, 3 } }, 3785411784ULL, 4 * E12 },
	{ "rad", { { ANG, 1 } }, 1, 1 },
	{ "radian", { { ANG, 1 } }, 1, 1 },
	{ "radians", { { ANG, 1 } }, 1, 1 },
	{ "rand", { { MON, 1 } }, 1, 1, C(ZAR) },
	{ "rappen", { { MON, 1 } }, 1, 100, C(CHF) },
	{ "reais", { { MON, 1 } }, 1, 1, C(BRL) },
	{ "renminbi", { { MON, 1 } }, 1, 1, C(CNY) },
	{ "rmb", { { MON, 1 } }, 1, 1, C(CNY) },
	{ "rouble", { { MON, 1 } }, 1, 1, C(RUB) },
	{ "roubles", { { MON, 1 } }, 1, 1, C(RUB) },
	{ "ruble", { { MON, 1 } }, 1, 1, C(RUB) },
	{ "rubles", { { MON, 1 } }, 1, 1, C(RUB) },
	{ "rupee", { { MON, 1 } }, 1, 1, C(INR) | C(PKR) },
	{ "rupees", { { MON, 1 } }, 1, 1, C(INR) | C(PKR) },
	{ "s", { { T, 1 } }, 1, 1 },
	{ "satang", { { MON, 1 } }, 1, 100, C(THB) },
	{ "sec", { { T, 1 } }, 1, 1 },
	{ "second", { { T, 1 } }, 1, 1 },
	{ "seconds", { { T, 1 } }, 1, 1 },
	{ "secs", { { T, 1 } }, 1, 1 },
	{ "sen", { { MON, 1 } }, 1, 100, C(JPY) },
	{ "shekel", { { MON, 1 } }, 1, 1, C(ILS) },
	{ "shekels", { { MON, 1 } }, 1, 1, C(ILS) },
	{ "shilling", { { MON, 1 } }, 1, 1, C(KES) },
	{ "shillings", { { MON, 1 } }, 1, 1, C(KES) },
	{ "sterling", { { MON, 1 } }, 1, 1, C(GBP) },
	{ "tablespoon", { { L, 3 } }, 3785411784ULL, 256 * E12 },
	{ "tablespoons", { { L, 3 } }, 3785411784ULL, 256 * E12 },
	{ "taka", { { MON, 1 } }, 1, 1, C(BDT) },
	{ "tbsp", { { L, 3 } }, 3785411784ULL, 256 * E12 },
	{ "teaspoon", { { L, 3 } }, 3785411784ULL, 768 * E12 },
	{ "teaspoons", { { L, 3 } }, 3785411784ULL, 768 * E12 },
	{ "thb", { { MON, 1 } }, 1, 1, C(THB) },
	{ "ton", { { PAPO_DIM_TON, 1 } }, 1, 1 },
	{ "tonne", { { M, 1 } }, 1000, 1 },
	{ "tonnes", { { M, 1 } }, 1000, 1 },
	{ "tons", { { PAPO_DIM_TON, 1 } }, 1, 1 },
	{ "tsp", { { L, 3 } }, 3785411784ULL, 768 * E12 },
	{ "uah", { { MON, 1 } }, 1, 1, C(UAH) },
	{ "usd", { { MON, 1 } }, 1, 1, C(USD) },
	{ "v", { { M, 1 }, { L, 2 }, { T, -3 }, { I, -1 } }, 1, 1 },
	{ "vnd", { { MON, 1 } }, 1, 1, C(VND) },
	{ "volt", { { M, 1 }, { L, 2 }, { T, -3 }, { I, -1 } }, 1, 1 },
	{ "volts", { { M, 1 }, { L, 2 }, { T, -3 }, { I, -1 } }, 1, 1 },
	{ "w", { { M, 1 }, { L, 2 }, { T, -3 } }, 1, 1 },
	{ "watt", { { M, 1 }, { L, 2 }, { T, -3 } }, 1, 1 },
	{ "watts", { { M, 1 }, { L, 2 }, { T, -3 } }, 1, 1 },
	{ "week", { { T, 1 } }, 604800, 1 },
	{ "weeks", { { T, 1 } }, 604800, 1 },
	{ "won", { { MON, 1 } }, 1, 1, C(KRW) },
	{ "yard", { { L, 1 } }, 9144, 10000 },
	{ "yards", { { L, 1 } }, 9144, 10000 },
	{ "yd", { { L, 1 } }, 9144, 10000 },
	{ "year", { { PAPO_DIM_MONTH, 1 } }, 12, 1 },
	{ "years", { { PAPO_DIM_MONTH, 1 } }, 12, 1 },
	{ "yen", { { MON, 1 } }, 1, 1, C(JPY) },
	{ "yenyuan", { { MON, 1 } }, 1, 1, C(JPY) | C(CNY) },
	{ "yr", { { PAPO_DIM_MONTH, 1 } }, 12, 1 },
	{ "yrs", { { PAPO_DIM_MONTH, 1 } }, 12, 1 },
	{ "yuan", { { MON, 1 } }, 1, 1, C(CNY) },
	{ "zar", { { MON, 1 } }, 1, 1, C(ZAR) },
	{ "zloty", { { MON, 1 } }, 1, 1, C(PLN) },
	{ "zlotys", { { MON, 1 } }, 1, 1, C(PLN) },
};

static int
lower(int c)
{
	return papo_ascii_lower(c);
}

/* Does s[0..n) spell w, ignoring case? */
static int
word_is(const char *s, size_t n, const char *w)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (w[k] == '\0' || lower((unsigned char)s[k]) != w[k])
			return 0;
	return w[n] == '\0';
}

static const struct word *
find_word(const char *s, size_t n)
{
	size_t lo = 0, hi = sizeof(words) / sizeof(words[0]);

	while (lo < hi) {
		size_t mid = (lo + hi) / 2, k;
		int c = 0;

		for (k = 0; k < n && c == 0; k++) {
			int a = lower((unsigned char)s[k]);
			int b = (unsigned char)words[mid].name[k];

			c = b == 0 ? 1 : a - b;
		}
		if (c == 0 && words[mid].name[n] != '\0')
			c = -1;
		if (c == 0)
			return &words[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

static uint64_t
gcd64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* *x = *x * y, reduced against *z; -1 on overflow. */
static int
mul_reduce(uint64_t *x, uint64_t y, uint64_t *z)
{
	uint64_t g = gcd64(y, *z);

	y /= g;
	*z /= g;
	g = gcd64(*x, *z);
	if (g > 1) {
		*x /= g;
		*z /= g;
	}
	if (y != 0 && *x > UINT64_MAX / y)
		return -1;
	*x *= y;
	return 0;
}

void
papo_unit_one(struct papo_unit *u)
{
	memset(u, 0, sizeof(*u));
	u->num = u->den = 1;
	u->off_den = 1;
}

int
papo_unit_mul(struct papo_unit *u, const struct papo_unit *w, int power)
{
	int k, p = power < 0 ? -power : power;
	int keep = power == 1 && papo_unit_none(u) && u->off_num == 0 &&
	    u->num == 1 && u->den == 1;

	u->off_num = keep ? w->off_num : 0;
	u->off_den = keep ? w->off_den : 1;
	for (k = 0; k < PAPO_NDIMS; k++) {
		int e = u->dim[k] + w->dim[k] * power;

		if (e < -7 || e > 7)
			return -1;
		u->dim[k] = (int8_t)e;
	}
	if (w->currency != 0) {
		/* one currency: "dollars per hour"; two are none */
		u->currency = u->currency == 0 ? w->currency :
		    u->currency & w->currency;
		if (u->currency == 0)
			return -1;
	}
	if (u->dim[PAPO_DIM_MONEY] == 0)
		u->currency = 0;	/* dollars per dollar */
	u->degrees += w->degrees * power;
	if (u->degrees < -7 || u->degrees > 7)
		return -1;
	for (k = 0; k < p; k++) {
		if (power > 0 ? (mul_reduce(&u->num, w->num, &u->den) < 0 ||
		    mul_reduce(&u->den, w->den, &u->num) < 0) :
		    (mul_reduce(&u->num, w->den, &u->den) < 0 ||
		    mul_reduce(&u->den, w->num, &u->num) < 0))
			return -1;
	}
	return 0;
}

/*
 * Temperature scales, affine: x of each is x * num/den + off_num/off_den
 * kelvin (0 degrees Celsius is 273.15 K; 0 degrees Fahrenheit is
 * 459.67 * 5/9 K).  "K" is read in upper case only ("5k" is no kelvin);
 * "C" and "F" only after "degree(s)" (after).
 */
static int
temp_unit(const char *s, size_t n, int after, struct papo_unit *u)
{
	static const struct {
		const char *name;
		int letter;
		uint64_t num, den, off_num, off_den;
	} t[] = {
		{ "kelvin", 'K', 1, 1, 0, 1 },
		{ "kelvins", 0, 1, 1, 0, 1 },
		{ "celsius", 'C', 1, 1, 5463, 20 },
		{ "fahrenheit", 'F', 5, 9, 45967, 180 },
	};
	size_t k;

	for (k = 0; k < sizeof(t) / sizeof(t[0]); k++) {
		int letter = n == 1 && t[k].letter != 0 &&
		    s[0] == t[k].letter && (after || t[k].letter == 'K');

		if (!letter && !word_is(s, n, t[k].name))
			continue;
		papo_unit_one(u);
		u->dim[PAPO_DIM_TEMP] = 1;
		u->num = t[k].num;
		u->den = t[k].den;
		u->off_num = t[k].off_num;
		u->off_den = t[k].off_den;
		return 0;
	}
	return -1;
}

/* A symbol's case tells units apart (units.h). */
int
papo_unit_symbol_case(const char *s, size_t n)
{
	size_t k;
	int up = 0;

	if (n > 3)
		return 1;
	for (k = 0; k < n; k++)
		up += s[k] >= 'A' && s[k] <= 'Z';
	if (up == 0 || (n > 1 && up == (int)n))
		return 1;
	if (n == 1)
		return strchr("AJLNVW", s[0]) != NULL;
	if (strchr("MGNSH", s[0]) == NULL)
		return 1;
	return find_word(s + 1, n - 1) == NULL;
}

/* The unit of word s[0..n): 0, or -1 when it is none. */
static int
word_unit(const char *s, size_t n, struct papo_unit *u)
{
	const struct word *w;
	int k;

	if (temp_unit(s, n, 0, u) == 0)
		return 0;
	papo_unit_one(u);
	if (word_is(s, n, "deg") || word_is(s, n, "degree") ||
	    word_is(s, n, "degrees")) {
		u->degrees = 1;
		return 0;
	}
	if (word_is(s, n, "unit") || word_is(s, n, "units")) {
		u->generic = 1;
		return 0;
	}
	if ((w = find_word(s, n)) == NULL ||
	    !papo_unit_symbol_case(s, n))
		return -1;
	for (k = 0; k < 4 && w->d[k][1] != 0; k++)
		u->dim[(int)w->d[k][0]] = w->d[k][1];
	u->num = w->num;
	u->den = w->den;
	u->currency = w->cur;
	return 0;
}

static int
is_alpha(int c)
{
	return papo_ascii_alpha(c);
}

/*
 * The exponent after the '^' at s[*i] ("^2", "^{-1}") in *e, *i moved
 * past its digits; -1 when no digit follows.
 */
static int
power(const char *s, size_t n, size_t *i, int *e)
{
	size_t k = *i + 1;
	int neg = 0, any = 0;

	*e = 0;
	while (k < n && (s[k] == '{' || s[k] == ' '))
		k++;
	if (k < n && s[k] == '-') {
		neg = 1;
		k++;
	}
	while (k < n && s[k] >= '0' && s[k] <= '9' && *e < 10) {
		*e = *e * 10 + (s[k] - '0');
		any = 1;
		k++;
	}
	*i = k;
	if (neg)
		*e = -*e;
	return any ? 0 : -1;
}

int
papo_unit_parse(const char *s, size_t n, struct papo_unit *u)
{
	struct papo_unit w;
	size_t i = 0;
	int per = 0, pre = 1, last = 0, lastpow = 0, generic = 0, deg = 0;

	papo_unit_one(u);
	while (i < n) {
		int c = (unsigned char)s[i];

		if (c == ' ' || c == '~' || c == '{' || c == '}' ||
		    c == '.' || c == '*' || c == '\t' || c == ',') {
			i++;
			continue;
		}
		if (c == '\\') {	/* \, \; \! \cdot: spacing */
			i++;
			while (i < n && is_alpha((unsigned char)s[i]))
				i++;
			if (i < n && !is_alpha((unsigned char)s[i]) &&
			    s[i - 1] == '\\')
				i++;
			continue;
		}
		if (c == '/') {
			per = 1;
			i++;
			continue;
		}
		if (c == '^') {
			int e;

			if (power(s, n, &i, &e) < 0 || !last)
				return -1;
			/* the word before, to this power instead of once */
			if (papo_unit_mul(u, &w, lastpow * (e - 1)) < 0)
				return -1;
			last = 0;
			continue;
		}
		if (is_alpha(c)) {
			size_t a = i;

			while (i < n && is_alpha((unsigned char)s[i]))
				i++;
			if (word_is(s + a, i - a, "per")) {
				per = 1;
				continue;
			}
			if ((word_is(s + a, i - a, "pound") ||
			    word_is(s + a, i - a, "pounds")) && i + 9 <= n &&
			    word_is(s + i + 1, 8, "sterling"))
				continue;	/* "pounds sterling": money */
			if (word_is(s + a, i - a, "square") ||
			    word_is(s + a, i - a, "sq")) {
				pre = 2;
				continue;
			}
			if (word_is(s + a, i - a, "cubic") ||
			    word_is(s + a, i - a, "cu")) {
				pre = 3;
				continue;
			}
			if (deg && temp_unit(s + a, i - a, 1, &w) == 0) {
				/* "degrees Celsius": a temperature, no
				   angle */
				u->degrees -= lastpow;
				if (papo_unit_mul(u, &w, lastpow) < 0)
					return -1;
				deg = last = 0;
				continue;
			}
			if (word_unit(s + a, i - a, &w) < 0)
				return -1;
			deg = w.degrees != 0;
			if (w.generic) {
				generic = 1;
				pre = 1;
				per = 0;
				continue;
			}
			lastpow = per ? -pre : pre;
			if (papo_unit_mul(u, &w, lastpow) < 0)
				return -1;
			last = 1;
			per = 0;
			pre = 1;
			continue;
		}
		return -1;
	}
	if (per)
		return -1;	/* "per", "km per": a rate unfinished */
	if (papo_unit_none(u) && generic)
		u->generic = 1;
	return 0;
}

size_t
papo_unit_degrees_span(const char *s, size_t i, size_t l, size_t n)
{
	struct papo_unit u;
	size_t j = i + l, k;

	if (!word_is(s + i, l, "degree") && !word_is(s + i, l, "degrees") &&
	    !word_is(s + i, l, "deg"))
		return l;
	if (j >= n || s[j] != ' ')
		return l;
	for (k = j + 1; k < n && is_alpha((unsigned char)s[k]); k++)
		;
	if (k == j + 1 || (k < n && (unsigned char)s[k] >= 0x80) ||
	    temp_unit(s + j + 1, k - j - 1, 1, &u) < 0 ||
	    (k - j - 1 == 1 && s[j + 1] == 'K'))
		return l;
	return k - i;
}

int
papo_unit_none(const struct papo_unit *u)
{
	int k;

	for (k = 0; k < PAPO_NDIMS; k++)
		if (u->dim[k] != 0)
			return 0;
	return u->degrees == 0;
}

void
papo_unit_pack(const struct papo_unit *u, uint32_t *lo, uint32_t *hi)
{
	uint64_t x = 0;
	int k;

	for (k = 0; k < PAPO_NDIMS; k++)
		x |= (uint64_t)(u->dim[k] & 0xf) << (4 * k);
	x |= (uint64_t)u->currency << (4 * PAPO_NDIMS);
	*lo = (uint32_t)x;
	*hi = (uint32_t)(x >> 32);
}

int
papo_unit_same(const struct papo_unit *u, const struct papo_unit *w)
{
	uint32_t lo, hi, wlo, whi;

	papo_unit_pack(u, &lo, &hi);
	papo_unit_pack(w, &wlo, &whi);
	return lo == wlo && hi == whi && u->num == w->num && u->den == w->den;
}

uint32_t
papo_unit_unpack(uint32_t lo, uint32_t hi, int8_t *dim)
{
	uint64_t x = (uint64_t)lo | (uint64_t)hi << 32;
	int k;

	for (k = 0; k < PAPO_NDIMS; k++) {
		int e = (int)((x >> (4 * k)) & 0xf);

		dim[k] = (int8_t)(e >= 8 ? e - 16 : e);
	}
	return (uint32_t)(x >> (4 * PAPO_NDIMS));
}

int
papo_unit_weak(uint32_t lo, uint32_t hi, uint32_t olo, uint32_t ohi)
{
	int8_t dim[PAPO_NDIMS];

	if (!(papo_unit_unpack(lo, hi, dim) >> PAPO_CUR_SIGN & 1))
		return 0;
	(void)papo_unit_unpack(olo, ohi, dim);
	return dim[PAPO_DIM_MONEY] == 0;
}

int
papo_unit_packed_same(uint32_t alo, uint32_t ahi, uint32_t blo,
    uint32_t bhi)
{
	const uint64_t dims = ((uint64_t)1 << (4 * PAPO_NDIMS)) - 1;
	uint64_t a = (uint64_t)alo | (uint64_t)ahi << 32;
	uint64_t b = (uint64_t)blo | (uint64_t)bhi << 32;

	if ((a & dims) != (b & dims))
		return 0;
	a >>= 4 * PAPO_NDIMS;
	b >>= 4 * PAPO_NDIMS;
	return a == b || (a & b) != 0;
}
