/* SPDX-License-Identifier: MIT */
/*
 * check_stats_partial.c: unit tests for papo-stats' partial results
 * (lib/stats/stats_partial.c): round trips and rejected lines.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_partial.h"
#include "unit.h"

static struct papo_json j;

static void
setup(void)
{
	papo_json_init(&j);
}

static void
teardown(void)
{
	papo_json_release(&j);
}

/* Read the first line of text; returns what papo_stats_partial_read does. */
static int
read_line(const char *text, struct papo_stats_partial_head *h,
    struct papo_stats_partial_row *r, struct papo_err *e)
{
	const char *nl = strchr(text, '\n');
	size_t n = nl ? (size_t)(nl - text) : strlen(text);

	papo_err_clear(e);
	ck_assert_msg(papo_json_parse(&j, text, n, e) == 0, "%s", e->msg);
	return papo_stats_partial_read(&j, h, r, e);
}

static struct papo_stats_obs
obs(double adv, int correct, double r_proc, double length)
{
	struct papo_stats_obs o;

	memset(&o, 0, sizeof(o));
	o.adv = adv;
	o.correct = (int8_t)correct;
	o.has_adv_out = 1;
	o.adv_out = adv / 2;
	o.has_adv_proc = 1;
	o.adv_proc = adv / 3;
	o.has_r_proc = !isnan(r_proc);
	o.r_proc = o.has_r_proc ? r_proc : 0;
	o.has_length = !isnan(length);
	o.length = o.has_length ? length : 0;
	/* three answers */
	o.has_pred = 1;
	o.pred[1] = (uint64_t)(adv * 10) % 3;
	return o;
}

static int
same_moments(const struct papo_stats_moments *a,
    const struct papo_stats_moments *b)
{
	struct papo_stats_sums x, y;

	papo_stats_moments_sums(a, &x);
	papo_stats_moments_sums(b, &y);
	return a->n == b->n && (a->n == 0 || (memcmp(&x.min, &y.min,
	    sizeof(double)) == 0 && memcmp(&x.max, &y.max,
	    sizeof(double)) == 0)) && papo_exactsum_equal(&x.s1, &y.s1) &&
	    papo_exactsum_equal(&x.s2, &y.s2);
}

/* A row, written and read back: the same state, to the bit. */
START_TEST(row_round_trip)
{
	static const char *const keys[] = {
		"{\"step\":3}", "{\"step\":-0.5}",
		"{\"step\":\"warm\\\"up\\u00e9\"}", "{\"step\":null}",
		"{\"step\":{\"a\": [1, 2]}}", "{\"step\":true}"
	};
	struct papo_stats_row row;
	struct papo_stats_partial_row r;
	struct papo_stats_partial_head h;
	struct papo_buf out = PAPO_BUF_INIT, tmp = PAPO_BUF_INIT;
	struct papo_err e;
	struct papo_json kj;
	size_t i;
	int k;

	papo_json_init(&kj);
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		memset(&row, 0, sizeof(row));
		papo_stats_acc_init(&row.acc);
		/* the key as a record gives it */
		ck_assert_int_eq(papo_json_parse(&kj, keys[i], strlen(keys[i]),
		    &e), 0);
		k = papo_json_member(&kj, 0, "step", 4, &e);
		row.key.type = (uint8_t)papo_json_type(&kj, k);
		row.key.s = "";
		if (row.key.type == PAPO_JSON_NULL)
			row.key.type = PAPO_JSON_NONE;
		else if (row.key.type == PAPO_JSON_NUMBER)
			papo_json_num(&kj, k, &row.key.num);
		else if (row.key.type == PAPO_JSON_STRING) {
			papo_buf_reset(&tmp);
			papo_json_str(&kj, k, &tmp);
			row.key.s = tmp.s;
			row.key.len = tmp.len;
		} else {
			row.key.s = keys[i] + kj.tok[k].start;
			row.key.len = kj.tok[k].end - kj.tok[k].start;
		}
		for (k = 0; k < 40; k++) {
			struct papo_stats_obs o = obs(0.1 * k - 1.3, k % 3 - 1,
			    k % 2 ? 0.5 : (double)NAN,
			    k % 5 ? 100.0 + k : (double)NAN);

			papo_stats_acc_add(&row.acc, &o, k % 7 != 0);
			if (k < 3)
				papo_stats_acc_answer_group(&row.acc, o.pred);
		}
		row.acc.answered_groups = 2;
		row.acc.groups = 5;
		row.acc.active = 2;
		row.acc.uniform_known = 3;
		row.acc.all_correct = 1;
		row.acc.all_wrong = 1;
		papo_buf_reset(&out);
		papo_stats_partial_write_row(&out, i % 2 ? "run \"1\"" : NULL,
		    &row);
		ck_assert_msg(read_line(out.s, &h, &r, &e) == 0, "%s\n%s",
		    e.msg, out.s);
		if (i % 2)
			ck_assert_str_eq(r.run, "run \"1\"");
		else
			ck_assert_ptr_null(r.run);
		ck_assert_int_eq(r.key.type, row.key.type);
		ck_assert(papo_stats_key_cmp(&r.key, &row.key) == 0);
		ck_assert_uint_eq(papo_stats_key_hash(&r.key),
		    papo_stats_key_hash(&row.key));
		ck_assert_uint_eq(r.acc.n, 40);
		ck_assert_uint_eq(r.acc.zero, row.acc.zero);
		ck_assert_uint_eq(r.acc.known, row.acc.known);
		ck_assert_uint_eq(r.acc.correct, row.acc.correct);
		ck_assert_uint_eq(r.acc.with_proc, row.acc.with_proc);
		ck_assert_uint_eq(r.acc.grouped, row.acc.grouped);
		ck_assert_uint_eq(r.acc.groups, 5);
		ck_assert_uint_eq(r.acc.active, 2);
		ck_assert_uint_eq(r.acc.all_wrong, 1);
		ck_assert(same_moments(&r.acc.adv_unknown,
		    &row.acc.adv_unknown));
		ck_assert(same_moments(&r.acc.adv_correct,
		    &row.acc.adv_correct));
		ck_assert(same_moments(&r.acc.adv_wrong, &row.acc.adv_wrong));
		ck_assert(same_moments(&r.acc.adv_out, &row.acc.adv_out));
		ck_assert(same_moments(&r.acc.adv_proc, &row.acc.adv_proc));
		ck_assert(same_moments(&r.acc.proc_correct,
		    &row.acc.proc_correct));
		ck_assert(same_moments(&r.acc.length, &row.acc.length));
		ck_assert(same_moments(&r.acc.length_correct,
		    &row.acc.length_correct));
		ck_assert(same_moments(&r.acc.length_wrong,
		    &row.acc.length_wrong));
		ck_assert(same_moments(&r.acc.corr_x, &row.acc.corr_x));
		ck_assert(same_moments(&r.acc.corr_y, &row.acc.corr_y));
		ck_assert(r.acc.corr_x.n > 0);
		{
			struct papo_exactsum x, y;

			papo_stats_acc_corr_xy(&r.acc, &x);
			papo_stats_acc_corr_xy(&row.acc, &y);
			ck_assert(papo_exactsum_equal(&x, &y));
		}
		ck_assert_uint_eq(r.acc.with_adv_proc, 40);
		ck_assert_uint_eq(r.acc.answered, row.acc.answered);
		ck_assert_uint_eq(r.acc.answered_groups, 2);
		ck_assert_uint_eq(r.acc.answers.n, 3);
		{
			uint64_t k3;

			for (k3 = 0; k3 < 3; k3++) {
				uint64_t key[2] = { 0, k3 };
				struct papo_stats_answer *x, *y;

				x = papo_stats_answers_get(&r.acc.answers, key,
				    NULL);
				y = papo_stats_answers_get(&row.acc.answers,
				    key, NULL);
				ck_assert_uint_eq(x->responses, y->responses);
				ck_assert_uint_eq(x->groups, y->groups);
			}
		}
		papo_stats_partial_row_release(&r);
		papo_stats_acc_release(&row.acc);
	}
	papo_json_release(&kj);
	papo_buf_release(&out);
	papo_buf_release(&tmp);
}
END_TEST

START_TEST(head_round_trip)
{
	static const char *const runs[] = { "orm", "pa\\po" };
	static const long one[] = { 1 }, some[] = { 0, 2, 2 };
	struct papo_stats_partial_head h;
	struct papo_stats_partial_row r;
	struct papo_buf out = PAPO_BUF_INIT;
	struct papo_err e;

	papo_stats_partial_write_head(&out, "meta.src", runs, 2, one, 1, 4, 17);
	ck_assert_str_eq(out.s, "{\"papo-stats-partial\":2,\"by\":\"meta.src\","
	    "\"runs\":[\"orm\",\"pa\\\\po\"],\"shard\":[1,4],\"rows\":17}\n");
	ck_assert_int_eq(read_line(out.s, &h, &r, &e), 1);
	ck_assert_int_eq(h.version, 2);
	ck_assert_str_eq(h.by, "meta.src");
	ck_assert(h.named);
	ck_assert_uint_eq(h.nruns, 2);
	ck_assert_str_eq(h.runs[1], "pa\\po");
	ck_assert_uint_eq(h.nheld, 1);
	ck_assert_int_eq(h.held[0], 1);
	ck_assert_int_eq(h.nshards, 4);
	ck_assert_uint_eq(h.rows, 17);
	papo_stats_partial_head_release(&h);
	/* a merge of shards says which it holds */
	papo_buf_reset(&out);
	papo_stats_partial_write_head(&out, "step", NULL, 0, some, 3, 3, 5);
	ck_assert_str_eq(out.s, "{\"papo-stats-partial\":2,\"by\":\"step\","
	    "\"runs\":null,\"shard\":[[0,2,2],3],\"rows\":5}\n");
	ck_assert_int_eq(read_line(out.s, &h, &r, &e), 1);
	ck_assert_uint_eq(h.nheld, 3);
	ck_assert_int_eq(h.held[0], 0);
	ck_assert_int_eq(h.held[2], 2);
	ck_assert_int_eq(h.nshards, 3);
	papo_stats_partial_head_release(&h);
	papo_buf_reset(&out);
	papo_stats_partial_write_head(&out, "step", NULL, 0, NULL, 0, 0, 0);
	ck_assert_str_eq(out.s, "{\"papo-stats-partial\":2,\"by\":\"step\","
	    "\"runs\":null,\"shard\":null,\"rows\":0}\n");
	ck_assert_int_eq(read_line(out.s, &h, &r, &e), 1);
	ck_assert(!h.named);
	ck_assert_int_eq(h.nshards, -1);
	papo_stats_partial_head_release(&h);
	papo_buf_release(&out);
}
END_TEST

/* A valid row line with one field replaced, for the rejection tests. */
static const char good_row[] =
    "{\"run\":null,\"key\":1,\"responses\":2,\"zero\":0,\"positive\":1,"
    "\"negative\":1,\"known\":2,\"correct\":1,\"with_r_proc\":1,"
    "\"grouped\":2,\"groups\":1,\"active_groups\":0,\"uniform_groups\":1,"
    "\"all_correct_groups\":0,\"all_wrong_groups\":0,"
    "\"with_adv_proc\":0,\"adv_proc_null\":2,\"answered\":2,"
    "\"answered_groups\":1,"
    "\"adv_unknown\":{\"n\":0,\"min\":null,\"max\":null,"
    "\"sum\":\"0\",\"sum_sq\":\"0\"},"
    "\"adv_correct\":{\"n\":1,\"min\":1,\"max\":1,"
    "\"sum\":\"0x1p0\",\"sum_sq\":\"0x1p0\"},"
    "\"adv_wrong\":{\"n\":1,\"min\":-1,\"max\":-1,"
    "\"sum\":\"-0x1p0\",\"sum_sq\":\"0x1p0\"},"
    "\"adv_out\":{\"n\":0,\"min\":null,\"max\":null,"
    "\"sum\":\"0\",\"sum_sq\":\"0\"},"
    "\"adv_proc\":{\"n\":0,\"min\":null,\"max\":null,"
    "\"sum\":\"0\",\"sum_sq\":\"0\"},"
    "\"r_proc_correct\":{\"n\":1,\"min\":1,\"max\":1,"
    "\"sum\":\"0x1p0\",\"sum_sq\":\"0x1p0\"},"
    "\"length\":{\"n\":2,\"min\":10,\"max\":30,"
    "\"sum\":\"0x28p0\",\"sum_sq\":\"0x3e8p0\"},"
    "\"length_correct\":{\"n\":1,\"min\":10,\"max\":10,"
    "\"sum\":\"0xap0\",\"sum_sq\":\"0x64p0\"},"
    "\"length_wrong\":{\"n\":1,\"min\":30,\"max\":30,"
    "\"sum\":\"0x1ep0\",\"sum_sq\":\"0x384p0\"},"
    "\"corr_r_proc\":{\"n\":1,\"min\":1,\"max\":1,"
    "\"sum\":\"0x1p0\",\"sum_sq\":\"0x1p0\"},"
    "\"corr_length\":{\"n\":1,\"min\":10,\"max\":10,"
    "\"sum\":\"0xap0\",\"sum_sq\":\"0x64p0\"},"
    "\"corr_cross\":\"0xap0\","
    "\"answers\":[[\"00000000000000010000000000000002\",2,1]]}";

static char *
replace(const char *from, const char *to)
{
	const char *p = strstr(good_row, from);
	size_t a, b = strlen(to);
	char *s;

	ck_assert_msg(p != NULL, "no '%s' in the row", from);
	a = (size_t)(p - good_row);
	s = malloc(sizeof(good_row) + b);
	ck_assert_ptr_nonnull(s);
	memcpy(s, good_row, a);
	memcpy(s + a, to, b);
	strcpy(s + a + b, p + strlen(from));
	return s;
}

START_TEST(rejects)
{
	static const struct {
		const char *from, *to, *msg;
	} bad[] = {
		{ "\"responses\":2", "\"responses\":2.0",
		    "field 'responses' must be a count" },
		{ "\"responses\":2", "\"responses\":-2",
		    "field 'responses' must be a count" },
		{ "\"responses\":2,", "", "field 'responses' is missing" },
		{ "\"zero\":0", "\"zero\":1", "zero + positive + negative" },
		{ "\"responses\":2,\"zero\":0,\"positive\":1,\"negative\":1,"
		    "\"known\":2,\"correct\":1,\"with_r_proc\":1,\"grouped\":2,"
		    "\"groups\":1,",
		    "\"responses\":0,\"zero\":0,\"positive\":0,\"negative\":0,"
		    "\"known\":0,\"correct\":0,\"with_r_proc\":0,\"grouped\":0,"
		    "\"groups\":0,", "a row without responses" },
		{ "\"correct\":1", "\"correct\":3", "exceeds responses" },
		{ "\"groups\":1", "\"groups\":0", "the group counts" },
		{ "\"active_groups\":0", "\"active_groups\":2",
		    "the group counts" },
		{ "\"sum\":\"0x1p0\",\"sum_sq\":\"0x1p0\"", "\"sum\":\"0x1p0\","
		    "\"sum_sq\":\"1\"", "field 'adv_correct.sum_sq' is not an "
		    "exact sum" },
		{ "\"sum\":\"0x1p0\",\"sum_sq\":\"0x1p0\"", "\"sum\":\"0x1p0\","
		    "\"sum_sq\":\"-0x1p0\"",
		    "its sum of squares is negative" },
		{ "\"min\":10,\"max\":30", "\"min\":30,\"max\":10",
		    "its least value is above its greatest" },
		{ "\"min\":10,\"max\":30", "\"min\":null,\"max\":30",
		    "'min' and 'max' must be numbers" },
		{ "\"adv_out\":{\"n\":0,\"min\":null", "\"adv_out\":{\"n\":0,"
		    "\"min\":3", "has no values but a least" },
		{ "\"adv_wrong\":{\"n\":1", "\"adv_wrong\":{\"n\":2",
		    "a moment's n does not match its count" },
		{ "\"length\":{", "\"length\":7,\"x\":{",
		    "field 'length' must be an object" },
		{ "\"run\":null", "\"run\":3", "field 'run' must be null or a "
		    "name" },
		{ "\"key\":1,", "\"key\":1,\"key\":2,", "duplicate key 'key'" },
		{ "\"adv_proc_null\":2", "\"adv_proc_null\":3",
		    "the counts of adv_proc" },
		{ "\"length_wrong\":{\"n\":1", "\"length_wrong\":{\"n\":2",
		    "the counts of adv_proc, lengths or pairs" },
		{ "\"corr_length\":{\"n\":1,\"min\":10,\"max\":10,"
		    "\"sum\":\"0xap0\",\"sum_sq\":\"0x64p0\"}",
		    "\"corr_length\":{\"n\":0,\"min\":null,\"max\":null,"
		    "\"sum\":\"0\",\"sum_sq\":\"0\"}", "or pairs" },
		{ "\"corr_cross\":\"0xap0\"", "\"corr_cross\":10",
		    "field 'corr_cross' is not an exact sum" },
		{ "\"answered_groups\":1", "\"answered_groups\":0",
		    "the counts of answers" },
		{ ",2,1]]", ",1,1]]", "do not add up to 'answered'" },
		{ ",2,1]]", ",2,3]]", "0 < groups <= responses" },
		{ "\"0000000000000001", "\"X000000000000001",
		    "32 hexadecimal digits" },
		{ "[[\"00000000000000010000000000000002\",2,1]]",
		    "[[\"00000000000000010000000000000002\",1,1],"
		    "[\"00000000000000010000000000000002\",1,1]]",
		    "holds an answer twice" },
		{ ",\"answers\":[[\"00000000000000010000000000000002\",2,1]]",
		    "", "field 'answers' is missing" },
	};
	struct papo_stats_partial_head h;
	struct papo_stats_partial_row r;
	struct papo_err e;
	size_t i;

	ck_assert_int_eq(read_line(good_row, &h, &r, &e), 0);
	papo_stats_partial_row_release(&r);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char *s = replace(bad[i].from, bad[i].to);

		ck_assert_msg(read_line(s, &h, &r, &e) == -1, "accepted %s", s);
		ck_assert_int_eq(e.status, PAPO_EX_DATAERR);
		ck_assert_msg(strstr(e.msg, bad[i].msg) != NULL,
		    "'%s' does not say '%s'", e.msg, bad[i].msg);
		free(s);
	}
}
END_TEST

START_TEST(rejects_heads)
{
	static const struct {
		const char *line, *msg;
	} bad[] = {
		{ "{\"step\":1,\"adv\":0}",
		    "not a line of a papo-stats partial" },
		{ "{\"papo-stats-partial\":1,\"by\":\"step\",\"runs\":null,"
		    "\"shard\":null,\"rows\":0}", "partial version 1 is not "
		    "supported (this papo-stats reads version 2)" },
		{ "{\"papo-stats-partial\":\"1\"}",
		    "must be a version number" },
		{ "{\"papo-stats-partial\":2,\"runs\":null,\"shard\":null,"
		    "\"rows\":0}", "field 'by' is missing" },
		{ "{\"papo-stats-partial\":2,\"by\":\"step\",\"runs\":[1],"
		    "\"shard\":null,\"rows\":0}", "field 'runs' must be null "
		    "or a list of names" },
		{ "{\"papo-stats-partial\":2,\"by\":\"step\",\"runs\":null,"
		    "\"shard\":[2,2],\"rows\":0}",
		    "field 'shard' must be null, [I, N]" },
		{ "{\"papo-stats-partial\":2,\"by\":\"step\",\"runs\":null,"
		    "\"shard\":[[2,1],3],\"rows\":0}", "field 'shard' must be "
		    "null, [I, N] or [[I, ...], N] with 0 <= I < N, the I "
		    "sorted" },
		{ "{\"papo-stats-partial\":2,\"by\":\"step\",\"runs\":null,"
		    "\"shard\":[[0,3],3],\"rows\":0}", "field 'shard' must be "
		    "null" },
		{ "{\"papo-stats-partial\":2,\"by\":\"step\",\"runs\":null,"
		    "\"shard\":[[],3],\"rows\":0}", "field 'shard' must be "
		    "null" },
		{ "{\"papo-stats-partial\":2,\"by\":\"step\",\"runs\":null,"
		    "\"shard\":null}", "field 'rows' is missing" },
	};
	struct papo_stats_partial_head h;
	struct papo_stats_partial_row r;
	struct papo_err e;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_msg(read_line(bad[i].line, &h, &r, &e) == -1,
		    "accepted %s", bad[i].line);
		ck_assert_msg(strstr(e.msg, bad[i].msg) != NULL,
		    "'%s' does not say '%s'", e.msg, bad[i].msg);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("stats_partial");
	TCase *t = tcase_create("partial");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, row_round_trip);
	tcase_add_test(t, head_round_trip);
	tcase_add_test(t, rejects);
	tcase_add_test(t, rejects_heads);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
