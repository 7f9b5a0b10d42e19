/* SPDX-License-Identifier: MIT */
/* jsonl.c: block reading of JSONL files: readers, batches, inputs. */
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/uio.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/magic.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "jsonl.h"
#include "jsonl_impl.h"
#include "xalloc.h"

#define STDIN_NAME "<stdin>"


void
papo_batch_init(struct papo_batch *b)
{
	memset(b, 0, sizeof(*b));
}

static void
unspool(struct papo_spool *sp, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		munmap(sp[i].map, sp[i].len);
}

void
papo_batch_release(struct papo_batch *b)
{
	unspool(b->spool, b->nspool);
	free(b->spool);
	papo_buf_release(&b->rows);
	papo_buf_release(&b->jrows);
	free(b->cline);
	free(b->mem);
	free(b->line);
	memset(b, 0, sizeof(*b));
}

int
papo_reader_open(struct papo_reader *r, const char *path, size_t max_line,
    struct papo_err *e)
{
	struct stat st;
	off_t pos;

	memset(r, 0, sizeof(*r));
	r->max_line = max_line ? max_line : PAPO_MAX_LINE_DEFAULT;
	if (path == NULL || strcmp(path, "-") == 0) {
		r->name = STDIN_NAME;
		r->fd = STDIN_FILENO;
	} else {
		r->name = path;
		r->fd = open(path, O_RDONLY | O_CLOEXEC);
		if (r->fd < 0)
			return papo_err_set(e, PAPO_EX_NOINPUT,
			    "cannot open '%s': %s", path, strerror(errno));
		r->close_fd = 1;
	}
	/*
	 * A regular file is mapped rather than copied through read(2): no
	 * copy, no anonymous memory to fault in.  Pipes and terminals, or
	 * a failed mapping, take the read(2) path.  Standard input is
	 * mapped from its offset, which is moved past what was read at
	 * the end (see finish).
	 */
#ifdef F_SETPIPE_SZ
	/*
	 * A pipe of 64 KiB hands a reader 64 KiB a read(2), and the writer
	 * waits each time it is full: a bigger one (as big as an
	 * unprivileged process may make it) means fewer of both.  Not
	 * being allowed is no error.
	 */
	if (fstat(r->fd, &st) == 0 && S_ISFIFO(st.st_mode))
		(void)fcntl(r->fd, F_SETPIPE_SZ, 1 << 20);
#endif
	if (fstat(r->fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
	    (pos = lseek(r->fd, 0, SEEK_CUR)) >= 0 && pos < st.st_size) {
		void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
		    r->fd, 0);

		if (m != MAP_FAILED && papo_jsonl_codec_kind((char *)m + pos,
		    (size_t)(st.st_size - pos)) != PAPO_CODEC_NONE) {
			/* compressed: read(2) through the decoder */
			munmap(m, (size_t)st.st_size);
			m = MAP_FAILED;
		}
		if (m != MAP_FAILED) {
			r->map = m;
			r->maplen = (size_t)st.st_size;
			r->mapoff = (size_t)pos;
			r->lastblock[0] = r->lastblock[1] = (size_t)pos;
			r->mapdrop = (size_t)pos;
			(void)madvise(m, r->maplen, MADV_SEQUENTIAL);
		}
	}
	return 0;
}

/*
 * The end of the file: its descriptor is no longer needed (a mapping
 * and kept blocks outlive it), and a mapped standard input is left
 * where reading stopped, as read(2) would have left it.
 */
static void
finish(struct papo_reader *r)
{
	if (r->fd < 0)
		return;
	if (r->map && !r->streamed && !r->close_fd)
		(void)lseek(r->fd, (off_t)r->mapoff, SEEK_SET);
	if (r->close_fd)
		close(r->fd);
	r->fd = -1;
	r->close_fd = 0;
}

void
papo_reader_close(struct papo_reader *r)
{
	size_t i;

	finish(r);
	if (r->map)
		munmap(r->map, r->maplen);
	for (i = 0; i < r->nkept; i++)
		free(r->kept[i]);
	free(r->kept);
	unspool(r->spool, r->nspool);
	free(r->spool);
	if (r->spliced == 1)
		close(r->sfd);
	free(r->carry);
	papo_jsonl_jtext_free(r->jt);
	papo_jsonl_codec_free(r->codec);
	memset(r, 0, sizeof(*r));
	r->fd = -1;
}

/*
 * Fill in line l: content s, n bytes, then a newline when nl is set.
 * A "\r" before the newline is part of the terminator.
 */
static void
set_line(const struct papo_reader *r, struct papo_line *l, const char *s,
    size_t n, int nl)
{
	l->tlen = nl != 0;
	if (nl && n > 0 && s[n - 1] == '\r') {
		n--;
		l->tlen = 2;
	}
	l->flags = 0;
	if (n > r->max_line) {
		l->flags = PAPO_LINE_LONG;
		if (r->longs == PAPO_LONGS_SKIP) {
			s = "";
			n = 0;
		}
	}
	l->s = s;
	l->len = n;
}

static void
add_line(struct papo_reader *r, struct papo_batch *b, const char *s,
    size_t len, int nl)
{
	struct papo_line *l;

	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	l = &b->line[b->n++];
	set_line(r, l, s, len, nl);
	l->lineno = ++r->lineno;
}

static int
too_long(struct papo_reader *r, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR,
	    "%s:%llu: line longer than %zu bytes (raise --max-line)", r->name,
	    (unsigned long long)r->lineno + 1, r->max_line);
}

/*
 * A line too long for the cap, after the lines of b before it: those
 * are handed out first and the error comes at the next read, so that a
 * tool writes every record that precedes it.
 */
static int
too_long_after(struct papo_reader *r, struct papo_batch *b,
    struct papo_err *e)
{
	if (b->n == 0)
		return too_long(r, e);
	too_long(r, &r->perr);
	r->pending = 1;
	return 0;
}

/* Split [s, s + len) into lines, one after the other. */
static int
split_serial(struct papo_reader *r, struct papo_batch *b, const char *s,
    size_t len, struct papo_err *e)
{
	const char *p = s, *end = s + len, *nl;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if ((size_t)((nl ? nl : end) - p) > r->max_line &&
		    r->longs == PAPO_LONGS_ERROR)
			return too_long_after(r, b, e);
		if (nl == NULL) {
			add_line(r, b, p, (size_t)(end - p), 0);
			break;
		}
		add_line(r, b, p, (size_t)(nl - p), 1);
		p = nl + 1;
	}
	return 0;
}

/*
 * Split [s, s + len) into lines; the last may lack its newline.  A big
 * block is split by several threads, each taking the lines that start
 * in its share of the bytes; the lines are then joined in order.  For
 * a tool that parses in parallel this was the one serial pass over
 * every byte.
 */
static int
split(struct papo_reader *r, struct papo_batch *b, const char *s, size_t len,
    struct papo_err *e)
{
	enum { MAXPART = 16 };
	struct papo_batch part[MAXPART];
	size_t i, k, nparts = 1, total = 0;
	int bad = 0;

#ifdef _OPENMP
	if (len >= ((size_t)4 << 20))
		nparts = (size_t)omp_get_max_threads();
#endif
	if (nparts > MAXPART)
		nparts = MAXPART;
	if (nparts < 2)
		return split_serial(r, b, s, len, e);
	memset(part, 0, sizeof(part));
	#pragma omp parallel for num_threads(nparts) schedule(static, 1) \
	    reduction(|:bad)
	for (k = 0; k < nparts; k++) {
		const char *p = s + len / nparts * k, *end = s + (k + 1 ==
		    nparts ? len : len / nparts * (k + 1)), *nl;

		/* a line belongs to the part it starts in */
		if (k > 0 && p[-1] != '\n') {
			nl = memchr(p, '\n', (size_t)(s + len - p));
			p = nl ? nl + 1 : s + len;
		}
		while (p < end) {
			size_t n;

			nl = memchr(p, '\n', (size_t)(s + len - p));
			n = (size_t)((nl ? nl : s + len) - p);
			if (n > r->max_line && r->longs == PAPO_LONGS_ERROR) {
				bad = 1;
				break;
			}
			part[k].line = papo_xgrow(part[k].line, &part[k].cap,
			    part[k].n + 1, sizeof(*part[k].line));
			set_line(r, &part[k].line[part[k].n++], p, n,
			    nl != NULL);
			p = nl ? nl + 1 : s + len;
		}
	}
	for (k = 0; k < nparts; k++)
		total += part[k].n;
	if (bad) {
		/* find it again in order, for the right line number */
		for (k = 0; k < nparts; k++)
			free(part[k].line);
		return split_serial(r, b, s, len, e);
	}
	b->line = papo_xgrow(b->line, &b->cap, b->n + total, sizeof(*b->line));
	for (k = 0; k < nparts; k++) {
		for (i = 0; i < part[k].n; i++) {
			part[k].line[i].lineno = ++r->lineno;
			b->line[b->n++] = part[k].line[i];
		}
		free(part[k].line);
	}
	return 0;
}


/* The next block of a mapped file: want bytes, extended to a newline. */
static long
read_mapped(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t start = r->mapoff, end;
	const char *nl;

	if (r->jt)
		return papo_jsonl_jread_mapped(r, b, want, e);
	if (!r->keep) {
		/*
		 * Give back the pages of lines handed out before the last
		 * two blocks: a caller may still be reading those while it
		 * asks for this one (see papo_input_read).  The pages of a
		 * file mapping come back from the file if touched again.
		 */
		size_t page = (size_t)sysconf(_SC_PAGESIZE);
		size_t upto = r->lastblock[0] / page * page;

		r->lastblock[0] = r->lastblock[1];
		r->lastblock[1] = start;
		if (upto > r->mapdrop) {
			(void)madvise(r->map + r->mapdrop, upto - r->mapdrop,
			    MADV_DONTNEED);
			r->mapdrop = upto;
		}
	}
	if (start >= r->maplen)
		return 0;
	if (!r->sniffed) {
		int k = papo_jsonl_sniff(r, r->map + start, r->maplen - start,
		    e);

		r->sniffed = 1;
		if (k < 0)
			return -1;
		if (k == 1)
			start = r->mapoff = r->lastblock[1] = start + 3;
		if (start >= r->maplen)
			return 0;
	}
	if (!r->jdecided) {
		int k = papo_jsonl_decide(r, r->map + start, r->maplen - start,
		    1);

		r->jdecided = 1;
		if (k != JSONL) {
			papo_jsonl_jtext_start(r, k);
			return papo_jsonl_jread_mapped(r, b, want, e);
		}
	}
	end = r->maplen - start > want ? start + want : r->maplen;
	if (end < r->maplen) {
		nl = memchr(r->map + end, '\n', r->maplen - end);
		end = nl ? (size_t)(nl - r->map) + 1 : r->maplen;
	}
	r->mapoff = end;
#ifdef MADV_POPULATE_READ
	{
		/* map the block's pages in one call, not a fault per 64 KiB */
		size_t page = (size_t)sysconf(_SC_PAGESIZE);
		size_t a = start / page * page;

		(void)madvise(r->map + a, end - a, MADV_POPULATE_READ);
	}
#endif
	if (split(r, b, r->map + start, end - start, e) < 0)
		return -1;
	return (long)b->n;
}

int
papo_fd_ready(int fd)
{
	struct pollfd p = { fd, POLLIN, 0 };
	int k;

	do
		k = poll(&p, 1, 0);
	while (k < 0 && errno == EINTR);
	return k != 0;		/* an error: let read(2) report it */
}

int
papo_jsonl_read_error(const struct papo_reader *r, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_IOERR, "read error on '%s': %s",
	    r->name, strerror(errno));
}

/*
 * read(2) of r, through its decoder when compressed: bytes, 0 at the
 * end, -2 when interrupted (EINTR: try again), -1 with e set.
 */
static ssize_t
src_read(struct papo_reader *r, char *dst, size_t n, struct papo_err *e)
{
	ssize_t k;

	if (r->codec)
		return papo_jsonl_codec_read(r, dst, n, e);
	k = read(r->fd, dst, n);
	if (k < 0 && errno == EINTR)
		return -2;
	if (k < 0)
		return papo_jsonl_read_error(r, e);
	return k;
}

/* 1 when a src_read of r would not block now. */
static int
src_ready(const struct papo_reader *r)
{
	return (r->codec && papo_jsonl_codec_pending(r->codec)) ||
	    papo_fd_ready(r->fd);
}

/*
 * r->stop was set (0 when not): looked at before a read(2) that would
 * wait, and every 100 ms while it waits.  A stop's signal comes to one
 * thread, and the read may be on another whose signals are blocked (a
 * tool's engine reads in a task of its own): no signal would cut that
 * read short, and a gathered pipe that brought nothing more was waited
 * on until SIGKILL (t-advantage-bigpipe.sh).
 */
static int
stopped(const struct papo_reader *r)
{
	struct pollfd p = { r->fd, POLLIN, 0 };

	while (r->stop && !*r->stop && !src_ready(r))
		(void)poll(&p, 1, 100);
	return r->stop && *r->stop;
}

/*
 * The first bytes b->mem[0, len) of a stream: when they start gzip,
 * zstd or xz data, they are the decoder's, and reading goes through it
 * from now on (1; -1 with e set when it cannot be set up); else 0.
 */
static int
codec_start(struct papo_reader *r, struct papo_batch *b, size_t len,
    struct papo_err *e)
{
	int kind = papo_jsonl_codec_kind(b->mem, len);

	r->codecked = 1;
	if (kind == PAPO_CODEC_NONE)
		return 0;
	if ((r->codec = papo_jsonl_codec_new(kind, b->mem, len)) == NULL)
		return papo_err_set(e, PAPO_EX_OSERR, "%s: cannot set up "
		    "decompression: out of memory", r->name);
	return 1;
}

/*
 * A compressed stream was found corrupt or cut short (e) after len
 * bytes of b: its complete lines go out first, the error comes at the
 * next read; 0 then, -1 when there is no complete line.
 */
static int
codec_fail(struct papo_reader *r, struct papo_batch *b, size_t *len,
    const struct papo_err *e)
{
	char *nl = *len ? memrchr(b->mem, '\n', *len) : NULL;

	if (nl == NULL)
		return -1;
	r->perr = *e;
	r->pending = 1;
	r->eof = 1;
	*len = (size_t)(nl - b->mem) + 1;
	return 0;
}

/*
 * b->mem[0, len) starts a line longer than the cap and holds no
 * newline.  Read the rest of it: kept in an unlinked temporary file
 * that is then mapped (PAPO_LONGS_KEEP), or dropped; the bytes after
 * its newline wait for the next read.  b gets the one line.
 */
static long
long_line(struct papo_reader *r, struct papo_batch *b, size_t len,
    struct papo_err *e)
{
	struct papo_spool sp = { NULL, 0 };
	const char *tmpdir = getenv("TMPDIR");
	char path[4096];
	int fd = -1, nl = 0;
	size_t total = 0;
	ssize_t k;
	char last = 0;

	if (r->longs == PAPO_LONGS_KEEP) {
		snprintf(path, sizeof(path), "%s/papo-line.XXXXXX",
		    tmpdir && *tmpdir ? tmpdir : "/tmp");
		if ((fd = mkstemp(path)) < 0)
			return papo_err_set(e, PAPO_EX_IOERR, "cannot keep a "
			    "long line of '%s': %s: %s", r->name, path,
			    strerror(errno));
		(void)unlink(path);
	}
	for (;;) {
		char *p = memchr(b->mem, '\n', len);
		size_t take = p ? (size_t)(p - b->mem) : len;

		if (take > 0)
			last = b->mem[take - 1];
		if (fd >= 0 && take > 0) {
			size_t off = 0;

			while (off < take) {
				k = write(fd, b->mem + off, take - off);
				if (k < 0 && errno == EINTR)
					continue;
				if (k < 0) {
					papo_err_set(e, PAPO_EX_IOERR, "cannot "
					    "keep a long line of '%s': %s",
					    r->name, strerror(errno));
					close(fd);
					return -1;
				}
				off += (size_t)k;
			}
		}
		total += take;
		if (p != NULL) {
			/* the rest is the start of the next line */
			nl = 1;
			r->carrylen = len - take - 1;
			if (r->carrylen > 0) {	/* carry may still be NULL */
				r->carry = papo_xgrow(r->carry, &r->carrycap,
				    r->carrylen, 1);
				memcpy(r->carry, p + 1, r->carrylen);
			}
			break;
		}
		do
			k = src_read(r, b->mem, b->memcap - 1, e);
		while (k == -2);
		if (k < 0) {
			if (fd >= 0)
				close(fd);
			return -1;
		}
		if ((len = (size_t)k) == 0) {
			r->eof = 1;
			break;
		}
	}
	if (nl && last == '\r')
		total--;	/* the "\r" is the terminator's */
	if (fd >= 0) {
		sp.len = total ? total : 1;
		sp.map = mmap(NULL, sp.len, PROT_READ, MAP_PRIVATE, fd, 0);
		close(fd);
		if (sp.map == MAP_FAILED)
			return papo_err_set(e, PAPO_EX_IOERR, "cannot keep a "
			    "long line of '%s': %s", r->name, strerror(errno));
		if (r->keep) {
			r->spool = papo_xgrow(r->spool, &r->spoolcap,
			    r->nspool + 1, sizeof(*r->spool));
			r->spool[r->nspool++] = sp;
		} else {
			b->spool = papo_xgrow(b->spool, &b->spoolcap,
			    b->nspool + 1, sizeof(*b->spool));
			b->spool[b->nspool++] = sp;
		}
	}
	b->line = papo_xgrow(b->line, &b->cap, 1, sizeof(*b->line));
	b->n = 1;
	b->line[0].s = fd >= 0 ? sp.map : "";
	b->line[0].len = fd >= 0 ? total : 0;
	b->line[0].tlen = (uint8_t)(nl ? (last == '\r' ? 2 : 1) : 0);
	b->line[0].flags = PAPO_LINE_LONG;
	b->line[0].lineno = ++r->lineno;
	return 1;
}

/*
 * Read into b->mem after its first *len bytes, up to want bytes or the
 * end of input (or, as r->flow says, until nothing more is ready:
 * b->wait set; *whole tells whether a complete line is there).  0, or
 * -1 with e set.
 */
static int
fill(struct papo_reader *r, struct papo_batch *b, size_t *len, size_t want,
    int *whole, struct papo_err *e)
{
	while (!r->eof && *len < b->memcap - 1 && *len < want) {
		ssize_t k;

		if (r->flow == PAPO_FLOW_NOWAIT && !src_ready(r)) {
			b->wait = 1;
			break;
		}
		if (stopped(r)) {
			r->eof = 2;	/* stopped */
			break;
		}
		k = src_read(r, b->mem + *len, b->memcap - 1 - *len, e);
		if (k == -2)
			continue;
		if (k < 0) {
			if (codec_fail(r, b, len, e) < 0)
				return -1;
			break;
		}
		if (k == 0) {
			r->eof = 1;
			break;
		}
		/*
		 * Records flow: what has come goes out before a read
		 * that waits.  Only then is each read looked at for a
		 * newline; a block read whole is scanned once, by split.
		 */
		if (r->flow && !*whole)
			*whole = memchr(b->mem + *len, '\n',
			    (size_t)k) != NULL;
		*len += (size_t)k;
		if (r->flow && *whole && *len < want && !src_ready(r)) {
			b->wait = 1;
			break;
		}
	}
	return 0;
}

/*
 * A mapped file that is read once through, not kept: read(2) it
 * instead, into the batch's block, which is reused from read to read.
 * Each page of a fresh mapping costs a fault the first time it is
 * touched, and on a virtual machine with shadow page tables that
 * fault is dear: papo-advantage --contiguous spent a quarter of its
 * time in the newline scan, the first touch of each page, and read
 * its file with less CPU from a pipe than mapped.  A kept file stays
 * mapped: its lines must outlive the batch, and a copy would fault in
 * as many pages of anonymous memory.
 */
static void
stream_instead(struct papo_reader *r)
{
	if (r->map == NULL || r->keep || r->sniffed || r->streamed ||
	    lseek(r->fd, (off_t)r->mapoff, SEEK_SET) < 0)
		return;
	r->streamed = 1;
}

/*
 * A line longer than the block of a file read with read(2) that is
 * mapped too: the rest is read through the mapping, from that line's
 * start, as a kept file is, rather than in a block grown to hold the
 * line (a 56 MB line took several times its size so).  0 when it
 * cannot (the offset is unknown): the block grows.
 */
static int
map_again(struct papo_reader *r, size_t len)
{
	off_t pos = lseek(r->fd, 0, SEEK_CUR);
	size_t page = (size_t)sysconf(_SC_PAGESIZE);

	if (!r->streamed || pos < 0 || (size_t)pos < len)
		return 0;
	r->streamed = 0;
	r->mapoff = (size_t)pos - len;
	r->lastblock[0] = r->lastblock[1] = r->mapoff;
	r->mapdrop = r->mapoff / page * page;
	return 1;
}

/*
 * Memory for a block of *cap bytes.  A block reused from read to read
 * (r not kept) of 1 to 2 MiB is one huge page, aligned (*cap becomes
 * 2 MiB): papo_hugepages can only advise the aligned 2 MiB spans inside
 * a buffer, and a 1.25 MiB block from malloc has none, so each of its
 * 320 pages faulted in one by one (half of papo-advantage
 * --contiguous's page faults).  A bigger block has such spans already.
 * A kept block (one for each block of a pipe a tool gathers) is plain
 * 4 KiB pages: huge pages, cheap when just freed, were dearer than the
 * memory file in most runs on a virtual machine that hands free memory
 * back to its host (round 15 of bench/RESULTS.md, and round 11's
 * arena in bench/floor-notes.md).
 */
static char *
block_alloc(const struct papo_reader *r, size_t *cap)
{
	const size_t huge = (size_t)2 << 20;
	void *p;

	if (r->keep)
		return papo_xmalloc(*cap);
	if (*cap < huge / 2 || *cap > huge) {
		p = papo_xmalloc(*cap);
		papo_hugepages(p, *cap);
		return p;
	}
	*cap = huge;
	if (posix_memalign(&p, huge, *cap) != 0)
		return papo_xmalloc(*cap);
	papo_hugepages(p, *cap);
	return p;
}

/*
 * A kept block that a pipe will fill whole (PAPO_FLOW_BLOCK): its
 * pages up to want bytes are made in one call before the reads land in
 * them, not a fault a page as each read(2) first touches one.  On this
 * virtual machine that took a gathered pipe from 29,800 page-fault
 * traps to 2,400 (the file's run has 2,300; the pages are still made,
 * and counted by getrusage, in the one call) and its process's CPU to
 * 0.92-0.96 of what it was (round 16 of bench/RESULTS.md); asking for
 * huge pages besides cost 1.15.  Blocks that may end early (records
 * flowing) are left to fault in: their slack would be made for
 * nothing.
 */
static void
block_populate(const struct papo_reader *r, const struct papo_batch *b,
    size_t want)
{
#ifdef MADV_POPULATE_WRITE
	const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t a = ((uintptr_t)b->mem + page - 1) & ~(page - 1);
	uintptr_t z = ((uintptr_t)b->mem + want) & ~(page - 1);

	if (r->keep && r->flow == PAPO_FLOW_BLOCK && r->codecked &&
	    r->codec == NULL && want < b->memcap && z > a)
		(void)madvise((void *)a, z - a, MADV_POPULATE_WRITE);
#else
	(void)r;
	(void)b;
	(void)want;
#endif
}

/* The carried bytes (an incomplete line, bytes not yet told) are p[0..n). */
static void
carry_set(struct papo_reader *r, const char *p, size_t n)
{
	r->carry = papo_xgrow(r->carry, &r->carrycap, n, 1);
	memcpy(r->carry, p, n);
	r->carrylen = n;
}

/*
 * A stream's block made ready for want bytes more than what is carried,
 * the carried bytes at its start: their length.
 */
static size_t
stream_block(struct papo_reader *r, struct papo_batch *b, size_t want)
{
	size_t len = 0, cap;

	/*
	 * One block's memory, reused from read to read: sized once with
	 * room for a carried line, so that it is not given back and faulted
	 * in again each time the carry is a little longer (a pipe's reads
	 * were 15% page faults so).  Huge pages: with 4 KiB ones, the
	 * copy out of the pipe and the scan for newlines missed the TLB
	 * on every page (on a virtual machine, 5-8 times the time of the
	 * same work on a mapped file).
	 */
	cap = want + r->carrylen + 1;
	if (b->memcap < cap) {
		cap = want + want / 4 > cap ? want + want / 4 : cap;
		free(b->mem);
		b->mem = block_alloc(r, &cap);
		b->memcap = cap;
	}
	block_populate(r, b, want);
	if (r->carrylen) {
		memcpy(b->mem, r->carry, r->carrylen);
		len = r->carrylen;
		r->carrylen = 0;
	}
	return len;
}

/*
 * A stream's block of len bytes read, nl its last newline (NULL when
 * none): its complete lines split into b's records, an incomplete last
 * one carried to the next block; b->n, or -1 with e set.
 */
static long
stream_out(struct papo_reader *r, struct papo_batch *b, size_t len, char *nl,
    struct papo_err *e)
{
	size_t last;

	/* complete lines go out; an incomplete last one waits for more */
	last = nl && !r->eof ? (size_t)(nl - b->mem) + 1 : len;
	if (r->eof == 2) {
		/* stopped: an incomplete line is not a record */
		last = nl ? (size_t)(nl - b->mem) + 1 : 0;
		r->cut = len - last;
		len = last;
		if (len == 0)
			return 0;
	}
	if (last < len)
		carry_set(r, b->mem + last, len - last);
	if (r->keep && b->memcap - (len + 1) >= ((size_t)64 << 10)) {
		/* a kept block holds what was read and no more */
		b->mem = papo_xrealloc(b->mem, len + 1);
		b->memcap = len + 1;
	}
	b->mem[len] = '\0';
	if (split(r, b, b->mem, last, e) < 0)
		return -1;
	if (r->carrylen > r->max_line && !r->pending &&
	    r->longs == PAPO_LONGS_ERROR && too_long_after(r, b, e) < 0)
		return -1;
	if (r->keep) {
		/* the lines outlive the batch: the reader holds the block */
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = b->mem;
		b->mem = NULL;
		b->memcap = 0;
	}
	return (long)b->n;
}

/*
 * want bytes of a stream, as no more than what is left of a regular
 * file read with read(2) (what is carried, the rest of the file, and a
 * byte to see its end in the same block), 4 KiB at least.  A tool
 * reading a file of a few KB made its first block of the batch's
 * eighth (640 KiB to 1 MiB): memory malloc maps for itself, and under
 * ASan a shadow poisoned whole at each start (the test suite starts
 * the tools on such files thousands of times).  A file that grows
 * after it was opened is read all the same, in smaller blocks.
 */
static size_t
stream_want(const struct papo_reader *r, size_t want)
{
	off_t pos;
	size_t left;

	if (!r->streamed || (pos = lseek(r->fd, 0, SEEK_CUR)) < 0 ||
	    (size_t)pos > r->maplen)
		return want;
	left = r->carrylen + (r->maplen - (size_t)pos) + 1;
	if (left < 4096)
		left = 4096;
	return left < want ? left : want;
}

/* The next block of a stream (a pipe, a terminal, an unmapped file). */
static long
read_stream(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t len;
	char *nl;
	int whole = 0;		/* a complete line is in the block */

	if (r->jt)
		return papo_jsonl_jread_stream(r, b, want, e);
	/*
	 * The end was read before: nothing is carried, so nothing is
	 * left to hand out, and no block is made for it (the next
	 * batch's read, asked while the last is parsed, made one of the
	 * batch's full size, 5 to 10 MiB, only to find the end).
	 */
	if (r->eof && r->carrylen == 0)
		return 0;
	want = stream_want(r, want);
	len = stream_block(r, b, want);
	for (;;) {
		/* fill up to want bytes, or the end of input */
		if (fill(r, b, &len, want, &whole, e) < 0)
			return -1;
		if (len == 0)
			return 0;	/* the end, or nothing yet (wait) */
		/* a newline decides too (no magic but gzip's, told by two
		   bytes, holds one): a first blank line answered at once */
		if (!r->codecked && (len >= 6 || r->eof ||
		    memchr(b->mem, '\n', len) != NULL)) {
			int k = codec_start(r, b, len, e);

			if (k < 0)
				return -1;
			if (k == 1) {
				/* those bytes were compressed: read again */
				len = 0;
				r->eof = 0;
				whole = 0;
				b->wait = 0;
				continue;
			}
		}
		if (!r->codecked) {
			/* too few bytes yet to tell whether compressed */
			if (r->flow != PAPO_FLOW_NOWAIT) {
				whole = 0;
				b->wait = 0;
				continue;
			}
			carry_set(r, b->mem, len);
			return 0;
		}
		if (!r->sniffed && (len >= 16 || r->eof ||
		    memchr(b->mem, '\n', len))) {
			int k = papo_jsonl_sniff(r, b->mem, len, e);

			r->sniffed = 1;
			if (k < 0)
				return -1;
			if (k == 1) {
				memmove(b->mem, b->mem + 3, len - 3);
				len -= 3;
				if (len == 0 && r->eof)
					return 0;
				continue;
			}
		}
		if (!r->jdecided && r->sniffed) {
			int k = papo_jsonl_decide(r, b->mem, len, r->eof);

			r->jdecided = k >= 0;
			if (k > 0) {
				/* JSON: these bytes are its start */
				papo_jsonl_jtext_start(r, k);
				carry_set(r, b->mem, len);
				return papo_jsonl_jread_stream(r, b, want, e);
			}
		}
		if ((nl = memrchr(b->mem, '\n', len)) != NULL || r->eof)
			break;
		/* no complete line yet: one line is bigger than the block */
		if (map_again(r, len))
			return read_mapped(r, b, want, e);
		if (len > r->max_line) {
			if (r->longs == PAPO_LONGS_ERROR)
				return too_long(r, e);
			return long_line(r, b, len, e);
		}
		if (b->wait) {
			/* no complete line, and no more ready: later */
			carry_set(r, b->mem, len);
			return 0;
		}
		want = len * 2;
		if (b->memcap < want + 1) {
			b->mem = papo_xrealloc(b->mem, want + 1);
			b->memcap = want + 1;
		}
	}
	return stream_out(r, b, len, nl, e);
}

/*
 * A pipe whose lines are kept (a tool gathering its input) is spliced
 * into an unlinked file (O_TMPFILE) in TMPDIR, else /var/tmp, when that
 * directory is on a disk, and mapped block by block as a named file is:
 * the splice moves the pipe's bytes into page-cache pages allocated
 * inside the call (large folios on ext4, no page fault, nothing zeroed),
 * which cost less than fresh memory of the process's own on this
 * virtual machine (round 20 of bench/RESULTS.md), are not counted
 * against a data limit (RLIMIT_DATA) and can be written back and
 * dropped under memory pressure.  The file has no name: nothing is left
 * however the process ends.  Where no such file can be made (the
 * directory unwritable, missing, or in memory: tmpfs), the pipe is
 * read(2) into blocks the reader holds (read_stream), or, under a data
 * limit, which would count those blocks, spliced into a memory file.  A
 * disk that fills, or a file-size limit, hands the bytes not yet
 * handed out back to read_stream (splice_fill).  Only once the first
 * block has told what the input is (not compressed, JSONL), and only
 * when reading waits for full blocks; 0 when r goes on from the carry
 * with read(2).
 */
static int
data_limited(void)
{
	struct rlimit rl;

	return getrlimit(RLIMIT_DATA, &rl) == 0 &&
	    rl.rlim_cur != RLIM_INFINITY;
}

/*
 * Under a file-size limit (RLIMIT_FSIZE) a write past it raises
 * SIGXFSZ, which ends the process unless caught or ignored: a file the
 * user did not ask for must not do that.
 */
static int
size_limited(void)
{
	struct sigaction sa;
	struct rlimit rl;

	return getrlimit(RLIMIT_FSIZE, &rl) == 0 &&
	    rl.rlim_cur != RLIM_INFINITY &&
	    (sigaction(SIGXFSZ, NULL, &sa) < 0 || sa.sa_handler == SIG_DFL);
}

/*
 * An unlinked file on a disk for a kept pipe, or -1; *cap: the bytes
 * it may take, half the space free on its disk, so that a pipe larger
 * than that goes on in memory rather than fill the disk others use.
 */
static int
splice_disk(size_t *cap)
{
	const char *d = getenv("TMPDIR");
	struct statfs fs;
	double half;
	int fd;

	if (d == NULL || *d == '\0')
		d = "/var/tmp";
#ifdef O_TMPFILE
	if (size_limited() ||
	    (fd = open(d, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)) < 0)
		return -1;
	if (fstatfs(fd, &fs) < 0 || fs.f_type == TMPFS_MAGIC ||
	    fs.f_type == RAMFS_MAGIC) {
		close(fd);	/* memory: a memory file's cost, or more */
		return -1;
	}
	half = (double)fs.f_bavail * (double)fs.f_bsize / 2;
	*cap = half >= (double)SIZE_MAX ? SIZE_MAX : (size_t)half;
	return fd;
#else
	(void)cap;
	(void)fs;
	(void)half;
	(void)fd;
	return -1;
#endif
}

static int
splice_start(struct papo_reader *r)
{
	struct stat st;
	size_t off = 0;

	if (r->spliced || !r->keep || r->map || r->flow != PAPO_FLOW_BLOCK ||
	    !r->codecked || r->codec || !r->sniffed || !r->jdecided ||
	    r->jt || r->columns || r->nexplode || r->eof || r->pending ||
	    fstat(r->fd, &st) < 0 || !S_ISFIFO(st.st_mode))
		return r->spliced == 1;
	r->spliced = -1;
	r->scap = SIZE_MAX;
	if ((r->sfd = splice_disk(&r->scap)) < 0 && (!data_limited() ||
	    (r->sfd = memfd_create("papo-pipe", MFD_CLOEXEC)) < 0))
		return 0;
	while (off < r->carrylen) {
		ssize_t k = pwrite(r->sfd, r->carry + off, r->carrylen - off,
		    (off_t)off);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			close(r->sfd);
			return 0;	/* the carry is still there */
		}
		off += (size_t)k;
	}
	r->slen = r->carrylen;
	r->spos = 0;
	r->carrylen = 0;
	r->spliced = 1;
	return 1;
}

/*
 * Reading keeps nothing more: the bytes spliced and not handed out (an
 * incomplete line) are the carry of the read(2) that comes next.  They
 * are read back from the temporary file; a file that cannot give them
 * back (an I/O error, a file cut short) is a read error, never a line
 * dropped: 0, or -1 (e).
 */
static int
splice_end(struct papo_reader *r, struct papo_err *e)
{
	size_t n = r->slen - r->spos, off = 0;
	int err = 0;

	if (r->spliced != 1)
		return 0;
	r->carry = papo_xgrow(r->carry, &r->carrycap, n + 1, 1);
	while (off < n) {
		ssize_t k = pread(r->sfd, r->carry + off, n - off,
		    (off_t)(r->spos + off));

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			err = k < 0 ? errno : EIO;
			break;
		}
		off += (size_t)k;
	}
	r->carrylen = off;
	close(r->sfd);
	r->spliced = -1;
	r->smap = NULL;
	if (err == 0)
		return 0;
	return papo_err_set(e, PAPO_EX_IOERR, "read error on '%s': the "
	    "temporary file holding its last %zu bytes gave back %zu: %s",
	    r->name, n, off, strerror(err));
}

/*
 * Splice from the pipe until sfd holds want bytes not handed out.  The
 * file refusing more (a disk full, a quota, a file-size limit: the
 * pipe's bytes stay in the pipe), or growing past r->scap, ends the
 * splicing: what it holds and
 * was not handed out is the carry of read_stream, which goes on; 1
 * then, 0 when spliced, -1 on a read error (e).
 */
static int
splice_fill(struct papo_reader *r, size_t want, struct papo_err *e)
{
	while (!r->eof && r->slen - r->spos < want) {
		loff_t off = (loff_t)r->slen;
		ssize_t k;

		if (stopped(r)) {
			r->eof = 2;	/* stopped */
			break;
		}
		if (r->spos + want > r->scap)	/* half the disk's space */
			return splice_end(r, e) < 0 ? -1 : 1;
		k = splice(r->fd, NULL, r->sfd, &off, want - (r->slen -
		    r->spos), 0);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && (errno == ENOSPC || errno == EDQUOT ||
		    errno == EFBIG || errno == EIO))
			return splice_end(r, e) < 0 ? -1 : 1;
		if (k < 0)
			return papo_jsonl_read_error(r, e);
		if (k == 0)
			r->eof = 1;
		r->slen += (size_t)k;
	}
	return 0;
}

/*
 * The next block of a spliced pipe, mapped and kept until close.  The
 * pipe is spliced and mapped in chunks of SPLICE_CHUNK or more, and
 * handed out in blocks of want bytes, each extended to a newline, as a
 * mapped file is: a block's bytes, copied into the page cache by the
 * splice a moment before, are split and parsed while still in the
 * core's caches, and the mappings stay few.
 */
#define SPLICE_CHUNK ((size_t)4 << 20)

/* Hand out [spos, end) of the last mapping: lines into b. */
static long
spliced_out(struct papo_reader *r, struct papo_batch *b, size_t end,
    struct papo_err *e)
{
	const char *s = r->smap + (r->spos - r->smapoff);
	size_t len = end - r->spos;

	r->spos = end;
	if (len > 0 && split(r, b, s, len, e) < 0)
		return -1;
	return (long)b->n;
}

static long
read_spliced(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), a, n, last, chunk;
	struct papo_spool sp;
	const char *s, *nl;

	/* the last mapping holds want bytes more and the line they end in */
	if (r->smap && r->smapend - r->spos > want &&
	    (nl = memchr(r->smap + (r->spos + want - r->smapoff), '\n',
	    r->smapend - r->spos - want)) != NULL)
		return spliced_out(r, b, (size_t)(nl - r->smap) + 1 +
		    r->smapoff, e);
	chunk = want > SPLICE_CHUNK ? want : SPLICE_CHUNK;
	for (;;) {
		int k = splice_fill(r, chunk, e);

		if (k != 0) {
			r->smap = NULL;
			return k < 0 ? -1 : read_stream(r, b, want, e);
		}
		if ((n = r->slen - r->spos) == 0)
			return 0;
		a = r->spos / page * page;
		sp.len = r->slen - a;
		sp.map = mmap(NULL, sp.len, PROT_READ, MAP_SHARED, r->sfd,
		    (off_t)a);
		if (sp.map == MAP_FAILED)
			return papo_err_set(e, PAPO_EX_OSERR, "%s: cannot "
			    "map what was read: %s", r->name, strerror(errno));
		s = (const char *)sp.map + (r->spos - a);
		if ((nl = memrchr(s, '\n', n)) != NULL || r->eof)
			break;
		/* no complete line yet: one line is bigger than the block */
		munmap(sp.map, sp.len);
		if (n > r->max_line && r->longs == PAPO_LONGS_ERROR)
			return too_long(r, e);
		chunk = n * 2;
	}
#ifdef MADV_POPULATE_READ
	(void)madvise(sp.map, sp.len, MADV_POPULATE_READ);
#endif
	r->spool = papo_xgrow(r->spool, &r->spoolcap, r->nspool + 1,
	    sizeof(*r->spool));
	r->spool[r->nspool++] = sp;
	r->smap = sp.map;
	r->smapoff = a;
	/* complete lines go out; an incomplete last one waits for more */
	last = nl && r->eof != 1 ? (size_t)(nl - s) + 1 : n;
	r->smapend = r->spos + last;
	if (r->eof == 2) {
		/* stopped: an incomplete line is not a record */
		r->cut = n - last;
		r->slen = r->spos + last;
	}
	if (!r->eof && last > want && (nl = memchr(s + want, '\n',
	    last - want)) != NULL && (size_t)(nl - s) + 1 < last)
		/* want bytes and their line now, the rest from the mapping */
		return spliced_out(r, b, r->spos + (size_t)(nl - s) + 1, e);
	if (spliced_out(r, b, r->spos + last, e) < 0)
		return -1;
	if (r->slen - r->spos > r->max_line && !r->pending &&
	    r->longs == PAPO_LONGS_ERROR && too_long_after(r, b, e) < 0)
		return -1;
	return (long)b->n;
}

/*
 * Columns mode: line l, an object whose members are all lists of one
 * length n > 0, as n lines into b: line i an object of each member's
 * element i.  Any other line stays as it is: a record already (what a
 * tool wrote from lines of lists), or a bad one.
 */
static void
columns_line(struct papo_batch *b, const struct papo_line *l,
    struct papo_json *j, size_t **offs, size_t *ocap)
{
	struct papo_err e;
	size_t n = 0, k, m, nmem, start, len;
	int t, first = 1;
	int ok = !(l->flags & PAPO_LINE_LONG) &&
	    papo_json_parse(j, l->s, l->len, &e) == 0;

	if (ok) {
		nmem = j->tok[0].size;
		for (k = 0, t = 1; k < nmem && ok; k++,
		    t = (int)j->tok[t + 1].next) {
			ok = j->tok[t + 1].type == PAPO_JSON_ARRAY &&
			    (first || j->tok[t + 1].size == n);
			n = j->tok[t + 1].size;
			first = 0;
		}
		ok = ok && nmem > 0 && n > 0;
	}
	if (!ok) {
		b->line = papo_xgrow(b->line, &b->cap, b->n + 1,
		    sizeof(*b->line));
		*offs = papo_xgrow(*offs, ocap, b->n + 1, sizeof(**offs));
		b->line[b->n] = *l;
		(*offs)[b->n++] = (size_t)-1;
		return;
	}
	/* element i of list member k: walk each list once per record */
	for (m = 0; m < n; m++) {
		start = b->rows.len;
		papo_buf_addc(&b->rows, '{');
		for (k = 0, t = 1; k < nmem; k++,
		    t = (int)j->tok[t + 1].next) {
			int el = t + 2;
			size_t i;
			const char *raw;

			for (i = 0; i < m; i++)
				el = (int)j->tok[el].next;
			if (k)
				papo_buf_addc(&b->rows, ',');
			raw = papo_json_raw(j, t, &len);
			papo_buf_add(&b->rows, raw, len);
			papo_buf_addc(&b->rows, ':');
			raw = papo_json_raw(j, el, &len);
			papo_buf_add(&b->rows, raw, len);
		}
		papo_buf_addc(&b->rows, '}');
		b->line = papo_xgrow(b->line, &b->cap, b->n + 1,
		    sizeof(*b->line));
		*offs = papo_xgrow(*offs, ocap, b->n + 1, sizeof(**offs));
		b->line[b->n] = *l;
		b->line[b->n].s = NULL;	/* rows may still move: below */
		b->line[b->n].len = b->rows.len - start;
		(*offs)[b->n++] = start;
	}
}

/* Columns mode: the lines of b, each object of lists made into records. */
static void
columns(struct papo_reader *r, struct papo_batch *b)
{
	struct papo_json j;
	size_t i, *offs = NULL, ocap = 0;

	b->cline = papo_xgrow(b->cline, &b->clinecap, b->n, sizeof(*b->cline));
	memcpy(b->cline, b->line, b->n * sizeof(*b->line));
	b->ncline = b->n;
	b->n = 0;
	papo_buf_reset(&b->rows);
	papo_json_init(&j);
	for (i = 0; i < b->ncline; i++)
		columns_line(b, &b->cline[i], &j, &offs, &ocap);
	papo_json_release(&j);
	for (i = 0; i < b->n; i++)
		if (offs[i] != (size_t)-1)
			b->line[i].s = b->rows.s + offs[i];
	free(offs);
	if (r->keep && b->rows.len) {
		/* the records outlive the batch: the reader holds them */
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = papo_buf_detach(&b->rows, NULL);
	}
}

long
papo_reader_read(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	long n;

	/* the batch's lines are done with: so are its long lines */
	unspool(b->spool, b->nspool);
	b->nspool = 0;
	b->n = 0;
	b->wait = 0;
	b->name = r->name;
	if (r->pending) {
		*e = r->perr;
		return -1;
	}
	if (want < 4096)
		want = 4096;
	stream_instead(r);
	if (!r->keep && splice_end(r, e) < 0)
		return -1;
	if (r->map && !r->streamed)
		n = read_mapped(r, b, want, e);
	else if (splice_start(r))
		n = read_spliced(r, b, want, e);
	else
		n = read_stream(r, b, want, e);
	if (n == 0 && !b->wait)
		finish(r);	/* the end, not a wait for more */
	if (n > 0 && r->columns) {
		columns(r, b);
		n = (long)b->n;
	} else if (n > 0 && r->nexplode) {
		papo_jsonl_explode(r, b);
		n = (long)b->n;
	}
	return n;
}

void
papo_input_keep(struct papo_input *in)
{
	in->keep = 1;
	in->r.keep = 1;
}

void
papo_input_unkeep(struct papo_input *in)
{
	in->keep = 0;
	in->r.keep = 0;
}

int
papo_input_init(struct papo_input *in, int argc, char **argv,
    size_t max_line, struct papo_err *e)
{
	static char dash[] = "-";
	static char *stdin_only[] = { dash };
	struct stat st;
	int i;

	memset(in, 0, sizeof(*in));
	in->max_line = max_line;
	if (argc <= 0) {
		in->names = stdin_only;
		in->n = 1;
		return 0;
	}
	in->names = argv;
	in->n = (size_t)argc;
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0)
			continue;
		if (stat(argv[i], &st) < 0 || access(argv[i], R_OK) < 0)
			return papo_err_set(e, PAPO_EX_NOINPUT,
			    "cannot open '%s': %s%s", argv[i], strerror(errno),
			    errno == ENOENT && strpbrk(argv[i], "*?[") ?
			    " (a pattern no shell expanded: quoted, or "
			    "matching nothing; name the files, or their "
			    "directory)" : "");
		if (S_ISDIR(st.st_mode))
			return papo_err_set(e, PAPO_EX_NOINPUT,
			    "cannot read '%s': %s", argv[i], strerror(EISDIR));
	}
	return 0;
}

long
papo_input_read(struct papo_input *in, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	long n;

	/* the file that ended two reads ago: its lines are done with now */
	if (in->retired[0])
		papo_reader_close(&in->old[0]);
	in->old[0] = in->old[1];
	in->retired[0] = in->retired[1];
	in->retired[1] = 0;
	for (;;) {
		if (!in->open) {
			if (in->cur >= in->n)
				return 0;
			if (papo_reader_open(&in->r, in->names[in->cur],
			    in->max_line, e) < 0)
				return -1;
			in->r.keep = in->keep;
			in->r.longs = in->longs;
			in->r.flow = in->flow;
			in->r.columns = in->columns;
			in->r.explode = in->explode;
			in->r.nexplode = in->nexplode;
			in->r.stop = in->stop;
			in->open = 1;
		}
		n = papo_reader_read(&in->r, b, want, e);
		b->file = (uint32_t)in->cur;
		in->cut += in->r.cut;
		in->r.cut = 0;
		in->exploded += in->r.exploded;
		in->r.exploded = 0;
		if (n != 0 || b->wait)
			return n;	/* lines, an error, or nothing yet */
		if (in->stop && *in->stop)
			return 0;	/* stopped: no further file */
		/* the file's descriptor is closed; its memory may be in use */
		if (in->keep) {
			/* its lines stay valid until papo_input_release */
			in->done = papo_xgrow(in->done, &in->donecap,
			    in->ndone + 1, sizeof(*in->done));
			in->done[in->ndone++] = in->r;
		} else if (in->retired[1]) {
			/* an empty file after one that just ended */
			papo_reader_close(&in->r);
		} else {
			/* closed two reads from now */
			in->old[1] = in->r;
			in->retired[1] = 1;
		}
		memset(&in->r, 0, sizeof(in->r));
		in->open = 0;
		in->cur++;
	}
}

void
papo_input_release(struct papo_input *in)
{
	size_t i;

	if (in->open)
		papo_reader_close(&in->r);
	in->open = 0;
	for (i = 0; i < 2; i++) {
		if (in->retired[i])
			papo_reader_close(&in->old[i]);
		in->retired[i] = 0;
	}
	for (i = 0; i < in->ndone; i++)
		papo_reader_close(&in->done[i]);
	free(in->done);
	in->done = NULL;
	in->ndone = in->donecap = 0;
}


int
papo_line_blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return 0;
	return 1;
}
