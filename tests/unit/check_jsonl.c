/* SPDX-License-Identifier: MIT */
/*
 * check_jsonl.c: unit tests for block reading (lib/jsonl*.c) and checked
 * output (lib/out.c).
 */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jsonl.h"
#include "out.h"
#include "unit.h"

static char tmpl[256];

static void
setup(void)
{
	papo_test_mkdir(tmpl, sizeof(tmpl), "jsonl");
}

static void
teardown(void)
{
	papo_test_rmdir(tmpl);
}

/* Write n bytes to a new file in the temporary directory; its path. */
static char *
file_with(const char *name, const char *s, size_t n)
{
	char *path = papo_test_path(tmpl, name);
	FILE *f;

	f = fopen(path, "wb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(s, 1, n, f), n);
	fclose(f);
	return path;
}

/*
 * Read everything from path with blocks of want bytes; join each line
 * as "<content>|<tlen>|<lineno>\n" into out.  Returns the last read's
 * result (0 at a clean end, -1 on error).
 */
static long
read_all(const char *path, size_t want, size_t max_line, int pipe_it,
    char *out, size_t outsize, struct papo_err *e)
{
	struct papo_reader r;
	struct papo_batch b;
	size_t used = 0, i;
	long n;
	int fds[2], saved = -1;
	pid_t pid = -1;

	out[0] = '\0';
	if (pipe_it) {
		/* feed the file through a pipe: the read(2) path, not mmap */
		ck_assert_int_eq(pipe(fds), 0);
		pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0) {
			int fd = open(path, O_RDONLY);
			static char buf[65536];
			size_t piece = lseek(fd, 0, SEEK_END) > 1 << 20 ?
			    sizeof(buf) : 7;
			ssize_t k;

			close(fds[0]);
			lseek(fd, 0, SEEK_SET);
			/* small writes, so lines arrive in pieces */
			while ((k = read(fd, buf, piece)) > 0)
				if (write(fds[1], buf, (size_t)k) != k)
					_exit(1);
			_exit(0);
		}
		close(fds[1]);
		saved = dup(STDIN_FILENO);
		dup2(fds[0], STDIN_FILENO);
		close(fds[0]);
		path = "-";
	}
	ck_assert_int_eq(papo_reader_open(&r, path, max_line, e), 0);
	papo_batch_init(&b);
	while ((n = papo_reader_read(&r, &b, want, e)) > 0)
		for (i = 0; i < b.n; i++)
			used += (size_t)snprintf(out + used, outsize - used,
			    "%.*s|%u|%llu\n", (int)b.line[i].len, b.line[i].s,
			    b.line[i].tlen,
			    (unsigned long long)b.line[i].lineno);
	papo_batch_release(&b);
	papo_reader_close(&r);
	if (pipe_it) {
		int st;

		dup2(saved, STDIN_FILENO);
		close(saved);
		waitpid(pid, &st, 0);
	}
	return n;
}

START_TEST(lines_and_terminators)
{
	static const char in[] = "{\"a\":1}\n{\"b\":2}\r\n\n  \nlast";
	static const char want[] = "{\"a\":1}|1|1\n{\"b\":2}|2|2\n"
	    "|1|3\n  |1|4\nlast|0|5\n";
	char out[4096];
	struct papo_err e;
	const char *p = file_with("a.jsonl", in, sizeof(in) - 1);
	int pipe_it;
	size_t want_bytes[] = { 1, 5, 4096, 1 << 20 };
	size_t w;

	for (pipe_it = 0; pipe_it < 2; pipe_it++)
		for (w = 0; w < 4; w++) {
			ck_assert_int_eq(read_all(p, want_bytes[w], 0, pipe_it,
			    out, sizeof(out), &e), 0);
			ck_assert_str_eq(out, want);
		}
}
END_TEST

START_TEST(long_lines_cross_blocks)
{
	size_t n = 300000, i;
	char *in = malloc(3 * n + 8), *out = malloc(4 * n);
	struct papo_err e;
	const char *p;
	int pipe_it;

	/* a short line, a 300 kB line, a short line */
	memcpy(in, "ab\n", 3);
	for (i = 0; i < n; i++)
		in[3 + i] = (char)('a' + i % 26);
	memcpy(in + 3 + n, "\ncd\n", 4);
	p = file_with("long.jsonl", in, n + 7);
	for (pipe_it = 0; pipe_it < 2; pipe_it++) {
		ck_assert_int_eq(read_all(p, 4096, 0, pipe_it, out, 4 * n, &e),
		    0);
		ck_assert(strncmp(out, "ab|1|1\nabcdefg", 14) == 0);
		ck_assert(strstr(out, "|1|2\ncd|1|3\n") != NULL);
		ck_assert_uint_eq(strlen(out), 7 + n + 5 + 7);
	}
	free(in);
	free(out);
}
END_TEST

/*
 * A long line through a pipe whose newline ends the input: nothing is
 * left to carry, and the carry buffer was never allocated (the fuzzer's
 * reader-long-line-ub: memcpy into NULL, length 0).
 */
START_TEST(long_line_ends_input)
{
	enum papo_longs longs;
	size_t n = 5000;
	char *in = malloc(n + 1);
	struct papo_reader r;
	struct papo_batch b;
	struct papo_err e;
	int fds[2], saved;
	long got, lines;

	memset(in, 'x', n);
	in[n] = '\n';
	for (longs = PAPO_LONGS_SKIP; longs <= PAPO_LONGS_KEEP; longs++) {
		/* all of it in the pipe first: one block of 4096, the rest */
		ck_assert_int_eq(pipe(fds), 0);
		ck_assert_int_eq(write(fds[1], in, n + 1), (ssize_t)n + 1);
		close(fds[1]);
		saved = dup(STDIN_FILENO);
		dup2(fds[0], STDIN_FILENO);
		close(fds[0]);
		ck_assert_int_eq(papo_reader_open(&r, "-", 100, &e), 0);
		r.longs = longs;
		papo_batch_init(&b);
		lines = 0;
		while ((got = papo_reader_read(&r, &b, 4096, &e)) > 0) {
			ck_assert_uint_eq(b.n, 1);
			ck_assert_uint_eq(b.line[0].flags, PAPO_LINE_LONG);
			ck_assert_uint_eq(b.line[0].len,
			    longs == PAPO_LONGS_KEEP ? n : 0);
			lines++;
		}
		ck_assert_int_eq(got, 0);
		ck_assert_int_eq(lines, 1);
		papo_batch_release(&b);
		papo_reader_close(&r);
		dup2(saved, STDIN_FILENO);
		close(saved);
	}
	free(in);
}
END_TEST

/*
 * Big blocks are split by several threads: same lines, same numbers.
 * 200k lines (12 MB) read in blocks of 8 MB; under valgrind and ASan
 * (PAPO_UNIT_QUICK) 80k lines (4.9 MB) in blocks of 4 MB, so that a
 * block still reaches the reader's 4 MB for a split on several threads
 * and a block still ends inside the file (valgrind: 80% of check_jsonl).
 */
START_TEST(big_blocks)
{
	size_t n = 0, cap = 12 << 20, lines = 0, k, pos, wn = 0;
	size_t nlines = (size_t)papo_test_reps(200000, 80000);
	size_t block = nlines < 200000 ? (size_t)4 << 20 : (size_t)8 << 20;
	char *in = malloc(cap), *want = malloc(3 * cap), *out = malloc(3 * cap);
	struct papo_err e;
	uint64_t s = 12345;
	const char *p;
	int pipe_it;

	/* lines of 0 to 120 bytes, some CRLF, no final newline */
	while (lines < nlines) {
		size_t len;

		s = s * 6364136223846793005ULL + 1442695040888963407ULL;
		len = (size_t)(s >> 33) % 121;
		for (k = 0; k < len; k++)
			in[n++] = (char)('a' + (lines + k) % 26);
		if (lines % 7 == 3)
			in[n++] = '\r';
		in[n++] = '\n';
		lines++;
	}
	n--;
	p = file_with("big.jsonl", in, n);
	/* what the reader must give, by a plain serial split */
	for (pos = 0, k = 1; pos < n; k++) {
		size_t len = 0, t;

		while (pos + len < n && in[pos + len] != '\n')
			len++;
		t = pos + len < n;
		if (t && len > 0 && in[pos + len - 1] == '\r')
			t = 2;
		wn += (size_t)sprintf(want + wn, "%.*s|%zu|%zu\n",
		    (int)(t == 2 ? len - 1 : len), in + pos, t, k);
		pos += len + 1;
	}
	for (pipe_it = 0; pipe_it < 2; pipe_it++) {
		ck_assert_int_eq(read_all(p, block, 0, pipe_it, out, 3 * cap,
		    &e), 0);
		ck_assert_uint_eq(strlen(out), wn);
		ck_assert(strcmp(out, want) == 0);
	}
	/* a too-long line deep in a big block: the error names its line */
	ck_assert_int_eq(read_all(p, block, 100, 0, out, 3 * cap, &e), -1);
	{
		size_t ln = 1;
		char msg[64];

		for (pos = 0;; ln++) {
			size_t len = 0;

			while (in[pos + len] != '\n')
				len++;
			if (len > 100)
				break;
			pos += len + 1;
		}
		snprintf(msg, sizeof(msg), ":%zu: line longer than 100", ln);
		ck_assert_msg(strstr(e.msg, msg) != NULL, "%s, want %s", e.msg,
		    msg);
	}
	free(in);
	free(want);
	free(out);
}
END_TEST

START_TEST(line_cap)
{
	static const char in[] = "short\nthis line is too long\nok\n";
	char out[4096];
	struct papo_err e;
	const char *p = file_with("cap.jsonl", in, sizeof(in) - 1);
	int pipe_it;

	for (pipe_it = 0; pipe_it < 2; pipe_it++) {
		papo_err_clear(&e);
		ck_assert_int_eq(read_all(p, 4096, 10, pipe_it, out,
		    sizeof(out), &e), -1);
		ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
		ck_assert_msg(strstr(e.msg, ":2: line longer than 10 bytes") !=
		    NULL, "%s", e.msg);
		/* the line before it was handed out first */
		ck_assert_str_eq(out, "short|1|1\n");
	}
}
END_TEST

START_TEST(input_list)
{
	struct papo_input in;
	struct papo_batch b;
	struct papo_err e;
	char *argv[3], a[128], bb[128];
	const char *names[8];
	const char *lines[8];
	size_t k = 0, i;
	long n;

	snprintf(a, sizeof(a), "%s", file_with("1.jsonl", "x\ny\n", 4));
	snprintf(bb, sizeof(bb), "%s", file_with("2.jsonl", "z", 1));
	argv[0] = a;
	argv[1] = bb;
	ck_assert_int_eq(papo_input_init(&in, 2, argv, 0, &e), 0);
	papo_input_keep(&in);
	papo_batch_init(&b);
	while ((n = papo_input_read(&in, &b, 4096, &e)) > 0)
		for (i = 0; i < b.n; i++) {
			names[k] = b.name;
			lines[k++] = b.line[i].s;
		}
	ck_assert_int_eq(n, 0);
	ck_assert_uint_eq(k, 3);
	/* keep: every line is still readable after the end */
	ck_assert(strncmp(lines[0], "x", 1) == 0);
	ck_assert(strncmp(lines[1], "y", 1) == 0);
	ck_assert(strncmp(lines[2], "z", 1) == 0);
	ck_assert_str_eq(names[0], a);
	ck_assert_str_eq(names[2], bb);
	papo_batch_release(&b);
	papo_input_release(&in);

	argv[2] = (char *)"/nonexistent/x.jsonl";
	ck_assert_int_lt(papo_input_init(&in, 3, argv, 0, &e), 0);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	ck_assert_str_eq(e.msg, "cannot open '/nonexistent/x.jsonl': "
	    "No such file or directory");
	argv[0] = tmpl;
	ck_assert_int_lt(papo_input_init(&in, 1, argv, 0, &e), 0);
	ck_assert(strstr(e.msg, "Is a directory") != NULL);
}
END_TEST

/*
 * Two batches alternated: a batch's lines stay valid through the next
 * read, across file ends (the ended file's mapping outlives that read).
 */
/*
 * A small regular file is read in a block of its size, not of the
 * batch's (640 KiB to 10 MiB: malloc maps such blocks for itself, and
 * ASan poisons all of their shadow), and a read after the end makes
 * no block at all (a tool asks for the next batch while it parses the
 * last); a pipe's read after its end makes none either.  A file that
 * grows after it was opened is still read to its new end.
 */
START_TEST(small_file_small_blocks)
{
	static const char text[] = "{\"a\": 1}\n{\"a\": 2}\n{\"a\": 3}";
	struct papo_reader r;
	struct papo_batch b[2];
	struct papo_err e;
	char *path = file_with("small.jsonl", text, sizeof(text) - 1);
	FILE *f;
	long n;

	ck_assert_int_eq(papo_reader_open(&r, path, 0, &e), 0);
	papo_batch_init(&b[0]);
	papo_batch_init(&b[1]);
	ck_assert_int_eq(papo_reader_read(&r, &b[0], (size_t)512 << 10, &e),
	    3);
	ck_assert_uint_le(b[0].memcap, 8192);
	ck_assert(b[0].line[2].len == 8 &&
	    memcmp(b[0].line[2].s, "{\"a\": 3}", 8) == 0);
	ck_assert_int_eq(papo_reader_read(&r, &b[1], (size_t)8 << 20, &e), 0);
	ck_assert_uint_eq(b[1].memcap, 0);
	papo_batch_release(&b[0]);
	papo_batch_release(&b[1]);
	papo_reader_close(&r);

	/* grown after it was opened: the new lines are read too */
	path = file_with("grows.jsonl", "{\"a\": 1}\n", 9);
	ck_assert_int_eq(papo_reader_open(&r, path, 0, &e), 0);
	f = fopen(path, "ab");
	ck_assert_ptr_nonnull(f);
	for (n = 0; n < 2000; n++)
		fprintf(f, "{\"a\": %ld}\n", n + 2);
	fclose(f);
	papo_batch_init(&b[0]);
	n = 0;
	for (;;) {
		long k = papo_reader_read(&r, &b[0], (size_t)512 << 10, &e);

		ck_assert_int_ge(k, 0);
		if (k == 0)
			break;
		n += k;
		ck_assert(b[0].line[b[0].n - 1].s[b[0].line[b[0].n - 1].len -
		    1] == '}');
	}
	ck_assert_int_eq(n, 2001);
	papo_batch_release(&b[0]);
	papo_reader_close(&r);

	/* a pipe: its end read, the next read makes no block */
	{
		int fds[2], saved = dup(STDIN_FILENO);

		ck_assert_int_eq(pipe(fds), 0);
		ck_assert_int_eq(write(fds[1], text, sizeof(text) - 1),
		    (ssize_t)sizeof(text) - 1);
		close(fds[1]);
		dup2(fds[0], STDIN_FILENO);
		close(fds[0]);
		ck_assert_int_eq(papo_reader_open(&r, "-", 0, &e), 0);
		papo_batch_init(&b[0]);
		papo_batch_init(&b[1]);
		ck_assert_int_eq(papo_reader_read(&r, &b[0], 4096, &e), 3);
		ck_assert_int_eq(papo_reader_read(&r, &b[1], (size_t)8 << 20,
		    &e), 0);
		ck_assert_uint_eq(b[1].memcap, 0);
		papo_batch_release(&b[0]);
		papo_batch_release(&b[1]);
		papo_reader_close(&r);
		dup2(saved, STDIN_FILENO);
		close(saved);
	}
}
END_TEST

START_TEST(alternating_batches)
{
	struct papo_input in;
	struct papo_batch b[2];
	struct papo_err e;
	char *argv[3], p1[128], p2[128], p3[128], *big;
	size_t i, seen = 0, n = 20000, k;
	long got;
	int cur = 0, have_prev = 0;

	big = malloc(n * 8 + 1);
	for (i = 0; i < n; i++)
		snprintf(big + i * 8, 9, "%07zu\n", i);
	snprintf(p1, sizeof(p1), "%s", file_with("a.jsonl", big, 8 * n / 2));
	snprintf(p2, sizeof(p2), "%s", file_with("e.jsonl", "", 0));
	snprintf(p3, sizeof(p3), "%s", file_with("b.jsonl", big + 8 * n / 2,
	    8 * n / 2));
	argv[0] = p1;
	argv[1] = p2;
	argv[2] = p3;
	ck_assert_int_eq(papo_input_init(&in, 3, argv, 0, &e), 0);
	papo_batch_init(&b[0]);
	papo_batch_init(&b[1]);
	for (;;) {
		got = papo_input_read(&in, &b[cur], 4096, &e);
		ck_assert_int_ge(got, 0);
		/* the previous batch is still readable, after this read */
		if (have_prev)
			for (k = 0; k < b[!cur].n; k++) {
				char want[8];

				snprintf(want, sizeof(want), "%07zu",
				    seen - b[!cur].n + k);
				ck_assert(b[!cur].line[k].len == 7 &&
				    memcmp(b[!cur].line[k].s, want, 7) == 0);
			}
		if (got == 0)
			break;
		seen += b[cur].n;
		have_prev = 1;
		cur = !cur;
	}
	ck_assert_uint_eq(seen, n);
	papo_batch_release(&b[0]);
	papo_batch_release(&b[1]);
	papo_input_release(&in);
	free(big);
}
END_TEST

START_TEST(output_errors)
{
	struct papo_out o;
	struct papo_err e;
	int fd = open("/dev/full", O_WRONLY);
	static char big[300000];

	ck_assert_int_ge(fd, 0);
	papo_out_init(&o, fd, "<stdout>");
	/* small writes are buffered; the flush fails */
	ck_assert_int_eq(papo_out_write(&o, "abc", 3, &e), 0);
	ck_assert_int_lt(papo_out_flush(&o, &e), 0);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	ck_assert_str_eq(e.msg, "write error on <stdout>: No space left on "
	    "device");
	/* and every later call fails the same way */
	ck_assert_int_lt(papo_out_write(&o, big, sizeof(big), &e), 0);
	papo_out_release(&o);
	close(fd);
}
END_TEST

START_TEST(output_order)
{
	struct papo_out o;
	struct papo_err e;
	char *path, buf[400100];
	static char big[300000];
	int fd;
	FILE *f;
	size_t n;

	memset(big, 'b', sizeof(big));
	path = papo_test_path(tmpl, "out");
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	papo_out_init(&o, fd, path);
	/* small, big (written directly), small: order must hold */
	ck_assert_int_eq(papo_out_write(&o, "head", 4, &e), 0);
	ck_assert_int_eq(papo_out_write(&o, big, sizeof(big), &e), 0);
	ck_assert_int_eq(papo_out_write(&o, "tail", 4, &e), 0);
	ck_assert_int_eq(papo_out_flush(&o, &e), 0);
	papo_out_release(&o);
	close(fd);
	f = fopen(path, "rb");
	n = fread(buf, 1, sizeof(buf), f);
	fclose(f);
	ck_assert_uint_eq(n, sizeof(big) + 8);
	ck_assert(memcmp(buf, "head", 4) == 0 && buf[4] == 'b');
	ck_assert(memcmp(buf + n - 4, "tail", 4) == 0);
}
END_TEST

/*
 * The output's buffer is made at the first write it holds: a run that
 * writes nothing (a tool refusing an option) makes none, nor does one
 * whose only write goes straight to the descriptor; what is written
 * comes out whole and in order either way.
 */
START_TEST(output_buffer_when_used)
{
	struct papo_out o;
	struct papo_err e;
	char *path, buf[300100];
	static char big[300000];
	int fd;
	FILE *f;
	size_t n;

	path = papo_test_path(tmpl, "lazy");
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	papo_out_init(&o, fd, path);
	ck_assert_ptr_null(o.buf);
	ck_assert_int_eq(papo_out_flush(&o, &e), 0);
	ck_assert_int_eq(papo_out_write(&o, NULL, 0, &e), 0);
	memset(big, 'b', sizeof(big));
	ck_assert_int_eq(papo_out_write(&o, big, sizeof(big), &e), 0);
	ck_assert_ptr_null(o.buf);
	ck_assert_int_eq(papo_out_write(&o, "tail", 4, &e), 0);
	ck_assert_ptr_nonnull(o.buf);
	ck_assert_int_eq(papo_out_flush(&o, &e), 0);
	papo_out_release(&o);
	close(fd);
	f = fopen(path, "rb");
	n = fread(buf, 1, sizeof(buf), f);
	fclose(f);
	ck_assert_uint_eq(n, sizeof(big) + 4);
	ck_assert(buf[0] == 'b' && memcmp(buf + n - 4, "tail", 4) == 0);
	/* released without a write: nothing to free, nothing written */
	papo_out_init(&o, fd, path);
	papo_out_release(&o);
	ck_assert_ptr_null(o.buf);
}
END_TEST

/* writev through a pipe: partial writes must resume where they stopped */
START_TEST(output_writev_partial)
{
	enum { N = 3000 };
	struct papo_out o;
	struct papo_err e;
	struct iovec iov[N];
	static char piece[N][200];
	int fds[2], i;
	pid_t pid;
	char *path = papo_test_path(tmpl, "v");

	for (i = 0; i < N; i++) {
		memset(piece[i], 'a' + i % 26, sizeof(piece[i]));
		iov[i].iov_base = piece[i];
		iov[i].iov_len = 1 + (size_t)i % 200;
	}
	ck_assert_int_eq(pipe(fds), 0);
	pid = fork();
	if (pid == 0) {
		/* a slow reader: the pipe fills and writev returns short */
		FILE *f = fopen(path, "wb");
		char buf[333];
		ssize_t k;

		close(fds[1]);
		while ((k = read(fds[0], buf, sizeof(buf))) > 0) {
			fwrite(buf, 1, (size_t)k, f);
			usleep(10);
		}
		fclose(f);
		_exit(0);
	}
	close(fds[0]);
	papo_out_init(&o, fds[1], "<pipe>");
	ck_assert_int_eq(papo_out_write(&o, "<", 1, &e), 0);
	ck_assert_int_eq(papo_out_writev(&o, iov, N, &e), 0);
	ck_assert_int_eq(papo_out_write(&o, ">", 1, &e), 0);
	ck_assert_int_eq(papo_out_flush(&o, &e), 0);
	papo_out_release(&o);
	close(fds[1]);
	waitpid(pid, NULL, 0);
	{
		FILE *f = fopen(path, "rb");
		size_t want = 2, got = 0, off = 1;
		char *all;
		int ok = 1;

		for (i = 0; i < N; i++)
			want += 1 + (size_t)i % 200;
		all = malloc(want + 1);
		got = fread(all, 1, want + 1, f);
		fclose(f);
		ck_assert_uint_eq(got, want);
		ck_assert(all[0] == '<' && all[want - 1] == '>');
		for (i = 0; i < N && ok; i++) {
			size_t k, len = 1 + (size_t)i % 200;

			for (k = 0; k < len; k++)
				if (all[off + k] != 'a' + i % 26)
					ok = 0;
			off += len;
		}
		ck_assert(ok);
		free(all);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("jsonl");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, lines_and_terminators);
	tcase_add_test(t, long_lines_cross_blocks);
	tcase_add_test(t, long_line_ends_input);
	tcase_add_test(t, big_blocks);
	tcase_add_test(t, line_cap);
	tcase_add_test(t, input_list);
	tcase_add_test(t, alternating_batches);
	tcase_add_test(t, small_file_small_blocks);
	tcase_add_test(t, output_errors);
	tcase_add_test(t, output_order);
	tcase_add_test(t, output_buffer_when_used);
	tcase_add_test(t, output_writev_partial);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
