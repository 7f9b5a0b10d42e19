/* SPDX-License-Identifier: MIT */
/*
 * check_judge_progress.c: unit tests for papo-judge's counts, progress
 * line and summary (lib/judge/judge_progress.c).
 */
#include <check.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "judge/judge_progress.h"
#include "judge_fixture.h"
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
	s.cache = 1;
	s.cached = 1;
	s.sent = 7;
	s.retries = 2;
	papo_judge_stats_fail(&s, "no_score");
	papo_judge_stats_fail(&s, "http_503");
	papo_judge_summary(&s, 1.25, &b);
	ck_assert_str_eq(b.s, "10 records, 6 selected: 4 judged (1 from the "
	    "cache), 2 failed (no_score 1, http_503 1); 7 requests, 2 "
	    "retries; 1.2 s");
	/* identical requests in flight are not the cache */
	papo_buf_reset(&b);
	s.shared = 2;
	papo_judge_judged(&s, &b);
	ck_assert_str_eq(b.s, "4 judged (1 from the cache, 2 shared with an "
	    "identical request)");
	papo_buf_reset(&b);
	s.cache = 0;
	s.cached = 0;
	papo_judge_judged(&s, &b);
	ck_assert_str_eq(b.s, "4 judged (2 shared with an identical request)");
	papo_buf_reset(&b);
	s.shared = 0;
	papo_judge_judged(&s, &b);
	ck_assert_str_eq(b.s, "4 judged");
	s.cache = 1;
	s.cached = 1;
	/* tokens, when the replies said */
	papo_buf_reset(&b);
	s.usage = 7;
	s.prompt_tokens = 14000;
	s.completion_tokens = 3500;
	papo_judge_summary(&s, 1.25, &b);
	ck_assert_str_eq(b.s, "10 records, 6 selected: 4 judged (1 from the "
	    "cache), 2 failed (no_score 1, http_503 1); 7 requests, 2 "
	    "retries, 14000 prompt and 3500 completion tokens; 1.2 s");
	papo_buf_release(&b);
}
END_TEST

/* The progress line: with and without a total, estimated or exact. */
START_TEST(progress_line)
{
	struct papo_judge_stats s;
	struct papo_judge_where w;
	struct papo_buf b = PAPO_BUF_INIT;

	papo_test_progress_start(&s, &w, 10, 64);
	s.selected = 300;
	s.judged = 90;
	s.retries = 2;
	papo_judge_stats_fail(&s, "no_score");
	papo_judge_stats_fail(&s, "timeout");
	/* no total (standard input): done and the rate over the run */
	papo_test_progress_is(&s, &w, &b, "92 done, 9.2/s, 64 in flight, "
	    "2 failed, 2 retries");
	/* an estimated total, the recent rate, the time left, tokens */
	w.total = 1000.4;
	w.rate = 4;
	s.usage = 92;
	s.prompt_tokens = 180000;
	s.completion_tokens = 54321;
	papo_test_progress_is(&s, &w, &b, "92/~1000 done (9.2%), 4.0/s, "
	    "ETA 3m47s, 64 in flight, 2 failed, 2 retries, 234k tokens");
	/* exact once the input is read; never below what is selected */
	w.exact = 1;
	w.total = 200;
	papo_test_progress_is(&s, &w, &b, "92/300 done (30.7%), 4.0/s, "
	    "ETA 52s, 64 in flight, 2 failed, 2 retries, 234k tokens");
	/* all done: no time left to show */
	s.judged = 298;
	papo_test_progress_is(&s, &w, &b, "300/300 done (100.0%), 4.0/s, "
	    "64 in flight, 2 failed, 2 retries, 234k tokens");
	papo_buf_release(&b);
}
END_TEST

START_TEST(totals_and_times)
{
	struct papo_judge_meter m;
	struct papo_buf b = PAPO_BUF_INIT;
	int exact, i;

	ck_assert(papo_judge_total(10, 0, 0, 1, &exact) == 10 && exact);
	ck_assert(papo_judge_total(10, 100, 0, 0, &exact) == -1 && !exact);
	ck_assert(papo_judge_total(10, 0, 1000, 0, &exact) == -1);
	ck_assert(papo_judge_total(10, 250, 1000, 0, &exact) == 40);
	/* a file that grew since it was measured */
	ck_assert(papo_judge_total(10, 2000, 1000, 0, &exact) == 10);
	papo_judge_duration(0.4, &b);
	papo_buf_adds(&b, " ");
	papo_judge_duration(59.6, &b);
	papo_buf_adds(&b, " ");
	papo_judge_duration(307, &b);
	papo_buf_adds(&b, " ");
	papo_judge_duration(7500, &b);
	papo_buf_adds(&b, " ");
	papo_judge_duration(1.0 / 0.0, &b);
	ck_assert_str_eq(b.s, "0s 1m00s 5m07s 2h05m ?");
	papo_buf_release(&b);
	/* the rate of the recent samples, not of the whole run */
	memset(&m, 0, sizeof(m));
	ck_assert(papo_judge_meter_rate(&m) == -1);
	papo_judge_meter_add(&m, 0, 0);
	papo_judge_meter_add(&m, 1, 500);	/* too soon: ignored */
	ck_assert(papo_judge_meter_rate(&m) == -1);
	papo_judge_meter_add(&m, 4, 1000);	/* the cache's burst */
	ck_assert(papo_judge_meter_rate(&m) == 250);
	for (i = 2; i < 40; i++)
		papo_judge_meter_add(&m, 4.0 * i, 1000 + 40 * (unsigned long)
		    (i - 1));
	ck_assert_uint_eq(m.n, PAPO_JUDGE_METER_N);
	ck_assert(papo_judge_meter_rate(&m) == 10);
}
END_TEST

/*
 * Progress is redrawn on a terminal, as plain lines in a log, and not
 * at all under --quiet or when the records go to the same terminal.
 */
START_TEST(show_policy)
{
	ck_assert_int_eq(papo_judge_show_how(0, 1, 0),
	    PAPO_JUDGE_SHOW_REDRAW);
	ck_assert_int_eq(papo_judge_show_how(0, 1, 1), PAPO_JUDGE_SHOW_NONE);
	ck_assert_int_eq(papo_judge_show_how(0, 0, 0), PAPO_JUDGE_SHOW_LINES);
	ck_assert_int_eq(papo_judge_show_how(0, 0, 1), PAPO_JUDGE_SHOW_LINES);
	ck_assert_int_eq(papo_judge_show_how(1, 1, 0), PAPO_JUDGE_SHOW_NONE);
	ck_assert_int_eq(papo_judge_show_how(1, 0, 0), PAPO_JUDGE_SHOW_NONE);
	/* redrawn at most twice a second, whatever the interval */
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_REDRAW, 60,
	    10.4, 10), 0);
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_REDRAW, 60,
	    10.5, 10), 1);
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_REDRAW, 0,
	    11, 10), 1);
	/* plain lines every interval seconds; interval 0: never */
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_LINES, 60,
	    69.9, 10), 0);
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_LINES, 60,
	    70, 10), 1);
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_LINES, 0,
	    1e9, 10), 0);
	ck_assert_int_eq(papo_judge_show_due(PAPO_JUDGE_SHOW_NONE, 1,
	    1e9, 0), 0);
}
END_TEST

/* The input's size: known for regular files only. */
START_TEST(input_size)
{
	char a[] = "/tmp/check_judge_progress.XXXXXX";
	char b[] = "/tmp/check_judge_progress.XXXXXX";
	char dir[] = "/tmp/check_judge_progress.XXXXXX", cwd[4096];
	char *both[2], *with_stdin[2], *with_dir[2];
	int fa = mkstemp(a), fb = mkstemp(b);

	ck_assert_int_eq(write(fa, "12345", 5), 5);
	ck_assert_int_eq(write(fb, "123456789\n", 10), 10);
	close(fa);
	close(fb);
	both[0] = a;
	both[1] = b;
	with_stdin[0] = a;
	with_stdin[1] = (char *)(uintptr_t)"-";
	with_dir[0] = (char *)(uintptr_t)"/tmp";
	with_dir[1] = a;
	ck_assert_uint_eq(papo_judge_input_size(2, both), 15);
	ck_assert_uint_eq(papo_judge_input_size(1, both), 5);
	ck_assert_uint_eq(papo_judge_input_size(0, both), 0);
	ck_assert_uint_eq(papo_judge_input_size(2, with_stdin), 0);
	ck_assert_uint_eq(papo_judge_input_size(2, with_dir), 0);
	unlink(b);
	ck_assert_uint_eq(papo_judge_input_size(2, both), 0);
	unlink(a);
	/* "-" is standard input, even beside a file of that name */
	ck_assert_ptr_nonnull(mkdtemp(dir));
	ck_assert_ptr_nonnull(getcwd(cwd, sizeof(cwd)));
	ck_assert_int_eq(chdir(dir), 0);
	fa = open("-", O_WRONLY | O_CREAT, 0600);
	ck_assert_int_eq(write(fa, "12345", 5), 5);
	close(fa);
	ck_assert_uint_eq(papo_judge_input_size(1, with_stdin + 1), 0);
	unlink("-");
	ck_assert_int_eq(chdir(cwd), 0);
	rmdir(dir);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_progress");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, failures_by_code);
	tcase_add_test(tc, summary);
	tcase_add_test(tc, progress_line);
	tcase_add_test(tc, totals_and_times);
	tcase_add_test(tc, show_policy);
	tcase_add_test(tc, input_size);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
