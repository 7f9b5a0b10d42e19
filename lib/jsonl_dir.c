/* SPDX-License-Identifier: MIT */
/*
 * jsonl_dir.c: a dump directory named as an operand, read as its .jsonl
 * files in step order, the files papo-stats --follow follows in it.
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "buf.h"
#include "jsonl.h"
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

static int
natcmp_ptr(const void *a, const void *b)
{
	return papo_input_natcmp(*(char *const *)a, *(char *const *)b);
}

/* A list of paths being gathered. */
struct found {
	char **v;
	size_t n, cap;
	size_t other;		/* regular files passed over */
	char *an_other;		/* the first of them */
};

/* 1 when name ends in ".jsonl". */
static int
jsonl_name(const char *name)
{
	size_t n = strlen(name);

	return n > 6 && strcmp(name + n - 6, ".jsonl") == 0;
}

/* dir's .jsonl files at any depth (up to DIR_DEPTH) into fd. */
static int
walk(struct found *fd, const char *dir, int depth, struct papo_err *e)
{
	struct papo_buf p = PAPO_BUF_INIT;
	struct dirent *de;
	size_t n = strlen(dir);
	DIR *d;
	int rc = 0;

	if ((d = opendir(dir)) == NULL)
		return papo_err_set(e, PAPO_EX_NOINPUT, "cannot read "
		    "directory '%s': %s", dir, strerror(errno));
	while (rc == 0 && (de = readdir(d)) != NULL) {
		struct stat st, lst;
		int isdir;

		if (de->d_name[0] == '.')
			continue;
		papo_buf_reset(&p);
		papo_buf_add(&p, dir, n);
		if (n == 0 || dir[n - 1] != '/')
			papo_buf_addc(&p, '/');
		papo_buf_adds(&p, de->d_name);
		if (stat(p.s, &st) < 0 || lstat(p.s, &lst) < 0)
			continue;	/* gone, or a dangling link */
		/* a link to a directory is not searched (no loops) */
		isdir = S_ISDIR(st.st_mode) && !S_ISLNK(lst.st_mode);
		if (isdir && depth < DIR_DEPTH)
			rc = walk(fd, p.s, depth + 1, e);
		else if (S_ISREG(st.st_mode) && jsonl_name(de->d_name)) {
			fd->v = papo_xgrow(fd->v, &fd->cap, fd->n + 1,
			    sizeof(*fd->v));
			fd->v[fd->n++] = papo_xstrdup(p.s);
		} else if (S_ISREG(st.st_mode) && fd->other++ == 0)
			fd->an_other = papo_xstrdup(p.s);
	}
	closedir(d);
	papo_buf_release(&p);
	return rc;
}

/* Directory dir's files, in natural order, appended to fd. */
static int
expand(struct found *fd, const char *dir, struct papo_err *e)
{
	size_t first = fd->n;

	fd->other = 0;
	free(fd->an_other);
	fd->an_other = NULL;
	if (walk(fd, dir, 0, e) < 0)
		return -1;
	if (fd->n == first && fd->other)
		return papo_err_set(e, PAPO_EX_NOINPUT, "directory '%s' holds "
		    "no .jsonl file (%zu other file%s, such as '%s': name "
		    "%s)", dir, fd->other, fd->other == 1 ? "" : "s",
		    fd->an_other, fd->other == 1 ? "it" : "them");
	if (fd->n == first)
		return papo_err_set(e, PAPO_EX_NOINPUT, "directory '%s' holds "
		    "no .jsonl file", dir);
	qsort(fd->v + first, fd->n - first, sizeof(*fd->v), natcmp_ptr);
	return 0;
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
