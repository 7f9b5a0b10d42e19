/* SPDX-License-Identifier: MIT */
/*
 * stats_partial.c: writing and reading papo-stats' partial results (each
 * row's exact state as JSONL).
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exactsum.h"
#include "stats_partial.h"
#include "xalloc.h"

/* The counts of a row, by their names in the format. */
#define NCOUNT 17
static const char *const count_name[NCOUNT] = {
	"responses", "zero", "positive", "negative", "known", "correct",
	"with_r_proc", "grouped", "groups", "active_groups", "uniform_groups",
	"all_correct_groups", "all_wrong_groups", "with_adv_proc",
	"adv_proc_null", "answered", "answered_groups"
};

static uint64_t *
count_field(struct papo_stats_acc *a, int k)
{
	uint64_t *const f[NCOUNT] = {
		&a->n, &a->zero, &a->pos, &a->neg, &a->known, &a->correct,
		&a->with_proc, &a->grouped, &a->groups, &a->active,
		&a->uniform_known, &a->all_correct, &a->all_wrong,
		&a->with_adv_proc, &a->adv_proc_null, &a->answered,
		&a->answered_groups
	};

	return f[k];
}

/* The moments of a row, by their names in the format. */
#define NMOM 11
static const char *const mom_name[NMOM] = {
	"adv_correct", "adv_wrong", "adv_unknown", "adv_out", "adv_proc",
	"r_proc_correct", "length", "length_correct", "length_wrong",
	"corr_r_proc", "corr_length"
};

static struct papo_stats_moments *
mom_field(struct papo_stats_acc *a, int k)
{
	struct papo_stats_moments *const f[NMOM] = {
		&a->adv_correct, &a->adv_wrong, &a->adv_unknown, &a->adv_out,
		&a->adv_proc, &a->proc_correct, &a->length, &a->length_correct,
		&a->length_wrong, &a->corr_x, &a->corr_y
	};

	return f[k];
}

void
papo_stats_partial_write_head(struct papo_buf *out, const char *by,
    const char *const *runs, size_t nruns, const long *held, size_t nheld,
    unsigned long nshards, size_t rows)
{
	size_t i;

	papo_buf_addf(out, "{\"papo-stats-partial\":%d,\"by\":",
	    PAPO_STATS_PARTIAL_VERSION);
	papo_json_put_str(out, by, strlen(by));
	papo_buf_adds(out, ",\"runs\":");
	if (runs == NULL)
		papo_buf_adds(out, "null");
	else {
		papo_buf_addc(out, '[');
		for (i = 0; i < nruns; i++) {
			if (i)
				papo_buf_addc(out, ',');
			papo_json_put_str(out, runs[i], strlen(runs[i]));
		}
		papo_buf_addc(out, ']');
	}
	if (nheld == 1)
		papo_buf_addf(out, ",\"shard\":[%ld,%lu]", held[0], nshards);
	else if (nheld > 1) {
		papo_buf_adds(out, ",\"shard\":[[");
		for (i = 0; i < nheld; i++)
			papo_buf_addf(out, "%s%ld", i ? "," : "", held[i]);
		papo_buf_addf(out, "],%lu]", nshards);
	} else
		papo_buf_adds(out, ",\"shard\":null");
	papo_buf_addf(out, ",\"rows\":%zu}\n", rows);
}

void
papo_stats_partial_write_row(struct papo_buf *out, const char *run,
    const struct papo_stats_row *row)
{
	/* the fields are read through non-const pointers, never written */
	struct papo_stats_acc *a = (struct papo_stats_acc *)&row->acc;
	int k;

	papo_buf_adds(out, "{\"run\":");
	if (run)
		papo_json_put_str(out, run, strlen(run));
	else
		papo_buf_adds(out, "null");
	papo_buf_adds(out, ",\"key\":");
	papo_stats_key_json(out, &row->key);
	for (k = 0; k < NCOUNT; k++)
		papo_buf_addf(out, ",\"%s\":%llu", count_name[k],
		    (unsigned long long)*count_field(a, k));
	for (k = 0; k < NMOM; k++) {
		const struct papo_stats_moments *w = mom_field(a, k);
		struct papo_stats_sums t;

		papo_buf_addf(out, ",\"%s\":{\"n\":%llu,\"min\":", mom_name[k],
		    (unsigned long long)w->n);
		if (w->n) {
			papo_json_put_num(out, papo_stats_moments_min(w));
			papo_buf_adds(out, ",\"max\":");
			papo_json_put_num(out, papo_stats_moments_max(w));
		} else
			papo_buf_adds(out, "null,\"max\":null");
		papo_stats_moments_sums(w, &t);
		papo_buf_adds(out, ",\"sum\":\"");
		papo_exactsum_format(&t.s1, out);
		papo_buf_adds(out, "\",\"sum_sq\":\"");
		papo_exactsum_format(&t.s2, out);
		papo_buf_adds(out, "\"}");
	}
	papo_buf_adds(out, ",\"corr_cross\":\"");
	{
		struct papo_exactsum xy;

		papo_stats_acc_corr_xy(a, &xy);
		papo_exactsum_format(&xy, out);
	}
	papo_buf_adds(out, "\",\"answers\":[");
	{
		const struct papo_stats_answer **v =
		    papo_stats_answers_sorted(&a->answers);
		size_t i;

		for (i = 0; i < a->answers.n; i++)
			papo_buf_addf(out, "%s[\"%016" PRIx64 "%016" PRIx64
			    "\",%" PRIu64 ",%" PRIu64 "]", i ? "," : "",
			    v[i]->key[0], v[i]->key[1], v[i]->responses,
			    v[i]->groups);
		free(v);
	}
	papo_buf_adds(out, "]}\n");
}

void
papo_stats_partial_head_release(struct papo_stats_partial_head *h)
{
	size_t i;

	for (i = 0; i < h->nruns; i++)
		free(h->runs[i]);
	free(h->runs);
	free(h->by);
	free(h->held);
	memset(h, 0, sizeof(*h));
}

void
papo_stats_partial_row_release(struct papo_stats_partial_row *r)
{
	free(r->run);
	free(r->keymem);
	papo_stats_acc_release(&r->acc);
	memset(r, 0, sizeof(*r));
}

/* Member name of object obj: its value's token, -1 absent, -2 (e set) twice. */
static int
member(const struct papo_json *j, int obj, const char *name,
    struct papo_err *e)
{
	return papo_json_member(j, (size_t)obj, name, strlen(name), e);
}

/* A required member: its token, or -1 with e set. */
static int
need(const struct papo_json *j, int obj, const char *path, const char *name,
    struct papo_err *e)
{
	int i = member(j, obj, name, e);

	if (i == -1)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s%s%s' is "
		    "missing", path, *path ? "." : "", name);
	return i < 0 ? -1 : i;
}

/* String token i unescaped, as a string the caller frees (length in *len). */
static char *
str_dup(const struct papo_json *j, int i, size_t *len)
{
	struct papo_buf b = PAPO_BUF_INIT;

	papo_json_str(j, i, &b);
	return papo_buf_detach(&b, len);
}

/* A nonnegative integer written without sign, fraction or exponent. */
static int
count(const struct papo_json *j, int i, uint64_t *out)
{
	const char *s = j->s + j->tok[i].start;
	size_t n = j->tok[i].end - j->tok[i].start, k;
	uint64_t v = 0;

	if (papo_json_type(j, i) != PAPO_JSON_NUMBER || n == 0 || n > 20 ||
	    (n > 1 && s[0] == '0'))
		return -1;
	for (k = 0; k < n; k++) {
		if (s[k] < '0' || s[k] > '9')
			return -1;
		if (v > (UINT64_MAX - (uint64_t)(s[k] - '0')) / 10)
			return -1;
		v = v * 10 + (uint64_t)(s[k] - '0');
	}
	*out = v;
	return 0;
}

static int
need_count(const struct papo_json *j, int obj, const char *path,
    const char *name, uint64_t *out, struct papo_err *e)
{
	int i = need(j, obj, path, name, e);

	if (i < 0)
		return -1;
	if (count(j, i, out) < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s%s%s' must "
		    "be a count (a nonnegative integer)", path,
		    *path ? "." : "", name);
	return 0;
}

/*
 * Can n values between min and max have sums s1 and s2?  The mean
 * within [min, max] (exactly: n min <= s1 <= n max), and the variance
 * not negative (n s2 >= s1 s1, up to the rounding of doubles).  -1 with
 * e set when not.
 */
static int
moments_possible(const struct papo_stats_sums *ws, uint64_t n,
    const char *name, struct papo_err *e)
{
	struct papo_exactsum lo = ws->s1, hi = ws->s1;
	double v1, v2, nd = (double)n;

	papo_exactsum_add_prod(&lo, -nd, ws->min);
	papo_exactsum_add_prod(&hi, -nd, ws->max);
	if (papo_exactsum_sign(&lo) < 0 || papo_exactsum_sign(&hi) > 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' cannot be: "
		    "its mean is outside its least and greatest values", name);
	v1 = papo_exactsum_value(&ws->s1);
	v2 = papo_exactsum_value(&ws->s2);
	if (isfinite(v1) && isfinite(v2) && nd * v2 - v1 * v1 <
	    -1e-9 * (nd * v2 + v1 * v1))
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' cannot be: "
		    "its variance is negative (n sum_sq < sum * sum)", name);
	return 0;
}

static int
read_moments(const struct papo_json *j, int obj, const char *name,
    struct papo_stats_moments *w, struct papo_err *e)
{
	static const char *const sums[2] = { "sum", "sum_sq" };
	struct papo_stats_sums *ws = papo_stats_moments_exact(w);
	int i, k, mm[2];
	size_t len;
	int esc;
	const char *s;

	if (papo_json_type(j, obj) != PAPO_JSON_OBJECT)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be "
		    "an object", name);
	if (need_count(j, obj, name, "n", &w->n, e) < 0)
		return -1;
	for (k = 0; k < 2; k++) {
		if ((i = need(j, obj, name, sums[k], e)) < 0)
			return -1;
		s = papo_json_type(j, i) == PAPO_JSON_STRING ?
		    papo_json_str_raw(j, i, &len, &esc) : NULL;
		if (s == NULL || esc ||
		    papo_exactsum_parse(k ? &ws->s2 : &ws->s1, s, len) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s.%s' "
			    "is not an exact sum (such as \"0x18p-4\")", name,
			    sums[k]);
	}
	if ((mm[0] = need(j, obj, name, "min", e)) < 0 ||
	    (mm[1] = need(j, obj, name, "max", e)) < 0)
		return -1;
	if (w->n == 0) {
		if (papo_json_type(j, mm[0]) != PAPO_JSON_NULL ||
		    papo_json_type(j, mm[1]) != PAPO_JSON_NULL ||
		    papo_exactsum_sign(&ws->s1) != 0 ||
		    papo_exactsum_sign(&ws->s2) != 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "has no values but a least, greatest value or sum",
			    name);
		return 0;
	}
	if (papo_json_num(j, mm[0], &ws->min) < 0 ||
	    papo_json_num(j, mm[1], &ws->max) < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s': 'min' and "
		    "'max' must be numbers", name);
	if (ws->min == 0)
		ws->min = 0;
	if (ws->max == 0)
		ws->max = 0;
	if (!(ws->min <= ws->max) || papo_exactsum_sign(&ws->s2) < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' cannot be: "
		    "its least value is above its greatest or its sum of "
		    "squares is negative", name);
	return 0;
}

/* The checks a row's state must pass: what each count is bounded by. */
static const char *
inconsistent(const struct papo_stats_acc *a)
{
	if (a->n == 0)
		return "a row without responses";
	if (a->zero + a->pos + a->neg != a->n)
		return "zero + positive + negative is not responses";
	if (a->known > a->n || a->correct > a->known || a->with_proc > a->n ||
	    a->grouped > a->n)
		return "known, correct, with_r_proc or grouped exceeds "
		    "responses";
	if (a->adv_correct.n != a->correct ||
	    a->adv_wrong.n != a->known - a->correct ||
	    a->adv_unknown.n != a->n - a->known ||
	    a->proc_correct.n > a->correct || a->adv_out.n > a->n ||
	    a->adv_proc.n > a->n || a->length.n > a->n)
		return "a moment's n does not match its count";
	if (a->groups > a->grouped || (a->grouped && !a->groups) ||
	    a->active > a->groups || a->uniform_known > a->groups ||
	    a->all_correct + a->all_wrong > a->uniform_known)
		return "the group counts";
	if (a->with_adv_proc + a->adv_proc_null > a->n ||
	    a->length_correct.n > a->correct ||
	    a->length_wrong.n > a->known - a->correct ||
	    a->corr_x.n != a->corr_y.n || a->corr_x.n > a->correct)
		return "the counts of adv_proc, lengths or pairs";
	if (a->answered > a->grouped || a->answered_groups > a->groups ||
	    (a->answered != 0) != (a->answered_groups != 0))
		return "the counts of answers";
	return NULL;
}

/* 32 hexadecimal digits into key[2]; -1 when not that. */
static int
hex128(const char *s, size_t n, uint64_t key[2])
{
	size_t i;

	if (n != 32)
		return -1;
	key[0] = key[1] = 0;
	for (i = 0; i < 32; i++) {
		int c = (unsigned char)s[i], d;

		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else
			return -1;
		key[i / 16] = key[i / 16] << 4 | (uint64_t)d;
	}
	return 0;
}

/*
 * The answers of a row: a list of [key, responses, groups], each key
 * once, each count at least 1, groups at most responses and at most the
 * row's answered groups, responses adding up to the row's answered.
 */
static int
read_answers(const struct papo_json *j, int i, struct papo_stats_acc *a,
    struct papo_err *e)
{
	struct papo_stats_answer *x;
	uint64_t key[2], resp, grp, total = 0;
	size_t n, k, len;
	const char *s;
	int t, esc, isnew;

	if (papo_json_type(j, i) != PAPO_JSON_ARRAY)
		return papo_err_set(e, PAPO_EX_DATAERR, "field 'answers' must "
		    "be a list");
	n = j->tok[i].size;
	for (k = 0, t = i + 1; k < n; k++, t = (int)j->tok[t].next) {
		int t1, t2;

		if (papo_json_type(j, t) != PAPO_JSON_ARRAY ||
		    j->tok[t].size != 3)
			goto bad;
		if (papo_json_type(j, t + 1) != PAPO_JSON_STRING)
			goto bad;
		s = papo_json_str_raw(j, t + 1, &len, &esc);
		t1 = (int)j->tok[t + 1].next;
		t2 = (int)j->tok[t1].next;
		if (esc || hex128(s, len, key) < 0 || count(j, t1, &resp) < 0 ||
		    count(j, t2, &grp) < 0 || resp == 0 || grp == 0 ||
		    grp > resp || grp > a->answered_groups ||
		    resp > a->answered - total)
			goto bad;
		x = papo_stats_answers_get(&a->answers, key, &isnew);
		if (!isnew)
			return papo_err_set(e, PAPO_EX_DATAERR, "field "
			    "'answers' holds an answer twice");
		x->responses = resp;
		x->groups = grp;
		total += resp;
	}
	if (total != a->answered)
		return papo_err_set(e, PAPO_EX_DATAERR, "the responses of "
		    "field 'answers' do not add up to 'answered'");
	return 0;
bad:
	return papo_err_set(e, PAPO_EX_DATAERR, "field 'answers' must hold "
	    "[key, responses, groups]: 32 hexadecimal digits and counts "
	    "(0 < groups <= responses) within the row's");
}

/* The shards of a header at token i: [I, N] or [[I, ...], N]; -1: bad. */
static int
read_shard(const struct papo_json *j, int i, struct papo_stats_partial_head *h)
{
	uint64_t si, sn;
	int k, a;
	size_t n;

	if (papo_json_type(j, i) != PAPO_JSON_ARRAY || j->tok[i].size != 2 ||
	    count(j, (int)j->tok[i + 1].next, &sn) < 0 || sn == 0 ||
	    sn > 65536)
		return -1;
	h->nshards = (long)sn;
	a = i + 1;
	if (papo_json_type(j, a) != PAPO_JSON_ARRAY) {
		if (count(j, a, &si) < 0 || si >= sn)
			return -1;
		h->held = papo_xcalloc(1, sizeof(*h->held));
		h->held[0] = (long)si;
		h->nheld = 1;
		return 0;
	}
	n = (size_t)j->tok[a].size;
	if (n == 0 || n > 1000000)
		return -1;
	h->held = papo_xcalloc(n, sizeof(*h->held));
	for (k = a + 1; h->nheld < n; k = (int)j->tok[k].next) {
		if (count(j, k, &si) < 0 || si >= sn || (h->nheld > 0 &&
		    (long)si < h->held[h->nheld - 1]))
			return -1;
		h->held[h->nheld++] = (long)si;
	}
	return 0;
}

static int
read_head(const struct papo_json *j, int ver, struct papo_stats_partial_head *h,
    struct papo_err *e)
{
	uint64_t u;
	int i, k;

	memset(h, 0, sizeof(*h));
	h->nshards = -1;
	if (count(j, ver, &u) < 0 || u > 1000000)
		return papo_err_set(e, PAPO_EX_DATAERR, "'papo-stats-partial' "
		    "must be a version number");
	h->version = (long)u;
	if (h->version != PAPO_STATS_PARTIAL_VERSION)
		return papo_err_set(e, PAPO_EX_DATAERR, "partial version "
		    "%ld is not supported (this papo-stats reads version %d)",
		    h->version, PAPO_STATS_PARTIAL_VERSION);
	if ((i = need(j, 0, "", "by", e)) < 0)
		return -1;
	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return papo_err_set(e, PAPO_EX_DATAERR, "field 'by' must be "
		    "a string");
	h->by = str_dup(j, i, NULL);
	if ((i = need(j, 0, "", "runs", e)) < 0)
		goto fail;
	if (papo_json_type(j, i) == PAPO_JSON_ARRAY) {
		size_t n = j->tok[i].size;

		h->named = 1;
		h->runs = papo_xcalloc(n + 1, sizeof(*h->runs));
		for (k = i + 1; h->nruns < n; k = (int)j->tok[k].next) {
			if (papo_json_type(j, k) != PAPO_JSON_STRING) {
				papo_err_set(e, PAPO_EX_DATAERR, "field 'runs' "
				    "must be null or a list of names");
				goto fail;
			}
			h->runs[h->nruns++] = str_dup(j, k, NULL);
		}
	} else if (papo_json_type(j, i) != PAPO_JSON_NULL) {
		papo_err_set(e, PAPO_EX_DATAERR, "field 'runs' must be null "
		    "or a list of names");
		goto fail;
	}
	if ((i = need(j, 0, "", "shard", e)) < 0)
		goto fail;
	if (papo_json_type(j, i) != PAPO_JSON_NULL &&
	    read_shard(j, i, h) < 0) {
		papo_err_set(e, PAPO_EX_DATAERR, "field 'shard' must be null, "
		    "[I, N] or [[I, ...], N] with 0 <= I < N, the I sorted");
		goto fail;
	}
	if (need_count(j, 0, "", "rows", &u, e) < 0)
		goto fail;
	h->rows = u;
	return 1;
fail:
	papo_stats_partial_head_release(h);
	return -1;
}

static int
read_row(const struct papo_json *j, int key, struct papo_stats_partial_row *r,
    struct papo_err *e)
{
	const char *why;
	int i, k;

	memset(r, 0, sizeof(*r));
	papo_stats_acc_init(&r->acc);
	/* the run */
	if ((i = need(j, 0, "", "run", e)) < 0)
		return -1;
	if (papo_json_type(j, i) == PAPO_JSON_STRING)
		r->run = str_dup(j, i, NULL);
	else if (papo_json_type(j, i) != PAPO_JSON_NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "field 'run' must be "
		    "null or a name");
	/* the key, as papo_stats_extract makes it from a record */
	r->key.type = (uint8_t)papo_json_type(j, key);
	r->key.s = "";
	switch (r->key.type) {
	case PAPO_JSON_NULL:
		r->key.type = PAPO_JSON_NONE;
		break;
	case PAPO_JSON_NUMBER:
		if (papo_json_num(j, key, &r->key.num) < 0) {
			papo_err_set(e, PAPO_EX_DATAERR, "field 'key' is out "
			    "of range");
			goto fail;
		}
		if (r->key.num == 0)
			r->key.num = 0;
		break;
	case PAPO_JSON_STRING:
		r->keymem = str_dup(j, key, &r->key.len);
		r->key.s = r->keymem;
		break;
	default:
		r->key.len = j->tok[key].end - j->tok[key].start;
		r->keymem = papo_xmemdup(j->s + j->tok[key].start, r->key.len);
		r->key.s = r->keymem;
		break;
	}
	for (k = 0; k < NCOUNT; k++)
		if (need_count(j, 0, "", count_name[k], count_field(&r->acc, k),
		    e) < 0)
			goto fail;
	for (k = 0; k < NMOM; k++) {
		if ((i = need(j, 0, "", mom_name[k], e)) < 0 ||
		    read_moments(j, i, mom_name[k], mom_field(&r->acc, k),
		    e) < 0)
			goto fail;
	}
	if ((i = need(j, 0, "", "corr_cross", e)) < 0)
		goto fail;
	{
		size_t len;
		int esc;
		const char *s = papo_json_type(j, i) == PAPO_JSON_STRING ?
		    papo_json_str_raw(j, i, &len, &esc) : NULL;
		struct papo_exactsum *xy = papo_stats_acc_corr_exact(&r->acc);

		if (s == NULL || esc || papo_exactsum_parse(xy, s, len) < 0 ||
		    (r->acc.corr_x.n == 0 && papo_exactsum_sign(xy) != 0)) {
			papo_err_set(e, PAPO_EX_DATAERR, "field 'corr_cross' "
			    "is not an exact sum (such as \"0x18p-4\") or is "
			    "not 0 without pairs");
			goto fail;
		}
	}
	if ((why = inconsistent(&r->acc)) != NULL) {
		papo_err_set(e, PAPO_EX_DATAERR, "the row's counts cannot be "
		    "(%s)", why);
		goto fail;
	}
	/* then the values each moment's counts hold */
	for (k = 0; k < NMOM; k++) {
		struct papo_stats_moments *w = mom_field(&r->acc, k);

		if (w->n > 0 && moments_possible(papo_stats_moments_exact(w),
		    w->n, mom_name[k], e) < 0)
			goto fail;
	}
	if ((i = need(j, 0, "", "answers", e)) < 0 ||
	    read_answers(j, i, &r->acc, e) < 0)
		goto fail;
	return 0;
fail:
	papo_stats_partial_row_release(r);
	return -1;
}

int
papo_stats_partial_read(const struct papo_json *j,
    struct papo_stats_partial_head *h, struct papo_stats_partial_row *r,
    struct papo_err *e)
{
	int i;

	if ((i = member(j, 0, "papo-stats-partial", e)) == -2)
		return -1;
	if (i >= 0)
		return read_head(j, i, h, e);
	if ((i = member(j, 0, "key", e)) == -2)
		return -1;
	if (i < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "not a line of a "
		    "papo-stats partial (no 'papo-stats-partial' or 'key'; "
		    "write partials with --format partial)");
	return read_row(j, i, r, e);
}
