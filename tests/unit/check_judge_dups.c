/* SPDX-License-Identifier: MIT */
/*
 * check_judge_dups.c: a judge reply that holds a key twice (finish
 * reason "length" then "stop") is refused, as a record with one is.
 */
#include <check.h>
#include <string.h>

#include "json.h"
#include "judge/judge.h"
#include "unit.h"

static int
parse(const char *body, struct papo_err *e)
{
	struct papo_json j;
	struct papo_judge_reply r;
	int rc;

	papo_json_init(&j);
	rc = papo_judge_reply_parse(&j, body, strlen(body), &r, e);
	papo_json_release(&j);
	return rc;
}

START_TEST(duplicates)
{
	static const char *const bad[] = {
		"{\"choices\":[{\"message\":{\"content\":\"Score: 1\"},"
		"\"finish_reason\":\"length\",\"finish_reason\":\"stop\"}]}",
		"{\"choices\":[{\"message\":{\"content\":\"Score: 1\","
		"\"content\":\"Score: 0\"},\"finish_reason\":\"stop\"}]}",
		"{\"model\":\"a\",\"model\":\"b\",\"choices\":[]}",
		"{\"choices\":[],\"choices\":[{\"message\":{\"content\":"
		"\"Score: 1\"},\"finish_reason\":\"stop\"}]}",
		"{\"choices\":[],\"usage\":{\"prompt_tokens\":1,"
		"\"prompt_tokens\":2}}",
	};
	struct papo_err e;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_msg(parse(bad[i], &e) == -1, "read: %s", bad[i]);
		ck_assert_int_eq(e.status, 65);
		ck_assert_ptr_nonnull(strstr(e.msg, "more than once"));
	}
	/* one of each: read */
	ck_assert_int_eq(parse("{\"choices\":[{\"message\":{\"content\":"
	    "\"Score: 1\"},\"finish_reason\":\"stop\"}]}", &e), 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("judge_dups");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, duplicates);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
