/* SPDX-License-Identifier: MIT */
/*
 * check_fields_form.c: unit tests for the dump forms a preset misreads
 * (lib/fields_form.c, through papo_fields_refuse).
 */
#include <check.h>
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

START_TEST(verl_index)
{
	static const struct {
		const char *uid;
		int later;
	} t[] = {
		{ "9c4e_0_0", 0 }, { "9c4e_3_0", 0 }, { "9c4e_0_00", 0 },
		{ "9c4e_0_1", 1 }, { "9c4e_2_10", 1 }, { "9c4e_0_01", 1 },
		{ "9c4e", 0 }, { "9c4e_1", 0 }, { "_0_1", 0 }, { "a__1", 0 },
		{ "a_x_1", 0 }, { "a_1_", 0 }, { "a_1_1x", 0 },
	};
	char rec[128], msg[1024];
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		snprintf(rec, sizeof(rec), "{\"uid\": \"%s\"}", t[i].uid);
		ck_assert_msg((refused("verl", NULL, PAPO_F_GROUP, rec, msg,
		    sizeof(msg)) < 0) == t[i].later, "%s", t[i].uid);
		if (t[i].later)
			ck_assert_ptr_nonnull(strstr(msg, t[i].uid));
		/* papo-verify reads the response: not refused */
		ck_assert_int_eq(refused("verl", NULL, PAPO_F_RESPONSE, rec,
		    msg, sizeof(msg)), 0);
		/* --field group=... takes it over */
		ck_assert_int_eq(refused("verl", "group=uid", PAPO_F_GROUP,
		    rec, msg, sizeof(msg)), 0);
	}
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
	/* SkyRL: a closed assistant turn, not an open one */
	ck_assert_int_lt(refused("skyrl", NULL, PAPO_F_RESPONSE,
	    "{\"input_prompt\": \"<|im_start|>assistant\\nA<|im_end|>\\n"
	    "<|im_start|>assistant\\n\"}", msg, sizeof(msg)), 0);
	ck_assert_int_eq(refused("skyrl", NULL, PAPO_F_RESPONSE,
	    "{\"input_prompt\": \"<|im_start|>user\\nQ<|im_end|>\\n"
	    "<|im_start|>assistant\\n\"}", msg, sizeof(msg)), 0);
	ck_assert_int_eq(refused("skyrl", NULL, PAPO_F_RESPONSE,
	    "{\"input_prompt\": \"<|im_end|><|im_start|>assistant\\n\"}",
	    msg, sizeof(msg)), 0);
	/* another preset reads the same text as it is */
	ck_assert_int_eq(refused("trl", NULL, PAPO_F_GROUP,
	    "{\"completion\": \"<|im_start|>\"}", msg, sizeof(msg)), 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("fields_form");
	TCase *t = tcase_create("core");

	tcase_add_test(t, verl_index);
	tcase_add_test(t, turns);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
