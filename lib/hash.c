/* hash.c: a 64-bit hash of bytes (see hash.h). */
#include "hash.h"

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
