/* SPDX-License-Identifier: MIT */
/* spill.c: sorted runs in a temporary file (see spill.h). */
#include <sys/resource.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "cli.h"
#include "memory.h"
#include "spill.h"
#include "xalloc.h"

int
papo_spill_size(const char *s, size_t *out, struct papo_err *e)
{
	char *end;
	double x, unit = 1024;
	size_t i, digits = 0, points = 0;

	/* decimal digits and one point as written, as sort -S takes:
	   no space, sign, exponent, hexadecimal, inf or nan */
	for (i = 0; (s[i] >= '0' && s[i] <= '9') || s[i] == '.'; i++)
		if (s[i] == '.')
			points++;
		else
			digits++;
	if (digits == 0 || points > 1)
		goto bad;
	errno = 0;
	x = strtod(s, &end);
	if (end != s + i || errno || !(x >= 0))
		goto bad;
	switch (*end) {
	case '\0':
		break;
	case 'b':
		unit = 1;
		break;
	case 'k':
	case 'K':
		break;
	case 'M':
		unit = 1024.0 * 1024;
		break;
	case 'G':
		unit = 1024.0 * 1024 * 1024;
		break;
	case 'T':
		unit = 1024.0 * 1024 * 1024 * 1024;
		break;
	case '%':
		unit = papo_memory_total() / 100;
		if (!(unit > 0))
			return papo_cli_bad_value(e, "buffer-size", s,
			    "the size of the memory is not known");
		break;
	default:
		goto bad;
	}
	if (*end != '\0' && end[1] != '\0')
		goto bad;
	x *= unit;
	if (x < 1 || x > (double)(SIZE_MAX / 2))
		return papo_cli_bad_value(e, "buffer-size", s,
		    "at least 1b");
	*out = (size_t)x;
	return 0;
bad:
	return papo_cli_bad_value(e, "buffer-size", s, "a number and b, K, "
	    "M, G, T or %, as sort -S takes");
}

size_t
papo_spill_default(void)
{
	static const int res[] = { RLIMIT_DATA, RLIMIT_AS };
	double mem = papo_memory_total();
	double size = mem > 0 ? mem / 4 : (double)((size_t)1 << 30);
	struct rlimit rl;
	size_t i;

	for (i = 0; i < sizeof(res) / sizeof(res[0]); i++)
		if (getrlimit(res[i], &rl) == 0 && rl.rlim_cur !=
		    RLIM_INFINITY && (double)rl.rlim_cur / 2 < size)
			size = (double)rl.rlim_cur / 2;
	if (size > (double)(SIZE_MAX / 2))
		size = (double)(SIZE_MAX / 2);
	return size < (double)PAPO_SPILL_MIN ? PAPO_SPILL_MIN : (size_t)size;
}

const char *
papo_spill_dir(const char *dir)
{
	const char *t;

	if (dir != NULL)
		return dir;
	t = getenv("TMPDIR");
	return t != NULL && *t != '\0' ? t : "/tmp";
}

int
papo_spill_open(struct papo_spill *s, const char *dir, struct papo_err *e)
{
	struct papo_buf path = PAPO_BUF_INIT;

	memset(s, 0, sizeof(*s));
	s->dir = dir;
	papo_buf_addf(&path, "%s/papo-advantage.XXXXXX", dir);
	s->fd = mkstemp(path.s);
	if (s->fd < 0) {
		int err = errno;

		papo_buf_release(&path);
		return papo_err_set(e, PAPO_EX_IOERR, "cannot create a "
		    "temporary file in '%s' (-T, TMPDIR): %s", dir,
		    strerror(err));
	}
	/* gone from the directory: nothing to remove at exit or on a signal */
	(void)unlink(path.s);
	papo_buf_release(&path);
	s->cap = (size_t)1 << 20;
	s->buf = papo_xmalloc(s->cap);
	return 0;
}

int
papo_spill_flush(struct papo_spill *s, struct papo_err *e)
{
	size_t off = 0;

	while (off < s->len) {
		ssize_t k = write(s->fd, s->buf + off, s->len - off);

		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return papo_err_set(e, PAPO_EX_IOERR, "write error on "
			    "a temporary file in '%s' (-T, TMPDIR): %s",
			    s->dir, strerror(errno));
		off += (size_t)k;
	}
	s->len = 0;
	return 0;
}

int
papo_spill_write(struct papo_spill *s, const void *p, size_t n,
    struct papo_err *e)
{
	if (s->len + n > s->cap && papo_spill_flush(s, e) < 0)
		return -1;
	if (n > s->cap) {
		/* larger than the buffer: straight through it, in pieces */
		const char *c = p;

		while (n > 0) {
			size_t k = n < s->cap ? n : s->cap;

			memcpy(s->buf, c, k);
			s->len = k;
			s->size += k;
			if (papo_spill_flush(s, e) < 0)
				return -1;
			c += k;
			n -= k;
		}
		return 0;
	}
	memcpy(s->buf + s->len, p, n);
	s->len += n;
	s->size += n;
	return 0;
}

void
papo_spill_close(struct papo_spill *s)
{
	if (s->fd >= 0 && s->buf != NULL)
		(void)close(s->fd);
	free(s->buf);
	memset(s, 0, sizeof(*s));
	s->fd = -1;
}

void
papo_spill_reader_init(struct papo_spill_reader *r, const struct papo_spill *f,
    uint64_t off, uint64_t end, size_t cap)
{
	memset(r, 0, sizeof(*r));
	r->f = f;
	r->off = off;
	r->end = end;
	r->cap = cap < 4096 ? 4096 : cap;
	r->buf = papo_xmalloc(r->cap);
}

int
papo_spill_reader_read(struct papo_spill_reader *r, void *p, size_t n,
    struct papo_err *e)
{
	char *c = p;
	int any = 0;

	while (n > 0) {
		size_t k;

		if (r->pos == r->len) {
			size_t want = r->cap;
			ssize_t got;

			if (r->off >= r->end) {
				if (!any)
					return 0;
				break;
			}
			if (r->end - r->off < want)
				want = (size_t)(r->end - r->off);
			got = pread(r->f->fd, r->buf, want, (off_t)r->off);
			if (got < 0 && errno == EINTR)
				continue;
			if (got <= 0)
				return papo_err_set(e, PAPO_EX_IOERR,
				    "read error on a temporary file in '%s': "
				    "%s",
				    r->f->dir, got < 0 ? strerror(errno) :
				    "cut short");
			r->off += (uint64_t)got;
			r->pos = 0;
			r->len = (size_t)got;
		}
		k = r->len - r->pos < n ? r->len - r->pos : n;
		memcpy(c, r->buf + r->pos, k);
		r->pos += k;
		c += k;
		n -= k;
		any = 1;
	}
	if (n > 0)
		return papo_err_set(e, PAPO_EX_IOERR,
		    "a temporary file in '%s' is cut short", r->f->dir);
	return 1;
}

void
papo_spill_reader_release(struct papo_spill_reader *r)
{
	free(r->buf);
	memset(r, 0, sizeof(*r));
}
