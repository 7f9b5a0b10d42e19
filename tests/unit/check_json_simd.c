/* SPDX-License-Identifier: MIT */
/*
 * check_json_simd.c: a parser starts with the vector string scanner
 * where the processor has one (lib/json.c, papo_json_init).
 */
#include <check.h>

#include "json.h"
#include "unit.h"

/*
 * papo_json_use_simd says what was in use before: 1 after
 * papo_json_init on a processor with AVX-512BW (-1 where there is none:
 * nothing to check).  papo_json_init stored the feature bit
 * __builtin_cpu_supports gives (1 << 21) in a byte, as 0, and the
 * portable scanner ran everywhere.
 */
START_TEST(init_picks_simd)
{
	struct papo_json j;
	int was;

	papo_json_init(&j);
	was = papo_json_use_simd(&j, 1);
	if (was >= 0)
		ck_assert_int_eq(was, 1);
	/* turned off and on again: each call says what was before */
	if (was >= 0) {
		ck_assert_int_eq(papo_json_use_simd(&j, 0), 1);
		ck_assert_int_eq(papo_json_use_simd(&j, 1), 0);
	}
	papo_json_release(&j);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("json_simd");
	TCase *t = tcase_create("core");

	tcase_add_test(t, init_picks_simd);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
