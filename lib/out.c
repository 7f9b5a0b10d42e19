/* SPDX-License-Identifier: MIT */
/* out.c: buffered output to a file descriptor, every write checked. */
#include <sys/uio.h>

#include <errno.h>
#include <poll.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "out.h"
#include "xalloc.h"

void
papo_out_init(struct papo_out *o, int fd, const char *name)
{
	memset(o, 0, sizeof(*o));
	o->fd = fd;
	o->name = name ? name : "<stdout>";
	/*
	 * The buffer is made at the first write it holds: a run that
	 * stops on an option or its input's first line writes none, and
	 * under ASan a block of 1 MiB is mapped for itself, its shadow
	 * poisoned at each start (the test suite starts the tools
	 * thousands of times, many to see them refuse).
	 */
	o->cap = (size_t)1 << 20;
}

static int
out_fail(struct papo_out *o, struct papo_err *e)
{
	if (o->err == EINTR)
		return papo_err_set(e, PAPO_EX_IOERR, "interrupted while "
		    "writing to %s, which was not being read", o->name);
	if (o->err == EPIPE)
		return papo_err_set(e, PAPO_EX_IOERR, "broken pipe on %s",
		    o->name);
	return papo_err_set(e, PAPO_EX_IOERR, "write error on %s: %s",
	    o->name, strerror(o->err));
}

/*
 * After a stop: can o's descriptor not take bytes within
 * PAPO_OUT_GRACE_MS (a reader that is only slow, a compressor busy,
 * gets that long)?  Another signal in the wait ends it at once.  (err
 * EINTR)
 */
static int
out_halted(struct papo_out *o)
{
	struct pollfd p;

	if (o->stop == NULL || *o->stop == 0)
		return 0;
	p.fd = o->fd;
	p.events = POLLOUT;
	p.revents = 0;
	if (poll(&p, 1, PAPO_OUT_GRACE_MS) > 0 && (p.revents & POLLOUT))
		return 0;
	o->err = EINTR;
	return 1;
}

static int
write_all(struct papo_out *o, const char *p, size_t n, struct papo_err *e)
{
	while (n > 0) {
		ssize_t k;

		o->writer = pthread_self();
		o->writing = 1;
		if (out_halted(o)) {
			o->writing = 0;
			return out_fail(o, e);
		}
		/*
		 * After a stop, PIPE_BUF at a time: a pipe that polls
		 * writable takes that much without blocking
		 */
		k = write(o->fd, p, o->stop && *o->stop && n > PIPE_BUF ?
		    PIPE_BUF : n);
		o->writing = 0;

		if (k < 0) {
			if (errno == EINTR)
				continue;
			o->err = errno;
			return out_fail(o, e);
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
papo_out_flush(struct papo_out *o, struct papo_err *e)
{
	if (o->err)
		return out_fail(o, e);
	if (o->len && write_all(o, o->buf, o->len, e) < 0)
		return -1;
	o->len = 0;
	return 0;
}

int
papo_out_write(struct papo_out *o, const void *p, size_t n,
    struct papo_err *e)
{
	if (o->err)
		return out_fail(o, e);
	if (n == 0)
		return 0;	/* p may be NULL (an empty buffer): no memcpy */
	if (n >= o->cap / 16 && o->len == 0)
		return write_all(o, p, n, e);	/* big and nothing queued */
	if (o->buf == NULL)
		o->buf = papo_xmalloc(o->cap);
	if (o->len + n <= o->cap) {
		memcpy(o->buf + o->len, p, n);
		o->len += n;
		return 0;
	}
	if (papo_out_flush(o, e) < 0)
		return -1;
	if (n >= o->cap / 16)
		return write_all(o, p, n, e);
	memcpy(o->buf, p, n);
	o->len = n;
	return 0;
}

int
papo_out_writev(struct papo_out *o, struct iovec *iov, size_t n,
    struct papo_err *e)
{
	if (papo_out_flush(o, e) < 0)
		return -1;
	while (n > 0) {
		ssize_t k;

		if (o->stop && *o->stop) {
			/* after a stop: piece by piece, as write_all does */
			for (; n > 0; iov++, n--)
				if (write_all(o, iov->iov_base, iov->iov_len,
				    e) < 0)
					return -1;
			return 0;
		}
		o->writer = pthread_self();
		o->writing = 1;
		if (out_halted(o)) {
			o->writing = 0;
			return out_fail(o, e);
		}
		k = writev(o->fd, iov, (int)(n > IOV_MAX ? IOV_MAX : n));
		o->writing = 0;

		if (k < 0) {
			if (errno == EINTR)
				continue;
			o->err = errno;
			return out_fail(o, e);
		}
		/* skip what was written; a partial piece keeps its rest */
		while (n > 0 && (size_t)k >= iov->iov_len) {
			k -= (ssize_t)iov->iov_len;
			iov++;
			n--;
		}
		if (n > 0) {
			iov->iov_base = (char *)iov->iov_base + k;
			iov->iov_len -= (size_t)k;
		}
	}
	return 0;
}

void
papo_out_release(struct papo_out *o)
{
	free(o->buf);
	o->buf = NULL;
	o->len = o->cap = 0;
}
