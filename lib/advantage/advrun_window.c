/* SPDX-License-Identifier: MIT */
/*
 * advrun_window.c: papo-advantage's gathering under --group-size, as a
 * trainer's coprocess runs it: a group is computed with its last
 * record and written once every record before it is, and only what is
 * not written yet is held: the records from the first one not written
 * on (each with its own copy of its line, since the engine reads its
 * batches into again) and the open groups' keys.  Memory is bounded by
 * the open groups and the records that wait behind the first of them
 * (output keeps input order), not by the input.  The output and the
 * notes are gathering's, byte for byte.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "advrun.h"
#include "advrun_impl.h"
#include "buf.h"
#include "group.h"
#include "xalloc.h"

/* Room for this many held records is kept once all are written. */
#define WINDOW_KEEP 4096

/* An open group: its records by number (input order from 0). */
struct wgroup {
	uint64_t first;		/* its first record's number */
	uint64_t hash;		/* its key's */
	size_t n;		/* records */
	size_t nresp;		/* of them, not a rollout's later output */
	size_t places;		/* lines it cannot read counted in it */
	uint32_t file2;		/* a record's file other than the first's */
	int bad;		/* one is malformed: the group fails */
	int open;
	uint64_t *mem;
	size_t memcap;
};

/* A group whose note check_groups may write at the end. */
struct wnote {
	uint64_t first;
	struct papo_gkey key;	/* its own copy */
	size_t n, places;
	uint64_t lineno;
	uint32_t file, file2;
};

struct papo_adv_window {
	struct papo_adv_rec *v;	/* record number base + i at v[i] */
	uint8_t *ready;		/* v[i] is computed, or of no group */
	size_t lo, hi, cap;	/* v[lo, hi) held: not written */
	uint64_t base;
	struct wgroup *g;	/* open groups, and free ones to reuse */
	size_t ng, gcap;
	uint32_t *freel;
	size_t nfree, freecap;
	uint32_t *table;	/* open addressing: open group + 1, 0 free */
	size_t tcap, nopen;
	size_t *idx;
	size_t idxcap;
	struct wnote *notes;
	size_t nnotes, notescap;
	/*
	 * The group the last record joined (last_first: its first
	 * record's number, so that a group reusing the slot is not
	 * taken for it), and the lines it cannot read still to be
	 * counted in the next record's group (unreadable).
	 */
	size_t last;
	uint64_t last_first;
	int has_last;
	size_t pend_bad;
};

struct papo_adv_window *
papo_adv_window_new(void)
{
	return papo_xcalloc(1, sizeof(struct papo_adv_window));
}

void
papo_adv_window_release(struct papo_adv_window *w)
{
	size_t i;

	for (i = w->lo; i < w->hi; i++)
		papo_adv_rec_free(&w->v[i]);
	for (i = 0; i < w->ng; i++)
		free(w->g[i].mem);
	for (i = 0; i < w->nnotes; i++)
		papo_gkey_release(&w->notes[i].key);
	free(w->v);
	free(w->ready);
	free(w->g);
	free(w->freel);
	free(w->table);
	free(w->idx);
	free(w->notes);
	free(w);
}

/* Room for one more record at v[hi]: what was written goes first. */
static void
room(struct papo_adv_window *w)
{
	if (w->hi < w->cap)
		return;
	if (w->lo > 0 && w->lo >= w->hi / 2) {
		memmove(w->v, w->v + w->lo, (w->hi - w->lo) * sizeof(*w->v));
		memmove(w->ready, w->ready + w->lo, w->hi - w->lo);
		w->base += w->lo;
		w->hi -= w->lo;
		w->lo = 0;
		return;
	}
	w->v = papo_xgrow(w->v, &w->cap, w->hi + 1, sizeof(*w->v));
	w->ready = papo_xrealloc(w->ready, w->cap);
}

static struct papo_adv_rec *
rec_of(struct papo_adv_window *w, uint64_t num)
{
	return &w->v[num - w->base];
}

/* Where the table holds group gid, or the free place for key. */
static size_t
probe(struct papo_adv_window *w, const struct papo_gkey *key, size_t gid)
{
	size_t h, mask = w->tcap - 1;

	for (h = key->hash & mask; w->table[h]; h = (h + 1) & mask) {
		const struct wgroup *gi = &w->g[w->table[h] - 1];

		if (gid != SIZE_MAX ? w->table[h] - 1 == gid :
		    papo_gkey_eq(&rec_of(w, gi->first)->gm.key, key))
			break;
	}
	return h;
}

static void
table_grow(struct papo_adv_window *w)
{
	size_t cap = w->tcap ? w->tcap * 2 : 64, g, h;

	free(w->table);
	w->table = papo_xcalloc(cap, sizeof(*w->table));
	w->tcap = cap;
	for (g = 0; g < w->ng; g++) {
		if (!w->g[g].open)
			continue;
		for (h = w->g[g].hash & (cap - 1); w->table[h];
		    h = (h + 1) & (cap - 1))
			;
		w->table[h] = (uint32_t)(g + 1);
	}
}

/* Take group gid out of the table (linear probing's backward shift). */
static void
table_del(struct papo_adv_window *w, size_t gid)
{
	size_t mask = w->tcap - 1, i, j, k;

	i = probe(w, &rec_of(w, w->g[gid].first)->gm.key, gid);
	w->table[i] = 0;
	for (j = (i + 1) & mask; w->table[j]; j = (j + 1) & mask) {
		k = w->g[w->table[j] - 1].hash & mask;
		/* the entry at j may move to i when i lies on its way */
		if ((i <= j) ? (k <= i || k > j) : (k <= i && k > j)) {
			w->table[i] = w->table[j];
			w->table[j] = 0;
			i = j;
		}
	}
	w->nopen--;
}

/* Keep what check_groups needs of group gi, when it may note it. */
static void
keep_note(struct papo_adv_run *r, struct papo_adv_window *w,
    const struct wgroup *gi)
{
	const struct papo_adv_rec *f = rec_of(w, gi->first);
	struct wnote *nt;

	if (gi->nresp >= (size_t)r->o->group_size && gi->file2 == UINT32_MAX)
		return;
	w->notes = papo_xgrow(w->notes, &w->notescap, w->nnotes + 1,
	    sizeof(*w->notes));
	nt = &w->notes[w->nnotes++];
	nt->first = gi->first;
	papo_gkey_copy(&nt->key, &f->gm.key);
	nt->n = gi->nresp;
	nt->places = gi->places;
	nt->lineno = f->h.lineno;
	nt->file = f->h.file;
	nt->file2 = gi->file2;
}

/* Compute group gid, its records ready; it is open no more. */
static void
complete(struct papo_adv_run *r, struct papo_adv_window *w, size_t gid)
{
	struct wgroup *gi = &w->g[gid];
	size_t m, missing = 0;

	w->idx = papo_xgrow(w->idx, &w->idxcap, gi->n, sizeof(*w->idx));
	for (m = 0; m < gi->n; m++)
		w->idx[m] = (size_t)(gi->mem[m] - w->base);
	papo_adv_run_group(r, w->v, w->idx, gi->n, gi->bad, &missing);
	r->missing_groups += missing;
	for (m = 0; m < gi->n; m++)
		w->ready[w->idx[m]] = 1;
	keep_note(r, w, gi);
	table_del(w, gid);
	gi->open = 0;
	w->freel = papo_xgrow(w->freel, &w->freecap, w->nfree + 1,
	    sizeof(*w->freel));
	w->freel[w->nfree++] = (uint32_t)gid;
}

/* v[i] joins its key's open group, or opens one; a full one is done. */
static void
join(struct papo_adv_run *r, struct papo_adv_window *w, size_t i)
{
	struct papo_adv_rec *rec = &w->v[i];
	struct wgroup *gi;
	size_t h, gid;

	if (2 * (w->nopen + 1) > w->tcap)
		table_grow(w);
	h = probe(w, &rec->gm.key, SIZE_MAX);
	if (w->table[h]) {
		gid = w->table[h] - 1;
	} else {
		if (w->nfree)
			gid = w->freel[--w->nfree];
		else {
			w->g = papo_xgrow(w->g, &w->gcap, w->ng + 1,
			    sizeof(*w->g));
			gid = w->ng++;
			w->g[gid].mem = NULL;
			w->g[gid].memcap = 0;
		}
		gi = &w->g[gid];
		gi->first = w->base + i;
		gi->hash = rec->gm.key.hash;
		gi->n = gi->nresp = gi->places = 0;
		gi->file2 = UINT32_MAX;
		gi->bad = 0;
		gi->open = 1;
		w->table[h] = (uint32_t)(gid + 1);
		w->nopen++;
	}
	gi = &w->g[gid];
	gi->mem = papo_xgrow(gi->mem, &gi->memcap, gi->n + 1,
	    sizeof(*gi->mem));
	gi->mem[gi->n++] = w->base + i;
	gi->places += w->pend_bad;
	w->pend_bad = 0;
	w->last = gid;
	w->last_first = gi->first;
	w->has_last = 1;
	gi->nresp += !(rec->has_unit && rec->uindex > 0);
	gi->bad |= rec->gm.bad;
	if (gi->file2 == UINT32_MAX &&
	    rec->h.file != rec_of(w, gi->first)->h.file)
		gi->file2 = rec->h.file;
	if (papo_group_full(gi->n + gi->places, (size_t)r->o->group_size))
		complete(r, w, gid);
}

/*
 * A line it cannot read, whose group is not known (invalid JSON, no
 * group field), under -k: it takes a record's place in the group of
 * the record before it, while that group is open, else in the next
 * record's group, so that a group sent whole with such a line in it
 * is complete with its last line (a coprocess waits for no line that
 * will never come); the group is computed over the records it has.
 */
static void
unreadable(struct papo_adv_run *r, struct papo_adv_window *w)
{
	struct wgroup *gi = w->has_last ? &w->g[w->last] : NULL;

	if (gi == NULL || !gi->open || gi->first != w->last_first) {
		w->pend_bad++;
		return;
	}
	gi->places++;
	if (papo_group_full(gi->n + gi->places, (size_t)r->o->group_size))
		complete(r, w, w->last);
}

/* Write the ready records from the first held on, and free them. */
static int
write_ready(struct papo_adv_run *r, struct papo_adv_window *w,
    struct papo_err *e)
{
	size_t end = w->lo, i;
	int rc = 0;

	while (end < w->hi && w->ready[end])
		end++;
	if (end > w->lo)
		rc = papo_adv_run_write(r, w->v + w->lo, end - w->lo, e);
	for (i = w->lo; i < end; i++)
		papo_adv_rec_free(&w->v[i]);
	w->lo = end;
	if (w->lo == w->hi) {
		w->base += w->hi;
		w->lo = w->hi = 0;
		/* what a group open for long made room for goes back too */
		if (w->cap > WINDOW_KEEP) {
			free(w->v);
			free(w->ready);
			w->v = NULL;
			w->ready = NULL;
			w->cap = 0;
		}
	}
	return rc;
}

int
papo_adv_window_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_window *w = r->win;
	struct papo_adv_rec *batch = recs;
	size_t i;
	int rc;

	for (i = from; i < to; i++) {
		struct papo_adv_rec *rec = &batch[i];

		rec->gm.bad = rec->h.kind == REC_BAD;
		r->no_outcome += rec->no_outcome;
		r->nrecords += rec->h.kind == PAPO_REC_OK;
		room(w);
		w->v[w->hi] = *rec;
		w->ready[w->hi] = !rec->gm.grouped;
		w->hi++;
		if (rec->gm.grouped)
			join(r, w, w->hi - 1);
		else if (rec->gm.bad)
			unreadable(r, w);
	}
	rc = write_ready(r, w, e);
	/* the batch will be read into again: what is held gets its copy */
	for (i = w->lo; i < w->hi; i++) {
		struct papo_adv_rec *rec = &w->v[i];
		const char *old = rec->h.s;

		rec->h.err = NULL;	/* the engine's, freed after this */
		if (rec->owned)
			continue;
		rec->h.s = papo_xmemdup(rec->h.s, rec->h.len);
		rec->owned = 1;
		papo_gkey_move(&rec->gm.key, old, rec->h.s, rec->h.len);
	}
	return rc;
}

static int
by_first(const void *a, const void *b)
{
	const struct wnote *x = a, *y = b;

	return (x->first > y->first) - (x->first < y->first);
}

static int
gid_by_first(const void *a, const void *b, void *ctx)
{
	const struct wgroup *g = ctx;
	uint64_t x = g[*(const size_t *)a].first;
	uint64_t y = g[*(const size_t *)b].first;

	return (x > y) - (x < y);
}

int
papo_adv_window_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_adv_window *w = r->win;
	struct papo_adv_gsum *gs;
	size_t *open, nopen = 0, g;
	int rc;

	/* the groups left open, short: computed over what they have */
	open = papo_xcalloc(w->nopen + 1, sizeof(*open));
	for (g = 0; g < w->ng; g++)
		if (w->g[g].open)
			open[nopen++] = g;
	if (nopen > 1)
		qsort_r(open, nopen, sizeof(*open), gid_by_first, w->g);
	for (g = 0; g < nopen; g++)
		complete(r, w, open[g]);
	free(open);
	/* their notes in the order of their groups' first records */
	if (w->nnotes > 1)
		qsort(w->notes, w->nnotes, sizeof(*w->notes), by_first);
	gs = papo_xcalloc(w->nnotes + 1, sizeof(*gs));
	for (g = 0; g < w->nnotes; g++) {
		gs[g].key = &w->notes[g].key;
		gs[g].n = w->notes[g].n;
		gs[g].lineno = w->notes[g].lineno;
		gs[g].file = w->notes[g].file;
		gs[g].file2 = w->notes[g].file2;
		gs[g].places = w->notes[g].places;
	}
	rc = papo_adv_run_check_groups(r, gs, w->nnotes, e);
	free(gs);
	if (rc < 0)
		return -1;
	return write_ready(r, w, e);
}

size_t
papo_adv_window_held(const struct papo_adv_window *w,
    const struct papo_adv_rec **first, const struct papo_adv_rec **last)
{
	if (w->hi == w->lo)
		return 0;
	*first = &w->v[w->lo];
	*last = &w->v[w->hi - 1];
	return w->hi - w->lo;
}
