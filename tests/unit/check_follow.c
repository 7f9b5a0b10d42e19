/* SPDX-License-Identifier: MIT */
/*
 * check_follow.c: unit tests for input read while it is written
 * (lib/stats/follow.c): files in natural order and as they appear, lines
 * completed later, truncated, replaced, rewritten and removed files,
 * long lines, patterns, streams.
 */
#include <sys/stat.h>

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "fields.h"
#include "stats/follow.h"
#include "xalloc.h"
#include "unit.h"

static char dir[256];

static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "follow");
}

static void
teardown(void)
{
	papo_test_rmdir(dir);
}


/* Write s to file name (mode "w" or "a"), making its directories. */
static void
put(const char *name, const char *mode, const char *s)
{
	char cmd[512];
	FILE *fp;

	snprintf(cmd, sizeof(cmd), "mkdir -p \"$(dirname %s)\"",
	    papo_test_path(dir, name));
	ck_assert_int_eq(system(cmd), 0);
	fp = fopen(papo_test_path(dir, name), mode);
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(s, 1, strlen(s), fp), strlen(s));
	fclose(fp);
}

/* Notices, one a line: "FILE: message" with dir cut off. */
static struct papo_buf notes;

static void
t_notice(void *ctx, const char *file, const char *msg)
{
	size_t n = strlen(dir);

	(void)ctx;
	if (strncmp(file, dir, n) == 0 && file[n] == '/')
		file += n + 1;
	papo_buf_addf(&notes, "%s: %s\n", file, msg);
}

static void
start(struct papo_follow *fw, size_t max_line)
{
	papo_follow_init(fw, max_line);
	fw->notice = t_notice;
	papo_buf_reset(&notes);
}

/*
 * One round: scan (its result in *again), then every batch as
 * "FILE:LINE:content|" (FILE without dir; "LONG" for a line over the
 * cap, "\r" shown as "+" when the terminator was CRLF).  Returns the
 * text; the caller frees it.
 */
static char *
round_of(struct papo_follow *fw, int *again)
{
	struct papo_batch b;
	struct papo_buf out = PAPO_BUF_INIT;
	struct papo_err e;
	size_t n = strlen(dir), i;
	long k;

	papo_batch_init(&b);
	*again = papo_follow_scan(fw, &e);
	ck_assert_int_ge(*again, 0);
	while ((k = papo_follow_read(fw, &b, 4096, &e)) > 0) {
		const char *name = papo_follow_name(fw, b.file);

		ck_assert_int_eq(k, (long)b.n);
		if (strncmp(name, dir, n) == 0 && name[n] == '/')
			name += n + 1;
		for (i = 0; i < b.n; i++) {
			const struct papo_line *l = &b.line[i];

			papo_buf_addf(&out, "%s:%llu:", name,
			    (unsigned long long)l->lineno);
			if (l->flags & PAPO_LINE_LONG)
				papo_buf_adds(&out, "LONG");
			else
				papo_buf_add(&out, l->s, l->len);
			papo_buf_adds(&out, l->tlen == 2 ? "+|" :
			    l->tlen == 0 ? "$|" : "|");
		}
	}
	ck_assert_int_eq(k, 0);
	papo_batch_release(&b);
	papo_buf_addc(&out, '\0');
	return papo_buf_detach(&out, NULL);
}

#define ROUND(fw, want, again_want) do {				\
	int again_;							\
	char *got_ = round_of((fw), &again_);				\
									\
	ck_assert_str_eq(got_, (want));					\
	ck_assert_int_eq(again_, (again_want));				\
	free(got_);							\
} while (0)

/* A directory's .jsonl files in natural order, those to come after. */
START_TEST(test_dir_order)
{
	struct papo_follow fw;
	struct papo_err e;

	put("run/10.jsonl", "w", "{\"s\":10}\n");
	put("run/2.jsonl", "w", "{\"s\":2}\n");
	put("run/1.jsonl", "w", "{\"s\":1}\n");
	put("run/sub/3.jsonl", "w", "{\"s\":3}\n");
	put("run/.4.jsonl", "w", "hidden\n");
	put("run/.tmp/5.jsonl", "w", "hidden\n");
	put("run/notes.txt", "w", "not jsonl\n");
	put("run/x.jsonl.tmp", "w", "not jsonl\n");
	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "run"),
	    &e), 0);
	ROUND(&fw, "run/1.jsonl:1:{\"s\":1}|run/2.jsonl:1:{\"s\":2}|"
	    "run/10.jsonl:1:{\"s\":10}|run/sub/3.jsonl:1:{\"s\":3}|", 0);
	ck_assert_uint_eq(papo_follow_count(&fw), 4);
	/* nothing new: an empty round */
	ROUND(&fw, "", 0);
	/* a new step file, and one in a new directory */
	put("run/11.jsonl", "w", "{\"s\":11}\n");
	put("run/sub/deeper/9.jsonl", "w", "{\"s\":9}\n");
	ROUND(&fw, "run/11.jsonl:1:{\"s\":11}|run/sub/deeper/9.jsonl:1:"
	    "{\"s\":9}|", 0);
	ck_assert_uint_eq(papo_follow_count(&fw), 6);
	ck_assert_str_eq(notes.s ? notes.s : "", "");
	papo_follow_release(&fw);
}
END_TEST

/* A growing file: complete lines only, read from where reading stopped. */
START_TEST(test_grow)
{
	struct papo_follow fw;
	struct papo_err e;

	put("t.jsonl", "w", "{\"a\":1}\n{\"a\":");
	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "t.jsonl"),
	    &e), 0);
	ROUND(&fw, "t.jsonl:1:{\"a\":1}|", 0);
	/* the half line waits for its newline */
	put("t.jsonl", "a", "2");
	ROUND(&fw, "", 0);
	put("t.jsonl", "a", "}\r\n{\"a\":3}\n\n");
	ROUND(&fw, "t.jsonl:2:{\"a\":2}+|t.jsonl:3:{\"a\":3}|t.jsonl:4:|", 0);
	put("t.jsonl", "a", "{\"a\":4");
	ROUND(&fw, "", 0);
	/* at the end, the line without newline is said to be unread */
	papo_follow_finish(&fw);
	ck_assert_str_eq(notes.s, "t.jsonl: line 5 has no newline yet: its 6 "
	    "bytes are not read\n");
	papo_follow_release(&fw);
}
END_TEST

/* A file truncated, replaced or rewritten: everything is read again. */
START_TEST(test_again)
{
	struct papo_follow fw;
	struct papo_err e;

	put("d/1.jsonl", "w", "{\"a\":1}\n{\"a\":2}\n");
	put("d/2.jsonl", "w", "{\"b\":1}\n");
	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "d"), &e), 0);
	ROUND(&fw, "d/1.jsonl:1:{\"a\":1}|d/1.jsonl:2:{\"a\":2}|"
	    "d/2.jsonl:1:{\"b\":1}|", 0);

	/* truncated and written again (a step dumped again) */
	put("d/1.jsonl", "w", "{\"c\":1}\n");
	ROUND(&fw, "d/1.jsonl:1:{\"c\":1}|d/2.jsonl:1:{\"b\":1}|", 1);
	ck_assert_str_eq(notes.s, "d/1.jsonl: truncated: every file is read "
	    "again\n");

	/* replaced: another file renamed over it */
	papo_buf_reset(&notes);
	put("d/new.tmp", "w", "{\"d\":1}\n{\"d\":2}\n");
	ck_assert_int_eq(rename(papo_test_path(dir, "d/new.tmp"),
	    papo_test_path(dir, "d/2.jsonl")), 0);
	ROUND(&fw, "d/1.jsonl:1:{\"c\":1}|d/2.jsonl:1:{\"d\":1}|"
	    "d/2.jsonl:2:{\"d\":2}|", 1);
	ck_assert_str_eq(notes.s, "d/2.jsonl: replaced by another file: every "
	    "file is read again\n");

	/* rewritten in place, not shorter: the bytes read differ */
	papo_buf_reset(&notes);
	put("d/2.jsonl", "w", "{\"e\":1}\n{\"e\":2}\n{\"e\":3}\n");
	ROUND(&fw, "d/1.jsonl:1:{\"c\":1}|d/2.jsonl:1:{\"e\":1}|"
	    "d/2.jsonl:2:{\"e\":2}|d/2.jsonl:3:{\"e\":3}|", 1);
	ck_assert_str_eq(notes.s, "d/2.jsonl: rewritten: every file is read "
	    "again\n");

	/* ... but the same bytes and more is a file that grew */
	papo_buf_reset(&notes);
	put("d/2.jsonl", "w", "{\"e\":1}\n{\"e\":2}\n{\"e\":3}\n{\"e\":4}\n");
	ROUND(&fw, "d/2.jsonl:4:{\"e\":4}|", 0);
	ck_assert_ptr_null(notes.s == NULL || notes.len == 0 ? NULL : notes.s);

	/* removed: what was read stays, and is said so */
	ck_assert_int_eq(unlink(papo_test_path(dir, "d/1.jsonl")), 0);
	ROUND(&fw, "", 0);
	ck_assert_str_eq(notes.s, "d/1.jsonl: removed: what was read of it is "
	    "kept\n");
	ck_assert_uint_eq(papo_follow_count(&fw), 1);
	/* back as another file: read again, and so is everything */
	papo_buf_reset(&notes);
	put("d/1.jsonl", "w", "{\"f\":1}\n");
	ROUND(&fw, "d/1.jsonl:1:{\"f\":1}|d/2.jsonl:1:{\"e\":1}|"
	    "d/2.jsonl:2:{\"e\":2}|d/2.jsonl:3:{\"e\":3}|"
	    "d/2.jsonl:4:{\"e\":4}|", 1);
	ck_assert_str_eq(notes.s, "d/1.jsonl: back, another file: every file "
	    "is read again\n");
	papo_follow_release(&fw);
}
END_TEST

/* Lines over the cap come without content, numbered; the rest is read. */
START_TEST(test_long)
{
	struct papo_follow fw;
	struct papo_err e;

	put("l.jsonl", "w", "{\"a\":1}\n0123456789abcdef\n{\"a\":3}\n"
	    "0123456789");
	start(&fw, 10);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "l.jsonl"),
	    &e), 0);
	ROUND(&fw, "l.jsonl:1:{\"a\":1}|l.jsonl:2:LONG|l.jsonl:3:{\"a\":3}|",
	    0);
	/* a line not ended yet, over the cap: dropped as it comes */
	put("l.jsonl", "a", "abcdef");
	ROUND(&fw, "", 0);
	put("l.jsonl", "a", "ghij\n{\"a\":5}\n");
	ROUND(&fw, "l.jsonl:4:LONG|l.jsonl:5:{\"a\":5}|", 0);
	papo_follow_release(&fw);
}
END_TEST

/* A byte order mark before the first line is not part of it. */
START_TEST(test_bom)
{
	struct papo_follow fw;
	struct papo_err e;

	put("b.jsonl", "w", "\xef\xbb\xbf{\"a\":1}\n\xef\xbb\xbf\n");
	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "b.jsonl"),
	    &e), 0);
	ROUND(&fw, "b.jsonl:1:{\"a\":1}|b.jsonl:2:\xef\xbb\xbf|", 0);
	papo_follow_release(&fw);
}
END_TEST

/* A pattern matches files as they come, in directories made later. */
START_TEST(test_pattern)
{
	struct papo_follow fw;
	struct papo_err e;
	struct papo_fields fields;
	char pat[300];

	papo_fields_init(&fields);
	ck_assert_int_eq(papo_fields_preset(&fields, "prime-rl", &e), 0);
	snprintf(pat, sizeof(pat), "%s/rollouts/step_*/train/all", dir);
	start(&fw, 0);
	fw.fields = &fields;
	ck_assert_int_eq(papo_follow_add(&fw, pat, &e), 0);
	ROUND(&fw, "", 0);
	ck_assert_uint_eq(papo_follow_count(&fw), 0);
	put("rollouts/step_1/train/all/traces.jsonl", "w", "{\"a\":1}\n");
	put("rollouts/step_1/train/effective/traces.jsonl", "w", "{\"x\":1}\n");
	put("rollouts/step_10/train/all/traces.jsonl", "w", "{\"a\":10}\n");
	put("rollouts/step_2/train/all/traces.jsonl", "w", "{\"a\":2}\n");
	ROUND(&fw, "rollouts/step_1/train/all/traces.jsonl:1:{\"a\":1}|"
	    "rollouts/step_2/train/all/traces.jsonl:1:{\"a\":2}|"
	    "rollouts/step_10/train/all/traces.jsonl:1:{\"a\":10}|", 0);
	/* the step of each file, from its path */
	ck_assert_str_eq(papo_follow_step(&fw, 0), "1");
	ck_assert_str_eq(papo_follow_step(&fw, 1), "2");
	ck_assert_str_eq(papo_follow_step(&fw, 2), "10");
	ck_assert_ptr_null(papo_follow_step(&fw, 3));
	papo_follow_release(&fw);
	papo_fields_release(&fields);
}
END_TEST

/* Files a preset says are not records are passed over, said once. */
START_TEST(test_skip)
{
	struct papo_follow fw;
	struct papo_err e;
	struct papo_fields fields;

	papo_fields_init(&fields);
	ck_assert_int_eq(papo_fields_preset(&fields, "skyrl", &e), 0);
	put("ev/global_step_3_evals/aggregated_results.jsonl", "w", "{}\n");
	put("ev/global_step_3_evals/gsm8k.jsonl", "w", "{\"a\":1}\n");
	start(&fw, 0);
	fw.fields = &fields;
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "ev"),
	    &e), 0);
	ROUND(&fw, "ev/global_step_3_evals/gsm8k.jsonl:1:{\"a\":1}|", 0);
	ROUND(&fw, "", 0);
	ck_assert_str_eq(notes.s, "ev/global_step_3_evals/"
	    "aggregated_results.jsonl: skipped: not records\n");
	ck_assert_str_eq(papo_follow_step(&fw, 1), "3");
	ck_assert_uint_eq(papo_follow_count(&fw), 1);
	papo_follow_release(&fw);
	papo_fields_release(&fields);
}
END_TEST

/* A stream: what is there, then the rest; its last line needs no newline. */
START_TEST(test_stream)
{
	struct papo_follow fw;
	struct papo_err e;
	int p[2], saved = dup(STDIN_FILENO);

	ck_assert_int_eq(pipe(p), 0);
	ck_assert_int_eq(dup2(p[0], STDIN_FILENO), STDIN_FILENO);
	close(p[0]);
	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, "-", &e), 0);
	/* nothing else with a stream */
	ck_assert_int_eq(papo_follow_add(&fw, dir, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_int_eq(write(p[1], "{\"a\":1}\n{\"a\"", 12), 12);
	ROUND(&fw, "<stdin>:1:{\"a\":1}|", 0);
	ck_assert_int_eq(papo_follow_ended(&fw), 0);
	ROUND(&fw, "", 0);
	ck_assert_int_eq(write(p[1], ":2}\n{\"a\":3}", 11), 11);
	close(p[1]);
	papo_follow_wait(&fw, 5);	/* returns at once: bytes to read */
	ROUND(&fw, "<stdin>:2:{\"a\":2}|<stdin>:3:{\"a\":3}$|", 0);
	ck_assert_int_eq(papo_follow_ended(&fw), 1);
	papo_follow_release(&fw);
	dup2(saved, STDIN_FILENO);
	close(saved);
}
END_TEST

/* A stop (a signal's flag) ends the round; the next goes on from there. */
START_TEST(test_stop)
{
	struct papo_follow fw;
	struct papo_err e;
	volatile sig_atomic_t stop = 0;
	struct papo_batch b;

	put("s/1.jsonl", "w", "{\"a\":1}\n");
	put("s/2.jsonl", "w", "{\"a\":2}\n");
	start(&fw, 0);
	fw.stop = &stop;
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "s"), &e), 0);
	ck_assert_int_eq(papo_follow_scan(&fw, &e), 0);
	papo_batch_init(&b);
	ck_assert_int_eq(papo_follow_read(&fw, &b, 4096, &e), 1);
	stop = 1;
	ck_assert_int_eq(papo_follow_read(&fw, &b, 4096, &e), 0);
	papo_batch_release(&b);
	stop = 0;
	ROUND(&fw, "s/2.jsonl:1:{\"a\":2}|", 0);
	papo_follow_release(&fw);
}
END_TEST

/* A wait ends when the wake descriptor is readable (a signal's pipe). */
START_TEST(test_wake)
{
	struct papo_follow fw;
	struct timespec a, b;
	int p[2];

	ck_assert_int_eq(pipe(p), 0);
	start(&fw, 0);
	fw.wake = p[0];
	clock_gettime(CLOCK_MONOTONIC, &a);
	papo_follow_wait(&fw, 0.05);	/* nothing: the whole wait */
	clock_gettime(CLOCK_MONOTONIC, &b);
	ck_assert(b.tv_sec - a.tv_sec + (b.tv_nsec - a.tv_nsec) / 1e9 >= 0.04);
	ck_assert_int_eq(write(p[1], "x", 1), 1);
	papo_follow_wait(&fw, 60);	/* at once */
	clock_gettime(CLOCK_MONOTONIC, &a);
	ck_assert(a.tv_sec - b.tv_sec < 30);
	papo_follow_release(&fw);
	close(p[0]);
	close(p[1]);
}
END_TEST

/* What cannot be followed. */
START_TEST(test_add_errors)
{
	struct papo_follow fw;
	struct papo_err e;

	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "nothing"),
	    &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	ck_assert_ptr_nonnull(strstr(e.msg, "No such file"));
	/* a pattern may match nothing yet */
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "*.jsonl"),
	    &e), 0);
	ck_assert_int_eq(papo_follow_add(&fw, "-", &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	papo_follow_release(&fw);
}
END_TEST

/* Natural order, through the order of files found. */
START_TEST(test_natural)
{
	struct papo_follow fw;
	struct papo_err e;

	put("n/step_007.jsonl", "w", "7\n");
	put("n/step_8.jsonl", "w", "8\n");
	put("n/step_10.jsonl", "w", "10\n");
	put("n/step_1.jsonl", "w", "1\n");
	put("n/step_a.jsonl", "w", "a\n");
	start(&fw, 0);
	ck_assert_int_eq(papo_follow_add(&fw, papo_test_path(dir, "n"), &e), 0);
	ROUND(&fw, "n/step_1.jsonl:1:1|n/step_007.jsonl:1:7|"
	    "n/step_8.jsonl:1:8|n/step_10.jsonl:1:10|n/step_a.jsonl:1:a|", 0);
	papo_follow_release(&fw);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("follow");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, test_dir_order);
	tcase_add_test(tc, test_grow);
	tcase_add_test(tc, test_again);
	tcase_add_test(tc, test_long);
	tcase_add_test(tc, test_bom);
	tcase_add_test(tc, test_pattern);
	tcase_add_test(tc, test_skip);
	tcase_add_test(tc, test_stream);
	tcase_add_test(tc, test_stop);
	tcase_add_test(tc, test_wake);
	tcase_add_test(tc, test_add_errors);
	tcase_add_test(tc, test_natural);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
