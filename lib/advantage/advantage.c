/* SPDX-License-Identifier: MIT */
/*
 * advantage.c: group-normalized advantages with the official code's numerics.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "advantage.h"
#include "xalloc.h"

void
papo_adv_defaults(struct papo_adv_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->mode = PAPO_ADV_PAPO;
	o->std = PAPO_STD_SAMPLE;
	o->epsmode = PAPO_EPS_ADD;
	o->signal = PAPO_SIG_JUDGE;
	o->lambda = 1.0;
	o->eps = 1e-6;
	o->max_length = 8192;
	o->overlong_buffer = 4096;
	o->overlong_factor = 1;
	o->lead.alpha = 0.05;
	o->lead.a = 0.4;
	o->lead.b = 1.5;
	o->lead.rho0 = 0.75;
	o->lead.k = 10;
	o->lead.penalty = -1;
	o->lead.gate = 4096;
}

void
papo_adv_needs(const struct papo_adv_opts *o, struct papo_adv_needs *nd)
{
	int proc = 0;

	memset(nd, 0, sizeof(*nd));
	switch (o->mode) {
	case PAPO_ADV_GRPO:
		nd->outcome = 1;
		break;
	case PAPO_ADV_PAPO:
	case PAPO_ADV_FULLNORM:
	case PAPO_ADV_MULT:
	case PAPO_ADV_PA_LEAD:
		nd->outcome = 1;
		proc = 1;
		break;
	case PAPO_ADV_PRM:
		proc = 2;
		break;
	case PAPO_ADV_LEAD:
		nd->outcome = 1;
		break;
	}
	if (proc && o->signal == PAPO_SIG_JUDGE) {
		if (proc == 2)
			nd->proc_all = 1;
		else
			nd->proc_correct = 1;
	}
	if (proc && o->signal == PAPO_SIG_LENGTH) {
		if (proc == 2)
			nd->length_all = 1;
		else
			nd->length_correct = 1;
	}
	if (o->mode == PAPO_ADV_LEAD || o->mode == PAPO_ADV_PA_LEAD)
		nd->length_correct = 1;
	if (o->overlong)
		nd->length_all = 1;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/*
 * Sort v[0, n) ascending: by insertion for a group's few values (qsort
 * and its comparison calls cost ten times as much on 8), by qsort for
 * more.  Both give the same order but for equal values (0 and -0
 * among them), whose order the sums below do not see, and for a NaN,
 * which makes every sum NaN in any order.
 */
static void
sort_values(double *v, size_t n)
{
	size_t i, k;

	if (n > 32) {
		qsort(v, n, sizeof(*v), cmp_double);
		return;
	}
	for (i = 1; i < n; i++) {
		double x = v[i];

		for (k = i; k > 0 && v[k - 1] > x; k--)
			v[k] = v[k - 1];
		v[k] = x;
	}
}

/* The divisor of a deviation from a standard deviation sd. */
static double
divisor(const struct papo_adv_opts *o, double sd)
{
	if (o->std == PAPO_STD_NONE)
		return 1;
	if (o->epsmode == PAPO_EPS_MAX)
		return sd > o->eps ? sd : o->eps;
	return sd + o->eps;
}

/*
 * NeMo-RL's leave-one-out (RLOO) advantages of x[0..n) into y, from the
 * sorted values v, their sum and the sum ss of their squared deviations
 * from the mean: y_i = (x_i - b_i) / divisor(s_i) with b_i the mean of
 * the n - 1 others and s_i their standard deviation (Bessel-corrected
 * over the n - 1 by default, as NeMo-RL since November 2025), and
 * y_i = x_i - b_i where s_i is 0.  Others that are all equal give
 * exactly s_i = 0 and b_i their value; otherwise the sum of squares of
 * the others is ss less the share of x_i, computed in double.
 */
static void
loo(const struct papo_adv_opts *o, const double *x, size_t n, const double *v,
    double sum, double mean, double ss, double *y)
{
	double m = (double)(n - 1), b, d, si, sd;
	size_t i;

	for (i = 0; i < n; i++) {
		if (v[0] == v[n - 1]) {
			y[i] = 0;
			continue;
		}
		if ((x[i] == v[0] && v[1] == v[n - 1]) ||
		    (x[i] == v[n - 1] && v[0] == v[n - 2])) {
			/* the others are equal: no spread to divide by */
			y[i] = x[i] - (x[i] == v[0] ? v[1] : v[0]);
			continue;
		}
		b = (sum - x[i]) / m;
		d = x[i] - mean;
		si = ss - d * d * (double)n / m;
		if (si < 0)
			si = 0;
		if (o->std == PAPO_STD_POPULATION)
			sd = sqrt(si / m);
		else
			sd = n > 2 ? sqrt(si / (m - 1)) : 0;
		y[i] = x[i] - b;
		if (sd > 0)
			y[i] /= divisor(o, sd);
	}
}

static int
normalize(const struct papo_adv_opts *o, const double *x, size_t n,
    double *y, int guarded)
{
	double mean = 0, ss = 0, sum, sd, den, stackbuf[64], *v = stackbuf;
	size_t i;
	int uniform = 1;

	if (n == 0)
		return 0;
	/*
	 * Sum in sorted order: floating-point addition is not associative,
	 * and a group's advantages must not depend on the order in which
	 * its responses arrive.
	 */
	if (n > 64)
		v = papo_xcalloc(n, sizeof(*v));
	memcpy(v, x, n * sizeof(*v));
	sort_values(v, n);
	for (i = 0; i < n; i++) {
		mean += v[i];
		if (v[i] != v[0])
			uniform = 0;
	}
	sum = mean;
	mean /= (double)n;
	if (uniform)
		mean = x[0];	/* exact: a uniform group gives exact zeros */
	if (n == 1 && !guarded && o->baseline == PAPO_BASE_LOO) {
		/* NeMo-RL: a group of one is its own baseline */
		mean = x[0];
		sd = 1;
	} else if (n == 1 && !guarded) {
		/* verl's GRPO: a group of one has mean 0 and std 1 */
		mean = 0;
		sd = 1;
	} else {
		for (i = 0; i < n; i++)
			ss += (v[i] - mean) * (v[i] - mean);
		if (o->std == PAPO_STD_POPULATION)
			sd = sqrt(ss / (double)n);
		else
			sd = n > 1 ? sqrt(ss / (double)(n - 1)) : (double)NAN;
	}
	if (guarded && (n < 2 || !(sd > o->eps))) {
		for (i = 0; i < n; i++)
			y[i] = 0;
		if (v != stackbuf)
			free(v);
		return 0;
	}
	if (o->baseline == PAPO_BASE_LOO && n > 1)
		loo(o, x, n, v, sum, mean, ss, y);
	else if ((den = divisor(o, sd)) == 0) {
		/* --eps 0 and no spread: every x[i] - mean is 0, not 0/0 */
		for (i = 0; i < n; i++)
			y[i] = 0;
		if (v != stackbuf)
			free(v);
		return 0;
	} else {
		for (i = 0; i < n; i++)
			y[i] = (x[i] - mean) / den;
	}
	if (v != stackbuf)
		free(v);
	return 1;
}

/*
 * Values this large are scaled by a power of two before their sum and
 * squares are taken: 1e200 squared, or the sum of two values near
 * 1e308, overflows to infinity and would zero the whole group.  The
 * scale is exact, and eps is scaled with the values, so a group's
 * normalized advantages are the unscaled formula's; without a standard
 * deviation (std none) they are scaled back, and a difference beyond
 * the largest double is infinite, as it is.
 */
#define BIG 0x1p500

int
papo_adv_normalize(const struct papo_adv_opts *o, const double *x, size_t n,
    double *y, int guarded)
{
	struct papo_adv_opts so;
	double big = 0, stackbuf[64], *xs = stackbuf;
	size_t i;
	int e, rc;

	for (i = 0; i < n; i++)
		if (fabs(x[i]) > big)
			big = fabs(x[i]);
	/* a group of one is not summed (and verl's keeps its value) */
	if (n < 2 || !(big > BIG) || isinf(big))
		return normalize(o, x, n, y, guarded);
	e = ilogb(big);
	so = *o;
	so.eps = ldexp(o->eps, -e);
	if (n > 64)
		xs = papo_xcalloc(n, sizeof(*xs));
	for (i = 0; i < n; i++)
		xs[i] = ldexp(x[i], -e);
	rc = normalize(&so, xs, n, y, guarded);
	if (o->std == PAPO_STD_NONE)
		for (i = 0; i < n; i++)
			y[i] = ldexp(y[i], e);
	if (xs != stackbuf)
		free(xs);
	return rc;
}

double
papo_adv_lead_weight(const struct papo_adv_lead *l, double x)
{
	return l->a + (l->b - l->a) / (1 + exp(l->k * (x - l->rho0)));
}

/* The process signal of response i: r_proc, a random tier, or length. */
static double
signal(const struct papo_adv_opts *o, const struct papo_adv_in *in)
{
	uint64_t h;

	switch (o->signal) {
	case PAPO_SIG_RANDOM3:
		h = papo_hash64(&in->key, sizeof(in->key), o->seed);
		return (double)(h % 3) * 0.5;
	case PAPO_SIG_RANDOM5:
		h = papo_hash64(&in->key, sizeof(in->key), o->seed);
		return (double)(h % 5) * 0.25;
	case PAPO_SIG_LENGTH:
		return in->length;
	default:
		return in->r_proc;
	}
}

/*
 * DAPO's overlong penalty of response in (0 without --overlong):
 * min(-(L - (Lmax - B)) / B * factor, 0).
 */
static double
penalty(const struct papo_adv_opts *o, const struct papo_adv_in *in)
{
	double pen;

	if (!o->overlong)
		return 0;
	pen = -(in->length - (o->max_length - o->overlong_buffer)) /
	    o->overlong_buffer * o->overlong_factor;
	return pen < 0 ? pen : 0;
}

/*
 * The reward of a mode's single score plus DAPO's penalty.  verl's DAPO
 * reward manager adds the penalty to whatever score the reward route
 * returned, for every response, wrong ones included: r_out (grpo, and
 * the outcome component of papo and fullnorm), r_out * r_proc (mult,
 * where wrong responses were never judged and score 0), r_proc (prm).
 */
static double
outcome(const struct papo_adv_opts *o, const struct papo_adv_in *in)
{
	return in->r_out + penalty(o, in);
}

/* A_proc over the correct subset into ap (zeros elsewhere); 1 if active. */
static int
proc_correct(const struct papo_adv_opts *o, size_t n,
    const struct papo_adv_in *in, double *ap, double *tmp)
{
	size_t i, m = 0;
	int active;

	for (i = 0; i < n; i++) {
		ap[i] = 0;
		if (in[i].correct)
			tmp[m++] = signal(o, &in[i]);
	}
	if (m < 2)
		return 0;
	active = papo_adv_normalize(o, tmp, m, tmp, 1);
	for (i = 0, m = 0; i < n; i++)
		if (in[i].correct)
			ap[i] = tmp[m++];
	return active;
}

/* GRPO-LEAD rewards into r[0..n). */
static void
lead_rewards(const struct papo_adv_opts *o, size_t n,
    const struct papo_adv_in *in, double *r, double *tmp)
{
	size_t i, j, m = 0;
	double mean = 0, ss = 0, sd, shortest = 0;

	for (i = 0; i < n; i++)
		if (in[i].correct)
			tmp[m++] = in[i].length;
	/* sorted: for the gate, and for sums independent of input order */
	for (i = 1; i < m; i++) {
		double t = tmp[i];

		for (j = i; j > 0 && tmp[j - 1] > t; j--)
			tmp[j] = tmp[j - 1];
		tmp[j] = t;
	}
	for (i = 0; i < m; i++)
		mean += tmp[i];
	if (m)
		mean /= (double)m;
	for (i = 0; i < m; i++)
		ss += (tmp[i] - mean) * (tmp[i] - mean);
	sd = m > 1 ? sqrt(ss / (double)(m - 1)) : 0;
	/* length gate: the mean of the (up to) three shortest correct */
	for (i = 0; i < m && i < 3; i++)
		shortest += tmp[i];
	if (m)
		shortest /= (double)(m < 3 ? m : 3);
	for (i = 0; i < n; i++) {
		double z;

		if (!in[i].correct) {
			r[i] = o->lead.penalty;
			continue;
		}
		if (shortest < o->lead.gate || m < 2 || !(sd > 0)) {
			r[i] = 1;
			continue;
		}
		z = o->std == PAPO_STD_NONE ? in[i].length - mean :
		    (in[i].length - mean) / (sd + o->eps);
		r[i] = exp(-o->lead.alpha * z);
	}
}

int
papo_adv_group(const struct papo_adv_opts *o, size_t n,
    const struct papo_adv_in *in, struct papo_adv_res *res)
{
	double stackbuf[3 * 64], *a, *b, *t, *heap = NULL;
	size_t i, m;
	int active = 0;

	if (n == 0)
		return 0;
	if (n <= 64)
		a = stackbuf;
	else
		a = heap = papo_xcalloc(3 * n, sizeof(double));
	b = a + n;
	t = b + n;
	for (i = 0; i < n; i++)
		res[i].adv = res[i].adv_out = res[i].adv_proc = (double)NAN;

	switch (o->mode) {
	case PAPO_ADV_GRPO:
		for (i = 0; i < n; i++)
			a[i] = outcome(o, &in[i]);
		papo_adv_normalize(o, a, n, a, 0);
		for (i = 0; i < n; i++)
			res[i].adv = res[i].adv_out = a[i];
		break;
	case PAPO_ADV_PRM:
		for (i = 0; i < n; i++)
			a[i] = signal(o, &in[i]) + penalty(o, &in[i]);
		papo_adv_normalize(o, a, n, a, 0);
		for (i = 0; i < n; i++)
			res[i].adv = res[i].adv_proc = a[i];
		break;
	case PAPO_ADV_MULT:
		for (i = 0; i < n; i++)
			a[i] = (in[i].correct ? in[i].r_out *
			    signal(o, &in[i]) : 0) + penalty(o, &in[i]);
		papo_adv_normalize(o, a, n, a, 0);
		for (i = 0; i < n; i++)
			res[i].adv = a[i];
		break;
	case PAPO_ADV_PAPO:
	case PAPO_ADV_FULLNORM:
		for (i = 0; i < n; i++)
			a[i] = outcome(o, &in[i]);
		papo_adv_normalize(o, a, n, a, 1);
		if (o->mode == PAPO_ADV_PAPO)
			active = proc_correct(o, n, in, b, t);
		else {
			for (i = 0; i < n; i++)
				b[i] = in[i].correct ? signal(o, &in[i]) : 0;
			active = papo_adv_normalize(o, b, n, b, 1);
		}
		for (i = 0; i < n; i++) {
			res[i].adv_out = a[i];
			res[i].adv_proc = b[i];
			res[i].adv = a[i] + o->lambda * b[i];
		}
		break;
	case PAPO_ADV_LEAD:
	case PAPO_ADV_PA_LEAD:
		lead_rewards(o, n, in, a, t);
		papo_adv_normalize(o, a, n, a, 0);
		for (i = 0; i < n; i++)
			b[i] = 0;
		if (o->mode == PAPO_ADV_PA_LEAD)
			active = proc_correct(o, n, in, b, t);
		for (i = 0, m = 0; i < n; i++)
			m += in[i].correct != 0;
		{
			double rho = (double)m / (double)n;
			double wpos = papo_adv_lead_weight(&o->lead, rho);
			double wneg = papo_adv_lead_weight(&o->lead, 1 - rho);

			for (i = 0; i < n; i++) {
				double tot = a[i] + o->lambda * b[i];

				res[i].adv_out = a[i];
				if (o->mode == PAPO_ADV_PA_LEAD)
					res[i].adv_proc = b[i];
				res[i].adv = tot > 0 ? tot * wpos :
				    tot < 0 ? tot * wneg : 0;
			}
		}
		break;
	}
	if (o->clip > 0)
		for (i = 0; i < n; i++) {
			if (res[i].adv > o->clip)
				res[i].adv = o->clip;
			else if (res[i].adv < -o->clip)
				res[i].adv = -o->clip;
		}
	free(heap);
	return active;
}
