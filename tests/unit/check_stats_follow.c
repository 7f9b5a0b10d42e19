/* SPDX-License-Identifier: MIT */
/*
 * check_stats_follow.c: unit tests for papo-stats --follow
 * (lib/stats/stats_follow.c): the view picked, a stream read to its end, the
 * screen's frame, rows written as their steps end and again when they
 * change, files read until a signal, the end.
 */
#include <sys/stat.h>
#include <sys/time.h>

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "cli.h"
#include "fields.h"
#include "stats/stats_follow.h"
#include "unit.h"
#include "xalloc.h"

static char dir[256];
static struct papo_stats_opts o;
static struct papo_common c;
static struct papo_stats_tool t;
static struct papo_stats_follow lv;
static struct papo_buf said;	/* what the tool said, a line each */
static int outfd = -1;		/* the output: file "out" */

/*
 * Step 1: a correct and a wrong response; step 2: a correct one, one
 * not scored yet (no adv) and one papo-advantage left out.
 */
static const char records[] =
    "{\"group\":\"a\",\"step\":1,\"acc\":1,\"adv\":1}\n"
    "{\"group\":\"a\",\"step\":1,\"acc\":0,\"adv\":-1}\n"
    "{\"group\":\"b\",\"step\":2,\"acc\":1,\"adv\":0}\n"
    "{\"group\":\"b\",\"step\":2,\"acc\":1}\n"
    "{\"group\":\"b\",\"step\":2,\"adv\":null,\"verify\":\"capped\"}\n";

static void
say(void *ctx, const char *msg)
{
	papo_buf_addf(ctx, "%s\n", msg);
}

static void
setup(void)
{
	struct papo_err e;

	papo_test_mkdir(dir, sizeof(dir), "stats-follow");
	memset(&o, 0, sizeof(o));
	memset(&c, 0, sizeof(c));
	memset(&t, 0, sizeof(t));
	memset(&lv, 0, sizeof(lv));
	papo_fields_init(&c.fields);
	papo_buf_init(&said);
	o.follow = 1;
	o.have_width = 1;	/* not $COLUMNS */
	ck_assert_int_eq(papo_stats_metric_list("responses,accuracy",
	    o.metrics, &o.nmetrics, &e), 0);
	o.have_metrics = 1;
	t.o = &o;
	t.c = &c;
	t.say = say;
	t.ctx = &said;
}

static void
teardown(void)
{
	papo_stats_follow_release(&lv);
	papo_stats_tool_release(&t);
	papo_stats_opts_release(&o);
	papo_fields_release(&c.fields);
	papo_buf_release(&said);
	if (outfd >= 0)
		close(outfd);
	outfd = -1;
	papo_test_rmdir(dir);
}


static void
put(const char *name, const char *mode, const char *s)
{
	FILE *fp = fopen(papo_test_path(dir, name), mode);

	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(fputs(s, fp) >= 0, 1);
	ck_assert_int_eq(fclose(fp), 0);
}

/* What was written to the output so far (the caller frees). */
static char *
output(void)
{
	struct papo_buf b = PAPO_BUF_INIT;
	char chunk[4096];
	ssize_t n;
	int fd = open(papo_test_path(dir, "out"), O_RDONLY);

	ck_assert_int_ge(fd, 0);
	while ((n = read(fd, chunk, sizeof(chunk))) > 0)
		papo_buf_add(&b, chunk, (size_t)n);
	close(fd);
	papo_buf_adds(&b, "");
	return papo_buf_detach(&b, NULL);
}

/* 1 when s ends with suffix. */
static int
ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Tool and follow over operand name (a file of dir, NULL: dir) in fmt. */
static int
start(enum papo_stats_format fmt, int tty, const char *name,
    struct papo_err *e)
{
	char *argv[1];

	o.format = fmt;
	papo_err_clear(e);
	ck_assert_msg(papo_stats_tool_init(&t, 1, tty, e) == 0, "%s", e->msg);
	outfd = open(papo_test_path(dir, "out"), O_WRONLY | O_CREAT | O_TRUNC,
	    0644);
	ck_assert_int_ge(outfd, 0);
	argv[0] = name ? papo_test_path(dir, name) : dir;
	return papo_stats_follow_init(&lv, &t, outfd, tty, 1, argv, e);
}

/*
 * A FIFO name in dir holding text, its writer closed once the reader
 * has opened it: a stream that ends after text.  Returns the writer.
 */
static int
fifo(const char *name, const char *text)
{
	int w;

	ck_assert_int_eq(mkfifo(papo_test_path(dir, name), 0600), 0);
	/* a reader may open it at once: there is a writer */
	w = open(papo_test_path(dir, name), O_RDWR);
	ck_assert_int_ge(w, 0);
	ck_assert_int_eq(write(w, text, strlen(text)), (ssize_t)strlen(text));
	return w;
}

/* Follow the records as a stream to its end, in fmt. */
static void
stream(enum papo_stats_format fmt, int tty)
{
	struct papo_err e;
	int w = fifo("fifo", records);

	ck_assert_msg(start(fmt, tty, "fifo", &e) == 0, "%s", e.msg);
	close(w);
	ck_assert_int_eq(lv.stream, 1);
	ck_assert_msg(papo_stats_follow_run(&lv, &e) == 0, "%s", e.msg);
	ck_assert_uint_eq(t.nrec, 4);
	ck_assert_uint_eq(t.nraw, 1);
	ck_assert_uint_eq(t.left_out, 1);
}

START_TEST(views)
{
	static const struct {
		enum papo_stats_format fmt;
		int tty;
		enum papo_stats_view view;
	} v[] = {
		{ PAPO_STATS_FMT_TABLE, 1, PAPO_STATS_VIEW_SCREEN },
		{ PAPO_STATS_FMT_SPARK, 1, PAPO_STATS_VIEW_SCREEN },
		{ PAPO_STATS_FMT_TSV, 1, PAPO_STATS_VIEW_ROWS },
		{ PAPO_STATS_FMT_JSONL, 1, PAPO_STATS_VIEW_ROWS },
		{ PAPO_STATS_FMT_NONE, 1, PAPO_STATS_VIEW_END },
		{ PAPO_STATS_FMT_TABLE, 0, PAPO_STATS_VIEW_ROWS },
		{ PAPO_STATS_FMT_TSV, 0, PAPO_STATS_VIEW_ROWS },
		{ PAPO_STATS_FMT_JSONL, 0, PAPO_STATS_VIEW_ROWS },
		{ PAPO_STATS_FMT_SPARK, 0, PAPO_STATS_VIEW_END },
		{ PAPO_STATS_FMT_NONE, 0, PAPO_STATS_VIEW_END },
		{ PAPO_STATS_FMT_DEFAULT, 1, PAPO_STATS_VIEW_SCREEN },
		{ PAPO_STATS_FMT_DEFAULT, 0, PAPO_STATS_VIEW_ROWS }
	};
	struct papo_err e;
	size_t i;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		ck_assert_int_eq(start(v[i].fmt, v[i].tty, NULL, &e), 0);
		ck_assert_int_eq(lv.view, v[i].view);
		ck_assert_int_eq(lv.stream, 0);
		ck_assert(lv.interval == 2);
		papo_stats_follow_release(&lv);
		papo_stats_tool_release(&t);
		close(outfd);
		outfd = -1;
	}
	o.have_interval = 1;
	o.interval = 0.25;
	ck_assert_int_eq(start(PAPO_STATS_FMT_TSV, 0, NULL, &e), 0);
	ck_assert(lv.interval == 0.25);
}
END_TEST

START_TEST(refused)
{
	struct papo_err e;
	char want[1024];
	char *argv[2];

	ck_assert_int_eq(start(PAPO_STATS_FMT_TSV, 0, "none", &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	snprintf(want, sizeof(want), "cannot open '%s/none': No such file or "
	    "directory (a path still to come is followed as a pattern, "
	    "quoted, which may match nothing yet: '%s/non[e]')", dir, dir);
	ck_assert_str_eq(e.msg, want);
	papo_stats_follow_release(&lv);
	/* a stream is followed alone */
	argv[0] = (char *)"-";
	argv[1] = dir;
	ck_assert_int_eq(papo_stats_follow_init(&lv, &t, outfd, 0, 2, argv,
	    &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "a stream (standard input, a pipe) is "
	    "followed alone: it cannot be read again as files can");
}
END_TEST

START_TEST(stream_rows)
{
	struct papo_err e;
	char *text;

	stream(PAPO_STATS_FMT_TSV, 0);
	/* read in one round that saw its end: all of it at the end */
	text = output();
	ck_assert_str_eq(text, "");
	free(text);
	ck_assert_int_eq(papo_stats_follow_end(&lv, &e), 0);
	text = output();
	ck_assert_str_eq(text, "step\tresponses\taccuracy\n1\t2\t0.5\n"
	    "2\t2\t1\n");
	free(text);
	ck_assert_uint_eq(said.len, 0);
	ck_assert_int_eq(t.bad, 0);
}
END_TEST

START_TEST(stream_end)
{
	struct papo_err e;
	char *text;

	/* jsonl rows */
	stream(PAPO_STATS_FMT_JSONL, 0);
	ck_assert_int_eq(papo_stats_follow_end(&lv, &e), 0);
	text = output();
	ck_assert_str_eq(text, "{\"step\":1,\"responses\":2,\"accuracy\":0.5}\n"
	    "{\"step\":2,\"responses\":2,\"accuracy\":1}\n");
	free(text);
	papo_stats_follow_release(&lv);
	papo_stats_tool_release(&t);
	close(outfd);
	unlink(papo_test_path(dir, "fifo"));
	/* a chart at the end, and nothing else */
	o.plot = papo_xstrdup("-");
	stream(PAPO_STATS_FMT_NONE, 0);
	ck_assert_int_eq(lv.view, PAPO_STATS_VIEW_END);
	text = output();
	ck_assert_str_eq(text, "");
	free(text);
	ck_assert_int_eq(papo_stats_follow_end(&lv, &e), 0);
	text = output();
	ck_assert_int_eq(strncmp(text, "<?xml ", 6), 0);
	ck_assert(ends(text, "</svg>\n"));
	free(text);
}
END_TEST

START_TEST(screen)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err e;
	char *text;

	stream(PAPO_STATS_FMT_TABLE, 1);
	ck_assert_int_eq(lv.view, PAPO_STATS_VIEW_SCREEN);
	lv.last = 0;
	papo_stats_follow_frame(&lv, 0, 0, &b);
	ck_assert_str_eq(b.s, "\033[Hstep  responses  accuracy\033[K\n"
	    "   1          2     0.500\033[K\n"
	    "   2          2     1.000\033[K\n"
	    "1 file, 4 records (1 without adv), none yet; ^C ends\033[K\n"
	    "\033[J");
	/* four lines: the last row, with the header and the status */
	papo_buf_reset(&b);
	papo_stats_follow_frame(&lv, 0, 4, &b);
	ck_assert_str_eq(b.s, "\033[Hstep  responses  accuracy\033[K\n"
	    "   2          2     1.000\033[K\n"
	    "1 file, 4 records (1 without adv), none yet; 1 earlier row not "
	    "shown; ^C ends\033[K\n\033[J");
	/* 16 columns: a block of columns each, every line cut */
	papo_buf_reset(&b);
	papo_stats_follow_frame(&lv, 16, 0, &b);
	ck_assert_str_eq(b.s, "\033[Hstep  responses\033[K\n"
	    "   1          2\033[K\n   2          2\033[K\n\033[K\n"
	    "step  accuracy\033[K\n   1     0.500\033[K\n   2     1.000\033[K\n"
	    "1 file, 4 record\033[K\n\033[J");
	papo_buf_release(&b);
	/* the end (no frame came: one round saw it): cleared, the table */
	ck_assert_int_eq(papo_stats_follow_end(&lv, &e), 0);
	text = output();
	ck_assert_str_eq(text, "\033[H\033[J"
	    "step  responses  accuracy\n   1          2     0.500\n"
	    "   2          2     1.000\n");
	free(text);
}
END_TEST

/* Add lines to the run, as a round of the engine would. */
static void
feed(const char *lines)
{
	struct papo_filter f;
	struct papo_err e;
	char *argv[1];

	put("feed.jsonl", "w", lines);
	argv[0] = papo_test_path(dir, "feed.jsonl");
	papo_stats_tool_engine(&t, &f, &papo_stats_tool_ops, &t);
	t.st = &lv.st;
	t.flt = &f;
	ck_assert_int_eq(papo_filter_open(&f, 1, argv, 0, &e), 0);
	ck_assert_msg(papo_filter_run(&f, &e) == 0, "%s", e.msg);
	papo_filter_release(&f);
	t.st = NULL;
	t.flt = NULL;
}

/* The rows due (end: all) as papo_stats_follow_rows writes them. */
static char *
rows(int end)
{
	struct papo_buf b = PAPO_BUF_INIT;

	papo_stats_follow_rows(&lv, end, &b);
	papo_buf_adds(&b, "");
	return papo_buf_detach(&b, NULL);
}

#define REC(step) "{\"step\":" #step ",\"adv\":0,\"acc\":1}\n"

START_TEST(rows_tsv)
{
	struct papo_err e;
	char *s;

	o.nmetrics = 1;		/* responses */
	ck_assert_int_eq(start(PAPO_STATS_FMT_TSV, 0, NULL, &e), 0);
	/* before any row: nothing, not even the header */
	s = rows(0);
	ck_assert_str_eq(s, "");
	free(s);
	feed(REC(1) REC(1) REC(2));
	s = rows(0);
	ck_assert_str_eq(s, "step\tresponses\n1\t2\n");
	free(s);
	/* a late record of step 1: written again, and said so */
	feed(REC(1) REC(3));
	s = rows(0);
	ck_assert_str_eq(s, "1\t3\n2\t1\n");
	free(s);
	ck_assert_str_eq(said.s, "1 row written again: its records changed "
	    "after it was written\n");
	s = rows(0);
	ck_assert_str_eq(s, "");
	free(s);
	s = rows(1);
	ck_assert_str_eq(s, "3\t1\n");
	free(s);
}
END_TEST

START_TEST(rows_tsv_empty)
{
	struct papo_err e;
	char *s;

	o.nmetrics = 1;
	ck_assert_int_eq(start(PAPO_STATS_FMT_TSV, 0, NULL, &e), 0);
	/* no record at all: the header at the end */
	s = rows(1);
	ck_assert_str_eq(s, "step\tresponses\n");
	free(s);
}
END_TEST

START_TEST(rows_table)
{
	struct papo_err e;
	char *s;

	o.nmetrics = 1;
	ck_assert_int_eq(start(PAPO_STATS_FMT_TABLE, 0, NULL, &e), 0);
	ck_assert_int_eq(lv.view, PAPO_STATS_VIEW_ROWS);
	feed(REC(1) REC(1) REC(2));
	s = rows(0);
	ck_assert_str_eq(s, "step  responses\n   1          2\n");
	free(s);
	feed(REC(100000));
	s = rows(0);
	ck_assert_str_eq(s, "   2          1\n");
	free(s);
	/* a wider key: the header again, laid out over every row */
	feed(REC(100001));
	s = rows(0);
	ck_assert_str_eq(s, "  step  responses\n100000          1\n");
	free(s);
	s = rows(1);
	ck_assert_str_eq(s, "100001          1\n");
	free(s);
}
END_TEST

START_TEST(rows_by)
{
	struct papo_err e;
	char *s;

	o.nmetrics = 1;
	o.by = papo_xstrdup("acc");
	ck_assert_int_eq(start(PAPO_STATS_FMT_JSONL, 0, NULL, &e), 0);
	feed(REC(1) REC(2) "{\"step\":3,\"adv\":0,\"acc\":0}\n");
	/* a row by a field is never over before the end */
	s = rows(0);
	ck_assert_str_eq(s, "");
	free(s);
	s = rows(1);
	ck_assert_str_eq(s, "{\"acc\":0,\"responses\":1}\n"
	    "{\"acc\":1,\"responses\":2}\n");
	free(s);
}
END_TEST

static volatile sig_atomic_t stop_flag;
static int wake_w = -1;

static void
on_alarm(int sig)
{
	(void)sig;
	stop_flag = 1;
	(void)!write(wake_w, "", 1);
}

START_TEST(files_until_signal)
{
	struct sigaction sa;
	struct itimerval it;
	struct papo_err e;
	int pfd[2];
	char *text;

	mkdir(papo_test_path(dir, "run"), 0755);
	put("run/1.jsonl", "w", REC(1) REC(1));
	put("run/2.jsonl", "w", REC(2) "{\"step\":2,\"adv\":0,\"acc\":0}\n");
	put("run/notes.txt", "w", "not records\n");
	o.have_interval = 1;
	o.interval = 0.05;
	ck_assert_int_eq(start(PAPO_STATS_FMT_TSV, 0, "run", &e), 0);
	ck_assert_int_eq(pipe2(pfd, O_CLOEXEC | O_NONBLOCK), 0);
	wake_w = pfd[1];
	stop_flag = 0;
	lv.stop = &stop_flag;
	lv.wake = pfd[0];
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	ck_assert_int_eq(sigaction(SIGALRM, &sa, NULL), 0);
	memset(&it, 0, sizeof(it));
	it.it_value.tv_sec = 1;
	ck_assert_int_eq(setitimer(ITIMER_REAL, &it, NULL), 0);
	/* rounds until the signal, then the rest */
	ck_assert_msg(papo_stats_follow_run(&lv, &e) == 0, "%s", e.msg);
	ck_assert_int_eq(stop_flag, 1);
	text = output();
	ck_assert_str_eq(text, "step\tresponses\taccuracy\n1\t2\t1\n");
	free(text);
	ck_assert_int_eq(papo_stats_follow_end(&lv, &e), 0);
	text = output();
	ck_assert_str_eq(text, "step\tresponses\taccuracy\n1\t2\t1\n"
	    "2\t2\t0.5\n");
	free(text);
	ck_assert_uint_eq(papo_follow_count(&lv.fw), 2);
	ck_assert_uint_eq(said.len, 0);
	signal(SIGALRM, SIG_DFL);
	close(pfd[0]);
	close(pfd[1]);
}
END_TEST

START_TEST(stream_bad_line)
{
	struct papo_err e;
	char want[512];
	int w = fifo("fifo", REC(1) "{not json\n" REC(2));

	ck_assert_int_eq(start(PAPO_STATS_FMT_TSV, 0, "fifo", &e), 0);
	close(w);
	ck_assert_int_eq(papo_stats_follow_run(&lv, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	snprintf(want, sizeof(want), "%s:2: invalid JSON at column 2: "
	    "unexpected 'n'", papo_test_path(dir, "fifo"));
	ck_assert_str_eq(e.msg, want);
	ck_assert_uint_eq(t.nrec, 1);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("stats_follow");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, views);
	tcase_add_test(tc, refused);
	tcase_add_test(tc, stream_rows);
	tcase_add_test(tc, stream_end);
	tcase_add_test(tc, screen);
	tcase_add_test(tc, rows_tsv);
	tcase_add_test(tc, rows_tsv_empty);
	tcase_add_test(tc, rows_table);
	tcase_add_test(tc, rows_by);
	tcase_add_test(tc, files_until_signal);
	tcase_add_test(tc, stream_bad_line);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
