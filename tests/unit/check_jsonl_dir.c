/* SPDX-License-Identifier: MIT */
/*
 * check_jsonl_dir.c: unit tests for the one directory walker,
 * papo_input_walk (lib/jsonl_dir.c): natural order, the depth limit,
 * links (loops, dangling, to files), directories that cannot be read.
 */
#include <sys/stat.h>

#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "jsonl.h"
#include "unit.h"

static char tmp[256];

static void
setup(void)
{
	papo_test_mkdir(tmp, sizeof(tmp), "jsonl-dir");
}

static void
teardown(void)
{
	char cmd[600];

	/* a directory made unreadable by a test is removed too */
	snprintf(cmd, sizeof(cmd), "chmod -R u+rwx '%s'", tmp);
	ck_assert_int_eq(system(cmd), 0);
	papo_test_rmdir(tmp);
}

/* An empty file at name under tmp, its directories made first. */
static void
touch(const char *name)
{
	char cmd[700];
	FILE *f;

	snprintf(cmd, sizeof(cmd), "mkdir -p \"$(dirname '%s')\"",
	    papo_test_path(tmp, name));
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_ptr_nonnull(f = fopen(papo_test_path(tmp, name), "w"));
	fclose(f);
}

/*
 * What the walk handed its callback: "PATH[*]" a line, PATH without tmp,
 * '*' after one whose name is not .jsonl; it stops the walk (returns
 * stop_at's value) at the stop_at'th call when stop_at is set.
 */
struct seen {
	struct papo_buf s;
	int calls, stop_at;
};

static int
record(void *ctx, const char *path, int jsonl, struct papo_err *e)
{
	struct seen *w = ctx;
	size_t n = strlen(tmp);

	(void)e;
	if (strncmp(path, tmp, n) == 0 && path[n] == '/')
		path += n + 1;
	papo_buf_addf(&w->s, "%s%s\n", path, jsonl ? "" : "*");
	if (++w->calls == w->stop_at)
		return w->stop_at;
	return 0;
}

/* The walk of tmp/dir with flags: its return; what it handed, into w. */
static int
walk(struct seen *w, const char *dir, int flags, struct papo_err *e)
{
	memset(w, 0, sizeof(*w));
	papo_buf_init(&w->s);
	papo_buf_adds(&w->s, "");
	return papo_input_walk(papo_test_path(tmp, dir), flags, record, w, e);
}

/* Files in natural order of their paths, dot names passed over. */
START_TEST(order)
{
	struct papo_err e;
	struct seen w;

	touch("d/step_10/a.jsonl");
	touch("d/step_2/b.jsonl");
	touch("d/step_2/a.jsonl");
	touch("d/step_2/notes.txt");
	touch("d/step_2/.tmp.jsonl");
	touch("d/.cache/x.jsonl");
	touch("d/z.jsonl");
	touch("d/step_007.jsonl");
	ck_assert_int_eq(walk(&w, "d", 0, &e), 0);
	/* 2 < 007 < 10 by value, '/' and '.' as bytes */
	ck_assert_str_eq(w.s.s, "d/step_2/a.jsonl\nd/step_2/b.jsonl\n"
	    "d/step_007.jsonl\nd/step_10/a.jsonl\nd/z.jsonl\n");
	papo_buf_release(&w.s);
	/* every regular file, the others marked */
	ck_assert_int_eq(walk(&w, "d", PAPO_WALK_ALL, &e), 0);
	ck_assert_str_eq(w.s.s, "d/step_2/a.jsonl\nd/step_2/b.jsonl\n"
	    "d/step_2/notes.txt*\nd/step_007.jsonl\nd/step_10/a.jsonl\n"
	    "d/z.jsonl\n");
	papo_buf_release(&w.s);
	/* a directory named with its slash: no slash doubled */
	ck_assert_int_eq(walk(&w, "d/", 0, &e), 0);
	ck_assert_int_eq(w.calls, 5);
	ck_assert_ptr_nonnull(strstr(w.s.s, "d/step_2/a.jsonl\n"));
	ck_assert_ptr_null(strstr(w.s.s, "//"));
	papo_buf_release(&w.s);
	/* a return other than 0 ends the walk and is its return */
	memset(&w, 0, sizeof(w));
	papo_buf_init(&w.s);
	w.stop_at = 2;
	ck_assert_int_eq(papo_input_walk(papo_test_path(tmp, "d"), 0, record,
	    &w, &e), 2);
	ck_assert_int_eq(w.calls, 2);
	papo_buf_release(&w.s);
}
END_TEST

/* PAPO_INPUT_DIR_DEPTH levels down read, one more not. */
START_TEST(depth)
{
	struct papo_buf p = PAPO_BUF_INIT, want = PAPO_BUF_INIT;
	struct papo_err e;
	struct seen w;
	int i;

	papo_buf_adds(&p, "d");
	for (i = 1; i <= PAPO_INPUT_DIR_DEPTH; i++)
		papo_buf_addf(&p, "/%d", i);
	papo_buf_addf(&want, "%s/a.jsonl\n", p.s);
	papo_buf_adds(&p, "/a.jsonl");
	touch(p.s);
	papo_buf_truncate(&p, p.len - strlen("/a.jsonl"));
	papo_buf_addf(&p, "/%d/b.jsonl", PAPO_INPUT_DIR_DEPTH + 1);
	touch(p.s);
	ck_assert_int_eq(walk(&w, "d", 0, &e), 0);
	ck_assert_str_eq(w.s.s, want.s);
	papo_buf_release(&w.s);
	/* from one level down, the deeper file is within reach */
	ck_assert_int_eq(walk(&w, "d/1", 0, &e), 0);
	ck_assert_int_eq(w.calls, 2);
	ck_assert_ptr_nonnull(strstr(w.s.s, "/b.jsonl\n"));
	papo_buf_release(&w.s);
	papo_buf_release(&p);
	papo_buf_release(&want);
}
END_TEST

/*
 * A link to a directory is not searched (a loop ends), a link to a file
 * is read, a dangling one or one that loops on itself is passed over.
 */
START_TEST(links)
{
	struct papo_err e;
	struct seen w;

	touch("d/sub/a.jsonl");
	touch("outside/o.jsonl");
	ck_assert_int_eq(symlink(".", papo_test_path(tmp, "d/sub/here")), 0);
	ck_assert_int_eq(symlink("..", papo_test_path(tmp, "d/sub/up")), 0);
	ck_assert_int_eq(symlink("../outside",
	    papo_test_path(tmp, "d/out")), 0);
	ck_assert_int_eq(symlink("../outside/o.jsonl",
	    papo_test_path(tmp, "d/linked.jsonl")), 0);
	ck_assert_int_eq(symlink("nowhere.jsonl",
	    papo_test_path(tmp, "d/dead.jsonl")), 0);
	ck_assert_int_eq(symlink("self.jsonl",
	    papo_test_path(tmp, "d/self.jsonl")), 0);
	ck_assert_int_eq(walk(&w, "d", PAPO_WALK_ALL, &e), 0);
	ck_assert_str_eq(w.s.s, "d/linked.jsonl\nd/sub/a.jsonl\n");
	papo_buf_release(&w.s);
}
END_TEST

/* A directory that cannot be read: said, 66; 74 or nothing if growing. */
START_TEST(unreadable)
{
	struct papo_err e;
	struct seen w;
	char want[600];

	touch("d/sub/a.jsonl");
	touch("file.jsonl");
	ck_assert_int_eq(walk(&w, "gone", 0, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	snprintf(want, sizeof(want), "cannot read directory '%s': %s",
	    papo_test_path(tmp, "gone"), strerror(ENOENT));
	ck_assert_str_eq(e.msg, want);
	ck_assert_int_eq(w.calls, 0);
	papo_buf_release(&w.s);
	ck_assert_int_eq(walk(&w, "file.jsonl", 0, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	ck_assert_ptr_nonnull(strstr(e.msg, strerror(ENOTDIR)));
	papo_buf_release(&w.s);
	/* growing: one removed since it was listed holds nothing */
	ck_assert_int_eq(walk(&w, "gone", PAPO_WALK_GROWING, &e), 0);
	ck_assert_int_eq(w.calls, 0);
	papo_buf_release(&w.s);
	ck_assert_int_eq(walk(&w, "file.jsonl", PAPO_WALK_GROWING, &e), 0);
	ck_assert_int_eq(w.calls, 0);
	papo_buf_release(&w.s);
	/* a link that loops is there but cannot be read, even by root */
	ck_assert_int_eq(symlink("loop2", papo_test_path(tmp, "loop1")), 0);
	ck_assert_int_eq(symlink("loop1", papo_test_path(tmp, "loop2")), 0);
	ck_assert_int_eq(walk(&w, "loop1", PAPO_WALK_GROWING, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_IOERR);
	snprintf(want, sizeof(want), "cannot read directory '%s': %s",
	    papo_test_path(tmp, "loop1"), strerror(ELOOP));
	ck_assert_str_eq(e.msg, want);
	papo_buf_release(&w.s);
	/* a subdirectory without permission (root reads it all the same) */
	ck_assert_int_eq(chmod(papo_test_path(tmp, "d/sub"), 0), 0);
	ck_assert_int_eq(walk(&w, "d", 0, &e), geteuid() == 0 ? 0 : -1);
	if (geteuid() != 0) {
		ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
		ck_assert_ptr_nonnull(strstr(e.msg, strerror(EACCES)));
	}
	papo_buf_release(&w.s);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("jsonl_dir");
	TCase *t = tcase_create("walk");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, order);
	tcase_add_test(t, depth);
	tcase_add_test(t, links);
	tcase_add_test(t, unreadable);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
