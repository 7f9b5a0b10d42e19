/* SPDX-License-Identifier: MIT */
/*
 * check_answer.c: unit tests for final-answer extraction
 * (lib/verify/answer*.c).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify/answer.h"
#include "unit.h"

static struct papo_buf out;
static struct papo_answer_opts o;

static void
setup(void)
{
	papo_buf_init(&out);
	o.think = PAPO_THINK_CUT;
	o.extract = PAPO_EXTRACT_ALL;
}

static void
teardown(void)
{
	papo_buf_release(&out);
}

struct row {
	const char *resp;
	const char *want;	/* NULL: no answer */
	int from;		/* enum papo_from (checked when want) */
};

static void
run_rows(const struct row *r, size_t n)
{
	size_t i, bad = 0;

	for (i = 0; i < n; i++) {
		int from = papo_answer_extract(&o, r[i].resp,
		    strlen(r[i].resp), &out);
		int ok = r[i].want == NULL ? from == PAPO_FROM_NONE :
		    from == r[i].from && out.len == strlen(r[i].want) &&
		    memcmp(out.s, r[i].want, out.len) == 0;

		if (!ok) {
			fprintf(stderr, "response '%s': got '%.*s' (from %d), "
			    "expected '%s' (from %d)\n", r[i].resp,
			    (int)out.len, out.s ? out.s : "", from,
			    r[i].want ? r[i].want : "(none)", r[i].from);
			bad++;
		}
	}
	ck_assert_msg(bad == 0, "%zu of %zu rows failed", bad, n);
}

#define RUN(rows) run_rows(rows, sizeof(rows) / sizeof(rows[0]))
#define B PAPO_FROM_BOXED
#define P PAPO_FROM_PHRASE
#define W PAPO_FROM_WHOLE
#define M PAPO_FROM_MATH
#define N PAPO_FROM_NUMBER

START_TEST(boxes)
{
	static const struct row rows[] = {
		{ "so \\boxed{42}.", "42", B },
		{ "\\boxed{1} then \\boxed{2}, done", "2", B },
		{ "\\boxed{\\frac{1}{2}}", "\\frac{1}{2}", B },
		{ "so \\boxed{\\{1, 2\\}}", "\\{1, 2\\}", B },	/* nested */
		{ "\\fbox{7}", "7", B },
		{ "\\boxed 5 is it", "5", B },
		{ "\\boxed{3} \\boxed{}", "3", B },	/* an empty box */
		{ "\\boxed{3} \\boxed{4", NULL, 0 },	/* cut off: none */
		/* adjacent boxes are joined */
		{ "\\boxed{-2} \\quad \\text{and} \\quad \\boxed{1}",
		    "-2, 1", B },
		{ "\\boxed{1}, \\boxed{2}, \\boxed{3}", "1, 2, 3", B },
		{ "\\boxed{1} and \\boxed{2} and \\boxed{3}", "1, 2, 3", B },
		{ "\\boxed{(3, 3)} \\text{ for part (a) and } \\boxed{(1, 1)}",
		    "(3, 3), (1, 1)", B },
		/* "no" */
		{ "\\boxed{1} no no no no no \\boxed{2}", NULL, 0 },
		{ "\\boxed{1} so so so so so \\boxed{2}", "2", B },
		/* parts named within one sentence */
		{ "The maximum is \\(\\boxed{3}\\), and the minimum possible "
		    "number of such elements is \\(\\boxed{1}\\).", "3, 1", B },
		{ "The maximum is \\(\\boxed{3}\\). Then, and only then, the "
		    "minimum is \\(\\boxed{1}\\).", "1", B },
		{ "We get \\boxed{3}, and so we can say that the value we "
		    "want is \\boxed{1}", "1", B },
		{ "\\boxed{1} and and and or thus but \\boxed{2} "
		    "and \\boxed{3}", "2, 3", B },
		/* text escaped twice still has its box */
		{ "the answer is $\\\\boxed{\\\\frac{1}{2}}$",
		    "\\\\frac{1}{2}", B },
		/* a final statement after the last box wins */
		{ "\\boxed{255} so $10,455. The final answer is $10,455$.",
		    "10,455", P },
		{ "\\boxed{5}. I hope the answer is correct.", "5", B },
	};

	RUN(rows);
}
END_TEST

START_TEST(think)
{
	static const struct row rows[] = {
		{ "I guess \\boxed{1}</think>The answer is \\boxed{2}",
		    "2", B },
		{ "a</think>b</think>\\boxed{42}", "42", B },
		{ "<think>maybe \\boxed{1} but I ran out", NULL, 0 },
		{ "Thus \\boxed{3}", "3", B },	/* no tags */
	};

	RUN(rows);
	o.think = PAPO_THINK_KEEP;
	{
		static const struct row keep[] = {
			/* keep searches the reasoning, but one never
			   closed is cut off all the same */
			{ "<think>so \\boxed{1}", NULL, 0 },
			{ "<think>so \\boxed{1}</think>", "1", B },
			{ "<think>maybe \\boxed{1} but I ran out", NULL, 0 },
		};

		RUN(keep);
	}
	o.think = PAPO_THINK_REQUIRE;
	{
		static const struct row req[] = {
			{ "no tags \\boxed{3}", NULL, 0 },
			{ "x</think>\\boxed{3}", "3", B },
		};

		RUN(req);
	}
}
END_TEST

START_TEST(fallbacks)
{
	static const struct row rows[] = {
		{ "Final Answer: The final answer is $28 \\%$. I hope it is "
		    "correct.", "28 \\%", P },
		{ "The final answer is 12,000,023. I hope it is correct.",
		    "12,000,023", P },
		{ "Final Answer: The volume of $ABCDEFGH$ is 120. I hope it is "
		    "correct.", "120", P },
		/* after a colon, the statement's opener is read as a last
		   statement's: a name the response used before (case
		   c0157), not a word no row reads */
		{ "So, Jane started growing Sphere 3 hours ago. Final Answer: "
		    "Jane started growing Sphere 3 hours ago.",
		    "3 \\text{ hours}", P },
		{ "Final Answer: close to 42", NULL, 0 },
		{ "Answer: blorf 42", NULL, 0 },
		{ "**Answer:** upwards of 42", NULL, 0 },
		{ "Answer: $close to 42$", NULL, 0 },
		{ "Final answer: a total of 42", "42", P },
		{ "so the answer is 0", "0", P },
		{ "Answer: 42", "42", P },
		{ "#### 18", "18", P },
		/* a markdown heading is no "####" answer */
		{ "#### For \\(T = 3\\):\nso the product is 6", "6", N },
		{ "##### Step 2\nso the product is 6", "6", N },
		{ "The answer is !!!invalid!!!", NULL, 0 },
		/* a few plain words, or a yes or no, answer */
		{ "Answer: No solution", "No solution", P },
		/* a choice's letter then its value is one answer */
		{ "The answer is **C. 2-i**", "C. 2-i", P },
		/* a reason in a sentence of its own after it is not
		   recognised (issue 26: what follows is a table of forms) */
		{ "The answer is C. This is because the rest fail.", NULL, 0 },
		{ "Answer: all real numbers", "all real numbers", P },
		{ "Final answer: Yes, it is possible.", "Yes", P },
		{ "The answer is no, because 5 > 3.", "no", P },
		{ "The answer is not known to me at all here", NULL, 0 },
		{ "\\boxed{5}. The answer is: yes, 5 works.", "5", P },
		{ "Answer: \\frac{S_{\\triangle ABC}}{4}",
		    "\\frac{S_{\\triangle ABC}}{4}", P },
		{ "is $\\boxed{12 $ and $13 }. $ The final answer is \"$12 $ "
		    "and $13 $\". I hope it is correct.", "12, 13", P },
		/* a bare expression */
		{ "3+2", "3+2", W },
		{ "x = 3", "x = 3", W },
		{ "  42  ", "42", W },
		{ "1000,99", "1000.99", W },	/* a decimal comma */
		{ "1 000", "1000", W },
		{ "$odd$", "$odd$", W },
		/* the last math */
		{ "We get \\[ 9 \\] in the end", "9", M },
		{ "the pair is $(7, 6)$. <|im_start|>user", "(7, 6)", M },
		{ "the values are \\(x = 5\\) and \\(x = -2\\).",
		    "x = 5, x = -2", M },
		{ "total \\(2 + 1 = 3\\) possible values for \\(n\\).",
		    "2 + 1 = 3", M },
		/* two numbers, no statement of one: no answer */
		{ "costs $5 and spends $3 more on it", NULL, 0 },
		/* a span in parentheses after other math is an aside, but
		   the sentence after the last statement must be recognised
		   as after a box, and "never" is a negation: no answer */
		{ "so \\[f(x) = -x + 1.\\] It is injective: its derivative "
		    "(\\(-1\\)) is never zero.", NULL, 0 },
		{ "the root (\\(x = 2\\)) is it", "x = 2", M },
		/* GSM8K's "A:" line */
		{ "She has 16 - 3 = 13 eggs\nA: 26", "26", P },
		{ "so the number is 10 which is 1,000.99m^2",
		    "1000.99 \\text{m^2}", N },	/* a glued unit */
		/* a number glued to more of an expression is not the answer */
		{ "so the area is \xe2\x88\x9a" "3.", "\xe2\x88\x9a" "3", N },
		{ "So the area is 3\xcf\x80.", "3\xcf\x80", N },
		/* a Greek word: a language with no rows (hostile_red15);
		   a Greek letter is mathematics' */
		{ "\xce\x97 \xce\xb1\xcf\x80\xce\xac\xce\xbd\xcf\x84"
		    "\xce\xb7\xcf\x83\xce\xb7 42.", NULL, 0 },
		{ "The volume is 4\xcf\x80/3.", "4\xcf\x80/3", N },
		{ "Thus we get 3^2.", "3^2", N },
		{ "The result is 5^{2}", "5^{2}", N },
		{ "so the ratio of the two is 1:2.", "1:2", N },
		{ "Hence the total is 3 sqrt(2).", "3 sqrt(2)", N },
		{ "the final result is 3x.", "3x", N },
		/* a number in a sentence that asserts nothing */
		{ "After a long race over the hills, he finished 3rd.", NULL,
		    0 },
		/* a bold number in the final paragraph */
		{ "So \\[ 10+10-1 = 19 \\]\n\nThus, there are **19** "
		    "integers from 1 to 100 with a digit 6.", "19", N },
		{ "so there are **1680 distinct** $2 \\times 2$ cubes from 8 "
		    "colors.", "1680", N },
		{ "**3.** So we get $x = 7$.", "x = 7", M },
		{ "**Step 3:** So we get $x = 7$.", "x = 7", M },
		/* a label is read only when its words are rows (issue 26):
		   "Soucis" (worries) is none, nor a guess or a rejection */
		{ "Soucis : 2,74 $ a..", NULL, 0 },
		{ "Hypothesis: 42", NULL, 0 },
		{ "Rejected: 42", NULL, 0 },
		{ "Kelorf result: 42", NULL, 0 },
		{ "Final Calculation: 42", "42", N },
		{ "Total cost: 42", "42", N },
		{ "When multiplying by 2: 42", "42", N },
		{ "When n is even: 42", NULL, 0 },
		{ "P(A) = 2/3 Therefore the probability is 2/3. <|im_end|>",
		    "2/3", N },
		{ "it increases by 100%.", NULL, 0 },
		{ "Therefore, it increases by 100%.", "100%", N },
		/* one word: compared, never equal to 2 */
		{ "AZYUK2A", "AZYUK2A", W },
		/* 是 */
		{ "答案：每份应该是 \\frac{2}{5} 吨。", "\\frac{2}{5} 吨", P },
		{ "I do not know.", NULL, 0 },
		{ "", NULL, 0 },
	};

	RUN(rows);
}
END_TEST

/*
 * The final statement and the one value it asserts: hedges and
 * corrections are no answer, a reason after the value is no part of it,
 * a JSON answer is read whole, the last number only alone.
 */
START_TEST(statement)
{
	static const struct row rows[] = {
		/* the issue's three lines */
		{ "So \\boxed{3}. The answer is 3, not 4.", NULL, 0 },
		{ "The answer is 12 since there are 3 boxes of 4.", "12", P },
		{ "```json\n{\"reasoning\": \"...\", \"answer\": "
		    "\"2y + 4\"}\n```", "2y + 4", P },
		/* hedges */
		{ "The answer is either 3 or 4.", NULL, 0 },
		{ "The answer is between 3 and 4.", NULL, 0 },
		{ "The answer is maybe 4.", NULL, 0 },
		{ "The answer is 3 or 4.", "3 or 4", P },	/* a set */
		{ "Therefore 4 or perhaps 5.", NULL, 0 },
		/* corrections */
		{ "The answer is 3, no wait, 4.", NULL, 0 },
		{ "The answer is 4, not 3.", NULL, 0 },
		{ "The answer is yes... actually no.", NULL, 0 },
		/* a correction the rows read, to one value: that value */
		{ "\\boxed{3}. Wait, it is 4.", "4", P },
		/* its value right after the openers (answer_amend.c's
		   bare_value, as "Scratch that: 4.") */
		{ "\\boxed{3}\n\nActually, I made a mistake: 4.", "4", P },
		{ "The answer is not 3.", NULL, 0 },
		/* a rejected value in an aside, a reason, a note */
		{ "The answer is 5 (not 7, which we rejected).", "5", P },
		{ "The answer is 12 because 3 times 4 is 12.", "12", P },
		{ "\\boxed{4}\n\nNote: the 3 boxes hold 12 apples.", NULL, 0 },
		{ "\\boxed{4}. The answer is not 3.", "4", B },
		/* JSON and YAML */
		{ "{\"answer\": \"The total is\\n4\"}", "4", P },
		{ "{\"final_answer\": 17}\nNote: 18 was close.", "17", P },
		{ "```yaml\nanswer: 4\nnotes: none\n```", "4", P },
		/* the last number: alone, or one value asserted */
		{ "We add them.\n\n12", "12", N },
		{ "We add 3 and 4.\n\n7 apples.", "7 \\text{ apples}", N },
		{ "We get 4 apples, then 9.", NULL, 0 },
		{ "Therefore, there are 35 students who like it.", "35", N },
		/* the words after a number in the opener are read too
		   (h18-red12: "In 2024, the wrong total is 42."): with no
		   problem to name them, "cards" is not recognised */
		{ "The probability that he picks 39 cards is \\(1\\).", NULL,
		    0 },
		{ "Since x = 3, y is 5.", "5", N },
		{ "Thus, the number left is 100 - 50 = 50.", "50", N },
		{ "The total is 12.\n\nI hope it is correct.", "12", N },
		/* bounds, negations, questions, suppositions, subjects */
		{ "So the answer must be at least 4.", NULL, 0 },
		{ "Therefore the answer is 4 or more.", NULL, 0 },
		{ "The answer cannot be 4.", NULL, 0 },
		{ "Therefore it isn't 4.", NULL, 0 },
		{ "Is the answer 4?", NULL, 0 },
		{ "If the answer were 4 we would be done.", NULL, 0 },
		{ "If x = 3, then y = 5.", "5", N },
		{ "4 is wrong, so it must be 5.", "5", N },
		{ "The answer is 4 (or 5 if we count the endpoint).", NULL, 0 },
		{ "So **4** is not the answer.", NULL, 0 },
		/* the last statement's opener is recognised (answer_open.c):
		   "never" in a premise is not read before "so" without an
		   equation */
		{ "It is injective: its derivative is never zero, so f is "
		    "one to one and the value is 7.", NULL, 0 },
		{ "{\"answer\": [\"3\", \"4\"]}", "3, 4", P },
		/* empty: found by fuzzing */
		{ "{\"answer\": \"\"}", NULL, 0 },
		/* "actually" takes back only with a value after it */
		{ "\\boxed{5}\n\nActually, this makes sense because the "
		    "sum grows.", NULL, 0 },	/* not a closing remark */
		{ "\\boxed{5}\n\nActually, it should be 6.", "6", P },
		{ "\\boxed{5}\n\nActually, it might be 6.", NULL, 0 },
		{ "\\boxed{5}\n\nActually, it should be 6. Or 5.", NULL, 0 },
		{ "\\boxed{5}\n\nIt might be 6.", NULL, 0 },
		{ "\\boxed{5}. Just kidding.", NULL, 0 },
		{ "\\boxed{5}\n\nIt could also be found as 2 + 3 = 5.", NULL,
		    0 },	/* other values after it */
		{ "\\boxed{5}\n\nI hope this helps!", "5", B },
	};

	RUN(rows);
}
END_TEST

START_TEST(levels)
{
	o.extract = PAPO_EXTRACT_BOXED;
	{
		static const struct row rows[] = {
			{ "\\boxed{42}", "42", B },
			{ "The answer is 42", NULL, 0 },
		};

		RUN(rows);
	}
	o.extract = PAPO_EXTRACT_ANSWER;
	{
		static const struct row rows[] = {
			{ "The answer is 42", "42", P },
			{ "we get $42$", NULL, 0 },
		};

		RUN(rows);
	}
}
END_TEST

START_TEST(reference)
{
	static const struct {
		const char *ref, *want;
	} rows[] = {
		{ "42", "42" },
		{ "  \\frac{1}{2} ", "\\frac{1}{2}" },
		{ "\\boxed{42}", "42" },
		{ "Thus $\\boxed{14{,}916}$ is our answer.", "14{,}916" },
		{ "\\boxed{1}\\boxed{2}", "1, 2" },
		{ "the answer is 0.25 + 3", "0.25 + 3" },
		{ "Answer: x = 2", "x = 2" },
		{ "1331 and 1728", "1331 and 1728" },	/* never prose */
		/* braces never closed are closed at the end */
		{ "\\frac{5055}{2^{15}", "\\frac{5055}{2^{15}}" },
		{ "\\{1, 2", "\\{1, 2" },
		{ "a}{b", "a}{b" },
	};
	size_t i;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		papo_answer_reference(rows[i].ref, strlen(rows[i].ref), &out);
		ck_assert_msg(out.len == strlen(rows[i].want) &&
		    memcmp(out.s, rows[i].want, out.len) == 0,
		    "reference '%s': got '%.*s'", rows[i].ref, (int)out.len,
		    out.s);
	}
}
END_TEST

/* Linear work: many unclosed boxes and a very long response. */
/* Answers as compared: bold, full width, the real line, quantifiers. */
static void
norm_is(const char *in, const char *want)
{
	struct papo_buf nb = PAPO_BUF_INIT;
	int r = papo_answer_normalize(in, strlen(in), &nb);

	if (want == NULL)
		ck_assert_msg(r == 0, "'%s' changed to '%s'", in, nb.s);
	else {
		ck_assert_msg(r == 1, "'%s' unchanged", in);
		ck_assert_str_eq(nb.s, want);
	}
	papo_buf_release(&nb);
}

START_TEST(normalize)
{
	norm_is("**odd**", "odd");
	norm_is("2**10", NULL);
	norm_is("\xef\xbc\x91\xef\xbc\x92", "12");
	norm_is("2\xef\xbc\x9b" "3", "2;3");
	norm_is("\\text{All real numbers}", "(-\\infty,\\infty)");
	norm_is("\\mathbb{R}", "(-\\infty,\\infty)");
	norm_is("x+k\\pi \\text{ for } k \\in \\mathbb{Z}", "x+k\\pi");
	norm_is("x+k\\pi, k\\in\\mathbb{Z}", "x+k\\pi");
	norm_is("x+k\\pi \\quad (k \\in \\mathbb{Z})", "x+k\\pi");
	norm_is("k \\in \\mathbb{Z}", NULL);
	norm_is("x \\in \\mathbb{Z}^2", NULL);
	norm_is("5", NULL);
	{
		struct papo_buf nb = PAPO_BUF_INIT;

		/* without bold: only the full-width forms */
		ck_assert_int_eq(papo_answer_unmark("**\xef\xbc\x93**", 7, 0,
		    &nb), 1);
		ck_assert_str_eq(nb.s, "**3**");
		ck_assert_int_eq(papo_answer_unmark("**3**", 5, 0, &nb), 0);
		papo_buf_release(&nb);
	}
}
END_TEST

START_TEST(alternatives)
{
	struct papo_buf nb = PAPO_BUF_INIT;
	size_t off[4];
	const char *s = "[\"2\", 'two', \"\\\\frac{1}{2}\", \"\\u00b0\"]";

	ck_assert_uint_eq(papo_answer_alternatives(s, strlen(s), &nb, off,
	    4), 4);
	ck_assert_str_eq(nb.s + off[0], "2");
	ck_assert_str_eq(nb.s + off[1], "two");
	ck_assert_str_eq(nb.s + off[2], "\\frac{1}{2}");
	ck_assert_str_eq(nb.s + off[3], "\xc2\xb0");
	ck_assert_uint_eq(papo_answer_alternatives(s, strlen(s), &nb, off,
	    3), 0);				/* past max: none */
	ck_assert_uint_eq(papo_answer_alternatives("[1, 2]", 6, &nb, off, 4),
	    0);
	ck_assert_uint_eq(papo_answer_alternatives("[\"1\", 2]", 8, &nb, off,
	    4), 0);
	ck_assert_uint_eq(papo_answer_alternatives("[\"1\"", 4, &nb, off, 4),
	    0);
	papo_buf_release(&nb);
}
END_TEST

START_TEST(bounded)
{
	size_t n = 2000000, k;
	char *s = malloc(n + 1);

	ck_assert_ptr_nonnull(s);
	for (k = 0; k + 7 <= n; k += 7)
		memcpy(s + k, "\\boxed{", 7);
	s[k] = '\0';
	ck_assert_int_eq(papo_answer_extract(&o, s, strlen(s), &out),
	    PAPO_FROM_NONE);
	memset(s, '{', n);
	memcpy(s, "\\boxed", 6);
	s[n] = '\0';
	ck_assert_int_eq(papo_answer_extract(&o, s, n, &out), PAPO_FROM_NONE);
	free(s);
}
END_TEST

/* s's answer under think mode m into b: its papo_answer_from. */
static int
answer_in(const char *s, size_t n, enum papo_think m, struct papo_buf *b)
{
	struct papo_answer_opts mo = o;

	mo.think = m;
	return papo_answer_extract(&mo, s, n, b);
}

/*
 * Response s under the default mode: with a "</think>", the answer of
 * what follows its last one, read with the tags kept, none when a
 * "<think>" opens after it; with a "<think>"
 * and no "</think>", none; with neither, the answer read with the tags
 * kept.  0 when so, else 1 (said on stderr).
 */
static int
think_misread(const char *s)
{
	struct papo_buf want = PAPO_BUF_INIT;
	const char *c;
	size_t q = (size_t)-1;
	int from, wfrom, bad;

	from = answer_in(s, strlen(s), PAPO_THINK_CUT, &out);
	for (c = s; (c = strstr(c, "</think>")) != NULL; c++)
		q = (size_t)(c - s);
	if (q != (size_t)-1 && strstr(s + q + 8, "<think>") != NULL)
		wfrom = PAPO_FROM_NONE;	/* reopened after it, left open */
	else if (q != (size_t)-1)
		wfrom = answer_in(s + q + 8, strlen(s + q + 8),
		    PAPO_THINK_KEEP, &want);
	else if (strstr(s, "<think>") != NULL)
		wfrom = PAPO_FROM_NONE;
	else
		wfrom = answer_in(s, strlen(s), PAPO_THINK_KEEP, &want);
	bad = from != wfrom || (from != PAPO_FROM_NONE && (out.len !=
	    want.len || memcmp(out.s, want.s, out.len) != 0));
	if (bad)
		fprintf(stderr, "'%s': '%s' (from %d), expected '%s' (from "
		    "%d)\n", s, out.s ? out.s : "", from, want.s ? want.s :
		    "", wfrom);
	papo_buf_release(&want);
	return bad;
}

/*
 * The think tags, over every sequence of one to four pieces (tags,
 * halves of tags, boxes, GSM8K's "<<3*4=12>>"): think_misread.
 */
START_TEST(think_generated)
{
	static const char *const pieces[] = { "<think>", "</think>",
	    "think>", "</think", "<", "/", "\\boxed{1}.", " so \\boxed{2}",
	    "<<3*4=12>>", "\n" };
	const size_t np = sizeof(pieces) / sizeof(pieces[0]);
	char s[128];
	size_t len, count, x, q, k, bad = 0;

	for (len = 1, count = np; len <= 4; len++, count *= np)
		for (x = 0; x < count; x++) {
			s[0] = '\0';
			for (q = x, k = 0; k < len; k++, q /= np)
				strcat(s, pieces[q % np]);
			bad += (size_t)think_misread(s);
		}
	ck_assert_msg(bad == 0, "%zu responses misread", bad);
}
END_TEST

/*
 * A character that does not show, anywhere on the answer's line after
 * a run of ASCII bytes of any length (the scan passes such runs eight
 * bytes at a time): no answer; the same line without it: the answer.
 */
START_TEST(unseen_anywhere)
{
	static const char *const marks[] = { "\xe2\x80\x8b", "\xc2\xad",
	    "\xe2\x80\xae", "\xef\xbb\xbf", "\xe2\x81\xa0",
	    "\xe2\x80\x8d" };
	char s[128];
	size_t m, pad, bad = 0;
	int from;

	for (pad = 0; pad < 40; pad++)
		for (m = 0; m <= sizeof(marks) / sizeof(marks[0]); m++) {
			snprintf(s, sizeof(s), "Thus%*s%s the answer is "
			    "\\boxed{42}.", (int)pad, "", m < sizeof(marks) /
			    sizeof(marks[0]) ? marks[m] : "");
			from = papo_answer_extract(&o, s, strlen(s), &out);
			if (m < sizeof(marks) / sizeof(marks[0]) ? from !=
			    PAPO_FROM_NONE : from != PAPO_FROM_BOXED) {
				fprintf(stderr, "'%s': from %d\n", s, from);
				bad++;
			}
		}
	ck_assert_msg(bad == 0, "%zu responses misread", bad);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, boxes);
	tcase_add_test(t, think);
	tcase_add_test(t, fallbacks);
	tcase_add_test(t, statement);
	tcase_add_test(t, levels);
	tcase_add_test(t, reference);
	tcase_add_test(t, bounded);
	tcase_add_test(t, normalize);
	tcase_add_test(t, alternatives);
	tcase_add_test(t, unseen_anywhere);
	tcase_add_test(t, think_generated);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
