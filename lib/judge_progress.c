/*
 * judge_progress.c: papo-judge's counts, progress line and summaries.
 */
#include <string.h>

#include "judge_progress.h"

void
papo_judge_stats_fail(struct papo_judge_stats *s, const char *code)
{
	size_t i;

	s->failed++;
	for (i = 0; i < s->nfail_names; i++)
		if (strcmp(s->fail_name[i], code) == 0)
			break;
	if (i == s->nfail_names) {
		if (i == PAPO_JUDGE_FAIL_CODES)
			return;
		s->fail_name[s->nfail_names++] = code;
	}
	s->fail_by[i]++;
}

void
papo_judge_progress(const struct papo_judge_stats *s, double elapsed,
    int inflight, struct papo_buf *out)
{
	unsigned long done = s->judged + s->failed;

	papo_buf_addf(out, "%lu done, %.1f/s, %d in flight, %lu retries, "
	    "%lu failed", done, elapsed > 0 ? (double)done / elapsed : 0.0,
	    inflight, s->retries, s->failed);
}

void
papo_judge_summary(const struct papo_judge_stats *s, double elapsed,
    struct papo_buf *out)
{
	size_t i;

	papo_buf_addf(out, "%lu records, %lu selected: %lu judged (%lu from "
	    "the cache), %lu failed", s->records, s->selected, s->judged,
	    s->cached, s->failed);
	for (i = 0; i < s->nfail_names; i++)
		papo_buf_addf(out, "%s%s %lu", i ? ", " : " (", s->fail_name[i],
		    s->fail_by[i]);
	if (s->nfail_names)
		papo_buf_addc(out, ')');
	papo_buf_addf(out, "; %lu requests, %lu retries; %.1f s", s->sent,
	    s->retries, elapsed);
	if (s->bad)
		papo_buf_addf(out, "; %lu bad lines passed through", s->bad);
}
