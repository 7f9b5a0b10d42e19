/* SPDX-License-Identifier: MIT */
/*
 * advrun_stream.c: papo-advantage --contiguous: groups computed and
 * written as they end, in memory bounded by the largest group.
 */
#include <stdlib.h>
#include <string.h>

#include "advrun.h"
#include "advrun_impl.h"
#include "buf.h"
#include "group.h"
#include "xalloc.h"

/* A growable list of records. */
struct recs {
	struct papo_adv_rec *v;
	size_t n, cap;
};

static void
recs_push(struct recs *l, const struct papo_adv_rec *rec)
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
	size_t pend_bad;	/* lines it cannot read, to count in the
				   next group (unreadable) */
	size_t places;		/* of them, counted in the open group */
};

/*
 * Compute the open group and move everything pending to ready; remember
 * its key as done unless the key goes on (a group cut at --group-size).
 */
static void
close_group(struct papo_adv_run *r, struct papo_adv_stream *st, int remember)
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
	papo_adv_run_group(r, st->pend.v, st->idx, m, bad, &missing);
	r->missing_groups += missing;
	if (m > 0 && r->o->blocks == 0 && r->o->group_size &&
	    m < (size_t)r->o->group_size)
		papo_adv_run_short(r, &st->pend.v[st->first].gm.key, m,
		    st->places, st->pend.v[st->first].h.file,
		    st->pend.v[st->first].h.lineno);
	if (m > 0 && r->o->blocks == 0 && remember)
		papo_hset_add(&st->done, st->pend.v[st->first].gm.key.hash);
	for (i = 0; i < st->pend.n; i++) {
		if (!papo_adv_run_mine(r, &st->pend.v[i], st->block))
			st->pend.v[i].h.kind = REC_OTHER_SHARD;
		recs_push(&st->ready, &st->pend.v[i]);
	}
	st->pend.n = 0;
	st->places = 0;
	st->open = 0;
	st->blockfill = 0;
	st->block++;
}

static int
write_ready(struct papo_adv_run *r, struct papo_adv_stream *st,
    struct papo_err *e)
{
	size_t i;
	int rc = papo_adv_run_write(r, st->ready.v, st->ready.n, e);

	for (i = 0; i < st->ready.n; i++)
		papo_adv_rec_free(&st->ready.v[i]);
	st->ready.n = 0;
	return rc;
}

/*
 * Under --group-size, a line it cannot read whose group is not known
 * (invalid JSON, no group field; -k): it takes a record's place in
 * the open group, the one its line lies in, which it closes when that
 * was the last place, else in the group the next record opens, so
 * that a group sent whole with such a line in it goes out with its
 * last line (a coprocess waits for no line that will never come).
 * 1 when rec was taken (pushed into the open group's lines).
 */
static int
unreadable(struct papo_adv_run *r, struct papo_adv_stream *st,
    const struct papo_adv_rec *rec)
{
	if (!st->open) {
		st->pend_bad++;
		return 0;
	}
	recs_push(&st->pend, rec);
	st->places++;
	if (papo_group_full(++st->blockfill, (size_t)r->o->group_size)) {
		st->cut = st->pend.v[st->first].gm.key.hash;
		st->hascut = 1;
		close_group(r, st, 0);
	}
	return 1;
}

/*
 * Contiguous mode, the engine's consume: records into groups as they
 * end; what is finished is written at once.
 */
int
papo_adv_stream_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_stream *st = r->st;
	struct papo_adv_rec *batch = recs;
	size_t i;

	for (i = from; i < to; i++) {
		struct papo_adv_rec *rec = &batch[i];

		r->no_outcome += rec->no_outcome;
		r->nrecords += rec->h.kind == PAPO_REC_OK;
		if (rec->gm.grouped) {
			if (r->o->blocks) {
				if (st->blockfill == (size_t)r->o->blocks)
					close_group(r, st, 1);
				st->blockfill++;
			} else if (st->open && !papo_gkey_eq(
			    &st->pend.v[st->first].gm.key, &rec->gm.key))
				close_group(r, st, 1);
			else if (st->open && papo_group_full(st->blockfill,
			    (size_t)r->o->group_size))
				/* the key's next group: not a key come back */
				close_group(r, st, 0);
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

				papo_adv_show_key(&k, &rec->gm.key);
				papo_err_set(e, PAPO_EX_DATAERR,
				    "%s:%llu: group "
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
				if (r->o->blocks == 0) {
					st->blockfill += st->pend_bad;
					st->places = st->pend_bad;
				}
				st->pend_bad = 0;
			}
		} else if (rec->h.kind == REC_BAD && r->o->group_size &&
		    unreadable(r, st, rec))
			continue;
		if (!st->open && !papo_adv_run_mine(r, rec, 0))
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
			close_group(r, st, 1);
		} else if (r->o->blocks == 0 && papo_group_full(st->blockfill,
		    (size_t)r->o->group_size)) {
			st->cut = rec->gm.key.hash;
			st->hascut = 1;
			close_group(r, st, 0);
		}
	}
	if (write_ready(r, st, e) < 0)
		return -1;
	/* the batch will be reused: pending records keep their own copy */
	for (i = 0; i < st->pend.n; i++) {
		struct papo_adv_rec *rec = &st->pend.v[i];
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
int
papo_adv_stream_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_adv_stream *st = r->st;

	if (st->pend.n)
		close_group(r, st, 1);
	return write_ready(r, st, e);
}

struct papo_adv_stream *
papo_adv_stream_new(void)
{
	return papo_xcalloc(1, sizeof(struct papo_adv_stream));
}

size_t
papo_adv_stream_held(const struct papo_adv_stream *st,
    const struct papo_adv_rec **first, const struct papo_adv_rec **last,
    const struct papo_gkey **key)
{
	if (st->pend.n == 0)
		return 0;
	*first = &st->pend.v[0];
	*last = &st->pend.v[st->pend.n - 1];
	*key = &st->pend.v[st->first].gm.key;
	return st->pend.n;
}

void
papo_adv_stream_release(struct papo_adv_stream *st)
{
	free(st->pend.v);
	free(st->ready.v);
	free(st->idx);
	papo_hset_release(&st->done);
	free(st);
}
