/* SPDX-License-Identifier: MIT */
/*
 * check_xbig.c: unit tests for the big buffers of lib/xalloc.c
 * (papo_xbig, papo_hugepages): grown without copying, contents kept.
 */
#include <check.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "unit.h"
#include "xalloc.h"

/* Growing by doubling, as -S's buffer does, keeps every byte written. */
START_TEST(grow_keeps)
{
	size_t cap = (size_t)64 << 10, n = 0, i;
	unsigned char *p = papo_xbig(NULL, 0, cap);

	while (cap < ((size_t)16 << 20)) {
		for (; n < cap; n++)
			p[n] = (unsigned char)(n * 131 + 7);
		p = papo_xbig(p, cap, cap * 2);
		cap *= 2;
	}
	for (i = 0; i < n; i++)
		if (p[i] != (unsigned char)(i * 131 + 7))
			ck_abort_msg("byte %zu changed", i);
	/* the new part is zero, as a fresh mapping is */
	for (i = n; i < cap; i += 4096)
		ck_assert_uint_eq(p[i], 0);
	papo_xbig_free(p, cap);
}
END_TEST

/* Advice on buffers of any size and alignment changes nothing in them. */
START_TEST(hugepages_advice)
{
	size_t n = ((size_t)5 << 20) + 123, i;
	unsigned char *p = malloc(n);

	ck_assert_ptr_nonnull(p);
	for (i = 0; i < n; i++)
		p[i] = (unsigned char)i;
	papo_hugepages(p, n);
	papo_hugepages(p + 1, 10);
	papo_hugepages(NULL, n);
	for (i = 0; i < n; i++)
		if (p[i] != (unsigned char)i)
			ck_abort_msg("byte %zu changed", i);
	free(p);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("xbig");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, grow_keeps);
	tcase_add_test(tc, hugepages_advice);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
