/* SPDX-License-Identifier: MIT */
/*
 * check_units.c: unit tests for units of measure (lib/verify/units.c):
 * every unit word the lexer knows has a dimension, and unit text reads as
 * a product.
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

static Suite *
suite(void)
{
	Suite *s = suite_create("units");
	TCase *t = tcase_create("core");

	tcase_add_test(t, every_word);
	tcase_add_test(t, products);
	tcase_add_test(t, packing);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
