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
	    "{\"s\": 1,  \"p\": \"x\\\"y\", \"r\": \"a\"}|1|4\n"
	    "{\"s\": 0.50,  \"p\": \"x\\\"y\", \"r\": {\"t\": [1]}}|1|4\n");
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
	    "{\"m\":{\"text\":\"a\"},\"resps\":[\"x\"]}|1|4\n"
	    "{\"m\":{\"text\":\"b\"},\"resps\":[\"y\"]}|1|4\n");
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

/*
 * A line of two or more records flags them shared (its other fields
 * are no one record's); a list of one is the record it was.
 */
START_TEST(shared_flag)
{
	struct papo_buf out = PAPO_BUF_INIT;

	explode("r", "{\"r\":[\"a\"],\"s\":1}\n{\"r\":[\"a\",\"b\"],\"s\":1}\n",
	    &out);
	ck_assert_str_eq(out.s, "{\"r\":\"a\",\"s\":1}|1|0\n"
	    "{\"r\":\"a\",\"s\":1}|2|4\n{\"r\":\"b\",\"s\":1}|2|4\n");
	papo_buf_release(&out);
}
END_TEST

/* The token of path spec in j (-1: absent). */
static int
at(const struct papo_json *j, const char *spec)
{
	struct papo_path p;
	struct papo_err e;
	int t;

	ck_assert_int_eq(papo_path_parse(&p, spec, &e), 0);
	t = papo_json_find(j, &p, &e);
	papo_path_release(&p);
	return t;
}

/*
 * A value outside every list is the line's: taken away; one inside an
 * element (the element itself, or nested in it), a null and an absent
 * field are left.  The outcome of a record that has none of its own
 * left is refused, naming the field, the lists and the way out.
 */
START_TEST(line_values)
{
	static const char rec[] = "{\"outputs\":{\"text\":\"a\",\"score\":1},"
	    "\"s\":[0,1],\"score\":0,\"meta\":{\"acc\":true},\"n\":null}";
	const char *name[PAPO_OC_N] = { "acc", "r_out", "verify", "score" };
	struct papo_fields f;
	struct papo_json j;
	struct papo_err e;
	int tok[6], oc[PAPO_OC_N], k;

	papo_fields_init(&f);
	papo_json_init(&j);
	ck_assert_int_eq(papo_fields_explode(&f, "outputs,s", &e), 0);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	tok[0] = at(&j, "outputs.score");
	tok[1] = at(&j, "score");
	tok[2] = at(&j, "meta.acc");
	tok[3] = at(&j, "n");
	tok[4] = at(&j, "none");
	tok[5] = at(&j, "s");
	ck_assert_int_eq(tok[1] >= 0 && tok[2] >= 0 && tok[3] >= 0, 1);
	ck_assert_uint_eq(papo_fields_line_values(&f, &j, tok, 6), 0x6);
	ck_assert_int_eq(tok[0], at(&j, "outputs.score"));
	ck_assert_int_eq(tok[1], -1);
	ck_assert_int_eq(tok[2], -1);
	ck_assert_int_eq(tok[3], at(&j, "n"));
	ck_assert_int_eq(tok[4], -1);
	ck_assert_int_eq(tok[5], at(&j, "s"));

	/* the line's reward beside the record's own acc: acc stands */
	for (k = 0; k < PAPO_OC_N; k++)
		oc[k] = -1;
	oc[PAPO_OC_ACC] = at(&j, "outputs.score");
	oc[PAPO_OC_REWARD] = at(&j, "score");
	ck_assert_int_eq(papo_field_outcome_own(&f, &j, oc, name, &e), 0);
	ck_assert_int_eq(oc[PAPO_OC_REWARD], -1);
	ck_assert_int_eq(oc[PAPO_OC_ACC], at(&j, "outputs.score"));
	/* the line's alone: refused */
	oc[PAPO_OC_ACC] = -1;
	oc[PAPO_OC_REWARD] = at(&j, "score");
	ck_assert_int_eq(papo_field_outcome_own(&f, &j, oc, name, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
	ck_assert_str_eq(e.msg, "field 'score' is the whole line's, not this "
	    "record's: the line holds several records in 'outputs', 's' "
	    "(--explode), and the field lies outside them (run papo-verify "
	    "first, or --field reward=PATH inside them)");
	papo_json_release(&j);
	papo_fields_release(&f);
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
	tcase_add_test(t, shared_flag);
	tcase_add_test(t, line_values);
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
