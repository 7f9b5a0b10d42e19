/* hash.h: a 64-bit hash of bytes, for group keys and reproducible draws. */
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

#endif
