/* SPDX-License-Identifier: MIT */
/*
 * check_stats_live.c: unit tests for the rows papo-stats --follow writes
 * (lib/stats/stats_live.c): a row when its step is over, again when it
 * changed, the null row at the end.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats.h"
#include "stats/stats_live.h"
#include "unit.h"

/* A finished run of rows keyed keys[0..n) (NaN: the null row), sorted. */
static void
run_of(struct papo_stats *st, struct papo_stats_row *rows, const double *keys,
    const double *resp, size_t n)
{
	size_t i;
	int k;

	memset(st, 0, sizeof(*st));
	memset(rows, 0, n * sizeof(*rows));
	for (i = 0; i < n; i++) {
		rows[i].key.s = "";
		if (isnan(keys[i]))
			rows[i].key.type = PAPO_JSON_NONE;
		else {
			rows[i].key.type = PAPO_JSON_NUMBER;
			rows[i].key.num = keys[i];
		}
		for (k = 0; k < PAPO_SM_N; k++)
			rows[i].m[k] = NAN;
		rows[i].m[PAPO_SM_RESPONSES] = resp[i];
	}
	st->row = rows;
	st->nrow = n;
	st->finished = 1;
}

START_TEST(rows_due)
{
	struct papo_stats_ledger l;
	struct papo_stats st;
	struct papo_stats_row rows[4];
	size_t due[4], again, n;
	double k1[] = { 1, 2, NAN }, r1[] = { 8, 3, 1 };
	double k2[] = { 1, 2, 3, NAN }, r2[] = { 9, 8, 2, 1 };

	papo_stats_ledger_init(&l);
	/* no row before the greatest: nothing is over */
	run_of(&st, rows, k1, r1, 1);
	ck_assert_uint_eq(papo_stats_ledger_due(&l, &st, 0, due, &again), 0);
	/* step 2 came: step 1 is over; the null row waits for the end */
	run_of(&st, rows, k1, r1, 3);
	n = papo_stats_ledger_due(&l, &st, 0, due, &again);
	ck_assert_uint_eq(n, 1);
	ck_assert_uint_eq(due[0], 0);
	ck_assert_uint_eq(again, 0);
	ck_assert_uint_eq(l.nrow, 1);
	ck_assert(l.row[0].m[PAPO_SM_RESPONSES] == 8);
	/* written once */
	ck_assert_uint_eq(papo_stats_ledger_due(&l, &st, 0, due, &again), 0);
	/* step 3 came, and a late record of step 1: 1 again, then 2 */
	run_of(&st, rows, k2, r2, 4);
	n = papo_stats_ledger_due(&l, &st, 0, due, &again);
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(due[0], 0);
	ck_assert_uint_eq(due[1], 1);
	ck_assert_uint_eq(again, 1);
	ck_assert(l.row[0].m[PAPO_SM_RESPONSES] == 9);
	ck_assert_int_eq(papo_stats_ledger_find(&l, &rows[1].key), 1);
	ck_assert_int_eq(papo_stats_ledger_find(&l, &rows[2].key), -1);
	/* the end: the rest */
	n = papo_stats_ledger_due(&l, &st, 1, due, &again);
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(due[0], 2);
	ck_assert_uint_eq(due[1], 3);
	ck_assert_uint_eq(again, 0);
	ck_assert_uint_eq(l.nrow, 4);
	ck_assert_int_eq(l.row[3].key.type, PAPO_JSON_NONE);
	ck_assert_uint_eq(papo_stats_ledger_due(&l, &st, 1, due, &again), 0);
	papo_stats_ledger_release(&l);
}
END_TEST

/* String keys are owned by the ledger; rows come in key order. */
START_TEST(string_keys)
{
	struct papo_stats_ledger l;
	struct papo_stats st;
	struct papo_stats_row rows[3];
	size_t due[3], again;
	char a[] = "run-a", b[] = "run-b", c[] = "run-c";
	char *s[] = { a, b, c };
	int i, k;

	memset(&st, 0, sizeof(st));
	memset(rows, 0, sizeof(rows));
	for (i = 0; i < 3; i++) {
		rows[i].key.type = PAPO_JSON_STRING;
		rows[i].key.s = s[i];
		rows[i].key.len = 5;
		for (k = 0; k < PAPO_SM_N; k++)
			rows[i].m[k] = i;
	}
	st.row = rows;
	st.nrow = 3;
	papo_stats_ledger_init(&l);
	ck_assert_uint_eq(papo_stats_ledger_due(&l, &st, 0, due, &again), 2);
	memcpy(a, "xxxxx", 5);	/* the ledger keeps its own copy */
	ck_assert(memcmp(l.row[0].key.s, "run-a", 5) == 0);
	ck_assert(memcmp(l.row[1].key.s, "run-b", 5) == 0);
	papo_stats_ledger_release(&l);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("stats_live");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, rows_due);
	tcase_add_test(tc, string_keys);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
