/* SPDX-License-Identifier: MIT */
/*
 * fuzz_reader.c: libFuzzer target for the reader (lib/jsonl*.c): the same
 * bytes read as a mapped file and through a pipe, in blocks of several
 * sizes, with lines over a small cap kept or skipped and ROLL's lines of
 * lists on or off, give the same lines, numbered the same.
 */
#include <sys/mman.h>

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "jsonl.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c) do { if (!(c)) abort(); } while (0)

/*
 * Read all of fd's file (path names it) with the settings, into out as
 * "flags lineno len content\n" a line; the last read's status, or -2
 * when the file's first bytes are not JSONL.
 */
static long
read_all(const char *path, int longs, int columns, size_t want,
    struct papo_buf *out)
{
	struct papo_reader r;
	struct papo_batch b;
	struct papo_err e;
	long n;
	size_t i;

	CHECK(papo_reader_open(&r, path, 64, &e) == 0);
	r.longs = (enum papo_longs)longs;
	r.columns = columns;
	papo_batch_init(&b);
	while ((n = papo_reader_read(&r, &b, want, &e)) > 0)
		for (i = 0; i < b.n; i++) {
			const struct papo_line *l = &b.line[i];

			CHECK(l->flags == 0 || l->flags == PAPO_LINE_LONG);
			CHECK((l->flags & PAPO_LINE_LONG) || l->len <= 64 ||
			    columns);
			papo_buf_addf(out, "%u %llu %zu ", l->flags,
			    (unsigned long long)l->lineno, l->len);
			papo_buf_add(out, l->s, l->len);
			papo_buf_addc(out, '\n');
		}
	if (n < 0) {
		CHECK(e.status == PAPO_EX_DATAERR || e.status == PAPO_EX_IOERR);
		n = -2;
	}
	papo_batch_release(&b);
	papo_reader_close(&r);
	return n;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64];
	struct papo_buf a = PAPO_BUF_INIT, b = PAPO_BUF_INIT;
	int fd, longs, columns, p[2], saved;
	long ra, rb;
	size_t want;

	/* a pipe holds the input whole: small inputs only */
	if (size > 32768)
		return 0;
	fd = memfd_create("fuzz", 0);
	CHECK(fd >= 0);
	CHECK(write(fd, data, size) == (ssize_t)size);
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	for (longs = PAPO_LONGS_SKIP; longs <= PAPO_LONGS_KEEP; longs++)
		for (columns = 0; columns <= 1; columns++)
			for (want = 4096; want <= 65536; want *= 16) {
				papo_buf_reset(&a);
				papo_buf_reset(&b);
				/* mapped */
				ra = read_all(path, longs, columns, want, &a);
				/* standard input, a pipe */
				CHECK(pipe(p) == 0);
				if (size > 0)
					CHECK(write(p[1], data, size) ==
					    (ssize_t)size);
				close(p[1]);
				saved = dup(STDIN_FILENO);
				CHECK(dup2(p[0], STDIN_FILENO) == STDIN_FILENO);
				close(p[0]);
				rb = read_all("-", longs, columns, want, &b);
				CHECK(dup2(saved, STDIN_FILENO) == STDIN_FILENO);
				close(saved);
				CHECK(ra == rb);
				CHECK(a.len == b.len && (a.len == 0 ||
				    memcmp(a.s, b.s, a.len) == 0));
			}
	close(fd);
	papo_buf_release(&a);
	papo_buf_release(&b);
	return 0;
}
