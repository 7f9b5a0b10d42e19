/* SPDX-License-Identifier: MIT */
/*
 * check_temperature.c: unit tests for temperature scales in units.c:
 * kelvin, degrees Celsius and Fahrenheit are one dimension with an
 * affine zero, which a product (a rate) does not keep.
 */
#include <check.h>
#include <string.h>

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

START_TEST(scales)
{
	struct papo_unit u;

	u = unit("K");
	ck_assert_int_eq(u.dim[PAPO_DIM_TEMP], 1);
	ck_assert(u.num == 1 && u.den == 1 && u.off_num == 0);
	u = unit("kelvin");
	ck_assert(u.off_num == 0 && u.dim[PAPO_DIM_TEMP] == 1);
	u = unit("degrees Celsius");		/* 273.15 K = 5463/20 */
	ck_assert_int_eq(u.degrees, 0);
	ck_assert_int_eq(u.dim[PAPO_DIM_TEMP], 1);
	ck_assert(u.off_num == 5463 && u.off_den == 20);
	u = unit("degree C");
	ck_assert(u.off_num == 5463 && u.degrees == 0);
	u = unit("degrees F");			/* x F = (x + 459.67) 5/9 K */
	ck_assert(u.num == 5 && u.den == 9);
	ck_assert(u.off_num == 45967 && u.off_den == 180);
	u = unit("fahrenheit");
	ck_assert(u.off_num == 45967);
	/* k in lower case is no kelvin; C and F alone name no scale */
	ck_assert(papo_unit_parse("k", 1, &u) < 0);
	ck_assert(papo_unit_parse("C", 1, &u) < 0);
	ck_assert(papo_unit_parse("F", 1, &u) < 0);
	u = unit("degrees");
	ck_assert(u.degrees == 1 && u.dim[PAPO_DIM_TEMP] == 0);
}
END_TEST

/* A rate of temperature keeps the size, not the zero. */
START_TEST(rates)
{
	struct papo_unit u = unit("celsius/min");

	ck_assert_int_eq(u.dim[PAPO_DIM_TEMP], 1);
	ck_assert_int_eq(u.dim[PAPO_DIM_TIME], -1);
	ck_assert(u.off_num == 0 && u.off_den == 1);
	u = unit("celsius^2");
	ck_assert(u.off_num == 0);
	u = unit("per celsius");
	ck_assert(u.off_num == 0 && u.dim[PAPO_DIM_TEMP] == -1);
}
END_TEST

START_TEST(span)
{
	const char *s = "18 degrees Celsius.";
	const char *t = "18 degrees east";

	ck_assert_uint_eq(papo_unit_degrees_span(s, 3, 7, strlen(s)), 15);
	ck_assert_uint_eq(papo_unit_degrees_span(t, 3, 7, strlen(t)), 7);
	ck_assert_uint_eq(papo_unit_degrees_span("5 km", 2, 2, 4), 2);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("temperature");
	TCase *t = tcase_create("core");

	tcase_add_test(t, scales);
	tcase_add_test(t, rates);
	tcase_add_test(t, span);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
