/* SPDX-License-Identifier: MIT */
/* xalloc.h: allocation wrappers that never return NULL. */
#ifndef PAPO_XALLOC_H
#define PAPO_XALLOC_H

#include <stddef.h>

/*
 * These allocate like their libc namesakes but never fail: on
 * out-of-memory (or a size that overflows) they print one line to
 * standard error and exit with status 71.  This is the only place in
 * lib/ that exits; every caller may assume allocation succeeds.
 */
void *papo_xmalloc(size_t n);
void *papo_xcalloc(size_t n, size_t size);
void *papo_xrealloc(void *p, size_t n);
/* Like papo_xrealloc for an array of n elements of size bytes each. */
void *papo_xreallocarray(void *p, size_t n, size_t size);
char *papo_xstrdup(const char *s);
char *papo_xmemdup(const void *p, size_t n);	/* adds a NUL after n bytes */

/* Grow *cap (doubling, at least need) for an array; returns the new pointer. */
void *papo_xgrow(void *p, size_t *cap, size_t need, size_t size);

/*
 * Ask for transparent huge pages over the 2 MiB-aligned part of
 * [p, p + n): one TLB entry for 2 MiB rather than 512, which matters
 * to a buffer of many megabytes that is filled once and read once
 * (a pipe's blocks, gathered records).  Only advice: where the system
 * has none or refuses, nothing happens.
 */
void papo_hugepages(void *p, size_t n);

/*
 * A big buffer that grows without copying: an anonymous mapping of n
 * bytes (p NULL, old 0), or p's mapping of old bytes made n bytes long,
 * moved by its page tables where it cannot grow in place (mremap(2);
 * a new mapping and a copy where the kernel or valgrind refuses),
 * the contents kept; the bytes past them come zero (fresh pages).
 * Huge pages are asked for.  Dies like the others when the memory is
 * not there.  Free with papo_xbig_free(p, n).
 */
void *papo_xbig(void *p, size_t old, size_t n);
void papo_xbig_free(void *p, size_t n);

#endif
