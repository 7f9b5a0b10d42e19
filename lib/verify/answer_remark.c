/* SPDX-License-Identifier: MIT */
/*
 * answer_remark.c: the remark on the solution a bold answer may be
 * followed by ("**12**. This approach demonstrates ..."), recognised
 * sentence by sentence by its opener, its language, its numbers and
 * what it says of the value (issue 26: "**42**; unless ...", "**42**.
 * Sinon 41." are none); anything else after a bold answer's sentence is
 * read by the tail rows alone.
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"

/*
 * The openers of a remark on the solution, the words a new sentence
 * starts with when it speaks of the work just done rather than of the
 * value: a demonstrative or a summary's label.  English only: no real
 * response of another language was seen to write one after a bold
 * answer (the corpus, ProcessBench), and a remark not recognised only
 * refuses the answer.
 */
static const char *const openers[] = { "this", "these", "to summarize",
	"to summarise", "in summary", "to sum up", NULL };

/* The words that go on a recap's steps, after its first sentence. */
static const char *const steps[] = { "first", "second", "third", "fourth",
	"fifth", "then", "next", "finally", "lastly", NULL };

/*
 * The words a closing remark is made of, read from the remarks real
 * responses write after a bold answer (the corpus and ProcessBench:
 * "This approach demonstrates how to think about the problem
 * strategically, ...", "To summarize the steps: First, express n as
 * 7k + 3. ...", "This is true for n >= 5, as it allows her to
 * systematically manage ...") and from the remarks the generators keep
 * ("These are all the cases.", "Double-check: 84 / 2 = 42."): the
 * words that speak of the work done, the value holding and the steps
 * of a recap, and the function words between them.  A remark is
 * recognised when each of its words is one of these (a plural's "s"
 * aside) or the problem's own (its switches, its minutes); any other
 * word ("only", "except", "unless", "sinon", "whenever") refuses the
 * answer (issue 26: reward only what is recognised).
 */
static const char *const remark_words[] = {
	/* function words */
	"a", "an", "the", "this", "these", "that", "those", "it", "its",
	"is", "are", "was", "be", "as", "of", "to", "for", "in", "on", "at",
	"by", "with", "without", "from", "about", "and", "each", "every",
	"all", "we", "our", "us", "she", "her", "he", "his", "they", "their",
	"them", "how", "which", "here", "s", "once", "any", "one",
	/* the work done */
	"approach", "method", "solution", "problem", "analysis", "reasoning",
	"argument", "calculation", "computation", "step", "steps", "work",
	"case", "cases", "count", "counts", "counted", "counting", "total",
	"value", "values", "result", "results", "distribution",
	"interactions", "additional", "simplified", "balanced",
	/* what it does */
	"demonstrates", "shows", "show", "confirms", "confirm", "gives",
	"give", "get", "think", "aiming", "minimize", "maximize", "allows",
	"manage", "ensure", "needing", "account", "beyond", "strategically",
	"systematically", "express", "substitute", "simplify", "conclude",
	"divisible", "required",
	/* the value holds (holds[] below) */
	"holds", "hold", "true", "valid", "works", "applies", "apply",
	"correct", "remains", "stands",
	/* a check, a summary's label and a recap's steps */
	"check", "double", "indeed", "verification", "summarize",
	"summarise", "summary", "sum", "up", "first", "second", "third",
	"fourth", "fifth", "then", "next", "finally", "lastly",
	/* a remark on the method after the answer (answer_tail.c,
	   papo_frame_method_remark): its praise, what it works on and
	   the verbs of its work */
	"clear", "clearly", "clarity", "logical", "logically", "accurate",
	"accurately", "accuracy", "correctly", "precise", "precisely",
	"precision", "rigor", "rigorous", "rigorously", "systematic",
	"consistent", "consistently", "manageable", "easier", "easy", "simple",
	"simpler", "concise", "thorough", "thoroughly", "reliable", "reliably",
	"properly", "appropriately", "appropriate", "efficiently", "organized",
	"transparent", "sound", "part", "parts", "piece", "pieces", "question",
	"conversion", "conversions", "equation", "equations", "unit", "units",
	"answer", "final", "overall", "quantity", "quantities", "amount",
	"cost", "number", "item", "items", "detail", "details", "information",
	"condition", "conditions", "operation", "operations", "solve",
	"solving", "solved", "understand", "understanding", "understood",
	"follow", "followed", "break", "breaking", "broken", "down",
	"accounted", "accounting", "address", "addressed", "handle", "handled",
	"consider", "considered", "cover", "covered", "include", "included",
	"calculate", "calculated", "compute", "computed", "determine",
	"determined", "arrive", "arriving", "arrives", "lead", "leads",
	"leading", "find", "finding", "found", "obtain", "obtained", "reach",
	"reaching", "getting", "verify", "verified", "checked", "confirmed",
	"combine", "combined", "summed", "convert", "converted", "applied",
	"relevant", "necessary", "given", "desired", "intermediate", "smaller",
	"small", "way", "ways", "process", "ensuring", "help", "helps",
	"helping", "allow", "allowing", "make", "makes", "making", "provide",
	"provides", "providing", "keep", "keeps", "keeping", "represented",
	"cancel", "out", "similar", "different", "situations", "used",
	"step-by-step", "into", "you", "your", "been", "were", "so", "both",
	"other", "through", "while", "what", "also", "well",
	/* the operations of the work ("accounted for and subtracted from
	   the selling price") */
	"add", "subtract", "multiply", "divide",
	/* what a summary of the work after a last statement names
	   (answer_tail.c's summary_read; ProcessBench's replies: "This
	   covers all steps from understanding the behavior of each
	   component ...", "... by carefully selecting which switches to
	   flip each minute to maximize coverage while adhering to the
	   rule ...", "... satisfies the requirement for forming a
	   triangle ... due to its linear growth rate") */
	"behavior", "behaviour", "component", "after", "carefully",
	"select", "coverage", "adhere", "rule", "per", "requirement", "form",
	"due", "linear", "growth", "rate", "range", "contribute", "known",
	"geometric", "algebraic", "arithmetic",
	NULL
};

/* The endings remark_word reads after a word of remark_words[]:
   "determining" (determine), "subtracted", "adds". */
static const char *const remark_ends[] = { "ing", "ed", "es", "s", "d",
	NULL };

/* Is s[i..w) the word r of remark_words[] with nothing, one of
   remark_ends[], or, its "e" dropped, "ing" or "ed" after it? */
static int
remark_form(const char *s, size_t i, size_t w, const char *r)
{
	size_t l = strlen(r), n = w - i, k, e;

	if (n + 1 < l)
		return 0;
	for (k = 0; k == 0 || remark_ends[k - 1] != NULL; k++) {
		const char *end = k == 0 ? "" : remark_ends[k - 1];

		e = strlen(end);
		if (n == l + e && strncasecmp(s + i, r, l) == 0 &&
		    strncasecmp(s + i + l, end, e) == 0)
			return 1;	/* "adds", "subtracted" */
		if (e == 0 || l < 4 || r[l - 1] != 'e' || (end[0] != 'i' &&
		    end[0] != 'e'))
			continue;
		if (n == l - 1 + e && strncasecmp(s + i, r, l - 1) == 0 &&
		    strncasecmp(s + i + l - 1, end, e) == 0)
			return 1;	/* "determining", "combined" */
	}
	return 0;
}

/* Is the word s[i..w) one of remark_words[], as it is or inflected
   (remark_form)? */
int
papo_frame_remark_word(const char *s, size_t i, size_t w)
{
	size_t k;

	for (k = 0; remark_words[k] != NULL; k++)
		if (lower((unsigned char)s[i]) == remark_words[k][0] &&
		    remark_form(s, i, w, remark_words[k]))
			return 1;
	return 0;
}

/* The words "about" may stand before in a remark: it speaks of them
   ("think about the problem"), it does not bound them. */
static const char *const about_objects[] = { "the", "a", "an", "how",
	"what", "why", "which", "each", "every", "all", "this", "these",
	"that", "those", "its", "it", "their", "our", "your", "his", "her",
	"them", "us", NULL };

/*
 * Is the word s[i..w) of a remark (its sentence to e) "about" before a
 * word it does not speak of ("the answer is about correct", "about 42"):
 * an approximation, no remark word?
 */
int
papo_frame_remark_about(const char *s, size_t i, size_t w, size_t e)
{
	size_t k;

	if (w - i != 5 || strncasecmp(s + i, "about", 5) != 0)
		return 0;
	while (w < e && s[w] == ' ')
		w++;
	for (k = w; k < e && is_alpha((unsigned char)s[k]); k++)
		;
	return k == w || !papo_frame_word_in(s, w, k, about_objects);
}

/*
 * Is every word of s[a..e) outside its math (\( \), \[ \], $ $) a
 * word remark_word knows or one the problem p[0..pn) says, and no
 * command stands outside the math?
 */
static int
words_known(const char *s, size_t a, size_t e, const char *p, size_t pn)
{
	size_t i, w;
	int math = 0;

	for (i = a; i < e; i = w) {
		w = i + 1;
		if (s[i] == '$')
			math = !math;
		else if (s[i] == '\\' && i + 1 < e && (s[i + 1] == '(' ||
		    s[i + 1] == '['))
			math = 1, w = i + 2;
		else if (s[i] == '\\' && i + 1 < e && (s[i + 1] == ')' ||
		    s[i + 1] == ']'))
			math = 0, w = i + 2;
		else if (s[i] == '\\' && !math)
			return 0;	/* a command papo does not read */
		else if (is_alpha((unsigned char)s[i]) && !math) {
			for (; w < e && is_alpha((unsigned char)s[w]); w++)
				;
			if (papo_frame_remark_about(s, i, w, e) ||
			    (!papo_frame_remark_word(s, i, w) &&
			    !papo_frame_in_problem(p, pn, NULL, s, i, w) &&
			    !papo_frame_in_problem_stem(p, pn, NULL, s, i,
			    w)))
				return 0;
		} else if (!math && ((unsigned char)s[i] >= 0x80 ||
		    s[i] == '?'))
			return 0;	/* a symbol or a question */
		if (math && s[i] == '\\')
			while (w < e && is_alpha((unsigned char)s[w]))
				w++;	/* "\\geq" */
	}
	return 1;
}

/* Does a relation ("n \\geq 5", "x > 0", "x ≤ 3") start at s[i..b)? */
static int
relation_at(const char *s, size_t i, size_t b)
{
	size_t l;

	return papo_answer_relation(s, i, b, &l) != 0;
}

/*
 * Does the problem p[0..pn) state the relation at s[r] ("n \\geq 5":
 * its operand before and after it, spaces aside)?  A remark that
 * repeats the problem's own range ("This is true for \\( n \\geq 5
 * \\)", the problem asking for n >= 5) restates it; any other range
 * restricts the answer.
 */
static int
problem_states(const char *s, size_t a, size_t r, size_t b, const char *p,
    size_t pn)
{
	size_t l = 0, pl, x = r, y, ox, oy, i, j, k;
	char rel = papo_answer_relation(s, r, b, &l);

	y = r + l;

	while (x > a && s[x - 1] == ' ')
		x--;
	for (ox = x; ox > a && (is_alpha((unsigned char)s[ox - 1]) ||
	    is_digit((unsigned char)s[ox - 1])); ox--)
		;
	while (y < b && s[y] == ' ')
		y++;
	for (oy = y; oy < b && (is_alpha((unsigned char)s[oy]) ||
	    is_digit((unsigned char)s[oy])); oy++)
		;
	if (p == NULL || ox == x || oy == y)
		return 0;
	/* the same relation however written: "\\ge", "\\geq", "≥", ">=" */
	for (i = 0; i < pn; i++) {
		if (strchr("\\<>!\xe2", p[i]) == NULL || p[i] == '\0' ||
		    papo_answer_relation(p, i, pn, &pl) != rel)
			continue;
		for (k = i, j = i + pl; k > 0 && p[k - 1] == ' '; k--)
			;
		while (j < pn && p[j] == ' ')
			j++;
		if (k >= x - ox && memcmp(p + k - (x - ox), s + ox, x - ox) ==
		    0 && j + (oy - y) <= pn && memcmp(p + j, s + y, oy - y) ==
		    0)
			return 1;
	}
	return 0;
}

/*
 * Does s[a..b) work out the answer's value v[0..vn) again: its last
 * equation's right side that value alone ("Double-check: 84 / 2 = 42.",
 * "Indeed 84 / 2 = 42 + 0 = 42.")?  Equations with another result are
 * refused after it (later_result in answer_find.c).
 */
static int
check_restates(const char *s, size_t a, size_t b, const char *v, size_t vn)
{
	const char *q;
	size_t i;

	if (vn == 0 || (q = memrchr(s + a, '=', b - a)) == NULL)
		return 0;
	for (i = (size_t)(q - s) + 1; i < b && (s[i] == ' ' || s[i] == '$');)
		i++;
	if (i + vn > b || memcmp(s + i, v, vn) != 0)
		return 0;
	for (i += vn; i < b && (s[i] == '$' || s[i] == '*' || s[i] == '.' ||
	    s[i] == '!' || is_space((unsigned char)s[i])); i++)
		;
	return i == b;
}

/*
 * The predicates that say the value holds ("This holds", "These values
 * work"): what follows one in its sentence is a condition on the value
 * unless it is nothing or the problem's own range ("This is true for
 * \\( n \\geq 5 \\), as ...", the problem asking for n >= 5).
 */
static const char *const holds[] = { "holds", "hold", "is true", "are true",
	"is valid", "are valid", "works", "work", "applies", "apply",
	"is correct", "are correct", "remains", "stands", NULL };

/*
 * Is s[i..b) (after a predicate of holds[]) nothing to its sentence's
 * end, or "for" and math that holds a relation the problem states?
 */
static int
holds_plainly(const char *s, size_t i, size_t b, const char *p, size_t pn)
{
	static const char *const for_[] = { "for", NULL };
	size_t e = papo_frame_sentence_stop(s, i, b), k;

	while (i < e && (s[i] == ' ' || s[i] == '*' || s[i] == ','))
		i++;
	if (i >= e)
		return 1;
	if (papo_answer_word_of(s, i, e, i, for_) == 0)
		return 0;
	for (k = i + 3; k < e && (s[k] == ' ' || s[k] == '$' || s[k] == '\\' ||
	    s[k] == '(' || s[k] == ')' || is_alpha((unsigned char)s[k]) ||
	    is_digit((unsigned char)s[k]) || relation_at(s, k, e));
	    k++)
		if (relation_at(s, k, e))
			return problem_states(s, i, k, e, p, pn);
	return 0;
}

/*
 * Does the remark s[a..b) say the value holds with anything after it
 * but its sentence's end (holds_plainly), or restate the answer's value
 * v[0..vn) with words right after it ("To summarize: the count is 42
 * as long as ..."; "84 / 2 = 42 + 0 = 42" is math)?  Then it restricts
 * the value.
 */
static int
restricts(const char *s, size_t a, size_t b, const char *v, size_t vn,
    const char *p, size_t pn)
{
	size_t i, l, k;

	for (i = a; i < b; i++) {
		if ((l = papo_answer_word_of(s, a, b, i, holds)) != 0 &&
		    !holds_plainly(s, i + l, b, p, pn))
			return 1;	/* "This holds as long as ..." */
		if (vn == 0 || i + vn > b || memcmp(s + i, v, vn) != 0 ||
		    (i > a && (is_digit((unsigned char)s[i - 1]) ||
		    is_alpha((unsigned char)s[i - 1]) || s[i - 1] == '.')) ||
		    (i + vn < b && (is_digit((unsigned char)s[i + vn]) ||
		    is_alpha((unsigned char)s[i + vn]))))
			continue;
		for (k = i + vn; k < b && (s[k] == '$' || s[k] == '*' ||
		    s[k] == ' ' || s[k] == ')' || s[k] == '}'); k++)
			;
		if (k < b && (is_alpha((unsigned char)s[k]) ||
		    ((unsigned char)s[k] >= 0x80 && papo_frame_word_letter(
		    papo_frame_cp_at(s, k, b)))))
			return 1;	/* the value, then words */
	}
	return 0;
}

/*
 * Is every number of s[a..e) the answer's value v[0..vn) or one the
 * problem p[0..pn) or the response before its answer, s[0..bat),
 * states ("Fourth, conclude the remainder is 0.", the working's "7k +
 * 3")?  A value said first in a remark ("This is the count; sinon 41")
 * is another answer.
 */
static int
numbers_said(const char *s, size_t bat, size_t a, size_t e, const char *v,
    size_t vn, const char *p, size_t pn)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y;
	int ok = 1;

	while (ok && e > a && papo_answer_last_number(s, a, e, &t, &x, &y)) {
		ok = (t.len == vn && memcmp(t.s, v, vn) == 0) ||
		    papo_answer_problem_says(p, pn, s, x, y) ||
		    papo_answer_problem_says(s, bat, s, x, y);
		e = x;
	}
	papo_buf_release(&t);
	return ok;
}

/* Is there a letter of another script than the remark's (English) in
   s[a..e)? */
static int
other_script(const char *s, size_t a, size_t e)
{
	long c;

	for (; a < e; a++)
		if ((unsigned char)s[a] >= 0x80 && ((unsigned char)s[a] &
		    0xc0) != 0x80 && (papo_frame_word_letter(c =
		    papo_frame_cp_at(s, a, e)) || papo_frame_dense_letter(c)))
			return 1;
	return 0;
}

/*
 * Is the word at s[i..w) (within e) a word of the rows of another
 * language than English and of no English row ("si", "wenn", "nur",
 * "seulement", "solo"): a clause in another language, which the remark
 * is not?
 */
static int
foreign_word(const char *s, size_t i, size_t w, size_t e)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned c = (unsigned char)lower((unsigned char)s[i]), k, j;
	int en = 0, other = 0;

	for (k = 0; k < R_NKINDS; k++)
		for (j = x->kf_at[k * 256 + c]; j < x->kf_at[k * 256 + c + 1];
		    j++) {
			r = &papo_frame_rows[x->by_kfirst[j]];
			if (r->len > e - i || !starts_ci(s, e, i, r->w) ||
			    (i + r->len < e && is_alpha((unsigned char)s[i +
			    r->len])) || i + r->len < w)
				continue;
			if (strcmp(r->lang, "en") == 0)
				en = 1;
			else
				other = 1;
		}
	return other && !en;
}

/* Does s[a..e) hold a word foreign_word finds? */
static int
foreign_words(const char *s, size_t a, size_t e)
{
	size_t i, w;

	for (i = a; i < e; i = w) {
		if (!is_alpha((unsigned char)s[i])) {
			w = i + 1;
			continue;
		}
		for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
			;
		if ((i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    foreign_word(s, i, w, e))
			return 1;
	}
	return 0;
}

/*
 * Is the sentence s[a..e) of a remark recognised: opened by a remark's
 * opener (or, after the first, a step of a recap's: "Second, ..."), or
 * a check that gives the value again; in English, every number said
 * before, with no condition, doubt or disowning of the rows, no word
 * words_known does not know, no range the problem does not state and
 * nothing restricts finds?
 */
static int
remark_sentence(const char *s, size_t bat, size_t a, size_t e, int first,
    const char *v, size_t vn, const char *p, size_t pn)
{
	size_t i;
	int check = check_restates(s, a, e, v, vn);

	if ((!check && (s[a] < 'A' || s[a] > 'Z' || (papo_answer_word_of(s,
	    a, e, a, openers) == 0 && (first || papo_answer_word_of(s, a, e,
	    a, steps) == 0)))) || other_script(s, a, e) ||
	    foreign_words(s, a, e) || (!check &&
	    !numbers_said(s, bat, a, e, v, vn, p, pn)))
		return 0;	/* a check's terms are its own */
	if (papo_frame_row_within(s, a, e, M(R_DOUBT) | M(R_DISOWN) |
	    M(R_COND), p, pn) != NULL)
		return 0;	/* "This holds unless the tank leaks." */
	if (!words_known(s, a, e, p, pn))
		return 0;	/* "This holds only for even n." */
	for (i = a; i < e; i++)
		if (relation_at(s, i, e) && !problem_states(s, a, i,
		    e, p, pn))
			return 0;	/* "This holds for n > 2." */
	return !restricts(s, a, e, v, vn, p, pn);
}

int
papo_answer_remark(const char *s, size_t bat, size_t stop, size_t a,
    size_t b, const char *v, size_t vn, const char *p, size_t pn)
{
	size_t e;
	int first = 1;

	if (s[stop] != '.' && s[stop] != '!' && s[stop] != '\n')
		return 0;	/* "**42**; unless ...": one sentence goes on */
	for (a = a <= stop ? stop + 1 : a; a < b; a = e + 1, first = 0) {
		while (a < b && (s[a] == '*' || s[a] == '#' || is_space(
		    (unsigned char)s[a])))
			a++;
		if (a >= b)
			break;
		e = papo_frame_sentence_stop(s, a, b);
		if (papo_frame_beyond_latin(s, a, e) || !remark_sentence(s,
		    bat, a, e, first, v, vn, p, pn))
			return 0;	/* English words only: "This approach
					   demonstrates ليس how" */
		if (e >= b)
			break;
	}
	return !first;
}

/*
 * The remark on the method a response closes with after its answer
 * ("This step-by-step approach ensures that each part of the problem is
 * addressed clearly and logically, leading to the correct total cost."),
 * read whole by answer_tail.c: instruction-tuned models (Qwen2.5's, the
 * base models RL starts from) end one reply in ten so.  It counts when
 * it opens with "This" or "The", the method's adjectives and noun and a
 * verb of what it does (method_opening), and every word after that is
 * one of remark_words[] or the problem's (as written or with another
 * ending), with no digit, and no hedge, doubt, condition or negation
 * row in it ("This approach helps, but the total may be wrong.", "This
 * approach ensures nothing.").
 */
static const char *const method_adjs[] = { "step-by-step", "systematic",
	"detailed", "methodical", "structured", "careful", "above",
	"overall", "whole", "entire", "same", NULL };
static const char *const method_nouns[] = { "approach", "method",
	"process", "breakdown", "solution", "procedure", "reasoning",
	"analysis", "strategy", "calculation", "way", NULL };
static const char *const method_verbs[] = { "ensures", "ensured",
	"helps", "helped", "allows", "allowed", "provides", "provided",
	"guarantees", "makes", "made", "gives", "keeps", "breaks", "is", NULL };

/* Where the word of ASCII letters at s[i] ends, a hyphen or an
   apostrophe within it ("step-by-step", "Mandy's"), in s[..b). */
static size_t
method_word_end(const char *s, size_t i, size_t b)
{
	while (i < b && (is_alpha((unsigned char)s[i]) || ((s[i] == '-' ||
	    s[i] == '\'') && i + 1 < b && is_alpha((unsigned char)s[i + 1]))))
		i++;
	return i;
}

/* The next word's start at or after s[i] (spacing, ',' and '*'
   passed); b at the sentence's end (a last '.' too); (size_t)-1 at any
   other byte: a digit, a sign, a letter not ASCII. */
static size_t
method_next(const char *s, size_t i, size_t b)
{
	while (i < b && (s[i] == ' ' || s[i] == ',' || s[i] == '*' ||
	    s[i] == '\n' || s[i] == '\r' || s[i] == '\t'))
		i++;
	if (i == b || (s[i] == '.' && i + 1 == b))
		return b;
	return is_alpha((unsigned char)s[i]) ? i : (size_t)-1;
}

/* The end of the opening "This|The [adjectives] noun verb" at s[a], or
   0. */
static size_t
method_opening(const char *s, size_t a, size_t b)
{
	static const char *const dets[] = { "this", "the", NULL };
	size_t i, e;
	int adjs = 0;

	if ((i = method_next(s, a, b)) == (size_t)-1 || i == b ||
	    !word_in_list(s, i, e = method_word_end(s, i, b), dets))
		return 0;
	do {
		if ((i = method_next(s, e, b)) == (size_t)-1 || i == b)
			return 0;
		e = method_word_end(s, i, b);
	} while (adjs++ < 3 && word_in_list(s, i, e, method_adjs));
	if (!word_in_list(s, i, e, method_nouns) ||
	    (i = method_next(s, e, b)) == (size_t)-1 || i == b)
		return 0;
	e = method_word_end(s, i, b);
	return word_in_list(s, i, e, method_verbs) ? e : 0;
}

int
papo_frame_method_remark(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	size_t i, e, w;

	if ((e = method_opening(s, a, b)) == 0 ||
	    papo_frame_row_within(s, a, b, M(R_COND) | M(R_MODAL) |
	    M(R_WEAK) | M(R_DOUBT) | M(R_DISOWN) | M(R_NEG) | M(R_QUAL),
	    NULL, 0) != NULL)
		return 0;
	for (;;) {
		if ((i = method_next(s, e, b)) == (size_t)-1)
			return 0;
		if (i == b)
			return 1;
		e = method_word_end(s, i, b);
		if (papo_frame_remark_word(s, i, e))
			continue;
		w = e;
		if (w - i > 2 && s[w - 2] == '\'' && s[w - 1] == 's')
			w -= 2;	/* "Mandy's" */
		if (p == NULL || (!papo_frame_in_problem(p, pn, pw, s, i, w) &&
		    !papo_frame_in_problem_stem(p, pn, pw, s, i, w)))
			return 0;
	}
}
