/*
 * check_judge_progress.c: unit tests for papo-judge's counts, progress
 * line and summary (lib/judge_progress.c).
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "judge_progress.h"
#include "unit.h"

START_TEST(failures_by_code)
{
	struct papo_judge_stats s;
	char name[PAPO_JUDGE_FAIL_CODES + 1][16];
	int i;

	memset(&s, 0, sizeof(s));
	papo_judge_stats_fail(&s, "timeout");
	papo_judge_stats_fail(&s, "http_503");
	papo_judge_stats_fail(&s, "timeout");
	ck_assert_uint_eq(s.failed, 3);
	ck_assert_uint_eq(s.nfail_names, 2);
	ck_assert_str_eq(s.fail_name[0], "timeout");
	ck_assert_uint_eq(s.fail_by[0], 2);
	/* codes past the table are counted, not named */
	for (i = 0; i <= PAPO_JUDGE_FAIL_CODES; i++) {
		snprintf(name[i], sizeof(name[i]), "c%d", i);
		papo_judge_stats_fail(&s, name[i]);
	}
	ck_assert_uint_eq(s.failed, 3 + PAPO_JUDGE_FAIL_CODES + 1);
	ck_assert_uint_eq(s.nfail_names, PAPO_JUDGE_FAIL_CODES);
}
END_TEST

START_TEST(summary)
{
	struct papo_judge_stats s;
	struct papo_buf b = PAPO_BUF_INIT;

	memset(&s, 0, sizeof(s));
	s.records = 10;
	s.selected = 6;
	s.judged = 4;
	s.cached = 1;
	s.sent = 7;
	s.retries = 2;
	papo_judge_stats_fail(&s, "no_score");
	papo_judge_stats_fail(&s, "http_503");
	papo_judge_summary(&s, 1.25, &b);
	ck_assert_str_eq(b.s, "10 records, 6 selected: 4 judged (1 from the "
	    "cache), 2 failed (no_score 1, http_503 1); 7 requests, 2 "
	    "retries; 1.2 s");
	papo_buf_reset(&b);
	papo_judge_progress(&s, 2, 3, &b);
	ck_assert_str_eq(b.s, "6 done, 3.0/s, 3 in flight, 2 retries, 2 "
	    "failed");
	papo_buf_release(&b);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_progress");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, failures_by_code);
	tcase_add_test(tc, summary);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_unit_run(suite());
}
