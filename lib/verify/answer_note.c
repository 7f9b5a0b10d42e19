/* SPDX-License-Identifier: MIT */
/*
 * answer_note.c: a labelled note after a JSON answer ("Note: ...",
 * "Explanation: ...", "The key steps are: ...") read word by word: it
 * leaves the answer standing only when every word of it is recognised
 * as commentary on the working that neither disowns nor doubts.
 *
 * Recognised: numbers, math and punctuation; the words of commentary[]
 * (function words, the verbs and nouns of a recap of the steps, the
 * names of operations); a run of two words or more that the problem
 * says, whatever its words (its own wording restated: "if she hires
 * the accountant"); and a word of the problem alone, or the same word
 * with another ending, unless a row of answer_rows.c reads it as
 * taking an answer back (a negation, a doubt, a condition, a bound);
 * right after a number, only that value's noun ("80 GB", "4 times").
 * Any other word ("Note: not verified.", "Note: I did not check this
 * against the conditions, and it fails them.") leaves the note unread,
 * and the JSON answer before it no answer: a reward is never given for
 * words papo does not know.
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "problem_words.h"
#include "units.h"

/*
 * The words of commentary (ASCII lowercase, whole words): none negates,
 * doubts, bounds, sets a condition or disowns.  Kept sorted.
 */
static const char *const commentary[] = { "a", "above", "add", "added",
	"adding", "addition", "additional", "after", "all", "also", "amount",
	"amounts", "an", "and", "answer", "apply", "applying", "are", "area",
	"as", "at", "average", "be", "been", "before", "both", "by",
	"calculate", "calculated", "calculating", "calculation",
	"calculations", "checked", "combine", "combined", "combining",
	"compare", "compared", "comparing", "compute", "computed", "computing",
	"confirmed", "cost", "data", "determine", "determined", "difference",
	"distance", "divide", "divided", "dividing", "division", "does",
	"during", "each", "equal", "equals", "equation", "equations",
	"explanation", "expression", "final", "find", "finding", "first",
	"following", "for", "formula", "found", "from", "get", "gets", "give",
	"given", "gives", "giving", "half", "has", "have", "he", "hence",
	"her", "his", "identified", "identify", "in", "information", "into",
	"is", "it", "item", "items", "its", "key", "know", "known", "last",
	"left", "length", "minus", "multiplication", "multiplied", "multiply",
	"multiplying", "must", "need", "needed", "needs", "next", "note",
	"notes", "number", "numbers", "obtain", "obtained", "of", "on", "our",
	"per", "planned", "plans", "plus", "price", "problem", "product",
	"purchases", "question", "quotient", "rate", "reasoning", "remaining",
	"result", "results", "second", "set", "she", "so", "solution", "solve",
	"solved", "solving", "start", "step", "steps", "subtract",
	"subtracted", "subtracting", "subtraction", "sum", "that", "the",
	"their", "them", "then", "therefore", "these", "they", "third", "this",
	"those", "thus", "time", "times", "to", "together", "total", "twice",
	"up", "use", "used", "using", "value", "values", "verified", "wants",
	"was", "we", "weight", "were", "which", "will", "with", NULL };

/*
 * What a note may say right after another value, naming a candidate it
 * set aside ("Note: 18 was close."): whole, ASCII lowercase, then the
 * end of the clause.
 */
static const char *const after_value[] = { "was close", "were close",
	NULL };

/* The row kinds that take an answer back: a problem's word of one of
   them is not read alone as commentary. */
#define NOTE_TAKEBACK	(M(R_NEG) | M(R_DOUBT) | M(R_DISOWN) | \
	M(R_BOUND) | M(R_MODAL) | M(R_COND) | M(R_WEAK) | M(R_BEFORE))

/* The longest run of problem words tried as one restated phrase. */
#define NOTE_SPAN	8

/* The words a note may have: a longer one is not read. */
#define NOTE_WORDS	400

/* Is the word s[a..b) one of commentary[] (ASCII case aside)? */
static int
note_commentary(const char *s, size_t a, size_t b)
{
	char w[24];
	size_t k;
	int i;

	if (b - a >= sizeof(w))
		return 0;
	for (k = a; k < b; k++)
		w[k - a] = (char)lower((unsigned char)s[k]);
	w[b - a] = '\0';
	for (i = 0; commentary[i] != NULL; i++)
		if (strcmp(w, commentary[i]) == 0)
			return 1;
	return 0;
}

/* Is the word s[a..b) of a row kind that takes an answer back? */
static int
note_takes_back(const char *s, size_t a, size_t b)
{
	unsigned k;

	for (k = 0; k < R_NKINDS; k++)
		if ((NOTE_TAKEBACK & M(k)) && papo_frame_kind_word(s, a, b,
		    (enum row_kind)k) != 0)
			return 1;
	return 0;
}

/* Where the ASCII word that starts at s[i] ends ("Rose's", "don't"). */
static size_t
note_word_end(const char *s, size_t i, size_t n)
{
	while (i < n && (is_alpha((unsigned char)s[i]) || (s[i] == '\'' &&
	    i + 1 < n && is_alpha((unsigned char)s[i + 1]))))
		i++;
	return i;
}

/*
 * Where a run of two words or more starting at s[i] that the problem
 * says ends (the longest, up to NOTE_SPAN words), or i when none.
 */
static size_t
note_restated(const struct papo_answer_opts *o, const char *s, size_t i,
    size_t n)
{
	size_t e = i, best = i;
	int w;

	for (w = 0; w < NOTE_SPAN && e < n; w++) {
		e = note_word_end(s, e, n);
		if (w > 0 && papo_answer_problem_says(o->problem,
		    o->problemlen, s, i, e))
			best = e;
		if (e >= n || s[e] != ' ' || e + 1 >= n ||
		    !is_alpha((unsigned char)s[e + 1]))
			break;
		e++;
	}
	return best;
}

/* Is the word s[a..b) the problem's (or its stem's), taking nothing
   back? */
static int
note_problem_word(const struct papo_answer_opts *o, const char *s,
    size_t a, size_t b)
{
	size_t c = b;

	if (o->problem == NULL || b - a < 2 || note_takes_back(s, a, b))
		return 0;
	if (b - a > 2 && s[b - 2] == '\'' && (s[b - 1] == 's' ||
	    s[b - 1] == 'S'))
		c = b - 2;	/* "Rose's": Rose */
	return papo_frame_in_problem(o->problem, o->problemlen, o->words, s,
	    a, c) || papo_frame_in_problem_stem(o->problem, o->problemlen,
	    o->words, s, a, c);
}

/*
 * Is the word s[a..e), right after a number in a note, that value's noun:
 * a letter ("6 x 4"), a word of commentary[] ("4 times"), a unit ("30
 * days"), a word the problem puts right after a number ("12 onions"
 * under "Rose bought 12 onions") or the word the problem asks by ("$15
 * more" under "How much more money")?  A word of the problem that
 * stands elsewhere in it ("5 less" under "Sam has less") names no
 * value the problem counts or asks for.
 */
static int
note_counted(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t e)
{
	const char *p = o->problem;
	size_t pn = o->problemlen, i, k, l = e - a;
	struct papo_unit u;

	if (l == 1 || note_commentary(s, a, e) || papo_unit_parse(s + a, l,
	    &u) == 0)
		return 1;	/* "6 x 4", "3 hours" */
	if (p == NULL)
		return 0;
	for (i = papo_pwords_next(o->words, p, pn, lower((unsigned char)s[a]),
	    0); i != (size_t)-1 && i + l <= pn; i = papo_pwords_next(o->words,
	    p, pn, lower((unsigned char)s[a]), i + 1)) {
		if ((i > 0 && is_alpha((unsigned char)p[i - 1])) ||
		    (i + l < pn && is_alpha((unsigned char)p[i + l])))
			continue;
		for (k = 0; k < l && lower((unsigned char)p[i + k]) ==
		    lower((unsigned char)s[a + k]); k++)
			;
		if (k < l)
			continue;
		if ((i >= 2 && p[i - 1] == ' ' && is_digit((unsigned char)
		    p[i - 2])) || (i >= 5 && (starts_ci(p, i, i - 5, "much ") ||
		    starts_ci(p, i, i - 5, "many "))))
			return 1;
	}
	return 0;
}

/*
 * Where the words from s[a] to the end of their clause end when each is
 * the problem's, commentary or a variable and a run of two or more of
 * them is the problem's own wording ("Jackie does the taxes herself"
 * under "If she does the taxes herself"); a when they are not.
 */
static size_t
note_clause(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t n)
{
	size_t k = a, r;
	int spans = 0;

	while (k < n && is_alpha((unsigned char)s[k])) {
		if ((r = note_restated(o, s, k, n)) > k)
			spans++;
		else if ((r = note_word_end(s, k, n)) - k > 1 &&
		    !note_commentary(s, k, r) && !note_problem_word(o, s, k, r))
			return a;
		k = r;
		if (k + 1 >= n || s[k] != ' ' || !is_alpha((unsigned char)s[k +
		    1]))
			break;
		k++;
	}
	return spans > 0 ? k : a;
}

/*
 * Where the words recognised from the word at s[a] end, or a when the
 * word is not recognised: after a number, a phrase of after_value[] or
 * the value's noun (note_counted); else a run the problem says, a word
 * of commentary[], a variable, the problem's own word, or a word of the
 * problem that takes an answer back ("if") when its clause restates the
 * problem ("if Jackie does the taxes herself" under "If she does the
 * taxes herself").
 */
static size_t
note_word(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t n)
{
	size_t e, r;
	int k;

	for (k = 0; a >= 2 && s[a - 1] == ' ' && is_digit((unsigned char)
	    s[a - 2]) && after_value[k] != NULL; k++)
		if (starts_ci(s, n, a, after_value[k]) && ((e = a +
		    strlen(after_value[k])) == n || s[e] == '.' || s[e] ==
		    ',' || s[e] == ';' || is_space((unsigned char)s[e])))
			return e;	/* "18 was close" */
	e = note_word_end(s, a, n);
	if (a >= 2 && s[a - 1] == ' ' && is_digit((unsigned char)s[a - 2]))
		return note_counted(o, s, a, e) ? e : a;
	if ((r = note_restated(o, s, a, n)) > a)
		return r;
	if (e - a == 1 || note_commentary(s, a, e) || note_problem_word(o, s,
	    a, e))
		return e;	/* a letter alone: a variable, "a" */
	if (o->problem != NULL && e + 1 < n && s[e] == ' ' &&
	    papo_frame_in_problem(o->problem, o->problemlen, o->words, s, a,
	    e) && (r = note_clause(o, s, e + 1, n)) > e + 1)
		return r;	/* the problem's condition, restated */
	return a;
}

int
papo_answer_note_commentary(const struct papo_answer_opts *o, const char *s,
    size_t a, size_t n)
{
	size_t e, st, words = 0;
	long c;

	while (a < n) {
		c = (unsigned char)s[a];
		if (c == '\\' && a + 1 < n && is_alpha((unsigned char)s[a +
		    1])) {
			/* a TeX command: "\\times", "\\frac" */
			for (a++; a < n && is_alpha((unsigned char)s[a]); a++)
				;
			continue;
		}
		if (c >= 0x80) {
			e = a + 1;
			while (e < n && ((unsigned char)s[e] & 0xc0) == 0x80)
				e++;
			if (papo_frame_word_letter(papo_frame_cp_before(s, a, e,
			    &st)))
				return 0;	/* a word of another script */
			a = e;	/* a symbol: "×", "≤", "“" */
			continue;
		}
		if (!is_alpha((int)c)) {
			a++;	/* numbers, math, spacing, punctuation */
			continue;
		}
		if (++words > NOTE_WORDS || (e = note_word(o, s, a, n)) == a)
			return 0;	/* a word not recognised */
		a = e;
	}
	return 1;
}
