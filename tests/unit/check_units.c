/* SPDX-License-Identifier: MIT */
/*
 * check_units.c: unit tests for units of measure (lib/verify/units.c):
 * every unit word the lexer knows has a dimension, unit text reads as a
 * product, and each currency is its own.
 */
#include <check.h>
#include <string.h>

#include "verify/latex.h"
#include "verify/units.h"
#include "unit.h"

static struct papo_unit
unit(const char *s)
{
	struct papo_unit u;

	ck_assert_msg(papo_unit_parse(s, strlen(s), &u) == 0,
	    "'%s' is not read as a unit", s);
	return u;
}

/* Every word of the lexer's list is known here (none is skipped blind). */
START_TEST(every_word)
{
	size_t i;
	const char *w;

	for (i = 0; (w = papo_lex_unit_word(i)) != NULL; i++)
		unit(w);
	ck_assert_uint_gt(i, 100);
}
END_TEST

START_TEST(products)
{
	struct papo_unit u, w;

	u = unit("km/h");
	ck_assert_int_eq(u.dim[PAPO_DIM_LENGTH], 1);
	ck_assert_int_eq(u.dim[PAPO_DIM_TIME], -1);
	ck_assert(u.num == 5 && u.den == 18);	/* 1000 / 3600 */
	w = unit("kph");
	ck_assert(memcmp(u.dim, w.dim, sizeof(u.dim)) == 0);
	ck_assert(w.num == 5 && w.den == 18);
	u = unit("cm^2");
	ck_assert_int_eq(u.dim[PAPO_DIM_LENGTH], 2);
	ck_assert(u.num == 1 && u.den == 10000);
	u = unit("square feet");
	ck_assert_int_eq(u.dim[PAPO_DIM_LENGTH], 2);
	u = unit("m/s^2");
	ck_assert_int_eq(u.dim[PAPO_DIM_TIME], -2);
	u = unit("~km");
	ck_assert(u.num == 1000 && u.den == 1);
	u = unit("square units");
	ck_assert(u.generic && papo_unit_none(&u));
	u = unit("degrees");
	ck_assert_int_eq(u.degrees, 1);
	u = unit("years");			/* months: no fixed days */
	ck_assert_int_eq(u.dim[PAPO_DIM_MONTH], 1);
	ck_assert_int_eq(u.dim[PAPO_DIM_TIME], 0);
	ck_assert(papo_unit_parse("apples", 6, &u) < 0);
	ck_assert(papo_unit_parse("km^", 3, &u) < 0);
	ck_assert(papo_unit_parse("2km", 3, &u) < 0);
}
END_TEST

START_TEST(packing)
{
	struct papo_unit u = unit("kg m^2/s^3/a");
	int8_t dim[PAPO_NDIMS];
	uint32_t lo, hi;

	papo_unit_pack(&u, &lo, &hi);
	papo_unit_unpack(lo, hi, dim);
	ck_assert(memcmp(dim, u.dim, sizeof(dim)) == 0);
	ck_assert_int_eq(dim[PAPO_DIM_TIME], -3);
	ck_assert_int_eq(dim[PAPO_DIM_CURRENT], -1);
}
END_TEST

/* Is each of the unit texts a and b of one dimension and currency? */
static int
same(const char *a, const char *b)
{
	struct papo_unit u = unit(a), w = unit(b);
	uint32_t lo, hi, wlo, whi;

	papo_unit_pack(&u, &lo, &hi);
	papo_unit_pack(&w, &wlo, &whi);
	return papo_unit_packed_same(lo, hi, wlo, whi);
}

/* Money: one dimension, a currency each, never another's; the currency
   signs and codes of units_currency.c name units of this list. */
START_TEST(currencies)
{
	struct papo_unit u, w;
	uint32_t lo, hi, wlo, whi;
	size_t l;
	const char *c;

	u = unit("euros");
	w = unit("dollars");
	ck_assert(memcmp(u.dim, w.dim, sizeof(u.dim)) == 0);
	ck_assert(!same("euros", "dollars") && !same("yen", "rubles"));
	ck_assert(same("usd", "dollars") && same("cents", "dollars"));
	ck_assert(same("yenyuan", "yen") && same("yenyuan", "yuan"));
	ck_assert(!same("yen", "yuan") && !same("yenyuan", "won"));
	ck_assert(same("dollars/hour", "usd per h"));
	ck_assert(!same("dollars/hour", "euros per h"));
	ck_assert(papo_unit_parse("dollars/euro", 12, &u) < 0);
	u = unit("pounds sterling");	/* money, not mass */
	ck_assert_int_eq(u.dim[PAPO_DIM_MASS], 0);
	ck_assert(same("pounds sterling", "gbp"));
	u = unit("dollarsign");		/* a bare '$' */
	w = unit("hours");
	papo_unit_pack(&u, &lo, &hi);
	papo_unit_pack(&w, &wlo, &whi);
	ck_assert(papo_unit_weak(lo, hi, wlo, whi));
	w = unit("yen");
	papo_unit_pack(&w, &wlo, &whi);
	ck_assert(!papo_unit_weak(lo, hi, wlo, whi));
	ck_assert(!papo_unit_packed_same(lo, hi, wlo, whi));
	ck_assert(same("dollarsign", "dollars"));
	c = papo_unit_currency_sign("\xe2\x82\xbd" "42", 5, 1, &l);	/* ₽ */
	ck_assert(c != NULL && l == 3);
	ck_assert(same(c, "rubles"));
	c = papo_unit_currency_sign("USDA", 4, 1, &l);
	ck_assert(c == NULL && l == 0);
	c = papo_unit_currency_end("pays Rs. 42", 0, 8, 1, &l);
	ck_assert(c != NULL && l == 3 && same(c, "inr"));
	c = papo_unit_currency_end("42 z\xc5\x82", 0, 6, 0, &l);	/* zł */
	ck_assert(c != NULL && same(c, "pln"));
}
END_TEST

/* A currency's sign as a code point: the table's of one character, and
   Unicode's others, which name no currency the table reads. */
START_TEST(currency_code_points)
{
	static const long yes[] = { 0x20ac, 0xa3, 0xa5, 0xffe5, 0x20a9,
	    0xffe6, 0x20b9, 0x20a8, 0x20bd, 0x20ba, 0x20ab, 0x20b1, 0x20b4,
	    0x20a6, 0xe3f, 0x20aa, 0xa2, 0xa4, 0x20a1, 0x20bf, 0x20cf,
	    0xffe0, 0xffe1, 0 };
	static const long no[] = { '$', 'R', 0xa1, 0xa6, 0x209f, 0x20d0,
	    0xff04, 0xffe2, 0xe3e, 0x440, 0x142, 0 };
	size_t k;

	for (k = 0; yes[k] != 0; k++)
		ck_assert_msg(papo_unit_currency_cp(yes[k]), "U+%04lX", yes[k]);
	for (k = 0; no[k] != 0; k++)
		ck_assert_msg(!papo_unit_currency_cp(no[k]), "U+%04lX", no[k]);
}
END_TEST

/* The span a word names, as a rate's (units_span.c). */
static int
span_of(const char *w, unsigned long *size, int *dim)
{
	return papo_unit_span_word(w, strlen(w), size, dim);
}

/* Words of a span, their size; words of none; adverbs apart. */
START_TEST(span_words)
{
	static const struct {
		const char *w;
		unsigned long size;
		int dim;
	} yes[] = { { "day", 86400, PAPO_DIM_TIME },
	    { "Days", 86400, PAPO_DIM_TIME },
	    { "d\xc3\xad" "as", 86400, PAPO_DIM_TIME },
	    { "Woche", 604800, PAPO_DIM_TIME },
	    { "hourly", 3600, PAPO_DIM_TIME },
	    { "semanales", 604800, PAPO_DIM_TIME },
	    { "monthly", 1, PAPO_DIM_MONTH }, { "anni", 12, PAPO_DIM_MONTH },
	    { "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8e", 604800,
		PAPO_DIM_TIME },
	    { "\xe6\xaf\x8f\xe5\xa4\xa9\xe8\xb5\x9a", 86400,
		PAPO_DIM_TIME } };
	static const char *const no[] = { "", "da", "dayz", "an", "ora",
	    "Monday", "today", "weekend", "kg", NULL };
	unsigned long size;
	size_t k;
	int dim;

	for (k = 0; k < sizeof(yes) / sizeof(yes[0]); k++) {
		ck_assert_msg(span_of(yes[k].w, &size, &dim), "%s", yes[k].w);
		ck_assert_msg(size == yes[k].size && dim == yes[k].dim,
		    "%s: %lu %d", yes[k].w, size, dim);
	}
	for (k = 0; no[k] != NULL; k++)
		ck_assert_msg(!span_of(no[k], &size, &dim), "%s", no[k]);
	ck_assert(papo_unit_span_adverb("daily", 5));
	ck_assert(papo_unit_span_adverb("diarios", 7));
	ck_assert(!papo_unit_span_adverb("day", 3));
	ck_assert(!papo_unit_span_adverb("\xe6\xaf\x8f\xe5\xa4\xa9", 6));
}
END_TEST

/* A question's one span: a noun after a rate's word, or an adverb;
   none when two sizes are named, or a noun stands alone. */
START_TEST(span_in_question)
{
	static const struct {
		const char *q;
		unsigned long size;	/* 0: none */
	} qs[] = { { "How much does she make each day?", 86400 },
	    { "How much does she make a week?", 604800 },
	    { "How much does she earn daily?", 86400 },
	    { "How many hours does she work?", 0 },
	    { "How many hours does she work each day?", 86400 },
	    { "How many hours a week if 8 hours each day?", 0 },
	    { "Cu\xc3\xa1nto gana a la semana?", 604800 },
	    { "Cu\xc3\xa1nto gana todos los d\xc3\xad" "as?", 86400 },
	    { "Quanto guadagna al giorno?", 86400 },
	    { "\xd0\xa1\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe "
		"\xd0\xb2 \xd0\xb4\xd0\xb5\xd0\xbd\xd1\x8c?", 86400 },
	    { "Wie viel verdient sie am Tag?", 86400 },
	    { "Wie viel verdient sie im Monat?", 1 },
	    { "How many hours am I there?", 0 },
	    { "\xe5\xa5\xb9\xe6\xaf\x8f\xe5\x91\xa8\xe8\xb5\x9a"
		"\xe5\xa4\x9a\xe5\xb0\x91\xef\xbc\x9f", 604800 } };
	unsigned long size;
	size_t k;
	int dim, r;

	for (k = 0; k < sizeof(qs) / sizeof(qs[0]); k++) {
		r = papo_unit_span_in(qs[k].q, 0, strlen(qs[k].q), &size,
		    &dim);
		ck_assert_msg(r == (qs[k].size != 0), "%s: %d", qs[k].q, r);
		ck_assert_msg(!r || size == qs[k].size, "%s: %lu", qs[k].q,
		    size);
	}
}
END_TEST

/* A rate phrase whole: a rate's word (or pair) and a span's noun, or
   an adverb alone; nothing before or after it, no other noun. */
START_TEST(rate_phrases)
{
	static const struct {
		const char *p;
		unsigned long size;	/* 0: none */
	} ps[] = { { "per day", 86400 }, { " a week ", 604800 },
	    { "daily", 86400 }, { "pro Tag", 86400 }, { "am Tag", 86400 },
	    { "a la semana", 604800 }, { "todos los d\xc3\xad" "as", 86400 },
	    { "\xd0\xb2 \xd0\xb4\xd0\xb5\xd0\xbd\xd1\x8c", 86400 },
	    { "monatlich", 1 }, { "per egg", 0 }, { "day", 0 },
	    { "per day and night", 0 }, { "every single day", 0 },
	    { "la semana", 0 }, { "per", 0 }, { "", 0 },
	    { "perday", 0 }, { "each Monday", 0 } };
	unsigned long size;
	size_t k;
	int dim, r;

	for (k = 0; k < sizeof(ps) / sizeof(ps[0]); k++) {
		r = papo_unit_rate_phrase(ps[k].p, 0, strlen(ps[k].p), &size,
		    &dim);
		ck_assert_msg(r == (ps[k].size != 0), "%s: %d", ps[k].p, r);
		ck_assert_msg(!r || size == ps[k].size, "%s: %lu", ps[k].p,
		    size);
	}
	/* "per" alone, or after a unit with nothing after, is no unit */
	ck_assert(papo_unit_parse("per", 3, &(struct papo_unit){ 0 }) != 0);
	ck_assert(papo_unit_parse("km per", 6, &(struct papo_unit){ 0 }) !=
	    0);
	ck_assert(papo_unit_parse("km per hour", 11,
	    &(struct papo_unit){ 0 }) == 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("units");
	TCase *t = tcase_create("core");

	tcase_add_test(t, every_word);
	tcase_add_test(t, products);
	tcase_add_test(t, packing);
	tcase_add_test(t, currencies);
	tcase_add_test(t, currency_code_points);
	tcase_add_test(t, span_words);
	tcase_add_test(t, span_in_question);
	tcase_add_test(t, rate_phrases);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
