/* SPDX-License-Identifier: MIT */
/* out.h: buffered output to a file descriptor, every write checked. */
#ifndef PAPO_OUT_H
#define PAPO_OUT_H

#include <pthread.h>
#include <signal.h>
#include <stddef.h>

#include "papo.h"

/*
 * Buffered output to a file descriptor, every write checked.  After
 * the first failure every call fails with the same error (status 74);
 * a broken pipe is reported with err set to EPIPE so that the command
 * can stop quietly.
 */
/* After a stop, how long a write waits for a slow reader (ms). */
#define PAPO_OUT_GRACE_MS 2000

struct papo_out {
	int fd;
	const char *name;
	char *buf;
	size_t len;
	size_t cap;
	int err;		/* errno of the first failure, or 0 */
	/*
	 * Set by the tool (NULL: none): once *stop is not 0 (a signal
	 * came), a write the output cannot take within PAPO_OUT_GRACE_MS
	 * (or before another signal) is abandoned, err EINTR, rather
	 * than waiting on a reader that may never read.
	 */
	const volatile sig_atomic_t *stop;
	/*
	 * While a write is under way (writing 1), the thread making it,
	 * so that a signal handler on another thread can interrupt it
	 * (pthread_kill with a signal whose handler does nothing).
	 */
	pthread_t writer;
	volatile sig_atomic_t writing;
};

void papo_out_init(struct papo_out *o, int fd, const char *name);
int papo_out_write(struct papo_out *o, const void *p, size_t n,
    struct papo_err *e);
int papo_out_flush(struct papo_out *o, struct papo_err *e);
/*
 * Write the n pieces iov[0..n) after what is buffered, with writev(2):
 * no copy of large pieces.  iov is modified.
 */
struct iovec;
int papo_out_writev(struct papo_out *o, struct iovec *iov, size_t n,
    struct papo_err *e);
void papo_out_release(struct papo_out *o);

#endif
