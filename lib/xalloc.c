/* SPDX-License-Identifier: MIT */
/* xalloc.c: allocation wrappers that die loudly instead of returning NULL. */
#include <sys/mman.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "papo.h"
#include "xalloc.h"

static _Noreturn void
oom(size_t n)
{
	char msg[96];
	int len;

	/* No stdio buffering: memory is what we are out of. */
	len = snprintf(msg, sizeof(msg), "papo: out of memory (%zu bytes)\n",
	    n);
	if (len > 0)
		(void)!write(STDERR_FILENO, msg, (size_t)len);
	_exit(PAPO_EX_OSERR);
}

void *
papo_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		oom(n);
	return p;
}

void *
papo_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		oom(n * size);
	return p;
}

void *
papo_xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);

	if (q == NULL)
		oom(n);
	return q;
}

void *
papo_xreallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		oom(SIZE_MAX);
	return papo_xrealloc(p, n * size);
}

char *
papo_xstrdup(const char *s)
{
	return papo_xmemdup(s, strlen(s));
}

char *
papo_xmemdup(const void *p, size_t n)
{
	char *s;

	if (n == SIZE_MAX)
		oom(n);
	s = papo_xmalloc(n + 1);
	if (n)
		memcpy(s, p, n);
	s[n] = '\0';
	return s;
}

void *
papo_xgrow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap;

	if (need <= c)
		return p;
	if (c < 8)
		c = 8;
	while (c < need) {
		if (c > SIZE_MAX / 2)
			oom(SIZE_MAX);
		c *= 2;
	}
	p = papo_xreallocarray(p, c, size);
	*cap = c;
	return p;
}

void
papo_hugepages(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t a = ((uintptr_t)p + huge - 1) & ~(huge - 1);
	uintptr_t z = ((uintptr_t)p + n) & ~(huge - 1);

	if (p != NULL && z > a)
		(void)madvise((void *)a, z - a, MADV_HUGEPAGE);
#else
	(void)p;
	(void)n;
#endif
}

void *
papo_xbig(void *p, size_t old, size_t n)
{
	void *q;

	if (n == 0)
		n = 1;
	if (p == NULL)
		q = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		    MAP_ANONYMOUS, -1, 0);
	else if ((q = mremap(p, old, n, MREMAP_MAYMOVE)) == MAP_FAILED) {
		/* a new mapping and a copy where the mapping cannot move
		   (valgrind's address-space manager refuses some moves) */
		q = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		    MAP_ANONYMOUS, -1, 0);
		if (q != MAP_FAILED) {
			memcpy(q, p, old < n ? old : n);
			(void)munmap(p, old ? old : 1);
		}
	}
	if (q == MAP_FAILED)
		oom(n);
	papo_hugepages(q, n);
	return q;
}

void
papo_xbig_free(void *p, size_t n)
{
	if (p != NULL)
		(void)munmap(p, n ? n : 1);
}
