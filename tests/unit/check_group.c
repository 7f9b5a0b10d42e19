/* SPDX-License-Identifier: MIT */
/*
 * check_group.c: unit tests for records into their groups
 * (lib/advantage/group.c): keys, the hash set, grouping by key and in
 * blocks, shards.
 */
#include <check.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "advantage/group.h"
#include "json.h"
#include "unit.h"

/* A key read from the record text: its group and step fields. */
static void
key_of(struct papo_json *j, const char *rec, struct papo_gkey *k)
{
	struct papo_err e;
	int g, s;

	ck_assert_int_eq(papo_json_parse(j, rec, strlen(rec), &e), 0);
	g = papo_json_member(j, 0, "group", 5, &e);
	s = papo_json_member(j, 0, "step", 4, &e);
	ck_assert_int_ge(g, 0);
	papo_gkey_read(k, j, NULL, g, s, NULL);
}

START_TEST(keys)
{
	struct papo_json j;
	struct papo_gkey a, b;
	char moved[64];
	const char *line;

	papo_json_init(&j);
	/* an escaped string is its content: the same key as the plain one */
	key_of(&j, "{\"group\":\"p\\u0041\"}", &a);
	ck_assert(a.keyowned);
	ck_assert_uint_eq(a.keylen, 2);
	ck_assert(memcmp(a.key, "pA", 2) == 0);
	key_of(&j, "{\"group\":\"pA\"}", &b);
	ck_assert(!b.keyowned);
	ck_assert(papo_gkey_eq(&a, &b));
	papo_gkey_release(&a);
	/* the string "1" and the number 1 are different keys */
	key_of(&j, "{\"group\":\"1\"}", &a);
	key_of(&j, "{\"group\":1}", &b);
	ck_assert(!papo_gkey_eq(&a, &b));
	/* the same prompt at two steps is two groups; at one step, one */
	key_of(&j, "{\"group\":\"q\",\"step\":1}", &a);
	key_of(&j, "{\"step\":2,\"group\":\"q\"}", &b);
	ck_assert(!papo_gkey_eq(&a, &b));
	key_of(&j, "{\"step\":1,\"group\":\"q\"}", &b);
	ck_assert(papo_gkey_eq(&a, &b));
	/* keys, short or long, are compared in the line they point into */
	line = "{\"group\":\"a prompt of some length\",\"step\":3}";
	key_of(&j, line, &a);
	strcpy(moved, line);
	papo_gkey_move(&a, line, moved, strlen(line));
	ck_assert(a.key >= moved && a.key < moved + sizeof(moved));
	key_of(&j, line, &b);
	ck_assert(papo_gkey_eq(&a, &b));
	moved[12] = 'X';	/* the copy is what a moved key reads */
	ck_assert(!papo_gkey_eq(&a, &b));
	line = "{\"group\":\"q\",\"step\":3}";
	key_of(&j, line, &a);
	strcpy(moved, line);
	papo_gkey_move(&a, line, moved, strlen(line));
	key_of(&j, line, &b);
	ck_assert(papo_gkey_eq(&a, &b));
	moved[10] = 'X';
	ck_assert(!papo_gkey_eq(&a, &b));
	papo_json_release(&j);
}
END_TEST

START_TEST(hset)
{
	struct papo_hset h;
	uint64_t i;

	memset(&h, 0, sizeof(h));
	ck_assert(!papo_hset_has(&h, 7));
	for (i = 0; i < 5000; i++)
		papo_hset_add(&h, i * 0x9e3779b97f4a7c15ULL);
	papo_hset_add(&h, 0);	/* 0 is a member like any other */
	ck_assert_uint_eq(h.n, 5000);	/* 0 is the first i * k again */
	for (i = 0; i < 5000; i++)
		ck_assert(papo_hset_has(&h, i * 0x9e3779b97f4a7c15ULL));
	ck_assert(!papo_hset_has(&h, 5000 * 0x9e3779b97f4a7c15ULL));
	papo_hset_release(&h);
}
END_TEST

/* A toy record with its member somewhere inside. */
struct trec {
	int pad;
	struct papo_gmember gm;
	char name[8];
};

START_TEST(grouping_by_key)
{
	static const char *const recs[] = {
		"{\"group\":\"a\"}", "{\"group\":\"b\"}", "{\"group\":\"a\"}",
		"{\"nogroup\":1}", "{\"group\":\"c\"}", "{\"group\":\"b\"}",
		"{\"group\":\"a\"}",
	};
	enum { N = sizeof(recs) / sizeof(recs[0]) };
	struct trec r[N];
	struct papo_grouping gr;
	struct papo_json j;
	size_t i, idx[8];

	memset(r, 0, sizeof(r));
	papo_json_init(&j);
	for (i = 0; i < N; i++) {
		struct papo_err e;
		int g;

		ck_assert_int_eq(papo_json_parse(&j, recs[i], strlen(recs[i]),
		    &e), 0);
		if ((g = papo_json_member(&j, 0, "group", 5, &e)) < 0)
			continue;
		papo_gkey_read(&r[i].gm.key, &j, NULL, g, -1, NULL);
		r[i].gm.grouped = 1;
	}
	r[5].gm.bad = 1;
	papo_grouping_init(&gr, 0, 0);
	/* in two batches, as the engine hands them over */
	papo_grouping_add(&gr, r, sizeof(r[0]), offsetof(struct trec, gm), 0,
	    3);
	papo_grouping_add(&gr, r, sizeof(r[0]), offsetof(struct trec, gm), 3,
	    N);
	ck_assert_uint_eq(gr.ngroups, 3);
	ck_assert_uint_eq(r[0].gm.group, 0);
	ck_assert_uint_eq(r[1].gm.group, 1);
	ck_assert_uint_eq(r[4].gm.group, 2);
	ck_assert_uint_eq(gr.g[0].n, 3);
	papo_grouping_members(&gr, 0, idx);
	ck_assert(idx[0] == 0 && idx[1] == 2 && idx[2] == 6);
	papo_grouping_members(&gr, 1, idx);
	ck_assert(idx[0] == 1 && idx[1] == 5);
	ck_assert(gr.g[1].bad && !gr.g[0].bad && !gr.g[2].bad);
	papo_grouping_release(&gr);
	papo_json_release(&j);
}
END_TEST

START_TEST(grouping_in_blocks)
{
	struct trec r[7];
	struct papo_grouping gr;
	size_t i, idx[4];

	memset(r, 0, sizeof(r));
	for (i = 0; i < 7; i++)
		r[i].gm.grouped = i != 2;	/* a blank line: no block */
	papo_grouping_init(&gr, 3, 0);
	papo_grouping_add(&gr, r, sizeof(r[0]), offsetof(struct trec, gm), 0,
	    7);
	ck_assert_uint_eq(gr.ngroups, 2);
	papo_grouping_members(&gr, 0, idx);
	ck_assert(idx[0] == 0 && idx[1] == 1 && idx[2] == 3);
	ck_assert_uint_eq(gr.g[1].n, 3);
	papo_grouping_release(&gr);
}
END_TEST

START_TEST(shards)
{
	struct papo_gmember m;
	unsigned long s, hits = 0;

	memset(&m, 0, sizeof(m));
	/* no group: shard 0 */
	ck_assert(papo_group_shard(&m, 0, 0, 0, 4));
	ck_assert(!papo_group_shard(&m, 0, 0, 1, 4));
	/* a group: exactly one shard of N */
	m.grouped = 1;
	m.key.hash = 0x123456789abcdefULL;
	for (s = 0; s < 7; s++)
		hits += (unsigned long)papo_group_shard(&m, 0, 0, s, 7);
	ck_assert_uint_eq(hits, 1);
	/* blocks go by number */
	ck_assert(papo_group_shard(&m, 5, 1, 1, 4));
	ck_assert(papo_group_shard(&m, 5, 1, 0, 0));	/* no shards: all */
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("group");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, keys);
	tcase_add_test(tc, hset);
	tcase_add_test(tc, grouping_by_key);
	tcase_add_test(tc, grouping_in_blocks);
	tcase_add_test(tc, shards);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
