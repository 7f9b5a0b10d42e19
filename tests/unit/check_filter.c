/* SPDX-License-Identifier: MIT */
/*
 * check_filter.c: unit tests for the record loop (lib/filter.c): one
 * bad-line policy at any batch size and thread count, long lines, keep
 * mode, standard input, and records that flow as they arrive.
 */
#include <sys/wait.h>

#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "buf.h"
#include "filter.h"
#include "xalloc.h"
#include "unit.h"

static char dir[256];
static int saved_stdin = -1;

/* Tests replace standard input; without fork (valgrind) they share it. */
static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "filter");
	saved_stdin = dup(STDIN_FILENO);
}

static void
teardown(void)
{
	if (saved_stdin >= 0) {
		dup2(saved_stdin, STDIN_FILENO);
		close(saved_stdin);
	}
	papo_test_rmdir(dir);
}


static void
write_file(const char *path, const char *s, size_t n)
{
	FILE *fp = fopen(path, "wb");

	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(s, 1, n, fp), n);
	fclose(fp);
}

static char *
slurp(const char *path, size_t *n)
{
	FILE *fp = fopen(path, "rb");
	struct papo_buf b = PAPO_BUF_INIT;
	char tmp[65536];
	size_t k;

	ck_assert_ptr_nonnull(fp);
	while ((k = fread(tmp, 1, sizeof(tmp), fp)) > 0)
		papo_buf_add(&b, tmp, k);
	fclose(fp);
	return papo_buf_detach(&b, n);
}

/*
 * The toy tool: a record is a line that starts with '{'; its output is
 * the line with ",ok" before its last byte.  consume logs "FILE:LINE:K "
 * for each record (K: o ok, b blank, x bad).
 */
struct trec {
	struct papo_rec h;
	int value;
};

struct ttool {
	struct papo_filter *f;
	struct papo_buf log;
	long reject_at;		/* consume rejects this line, when > 0 */
	long fail_at;		/* consume fails at this line, when > 0 */
	size_t drops;
	int fds;		/* most descriptors open during consume */
};

/* The number of open file descriptors. */
static int
open_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while (readdir(d) != NULL)
		n++;
	closedir(d);
	return n - 3;		/* ".", ".." and d's own */
}

static int
t_parse(void *tool, void *worker, struct papo_rec *rec, struct papo_buf *out,
    struct papo_err *e)
{
	struct trec *r = (struct trec *)rec;

	(void)tool;
	(void)worker;
	if (rec->s[0] != '{')
		return papo_err_set(e, PAPO_EX_DATAERR, "not an object");
	r->value = 1;
	if (out != NULL) {
		papo_buf_add(out, rec->s, rec->len - 1);
		papo_buf_adds(out, ",ok");
		papo_buf_addc(out, rec->s[rec->len - 1]);
	}
	return 0;
}

static int
t_consume(void *tool, void *recs, size_t from, size_t to, struct papo_err *e)
{
	struct ttool *t = tool;
	size_t i;

	for (i = from; i < to; i++) {
		struct trec *r = (struct trec *)recs + i;
		char k = r->h.kind == PAPO_REC_OK ? 'o' :
		    r->h.kind == PAPO_REC_BLANK ? 'b' : 'x';

		if (r->h.kind == PAPO_REC_OK)
			ck_assert_int_eq(r->value, 1);
		if (open_fds() > t->fds)
			t->fds = open_fds();
		if ((long)r->h.lineno == t->fail_at)
			return papo_err_set(e, PAPO_EX_DATAERR, "failed here");
		if ((long)r->h.lineno == t->reject_at &&
		    papo_filter_reject(t->f, r->h.file, r->h.lineno,
		    "rejected", e) < 0)
			return -1;
		papo_buf_addf(&t->log, "%s:%llu:%c ",
		    papo_filter_name(t->f, r->h.file),
		    (unsigned long long)r->h.lineno, k);
	}
	return 0;
}

static void
t_drop(void *tool, void *rec)
{
	(void)rec;
	((struct ttool *)tool)->drops++;
}

static const struct papo_filter_ops tops = {
	sizeof(struct trec), t_parse, t_consume, t_drop
};

/* Reports under -k, in order. */
static struct papo_buf reports;

static void
t_report(void *ctx, const char *file, uint64_t lineno, const char *msg)
{
	(void)ctx;
	papo_buf_addf(&reports, "%s:%llu: %s\n", file,
	    (unsigned long long)lineno, msg);
}

struct setting {
	size_t batch;
	int threads;
	int emit;
	int keep_going;
	int keep;
	size_t max_line;
};

struct result {
	int rc;
	struct papo_err e;
	char *out;		/* what was written */
	size_t outlen;
	char *log;		/* what was consumed */
	size_t nbad;
	size_t drops;
	int fds;
};

/* Run the toy tool over argv with setting s; output goes to a file. */
static void
run(const struct setting *s, int argc, char **argv, struct result *res)
{
	struct papo_filter f;
	struct ttool t;
	char *outpath = papo_test_path(dir, "out");
	int fd;

	memset(&t, 0, sizeof(t));
	memset(res, 0, sizeof(*res));
	papo_buf_reset(&reports);
#ifdef _OPENMP
	omp_set_num_threads(s->threads);
#endif
	papo_filter_init(&f);
	fd = open(outpath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	ck_assert_int_ge(fd, 0);
	f.out.fd = fd;
	f.ops = &tops;
	f.tool = &t;
	t.f = &f;
	f.batch = s->batch;
	f.emit = s->emit;
	f.keep = s->keep;
	f.keep_going = s->keep_going;
	f.report = t_report;
	t.reject_at = t.fail_at = 0;
	if (getenv("T_REJECT"))
		t.reject_at = atol(getenv("T_REJECT"));
	if (getenv("T_FAIL"))
		t.fail_at = atol(getenv("T_FAIL"));
	ck_assert_int_eq(papo_filter_open(&f, argc, argv, s->max_line,
	    &res->e), 0);
	res->rc = papo_filter_run(&f, &res->e);
	if (papo_filter_flush(&f, &res->e) < 0)
		res->rc = -2;
	close(fd);
	res->nbad = f.nbad;
	res->drops = t.drops;
	res->fds = t.fds;
	if (s->keep && res->rc == 0) {
		/* every record and its line are still there */
		size_t n, i;
		struct trec *r = papo_filter_recs(&f, &n);

		for (i = 0; i < n; i++)
			ck_assert(r[i].h.len == 0 || r[i].h.s[0] != '\0');
	}
	papo_filter_release(&f);
	res->out = slurp(outpath, &res->outlen);
	res->log = papo_buf_detach(&t.log, NULL);
}

static void
result_free(struct result *r)
{
	free(r->out);
	free(r->log);
}

/*
 * n lines {"i":K} of varied length; line bad (when > 0) is "oops";
 * blank lines every 97th line.  Writes the expected output of lines
 * [1, upto] in emit mode to *want, and the consume log to *log.
 */
static char *
make_input(const char *name, int n, int bad, int upto, int keep_going,
    struct papo_buf *want, struct papo_buf *log)
{
	struct papo_buf in = PAPO_BUF_INIT;
	char *path = papo_xstrdup(papo_test_path(dir, name));
	int i;

	for (i = 1; i <= n; i++) {
		struct papo_buf line = PAPO_BUF_INIT;
		int blank = i % 97 == 0;

		if (i == bad)
			papo_buf_adds(&line, "oops");
		else if (blank)
			papo_buf_adds(&line, "  ");
		else
			papo_buf_addf(&line, "{\"i\":%d,\"pad\":\"%.*s\"}", i,
			    i % 50, "........................."
			    ".........................");
		papo_buf_add(&in, line.s, line.len);
		papo_buf_addc(&in, '\n');
		if (i <= upto) {
			if (i == bad || blank)
				papo_buf_add(want, line.s, line.len);
			else {
				papo_buf_add(want, line.s, line.len - 1);
				papo_buf_adds(want, ",ok}");
			}
			papo_buf_addc(want, '\n');
			papo_buf_addf(log, "%s:%d:%c ", path, i, i == bad ?
			    'x' : blank ? 'b' : 'o');
		}
		papo_buf_release(&line);
	}
	(void)keep_going;
	write_file(path, in.s, in.len);
	papo_buf_release(&in);
	return path;
}

static const size_t batches[] = { 4096, 20000, 1 << 20 };

/* Without -k, a bad line stops the run just before it, at any batch size. */
START_TEST(test_stop_at_bad_line)
{
	struct papo_buf want = PAPO_BUF_INIT, log = PAPO_BUF_INIT;
	int n = (int)papo_test_reps(6000, 600), bad = n * 7 / 10;
	char *path = make_input("in", n, bad, bad - 1, 0, &want, &log);
	char msg[512];
	size_t bi;
	int th, em;

	snprintf(msg, sizeof(msg), "%s:%d: not an object", path, bad);
	for (bi = 0; bi < sizeof(batches) / sizeof(batches[0]); bi++)
		for (th = 1; th <= 2; th++)
			for (em = 0; em <= 1; em++) {
				struct setting s = { batches[bi], th, em, 0, 0,
				    0 };
				struct result r;

				run(&s, 1, &path, &r);
				ck_assert_msg(r.rc == -1, "batch %zu threads "
				    "%d emit %d: %d", batches[bi], th, em,
				    r.rc);
				ck_assert_int_eq(r.e.status, PAPO_EX_DATAERR);
				ck_assert_str_eq(r.e.msg, msg);
				ck_assert_str_eq(r.log, log.s);
				if (em)
					ck_assert(r.outlen == want.len &&
					    memcmp(r.out, want.s, want.len) ==
					    0);
				else
					ck_assert_uint_eq(r.outlen, 0);
				ck_assert_uint_eq(reports.len, 0);
				result_free(&r);
			}
	free(path);
	papo_buf_release(&want);
	papo_buf_release(&log);
}
END_TEST

/* With -k every record goes through, the bad one as it is, reported. */
START_TEST(test_keep_going)
{
	struct papo_buf want = PAPO_BUF_INIT, log = PAPO_BUF_INIT;
	int n = (int)papo_test_reps(6000, 600);
	char *path = make_input("in", n, 17, n, 1, &want, &log);
	char msg[512];
	size_t bi;

	snprintf(msg, sizeof(msg), "%s:17: not an object\n", path);
	for (bi = 0; bi < sizeof(batches) / sizeof(batches[0]); bi++) {
		struct setting s = { batches[bi], 2, 1, 1, 0, 0 };
		struct result r;

		run(&s, 1, &path, &r);
		ck_assert_int_eq(r.rc, 0);
		ck_assert_uint_eq(r.nbad, 1);
		ck_assert_str_eq(reports.s, msg);
		ck_assert_str_eq(r.log, log.s);
		ck_assert(r.outlen == want.len &&
		    memcmp(r.out, want.s, want.len) == 0);
		result_free(&r);
	}
	free(path);
	papo_buf_release(&want);
	papo_buf_release(&log);
}
END_TEST

/*
 * Run the toy tool in a child whose standard input is a pipe fed from
 * data; returns the child's exit status (0 when its checks passed).
 */
static void
feed_stdin(const char *data, size_t n)
{
	int p[2];
	pid_t pid;

	ck_assert_int_eq(pipe(p), 0);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		size_t off = 0;

		close(p[0]);
		while (off < n) {
			ssize_t k = write(p[1], data + off, n - off);

			if (k <= 0)
				_exit(1);
			off += (size_t)k;
		}
		_exit(0);
	}
	close(p[1]);
	ck_assert_int_eq(dup2(p[0], STDIN_FILENO), STDIN_FILENO);
	close(p[0]);
}

/* A line over the cap is a bad line: passed on whole with -k, from a
 * mapped file and from a pipe; without -k the run stops there. */
START_TEST(test_long_line)
{
	struct papo_buf in = PAPO_BUF_INIT, want = PAPO_BUF_INIT;
	struct setting s = { 4096, 2, 1, 1, 0, 1000 };
	struct result r;
	char *path = papo_test_path(dir, "long"), *dash = (char *)"-";
	char msg[512];
	int i, st;

	papo_buf_adds(&in, "{\"a\":1}\n{\"b\":\"");
	for (i = 0; i < 30000; i++)
		papo_buf_addc(&in, 'a' + i % 26);
	papo_buf_adds(&in, "\"}\r\n{\"c\":3}\n");
	write_file(path, in.s, in.len);
	papo_buf_adds(&want, "{\"a\":1,ok}\n");
	papo_buf_add(&want, strchr(in.s, '\n') + 1,
	    (size_t)(strstr(in.s, "\r\n") + 2 - strchr(in.s, '\n') - 1));
	papo_buf_adds(&want, "{\"c\":3,ok}\n");

	run(&s, 1, &path, &r);
	ck_assert_int_eq(r.rc, 0);
	ck_assert_uint_eq(r.nbad, 1);
	ck_assert(r.outlen == want.len && memcmp(r.out, want.s, want.len) ==
	    0);
	snprintf(msg, sizeof(msg), "%s:2: line longer than 1000 bytes "
	    "(raise --max-line)\n", path);
	ck_assert_str_eq(reports.s, msg);
	result_free(&r);

	/* from a pipe: the line is kept aside, then written as it was */
	feed_stdin(in.s, in.len);
	run(&s, 1, &dash, &r);
	wait(&st);
	ck_assert_int_eq(r.rc, 0);
	ck_assert(r.outlen == want.len && memcmp(r.out, want.s, want.len) ==
	    0);
	ck_assert_str_eq(reports.s,
	    "<stdin>:2: line longer than 1000 bytes (raise --max-line)\n");
	result_free(&r);

	/* without -k: the record before it goes out, then the error */
	s.keep_going = 0;
	feed_stdin(in.s, in.len);
	run(&s, 1, &dash, &r);
	wait(&st);
	ck_assert_int_eq(r.rc, -1);
	ck_assert_str_eq(r.e.msg,
	    "<stdin>:2: line longer than 1000 bytes (raise --max-line)");
	ck_assert_uint_eq(r.outlen, strlen("{\"a\":1,ok}\n"));
	result_free(&r);

	/* not written by the tool: counted, its content not kept */
	s.keep_going = 1;
	s.emit = 0;
	feed_stdin(in.s, in.len);
	run(&s, 1, &dash, &r);
	wait(&st);
	ck_assert_int_eq(r.rc, 0);
	ck_assert_str_eq(r.log, "<stdin>:1:o <stdin>:2:x <stdin>:3:o ");
	result_free(&r);
	papo_buf_release(&in);
	papo_buf_release(&want);
}
END_TEST

/* Standard input named twice is read once, from where it stands. */
START_TEST(test_stdin_twice)
{
	struct setting s = { 4096, 1, 1, 0, 0, 0 };
	struct result r;
	char *args[] = { (char *)"-", (char *)"-" };
	char *path = papo_test_path(dir, "in");
	int fd;

	write_file(path, "{\"a\":1}\n{\"a\":2}\n", 16);
	fd = open(path, O_RDONLY);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(dup2(fd, STDIN_FILENO), STDIN_FILENO);
	close(fd);
	run(&s, 2, args, &r);
	ck_assert_int_eq(r.rc, 0);
	ck_assert_str_eq(r.out, "{\"a\":1,ok}\n{\"a\":2,ok}\n");
	ck_assert_str_eq(r.log, "<stdin>:1:o <stdin>:2:o ");
	result_free(&r);
}
END_TEST

/*
 * A coprocess: the next record is only written once the answer to the
 * one before has been read.  A filter that waited for a full batch or
 * the end of input would never answer (the test would time out).
 */
START_TEST(test_flow)
{
	int in[2], out[2], st;
	pid_t pid;
	struct papo_filter f;
	struct ttool t;
	struct papo_err e;

	ck_assert_int_eq(pipe(in), 0);
	ck_assert_int_eq(pipe(out), 0);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		char buf[256];
		int i;

		close(in[0]);
		close(out[1]);
		for (i = 0; i < 3; i++) {
			ssize_t k;
			int len = snprintf(buf, sizeof(buf), "{\"n\":%d}\n", i);

			if (write(in[1], buf, (size_t)len) != len)
				_exit(2);
			k = read(out[0], buf, sizeof(buf));
			if (k != len + 3)
				_exit(3);
		}
		_exit(0);
	}
	close(in[1]);
	close(out[0]);
	ck_assert_int_eq(dup2(in[0], STDIN_FILENO), STDIN_FILENO);
	close(in[0]);
	memset(&t, 0, sizeof(t));
	papo_filter_init(&f);
	f.out.fd = out[1];
	f.ops = &tops;
	f.tool = &t;
	t.f = &f;
	f.emit = 1;
	ck_assert_int_eq(papo_filter_open(&f, 0, NULL, 0, &e), 0);
	ck_assert_int_eq(papo_filter_run(&f, &e), 0);
	ck_assert_int_eq(papo_filter_flush(&f, &e), 0);
	papo_filter_release(&f);
	close(out[1]);
	free(t.log.s);
	ck_assert_int_eq(waitpid(pid, &st, 0), pid);
	ck_assert(WIFEXITED(st));
	ck_assert_int_eq(WEXITSTATUS(st), 0);
}
END_TEST

/* Keep mode over many files: the descriptors are not all held open. */
START_TEST(test_many_files)
{
	char *args[300];
	int base = open_fds(), nf = (int)papo_test_reps(300, 40);
	struct setting s = { 4096, 2, 0, 0, 1, 0 };
	struct result r;
	struct papo_buf want = PAPO_BUF_INIT;
	int i;

	for (i = 0; i < nf; i++) {
		char name[32], line[64];
		int n;

		snprintf(name, sizeof(name), "f%03d", i);
		args[i] = papo_xstrdup(papo_test_path(dir, name));
		n = snprintf(line, sizeof(line), "{\"f\":%d}\n", i);
		write_file(args[i], line, (size_t)n);
		papo_buf_addf(&want, "%s:1:o ", args[i]);
	}
	run(&s, nf, args, &r);
	ck_assert_int_eq(r.rc, 0);
	ck_assert_str_eq(r.log, want.s);
	/* the output file, and at most the one being read */
	ck_assert_int_le(r.fds, base + 2);
	result_free(&r);
	s.keep = 0;
	s.emit = 1;
	run(&s, nf, args, &r);
	ck_assert_int_eq(r.rc, 0);
	ck_assert_str_eq(r.log, want.s);
	ck_assert_int_le(r.fds, base + 2);
	result_free(&r);
	for (i = 0; i < nf; i++)
		free(args[i]);
	papo_buf_release(&want);
}
END_TEST

/* A record the tool refuses in consume follows the same policy. */
START_TEST(test_reject_and_fail)
{
	struct papo_buf want = PAPO_BUF_INIT, log = PAPO_BUF_INIT;
	char *path = make_input("in", 3000, 0, 0, 0, &want, &log);
	struct setting s = { 4096, 2, 0, 1, 0, 0 };
	struct result r;
	char msg[512];

	setenv("T_REJECT", "2500", 1);
	run(&s, 1, &path, &r);
	ck_assert_int_eq(r.rc, 0);
	ck_assert_uint_eq(r.nbad, 1);
	snprintf(msg, sizeof(msg), "%s:2500: rejected\n", path);
	ck_assert_str_eq(reports.s, msg);
	result_free(&r);

	s.keep_going = 0;
	run(&s, 1, &path, &r);
	ck_assert_int_eq(r.rc, -1);
	snprintf(msg, sizeof(msg), "%s:2500: rejected", path);
	ck_assert_str_eq(r.e.msg, msg);
	result_free(&r);
	unsetenv("T_REJECT");

	/* a failing consume stops the run; the rest is dropped, not lost */
	setenv("T_FAIL", "10", 1);
	run(&s, 1, &path, &r);
	ck_assert_int_eq(r.rc, -1);
	ck_assert_str_eq(r.e.msg, "failed here");
	ck_assert_uint_gt(r.drops, 0);
	result_free(&r);
	unsetenv("T_FAIL");
	free(path);
	papo_buf_release(&want);
	papo_buf_release(&log);
}
END_TEST

/* Pull mode: records one by one, and never a wait on a pipe. */
START_TEST(test_pull)
{
	struct papo_filter f;
	struct ttool t;
	struct papo_err e;
	struct papo_rec *r;
	void *v;
	char *path = papo_test_path(dir, "pull"), buf[4], *dash = (char *)"-";
	struct papo_buf log = PAPO_BUF_INIT;
	int k, p[2], go[2], st;
	pid_t pid;

	write_file(path, "{\"a\":1}\n\noops\n{\"b\":2}", 21);
	memset(&t, 0, sizeof(t));
	papo_buf_reset(&reports);
	papo_filter_init(&f);
	f.ops = &tops;
	f.tool = &t;
	t.f = &f;
	f.pull = 1;
	f.keep_going = 1;
	f.report = t_report;
	ck_assert_int_eq(papo_filter_open(&f, 1, &path, 0, &e), 0);
	while ((k = papo_filter_next(&f, &v, &e)) == 1) {
		r = v;
		papo_buf_addf(&log, "%llu:%d ", (unsigned long long)r->lineno,
		    r->kind);
	}
	ck_assert_int_eq(k, 2);
	ck_assert_str_eq(log.s, "1:0 2:1 3:2 4:0 ");
	ck_assert_uint_eq(f.nbad, 1);
	ck_assert(strstr(reports.s, ":3: not an object") != NULL);
	papo_filter_release(&f);

	/* without -k the bad line is the end, with its place */
	papo_filter_init(&f);
	f.ops = &tops;
	f.tool = &t;
	f.pull = 1;
	ck_assert_int_eq(papo_filter_open(&f, 1, &path, 0, &e), 0);
	ck_assert_int_eq(papo_filter_next(&f, &v, &e), 1);
	ck_assert_int_eq(papo_filter_next(&f, &v, &e), 1);
	ck_assert_int_eq(papo_filter_next(&f, &v, &e), -1);
	ck_assert(strstr(e.msg, ":3: not an object") != NULL);
	papo_filter_release(&f);

	/* a pipe with half a line: nothing ready, not a wait */
	ck_assert_int_eq(pipe(p), 0);
	ck_assert_int_eq(pipe(go), 0);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		close(p[0]);
		close(go[1]);
		if (write(p[1], "{\"a\":1}\n{\"b\"", 12) != 12 ||
		    read(go[0], buf, 1) != 1 || write(p[1], ":2}\n", 4) != 4)
			_exit(1);
		_exit(0);
	}
	close(p[1]);
	close(go[0]);
	ck_assert_int_eq(dup2(p[0], STDIN_FILENO), STDIN_FILENO);
	close(p[0]);
	papo_filter_init(&f);
	f.ops = &tops;
	f.tool = &t;
	f.pull = 1;
	ck_assert_int_eq(papo_filter_open(&f, 1, &dash, 0, &e), 0);
	/* each wait up to 30 s (valgrind on a busy machine), over at once */
	for (k = 0; (st = papo_filter_next(&f, &v, &e)) == 0 && k < 30000;
	    k++)
		usleep(1000);	/* the first line comes */
	ck_assert_int_eq(st, 1);
	ck_assert_uint_eq(((struct papo_rec *)v)->lineno, 1);
	/* the second is half there: nothing ready, and no wait */
	ck_assert_int_eq(papo_filter_next(&f, &v, &e), 0);
	ck_assert_int_ge(papo_filter_pollfd(&f), 0);
	ck_assert_int_eq(write(go[1], "x", 1), 1);
	close(go[1]);
	for (k = 0; (st = papo_filter_next(&f, &v, &e)) == 0 && k < 30000;
	    k++)
		usleep(1000);
	ck_assert_int_eq(st, 1);
	ck_assert_uint_eq(((struct papo_rec *)v)->lineno, 2);
	ck_assert_uint_eq(((struct papo_rec *)v)->len, 7);
	ck_assert(memcmp(((struct papo_rec *)v)->s, "{\"b\":2}", 7) == 0);
	for (k = 0; (st = papo_filter_next(&f, &v, &e)) == 0 && k < 30000;
	    k++)
		usleep(1000);
	ck_assert_int_eq(st, 2);
	papo_filter_release(&f);
	waitpid(pid, &st, 0);
	ck_assert(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	papo_buf_release(&log);
}
END_TEST

/*
 * A source of lines other than files: rounds of lines handed out one
 * per batch, the run ending where a round does.
 */
struct tsrc {
	const char *const *lines;	/* a round ends at NULL */
	size_t next;
	uint64_t lineno;
};

static long
t_source_read(void *src, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	struct tsrc *ts = src;
	const char *l = ts->lines[ts->next];
	size_t n;

	(void)want;
	(void)e;
	b->n = 0;
	if (l == NULL) {
		ts->next++;	/* the next round starts after it */
		return 0;
	}
	n = strlen(l);
	b->mem = papo_xgrow(b->mem, &b->memcap, n + 1, 1);
	memcpy(b->mem, l, n + 1);
	b->line = papo_xgrow(b->line, &b->cap, 1, sizeof(*b->line));
	b->line[0].s = b->mem;
	b->line[0].len = n;
	b->line[0].tlen = 1;
	b->line[0].flags = 0;
	b->line[0].lineno = ++ts->lineno;
	b->n = 1;
	b->file = 7;
	ts->next++;
	return 1;
}

static const char *
t_source_name(const void *src, uint32_t i)
{
	(void)src;
	return i == 7 ? "seven.jsonl" : "?";
}

/* Lines from a source, in rounds: each run ends with its round. */
START_TEST(test_source)
{
	static const char *const lines[] = {
		"{\"a\":1}", "{\"a\":2}", NULL, NULL, "{\"a\":3}", "oops",
		"{\"a\":4}", NULL
	};
	struct papo_filter_source src = { t_source_read, t_source_name, NULL };
	struct tsrc ts = { lines, 0, 0 };
	struct papo_filter f;
	struct papo_err e;
	struct ttool t;

	memset(&t, 0, sizeof(t));
	papo_buf_reset(&reports);
	papo_filter_init(&f);
	f.ops = &tops;
	f.tool = &t;
	t.f = &f;
	f.report = t_report;
	src.src = &ts;
	papo_filter_open_source(&f, &src, 100);
	ck_assert_int_eq(papo_filter_run(&f, &e), 0);
	ck_assert_str_eq(t.log.s, "seven.jsonl:1:o seven.jsonl:2:o ");
	ck_assert_int_eq(papo_filter_run(&f, &e), 0);	/* an empty round */
	ck_assert_str_eq(t.log.s, "seven.jsonl:1:o seven.jsonl:2:o ");
	/* a bad line stops the run, named by the source */
	ck_assert_int_eq(papo_filter_run(&f, &e), -1);
	ck_assert_str_eq(e.msg, "seven.jsonl:4: not an object");
	ck_assert_str_eq(t.log.s, "seven.jsonl:1:o seven.jsonl:2:o "
	    "seven.jsonl:3:o ");
	papo_filter_release(&f);
	papo_buf_release(&t.log);

	/* -k: reported, and the run goes on */
	memset(&t, 0, sizeof(t));
	ts.next = 0;
	ts.lineno = 0;
	papo_filter_init(&f);
	f.ops = &tops;
	f.tool = &t;
	t.f = &f;
	f.report = t_report;
	f.keep_going = 1;
	papo_filter_open_source(&f, &src, 100);
	ck_assert_int_eq(papo_filter_run(&f, &e), 0);
	ck_assert_int_eq(papo_filter_run(&f, &e), 0);
	ck_assert_int_eq(papo_filter_run(&f, &e), 0);
	ck_assert_str_eq(t.log.s, "seven.jsonl:1:o seven.jsonl:2:o "
	    "seven.jsonl:3:o seven.jsonl:4:x seven.jsonl:5:o ");
	ck_assert_str_eq(reports.s, "seven.jsonl:4: not an object\n");
	ck_assert_uint_eq(f.nbad, 1);
	papo_filter_release(&f);
	papo_buf_release(&t.log);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("filter");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_stop_at_bad_line);
	tcase_add_test(tc, test_keep_going);
	tcase_add_test(tc, test_long_line);
	tcase_add_test(tc, test_stdin_twice);
	tcase_add_test(tc, test_many_files);
	tcase_add_test(tc, test_reject_and_fail);
	tcase_add_test(tc, test_source);
	suite_add_tcase(s, tc);
	tc = tcase_create("flow");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_flow);
	tcase_add_test(tc, test_pull);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
