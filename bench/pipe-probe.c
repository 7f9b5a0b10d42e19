/* SPDX-License-Identifier: MIT */
/*
 * pipe-probe.c: what taking a pipe's bytes costs this process, before
 * any parse: the part of `cat F | papo-advantage` that reading F does
 * not have (bench/floor-notes.md, round 13).
 *
 * usage: cat FILE | pipe-probe read|splice|memfd|arena|arena4k|pop4k|pophuge|
 *            tmpfile|tmpsplice
 *        pipe-probe file < FILE
 *
 *   read    read(2) into one reused 1 MiB block, nothing else: the one
 *           copy out of the pipe that any reader makes, nothing kept,
 *           nothing scanned (with cat's CPU, what a pipe costs at least
 *           over reading the file, whose run scans its lines too)
 *   splice  spliced into a memory file, nothing else: the copy papo's
 *           reader makes of a pipe it gathers
 *   memfd   spliced into a memory file, which is then mapped, its pages
 *           mapped in one call (MADV_POPULATE_READ) and its lines
 *           counted: everything papo's reader does to a gathered pipe
 *           before the parse (the file's own run maps and scans too)
 *   arena   read(2) 1 MiB at a time straight into anonymous memory kept
 *           whole (blocks of 64 MiB asked for huge pages, MADV_HUGEPAGE),
 *           the lines of each read counted behind it: what a reader
 *           holding a gathered pipe in its own memory would do instead
 *           of the memory file (round 15)
 *   arena4k the same without MADV_HUGEPAGE: 4 KiB pages
 *   pop4k   arena4k with each block's pages made in one call
 *           (MADV_POPULATE_WRITE) before the reads land in them, not a
 *           fault a page (round 16)
 *   pophuge the same, blocks asked for huge pages first
 *   tmpfile read(2) into one reused 1 MiB block, each block written with
 *           write(2) into an unlinked file (O_TMPFILE) in $TMPDIR, else
 *           /var/tmp (a disk file system: page-cache pages allocated
 *           inside write, large folios), then mapped, populated and its
 *           lines counted as memfd's (round 20)
 *   tmpsplice the same file filled by splice(2) instead of read + write
 *   file    stdin a regular file (`pipe-probe file < FILE`), mapped,
 *           populated and its lines counted: what the file's own run
 *           does with it, for the ways above to be read against
 *
 * The pipe is made 1 MiB first, as papo's reader makes it.  Prints the
 * way, CPU seconds (user + system of this process), user, system, the
 * bytes and the lines (counted by memfd only, 0 otherwise).
 */
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/resource.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { BLOCK = 1 << 20, WANT = 16 << 20, ARENA = 64 << 20 };

static double
seconds(const struct timeval *tv)
{
	return (double)tv->tv_sec + (double)tv->tv_usec / 1e6;
}

static unsigned long
count(const char *s, size_t n)
{
	const char *end = s + n, *p = s;
	unsigned long c = 0;

	while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		c++;
		p++;
	}
	return c;
}

static size_t
by_read(void)
{
	char *buf = malloc(BLOCK);
	size_t total = 0;
	ssize_t k;

	if (buf == NULL)
		return 0;
	while ((k = read(STDIN_FILENO, buf, BLOCK)) != 0) {
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			break;
		total += (size_t)k;
	}
	free(buf);
	return total;
}

/* The pipe spliced into a memory file; its size.  fd: the file. */
static size_t
by_splice(int *fd)
{
	loff_t off = 0;
	ssize_t k;

	if ((*fd = memfd_create("pipe-probe", MFD_CLOEXEC)) < 0)
		return 0;
	while ((k = splice(STDIN_FILENO, NULL, *fd, &off, WANT, 0)) != 0) {
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			break;
	}
	return (size_t)off;
}

static size_t
by_memfd(unsigned long *lines)
{
	size_t n;
	char *m;
	int fd;

	if ((n = by_splice(&fd)) == 0)
		return 0;
	m = mmap(NULL, n, PROT_READ, MAP_SHARED, fd, 0);
	if (m == MAP_FAILED) {
		close(fd);
		return 0;
	}
#ifdef MADV_POPULATE_READ
	(void)madvise(m, n, MADV_POPULATE_READ);
#endif
	*lines = count(m, n);
	munmap(m, n);
	close(fd);
	return n;
}

/* n bytes of fd mapped, populated, their lines counted; n, or 0. */
static size_t
map_count(int fd, size_t n, unsigned long *lines)
{
	char *m;

	if (n == 0)
		return 0;
	m = mmap(NULL, n, PROT_READ, MAP_SHARED, fd, 0);
	if (m == MAP_FAILED)
		return 0;
#ifdef MADV_POPULATE_READ
	(void)madvise(m, n, MADV_POPULATE_READ);
#endif
	*lines = count(m, n);
	munmap(m, n);
	return n;
}

/* An unlinked file in $TMPDIR or /var/tmp, or -1. */
static int
tmp_open(void)
{
	const char *d = getenv("TMPDIR");

	if (d == NULL || *d == '\0')
		d = "/var/tmp";
	return open(d, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
}

/* The pipe read into a reused block and written to a temporary file. */
static size_t
by_tmpfile(int spliced, unsigned long *lines)
{
	char *buf = malloc(BLOCK);
	size_t total = 0, n;
	loff_t off = 0;
	ssize_t k;
	int fd;

	if (buf == NULL || (fd = tmp_open()) < 0) {
		free(buf);
		return 0;
	}
	for (;;) {
		if (spliced)
			k = splice(STDIN_FILENO, NULL, fd, &off, WANT, 0);
		else
			k = read(STDIN_FILENO, buf, BLOCK);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			break;
		if (!spliced && write(fd, buf, (size_t)k) != k)
			break;
		total += (size_t)k;
	}
	free(buf);
	n = map_count(fd, total, lines);
	close(fd);
	return n;
}

/* stdin a regular file, mapped as the file's own run maps it. */
static size_t
by_file(unsigned long *lines)
{
	struct stat st;

	if (fstat(STDIN_FILENO, &st) < 0 || !S_ISREG(st.st_mode))
		return 0;
	return map_count(STDIN_FILENO, (size_t)st.st_size, lines);
}

/*
 * Read into blocks of ARENA bytes of anonymous memory, kept till the
 * end; a block's last incomplete line is not moved (this counts only).
 */
static size_t
by_arena(int huge, int pop, unsigned long *lines)
{
	char **blk = NULL;
	size_t nblk = 0, used = ARENA, total = 0, i;
	ssize_t k;

	for (;;) {
		if (used == ARENA) {
			char **nb = realloc(blk, (nblk + 1) * sizeof(*blk));
			void *m = mmap(NULL, ARENA, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

			if (nb == NULL || m == MAP_FAILED) {
				free(nb);
				break;
			}
#ifdef MADV_HUGEPAGE
			if (huge)
				(void)madvise(m, ARENA, MADV_HUGEPAGE);
#endif
#ifdef MADV_POPULATE_WRITE
			if (pop)
				(void)madvise(m, ARENA, MADV_POPULATE_WRITE);
#else
			(void)pop;
#endif
			blk = nb;
			blk[nblk++] = m;
			used = 0;
		}
		k = read(STDIN_FILENO, blk[nblk - 1] + used, ARENA - used <
		    BLOCK ? ARENA - used : BLOCK);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			break;
		*lines += count(blk[nblk - 1] + used, (size_t)k);
		used += (size_t)k;
		total += (size_t)k;
	}
	for (i = 0; i < nblk; i++)
		munmap(blk[i], ARENA);
	free(blk);
	return total;
}

int
main(int argc, char **argv)
{
	struct rusage ru;
	unsigned long lines = 0;
	size_t n;
	int fd;

	if (argc != 2) {
		fprintf(stderr, "usage: pipe-probe "
		    "read|splice|memfd|arena|arena4k|pop4k|pophuge|tmpfile|"
		    "tmpsplice|file < pipe\n");
		return 2;
	}
#ifdef F_SETPIPE_SZ
	(void)fcntl(STDIN_FILENO, F_SETPIPE_SZ, BLOCK);
#endif
	if (strcmp(argv[1], "read") == 0)
		n = by_read();
	else if (strcmp(argv[1], "splice") == 0) {
		if ((n = by_splice(&fd)) > 0)
			close(fd);
	} else if (strcmp(argv[1], "memfd") == 0)
		n = by_memfd(&lines);
	else if (strcmp(argv[1], "arena") == 0)
		n = by_arena(1, 0, &lines);
	else if (strcmp(argv[1], "arena4k") == 0)
		n = by_arena(0, 0, &lines);
	else if (strcmp(argv[1], "pop4k") == 0)
		n = by_arena(0, 1, &lines);
	else if (strcmp(argv[1], "pophuge") == 0)
		n = by_arena(1, 1, &lines);
	else if (strcmp(argv[1], "tmpfile") == 0)
		n = by_tmpfile(0, &lines);
	else if (strcmp(argv[1], "tmpsplice") == 0)
		n = by_tmpfile(1, &lines);
	else if (strcmp(argv[1], "file") == 0)
		n = by_file(&lines);
	else {
		fprintf(stderr, "pipe-probe: no way '%s'\n", argv[1]);
		return 2;
	}
	if (n == 0) {
		fprintf(stderr, "pipe-probe: nothing read: %s\n",
		    strerror(errno));
		return 1;
	}
	getrusage(RUSAGE_SELF, &ru);
	printf("%s %.3f %.3f %.3f %zu %lu\n", argv[1],
	    seconds(&ru.ru_utime) + seconds(&ru.ru_stime),
	    seconds(&ru.ru_utime), seconds(&ru.ru_stime), n, lines);
	return 0;
}
