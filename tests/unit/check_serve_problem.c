/* SPDX-License-Identifier: MIT */
/*
 * check_serve_problem.c: unit tests for papo_serve_problem (lib/serve.c):
 * the problem inside a prompt as trainers send it, chat template or not.
 */
#include <check.h>
#include <string.h>

#include "serve.h"
#include "unit.h"

/* The problem papo_serve_problem finds in p, as a string in out. */
static const char *
problem(const char *p, char *out, size_t on)
{
	const char *r;
	size_t n;

	r = papo_serve_problem(p, strlen(p), &n);
	ck_assert_ptr_nonnull(r);
	ck_assert_uint_lt(n, on);
	memcpy(out, r, n);
	out[n] = '\0';
	return out;
}

START_TEST(templates)
{
	static const char *const cases[][2] = {
		/* ChatML (Qwen) with a system turn */
		{ "<|im_start|>system\nBox it.<|im_end|>\n<|im_start|>user\n"
		    "Pick.\nA. 1\nB. 2<|im_end|>\n<|im_start|>assistant\n",
		    "Pick.\nA. 1\nB. 2" },
		/* Llama 3 */
		{ "<|begin_of_text|><|start_header_id|>user<|end_header_id|>"
		    "\n\nPick.\nA. 1\nB. 2<|eot_id|><|start_header_id|>"
		    "assistant<|end_header_id|>\n\n", "Pick.\nA. 1\nB. 2" },
		/* Gemma */
		{ "<bos><start_of_turn>user\nQ?\nA. 1<end_of_turn>\n"
		    "<start_of_turn>model\n", "Q?\nA. 1" },
		/* Mistral */
		{ "<s>[INST] Q?\nA. 1 [/INST]", "Q?\nA. 1" },
		/* DeepSeek R1, full-width bars */
		{ "<\xef\xbd\x9c" "begin\xef\xbd\x9c><\xef\xbd\x9c" "User"
		    "\xef\xbd\x9c>Q?\nA. 1<\xef\xbd\x9c" "Assistant"
		    "\xef\xbd\x9c><think>\n", "Q?\nA. 1" },
		/* the last of two user turns */
		{ "<|im_start|>user\nfirst<|im_end|>\n<|im_start|>assistant\n"
		    "x<|im_end|>\n<|im_start|>user\nsecond<|im_end|>\n",
		    "second" },
		/* no template: the prompt, trimmed */
		{ "  Which?\nA. 1\nB. 2\n", "Which?\nA. 1\nB. 2" },
		/* a template with no user turn: up to the first turn end */
		{ "Q?\nA. 1<|im_end|>", "Q?\nA. 1" },
	};
	char out[256];
	size_t k, n;

	for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++)
		ck_assert_str_eq(problem(cases[k][0], out, sizeof(out)),
		    cases[k][1]);
	ck_assert_ptr_null(papo_serve_problem(NULL, 0, &n));
	ck_assert_uint_eq(n, 0);
	ck_assert_str_eq(problem("", out, sizeof(out)), "");
	ck_assert_str_eq(problem("<|im_start|>user", out, sizeof(out)), "");
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("serve_problem");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, templates);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
