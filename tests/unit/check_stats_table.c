/* SPDX-License-Identifier: MIT */
/*
 * check_stats_table.c: unit tests for the table writer papo-stats uses
 * (lib/stats/table.c): JSONL, TSV, aligned text, sparklines.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats/table.h"
#include "unit.h"

/* no value (NAN alone is a float, which -Wdouble-promotion flags) */
#define NONE ((double)NAN)

static struct papo_table t;
static struct papo_buf out;

/* step (key) | responses (count) | zero_ratio | note (text) */
static void
setup(void)
{
	size_t r;

	papo_table_init(&t);
	papo_buf_init(&out);
	papo_table_add_col(&t, "step", 0, 1);
	papo_table_add_col(&t, "responses", 1, 0);
	papo_table_add_col(&t, "zero_ratio", 0, 0);
	papo_table_add_col(&t, "note", 0, 0);
	r = papo_table_add_row(&t);
	papo_table_set_num(&t, r, 0, 1, 0);
	papo_table_set_num(&t, r, 1, 1024, -1);
	papo_table_set_num(&t, r, 2, 0.4375, -1);
	papo_table_set_str(&t, r, 3, "a\tb", 3);
	r = papo_table_add_row(&t);
	papo_table_set_num(&t, r, 0, 12, 0);
	papo_table_set_num(&t, r, 1, 8, -1);
	papo_table_set_num(&t, r, 2, NONE, -1);		/* no data */
	papo_table_set_num(&t, r, 3, -0.0001, -1);
}

static void
teardown(void)
{
	papo_table_release(&t);
	papo_buf_release(&out);
}

START_TEST(jsonl)
{
	papo_table_jsonl(&t, &out);
	ck_assert_str_eq(out.s,
	    "{\"step\":1,\"responses\":1024,\"zero_ratio\":0.4375,"
	    "\"note\":\"a\\tb\"}\n"
	    "{\"step\":12,\"responses\":8,\"zero_ratio\":null,"
	    "\"note\":-0.0001}\n");
}
END_TEST

START_TEST(tsv)
{
	papo_table_tsv(&t, &out);
	ck_assert_str_eq(out.s,
	    "step\tresponses\tzero_ratio\tnote\n"
	    "1\t1024\t0.4375\ta\\tb\n"
	    "12\t8\t\t-0.0001\n");
}
END_TEST

/* Counts without decimals, ratios with three, "-" for no data, no "-0". */
START_TEST(text)
{
	papo_table_text(&t, 0, &out);
	ck_assert_str_eq(out.s,
	    "step  responses  zero_ratio  note\n"
	    "   1       1024       0.438  a\\tb\n"
	    "  12          8           -  0.000\n");
}
END_TEST

/* A narrow terminal: blocks of columns, each repeating the key. */
START_TEST(text_split)
{
	papo_table_text(&t, 24, &out);
	ck_assert_str_eq(out.s,
	    "step  responses\n"
	    "   1       1024\n"
	    "  12          8\n"
	    "\n"
	    "step  zero_ratio  note\n"
	    "   1       0.438  a\\tb\n"
	    "  12           -  0.000\n");
}
END_TEST

/* Large values get fewer decimals. */
START_TEST(text_decimals)
{
	struct papo_table u;
	size_t r;

	papo_table_init(&u);
	papo_table_add_col(&u, "length_mean", 0, 0);
	papo_table_add_col(&u, "tokens", 0, 0);
	r = papo_table_add_row(&u);
	papo_table_set_num(&u, r, 0, 512.25, -1);
	papo_table_set_num(&u, r, 1, 123456.5, -1);
	papo_table_text(&u, 0, &out);
	ck_assert_str_eq(out.s,
	    "length_mean  tokens\n"
	    "      512.2  123456\n");
	papo_table_release(&u);
}
END_TEST

/* A column with no data at all is still a column of numbers. */
START_TEST(text_all_null)
{
	struct papo_table u;
	size_t r;

	papo_table_init(&u);
	papo_table_add_col(&u, "run", 0, 1);
	papo_table_add_col(&u, "length_mean", 0, 0);
	r = papo_table_add_row(&u);
	papo_table_set_str(&u, r, 0, "orm", 3);
	papo_table_text(&u, 0, &out);
	ck_assert_str_eq(out.s,
	    "run  length_mean\n"
	    "orm            -\n");
	papo_table_release(&u);
}
END_TEST

START_TEST(empty_table)
{
	struct papo_table u;

	papo_table_init(&u);
	papo_table_add_col(&u, "step", 0, 1);
	papo_table_add_col(&u, "responses", 1, 0);
	papo_table_tsv(&u, &out);
	ck_assert_str_eq(out.s, "step\tresponses\n");
	papo_buf_reset(&out);
	papo_table_jsonl(&u, &out);
	ck_assert_str_eq(out.s, "");
	papo_table_release(&u);
}
END_TEST

#define B1 "\xe2\x96\x81"
#define B4 "\xe2\x96\x84"
#define B8 "\xe2\x96\x88"

START_TEST(spark)
{
	const double v[] = { 0, 0.5, 1, NONE, 1 };
	const double flat[] = { 3, 3, 3 };
	const double noise[] = { 1e-17, -2e-17, 3e-17 };
	const double many[] = { 0, 0, 1, 1 };

	papo_table_spark(&out, v, 5, 0);
	/* 0.5 sits halfway: level round(3.5) = 4, the fifth block */
	ck_assert_str_eq(out.s, B1 "\xe2\x96\x85" B8 " " B8);
	ck_assert_uint_eq(papo_table_width(out.s, out.len), 5);
	papo_buf_reset(&out);
	papo_table_spark(&out, flat, 3, 0);
	ck_assert_str_eq(out.s, B4 B4 B4);
	papo_buf_reset(&out);
	papo_table_spark(&out, noise, 3, 0);
	ck_assert_str_eq(out.s, B4 B4 B4);
	papo_buf_reset(&out);
	/* four values in two characters: means 0 and 1 */
	papo_table_spark(&out, many, 4, 2);
	ck_assert_str_eq(out.s, B1 B8);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("table");
	TCase *c = tcase_create("core");

	tcase_add_checked_fixture(c, setup, teardown);
	tcase_add_test(c, jsonl);
	tcase_add_test(c, tsv);
	tcase_add_test(c, text);
	tcase_add_test(c, text_split);
	tcase_add_test(c, text_decimals);
	tcase_add_test(c, text_all_null);
	tcase_add_test(c, empty_table);
	tcase_add_test(c, spark);
	suite_add_tcase(s, c);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
