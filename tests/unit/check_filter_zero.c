/* SPDX-License-Identifier: MIT */
/*
 * check_filter_zero.c: the record loop (lib/filter.c) hands a tool's
 * parse a record whose part past the head is zero, as filter.h says:
 * in keep mode (the array of every record, grown by mremap, not cleared
 * again since its pages come zero) and in batch mode (slots reused from
 * batch to batch, cleared each time), at several batch sizes and
 * thread counts.  The toy parse fills its part with a pattern, so a
 * slot handed out twice, or grown into without zeroing, is seen.
 */
#include <check.h>
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
#include "unit.h"

static char dir[256];

static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "filter_zero");
}

static void
teardown(void)
{
	papo_test_rmdir(dir);
}

/* The tool's record: a head, then 200 bytes the parse fills. */
struct zrec {
	struct papo_rec h;
	unsigned char dirty;	/* the part was not zero when parsed */
	unsigned char parsed;
	unsigned char fill[200];
	uint64_t lineno;	/* the head's, copied */
};

struct ztool {
	size_t seen;		/* records consumed */
	size_t dirty;		/* of them, not zero when parsed */
	size_t wrong;		/* of them, not the line parsed into them */
};

static int
z_parse(void *tool, void *worker, struct papo_rec *rec, struct papo_buf *out,
    struct papo_err *e)
{
	struct zrec *r = (struct zrec *)rec;
	const unsigned char *p = (const unsigned char *)rec + sizeof(r->h);
	size_t i;

	(void)tool;
	(void)worker;
	(void)out;
	(void)e;
	for (i = sizeof(r->h); i < sizeof(*r); i++, p++)
		if (*p != 0)
			r->dirty = 1;
	memset(r->fill, 0xa5, sizeof(r->fill));
	r->parsed = 1;
	r->lineno = rec->lineno;
	return 0;
}

static int
z_consume(void *tool, void *recs, size_t from, size_t to, struct papo_err *e)
{
	struct ztool *t = tool;
	size_t i;

	(void)e;
	for (i = from; i < to; i++) {
		struct zrec *r = (struct zrec *)recs + i;

		if (r->h.kind != PAPO_REC_OK)
			continue;
		t->seen++;
		t->dirty += r->dirty;
		t->wrong += !r->parsed || r->lineno != r->h.lineno;
	}
	return 0;
}

static const struct papo_filter_ops zops = {
	sizeof(struct zrec), z_parse, z_consume, NULL
};

/* n lines {"i":K,"pad":"..."} of varied length into dir/name. */
static char *
make_input(const char *name, int n)
{
	char *path = papo_test_path(dir, name);
	FILE *fp = fopen(path, "wb");
	int i;

	ck_assert_ptr_nonnull(fp);
	for (i = 0; i < n; i++)
		fprintf(fp, "{\"i\":%d,\"pad\":\"%.*s\"}\n", i, i % 37,
		    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
	fclose(fp);
	return path;
}

static void
run(char *path, int n, int keep, size_t batch, int threads)
{
	struct papo_filter f;
	struct ztool t;
	struct papo_err e;
	char *argv[1];
	int fd;

	argv[0] = path;
	memset(&t, 0, sizeof(t));
#ifdef _OPENMP
	omp_set_num_threads(threads);
#else
	(void)threads;
#endif
	papo_filter_init(&f);
	fd = open("/dev/null", O_WRONLY);
	ck_assert_int_ge(fd, 0);
	f.out.fd = fd;
	f.ops = &zops;
	f.tool = &t;
	f.batch = batch;
	f.keep = keep;
	ck_assert_int_eq(papo_filter_open(&f, 1, argv, 0, &e), 0);
	ck_assert_msg(papo_filter_run(&f, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(papo_filter_flush(&f, &e), 0);
	close(fd);
	ck_assert_uint_eq(t.seen, (size_t)n);
	ck_assert_msg(t.dirty == 0, "keep %d batch %zu threads %d: %zu of %d "
	    "records not zero when parsed", keep, batch, threads, t.dirty, n);
	ck_assert_uint_eq(t.wrong, 0);
	if (keep) {
		/* every record is still there, each its own line's */
		size_t m, i;
		struct zrec *r = papo_filter_recs(&f, &m);

		ck_assert_uint_eq(m, (size_t)n);
		for (i = 0; i < m; i++) {
			ck_assert_uint_eq(r[i].lineno, i + 1);
			ck_assert_uint_eq(r[i].fill[199], 0xa5);
		}
	}
	papo_filter_release(&f);
}

START_TEST(test_zero_when_parsed)
{
	/* 30,000 records of 240 bytes: the keep array grows past 4 MiB */
	const int n = 30000;
	char *path = make_input("in.jsonl", n);
	static const size_t batches[] = { 4096, 65536, 1 << 20 };
	size_t b;
	int keep, threads;

	for (keep = 0; keep <= 1; keep++)
		for (b = 0; b < sizeof(batches) / sizeof(batches[0]); b++)
			for (threads = 1; threads <= 2; threads++)
				run(path, n, keep, batches[b], threads);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("filter_zero");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_zero_when_parsed);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
