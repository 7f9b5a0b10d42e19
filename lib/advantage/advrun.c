/* SPDX-License-Identifier: MIT */
/*
 * advrun.c: papo-advantage's records, their computation and their
 * output, and the run's setup and end (see advrun.h; the ways of
 * gathering groups are advrun_gather.c, advrun_window.c,
 * advrun_stream.c, advrun_spill.c).
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "advrun.h"
#include "advrun_impl.h"
#include "buf.h"
#include "hash.h"
#include "spill.h"
#include "xalloc.h"

/*
 * The engine's batch in every way of gathering but a gathered pipe's:
 * 128 KiB, not the engine's 4 MiB.  The lines the reader has
 * just found the ends of are still in the core's nearest caches when
 * they are parsed, and a batch's records' array stays small: on a file
 * of 118 MB, CPU medians of interleaved runs 0.083 -> 0.077 s
 * gathering, 0.074 -> 0.066 --contiguous, 0.077 -> 0.065 --group-size
 * 8 against 1 MiB, and 64 KiB no better (round 24 of
 * bench/RESULTS.md).
 */
#define ADV_BATCH ((size_t)128 << 10)
/*
 * The first batch as large as it was with batches of 1 MiB (the
 * engine's is an eighth of the batch): what a stream writes before a
 * stop (--contiguous, a group that comes back) is cut where it was on
 * an input of up to 128 KiB, and parsing still starts early.
 */
#define ADV_FIRST ((size_t)128 << 10)

static const enum papo_role out_roles[3] = {
	PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC
};

/* The field name of role r, for messages. */
static const char *
fname(const struct papo_adv_run *r, enum papo_role role)
{
	return r->f->path[role].spec;
}

/* The roles extract() reads or writes, looked up in one pass. */
static const enum papo_role wanted[] = {
	PAPO_F_GROUP, PAPO_F_STEP, PAPO_F_ACC, PAPO_F_R_OUT, PAPO_F_VERIFY,
	PAPO_F_REWARD, PAPO_F_R_PROC, PAPO_F_LENGTH, PAPO_F_ID,
	PAPO_F_RESPONSE, PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC
};
/* W_ACC to W_REWARD in the order of PAPO_OC_* */
enum { W_GROUP, W_STEP, W_ACC, W_R_OUT, W_VERIFY, W_REWARD, W_R_PROC,
	W_LENGTH, W_ID, W_RESPONSE, W_ADV, W_NWANTED = W_ADV + 3 };
_Static_assert(W_NWANTED == PAPO_ADV_NWANTED &&
    sizeof(wanted) / sizeof(wanted[0]) == W_NWANTED, "wanted[]");

/*
 * The judge's error on record j when its r_proc is null: the code
 * ("empty_response"), or NULL when the judge field says none.
 */
static const char *
judge_error(const struct papo_adv_run *r, const struct papo_json *j,
    size_t *len)
{
	struct papo_err e;
	int i = papo_json_find(j, &r->f->path[PAPO_F_JUDGE], &e), k;
	int esc;

	if (i < 0 || papo_json_type(j, i) != PAPO_JSON_OBJECT)
		return NULL;
	k = papo_json_member(j, (size_t)i, "error", 5, &e);
	if (k < 0 || papo_json_type(j, k) != PAPO_JSON_STRING)
		return NULL;
	return papo_json_str_raw(j, k, len, &esc);
}

/*
 * The process score of rec at token t (-1: absent).  A response that
 * papo-judge found nothing to judge in (judge.error empty_response: an
 * empty response, or one cut off inside <think>) shows no process: its
 * r_proc is 0, the bottom of every rubric, in every mode.  Any other
 * null or missing score where the mode needs one is an error saying
 * what to run, or, under --allow-missing-proc (not mult), leaves its
 * group without a process advantage.
 */
static int
extract_proc(const struct papo_adv_run *r, const struct papo_json *j, int t,
    int sparse, struct papo_adv_rec *rec, struct papo_err *e)
{
	const struct papo_adv_run_opts *o = r->o;
	const struct papo_adv_needs *nd = &r->needs;
	struct papo_adv_in *in = &rec->in;
	const char *why = NULL;
	size_t wlen = 0;
	int k;

	if ((k = papo_field_number(j, t, PAPO_F_R_PROC,
	    fname(r, PAPO_F_R_PROC), &in->r_proc, e)) < 0)
		return -1;
	in->has_proc = (uint8_t)k;
	if (!in->has_proc && t >= 0 && sparse)	/* the judge's field unread */
		return papo_err_set(e, PAPO_EX_DATAERR, "parse it whole");
	if (!in->has_proc && t >= 0 && (why = judge_error(r, j, &wlen)) !=
	    NULL && wlen == 14 && memcmp(why, "empty_response", 14) == 0) {
		in->r_proc = 0;
		in->has_proc = 1;
	}
	if (in->has_proc || !(nd->proc_all || (nd->proc_correct &&
	    in->correct)))
		return 0;
	if (o->allow_missing && o->adv.mode != PAPO_ADV_MULT) {
		rec->missing_proc = 1;
		return 0;
	}
	if (why != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is null on "
		    "a %sresponse: papo-judge failed on it (%.*s); run it "
		    "again, its cache keeps the judgments it made%s",
		    fname(r, PAPO_F_R_PROC), nd->proc_all ? "" : "correct ",
		    (int)(wlen > 64 ? 64 : wlen), why,
		    o->adv.mode == PAPO_ADV_MULT ? "" :
		    ", or pass --allow-missing-proc");
	return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is %s on a "
	    "%sresponse (judge %s with papo-judge%s%s%s)",
	    fname(r, PAPO_F_R_PROC), t >= 0 ? "null" : "missing",
	    nd->proc_all ? "" : "correct ", nd->proc_all ? "every response" :
	    "it", nd->proc_all ? " --select all" : "",
	    o->adv.mode == PAPO_ADV_MULT ? "" :
	    ", or pass --allow-missing-proc",
	    t >= 0 ? "" : "; -m grpo uses the outcome reward alone");
}

/* Estimated tokens of the response at i: UTF-8 characters / 4, rounded up. */
static int
estimate(const struct papo_adv_run *r, const struct papo_json *j, int i,
    double *x, struct papo_err *e)
{
	if (!papo_fields_estimate_length(j, i, x))
		return papo_err_set(e, PAPO_EX_DATAERR, "no field '%s' and no "
		    "string field '%s' to estimate it from",
		    fname(r, PAPO_F_LENGTH), fname(r, PAPO_F_RESPONSE));
	return 0;
}

/* The group key of rec, qualified by its step (w: the roles' tokens). */
/*
 * A record whose group is null: not a group of every such record; what
 * the preset's framework writes so, when it is known.
 */
static int
null_group(const struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_buf hint = PAPO_BUF_INIT;

	papo_fields_nogroup_hint(r->f, &hint);
	papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is null: a record "
	    "without a group (give it one, or --blocks N)%s",
	    fname(r, PAPO_F_GROUP), hint.len ? hint.s : "");
	papo_buf_release(&hint);
	return -1;
}

static int
extract_group(const struct papo_adv_run *r, const struct papo_json *j,
    const int *w, struct papo_adv_rec *rec, struct papo_err *e)
{
	double x;

	/* a step that is a number is one a double holds (as papo-stats);
	   else a name or null: an object, a list or a boolean is a field
	   misread, never a step */
	if (w[W_STEP] >= 0 && papo_json_type(j, w[W_STEP]) ==
	    PAPO_JSON_NUMBER && papo_field_number(j, w[W_STEP], PAPO_F_STEP,
	    fname(r, PAPO_F_STEP), &x, e) < 0)
		return -1;
	if (w[W_STEP] >= 0 && papo_json_type(j, w[W_STEP]) !=
	    PAPO_JSON_NUMBER && papo_json_type(j, w[W_STEP]) !=
	    PAPO_JSON_STRING && papo_json_type(j, w[W_STEP]) !=
	    PAPO_JSON_NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be "
		    "a number or a string, not %s", fname(r, PAPO_F_STEP),
		    papo_json_type_name(papo_json_type(j, w[W_STEP])));
	if (r->o->blocks)
		return 0;
	if (w[W_GROUP] < 0)
		return papo_fields_missing(r->f, PAPO_F_GROUP, j, e);
	if (papo_json_type(j, w[W_GROUP]) == PAPO_JSON_NULL)
		return null_group(r, e);
	if (papo_fields_refuse(r->f, PAPO_F_GROUP, j, w[W_GROUP], e) < 0)
		return -1;
	papo_gkey_read(&rec->gm.key, j, &r->f->path[PAPO_F_GROUP],
	    w[W_GROUP], w[W_STEP],
	    papo_adv_filestep(r, rec));
	rec->gm.grouped = 1;
	rec->has_unit = (uint8_t)papo_fields_unit(r->f, j, &rec->unit,
	    &rec->uindex);
	rec->later = rec->has_unit && rec->uindex > 0;
	rec->has_turns = (uint8_t)(!rec->has_unit && papo_fields_turns(r->f, j,
	    &rec->thead, &rec->tcount));
	return 0;
}

/* The length of the response (w: the roles' tokens) into in. */
static int
extract_length(const struct papo_adv_run *r, const struct papo_json *j,
    const int *w, struct papo_adv_in *in, struct papo_err *e)
{
	const struct papo_adv_needs *nd = &r->needs;
	int k;

	if ((k = papo_field_number(j, w[W_LENGTH], PAPO_F_LENGTH,
	    fname(r, PAPO_F_LENGTH), &in->length, e)) < 0)
		return -1;
	if (k && in->length < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
		    "negative", fname(r, PAPO_F_LENGTH));
	in->has_length = (uint8_t)k;
	if (!k && (nd->length_all || (nd->length_correct && in->correct))) {
		if (!r->o->estimate_length)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "field '%s' (response length in tokens) is "
			    "missing; this mode needs it (or pass "
			    "--estimate-length)", fname(r, PAPO_F_LENGTH));
		if (estimate(r, j, w[W_RESPONSE], &in->length, e) < 0)
			return -1;
		in->has_length = 1;
	}
	return 0;
}

/*
 * Fill rec from its parsed line: group key, outcome, process score,
 * length, draw key, output slots.  found: the roles' tokens when j was
 * parsed for them alone (papo_json_parse_keys), else NULL.  -1 with e
 * set on a data error (what was filled before it stays: a record with
 * a group key fails its group).
 */
static int
extract(const struct papo_adv_run *r, const struct papo_json *j,
    const int *found, struct papo_adv_rec *rec, struct papo_err *e)
{
	const struct papo_adv_needs *nd = &r->needs;
	const struct papo_adv_run_opts *o = r->o;
	const struct papo_path *const *paths = r->wpath;
	struct papo_adv_in *in = &rec->in;
	struct papo_outcome oc;
	const char *ocname[PAPO_OC_N];
	size_t len;
	const char *raw;
	int w[W_NWANTED], i, k, line_proc;

	if (found != NULL)
		memcpy(w, found, sizeof(w));
	else if (papo_json_find_keys(j, &r->wkeys, w, e) < 0)
		return -1;

	/* the step: its field, else the file name's (written back) */
	if (w[W_STEP] < 0 && r->steps) {
		if (r->steps[rec->h.file] == NULL)
			return papo_fields_no_step(r->f,
			    papo_filter_name(r->flt, rec->h.file), j, e);
		rec->filestep = 1;
		if (papo_json_slot_found(j, paths[W_STEP], -1, &rec->stepslot,
		    e) < 0)
			return -1;
	}

	if (extract_group(r, j, w, rec, e) < 0)
		return -1;

	/* outcome and correctness, by the rule of papo_field_outcome;
	   of a record of a line of several, its own, not the line's */
	for (k = 0; k < PAPO_OC_N; k++)
		ocname[k] = fname(r, wanted[W_ACC + k]);
	if (rec->h.shared && papo_field_outcome_own(r->f, j, &w[W_ACC],
	    ocname, e) < 0)
		return -1;
	if (papo_field_outcome(j, &w[W_ACC], ocname, &oc, e) < 0)
		return -1;
	papo_outcome_scale(r->f, &oc);
	in->r_out = oc.r_out;
	in->correct = oc.correct == 1;
	if (nd->outcome && !oc.has_out) {
		if (!oc.verified)
			return papo_err_set(e, PAPO_EX_DATAERR, "no outcome: "
			    "field '%s' is missing or null, and there is no "
			    "'%s' or '%s' (run papo-verify first)",
			    fname(r, PAPO_F_R_OUT), fname(r, PAPO_F_ACC),
			    fname(r, PAPO_F_REWARD));
		/* papo-verify found no verdict: the group goes on without */
		rec->no_outcome = 1;
	}

	line_proc = rec->h.shared && papo_fields_line_values(r->f, j,
	    &w[W_R_PROC], 1);
	if (extract_proc(r, j, w[W_R_PROC], found != NULL, rec, e) < 0)
		return line_proc ? papo_fields_line_err(r->f, PAPO_F_R_PROC,
		    fname(r, PAPO_F_R_PROC), e) : -1;

	if (extract_length(r, j, w, in, e) < 0)
		return -1;

	/* identity for random draws: id, else the response */
	if (o->adv.signal == PAPO_SIG_RANDOM3 ||
	    o->adv.signal == PAPO_SIG_RANDOM5) {
		i = w[W_ID] >= 0 ? w[W_ID] : w[W_RESPONSE];
		if (i < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "random "
			    "signals need field '%s' or '%s' to draw from",
			    fname(r, PAPO_F_ID), fname(r, PAPO_F_RESPONSE));
		raw = papo_json_raw(j, i, &len);
		in->key = papo_hash64(raw, len, 0);
	}

	for (k = 0; k < 3; k++)
		if (papo_json_slot_found(j, paths[W_ADV + k], w[W_ADV + k],
		    &rec->slot[k], e) < 0)
			return -1;
	return 0;
}

/* Parse one line (the engine's parse; worker: the thread's parser). */
int
papo_adv_rec_parse(void *tool, void *worker, struct papo_rec *h,
    struct papo_buf *out, struct papo_err *e)
{
	const struct papo_adv_run *r = tool;
	struct papo_json *j = worker;
	struct papo_adv_rec *rec = (struct papo_adv_rec *)h;

	int w[W_NWANTED];

	(void)out;
	/* in --blocks mode every record belongs to a block */
	rec->gm.grouped = r->o->blocks != 0;
	rec->taillen = (uint8_t)(h->len < sizeof(rec->tail) ? h->len :
	    sizeof(rec->tail));
	memcpy(rec->tail, h->s + h->len - rec->taillen, rec->taillen);
	/*
	 * The roles' keys alone; the line parsed whole when that declines
	 * it, or when its record fails (for the message, which may name
	 * the record's other keys), so that both give the same records
	 * and the same errors.
	 */
	if (r->sparse && !h->shared && papo_json_parse_keys(j, h->s, h->len,
	    &r->wkeys, w) == 0) {
		if (extract(r, j, w, rec, e) == 0)
			return 0;
		papo_gkey_release(&rec->gm.key);
		rec->gm.grouped = r->o->blocks != 0;
	}
	if (papo_json_parse(j, h->s, h->len, e) < 0 ||
	    extract(r, j, NULL, rec, e) < 0)
		return -1;
	/* never sparse under a preset whose evaluation a member tells */
	if (r->f->eval_key != NULL)
		papo_fields_eval_note(&r->mixes[j - r->parsers],
		    papo_fields_eval_rec(r->f, j), h->file, h->lineno);
	return 0;
}

void
papo_adv_rec_free(struct papo_adv_rec *rec)
{
	if (rec->owned)
		free((char *)rec->h.s);
	rec->owned = 0;
	papo_gkey_release(&rec->gm.key);
}

/* A record parsed but never consumed (the engine's drop). */
void
papo_adv_rec_drop(void *tool, void *rec)
{
	(void)tool;
	papo_adv_rec_free(rec);
}

/* Does rec (of block number block, under --blocks) belong to this shard? */
int
papo_adv_run_mine(const struct papo_adv_run *r, const struct papo_adv_rec *rec,
    size_t block)
{
	return papo_group_shard(&rec->gm, block, r->o->blocks != 0,
	    r->o->shard, r->o->nshards);
}

/* An output of a rollout in a group (papo_fields_unit), for sorting. */
struct unit_pos {
	uint64_t unit, index;
	size_t at;		/* its position in the group */
};

/* By rollout, then the highest index first, then the first in order. */
static int
by_unit(const void *a, const void *b)
{
	const struct unit_pos *x = a, *y = b;

	if (x->unit != y->unit)
		return x->unit < y->unit ? -1 : 1;
	if (x->index != y->index)
		return x->index > y->index ? -1 : 1;
	return (x->at > y->at) - (x->at < y->at);
}

/*
 * Of group recs[idx[0..n)]: last[i] is the position of the output whose
 * advantage record i takes, i itself but for a rollout's output that is
 * not its last (the highest index; on a tie, the first), which is not
 * counted: verl's GRPO over several outputs a session (v1/utils.py).
 */
static void
units_last(const struct papo_adv_rec *recs, const size_t *idx, size_t n,
    size_t *last)
{
	struct unit_pos *u;
	size_t i, m = 0;

	for (i = 0; i < n; i++) {
		last[i] = i;
		m += recs[idx[i]].has_unit;
	}
	if (m < 2)
		return;
	u = papo_xcalloc(m, sizeof(*u));
	for (i = m = 0; i < n; i++)
		if (recs[idx[i]].has_unit) {
			u[m].unit = recs[idx[i]].unit;
			u[m].index = recs[idx[i]].uindex;
			u[m++].at = i;
		}
	qsort(u, m, sizeof(*u), by_unit);
	for (i = 1; i < m; i++)
		if (u[i].unit == u[i - 1].unit)
			last[u[i].at] = last[u[i - 1].at];
	free(u);
}

/*
 * Compute one group: recs[idx[0..n)].  A group with a missing r_proc
 * (under --allow-missing-proc) gets no process advantage: its signal is
 * taken as uniform, which the guard turns into A_proc = 0.  A rollout's
 * earlier outputs are not counted and take its last output's result.
 */
void
papo_adv_run_compute(const struct papo_adv_run *r, struct papo_adv_rec *recs,
    const size_t *idx, size_t n, int partial, size_t *missing)
{
	struct papo_adv_in stackin[64] = { { 0 } }, *in = stackin;
	struct papo_adv_res stackres[64], *res = stackres;
	size_t stackidx[64], *use = stackidx, stacklast[64], *last = stacklast;
	size_t i, m = 0, n0 = n;
	const size_t *idx0 = idx;
	int miss = 0;

	if (n > 64) {
		in = papo_xcalloc(n, sizeof(*in));
		res = papo_xcalloc(n, sizeof(*res));
		use = papo_xcalloc(n, sizeof(*use));
		last = papo_xcalloc(n, sizeof(*last));
	}
	units_last(recs, idx, n, last);
	/* records without an outcome are left out: no advantage (null) */
	for (i = 0; i < n; i++) {
		struct papo_adv_rec *rec = &recs[idx[i]];

		if (rec->no_outcome) {
			rec->res.adv = rec->res.adv_out = rec->res.adv_proc =
			    (double)NAN;
			continue;
		}
		if (last[i] != i)
			continue;
		use[m] = idx[i];
		in[m++] = rec->in;
		miss |= rec->missing_proc;
	}
	idx = use;
	n = m;
	if (n == 0)
		goto out;
	if (miss) {
		for (i = 0; i < n; i++)
			in[i].r_proc = 0;
		++*missing;
	}
	papo_adv_group(&r->o->adv, n, in, res);
	for (i = 0; i < n; i++) {
		if (partial) {
			/* a short last block under --blocks: 0, as ROLL does */
			res[i].adv = 0;
			if (!isnan(res[i].adv_out))
				res[i].adv_out = 0;
			if (!isnan(res[i].adv_proc))
				res[i].adv_proc = 0;
		}
		recs[idx[i]].res = res[i];
	}
out:
	for (i = 0; i < n0; i++)
		if (last[i] != i)
			recs[idx0[i]].res = recs[idx0[last[i]]].res;
	if (in != stackin) {
		free(in);
		free(res);
		free(use);
		free(last);
	}
}

void
papo_adv_run_group(const struct papo_adv_run *r, struct papo_adv_rec *recs,
    const size_t *idx, size_t n, int bad, size_t *missing)
{
	size_t m;

	if (bad) {
		for (m = 0; m < n; m++)
			recs[idx[m]].h.kind = REC_SKIP;
		return;
	}
	papo_adv_run_compute(r, recs, idx, n, r->o->blocks &&
	    n < (size_t)r->o->blocks, missing);
}

void
papo_adv_run_groups(struct papo_adv_run *r, struct papo_adv_rec *recs,
    const struct papo_grouping *gr, const unsigned char *done, size_t ndone)
{
	size_t missing = 0;
	long g;

	#pragma omp parallel reduction(+:missing)
	{
		size_t *idx = NULL, idxcap = 0;

		#pragma omp for schedule(dynamic, 16)
		for (g = 0; g < (long)gr->ngroups; g++) {
			const struct papo_ginfo *gi = &gr->g[g];

			if ((size_t)g < ndone && done[g])
				continue;	/* written already */
			idx = papo_xgrow(idx, &idxcap, gi->n, sizeof(*idx));
			papo_grouping_members(gr, (size_t)g, idx);
			papo_adv_run_group(r, recs, idx, gi->n, gi->bad,
			    &missing);
		}
		free(idx);
	}
	r->missing_groups += missing;
}

/* Add rec to chunk c, with its advantages unless it passes through. */
void
papo_adv_run_piece(const struct papo_adv_run *r, struct papo_adv_chunk *c,
    const struct papo_adv_rec *rec, struct papo_buf *tmp,
    struct papo_numcache *nc)
{
	struct papo_edit ed[4];
	struct papo_adv_piece *p;
	size_t k, off[3], base, ned = 3;
	const double v[3] = { rec->res.adv, rec->res.adv_out,
	    rec->res.adv_proc };

	if (rec->h.kind == REC_OTHER_SHARD)
		return;
	if (c->n == c->cap)
		c->p = papo_xgrow(c->p, &c->cap, c->n + 1, sizeof(*c->p));
	p = &c->p[c->n++];
	p->head = rec->h.s;
	p->off = c->gen.len;
	if (rec->h.kind != REC_OK) {
		p->headlen = rec->h.len;
	} else {
		papo_buf_reset(tmp);
		for (k = 0; k < 3; k++) {
			off[k] = tmp->len;
			papo_json_put_num_cached(tmp, v[k], nc);
		}
		for (k = 0; k < 3; k++) {
			ed[k].path = &r->f->path[out_roles[k]];
			ed[k].slot = rec->slot[k];
			ed[k].val = tmp->s + off[k];
			ed[k].vlen = (k < 2 ? off[k + 1] : tmp->len) - off[k];
		}
		if (rec->filestep) {
			/* the step goes on down the pipe */
			ed[ned].path = &r->f->path[PAPO_F_STEP];
			ed[ned].slot = rec->stepslot;
			ed[ned].val = papo_adv_filestep(r, rec);
			ed[ned].vlen = strlen(ed[ned].val);
			ned++;
		}
		/* edits within the copied tail: splice the copy */
		base = rec->h.len - rec->taillen;
		for (k = 0; k < ned; k++)
			if (ed[k].slot.start < base)
				base = 0;
		if (base > 0) {
			for (k = 0; k < ned; k++) {
				ed[k].slot.start -= (uint32_t)base;
				ed[k].slot.end -= (uint32_t)base;
			}
			p->headlen = base + papo_json_splice_tail(&c->gen,
			    rec->tail, rec->taillen, ed, ned);
		} else
			p->headlen = papo_json_splice_tail(&c->gen, rec->h.s,
			    rec->h.len, ed, ned);
	}
	if (rec->h.tlen == 2)
		papo_buf_add(&c->gen, "\r\n", 2);
	else
		papo_buf_addc(&c->gen, '\n');
	p->len = c->gen.len - p->off;
}

/*
 * Room in c for n records' pieces at once: grown from nothing by
 * doubling, a chunk's buffers were copied nine times over (about 64
 * bytes a record: three members and their values, the line's end).
 */
static void
chunk_room(struct papo_adv_chunk *c, size_t n)
{
	(void)papo_buf_reserve(&c->gen, n * 64);
	c->p = papo_xgrow(c->p, &c->cap, n, sizeof(*c->p));
	c->iov.v = papo_xgrow(c->iov.v, &c->iov.cap, 2 * n,
	    sizeof(*c->iov.v));
}

static int
write_chunk(struct papo_adv_run *r, struct papo_adv_chunk *c,
    struct papo_err *e)
{
	size_t i;

	for (i = 0; i < c->n; i++) {
		const struct papo_adv_piece *p = &c->p[i];

		papo_iovs_add(&c->iov, p->head, p->headlen);
		papo_iovs_add(&c->iov, c->gen.s + p->off, p->len);
	}
	return papo_filter_writev(r->flt, &c->iov, e);
}

/* Write recs[0..n) in order, building chunks in parallel. */
int
papo_adv_run_write(struct papo_adv_run *r, const struct papo_adv_rec *recs,
    size_t n, struct papo_err *e)
{
	struct papo_adv_chunk *chunks;
	size_t base, w;
	int rc = 0;

	/*
	 * The buffers live as long as the run: made afresh for each batch
	 * they were grown by copying, and past malloc's mmap threshold
	 * their pages were faulted in each time.
	 */
	if (r->chunks == NULL)
		r->chunks = papo_xcalloc(ADV_WINDOW, sizeof(*r->chunks));
	chunks = r->chunks;
	for (base = 0; base < n && rc == 0;
	    base += (size_t)ADV_CHUNK * ADV_WINDOW) {
		size_t nchunks = (n - base + ADV_CHUNK - 1) / ADV_CHUNK;
		long c;

		if (nchunks > ADV_WINDOW)
			nchunks = ADV_WINDOW;
		#pragma omp parallel if (nchunks > 1)
		{
			struct papo_buf tmp = PAPO_BUF_INIT;
			struct papo_numcache *nc = papo_xcalloc(1, sizeof(*nc));

			#pragma omp for schedule(dynamic, 1)
			for (c = 0; c < (long)nchunks; c++) {
				size_t a = base + (size_t)c * ADV_CHUNK, i;
				size_t z = a + ADV_CHUNK < n ? a + ADV_CHUNK :
				    n;

				papo_buf_reset(&chunks[c].gen);
				chunks[c].n = 0;
				chunk_room(&chunks[c], z - a);
				for (i = a; i < z; i++)
					papo_adv_run_piece(r, &chunks[c],
					    &recs[i], &tmp, nc);
			}
			papo_buf_release(&tmp);
			free(nc);
		}
		for (w = 0; w < nchunks && rc == 0; w++)
			rc = write_chunk(r, &chunks[w], e);
	}
	return rc;
}

/* The writer's buffers (papo_adv_run_write), if any. */
static void
chunks_release(struct papo_adv_run *r)
{
	size_t w;

	if (r->chunks == NULL)
		return;
	for (w = 0; w < ADV_WINDOW; w++) {
		papo_buf_release(&r->chunks[w].gen);
		free(r->chunks[w].p);
		papo_iovs_release(&r->chunks[w].iov);
	}
	free(r->chunks);
	r->chunks = NULL;
}

/* A group key for a message: JSON-quoted, at most 60 bytes of it. */
void
papo_adv_show_key(struct papo_buf *b, const struct papo_gkey *k)
{
	size_t n = k->keylen > 60 ? 60 : k->keylen;

	while (n > 0 && n < k->keylen && ((unsigned char)k->key[n] & 0xc0) ==
	    0x80)
		n--;		/* not inside a character */
	papo_json_put_str(b, k->key, n);
	if (n < k->keylen)
		papo_buf_adds(b, "...");
}

/* Groups by step, for check_groups (ctx: the summaries). */
static int
by_step(const void *a, const void *b, void *ctx)
{
	const struct papo_adv_gsum *gs = ctx;
	const struct papo_gkey *x = gs[*(const size_t *)a].key,
	    *y = gs[*(const size_t *)b].key;

	if (x->steplen != y->steplen)
		return x->steplen < y->steplen ? -1 : 1;
	return x->steplen ? memcmp(x->step, y->step, x->steplen) : 0;
}

/* Note a suspicious group; -1 with e set under strict_groups. */
static int
note(struct papo_adv_run *r, struct papo_buf *line, struct papo_err *e)
{
	r->nnotes++;
	if (r->o->strict_groups)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s (--strict-groups)",
		    line->s);
	papo_buf_add(&r->notes, line->s, line->len);
	papo_buf_addc(&r->notes, '\n');
	return 0;
}

void
papo_adv_run_short(struct papo_adv_run *r, const struct papo_gkey *key,
    size_t n, size_t places, uint32_t file, uint64_t lineno)
{
	struct papo_buf line = PAPO_BUF_INIT;

	if (key->steplen)
		papo_buf_addf(&line, "step %.*s: ", (int)key->steplen,
		    key->step);
	papo_buf_adds(&line, "group ");
	papo_adv_show_key(&line, key);
	if (places > 0)
		papo_buf_addf(&line, " (first at %s:%llu) has %zu record%s "
		    "and %zu line%s it could not read (said above) of its "
		    "--group-size %ld: its advantages are over %s",
		    papo_filter_name(r->flt, file),
		    (unsigned long long)lineno, n, n == 1 ? "" : "s",
		    places, places == 1 ? "" : "s", (long)r->o->group_size,
		    n == 1 ? "that one" : "those");
	else
		papo_buf_addf(&line, " (first at %s:%llu) has %zu record%s, "
		    "fewer than --group-size %ld: its advantages are over "
		    "%s (a dump cut short, or groups of another size?)",
		    papo_filter_name(r->flt, file),
		    (unsigned long long)lineno, n, n == 1 ? "" : "s",
		    (long)r->o->group_size, n == 1 ? "that one" : "those");
	r->nnotes++;
	papo_buf_add(&r->notes, line.s, line.len);
	papo_buf_addc(&r->notes, '\n');
	papo_buf_release(&line);
}

/*
 * Groups that one key may have merged: bigger than most groups of their
 * step (a prompt sampled twice, the two runs indistinguishable), or with
 * records in several files (two runs, or steps that the records do not
 * tell apart); and a key one per response (every group of a step of
 * one record: said once).  Blocks are what they are.
 */
int
papo_adv_run_check_groups(struct papo_adv_run *r,
    const struct papo_adv_gsum *gs, size_t ng, struct papo_err *e)
{
	struct papo_buf line = PAPO_BUF_INIT;
	size_t *ord, *sz, a, b, g, k, mode;
	int rc = 0, single = 0;

	if (r->o->blocks || ng == 0)
		return 0;
	for (g = 0; g < ng && r->o->group_size; g++)
		if (gs[g].n < (size_t)r->o->group_size)
			papo_adv_run_short(r, gs[g].key, gs[g].n,
			    gs[g].places, gs[g].file, gs[g].lineno);
	ord = papo_xcalloc(ng, sizeof(*ord));
	sz = papo_xcalloc(ng, sizeof(*sz));
	for (g = 0; g < ng; g++)
		ord[g] = g;
	/* groups mostly come in step order: glibc's qsort_r (a merge
	   sort, stable) would leave ord as it is, at 0.7% of a run's
	   instructions on 10,000 records */
	for (g = 1; g < ng && by_step(&ord[g - 1], &ord[g],
	    (void *)(uintptr_t)gs) <= 0; g++)
		;
	if (g < ng)
		qsort_r(ord, ng, sizeof(*ord), by_step,
		    (void *)(uintptr_t)gs);
	for (a = 0; a < ng && rc == 0; a = b) {
		for (b = a; b < ng && by_step(&ord[a], &ord[b],
		    (void *)(uintptr_t)gs) == 0; b++)
			sz[b - a] = gs[ord[b]].n;
		if (b - a < 2)
			continue;
		/* the size most groups of the step have */
		mode = papo_group_mode(sz, b - a);
		if (sz[b - a - 1] == 1 && !single && !r->o->group_size) {
			/* a key one per response: said once */
			single = 1;
			papo_buf_reset(&line);
			if (gs[ord[a]].key->steplen)
				papo_buf_addf(&line, "step %.*s: ",
				    (int)gs[ord[a]].key->steplen,
				    gs[ord[a]].key->step);
			papo_buf_addf(&line, "each of its %zu groups has one "
			    "record (a group of one: advantage 0 under papo, "
			    "r / (1 + eps) under grpo); is '%s' one key a "
			    "prompt? (--field group=KEY, or --blocks N for N "
			    "responses in a row)",
			    b - a, r->f->path[PAPO_F_GROUP].spec);
			if ((rc = note(r, &line, e)) < 0)
				break;
		}
		for (k = a; k < b && rc == 0; k++) {
			const struct papo_adv_gsum *gi = &gs[ord[k]];
			const struct papo_gkey *key = gi->key;

			/* --group-size cuts groups: none is bigger */
			if (gi->n <= mode || r->o->group_size)
				continue;
			papo_buf_reset(&line);
			if (key->steplen)
				papo_buf_addf(&line, "step %.*s: ",
				    (int)key->steplen, key->step);
			papo_buf_adds(&line, "group ");
			papo_adv_show_key(&line, key);
			papo_buf_addf(&line, " (first at %s:%llu)",
			    papo_filter_name(r->flt, gi->file),
			    (unsigned long long)gi->lineno);
			papo_group_merged_why(&line, gi->n, mode);
			rc = note(r, &line, e);
		}
	}
	for (g = 0; g < ng && rc == 0; g++) {
		if (gs[g].file2 == UINT32_MAX)
			continue;
		papo_buf_reset(&line);
		papo_buf_adds(&line, "group ");
		papo_adv_show_key(&line, gs[g].key);
		papo_buf_addf(&line, " has records in %s and %s (one key over "
		    "two files: give each file's step, or name one run)",
		    papo_filter_name(r->flt, gs[g].file),
		    papo_filter_name(r->flt, gs[g].file2));
		rc = note(r, &line, e);
	}
	papo_buf_release(&line);
	free(ord);
	free(sz);
	return rc;
}

/*
 * Gather mode with --group-size: a group is complete with its last
 * record, so it is computed then, and the records before the first one
 * still waiting for its group are written (records keep their order;
 * a trainer that sends a group at a time gets it back at once), and
 * only what is not written yet is held (advrun_window.c).  Not
 * under --strict-groups, which writes nothing when a group is
 * suspicious, nor with shards or blocks.
 */
int
papo_adv_run_early(const struct papo_adv_run *r)
{
	return r->o->group_size && !r->o->strict_groups &&
	    r->o->nshards == 0 && r->o->blocks == 0;
}

/*
 * A step-wise dump's records in input order (papo_fields_turns): a
 * record whose chat holds one assistant turn more than the record
 * before it, in the same file with the same text before its first, is
 * its trajectory's next turn: its group is the trajectory's first
 * record's, and the trajectory counts once, by its last turn (a
 * rollout's outputs, papo_adv_run_compute).  -1 with e set (65) for a
 * record that starts no trajectory but holds assistant turns before its
 * own: a later turn whose earlier ones are not before it, or example
 * turns, which papo cannot tell apart.
 */
static int
turns(struct papo_adv_run *r, struct papo_adv_rec *recs, size_t from,
    size_t to, struct papo_err *e)
{
	size_t i;
	int rc;

	for (i = from; i < to && r->f->turns; i++) {
		struct papo_adv_rec *rec = &recs[i];

		if (rec->h.kind == PAPO_REC_BLANK)
			continue;
		if (rec->h.kind != PAPO_REC_OK || !rec->has_turns) {
			r->traj.have = 0;
			continue;
		}
		rc = papo_fields_trajectory(&r->traj, rec->h.file,
		    rec->thead, rec->tcount);
		if (rc < 0)
			return papo_fields_trajectory_err(r->f,
			    papo_filter_name(r->flt, rec->h.file),
			    rec->h.lineno, rec->tcount, e);
		if (rc == 1) {
			papo_gkey_release(&rec->gm.key);
			papo_gkey_copy(&rec->gm.key, &r->tkey);
			rec->later = 1;
		} else {
			papo_gkey_release(&r->tkey);
			papo_gkey_copy(&r->tkey, &rec->gm.key);
		}
		rec->has_unit = 1;
		rec->unit = r->traj.unit;
		rec->uindex = rec->tcount;
	}
	return 0;
}

/*
 * A compact rollout's outputs (a unit of run 1: slime's rollout_id), in
 * input order: each output's index is its place in the rollout's row,
 * so the rollout counts once, by the last.
 */
static void
siblings(struct papo_adv_run *r, struct papo_adv_rec *recs, size_t from,
    size_t to)
{
	size_t i;

	for (i = from; i < to && r->f->unit && r->f->unit->run; i++) {
		struct papo_adv_rec *rec = &recs[i];

		if (rec->h.kind == PAPO_REC_BLANK)
			continue;
		if (rec->h.kind != PAPO_REC_OK || !rec->has_unit) {
			r->sib.have = 0;
			continue;
		}
		rec->uindex = papo_fields_sibling(&r->sib, rec->h.file,
		    &rec->unit);
		rec->later = rec->uindex > 0;
	}
}

/*
 * turns() over records [from, to), which the way of gathering takes
 * after it, and --group-size's check of a rollout's later outputs; -1
 * with e set, the records freed (they are the tool's), when it fails.
 */
static int
consume_turns(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_rec *rec = recs;
	size_t i;
	int rc;

	siblings(r, rec, from, to);
	rc = turns(r, recs, from, to, e);

	for (i = from; i < to && rc == 0 && r->o->group_size; i++)
		if (rec[i].h.kind == PAPO_REC_OK && rec[i].later)
			rc = papo_fields_unit_sized(papo_filter_name(r->flt,
			    rec[i].h.file), (unsigned long long)rec[i].h.lineno,
			    r->f->unit ? r->f->unit->key : r->f->turns->key, e);
	if (rc == 0)
		return 0;
	for (i = from; i < to; i++)
		papo_adv_rec_free(&rec[i]);
	return -1;
}

static int
gather_consume(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	if (consume_turns(tool, recs, from, to, e) < 0)
		return -1;
	return papo_adv_gather_batch(tool, recs, from, to, e);
}

static int
stream_consume(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	if (consume_turns(tool, recs, from, to, e) < 0)
		return -1;
	return papo_adv_stream_batch(tool, recs, from, to, e);
}

static int
spill_consume(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	if (consume_turns(tool, recs, from, to, e) < 0)
		return -1;
	return papo_adv_spill_batch(tool, recs, from, to, e);
}

static const struct papo_filter_ops gather_ops = {
	sizeof(struct papo_adv_rec), papo_adv_rec_parse,
	gather_consume, papo_adv_rec_drop
};

static const struct papo_filter_ops stream_ops = {
	sizeof(struct papo_adv_rec), papo_adv_rec_parse,
	stream_consume, papo_adv_rec_drop
};

static int
window_consume(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	if (consume_turns(tool, recs, from, to, e) < 0)
		return -1;
	return papo_adv_window_batch(tool, recs, from, to, e);
}

static const struct papo_filter_ops window_ops = {
	sizeof(struct papo_adv_rec), papo_adv_rec_parse,
	window_consume, papo_adv_rec_drop
};

static const struct papo_filter_ops spill_ops = {
	sizeof(struct papo_adv_rec), papo_adv_rec_parse,
	spill_consume, papo_adv_rec_drop
};

void
papo_adv_run_init(struct papo_adv_run *r, const struct papo_adv_run_opts *o,
    const struct papo_fields *f, struct papo_filter *flt)
{
	int n = papo_filter_threads(), i;

	memset(r, 0, sizeof(*r));
	r->o = o;
	r->f = f;
	r->flt = flt;
	papo_adv_needs(&o->adv, &r->needs);
	for (i = 0; i < W_NWANTED; i++)
		r->wpath[i] = &f->path[wanted[i]];
	papo_json_keys_init(&r->wkeys, r->wpath, W_NWANTED);
	r->sparse = r->wkeys.nother == 0 && f->forms == NULL &&
	    f->unit == NULL && f->turns == NULL && f->refuse == NULL &&
	    f->eval_key == NULL;
	r->parsers = papo_xcalloc((size_t)n, sizeof(*r->parsers));
	r->mixes = papo_xcalloc((size_t)n, sizeof(*r->mixes));
	flt->worker = papo_xcalloc((size_t)n, sizeof(*flt->worker));
	for (i = 0; i < n; i++) {
		papo_json_init(&r->parsers[i]);
		flt->worker[i] = &r->parsers[i];
	}
	flt->tool = r;
	flt->writes = 1;
	papo_filter_fields(flt, f);
	if (o->contiguous) {
		flt->ops = &stream_ops;
		flt->batch = ADV_BATCH;
		flt->first = ADV_FIRST;
		r->st = papo_adv_stream_new();
	} else if (o->buffer_size && !(o->spill_late &&
	    !papo_adv_run_early(r))) {
		/* records are copied into the buffer: batches come and go */
		flt->ops = &spill_ops;
		flt->batch = ADV_BATCH;
		flt->first = ADV_FIRST;
		r->sp = papo_adv_spill_new(o->buffer_size,
		    papo_spill_dir(o->tmpdir));
	} else if (papo_adv_run_early(r)) {
		/*
		 * Each group written as it completes: the engine keeps
		 * nothing, and what is not written yet is copied out of
		 * its batch (advrun_window.c).  Small batches, as
		 * --contiguous reads them: a coprocess's memory.
		 */
		flt->ops = &window_ops;
		flt->batch = ADV_BATCH;
		flt->first = ADV_FIRST;
		r->win = papo_adv_window_new();
	} else {
		/*
		 * Records point into the input, which stays until the end.
		 * Small batches, as --contiguous reads them (ADV_BATCH; 16
		 * MiB batches took 1.04-1.34x the CPU of 1 MiB on a file:
		 * round 23 of bench/RESULTS.md).
		 */
		flt->ops = &gather_ops;
		flt->keep = 1;
		flt->batch = ADV_BATCH;
		flt->first = ADV_FIRST;
		papo_grouping_init(&r->gr, (size_t)o->blocks,
		    (size_t)o->group_size);
		/*
		 * A pipe: gathered as a file is until it holds a quarter
		 * of the budget, and only then copied into a spilling
		 * buffer of half of it (what was gathered stays until the
		 * end); a pipe spilled from its first record cost twice
		 * the CPU of the file, each record copied into fresh
		 * memory.  Its batches are the file's: the reader splices
		 * the pipe in larger chunks and hands them out a batch at
		 * a time, each split and parsed while the splice's copy
		 * is still in the core's caches (4 MiB batches cost 1.1x
		 * the CPU: round 25 of bench/RESULTS.md).
		 */
		if (o->spill_late)
			r->late = o->buffer_size / 4;
	}
}

int
papo_adv_run_open(struct papo_adv_run *r, struct papo_err *e)
{
	/*
	 * Gathering writes nothing before the end (but groups of a known
	 * size): a pipe is read in full batches, not as records trickle.
	 */
	if (!r->o->contiguous && (r->sp || !papo_adv_run_early(r)))
		r->flt->in.flow = PAPO_FLOW_BLOCK;
	return papo_filter_file_steps(r->flt, r->f, &r->steps, e);
}


int
papo_adv_run_finish(struct papo_adv_run *r, struct papo_err *e)
{
	int n = papo_filter_threads(), i;

	for (i = 0; i < n; i++)
		papo_fields_eval_merge(&r->mix, &r->mixes[i]);
	if (r->sp)
		return papo_adv_spill_finish(r, e);
	if (r->win)
		return papo_adv_window_finish(r, e);
	return r->o->contiguous ? papo_adv_stream_finish(r, e) :
	    papo_adv_gather_finish(r, e);
}

void
papo_adv_run_abort(struct papo_adv_run *r)
{
	struct papo_adv_rec *recs;
	size_t n, i;

	if (r->win) {
		papo_adv_window_release(r->win);
		r->win = NULL;
		return;
	}
	if (r->sp || r->o->contiguous || r->owners == 0)
		return;
	recs = papo_filter_recs(r->flt, &n);
	for (i = 0; i < n; i++)
		papo_adv_rec_free(&recs[i]);
}

size_t
papo_adv_run_budget(const struct papo_adv_run_opts *o, int argc,
    char *const *argv, size_t budget, int *late)
{
	double total = 0;
	struct stat st;
	int i, rc;

	*late = 0;
	if (o->buffer_size || o->contiguous)
		return 0;
	for (i = 0; i < (argc > 0 ? argc : 1); i++) {
		if (argc == 0 || strcmp(argv[i], "-") == 0)
			rc = fstat(0, &st);
		else
			rc = stat(argv[i], &st);
		if (rc < 0)
			return 0;	/* its error comes when it is opened */
		if (!S_ISREG(st.st_mode)) {
			if (o->group_size && !o->strict_groups &&
			    o->nshards == 0 && o->blocks == 0)
				return 0;
			*late = 1;
			return budget;
		}
		total += (double)st.st_size;
	}
	/* the records' own state comes on top of their lines */
	return total + total / 8 < (double)budget ? 0 : budget;
}

/* "FILE:LINE" of rec into b. */
static void
where(const struct papo_adv_run *r, const struct papo_adv_rec *rec,
    struct papo_buf *b)
{
	papo_buf_addf(b, "%s:%llu", papo_filter_name(r->flt, rec->h.file),
	    (unsigned long long)rec->h.lineno);
}

size_t
papo_adv_run_held(struct papo_adv_run *r, struct papo_buf *b)
{
	const struct papo_adv_rec *recs, *first, *last;
	const struct papo_gkey *key;
	size_t n, held;

	if (r->sp) {
		if ((held = papo_adv_spill_held(r->sp)) == 0)
			return 0;
		papo_buf_addf(b, "%zu record%s read and not written (-S "
		    "computes the groups at the end of the input)", held,
		    held == 1 ? "" : "s");
		return held;
	}
	if (r->st) {
		if ((held = papo_adv_stream_held(r->st, &first, &last,
		    &key)) == 0)
			return 0;
		papo_buf_addf(b, "%zu record%s of group ", held,
		    held == 1 ? "" : "s");
		papo_adv_show_key(b, key);
		papo_buf_adds(b, ", not complete, not written (");
	} else if (r->win) {
		if ((held = papo_adv_window_held(r->win, &first, &last)) == 0)
			return 0;
		papo_buf_addf(b, "%zu record%s read and not written: their "
		    "groups were not complete (", held, held == 1 ? "" : "s");
	} else {
		recs = papo_filter_recs(r->flt, &n);
		if ((held = n) == 0)
			return 0;
		first = &recs[0];
		last = &recs[n - 1];
		papo_buf_addf(b, "%zu record%s read and not written: "
		    "gathering writes at the end of the input (", held,
		    held == 1 ? "" : "s");
	}
	where(r, first, b);
	if (held > 1) {
		papo_buf_adds(b, " to ");
		where(r, last, b);
	}
	papo_buf_addc(b, ')');
	return held;
}

void
papo_adv_run_release(struct papo_adv_run *r)
{
	int n = papo_filter_threads(), i;

	for (i = 0; i < n; i++)
		papo_json_release(&r->parsers[i]);
	free(r->parsers);
	free(r->mixes);
	free(r->flt->worker);
	r->flt->worker = NULL;
	papo_grouping_release(&r->gr);
	if (r->sp)
		papo_adv_spill_release(r->sp);
	free(r->idx);
	papo_filter_free_steps(r->flt, r->steps);
	papo_buf_release(&r->notes);
	papo_gkey_release(&r->tkey);
	if (r->st)
		papo_adv_stream_release(r->st);
	if (r->win)
		papo_adv_window_release(r->win);
	chunks_release(r);
	memset(r, 0, sizeof(*r));
}
