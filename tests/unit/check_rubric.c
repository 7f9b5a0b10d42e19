/* SPDX-License-Identifier: MIT */
/*
 * check_rubric.c: unit tests for rubric files, rendering, think
 * stripping and score parsing (lib/judge/rubric.c).
 */
#include <sys/stat.h>

#include <ctype.h>
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge/rubric.h"
#include "unit.h"

static struct papo_err e;

static const char tiers3[] =
    "name: t3\n"
    "scores: [0, 0.5, 1]\n"
    "prompt: |\n"
    "  P={{problem}} S={{solution}} R={{response}}\n";

static const char grades[] =
    "parse: grade\n"
    "judge: wrong\n"
    "grades: {CORRECT: 1, INCORRECT: 0}\n"
    "output: r_out\n"
    "report: judge_answer\n"
    "on_failure: keep\n"
    "system: 'You compare answers.'\n"
    "prompt: \"A={{answer}} R={{response}}\"\n";

static int
parse(struct papo_rubric *r, const char *text)
{
	papo_err_clear(&e);
	return papo_rubric_parse_text(r, "x.yaml", text, strlen(text), &e);
}

/*
 * The source tree, for the shipped rubrics: $TOP, else the current
 * directory.
 */
static const char *
top(void)
{
	const char *t = getenv("TOP");

	return t && *t ? t : ".";
}

START_TEST(loads_defaults)
{
	struct papo_rubric r;

	ck_assert_int_eq(parse(&r, tiers3), 0);
	ck_assert_str_eq(r.name, "t3");
	ck_assert_uint_eq(r.nscores, 3);
	ck_assert(r.scores[1] == 0.5);
	ck_assert_int_eq(r.parse, PAPO_RUBRIC_BOXED);
	ck_assert_int_eq(r.select, PAPO_RUBRIC_CORRECT);
	ck_assert_int_eq(r.failure, PAPO_RUBRIC_FAIL_NULL);
	ck_assert_str_eq(r.output, "r_proc");
	ck_assert_str_eq(r.report, "judge");
	ck_assert_ptr_null(r.system);
	ck_assert_uint_eq(r.uses, (1u << PAPO_RUBRIC_PROBLEM) |
	    (1u << PAPO_RUBRIC_SOLUTION) | (1u << PAPO_RUBRIC_RESPONSE));
	papo_rubric_release(&r);

	ck_assert_int_eq(parse(&r, grades), 0);
	ck_assert_str_eq(r.name, "x");	/* from the file name */
	ck_assert_int_eq(r.parse, PAPO_RUBRIC_GRADE);
	ck_assert_int_eq(r.select, PAPO_RUBRIC_WRONG);
	ck_assert_int_eq(r.failure, PAPO_RUBRIC_FAIL_KEEP);
	ck_assert_uint_eq(r.ngrades, 2);
	ck_assert_str_eq(r.grade_label, "Final Grade:");
	ck_assert_str_eq(r.system, "You compare answers.");
	ck_assert_str_eq(r.output, "r_out");
	papo_rubric_release(&r);
}
END_TEST

START_TEST(rejects_bad_files)
{
	static const struct {
		const char *text;
		const char *msg;
	} bad[] = {
		{ "", "empty" },
		{ "- a\n- b\n", "mapping" },
		{ "scores: [0, 1]\n", "no 'prompt'" },
		{ "scores: [0, 1]\nprompt: '{{response}} {{student}}'\n",
		    "unknown placeholder '{{student}}'" },
		{ "scores: [0, 1]\nprompt: '{{problem}}'\n", "never shows" },
		{ "prompt: '{{response}}'\n", "'scores' is required" },
		{ "parse: grade\nprompt: '{{response}}'\n",
		    "'grades' is required" },
		{ "scores: [0, 0.5, 0.5]\nprompt: '{{response}}'\n",
		    "listed twice" },
		{ "scores: [0, high]\nprompt: '{{response}}'\n",
		    "must be a number" },
		{ "scores: 1\nprompt: '{{response}}'\n", "list of numbers" },
		{ "scores: [0, 1]\njudge: some\nprompt: '{{response}}'\n",
		    "'judge' takes correct, all or wrong" },
		{ "scores: [0, 1]\nparse: regex\nprompt: '{{response}}'\n",
		    "'parse' takes boxed or grade" },
		{ "scores: [0, 1]\ntemperature: 0\nprompt: '{{response}}'\n",
		    "unknown setting 'temperature'" },
		{ "scores: [0, 1]\nprompt: '{{response}}'\nprompt: 'x'\n",
		    "set twice" },
		{ "scores: [0, 1]\noutput: judge\nprompt: '{{response}}'\n",
		    "two different" },
		{ "parse: grade\ngrades: {OK: yes}\nprompt: '{{response}}'\n",
		    "must be a number" },
		{ "parse: grade\ngrades: {'two words': 1}\n"
		    "prompt: '{{response}}'\n", "one word" },
		{ "scores: [0, 1]\nprompt: [a]\n", "single value" },
		{ "a: &x 1\nb: *x\n", "aliases" },
		{ "scores: [0, 1\n", "x.yaml:" },
		{ "scores: [1, 2]\ncriteria: [a, b]\nprompt: '{{response}}'\n",
		    "'criteria' and 'combine' go together" },
		{ "scores: [1, 2]\ncombine: sum\nprompt: '{{response}}'\n",
		    "'criteria' and 'combine' go together" },
		{ "scores: [1, 2]\ncriteria: [a, A]\ncombine: sum\n"
		    "prompt: '{{response}}'\n", "criterion 'A' is listed twice" },
		{ "scores: [1, 2]\ncriteria: a\ncombine: sum\n"
		    "prompt: '{{response}}'\n", "list of names" },
		{ "scores: [1, 2]\ncriteria: [a]\ncombine: max\n"
		    "prompt: '{{response}}'\n", "'combine' takes sum, mean or min" },
	};
	struct papo_rubric r;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ck_assert_msg(parse(&r, bad[i].text) < 0, "accepted: %s",
		    bad[i].text);
		ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
		ck_assert_msg(strstr(e.msg, bad[i].msg) != NULL,
		    "case %zu: '%s' lacks '%s'", i, e.msg, bad[i].msg);
	}
}
END_TEST

START_TEST(error_lines)
{
	struct papo_rubric r;

	ck_assert_int_lt(parse(&r, "scores: [0, 1]\n\nprompt: |\n  {{response}}"
	    "\n\n  {{oops}}\n"), 0);
	ck_assert_msg(strncmp(e.msg, "x.yaml:6: ", 10) == 0, "%s", e.msg);
	ck_assert_int_lt(parse(&r, "scores: [0, 1]\nprompt: '{{oops}}'\n"), 0);
	ck_assert_msg(strncmp(e.msg, "x.yaml:2: ", 10) == 0, "%s", e.msg);
}
END_TEST

START_TEST(shipped_rubrics)
{
	static const char *const names[] = { "3-tier", "5-tier",
	    "answer-equivalence", "3-tier-answer", "5-tier-answer",
	    "3-tier-noref" };
	struct papo_rubric r;
	char p[1024];
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		snprintf(p, sizeof(p), "%s/rubrics/%s.yaml", top(), names[i]);
		ck_assert_msg(papo_rubric_load(&r, p, &e) == 0, "%s: %s", p,
		    e.msg);
		ck_assert_str_eq(r.name, names[i]);
		/* the answer rubrics show the answer, never a solution */
		if (strstr(names[i], "-answer") != NULL)
			ck_assert_uint_eq(r.uses & (1u << PAPO_RUBRIC_SOLUTION
			    | 1u << PAPO_RUBRIC_ANSWER),
			    1u << PAPO_RUBRIC_ANSWER);
		/* the rubric without a reference shows neither */
		if (strstr(names[i], "-noref") != NULL)
			ck_assert_uint_eq(r.uses, 1u << PAPO_RUBRIC_PROBLEM |
			    1u << PAPO_RUBRIC_RESPONSE);
		/* every field shown is fenced off */
		ck_assert_msg(r.fenced == r.uses, "%s", names[i]);
		papo_rubric_release(&r);
	}
	snprintf(p, sizeof(p), "%s/rubrics/5-tier.yaml", top());
	ck_assert_int_eq(papo_rubric_load(&r, p, &e), 0);
	ck_assert_uint_eq(r.nscores, 5);
	papo_rubric_release(&r);
	ck_assert_int_eq(papo_rubric_load(&r, "/nonexistent/r.yaml", &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
}
END_TEST

START_TEST(locate)
{
	struct papo_buf p = PAPO_BUF_INIT;
	char dirs[2048];

	ck_assert_int_eq(papo_rubric_locate("my/own.yml", "", &p, &e), 0);
	ck_assert_str_eq(p.s, "my/own.yml");
	papo_buf_reset(&p);
	ck_assert_int_eq(papo_rubric_locate("own.yaml", "", &p, &e), 0);
	ck_assert_str_eq(p.s, "own.yaml");
	papo_buf_reset(&p);
	snprintf(dirs, sizeof(dirs), "/nonexistent::%s/rubrics", top());
	ck_assert_int_eq(papo_rubric_locate("5-tier", dirs, &p, &e), 0);
	ck_assert_msg(strstr(p.s, "/rubrics/5-tier.yaml") != NULL, "%s", p.s);
	papo_buf_reset(&p);
	ck_assert_int_eq(papo_rubric_locate("nope", "/a:/b", &p, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	ck_assert_str_eq(e.msg, "rubric 'nope' not found (looked for "
	    "nope.yaml in: /a, /b)");
	ck_assert_int_eq(papo_rubric_locate("a b", "/a", &p, &e), -1);
	ck_assert_msg(strstr(e.msg, "invalid rubric name") != NULL, "%s",
	    e.msg);
	papo_buf_release(&p);
}
END_TEST

/*
 * Where a bare name is looked up: $PAPO_RUBRIC_PATH, next to the
 * program's directory, the installed ones.
 */
START_TEST(dirs)
{
	struct papo_buf d = PAPO_BUF_INIT;

	papo_rubric_dirs("/mine:/ours", "/opt/papo/bin/papo-judge",
	    "/usr/share", &d);
	ck_assert_str_eq(d.s, "/mine:/ours:/opt/papo/bin/../rubrics:"
	    "/usr/share/rubrics");
	papo_buf_reset(&d);
	/* an empty path is none; so is a program without a directory */
	papo_rubric_dirs("", "papo-judge", "/usr/share", &d);
	ck_assert_str_eq(d.s, "/usr/share/rubrics");
	papo_buf_reset(&d);
	papo_rubric_dirs(NULL, NULL, "/d", &d);
	ck_assert_str_eq(d.s, "/d/rubrics");
	papo_buf_reset(&d);
	papo_rubric_dirs(NULL, "/papo-judge", "/d", &d);
	ck_assert_str_eq(d.s, "/../rubrics:/d/rubrics");
	papo_buf_release(&d);
}
END_TEST

START_TEST(render)
{
	struct papo_buf out = PAPO_BUF_INIT;
	const char *vals[PAPO_RUBRIC_NSLOTS] = { "x+1", "{{response}}", "r" };
	size_t vlen[PAPO_RUBRIC_NSLOTS] = { 3, 12, 1 };

	papo_rubric_render("P={{problem}} S={{solution}} R={{response}} "
	    "{{ problem}} {{}} \\boxed{{x}} {{", vals, vlen, &out);
	/* a value is not expanded again; non-placeholders stay literal */
	ck_assert_str_eq(out.s, "P=x+1 S={{response}} R=r {{ problem}} {{}} "
	    "\\boxed{{x}} {{");
	/* {{untrusted:NAME}}: the value between two tags with the token */
	papo_buf_reset(&out);
	papo_rubric_render_fenced("# R\n{{untrusted:response}}\nP="
	    "{{problem}} {{untrusted:nope}} {{untrusted: response}}", vals,
	    vlen, "0123456789abcdef", &out);
	ck_assert_str_eq(out.s, "# R\n<response-0123456789abcdef>\nr\n"
	    "</response-0123456789abcdef>\nP=x+1 {{untrusted:nope}} "
	    "{{untrusted: response}}");
	papo_buf_release(&out);
}
END_TEST

/* {{untrusted:NAME}} is a placeholder of NAME; an unknown NAME is not */
START_TEST(fenced_placeholders)
{
	struct papo_rubric r;

	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nprompt: \"{{problem}}\\n"
	    "{{untrusted:response}}\"\n"), 0);
	ck_assert_uint_eq(r.uses, (1u << PAPO_RUBRIC_PROBLEM) |
	    (1u << PAPO_RUBRIC_RESPONSE));
	ck_assert_uint_eq(r.fenced, 1u << PAPO_RUBRIC_RESPONSE);
	papo_rubric_release(&r);
	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nprompt: \"{{response}} "
	    "{{untrusted:reply}}\"\n"), -1);
	ck_assert_msg(strstr(e.msg, "unknown placeholder "
	    "'{{untrusted:reply}}'") != NULL, "%s", e.msg);
}
END_TEST

static void
strip(const char *in, const char *want)
{
	struct papo_buf out = PAPO_BUF_INIT;

	papo_buf_adds(&out, "[");
	papo_rubric_strip_think(in, strlen(in), &out);
	ck_assert_msg(strcmp(out.s + 1, want) == 0, "'%s' gave '%s'", in,
	    out.s + 1);
	ck_assert(out.s[0] == '[');
	papo_buf_release(&out);
}

START_TEST(strip_think)
{
	strip("no tags", "no tags");
	strip("<think>plan</think>\n\nThe answer is 4.", "The answer is 4.");
	strip("a <think>x</think> b <think>y</think> c", "a  b  c");
	strip("prompt-opened reasoning</think>  answer", "answer");
	strip("answer <think>never closed", "answer");
	strip("<think>all thinking", "");
	strip("  padded  ", "padded");
	strip("</think>a</think>b", "a</think>b");
	strip("", "");
}
END_TEST

START_TEST(numbers)
{
	static const struct {
		const char *s;
		double x;
	} ok[] = {
		{ "1", 1 }, { "0.5", 0.5 }, { ".5", 0.5 }, { "0.50", 0.5 },
		{ " 1 ", 1 }, { "$0.25$", 0.25 }, { "1/2", 0.5 },
		{ "\\frac{1}{2}", 0.5 },
		{ "\\dfrac12", 0.5 },
		{ "\\tfrac{3}{4}", 0.75 }, { "\\frac 1 4", 0.25 }, { "1.", 1 },
	};
	static const char *const bad[] = { "", "a", "1e0", "0x1", "inf",
	    "1/0", "\\frac{1}{}", "1..2", "1 2", "\\frac{1}{2}x", "--1",
	    "nan", "3 / 4", "1 /2", "1/ 2", "/2", "1/" };
	size_t i;
	double x;

	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		ck_assert_msg(papo_rubric_number(ok[i].s, strlen(ok[i].s),
		    &x) == 0, "rejected '%s'", ok[i].s);
		ck_assert_msg(fabs(x - ok[i].x) < 1e-12, "'%s' gave %g",
		    ok[i].s, x);
	}
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(papo_rubric_number(bad[i], strlen(bad[i]),
		    &x) < 0, "accepted '%s'", bad[i]);
}
END_TEST

static int
score(const struct papo_rubric *r, const char *reply, double *x)
{
	return papo_rubric_score(r, reply, strlen(reply), x, NULL);
}

START_TEST(boxed_scores)
{
	static const struct {
		const char *reply;
		double x;
	} ok[] = {
		{ "Score: \\boxed{1}", 1 },
		{ "Fine.\n\nScore: \\boxed{0.5}", 0.5 },
		/* issue 20: two different boxed tiers are two verdicts */
		{ "\\boxed{0} first, then \\boxed{1}", -1 },
		{ "\\boxed{1} first, then \\boxed{1}", 1 },
		{ "\\boxed{x^2} first, then \\boxed{1}", 1 },
		{ "\\boxed{\\frac{1}{2}}", 0.5 },
		{ "\\boxed { 1 }", 1 },
		{ "**Score:** 0.5", 0.5 },
		{ "score: 1.", 1 },
		{ "Final score: 1/2", 0.5 },
		{ "Score: $\\boxed{0}$", 0 },
		{ "The answer \\boxed{42} is right.\nScore: 1", 1 },
		{ "\\boxed{0.7}\nScore: 0.5", 0.5 },
		{ "Score: \\frac{1}{2}", 0.5 },
		{ "**Score**: \\(\\boxed{0.5}\\)", 0.5 },
		{ "$$\\text{Score: }\\boxed{1}$$", 1 },
		{ "so the score is \\boxed{0.5}.", 0.5 },
		{ "\\boxed{1", -1 },	/* unbalanced: no box */
		/* the rubric's own format wins over quoted boxes */
		{ "The final \\boxed{1} is right but step 3 is unjustified.\n"
		  "Score: 0.5", 0.5 },
		{ "<think>Score: \\boxed{0}?</think>\nScore: \\boxed{1}", 1 },
	};
	static const char *const bad[] = {
		"", "no score at all", "\\boxed{0.7}", "\\boxed{B}",
		"Score: 0.7", "Score: 1\nScore: 0.7", "Scores: 1",
		"\\boxed{1}\nScore: 0.7 and \\boxed{2}", "score 1",
		/* a box amid the text is a quoted answer, not a verdict */
		"The student's \\boxed{1} is right; step 2 has a gap.",
		/* the rubric's format echoed: several scores on one line */
		"Score: \\boxed{0}, Score: \\boxed{0.5} or Score: \\boxed{1}",
		"underscore: 1",
		/* a verdict is the whole value: nothing after it but
		   closing punctuation, and no other verdict */
		"Score: \\boxed{0}. (Student answer: \\boxed{1}.)",
		"Score: \\boxed{1} is what a complete proof gets.\n"
		"Score: \\boxed{0}",
		"Score: 1 (the student's Score: 1 is kept)",
		"Score: 1 out of 10", "Score: 1 / 2", "Score: \\boxed{1 - 0.5}",
		"Score: \\boxed{1e-400}", "Score: 1 \\to 0.5",
		"Score: 1, revised to 0.5",
		"Score: \\boxed{0}\n(The student wrote: Score: \\boxed{1}.)",
		"Score: 1\n...\nScore: 0.5",
		/* the judge's reasoning never closed */
		"Fine. <think>Score: \\boxed{1}",
		"<think>Score: 1",
	};
	struct papo_rubric r;
	double x;
	const char *why = NULL;
	size_t i;

	ck_assert_int_eq(parse(&r, tiers3), 0);
	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		if (ok[i].x < 0) {
			ck_assert_int_lt(score(&r, ok[i].reply, &x), 0);
			continue;
		}
		ck_assert_msg(score(&r, ok[i].reply, &x) == 0, "no score in "
		    "'%s'", ok[i].reply);
		ck_assert_msg(x == ok[i].x, "'%s' gave %g", ok[i].reply, x);
	}
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(score(&r, bad[i], &x) < 0, "scored '%s' as %g",
		    bad[i], x);
	ck_assert_int_lt(papo_rubric_score(&r, "\\boxed{3}", 9, &x, &why), 0);
	ck_assert_msg(strstr(why, "not one of the rubric's scores") != NULL,
	    "%s", why);
	ck_assert_int_lt(papo_rubric_score(&r, "hm", 2, &x, &why), 0);
	ck_assert_msg(strstr(why, "no \\boxed{}") != NULL, "%s", why);
	papo_rubric_release(&r);
}
END_TEST

/*
 * The rubric a case of a replies file names: tests/judge/rubrics/NAME.yaml
 * when there is one (the scales the shipped rubrics do not have), else
 * the shipped rubrics/NAME.yaml.
 */
static void
replies_rubric(char *out, size_t size, const char *name)
{
	snprintf(out, size, "%s/tests/judge/rubrics/%s.yaml", top(), name);
	if (access(out, R_OK) != 0)
		snprintf(out, size, "%s/rubrics/%s.yaml", top(), name);
}

/*
 * A case's "want:" (round 21's file): the verdict the reply states to a
 * reader, "none" when it states none or more than one.  A reading that
 * contradicts it is a failure (1), whatever "expect:" says; a verdict
 * wanted and not read is counted in *lost.
 */
static int
replies_want(const char *name, const char *want,
    const struct papo_rubric_verdict *v, int *lost)
{
	double w;

	if (want[0] == '\0')
		return 0;
	if (strcmp(want, "none") == 0) {
		if (v->error == NULL)
			fprintf(stderr, "%s: read as %g, states no one "
			    "verdict\n", name, v->score);
		return v->error == NULL;
	}
	ck_assert_msg(papo_rubric_number(want, strlen(want), &w) == 0,
	    "%s: bad want '%s'", name, want);
	if (v->error != NULL) {
		++*lost;
		return 0;
	}
	if (v->score != w)
		fprintf(stderr, "%s: read as %g, states %g\n", name,
		    v->score, w);
	return v->score != w;
}

/*
 * One replies file: its cases read (one in every, in turn), the misread
 * ones reported; the number of cases read, *failed counting the misread.
 */
static int
replies_run(const char *file, int every, int *failed)
{
	char path[1024], rpath[1024], loaded[1024] = "";
	struct papo_buf text = PAPO_BUF_INIT, reply = PAPO_BUF_INIT;
	struct papo_rubric r;
	struct papo_rubric_verdict v;
	char line[4096], name[256] = "", rub[64] = "", expect[64] = "";
	char stated[64] = "";
	int cut = 0, in_reply = 0, cases = 0, have = 0, seen = 0, lost = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "%s/tests/judge/%s", top(), file);
	fp = fopen(path, "r");
	ck_assert_msg(fp != NULL, "cannot open %s", path);
	for (;;) {
		int eof = fgets(line, sizeof(line), fp) == NULL;

		ck_assert(eof || strchr(line, '\n') != NULL);
		if ((eof || strncmp(line, "=== ", 4) == 0) && have &&
		    seen++ % every != 0)
			have = 0;
		if ((eof || strncmp(line, "=== ", 4) == 0) && have) {
			double want;

			/* the newline before the next case is not the
			   reply's */
			if (reply.len && reply.s[reply.len - 1] == '\n')
				papo_buf_truncate(&reply, reply.len - 1);
			replies_rubric(rpath, sizeof(rpath), rub);
			if (strcmp(rpath, loaded) != 0) {
				if (loaded[0] != '\0')
					papo_rubric_release(&r);
				ck_assert_msg(papo_rubric_load(&r, rpath,
				    &e) == 0, "%s: %s", name, e.msg);
				snprintf(loaded, sizeof(loaded), "%s", rpath);
			}
			papo_rubric_read(&r, reply.s ? reply.s : "", reply.len,
			    cut, &v);
			if (strcmp(expect, "no_score") == 0 ||
			    strcmp(expect, "truncated") == 0) {
				if (v.error == NULL ||
				    strcmp(v.error, expect) != 0) {
					fprintf(stderr, "%s: read as %s %g, "
					    "expected %s\n", name, v.error ?
					    v.error : "score", v.score, expect);
					++*failed;
				}
			} else {
				ck_assert_msg(papo_rubric_number(expect,
				    strlen(expect), &want) == 0, "%s: bad "
				    "expect '%s'", name, expect);
				if (v.error != NULL || v.score != want) {
					fprintf(stderr, "%s: read as %s %g "
					    "(%s), expected %g\n", name,
					    v.error ? v.error : "score", v.score,
					    v.why ? v.why : "", want);
					++*failed;
				}
			}
			*failed += replies_want(name, stated, &v, &lost);
			cases++;
			have = 0;
		}
		if (eof)
			break;
		if (strncmp(line, "=== ", 4) == 0) {
			snprintf(name, sizeof(name), "%.*s",
			    (int)strcspn(line + 4, "\n"), line + 4);
			rub[0] = expect[0] = stated[0] = '\0';
			cut = 0;
			in_reply = 0;
			have = 1;
			papo_buf_reset(&reply);
			papo_buf_adds(&reply, "");
		} else if (have && in_reply)
			papo_buf_adds(&reply, line);
		else if (have && strcmp(line, "---\n") == 0) {
			ck_assert_msg(rub[0] && expect[0], "%s: no rubric or "
			    "expect line", name);
			in_reply = 1;
		} else if (have && sscanf(line, "rubric: %63s", rub) == 1)
			;
		else if (have && sscanf(line, "expect: %63s", expect) == 1)
			;
		else if (have && sscanf(line, "want: %63s", stated) == 1)
			;
		else if (have && strcmp(line, "finish: length\n") == 0)
			cut = 1;
		else if (have && strcmp(line, "finish: stop\n") == 0)
			cut = 0;
		else
			ck_assert_msg(line[0] == '#' || line[0] == '\n',
			    "%s: stray line '%s'", path, line);
	}
	fclose(fp);
	if (lost > 0)
		fprintf(stderr, "%s: %d replies, %d verdicts stated and not "
		    "read\n", file, cases, lost);
	if (loaded[0] != '\0')
		papo_rubric_release(&r);
	papo_buf_release(&text);
	papo_buf_release(&reply);
	return cases;
}

/*
 * tests/judge/replies.txt: realistic judge replies under the shipped
 * rubrics, each with the reading papo-judge must give it;
 * replies-round19.txt, round 19's replies written by hand;
 * replies-round21.txt, round 21's, with the verdict each states; and
 * replies-round23.txt, round 23's (scores with their scale), and
 * replies-round24.txt, round 24's (new judge models in seven
 * languages), and replies-round25.txt, round 25's (verdicts stated in
 * prose), the same.
 */
START_TEST(replies_file)
{
	int failed = 0, cases, round19;

	cases = replies_run("replies.txt", 1, &failed);
	/* round 19's 830: all in the plain build, one in 20 under
	   valgrind, one in 4 under ASan (PAPO_UNIT_QUICK) */
	round19 = replies_run("replies-round19.txt", 20 / papo_test_reps(20,
	    1), &failed);
	/* round 21's 229 (make-replies-round21.py): all in every build */
	ck_assert_int_ge(replies_run("replies-round21.txt", 1, &failed), 200);
	/* round 23's 161 (make-replies-round23.py): all in the plain
	   build, one in 20 under valgrind (round 23's generated replies
	   cover the same rows there) */
	ck_assert_int_ge(replies_run("replies-round23.txt", 20 /
	    papo_test_reps(20, 1), &failed), 150 / (20 / papo_test_reps(20,
	    1)));
	/* round 24's 165 (make-replies-round24.py): all in every build */
	ck_assert_int_ge(replies_run("replies-round24.txt", 1, &failed), 150);
	/* round 25's 148 (make-replies-round25.py: verdicts in prose and
	   their twins): all in every build */
	ck_assert_int_ge(replies_run("replies-round25.txt", 1, &failed), 140);
	/* a file that lost its cases must not pass */
	ck_assert_int_ge(cases, 40);
	ck_assert_int_ge(round19, 400 / (20 / papo_test_reps(20, 1)));
	ck_assert_msg(failed == 0, "%d of %d replies misread", failed,
	    cases + round19);
}
END_TEST

/* What a reply reading says besides the score: error, why, where. */
/* Excerpts for messages: what ends with the verdict, on one line. */
START_TEST(excerpts)
{
	struct papo_rubric r;
	struct papo_rubric_verdict v;
	struct papo_buf b = PAPO_BUF_INIT, reply = PAPO_BUF_INIT;
	const char *t;
	int i;

	ck_assert_int_eq(parse(&r, "scores: [0, 0.5, 1]\n"
	    "prompt: '{{response}}'\n"), 0);
	/* short: all of it, white space runs made one space */
	t = "Fine work.\n\n  Score: N/A";
	ck_assert_int_lt(papo_rubric_read(&r, t, strlen(t), 0, &v), 0);
	papo_rubric_excerpt(t, strlen(t), &v, 200, &b);
	ck_assert_str_eq(b.s, "Fine work. Score: N/A");
	/* the verdict's line to its end; what follows is cut */
	papo_buf_reset(&b);
	t = "Score: 0.5 (or 0.4)\nNote: the student boxed 1.";
	ck_assert_int_lt(papo_rubric_read(&r, t, strlen(t), 0, &v), 0);
	papo_rubric_excerpt(t, strlen(t), &v, 200, &b);
	ck_assert_str_eq(b.s, "Score: 0.5 (or 0.4)...");
	/* long: the last bytes before the verdict, marked as cut */
	for (i = 0; i < 100; i++)
		papo_buf_adds(&reply, "step ");
	papo_buf_adds(&reply, "\xc3\xa9t\xc3\xa9\nScore: \\boxed{1}");
	ck_assert_int_eq(papo_rubric_read(&r, reply.s, reply.len, 0, &v), 0);
	papo_buf_reset(&b);
	papo_rubric_excerpt(reply.s, reply.len, &v, 30, &b);
	ck_assert_str_eq(b.s, "...ep step \xc3\xa9t\xc3\xa9 Score: \\boxed{1}");
	/* never from inside a UTF-8 sequence */
	papo_buf_reset(&b);
	papo_rubric_excerpt(reply.s, reply.len, &v, 21, &b);
	ck_assert_str_eq(b.s, "...t\xc3\xa9 Score: \\boxed{1}");
	/* ... nor after white space (found by fuzz_judge_reply) */
	papo_buf_reset(&b);
	t = "x\v\x93\x93 end";
	ck_assert_int_lt(papo_rubric_read(&r, t, strlen(t), 0, &v), 0);
	papo_rubric_excerpt(t, strlen(t), &v, 7, &b);
	ck_assert_str_eq(b.s, "...end");
	/* control characters are escaped as jq does, within the size */
	papo_buf_reset(&b);
	t = "\x1b[2J\x07\x08 Score: N/A";
	ck_assert_int_lt(papo_rubric_read(&r, t, strlen(t), 0, &v), 0);
	papo_rubric_excerpt(t, strlen(t), &v, 200, &b);
	ck_assert_str_eq(b.s, "\\u001b[2J\\u0007\\u0008 Score: N/A");
	papo_buf_reset(&b);
	papo_rubric_excerpt(t, strlen(t), &v, 17, &b);
	ck_assert_str_eq(b.s, "...\\u0008 Score: N/A");
	/* no verdict: the end of the reply */
	papo_buf_reset(&b);
	ck_assert_int_lt(papo_rubric_read(&r, reply.s, 500, 0, &v), 0);
	papo_rubric_excerpt(reply.s, 500, &v, 12, &b);
	ck_assert_str_eq(b.s, "...p step step");
	/* a cut-off reply: where it was cut */
	papo_buf_reset(&b);
	t = "Score: \\boxed{1}\n\nBut wait, step 4 divides by";
	ck_assert_int_lt(papo_rubric_read(&r, t, strlen(t), 1, &v), 0);
	papo_rubric_excerpt(t, strlen(t), &v, 24, &b);
	ck_assert_str_eq(b.s, "...wait, step 4 divides by");
	papo_buf_release(&b);
	papo_buf_release(&reply);
	papo_rubric_release(&r);
}
END_TEST

/*
 * --swap: the sections of the reference and of the response trade
 * places, the white space after each stays; a rubric where they are
 * not apart cannot be swapped.
 */
START_TEST(swap)
{
	static const char *const names[] = { "3-tier", "5-tier",
	    "answer-equivalence", "3-tier-answer", "5-tier-answer" };
	struct papo_rubric r;
	char p[1024];
	size_t i;
	const char *ref, *resp;

	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nprompt: |\n"
	    "  Grade it.\n\n  # Reference\n  {{solution}}\n\n"
	    "  # Problem\n  {{problem}}\n\n  ## Student\n  {{response}}\n"), 0);
	ck_assert_int_eq(papo_rubric_swap(&r, &e), 0);
	ck_assert_str_eq(r.prompt, "Grade it.\n\n## Student\n{{response}}\n\n"
	    "# Problem\n{{problem}}\n\n# Reference\n{{solution}}\n");
	/* twice: back as it was */
	ck_assert_int_eq(papo_rubric_swap(&r, &e), 0);
	ck_assert_str_eq(r.prompt, "Grade it.\n\n# Reference\n{{solution}}\n\n"
	    "# Problem\n{{problem}}\n\n## Student\n{{response}}\n");
	papo_rubric_release(&r);
	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nprompt: \"# A\\n{{answer}}"
	    "\\n\\n# R\\n{{response}}\"\n"), 0);
	ck_assert_int_eq(papo_rubric_swap(&r, &e), 0);
	ck_assert_str_eq(r.prompt, "# R\n{{response}}\n\n# A\n{{answer}}");
	papo_rubric_release(&r);
	/* in the system message */
	ck_assert_int_eq(parse(&r, "scores: [0, 1]\n"
	    "system: \"# S\\n{{solution}}\\n# R\\n{{response}}\"\n"
	    "prompt: 'go'\n"), 0);
	ck_assert_int_eq(papo_rubric_swap(&r, &e), 0);
	ck_assert_str_eq(r.system, "# R\n{{response}}\n# S\n{{solution}}");
	ck_assert_str_eq(r.prompt, "go");
	papo_rubric_release(&r);
	/* not apart: one section, no heading, or two templates */
	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nprompt: \"# All\\n"
	    "{{solution}} {{response}}\"\n"), 0);
	ck_assert_int_eq(papo_rubric_swap(&r, &e), -1);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	ck_assert_str_eq(e.msg, "rubric 'x' cannot show the response before "
	    "the reference: {{solution}} and {{response}} must be in sections "
	    "of their own, each led by a '#' heading line, in one template");
	papo_rubric_release(&r);
	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nprompt: \"Ref {{answer}}"
	    "\\n# R\\n{{response}}\"\n"), 0);
	ck_assert_int_eq(papo_rubric_swap(&r, &e), -1);
	papo_rubric_release(&r);
	ck_assert_int_eq(parse(&r, "scores: [0, 1]\nsystem: \"# S\\n"
	    "{{solution}}\"\nprompt: \"# R\\n{{response}}\"\n"), 0);
	ck_assert_int_eq(papo_rubric_swap(&r, &e), -1);
	papo_rubric_release(&r);
	/* every shipped rubric can be swapped: the response comes first */
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		snprintf(p, sizeof(p), "%s/rubrics/%s.yaml", top(), names[i]);
		ck_assert_int_eq(papo_rubric_load(&r, p, &e), 0);
		ck_assert_msg(papo_rubric_swap(&r, &e) == 0, "%s: %s", names[i],
		    e.msg);
		ref = strstr(r.prompt, (r.uses & (1u << PAPO_RUBRIC_SOLUTION)) ?
		    "{{untrusted:solution}}" : "{{untrusted:answer}}");
		resp = strstr(r.prompt, "{{untrusted:response}}");
		ck_assert_msg(ref && resp && resp < ref, "%s", names[i]);
		/* every field a shipped rubric shows is fenced off */
		ck_assert_msg(r.fenced == r.uses, "%s", names[i]);
		papo_rubric_release(&r);
	}
}
END_TEST

START_TEST(verdicts)
{
	static const char cut[] = "Step 1 is fine.\nScore: \\boxed{1}\nBut";
	static const char two[] = "Analysis.\nScore: 0, Score: 0.5 or "
	    "Score: 1\n";
	struct papo_rubric r;
	struct papo_rubric_verdict v;

	ck_assert_int_eq(parse(&r, tiers3), 0);
	/* cut off: never read, whatever it says */
	ck_assert_int_eq(papo_rubric_read(&r, cut, strlen(cut), 1, &v), -1);
	ck_assert_str_eq(v.error, "truncated");
	/* not cut off: a "But" after the verdict turns against it */
	ck_assert_int_eq(papo_rubric_read(&r, cut, strlen(cut), 0, &v), -1);
	ck_assert_str_eq(v.error, "no_score");
	ck_assert_uint_eq(v.at, 33);	/* at the "But" */
	ck_assert_uint_eq(v.len, 3);
	ck_assert_int_eq(papo_rubric_read(&r, two, strlen(two), 0, &v), -1);
	ck_assert_str_eq(v.error, "no_score");
	ck_assert_str_eq(v.why, "two 'Score:' labels that do not give the "
	    "same score alone");
	ck_assert_uint_eq(v.at, 10);
	ck_assert_int_eq(papo_rubric_read(&r, "Score: 7/10", 11, 0, &v), -1);
	ck_assert_str_eq(v.why, "the last 'Score:' is not followed by one of "
	    "the rubric's scores alone");
	ck_assert_int_eq(papo_rubric_read(&r, "x \\boxed{1} y", 13, 0, &v),
	    -1);
	ck_assert_str_eq(v.why, "no 'Score:' line, and the last \\boxed{} "
	    "does not end the reply");
	ck_assert_uint_eq(v.at, 2);
	ck_assert_uint_eq(v.len, 9);
	papo_rubric_release(&r);
}
END_TEST

/*
 * Hostile replies, generated: every written form of every tier, alone
 * (read as that tier) and then with what makes it no verdict: text
 * after it on its line, another tier after it (quoted, boxed, as a
 * fraction, a range, a correction), an expression in its box, an
 * earlier or later different verdict.  None of these may read as a
 * score; a wrong score is the worst error papo-judge can make.
 */
struct hostile_run {
	const struct papo_rubric *r;
	int checked, failed;
	long seen;	/* replies made, checked or not */
};

/*
 * Whether the reply just made is checked: every one in the plain build;
 * under valgrind and ASan (PAPO_UNIT_QUICK) one in that many, so that the
 * 150,000 generated replies cost there what a loop of papo_test_reps
 * does.  The stride runs across families of different sizes, so each
 * family's forms are sampled at varying places; the plain build (make
 * check's unit step) reads them all.
 */
static long
hostile_every(void)
{
	static long every;

	if (every == 0)
		every = 1000000 / papo_test_reps(1000000, 1);
	return every;
}

static int
hostile_sampled(struct hostile_run *h)
{
	return h->seen++ % hostile_every() == 0;
}

/*
 * Whether the next reply goes unread (hostile_sampled would say no):
 * then it is counted as made, and the generator does not make it.  The
 * generators of rounds 17-22 ask it before they fill a template, so
 * that under valgrind and ASan they spend nothing on the replies left
 * unread: making them (a template filled a byte at a time on the heap)
 * was most of check_rubric under valgrind.  The replies read are the
 * same ones, in every build.
 */
static int
hostile_skip(struct hostile_run *h)
{
	if (h->seen % hostile_every() == 0)
		return 0;
	h->seen++;
	return 1;
}

/*
 * hostile_skip, and under valgrind (PAPO_UNIT_QUICK above 4) one in ten
 * of the replies it would have read is left unread too: the two largest
 * families, round 17's words that are never a score and round 22's
 * justification blocks (55,404 and 81,056 replies; 43% of the suite's
 * instructions under valgrind, callgrind), read ~280 and ~400 there,
 * not ~2,770 and ~4,050, as round 19's families do (r19_expect).  The
 * plain build reads all, ASan one in four, the same as before.
 */
static int
hostile_skip_thin(struct hostile_run *h)
{
	static long n;

	if (hostile_skip(h))
		return 1;
	if (hostile_every() <= 4 || n++ % 10 == 0)
		return 0;
	h->seen++;
	return 1;
}

/*
 * 1 when want is r's lowest score (one above it) and the reply speaks
 * of the work as a whole in praise ("The proof is complete."): the
 * reader may refuse it, the worst level and a complete proof being two
 * verdicts (papo-rubric(5); session 71, make-replies-round47.py's
 * "praised lowest" family says it must).  The generators of rounds 15
 * to 22 wrote such sentences after every tier: there the verdict may go
 * unread, never misread.
 */
static int
lowest_praised(const struct papo_rubric *r, const char *reply, double want)
{
	/* 完整 完全 완전 полн 厳密 엄밀 строг */
	static const char *const words[] = { "complete", "justifi",
	    "thorough", "rigorous", "excellent", "perfect", "flawless",
	    "proves", "handled", "vollst", "begr\xc3\xbc", "complet",
	    "compl\xc3\xa8", "rigor",
	    "\xe5\xae\x8c\xe6\x95\xb4", "\xe5\xae\x8c\xe5\x85\xa8",
	    "\xec\x99\x84\xec\xa0\x84", "\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd",
	    "\xe5\x8e\xb3\xe5\xaf\x86", "\xec\x97\x84\xeb\xb0\x80",
	    "\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3", NULL };
	size_t k;
	int above = 0;

	for (k = 0; k < r->nscores; k++) {
		if (r->scores[k] < want)
			return 0;
		above |= r->scores[k] > want;
	}
	if (!above)
		return 0;
	for (k = 0; words[k]; k++)
		if (strcasestr(reply, words[k]) != NULL)
			return 1;
	return 0;
}

static void
hostile_expect(struct hostile_run *h, const char *reply, int ok, double want)
{
	double x;
	int got;

	if (!hostile_sampled(h))
		return;
	got = score(h->r, reply, &x);
	h->checked++;
	if (ok && got != 0 && lowest_praised(h->r, reply, want))
		return;		/* may go unread */
	if (ok && (got != 0 || x != want)) {
		fprintf(stderr, "clean reply not read as %g: %s\n", want,
		    reply);
		h->failed++;
	} else if (!ok && got == 0) {
		fprintf(stderr, "hostile reply read as %g: %s\n", x, reply);
		h->failed++;
	}
}

/* tpl with its first "%s" replaced by a, the second by b. */
static void
fill2(char *out, size_t size, const char *tpl, const char *a, const char *b)
{
	struct papo_buf o = PAPO_BUF_INIT;
	const char *p, *v[2] = { a, b };
	int k = 0;

	for (p = tpl; *p; p++)
		if (p[0] == '%' && p[1] == 's' && k < 2) {
			papo_buf_adds(&o, v[k++]);
			p++;
		} else
			papo_buf_addc(&o, *p);
	snprintf(out, size, "%s", o.s ? o.s : "");
	papo_buf_release(&o);
}

/* The written forms of tier x: decimal, fraction, \frac. */
static size_t
tier_forms(double x, char form[][32])
{
	size_t k = 0;

	snprintf(form[k++], 32, "%g", x);
	if (x == 0.5) {
		snprintf(form[k++], 32, "1/2");
		snprintf(form[k++], 32, "\\frac{1}{2}");
		snprintf(form[k++], 32, ".5");
	} else if (x == 0.25 || x == 0.75) {
		snprintf(form[k++], 32, "%d/4", (int)(x * 4));
		snprintf(form[k++], 32, "\\dfrac{%d}{4}", (int)(x * 4));
	} else
		snprintf(form[k++], 32, "%g.0", x);
	return k;
}

/*
 * Values next to tier x but not it (issue 20, adv20 F5): read through
 * no tolerance.  Its exact forms with long digits still read as x.
 */
static void
hostile_near(struct hostile_run *h, double x)
{
	static const char *const wraps[] = { "Score: %s", "Score: \\boxed{%s}",
	    "**Score:** $%s$" };
	static const char *const look[] = { "\xd0\x85" "core: %s",
	    "\xef\xbc\xb3" "core: %s", "Sc\xe2\x80\x8bore: %s",
	    "Score: %s\xe2\x80\x8b", "S\xd1\x81ore: %s" };
	unsigned long long q = (unsigned long long)llround(x * 1e18);
	char v[8][96], reply[256];
	size_t w, k, nv = 0;

	snprintf(v[nv++], 96, "%.20f1", x);
	snprintf(v[nv++], 96, "%llu/1000000000000000000", q + 1);
	snprintf(v[nv++], 96, "\\frac{%llu}{1000000000000000000}", q + 1);
	snprintf(v[nv++], 96, "%.0f.0000000000000000000001", x);
	if (q > 0) {
		snprintf(v[nv++], 96, "%llu/1000000000000000000", q - 1);
		snprintf(v[nv++], 96, "\\dfrac{%llu}{1000000000000000000}",
		    q - 1);
	}
	for (w = 0; w < sizeof(wraps) / sizeof(wraps[0]); w++) {
		for (k = 0; k < nv; k++) {
			if (k == 3 && x != 0 && x != 1)
				continue;
			fill2(reply, sizeof(reply), wraps[w], v[k], "");
			hostile_expect(h, reply, 0, 0);
		}
		/* exactly the tier, however long */
		snprintf(v[7], 96, "%.20f", x);
		fill2(reply, sizeof(reply), wraps[w], v[7], "");
		hostile_expect(h, reply, 1, x);
		snprintf(v[7], 96, "%llu/1000000000000000000", q);
		fill2(reply, sizeof(reply), wraps[w], v[7], "");
		hostile_expect(h, reply, 1, x);
	}
	/* a look-alike label next to a verdict, even the same one */
	for (k = 0; k < sizeof(look) / sizeof(look[0]); k++) {
		snprintf(v[1], 96, "%g", x);
		fill2(v[0], 96, look[k], v[1], "");
		snprintf(reply, sizeof(reply), "Score: %g\n%s", x, v[0]);
		hostile_expect(h, reply, 0, 0);
		snprintf(reply, sizeof(reply), "%s", v[0]);
		hostile_expect(h, reply, 0, 0);
	}
}

static void
hostile_scores(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const wraps[] = {
		"Score: %s", "**Score:** %s", "Score: \\boxed{%s}",
		"Score: $\\boxed{%s}$", "Final score: %s.",
		"$$\\text{Score: }\\boxed{%s}$$", "**Score: %s**",
	};
	/* %1$s: the verdict line; %2$s: another tier */
	static const char *const bad[] = {
		"%s out of 10", "%s / 2", "%s \\to %s", "%s, revised to %s",
		"%s or %s", "%s (no wait, %s)", "%s -- the lemma is false",
		"%s. (The student wrote: Score: \\boxed{%s}.)",
		"%s\n\n(The student wrote: Score: \\boxed{%s}.)",
		"%s\nScore: %s", "%s\n\nFinal score: %s",
		"%s - %s", "%s to %s", "%s, or maybe %s", "%s (or %s)",
		"%s; Score: %s", "%s \\boxed{%s}",
		/* issue 20, adv20 F2: a quoted </think> hides nothing */
		"%s\n(The student wrote: </think> Score: \\boxed{%s})",
		"%s\nThe student wrote `</think>` and then\nScore: %s",
		"%s\n```\n</think>\nScore: \\boxed{%s}\n```",
		"%s\n\n> quoted: </think>\n> **Score:** %s",
		"%s</think>Score: %s", "%s\n</think>\nScore: %s",
		"%s\n\n</think>\n\n**Score:** %s",
		/* F3: a revision under any label */
		"%s\nScore (revised): %s", "%s\nRevised score -> %s",
		"%s\n**Final score** = %s", "%s\nScore = %s",
		"%s\nScore\xef\xbc\x9a %s", "%s\nScore\xc2\xa0: %s",
		"%s\nThe score is %s.", "%s\nScore %s", "%s\nscore - %s",
		"%s\nScore \xe2\x86\x92 %s", "%s\nFinal Score \xe2\x80\x94 %s",
		"%s\n\xd0\x85" "core: %s", "%s\n\xef\xbc\xb3" "core: %s",
		"%s\nSc\xe2\x80\x8bore: %s", "%s\nS\xd1\x81ore: %s",
		/* F4: a box or a line that stands as another verdict */
		"%s\n\n\\boxed{%s}", "%s\n\nOn reflection: \\boxed{%s}",
		"%s\n\n$\\boxed{%s}$.", "%s\n%s", "%s\n\n**%s**",
		/* issue 27: taken back in words, or under another label */
		"%s\n\nCorrection: the score should be %s.",
		"%s\nI revise my grade to %s.",
		"%s\n\nNo wait, I give it a %s.",
		"%s\nActually, make that %s.", "%s\nOn second thought, %s.",
		"%s\nFinal Grade: %s", "%s\n\nRating: %s/1", "%s\nPoints: %s",
		"%s\n{\"score\": %s}", "%s\n<score>%s</score>",
		"%s\n$\\text{Score}: %s$", "%s\nMark: %s", "%s\nResult: %s",
		"%s\n\xf0\x9d\x90\x92\xf0\x9d\x90\x9c\xf0\x9d\x90\xa8"
		"\xf0\x9d\x90\xab\xf0\x9d\x90\x9e: %s",
		"%s\nPuntuaci\xc3\xb3n: %s", "%s\nNote finale : %s",
		"%s\n\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s",
		"%s\nBewertung: %s", "%s\n\nThe student's answer was "
		"\\boxed{%s}, so it deserves full credit.",
		"%s\n\nWait, that is wrong; %s.",
	};
	/* issue 27: after the verdict, no value: still a turn against it */
	static const char *const turns[] = {
		"%s\n\nWait, the response's answer is actually wrong.",
		"%s\n\nHmm, I made a mistake above.",
		"%s\nActually, no.", "%s\n\nBut the proof is flawed.",
		"%s\n\nThat is not right.",
		"%s\n\nEspera, la respuesta es incorrecta.",
		"%s\n\n\xe4\xb8\x8d\xe5\xaf\xb9\xef\xbc\x8c"
		"\xe7\xad\x94\xe6\xa1\x88\xe6\x98\xaf\xe9\x94\x99"
		"\xe7\x9a\x84\xe3\x80\x82",
		"%s\n\nI take that back.", "%s\n\nScratch that.",
		/* a verdict asked, not given: its question mark */
		"%s?", "%s ?", "%s??", "%s?!", "%s (?)", "%s. Right?",
		"%s\n\nIs that fair?", "%s\n\nOr is it?",
		"%s\n\nThough I might be wrong.",
		"%s\n\nDas ist aber falsch.", "%s\n\nEn fait, non.",
		"%s\n\n\xd0\xa5\xd0\xbe\xd1\x82\xd1\x8f \xd0\xbd\xd0\xb5\xd1\x82.",
		/* a sign glued to the value, or a remark of signs the
		   reader does not know: another value, not read */
		"%s %%", "%s ^_^", "%s @reviewer",
		"%s #tentative", "%s +/-", "%s \xc2\xb0", "%s & more",
		"%s | maybe", "%s > half", "%s ~ish",
		/* trailing off, or a face: no committed verdict */
		"%s...", "%s ...", "%s\xe2\x80\xa6", "%s :(", "%s :-(",
		"%s ;)", "%s :/", "%s :P", "%s =)", "%s :'(", "%s. :)",
		"%s!!! ...", "%s :D",
	};
	/* what may follow a verdict: still that verdict */
	static const char *const closing[] = {
		"%s\n\nI hope this helps.", "%s\n<|im_end|>", "%s\n</answer>",
		"%s\n\nThe student's answer was \\boxed{7}, which does not "
		"follow from the argument.",
		"%s\n\n(The student's final answer $x = 7$ is quoted above.)",
		"%s\n\nEnd of evaluation.", "%s\n\n---",
	};
	static const char *const before[] = {
		"Score: %s\n\nOn reflection:\n", "My first guess, Score: %s.\n",
		"(The student wrote: Score: \\boxed{%s}.)\n",
		"Score: %s out of 2\n", "Score: %s, tentatively\n",
		/* issue 20: earlier statements under other labels */
		"Score = %s\n", "Score (draft): %s\n", "Grade: %s\n",
		"The score is %s.\n", "\\boxed{%s}\n\n", "%s\n",
		"Sc\xe2\x80\x8bore: %s\n",
	};
	/* the verdict's own sentence opened by words that condition,
	   negate, doubt or attribute it: no verdict */
	static const char *const lead_bad[] = {
		"If the proof were complete, I would give %s",
		"I would not give %s", "Not %s", "Maybe %s",
		"Perhaps the %s", "I'd say %s", "Tentatively, %s",
		"The student claims %s", "Wenn alles stimmt: %s",
		"\xe5\x8f\xaf\xe8\x83\xbd %s", "One might argue for %s",
		"Without step 3, %s", "Draft %s", "Had it been justified, %s",
		"Some would say %s", "e.g. %s", "E.g. %s", "i.e. not %s",
		"cf. %s", "Example: %s",
		/* words inside a text group are words ("\text{...}" is
		   no quoted formula), escaped braces or not */
		"\\text{I would not give} %s", "\\textbf{Maybe} %s",
		"\\emph{Not} %s", "\\text{I would \\{not\\} give} %s",
		"\\text{\\{draft} %s", "\\boxed{x} \\text{maybe} %s",
	};
	/* and by words that state it */
	static const char *const lead_good[] = {
		"Final %s", "Therefore, the final %s", "Overall %s",
		"1. %s", "> %s", "- **%s**", "Based on the rubric above, %s",
		"The proof is checked. %s", "In conclusion, %s",
		"\\textbf{Final} %s", "\\boxed{x^{2}} is right. %s",
		"$\\{1, 2\\}$ is the set. %s",
	};
	static const char *const glued[] = { "%", "-", "+", "\xc2\xb0",
	    "\xe2\x80\xb0", "^2", "x", "e", "h", "pt", "#", "-ish",
	    NULL };
	char form[8][32], line[256], reply[1024], other[32];
	size_t t, u, f, nf, w, b;

	for (t = 0; t < nt; t++) {
		nf = tier_forms(tiers[t], form);
		for (f = 0; f < nf; f++)
			for (w = 0; w < sizeof(wraps) / sizeof(wraps[0]); w++) {
				fill2(line, sizeof(line), wraps[w], form[f],
				    "");
				snprintf(reply, sizeof(reply), "The proof "
				    "is checked.\n\n%s", line);
				hostile_expect(h, reply, 1, tiers[t]);
				/* the same verdict repeated is no conflict */
				snprintf(reply, sizeof(reply), "%s\n\n(As "
				    "asked: Score: %g.)", line, tiers[t]);
				hostile_expect(h, reply, 1, tiers[t]);
				/* the judge's reasoning does not count */
				snprintf(reply, sizeof(reply), "<think>Score: "
				    "%g? Score: 7 out of 10?</think>\n%s",
				    tiers[(t + 1) % nt], line);
				hostile_expect(h, reply, 1, tiers[t]);
				snprintf(reply, sizeof(reply), "<think>Draft. "
				    "Score: %g\n</think>\n%s",
				    tiers[(t + 1) % nt], line);
				hostile_expect(h, reply, 1, tiers[t]);
				/* nor does reasoning the prompt opened */
				snprintf(reply, sizeof(reply), "Score: %g? "
				    "No.\nChecked.\n</think>\n\n%s",
				    tiers[(t + 1) % nt], line);
				hostile_expect(h, reply, 1, tiers[t]);
				/* a sign glued to the value: another value */
				for (b = 0; w == 0 && glued[b]; b++) {
					snprintf(reply, sizeof(reply),
					    "Score: %s%s", form[f], glued[b]);
					hostile_expect(h, reply, 0, 0);
					snprintf(reply, sizeof(reply),
					    "**Score:** %s%s", form[f],
					    glued[b]);
					hostile_expect(h, reply, 0, 0);
				}
				for (b = 0; b < sizeof(turns) /
				    sizeof(turns[0]); b++) {
					fill2(reply, sizeof(reply), turns[b],
					    line, "");
					hostile_expect(h, reply, 0, 0);
				}
				for (b = 0; b < sizeof(closing) /
				    sizeof(closing[0]); b++) {
					fill2(reply, sizeof(reply),
					    closing[b], line, "");
					hostile_expect(h, reply, 1, tiers[t]);
				}
				for (b = 0; b < sizeof(lead_bad) /
				    sizeof(lead_bad[0]); b++) {
					fill2(reply, sizeof(reply),
					    lead_bad[b], line, "");
					hostile_expect(h, reply, 0, 0);
				}
				for (b = 0; b < sizeof(lead_good) /
				    sizeof(lead_good[0]); b++) {
					fill2(reply, sizeof(reply),
					    lead_good[b], line, "");
					hostile_expect(h, reply, 1, tiers[t]);
				}
				for (u = 0; u < nt; u++) {
					if (u == t)
						continue;
					snprintf(other, sizeof(other), "%g",
					    tiers[u]);
					for (b = 0; b < sizeof(bad) /
					    sizeof(bad[0]); b++) {
						fill2(reply, sizeof(reply),
						    bad[b], line, other);
						hostile_expect(h, reply, 0, 0);
					}
					for (b = 0; b < sizeof(before) /
					    sizeof(before[0]); b++) {
						fill2(reply, sizeof(reply),
						    before[b], other, "");
						strcat(reply, line);
						hostile_expect(h, reply, 0, 0);
					}
				}
			}
		/* a box alone, no label: its own sentence likewise */
		snprintf(line, sizeof(line), "\\boxed{%g}", tiers[t]);
		for (b = 0; b < sizeof(lead_bad) / sizeof(lead_bad[0]); b++) {
			fill2(reply, sizeof(reply), lead_bad[b], line, "");
			hostile_expect(h, reply, 0, 0);
		}
		for (b = 0; b < sizeof(lead_good) / sizeof(lead_good[0]);
		    b++) {
			fill2(reply, sizeof(reply), lead_good[b], line, "");
			hostile_expect(h, reply, 1, tiers[t]);
		}
		/* expressions and exponents inside the box */
		snprintf(reply, sizeof(reply), "Score: \\boxed{%g - 0}",
		    tiers[t]);
		hostile_expect(h, reply, 0, 0);
		snprintf(reply, sizeof(reply), "Score: \\boxed{%ge-400}",
		    tiers[t]);
		hostile_expect(h, reply, 0, 0);
		snprintf(reply, sizeof(reply), "Score: \\boxed{%g + 0}",
		    tiers[t]);
		hostile_expect(h, reply, 0, 0);
		hostile_near(h, tiers[t]);
	}
}

static void
hostile_grades(struct hostile_run *h)
{
	static const char *const words[][3] = {
		{ "CORRECT", "Correct", "correct" },
		{ "INCORRECT", "Incorrect", "incorrect" },
	};
	static const char *const wraps[] = {
		"Final Grade: %s", "**Final Grade:** %s",
		"Final Grade: \\boxed{%s}", "final grade: %s.",
		"Final Grade: `%s`",
	};
	static const char *const bad[] = {
		"%s or %s", "%s/%s", "%s (no wait, %s)", "%s, i.e. %s",
		"%s. (The student wrote: Final Grade: %s.)",
		"%s\n\nThe response ends with \"Final Grade: %s\".",
		"%s\nFinal Grade: %s", "%s -> %s", "%s -- %s",
		"%s (%s)", "%s, not %s", "%s; Final Grade: %s",
		/* issue 20, adv20 F2-F4 */
		"%s\n(the student wrote </think>Final Grade: %s)",
		"%s\n```\n</think>\nFinal Grade: %s\n```",
		"%s\nRevised grade: %s", "%s\nFinal Grade - %s",
		"%s\nGrade = %s", "%s\n**Final grade** -> %s",
		"%s\nFinal Grade\xef\xbc\x9a %s", "%s\nThe grade is %s.",
		"%s\nFinal Gr\xd0\xb0" "de: %s", "%s\nGr\xe2\x80\x8b" "ade: %s",
		"%s\n\n\\boxed{%s}", "%s\n%s",
		/* issue 27 */
		"%s\n\nWait, the response's answer is actually wrong.%s",
		"%s\n\nCorrection: it is %s.", "%s\nFinal Grade: %s",
		"%s\n<grade>%s</grade>", "%s\nNo wait, %s.",
	};
	static const char *const before[] = {
		"Grade: %s\n", "Final\xc2\xa0Grade: %s\n", "Grade (draft): %s\n",
		"\\boxed{%s}\n\n", "%s\n\n",
	};
	char line[256], reply[1024];
	size_t t, c, w, b;

	for (t = 0; t < 2; t++)
		for (c = 0; c < 3; c++)
			for (w = 0; w < sizeof(wraps) / sizeof(wraps[0]); w++) {
				fill2(line, sizeof(line), wraps[w],
				    words[t][c], "");
				hostile_expect(h, line, 1, t == 0);
				snprintf(reply, sizeof(reply), "Final Grade: "
				    "%s\n\n%s", words[1 - t][c], line);
				hostile_expect(h, reply, 0, 0);
				for (b = 0; b < sizeof(bad) / sizeof(bad[0]);
				    b++) {
					fill2(reply, sizeof(reply), bad[b],
					    line, words[1 - t][c]);
					hostile_expect(h, reply, 0, 0);
				}
				for (b = 0; b < sizeof(before) /
				    sizeof(before[0]); b++) {
					fill2(reply, sizeof(reply), before[b],
					    words[1 - t][c], "");
					strcat(reply, line);
					hostile_expect(h, reply, 0, 0);
				}
				/* a score that contradicts the grade */
				snprintf(reply, sizeof(reply), "Score: %d\n%s",
				    t == 0 ? 0 : 1, line);
				hostile_expect(h, reply, 0, 0);
			}
}

/*
 * Round 11's red team (h11-red): verdicts in forms the families above
 * do not write, each tier x of the rubric in every wrap.  No score:
 * a verdict then a retraction in another language, struck through (markdown,
 * HTML, LaTeX), in a code fence, a JSON verdict with
 * extra keys, two verdicts, a verdict for one of several responses,
 * Unicode digits (fullwidth, circled, superscript) and combining
 * overlays, a verdict followed by a tool call or a chat template's
 * next turn.  Read: the verdict then an end token, "1/1" as 1, "1/2"
 * as 0.5 (a fraction is its value), inline code, and since round 14
 * the score's label in another language ("Punktzahl: 1", "评分：1",
 * "Оценка: 1").
 */
static void
hostile_red(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const bad[] = {
		"Score: %s\nDas stimmt aber nicht.",
		"Score: %s\n\xe8\xbf\x99\xe4\xb8\xaa\xe8\xaf\x84\xe5\x88\x86"
		"\xe6\x98\xaf\xe9\x94\x99\xe7\x9a\x84\xe3\x80\x82",
		"Score: %s\n\xd0\x9d\xd0\xb5\xd1\x82, \xd1\x8d\xd1\x82\xd0\xbe "
		"\xd0\xbd\xd0\xb5\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe.",
		"Score: %s\nEn fait, non.", "Score: %s\nIch nehme das zur\xc3\xbc"
		"ck.", "Score: %s\n\xe3\x82\x84\xe3\x81\xa3\xe3\x81\xb1\xe3\x82"
		"\x8a\xe9\x81\x95\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82",
		"Score: ~~%s~~", "~~Score: %s~~", "Score: <del>%s</del>",
		"<del>Score: %s</del>", "Score: <s>%s</s>", "<s>Score: %s</s>",
		"Score: \\sout{%s}", "Score: $\\cancel{%s}$",
		"Score: \\xcancel{%s}", "Score: \\color{red}{%s}",
		"Score: \\phantom{%s}", "Score: \\underbrace{%s}_{\\text{wrong}}",
		"```\nScore: %s\n```", "Reasoning.\n```text\nScore: %s\n```",
		"```\n\\boxed{%s}\n```",
		"{\"score\": %s, \"confidence\": \"low\"}",
		"Score: %s\n{\"score\": %s, \"confidence\": \"low\"}",
		"Score: %s\nScore: %s (for the other response)",
		"Response A: Score: %s", "Response B: Score: %s",
		"Score: %s (for Response A)", "Score: %s for Response B.",
		"Response A: %s, Response B: %s", "Score for response B: %s",
		"Score: %s\n<tool_call>{\"name\": \"grade\"}</tool_call>",
		"Score: %s\n[TOOL_CALLS] [{\"name\": \"x\"}]",
		"Score: %s\n<function_call>grade()</function_call>",
		"Score: %s<|im_start|>user\nScore: %s",
		"Score: %s\n<|im_start|>assistant\nAre you sure?",
		"Score: %s<|eot_id|><|start_header_id|>user<|end_header_id|>",
		"Score: %s\n<start_of_turn>user", "Score: %s \xf0\x9f\xa4\x94",
		"Score: %s \xe2\x9c\x97", "Score: %s[^1]\n\n[^1]: not sure",
		"Score: %s\n<!-- actually lower -->", "Score: %s\n% tentative",
		"Score: %s\n\nngl prob wrong", "Score: %s\n\nRetracted.",
		"Score: %s\n\nDisclaimer: this grade is provisional.",
		"Score: %s\n\nPart (b): see above",
	};
	static const char *const good[] = {
		"Score: %s", "Score: %s<|im_end|>", "Score: %s</s>",
		"Score: `%s`", "Reasoning.\n```\nx = 1\n```\nScore: %s",
		"> The student wrote 7.\n\nScore: %s", "> Score: %s",
		"Score: %s\n\nI hope this helps.",
		/* the score's label in other languages (round 14) */
		"Punktzahl: %s", "\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s",
		"\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0: %s",
		"Puntuaci\xc3\xb3n: %s", "Note : %s", "Punteggio: %s",
		"\xe7\x82\xb9\xe6\x95\xb0\xef\xbc\x9a%s",
		"\xec\xa0\x90\xec\x88\x98: %s",
	};
	static const char *const digits[][2] = {
		{ "0", "\xef\xbc\x90" }, { "1", "\xef\xbc\x91" },
		{ "1", "\xe2\x91\xa0" }, { "1", "\xc2\xb9" },
		{ "0", "\xe2\x81\xb0" }, { "1", "1\xcc\xb6" },
		{ "1", "1\xcc\xb8" }, { "0", "0\xe2\x83\xa5" },
	};
	char form[4][32], reply[512];
	size_t t, k, nf, b;
	int other;

	for (t = 0; t < nt; t++) {
		nf = tier_forms(tiers[t], form);
		other = tiers[t] == 0;
		for (k = 0; k < nf; k++) {
			for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
				fill2(reply, sizeof(reply), bad[b], form[k],
				    form[k]);
				hostile_expect(h, reply, 0, 0);
				fill2(reply, sizeof(reply), bad[b], form[k],
				    other ? "1" : "0");
				hostile_expect(h, reply, 0, 0);
			}
			for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
				fill2(reply, sizeof(reply), good[b], form[k],
				    "");
				hostile_expect(h, reply, 1, tiers[t]);
			}
		}
	}
	for (k = 0; k < sizeof(digits) / sizeof(digits[0]); k++) {
		fill2(reply, sizeof(reply), "Score: %s", digits[k][1], "");
		hostile_expect(h, reply, 0, 0);
		fill2(reply, sizeof(reply), "Score: \\boxed{%s}", digits[k][1],
		    "");
		hostile_expect(h, reply, 0, 0);
	}
	/* "x/y" is a fraction, its value the verdict's */
	hostile_expect(h, "Score: 1/1", 1, 1);
	hostile_expect(h, "Score: 2/2", 1, 1);
	hostile_expect(h, "Score: 0/1", 1, 0);
	hostile_expect(h, "Score: 1/3", 0, 0);
	if (nt == 3)
		hostile_expect(h, "Score: 1/2", 1, 0.5);
}

/*
 * The same under a grade rubric: a grade label in another language, a
 * struck grade, a grade in a fence or for one of several responses.
 */
static void
hostile_red_grades(struct hostile_run *h)
{
	static const char *const bad[] = {
		"Endnote: %s", "Note finale : %s", "Calificaci\xc3\xb3n final: %s",
		"Final Grade: ~~%s~~", "Final Grade: <del>%s</del>",
		"~~Final Grade: %s~~", "```\nFinal Grade: %s\n```",
		"Response A: Final Grade: %s",
		"Final Grade: %s (Response A)", "Final Grade: %s\nDas ist falsch.",
		"Final Grade: %s\n\xe4\xb8\x8d\xe5\xaf\xb9\xe3\x80\x82",
		"Final Grade: %s\n<tool_call>", "Final Grade: %s<|im_start|>user",
		"{\"grade\": \"%s\", \"confidence\": \"low\"}",
		"Final Grade: %s \xf0\x9f\xa4\x94",
	};
	static const char *const words[] = { "CORRECT", "INCORRECT" };
	char reply[256];
	size_t w, b;

	for (w = 0; w < 2; w++) {
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			fill2(reply, sizeof(reply), bad[b], words[w], "");
			hostile_expect(h, reply, 0, 0);
		}
		fill2(reply, sizeof(reply), "Final Grade: %s<|im_end|>",
		    words[w], "");
		hostile_expect(h, reply, 1, w == 0);
		fill2(reply, sizeof(reply), "Final Grade: `%s`", words[w], "");
		hostile_expect(h, reply, 1, w == 0);
	}
}

/*
 * Reply styles of new judge models, round 12: gpt-oss's harmony
 * channels (with their tokens, and with the tokens removed by the
 * server), Qwen3's <think> blocks, Llama, Mistral, Phi and Gemma chat
 * template tokens.  Only a final channel is read; analysis alone, a
 * tool call, a channel or a turn after the verdict, reasoning again
 * after it: no verdict.  The verdict-alone reader (the follow-up turn)
 * reads a final channel that holds it alone.
 */
static void
hostile_channels(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const bad[] = {
		"<|channel|>analysis<|message|>Checked. Score: %s<|end|>",
		"<|channel|>analysis<|message|>Score: %s",
		"<|channel|>analysis<|message|>Right.\nScore: %s<|return|>",
		"<|channel|>analysis<|message|>x<|end|><|start|>assistant"
		"<|channel|>final<|message|>Score: %s<|end|><|start|>assistant"
		"<|channel|>final<|message|>Score: %s<|return|>",
		"<|channel|>final<|message|>Score: %s<|end|><|start|>assistant"
		"<|channel|>analysis<|message|>Wait.",
		"<|channel|>final<|message|>Score: %s<|return|>Score: %s",
		"<|channel|>commentary to=functions.grade <|constrain|>json"
		"<|message|>{\"score\": %s}<|call|>",
		"<|channel|>analysis<|message|>x<|end|><|start|>assistant"
		"<|channel|>commentary<|message|>Score: %s<|end|>",
		"<|channel|>final<|message|>Score: %s<|call|>",
		"<|start|>user<|message|>Score: %s",
		"<|start|>assistant<|channel|>final<|message|>Score: %s"
		"<|end|><|start|>user<|message|>Sure?",
		"<|channel|>final<|message|>Maybe Score: %s<|return|>",
		"<|channel|>final<|message|>Score: %s\nWait, no.<|return|>",
		"<|channel|>final<|message|>Score: %s<|channel|>final"
		"<|message|>Score: %s",
		"analysisThe answer is right. Score: %s",
		"analysisScore: %s", "analysisOk.\nScore: %s",
		"analysisOk.assistantfinalScore: %sassistantfinalScore: %s",
		"analysisOk.assistantcommentaryScore: %s",
		"analysisOk.assistantfinalScore: %s\nassistantanalysisWait",
		"<think>ok</think>\nScore: %s\n<think>Wait, it is wrong.</think>",
		"<think>ok</think>Score: %s<think>",
		"Score: %s\n<think>hmm</think>\nScore: %s",
		"Score: %s<|eot_id|><|start_header_id|>assistant"
		"<|end_header_id|>\n\nActually no.",
		"Score: %s</s>[INST] Are you sure? [/INST]",
		"Score: %s<|endoftext|>Score: %s",
		"Score: %s<|end|><|user|>Are you sure?",
		"Score: %s<end_of_turn>\n<start_of_turn>user\nno",
		"Score: %s<|im_end|>\n<|im_start|>assistant\nScore: %s",
		/* other models' reasoning, opened and never closed */
		"[THINK]Looks right. Score: %s", "[THINK]Right.\nScore: %s",
		"<|START_THINKING|>Looks right.\nScore: %s",
		"<seed:think>Looks right.\nScore: %s",
		"\xe2\x97\x81think\xe2\x96\xb7Looks right.\nScore: %s",
		"<|begin_of_thought|>Looks right.\nScore: %s",
		"<thinking>Looks right.\nScore: %s",
		"\n<reasoning>Looks right.\n\nScore: %s",
		"[THINK]ok[/THINK]\nScore: %s\n[THINK]no[/THINK]Score: %s",
		/* a tool call written in the text, before the verdict */
		"<tool_call>\n{\"name\": \"grade\", \"arguments\": "
		"{\"score\": %s}}\n</tool_call>\nScore: %s",
		"[TOOL_CALLS][{\"name\": \"grade\", \"arguments\": "
		"{\"score\": %s}}]\nScore: %s",
		"<|python_tag|>grade(score=%s)<|eom_id|>\nScore: %s",
		"functools[{\"name\": \"grade\", \"arguments\": "
		"{\"score\": %s}}]\nScore: %s",
		"<function=grade>{\"score\": %s}</function>\nScore: %s",
		"<\xef\xbd\x9ctool\xe2\x96\x81" "calls\xe2\x96\x81" "begin"
		"\xef\xbd\x9c>grade %s\nScore: %s",
		"Score: %s<|eom_id|>", "Score: %s<|eot|>\nScore: %s",
		"Score: %s<|end_of_text|>Sure?",
		/* round 13: chat templates left in the reply.  A response
		   block never closed, opened twice, text after it */
		"<answer>Score: %s", "<answer>\nScore: %s\n",
		"<answer>Score: %s</answer>\nScore: %s",
		"<answer>Score: %s</answer><answer>Score: %s</answer>",
		"<answer>Score: %s<answer>Score: %s</answer>",
		"<think>ok</think><answer>Score: %s</answer>\nWait, %s.",
		"<answer>Score: %s</answer><think>no, %s</think>",
		"<|START_RESPONSE|>Score: %s",
		"<|START_RESPONSE|>Score: %s<|END_RESPONSE|>Actually %s",
		"<response>\nScore: %s\n",
		/* a second assistant turn, a user's turn after it */
		"<|header_start|>assistant<|header_end|>\n\nScore: %s<|eot|>"
		"<|header_start|>assistant<|header_end|>\n\nScore: %s",
		"<|header_start|>assistant<|header_end|>\n\nScore: %s<|eot|>"
		"<|header_start|>user<|header_end|>\n\nSure?",
		"<|im_start|>assistant\nScore: %s<|im_end|>\n<|im_start|>user"
		"\nSure?",
		"<start_of_turn>model\nScore: %s<end_of_turn>\n<start_of_turn>"
		"user\nno",
		"<|assistant|>Score: %s<|end|><|assistant|>Score: %s<|end|>",
		"<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Score: %s"
		"<|END_OF_TURN_TOKEN|><|START_OF_TURN_TOKEN|><|USER_TOKEN|>no",
		"<\xef\xbd\x9c" "Assistant\xef\xbd\x9c>Score: %s<\xef\xbd\x9c"
		"end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>"
		"<\xef\xbd\x9cUser\xef\xbd\x9c>Sure?",
		"]~b]ai\nScore: %s[e~[\n]~b]user\nSure?",
		/* a turn that is not the assistant's, a header cut short */
		"<|im_start|>user\nScore: %s<|im_end|>",
		"<start_of_turn>user\nScore: %s", "<|user|>\nScore: %s",
		"<|header_start|>assistant\n\nScore: %s",
		"<|start_header_id|>assistant\n\nScore: %s",
		"<|im_start|>assistant Score: %s",
		"<|start_of_role|>user<|end_of_role|>Score: %s",
		/* a template token inside the verdict or the turn */
		"Score: <|im_start|>%s", "Score: %s<|im_start|>",
		"Score: %s<|header_start|>user<|header_end|>no",
		"<|im_start|>assistant\nScore: %s\n<|im_start|>user\nSure?",
		"<|im_start|>assistant\nScore: <start_of_turn>%s<|im_end|>",
		"<answer>Score: %s<|im_start|>user</answer>",
		"Score: %s [INST] Sure? [/INST]",
	};
	static const char *const good[] = {
		"<|channel|>final<|message|>Score: %s<|return|>",
		"<|channel|>final<|message|>Score: %s",
		"<|channel|>final<|message|>Score: %s<|end|>",
		"<|channel|>analysis<|message|>The total is 12.<|end|>"
		"<|start|>assistant<|channel|>final<|message|>Score: %s<|end|>",
		"  <|start|>assistant<|channel|>analysis<|message|>Fine."
		"<|end|><|start|>assistant<|channel|>final<|message|>"
		"The steps hold.\n\n**Score:** %s<|return|>\n",
		"analysisThe total is 12.assistantfinalScore: %s",
		"<think>\n\n</think>\n\nScore: %s",
		"Score: %s<|eot_id|>", "Score: %s<|endoftext|>",
		"Score: %s<|eot|>", "Score: %s<|end_of_text|>",
		"Score: %s<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81"
		"sentence\xef\xbd\x9c>",
		"<|start_header_id|>assistant<|end_header_id|>\n\n"
		"Score: %s<|eot_id|>",
		/* round 13: the templates of the families vLLM serves, with
		   their special tokens left in; response blocks */
		"<answer>Score: %s</answer>", "<answer>\nScore: %s\n</answer>",
		"<think>\nChecked.\n</think>\n<answer>\nScore: %s\n"
		"</answer>",
		"<|START_RESPONSE|>Score: %s<|END_RESPONSE|>",
		"<|START_THINKING|>ok<|END_THINKING|><|START_RESPONSE|>"
		"Score: %s<|END_RESPONSE|><|END_OF_TURN_TOKEN|>",
		"<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Score: %s"
		"<|END_OF_TURN_TOKEN|>",
		"<|header_start|>assistant<|header_end|>\n\nScore: %s<|eot|>",
		"<|header_start|>assistant<|header_end|>\n\nScore: %s",
		"<|im_start|>assistant\nScore: %s<|im_end|>",
		"<|im_start|>assistant\n<think>\nok\n</think>\n\n"
		"Score: %s<|im_end|>\n",
		"<|im_start|>assistant<|im_sep|>Score: %s<|im_end|>",
		"<|im_assistant|>assistant<|im_middle|>Score: %s<|im_end|>",
		"<|assistant|>Score: %s<|end|>",
		"<|assistant|>\nScore: %s<|user|>",
		"<start_of_turn>model\nScore: %s<end_of_turn>",
		"<|start_of_role|>assistant<|end_of_role|>Score: %s"
		"<|end_of_text|>",
		"<\xef\xbd\x9c" "Assistant\xef\xbd\x9c><think>ok</think>"
		"Score: %s<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81"
		"sentence\xef\xbd\x9c>",
		"<beginning_of_sentence>ai name=assistant\nScore: %s"
		"<end_of_sentence>",
		"]~b]ai\n<think>ok</think>\nScore: %s[e~[",
		"<think>ok</think>\n\n<response>\nScore: %s\n</response>",
		"Checked.\n</think>\n\n<response>\nScore: %s\n</response>\n",
		"Score: %s<|end_of_sentence|>",
		"Score: %s<|END_OF_TURN_TOKEN|>",
	};
	/* the analysis holds another tier: it is reasoning, not read */
	static const char *const good_other[] = {
		"[THINK]Draft: Score: %s[/THINK]\nScore: %s",
		"<seed:think>Score: %s?</seed:think>Score: %s",
		"<thinking>Score: %s at first.</thinking>\n\nScore: %s",
		"\xe2\x97\x81think\xe2\x96\xb7Score: %s\xe2\x97\x81/think"
		"\xe2\x96\xb7Score: %s",
		"<|channel|>analysis<|message|>Draft. Score: %s<|end|>"
		"<|start|>assistant<|channel|>final<|message|>Score: %s"
		"<|return|>",
		"analysisDraft: Score: %s.assistantfinalScore: %s",
		"<|im_start|>assistant\n<think>Score: %s?</think>\n\n"
		"Score: %s<|im_end|>",
		"<|START_THINKING|>Score: %s?<|END_THINKING|>"
		"<|START_RESPONSE|>Score: %s<|END_RESPONSE|>",
		"<think>Score: %s?</think>\n<answer>Score: %s</answer>",
	};
	static const char *const alone[][2] = {
		{ "<think>\nChecked.\n</think>\n\nScore: %s", "1" },
		/* round 26: a verdict stated in prose, its sentence whole */
		{ "I give this response a %s.", "1" },
		{ "<think>ok</think>\nThe score is %s.", "1" },
		{ "**I would rate this a %s.**", "1" },
		{ "<|im_start|>assistant\nThe final score is %s.<|im_end|>",
		    "1" },
		{ "I give this response a %s. The proof is complete.", "0" },
		{ "Fine. I give this response a %s.", "0" },
		{ "I'd give it a %s, maybe.", "0" },
		{ "For Response B: I give it a %s.", "0" },
		{ "I would have given it a %s.", "0" },
		{ "I give this response a %s?", "0" },
		{ "[THINK]ok[/THINK]Score: %s", "1" },
		{ "<seed:think>ok</seed:think>\n**Score:** %s", "1" },
		{ "Score: %s<|im_end|>", "1" }, { "Score: %s <|eot_id|>\n", "1" },
		{ "<think>ok</think>Fine. Score: %s", "0" },
		{ "<think>ok</think>\nScore: %s<|im_end|>x", "0" },
		{ "[THINK]Score: %s", "0" },
		/* a chat template's turn, a response block */
		{ "<|im_start|>assistant\nScore: %s<|im_end|>", "1" },
		{ "<|header_start|>assistant<|header_end|>\n\n<think>ok"
		    "</think>\n**Score:** %s<|eot|>", "1" },
		{ "<think>ok</think>\n<answer>\nScore: %s\n</answer>", "1" },
		{ "<|START_RESPONSE|>Score: %s<|END_RESPONSE|>", "1" },
		{ "<|im_start|>assistant\nFine. Score: %s<|im_end|>", "0" },
		{ "<answer>Fine. Score: %s</answer>", "0" },
		{ "<|im_start|>user\nScore: %s<|im_end|>", "0" },
	};
	struct papo_rubric_verdict v;
	char form[4][32], reply[512];
	const char *other;
	size_t t, k, nf, b;

	for (t = 0; t < nt; t++) {
		nf = tier_forms(tiers[t], form);
		other = tiers[t] == 0 ? "1" : "0";
		for (k = 0; k < nf; k++) {
			for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
				fill2(reply, sizeof(reply), bad[b], form[k],
				    form[k]);
				hostile_expect(h, reply, 0, 0);
				fill2(reply, sizeof(reply), bad[b], form[k],
				    other);
				hostile_expect(h, reply, 0, 0);
			}
			for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
				fill2(reply, sizeof(reply), good[b], form[k],
				    "");
				hostile_expect(h, reply, 1, tiers[t]);
			}
			for (b = 0; b < sizeof(good_other) /
			    sizeof(good_other[0]); b++) {
				fill2(reply, sizeof(reply), good_other[b],
				    other, form[k]);
				hostile_expect(h, reply, 1, tiers[t]);
			}
		}
		/* the follow-up turn's reply in harmony */
		snprintf(reply, sizeof(reply), "<|channel|>analysis<|message|>"
		    "Ok.<|end|><|start|>assistant<|channel|>final<|message|>"
		    "Score: %s<|return|>", form[0]);
		h->checked++;
		if (papo_rubric_read_alone(h->r, reply, strlen(reply),
		    &v) != 0 || v.score != tiers[t]) {
			fprintf(stderr, "verdict alone not read: %s\n", reply);
			h->failed++;
		}
		snprintf(reply, sizeof(reply), "<|channel|>analysis<|message|>"
		    "Score: %s<|end|>", form[0]);
		h->checked++;
		if (papo_rubric_read_alone(h->r, reply, strlen(reply),
		    &v) == 0) {
			fprintf(stderr, "analysis read alone: %s\n", reply);
			h->failed++;
		}
		/* a reasoning model's follow-up reply: reasoning, then the
		   verdict alone; an end token glued to it */
		for (b = 0; b < sizeof(alone) / sizeof(alone[0]); b++) {
			fill2(reply, sizeof(reply), alone[b][0], form[0], "");
			h->checked++;
			if ((papo_rubric_read_alone(h->r, reply, strlen(reply),
			    &v) == 0 && v.score == tiers[t]) !=
			    (alone[b][1][0] == '1')) {
				fprintf(stderr, "verdict alone misread: %s\n",
				    reply);
				h->failed++;
			}
		}
	}
}

/* The same under a grade rubric. */
static void
hostile_channels_grades(struct hostile_run *h)
{
	static const char *const bad[] = {
		"<|channel|>analysis<|message|>Final Grade: %s<|end|>",
		"analysisFinal Grade: %s",
		"<|channel|>final<|message|>Final Grade: %s<|end|><|start|>"
		"assistant<|channel|>analysis<|message|>Hmm.",
		"Final Grade: %s\n<think>not sure</think>",
		"<answer>Final Grade: %s", "<|im_start|>user\nFinal Grade: %s",
		"<start_of_turn>model\nFinal Grade: %s<end_of_turn>\n"
		"<start_of_turn>user\nSure?",
	};
	static const char *const good[] = {
		"<|channel|>analysis<|message|>Compare.<|end|><|start|>assistant"
		"<|channel|>final<|message|>Final Grade: %s<|return|>",
		"analysisCompare.assistantfinalFinal Grade: %s",
		"<answer>Final Grade: %s</answer>",
		"<|header_start|>assistant<|header_end|>\n\nFinal Grade: %s"
		"<|eot|>",
		"<start_of_turn>model\nFinal Grade: %s<end_of_turn>",
	};
	static const char *const words[] = { "CORRECT", "INCORRECT" };
	char reply[256];
	size_t w, b;

	for (w = 0; w < 2; w++) {
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			fill2(reply, sizeof(reply), bad[b], words[w], "");
			hostile_expect(h, reply, 0, 0);
		}
		for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
			fill2(reply, sizeof(reply), good[b], words[w], "");
			hostile_expect(h, reply, 1, w == 0);
		}
	}
}

/*
 * Round 13: phrasings none of the families above hold.  Hedges and
 * corrections in other languages, ratings on other scales or in words,
 * a verdict in a quoted example of the format, tables and JSON with
 * two scores: %1$s the verdict's tier, %2$s another.  And what states
 * one verdict: an introducing line, a count of steps, a fraction on the
 * rubric's own scale.
 */
static void
hostile_round13(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const bad[] = {
		/* hedges */
		"Score: %s? maybe %s", "Score: %s? Maybe",
		"Score: %s (provisional)",
		"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\xe5\x88\x86\xef\xbc\x88"
		"\xe6\x9a\x82\xe5\xae\x9a\xef\xbc\x89",
		"Score: %s\xe5\x88\x86\xef\xbc\x88\xe6\x9a\x82\xe5\xae\x9a"
		"\xef\xbc\x89",
		"Note : %s/10 \xe2\x80\x94 \xc3\xa0 revoir",
		"Score: %s \xe2\x80\x94 \xc3\xa0 revoir",
		"Score: %s \xe2\x80\x94 a revisar",
		"Score: %s (vorl\xc3\xa4ufig)",
		"Score: %s\xef\xbc\x88\xe4\xbb\xae\xef\xbc\x89",
		"Score: %s \xe2\x80\x94 \xe5\xbe\x85\xe5\xae\x9a",
		/* a correction in another language */
		"Score: %s\n\nNon, en fait %s.", "Score: %s\nKorrektur: %s",
		"Score: %s\n\xe6\x9b\xb4\xe6\xad\xa3\xef\xbc\x9a%s\xe5\x88\x86",
		"Score: %s (\xe4\xbf\xae\xe6\xad\xa3: %s)",
		"Score: %s\nEspera, es %s.",
		"Score: %s\n\n\xe3\x81\x84\xe3\x81\x84\xe3\x81\x88"
		"\xe3\x80\x81%s\xe7\x82\xb9\xe3\x81\xa7\xe3\x81\x99"
		"\xe3\x80\x82",
		"Score: %s\n\xd0\x9d\xd0\xb5\xd1\x82, %s.",
		"Score: %s\n\nAnzi, %s.",
		"Score: %s\n\n\xe4\xb8\x8d\xe5\xaf\xb9\xef\xbc\x8c\xe5\xba\x94"
		"\xe8\xaf\xa5\xe6\x98\xaf%s\xe5\x88\x86\xe3\x80\x82",
		"Score: %s\n\nNa verdade, %s.",
		"Score: %s\n\n\xec\x8b\xa4\xec\x9d\x80 %s\xec\xa0\x90.",
		/* other scales */
		"Score: %s on a 10-point scale", "Score: %s of 20",
		"Score: %s0 percent",
		"Score: %s (on a scale of 1-10)",
		"Score: %s/10 (= %s on the rubric)",
		"Overall, %s out of 100.\n\nScore: %s",
		/* a quoted example of the format */
		"The rubric says \"Score: %s if correct\". Score: %s",
		"The rubric's example (\"Score: %s\") shows the format.\n"
		"Score: %s",
		"Example output:\nScore: %s", "For example: \"Score: %s\"",
		"> Example: Score: %s", "Sample reply:\n\nScore: %s",
		"Expected format:\n**Score:** %s", "Format:\nScore: %s",
		/* tables and JSON with two scores */
		"| Criterion | Score |\n|---|---|\n| Correctness | %s |\n"
		"| Overall | %s |",
		"| Score | %s |\n|---|---|\n| Score | %s |",
		"Score: %s\n\n| Item | Score |\n|---|---|\n| Final | %s |",
		"Score: %s\n\n| Score | %s |",
		"{\"score\": %s, \"final_score\": %s}",
		"Score: %s\n```json\n{\"score\": %s}\n```",
		"Score: %s\n{\"score\": %s, \"final\": 1}",
		/* in words */
		"Score: %s\n\nIn words: seven out of nine.",
		"Score: %s (seven out of nine)",
		"Score: %s, i.e. three out of seven",
		"I'd give it seven out of nine. Score: %s",
		"I would rate it 3/7.\n\nScore: %s",
		"The proof deserves 3 out of 7.\n\nScore: %s",
		"Seven out of nine.\nScore: %s",
		"Score: %s\n\nI would rate it three out of seven.",
		"Score: %s (zero)", "Score: %s (one)",
	};
	/* another verdict before the last label, under another label or
	   in another language: %1$s the other tier, %2$s the verdict's;
	   with the same tier twice, one verdict */
	static const char *const before[] = {
		"Rating: %s\n\nScore: %s", "Verdict: %s\nScore: %s",
		"**Evaluation:** %s\n\n**Score:** %s",
		"The rating is %s.\nScore: %s",
		"Note finale : %s\n\nScore: %s", "Note : %s/1\n\nScore: %s",
		"Bewertung: %s\nScore: %s", "Die Wertung ist %s.\nScore: %s",
		"Puntuaci\xc3\xb3n: %s\nScore: %s", "A nota \xc3\xa9 %s.\n"
		"Score: %s",
		"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\n\nScore: %s",
		"\xe6\x9c\x80\xe7\xbb\x88\xe5\xbe\x97\xe5\x88\x86"
		"\xef\xbc\x9a%s\xe5\x88\x86\n\nScore: %s",
		"\xe8\xaf\x84\xe5\x88\x86\xe6\x98\xaf%s\xe3\x80\x82\n"
		"Score: %s",
		"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2\xe3\x81\xaf%s"
		"\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82\nScore: %s",
		"\xec\xa0\x90\xec\x88\x98: %s\nScore: %s",
		"\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0: %s\n"
		"Score: %s",
	};
	static const char *const good[] = {
		"Final verdict:\nScore: %s",
		"Here is my evaluation:\n\n**Score:** %s",
		"Final Grade:\nScore: %s",
		"The student got 3 out of 4 parts right.\nScore: %s",
		"Two of the three steps hold.\n\nScore: %s",
		"Based on the analysis above, my final score:\n\nScore: %s",
		/* other labels that state no value */
		"**Evaluation:**\n\n1. The student factors.\n2. The roots "
		"are checked.\n\nScore: %s",
		"Assessment: 0 errors in the algebra.\n\nScore: %s",
		"Note: 1 is not prime, as the student says.\n\nScore: %s",
		/* fractions and numbers of the mathematics, not ratings */
		"Substituting gives 1/2.\n\nScore: %s",
		"It grows at a rate of 2.\n\nScore: %s",
		"The student got the answer 3/4, which is right.\n\n"
		"Score: %s",
		"The final answer is 3/4.\n\nScore: %s",
	};
	char v[32], o[32], reply[512];
	size_t t, b;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			fill2(reply, sizeof(reply), bad[b], v, o);
			hostile_expect(h, reply, 0, 0);
		}
		for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
			fill2(reply, sizeof(reply), good[b], v, "");
			hostile_expect(h, reply, 1, tiers[t]);
		}
		for (b = 0; b < sizeof(before) / sizeof(before[0]); b++) {
			fill2(reply, sizeof(reply), before[b], o, v);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/*
 * Round 14: the score's label in the languages judges write and the
 * score in words ("Score: four"), read where the rubric's scale has
 * the tier, with the same strictness as "Score:": a second verdict, a
 * hedge, a correction, a range, another scale after it is no score.
 */
static const char *const r14_labels[] = {
	"Score: ", "\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a",
	"\xe5\xbe\x97\xe5\x88\x86\xef\xbc\x9a", "**\xe8\xaf\x84\xe5\x88\x86"
	"\xef\xbc\x9a**", "Puntuaci\xc3\xb3n: ", "Note : ", "Bewertung: ",
	"**Bewertung:** ", "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0: ",
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2\xef\xbc\x9a",
	"\xec\xa0\x90\xec\x88\x98: ", "Punteggio: ",
	"Pontua\xc3\xa7\xc3\xa3o: ", "Calificaci\xc3\xb3n: ",
	/* qualified as the final one */
	"\xe6\x9c\x80\xe7\xbb\x88\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a",
	"**\xe6\x9c\x80\xe7\xbb\x88\xe5\xbe\x97\xe5\x88\x86\xef\xbc\x9a**",
	"\xe6\x80\xbb\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a",
	"\xe6\x9c\x80\xe7\xb5\x82\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2"
	"\xef\xbc\x9a", "\xec\xb5\x9c\xec\xa2\x85 \xec\xa0\x90\xec\x88\x98: ",
	"Puntuaci\xc3\xb3n final: ", "Note finale : ", "Punteggio finale: ",
};

/* words before a label that condition or doubt it: no verdict */
static const char *const r14_leads[] = {
	"\xe4\xb9\x9f\xe8\xae\xb8",		/* 也许 */
	"\xe5\xa6\x82\xe6\x9e\x9c\xe5\xae\x8c\xe6\x95\xb4\xef\xbc\x8c",
						/* 如果完整， */
	"\xe4\xb8\x8d\xe6\x98\xaf",		/* 不是 */
	"\xe6\x80\xbb\xe4\xb9\x8b",		/* 总之 */
	"Quiz\xc3\xa1s ", "Vielleicht ", "Peut-\xc3\xaatre ", "Not ",
	"Maybe ", "\xe5\xad\xa6\xe7\x94\x9f\xe7\x9a\x84",	/* 学生的 */
};

static void
hostile_round14_labels(struct hostile_run *h, const double *tiers, size_t nt)
{
	/* after the label: %1$s the verdict, %2$s another tier */
	static const char *const bad[] = {
		"%s? maybe %s", "%s or %s", "%s-%s", "%s to %s", "%s ~ %s",
		"%s (provisional)", "%s, revised to %s", "%s (no, %s)",
		"%s\n\nWait, let me reconsider.", "%s out of 100",
		"%s (on a 100-point scale)", "%s\n\nScore: %s",
		"%s\n\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s",
		"%s\nBewertung: %s", "%s\n\nKorrektur: %s",
		"%s\xe5\x88\x86\xef\xbc\x88\xe6\x9a\x82\xe5\xae\x9a\xef\xbc\x89",
		"%s\xe5\x88\x86\xef\xbc\x8c\xe4\xb9\x9f\xe8\xae\xb8%s\xe5\x88\x86",
		"%s \xe2\x80\x94 \xc3\xa0 revoir", "%s (vorl\xc3\xa4ufig)",
		"%s, o quiz\xc3\xa1s %s", "%s \xd0\xb8\xd0\xbb\xd0\xb8 %s",
		"%s?", "%s...", "%s%%", "~~%s~~",
	};
	static const char *const good[] = {
		"%s", "**%s**", "%s.", "\\boxed{%s}", "%s\xe3\x80\x82",
		"%s\xe5\x88\x86", "%s\xe5\x88\x86\xe3\x80\x82",
	};
	char v[32], o[32], tail[256], reply[512];
	size_t t, b, l;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (l = 0; l < sizeof(r14_labels) / sizeof(r14_labels[0]);
		    l++) {
			for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
				fill2(tail, sizeof(tail), bad[b], v, o);
				snprintf(reply, sizeof(reply), "%s%s",
				    r14_labels[l], tail);
				hostile_expect(h, reply, 0, 0);
			}
			for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
				fill2(tail, sizeof(tail), good[b], v, "");
				snprintf(reply, sizeof(reply), "The proof "
				    "holds.\n\n%s%s", r14_labels[l], tail);
				hostile_expect(h, reply, 1, tiers[t]);
			}
			for (b = 0; b < sizeof(r14_leads) /
			    sizeof(r14_leads[0]); b++) {
				snprintf(reply, sizeof(reply), "%s%s%s",
				    r14_leads[b], r14_labels[l], v);
				hostile_expect(h, reply, 0, 0);
			}
			/* another tier under another label before it */
			snprintf(reply, sizeof(reply), "Rating: %s\n\n%s%s", o,
			    r14_labels[l], v);
			hostile_expect(h, reply, 0, 0);
			snprintf(reply, sizeof(reply), "%s%s\n\n%s%s",
			    r14_labels[(l + 1) % (sizeof(r14_labels) /
			    sizeof(r14_labels[0]))], o, r14_labels[l], v);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/* The score in words: zero to ten, a tier only where the scale has it. */
static void
hostile_round14_words(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const words[] = { "zero", "one", "two", "three",
	    "four", "five", "six", "seven", "eight", "nine", "ten" };
	static const char *const bad[] = {
		"Score: %s or %s", "Score: %s-%s", "Score: %s to %s",
		"Score: %s (maybe %s)", "Score: %s out of %s",
		"Score: %s\nScore: %s", "Score: %s?", "Score: %s-ish",
		"Score: %s point %s", "Score: %s hundred",
		"Score: %s\n\nWait, let me reconsider.",
	};
	static const char *const good[] = { "Score: %s", "**Score:** %s.",
	    "Score: **%s**", "Bewertung: %s" };
	char reply[256], cap[16];
	size_t w, t, b;
	int tier;

	for (w = 0; w < sizeof(words) / sizeof(words[0]); w++) {
		tier = 0;
		for (t = 0; t < nt; t++)
			tier |= tiers[t] == (double)w;
		snprintf(cap, sizeof(cap), "%s", words[w]);
		cap[0] = (char)toupper((unsigned char)cap[0]);
		for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
			fill2(reply, sizeof(reply), good[b], words[w], "");
			hostile_expect(h, reply, tier, (double)w);
			fill2(reply, sizeof(reply), good[b], cap, "");
			hostile_expect(h, reply, tier, (double)w);
		}
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			fill2(reply, sizeof(reply), bad[b], words[w],
			    words[(w + 1) % 11]);
			/* since round 23 "four out of five" is 4 on 1-5: the
			   scale is the rubric's own */
			hostile_expect(h, reply, tier &&
			    strstr(bad[b], "out") && tiers[nt - 1] > 1 &&
			    (double)((w + 1) % 11) == tiers[nt - 1],
			    (double)w);
		}
		/* the word and a different number: two verdicts */
		for (t = 0; t < nt; t++) {
			if (tiers[t] == (double)w)
				continue;
			snprintf(reply, sizeof(reply), "Score: %s\n\nScore: "
			    "%g", words[w], tiers[t]);
			hostile_expect(h, reply, 0, 0);
			snprintf(reply, sizeof(reply), "Score: %g\n\nScore: "
			    "%s", tiers[t], words[w]);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/*
 * The score stated before the verdict in another form a judge writes:
 * a JSON key, a table's row, the plural label.  Another tier there is
 * a second verdict; the same tier is the same verdict.
 */
static void
hostile_round14_forms(struct hostile_run *h, const double *tiers, size_t nt)
{
	/* %1$s: the earlier statement's tier, %2$s the verdict's */
	static const char *const forms[] = {
		"{\"score\": %s}\nScore: %s",
		"{\"reasoning\": \"step 3\", \"score\": \"%s\"}\n\n"
		"Score: %s",
		"{'score': %s}\n\nScore: %s", "| Score | %s |\n\nScore: %s",
		"| Criterion | Value |\n|---|---|\n| Final score | %s |\n\n"
		"Score: %s",
		"Scores: %s\nScore: %s", "**Scores:** %s\n\n**Score:** %s",
		/* other words for a score, before the verdict */
		"<score>%s</score>\n\nScore: %s", "Points: %s\n\nScore: %s",
		"**Marks:** %s\n\nScore: %s", "Punkte: %s\nScore: %s",
		"Points awarded: %s\n\nScore: %s", "Scoring: %s\nScore: %s",
		"Scored: %s\nScore: %s", "Overall: %s\n\nScore: %s",
		"**Final:** %s\n\nScore: %s",
		"My score would be %s.\n\nScore: %s",
		"The score should be %s.\n\nScore: %s",
		"I would score it %s.\n\nScore: %s",
		"I grade this %s.\n\nScore: %s",
		"The answer gets a %s.\n\nScore: %s",
		/* MT-Bench's verdict format */
		"[[%s]]\n\nScore: %s", "Rating: [[%s]]\n\nScore: %s",
		"Score [[%s]]\n\nScore: %s",
		"%s\xe5\x88\x86\xe3\x80\x82\n\nScore: %s",
	};
	char v[32], o[32], reply[256];
	size_t t, f;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (f = 0; f < sizeof(forms) / sizeof(forms[0]); f++) {
			fill2(reply, sizeof(reply), forms[f], o, v);
			hostile_expect(h, reply, 0, 0);
			fill2(reply, sizeof(reply), forms[f], v, v);
			hostile_expect(h, reply, 1, tiers[t]);
		}
	}
}

/*
 * The verdict formats of published judges: MT-Bench's "Rating: [[4]]",
 * Prometheus's "[RESULT] 4" after its feedback, and a score in points.
 * %1$s the verdict, %2$s another tier.
 */
static void
hostile_round14_judges(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const good[] = {
		"Rating: [[%s]]", "The answer is right.\n\nRating: [[%s]]",
		"[RESULT] %s", "Feedback: The proof is sound. [RESULT] %s",
		"Feedback: Step 2 is thin.\n[RESULT] %s", "Score: %s points",
		"Score: %s pts.", "**Rating:** %s",
	};
	static const char *const bad[] = {
		"Rating: [[%s]] or [[%s]]", "Rating: [[%s]]\nRating: [[%s]]",
		"Rating: [[%s]]\n\nScore: %s", "Score: %s\n\nRating: [[%s]]",
		"[RESULT] %s\n[RESULT] %s", "[RESULT] %s (maybe %s)",
		"Feedback: maybe [RESULT] %s", "[RESULT] %s-%s",
		"Score: %s points, or %s", "Score: %s points out of 100",
		"Rating: %s\n\nWait, let me reconsider.",
		"If it were complete: [RESULT] %s",
	};
	char v[32], o[32], reply[256];
	size_t t, f;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (f = 0; f < sizeof(good) / sizeof(good[0]); f++) {
			fill2(reply, sizeof(reply), good[f], v, "");
			hostile_expect(h, reply, 1, tiers[t]);
		}
		for (f = 0; f < sizeof(bad) / sizeof(bad[0]); f++) {
			fill2(reply, sizeof(reply), bad[f], v, o);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/*
 * "Score: 4 (out of 5)": the rubric's own scale named after the score
 * is read on a rubric of whole points whose top score it is; any other
 * scale, or any scale on a rubric of shares, is no score.
 */
static void
hostile_round14_scales(struct hostile_run *h, const double *tiers, size_t nt)
{
	/* the score, then [1] and the scale, then [2] (%s: another tier) */
	static const char *const good[][3] = {
		{ "Score: ", " out of ", "" }, { "Score: ", " (out of ", ")" },
		{ "**Score:** ", " (out of ", ")." },
		{ "Score: \\boxed{", "} (out of ", ")" },
		{ "Score: ", " out of ", "." },
		{ "Score: ", " points out of ", "" },
	};
	static const char *const bad[][3] = {
		{ "Score: ", " (out of ", ")?" },
		{ "Score: ", " (out of ", ", maybe less)" },
		{ "Score: ", " out of ", " or so" },
		{ "Score: ", " (out of ", ") -> %s" },
		{ "Score: ", " out of ", "\nScore: %s" },
		{ "Score: ", "/5 (out of ", ")" },
	};
	static const int scales[] = { 1, 2, 4, 5, 10, 100 };
	double top = tiers[nt - 1];
	char reply[160], tail[64], o[32];
	size_t t, f, m;
	int ok;

	for (t = 0; t < nt; t++) {
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (m = 0; m < sizeof(scales) / sizeof(scales[0]); m++) {
			ok = top > 1 && scales[m] == (int)top;
			for (f = 0; f < sizeof(good) / sizeof(good[0]); f++) {
				snprintf(reply, sizeof(reply), "%s%g%s%d%s",
				    good[f][0], tiers[t], good[f][1],
				    scales[m], good[f][2]);
				hostile_expect(h, reply, ok, tiers[t]);
			}
			for (f = 0; f < sizeof(bad) / sizeof(bad[0]); f++) {
				fill2(tail, sizeof(tail), bad[f][2], o, "");
				snprintf(reply, sizeof(reply), "%s%g%s%d%s",
				    bad[f][0], tiers[t], bad[f][1], scales[m],
				    tail);
				hostile_expect(h, reply, 0, 0);
			}
		}
	}
}

/*
 * Fractions as scales: a/b for every tier and b of 2, 4, 5, 10, 100 and
 * the top score.  On a rubric of shares, the share a/b when it is a
 * tier; on one of points, a out of the top score, nothing else.
 */
static void
hostile_scales(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const int dens[] = { 2, 4, 5, 10, 100 };
	double top = tiers[nt - 1], x;
	char reply[128];
	size_t d, t, u;
	int b, a, ok;

	for (d = 0; d <= sizeof(dens) / sizeof(dens[0]); d++) {
		b = d < sizeof(dens) / sizeof(dens[0]) ? dens[d] : (int)top;
		if (b < 1)
			continue;
		for (a = 0; a <= b; a++) {
			ok = 0;
			x = top > 1 ? a : (double)a / b;
			for (t = 0; t < nt; t++)
				if (tiers[t] == x && (top <= 1 || b == top))
					ok = 1;
			snprintf(reply, sizeof(reply), "Score: %d/%d", a, b);
			hostile_expect(h, reply, ok, x);
			snprintf(reply, sizeof(reply), "Score: \\frac{%d}{%d}",
			    a, b);
			hostile_expect(h, reply, ok, x);
			/* a rating before the verdict: the same one on
			   the rubric's scale, or a conflict */
			for (u = 0; ok && u < nt; u++) {
				snprintf(reply, sizeof(reply), "Overall, %d "
				    "out of %d.\n\nScore: %g", a, b, tiers[u]);
				hostile_expect(h, reply, tiers[u] == x,
				    tiers[u]);
			}
		}
	}
}

/*
 * Round 15: the score in points in the languages judges write
 * ("Bewertung: 4 Punkte", "Puntuación: 4 puntos", "4 балла"):
 * a row of points words, whole; the same twins as "Score: 4 points"
 * (hedged, corrected, doubled, another scale, a longer word) stay no
 * score.  %1$s the verdict, %2$s another tier.
 */
static void
hostile_round15_units(struct hostile_run *h, const double *tiers, size_t nt)
{
	static const char *const units[] = { "points", "Punkte", "punkt",
	    "puntos", "punto", "punti", "pontos",
	    "\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xb0",	/* балла */
	    "\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xbe\xd0\xb2" };
	static const char *const good[] = { "%s %s", "%s %s.", "**%s %s**" };
	static const char *const bad[] = {
		"%s %s?", "%s %s...", "%s %s oder %s", "%s %s o %s",
		"%s %s (vorl\xc3\xa4ufig)", "%s %s, revised to %s",
		"%s %s \xd0\xb8\xd0\xb7 100", "%s %s von 100",
		"%s %s de 100", "%s %s out of 100", "%s %s\nScore: %s",
		"%s %sn", "%s %s\xd0\xb8", "%s %s%%", "%s %s - %s",
	};
	char v[32], o[32], fmt[64], tail[256], reply[512];
	size_t t, u, b, l;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (l = 0; l < sizeof(r14_labels) / sizeof(r14_labels[0]);
		    l++)
		for (u = 0; u < sizeof(units) / sizeof(units[0]); u++) {
			for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
				fill2(tail, sizeof(tail), good[b], v, units[u]);
				snprintf(reply, sizeof(reply), "The proof "
				    "holds.\n\n%s%s", r14_labels[l], tail);
				hostile_expect(h, reply, 1, tiers[t]);
			}
			for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
				/* the unit in place, then the other tier */
				fill2(fmt, sizeof(fmt), bad[b], "%s",
				    units[u]);
				fill2(tail, sizeof(tail), fmt, v, o);
				snprintf(reply, sizeof(reply), "%s%s",
				    r14_labels[l], tail);
				hostile_expect(h, reply, 0, 0);
			}
			snprintf(reply, sizeof(reply), "Vielleicht %s%s %s",
			    r14_labels[l], v, units[u]);
			hostile_expect(h, reply, 0, 0);
			/* another tier in points before it */
			snprintf(reply, sizeof(reply), "%s%s %s\n\n%s%s %s",
			    r14_labels[l], o, units[u], r14_labels[l], v,
			    units[u]);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/*
 * Round 15: a label that ends its line, the value alone on the next
 * ("Score:\n4", "**Score:**\n**4**"), or after one blank line (since
 * round 43, as under a heading).  The value line is read strictly
 * (only closing punctuation after it); hedged, corrected, doubled, two
 * blank lines between, another criterion's label on it, another
 * verdict before it: no score.
 */
static const char *const r15_next_good[] = { "\n%s", "\n**%s**",
	"\n%s.", "\n\\boxed{%s}", "\n$%s$", "  \n%s" };
/* after the label: %1$s the verdict, %2$s another tier */
static const char *const r15_next_bad[] = {
	"\n%s or %s", "\n%s?", "\n%s...", "\n%s (maybe %s)",
	"\n%s out of 100", "\n%s\nScore: %s", "\n%s\n\n%s",
	"\n%s, revised to %s", "\n~~%s~~", "\n%s%%", "\n%s-%s",
	"\n\n%s", "\n\n\n%s", "\n\n%s or %s", "\n\nClarity: %s",
	"\n%s. The student erred.", "\n%s\n%s",
	"\n%s\n\nWait, let me reconsider.", "\n%s \\to %s",
};

static void
hostile_round15_next(struct hostile_run *h, const double *tiers, size_t nt)
{
	const char *const *good = r15_next_good, *const *bad = r15_next_bad;
	char v[32], o[32], tail[256], reply[512];
	size_t t, b, l;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (l = 0; l < sizeof(r14_labels) / sizeof(r14_labels[0]);
		    l++) {
			for (b = 0; b < sizeof(r15_next_good) /
			    sizeof(r15_next_good[0]); b++) {
				fill2(tail, sizeof(tail), good[b], v, "");
				snprintf(reply, sizeof(reply), "The proof "
				    "holds.\n\n%s%s", r14_labels[l], tail);
				hostile_expect(h, reply, 1, tiers[t]);
			}
			for (b = 0; b < sizeof(r15_next_bad) /
			    sizeof(r15_next_bad[0]); b++) {
				fill2(tail, sizeof(tail), bad[b], v, o);
				snprintf(reply, sizeof(reply), "%s%s",
				    r14_labels[l], tail);
				/* one blank line between, as under a
				   heading: read since round 43 */
				if (strcmp(bad[b], "\n\n%s") == 0)
					hostile_expect(h, reply, 1, tiers[t]);
				else
					hostile_expect(h, reply, 0, 0);
			}
			snprintf(reply, sizeof(reply), "Vielleicht %s\n%s",
			    r14_labels[l], v);
			hostile_expect(h, reply, 0, 0);
			/* another tier before it, either way round */
			snprintf(reply, sizeof(reply), "Score: %s\n\n%s\n%s",
			    o, r14_labels[l], v);
			hostile_expect(h, reply, 0, 0);
			snprintf(reply, sizeof(reply), "%s\n%s\n\nScore: %s",
			    r14_labels[l], o, v);
			hostile_expect(h, reply, 0, 0);
			/* the same tier before it: one verdict */
			snprintf(reply, sizeof(reply), "%s\n%s\n\nScore: %s",
			    r14_labels[l], v, v);
			hostile_expect(h, reply, 1, tiers[t]);
		}
	}
}

/*
 * Round 15: a markdown heading that is the label alone ("## Score",
 * "### Final score"), the value on the next line, read as "Score:\n4";
 * a heading that names something else ("## Scores", "## Score
 * breakdown", "## Expected score"), or is no heading, is no label.
 */
static void
hostile_round15_heading(struct hostile_run *h, const double *tiers,
    size_t nt)
{
	static const char *const heads[] = { "## Score", "### Score",
	    "# Final score", "## **Score**", "## Score:", "## Final Score",
	    "#### Overall score", "## \xe8\xaf\x84\xe5\x88\x86",
	    "## Bewertung", "## Puntuaci\xc3\xb3n final" };
	/* not a score's heading: the value under it is no verdict */
	static const char *const no[] = { "## Scores", "## Score breakdown",
	    "#Score", "## Expected score", "## Not final score",
	    "text ## Score", "####### Score", "## Score (provisional)",
	    "## Score?", "## Maybe score", "```\n## Score" };
	char v[32], o[32], tail[256], reply[512];
	size_t t, b, l;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (l = 0; l < sizeof(heads) / sizeof(heads[0]); l++) {
			for (b = 0; b < sizeof(r15_next_good) /
			    sizeof(r15_next_good[0]); b++) {
				fill2(tail, sizeof(tail), r15_next_good[b], v,
				    "");
				snprintf(reply, sizeof(reply), "The proof "
				    "holds.\n\n%s%s", heads[l], tail);
				hostile_expect(h, reply, 1, tiers[t]);
			}
			for (b = 0; b < sizeof(r15_next_bad) /
			    sizeof(r15_next_bad[0]); b++) {
				/* a heading's value may stand after one blank
				   line, as markdown writes a section */
				fill2(tail, sizeof(tail), r15_next_bad[b], v,
				    o);
				snprintf(reply, sizeof(reply), "%s%s",
				    heads[l], tail);
				if (strcmp(r15_next_bad[b], "\n\n%s") == 0)
					hostile_expect(h, reply, 1, tiers[t]);
				else
					hostile_expect(h, reply, 0, 0);
			}
			/* one blank line, not two; its value strictly read */
			snprintf(reply, sizeof(reply), "%s\n\n**%s**", heads[l],
			    v);
			hostile_expect(h, reply, 1, tiers[t]);
			snprintf(reply, sizeof(reply), "%s\n\n\n%s", heads[l], v);
			hostile_expect(h, reply, 0, 0);
			snprintf(reply, sizeof(reply), "%s\n\n%s or %s", heads[l],
			    v, o);
			hostile_expect(h, reply, 0, 0);
			snprintf(reply, sizeof(reply), "%s\n\n%s\n\n%s",
			    heads[l], v, o);
			hostile_expect(h, reply, 0, 0);
			/* another tier before it, and on its own line */
			snprintf(reply, sizeof(reply), "Score: %s\n\n%s\n%s",
			    o, heads[l], v);
			hostile_expect(h, reply, 0, 0);
			snprintf(reply, sizeof(reply), "%s %s\n%s", heads[l],
			    o, v);
			hostile_expect(h, reply, 0, 0);
		}
		for (l = 0; l < sizeof(no) / sizeof(no[0]); l++) {
			snprintf(reply, sizeof(reply), "%s\n%s", no[l], v);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/*
 * tpl with every "%s" replaced by cell and every "%%" left as "%"
 * ("%%s" becomes "%s" for fill2, which gives the first the verdict
 * and the second the other tier; "%%2$s" is such a "%s" too).
 */
static void
table_fill(char *out, size_t size, const char *tpl, const char *cell)
{
	struct papo_buf o = PAPO_BUF_INIT;
	const char *p;

	for (p = tpl; *p; p++)
		if (p[0] == '%' && p[1] == 's') {
			papo_buf_adds(&o, cell);
			p++;
		} else if (p[0] == '%' && p[1] == '%' && p[2] == '2' &&
		    p[3] == '$') {
			papo_buf_addc(&o, '%');
			p += 3;
		} else if (p[0] == '%' && p[1] == '%') {
			papo_buf_addc(&o, '%');
			p++;
		} else
			papo_buf_addc(&o, *p);
	snprintf(out, size, "%s", o.s ? o.s : "");
	papo_buf_release(&o);
}

/*
 * Round 15: a table's row whose first cell is the label alone, the
 * value its last cell ("| Score | 4 |"), in a table with no other
 * number.  Another row with a number (a rating per criterion, a second
 * score row), a third cell, text after the row, a hedged value: no
 * score.
 */
static void
hostile_round15_table(struct hostile_run *h, const double *tiers,
    size_t nt)
{
	static const char *const cells[] = { "Score", "**Score**",
	    "Final score", "Score:", "**Final Score:**", "Overall score",
	    "\xe8\xaf\x84\xe5\x88\x86", "Bewertung", "Note" };
	/* %s the label's cell; %%s the verdict */
	static const char *const good[] = { "| %s | %%s |",
	    "| Criterion | Value |\n|---|---|\n| %s | %%s |",
	    "The proof holds.\n\n| %s | **%%s** |",
	    "|%s|%%s|", "| %s | %%s |\n|---|---|",
	    "| %s | %%s |\n\nThe proof is complete." };
	/* %s the label's cell; %%s the verdict, then another tier */
	static const char *const bad[] = { "| %s | %%s | %%s |",
	    "| %s | %%s or %%s |", "| %s | %%s? |",
	    "| %s | %%s (maybe %%s) |", "| %s | %%s out of 100 |",
	    "| %s | %%s | extra", "| Rigor | %%2$s |\n| %s | %%s |",
	    "| %s | %%s |\n| Rigor | %%s |", "| %s | %%s |\n| %s | %%s |",
	    "| %s | %%s |\n\nScore: %%s", "text | %s | %%s |", "| %s | %%s",
	    "| %s | %%s%% |", "| Expected %s | %%s |", "| %ss | %%s |",
	    "| Not %s | %%s |", "```\n| %s | %%s |\n```" };
	char v[32], o[32], fmt[256], reply[512];
	size_t t, b, l;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (l = 0; l < sizeof(cells) / sizeof(cells[0]); l++) {
			for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
				table_fill(fmt, sizeof(fmt), good[b], cells[l]);
				fill2(reply, sizeof(reply), fmt, v, "");
				hostile_expect(h, reply, 1, tiers[t]);
			}
			for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
				table_fill(fmt, sizeof(fmt), bad[b], cells[l]);
				fill2(reply, sizeof(reply), fmt, v, o);
				hostile_expect(h, reply, 0, 0);
			}
		}
	}
}

/*
 * Round 15: a verdict written as JSON, read by key rows: one score key
 * with one of the scores, commentary keys with strings (after the
 * score key, closing remarks only).  A second score or score-like key,
 * an unknown key, a hedged or out-of-scale value, commentary that
 * states another value, text around the object: no score.
 * %1$s the verdict, %2$s another tier.
 */
static void
hostile_round15_json(struct hostile_run *h, const double *tiers,
    size_t nt)
{
	static const char *const good[] = { "{\"score\": %s}",
	    "{\"score\": \"%s\"}", "{\"Score\": %s}", "{\"rating\": %s}",
	    "{\"final_score\": %s}",
	    "{\"reasoning\": \"Step 2 follows from step 1.\", \"score\": %s}",
	    "{\"score\": %s, \"reasoning\": \"The proof is complete.\"}",
	    "```json\n{\"explanation\": \"The bound holds.\", \"score\": %s}"
	    "\n```",
	    "\n{\n  \"feedback\": \"Sound.\",\n  \"score\": %s\n}\n",
	    /* since round 24 a trailing comma, as models write it */
	    "{\"score\": %s,}" };
	static const char *const bad[] = {
		"{\"score\": %s, \"score\": %s}", "{\"score\": %s, "
		"\"rating\": %s}", "{\"score\": %s, \"scores\": [%s]}",
		"{\"score\": %s, \"confidence\": 1}", "{\"score\": \"%s or %s\"}",
		"{\"score\": \"%s?\"}", "{\"score\": \"%s (fully correct)\"}",
		"{\"score\": %s, \"reasoning\": \"Maybe %s.\"}",
		"{\"score\": %s, \"reasoning\": \"Revised to %s.\"}",
		"{\"reasoning\": \"Score: %2$s\", \"score\": %s}",
		"{\"score\": %s, \"reasoning\": \"Score: %s\"}",
		"{\"reasoning\": \"It deserves a %2$s.\", \"score\": %s}",
		"{\"reasoning\": \"\\\\boxed{%2$s}\", \"score\": %s}",
		"{\"score\": [%s]}", "{\"score\": {\"value\": %s}}",
		"{\"score\": %s} or %s", "Maybe {\"score\": %s}",
		"{\"score\": %s}{\"score\": %s}", "{\"score\": \"%s out of 100\"}",
		"{\"score\": %s, \"reasoning\": {\"note\": %s}}",
		"```python\n{\"score\": %s}\n```", "{\"score\": %s,,}",
		"{\"scores\": %s}", "{\"points\": %s}", "{\"score\": 100}",
		"{\"score\": %se0}", "{\"score\": null}", "{\"score\": true}",
	};
	char v[32], o[32], fmt[256], reply[512];
	const char *p;
	size_t t, b;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
			fill2(reply, sizeof(reply), good[b], v, "");
			hostile_expect(h, reply, 1, tiers[t]);
		}
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			/* "%2$s" first: the other tier, then the verdict */
			if ((p = strstr(bad[b], "%2$s")) != NULL) {
				snprintf(fmt, sizeof(fmt), "%.*s%%s%s",
				    (int)(p - bad[b]), bad[b], p + 4);
				fill2(reply, sizeof(reply), fmt, o, v);
			} else
				fill2(reply, sizeof(reply), bad[b], v, o);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

/* The same with the rubric's grade label: "Final Grade:\nCORRECT". */
static void
hostile_round15_next_grades(struct hostile_run *h)
{
	static const char *const word[] = { "CORRECT", "INCORRECT" };
	/* the verdict, then the other grade */
	static const char *const good[] = { "Final Grade:\n%s",
	    "**Final Grade:**\n**%s**.", "Final Grade:\n\n%s" };
	/* one blank line is passed over (round 43), not two */
	static const char *const bad[] = { "Final Grade:\n%s or %s",
	    "Final Grade:\n%s?", "Final Grade:\n\n\n%s",
	    "Final Grade:\n%s\nFinal Grade: %s",
	    "Final Grade: %s\n\nFinal Grade:\n%s" };
	char reply[256];
	size_t b;
	int k;

	for (k = 0; k < 2; k++) {
		for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
			fill2(reply, sizeof(reply), good[b], word[k], "");
			hostile_expect(h, reply, 1, 1 - k);
		}
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			fill2(reply, sizeof(reply), bad[b], word[k],
			    word[1 - k]);
			hostile_expect(h, reply, 0, 0);
		}
	}
}

START_TEST(hostile_replies)
{
	static const double three[] = { 0, 0.5, 1 },
	    five[] = { 0, 0.25, 0.5, 0.75, 1 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };

	ck_assert_int_eq(parse(&r, tiers3), 0);
	hostile_scores(&h, three, 3);
	hostile_red(&h, three, 3);
	hostile_channels(&h, three, 3);
	papo_rubric_release(&r);
	ck_assert_int_eq(parse(&r, "scores: [0, 0.25, 0.5, 0.75, 1]\n"
	    "prompt: '{{response}}'\n"), 0);
	hostile_scores(&h, five, 5);
	hostile_red(&h, five, 5);
	hostile_channels(&h, five, 5);
	papo_rubric_release(&r);
	ck_assert_int_eq(parse(&r, grades), 0);
	hostile_grades(&h);
	hostile_red_grades(&h);
	hostile_channels_grades(&h);
	papo_rubric_release(&r);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
	fprintf(stderr, "hostile_replies: %d replies\n", h.checked);
	ck_assert_int_gt(h.checked, 2000);
}
END_TEST

START_TEST(hostile_round13_replies)
{
	static const double three[] = { 0, 0.5, 1 },
	    five[] = { 0, 0.25, 0.5, 0.75, 1 },
	    ten[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },
	    likert[] = { 1, 2, 3, 4, 5 };
	static const char *const rubrics[] = {
		"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 0.25, 0.5, 0.75, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
		"prompt: '{{response}}'\n",
		"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
	};
	const double *tiers[] = { three, five, ten, likert };
	const size_t nt[] = { 3, 5, 11, 5 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k;

	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		hostile_round13(&h, tiers[k], nt[k]);
		hostile_scales(&h, tiers[k], nt[k]);
		papo_rubric_release(&r);
	}
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
	fprintf(stderr, "hostile_round13_replies: %d replies\n", h.checked);
}
END_TEST

START_TEST(hostile_round14_replies)
{
	static const double three[] = { 0, 0.5, 1 },
	    five[] = { 0, 0.25, 0.5, 0.75, 1 },
	    ten[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },
	    likert[] = { 1, 2, 3, 4, 5 };
	static const char *const rubrics[] = {
		"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 0.25, 0.5, 0.75, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
		"prompt: '{{response}}'\n",
		"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
	};
	const double *tiers[] = { three, five, ten, likert };
	const size_t nt[] = { 3, 5, 11, 5 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k;

	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		hostile_round14_labels(&h, tiers[k], nt[k]);
		hostile_round14_words(&h, tiers[k], nt[k]);
		hostile_round14_scales(&h, tiers[k], nt[k]);
		hostile_round14_forms(&h, tiers[k], nt[k]);
		hostile_round14_judges(&h, tiers[k], nt[k]);
		papo_rubric_release(&r);
	}
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
	fprintf(stderr, "hostile_round14_replies: %d replies\n", h.checked);
}
END_TEST

/* Round 15: the verdict forms still no score after round 14. */
START_TEST(hostile_round15_replies)
{
	static const double three[] = { 0, 0.5, 1 },
	    five[] = { 0, 0.25, 0.5, 0.75, 1 },
	    ten[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },
	    likert[] = { 1, 2, 3, 4, 5 };
	static const char *const rubrics[] = {
		"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 0.25, 0.5, 0.75, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
		"prompt: '{{response}}'\n",
		"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
	};
	const double *tiers[] = { three, five, ten, likert };
	const size_t nt[] = { 3, 5, 11, 5 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k;

	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		hostile_round15_units(&h, tiers[k], nt[k]);
		hostile_round15_next(&h, tiers[k], nt[k]);
		hostile_round15_heading(&h, tiers[k], nt[k]);
		hostile_round15_table(&h, tiers[k], nt[k]);
		hostile_round15_json(&h, tiers[k], nt[k]);
		papo_rubric_release(&r);
	}
	ck_assert_int_eq(parse(&r, grades), 0);
	hostile_round15_next_grades(&h);
	papo_rubric_release(&r);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
	fprintf(stderr, "hostile_round15_replies: %d replies\n", h.checked);
}
END_TEST

/*
 * Round 16: real judges' replies in new phrasings, counted per family:
 * a misread (a reply that states no one verdict read as a score, or a
 * verdict read as another) is the worst error, a lost verdict (a clean
 * one not read) the second.  The replies are written as gpt-oss
 * (harmony channels), Qwen3 (<think>), DeepSeek-R1, Llama, Prometheus,
 * MT-Bench and G-Eval write them; each with its verdict clean and then
 * hedged, corrected, doubled, ranged, quoted, conditional, per
 * criterion, weighted, on another scale, in a code block or a table,
 * pairwise, refused or cut off.
 */
struct r16_family {
	const char *name;
	int seen, misread, lost;
};

static void
r16_expect(struct hostile_run *h, struct r16_family *f, const char *reply,
    int cut, int ok, double want)
{
	struct papo_rubric_verdict v;
	char shown[1200];
	size_t i, k = 0;
	int got;

	if (!hostile_sampled(h))
		return;
	got = papo_rubric_read(h->r, reply, strlen(reply), cut, &v);
	/* one line a reply in the messages: "\n" for its newlines */
	for (i = 0; reply[i] && k + 3 < sizeof(shown); i++)
		if (reply[i] == '\n') {
			shown[k++] = '\\';
			shown[k++] = 'n';
		} else
			shown[k++] = reply[i];
	shown[k] = '\0';
	h->checked++;
	f->seen++;
	if (ok == 1 && got != 0 && lowest_praised(h->r, reply, want))
		ok = 2;		/* may go unread */
	if (got == 0 && (!ok || v.score != want)) {
		fprintf(stderr, "round 16 %s: misread as %g: %s\n", f->name,
		    v.score, shown);
		f->misread++;
		h->failed++;
	} else if (ok && got != 0) {
		/* ok 2: a verdict that may be unread (a justification with
		   a word no row holds), counted, never a failure */
		if (ok == 1)
			fprintf(stderr, "round 16 %s: lost (%s): %s\n",
			    f->name, v.why ? v.why : "?", shown);
		f->lost++;
		h->failed += ok == 1;
	}
}

/*
 * Round 19's families, ~100,000 replies: every one in the plain build;
 * under PAPO_UNIT_QUICK (valgrind, ASan) one in ten of those
 * hostile_sampled would check (one in 200 under valgrind), so that
 * check_rubric's cost under valgrind stays near what it was before
 * them: the plain build reads them all.
 */
static void
r19_expect(struct hostile_run *h, struct r16_family *f, const char *reply,
    int ok, double want)
{
	static long every, seen;

	if (every == 0)
		every = papo_test_reps(4, 1) == 4 ? 1 : 10;
	if (seen++ % every == 0)
		r16_expect(h, f, reply, 0, ok, want);
}

/*
 * %1$s the verdict, %2$s another tier, in a template written with
 * "%s" for the verdict and "%2$s" for the other tier, in any order.
 */
static void
r16_fill(char *out, size_t size, const char *tpl, const char *v,
    const char *o)
{
	struct papo_buf b = PAPO_BUF_INIT;
	const char *p;

	for (p = tpl; *p; p++)
		if (p[0] == '%' && p[1] == 's') {
			papo_buf_adds(&b, v);
			p++;
		} else if (strncmp(p, "%2$s", 4) == 0) {
			papo_buf_adds(&b, o);
			p += 3;
		} else
			papo_buf_addc(&b, *p);
	snprintf(out, size, "%s", b.s ? b.s : "");
	papo_buf_release(&b);
}

/* The labels of a justification block, in the languages judges write. */
static const char *const r16_why_labels[] = {
	"Explanation: ", "Reason: ", "Justification: ", "Rationale: ",
	"Feedback: ", "**Explanation:** ", "Reasoning:\n",
	"\xe8\xa7\xa3\xe9\x87\x8a\xef\xbc\x9a",		/* 解释： */
	"\xe7\x90\x86\xe7\x94\xb1\xef\xbc\x9a",		/* 理由： */
	"\xe8\xaf\xb4\xe6\x98\x8e\xef\xbc\x9a",		/* 说明： */
	"\xe8\xaa\xac\xe6\x98\x8e\xef\xbc\x9a",		/* 説明： */
	"\xec\x84\xa4\xeb\xaa\x85: ",			/* 설명: */
	"\xec\x9d\xb4\xec\x9c\xa0: ",			/* 이유: */
	"Explicaci\xc3\xb3n: ", "Justificaci\xc3\xb3n: ",
	"Explica\xc3\xa7\xc3\xa3o: ", "Justificativa: ",
	"Spiegazione: ", "Motivazione: ", "Begr\xc3\xbcndung: ",
	"Erkl\xc3\xa4rung: ",
	"\xd0\x9e\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0"
	"\xd0\xbd\xd0\xb8\xd0\xb5: ",			/* Обоснование: */
	"\xd0\x9e\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd"
	"\xd0\xb8\xd0\xb5: ",				/* Объяснение: */
	"Explication : ", "Justification : ",
};

/* What a justification holds: the work described, in its language. */
static const char *const r16_why_good[] = {
	"The student factors the quadratic and checks both roots; every "
	"step is justified.",
	"Step 2 follows from step 1, and the final answer matches the "
	"reference. The student did not state the domain, a minor gap.",
	"The derivation is clear: the student verifies $x^2 - 5x + 6 = 0$ "
	"at $x = 2$ and $x = 3$.",
	"The student applies the zero-product property to $(x-2)(x-3)$; a "
	"well-organized, two-step argument.",
	"\xe5\xad\xa6\xe7\x94\x9f\xe6\xad\xa3\xe7\xa1\xae\xe5\x9c\xb0\xe5"
	"\x9b\xa0\xe5\xbc\x8f\xe5\x88\x86\xe8\xa7\xa3\xe4\xba\x86\xe4\xba"
	"\x8c\xe6\xac\xa1\xe6\x96\xb9\xe7\xa8\x8b\xef\xbc\x8c\xe5\xb9\xb6"
	"\xe6\xa3\x80\xe9\xaa\x8c\xe4\xba\x86\xe4\xb8\xa4\xe4\xb8\xaa\xe6"
	"\xa0\xb9\xe3\x80\x82",
	/* 学生正确地因式分解了二次方程，并检验了两个根。 */
	"El estudiante factoriza la ecuaci\xc3\xb3n cuadr\xc3\xa1" "tica y "
	"comprueba ambas ra\xc3\xad" "ces.",
	"Der Student faktorisiert die Gleichung und pr\xc3\xbc" "ft beide "
	"L\xc3\xb6sungen.",
	"L'\xc3\xa9l\xc3\xa8ve factorise l'\xc3\xa9quation et v\xc3\xa9"
	"rifie les deux racines.",
	"\xd0\xa1\xd1\x82\xd1\x83\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x82 \xd1\x80"
	"\xd0\xb0\xd0\xb7\xd0\xbb\xd0\xb0\xd0\xb3\xd0\xb0\xd0\xb5\xd1\x82 "
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8"
	"\xd0\xb5 \xd0\xb8 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80"
	"\xd1\x8f\xd0\xb5\xd1\x82 \xd0\xbe\xd0\xb1\xd0\xb0 \xd0\xba\xd0\xbe"
	"\xd1\x80\xd0\xbd\xd1\x8f.",
	/* Студент раскладывает уравнение и проверяет оба корня. */
	"O aluno fatora a equa\xc3\xa7\xc3\xa3o e verifica as duas "
	"ra\xc3\xad" "zes.",
	"Lo studente fattorizza l'equazione e verifica entrambe le radici.",
	"\xed\x95\x99\xec\x83\x9d\xec\x9d\x80 \xec\x9d\xb4\xec\xb0\xa8"
	"\xeb\xb0\xa9\xec\xa0\x95\xec\x8b\x9d\xec\x9d\x84 \xec\x98\xac"
	"\xeb\xb0\x94\xeb\xa5\xb4\xea\xb2\x8c \xed\x92\x80\xec\x97\x88"
	"\xeb\x8b\xa4.",
	/* 학생은 이차방정식을 올바르게 풀었다. */
	"\xe5\xad\xa6\xe7\x94\x9f\xe3\x81\xaf\xe6\x96\xb9\xe7\xa8\x8b\xe5"
	"\xbc\x8f\xe3\x82\x92\xe6\xad\xa3\xe3\x81\x97\xe3\x81\x8f\xe8\xa7"
	"\xa3\xe3\x81\x84\xe3\x81\xa6\xe3\x81\x84\xe3\x82\x8b\xe3\x80\x82",
	/* 学生は方程式を正しく解いている。 */
};

/* What no justification holds: %2$s another tier, %s the verdict. */
static const char *const r16_why_bad[] = {
	/* round 16i (lead): hedges, corrections and doubts in words no
	   refusal row lists; refused because no row of work_words holds
	   them */
	"The derivation is clean. That said, knock it down a notch.",
	"The answer matches the reference, or so it seems at first glance.",
	"Everything checks out. Just kidding.",
	"The work is good, albeit certainty is lacking.",
	"The work is good. Not final though.",
	"The solution is sound. Upon review, the solution is wrong.",
	"Ignore the number above.", "The number above is a mistake.",
	"Dunno.", "TBD.", "Needs a second opinion.", "To be revisited.",
	"Guessing here.", "Low confidence.", "Confidence: low.",
	"Hard to tell.", "Unclear.", "The student is sound. Or not.",
	"La soluci\xc3\xb3n es correcta, aunque con reservas.",
	"La solution est correcte, sans certitude.",
	"La soluzione \xc3\xa8 corretta, ma non ne sono certo.",
	"A solu\xc3\xa7\xc3\xa3o est\xc3\xa1 correta, mas sem certeza.",
	"\xe8\xa7\xa3\xe7\xad\x94\xe3\x81\xaf\xe6\xad\xa3\xe3\x81\x97\xe3"
	"\x81\x84\xe3\x81\x8c\xe3\x80\x81\xe8\x87\xaa\xe4\xbf\xa1\xe3\x81"
	"\xaf\xe3\x81\xaa\xe3\x81\x84\xe3\x80\x82",	/* 解答は正しいが、自信はない。 */
	"The response is a coin flip.", "The steps are sound, mostly.",
	"Maybe it deserves %2$s.", "The proof is complete, so %2$s.",
	"Actually, %2$s.", "Score: %2$s", "I'd give it %2$s.",
	"It could be %2$s.", "Somewhere between %s and %2$s.",
	"%2$s out of 10.", "Rating: %2$s", "On a 10-point scale it is %2$s.",
	"If the last step were right, %2$s.", "Correction: %2$s",
	"\\boxed{%2$s}", "%2$s/10", "It is a solid %2$s.",
	"The student's work deserves full marks.",
	"Wait, I need to reconsider.", "I am not sure about this.",
	"This may be too generous.", "The score should be lower.",
	"Honestly, a %2$s.", "Hmm.", "Is the proof complete?",
	"The student earns $%2$s$.", "%s or %2$s, hard to say.",
	"It is 80%% right.", "Es ist eine %2$s.", "Vielleicht %2$s.",
	"Quiz\xc3\xa1s %2$s.", "En fait, %2$s.", "Na verdade, %2$s.",
	"\xe4\xb9\x9f\xe8\xae\xb8\xe5\xba\x94\xe8\xaf\xa5\xe6\x98\xaf%2$s"
	"\xe5\x88\x86\xe3\x80\x82",	/* 也许应该是%s分。 */
	"\xe5\x85\xb6\xe5\xae\x9e\xe6\x9c\x89\xe9\x94\x99\xe3\x80\x82",
	/* 其实有错。 */
	"\xe6\x88\x91\xe4\xb8\x8d\xe7\xa1\xae\xe5\xae\x9a\xe3\x80\x82",
	/* 我不确定。 */
	"\xe4\xba\x94\xe5\x88\x86\xe3\x80\x82",	/* 五分。 */
	"\xd0\x9c\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82 \xd0\xb1\xd1\x8b\xd1\x82"
	"\xd1\x8c, %2$s.",		/* Может быть, %s. */
	"The student's answer, %2$s, is right.", "Grade: %2$s",
	"The student's answer is right. Score: %2$s",
	"It reaches the top level.", "The proof is worth four.",
	"Half credit.", "It sits in the highest band.",
	"The student gets %2$s.", "A perfect answer.",
	/* round 16b: what the first rows let through */
	"This is a three-point response.", "It's a B.",
	"\xe6\xbb\xa1\xe5\x88\x86\xe3\x80\x82",	/* 满分。 */
	"\xe6\xba\x80\xe7\x82\xb9\xe3\x81\xa7\xe3\x81\x99\xe3\x80"
	"\x82",					/* 満点です。 */
	"\xeb\xa7\x8c\xec\xa0\x90\xec\x9e\x85\xeb\x8b\x88\xeb\x8b"
	"\xa4.",					/* 만점입니다. */
	"\xd0\x92\xd1\x8b\xd1\x81\xd1\x88\xd0\xb8\xd0\xb9 \xd0\xb1"
	"\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xb0.",	/* Высший балла. */
	"Volle Punktzahl.", "Puntuaci\xc3\xb3n m\xc3\xa1xima.",
	"Voto pieno.", "Nota m\xc3\xa1xima.",
	"The student earns top-tier credit.",
	/* round 16c: deserving, rather, would give, in the other languages */
	"Merece menos.", "Je mettrais plut\xc3\xb4t moins.",
	"Ich w\xc3\xbcrde weniger geben.",
	"\xd0\xaf \xd0\xb1\xd1\x8b \xd0\xbf\xd0\xbe\xd1\x81\xd1\x82"
	"\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb \xd0\xbc\xd0\xb5\xd0\xbd"
	"\xd1\x8c\xd1\x88\xd0\xb5.",		/* Я бы поставил меньше. */
	"Darei meno.", "Merita di pi\xc3\xb9.", "Il m\xc3\xa9rite mieux.",
	"Verdient mehr.", "Daria menos.",
	"\xd0\x97\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
	"\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 \xd0\xb1\xd0\xbe\xd0\xbb"
	"\xd1\x8c\xd1\x88\xd0\xb5\xd0\xb3\xd0\xbe.",
					/* Заслуживает большего. */
	"\xe5\xba\x94\xe5\xbe\x97\xe6\x9b\xb4\xe9\xab\x98\xe3\x80"
	"\x82",					/* 应得更高。 */
	"\xe3\x82\x82\xe3\x81\xa3\xe3\x81\xa8\xe4\xbd\x8e\xe3\x81"
	"\x8f\xe3\x81\xa6\xe3\x82\x88\xe3\x81\x84\xe3\x80\x82",
						/* もっと低くてよい。 */
	"\xeb\x8d\x94 \xeb\x82\xae\xec\x95\x84\xec\x95\xbc "
	"\xed\x95\x9c\xeb\x8b\xa4.",		/* 더 낮아야 한다. */
	/* round 16g: stars, ranges, provisional verdicts */
	"Four stars.", "Between good and excellent.", "Borderline.",
	"Tentative.", "Provisional.", "Subject to revision.",
	"Pending review of step 3.", "Roughly so.", "On the fence.",
	"Overrated.", "The previous response was better.",
	/* round 16f: a number after a step's, digits of other scripts */
	"Step 2: 3 errors.", "In step 2 the student has %2$s roots.",
	"It is a \xef\xbc\x93.", "It is a \xe2\x91\xa3.",
	"It sits at \xe2\x85\xa3.", "It is \xd9\xa3.", "Nearly \xc2\xbd.",
	"A clean \xe0\xa5\xa9.", "Level\xc2\xb2.",
	/* round 16e: grading verbs and adverbs with no value */
	"Generously rounded up.", "Rounded down.",
	"Docked for the sign error.", "A small penalty applies.",
	"Deducted for style.", "Bumped up for clarity.",
	"Leniently judged.", "Penalized for the gap.",
	/* round 16d: the grader speaking of its own grading */
	"I'd say it is weaker than it looks.", "We are harsher here.",
	"My view is stricter.", "J'attribuerais moins.",
	"Ich sehe das kritischer.", "Yo lo veo m\xc3\xa1s d\xc3\xa9" "bil.",
	"Eu vejo menos.", "Io vedo meno.",
	"\xd0\xaf \xd1\x81\xd1\x87\xd0\xb8\xd1\x82\xd0\xb0\xd1\x8e "
	"\xd0\xb8\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5.",	/* Я считаю иначе. */
	"\xe6\x88\x91\xe8\xa7\x89\xe5\xbe\x97\xe8\xbf\x98\xe8\xa1"
	"\x8c\xe3\x80\x82",				/* 我觉得还行。 */
	"\xe7\xa7\x81\xe3\x81\xaf\xe5\x8e\xb3\xe3\x81\x97\xe3\x81"
	"\x8f\xe8\xa6\x8b\xe3\x82\x8b\xe3\x80\x82",	/* 私は厳しく見る。 */
	"\xec\xa0\x80\xeb\x8a\x94 \xec\x97\x84\xea\xb2\xa9\xed\x95"
	"\x98\xea\xb2\x8c \xeb\xb3\xb8\xeb\x8b\xa4.",	/* 저는 엄격하게 본다. */
};

static void
hostile_round16_why(struct hostile_run *h, struct r16_family *f,
    const double *tiers, size_t nt)
{
	char v[32], o[32], body[512], reply[1024];
	size_t t, l, b;

	/* the lowest and the highest tier of a scale (and the middle of
	   three): a justification's rows do not depend on the tier, and
	   every label meets every body (valgrind's cost, check-time.md) */
	for (t = 0; t < nt; t += nt > 3 ? nt - 1 : 1) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (l = 0; l < sizeof(r16_why_labels) /
		    sizeof(r16_why_labels[0]); l++) {
			for (b = 0; b < sizeof(r16_why_good) /
			    sizeof(r16_why_good[0]); b++) {
				snprintf(reply, sizeof(reply), "Score: %s\n\n"
				    "%s%s", v, r16_why_labels[l],
				    r16_why_good[b]);
				/* rows 0 and 2 are made of work_words only
				   and are read; the others hold a word no row
				   holds (another language, "not", "two-step")
				   and may go unread, never misread */
				r16_expect(h, f, reply, 0, b == 0 || b == 2 ?
				    1 : 2, tiers[t]);
			}
			for (b = 0; b < sizeof(r16_why_bad) /
			    sizeof(r16_why_bad[0]); b++) {
				r16_fill(body, sizeof(body), r16_why_bad[b], v,
				    o);
				snprintf(reply, sizeof(reply), "Score: %s\n\n"
				    "%s%s", v, r16_why_labels[l], body);
				r16_expect(h, f, reply, 0, 0, 0);
				/* after a good sentence too (the lowest tier:
				   the sentence before is the same at every
				   tier) */
				if (t != 0)
					continue;
				snprintf(reply, sizeof(reply), "Score: %s\n\n"
				    "%s%s %s", v, r16_why_labels[l],
				    r16_why_good[0], body);
				r16_expect(h, f, reply, 0, 0, 0);
			}
			/* a justification that is not the last thing, or
			   that is no justification's label */
			snprintf(reply, sizeof(reply), "Score: %s\n\n%s%s\n\n"
			    "Score: %s", v, r16_why_labels[l],
			    r16_why_good[0], o);
			r16_expect(h, f, reply, 0, 0, 0);
		}
		snprintf(reply, sizeof(reply), "Score: %s\n\nExplanations: "
		    "%s", v, r16_why_good[0]);
		r16_expect(h, f, reply, 0, 0, 0);
		snprintf(reply, sizeof(reply), "Score: %s\n\nMaybe reason: "
		    "%s", v, r16_why_good[0]);
		r16_expect(h, f, reply, 0, 0, 0);
	}
}

/* JSON verdicts under a grade rubric (pass/fail): grades, the keys. */
static void
hostile_round16_json_grades(struct hostile_run *h, struct r16_family *f)
{
	static const char *const word[] = { "CORRECT", "INCORRECT" };
	static const char *const good[] = { "{\"grade\": \"%s\"}",
	    "{\"final_grade\": \"%s\"}", "{\"Final Grade\": \"%s\"}",
	    "{\"verdict\": \"%s\"}",
	    "{\"reasoning\": \"The answers match.\", \"grade\": \"%s\"}",
	    "```json\n{\"grade\": \"%s\", \"explanation\": \"Same value.\"}"
	    "\n```", "{\"grade\": \"%s\"}\n" };
	static const char *const bad[] = { "{\"grade\": \"%s\", \"grade\": "
	    "\"%2$s\"}", "{\"grade\": \"%s or %2$s\"}",
	    "{\"grade\": \"%s\", \"verdict\": \"%2$s\"}",
	    "{\"grade\": \"%s?\"}", "{\"grade\": \"%s\", \"confidence\": 1}",
	    "{\"grade\": \"%s\", \"reasoning\": \"Maybe %2$s.\"}",
	    "{\"reasoning\": \"Final Grade: %2$s\", \"grade\": \"%s\"}",
	    "{\"grade\": [\"%s\"]}", "{\"grade\": \"%s\"} or %2$s",
	    "{\"grade\": \"MAYBE\"}", "{\"grade\": true}",
	    "{\"grade\": \"%s\", \"reasoning\": \"Actually %2$s.\"}",
	    "{\"grades\": \"%s\"}", "{\"grade\": \"%s\"}{\"grade\": \"%2$s\"}",
	    "{\"grade\": \"%s\", \"score\": 1}",
	    "Final Grade: %s\n\nExplanation: Maybe %2$s.",
	    "Final Grade: %s\n\nReason: The forms differ, so %2$s.",
	    "Final Grade: %s\n\nExplanation: I would say %2$s.",
	    "Final Grade: %s\n\nExplanation: Score: 0",
	    /* a grade, then a justification: the answer weighed again
	       (session 71: the same words after the other grade were
	       read too) */
	    "Final Grade: %s\n\nExplanation: Both are the same fraction "
	    "after simplification.",
	    "**Final Grade:** %s\n\nReason: The expressions agree "
	    "everywhere." };
	char reply[512];
	size_t b;
	int k;

	for (k = 0; k < 2; k++) {
		for (b = 0; b < sizeof(good) / sizeof(good[0]); b++) {
			r16_fill(reply, sizeof(reply), good[b], word[k],
			    word[1 - k]);
			r16_expect(h, f, reply, 0, 1, 1 - k);
		}
		for (b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			r16_fill(reply, sizeof(reply), bad[b], word[k],
			    word[1 - k]);
			r16_expect(h, f, reply, 0, 0, 0);
		}
	}
}

/*
 * Whole replies as the judges write them: %s the verdict, %2$s another
 * tier.  good: one verdict; bad: none committed.
 */
static const char *const r16_judge_good[] = {
	/* gpt-oss, harmony channels */
	"<|channel|>analysis<|message|>The student checks both roots. "
	"Score 2? No, the proof is complete.<|end|><|start|>assistant"
	"<|channel|>final<|message|>Score: %s<|return|>",
	"analysisThe bound holds.assistantfinalScore: %s",
	/* Qwen3 and DeepSeek-R1: reasoning, then the verdict */
	"<think>\nStep 2 looks thin; maybe %2$s. Let me check again. It is "
	"fine.\n</think>\n\nThe response is correct and complete.\n\n"
	"**Score: %s**",
	"<think>Okay, the rubric gives %2$s for gaps.</think>\n\n"
	"Score: \\boxed{%s}",
	"The student's proof is rigorous.\n\n**Final Score:** %s",
	/* Llama */
	"The solution is correct.\n\nScore: %s<|eot_id|>",
	/* Prometheus */
	"Feedback: The response derives the formula and justifies each "
	"step. [RESULT] %s",
	/* MT-Bench */
	"The assistant's answer is accurate and well explained.\n\n"
	"Rating: [[%s]]",
	/* a verdict, then its justification */
	"Score: %s\n\nExplanation: The student factors the quadratic and "
	"checks both roots.",
	"**Score:** %s\n\n**Justification:** Every step follows from the "
	"step before it.",
	/* the justification on the verdict's own line */
	"Score: %s. Explanation: The student factors the quadratic.",
	"Score: %s (Reason: every step is justified)",
	"**Score:** %s \xe2\x80\x94 Justification: The proof is complete.",
	/* numbers of the mathematics, conditions with no value */
	"Final answer: 12\nStep 2: 4\n\nScore: %s",
	"- The student's answer: 7.\n- Expected: 7.\n\nScore: %s",
	"If the student had checked the domain, the proof would be "
	"complete.\n\nScore: %s",
	"The rubric's top level reads \"complete and rigorous\".\n\n"
	"Score: %s",
	"1. Correctness: the student factors correctly.\n2. Rigor: both "
	"roots are checked.\n\nScore: %s",
	/* a justification in Chinese made of rubric_cjk.c's rows */
	"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\xe5\x88\x86\n"
	"\xe7\x90\x86\xe7\x94\xb1\xef\xbc\x9a\xe6\x8e\xa8\xe5\xaf\xbc\xe6"
	"\xb8\x85\xe6\x99\xb0\xe3\x80\x82",	/* 评分：%s分\n理由：推导清晰。 */
};
static const char *const r16_judge_bad[] = {
	/* a justification in Chinese that doubts it: 也许 (maybe) is no
	   row of rubric_cjk.c */
	"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\xe5\x88\x86\n"
	"\xe7\x90\x86\xe7\x94\xb1\xef\xbc\x9a\xe6\x8e\xa8\xe5\xaf\xbc\xe4"
	"\xb9\x9f\xe8\xae\xb8\xe6\xb8\x85\xe6\x99\xb0\xe3\x80\x82",
	/* 评分：%s分\n理由：推导也许清晰。 */
	/* harmony: the final channel hedged, doubled; analysis only */
	"<|channel|>analysis<|message|>Fine.<|end|><|start|>assistant"
	"<|channel|>final<|message|>Score: %s, maybe %2$s<|return|>",
	"<|channel|>analysis<|message|>Score: %s<|end|>",
	"<|channel|>analysis<|message|>x<|end|><|start|>assistant"
	"<|channel|>final<|message|>Score: %s\nScore: %2$s<|return|>",
	/* <think> that never closes, or the verdict only inside it */
	"<think>The proof is fine. Score: %s",
	"<think>Score: %s</think>\n\nI am not sure how to grade this.",
	/* hedged, corrected, doubled, ranged */
	"Score: %s (or %2$s if the domain matters)", "Score: %s-%2$s",
	"Score: %s\n\nActually %2$s.", "Score: %s\n\nActually, %2$s.",
	"Score: %s. On reflection, %2$s.", "Score: %s\nScore: %2$s",
	"Score: between %s and %2$s",
	"Score: %s\n\nHmm, I'd lower that to %2$s.",
	/* conditional */
	"If the final step were right, %2$s. Score: %s",
	"If the final step were right, %2$s.\n\nScore: %s",
	"Score: %s if the final step is right, else %2$s",
	"Had the student checked the domain, %2$s.\n\nScore: %s",
	/* quoted from the rubric */
	"The rubric says \"%2$s: minor gaps\".\n\nScore: %s",
	"Rubric:\n%2$s: minor gaps\n%s: complete\n\nThe response has minor "
	"gaps.",
	"> Score: %2$s means the proof has gaps.\n\nScore: %s",
	/* per criterion, and a total outside their range (their sum
	   when %2$s is 1 and %s 2); weighted sums */
	"Correctness: %2$s\nClarity: %2$s\nTotal: %s",
	"- Correctness: %2$s/5\n- Rigor: %s/5\n\nScore: %s",
	"Coherence: %2$s\nConsistency: %s\nFluency: %s\nRelevance: %s",
	"Score = 0.5 * %s + 0.5 * %2$s", "Score: 0.6*%s + 0.4*%2$s",
	"Weighted: 0.5 x %2$s + 0.5 x %s\nScore: %s",
	/* another scale, converted */
	"Score: %s/5 \xe2\x86\x92 0.8", "Score: %s/5 -> %2$s",
	"Score: %s (i.e. %2$s on a 0-1 scale)",
	/* a score in a code block, a table with two rows */
	"```\nScore: %s\n```", "Verdict:\n```\nScore: %s\n```\nDone.",
	"| Score | %s |\n| Score | %2$s |",
	"| Criterion | Score |\n|---|---|\n| Rigor | %2$s |\n| Total | %s |",
	/* pairwise */
	"A: %s, B: %2$s", "Response A: Score: %2$s\nResponse B: Score: %s",
	"[[A]]", "Assistant A: %s\nAssistant B: %2$s\n\n[[A]]",
	"Score for A: %2$s\nScore for B: %s",
	"Response A: %2$s\n\nScore: %s",
	/* a refusal, nothing to read */
	"I'm sorry, but I can't evaluate this response.",
	"I cannot assign a score without the reference solution.",
	/* G-Eval: a form filled in with a value per aspect */
	"Evaluation Form (scores ONLY):\n- Coherence: %s\n- Fluency: %2$s",
	/* a verdict then the judge doubts or reopens it */
	"Score: %s\n\nBut I'm not confident.",
	"Score: %s\n\nLet me double-check the second step.",
	"**Score:** %s\n\n(Could also argue for %2$s.)",
	"Score: %s <think>Hmm, maybe %2$s.</think>",
	/* a justification on the verdict's own line that is none */
	"Score: %s. Explanation: maybe %2$s.",
	"Score: %s (Reason: %2$s is fairer)",
	"Score: %s \xe2\x80\x94 Rationale: I would give %2$s.",
	"Score: %s. Explanation: fine.\nScore: %2$s",
	"Score: %s. Explanations: fine, %2$s.",
	/* round 16g: a level named, a pairwise verdict, another response */
	"Level %2$s applies.\n\nScore: %s", "This fits tier %2$s.\n\nScore: %s",
	"[[A]]\n\nScore: %s", "Score: %s\n\n[[B]]",
	"Verdict: [[A]]\nScore: %s", "Response A gets %2$s.\nScore: %s",
	"Assistant B reaches %2$s.\n\nScore: %s",
	/* round 16b: criteria on another scale, in other languages */
	"Correctness: 8/10\nClarity: 9/10\n\nScore: %s",
	"Pr\xc3\xa4zision: %2$s\n\nScore: %s",
	"\xe6\xad\xa3\xe7\xa1\xae\xe6\x80\xa7\xef\xbc\x9a%2$s\n\n"
	"Score: %s",					/* 正确性：%s */
	"**Clarity:** %2$s\n**Rigor:** %2$s\n\n**Score:** %s",
};

static void
hostile_round16_judges(struct hostile_run *h, struct r16_family *good,
    struct r16_family *bad, const double *tiers, size_t nt)
{
	char v[32], o[32], reply[1024];
	size_t t, b;

	for (t = 0; t < nt; t++) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		snprintf(o, sizeof(o), "%g", tiers[t] == tiers[0] ?
		    tiers[nt - 1] : tiers[0]);
		for (b = 0; b < sizeof(r16_judge_good) /
		    sizeof(r16_judge_good[0]); b++) {
			r16_fill(reply, sizeof(reply), r16_judge_good[b], v,
			    o);
			r16_expect(h, good, reply, 0, 1, tiers[t]);
			/* the same reply, cut off by its length limit */
			r16_expect(h, bad, reply, 1, 0, 0);
		}
		for (b = 0; b < sizeof(r16_judge_bad) /
		    sizeof(r16_judge_bad[0]); b++) {
			r16_fill(reply, sizeof(reply), r16_judge_bad[b], v, o);
			r16_expect(h, bad, reply, 0, 0, 0);
		}
	}
}

START_TEST(hostile_round16_replies)
{
	static const double three[] = { 0, 0.5, 1 },
	    five[] = { 0, 0.25, 0.5, 0.75, 1 },
	    ten[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },
	    likert[] = { 1, 2, 3, 4, 5 };
	static const char *const rubrics[] = {
		"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 0.25, 0.5, 0.75, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
		"prompt: '{{response}}'\n",
		"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
	};
	const double *tiers[] = { three, five, ten, likert };
	const size_t nt[] = { 3, 5, 11, 5 };
	struct r16_family fam[] = { { "why", 0, 0, 0 },
	    { "json-grades", 0, 0, 0 }, { "judges-clean", 0, 0, 0 },
	    { "judges-hostile", 0, 0, 0 } };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k;

	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		hostile_round16_why(&h, &fam[0], tiers[k], nt[k]);
		hostile_round16_judges(&h, &fam[2], &fam[3], tiers[k], nt[k]);
		papo_rubric_release(&r);
	}
	ck_assert_int_eq(parse(&r, grades), 0);
	hostile_round16_json_grades(&h, &fam[1]);
	papo_rubric_release(&r);
	for (k = 0; k < sizeof(fam) / sizeof(fam[0]); k++)
		fprintf(stderr, "hostile_round16 %-14s %5d replies, %d "
		    "misread, %d lost\n", fam[k].name, fam[k].seen,
		    fam[k].misread, fam[k].lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread "
	    "or lost", h.failed, h.checked);
}
END_TEST

/*
 * Round 17: a justification is read by rows of recognised words, in
 * English and in Spanish, French, German, Italian, Portuguese and
 * Russian.  r17_clean holds what judges write of the work (MT-Bench's
 * judges of "the assistant's response", math judges of the student's
 * steps), made only of rows, under a label of its language: each must
 * be read, under its label and under "Explanation:".  r17_hedge holds
 * hedges, doubts, corrections, retractions and conditions in phrasings
 * no earlier round has, in every listed language (Chinese, Japanese and
 * Korean too): each meets every clean body in four places (a sentence
 * after it, a sentence before it, a clause ending it, an aside after
 * its first word), and every one of those twins must be no score.  A
 * row that lets a hedge through shows here as a misread.
 */
struct r17_body {
	const char *label, *text;
};

static const struct r17_body r17_clean[] = {
	{ "Explanation: ",
	    "The assistant's response is relevant, detailed and helpful." },
	{ "Reason: ",
	    "The assistant explains each step and provides a clear "
	    "overview of the method." },
	{ "Justification: ",
	    "The student factors the quadratic, substitutes both roots and "
	    "states the final answer." },
	{ "Feedback: ",
	    "The response is well-structured and easy to follow." },
	{ "**Explanation:** ",
	    "Overall, the assistant's answer is thorough, informative and "
	    "relevant to the user's question." },
	{ "Rationale: ",
	    "The derivation is rigorous: the student applies the "
	    "zero-product property to $(x-2)(x-3)$ and checks each root." },
	/* Explicación: El estudiante factoriza la ecuación y comprueba
	   ambas raíces. */
	{ "Explicaci\xc3\xb3n: ",
	    "El estudiante factoriza la ecuaci\xc3\xb3n y comprueba ambas "
	    "ra\xc3\xad" "ces." },
	/* Justificación: La respuesta del asistente es clara, detallada
	   y completa. */
	{ "Justificaci\xc3\xb3n: ",
	    "La respuesta del asistente es clara, detallada y completa." },
	/* Explicación: El razonamiento es riguroso y cada paso está
	   justificado. */
	{ "Explicaci\xc3\xb3n: ",
	    "El razonamiento es riguroso y cada paso est\xc3\xa1 "
	    "justificado." },
	/* Explication : L'élève factorise l'équation et vérifie
	   chaque racine. */
	{ "Explication : ",
	    "L'\xc3\xa9l\xc3\xa8ve factorise l'\xc3\xa9quation et "
	    "v\xc3\xa9rifie chaque racine." },
	/* Justification : Le raisonnement est clair et chaque étape est
	   justifiée. */
	{ "Justification : ",
	    "Le raisonnement est clair et chaque \xc3\xa9tape est "
	    "justifi\xc3\xa9" "e." },
	/* Explication : La réponse de l'assistant est claire,
	   détaillée et complète. */
	{ "Explication : ",
	    "La r\xc3\xa9ponse de l'assistant est claire, "
	    "d\xc3\xa9taill\xc3\xa9" "e et compl\xc3\xa8te." },
	/* Begründung: Der Schüler faktorisiert die Gleichung und prüft
	   beide Lösungen. */
	{ "Begr\xc3\xbcndung: ",
	    "Der Sch\xc3\xbcler faktorisiert die Gleichung und "
	    "pr\xc3\xbc" "ft beide L\xc3\xb6sungen." },
	/* Erklärung: Die Herleitung ist klar und jeder Schritt ist
	   begründet. */
	{ "Erkl\xc3\xa4rung: ",
	    "Die Herleitung ist klar und jeder Schritt ist "
	    "begr\xc3\xbcndet." },
	/* Begründung: Die Antwort des Assistenten ist ausführlich und
	   vollständig. */
	{ "Begr\xc3\xbcndung: ",
	    "Die Antwort des Assistenten ist ausf\xc3\xbchrlich und "
	    "vollst\xc3\xa4ndig." },
	{ "Spiegazione: ",
	    "Lo studente fattorizza l'equazione e verifica entrambe le "
	    "radici." },
	/* Motivazione: Il ragionamento è chiaro e ogni passaggio è
	   giustificato. */
	{ "Motivazione: ",
	    "Il ragionamento \xc3\xa8 chiaro e ogni passaggio \xc3\xa8 "
	    "giustificato." },
	/* Spiegazione: La risposta dell'assistente è chiara, dettagliata
	   e completa. */
	{ "Spiegazione: ",
	    "La risposta dell'assistente \xc3\xa8 chiara, dettagliata e "
	    "completa." },
	/* Explicação: A aluna fatora a equação e verifica ambas as
	   raízes. */
	{ "Explica\xc3\xa7\xc3\xa3o: ",
	    "A aluna fatora a equa\xc3\xa7\xc3\xa3o e verifica ambas as "
	    "ra\xc3\xadzes." },
	/* Justificativa: Cada passo é justificado e a solução é
	   clara. */
	{ "Justificativa: ",
	    "Cada passo \xc3\xa9 justificado e a solu\xc3\xa7\xc3\xa3o "
	    "\xc3\xa9 clara." },
	/* Explicação: A resposta do assistente é clara, detalhada e
	   completa. */
	{ "Explica\xc3\xa7\xc3\xa3o: ",
	    "A resposta do assistente \xc3\xa9 clara, detalhada e completa." },
	/* Обоснование: Студент раскладывает
	   уравнение и проверяет оба корня. */
	{ "\xd0\x9e\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0"
	    "\xb0\xd0\xbd\xd0\xb8\xd0\xb5: ",
	    "\xd0\xa1\xd1\x82\xd1\x83\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x82 "
	    "\xd1\x80\xd0\xb0\xd1\x81\xd0\xba\xd0\xbb\xd0\xb0\xd0\xb4\xd1"
	    "\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 "
	    "\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd0"
	    "\xb8\xd0\xb5 \xd0\xb8 "
	    "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd1\x8f\xd0"
	    "\xb5\xd1\x82 \xd0\xbe\xd0\xb1\xd0\xb0 "
	    "\xd0\xba\xd0\xbe\xd1\x80\xd0\xbd\xd1\x8f." },
	/* Объяснение: Решение подробное и
	   строгое. */
	{ "\xd0\x9e\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0"
	    "\xbd\xd0\xb8\xd0\xb5: ",
	    "\xd0\xa0\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 "
	    "\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80\xd0\xbe\xd0\xb1\xd0\xbd\xd0"
	    "\xbe\xd0\xb5 \xd0\xb8 "
	    "\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb5." },
	/* Обоснование: Ответ ассистента
	   полный и подробный. */
	{ "\xd0\x9e\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0"
	    "\xb0\xd0\xbd\xd0\xb8\xd0\xb5: ",
	    "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 "
	    "\xd0\xb0\xd1\x81\xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0"
	    "\xbd\xd1\x82\xd0\xb0 "
	    "\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb8 "
	    "\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80\xd0\xbe\xd0\xb1\xd0\xbd\xd1"
	    "\x8b\xd0\xb9." },
};

static const char *const r17_hedge[] = {
	"Then again, who knows.",
	"Take this with a grain of salt.",
	"So it seems.",
	"Or so I gather.",
	"At least on paper.",
	"In all likelihood.",
	"Supposedly.",
	"Ostensibly.",
	"At a glance.",
	"On the surface, anyway.",
	"Barring a slip in the arithmetic.",
	"As long as the domain holds.",
	"Granted the reference holds.",
	"Strike the verdict above.",
	"Make that the lower one.",
	"The figure above was a slip.",
	"Let me double-check that.",
	"Hang on.",
	"Needs another look.",
	"Modulo the last step.",
	"The roots are unchecked.",
	"Give or take.",
	"Allegedly.",
	"In theory.",
	"Up to a point.",
	"The student factors, or appears to.",
	"In case the domain is stated.",
	"So so.",
	"Aunque no estoy del todo seguro.",
	"Salvo error de mi parte.",
	"Eso creo.",
	"En principio.",
	"A primera vista.",
	/* Habría que revisarlo. */
	"Habr\xc3\xad" "a que revisarlo.",
	/* Pensándolo bien, falla el paso final. */
	"Pens\xc3\xa1ndolo bien, falla el paso final.",
	"Retiro lo anterior.",
	/* Siempre que el dominio esté bien. */
	"Siempre que el dominio est\xc3\xa9 bien.",
	/* Así así. */
	"As\xc3\xad as\xc3\xad.",
	/* En caso de que el paso está justificado. */
	"En caso de que el paso est\xc3\xa1 justificado.",
	"Enfin, je crois.",
	/* Sous toutes réserves. */
	"Sous toutes r\xc3\xa9serves.",
	/* À première vue. */
	"\xc3\x80 premi\xc3\xa8re vue.",
	/* Reste à vérifier. */
	"Reste \xc3\xa0 v\xc3\xa9rifier.",
	"Sauf erreur.",
	"En principe.",
	/* Je retire ce qui précède. */
	"Je retire ce qui pr\xc3\xa9" "c\xc3\xa8" "de.",
	"Pour autant que le domaine tienne.",
	/* Ohne Gewähr. */
	"Ohne Gew\xc3\xa4hr.",
	"Soweit ich sehe.",
	"Auf den ersten Blick.",
	"Vermutlich.",
	"Unter Vorbehalt.",
	/* Das wäre noch zu prüfen. */
	"Das w\xc3\xa4re noch zu pr\xc3\xbc" "fen.",
	"Vergiss das oben.",
	"Sofern der Definitionsbereich stimmt.",
	"Es kommt auf den Schritt an.",
	"Salvo errori.",
	"A prima vista.",
	"Credo.",
	"Da verificare.",
	"In teoria.",
	"Con riserva.",
	"Ritiro quanto detto.",
	/* Purché il dominio regga. */
	"Purch\xc3\xa9 il dominio regga.",
	/* Così così. */
	"Cos\xc3\xac cos\xc3\xac.",
	/* Nel caso il passaggio è giustificato. */
	"Nel caso il passaggio \xc3\xa8 giustificato.",
	"Salvo engano.",
	/* À primeira vista. */
	"\xc3\x80 primeira vista.",
	"Acho eu.",
	"A confirmar.",
	"Em tese.",
	"Com ressalvas.",
	"Retiro o que disse.",
	/* Desde que o domínio esteja certo. */
	"Desde que o dom\xc3\xadnio esteja certo.",
	"Assim assim.",
	/* Em caso de que o passo é justificado. */
	"Em caso de que o passo \xc3\xa9 justificado.",
	/* Вроде бы. */
	"\xd0\x92\xd1\x80\xd0\xbe\xd0\xb4\xd0\xb5 \xd0\xb1\xd1\x8b.",
	/* На первый взгляд. */
	"\xd0\x9d\xd0\xb0 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb2\xd1\x8b\xd0\xb9 "
	"\xd0\xb2\xd0\xb7\xd0\xb3\xd0\xbb\xd1\x8f\xd0\xb4.",
	/* Кажется. */
	"\xd0\x9a\xd0\xb0\xd0\xb6\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f.",
	/* Надо перепроверить. */
	"\xd0\x9d\xd0\xb0\xd0\xb4\xd0\xbe "
	"\xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2"
	"\xd0\xb5\xd1\x80\xd0\xb8\xd1\x82\xd1\x8c.",
	/* С оговорками. */
	"\xd0\xa1 "
	"\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xbe\xd1\x80\xd0\xba\xd0\xb0"
	"\xd0\xbc\xd0\xb8.",
	/* Беру свои слова назад. */
	"\xd0\x91\xd0\xb5\xd1\x80\xd1\x83 \xd1\x81\xd0\xb2\xd0\xbe\xd0\xb8 "
	"\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb0 "
	"\xd0\xbd\xd0\xb0\xd0\xb7\xd0\xb0\xd0\xb4.",
	/* При условии, что область верна. */
	"\xd0\x9f\xd1\x80\xd0\xb8 "
	"\xd1\x83\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd0\xb8, "
	"\xd1\x87\xd1\x82\xd0\xbe "
	"\xd0\xbe\xd0\xb1\xd0\xbb\xd0\xb0\xd1\x81\xd1\x82\xd1\x8c "
	"\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xb0.",
	/* 好像是这样。 */
	"\xe5\xa5\xbd\xe5\x83\x8f\xe6\x98\xaf\xe8\xbf\x99\xe6\xa0\xb7\xe3"
	"\x80\x82",
	/* 不太确定。 */
	"\xe4\xb8\x8d\xe5\xa4\xaa\xe7\xa1\xae\xe5\xae\x9a\xe3\x80\x82",
	/* たぶんね。 */
	"\xe3\x81\x9f\xe3\x81\xb6\xe3\x82\x93\xe3\x81\xad\xe3\x80\x82",
	/* 要確認。 */
	"\xe8\xa6\x81\xe7\xa2\xba\xe8\xaa\x8d\xe3\x80\x82",
	/* 잘 모르겠다. */
	"\xec\x9e\x98 \xeb\xaa\xa8\xeb\xa5\xb4\xea\xb2\xa0\xeb\x8b\xa4.",
	/* 아마도. */
	"\xec\x95\x84\xeb\xa7\x88\xeb\x8f\x84.",
};

/* A hedge as an aside: without its closing stop ("So it seems"). */
static void
r17_aside(char *out, size_t size, const char *hedge)
{
	size_t n = strlen(hedge);

	if (n >= 3 && strcmp(hedge + n - 3, "\xe3\x80\x82") == 0)
		n -= 3;
	else if (n > 0 && hedge[n - 1] == '.')
		n--;
	snprintf(out, size, "%.*s", (int)n, hedge);
}

/* Twin k (0 to 3) of the clean body b with the hedge hedge, into out. */
static void
r17_twin(char *out, size_t size, const char *b, const char *hedge, int k)
{
	char a[256];
	size_t n = strlen(b), w = strcspn(b, " ");

	r17_aside(a, sizeof(a), hedge);
	if (k == 0)
		snprintf(out, size, "%s %s", b, hedge);
	else if (k == 1)
		snprintf(out, size, "%s %s", hedge, b);
	else if (k == 2)
		snprintf(out, size, "%.*s, %s.", (int)(n - 1), b, a);
	else
		snprintf(out, size, "%.*s, %s,%s", (int)w, b, a, b + w);
}

static void
hostile_round17(struct hostile_run *h, struct r16_family *clean,
    struct r16_family *twins, const double *tiers, size_t nt)
{
	char v[32], body[768], reply[1024];
	const struct r17_body *c;
	size_t t, b, k;
	int w;

	/* the lowest and the highest tier of each scale */
	for (t = 0; t < nt; t += nt - 1) {
		snprintf(v, sizeof(v), "%g", tiers[t]);
		for (b = 0; b < sizeof(r17_clean) / sizeof(r17_clean[0]);
		    b++) {
			c = &r17_clean[b];
			snprintf(reply, sizeof(reply), "Score: %s\n\n%s%s", v,
			    c->label, c->text);
			r16_expect(h, clean, reply, 0, 1, tiers[t]);
			snprintf(reply, sizeof(reply), "Score: %s\n\n"
			    "Explanation: %s", v, c->text);
			r16_expect(h, clean, reply, 0, 1, tiers[t]);
			/* the twins at the lowest tier: a hedge's words do
			   not depend on the value (valgrind's cost) */
			for (k = 0; t == 0 && k < sizeof(r17_hedge) /
			    sizeof(r17_hedge[0]); k++)
				for (w = 0; w < 4; w++) {
					if (hostile_skip(h))
						continue;
					r17_twin(body, sizeof(body), c->text,
					    r17_hedge[k], w);
					snprintf(reply, sizeof(reply), "Score: "
					    "%s\n\n%s%s", v, c->label, body);
					r16_expect(h, twins, reply, 0, 0, 0);
				}
		}
	}
}

START_TEST(hostile_round17_replies)
{
	static const double three[] = { 0, 0.5, 1 },
	    five[] = { 0, 0.25, 0.5, 0.75, 1 },
	    ten[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },
	    likert[] = { 1, 2, 3, 4, 5 };
	static const char *const rubrics[] = {
		"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 0.25, 0.5, 0.75, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
		"prompt: '{{response}}'\n",
		"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
	};
	const double *tiers[] = { three, five, ten, likert };
	const size_t nt[] = { 3, 5, 11, 5 };
	struct r16_family fam[] = { { "r17-clean", 0, 0, 0 },
	    { "r17-twins", 0, 0, 0 } };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k;

	for (k = 0; k < 4; k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		hostile_round17(&h, &fam[0], &fam[1], tiers[k], nt[k]);
		papo_rubric_release(&r);
	}
	for (k = 0; k < sizeof(fam) / sizeof(fam[0]); k++)
		fprintf(stderr, "hostile_round17 %-9s %6d replies, %d "
		    "misread, %d lost\n", fam[k].name, fam[k].seen,
		    fam[k].misread, fam[k].lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread "
	    "or lost", h.failed, h.checked);
}
END_TEST

/*
 * Words no row may ever hold, in the listed languages: negations,
 * contrasts, alternatives, hedges, comparisons, grades, conditions
 * (those of other scripts:
 * quizás más peut-être né più não не нет ни но без
 * или кажется почти больше меньше
 * неверно верно если).
 * Each is put, alone and after "l'", before every word of every clean
 * body (and after the last): every such reply must be no score, so
 * that a row added later that is one of them ("o", Portuguese's
 * article, is Spanish and Italian "or") shows here.
 */
static const char *const r17_never[] = {
	"not", "no", "never", "nor", "or", "but", "although", "however",
	"seems", "appears", "maybe", "probably", "almost", "mostly",
	"partly", "less", "more", "better", "worse", "some", "roughly",
	"about", "around", "nearly", "wrong", "incorrect", "correct",
	"right", "false", "true", "pending", "unverified", "unclear",
	"unsure", "doubtful", "questionable", "if", "unless", "when", "kinda",
	"ni", "nunca", "pero", "aunque", "sin", "o", "u", "parece",
	"quiz\xc3\xa1s", "casi", "m\xc3\xa1s", "menos", "incorrecto",
	"correcto", "si", "ne", "pas", "jamais", "mais", "sans", "ou",
	"semble", "peut-\xc3\xaatre", "presque", "plus", "moins", "faux",
	"nicht", "kein", "keine", "nie", "aber", "ohne", "oder", "scheint",
	"fast", "mehr", "weniger", "falsch", "richtig", "korrekt", "wenn",
	"non", "mai", "n\xc3\xa9", "ma", "senza", "sembra", "quasi",
	"pi\xc3\xb9", "meno", "sbagliato", "corretto", "se", "n\xc3\xa3o",
	"nem", "mas", "sem", "quase", "errado", "correto",
	"\xd0\xbd\xd0\xb5", "\xd0\xbd\xd0\xb5\xd1\x82", "\xd0\xbd\xd0\xb8",
	"\xd0\xbd\xd0\xbe", "\xd0\xb1\xd0\xb5\xd0\xb7",
	"\xd0\xb8\xd0\xbb\xd0\xb8",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f",
	"\xd0\xbf\xd0\xbe\xd1\x87\xd1\x82\xd0\xb8",
	"\xd0\xb1\xd0\xbe\xd0\xbb\xd1\x8c\xd1\x88\xd0\xb5",
	"\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x8c\xd1\x88\xd0\xb5",
	"\xd0\xbd\xd0\xb5\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe",
	"\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe",
	"\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8",
};

/* b with the word w put before its word k (after its last one). */
static void
r17_insert(char *out, size_t size, const char *b, size_t k, const char *w)
{
	size_t p = 0;

	while (k-- > 0 && b[p] != '\0') {
		p += strcspn(b + p, " ");
		p += b[p] == ' ';
	}
	if (b[p] == '\0')
		snprintf(out, size, "%s %s", b, w);
	else
		snprintf(out, size, "%.*s%s %s", (int)p, b, w, b + p);
}

START_TEST(hostile_round17_never)
{
	static const char five[] = "scores: [0, 0.25, 0.5, 0.75, 1]\n"
	    "prompt: '{{response}}'\n";
	struct r16_family f = { "r17-never", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char body[768], reply[1024], word[64];
	size_t b, k, w, nw;

	ck_assert_int_eq(parse(&r, five), 0);
	for (b = 0; b < sizeof(r17_clean) / sizeof(r17_clean[0]); b++) {
		for (nw = 1, k = 0; r17_clean[b].text[k]; k++)
			nw += r17_clean[b].text[k] == ' ';
		for (k = 0; k <= nw; k++)
			for (w = 0; w < 2 * sizeof(r17_never) /
			    sizeof(r17_never[0]); w++) {
				if (hostile_skip_thin(&h))
					continue;
				/* the word, then after an elided article
				   ("l'if"): read alone there */
				snprintf(word, sizeof(word), "%s%s", w % 2 ?
				    "l'" : "", r17_never[w / 2]);
				r17_insert(body, sizeof(body),
				    r17_clean[b].text, k, word);
				snprintf(reply, sizeof(reply), "Score: 0.75\n\n"
				    "%s%s", r17_clean[b].label, body);
				r16_expect(&h, &f, reply, 0, 0, 0);
			}
	}
	papo_rubric_release(&r);
	fprintf(stderr, "hostile_round17 %-9s %6d replies, %d misread\n",
	    f.name, f.seen, f.misread);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST
/*
 * Round 18: sentences made only of the justification's rows (every
 * word of them read) that still hedge, set a condition, leave work to
 * be done or grade again, in every language the rows read; found by a
 * generator of row combinations (subject, copula, row adjective, row
 * connective) read by hand.  Each meets every clean body of round 17
 * in four places (r17_twin); the phrases that end a clause are put
 * before each clean body's stop, the openers before its first word.
 * Every such reply must be no score.
 */
static const char *const r18_made[] = {
	"The work is complete in part.",
	"The steps are complete in parts.",
	"Hope the work is complete.",
	"The proof is as good as done.",
	"The proof is complete where the domain is stated.",
	"The proof is complete on condition that the domain is stated.",
	"In the case that the domain is stated, the proof is complete.",
	"In the case where the domain is stated, the proof is complete.",
	"Had the student checked the domain, the proof is complete.",
	"Were the domain stated, the proof is complete.",
	"The work is okay.",
	"The answer is complete here and there.",
	"The proof is to be verified.",
	"The steps have to be checked.",
	"The domain has to be stated.",
	"The work is complete, as it were.",
	/* La preuve est complète à condition que l'équation est
	   justifiée. */
	"La preuve est compl\xc3\xa8te \xc3\xa0 condition que "
	"l'\xc3\xa9quation est justifi\xc3\xa9" "e.",
	/* La preuve est complète où l'équation est justifiée. */
	"La preuve est compl\xc3\xa8te o\xc3\xb9 l'\xc3\xa9quation est "
	"justifi\xc3\xa9" "e.",
	/* La solución es completa donde el paso está justificado. */
	"La soluci\xc3\xb3n es completa donde el paso est\xc3\xa1 "
	"justificado.",
	/* Die Lösung wird überprüft. (still being checked) */
	"Die L\xc3\xb6sung wird \xc3\xbc" "berpr\xc3\xbc" "ft.",
	/* Così e così. */
	"Cos\xc3\xac e cos\xc3\xac.",
	/* Die Schritte sind ab und zu klar. (now and then) */
	"Die Schritte sind ab und zu klar.",
	/* La solución es completa, con que el paso está justificado.
	   (as long as) */
	"La soluci\xc3\xb3n es completa, con que el paso est\xc3\xa1 "
	"justificado.",
};

/* Phrases of rows that end a clean clause as a hedge or a condition. */
static const char *const r18_tails[] = {
	" in part", " in parts", " here and there",
	" where the domain is stated", " on condition that the domain is "
	"stated", ", in the case that the domain is stated",
	", as good as done", ", which is to be verified",
	", which has to be checked",
	" o\xc3\xb9 l'\xc3\xa9quation est justifi\xc3\xa9" "e",
	" donde el paso est\xc3\xa1 justificado",
	" \xc3\xa0 condition que l'\xc3\xa9quation est justifi\xc3\xa9" "e",
	", ab und zu", ", con que el paso est\xc3\xa1 justificado",
	", as it were",
};

/* Openers of rows that make a clean sentence a condition or a doubt. */
static const char *const r18_heads[] = {
	"Were the domain stated, ", "Had the domain been stated, ",
	"Hope ", "In the case that the domain is stated, ",
	"Cos\xc3\xac e cos\xc3\xac: ",
};

static void
hostile_round18(struct hostile_run *h, struct r16_family *f, double v)
{
	char body[768], reply[1024];
	const struct r17_body *c;
	size_t b, k, n;
	int w;

	for (b = 0; b < sizeof(r17_clean) / sizeof(r17_clean[0]); b++) {
		c = &r17_clean[b];
		n = strlen(c->text) - 1;	/* before its stop */
		for (k = 0; k < sizeof(r18_made) / sizeof(r18_made[0]); k++)
			for (w = 0; w < 4; w++) {
				r17_twin(body, sizeof(body), c->text,
				    r18_made[k], w);
				snprintf(reply, sizeof(reply), "Score: %g\n\n"
				    "%s%s", v, c->label, body);
				r16_expect(h, f, reply, 0, 0, 0);
			}
		for (k = 0; k < sizeof(r18_tails) / sizeof(r18_tails[0]);
		    k++) {
			snprintf(reply, sizeof(reply), "Score: %g\n\n%s%.*s"
			    "%s.", v, c->label, (int)n, c->text, r18_tails[k]);
			r16_expect(h, f, reply, 0, 0, 0);
		}
		for (k = 0; k < sizeof(r18_heads) / sizeof(r18_heads[0]);
		    k++) {
			snprintf(reply, sizeof(reply), "Score: %g\n\n%s%s%s",
			    v, c->label, r18_heads[k], c->text);
			r16_expect(h, f, reply, 0, 0, 0);
		}
	}
}

START_TEST(hostile_round18_replies)
{
	static const char *const rubrics[] = {
		"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
		"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
		"prompt: '{{response}}'\n",
		"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
	};
	static const double top[] = { 1, 10, 5 };
	struct r16_family f = { "r18-made", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k;

	for (k = 0; k < sizeof(rubrics) / sizeof(rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		hostile_round18(&h, &f, top[k]);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round18 %-9s %6d replies, %d misread\n",
	    f.name, f.seen, f.misread);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

/*
 * Round 19: a reply cut off inside its verdict, with no finish reason
 * to say so (a server that drops it, a reply kept to a stop string):
 * every prefix of a verdict in markup ("Score: \boxed{0.75}" cut to
 * "Score: \boxed{0.7", "\boxed{0.", "\boxed{0") is read as no score,
 * never as the tier its digits happen to be; the whole verdict is read.
 */
static const char *const r19_rubrics[] = {
	"scores: [0, 0.5, 1]\nprompt: '{{response}}'\n",
	"scores: [0, 0.25, 0.5, 0.75, 1]\nprompt: '{{response}}'\n",
	"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nprompt: '{{response}}'\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: '{{response}}'\n",
};

static const char *const r19_wraps[][2] = {
	{ "\\boxed{", "}" }, { "$", "$" }, { "$\\boxed{", "}$" },
	{ "\\(", "\\)" }, { "\\[", "\\]" }, { "`", "`" }, { "**", "**" },
	{ "{", "}" }, { "\\text{", "}" }, { "\\boxed{\\text{", "}}" },
	{ "$$\\boxed{", "}$$" }, { "\\boxed{\\boxed{", "}}" },
	{ "[[", "]]" },
};

static const char *const r19_labels[] = { "Score: ", "**Score:** ",
	"Final score: ", "Rating: ",
	"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a",		/* 评分： */
};

static void
hostile_round19_cut(struct hostile_run *h, struct r16_family *f,
    const char *label, const char *value, double x, int grade)
{
	char full[160], reply[160];
	size_t w, a, c, len;

	for (w = 0; w < sizeof(r19_wraps) / sizeof(r19_wraps[0]); w++) {
		if (grade && w == 12)
			continue;	/* "[[" is a rating's */
		snprintf(full, sizeof(full), "%s%s%s%s", label,
		    r19_wraps[w][0], value, r19_wraps[w][1]);
		a = strlen(label) + strlen(r19_wraps[w][0]);
		len = strlen(full);
		r19_expect(h, f, full, 1, x);
		if (w == 0 && strchr(value, '.') != NULL) {
			/* a decimal comma cut after it, "Score: 0," of
			   "Score: 0,5"; a command cut, "Score: 1\" */
			snprintf(reply, sizeof(reply), "%s%.*s,", label,
			    (int)strcspn(value, "."), value);
			r19_expect(h, f, reply, 0, 0);
			snprintf(reply, sizeof(reply), "%s%.*s\\", label,
			    (int)strcspn(value, "."), value);
			r19_expect(h, f, reply, 0, 0);
		}
		for (c = a; c < len; c++) {
			snprintf(reply, sizeof(reply), "%.*s", (int)c, full);
			/* "**0.5*" holds a star after the value: x or none */
			r19_expect(h, f, reply, w == 6 &&
			    c > a + strlen(value) ? 2 : 0, x);
		}
	}
}

START_TEST(hostile_round19_cut_replies)
{
	struct r16_family f = { "r19-cut", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char form[4][32];
	size_t k, t, l, m, nf;

	for (k = 0; k < sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r19_rubrics[k]), 0);
		for (t = 0; t < r.nscores; t++) {
			nf = tier_forms(r.scores[t], form);
			for (l = 0; l < sizeof(r19_labels) /
			    sizeof(r19_labels[0]); l++)
				for (m = 0; m < nf; m++)
					hostile_round19_cut(&h, &f,
					    r19_labels[l], form[m],
					    r.scores[t], 0);
		}
		papo_rubric_release(&r);
	}
	ck_assert_int_eq(parse(&r, grades), 0);
	for (t = 0; t < r.ngrades; t++)
		hostile_round19_cut(&h, &f, "Final Grade: ", r.grades[t].word,
		    r.grades[t].value, 1);
	papo_rubric_release(&r);
	fprintf(stderr, "hostile_round19 %-9s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

/*
 * Round 19: a rating drawn in stars beside a verdict ("Rating: ★★★★☆"
 * then "Score: 3") is a verdict the reader does not read: no score,
 * wherever the stars stand, whatever number they draw.
 */
static const char *const r19_star_glyphs[][2] = {
	{ "\xe2\x98\x85", "\xe2\x98\x86" },		/* ★ ☆ */
	{ "\xe2\xad\x90", "" },				/* ⭐ */
	{ "\xe2\x9c\xaa", "\xe2\x9c\xa9" },		/* ✪ ✩ */
	{ "\xf0\x9f\x8c\x9f", "" },			/* 🌟 */
};

static const char *const r19_star_tpls[] = {
	"Rating: %2$s\nScore: %s", "%2$s\n\nScore: %s", "Score: %s\n%2$s",
	"Score: %s\n\nStars: %2$s", "**Overall:** %2$s\n\n**Score:** %s",
	"The solution earns %2$s.\n\nScore: \\boxed{%s}",
	"| Criterion | Rating |\n|---|---|\n| Rigor | %2$s |\n\nScore: %s",
	"\xe8\xaf\x84\xe4\xbb\xb7\xef\xbc\x9a%2$s\n\xe8\xaf\x84\xe5\x88\x86"
	"\xef\xbc\x9a%s",	/* 评价：★★★☆☆ 评分：3 */
};

static void
hostile_round19_stars(struct hostile_run *h, struct r16_family *f, double x)
{
	char stars[64], v[32], reply[256];
	size_t g, t, k, m;

	snprintf(v, sizeof(v), "%g", x);
	for (g = 0; g < sizeof(r19_star_glyphs) / sizeof(r19_star_glyphs[0]);
	    g++)
		for (k = 1; k <= 5; k++) {
			stars[0] = '\0';
			for (m = 0; m < 5; m++)
				if (m < k || r19_star_glyphs[g][1][0] != '\0')
					strcat(stars, r19_star_glyphs[g][m < k ?
					    0 : 1]);
			for (t = 0; t < sizeof(r19_star_tpls) /
			    sizeof(r19_star_tpls[0]); t++) {
				r16_fill(reply, sizeof(reply),
				    r19_star_tpls[t], v, stars);
				r19_expect(h, f, reply, 0, 0);
			}
		}
}

START_TEST(hostile_round19_star_replies)
{
	struct r16_family f = { "r19-stars", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, t;

	for (k = 0; k < sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r19_rubrics[k]), 0);
		for (t = 0; t < r.nscores; t++)
			hostile_round19_stars(&h, &f, r.scores[t]);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round19 %-9s %6d replies, %d misread\n",
	    f.name, f.seen, f.misread);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

/*
 * Round 19: lead words that open a condition or a comparison by where
 * they stand: "Above \boxed{4}" (more than 4), "For now, Score: 4"
 * (provisional), "For the first response, Score: 4" (one of several),
 * "The first score: 4"; the same words where they state the verdict
 * ("Based on the analysis above,", "Now,", "First,") are read.
 */
static const char *const r19_lead_bad[] = {
	"Above ", "Above: ", "Above all, ", "For now, ", "For now: ",
	"As of now, ", "Therefore, for now, ", "For the first response, ",
	"The first ", "For the first ", "The first response: ",
	"My first ", "Final score for the first response is ",
};

static const char *const r19_lead_good[] = {
	"Based on the analysis above, ", "Based on the above, ", "Now, ",
	"First, ", "So now, ", "As above, ", "Given the rubric above, ",
};

static void
hostile_round19_lead(struct hostile_run *h, struct r16_family *f, double x)
{
	static const char *const tails[] = { "Score: %s", "score: %s",
	    "\\boxed{%s}" };
	char v[32], tail[64], reply[160];
	size_t k, t;

	snprintf(v, sizeof(v), "%g", x);
	for (t = 0; t < sizeof(tails) / sizeof(tails[0]); t++) {
		r16_fill(tail, sizeof(tail), tails[t], v, "");
		for (k = 0; k < sizeof(r19_lead_bad) /
		    sizeof(r19_lead_bad[0]); k++) {
			snprintf(reply, sizeof(reply), "%s%s",
			    r19_lead_bad[k], tail);
			r19_expect(h, f, reply, 0, 0);
		}
		for (k = 0; t != 1 && k < sizeof(r19_lead_good) /
		    sizeof(r19_lead_good[0]); k++) {
			snprintf(reply, sizeof(reply), "%s%s",
			    r19_lead_good[k], tail);
			r19_expect(h, f, reply, 1, x);
		}
	}
}

START_TEST(hostile_round19_lead_replies)
{
	struct r16_family f = { "r19-lead", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, t;

	for (k = 0; k < sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r19_rubrics[k]), 0);
		for (t = 0; t < r.nscores; t++)
			hostile_round19_lead(&h, &f, r.scores[t]);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round19 %-9s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

/*
 * Round 19: a justification that rates in a range of levels ("Good to
 * excellent.", "clear to very clear", "good-to-excellent work") or a
 * graded letter ("A-") states no one verdict; "easy to follow", "clear
 * to the reader" and "a-b" are commentary still.
 */
static const char *const r19_levels[] = { "good", "excellent",
	"solid", "strong", "clear", "sound", "fair", "poor", "adequate",
	"rigorous", "complete", "correct", "partial", "perfect",
};

static const char *const r19_range_tpls[] = { "%s to %s.",
	"%s to very %s.", "From %s to %s.", "The work is %s to %s.",
	"%s-to-%s work.", "The steps are %s to fully %s.",
};

static const char *const r19_why_clean[] = {
	"The steps are easy to follow.", "The notation is clear to the "
	"reader.", "The solution leads to a clear result.",
	"The steps are clear and easy to follow.",
};

static void
hostile_round19_why(struct hostile_run *h, struct r16_family *f, double x)
{
	static const char *const labels[] = { "Explanation: ", "Reason: ",
	    "**Justification:** " };
	char body[128], reply[256];
	size_t l, a, b, t;

	for (l = 0; l < sizeof(labels) / sizeof(labels[0]); l++) {
		/* each label meets a third of the first levels */
		for (a = l; a < sizeof(r19_levels) / sizeof(r19_levels[0]);
		    a += 3)
			for (b = 0; b < sizeof(r19_levels) /
			    sizeof(r19_levels[0]); b += 3)
				for (t = 0; t < sizeof(r19_range_tpls) /
				    sizeof(r19_range_tpls[0]); t++) {
					fill2(body, sizeof(body),
					    r19_range_tpls[t], r19_levels[a],
					    r19_levels[b]);
					snprintf(reply, sizeof(reply),
					    "Score: %g\n\n%s%s", x, labels[l],
					    body);
					r19_expect(h, f, reply, 0, 0);
				}
		for (a = 0; a < 4; a++) {
			snprintf(reply, sizeof(reply), "Score: %g\n\n%s%c-", x,
			    labels[l], "ABCD"[a]);
			r19_expect(h, f, reply, 0, 0);
			snprintf(reply, sizeof(reply), "Score: %g\n\n%sThe "
			    "work is a solid %c-.", x, labels[l], "ABCD"[a]);
			r19_expect(h, f, reply, 0, 0);
		}
		for (a = 0; a < sizeof(r19_why_clean) /
		    sizeof(r19_why_clean[0]); a++) {
			snprintf(reply, sizeof(reply), "Score: %g\n\n%s%s", x,
			    labels[l], r19_why_clean[a]);
			r19_expect(h, f, reply, 1, x);
		}
	}
}

START_TEST(hostile_round19_why_replies)
{
	struct r16_family f = { "r19-why", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, t;

	for (k = 0; k < sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r19_rubrics[k]), 0);
		for (t = 0; t < r.nscores; t++)
			hostile_round19_why(&h, &f, r.scores[t]);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round19 %-9s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

/*
 * Round 19: a verdict written as a number word of the other languages
 * under their labels ("Punktzahl: vier", "Note : quatre", "评分：四",
 * "점수: 넷") is the integer it names where the scale has it, no score
 * where it does not; two words joined ("vier bis fünf", "四或五"),
 * glued into another number ("四十", "vierzehn") or beside a verdict
 * that differs are no score.
 */
static const struct r19_lang {
	const char *label, *conj;
	const char *word[11];	/* zero to ten; "" where no row reads it */
} r19_langs[] = {
	{ "Punktzahl: ", " bis ", {
	    "", "eins", "zwei", "drei", "vier", "f\xc3\xbcnf", "sechs",
	    "sieben", "acht", "neun", "zehn", } },
	{ "Note : ", " ou ", {
	    "z\xc3\xa9ro", "", "deux", "trois", "quatre", "cinq", "six",
	    "sept", "huit", "neuf", "dix", } },
	{ "Puntuaci\xc3\xb3n: ", " o ", {
	    "cero", "", "dos", "tres", "cuatro", "cinco", "seis", "siete",
	    "ocho", "nueve", "diez", } },
	{ "Punteggio: ", " o ", {
	    "zero", "", "due", "tre", "quattro", "cinque", "sei", "sette",
	    "otto", "nove", "dieci", } },
	{ "Pontua\xc3\xa7\xc3\xa3o: ", " ou ", {
	    "zero", "", "dois", "tr\xc3\xaas", "quatro", "cinco", "seis",
	    "sete", "oito", "nove", "dez", } },
	{ "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0: ", " \xd0\xb8\xd0\xbb\xd0\xb8 ", {
	    "\xd0\xbd\xd0\xbe\xd0\xbb\xd1\x8c",
	    "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd", "\xd0\xb4\xd0\xb2\xd0\xb0",
	    "\xd1\x82\xd1\x80\xd0\xb8",
	    "\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5",
	    "\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c",
	    "\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c",
	    "\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c",
	    "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c",
	    "\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8c",
	    "\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8c", } },
	{ "\xec\xa0\x90\xec\x88\x98: ", " \xeb\x98\x90\xeb\x8a\x94 ", {
	    "", "\xed\x95\x98\xeb\x82\x98", "\xeb\x91\x98", "\xec\x85\x8b",
	    "\xeb\x84\xb7", "\xeb\x8b\xa4\xec\x84\xaf",
	    "\xec\x97\xac\xec\x84\xaf", "\xec\x9d\xbc\xea\xb3\xb1",
	    "\xec\x97\xac\xeb\x8d\x9f", "\xec\x95\x84\xed\x99\x89",
	    "\xec\x97\xb4", } },
	{ "\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a", "\xe6\x88\x96", {
	    "\xe9\x9b\xb6", "\xe4\xb8\x80", "\xe4\xba\x8c", "\xe4\xb8\x89",
	    "\xe5\x9b\x9b", "\xe4\xba\x94", "\xe5\x85\xad", "\xe4\xb8\x83",
	    "\xe5\x85\xab", "\xe4\xb9\x9d", "\xe5\x8d\x81", } },
	{ "\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2\xef\xbc\x9a", "\xe3\x81\x8b", {
	    "\xe9\x9b\xb6", "\xe4\xb8\x80", "\xe4\xba\x8c", "\xe4\xb8\x89",
	    "\xe5\x9b\x9b", "\xe4\xba\x94", "\xe5\x85\xad", "\xe4\xb8\x83",
	    "\xe5\x85\xab", "\xe4\xb9\x9d", "\xe5\x8d\x81", } },
	{ "Score: ", " or ", {
	    "zero", "one", "two", "three", "four", "five", "six", "seven",
	    "eight", "nine", "ten", } },
};

static void
hostile_round19_words(struct hostile_run *h, struct r16_family *f,
    const struct r19_lang *g)
{
	char reply[256];
	double x = 0;
	size_t v, w;
	int tier;

	for (v = 0; v <= 10; v++) {
		if (g->word[v][0] == '\0')
			continue;
		tier = score(h->r, (snprintf(reply, sizeof(reply), "Score: %zu",
		    v), reply), &x) == 0;
		snprintf(reply, sizeof(reply), "%s%s", g->label, g->word[v]);
		r19_expect(h, f, reply, tier, x);
		snprintf(reply, sizeof(reply), "%s**%s**.", g->label,
		    g->word[v]);
		r19_expect(h, f, reply, tier, x);
		for (w = 0; w <= 10; w++) {
			if (g->word[w][0] == '\0')
				continue;
			/* joined, glued: no one verdict */
			snprintf(reply, sizeof(reply), "%s%s%s%s", g->label,
			    g->word[v], g->conj, g->word[w]);
			r19_expect(h, f, reply, 0, 0);
			if (w == 10 && v != 10) {
				snprintf(reply, sizeof(reply), "%s%s%s",
				    g->label, g->word[v], g->word[w]);
				r19_expect(h, f, reply, 0, 0);
			}
			/* beside a verdict in digits */
			snprintf(reply, sizeof(reply), "%s%s\n\nScore: %zu",
			    g->label, g->word[v], w);
			r19_expect(h, f, reply, tier && v == w, x);
		}
	}
}

START_TEST(hostile_round19_word_replies)
{
	struct r16_family f = { "r19-words", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, g;

	for (k = 0; k < sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r19_rubrics[k]), 0);
		for (g = 0; g < sizeof(r19_langs) / sizeof(r19_langs[0]); g++)
			hostile_round19_words(&h, &f, &r19_langs[g]);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round19 %-9s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

/*
 * Round 19: a justification in Chinese, Japanese or Korean after the
 * verdict is read when every part of it is a row of rubric_cjk.c
 * ("理由：解答完整，步骤清晰。"); a word that hedges, negates,
 * conditions, compares, counts or grades, put at any place of such a
 * body or as a sentence of its own, leaves no score.
 */
static const char *const r19_cjk_bodies[] = {
	/* 解答完整，步骤清晰。 */
	"\xe8\xa7\xa3\xe7\xad\x94\xe5\xae\x8c\xe6\x95\xb4\xef\xbc\x8c"
	"\xe6\xad\xa5\xe9\xaa\xa4\xe6\xb8\x85\xe6\x99\xb0\xe3\x80\x82",
	/* 证明完整，推理严谨。 */
	"\xe8\xaf\x81\xe6\x98\x8e\xe5\xae\x8c\xe6\x95\xb4\xef\xbc\x8c"
	"\xe6\x8e\xa8\xe7\x90\x86\xe4\xb8\xa5\xe8\xb0\xa8\xe3\x80\x82",
	/* 学生正确地使用了因式分解，过程完整。 */
	"\xe5\xad\xa6\xe7\x94\x9f\xe6\xad\xa3\xe7\xa1\xae\xe5\x9c\xb0"
	"\xe4\xbd\xbf\xe7\x94\xa8\xe4\xba\x86\xe5\x9b\xa0\xe5\xbc\x8f"
	"\xe5\x88\x86\xe8\xa7\xa3\xef\xbc\x8c\xe8\xbf\x87\xe7\xa8\x8b"
	"\xe5\xae\x8c\xe6\x95\xb4\xe3\x80\x82",
	/* 解題過程完整，推理嚴謹。 */
	"\xe8\xa7\xa3\xe9\xa1\x8c\xe9\x81\x8e\xe7\xa8\x8b\xe5\xae\x8c"
	"\xe6\x95\xb4\xef\xbc\x8c\xe6\x8e\xa8\xe7\x90\x86\xe5\x9a\xb4"
	"\xe8\xac\xb9\xe3\x80\x82",
	/* 解答は完全で、手順も明確です。 */
	"\xe8\xa7\xa3\xe7\xad\x94\xe3\x81\xaf\xe5\xae\x8c\xe5\x85\xa8"
	"\xe3\x81\xa7\xe3\x80\x81\xe6\x89\x8b\xe9\xa0\x86\xe3\x82\x82"
	"\xe6\x98\x8e\xe7\xa2\xba\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82",
	/* 証明は厳密であり、計算も正確です。 */
	"\xe8\xa8\xbc\xe6\x98\x8e\xe3\x81\xaf\xe5\x8e\xb3\xe5\xaf\x86"
	"\xe3\x81\xa7\xe3\x81\x82\xe3\x82\x8a\xe3\x80\x81\xe8\xa8\x88"
	"\xe7\xae\x97\xe3\x82\x82\xe6\xad\xa3\xe7\xa2\xba\xe3\x81\xa7"
	"\xe3\x81\x99\xe3\x80\x82",
	/* 学生の計算は正確で、論理も明快です。 */
	"\xe5\xad\xa6\xe7\x94\x9f\xe3\x81\xae\xe8\xa8\x88\xe7\xae\x97"
	"\xe3\x81\xaf\xe6\xad\xa3\xe7\xa2\xba\xe3\x81\xa7\xe3\x80\x81"
	"\xe8\xab\x96\xe7\x90\x86\xe3\x82\x82\xe6\x98\x8e\xe5\xbf\xab"
	"\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82",
	/* 풀이가 완전하고 단계가 명확합니다. */
	"\xed\x92\x80\xec\x9d\xb4\xea\xb0\x80 \xec\x99\x84"
	"\xec\xa0\x84\xed\x95\x98\xea\xb3\xa0 \xeb\x8b\xa8"
	"\xea\xb3\x84\xea\xb0\x80 \xeb\xaa\x85\xed\x99\x95"
	"\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4.",
	/* 증명이 엄밀하며 계산이 정확합니다. */
	"\xec\xa6\x9d\xeb\xaa\x85\xec\x9d\xb4 \xec\x97\x84"
	"\xeb\xb0\x80\xed\x95\x98\xeb\xa9\xb0 \xea\xb3\x84"
	"\xec\x82\xb0\xec\x9d\xb4 \xec\xa0\x95\xed\x99\x95"
	"\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4.",
	/* 학생의 논리가 타당하고 설명이 명료합니다. */
	"\xed\x95\x99\xec\x83\x9d\xec\x9d\x98 \xeb\x85\xbc"
	"\xeb\xa6\xac\xea\xb0\x80 \xed\x83\x80\xeb\x8b\xb9"
	"\xed\x95\x98\xea\xb3\xa0 \xec\x84\xa4\xeb\xaa\x85"
	"\xec\x9d\xb4 \xeb\xaa\x85\xeb\xa3\x8c\xed\x95\xa9"
	"\xeb\x8b\x88\xeb\x8b\xa4.",
};

/* Words that hedge, negate, condition, compare, count or grade:
 *  中上 上 ですが ますが
 *  也许 可能 大概 不 没有 如果 但 但是 暂定 应该
 *  似乎 我 更 较 略 基本 尚 还 部分 一 二 十 半 分
 *  错误 问题 值得 应得 满分 或 到 左右 たぶん
 *  多分 おそらく かも もし でも しかし
 *  ない 暫定 仮 私 より もっと 点 満点 誤り
 *  ただし 一部 ほぼ だろう でしょう 아마 만약 않
 *  없 지만 그러나 잠정 저 더 덜 일 삼 사 점 만점
 *  오류 틀 부분 거의 약간 이나 거나 면
 */
static const char *const r19_cjk_bad[] = {
	/* 中上 上 ですが ますが */
	"\xe4\xb8\xad\xe4\xb8\x8a", "\xe4\xb8\x8a",
	"\xe3\x81\xa7\xe3\x81\x99\xe3\x81\x8c",
	"\xe3\x81\xbe\xe3\x81\x99\xe3\x81\x8c",
	"\xe4\xb9\x9f\xe8\xae\xb8", "\xe5\x8f\xaf\xe8\x83\xbd",
	"\xe5\xa4\xa7\xe6\xa6\x82", "\xe4\xb8\x8d",
	"\xe6\xb2\xa1\xe6\x9c\x89", "\xe5\xa6\x82\xe6\x9e\x9c",
	"\xe4\xbd\x86", "\xe4\xbd\x86\xe6\x98\xaf",
	"\xe6\x9a\x82\xe5\xae\x9a", "\xe5\xba\x94\xe8\xaf\xa5",
	"\xe4\xbc\xbc\xe4\xb9\x8e", "\xe6\x88\x91", "\xe6\x9b\xb4",
	"\xe8\xbe\x83", "\xe7\x95\xa5", "\xe5\x9f\xba\xe6\x9c\xac",
	"\xe5\xb0\x9a", "\xe8\xbf\x98", "\xe9\x83\xa8\xe5\x88\x86",
	"\xe4\xb8\x80", "\xe4\xba\x8c", "\xe5\x8d\x81", "\xe5\x8d\x8a",
	"\xe5\x88\x86", "\xe9\x94\x99\xe8\xaf\xaf",
	"\xe9\x97\xae\xe9\xa2\x98", "\xe5\x80\xbc\xe5\xbe\x97",
	"\xe5\xba\x94\xe5\xbe\x97", "\xe6\xbb\xa1\xe5\x88\x86",
	"\xe6\x88\x96", "\xe5\x88\xb0", "\xe5\xb7\xa6\xe5\x8f\xb3",
	"\xe3\x81\x9f\xe3\x81\xb6\xe3\x82\x93", "\xe5\xa4\x9a\xe5\x88\x86",
	"\xe3\x81\x8a\xe3\x81\x9d\xe3\x82\x89\xe3\x81\x8f",
	"\xe3\x81\x8b\xe3\x82\x82",
	"\xe3\x82\x82\xe3\x81\x97", "\xe3\x81\xa7\xe3\x82\x82",
	"\xe3\x81\x97\xe3\x81\x8b\xe3\x81\x97", "\xe3\x81\xaa\xe3\x81\x84",
	"\xe6\x9a\xab\xe5\xae\x9a", "\xe4\xbb\xae", "\xe7\xa7\x81",
	"\xe3\x82\x88\xe3\x82\x8a", "\xe3\x82\x82\xe3\x81\xa3\xe3\x81\xa8",
	"\xe7\x82\xb9", "\xe6\xba\x80\xe7\x82\xb9",
	"\xe8\xaa\xa4\xe3\x82\x8a", "\xe3\x81\x9f\xe3\x81\xa0\xe3\x81\x97",
	"\xe4\xb8\x80\xe9\x83\xa8", "\xe3\x81\xbb\xe3\x81\xbc",
	"\xe3\x81\xa0\xe3\x82\x8d\xe3\x81\x86",
	"\xe3\x81\xa7\xe3\x81\x97\xe3\x82\x87\xe3\x81\x86",
	"\xec\x95\x84\xeb\xa7\x88", "\xeb\xa7\x8c\xec\x95\xbd",
	"\xec\x95\x8a", "\xec\x97\x86", "\xec\xa7\x80\xeb\xa7\x8c",
	"\xea\xb7\xb8\xeb\x9f\xac\xeb\x82\x98", "\xec\x9e\xa0\xec\xa0\x95",
	"\xec\xa0\x80", "\xeb\x8d\x94", "\xeb\x8d\x9c", "\xec\x9d\xbc",
	"\xec\x82\xbc", "\xec\x82\xac", "\xec\xa0\x90",
	"\xeb\xa7\x8c\xec\xa0\x90", "\xec\x98\xa4\xeb\xa5\x98",
	"\xed\x8b\x80", "\xeb\xb6\x80\xeb\xb6\x84",
	"\xea\xb1\xb0\xec\x9d\x98", "\xec\x95\xbd\xea\xb0\x84",
	"\xec\x9d\xb4\xeb\x82\x98", "\xea\xb1\xb0\xeb\x82\x98",
	"\xeb\xa9\xb4",
};

/* The UTF-8 character starts of s, up to its last one (its stop). */
static size_t
r19_char_starts(const char *s, size_t *at, size_t max)
{
	size_t i, k = 0, n = strlen(s);

	for (i = 0; i < n && k < max; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			at[k++] = i;
	return k > 0 ? k - 1 : 0;	/* not after the stop */
}

static void
hostile_round19_cjk(struct hostile_run *h, struct r16_family *f, double x,
    int hostile)
{
	static const char *const heads[] = { "Score: %s\n\xe7\x90\x86"
	    "\xe7\x94\xb1\xef\xbc\x9a",		/* 理由： */
	    "\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\n\xe7\x90\x86\xe7\x94"
	    "\xb1\xef\xbc\x9a",			/* 评分：…\n理由： */
	    "Score: %s\n\nExplanation: " };
	char v[32], head[64], reply[512];
	size_t at[64], b, w, k, na, hd;

	snprintf(v, sizeof(v), "%g", x);
	for (b = 0; b < sizeof(r19_cjk_bodies) / sizeof(r19_cjk_bodies[0]);
	    b++) {
		hd = b % 3;
		r16_fill(head, sizeof(head), heads[hd], v, "");
		snprintf(reply, sizeof(reply), "%s%s", head, r19_cjk_bodies[b]);
		r19_expect(h, f, reply, 1, x);
		if (!hostile)
			continue;
		na = r19_char_starts(r19_cjk_bodies[b], at, 64);
		for (w = 0; w < sizeof(r19_cjk_bad) / sizeof(r19_cjk_bad[0]);
		    w++) {
			/* every other place, the other half for the next
			   word */
			for (k = w % 2; k < na; k += 2) {
				snprintf(reply, sizeof(reply), "%s%.*s%s%s",
				    head, (int)at[k], r19_cjk_bodies[b],
				    r19_cjk_bad[w], r19_cjk_bodies[b] + at[k]);
				r19_expect(h, f, reply, 0, 0);
			}
			snprintf(reply, sizeof(reply), "%s%s%s\xe3\x80\x82",
			    head, r19_cjk_bodies[b], r19_cjk_bad[w]);
			r19_expect(h, f, reply, 0, 0);
		}
	}
}

START_TEST(hostile_round19_cjk_replies)
{
	struct r16_family f = { "r19-cjk", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, t;

	for (k = 0; k < sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r19_rubrics[k]), 0);
		/* every tier read, the top one made hostile */
		for (t = 0; t < r.nscores; t++)
			hostile_round19_cjk(&h, &f, r.scores[t],
			    t + 1 == r.nscores);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round19 %-9s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	ck_assert_msg(h.failed == 0, "%d of %d generated replies misread",
	    h.failed, h.checked);
}
END_TEST

START_TEST(five_tiers)
{
	struct papo_rubric r;
	double x;

	ck_assert_int_eq(parse(&r, "scores: [0, 0.25, 0.5, 0.75, 1]\n"
	    "prompt: '{{response}}'\n"), 0);
	ck_assert_int_eq(score(&r, "Score: \\boxed{0.75}", &x), 0);
	ck_assert(x == 0.75);
	ck_assert_int_eq(score(&r, "Score: \\boxed{3/4}", &x), 0);
	ck_assert(x == 0.75);
	ck_assert_int_lt(score(&r, "Score: \\boxed{0.6}", &x), 0);
	ck_assert_int_lt(score(&r, "Score: 1 out of 4", &x), 0);
	papo_rubric_release(&r);
}
END_TEST

/*
 * What the round 20 to 23 suites share: their rubrics (1 to 5, 0 to 1
 * by halves, 0 to 10; rubrics_2 without 0 to 1), the walk over each
 * tier with each other (tier_pairs) and a family's last word
 * (round_done: its counts, and no reply misread or lost).
 */
static const char *const rubrics_3[] = { "scores: [1, 2, 3, 4, 5]\n"
	"prompt: '{{response}}'\n", "scores: [0, 0.5, 1]\n"
	"prompt: '{{response}}'\n", "scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, "
	"9, 10]\nprompt: '{{response}}'\n", NULL };
static const char *const rubrics_2[] = { "scores: [1, 2, 3, 4, 5]\n"
	"prompt: '{{response}}'\n", "scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, "
	"9, 10]\nprompt: '{{response}}'\n", NULL };

/*
 * Each rubric of rubrics (NULL-ended), each tier t of it with each
 * other tier: fn(h, f, r, t, xs, os), xs and os the two written as
 * "%g" writes them; h reads under each rubric in turn.
 */
static void
tier_pairs(struct hostile_run *h, struct r16_family *f,
    const char *const *rubrics, void (*fn)(struct hostile_run *,
    struct r16_family *, const struct papo_rubric *, size_t, const char *,
    const char *))
{
	struct papo_rubric r;
	char xs[32], os[32];
	size_t k, t, u;

	for (k = 0; rubrics[k]; k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		h->r = &r;
		for (t = 0; t < r.nscores; t++)
			for (u = 0; u < r.nscores; u++) {
				if (u == t)
					continue;
				snprintf(xs, sizeof(xs), "%g", r.scores[t]);
				snprintf(os, sizeof(os), "%g", r.scores[u]);
				fn(h, f, &r, t, xs, os);
			}
		h->r = NULL;
		papo_rubric_release(&r);
	}
}

/* A family's counts on standard error, and none misread or lost. */
static void
round_done(const char *round, const struct hostile_run *h,
    const struct r16_family *f)
{
	fprintf(stderr, "%s %-11s %6d replies, %d misread, %d lost\n", round,
	    f->name, f->seen, f->misread, f->lost);
	ck_assert_msg(h->failed == 0, "%d of %d generated replies misread "
	    "or lost", h->failed, h->checked);
}

/*
 * Round 20: a level of the rubric defined before the verdict ("A
 * score of 5 means the proof is complete. This one has a gap. Score:
 * 3") is no verdict when the rubric's text defines that level and the
 * quote is a definition (a row of en, es, fr, de); the verdict after
 * it is read.  Its twins (a hedge, the judge's own score, a
 * label, a definition after the verdict, one in the first person or
 * holding a number, a level the rubric does not define) stay no score
 * whenever their value is another than the verdict's.
 */
static const char *const r20_rubrics[] = {
	"scores: [0, 0.5, 1]\nprompt: |\n  - 1: fully correct\n"
	"  - 0.5: partly justified\n  - 0: wrong\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  Levels:\n"
	"  5 (excellent) complete\n  4 (good) a small gap\n"
	"  3 (fair) gaps\n  2 (poor) wrong steps\n  1 (bad) wrong\n"
	"  {{response}}\n",
	/* 0, 5 and 10 defined, the others not */
	"scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\nprompt: |\n"
	"  **10** = flawless\n  **5** = half\n  **0** = nothing right\n"
	"  {{response}}\n",
	/* no level defined */
	"scores: [1, 2, 3, 4, 5]\nprompt: 'Grade from 1 to 5. {{response}}'\n",
};

/* %1 the quoted level, %2 the verdict (r16_fill: "%2$s" and "%s"). */
static const char *const r20_defined[] = {
	"A score of %2$s means the proof is complete. This one has a gap. "
	"Score: %s",
	"The score of %2$s would require every step. Score: %s",
	"Per the rubric, a score of %2$s is given when every step is "
	"justified.\nScore: %s",
	"A grade of %2$s requires a complete proof.\n\nScore: %s",
	"Una puntuaci\xc3\xb3n de %2$s significa que la prueba es completa. "
	"Aqu\xc3\xad falta un paso. Puntuaci\xc3\xb3n: %s",
	"Une note de %2$s signifie que la preuve est compl\xc3\xa8te. "
	"Il manque une \xc3\xa9tape. Note : %s",
	"Eine Punktzahl von %2$s bedeutet, dass der Beweis vollst\xc3\xa4"
	"ndig ist. Ein Schritt fehlt. Punktzahl: %s",
};

static const char *const r20_twins[] = {
	"A score of %2$s would be generous; Score: %s",
	"I'd give %2$s but Score: %s",
	"Score: %2$s means... Score: %s",
	"Score: %s. A score of %2$s means the proof is complete.",
	"A score of %2$s means I would be generous. Score: %s",
	"A score of %2$s means 4 steps hold. Score: %s",
	"A score of %2$s means complete, so my score is %2$s. Score: %s",
	"Una puntuaci\xc3\xb3n de %2$s ser\xc3\xad" "a generosa. "
	"Puntuaci\xc3\xb3n: %s",
	"Une note de %2$s serait g\xc3\xa9n\xc3\xa9reuse. Note : %s",
	"Eine Punktzahl von %2$s w\xc3\xa4re gro\xc3\x9fz\xc3\xbcgig. "
	"Punktzahl: %s",
	"Une note de %2$s signifie que je suis g\xc3\xa9n\xc3\xa9reux. "
	"Note : %s",
};

/* Whether the rubric text t defines the level y (as r20_rubrics do). */
static int
r20_defines(const char *t, double y)
{
	char a[32], b[32], c[32];

	snprintf(a, sizeof(a), "- %g:", y);
	snprintf(b, sizeof(b), "\n  %g (", y);
	snprintf(c, sizeof(c), "**%g** =", y);
	return strstr(t, a) || strstr(t, b) || strstr(t, c);
}

static void
hostile_round20_defined(struct hostile_run *h, struct r16_family *f,
    const char *text, double x, double y)
{
	char xs[32], ys[32], reply[512];
	size_t k;
	int ok = r20_defines(text, y) || x == y;

	snprintf(xs, sizeof(xs), "%g", x);
	snprintf(ys, sizeof(ys), "%g", y);
	for (k = 0; k < sizeof(r20_defined) / sizeof(r20_defined[0]); k++) {
		r16_fill(reply, sizeof(reply), r20_defined[k], xs, ys);
		r19_expect(h, f, reply, ok, x);
	}
	if (x == y)
		return;
	for (k = 0; k < sizeof(r20_twins) / sizeof(r20_twins[0]); k++) {
		r16_fill(reply, sizeof(reply), r20_twins[k], xs, ys);
		r19_expect(h, f, reply, 0, 0);
	}
}

START_TEST(hostile_round20_defined_replies)
{
	struct r16_family f = { "r20-defined", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, t, u;

	for (k = 0; k < sizeof(r20_rubrics) / sizeof(r20_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r20_rubrics[k]), 0);
		for (t = 0; t < r.nscores; t++)
			for (u = 0; u < r.nscores; u++)
				hostile_round20_defined(&h, &f,
				    r20_rubrics[k], r.scores[t], r.scores[u]);
		papo_rubric_release(&r);
	}
	round_done("hostile_round20", &h, &f);
}
END_TEST

/*
 * Round 21: levels that are names (quality words in seven languages,
 * "Level B", "Tier IV") are read as the verdict's value when, and
 * only when, the rubric's text defines them ("5 - Excellent: ...",
 * "- 4 (Tier II): ...", "5 — 优秀：..."): rows from the rubric.  The
 * same name under a rubric that does not define it, a name no level
 * has, a name two levels share, or a name then another level's are
 * no verdict.
 */
static const char *const r21_named[] = {
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  5 - Excellent: complete\n"
	"  4 - Good: a small gap\n  3 - Fair: gaps\n  2 - Poor: wrong steps\n"
	"  1 - Very poor: wrong\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  - 5 (Level A): flawless\n"
	"  - 4 (Level B): minor gaps\n  - 3 (Level C): gaps\n"
	"  - 2 (Level D): errors\n  - 1 (Level E): wrong\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  5 = Tier I: flawless\n"
	"  4 = Tier II: minor gaps\n  3 = Tier III: gaps\n"
	"  2 = Tier IV: errors\n  1 = Tier V: wrong\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n"
	"  5 \xe2\x80\x94 \xe4\xbc\x98\xe7\xa7\x80\xef\xbc\x9a\xe5\xae\x8c\xe6\x95\xb4\n"
	"  4 \xe2\x80\x94 \xe8\x89\xaf\xe5\xa5\xbd\xef\xbc\x9a\xe5\xb0\x8f\xe7\xbc\xba\xe5\x8f\xa3\n"
	"  3 \xe2\x80\x94 \xe4\xb8\xad\xe7\xad\x89\xef\xbc\x9a\xe7\xbc\xba\xe5\x8f\xa3\n"
	"  2 \xe2\x80\x94 \xe8\xbe\x83\xe5\xb7\xae\xef\xbc\x9a\xe9\x94\x99\xe8\xaf\xaf\n"
	"  1 \xe2\x80\x94 \xe5\xb7\xae\xef\xbc\x9a\xe9\x94\x99\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  5 - Sehr gut: vollst\xc3\xa4ndig\n"
	"  4 - Gut: kleine L\xc3\xbc" "cke\n  3 - Befriedigend: L\xc3\xbc" "cken\n"
	"  2 - Ausreichend: Fehler\n  1 - Mangelhaft: falsch\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  5 - Tr\xc3\xa8s bien : complet\n"
	"  4 - Bien : petite lacune\n  3 - Passable : lacunes\n"
	"  2 - Insuffisant : erreurs\n  1 - Nul : faux\n  {{response}}\n",
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n"
	"  5 \xe2\x80\x93 \xd0\x9e\xd1\x82\xd0\xbb\xd0\xb8\xd1\x87\xd0\xbd\xd0\xbe: \xd0\xb2\xd1\x81\xd1\x91\n"
	"  4 \xe2\x80\x93 \xd0\xa5\xd0\xbe\xd1\x80\xd0\xbe\xd1\x88\xd0\xbe: \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd0\xb5\xd0\xbb\n"
	"  3 \xe2\x80\x93 \xd0\xa1\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd\xd0\xb5: \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd0\xb5\xd0\xbb\xd1\x8b\n"
	"  2 \xe2\x80\x93 \xd0\x9f\xd0\xbb\xd0\xbe\xd1\x85\xd0\xbe: \xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb8\n"
	"  1 \xe2\x80\x93 \xd0\x9d\xd0\xb5\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe: \xd0\xbd\xd0\xb5\xd1\x82\n"
	"  {{response}}\n",
	"scores: [0, 0.5, 1]\nprompt: |\n  - 1 (fully correct): all\n"
	"  - 0.5 (minor issues): some\n  - 0 (fatally flawed): none\n"
	"  {{response}}\n",
	/* the name first, its value in parentheses */
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  - Excellent (5): complete\n"
	"  - Good (4): a small gap\n  - Fair (3): gaps\n"
	"  - Poor (2): wrong steps\n  - Very poor (1): wrong\n"
	"  {{response}}\n",
	"scores: [0, 1, 2]\nprompt: |\n  **Level A (2 points)** - all\n"
	"  **Level B (1 point)** - some\n  **Level C (0 points)** - none\n"
	"  Example: (2)\n  {{response}}\n",
};

/* each rubric's names, lowest value first */
static const char *const r21_names[][5] = {
	{ "Very poor", "Poor", "Fair", "Good", "Excellent" },
	{ "Level E", "Level D", "Level C", "Level B", "Level A" },
	{ "Tier V", "Tier IV", "Tier III", "Tier II", "Tier I" },
	{ "\xe5\xb7\xae", "\xe8\xbe\x83\xe5\xb7\xae", "\xe4\xb8\xad\xe7\xad\x89",
	    "\xe8\x89\xaf\xe5\xa5\xbd", "\xe4\xbc\x98\xe7\xa7\x80" },
	{ "Mangelhaft", "Ausreichend", "Befriedigend", "Gut", "Sehr gut" },
	{ "Nul", "Insuffisant", "Passable", "Bien", "Tr\xc3\xa8s bien" },
	{ "\xd0\x9d\xd0\xb5\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe",
	    "\xd0\x9f\xd0\xbb\xd0\xbe\xd1\x85\xd0\xbe",
	    "\xd0\xa1\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd\xd0\xb5",
	    "\xd0\xa5\xd0\xbe\xd1\x80\xd0\xbe\xd1\x88\xd0\xbe",
	    "\xd0\x9e\xd1\x82\xd0\xbb\xd0\xb8\xd1\x87\xd0\xbd\xd0\xbe" },
	{ "fatally flawed", "minor issues", "fully correct" },
	{ "Very poor", "Poor", "Fair", "Good", "Excellent" },
	{ "Level C", "Level B", "Level A" },
};

/* %s the name of the verdict's level: read under its rubric */
static const char *const r21_name_reads[] = { "Score: %s", "Rating: %s",
	"**Score:** %s", "Score: **%s**", "Final score: %s.",
	"The proof is complete.\n\nScore: %s",
	"Score: %s\n\nExplanation: The argument is clear.",
};

/* %s the verdict's level, %2$s another level's: never read */
static const char *const r21_name_twice[] = { "Score: %s\n\nActually, %2$s.",
	"Score: %s or %2$s", "Score: %s to %2$s", "Score: %s / %2$s",
	"Score: %s\nExplanation: %2$s.", "%2$s.\n\nScore: %s",
	"Rating: %2$s\nScore: %s", "Score: %s\n\n%2$s", "Score: %2$s %s",
	"Score: %s (%2$s)",
};

/* %s a value, %2$s its own level's name (read), or another's (not) */
static const char *const r21_value_named[] = { "Score: %s (%2$s)",
	"Score: %s - %2$s", "Score: %s: %2$s", "**Score:** %s (%2$s)",
	"Score: \\boxed{%s} (%2$s)",
};

/* %s the verdict's level: no verdict either */
static const char *const r21_name_never[] = { "Score: not %s",
	"Score: %s?", "Score: maybe %s", "Score: %s-ish", "Score: %sx",
	"Score: almost %s", "Score: %s, I think", "Score: %s-", "Score: %s+",
	"Score: %s~", "Score: %s%%", "Score: %s/2",
};

/*
 * ok: 1, or 2 under a rubric whose names the reader may not read
 * (lost, counted, never read as another value); round 22 reads the
 * Russian names round 21 lost ("Отлично", "Средне")
 */
static void
r21_named_rubric(struct hostile_run *h, struct r16_family *f,
    const struct papo_rubric *r, const char *const *names, int ok)
{
	char reply[256], v[32];
	size_t t, u, m;

	for (t = 0; t < r->nscores; t++) {
		for (m = 0; m < sizeof(r21_name_reads) /
		    sizeof(r21_name_reads[0]); m++) {
			r16_fill(reply, sizeof(reply), r21_name_reads[m],
			    names[t], "");
			r16_expect(h, f, reply, 0, ok, r->scores[t]);
		}
		for (m = 0; m < sizeof(r21_name_never) /
		    sizeof(r21_name_never[0]); m++) {
			r16_fill(reply, sizeof(reply), r21_name_never[m],
			    names[t], "");
			r16_expect(h, f, reply, 0, 0, 0);
		}
		/* the value, then its own level's name */
		snprintf(v, sizeof(v), "%g", r->scores[t]);
		for (m = 0; m < sizeof(r21_value_named) /
		    sizeof(r21_value_named[0]); m++) {
			r16_fill(reply, sizeof(reply), r21_value_named[m], v,
			    names[t]);
			r16_expect(h, f, reply, 0, ok, r->scores[t]);
		}
		for (u = 0; u < r->nscores; u++)
			for (m = 0; u != t && m < sizeof(r21_value_named) /
			    sizeof(r21_value_named[0]); m++) {
				r16_fill(reply, sizeof(reply),
				    r21_value_named[m], v, names[u]);
				r16_expect(h, f, reply, 0, 0, 0);
			}
		for (u = 0; u < r->nscores; u++)
			for (m = 0; u != t && m < sizeof(r21_name_twice) /
			    sizeof(r21_name_twice[0]); m++) {
				r16_fill(reply, sizeof(reply),
				    r21_name_twice[m], names[t], names[u]);
				r16_expect(h, f, reply, 0, 0, 0);
			}
	}
}

/*
 * Grade rubrics whose grades are letters with a sign ("B+") or words
 * of another script ("优秀", "Très"): read as whole words only.
 */
static const char *const r21_grade_rubrics[] = {
	"parse: grade\ngrade_label: 'Grade:'\ngrades: {A+: 1, A: 0.9, "
	"A-: 0.8, B+: 0.7, B: 0.6, C: 0.4, F: 0}\nprompt: '{{response}}'\n",
	"parse: grade\ngrade_label: 'Rating:'\ngrades: {Excellent: 1, "
	"Good: 0.5, Poor: 0}\nprompt: '{{response}}'\n",
	"parse: grade\ngrade_label: '\xe8\xaf\x84\xe7\xba\xa7\xef\xbc\x9a'\n"
	"grades: {\xe4\xbc\x98\xe7\xa7\x80: 1, \xe8\x89\xaf\xe5\xa5\xbd: 0.5, "
	"\xe8\xbe\x83\xe5\xb7\xae: 0.25, \xe5\xb7\xae: 0}\n"
	"prompt: '{{response}}'\n",
	"parse: grade\ngrade_label: 'Note:'\ngrades: {Tr\xc3\xa8s-bien: 1, "
	"Bien: 0.5, Insuffisant: 0}\nprompt: '{{response}}'\n",
};

static const char *const r21_grade_reads[] = { "%2$s %s", "**%2$s** %s",
	"%2$s %s.", "The proof is complete.\n\n%2$s %s", "%2$s **%s**",
	"%2$s %s\xe3\x80\x82",
};

static void
r21_grade_rubric(struct hostile_run *h, struct r16_family *f,
    const struct papo_rubric *r)
{
	static const char *const never[] = { "%s or %2$s", "%s / %2$s",
	    "%s\n\nActually, %2$s.", "%s%2$s", "%s (%2$s)", "%s, maybe %2$s" };
	char reply[256], lab[64], v[64];
	size_t t, u, m;

	for (t = 0; t < r->ngrades; t++) {
		for (m = 0; m < sizeof(r21_grade_reads) /
		    sizeof(r21_grade_reads[0]); m++) {
			r16_fill(reply, sizeof(reply), r21_grade_reads[m],
			    r->grades[t].word, r->grade_label);
			r16_expect(h, f, reply, 0, 1, r->grades[t].value);
		}
		for (u = 0; u < r->ngrades; u++)
			for (m = 0; u != t && m < sizeof(never) /
			    sizeof(never[0]); m++) {
				r16_fill(v, sizeof(v), never[m],
				    r->grades[t].word, r->grades[u].word);
				snprintf(lab, sizeof(lab), "%s ",
				    r->grade_label);
				snprintf(reply, sizeof(reply), "%s%s", lab, v);
				r16_expect(h, f, reply, 0, 0, 0);
			}
		/* a word glued to it, a sign it does not hold */
		snprintf(reply, sizeof(reply), "%s %s+x", r->grade_label,
		    r->grades[t].word);
		r16_expect(h, f, reply, 0, 0, 0);
		snprintf(reply, sizeof(reply), "%s %s\xe6\xad\xa3",
		    r->grade_label, r->grades[t].word);
		r16_expect(h, f, reply, 0, 0, 0);
	}
}

/*
 * Round 21: a justification that says why the verdict is not another
 * level ("Score: 4. Not a 5 because the bound is not proved.") states
 * one verdict and is read; with a hedge, a turn, a value, the verdict's
 * own level or a tier the rubric does not have in it, it is not.
 * %s the verdict, %2$s another tier; CAUSE the clause after it.
 */
static const char *const r21_why_not_reads[] = {
	"Score: %s. Not a %2$s because CAUSE.",
	"Score: %s\n\nNot a %2$s because CAUSE.",
	"Score: %s\n\nIt is not a %2$s because CAUSE.",
	"Score: %s\n\nIt's not a %2$s since CAUSE.",
	"Score: %s\n\nIt falls short of a %2$s because CAUSE.",
	"Score: %s\n\nI did not give a %2$s because CAUSE.",
	"Score: %s rather than %2$s, since CAUSE.",
	"Score: %s\n\nA %s instead of a %2$s: CAUSE.",
	"Score: %s, not %2$s, because CAUSE.",
	"**Score:** %s\n\nNot a %2$s.",
};

static const char *const r21_why_not_causes[] = {
	"the bound in step 3 is not proved",
	"the limit is taken without justification",
	"the case $n = 0$ is skipped",
	"the student checks both roots",
};

static const char *const r21_why_not_never[] = {
	"Score: %s. Not a %2$s because CAUSE. Actually, %2$s.",
	"Score: %s. Not a %2$s because maybe CAUSE.",
	"Score: %s. Not a %2$s because CAUSE, so %2$s.",
	"Score: %s. Not a %2$s but a %2$s.",
	"Score: %s. Not a %s because CAUSE.",
	"Score: %s. Not a %2$s because it deserves a %2$s.",
	"Score: %s. Not a %2$s/5 because CAUSE.",
	"Score: %s. Not a %2$s because CAUSE?",
	"Score: %s. Not a %2$s because CAUSE.\nScore: %2$s",
	"Score: %s. A %2$s instead of a %s: CAUSE.",
	"Score: %s. Rather than %2$s, I would give %2$s.",
	"Score: %s. Not a %2$s because CAUSE, which would make it a %2$s.",
	"Score: %s. Or a %2$s, because CAUSE.",
	"Score: %s. Not a %2$s because CAUSE; %2$s fits better.",
	"Score: %s. Pas un %2$s car CAUSE.",
	"Score: %s. Not a %2$s because if CAUSE.",
	"Score: %s. Not a %2$s because CAUSE, I think.",
	"Score: %s. Not a %2$s because CAUSE. On reflection, %2$s.",
};

/*
 * Does the template tpl give the praise of r21_why_not_causes as why the
 * verdict v is not the higher tier o ("Score: 4. Not a 5 because the
 * student checks both roots.")?  That reply says the work is right and
 * scores it lower for it: no verdict (session 70).
 */
static int
r21_praise_above(const char *tpl, const char *cause, const char *v,
    const char *o)
{
	return strstr(tpl, "CAUSE") != NULL && strcmp(cause,
	    r21_why_not_causes[3]) == 0 && atof(o) > atof(v);
}

static void
r21_why_not_fill(char *out, size_t size, const char *tpl, const char *v,
    const char *o, const char *cause)
{
	char a[512];
	const char *c;

	r16_fill(a, sizeof(a), tpl, v, o);
	if ((c = strstr(a, "CAUSE")) == NULL)
		snprintf(out, size, "%s", a);
	else
		snprintf(out, size, "%.*s%s%s", (int)(c - a), a, cause, c + 5);
}

/* round 21's sentences why the verdict is not the other tier u */
static void
r21_why_not_pair(struct hostile_run *h, struct r16_family *f,
    const struct papo_rubric *r, size_t t, const char *xs, const char *os)
{
	char reply[512];
	size_t c, m;

	for (c = 0; c < sizeof(r21_why_not_causes) /
	    sizeof(r21_why_not_causes[0]); c++) {
		for (m = 0; m < sizeof(r21_why_not_reads) / sizeof(char *);
		    m++) {
			if (hostile_skip(h))
				continue;
			r21_why_not_fill(reply, sizeof(reply),
			    r21_why_not_reads[m], xs, os,
			    r21_why_not_causes[c]);
			r16_expect(h, f, reply, 0, !r21_praise_above(
			    r21_why_not_reads[m], r21_why_not_causes[c], xs,
			    os), r->scores[t]);
		}
		for (m = 0; m < sizeof(r21_why_not_never) / sizeof(char *);
		    m++) {
			if (hostile_skip(h))
				continue;
			r21_why_not_fill(reply, sizeof(reply),
			    r21_why_not_never[m], xs, os,
			    r21_why_not_causes[c]);
			r16_expect(h, f, reply, 0, 0, 0);
		}
	}
}

START_TEST(hostile_round21_why_not_replies)
{
	struct r16_family f = { "r21-why-not", 0, 0, 0 };
	struct hostile_run h = { NULL, 0, 0, 0 };

	tier_pairs(&h, &f, rubrics_3, r21_why_not_pair);
	round_done("hostile_round21", &h, &f);
}
END_TEST

/*
 * Round 22: the same sentences inside a justification block after the
 * verdict ("Score: 4\n\nExplanation: Not a 5 because ..."), and in a
 * JSON verdict's commentary after its score.  Each read and never
 * form of round 21 whose sentence follows "Score: %s" is put after
 * each label; a block that opens with a justification first, too.
 */
static const char *const r22_block_labels[] = { "Explanation: ",
	"Reason: ", "**Justification:** ", "Reasoning:\n",
	"Explanation: The proof is complete. ", NULL };

/* tpl's sentence after its "Score: %s" and ". " or "\n\n", or NULL */
static const char *
r22_after_verdict(const char *tpl)
{
	if (strncmp(tpl, "Score: %s. ", 11) == 0)
		return tpl + 11;
	if (strncmp(tpl, "Score: %s\n\n", 11) == 0)
		return tpl + 11;
	return NULL;
}

static void
r22_block_forms(struct hostile_run *h, struct r16_family *f,
    const struct papo_rubric *r, const char *xs, const char *os,
    const char *cause, double x)
{
	char tpl[512], reply[640], j[640];
	const char *rest;
	size_t m, l;
	int ok;

	for (ok = 1; ok >= 0; ok--)
	for (m = 0; m < (ok ? sizeof(r21_why_not_reads) :
	    sizeof(r21_why_not_never)) / sizeof(char *); m++) {
		rest = r22_after_verdict(ok ? r21_why_not_reads[m] :
		    r21_why_not_never[m]);
		if (rest == NULL)
			continue;
		for (l = 0; r22_block_labels[l]; l++) {
			if (hostile_skip_thin(h))
				continue;
			snprintf(tpl, sizeof(tpl), "Score: %%s\n\n%s%s",
			    r22_block_labels[l], rest);
			r21_why_not_fill(reply, sizeof(reply), tpl, xs, os,
			    cause);
			r16_expect(h, f, reply, 0, ok && !r21_praise_above(tpl,
			    cause, xs, os), x);
		}
		/* a JSON verdict's commentary after its score */
		if (strchr(rest, '\n') != NULL || strchr(rest, '"') != NULL ||
		    hostile_skip_thin(h))
			continue;
		snprintf(tpl, sizeof(tpl), "{\"score\": %%s, \"explanation\": "
		    "\"%s\"}", rest);
		r21_why_not_fill(j, sizeof(j), tpl, xs, os, cause);
		r16_expect(h, f, j, 0, ok && !r21_praise_above(tpl, cause, xs,
		    os), x);
	}
	(void)r;
}

/* round 22's blocks after the verdict, each cause of round 21 */
static void
r22_block_pair(struct hostile_run *h, struct r16_family *f,
    const struct papo_rubric *r, size_t t, const char *xs, const char *os)
{
	size_t c;

	for (c = 0; c < sizeof(r21_why_not_causes) /
	    sizeof(r21_why_not_causes[0]); c++)
		r22_block_forms(h, f, r, xs, os, r21_why_not_causes[c],
		    r->scores[t]);
}

START_TEST(hostile_round22_block_replies)
{
	struct r16_family f = { "r22-why-block", 0, 0, 0 };
	struct hostile_run h = { NULL, 0, 0, 0 };

	tier_pairs(&h, &f, rubrics_3, r22_block_pair);
	round_done("hostile_round22", &h, &f);
}
END_TEST

/*
 * Round 22: the sentence that says why the verdict is not another
 * level, in German, French, Spanish, Russian and Chinese.  %s the
 * verdict, %2$s another tier.
 */
static const char *const r22_intl_reads[] = {
	"Nicht %2$s, weil der Beweis unvollst\xc3\xa4ndig ist.",
	"Keine %2$s, weil die Herleitung unvollst\xc3\xa4ndig ist.",
	"Nicht %2$s.",
	"Pas un %2$s car la preuve est incompl\xc3\xa8te.",
	"Pas un %2$s, parce que la preuve n'est pas prouv\xc3\xa9" "e.",
	"No un %2$s porque la demostraci\xc3\xb3n est\xc3\xa1 incompleta.",
	"No %2$s, porque el argumento est\xc3\xa1 incompleto.",
	"\xd0\x9d\xd0\xb5 %2$s, \xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 "
	"\xd1\x87\xd1\x82\xd0\xbe \xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7"
	"\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe "
	"\xd0\xbd\xd0\xb5\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xbe\xd0\xb5.",
	"\xe4\xb8\x8d\xe6\x98\xaf%2$s\xe5\x88\x86\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8"
	"\xba\xe8\xaf\x81\xe6\x98\x8e\xe4\xb8\x8d\xe5\xae\x8c\xe6\x95\xb4\xe3\x80"
	"\x82",
	"\xe4\xb8\x8d\xe6\x98\xaf%2$s\xe5\x88\x86\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8"
	"\xba\xe8\xa7\xa3\xe7\xad\x94\xe4\xb8\x8d\xe5\xae\x8c\xe6\x95\xb4\xe3\x80"
	"\x82",
};
static const char *const r22_intl_never[] = {
	"Nicht %s, weil der Beweis unvollst\xc3\xa4ndig ist.",
	"Nicht %2$s, weil vielleicht der Beweis unvollst\xc3\xa4ndig ist.",
	"Nicht %2$s, weil der Beweis unvollst\xc3\xa4ndig ist, also %2$s.",
	"Nicht %2$s/5, weil der Beweis unvollst\xc3\xa4ndig ist.",
	"Nicht %2$s, weil the bound is not proved.",
	"Pas un %2$s car the bound is not proved.",
	"Pas un %2$s car peut-\xc3\xaatre la preuve est incompl\xc3\xa8te.",
	"Pas un %2$s car la preuve est incompl\xc3\xa8te ?",
	"No un %2$s porque quiz\xc3\xa1s la demostraci\xc3\xb3n est\xc3\xa1 "
	"incompleta.",
	"No un %2$s because the proof is incomplete.",
	"No un %2$s porque la demostraci\xc3\xb3n est\xc3\xa1 incompleta, o %2$s.",
	"\xd0\x9d\xd0\xb5 %s, \xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 "
	"\xd1\x87\xd1\x82\xd0\xbe \xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7"
	"\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe "
	"\xd0\xbd\xd0\xb5\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xbe\xd0\xb5.",
	"\xe4\xb8\x8d\xe6\x98\xaf%s\xe5\x88\x86\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8"
	"\xba\xe8\xaf\x81\xe6\x98\x8e\xe4\xb8\x8d\xe5\xae\x8c\xe6\x95\xb4\xe3\x80"
	"\x82",
	/* 也许 (a hedge) before the fault */
	"\xe4\xb8\x8d\xe6\x98\xaf%2$s\xe5\x88\x86\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8"
	"\xba\xe4\xb9\x9f\xe8\xae\xb8\xe8\xaf\x81\xe6\x98\x8e\xe4\xb8\x8d\xe5\xae"
	"\x8c\xe6\x95\xb4\xe3\x80\x82",
	"\xe4\xb8\x8d\xe6\x98\xaf%2$s\xe5\x88\x86\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8"
	"\xba the proof is incomplete.",
};
static const char *const r22_intl_heads[] = { "Score: %s\n\n", "Score: %s. ",
	"Score: %s\n\nExplanation: ",
	"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\n\n", NULL };

/* round 22's sentences why not u in the other languages */
static void
r22_intl_pair(struct hostile_run *h, struct r16_family *f,
    const struct papo_rubric *r, size_t t, const char *xs, const char *os)
{
	char tpl[512], reply[512];
	size_t d, m;

	for (d = 0; r22_intl_heads[d]; d++) {
		for (m = 0; m < sizeof(r22_intl_reads) / sizeof(char *); m++) {
			if (hostile_skip(h))
				continue;
			snprintf(tpl, sizeof(tpl), "%s%s", r22_intl_heads[d],
			    r22_intl_reads[m]);
			r16_fill(reply, sizeof(reply), tpl, xs, os);
			r16_expect(h, f, reply, 0, 1, r->scores[t]);
		}
		for (m = 0; m < sizeof(r22_intl_never) / sizeof(char *); m++) {
			if (hostile_skip(h))
				continue;
			snprintf(tpl, sizeof(tpl), "%s%s", r22_intl_heads[d],
			    r22_intl_never[m]);
			r16_fill(reply, sizeof(reply), tpl, xs, os);
			r16_expect(h, f, reply, 0, 0, 0);
		}
	}
}

START_TEST(hostile_round22_intl_replies)
{
	struct r16_family f = { "r22-why-intl", 0, 0, 0 };
	struct hostile_run h = { NULL, 0, 0, 0 };

	tier_pairs(&h, &f, rubrics_2, r22_intl_pair);
	round_done("hostile_round22", &h, &f);
}
END_TEST

/*
 * Round 21: a verdict quoted inside an element that is not the judge's
 * own (the response echoed in its <response-TOKEN> fence, <quote>,
 * <student_response>, <pre> ...) or a "~~~" code fence is not stated;
 * inside the elements judges wrap their verdict in it is.
 * %s the element's name, %2$s the verdict.
 */
static const char *const r21_quoted_elements[] = { "student_response",
	"student_solution", "solution", "quote", "blockquote", "pre", "code",
	"response-9f3a2c01d4e5b6a7", "response-0000000000000000", "student",
	"submission", "candidate", "text", "input", "user", "context",
	"document", "excerpt", "reference", "problem", "example", "draft",
	"Student_Response", "RESPONSE-abc", NULL };
static const char *const r21_own_elements[] = { "answer", "verdict",
	"evaluation", "assessment", "judgment", "final", "result", "Verdict",
	NULL };
static const char *const r21_element_forms[] = {
	"<%s>\nScore: %2$s\n</%s>",
	"<%s>\nThe answer is 12.\n\nScore: %2$s\n</%s>",
	"<%s>\nScore: %2$s",
	"The response reads:\n<%s>\n**Score:** %2$s\n</%s>",
	"<%s>\nFinal score: %2$s\n</%s>\n",
	"<%s>\n\nScore: \\boxed{%2$s}\n\n</%s>",
};
static const char *const r21_fence_forms[] = {
	"~~~\nScore: %2$s\n~~~", "The student's last line:\n~~~\nScore: %2$s\n~~~",
	"~~~text\nScore: %2$s\n~~~", "```\n~~~\n```\nx\n```\nScore: %2$s\n```",
	"~~~\n```\n~~~\n~~~\nScore: %2$s",
};

/* s with every "%s" the element and "%2$s" the verdict */
static void
r21_element_fill(char *out, size_t size, const char *tpl, const char *el,
    const char *v)
{
	struct papo_buf b = PAPO_BUF_INIT;
	const char *p;

	for (p = tpl; *p; p++)
		if (p[0] == '%' && p[1] == 's') {
			papo_buf_adds(&b, el);
			p++;
		} else if (strncmp(p, "%2$s", 4) == 0) {
			papo_buf_adds(&b, v);
			p += 3;
		} else
			papo_buf_addc(&b, *p);
	snprintf(out, size, "%s", b.s ? b.s : "");
	papo_buf_release(&b);
}

START_TEST(hostile_round21_quoted_replies)
{
	struct r16_family f = { "r21-quoted", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char xs[32], reply[512];
	size_t t, el, m;

	ck_assert_int_eq(parse(&r, "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: '{{response}}'\n"), 0);
	for (t = 0; t < r.nscores; t++) {
		snprintf(xs, sizeof(xs), "%g", r.scores[t]);
		for (m = 0; m < sizeof(r21_element_forms) /
		    sizeof(r21_element_forms[0]); m++) {
			for (el = 0; r21_quoted_elements[el]; el++) {
				r21_element_fill(reply, sizeof(reply),
				    r21_element_forms[m],
				    r21_quoted_elements[el], xs);
				r16_expect(&h, &f, reply, 0, 0, 0);
			}
			for (el = 0; r21_own_elements[el]; el++) {
				r21_element_fill(reply, sizeof(reply),
				    r21_element_forms[m], r21_own_elements[el],
				    xs);
				/* unclosed: <answer> is a response block
				   that must close (lost counted) */
				r16_expect(&h, &f, reply, 0, m == 2 ? 2 : 1,
				    r.scores[t]);
			}
		}
		for (m = 0; m < sizeof(r21_fence_forms) /
		    sizeof(r21_fence_forms[0]); m++) {
			r21_element_fill(reply, sizeof(reply),
			    r21_fence_forms[m], "", xs);
			r16_expect(&h, &f, reply, 0, 0, 0);
		}
		/* a quoted element closed, then the judge's own verdict */
		snprintf(reply, sizeof(reply), "<student_response>\nScore: "
		    "%s\n</student_response>\n\nThe proof is complete.\n\n"
		    "Score: %s", xs, xs);
		r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
		snprintf(reply, sizeof(reply), "~~~\nx = 1\n~~~\n\nScore: %s",
		    xs);
		r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
		snprintf(reply, sizeof(reply), "Line one.<br>\nScore: %s", xs);
		r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
	}
	papo_rubric_release(&r);
	round_done("hostile_round21", &h, &f);
}
END_TEST

/*
 * Round 22: a criterion scored in a table's cell or an HTML item
 * beside the verdict.  %s the verdict, %2$s the criterion's value:
 * another tier is a second verdict (never read), the verdict's own is
 * no conflict (read).
 */
static const char *const r22_cell_forms[] = {
	"| Criterion | Score |\n|---|---|\n| Correctness | %2$s |\n\nScore: %s",
	"| Correctness | %2$s |\n| Rigor | %2$s |\n\nScore: %s",
	"Correctness | %2$s\n\nScore: %s",
	"| Correctness | **%2$s** |\n\n**Score:** %s",
	"| Correctness | %2$s/5 |\n\nFinal score: %s",
	"| Correctness | %2$s points |\n\nScore: %s",
	"|Correctness|%2$s|\n\nScore: %s",
	"| Correctness | Rigor |\n|---|---|\n| %s | %2$s |\n\nScore: %s",
	"<table><tr><td>Correctness</td><td>%2$s</td></tr></table>\n"
	"Score: %s",
	"<table>\n<tr><th>Criterion</th><th>Score</th></tr>\n"
	"<tr><td>Correctness</td><td>%2$s</td></tr>\n</table>\n\nScore: %s",
	"<TABLE><TR><TD>Rigor</TD><TD align=\"center\">%2$s</TD></TR></TABLE>"
	"\n\nScore: %s",
	"<tr><td>Rigor</td> <td> <b>%2$s</b> </td></tr>\n\nScore: %s",
	"<ul><li>Correctness: %2$s</li><li>Rigor: %s</li></ul>\nScore: %s",
	"<ul>\n<li>Correctness: %2$s</li>\n</ul>\n\nScore: %s",
	"<p>Correctness: %2$s</p>\n\nScore: %s",
	"<li class=\"c\">Rigor: %2$s/5</li>\n\nScore: %s",
};

/* %s the verdict: the cells hold no score, the verdict is read */
static const char *const r22_cell_reads[] = {
	"| Step | Result |\n|---|---|\n| 1 | factored |\n| 2 | checked |\n\n"
	"Score: %s",
	"| 1 | x = 2 |\n| 2 | x = 3 |\n\nScore: %s",
	"<table><tr><td>1</td><td>factored</td></tr></table>\n\nScore: %s",
	"| Criterion | Assessment |\n|---|---|\n| Rigor | complete |\n\n"
	"Score: %s",
	"<ul><li>The roots are checked.</li></ul>\n\nScore: %s",
	"<p>The proof is complete.</p>\n\nScore: %s",
	"| Step | Value |\n|---|---|\n| Final answer | 12 |\n\nScore: %s",
};

START_TEST(hostile_round22_cell_replies)
{
	static const char *const rubrics[] = { "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: '{{response}}'\n", "scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, "
	    "9, 10]\nprompt: '{{response}}'\n" };
	struct r16_family f = { "r22-cells", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char xs[32], os[32], reply[512];
	size_t k, t, u, m;

	for (k = 0; k < sizeof(rubrics) / sizeof(rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, rubrics[k]), 0);
		for (t = 0; t < r.nscores; t++) {
			snprintf(xs, sizeof(xs), "%g", r.scores[t]);
			for (m = 0; m < sizeof(r22_cell_reads) /
			    sizeof(r22_cell_reads[0]); m++) {
				r16_fill(reply, sizeof(reply),
				    r22_cell_reads[m], xs, "");
				r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
			}
			for (u = 0; u < r.nscores; u++) {
				snprintf(os, sizeof(os), "%g", r.scores[u]);
				for (m = 0; m < sizeof(r22_cell_forms) /
				    sizeof(r22_cell_forms[0]); m++) {
					if (hostile_skip(&h))
						continue;
					r16_fill(reply, sizeof(reply),
					    r22_cell_forms[m], xs, os);
					r16_expect(&h, &f, reply, 0, u == t ?
					    2 : 0, r.scores[t]);
				}
			}
		}
		papo_rubric_release(&r);
	}
	round_done("hostile_round22", &h, &f);
}
END_TEST

/*
 * Round 22: a level's name as the JSON score key's string value
 * ({"score": "Good"}) reads as "Score: Good" does, where the rubric's
 * text defines it; the commentary after the score naming another
 * level is a second verdict, as after a verdict's line.  %s the
 * verdict's level, %2$s another's; %3 (in r22_json_values) the
 * verdict's value.
 */
static const char *const r22_json_reads[] = { "{\"score\": \"%s\"}",
	"{\"reasoning\": \"The proof is complete.\", \"score\": \"%s\"}",
	"{\"rating\": \"%s\"}", "```json\n{\"score\": \"%s\"}\n```",
	"{\"score\": \"%s\", \"explanation\": \"The argument is clear.\"}",
	"{\n  \"final_score\": \"%s\"\n}",
};
static const char *const r22_json_never[] = {
	"{\"score\": \"%s or %2$s\"}", "{\"score\": \"%s\", \"explanation\": "
	"\"%2$s.\"}", "{\"score\": \"%s\", \"explanation\": \"The work is "
	"%2$s.\"}", "{\"score\": \"%s/%2$s\"}", "{\"score\": \"%2$s, %s\"}",
	"{\"score\": \"%s\", \"score\": \"%2$s\"}",
};
static const char *const r22_json_own[] = { "{\"score\": \"not %s\"}",
	"{\"score\": \"%s?\"}", "{\"score\": \"%s+\"}", "{\"score\": \" %s\"}",
	"{\"score\": \"maybe %s\"}", "{\"score\": \"%sx\"}",
	"{\"score\": \"%s (%s)\"}",
};

static void
r22_json_rubric(struct hostile_run *h, struct hostile_run *hp,
    struct r16_family *f, struct r16_family *g, const struct papo_rubric *r,
    const char *const *names, int ok)
{
	char reply[256], v[32];
	size_t t, u, m;

	for (t = 0; t < r->nscores; t++) {
		for (m = 0; m < sizeof(r22_json_reads) / sizeof(char *); m++) {
			r16_fill(reply, sizeof(reply), r22_json_reads[m],
			    names[t], "");
			r16_expect(h, f, reply, 0, ok, r->scores[t]);
			r16_expect(hp, g, reply, 0, 0, 0);
		}
		for (m = 0; m < sizeof(r22_json_own) / sizeof(char *); m++) {
			r16_fill(reply, sizeof(reply), r22_json_own[m],
			    names[t], "");
			r16_expect(h, f, reply, 0, 0, 0);
		}
		snprintf(v, sizeof(v), "%g", r->scores[t]);
		for (u = 0; u < r->nscores; u++) {
			if (u == t)
				continue;
			for (m = 0; m < sizeof(r22_json_never) /
			    sizeof(char *); m++) {
				r16_fill(reply, sizeof(reply),
				    r22_json_never[m], names[t], names[u]);
				r16_expect(h, f, reply, 0, 0, 0);
			}
			/* a number, then another level's name */
			snprintf(reply, sizeof(reply), "{\"score\": %s, "
			    "\"explanation\": \"%s work.\"}", v, names[u]);
			r16_expect(h, f, reply, 0, 0, 0);
		}
	}
}

START_TEST(hostile_round22_json_replies)
{
	struct r16_family f = { "r22-json", 0, 0, 0 };
	struct r16_family g = { "r22-json-undef", 0, 0, 0 };
	struct papo_rubric r, plain;
	struct hostile_run h = { &r, 0, 0, 0 };
	struct hostile_run hp = { &plain, 0, 0, 0 };
	size_t k;

	ck_assert_int_eq(parse(&plain, "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: |\n  Grade from 1 to 5.\n  {{response}}\n"), 0);
	for (k = 0; k < sizeof(r21_named) / sizeof(r21_named[0]); k++) {
		ck_assert_int_eq(parse(&r, r21_named[k]), 0);
		r22_json_rubric(&h, &hp, &f, &g, &r, r21_names[k], 1);
		papo_rubric_release(&r);
	}
	papo_rubric_release(&plain);
	fprintf(stderr, "hostile_round22 %-11s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	fprintf(stderr, "hostile_round22 %-11s %6d replies, %d misread\n",
	    g.name, g.seen, g.misread);
	ck_assert_msg(h.failed + hp.failed == 0, "%d of %d generated "
	    "replies misread or lost", h.failed + hp.failed,
	    h.checked + hp.checked);
}
END_TEST

/*
 * Round 22: a rubric's Cyrillic level name whose first letter looks
 * like a Latin one ("Отлично", "Средне") is read whole; the same name
 * with any one of its look-alike letters spelled in Latin (a word of
 * two scripts), or under a label spelled with a look-alike ("Sсore:"),
 * is not, whatever the verdict.
 */
static const struct {
	const char *cyr, *lat;	/* a Cyrillic letter, its Latin twin */
} r22_twins[] = { { "\xd0\x9e", "O" }, { "\xd0\xbe", "o" },
	{ "\xd0\xa1", "C" }, { "\xd1\x81", "c" }, { "\xd0\xb5", "e" },
	{ "\xd0\xb0", "a" }, { "\xd1\x80", "p" }, { "\xd0\x95", "E" },
	{ "\xd0\x9d", "H" }, { "\xd1\x85", "x" }, { "\xd0\xa5", "X" },
	{ NULL, NULL } };
static const char *const r22_cyr_forms[] = { "Score: %s", "**Score:** %s",
	"Score: %s.", "Rating: %s", "The proof is complete.\n\nScore: %s",
	"Score: **%s**",
};

/* every spelling of name with one Cyrillic letter made Latin */
static void
r22_mixed(struct hostile_run *h, struct r16_family *f, const char *name)
{
	char mixed[128], reply[256];
	const char *p;
	size_t k, m, w;

	for (k = 0; r22_twins[k].cyr; k++) {
		w = strlen(r22_twins[k].cyr);
		for (p = name; (p = strstr(p, r22_twins[k].cyr)) != NULL;
		    p += w) {
			snprintf(mixed, sizeof(mixed), "%.*s%s%s",
			    (int)(p - name), name, r22_twins[k].lat, p + w);
			for (m = 0; m < sizeof(r22_cyr_forms) /
			    sizeof(char *); m++) {
				r16_fill(reply, sizeof(reply),
				    r22_cyr_forms[m], mixed, "");
				r16_expect(h, f, reply, 0, 0, 0);
			}
		}
	}
}

START_TEST(hostile_round22_cyrillic_replies)
{
	struct r16_family f = { "r22-cyrillic", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char reply[256];
	size_t t, u, m;

	ck_assert_int_eq(parse(&r, r21_named[6]), 0);
	for (t = 0; t < r.nscores; t++) {
		for (m = 0; m < sizeof(r22_cyr_forms) / sizeof(char *); m++) {
			r16_fill(reply, sizeof(reply), r22_cyr_forms[m],
			    r21_names[6][t], "");
			r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
		}
		r22_mixed(&h, &f, r21_names[6][t]);
		/* a label spelled with a look-alike: S, Cyrillic с */
		snprintf(reply, sizeof(reply), "S\xd1\x81ore: %s",
		    r21_names[6][t]);
		r16_expect(&h, &f, reply, 0, 0, 0);
		snprintf(reply, sizeof(reply), "Sc\xd0\xbere: %s\n\n"
		    "Score: %s", r21_names[6][t], r21_names[6][t]);
		r16_expect(&h, &f, reply, 0, 0, 0);
		for (u = 0; u < r.nscores; u++) {
			if (u == t)
				continue;
			snprintf(reply, sizeof(reply), "Score: %s\n\n"
			    "Score: %s", r21_names[6][u], r21_names[6][t]);
			r16_expect(&h, &f, reply, 0, 0, 0);
			snprintf(reply, sizeof(reply), "Score: %s %s",
			    r21_names[6][t], r21_names[6][u]);
			r16_expect(&h, &f, reply, 0, 0, 0);
		}
	}
	papo_rubric_release(&r);
	round_done("hostile_round22", &h, &f);
}
END_TEST

/*
 * Round 22: a YAML front matter (or block) whose key of scores lists
 * another value below it beside the verdict.  %s the verdict, %2$s the
 * value listed.
 */
static const char *const r22_yaml_forms[] = {
	"---\nscores:\n  - %2$s\n  - %s\n---\n\nScore: %s",
	"---\nscore:\n- %2$s\n---\nScore: %s",
	"---\nratings:\n  - %s\n  - %2$s\n---\n\nScore: %s",
	"---\nreviewer: judge\ngrades:\n  - %2$s\n---\n\nScore: %s",
	"scores:\n  - %2$s\n\nScore: %s",
};

START_TEST(hostile_round22_yaml_replies)
{
	struct r16_family f = { "r22-yaml", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char xs[32], os[32], reply[256];
	size_t t, u, m;

	ck_assert_int_eq(parse(&r, "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: '{{response}}'\n"), 0);
	for (t = 0; t < r.nscores; t++) {
		snprintf(xs, sizeof(xs), "%g", r.scores[t]);
		for (u = 0; u < r.nscores; u++) {
			snprintf(os, sizeof(os), "%g", r.scores[u]);
			for (m = 0; m < sizeof(r22_yaml_forms) /
			    sizeof(char *); m++) {
				r16_fill(reply, sizeof(reply),
				    r22_yaml_forms[m], xs, os);
				r16_expect(&h, &f, reply, 0, u == t ? 2 : 0,
				    r.scores[t]);
			}
		}
		/* a list of the problem's values is no score */
		snprintf(reply, sizeof(reply), "Roots:\n- 2\n- 3\n\nScore: %s",
		    xs);
		r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
		snprintf(reply, sizeof(reply), "---\nscore: %s\n---\n", xs);
		r16_expect(&h, &f, reply, 0, 1, r.scores[t]);
	}
	papo_rubric_release(&r);
	round_done("hostile_round22", &h, &f);
}
END_TEST

START_TEST(hostile_round21_named_replies)
{
	struct r16_family f = { "r21-named", 0, 0, 0 };
	struct r16_family g = { "r21-undefined", 0, 0, 0 };
	struct papo_rubric r, plain;
	struct hostile_run h = { &r, 0, 0, 0 };
	struct hostile_run hp = { &plain, 0, 0, 0 };
	char reply[256];
	size_t k, t, m;

	ck_assert_int_eq(parse(&plain, "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: |\n  Grade from 1 to 5.\n  {{response}}\n"), 0);
	for (k = 0; k < sizeof(r21_named) / sizeof(r21_named[0]); k++) {
		ck_assert_int_eq(parse(&r, r21_named[k]), 0);
		r21_named_rubric(&h, &f, &r, r21_names[k], 1);
		/* a rubric that does not define the names reads none */
		for (t = 0; t < r.nscores; t++)
			for (m = 0; m < sizeof(r21_name_reads) /
			    sizeof(r21_name_reads[0]); m++) {
				r16_fill(reply, sizeof(reply),
				    r21_name_reads[m], r21_names[k][t], "");
				r16_expect(&hp, &g, reply, 0, 0, 0);
			}
		papo_rubric_release(&r);
	}
	for (k = 0; k < sizeof(r21_grade_rubrics) /
	    sizeof(r21_grade_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, r21_grade_rubrics[k]), 0);
		r21_grade_rubric(&h, &f, &r);
		papo_rubric_release(&r);
	}
	/* a sign the rubric's grades do not hold: no grade */
	ck_assert_int_eq(parse(&r, "parse: grade\ngrade_label: 'Grade:'\n"
	    "grades: {A: 1, B: 0.5, C: 0}\nprompt: '{{response}}'\n"), 0);
	r16_expect(&h, &f, "Grade: B+", 0, 0, 0);
	r16_expect(&h, &f, "Grade: A+", 0, 0, 0);
	r16_expect(&h, &f, "Grade: B", 0, 1, 0.5);
	papo_rubric_release(&r);
	/* a name two levels share is no level's */
	ck_assert_int_eq(parse(&r, "scores: [1, 2, 3]\nprompt: |\n"
	    "  3 - Good: complete\n  2 - Good: a gap\n  1 - Poor: wrong\n"
	    "  {{response}}\n"), 0);
	r16_expect(&h, &f, "Score: Good", 0, 0, 0);
	r16_expect(&h, &f, "Score: Poor", 0, 1, 1);
	papo_rubric_release(&r);
	papo_rubric_release(&plain);
	fprintf(stderr, "hostile_round21 %-11s %6d replies, %d misread, "
	    "%d lost\n", f.name, f.seen, f.misread, f.lost);
	fprintf(stderr, "hostile_round21 %-11s %6d replies, %d misread\n",
	    g.name, g.seen, g.misread);
	ck_assert_msg(h.failed + hp.failed == 0, "%d of %d generated "
	    "replies misread or lost", h.failed + hp.failed,
	    h.checked + hp.checked);
}
END_TEST

/*
 * Round 20: a rubric whose text names its levels with quality words
 * ("5 - Excellent: ...", "- 1 (fully correct): ..."): a justification
 * after the verdict that names another level ("Score: 4\n\n
 * Explanation: Excellent.") is a second verdict; one that names the
 * verdict's own level is read (when its words are rows).
 */
static const char *const r20_named[] = {
	"scores: [1, 2, 3, 4, 5]\nprompt: |\n  5 - Excellent: complete\n"
	"  4 - Good: a small gap\n  3 - Fair: gaps\n  2 - Poor: wrong steps\n"
	"  1 - Failing: wrong\n  {{response}}\n",
	"scores: [0, 0.5, 1]\nprompt: |\n  - 1 (fully correct): all\n"
	"  - 0.5 (partly justified): some\n  - 0 (fatally flawed): none\n"
	"  {{response}}\n",
};

static const char *const r20_names[][5] = {
	{ "Failing", "Poor", "Fair", "Good", "Excellent" },
	{ "fatally flawed", "partly justified", "fully correct" },
};

static const char *const r20_name_tpls[] = { "Score: %s\n\nExplanation: "
	"%2$s.", "Score: %s\n\nReason: The work is %2$s.",
	"Score: %s\n\n**Justification:** %2$s work.",
	"Score: %s\nThe proof is %2$s.",
};

START_TEST(hostile_round20_named_replies)
{
	struct r16_family f = { "r20-named", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char xs[32], reply[256];
	size_t k, t, u, m;

	for (k = 0; k < sizeof(r20_named) / sizeof(r20_named[0]); k++) {
		ck_assert_int_eq(parse(&r, r20_named[k]), 0);
		for (t = 0; t < r.nscores; t++)
			for (u = 0; u < r.nscores; u++)
				for (m = 0; m < sizeof(r20_name_tpls) /
				    sizeof(r20_name_tpls[0]); m++) {
					snprintf(xs, sizeof(xs), "%g",
					    r.scores[t]);
					r16_fill(reply, sizeof(reply),
					    r20_name_tpls[m], xs,
					    r20_names[k][u]);
					/* the verdict's own name: read when
					   its words are rows (lost counted) */
					r19_expect(&h, &f, reply, t == u ? 2 :
					    0, r.scores[t]);
				}
		papo_rubric_release(&r);
	}
	round_done("hostile_round20", &h, &f);
}
END_TEST

/*
 * Round 20: a level given in a form no rubric defines, beside the
 * verdict: a letter, a roman numeral or a number word after a level
 * word or "grade" ("Level B", "Tier IV", "Level Five", "Grade: B+"),
 * before or after it; and a name the rubric's text gives another
 * level standing alone before it ("Excellent. Score: 4", "Rating:
 * Excellent").  All no score; the verdict's own name alone is read
 * when it is a row (lost counted).
 */
static const char *const r20_forms[] = { "Level %2$s\nScore: %s",
	"Tier %2$s\n\nScore: %s", "This is Level %2$s work. Score: %s",
	"Grade: %2$s\nScore: %s", "Band %2$s\nScore: %s",
	"Category %2$s\nScore: %s", "Score: %s\nLevel %2$s",
	"Score: %s\n\nTier: %2$s", "**Level %2$s**\n\nScore: \\boxed{%s}",
};

static const char *const r20_marks[] = { "A", "B", "C", "D", "B+", "I",
	"II", "III", "IV", "V", "one", "Two", "three", "Four", "five",
};

static const char *const r20_alone[] = { "%2$s. Score: %s",
	"Rating: %2$s\nScore: %s", "Overall: %2$s\n\nScore: %s",
	"**%2$s**\nScore: %s",
};

static void
hostile_round20_forms(struct hostile_run *h, struct r16_family *f,
    size_t rub, double x)
{
	char xs[32], reply[256];
	size_t k, m;

	snprintf(xs, sizeof(xs), "%g", x);
	for (k = 0; k < sizeof(r20_forms) / sizeof(r20_forms[0]); k++)
		for (m = 0; m < sizeof(r20_marks) / sizeof(r20_marks[0]);
		    m++) {
			r16_fill(reply, sizeof(reply), r20_forms[k], xs,
			    r20_marks[m]);
			r19_expect(h, f, reply, 0, 0);
		}
	if (rub >= sizeof(r20_named) / sizeof(r20_named[0]))
		return;
	for (k = 0; k < sizeof(r20_alone) / sizeof(r20_alone[0]); k++)
		for (m = 0; m < h->r->nscores; m++) {
			r16_fill(reply, sizeof(reply), r20_alone[k], xs,
			    r20_names[rub][m]);
			r19_expect(h, f, reply, h->r->scores[m] == x ? 2 : 0,
			    x);
		}
}

START_TEST(hostile_round20_form_replies)
{
	struct r16_family f = { "r20-forms", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	size_t k, t;

	/* the named rubrics, then round 19's numeric ones */
	for (k = 0; k < sizeof(r20_named) / sizeof(r20_named[0]) +
	    sizeof(r19_rubrics) / sizeof(r19_rubrics[0]); k++) {
		ck_assert_int_eq(parse(&r, k < sizeof(r20_named) /
		    sizeof(r20_named[0]) ? r20_named[k] : r19_rubrics[k -
		    sizeof(r20_named) / sizeof(r20_named[0])]), 0);
		for (t = 0; t < r.nscores; t++)
			hostile_round20_forms(&h, &f, k, r.scores[t]);
		papo_rubric_release(&r);
	}
	round_done("hostile_round20", &h, &f);
}
END_TEST

/*
 * Round 23: a score stated with its scale, in the languages and forms
 * judges write it ("4 von 5", "4/5 stars", "4 points sur 5",
 * "评分：4分（满分5分）", "5点中4点", "★★★★☆"), read where the scale is
 * the rubric's (%2$s its top) and never rescaled from another; each
 * then retracted in another language, made conditional, followed by a
 * second response's verdict or a chat's next turn: no score.  Criteria
 * in the sentences before the verdict ("Correctness: 4, clarity: 2.
 * Overall score: 3") are not the verdict's lead-in.
 */
static const char *const r23_scale_forms[] = {
	"Score: %s out of %2$s", "Score: %s of %2$s",
	"**Score:** %s (out of %2$s)",
	"Score: %s/%2$s stars", "Final score: %s out of %2$s points",
	"Rating: %s out of %2$s stars", "Score: %s/%2$s \xe2\xad\x90",
	"Score: \\boxed{%s} out of %2$s", "Score: $\\boxed{%s}$ out of %2$s",
	"Bewertung: %s von %2$s", "Bewertung: %s von %2$s Punkten",
	"Note : %s points sur %2$s", "Note finale : %s sur %2$s",
	"Puntuaci\xc3\xb3n: %s de %2$s", "Pontua\xc3\xa7\xc3\xa3o: %s de %2$s",
	"Punteggio: %s su %2$s", "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba"
	"\xd0\xb0: %s \xd0\xb8\xd0\xb7 %2$s",
	"\xe8\xaf\x84\xe5\x88\x86\xef\xbc\x9a%s\xe5\x88\x86\xef\xbc\x88\xe6"
	"\xbb\xa1\xe5\x88\x86%2$s\xe5\x88\x86\xef\xbc\x89",
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2\xef\xbc\x9a%s\xe7\x82\xb9\xef"
	"\xbc\x88%2$s\xe7\x82\xb9\xe6\xba\x80\xe7\x82\xb9\xef\xbc\x89",
	"\xec\xa0\x90\xec\x88\x98: %s\xec\xa0\x90 (%2$s\xec\xa0\x90 \xeb\xa7"
	"\x8c\xec\xa0\x90)",
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2\xef\xbc\x9a%2$s\xe7\x82\xb9\xe4"
	"\xb8\xad%s\xe7\x82\xb9",
	"\xec\xa0\x90\xec\x88\x98: %2$s\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90"
	"\xec\x97\x90 %s\xec\xa0\x90",
};

/* what follows such a verdict, %s another tier: never that verdict */
static const char *const r23_tails[] = {
	"\n\nEn fait, non : %s.", "\n\nKorrektur: eher %s Punkte.",
	"\n\n\xd0\x98\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5"
	"\xd0\xbd\xd0\xb8\xd0\xb5: %s.",
	"\n\n\xe4\xbf\xae\xe6\xad\xa3\xef\xbc\x9a%s\xe5\x88\x86\xe3\x80\x82",
	"\n\n\xe8\xa8\x82\xe6\xad\xa3\xef\xbc\x9a%s\xe7\x82\xb9\xe3\x81\xa7"
	"\xe3\x81\x99\xe3\x80\x82", "\n\n\xec\xa0\x95\xec\xa0\x95: %s\xec\xa0"
	"\x90.", "\n\nCorrecci\xc3\xb3n: en realidad %s.",
	"\n\nAnzi, direi %s.", " (if the final answer were correct; "
	"otherwise %s)", " (if the final answer were correct)",
	"<|im_end|>\n<|im_start|>user\nScore: %s", "\n\nResponse B: "
	"Score: %s", "\n\nActually, make that %s.",
};

/* criteria beside the verdict %s, %2$s another tier (ok as r16) */
static const struct { const char *form; int ok; } r23_criteria[] = {
	{ "Correctness: %2$s, clarity: %2$s. Overall score: %s", 1 },
	{ "Correctness is solid. Rigor: %2$s. Final score: %s", 1 },
	{ "Clarity is a %2$s, overall %s", 0 },
	{ "Correctness: %2$s. Overall score: %s (if the final answer were "
	  "correct)", 0 },
	{ "Correctness: %2$s, clarity: %2$s. Overall score: %s, or %2$s", 0 },
	{ "Correctness: %2$s, clarity: %2$s, overall score: %s", 2 },
};

/* The rubric's scale drawn in stars: x filled of m in all. */
static void
r23_stars(char *out, size_t size, const char *label, int x, int m)
{
	size_t k = strlen(label);
	int i;

	snprintf(out, size, "%s", label);
	for (i = 0; i < m && k + 4 < size; i++, k += 3)
		memcpy(out + k, i < x ? "\xe2\x98\x85" : "\xe2\x98\x86", 3);
	out[k] = '\0';
}

static void
hostile_round23(struct hostile_run *h, struct r16_family *f,
    struct r16_family *g, double x, double y, double top)
{
	static const char *const body = "The student computes $f'(x) = "
	    "3x^2 - 6x$ and checks both critical points.\n\n";
	char xs[32], ys[32], ms[32], other[32], v[256], reply[640];
	size_t m, t;

	snprintf(xs, sizeof(xs), "%g", x);
	snprintf(ys, sizeof(ys), "%g", y);
	snprintf(ms, sizeof(ms), "%g", top);
	snprintf(other, sizeof(other), "%g", top == 5 ? 10.0 : 5.0);
	for (m = 0; m < sizeof(r23_scale_forms) / sizeof(char *); m++) {
		r16_fill(v, sizeof(v), r23_scale_forms[m], xs, ms);
		snprintf(reply, sizeof(reply), "%s%s", body, v);
		r16_expect(h, f, reply, 0, 1, x);
		/* another scale: never rescaled */
		r16_fill(v, sizeof(v), r23_scale_forms[m], xs, other);
		snprintf(reply, sizeof(reply), "%s%s", body, v);
		r16_expect(h, g, reply, 0, 0, x);
		r16_fill(v, sizeof(v), r23_scale_forms[m], xs, ms);
		for (t = 0; t < sizeof(r23_tails) / sizeof(char *); t++) {
			snprintf(reply, sizeof(reply), "%s%s", body, v);
			r16_fill(reply + strlen(reply), sizeof(reply) -
			    strlen(reply), r23_tails[t], ys, ys);
			r16_expect(h, g, reply, 0, 0, x);
		}
	}
	for (m = 0; m < sizeof(r23_criteria) / sizeof(r23_criteria[0]); m++) {
		r16_fill(v, sizeof(v), r23_criteria[m].form, xs, ys);
		snprintf(reply, sizeof(reply), "%s%s", body, v);
		r16_expect(h, r23_criteria[m].ok ? f : g, reply, 0,
		    r23_criteria[m].ok, x);
	}
	r23_stars(v, sizeof(v), "Score: ", (int)x, (int)top);
	snprintf(reply, sizeof(reply), "%s%s", body, v);
	r16_expect(h, f, reply, 0, 1, x);
	r23_stars(v, sizeof(v), "Score: ", (int)x, (int)top + 1);
	snprintf(reply, sizeof(reply), "%s%s", body, v);
	r16_expect(h, g, reply, 0, 0, x);
}

START_TEST(hostile_round23_scale_replies)
{
	static const char *const rubrics[] = { "scores: [1, 2, 3, 4, 5]\n",
	    "scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n" };
	struct r16_family f = { "r23-scale", 0, 0, 0 };
	struct r16_family g = { "r23-hostile", 0, 0, 0 };
	struct papo_rubric r;
	struct hostile_run h = { &r, 0, 0, 0 };
	char text[128];
	size_t k, t;
	double top;

	for (k = 0; k < sizeof(rubrics) / sizeof(char *); k++) {
		snprintf(text, sizeof(text), "%sprompt: '{{response}}'\n",
		    rubrics[k]);
		ck_assert_int_eq(parse(&r, text), 0);
		top = r.scores[r.nscores - 1];
		for (t = 0; t < r.nscores; t++)
			hostile_round23(&h, &f, &g, r.scores[t],
			    r.scores[(t + 1) % r.nscores], top);
		papo_rubric_release(&r);
	}
	fprintf(stderr, "hostile_round23 %-11s %6d replies, %d misread\n",
	    g.name, g.seen, g.misread);
	round_done("hostile_round23", &h, &f);
}
END_TEST

/*
 * Criteria a line each, then a last "Total" or "Score" line: the
 * overall when its value is on the rubric's scale, between the least
 * and the greatest criterion's and not their sum; a sum, a total over
 * the top or over another denominator is no score.
 */
START_TEST(criteria_then_total)
{
	static const struct {
		const char *reply;
		double x;
	} ok[] = {
		{ "Correctness: 8/10\nClarity: 6/10\nScore: 7/10", 7 },
		{ "Correctness: 8/10\nClarity: 6/10\nTotal: 7/10", 7 },
		{ "Correctness: 8\nClarity: 6\n\n**Total score:** 7", 7 },
		{ "- Correctness: 4\n- Rigor: 9\n- Clarity: 5\nScore: 4", 4 },
		{ "| Criterion | Score |\n|---|---|\n| Correctness | 8 |\n"
		  "| Clarity | 6 |\n| Total | 7 |", 7 },
	};
	static const char *const bad[] = {
		/* the criteria's sum, over their greatest or equal to it */
		"Correctness: 7/10\nClarity: 7/10\nTotal: 14/20",
		"Correctness: 7\nClarity: 7\nTotal: 14",
		"Correctness: 0\nClarity: 6\nTotal: 6",
		"Correctness: 0/10\nClarity: 6/10\nScore: 6/10",
		"| Criterion | Score |\n|---|---|\n| Correctness | 0 |\n"
		"| Clarity | 6 |\n| Total | 6 |",
		/* over the top, another denominator, outside the criteria */
		"Correctness: 8\nClarity: 7\nTotal: 15",
		"Correctness: 8/10\nClarity: 6/10\nTotal: 7/20",
		"Correctness: 8/10\nClarity: 6/10\nTotal: 7",
		"Correctness: 8\nClarity: 6\nTotal: 9",
		/* hedged, another response's, a criterion after it */
		"Correctness: 8\nClarity: 6\nTotal: 7 or 8",
		"Correctness: 8\nClarity: 6\nTotal for Response B: 7",
		"Correctness: 8\nClarity: 6\nScore: 7\nRigor: 6",
		"Response B:\nCorrectness: 8\nClarity: 6\nScore: 7",
	};
	struct papo_rubric r;
	double x;
	size_t i;

	ck_assert_int_eq(parse(&r, "scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
	    "10]\nprompt: '{{response}}'\n"), 0);
	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		ck_assert_msg(score(&r, ok[i].reply, &x) == 0, "no score in "
		    "'%s'", ok[i].reply);
		ck_assert_msg(x == ok[i].x, "'%s' gave %g", ok[i].reply, x);
	}
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(score(&r, bad[i], &x) < 0, "scored '%s'", bad[i]);
	papo_rubric_release(&r);
}
END_TEST

START_TEST(grade_words)
{
	static const struct {
		const char *reply;
		double x;
	} ok[] = {
		{ "Final Grade: CORRECT", 1 },
		{ "Final Grade: INCORRECT", 0 },
		{ "**Final Grade:** INCORRECT", 0 },
		{ "final grade: correct.", 1 },
		{ "Final Grade: \\boxed{CORRECT}", 1 },
		{ "Final  Grade:   `CORRECT`", 1 },
		{ "<think>Final Grade: INCORRECT?</think>Final Grade: CORRECT",
		  1 },
	};
	static const char *const bad[] = {
		"CORRECT", "Final Grade: MAYBE", "Final Grade:",
		"Grade: CORRECT", "Final Grade: CORRECTLY",
		"Final Grade: CORRECT or Final Grade: INCORRECT",
		"<think>Final Grade: CORRECT",
		"Final Grade: CORRECT\n...\nFinal Grade: INCORRECT",
		"Final Grade: CORRECT or INCORRECT",
		"Final Grade: CORRECT/INCORRECT",
		"Final Grade: CORRECT (no wait, INCORRECT)",
		"Final Grade: INCORRECT. (The student wrote: Final Grade: "
		"CORRECT.)",
	};
	struct papo_rubric r;
	double x;
	size_t i;

	ck_assert_int_eq(parse(&r, grades), 0);
	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		ck_assert_msg(score(&r, ok[i].reply, &x) == 0, "no grade in "
		    "'%s'", ok[i].reply);
		ck_assert_msg(x == ok[i].x, "'%s' gave %g", ok[i].reply, x);
	}
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(score(&r, bad[i], &x) < 0, "graded '%s'", bad[i]);
	papo_rubric_release(&r);
}
END_TEST

/* A reply of n unclosed boxes, then "\\boxed{1}": scored 1. */
static void
unclosed_then_one(const struct papo_rubric *r, int n)
{
	struct papo_buf b = PAPO_BUF_INIT;
	double x;
	int i;

	for (i = 0; i < n; i++)
		papo_buf_adds(&b, "\\boxed{");
	papo_buf_adds(&b, "\\boxed{1}");
	ck_assert_int_eq(papo_rubric_score(r, b.s, b.len, &x, NULL), 0);
	ck_assert(x == 1);
	papo_buf_release(&b);
}

/*
 * The last complete box is found wherever unbalanced ones sit (it
 * gives the score only when it ends the reply), after a few hundred
 * unclosed ones too.
 */
/*
 * JSON keys beside the score, read by tables (papo-rubric(5)): a list
 * of remarks of two items or more, a quality label, a confidence; each
 * made hostile (a number among the remarks, a negative confidence, a
 * label that is a level the rubric names).  Hand rows, so that these
 * paths run under ASan in asan-unit whatever the generated rounds'
 * sample reads there.
 */
START_TEST(json_asides)
{
	static const char plain_text[] = "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: |\n  Grade from 1 to 5.\n  {{response}}\n";
	static const char named_text[] = "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: |\n  Grade from 1 to 5.\n  - 5 (excellent): all.\n"
	    "  - 4 (good): a gap.\n  - 3 (fair): gaps.\n"
	    "  - 2 (poor): wrong.\n  - 1 (very poor): none.\n"
	    "  {{response}}\n";
	static const struct {
		int named;	/* under the rubric that names levels */
		const char *reply;
		double want;	/* -1: no score */
	} rows[] = {
		{ 0, "{\"score\": 4, \"strengths\": [\"clear\", \"clear\"]}", 4 },
		{ 0, "{\"score\": 4, \"issues\": [\"clear\", 3]}", -1 },
		{ 0, "{\"score\": 4, \"label\": \"good\"}", 4 },
		{ 0, "{\"score\": 4, \"confidence\": 0.9}", 4 },
		{ 0, "{\"score\": 4, \"confidence\": -0.2}", -1 },
		{ 1, "{\"score\": 4, \"strengths\": [\"clear\", \"clear\"]}", 4 },
		{ 1, "{\"score\": 4, \"label\": \"good\"}", -1 },
		{ 1, "{\"score\": 4, \"label\": \"excellent\"}", -1 },
	};
	struct papo_rubric plain, named;
	size_t k;
	double x;
	int rc;

	ck_assert_int_eq(parse(&plain, plain_text), 0);
	ck_assert_int_eq(parse(&named, named_text), 0);
	for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++) {
		rc = score(rows[k].named ? &named : &plain, rows[k].reply, &x);
		if (rows[k].want < 0)
			ck_assert_msg(rc != 0, "'%s' read as %g", rows[k].reply,
			    x);
		else
			ck_assert_msg(rc == 0 && x == rows[k].want,
			    "'%s': status %d, %g", rows[k].reply, rc, x);
	}
	papo_rubric_release(&plain);
	papo_rubric_release(&named);
}
END_TEST

/*
 * Round 29's paths, hand rows beside the generated round (ASan samples
 * a twentieth of it): a reference's score beside the response's, a
 * response's score against the verdict, a Qwen3 </think> glued to the
 * reasoning, a verdict line left open, the new labels and scale words,
 * a level's name with the rest of its rubric line.
 */
START_TEST(round29_rows)
{
	static const char plain_text[] = "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: |\n  Grade from 1 to 5.\n  {{response}}\n";
	static const char named_text[] = "scores: [1, 2, 3, 4, 5]\n"
	    "prompt: |\n  Grade from 1 to 5.\n  5 - Excellent: all.\n"
	    "  4 - Good: a gap.\n  3 - Fair: gaps.\n"
	    "  2 - Poor: wrong.\n  1 - Very poor: none.\n"
	    "  {{response}}\n";
	static const struct {
		int named;	/* under the rubric that names levels */
		const char *reply;
		double want;	/* -1: no score */
	} rows[] = {
		{ 0, "Reference: 5/5. Response: 3/5.", 3 },
		{ 0, "**Reference score:** 5\n**Response score:** 2", 2 },
		{ 0, "Response: 4. Reference solution: 5.", 4 },
		{ 0, "\xe5\x8f\x82\xe8\x80\x83\xe7\xad\x94\xe6\xa1\x88"
		    "\xe5\xbe\x97\xe5\x88\x86\xef\xbc\x9a" "5\xef\xbc\x8c"
		    "\xe5\xad\xa6\xe7\x94\x9f\xe5\x9b\x9e\xe7\xad\x94"
		    "\xe5\xbe\x97\xe5\x88\x86\xef\xbc\x9a" "3", 3 },
		{ 0, "Reference: 5/5. Response B: 3/5.", -1 },
		{ 0, "Reference: 5/5. Response: 3/5 (maybe 4/5).", -1 },
		{ 0, "Reference:5/5 Response:3/5", -1 },
		{ 0, "Step 2 is wrong.\nReference: 5/5. Response: 3/5.", 3 },
		{ 0, "Steps 1 and 3 hold.\nReference: 5/5. Response: 3/5.", 3 },
		{ 0, "Step 2: 4/5.\nReference: 5/5. Response: 3/5.", -1 },
		{ 0, "Step 2, 4 points off.\nReference: 5/5. Response: 3/5.",
		    -1 },
		{ 0, "Step 2.4 fails.\nReference: 5/5. Response: 3/5.", -1 },
		{ 0, "Score: 3</think>The response is careful.", -1 },
		{ 0, "</think>Score: 3</think>", -1 },
		{ 0, "Check each step.</think>Score: 3", 3 },
		{ 0, "The template shows \"</think>Score: 3\"", -1 },
		{ 1, "Score: Excellent\nReference: 5/5. Response: 3/5.", -1 },
		{ 0, "Response: 4. Score: 3", -1 },
		{ 0, "Reference: 3. Response: 4.\n\nScore: 3", -1 },
		{ 0, "Response 2: 2\nScore: 1", -1 },
		{ 0, "Reference: 5. Score: 3", 3 },
		{ 0, "Correctness: 4, clarity: 2. Overall score: 3", 3 },
		{ 0, "Let me check. Score: 3</think>", -1 },
		{ 0, "Draft 3, maybe 4.</think>\n\nScore: 4", 4 },
		{ 0, "Score: 0\n\n> quoted: </think>\n> Score: 1", -1 },
		{ 0, "Score: 4 (", -1 },
		{ 0, "Score: 4 -", -1 },
		{ 0, "Score: 4 ()", 4 },
		{ 0, "Puan: 4", 4 },
		{ 0, "Toplam puan: 4", 4 },
		{ 0, "Skor akhir: 4/5", 4 },
		{ 0, "\xc4\x90i\xe1\xbb\x83m s\xe1\xbb\x91: 4", 4 },
		{ 0, "\xe0\xb8\x84\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99"
		    "\xe0\xb8\x99: 4", 4 },
		{ 0, "Score: 4 \xd9\x85\xd9\x86 5", 4 },
		{ 0, "Score: 4 \xd9\x85\xd9\x86 10", -1 },
		{ 0, "Puan: 4 veya 3", -1 },
		{ 0, "Nilai x: 4", -1 },
		{ 1, "Score: 4 (Good: a gap.)", 4 },
		{ 1, "Score: 4 \xe2\x80\x94 Good: a gap.", 4 },
		{ 1, "Score: 4\xe2\x80\x94Good: a gap.", 4 },
		{ 1, "Score: 4 \xe2\x80\x93 Good: a gap.", 4 },
		{ 1, "Score: 4\xe2\x80\x93Good: a gap.", -1 },
		{ 1, "Score: 4 \xe2\x80\x94 Excellent", -1 },
		{ 1, "Score: 4 - Good: a gap.", 4 },
		{ 1, "Score: 4 (Good: a gap., maybe 3)", -1 },
		{ 1, "Score: 4 (Good: gaps.)", -1 },
	};
	struct papo_rubric plain, named;
	size_t k;
	double x;
	int rc;

	ck_assert_int_eq(parse(&plain, plain_text), 0);
	ck_assert_int_eq(parse(&named, named_text), 0);
	for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++) {
		rc = score(rows[k].named ? &named : &plain, rows[k].reply, &x);
		if (rows[k].want < 0)
			ck_assert_msg(rc != 0, "'%s' read as %g", rows[k].reply,
			    x);
		else
			ck_assert_msg(rc == 0 && x == rows[k].want,
			    "'%s': status %d, %g", rows[k].reply, rc, x);
	}
	papo_rubric_release(&plain);
	papo_rubric_release(&named);
}
END_TEST

START_TEST(unbalanced_boxes)
{
	static const char *const cases[][2] = {
		{ "\\boxed{1} \\boxed{0.5", "amid" },
		{ "\\boxed{\\boxed{0.5} x", "amid" },
		{ "\\boxed{0}\\boxed x \\boxed{", "amid" },
		{ "\\boxed{1} \\boxed{\\} \\boxed{", "amid" },
		{ "\\boxed {0.5}\\boxed", "amid" },
		{ "\\boxed{\\{0\\}} \\boxed{ { }", "amid" },
		{ "\\boxed{ { \\boxed{0.5}", "0.5" },
		{ "\\boxed{1", "none" },
		{ "\\boxed{ \\boxed{\\}", "none" },
	};
	struct papo_rubric r;
	const char *why;
	double x;
	size_t k;

	ck_assert_int_eq(parse(&r, tiers3), 0);
	for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		int got = papo_rubric_score(&r, cases[k][0],
		    strlen(cases[k][0]), &x, &why);

		if (strcmp(cases[k][1], "amid") == 0)
			ck_assert_msg(got < 0 && strstr(why, "does not end"),
			    "%s: got %d", cases[k][0], got);
		else if (strcmp(cases[k][1], "none") == 0)
			ck_assert_msg(got < 0 && strstr(why, "no \\boxed{}"),
			    "%s: got %d", cases[k][0], got);
		else
			ck_assert_msg(got == 0 && x == atof(cases[k][1]),
			    "%s: got %d %g", cases[k][0], got, x);
	}
	unclosed_then_one(&r, 300);
	papo_rubric_release(&r);
}
END_TEST

/*
 * A reply full of unclosed boxes is read in linear time (it took
 * quadratic time once: 0.4 s for 63 kB, found by fuzzing): 1.4 MB of
 * them, a fixed big input (tagged big: make check's valgrind step leaves
 * it out, the plain and ASan runs keep it).
 */
START_TEST(unbalanced_boxes_big)
{
	struct papo_rubric r;

	ck_assert_int_eq(parse(&r, tiers3), 0);
	unclosed_then_one(&r, 200000);
	papo_rubric_release(&r);
}
END_TEST

/* A rubric lists a few tiers; thousands are refused, not checked slowly. */
START_TEST(too_many_tiers)
{
	struct papo_rubric r;
	struct papo_buf b = PAPO_BUF_INIT;
	int i;

	papo_buf_adds(&b, "prompt: '{{response}}'\nscores: [0");
	for (i = 1; i < PAPO_RUBRIC_MAX_TIERS; i++)
		papo_buf_addf(&b, ", %d", i);
	papo_buf_adds(&b, "]\n");
	ck_assert_int_eq(parse(&r, b.s), 0);
	papo_rubric_release(&r);
	papo_buf_truncate(&b, b.len - 2);
	papo_buf_adds(&b, ", -1]\n");
	ck_assert_int_eq(parse(&r, b.s), -1);
	ck_assert_msg(strstr(e.msg, "more than 100 numbers") != NULL, "%s",
	    e.msg);
	papo_buf_reset(&b);
	papo_buf_adds(&b, "prompt: '{{response}}'\nparse: grade\ngrades: {");
	for (i = 0; i <= PAPO_RUBRIC_MAX_TIERS; i++)
		papo_buf_addf(&b, "%sg%d: %d", i ? ", " : "", i, i);
	papo_buf_adds(&b, "}\n");
	ck_assert_int_eq(parse(&r, b.s), -1);
	ck_assert_msg(strstr(e.msg, "x.yaml:3: 'grades' lists more than 100 "
	    "words") != NULL, "%s", e.msg);
	papo_buf_release(&b);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("rubric");
	TCase *tc = tcase_create("core");
	TCase *big = tcase_create("big");

	tcase_add_test(tc, loads_defaults);
	tcase_add_test(tc, rejects_bad_files);
	tcase_add_test(tc, error_lines);
	tcase_add_test(tc, shipped_rubrics);
	tcase_add_test(tc, locate);
	tcase_add_test(tc, dirs);
	tcase_add_test(tc, render);
	tcase_add_test(tc, fenced_placeholders);
	tcase_add_test(tc, strip_think);
	tcase_add_test(tc, numbers);
	tcase_add_test(tc, boxed_scores);
	tcase_add_test(tc, verdicts);
	tcase_add_test(tc, json_asides);
	tcase_add_test(tc, round29_rows);
	tcase_add_test(tc, excerpts);
	tcase_add_test(tc, swap);
	tcase_add_test(tc, replies_file);
	tcase_add_test(tc, five_tiers);
	tcase_add_test(tc, hostile_replies);
	tcase_add_test(tc, hostile_round13_replies);
	tcase_add_test(tc, hostile_round14_replies);
	tcase_add_test(tc, hostile_round15_replies);
	tcase_add_test(tc, hostile_round16_replies);
	tcase_add_test(tc, hostile_round17_replies);
	tcase_add_test(tc, hostile_round17_never);
	tcase_add_test(tc, hostile_round18_replies);
	tcase_add_test(tc, hostile_round19_cut_replies);
	tcase_add_test(tc, hostile_round19_star_replies);
	tcase_add_test(tc, hostile_round19_lead_replies);
	tcase_add_test(tc, hostile_round19_why_replies);
	tcase_add_test(tc, hostile_round19_word_replies);
	tcase_add_test(tc, hostile_round19_cjk_replies);
	tcase_add_test(tc, hostile_round20_defined_replies);
	tcase_add_test(tc, hostile_round20_named_replies);
	tcase_add_test(tc, hostile_round20_form_replies);
	tcase_add_test(tc, hostile_round21_named_replies);
	tcase_add_test(tc, hostile_round21_why_not_replies);
	tcase_add_test(tc, hostile_round21_quoted_replies);
	tcase_add_test(tc, hostile_round22_cell_replies);
	tcase_add_test(tc, hostile_round22_block_replies);
	tcase_add_test(tc, hostile_round22_json_replies);
	tcase_add_test(tc, hostile_round22_cyrillic_replies);
	tcase_add_test(tc, hostile_round22_intl_replies);
	tcase_add_test(tc, hostile_round22_yaml_replies);
	tcase_add_test(tc, hostile_round23_scale_replies);
	tcase_add_test(tc, grade_words);
	tcase_add_test(tc, criteria_then_total);
	tcase_add_test(tc, unbalanced_boxes);
	tcase_add_test(tc, too_many_tiers);
	suite_add_tcase(s, tc);
	tcase_add_test(big, unbalanced_boxes_big);
	tcase_set_tags(big, "big");
	suite_add_tcase(s, big);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
