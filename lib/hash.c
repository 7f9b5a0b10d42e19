/* SPDX-License-Identifier: MIT */
/* hash.c: a 64-bit hash of bytes, and a set of them (see hash.h). */
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "xalloc.h"

uint64_t
papo_hash64(const void *p, size_t n, uint64_t seed)
{
	const unsigned char *u = p;
	uint64_t h = 0xcbf29ce484222325ULL ^ seed;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= u[i];
		h *= 0x100000001b3ULL;
	}
	/* splitmix64's finalizer: FNV alone mixes the high bits poorly */
	h ^= h >> 30;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 27;
	h *= 0x94d049bb133111ebULL;
	h ^= h >> 31;
	return h;
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
