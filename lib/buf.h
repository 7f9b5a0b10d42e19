/* SPDX-License-Identifier: MIT */
/*
 * buf.h: the growable byte buffer every module uses, with an optional size cap.
 */
#ifndef PAPO_BUF_H
#define PAPO_BUF_H

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

/*
 * A growable buffer of bytes.  Invariants: s is NULL or holds cap
 * bytes of which the first len are the content, followed by a NUL
 * (s[len] == '\0', so content may be used as a C string when it holds
 * no NUL of its own).  The buffer owns s.  max, when not 0, is a hard
 * cap on len: an append that would pass it changes nothing and
 * returns -1.  Appends without a cap never fail (allocation failure
 * exits, see xalloc.h).
 */
struct papo_buf {
	char *s;
	size_t len;
	size_t cap;
	size_t max;
};

#define PAPO_BUF_INIT { NULL, 0, 0, 0 }

/* Make b empty, with no memory and no cap (as PAPO_BUF_INIT). */
void papo_buf_init(struct papo_buf *b);
/* Free the memory and return b to its initial state (keeps max). */
void papo_buf_release(struct papo_buf *b);
/* Empty b, keeping its memory. */
void papo_buf_reset(struct papo_buf *b);
/* Make room for n more bytes; -1 (nothing done) when that passes max. */
int papo_buf_reserve(struct papo_buf *b, size_t n);
/*
 * papo_buf_add when b has no room for n more bytes or a cap: room made,
 * then the bytes added (buf.c); -1 (nothing done) when that passes max.
 */
int papo_buf_add_grow(struct papo_buf *b, const void *p, size_t n);

/*
 * Append the n bytes at p, then a NUL; -1 (nothing done) when that
 * passes max.  Inline: the room most adds find is tested without a call.
 */
static inline int
papo_buf_add(struct papo_buf *b, const void *p, size_t n)
{
	if (b->max == 0 && n > 0 && n < b->cap && b->len < b->cap - n) {
		memcpy(b->s + b->len, p, n);
		b->len += n;
		b->s[b->len] = '\0';
		return 0;
	}
	return papo_buf_add_grow(b, p, n);
}

/* Append byte c, as papo_buf_add does one byte. */
static inline int
papo_buf_addc(struct papo_buf *b, int c)
{
	char ch = (char)c;

	if (b->len + 1 < b->cap && (b->max == 0 || b->len < b->max)) {
		b->s[b->len++] = ch;
		b->s[b->len] = '\0';
		return 0;
	}
	return papo_buf_add_grow(b, &ch, 1);
}

/* Append the NUL-terminated s, as papo_buf_add does its bytes. */
int papo_buf_adds(struct papo_buf *b, const char *s);
/*
 * Append fmt formatted as printf(3) would, then a NUL; -1 when that
 * passes max (b's content is then as before) or the format fails.
 */
int papo_buf_addf(struct papo_buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* papo_buf_addf with a va_list, which it uses (as vprintf(3) does). */
int papo_buf_vaddf(struct papo_buf *b, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));
/* Cut the content to n bytes (n <= len). */
void papo_buf_truncate(struct papo_buf *b, size_t n);
/*
 * Hand the content to the caller, who must free() it; b is left empty.
 * Never returns NULL (an empty buffer gives "").
 */
char *papo_buf_detach(struct papo_buf *b, size_t *len);

#endif
