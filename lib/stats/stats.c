/* SPDX-License-Identifier: MIT */
/*
 * stats.c: training-signal metrics per row: accumulators, per-group state,
 * row keys, record extraction.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "fields.h"
#include "stats.h"
#include "xalloc.h"

/* null: a metric without data (NAN alone is a float) */
#define NONE ((double)NAN)

static const char *const metric_names[PAPO_SM_N] = {
	"responses", "groups", "accuracy", "proc_mean", "length_mean",
	"zero_ratio", "positive_ratio", "negative_ratio", "adv_std",
	"correct_mean", "correct_std", "correct_min", "correct_max",
	"correct_count", "wrong_mean", "wrong_std", "wrong_min", "wrong_max",
	"wrong_count", "process_active_ratio", "outcome_std", "process_mean",
	"process_std", "all_correct_ratio", "all_wrong_ratio",
	"length_correct_mean", "length_wrong_mean", "proc_length_corr",
	"top_answer_share", "top_answer_group_share"
};

const char *
papo_stats_metric_name(int m)
{
	return m >= 0 && m < PAPO_SM_N ? metric_names[m] : NULL;
}

int
papo_stats_metric_find(const char *name, size_t len)
{
	int m;

	for (m = 0; m < PAPO_SM_N; m++)
		if (strlen(metric_names[m]) == len &&
		    memcmp(metric_names[m], name, len) == 0)
			return m;
	return -1;
}

int
papo_stats_metric_is_count(int m)
{
	return m == PAPO_SM_RESPONSES || m == PAPO_SM_GROUPS ||
	    m == PAPO_SM_CORRECT_COUNT || m == PAPO_SM_WRONG_COUNT;
}

int
papo_stats_metric_is_ratio(int m)
{
	switch (m) {
	case PAPO_SM_ACCURACY:
	case PAPO_SM_ZERO_RATIO:
	case PAPO_SM_POSITIVE_RATIO:
	case PAPO_SM_NEGATIVE_RATIO:
	case PAPO_SM_PROCESS_ACTIVE_RATIO:
	case PAPO_SM_ALL_CORRECT_RATIO:
	case PAPO_SM_ALL_WRONG_RATIO:
	case PAPO_SM_TOP_ANSWER_SHARE:
	case PAPO_SM_TOP_ANSWER_GROUP_SHARE:
		return 1;
	default:
		return 0;
	}
}

/* Append metric x to m[0..*n) unless it is there already. */
static void
add_metric(int *m, size_t *n, int x)
{
	size_t k;

	for (k = 0; k < *n && m[k] != x; k++)
		;
	if (k == *n)
		m[(*n)++] = x;
}

/* Is name (len bytes) a row's key column, step or run, which every
   row has before its metrics? */
static int
key_column(const char *name, size_t len)
{
	return (len == 4 && memcmp(name, "step", 4) == 0) ||
	    (len == 3 && memcmp(name, "run", 3) == 0);
}

int
papo_stats_metric_list(const char *spec, int *m, size_t *n,
    struct papo_err *e)
{
	const char *p = spec, *q;
	size_t len;
	int x;

	*n = 0;
	for (;;) {
		q = strchr(p, ',');
		len = q ? (size_t)(q - p) : strlen(p);
		if (len == 3 && memcmp(p, "all", 3) == 0) {
			for (x = 0; x < PAPO_SM_N; x++)
				add_metric(m, n, x);
		} else {
			if (len == 0)
				return papo_err_set(e, PAPO_EX_USAGE,
				    "metric names separated by commas, "
				    "none empty");
			if ((x = papo_stats_metric_find(p, len)) < 0 &&
			    key_column(p, len))
				return papo_err_set(e, PAPO_EX_USAGE,
				    "'%.*s' is no metric: the rows' keys "
				    "(step, or -b's field; run, with --run) "
				    "come before the metrics on their own; "
				    "leave it out",
				    (int)len, p);
			if (x < 0) {
				const char *near = papo_nearest(p, len,
				    papo_stats_metric_name, PAPO_SM_N);

				return papo_err_set(e, PAPO_EX_USAGE,
				    "unknown metric '%.*s'%s%s%s (see "
				    "papo-stats(1) for the names, or use "
				    "'all')", (int)(len > 100 ? 100 : len), p,
				    near ? "; did you mean " : "",
				    near ? near : "", near ? "?" : "");
			}
			add_metric(m, n, x);
		}
		if (q == NULL)
			break;
		p = q + 1;
	}
	return 0;
}

void
papo_stats_moments_init(struct papo_stats_moments *w)
{
	memset(w, 0, sizeof(*w));
}

void
papo_stats_moments_release(struct papo_stats_moments *w)
{
	if (w->sums == NULL && w->n > 1)
		free(w->u.v);
	free(w->sums);
	memset(w, 0, sizeof(*w));
}

/* The values of w, which keeps them (sums NULL): n of them. */
static const double *
values(const struct papo_stats_moments *w)
{
	return w->n > 1 ? w->u.v : &w->u.one;
}

/* Add the values v[0..n) to the exact sums s. */
static void
sums_add(struct papo_stats_sums *s, const double *v, uint64_t n)
{
	uint64_t i;

	for (i = 0; i < n; i++) {
		papo_exactsum_add(&s->s1, v[i]);
		papo_exactsum_add_sq(&s->s2, v[i]);
	}
}

double
papo_stats_moments_min(const struct papo_stats_moments *w)
{
	double m;
	uint64_t i;

	if (w->sums != NULL)
		return w->sums->min;
	if (w->n == 0)
		return NONE;
	for (m = values(w)[0], i = 1; i < w->n; i++)
		if (values(w)[i] < m)
			m = values(w)[i];
	return m;
}

double
papo_stats_moments_max(const struct papo_stats_moments *w)
{
	double m;
	uint64_t i;

	if (w->sums != NULL)
		return w->sums->max;
	if (w->n == 0)
		return NONE;
	for (m = values(w)[0], i = 1; i < w->n; i++)
		if (values(w)[i] > m)
			m = values(w)[i];
	return m;
}

struct papo_stats_sums *
papo_stats_moments_exact(struct papo_stats_moments *w)
{
	struct papo_stats_sums *s;

	if (w->sums == NULL) {
		s = papo_xcalloc(1, sizeof(*s));
		s->min = papo_stats_moments_min(w);
		s->max = papo_stats_moments_max(w);
		sums_add(s, values(w), w->n);
		if (w->n > 1)
			free(w->u.v);
		w->u.v = NULL;
		w->sums = s;
	}
	return w->sums;
}

void
papo_stats_moments_sums(const struct papo_stats_moments *w,
    struct papo_stats_sums *s)
{
	if (w->sums != NULL) {
		*s = *w->sums;
		return;
	}
	s->min = papo_stats_moments_min(w);
	s->max = papo_stats_moments_max(w);
	papo_exactsum_init(&s->s1);
	papo_exactsum_init(&s->s2);
	sums_add(s, values(w), w->n);
}

/* The values' room: n rounded up to a power of two. */
static uint64_t
room(uint64_t n)
{
	uint64_t c = 1;

	while (c < n)
		c *= 2;
	return c;
}

/* Room in w's values for n more, or its sums when they would be many. */
static void
make_room(struct papo_stats_moments *w, uint64_t n)
{
	if (w->sums != NULL)
		return;
	if (w->n + n > PAPO_STATS_FEW) {
		papo_stats_moments_exact(w);
		return;
	}
	if (w->n + n <= 1)
		return;		/* one value: in place */
	if (w->n <= 1) {
		double one = w->u.one;

		w->u.v = papo_xreallocarray(NULL, room(w->n + n),
		    sizeof(*w->u.v));
		w->u.v[0] = one;	/* when there was one */
	} else if (room(w->n) < w->n + n)
		w->u.v = papo_xreallocarray(w->u.v, room(w->n + n),
		    sizeof(*w->u.v));
}

/* The least and greatest of the sums s, with those of n more values. */
static void
extremes(struct papo_stats_sums *s, uint64_t had, double min, double max)
{
	if (had == 0 || min < s->min)
		s->min = min;
	if (had == 0 || max > s->max)
		s->max = max;
}

void
papo_stats_moments_add(struct papo_stats_moments *w, double x)
{
	/*
	 * -0 is 0, so that the least and greatest value do not depend on order
	 */
	if (x == 0)
		x = 0;
	make_room(w, 1);
	if (w->sums != NULL) {
		extremes(w->sums, w->n, x, x);
		papo_exactsum_add(&w->sums->s1, x);
		papo_exactsum_add_sq(&w->sums->s2, x);
	} else if (w->n == 0)
		w->u.one = x;
	else
		w->u.v[w->n] = x;
	w->n++;
}

void
papo_stats_moments_merge(struct papo_stats_moments *w,
    const struct papo_stats_moments *v)
{
	if (v->n == 0)
		return;
	if (v->sums != NULL)
		papo_stats_moments_exact(w);
	else
		make_room(w, v->n);
	if (w->sums == NULL)
		memcpy(w->n + v->n > 1 ? w->u.v + w->n : &w->u.one,
		    values(v), v->n * sizeof(double));
	else {
		extremes(w->sums, w->n, papo_stats_moments_min(v),
		    papo_stats_moments_max(v));
		if (v->sums != NULL) {
			papo_exactsum_merge(&w->sums->s1, &v->sums->s1);
			papo_exactsum_merge(&w->sums->s2, &v->sums->s2);
		} else
			sums_add(w->sums, values(v), v->n);
	}
	w->n += v->n;
}

/*
 * Double-double arithmetic on the exact sums: S = hi + lo with |lo|
 * at most half an ulp of hi, so about 106 bits.  Each step is exact or
 * rounds once; the result is a function of the sums alone.
 */

/* hi + lo (any order of size) as s + err exactly. */
static void
two_sum(double a, double b, double *s, double *err)
{
	double t = a + b, bb = t - a;

	*err = (a - (t - bb)) + (b - bb);
	*s = t;
}

/* (hi + lo) / n as a double-double (q, r). */
static void
dd_div(double hi, double lo, double n, double *q, double *r)
{
	*q = hi / n;
	/* hi - q n is exact (the remainder of a rounded quotient) */
	*r = (fma(-*q, n, hi) + lo) / n;
}

double
papo_stats_moments_mean(const struct papo_stats_moments *w)
{
	struct papo_stats_sums t;
	double hi, lo, q, r;

	if (w->n == 0)
		return NONE;
	if (w->sums != NULL)
		papo_exactsum_dd(&w->sums->s1, &hi, &lo);
	else {
		papo_stats_moments_sums(w, &t);
		papo_exactsum_dd(&t.s1, &hi, &lo);
	}
	if (!isfinite(hi))
		return hi;
	dd_div(hi, lo, (double)w->n, &q, &r);
	return q + r;
}

/*
 * S2 - Sx Sy / n from the exact sums Sx, Sy and S2 (the sum of x y),
 * in double-double: the centred sum of squares (Sx = Sy) or of cross
 * products.  HUGE_VAL when a sum is beyond the doubles.
 */
static double
centred(const struct papo_exactsum *sx, const struct papo_exactsum *sy,
    const struct papo_exactsum *s2, uint64_t count)
{
	double a, b, a2, b2, c, d, n, m1, m2, q, qe, s, se;

	papo_exactsum_dd(sx, &a, &b);
	papo_exactsum_dd(sy, &a2, &b2);
	papo_exactsum_dd(s2, &c, &d);
	if (!isfinite(a) || !isfinite(a2) || !isfinite(c))
		return HUGE_VAL;	/* squares beyond the doubles */
	n = (double)count;
	/* Sx Sy / n as (Sx / n) Sy: no overflow unless S2 overflows too */
	dd_div(a, b, n, &m1, &m2);
	q = m1 * a2;
	qe = fma(m1, a2, -q) + (m1 * b2 + m2 * a2);
	/* S2 - Sx Sy / n: the cancellation happens here, in 106 bits */
	two_sum(c, -q, &s, &se);
	se += d - qe;
	return s + se;
}

double
papo_stats_moments_std(const struct papo_stats_moments *w)
{
	struct papo_stats_sums t;
	const struct papo_stats_sums *s = w->sums;
	double var;

	if (w->n == 0)
		return NONE;
	if (w->n == 1)
		return 0;
	if (s == NULL) {
		papo_stats_moments_sums(w, &t);
		s = &t;
	}
	var = centred(&s->s1, &s->s1, &s->s2, w->n);
	if (var == HUGE_VAL)
		return HUGE_VAL;
	var /= (double)(w->n - 1);
	return var > 0 ? sqrt(var) : 0;
}

/*
 * Pearson's r of the pairs (x, y) whose moments are wx and wy and whose
 * exact sum of products is sxy: Sxy / sqrt(Sxx Syy) with the centred
 * sums in double-double.  NaN (null) for fewer than two pairs or when
 * either variable does not vary.
 */
static double
correlation(const struct papo_stats_moments *wx,
    const struct papo_stats_moments *wy, const struct papo_exactsum *sxy)
{
	struct papo_stats_sums x, y;
	double sxx, syy, sx_y, r;

	if (wx->n < 2 || wx->n != wy->n)
		return NONE;
	papo_stats_moments_sums(wx, &x);
	papo_stats_moments_sums(wy, &y);
	sxx = centred(&x.s1, &x.s1, &x.s2, wx->n);
	syy = centred(&y.s1, &y.s1, &y.s2, wy->n);
	sx_y = centred(&x.s1, &y.s1, sxy, wx->n);
	if (!(sxx > 0) || !(syy > 0) || !isfinite(sxx) || !isfinite(syy) ||
	    !isfinite(sx_y))
		return NONE;
	r = sx_y / sqrt(sxx * syy);
	return r > 1 ? 1 : r < -1 ? -1 : r;
}

void
papo_stats_group_add(struct papo_stats_group *g, const struct papo_stats_obs *o)
{
	double d;

	g->n++;
	if (o->has_adv_proc && fabs(o->adv_proc) > PAPO_STATS_EPS)
		g->proc_adv++;
	if (o->has_pred)
		g->answered++;
	if (o->correct < 0)
		return;
	g->known++;
	if (o->correct == 0)
		return;
	g->correct++;
	if (!o->has_r_proc)
		return;
	g->proc++;
	d = o->r_proc - g->mean;
	g->mean += d / (double)g->proc;
	g->m2 += d * (o->r_proc - g->mean);
}

int
papo_stats_group_active(const struct papo_stats_group *g)
{
	if (g->correct < 2 || g->proc != g->correct || g->m2 <= 0)
		return 0;
	return sqrt(g->m2 / (double)(g->proc - 1)) > PAPO_STATS_EPS;
}

void
papo_stats_acc_init(struct papo_stats_acc *a)
{
	memset(a, 0, sizeof(*a));
	papo_stats_answers_init(&a->answers);
}

/* The moments of a row's state, each once. */
static struct papo_stats_moments *
acc_moments(struct papo_stats_acc *a, int k)
{
	struct papo_stats_moments *const m[] = { &a->adv_correct,
	    &a->adv_wrong, &a->adv_unknown, &a->adv_out, &a->adv_proc,
	    &a->proc_correct, &a->length, &a->length_correct,
	    &a->length_wrong, &a->corr_x, &a->corr_y, NULL };

	return m[k];
}

void
papo_stats_acc_release(struct papo_stats_acc *a)
{
	struct papo_stats_moments *w;
	int k;

	for (k = 0; (w = acc_moments(a, k)) != NULL; k++)
		papo_stats_moments_release(w);
	free(a->corr_xy);
	a->corr_xy = NULL;
	papo_stats_answers_release(&a->answers);
}

/* Add the products of the pairs of x and y, kept as values, to s. */
static void
add_pairs(struct papo_exactsum *s, const struct papo_stats_moments *x,
    const struct papo_stats_moments *y)
{
	uint64_t i;

	if (x->sums != NULL || y->sums != NULL)
		return;
	for (i = 0; i < x->n && i < y->n; i++)
		papo_exactsum_add_prod(s, values(x)[i], values(y)[i]);
}

void
papo_stats_acc_corr_xy(const struct papo_stats_acc *a,
    struct papo_exactsum *out)
{
	if (a->corr_xy != NULL) {
		*out = *a->corr_xy;
		return;
	}
	papo_exactsum_init(out);
	add_pairs(out, &a->corr_x, &a->corr_y);
}

struct papo_exactsum *
papo_stats_acc_corr_exact(struct papo_stats_acc *a)
{
	if (a->corr_xy == NULL) {
		a->corr_xy = papo_xcalloc(1, sizeof(*a->corr_xy));
		add_pairs(a->corr_xy, &a->corr_x, &a->corr_y);
		papo_stats_moments_exact(&a->corr_x);
		papo_stats_moments_exact(&a->corr_y);
	}
	return a->corr_xy;
}

void
papo_stats_acc_answer_group(struct papo_stats_acc *a, const uint64_t pred[2])
{
	papo_stats_answers_get(&a->answers, pred, NULL)->groups++;
}

void
papo_stats_acc_add(struct papo_stats_acc *a, const struct papo_stats_obs *o,
    int grouped)
{
	a->n++;
	if (o->no_adv)
		;	/* a record not scored yet: no advantage to count */
	else if (o->adv > PAPO_STATS_EPS)
		a->pos++;
	else if (o->adv < -PAPO_STATS_EPS)
		a->neg++;
	else
		a->zero++;
	if (o->correct >= 0) {
		a->known++;
		if (o->correct) {
			a->correct++;
			if (!o->no_adv)
				papo_stats_moments_add(&a->adv_correct, o->adv);
			if (o->has_r_proc)
				papo_stats_moments_add(&a->proc_correct,
				    o->r_proc);
		} else if (!o->no_adv)
			papo_stats_moments_add(&a->adv_wrong, o->adv);
	} else if (!o->no_adv)
		papo_stats_moments_add(&a->adv_unknown, o->adv);
	if (o->has_r_proc)
		a->with_proc++;
	if (o->has_adv_out)
		papo_stats_moments_add(&a->adv_out, o->adv_out);
	if (o->has_adv_proc && fabs(o->adv_proc) > PAPO_STATS_EPS)
		papo_stats_moments_add(&a->adv_proc, o->adv_proc);
	if (o->has_length)
		papo_stats_moments_add(&a->length, o->length);
	if (grouped)
		a->grouped++;
	/* the reward-hacking watch */
	if (o->has_adv_proc)
		a->with_adv_proc++;
	else if (o->adv_proc_null)
		a->adv_proc_null++;
	if (o->has_length && o->correct == 1)
		papo_stats_moments_add(&a->length_correct, o->length);
	else if (o->has_length && o->correct == 0)
		papo_stats_moments_add(&a->length_wrong, o->length);
	if (o->correct == 1 && o->has_r_proc && o->has_length) {
		/* the pairs as values while few, else the sum of products */
		if (a->corr_xy == NULL && a->corr_x.n >= PAPO_STATS_FEW)
			papo_stats_acc_corr_exact(a);
		papo_stats_moments_add(&a->corr_x, o->r_proc);
		papo_stats_moments_add(&a->corr_y, o->length);
		if (a->corr_xy != NULL)
			papo_exactsum_add_prod(a->corr_xy, o->r_proc,
			    o->length);
	}
	if (grouped && o->has_pred) {
		a->answered++;
		papo_stats_answers_get(&a->answers, o->pred, NULL)->responses++;
	}
}

void
papo_stats_acc_merge(struct papo_stats_acc *a, const struct papo_stats_acc *b)
{
	a->n += b->n;
	a->zero += b->zero;
	a->pos += b->pos;
	a->neg += b->neg;
	a->known += b->known;
	a->correct += b->correct;
	a->with_proc += b->with_proc;
	a->grouped += b->grouped;
	papo_stats_moments_merge(&a->adv_correct, &b->adv_correct);
	papo_stats_moments_merge(&a->adv_wrong, &b->adv_wrong);
	papo_stats_moments_merge(&a->adv_unknown, &b->adv_unknown);
	papo_stats_moments_merge(&a->adv_out, &b->adv_out);
	papo_stats_moments_merge(&a->adv_proc, &b->adv_proc);
	papo_stats_moments_merge(&a->proc_correct, &b->proc_correct);
	papo_stats_moments_merge(&a->length, &b->length);
	a->with_adv_proc += b->with_adv_proc;
	a->adv_proc_null += b->adv_proc_null;
	papo_stats_moments_merge(&a->length_correct, &b->length_correct);
	papo_stats_moments_merge(&a->length_wrong, &b->length_wrong);
	if (a->corr_xy == NULL && (b->corr_xy != NULL ||
	    a->corr_x.n + b->corr_x.n > PAPO_STATS_FEW))
		papo_stats_acc_corr_exact(a);
	papo_stats_moments_merge(&a->corr_x, &b->corr_x);
	papo_stats_moments_merge(&a->corr_y, &b->corr_y);
	if (a->corr_xy != NULL && b->corr_xy != NULL)
		papo_exactsum_merge(a->corr_xy, b->corr_xy);
	else if (a->corr_xy != NULL)
		add_pairs(a->corr_xy, &b->corr_x, &b->corr_y);
	a->answered += b->answered;
	papo_stats_answers_merge(&a->answers, &b->answers);
	a->groups += b->groups;
	a->active += b->active;
	a->uniform_known += b->uniform_known;
	a->all_correct += b->all_correct;
	a->all_wrong += b->all_wrong;
	a->answered_groups += b->answered_groups;
}

void
papo_stats_acc_add_group(struct papo_stats_acc *a,
    const struct papo_stats_group *g)
{
	a->groups++;
	/*
	 * The mode's own process advantage when the records carry one
	 * (papo-advantage writes adv_proc), else the judge's scores.
	 */
	if (a->with_adv_proc ? g->proc_adv > 0 : !a->adv_proc_null &&
	    papo_stats_group_active(g))
		a->active++;
	if (g->answered)
		a->answered_groups++;
	if (g->n > 0 && g->known == g->n) {
		a->uniform_known++;
		if (g->correct == g->n)
			a->all_correct++;
		else if (g->correct == 0)
			a->all_wrong++;
	}
}

static double
ratio(uint64_t k, uint64_t n)
{
	return n ? (double)k / (double)n : NONE;
}

/*
 * min, max, mean, std of A over a subset, and the subset's size n (its
 * responses, with an advantage or not).
 */
static void
subset(const struct papo_stats_acc *a, const struct papo_stats_moments *w,
    uint64_t n, double *out, int mean, int std, int min, int max, int count)
{
	out[mean] = papo_stats_moments_mean(w);
	out[std] = papo_stats_moments_std(w);
	out[min] = papo_stats_moments_min(w);
	out[max] = papo_stats_moments_max(w);
	/* a count is data only when correctness is known somewhere */
	out[count] = a->known ? (double)n : NONE;
}

void
papo_stats_acc_result(const struct papo_stats_acc *a, double *out)
{
	struct papo_stats_moments adv;
	struct papo_exactsum sxy;
	/* the responses with an advantage: all of them, but for records
	   not scored yet (papo_stats_extract, PAPO_STATS_X_RAW) */
	uint64_t scored = a->zero + a->pos + a->neg;

	/* every response is correct, wrong or of unknown correctness */
	papo_stats_moments_init(&adv);
	papo_stats_moments_merge(&adv, &a->adv_correct);
	papo_stats_moments_merge(&adv, &a->adv_wrong);
	papo_stats_moments_merge(&adv, &a->adv_unknown);
	out[PAPO_SM_RESPONSES] = (double)a->n;
	out[PAPO_SM_GROUPS] = a->grouped ? (double)a->groups : NONE;
	out[PAPO_SM_ACCURACY] = ratio(a->correct, a->known);
	out[PAPO_SM_PROC_MEAN] = papo_stats_moments_mean(&a->proc_correct);
	out[PAPO_SM_LENGTH_MEAN] = papo_stats_moments_mean(&a->length);
	out[PAPO_SM_ZERO_RATIO] = ratio(a->zero, scored);
	out[PAPO_SM_POSITIVE_RATIO] = ratio(a->pos, scored);
	out[PAPO_SM_NEGATIVE_RATIO] = ratio(a->neg, scored);
	out[PAPO_SM_ADV_STD] = papo_stats_moments_std(&adv);
	papo_stats_moments_release(&adv);
	subset(a, &a->adv_correct, a->correct, out, PAPO_SM_CORRECT_MEAN,
	    PAPO_SM_CORRECT_STD, PAPO_SM_CORRECT_MIN, PAPO_SM_CORRECT_MAX,
	    PAPO_SM_CORRECT_COUNT);
	subset(a, &a->adv_wrong, a->known - a->correct, out,
	    PAPO_SM_WRONG_MEAN, PAPO_SM_WRONG_STD, PAPO_SM_WRONG_MIN,
	    PAPO_SM_WRONG_MAX, PAPO_SM_WRONG_COUNT);
	/*
	 * process-active: from adv_proc when the records carry numbers
	 * there; none when they carry null (grpo, mult, lead: no process
	 * component); from r_proc, which needs correctness and some judged
	 * response, when they carry no adv_proc at all
	 */
	if (a->with_adv_proc)
		out[PAPO_SM_PROCESS_ACTIVE_RATIO] = a->grouped ?
		    ratio(a->active, a->groups) : NONE;
	else
		out[PAPO_SM_PROCESS_ACTIVE_RATIO] = a->grouped && a->known &&
		    a->with_proc && !a->adv_proc_null ?
		    ratio(a->active, a->groups) : NONE;
	out[PAPO_SM_OUTCOME_STD] = papo_stats_moments_std(&a->adv_out);
	out[PAPO_SM_PROCESS_MEAN] = papo_stats_moments_mean(&a->adv_proc);
	out[PAPO_SM_PROCESS_STD] = papo_stats_moments_std(&a->adv_proc);
	out[PAPO_SM_ALL_CORRECT_RATIO] = ratio(a->all_correct,
	    a->uniform_known);
	out[PAPO_SM_ALL_WRONG_RATIO] = ratio(a->all_wrong, a->uniform_known);
	out[PAPO_SM_LENGTH_CORRECT_MEAN] =
	    papo_stats_moments_mean(&a->length_correct);
	out[PAPO_SM_LENGTH_WRONG_MEAN] =
	    papo_stats_moments_mean(&a->length_wrong);
	papo_stats_acc_corr_xy(a, &sxy);
	out[PAPO_SM_PROC_LENGTH_CORR] = correlation(&a->corr_x, &a->corr_y,
	    &sxy);
	{
		uint64_t top_r, top_g;

		papo_stats_answers_top(&a->answers, &top_r, &top_g);
		out[PAPO_SM_TOP_ANSWER_SHARE] = ratio(top_r, a->answered);
		out[PAPO_SM_TOP_ANSWER_GROUP_SHARE] = a->answered ?
		    ratio(top_g, a->answered_groups) : NONE;
	}
}

/* Class of a key for ordering: numbers, strings, other values, null. */
static int
key_class(const struct papo_stats_key *k)
{
	switch (k->type) {
	case PAPO_JSON_NUMBER:
		return 0;
	case PAPO_JSON_STRING:
		return 1;
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		return 3;
	default:
		return 2;
	}
}

/*
 * Strings a[0, na) and b[0, nb) in natural order: a run of digits in
 * both at the same place compared as the number it writes ("eval_9"
 * before "eval_10"), the rest byte by byte; 0 when the two read alike
 * ("eval_09" and "eval_9"), which the caller then tells apart by bytes.
 */
static int
natural_cmp(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i = 0, k = 0, i0, k0, li, lk;

	while (i < na && k < nb) {
		if (!papo_ascii_digit((unsigned char)a[i]) ||
		    !papo_ascii_digit((unsigned char)b[k])) {
			if (a[i] != b[k])
				return (unsigned char)a[i] <
				    (unsigned char)b[k] ? -1 : 1;
			i++;
			k++;
			continue;
		}
		while (i < na && a[i] == '0')	/* leading zeros */
			i++;
		while (k < nb && b[k] == '0')
			k++;
		for (i0 = i; i < na && papo_ascii_digit((unsigned char)a[i]);
		    i++)
			;
		for (k0 = k; k < nb && papo_ascii_digit((unsigned char)b[k]);
		    k++)
			;
		li = i - i0;
		lk = k - k0;
		if (li != lk)
			return li < lk ? -1 : 1;
		if (li > 0 && memcmp(a + i0, b + k0, li) != 0)
			return memcmp(a + i0, b + k0, li) < 0 ? -1 : 1;
	}
	return (i < na) - (k < nb);
}

int
papo_stats_key_cmp(const struct papo_stats_key *a,
    const struct papo_stats_key *b)
{
	int ca = key_class(a), cb = key_class(b), c;
	size_t n;

	if (ca != cb)
		return ca < cb ? -1 : 1;
	if (ca == 0)
		return a->num < b->num ? -1 : a->num > b->num;
	if (ca == 3)
		return 0;
	/* a string step: in natural order, then byte by byte */
	if (ca == 1 && (c = natural_cmp(a->s, a->len, b->s, b->len)) != 0)
		return c;
	n = a->len < b->len ? a->len : b->len;
	if ((c = memcmp(a->s, b->s, n)) != 0)
		return c < 0 ? -1 : 1;
	return a->len < b->len ? -1 : a->len > b->len;
}

void
papo_stats_key_json(struct papo_buf *out, const struct papo_stats_key *k)
{
	switch (k->type) {
	case PAPO_JSON_NUMBER:
		papo_json_put_num(out, k->num);
		break;
	case PAPO_JSON_STRING:
		papo_json_put_str(out, k->s, k->len);
		break;
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		papo_buf_adds(out, "null");
		break;
	default:
		papo_buf_add(out, k->s, k->len);
		break;
	}
}

static int
key_eq(const struct papo_stats_key *a, const struct papo_stats_key *b)
{
	if (key_class(a) != key_class(b))
		return 0;
	if (a->type == PAPO_JSON_NUMBER)
		return a->num == b->num;
	if (key_class(a) == 3)
		return 1;
	return a->type == b->type && a->len == b->len &&
	    memcmp(a->s, b->s, a->len) == 0;
}

static uint64_t
rotl(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

static uint64_t
fmix(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	k *= 0xc4ceb9fe1a85ec53ULL;
	k ^= k >> 33;
	return k;
}

/*
 * Two 64-bit lanes that feed each other, 16 bytes a round, in the
 * manner of MurmurHash3's x64 128-bit variant; the length goes into
 * the finalization, so chained calls cannot be confused.
 */
void
papo_stats_hash128(const void *p, size_t n, const uint64_t seed[2],
    uint64_t out[2])
{
	const uint64_t c1 = 0x87c37b91114253d5ULL, c2 = 0x4cf5ad432745937fULL;
	const unsigned char *u = p;
	uint64_t h1 = seed[0], h2 = seed[1], k1, k2;
	unsigned char tail[16];
	size_t i;

	for (i = 0; i + 16 <= n; i += 16) {
		memcpy(&k1, u + i, 8);
		memcpy(&k2, u + i + 8, 8);
		h1 ^= rotl(k1 * c1, 31) * c2;
		h1 = (rotl(h1, 27) + h2) * 5 + 0x52dce729;
		h2 ^= rotl(k2 * c2, 33) * c1;
		h2 = (rotl(h2, 31) + h1) * 5 + 0x38495ab5;
	}
	if (i < n) {
		memset(tail, 0, sizeof(tail));
		memcpy(tail, u + i, n - i);
		memcpy(&k1, tail, 8);
		memcpy(&k2, tail + 8, 8);
		h1 ^= rotl(k1 * c1, 31) * c2;
		h2 ^= rotl(k2 * c2, 33) * c1;
	}
	h1 ^= (uint64_t)n;
	h2 ^= (uint64_t)n * 0x9e3779b97f4a7c15ULL;
	h1 += h2;
	h2 += h1;
	h1 = fmix(h1);
	h2 = fmix(h2);
	h1 += h2;
	h2 += h1;
	out[0] = h1;
	out[1] = h2;
}

/* The seed of every key hash, and the hash of key k chained from it into h. */
static const uint64_t key_seed[2] = {
	0x243f6a8885a308d3ULL, 0x13198a2e03707344ULL
};

static void
key_hash(const struct papo_stats_key *k, uint64_t h[2])
{
	const void *b = "";
	size_t len = 0;

	h[0] = key_seed[0] ^ k->type;
	h[1] = key_seed[1];
	if (k->type == PAPO_JSON_NUMBER) {
		b = &k->num;
		len = sizeof(k->num);
	} else if (k->type != PAPO_JSON_NONE) {
		b = k->s;
		len = k->len;
	}
	papo_stats_hash128(b, len, h, h);
}

uint64_t
papo_stats_key_hash(const struct papo_stats_key *k)
{
	uint64_t h[2];

	key_hash(k, h);
	return h[0];
}

unsigned long
papo_stats_rec_shard(const struct papo_stats_rec *r, unsigned long nshards)
{
	if (!r->grouped || nshards < 2)
		return 0;
	return (unsigned long)(r->shash % nshards);
}

void
papo_stats_rec_release(struct papo_stats_rec *r)
{
	if (r->owned)
		free((char *)r->key.s);
	r->owned = 0;
	r->key.s = NULL;
}

/* A group: its key hash (h[0] has bit 0 set), its row, its state. */
struct papo_stats_gslot {
	uint64_t h[2];
	uint32_t row;
	uint32_t file;		/* its first record's, for a message */
	uint64_t lineno;
	struct papo_stats_group g;
};

void
papo_stats_init(struct papo_stats *st)
{
	memset(st, 0, sizeof(*st));
}

void
papo_stats_release(struct papo_stats *st)
{
	size_t i;

	for (i = 0; i < st->nrow; i++) {
		free(st->row[i].keymem);
		papo_stats_acc_release(&st->row[i].acc);
	}
	free(st->row);
	free(st->rowtab);
	free(st->grp);
	free(st->gtab);
	papo_stats_answers_release(&st->pairs);
	papo_agree_release(&st->agree);
	memset(st, 0, sizeof(*st));
}

/* Put v in the first empty slot from h of an open-addressing index. */
static void
tab_put(uint32_t *tab, size_t cap, uint64_t h, uint32_t v)
{
	size_t i;

	for (i = h & (cap - 1); tab[i]; i = (i + 1) & (cap - 1))
		;
	tab[i] = v;
}

static struct papo_stats_row *
find_row(struct papo_stats *st, const struct papo_stats_key *key,
    uint64_t keyhash)
{
	struct papo_stats_row *row;
	size_t i;

	if (st->rowtabcap) {
		for (i = keyhash & (st->rowtabcap - 1); st->rowtab[i];
		    i = (i + 1) & (st->rowtabcap - 1)) {
			row = &st->row[st->rowtab[i] - 1];
			if (row->keyhash == keyhash &&
			    key_eq(&row->key, key))
				return row;
		}
	}
	if (2 * (st->nrow + 1) > st->rowtabcap) {
		size_t cap = st->rowtabcap ? 2 * st->rowtabcap : 64, k;
		uint32_t *tab = papo_xcalloc(cap, sizeof(*tab));

		for (k = 0; k < st->nrow; k++)
			tab_put(tab, cap, st->row[k].keyhash,
			    (uint32_t)(k + 1));
		free(st->rowtab);
		st->rowtab = tab;
		st->rowtabcap = cap;
	}
	st->row = papo_xgrow(st->row, &st->rowcap, st->nrow + 1,
	    sizeof(*st->row));
	row = &st->row[st->nrow];
	memset(row, 0, sizeof(*row));
	row->key = *key;
	if (key->len) {
		row->keymem = papo_xmemdup(key->s, key->len);
		row->key.s = row->keymem;
	} else
		row->key.s = "";
	row->keyhash = keyhash;
	papo_stats_acc_init(&row->acc);
	st->nrow++;
	tab_put(st->rowtab, st->rowtabcap, keyhash, (uint32_t)st->nrow);
	return row;
}

static struct papo_stats_gslot *
find_group(struct papo_stats *st, const uint64_t hash[2], uint32_t row)
{
	uint64_t h0 = hash[0] | 1;
	struct papo_stats_gslot *g;
	size_t i, mask;

	/* the index holds 4 bytes a slot, at most half full */
	if (2 * (st->ngroup + 1) > st->gtabcap) {
		size_t cap = st->gtabcap ? 2 * st->gtabcap : 1024, k;
		uint32_t *t = papo_xcalloc(cap, sizeof(*t));

		for (k = 0; k < st->ngroup; k++)
			tab_put(t, cap, st->grp[k].h[1], (uint32_t)(k + 1));
		free(st->gtab);
		st->gtab = t;
		st->gtabcap = cap;
	}
	mask = st->gtabcap - 1;
	for (i = hash[1] & mask; st->gtab[i]; i = (i + 1) & mask) {
		g = &st->grp[st->gtab[i] - 1];
		if (g->h[0] == h0 && g->h[1] == hash[1])
			return g;
	}
	st->grp = papo_xgrow(st->grp, &st->grpcap, st->ngroup + 1,
	    sizeof(*st->grp));
	g = &st->grp[st->ngroup++];
	memset(g, 0, sizeof(*g));
	g->h[0] = h0;
	g->h[1] = hash[1];
	g->row = row;
	st->gtab[i] = (uint32_t)st->ngroup;
	return g;
}

/* The seed of the hash of a (group, answer) pair. */
static const uint64_t pair_seed[2] = {
	0xa4093822299f31d0ULL, 0x082efa98ec4e6c89ULL
};

void
papo_stats_add(struct papo_stats *st, const struct papo_stats_rec *r)
{
	papo_stats_add_at(st, r, 0, 0);
}

void
papo_stats_add_at(struct papo_stats *st, const struct papo_stats_rec *r,
    uint32_t file, uint64_t lineno)
{
	struct papo_stats_row *row;
	struct papo_stats_gslot *g;
	uint64_t gh[2], part;

	if (r->agree) {
		papo_agree_add(&st->agree, &r->ag);
		return;
	}
	row = find_row(st, &r->key, r->keyhash);
	papo_stats_acc_add(&row->acc, &r->obs, r->grouped);
	if (!r->grouped)
		return;
	/* a key cut into groups of group_size: its first one not full */
	gh[0] = r->ghash[0];
	gh[1] = r->ghash[1];
	g = find_group(st, gh, (uint32_t)(row - st->row));
	for (part = 1; papo_group_full(g->g.n, st->group_size); part++) {
		gh[0] = r->ghash[0] ^ part * 0x9e3779b97f4a7c15ULL;
		gh[1] = r->ghash[1] + part;
		g = find_group(st, gh, (uint32_t)(row - st->row));
	}
	if (g->g.n == 0) {
		g->file = file;
		g->lineno = lineno;
	}
	papo_stats_group_add(&g->g, &r->obs);
	if (r->obs.has_pred) {
		uint64_t kb[4], h[2];
		int isnew;

		/* the first response of its group with this answer */
		kb[0] = gh[0];
		kb[1] = gh[1];
		kb[2] = r->obs.pred[0];
		kb[3] = r->obs.pred[1];
		papo_stats_hash128(kb, sizeof(kb), pair_seed, h);
		papo_stats_answers_get(&st->pairs, h, &isnew);
		if (isnew)
			papo_stats_acc_answer_group(&row->acc, r->obs.pred);
	}
}

/* Groups by row, for papo_stats_merged (ctx: the groups). */
static int
by_row(const void *a, const void *b, void *ctx)
{
	const struct papo_stats_gslot *g = ctx;
	uint32_t x = g[*(const size_t *)a].row, y = g[*(const size_t *)b].row;

	return x < y ? -1 : x > y;
}

size_t
papo_stats_merged(const struct papo_stats *st, struct papo_stats_big *first)
{
	size_t *ord, *sz, a, b, k, mode, nbig = 0;
	const struct papo_stats_gslot *g;

	if (st->group_size || st->ngroup == 0)
		return 0;	/* --group-size cuts groups: none is bigger */
	ord = papo_xcalloc(st->ngroup, sizeof(*ord));
	sz = papo_xcalloc(st->ngroup, sizeof(*sz));
	for (k = 0; k < st->ngroup; k++)
		ord[k] = k;
	qsort_r(ord, st->ngroup, sizeof(*ord), by_row, (void *)st->grp);
	for (a = 0; a < st->ngroup; a = b) {
		for (b = a; b < st->ngroup &&
		    st->grp[ord[b]].row == st->grp[ord[a]].row; b++)
			sz[b - a] = st->grp[ord[b]].g.n;
		if (b - a < 2)
			continue;
		mode = papo_group_mode(sz, b - a);
		for (k = a; k < b; k++) {
			g = &st->grp[ord[k]];
			if (g->g.n <= mode)
				continue;
			if (nbig++ == 0 || g->file < first->file ||
			    (g->file == first->file &&
			    g->lineno < first->lineno)) {
				first->file = g->file;
				first->lineno = g->lineno;
				first->n = g->g.n;
				first->mode = mode;
				first->row = g->row;
			}
		}
	}
	free(ord);
	free(sz);
	return nbig;
}

void
papo_stats_merge_row(struct papo_stats *st, const struct papo_stats_key *k,
    const struct papo_stats_acc *a)
{
	papo_stats_acc_merge(&find_row(st, k, papo_stats_key_hash(k))->acc, a);
}

static int
row_cmp(const void *a, const void *b)
{
	return papo_stats_key_cmp(&((const struct papo_stats_row *)a)->key,
	    &((const struct papo_stats_row *)b)->key);
}

void
papo_stats_snapshot(const struct papo_stats *st, struct papo_stats *out)
{
	size_t i;

	papo_stats_init(out);
	/* rows made in st's order: row i of out is row i of st */
	for (i = 0; i < st->nrow; i++)
		papo_stats_merge_row(out, &st->row[i].key, &st->row[i].acc);
	for (i = 0; i < st->ngroup; i++)
		papo_stats_acc_add_group(&out->row[st->grp[i].row].acc,
		    &st->grp[i].g);
	papo_stats_finish(out);
}

void
papo_stats_finish(struct papo_stats *st)
{
	size_t i;

	if (st->finished)
		return;
	for (i = 0; i < st->ngroup; i++)
		papo_stats_acc_add_group(&st->row[st->grp[i].row].acc,
		    &st->grp[i].g);
	for (i = 0; i < st->nrow; i++)
		papo_stats_acc_result(&st->row[i].acc, st->row[i].m);
	if (st->nrow > 1)
		qsort(st->row, st->nrow, sizeof(*st->row), row_cmp);
	/* the tables index rows by position, which sorting changed */
	free(st->rowtab);
	free(st->grp);
	free(st->gtab);
	st->rowtab = NULL;
	st->grp = NULL;
	st->gtab = NULL;
	papo_stats_answers_release(&st->pairs);
	st->rowtabcap = st->grpcap = st->gtabcap = st->ngroup = 0;
	st->finished = 1;
}

void
papo_stats_scratch_init(struct papo_stats_scratch *s)
{
	memset(s, 0, sizeof(*s));
}

void
papo_stats_scratch_release(struct papo_stats_scratch *s)
{
	papo_buf_release(&s->tmp);
	memset(s, 0, sizeof(*s));
}

/*
 * A number field (papo_field_number; role an enum papo_role, or -1):
 * 1 present, 0 absent or null, -1 error.  Long numbers, which need
 * strtod, go through the memo.
 */
static int
number(const struct papo_json *j, int i, int role, const char *name,
    double *x, struct papo_stats_scratch *sc, struct papo_err *e)
{
	const char *s;
	size_t n, k, h = 0;
	int r, memo;

	if (papo_json_type(j, i) != PAPO_JSON_NUMBER)
		return papo_field_number(j, i, role, name, x, e);
	s = j->s + j->tok[i].start;
	n = j->tok[i].end - j->tok[i].start;
	memo = n >= 12 && n <= sizeof(sc->text[0]);
	if (memo) {
		for (k = 0; k < n; k++)
			h = h * 31 + (unsigned char)s[k];
		h = (h ^ (h >> 7)) & 63;
		if (sc->len[h] == n && memcmp(sc->text[h], s, n) == 0) {
			*x = sc->val[h];
			return 1;
		}
	}
	if ((r = papo_field_number(j, i, role, name, x, e)) == 1 && memo) {
		memcpy(sc->text[h], s, n);
		sc->len[h] = (uint8_t)n;
		sc->val[h] = *x;
	}
	return r;
}

/*
 * The bytes of token i: a string's content (papo_json_text; *unescaped
 * when it is tmp's copy), else its JSON text.
 */
static const char *
token_bytes(const struct papo_json *j, int i, struct papo_buf *tmp,
    size_t *len, int *unescaped)
{
	const char *b;

	*unescaped = 0;
	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return papo_json_raw(j, i, len);
	b = papo_json_text(j, i, tmp, len);
	*unescaped = b == tmp->s;
	return b;
}

/* The judge-agreement report's fields of a record into rec->ag. */
static int
agree_fields(const struct papo_json *j, const int *idx,
    const char *const *names, struct papo_stats_rec *rec,
    struct papo_stats_scratch *sc, struct papo_err *e)
{
	struct papo_agree_obs *a = &rec->ag;
	const struct papo_stats_obs *o = &rec->obs;
	const char *b;
	size_t len;
	int r, i, unesc;

	rec->agree = 1;
	a->tier = o->r_proc;
	a->has_tier = o->has_r_proc;
	a->length = o->length;
	a->has_length = o->has_length;
	a->correct = o->correct;
	if ((r = number(j, idx[PAPO_SS_REF], -1, names[PAPO_SS_REF], &a->ref,
	    sc, e)) < 0)
		return -1;
	a->has_ref = (uint8_t)r;
	if (names[PAPO_SS_SWAP] != NULL) {
		if ((r = number(j, idx[PAPO_SS_SWAP], -1, names[PAPO_SS_SWAP],
		    &a->swap, sc, e)) < 0)
			return -1;
		a->has_swap = (uint8_t)r;
	}
	a->verif = -1;
	i = idx[PAPO_SS_RESPONSE];
	if (papo_json_type(j, i) == PAPO_JSON_STRING) {
		b = token_bytes(j, i, &sc->tmp, &len, &unesc);
		a->verif = (int8_t)papo_agree_verification(b, len);
	}
	return 0;
}

/*
 * The row key of rec: the --by field (by), else the record's file's
 * step, else the step field; h gets its hash.  -1 with e set when it
 * is a bad number.
 */
/*
 * The content of a step's JSON string text s (n bytes between its
 * quotes, as papo_json_put_str writes it: \\" \\\\ \\n \\r \\t \\b \\f
 * \\u00XX) into new memory (the caller's); *len its length.
 */
static int
hexval(char c)
{
	return c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0';
}

static char *
step_unescape(const char *s, size_t n, size_t *len)
{
	char *out = papo_xmalloc(n + 1), *o = out;
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] != '\\' || i + 1 >= n) {
			*o++ = s[i];
			continue;
		}
		switch (s[++i]) {
		case 'n': *o++ = '\n'; break;
		case 'r': *o++ = '\r'; break;
		case 't': *o++ = '\t'; break;
		case 'b': *o++ = '\b'; break;
		case 'f': *o++ = '\f'; break;
		case 'u':
			/* \\u00XX: a control character */
			if (i + 4 < n) {
				*o++ = (char)(hexval(s[i + 3]) << 4 |
				    hexval(s[i + 4]));
				i += 4;
			}
			break;
		default: *o++ = s[i]; break;
		}
	}
	*o = '\0';
	*len = (size_t)(o - out);
	return out;
}

void
papo_stats_step_show(struct papo_buf *out, const char *json)
{
	size_t n = strlen(json), len, i;
	char *s;

	if (n < 2 || json[0] != '"') {
		papo_buf_adds(out, json);
		return;
	}
	s = step_unescape(json + 1, n - 2, &len);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n')
			papo_buf_adds(out, "\\n");
		else if (c == '\t')
			papo_buf_adds(out, "\\t");
		else if (c == '\r')
			papo_buf_adds(out, "\\r");
		else if (c < 0x20 || c == 0x7f)
			papo_buf_addf(out, "\\x%02x", c);
		else
			papo_buf_addc(out, (char)c);
	}
	free(s);
}

static int
row_key(const struct papo_json *j, const int *idx, int by,
    const char *const *names, const char *filestep,
    struct papo_stats_rec *rec, struct papo_stats_scratch *sc,
    uint64_t h[2], struct papo_err *e)
{
	struct papo_stats_key *k = &rec->key;
	const char *b;
	size_t len;
	int i, unesc;

	i = idx[by ? PAPO_SS_BY : PAPO_SS_STEP];
	k->type = (uint8_t)papo_json_type(j, i);
	if (k->type == PAPO_JSON_NULL)
		k->type = PAPO_JSON_NONE;
	k->s = "";
	if (filestep != NULL && !by && *filestep == '"') {
		/* the step of the record's file: a name ("run folder"),
		   its JSON text unescaped when it holds escapes */
		k->type = PAPO_JSON_STRING;
		k->s = filestep + 1;
		k->len = strlen(filestep) - 2;
		if (memchr(k->s, '\\', k->len) != NULL) {
			k->s = step_unescape(k->s, k->len, &k->len);
			rec->owned = 1;
		}
	} else if (filestep != NULL && !by) {
		/* ... or a number */
		k->type = PAPO_JSON_NUMBER;
		k->num = strtod(filestep, NULL);
	} else if (k->type == PAPO_JSON_NUMBER) {
		if (number(j, i, by ? -1 : PAPO_F_STEP,
		    names[by ? PAPO_SS_BY : PAPO_SS_STEP], &k->num, sc,
		    e) < 0)
			return -1;
		if (k->num == 0)
			k->num = 0;	/* -0 is the row of 0 */
	} else if (k->type == PAPO_JSON_STRING &&
	    papo_json_step_num(j, i, &k->num) == 0) {
		/* a key written as a string ("12") is that number */
		k->type = PAPO_JSON_NUMBER;
	} else if (!by && k->type != PAPO_JSON_NONE &&
	    k->type != PAPO_JSON_STRING) {
		/* a step is a number or a name (a run folder); an object,
		   a list or a boolean is a field misread (a table by
		   column), never a row of its own */
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must "
		    "be a number or a string, not %s",
		    names[PAPO_SS_STEP], papo_json_type_name(
		    papo_json_type(j, i)));
	} else if (k->type != PAPO_JSON_NONE) {
		b = token_bytes(j, i, &sc->tmp, &len, &unesc);
		if (unesc) {
			k->s = papo_xmemdup(b, len);
			rec->owned = 1;
		} else
			k->s = b;
		k->len = len;
	}
	key_hash(k, h);
	rec->keyhash = h[0];
	return 0;
}

/*
 * The group of rec (papo_group_id_read): the hash of its value,
 * qualified by the row (h, the row key's hash) and the raw step.  Short
 * keys (the usual case) are hashed in one call over a copy: step
 * length, step text, group type, group bytes.
 */
static void
group_hash(const struct papo_json *j, const int *idx, const char *filestep,
    uint64_t h[2], struct papo_stats_rec *rec, struct papo_buf *tmp,
    const struct papo_path *gpath)
{
	struct papo_group_id id;
	unsigned char kb[256];
	const char *sp;
	size_t sl, len;

	/* a null group is no group, as a missing one */
	if (idx[PAPO_SS_GROUP] < 0 ||
	    papo_json_type(j, idx[PAPO_SS_GROUP]) == PAPO_JSON_NULL)
		return;
	papo_group_id_read(&id, j, gpath, idx[PAPO_SS_GROUP],
	    idx[PAPO_SS_STEP], filestep, tmp);
	rec->shash = papo_group_id_hash(&id);
	sp = id.step ? id.step : "";
	sl = id.steplen;
	len = id.keylen;
	if (sl + len + 2 <= sizeof(kb) && sl < 255) {
		kb[0] = (unsigned char)(id.step ? sl + 1 : 0);
		memcpy(kb + 1, sp, sl);
		kb[sl + 1] = (unsigned char)id.keytype;
		memcpy(kb + sl + 2, id.key, len);
		papo_stats_hash128(kb, sl + len + 2, h, rec->ghash);
	} else {
		h[1] ^= id.step ? 1 : 2;
		papo_stats_hash128(sp, sl, h, h);
		h[0] ^= (uint64_t)id.keytype;
		papo_stats_hash128(id.key, len, h, rec->ghash);
		/* apart */
		rec->ghash[1] ^= 0x8000000000000000ULL;
	}
	rec->grouped = 1;
}

/*
 * Correctness (papo_field_outcome's rule), the judge's score and the
 * length of rec.  -1 with e set.
 */
static int
outcome_fields(const struct papo_json *j, const int *idx,
    const char *const *names, struct papo_stats_obs *o,
    struct papo_stats_scratch *sc, struct papo_err *e)
{
	struct papo_outcome oc;
	const char *ocname[PAPO_OC_N];
	int octok[PAPO_OC_N], r;

	octok[PAPO_OC_ACC] = idx[PAPO_SS_ACC];
	octok[PAPO_OC_R_OUT] = idx[PAPO_SS_R_OUT];
	octok[PAPO_OC_VERIFY] = idx[PAPO_SS_VERIFY];
	octok[PAPO_OC_REWARD] = idx[PAPO_SS_REWARD];
	ocname[PAPO_OC_ACC] = names[PAPO_SS_ACC];
	ocname[PAPO_OC_R_OUT] = names[PAPO_SS_R_OUT];
	ocname[PAPO_OC_VERIFY] = names[PAPO_SS_VERIFY];
	ocname[PAPO_OC_REWARD] = names[PAPO_SS_REWARD];
	if (papo_field_outcome(j, octok, ocname, &oc, e) < 0)
		return -1;
	o->correct = (int8_t)oc.correct;
	o->from_reward = (uint8_t)oc.from_reward;
	o->r_out = oc.r_out;

	if ((r = number(j, idx[PAPO_SS_R_PROC], PAPO_F_R_PROC,
	    names[PAPO_SS_R_PROC], &o->r_proc, sc, e)) < 0)
		return -1;
	o->has_r_proc = (uint8_t)r;
	if ((r = number(j, idx[PAPO_SS_LENGTH], PAPO_F_LENGTH,
	    names[PAPO_SS_LENGTH], &o->length, sc, e)) < 0)
		return -1;
	if (r && o->length < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
		    "negative", names[PAPO_SS_LENGTH]);
	o->has_length = (uint8_t)r;
	return 0;
}

/* The seed of the hash of a final answer. */
static const uint64_t answer_seed[2] = {
	0x452821e638d01377ULL, 0xbe5466cf34e90c6cULL
};

int
papo_stats_extract(const struct papo_json *j, const int *idx, int flags,
    const char *const *names, const char *filestep,
    struct papo_stats_rec *rec, struct papo_stats_scratch *sc,
    struct papo_err *e)
{
	struct papo_stats_obs *o = &rec->obs;
	uint64_t h[2];
	const char *b;
	size_t len;
	int i, r, unesc;

	memset(rec, 0, sizeof(*rec));
	/* the advantage, which every record must carry (but for a judge's) */
	i = idx[PAPO_SS_ADV];
	if ((r = number(j, i, PAPO_F_ADV, names[PAPO_SS_ADV], &o->adv, sc,
	    e)) < 0)
		return -1;
	/* the judge-agreement report (a REF field) needs no advantage */
	if (r == 0 && names[PAPO_SS_REF] == NULL && i < 0 &&
	    !(flags & PAPO_STATS_X_RAW))
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
		    "missing (run papo-advantage first)", names[PAPO_SS_ADV]);
	if (r == 0 && names[PAPO_SS_REF] == NULL && i >= 0) {
		/* papo-advantage leaves out a record without an outcome */
		i = idx[PAPO_SS_VERIFY];
		if (i >= 0 && papo_json_type(j, i) == PAPO_JSON_STRING) {
			rec->left_out = 1;
			return 0;
		}
		if (!(flags & PAPO_STATS_X_RAW))
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "is null: the record has no advantage",
			    names[PAPO_SS_ADV]);
	}
	/* a record not scored yet (raw mode): every other metric */
	o->no_adv = r == 0;
	if ((r = number(j, idx[PAPO_SS_ADV_OUT], PAPO_F_ADV_OUT,
	    names[PAPO_SS_ADV_OUT], &o->adv_out, sc, e)) < 0)
		return -1;
	o->has_adv_out = (uint8_t)r;
	if ((r = number(j, idx[PAPO_SS_ADV_PROC], PAPO_F_ADV_PROC,
	    names[PAPO_SS_ADV_PROC], &o->adv_proc, sc, e)) < 0)
		return -1;
	o->has_adv_proc = (uint8_t)r;
	o->adv_proc_null = papo_json_type(j, idx[PAPO_SS_ADV_PROC]) ==
	    PAPO_JSON_NULL;

	if (outcome_fields(j, idx, names, o, sc, e) < 0)
		return -1;
	if (names[PAPO_SS_REF] != NULL && agree_fields(j, idx, names, rec, sc,
	    e) < 0)
		return -1;

	/* the final answer, by a hash of its bytes */
	i = idx[PAPO_SS_PRED];
	if (i >= 0 && papo_json_type(j, i) != PAPO_JSON_NULL) {
		b = token_bytes(j, i, &sc->tmp, &len, &unesc);
		papo_stats_hash128(b, len, answer_seed, o->pred);
		o->has_pred = 1;
	}

	if (row_key(j, idx, flags & PAPO_STATS_X_BY, names, filestep, rec, sc,
	    h, e) < 0)
		return -1;
	group_hash(j, idx, filestep, h, rec, &sc->tmp, sc->group_path);
	return 0;
}
