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

#endif
