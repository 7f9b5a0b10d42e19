/* SPDX-License-Identifier: MIT */
/*
 * advrun_spill.c: papo-advantage -S: gathering in bounded memory,
 * sorted runs in temporary files merged by group, then by input order.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "advrun.h"
#include "advrun_impl.h"
#include "buf.h"
#include "spill.h"
#include "xalloc.h"

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
	uint8_t kind, tlen, no_outcome, missing_proc, filestep, has_unit;
	uint64_t unit, uindex;	/* a rollout's output (papo_fields_unit) */
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
	size_t places;		/* lines it cannot read counted in it */
	size_t later;		/* of them, a rollout's later outputs */
	uint64_t lineno;
	uint32_t file, file2;
	int bad;
};

/* A run being merged: its reader and its current record. */
struct merge {
	struct papo_spill_reader rd;
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
	/* under --group-size: the group the last grouped record joined,
	   and the lines it cannot read to count in the next one's */
	uint32_t lastid;
	int has_last;
	size_t pend;
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
spill_sort_out(struct papo_adv_spill *sp, int k, struct papo_err *e)
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
	size_t off = (sp->len + 7) & ~(size_t)7, want;

	if (off + n > sp->cap) {
		/* doubling, but not past the budget: it is the memory's */
		want = sp->cap ? sp->cap * 2 : (size_t)64 << 10;
		if (want > sp->budget)
			want = sp->budget;
		if (want < off + n)
			want = off + n;
		/* a mapping: grown by its page tables, not copied */
		sp->mem = papo_xbig(sp->mem, sp->cap, want);
		sp->cap = want;
	}
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
    const struct papo_adv_rec *rec)
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
		if (sp->table[h] && !papo_group_full(sp->g[sp->table[h] - 1].n +
		    sp->g[sp->table[h] - 1].places, (size_t)r->o->group_size))
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

/*
 * A line it cannot read whose group is not known, under --group-size:
 * a record's place in the group of the record before it while that
 * group is not full, else in the next record's group, as
 * papo-advantage's coprocess (advrun_window.c) counts it.
 */
static void
unreadable(const struct papo_adv_run *r, struct papo_adv_spill *sp)
{
	const struct sgroup *sg = sp->has_last ? &sp->g[sp->lastid] : NULL;

	if (r->o->blocks || !r->o->group_size)
		return;
	if (sg != NULL && !papo_group_full(sg->n + sg->places,
	    (size_t)r->o->group_size))
		sp->g[sp->lastid].places++;
	else
		sp->pend++;
}

/* The engine's consume under -S: records into the buffer, runs out. */
int
papo_adv_spill_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_spill *sp = r->sp;
	struct papo_adv_rec *batch = recs;
	size_t i;

	for (i = from; i < to; i++) {
		struct papo_adv_rec *rec = &batch[i];
		struct srec *s;
		uint32_t gid = spill_group(r, sp, rec);

		r->no_outcome += rec->no_outcome;
		r->nrecords += rec->h.kind == PAPO_REC_OK;
		if (gid == NOGROUP && rec->h.kind == REC_BAD)
			unreadable(r, sp);
		if (gid != NOGROUP) {
			struct sgroup *sg = &sp->g[gid];

			sg->places += sp->pend;
			sp->pend = 0;
			sp->lastid = gid;
			sp->has_last = 1;
			sg->n++;
			sg->later += rec->has_unit && rec->uindex > 0;
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
		s->has_unit = rec->has_unit;
		s->unit = rec->unit;
		s->uindex = rec->uindex;
		s->filestep = rec->filestep;
		s->in = rec->in;
		memcpy(s->slot, rec->slot, sizeof(s->slot));
		s->stepslot = rec->stepslot;
		memcpy(s + 1, rec->h.s, rec->h.len);
		papo_adv_rec_free(rec);
		if (spill_full(sp) && spill_sort_out(sp, 0, e) < 0)
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
		if ((rc = papo_spill_reader_read(&m->rd, &m->h, sizeof(m->h),
		    e)) <= 0)
			return rc;
		m->len = (size_t)m->h.len;
	} else {
		uint64_t hd[2];

		if ((rc = papo_spill_reader_read(&m->rd, hd, sizeof(hd),
		    e)) <= 0)
			return rc;
		m->seq = hd[0];
		m->len = (size_t)hd[1];
	}
	m->line = papo_xgrow(m->line, &m->cap, m->len + 1, 1);
	if (m->len && papo_spill_reader_read(&m->rd, m->line, m->len,
	    e) <= 0)
		return papo_err_set(e, PAPO_EX_IOERR, "a temporary file in "
		    "'%s' is cut short", m->rd.f->dir);
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
		papo_spill_reader_init(&(*ms)[i].rd, &sp->f[k],
		    sp->runs[k][i], sp->runs[k][i + 1], cap);
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
		papo_spill_reader_release(&ms[i].rd);
		free(ms[i].line);
	}
	free(ms);
	free(heap);
}

/*
 * The record of s, whose line is line (not copied: it must outlive rec),
 * as the writing wants it.
 */
static void
rec_of(const struct papo_adv_run *r, const struct papo_adv_spill *sp,
    const struct srec *s, char *line, struct papo_adv_rec *rec)
{
	memset(rec, 0, sizeof(*rec));
	rec->h.s = line;
	rec->h.len = (size_t)s->len;
	rec->h.lineno = s->lineno;
	rec->h.file = s->file;
	rec->h.tlen = s->tlen;
	rec->h.kind = s->kind;
	rec->gm.grouped = s->gid != NOGROUP;
	rec->gm.group = s->gid;
	if (s->gid != NOGROUP && !r->o->blocks)
		rec->gm.key.hash = sp->g[s->gid].key.hash;
	rec->no_outcome = s->no_outcome;
	rec->missing_proc = s->missing_proc;
	rec->has_unit = s->has_unit;
	rec->unit = s->unit;
	rec->uindex = s->uindex;
	rec->filestep = s->filestep;
	rec->stepslot = s->stepslot;
	rec->taillen = (uint8_t)(rec->h.len < sizeof(rec->tail) ?
	    rec->h.len : sizeof(rec->tail));
	memcpy(rec->tail, rec->h.s + rec->h.len - rec->taillen, rec->taillen);
	rec->in = s->in;
	memcpy(rec->slot, s->slot, sizeof(rec->slot));
}

/* A record of a merged run as the writing wants it (its line owned). */
static void
unspill(const struct papo_adv_run *r, const struct papo_adv_spill *sp,
    struct merge *m, struct papo_adv_rec *rec)
{
	rec_of(r, sp, &m->h, m->line, rec);
	rec->owned = 1;
	/* the merge's line is the record's now */
	m->line = NULL;
	m->cap = 0;
}

/*
 * Nothing was spilled: the buffer holds the whole input in input order
 * (ix[i].seq == i).  Every group is computed from the buffer and every
 * record written, as gathering in memory does: no temporary file, no
 * sort, no merge.  The records point into the buffer.
 */
static int
spill_in_memory(struct papo_adv_run *r, struct papo_adv_spill *sp,
    struct papo_err *e)
{
	struct papo_grouping gr;
	struct papo_adv_rec *recs;
	size_t n = sp->nix, i;
	int rc;

	recs = papo_xbig(NULL, 0, (n ? n : 1) * sizeof(*recs));
	/* the groups as gathering finds them: ids in order of appearance */
	papo_grouping_init(&gr, 0, 0);
	for (i = 0; i < n; i++) {
		struct srec *s = (struct srec *)(void *)(sp->mem +
		    sp->ix[i].off);

		rec_of(r, sp, s, (char *)(s + 1), &recs[i]);
		if (s->gid != NOGROUP)
			papo_grouping_join(&gr, i, s->gid, sp->g[s->gid].bad);
		if (r->o->nshards && !papo_adv_run_mine(r, &recs[i],
		    s->gid))
			recs[i].h.kind = REC_OTHER_SHARD;
	}
	papo_adv_run_groups(r, recs, &gr, NULL, 0);
	papo_grouping_release(&gr);
	rc = papo_adv_run_write(r, recs, n, e);
	papo_xbig_free(recs, (n ? n : 1) * sizeof(*recs));
	return rc;
}

/*
 * Compute the group of recs[0..n) (of group gid; NOGROUP: records of
 * none), then put each record, as it will be written, into the buffer
 * ([seq][len][bytes]), spilling runs by input order.
 */
static int
spill_group_out(struct papo_adv_run *r, struct papo_adv_spill *sp,
    struct papo_adv_rec *recs, const uint64_t *seq, size_t n, uint32_t gid,
    struct papo_adv_chunk *c, struct papo_buf *tmp, struct papo_numcache *nc,
    struct papo_err *e)
{
	size_t i, missing = 0;
	int rc = 0;

	if (gid != NOGROUP) {
		r->idx = papo_xgrow(r->idx, &r->idxcap, n, sizeof(*r->idx));
		for (i = 0; i < n; i++)
			r->idx[i] = i;
		papo_adv_run_group(r, recs, r->idx, n, sp->g[gid].bad,
		    &missing);
		r->missing_groups += missing;
	}
	for (i = 0; i < n && rc == 0; i++) {
		const struct papo_adv_piece *p;
		uint64_t hd[2];
		char *out;

		if (r->o->nshards && !papo_adv_run_mine(r, &recs[i], gid))
			recs[i].h.kind = REC_OTHER_SHARD;
		papo_buf_reset(&c->gen);
		c->n = 0;
		papo_adv_run_piece(r, c, &recs[i], tmp, nc);
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
			rc = spill_sort_out(sp, 1, e);
	}
	for (i = 0; i < n; i++)
		papo_adv_rec_free(&recs[i]);
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
	if (spill_sort_out(sp, 1, e) < 0)
		return -1;
	papo_xbig_free(sp->mem, sp->cap);
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
int
papo_adv_spill_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_adv_spill *sp = r->sp;
	struct merge *ms = NULL, **heap = NULL;
	struct papo_adv_rec *grp = NULL;
	uint64_t *seq = NULL;
	struct papo_adv_gsum *gs;
	struct papo_adv_chunk c;
	struct papo_buf tmp = PAPO_BUF_INIT;
	struct papo_numcache *nc;
	size_t nheap = 0, ngrp = 0, grpcap = 0, seqcap = 0, g, nr = 0;
	uint32_t gid = 0;
	int rc = 0;

	gs = papo_xcalloc(sp->ng ? sp->ng : 1, sizeof(*gs));
	for (g = 0; g < sp->ng; g++) {
		gs[g].key = &sp->g[g].key;
		gs[g].n = sp->g[g].n - sp->g[g].later;
		gs[g].lineno = sp->g[g].lineno;
		gs[g].file = sp->g[g].file;
		gs[g].file2 = sp->g[g].file2;
		gs[g].places = sp->g[g].places;
	}
	rc = papo_adv_run_check_groups(r, gs, sp->ng, e);
	free(gs);
	if (rc < 0)
		return -1;
	if (sp->nruns[0] == 0)
		return spill_in_memory(r, sp, e);
	/* the last run, then the buffer is the output's */
	if (spill_sort_out(sp, 0, e) < 0)
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
		papo_adv_rec_free(&grp[--ngrp]);
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

void
papo_adv_spill_release(struct papo_adv_spill *sp)
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
	papo_xbig_free(sp->mem, sp->cap);
	free(sp->ix);
	free(sp);
}

struct papo_adv_spill *
papo_adv_spill_new(size_t budget, const char *dir)
{
	struct papo_adv_spill *sp = papo_xcalloc(1, sizeof(*sp));

	sp->budget = budget;
	sp->dir = dir;
	return sp;
}

size_t
papo_adv_spill_held(const struct papo_adv_spill *sp)
{
	return (size_t)sp->seq;
}
