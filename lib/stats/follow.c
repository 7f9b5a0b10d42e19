/* SPDX-License-Identifier: MIT */
/* follow.c: input read while it is written, for papo-stats --follow. */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fields.h"
#include "filter.h"
#include "follow.h"
#include "hash.h"
#include "json.h"
#include "jsonl.h"
#include "xalloc.h"

#define STDIN_NAME "<stdin>"

/*
 * The bytes before the read offset that are compared, at a scan, with
 * those read: a file rewritten in place with other records (a resumed
 * run dumping a step again) differs there, in its last responses.
 */
#define TAIL 4096
/* Rotations followed through at once (log.1 -> log.2, log -> log.1, ...). */
#define ROTATIONS 16
/* Stream bytes a round reads by default, so that the view is redrawn. */
#define BUDGET ((size_t)64 << 20)

void
papo_follow_init(struct papo_follow *fw, size_t max_line)
{
	memset(fw, 0, sizeof(*fw));
	fw->max_line = max_line ? max_line : PAPO_MAX_LINE_DEFAULT;
	fw->budget = BUDGET;
	fw->wake = -1;
}

static void
found_clear(struct papo_follow *fw)
{
	size_t i;

	for (i = 0; i < fw->nfound; i++)
		free(fw->found[i]);
	fw->nfound = 0;
}

void
papo_follow_release(struct papo_follow *fw)
{
	size_t i;

	for (i = 0; i < fw->nfile; i++) {
		struct papo_follow_file *f = &fw->file[i];

		if (f->fd >= 0 && !(f->stream && f->fd == STDIN_FILENO))
			close(f->fd);
		free(f->path);
		free(f->step);
		papo_buf_release(&f->carry);
	}
	for (i = 0; i < fw->nroot; i++)
		free(fw->root[i].path);
	found_clear(fw);
	free(fw->found);
	free(fw->file);
	free(fw->root);
	free(fw->order);
	papo_buf_release(&fw->tmp);
	memset(fw, 0, sizeof(*fw));
}

static void
notice(struct papo_follow *fw, const char *file, const char *msg)
{
	if (fw->notice)
		fw->notice(fw->ctx, file, msg);
}

static int
natcmp_ptr(const void *a, const void *b)
{
	return papo_input_natcmp(*(char *const *)a, *(char *const *)b);
}

/* The slot of path in fw->order: where it is, or where it would go. */
static size_t
order_find(const struct papo_follow *fw, const char *path, int *found)
{
	size_t lo = 0, hi = fw->nfile;

	*found = 0;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(fw->file[fw->order[mid]].path, path);

		if (c == 0) {
			*found = 1;
			return mid;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* 1 when a path followed is no evaluation's by the row b (eval): a
   training run is followed. */
static int
training_followed(const struct papo_follow *fw, const struct papo_beside *b)
{
	struct papo_buf d = PAPO_BUF_INIT;
	size_t k;

	for (k = 0; k < fw->nroot; k++) {
		papo_buf_reset(&d);
		papo_buf_addf(&d, "%s/", fw->root[k].path);
		if (!papo_fields_beside_eval(b, d.s) &&
		    !papo_fields_beside_eval(b, fw->root[k].path))
			break;
	}
	papo_buf_release(&d);
	return k < fw->nroot;
}

/*
 * Skip f when a row of the preset's beside table finds the sibling file
 * on disk (prime-rl's effective/ beside all/): its records are read
 * there; or when the row is an evaluation's and a training run is
 * followed (a path followed is no evaluation's): they are not training
 * ones.
 */
static void
skip_beside(struct papo_follow *fw, struct papo_follow_file *f)
{
	const struct papo_beside *b;

	for (b = fw->fields->beside; b->dir != NULL && !f->skip; b++) {
		char *alt = papo_beside_path(b, f->path);

		if (b->eval ? papo_fields_beside_eval(b, f->path) &&
		    training_followed(fw, b) :
		    alt != NULL && access(alt, F_OK) == 0) {
			f->skip = 1;
			papo_buf_reset(&fw->tmp);
			papo_buf_addf(&fw->tmp, "skipped: %s%s", b->why,
			    b->eval ? ", in a training run followed: an "
			    "evaluation's records are no training step's "
			    "(follow the evaluation's files alone to read "
			    "them)" : "");
			notice(fw, f->path, fw->tmp.s);
		}
		free(alt);
	}
}

/* A new file entry for path (known not to be one already). */
static struct papo_follow_file *
add_file(struct papo_follow *fw, const char *path)
{
	struct papo_follow_file *f;
	size_t cap = fw->filecap, at, skl;
	int found;

	at = order_find(fw, path, &found);
	fw->file = papo_xgrow(fw->file, &fw->filecap, fw->nfile + 1,
	    sizeof(*fw->file));
	if (fw->filecap != cap)
		fw->order = papo_xrealloc(fw->order, fw->filecap *
		    sizeof(*fw->order));
	memmove(fw->order + at + 1, fw->order + at,
	    (fw->nfile - at) * sizeof(*fw->order));
	fw->order[at] = (uint32_t)fw->nfile;
	f = &fw->file[fw->nfile++];
	memset(f, 0, sizeof(*f));
	f->fd = -1;
	f->path = papo_xstrdup(path);
	papo_buf_init(&f->carry);
	if (fw->fields && fw->fields->skip_file &&
	    papo_filter_skipped(path, fw->fields->skip_file, &skl) != NULL) {
		f->skip = 1;
		notice(fw, path, "skipped: not records");
	}
	if (fw->fields && fw->fields->beside && !f->skip)
		skip_beside(fw, f);
	if (fw->fields && fw->fields->step_file &&
	    papo_fields_file_step(fw->fields, path, &fw->tmp) == 0)
		f->step = papo_xstrdup(fw->tmp.s);
	return f;
}

/* The compression s[0, n) starts with (gzip, zstd, xz), or NULL. */
static const char *
compressed(const char *s, size_t n)
{
	if (n >= 2 && memcmp(s, "\x1f\x8b", 2) == 0)
		return "gzip";
	if (n >= 4 && memcmp(s, "\x28\xb5\x2f\xfd", 4) == 0)
		return "zstd";
	if (n >= 6 && memcmp(s, "\xfd" "7zXZ\0", 6) == 0)
		return "xz";
	return NULL;
}

static int
compressed_err(struct papo_err *e, const char *path, const char *kind)
{
	return papo_err_set(e, PAPO_EX_DATAERR, "'%s' is %s-compressed: a "
	    "compressed file cannot be followed as it grows (read it without "
	    "--follow, or follow the file before it is compressed)", path,
	    kind);
}

/* 1 when path holds glob magic. */
static int
magic(const char *path)
{
	return strpbrk(path, "*?[{") != NULL;
}

/*
 * A path named that does not exist: an error (a typo fails at once),
 * which says how to follow a dump the trainer has yet to write (verl
 * makes rollout_data at its first dump): a pattern, which may match
 * nothing yet; its last letter bracketed matches that name alone.
 */
static int
missing(const char *path, struct papo_err *e)
{
	size_t n = strlen(path);

	while (n > 1 && path[n - 1] == '/')
		n--;
	if (n < 2 || strchr("'\\!^", path[n - 1]) != NULL)
		return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open '%s': "
		    "%s", path, strerror(ENOENT));
	return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open '%s': %s (a "
	    "path still to come is followed as a pattern, quoted, which may "
	    "match nothing yet: '%.*s[%c]')", path, strerror(ENOENT),
	    (int)(n - 1), path, path[n - 1]);
}

int
papo_follow_add(struct papo_follow *fw, const char *path,
    struct papo_err *e)
{
	struct papo_follow_file *f;
	enum papo_follow_kind kind;
	struct stat st;
	int fd = -1;

	if (strcmp(path, "-") == 0)
		kind = PAPO_FOLLOW_STREAM;
	else if (stat(path, &st) < 0) {
		if (errno == ENOENT && !magic(path))
			return missing(path, e);
		if (errno != ENOENT)
			return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open "
			    "'%s': %s", path, strerror(errno));
		kind = PAPO_FOLLOW_PATTERN;
	} else if (S_ISDIR(st.st_mode)) {
		if (access(path, R_OK | X_OK) < 0)
			return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open "
			    "'%s': %s", path, strerror(errno));
		kind = PAPO_FOLLOW_DIR;
	} else if (S_ISREG(st.st_mode))
		kind = PAPO_FOLLOW_FILE;
	else
		kind = PAPO_FOLLOW_STREAM;
	if (kind == PAPO_FOLLOW_DIR || kind == PAPO_FOLLOW_PATTERN)
		;
	else if (kind == PAPO_FOLLOW_STREAM && strcmp(path, "-") == 0)
		fd = STDIN_FILENO;
	else if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open '%s': %s",
		    path, strerror(errno));
	else if (kind == PAPO_FOLLOW_FILE) {
		/* checked now, opened when read */
		char head[6];
		ssize_t k = pread(fd, head, sizeof(head), 0);
		const char *z = k > 0 ? compressed(head, (size_t)k) : NULL;

		close(fd);
		fd = -1;
		if (z != NULL)
			return compressed_err(e, path, z);
	}
	if ((kind == PAPO_FOLLOW_STREAM && fw->nroot > 0) ||
	    (fw->nroot > 0 && fw->root[0].kind == PAPO_FOLLOW_STREAM)) {
		if (fd > STDIN_FILENO)
			close(fd);
		return papo_err_set(e, PAPO_EX_USAGE, "a stream (standard "
		    "input, a pipe) is followed alone: it cannot be read "
		    "again as files can");
	}
	fw->root = papo_xgrow(fw->root, &fw->rootcap, fw->nroot + 1,
	    sizeof(*fw->root));
	fw->root[fw->nroot].path = papo_xstrdup(path);
	fw->root[fw->nroot++].kind = kind;
	if (kind == PAPO_FOLLOW_STREAM) {
		f = add_file(fw, fd == STDIN_FILENO ? STDIN_NAME : path);
		f->fd = fd;
		f->stream = 1;
	}
	return 0;
}

static void
found_add(struct papo_follow *fw, const char *path)
{
	fw->found = papo_xgrow(fw->found, &fw->foundcap, fw->nfound + 1,
	    sizeof(*fw->found));
	fw->found[fw->nfound++] = papo_xstrdup(path);
}

static int
found_file(void *ctx, const char *path, int jsonl, struct papo_err *e)
{
	(void)jsonl;
	(void)e;
	found_add(ctx, path);
	return 0;
}

/* dir's .jsonl files now, in natural order, into fw->found. */
static int
walk(struct papo_follow *fw, const char *dir, struct papo_err *e)
{
	return papo_input_walk(dir, PAPO_WALK_GROWING, found_file, fw, e);
}

/* The files of root r now, into fw->found. */
static int
find(struct papo_follow *fw, const struct papo_follow_root *r,
    struct papo_err *e)
{
	struct stat st;
	glob_t g;
	size_t k;
	int rc = 0;

	switch (r->kind) {
	case PAPO_FOLLOW_FILE:
		found_add(fw, r->path);
		return 0;
	case PAPO_FOLLOW_DIR:
		return walk(fw, r->path, e);
	case PAPO_FOLLOW_PATTERN:
		memset(&g, 0, sizeof(g));
		if (glob(r->path, GLOB_BRACE | GLOB_TILDE, NULL, &g) != 0) {
			globfree(&g);
			return 0;	/* no match yet */
		}
		for (k = 0; k < g.gl_pathc && rc == 0; k++) {
			if (stat(g.gl_pathv[k], &st) < 0)
				continue;
			if (S_ISDIR(st.st_mode))
				rc = walk(fw, g.gl_pathv[k], e);
			else if (S_ISREG(st.st_mode))
				found_add(fw, g.gl_pathv[k]);
		}
		globfree(&g);
		/* the matches and their directories' files, all in order */
		if (rc == 0 && fw->nfound > 1)
			qsort(fw->found, fw->nfound, sizeof(*fw->found),
			    natcmp_ptr);
		return rc;
	case PAPO_FOLLOW_STREAM:
		break;
	}
	return 0;
}

static int
same_time(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec == b->tv_sec && a->tv_nsec == b->tv_nsec;
}

/* Read n bytes of fd at off into fw->tmp: 0, or -1 when they are not there. */
static int
read_at(struct papo_follow *fw, int fd, uint64_t off, size_t n)
{
	size_t got = 0;
	ssize_t k;

	papo_buf_reset(&fw->tmp);
	papo_buf_reserve(&fw->tmp, n);
	while (got < n) {
		k = pread(fd, fw->tmp.s + got, n - got, (off_t)(off + got));
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		got += (size_t)k;
	}
	return 0;
}

/* Remember the bytes before f's offset, read from fd (open on f). */
static void
tail_mark(struct papo_follow *fw, struct papo_follow_file *f, int fd)
{
	size_t n = f->off < TAIL ? (size_t)f->off : TAIL;

	f->taillen = 0;
	if (n == 0 || read_at(fw, fd, f->off - n, n) < 0)
		return;
	f->tailhash = papo_hash64(fw->tmp.s, n, 0);
	f->taillen = n;
}

/* 1 when the bytes before f's offset are still those that were read. */
static int
tail_same(struct papo_follow *fw, const struct papo_follow_file *f)
{
	int fd, same;

	if (f->taillen == 0)
		return 1;
	if ((fd = open(f->path, O_RDONLY | O_CLOEXEC)) < 0)
		return 1;	/* gone: the next scan says so */
	same = read_at(fw, fd, f->off - f->taillen, f->taillen) == 0 &&
	    papo_hash64(fw->tmp.s, f->taillen, 0) == f->tailhash;
	close(fd);
	return same;
}

/*
 * The path, in the directory of path, of the regular file (dev, ino)
 * into q: 0, or -1 when it is not there (removed, or renamed over).
 */
static int
find_inode(const char *path, dev_t dev, ino_t ino, struct papo_buf *q)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) + 1 : 0;
	struct dirent *de;
	struct stat st;
	DIR *d;
	int rc = -1;

	papo_buf_reset(q);
	papo_buf_add(q, path, n);
	if ((d = opendir(n ? q->s : ".")) == NULL)
		return -1;
	while (rc < 0 && (de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		papo_buf_reset(q);
		papo_buf_add(q, path, n);
		papo_buf_adds(q, de->d_name);
		if (lstat(q->s, &st) == 0 && S_ISREG(st.st_mode) &&
		    st.st_dev == dev && st.st_ino == ino)
			rc = 0;
	}
	closedir(d);
	return rc;
}

/* f to be read from its start, as file st (NULL: none yet). */
static void
restart(struct papo_follow_file *f, const struct stat *st)
{
	if (f->fd >= 0)
		close(f->fd);
	f->fd = -1;
	f->off = f->size = f->lineno = f->seen = 0;
	memset(&f->mtime, 0, sizeof(f->mtime));
	f->taillen = 0;
	f->skipping = 0;
	papo_buf_reset(&f->carry);
	if (st != NULL) {
		f->dev = st->st_dev;
		f->ino = st->st_ino;
	}
}

/*
 * File i's path holds st, a file it has not read: when another entry
 * read that file and its path no longer holds it (it was renamed
 * here), i goes on from where that one stopped; else i reads it from
 * its start, or, aside, is no longer followed.
 */
static void
renew(struct papo_follow *fw, size_t i, const struct stat *st)
{
	struct papo_follow_file *f = &fw->file[i];
	const struct papo_follow_file *h;
	struct stat hs;
	size_t k;

	restart(f, st);
	for (k = 0; k < fw->nfile; k++) {
		h = &fw->file[k];
		if (k == i || h->stream || h->off == 0 ||
		    h->dev != st->st_dev || h->ino != st->st_ino ||
		    (stat(h->path, &hs) == 0 && hs.st_dev == h->dev &&
		    hs.st_ino == h->ino))
			continue;
		f->off = f->size = h->off;
		f->lineno = h->lineno;
		f->tailhash = h->tailhash;
		f->taillen = h->taillen;
		f->skipping = h->skipping;
		if (h->carry.len)
			papo_buf_add(&f->carry, h->carry.s, h->carry.len);
		f->gone = 0;
		f->skip = 0;
		return;
	}
	if (f->aside)
		f->skip = 1;
}

/*
 * File i (read, its path no longer holding the file read) rotated: the
 * file read renamed in its directory.  The entry of its new name (one
 * made aside when not followed) goes on with it from where i stopped,
 * after that entry's own file moved on in turn.  0, or -1 when the
 * file read is not in the directory (removed, or renamed over).
 */
static int
rotate(struct papo_follow *fw, size_t i, int depth)
{
	struct papo_buf q = PAPO_BUF_INIT, m = PAPO_BUF_INIT;
	struct papo_follow_file *f = &fw->file[i], *g;
	struct stat st;
	size_t at, gi;
	int found;

	if (depth == 0 || f->off == 0 ||
	    find_inode(f->path, f->dev, f->ino, &q) < 0 ||
	    lstat(q.s, &st) < 0) {
		papo_buf_release(&q);
		return -1;
	}
	at = order_find(fw, q.s, &found);
	if (found) {
		gi = fw->order[at];
		g = &fw->file[gi];
		if (g->stream || (g->skip && !g->aside)) {
			papo_buf_release(&q);
			return -1;
		}
		/* its own file moved on first (log.1 -> log.2) */
		if (g->off > 0 && (g->dev != f->dev || g->ino != f->ino))
			(void)rotate(fw, gi, depth - 1);
	} else {
		g = add_file(fw, q.s);
		g->aside = 1;
		gi = (size_t)(g - fw->file);
	}
	f = &fw->file[i];
	g = &fw->file[gi];
	if (!(g->off > 0 && g->dev == f->dev && g->ino == f->ino)) {
		renew(fw, gi, &st);
		g = &fw->file[gi];
		g->seen = g->off;
		/* the step of the file's old name */
		free(g->step);
		g->step = f->step ? papo_xstrdup(f->step) : NULL;
	}
	papo_buf_addf(&m, "rotated, renamed '%s': what was read of it "
	    "stays, its lines to come are read there, and a new file here "
	    "from its start", q.s);
	notice(fw, f->path, m.s);
	papo_buf_release(&m);
	papo_buf_release(&q);
	return 0;
}

/*
 * What became of file i since the last scan; its size is what this
 * round reads up to.  1 when every file must be read again from its
 * start.
 */
static int
check(struct papo_follow *fw, size_t i)
{
	struct papo_follow_file *f = &fw->file[i];
	struct stat st;
	int there;

	if (f->stream || f->skip)
		return 0;
	there = stat(f->path, &st) == 0 && S_ISREG(st.st_mode);
	if (f->off > 0 && !f->gone && (!there || st.st_dev != f->dev ||
	    st.st_ino != f->ino) && rotate(fw, i, ROTATIONS) == 0) {
		f = &fw->file[i];
		restart(f, NULL);
		if (!there) {
			f->gone = 1;	/* the new file is to come */
			return 0;
		}
		renew(fw, i, &st);
		f = &fw->file[i];
		f->gone = 0;
		f->seen = f->size = (uint64_t)st.st_size;
		f->mtime = st.st_mtim;
		return 0;
	}
	if (!there) {
		if (!f->gone && f->off > 0)
			notice(fw, f->path, "removed: what was read of it "
			    "is kept");
		f->gone = 1;
		f->size = f->off;
		return 0;
	}
	if (f->off == 0) {
		/* nothing read yet (new, or read again): any file is it */
		f->dev = st.st_dev;
		f->ino = st.st_ino;
	} else if (f->gone || st.st_dev != f->dev || st.st_ino != f->ino) {
		if (f->aside) {
			/* another file where a rotated one was */
			f->skip = 1;
			return 0;
		}
		notice(fw, f->path, f->gone ? "back, another file: every "
		    "file is read again" : "replaced by another file: every "
		    "file is read again");
		f->gone = 0;
		return 1;
	} else if ((uint64_t)st.st_size < f->off) {
		notice(fw, f->path, "truncated: every file is read again");
		return 1;
	} else if (((uint64_t)st.st_size != f->seen ||
	    !same_time(&st.st_mtim, &f->mtime)) && !tail_same(fw, f)) {
		notice(fw, f->path, "rewritten: every file is read again");
		return 1;
	}
	f->gone = 0;
	f->seen = (uint64_t)st.st_size;
	f->mtime = st.st_mtim;
	f->size = (uint64_t)st.st_size;
	return 0;
}

/* Every file to be read again from its start. */
static void
rewind_all(struct papo_follow *fw)
{
	size_t i;

	for (i = 0; i < fw->nfile; i++) {
		struct papo_follow_file *f = &fw->file[i];

		if (f->stream)
			continue;
		if (f->fd >= 0)
			close(f->fd);
		f->fd = -1;
		if (f->gone && f->off > 0)
			notice(fw, f->path, "removed before: what was read of "
			    "it is not read again");
		f->off = f->size = f->lineno = f->seen = 0;
		memset(&f->mtime, 0, sizeof(f->mtime));
		f->taillen = 0;
		f->skipping = 0;
		papo_buf_reset(&f->carry);
	}
}

int
papo_follow_scan(struct papo_follow *fw, struct papo_err *e)
{
	size_t r, k, i;
	int again = 0, found;

	for (r = 0; r < fw->nroot; r++) {
		found_clear(fw);
		if (find(fw, &fw->root[r], e) < 0)
			return -1;
		/* new files in natural order, after those known */
		for (k = 0; k < fw->nfound; k++) {
			(void)order_find(fw, fw->found[k], &found);
			if (!found)
				add_file(fw, fw->found[k]);
		}
	}
	found_clear(fw);
	for (i = 0; i < fw->nfile; i++)
		again |= check(fw, i);
	if (again) {
		rewind_all(fw);
		for (i = 0; i < fw->nfile; i++)
			(void)check(fw, i);
	}
	fw->cur = 0;
	fw->spent = 0;
	return again;
}

/* Add a line to b (s, n bytes of b's memory; flags PAPO_LINE_LONG: none). */
static void
add_line(struct papo_follow_file *f, struct papo_batch *b, const char *s,
    size_t n, uint8_t tlen, uint8_t flags)
{
	struct papo_line *l;

	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	l = &b->line[b->n++];
	l->lineno = ++f->lineno;
	l->flags = flags;
	l->tlen = tlen;
	if (flags & PAPO_LINE_LONG) {
		l->s = "";
		l->len = 0;
		return;
	}
	if (tlen == 1 && n > 0 && s[n - 1] == '\r') {
		n--;
		l->tlen = 2;
	}
	if (l->lineno == 1 && n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
		s += 3;
		n -= 3;
	}
	l->s = s;
	l->len = n;
}

/*
 * b->mem[0, len) holds f's carry and the bytes read after it: hand out
 * its complete lines, keep the rest as the carry.  Returns the number
 * of lines.
 */
static size_t
split(struct papo_follow *fw, struct papo_follow_file *f,
    struct papo_batch *b, size_t len)
{
	const char *s = b->mem, *nl;
	size_t p = 0, rest;

	if (f->skipping) {
		/* the rest of a line over the cap: to its newline */
		if ((nl = memchr(s, '\n', len)) == NULL) {
			papo_buf_reset(&f->carry);
			return 0;
		}
		add_line(f, b, NULL, 0, 1, PAPO_LINE_LONG);
		f->skipping = 0;
		p = (size_t)(nl - s) + 1;
	}
	while (p < len && (nl = memchr(s + p, '\n', len - p)) != NULL) {
		size_t n = (size_t)(nl - (s + p));

		add_line(f, b, s + p, n, 1, n > fw->max_line ?
		    PAPO_LINE_LONG : 0);
		p += n + 1;
	}
	rest = len - p;
	papo_buf_reset(&f->carry);
	if (rest > fw->max_line)
		f->skipping = 1;	/* its start is dropped */
	else
		papo_buf_add(&f->carry, s + p, rest);
	return b->n;
}

/* Make room in b for f's carry and n more bytes; copy the carry. */
static char *
room(struct papo_follow_file *f, struct papo_batch *b, size_t n)
{
	b->mem = papo_xgrow(b->mem, &b->memcap, f->carry.len + n + 1, 1);
	if (f->carry.len)
		memcpy(b->mem, f->carry.s, f->carry.len);
	return b->mem + f->carry.len;
}

static long
read_error(const struct papo_follow_file *f, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_IOERR, "read error on '%s': %s",
	    f->path, strerror(errno));
}

/* 1 when line l (a first line) is an object with member key. */
static int
line_has(const struct papo_line *l, const char *key)
{
	struct papo_json j;
	struct papo_err ign;
	int r = 0;

	if (l->flags != 0 || memchr(l->s, '"', l->len) == NULL)
		return 0;
	papo_json_init(&j);
	if (papo_json_parse(&j, l->s, l->len, &ign) == 0 &&
	    j.tok[0].type == PAPO_JSON_OBJECT)
		r = papo_json_member(&j, 0, key, strlen(key), &ign) >= 0;
	papo_json_release(&j);
	return r;
}

/*
 * f's first line is b->line[0]: tell by it, under a preset's eval_key
 * (verl's validation: "reward"), an evaluation's file from a training
 * one.  An evaluation's file is skipped once a training file was seen,
 * said so; one read before any (a validation before training) is said
 * so when the first training file comes.  0: f is skipped, its lines
 * dropped.
 */
static int
first_line(struct papo_follow *fw, struct papo_follow_file *f,
    struct papo_batch *b)
{
	const struct papo_eval_key *k = fw->fields->eval_key;
	size_t i = (size_t)(f - fw->file);

	f->kind = line_has(&b->line[0], k->key) ? 2 : 1;
	papo_buf_reset(&fw->tmp);
	if (f->kind == 1 && fw->train == 0) {
		fw->train = i + 1;
		if (fw->evalread != 0) {
			papo_buf_addf(&fw->tmp, "%s, read before this "
			    "training file: its records are counted in the "
			    "step of %s (follow the training dump's folder "
			    "alone, or its files)", k->why,
			    fw->file[fw->evalread - 1].path);
			notice(fw, f->path, fw->tmp.s);
		}
		return 1;
	}
	if (f->kind == 1)
		return 1;
	if (fw->train == 0) {
		fw->evalread = i + 1;
		return 1;
	}
	f->skip = 1;
	papo_buf_addf(&fw->tmp, "skipped: %s, in a training run followed "
	    "(%s): an evaluation's records are no training step's (follow "
	    "the evaluation's files alone to read them)", k->why,
	    fw->file[fw->train - 1].path);
	notice(fw, f->path, fw->tmp.s);
	b->n = 0;
	return 0;
}

/* The next lines of a regular file, up to the size the scan saw. */
static long
read_file(struct papo_follow *fw, struct papo_follow_file *f,
    struct papo_batch *b, size_t want, struct papo_err *e)
{
	struct stat st;
	int first;

	if (f->gone || f->skip || f->off >= f->size)
		return 0;
	if (f->fd < 0) {
		if ((f->fd = open(f->path, O_RDONLY | O_CLOEXEC)) < 0) {
			if (errno == ENOENT)
				return 0;	/* the next scan says so */
			return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open "
			    "'%s': %s", f->path, strerror(errno));
		}
		if (fstat(f->fd, &st) < 0 || st.st_dev != f->dev ||
		    st.st_ino != f->ino) {
			/* replaced since the scan: the next one says so */
			close(f->fd);
			f->fd = -1;
			f->size = f->off;
			return 0;
		}
	}
	while (f->off < f->size) {
		size_t have = f->carry.len, n;
		const char *z;
		ssize_t k;
		char *at;

		/* at least as much as the carry: a long line costs O(n) */
		n = want > have ? want : have;
		if (n > f->size - f->off)
			n = (size_t)(f->size - f->off);
		at = room(f, b, n);
		k = pread(f->fd, at, n, (off_t)f->off);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return read_error(f, e);
		if (k == 0) {
			f->size = f->off;	/* shorter than it was */
			break;
		}
		if (f->off == 0 && (z = compressed(at, (size_t)k)) != NULL) {
			/* a compressed file found: said, passed over */
			papo_buf_reset(&fw->tmp);
			papo_buf_addf(&fw->tmp, "%s-compressed: a compressed "
			    "file cannot be followed as it grows; passed over "
			    "(read it without --follow)", z);
			notice(fw, f->path, fw->tmp.s);
			f->skip = 1;
			close(f->fd);
			f->fd = -1;
			return 0;
		}
		f->off += (uint64_t)k;
		first = f->lineno == 0;
		if (split(fw, f, b, have + (size_t)k) == 0)
			continue;
		if (first && f->kind == 0 && fw->fields != NULL &&
		    fw->fields->eval_key != NULL && !first_line(fw, f, b))
			return 0;
		return (long)b->n;
	}
	return 0;
}

/* The next lines of a stream: what it has ready, within the budget. */
static long
read_stream(struct papo_follow *fw, struct papo_follow_file *f,
    struct papo_batch *b, size_t want, struct papo_err *e)
{
	while (!f->eof && fw->spent < fw->budget && papo_fd_ready(f->fd)) {
		size_t have = f->carry.len;
		char *at = room(f, b, want > have ? want : have);
		ssize_t k = read(f->fd, at, want > have ? want : have);
		const char *z;

		if (k < 0 && (errno == EINTR || errno == EAGAIN))
			return 0;
		if (k < 0)
			return read_error(f, e);
		if (k == 0) {
			/* the end: a last line needs no newline */
			f->eof = 1;
			if (f->skipping)
				add_line(f, b, NULL, 0, 0, PAPO_LINE_LONG);
			else if (have > 0)
				add_line(f, b, b->mem, have, 0, 0);
			f->skipping = 0;
			papo_buf_reset(&f->carry);
			return (long)b->n;
		}
		if (f->off == 0 && (z = compressed(at, (size_t)k)) != NULL)
			return compressed_err(e, f->path, z);
		fw->spent += (size_t)k;
		f->off += (uint64_t)k;
		if (split(fw, f, b, have + (size_t)k) > 0)
			return (long)b->n;
	}
	return 0;
}

/* Done with f for this round: remember where reading stopped. */
static void
leave(struct papo_follow *fw, struct papo_follow_file *f)
{
	if (f->stream || f->fd < 0)
		return;
	tail_mark(fw, f, f->fd);
	close(f->fd);
	f->fd = -1;
}

long
papo_follow_read(struct papo_follow *fw, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	long n;

	b->n = 0;
	b->wait = 0;
	while (fw->cur < fw->nfile) {
		struct papo_follow_file *f = &fw->file[fw->cur];

		if (fw->stop && *fw->stop) {
			leave(fw, f);
			return 0;
		}
		n = f->stream ? read_stream(fw, f, b, want, e) :
		    read_file(fw, f, b, want, e);
		if (n != 0) {
			b->file = (uint32_t)fw->cur;
			b->name = f->path;
			return n;
		}
		leave(fw, f);
		fw->cur++;
	}
	return 0;
}

const char *
papo_follow_name(const struct papo_follow *fw, uint32_t i)
{
	return i < fw->nfile ? fw->file[i].path : STDIN_NAME;
}

const char *
papo_follow_step(const struct papo_follow *fw, uint32_t i)
{
	return i < fw->nfile ? fw->file[i].step : NULL;
}

void
papo_follow_wait(struct papo_follow *fw, double seconds)
{
	struct pollfd p[2] = { { -1, POLLIN, 0 }, { -1, POLLIN, 0 } };
	double ms = seconds * 1000 + 0.5;
	size_t i;

	p[1].fd = fw->wake;
	for (i = 0; i < fw->nfile; i++)
		if (fw->file[i].stream && !fw->file[i].eof)
			p[0].fd = fw->file[i].fd;
	/* a signal ends the wait early (EINTR): the caller looks why */
	(void)poll(p, 2, ms < 0 ? 0 : ms > INT_MAX ? INT_MAX : (int)ms);
}

int
papo_follow_ended(const struct papo_follow *fw)
{
	return fw->nroot > 0 && fw->root[0].kind == PAPO_FOLLOW_STREAM &&
	    fw->nfile > 0 && fw->file[0].eof;
}

size_t
papo_follow_count(const struct papo_follow *fw)
{
	size_t i, n = 0;

	for (i = 0; i < fw->nfile; i++)
		n += !fw->file[i].gone && !fw->file[i].skip;
	return n;
}

void
papo_follow_finish(struct papo_follow *fw)
{
	struct papo_buf m = PAPO_BUF_INIT;
	size_t i;

	for (i = 0; i < fw->nfile; i++) {
		const struct papo_follow_file *f = &fw->file[i];

		if (f->carry.len == 0 && !f->skipping)
			continue;
		papo_buf_reset(&m);
		if (f->skipping)
			papo_buf_addf(&m, "line %llu, longer than %zu bytes, "
			    "has no newline yet: it is not counted",
			    (unsigned long long)f->lineno + 1, fw->max_line);
		else
			papo_buf_addf(&m, "line %llu has no newline yet: its "
			    "%zu bytes are not read",
			    (unsigned long long)f->lineno + 1, f->carry.len);
		notice(fw, f->path, m.s);
	}
	papo_buf_release(&m);
}
