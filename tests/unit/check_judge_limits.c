/* SPDX-License-Identifier: MIT */
/*
 * check_judge_limits.c: papo-judge behind a server that limits it: the
 * progress line says why the last retry was made and the adaptive
 * limit on requests in flight, and the backoff honours Retry-After.
 */
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "judge/judge.h"
#include "judge_fixture.h"
#include "unit.h"

START_TEST(progress_says_why)
{
	struct papo_judge_stats s;
	struct papo_judge_where w;
	struct papo_buf b = PAPO_BUF_INIT;

	papo_test_progress_start(&s, &w, 10, 3);
	s.judged = 10;
	/* no retry yet: nothing more to say */
	papo_test_progress_is(&s, &w, &b, "10 done, 1.0/s, 3 in flight, "
	    "0 failed, 0 retries");
	/* the last retry's reason, live, and the server's limit */
	s.retries = 7;
	snprintf(s.last_retry, sizeof(s.last_retry), "%s", "HTTP 429");
	w.limit = 3;
	papo_test_progress_is(&s, &w, &b, "10 done, 1.0/s, 3 in flight (of "
	    "3: the server limits), 0 failed, 7 retries (last: HTTP 429)");
	snprintf(s.last_retry, sizeof(s.last_retry), "%s", "timeout");
	w.limit = 0;
	papo_test_progress_is(&s, &w, &b, "10 done, 1.0/s, 3 in flight, "
	    "0 failed, 7 retries (last: timeout)");
	papo_buf_release(&b);
}
END_TEST

START_TEST(retry_after_honoured)
{
	/* the server's wish, plus a little jitter, within the user's cap */
	ck_assert(papo_judge_backoff(1, 1, 60, 5, 0) == 5);
	ck_assert(papo_judge_backoff(3, 1, 60, 5, 0.5) == 5.25);
	ck_assert(papo_judge_backoff(1, 1, 4, 30, 0) == 4);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_limits");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, progress_says_why);
	tcase_add_test(tc, retry_after_honoured);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
