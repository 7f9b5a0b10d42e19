/* jsonl.c: block reading of JSONL files and checked buffered output. */
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "jsonl.h"
#include "xalloc.h"

#define STDIN_NAME "<stdin>"

void
papo_batch_init(struct papo_batch *b)
{
	memset(b, 0, sizeof(*b));
}

void
papo_batch_release(struct papo_batch *b)
{
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
	 * a failed mapping, take the read(2) path.
	 */
	if (fstat(r->fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
	    (pos = lseek(r->fd, 0, SEEK_CUR)) >= 0 && pos < st.st_size) {
		void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
		    r->fd, 0);

		if (m != MAP_FAILED) {
			r->map = m;
			r->maplen = (size_t)st.st_size;
			r->mapoff = (size_t)pos;
			(void)madvise(m, r->maplen, MADV_SEQUENTIAL);
		}
	}
	return 0;
}

void
papo_reader_close(struct papo_reader *r)
{
	size_t i;

	if (r->close_fd && r->fd >= 0)
		close(r->fd);
	if (r->map)
		munmap(r->map, r->maplen);
	for (i = 0; i < r->nkept; i++)
		free(r->kept[i]);
	free(r->kept);
	free(r->carry);
	memset(r, 0, sizeof(*r));
	r->fd = -1;
}

static void
add_line(struct papo_reader *r, struct papo_batch *b, const char *s,
    size_t len, uint32_t tlen)
{
	struct papo_line *l;

	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	l = &b->line[b->n++];
	if (tlen == 1 && len > 0 && s[len - 1] == '\r') {
		len--;
		tlen = 2;
	}
	l->s = s;
	l->len = len;
	l->tlen = tlen;
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
		if ((size_t)((nl ? nl : end) - p) > r->max_line)
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
			struct papo_line *l;
			size_t n;

			nl = memchr(p, '\n', (size_t)(s + len - p));
			n = (size_t)((nl ? nl : s + len) - p);
			if (n > r->max_line) {
				bad = 1;
				break;
			}
			part[k].line = papo_xgrow(part[k].line, &part[k].cap,
			    part[k].n + 1, sizeof(*part[k].line));
			l = &part[k].line[part[k].n++];
			l->s = p;
			l->len = n;
			l->tlen = nl != NULL;
			if (nl && n > 0 && p[n - 1] == '\r') {
				l->len--;
				l->tlen = 2;
			}
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

	if (!r->keep) {
		/*
		 * Give back the pages of lines handed out before the last
		 * block: a caller may still be reading the last block while
		 * it asks for this one (see papo_input_read).
		 */
		size_t page = (size_t)sysconf(_SC_PAGESIZE);
		size_t upto = r->lastblock / page * page;

		r->lastblock = start;

		if (upto > r->mapdrop) {
			(void)madvise(r->map + r->mapdrop, upto - r->mapdrop,
			    MADV_DONTNEED);
			r->mapdrop = upto;
		}
	}
	if (start >= r->maplen)
		return 0;
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

long
papo_reader_read(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t len = 0, cap, last;
	char *nl;

	b->n = 0;
	b->name = r->name;
	if (r->pending) {
		*e = r->perr;
		return -1;
	}
	if (want < 4096)
		want = 4096;
	if (r->map)
		return read_mapped(r, b, want, e);
	cap = want + r->carrylen + 1;
	if (b->memcap < cap) {
		free(b->mem);
		b->mem = papo_xmalloc(cap);
		b->memcap = cap;
	}
	if (r->carrylen) {
		memcpy(b->mem, r->carry, r->carrylen);
		len = r->carrylen;
		r->carrylen = 0;
	}
	for (;;) {
		/* fill up to want bytes, or the end of input */
		while (!r->eof && len < b->memcap - 1 && len < want) {
			ssize_t k = read(r->fd, b->mem + len,
			    b->memcap - 1 - len);

			if (k < 0) {
				if (errno == EINTR)
					continue;
				return papo_err_set(e, PAPO_EX_IOERR,
				    "read error on '%s': %s", r->name,
				    strerror(errno));
			}
			if (k == 0)
				r->eof = 1;
			len += (size_t)k;
		}
		if (len == 0)
			return 0;
		if ((nl = memrchr(b->mem, '\n', len)) != NULL || r->eof)
			break;
		/* no complete line yet: one line is bigger than the block */
		if (len > r->max_line)
			return too_long(r, e);
		want = len * 2;
		if (b->memcap < want + 1) {
			b->mem = papo_xrealloc(b->mem, want + 1);
			b->memcap = want + 1;
		}
	}
	/* complete lines go out; an incomplete last one waits for more */
	last = nl && !r->eof ? (size_t)(nl - b->mem) + 1 : len;
	if (last < len) {
		r->carry = papo_xgrow(r->carry, &r->carrycap, len - last, 1);
		memcpy(r->carry, b->mem + last, len - last);
		r->carrylen = len - last;
	}
	b->mem[len] = '\0';
	if (split(r, b, b->mem, last, e) < 0)
		return -1;
	if (r->carrylen > r->max_line && !r->pending &&
	    too_long_after(r, b, e) < 0)
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

void
papo_input_keep(struct papo_input *in)
{
	in->keep = 1;
	in->r.keep = 1;
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
			    "cannot open '%s': %s", argv[i], strerror(errno));
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

	/* the file that ended at the last read: its lines are done with now */
	if (in->retired) {
		papo_reader_close(&in->old);
		in->retired = 0;
	}
	for (;;) {
		if (!in->open) {
			if (in->cur >= in->n)
				return 0;
			if (papo_reader_open(&in->r, in->names[in->cur],
			    in->max_line, e) < 0)
				return -1;
			in->r.keep = in->keep;
			in->open = 1;
		}
		n = papo_reader_read(&in->r, b, want, e);
		if (n != 0)
			return n;
		if (in->keep) {
			/* its lines stay valid until papo_input_release */
			in->done = papo_xgrow(in->done, &in->donecap,
			    in->ndone + 1, sizeof(*in->done));
			in->done[in->ndone++] = in->r;
			memset(&in->r, 0, sizeof(in->r));
		} else if (in->retired) {
			/* an empty file after one that just ended */
			papo_reader_close(&in->r);
		} else {
			/* closed at the next read: its lines may be in use */
			in->old = in->r;
			in->retired = 1;
			memset(&in->r, 0, sizeof(in->r));
		}
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
	if (in->retired)
		papo_reader_close(&in->old);
	in->retired = 0;
	for (i = 0; i < in->ndone; i++)
		papo_reader_close(&in->done[i]);
	free(in->done);
	in->done = NULL;
	in->ndone = in->donecap = 0;
}

void
papo_out_init(struct papo_out *o, int fd, const char *name)
{
	memset(o, 0, sizeof(*o));
	o->fd = fd;
	o->name = name ? name : "<stdout>";
	o->cap = (size_t)1 << 20;
	o->buf = papo_xmalloc(o->cap);
}

static int
out_fail(struct papo_out *o, struct papo_err *e)
{
	if (o->err == EPIPE)
		return papo_err_set(e, PAPO_EX_IOERR, "broken pipe on %s",
		    o->name);
	return papo_err_set(e, PAPO_EX_IOERR, "write error on %s: %s",
	    o->name, strerror(o->err));
}

static int
write_all(struct papo_out *o, const char *p, size_t n, struct papo_err *e)
{
	while (n > 0) {
		ssize_t k = write(o->fd, p, n);

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
		ssize_t k = writev(o->fd, iov,
		    (int)(n > IOV_MAX ? IOV_MAX : n));

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

int
papo_line_blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return 0;
	return 1;
}

int
papo_parse_size(const char *s, size_t *out)
{
	char *end;
	unsigned long long v;
	unsigned shift = 0;

	if (s == NULL || *s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno != 0)
		return -1;
	switch (*end) {
	case '\0':
		break;
	case 'k': case 'K': shift = 10; end++; break;
	case 'm': case 'M': shift = 20; end++; break;
	case 'g': case 'G': shift = 30; end++; break;
	default:
		return -1;
	}
	if (*end == 'i' && shift)
		end++;
	if ((*end == 'b' || *end == 'B') && shift)
		end++;
	if (*end != '\0' || v == 0 || (shift && v > (~0ULL >> shift)))
		return -1;
	*out = (size_t)(v << shift);
	return 0;
}
