/* SPDX-License-Identifier: MIT */
/*
 * judge_progress.c: papo-judge's counts, progress line and summaries.
 */
#include <sys/stat.h>

#include <math.h>
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
papo_judge_meter_add(struct papo_judge_meter *m, double t,
    unsigned long done)
{
	size_t last = (m->head + PAPO_JUDGE_METER_N - 1) % PAPO_JUDGE_METER_N;

	if (m->n > 0 && t - m->t[last] < PAPO_JUDGE_METER_STEP)
		return;
	m->t[m->head] = t;
	m->done[m->head] = done;
	m->head = (m->head + 1) % PAPO_JUDGE_METER_N;
	if (m->n < PAPO_JUDGE_METER_N)
		m->n++;
}

double
papo_judge_meter_rate(const struct papo_judge_meter *m)
{
	size_t first, last;
	double span;

	if (m->n < 2)
		return -1;
	last = (m->head + PAPO_JUDGE_METER_N - 1) % PAPO_JUDGE_METER_N;
	first = (m->head + PAPO_JUDGE_METER_N - m->n) % PAPO_JUDGE_METER_N;
	span = m->t[last] - m->t[first];
	if (span < PAPO_JUDGE_METER_STEP)
		return -1;
	return (double)(m->done[last] - m->done[first]) / span;
}

double
papo_judge_total(unsigned long selected, uint64_t read, uint64_t total,
    int input_end, int *exact)
{
	*exact = input_end;
	if (input_end)
		return (double)selected;
	if (total == 0 || read == 0)
		return -1;
	/* a file that grew since it was measured: at least what is read */
	if (read > total)
		total = read;
	return (double)selected * ((double)total / (double)read);
}

uint64_t
papo_judge_input_size(int n, char *const *names)
{
	struct stat st;
	uint64_t size = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (strcmp(names[i], "-") == 0 || stat(names[i], &st) < 0 ||
		    !S_ISREG(st.st_mode))
			return 0;
		size += (uint64_t)st.st_size;
	}
	return size;
}

enum papo_judge_show
papo_judge_show_how(int quiet, int err_tty, int out_tty)
{
	if (quiet)
		return PAPO_JUDGE_SHOW_NONE;
	if (!err_tty)
		return PAPO_JUDGE_SHOW_LINES;
	return out_tty ? PAPO_JUDGE_SHOW_NONE : PAPO_JUDGE_SHOW_REDRAW;
}

int
papo_judge_show_due(enum papo_judge_show how, double interval, double now,
    double last)
{
	switch (how) {
	case PAPO_JUDGE_SHOW_REDRAW:
		return now - last >= 0.5;
	case PAPO_JUDGE_SHOW_LINES:
		return interval > 0 && now - last >= interval;
	default:
		return 0;
	}
}

void
papo_judge_duration(double sec, struct papo_buf *out)
{
	unsigned long s;

	if (!isfinite(sec) || sec < 0 || sec > 1e9) {
		papo_buf_addc(out, '?');
		return;
	}
	s = (unsigned long)(sec + 0.5);
	if (s < 60)
		papo_buf_addf(out, "%lus", s);
	else if (s < 3600)
		papo_buf_addf(out, "%lum%02lus", s / 60, s % 60);
	else
		papo_buf_addf(out, "%luh%02lum", s / 3600, s / 60 % 60);
}

/* Append a count in a short form: 950, 12.3k, 4.56M, 1.20G. */
static void
amount(unsigned long long n, struct papo_buf *out)
{
	double x = (double)n;

	if (n < 1000)
		papo_buf_addf(out, "%llu", n);
	else if (n < 1000000)
		papo_buf_addf(out, "%.3gk", x / 1e3);
	else if (n < 1000000000)
		papo_buf_addf(out, "%.3gM", x / 1e6);
	else
		papo_buf_addf(out, "%.3gG", x / 1e9);
}

void
papo_judge_progress(const struct papo_judge_stats *s,
    const struct papo_judge_where *w, struct papo_buf *out)
{
	unsigned long done = s->judged + s->failed;
	double rate = w->rate;
	double total = w->total;

	if (rate < 0)
		rate = w->elapsed > 0 ? (double)done / w->elapsed : 0;
	/* an estimate never below what is known */
	if (total >= 0 && total < (double)s->selected)
		total = (double)s->selected;
	papo_buf_addf(out, "%lu", done);
	if (total > 0) {
		papo_buf_addf(out, "/%s%.0f done (%.1f%%)", w->exact ? "" : "~",
		    total, 100.0 * (double)done / total);
	} else
		papo_buf_adds(out, " done");
	papo_buf_addf(out, ", %.1f/s", rate);
	if (total > 0 && (double)done < total && rate > 0) {
		papo_buf_adds(out, ", ETA ");
		papo_judge_duration((total - (double)done) / rate, out);
	}
	papo_buf_addf(out, ", %d in flight", w->inflight);
	if (w->limit > 0)
		papo_buf_addf(out, " (of %d: the server limits)", w->limit);
	papo_buf_addf(out, ", %lu failed, %lu retries", s->failed,
	    s->retries);
	if (s->retries && s->last_retry[0])
		papo_buf_addf(out, " (last: %s)", s->last_retry);
	if (s->follow_ups)
		papo_buf_addf(out, ", %lu follow-ups", s->follow_ups);
	if (s->usage) {
		papo_buf_adds(out, ", ");
		amount(s->prompt_tokens + s->completion_tokens, out);
		papo_buf_adds(out, " tokens");
	}
}

void
papo_judge_judged(const struct papo_judge_stats *s, struct papo_buf *out)
{
	papo_buf_addf(out, "%lu judged", s->judged);
	if (s->cache)
		papo_buf_addf(out, " (%lu from the cache", s->cached);
	if (s->shared)
		papo_buf_addf(out, "%s%lu shared with an identical request",
		    s->cache ? ", " : " (", s->shared);
	if (s->cache || s->shared)
		papo_buf_addc(out, ')');
}

void
papo_judge_summary(const struct papo_judge_stats *s, double elapsed,
    struct papo_buf *out)
{
	size_t i;

	papo_buf_addf(out, "%lu records, %lu selected: ", s->records,
	    s->selected);
	papo_judge_judged(s, out);
	papo_buf_addf(out, ", %lu failed", s->failed);
	for (i = 0; i < s->nfail_names; i++)
		papo_buf_addf(out, "%s%s %lu", i ? ", " : " (", s->fail_name[i],
		    s->fail_by[i]);
	if (s->nfail_names)
		papo_buf_addc(out, ')');
	papo_buf_addf(out, "; %lu requests, %lu retries", s->sent,
	    s->retries);
	if (s->follow_ups)
		papo_buf_addf(out, ", %lu follow-ups", s->follow_ups);
	if (s->usage)
		papo_buf_addf(out, ", %llu prompt and %llu completion tokens",
		    s->prompt_tokens, s->completion_tokens);
	papo_buf_addf(out, "; %.1f s", elapsed);
	if (s->bad)
		papo_buf_addf(out, "; %lu bad lines passed through", s->bad);
	if (s->no_outcome)
		papo_buf_addf(out, "; %lu without an outcome (papo-verify: "
		    "no_reference or capped) not judged", s->no_outcome);
}
