/* SPDX-License-Identifier: MIT */
/*
 * check_fields_chat.c: unit tests for a response read from a chat's
 * message that is not the conversation's last word (lib/fields_chat.c,
 * papo_fields_chat_cut): a row a chat, the path that reads its
 * response, and whether it is cut; a chat in which the policy has no
 * turn (papo_fields_chat_silent).
 */
#include <check.h>
#include <string.h>

#include "fields.h"
#include "json.h"
#include "unit.h"

/* papo_fields_chat_cut of the response that path reads in rec: 0 or 1
   (the path must find a string) */
static int
cut(const char *path, const char *rec)
{
	struct papo_fields f;
	struct papo_json j;
	struct papo_err e = { 0 };
	char given[256];
	const char *s;
	size_t n;
	int ri, esc, r;

	papo_fields_init(&f);
	snprintf(given, sizeof(given), "response=%s", path);
	ck_assert_int_eq(papo_fields_set(&f, given, &e), 0);
	papo_json_init(&j);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	ri = papo_json_find(&j, &f.path[PAPO_F_RESPONSE], &e);
	ck_assert_msg(ri >= 0, "%s finds nothing in %s", path, rec);
	ck_assert_int_eq(papo_json_type(&j, ri), PAPO_JSON_STRING);
	s = papo_json_str_raw(&j, ri, &n, &esc);
	r = papo_fields_chat_cut(&j, ri, s, n);
	papo_json_release(&j);
	papo_fields_release(&f);
	return r;
}

#define U(t)	"{\"role\": \"user\", \"content\": \"" t "\"}"
#define A(t)	"{\"role\": \"assistant\", \"content\": \"" t "\"}"
#define M(l)	"{\"messages\": [" l "], \"answer\": \"42\"}"
#define LAST	"messages[role=assistant].content"

static const struct row {
	const char *path, *rec;
	int cut;
} rows[] = {
	/* the policy's last word: read */
	{ LAST, M(U("q") "," A("The answer is 42.")), 0 },
	{ LAST, M(U("q") "," A("41") "," U("Are you sure?") "," A("42")), 0 },
	{ "messages[-1].content", M(U("q") "," A("42")), 0 },
	{ "messages[from=gpt].value", "{\"messages\": [{\"from\": \"human\", "
	    "\"value\": \"q\"}, {\"from\": \"gpt\", \"value\": \"42\"}]}", 0 },
	{ LAST, M("{\"role\": \"model\", \"content\": \"x\"}," A("42")), 0 },
	/* NeMo-RL's environment reply after every turn */
	{ LAST, M(U("q") "," A("42") ",{\"role\": \"environment\", "
	    "\"content\": \"Environment: correct\"}"), 0 },
	/* the user's turn after it: the chat went on */
	{ LAST, M(U("q") "," A("42") "," U("Are you sure?")), 1 },
	{ LAST, M(U("q") "," A("42") "," U("")), 1 },
	{ LAST, M(U("q") "," A("42") ",{\"role\": \"system\", "
	    "\"content\": \"Turn limit.\"}"), 1 },
	{ "messages[from=gpt].value", "{\"messages\": [{\"from\": \"human\", "
	    "\"value\": \"q\"}, {\"from\": \"gpt\", \"value\": \"42\"}, "
	    "{\"from\": \"human\", \"value\": \"next\"}]}", 1 },
	/* a message not the policy's, read by position */
	{ "messages[-1].content", M(U("q") "," A("41") ","
	    U("So the answer is 42.")), 1 },
	{ "messages[0].content", M(U("42")), 1 },
	{ "messages[0].content", M("{\"role\": \"system\", "
	    "\"content\": \"42\"}"), 1 },
	/* a tool's (t-dumps-tool-cut.sh) */
	{ LAST, M(U("q") "," A("42") ",{\"role\": \"tool\", "
	    "\"content\": \"42\"}"), 1 },
	/* no chat: a plain string */
	{ "response", "{\"response\": \"42\"}", 0 },
};

/* papo_fields_chat_silent of path in rec, which finds nothing there */
static int
silent(const char *path, const char *rec)
{
	struct papo_fields f;
	struct papo_json j;
	struct papo_err e = { 0 };
	char given[256];
	int r;

	papo_fields_init(&f);
	snprintf(given, sizeof(given), "response=%s", path);
	ck_assert_int_eq(papo_fields_set(&f, given, &e), 0);
	papo_json_init(&j);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	ck_assert_int_eq(papo_json_find(&j, &f.path[PAPO_F_RESPONSE], &e), -1);
	r = papo_fields_chat_silent(&j, &f.path[PAPO_F_RESPONSE]);
	papo_json_release(&j);
	papo_fields_release(&f);
	return r;
}

static const struct row silent_rows[] = {
	/* the policy never spoke: no response */
	{ LAST, M(U("q")), 1 },
	{ LAST, M("{\"role\": \"system\", \"content\": \"s\"}," U("q")), 1 },
	/* trace nodes with none sampled: a form prime-rl writes only for
	   a failed trace, which its preset reads; else it stops, named */
	{ "traces[0].nodes[sampled=true].message.content",
	    "{\"traces\": [{\"nodes\": [{\"sampled\": false, \"message\": "
	    U("q") "}]}]}", 0 },
	/* the policy spoke in a role the path does not select: a
	   missing field, which the tool names */
	{ LAST, M(U("q") ",{\"role\": \"gpt\", \"content\": \"42\"}"), 0 },
	/* no chat: a list of no messages, no list, no selection */
	{ "messages[role=assistant]", "{\"messages\": [1, 2]}", 0 },
	{ "messages[role=assistant]", "{\"messages\": []}", 0 },
	{ LAST, "{\"messages\": \"q\"}", 0 },
	{ "response", "{\"answer\": \"42\"}", 0 },
};

START_TEST(silent_chats)
{
	size_t k;

	for (k = 0; k < sizeof(silent_rows) / sizeof(silent_rows[0]); k++)
		ck_assert_msg(silent(silent_rows[k].path, silent_rows[k].rec) ==
		    silent_rows[k].cut, "row %zu: %s in %s: want silent %d", k,
		    silent_rows[k].path, silent_rows[k].rec,
		    silent_rows[k].cut);
}
END_TEST

START_TEST(chat_rows)
{
	size_t k;

	for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++)
		ck_assert_msg(cut(rows[k].path, rows[k].rec) == rows[k].cut,
		    "row %zu: %s in %s: want cut %d", k, rows[k].path,
		    rows[k].rec, rows[k].cut);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("fields_chat");
	TCase *t = tcase_create("core");

	tcase_add_test(t, chat_rows);
	tcase_add_test(t, silent_chats);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
