/* group.c: records into their groups (see group.h). */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "group.h"
#include "hash.h"
#include "xalloc.h"

/* Is s[0..n) an integer as a number is written canonically? */
static int
canon_int(const char *s, size_t n)
{
	size_t i = s[0] == '-';

	if (i >= n || (s[i] == '0' && (n > i + 1 || i > 0)))
		return 0;
	for (; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return n < 16;
}

/*
 * Token i's text, or a number's canonical text in memory of its own
 * (*owned set) when its text is not already canonical.
 */
static const char *
num_key(const struct papo_json *j, int i, int step, size_t *len,
    uint8_t *owned)
{
	const char *raw = papo_json_raw(j, i, len);
	struct papo_buf b = PAPO_BUF_INIT;
	double x;

	if (papo_json_type(j, i) == PAPO_JSON_NUMBER && canon_int(raw, *len))
		return raw;
	if (step ? papo_json_step_num(j, i, &x) < 0 :
	    papo_json_type(j, i) != PAPO_JSON_NUMBER ||
	    papo_json_num(j, i, &x) < 0)
		return raw;
	papo_json_put_num(&b, x == 0 ? 0 : x);
	*owned = 1;
	return papo_buf_detach(&b, len);
}

void
papo_gkey_read(struct papo_gkey *k, const struct papo_json *j, int group,
    int step, const char *filestep)
{
	size_t len;

	memset(k, 0, sizeof(*k));
	k->keytype = (uint8_t)papo_json_type(j, group);
	if (k->keytype == PAPO_JSON_STRING) {
		int esc;
		const char *raw = papo_json_str_raw(j, group, &len, &esc);

		if (esc) {
			struct papo_buf b = PAPO_BUF_INIT;

			papo_json_str(j, group, &b);
			k->key = papo_buf_detach(&b, &len);
			k->keyowned = 1;
		} else
			k->key = raw;
	} else
		k->key = num_key(j, group, 0, &len, &k->keyowned);
	k->keylen = (uint32_t)len;
	k->hash = papo_hash64(k->key, k->keylen, k->keytype);
	if (filestep != NULL || step >= 0) {
		if (filestep != NULL) {
			k->step = filestep;
			len = strlen(filestep);
		} else
			k->step = num_key(j, step, 1, &len, &k->stepowned);
		k->steplen = (uint32_t)len;
		k->hash ^= papo_hash64(k->step, k->steplen, 0x5f3759df);
	}
	if ((size_t)k->keylen + k->steplen <= sizeof(k->kin) &&
	    k->keylen + k->steplen > 0) {
		memcpy(k->kin, k->key, k->keylen);
		if (k->steplen)
			memcpy(k->kin + k->keylen, k->step, k->steplen);
		k->kinlen = (uint8_t)(k->keylen + k->steplen);
	}
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

int
papo_hset_has(const struct papo_hset *h, uint64_t x)
{
	size_t i;

	if (h->cap == 0)
		return 0;
	x |= 1;
	for (i = x & (h->cap - 1); h->v[i]; i = (i + 1) & (h->cap - 1))
		if (h->v[i] == x)
			return 1;
	return 0;
}

void
papo_hset_add(struct papo_hset *h, uint64_t x)
{
	size_t i;

	if (2 * (h->n + 1) > h->cap) {
		struct papo_hset g = { NULL, h->cap ? h->cap * 2 : 1024, 0 };

		g.v = papo_xcalloc(g.cap, sizeof(*g.v));
		for (i = 0; i < h->cap; i++)
			if (h->v[i])
				papo_hset_add(&g, h->v[i]);
		free(h->v);
		*h = g;
	}
	x |= 1;
	for (i = x & (h->cap - 1); h->v[i]; i = (i + 1) & (h->cap - 1))
		if (h->v[i] == x)
			return;
	h->v[i] = x;
	h->n++;
}

void
papo_hset_release(struct papo_hset *h)
{
	free(h->v);
	memset(h, 0, sizeof(*h));
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

void
papo_grouping_add(struct papo_grouping *gr, void *base, size_t stride,
    size_t off, size_t from, size_t to)
{
	size_t i, h;
	uint32_t id;

	gr->next = papo_xgrow(gr->next, &gr->nextcap, to, sizeof(*gr->next));
	for (i = from; i < to; i++) {
		struct papo_gmember *m = member(base, stride, off, i);
		struct papo_ginfo *gi;

		if (!m->grouped)
			continue;
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
			if (gr->table[h] == 0 || (gr->size &&
			    gr->g[gr->table[h] - 1].n == gr->size))
				gr->table[h] = (uint32_t)gr->ngroups + 1;
			id = gr->table[h] - 1;
		}
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
		gi->bad |= m->bad;
		m->group = id;
	}
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
