/* SPDX-License-Identifier: MIT */
/* agree.c: a judge's tiers against reference labels, the paper's validation. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "agree.h"
#include "ascii.h"
#include "exactsum.h"
#include "json.h"
#include "table.h"
#include "xalloc.h"

/* null: no data (NAN alone is a float) */
#define NONE ((double)NAN)

void
papo_agree_init(struct papo_agree *a)
{
	memset(a, 0, sizeof(*a));
}

void
papo_agree_release(struct papo_agree *a)
{
	free(a->obs);
	memset(a, 0, sizeof(*a));
}

void
papo_agree_add(struct papo_agree *a, const struct papo_agree_obs *o)
{
	a->records++;
	a->with_tier += o->has_tier;
	a->with_ref += o->has_ref;
	if (o->has_tier && o->has_swap) {
		a->swap_compared++;
		a->swap_unchanged += o->tier == o->swap;
	}
	if (!o->has_tier || !o->has_ref)
		return;
	a->obs = papo_xgrow(a->obs, &a->cap, a->n + 1, sizeof(*a->obs));
	a->obs[a->n++] = *o;
}

static const char *const phrases[] = {
	"verif", "double-check", "double check", "sanity check",
	"let me check", "let's check", "let us check", "we can check",
	"to check", "checking", "confirm", "plug back", "plugging back",
	"plug it back", "plugging it back", "substitute back",
	"substituting back", "back-substitut", "back substitut"
};

static int
lower(int c)
{
	return papo_ascii_lower(c);
}

int
papo_agree_verification(const char *s, size_t n)
{
	size_t i, k, p;

	for (i = 0; i < n; i++) {
		int c = lower((unsigned char)s[i]);

		/* every phrase starts with one of these letters */
		if (c != 'v' && c != 'd' && c != 's' && c != 'l' && c != 'w' &&
		    c != 't' && c != 'c' && c != 'p' && c != 'b')
			continue;
		for (p = 0; p < sizeof(phrases) / sizeof(phrases[0]); p++) {
			const char *ph = phrases[p];

			for (k = 0; ph[k] && i + k < n &&
			    lower((unsigned char)s[i + k]) ==
			    (unsigned char)ph[k]; k++)
				;
			if (ph[k] == '\0')
				return 1;
		}
	}
	return 0;
}

static const char *const subset_names[PAPO_AGREE_NSUB] = {
	"all", "correct", "wrong", "length_q1", "length_q2", "length_q3",
	"length_q4", "verification", "no_verification"
};

const char *
papo_agree_subset_name(int s)
{
	return s >= 0 && s < PAPO_AGREE_NSUB ? subset_names[s] : NULL;
}

/* Add x to the sorted set v[0..*n) of at most cap values (-0 is 0); -1 full. */
static int
add_level(double *v, size_t *n, size_t cap, double x)
{
	size_t i, k;

	if (x == 0)
		x = 0;
	for (i = 0; i < *n && v[i] < x; i++)
		;
	if (i < *n && v[i] == x)
		return 0;
	if (*n == cap)
		return -1;
	for (k = *n; k > i; k--)
		v[k] = v[k - 1];
	v[i] = x;
	(*n)++;
	return 0;
}

/* The index of x in the sorted set v[0..n) (x is there). */
static size_t
level(const double *v, size_t n, double x)
{
	size_t lo = 0, hi = n;

	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (v[mid] <= x)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

static int
cmp_double(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return (a > b) - (a < b);
}

/* Is record o in subset s, given the quartile cut points q[0..3)? */
static int
member(const struct papo_agree_obs *o, int s, const double *q)
{
	int quart;

	switch (s) {
	case PAPO_AGREE_ALL:
		return 1;
	case PAPO_AGREE_CORRECT:
		return o->correct == 1;
	case PAPO_AGREE_WRONG:
		return o->correct == 0;
	case PAPO_AGREE_VERIF:
		return o->verif == 1;
	case PAPO_AGREE_NO_VERIF:
		return o->verif == 0;
	default:
		if (!o->has_length)
			return 0;
		quart = o->length <= q[0] ? 0 : o->length <= q[1] ? 1 :
		    o->length <= q[2] ? 2 : 3;
		return quart == s - PAPO_AGREE_Q1;
	}
}

/*
 * (n a - S) / (n^2 - S) in 128-bit integers: exact up to the final
 * division.  NaN when the denominator is 0 (one category throughout).
 */
static double
kappa(uint64_t n, uint64_t agree, const uint64_t *cj, const uint64_t *cr,
    size_t ncat)
{
	papo_exactsum_u128 s = 0, na, nn;
	size_t c;

	for (c = 0; c < ncat; c++)
		s += (papo_exactsum_u128)cj[c] * cr[c];
	na = (papo_exactsum_u128)n * agree;
	nn = (papo_exactsum_u128)n * n;
	if (nn == s)
		return NONE;
	return na >= s ? (double)(na - s) / (double)(nn - s) :
	    -((double)(s - na) / (double)(nn - s));
}

static void
subset(const struct papo_agree *a, struct papo_agree_result *r, int s,
    const double *q, const double *cat, size_t ncat)
{
	struct papo_agree_sub *sub = &r->sub[s];
	struct papo_exactsum sum[PAPO_AGREE_LEVELS];
	uint64_t cj[2 * PAPO_AGREE_LEVELS], cr[2 * PAPO_AGREE_LEVELS];
	size_t i, k;

	memset(sub, 0, sizeof(*sub));
	memset(cj, 0, sizeof(cj));
	memset(cr, 0, sizeof(cr));
	for (k = 0; k < r->ntier; k++)
		papo_exactsum_init(&sum[k]);
	sub->lo = sub->hi = NONE;
	for (i = 0; i < a->n; i++) {
		const struct papo_agree_obs *o = &a->obs[i];

		if (!member(o, s, q))
			continue;
		sub->n++;
		sub->agree += o->tier == o->ref;
		cj[level(cat, ncat, o->tier)]++;
		cr[level(cat, ncat, o->ref)]++;
		k = level(r->tier, r->ntier, o->tier);
		sub->tier_n[k]++;
		papo_exactsum_add(&sum[k], o->ref);
		if (s >= PAPO_AGREE_Q1 && s <= PAPO_AGREE_Q4) {
			if (sub->n == 1 || o->length < sub->lo)
				sub->lo = o->length;
			if (sub->n == 1 || o->length > sub->hi)
				sub->hi = o->length;
		}
	}
	sub->agreement = sub->n ? (double)sub->agree / (double)sub->n : NONE;
	sub->kappa = sub->n ? kappa(sub->n, sub->agree, cj, cr, ncat) : NONE;
	for (k = 0; k < r->ntier; k++) {
		if (sub->tier_n[k] == 0) {
			sub->ref_mean[k] = sub->gap[k] = NONE;
			continue;
		}
		sub->ref_mean[k] = papo_exactsum_value(&sum[k]) /
		    (double)sub->tier_n[k];
		sub->gap[k] = fabs(r->tier[k] - sub->ref_mean[k]);
	}
}

int
papo_agree_report(const struct papo_agree *a, const char *tier_name,
    const char *ref_name, struct papo_agree_result *r, struct papo_err *e)
{
	double cat[2 * PAPO_AGREE_LEVELS], q[3] = { 0, 0, 0 }, *len;
	size_t i, ncat = 0, m = 0;
	int s, binary;

	memset(r, 0, sizeof(*r));
	r->records = a->records;
	r->with_tier = a->with_tier;
	r->with_ref = a->with_ref;
	r->compared = a->n;
	for (i = 0; i < a->n; i++) {
		if (add_level(r->tier, &r->ntier, PAPO_AGREE_LEVELS,
		    a->obs[i].tier) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "takes more than %d distinct values: the report "
			    "compares tiers", tier_name, PAPO_AGREE_LEVELS);
		if (add_level(r->ref, &r->nref, PAPO_AGREE_LEVELS,
		    a->obs[i].ref) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "takes more than %d distinct values: the report "
			    "compares tiers (round the labels)", ref_name,
			    PAPO_AGREE_LEVELS);
		r->has_lengths |= a->obs[i].has_length;
		r->has_verif |= a->obs[i].verif >= 0;
	}
	/* the categories of kappa: the values of both fields */
	for (i = 0; i < r->ntier; i++)
		add_level(cat, &ncat, 2 * PAPO_AGREE_LEVELS, r->tier[i]);
	for (i = 0; i < r->nref; i++)
		add_level(cat, &ncat, 2 * PAPO_AGREE_LEVELS, r->ref[i]);
	/* the labels' scale: their values, 0 and 1 when they are flags */
	binary = r->nref > 0;
	for (i = 0; i < r->nref; i++)
		binary &= r->ref[i] == 0 || r->ref[i] == 1;
	for (i = 0; i < a->n; i++) {
		size_t t = level(r->tier, r->ntier, a->obs[i].tier), k;
		double v = a->obs[i].tier;

		r->confusion[level(r->ref, r->nref, a->obs[i].ref)][t]++;
		for (k = 0; k < r->nref && r->ref[k] != v; k++)
			;
		if (binary)
			r->offscale += v > 0 && v < 1;
		else if (r->nref > 0)
			r->offscale += k == r->nref && v > r->ref[0] &&
			    v < r->ref[r->nref - 1];
	}
	/* the quartiles' cut points, by nearest rank */
	len = papo_xcalloc(a->n + 1, sizeof(*len));
	for (i = 0; i < a->n; i++)
		if (a->obs[i].has_length)
			len[m++] = a->obs[i].length;
	if (m) {
		qsort(len, m, sizeof(*len), cmp_double);
		for (i = 0; i < 3; i++)
			q[i] = len[((i + 1) * m + 3) / 4 - 1];
	}
	free(len);
	for (s = 0; s < PAPO_AGREE_NSUB; s++)
		subset(a, r, s, q, cat, ncat);
	r->swap_compared = a->swap_compared;
	r->swap_unchanged = a->swap_unchanged;
	r->swap_unchanged_ratio = a->swap_compared ?
	    (double)a->swap_unchanged / (double)a->swap_compared : NONE;
	return 0;
}

/* The union of the runs' judge tiers, sorted, into v; returns how many. */
static size_t
all_tiers(const struct papo_agree_result *res, size_t nrun, double *v,
    size_t cap)
{
	size_t i, k, n = 0;

	for (i = 0; i < nrun; i++)
		for (k = 0; k < res[i].ntier; k++)
			add_level(v, &n, cap, res[i].tier[k]);
	return n;
}

/* The decimals that write a tier or label as it is (0.5: 1), up to 6. */
static int
value_dec(double x)
{
	int d;

	for (d = 0; d < 6; d++) {
		double y = x * pow(10, d);

		if (y == floor(y))
			break;
	}
	return d;
}

/* A column name: prefix and the value's shortest decimal ("gap_0.5"). */
static void
col_name(struct papo_buf *b, const char *prefix, double x)
{
	papo_buf_reset(b);
	papo_buf_adds(b, prefix);
	papo_json_put_num(b, x);
}

/* A table's first columns: "report" (JSONL), "run" (named runs). */
static size_t
lead_cols(struct papo_table *t, int report, int named)
{
	if (report)
		papo_table_add_col(t, "report", 0, 1);
	if (named)
		papo_table_add_col(t, "run", 0, 1);
	return (size_t)(report + named);
}

static size_t
lead_row(struct papo_table *t, const char *report, const char *run)
{
	size_t r = papo_table_add_row(t), c = 0;

	if (t->ncol && strcmp(t->col[0].name, "report") == 0)
		papo_table_set_str(t, r, c++, report, strlen(report));
	if (run)
		papo_table_set_str(t, r, c, run, strlen(run));
	return r;
}

/* Append table t in format fmt, under title in text. */
static void
put_table(struct papo_buf *out, const struct papo_table *t, const char *title,
    enum papo_agree_format fmt, size_t width, int first)
{
	if (fmt == PAPO_AGREE_JSONL) {
		papo_table_jsonl(t, out);
		return;
	}
	if (!first)
		papo_buf_addc(out, '\n');
	if (fmt == PAPO_AGREE_TSV) {
		papo_table_tsv(t, out);
		return;
	}
	papo_buf_adds(out, title);
	papo_buf_addc(out, '\n');
	papo_table_text(t, width, out);
}

/* What the report's tables share. */
struct report {
	struct papo_buf *out;
	const struct papo_agree_result *res;
	const char *const *runs;	/* NULL: one run, not named */
	size_t nrun;
	const char *tier_name, *ref_name, *swap_name;
	enum papo_agree_format fmt;
	size_t width;
	double *tiers;			/* every run's tiers, sorted */
	size_t ntiers;
	struct papo_buf name, title;	/* scratch */
};

/* A new row of table t for run i of the report named report. */
static size_t
report_row(const struct report *rp, struct papo_table *t, const char *report,
    size_t i)
{
	return lead_row(t, report, rp->runs ? rp->runs[i] : NULL);
}

/* Start table t with the lead columns; its first own column. */
static size_t
report_table(const struct report *rp, struct papo_table *t)
{
	papo_table_init(t);
	return lead_cols(t, rp->fmt == PAPO_AGREE_JSONL, rp->runs != NULL);
}

/* Append table t under the report's title, and free it. */
static void
report_put(struct report *rp, struct papo_table *t, int first)
{
	put_table(rp->out, t, rp->title.s, rp->fmt, rp->width, first);
	papo_table_release(t);
	papo_buf_reset(&rp->title);
}

/* records: how many were judged, labelled and compared */
static void
write_records(struct report *rp)
{
	const struct papo_agree_result *res = rp->res;
	struct papo_table t;
	size_t i, r, c0 = report_table(rp, &t);

	papo_table_add_col(&t, "records", 1, 0);
	papo_table_add_col(&t, "judged", 1, 0);
	papo_table_add_col(&t, "labelled", 1, 0);
	papo_table_add_col(&t, "compared", 1, 0);
	papo_table_add_col(&t, "off_scale", 1, 0);
	for (i = 0; i < rp->nrun; i++) {
		r = report_row(rp, &t, "records", i);
		papo_table_set_num(&t, r, c0, (double)res[i].records, 0);
		papo_table_set_num(&t, r, c0 + 1, (double)res[i].with_tier, 0);
		papo_table_set_num(&t, r, c0 + 2, (double)res[i].with_ref, 0);
		papo_table_set_num(&t, r, c0 + 3, (double)res[i].compared, 0);
		papo_table_set_num(&t, r, c0 + 4, (double)res[i].offscale, 0);
	}
	papo_buf_addf(&rp->title, "records: judged ('%s'), labelled ('%s'), "
	    "compared (both), off_scale (judged a tier that no label takes, "
	    "as 0.5 against labels of 0 and 1: never counted as agreeing)",
	    rp->tier_name, rp->ref_name);
	report_put(rp, &t, 1);
}

/* One subset's row of the agreement table. */
static void
agreement_row(struct report *rp, struct papo_table *t, size_t c0, size_t i,
    int s)
{
	const struct papo_agree_result *res = &rp->res[i];
	const struct papo_agree_sub *sub = &res->sub[s];
	const char *sn = papo_agree_subset_name(s);
	struct papo_buf *name = &rp->name;
	size_t k, r = report_row(rp, t, "agreement", i);

	papo_table_set_str(t, r, c0, sn, strlen(sn));
	papo_table_set_num(t, r, c0 + 1, (double)sub->n, 0);
	papo_table_set_num(t, r, c0 + 2, sub->agreement, -1);
	papo_table_set_num(t, r, c0 + 3, sub->kappa, -1);
	if (isfinite(sub->lo)) {
		papo_buf_reset(name);
		papo_json_put_num(name, sub->lo);
		papo_buf_adds(name, "-");
		papo_json_put_num(name, sub->hi);
		papo_table_set_str(t, r, c0 + 4, name->s, name->len);
	}
	for (k = 0; k < res->ntier; k++)
		papo_table_set_num(t, r, c0 + 5 + level(rp->tiers, rp->ntiers,
		    res->tier[k]), sub->gap[k], -1);
}

/* agreement, by subset, with the calibration gap of each tier */
static void
write_agreement(struct report *rp)
{
	const struct papo_agree_result *res = rp->res;
	struct papo_table t;
	size_t i, k, c0 = report_table(rp, &t);
	uint64_t off = 0;
	int s;

	papo_table_add_col(&t, "subset", 0, 1);
	papo_table_add_col(&t, "responses", 1, 0);
	papo_table_add_col(&t, "agreement", 0, 0);
	papo_table_add_col(&t, "kappa", 0, 0);
	papo_table_add_col(&t, "lengths", 0, 0);
	for (k = 0; k < rp->ntiers; k++) {
		col_name(&rp->name, "gap_", rp->tiers[k]);
		papo_table_add_col(&t, rp->name.s, 0, 0);
	}
	for (i = 0; i < rp->nrun; i++)
		off += res[i].offscale;
	for (i = 0; i < rp->nrun; i++)
		for (s = 0; s < PAPO_AGREE_NSUB; s++) {
			/* quartiles and phrases only when there is data */
			if (s >= PAPO_AGREE_Q1 && s <= PAPO_AGREE_Q4 &&
			    !res[i].has_lengths)
				continue;
			if (s >= PAPO_AGREE_VERIF && !res[i].has_verif)
				continue;
			agreement_row(rp, &t, c0, i, s);
		}
	papo_buf_addf(&rp->title, "agreement of '%s' with '%s' (gap_T: |T - "
	    "mean '%s' of the responses judged T|)", rp->tier_name,
	    rp->ref_name, rp->ref_name);
	if (off)
		papo_buf_addf(&rp->title,
		    "; the %llu off_scale responses count as disagreements: "
		    "on a scale the labels do not share, "
		    "read the calibration gaps, not the agreement",
		    (unsigned long long)off);
	report_put(rp, &t, 0);
}

/* calibration of each tier, all records */
static void
write_calibration(struct report *rp)
{
	const struct papo_agree_result *res = rp->res;
	struct papo_table t;
	size_t i, k, r, c0 = report_table(rp, &t);

	papo_table_add_col(&t, "tier", 0, 1);
	papo_table_add_col(&t, "responses", 1, 0);
	papo_table_add_col(&t, "reference_mean", 0, 0);
	papo_table_add_col(&t, "gap", 0, 0);
	for (i = 0; i < rp->nrun; i++)
		for (k = 0; k < res[i].ntier; k++) {
			const struct papo_agree_sub *all =
			    &res[i].sub[PAPO_AGREE_ALL];

			r = report_row(rp, &t, "calibration", i);
			papo_table_set_num(&t, r, c0, res[i].tier[k],
			    value_dec(res[i].tier[k]));
			papo_table_set_num(&t, r, c0 + 1,
			    (double)all->tier_n[k], 0);
			papo_table_set_num(&t, r, c0 + 2, all->ref_mean[k], -1);
			papo_table_set_num(&t, r, c0 + 3, all->gap[k], -1);
		}
	papo_buf_addf(&rp->title, "calibration: the mean '%s' of the "
	    "responses of each tier of '%s'", rp->ref_name, rp->tier_name);
	report_put(rp, &t, 0);
}

/* the confusion matrix */
static void
write_confusion(struct report *rp)
{
	const struct papo_agree_result *res = rp->res;
	struct papo_table t;
	size_t i, k, l, r, c0 = report_table(rp, &t);

	papo_table_add_col(&t, "reference", 0, 1);
	for (k = 0; k < rp->ntiers; k++) {
		col_name(&rp->name, "judge_", rp->tiers[k]);
		papo_table_add_col(&t, rp->name.s, 1, 0);
	}
	for (i = 0; i < rp->nrun; i++)
		for (l = 0; l < res[i].nref; l++) {
			r = report_row(rp, &t, "confusion", i);
			papo_table_set_num(&t, r, c0, res[i].ref[l],
			    value_dec(res[i].ref[l]));
			for (k = 0; k < rp->ntiers; k++)
				papo_table_set_num(&t, r, c0 + 1 + k, 0, 0);
			for (k = 0; k < res[i].ntier; k++)
				papo_table_set_num(&t, r, c0 + 1 +
				    level(rp->tiers, rp->ntiers,
				    res[i].tier[k]),
				    (double)res[i].confusion[l][k], 0);
		}
	papo_buf_addf(&rp->title, "confusion: a row per '%s', a column per "
	    "'%s'", rp->ref_name, rp->tier_name);
	report_put(rp, &t, 0);
}

/* the order check */
static void
write_order(struct report *rp)
{
	const struct papo_agree_result *res = rp->res;
	struct papo_table t;
	size_t i, r, c0 = report_table(rp, &t);

	papo_table_add_col(&t, "compared", 1, 0);
	papo_table_add_col(&t, "unchanged", 1, 0);
	papo_table_add_col(&t, "unchanged_ratio", 0, 0);
	for (i = 0; i < rp->nrun; i++) {
		r = report_row(rp, &t, "order", i);
		papo_table_set_num(&t, r, c0, (double)res[i].swap_compared, 0);
		papo_table_set_num(&t, r, c0 + 1,
		    (double)res[i].swap_unchanged, 0);
		papo_table_set_num(&t, r, c0 + 2, res[i].swap_unchanged_ratio,
		    -1);
	}
	papo_buf_addf(&rp->title, "order: '%s' against '%s' (judged with "
	    "reference and response swapped)", rp->tier_name, rp->swap_name);
	report_put(rp, &t, 0);
}

void
papo_agree_write(struct papo_buf *out, const struct papo_agree_result *res,
    const char *const *runs, size_t nrun, const char *tier_name,
    const char *ref_name, const char *swap_name, enum papo_agree_format fmt,
    size_t width)
{
	struct report rp;

	memset(&rp, 0, sizeof(rp));
	rp.out = out;
	rp.res = res;
	rp.runs = runs;
	rp.nrun = nrun;
	rp.tier_name = tier_name;
	rp.ref_name = ref_name;
	rp.swap_name = swap_name;
	rp.fmt = fmt;
	rp.width = width;
	rp.tiers = papo_xcalloc(nrun * PAPO_AGREE_LEVELS + 1,
	    sizeof(*rp.tiers));
	rp.ntiers = all_tiers(res, nrun, rp.tiers, nrun * PAPO_AGREE_LEVELS);
	write_records(&rp);
	write_agreement(&rp);
	write_calibration(&rp);
	write_confusion(&rp);
	if (swap_name)
		write_order(&rp);
	papo_buf_release(&rp.name);
	papo_buf_release(&rp.title);
	free(rp.tiers);
}
