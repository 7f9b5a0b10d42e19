/* SPDX-License-Identifier: MIT */
/*
 * check_stats_tool.c: unit tests for papo-stats from its options to its
 * output (lib/stats/stats_tool.c): --run, the width, the options refused
 * together, runs read, shards and merges, and every format written.
 */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "cli.h"
#include "fields.h"
#include "stats/stats_tool.h"
#include "unit.h"
#include "xalloc.h"

static char dir[256];
static struct papo_stats_opts o;
static struct papo_common c;
static struct papo_stats_tool t;
static struct papo_buf said;	/* what the tool said, a line each */

/* Two steps: step 1 a correct and a wrong response, step 2 one correct. */
static const char records[] =
    "{\"group\":\"a\",\"step\":1,\"acc\":1,\"adv\":1}\n"
    "{\"group\":\"a\",\"step\":1,\"acc\":0,\"adv\":-1}\n"
    "{\"group\":\"b\",\"step\":2,\"acc\":1,\"adv\":0}\n"
    "{\"group\":\"b\",\"step\":2,\"adv\":null,\"verify\":\"capped\"}\n";

static void
say(void *ctx, const char *msg)
{
	papo_buf_addf(ctx, "%s\n", msg);
}

static void
report(void *ctx, const char *file, uint64_t lineno, const char *msg)
{
	(void)ctx;
	const char *slash = strrchr(file, '/');

	papo_buf_addf(&said, "%s:%llu: %s\n", slash ? slash + 1 : file,
	    (unsigned long long)lineno, msg);
}

static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "stats-tool");
	memset(&o, 0, sizeof(o));
	memset(&c, 0, sizeof(c));
	memset(&t, 0, sizeof(t));
	papo_fields_init(&c.fields);
	papo_buf_init(&said);
	t.o = &o;
	t.c = &c;
	t.report = report;
	t.say = say;
	t.ctx = &said;
}

static void
teardown(void)
{
	papo_stats_tool_release(&t);
	papo_stats_opts_release(&o);
	papo_fields_release(&c.fields);
	papo_buf_release(&said);
	papo_test_rmdir(dir);
}


static void
put(const char *name, const char *s)
{
	FILE *fp = fopen(papo_test_path(dir, name), "w");

	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(fputs(s, fp) >= 0, 1);
	ck_assert_int_eq(fclose(fp), 0);
}

/* The contents of file name (the caller frees). */
static char *
get(const char *name)
{
	struct papo_buf b = PAPO_BUF_INIT;
	char chunk[4096];
	size_t n;
	FILE *fp = fopen(papo_test_path(dir, name), "r");

	ck_assert_ptr_nonnull(fp);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		papo_buf_add(&b, chunk, n);
	fclose(fp);
	papo_buf_adds(&b, "");
	return papo_buf_detach(&b, NULL);
}

/* 1 when s starts with prefix. */
static int
starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* papo_stats_tool_init on argc operands, not a terminal; must succeed. */
static void
init(int argc)
{
	struct papo_err e;

	papo_err_clear(&e);
	ck_assert_msg(papo_stats_tool_init(&t, argc, 0, &e) == 0, "%s", e.msg);
}

/* Read the operands name[0, n) (files of dir); must succeed. */
static void
read_files(const char *const *name, int n)
{
	struct papo_err e;
	char *argv[4];
	int i;

	for (i = 0; i < n; i++)
		argv[i] = papo_xstrdup(papo_test_path(dir, name[i]));
	papo_err_clear(&e);
	ck_assert_msg(papo_stats_tool_read(&t, n, argv, &e) == 0, "%s",
	    e.msg);
	for (i = 0; i < n; i++)
		free(argv[i]);
}

/*
 * Write t's runs with papo_stats_tool_write (width 0) into file name;
 * returns its status, and the text (the caller frees) in *text.
 */
static int
write_file(const char *name, char **text, struct papo_err *e)
{
	struct papo_out out;
	int fd = open(papo_test_path(dir, name), O_WRONLY | O_CREAT | O_TRUNC,
	    0644);
	int rc;

	ck_assert_int_ge(fd, 0);
	papo_out_init(&out, fd, name);
	papo_err_clear(e);
	rc = papo_stats_tool_write(&t, 0, &out, e);
	papo_out_release(&out);
	close(fd);
	*text = get(name);
	return rc;
}

/* The output of the records in format fmt, metrics responses,accuracy. */
static char *
output(enum papo_stats_format fmt)
{
	static const char *const in[] = { "in.jsonl" };
	struct papo_err e;
	char *text;

	put("in.jsonl", records);
	o.format = fmt;
	ck_assert_int_eq(papo_stats_metric_list("responses,accuracy",
	    o.metrics, &o.nmetrics, &e), 0);
	o.have_metrics = 1;
	init(1);
	read_files(in, 1);
	ck_assert_msg(write_file("out", &text, &e) == 0, "%s", e.msg);
	return text;
}

START_TEST(run_option)
{
	struct papo_err e;

	ck_assert_int_eq(papo_stats_opts_add_run(&o, "a=x.jsonl", &e), 0);
	ck_assert_int_eq(papo_stats_opts_add_run(&o, "b=y*", &e), 0);
	ck_assert_int_eq(papo_stats_opts_add_run(&o, "a=z=1", &e), 0);
	ck_assert_uint_eq(o.nrun, 2);
	ck_assert_str_eq(o.run[0].name, "a");
	ck_assert_uint_eq(o.run[0].npat, 2);
	ck_assert_str_eq(o.run[0].pat[0], "x.jsonl");
	ck_assert_str_eq(o.run[0].pat[1], "z=1");
	ck_assert_str_eq(o.run[1].name, "b");
	ck_assert_uint_eq(o.run[1].npat, 1);
	ck_assert_str_eq(o.run[1].pat[0], "y*");
	ck_assert_int_eq(papo_stats_opts_add_run(&o, "noeq", &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "invalid value 'noeq' for --run "
	    "(NAME=FILES)");
	ck_assert_int_eq(papo_stats_opts_add_run(&o, "=x", &e), -1);
	ck_assert_str_eq(e.msg, "invalid value '=x' for --run "
	    "(NAME=FILES)");
	ck_assert_int_eq(papo_stats_opts_add_run(&o, "x=", &e), -1);
	ck_assert_str_eq(e.msg, "invalid value 'x=' for --run "
	    "(NAME=FILES)");
	ck_assert_uint_eq(o.nrun, 2);
	papo_stats_opts_release(&o);
	ck_assert_uint_eq(o.nrun, 0);
	ck_assert_ptr_null(o.run);
}
END_TEST

START_TEST(width)
{
	int fd = open("/dev/null", O_WRONLY);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(setenv("COLUMNS", "77", 1), 0);
	ck_assert_uint_eq(papo_stats_width(&o, fd), 77);
	o.have_width = 1;
	o.width = 33;
	ck_assert_uint_eq(papo_stats_width(&o, fd), 33);
	o.width = 0;
	ck_assert_uint_eq(papo_stats_width(&o, fd), 0);
	o.have_width = 0;
	ck_assert_int_eq(setenv("COLUMNS", "wide", 1), 0);
	ck_assert_uint_eq(papo_stats_width(&o, fd), 0);
	ck_assert_int_eq(setenv("COLUMNS", "0", 1), 0);
	ck_assert_uint_eq(papo_stats_width(&o, fd), 0);
	ck_assert_int_eq(unsetenv("COLUMNS"), 0);
	ck_assert_uint_eq(papo_stats_width(&o, fd), 0);
	close(fd);
}
END_TEST

START_TEST(init_defaults)
{
	struct papo_err e;

	init(0);
	ck_assert_int_eq(t.fmt, PAPO_STATS_FMT_TSV);
	ck_assert_str_eq(t.keyname, "step");
	ck_assert_uint_eq(t.npath, PAPO_SS_BY);
	ck_assert_ptr_null(t.path[PAPO_SS_RESPONSE]);
	ck_assert_str_eq(t.name[PAPO_SS_ADV], "adv");
	ck_assert_int_eq(t.nw, papo_filter_threads());
	papo_stats_tool_release(&t);
	/* on a terminal: a table */
	ck_assert_int_eq(papo_stats_tool_init(&t, 0, 1, &e), 0);
	ck_assert_int_eq(t.fmt, PAPO_STATS_FMT_TABLE);
	papo_stats_tool_release(&t);
	/* the chart to standard output: nothing else */
	o.plot = papo_xstrdup("-");
	ck_assert_int_eq(papo_stats_tool_init(&t, 0, 1, &e), 0);
	ck_assert_int_eq(t.fmt, PAPO_STATS_FMT_NONE);
	papo_stats_tool_release(&t);
	/* rows by a field: read last */
	o.by = papo_xstrdup("group");
	init(0);
	ck_assert_str_eq(t.keyname, "group");
	ck_assert_uint_eq(t.npath, PAPO_SS_BY + 1);
	ck_assert_str_eq(t.name[PAPO_SS_BY], "group");
	papo_stats_tool_release(&t);
	/* the judge-agreement report: the label, the swap, the response */
	free(o.by);
	free(o.plot);
	o.by = o.plot = NULL;
	o.agree = papo_xstrdup("human");
	init(0);
	ck_assert_uint_eq(t.npath, PAPO_SS_N);
	ck_assert_str_eq(t.name[PAPO_SS_REF], "human");
	ck_assert_ptr_null(t.name[PAPO_SS_SWAP]);
	ck_assert_ptr_eq(t.path[PAPO_SS_BY], t.path[PAPO_SS_STEP]);
	ck_assert_ptr_nonnull(t.path[PAPO_SS_RESPONSE]);
	papo_stats_tool_release(&t);
	o.swap = papo_xstrdup("swapped");
	init(0);
	ck_assert_str_eq(t.name[PAPO_SS_SWAP], "swapped");
}
END_TEST

/* init fails with status 64 and message msg. */
static void
refused(int argc, const char *msg)
{
	struct papo_err e;

	papo_err_clear(&e);
	ck_assert_int_eq(papo_stats_tool_init(&t, argc, 0, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	if (msg != NULL)
		ck_assert_str_eq(e.msg, msg);
	papo_stats_tool_release(&t);
}

START_TEST(init_refused)
{
	struct papo_err e;

	o.swap = papo_xstrdup("s");
	refused(0, "--swap-field goes with --judge-agreement");
	free(o.swap);
	o.swap = NULL;
	o.plot = papo_xstrdup("-");
	o.format = PAPO_STATS_FMT_JSONL;
	refused(0, "--plot - writes the chart to standard output, which "
	    "leaves no room for --format");
	o.format = PAPO_STATS_FMT_NONE;
	init(0);
	papo_stats_tool_release(&t);
	free(o.plot);
	o.plot = NULL;
	/* checked in this order: the first that applies is said */
	o.merge = 1;
	o.nshards = 2;
	o.have_interval = 1;
	refused(0, "--merge adds up partial results, which --shard cannot "
	    "split (shard the runs that write them)");
	o.nshards = 0;
	ck_assert_int_eq(papo_stats_opts_add_run(&o, "a=x", &e), 0);
	refused(1, "name the input files either with --run or as operands, "
	    "not both");
	refused(0, "--interval goes with --follow");
	o.follow = 1;
	refused(0, "--follow reads one run as it is written, from its "
	    "operands: it takes no --merge, --run, --shard or "
	    "--judge-agreement");
	o.merge = 0;
	papo_stats_opts_release(&o);
	o.follow = 1;
	o.format = PAPO_STATS_FMT_PARTIAL;
	refused(0, "--follow writes table, tsv, jsonl, spark or none, not "
	    "partial");
	o.format = PAPO_STATS_FMT_DEFAULT;
	ck_assert_int_eq(papo_fields_preset(&c.fields, "roll", &e), 0);
	refused(2, "--follow does not read lines of lists (--preset roll)");
	papo_fields_release(&c.fields);
	papo_fields_init(&c.fields);
	init(2);
	papo_stats_tool_release(&t);
	o.follow = 0;
	/* the report has no use for rows by a field, a chart, shards */
	o.agree = papo_xstrdup("human");
	o.by = papo_xstrdup("group");
	refused(0, "--judge-agreement writes its own report (table, tsv or "
	    "jsonl) over all records: it takes no --merge, --shard, --by, "
	    "--plot, --metrics or format spark or partial");
	free(o.by);
	o.by = NULL;
	o.format = PAPO_STATS_FMT_SPARK;
	refused(0, NULL);
	o.format = PAPO_STATS_FMT_DEFAULT;
	/* a malformed path: the usage line is shown too */
	o.swap = papo_xstrdup("a[");
	refused(0, NULL);
	free(o.agree);
	free(o.swap);
	o.agree = o.swap = NULL;
	o.by = papo_xstrdup("a[");
	o.merge = 1;
	o.nshards = 2;
	/* before the options that do not go together */
	refused(0, NULL);
}
END_TEST

START_TEST(read_one_run)
{
	static const char *const in[] = { "in.jsonl" };
	const struct papo_stats_row *r;

	put("in.jsonl", records);
	init(1);
	read_files(in, 1);
	ck_assert_uint_eq(t.nrun, 1);
	ck_assert_ptr_null(t.run[0].name);
	ck_assert_uint_eq(t.run[0].st.nrow, 2);
	r = t.run[0].st.row;
	ck_assert(r[0].key.num == 1 && r[1].key.num == 2);
	ck_assert(r[0].m[PAPO_SM_RESPONSES] == 2);
	ck_assert(r[0].m[PAPO_SM_ACCURACY] == 0.5);
	ck_assert(r[0].m[PAPO_SM_GROUPS] == 1);
	ck_assert(r[0].m[PAPO_SM_ADV_STD] == sqrt(2));
	ck_assert(r[1].m[PAPO_SM_RESPONSES] == 1);
	ck_assert(r[1].m[PAPO_SM_ZERO_RATIO] == 1);
	ck_assert_uint_eq(t.nrec, 3);
	ck_assert_uint_eq(t.left_out, 1);
	ck_assert_int_eq(t.bad, 0);
	ck_assert_uint_eq(t.nheld, 0);
	ck_assert_uint_eq(said.len, 0);
}
END_TEST

START_TEST(read_by_and_groups)
{
	static const char *const in[] = { "in.jsonl" };

	put("in.jsonl", records);
	o.by = papo_xstrdup("group");
	o.group_size = 1;
	init(1);
	read_files(in, 1);
	ck_assert_uint_eq(t.run[0].st.nrow, 2);
	ck_assert_int_eq(t.run[0].st.row[0].key.type, PAPO_JSON_STRING);
	ck_assert_uint_eq(t.run[0].st.row[0].key.len, 1);
	ck_assert_int_eq(t.run[0].st.row[0].key.s[0], 'a');
	/* groups of one record each */
	ck_assert(t.run[0].st.row[0].m[PAPO_SM_GROUPS] == 2);
	ck_assert(t.run[0].st.row[1].m[PAPO_SM_GROUPS] == 1);
}
END_TEST

START_TEST(read_shards)
{
	static const char *const in[] = { "in.jsonl" };
	/*
	 * group a (two records) and group b (one) each go whole to the
	 * shard their papo_group_id_hash names, the one papo-advantage's
	 * --shard takes
	 */
	uint64_t sum = 0;
	unsigned long i;

	put("in.jsonl", records);
	for (i = 0; i < 4; i++) {
		o.shard = i;
		o.nshards = 4;
		init(1);
		read_files(in, 1);
		ck_assert_uint_eq(t.nheld, 1);
		ck_assert_int_eq(t.held[0], (long)i);
		ck_assert_uint_eq(t.nshards, 4);
		/* a group is never cut: 0, 1 (b), 2 (a) or 3 (both) */
		ck_assert_uint_le(t.nrec, 3);
		sum += t.nrec;
		ck_assert_uint_eq(t.run[0].st.nrow, t.nrec > 0);
		papo_stats_tool_release(&t);
	}
	ck_assert_uint_eq(sum, 3);
}
END_TEST

START_TEST(read_bad)
{
	static const char *const bad[] = { "bad.jsonl" };
	static const char *const none[] = { "none.jsonl" };
	struct papo_err e;
	char *argv[1];
	char want[512];

	put("bad.jsonl", "{\"step\":1,\"adv\":1}\n{not json\n"
	    "{\"step\":2,\"adv\":0}\n");
	init(1);
	argv[0] = papo_test_path(dir, bad[0]);
	ck_assert_int_eq(papo_stats_tool_read(&t, 1, argv, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	snprintf(want, sizeof(want), "%s:2: invalid JSON at column 2: "
	    "unexpected 'n'", argv[0]);
	ck_assert_str_eq(e.msg, want);
	ck_assert_uint_eq(said.len, 0);
	ck_assert_uint_eq(t.nrec, 1);
	papo_stats_tool_release(&t);
	/* -k: reported, passed over, counted as bad */
	c.keep_going = 1;
	init(1);
	read_files(bad, 1);
	ck_assert_int_eq(t.bad, 1);
	ck_assert_uint_eq(t.nrec, 2);
	ck_assert_str_eq(said.s, "bad.jsonl:2: invalid JSON at column 2: "
	    "unexpected 'n'\n");
	papo_stats_tool_release(&t);
	/* a file that is not there */
	init(1);
	argv[0] = papo_test_path(dir, none[0]);
	ck_assert_int_eq(papo_stats_tool_read(&t, 1, argv, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	snprintf(want, sizeof(want), "cannot open '%s': No such file or "
	    "directory", argv[0]);
	ck_assert_str_eq(e.msg, want);
}
END_TEST

START_TEST(read_named_runs)
{
	struct papo_buf arg = PAPO_BUF_INIT;
	struct papo_err e;
	char want[512];

	put("s1.jsonl", "{\"step\":1,\"adv\":1}\n");
	put("s2.jsonl", "{\"step\":2,\"adv\":0}\n{\"step\":2,\"adv\":1}\n");
	papo_buf_addf(&arg, "all=%s/s*.jsonl", dir);
	ck_assert_int_eq(papo_stats_opts_add_run(&o, arg.s, &e), 0);
	papo_buf_reset(&arg);
	papo_buf_addf(&arg, "two=%s/s2.jsonl", dir);
	ck_assert_int_eq(papo_stats_opts_add_run(&o, arg.s, &e), 0);
	init(0);
	ck_assert_int_eq(papo_stats_tool_read(&t, 0, NULL, &e), 0);
	ck_assert_uint_eq(t.nrun, 2);
	ck_assert_str_eq(t.run[0].name, "all");
	ck_assert_str_eq(t.run[1].name, "two");
	ck_assert_uint_eq(t.run[0].st.nrow, 2);
	ck_assert_uint_eq(t.run[1].st.nrow, 1);
	ck_assert(t.run[1].st.row[0].m[PAPO_SM_RESPONSES] == 2);
	ck_assert_uint_eq(t.nrec, 5);
	papo_stats_tool_release(&t);
	/* a pattern that matches nothing: before anything is read */
	papo_buf_reset(&arg);
	papo_buf_addf(&arg, "none=%s/x*.jsonl", dir);
	ck_assert_int_eq(papo_stats_opts_add_run(&o, arg.s, &e), 0);
	init(0);
	ck_assert_int_eq(papo_stats_tool_read(&t, 0, NULL, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	snprintf(want, sizeof(want), "run 'none': no file matches "
	    "'%s/x*.jsonl'", dir);
	ck_assert_str_eq(e.msg, want);
	ck_assert_uint_eq(t.nrec, 0);
	papo_buf_release(&arg);
}
END_TEST

START_TEST(formats)
{
	char *text;

	text = output(PAPO_STATS_FMT_TSV);
	ck_assert_str_eq(text, "step\tresponses\taccuracy\n1\t2\t0.5\n"
	    "2\t1\t1\n");
	free(text);
	papo_stats_tool_release(&t);
	text = output(PAPO_STATS_FMT_JSONL);
	ck_assert_str_eq(text, "{\"step\":1,\"responses\":2,\"accuracy\":0.5}\n"
	    "{\"step\":2,\"responses\":1,\"accuracy\":1}\n");
	free(text);
	papo_stats_tool_release(&t);
	text = output(PAPO_STATS_FMT_TABLE);
	ck_assert_str_eq(text, "step  responses  accuracy\n"
	    "   1          2     0.500\n   2          1     1.000\n");
	free(text);
	papo_stats_tool_release(&t);
	text = output(PAPO_STATS_FMT_NONE);
	ck_assert_str_eq(text, "");
	free(text);
	papo_stats_tool_release(&t);
	text = output(PAPO_STATS_FMT_SPARK);
	ck_assert_ptr_nonnull(strstr(text, "responses"));
	ck_assert_ptr_nonnull(strstr(text, "accuracy"));
	free(text);
	papo_stats_tool_release(&t);
	/* a partial holds every row's state, whatever the metrics */
	text = output(PAPO_STATS_FMT_PARTIAL);
	ck_assert(starts(text, "{\"papo-stats-partial\":2,\"by\":\"step\","
	    "\"runs\":null,\"shard\":null,\"rows\":2}\n{\"run\":null,"
	    "\"key\":1,\"responses\":2,"));
	free(text);
}
END_TEST

START_TEST(report_width)
{
	struct papo_out out;
	struct papo_err e;
	char *text;
	int fd;

	text = output(PAPO_STATS_FMT_TABLE);
	free(text);
	/* cut to 20 columns: the key column repeated in each block */
	fd = open(papo_test_path(dir, "narrow"), O_WRONLY | O_CREAT | O_TRUNC,
	    0644);
	ck_assert_int_ge(fd, 0);
	papo_out_init(&out, fd, "narrow");
	ck_assert_int_eq(papo_stats_tool_report(&t, t.run, t.nrun, 20, &out,
	    &e), 0);
	papo_out_release(&out);
	close(fd);
	text = get("narrow");
	ck_assert_str_eq(text, "step  responses\n   1          2\n"
	    "   2          1\n\nstep  accuracy\n   1     0.500\n"
	    "   2     1.000\n");
	free(text);
}
END_TEST

/* The sparklines of responses over 30 steps (2, 3, 1, 2, 3, ...). */
START_TEST(spark_width)
{
	static const char *const in[] = { "sp.jsonl" };
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_out out;
	struct papo_err e;
	char *text;
	int fd, step, k;

	for (step = 1; step <= 30; step++)
		for (k = 0; k <= step % 3; k++)
			papo_buf_addf(&b, "{\"step\":%d,\"adv\":0}\n", step);
	put("sp.jsonl", b.s);
	papo_buf_release(&b);
	o.format = PAPO_STATS_FMT_SPARK;
	ck_assert_int_eq(papo_stats_metric_list("responses", o.metrics,
	    &o.nmetrics, &e), 0);
	o.have_metrics = 1;
	init(1);
	read_files(in, 1);
	/* 84 columns leave 12 for the trend: two steps a character */
	fd = open(papo_test_path(dir, "out"), O_WRONLY | O_CREAT | O_TRUNC,
	    0644);
	ck_assert_int_ge(fd, 0);
	papo_out_init(&out, fd, "out");
	ck_assert_int_eq(papo_stats_tool_report(&t, t.run, t.nrun, 84, &out,
	    &e), 0);
	close(fd);
	text = get("out");
	ck_assert_str_eq(text,
	    "metric     first  trend         last  min  max\n"
	    "responses      2  \u2588\u2585\u2581\u2585\u2585\u2585\u2588"
	    "\u2585\u2581\u2585\u2585\u2585     1    1    3\n");
	free(text);
	/* no width known: 48, every step */
	fd = open(papo_test_path(dir, "out"), O_WRONLY | O_CREAT | O_TRUNC,
	    0644);
	ck_assert_int_ge(fd, 0);
	out.fd = fd;
	ck_assert_int_eq(papo_stats_tool_report(&t, t.run, t.nrun, 0, &out,
	    &e), 0);
	papo_out_release(&out);
	close(fd);
	text = get("out");
	ck_assert_str_eq(text, "metric     first  trend                       "
	    "    last  min  max\n"
	    "responses      2  \u2585\u2588\u2581\u2585\u2588\u2581\u2585"
	    "\u2588\u2581\u2585\u2588\u2581\u2585\u2588\u2581\u2585\u2588"
	    "\u2581\u2585\u2588\u2581\u2585\u2588\u2581\u2585\u2588\u2581"
	    "\u2585\u2588\u2581     1    1    3\n");
	free(text);
}
END_TEST

START_TEST(plot)
{
	struct papo_err e;
	char *text, *svg, want[256];

	put("in.jsonl", records);
	o.plot = papo_xstrdup(papo_test_path(dir, "p.svg"));
	o.title = papo_xstrdup("T & <t>");
	text = output(PAPO_STATS_FMT_NONE);
	ck_assert_str_eq(text, "");
	free(text);
	svg = get("p.svg");
	ck_assert(starts(svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg "));
	ck_assert_ptr_nonnull(strstr(svg, "T &amp; &lt;t&gt;"));
	ck_assert_ptr_nonnull(strstr(svg, ">Accuracy<"));
	ck_assert_ptr_nonnull(strstr(svg, "id=\"panel-accuracy\""));
	ck_assert_ptr_nonnull(strstr(svg, "</svg>\n"));
	/* "-": the chart on the output, the same bytes */
	free(o.plot);
	o.plot = papo_xstrdup("-");
	ck_assert_int_eq(write_file("out", &text, &e), 0);
	ck_assert_str_eq(text, svg);
	free(text);
	free(svg);
	/* a file that cannot be made */
	free(o.plot);
	o.plot = papo_xstrdup("/dev/null/p.svg");
	ck_assert_int_eq(write_file("out", &text, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	ck_assert_str_eq(e.msg, "cannot create '/dev/null/p.svg': Not a "
	    "directory");
	ck_assert_str_eq(text, "");
	free(text);
	free(o.plot);
	o.plot = papo_xstrdup("/dev/full");
	ck_assert_int_eq(write_file("out", &text, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	ck_assert_str_eq(e.msg, "cannot write '/dev/full': No space left on "
	    "device");
	free(text);
	papo_stats_tool_release(&t);
	/* rows by a field that is not a number: nothing to plot against */
	free(o.plot);
	o.plot = papo_xstrdup(papo_test_path(dir, "q.svg"));
	o.by = papo_xstrdup("group");
	o.format = PAPO_STATS_FMT_TSV;
	init(1);
	{
		static const char *const in[] = { "in.jsonl" };

		read_files(in, 1);
	}
	ck_assert_int_eq(write_file("out", &text, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	snprintf(want, sizeof(want), "%s: cannot plot against 'group': "
	    "\"a\" is not a number", o.plot);
	ck_assert_str_eq(e.msg, want);
	/* and the rows are not written either */
	ck_assert_str_eq(text, "");
	free(text);
}
END_TEST

START_TEST(output_fails)
{
	struct papo_out out;
	struct papo_err e;
	char *text;
	int fd = open("/dev/full", O_WRONLY);

	text = output(PAPO_STATS_FMT_JSONL);
	free(text);
	ck_assert_int_ge(fd, 0);
	papo_out_init(&out, fd, "<stdout>");
	ck_assert_int_eq(papo_stats_tool_write(&t, 0, &out, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	ck_assert_int_eq(out.err, ENOSPC);
	papo_out_release(&out);
	close(fd);
}
END_TEST

/* Write the records' partial of shard i of n into file name. */
static void
partial(unsigned long i, unsigned long n, const char *name)
{
	static const char *const in[] = { "in.jsonl" };
	struct papo_err e;
	char *text;

	o.format = PAPO_STATS_FMT_PARTIAL;
	o.shard = i;
	o.nshards = n;
	init(1);
	read_files(in, 1);
	ck_assert_int_eq(write_file(name, &text, &e), 0);
	free(text);
	papo_stats_tool_release(&t);
	o.shard = o.nshards = 0;
}

START_TEST(merge)
{
	static const char *const in[] = { "in.jsonl" };
	struct papo_stats_row whole[2];
	struct papo_err e;
	char *argv[2], *text;
	size_t r;

	put("in.jsonl", records);
	init(1);
	read_files(in, 1);
	ck_assert_uint_eq(t.run[0].st.nrow, 2);
	for (r = 0; r < 2; r++)
		whole[r] = t.run[0].st.row[r];	/* its metrics, copied */
	papo_stats_tool_release(&t);
	partial(0, 2, "p0");
	partial(1, 2, "p1");
	/* the shards added up: the rows of one run, to the bit */
	argv[0] = papo_xstrdup(papo_test_path(dir, "p1"));
	argv[1] = papo_xstrdup(papo_test_path(dir, "p0"));
	o.merge = 1;
	o.format = PAPO_STATS_FMT_JSONL;
	init(2);
	ck_assert_int_eq(papo_stats_tool_merge(&t, 2, argv, &e), 0);
	ck_assert_str_eq(t.keyname, "step");
	ck_assert_uint_eq(t.nrun, 1);
	ck_assert_uint_eq(t.run[0].st.nrow, 2);
	for (r = 0; r < 2; r++)
		ck_assert_int_eq(memcmp(t.run[0].st.row[r].m, whole[r].m,
		    sizeof(whole[r].m)), 0);
	ck_assert_uint_eq(said.len, 0);
	ck_assert_int_eq(t.bad, 0);
	papo_stats_tool_release(&t);
	/* a merge into a partial again holds both shards */
	o.format = PAPO_STATS_FMT_PARTIAL;
	init(2);
	ck_assert_int_eq(papo_stats_tool_merge(&t, 2, argv, &e), 0);
	ck_assert_uint_eq(t.nheld, 2);
	ck_assert_int_eq(t.held[0], 0);
	ck_assert_int_eq(t.held[1], 1);
	ck_assert_uint_eq(t.nshards, 2);
	ck_assert_int_eq(write_file("p01", &text, &e), 0);
	ck_assert(starts(text, "{\"papo-stats-partial\":2,\"by\":\"step\","
	    "\"runs\":null,\"shard\":[[0,1],2],\"rows\":2}\n"));
	free(text);
	papo_stats_tool_release(&t);
	/* a shard missing: said, and bad; the rows are still there */
	o.format = PAPO_STATS_FMT_JSONL;
	init(1);
	ck_assert_int_eq(papo_stats_tool_merge(&t, 1, argv + 1, &e), 1);
	ck_assert_str_eq(said.s, "shard 1 of 2 is missing (a partial lost or "
	    "not given?)\n");
	ck_assert_int_eq(t.bad, 1);
	ck_assert_uint_eq(t.nrun, 1);
	papo_stats_tool_release(&t);
	/* records are not partials */
	free(argv[0]);
	argv[0] = papo_xstrdup(papo_test_path(dir, "in.jsonl"));
	init(1);
	ck_assert_int_eq(papo_stats_tool_merge(&t, 1, argv, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	ck_assert(starts(e.msg, argv[0]));
	ck_assert_str_eq(e.msg + strlen(argv[0]), ":1: not a line of a "
	    "papo-stats partial (no 'papo-stats-partial' or 'key'; write "
	    "partials with --format partial)");
	free(argv[0]);
	free(argv[1]);
}
END_TEST

START_TEST(agreement)
{
	static const char *const in[] = { "judged.jsonl" };
	struct papo_err e;
	char *text;

	/* the judge agrees with the label on 3 responses of 4 */
	put("judged.jsonl",
	    "{\"step\":1,\"acc\":1,\"r_proc\":1,\"human\":1}\n"
	    "{\"step\":1,\"acc\":1,\"r_proc\":0,\"human\":0}\n"
	    "{\"step\":1,\"acc\":1,\"r_proc\":1,\"human\":0}\n"
	    "{\"step\":1,\"acc\":1,\"r_proc\":1,\"human\":1}\n");
	o.agree = papo_xstrdup("human");
	o.format = PAPO_STATS_FMT_JSONL;
	init(1);
	read_files(in, 1);
	ck_assert_int_eq(write_file("out", &text, &e), 0);
	ck_assert(starts(text, "{\"report\":\"records\",\"records\":4,"
	    "\"judged\":4,\"labelled\":4,\"compared\":4,\"off_scale\":0}\n"
	    "{\"report\":\"agreement\",\"subset\":\"all\",\"responses\":4,"
	    "\"agreement\":0.75,\"kappa\":0.5,"));
	free(text);
	papo_stats_tool_release(&t);
	/* format none: nothing */
	o.format = PAPO_STATS_FMT_NONE;
	init(1);
	read_files(in, 1);
	ck_assert_int_eq(write_file("out", &text, &e), 0);
	ck_assert_str_eq(text, "");
	free(text);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("stats_tool");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, run_option);
	tcase_add_test(tc, width);
	tcase_add_test(tc, init_defaults);
	tcase_add_test(tc, init_refused);
	tcase_add_test(tc, read_one_run);
	tcase_add_test(tc, read_by_and_groups);
	tcase_add_test(tc, read_shards);
	tcase_add_test(tc, read_bad);
	tcase_add_test(tc, read_named_runs);
	tcase_add_test(tc, formats);
	tcase_add_test(tc, report_width);
	tcase_add_test(tc, spark_width);
	tcase_add_test(tc, plot);
	tcase_add_test(tc, output_fails);
	tcase_add_test(tc, merge);
	tcase_add_test(tc, agreement);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
