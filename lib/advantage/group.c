/* SPDX-License-Identifier: MIT */
/* group.c: records into their groups (see group.h). */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "fields.h"
#include "group.h"
#include "hash.h"
#include "xalloc.h"

void
papo_gkey_read(struct papo_gkey *k, const struct papo_json *j,
    const struct papo_path *gp, int group, int step, const char *filestep)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_group_id id;

	memset(k, 0, sizeof(*k));
	papo_group_id_read(&id, j, gp, group, step, filestep, &b);
	k->keytype = (uint8_t)id.keytype;
	k->key = id.key;
	k->keylen = (uint32_t)id.keylen;
	if (id.key_scratch) {
		k->key = papo_xmemdup(id.key, id.keylen);
		k->keyowned = 1;
	}
	k->hash = papo_group_id_hash(&id);
	if (id.step != NULL) {
		k->step = id.step;
		k->steplen = (uint32_t)id.steplen;
		if (id.step_scratch) {
			k->step = papo_xmemdup(id.step, id.steplen);
			k->stepowned = 1;
		}
	}
	papo_buf_release(&b);
}

void
papo_gkey_release(struct papo_gkey *k)
{
	if (k->keyowned)
		free((char *)k->key);
	if (k->stepowned)
		free((char *)k->step);
	k->keyowned = k->stepowned = 0;
	k->key = NULL;
	k->step = NULL;
}

void
papo_gkey_copy(struct papo_gkey *k, const struct papo_gkey *from)
{
	*k = *from;
	k->keyowned = k->stepowned = 0;
	if (from->key != NULL) {
		k->key = papo_xmemdup(from->key, from->keylen);
		k->keyowned = 1;
	}
	if (from->step != NULL) {
		k->step = papo_xmemdup(from->step, from->steplen);
		k->stepowned = 1;
	}
}

void
papo_gkey_move(struct papo_gkey *k, const char *old, const char *new,
    size_t len)
{
	if (!k->keyowned && k->keylen)
		k->key = new + (k->key - old);
	/* a file's step is not in the line */
	if (k->steplen && !k->stepowned && k->step >= old &&
	    k->step < old + len)
		k->step = new + (k->step - old);
}

void
papo_grouping_init(struct papo_grouping *gr, size_t blocks, size_t size)
{
	memset(gr, 0, sizeof(*gr));
	gr->blocks = blocks;
	gr->size = size;
}

void
papo_grouping_release(struct papo_grouping *gr)
{
	free(gr->table);
	free(gr->g);
	free(gr->next);
	memset(gr, 0, sizeof(*gr));
}

static struct papo_gmember *
member(void *base, size_t stride, size_t off, size_t i)
{
	return (struct papo_gmember *)(void *)((char *)base + i * stride +
	    off);
}

static void
grow(struct papo_grouping *gr, void *base, size_t stride, size_t off)
{
	size_t cap = gr->tcap ? gr->tcap * 2 : 1024, g, h;
	uint32_t *tab = papo_xcalloc(cap, sizeof(*tab));

	/* a key's latest group, when its records are cut by size */
	for (g = 0; g < gr->ngroups; g++) {
		const struct papo_gkey *k = &member(base, stride, off,
		    gr->g[g].first)->key;

		for (h = k->hash & (cap - 1); tab[h]; h = (h + 1) & (cap - 1))
			if (papo_gkey_eq(&member(base, stride, off,
			    gr->g[tab[h] - 1].first)->key, k))
				break;
		tab[h] = (uint32_t)(g + 1);
	}
	free(gr->table);
	gr->table = tab;
	gr->tcap = cap;
}

/* Record i joins group id (gr->ngroups: a new one); next[] has room. */
static void
join(struct papo_grouping *gr, size_t i, uint32_t id, int bad)
{
	struct papo_ginfo *gi;

	if (id == gr->ngroups) {
		gr->g = papo_xgrow(gr->g, &gr->gcap, gr->ngroups + 1,
		    sizeof(*gr->g));
		gi = &gr->g[gr->ngroups++];
		memset(gi, 0, sizeof(*gi));
		gi->first = i;
	} else {
		gi = &gr->g[id];
		gr->next[gi->last] = i;
	}
	gi->last = i;
	gi->n++;
	gi->bad |= bad;
}

/*
 * A line it cannot read whose group is not known (no group member,
 * m->bad) under a size: a record's place in the group of the record
 * before it while that group is not full, else in the next record's
 * group, as papo-advantage's coprocess (advrun_window.c) counts it.
 */
static void
unreadable(struct papo_grouping *gr)
{
	struct papo_ginfo *gi = gr->has_last ? &gr->g[gr->lastid] : NULL;

	if (gi != NULL && !papo_group_full(gi->n + gi->places, gr->size))
		gi->places++;
	else
		gr->pend++;
}

void
papo_grouping_add(struct papo_grouping *gr, void *base, size_t stride,
    size_t off, size_t from, size_t to)
{
	size_t i, h;
	uint32_t id;

	gr->next = papo_xgrow(gr->next, &gr->nextcap, to, sizeof(*gr->next));
	for (i = from; i < to; i++) {
		struct papo_gmember *m = member(base, stride, off, i);

		if (!m->grouped) {
			if (m->bad && gr->size && !gr->blocks)
				unreadable(gr);
			continue;
		}
		if (gr->blocks)
			id = (uint32_t)(gr->inblocks++ / gr->blocks);
		else {
			if (2 * (gr->ngroups + 1) > gr->tcap)
				grow(gr, base, stride, off);
			for (h = m->key.hash & (gr->tcap - 1); gr->table[h];
			    h = (h + 1) & (gr->tcap - 1))
				if (papo_gkey_eq(&member(base, stride, off,
				    gr->g[gr->table[h] - 1].first)->key,
				    &m->key))
					break;
			/* a full group of its key: the key's next one */
			if (gr->table[h] == 0 || papo_group_full(
			    gr->g[gr->table[h] - 1].n +
			    gr->g[gr->table[h] - 1].places, gr->size))
				gr->table[h] = (uint32_t)gr->ngroups + 1;
			id = gr->table[h] - 1;
		}
		join(gr, i, id, m->bad);
		m->group = id;
		gr->g[id].places += gr->pend;
		gr->pend = 0;
		gr->lastid = id;
		gr->has_last = 1;
	}
}

void
papo_grouping_join(struct papo_grouping *gr, size_t i, uint32_t id, int bad)
{
	gr->next = papo_xgrow(gr->next, &gr->nextcap, i + 1,
	    sizeof(*gr->next));
	join(gr, i, id, bad);
}

void
papo_grouping_members(const struct papo_grouping *gr, size_t g, size_t *idx)
{
	const struct papo_ginfo *gi = &gr->g[g];
	size_t m, k = gi->first;

	for (m = 0; m < gi->n; m++, k = gr->next[k])
		idx[m] = k;
}

int
papo_group_shard(const struct papo_gmember *m, size_t block, int blocks,
    unsigned long shard, unsigned long nshards)
{
	uint64_t h;

	if (nshards == 0)
		return 1;
	if (!m->grouped)
		h = 0;
	else if (blocks)
		h = block;
	else
		h = m->key.hash;
	return h % nshards == shard;
}
