/* SPDX-License-Identifier: MIT */
/*
 * advrun_gather.c: papo-advantage's default mode: every record held
 * until the end of the input, then every group computed in parallel
 * (with --group-size, each group as it completes: advrun_window.c).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "advrun.h"
#include "advrun_impl.h"
#include "buf.h"
#include "filter.h"
#include "spill.h"
#include "xalloc.h"

/*
 * Gathering a pipe, past a quarter of its budget: the records so far,
 * recs[0, to), go into a spilling buffer of half the budget, as do all
 * that come after them; the engine keeps no more of its input.
 */
static int
spill_now(struct papo_adv_run *r, struct papo_adv_rec *recs, size_t to,
    struct papo_err *e)
{
	size_t nrecords = r->nrecords, no_outcome = r->no_outcome;
	int rc;

	r->sp = papo_adv_spill_new(r->o->buffer_size / 2,
	    papo_spill_dir(r->o->tmpdir));
	papo_grouping_release(&r->gr);
	papo_filter_unkeep(r->flt, (size_t)4 << 20);	/* -S's */
	r->owners = 0;		/* the spilling frees what records own */
	rc = papo_adv_spill_batch(r, recs, 0, to, e);
	/* counted once already */
	r->nrecords = nrecords;
	r->no_outcome = no_outcome;
	return rc;
}

/*
 * Gather mode, the engine's consume: give records [from, to) of all
 * their groups; it runs beside the parsing of the next batch.
 */
int
papo_adv_gather_batch(void *tool, void *all, size_t from, size_t to,
    struct papo_err *e)
{
	struct papo_adv_run *r = tool;
	struct papo_adv_rec *recs = all;
	size_t i;

	if (r->sp)
		return papo_adv_spill_batch(tool, all, from, to, e);
	for (i = from; i < to; i++) {
		r->owners += recs[i].gm.key.keyowned |
		    recs[i].gm.key.stepowned;
		recs[i].gm.bad = recs[i].h.kind == REC_BAD;
		r->no_outcome += recs[i].no_outcome;
		r->nrecords += recs[i].h.kind == PAPO_REC_OK;
		/*
		 * its line, its record, room for the array (grown by
		 * doubling) to double into, and 96 bytes for what else it
		 * holds to the end (its grouping's link, its share of the
		 * batches' lines): with records of 256 bytes and nothing
		 * for the rest, a 2 GB pipe under a 2 GiB data limit
		 * peaked at 1035 MiB of its 1024; with the 96, at 995
		 * (round 23 of bench/RESULTS.md)
		 */
		r->held += recs[i].h.len + 2 * sizeof(*recs) + 96;
	}
	if (r->late && r->held > r->late)
		return spill_now(r, recs, to, e);
	papo_grouping_add(&r->gr, recs, sizeof(*recs),
	    offsetof(struct papo_adv_rec, gm), from, to);
	return 0;
}

/* check_groups over the gathered records. */
static int
check_gathered(struct papo_adv_run *r, const struct papo_adv_rec *recs,
    struct papo_err *e)
{
	const struct papo_grouping *gr = &r->gr;
	struct papo_adv_gsum *gs;
	size_t g, i, m;
	int rc;

	if (gr->blocks || gr->ngroups == 0)
		return 0;
	gs = papo_xcalloc(gr->ngroups, sizeof(*gs));
	for (g = 0; g < gr->ngroups; g++) {
		const struct papo_ginfo *gi = &gr->g[g];

		i = gi->first;
		gs[g].key = &recs[i].gm.key;
		gs[g].file = recs[i].h.file;
		gs[g].lineno = recs[i].h.lineno;
		gs[g].file2 = UINT32_MAX;
		gs[g].places = gi->places;
		/* a rollout's later outputs are no responses of their own */
		for (m = 0; m < gi->n; m++, i = gr->next[i]) {
			gs[g].n += !(recs[i].has_unit && recs[i].uindex > 0);
			if (recs[i].h.file != gs[g].file &&
			    gs[g].file2 == UINT32_MAX)
				gs[g].file2 = recs[i].h.file;
		}
	}
	rc = papo_adv_run_check_groups(r, gs, gr->ngroups, e);
	free(gs);
	return rc;
}

/* Gather mode, at the end: every group in parallel, then every record. */
int
papo_adv_gather_finish(struct papo_adv_run *r, struct papo_err *e)
{
	struct papo_adv_rec *recs;
	size_t n, i;
	int rc;

	recs = papo_filter_recs(r->flt, &n);
	if (check_gathered(r, recs, e) < 0) {
		rc = -1;	/* --strict-groups: nothing written */
		goto out;
	}
	if (r->o->nshards)
		for (i = 0; i < n; i++)
			if (!papo_adv_run_mine(r, &recs[i], recs[i].gm.group))
				recs[i].h.kind = REC_OTHER_SHARD;

	/* each group, its members in input order; a bad record fails it */
	papo_adv_run_groups(r, recs, &r->gr, NULL, 0);
	rc = papo_adv_run_write(r, recs, n, e);
out:
	if (r->owners)
		for (i = 0; i < n; i++)
			papo_adv_rec_free(&recs[i]);
	return rc;
}
