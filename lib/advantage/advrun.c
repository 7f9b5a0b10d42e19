/* advrun.c: papo-advantage's records, groups and output (see advrun.h). */
#include <sys/uio.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "advrun.h"
#include "buf.h"
#include "hash.h"
#include "spill.h"
#include "xalloc.h"

/*
 * One input line, with what the computation needs from it.  h.kind
 * also takes the kinds below once the record is consumed.
 */
struct rec {
	struct papo_rec h;	/* the line, without terminator */
	struct papo_gmember gm;	/* its group */
	uint8_t owned;		/* h.s was copied and must be freed */
	uint8_t missing_proc;	/* a needed r_proc is absent or null */
	uint8_t no_outcome;	/* papo-verify found none: left out */
	const char *filestep;	/* a step from the file name, to write */
	struct papo_slot stepslot;
	/*
	 * The line's last bytes, copied while it is in cache, so that
	 * writing, which comes much later, need not read it again.
	 */
	uint8_t taillen;
	char tail[16];
	struct papo_adv_in in;
	struct papo_slot slot[3];
	struct papo_adv_res res;
};

enum {
	REC_OK = PAPO_REC_OK, REC_BLANK = PAPO_REC_BLANK,
	REC_BAD = PAPO_REC_BAD,
	REC_SKIP = PAPO_REC_TOOL,	/* of a group with a bad record */
	REC_OTHER_SHARD			/* of another shard: not written */
};

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

/* Estimated tokens of the response at i: UTF-8 characters / 4, rounded up. */
static int
estimate(const struct papo_adv_run *r, const struct papo_json *j, int i,
    double *x, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t k, chars = 0;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return papo_err_set(e, PAPO_EX_DATAERR, "no field '%s' and no "
		    "string field '%s' to estimate it from",
		    fname(r, PAPO_F_LENGTH), fname(r, PAPO_F_RESPONSE));
	papo_json_str(j, i, &b);
	for (k = 0; k < b.len; k++)
		chars += ((unsigned char)b.s[k] & 0xc0) != 0x80;
	papo_buf_release(&b);
	*x = (double)((chars + 3) / 4);
	return 0;
}

/*
 * Fill rec from its parsed line: group key, outcome, process score,
 * length, draw key, output slots.  -1 with e set on a data error (what
 * was filled before it stays: a record with a group key fails its
 * group).
 */
static int
extract(const struct papo_adv_run *r, const struct papo_json *j,
    struct rec *rec, struct papo_err *e)
{
	const struct papo_adv_needs *nd = &r->needs;
	const struct papo_adv_run_opts *o = r->o;
	const struct papo_path *paths[W_NWANTED];
	struct papo_adv_in *in = &rec->in;
	struct papo_outcome oc;
	const char *ocname[PAPO_OC_N];
	size_t len;
	const char *raw;
	int w[W_NWANTED], i, k;

	for (k = 0; k < W_NWANTED; k++)
		paths[k] = &r->f->path[wanted[k]];
	if (papo_json_find_all(j, paths, W_NWANTED, w, e) < 0)
		return -1;

	/* the step: its field, else the file name's (written back) */
	if (w[W_STEP] < 0 && r->steps) {
		if ((rec->filestep = r->steps[rec->h.file]) == NULL)
			return papo_fields_no_step(r->f,
			    papo_filter_name(r->flt, rec->h.file), e);
		if (papo_json_slot_found(j, paths[W_STEP], -1, &rec->stepslot,
		    e) < 0)
			return -1;
	}

	/* group key: the group field, qualified by the step */
	if (o->blocks == 0) {
		if (w[W_GROUP] < 0)
			return papo_fields_missing(r->f, PAPO_F_GROUP, j, e);
		papo_gkey_read(&rec->gm.key, j, w[W_GROUP], w[W_STEP],
		    rec->filestep);
		rec->gm.grouped = 1;
	}

	/* outcome and correctness, by the rule of papo_field_outcome */
	for (k = 0; k < PAPO_OC_N; k++)
		ocname[k] = fname(r, wanted[W_ACC + k]);
	if (papo_field_outcome(j, &w[W_ACC], ocname, &oc, e) < 0)
		return -1;
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

	/* process score */
	if ((k = papo_field_number(j, w[W_R_PROC], fname(r, PAPO_F_R_PROC),
	    &in->r_proc, e)) < 0)
		return -1;
	in->has_proc = (uint8_t)k;
	if (!in->has_proc && (nd->proc_all || (nd->proc_correct &&
	    in->correct))) {
		if (!o->allow_missing || nd->proc_all ||
		    o->adv.mode == PAPO_ADV_MULT)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
			    "%s on a %sresponse (judge it with papo-judge%s)",
			    fname(r, PAPO_F_R_PROC), w[W_R_PROC] >= 0 ?
			    "null" : "missing", nd->proc_all ? "" : "correct ",
			    nd->proc_all ? " --select all, which judges wrong "
			    "responses too" : o->adv.mode == PAPO_ADV_MULT ?
			    "" : ", or pass --allow-missing-proc");
		rec->missing_proc = 1;
	}

	/* length */
	if ((k = papo_field_number(j, w[W_LENGTH], fname(r, PAPO_F_LENGTH),
	    &in->length, e)) < 0)
		return -1;
	if (k && in->length < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
		    "negative", fname(r, PAPO_F_LENGTH));
	in->has_length = (uint8_t)k;
	if (!k && (nd->length_all || (nd->length_correct && in->correct))) {
		if (!o->estimate_length)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "field '%s' (response length in tokens) is "
			    "missing; this mode needs it (or pass "
			    "--estimate-length)", fname(r, PAPO_F_LENGTH));
		if (estimate(r, j, w[W_RESPONSE], &in->length, e) < 0)
			return -1;
		in->has_length = 1;
	}

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
static int
parse_rec(void *tool, void *worker, struct papo_rec *h, struct papo_buf *out,
    struct papo_err *e)
{
	const struct papo_adv_run *r = tool;
	struct papo_json *j = worker;
	struct rec *rec = (struct rec *)h;

	(void)out;
	if (papo_json_parse(j, h->s, h->len, e) < 0)
		return -1;
	/* in --blocks mode every record belongs to a block */
	rec->gm.grouped = r->o->blocks != 0;
	rec->taillen = (uint8_t)(h->len < sizeof(rec->tail) ? h->len :
	    sizeof(rec->tail));
	memcpy(rec->tail, h->s + h->len - rec->taillen, rec->taillen);
	return extract(r, j, rec, e);
}

static void
free_rec(struct rec *rec)
{
	if (rec->owned)
		free((char *)rec->h.s);
	rec->owned = 0;
	papo_gkey_release(&rec->gm.key);
}

/* A record parsed but never consumed (the engine's drop). */
static void
drop_rec(void *tool, void *rec)
{
	(void)tool;
	free_rec(rec);
}

/* Does rec (of block number block, under --blocks) belong to this shard? */
static int
mine(const struct papo_adv_run *r, const struct rec *rec, size_t block)
{
	return papo_group_shard(&rec->gm, block, r->o->blocks != 0,
	    r->o->shard, r->o->nshards);
}

/*
 * Compute one group: recs[idx[0..n)].  A group with a missing r_proc
 * (under --allow-missing-proc) gets no process advantage: its signal is
 * taken as uniform, which the guard turns into A_proc = 0.
 */
static void
compute_group(const struct papo_adv_run *r, struct rec *recs,
    const size_t *idx, size_t n, int partial, size_t *missing)
{
	struct papo_adv_in stackin[64] = { { 0 } }, *in = stackin;
	struct papo_adv_res stackres[64], *res = stackres;
	size_t stackidx[64], *use = stackidx, i, m = 0;
	int miss = 0;

	if (n > 64) {
		in = papo_xcalloc(n, sizeof(*in));
		res = papo_xcalloc(n, sizeof(*res));
		use = papo_xcalloc(n, sizeof(*use));
	}
	/* records without an outcome are left out: no advantage (null) */
	for (i = 0; i < n; i++) {
		struct rec *rec = &recs[idx[i]];

		if (rec->no_outcome) {
			rec->res.adv = rec->res.adv_out = rec->res.adv_proc =
			    (double)NAN;
			continue;
		}
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
	if (in != stackin) {
		free(in);
		free(res);
		free(use);
	}
}

/*
 * Output is written with writev(2) straight from the input: each record
 * is its untouched head, then a generated tail (the spliced fields, the
 * rest of the record, the terminator) kept in its chunk's buffer.
 */
struct piece {
	const char *head;
	size_t headlen;
	size_t off;		/* of the tail in the chunk's gen */
	size_t len;
};

struct chunk {
	struct papo_buf gen;
	struct piece *p;
	size_t n, cap;
	struct papo_iovs iov;
};

/* Add rec to chunk c, with its advantages unless it passes through. */
static void
piece_rec(const struct papo_adv_run *r, struct chunk *c,
    const struct rec *rec, struct papo_buf *tmp, struct papo_numcache *nc)
{
	struct papo_edit ed[4];
	struct piece *p;
	size_t k, off[3], base, ned = 3;
	const double v[3] = { rec->res.adv, rec->res.adv_out,
	    rec->res.adv_proc };

	if (rec->h.kind == REC_OTHER_SHARD)
		return;
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
			ed[ned].val = rec->filestep;
			ed[ned++].vlen = strlen(rec->filestep);
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

static int
write_chunk(struct papo_adv_run *r, struct chunk *c, struct papo_err *e)
{
	size_t i;

	for (i = 0; i < c->n; i++) {
		const struct piece *p = &c->p[i];

		papo_iovs_add(&c->iov, p->head, p->headlen);
		papo_iovs_add(&c->iov, c->gen.s + p->off, p->len);
	}
	return papo_filter_writev(r->flt, &c->iov, e);
}

/* Write recs[0..n) in order, building chunks in parallel. */
static int
write_recs(struct papo_adv_run *r, const struct rec *recs, size_t n,
    struct papo_err *e)
{
	enum { CHUNK = 512, WINDOW = 16 };
	struct chunk chunks[WINDOW];
	size_t base, w;
	int rc = 0;

	memset(chunks, 0, sizeof(chunks));
	for (base = 0; base < n && rc == 0; base += (size_t)CHUNK * WINDOW) {
		size_t nchunks = (n - base + CHUNK - 1) / CHUNK;
		long c;

		if (nchunks > WINDOW)
			nchunks = WINDOW;
		#pragma omp parallel if (nchunks > 1)
		{
			struct papo_buf tmp = PAPO_BUF_INIT;
			struct papo_numcache *nc = papo_xcalloc(1, sizeof(*nc));

			#pragma omp for schedule(dynamic, 1)
			for (c = 0; c < (long)nchunks; c++) {
				size_t a = base + (size_t)c * CHUNK, i;
				size_t z = a + CHUNK < n ? a + CHUNK : n;

				papo_buf_reset(&chunks[c].gen);
				chunks[c].n = 0;
				for (i = a; i < z; i++)
					piece_rec(r, &chunks[c], &recs[i], &tmp,
					    nc);
			}
			papo_buf_release(&tmp);
			free(nc);
		}
		for (w = 0; w < nchunks && rc == 0; w++)
			rc = write_chunk(r, &chunks[w], e);
	}
	for (w = 0; w < WINDOW; w++) {
		papo_buf_release(&chunks[w].gen);
		free(chunks[w].p);
		papo_iovs_release(&chunks[w].iov);
	}
	return rc;
}

/*
 * Gather mode with --group-size: a group is complete with its last
 * record, so it is computed then, and the records before the first one
 * still waiting for its group are written (records keep their order;
 * a trainer that sends a group at a time gets it back at once).  Not
 * under --strict-groups, which writes nothing when a group is
 * suspicious, nor with shards or blocks.
 */
static int
early(const struct papo_adv_run *r)
{
	return r->o->group_size && !r->o->strict_groups &&
	    r->o->nshards == 0 && r->o->blocks == 0;
}

static int
gather_early(struct papo_adv_run *r, struct rec *recs, size_t from,
    size_t to, struct papo_err *e)
{
	struct papo_grouping *gr = &r->gr;
	size_t i, g, m, missing = 0, start = r->written;

	if (gr->ngroups > r->gdonecap) {
		size_t old = r->gdonecap;

		r->gdone = papo_xgrow(r->gdone, &r->gdonecap, gr->ngroups, 1);
		memset(r->gdone + old, 0, r->gdonecap - old);
	}
	for (i = from; i < to; i++) {
		const struct papo_ginfo *gi;

		if (!recs[i].gm.grouped)
			continue;
		g = recs[i].gm.group;
		gi = &gr->g[g];
		if (gi->n < (size_t)r->o->group_size)
			continue;
		r->idx = papo_xgrow(r->idx, &r->idxcap, gi->n,
		    sizeof(*r->idx));
		papo_grouping_members(gr, g, r->idx);
		if (gi->bad)
			for (m = 0; m < gi->n; m++)
				recs[r->idx[m]].h.kind = REC_SKIP;
		else
			compute_group(r, recs, r->idx, gi->n, 0, &missing);
		r->gdone[g] = 1;
	}
	r->missing_groups += missing;
	while (r->written < to && (!recs[r->written].gm.grouped ||
	    r->gdone[recs[r->written].gm.group]))
		r->written++;
	return start < r->written ? write_recs(r, recs + start,
	    r->written - start, e) : 0;
}

/*
 * Gather mode, the engine's consume: give records [from, to) of all
 * their groups; it runs beside the parsing of the next batch.
 */
static int
gather_batch(void *tool, void *all, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct rec *recs = all;
	size_t i;

	for (i = from; i < to; i++) {
		r->owners += recs[i].gm.key.keyowned |
		    recs[i].gm.key.stepowned;
		recs[i].gm.bad = recs[i].h.kind == REC_BAD;
		r->no_outcome += recs[i].no_outcome;
		r->nrecords += recs[i].h.kind == PAPO_REC_OK;
	}
	papo_grouping_add(&r->gr, recs, sizeof(*recs),
	    offsetof(struct rec, gm), from, to);
	return early(r) ? gather_early(r, recs, from, to, e) : 0;
}

/* A group key for a message: JSON-quoted, at most 60 bytes of it. */
static void
show_key(struct papo_buf *b, const struct papo_gkey *k)
{
	size_t n = k->keylen > 60 ? 60 : k->keylen;

	while (n > 0 && n < k->keylen && ((unsigned char)k->key[n] & 0xc0) ==
	    0x80)
		n--;		/* not inside a character */
	papo_json_put_str(b, k->key, n);
	if (n < k->keylen)
		papo_buf_adds(b, "...");
}

/*
 * What check_groups needs of a group: its key, its size, where its
 * first record is, and the file of a record in another file than the
 * first's (UINT32_MAX: none).
 */
struct gsum {
	const struct papo_gkey *key;
	size_t n;
	uint64_t lineno;
	uint32_t file, file2;
};

/* Groups by step, for check_groups (ctx: the summaries). */
static int
by_step(const void *a, const void *b, void *ctx)
{
	const struct gsum *gs = ctx;
	const struct papo_gkey *x = gs[*(const size_t *)a].key,
	    *y = gs[*(const size_t *)b].key;

	if (x->steplen != y->steplen)
		return x->steplen < y->steplen ? -1 : 1;
	return x->steplen ? memcmp(x->step, y->step, x->steplen) : 0;
}

static int
by_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
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

/*
 * Groups that one key may have merged: bigger than most groups of their
 * step (a prompt sampled twice, the two runs indistinguishable), or with
 * records in several files (two runs, or steps that the records do not
 * tell apart).  Blocks are what they are.
 */
static int
check_groups(struct papo_adv_run *r, const struct gsum *gs, size_t ng,
    struct papo_err *e)
{
	struct papo_buf line = PAPO_BUF_INIT;
	size_t *ord, *sz, a, b, g, k, mode, run, best;
	int rc = 0;

	if (r->o->blocks || ng == 0)
		return 0;
	ord = papo_xcalloc(ng, sizeof(*ord));
	sz = papo_xcalloc(ng, sizeof(*sz));
	for (g = 0; g < ng; g++)
		ord[g] = g;
	qsort_r(ord, ng, sizeof(*ord), by_step, (void *)(uintptr_t)gs);
	for (a = 0; a < ng && rc == 0; a = b) {
		for (b = a; b < ng && by_step(&ord[a], &ord[b],
		    (void *)(uintptr_t)gs) == 0; b++)
			sz[b - a] = gs[ord[b]].n;
		if (b - a < 2)
			continue;
		/* the size most groups of the step have (the smaller on ties) */
		qsort(sz, b - a, sizeof(*sz), by_size);
		for (k = 0, mode = sz[0], best = 0; k < b - a; k += run) {
			for (run = 1; k + run < b - a && sz[k + run] == sz[k];
			    run++)
				;
			if (run > best) {
				best = run;
				mode = sz[k];
			}
		}
		for (k = a; k < b && rc == 0; k++) {
			const struct gsum *gi = &gs[ord[k]];
			const struct papo_gkey *key = gi->key;

			if (gi->n <= mode)
				continue;
			papo_buf_reset(&line);
			if (key->steplen)
				papo_buf_addf(&line, "step %.*s: ",
				    (int)key->steplen, key->step);
			papo_buf_adds(&line, "group ");
			show_key(&line, key);
			papo_buf_addf(&line, " (first at %s:%llu)",
			    papo_filter_name(r->flt, gi->file),
			    (unsigned long long)gi->lineno);
			papo_buf_addf(&line, " has %zu records, most groups of "
			    "its step %zu (a prompt sampled twice? "
			    "--group-size %zu splits it)", gi->n, mode, mode);
			rc = note(r, &line, e);
		}
	}
	for (g = 0; g < ng && rc == 0; g++) {
		if (gs[g].file2 == UINT32_MAX)
			continue;
		papo_buf_reset(&line);
		papo_buf_adds(&line, "group ");
		show_key(&line, gs[g].key);
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

/* check_groups over the gathered records. */
static int
check_gathered(struct papo_adv_run *r, const struct rec *recs,
    struct papo_err *e)
{
	const struct papo_grouping *gr = &r->gr;
	struct gsum *gs;
	size_t g, i, m;
	int rc;

	if (gr->blocks || gr->ngroups == 0)
		return 0;
	gs = papo_xcalloc(gr->ngroups, sizeof(*gs));
	for (g = 0; g < gr->ngroups; g++) {
		const struct papo_ginfo *gi = &gr->g[g];

		i = gi->first;
		gs[g].key = &recs[i].gm.key;
		gs[g].n = gi->n;
		gs[g].file = recs[i].h.file;
		gs[g].lineno = recs[i].h.lineno;
		gs[g].file2 = UINT32_MAX;
		for (m = 1; m < gi->n; m++) {
			i = gr->next[i];
			if (recs[i].h.file != gs[g].file) {
				gs[g].file2 = recs[i].h.file;
				break;
			}
		}
	}
	rc = check_groups(r, gs, gr->ngroups, e);
	free(gs);
	return rc;
}

/* Gather mode, at the end: every group in parallel, then every record. */
static int
gather_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_grouping *gr = &r->gr;
	struct rec *recs;
	size_t n, i, missing = 0;
	long g;
	int rc;

	recs = papo_filter_recs(r->flt, &n);
	if (check_gathered(r, recs, e) < 0)
		return -1;
	if (r->o->nshards)
		for (i = 0; i < n; i++)
			if (!mine(r, &recs[i], recs[i].gm.group))
				recs[i].h.kind = REC_OTHER_SHARD;

	/* each group, its members in input order; a bad record fails it */
	#pragma omp parallel reduction(+:missing)
	{
		size_t *idx = NULL, idxcap = 0;

		#pragma omp for schedule(dynamic, 16)
		for (g = 0; g < (long)gr->ngroups; g++) {
			const struct papo_ginfo *gi = &gr->g[g];
			size_t m;

			if ((size_t)g < r->gdonecap && r->gdone[g])
				continue;	/* written already */
			idx = papo_xgrow(idx, &idxcap, gi->n, sizeof(*idx));
			papo_grouping_members(gr, (size_t)g, idx);
			if (gi->bad)
				for (m = 0; m < gi->n; m++)
					recs[idx[m]].h.kind = REC_SKIP;
			else
				compute_group(r, recs, idx, gi->n,
				    r->o->blocks && gi->n < (size_t)r->o->blocks,
				    &missing);
		}
		free(idx);
	}
	r->missing_groups += missing;
	rc = write_recs(r, recs + r->written, n - r->written, e);
	if (r->owners)
		for (i = 0; i < n; i++)
			free_rec(&recs[i]);
	return rc;
}

/* A growable list of records. */
struct recs {
	struct rec *v;
	size_t n, cap;
};

static void
recs_push(struct recs *l, const struct rec *rec)
{
	l->v = papo_xgrow(l->v, &l->cap, l->n + 1, sizeof(*l->v));
	l->v[l->n++] = *rec;
}

/*
 * Contiguous mode: a group ends where the next one starts.  Finished
 * keys are remembered (as hashes) so that a key coming back is an
 * error rather than a silently split group.
 */
struct papo_adv_stream {
	struct recs pend;	/* records since the open group started */
	struct recs ready;	/* finished records, to write in order */
	size_t *idx;
	size_t idxcap;
	int open;		/* pend holds a group */
	size_t first;		/* index in pend of the group's first record */
	size_t blockfill;	/* records in the current --blocks block, or
				   of the open group (--group-size) */
	size_t block;		/* number of the current --blocks block */
	struct papo_hset done;
	uint64_t cut;		/* the key of the last group closed at
				   --group-size, which may go on */
	int hascut;
};

/*
 * Compute the open group and move everything pending to ready; remember
 * its key as done unless the key goes on (a group cut at --group-size).
 */
static void
close_group(struct papo_adv_run *r, struct papo_adv_stream *st, int partial,
    int remember)
{
	size_t i, m = 0, missing = 0;
	int bad = 0;

	for (i = 0; i < st->pend.n; i++) {
		if (!st->pend.v[i].gm.grouped)
			continue;
		st->idx = papo_xgrow(st->idx, &st->idxcap, m + 1,
		    sizeof(*st->idx));
		st->idx[m++] = i;
		bad |= st->pend.v[i].h.kind == REC_BAD;
	}
	if (bad) {
		for (i = 0; i < m; i++)
			st->pend.v[st->idx[i]].h.kind = REC_SKIP;
	} else if (m > 0)
		compute_group(r, st->pend.v, st->idx, m, partial, &missing);
	r->missing_groups += missing;
	if (m > 0 && r->o->blocks == 0 && remember)
		papo_hset_add(&st->done, st->pend.v[st->first].gm.key.hash);
	for (i = 0; i < st->pend.n; i++) {
		if (!mine(r, &st->pend.v[i], st->block))
			st->pend.v[i].h.kind = REC_OTHER_SHARD;
		recs_push(&st->ready, &st->pend.v[i]);
	}
	st->pend.n = 0;
	st->open = 0;
	st->blockfill = 0;
	st->block++;
}

static int
write_ready(struct papo_adv_run *r, struct papo_adv_stream *st,
    struct papo_err *e)
{
	size_t i;
	int rc = write_recs(r, st->ready.v, st->ready.n, e);

	for (i = 0; i < st->ready.n; i++)
		free_rec(&st->ready.v[i]);
	st->ready.n = 0;
	return rc;
}

/*
 * Contiguous mode, the engine's consume: records into groups as they
 * end; what is finished is written at once.
 */
static int
stream_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_stream *st = r->st;
	struct rec *batch = recs;
	size_t i;

	for (i = from; i < to; i++) {
		struct rec *rec = &batch[i];

		r->no_outcome += rec->no_outcome;
		r->nrecords += rec->h.kind == PAPO_REC_OK;
		if (rec->gm.grouped) {
			if (r->o->blocks) {
				if (st->blockfill == (size_t)r->o->blocks)
					close_group(r, st, 0, 1);
				st->blockfill++;
			} else if (st->open && !papo_gkey_eq(
			    &st->pend.v[st->first].gm.key, &rec->gm.key))
				close_group(r, st, 0, 1);
			else if (st->open && r->o->group_size &&
			    st->blockfill == (size_t)r->o->group_size)
				/* the key's next group: not a key come back */
				close_group(r, st, 0, 0);
			if (r->o->blocks == 0)
				st->blockfill++;
			if (!st->open && st->hascut) {
				/* a group closed at its size: the key goes on
				   or has ended */
				if (st->cut != rec->gm.key.hash)
					papo_hset_add(&st->done, st->cut);
				st->hascut = 0;
			}
			if (!st->open && r->o->blocks == 0 &&
			    papo_hset_has(&st->done, rec->gm.key.hash)) {
				struct papo_buf k = PAPO_BUF_INIT;

				show_key(&k, &rec->gm.key);
				papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: group "
				    "%s appears again after its run ended; the "
				    "input is not grouped contiguously (drop "
				    "--contiguous)",
				    papo_filter_name(r->flt, rec->h.file),
				    (unsigned long long)rec->h.lineno, k.s);
				papo_buf_release(&k);
				return -1;
			}
			if (!st->open) {
				st->open = 1;
				st->first = st->pend.n;
			}
		}
		if (!st->open && !mine(r, rec, 0))
			rec->h.kind = REC_OTHER_SHARD;
		recs_push(st->open ? &st->pend : &st->ready, rec);
		/*
		 * A group of known size is complete with its last record:
		 * it goes out now, not when the next one starts (a
		 * coprocess gets its group back without sending more).
		 */
		if (!st->open || !rec->gm.grouped)
			continue;
		if (r->o->blocks && st->blockfill == (size_t)r->o->blocks) {
			close_group(r, st, 0, 1);
		} else if (r->o->blocks == 0 && r->o->group_size &&
		    st->blockfill == (size_t)r->o->group_size) {
			st->cut = rec->gm.key.hash;
			st->hascut = 1;
			close_group(r, st, 0, 0);
		}
	}
	if (write_ready(r, st, e) < 0)
		return -1;
	/* the batch will be reused: pending records keep their own copy */
	for (i = 0; i < st->pend.n; i++) {
		struct rec *rec = &st->pend.v[i];
		const char *old = rec->h.s;

		rec->h.err = NULL;	/* the engine's, freed after this */
		if (rec->owned)
			continue;
		rec->h.s = papo_xmemdup(rec->h.s, rec->h.len);
		rec->owned = 1;
		papo_gkey_move(&rec->gm.key, old, rec->h.s, rec->h.len);
	}
	return 0;
}

/* Contiguous mode, at the end: the last group. */
static int
stream_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_adv_stream *st = r->st;

	if (st->pend.n)
		close_group(r, st, r->o->blocks &&
		    st->blockfill < (size_t)r->o->blocks, 1);
	return write_ready(r, st, e);
}

/*
 * Gathering in bounded memory (-S): sort(1)'s answer.  As records come,
 * each gets its group (a table of the groups' keys, in memory) and goes
 * into a buffer; a full buffer is sorted by group, then input order, and
 * written to a temporary file as a run.  At the end the runs are merged:
 * groups come out whole, are computed, and their records, written out
 * as they will be output, go into runs sorted by input order, which a
 * last merge writes.  The output is the gathering mode's, byte for
 * byte.  Memory: the buffer, the groups' keys, a read buffer a run.
 */

/* A record in a run; its line follows it. */
struct srec {
	uint64_t seq;		/* input order */
	uint64_t lineno;
	uint64_t len;
	uint32_t gid;		/* its group, or NOGROUP */
	uint32_t file;
	uint8_t kind, tlen, no_outcome, missing_proc, filestep;
	struct papo_adv_in in;
	struct papo_slot slot[3], stepslot;
};

#define NOGROUP UINT32_MAX

/* A record in the buffer: where it is, and what it sorts by. */
struct sidx {
	uint64_t seq;
	uint32_t gid;
	size_t off;
};

/* A group's key and what check_groups needs. */
struct sgroup {
	struct papo_gkey key;	/* its own copy */
	size_t n;
	uint64_t lineno;
	uint32_t file, file2;
	int bad;
};

/* A run being merged: its reader and its current record. */
struct merge {
	struct papo_run run;
	struct srec h;		/* phase 1 runs */
	uint64_t seq;		/* phase 2 runs: [seq][len][bytes] */
	char *line;
	size_t len, cap;
};

struct papo_adv_spill {
	size_t budget;
	const char *dir;
	struct papo_spill f[2];	/* runs by group; runs by input order */
	int open[2];
	uint64_t *runs[2];	/* run boundaries in f[k] */
	size_t nruns[2], runscap[2];
	char *mem;		/* the buffer */
	size_t len, cap;
	struct sidx *ix;
	size_t nix, ixcap;
	struct sgroup *g;
	size_t ng, gcap;
	uint32_t *table;	/* open addressing: group id + 1 */
	size_t tcap;
	uint64_t seq;		/* records read */
	size_t inblocks;
};

static int
by_group(const void *a, const void *b)
{
	const struct sidx *x = a, *y = b;

	if (x->gid != y->gid)
		return x->gid < y->gid ? -1 : 1;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

static int
by_seq(const void *a, const void *b)
{
	const struct sidx *x = a, *y = b;

	return (x->seq > y->seq) - (x->seq < y->seq);
}

/* Sort the buffer and write it to f[k] as a run. */
static int
spill_run(struct papo_adv_spill *sp, int k, struct papo_err *e)
{
	size_t i;

	if (sp->nix == 0)
		return 0;
	if (!sp->open[k]) {
		if (papo_spill_open(&sp->f[k], sp->dir, e) < 0)
			return -1;
		sp->open[k] = 1;
	}
	qsort(sp->ix, sp->nix, sizeof(*sp->ix), k == 0 ? by_group : by_seq);
	if (sp->nruns[k] == 0) {
		sp->runs[k] = papo_xgrow(sp->runs[k], &sp->runscap[k], 1,
		    sizeof(*sp->runs[k]));
		sp->runs[k][sp->nruns[k]++] = 0;
	}
	for (i = 0; i < sp->nix; i++) {
		const char *p = sp->mem + sp->ix[i].off;
		size_t n;

		if (k == 0)
			n = sizeof(struct srec) + ((const struct srec *)(const
			    void *)p)->len;
		else {
			uint64_t len;

			memcpy(&len, p + 8, sizeof(len));
			n = 16 + (size_t)len;
		}
		if (papo_spill_write(&sp->f[k], p, n, e) < 0)
			return -1;
	}
	if (papo_spill_flush(&sp->f[k], e) < 0)
		return -1;
	sp->runs[k] = papo_xgrow(sp->runs[k], &sp->runscap[k],
	    sp->nruns[k] + 1, sizeof(*sp->runs[k]));
	sp->runs[k][sp->nruns[k]++] = sp->f[k].size;
	sp->len = 0;
	sp->nix = 0;
	return 0;
}

/* Room for n more bytes in the buffer (aligned for a struct srec). */
static char *
spill_room(struct papo_adv_spill *sp, size_t n, uint64_t seq, uint32_t gid)
{
	size_t off = (sp->len + 7) & ~(size_t)7;

	sp->mem = papo_xgrow(sp->mem, &sp->cap, off + n, 1);
	sp->ix = papo_xgrow(sp->ix, &sp->ixcap, sp->nix + 1, sizeof(*sp->ix));
	sp->ix[sp->nix].seq = seq;
	sp->ix[sp->nix].gid = gid;
	sp->ix[sp->nix++].off = off;
	sp->len = off + n;
	return sp->mem + off;
}

/* Is the buffer at the budget? */
static int
spill_full(const struct papo_adv_spill *sp)
{
	return sp->len + sp->nix * sizeof(struct sidx) >= sp->budget;
}

/* The group of rec: found by key, or new (ids in order of appearance). */
static uint32_t
spill_group(struct papo_adv_run *r, struct papo_adv_spill *sp,
    const struct rec *rec)
{
	struct sgroup *sg;
	size_t h, i;
	uint32_t id;

	if (!rec->gm.grouped)
		return NOGROUP;
	if (r->o->blocks) {
		id = (uint32_t)(sp->inblocks++ / (size_t)r->o->blocks);
		if (id < sp->ng)
			return id;
		h = 0;
	} else {
		if (2 * (sp->ng + 1) > sp->tcap) {
			size_t cap = sp->tcap ? sp->tcap * 2 : 1024;
			uint32_t *t = papo_xcalloc(cap, sizeof(*t));

			/* a key's latest group, when cut by size */
			for (i = 0; i < sp->ng; i++) {
				for (h = sp->g[i].key.hash & (cap - 1); t[h];
				    h = (h + 1) & (cap - 1))
					if (papo_gkey_eq(&sp->g[t[h] - 1].key,
					    &sp->g[i].key))
						break;
				t[h] = (uint32_t)i + 1;
			}
			free(sp->table);
			sp->table = t;
			sp->tcap = cap;
		}
		for (h = rec->gm.key.hash & (sp->tcap - 1); sp->table[h];
		    h = (h + 1) & (sp->tcap - 1))
			if (papo_gkey_eq(&sp->g[sp->table[h] - 1].key,
			    &rec->gm.key))
				break;
		if (sp->table[h] && !(r->o->group_size &&
		    sp->g[sp->table[h] - 1].n == (size_t)r->o->group_size))
			return sp->table[h] - 1;
		sp->table[h] = (uint32_t)sp->ng + 1;
	}
	sp->g = papo_xgrow(sp->g, &sp->gcap, sp->ng + 1, sizeof(*sp->g));
	sg = &sp->g[sp->ng];
	memset(sg, 0, sizeof(*sg));
	if (!r->o->blocks) {
		/* the key's own copy: the line goes */
		sg->key = rec->gm.key;
		sg->key.key = papo_xmemdup(rec->gm.key.key,
		    rec->gm.key.keylen);
		sg->key.keyowned = 1;
		if (rec->gm.key.steplen) {
			sg->key.step = papo_xmemdup(rec->gm.key.step,
			    rec->gm.key.steplen);
			sg->key.stepowned = 1;
		}
	}
	sg->file = rec->h.file;
	sg->lineno = rec->h.lineno;
	sg->file2 = UINT32_MAX;
	return (uint32_t)sp->ng++;
}

/* The engine's consume under -S: records into the buffer, runs out. */
static int
spill_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_spill *sp = r->sp;
	struct rec *batch = recs;
	size_t i;

	for (i = from; i < to; i++) {
		struct rec *rec = &batch[i];
		struct srec *s;
		uint32_t gid = spill_group(r, sp, rec);

		r->no_outcome += rec->no_outcome;
		if (gid != NOGROUP) {
			struct sgroup *sg = &sp->g[gid];

			sg->n++;
			sg->bad |= rec->h.kind == REC_BAD;
			if (rec->h.file != sg->file && sg->file2 == UINT32_MAX)
				sg->file2 = rec->h.file;
		}
		s = (struct srec *)(void *)spill_room(sp, sizeof(*s) +
		    rec->h.len, sp->seq, gid);
		memset(s, 0, sizeof(*s));
		s->seq = sp->seq++;
		s->lineno = rec->h.lineno;
		s->len = rec->h.len;
		s->gid = gid;
		s->file = rec->h.file;
		s->kind = rec->h.kind;
		s->tlen = rec->h.tlen;
		s->no_outcome = rec->no_outcome;
		s->missing_proc = rec->missing_proc;
		s->filestep = rec->filestep != NULL;
		s->in = rec->in;
		memcpy(s->slot, rec->slot, sizeof(s->slot));
		s->stepslot = rec->stepslot;
		memcpy(s + 1, rec->h.s, rec->h.len);
		free_rec(rec);
		if (spill_full(sp) && spill_run(sp, 0, e) < 0)
			return -1;
	}
	return 0;
}

/* The next record of run m into m->h and m->line: 1, 0 at its end. */
static int
merge_next(struct merge *m, int k, struct papo_err *e)
{
	int rc;

	if (k == 0) {
		if ((rc = papo_run_read(&m->run, &m->h, sizeof(m->h), e)) <= 0)
			return rc;
		m->len = (size_t)m->h.len;
	} else {
		uint64_t hd[2];

		if ((rc = papo_run_read(&m->run, hd, sizeof(hd), e)) <= 0)
			return rc;
		m->seq = hd[0];
		m->len = (size_t)hd[1];
	}
	m->line = papo_xgrow(m->line, &m->cap, m->len + 1, 1);
	if (m->len && papo_run_read(&m->run, m->line, m->len, e) <= 0)
		return papo_err_set(e, PAPO_EX_IOERR, "a temporary file in "
		    "'%s' is cut short", m->run.f->dir);
	return 1;
}

/* Is merge a before b (k: by group, or by input order)? */
static int
merge_before(const struct merge *a, const struct merge *b, int k)
{
	if (k == 0 && a->h.gid != b->h.gid)
		return a->h.gid < b->h.gid;
	return k == 0 ? a->h.seq < b->h.seq : a->seq < b->seq;
}

/* Restore the heap below i. */
static void
sift(struct merge **heap, size_t n, size_t i, int k)
{
	for (;;) {
		size_t l = 2 * i + 1, m = i;
		struct merge *t;

		if (l < n && merge_before(heap[l], heap[m], k))
			m = l;
		if (l + 1 < n && merge_before(heap[l + 1], heap[m], k))
			m = l + 1;
		if (m == i)
			return;
		t = heap[i];
		heap[i] = heap[m];
		heap[m] = t;
		i = m;
	}
}

/*
 * Open the runs of f[k] for a merge with read buffers of share bytes in
 * all; *heap gets those that are not empty, in heap order.
 */
static int
merge_open(struct papo_adv_spill *sp, int k, size_t share,
    struct merge **ms, struct merge ***heap, size_t *nheap,
    struct papo_err *e)
{
	size_t n = sp->nruns[k] - 1, i, cap = share / (n ? n : 1);
	int rc;

	*ms = papo_xcalloc(n ? n : 1, sizeof(**ms));
	*heap = papo_xcalloc(n ? n : 1, sizeof(**heap));
	*nheap = 0;
	for (i = 0; i < n; i++) {
		papo_run_init(&(*ms)[i].run, &sp->f[k], sp->runs[k][i],
		    sp->runs[k][i + 1], cap);
		if ((rc = merge_next(&(*ms)[i], k, e)) < 0)
			return -1;
		if (rc)
			(*heap)[(*nheap)++] = &(*ms)[i];
	}
	for (i = *nheap / 2; i-- > 0;)
		sift(*heap, *nheap, i, k);
	return 0;
}

static void
merge_close(struct merge *ms, struct merge **heap, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		papo_run_release(&ms[i].run);
		free(ms[i].line);
	}
	free(ms);
	free(heap);
}

/* A record of a merged run as the writing wants it (its line owned). */
static void
unspill(const struct papo_adv_run *r, const struct papo_adv_spill *sp,
    struct merge *m, struct rec *rec)
{
	const struct srec *s = &m->h;

	memset(rec, 0, sizeof(*rec));
	rec->h.s = m->line;
	rec->h.len = (size_t)s->len;
	rec->h.lineno = s->lineno;
	rec->h.file = s->file;
	rec->h.tlen = s->tlen;
	rec->h.kind = s->kind;
	rec->owned = 1;
	/* the merge's line is the record's now */
	m->line = NULL;
	m->cap = 0;
	rec->gm.grouped = s->gid != NOGROUP;
	rec->gm.group = s->gid;
	if (s->gid != NOGROUP && !r->o->blocks)
		rec->gm.key.hash = sp->g[s->gid].key.hash;
	rec->no_outcome = s->no_outcome;
	rec->missing_proc = s->missing_proc;
	rec->filestep = s->filestep ? r->steps[s->file] : NULL;
	rec->stepslot = s->stepslot;
	rec->taillen = (uint8_t)(rec->h.len < sizeof(rec->tail) ?
	    rec->h.len : sizeof(rec->tail));
	memcpy(rec->tail, rec->h.s + rec->h.len - rec->taillen, rec->taillen);
	rec->in = s->in;
	memcpy(rec->slot, s->slot, sizeof(rec->slot));
}

/*
 * Compute the group of recs[0..n) (of group gid; NOGROUP: records of
 * none), then put each record, as it will be written, into the buffer
 * ([seq][len][bytes]), spilling runs by input order.
 */
static int
spill_group_out(struct papo_adv_run *r, struct papo_adv_spill *sp,
    struct rec *recs, const uint64_t *seq, size_t n, uint32_t gid,
    struct chunk *c, struct papo_buf *tmp, struct papo_numcache *nc,
    struct papo_err *e)
{
	size_t i, missing = 0;
	int rc = 0;

	if (gid != NOGROUP) {
		r->idx = papo_xgrow(r->idx, &r->idxcap, n, sizeof(*r->idx));
		for (i = 0; i < n; i++)
			r->idx[i] = i;
		if (sp->g[gid].bad)
			for (i = 0; i < n; i++)
				recs[i].h.kind = REC_SKIP;
		else
			compute_group(r, recs, r->idx, n, r->o->blocks &&
			    n < (size_t)r->o->blocks, &missing);
		r->missing_groups += missing;
	}
	for (i = 0; i < n && rc == 0; i++) {
		const struct piece *p;
		uint64_t hd[2];
		char *out;

		if (r->o->nshards && !mine(r, &recs[i], gid))
			recs[i].h.kind = REC_OTHER_SHARD;
		papo_buf_reset(&c->gen);
		c->n = 0;
		piece_rec(r, c, &recs[i], tmp, nc);
		if (c->n == 0)
			continue;	/* another shard's */
		p = &c->p[0];
		hd[0] = seq[i];
		hd[1] = p->headlen + p->len;
		out = spill_room(sp, sizeof(hd) + (size_t)hd[1], seq[i], 0);
		memcpy(out, hd, sizeof(hd));
		memcpy(out + sizeof(hd), p->head, p->headlen);
		memcpy(out + sizeof(hd) + p->headlen, c->gen.s + p->off,
		    p->len);
		if (spill_full(sp))
			rc = spill_run(sp, 1, e);
	}
	for (i = 0; i < n; i++)
		free_rec(&recs[i]);
	return rc;
}

/* Write the runs by input order, merged, to the output. */
static int
spill_write(struct papo_adv_run *r, struct papo_adv_spill *sp,
    struct papo_err *e)
{
	struct papo_iovs io = { NULL, 0, 0 };
	struct merge *ms, **heap;
	size_t nheap, nr, i;
	int rc = 0;

	if (sp->nruns[1] == 0) {
		/* it all fit: straight from the buffer */
		qsort(sp->ix, sp->nix, sizeof(*sp->ix), by_seq);
		for (i = 0; i < sp->nix && rc == 0; i++) {
			const char *p = sp->mem + sp->ix[i].off;
			uint64_t len;

			memcpy(&len, p + 8, sizeof(len));
			papo_iovs_add(&io, p + 16, (size_t)len);
			rc = papo_filter_writev(r->flt, &io, e);
		}
		papo_iovs_release(&io);
		return rc;
	}
	if (spill_run(sp, 1, e) < 0)
		return -1;
	free(sp->mem);
	sp->mem = NULL;
	sp->cap = 0;
	nr = sp->nruns[1] - 1;
	if (merge_open(sp, 1, sp->budget, &ms, &heap, &nheap, e) < 0) {
		merge_close(ms, heap, nr);
		return -1;
	}
	while (nheap > 0 && rc == 0) {
		struct merge *m = heap[0];

		papo_iovs_add(&io, m->line, m->len);
		if ((rc = papo_filter_writev(r->flt, &io, e)) < 0)
			break;
		if ((rc = merge_next(m, 1, e)) < 0)
			break;
		if (rc == 0)
			heap[0] = heap[--nheap];
		rc = 0;
		sift(heap, nheap, 0, 1);
	}
	papo_iovs_release(&io);
	merge_close(ms, heap, nr);
	return rc;
}

/* -S, at the end: the groups' notes, the merge by group, the output. */
static int
spill_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_adv_spill *sp = r->sp;
	struct merge *ms = NULL, **heap = NULL;
	struct rec *grp = NULL;
	uint64_t *seq = NULL;
	struct gsum *gs;
	struct chunk c;
	struct papo_buf tmp = PAPO_BUF_INIT;
	struct papo_numcache *nc;
	size_t nheap = 0, ngrp = 0, grpcap = 0, seqcap = 0, g, nr = 0;
	uint32_t gid = 0;
	int rc = 0;

	gs = papo_xcalloc(sp->ng ? sp->ng : 1, sizeof(*gs));
	for (g = 0; g < sp->ng; g++) {
		gs[g].key = &sp->g[g].key;
		gs[g].n = sp->g[g].n;
		gs[g].lineno = sp->g[g].lineno;
		gs[g].file = sp->g[g].file;
		gs[g].file2 = sp->g[g].file2;
	}
	rc = check_groups(r, gs, sp->ng, e);
	free(gs);
	if (rc < 0)
		return -1;
	/* the last run, then the buffer is the output's */
	if (spill_run(sp, 0, e) < 0)
		return -1;
	nr = sp->nruns[0] ? sp->nruns[0] - 1 : 0;
	if (nr == 0)
		return 0;
	memset(&c, 0, sizeof(c));
	nc = papo_xcalloc(1, sizeof(*nc));
	/* the buffer's pages are in use already: the reads get a quarter */
	if (merge_open(sp, 0, sp->budget / 4, &ms, &heap, &nheap, e) < 0)
		rc = -1;
	while (rc == 0) {
		struct merge *m = nheap ? heap[0] : NULL;

		if (ngrp > 0 && (m == NULL || m->h.gid != gid ||
		    gid == NOGROUP)) {
			/* a group is whole */
			rc = spill_group_out(r, sp, grp, seq, ngrp, gid, &c,
			    &tmp, nc, e);
			ngrp = 0;
			continue;
		}
		if (m == NULL)
			break;
		grp = papo_xgrow(grp, &grpcap, ngrp + 1, sizeof(*grp));
		seq = papo_xgrow(seq, &seqcap, ngrp + 1, sizeof(*seq));
		gid = m->h.gid;
		seq[ngrp] = m->h.seq;
		unspill(r, sp, m, &grp[ngrp++]);
		if ((rc = merge_next(m, 0, e)) < 0)
			break;
		if (rc == 0)
			heap[0] = heap[--nheap];
		rc = 0;
		sift(heap, nheap, 0, 0);
	}
	while (ngrp > 0)
		free_rec(&grp[--ngrp]);
	merge_close(ms, heap, nr);
	free(grp);
	free(seq);
	free(nc);
	papo_buf_release(&tmp);
	papo_buf_release(&c.gen);
	free(c.p);
	papo_iovs_release(&c.iov);
	if (rc == 0)
		rc = spill_write(r, sp, e);
	return rc;
}

static void
spill_release(struct papo_adv_spill *sp)
{
	size_t i;
	int k;

	for (k = 0; k < 2; k++) {
		if (sp->open[k])
			papo_spill_close(&sp->f[k]);
		free(sp->runs[k]);
	}
	for (i = 0; i < sp->ng; i++)
		papo_gkey_release(&sp->g[i].key);
	free(sp->g);
	free(sp->table);
	free(sp->mem);
	free(sp->ix);
	free(sp);
}

static const struct papo_filter_ops gather_ops = {
	sizeof(struct rec), parse_rec, gather_batch, drop_rec
};

static const struct papo_filter_ops stream_ops = {
	sizeof(struct rec), parse_rec, stream_batch, drop_rec
};

static const struct papo_filter_ops spill_ops = {
	sizeof(struct rec), parse_rec, spill_batch, drop_rec
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
	r->parsers = papo_xcalloc((size_t)n, sizeof(*r->parsers));
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
		r->st = papo_xcalloc(1, sizeof(*r->st));
	} else if (o->buffer_size) {
		/* records are copied into the buffer: batches come and go */
		flt->ops = &spill_ops;
		r->sp = papo_xcalloc(1, sizeof(*r->sp));
		r->sp->budget = o->buffer_size;
		r->sp->dir = papo_spill_dir(o->tmpdir);
	} else {
		/* records point into the input, which stays until the end */
		flt->ops = &gather_ops;
		flt->keep = 1;
		flt->batch = (size_t)16 << 20;
		papo_grouping_init(&r->gr, (size_t)o->blocks,
		    (size_t)o->group_size);
	}
}

int
papo_adv_run_open(struct papo_adv_run *r, struct papo_err *e)
{
	/*
	 * Gathering writes nothing before the end (but groups of a known
	 * size): a pipe is read in full batches, not as records trickle.
	 */
	if (!r->o->contiguous && (r->sp || !early(r)))
		r->flt->in.flow = PAPO_FLOW_BLOCK;
	return papo_filter_file_steps(r->flt, r->f, &r->steps, e);
}


int
papo_adv_run_finish(struct papo_adv_run *r, struct papo_err *e)
{
	if (r->sp)
		return spill_finish(r, e);
	return r->o->contiguous ? stream_finish(r, e) : gather_finish(r, e);
}

/* "FILE:LINE" of rec into b. */
static void
where(const struct papo_adv_run *r, const struct rec *rec,
    struct papo_buf *b)
{
	papo_buf_addf(b, "%s:%llu", papo_filter_name(r->flt, rec->h.file),
	    (unsigned long long)rec->h.lineno);
}

size_t
papo_adv_run_held(struct papo_adv_run *r, struct papo_buf *b)
{
	const struct rec *recs, *first, *last;
	size_t n, held;

	if (r->sp) {
		if ((held = (size_t)r->sp->seq) == 0)
			return 0;
		papo_buf_addf(b, "%zu record%s read and not written (-S "
		    "computes the groups at the end of the input)", held,
		    held == 1 ? "" : "s");
		return held;
	}
	if (r->st) {
		if ((held = r->st->pend.n) == 0)
			return 0;
		first = &r->st->pend.v[0];
		last = &r->st->pend.v[held - 1];
		papo_buf_addf(b, "%zu record%s of group ", held,
		    held == 1 ? "" : "s");
		show_key(b, &r->st->pend.v[r->st->first].gm.key);
		papo_buf_adds(b, ", not complete, not written (");
	} else {
		recs = papo_filter_recs(r->flt, &n);
		if ((held = n - r->written) == 0)
			return 0;
		first = &recs[r->written];
		last = &recs[n - 1];
		papo_buf_addf(b, "%zu record%s read and not written: %s (",
		    held, held == 1 ? "" : "s", early(r) ? "their groups "
		    "were not complete" : "gathering writes at the end of the "
		    "input");
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
	free(r->flt->worker);
	r->flt->worker = NULL;
	papo_grouping_release(&r->gr);
	if (r->sp)
		spill_release(r->sp);
	free(r->gdone);
	free(r->idx);
	papo_filter_free_steps(r->flt, r->steps);
	papo_buf_release(&r->notes);
	if (r->st) {
		free(r->st->pend.v);
		free(r->st->ready.v);
		free(r->st->idx);
		papo_hset_release(&r->st->done);
		free(r->st);
	}
	memset(r, 0, sizeof(*r));
}
