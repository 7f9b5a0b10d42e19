/* SPDX-License-Identifier: MIT */
/*
 * stats_report.c: turning finished runs into a metric table, a sparkline
 * table or an SVG chart.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats_report.h"
#include "svg.h"
#include "xalloc.h"

/* The default smoothing, for lines of more rows (0.6, TensorBoard's, leaves
   980 steps of a few groups noisy). */
#define SMOOTH_DEFAULT 0.9
#define SMOOTH_ROWS 50

static void
set_key(struct papo_table *t, size_t r, size_t c,
    const struct papo_stats_key *k, struct papo_buf *tmp)
{
	switch (k->type) {
	case PAPO_JSON_NUMBER:
		/* a step is usually an integer: fractions only when not */
		papo_table_set_num(t, r, c, k->num,
		    k->num != floor(k->num) ? -1 : 0);
		break;
	case PAPO_JSON_STRING:
		papo_table_set_str(t, r, c, k->s, k->len);
		break;
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		break;
	default:
		papo_buf_reset(tmp);
		papo_stats_key_json(tmp, k);
		papo_table_set_raw(t, r, c, tmp->s, tmp->len);
		break;
	}
}

/*
 * What a metric is, for a person: its name in words (a chart panel's
 * title), the unit of its values (the vertical axis), and which way is
 * better (1: more, -1: less, 0: neither; the summary's best).
 */
static const struct metric_words {
	const char *title, *unit;
	int better;
} words[PAPO_SM_N] = {
	[PAPO_SM_RESPONSES] = { "Responses", "responses", 0 },
	[PAPO_SM_GROUPS] = { "Groups (prompts)", "groups", 0 },
	[PAPO_SM_ACCURACY] = { "Accuracy", "share correct", 1 },
	[PAPO_SM_PROC_MEAN] = { "Judge's process score of correct responses",
	    "mean r_proc", 1 },
	[PAPO_SM_LENGTH_MEAN] = { "Response length", "length (tokens)", 0 },
	[PAPO_SM_ZERO_RATIO] = { "Zero-advantage ratio (no gradient)",
	    "share of responses", -1 },
	[PAPO_SM_POSITIVE_RATIO] = { "Responses with a positive advantage",
	    "share of responses", 0 },
	[PAPO_SM_NEGATIVE_RATIO] = { "Responses with a negative advantage",
	    "share of responses", 0 },
	[PAPO_SM_ADV_STD] = { "Spread of the advantage", "standard deviation",
	    0 },
	[PAPO_SM_CORRECT_MEAN] = { "Advantage of correct responses (mean)",
	    "advantage", 1 },
	[PAPO_SM_CORRECT_STD] = { "Advantage of correct responses (spread)",
	    "standard deviation", 0 },
	[PAPO_SM_CORRECT_MIN] = { "Advantage of correct responses (least)",
	    "advantage", 0 },
	[PAPO_SM_CORRECT_MAX] = { "Advantage of correct responses (greatest)",
	    "advantage", 0 },
	[PAPO_SM_CORRECT_COUNT] = { "Correct responses", "responses", 0 },
	[PAPO_SM_WRONG_MEAN] = { "Advantage of wrong responses (mean)",
	    "advantage", -1 },
	[PAPO_SM_WRONG_STD] = { "Advantage of wrong responses (spread)",
	    "standard deviation", 0 },
	[PAPO_SM_WRONG_MIN] = { "Advantage of wrong responses (least)",
	    "advantage", 0 },
	[PAPO_SM_WRONG_MAX] = { "Advantage of wrong responses (greatest)",
	    "advantage", -1 },
	[PAPO_SM_WRONG_COUNT] = { "Wrong responses", "responses", 0 },
	[PAPO_SM_PROCESS_ACTIVE_RATIO] = { "Process-active ratio",
	    "share of groups", 1 },
	[PAPO_SM_OUTCOME_STD] = { "Spread of the outcome advantage",
	    "standard deviation", 0 },
	[PAPO_SM_PROCESS_MEAN] = { "Process advantage (mean of those not 0)",
	    "advantage", 0 },
	[PAPO_SM_PROCESS_STD] = { "Spread of the process advantage",
	    "standard deviation", 0 },
	[PAPO_SM_ALL_CORRECT_RATIO] = { "Groups all correct",
	    "share of groups", 0 },
	[PAPO_SM_ALL_WRONG_RATIO] = { "Groups all wrong", "share of groups",
	    -1 },
	[PAPO_SM_LENGTH_CORRECT_MEAN] = { "Length of correct responses",
	    "length (tokens)", 0 },
	[PAPO_SM_LENGTH_WRONG_MEAN] = { "Length of wrong responses",
	    "length (tokens)", 0 },
	[PAPO_SM_PROC_LENGTH_CORR] = { "Judge's score against length",
	    "correlation (Pearson r)", 0 },
	[PAPO_SM_TOP_ANSWER_SHARE] = { "Most widespread answer",
	    "share of responses", -1 },
	[PAPO_SM_TOP_ANSWER_GROUP_SHARE] = {
	    "Most widespread answer, by prompt", "share of groups", -1 }
};

/* One run's summary of metric m into row tr from column c. */
static void
summary_row(struct papo_table *t, size_t tr, size_t c,
    const struct papo_stats_run *run, int m, struct papo_buf *tmp)
{
	const struct papo_stats_row *best = NULL;
	double sum = 0, last = (double)NAN, v;
	size_t r, n = 0;
	int better = words[m].better, dec = papo_stats_metric_is_count(m) ?
	    0 : -1;

	for (r = 0; r < run->st.nrow; r++) {
		v = run->st.row[r].m[m];
		if (!isfinite(v))
			continue;
		n++;
		sum += v;
		last = v;
		/* the first of equal ones: the earliest row */
		if (better != 0 && (best == NULL || (better > 0 ?
		    v > best->m[m] : v < best->m[m])))
			best = &run->st.row[r];
	}
	papo_table_set_num(t, tr, c, (double)n, 0);
	papo_table_set_num(t, tr, c + 1, last, dec);
	papo_table_set_num(t, tr, c + 2, n ? sum / (double)n : (double)NAN,
	    -1);
	if (best != NULL) {
		papo_table_set_num(t, tr, c + 3, best->m[m], dec);
		set_key(t, tr, c + 4, &best->key, tmp);
	}
}

void
papo_stats_report_summary(struct papo_table *t,
    const struct papo_stats_run *run, size_t nrun, const char *keyname,
    const int *m, size_t nm)
{
	struct papo_buf tmp = PAPO_BUF_INIT, col = PAPO_BUF_INIT;
	int named = nrun > 0 && run[0].name != NULL;
	size_t i, k, c0 = named ? 2 : 1;

	if (named)
		papo_table_add_col(t, "run", 0, 1);
	papo_table_add_col(t, "metric", 0, 1);
	papo_table_add_col(t, "rows", 1, 0);
	papo_table_add_col(t, "final", 0, 0);
	papo_table_add_col(t, "mean", 0, 0);
	papo_table_add_col(t, "best", 0, 0);
	papo_buf_addf(&col, "best_%s", keyname);
	papo_table_add_col(t, col.s, 0, 0);
	for (i = 0; i < nrun; i++)
		for (k = 0; k < nm; k++) {
			const char *name = papo_stats_metric_name(m[k]);
			size_t tr = papo_table_add_row(t);

			if (named)
				papo_table_set_str(t, tr, 0, run[i].name,
				    strlen(run[i].name));
			papo_table_set_str(t, tr, c0 - 1, name, strlen(name));
			summary_row(t, tr, c0, &run[i], m[k], &tmp);
		}
	papo_buf_release(&tmp);
	papo_buf_release(&col);
}

void
papo_stats_report_table(struct papo_table *t,
    const struct papo_stats_run *run, size_t nrun, const char *keyname,
    const int *m, size_t nm)
{
	struct papo_buf tmp = PAPO_BUF_INIT;
	int named = nrun > 0 && run[0].name != NULL;
	size_t i, k, r, c0 = named ? 2 : 1;

	if (named)
		papo_table_add_col(t, "run", 0, 1);
	papo_table_add_col(t, keyname, 0, 1);
	for (k = 0; k < nm; k++)
		papo_table_add_col(t, papo_stats_metric_name(m[k]),
		    papo_stats_metric_is_count(m[k]), 0);
	for (i = 0; i < nrun; i++)
		for (r = 0; r < run[i].st.nrow; r++) {
			const struct papo_stats_row *row = &run[i].st.row[r];
			size_t tr = papo_table_add_row(t);

			if (named)
				papo_table_set_str(t, tr, 0, run[i].name,
				    strlen(run[i].name));
			set_key(t, tr, c0 - 1, &row->key, &tmp);
			for (k = 0; k < nm; k++)
				papo_table_set_num(t, tr, c0 + k, row->m[m[k]],
				    -1);
		}
	papo_buf_release(&tmp);
}

static int
keyp_cmp(const void *a, const void *b)
{
	return papo_stats_key_cmp(*(const struct papo_stats_key *const *)a,
	    *(const struct papo_stats_key *const *)b);
}

/* The union of the runs' keys, sorted; pos[i][r] is run i's row r there. */
static const struct papo_stats_key **
union_keys(const struct papo_stats_run *run, size_t nrun, size_t *nkey,
    size_t **pos)
{
	const struct papo_stats_key **all;
	size_t n = 0, i, r, k, u;

	for (i = 0; i < nrun; i++)
		n += run[i].st.nrow;
	all = papo_xcalloc(n + 1, sizeof(*all));
	for (i = 0, k = 0; i < nrun; i++)
		for (r = 0; r < run[i].st.nrow; r++)
			all[k++] = &run[i].st.row[r].key;
	if (n > 1)
		qsort(all, n, sizeof(*all), keyp_cmp);
	for (k = 0, u = 0; k < n; k++)
		if (u == 0 || papo_stats_key_cmp(all[u - 1], all[k]) != 0)
			all[u++] = all[k];
	/* each run's rows are sorted too: one merge walk per run */
	for (i = 0; i < nrun; i++) {
		pos[i] = papo_xcalloc(run[i].st.nrow + 1, sizeof(**pos));
		for (r = 0, k = 0; r < run[i].st.nrow; r++) {
			while (papo_stats_key_cmp(all[k], &run[i].st.row[r].key)
			    != 0)
				k++;
			pos[i][r] = k;
		}
	}
	*nkey = u;
	return all;
}

/* Decimals for the values of a series: none for counts, else by size. */
static int
series_decimals(int metric, const double *v, size_t n)
{
	double mx = 0;
	size_t i;

	if (papo_stats_metric_is_count(metric))
		return 0;
	for (i = 0; i < n; i++)
		if (isfinite(v[i]) && fabs(v[i]) > mx)
			mx = fabs(v[i]);
	return papo_table_decimals(mx);
}

void
papo_stats_report_spark(struct papo_table *t,
    const struct papo_stats_run *run, size_t nrun, const int *m, size_t nm,
    size_t width)
{
	struct papo_buf line = PAPO_BUF_INIT;
	int named = nrun > 0 && run[0].name != NULL;
	size_t nkey = 0, i, k, r, c, **pos;
	const struct papo_stats_key **keys;
	double *v;

	pos = papo_xcalloc(nrun + 1, sizeof(*pos));
	keys = union_keys(run, nrun, &nkey, pos);
	v = papo_xcalloc(nkey + 1, sizeof(*v));
	papo_table_add_col(t, "metric", 0, 1);
	if (named)
		papo_table_add_col(t, "run", 0, 1);
	c = t->ncol;
	papo_table_add_col(t, "first", 0, 0);
	papo_table_add_col(t, "trend", 0, 0);
	papo_table_add_col(t, "last", 0, 0);
	papo_table_add_col(t, "min", 0, 0);
	papo_table_add_col(t, "max", 0, 0);
	for (k = 0; k < nm; k++)
		for (i = 0; i < nrun; i++) {
			double first = (double)NAN, last = (double)NAN,
			    lo = HUGE_VAL, hi = -HUGE_VAL;
			size_t tr = papo_table_add_row(t);
			const char *name = papo_stats_metric_name(m[k]);
			int dec;

			for (r = 0; r < nkey; r++)
				v[r] = (double)NAN;
			for (r = 0; r < run[i].st.nrow; r++)
				v[pos[i][r]] = run[i].st.row[r].m[m[k]];
			for (r = 0; r < nkey; r++) {
				if (!isfinite(v[r]))
					continue;
				if (!isfinite(first))
					first = v[r];
				last = v[r];
				lo = fmin(lo, v[r]);
				hi = fmax(hi, v[r]);
			}
			dec = series_decimals(m[k], v, nkey);
			papo_table_set_str(t, tr, 0, name, strlen(name));
			if (named)
				papo_table_set_str(t, tr, 1, run[i].name,
				    strlen(run[i].name));
			papo_table_set_num(t, tr, c, first, dec);
			papo_buf_reset(&line);
			papo_table_spark(&line, v, nkey, width);
			papo_table_set_str(t, tr, c + 1, line.s, line.len);
			papo_table_set_num(t, tr, c + 2, last, dec);
			papo_table_set_num(t, tr, c + 3, lo, dec);
			papo_table_set_num(t, tr, c + 4, hi, dec);
		}
	for (i = 0; i < nrun; i++)
		free(pos[i]);
	free(pos);
	free(keys);
	free(v);
	papo_buf_release(&line);
}

int
papo_stats_report_chart(struct papo_buf *out,
    const struct papo_stats_run *run, size_t nrun, const char *keyname,
    const int *m, size_t nm, const char *title, double smooth,
    struct papo_err *e)
{
	struct papo_svg_panel *panel;
	struct papo_svg_series *series;
	struct papo_svg_chart chart;
	double **x, **y;
	size_t i, k, r;

	for (i = 0; i < nrun; i++)
		for (r = 0; r < run[i].st.nrow; r++) {
			const struct papo_stats_key *key =
			    &run[i].st.row[r].key;
			struct papo_buf b = PAPO_BUF_INIT;

			if (key->type == PAPO_JSON_NUMBER)
				continue;
			if (key->type == PAPO_JSON_NONE)
				return papo_err_set(e, PAPO_EX_DATAERR,
				    "cannot plot records without a '%s'%s%s%s",
				    keyname, run[i].name ? " (run '" : "",
				    run[i].name ? run[i].name : "",
				    run[i].name ? "')" : "");
			papo_stats_key_json(&b, key);
			papo_err_set(e, PAPO_EX_DATAERR, "cannot plot against "
			    "'%s': %.60s is not a number", keyname, b.s);
			papo_buf_release(&b);
			return -1;
		}
	panel = papo_xcalloc(nm + 1, sizeof(*panel));
	series = papo_xcalloc(nm * nrun + 1, sizeof(*series));
	x = papo_xcalloc(nrun + 1, sizeof(*x));
	y = papo_xcalloc(nm * nrun + 1, sizeof(*y));
	for (i = 0; i < nrun; i++) {
		x[i] = papo_xcalloc(run[i].st.nrow + 1, sizeof(**x));
		for (r = 0; r < run[i].st.nrow; r++)
			x[i][r] = run[i].st.row[r].key.num;
	}
	for (k = 0; k < nm; k++) {
		panel[k].title = words[m[k]].title;
		panel[k].ylabel = words[m[k]].unit;
		panel[k].id = papo_stats_metric_name(m[k]);
		panel[k].unit = papo_stats_metric_is_ratio(m[k]);
		panel[k].series = series + k * nrun;
		panel[k].nseries = nrun;
		for (i = 0; i < nrun; i++) {
			struct papo_svg_series *s = &series[k * nrun + i];
			double *yy = papo_xcalloc(run[i].st.nrow + 1,
			    sizeof(*yy));

			for (r = 0; r < run[i].st.nrow; r++)
				yy[r] = run[i].st.row[r].m[m[k]];
			y[k * nrun + i] = yy;
			s->name = run[i].name;
			s->x = x[i];
			s->y = yy;
			s->n = run[i].st.nrow;
		}
	}
	memset(&chart, 0, sizeof(chart));
	chart.title = title;
	chart.xlabel = keyname;
	chart.panel = panel;
	chart.npanel = nm;
	chart.smooth = smooth;
	if (smooth < 0) {
		/* the default: long lines smoothed, short ones as they are */
		for (i = 0, r = 0; i < nrun; i++)
			r = run[i].st.nrow > r ? run[i].st.nrow : r;
		chart.smooth = r > SMOOTH_ROWS ? SMOOTH_DEFAULT : 0;
	}
	papo_svg_chart(out, &chart);
	for (i = 0; i < nrun; i++)
		free(x[i]);
	for (i = 0; i < nm * nrun; i++)
		free(y[i]);
	free(x);
	free(y);
	free(series);
	free(panel);
	return 0;
}

size_t
papo_stats_report_with_data(const struct papo_stats_run *run, size_t nrun,
    const int *m, size_t nm, int *out)
{
	size_t i, k, r, n = 0;

	for (k = 0; k < nm; k++) {
		int data = 0;

		for (i = 0; i < nrun && !data; i++)
			for (r = 0; r < run[i].st.nrow && !data; r++)
				data = isfinite(run[i].st.row[r].m[m[k]]);
		if (data)
			out[n++] = m[k];
	}
	return n;
}

int
papo_stats_report_agreement(struct papo_buf *out,
    const struct papo_stats_run *run, size_t nrun, const char *tier_name,
    const char *ref_name, const char *swap_name, enum papo_agree_format fmt,
    size_t width, struct papo_err *e)
{
	struct papo_agree_result *res;
	const char **names = NULL;
	size_t i;
	int rc = 0;

	res = papo_xcalloc(nrun + 1, sizeof(*res));
	if (nrun > 0 && run[0].name != NULL)
		names = papo_xcalloc(nrun, sizeof(*names));
	for (i = 0; i < nrun && rc == 0; i++) {
		if (names)
			names[i] = run[i].name;
		rc = papo_agree_report(&run[i].st.agree, tier_name, ref_name,
		    &res[i], e);
	}
	if (rc == 0)
		papo_agree_write(out, res, names, nrun, tier_name, ref_name,
		    swap_name, fmt, width);
	free(names);
	free(res);
	return rc;
}
