/* SPDX-License-Identifier: MIT */
/*
 * check_explode.c: unit tests for --explode's lists (lib/jsonl_explode.c,
 * lib/fields_explode.c) and dump directories (lib/jsonl_dir.c).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "buf.h"
#include "fields.h"
#include "jsonl.h"
#include "unit.h"

static char tmpl[256];

static void
setup(void)
{
	papo_test_mkdir(tmpl, sizeof(tmpl), "explode");
}

static void
teardown(void)
{
	papo_test_rmdir(tmpl);
}

/*
 * Write s to a new file name in the temporary directory; its path (one
 * of papo_test_path's buffers).
 */
static char *
file_with(const char *name, const char *s)
{
	char *path = papo_test_path(tmpl, name);
	FILE *f = fopen(path, "wb");

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(fputs(s, f) >= 0, 1);
	fclose(f);
	return path;
}

/*
 * The lines of text s read with the lists of spec exploded, each as
 * "<line>|<lineno>|<flags>\n", into out.
 */
static void
explode(const char *spec, const char *s, struct papo_buf *out)
{
	struct papo_fields f;
	struct papo_reader r;
	struct papo_batch b;
	struct papo_err e;
	char *path = file_with("in.jsonl", s);
	long n;
	size_t i;

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_explode(&f, spec, &e), 0);
	ck_assert_int_eq(papo_reader_open(&r, path, 0, &e), 0);
	r.explode = f.explode;
	r.nexplode = f.nexplode;
	papo_batch_init(&b);
	while ((n = papo_reader_read(&r, &b, 4096, &e)) > 0)
		for (i = 0; i < b.n; i++)
			papo_buf_addf(out, "%.*s|%llu|%u\n", (int)b.line[i].len,
			    b.line[i].s, (unsigned long long)b.line[i].lineno,
			    (unsigned)b.line[i].flags);
	ck_assert_int_eq(n, 0);
	papo_batch_release(&b);
	papo_reader_close(&r);
	papo_fields_release(&f);
}

/* Each list replaced by its element, every other byte kept, in place. */
START_TEST(elements_in_place)
{
	struct papo_buf out = PAPO_BUF_INIT;

	explode("r,s", "{\"s\": [1, 0.50],  \"p\": \"x\\\"y\", \"r\": "
	    "[\"a\", {\"t\": [1]}]}\n", &out);
	ck_assert_str_eq(out.s,
	    "{\"s\": 1,  \"p\": \"x\\\"y\", \"r\": \"a\"}|1|0\n"
	    "{\"s\": 0.50,  \"p\": \"x\\\"y\", \"r\": {\"t\": [1]}}|1|0\n");
	papo_buf_release(&out);
}
END_TEST

/* A list inside an object, and one at a list step. */
START_TEST(nested_paths)
{
	struct papo_buf out = PAPO_BUF_INIT;

	explode("m.text,resps[0]", "{\"m\":{\"text\":[\"a\",\"b\"]},"
	    "\"resps\":[[\"x\",\"y\"]]}\n", &out);
	ck_assert_str_eq(out.s,
	    "{\"m\":{\"text\":\"a\"},\"resps\":[\"x\"]}|1|0\n"
	    "{\"m\":{\"text\":\"b\"},\"resps\":[\"y\"]}|1|0\n");
	papo_buf_release(&out);
}
END_TEST

/*
 * A line with no list stays as it is; uneven, empty and mixed lists
 * stay as they are, flagged, with a message naming the lists.
 */
START_TEST(bad_lines)
{
	struct papo_buf out = PAPO_BUF_INIT;
	struct papo_fields f;
	struct papo_err e;
	const char *uneven = "{\"r\":[1,2],\"s\":[1]}";

	explode("r,s", "{\"r\":\"one\"}\n{\"r\":[1,2],\"s\":[1]}\n"
	    "{\"r\":[],\"s\":[]}\n{\"r\":[1],\"s\":2}\nnot json\n"
	    "{\"q\":1}\n", &out);
	ck_assert_str_eq(out.s, "{\"r\":\"one\"}|1|0\n"
	    "{\"r\":[1,2],\"s\":[1]}|2|2\n"
	    "{\"r\":[],\"s\":[]}|3|2\n"
	    "{\"r\":[1],\"s\":2}|4|2\n"
	    "not json|5|0\n"
	    "{\"q\":1}|6|0\n");
	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_explode(&f, "r,s", &e), 0);
	ck_assert_int_eq(papo_reader_explode_why(f.explode, f.nexplode,
	    uneven, strlen(uneven), &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	ck_assert_str_eq(e.msg, "lists 'r' (2 elements) and 's' (1) differ "
	    "in length (--explode)");
	papo_fields_release(&f);
	papo_buf_release(&out);
}
END_TEST

/* Paths refused; the group the lists imply. */
START_TEST(paths_and_group)
{
	struct papo_fields f;
	struct papo_err e;

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_explode(&f, "a|b", &e), -1);
	ck_assert_int_eq(papo_fields_explode(&f, "a,a.b", &e), -1);
	ck_assert_ptr_nonnull(strstr(e.msg, "overlap"));
	ck_assert_int_eq(papo_fields_explode(&f, "a,", &e), -1);
	papo_fields_release(&f);

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_set(&f, "problem=q.text", &e), 0);
	ck_assert_int_eq(papo_fields_explode(&f, "r", &e), 0);
	papo_fields_explode_group(&f);
	ck_assert_str_eq(f.path[PAPO_F_GROUP].spec, "group|q.text");
	papo_fields_release(&f);

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_set(&f, "group=uid", &e), 0);
	ck_assert_int_eq(papo_fields_explode(&f, "r", &e), 0);
	papo_fields_explode_group(&f);
	ck_assert_str_eq(f.path[PAPO_F_GROUP].spec, "uid");
	papo_fields_release(&f);
}
END_TEST

/* A directory: its .jsonl files at any depth, in natural order. */
START_TEST(directories)
{
	char *dir = strdup(papo_test_path(tmpl, "d")), *argv[2];
	char **out;
	int n;
	struct papo_err e;

	ck_assert_int_lt(papo_input_natcmp("step_2", "step_10"), 0);
	ck_assert_int_gt(papo_input_natcmp("b", "a10"), 0);
	ck_assert_int_eq(papo_input_natcmp("x", "x"), 0);
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	ck_assert_int_eq(mkdir(papo_test_path(tmpl, "d/step_10"), 0700), 0);
	ck_assert_int_eq(mkdir(papo_test_path(tmpl, "d/step_2"), 0700), 0);
	file_with("d/step_10/a.jsonl", "{}\n");
	file_with("d/step_2/a.jsonl", "{}\n");
	file_with("d/step_2/.b.jsonl", "{}\n");
	file_with("d/step_2/c.txt", "x\n");
	argv[0] = dir;
	argv[1] = (char *)"-";
	ck_assert_int_eq(papo_input_dirs(2, argv, &out, &n, &e), 0);
	ck_assert_int_eq(n, 3);
	ck_assert_ptr_nonnull(strstr(out[0], "d/step_2/a.jsonl"));
	ck_assert_ptr_nonnull(strstr(out[1], "d/step_10/a.jsonl"));
	ck_assert_str_eq(out[2], "-");
	papo_input_dirs_free(out, (size_t)n);
	/* no directory: the operands as they are */
	ck_assert_int_eq(papo_input_dirs(1, &argv[1], &out, &n, &e), 0);
	ck_assert_ptr_null(out);
	ck_assert_int_eq(n, 1);
	/* a directory of no .jsonl file: its other file named */
	ck_assert_int_eq(remove(papo_test_path(tmpl, "d/step_2/a.jsonl")), 0);
	ck_assert_int_eq(remove(papo_test_path(tmpl, "d/step_10/a.jsonl")),
	    0);
	ck_assert_int_eq(papo_input_dirs(1, argv, &out, &n, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	ck_assert_ptr_nonnull(strstr(e.msg, "holds no .jsonl file (1 other "
	    "file, such as '"));
	ck_assert_ptr_nonnull(strstr(e.msg, "d/step_2/c.txt': name it)"));
	free(dir);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("explode");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, elements_in_place);
	tcase_add_test(t, nested_paths);
	tcase_add_test(t, bad_lines);
	tcase_add_test(t, paths_and_group);
	tcase_add_test(t, directories);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
