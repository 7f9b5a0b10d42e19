/* SPDX-License-Identifier: MIT */
/*
 * hash.h: a 64-bit hash of bytes, for group keys and reproducible
 * draws, and a set of such hashes.
 */
#ifndef PAPO_HASH_H
#define PAPO_HASH_H

#include <stddef.h>
#include <stdint.h>

/*
 * FNV-1a over the n bytes at p, started from its offset basis XOR seed,
 * then splitmix64's finalizer.  Stable across runs and machines: random
 * draws and test points are derived from it.
 */
uint64_t papo_hash64(const void *p, size_t n, uint64_t seed);

/*
 * A set of 64-bit hashes (open addressing; zeroed: empty).  A member
 * is stored with its lowest bit set: x and x ^ 1 are one member.
 */
struct papo_hset {
	uint64_t *v;		/* 0: empty (members are stored | 1) */
	size_t cap, n;
};

void papo_hset_add(struct papo_hset *h, uint64_t x);
int papo_hset_has(const struct papo_hset *h, uint64_t x);
void papo_hset_release(struct papo_hset *h);

#endif
