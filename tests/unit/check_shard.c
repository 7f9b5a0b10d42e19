/* SPDX-License-Identifier: MIT */
/*
 * check_shard.c: unit tests for papo_fields_shard_of (lib/fields.c), the
 * shard papo-verify and papo-judge give a record: the group key hash of
 * papo-advantage's groups, modulo the number of shards.
 */
#include <check.h>
#include <stddef.h>
#include <string.h>

#include "advantage/group.h"
#include "buf.h"
#include "fields.h"
#include "json.h"
#include "unit.h"

/* The shard of rec (of n) by papo_fields_shard_of, filestep as given. */
static long
shard_of(struct papo_json *j, const struct papo_fields *f, const char *rec,
    const char *filestep, unsigned long n)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err e;
	long s;

	ck_assert_int_eq(papo_json_parse(j, rec, strlen(rec), &e), 0);
	s = papo_fields_shard_of(f, j, filestep, n, &b, &e);
	papo_buf_release(&b);
	return s;
}

/* The shard papo-advantage gives rec: its group key's hash modulo n. */
static long
adv_shard(struct papo_json *j, const char *rec, const char *filestep,
    unsigned long n)
{
	struct papo_gkey k;
	struct papo_err e;
	unsigned long s;
	int g, st;

	ck_assert_int_eq(papo_json_parse(j, rec, strlen(rec), &e), 0);
	g = papo_json_member(j, 0, "group", 5, &e);
	st = papo_json_member(j, 0, "step", 4, &e);
	ck_assert_int_ge(g, 0);
	papo_gkey_read(&k, j, NULL, g, st, st >= 0 ? NULL : filestep);
	s = (unsigned long)(k.hash % n);
	papo_gkey_release(&k);
	return (long)s;
}

START_TEST(as_advantage)
{
	static const char *const recs[] = {
		"{\"group\":\"p1\",\"step\":0}",
		"{\"group\":\"p\\u0031\",\"step\":0}",	/* the same key */
		"{\"step\":1.0,\"group\":\"p1\"}",	/* step 1 */
		"{\"group\":7,\"step\":\"2\"}",
		"{\"group\":\"a longer prompt key, over kin's size\"}",
		"{\"group\":[1,2],\"step\":3}",
		"{\"group\":null}",
	};
	struct papo_fields f;
	struct papo_json j;
	unsigned long n;
	size_t i;
	long s, seen[8];

	papo_fields_init(&f);
	papo_json_init(&j);
	memset(seen, 0, sizeof(seen));
	for (n = 2; n <= 8; n++)
		for (i = 0; i < sizeof(recs) / sizeof(recs[0]); i++) {
			s = shard_of(&j, &f, recs[i], NULL, n);
			ck_assert_int_eq(s, adv_shard(&j, recs[i], NULL, n));
			ck_assert_int_ge(s, 0);
			ck_assert_int_lt(s, (long)n);
			if (n == 8)
				seen[s]++;
		}
	/* one key is one shard, whatever its spelling */
	for (n = 2; n <= 64; n++)
		ck_assert_int_eq(shard_of(&j, &f, recs[0], NULL, n),
		    shard_of(&j, &f, recs[1], NULL, n));
	/* and the keys do not all land in one shard */
	for (i = 0, s = 0; i < 8; i++)
		s += seen[i] > 0;
	ck_assert_int_gt(s, 1);
	papo_json_release(&j);
	papo_fields_release(&f);
}
END_TEST

START_TEST(steps_and_no_group)
{
	struct papo_fields f;
	struct papo_json j;
	unsigned long n;
	int differ = 0;

	papo_fields_init(&f);
	papo_json_init(&j);
	for (n = 2; n <= 64; n++) {
		/* no group: shard 0 */
		ck_assert_int_eq(shard_of(&j, &f, "{\"x\":1}", NULL, n), 0);
		ck_assert_int_eq(shard_of(&j, &f, "{\"x\":1}", "3", n), 0);
		/* a file's step stands in for a missing step field, as
		   papo-advantage takes it ... */
		ck_assert_int_eq(shard_of(&j, &f, "{\"group\":\"g\"}", "3", n),
		    adv_shard(&j, "{\"group\":\"g\"}", "3", n));
		ck_assert_int_eq(shard_of(&j, &f, "{\"group\":\"g\"}", "3", n),
		    shard_of(&j, &f, "{\"group\":\"g\",\"step\":3}", NULL, n));
		/* ... and the record's own step wins over it */
		ck_assert_int_eq(shard_of(&j, &f,
		    "{\"group\":\"g\",\"step\":5}", "3", n),
		    shard_of(&j, &f, "{\"group\":\"g\",\"step\":5}", NULL, n));
		differ |= shard_of(&j, &f, "{\"group\":\"g\",\"step\":5}",
		    NULL, n) != shard_of(&j, &f, "{\"group\":\"g\"}", NULL, n);
	}
	ck_assert(differ);	/* the step is part of the key */
	/* one shard, or none asked for: 0 */
	ck_assert_int_eq(shard_of(&j, &f, "{\"group\":\"g\"}", NULL, 1), 0);
	ck_assert_int_eq(shard_of(&j, &f, "{\"group\":\"g\"}", NULL, 0), 0);
	/* a duplicate key on the way is an error */
	ck_assert_int_eq(shard_of(&j, &f, "{\"group\":\"a\",\"group\":\"b\"}",
	    NULL, 4), -1);
	papo_json_release(&j);
	papo_fields_release(&f);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("shard");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, as_advantage);
	tcase_add_test(tc, steps_and_no_group);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
