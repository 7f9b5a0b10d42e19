/* SPDX-License-Identifier: MIT */
/* judge_fixture.h: papo-judge's progress line as the Check suites test it. */
#ifndef PAPO_TEST_JUDGE_FIXTURE_H
#define PAPO_TEST_JUDGE_FIXTURE_H

#include <check.h>
#include <string.h>

#include "judge/judge_progress.h"

/*
 * A run elapsed seconds old with inflight requests in flight, no total
 * and no recent rate yet: s and w zeroed but those.
 */
static inline void
papo_test_progress_start(struct papo_judge_stats *s,
    struct papo_judge_where *w, double elapsed, int inflight)
{
	memset(s, 0, sizeof(*s));
	memset(w, 0, sizeof(*w));
	w->elapsed = elapsed;
	w->inflight = inflight;
	w->total = -1;
	w->rate = -1;
}

/* Fails the case unless the progress line of s and w is want (b reused). */
#define papo_test_progress_is(st, wh, buf, want) do { \
	papo_buf_reset(buf); \
	papo_judge_progress((st), (wh), (buf)); \
	ck_assert_str_eq((buf)->s, (want)); \
} while (0)

#endif
