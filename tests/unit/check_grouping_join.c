/* SPDX-License-Identifier: MIT */
/*
 * check_grouping_join.c: unit tests for papo_grouping_join
 * (lib/advantage/group.c), the groups of a caller that found them
 * itself (papo-advantage's -S buffer gathered in memory).
 */
#include <check.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "advantage/group.h"
#include "unit.h"

/* Joined as the ids come, the members are the records of each id. */
START_TEST(join_members)
{
	/* record i of group ids[i]; -1: of no group */
	static const int ids[] = { 0, 1, -1, 0, 2, 1, 1, -1, 2, 0 };
	struct papo_grouping gr;
	size_t idx[10], i, n = sizeof(ids) / sizeof(ids[0]);

	papo_grouping_init(&gr, 0, 0);
	for (i = 0; i < n; i++)
		if (ids[i] >= 0)
			papo_grouping_join(&gr, i, (uint32_t)ids[i], i == 8);
	ck_assert_uint_eq(gr.ngroups, 3);
	ck_assert_uint_eq(gr.g[0].n, 3);
	papo_grouping_members(&gr, 0, idx);
	ck_assert_uint_eq(idx[0], 0);
	ck_assert_uint_eq(idx[1], 3);
	ck_assert_uint_eq(idx[2], 9);
	ck_assert_uint_eq(gr.g[1].n, 3);
	papo_grouping_members(&gr, 1, idx);
	ck_assert_uint_eq(idx[0], 1);
	ck_assert_uint_eq(idx[1], 5);
	ck_assert_uint_eq(idx[2], 6);
	papo_grouping_members(&gr, 2, idx);
	ck_assert_uint_eq(gr.g[2].n, 2);
	ck_assert_uint_eq(idx[0], 4);
	ck_assert_uint_eq(idx[1], 8);
	/* record 8 is malformed: group 2 fails, the others do not */
	ck_assert_int_eq(gr.g[0].bad, 0);
	ck_assert_int_eq(gr.g[1].bad, 0);
	ck_assert_int_ne(gr.g[2].bad, 0);
	papo_grouping_release(&gr);
}
END_TEST

/* Joining gives the groups papo_grouping_add finds by block. */
START_TEST(join_as_add)
{
	struct papo_gmember m[7];
	struct papo_grouping a, j;
	size_t i, g, ia[7], ij[7];

	memset(m, 0, sizeof(m));
	for (i = 0; i < 7; i++)
		m[i].grouped = i != 3;
	m[5].bad = 1;
	papo_grouping_init(&a, 2, 0);
	papo_grouping_add(&a, m, sizeof(m[0]), 0, 0, 7);
	papo_grouping_init(&j, 0, 0);
	for (i = 0; i < 7; i++)
		if (m[i].grouped)
			papo_grouping_join(&j, i, m[i].group, m[i].bad);
	ck_assert_uint_eq(a.ngroups, 3);
	ck_assert_uint_eq(j.ngroups, a.ngroups);
	for (g = 0; g < a.ngroups; g++) {
		ck_assert_uint_eq(j.g[g].n, a.g[g].n);
		ck_assert_int_eq(j.g[g].bad, a.g[g].bad);
		papo_grouping_members(&a, g, ia);
		papo_grouping_members(&j, g, ij);
		for (i = 0; i < a.g[g].n; i++)
			ck_assert_uint_eq(ij[i], ia[i]);
	}
	ck_assert_int_ne(a.g[2].bad, 0);
	papo_grouping_release(&a);
	papo_grouping_release(&j);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("grouping_join");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, join_members);
	tcase_add_test(tc, join_as_add);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
