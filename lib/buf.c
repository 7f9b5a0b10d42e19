/* SPDX-License-Identifier: MIT */
/* buf.c: the growable byte buffer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "xalloc.h"

void
papo_buf_init(struct papo_buf *b)
{
	b->s = NULL;
	b->len = 0;
	b->cap = 0;
	b->max = 0;
}

void
papo_buf_release(struct papo_buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = 0;
	b->cap = 0;
}

void
papo_buf_reset(struct papo_buf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

int
papo_buf_reserve(struct papo_buf *b, size_t n)
{
	size_t need;

	if (n > SIZE_MAX - b->len - 1)
		return -1;
	if (b->max && b->len + n > b->max)
		return -1;
	need = b->len + n + 1;
	if (need > b->cap) {
		size_t c = b->cap ? b->cap : 64;

		while (c < need)
			c = c > SIZE_MAX / 2 ? need : c * 2;
		b->s = papo_xrealloc(b->s, c);
		b->cap = c;
	}
	return 0;
}

int
papo_buf_add_grow(struct papo_buf *b, const void *p, size_t n)
{
	if (papo_buf_reserve(b, n) < 0)
		return -1;
	if (n)
		memcpy(b->s + b->len, p, n);
	b->len += n;
	b->s[b->len] = '\0';
	return 0;
}

int
papo_buf_adds(struct papo_buf *b, const char *s)
{
	return papo_buf_add(b, s, strlen(s));
}

int
papo_buf_vaddf(struct papo_buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	if (papo_buf_reserve(b, 64) < 0)
		return -1;
	va_copy(aq, ap);
	n = vsnprintf(b->s + b->len, b->cap - b->len, fmt, aq);
	va_end(aq);
	if (n < 0)
		return -1;
	if ((size_t)n >= b->cap - b->len) {
		if (papo_buf_reserve(b, (size_t)n) < 0) {
			b->s[b->len] = '\0';
			return -1;
		}
		vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
	}
	if (b->max && b->len + (size_t)n > b->max) {
		b->s[b->len] = '\0';
		return -1;
	}
	b->len += (size_t)n;
	return 0;
}

int
papo_buf_addf(struct papo_buf *b, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = papo_buf_vaddf(b, fmt, ap);
	va_end(ap);
	return r;
}

void
papo_buf_truncate(struct papo_buf *b, size_t n)
{
	if (n < b->len) {
		b->len = n;
		b->s[n] = '\0';
	}
}

char *
papo_buf_detach(struct papo_buf *b, size_t *len)
{
	char *s = b->s;

	if (len)
		*len = b->len;
	if (s == NULL)
		s = papo_xstrdup("");
	b->s = NULL;
	b->len = 0;
	b->cap = 0;
	return s;
}
