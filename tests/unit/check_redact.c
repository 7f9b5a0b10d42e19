/* SPDX-License-Identifier: MIT */
/* check_redact.c: the API key redacted in the forms a server can echo. */
#include <check.h>
#include <string.h>

#include "buf.h"
#include "judge/redact.h"
#include "unit.h"

static const char key[] = "sk-live-0123456789abcdefXYZ";

/* text with the key's form in it, redacted: the key gone, the rest kept */
static void
gone(const char *before, const char *form, const char *after)
{
	struct papo_buf b = PAPO_BUF_INIT;

	papo_buf_adds(&b, before);
	papo_buf_adds(&b, form);
	papo_buf_adds(&b, after);
	papo_redact_forms(key, strlen(key), &b);
	ck_assert_msg(strstr(b.s, form) == NULL, "kept: %s", b.s);
	ck_assert_msg(strstr(b.s, "[API key]") != NULL, "no mark: %s", b.s);
	ck_assert_msg(strncmp(b.s, before, strlen(before)) == 0 &&
	    strcmp(b.s + b.len - strlen(after), after) == 0,
	    "around it: %s", b.s);
	papo_buf_release(&b);
}

START_TEST(forms)
{
	/* upper case, URL-encoded (every byte, and only some) */
	gone("echo: ", "SK-LIVE-0123456789ABCDEFXYZ", " end");
	gone("url ", "%73%6b%2d%6c%69%76%65%2d0123456789abcdefXYZ", "&x=1");
	gone("url ", "sk%2Dlive%2D0123456789abcdefXYZ", "");
	/* split by a zero-width space, a line break */
	gone("a ", "sk-live-0123\xe2\x80\x8b" "456789abcdefXYZ", " b");
	gone("a ", "sk-live-0123456\n789abcdefXYZ", " b");
	/* all but its last character, or any 16 of it in a row */
	gone("k=", "sk-live-0123456789abcdefXY", ";");
	gone("k=", "0123456789abcdef", ";");
	/* base64 of the key, of "Bearer KEY", of "u:KEY" */
	gone("b64 ", "c2stbGl2ZS0wMTIzNDU2Nzg5YWJjZGVmWFla", " .");
	gone("auth ", "QmVhcmVyIHNrLWxpdmUtMDEyMzQ1Njc4OWFiY2RlZlhZWg==",
	    " .");
	gone("basic ", "dTpzay1saXZlLTAxMjM0NTY3ODlhYmNkZWZYWVo=", " .");
}
END_TEST

START_TEST(kept)
{
	struct papo_buf b = PAPO_BUF_INIT;
	static const char text[] = "Score: 1. The key sk-live is short; "
	    "0123456 and abcdef are common.";

	/* short runs of the key's characters are text, kept byte for byte */
	papo_buf_adds(&b, text);
	papo_redact_forms(key, strlen(key), &b);
	ck_assert_str_eq(b.s, text);
	ck_assert_uint_eq(papo_redact_min_len(27), 16);
	ck_assert_uint_eq(papo_redact_min_len(8), 8);
	ck_assert_uint_eq(papo_redact_min_len(12), 11);
	papo_buf_release(&b);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("redact");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, forms);
	tcase_add_test(tc, kept);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
