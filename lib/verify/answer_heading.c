/* SPDX-License-Identifier: MIT */
/*
 * answer_heading.c: the heading of the section a response ends in ("##
 * Step 5: Calculate the total", "**Final Answer**", a setext heading),
 * read whole: a section headed "## Wrong approach" or "# Draft (do not
 * grade)" is not one the response commits to.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"

static int step_label(const char *, size_t, size_t);

/* Is the line s[a..b) made of c alone, three or more, spaces aside? */
static int
rule_of(const char *s, size_t a, size_t b, char c)
{
	size_t k = 0;

	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\r'))
		b--;
	while (a < b && s[a] == ' ')
		a++;
	for (; a < b; a++, k++)
		if (s[a] != c)
			return 0;
	return k >= 3;
}

int
papo_answer_rule_line(const char *s, size_t a, size_t b)
{
	while (a < b && (s[a] == '\n' || s[a] == '\t' || s[a] == '\r'))
		a++;
	while (b > a && (s[b - 1] == '\n' || s[b - 1] == '\t'))
		b--;
	return a < b && (rule_of(s, a, b, '-') || rule_of(s, a, b, '*') ||
	    rule_of(s, a, b, '_'));
}

/*
 * An HTML heading that is the line s[k..b) whole ("<h2>Wrong
 * approach</h2>", "<summary>Wrong answer</summary>", "<b>Draft</b>"):
 * 1 and its text in [*ha, *hb); else 0.
 */
static int
html_heading(const char *s, size_t k, size_t b, size_t *ha, size_t *hb)
{
	static const char *const tags[] = { "h1", "h2", "h3", "h4", "h5",
	    "h6", "summary", "b", "strong", NULL };
	size_t t, l;
	char close[16];

	if (b - k < 7 || s[k] != '<')
		return 0;
	for (t = 0; tags[t] != NULL; t++) {
		l = strlen(tags[t]);
		if (b - k < 2 * l + 5 || strncasecmp(s + k + 1, tags[t], l) !=
		    0 || s[k + 1 + l] != '>')
			continue;
		close[0] = '<';
		close[1] = '/';
		memcpy(close + 2, tags[t], l);
		close[l + 2] = '>';
		if (strncasecmp(s + b - (l + 3), close, l + 3) != 0)
			continue;
		*ha = k + l + 2;
		*hb = b - (l + 3);
		return *hb > *ha;
	}
	return 0;
}

/*
 * The text of the heading the line s[a..b) is, in [*ha, *hb): an ATX
 * heading ("## Step 5: ..."), a line bold as a whole ("**Final
 * Answer**", "**Wrong approach:**"), an HTML heading (html_heading), an
 * admonition ("!!! warning"), or (setext) the line above a line of '='
 * at s[b + 1].  0 when it is none.
 */
static int
heading_text(const char *s, size_t a, size_t b, size_t n, size_t *ha,
    size_t *hb)
{
	size_t k = a, e;

	while (k < b && s[k] == ' ')
		k++;
	while (b > k && (s[b - 1] == ' ' || s[b - 1] == '\r'))
		b--;
	if (k < b && s[k] == '#') {
		for (e = k; e < b && s[e] == '#'; e++)
			;
		if (e - k > 6 || e >= b || s[e] != ' ')
			return 0;
		*ha = e + 1;
		*hb = b;
		return 1;
	}
	if (b - k > 4 && memcmp(s + k, "**", 2) == 0 && (memcmp(s + b - 2,
	    "**", 2) == 0 || (b - k > 5 && memcmp(s + b - 3, "**:", 3) ==
	    0)) && papo_answer_find_bytes(s + k + 2, b - k - 4, "**", 2) ==
	    NULL) {
		*ha = k + 2;
		*hb = s[b - 1] == ':' ? b - 3 : b - 2;
		return 1;
	}
	if ((e = html_heading(s, k, b, ha, hb)) != 0)
		return 1;
	if (b - k > 6 && s[b - 1] == ':' && step_label(s, k, b)) {
		/* a step's line of its own: "Step 3 (draft):" */
		*ha = k;
		*hb = b - 1;
		return 1;
	}
	if (b - k > 4 && (memcmp(s + k, "!!! ", 4) == 0 || memcmp(s + k,
	    "??? ", 4) == 0)) {
		*ha = k + 4;	/* an admonition: "!!! warning" */
		*hb = b;
		return 1;
	}
	for (e = b + 1; e < n && s[e] == ' '; e++)
		;
	/* no '=' line under it (rule_of's first test) */
	if (e >= n || s[e] != '=')
		return 0;
	if (b > k && b < n && (e = line_end(s, b + 1, n)) > b + 1 &&
	    rule_of(s, b + 1, e, '=')) {
		*ha = k;
		*hb = b;
		return 1;
	}
	return 0;
}

/*
 * The heading of the section the line at s[a] is in: the nearest
 * heading line above it (heading_text), its text in [*ha, *hb); 0 when
 * there is none.
 */
static size_t heading_label(const char *, size_t, size_t);

/*
 * Is the line right above the line at s[a], blank lines aside, a step's
 * line with a title ("Step 3: Compute a wrong guess", "Step 3. Verify
 * the draft answer"): the heading of what stands under it, its text in
 * [*ha, *hb)?  A title is short and holds no sentence's end nor '='
 * ("Step 2: Add them. 5 + 3 = 8." is the work, no heading).
 */
static int
step_line_above(const char *s, size_t a, size_t *ha, size_t *hb)
{
	size_t l = line_start(s, a), p, k, b, t;

	while (l > 0) {
		p = line_start(s, l - 1);
		for (k = p, b = l - 1; k < b && (s[k] == ' ' || s[k] == '\t');
		    k++)
			;
		while (b > k && (s[b - 1] == ' ' || s[b - 1] == '\r'))
			b--;
		if (k < b)
			break;
		l = p;	/* a blank line */
	}
	if (l == 0 || b - k <= 6 || strncasecmp(s + k, "step", 4) != 0 ||
	    (t = heading_label(s, k, b)) <= k + 4)
		return 0;
	while (t < b && s[t] == ' ')
		t++;
	if (t >= b || b - t > 80)
		return 0;
	for (p = t; p < b; p++)
		if (s[p] == '.' || s[p] == '=' || s[p] == '!' || s[p] == '?')
			return 0;	/* a sentence of the work, no title */
	*ha = k;
	*hb = b;
	return 1;
}

/* The marks that end a sentence in a step's title: with a digit, the
   title is a sentence of the work ("Schritt 6: Das ergibt 24.",
   "步骤3：所以是24。"), no heading; "Schritt 4: Prüfen (falsch)." is
   one. */
static const char *const title_stops[] = { ".", "!", "?",
	"\xe3\x80\x82" /* 。 */, "\xef\xbc\x81" /* ！ */,
	"\xef\xbc\x9f" /* ？ */, NULL };

/*
 * Is the line right above the line at s[a], blank lines aside, a step's
 * line of a language answer_heading_words.c reads, a label, its number
 * and a title ("Schritt 4: Prüfen", "步骤4：验证"), short, with no '='
 * and no sentence's end: its text in [*ha, *hb)?
 */
static int
foreign_step_above(const char *s, size_t a, size_t *ha, size_t *hb)
{
	size_t l = line_start(s, a), p = 0, k, b = 0, t, j;

	while (l > 0) {
		p = line_start(s, l - 1);
		for (k = p, b = l - 1; k < b && (s[k] == ' ' || s[k] == '\t');
		    k++)
			;
		while (b > k && (s[b - 1] == ' ' || s[b - 1] == '\r'))
			b--;
		if (k < b)
			break;
		l = p;	/* a blank line */
	}
	if (l == 0 || b - p > 120 || memchr(s + p, '=', b - p) != NULL ||
	    (t = papo_answer_heading_step(s, p, b)) == 0)
		return 0;
	for (k = t; k < b && !(s[k] >= '0' && s[k] <= '9'); k++)
		;
	for (j = 0; k < b && title_stops[j] != NULL; j++)
		if (papo_answer_find_bytes(s + t, b - t, title_stops[j],
		    strlen(title_stops[j])) != NULL)
			return 0;
	*ha = p;
	*hb = b;
	return 1;
}

/*
 * Is the line s[p..e) a thematic break ("---", "***", "___") with a
 * blank line (or nothing) above it: a rule that closes the section
 * above, not a setext heading's underline ("Draft\n---")?
 */
static int
thematic_break(const char *s, size_t p, size_t e)
{
	size_t q, k;

	/* the line's first byte past its spaces says which rule it can be:
	   most lines are none, asked once per line above every answer */
	for (k = p; k < e && s[k] == ' '; k++)
		;
	if (k == e || (s[k] != '-' && s[k] != '*' && s[k] != '_'))
		return 0;
	if (!rule_of(s, p, e, '-') && !rule_of(s, p, e, '*') &&
	    !rule_of(s, p, e, '_'))
		return 0;
	if (p == 0)
		return 1;
	q = line_start(s, p - 1);
	for (k = q; k < p - 1; k++)
		if (s[k] != ' ' && s[k] != '\t' && s[k] != '\r')
			return 0;
	return 1;
}

/*
 * The text of the line s[p..e), spaces aside, into [*ha, *hb); 0 when
 * it is blank.
 */
static int
line_text(const char *s, size_t p, size_t e, size_t *ha, size_t *hb)
{
	while (p < e && (s[p] == ' ' || s[p] == '\t'))
		p++;
	while (e > p && (s[e - 1] == ' ' || s[e - 1] == '\r'))
		e--;
	*ha = p;
	*hb = e;
	return e > p;
}

/*
 * Is the line s[p..e) a setext heading's underline of '-' right under a
 * title ("Draft\n---", "Wrong attempt\n---"): a line of text alone in
 * its paragraph, with no sentence's end, math nor '=' in it (a
 * computation's last line above a rule is the work, read as before)?
 * That line the heading, its text in [*ha, *hb).
 */
static int
dash_setext(const char *s, size_t p, size_t e, size_t *ha, size_t *hb)
{
	size_t q, k, a, b;

	if (p == 0 || !rule_of(s, p, e, '-'))
		return 0;
	q = line_start(s, p - 1);
	if (!line_text(s, q, p - 1, &a, &b))
		return 0;
	for (k = a; k < b; k++)
		if (strchr(".!?=\\$|", s[k]) != NULL)
			return 0;
	if (q > 0 && line_text(s, line_start(s, q - 1), q - 1, &k, &k))
		return 0;	/* a paragraph's last line */
	*ha = a;
	*hb = b;
	return 1;
}

/*
 * Is the nearest line above the thematic break at s[p], blank lines
 * aside, a heading (its text in [*ha, *hb)): a section with nothing in
 * it before the rule ("## Draft\n\n---\n\nThe answer is 42."), whose
 * heading titles what stands under the rule?
 */
static int
empty_section(const char *s, size_t p, size_t n, size_t *ha, size_t *hb)
{
	size_t q;

	while (p > 0) {
		q = line_start(s, p - 1);
		if (line_text(s, q, p - 1, ha, hb))
			return heading_text(s, q, p - 1, n, ha, hb);
		p = q;
	}
	return 0;
}

/*
 * Is the line s[p..e) a code fence, "```" or "~~~" after its indent (an
 * info string after it: "```python")?
 */
static int
fence_line(const char *s, size_t p, size_t e)
{
	while (p < e && (s[p] == ' ' || s[p] == '\t'))
		p++;
	return e - p >= 3 && (memcmp(s + p, "```", 3) == 0 ||
	    memcmp(s + p, "~~~", 3) == 0);
}

const char *const papo_answer_code_tags[] = { "python", "code",
	"execute", "tool_call", "tool_response", "llm-code",
	"llm-code-output", "output", NULL };

/* Is the line s[p..e) a code tag's close alone ("</python>")? */
static int
code_close_line(const char *s, size_t p, size_t e)
{
	size_t k, l;

	while (p < e && (s[p] == ' ' || s[p] == '\t'))
		p++;
	while (e > p && (s[e - 1] == ' ' || s[e - 1] == '\r'))
		e--;
	if (e - p < 4 || s[p] != '<' || s[p + 1] != '/' || s[e - 1] != '>')
		return 0;
	for (k = 0; papo_answer_code_tags[k] != NULL; k++)
		if ((l = strlen(papo_answer_code_tags[k])) == e - 3 - p &&
		    memcmp(s + p + 2, papo_answer_code_tags[k], l) == 0)
			return 1;
	return 0;
}

/*
 * Do the lines of s[0..l) hold an even number of code fences, at least
 * two: the line at s[l] stands after the last block closed, not in one?
 */
static int
fences_closed(const char *s, size_t l)
{
	size_t p = 0, e, c = 0;

	while (p < l) {
		e = line_end(s, p, l);
		c += fence_line(s, p, e);
		p = e + 1;
	}
	return c >= 2 && c % 2 == 0;
}

/*
 * Can no row of section_heading read the line s[p..e) (s[n] the
 * response's end)?  A heading (heading_text), a dashed underline
 * (dash_setext) or a thematic break opens, past its spaces, with one of
 * "#*<!?-_", or ends in a colon (a step's label), or stands over a line
 * of '=': most lines are none, passed without their rows.
 */
static int
plain_line(const char *s, size_t p, size_t e, size_t n)
{
	size_t k = p, b = e;

	while (k < e && s[k] == ' ')
		k++;
	if (k < e && (s[k] == '#' || s[k] == '*' || s[k] == '<' ||
	    s[k] == '!' || s[k] == '?' || s[k] == '-' || s[k] == '_'))
		return 0;
	while (b > k && (s[b - 1] == ' ' || s[b - 1] == '\r'))
		b--;
	if (b > k && s[b - 1] == ':')
		return 0;
	for (b++; b < n && s[b] == ' '; b++)
		;
	return b >= n || s[b] != '=';
}

/*
 * The heading whose section holds the line at s[a]: the nearest line
 * above it that is a heading, unless a thematic break comes first (the
 * answer after "---" stands under no heading: "### 4. Remainder modulo
 * 1000 ... ---\n\n\\boxed{16}", Nemotron-3-Nano's replies in the
 * corpus's nemogym-ns-tools-think).  The lines of a fenced code block
 * above the answer's line are code, none a heading: "# Calculate the
 * total" is a Python comment (MathCoder's solutions, the corpus's
 * mathcoder-*); when the answer's own line is in a block, every line
 * is read as before.  An answer below a tool's code, its tags on lines
 * of their own ("<python>" ... "</python>", papo_answer_code_tags),
 * stands under no
 * heading: the tool's result is read between them and it, as a
 * thematic break's section starts afresh.
 */
static int
section_heading(const char *s, size_t a, size_t n, size_t *ha, size_t *hb)
{
	size_t l = line_start(s, a), p;
	int fenced, tagged, code = 0;

	fenced = (memchr(s, '`', l) != NULL || memchr(s, '~', l) != NULL) &&
	    fences_closed(s, l);
	tagged = memchr(s, '<', l) != NULL;
	while (l > 0) {
		p = line_start(s, l - 1);
		if (fenced && fence_line(s, p, l - 1)) {
			code = !code;
			l = p;
			continue;
		}
		if (!code && tagged && code_close_line(s, p, l - 1))
			return 0;	/* after a tool's code and its result */
		if (!code && plain_line(s, p, l - 1, n)) {
			l = p;
			continue;
		}
		if (!code && (heading_text(s, p, l - 1, n, ha, hb) ||
		    dash_setext(s, p, l - 1, ha, hb)))
			return 1;
		if (!code && thematic_break(s, p, l - 1))
			return empty_section(s, p, n, ha, hb);
		l = p;
	}
	return 0;
}

/*
 * The verbs a heading of a step names its work by, imperative or in
 * -ing ("Step 5: Provide the final answer", "Multiplying the
 * possibilities"), that the openers do not hold alone: words of any
 * heading read word by word (step_verbs[] below says how it differs).
 */
static const char *const heading_verbs[] = { "provide", "providing",
	"determine", "determining", "consider", "considering", "compare",
	"comparing", "calculate", "calculating", "compute", "computing",
	"find", "finding", "write", "writing", "present", "presenting",
	"solve", "solving", "check", "checking", "verify", "verifying",
	"multiply", "multiplying", "count", "counting", "convert",
	"converting", "round", "rounding", "simplify", "simplifying",
	"evaluate", "evaluating", "add", "adding", "combine", "combining",
	"identify", "identifying", "apply", "applying", "substitute",
	"substituting", "express", "expressing", "list", "listing", "sum",
	"summing", "summarize", "summarizing", "conclude", "concluding",
	"state", "stating", "subtract", "subtracting", "divide", "dividing",
	"set", "setting", "plug", "plugging", "use", "using", "analyze",
	"analyzing", "understand", "understanding", "recall", "define",
	"defining", "interpret", "interpreting", "perform", "performing",
	"obtain", "obtaining", "arithmetic",
	"answer", "answers", "format", "possible", "possibilities", "nearest",
	"case", "cases", "summary", "solution", "solutions", "result",
	"results", "conclusion", "deduction", "overview", "calculation",
	"calculations", "computation", "steps", "step", "final", "question",
	"problem",
	"response", "instruction", "explanation", "reasoning", "analysis",
	"verification", "approach", "method", "work", "details",
	"comparison", "breakdown", "annual", "monthly", "weekly", "daily",
	"yearly", "hourly", "per", "day", "days", "week", "weeks", "month",
	"months", "year", "years", "hour", "hours", "up",
	"in", "into", "for", "of", "to", "from", "with", "and", "all",
	"each", "both", "we", "it", NULL };

/* The words of a bound a step's own heading may name ("Step 5: Consider
   the lower limit of k"): under another heading the section is a bound. */
static const char *const step_words[] = { "lower", "upper", NULL };

/*
 * The verbs a step's title opens with when it names the step's own work
 * ("Step 9: Accounting for the third possibility", "Step 3: Calculate
 * the total"), in their base form: each is read as it is, with -ing and
 * with -s (step_verb).  Measured: the first words of the 346 step
 * headings of ../shared/data/rollouts (processbench, qwen2.5-math).
 * Not heading_verbs[], whose forms are listed one by one: those are
 * words any heading read word by word may hold anywhere, beside nouns
 * and function words; these open a step's title only, and read the
 * whole title as the step's own work (step_title_whole).  A verb in
 * both is read both ways; one only here ("Accounting for ...") opens a
 * step's title and is no word of a heading elsewhere.
 */
static const char *const step_verbs[] = { "account", "add", "analyze",
	"apply", "approximate", "break", "build", "calculate", "check",
	"combine", "compare", "compile", "compute", "conclude", "consider",
	"continue", "convert", "correct", "count", "deduce", "define", "derive",
	"determine", "divide", "eliminate", "enumerate", "equate",
	"establish", "evaluate", "examine", "expand", "explore", "express",
	"extend", "extract", "factor", "finalize", "find", "format",
	"generalize", "identify", "integrate", "interpret", "investigate",
	"list", "manipulate", "move", "multiply", "note", "observe",
	"perform", "plug", "present", "prove", "provide", "re-evaluate",
	"realize", "rearrange", "recall", "recognize", "relate", "revisit",
	"rewrite", "round", "set", "simplify", "solve", "split", "start",
	"state", "subtract", "substitute", "sum", "summarize", "tally", "test",
	"understand", "use", "verify", "visualize", "write", NULL };

/*
 * Is s[i..e) a verb of step_verbs[], case aside, as it is or with -s,
 * -ing (a final 'e' dropped, a last consonant doubled: "setting")?
 */
static int
step_verb(const char *s, size_t i, size_t e)
{
	size_t k, l, n = e - i;
	int ing = n > 3 && strncasecmp(s + e - 3, "ing", 3) == 0;
	const char *v;

	for (k = 0; (v = step_verbs[k]) != NULL; k++) {
		l = strlen(v);
		if (v[l - 1] == 'e' && ing && n == l + 2 && strncasecmp(s + i,
		    v, l - 1) == 0)
			return 1;	/* "calculating" */
		if (n < l || strncasecmp(s + i, v, l) != 0)
			continue;
		if (n == l || (n == l + 1 && (s[e - 1] | 0x20) == 's') ||
		    (ing && n == l + 3) || (ing && n == l + 4 && (s[i + l] |
		    0x20) == v[l - 1]))
			return 1;	/* as it is, -s, -ing, "setting" */
	}
	return 0;
}

/* Is s[i..e) one of list, case aside? */
static int
listed_ci(const char *s, size_t i, size_t e, const char *const *list)
{
	size_t k, l;

	for (k = 0; list[k] != NULL; k++)
		if ((l = strlen(list[k])) == e - i && strncasecmp(s + i,
		    list[k], l) == 0)
			return 1;
	return 0;
}

/*
 * The end of a label that opens the heading s[a..b): "Step 5:", "Case
 * 2:", "Part (b)", a number alone ("3."); else a.
 */
static size_t
heading_label(const char *s, size_t a, size_t b)
{
	static const char *const labels[] = { "step", "case", "part",
	    "question", "problem", "exercise", "task", "q", NULL };
	size_t e = a, k;

	while (e < b && ((s[e] >= 'a' && s[e] <= 'z') || (s[e] >= 'A' &&
	    s[e] <= 'Z')))
		e++;
	if (e > a && !listed_ci(s, a, e, labels))
		return a;
	for (k = e; k < b && s[k] == ' '; k++)
		;
	if (k == b || (!(s[k] >= '0' && s[k] <= '9') && s[k] != '('))
		return a;
	while (k < b && s[k] != ':' && s[k] != '.' && s[k] != ' ')
		k++;
	return k < b && (s[k] == ':' || s[k] == '.') ? k + 1 : k;
}

/* Does s[a..b) open with a step's label, "Step" and its number ("Step
   3:", "Step 3 (draft)")? */
static int
step_label(const char *s, size_t a, size_t b)
{
	return b - a > 4 && strncasecmp(s + a, "step", 4) == 0 &&
	    heading_label(s, a, b) > a + 4;
}

/*
 * Does the heading s[a..b) open with a step's label, or with a number
 * closed by '.', ':' or ')' ("### 5. Splitting the costs", the numbered
 * sections reasoning models write)?  A heading only: a line of its own
 * numbered so is a list's item (heading_text reads step_label alone).
 */
static int
numbered_label(const char *s, size_t a, size_t b)
{
	size_t e;

	if (step_label(s, a, b))
		return 1;
	for (e = a; e < b && isdigit((unsigned char)s[e]); e++)
		;
	return e > a && e - a <= 2 && e + 1 < b && (s[e] == '.' || s[e] ==
	    ':' || s[e] == ')') && s[e + 1] == ' ';
}

/* The end of the math span that opens at s[i] ("$...$", "\(...\)"), or i. */
static size_t
math_span(const char *s, size_t i, size_t b)
{
	const char *q;

	if (s[i] == '$') {
		q = memchr(s + i + 1, '$', b - i - 1);
		return q != NULL ? (size_t)(q - s) + 1 : i;
	}
	if (i + 1 < b && s[i] == '\\' && s[i + 1] == '(') {
		q = papo_answer_find_bytes(s + i + 2, b - i - 2, "\\)", 2);
		return q != NULL ? (size_t)(q - s) + 2 : i;
	}
	return i;
}

/*
 * Does the heading s[a..b), its label ending at s[i], open with "Step"
 * and a title whose first word is a verb of its work (step_verb)?  The
 * end of that verb, else 0.  Punctuation between the label and the
 * title aside ("Step 3 - ...").
 */
static size_t
step_title_verb(const char *s, size_t a, size_t i, size_t b)
{
	size_t e;

	while (a < i && s[a] == ' ')
		a++;
	if (!numbered_label(s, a, b))
		return 0;
	while (i < b && (s[i] == ' ' || s[i] == '-' || s[i] == ':' ||
	    s[i] == '.' || s[i] == '(' || s[i] == '*' || s[i] == '_'))
		i++;	/* "### 4. **Calculate the total**" */
	for (e = i; e < b && ((s[e] >= 'a' && s[e] <= 'z') || (s[e] >= 'A'
	    && s[e] <= 'Z') || s[e] == '-'); e++)
		;
	return e > i && (e == b || !((unsigned char)s[e] >= 0x80)) &&
	    step_verb(s, i, e) ? e : 0;
}

/*
 * The nouns that name a value given (the response's answer, or a
 * guess, a draft, an attempt at it): a step's title that works on one
 * ("Verify the draft answer", "Compute a rough guess") is read word by
 * word after its verb, so that only "the answer", "the final answer"
 * stand; and "said": someone's saying ("Compute what my friend said").
 * Measured: 2 of the 526 step titles of ../shared/data/rollouts hold
 * one ("Conclude the final answer based on the analysis", "Perform the
 * arithmetic to obtain the final answer"), both read word by word.
 */
static const char *const step_value_nouns[] = { "answer", "guess",
	"estimate", "draft", "attempt", "claim", "said", NULL };

/*
 * Does the title s[e..b), after its verb, hold a noun of
 * step_value_nouns[] (case aside, with -s or not)?
 */
static int
step_object_value(const char *s, size_t e, size_t b)
{
	size_t z, k, l;

	for (; e < b; e = z) {
		while (e < b && !isalpha((unsigned char)s[e]))
			e++;
		for (z = e; z < b && isalpha((unsigned char)s[z]); z++)
			;
		if (z > e && (s[z - 1] | 0x20) == 's')
			z--;	/* "answers", "guesses": -s aside */
		for (k = 0; step_value_nouns[k] != NULL; k++)
			if ((l = strlen(step_value_nouns[k])) <= z - e &&
			    z - e <= l + 1 && strncasecmp(s + e,
			    step_value_nouns[k], l) == 0 && (z - e == l ||
			    s[e + l] == 'e'))
				return 1;
		while (z < b && isalpha((unsigned char)s[z]))
			z++;
	}
	return 0;
}

/*
 * Where the title of a step s[e..b), after the verb that opens it, stops
 * being its words: its words are ASCII letters, digits, blanks, a hyphen
 * or an apostrophe within a word, math spans, the marks of emphasis and
 * a closing '.' or ':' ("Step 3: Calculate the total's value:"); the
 * first other byte opens an aside ("(fails)", "[41?]", " - gives 43",
 * ", no", "\u2717"), which the caller reads word by word.  b when the
 * title is its words to the end, or to a sentence's end: a step's line
 * that goes on with its work ("Step 5: Finding c. From the previous
 * step, ...") is read whole as before.
 */
static size_t
step_title_end(const char *s, size_t e, size_t b)
{
	size_t m;

	while (e < b) {
		if ((m = math_span(s, e, b)) > e) {
			e = m;
			continue;
		}
		if (s[e] == '.' && e + 2 < b && s[e + 1] == ' ')
			return b;	/* a sentence's end: a paragraph of the
					   step's work, read whole */
		if (isalnum((unsigned char)s[e]) || s[e] == ' ' || s[e] ==
		    '*' || s[e] == '#' || s[e] == '_' || ((s[e] == '-' ||
		    s[e] == '\'') && e > 0 && isalpha((unsigned char)s[e - 1])
		    && e + 1 < b && isalpha((unsigned char)s[e + 1])) ||
		    ((s[e] == '.' || s[e] == ':') && (e + 1 == b ||
		    s[e + 1] == '*' || s[e + 1] == ' ')))
			e++;
		else
			return e;
	}
	return b;
}

/*
 * The length of an emoji a heading may be decorated with at s[i] (of
 * s[..b)): the topics and marks chat models head an answer's section
 * with ("### 🧮 Final Result": an abacus, a pin, a memo, a target, a
 * chart, a bulb, a star, a trophy), a variation selector after it too;
 * 0 for any other (🤔, a doubt, is read as a word and not recognised).
 */
static size_t
heading_emoji(const char *s, size_t i, size_t b)
{
	static const char *const emoji[] = {
	    "\xf0\x9f\xa7\xae", "\xf0\x9f\x93\x8c", "\xf0\x9f\x93\x9d",
	    "\xf0\x9f\x8e\xaf", "\xf0\x9f\x93\x8a", "\xf0\x9f\x94\xa2",
	    "\xf0\x9f\x93\x90", "\xf0\x9f\x8f\x81", "\xf0\x9f\x92\xa1",
	    "\xf0\x9f\x94\x8d", "\xf0\x9f\x94\x8e", "\xf0\x9f\x93\x98",
	    "\xf0\x9f\x93\x97", "\xf0\x9f\x93\x96", "\xf0\x9f\xa7\xa0",
	    "\xf0\x9f\x8f\x86", "\xe2\xad\x90", "\xf0\x9f\x8c\x9f",
	    "\xe2\x9c\xa8", "\xf0\x9f\x9a\x80", "\xf0\x9f\x94\x91",
	    "\xf0\x9f\xa7\xbe", "\xf0\x9f\xa7\xa9", "\xf0\x9f\x93\x88",
	    "\xf0\x9f\x93\x8f", "\xf0\x9f\x9f\xa2", "\xe2\x9c\x94", NULL };
	size_t k, l;

	if ((unsigned char)s[i] != 0xf0 && (unsigned char)s[i] != 0xe2)
		return 0;
	for (k = 0; emoji[k] != NULL; k++) {
		l = strlen(emoji[k]);
		if (b - i >= l && memcmp(s + i, emoji[k], l) == 0) {
			if (b - i - l >= 3 && memcmp(s + i + l,
			    "\xef\xb8\x8f", 3) == 0)
				l += 3;
			return l;
		}
	}
	return 0;
}

/*
 * Is each word of the heading s[a..b) recognised: after its label, a
 * verb of heading_verbs[] or a word papo_answer_open reads alone (an
 * opener, a noun of a quantity, the problem p[0..pn)'s), math spans
 * and symbols aside?  In the aside after a step's title (step_title_end)
 * a value or a question is not: "Step 4: Verify (41?)".
 */
static int
heading_read(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	size_t i, e;
	const char *q;
	int step, aside = 0;
	char w[32];

	while (a < b && (s[a] == '*' || s[a] == '_' || s[a] == ' '))
		a++;	/* "**Step 3: Calculate the total**" */
	i = heading_label(s, a, b);
	step = i > a;

	/* a step's heading whose title opens with a verb of its work
	   ("## Step 9: Accounting for the third possibility") names the
	   response's own work: read whole, but for a row that disowns it,
	   and but for what the verb works on when that names a value
	   given (step_object_value: "Step 3: Verify the draft answer",
	   "Compute a wrong guess"), then read as any heading's words
	   are; another title ("Step 3: Draft", "Step 3 (scratch):") is
	   read word by word from its first */
	if ((e = step_title_verb(s, a, i, b)) != 0) {
		if (step_object_value(s, e, b))
			i = e;
		else if (papo_frame_row_within(s, i, b, M(R_DISOWN) |
		    M(R_DOUBT), p, pn) == NULL) {
			if ((i = step_title_end(s, e, b)) == b)
				return 1;
			aside = 1;
		}
	}

	/* "Total time = time before restart + ...": a formula, the words
	   after its '=' the names of its terms */
	if (i < b && (q = memchr(s + i, '=', b - i)) != NULL)
		b = (size_t)(q - s);
	while (i < b) {
		if ((e = math_span(s, i, b)) > i) {
			i = e;
			continue;
		}
		if (aside && (isdigit((unsigned char)s[i]) || s[i] == '?'))
			return 0;	/* "(41?)", "- gives 43" */
		if ((e = heading_emoji(s, i, b)) > 0) {
			i += e;	/* "### 🧮 Final Result" */
			continue;
		}
		if ((unsigned char)s[i] < 0x80 && !((s[i] >= 'a' && s[i] <=
		    'z') || (s[i] >= 'A' && s[i] <= 'Z'))) {
			i++;	/* spacing, punctuation, digits, symbols */
			continue;
		}
		for (e = i; e < b && ((unsigned char)s[e] >= 0x80 || (s[e] >=
		    'a' && s[e] <= 'z') || (s[e] >= 'A' && s[e] <= 'Z') ||
		    s[e] == '\'' || s[e] == '-'); e++)
			;
		if (!listed_ci(s, i, e, heading_verbs) && !(step &&
		    listed_ci(s, i, e, step_words)) && papo_answer_open(s,
		    i, e, p, pn, NULL, w, sizeof(w)) != NULL &&
		    !papo_frame_in_problem_stem(p, pn, NULL, s, i, e))
			return 0;	/* not "Total milk collected" for
					   the problem's "collect" */
		i = e;
	}
	return 1;
}

/*
 * Is the line at s[ls] a heading with a title in letters: its '#' marks,
 * a space, then a letter before any digit ("### ✅ Answer: 10", not
 * "#### 720")?
 */
static int
heading_titled(const char *s, size_t ls, size_t n)
{
	size_t k = ls;
	unsigned char c;

	while (k < n && s[k] == '#')
		k++;
	if (k == ls || k - ls > 6 || k >= n || s[k] != ' ')
		return 0;
	for (; k < n && s[k] != '\n'; k++) {
		c = (unsigned char)s[k];
		if (papo_ascii_digit(c))
			return 0;
		/* a letter, of any script; not a symbol's or an emoji's
		   bytes (✅ e2, U+FE0F ef, 🧮 f0) */
		if (papo_ascii_alpha(c) || (c >= 0xc3 && c != 0xe2 &&
		    c != 0xef && c != 0xf0 && (k == 0 || (unsigned char)
		    s[k - 1] < 0x80 || ((unsigned char)s[k - 1] & 0xc0) !=
		    0x80)))
			return 1;
	}
	return 0;
}

const char *
papo_answer_heading_unread(const char *s, size_t n, size_t a, const char
    *p, size_t pn)
{
	size_t ha, hb, ls;

	/* the answer on a heading line of its own, a title in letters
	   before its value ("### ✅ Answer: **10 weeks**"): its own
	   section, no step's above it; not GSM8K's "#### 720" */
	for (ls = a; ls > 0 && s[ls - 1] != '\n'; ls--)
		;
	while (ls < n && (s[ls] == ' ' || s[ls] == '\t'))
		ls++;
	if (ls < n && s[ls] == '#' && heading_titled(s, ls, n))
		return NULL;
	if (step_line_above(s, a, &ha, &hb))
		return heading_read(s, ha, hb, p, pn) ? NULL :
		    "under a heading not recognised";
	/* a step's line of another language right above it ("Schritt 4:
	   Prüfen (falsch)", "步骤4：验证（失败）"): its title read by that
	   language's rows */
	if (foreign_step_above(s, a, &ha, &hb))
		return papo_answer_heading_words(s, ha, hb, p, pn) ? NULL :
		    "under a heading not recognised";
	/* the bytes most responses hold first ('=' in a computation):
	   the search for "**", the dearest, is made last */
	if (memchr(s, '=', a) == NULL && memchr(s, '#', a) == NULL &&
	    memchr(s, '?', a) == NULL && memchr(s, '!', a) == NULL &&
	    memchr(s, '<', a) == NULL && memchr(s, ':', a) == NULL &&
	    papo_answer_find_bytes(s, a, "**", 2) == NULL &&
	    papo_answer_find_bytes(s, a, "\n--", 3) == NULL)
		return NULL;	/* no heading above it ("Draft\n---") */
	if (!section_heading(s, a, n, &ha, &hb))
		return NULL;
	return heading_read(s, ha, hb, p, pn) ||
	    papo_answer_heading_words(s, ha, hb, p, pn) ? NULL :
	    "under a heading not recognised";
}

size_t
papo_answer_frame_line(const char *s, size_t a, size_t b, size_t n,
    const char *p, size_t pn)
{
	size_t ha, hb, q;

	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	if (a == b || strchr("#*-_=<", s[a]) == NULL)
		return (size_t)-1;	/* most lines: no call below */
	if (rule_of(s, a, b, '-') || rule_of(s, a, b, '*') ||
	    rule_of(s, a, b, '_') || rule_of(s, a, b, '=')) {
		/* a setext heading's title above its underline is passed
		   with it when it is read ("Final Answer\n===") */
		q = line_start(s, a);
		if (q > 0 && line_text(s, line_start(s, q - 1), q - 1, &ha,
		    &hb) && (dash_setext(s, q, b, &ha, &hb) ||
		    heading_text(s, line_start(s, q - 1), q - 1, n, &ha,
		    &hb)) && (heading_read(s, ha, hb, p, pn) ||
		    papo_answer_heading_words(s, ha, hb, p, pn)))
			return line_start(s, q - 1);
		return q;
	}
	if (!heading_text(s, a, b, n, &ha, &hb))
		return (size_t)-1;
	return heading_read(s, ha, hb, p, pn) ||
	    papo_answer_heading_words(s, ha, hb, p, pn) ? line_start(s, a) :
	    (size_t)-1;
}
