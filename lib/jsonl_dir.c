/* SPDX-License-Identifier: MIT */
/*
 * jsonl_dir.c: the one walk of a directory for its .jsonl files, in
 * natural order: a dump directory named as an operand read as them
 * (and as its compressed ones, .jsonl.gz, .jsonl.zst, .jsonl.xz), and
 * the files papo-stats --follow follows in it (lib/stats/follow.c).
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "buf.h"
#include "jsonl.h"
#include "jsonl_impl.h"
#include "xalloc.h"

#define DIR_DEPTH PAPO_INPUT_DIR_DEPTH

int
papo_input_natcmp(const char *a, const char *b)
{
	const char *a0 = a, *b0 = b;

	while (*a && *b) {
		if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
			size_t la = 0, lb = 0;
			int c;

			while (*a == '0')
				a++;
			while (*b == '0')
				b++;
			while (a[la] >= '0' && a[la] <= '9')
				la++;
			while (b[lb] >= '0' && b[lb] <= '9')
				lb++;
			if (la != lb)
				return la < lb ? -1 : 1;
			if ((c = memcmp(a, b, la)) != 0)
				return c < 0 ? -1 : 1;
			a += la;
			b += lb;
			continue;
		}
		if (*a != *b)
			return (unsigned char)*a < (unsigned char)*b ? -1 : 1;
		a++;
		b++;
	}
	if (*a || *b)
		return *a ? 1 : -1;
	return strcmp(a0, b0);
}

/* A file found by the walk, and the walk's list of them. */
struct walk_file {
	char *path;
	int jsonl;
};

struct walk {
	struct walk_file *v;
	size_t n, cap;
	int flags;
};

/* 1 when name ends in ".jsonl". */
static int
jsonl_name(const char *name)
{
	size_t n = strlen(name);

	return n > 6 && strcmp(name + n - 6, ".jsonl") == 0;
}

static int
walk_cmp(const void *a, const void *b)
{
	return papo_input_natcmp(((const struct walk_file *)a)->path,
	    ((const struct walk_file *)b)->path);
}

/*
 * Whether the entry at path p is a directory (not through a link) or a
 * regular file (a link to one included), from its d_type when it has
 * one: *isdir and *isreg.
 */
static void
entry_kind(const struct dirent *de, const char *p, int *isdir, int *isreg)
{
	struct stat st;

	*isdir = de->d_type == DT_DIR;
	*isreg = de->d_type == DT_REG;
	if (de->d_type == DT_UNKNOWN && lstat(p, &st) == 0) {
		*isdir = S_ISDIR(st.st_mode);
		*isreg = S_ISREG(st.st_mode);
	}
	/* a link to a file is read; one to a directory is not searched
	   (no loops); a dangling one is passed over */
	if ((de->d_type == DT_LNK || (de->d_type == DT_UNKNOWN && !*isdir &&
	    !*isreg)) && stat(p, &st) == 0)
		*isreg = S_ISREG(st.st_mode);
}

/* dir's .jsonl files (every regular file with PAPO_WALK_ALL) at any
   depth (up to DIR_DEPTH) into w. */
static int
walk(struct walk *w, const char *dir, int depth, struct papo_err *e)
{
	struct papo_buf p = PAPO_BUF_INIT;
	struct dirent *de;
	size_t n = strlen(dir);
	DIR *d;
	int rc = 0;

	if ((d = opendir(dir)) == NULL) {
		if (!(w->flags & PAPO_WALK_GROWING))
			return papo_err_set(e, PAPO_EX_NOINPUT, "cannot read "
			    "directory '%s': %s", dir, strerror(errno));
		/* gone since it was listed: nothing there */
		if (errno == ENOENT || errno == ENOTDIR)
			return 0;
		return papo_err_set(e, PAPO_EX_IOERR, "cannot read directory "
		    "'%s': %s", dir, strerror(errno));
	}
	while (rc == 0 && (de = readdir(d)) != NULL) {
		int isdir, isreg, jsonl;

		if (de->d_name[0] == '.')
			continue;
		papo_buf_reset(&p);
		papo_buf_add(&p, dir, n);
		if (n == 0 || dir[n - 1] != '/')
			papo_buf_addc(&p, '/');
		papo_buf_adds(&p, de->d_name);
		entry_kind(de, p.s, &isdir, &isreg);
		jsonl = isreg && jsonl_name(de->d_name);
		if (isdir && depth < DIR_DEPTH)
			rc = walk(w, p.s, depth + 1, e);
		else if (jsonl || (isreg && (w->flags & PAPO_WALK_ALL))) {
			w->v = papo_xgrow(w->v, &w->cap, w->n + 1,
			    sizeof(*w->v));
			w->v[w->n].path = papo_xstrdup(p.s);
			w->v[w->n++].jsonl = jsonl;
		}
	}
	closedir(d);
	papo_buf_release(&p);
	return rc;
}

int
papo_input_walk(const char *dir, int flags, papo_input_walk_fn fn,
    void *ctx, struct papo_err *e)
{
	struct walk w;
	size_t i;
	int rc;

	memset(&w, 0, sizeof(w));
	w.flags = flags;
	rc = walk(&w, dir, 0, e);
	if (rc == 0 && w.n > 1)
		qsort(w.v, w.n, sizeof(*w.v), walk_cmp);
	for (i = 0; i < w.n; i++) {
		if (rc == 0)
			rc = fn(ctx, w.v[i].path, w.v[i].jsonl, e);
		free(w.v[i].path);
	}
	free(w.v);
	return rc;
}

/* The operands as they become paths, and the last directory's others. */
struct found {
	char **v;
	size_t n, cap;
	size_t other;		/* regular files passed over */
	char *an_other;		/* the first of them */
};

/*
 * A dump directory whose older steps were compressed is read whole, not
 * its uncompressed files alone.
 */
size_t
papo_input_packed(const char *path)
{
	static const char *const sfx[] = { ".gz", ".zst", ".xz" };
	size_t n = strlen(path), k, i;

	for (i = 0; i < sizeof(sfx) / sizeof(sfx[0]); i++) {
		k = strlen(sfx[i]);
		if (n > k + 6 && strcmp(path + n - k, sfx[i]) == 0 &&
		    memcmp(path + n - k - 6, ".jsonl", 6) == 0)
			return k;
	}
	return 0;
}

static int
cmp_path(const void *a, const void *b)
{
	return papo_input_natcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * -1 with e set when a compressed file of v[0, n) (in natural order)
 * has its uncompressed twin there too ("1.jsonl" and "1.jsonl.gz",
 * gzip -k's pair): read both, each record would count twice.
 */
static int
twins(const char *dir, char **v, size_t n, struct papo_err *e)
{
	struct papo_buf stem = PAPO_BUF_INIT;
	size_t i, k;
	int rc = 0;

	for (i = 0; i < n && rc == 0; i++) {
		char *key, **hit;

		if ((k = papo_input_packed(v[i])) == 0)
			continue;
		papo_buf_reset(&stem);
		papo_buf_add(&stem, v[i], strlen(v[i]) - k);
		key = stem.s;
		hit = bsearch(&key, v, n, sizeof(*v), cmp_path);
		if (hit != NULL)
			rc = papo_err_set(e, PAPO_EX_DATAERR, "directory '%s' "
			    "holds '%s' and '%s', the same file compressed: "
			    "each record would be read twice; remove one, or "
			    "name the files to read", dir, *hit, v[i]);
	}
	papo_buf_release(&stem);
	return rc;
}

static int
found_file(void *ctx, const char *path, int jsonl, struct papo_err *e)
{
	struct found *fd = ctx;

	(void)e;
	if (jsonl || papo_input_packed(path) > 0) {
		fd->v = papo_xgrow(fd->v, &fd->cap, fd->n + 1, sizeof(*fd->v));
		fd->v[fd->n++] = papo_xstrdup(path);
	} else if (fd->other++ == 0)
		fd->an_other = papo_xstrdup(path);
	return 0;
}

/*
 * dir holds no JSONL but other files, one of them path: -1 with e set
 * saying so; for a file a framework writes that converts (TRL's
 * completions Parquet, slime's N.pt), with the loop that converts its
 * folder's.
 */
static int
no_jsonl(const struct found *fd, const char *dir, const char *path,
    struct papo_err *e)
{
	const char *slash = strrchr(path, '/');
	int at = slash ? (int)(slash - path) : 1;
	size_t n = strlen(path);

	if (n > 8 && strcmp(path + n - 8, ".parquet") == 0)
		return papo_err_set(e, PAPO_EX_NOINPUT, "directory '%s' "
		    "holds no .jsonl file but Parquet files, such as '%s' "
		    "(TRL writes its completions so); convert them in the "
		    "training environment, then give the directory again: "
		    "for f in %.*s/*.parquet; do " PAPO_PARQUET_PY " \"$f\" "
		    "> \"$f.jsonl\"; done", dir, path, at, slash ? path : ".");
	if (n > 3 && strcmp(path + n - 3, ".pt") == 0)
		return papo_err_set(e, PAPO_EX_NOINPUT, "directory '%s' "
		    "holds no .jsonl file but .pt files, such as '%s' "
		    "(torch.save: slime's rollout_data/N.pt); convert them in "
		    "the training environment, then give the directory "
		    "again: for f in %.*s/*.pt; do " PAPO_TORCH_PY " \"$f\" "
		    "> \"${f%%.pt}.jsonl\"; done", dir, path, at,
		    slash ? path : ".");
	return papo_err_set(e, PAPO_EX_NOINPUT, "directory '%s' holds no "
	    ".jsonl file (%zu other file%s, such as '%s': name %s)", dir,
	    fd->other, fd->other == 1 ? "" : "s", path,
	    fd->other == 1 ? "it" : "them");
}

/* Directory dir's files, in natural order, appended to fd. */
static int
expand(struct found *fd, const char *dir, struct papo_err *e)
{
	size_t first = fd->n;

	fd->other = 0;
	free(fd->an_other);
	fd->an_other = NULL;
	if (papo_input_walk(dir, PAPO_WALK_ALL, found_file, fd, e) < 0)
		return -1;
	if (fd->n == first && fd->other)
		return no_jsonl(fd, dir, fd->an_other, e);
	if (fd->n == first)
		return papo_err_set(e, PAPO_EX_NOINPUT, "directory '%s' holds "
		    "no .jsonl file", dir);
	return twins(dir, fd->v + first, fd->n - first, e);
}

int
papo_input_dirs(int argc, char **argv, char ***out, int *nout,
    struct papo_err *e)
{
	struct found fd;
	struct stat st;
	int i, any = 0;

	*out = NULL;
	*nout = argc;
	for (i = 0; i < argc && !any; i++)
		any = strcmp(argv[i], "-") != 0 && stat(argv[i], &st) == 0 &&
		    S_ISDIR(st.st_mode);
	if (!any)
		return 0;
	memset(&fd, 0, sizeof(fd));
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") != 0 && stat(argv[i], &st) == 0 &&
		    S_ISDIR(st.st_mode)) {
			if (expand(&fd, argv[i], e) == 0)
				continue;
			free(fd.an_other);
			papo_input_dirs_free(fd.v, fd.n);
			return -1;
		}
		fd.v = papo_xgrow(fd.v, &fd.cap, fd.n + 1, sizeof(*fd.v));
		fd.v[fd.n++] = papo_xstrdup(argv[i]);
	}
	free(fd.an_other);
	*out = fd.v;
	*nout = (int)fd.n;
	return 0;
}

void
papo_input_dirs_free(char **v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}
