/* jsonl.c: block reading of JSONL files and checked buffered output. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
	memset(r, 0, sizeof(*r));
	r->max_line = max_line ? max_line : PAPO_MAX_LINE_DEFAULT;
	if (path == NULL || strcmp(path, "-") == 0) {
		r->name = STDIN_NAME;
		r->fd = STDIN_FILENO;
		return 0;
	}
	r->name = path;
	r->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (r->fd < 0)
		return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open '%s': %s",
		    path, strerror(errno));
	r->close_fd = 1;
	return 0;
}

void
papo_reader_close(struct papo_reader *r)
{
	if (r->close_fd && r->fd >= 0)
		close(r->fd);
	free(r->carry);
	memset(r, 0, sizeof(*r));
	r->fd = -1;
}

static void
add_line(struct papo_reader *r, struct papo_batch *b, char *s, size_t len,
    uint32_t tlen)
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

long
papo_reader_read(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t len = 0, start, cap;
	char *nl;

	b->n = 0;
	b->name = r->name;
	if (want < 4096)
		want = 4096;
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
			ssize_t k = read(r->fd, b->mem + len, b->memcap - 1 - len);

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
		if (memrchr(b->mem, '\n', len) != NULL || r->eof)
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
	for (start = 0; start < len; start = (size_t)(nl - b->mem) + 1) {
		nl = memchr(b->mem + start, '\n', len - start);
		if (nl == NULL) {
			if (!r->eof) {
				/* keep the incomplete line for next time */
				r->carry = papo_xgrow(r->carry, &r->carrycap,
				    len - start, 1);
				memcpy(r->carry, b->mem + start, len - start);
				r->carrylen = len - start;
				if (r->carrylen > r->max_line)
					return too_long(r, e);
			} else {
				if (len - start > r->max_line)
					return too_long(r, e);
				add_line(r, b, b->mem + start, len - start, 0);
			}
			break;
		}
		if ((size_t)(nl - (b->mem + start)) > r->max_line)
			return too_long(r, e);
		add_line(r, b, b->mem + start, (size_t)(nl - (b->mem + start)),
		    1);
	}
	b->mem[len] = '\0';
	if (b->n == 0 && r->carrylen)
		return papo_reader_read(r, b, want, e);
	return (long)b->n;
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

	for (;;) {
		if (!in->open) {
			if (in->cur >= in->n)
				return 0;
			if (papo_reader_open(&in->r, in->names[in->cur],
			    in->max_line, e) < 0)
				return -1;
			in->open = 1;
		}
		n = papo_reader_read(&in->r, b, want, e);
		if (n != 0)
			return n;
		papo_reader_close(&in->r);
		in->open = 0;
		in->cur++;
	}
}

void
papo_input_release(struct papo_input *in)
{
	if (in->open)
		papo_reader_close(&in->r);
	in->open = 0;
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
	if (o->len + n <= o->cap) {
		memcpy(o->buf + o->len, p, n);
		o->len += n;
		return 0;
	}
	if (papo_out_flush(o, e) < 0)
		return -1;
	if (n >= o->cap / 2)
		return write_all(o, p, n, e);
	memcpy(o->buf, p, n);
	o->len = n;
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
