/* SPDX-License-Identifier: MIT */
/* xalloc.c: allocation wrappers that die loudly instead of returning NULL. */
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
