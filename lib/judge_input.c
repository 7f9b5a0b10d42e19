/*
 * judge_input.c: JSONL lines read as they arrive, one read(2) at a
 * time, across several files.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge_input.h"

#define READ_SIZE ((size_t)256 << 10)

static int
open_cur(struct papo_judge_input *in, struct papo_err *e)
{
	const char *path = in->names[in->cur];
	struct stat st;

	in->eof = 0;
	in->lineno = 0;
	in->close_fd = 0;
	if (strcmp(path, "-") == 0) {
		in->fd = STDIN_FILENO;
		in->name = "<stdin>";
	} else {
		in->fd = open(path, O_RDONLY | O_CLOEXEC);
		if (in->fd < 0)
			return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open "
			    "'%s': %s", path, strerror(errno));
		in->close_fd = 1;
		in->name = path;
	}
	in->regular = fstat(in->fd, &st) == 0 && S_ISREG(st.st_mode);
	return 0;
}

int
papo_judge_input_open(struct papo_judge_input *in, int argc, char **argv,
    size_t max_line, struct papo_err *e)
{
	struct papo_input chk;

	memset(in, 0, sizeof(*in));
	in->fd = -1;
	in->max_line = max_line ? max_line : PAPO_MAX_LINE_DEFAULT;
	if (papo_input_init(&chk, argc, argv, max_line, e) < 0)
		return -1;
	in->names = chk.names;
	in->n = chk.n;
	return open_cur(in, e);
}

static void
close_cur(struct papo_judge_input *in)
{
	if (in->close_fd && in->fd >= 0)
		close(in->fd);
	in->fd = -1;
	in->close_fd = 0;
}

void
papo_judge_input_close(struct papo_judge_input *in)
{
	close_cur(in);
	papo_buf_release(&in->buf);
}

static int
too_long(struct papo_judge_input *in, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: line longer than "
	    "%zu bytes (raise --max-line)", in->name,
	    (unsigned long long)in->lineno + 1, in->max_line);
}

int
papo_judge_input_next(struct papo_judge_input *in, struct papo_line *line,
    struct papo_err *e)
{
	char *s = in->buf.s + in->pos, *nl;
	size_t avail = in->buf.len - in->pos, len;

	if (avail == 0)
		return in->done ? PAPO_JUDGE_INPUT_END : PAPO_JUDGE_INPUT_NEED;
	nl = memchr(s, '\n', avail);
	len = nl ? (size_t)(nl - s) : avail;
	if (len > in->max_line)
		return too_long(in, e);
	if (nl == NULL && !in->eof)
		return PAPO_JUDGE_INPUT_NEED;
	/* at the end of a file, a last line without a newline (tlen 0) */
	in->pos += nl ? len + 1 : len;
	line->s = s;
	line->tlen = nl != NULL;
	if (nl && len > 0 && s[len - 1] == '\r') {
		len--;
		line->tlen = 2;
	}
	line->len = len;
	line->lineno = ++in->lineno;
	return PAPO_JUDGE_INPUT_LINE;
}

int
papo_judge_input_fill(struct papo_judge_input *in, struct papo_err *e)
{
	ssize_t k;

	if (in->done)
		return 0;
	if (in->eof) {
		/* the last line of a file was returned: on to the next */
		if (in->pos < in->buf.len)
			return 0;
		close_cur(in);
		if (++in->cur >= in->n) {
			in->done = 1;
			return 0;
		}
		if (open_cur(in, e) < 0)
			return -1;
	}
	/* keep only the unread tail, then read after it */
	if (in->pos > 0) {
		memmove(in->buf.s, in->buf.s + in->pos, in->buf.len - in->pos);
		papo_buf_truncate(&in->buf, in->buf.len - in->pos);
		in->pos = 0;
	}
	papo_buf_reserve(&in->buf, READ_SIZE);
	do
		k = read(in->fd, in->buf.s + in->buf.len, READ_SIZE);
	while (k < 0 && errno == EINTR);
	if (k < 0)
		return papo_err_set(e, PAPO_EX_IOERR, "read error on '%s': %s",
		    in->name, strerror(errno));
	if (k == 0)
		in->eof = 1;
	in->buf.len += (size_t)k;
	in->buf.s[in->buf.len] = '\0';
	return 0;
}

int
papo_judge_input_pollfd(const struct papo_judge_input *in)
{
	if (in->done || in->eof || in->regular)
		return -1;
	return in->fd;
}
