/* SPDX-License-Identifier: MIT */
/*
 * check_fields_form.c: unit tests for the dump forms a preset misreads
 * (lib/fields_form.c, through papo_fields_refuse), a rollout's
 * outputs told by their key (papo_fields_unit), and a step-wise dump's
 * trajectories (papo_fields_trajectory).
 */
#include <check.h>
#include <stdint.h>
#include <string.h>

#include "fields.h"
#include "json.h"
#include "unit.h"

/*
 * papo_fields_refuse of record rec, read for role under preset, after
 * the --field given (or NULL): 0 or -1; the message in msg.
 */
static int
refused(const char *preset, const char *given, enum papo_role role,
    const char *rec, char *msg, size_t msz)
{
	struct papo_fields f;
	struct papo_json j;
	struct papo_err e = { 0 };
	int r;

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_preset(&f, preset, &e), 0);
	if (given)
		ck_assert_int_eq(papo_fields_set(&f, given, &e), 0);
	papo_json_init(&j);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	r = papo_fields_refuse(&f, role, &j, -1, &e);
	snprintf(msg, msz, "%s", r < 0 ? e.msg : "");
	papo_json_release(&j);
	papo_fields_release(&f);
	return r;
}

/* papo_fields_unit of record rec under preset after given: 0 or 1. */
static int
unit_of(const char *preset, const char *given, const char *rec,
    uint64_t *unit, uint64_t *index)
{
	struct papo_fields f;
	struct papo_json j;
	struct papo_err e = { 0 };
	int r;

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_preset(&f, preset, &e), 0);
	if (given)
		ck_assert_int_eq(papo_fields_set(&f, given, &e), 0);
	papo_json_init(&j);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	r = papo_fields_unit(&f, &j, unit, index);
	papo_json_release(&j);
	papo_fields_release(&f);
	return r;
}

START_TEST(verl_unit)
{
	static const struct {
		const char *uid, *head;	/* head NULL: no rollout's output */
		uint64_t index;
	} t[] = {
		{ "9c4e_0_0", "9c4e_0", 0 }, { "9c4e_3_0", "9c4e_3", 0 },
		{ "9c4e_0_00", "9c4e_0", 0 }, { "9c4e_0_1", "9c4e_0", 1 },
		{ "9c4e_2_10", "9c4e_2", 10 }, { "9c4e_0_01", "9c4e_0", 1 },
		{ "a_b_1_2", "a_b_1", 2 },
		{ "9c4e_0_99999999999999999999", "9c4e_0", UINT64_MAX },
		{ "9c4e", NULL, 0 }, { "9c4e_1", NULL, 0 }, { "_0_1", NULL, 0 },
		{ "a__1", NULL, 0 }, { "a_x_1", NULL, 0 }, { "a_1_", NULL, 0 },
		{ "a_1_1x", NULL, 0 },
	};
	char rec[128], msg[1024];
	uint64_t u, ix, hu, hx;
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		snprintf(rec, sizeof(rec), "{\"uid\": \"%s\"}", t[i].uid);
		ck_assert_msg(unit_of("verl", NULL, rec, &u, &ix) ==
		    (t[i].head != NULL), "%s", t[i].uid);
		/* read, never refused, by every tool */
		ck_assert_int_eq(refused("verl", NULL, PAPO_F_GROUP, rec, msg,
		    sizeof(msg)), 0);
		/* --field group=... takes it over; other presets: none */
		ck_assert_int_eq(unit_of("verl", "group=uid", rec, &u, &ix),
		    0);
		ck_assert_int_eq(unit_of("trl", NULL, rec, &u, &ix), 0);
		if (t[i].head == NULL)
			continue;
		ck_assert_int_eq(unit_of("verl", NULL, rec, &u, &ix), 1);
		ck_assert_msg(ix == t[i].index, "%s", t[i].uid);
		/* the rollout is the key before its last '_N' */
		snprintf(rec, sizeof(rec), "{\"uid\": \"%s_7\"}",
		    t[i].head);
		ck_assert_int_eq(unit_of("verl", NULL, rec, &hu, &hx), 1);
		ck_assert(hu == u && hx == 7);
		snprintf(rec, sizeof(rec), "{\"uid\": \"%s9_7\"}",
		    t[i].head);
		ck_assert_int_eq(unit_of("verl", NULL, rec, &hu, &hx), 1);
		ck_assert(hu != u);
	}
	/* not a string: none */
	ck_assert_int_eq(unit_of("verl", NULL, "{\"uid\": 3}", &u, &ix), 0);
}
END_TEST

START_TEST(turns)
{
	char msg[1024];

	/* AReaL: a completion with a new turn, escaped or not */
	ck_assert_int_lt(refused("areal", NULL, PAPO_F_GROUP,
	    "{\"completion\": \"x<|im_end|>\\n<|im_start|>user\\ny\"}",
	    msg, sizeof(msg)), 0);
	ck_assert_ptr_nonnull(strstr(msg, "'<|im_start|>'"));
	ck_assert_int_lt(refused("areal", NULL, PAPO_F_GROUP,
	    "{\"completion\": \"x<\\uff5cUser\\uff5c>y\"}", msg,
	    sizeof(msg)), 0);
	ck_assert_int_eq(refused("areal", NULL, PAPO_F_GROUP,
	    "{\"completion\": \"\\\\boxed{3}<|im_end|>\"}", msg,
	    sizeof(msg)), 0);
	ck_assert_int_eq(refused("areal", "group=task_id", PAPO_F_GROUP,
	    "{\"completion\": \"<|im_start|>\"}", msg, sizeof(msg)), 0);
	/* SkyRL: a closed assistant turn, not an open one, in the problem
	   papo-judge reads; the group and the response are read (a later
	   turn, papo_fields_turns) */
	ck_assert_int_lt(refused("skyrl", NULL, PAPO_F_PROBLEM,
	    "{\"input_prompt\": \"<|im_start|>assistant\\nA<|im_end|>\\n"
	    "<|im_start|>assistant\\n\"}", msg, sizeof(msg)), 0);
	ck_assert_int_eq(refused("skyrl", NULL, PAPO_F_RESPONSE,
	    "{\"input_prompt\": \"<|im_start|>assistant\\nA<|im_end|>\\n"
	    "<|im_start|>assistant\\n\"}", msg, sizeof(msg)), 0);
	ck_assert_int_eq(refused("skyrl", NULL, PAPO_F_GROUP,
	    "{\"input_prompt\": \"<|im_start|>assistant\\nA<|im_end|>\\n"
	    "<|im_start|>assistant\\n\"}", msg, sizeof(msg)), 0);
	ck_assert_int_eq(refused("skyrl", NULL, PAPO_F_PROBLEM,
	    "{\"input_prompt\": \"<|im_start|>user\\nQ<|im_end|>\\n"
	    "<|im_start|>assistant\\n\"}", msg, sizeof(msg)), 0);
	ck_assert_int_eq(refused("skyrl", NULL, PAPO_F_PROBLEM,
	    "{\"input_prompt\": \"<|im_end|><|im_start|>assistant\\n\"}",
	    msg, sizeof(msg)), 0);
	/* another preset reads the same text as it is */
	ck_assert_int_eq(refused("trl", NULL, PAPO_F_GROUP,
	    "{\"completion\": \"<|im_start|>\"}", msg, sizeof(msg)), 0);
}
END_TEST

/* papo_fields_turns of record rec under preset after given. */
static int
turns_of(const char *preset, const char *given, const char *rec,
    uint64_t *head, uint64_t *count)
{
	struct papo_fields f;
	struct papo_json j;
	struct papo_err e = { 0 };
	int r;

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_preset(&f, preset, &e), 0);
	if (given)
		ck_assert_int_eq(papo_fields_set(&f, given, &e), 0);
	papo_json_init(&j);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	r = papo_fields_turns(&f, &j, head, count);
	papo_json_release(&j);
	papo_fields_release(&f);
	return r;
}

START_TEST(skyrl_turns)
{
	static const char *const first = "{\"input_prompt\": "
	    "\"<|im_start|>user\\nQ<|im_end|>\\n<|im_start|>assistant\\n\"}";
	static const char *const third = "{\"input_prompt\": "
	    "\"<|im_start|>user\\nQ<|im_end|>\\n<|im_start|>assistant\\nA"
	    "<|im_end|>\\n<|im_start|>user\\nr<|im_end|>\\n"
	    "<|im_start|>assistant\\nB<|im_end|>\\n<|im_start|>user\\ns"
	    "<|im_end|>\\n<|im_start|>assistant\\n\"}";
	static const char *const other = "{\"input_prompt\": "
	    "\"<|im_start|>user\\nP<|im_end|>\\n<|im_start|>assistant\\n\"}";
	uint64_t h1, c1, h3, c3, ho, co;

	ck_assert_int_eq(turns_of("skyrl", NULL, first, &h1, &c1), 1);
	ck_assert_int_eq(turns_of("skyrl", NULL, third, &h3, &c3), 1);
	ck_assert_int_eq(turns_of("skyrl", NULL, other, &ho, &co), 1);
	ck_assert(c1 == 1 && c3 == 3 && co == 1);
	ck_assert(h1 == h3 && h1 != ho);
	/* no chat, --field over the group, another preset: none */
	ck_assert_int_eq(turns_of("skyrl", NULL,
	    "{\"input_prompt\": \"Q: what?\"}", &h1, &c1), 0);
	ck_assert_int_eq(turns_of("skyrl", "group=input_prompt", third, &h1,
	    &c1), 0);
	ck_assert_int_eq(turns_of("verl", NULL, third, &h1, &c1), 0);
}
END_TEST

START_TEST(prompt_len)
{
	static const struct {
		const char *s, *at;	/* at: where the prompt ends, NULL:
					   not cut */
	} t[] = {
		/* the generation prompt, and part of the first answer */
		{ "<|im_start|>user\nQ<|im_end|>\n<|im_start|>assistant\n",
		    "<|im_start|>assistant" },
		{ "<|im_start|>user\nQ<|im_end|>\n<|im_start|>assistant\nI "
		    "will", "<|im_start|>assistant" },
		{ "<|start_header_id|>user<|end_header_id|>\n\nQ<|eot_id|>"
		    "<|start_header_id|>assistant<|end_header_id|>\n\nSo",
		    "<|start_header_id|>assistant" },
		{ "<start_of_turn>user\nQ<end_of_turn>\n<start_of_turn>model"
		    "\n", "<start_of_turn>model" },
		/* the cut past the first answer's end */
		{ "<|im_start|>user\nQ<|im_end|>\n<|im_start|>assistant\nA"
		    "<|im_end|>\n<|im_start|>user\nr", NULL },
		/* example turns: two openers */
		{ "<|im_start|>user\n1+1<|im_end|>\n<|im_start|>assistant\n2"
		    "<|im_end|>\n<|im_start|>user\nQ<|im_end|>\n"
		    "<|im_start|>assistant\n", NULL },
		/* no template, or nothing before the opener */
		{ "Question: Q\nAnswer:", NULL },
		{ "<|im_start|>assistant\n", NULL },
	};
	size_t i, want, got;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		want = t[i].at ? (size_t)(strstr(t[i].s, t[i].at) - t[i].s) :
		    0;
		got = papo_fields_prompt_len(t[i].s, strlen(t[i].s));
		ck_assert_msg(got == want, "%zu: %zu, not %zu", i, got, want);
	}
}
END_TEST

/*
 * papo_fields_trajectory over a run of records (file, head, count): the
 * answer each gets and the trajectory number after it.
 */
START_TEST(trajectory)
{
	static const struct {
		uint32_t file;
		uint64_t head, count;
		int want;
		uint64_t unit;
	} r[] = {
		{ 0, 7, 1, 0, 1 },	/* a first turn: trajectory 1 */
		{ 0, 7, 2, 1, 1 },	/* its next */
		{ 0, 7, 3, 1, 1 },
		{ 0, 7, 5, -1, 1 },	/* a turn skipped: refused */
		{ 0, 7, 4, 1, 1 },	/* the refusal left it as it was */
		{ 0, 7, 1, 0, 2 },	/* the same prompt again: a new one */
		{ 0, 8, 2, -1, 2 },	/* another prompt's second turn */
		{ 1, 7, 2, -1, 2 },	/* the next turn, in another file */
		{ 1, 9, 1, 0, 3 },
	};
	struct papo_fields_trajectory tr;
	size_t i;
	int got;

	memset(&tr, 0, sizeof(tr));
	for (i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		got = papo_fields_trajectory(&tr, r[i].file, r[i].head,
		    r[i].count);
		ck_assert_msg(got == r[i].want, "%zu: %d, not %d", i, got,
		    r[i].want);
		ck_assert_msg(tr.unit == r[i].unit, "%zu: trajectory %llu, "
		    "not %llu", i, (unsigned long long)tr.unit,
		    (unsigned long long)r[i].unit);
	}
	/* a record without turns ends it: its next turn is refused */
	tr.have = 0;
	ck_assert_int_eq(papo_fields_trajectory(&tr, 1, 9, 2), -1);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("fields_form");
	TCase *t = tcase_create("core");

	tcase_add_test(t, verl_unit);
	tcase_add_test(t, turns);
	tcase_add_test(t, prompt_len);
	tcase_add_test(t, skyrl_turns);
	tcase_add_test(t, trajectory);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
