/* SPDX-License-Identifier: MIT */
/*
 * check_answer_until.c: papo_answer_opts.until (lib/verify/answer_find.c),
 * the last finder tried on a response.  A caller that takes only one
 * finder's answer (verify.c's two_forms takes a "phrase") asks for the
 * finders up to it; this holds only if no later finder can end with that
 * finder's name.  Over generated responses (every sequence of up to three
 * sentences of the kinds the finders read: phrases, boxes, tags, JSON
 * keys, option lines, last statements, bold numbers, a value alone, and
 * what refuses them: hedges, corrections, struck and cut values; a JSON
 * key's or a tag's content that is read again, by the finders, whole),
 * for
 * each finder name X:
 *   - an answer found with until X is the answer found with every
 *     finder: the same value, the same finder;
 *   - an answer every finder gives by X is given with until X.
 * And with until "phrase", a response of sentences that hold no answer
 * phrase (boxes, tags, option lines, bold numbers, statements) has no
 * answer at once, whatever the finders before "phrase" would give:
 * two_forms asks the sentence before the last with it, for 42% of the
 * bench's records.
 */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "verify/answer.h"
#include "unit.h"

/* The sentences responses are made of, each in turn a whole response. */
static const char *const parts[] = {
	"The answer is 4.", "So the answer is 40%.",
	"As a fraction, the answer is 2/5.", "Therefore, \\boxed{7}.",
	"\\boxed{3} or \\boxed{5}", "<answer>6</answer>",
	"{\"answer\": \"12\"}", "{\"answer\": \"so it is \\\\boxed{5}\"}",
	"<answer>The answer is 6, since 2 + 4 = 6.</answer>", "Answer: B",
	"(C) 9", "#### 18",
	"So Jenny has 42 apples.", "Thus x = 3.", "**8**", "15",
	"The answer is 4, I guess.", "The answer is 3, not 4.",
	"Wait, that is wrong.", "~~The answer is 5.~~",
	"The correct option is A.", "No such triangle exists.",
	"Let me check: 2 + 2 = 4", "The answer is \\boxed{", "\xe7\xad\x94\xe6"
	"\xa1\x88\xe6\x98\xaf 7\xe3\x80\x82", "In conclusion, the total is 9"
};
#define NPARTS	(sizeof(parts) / sizeof(parts[0]))

/* Parts that hold no answer phrase, which the other finders read. */
static const char *const plain[] = {
	"Therefore, \\boxed{7}.", "\\boxed{3} or \\boxed{5}",
	"<answer>6</answer>", "(C) 9", "So Jenny has 42 apples.",
	"Thus x = 3.", "**8**", "15", "Wait, that is wrong.",
	"No such triangle exists.", "Let me check: 2 + 2 = 4",
	"In conclusion, the total is 9"
};
#define NPLAIN	(sizeof(plain) / sizeof(plain[0]))

/* The finders' names (answer_find.c's table) and one that is none. */
static const char *const names[] = {
	"empty", "cut off", "box run", "answer tag", "box", "json",
	"option line", "phrase", "end", "choice statement", "count subject",
	"premise equation", "word answer", "none exists", "whole response",
	"bold number", "value line", "last statement", "no such finder"
};
#define NNAMES	(sizeof(names) / sizeof(names[0]))

struct got {
	int from;
	const char *finder;
	struct papo_buf out;
};

static void
run(const char *s, const char *until, const char *problem, struct got *g)
{
	struct papo_answer_opts o;
	struct papo_answer_why w;

	memset(&o, 0, sizeof(o));
	o.think = PAPO_THINK_CUT;
	o.extract = PAPO_EXTRACT_ALL;
	o.problem = problem;
	o.problemlen = problem != NULL ? strlen(problem) : 0;
	o.until = until;
	g->from = papo_answer_explain(&o, s, strlen(s), &g->out, &w);
	g->finder = g->from != PAPO_FROM_NONE ? w.finder : NULL;
}

static int
same(const struct got *a, const struct got *b)
{
	return a->from == b->from && a->out.len == b->out.len &&
	    (a->out.len == 0 || memcmp(a->out.s, b->out.s, a->out.len) == 0) &&
	    (a->finder == b->finder || (a->finder != NULL && b->finder !=
	    NULL && strcmp(a->finder, b->finder) == 0));
}

/* The two rules above, for response s and every finder name. */
static void
check_response(const char *s, const char *problem)
{
	struct got all = { 0, NULL, PAPO_BUF_INIT };
	struct got cut = { 0, NULL, PAPO_BUF_INIT };
	size_t k;

	run(s, NULL, problem, &all);
	for (k = 0; k < NNAMES; k++) {
		run(s, names[k], problem, &cut);
		if (cut.from != PAPO_FROM_NONE)
			ck_assert_msg(same(&all, &cut), "until \"%s\": \"%s\" "
			    "gives %s by %s, every finder %s by %s", names[k],
			    s, cut.out.s ? cut.out.s : "", cut.finder,
			    all.out.s ? all.out.s : "", all.finder ?
			    all.finder : "none");
		if (all.from != PAPO_FROM_NONE && all.finder != NULL &&
		    strcmp(all.finder, names[k]) == 0)
			ck_assert_msg(same(&all, &cut), "until \"%s\": \"%s\" "
			    "gives no %s answer (every finder: %s)", names[k],
			    s, names[k], all.out.s ? all.out.s : "");
	}
	papo_buf_release(&all.out);
	papo_buf_release(&cut.out);
}

/* Every sequence of one, two and three parts, space and line apart. */
START_TEST(generated)
{
	char s[512];
	size_t a, b, c, n = 0;
	long reps = papo_test_reps((long)(NPARTS * NPARTS * NPARTS), 200);
	long step = (long)(NPARTS * NPARTS * NPARTS) / reps;

	for (a = 0; a < NPARTS; a++) {
		check_response(parts[a], NULL);
		for (b = 0; b < NPARTS; b++) {
			snprintf(s, sizeof(s), "%s\n\n%s", parts[a], parts[b]);
			check_response(s, NULL);
			for (c = 0; c < NPARTS; c++, n++) {
				if (step > 1 && n % (size_t)step != 0)
					continue;
				snprintf(s, sizeof(s), "%s %s %s", parts[a],
				    parts[b], parts[c]);
				check_response(s, "How many apples does "
				    "Jenny have? (A) 4 (B) 6 (C) 9");
			}
		}
	}
}
END_TEST

/* Every sequence of one and two plain parts: none with until "phrase". */
START_TEST(no_phrase)
{
	struct got all = { 0, NULL, PAPO_BUF_INIT };
	struct got cut = { 0, NULL, PAPO_BUF_INIT };
	char s[512];
	size_t a, b, answered = 0;

	for (a = 0; a < NPLAIN; a++)
		for (b = 0; b <= NPLAIN; b++) {
			snprintf(s, sizeof(s), "%s%s%s", plain[a],
			    b < NPLAIN ? "\n\n" : "", b < NPLAIN ?
			    plain[b] : "");
			run(s, NULL, NULL, &all);
			run(s, "phrase", NULL, &cut);
			answered += all.from != PAPO_FROM_NONE;
			ck_assert_msg(cut.from == PAPO_FROM_NONE, "until "
			    "\"phrase\": \"%s\" gives %s by %s", s,
			    cut.out.s ? cut.out.s : "", cut.finder);
		}
	/* not vacuous: most of them have an answer by another finder */
	ck_assert_uint_gt(answered, NPLAIN * (NPLAIN + 1) / 2);
	papo_buf_release(&all.out);
	papo_buf_release(&cut.out);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_until");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, generated);
	tcase_add_test(tc, no_phrase);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
