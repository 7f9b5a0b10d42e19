/* SPDX-License-Identifier: MIT */
/*
 * answer_find.c: the finders of a final answer, as a table: each row
 * names a finder, says how far --extract must go for it and what it
 * does with the response; papo_answer_explain runs the rows in order.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "latex.h"
#include "units.h"

/* The problem text of options o (NULL: none), as a pointer and length. */
#define PROBLEM(o) ((o) != NULL ? (o)->problem : NULL), \
	((o) != NULL && (o)->problem != NULL ? (o)->problemlen : 0)

/* A value that holds a symbol papo cannot read (papo_answer_symbol). */
#define SYMBOL_IN	"a symbol papo cannot read in the value"
#define DENSE_IN	"a word after the number not recognised"
/* A JSON answer and an answer statement of another value. */
#define TWO_FINAL	"two final answers that disagree"
/* A value with a suffix hedge glued to it (papo_answer_glued). */
#define GLUED_IN	"a hedge glued to the value"

/*
 * The answer phrases, each a row: where the value after its last match
 * in s[0..n) starts, when that is after best (the latest match of the
 * rows before it); else best.  The latest match of all rows wins.
 */

/* English: "answer:", "answer is" ("The final answer is", "ANSWER:"). */
static long
phrase_en(const char *s, size_t n, long best)
{
	static const char *const pats[] = { "nswer", "NSWER", NULL };
	size_t k;

	/* each 'w' (rare in prose and math) of "nswer" at s[1] or later */
	for (k = 0; pats[k]; k++) {
		const char *p = s + 3, *e = s + n;

		while (p < e && (p = memchr(p, pats[k][2], (size_t)(e - p)))
		    != NULL) {
			size_t i = (size_t)(p - s) - 3, j = i + 6;

			p++;
			if (j > n || memcmp(s + i + 1, pats[k], 5) != 0)
				continue;
			if (lower((unsigned char)s[i]) != 'a' ||
			    (i > 0 && is_alpha((unsigned char)s[i - 1])))
				continue;
			while (j < n && (s[j] == ' ' || s[j] == '*'))
				j++;
			if (j < n && s[j] == ':') {
				if ((long)j + 1 > best)
					best = (long)j + 1;
				continue;
			}
			if (starts_ci(s, n, j, "is") && (j + 2 >= n ||
			    !is_alpha((unsigned char)s[j + 2]))) {
				j += 2;
				while (j < n && (s[j] == ' ' || s[j] == '*' ||
				    s[j] == ':'))
					j++;
				if ((long)j > best)
					best = (long)j;
			}
		}
	}
	return best;
}

/* "A: 18" at the start of a line (GSM8K's worked solutions). */
static long
phrase_a_line(const char *s, size_t n, long best)
{
	long h = papo_answer_last_of(s, n, "\nA:");	/* ':' is rarer */

	if (h >= 0 && (size_t)h + 4 <= n && s[h + 3] == ' ' && h + 4 > best)
		return h + 4;
	if (h < 0 && n > 3 && memcmp(s, "A: ", 3) == 0 && best < 3)
		return 3;
	return best;
}

/* "#### 18", but not a markdown heading ("#### Step 4: ..."). */
static long
phrase_hashes(const char *s, size_t n, long best)
{
	long h = papo_answer_last_of(s, n, "####");

	if (h >= 0) {
		size_t j = (size_t)h + 4;

		while (j < n && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if ((j < n && (is_alpha((unsigned char)s[j]) ||
		    s[j] == '#' || s[j] == '*')) || (h > 0 && s[h - 1] == '#'))
			h = -1;
	}
	return h >= 0 && h + 4 > best ? h + 4 : best;
}

/* The other languages' answer phrases: answer_rows.c's rows. */
static long
phrase_rows(const char *s, size_t n, long best)
{
	long h = papo_answer_phrase_end(s, best > 0 ? (size_t)best : 0, n);

	return h > best ? h : best;
}

static long (*const phrases[])(const char *, size_t, long) = {
	phrase_en, phrase_a_line, phrase_hashes, phrase_rows, NULL
};

/*
 * After the last answer phrase of s[0..n): its value's start; or -1.
 * A phrase in a statement of the solver's confidence is none ("My
 * confidence in this answer is 95%."): the last one before it counts.
 */
static long
phrase(const char *s, size_t n)
{
	long best;
	size_t k, st, m = n;

	for (;;) {
		best = -1;
		for (k = 0; phrases[k] != NULL; k++)
			best = phrases[k](s, m, best);
		if (best < 0 || !papo_frame_confidence_box(s, n, (size_t)best,
		    (size_t)best, &st) || st >= m)
			return best;
		m = st;
	}
}

/*
 * Does a key of the JSON object text s[a..b) hold the word w
 * ("alternative_answer":, "alternative answer":), not a string's text
 * ("applied alternately")?
 */
static int
key_word(const char *s, size_t a, size_t b, const char *w)
{
	const char *p;
	size_t i = a, q, e;

	while (i < b && (p = memmem(s + i, b - i, w, strlen(w))) != NULL) {
		i = (size_t)(p - s);
		/* the quotes around it, a key's length apart, then ':' */
		for (q = i; q > a && i - q < 64 && s[q - 1] != '"' &&
		    s[q - 1] != '\n'; q--)
			;
		for (e = i; e < b && e - i < 64 && s[e] != '"' &&
		    s[e] != '\n'; e++)
			;
		if (q > a && s[q - 1] == '"' && e < b && s[e] == '"') {
			for (e++; e < b && (s[e] == ' ' || s[e] == '\t'); e++)
				;
			if (e < b && s[e] == ':')
				return 1;
		}
		i++;
	}
	return 0;
}

/*
 * Does the key before the ':' at s[k] (its value from s[q], in the
 * object s[a..b)) grade the answer below sure (papo_answer_grade)?
 */
static int
json_graded(const char *s, size_t a, size_t b, size_t k, size_t q)
{
	size_t ke = k, ka, ve;

	while (ke > a && s[ke - 1] == ' ')
		ke--;
	if (ke == a || s[ke - 1] != '"')
		return 0;	/* no quoted key: a string's ':' */
	for (ka = ke - 1; ka > a && s[ka - 1] != '"' && ke - ka < 48; ka--)
		;
	if (ka == a || s[ka - 1] != '"')
		return 0;
	if (papo_answer_key_name(s, ka, ke - 1))
		return 0;	/* "correct_answer": "B" is the answer, no
				   grade of it */
	if (q < b && s[q] == '"') {
		for (ve = q + 1; ve < b && s[ve] != '"'; ve++)
			if (s[ve] == '\\')
				ve++;
		if (ve < b)
			ve++;
	} else
		for (ve = q; ve < b && s[ve] != ',' && s[ve] != '\n' &&
		    s[ve] != '}'; ve++)
			;
	return papo_answer_grade(s + ka, ke - 1 - ka, s + q, ve - q) != NULL;
}

/*
 * Is the key s[ka..ke) one of l (case aside, whole)?
 */
static int
key_in(const char *s, size_t ka, size_t ke, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (strlen(l[k]) == ke - ka && starts_ci(s, ke, ka, l[k]))
			return 1;
	return 0;
}

/*
 * ---- a JSON answer's siblings after it (hostile_red9) ----
 *
 * After the answer, a string that papo-verify does not read as a
 * grade, a note or a neutral field is not recognised: an unrecognised
 * key's string ("state": "pending", "answer_type": "lower_bound") and
 * reasoning whose last value is another ("so the total is 41").  A
 * unit key's string is the answer's unit or scale, read onto it
 * (json_unit_read: "units": "thousands" makes 42 42,000).
 */

/* The words that conclude a value right before it in reasoning. */
static const char *const json_concludes[] = { "is", "are", "was", "be",
	"equals", "get", "gives", "total", "answer", NULL };

/* Does a word of l (lowercase) end at s[e], whole, within s[a..)? */
static int
json_word_ends(const char *s, size_t a, size_t e, const char *const *l)
{
	size_t k, n;

	for (k = 0; l[k] != NULL; k++) {
		n = strlen(l[k]);
		if (e - a >= n && starts_ci(s, e, e - n, l[k]) && (e - n == a ||
		    !is_alpha((unsigned char)s[e - n - 1])))
			return 1;
	}
	return 0;
}

/* The last number in s[a..e) as its digits s[*na..*nb), or 0. */
static int
json_last_number(const char *s, size_t a, size_t e, size_t *na, size_t *nb)
{
	size_t i = e;

	while (i > a && !is_digit((unsigned char)s[i - 1]))
		i--;
	if (i == a)
		return 0;
	*nb = i;
	while (i > a && (is_digit((unsigned char)s[i - 1]) || (s[i - 1] ==
	    '.' && i - 1 > a && is_digit((unsigned char)s[i - 2]))))
		i--;
	*na = i;
	return 1;
}

/*
 * Does the sibling key s[ka..ke) with the string value at s[q] (in the
 * object up to b; after the answer v when after is 1) hold what papo
 * does not read: reasoning that ends on another value, or, for a key no
 * list names, any string?
 */
static int
json_sibling_unread(const char *s, size_t ka, size_t ke, size_t q,
    size_t b, int after, const struct papo_buf *v)
{
	static const char *const units[] = { "unit", "units", "scale",
	    "multiplier", NULL };
	size_t e, i, na, nb, va = 0, vb = v->len;

	if (!after || s[q] != '"')
		return 0;
	for (e = q + 1; e < b && s[e] != '"'; e++)
		if (s[e] == '\\')
			e++;
	if (e > b)
		e = b;
	if (key_in(s, ka, ke, units))
		return 0;	/* read onto the answer: json_unit_read */
	if (papo_answer_json_reasoning(s, ka - 1, ke + 1)) {
		if (!json_last_number(s, q + 1, e, &na, &nb))
			return 0;
		/* a conclusion right before it ("the total is 41", "= 41"),
		   not a count ("each row holds 7") */
		for (i = na; i > q + 1 && (s[i - 1] == ' ' || s[i - 1] == '$');
		    i--)
			;
		if (i == q + 1 || !(s[i - 1] == '=' || json_word_ends(s,
		    q + 1, i, json_concludes)))
			return 0;
		papo_answer_trim(v->s, &va, &vb);
		while (vb > va && v->s[vb - 1] == '"')
			vb--;
		while (va < vb && v->s[va] == '"')
			va++;
		return nb - na != vb - va || memcmp(s + na, v->s + va,
		    nb - na) != 0;
	}
	return 0;
}

/*
 * Does the sibling key before the ':' at s[k] (its value from s[q], in
 * the object s[a..b), after the answer when after is 1) disown the
 * answer v because papo does not recognise it: a key neither grading
 * (papo_answer_grade_key) nor neutral (reasoning, units, id...) whose
 * value is true or false ("draft": true, "needs_review": true), a list
 * holding a value, another number after the answer, or a string after
 * it that doubts ("guess")?  A key saying it is final with true is
 * recognised ("final": true); with false it disowns.
 */
static int
json_unrecognised(const char *s, size_t a, size_t b, size_t k, size_t q,
    int after, const struct papo_buf *v)
{
	static const char *const neutral[] = { "unit", "units", "id",
	    "question", "problem", "name", "type", "format", "language",
	    "lang", "method", "formula", "expression", "equation", "given",
	    "task", "index", "step", "variables", "variable", "model", NULL };
	static const char *const sure[] = { "final", "done", "finished",
	    "confirmed", "certain", "is_final_answer", NULL };
	size_t ke = k, ka, e, va = 0, vb = v->len;

	while (ke > a && s[ke - 1] == ' ')
		ke--;
	if (ke == a || s[ke - 1] != '"')
		return 0;	/* a string's ':' */
	for (ka = --ke; ka > a && s[ka - 1] != '"' && ke - ka < 48; ka--)
		;
	if (ka == a || s[ka - 1] != '"' || q >= b)
		return 0;
	if (json_sibling_unread(s, ka, ke, q, b, after, v))
		return 1;
	if (papo_answer_grade_key(s + ka, ke - ka) ||
	    papo_answer_json_reasoning(s, a, k) || key_in(s, ka, ke, neutral))
		return 0;
	if (starts_ci(s, b, q, "true") || starts_ci(s, b, q, "false"))
		return !(key_in(s, ka, ke, sure) && starts_ci(s, b, q, "true"));
	if (s[q] == '[') {
		for (e = q + 1; e < b && s[e] != ']'; e++)
			if (is_digit((unsigned char)s[e]))
				return 1;	/* "alternatives": [41] */
		return 0;
	}
	if (!after)
		return 0;	/* the work before it ("x": 3) */
	if (s[q] == '"')
		return 1;	/* "state": "pending" */
	if (!is_digit((unsigned char)s[q]) && s[q] != '-')
		return 0;
	for (e = q + 1; e < b && (is_digit((unsigned char)s[e]) ||
	    s[e] == '.' || s[e] == 'e' || s[e] == 'E' || s[e] == '-' ||
	    s[e] == '+'); e++)
		;
	papo_answer_trim(v->s, &va, &vb);
	while (vb > va && (v->s[vb - 1] == '"'))
		vb--;
	while (va < vb && v->s[va] == '"')
		va++;
	return e - q != vb - va || memcmp(s + q, v->s + va, e - q) != 0;
}

/* The last '{' or '}' in s[lo..a): its index, or a when none is. */
static size_t
brace_before(const char *s, size_t lo, size_t a)
{
	const char *o, *c;

	if (a <= lo)
		return a;
	o = memrchr(s + lo, '{', a - lo);
	c = memrchr(s + lo, '}', a - lo);
	if (o == NULL && c == NULL)
		return a;
	return (size_t)((o == NULL || (c != NULL && c > o) ? c : o) - s);
}

/*
 * The opening quote of the string whose closing quote is s[a]: the last
 * '"' before it that no backslash escapes (at s[1] or later), else 0.
 */
static size_t
string_back(const char *s, size_t a)
{
	const char *q;

	while (a > 1 && (q = memrchr(s + 1, '"', a - 1)) != NULL) {
		a = (size_t)(q - s);
		if (s[a - 1] != '\\')
			return a;
	}
	return 0;
}

/*
 * Does the JSON object around the answer s[at..end) doubt it: a key
 * for another answer ("alternative_answer", "final_answer" after
 * "answer" with another value), a verdict against it ("is_correct":
 * false), a sibling string that offers another value ("or 5 if ...")?
 */
static int
json_doubted(const char *s, size_t n, size_t at, size_t end,
    const struct papo_buf *v)
{
	static const char *const w[] = { "alternative", "alternate",
	    "other_answer", "second_answer", "another_answer", NULL };
	const char *p;
	size_t a, b, k, q, lo;
	int depth = 0;

	lo = at > 4096 ? at - 4096 : 0;
	for (a = at; (k = brace_before(s, lo, a)) < a; a = k)
		if (s[k] == '}')
			depth++;
		else if (depth-- == 0)
			break;
	a = k < a ? k + 1 : lo;	/* past the object's '{', else as far as
				   read */
	p = memchr(s + end, '}', n - end);
	b = p != NULL ? (size_t)(p - s) : n;
	if (a == 0 && (at > 4096 || s[0] != '{'))
		a = at;
	/* in a key anywhere, in any text after the answer; a reasoning
	   string before it is reasoning ("alternate interior angles") */
	for (k = 0; w[k]; k++)
		if (key_word(s, a, b, w[k]) || (end < b && memmem(s + end,
		    b - end, w[k], strlen(w[k])) != NULL))
			return 1;
	/* another answer key before it in the object, with another value
	   ({"final_answer": 5, "answer": 4}) */
	if (at > a) {
		struct papo_buf o = PAPO_BUF_INIT;
		size_t oa, oe, va = 0, vb = v->len, wa = 0, wb;
		int r = 0;

		if (papo_answer_json(s + a, at - a, &o, &oa, &oe)) {
			wb = o.len;
			papo_answer_trim(o.s, &wa, &wb);
			papo_answer_trim(v->s, &va, &vb);
			r = wb - wa != vb - va || memcmp(o.s + wa, v->s + va,
			    vb - va) != 0;
		}
		papo_buf_release(&o);
		if (r)
			return 1;
	}
	for (k = a; k + 2 < b; k++) {
		if (s[k] != ':')
			continue;
		for (q = k + 1; q < b && s[q] == ' '; q++)
			;
		if (json_graded(s, a, b, k, q))
			return 1;	/* "confidence": 0.2 */
		if (((k < at && q + 1 < at) || k >= end) &&
		    json_unrecognised(s, a, b, k, q, k >= end, v))
			return 1;	/* "draft": true */
		/* "is_correct": false, "correct": false */
		if (starts_ci(s, b, q, "false") && k >= 9 && (memmem(s +
		    (k > 20 ? k - 20 : 0), k - (k > 20 ? k - 20 : 0),
		    "correct", 7) != NULL || memmem(s + (k > 20 ? k - 20 : 0),
		    k - (k > 20 ? k - 20 : 0), "valid", 5) != NULL))
			return 1;
		/* a sibling's string that hedges with a value; a
		   reasoning key before the answer is reasoning */
		if ((k > end || (k < at && !papo_answer_json_reasoning(s,
		    a, k))) && q < b && s[q] == '"') {
			const char *z = memchr(s + q + 1, '"', b - q - 1);
			size_t ze = z != NULL ? (size_t)(z - s) : b;

			if (papo_answer_has_digit(s, q + 1, ze) &&
			    papo_answer_hedged(s, q + 1, ze))
				return 1;
		}
	}
	return 0;
}

/* Is s[0, n) only "<pad>" tokens and spacing? */
static int
pads_only(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n)
		if (is_space((unsigned char)s[i]))
			i++;
		else if (starts_ci(s, n, i, "<pad>"))
			i += 5;
		else
			return 0;
	return 1;
}

/*
 * The end of the response's first turn: a chat template's tokens
 * ("<|im_start|>user", "<|endoftext|>", "</s>", Gemma's
 * "<end_of_turn>" and "<eos>", Llama 3's "<|end_of_text|>", Command R's
 * "<|END_OF_TURN_TOKEN|>" and "<EOS_TOKEN>", DeepSeek's end of sentence
 * as papo-verify reads it, its bars folded, gpt-oss's "<|return|>",
 * Llama 3.1's "<|eom_id|>", Llama 4's "<|eot|>", OpenChat's
 * "<|end_of_turn|>") and a batch's padding ("<pad>") start what the
 * model was not asked to write.
 * GAOKAO's "<eoe>" and "<eoa>" end a section of the model's answer, not
 * its turn ("...<eoe>\n【答案】B <eoa>").
 */
static size_t
chat_end(const char *s, size_t n)
{
	static const char *const toks[] = { "<|im_start|>", "<|im_end|>",
	    "<|endoftext|>", "<|eot_id|>", "<|end|>", "<|return|>",
	    "</s>", "<end_of_turn>", "<eos>", "<|end_of_text|>",
	    "<|end\xe2\x96\x81of\xe2\x96\x81sentence|>",
	    "<|end_of_turn_token|>", "<eos_token>", "<|eom_id|>", "<|eot|>",
	    "<|end_of_turn|>", NULL };
	const char *p = n > 1 ? memchr(s + 1, '<', n - 1) : NULL;
	size_t k, at;
	int c;

	/* by each '<' before a token's second byte ('|', '/', 'e', 'p'):
	   GSM8K's "<<2*3=6>>" costs one compare */
	while (p != NULL) {
		at = (size_t)(p - s);
		c = at + 1 < n ? lower((unsigned char)s[at + 1]) : 0;
		for (k = 0; (c == '|' || c == '/' || c == 'e') && toks[k]; k++)
			if (starts_ci(s, n, at, toks[k]))
				return at;
		/* a batch's padding after the model's text ends it too;
		   padding before it (left-padded) is read past */
		if (c == 'p' && starts_ci(s, n, at, "<pad>") &&
		    !pads_only(s, at))
			return at;
		p = at + 1 < n ? memchr(s + at + 1, '<', n - at - 1) : NULL;
	}
	return n;
}

/*
 * The writing system of the letter at s[*i] (1 Latin, 2 Greek, 3
 * Cyrillic, 4 Armenian, 5 Hebrew, 6 Arabic, 7 Indic, 8 Thai, 9
 * Georgian, 10 Hangul, 11 Chinese and Japanese), or 0 for anything
 * else; *i moves past its character.
 */
static int
script_at(const char *s, size_t n, size_t *i)
{
	static const struct { unsigned lo, hi; int sc; } r[] = {
		{ 0xc0, 0x24f, 1 }, { 0x370, 0x3ff, 2 }, { 0x400, 0x4ff, 3 },
		{ 0x530, 0x58f, 4 }, { 0x590, 0x5ff, 5 }, { 0x600, 0x6ff, 6 },
		{ 0x900, 0xdff, 7 }, { 0xe00, 0xe7f, 8 }, { 0x10a0, 0x10ff, 9 },
		{ 0x1100, 0x11ff, 10 }, { 0x3040, 0x30ff, 11 },
		{ 0x3130, 0x318f, 10 }, { 0x3400, 0x9fff, 11 },
		{ 0xac00, 0xd7af, 10 }, { 0xf900, 0xfaff, 11 }
	};
	unsigned char c = (unsigned char)s[*i];
	unsigned cp;
	size_t k, len;

	if (c < 0x80) {
		(*i)++;
		return is_alpha(c) ? 1 : 0;
	}
	len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	if (*i + len > n || len == 1 || len == 4) {
		*i += len > n - *i ? n - *i : len;
		return 0;
	}
	cp = len == 2 ? (c & 0x1fu) << 6 | ((unsigned char)s[*i + 1] & 0x3fu) :
	    (c & 0x0fu) << 12 | ((unsigned char)s[*i + 1] & 0x3fu) << 6 |
	    ((unsigned char)s[*i + 2] & 0x3fu);
	*i += len;
	for (k = 0; k < sizeof(r) / sizeof(r[0]); k++)
		if (cp >= r[k].lo && cp <= r[k].hi)
			return r[k].sc;
	return 0;
}

/* Work bounds of a garbled tail (bytes): its least length, the longest
   stretch in it with no glued scripts, the end looked at first, the
   plain words before its first glued one taken with it. */
#define GARBLE_MIN	1500
#define GARBLE_GAP	800
#define GARBLE_PEEK	1024
#define GARBLE_BACK	200

/*
 * Does a paragraph start in s[i..n) after a blank line, with text in it
 * ("...garbage\n\nWait, actually the ans")?  The model wrote again
 * after the garbage: its tail is not garbled to the end.
 */
static int
para_after(const char *s, size_t i, size_t n)
{
	const char *p;
	size_t k;

	while ((p = memmem(s + i, n - i, "\n\n", 2)) != NULL) {
		for (k = (size_t)(p - s) + 2; k < n && (s[k] == '\n' ||
		    s[k] == ' ' || s[k] == '\t' || s[k] == '\r'); k++)
			;
		if (k < n)
			return 1;
		i = (size_t)(p - s) + 2;
	}
	return 0;
}

/*
 * Where a garbled tail starts in s[0..n), or n: a degenerate generation
 * ("pd自如取消 Brig ... RELEASEvalidation practitioners万平方米") that
 * glues words of five or more writing systems together, at least every
 * GARBLE_GAP bytes to the end and no paragraph after its last glued
 * word (para_after), over GARBLE_MIN bytes or more, with no
 * answer statement in it (a box, "answer", 答案, "#### 18", a tag).  Words
 * in such text are not the model's statements; what precedes it is
 * judged as the end of the response.  Linear; a response whose last
 * GARBLE_PEEK bytes are mostly ASCII is passed over at once.
 */
static size_t
garbled(const char *s, size_t n)
{
	static const char *const stmt[] = { "\\boxed", "nswer", "NSWER",
	    "\xe7\xad\x94\xe6\xa1\x88" /* 答案 */, "<answer", NULL };
	size_t i, a = n > GARBLE_PEEK ? n - GARBLE_PEEK : 0, wide = 0;
	size_t first = n, last = 0, run_at = 0, glue = 0, k;
	unsigned seen = 0;
	int sc, prev = 0, len = 0;

	if (n < GARBLE_MIN)
		return n;
	for (i = a; i + 8 <= n; i += 8) {
		uint64_t x;

		memcpy(&x, s + i, 8);	/* the high bits, eight at a time */
		x &= UINT64_C(0x8080808080808080);
		x = (x >> 7) * UINT64_C(0x0101010101010101);
		wide += (size_t)(x >> 56);
	}
	if (wide < 64)
		return n;
	/* glue: a run of two or more letters of one script, then a letter
	   of another */
	for (i = 0; i < n;) {
		size_t at = i;

		sc = script_at(s, n, &i);
		if (sc == 0) {
			prev = len = 0;
			continue;
		}
		seen |= 1u << sc;
		if (sc == prev) {
			len++;
			continue;
		}
		if (prev != 0 && len >= 2) {
			if (first == n || at - last > GARBLE_GAP) {
				first = run_at;	/* a new stretch */
				glue = 0;
				seen = 1u << sc | 1u << prev;
			}
			last = at;
			glue++;
		}
		prev = sc;
		len = 1;
		run_at = at;
	}
	if (first == n || n - last > GARBLE_GAP || n - first < GARBLE_MIN ||
	    glue < 30 || para_after(s, last, n))
		return n;
	for (k = 0, i = 0; k < 32; k++)
		i += (seen >> k) & 1u;
	if (i < 5)
		return n;
	for (k = 0; stmt[k]; k++)
		if (memmem(s + first, n - first, stmt[k], strlen(stmt[k])) !=
		    NULL)
			return n;
	/* "#### 18", not a run of six */
	if (phrase_hashes(s + first, n - first, -1) >= 0)
		return n;
	/* the stretch starts at its first glued word; plain words on the
	   same line before it ("\\] permissible LOCATION mikpo" before
	   "Bo司") are part of it: back over letters, spaces and control
	   bytes, never over a digit, a sign, a brace or a line break */
	for (k = 0; k < GARBLE_BACK && first > 0; k++) {
		unsigned char c = (unsigned char)s[first - 1];

		if (!((c | 0x20) - (unsigned)'a' < 26 || c == ' ' || c == '_' ||
		    (c < 0x20 && c != '\n')))
			break;
		first--;
	}
	return first;
}

/*
 * Is the paragraph s[a..b) a JSON object or array, a tag ("<tool_call>")
 * or a code fence with a digit in it: a value handed on after the
 * statement above it ('{"value": "7"}'), no note a reader skips?
 */
static int
object_paragraph(const char *s, size_t a, size_t b)
{
	while (a < b && is_space((unsigned char)s[a]))
		a++;
	if (a >= b || strchr("{[<`", s[a]) == NULL)
		return 0;
	return papo_answer_has_digit(s, a, b);
}

static int later_unread(const struct papo_answer_opts *, const char *,
    size_t);

/*
 * Is the value t a later statement gives the box's out again: the same
 * text, or the same value by o's comparator ("n=35" after
 * "\\boxed{35}")?
 */
static int
box_again(const struct papo_answer_opts *o, const struct papo_buf *out,
    const struct papo_buf *t)
{
	if (t->len == out->len && memcmp(t->s, out->s, t->len) == 0)
		return 1;
	return o != NULL && o->same != NULL && out->len > 0 && t->len > 0 &&
	    o->same(o->same_ctx, out->s, out->len, t->s, t->len) &&
	    o->same(o->same_ctx, t->s, t->len, out->s, out->len);
}

/*
 * A final statement on the lines after the last box, which ends at
 * s[end] ("\boxed{4}\n\nSo the answer should be 5."), read with the
 * problem of o (NULL: none) another value in the rest of its sentence
 * ("260 hours ... or 261 hours") offers several: 1 with its value
 * in out when it asserts one, -1 (out empty) when it offers several or
 * a paragraph after it hands on a value (object_paragraph), 0 when there
 * is none (notes, words without a value) or it is the box's content
 * again.
 */
static int
later_statement(const struct papo_answer_opts *o, const char *s, size_t end,
    size_t n, struct papo_buf *out)
{
	struct papo_answer_said said = { NULL, NULL, NULL, "", 0, 0, 0, 0 };
	struct papo_buf t = PAPO_BUF_INIT, u = PAPO_BUF_INIT;
	const char *p = memchr(s + end, '\n', n - end), *why;
	size_t z, k, e, pe, cl;
	int r, math;

	if (p == NULL)
		return 0;
	z = (size_t)(p - s);
	e = z + chat_end(s + z, n - z);	/* the tail only */
	if (!papo_answer_bare_value(s, z, e))
		return 0;
	for (k = z; k < e && is_space((unsigned char)s[k]); k++)
		;
	if (papo_answer_is_note(s, k, e))
		return 0;
	if ((cl = papo_frame_confidence(s, k, e, &why)) != 0 && why == NULL &&
	    papo_frame_strip_fwd(s, cl, e) >= e)
		return 0;	/* "Confidence: 95%": the tail's, no value */
	/* the last paragraph that states something, of the last four
	   ("So the answer should be 5.\n\nThe 4 cases were counted
	   twice.") */
	for (k = 0, r = ST_NONE; k < 4 && e > z; k++) {
		r = papo_answer_last_statement(s + z, e - z, &t, &math, NULL,
		    0, NULL);
		said.o = o;
		said.end = 0;
		said.rl = 0;
		said.why = NULL;
		if (r == ST_ONE && papo_answer_last_statement(s + z, e - z,
		    &u, &math, PROBLEM(o), &said) == ST_REST &&
		    (papo_answer_other_value(said.why) ||
		    is_digit((unsigned char)said.word[0]) || !box_again(o,
		    out, &t)))
			r = ST_MANY;	/* "260 hours ... or 261 hours", a
					   number among the words not read
					   ("7200 money in June ... or 7201
					   money"); a value of its own in
					   words not read ("So the twelve
					   students can be seated in that
					   many ways.") */
		if (r == ST_ONE && !papo_answer_has_digit(t.s, 0, t.len))
			r = ST_NONE;	/* not a value: "IK()))" */
		if (r != ST_NONE)
			break;
		while (e > z && is_space((unsigned char)s[e - 1]))
			e--;
		pe = e;
		while (e > z + 1 && !(s[e - 1] == '\n' && s[e - 2] == '\n'))
			e--;
		if (object_paragraph(s, e, pe)) {
			r = ST_MANY;	/* "2\n\n{\"value\": \"7\"}" */
			break;
		}
		if (e <= z + 1)
			break;
		e -= 2;
	}
	if (r == ST_ONE && t.len >= 2 && (t.s[0] == '-' || t.s[0] == '*') &&
	    t.s[1] == ' ')
		r = ST_MANY;	/* "- 42\n- -42": a list's item, not a sign */
	else if (r == ST_ONE && t.len == out->len && memcmp(t.s, out->s,
	    t.len) == 0)
		r = ST_NONE;	/* the box again */
	else if (r == ST_ONE && later_unread(o, s + z, e - z))
		r = ST_MANY;	/* "\boxed{43}\n\nGround truth: 42" */
	if (r == ST_ONE) {
		papo_buf_reset(out);
		papo_buf_add(out, t.s, t.len);
	} else if (r == ST_MANY)
		papo_buf_reset(out);
	papo_buf_release(&t);
	papo_buf_release(&u);
	return r == ST_ONE ? 1 : r == ST_MANY ? -1 : 0;
}

/*
 * Is s[a..b) lines of lone choice letters ("B.", "(D)"), not all the
 * same: two answers?
 */
static int
letter_lines(const char *s, size_t a, size_t b)
{
	size_t i;
	int first = 0, c, other = 0;

	for (i = a; i < b; i++) {
		if (is_space((unsigned char)s[i]) || s[i] == '(' ||
		    s[i] == ')' || s[i] == '.')
			continue;
		c = (unsigned char)s[i];
		if (c < 'A' || c > 'J' || (i + 1 < b && is_alpha(
		    (unsigned char)s[i + 1])))
			return 0;
		if (first == 0)
			first = c;
		else if (c != first)
			other = 1;
	}
	return other && memchr(s + a, '\n', b - a) != NULL;
}

static int extract(const struct papo_answer_opts *, const char *, size_t,
    struct papo_buf *, int, struct papo_answer_why *);
static int extract_at(const struct papo_answer_opts *, const char *, size_t,
    struct papo_buf *, int, struct papo_answer_why *, size_t *, int);

/* A JSON answer whose statement holds a doubt word: uncertain. */
static const char json_doubt[] = "a JSON answer doubted";

/*
 * A refusal for --explain: reason noted in w (when given), no answer;
 * a doubt in the answer's statement, before or after it or in a JSON
 * answer, noted as a fact (the verdict uncertain).
 */
static int
none(struct papo_answer_why *w, const char *reason)
{
	if (w != NULL && w->refused == NULL) {
		w->refused = reason;
		w->doubt = reason == DOUBT_AFTER || reason == DOUBT_BEFORE ||
		    reason == json_doubt;
	}
	return PAPO_FROM_NONE;
}

/* The refusal of the rest of the answer's sentence, noted in w. */
static int
said_none(struct papo_answer_why *w, const struct papo_answer_said *said)
{
	if (w != NULL && w->refused == NULL) {
		w->after = said->row;
		w->follow = PAPO_FOLLOW_OTHER;
		memcpy(w->word, said->word, sizeof(w->word));
	}
	return none(w, said->why);
}

/* The finder noted in w (when given); from returned. */
static int
found(struct papo_answer_why *w, const char *finder, int from)
{
	if (w != NULL) {
		w->finder = finder;
		w->phrase = 0;
	}
	return from;
}

/* A phrase's statement of several values ("The answer is 24. Or 21.",
   "..., unless I misread the question."): lead_alone reads it. */
static const char phrase_many[] = "the phrase offers more than one value";

/*
 * Where the box's value s[va..ve) stands in s[a..b) as a value of its
 * own (no digit, letter or point against it: "240 km", not "1240" or
 * "240.5"), or -1.
 */
static size_t
value_within(const char *s, size_t a, size_t b, size_t va, size_t ve)
{
	size_t k, l = ve - va;

	if (l == 0 || l > 40 || b - a < l)
		return (size_t)-1;
	for (k = a; k + l <= b; k++)
		if (memcmp(s + k, s + va, l) == 0 && (k == a ||
		    !(is_digit((unsigned char)s[k - 1]) || s[k - 1] == '.' ||
		    is_alpha((unsigned char)s[k - 1]))) && (k + l == b ||
		    !(is_digit((unsigned char)s[k + l]) || ((s[k + l] == '.' ||
		    s[k + l] == ',') && k + l + 1 < b &&
		    is_digit((unsigned char)s[k + l + 1])))))
			return k;
	return (size_t)-1;
}

/*
 * Why the sentence s[a..b) right before a bare box, holding the box's
 * value at s[k..k + vl), does not state it as one committed statement,
 * whatever its length and whether or not a finder reads it: a doubt
 * (the frame's doubt rows, answer_prose.c's doubt words) or a
 * condition (the condition rows and words, where
 * no other number stands in the sentence: "if he pays with a $50 bill"
 * restates a given) after the value ("The total is 312 pages,
 * assuming I read the table right."), or another number offered
 * beside it after a slash ("312 / 320 pages"; a computation, with its
 * "=", is work).
 * NULL when none.
 */
static const char LEAD_DOUBTED[] =
    "the sentence before it doubts or conditions its value";

static const char *
lead_value(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, size_t k, size_t vl)
{
	size_t j = k + vl, i;
	int alone = !papo_answer_has_digit(s, a, k) &&
	    !papo_answer_has_digit(s, j, b);

	/* "The area of the circle is approximately 12.56.\n\n\\boxed{
	   12.56}": the box restates an approximation, unless the problem
	   asks to round ("sqrt(34) ≈ 5.8 cm.\n\n\\boxed{5.8}" to the
	   nearest tenth: the box commits to the rounding) */
	if (!papo_answer_rounding_asked(o->problem, o->problemlen) &&
	    papo_answer_approx_before(s, a, k, o->problem, o->problemlen))
		return "the sentence before it gives the value as "
		    "approximate";
	if (papo_frame_row_within(s, j, b, M(R_DOUBT) | (alone ?
	    M(R_COND) : 0), o->problem, o->problemlen) != NULL)
		return LEAD_DOUBTED;
	/* answer_prose.c's lists, read by their first byte */
	for (i = j; i < b; i++)
		if ((i == j || !is_alpha((unsigned char)s[i - 1])) &&
		    (papo_answer_frame_word(s, j, b, i, PAPO_WORDS_DOUBT) ||
		    (alone && papo_answer_frame_word(s, j, b, i,
		    PAPO_WORDS_COND))))
			return LEAD_DOUBTED;
	while (j < b && s[j] == ' ')
		j++;
	if (j < b && s[j] == '/' && memchr(s + a, '=', b - a) == NULL) {
		for (j++; j < b && s[j] == ' '; j++)
			;
		if (j < b && is_digit((unsigned char)s[j]))
			return "the sentence before it offers another value "
			    "beside it";
	}
	return NULL;
}

/* The option letter out holds, a finder's value ("C", "(C)"), or 0. */
static int
phrase_letter(const struct papo_buf *out)
{
	if (out->len == 1 && out->s[0] >= 'A' && out->s[0] <= 'J')
		return out->s[0];
	if (out->len == 3 && out->s[0] == '(' && out->s[2] == ')' &&
	    out->s[1] >= 'A' && out->s[1] <= 'J')
		return out->s[1];
	return 0;
}

static const char ANSWERED_OTHER[] =
    "the sentence before it answers the question with another value";

/* The number s[a..b) as a double, its thousands' commas aside
   ("14,400", "57.00"). */
static double
number_value(const char *s, size_t a, size_t b)
{
	char t[48];
	size_t n = 0;

	for (; a < b && n + 1 < sizeof(t); a++)
		if (s[a] != ',')
			t[n++] = s[a];
	t[n] = '\0';
	return strtod(t, NULL);
}

/*
 * Does a minus sign stand right before the number at s[i] ("-7", "−7";
 * not the operator of "10-7")?
 */
static int
minus_before(const char *s, size_t i)
{
	if (i >= 3 && memcmp(s + i - 3, "\xe2\x88\x92", 3) == 0)
		return 1;	/* − */
	return i >= 1 && s[i - 1] == '-' && (i == 1 ||
	    !(is_digit((unsigned char)s[i - 2]) || is_alpha((unsigned char)
	    s[i - 2]) || s[i - 2] == ')' || s[i - 2] == '}'));
}

/*
 * Does the statement s[a..b) hold the number s[na..ne) as one of its
 * numbers: the same digits, the same value ("$57.00" for 57, "14,400"
 * for 14400), or the same answer to o->same?  Its sign the same: -7 is
 * not 7.
 */
static int
number_within(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, size_t na, size_t ne)
{
	size_t i, e;
	int neg = minus_before(s, na);

	if (!neg && (i = value_within(s, a, b, na, ne)) != (size_t)-1 &&
	    !minus_before(s, i))
		return 1;
	for (i = a; i < b; i = e) {
		if (!is_digit((unsigned char)s[i]) || (i > a &&
		    is_digit((unsigned char)s[i - 1])) || minus_before(s, i) !=
		    neg) {
			e = i + 1;
			continue;
		}
		for (e = i; e < b && (is_digit((unsigned char)s[e]) ||
		    ((s[e] == '.' || s[e] == ',') && e + 1 < b &&
		    is_digit((unsigned char)s[e + 1]))); e++)
			;
		if (e - i < 40 && ne - na < 40 && number_value(s, i, e) ==
		    number_value(s, na, ne))
			return 1;
		if (o->same != NULL && o->same(o->same_ctx, s + i, e - i,
		    s + na, ne - na))
			return 1;
	}
	return 0;
}

/*
 * The answer s[at..end) added on a line of its own after what t holds
 * (a label's value or a count in words, read from the sentence before
 * it): does t from t[from] hold the number t[na..ne)?
 */
static int
said_within(const struct papo_answer_opts *o, struct papo_buf *t,
    size_t from, const char *s, size_t at, size_t end, size_t na,
    size_t ne)
{
	papo_buf_addc(t, '\n');
	papo_buf_add(t, s + at, end - at);
	return number_within(o, t->s, from, t->len, na, ne);
}

/*
 * Does the sentence s[a..b) before an answer answer the problem's
 * question with a number (papo_answer_restates_question) or conclude
 * one of its own (papo_answer_concludes: "So the distance is 200 km.",
 * "Итак, ответ 200 км.")?  Its place in *na, *ne.
 */
static int
answers_or_concludes(const struct papo_answer_opts *o, const char *s,
    size_t a, size_t b, size_t *na, size_t *ne)
{
	return papo_answer_restates_question(s, a, b, o->problem,
	    o->problemlen, na, ne) || papo_answer_concludes(s, a, b,
	    o->problem, o->problemlen, na, ne);
}

/*
 * The sentence s[a..b) before an answer, with no digit, that states its
 * count in words ("That gives forty-eight sheep.": answer_words.c's
 * papo_answer_spelled), read as a restatement of the question with
 * that count (papo_answer_restates_question): 1, the sentence with the
 * count in digits in t, the count's place there in *na, *ne.
 */
static int
lead_spelled(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, struct papo_buf *t, size_t *na, size_t *ne)
{
	return o->problem != NULL && b - a <= 200 &&
	    papo_answer_spelled(s + a, b - a, t) &&
	    papo_answer_restates_question(t->s, 0, t->len, o->problem,
	    o->problemlen, na, ne);
}

/* Is s[a..b) a value label_value's number may be compared with, in
   digits alone (no fraction, no root: "$\\frac14$" is 0.25)? */
static int
plain_value(const char *s, size_t a, size_t b)
{
	return memchr(s + a, '/', b - a) == NULL &&
	    papo_answer_find_bytes(s + a, b - a, "frac", 4) == NULL &&
	    papo_answer_find_bytes(s + a, b - a, "sqrt", 4) == NULL &&
	    papo_answer_find_bytes(s + a, b - a, "pi", 2) == NULL;
}

/*
 * Is s[a..b) a label and one value alone, "Answer in words:
 * forty-eight.", "Réponse en lettres : 48." (a short label, no digit;
 * the value in words, or in digits after a label that holds an
 * answer's name)?  The value
 * in digits goes in t, 1; else 0.
 */
static int
label_read(const char *s, size_t a, size_t b, struct papo_buf *t)
{
	size_t c, i;

	papo_answer_trim(s, &a, &b);
	while (b > a && (s[b - 1] == '.' || s[b - 1] == ' '))
		b--;
	for (c = a; c < b && s[c] != ':' && !is_digit((unsigned char)s[c]);
	    c++)
		;
	if (c >= b || s[c] != ':' || b - a > 160 || c - a > 40)
		return 0;
	papo_buf_reset(t);
	for (i = c + 1; i < b && s[i] == ' '; i++)
		;
	if (papo_answer_has_digit(s, i, b)) {
		if (papo_frame_row_within(s, a, c, M(R_NOUN), NULL, 0) == NULL)
			return 0;	/* "Shelves: 9." is a given */
		papo_buf_add(t, s + i, b - i);
	} else if (!papo_answer_spelled(s + i, b - i, t))
		return 0;
	for (i = 0; i < t->len; i++)
		if (!is_digit((unsigned char)t->s[i]) && t->s[i] != ',' &&
		    t->s[i] != '.')
			return 0;
	return t->len > 0;
}

/* label_read, t released when it gives 0 (what it wrote there is no
   one's: its callers release t only on 1) */
static int
label_value(const char *s, size_t a, size_t b, struct papo_buf *t)
{
	if (label_read(s, a, b, t))
		return 1;
	papo_buf_release(t);
	return 0;
}

/*
 * The clause right before the answer at s[at..end), past the words of
 * conclusion that lead to it in its own sentence ("He has 48 sheep,
 * and so \\boxed{42}", "Total: 48. Hence \\boxed{42}", "所以"): where it
 * answers the problem's question with another value
 * (papo_answer_restates_question, its count in digits or words) or is
 * an answer's label with another value (label_value), the answer is
 * refused: another value is committed right before it.  ANSWERED_OTHER
 * or NULL.
 */
static const char *
lead_clause(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end)
{
	struct papo_buf t = PAPO_BUF_INIT;
	const char *why = NULL;
	size_t k = at, ws, cb, ca, na, ne, st, sa;
	long c;
	int n = 0;
	char w[64];

	if (!papo_answer_has_digit(s, at, end))
		return NULL;	/* an option's letter: the value before it is
				   the option's */
	/* no call for most: a word's letter right before it, a digit in
	   the 300 bytes before */
	while (k > 0 && strchr(" \t\n$*(", s[k - 1]) != NULL)
		k--;
	if (k == 0 || !((unsigned char)s[k - 1] >= 0x80 ||
	    is_alpha((unsigned char)s[k - 1])))
		return NULL;
	for (ws = k; ws > 0 && k - ws < 24 && strchr(",.;\n", s[ws - 1]) ==
	    NULL && !((unsigned char)s[ws - 1] == 0x8c || (unsigned char)
	    s[ws - 1] == 0x82); ws--)
		;	/* a clause's end near: ",", "，", "。" */
	if (ws == 0 || k - ws >= 24 || !papo_answer_has_digit(s, ws > 300 ?
	    ws - 300 : 0, ws))
		return NULL;
	for (;;) {
		while (k > 0 && strchr(" \t\n$*(", s[k - 1]) != NULL)
			k--;
		for (ws = k; ws > 0 && at - ws < 80 && (papo_frame_word_letter(
		    c = papo_frame_cp_before(s, 0, ws, &st)) ||
		    papo_frame_dense_letter(c)); ws = st)
			;
		if (ws == k || n == 3 || papo_answer_open(s, ws, k,
		    o->problem, o->problemlen, NULL, w, sizeof(w)) != NULL ||
		    papo_answer_has_digit(s, ws, k))
			break;
		if (papo_frame_row_within(s, ws, k, M(R_NOUN), NULL, 0) !=
		    NULL)
			return NULL;	/* "The answer is": lead_answered's */
		n++;
		k = ws;
	}
	if (n == 0 || k == 0 || !(strchr(",.;\n", s[k - 1]) != NULL ||
	    (k >= 3 && (memcmp(s + k - 3, "\xef\xbc\x8c", 3) == 0 ||
	    memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0))))
		return NULL;	/* no conclusion word, or no clause before */
	cb = (unsigned char)s[k - 1] < 0x80 ? k - 1 : k - 3;
	for (ca = cb; ca > 0 && cb - ca < 300 && s[ca - 1] != '\n' &&
	    !(strchr(".!?", s[ca - 1]) != NULL && ca < cb && s[ca] == ' ');
	    ca--)
		;
	if (cb - ca >= 300 || ca == cb)
		return NULL;
	if (plain_value(s, at, end) && label_value(s, ca, cb, &t)) {
		sa = t.len;
		if (!said_within(o, &t, sa, s, at, end, 0, sa))
			why = ANSWERED_OTHER;
	} else if (papo_answer_has_digit(s, ca, cb)) {
		if (papo_answer_restates_question(s, ca, cb, o->problem,
		    o->problemlen, &na, &ne) && !number_within(o, s, at, end,
		    na, ne))
			why = ANSWERED_OTHER;
	} else if (lead_spelled(o, s, ca, cb, &t, &na, &ne)) {
		if (!said_within(o, &t, t.len + 1, s, at, end, na, ne))
			why = ANSWERED_OTHER;
	}
	papo_buf_release(&t);
	return why;
}

/*
 * The clause that opens the answer statement's own sentence s[a..at),
 * up to its last comma or semicolon, where the rest to the answer holds
 * no digit ("The library has 48 books, so the answer is 126.", "So the
 * count is 48, hence the final answer is \\boxed{126}."): where it
 * answers the problem's question with a value the answer at
 * s[at..end) does not hold, another value is committed in the same
 * sentence.  ANSWERED_OTHER, or NULL.
 */
static const char *
clause_answered(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t at, size_t end)
{
	size_t cb, na, ne;

	for (cb = at; cb > a; cb--)
		if (is_digit((unsigned char)s[cb - 1]) || s[cb - 1] == ',' ||
		    s[cb - 1] == ';' || (cb >= a + 3 && (memcmp(s + cb - 3,
		    "\xef\xbc\x8c", 3) == 0 || memcmp(s + cb - 3,
		    "\xef\xbc\x9b", 3) == 0)))
			break;
	if (cb == a || is_digit((unsigned char)s[cb - 1]))
		return NULL;	/* no clause before, or a digit after it */
	cb -= (unsigned char)s[cb - 1] < 0x80 ? 1 : 3;
	if (!papo_answer_has_digit(s, a, cb) || !answers_or_concludes(o, s,
	    a, cb, &na, &ne))
		return NULL;
	return number_within(o, s, at, end, na, ne) ? NULL : ANSWERED_OTHER;
}

/*
 * The sentence right before an answer statement at s[at..end) that is
 * no bare box (an answer phrase, "Answer: 42", a tag), past frame lines
 * and computation: where it answers the problem's question with a value
 * the statement, a number too, does not hold
 * (papo_answer_restates_question: "So Omar has 48 books.\nAnswer: 42",
 * "Total: 48. The answer is 42."), the statement is refused, as a bare
 * box is (lead_alone).  An option's letter is no number: the sentence
 * states its option's value ("Portanto, 4800 esferas ...  Resposta:
 * D.").  A box inside its sentence is read so (lead is then the most
 * bytes of that sentence before it) after an answer phrase only ("The
 * final answer is $\\boxed{48}$.", "Die Antwort ist ..."); lead is
 * (size_t)-1 for any other statement.  The sentence's count may be in
 * words (lead_spelled).  NULL when not.
 */
static const char *
lead_answered(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end, size_t lead)
{
	struct papo_buf t = PAPO_BUF_INIT;
	const char *why = NULL;
	size_t a, b, na, ne, sa, from = at;
	long ph;
	unsigned char c;

	/* back to the statement's sentence ("The answer is", "Answer:"),
	   400 bytes at most (lead, when more) for its own clause before
	   it, lead bytes at most for a box inside it */
	for (; at > 0; at--) {
		c = (unsigned char)s[at - 1];
		/* only '\n', ' ' (after strchr(".!?")'s bytes, its NUL
		   too) and 。's last byte end a sentence: one compare for
		   the other bytes */
		if (c == '\n' || (c == ' ' && at >= 2 && (s[at - 2] == '.' ||
		    s[at - 2] == '!' || s[at - 2] == '?' || s[at - 2] ==
		    '\0')) || (c == 0x82 && at >= 3 && memcmp(s + at - 3,
		    "。", 3) == 0) || from - at > (lead > 400 ? lead : 400))
			break;
	}
	/* its own clause before the answer, whatever lead is */
	if (from - at <= 400 && (why = clause_answered(o, s, at, from,
	    end)) != NULL)
		return why;
	if (from - at > lead)
		return NULL;
	/* a box inside it: after an answer phrase ("The final answer is
	   $\\boxed{48}$.", "答えは$\\boxed{48}$です"), math's marks between */
	if (lead != (size_t)-1) {
		for (sa = from; sa > at && strchr(" $*(\\", s[sa - 1]) !=
		    NULL; sa--)
			;
		if (!(sa >= at + 3 && (s[sa - 1] == ':' || (s[sa - 3] == ' ' &&
		    s[sa - 2] == 'i' && s[sa - 1] == 's'))) && ((ph =
		    papo_answer_phrase_end(s, at, from)) < 0 || (size_t)ph <
		    sa))
			return NULL;	/* "... is", "Answer:", "答えは" */
	}
	if (!papo_answer_has_digit(s, at, end) ||
	    !papo_frame_lead_sentence(s, at, o->problem, o->problemlen,
	    o->words, &a, &b) || b - a > 400)
		return NULL;
	if (plain_value(s, at, end) && label_value(s, a, b, &t)) {
		/* "Answer in words: forty-eight.\nAnswer: 42" */
		sa = t.len;
		if (!said_within(o, &t, sa, s, at, end, 0, sa))
			why = ANSWERED_OTHER;
		papo_buf_release(&t);
		return why;
	}
	if (!papo_answer_has_digit(s, a, b)) {
		/* its count in words: read with the statement after it */
		if (lead_spelled(o, s, a, b, &t, &na, &ne)) {
			if (!said_within(o, &t, t.len + 1, s, at, end, na,
			    ne))
				why = ANSWERED_OTHER;
		}
		papo_buf_release(&t);
		return why;
	}
	if (!answers_or_concludes(o, s, a, b, &na, &ne))
		return NULL;
	return number_within(o, s, at, end, na, ne) ? NULL : ANSWERED_OTHER;
}

/*
 * The sentence right before a bare box at s[at] (its value ending at
 * s[end]), past frame lines and computation, read alone as the finders
 * read it: refused as a statement of several values or for a doubt in
 * it ("The answer is 24 cows, right?\n\n\\boxed{24}", "..., unless I
 * misread the question.", "Or 21."), or a box or an answer phrase in it
 * of another value ("Therefore, the answer is \\boxed{21}.\n\n**Final
 * Answer**\n\\boxed{24}"), the box is refused too.  Words it does not
 * recognise refuse nothing: a committed restatement in words no row
 * reads ("Die zurückgelegte Strecke beträgt somit 240 km.") stays
 * the box's.  Read only when that sentence holds a digit; where it
 * states the box's value itself, lead_value reads it first, whatever
 * its length (400 bytes at most); where it answers the problem's
 * question with another value (papo_answer_restates_question: "Ana
 * spends 36 dollars in total." above "\\boxed{48}"), the box is refused
 * too, whatever its length, and whether or not a finder reads it (its
 * words are the question's).  trace: the sentence is a reasoning
 * block's last, the box after the block: its doubts refuse the box, a
 * box or answer phrase of another value in it does not (reasoning
 * weighs values; the answer after it is what the response gives; nor
 * does a restatement of the question with another value).
 */
/*
 * The line right above the answer's own at s[at..end) (blank lines
 * between), a bold span alone that answers the problem's question with
 * another value than the answer holds ("**56 fish**", "**Total: 56**"
 * above "\\boxed{48}": papo_answer_restates_question): a frame line's
 * shape, which papo_frame_lead_sentence passes as a heading, but a
 * conclusion.  ANSWERED_OTHER, or NULL.
 */
static const char *
lead_bold(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end)
{
	size_t ls, e, pa, pb, na, ne;

	for (ls = at; ls > 0 && s[ls - 1] != '\n'; ls--)
		;
	for (e = ls; e > 0 && is_space((unsigned char)s[e - 1]); e--)
		;
	if (e < 5 || e == ls || s[e - 1] != '*' || s[e - 2] != '*')
		return NULL;	/* most lines: no bold line above */
	for (pa = e; pa > 0 && s[pa - 1] != '\n'; pa--)
		;
	while (pa < e && (s[pa] == ' ' || s[pa] == '\t'))
		pa++;
	if (e - pa < 5 || s[pa] != '*' || s[pa + 1] != '*')
		return NULL;
	pa += 2;
	pb = e - 2;
	if (papo_answer_find_bytes(s + pa, pb - pa, "**", 2) != NULL ||
	    !papo_answer_has_digit(s, pa, pb) ||
	    !papo_answer_restates_question(s, pa, pb, o->problem,
	    o->problemlen, &na, &ne))
		return NULL;
	return number_within(o, s, at, end, na, ne) ? NULL : ANSWERED_OTHER;
}

/*
 * The option letters s[0..n) names, a bit each (A the first), when it
 * is letters from A to J alone with separators between them ("ACD",
 * "A, C, D", "A、C、D", "B 和 C", "B and C"), else 0.
 */
static unsigned
letter_set(const char *s, size_t n)
{
	static const char *const seps[] = { "、", "，", "和", "与", "及",
	    "and", ",", " ", NULL };
	unsigned m = 0;
	size_t i = 0, k, l;

	while (i < n) {
		if (s[i] >= 'A' && s[i] <= 'J' && (i + 1 == n || !is_alpha(
		    (unsigned char)s[i + 1]) || (s[i + 1] >= 'A' &&
		    s[i + 1] <= 'J'))) {
			m |= 1u << (s[i++] - 'A');
			continue;
		}
		for (k = 0; seps[k] != NULL; k++) {
			l = strlen(seps[k]);
			if (n - i >= l && memcmp(s + i, seps[k], l) == 0)
				break;
		}
		if (seps[k] == NULL)
			return 0;
		i += l;
	}
	return m;
}

/*
 * The sentence s[a..b) read alone by every finder (a caller's until
 * reads the box the same, check_answer_until.c): how, its value in t,
 * the rows that decided in *lw.
 */
static int
read_alone(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, struct papo_buf *t, struct papo_answer_why *lw)
{
	struct papo_answer_opts lo = *o;

	memset(lw, 0, sizeof(*lw));
	lo.until = NULL;
	return extract(&lo, s + a, b - a, t, 0, lw);
}

/*
 * A box of several option letters s[va..ve) ("\\boxed{ACD}") under a
 * sentence s[a..b) whose answer names others ("正确选项为 A、C。",
 * "答案为 B。"): "another option in the sentence before it"; one that
 * hedges: "the sentence before it, read alone, hedged"; else NULL.
 */
static const char *
lead_letters(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, size_t va, size_t ve)
{
	struct papo_answer_why lw;
	struct papo_buf t = PAPO_BUF_INIT;
	unsigned sm = 0, m = letter_set(s + va, ve - va);
	size_t k;
	int r;

	if (b - a > 400 || (m & (m - 1)) == 0)
		return NULL;	/* no box of several letters */
	r = read_alone(o, s, a, b, &t, &lw);
	if (r == PAPO_FROM_PHRASE || r == PAPO_FROM_BOXED) {
		sm = letter_set(t.s, t.len);
		for (k = 0; sm == 0 && k < t.len; k++)	/* "A、C 或 D" */
			if (t.s[k] >= 'A' && t.s[k] <= 'J' && (k == 0 ||
			    !is_alpha((unsigned char)t.s[k - 1])) && (k + 1 ==
			    t.len || !is_alpha((unsigned char)t.s[k + 1])))
				sm = ~0u;
	}
	papo_buf_release(&t);
	if (r == PAPO_FROM_NONE && (lw.doubt || lw.refused == phrase_many))
		return "the sentence before it, read alone, hedged";
	return sm != 0 && sm != m ? "another option in the sentence before "
	    "it" : NULL;
}

/* Does s[a..b) name the option letter c alone ("Option C ...", "C选项
   ...", not "CD" nor "C.5")? */
static int
lone_named(const char *s, size_t a, size_t b, int c)
{
	size_t k;

	for (k = a; k < b; k++)
		if (s[k] == c && papo_answer_lone_letter(s, a, k, b))
			return 1;
	return 0;
}

/*
 * Is the last clause of s[a..e) (after its last comma or semicolon)
 * "option c" and a predicate that keeps it ("Option C fails, option B
 * holds", "so choice B is correct")?  Its start plus one, else 0.
 */
static size_t
option_holds(const char *s, size_t a, size_t e, int c)
{
	static const char *const preds[] = { " holds", " is correct",
	    " is right", " works", " fits", " is the answer",
	    " is the correct one", " is the right one", NULL };
	size_t k, j;

	if ((k = papo_answer_row_ending(s, a, e, preds)) == e)
		return 0;
	if (k < a + 8 || s[k - 1] != c || is_alpha((unsigned char)s[k - 2]))
		return 0;
	j = k - 2;	/* the space before the letter */
	if (s[j] != ' ' || j < a + 6 || (strncasecmp(s + j - 6, "option",
	    6) != 0 && strncasecmp(s + j - 6, "choice", 6) != 0))
		return 0;
	for (j -= 6; j > a && s[j - 1] != ',' && s[j - 1] != ';'; j--)
		if (s[j - 1] != ' ' && !(j >= a + 3 && (strncasecmp(s + j - 3,
		    "the", 3) == 0 || strncasecmp(s + j - 2, "so", 2) == 0)))
			return 0;
	return j + 1;
}

/*
 * Where the words before the option letter c that ends s[a..e) end,
 * spacing and emphasis aside on both sides of it ("选项 **D** "); 0 when
 * c does not end it.
 */
static size_t
letter_back(const char *s, size_t a, size_t e, int c)
{
	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '*'))
		e--;
	if (e == a || s[e - 1] != c)
		return 0;
	for (e--; e > a && (s[e - 1] == ' ' || s[e - 1] == '*'); e--)
		;
	return e;
}

/*
 * Does the sentence s[a..b) close by saying that the work matches the
 * option c, in Chinese ("计算结果与选项 D 完全一致。", "..., 对应选项
 * **B**。", "对比选项，答案为 D。"), or that it holds (option_holds)?
 * Read from its end: the agreeing verb and the option's noun before the
 * letter, or the noun and the verb of correspondence before it.  Where
 * the words that say so start (a for the Chinese forms, whose sentence
 * is read whole for a doubt), plus one; else 0.
 */
static size_t
option_matched(const char *s, size_t a, size_t b, int c)
{
	static const char *const agree[] = { "完全一致", "完全相符",
	    "完全吻合", "一致", "相符", "吻合", "相同", NULL };
	static const char *const nouns[] = { "选项", "選項", NULL };
	static const char *const before[] = { "与", "與", "和", NULL };
	static const char *const links[] = { "对应选项为", "对应选项是",
	    "对应的选项为", "对应的选项是", "对应选项", "對應選項",
	    "对应的选项", "匹配选项", "匹配的选项", "符合选项", "答案为",
	    "答案是", "应选", "故选", NULL };
	size_t e = b, k;

	while (e > a && (is_space((unsigned char)s[e - 1]) || s[e - 1] ==
	    '.' || s[e - 1] == '*' || s[e - 1] == '$'))
		e--;
	if (e - a >= 3 && memcmp(s + e - 3, "。", 3) == 0)
		e -= 3;
	while (e > a && s[e - 1] == '*')
		e--;
	if ((k = option_holds(s, a, e, c)) > 0)
		return k;
	if ((k = papo_answer_row_ending(s, a, e, agree)) < e) {
		/* "与选项 D 完全一致" */
		if ((e = letter_back(s, a, k, c)) == 0)
			return 0;
		return (k = papo_answer_row_ending(s, a, e, nouns)) < e &&
		    papo_answer_row_ending(s, a, k, before) < k ? a + 1 : 0;
	}
	if ((e = letter_back(s, a, e, c)) == 0)
		return 0;
	/* "对应选项 B" */
	return papo_answer_row_ending(s, a, e, links) < e ? a + 1 : 0;
}

/* The rows that refuse a sentence naming the boxed option (lead_letter):
   a negation, a doubt, a disowning word, a condition, a modal. */
#define LEAD_REFUSING	(M(R_NEG) | M(R_DOUBT) | M(R_DISOWN) | M(R_COND) | \
	M(R_MODAL))

/*
 * Does the last clause of s[a..b) (after its last comma, semicolon or
 * Chinese comma) give the option c by a finder ("Option A is wrong, so
 * the answer is C.")?  Its start plus one, else 0.
 */
static size_t
clause_chooses(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, int c)
{
	struct papo_answer_why lw;
	struct papo_buf t = PAPO_BUF_INIT;
	size_t k;
	int r, l = 0;

	for (k = b; k > a && s[k - 1] != ',' && s[k - 1] != ';' &&
	    !(k - a >= 3 && memcmp(s + k - 3, "，", 3) == 0); k--)
		;
	if (k == a)
		return 0;
	r = read_alone(o, s, k, b, &t, &lw);
	if (r == PAPO_FROM_PHRASE || r == PAPO_FROM_BOXED)
		l = phrase_letter(&t);
	papo_buf_release(&t);
	return l == c ? k + 1 : 0;
}

/*
 * A box of the option letter c under the sentence s[a..b), read by the
 * finders as r with t: a value there is the option's ("The closest
 * answer is 345.\n\n\\boxed{D}"); another letter given as the answer
 * is not ("So the answer is (C).\n\n\\boxed{B}"), nor a sentence that
 * names c with a doubt or a negation ("Option C ist falsch.") unless
 * where it says c holds (option_matched) holds none.  The refusal, or
 * NULL.
 */
static const char *
lead_letter(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t b, int c, int r, const struct papo_buf *t)
{
	size_t k;
	int l;

	if ((r == PAPO_FROM_PHRASE || r == PAPO_FROM_BOXED) &&
	    (l = phrase_letter(t)) != 0 && l != c)
		return "another option in the sentence before it";
	if (r != PAPO_FROM_NONE || !lone_named(s, a, b, c))
		return NULL;
	/* a clause or a Chinese sentence that says c holds or matches
	   is read whole from where it says so ("Option C fails, option B
	   holds", "与选项 D 完全一致"); another sentence that names c
	   with a negation, a doubt, a modal or a condition is not, nor
	   one of those rows where that says it */
	if (papo_frame_row_within(s, a, b, LEAD_REFUSING, o->problem,
	    o->problemlen) == NULL)
		return papo_answer_option_unread(s, a, b, o->problem,
		    o->problemlen) ? "the sentence before it names the "
		    "option, unread" : NULL;
	if ((k = option_matched(s, a, b, c)) == 0 && (k = clause_chooses(o,
	    s, a, b, c)) == 0)
		return "the sentence before it names the option, unread";
	if (papo_frame_row_within(s, k - 1, b, LEAD_REFUSING, o->problem,
	    o->problemlen) != NULL)
		return "the sentence before it names the option, unread";
	return NULL;
}

/*
 * Is the sentence s[a..b) a label and, after its colon, the box's value
 * s[va..ve) alone or with its unit ("Ответ неправильный: 4.", "Blorf:
 * **4**", "Réponse fausse : 4 pommes.")?  Such a sentence commits the
 * value under its label, and the box under it is read with the label:
 * a label no row reads gives no answer.
 */
static int
label_then_value(const char *s, size_t a, size_t b, size_t va, size_t ve)
{
	size_t c, i;

	papo_answer_trim(s, &a, &b);
	while (b > a && (strchr(".*$ ", s[b - 1]) != NULL))
		b--;
	if (b - a >= 3 && memcmp(s + b - 3, "\xe3\x80\x82", 3) == 0)
		b -= 3;		/* 。 */
	for (c = a; c < b && c - a <= 60 && s[c] != ':' &&
	    !is_digit((unsigned char)s[c]) && !(b - c >= 3 &&
	    memcmp(s + c, "\xef\xbc\x9a", 3) == 0); c++)
		;
	if (c == a || c >= b || c - a > 60 || is_digit((unsigned char)s[c]))
		return 0;
	i = c + (s[c] == ':' ? 1 : 3);
	while (i < b && strchr(" *$", s[i]) != NULL)
		i++;
	/* the value, or the value and its unit: "Blorf: 4 apples." */
	return b - i >= ve - va && memcmp(s + i, s + va, ve - va) == 0 &&
	    (b - i == ve - va || (s[i + ve - va] == ' ' &&
	    !is_digit((unsigned char)s[i + ve - va + 1])));
}

/*
 * Is the sentence s[a..b) before a box alone a question that names the
 * box's value s[va..ve) itself ("So the farmer has 12 sheep? \\boxed{12}",
 * "Option C is correct? \\boxed{C}") or is two words at most ("Right?
 * \\boxed{12}")?  It asks whether the value is right, which the box
 * does not answer; a question the value answers ("What is the total?
 * \\boxed{12}") names it not, nor one that restates the problem p[0..pn)
 * with a value the problem writes too.
 */
static int
question_restates(const char *s, size_t a, size_t b, size_t va, size_t ve,
    const char *p, size_t pn)
{
	size_t e = b, k, words = 1;
	const char *q;

	while (e > a && (is_space((unsigned char)s[e - 1]) || s[e - 1] == '*'))
		e--;
	if (!(e > a && s[e - 1] == '?') && !(e >= a + 3 && memcmp(s + e - 3,
	    "\xef\xbc\x9f", 3) == 0))
		return 0;	/* no question mark ends it (？) */
	for (k = a; k < e && !is_alpha((unsigned char)s[k]) &&
	    (unsigned char)s[k] < 0x80; k++)
		;
	if (k == e)
		return 0;	/* no word: "? = 5", the unknown's sign */
	for (k = a + 1; k < e; k++)
		words += s[k] == ' ' && s[k - 1] != ' ';
	if (words <= 2 && e - a <= 16 && (unsigned char)s[a] < 0xe0)
		return 1;	/* "Right?", "Correct?", "Is it right?" */
	if (p != NULL && ve > va && !(ve == va + 1 && s[va] >= 'A' &&
	    s[va] <= 'J') && memmem(p, pn, s + va, ve - va) != NULL)
		return 0;	/* the problem's value too: its question
				   restated ("... of size 13?"); not a
				   letter, every option's is there */
	for (q = s + a; ve > va && (q = memmem(q, e - (size_t)(q - s), s + va,
	    ve - va)) != NULL; q++) {
		k = (size_t)(q - s);
		if ((k == a || !is_alpha((unsigned char)s[k - 1]) ||
		    (unsigned char)s[k - 1] >= 0x80) && (k + (ve - va) >= e ||
		    !(is_alpha((unsigned char)s[k + (ve - va)]) ||
		    is_digit((unsigned char)s[k + (ve - va)]))))
			return 1;	/* the value itself, a whole token */
	}
	return 0;
}

static const char *
lead_alone(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end, int trace)
{
	struct papo_answer_why lw;
	struct papo_buf t = PAPO_BUF_INIT;
	const char *why = NULL;
	size_t a, b, va = at + 7, ve = end;
	size_t k, words, na, ne;
	int r, letter;

	if (!trace && o->problem != NULL && (why = lead_bold(o, s, at,
	    end)) != NULL)
		return why;
	if (!trace && (why = lead_clause(o, s, at, end)) != NULL)
		return why;
	if (end - at < 8 || memcmp(s + at, "\\boxed{", 7) != 0)
		return trace ? NULL : lead_answered(o, s, at, end, (size_t)-1);
	if (ve > va && s[ve - 1] == '}')
		ve--;
	letter = ve - va == 1 && s[va] >= 'A' && s[va] <= 'J';
	/* a box inside its statement ("The answer is \\boxed{42}."): read
	   as an answer line is */
	if (!papo_frame_lead_sentence(s, at, o->problem, o->problemlen,
	    o->words, &a, &b))
		return trace || letter ? NULL : lead_answered(o, s, at, end,
		    48);
	if (b - a > 400)
		return NULL;
	if (!trace && question_restates(s, a, b, va, ve, o->problem,
	    o->problemlen))
		return "a question before it that asks after its value";
	if (!letter && !trace && (why = lead_letters(o, s, a, b, va, ve)) !=
	    NULL)	/* "正确选项为 A、C。\n\n\\boxed{ACD}" */
		return why;
	/* an answer's label and another value: "Answer in words:
	   forty-eight." */
	if (!letter && !trace && plain_value(s, at, end) &&
	    label_value(s, a, b, &t)) {
		k = t.len;
		if (!said_within(o, &t, k, s, at, end, 0, k))
			why = ANSWERED_OTHER;
		papo_buf_release(&t);
		if (why != NULL)
			return why;
	}
	if (!letter && !papo_answer_has_digit(s, a, b)) {
		/* its count in words: "That gives forty-eight sheep." */
		if (!trace && papo_answer_has_digit(s, va, ve) &&
		    lead_spelled(o, s, a, b, &t, &na, &ne) &&
		    !(ne - na == ve - va && memcmp(t.s + na, s + va,
		    ve - va) == 0) && (o->same == NULL ||
		    !o->same(o->same_ctx, t.s + na, ne - na, s + va,
		    ve - va)))
			why = ANSWERED_OTHER;
		papo_buf_release(&t);
		return why;
	}
	/* the box's value stated in it, whatever its length (a letter is
	   no value there: "Events A and B are ...") */
	if (!letter && (k = value_within(s, a, b, va, ve)) != (size_t)-1 &&
	    (why = lead_value(o, s, a, b, k, ve - va)) != NULL)
		return why;
	/* the question answered with another value, read by a finder or
	   not, whatever its length: "Ana spends 36 dollars in total." */
	if (!letter && !trace && answers_or_concludes(o, s, a, b, &na, &ne) &&
	    !(ne - na == ve - va && memcmp(s + na, s + va, ve - va) == 0) &&
	    (o->same == NULL || !o->same(o->same_ctx, s + na, ne - na,
	    s + va, ve - va)))
		return ANSWERED_OTHER;
	if (b - a > 120)
		return NULL;
	/* a short statement only: a longer sentence's phrase reasons on
	   ("4. **Final answer**: Since you cannot have a fraction of a
	   bus ..., so we require exactly 29 buses.") */
	for (k = a + 1, words = 0; k < b && words <= 12; k++)
		words += is_space((unsigned char)s[k]) &&
		    !is_space((unsigned char)s[k - 1]);
	if (words > 12)
		return NULL;
	r = read_alone(o, s, a, b, &t, &lw);
	if (letter) {
		why = trace ? NULL : lead_letter(o, s, a, b, s[va], r, &t);
		papo_buf_release(&t);
		return why;
	}
	if (r == PAPO_FROM_NONE && (lw.doubt || lw.refused == phrase_many))
		why = "the sentence before it, read alone, hedged";
	else if (!trace && r == PAPO_FROM_NONE && lw.refused != NULL &&
	    label_then_value(s, a, b, va, ve))	/* "Ответ неправильный: 4.
						   \n\n\\boxed{4}" */
		why = "the sentence before it, read alone, not recognised";
	else if (!trace && (r == PAPO_FROM_BOXED || r == PAPO_FROM_PHRASE) &&
	    memchr(t.s, '=', t.len) == NULL &&	/* "\\boxed{(x+y)^2=81}" */
	    !(t.len == ve - va && memcmp(t.s, s + va, t.len) == 0) &&
	    (o->same == NULL || !o->same(o->same_ctx, t.s, t.len, s + va,
	    ve - va)))
		why = "another value in the sentence before it";
	papo_buf_release(&t);
	return why;
}

static int label_qual(const char *, size_t, size_t);

/*
 * Does a parenthesised part of the label right before the answer at
 * s[at] (on its line, the colon after it: "Answer (unverified): 42",
 * "उत्तर (असत्यापित): 42", "答案（未验证）：42") hold words nothing
 * recognises (answer_open.c's rows, the problem's words, label_qual's
 * qualifiers, a number)?  Such a label is no committed one.
 */
static int
label_paren_unread(const struct papo_answer_opts *o, const char *s,
    size_t at)
{
	size_t c = at, ls, pa, pb;
	char w[64];
	const char *q;

	/* a phrase's value that opens with it: "Cevap (doğrulanmadı): 42"
	   read from after "Cevap" */
	if (s[at] == '(' && (q = strchr(s + at, ')')) != NULL && q - s - at <
	    120 && memchr(s + at, '\n', (size_t)(q - s) - at) == NULL &&
	    (q[1] == ':' || (q[1] == ' ' && q[2] == ':'))) {
		pa = at + 1;
		pb = (size_t)(q - s);
		goto read;
	}
	while (c > 0 && (s[c - 1] == ' ' || s[c - 1] == '*' || s[c - 1] ==
	    '$'))
		c--;
	if (c >= 3 && memcmp(s + c - 3, "\xef\xbc\x9a", 3) == 0)
		c -= 3;		/* "：" */
	else if (c > 0 && s[c - 1] == ':')
		c--;
	else
		return 0;
	while (c > 0 && (s[c - 1] == ' ' || s[c - 1] == '*'))
		c--;
	if (c > 0 && s[c - 1] == ')')
		pb = c - 1;
	else if (c >= 3 && memcmp(s + c - 3, "\xef\xbc\x89", 3) == 0)
		pb = c - 3;	/* "）" */
	else
		return 0;
	for (ls = pb; ls > 0 && s[ls - 1] != '\n' && pb - ls < 120; ls--)
		;
	for (pa = pb; pa > ls && s[pa - 1] != '(' && !(pa - ls >= 3 &&
	    memcmp(s + pa - 3, "\xef\xbc\x88", 3) == 0); pa--)
		;
	if (pa == ls || papo_frame_row_within(s, ls, pa, M(R_NOUN), NULL,
	    0) == NULL)
		return 0;	/* no answer's name before it: "Not 48 (that
				   counts a pen twice): \\boxed{42}" */
read:
	if (pa == pb || papo_answer_has_digit(s, pa, pb) || label_qual(s, pa,
	    pb))
		return 0;
	return papo_answer_open(s, pa, pb, o->problem, o->problemlen, NULL,
	    w, sizeof(w)) != NULL;
}

/*
 * Where the sentence of the answer at s[at] starts, 160 bytes before it
 * at most: after a line's end, a stop and a space, or 。 (the words a
 * likelihood opener stands among: "Скорее всего, \\boxed{240} км.").
 */
static size_t
clause_start(const char *s, size_t at)
{
	size_t a;

	for (a = at; a > 0 && at - a < 160; a--)
		if (s[a - 1] == '\n' || (s[a - 1] == ' ' && a >= 2 &&
		    (s[a - 2] == '.' || s[a - 2] == '!' || s[a - 2] == '?')) ||
		    ((unsigned char)s[a - 1] == 0x82 && a >= 3 &&
		    memcmp(s + a - 3, "。", 3) == 0))
			break;
	return a;
}

/*
 * Does the sentence right before the box at s[at..end) state the same
 * answer, read by a phrase or a box ("故选C。", "答案为 B、D。",
 * "Therefore, the answer is 12.")?  Then it is recognised whole.
 */
static int
lead_said(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end)
{
	struct papo_answer_why lw;
	struct papo_buf t = PAPO_BUF_INIT;
	size_t a, b, va = at + 7, ve = end;
	int r, same;

	if (end - at < 8 || memcmp(s + at, "\\boxed{", 7) != 0 ||
	    !papo_frame_lead_sentence(s, at, o->problem, o->problemlen,
	    o->words, &a, &b) || b - a > 200)
		return 0;
	if (ve > va && s[ve - 1] == '}')
		ve--;
	r = read_alone(o, s, a, b, &t, &lw);
	same = (r == PAPO_FROM_PHRASE || r == PAPO_FROM_BOXED) &&
	    ((t.len == ve - va && memcmp(t.s, s + va, t.len) == 0) ||
	    (letter_set(t.s, t.len) != 0 && letter_set(t.s, t.len) ==
	    letter_set(s + va, ve - va)) || (o->same != NULL &&
	    o->same(o->same_ctx, t.s, t.len, s + va, ve - va)));
	papo_buf_release(&t);
	return same;
}

/*
 * Does the sentence right before the box at s[at..end) name the box's
 * value (its letter alone, or its text) right after a negation in the
 * value's own clause, and give no answer read alone ("The answer is not
 * C.\n\n\\boxed{C}", "所以答案不是C。")?
 */
static int
lead_negated(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end)
{
	struct papo_answer_why lw;
	struct papo_buf t = PAPO_BUF_INIT;
	size_t a, b, k, cs, va = at + 7, ve = end, l;
	int r, named = 0;

	if (end - at < 8 || memcmp(s + at, "\\boxed{", 7) != 0 ||
	    !papo_frame_lead_sentence(s, at, o->problem, o->problemlen,
	    o->words, &a, &b) || b - a > 400)
		return 0;
	if (ve > va && s[ve - 1] == '}')
		ve--;
	if ((l = ve - va) == 0)
		return 0;
	for (k = a; k + l <= b && !named; k++)
		if (memcmp(s + k, s + va, l) == 0 && (k == a || !(is_alpha(
		    (unsigned char)s[k - 1]) || is_digit((unsigned
		    char)s[k - 1]))) && (k + l == b || !(is_alpha((unsigned
		    char)s[k + l]) || is_digit((unsigned char)s[k + l])))) {
			/* its own clause, before it: "is not C", "不是C";
			   not "Option A is wrong, so the answer is C" */
			for (cs = k; cs > a && strchr(",;.:", s[cs - 1]) ==
			    NULL && !(cs - a >= 3 && (memcmp(s + cs - 3, "，",
			    3) == 0 || memcmp(s + cs - 3, "；", 3) == 0)); cs--)
				;
			if (k - cs > 12) {	/* right before it, whole
						   words, whole characters */
				cs = k - 12;
				while (cs < k && (((unsigned char)s[cs] &
				    0xc0) == 0x80 || is_alpha((unsigned
				    char)s[cs - 1])))
					cs++;
			}
			named = papo_frame_row_within(s, cs, k, M(R_NEG),
			    o->problem, o->problemlen) != NULL;
		}
	if (!named)
		return 0;
	r = read_alone(o, s, a, b, &t, &lw);
	papo_buf_release(&t);
	return r == PAPO_FROM_NONE;
}

/* The length of one of the marks m[] (non-ASCII, each) at s[k] (in
   s[..n)), or 0. */
static size_t
mark_at(const char *s, size_t k, size_t n, const char *const *m)
{
	size_t i, l;

	if ((unsigned char)s[k] < 0xc2)
		return 0;
	for (i = 0; m[i] != NULL; i++)
		if (k + (l = strlen(m[i])) <= n && memcmp(s + k, m[i], l) == 0)
			return l;
	return 0;
}

/* The length of a quotation mark that opens at s[k] (“ ‘ « „ 「 『), or
   0. */
static size_t
quote_opens(const char *s, size_t k, size_t n)
{
	static const char *const m[] = { "\xe2\x80\x9c", "\xe2\x80\x98",
	    "\xc2\xab", "\xe2\x80\x9e", "\xe3\x80\x8c", "\xe3\x80\x8e",
	    NULL };

	return mark_at(s, k, n, m);
}

/* The same of a closing mark (” ’ » 」 』). */
static size_t
quote_closes(const char *s, size_t k, size_t n)
{
	static const char *const m[] = { "\xe2\x80\x9d", "\xe2\x80\x99",
	    "\xc2\xbb", "\xe3\x80\x8d", "\xe3\x80\x8f", NULL };

	return mark_at(s, k, n, m);
}

/* The last byte of s[st..e) before its closing marks and stop
   ("42" of 'So the total is 42.»'), st at the least. */
static size_t
last_byte(const char *s, size_t st, size_t e)
{
	size_t k = e;

	while (k > st + 1 && (strchr(".!\" ", s[k - 1]) != NULL ||
	    ((unsigned char)s[k - 1] >= 0x80 && (quote_closes(s, k - 2, e) ==
	    2 || (k >= st + 3 && (quote_closes(s, k - 3, e) == 3 ||
	    memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0))))))
		k -= (unsigned char)s[k - 1] < 0x80 ? 1 : quote_closes(s, k - 2,
		    e) == 2 ? 2 : 3;	/* . ! " » ” 」 。 */
	return k - 1;
}

/*
 * Is s[a..q), up to a quotation's opening mark, nothing or a
 * conclusion's connectives only ("So, ", "Therefore, ", "Finally: "):
 * the quotation the response's own statement?
 */
static int
quote_own(const char *s, size_t a, size_t q)
{
	static const char *const conn[] = { "so", "thus", "therefore",
	    "hence", "finally", "overall", "then", "in", "conclusion",
	    "summary", "short", "sum", NULL };
	size_t i = a, e, k;

	while (i < q) {
		if (!is_alpha((unsigned char)s[i])) {
			if ((unsigned char)s[i] >= 0x80 || strchr(" ,:*-\t",
			    s[i]) == NULL)
				break;	/* not the opening mark's */
			i++;
			continue;
		}
		for (e = i; e < q && is_alpha((unsigned char)s[e]); e++)
			;
		for (k = 0; conn[k] != NULL; k++)
			if (strlen(conn[k]) == e - i && strncasecmp(s + i,
			    conn[k], e - i) == 0)
				break;
		if (conn[k] == NULL)
			return 0;
		i = e;
	}
	/* the mark itself is what is left */
	return i >= q || s[i] == '"' || quote_opens(s, i, q + 3) > 0;
}

/*
 * Does a quotation mark opened in the sentence before s[at], with words
 * between it and the value, close right after the value's end at
 * s[end] ('The expected format is "The answer is 12".', 'He wrote
 * “the answer is \\boxed{12}” once.')?  The statement is quoted, an
 * example or another's, not the response's own; a mark around the value
 * alone ('The answer is "12".') is not.
 */
static int
quoted_statement(const char *s, size_t at, size_t end, size_t n)
{
	size_t a = clause_start(s, at), k, q = (size_t)-1, l;
	int dq = 0, close = 0;

	for (k = a; k < at; k++) {
		if (s[k] == '"') {
			if ((dq ^= 1) != 0)
				q = k + 1;
		} else if ((l = quote_opens(s, k, at)) > 0) {
			q = k + l;
			close = 0;
		} else if (quote_closes(s, k, at) > 0) {
			q = (size_t)-1;
			close = 1;
		}
	}
	if (q == (size_t)-1 || (s[q - 1] == '"' && !dq) || close)
		return 0;
	for (k = q; k < at && !is_alpha((unsigned char)s[k]) &&
	    (unsigned char)s[k] < 0x80 && s[k] != '#'; k++)
		;	/* a word, or "####" ('Use the format "#### 12".') */
	if (k == at || quote_own(s, a, q))
		return 0;	/* the value alone in the marks; the
				   response's own conclusion quoted ('So,
				   "the answer is 42."') */
	/* the close ends the value as read, or follows it (its math's
	   closers, a stop) */
	if (end > at && (s[end - 1] == '"' || (end >= at + 2 &&
	    quote_closes(s, end - 2, end) == 2) || (end >= at + 3 &&
	    quote_closes(s, end - 3, end) == 3)))
		return 1;
	for (k = end; k < n && strchr(" $}*.,!)", s[k]) != NULL &&
	    !(s[k] == '\\' && k + 1 < n && s[k + 1] == ')'); k++)
		;
	return k < n && (s[k] == '"' || quote_closes(s, k, n) > 0);
}

/*
 * Is the answer that starts at s[at] and ends at s[end] one committed
 * statement: the words before it (when at is not -1) and everything
 * after it to s[n] recognised?  The rows that decided go in w.
 */
static int
framed(const struct papo_answer_opts *o, const char *s, size_t at,
    size_t end, size_t n, struct papo_answer_why *w)
{
	struct papo_answer_why t;
	struct papo_pwords *pw = o->words;
	const char *why = NULL, *on = NULL, *lk;

	if (w == NULL) {
		/* no --explain: a scratch record, read by none() */
		memset(&t, 0, sizeof(t));
		w = &t;
	}
	w->before = w->after = NULL;
	w->follow = PAPO_FOLLOW_OTHER;
	/* the words before it and lead_alone's sentence before it walk
	   back over the same sentences: their doubts read once, for s
	   only, and forgotten when done (problem_words.h's memo) */
	if (pw != NULL) {
		on = pw->memo_on;
		pw->memo_on = s;
		pw->nmemo = 0;
	}
	if (at != (size_t)-1)
		why = papo_answer_lead_word(s, at, o->problem, o->problemlen,
		    o->words, &w->before, w->word, sizeof(w->word));
	/* "故选C。\n\n\\boxed{C}": a sentence nothing else reads, but
	   the same answer stated (lead_said) */
	if (why != NULL && w->before == papo_answer_row_prose &&
	    lead_said(o, s, at, end))
		why = NULL;
	if (why == NULL && at != (size_t)-1 && (why = lead_alone(o, s, at,
	    end, 0)) != NULL)
		w->before = "sentence before";
	if (why == NULL && at != (size_t)-1 && lead_negated(o, s, at, end)) {
		why = "the sentence before it negates the answer";
		w->before = "sentence before";
	}
	if (why == NULL && at != (size_t)-1 && quoted_statement(s, at, end,
	    n)) {
		why = "a quoted statement, not the response's own";
		w->before = "quote";	/* 'It is "The answer is 12".' */
	}
	if (why == NULL && at != (size_t)-1 && label_paren_unread(o, s, at)) {
		why = "a label before it not recognised";
		w->before = "word";
	}
	if (why == NULL && at != (size_t)-1 && (lk = papo_answer_likely(s,
	    clause_start(s, at), at)) != NULL) {
		w->before = lk;	/* "Скорее всего, \boxed{240} км." */
		why = DOUBT_BEFORE;
	}
	if (pw != NULL) {
		pw->memo_on = on;
		pw->nmemo = 0;
	}
	if (why == NULL)
		why = papo_answer_tail(s, at, end, end + chat_end(s + end,
		    n - end), o, &w->after, w->word, sizeof(w->word));
	w->follow = papo_answer_follow(w->after);
	if (why != NULL)
		none(w, why);
	return why == NULL;
}

/*
 * Is s[a..b) one sentence that answers yes or no in words: "No such
 * polynomial exists", "No, the series does not converge" (the clause
 * restates the negative), "Yes, the set is closed under addition" (the
 * clause has no negation)?  "Yes" or "No"; NULL when it is none, holds a
 * number or math, a condition (papo_answer_normalize's yes and no rule),
 * a second sentence, or the other word.
 */
static const char *
yes_no_sentence(const char *s, size_t a, size_t b)
{
	static const char *const negs[] = { "not", "no", "never", "cannot",
	    "doesn't", "isn't", "aren't", "don't", "can't", "won't",
	    "neither", "nor", "none", NULL };
	struct papo_buf t = PAPO_BUF_INIT;
	const char *yn = NULL;
	size_t i, j, k;
	int neg = 0, other = 0, no;

	papo_answer_trim(s, &a, &b);
	if (a >= b || b - a > 200)
		return NULL;
	for (i = a; i < b; i++)
		if (is_digit((unsigned char)s[i]) ||
		    strchr("$\\=<>?!;", s[i]) || (s[i] == '.' && i + 1 < b))
			return NULL;	/* math, a number, a second sentence */
	no = starts_ci(s, b, a, "no") && !is_alpha((unsigned char)s[a + 2]);
	if (!no && !(starts_ci(s, b, a, "yes") &&
	    !is_alpha((unsigned char)s[a + 3])))
		return NULL;
	/* "No such triangle exists": no other reading needed */
	if (no && starts_ci(s, b, a, "no such ") && ((b - a > 15 &&
	    starts_ci(s, b, b - 7, " exists")) || (b - a > 14 &&
	    starts_ci(s, b, b - 6, " exist"))))
		return "No";
	if (!papo_answer_normalize(s + a, b - a, &t) ||
	    strcmp(t.s, no ? "No" : "Yes") != 0) {
		papo_buf_release(&t);
		return NULL;	/* a condition, "if", "but", ... */
	}
	papo_buf_release(&t);
	for (i = a + (no ? 2 : 3); i < b; i = j) {
		while (i < b && !is_alpha((unsigned char)s[i]))
			i++;
		for (j = i; j < b && (is_alpha((unsigned char)s[j]) ||
		    s[j] == '\''); j++)
			;
		for (k = 0; negs[k]; k++)
			if (j - i == strlen(negs[k]) && starts_ci(s, j, i,
			    negs[k]))
				neg = 1;
		if ((j - i == 3 && starts_ci(s, j, i, "yes")) ||
		    (j - i == 2 && !no && starts_ci(s, j, i, "no")))
			other = 1;
	}
	if (!other && (no ? neg : !neg))
		yn = no ? "No" : "Yes";
	return yn;
}

/*
 * The answer of a JSON object's answer key, value val (decoded) found
 * at s[jat..jend): the value whole, or what extract finds in it; none
 * when it or a sibling key doubts it or text after takes it back.
 */
/*
 * A JSON answer value v[a..b) that is a quantity: a number, a unit of
 * the unit list ("750 miles per hour", "250 grams"), and at most an
 * "of" with a few plain words ("of sugar"), into out as "750 \\text{
 * miles per hour}"; a compound ("2 h 15 min", papo_answer_compound) or
 * a number and a scale word ("42 thousand"); 1, else 0.  Words that
 * bound, doubt, negate or count per item ("about", "not", "or",
 * "each") are no such phrase.
 */
static int
json_quantity(const char *v, size_t a, size_t b, struct papo_buf *out)
{
	static const char *const no[] = { "not", "no", "or", "about",
	    "around", "approximately", "roughly", "nearly", "almost",
	    "over", "under", "least", "most", "more", "less", "than", "if",
	    "each", "per", "maybe", "perhaps", "probably", "possibly", NULL };
	struct papo_unit u;
	size_t i = a, na, ne, ue, fl;
	const char *f;

	if (i < b && v[i] == '-')
		i++;
	na = a;
	for (; i < b && (is_digit((unsigned char)v[i]) || ((v[i] == '.' ||
	    v[i] == ',') && i > a && i + 1 < b && is_digit((unsigned
	    char)v[i - 1]) && is_digit((unsigned char)v[i + 1]))); i++)
		;
	ne = i;
	if (papo_answer_compound(v, a, b, out, &ue) && ue == a)
		return 1;	/* "2 h 15 min" */
	for (ue = ne; ue < b && v[ue] == ' '; ue++)
		;
	if (ne > na && ue < b && (f = papo_unit_foreign(v + ue, b - ue,
	    &fl)) != NULL && ue + fl == b) {
		papo_buf_reset(out);	/* "42ドル", "42 ₽" */
		papo_buf_add(out, v + a, ne - a);
		papo_buf_adds(out, " \\text{ ");
		papo_buf_adds(out, f);
		papo_buf_addc(out, '}');
		return 1;
	}
	if (ne == na || (ne == na + 1 && v[na] == '-') || ne >= b ||
	    v[ne] != ' ')
		return 0;
	for (ue = ne + 1; ue < b && is_alpha((unsigned char)v[ue]); ue++)
		;
	if (ue == b) {	/* "42 thousand", "42 hundred": the scale */
		papo_buf_reset(out);
		papo_buf_add(out, v + a, ne - a);
		if (papo_answer_scale_word(v, ne + 1, b, out))
			return 1;
	}
	/* the unit, plain words: up to " of " or the end */
	for (ue = ne + 1; ue < b && !(ue + 4 <= b && memcmp(v + ue, " of ",
	    4) == 0); ue++)
		if (!is_alpha((unsigned char)v[ue]) && v[ue] != ' ' &&
		    v[ue] != '/')
			return 0;
	if (papo_unit_parse(v + ne + 1, ue - ne - 1, &u) != 0 || u.generic ||
	    papo_unit_none(&u))
		return 0;
	if (ue < b) {
		if (b - ue > 40)
			return 0;
		for (i = ue + 4; i < b; i++) {
			if (!is_alpha((unsigned char)v[i]) && v[i] != ' ')
				return 0;
			if (i > ue + 4 && v[i - 1] != ' ')
				continue;
			if (papo_answer_word_of(v, ue, b, i, no) != 0)
				return 0;
		}
	}
	papo_buf_reset(out);
	papo_buf_add(out, v + a, ne - a);
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, v + ne + 1, ue - ne - 1);
	papo_buf_addc(out, '}');
	return 1;
}

/*
 * The end of the JSON string opened at s[i] (its closing quote's next
 * byte), or 0 when it never closes (a response cut off inside it).
 */
static size_t
json_tail_string(const char *s, size_t i, size_t n)
{
	for (i++; i < n; i++)
		if (s[i] == '\\')
			i++;
		else if (s[i] == '"')
			return i + 1;
		else if (s[i] == '\n')
			return 0;
	return 0;
}

/*
 * The length of the JSON token at s[i] that is no string and no bracket
 * (a number, true, false, null, a separator, whitespace), or 0.
 */
static size_t
json_tail_token(const char *s, size_t i, size_t n)
{
	static const char *const lits[] = { "true", "false", "null", NULL };
	size_t j;
	int k;

	if (is_space((unsigned char)s[i]) || s[i] == ',' || s[i] == ':')
		return 1;
	for (k = 0; lits[k]; k++)
		if (starts_ci(s, n, i, lits[k]) && (i + strlen(lits[k]) >= n ||
		    !is_alpha((unsigned char)s[i + strlen(lits[k])])))
			return strlen(lits[k]);
	j = i + (s[i] == '-');
	if (j >= n || !is_digit((unsigned char)s[j]))
		return 0;
	for (; j < n && (is_digit((unsigned char)s[j]) || s[j] == '.' ||
	    ((s[j] == 'e' || s[j] == 'E') && is_digit((unsigned char)s[j -
	    1]))); j++)
		;
	return j < n && is_alpha((unsigned char)s[j]) ? 0 : j - i;
}

/*
 * Whether the text s[a..n) after a JSON answer value is recognised as
 * the rest of its object and nothing more: the object's other keys
 * (json_doubted reads them), its closing brackets, then at most the
 * closing fence of its code block and whitespace.  A second object
 * after it, prose ("Wait, that's wrong."), a string cut off, anything
 * else is not: the answer is then no committed statement.
 */
static int
json_tail_recognised(const char *s, size_t a, size_t n)
{
	size_t i, t;
	long depth = 0, low = 0;

	for (i = a; i < n; i += t) {
		t = 1;
		if (s[i] == '"') {
			if ((t = json_tail_string(s, i, n)) == 0)
				return 0;
			t -= i;
		} else if (s[i] == '{' || s[i] == '[') {
			if (depth == low && low < 0)
				return 0;	/* an object after it */
			depth++;
		} else if (s[i] == '}' || s[i] == ']') {
			if (--depth < low)
				low = depth;
		} else if ((starts_ci(s, n, i, "```") || starts_ci(s, n, i,
		    "</tool_call>")) && depth == low) {
			/* a fence's close, a submitting call's tag's */
			for (i += s[i] == '`' ? 3 : 12; i < n; i++)
				if (!is_space((unsigned char)s[i]))
					return 0;
			break;
		} else if ((depth == low && low < 0 &&
		    !is_space((unsigned char)s[i])) ||
		    (t = json_tail_token(s, i, n)) == 0)
			return 0;	/* text after the object */
	}
	return depth == low;
}

/*
 * The value of a normalised answer b: a noun after it set aside ("150
 * \\text{ students}"), the last side of a chain ("3 + 1 = 4") kept;
 * its start in *at, its length returned.
 */
static size_t
json_value_of(const struct papo_buf *b, size_t *at)
{
	const char *t = memmem(b->s, b->len, " \\text{", 7);
	size_t e = t ? (size_t)(t - b->s) : b->len, a = e;

	while (a > 0 && b->s[a - 1] != '=')
		a--;
	while (a < e && b->s[a] == ' ')
		a++;
	*at = a;
	return e - a;
}

/*
 * Whether two normalised answers are the same value (json_value_of):
 * the values alone are compared, never the nouns.
 */
static int
json_same_value(const struct papo_buf *x, const struct papo_buf *y)
{
	size_t ax, ay, nx = json_value_of(x, &ax), ny = json_value_of(y, &ay);

	return nx > 0 && nx == ny && memcmp(x->s + ax, y->s + ay, nx) == 0;
}

/*
 * Does s[a..n) open with the label of a note ("Note:", "Explanation:",
 * "N.B.", "Remark:", "The key steps are:" before a recap of the steps,
 * bold or not)?
 */
static int
json_note(const char *s, size_t a, size_t n)
{
	static const char *const w[] = { "note", "notes", "n.b.",
	    "explanation", "remark", "key steps", "the key steps are",
	    "the key steps in the reasoning are", NULL };
	size_t l, e;
	int k;

	while (a < n && s[a] == '*')
		a++;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (!starts_ci(s, n, a, w[k]))
			continue;
		for (e = a + l; e < n && s[e] == '*'; e++)
			;
		if (w[k][l - 1] == '.' || (e < n && s[e] == ':'))
			return 1;
	}
	return 0;
}

/*
 * Whether a note after a JSON answer, s[a..n), leaves it the answer: its
 * sentences are read as what follows a box is, and a row that takes the
 * answer back there (a negation, a doubt, a correction, a bound, a
 * question, a disowning word, a symbol papo cannot read: "Note: this
 * does not satisfy the second condition.", "Explanation: a guess")
 * refuses it; words that reading does not know and other values are
 * then read by papo_answer_note_commentary, which keeps the answer only
 * when every word of the note is recognised as commentary ("Note:
 * checked twice, 1234567 steps.", "Explanation: 3 + 4 = 7."): a note
 * that disowns after a word no row holds ("Note: I did not check this
 * against the conditions, and it fails them.") is no longer read as a
 * comment (issue 26, round 16).
 */
static int
json_note_kept(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t n)
{
	static const char *const own[] = { TAIL_WORD, VALUE_AFTER, REST_WORD,
	    NULL };
	const char *row = NULL, *why;
	int k;

	if ((why = papo_answer_tail(s, (size_t)-1, a, n, o, &row, NULL,
	    0)) != NULL) {
		for (k = 0; own[k] && strcmp(why, own[k]) != 0; k++)
			;
		if (own[k] == NULL)
			return 0;	/* a row takes it back */
	}
	return papo_answer_note_commentary(o, s, a, n);
}

/*
 * The answer of the one sentence s[a..n) ("Ingrid drinks 15 gallons of
 * water in 30 days.") read without the phrase at its end that is the
 * problem's own wording ("in 30 days", two words or more, restated, not
 * said): into t, 1; else 0.
 */
static int
json_tail_echo(const struct papo_answer_opts *o, const char *s, size_t a,
    size_t n, struct papo_buf *t, int depth)
{
	struct papo_buf c = PAPO_BUF_INIT;
	struct papo_answer_why w;
	size_t e = n, q;
	int r = 0;

	while (e > a && (is_space((unsigned char)s[e - 1]) || s[e - 1] ==
	    '.'))
		e--;
	if (memchr(s + a, '\n', e - a) != NULL ||
	    memchr(s + a, '.', e - a) != NULL)
		return 0;	/* one sentence on one line */
	for (q = a; q < e && r == 0; q++) {
		if (s[q] != ' ' || memchr(s + q + 1, ' ', e - q - 1) == NULL ||
		    !papo_answer_problem_says(o->problem, o->problemlen, s,
		    q + 1, e))
			continue;
		papo_buf_reset(&c);
		papo_buf_add(&c, s + a, q - a);
		papo_buf_addc(&c, '.');
		memset(&w, 0, sizeof(w));
		r = extract(o, c.s, c.len, t, depth + 1, &w) != PAPO_FROM_NONE;
	}
	papo_buf_release(&c);
	return r;
}

/*
 * Whether the text s[a..n) after a JSON answer value v[0..vn) states
 * the same answer as its own last statement ("```\n\nThe combined
 * capacity of both schools is 150 students."): what extract finds in
 * it alone, written as the value is once normalised.
 */
static int
json_tail_restated(const struct papo_answer_opts *o, const char *s,
    size_t a, size_t n, const char *v, size_t vn, int depth)
{
	struct papo_buf t = PAPO_BUF_INIT, x = PAPO_BUF_INIT,
	    y = PAPO_BUF_INIT;
	struct papo_answer_why w;
	int same;

	memset(&w, 0, sizeof(w));
	/* the object's closing brackets and its code block's fence */
	while (a < n && (is_space((unsigned char)s[a]) || s[a] == '}' ||
	    s[a] == ']' || s[a] == '`'))
		a++;
	/* one paragraph of a note ("Note: checked twice.", "Explanation:
	   3 + 4 = 7."), which comments on the answer and never gives it;
	   not a check ("Verification: 4 fails.") nor an aside */
	if (a < n && json_note(s, a, n) && papo_answer_find_bytes(s + a,
	    n - a, "\n\n", 2) == NULL)
		return json_note_kept(o, s, a, n);
	if (a < n && (extract(o, s + a, n - a, &t, depth + 1, &w) !=
	    PAPO_FROM_NONE || json_tail_echo(o, s, a, n, &t, depth))) {
		if (!papo_answer_normalize(t.s, t.len, &x))
			papo_buf_add(&x, t.s, t.len);
		if (!papo_answer_normalize(v, vn, &y))
			papo_buf_add(&y, v, vn);
		same = json_same_value(&x, &y);
	} else
		same = 0;
	papo_buf_release(&t);
	papo_buf_release(&x);
	papo_buf_release(&y);
	return same;
}

/*
 * The words on the line of a JSON answer's opening brace at s[ob],
 * before it ("Wrong: {...}", "If {...}"), read as a last statement's
 * opener is (named, the listed languages' rows, answer_open.c): NULL
 * when there are none or they are recognised, else why not.
 */
static const char *
json_line_opener(const struct papo_answer_opts *o, const char *s, size_t ob)
{
	size_t ls = ob, e = ob, k;
	char word[32];

	while (ls > 0 && s[ls - 1] != '\n')
		ls--;
	while (ls < e && (s[ls] == ' ' || s[ls] == '\t' || s[ls] == '*' ||
	    s[ls] == '>' || s[ls] == '#'))
		ls++;
	while (e > ls && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
	    s[e - 1] == '`'))
		e--;
	if (ls >= e)
		return NULL;
	for (k = ls; k < e; k++)
		if (s[k] != '\0' && strchr("`$\\\"{}<", s[k]) != NULL)
			return NULL;	/* code, math, markup: not read */
	return papo_answer_opener_said(s, ls, ob, PROBLEM(o), o != NULL ?
	    o->words : NULL, word, sizeof(word));
}

/*
 * The sentence right before the JSON object around s[at] (its outermost
 * '{' within 4096 bytes), read as before a statement that stands alone:
 * a doubt of the rows ("No idea.\n{\"answer\": 42}") or a shrug
 * nothing recognises ("Ich geb's auf.", papo_frame_lead_doubt_unread).  Why
 * it gives no answer, or NULL.
 */
static const char *
json_lead(const struct papo_answer_opts *o, const char *s, size_t at)
{
	size_t a, k, ob = at, lo = at > 4096 ? at - 4096 : 0;
	int depth = 0;
	const char *row;

	for (a = at; (k = brace_before(s, lo, a)) < a; a = k)
		if (s[k] == '}')
			depth++;
		else if (depth-- == 0) {
			ob = k;
			depth = 0;
		}
	if (ob < at && (row = json_line_opener(o, s, ob)) != NULL)
		return row;	/* "Wrong: {\"answer\": 42}" */
	if (ob == at || papo_frame_lead_doubt_unread(s, ob, ob, ob,
	    PROBLEM(o), &row) == NULL)
		return NULL;
	return *row != '\0' ? "a sentence before it not recognised" :
	    DOUBT_BEFORE;
}

static int
json_answer(const struct papo_answer_opts *o, const char *s, size_t n,
    size_t jat, size_t jend, struct papo_buf *val, struct papo_buf *out,
    int depth, struct papo_answer_why *w)
{
	struct papo_buf inner = PAPO_BUF_INIT;
	size_t va = 0, vb = val->len, hs;
	const char *yn;
	int from;

	/* the value whole ("2,1", "0.64N"), unless it holds a box or is
	   prose to search ("The total is\n4") */
	papo_answer_trim(val->s, &va, &vb);
	/* the hedge test on its final statement, not on earlier clauses
	   about other numbers */
	hs = papo_answer_final_statement(val->s, va, vb);
	if (va < vb && (papo_answer_unsure(val->s, hs, vb) ||
	    papo_answer_hedged(val->s, hs, vb) ||
	    json_doubted(s, n, jat, jend, val)))
		return none(w, papo_answer_sure(val->s, hs, vb, NULL) ?
		    "a JSON answer doubted" : json_doubt);
	if (va < vb && val->s[va] == '~' && (o == NULL ||
	    !papo_answer_rounding_asked(PROBLEM(o))))
		return none(w, "an approximate value (~) where the problem "
		    "asks for no rounding");	/* "~ 18" in a JSON string:
						   not LaTeX's space */
	if (!papo_answer_json_nest(s, n, jat))
		return none(w, "a JSON answer under a key not an answer's");
	if ((yn = json_lead(o, s, jat)) != NULL)
		return none(w, yn);	/* "Keine Ahnung.\n{\"answer\": 42}" */
	if (va < vb && (yn = yes_no_sentence(val->s, va, vb)) != NULL) {
		/* "No, it does not converge." */
		papo_buf_adds(&inner, yn);
		from = PAPO_FROM_PHRASE;
	} else if (va < vb && papo_answer_find_bytes(val->s, val->len,
	    "\\boxed", 6) == NULL && !papo_answer_prose(val->s, va, vb)) {
		papo_buf_add(&inner, val->s + va, vb - va);
		from = PAPO_FROM_PHRASE;
	} else if (va < vb && json_quantity(val->s, va, vb, &inner))
		from = PAPO_FROM_PHRASE;	/* "250 grams of sugar" */
	else
		from = extract(o, val->s, val->len, &inner, depth + 1, w);
	if (from != PAPO_FROM_NONE && (papo_answer_symbol(inner.s, 0,
	    inner.len) || papo_answer_glued(inner.s, inner.len))) {
		papo_buf_release(&inner);
		papo_buf_reset(out);
		return none(w, SYMBOL_IN);
	}
	if (from != PAPO_FROM_NONE && !papo_answer_retracted(s, jend, n) &&
	    (json_tail_recognised(s, jend, n) ||
	    json_tail_restated(o, s, jend, n, inner.s, inner.len, depth))) {
		papo_buf_reset(out);
		papo_buf_add(out, inner.s, inner.len);
		papo_buf_release(&inner);
		return found(w, "json", PAPO_FROM_PHRASE);
	}
	papo_buf_release(&inner);
	papo_buf_reset(out);
	return none(w, "a JSON answer taken back or empty");
}

/* Words right before a value that name it or bound a range ("a digit
   6", "from 1 to 100"): no second answer. */
static const char *const value_before[] = { "from", "to", "between",
	"through", "digit", "digits", "step", "row", "column", "part", "case",
	"option", "choice", "page", "line", "term", NULL };

/*
 * Is the word after the number that ends at s[y] (in s[y..e)) a unit
 * ("5 years", "30 day")?  A measure of time or size restates a premise.
 */
static int
measured(const char *s, size_t y, size_t e)
{
	const struct row *r;
	struct papo_unit u;
	size_t w;

	while (y < e && (s[y] == ' ' || s[y] == '$' || s[y] == '}' ||
	    (s[y] == '\\' && y + 1 < e && s[y + 1] == ')')))
		y += s[y] == '\\' ? 2 : 1;
	for (w = y; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	if (w == y || ((r = papo_frame_kind_starts(s, y, e, R_FUNC)) != NULL &&
	    y + r->len == w))
		return 0;	/* "41 au total": a function word, not a unit */
	return papo_answer_unit_named(s + y, w - y) || papo_unit_parse(s + y,
	    w - y, &u) == 0;
}

/*
 * Is the value s[a..y) given a variable after an answer ("with
 * \\(n=11\\) and \\(k=2\\)", the values that reach it) one the problem o
 * or the response before its answer, s[0..bat), states?  A variable's
 * value stated nowhere before is a condition on the answer ("**42**
 * except when x = 0", issue 26), not a witness of it.
 */
static int
var_said(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t a, size_t y)
{
	while (a < y && s[a] == ' ')
		a++;
	while (y > a && (s[y - 1] == ' ' || s[y - 1] == '.'))
		y--;
	return (o != NULL && papo_answer_problem_says(o->problem,
	    o->problemlen, s, a, y)) || papo_answer_problem_says(s, bat, s, a,
	    y);
}

/*
 * Is the number at s[x..y), after an answer in its own sentence (to
 * s[e]), one of the recognised forms: a measure (measured), a value the
 * problem o states ("\\boxed{50}
 * miles in 7 hours" under "... in 7 hours"), or with no problem text
 * one the response states before its answer, s[0..bat) ("after 5
 * years"); a variable's value, a letter and '=' before it ("with
 * \\(n=11\\) and \\(k=2\\)"), when var_said; a modulus ("\\pmod{11}", "mod
 * 11")?
 */
static int
value_known(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t x, size_t y, size_t e)
{
	size_t k = x, v;

	if (y - x >= 4 && s[x] == '\\' && s[x + 1] == '(' &&
	    s[y - 2] == '\\' && s[y - 1] == ')') {
		x += 2;	/* a math span: its text */
		y -= 2;
	} else if (y - x >= 2 && s[x] == '$' && s[y - 1] == '$') {
		x++;
		y--;
	}
	for (v = x; v < y && is_alpha((unsigned char)s[v]); v++)
		;
	while (v < y && s[v] == ' ')
		v++;
	if (v == x + 1 && v < y && s[v] == '=' && var_said(o, s, bat, v + 1,
	    y))
		return 1;	/* "\\(n=11\\)": a variable's value */
	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '{'))
		k--;
	if (k >= 3 && memcmp(s + k - 3, "mod", 3) == 0)
		return 1;	/* "\\pmod{11}", "mod 11" */
	if (k > 0 && s[k - 1] == '=') {
		for (k--; k > 0 && s[k - 1] == ' '; k--)
			;
		if (k > 0 && is_alpha((unsigned char)s[k - 1]) && (k == 1 ||
		    !is_alpha((unsigned char)s[k - 2])) && var_said(o, s, bat,
		    x, y))
			return 1;	/* "n=11" */
	}
	if (measured(s, y, e))
		return 1;	/* "after 5 years", "in a 30 day month" */
	for (v = k; v > 0 && is_alpha((unsigned char)s[v - 1]); v--)
		;
	if (v < k && papo_frame_word_in(s, v, k, value_before))
		return 1;	/* "from 1 to 100", "a digit 6" */
	if (o != NULL && o->problem != NULL)
		return papo_answer_problem_says(o->problem, o->problemlen, s, x,
		    y);
	return papo_answer_problem_says(s, bat, s, x, y);
}

/*
 * The first word after an answer, in s[from..e), math and TeX commands
 * aside: the noun counted ("**1680 distinct** $2 \\times 2$ cubes"),
 * into [*a, *b); both e when there is none.  A value before it is the
 * noun's ("$2 \\times 2$ cubes", "8 point bucks").
 */
static void
noun_after(const char *s, size_t from, size_t e, size_t *a, size_t *b)
{
	size_t k = from;

	*a = *b = e;
	while (k < e) {
		if (s[k] == '\\' && k + 1 < e && is_alpha((unsigned char)s[k +
		    1])) {
			for (k++; k < e && is_alpha((unsigned char)s[k]); k++)
				;
			continue;
		}
		if (is_alpha((unsigned char)s[k]))
			break;
		k++;
	}
	*a = k;
	while (k < e && is_alpha((unsigned char)s[k]))
		k++;
	*b = k;
}

/*
 * Is the word after the value that ends at s[y] (in s[y..e)) a plural
 * noun or a unit other than the answer's noun s[ha..hb): a count of
 * something else ("from 8 colors"), not a second count of the answer's
 * ("42 apples ... and 41 apples")?
 */
static int
other_count(const char *s, size_t y, size_t e, size_t ha, size_t hb)
{
	size_t w, k;

	while (y < e && (s[y] == ' ' || s[y] == '$' || s[y] == '}' ||
	    (s[y] == '\\' && y + 1 < e && s[y + 1] == ')')))
		y += s[y] == '\\' ? 2 : 1;
	for (w = y; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	if (w == y || !papo_frame_plural_shape(s, y, w))
		return 0;
	if (w - y != hb - ha)
		return 1;
	for (k = 0; k < hb - ha && lower((unsigned char)s[y + k]) ==
	    lower((unsigned char)s[ha + k]); k++)
		;
	return k < hb - ha;
}

/*
 * Does the rest of a box's sentence, s[from..e), hold a vertical bar
 * outside math: ASCII's, or the full-width one the text was folded
 * from ("\\boxed{42} ｜")?  A table's row, whose bars close its cells,
 * is read apart (it is no answer's sentence), and a chat template's end
 * token holds its bars; elsewhere a bar is a sign no row reads.
 */
static int
bar_after(const char *s, size_t from, size_t e)
{
	size_t k, t;
	int math = 0;

	for (k = from; k < e; k++) {
		/* a chat template's end token ("<|im_end|>") is no sign */
		if (s[k] == '<' && (t = papo_answer_end_token(s, k, e)) > 0)
			k += t - 1;
		else if (s[k] == '$')
			math = !math;
		else if (s[k] == '\\' && k + 1 < e && (s[k + 1] == '(' ||
		    s[k + 1] == ')'))
			math = s[++k] == '(';
		else if (!math && s[k] == '|')
			return 1;
	}
	return 0;
}

/*
 * Does the rest of an answer's own sentence, s[from..e) (the answer
 * starting at s[bat]), hold a value none of value_known's forms
 * recognises ("There are \\boxed{42} apples in the first box and 41
 * in total.")?  A second value there is a second answer.
 */
/*
 * The number at s[i..e) (digits, a decimal point), its end in *end; -1
 * when there is none there.
 */
static double
plain_number(const char *s, size_t i, size_t e, size_t *end)
{
	double v = 0, f = 0.1;
	size_t k = i;

	for (; k < e && is_digit((unsigned char)s[k]); k++)
		v = v * 10 + (s[k] - '0');
	if (k == i)
		return -1;
	if (k + 1 < e && s[k] == '.' && is_digit((unsigned char)s[k + 1]))
		for (k++; k < e && is_digit((unsigned char)s[k]); k++, f /= 10)
			v += (s[k] - '0') * f;
	*end = k;
	return v;
}

/*
 * The arithmetic operator at s[i..e) ('+', '-', '*', '/', "×", "÷", "−",
 * "\\times", "\\cdot", "\\div", "plus"; "and", 'a', a sum only before
 * a number added: added()), blanks and '$' around it skipped: its sign
 * ('+', '-', '*', '/', 'a'), the byte after it in *end; else 0.
 */
static int
arith_op(const char *s, size_t i, size_t e, size_t *end)
{
	static const struct { const char *w; char op; } ops[] = {
		{ "+", '+' }, { "-", '-' }, { "*", '*' }, { "/", '/' },
		{ "\xc3\x97", '*' }, { "\xc3\xb7", '/' },
		{ "\xe2\x88\x92", '-' },
		{ "\\times", '*' }, { "\\cdot", '*' }, { "\\div", '/' },
		{ "and ", 'a' }, { "plus ", '+' }, { NULL, 0 } };
	size_t k, l;

	while (i < e && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (k = 0; ops[k].w != NULL; k++) {
		l = strlen(ops[k].w);
		if (i + l <= e && memcmp(s + i, ops[k].w, l) == 0) {
			for (i += l; i < e && (s[i] == ' ' || s[i] == '$'); i++)
				;
			*end = i;
			return ops[k].op;
		}
	}
	return 0;
}

/*
 * Does " more" (or " extra", " additional") follow s[z] within e: the
 * number before it added to the one before "and" ("14 and 29 more")?
 */
static int
added(const char *s, size_t z, size_t e)
{
	static const char *const more[] = { " more", " extra",
	    " additional", NULL };
	size_t k, l;

	for (k = 0; more[k] != NULL; k++)
		if (z + (l = strlen(more[k])) <= e && memcmp(s + z, more[k],
		    l) == 0 && (z + l == e || !is_alpha((unsigned char)s[z +
		    l])))
			return 1;
	return 0;
}

/*
 * Is the number at s[i] (within s[lo..e)) a number on its own, an
 * operand: no letter, digit, '.', '^', '_' or '{' right before it, no
 * letter, '^', '_' or '{' right after it ("x^2 + 4x + 4" holds none)?
 */
static int
operand(const char *s, size_t lo, size_t i, size_t e)
{
	size_t z;
	char c;

	if (i > lo && ((c = s[i - 1]) == '.' || c == '^' || c == '_' ||
	    c == '{' || is_digit((unsigned char)c) ||
	    is_alpha((unsigned char)c)))
		return 0;
	if (plain_number(s, i, e, &z) < 0)
		return 0;
	return z == e || !((c = s[z]) == '^' || c == '_' || c == '{' ||
	    is_alpha((unsigned char)c));
}

/*
 * Does s[from..e), after an answer whose value is the one number in
 * s[bat..from) ("\\boxed{42}", "**42**"), hold a computation of numbers
 * joined by arithmetic operators whose result is another value ("So she
 * has \\boxed{42} apples (14 + 29).": the problem's own numbers, each
 * recognised alone, joined into 43)?  A computation whose result is the
 * value restates it ("(14 + 28)").
 */
static int
sum_other(const char *s, size_t bat, size_t from, size_t e)
{
	double val = -1, sum, term, x;
	size_t i, k, z;
	int op, ops;

	for (i = bat; i < from; i = z) {
		if (!is_digit((unsigned char)s[i])) {
			z = i + 1;
			continue;
		}
		if (val >= 0)
			return 0;	/* two numbers: not one value */
		val = plain_number(s, i, from, &z);
	}
	if (val < 0)
		return 0;
	for (i = from; i < e; i++) {
		if (!is_digit((unsigned char)s[i]) || !operand(s, from, i, e))
			continue;
		sum = 0;
		term = plain_number(s, i, e, &z);
		for (ops = 0; (op = arith_op(s, z, e, &k)) != 0 && k < e &&
		    operand(s, from, k, e) &&
		    (x = plain_number(s, k, e, &z)) >= 0; ops++) {
			if (op == 'a' && !added(s, z, e))
				break;	/* "14 and 29": two values, no sum */
			if (op == '*')
				term *= x;
			else if (op == '/')
				term = x != 0 ? term / x : -1e300;
			else {
				sum += term;
				term = op == '-' ? -x : x;
			}
		}
		sum += term;
		if (ops > 0 && (sum - val > 1e-9 * (val > 1 ? val : 1) ||
		    val - sum > 1e-9 * (val > 1 ? val : 1)))
			return 1;
		i = z;
	}
	return 0;
}

/*
 * Does the problem o count the noun after the number s[x..y) (its word
 * right after it, in s[y..e)) with other numbers only ("\\boxed{42}
 * students in the 4 classes" where the problem says "the 3 classes")?
 * Such a count is no context of the answer but another case.
 */
static int
count_contradicted(const struct papo_answer_opts *o, const char *s,
    size_t x, size_t y, size_t e)
{
	const char *p = o != NULL ? o->problem : NULL;
	size_t pn = o != NULL ? o->problemlen : 0, w, k, i, j, d;
	int other = 0;

	for (k = y; k < e && s[k] == ' '; k++)
		;
	for (w = k; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	if (p == NULL || w - k < 3)
		return 0;
	for (i = 0; i + (w - k) <= pn; i++) {
		for (j = 0; j < w - k && lower((unsigned char)p[i + j]) ==
		    lower((unsigned char)s[k + j]); j++)
			;
		if (j < w - k || (i > 0 && is_alpha((unsigned char)p[i -
		    1])) || (i + j < pn && is_alpha((unsigned char)p[i + j])))
			continue;
		for (d = i; d > 0 && p[d - 1] == ' '; d--)
			;
		for (j = d; j > 0 && is_digit((unsigned char)p[j - 1]); j--)
			;
		if (j == d || (j > 0 && (is_alpha((unsigned char)p[j - 1]) ||
		    p[j - 1] == '.')))
			continue;	/* no count before it */
		if (d - j == y - x && memcmp(p + j, s + x, y - x) == 0)
			return 0;	/* the problem's own count */
		other = 1;
	}
	return other;
}

/*
 * Is the number s[x..y), normalized in t, the result of arithmetic after
 * an answer: an equals sign before it with a number before that ("since
 * 6 × 7 = 42", "$6 \\times 7 = 42$"), the same number as the answer
 * s[a..b) holds, its one number?  A check of the answer, not another
 * value; a variable's value ("x = 42") is not one.
 */
static int
value_again(const char *s, size_t a, size_t b, size_t x,
    const struct papo_buf *t)
{
	struct papo_buf u = PAPO_BUF_INIT;
	size_t k = x, ux, uy;
	int r;

	while (k > a && s[k - 1] == ' ')
		k--;
	if (k <= b || s[k - 1] != '=')
		return 0;
	for (k--; k > b && s[k - 1] == ' '; k--)
		;
	if (k <= b || !is_digit((unsigned char)s[k - 1]))
		return 0;	/* "x = 42": a variable's value */
	r = papo_answer_last_number(s, a, b, &u, &ux, &uy) &&
	    u.len == t->len && memcmp(u.s, t->s, u.len) == 0;
	for (k = a; r && k < b; k++)
		if (is_digit((unsigned char)s[k]) && (k < ux || k >= uy))
			r = 0;	/* "\\boxed{6 \\cdot 7}": not its one number */
	papo_buf_release(&u);
	return r;
}

static int
value_after(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t from, size_t e)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y, stop = e, ha, hb;
	int r = 0;

	noun_after(s, from, e, &ha, &hb);
	if (ha < e && sum_other(s, bat, ha, e))
		return 1;
	while (!r && e > from && papo_answer_last_number(s, from, e, &t, &x,
	    &y)) {
		r = y > ha && (!other_count(s, y, stop, ha, hb) ||
		    count_contradicted(o, s, x, y, stop)) &&
		    !value_known(o, s, bat, x, y, stop) &&
		    !value_again(s, bat, from, x, &t);
		e = x;
	}
	papo_buf_release(&t);
	return r;
}

/*
 * The words that may close an answer's sentence after its noun, with
 * the function words of the rows (R_FUNC), units and the problem's own
 * words: none names a source or takes the value back, nor bounds it
 * ("12 sheep minimum", "12 sheep maximum" are bounds).  ASCII
 * lowercase, whole words.
 */
static const char *const rest_closers[] = { "total", "altogether", "overall",
	"combined", "together", "respectively", "answer", "solution", "result",
	"square", "cubic", "units", "distinct", "possible", "different",
	"being", "specific", "achieve", "achieves", "entire", "whole",
	"completely", "away", "given", "satisfy", "satisfies", "meet", "meets",
	"condition", "conditions", "option", "choice", "required", "needed",
	"desired", "old", "long", "wide", "tall", "high", "deep", "thick",
	"apart", "across", "heavy", "later", "earlier", "ago", "under", NULL };

/*
 * Where the word at s[k] (in s[k..e)) ends, k when it is not one of the
 * recognised words after an answer's noun: a row of R_FUNC, a word of
 * rest_closers[], a unit, a letter alone (a variable), the word right
 * after a number (its noun), the problem's word or the same with
 * another ending, a word of three letters or more the response wrote
 * before its answer, s[0..bat), not of answer_open.c's nevers[] (a
 * disowning word the response wrote is no more its own after the noun
 * than the problem's is: "As Bob claims, ... \\boxed{42} apples, as Bob
 * claims."), or a word of a script without spaces
 * (its own rows read it).
 */
static size_t
rest_word(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t k, size_t e)
{
	const struct row *r;
	struct papo_unit u;
	size_t w = k, l, v;
	int dense = 0;
	long c;

	while (w < e) {
		if (is_alpha((unsigned char)s[w]) || (s[w] == '\'' &&
		    w + 1 < e && is_alpha((unsigned char)s[w + 1]))) {
			w++;	/* "hadn't" */
			continue;
		}
		if ((unsigned char)s[w] < 0x80 || !papo_frame_word_letter(c =
		    papo_frame_cp_len(s, w, e, &l)))
			break;
		dense |= papo_frame_dense_letter(c);
		w += l;
	}
	for (v = k; v > 0 && (s[v - 1] == ' ' || s[v - 1] == '$' ||
	    s[v - 1] == ')' || s[v - 1] == '\\'); v--)
		;
	if (dense || w - k == 1 || (v < k && v > 0 && is_digit((unsigned
	    char)s[v - 1])))
		return w;	/* "for $B$", "with $n=3$ boxes" */
	if (papo_frame_kind_starts(s, k, e, R_COND) != NULL)
		return e;	/* a condition the tail rows read */
	if ((r = papo_frame_kind_starts(s, k, e, R_FUNC)) != NULL)
		return papo_frame_short_func_last(s, k, k + r->len, e) &&
		    (o == NULL || o->problem == NULL ||
		    !papo_frame_in_problem(o->problem, o->problemlen, o->words,
		    s, k, k + r->len)) ? k : k + r->len;	/* not the
							   problem's "hay" */
	if (papo_frame_word_in(s, k, w, rest_closers) ||
	    papo_answer_unit_named(s + k, w - k) || papo_unit_parse(s + k,
	    w - k, &u) == 0)
		return w;	/* "square centimeters" */
	if (o != NULL && o->problem != NULL &&
	    (papo_frame_in_problem(o->problem, o->problemlen, o->words, s, k,
	    w) || papo_frame_in_problem_stem(o->problem, o->problemlen,
	    o->words, s, k, w)))
		return w;
	if (w - k >= 3 && !papo_answer_never_word(s, k, w) &&
	    (papo_frame_in_problem(s, bat, NULL, s, k, w) ||
	    papo_frame_in_problem_stem(s, bat, NULL, s, k, w)))
		return w;	/* not "claims" from "As Bob claims, ..." */
	return k;
}

/* Words that open a clause about the noun counted or its time ("girls
   who ...", "times before his money runs out"): the tail rows judged
   its negations, doubts and conditions; the clause is the noun's. */
static const char *const rest_openers[] = { "who", "whose", "where",
	"when", "before", "after", "until", "while", "that", "not", "which",
	"whom", "what", "whatever", "whenever", "according", NULL };

/*
 * Where the noun counted right after an answer, its first word at s[k]
 * (in s[k..e)), ends: that word, and the next when the first is no
 * plural and the next one is ("74 rubber bands").  An ordinal's ending
 * glued to the value ("18}$th floor") is no noun.
 */
static size_t
rest_head(const char *s, size_t k, size_t e)
{
	size_t w, n;

	if (papo_unit_foreign(s + k, e - k, &n) != NULL && n > 0 &&
	    memchr(s + k, ' ', n) != NULL && (k + n == e ||
	    !papo_frame_word_letter(papo_frame_cp_at(s, k + n, e))))
		return k + n;	/* a unit of words: "livres sterling" */
	for (w = k; w < e && (is_alpha((unsigned char)s[w]) ||
	    (unsigned char)s[w] >= 0x80); w++)
		if (w > k && is_alpha((unsigned char)s[k]) &&
		    (unsigned char)s[w] >= 0x80 && papo_frame_dense_letter(
		    papo_frame_cp_at(s, w, e)))
			break;	/* "nが奇数": a letter, then another word */
	if (w - k == 2 && k > 0 && !is_space((unsigned char)s[k - 1]) &&
	    (starts_ci(s, w, k, "th") || starts_ci(s, w, k, "st") ||
	    starts_ci(s, w, k, "nd") || starts_ci(s, w, k, "rd"))) {
		for (k = w; k < e && s[k] == ' '; k++)
			;	/* "18}$th floor": the noun is "floor" */
		if (k < e && is_alpha((unsigned char)s[k]))
			return rest_head(s, k, e);
		return k;
	}
	if (w + 1 < e && s[w] == ' ' && !papo_frame_plural_shape(s, k, w)) {
		for (n = w + 1; n < e && is_alpha((unsigned char)s[n]); n++)
			;
		if (n > w + 1 && papo_frame_plural_shape(s, w + 1, n))
			return n;
	}
	return w;
}

/*
 * Is the clause about the noun at s[k..e) (a word of rest_openers at
 * s[k], the answer at s[bat]) recognised: a relative in it read with
 * no newcomer in it (papo_frame_clause_after: "**42** apples that the
 * key lists" is not)?
 */
static int
clause_known(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t k, size_t e)
{
	static const char *const modals[] = { "may", "might", NULL };
	const char *row;
	size_t i, w;

	/* "students ... who may walk": a modal of chance the problem
	   does not say makes it another set ("that can be made" is the
	   noun's own predicate; a negation may restate the problem's:
	   "girls who are not in the Girl Scout") */
	for (i = k; o != NULL && o->problem != NULL && i < e; i = w + 1) {
		for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
			;
		if (w > i && (i == 0 || !is_alpha((unsigned char)s[i - 1])) &&
		    papo_frame_word_in(s, i, w, modals) &&
		    !papo_answer_problem_says(o->problem, o->problemlen, s, i,
		    w))
			return 0;
	}
	return papo_frame_clause_after(s, bat, bat, k, e, o, PROBLEM(o),
	    &row, NULL, 0) == NULL;
}

/*
 * Is the rest of an answer's own sentence, s[from..e), after the noun
 * counted (rest_head, which the tail rows judged) recognised: each word
 * a rest_word, or a clause about the noun (rest_openers, read by
 * clause_known: no newcomer as its subject or source), the verb after
 * "to" (past function words: "to the ball")?  With no problem text the
 * first word after the noun decides (there is no vocabulary to read the
 * rest with: "girls who are not in the Girl Scout"), unless it is a
 * letter alone, a variable, whose words after it are read too
 * ("\\boxed{7} ha n even": a condition, "if n is even"); after a bold
 * value (bold set) every word does, and a word of a script without
 * spaces only right after the value: "**42** as long as the tank does
 * not leak" and "**42** nが奇数のときのみ" are conditions, not noun
 * phrases (issue 26).  A qualifier of
 * the rows (R_QUAL, "según") is no closing.  "There are \\boxed{42}
 * apples according to Bob." is not recognised: a source named after
 * the answer is no closing of its sentence.  Numbers, math and
 * punctuation are value_after's; a TeX command's name is no word.
 */
/*
 * May the word at s[k] (in s[k..e)), right after the bold value at
 * s[bat..from), be the noun it counts?  A word with a letter outside
 * ASCII when it is the problem's or has a noun's shape in its sentence's
 * language (papo_frame_accented_noun: "**42** Äpfel", "**42** maçãs";
 * not "**42** greșit", "**42** ungültig"); an ASCII word when
 * bold_ascii_noun says so.
 */
/*
 * May the ASCII word s[k..w) after the bold value at s[bat..from) (its
 * sentence to e) be its noun?  Right after it (spaces alone between),
 * when it has a noun's shape (papo_frame_counted_noun: "**42**
 * apples", "**42** mele" in Italian) or is a unit ("**42** km"), not a
 * word of a language papo does not list ("**42** poate", "**42**
 * probabil") nor any word ("**42** foo"); after a comma or a mark the
 * words are a clause's, read as before ("**13**, occurring when ...");
 * a plural after other words is the problem's, or with none, after
 * a count's adjectives (papo_frame_plural_counted: "**7** nem biztos").
 */
static int
bold_ascii_noun(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t from, size_t k, size_t w, size_t e)
{
	struct papo_unit u;
	size_t j;

	for (j = from; j < k && s[j] == ' '; j++)
		;
	return j < k || papo_frame_counted_noun(s, bat, from, k, w, e,
	    PROBLEM(o)) || papo_unit_parse(s + k, w - k, &u) == 0;
}

static int
bold_noun(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t from, size_t k, size_t e)
{
	size_t w = papo_frame_word_end(s, k, e), j;

	for (j = k; j < w && (unsigned char)s[j] < 0x80; j++)
		;
	return (j == w && bold_ascii_noun(o, s, bat, from, k, w, e)) ||
	    (o != NULL && o->problem != NULL &&
	    papo_frame_in_problem(o->problem, o->problemlen, NULL, s, k,
	    w)) || papo_frame_accented_noun(s, bat, from, k, w, e);
}

/*
 * Is the word s[k..f) a negation, doubt, bound or disowning row of a
 * listed language but none of English's ("pas", "nicht", "não", "нет";
 * English's own are read by the rows: "who aren't allergic")?
 */
static int
foreign_hedge(const char *s, size_t k, size_t f)
{
	unsigned en = papo_frame_lang_bit("en"), m;

	m = papo_frame_kind_word(s, k, f, R_NEG) | papo_frame_kind_word(s, k,
	    f, R_DOUBT) | papo_frame_kind_word(s, k, f, R_BOUND) |
	    papo_frame_kind_word(s, k, f, R_DISOWN);
	return m != 0 && (m & en) == 0;
}

/*
 * With no problem, rest_known reads the first word after an answer's
 * noun only (not a letter alone); the words after it, s[k..e), are still
 * read when they are of a spaced script beyond ASCII: each must be a
 * word rest_word recognises (a listed language's accented noun, a
 * unit), else it is a word of a language papo does not list
 * ("\\boxed{7} ha n páros."): 0.  Nor may a word that negates, doubts
 * or bounds in another listed language than English stand there
 * ("ou pas", "oder nicht", "или нет": foreign_hedge).
 */
static int
spaced_rest_known(const struct papo_answer_opts *o, const char *s,
    size_t bat, size_t k, size_t e)
{
	size_t f, j;

	while (k < e) {
		if (!is_alpha((unsigned char)s[k]) && ((unsigned char)s[k] <
		    0x80 || !papo_frame_word_letter(papo_frame_cp_at(s, k,
		    e)))) {
			k++;
			continue;
		}
		f = papo_frame_word_end(s, k, e);
		for (j = k; j < f && (unsigned char)s[j] < 0x80; j++)
			;
		if (f <= k)
			f = k + 1;
		else if ((j < f && rest_word(o, s, bat, k, e) == k) ||
		    foreign_hedge(s, k, f))
			return 0;
		k = f;
	}
	return 1;
}

/*
 * Is the word after "not" (which ends at s[k], in s[..e)) after an
 * answer's noun recognised: a rest_word (a function word, a unit, the
 * problem's or the response's own), a participle's shape (-ed, -en,
 * -ing: "not counted", "not eaten", "not including"), or a state of
 * states[] ("21 watermelons not ready to be harvested")?  An unknown
 * word there ("\\boxed{7} apples not qqq.") says what the answer's
 * noun is not in no words papo reads: the rest is not recognised.
 */
static int
negated_known(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t k, size_t e)
{
	static const char *const states[] = { "ready", "yet", "enough",
	    "available", "able", "ripe", "eligible", "sold", "spent",
	    "left", "paid", "there", "all", "only", "just", NULL };
	static const char *const shapes[] = { "ed", "en", "ing", NULL };
	size_t w, we;
	int j;

	for (w = k; w < e && s[w] == ' '; w++)
		;
	if (w >= e || strchr(".!?,;:", s[w]) != NULL)
		return 0;	/* "\\boxed{45} pommes not.": it negates */
	for (we = w; we < e && is_alpha((unsigned char)s[we]); we++)
		;
	if (we == w || (unsigned char)s[we] >= 0x80)
		return 1;	/* a value, a sign, another script: read as
				   before */
	if (rest_word(o, s, bat, w, e) != w || papo_frame_word_in(s, w, we,
	    states))
		return 1;
	for (j = 0; shapes[j] != NULL; j++)
		if (we - w >= strlen(shapes[j]) + 3 && starts_ci(s, we, we -
		    strlen(shapes[j]), shapes[j]))
			return 1;
	return 0;
}

/*
 * Is s[k..h), a word after an answer's value, none of the words read
 * there but as a noun: no verb that says the value does what is asked
 * (papo_answer_value_verb), no function word, no unit, not the
 * problem's word nor a synonym of one ("children" for "kids")?
 */
static int
not_noun(const struct papo_answer_opts *o, const char *s, size_t k,
    size_t h)
{
	struct papo_unit u;

	return !papo_answer_value_verb(s, k, h) &&
	    papo_frame_kind_starts(s, k, h, R_FUNC) == NULL &&
	    !papo_answer_unit_named(s + k, h - k) &&
	    papo_unit_parse(s + k, h - k, &u) != 0 && (o == NULL ||
	    o->problem == NULL || (!papo_frame_in_problem(o->problem,
	    o->problemlen, o->words, s, k, h) &&
	    !papo_frame_in_problem_stem(o->problem, o->problemlen, o->words,
	    s, k, h) && !papo_frame_in_problem_synonym(o->problem,
	    o->problemlen, o->words, s, k, h)));
}

/*
 * Does the response count the word s[k..h) before it, a number right
 * before the same word ("She has 42 marbles." before "\\boxed{42}
 * marbles")?  Then the word after the value is that noun.
 */
static int
counted_before(const char *s, size_t k, size_t h)
{
	size_t i, j, n = h - k;

	for (i = 0; i + n < k; i++) {
		if ((i > 0 && is_alpha((unsigned char)s[i - 1])) ||
		    is_alpha((unsigned char)s[i + n]))
			continue;
		for (j = 0; j < n && lower((unsigned char)s[i + j]) ==
		    lower((unsigned char)s[k + j]); j++)
			;
		if (j < n)
			continue;
		for (j = i; j > 0 && (s[j - 1] == ' ' || s[j - 1] == '$' ||
		    s[j - 1] == '*' || s[j - 1] == '}'); j--)
			;
		if (j < i && j > 0 && is_digit((unsigned char)s[j - 1]))
			return 1;
	}
	return 0;
}

/*
 * Is the word s[d..de), after the word s[k..) after an answer's value
 * (in s[..e)), a determiner of one or all ("each", "every", "a", "an")
 * or an object pronoun ("it", "them": "\\boxed{42} exceeds it.")
 * that opens no rate of time (papo_answer_rate_opens: "42 eggs each
 * day", "42 cartons each school day", "1 email a day to her")?  Then
 * the word before it takes an object: a verb ("\\boxed{42} fails every
 * condition."), or a unit ("42 cents a pound", read as one before this
 * is asked).
 */
static int
object_next(const char *s, size_t k, size_t d, size_t de, size_t e)
{
	static const char *const dets[] = { "each", "every", "a", "an",
	    "it", "them", NULL };
	return de > d && papo_frame_word_in(s, d, de, dets) &&
	    !papo_answer_rate_opens(s, k, e);
}

/*
 * Is the word s[k..h) right after an answer's value a verb rather than
 * its noun?  It is none of what names the noun (not_noun), and "the"
 * opens the next word ("\\boxed{42} fails the check above."), or a
 * problem is given and nothing or a function word follows its last
 * word ("\\boxed{42} fails.", "\\boxed{42} breaks every condition."):
 * with a problem, a word no row reads after the value is its noun only
 * when it is the problem's word or a unit.  A noun is followed by no
 * "the" ("42 apples the farmer picked" names the problem's apples);
 * with no problem, the word alone or before "a", "each" or "every"
 * stays a plural and its noun ("42 books.", "42 eggs each day", "42
 * pages a week"): the verb lexicon (papo_answer_verb) holds "book" and
 * "run" too, so it cannot tell "42 runs." from "42 fails.".  A verb
 * that says the value does what the problem asks ("satisfies the
 * equation", papo_answer_value_verb) is read as before.
 */
static int
verb_head(const struct papo_answer_opts *o, const char *s, size_t k,
    size_t h, size_t e)
{
	static const char *const dets[] = { "the", NULL };
	size_t d, de, l, f;
	int end, prob = o != NULL && o->problem != NULL && o->problemlen > 0;

	for (d = h; d < e && s[d] == ' '; d++)
		;
	for (de = d; de < e && is_alpha((unsigned char)s[de]); de++)
		;
	end = d >= e || s[d] == '.' || s[d] == '!';
	if (!end && (de == d || d == h || (de < e && s[de] != ' ') ||
	    papo_frame_kind_starts(s, d, de, R_FUNC) == NULL))
		return 0;
	if (!end && de < e && papo_frame_word_in(s, d, de, dets))
		return not_noun(o, s, k, h);	/* "fails the check" */
	if (!prob)
		return !end && object_next(s, k, d, de, e) &&
		    !counted_before(s, k, h) && not_noun(o, s, k, h);
		/* "fails every condition"; "42 eggs each day", "42
		   apples.", "42 books." read as before */
	for (l = h; l > k && is_alpha((unsigned char)s[l - 1]); l--)
		;	/* the noun's last word: "74 rubber bands." */
	for (f = k; f < h && (unsigned char)s[f] < 0x80; f++)
		;
	if (f < h || l == h || (h < e && (unsigned char)s[h] >= 0x80))
		return 0;	/* another script: "\\boxed{42} 美元" */
	return papo_unit_foreign(s + l, h - l, &f) == NULL &&
	    papo_unit_counted_noun(s + l, h - l) && not_noun(o, s, l, h);
	/* not "Minuten", not "respectively" (a row's word after a value) */
}

/*
 * Is s[k..e), its first word s[k..f), a closing remark that opens with
 * "which", "and", "checked" ... (papo_frame_closing_clause), or one
 * whole in the parentheses it opens, that ends the sentence, nothing
 * but its punctuation after it?
 */
static int
closing_rest(const char *s, size_t k, size_t f, size_t e)
{
	size_t c;

	if (k > 0 && s[k - 1] == '(') {
		/* "\\boxed{42} (verified by repeated addition)": an aside
		   that is a closing remark whole */
		for (c = k; c < e && s[c] != ')' && s[c] != '('; c++)
			;
		if (c == e || s[c] != ')' || papo_frame_closing_alone(s, k,
		    c) == 0)
			return 0;
		c++;
	} else if ((c = papo_frame_closing_clause(s, k, f, e)) == 0) {
		return 0;
	}
	while (c < e && !is_alpha((unsigned char)s[c]) &&
	    !is_digit((unsigned char)s[c]) && (unsigned char)s[c] < 0x80)
		c++;
	return c == e;
}

static int
rest_known(const struct papo_answer_opts *o, const char *s, size_t bat,
    size_t from, size_t e, int bold)
{
	int deep = o != NULL && o->problem != NULL, head = 0, to = 0, func;
	size_t k = from, f;

	if (deep && papo_frame_share_after(s, from, e, o->problem,
	    o->problemlen))
		return 0;	/* "The total is \\boxed{18.90} each." */
	if (deep && papo_frame_negation_flipped(s, from, e, o->problem,
	    o->problemlen))
		return 0;	/* "\\boxed{40} cows were not sold." for "How
				   many cows were sold?" */
	while (k < e && (s[k] == ' ' || s[k] == '$' || (s[k] == '\\' &&
	    k + 1 < e && s[k + 1] == ')')))
		k += s[k] == '\\' ? 2 : 1;	/* "$", "\\)" */
	if (k < e && (unsigned char)s[k] >= 0xea && (unsigned char)s[k] <=
	    0xed && papo_answer_dense_after(s, k, e, deep ? o->problem :
	    NULL, deep ? o->problemlen : 0))
		return 1;	/* "\\boxed{39}가 답입니다.", "\\boxed{64}
				   달러를 벌게 됩니다.": Korean's measure
				   words and endings after a value */
	k = from;
	while (k < e) {
		if (s[k] == '\\' && k + 1 < e && is_alpha((unsigned char)s[k +
		    1])) {
			for (k++; k < e && is_alpha((unsigned char)s[k]); k++)
				;
			continue;
		}
		if (bold && head && (unsigned char)s[k] >= 0x80 &&
		    papo_frame_dense_letter(papo_frame_cp_at(s, k, e)))
			return 0;	/* "**42** nが奇数のときのみ": the dense
					   rows read a word right after the
					   value only */
		if (!is_alpha((unsigned char)s[k]) && ((unsigned char)s[k] <
		    0x80 || !papo_frame_word_letter(papo_frame_cp_at(s, k,
		    e)))) {
			k++;
			continue;
		}
		for (f = k; f < e && is_alpha((unsigned char)s[f]); f++)
			;
		if (closing_rest(s, k, f, e))
			return 1;	/* "sheep, and checking by addition
					   confirms it.", "\\boxed{42}, verified
					   by repeated addition." */
		if ((f = papo_frame_over_period(s, k, f, e, o != NULL ?
		    o->problem : NULL, o != NULL ? o->problemlen : 0)) > k) {
			head = 1;	/* "\\boxed{9} dollars over the
					   two-week period" */
			k = f;
			continue;
		}
		func = papo_frame_kind_starts(s, k, e, R_FUNC) != NULL;
		if (!head) {
			head = 1;
			if (bold && !func && !bold_noun(o, s, bat, from, k, e))
				return 0;	/* "**42** greșit." */
			if (!bold || !func) {
				f = rest_head(s, k, e);
				if (verb_head(o, s, k, f, e))
					return 0;	/* "fails the" */
				k = f;
				continue;
			}	/* "**42** per the hint": no noun */
		}
		for (f = k; f < e && is_alpha((unsigned char)s[f]); f++)
			;
		if (papo_frame_word_in(s, k, f, rest_openers)) {
			if (f - k == 3 && starts_ci(s, f, k, "not") &&
			    !negated_known(o, s, bat, f, e))
				return 0;	/* "apples not qqq." */
			return clause_known(o, s, bat, k, e);
		}
		if (to && papo_frame_kind_starts(s, k, e, R_FUNC) == NULL) {
			to = 0;	/* "to increase", "to the ball", "to save" */
			k = f;
			continue;
		}
		if (papo_frame_kind_starts(s, k, e, R_QUAL) != NULL)
			return 0;
		if ((f = rest_word(o, s, bat, k, e)) == k)
			return 0;
		if (!deep && !bold && f != k + 1)
			return spaced_rest_known(o, s, bat, f, e);
		to |= f == k + 2 && starts_ci(s, f, k, "to");
		k = f;
	}
	return 1;
}

/*
 * Where the box's own sentence, from s[end] right after it, stops: at
 * a full stop inside the math that holds the box ("\\(\\boxed{28}.\\)
 * This maximum ..."), else at papo_frame_sentence_stop's.
 */
static size_t
box_stop(const char *s, size_t end, size_t n)
{
	if (end + 2 < n && s[end] == '.' && ((s[end + 1] == '\\' &&
	    s[end + 2] == ')') || s[end + 1] == '$'))
		return end;
	return papo_frame_sentence_stop(s, end, n);
}

/*
 * The line a box alone in display math at s[bat] runs on from: the
 * display's opener ("\\[", "$$") right before the box, at most one line
 * end before it, and a line that ends with no stop and no colon ("She
 * will spend at least\n\\[\\boxed{16}\\]"): its last sentence's words
 * in [*la, *le), 1; else 0 (a colon's line is read as a label's).
 */
static int
display_lead(const char *s, size_t bat, size_t *la, size_t *le)
{
	size_t k = bat, e;
	int lines = 0;

	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t' ||
	    s[k - 1] == '\n'))
		k--;
	if (k < 2 || !((s[k - 2] == '\\' && s[k - 1] == '[') ||
	    (s[k - 2] == '$' && s[k - 1] == '$')))
		return 0;
	for (k -= 2; k > 0 && is_space((unsigned char)s[k - 1]); k--)
		lines += s[k - 1] == '\n';
	if (lines > 1 || k == 0)
		return 0;	/* a blank line: the sentence ended */
	e = k;
	if (!(is_alpha((unsigned char)s[e - 1]) || s[e - 1] == ',' ||
	    ((unsigned char)s[e - 1] >= 0x80 && !(e >= 3 &&
	    ((unsigned char)s[e - 3] == 0xe3 || (unsigned char)s[e - 3] ==
	    0xef)))))
		return 0;	/* ".", ":", "。", "：" end it */
	/* from its line's start or its last sentence's, whichever is
	   later ("... this works. Therefore, the smallest n is \\[") */
	while (k > 0 && s[k - 1] != '\n' && !(k > 1 && k < e &&
	    s[k - 1] == ' ' && strchr(".!?", s[k - 2]) != NULL))
		k--;
	*la = k;
	*le = e;
	return 1;
}

/* Where the last n words of s[a..e) start (spaces between them), or a. */
static size_t
last_words(const char *s, size_t a, size_t e, int n)
{
	size_t k = e;

	while (n-- > 0 && k > a) {
		while (k > a && s[k - 1] == ' ')
			k--;
		while (k > a && s[k - 1] != ' ')
			k--;
	}
	return k;
}

/*
 * Does the line a box alone in display math at s[bat] runs on from
 * (display_lead: "The answer is not\n\\[\\boxed{16}\\]") hold a
 * negation, a doubt, a modal, a turn, a condition or a disowning word,
 * or a bound right before the display (its last three words: "how many
 * more ... than" is the question's)?
 */
static int
display_hedged(const struct papo_answer_opts *o, const char *s, size_t bat)
{
	size_t a, e;

	return display_lead(s, bat, &a, &e) && (papo_frame_row_within(s, a,
	    e, M(R_NEG) | M(R_DOUBT) | M(R_MODAL) | M(R_WEAK) | M(R_COND) |
	    M(R_DISOWN), o->problem, o->problemlen) != NULL ||
	    papo_frame_row_within(s, last_words(s, a, e, 3), e, M(R_BOUND),
	    o->problem, o->problemlen) != NULL);
}

/*
 * The last box's answer, its run joined in out, its first box at
 * s[bat], its last ending at s[end]; or the statement after it (a
 * phrase at s[ph], a later statement).
 */
static int
box_answer(const struct papo_answer_opts *o, const char *s, size_t n,
    size_t bat, size_t end, long ph, struct papo_buf *out,
    struct papo_answer_why *w)
{
	struct papo_answer_why t0, *fw = w;
	const char *was, *cwhy;
	size_t send, de, ds, ce;
	int r, from = PAPO_FROM_NONE, wasd, conf;

	/* "\boxed{255} ... The final answer is $10,455$": the statement
	   after the last box is the last word */
	if (ph >= 0 && (size_t)ph > end) {
		struct papo_buf t = PAPO_BUF_INIT;
		struct papo_answer_said said = { o, NULL, NULL, "", 0, 0, 0,
		    0 };

		/* its value's own sentence read as a phrase's is: "คำตอบคือ
		   36 ฉันไม่แน่ใจ" holds words after 36 no row reads */
		r = papo_answer_after_phrase(s, (size_t)ph, n, &t, 0, &send,
		    PROBLEM(o), &said);
		if (r == ST_REST) {
			papo_buf_release(&t);
			return none(w, said.why != NULL ? said.why :
			    "words after the phrase after the box not "
			    "recognised");
		}
		if (r == ST_ONE) {
			papo_buf_reset(out);
			papo_buf_add(out, t.s, t.len);
			end = send;
			from = PAPO_FROM_PHRASE;
		}
		papo_buf_release(&t);
		if (r == ST_MANY)
			return none(w, "a phrase after the box offers more");
	}
	if (papo_answer_retracted(s, end, n))
		return none(w, "taken back after it");
	if (w == NULL) {
		memset(&t0, 0, sizeof(t0));
		fw = &t0;
	}
	was = fw->refused;
	wasd = fw->doubt;
	fw->refused = NULL;
	if (!framed(o, s, from == PAPO_FROM_NONE ? bat : (size_t)ph, end, n,
	    fw)) {
		/* "\boxed{4}\n\nHence, there are 5 ways.": a value after
		   the box that a statement asserts is that finder's match */
		if (from != PAPO_FROM_NONE ||
		    !papo_answer_other_value(fw->refused) ||
		    later_statement(o, s, end, n, out) <= 0) {
			if (was != NULL) {
				fw->refused = was;
				fw->doubt = wasd;
			}
			return PAPO_FROM_NONE;
		}
		fw->refused = was;
		fw->doubt = wasd;
		return found(w, "statement after the box", PAPO_FROM_MATH);
	}
	fw->refused = was;
	fw->doubt = wasd;
	/* "$$\\boxed{16}$$\ndollars on ice cream.": the display's rest */
	de = from == PAPO_FROM_NONE ? papo_frame_display_rest(s, end, n, &ds) :
	    0;
	/* the rest of its sentence the tail read as the solver's
	   confidence ("$\\boxed{5}$, and my confidence is 90%."): no
	   value nor word of the box's sentence after it */
	conf = from == PAPO_FROM_NONE && papo_frame_confidence_rest(s, end, n,
	    &ce, &cwhy);
	if (from == PAPO_FROM_NONE && fw->follow == PAPO_FOLLOW_SENTENCE &&
	    bar_after(s, end, papo_frame_sentence_stop(s, end, n)))
		return none(w, "a sign after it not recognised");
	if (from == PAPO_FROM_NONE && fw->follow == PAPO_FOLLOW_SENTENCE &&
	    value_after(o, s, bat, end, papo_frame_sentence_stop(s, end, n)))
		return none(w, "another value after it in its sentence");
	/* the words of the box's own sentence, whatever follows it
	   ("there are \\boxed{98} pens in all, approximately.\n\nThe
	   answer is correct.") */
	if (from == PAPO_FROM_NONE && fw->follow != PAPO_FOLLOW_END && !conf &&
	    (!rest_known(o, s, bat, end, box_stop(s, end, n), 0) ||
	    (de > 0 && !rest_known(o, s, bat, ds, de, 0))))
		return none(w, NOUN_WORD_UNREAD);	/* in its sentence,
						   the display's rest too */
	if (from == PAPO_FROM_NONE && papo_answer_operand_before(s, 0, bat,
	    o->problem, o->problemlen))
		return none(w, "an operation or a part of it before it");
	if (from == PAPO_FROM_NONE && display_hedged(o, s, bat))
		return none(w, "a hedge in the sentence that runs into its "
		    "display");
	if (from == PAPO_FROM_NONE && (r = later_statement(o, s, end,
	    n, out)) != 0)
		return r > 0 ? found(w, "statement after the box",
		    PAPO_FROM_MATH) : none(w, "statements after it differ");
	if (from == PAPO_FROM_NONE) {
		/* \\boxed{2.5} million; "$$\\boxed{16}$$\nthousand
		   dollars.": the display's rest */
		papo_answer_scale_after(s, de > 0 ? ds : end, n, out);
		return found(w, "box", PAPO_FROM_BOXED);
	}
	return found(w, "phrase after the box", from);
}

/* One search for the answer of s[0..n): what the rows found so far. */
struct hunt {
	const struct papo_answer_opts *o;
	const char *s;
	size_t n;
	struct papo_buf *out;		/* the answer */
	int depth;			/* 1 in a JSON answer's value */
	struct papo_answer_why *w;	/* --explain's record, or NULL */
	int boxed;			/* a box run is in out */
	size_t bat, end;		/* its first box's start, its end */
	long ph;			/* after the last phrase, or -1 */
	int have_ph;			/* ph is known */
	size_t at, stop;		/* a MATCH: where it starts and ends */
	size_t sa, se;			/* the statement's sentence, once */
	size_t la, le;			/* the last sentence, once */
	int said;			/* sa, se are known */
	int from;			/* a MATCH: enum papo_from */
	size_t chat;			/* chat_end(s, n), once */
	int have_chat;			/* chat is known */
	int tags;			/* a '<' may open a tag (hunt_tags) */
	int have_tags;			/* tags is known */
	size_t last;			/* the last sentence before chat */
	int have_last;			/* last is known */
	size_t anchor;			/* where an answer statement's value
					   starts (a box's, a phrase's), or
					   -1 (another finder's answer) */
};

/*
 * May a '<' of s[0..n) open a tag, a chat token or a turn: has it one
 * with a byte after it that is neither '<' nor a digit?  Every tag, end
 * token and turn opener the finders read has a letter, '|' or '/'
 * there; GSM8K's "<<3*4=12>>" has none.  When s has none, no part of it
 * has.
 */
static int
tags_in(const char *s, size_t n)
{
	const char *p, *e = s + n;

	for (p = n > 0 ? memchr(s, '<', n) : NULL; p != NULL;
	    p = memchr(p + 1, '<', (size_t)(e - p - 1))) {
		while (p + 1 < e && p[1] == '<')
			p++;	/* "<<": the last '<' of a run, no call */
		if (p + 1 < e && !is_digit((unsigned char)p[1]))
			return 1;
	}
	return 0;
}

/*
 * tags_in(h's response), found once (or known from the text it is part
 * of): hunt_chat, find_turn, find_tag and find_tag_answer walk none of
 * their '<' when it has none (most of the bench's responses).
 */
static int
hunt_tags(struct hunt *h)
{
	if (!h->have_tags) {
		h->tags = tags_in(h->s, h->n);
		h->have_tags = 1;
	}
	return h->tags;
}

/* Where h's response ends before a chat token (chat_end), found once. */
static size_t
hunt_chat(struct hunt *h)
{
	if (!h->have_chat) {
		/* every token of chat_end's opens with "<|", "</", "<e" or
		   "<p" */
		h->chat = hunt_tags(h) ? chat_end(h->s, h->n) : h->n;
		h->have_chat = 1;
	}
	return h->chat;
}

/* Where the last sentence of h's response before its chat token
   starts (papo_answer_last_sentence(s, hunt_chat)), found once: the
   statement rows (said_at) and find_bold ask it alike. */
static size_t
hunt_last(struct hunt *h)
{
	if (!h->have_last) {
		h->last = papo_answer_last_sentence(h->s, hunt_chat(h));
		h->have_last = 1;
	}
	return h->last;
}

/* The depth of ramble's reading of the text before an answer
   statement: as a box's or a key's content (no JSON answer, no new
   question), and no finder after the phrases' tried (their answers
   are no answer statement's) */
#define RAMBLE_DEPTH	100

/* What a finder returns besides enum papo_from (an answer, or none). */
#define NEXT	(-1)	/* nothing here: the next row looks */
#define MATCH	(-2)	/* h->at, h->stop, h->from: the row's frame decides */

/* The frame rules a row's MATCH must pass. */
#define F_KEPT	1u	/* not taken back after it ("Wait, actually") */
#define F_LEAD	2u	/* the words before h->at recognised (answer_frame.c) */
#define F_TAIL	4u	/* all after h->stop recognised (answer_tail.c) */
#define F_SURE	8u	/* no doubt between h->at and h->stop ("I guess") */
#define F_REST	16u	/* the rest of its sentence recognised word by word
			   (papo_answer_rest) */

/* The answer phrase of h's response, found once. */
static long
hunt_phrase(struct hunt *h)
{
	if (!h->have_ph) {
		h->ph = phrase(h->s, h->n);
		h->have_ph = 1;
	}
	return h->ph;
}

/* An empty response (an empty JSON string) has none. */
static int
find_empty(struct hunt *h)
{
	return h->n == 0 ? none(h->w, "empty") : NEXT;
}

/* A response that ends where its answer should follow has none. */
static int
find_cut(struct hunt *h)
{
	if (papo_answer_truncated(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends where an answer should "
		    "follow");
	if (papo_answer_json_open(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends inside a JSON object");
	if (papo_answer_dangling(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends on a word that wants "
		    "what follows it");
	if (papo_answer_cut_number(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends on the start of a number "
		    "just computed");
	if (papo_answer_cut_sum(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends on a sum never carried "
		    "out");
	if (papo_answer_open_delim(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends with a quote, an "
		    "emphasis, math, a display or a bracket open");
	if (papo_answer_heading_end(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends on an answer's heading");
	if (papo_answer_empty_heading(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends on a heading's marks with "
		    "no heading");
	if (papo_answer_lone_escape(h->s, hunt_chat(h)))
		return none(h->w, "cut off: it ends on a command's backslash");
	return NEXT;
}

/*
 * Does a turn opened at s[i] speak: after its opener
 * (papo_answer_turn_open), its role word ("user", "tool") and a Llama
 * header's close, anything but spacing, end tokens and another opener?
 * ("<|im_start|>user" at the very end is a template's next header, not
 * speech.)
 */
static int
turn_speaks(const char *s, size_t i, size_t n)
{
	size_t l = papo_answer_turn_open(s, i, n);

	if (l == 0)
		return 0;
	i += l;
	while (i < n && (is_alpha((unsigned char)s[i]) || s[i] == '_'))
		i++;
	if (starts_ci(s, n, i, "<|end_header_id|>"))
		i += strlen("<|end_header_id|>");
	while (i < n && is_space((unsigned char)s[i]))
		i++;
	return i < n && !papo_answer_ended(s, i, n) &&
	    papo_answer_turn_open(s, i, n) == 0;
}

/*
 * A response with a turn that speaks after its chat token (hunt_chat),
 * or one it opens after its own text before that token, has none:
 * another turn after the answer ("<|im_start|>user\nNo, it's
 * 41") does not count, and the model's turn is not read as ended where
 * that one starts.  Text after an end token that opens no turn is left
 * out as before ("<|im_end|> whatever follows"); a response that opens
 * with a turn's token is read from it.
 */
static int
find_turn(struct hunt *h)
{
	size_t c, i;
	const char *q;

	if (!hunt_tags(h))
		return NEXT;	/* every opener's second byte is '|' or 's' */
	c = hunt_chat(h);
	for (i = 0; i < c && is_space((unsigned char)h->s[i]); i++)
		;
	if (i == c)
		return NEXT;
	/* a turn the response opens itself, after its own text and no end
	   token ("\\boxed{43}.\n\n<start_of_turn>model\nThe answer is
	   \\boxed{42}."): a turn it wrote for another speaker */
	for (i++; i < c && (q = memchr(h->s + i, '<', c - i)) != NULL; i++)
		if (turn_speaks(h->s, i = (size_t)(q - h->s), c))
			return none(h->w, "another turn opened inside it");
	for (i = c; i < h->n; i++)
		if (h->s[i] == '<' && turn_speaks(h->s, i, h->n))
			return none(h->w, "another turn speaks after it");
	return NEXT;
}

/*
 * A response that answers, then opens a new question and answers that
 * too, has none: its last answer is the new question's, not the
 * problem's (a model that goes on, "Answer: 41\n\nQuestion 2: ...\n
 * Answer: 42", a few-shot "Q:" it wrote).  The text before the last
 * line that opens one (papo_answer_asked_again) is read as a response:
 * a box, an answer phrase or a value alone there is an answer given
 * before it.  A question restated before any answer is read as before.
 */
static int
find_asked_again(struct hunt *h)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t at;
	int r;

	if (h->depth != 0 ||
	    (at = papo_answer_asked_again(h->s, hunt_chat(h))) == 0)
		return NEXT;
	r = extract(h->o, h->s, at, &t, h->depth + 1, NULL);
	papo_buf_release(&t);
	if (r == PAPO_FROM_BOXED || r == PAPO_FROM_PHRASE ||
	    r == PAPO_FROM_WHOLE)
		return none(h->w, "a new question of its own after an answer");
	return NEXT;
}

/* What may stand after the response's end token besides spacing and
   more end tokens: a model's begin and pad tokens ("</s><s>"). */
static const char *const after_end_ok[] = { "<s>", "<pad>", "<bos>",
    NULL };

/*
 * The length of what may stand at s[i] after the response's end token
 * (find_after_end): an end token, a token of after_end_ok[], or a
 * turn's opener and its role word that do not speak (find_turn refused
 * those that do); 0 when it is none of these.
 */
static size_t
after_end_len(const char *s, size_t i, size_t n)
{
	size_t k, e;

	if ((k = papo_answer_end_token(s, i, n)) > 0)
		return k;
	for (k = 0; after_end_ok[k]; k++)
		if (starts_ci(s, n, i, after_end_ok[k]))
			return strlen(after_end_ok[k]);
	if ((k = papo_answer_turn_open(s, i, n)) == 0)
		return 0;
	e = i + k;
	while (e < n && (is_alpha((unsigned char)s[e]) || s[e] == '_'))
		e++;
	if (starts_ci(s, n, e, "<|end_header_id|>"))
		e += strlen("<|end_header_id|>");
	return e - i;
}

/*
 * A response whose text goes on after its end token (hunt_chat) has
 * none: the model's turn ended there, and what follows is no part of
 * it, neither an answer ("41.<|im_end|>\nThe answer is 42.") nor a
 * word about the one before ("42<|im_end|> or 43").  Spacing, end
 * tokens, after_end_ok[] and silent turn openers may follow; a response
 * that opens with a chat token is read from it (find_turn).
 */
static int
find_after_end(struct hunt *h)
{
	const char *s = h->s;
	size_t c = hunt_chat(h), i, k;

	for (i = 0; i < c && is_space((unsigned char)s[i]); i++)
		;
	if (i == c)
		return NEXT;
	for (i = c; i < h->n; i += k)
		if (is_space((unsigned char)s[i]))
			k = 1;
		else if ((k = after_end_len(s, i, h->n)) == 0)
			return none(h->w, "text goes on after its end token");
	return NEXT;
}

/*
 * Does the value in out, with a digit, hold beyond ASCII a row of a
 * negation, a doubt, a disowning, a condition or a weak word of any
 * listed language the problem does not say ("\\boxed{36 нет}",
 * "\\[ x = 36 или нет \\]", "\\boxed{36 ไม่}")?  A word of another
 * script there was read as the value's noun and dropped against a bare
 * reference.  A word alone ("\\boxed{нет}") is a yes or a no.
 */
static int
value_rows(const struct papo_answer_opts *o, const struct papo_buf *out)
{
	size_t i;

	if (!papo_answer_has_digit(out->s, 0, out->len))
		return 0;
	for (i = 0; i < out->len; i++)
		if ((unsigned char)out->s[i] >= 0x80)
			break;
	return i < out->len && papo_frame_row_within(out->s, 0, out->len,
	    M(R_NEG) | M(R_DOUBT) | M(R_DISOWN) | M(R_COND) | M(R_WEAK),
	    PROBLEM(o)) != NULL;
}

/*
 * The last box run into h->out; none when the last box is never closed,
 * or it hedges or bounds ("4 \\text{ (or possibly 5)}", "4?", "\\geq 4")
 * or is part of more.
 */
static int
find_box_run(struct hunt *h)
{
	const char *s = h->s;
	struct papo_buf *out = h->out;

	size_t st;

	h->boxed = papo_answer_boxes(s, h->n, out, &h->end, &h->bat);
	/* the last box a level of confidence after the answer ("I am
	   \\boxed{100\\%} confident."): the answer is before it */
	if (h->boxed && papo_frame_confidence_box(s, h->n, h->bat, h->end,
	    &st))
		h->boxed = papo_answer_boxes(s, st, out, &h->end, &h->bat);
	if (!h->boxed && h->end == (size_t)-1)
		return none(h->w, "cut off: its last box is never closed");
	if (h->boxed && (papo_answer_hedged(out->s, 0, out->len) ||
	    papo_answer_unsure(out->s, 0, out->len) ||
	    papo_answer_box_remark(out->s, out->len) ||
	    papo_answer_box_dangling(out->s, out->len) ||
	    papo_answer_box_text_unread(out->s, out->len, PROBLEM(h->o)) ||
	    papo_answer_box_in_expr(s, h->n, h->bat, h->end, PROBLEM(h->o)) ||
	    papo_answer_box_negated(s, h->bat) || value_rows(h->o, out)))
		return none(h->w, "the box hedges, bounds or is part of more");
	return NEXT;
}

/* An <answer> tag that hedges, or differs from the box: none. */
static int
find_tag(struct hunt *h)
{
	if (!hunt_tags(h))
		return NEXT;	/* no "<answer>" */
	if (papo_answer_tag_hedged(h->s, h->n) || (h->boxed &&
	    papo_answer_tag_differs(h->s, h->end, h->n, h->out)))
		return none(h->w, "an answer tag hedges or differs");
	return NEXT;	/* "\\boxed{4} <answer>5</answer>" */
}

/*
 * The content of tag t of h's response read as an answer into out, with
 * the extraction a whole response gets (at --extract boxed, a box
 * only); w (when given) notes a refusal.  Returns enum papo_from.
 */
static int
tag_read(struct hunt *h, const struct papo_answer_tag *t,
    struct papo_buf *out, struct papo_answer_why *w)
{
	struct papo_answer_opts o = *h->o;
	const char *s = h->s;
	size_t a = t->a, b = t->b;

	if (o.extract != PAPO_EXTRACT_BOXED)
		o.extract = PAPO_EXTRACT_ALL;
	/* the value whole, as a JSON answer's ("2,1", "0.64N"), unless it
	   holds a box or is prose to search */
	papo_answer_trim(s, &a, &b);
	if (o.extract == PAPO_EXTRACT_ALL && a < b &&
	    memmem(s + a, b - a, "box", 3) == NULL &&
	    !papo_answer_prose(s, a, b)) {
		papo_buf_reset(out);
		if (papo_answer_unsure(s, a, b) || papo_answer_hedged(s, a, b))
			return none(w, "the answer tag hedges");
		papo_buf_add(out, s + a, b - a);
		return PAPO_FROM_WHOLE;
	}
	return extract(&o, s + t->a, t->b - t->a, out, h->depth + 1, w);
}

/*
 * Is s[i..n) only tags that grade the answer before them and spacing
 * ("<confidence>0.95</confidence>", a key papo_answer_grade reads, as
 * a JSON answer's sibling is, by a value it recognises: a note is not
 * read so)?  1 with *why NULL when each grades it
 * sure, or the first one's refusal ("<confidence>0.4</confidence>");
 * 0 when anything else stands there.
 */
static int
grade_tags(const char *s, size_t i, size_t n, const char **why)
{
	size_t ka, ke, va, ve;
	const char *g;

	*why = NULL;
	for (;;) {
		while (i < n && is_space((unsigned char)s[i]))
			i++;
		if (i == n)
			return 1;
		if (s[i] != '<')
			return 0;
		for (ka = ke = i + 1; ke < n && (is_alpha((unsigned char)
		    s[ke]) || s[ke] == '_') && ke - ka < 32; ke++)
			;
		if (ke == ka || ke >= n || s[ke] != '>' ||
		    !papo_answer_grade_key(s + ka, ke - ka))
			return 0;
		for (va = ve = ke + 1; ve < n && s[ve] != '<' &&
		    s[ve] != '\n'; ve++)
			;
		if (n - ve < ke - ka + 3 || s[ve + 1] != '/' ||
		    memcmp(s + ve + 2, s + ka, ke - ka) != 0 ||
		    s[ve + 2 + ke - ka] != '>')
			return 0;
		if (*why == NULL && (g = papo_answer_grade(s + ka, ke - ka,
		    s + va, ve - va)) != NULL)
			*why = g;
		/* a note ("<caveat>untested</caveat>") passes only as
		   nothing known in it: not read here */
		else if (!papo_answer_grade_by_value(s + ka, ke - ka))
			return 0;
		i = ve + 3 + ke - ka;
	}
}

/*
 * What follows an answer tag that ends at h->s[end], whose value is in
 * h->out: NULL when it gives no other value, else why not (an answer
 * phrase or a statement on the lines after it with another value: "So
 * the answer is 13.").
 */
static const char *
tag_after(struct hunt *h, size_t end)
{
	struct papo_buf t = PAPO_BUF_INIT;
	long ph = hunt_phrase(h);
	size_t send;
	const char *g;
	int r = 0;

	if (grade_tags(h->s, end, h->n, &g))
		return g;	/* "<confidence>0.95</confidence>" */
	if (ph >= 0 && (size_t)ph >= end) {
		r = papo_answer_after_phrase(h->s, (size_t)ph, h->n, &t, 1,
		    &send, PROBLEM(h->o), NULL);
		r = r == ST_MANY || (r == ST_ONE && (t.len != h->out->len ||
		    memcmp(t.s, h->out->s, t.len) != 0));
	}
	if (r == 0) {
		papo_buf_reset(&t);
		papo_buf_add(&t, h->out->s, h->out->len);
		r = later_statement(h->o, h->s, end, h->n, &t) != 0;
	}
	papo_buf_release(&t);
	return r ? "a value after the answer tag differs" : NULL;
}

/*
 * A box run box (its content) after the last answer tag, whose value is
 * in h->out: NULL when it gives the same value with nothing before it on
 * its line but what a box may have there ("\\[", "$"), else why not.
 */
static const char *
tag_box(struct hunt *h, const struct papo_buf *box)
{
	size_t a = 0, b = box->len, va = 0, vb = h->out->len;
	const char *row;

	papo_answer_trim(box->s, &a, &b);
	papo_answer_trim(h->out->s, &va, &vb);
	if (b - a != vb - va || memcmp(box->s + a, h->out->s + va, b - a) != 0)
		return "a box after the answer tag differs";
	if (papo_answer_lead(h->s, h->bat, h->o->problem, h->o->problemlen,
	    h->o->words, &row) != NULL || row != papo_frame_alone)
		return "words before the box after the answer tag";
	return NULL;
}

/*
 * The last answer tag's content read as an answer (<answer>12</answer>,
 * <answer>\boxed{12}</answer>, <solution>The answer is 12.</solution>);
 * the row's frame rules then judge what follows its closing tag.  None
 * when a tag is never closed, is empty, or an earlier tag of its name
 * gives another value; a format quoted ("in the form <answer>X</answer>")
 * is no answer.
 */
static int
find_tag_answer(struct hunt *h)
{
	struct papo_answer_tag t, last, first;
	struct papo_buf other = PAPO_BUF_INIT, box = PAPO_BUF_INIT;
	const char *why;
	size_t i = 0, a, b, stop;
	int r, k = 0, from;

	if (!hunt_tags(h))
		return NEXT;	/* no "<answer>", "<solution>", ... */
	memset(&last, 0, sizeof(last));
	while ((r = papo_answer_tag_next(h->s, i, h->n, &t)) == 1) {
		last = t;
		i = t.end;
		k++;
	}
	if (r < 0)
		return none(h->w, "cut off: its answer tag is never closed");
	if (k == 0)
		return NEXT;
	if (papo_answer_tag_quoted(h->s, h->n, &last))
		return none(h->w, "an answer tag quoted as a format");
	a = last.a;
	b = last.b;
	papo_answer_trim(h->s, &a, &b);
	if (a >= b)
		return none(h->w, "an empty answer tag");
	if (h->o->extract == PAPO_EXTRACT_BOXED &&
	    memmem(h->s + a, b - a, "box", 3) == NULL)
		return NEXT;	/* the box row decides */
	stop = last.end;
	if (h->boxed && h->bat >= last.end)
		papo_buf_add(&box, h->out->s, h->out->len);
	if ((from = tag_read(h, &last, h->out, h->w)) == PAPO_FROM_NONE) {
		papo_buf_release(&box);
		return PAPO_FROM_NONE;
	}
	/* every earlier tag of its name gives the same value; the words
	   before the first of them are the lead */
	first = last;
	for (i = 0, r = 0; r == 0 && papo_answer_tag_next(h->s, i, h->n, &t)
	    == 1 && t.end < last.end; i = t.end) {
		if (t.name != last.name || papo_answer_tag_quoted(h->s, h->n,
		    &t))
			continue;
		r = tag_read(h, &t, &other, NULL) == PAPO_FROM_NONE ||
		    other.len != h->out->len || memcmp(other.s, h->out->s,
		    other.len) != 0;
		if (first.end == last.end)
			first = t;
	}
	papo_buf_release(&other);
	if (r) {
		papo_buf_release(&box);
		return none(h->w, "answer tags differ");
	}
	/* "<answer>12</answer>\n\\boxed{12}": a box after the tag that
	   gives its value, alone on its line, is the same answer twice */
	if (h->boxed && h->bat >= last.end) {
		why = tag_box(h, &box);
		papo_buf_release(&box);
		if (why != NULL)
			return none(h->w, why);
		stop = h->end;
	}
	if ((why = tag_after(h, stop)) != NULL)
		return none(h->w, why);
	if (stop == last.end)	/* "<answer>3</answer> minutes", as a box */
		(void)papo_answer_scale_after(h->s, stop, h->n, h->out);
	if (grade_tags(h->s, stop, h->n, &why))
		stop = h->n;	/* tags that grade it sure: read, tag_after */
	h->at = first.open;
	h->stop = stop;
	h->from = from;
	return MATCH;
}

/* --extract boxed: the box run alone. */
static int
find_box_alone(struct hunt *h)
{
	if (!h->boxed)
		return none(h->w, "no box");
	h->at = h->bat;
	h->stop = h->end;
	h->from = PAPO_FROM_BOXED;
	return MATCH;
}

/*
 * The end of the JSON object that holds the answer ending at s[jend]:
 * past its closing brace; jend when the object does not close (its
 * lines are then read from the value on).
 */
static size_t
json_block_end(const char *s, size_t n, size_t jend)
{
	size_t i;
	int depth = 0, str = 0;

	for (i = jend; i < n; i++) {
		if (str) {
			if (s[i] == '\\' && i + 1 < n)
				i++;
			else if (s[i] == '"')
				str = 0;
		} else if (s[i] == '"')
			str = 1;
		else if (s[i] == '{' || s[i] == '[')
			depth++;
		else if ((s[i] == '}' || s[i] == ']') && depth-- == 0)
			return s[i] == '}' ? i + 1 : jend;
	}
	return jend;
}

/*
 * Does a line of s[i..n) (after the JSON object) open as a last
 * statement does: a label ("## Final Answer", "**Answer:**", "Final
 * answer:") or a single letter's equation ("x = 160")?  Then the JSON
 * is not the final statement, and the finders after it read that line.
 */
static int
json_later_label(const char *s, size_t i, size_t n)
{
	static const char *const labels[] = { "final answer", "answer",
	    NULL };
	size_t k, l;

	while (i < n) {
		while (i < n && (s[i] == '#' || s[i] == '*' || s[i] == ' '))
			i++;
		for (k = 0; labels[k] != NULL; k++) {
			l = strlen(labels[k]);
			if (starts_ci(s, n, i, labels[k]) && (i + l == n ||
			    !is_alpha((unsigned char)s[i + l])))
				return 1;
		}
		if (i + 2 < n && is_alpha((unsigned char)s[i]) && (s[i + 1] ==
		    '=' || (s[i + 1] == ' ' && s[i + 2] == '=')))
			return 1;
		while (i < n && s[i] != '\n')
			i++;
		i++;
	}
	return 0;
}

/*
 * The object that holds the JSON answer at s[jat..jend) (in s[..n)):
 * its start found back from the answer, its end ahead (json_block_end),
 * its strings passed whole; 1 with s[*oa..*ob) its inside, or 0.
 */
static int
json_object(const char *s, size_t n, size_t jat, size_t jend, size_t *oa,
    size_t *ob)
{
	size_t a = jat, b = json_block_end(s, n, jend);
	int depth = 0;

	while (a > 0 && !(s[a - 1] == '{' && depth == 0)) {
		a--;
		if (s[a] == '"')	/* a string passed whole, back */
			a = string_back(s, a);
		else if (s[a] == '}' || s[a] == ']')
			depth++;
		else if ((s[a] == '{' || s[a] == '[') && depth > 0)
			depth--;
	}
	*oa = a;
	*ob = b;
	return a > 0 && b > a;
}

/*
 * The string value of a unit key ("unit", "units", "scale",
 * "multiplier") of the object that holds the JSON answer at s[jat..jend)
 * (json_object: before it or after it): 1 with s[*ua..*ub) its content,
 * or 0.
 */
static int
json_unit_key(const char *s, size_t n, size_t jat, size_t jend, size_t *ua,
    size_t *ub)
{
	static const char *const keys[] = { "\"unit\"", "\"units\"",
	    "\"scale\"", "\"multiplier\"", NULL };
	size_t a, b, i, k, l, q;

	if (!json_object(s, n, jat, jend, &a, &b))
		return 0;
	for (i = a; i < b; i++)
		for (k = 0; keys[k] != NULL; k++) {
			l = strlen(keys[k]);
			if (i + l > b || strncasecmp(s + i, keys[k], l) != 0)
				continue;
			for (q = i + l; q < b && s[q] == ' '; q++)
				;
			if (q >= b || s[q] != ':')
				continue;
			for (q++; q < b && s[q] == ' '; q++)
				;
			if (q >= b || s[q] != '"')
				return 0;	/* a number, null: none */
			*ua = q + 1;
			for (q++; q < b && s[q] != '"'; q++)
				if (s[q] == '\\')
					q++;
			*ub = q < b ? q : b;
			return 1;
		}
	return 0;
}

/*
 * The JSON answer in out (a value of digits, no word of its own) given
 * its unit key's string s[ua..ub): the unit or scale word read onto it,
 * as a word after a box is (papo_answer_scale_after: "minutes", "°C",
 * "万", "Tausend", "lakh"), or the noun it counts ("apples"), 1; an
 * empty string adds nothing, 1; a unit papo does not read, 0.
 */
static int
json_unit_read(const char *s, size_t ua, size_t ub, struct papo_buf *out)
{
	size_t i;

	while (ua < ub && s[ua] == ' ')
		ua++;
	while (ub > ua && s[ub - 1] == ' ')
		ub--;
	if (ua == ub)
		return 1;
	if (papo_answer_scale_unread(s, ua, ub))
		return 0;	/* "mil": a thousand, a million, an inch's */
	for (i = 0; i < out->len; i++)
		if (is_alpha((unsigned char)out->s[i]) || out->s[i] == '\\')
			return 1;	/* "3 hours", "\\frac{1}{2}": its own */
	if (papo_answer_scale_after(s, ua, ub, out))
		return 1;
	for (i = ua; i < ub && is_alpha((unsigned char)s[i]); i++)
		;
	if (i < ub || !papo_unit_counted_noun(s + ua, ub - ua))
		return 0;
	/* "units": "apples", as "42 apples" */
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, s + ua, ub - ua);
	papo_buf_addc(out, '}');
	return 1;
}

/*
 * Does out, the JSON answer's value, end on the same number as
 * s[p..p+l) (out's l bytes), whole there (no digit or decimal point
 * around it)?
 */
static int
json_same_number(const char *s, size_t a, size_t e, size_t p, size_t l)
{
	return (p == a || !(is_digit((unsigned char)s[p - 1]) ||
	    s[p - 1] == '.' || s[p - 1] == '-')) && !(p + l < e &&
	    (is_digit((unsigned char)s[p + l]) || (s[p + l] == '.' &&
	    p + l + 1 < e && is_digit((unsigned char)s[p + l + 1]))));
}

/*
 * A string after the JSON answer in its object that gives the answer a
 * unit ({"answer": 3, "explanation": "The tank takes 3 minutes."},
 * {"answer": 3, "note": "in minutes"}): the unit right after the same
 * value there, or "in UNIT" alone, read onto out as a unit key's is
 * (papo_answer_scale_after), the first such; 1 when one was.  An answer
 * with words or a unit of its own is left alone.
 */
static int
json_sibling_unit(const char *s, size_t n, size_t jat, size_t jend,
    struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t a, b, i, e, p, len = out->len;
	const char *f;
	int r = 0;

	for (i = 0; i < len; i++)
		if (!is_digit((unsigned char)out->s[i]) && out->s[i] != '.')
			return 0;
	if (len == 0 || !json_object(s, n, jat, jend, &a, &b))
		return 0;
	for (i = jend; i < b && !r; i = e + 1) {
		if ((f = memchr(s + i, '"', b - i)) == NULL)
			break;
		i = (size_t)(f - s);
		for (e = i + 1; e < b && s[e] != '"'; e++)
			if (s[e] == '\\')
				e++;
		if (e >= b)
			break;
		for (p = i; p > jend && s[p - 1] == ' '; p--)
			;
		if (p == jend || s[p - 1] != ':')
			continue;	/* a key */
		papo_buf_reset(&t);
		papo_buf_add(&t, out->s, len);
		if (e - i > 4 && strncasecmp(s + i + 1, "in ", 3) == 0)
			r = papo_answer_scale_after(s, i + 3, e, &t) &&
			    t.len > len;
		for (p = i + 1; !r && p + len <= e && (f = memmem(s + p,
		    e - p, out->s, len)) != NULL; p++) {
			p = (size_t)(f - s);
			if (!json_same_number(s, i + 1, e, p, len))
				continue;
			papo_buf_truncate(&t, len);
			r = papo_answer_scale_after(s, p + len, e, &t) &&
			    t.len > len;
		}
	}
	if (r) {
		papo_buf_reset(out);
		papo_buf_add(out, t.s, t.len);
	}
	papo_buf_release(&t);
	return r;
}

/*
 * Whether s[j] stands inside a tool's block, a call the model makes or
 * the result the tool gives back ("<tool_call>{...}</tool_call>",
 * "<tool_response>{\"result\": 391}</tool_response>"): a JSON object
 * there is the tool's, never the model's answer (issue 26, review 29
 * finding 16), but a submitting tool's call (papo_answer_json_submit).
 * TOOL_CALL or TOOL_RESPONSE, the block open there; else 0.
 */
#define TOOL_CALL	1
#define TOOL_RESPONSE	2
static int
in_tool_block(const char *s, size_t j)
{
	static const char *const tags[] = { "tool_call>", "tool_response>",
	    NULL };
	size_t i, k, l;
	int in = 0;

	for (i = 0; i + 1 < j; i++) {
		if (s[i] != '<')
			continue;
		for (k = 0; tags[k] != NULL; k++) {
			l = strlen(tags[k]);
			if (j - i - 1 > l && memcmp(s + i + 1, tags[k], l) == 0)
				in = k == 0 ? TOOL_CALL : TOOL_RESPONSE;
			else if (s[i + 1] == '/' && j - i - 2 > l &&
			    memcmp(s + i + 2, tags[k], l) == 0)
				in = 0;
		}
	}
	return in;
}

/*
 * Does the number that opens out (the corrected value) stand in the 400
 * bytes of s before s[open], not as a computation's result after '='
 * ("Wait, 6 × 7 = 42, not 48. Corrected answer: 42" holds none)?
 */
static int
value_said(const char *s, size_t open, const struct papo_buf *out)
{
	size_t vl = 0, i, k, lo = open > 400 ? open - 400 : 0;

	while (vl < out->len && (is_digit((unsigned char)out->s[vl]) ||
	    (out->s[vl] == '.' && vl > 0)))
		vl++;
	if (vl == 0)
		return 0;
	for (i = lo; i + vl <= open; i++) {
		if (memcmp(s + i, out->s, vl) != 0 || (i > lo &&
		    (is_digit((unsigned char)s[i - 1]) || s[i - 1] == '.')) ||
		    (i + vl < open && (is_digit((unsigned char)s[i + vl]) ||
		    (s[i + vl] == '.' && i + vl + 1 < open &&
		    is_digit((unsigned char)s[i + vl + 1])))))
			continue;
		for (k = i; k > lo && s[k - 1] == ' '; k--)
			;
		if (k == lo || s[k - 1] != '=')
			return 1;
	}
	return 0;
}

/*
 * Is the correction that opens at s[open] a return to a value corrected
 * away before ("42. Wait, it's 43. No, it's 42 after all.")?  When the
 * text before it ends on a correction too, the value stands before that
 * one's opener (value_said).  A value said again with no correction
 * between ("the answer is $4$, not $5$... no: the answer is 4") is none.
 */
static int
value_before_fix(const char *s, size_t open, const struct papo_buf *out)
{
	size_t k, o2, r2, a2;

	for (k = open; k > 0 && is_space((unsigned char)s[k - 1]); k--)
		;
	return papo_answer_amended(s, k, &o2, &r2, &a2) && value_said(s, o2,
	    out);
}

/* A value that is one box whole ("\\boxed{42}"): its content. */
static void
unbox(struct papo_buf *out)
{
	size_t k, depth = 0;

	if (out->len < 9 || memcmp(out->s, "\\boxed{", 7) != 0 ||
	    out->s[out->len - 1] != '}')
		return;
	for (k = 6; k < out->len; k++)
		if (out->s[k] == '{')
			depth++;
		else if (out->s[k] == '}' && --depth == 0 && k + 1 < out->len)
			return;	/* "\\boxed{4}^{2}" */
	memmove(out->s, out->s + 7, out->len - 8);
	out->len -= 8;
	out->s[out->len] = '\0';
}

/*
 * Does a condition row (R_COND: "if", "unless", "wenn", "如果") stand in
 * s[a..b) of h's response, as a word of its own: in a spaced script no
 * letter after it ("తప్ప", "except", is not read inside "తప్పుగా",
 * "wrongly")?
 */
static int
cond_within(const struct hunt *h, size_t a, size_t b)
{
	const struct row *r = papo_frame_row_within(h->s, a, b, M(R_COND),
	    PROBLEM(h->o));
	const char *q;
	size_t i = a;
	long c;

	if (r == NULL)
		return 0;
	if ((unsigned char)r->w[0] < 0xe0 || (unsigned char)r->w[0] >= 0xe1)
		return 1;	/* Latin, Cyrillic, Arabic; CJK, Korean */
	while (i < b && (q = memmem(h->s + i, b - i, r->w, r->len)) != NULL) {
		i = (size_t)(q - h->s) + r->len;
		c = papo_frame_cp_at(h->s, i, b);
		if (i >= b || !papo_frame_word_letter(c) ||
		    (c >= 0xe00 && c < 0xe80))
			return 1;	/* a word's end, or Thai */
	}
	return 0;
}

/*
 * The response's own correction at its end, recognised by answer_amend.c's
 * rows ("The answer is 42. Wait, I missed one: it's 43.", "答案是42。
 * 等等，我漏算了一只，应该是43。"): the value after its statement row,
 * read as an answer phrase's.  Its reason (from the opener to the
 * statement row) may hold no doubt, no question and no answer phrase of
 * its own; the frame rules ask the rest (F_KEPT, F_SURE, F_TAIL): a
 * further doubt, a return to the first value, anything not recognised
 * after the new value is no answer.  Before the box and phrase rows, which
 * would read the first value with another after it, or the opener as a
 * word not recognised.
 */
static int
find_amended(struct hunt *h)
{
	struct papo_answer_said said = { NULL, NULL, NULL, "", 0, 0, 0, 0 };
	const char *s = h->s, *why;
	size_t n = hunt_chat(h), open, rs, at, send, k;
	long ph;
	int r;

	if (!papo_answer_amended(s, n, &open, &rs, &at))
		return NEXT;
	said.o = h->o;
	r = papo_answer_after_phrase(s, at, n, h->out, 1, &send, PROBLEM(h->o),
	    &said);
	if (r != ST_ONE && rs == at && open < rs) {
		papo_buf_reset(h->out);	/* "Actually, 6 × 7 = 42 too.": no
					   bare correction, read as before */
		return NEXT;
	}
	if (r == ST_NONE) {
		papo_buf_reset(h->out);
		return NEXT;
	}
	if (r != ST_ONE) {
		papo_buf_reset(h->out);
		return r == ST_REST ? said_none(h->w, &said) :
		    none(h->w, phrase_many);
	}
	for (k = open; k < send; k++)
		if (s[k] == '?' || (k + 3 <= send && memcmp(s + k,
		    "\xef\xbc\x9f", 3) == 0))
			break;
	/* the last answer phrase inside its reason: a statement of its
	   own between the opener and the correction's */
	ph = hunt_phrase(h);
	if (k < send || (ph > (long)open && ph < (long)rs)) {
		papo_buf_reset(h->out);
		return none(h->w, "a correction that asks or states another "
		    "value");
	}
	if (open == rs && value_said(s, open, h->out)) {
		papo_buf_reset(h->out);	/* "42. Correction: 42": no change,
					   read as before */
		return NEXT;
	}
	if (value_before_fix(s, open, h->out)) {
		papo_buf_reset(h->out);
		return none(h->w, "a correction back to a value it took back");
	}
	if (cond_within(h, open, rs)) {
		papo_buf_reset(h->out);	/* "Wait, if the pens were full,
					   it's 42." */
		return none(h->w, "a condition in its correction");
	}
	if (papo_frame_row_within(s, rs, send, M(R_BOUND) | M(R_NEG), NULL,
	    0) != NULL) {
		papo_buf_reset(h->out);	/* "la respuesta correcta es unos
					   70", "yang benar lebih dari 45":
					   a bound of any listed language */
		return none(h->w, "a bound in its correction");
	}
	/* the opener's own words are no doubt ("Hmm, no — it's 42.") */
	if ((k = open + papo_answer_amend_opener(s, open, n)) > rs)
		k = rs;
	if ((why = papo_frame_unsure(s, k, rs)) != NULL) {
		papo_buf_reset(h->out);
		(void)none(h->w, "doubt in its correction");
		if (h->w != NULL)
			h->w->doubt = 1;
		return PAPO_FROM_NONE;
	}
	if (!papo_answer_sure(s, k, send, h->w)) {
		papo_buf_reset(h->out);
		return PAPO_FROM_NONE;
	}
	unbox(h->out);
	h->at = at;
	h->stop = send;
	h->from = PAPO_FROM_PHRASE;
	return MATCH;
}

/*
 * The end of the code block or object a JSON answer at s[jat..jend)
 * stands in (its closing brace, the fence after it and spacing), and
 * in *start where it opens (its opening brace, the fence and language
 * word before it and spacing taken back); jend when the object does not
 * close.
 */
static size_t
json_block(const char *s, size_t n, size_t jat, size_t jend,
    size_t *start)
{
	size_t e = json_block_end(s, n, jend), a, b;

	*start = json_object(s, n, jat, jend, &a, &b) ? a - 1 : jat;
	while (*start > 0 && is_space((unsigned char)s[*start - 1]))
		(*start)--;
	if (*start >= 4 && starts_ci(s, n, *start - 4, "json"))
		*start -= 4;
	while (*start > 0 && s[*start - 1] == ' ')
		(*start)--;	/* "``` json" */
	if (*start >= 3 && memcmp(s + *start - 3, "```", 3) == 0)
		*start -= 3;
	while (*start > 0 && is_space((unsigned char)s[*start - 1]))
		(*start)--;
	if (e == jend)
		return jend;
	while (e < n && is_space((unsigned char)s[e]))
		e++;
	if (e + 3 <= n && memcmp(s + e, "```", 3) == 0)
		e += 3;
	while (e < n && is_space((unsigned char)s[e]))
		e++;
	return e;
}

static int one_value(const struct papo_answer_opts *,
    const struct papo_buf *, const struct papo_buf *);

/*
 * Does the answer statement (a box or a phrase: a labelled answer, a
 * trigger) that extract finds in s[a..b) state another value than v?
 * No statement of them there: 0.
 */
static int
stated_other(const struct hunt *h, size_t a, size_t b,
    const struct papo_buf *v)
{
	struct papo_buf t = PAPO_BUF_INIT;
	int r = 0, k;

	if (b > a && v->len > 0 && papo_answer_has_digit(v->s, 0, v->len)) {
		k = extract(h->o, h->s + a, b - a, &t, h->depth + 1, NULL);
		/* a value of its own ("The final answer is the number of
		   sheep." names none) */
		r = (k == PAPO_FROM_BOXED || k == PAPO_FROM_PHRASE) &&
		    papo_answer_has_digit(t.s, 0, t.len) &&
		    !one_value(h->o, v, &t);
	}
	papo_buf_release(&t);
	return r;
}

/* Words of error that mark the text after a JSON answer a correction
   of it ("it states $12,000, which is incorrect. The correct answer is
   $9,500."): the statement after it is then the answer, read as
   before. */
static const char *const json_amends[] = { "mistake", "incorrect",
	"wrong", "error", "correction", NULL };

/* Does s[a..n) hold a word of json_amends[]? */
static int
json_amended(const char *s, size_t a, size_t n)
{
	size_t i, e;

	for (i = a; i < n; i = e) {
		while (i < n && !is_alpha((unsigned char)s[i]))
			i++;
		for (e = i; e < n && is_alpha((unsigned char)s[e]); e++)
			;
		if (e > i && word_in_list(s, i, e, json_amends))
			return 1;
	}
	return 0;
}

/*
 * The JSON answer at s[jat..jend) read as if the response ended with
 * its block (json_block): into v, 1; else 0.
 */
static int
json_alone(const struct hunt *h, size_t jat, size_t jend,
    struct papo_buf *val, struct papo_buf *v)
{
	size_t st, e = json_block(h->s, h->n, jat, jend, &st);

	return json_answer(h->o, h->s, e, jat, jend, val, v, h->depth + 1,
	    NULL) == PAPO_FROM_PHRASE;
}

/*
 * Two final answers that disagree, a JSON answer and an answer
 * statement after it or before it ("```json {\"answer\": \"150\"}```"
 * then "**Answer:** ... 16 pounds.", "\\boxed{150}" then the JSON's
 * 16): neither is the answer.  A JSON answer before the last box when
 * none follows it (find_json looks after the box) is read here too.
 */
static int
json_two(struct hunt *h, const struct papo_buf *v, size_t jat, size_t jend)
{
	size_t st, e = json_block(h->s, h->n, jat, jend, &st);

	if (e < h->n && !json_amended(h->s, e, h->n) && stated_other(h, e,
	    h->n, v))
		return 1;
	/* before it: read only when a box or an answer word is there */
	return st > 0 && (papo_answer_find_bytes(h->s, st, "box", 3) !=
	    NULL || papo_answer_find_bytes(h->s, st, "nswer", 5) != NULL ||
	    papo_answer_find_bytes(h->s, st, "NSWER", 5) != NULL) &&
	    stated_other(h, 0, st, v);
}

/* A JSON answer before the last box that states another value. */
static int
json_before_box(struct hunt *h)
{
	struct papo_buf val = PAPO_BUF_INIT, v = PAPO_BUF_INIT;
	size_t jat = 0, jend = 0;
	int r = 0;

	if (h->depth == 0 && h->boxed && h->bat > 0 &&
	    papo_answer_json(h->s, h->bat, &val, &jat, &jend) &&
	    !(memmem(h->s, jat, "<tool_", 6) != NULL &&
	    in_tool_block(h->s, jat)) && json_alone(h, jat, jend, &val, &v))
		r = !one_value(h->o, &v, h->out);
	papo_buf_release(&val);
	papo_buf_release(&v);
	return r;
}

/* A JSON object's answer key after the last box, before any phrase. */
static int
find_json(struct hunt *h)
{
	struct papo_buf val = PAPO_BUF_INIT, v = PAPO_BUF_INIT;
	size_t off = h->boxed ? h->end : 0, jat = 0, jend = 0, ua, ub;
	long ph;
	int r = NEXT, t;

	if (h->depth == 0 && papo_answer_json(h->s + off, h->n - off, &val,
	    &jat, &jend)) {
		jat += off;
		jend += off;
		if (memmem(h->s, jat, "<tool_", 6) != NULL && (t =
		    in_tool_block(h->s, jat)) != 0 && !(t == TOOL_CALL &&
		    papo_answer_json_submit(h->s, h->n, jat))) {
			papo_buf_release(&val);
			return NEXT;	/* the tool's result, not an answer */
		}
		ph = hunt_phrase(h);
		if ((ph < 0 || (size_t)ph < jend) && !json_later_label(h->s,
		    json_block_end(h->s, h->n, jend), h->n)) {
			r = json_answer(h->o, h->s, h->n, jat, jend, &val,
			    h->out, h->depth, h->w);
			if (r == PAPO_FROM_PHRASE && json_two(h, h->out, jat,
			    jend))
				r = none(h->w, TWO_FINAL);
		} else if (json_alone(h, jat, jend, &val, &v) &&
		    json_two(h, &v, jat, jend))
			r = none(h->w, TWO_FINAL);
		papo_buf_release(&v);
		/* {"answer": 3, "unit": "minutes"}: the unit is the
		   answer's, read or refused, never dropped */
		if (r == NEXT || r == PAPO_FROM_NONE)
			;
		else if ((papo_answer_find_bytes(h->s, h->n, "unit", 4) !=
		    NULL || papo_answer_find_bytes(h->s, h->n, "scale", 5) !=
		    NULL || papo_answer_find_bytes(h->s, h->n, "ultiplier",
		    9) != NULL) && json_unit_key(h->s, h->n, jat, jend, &ua,
		    &ub)) {
			if (!json_unit_read(h->s, ua, ub, h->out))
				r = none(h->w, "a JSON unit key not read");
		} else	/* "explanation": "... 3 minutes." */
			(void)json_sibling_unit(h->s, h->n, jat, jend, h->out);
	} else if (h->depth == 0 && json_before_box(h))
		r = none(h->w, TWO_FINAL);
	papo_buf_release(&val);
	return r;
}

/* The last box run, or the statement after it (a phrase, a sentence). */
static int
find_box(struct hunt *h)
{
	int r;

	if (!h->boxed)
		return NEXT;
	r = box_answer(h->o, h->s, h->n, h->bat, h->end, hunt_phrase(h),
	    h->out, h->w);
	/* the box's statement, or the phrase's after it (ramble) */
	if (r == PAPO_FROM_BOXED)
		h->anchor = h->bat;
	else if (r == PAPO_FROM_PHRASE)
		h->anchor = (size_t)hunt_phrase(h);
	return r;
}

/* Is s[v] a variable with a subscript, a value's start ("x_{1} = 2",
   "x₁ = 2" as the response is read)? */
static int
sub_var(const char *s, size_t ph, size_t v, size_t send)
{
	return is_alpha((unsigned char)s[v]) && v + 1 < send &&
	    s[v + 1] == '_' && (v == ph || !is_alpha((unsigned char)s[v - 1]));
}

/* Does the answer phrase that ends at s[ph] end in Swahili's "ni"? */
static int
sw_copula(const char *s, size_t ph)
{
	size_t w;

	while (ph > 0 && (s[ph - 1] == ' ' || s[ph - 1] == '*'))
		ph--;
	for (w = ph; w > 0 && is_alpha((unsigned char)s[w - 1]); w--)
		;
	return ph - w == 2 && (w == 0 || !((unsigned char)s[w - 1] >= 0x80)) &&
	    (s[w] | 0x20) == 'n' && (s[w + 1] | 0x20) == 'i';
}

/*
 * Swahili writes a unit before its count ("Jibu ni dakika 42", 42
 * minutes): the word right before the value of the answer phrase at
 * s[ph] (its value ending at s[send]), when it is a unit, written after
 * the value in out as the comparison reads a unit (" \\text{ minutes}").
 */
static void
sw_unit_before(const char *s, size_t ph, size_t send, struct papo_buf *out)
{
	const char *en;
	size_t v, w, l;

	if (!sw_copula(s, ph))
		return;
	for (v = ph; v < send && !is_digit((unsigned char)s[v]); v++)
		;
	while (v > ph && s[v - 1] == ' ')
		v--;
	for (w = v; w > ph && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == v || (en = papo_unit_foreign(s + w, v - w, &l)) == NULL ||
	    l != v - w)
		return;
	papo_buf_adds(out, " \\text{ ");
	papo_buf_adds(out, en);
	papo_buf_adds(out, "}");
}

/* The value after the last answer phrase ("The answer is 4."). */
/*
 * The words s[ph..v) between an answer phrase and its value in a sentence
 * s[st..v) that holds a letter only Vietnamese, Polish, Ukrainian or
 * Turkish writes, one of Latin Extended Additional or a combining mark,
 * which papo_answer_euro_phrase leaves (not its languages' letters):
 * those of Latin letters outside ASCII read as answer_open.c reads them
 * ("La respuesta es bvkń 42", "... dsbẟ 42" name no answer).
 */
static const char *
vi_gap(const struct hunt *h, size_t st, size_t ph, size_t v, char *word,
    size_t wn)
{
	size_t i, l;
	long c;

	for (i = st; i < v; i += l) {
		c = papo_frame_cp_at(h->s, i, v);
		l = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
		if (papo_answer_vi_letter(c) || (c >= 0x1e00 && c < 0x1f00) ||
		    (c >= 0x300 && c < 0x370))
			return papo_answer_latin_unread(h->s, ph, v,
			    PROBLEM(h->o), h->o->words, word, wn);
	}
	return NULL;
}

/*
 * The sentence of the answer phrase at s[ph] (to s[send)) in Spanish,
 * French, German, Italian, Portuguese or Russian, from s[lo] at the
 * earliest (a display's \\text{} opens it), read word by word to
 * its value as a last statement's is (papo_answer_euro_phrase): "La
 * respuesta es casi 11" is no answer.  NULL when recognised or of
 * another language; else why, the word in word.
 */
/*
 * Is s[ph..send), to a stop, the text of one option the problem lists
 * ("Đáp án là Paris.", "Odpowiedź to Rs.5437." where an option is
 * "Paris", "Rs.5437"), written as the problem writes it?
 */
static int
option_said(const struct hunt *h, size_t ph, size_t send)
{
	const char *s = h->s, *t;
	size_t b = send, tn, x;
	int c;

	while (ph < b && (s[ph] == ' ' || s[ph] == '*'))
		ph++;
	while (b > ph && strchr(" *.", s[b - 1]) != NULL)
		b--;
	if (b - ph > 3 && memcmp(s + b - 3, "\xe0\xa5\xa4", 3) == 0)
		b -= 3;	/* । */
	if (h->o == NULL || h->o->problem == NULL || b == ph ||
	    is_digit((unsigned char)s[ph]))
		return 0;	/* a number: the phrase's own reading */
	if ((x = papo_answer_suffix_at_end(s, ph, b)) < b)
		for (b = x; b > ph && s[b - 1] == ' '; b--)
			;	/* "उत्तर Oslo है।" */
	if (b < ph + 2 || (t = memmem(h->o->problem, h->o->problemlen,
	    s + ph, b - ph)) == NULL || t < h->o->problem + 2 ||
	    t[-1] != ' ' || strchr(".):", t[-2]) == NULL ||
	    (t + (b - ph) < h->o->problem + h->o->problemlen &&
	    t[b - ph] != '\n' && t[b - ph] != '\r' && t[b - ph] != ' '))
		return 0;	/* the cheap test: the problem writes it
				   after a label ("A. Paris") */
	for (c = 'A'; c <= 'J' && papo_answer_option_of(PROBLEM(h->o), c,
	    &t, &tn); c++)
		if (tn == b - ph && memcmp(t, s + ph, tn) == 0)
			return 1;
	return 0;
}

static const char *
phrase_named(const struct hunt *h, size_t lo, size_t ph, size_t send,
    char *word, size_t wn)
{
	const char *s = h->s;
	const char *why;
	size_t st = ph, v, k;

	if (option_said(h, ph, send))
		return NULL;	/* "Đáp án là Paris.": an option's text */
	if ((why = papo_answer_script_gap(s, ph, send, PROBLEM(h->o), word,
	    wn)) != NULL)
		return why;	/* "Jibu ni ไม่ 7." */
	if ((why = papo_answer_phrase_gap(s, ph, send, word, wn)) != NULL)
		return why;	/* "jawabannya adalah sekitar 42" */
	if (papo_answer_gap_phrase(s, ph)) {
		for (v = ph; v < send && !is_digit((unsigned char)s[v]); v++)
			;	/* "Cevap C - bukan 7." */
		/* the frame's rows read its words before (not the
		   Romance tables: "Sonuç olarak") */
		return v < send && papo_answer_letter_before(s, ph, v, send,
		    PROBLEM(h->o)) ? LETTER_BEFORE : NULL;
	}
	while (st > lo && s[st - 1] != '\n' && !((s[st - 1] == ' ' ||
	    s[st - 1] == '\t') && st >= 2 &&
	    strchr(".!?", s[st - 2]) != NULL) &&
	    !papo_answer_unmarked_stop(s, 0, st - 1, ph))
		st--;
	for (v = ph; v < send && !is_digit((unsigned char)s[v]) &&
	    s[v] != '$' && s[v] != '\\' && !sub_var(s, ph, v, send); v++)
		;
	if (v >= send)
		return NULL;
	if (papo_answer_turn_before(s, ph, v))
		return TURN_BEFORE;
	if (sw_copula(s, ph))
		return papo_answer_sw_phrase(s, ph, v, PROBLEM(h->o),
		    h->o->words, word, wn);	/* "Jibu ni karibu 12" */
	if ((why = papo_answer_euro_phrase(s, st, v, PROBLEM(h->o),
	    h->o->words, word, wn)) != NULL) {
		/* a certainty that opens it: its words read from after
		   it ("Sans aucun doute, la réponse est 240 km.") */
		if ((k = papo_answer_sure_open(s, st, ph)) == st ||
		    papo_answer_euro_phrase(s, k, v, PROBLEM(h->o),
		    h->o->words, word, wn) != NULL)
			return why;
		st = k;
	}
	if ((why = vi_gap(h, st, ph, v, word, wn)) == NULL || st == (k =
	    papo_answer_sure_open(s, st, ph)))
		return why;
	return vi_gap(h, k, ph, v, word, wn);
}

/*
 * Is the sentence of the answer phrase at s[ph], its value ending at
 * s[send], a closing remark recognised whole ("I hope the answer is
 * correct.", papo_frame_closing_alone) or a check's verdict ("Thus, the
 * answer is correct.", papo_frame_closing_verdict) or a summary of the
 * work ("This confirms that the answer is correct.",
 * papo_frame_summary_alone)?  Its "answer is" names no value:
 * the answer is looked for before it, as after a box.
 */
static int
phrase_closing(struct hunt *h, size_t ph, size_t send)
{
	const char *s = h->s;
	size_t st = ph, e = send, n = hunt_chat(h);

	while (st > 0 && s[st - 1] != '\n' && !((s[st - 1] == ' ' ||
	    s[st - 1] == '\t') && st >= 2 && strchr(".!?", s[st - 2]) != NULL))
		st--;
	while (e < n && (s[e] == '.' || s[e] == '!'))
		e++;
	if (e < n && !is_space((unsigned char)s[e]))
		return 0;
	if (papo_frame_closing_alone(s, st, e))
		return 1;
	/* a verdict's or a summary's value is a word ("correct"), not a
	   letter or a number */
	return h->out->len >= 4 && !papo_answer_has_digit(h->out->s, 0,
	    h->out->len) && (papo_frame_closing_verdict(s, st, e) != 0 ||
	    papo_frame_summary_alone(s, st, e, PROBLEM(h->o)));
}

/* Is the reference o gives "yes" or "no" (as "\\text{No}", "$yes$")? */
static int
ref_yes_no(const struct papo_answer_opts *o)
{
	const char *r = o != NULL ? o->reference : NULL;
	size_t a = 0, b = r != NULL ? o->referencelen : 0;

	if (r == NULL)
		return 0;
	while (a < b && strchr(" ${}", r[a]) != NULL)
		a++;
	if (b - a > 6 && memcmp(r + a, "\\text{", 6) == 0)
		a += 6;
	while (b > a && strchr(" .${}", r[b - 1]) != NULL)
		b--;
	return (b - a == 2 && starts_ci(r, b, a, "no")) || (b - a == 3 &&
	    starts_ci(r, b, a, "yes"));
}

/*
 * "సమాధానం: కాదు", "คำตอบคือ ไม่ใช่": a no whose word is also its
 * language's negation (papo_answer_hedged reads it as one) standing
 * alone as the phrase's value s[ph..) to the response's end, its stop
 * aside.  The word is the value only when the reference is a yes or a
 * no (ref_yes_no): its length then, else 0.
 */
static size_t
negation_value(struct hunt *h, size_t ph)
{
	size_t a = ph, b = hunt_chat(h), l, e;

	if (!ref_yes_no(h->o))
		return 0;
	papo_answer_trim(h->s, &a, &b);
	if (a >= b || (l = papo_answer_yes_no_at(h->s, a, b)) == 0)
		return 0;
	for (e = a + l; e < b && strchr(" .", h->s[e]) != NULL; e++)
		;
	if (b - e == 3 && memcmp(h->s + e, "\xe3\x80\x82", 3) == 0)
		e = b;	/* 。 */
	return e == b ? l : 0;
}

/*
 * The phrase whose value starts at s[ph] written as the text of a
 * display ("\\[ \\text{The answer is (D)} \\]", "$\\text{Answer: 42}$"):
 * the line opens on the display's opener and "\\text{", the group
 * closes after the value (its braces balanced), and the display's closer
 * follows; what follows it is read as after a box ("\\[\\text{The
 * answer is 18}\\] Almost." is no answer).  Where the group's '}' is
 * (the statement's end), else 0; where its text starts in *group.
 */
static size_t
text_display(const char *s, size_t ph, size_t n, size_t *group)
{
	static const char *const open[] = { "\\[", "\\(", "$$", "$", NULL };
	static const char *const shut[] = { "\\]", "\\)", "$$", "$", NULL };
	size_t a, t, e, k, l, d;

	for (t = ph; t >= 6 && memcmp(s + t - 6, "\\text{", 6) != 0; t--)
		if (s[t - 1] == '}' || s[t - 1] == '{' || s[t - 1] == '\n')
			return 0;
	if (t < 6)
		return 0;
	for (a = t - 6; a > 0 && s[a - 1] != '\n'; a--)
		;
	while (a < t - 6 && (s[a] == ' ' || s[a] == '\t'))
		a++;
	for (k = 0; open[k] != NULL; k++)
		if (starts_ci(s, t - 6, a, open[k]))
			break;
	if (open[k] == NULL)
		return 0;
	for (l = a + strlen(open[k]); l < t - 6 && s[l] == ' '; l++)
		;
	if (l != t - 6)
		return 0;
	for (e = ph, d = 0; e < n && s[e] != '\n' && s[e] != '$' && (s[e] !=
	    '}' || d > 0); e++)
		d += s[e] == '{' ? 1 : s[e] == '}' ? -1 : 0;
	if (e >= n || s[e] != '}')
		return 0;
	for (l = e + 1; l < n && s[l] == ' '; l++)
		;
	if (!starts_ci(s, n, l, shut[k]))
		return 0;
	*group = t;
	return e;
}

/*
 * The solver on its own state in the clause before an answer phrase, in
 * its sentence ("As far as I can tell, the answer is 240 km.", "To the
 * best of my reckoning, the answer is 12."): read as the sentence before
 * an answer is (papo_frame_unowned: the solver's "I" or "my" with words
 * not recognised as committed), the phrase and its value aside.  Why it
 * is refused, or NULL ("So I get that the answer is 240 km.").
 */
static const char *
phrase_unowned(const struct hunt *h, size_t ph)
{
	const char *s = h->s, *q;
	size_t a, k;
	int solver = 0;
	char c;

	/* the byte test, on the line (memrchr, memchr: most phrases have
	   no "I" nor "y" before them on their line) */
	a = (q = memrchr(s, '\n', ph)) != NULL ? (size_t)(q - s) + 1 : 0;
	if (memchr(s + a, 'I', ph - a) == NULL && memchr(s + a, 'y',
	    ph - a) == NULL)
		return NULL;
	/* back to the sentence's start */
	for (a = ph; a > 0; a--) {
		c = s[a - 1];
		if (c == '\n' || ((c == '.' || c == '!' || c == '?') &&
		    a < ph && s[a] == ' '))
			break;
	}
	/* the solver's "I" or "my" as a word */
	for (k = a; k < ph && !solver; k++) {
		if (k > a && is_alpha((unsigned char)s[k - 1]))
			continue;
		if (s[k] == 'I')
			solver = k + 1 == ph || !is_alpha((unsigned char)s[k +
			    1]);
		else if ((s[k] == 'm' || s[k] == 'M') && k + 1 < ph &&
		    s[k + 1] == 'y')
			solver = k + 2 == ph || !is_alpha((unsigned char)s[k +
			    2]);
	}
	if (!solver)
		return NULL;
	/* a doubt row ("I think the answer is 5") is the lead rows' to
	   name (uncertain); 1u << 31: answer_frame.c's IN_LEAD */
	if (a == ph || papo_frame_row_within(h->s, a, ph, M(R_DOUBT) |
	    M(R_DISOWN) | M(R_COND) | (1u << 31), PROBLEM(h->o)) != NULL)
		return NULL;
	return papo_frame_unowned(h->s, a, ph, PROBLEM(h->o), NULL);
}

/*
 * Does the value out open with a parenthesis and a sign of
 * approximation in it ("(≈ C)", "(~C)", "(≃ 3)")?  The option's letter
 * or value after it is hedged.
 */
static int
paren_approx(const struct papo_buf *out)
{
	static const char *const signs[] = { "~", "\xe2\x89\x88",
	    "\xe2\x89\x83", "\xe2\x88\xbc", "\xe2\x89\xb2",
	    "\xe2\x89\xb3", NULL };	/* ≈ ≃ ∼ ≲ ≳ */
	size_t i = 1, k, l;

	if (out->len < 3 || out->s[0] != '(')
		return 0;
	while (i < out->len && out->s[i] == ' ')
		i++;
	for (k = 0; signs[k] != NULL; k++)
		if ((l = strlen(signs[k])) <= out->len - i &&
		    memcmp(out->s + i, signs[k], l) == 0)
			return 1;
	return 0;
}

/*
 * Is the phrase at s[ph] an opening label of the response's work: a
 * label alone ("Answer:", "A:") opens the response, words follow it
 * (no value right after it) and run over more lines ("Answer: \nEllen
 * spent $12.\nLani spent $3.\nTherefore they spent $15 in all.", a
 * few-shot prompt's label echoed)?  The work's own statements answer.
 */
static int
opening_label(const char *s, size_t n, size_t ph)
{
	static const char *const labels[] = { "answer:", "a:", NULL };
	size_t a = 0, k, lines = 0;
	int i;

	while (a < n && is_space((unsigned char)s[a]))
		a++;
	for (i = 0; labels[i] != NULL; i++)
		if (n - a > strlen(labels[i]) && strncasecmp(s + a, labels[i],
		    strlen(labels[i])) == 0)
			break;
	if (labels[i] == NULL)
		return 0;
	k = a + strlen(labels[i]);
	while (k < n && is_space((unsigned char)s[k]))
		k++;
	if (ph > k || k >= n || !is_alpha((unsigned char)s[k]))
		return 0;
	for (; k < n; k++)
		if (s[k] == '\n' && k + 1 < n && !is_space((unsigned char)
		    s[k + 1]))
			lines++;
	return lines >= 1;
}

/*
 * Is the answer phrase before s[ph] English's label "Answer:", an
 * English sentence after it ("Answer:\n\nHalf the number of spots they
 * all have combined is 2450.", its lines joined as "Answer: Half ..."):
 * a word of two letters or more first, no letter beyond ASCII, no
 * option's letter?  Then a statement of several values there is read by
 * the last statement's rules (the problem's own numbers restated in
 * it), not refused as the phrase's.
 */
static int
phrase_label(const char *s, size_t ph, size_t n)
{
	size_t k = ph;

	while (ph < n && (s[ph] == ' ' || s[ph] == '\t' || s[ph] == '*' ||
	    s[ph] == '\n'))
		ph++;
	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t' ||
	    s[k - 1] == '*' || s[k - 1] == '\n'))
		k--;
	if (k == 0 || s[k - 1] != ':' || ph + 2 >= n ||
	    !(s[ph] >= 'A' && s[ph] <= 'Z') || !(s[ph + 1] >= 'a' &&
	    s[ph + 1] <= 'z'))
		return 0;	/* not "C. 2494", "కాదు" */
	for (k--; k > 0 && s[k - 1] == '*'; k--)
		;
	if (k < 6 || strncasecmp(s + k - 6, "answer", 6) != 0 || (k > 6 &&
	    is_alpha((unsigned char)s[k - 7])))
		return 0;	/* English's label only: not "Jawaban:" */
	for (k = ph; k < n; k++)
		if ((unsigned char)s[k] >= 0x80)
			return 0;	/* "... atau D. 2928" is read so */
	return 1;
}

static int
find_phrase(struct hunt *h)
{
	struct papo_answer_said said = { NULL, NULL, NULL, "", 0, 0, 0, 0 };
	long ph = hunt_phrase(h);
	const char *yn;
	size_t send, lo;
	int r, c;

	if (ph < 0 || opening_label(h->s, hunt_chat(h), (size_t)ph))
		return NEXT;
	if (ph >= 3 && (size_t)ph + 3 <= h->n && (memcmp(h->s + ph - 3, "选",
	    3) == 0 || memcmp(h->s + ph - 3, "選", 3) == 0) &&
	    (memcmp(h->s + ph, "项", 3) == 0 || memcmp(h->s + ph, "項",
	    3) == 0))
		return NEXT;	/* "这对应选项 C。": the noun 选项, not 选
				   (choose); the option named reads it */
	said.o = h->o;
	/* "\\[ \\text{The answer is (D)} \\]": the statement ends at '}' */
	if ((send = text_display(h->s, (size_t)ph, h->n, &lo)) == 0) {
		send = h->n;
		lo = 0;
	}
	r = papo_answer_after_phrase(h->s, (size_t)ph, send, h->out, 1, &send,
	    PROBLEM(h->o), &said);
	if (r == ST_MANY && (yn = yes_no_sentence(h->s, (size_t)ph,
	    hunt_chat(h))) != NULL) {
		/* "Answer: No, the map is not injective." */
		papo_buf_reset(h->out);
		papo_buf_adds(h->out, yn);
		r = ST_ONE;
		send = hunt_chat(h);
	} else if (r == ST_MANY && (send = negation_value(h, (size_t)ph)) >
	    0) {
		size_t a = (size_t)ph, b = hunt_chat(h);

		papo_answer_trim(h->s, &a, &b);
		papo_buf_reset(h->out);	/* "సమాధానం: కాదు" */
		papo_buf_add(h->out, h->s + a, send);
		r = ST_ONE;
		send = a + send;
	} else if (r == ST_MANY && phrase_label(h->s, (size_t)ph,
	    hunt_chat(h))) {
		papo_buf_reset(h->out);	/* "Answer:\n\nHalf the number of
					   spots ... is 2450.": a statement */
		return NEXT;
	}
	if (r == ST_ONE && paren_approx(h->out)) {
		papo_buf_reset(h->out);	/* "The answer is (≈ C)." */
		return none(h->w, "an approximate value (~, \u2248) in "
		    "its parentheses");
	}
	if (r == ST_ONE && phrase_closing(h, (size_t)ph, send)) {
		papo_buf_reset(h->out);	/* "I hope the answer is correct." */
		return NEXT;
	}
	if (r == ST_ONE && (said.why = phrase_named(h, lo, (size_t)ph, send,
	    said.word, sizeof(said.word))) != NULL) {
		papo_buf_reset(h->out);	/* "La respuesta es casi 11." */
		if (h->w != NULL && h->w->refused == NULL) {
			h->w->before = "word";
			memcpy(h->w->word, said.word, sizeof(h->w->word));
		}
		return none(h->w, said.why);
	}
	if (r == ST_ONE && h->out->len <= 3 && (c = phrase_letter(h->out)) &&
	    papo_answer_parts_answered(h->s, (size_t)ph, c, PROBLEM(h->o))) {
		papo_buf_reset(h->out);	/* "(a) ... is (D). (b) ... is (C)." */
		return none(h->w, "a letter that answers one part of the "
		    "question");
	}
	if (r == ST_ONE && (said.why = phrase_unowned(h, (size_t)ph)) !=
	    NULL) {
		papo_buf_reset(h->out);	/* "As far as I can tell, the
					   answer is 240 km." */
		(void)none(h->w, said.why);
		if (h->w != NULL && h->w->refused == said.why)
			h->w->doubt = 1;	/* a hedge: uncertain */
		return PAPO_FROM_NONE;
	}
	if (r == ST_ONE) {
		sw_unit_before(h->s, (size_t)ph, send, h->out);
		h->at = (size_t)ph;
		h->stop = send;
		h->from = PAPO_FROM_PHRASE;
		return MATCH;
	}
	papo_buf_reset(h->out);
	if (r == ST_REST)
		return said_none(h->w, &said);
	return r == ST_NONE ? NEXT : none(h->w, phrase_many);
}

/*
 * A last line that states one of the problem's options by its label
 * and its text ("...:\n\nD) 3.85 miles", "The correct answer is: D)96
 * men"), recognised whole by answer_choice.c: the label and the text.
 * Such a line after words that doubt or deny it is no answer.
 */
static int
find_option_line(struct hunt *h)
{
	size_t n = hunt_chat(h), at, stop, la;
	const char *before = NULL;
	int c;

	if (h->o == NULL || h->o->problem == NULL || (c =
	    papo_answer_option_last(h->s, n, PROBLEM(h->o), &at, &stop)) == 0)
		return NEXT;
	if (c < 0)
		return papo_answer_choice_chosen(h->s, n, PROBLEM(h->o), &at,
		    &stop) != 0 ? NEXT :
		    none(h->w, "the option line doubted or denied");
	/* the lead's words, the label's quote or bold mark aside */
	for (la = at; la > 0 && (h->s[la - 1] == '\'' || h->s[la - 1] == '"' ||
	    h->s[la - 1] == '*'); la--)
		;
	/* "I'd go with choice D) 80.": a choosing verb's, read whole by
	   find_chosen after this row */
	if (papo_answer_lead(h->s, la, PROBLEM(h->o), h->o->words, &before) !=
	    NULL)
		return papo_answer_choice_chosen(h->s, n, PROBLEM(h->o), &la,
		    &stop) != 0 ? NEXT :
		    none(h->w, "the option line doubted or denied");
	if (h->w != NULL)
		h->w->before = before;
	papo_buf_reset(h->out);
	papo_buf_add(h->out, h->s + at, stop - at);
	h->at = at;
	h->stop = stop;
	h->from = PAPO_FROM_PHRASE;
	return MATCH;
}

/* --extract answer: nothing more is looked for. */
static int
find_end(struct hunt *h)
{
	return none(h->w, "no box or phrase");
}

/*
 * Is the choice statement s[at..stop) in h whole: not taken back, sure,
 * nothing before it in its sentence, the end after it?  The rows that
 * read around it in *before and *after.
 */
static int
choice_whole(struct hunt *h, size_t at, size_t stop, const char **before,
    const char **after)
{
	size_t n = hunt_chat(h);

	return !papo_answer_retracted(h->s, stop, n) && papo_answer_sure(h->s,
	    at, stop, NULL) && papo_answer_lead(h->s, at, PROBLEM(h->o),
	    h->o->words, before) == NULL && papo_answer_tail(h->s, at, stop,
	    n, h->o, after, NULL, 0) == NULL && papo_answer_follow(*after) ==
	    PAPO_FOLLOW_END;
}

/* A choice statement's answer v[0..vn) into h, the rows read around it
   into h's why. */
static int
choice_found(struct hunt *h, const char *before, const char *after,
    const char *v, size_t vn)
{
	if (h->w != NULL) {
		h->w->before = before;
		h->w->after = after;
		h->w->follow = papo_answer_follow(after);
	}
	papo_buf_reset(h->out);
	papo_buf_add(h->out, v, vn);
	return found(h->w, "choice statement", PAPO_FROM_PHRASE);
}

/*
 * A multiple-choice statement ("The correct option is G."), recognised
 * before and after: what follows it is a closing the frame rows know or
 * the option's text restated ("The sequence converges to 2.").  Never a
 * refusal: what it does not recognise, the later rows judge.  First a
 * Chinese one that names the options first ("C选项正确。", "选项 B、C
 * 均正确。"), judged as find_chosen's.
 */
static int
find_choice(struct hunt *h)
{
	size_t n = hunt_chat(h), at, stop, va = 0;
	const char *before = NULL, *after = NULL;
	char c, let[10];
	int nl;

	if (h->o != NULL && (nl = papo_answer_choice_zh(h->s, n, let, &at,
	    &stop)) > 0 && choice_whole(h, at, stop, &before, &after))
		return choice_found(h, before, after, let, (size_t)nl);
	if (((c = (char)papo_answer_choice_stmt(h->s, n, &at, &stop)) == 0 &&
	    (h->o == NULL || !papo_answer_choice_roman(h->s, n,
	    PROBLEM(h->o), &at, &va, &stop))) ||
	    papo_answer_retracted(h->s, stop, n) ||
	    !papo_answer_sure(h->s, at, stop, NULL) ||
	    papo_answer_lead(h->s, at, h->o->problem, h->o->problemlen,
	    h->o->words, &before) != NULL)
		return NEXT;
	/* the tail rows' remarks are not trusted here: the end, or the
	   option's text */
	if (papo_answer_tail(h->s, at, stop, n, h->o, &after, NULL, 0) !=
	    NULL || papo_answer_follow(after) != PAPO_FOLLOW_END) {
		if (c == 0 || !papo_answer_choice_text(h->s, stop, n, c,
		    PROBLEM(h->o)))
			return NEXT;
		after = "option text";
	}
	if (c == 0)	/* "The correct choice is I and III only." */
		return choice_found(h, before, after, h->s + va, stop - va);
	return choice_found(h, before, after, &c, 1);
}

/*
 * An option chosen in the first person ("I choose (B).", "我選擇 D。",
 * answer_chosen.c), its statement whole: asked before the answer
 * phrases, whose lead rows ("選擇", "选") would read the subject before
 * the verb ("我") as a word not recognised.  Judged as find_choice's:
 * sure, nothing before it in its sentence, the end after it.
 */
static int
find_chosen(struct hunt *h)
{
	size_t at, stop;
	const char *before = NULL, *after = NULL;
	char c;

	if (h->o == NULL || (c = (char)papo_answer_choice_chosen(h->s,
	    hunt_chat(h), PROBLEM(h->o), &at, &stop)) == 0 ||
	    !choice_whole(h, at, stop, &before, &after))
		return NEXT;
	return choice_found(h, before, after, &c, 1);
}

/*
 * A code agent's last statement, the tool call that hands in its answer
 * (smolagents' "final_answer(42)", "submit(42)", "answer(42)"; a
 * keyword "answer=" and the quotes of a string argument aside): its
 * argument the answer, when the call is the response's last line (a
 * code fence's close and "<end_code>" after it aside), opens its line,
 * is the response's only such call and its argument holds no call, no
 * parenthesis and no other argument.  "final_answer(41)" then
 * "final_answer(42)", or "print(...)" after it: none.
 */
static int
find_tool_call(struct hunt *h)
{
	static const char *const calls[] = { "final_answer(", "submit(",
	    "answer(", NULL };
	static const char *const tails[] = { "<end_code>", "```", NULL };
	const char *s = h->s;
	size_t b = h->n, a, e, k, l, t;
	int more;

	do {	/* the fence's close, "<end_code>" */
		while (b > 0 && is_space((unsigned char)s[b - 1]))
			b--;
		for (more = 0, k = 0; tails[k] != NULL; k++)
			if (b >= (l = strlen(tails[k])) && memcmp(s + b - l,
			    tails[k], l) == 0) {
				b -= l;
				more = 1;
				break;
			}
	} while (more);
	if (b == 0 || s[b - 1] != ')')
		return NEXT;
	for (a = b; a > 0 && s[a - 1] != '\n'; a--)
		;
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	for (k = 0; calls[k] != NULL; k++)
		if (b - a > (l = strlen(calls[k])) && memcmp(s + a, calls[k],
		    l) == 0)
			break;
	if (calls[k] == NULL)
		return NEXT;
	/* the only call of its kind: no other before it */
	for (t = 0; calls[t] != NULL; t++)
		if (papo_answer_find_bytes(s, a, calls[t], strlen(calls[t])))
			return none(h->w, "another tool call before it");
	a += l;
	e = b - 1;
	while (a < e && s[a] == ' ')
		a++;
	if (e - a > 7 && memcmp(s + a, "answer=", 7) == 0)
		a += 7;
	while (e > a && s[e - 1] == ' ')
		e--;
	if (e - a >= 2 && (s[a] == '"' || s[a] == '\'') && s[e - 1] == s[a]) {
		a++;	/* a string: "final_answer(\"42\")" */
		e--;
	}
	if (a >= e || e - a > 200)
		return NEXT;
	for (k = a; k < e; k++)
		if (s[k] == '(' || s[k] == ')' || s[k] == '\n' ||
		    s[k] == '=' || (s[k] == ',' && k + 1 < e && s[k + 1] ==
		    ' '))
			return none(h->w, "a tool call's argument not read");
	papo_buf_reset(h->out);
	papo_buf_add(h->out, s + a, e - a);
	return found(h->w, "tool call", PAPO_FROM_PHRASE);
}

/*
 * Does the last line of s[a..b) open with a sign of approximation
 * ("≈ 133", "~133", "\\approx 133", "≃ 133"), its value only that, or
 * end on one and its value after words or a name alone ("x ≈ 133", "It
 * is ≈133.", "n \\approx 133$"): the value given only as an
 * approximation?
 */
static int
last_line_approx(const char *s, size_t a, size_t b)
{
	static const char *const signs[] = { "\xe2\x89\x88", "~",
	    "\\approx", "\xe2\x89\x83", "\\sim", NULL };
	size_t ls, k, i, l, e;

	for (ls = b; ls > a && s[ls - 1] != '\n'; ls--)
		;
	while (ls < b && (s[ls] == ' ' || s[ls] == '$' || s[ls] == '*'))
		ls++;
	for (k = 0; signs[k] != NULL; k++)
		if (starts_ci(s, b, ls, signs[k]))
			return 1;
	/* a sign later in the line after words or a name alone (no
	   digit, '=' or command before it: "1/3 \\approx 0.33" gives the
	   exact value first), only a number after it */
	for (i = ls; i < b && !is_digit((unsigned char)s[i]) && s[i] != '=';
	    i++)
		for (k = 0; signs[k] != NULL; k++) {
			l = strlen(signs[k]);
			if (!starts_ci(s, b, i, signs[k]) || (l == 1 &&
			    ((i > ls && s[i - 1] == '~') || (i + 1 < b &&
			    s[i + 1] == '~'))))
				continue;	/* "~~": struck out */
			for (e = i + l; e < b && (s[e] == ' ' || s[e] == '$');
			    e++)
				;
			if (e == b || !is_digit((unsigned char)s[e]))
				continue;
			while (e < b && (is_digit((unsigned char)s[e]) ||
			    s[e] == '.' || s[e] == ',' || s[e] == ' ' ||
			    s[e] == '$' || s[e] == '*'))
				e++;
			if (e == b)
				return 1;
		}
	return 0;
}

/*
 * Where s[a..b) ends before a mark that ends a proof after a space or a
 * full stop ("7. QED", "7 ∎", "7. \\blacksquare"); b when none does.
 */
static size_t
proof_end(const char *s, size_t a, size_t b)
{
	static const char *const marks[] = { "QED", "Q.E.D.", "Q.E.D",
	    "\xe2\x88\x8e", "\xe2\x96\xa1", "\xe2\x96\xa0",	/* ∎ □ ■ */
	    "\\blacksquare", "\\square", "\\qed", NULL };
	size_t k, l, e = b;

	while (e > a && (s[e - 1] == '.' || s[e - 1] == ' ' || s[e - 1] ==
	    '$'))
		e--;
	for (k = 0; marks[k] != NULL; k++)
		if ((l = strlen(marks[k])) < e - a && memcmp(s + e - l,
		    marks[k], l) == 0 && (s[e - l - 1] == ' ' ||
		    s[e - l - 1] == '.' || s[e - l - 1] == '$'))
			/* its own math's '$' too: "$7$ $\\blacksquare$" */
			return s[e - l - 1] == '$' && e < b && s[e] == '$' ?
			    e - l - 1 : e - l;
	return b;
}

/*
 * The whole response a value: one number ("1000,99"), a compound
 * quantity ("2 h 15") or a bare expression ("3+2", "x = 3", "$odd$"),
 * at most 100 bytes; none when it hedges ("4?", "**4?**", "\\geq 4")
 * or is two choice letters on lines.
 */
/* Does the line s[a..b) hold a digit and a letter, a currency's sign or
   a degree sign ("12 mL", "€48", "25 °F"; not "∴ 84")? */
static int
line_unit(const char *s, size_t a, size_t b)
{
	size_t i;
	int digit = 0, other = 0;

	static const char *const signs[] = { "\xe2\x82\xac", "\xc2\xa3",
	    "\xc2\xa5", "\xc2\xa2", "\xc2\xb0", NULL };	/* € £ ¥ ¢ ° */
	size_t k;

	for (i = a; i < b; i++) {
		digit |= is_digit((unsigned char)s[i]);
		other |= is_alpha((unsigned char)s[i]) || s[i] == '$';
		for (k = 0; signs[k] != NULL; k++)
			other |= i + strlen(signs[k]) <= b && memcmp(s + i,
			    signs[k], strlen(signs[k])) == 0;
	}
	return digit && other;
}

static int
find_whole(struct hunt *h)
{
	struct papo_buf num = PAPO_BUF_INIT;
	const char *s = h->s, *why;
	char word[32];
	size_t a = 0, b = h->n, at, stop;
	int r;

	papo_answer_trim(s, &a, &b);
	if ((b = proof_end(s, a, b)) < h->n)
		papo_answer_trim(s, &a, &b);	/* "7. QED" */
	a = papo_answer_short_opener(s, a, b);	/* "So, 7." */
	if (a >= b || b - a > 100)
		return NEXT;
	/* "A. não satisfatório.": a letter and an option's text, in the
	   problem's own words, its own or another's */
	if (b - a > 3 && s[a] >= 'A' && s[a] <= 'J' && (s[a + 1] == '.' ||
	    s[a + 1] == ')') && h->o != NULL && (r =
	    papo_answer_option_restated(PROBLEM(h->o), s, a + 1, b)) != 0) {
		if (r != s[a])
			return none(h->w, "another option's text after it");
		papo_buf_add(h->out, s + a, 1);
		return found(h->w, "whole response", PAPO_FROM_WHOLE);
	}
	if (memmem(s + a, b - a, "\n\n", 2) != NULL &&
	    (papo_answer_short_opener(s, line_start(s, b), b) >
	    line_start(s, b) || memchr(s + line_start(s, b), '=', b -
	    line_start(s, b)) != NULL))
		return NEXT;	/* "3 + 4 = 7\n\nSo, 7.", "3 + 4 = 7\n\nx =
				   7.": the last line's statement */
	if (memmem(s + a, b - a, "**", 2) != NULL)
		return NEXT;	/* "2 + 2 = **4**.": the bold value's finder */
	if (memmem(s + a, b - a, "</", 2) != NULL)
		return NEXT;	/* markup, a tool's transcript: "<output>\n18\n
				   </output>\nJanet makes $18 every day." is
				   no bare value, nor a "<" of a bound */
	if (papo_answer_unsure(s, a, h->n) || papo_answer_hedged(s, a, b))
		return none(h->w, "hedged");
	if (memchr(s + a, '\n', b - a) != NULL && line_unit(s,
	    line_start(s, b), b))
		return NEXT;	/* "3 × 4 = 12.\n12 mL": the last line's value
				   and its unit, read by the finders after */
	for (at = h->n; at > a && (s[at - 1] == '*' || s[at - 1] == '_' ||
	    is_space((unsigned char)s[at - 1]));)
		at--;
	if (at > a && s[at - 1] == '?')
		return none(h->w, "hedged");	/* "**1.5 km?**" */
	if (last_line_approx(s, a, b) && (h->o == NULL ||
	    !papo_answer_rounding_asked(PROBLEM(h->o))))
		return none(h->w, "an approximate value where the problem "
		    "asks for no rounding");	/* "7 × 19 = 133\n≈ 133" */
	if (papo_answer_compound(s, a, b, h->out, &at) && at == a)
		return found(h->w, "whole response", PAPO_FROM_WHOLE);
	papo_buf_reset(h->out);	/* "2 h 15": 135 minutes */
	r = papo_answer_last_number(s, a, b, &num, &at, &stop) && at == a &&
	    stop == b;
	if (r)
		papo_buf_add(h->out, num.s, num.len);
	papo_buf_release(&num);
	if (r)
		return found(h->w, "whole response", PAPO_FROM_WHOLE);
	if (letter_lines(s, a, b))
		return none(h->w, "two letters");	/* "B.\\n\\nD." */
	if (((!papo_answer_prose(s, a, b) && !papo_answer_short_prose(s, a,
	    b)) || (!papo_answer_has_space(s, a, b) && b - a <= 40 &&
	    papo_answer_ascii(s, a, b))) && !papo_answer_words_beside(s, a,
	    b)) {
		/* "It is 126." is a statement, not a value (the last
		   statement's finder reads it) */
		if ((why = papo_answer_whole_unread(s, a, b)) != NULL)
			return none(h->w, why);
		papo_buf_add(h->out, s + a, b - a);
		if ((why = papo_answer_calc_unread(s, a, b, h->out,
		    PROBLEM(h->o), h->o != NULL ? h->o->words : NULL, word,
		    sizeof(word))) != NULL) {
			papo_buf_reset(h->out);	/* "12 × 5 ~ = 60" */
			return none(h->w, why);
		}
		return found(h->w, "whole response", PAPO_FROM_WHOLE);
	}
	return NEXT;
}

/*
 * Whether the refusal why of the tail rows, read after a bold number,
 * leaves it the answer.  After its sentence: words and values no row
 * reads, when they open a remark on the solution papo_answer_remark
 * recognises (the commentary real responses write there: "This approach
 * demonstrates how to think about the problem."; never "**42**; unless
 * ..." nor "**42**. Sinon 41.", issue 26).  In its own sentence,
 * which papo_answer_hedged and papo_answer_not_the_answer have judged
 * (the bold rule's "**1680 distinct** $2 \\times 2$ cubes ..., as not
 * distinct but reflections"): all but a question, what papo cannot
 * read ("**6** (?)", "**6** 🤷") and a bound the tail's rows read there
 * ("| **Total** | **18** | Roughly."), unless an aside in brackets opens
 * right after the bold ("**42** (from the key)").
 */
static int
bold_kept(const char *why, int own_sentence, int aside)
{
	static const char *const own[] = { TAIL_WORD, VALUE_AFTER, REST_WORD,
	    NULL };
	int k;

	if (aside)
		return 0;
	if (own_sentence)
		return strcmp(why, QUESTION_AFTER) != 0 &&
		    strcmp(why, SYMBOL_AFTER) != 0 &&
		    strcmp(why, BOUND_AFTER) != 0;
	for (k = 0; own[k]; k++)
		if (strcmp(why, own[k]) == 0)
			return 1;
	return 0;
}

/*
 * Where the note s[a..b) says something: after its label's colon
 * ("Check: 2 * 6 = 12", "**Verification:** ..."), or a when it has none
 * in its first 24 bytes.
 */
static size_t
note_body(const char *s, size_t a, size_t b)
{
	const char *q = memchr(s + a, ':', b - a < 24 ? b - a : 24);

	if (q == NULL)
		return a;
	for (a = (size_t)(q - s) + 1; a < b && (s[a] == '*' || s[a] == ' ');)
		a++;
	return a;
}

/*
 * Does a line of s[a..b) open a step ("Step 4:", "**Step 4.**", "###
 * Step 4")?  A step after the answer goes on working: the answer
 * before it is not the last ("Step 3: **42**\nStep 4: subtract one to
 * get 41").
 */
static int
later_step(const char *s, size_t a, size_t b)
{
	const char *q;
	size_t i;

	while (a < b && (q = memchr(s + a, '\n', b - a)) != NULL) {
		for (i = (size_t)(q - s) + 1; i < b && (s[i] == '#' ||
		    s[i] == '*' || s[i] == ' '); i++)
			;
		if (b - i > 6 && starts_ci(s, b, i, "step ") &&
		    is_digit((unsigned char)s[i + 5]))
			return 1;
		a = (size_t)(q - s) + 1;
	}
	return 0;
}

/*
 * Where the number written right after the '=' at s[q] ends when it is
 * the whole right side of that equation ("84 / 2 = 41.", "= $42,000"),
 * its value normalized into num; 0 when that side is no number alone
 * ("= 2x + 1", "= 6 \\times 7").
 */
static size_t
result_after(const char *s, size_t q, size_t n, struct papo_buf *num)
{
	size_t a = q + 1, b, at, stop;

	while (a < n && (s[a] == ' ' || s[a] == '$' || (s[a] == '\\' &&
	    a + 1 < n && s[a + 1] == '$')))
		a++;	/* "= $42", "= \\$42" */
	for (b = a; b < n && !is_space((unsigned char)s[b]); b++)
		;
	while (b > a && (s[b - 1] == '.' || s[b - 1] == ',' || s[b - 1] ==
	    ';' || s[b - 1] == ')' || s[b - 1] == '$' || s[b - 1] == '*'))
		b--;
	if (a == b || !papo_answer_numbers_in(s, a, a, b, num, &at, &stop) ||
	    at != a || stop != b)
		return 0;
	for (at = b; at < n && s[at] == ' '; at++)
		;
	if (at < n && s[at] != '\0' && (strchr("+-*/^\\", s[at]) != NULL ||
	    starts_ci(s, n, at, "\xc3\x97") || starts_ci(s, n, at,
	    "\xc3\xb7") || starts_ci(s, n, at, "\xc2\xb7") ||
	    starts_ci(s, n, at, "\xe2\x88\x92")))
		return 0;	/* "= 41 + 1 = 42", "= 41 × 2": a term */
	return b;
}

/* Does s[a..b) hold the number v (normalized) among its numbers? */
static int
holds_number(const char *s, size_t a, size_t b, const struct papo_buf *v)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y;
	int r = 0;

	while (!r && b > a && papo_answer_last_number(s, a, b, &t, &x, &y)) {
		r = t.len == v->len && memcmp(t.s, v->s, v->len) == 0;
		b = x;
	}
	papo_buf_release(&t);
	return r;
}

/*
 * Does the text s[a..n) after a bold answer v work out another value:
 * an equation whose result, a number alone after its '=', is not v
 * ("**42**. Double-check: 84 / 2 = 41.")?  A later worked equation is
 * recognised as a restatement only when its result is the answer's
 * value ("Double-check: 84 / 2 = 42."), or, in a check (check set: a
 * note "Check: ..."), when the answer's value is one of its terms
 * ("Check: 2 * 42 = 84"); one whose right side is no number alone is
 * left to the tail rows.
 */
static int
later_result(const char *s, size_t a, size_t n, const struct papo_buf *v,
    int check)
{
	struct papo_buf num = PAPO_BUF_INIT;
	const char *q, *c;
	size_t l = a;
	int other = 0;

	while (!other && a < n && (q = memchr(s + a, '=', n - a)) != NULL) {
		a = (size_t)(q - s) + 1;
		if ((q > s && (q[-1] == '<' || q[-1] == '>' || q[-1] == '!' ||
		    q[-1] == '=')) || (a < n && s[a] == '='))
			continue;	/* "<=", "==" */
		if ((c = memrchr(s + l, ':', (size_t)(q - s) - l)) != NULL)
			l = (size_t)(c - s) + 1;	/* "Check: 2 * 42" */
		papo_buf_reset(&num);
		if (result_after(s, (size_t)(q - s), n, &num) != 0)
			other = (num.len != v->len || memcmp(num.s, v->s,
			    v->len) != 0) && !(check && holds_number(s, l,
			    (size_t)(q - s), v));
		l = a;
	}
	papo_buf_release(&num);
	return other;
}

/*
 * Does a clause of its own start at s[i] (within e), after a bold value
 * and spaces: a comma, a semicolon or a dash opens it, or a word of
 * another script ("**42**, sinon 41", "**42** — unless", "**42** 그렇지
 * 않으면 41")?  An English word there is the noun phrase the bold rule
 * reads ("**1680 distinct** cubes").
 */
static int
bold_clause(const char *s, size_t i, size_t e)
{
	if (i >= e)
		return 0;
	return s[i] == ',' || s[i] == ';' || (s[i] == '-' && i + 1 < e &&
	    s[i + 1] == ' ') || (e - i >= 3 && memcmp(s + i, "\xe2\x80\x94",
	    3) == 0) || ((unsigned char)s[i] >= 0x80 && i > 0 &&
	    s[i - 1] == ' ');
}

/*
 * Does the clause s[i..e) after a bold value and its comma give the
 * case where an extremum is reached ("**13**, occurring when y is
 * least"), the problem p[0..pn) asking for one?  Then it is that
 * case, not words to read one by one.
 */
static int
bold_case(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	static const char *const open[] = { "occurring", "attained",
	    "achieved", "reached", "obtained", "which occurs",
	    "which is attained", "which is achieved", "which is reached",
	    "when", "at", NULL };
	static const char *const ext[] = { "minimum", "maximum", "smallest",
	    "largest", "least", "greatest", "minimal", "maximal", NULL };
	size_t k;

	while (i < e && s[i] == ' ')
		i++;
	if (papo_answer_word_of(s, i, e, i, open) == 0)
		return 0;
	for (k = 0; p != NULL && ext[k] != NULL; k++)
		if (memmem(p, pn, ext[k], strlen(ext[k])) != NULL)
			return 1;
	return 0;
}

/*
 * What follows a bold number at s[bold..close) up to nb, read by the
 * tail rows as what follows a box is (issue 26, round 17), its own
 * sentence and then the sentences after it, each kept as bold_kept
 * says: nothing that doubts, asks, bounds or that papo cannot read
 * ("**6** (?)", "**6**. 🤷", "**6**. idk"), and words no row reads
 * after its sentence only in a remark papo_answer_remark recognises.
 * The refusal, or NULL.
 */
static const char *
bold_after(struct hunt *h, size_t bold, size_t close, size_t nb)
{
	const char *why, *after;
	size_t e = papo_frame_sentence_stop(h->s, close, nb), i = close, stop;
	char word[32];

	while (i < e && h->s[i] == ' ')
		i++;
	if ((why = papo_answer_tail(h->s, bold, close, e, h->o, &after, NULL,
	    0)) != NULL && !bold_kept(why, 1, i >= e || h->s[i] == '('))
		return why;
	if (value_after(h->o, h->s, bold, close, e))
		return "another value after it in its sentence";
	if (!rest_known(h->o, h->s, bold, close, e, 1))
		return NOUN_WORD_UNREAD;
	/* "There are **42** apples, I guess.": a doubt in its sentence;
	   "**42**, except when x = 0": a condition (hostile_red9) */
	if (papo_frame_row_within(h->s, close, e, M(R_DOUBT) | M(R_DISOWN) |
	    M(R_COND),
	    h->o != NULL ? h->o->problem : NULL, h->o != NULL ?
	    h->o->problemlen : 0) != NULL)
		return DOUBT_AFTER;
	/* "**42**, except when x = 0", "**42**, sinon 41": a clause a
	   comma opens after the bold is read word by word, as the rest of
	   an answer phrase's sentence is (hostile_red9) */
	if (bold_clause(h->s, i, e) && !bold_case(h->s, i + 1, e,
	    PROBLEM(h->o)) && (why = papo_answer_rest(h->s, bold, close, e,
	    h->o, PROBLEM(h->o), &after, word, sizeof(word))) != NULL)
		return why;
	if (later_step(h->s, close, nb))
		return "a later step after it";
	for (stop = e; e < nb && is_space((unsigned char)h->s[e]);)
		e++;
	if (e < nb && (why = papo_answer_tail(h->s, (size_t)-1, e, nb, h->o,
	    &after, NULL, 0)) != NULL && !(bold_kept(why, 0, 0) &&
	    papo_answer_remark(h->s, bold, stop, e, nb, h->out->s, h->out->len,
	    PROBLEM(h->o))))
		return why;
	if (e < nb && later_result(h->s, e, nb, h->out, 0))
		return "a later equation with another result";
	return NULL;
}

/*
 * The words a bold holds after its number ("**35 bushels per day**",
 * "**35 bushels per day if my arithmetic is right**"), its closing
 * marks at close - 2: read to them as what follows a value is
 * (bold_after from the number's end, then word by word as the rest of
 * an answer phrase's sentence is: papo_answer_rest), so that a word no
 * row or problem holds, a hedge, a bound or another span inside the
 * bold refuses it as one after it does (what follows the bold is
 * bold_after's).  The refusal, or NULL.
 */
static const char *
bold_inside(struct hunt *h, size_t bold, size_t close)
{
	const char *s = h->s, *why, *after;
	size_t v = bold, cb = close - 2, i;
	char word[32];

	if (v < cb && s[v] == '$')
		v++;
	if (v < cb && s[v] == '-')
		v++;
	while (v < cb && (is_digit((unsigned char)s[v]) || ((s[v] == ',' ||
	    s[v] == '.') && v + 1 < cb && is_digit((unsigned char)s[v +
	    1]))))
		v++;
	if (v >= cb || v == bold)
		return NULL;	/* the number alone in its bold */
	for (i = v; i < cb && s[i] == ' '; i++)
		;
	if (memchr(s + i, ' ', cb - i) == NULL)
		return NULL;	/* one word: "**42 apples**", "**42
				   millions**", "**42 億**", "**1680
				   distinct**", read as before */
	while (cb > v && (s[cb - 1] == ' ' || s[cb - 1] == '.'))
		cb--;
	if ((why = bold_after(h, bold, v, cb)) != NULL)
		return why;
	return papo_answer_rest(s, bold, v, cb, h->o, PROBLEM(h->o), &after,
	    word, sizeof(word));
}

/*
 * Is the word after the number in the bold s[bold..close) (its marks
 * at the end) a fraction's denominator or a scale ("**42 hundredths**"
 * is 0.42: papo_frame_value_part) that the problem p[0..pn) does not
 * count ("How many halves ...") and that is not read as a factor
 * ("**42 millions**")?
 */
static int
bold_part(const char *s, size_t bold, size_t close, const char *p,
    size_t pn)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t i = bold, w;
	int scale;

	close -= 2;
	while (i < close && !is_space((unsigned char)s[i]))
		i++;
	while (i < close && s[i] == ' ')
		i++;
	for (w = i; w < close && (is_alpha((unsigned char)s[w]) ||
	    (unsigned char)s[w] >= 0x80); w++)
		;	/* "**42 centièmes**", "**42 сотни**" */
	/* "**42 millions**" is 42,000,000: papo_answer_bold_number reads
	   the scale (not "hundreds", a place's digit) */
	scale = w > i && papo_answer_scale_word(s, i, w, &t) &&
	    t.s[t.len - 1] != '}';
	papo_buf_release(&t);
	return w > i && !scale && papo_frame_value_part(s, i, w) &&
	    !papo_frame_in_problem(p, pn, NULL, s, i, w);
}

static const char *opener_said(const struct hunt *, size_t, size_t, char *,
    size_t);

/*
 * Where the words of a bold number's sentence s[a..b) start after a
 * label that ends in a colon ("Step 2: the error is **42**": "the
 * error is"), read as a sentence of their own; a when there is none.
 */
static size_t
bold_label_end(const char *s, size_t a, size_t b)
{
	size_t k;

	for (k = b; k > a && s[k - 1] != ':'; k--)
		;
	if (k == a || (k < b && s[k] != ' '))
		return a;	/* no label; "12:30", "a:b" */
	while (k < b && s[k] == ' ')
		k++;
	return k;
}

/*
 * Is the sentence s[st..b) a label (words alone, no markup, math or
 * data: "Incorrect:", "Неверно:", not a tool call's JSON) and the words
 * of the statement after it, on one line, no stop between them ("In
 * words: three hundred. **300**" is a label's line, then its value)?
 * Such a label before a bold number's sentence is read as a last
 * statement's label is.
 */
static int
plain_label(const char *s, size_t st, size_t b)
{
	size_t i;

	for (i = st; i < b; i++)
		if (s[i] == '\n' || s[i] == '.' || s[i] == '!' || s[i] == '?' ||
		    strchr("{}\"<>=[]()$\\|`_^", s[i]) != NULL ||
		    is_digit((unsigned char)s[i]))
			return 0;
	return 1;
}

/*
 * A bold number's sentence s[a..b) with letters beyond ASCII, which
 * the opener's readers do not read whole ("Răspunsul este **42**",
 * "因此，...多 **3页**。"): a doubt, a disowning, a negation, a
 * condition or a bound of a listed language in it ("Возможно, итог
 * **42**.") refuses it, the row in h->w; else NULL.
 */
static const char *
bold_rows(const struct hunt *h, size_t a, size_t b)
{
	const struct row *r = papo_frame_row_within(h->s, a, b, M(R_DOUBT) |
	    M(R_DISOWN) | M(R_NEG) | M(R_COND) | M(R_BOUND), PROBLEM(h->o));

	if (r == NULL)
		return NULL;
	if (h->w != NULL && h->w->refused == NULL) {
		h->w->before = "word";
		papo_frame_rest_word(r->w, 0, r->len, h->w->word,
		    sizeof(h->w->word), NULL);
	}
	return "a doubt, a negation or a bound before it";
}

/* Is the word s[w..e) a negation, a doubt, a disowning or a guess of a
   listed language?  Then the word in h->w. */
static int
bold_neg_word(const struct hunt *h, size_t w, size_t e)
{
	if (w >= e || papo_frame_kinds_word(h->s, w, e, M(R_NEG) |
	    M(R_DOUBT) | M(R_DISOWN) | M(R_GUESS)) == 0)
		return 0;
	if (h->w != NULL && h->w->refused == NULL) {
		h->w->before = "word";
		papo_frame_rest_word(h->s, w, e, h->w->word, sizeof(h->w->word),
		    NULL);
	}
	return 1;
}

/* Where the word of any script that ends at s[e] starts (after s[a]). */
static size_t
bold_word_start(const char *s, size_t a, size_t e)
{
	while (e > a && (is_alpha((unsigned char)s[e - 1]) ||
	    (unsigned char)s[e - 1] >= 0x80))
		e--;
	return e;
}

/*
 * Is the word right before a bold number (its sentence from s[st], the
 * bold at s[b]) a negation, a doubt, a disowning or a guess of a listed
 * language ("The product is not **391**.", "is non **391**")?  The
 * opener's readers let a "not" that a copula comes before stand.  Why,
 * the word in h->w; else NULL.
 */
static const char *
bold_neg_before(const struct hunt *h, size_t st, size_t b)
{
	return bold_neg_word(h, bold_word_start(h->s, st, b), b) ?
	    "a negation or a doubt right before it" : NULL;
}

/*
 * The words between the math of a bold number's sentence (from s[a])
 * and the bold (at s[b]): any of them a negation, a doubt, a disowning
 * or a guess ("17 × 23 = 391, falsch so the product is **391**.")?
 * Why, the word in h->w; else NULL.  Only such rows: the opener's
 * readers miss forms real models write there ("d'où **299**").
 */
static const char *
bold_after_math(const struct hunt *h, size_t a, size_t b)
{
	const char *s = h->s;
	size_t m = b, w;

	while (m > a && !is_digit((unsigned char)s[m - 1]) && s[m - 1] !=
	    '$' && s[m - 1] != '\\' && s[m - 1] != '=')
		m--;
	for (; b > m; b = w) {
		while (b > m && !(is_alpha((unsigned char)s[b - 1]) ||
		    (unsigned char)s[b - 1] >= 0x80))
			b--;
		if ((w = bold_word_start(s, m, b)) == b)
			break;
		if (bold_neg_word(h, w, b))
			return "a negation or a doubt between its math and it";
	}
	return NULL;
}

/*
 * The words of the bold number's sentence before it, when they are
 * words alone, read as a last statement's opener is (opener_said),
 * whatever word ends them (issue 26: until h21-holes11 only a copula
 * or a verb of saying or guessing, so that "Nobody gets **42**." was
 * read as "gets" after a name): "Bob guessed **42**.", "The error is
 * **42**." and "Nobody gets **42**." are no answer, "So the total is
 * **42**." and "He gets **42**." are.  NULL when recognised or not
 * read (math or markup before it); else why not, the word in h->w.
 */
static const char *
bold_opener(const struct hunt *h, size_t bold)
{
	const char *s = h->s, *why;
	size_t b = bold, a, i, st;
	char word[32];

	while (b > 0 && (s[b - 1] == '*' || s[b - 1] == '_' ||
	    s[b - 1] == ' '))
		b--;
	st = papo_answer_last_sentence(s, b);
	if ((why = bold_neg_before(h, st, b)) != NULL)
		return why;	/* "The product is not **391**." */
	a = bold_label_end(s, st, b);
	/* a label right before it ("Guess: **42**", "Bob: **42**"): read
	   as a last statement's label is (answer_open.c) */
	if (a > st && (a == b || plain_label(s, st, b)) && (why =
	    opener_said(h, st, a == b ? b : a, word, sizeof(word))) != NULL) {
		if (h->w != NULL && h->w->refused == NULL) {
			h->w->before = "word";
			memcpy(h->w->word, word, sizeof(h->w->word));
		}
		return why;
	}
	for (i = a; i < b; i++)
		if (!is_alpha((unsigned char)s[i]) && s[i] != ' ' &&
		    s[i] != ',' && s[i] != '\'')
			break;
	if (i < b && (unsigned char)s[i] >= 0x80)
		return bold_rows(h, a, b);
	if (i < b && !is_digit((unsigned char)s[i]) && s[i] != '$' &&
	    s[i] != '\\')
		return NULL;	/* a label or markup */
	/* math: the words before it ("Some say 6 × 7 = 42, so the
	   product is **42**."), as a last statement's opener is read, and
	   those between the math and the bold ("17 × 23 = 391, so the
	   product is not **391**.") */
	while (i > a && s[i - 1] == ' ')
		i--;
	if (i == a || (why = opener_said(h, a, i, word, sizeof(word))) ==
	    NULL)
		return bold_after_math(h, a, b);	/* its word named */
	if (h->w != NULL && h->w->refused == NULL) {
		h->w->before = "word";
		memcpy(h->w->word, word, sizeof(h->w->word));
	}
	return why;
}

/*
 * The signs that may stand right before a bold number (its markers
 * and spaces between): punctuation that ends a label, a clause or a
 * line, brackets and quotes that open, a list's or a heading's mark,
 * an arrow that gives a result, '=' itself (not "!=", "<=", ">=",
 * "~="), and CJK punctuation.  A relation or an approximation (≠, ≈,
 * <, ≤, ~, \\neq, \\approx) or a symbol no row names makes the bold
 * no committed value: "3 + 4 ≠ **7**".
 */
static const char *const bold_signs[] = { ":", ",", ";", "(", "[", "{",
	".", "!", "\"", "'", "-", "*", "#", "|", "/",
	"\xe2\x86\x92", "\xe2\x87\x92", "\xe2\x9f\xb9",	/* → ⇒ ⟹ */
	"\xef\xbc\x9a", "\xef\xbc\x8c", "\xe3\x80\x81",	/* ： ， 、 */
	"\xe3\x80\x82", "\xef\xbc\x88", "\xe3\x80\x8c",	/* 。 （ 「 */
	"\xe3\x80\x8e", "\xe2\x80\x9c", "\xe2\x80\x98",	/* 『 “ ‘ */
	"\xc2\xab", NULL };	/* « */

/* The commands of TeX that may end the math right before a bold
   number: '=' is read as a sign, these as arrows. */
static const char *const bold_commands[] = { "implies", "Rightarrow",
	"rightarrow", "to", "Longrightarrow", "longrightarrow", "quad",
	"qquad", NULL };

/*
 * Why the sign right before the bold number at s[bold] (past its
 * markers, spaces and the '$' that closes math) is not one of
 * bold_signs[], '=' or a letter: "a relation or a symbol before it",
 * or NULL.  Approximation signs pass where the problem asks for a
 * rounded value.
 */
static const char *
bold_sign_before(const struct hunt *h, size_t bold)
{
	static const char *const approx[] = { "~", "\xe2\x89\x88",
	    "\xe2\x88\xbc", NULL };	/* ~ ≈ ∼ */
	const char *s = h->s;
	size_t b = bold, st, k, l;
	long c;
	int j;

	while (b > 0 && (s[b - 1] == '*' || s[b - 1] == '_'))
		b--;
	while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '\t' ||
	    s[b - 1] == '$'))
		b--;
	if (b == 0 || s[b - 1] == '\n')
		return NULL;
	c = papo_frame_cp_before(s, 0, b, &st);
	if (is_digit((unsigned char)s[b - 1]) || papo_frame_word_letter(c) ||
	    papo_frame_dense_letter(c)) {
		/* a command's name: "\\neq **7**", "\\implies **7**" */
		for (k = b; k > 0 && is_alpha((unsigned char)s[k - 1]); k--)
			;
		if (k == b || k == 0 || s[k - 1] != '\\')
			return NULL;
		for (j = 0; bold_commands[j] != NULL; j++)
			if (strlen(bold_commands[j]) == b - k &&
			    memcmp(s + k, bold_commands[j], b - k) == 0)
				return NULL;
		if ((b - k == 6 && memcmp(s + k, "approx", 6) == 0) ||
		    (b - k == 3 && memcmp(s + k, "sim", 3) == 0))
			return papo_answer_rounding_asked(PROBLEM(h->o)) ?
			    NULL : "a relation or a symbol before it";
		return "a relation or a symbol before it";
	}
	if (s[b - 1] == '=')
		return b >= 2 && strchr("!<>~", s[b - 2]) != NULL ?
		    "a relation or a symbol before it" : NULL;
	if (s[b - 1] == '>' && (b == 1 || s[b - 2] == '\n'))
		return NULL;	/* a quote's mark */
	for (j = 0; bold_signs[j] != NULL; j++)
		if ((l = strlen(bold_signs[j])) == b - st &&
		    memcmp(s + st, bold_signs[j], l) == 0)
			return NULL;
	for (j = 0; approx[j] != NULL; j++)
		if ((l = strlen(approx[j])) == b - st &&
		    memcmp(s + st, approx[j], l) == 0 &&
		    papo_answer_rounding_asked(PROBLEM(h->o)))
			return NULL;
	return "a relation or a symbol before it";
}

static int last_doubted(struct hunt *, size_t);

/*
 * A bold number in the last sentence before the notes ("Note: ..."),
 * unless its sentence hedges or denies it ("**4** is not the answer",
 * "**4** or maybe 5").  A note passed over is read as a note after a
 * JSON answer is (json_note_kept): one that fails a check by numbers
 * alone ("Check: 2 * 6 = 12 ≠ 14", "Check: 2·6 = 12 (expected 14)") is
 * not commentary, and the bold before it no answer (issue 26, round 17).
 */
/*
 * Does a quotation mark stand right before the bold value at s[bold]
 * and its closing one right after its close at s[close] (to s[n]),
 * emphasis aside ('The teacher wrote "**12**".', '“**12 sheep**”')?
 * The bold finder reads no phrase that makes it the response's own.
 */
static int
quoted_bold(const char *s, size_t bold, size_t close, size_t n)
{
	size_t k = bold, l;

	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '*' || s[k - 1] ==
	    '_'))
		k--;
	if (!(k > 0 && (s[k - 1] == '"' || s[k - 1] == '\'')) && !(k >= 2 &&
	    quote_opens(s, k - 2, k) == 2) && !(k >= 3 && quote_opens(s, k - 3,
	    k) == 3))
		return 0;
	for (l = close; l < n && (s[l] == '*' || s[l] == '_' || s[l] == ' ');
	    l++)
		;
	return l < n && (s[l] == '"' || s[l] == '\'' || quote_closes(s, l,
	    n) > 0);
}

static int
find_bold(struct hunt *h)
{
	const char *s = h->s, *why;
	size_t n = hunt_chat(h), nb, a, bold, close;
	int k, unkept = 0;

	if (memchr(s, '*', n) == NULL)
		return NEXT;
	/* up to three notes passed over; a: the last sentence before
	   nb, each found once */
	for (nb = n, k = 0; ; k++) {
		a = nb == n ? hunt_last(h) : papo_answer_last_sentence(s, nb);
		if (k == 3 || a == 0 || !papo_answer_is_note(s, a, nb))
			break;
		unkept |= !json_note_kept(h->o, s, note_body(s, a, nb), nb);
		nb = a;
	}
	if (papo_answer_hedged(s, a, nb) || papo_answer_not_the_answer(s, a,
	    nb) || papo_answer_retracted(s, a, nb) ||
	    !papo_answer_bold_number(s, nb, h->out, &bold, &close)) {
		papo_buf_reset(h->out);
		return NEXT;
	}
	if (unkept)
		return none(h->w, "a note after it not read as commentary");
	if (quoted_bold(s, bold, close, nb))
		return none(h->w, "a quoted value, not the response's own");
	if (nb < n && later_result(s, nb, n, h->out, 1))
		return none(h->w, "a check after it with another result");
	if (bold_part(s, bold, close, PROBLEM(h->o)))
		return none(h->w, "a fraction or a scale after it");
	if ((why = bold_after(h, bold, close, nb)) != NULL ||
	    (why = bold_inside(h, bold, close)) != NULL)
		return none(h->w, why);
	/* "Tom is **18 years** older." */
	if (papo_answer_difference_other(s, close, nb, PROBLEM(h->o)))
		return none(h->w, "a difference the question does not ask");
	if ((why = bold_opener(h, bold)) != NULL ||
	    (why = bold_sign_before(h, bold)) != NULL)
		return none(h->w, why);
	/* another value committed right before it: "The library has 48
	   books, so **42**" */
	if (h->o != NULL && bold >= 2 && (why = lead_alone(h->o, s, bold - 2,
	    close, 0)) != NULL) {
		papo_buf_reset(h->out);
		return none(h->w, why);
	}
	if (papo_answer_unlisted(s, papo_answer_last_sentence(s, bold), bold))
		return none(h->w, "a statement in a language papo-verify "
		    "does not read");	/* "Η απάντηση: **42**" */
	if (last_doubted(h, close)) {
		papo_buf_reset(h->out);	/* "I did this in a hurry. So the
					   total is **42**." */
		return none(h->w, DOUBT_BEFORE);
	}
	return found(h->w, "bold number", PAPO_FROM_NUMBER);
}

/*
 * Is the line s[a..b) a list item ("- 4", "2. 4", "• 4"), a table row
 * ("| 4 |") or a step of a computation ("= 4", "+ 3")?
 */
static int
not_alone(const char *s, size_t a, size_t b)
{
	size_t k;

	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	if (a >= b || memchr(s + a, '|', b - a) != NULL)
		return 1;
	if (strchr("=+<>\xe2", s[a]) != NULL ||
	    ((s[a] == '-' || s[a] == '*') && a + 1 < b && s[a + 1] == ' '))
		return 1;
	for (k = a; k < b && is_digit((unsigned char)s[k]); k++)
		;
	return k > a && k + 1 < b && (s[k] == '.' || s[k] == ')') &&
	    s[k + 1] == ' ';
}

/*
 * Does the line s[a..b) label what follows it as a tool's output
 * ("Output:", "Execution result:", "Executing code...", "stdout:",
 * "Observation:")?  The value on the line after it is what the tool
 * printed, not the response's own statement (hostile_red9).
 */
static int
tool_label(const char *s, size_t a, size_t b)
{
	static const char *const labels[] = { "output", "execution result",
	    "executing", "stdout", "observation", "tool output",
	    "tool result", "tool response", "program output", "code output",
	    "console output", NULL };
	size_t k;

	while (a < b && (s[a] == ' ' || s[a] == '*' || s[a] == '#'))
		a++;
	for (k = 0; labels[k] != NULL; k++)
		if (starts_ci(s, b, a, labels[k]) && (a + strlen(labels[k]) ==
		    b || !is_alpha((unsigned char)s[a + strlen(labels[k])])))
			return 1;
	return 0;
}

/*
 * Does the statement s[st..e) open with a label that asks, a question
 * mark right before its colon ("Answer?: 42", "Answer (?): 42",
 * "答案？：42", "Ответ?: 42")?  The writer doubts the label it gives
 * the value: no answer.
 */
static int
label_asks(const char *s, size_t st, size_t e)
{
	size_t c, k;

	for (c = st; c < e && s[c] != ':' && s[c] != '\n' && !(e - c >= 3 &&
	    memcmp(s + c, "\xef\xbc\x9a", 3) == 0); c++)
		;	/* its first colon, ':' or '：', on its line */
	if (c == e || s[c] == '\n')
		return 0;
	for (k = c; k > st && s[k - 1] == ' '; k--)
		;
	if (k > st + 1 && s[k - 1] == ')' && s[k - 2] == '?')
		k--;	/* "(?)" */
	return (k > st && s[k - 1] == '?') || (k >= st + 3 &&
	    memcmp(s + k - 3, "\xef\xbc\x9f", 3) == 0);
}

/*
 * What may stand between the name of an answer and the colon of its
 * label ("Answer (rounded): 42", "Final answer (in cm): 42", "The answer
 * to the question: 42"), in parentheses or not: a form the value is
 * given in, a unit after "in" (papo_unit_parse), a rounding ("to 2
 * decimal places", "to the nearest cent"), a connective.  Anything else
 * ("Answer (for n=3): 42", "Answer (GPT): 42", "Answer (expected): 42",
 * "Answer <draft>: 42", "Answer 2: 42", "Answer to Q1: 42") names a case,
 * someone's or a draft's answer, or one of several: no answer.
 */
static const char *const label_names[] = { "the final answer",
	"final answer", "the answer", "answer", "final result", "result",
	"my final answer", "my answer", NULL };
static const char *const label_quals[] = { "rounded", "exact", "exactly",
	"simplified", "in simplest form", "in lowest terms", "simplest form",
	"as a fraction", "as a decimal", "as a percentage", "as a percent",
	"as a mixed number", "to the question", "to the problem",
	"to this problem", "to this question", "to the original question",
	"final", "numerical", "numeric", "exact value", "in total",
	"therefore", "thus", "hence", "then", "so", NULL };
/* The answer's name in the other languages' labels ("Antwort 2: 42"):
   only a number or a letter that numbers it is read after it. */
static const char *const label_others[] = { "antwort", "respuesta",
	"réponse", "resposta", "risposta", "ответ", "Ответ", "odpowiedź",
	"jawaban", "jawapan", "cevap", "antwoord", "svar", NULL };
static const char *const label_rounds[] = { "decimal place",
	"decimal places", "d.p.", "dp", "significant figure",
	"significant figures", "sig figs", "s.f.", "sf", NULL };

/* Is s[a..b) a label's recognised qualifier (label_quals, a unit after
   "in", "in terms of ...", a rounding)? */
static int
label_qual(const char *s, size_t a, size_t b)
{
	struct papo_unit u;
	size_t k, l;

	while (a < b && (s[a] == ' ' || s[a] == ','))
		a++;
	while (b > a && s[b - 1] == ' ')
		b--;
	for (k = 0; label_quals[k] != NULL; k++)
		if ((l = strlen(label_quals[k])) == b - a &&
		    starts_ci(s, b, a, label_quals[k]))
			return 1;
	if (b - a > 3 && starts_ci(s, b, a, "in "))
		return starts_ci(s, b, a, "in terms of ") ||
		    papo_unit_parse(s + a + 3, b - a - 3, &u) == 0;
	if (b - a > 15 && starts_ci(s, b, a, "to the nearest "))
		return 1;
	if (b - a < 5 || !starts_ci(s, b, a, "to "))
		return 0;
	for (k = a + 3; k < b && is_digit((unsigned char)s[k]); k++)
		;
	if (k == a + 3 || k >= b || s[k] != ' ')
		return 0;
	for (l = 0; label_rounds[l] != NULL; l++)
		if (strlen(label_rounds[l]) == b - k - 1 &&
		    starts_ci(s, b, k + 1, label_rounds[l]))
			return 1;
	return 0;
}

/*
 * Is the label s[a..c) (its colon at s[c]) an answer's name of another
 * language (label_others) then a number or a letter that numbers it
 * ("Antwort 2", "Respuesta #1", "Ответ Б", "Réponse II"): one answer of
 * several?
 */
static int
label_numbered(const char *s, size_t a, size_t c)
{
	size_t k, l, b;

	for (k = 0; label_others[k] != NULL; k++)
		if (starts_ci(s, c, a, label_others[k]) && a + (l =
		    strlen(label_others[k])) < c && s[a + l] == ' ')
			break;
	if (label_others[k] == NULL)
		return 0;
	for (a += l; a < c && s[a] == ' '; a++)
		;
	for (b = c; b > a && s[b - 1] == ' '; b--)
		;
	if (a < b && s[a] == '#')
		a++;
	for (k = a; k < b && (is_digit((unsigned char)s[k]) ||
	    strchr("IVXivx", s[k]) != NULL); k++)
		;
	if (a < b && k == b)
		return 1;	/* "2", "#1", "II" */
	/* one letter, Latin or not: "B", "Б" */
	for (k = a + 1; k < b && ((unsigned char)s[k] & 0xc0) == 0x80; k++)
		;
	return a < b && k == b && (is_alpha((unsigned char)s[a]) ||
	    (unsigned char)s[a] >= 0x80);
}

/*
 * Is s[a..b), a label's aside, a unit alone ("dollars", "USD", "cm"),
 * or a currency's sign after "in" or alone ("$", "in €")?  The unit's
 * bounds, "in" and spaces aside, in *ua and *ub (NULL: not asked).
 */
static int
label_unit(const char *s, size_t a, size_t b, size_t *ua, size_t *ub)
{
	static const char *const signs[] = { "$", "\xe2\x82\xac", "\xc2\xa3",
	    "\xc2\xa5", "\xe2\x82\xb9", NULL };	/* $ € £ ¥ ₹ */
	struct papo_unit u;
	size_t k;

	while (a < b && s[a] == ' ')
		a++;
	while (b > a && s[b - 1] == ' ')
		b--;
	if (b - a > 3 && starts_ci(s, b, a, "in "))
		a += 3;
	if (ua != NULL) {
		*ua = a;
		*ub = b;
	}
	for (k = 0; signs[k] != NULL; k++)
		if (strlen(signs[k]) == b - a && memcmp(s + a, signs[k],
		    b - a) == 0)
			return 1;
	return b > a && papo_unit_parse(s + a, b - a, &u) == 0;
}

/*
 * The unit an aside names before the value of the statement s[st..e)
 * ("Answer (in hours): 18", "The answer (cm) is 18"), after the value
 * in out as a unit written after it is (" \\text{ hours}"), when out
 * is a number alone: a value in another unit than the question's is
 * not its answer.  A currency's sign alone names no unit to compare.
 */
static void
aside_unit(const char *s, size_t st, size_t e, struct papo_buf *out)
{
	size_t a, b, k, ua, ub;

	for (a = st; a < e && s[a] != '(' && s[a] != '\n' &&
	    !is_digit((unsigned char)s[a]); a++)
		;
	if (a >= e || s[a] != '(')
		return;
	for (b = a + 1; b < e && s[b] != ')' && s[b] != '(' &&
	    s[b] != '\n'; b++)
		;
	if (b >= e || s[b] != ')' || !label_unit(s, a + 1, b, &ua, &ub))
		return;
	for (k = 0; k < out->len; k++)
		if (!is_digit((unsigned char)out->s[k]) &&
		    strchr(".,-/ ", out->s[k]) == NULL)
			return;	/* a unit, a sign of its own, math */
	for (k = ua; k < ub; k++)
		if (!is_alpha((unsigned char)s[k]) && s[k] != ' ' &&
		    s[k] != '/' && s[k] != '.')
			return;	/* "$", "€": a sign, no unit */
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, s + ua, ub - ua);
	papo_buf_addc(out, '}');
}

/*
 * Does the statement s[st..e) open with a label whose answer's name
 * (label_names) is followed, before its colon, by words label_qual does
 * not recognise?
 */
static int
label_unread(const char *s, size_t st, size_t e)
{
	size_t c, a = st, b, k, l;

	for (c = st; c < e && s[c] != ':' && s[c] != '\n'; c++)
		;	/* its first colon on its line */
	if (c == e || s[c] == '\n')
		return 0;
	while (a < c && (s[a] == ' ' || s[a] == '*' || s[a] == '#'))
		a++;
	for (k = 0; label_names[k] != NULL; k++)
		if (starts_ci(s, c, a, label_names[k]) && (a + (l =
		    strlen(label_names[k])) == c || !is_alpha((unsigned char)
		    s[a + l])))
			break;
	if (label_names[k] == NULL)
		return label_numbered(s, a, c);
	for (a += l; a < c && (s[a] == ' ' || s[a] == '*'); a++)
		;
	for (b = c; b > a && (s[b - 1] == ' ' || s[b - 1] == '*'); b--)
		;
	if (a == b)
		return 0;
	if (s[a] == '(' && s[b - 1] == ')' && b - a > 2)
		return !label_qual(s, a + 1, b - 1) && !label_unit(s, a + 1,
		    b - 1, NULL, NULL);	/* "Answer (dollars): 42" */
	return !label_qual(s, a, b);
}

/* Does the line s[a..b) hold words, a run of two ASCII letters? */
static int
line_words(const char *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i + 1 < b; i++)
		if (is_alpha((unsigned char)s[i]) &&
		    is_alpha((unsigned char)s[i + 1]))
			return 1;
	return 0;
}

/* Is the line s[a..b), a tool's label, the label alone: nothing after
   it but a colon, dots or spaces ("Executing code...", "Output:")? */
static int
label_alone(const char *s, size_t a, size_t b)
{
	size_t i = a;

	while (i < b && (s[i] == ' ' || s[i] == '*' || s[i] == '#'))
		i++;
	while (i < b && (is_alpha((unsigned char)s[i]) || s[i] == ' '))
		i++;
	while (i < b && strchr(":. *", s[i]) != NULL)
		i++;
	return i == b;
}

/*
 * Does the statement s[st..e) open with a tool's label, or stand after
 * one, on its line or the line before ("Execution result: 42",
 * "Executing code...\n42")?  A statement of words on its own line after
 * a label's line that holds its output ("Output: 18\n\nSo she makes
 * $18.") is the writer's own.
 */
static int
after_tool(const char *s, size_t st, size_t e)
{
	size_t ls, pa, pe;

	if (tool_label(s, st, e))
		return 1;
	for (ls = st; ls > 0 && s[ls - 1] != '\n'; ls--)
		;
	while (ls < st && (s[ls] == ' ' || s[ls] == '*'))
		ls++;
	if (ls < st)	/* the statement starts inside its line: after a
			   label there ("Executing code... 42")? */
		return tool_label(s, ls, st);
	for (pe = ls; pe > 0 && is_space((unsigned char)s[pe - 1]); pe--)
		;
	for (pa = pe; pa > 0 && s[pa - 1] != '\n'; pa--)
		;
	return pe > 0 && tool_label(s, pa, pe) && (!line_words(s, ls, e) ||
	    label_alone(s, pa, pe));
}

/*
 * The signs a last line may open with to draw the conclusion its value
 * states ("∴ 84", "=> 84", "⇒ 84", "→ 84", "⟹ 84"): therefore and the
 * arrows of implication.  Any other sign before the value ("= 84",
 * "≈ 84", "∵ 84", "< 84") leaves the line a step of a computation.
 */
static const char *const conclude_signs[] = { "\xe2\x88\xb4", "=>",
	"\xe2\x87\x92", "\xe2\x86\x92", "\xe2\x9f\xb9", NULL };

/*
 * Where the value of the line s[a..b) starts when the line opens with
 * one of conclude_signs[] and a space; else a.
 */
static size_t
concluded(const char *s, size_t a, size_t b)
{
	size_t i = a, k, l;

	while (i < b && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (k = 0; conclude_signs[k] != NULL; k++) {
		l = strlen(conclude_signs[k]);
		if (b - i > l && memcmp(s + i, conclude_signs[k], l) == 0 &&
		    s[i + l] == ' ')
			return i + l + 1;
	}
	return a;
}

/*
 * A last line that is the value alone, after a derivation on the lines
 * before it ("...\n\n42", "...\n$\\frac{3}{4}$", "...\n**42**"), or
 * after a sign that concludes (conclude_signs[]: "...\n∴ 42"): not an
 * item of a list or a table, not a step of a computation (the line
 * before ends on an operator), not after a hedged line nor a sentence
 * of doubt (last_doubted: "I may have slipped.\n84").
 */
static int
find_value_line(struct hunt *h)
{
	const char *s = h->s;
	size_t e = hunt_chat(h), la, pa, pe, a, b, x, y;
	int c;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	for (la = e; la > 0 && s[la - 1] != '\n'; la--)
		;
	for (pe = la; pe > 0 && is_space((unsigned char)s[pe - 1]); pe--)
		;
	if (la == 0 || pe == 0)
		return NEXT;	/* one line: no derivation before it */
	for (pa = pe; pa > 0 && s[pa - 1] != '\n'; pa--)
		;
	a = concluded(s, la, e);	/* "∴ 84": the value after the sign */
	if (not_alone(s, a, e) || not_alone(s, pa, pe) || tool_label(s, pa,
	    pe) || strchr("=+-*/", s[pe - 1]) != NULL ||
	    (pe >= pa + 6 && memcmp(s + pe - 6, "\\times", 6) == 0) ||
	    papo_answer_hedged(s, pa, pe) || papo_answer_unsure(s, pa, pe))
		return NEXT;
	b = e;
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	if (b >= a + 4 && s[a] == '*' && s[a + 1] == '*' && s[b - 1] == '*' &&
	    s[b - 2] == '*') {
		a += 2;
		b -= 2;
	}
	if (b > a && s[b - 1] == '.')
		b--;
	if (a >= b)
		return NEXT;
	if (papo_answer_last_number(s, a, b, h->out, &x, &y) && x == a &&
	    y == b)
		h->from = PAPO_FROM_NUMBER;
	else if ((c = papo_answer_choice_worded(s, a, b)) != 0 && is_alpha(
	    (unsigned char)s[a]) && a + 1 < b && s[a + 1] != ' ') {
		/* "Option J", "**Choice (J)**": an option's word and its
		   letter, nothing else on the line */
		papo_buf_reset(h->out);
		papo_buf_addc(h->out, (char)c);
		h->from = PAPO_FROM_PHRASE;
	} else if ((s[a] == '$' || (s[a] == '\\' && a + 1 < b &&
	    (s[a + 1] == '(' || s[a + 1] == '['))) &&
	    papo_answer_math_answer(s, a, b, h->out, &x, &y) &&
	    x <= a + 2 && y + 2 >= b && !papo_answer_has_space(s, y, b) &&
	    !papo_answer_has_space(s, a, x))
		h->from = PAPO_FROM_MATH;
	else {
		papo_buf_reset(h->out);
		return NEXT;
	}
	if (h->out->len >= 4 && h->out->s[0] == '\\' && (h->out->s[1] ==
	    '(' || h->out->s[1] == '[') && h->out->s[h->out->len - 2] ==
	    '\\') {
		/* "\\(56\\)": the math inside */
		memmove(h->out->s, h->out->s + 2, h->out->len - 4);
		papo_buf_truncate(h->out, h->out->len - 4);
	}
	if (last_doubted(h, e)) {
		papo_buf_reset(h->out);	/* "I may have slipped.\n∴ 84" */
		return none(h->w, DOUBT_BEFORE);
	}
	if (papo_answer_undone(h->out->s, h->out->len)) {
		papo_buf_reset(h->out);	/* "...\n$$= 500 - 440$$" */
		return none(h->w, "a computation of numbers left undone");
	}
	h->at = a;
	h->stop = b;
	return MATCH;
}

/* The value the response's last statement asserts. */
/*
 * The words s[st..v) before a last statement's value read as an answer
 * phrase's or a box's opener (answer_open.c, answer_euro.c): NULL when
 * recognised, else why not, the word in word.
 */
/*
 * The signs that may stand between a last statement's words and its
 * value (after the last letter, "答案：42", "The total = 42", "Ответ
 * — 42", "is **$42**", "| Answer | 42 |", "Answer → 42"): blanks, the
 * marks of a label, an equation, a table's cell, a dash, an arrow to the
 * value or therefore ("∴ 42 dollars", "⟹ 42 dollars": conclude_signs'),
 * a quote, a bracket, emphasis, a sign of the value or its root
 * ("√3"), a currency sign (papo_unit_currency_cp).  Any other
 * ("答案＞42", "Answer ≥ 42", "Ответ ≪ 42") says something else than
 * that the value is the answer.
 */
static int
glue_sign(long c)
{
	static const long ok[] = { ' ', '\t', '\n', '\r', ':', '=', ',', '*',
	    '_', '"', '\'', '(', ')', '[', '-', '+', '#', '`', '.', '$', '|',
	    '{', 0xa0, 0xab, 0xbb, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c,
	    0x201d, 0x201e, 0x2192, 0x21d2, 0x2212, 0x221a, 0x221b,
	    0x2234, 0x27f9,
	    0x3000, 0x3001, 0x300c, 0x300e, 0x3010, 0xff08, 0xff09, 0xff0c,
	    0xff1a, 0xff1d, 0 };
	size_t k;

	for (k = 0; ok[k] != 0; k++)
		if (ok[k] == c)
			return 1;
	return papo_unit_currency_cp(c);
}

/*
 * Is each sign between the last letter of s[st..v) and the value at
 * s[v] one of glue_sign's?  NULL when it is, else why not, the sign in
 * word.
 */
static const char *
glue_unread(const char *s, size_t st, size_t v, char *word, size_t wn)
{
	size_t i, l, g = st;
	long c;

	for (i = st; i < v; i += l) {
		c = papo_frame_cp_len(s, i, v, &l);
		if (l == 0)
			return NULL;
		if (papo_frame_word_letter(c) || papo_frame_dense_letter(c) ||
		    (c >= '0' && c <= '9'))
			g = i + l;
	}
	for (i = g; i < v; i += l) {
		c = papo_frame_cp_len(s, i, v, &l);
		if (l == 0 || glue_sign(c))
			continue;
		l = l < wn ? l : wn - 1;
		memcpy(word, s + i, l);
		word[l] = '\0';
		return "a sign between the statement's words and its value "
		    "not recognised";
	}
	return NULL;
}

/*
 * Is the last word before the value at s[v] (its statement from s[st]),
 * a word of an Indic script (U+0900 to U+0C7F: Devanagari to Telugu),
 * a row of a bound
 * (answer_rows.c: R_BOUND, R_BEFORE: "కాబట్టి విద్యార్థుల సంఖ్య గరిష్టంగా
 * 36", "ছাত্রসংখ্যা সর্বাধিক 36", at most 36), not with the word before
 * it the problem's own comparison?  The readers of each language's last
 * statement read its nouns; the word right before the value is read
 * against the rows first.  The row is named in word.
 */
static int
bound_last(const struct hunt *h, size_t st, size_t v, char *word,
    size_t wn)
{
	const struct row *r;
	size_t e = v, w, pw, e2;

	while (e > st && h->s[e - 1] == ' ')
		e--;
	for (w = e; w > st && h->s[w - 1] != ' '; w--)
		;
	if (w + 1 >= e || (unsigned char)h->s[w] != 0xe0 ||
	    (unsigned char)h->s[w + 1] < 0xa4 ||
	    (unsigned char)h->s[w + 1] > 0xb1 || (r =
	    papo_frame_row_within(h->s, w, e, M(R_BOUND) | M(R_BEFORE),
	    h->o->problem, h->o->problemlen)) == NULL)
		return 0;
	/* the question's comparison, the word before it and it as the
	   problem writes them ("অ্যানের চেয়ে 5টি": than Ann) */
	for (pw = w; pw > st && h->s[pw - 1] == ' '; pw--)
		;
	for (e2 = pw; pw > st && h->s[pw - 1] != ' '; pw--)
		;
	if (pw < e2 && papo_answer_problem_says(h->o->problem,
	    h->o->problemlen, h->s, pw, e))
		return 0;
	papo_frame_rest_word(r->w, 0, r->len, word, wn, NULL);
	return 1;
}

/*
 * Does the opener s[st..v) of a statement hold a letter of an Indic
 * script (U+0900 to U+0C7F) and a row of a doubt, a disowning, a
 * condition or a negation of any listed language the problem does not
 * say ("যদি সুতরাং কৃষকের এখন 24টি গরু আছে।", "ভুল: ...", "ఒకవేళ ...")?
 * The readers of those languages' statements lend the problem's nouns
 * and read no other word; the rows are read here.  The row in word.
 */
static int
indic_rows(const struct hunt *h, size_t st, size_t v, char *word,
    size_t wn)
{
	const struct row *r;
	size_t i;

	for (i = st; i + 1 < v; i++)
		if ((unsigned char)h->s[i] == 0xe0 &&
		    (unsigned char)h->s[i + 1] >= 0xa4 &&
		    (unsigned char)h->s[i + 1] <= 0xb1)
			break;
	if (i + 1 >= v || (r = papo_frame_row_within(h->s, st, v, M(R_DOUBT) |
	    M(R_DISOWN) | M(R_COND) | M(R_NEG), PROBLEM(h->o))) == NULL)
		return 0;
	papo_frame_rest_word(r->w, 0, r->len, word, wn, NULL);
	return 1;
}

static const char *
opener_said(const struct hunt *h, size_t st, size_t v, char *word,
    size_t wn)
{
	const char *why = glue_unread(h->s, st, v, word, wn);

	if (why != NULL)
		return why;
	if ((why = papo_answer_offered_before(h->s, st, v, h->n,
	    PROBLEM(h->o))) != NULL)
		return why;
	if (papo_answer_approx_sign_in(h->s, st, v) != 0)
		return "a sign before it not recognised";	/* "The
							   answer ≈ is B." */
	if (bound_last(h, st, v, word, wn))
		return "a bound before it";
	if (indic_rows(h, st, v, word, wn))
		return "a doubt, a condition or a negation before it";
	if ((why = papo_answer_script_before_dense(h->s, st, v, word, wn)) !=
	    NULL)
		return why;
	return papo_answer_opener_said(h->s, st, v, PROBLEM(h->o),
	    h->o->words, word, wn);
}

static int inner_letter(const char *, size_t, size_t);

/*
 * opener_said on the words s[st..v) before the value at s[v], those
 * before the variable's name when an equation gives the value ("The
 * error is x = 42.": "The error is", issue 26; a premise's equation,
 * "If x = 3, then y = 5.", is no opener of the value and is not asked).
 */
static const char *
opener_eq(const struct hunt *h, size_t st, size_t v, char *word, size_t wn)
{
	size_t k = papo_answer_equation_lhs(h->s, st, v), q;
	const char *why;

	if ((why = opener_said(h, st, k > st ? k : v, word, wn)) != NULL)
		return why;
	/* the words between the last '=' and the value ("x = zzqx 42")
	   are an opener's too */
	for (q = v; q > st && h->s[q - 1] != '='; q--)
		;
	return q > st && inner_letter(h->s, q, v) ? opener_said(h, q, v,
	    word, wn) : NULL;
}

/*
 * Is the number s[k..ke) the value found, h->out ("42", or "42" then
 * its unit or sign: "42 dollars", "42\\%")?
 */
static int
inner_is_value(const struct papo_buf *out, const char *s, size_t k,
    size_t ke)
{
	size_t l = ke - k;

	return out->len >= l && memcmp(out->s, s + k, l) == 0 &&
	    (out->len == l || (!is_digit((unsigned char)out->s[l]) &&
	    out->s[l] != '.'));
}

/* Is there a letter of any script in s[a..b) ("zzqx", "حوالي", "差不多";
   not a sign: "−", "≈" are read by the value's own rules)? */
static int
inner_letter(const char *s, size_t a, size_t b)
{
	size_t l;
	long c;

	for (; a < b; a += l) {
		l = 1;
		if (is_alpha((unsigned char)s[a]))
			return 1;
		if ((unsigned char)s[a] < 0x80)
			continue;
		c = papo_frame_cp_len(s, a, b, &l);
		if (papo_frame_word_letter(c) || papo_frame_dense_letter(c))
			return 1;
	}
	return 0;
}

/*
 * Where the words after the number that ends at s[c] start, before
 * s[b]: after the math that closes it ("$", "\\)", "}"), then after the
 * separator that follows that number's words (':', ';', ',', '-', an
 * em dash: "After 3 tries, ", "Step 2 - ") when words follow it or,
 * with none, right after the number ("Step 2 the error is", "Step 2
 * gives the error: 42").
 */
static size_t
inner_start(const char *s, size_t c, size_t b)
{
	size_t i;

	while (c < b && (s[c] == '$' || s[c] == '}' || s[c] == ')' ||
	    s[c] == '\\'))
		c++;
	if (c + 2 <= b && (starts_ci(s, b, c, "st") || starts_ci(s, b, c,
	    "nd") || starts_ci(s, b, c, "rd") || starts_ci(s, b, c, "th")) &&
	    (c + 2 == b || !is_alpha((unsigned char)s[c + 2])))
		c += 2;	/* an ordinal: "The 4th term is 12" */
	for (i = c; i < b && (is_alpha((unsigned char)s[i]) || s[i] == ' ');
	    i++)
		;
	if (i < b && (s[i] == ':' || s[i] == ';' || s[i] == ',' ||
	    s[i] == '-'))
		i++;
	else if (starts_ci(s, b, i, "\xe2\x80\x94"))
		i += 3;	/* an em dash */
	else
		return c;
	return inner_letter(s, i, b) ? i : c;	/* "gives the error: 42" */
}

/*
 * The words of a last statement between a number before its value and
 * the value (after that number's words and their separator, inner_start:
 * "Step 2: the error is 42", "In 2024 the wrong total is 42", "After 3
 * tries, Bob guessed 42"), read as an opener too (opener_said):
 * last_opener reads to the statement's first number only, s[v].  Read
 * when the value (h->out) is the statement's last number and the words
 * hold a letter and no math ('$', '\\'); NULL when recognised or not
 * read.
 */
static const char *
last_inner_opener(const struct hunt *h, size_t v, size_t end, char *word,
    size_t wn)
{
	const char *s = h->s;
	size_t k = end, c, a, ke, b;
	int letter = 0;

	while (k > v && !is_digit((unsigned char)s[k - 1]))
		k--;
	ke = k;
	while (k > v && (is_digit((unsigned char)s[k - 1]) ||
	    s[k - 1] == '.'))
		k--;	/* the statement's last number: the value? */
	if (!inner_is_value(h->out, s, k, ke))
		return NULL;	/* "**19** integers ... equal to 6" */
	for (b = k; b > v && (s[b - 1] == ' ' || s[b - 1] == '$' ||
	    s[b - 1] == '*' || s[b - 1] == '_' || ((s[b - 1] == '(' ||
	    s[b - 1] == '[') && b - 1 > v && s[b - 2] == '\\')); b--)
		if (s[b - 1] == '(' || s[b - 1] == '[')
			b--;	/* "is $42", "is **42**", "is \\(42" */
	for (c = b; c > v && !is_digit((unsigned char)s[c - 1]); c--)
		;	/* the end of the number before the value */
	if (c == v)
		return NULL;
	for (a = inner_start(s, c, b); a < b && (s[a] == ' ' ||
	    s[a] == '*' || s[a] == '_'); a++)
		;	/* "**Step 3:** the error is 42" */
	for (c = a; c < b; c++)
		if (s[c] == '$' || s[c] == '\\')
			return NULL;	/* math: not read here */
	letter = inner_letter(s, a, b);	/* any script's: "लगभग" */
	return letter ? opener_eq(h, a, b, word, wn) : NULL;
}

/*
 * The option letter (A-J, a-j) a last statement's value out is ("C",
 * "(C)", "(c)"): the letter, its label's length in *ln; 0 when out is
 * no such label alone.
 */
static int
value_letter(const struct papo_buf *out, size_t *ln)
{
	size_t o = out->len >= 3 && out->s[0] == '(' ? 1 : 0;
	int c = out->len > o ? (unsigned char)out->s[o] | 0x20 : 0;

	*ln = o != 0 ? 3 : 1;
	if (c < 'a' || c > 'j' || (o != 0 && out->s[2] != ')'))
		return 0;
	return c - 'a' + 'A';
}

/*
 * Where the pick after a statement that the exact value is not among
 * the options, s[st..v), starts: after "<head> is not in|among the
 * [given|listed|provided] options|choices, but " ("The answer is not in
 * the options, but the closest is (D)."), the head one of unlisted_heads[];
 * else st.  The pick is then read on its own (last_letter).
 */
static size_t
unlisted_pick(const char *s, size_t st, size_t v)
{
	static const char *const heads[] = { "the answer", "the exact answer",
	    "the correct answer", "the result", "the value", "it", "this",
	    "that", NULL };
	static const char *const wheres[] = { "in the ", "among the ", NULL };
	static const char *const kinds[] = { "options, but ",
	    "choices, but ", "given options, but ", "given choices, but ",
	    "listed options, but ", "provided options, but ",
	    "answer choices, but ", NULL };
	size_t k, i, j;

	for (k = 0; heads[k] != NULL; k++) {
		i = st + strlen(heads[k]);
		if (!starts_ci(s, v, st, heads[k]) || !starts_ci(s, v, i,
		    " is not "))
			continue;
		i += strlen(" is not ");
		for (j = 0; wheres[j] != NULL && !starts_ci(s, v, i,
		    wheres[j]); j++)
			;
		if (wheres[j] == NULL)
			return st;
		i += strlen(wheres[j]);
		for (j = 0; kinds[j] != NULL && !starts_ci(s, v, i, kinds[j]);
		    j++)
			;
		return kinds[j] != NULL ? i + strlen(kinds[j]) : st;
	}
	return st;
}

/*
 * A last statement whose value is an option letter, h->out, read as a
 * number's is (issue 26): the words s[st..v) before the letter's last
 * place as a word of its own (v) recognised as an opener (opener_said:
 * "The wrong option is (C)." is no answer, "The correct option is C."
 * is one), nothing but the label after it ("(d) (or C)" is no answer),
 * and the letter one the problem lists where it lists options.  NULL
 * when recognised or no letter, else why not, the word in word.
 */
static const char *
last_letter(const struct hunt *h, size_t st, size_t end, char *word,
    size_t wn)
{
	const char *t;
	size_t ln, v, tn;
	int c = value_letter(h->out, &ln);

	if (wn > 0)
		word[0] = '\0';	/* the refusals below name no word */
	if (c == 0)
		return NULL;
	/* "(d) (or C)": more than the label, and no option's text
	   ("(B) March and April": the comparison holds it to B's own) */
	if (h->out->len != ln && !papo_answer_option_text(h->out->s, ln,
	    h->out->len, &v, &tn))
		return ln == 3 ? "words after the option's letter not "
		    "recognised" : NULL;
	if (papo_answer_option_of(PROBLEM(h->o), 'A', &t, &tn) &&
	    !papo_answer_option_of(PROBLEM(h->o), c, &t, &tn))
		return "a letter the problem does not list";
	for (v = end; v > st; v--)
		if (v - 1 + ln <= end && memcmp(h->s + v - 1, h->out->s,
		    ln) == 0 && (v - 1 == st || !is_alpha((unsigned char)
		    h->s[v - 2])) && (v - 1 + ln == end || !is_alpha(
		    (unsigned char)h->s[v - 1 + ln])))
			break;
	if (v == st)
		return NULL;
	return opener_said(h, unlisted_pick(h->s, st, v - 1), v - 1, word,
	    wn);
}

/*
 * The words that open the last statement of h->s[0..end), to its first
 * value (a digit or math), recognised as an answer phrase's or a box's
 * opener are (answer_open.c): NULL, else why not, the word in word.
 * An option letter's statement is read to its letter (last_letter).
 */
static const char *
last_opener(const struct hunt *h, size_t end, char *word, size_t wn)
{
	size_t st = papo_answer_final_statement(h->s, 0, end), v, ve, k;
	const char *why;

	/* "Minha amiga escreveu:\nResposta final: 42": someone's words */
	if (st < end && (why = papo_answer_label_above(h->s, st,
	    PROBLEM(h->o), h->o != NULL ? h->o->words : NULL, word,
	    wn)) != NULL)
		return why;
	/* after the problem's own condition, the words of the statement
	   ("If her score ... is 21 points, then she might have ...") */
	st = papo_answer_given_condition(h->s, st, end, PROBLEM(h->o));
	/* a '$' that opens words is no value ("The total is $close to
	   42$"): the words in it are the opener's */
	for (v = st; v < end && !is_digit((unsigned char)h->s[v]) &&
	    (h->s[v] != '$' || papo_answer_prose_dollar(h->s, v, end)) &&
	    h->s[v] != '\\'; v++)
		;
	if (v >= end)	/* a value in words: its own rows */
		return last_letter(h, st, end, word, wn);
	for (ve = v; ve < end && is_digit((unsigned char)h->s[ve]); ve++)
		;
	for (k = v; k > 0 && h->s[k - 1] != '\n'; k--)
		;	/* its line: "ではない 所以..." (its opener past one) */
	if (papo_answer_scripts_mixed(h->s, k < st ? k : st, v,
	    PROBLEM(h->o)))
		return "words of two other scripts before it";
	if ((why = papo_answer_foreign_never(h->s, k < st ? k : st, v,
	    PROBLEM(h->o), word, wn)) != NULL)
		return why;
	why = ve > v && inner_is_value(h->out, h->s, v, ve) ?
	    opener_eq(h, st, v, word, wn) : opener_said(h, st, v, word, wn);
	/* a rate's one day first ("她1天不赚18美元。"): the words from it to
	   the value are the opener's too */
	if (why == NULL && ve == v + 1 && h->s[v] == '1' &&
	    (k = papo_answer_unit_period(h->s, v, end, PROBLEM(h->o))) > v) {
		for (ve = k; ve < end && !is_digit((unsigned char)h->s[ve]);
		    ve++)
			;
		if (ve > k && ve < end)
			why = opener_said(h, k, ve, word, wn);
		v = k;	/* the period's words read: not again */
	}
	/* a certainty that opens it ("Ohne Zweifel ist die Antwort 240
	   km."): the words after it, read when the first reading refused */
	if (why != NULL && (k = papo_answer_sure_open(h->s, st, v)) > st &&
	    (ve > v && inner_is_value(h->out, h->s, v, ve) ? opener_eq(h, k,
	    v, word, wn) : opener_said(h, k, v, word, wn)) == NULL)
		why = NULL;

	if (why == NULL)
		why = last_inner_opener(h, v, end, word, wn);
	return why != NULL ? why : papo_answer_calc_unread(h->s, v, end,
	    h->out, PROBLEM(h->o), h->o != NULL ? h->o->words : NULL, word,
	    wn);
}

/*
 * Does the final statement ending at s[end] follow its last number (the
 * value) with words of a dense script that are not recognised
 * (answer_dense.c)?
 */
static int
last_dense(const struct hunt *h, size_t end)
{
	size_t st = papo_answer_final_statement(h->s, 0, end), k = end;

	while (k > st && !is_digit((unsigned char)h->s[k - 1]))
		k--;	/* the value: the statement's last number */
	return k > st && papo_answer_dense_unread(h->s + k - 1, 1, end - k + 1,
	    h->o->problem, h->o->problemlen);
}

/*
 * What follows a last statement that is a letter, from s[from] to the
 * end, when it is an option's text in the problem's own words: 1 that
 * letter's ("C. brevidade no tratamento da temática."), -1 another's
 * ("A. <the text of B>": two answers), else 0.
 */
static int
option_restated(struct hunt *h, size_t from)
{
	char c = h->out->len == 1 ? h->out->s[0] : 0;
	int k;

	if (c < 'A' || c > 'J' || h->o == NULL || (k =
	    papo_answer_option_restated(PROBLEM(h->o), h->s, from,
	    hunt_chat(h))) == 0)
		return 0;
	return k == c ? 1 : -1;
}

/*
 * Is the last statement of h->s[0..end) doubted before it, read as a
 * box's or an answer phrase's statement is (answer_frame.c's
 * papo_frame_lead_doubt_unread): "I'm not sure. Lena has 45
 * apples."?  The row's word noted in h->w.
 */
static int
last_doubted(struct hunt *h, size_t end)
{
	size_t st = papo_answer_final_statement(h->s, 0, end), v;
	const char *w, *r;

	/* its own words before its value, a sentence of a language
	   written with no stop ("...ยังไม่ได้ตรวจสอบ ดังนั้น ลีนามี...
	   45 ผล") */
	for (v = st; v < end && !is_digit((unsigned char)h->s[v]) &&
	    h->s[v] != '$' && h->s[v] != '\\'; v++)
		;
	/* a doubt before it; a shrug nothing recognises before a statement
	   that stands alone ("Ich weiß es nicht.\nAntwort: 42", "Can't be
	   bothered.\n42"), read in the same walk */
	w = papo_frame_lead_doubt_unread(h->s, st, end, v < end ? v :
	    (size_t)-1, PROBLEM(h->o), &r);
	if (w == NULL && v > st && v < end)
		w = papo_frame_unsure(h->s, st, v);
	if (w == NULL && v > st && v < end)
		w = papo_answer_likely(h->s, st, v);
	if (w == NULL)
		return 0;
	if (h->w != NULL && h->w->refused == NULL) {
		h->w->before = w;
		h->w->word[0] = '\0';
	}
	return 1;
}

/*
 * Does the last statement, ending at s[end], name a value estimated,
 * guessed or supposed (a row of kind R_GUESS, in any listed language)
 * that the problem does not ask for ("So the estimate is 36 cm.",
 * "সুতরাং আন্দাজ 36 সেমি।")?  Its word in word.
 */
static int
last_guess(const struct hunt *h, size_t end, char *word, size_t wn)
{
	const struct row *r;
	size_t at;

	if ((r = papo_frame_guess_within(h->s, papo_answer_final_statement(
	    h->s, 0, end), end, PROBLEM(h->o), &at)) == NULL)
		return 0;
	papo_frame_rest_word(h->s, at, at + r->len, word, wn, NULL);
	return 1;
}

/*
 * The sentences after a last statement to the response's end, read as
 * after a box (papo_answer_tail): NULL when each is recognised, else
 * why not.  A line passed over to reach the statement that says a value
 * again behind a lead-in ("Lo ripeto: 45.", said->rl) must say the
 * statement's value (h->out); the tail is read before it and after it.
 */
static const char *
last_tail(struct hunt *h, struct papo_answer_said *said)
{
	size_t n = hunt_chat(h), re;
	const char *why;

	if (said->rl <= said->end || said->rl >= n)
		return papo_answer_tail(h->s, (size_t)-1, said->end, n, h->o,
		    &said->row, said->word, sizeof(said->word));
	if ((re = papo_answer_restated_line(h->s, said->rl, n, h->out->s,
	    h->out->len, h->o)) == 0) {
		said->row = "value";
		return VALUE_AFTER;	/* "Lo ripeto: 46." */
	}
	if ((why = papo_answer_tail(h->s, (size_t)-1, said->end, said->rl,
	    h->o, &said->row, said->word, sizeof(said->word))) != NULL ||
	    re >= n)
		return why;
	return papo_answer_tail(h->s, (size_t)-1, re, n, h->o, &said->row,
	    said->word, sizeof(said->word));
}

/*
 * Why the last statement, ending at s[end], answers another question
 * than the problem's: its subject another quantity ("The perimeter is
 * 42."), its label another part ("Part (b): 42" to part (a)), its
 * opening a case of its own ("After 11 years, the tree is 65 cm
 * tall."), a currency or a rate after its scale word that the problem
 * does not ask ("It earned $2.4 million a week."); NULL when none.
 */
static const char *
last_other(const struct hunt *h, size_t end)
{
	size_t st = papo_answer_final_statement(h->s, 0, end);
	const char *why;

	if (papo_frame_other_quantity(h->s, st, end, PROBLEM(h->o)))
		return "another quantity than the problem asks";
	if ((why = papo_answer_scale_other(h->s, st, end, end,
	    PROBLEM(h->o))) != NULL)
		return why;	/* "It earned $2.4 million a week." */
	if (papo_answer_part_other(h->s, st, end, PROBLEM(h->o)) > 0)
		return PART_OTHER;
	if (papo_answer_case_other(h->s, st, end, PROBLEM(h->o)) > 0)
		return CASE_OTHER;
	return NULL;
}

/*
 * Is the last statement, ending at s[end], a label's (words, then a
 * colon before its value: "Réponse finale : 420 km", a label no phrase
 * row reads) under a sentence that concludes another value
 * (answers_or_concludes: "Le train parcourt donc 400 km.")?  Refused
 * as a labelled answer is (lead_answered): ANSWERED_OTHER, or NULL.
 */
static const char *
last_label_other(const struct hunt *h, size_t end)
{
	const char *s = h->s;
	size_t st = papo_answer_final_statement(s, 0, end), v, a, b, na, ne;

	if (h->o == NULL || h->o->problem == NULL)
		return NULL;
	for (v = st; v < end && !is_digit((unsigned char)s[v]) &&
	    s[v] != ':' && !(v + 3 <= end && memcmp(s + v, "：", 3) == 0);
	    v++)
		;
	if (v >= end || is_digit((unsigned char)s[v]))
		return NULL;	/* no label: "So the train travels 240 km." */
	for (b = st; b > 0 && is_space((unsigned char)s[b - 1]); b--)
		;
	if (b == 0 || (a = papo_answer_last_sentence(s, b)) >= b ||
	    !papo_answer_has_digit(s, a, b) || !answers_or_concludes(h->o, s,
	    a, b, &na, &ne))
		return NULL;
	return number_within(h->o, s, st, end, na, ne) ? NULL :
	    ANSWERED_OTHER;
}

/*
 * Does the last statement s[st..e), its value h->out a number with no
 * percent sign, write a noun after that number where the problem asks a
 * percentage ("So 25 students wear glasses." to "What percentage of the
 * students wear glasses?")?  A count, not the percentage asked.
 */
static int
count_for_percent(const struct hunt *h, size_t st, size_t e)
{
	const char *s = h->s, *q;
	size_t k, l;

	if (h->o == NULL || h->out->len == 0 || memchr(h->out->s, '%',
	    h->out->len) != NULL || !is_digit((unsigned char)
	    h->out->s[h->out->len - 1]))
		return 0;
	for (k = e; k > st; k = (size_t)(q - s)) {
		if ((q = memrchr(s + st, h->out->s[0], k - st)) == NULL)
			return 0;
		if ((size_t)(q - s) + h->out->len > e || memcmp(q,
		    h->out->s, h->out->len) != 0 || (q > s + st &&
		    is_digit((unsigned char)q[-1])))
			continue;
		l = (size_t)(q - s) + h->out->len;
		if (l < e && is_digit((unsigned char)s[l]))
			continue;
		while (l < e && s[l] == ' ')
			l++;
		for (k = l; k < e && !strchr(" .,\n", s[k]); k++)
			;
		/* a noun of the problem's ("students", "học sinh"), or a
		   measure word ("25名学生"): not "25 is the percentage" */
		return k > l && !is_digit((unsigned char)s[l]) &&
		    (papo_frame_in_problem(PROBLEM(h->o), h->o->words, s, l,
		    k) || papo_frame_kind_starts(s, l, e, R_MEASURE) !=
		    NULL) && papo_answer_asks_percent(PROBLEM(h->o));
	}
	return 0;
}

/*
 * Does the last statement s[st..e) write a sign of approximation before
 * its value h->out, with no digit before the sign ("So ≈ Amina earns
 * $18.", "Amina anapata ≈ dola 18."; not "1/3 ≈ 0.33, so it is 1/3.",
 * whose sign follows a value of its own)?
 */
static int
approx_lead(const struct hunt *h, size_t st, size_t e)
{
	const char *s = h->s, *q;
	size_t i, v, l;

	/* the value's first number, as written ("18" of "18 \\text{ ...}") */
	for (l = 0; l < h->out->len && (is_digit((unsigned char)
	    h->out->s[l]) || h->out->s[l] == '.'); l++)
		;
	if (l == 0 || (q = memmem(s + st, e - st, h->out->s, l)) == NULL)
		return 0;
	v = (size_t)(q - s);
	for (i = st; i < v && !is_digit((unsigned char)s[i]); i++)
		if (papo_answer_approx_sign(s, i, v) != 0)
			return 1;
	return 0;
}

/*
 * Why the last statement s[st..e) does not give its value as the answer
 * asked: a sign of approximation before it (approx_lead) where the
 * problem asks no rounding, a count where a percentage is asked
 * (count_for_percent); NULL when neither.
 */
static const char *
last_value_said(const struct hunt *h, size_t st, size_t e)
{
	if (approx_lead(h, st, e) && !papo_answer_rounding_asked(
	    PROBLEM(h->o)))
		return "an approximate value where the problem asks for no "
		    "rounding";
	if (count_for_percent(h, st, e))
		return "a count where a percentage is asked";
	return NULL;
}

/*
 * The last statement s[st..e) read as a conclusion after a clause of
 * its own ("The count is 62, so 72.", "Le résultat est -7, donc 30."),
 * its value at s[at] (papo_answer_last_statement's): where that clause
 * answers the problem's question with a value the conclusion does not
 * hold (clause_answered), another value is committed in the same
 * sentence.  Only a comma or a semicolon before the value opens such a
 * clause.
 */
static int
last_clause_other(const struct hunt *h, size_t st, size_t at, size_t e)
{
	const char *s = h->s;

	if (h->o == NULL || at <= st || at >= e || (memchr(s + st, ',', at -
	    st) == NULL && memchr(s + st, ';', at - st) == NULL &&
	    memchr(s + st, 0xef, at - st) == NULL))
		return 0;
	return clause_answered(h->o, s, st, at, e) != NULL;
}

/*
 * Why the last statement s[st..e) of h's response (to s[n]) is not the
 * response's own committed one: a quoted statement ('The template says
 * «So the total is 42.»'), a tool's output ("Execution result:\n42"), a
 * label that asks ("Answer?: 42") or that no row reads ("Answer (for
 * n=3): 42"); NULL when none.
 */
static const char *
last_refused(const struct hunt *h, size_t st, size_t e, size_t n)
{
	size_t k;

	if (e <= st)
		return NULL;
	k = last_byte(h->s, st, e);
	if (quoted_statement(h->s, k, k + 1, n))
		return "a quoted statement, not the response's own";
	if (after_tool(h->s, st, e))
		return "a tool's output, not its own statement";
	if (label_asks(h->s, st, e))
		return "a label that asks before it";
	return label_unread(h->s, st, e) ? "a label before it not "
	    "recognised" : NULL;
}

static size_t check_mark(const char *, size_t, size_t);

/*
 * Past a check mark that opens the statement at s[i] (in s[..n)), with
 * the formatting around it ("### ✅ Allyson is 28 years old.", "✅
 * **Final value: $750**"): a mark that says this is the answer, as it
 * does before "Answer:", not a symbol papo cannot read.  ✅ ✔ ☑ of
 * check_mark's, a variation selector after them (not ✓, a list's tick,
 * nor its emoji of approval); i when none opens it.
 */
static size_t
check_mark_past(const char *s, size_t i, size_t n)
{
	size_t k = i, l;

	while (k < n && (s[k] == '#' || s[k] == '*' || s[k] == ' ' ||
	    s[k] == '>'))
		k++;
	if ((l = check_mark(s, k, n)) == 0 || (unsigned char)s[k] != 0xe2 ||
	    memcmp(s + k, "\xe2\x9c\x93", 3) == 0)
		return i;
	return k + l;
}

static int
find_last(struct hunt *h)
{
	struct papo_answer_said said = { NULL, NULL, NULL, "", 0, 0, 0, 0 };
	size_t e, st;
	int math = 0, r, opt;

	said.o = h->o;
	said.end = 0;
	said.rl = 0;
	r = papo_answer_last_statement(h->s, hunt_chat(h), h->out,
	    &math, PROBLEM(h->o), &said);
	/* the sentences after it, with no value, passed over to reach it:
	   each recognised, as after a box ("Therefore, the result is 12.
	   Though I cannot verify it." is no answer) */
	opt = r == ST_ONE && said.end > 0 ? option_restated(h, said.end) : 0;
	if (opt < 0) {
		papo_buf_reset(h->out);
		return none(h->w, "another option's text after it");
	}
	if (r == ST_ONE && said.end > 0 && said.end < hunt_chat(h) &&
	    opt == 0 && (said.why = last_tail(h, &said)) != NULL) {
		papo_buf_reset(h->out);
		return said_none(h->w, &said);
	}
	if (r == ST_ONE && papo_answer_symbol(h->s, check_mark_past(h->s,
	    papo_answer_final_statement(h->s, 0, hunt_chat(h)), hunt_chat(h)),
	    hunt_chat(h))) {
		papo_buf_reset(h->out);
		return none(h->w, SYMBOL_IN);	/* "Therefore 12 ‽" */
	}
	if (r == ST_ONE && papo_answer_unlisted_lent(h->s, said.end > 0 ?
	    papo_answer_last_sentence(h->s, said.end) : 0, hunt_chat(h),
	    PROBLEM(h->o))) {
		papo_buf_reset(h->out);	/* "Jibu ni 5 kwa hakika": no row */
		return none(h->w, "a statement in a language papo-verify "
		    "does not read");
	}
	/* the statement's end and its start (its label's) */
	e = said.end > 0 ? said.end : hunt_chat(h);
	st = r == ST_ONE ? papo_answer_final_statement(h->s, 0, e) : 0;
	if (r == ST_ONE && last_dense(h, e)) {
		papo_buf_reset(h->out);	/* "所以小明有42个苹果左右。" */
		return none(h->w, DENSE_IN);
	}
	if (r == ST_ONE && (said.why = last_opener(h, e, said.word,
	    sizeof(said.word))) != NULL) {
		papo_buf_reset(h->out);	/* "Reportedly Jenny has 42 apples." */
		if (h->w != NULL && h->w->refused == NULL) {
			h->w->before = "word";
			memcpy(h->w->word, said.word, sizeof(h->w->word));
		}
		return none(h->w, said.why);
	}
	if (r == ST_ONE && (said.why = last_refused(h, st, e,
	    hunt_chat(h))) != NULL) {
		papo_buf_reset(h->out);
		return none(h->w, said.why);
	}
	if (r == ST_ONE && last_guess(h, e, said.word, sizeof(said.word))) {
		papo_buf_reset(h->out);	/* "সুতরাং আন্দাজ 36 সেমি।" */
		if (h->w != NULL && h->w->refused == NULL)
			h->w->before = "word";
		return none(h->w, "a guess named before it");
	}
	if (r == ST_ONE && (said.why = last_label_other(h, e)) != NULL) {
		papo_buf_reset(h->out);	/* "... donc 400 km.\n\nRéponse
					   finale : 420 km" */
		if (h->w != NULL && h->w->refused == NULL)
			h->w->before = "sentence before";
		return none(h->w, said.why);
	}
	if (r == ST_ONE && (said.why = last_other(h, e)) != NULL) {
		papo_buf_reset(h->out);	/* "The perimeter is 42." */
		return none(h->w, said.why);
	}
	if (r == ST_ONE && last_doubted(h, e)) {
		papo_buf_reset(h->out);	/* "I'm not sure. Lena has 45." */
		return none(h->w, DOUBT_BEFORE);
	}
	if (r == ST_ONE && (said.why = last_value_said(h, st, e)) != NULL) {
		papo_buf_reset(h->out);	/* "So ≈ Amina earns $18." */
		return none(h->w, said.why);
	}
	if (r == ST_ONE && last_clause_other(h, st, said.at, e)) {
		papo_buf_reset(h->out);	/* "The count is 62, so 72." */
		return none(h->w, ANSWERED_OTHER);
	}
	if (r == ST_ONE) {
		aside_unit(h->s, st, e, h->out); /* "Answer (in hours)" */
		return found(h->w, "last statement", math ? PAPO_FROM_MATH :
		    PAPO_FROM_NUMBER);
	}
	papo_buf_reset(h->out);
	if (r == ST_REST)
		return said_none(h->w, &said);
	return none(h->w, "no answer found");
}

/*
 * Is the last statement of s[0..n), the lines after a box that give
 * another value, a label's ("Ground truth: 42", "Musterlösung: 42":
 * words, then a colon before its first value) that the last
 * statement's finder refuses read alone?  A label's value after the
 * box replaces it only as its own last word would be read; o NULL:
 * nothing to read it with, 0.
 */
static int
later_unread(const struct papo_answer_opts *o, const char *s, size_t n)
{
	struct papo_buf t = PAPO_BUF_INIT;
	struct hunt h;
	size_t st = papo_answer_final_statement(s, 0, n), v;
	int r;

	for (v = st; v < n && !is_digit((unsigned char)s[v]) && s[v] != '$' &&
	    s[v] != '\\' && s[v] != ':'; v++)
		;
	if (o == NULL || v == st || v >= n || s[v] != ':')
		return 0;
	memset(&h, 0, sizeof(h));
	h.o = o;
	h.s = s;
	h.n = n;
	h.out = &t;
	h.ph = -1;
	r = find_last(&h);
	papo_buf_release(&t);
	return r == PAPO_FROM_NONE;
}

/*
 * Statements with no answer phrase, in the last sentence (answer_said.c):
 * the count that is its subject, the result after a premise, the word
 * its copula ends on, "no such triangle exists".
 */
/*
 * The sentences of h's response a statement with no answer phrase is
 * looked for in, found once: the last, h->la..h->le, and the last that
 * holds a value (papo_answer_said_stmt), h->sa..h->se.
 */
static void
said_at(struct hunt *h)
{
	if (!h->said) {
		h->le = hunt_chat(h);
		h->la = hunt_last(h);
		h->se = papo_answer_said_stmt(h->s, h->la, h->le);
		h->sa = h->se == h->le ? h->la :
		    papo_answer_last_sentence(h->s, h->se);
		h->said = 1;
	}
}

/* Does a unit papo sizes, with a dimension, start at s[i..e) ("grams",
   "square feet", "sq yd"; not "pairs", a count)? */
static int
unit_word_after(const char *s, size_t i, size_t e)
{
	struct papo_unit u;
	size_t w;

	for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	w = i + papo_answer_unit_words(s, i, w - i, e);	/* "208 sq yd" */
	return w - i > 1 && papo_unit_parse(s + i, w - i, &u) == 0 &&
	    !u.generic && !papo_unit_none(&u);
}

static int
find_count_subject(struct hunt *h)
{
	size_t v;
	int r;

	said_at(h);
	r = papo_answer_count_subject(h->s, h->sa, h->se, PROBLEM(h->o),
	    h->out, &h->at, &h->stop);

	if (r < 0)
		return none(h->w, "its sentence asks or doubts");
	if (r == 0 || papo_answer_suffixed(h->s, h->at, h->se))
		return NEXT;	/* "12 is the answer.": the last statement */
	if (!papo_answer_said_known(h->s, h->sa, h->se, h->at, h->stop,
	    PROBLEM(h->o)))
		return none(h->w, "its sentence not recognised");
	if (papo_answer_scripts_mixed(h->s, h->sa, h->at, PROBLEM(h->o)))
		return none(h->w, "words of two other scripts before it");
	/* the unit after the count is the value's, compared ("650 grams
	   of zinc" is not 650 milligrams), as after an answer phrase */
	for (v = h->at; v < h->stop && (is_digit((unsigned char)h->s[v]) ||
	    ((h->s[v] == ',' || h->s[v] == '.') && v + 1 < h->stop &&
	    is_digit((unsigned char)h->s[v + 1]))); v++)
		;
	if (v > h->at && v < h->se && h->s[v] == ' ' && memchr(h->out->s,
	    '\\', h->out->len) == NULL && unit_word_after(h->s, v + 1,
	    h->se))
		(void)papo_answer_scale_after(h->s, v, h->se, h->out);
	h->from = PAPO_FROM_NUMBER;
	return MATCH;
}

static int
find_premise(struct hunt *h)
{
	int r;

	said_at(h);
	r = papo_answer_premise_result(h->s, h->sa, h->se, PROBLEM(h->o),
	    h->out, &h->at, &h->stop);

	if (r < 0)
		return none(h->w, "its premise not recognised");
	if (r == 0)
		return NEXT;
	if (!papo_answer_said_known(h->s, h->sa, h->se, h->at, h->stop,
	    PROBLEM(h->o)))
		return none(h->w, "its sentence not recognised");
	h->from = PAPO_FROM_MATH;
	return MATCH;
}

/* The last sentence's option named by its noun and letter ("Option C.",
   "Letra C."): the letter, its sentence's words read (F_LEAD). */
static int
find_option_named(struct hunt *h)
{
	size_t n = hunt_chat(h), at, stop;
	char c;

	if (h->o == NULL || h->o->problem == NULL || (c = (char)
	    papo_answer_option_named(h->s, n, PROBLEM(h->o), &at, &stop)) == 0)
		return NEXT;
	papo_buf_reset(h->out);
	papo_buf_add(h->out, &c, 1);
	h->at = at;
	h->stop = stop;
	h->from = PAPO_FROM_PHRASE;
	return MATCH;
}

static int
find_word_said(struct hunt *h)
{
	if (h->o == NULL)
		return NEXT;
	said_at(h);
	if (!papo_answer_word_said(h->s, h->la, h->le, PROBLEM(h->o),
	    h->o->reference, h->o->referencelen, h->out, &h->at, &h->stop))
		return NEXT;
	h->from = PAPO_FROM_PHRASE;
	return MATCH;
}

static int
find_none_exists(struct hunt *h)
{
	const char *v;

	said_at(h);
	if ((v = papo_answer_none_exists(h->s, h->la, h->le, PROBLEM(h->o),
	    &h->at, &h->stop)) == NULL)
		return NEXT;
	papo_buf_reset(h->out);
	papo_buf_add(h->out, v, strlen(v));
	h->from = PAPO_FROM_PHRASE;
	return MATCH;
}

/*
 * Is the rest of the sentence after h's MATCH recognised word by word
 * (papo_answer_rest, to the sentence's end), and no alternative or
 * question (papo_answer_rest_open)?  1, or 0 with the refusal noted in h->w.
 */
static int
rest_kept(struct hunt *h)
{
	struct papo_answer_said said = { NULL, NULL, NULL, "", 0, 0, 0, 0 };
	const char *s = h->s, *q;
	size_t e = h->stop, n = hunt_chat(h), k, l;

	while (e < n && s[e] != '\n' && !((s[e] == '.' || s[e] == '!' ||
	    s[e] == '?') && (e + 1 == n ||
	    is_space((unsigned char)s[e + 1]))) &&
	    !(e + 2 < n && memcmp(s + e, "\xe3\x80\x82", 3) == 0))
		e++;	/* the sentence's end: a full stop, 。, the line */
	memset(&said, 0, sizeof(said));
	/* a '#' label the problem names ("runner #5") is its words: read
	   around it */
	for (k = h->stop; k + 1 < e && !(s[k] == '#' &&
	    is_digit((unsigned char)s[k + 1])); k++)
		;
	for (l = k + 1; l < e && is_digit((unsigned char)s[l]); l++)
		;
	if (k + 1 < e && h->o != NULL && h->o->problem != NULL &&
	    (q = memmem(h->o->problem, h->o->problemlen, s + k, l - k)) !=
	    NULL && (size_t)(q - h->o->problem) + l - k <
	    h->o->problemlen && !is_digit((unsigned char)q[l - k]))
		said.why = papo_answer_rest(s, h->at, h->stop, k, h->o,
		    PROBLEM(h->o), &said.row, said.word, sizeof(said.word));
	else
		l = h->stop;
	if (said.why == NULL)
		said.why = papo_answer_rest(s, l == h->stop ? h->at : l, l, e,
		    h->o, PROBLEM(h->o), &said.row, said.word,
		    sizeof(said.word));
	if (said.why == NULL)
		said.why = papo_answer_rest_open(s, h->stop, e, n, &said.row);
	if (said.why == NULL)
		return 1;
	said_none(h->w, &said);
	return 0;
}

/*
 * The finders, in the order they look: the first row that decides (an
 * answer, or none) ends the search.  lo..hi: the --extract levels that
 * run the row.  frame: the rules a MATCH must pass after it.  name:
 * what --explain prints for a MATCH (the other rows name themselves,
 * or what they refused).
 */
static const struct finder {
	const char *name;
	enum papo_extract lo, hi;
	int (*find)(struct hunt *);
	unsigned frame;
} finders[] = {
	{ "empty", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_empty, 0 },
	{ "cut off", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_cut, 0 },
	{ "turn", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_turn, 0 },
	{ "asked again", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL,
	    find_asked_again, 0 },
	{ "after end", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_after_end,
	    0 },
	{ "box run", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_box_run, 0 },
	/* a code agent's "final_answer(42)" ending the response */
	{ "tool call", PAPO_EXTRACT_ANSWER, PAPO_EXTRACT_ALL, find_tool_call,
	    0 },
	{ "answer tag", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_tag, 0 },
	/* the content of the last <answer>, <solution>, <final_answer> */
	{ "answer tag", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_ALL, find_tag_answer,
	    F_KEPT | F_SURE | F_LEAD | F_TAIL },
	{ "box", PAPO_EXTRACT_BOXED, PAPO_EXTRACT_BOXED, find_box_alone,
	    F_KEPT | F_LEAD | F_TAIL },
	/* JSON and YAML answer keys, nested too (answer_stmt.c) */
	{ "json", PAPO_EXTRACT_ANSWER, PAPO_EXTRACT_ALL, find_json, 0 },
	/* the response's own correction at its end (answer_amend.c) */
	{ "correction", PAPO_EXTRACT_ANSWER, PAPO_EXTRACT_ALL, find_amended,
	    F_KEPT | F_SURE | F_TAIL },
	/* the box, or a phrase or statement after it */
	{ "box", PAPO_EXTRACT_ANSWER, PAPO_EXTRACT_ALL, find_box, 0 },
	/* a last line that is one of the problem's options, its label
	   and its text */
	{ "option line", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_option_line,
	    F_KEPT },
	/* "I choose (B).", "我选 B。": before the phrases' lead rows */
	{ "choice statement", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_chosen,
	    0 },
	/* answer phrases: phrases[] (English, "A:", "####", the other
	   languages' rows of answer_rows.c) */
	{ "phrase", PAPO_EXTRACT_ANSWER, PAPO_EXTRACT_ALL, find_phrase,
	    F_KEPT | F_SURE | F_LEAD | F_TAIL },
	{ "end", PAPO_EXTRACT_ANSWER, PAPO_EXTRACT_ANSWER, find_end, 0 },
	/* "The correct option is G." and the option's text after it */
	{ "choice statement", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_choice,
	    0 },
	/* statements with no answer phrase, in the last sentence */
	{ "count subject", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL,
	    find_count_subject, F_KEPT | F_REST | F_TAIL },
	{ "premise equation", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL,
	    find_premise, F_KEPT | F_REST | F_TAIL },
	{ "option named", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL,
	    find_option_named, F_KEPT | F_SURE | F_LEAD | F_TAIL },
	{ "word answer", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_word_said,
	    F_KEPT | F_LEAD | F_TAIL },
	{ "none exists", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_none_exists,
	    F_KEPT | F_LEAD | F_TAIL },
	{ "whole response", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_whole,
	    0 },
	{ "bold number", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_bold, 0 },
	/* a last line that is the value alone, after a derivation */
	{ "value line", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_value_line,
	    F_KEPT | F_TAIL },
	{ "last statement", PAPO_EXTRACT_ALL, PAPO_EXTRACT_ALL, find_last, 0 },
	{ NULL, PAPO_EXTRACT_BOXED, PAPO_EXTRACT_BOXED, NULL, 0 }
};

/*
 * Is f the last finder named name (two rows may share a name: "box",
 * "answer tag")?
 */
static int
last_named(const struct finder *f, const char *name)
{
	/* the first byte before a call: asked after every finder tried */
	if (f->name[0] != name[0] || strcmp(f->name, name) != 0)
		return 0;
	for (f++; f->find != NULL; f++)
		if (f->name[0] == name[0] && strcmp(f->name, name) == 0)
			return 0;
	return 1;
}

/*
 * Does the value s[0..n) a finder took end on a question mark, '?' or
 * '？', the markup a finder may leave around it passed ("42?", "(42?)"
 * from "**42?**", "(42?)", "\"42?\"")?  A value asked, not given.
 */
static int
value_asks(const char *s, size_t n)
{
	while (n > 0 && strchr(" *_)\"'`$", s[n - 1]) != NULL)
		n--;
	return (n > 0 && s[n - 1] == '?') || (n >= 3 && memcmp(s + n - 3,
	    "\xef\xbc\x9f", 3) == 0);
}

/* Row f's MATCH in h passed through its frame rules: the answer or none. */
static int
frame_match(const struct finder *f, struct hunt *h)
{
	int r;

	if (papo_answer_symbol(h->s, h->at, h->stop))
		return none(h->w, SYMBOL_IN);	/* "The answer is 5.‽" */
	if (h->stop > h->at && papo_answer_dense_unread(h->s + h->at,
	    h->stop - h->at, hunt_chat(h) - h->at, h->o->problem,
	    h->o->problemlen))
		return none(h->w, DENSE_IN);	/* "答案是12个苹果左右。" */
	if ((f->frame & F_KEPT) && papo_answer_retracted(h->s, h->stop, h->n))
		return none(h->w, "taken back after it");
	if ((f->frame & F_SURE) && !papo_answer_sure(h->s, h->at, h->stop,
	    h->w))
		return PAPO_FROM_NONE;
	if ((f->frame & F_REST) && !rest_kept(h))
		return PAPO_FROM_NONE;
	if ((f->frame & (F_LEAD | F_TAIL)) && !framed(h->o, h->s, (f->frame &
	    F_LEAD) ? h->at : (size_t)-1, h->stop, h->n, h->w))
		return PAPO_FROM_NONE;
	r = found(h->w, f->name, h->from);
	if (h->w != NULL)
		h->w->phrase = f->find == find_phrase;
	if (f->find == find_phrase || f->find == find_tag_answer ||
	    f->find == find_box_alone)
		h->anchor = h->at;	/* an answer statement's (ramble) */
	return r;
}

/*
 * Does the value v[0..n) end on one letter alone (a word of one code
 * point, after a space) of a script math writes no variable in,
 * Cyrillic, Arabic, Devanagari, Bengali, Telugu or Thai, that is no
 * unit ("Ответ: 42 ъ", "उत्तर 42 न", not): a word no row reads, which
 * the comparison would drop?  "42 м" is metres; a set of option letters
 * the problem's list reads ("А, С, Е" in Cyrillic look-alikes) is
 * asked apart (papo_answer_letters_listed).
 */
static int
lone_letter(const char *v, size_t n)
{
	const struct row *r;
	size_t b = n, a, l;
	long c;

	while (b > 0 && strchr(" .,;:!", v[b - 1]) != NULL)
		b--;
	for (a = b; a > 0 && ((unsigned char)v[a - 1] & 0xc0) == 0x80; a--)
		;
	if (a == 0 || a == b || (unsigned char)v[--a] < 0xc0 || a == 0 ||
	    v[a - 1] != ' ')
		return 0;
	c = papo_frame_cp_at(v, a, b);
	if (!((c >= 0x400 && c < 0x460) || (c >= 0x621 && c < 0x64b) ||
	    (c >= 0x904 && c < 0x93a) || (c >= 0x985 && c < 0x9ba) ||
	    (c >= 0xc05 && c < 0xc3a) || (c >= 0xe01 && c < 0xe2f) ||
	    (c >= 0xac00 && c < 0xd7a4)))	/* Hangul: "B(7) 않" */
		return 0;
	if (c >= 0xac00 && (((r = papo_frame_row_starts(v, a, b,
	    R_MEASURE)) != NULL && r->len == b - a) || c == 0xc2ed ||
	    c == 0xbc31 || c == 0xcc9c || c == 0xb9cc || c == 0xc5b5 ||
	    c == 0xc870))
		return 0;	/* a counter ("7 개", "7 명"), a scale word
				   (십 백 천 만 억 조) */
	return papo_unit_foreign(v + a, b - a, &l) == NULL || l != b - a;
}

/* How far back ramble reads a statement. */
#define RAMBLE_BACK	600

/*
 * Where the sentence that holds s[a] starts, read back RAMBLE_BACK
 * bytes at most (the bound, when no stop is found): after a line break,
 * a '.', '!' or '?' before white space, or a stop of another script
 * ('。', '！', '？', '।'), not the stop that ends s[..a) (its
 * sentence's own).  The cheap reading ramble asks where no
 * answer is read (papo_answer_last_sentence's windows cost more on
 * every record).
 */
static size_t
stmt_back(const char *s, size_t a)
{
	static const char stops[][4] = { "\xe3\x80\x82", "\xef\xbc\x81",
	    "\xef\xbc\x9f", "\xe0\xa5\xa4" };	/* 。 ！ ？ । */
	size_t lo = a > RAMBLE_BACK ? a - RAMBLE_BACK : 0, k, j, plain = a;

	for (k = a; k > lo; k--) {
		unsigned char c;

#ifdef __SSE2__
		/* back sixteen bytes at a time over blocks that hold no
		   byte a stop is made of: a newline, '.', '!', '?' or one
		   of 0x80 or more; the block that holds one is read a byte
		   at a time (down to plain) */
		while (k <= plain && k >= lo + 16) {
			__m128i v = _mm_loadu_si128((const void *)(s + k -
			    16));
			unsigned m = (unsigned)_mm_movemask_epi8(
			    _mm_or_si128(_mm_or_si128(v, _mm_cmpeq_epi8(v,
			    _mm_set1_epi8('\n'))), _mm_or_si128(
			    _mm_or_si128(_mm_cmpeq_epi8(v,
			    _mm_set1_epi8('.')), _mm_cmpeq_epi8(v,
			    _mm_set1_epi8('!'))), _mm_cmpeq_epi8(v,
			    _mm_set1_epi8('?')))));

			if (m != 0) {
				plain = k - 16;
				break;
			}
			k -= 16;
		}
		if (k == lo)
			break;
#endif
		c = (unsigned char)s[k - 1];

		if (c == '\n' || ((c == '.' || c == '!' || c == '?') &&
		    k < a && is_space((unsigned char)s[k])))
			return k;
		if (c < 0x80 || k >= a || k - lo < 3)
			continue;
		for (j = 0; j < sizeof(stops) / sizeof(stops[0]); j++)
			if (memcmp(s + k - 3, stops[j], 3) == 0)
				return k;
	}
	return lo;
}

/*
 * Where the last box in s[a..b) closes, past its '}' (the statement
 * "Answer: \\boxed{41}" before "Answer: \\boxed{42}" in one sentence);
 * a when s[a..b) closes none.
 */
static size_t
box_closed_in(const char *s, size_t a, size_t b)
{
	long t = papo_answer_last_of(s + a, b - a, "box{"), u;
	size_t k;
	int depth = 0;

	if ((u = papo_answer_last_of(s + a, b - a, "boxed{")) > t)
		t = u + 2;
	if (t < 0)
		return a;
	for (k = a + (size_t)t + 3; k < b; k++) {
		if (s[k] == '{')
			depth++;
		else if (s[k] == '}' && --depth == 0)
			return k + 1;
	}
	return a;
}

/*
 * Does the value out, read from response s[0..n), end on a
 * "\\text{...}" the response wrote of words after the value that are no
 * unit and not read as its noun ("x = 42 \\text{zzqx}",
 * "$42\\,\\text{zzqx}$"), as a box's content is read
 * (papo_answer_box_text_unread: "\\boxed{42 \\text{ apples}}" the value
 * and its noun, "42 \\text{ cm}" a unit)?  Whatever finder took the
 * value: the math's delimiters and the sentence's stop after it aside.
 * A noun a finder wrote into out from prose ("Die Antwort ist 42 Eier."
 * read as "42 \\text{ Eier}") is that finder's reading, not asked.
 */
static int
text_unread(const struct papo_answer_opts *o, const char *s, size_t n,
    const struct papo_buf *out)
{
	size_t e = out->len;
	long t;

	if (e < 7 || (t = papo_answer_last_of(out->s, e, "\\text{")) < 0)
		return 0;	/* the cheap test */
	while (e > 0 && strchr(" $.", out->s[e - 1]) != NULL)
		e--;
	if (e >= 2 && out->s[e - 2] == '\\' && (out->s[e - 1] == ']' ||
	    out->s[e - 1] == ')'))
		e -= 2;
	if ((size_t)t >= e || memmem(s, n, out->s + t, e - (size_t)t) == NULL)
		return 0;	/* not the response's own "\\text{...}" */
	return papo_answer_box_text_unread(out->s, e, PROBLEM(o));
}

/*
 * Where the last value in s[a..b) ends, past a digit and the math's
 * or markup's closing after it ("$", "}", ")", "*"): the statement
 * "Antwort: 41" before "Antwort: 42" on one line with no stop between;
 * a when s[a..b) holds no digit.
 */
static size_t
value_closed_in(const char *s, size_t a, size_t b)
{
	size_t k = b;

	while (k > a && !is_digit((unsigned char)s[k - 1]))
		k--;
	if (k == a)
		return a;
	while (k < b && strchr("$})*", s[k]) != NULL)
		k++;
	return k;
}

/*
 * Are the values a and b, two answer statements' in a row, one value:
 * the same by box_again, or by the comparator read either way ("12
 * \\text{ cm}" then "12"), or each the reference's (o->reference, when
 * known: "उत्तर 12 है।" then "उत्तर $12 \\text{ cm}$ है।", which the
 * verdict reads alike)?
 */
/* Is y[0..yn), or the result after its last '=', x[0..xn) and a
   percent sign ("20%", "0.2 x 100% = 20%" for "20")? */
static int
percent_again(const char *x, size_t xn, const char *y, size_t yn)
{
	const char *q = memrchr(y, '=', yn);

	if (q != NULL) {
		yn -= (size_t)(q - y) + 1;
		y = q + 1;
	}
	while (yn > 0 && *y == ' ') {
		y++;
		yn--;
	}
	return xn > 0 && yn == xn + 1 && y[xn] == '%' && memcmp(x, y, xn) ==
	    0;
}

static int
one_value(const struct papo_answer_opts *o, const struct papo_buf *a,
    const struct papo_buf *b)
{
	if (box_again(o, a, b))
		return 1;
	if (o == NULL || o->same == NULL || a->len == 0 || b->len == 0)
		return 0;
	if (o->same(o->same_ctx, a->s, a->len, b->s, b->len) ||
	    o->same(o->same_ctx, b->s, b->len, a->s, a->len))
		return 1;
	/* a percentage stated again without its sign, the result of a
	   computation's ("0.2 x 100% = 20%。答案是20。") */
	if (percent_again(a->s, a->len, b->s, b->len) ||
	    percent_again(b->s, b->len, a->s, a->len))
		return 1;
	return o->reference != NULL && o->referencelen > 0 &&
	    o->same(o->same_ctx, o->reference, o->referencelen, a->s,
	    a->len) && o->same(o->same_ctx, o->reference, o->referencelen,
	    b->s, b->len);
}

/*
 * The value t a phrase gave inside a quoted string or an object
 * ("4.\"}" from "{\"answer\": \"The answer is 4.\"}", which ramble
 * reads where the JSON finder does not) without the stops, quotes and
 * unopened braces after it.
 */
static void
value_untail(struct papo_buf *t)
{
	size_t k, e = t->len, open = 0, shut = 0;

	for (k = 0; k < e; k++) {
		open += t->s[k] == '{';
		shut += t->s[k] == '}';
	}
	while (e > 0 && (strchr(".,;\"'`", t->s[e - 1]) != NULL ||
	    (t->s[e - 1] == '}' && shut > open))) {
		shut -= t->s[e - 1] == '}';
		e--;
	}
	if (e < t->len)
		papo_buf_truncate(t, e);
}

/*
 * Does the value out list several ("12, 13": a run of boxes joined, the
 * parts of a multi-part answer)?  The parts' rules read those
 * (answer_box.c, answer_items.c), not ramble.
 */
static int
several(const struct papo_buf *out)
{
	return out->len > 2 && memmem(out->s, out->len, ", ", 2) != NULL;
}

/*
 * Is the value out option letters alone ("D", "(B)", "AC", "A, C")?  A
 * letter and a value before it are one answer told two ways ("The
 * answer is 3,003. The answer is (A).", "所以答案是 1/2。【答案】D"):
 * answer_choice.c's to compare, no ramble.
 */
static int
letters_only(const struct papo_buf *out)
{
	size_t k;
	int c, any = 0;

	if (out->len == 0 || out->len > 24)
		return 0;
	for (k = 0; k < out->len; k++) {
		c = (unsigned char)out->s[k] | 0x20;
		if (c >= 'a' && c <= 'j')
			any = 1;
		else if (strchr("() ,", out->s[k]) == NULL)
			return 0;
	}
	return any;
}

/*
 * Is the box at s[at] an answer statement of its own: in its sentence
 * (after a box that sentence closed before it) nothing before it but
 * an answer phrase, or one word at most (a run of another script's
 * letters one word) and markup in 40 bytes ("So \\boxed{41}.",
 * "\\[\\boxed{41}\\]")?  A box after a computation or a quantity's
 * words ("so the total cost for the frames is $10 x 2 = \\boxed{$20}")
 * gives another quantity's value, not the answer's.
 */
static int
box_lead_bare(const char *s, size_t at)
{
	size_t a = box_closed_in(s, stmt_back(s, at), at), k;
	int words = 0, in = 0;

	if (at - a > 200)
		return phrase(s + at - 200, 200) >= 0;
	if (phrase(s + a, at - a) >= 0)
		return 1;
	for (k = a; k < at; k++) {
		unsigned char c = (unsigned char)s[k];

		if (is_digit(c) || c == '=')
			return 0;
		if ((is_alpha(c) || c >= 0x80) && !in && (k == a ||
		    s[k - 1] != '\\'))
			words++;
		in = is_alpha(c) || c >= 0x80;
	}
	return words <= 1 && at - a <= 40;
}

/*
 * Does the answer phrase of s[a..e) lead to a whole number (after
 * spacing, '$' and '*') other than the one out opens with?  0 when
 * either is none.
 */
static int
phrase_number_differs(const char *s, size_t a, size_t e,
    const struct papo_buf *out)
{
	/* the answer's own noun before the value, in the languages of
	   the phrase rows: not a sum's or a total's phrase ("总和为 28") */
	/* ответ Ответ 答案 答え 정답 답 คำตอบ উত্তর సమాధానం उत्तर */
	static const char *const nouns[] = { "answer", "Answer", "ANSWER",
	    "Antwort", "r\xc3\xa9ponse", "R\xc3\xa9ponse", "respuesta",
	    "Respuesta", "risposta", "Risposta", "resposta", "Resposta",
	    "jibu", "Jibu", "####",
	    "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	    "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	    "\xe7\xad\x94\xe6\xa1\x88",
	    "\xe7\xad\x94\xe3\x81\x88",
	    "\xec\xa0\x95\xeb\x8b\xb5",
	    "\xeb\x8b\xb5",
	    "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a",
	    "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0",
	    "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0"
	    "\xb0\xa7\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb0\x82",
	    "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0",
	    NULL };
	long v = phrase(s + a, e - a);
	size_t i, j, k, x;
	int named = 0;

	if (v < 0)
		return 0;
	for (k = 0; nouns[k] != NULL && !named; k++)
		named = papo_answer_find_bytes(s + a, (size_t)v, nouns[k],
		    strlen(nouns[k])) != NULL;
	if (!named)
		return 0;
	for (i = a + (size_t)v; i < e && (s[i] == ' ' || s[i] == '$' ||
	    s[i] == '*'); i++)
		;
	for (j = i; j < e && is_digit((unsigned char)s[j]); j++)
		;
	for (k = 0; k < out->len && is_digit((unsigned char)out->s[k]); k++)
		;
	if (j == i || k == 0 || (j < e && (s[j] == '%' || ((s[j] == '.' ||
	    s[j] == ',') && j + 1 < e && is_digit((unsigned char)s[j +
	    1])))) || (k < out->len &&
	    (out->s[k] == '.' || out->s[k] == ',')))
		return 0;	/* a decimal or a grouping: not compared */
	/* the statement's one value: no computation after it ("为 15 美元
	   + 1.50 美元 = 16.50 美元") */
	for (x = j; x < e; x++)
		if (is_digit((unsigned char)s[x]) || (s[x] != '\0' &&
		    strchr("=+*/<>", s[x]) != NULL))
			return 0;
	return j - i != k || memcmp(s + i, out->s, k) != 0;
}

/*
 * Does the statement right before the one whose value starts at
 * s[h->anchor] give the answer too, by a box or an answer phrase (a "Final
 * Answer:" line, "####", the other languages' rows), with another value
 * ("The answer is 41. The answer is 42.", "Answer: \\boxed{41} Answer:
 * \\boxed{42}", "Antwort: 41 Antwort: 42")?  Then the response states
 * several answers and commits to none.  The same value in another form
 * ("\\frac12", then "0.5"; "12 \\text{ cm}", then "12") is one value, as
 * box_again reads a later statement.  Only an answer statement counts: the
 * sentence before it (to the end of a box or a value before it in its own
 * sentence, when it holds one) is read as a response (as find_asked_again
 * reads the text before a question, at a depth of its own: RAMBLE_DEPTH),
 * and its answer taken only when it is a box's (after an answer phrase or
 * one word: box_lead_bare) or a phrase's, which the frame rules leave at
 * the text's end (nothing unread after it); a value of another quantity in
 * the work before is none, and so are a word no value ("Our answer is
 * correct.") and an option letter told after its value (letters_only).
 * Asked only where the sentence before holds a box or an answer phrase
 * (the cheap test).
 */
static int
ramble(struct hunt *h)
{
	struct papo_buf t = PAPO_BUF_INIT;
	const char *s = h->s;
	size_t st, pe, ps, at, k;
	int r, other, remark;

	if (h->anchor == (size_t)-1 || h->anchor > h->n ||
	    letters_only(h->out) || several(h->out))
		return 0;
	st = stmt_back(s, h->anchor);
	/* a box or a value before it in its sentence ends a statement of
	   its own when an answer phrase leads to this one ("Answer:
	   \\boxed{41} Answer: \\boxed{42}"), not a run's word ("\\boxed{1}
	   then \\boxed{2}") */
	k = value_closed_in(s, box_closed_in(s, st, h->anchor), h->anchor);
	if (k > st && phrase(s + k, h->anchor - k) >= 0)
		st = k;
	for (pe = st; pe > 0 && is_space((unsigned char)s[pe - 1]); pe--)
		;
	if (pe == 0)
		return 0;
	ps = stmt_back(s, pe);
	if ((remark = ps > 0 && pe - ps < 80 && !papo_answer_has_digit(s,
	    ps, pe))) {
		/* a short remark with no value between ("The answer is 41.
		   Hope this helps! The answer is 42."): the sentence before
		   it too, the remark left to the frame rules after its
		   answer */
		for (k = ps; k > 0 && is_space((unsigned char)s[k - 1]); k--)
			;
		ps = stmt_back(s, k);
	}
	if (papo_answer_find_bytes(s + ps, pe - ps, "box{", 4) == NULL &&
	    papo_answer_find_bytes(s + ps, pe - ps, "boxed{", 6) == NULL &&
	    phrase(s + ps, pe - ps) < 0)
		return 0;
	r = extract_at(h->o, s + ps, pe - ps, &t, RAMBLE_DEPTH, NULL, &at,
	    h->have_tags && !h->tags ? 0 : -1);
	value_untail(&t);
	other = at != (size_t)-1 && (r == PAPO_FROM_PHRASE ||
	    (r == PAPO_FROM_BOXED && box_lead_bare(s + ps, at))) &&
	    (papo_answer_has_digit(t.s, 0, t.len) || memchr(t.s, '\\',
	    t.len) != NULL) &&
	    !letters_only(&t) && !several(&t) && memchr(t.s, '$', t.len) ==
	    NULL && !one_value(h->o, h->out, &t);
	papo_buf_release(&t);
	/* an answer phrase whose statement is not read whole ("Die
	   Antwort ist 22 Mädchen.": a noun no row knows) still gives
	   its number: another one is another answer */
	return other || (r == PAPO_FROM_NONE && !remark &&
	    phrase_number_differs(s, ps, pe, h->out));
}

static int
extract(const struct papo_answer_opts *o, const char *s, size_t n,
    struct papo_buf *out, int depth, struct papo_answer_why *w)
{
	return extract_at(o, s, n, out, depth, w, NULL, -1);
}

/* Where the n words before s[i] (back to s[a]) start. */
static size_t
words_back(const char *s, size_t a, size_t i, int n)
{
	while (n-- > 0) {
		while (i > a && !is_alpha((unsigned char)s[i - 1]))
			i--;
		while (i > a && is_alpha((unsigned char)s[i - 1]))
			i--;
	}
	return i;
}

/* Where the n words after s[i] (up to s[b]) end. */
static size_t
words_on(const char *s, size_t i, size_t b, int n)
{
	while (n-- > 0) {
		while (i < b && !is_alpha((unsigned char)s[i]))
			i++;
		while (i < b && is_alpha((unsigned char)s[i]))
			i++;
	}
	return i;
}

/*
 * The sentence before s[st], when it states the answer's value (h->out,
 * whole: "So she spent $12. The answer is \\boxed{12}.") and no
 * computation, and the three words before that value or the three after
 * it say the opposite of the question: its word; else NULL.
 */
static const char *
restated_opposite(const struct hunt *h, size_t st, unsigned long fam)
{
	const char *s = h->s, *v = h->out->s, *q;
	size_t l = h->out->len, b = st, a, k;

	while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '\n'))
		b--;
	if (b == 0 || l == 0 || !is_digit((unsigned char)v[0]) ||
	    !is_digit((unsigned char)v[l - 1]))
		return NULL;
	a = stmt_back(s, b - 1);
	if (memchr(s + a, '=', b - a) != NULL)
		return NULL;	/* a computation's: "so she paid $45 - $7 =
				   $38" after "The coupon saved her $7" */
	for (k = a; k + l <= b && (q = memmem(s + k, b - k, v, l)) != NULL;
	    k = (size_t)(q - s) + 1)
		if ((q == s + a || !is_digit((unsigned char)q[-1])) &&
		    (q + l == s + b || !is_digit((unsigned char)q[l])))
			return papo_answer_contradicts(s, words_back(s, a,
			    (size_t)(q - s), 3), words_on(s, (size_t)(q - s) +
			    l, b, 3), fam);
	return NULL;
}

/* The end of the sentence s[k..e) runs in: a newline, or a stop
   before a space, a newline or the end. */
static size_t
sentence_end(const char *s, size_t k, size_t e)
{
	for (; k < e && s[k] != '\n' && !(strchr(".!?", s[k]) != NULL &&
	    (k + 1 == e || s[k + 1] == ' ' || s[k + 1] == '\n')); k++)
		;
	return k;
}

/*
 * Does the answer's sentence (the one its box or phrase stands in, else
 * the response's last statement) say the opposite of what the question
 * asks ("Tom has 12 fewer apples than Ann." for "How many more ...?",
 * answer_contra.c)?  The word noted in w.
 */
static int
contradicted(struct hunt *h, struct papo_answer_why *w)
{
	const char *s = h->s, *word;
	size_t e = hunt_chat(h), st;
	unsigned long fam;

	if (h->o == NULL || h->o->problem == NULL ||
	    !papo_answer_has_digit(h->out->s, 0, h->out->len) || (fam =
	    papo_answer_question_families(PROBLEM(h->o))) == 0)
		return 0;	/* a count or an amount only, asked so */
	if (h->anchor != (size_t)-1 && h->anchor < e) {
		st = stmt_back(s, h->anchor);
		e = sentence_end(s, h->anchor, e);
	} else
		st = papo_answer_final_statement(s, 0, e);
	if ((word = papo_answer_contradicts(s, st, e, fam)) == NULL &&
	    (word = restated_opposite(h, st, fam)) == NULL && (!(fam & 3ul) ||
	    (word = papo_answer_turned(s, st, e, PROBLEM(h->o))) == NULL))
		return 0;
	if (w != NULL && w->refused == NULL)
		memcpy(w->word, word, strlen(word) + 1);	/* < 32 */
	return 1;
}

/*
 * The letter of an option label in s[a..b): "(D)", "option D", "choice
 * D" (A to J, alone); 0 for none.
 */
static char
label_in(const char *s, size_t a, size_t b)
{
	size_t i, l;

	for (i = a; i < b; i++) {
		if (s[i] == '(' && i + 2 < b && s[i + 1] >= 'A' &&
		    s[i + 1] <= 'J' && s[i + 2] == ')')
			return s[i + 1];
		l = starts_ci(s, b, i, "option ") ? 7 : starts_ci(s, b, i,
		    "choice ") ? 7 : 0;
		if (l > 0 && (i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    i + l < b && s[i + l] >= 'A' && s[i + l] <= 'J' &&
		    (i + l + 1 == b || !is_alpha((unsigned char)s[i + l + 1])))
			return s[i + l];
	}
	return 0;
}

/*
 * Does the answer's sentence (as contradicted reads it) name after its
 * value an option of the problem's list whose text is not that value
 * ("So the correct choice is 7 (D).", "The answer is 7, option D." where
 * D is 8; "option B or C" where C is 9): two answers?  A letter's own
 * answer ("(C) 7") is the option reader's.
 */
static int
letter_named_other(struct hunt *h)
{
	const char *s = h->s, *ot;
	size_t e = hunt_chat(h), st, k, otn;
	char l;

	if (h->o == NULL || h->o->problem == NULL || h->o->same == NULL ||
	    h->out->len == 0 || !(is_digit((unsigned char)h->out->s[0]) ||
	    h->out->s[0] == '-' || h->out->s[0] == '$'))
		return 0;
	if (h->anchor != (size_t)-1 && h->anchor < e) {
		st = h->anchor + 1;
		e = sentence_end(s, st, e);
	} else {
		st = papo_answer_final_statement(s, 0, e);
		for (k = e; k > st && !is_digit((unsigned char)s[k - 1]); k--)
			;	/* the value: the statement's last number */
		if (k == st)
			return 0;
		st = k;
	}
	if ((l = label_in(s, st, e)) == 0)
		return 0;
	/* each label named, and after the first each capital letter alone
	   ("option B or C", "options B, C") */
	for (k = st; k < e; k++) {
		if (!(s[k] >= 'A' && s[k] <= 'J') || (k > st &&
		    is_alpha((unsigned char)s[k - 1])) || (k + 1 < e &&
		    is_alpha((unsigned char)s[k + 1])) || (s[k] != l &&
		    label_in(s, st, k + 1) == 0))
			continue;
		if (!papo_answer_option_of(h->o->problem, h->o->problemlen,
		    s[k], &ot, &otn))
			return s[k] != l;	/* a letter the list lacks */
		if (!h->o->same(h->o->same_ctx, ot, otn, h->out->s,
		    h->out->len))
			return 1;
	}
	return 0;
}

/*
 * Is v[0..n) an option's label and a value with a sign or a word of
 * approximation between them ("B) ≈ 7", "(B) ~7", "B, about 7"), one
 * the text the problem p[0..pn) lists for the option has not ("(D) About
 * 45%" where D is "About 45%")?
 */
static int
label_approx(const char *v, size_t n, const char *p, size_t pn)
{
	const char *t;
	size_t k = 0, j, tn;

	if (n > 0 && v[0] == '(')
		k++;
	if (k + 1 >= n || v[k] < 'A' || v[k] > 'J' || strchr(").,:",
	    v[k + 1]) == NULL)
		return 0;
	if (papo_answer_option_of(p, pn, v[k], &t, &tn)) {
		for (j = 0; j < tn && !is_digit((unsigned char)t[j]); j++)
			;
		if (j < tn && papo_answer_approx_before(t, 0, j, NULL, 0))
			return 0;
	}
	while (k < n && !is_digit((unsigned char)v[k]))
		k++;
	return k < n && papo_answer_approx_before(v, 0, k, NULL, 0);
}

/*
 * Does the sentence of the answer's value (from h->anchor, else the end
 * of the response) hold before the value an ASCII '?' that ends no
 * sentence: after a word, and before a small letter, or apart from the
 * word or number before it and before a digit, '$', '\\' or an
 * operator ("The ? answer is 7.", "Quindi ? la probabilità è un terzo.",
 * "olasılık ? 1/3'tür", "12 × 5 ? = 60"; not "How many are left? 42")?
 * A question asked inside the statement.
 */
/*
 * Does a letter of a script with no capitals (papo_frame_dense_letter:
 * CJK, Hangul, Thai; a word letter past Latin, Greek and Cyrillic:
 * Arabic, Devanagari, Bengali, Telugu) follow at s[i] after spaces (to
 * e)?  After a mark apart from the word before it, such a word goes on
 * the sentence: no question ends there.
 */
static int
mark_before_word(const char *s, size_t i, size_t e)
{
	size_t l;
	long cp;

	while (i < e && s[i] == ' ')
		i++;
	if (i >= e || (unsigned char)s[i] < 0x80)
		return 0;
	cp = papo_frame_cp_len(s, i, e, &l);
	return papo_frame_dense_letter(cp) || (cp >= 0x590 &&
	    papo_frame_word_letter(cp));
}

/*
 * Is the '?' at s[k], apart from the word before it and before a word
 * (to e), the end of no question but a mark inside the statement: a
 * comma or a colon before it ("Donc, ? Tom", "So the answer: ? Tom has
 * 7 apples."), or two words at most from the sentence's start s[a] ("So
 * ? Tom is 15.", "Die endgültige ? Antwort ist 7."; a question asked
 * has more: "Combien de pommes Tom a-t-il ? Tom a 7 pommes.")?
 */
static int
short_question(const char *s, size_t a, size_t k, size_t e)
{
	size_t i, n = 0, j = k - 1;
	int in = 0, w;

	for (i = k + 1; i < e && s[i] == ' '; i++)
		;
	if (i >= e || !(is_alpha((unsigned char)s[i]) || (unsigned char)s[i]
	    >= 0x80))
		return 0;
	while (j > a && s[j - 1] == ' ')
		j--;
	if (j > a && (s[j - 1] == ',' || s[j - 1] == ':'))
		return 1;
	for (i = a; i < k; i++) {
		w = is_alpha((unsigned char)s[i]) || (unsigned char)s[i] >=
		    0x80 || s[i] == '\'' || s[i] == '-';
		n += w && !in;
		in = w;
	}
	return n <= 2;
}

/*
 * Where the sentence that runs to s[e] starts, not before s[lo]: after a
 * newline, or after ". " or "! " (a '?' ends none: question_inside reads
 * it inside the sentence).
 */
static size_t
value_sentence(const char *s, size_t lo, size_t e)
{
	size_t a;

	for (a = e; a > lo && s[a - 1] != '\n' && !(a >= 2 && s[a - 1] ==
	    ' ' && (s[a - 2] == '.' || s[a - 2] == '!')); a--)
		;
	return a;
}

static int
question_inside(struct hunt *h)
{
	const char *s = h->s;
	size_t e = h->anchor != (size_t)-1 ? h->anchor : hunt_chat(h), a, k;
	int c, d, m;

	if (h->anchor != (size_t)-1)	/* to the value's first digit on its
					   line ("Answer: ? 7 apples") */
		for (k = e; k < h->n && s[k] != '\n'; k++)
			if (is_digit((unsigned char)s[k])) {
				e = k;
				break;
			}
	if (e > h->n || (memchr(s, '?', e) == NULL && memchr(s, '~', e) ==
	    NULL))
		return 0;
	if (h->anchor == (size_t)-1) {	/* the last line's digit */
		for (k = e; k > 0 && !is_digit((unsigned char)s[k - 1]) &&
		    s[k - 1] != '\n'; k--)
			;
		if (k > 0 && is_digit((unsigned char)s[k - 1]))
			e = k;	/* else its letter, to the end: "La ?
				   réponse est B." */
	}
	a = value_sentence(s, 0, e);
	for (k = a, c = 0, m = 0; k < e; k++) {
		m ^= s[k] == '$';	/* in math: a tilde is TeX's tie */
		if (s[k] == '~' && c && !m && s[k - 1] == ' ' && k + 1 < e &&
		    s[k + 1] == ' ' && mark_before_word(s, k + 1, e))
			return '~';	/* "따라서 ~ 톰은 15살입니다." */
		if (s[k] != '?' || !c) {	/* c: a word or a number
						   before it */
			c |= is_alpha((unsigned char)s[k]) || (unsigned
			    char)s[k] >= 0x80 || is_digit((unsigned char)s[k]);
			continue;
		}
		d = s[k - 1] == ' ';	/* a '?' apart: "olasılık ? 1/3" */
		if (d && mark_before_word(s, k + 1, e))
			return '?';	/* "تقطع ? القطار", "Итак, ? Тому" */
		if (d && short_question(s, a, k, e))
			return '?';	/* "Donc, ? Tom a 7 pommes." */
		for (k++; k < e && (s[k] == ' ' || s[k] == '?'); k++)
			;	/* "Answer: ?? 7" */
		if (k + 1 < e && (((unsigned char)s[k] == 0xd0 &&
		    (unsigned char)s[k + 1] >= 0xb0) || (unsigned char)s[k] ==
		    0xd1 || ((unsigned char)s[k] == 0xc3 && (unsigned char)
		    s[k + 1] >= 0x9f)))
			return 1;	/* a small Cyrillic or Latin-1 letter:
					   "Правильный ? ответ" */
		if (k <= e && k < h->n && ((s[k] >= 'a' && s[k] <= 'z') || (d &&
		    (is_digit((unsigned char)s[k]) || s[k] == '$' ||
		    s[k] == '\\' || (s[k] != '\0' && strchr("=+-*/", s[k]) !=
		    NULL) || ((unsigned char)s[k] == 0xc3 && k + 1 < h->n &&
		    ((unsigned char)s[k + 1] == 0x97 || (unsigned char)s[k +
		    1] == 0xb7))))))
			return 1;	/* "12 × 5 ? = 60", "3 + ? 4 = 7" */
	}
	return 0;
}

/*
 * Why a word of another script than its own refuses the answer
 * (papo_answer_foreign_never): in the value's sentence before it (from
 * h->anchor; with none, the last sentence; FOREIGN_BEFORE bytes at
 * most), or in the response after it (FOREIGN_AFTER bytes at most)
 * ("So the product না is **391**.", "| Total | 않 **125** |", "The
 * answer is 42 ไม่ pesos."); NULL when none does.
 */
#define FOREIGN_BEFORE	240	/* bytes of its sentence read before it */
#define FOREIGN_AFTER	400	/* bytes of the response read after it */

static const char *
foreign_inside(struct hunt *h, char *word, size_t wn)
{
	const char *s = h->s;
	size_t e = h->anchor, a, lo, end = hunt_chat(h);

	if (e == (size_t)-1 || e > end)
		e = end;
	lo = e > FOREIGN_BEFORE ? e - FOREIGN_BEFORE : 0;
	if (end - e > FOREIGN_AFTER)
		end = e + FOREIGN_AFTER;
	if (papo_frame_high_from(s, lo, end) == end)
		return NULL;	/* ASCII: one script */
	a = value_sentence(s, lo, e);
	/* one reading, the script of its sentence and what follows: "la
	   respuesta es ليس 48" (the anchor at ليس), "| **Total** | ليس
	   **125** |" */
	if (papo_answer_foreign_never(s, a, end, PROBLEM(h->o), word, wn) ==
	    NULL)
		return NULL;
	if (h->w != NULL && h->w->refused == NULL) {
		h->w->before = "word";
		memcpy(h->w->word, word, sizeof(h->w->word));
	}
	return "a negation or a doubt of another script beside it";
}

/*
 * The relations that say a value is not the answer, or only bounds it
 * ("3 + 4 ≠ 7", "Total: 3 + 4 != 7", "He has \\leq 7 apples.", "3 + 4
 * =? \\boxed{7}"): signs, ASCII spellings and TeX's commands.  An
 * arrow ("=>", "->") gives a result and is none of them.
 */
static const char *const rel_signs[] = { "!=", "<=", ">=", "=?", "?=",
	"=/=", "=\\=", "<>", "\xe2\x89\xa0", "\xe2\x89\xa4",	/* ≠ ≤ */
	"\xe2\x89\xa5", "\xe2\x89\xa2", "\xe2\x89\x9f",	/* ≥ ≢ ≟ */
	"\xe2\x89\xa8", "\xe2\x89\xa9", "\xe2\xa9\xbd",	/* ≨ ≩ ⩽ */
	"\xe2\xa9\xbe", "\xe2\x89\xae", "\xe2\x89\xaf",	/* ⩾ ≮ ≯ */
	"\xe2\x89\xb0", "\xe2\x89\xb1", "\xe2\x89\xaa",	/* ≰ ≱ ≪ */
	"\xe2\x89\xab", "\xe2\x89\xb2", "\xe2\x89\xb3",	/* ≫ ≲ ≳ */
	NULL };
/* Commands read as '=' or as a conclusion's word before a value. */
static const char *const rel_words[] = { "equiv", "therefore", "because",
	"since", "hence", "thus", NULL };

/* The longest relation rel_at reads, in bytes ("\\geqslant"); longer
   commands it does not know are read from their last 12 bytes. */
#define REL_LONGEST	12

/* Can a relation of rel_at's start with the byte c? */
static inline int
rel_first(char c)
{
	return c == '\\' || c == '!' || c == '<' || c == '>' || c == '=' ||
	    c == '?' || (unsigned char)c == 0xe2;
}

/*
 * Where the relation at s[i] (one of rel_signs[], '<' or '>' between
 * a value and a value, "\\not" with its '=', a command the lexer reads
 * as a relation but '=', a congruence, an arrow or an approximation
 * ("\\neq", "\\leq", "\\gt"), or one of two letters or more it does
 * not know ("\\prec", "\\nleq"; not "\\n" of a JSON string)) ends; i
 * when there is none.
 */
static size_t
rel_at(const char *s, size_t i, size_t e)
{
	size_t k, l;

	if (!rel_first(s[i]))
		return i;
	if (s[i] == '\\') {
		for (k = i + 1; k < e && is_alpha((unsigned char)s[k]); k++)
			;
		if (k == i + 1)
			return i;	/* "\\(", "\\,", "\\$" */
		for (l = 0; rel_words[l] != NULL; l++)
			if (strlen(rel_words[l]) == k - i - 1 &&
			    memcmp(s + i + 1, rel_words[l], k - i - 1) == 0)
				return i;	/* "x \\equiv \\boxed{42}
						   \\pmod{47}", "\\therefore" */
		if (k - i - 1 == 3 && memcmp(s + i + 1, "not", 3) == 0)
			return k < e && s[k] == '=' ? k + 1 : k; /* "\\not=" */
		if ((k > i + 2 && !papo_lex_known(s + i + 1, k - i - 1)) ||
		    ((l = (size_t)papo_lex_relation(s + i + 1, k - i - 1)) !=
		    0 && l != PAPO_REL_EQ && l != PAPO_REL_ARROW && l !=
		    PAPO_REL_APPROX))
			return k;	/* "\\neq", "\\prec", "\\foo" */
		return i;
	}
	for (l = 0; rel_signs[l] != NULL; l++)
		if (rel_signs[l][0] == s[i] && (k = strlen(rel_signs[l])) <=
		    e - i &&
		    memcmp(s + i, rel_signs[l], k) == 0 && !(s[i] == '<' &&
		    i + k < e && s[i + k] == '>'))
			return i + k;
	if ((s[i] == '<' || s[i] == '>') && i > 0 && (s[i - 1] == ' ' ||
	    is_digit((unsigned char)s[i - 1]) || s[i - 1] == ')' ||
	    s[i - 1] == '$') && i + 1 < e && (s[i + 1] == ' ' ||
	    is_digit((unsigned char)s[i + 1]) || s[i + 1] == '$'))
		return i + 1;	/* not a tag's "<answer>", nor "->", "=>" */
	return i;
}

/*
 * Does a relation rel_at reads stand right before the answer's number
 * in its sentence (spaces, '$', '*', '{', '(' and a box's command
 * between): "3 + 4 ≠ **7**", "Total: 3 + 4 != 7", "So,
 * the total \\neq 7.", "3 + 4 =? \\boxed{7}"?  The number is the
 * first of the value out[0..on) (none, or a relation in the value: the
 * value's own, "x \\gt 0"); its sentence the anchor's (to its line's
 * end), else the response's last.
 */
static int
relation_inside(struct hunt *h, const char *out, size_t on)
{
	const char *s = h->s;
	size_t va, ve, a, e, i, k, t, end = hunt_chat(h);

	for (va = 0; va < on && !is_digit((unsigned char)out[va]); va++)
		;
	for (ve = va; ve < on && (is_digit((unsigned char)out[ve]) ||
	    out[ve] == '.'); ve++)
		;
	if (va == on)
		return 0;
	for (i = 0; i < on; i++)
		if (rel_first(out[i]) && rel_at(out, i, on) != i)
			return 0;	/* its own: "x \\gt 0", "t \\le 7",
					   "\\sqrt{x-4},\\ x >= 4" */
	e = end;
	if (h->anchor != (size_t)-1 && h->anchor < end)
		for (e = h->anchor; e < end && s[e] != '\n'; e++)
			;
	a = value_sentence(s, 0, h->anchor != (size_t)-1 && h->anchor < end ?
	    h->anchor : e);
	/* each place the number stands alone, the relation read back from
	   it: few places, where a walk forward would ask every byte */
	for (i = a; i + (ve - va) <= e; i++) {
		const char *q = memchr(s + i, out[va], e - i);

		if (q == NULL)
			break;
		i = (size_t)(q - s);
		if (i + (ve - va) > e || memcmp(s + i, out + va, ve - va) !=
		    0 || (i > a && is_digit((unsigned char)s[i - 1])) || (i +
		    (ve - va) < e && is_digit((unsigned char)s[i + ve - va])))
			continue;
		k = i;
		if (k >= a + 7 && memcmp(s + k - 7, "\\boxed{", 7) == 0)
			k -= 7;
		while (k > a && (s[k - 1] == ' ' || s[k - 1] == '$' ||
		    s[k - 1] == '*' || s[k - 1] == '{' || s[k - 1] == '('))
			k--;
		for (t = k > a + REL_LONGEST ? k - REL_LONGEST : a; t < k; t++)
			if (rel_at(s, t, k) == k)
				return 1;
	}
	return 0;
}

/*
 * Does v[0..n) hold a sign of approximation (papo_answer_approx_sign)
 * with no digit after its last ("7 ≈ \\text{ years}", "7 \\approx
 * years"): a value said near nothing?
 * "\\frac{1}{3} \\approx 0.33" gives the exact value first and is read.
 */
static int
approx_of_nothing(const char *v, size_t n)
{
	size_t i = 0, e;

	while ((e = papo_answer_approx_sign_in(v, i, n)) != 0)
		i = e;	/* after the last sign */
	if (i == 0)
		return 0;
	while (i < n && !is_digit((unsigned char)v[i]))
		i++;
	return i == n;
}

/*
 * extract, and in *at (when not NULL) where the answer's value starts
 * when an answer statement gave it (a box, a phrase: h.anchor), else -1.
 * tags 0: s[0..n) is part of a text tags_in found none in; -1: not
 * known.
 */
static int
extract_at(const struct papo_answer_opts *o, const char *s, size_t n,
    struct papo_buf *out, int depth, struct papo_answer_why *w, size_t *at,
    int tags)
{
	struct hunt h;
	const struct finder *f;
	const char *why;
	char word[32];
	int r = PAPO_FROM_NONE, q;

	memset(&h, 0, sizeof(h));
	h.o = o;
	h.s = s;
	h.n = n;
	h.out = out;
	h.depth = depth;
	h.w = w;
	h.anchor = (size_t)-1;
	h.have_tags = tags == 0;
	papo_buf_reset(out);
	/* o->until "phrase": only a phrase's answer is taken, and a
	   response with no answer phrase has none (the rows before it
	   spared: two_forms asks the sentence before the last) */
	if (depth == 0 && o->until != NULL && o->until[0] == 'p' &&
	    strcmp(o->until, "phrase") == 0 && hunt_phrase(&h) < 0)
		return none(w, "no answer found");
	for (f = finders; f->find != NULL; f++) {
		if (o->extract >= f->lo && o->extract <= f->hi) {
			if ((r = f->find(&h)) == MATCH)
				r = frame_match(f, &h);
			if (r != NEXT)
				break;
		}
		/* o->until: the finders after it not tried (the response
		   itself only: a box's or a key's content is read whole) */
		if (depth == 0 && o->until != NULL && last_named(f, o->until))
			break;
		if (depth == RAMBLE_DEPTH && f->find == find_phrase)
			break;	/* ramble: an answer statement's only */
	}
	/* whatever row found it: a value holding a symbol papo cannot read
	   ("12 \\text{ ‽}" from "Therefore 12 ‽") or a hedge glued to it */
	if (r != NEXT && r != PAPO_FROM_NONE && papo_answer_symbol(out->s, 0,
	    out->len))
		r = none(w, SYMBOL_IN);
	else if (r != NEXT && r != PAPO_FROM_NONE && papo_answer_glued(out->s,
	    out->len))
		r = none(w, GLUED_IN);
	else if (r != NEXT && r != PAPO_FROM_NONE && value_asks(out->s,
	    out->len))
		r = none(w, "a question mark in it");	/* "**42?**" */
	else if (r != NEXT && r != PAPO_FROM_NONE && approx_of_nothing(
	    out->s, out->len))
		r = none(w, "a sign of approximation before no value");
	else if (r != NEXT && r != PAPO_FROM_NONE && label_approx(out->s,
	    out->len, o->problem, o->problemlen))
		r = none(w, "an approximate value after an option's label");
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    (q = question_inside(&h)) != 0)
		r = none(w, q == '~' ? "a tilde apart inside its sentence" :
		    "a question mark inside its sentence");
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    (why = foreign_inside(&h, word, sizeof(word))) != NULL)
		r = none(w, why);
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    relation_inside(&h, out->s, out->len))
		r = none(w, "a relation or a command not known right "
		    "before its value");
	else if (r != NEXT && r != PAPO_FROM_NONE &&
	    papo_answer_digits_mixed(out->s, out->len))
		r = none(w, "digits of two scripts in one number");
	else if (r != NEXT && r != PAPO_FROM_NONE && lone_letter(out->s,
	    out->len) && !papo_answer_letters_listed(out->s, out->len,
	    o->problem, o->problemlen))
		r = none(w, "a letter alone after the value, no unit");
	else if (r != NEXT && r != PAPO_FROM_NONE && papo_answer_dense_unread(
	    out->s, out->len, out->len, o->problem, o->problemlen))
		r = none(w, DENSE_IN);	/* "答えは42か。" */
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    (why = papo_answer_hidden(s, n, out->s, out->len, o->problem,
	    o->problemlen)) != NULL)
		r = none(w, why);	/* "~~42~~", "> The answer is 42." */
	else if (r != NEXT && r != PAPO_FROM_NONE && text_unread(o, s, n,
	    out))
		r = none(w, "a word after the value not recognised");
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    ramble(&h))
		r = none(w, "another answer stated right before it");
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    contradicted(&h, w))
		r = none(w, "its sentence says the opposite of the question");
	else if (r != NEXT && r != PAPO_FROM_NONE && depth == 0 &&
	    letter_named_other(&h))
		r = none(w, "another option's letter after it");
	if (r == NEXT)
		r = none(w, "no answer found");
	if (r == PAPO_FROM_NONE)
		papo_buf_reset(out);
	if (at != NULL)
		*at = r == PAPO_FROM_NONE ? (size_t)-1 : h.anchor;
	return r;
}

/*
 * The length of a check mark at s[i] (✓ ✔ ✅ ☑, a variation selector
 * after it too), or 0.  Crosses and warnings (✗ ✘ ❌ ❎ ⚠) are none.
 * The emoji a chat model closes a right answer with, of approval and
 * celebration (👍 👌 👏 🙌 🎉 🎊 🥳 💯, a skin tone or a variation
 * selector after it), count as one too; those of doubt, refusal or a
 * shrug (🤔 👎 🤷 😬) are none (tests/verify/hostile_close27.py).
 */
static size_t
check_mark(const char *s, size_t i, size_t n)
{
	static const char *const marks[] = { "\xe2\x9c\x93", "\xe2\x9c\x94",
	    "\xe2\x9c\x85", "\xe2\x98\x91", NULL };
	static const char *const cheers[] = { "\xf0\x9f\x91\x8d",
	    "\xf0\x9f\x91\x8c", "\xf0\x9f\x91\x8f", "\xf0\x9f\x99\x8c",
	    "\xf0\x9f\x8e\x89", "\xf0\x9f\x8e\x8a", "\xf0\x9f\xa5\xb3",
	    "\xf0\x9f\x92\xaf", NULL };
	size_t k, l = 0;

	for (k = 0; marks[k] != NULL && l == 0; k++)
		if (n - i >= 3 && memcmp(s + i, marks[k], 3) == 0)
			l = 3;
	for (k = 0; cheers[k] != NULL && l == 0; k++)
		if (n - i >= 4 && memcmp(s + i, cheers[k], 4) == 0)
			l = 4;
	if (l == 4 && n - i - l >= 4 && memcmp(s + i + l, "\xf0\x9f\x8f",
	    3) == 0 && (unsigned char)s[i + l + 3] >= 0xbb &&
	    (unsigned char)s[i + l + 3] <= 0xbf)
		l += 4;		/* a skin tone: 👍🏻 */
	if (l != 0 && n - i - l >= 3 && memcmp(s + i + l, "\xef\xb8\x8f",
	    3) == 0)
		l += 3;
	return l;
}

/*
 * Does the word before s[i] read as a unit symbol written right after a
 * number ("12 m/s", "9.8 m/s^2", "25 N/m^2"): letters in runs of one
 * to three, joined by '/' or '^' (a digit after a '^'), one '/' at
 * least, after a space and a digit?  A check mark after it closes the
 * value as after a noun does ("**Answer:** 12 m/s ✔").
 */
static int
unit_after_number(const char *s, size_t i)
{
	size_t w = i, run = 0;
	int slash = 0;

	while (w > 0 && s[w - 1] != ' ') {
		unsigned char c = (unsigned char)s[w - 1];

		if (is_alpha(c)) {
			if (++run > 3)
				return 0;
		} else if (c == '/' || c == '^') {
			if (run == 0 && c == '/')
				return 0;
			slash |= c == '/';
			run = 0;
		} else if (is_digit(c) && w >= 2 && (s[w - 2] == '^' ||
		    is_digit((unsigned char)s[w - 2]))) {
			run = 0;
		} else {
			return 0;
		}
		w--;
	}
	return slash && run > 0 && w >= 2 && s[w - 1] == ' ' &&
	    is_digit((unsigned char)s[w - 2]) && i - w <= 12;
}

/*
 * Does s[i] stand right after a value, its closing mark or its sentence's
 * end: back over spaces and bold marks, at most one '.', '!' or '。',
 * then a digit, '}', '$', ')', ']' or a lone option letter ("42 ✓",
 * "\\boxed{42}$. ✅", "B ✔"), or up to three words right after a number
 * or a box, the value's noun ("Answer: **42 apples** ✅", "$\\boxed{4}$
 * days. ✅")?  Not after a remark ("This
 * is the answer. ✅"): a symbol there is not read.
 */
static int
after_value(const char *s, size_t i)
{
	size_t w, j, k;
	int end = 0;

	for (;;) {
		while (i > 0 && (s[i - 1] == ' ' || s[i - 1] == '*' ||
		    s[i - 1] == '\t'))
			i--;
		if (end || i == 0)
			break;
		if (s[i - 1] == '.' || s[i - 1] == '!')
			i--;
		else if (i >= 3 && memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0)
			i -= 3;
		end = 1;
	}
	if (i == 0)
		return 0;
	if (is_digit((unsigned char)s[i - 1]) || strchr("}$)]", s[i - 1]) !=
	    NULL)
		return s[i - 1] != 0;
	for (w = i, k = 0; k < 3; k++) {
		for (j = w; j > 0 && is_alpha((unsigned char)s[j - 1]); j--)
			;
		if (w - j < 2 || j < 2 || s[j - 1] != ' ')
			break;
		if (is_digit((unsigned char)s[j - 2]) || strchr("}$)",
		    s[j - 2]) != NULL)
			return 1;	/* "42 apples ✅": the number's noun;
					   "\\boxed{80}$ jelly beans. ✅" */
		w = j - 1;
	}
	if (is_alpha((unsigned char)s[i - 1]) && unit_after_number(s, i))
		return 1;	/* "12 m/s ✔": the number's unit */
	return s[i - 1] >= 'A' && s[i - 1] <= 'J' && (i == 1 ||
	    !is_alpha((unsigned char)s[i - 2]));
}

/*
 * A copy of s[0..n) in b with each check mark that closes a statement
 * blanked ("Answer: 42 ✓", "\\boxed{42} ✅", "42.✔", "42 👍"): one
 * standing after a value or a space and ending its line, the response,
 * or its sentence (a '.', '!' or '。' then a space or the end).  A model
 * writes it to commit; what follows it is read as before ("42 ✓ but I am
 * not sure" stays a doubt).  1 when one was blanked, else 0 (b untouched).
 */
static int
closing_checks(const char *s, size_t n, struct papo_buf *b)
{
	static const unsigned char leads[] = { 0xe2, 0xf0 };
	const char *p;
	size_t i, l, e, k;
	int any = 0;

	for (k = 0; k < sizeof(leads); k++) {
		for (p = memchr(s, leads[k], n); p != NULL;
		    p = i + 1 < n ? memchr(s + i + 1, leads[k], n - i - 1) :
		    NULL) {
			i = (size_t)(p - s);
			if ((l = check_mark(s, i, n)) == 0 ||
			    !after_value(s, i))
				continue;
			for (e = i + l; e < n && (s[e] == ' ' ||
			    s[e] == '*'); e++)
				;
			if (e < n && (s[e] == '.' || s[e] == '!'))
				e++;
			else if (n - e >= 3 && memcmp(s + e, "\xe3\x80\x82",
			    3) == 0)
				e += 3;
			if (e < n && s[e] != '\n' && s[e] != ' ' &&
			    s[e] != '\r')
				continue;
			if (!any) {
				papo_buf_reset(b);
				papo_buf_add(b, s, n);
				any = 1;
			}
			memset(b->s + i, ' ', l);
		}
	}
	/* the blanks a mark that ends the response leaves are cut, as the
	   response's own trailing blanks are: no empty last statement
	   after "Tom does not have 42. ✅" stands for it */
	while (any && b->len > 0 && is_space((unsigned char)b->s[b->len - 1]))
		papo_buf_truncate(b, b->len - 1);
	return any;
}

static int explain(const struct papo_answer_opts *, const char *, size_t,
    struct papo_buf *, struct papo_answer_why *);

/*
 * The marks that open and close a model's reasoning, a row a template
 * family, compared without case ("<Think>"): DeepSeek-R1's and Qwen's
 * <think>, OpenThoughts' and Bespoke's <|begin_of_thought|>, Seed-OSS's
 * <seed:think>, EXAONE Deep's <thought>, Command A Reasoning's
 * <|START_THINKING|>, the <reasoning> of GRPO's common prompt and
 * <thinking>.  Each ends in '>', which the scans below step by.
 */
#define MARK(m)	{ m, sizeof(m) - 1 }
static const struct think_mark {
	const char *s;
	size_t len;
} think_marks[][2] = {
	{ MARK("<think>"), MARK("</think>") },
	{ MARK("<|begin_of_thought|>"), MARK("<|end_of_thought|>") },
	{ MARK("<seed:think>"), MARK("</seed:think>") },
	{ MARK("<thought>"), MARK("</thought>") },
	{ MARK("<|START_THINKING|>"), MARK("<|END_THINKING|>") },
	{ MARK("<reasoning>"), MARK("</reasoning>") },
	{ MARK("<thinking>"), MARK("</thinking>") },
};
#undef MARK

#define NTHINK	(sizeof(think_marks) / sizeof(think_marks[0]))

/*
 * Does a mark m (ending in '>') end at s[e] ('>'), within s[0..e]?  Its
 * caller has compared the byte before the '>' (before_gt) already.
 */
static int
mark_ends(const char *s, size_t e, const struct think_mark *m)
{
	size_t l = m->len;

	return e + 1 >= l && strncasecmp(s + e + 1 - l, m->s, l) == 0;
}

/* The byte before mark m's '>', case folded. */
static inline unsigned char
before_gt(const struct think_mark *m)
{
	return (unsigned char)lower((unsigned char)m->s[m->len - 2]);
}

/* The bytes before_gt gives for some mark, as a bit set (built once):
   most '>' of a response ("<<3*4=12>>") end none */
static uint64_t gt_marks[4];
static struct papo_once gt_once = PAPO_ONCE_INIT;

static void
gt_marks_build(void)
{
	size_t k, o;
	unsigned char c;

	for (k = 0; k < NTHINK; k++)
		for (o = 0; o < 2; o++) {
			c = before_gt(&think_marks[k][o]);
			gt_marks[c >> 6] |= (uint64_t)1 << (c & 63);
		}
}

/* May a mark end at the '>' after s[e - 1] (its byte case folded)? */
static inline int
gt_marked(const char *s, size_t e)
{
	unsigned char c = (unsigned char)lower((unsigned char)s[e - 1]);

	return (int)(gt_marks[c >> 6] >> (c & 63) & 1);
}

/*
 * The reasoning marks no '>' ends, so think_start's scan passes them
 * by: Kimi's ◁think▷ and ◁/think▷ (U+25C1, U+25B7) and Magistral 2509's
 * [THINK] and [/THINK].  A row each: a key byte both marks hold, found
 * by memchr, at its offset in each (the lead byte of Kimi's, the 'K' of
 * Magistral's: '[' is common in LaTeX, a capital K rare); the marks are
 * compared only there.
 */
#define KIMI_OP	"\xe2\x97\x81think\xe2\x96\xb7"
#define KIMI_CL	"\xe2\x97\x81/think\xe2\x96\xb7"
#define ROW(c, ok, ck, o, e)	{ c, ok, ck, o, e, sizeof(o) - 1, \
	sizeof(e) - 1 }
static const struct lead_mark {
	char key;
	size_t opkey, clkey;	/* the key's offset in op, in cl */
	const char *op, *cl;
	size_t oplen, cllen;
} lead_marks[] = {
	ROW('\xe2', 0, 0, KIMI_OP, KIMI_CL),
	ROW('K', 5, 6, "[THINK]", "[/THINK]"),
};
#undef ROW
#undef KIMI_OP
#undef KIMI_CL

/*
 * In s[0..n), for lead_marks' row m: the end of the last close
 * (*close_end, 0 when none) and the start of the last open after it
 * (*open_at, *open 1; *open 0 when none).
 */
static void
lead_marks_scan(const struct lead_mark *m, const char *s, size_t n,
    size_t *close_end, size_t *open_at, int *open)
{
	const char *q;
	size_t i = 0, b;

	*close_end = 0;
	*open = 0;
	while (i < n && (q = memchr(s + i, m->key, n - i)) != NULL) {
		i = (size_t)(q - s);
		if (i >= m->clkey && (b = i - m->clkey) + m->cllen <= n &&
		    memcmp(s + b, m->cl, m->cllen) == 0) {
			*close_end = b + m->cllen;
			*open = 0;
		} else if (i >= m->opkey && (b = i - m->opkey) + m->oplen <=
		    n && memcmp(s + b, m->op, m->oplen) == 0) {
			*open_at = b;
			*open = 1;
		}
		i++;
	}
}

/*
 * Where the answer is searched in s[0..n): after the last close of
 * think_marks (0 when there is none, *closed 0), or -1 when a mark
 * opens after it (or anywhere, when none closes) and never closes: the
 * reasoning was cut off, or reopened after the answer and left open.
 * One scan back from the end: the '>' it passes before the last close
 * (all of them when none closes) are the ones after it, where an open
 * mark is looked for too (the last such mark's start kept).  tags:
 * tags_in(s, n); every mark of think_marks opens with "<" and a letter
 * or '|', so when it is 0 the scan is not made.
 */
static long
think_start(const char *s, size_t n, int *closed, int tags)
{
	const char *p;
	size_t end = n, a = 0, k, l, opened = 0, kend, kopen = 0;
	size_t lopen_at = 0;
	unsigned char c;
	int open = 0, kopened, lopen = 0;

	*closed = 0;
	papo_once(&gt_once, gt_marks_build);
	/* the byte before each '>' is compared here, then mark_ends is
	   called for a mark that byte may end: "<<3*4=12>>" calls none */
	while (tags && !*closed && end > 0 &&
	    (p = memrchr(s, '>', end)) != NULL) {
		if ((end = (size_t)(p - s)) == 0)
			break;	/* no mark ends at s[0] */
		if (!gt_marked(s, end))
			continue;
		c = (unsigned char)lower((unsigned char)s[end - 1]);
		for (k = 0; k < NTHINK && !*closed; k++)
			if (c == before_gt(&think_marks[k][1]) &&
			    mark_ends(s, end, &think_marks[k][1])) {
				a = end + 1;
				*closed = 1;
			}
		for (k = 0; k < NTHINK && !*closed; k++) {
			l = think_marks[k][0].len;
			if (c == before_gt(&think_marks[k][0]) &&
			    mark_ends(s, end, &think_marks[k][0]) &&
			    (!open || end + 1 - l > opened)) {
				opened = end + 1 - l;
				open = 1;
			}
		}
	}
	for (k = 0; k < sizeof(lead_marks) / sizeof(lead_marks[0]); k++) {
		lead_marks_scan(&lead_marks[k], s, n, &kend, &kopen,
		    &kopened);
		if (kend > a) {	/* ◁/think▷ or [/THINK] is the last close */
			a = kend;
			*closed = 1;
		}
		if (kopened && (!lopen || kopen > lopen_at)) {
			lopen_at = kopen;
			lopen = 1;
		}
	}
	/* ◁think▷ or [THINK] left open after the last close */
	return (lopen && lopen_at >= a) || (open && opened >= a) ? -1 :
	    (long)a;
}

/*
 * The length of a GSM8K calculator annotation at s[i] ("<<3+4=7>>" in
 * "3 + 4 = <<3+4=7>>7"): arithmetic and one '=' or more between "<<" and
 * ">>", on one line, 80 bytes at most; else 0.
 */
static size_t
calc_note(const char *s, size_t i, size_t n)
{
	size_t k;
	int eq = 0;

	if (n - i < 6 || s[i] != '<' || s[i + 1] != '<')
		return 0;
	for (k = i + 2; k < n && k - i <= 80; k++) {
		if (s[k] == '>')
			return k + 1 < n && s[k + 1] == '>' && eq && k > i + 2 ?
			    k + 2 - i : 0;
		eq |= s[k] == '=';
		if (!is_digit((unsigned char)s[k]) && strchr("+-*/=.,()% ^",
		    s[k]) == NULL)
			return 0;
	}
	return 0;
}

/*
 * Does s[0..n) hold a backspace or a form feed right before a letter:
 * "\\boxed", "\\frac" written into JSON without doubling the
 * backslash, read back as "\b" + "oxed", "\f" + "rac"?
 */
static int
escape_lost(const char *s, size_t n)
{
	const char *p;
	size_t k;
	int i;

	for (i = 0; i < 2; i++)
		for (k = 0; k + 1 < n && (p = memchr(s + k, i ? '\f' : '\b',
		    n - k - 1)) != NULL; k = (size_t)(p - s) + 1)
			if (is_alpha((unsigned char)p[1]))
				return 1;
	return 0;
}

/* s[0..n) with each such character made the backslash and the letter
   it was read from again, in t (empty): 1, or 0 when memory ran out. */
static int
escapes_out(const char *s, size_t n, struct papo_buf *t)
{
	size_t k;
	int ok = 0;

	for (k = 0; k < n; k++) {
		if ((s[k] == '\b' || s[k] == '\f') && k + 1 < n &&
		    is_alpha((unsigned char)s[k + 1]))
			ok |= papo_buf_addc(t, '\\') | papo_buf_addc(t,
			    s[k] == '\b' ? 'b' : 'f');
		else
			ok |= papo_buf_addc(t, s[k]);
	}
	return ok == 0;
}

/* Where the first "<<" of s[0..n) starts, or n. */
static size_t
double_lt(const char *s, size_t n)
{
	const char *p;
	size_t k;

	for (k = 0; k + 1 < n && (p = memchr(s + k, '<', n - k - 1)) !=
	    NULL; k = (size_t)(p - s) + 1)
		if (p[1] == '<')
			return (size_t)(p - s);
	return n;
}

/*
 * s[0..n) without its calculator annotations, in t (empty), 1: the
 * annotations GSM8K's solutions write and models trained on them repeat
 * ("She pays 2 * 9 = $<<2*9=18>>18." read as "She pays 2 * 9 = $18.");
 * 0 when it holds none (or memory ran out: read as it is).  The first
 * "<<" is at s[j].
 */
static int
calc_notes_out(const char *s, size_t j, size_t n, struct papo_buf *t)
{
	const char *p;
	size_t i = 0, k, l;	/* copied up to i, searched from j */
	int any = 0;

	while (j < n && (p = memchr(s + j, '<', n - j)) != NULL) {
		k = (size_t)(p - s);
		if ((l = calc_note(s, k, n)) == 0) {
			j = k + 1;
			continue;
		}
		any = 1;
		if (papo_buf_add(t, s + i, k - i) < 0)
			return 0;
		i = j = k + l;
	}
	return any && papo_buf_add(t, s + i, n - i) == 0;
}

/*
 * Does the last line of s[0..n) hold "<<" and then ">>" that are no
 * calculator annotation (calc_note's), a word inside them ("= <<maybe
 * 2+1=3>>3")?  What the brackets hold is not read: no answer there.
 */
static int
calc_unread(const char *s, size_t n)
{
	size_t a, b = n;
	const char *p, *q;

	while (b > 0 && is_space((unsigned char)s[b - 1]))
		b--;
	for (a = b; a > 0 && s[a - 1] != '\n'; a--)
		;
	return (p = papo_answer_find_bytes(s + a, b - a, "<<", 2)) != NULL &&
	    (q = papo_answer_find_bytes(p + 2, (size_t)(s + b - p - 2), ">>",
	    2)) != NULL && memchr(p, '\n', (size_t)(q - p)) == NULL;
}

/*
 * Where the statement of the solver's confidence that ends s[0..n)
 * starts, a chat token after it aside ("... is 42. I am 100% confident
 * in my answer.", papo_frame_confidence_said's sentences): the last
 * line's earliest start, the line's own or one after a stop or a comma,
 * from which the rest is one such statement, or the line's own start
 * when it is a confidence label's ("Confidence level: 100%",
 * papo_frame_confidence's); n when it ends on none.
 * *why as papo_frame_confidence_said's.
 */
static size_t
confidence_end(const char *s, size_t n, const char **why)
{
	size_t w = n > 240 ? n - 240 : 0, e = w + chat_end(s + w, n - w), ls, c;
	size_t i, k;

	/* a chat token in the last 240 bytes ends it (one before them
	   ends the text papo reads: what follows it is not); text after
	   it is find_after_end's to refuse, not cut with the statement
	   ("Confidence level: 100%<|eot_id|>\nWait, it is 41.") */
	for (i = e; i < n; i += k)
		if (is_space((unsigned char)s[i]))
			k = 1;
		else if ((k = after_end_len(s, i, n)) == 0)
			return n;
	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	for (ls = e; ls > 0 && e - ls < CONF_MAX && s[ls - 1] != '\n'; ls--)
		;
	if (e < 4)
		return n;
	if ((c = papo_frame_confidence_display(s, e, why)) != (size_t)-1)
		return c;	/* "The confidence level is: \\[ 100\\% \\]" */
	/* a label's line of its own ("Confidence level: 100%") */
	if (ls > 0 && s[ls - 1] == '\n' && papo_frame_confidence(s, ls, e,
	    why) >= e)
		return ls;
	if ((c = papo_frame_confidence_from(s, ls, e, e, why)) == (size_t)-1)
		return n;
	/* a stop kept; a comma's clause cut before it */
	return c == 0 || s[c - 1] == '\n' || strchr(".!", s[c - 2]) != NULL ?
	    c : c - 2;
}

int
papo_answer_explain(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out, struct papo_answer_why *w)
{
	struct papo_answer_opts wo;
	struct papo_pwords pw;
	struct papo_buf t = PAPO_BUF_INIT;
	const char *why;
	size_t k;
	int r;

	if (escape_lost(s, n) && escapes_out(s, n, &t)) {
		r = papo_answer_explain(o, t.s, t.len, out, w);
		papo_buf_release(&t);
		return r;	/* "\x08oxed{240}": "\\boxed{240}" */
	}
	/* most responses hold no "<<": one search for it */
	if ((k = double_lt(s, n)) < n && calc_notes_out(s, k, n, &t)) {
		r = papo_answer_explain(o, t.s, t.len, out, w);
		papo_buf_release(&t);
		return r;
	}
	if (k < n && calc_unread(s, n)) {
		if (w != NULL)
			memset(w, 0, sizeof(*w));
		papo_buf_reset(out);
		return none(w, "an annotation on its last line papo-verify "
		    "does not read");	/* "= <<maybe 2+1=3>>3" */
	}
	/* a last sentence of the solver's confidence ("I am 100% confident
	   in my answer."): the response read without it when it says
	   sure, none when it does not */
	if ((k = confidence_end(s, n, &why)) < n) {
		if (why != NULL) {
			if (w != NULL)
				memset(w, 0, sizeof(*w));
			papo_buf_reset(out);
			return none(w, why);
		}
		r = papo_answer_explain(o, s, k, out, w);
		if (w != NULL && r != PAPO_FROM_NONE && w->follow ==
		    PAPO_FOLLOW_END) {
			w->after = "confidence";
			w->follow = PAPO_FOLLOW_OTHER;
		}
		return r;
	}
	if (o->words != NULL)
		return explain(o, s, n, out, w);
	/* one index of the problem's words for this answer's questions,
	   built when asked enough (problem_words.c) */
	wo = *o;
	papo_pwords_init(&pw, o->problem, o->problemlen);
	wo.words = &pw;
	r = explain(&wo, s, n, out, w);
	papo_pwords_free(&pw);
	return r;
}

/*
 * The first "<|channel|>" in s[i..n), or NULL: memmem's result, found by
 * memchr's search for its '|' (rarer than its '<', and memchr's vector
 * loop is cheaper on long responses than memmem's).
 */
static const char *
channel_next(const char *s, size_t i, size_t n)
{
	static const char ch[] = "<|channel|>";
	const char *p;
	size_t k;

	for (k = i + 1; k < n && (p = memchr(s + k, '|', n - k)) != NULL;
	    k = (size_t)(p - s) + 1) {
		if (p[-1] == '<' && (size_t)(p - s) - 1 + sizeof(ch) - 1 <= n &&
		    memcmp(p - 1, ch, sizeof(ch) - 1) == 0)
			return p - 1;
	}
	return NULL;
}

/*
 * gpt-oss's harmony format writes each message as "<|channel|>NAME",
 * maybe a header ("<|constrain|>json", " to=functions.f"), then
 * "<|message|>" and its text: the analysis channel is its reasoning, as
 * <think> is, and the answer is read in the last final channel's
 * message only.  Where that message starts; 0 when the response holds
 * no channel; -1 when it holds channels but no final one (its value is
 * the analysis's, "<|channel|>analysis<|message|>... 42<|end|>").
 */
static long
harmony_final(const char *s, size_t n)
{
	static const char ch[] = "<|channel|>", msg[] = "<|message|>";
	const char *p;
	size_t i = 0, h;
	long at = -1;

	if ((p = channel_next(s, 0, n)) == NULL)
		return 0;
	for (; p != NULL; p = channel_next(s, i, n)) {
		i = (size_t)(p - s) + sizeof(ch) - 1;
		if (!starts_ci(s, n, i, "final"))
			continue;
		/* the header, to its <|message|>, on one line */
		for (h = i + 5; h < n && s[h] != '\n' && !(s[h] == '<' &&
		    starts_ci(s, n, h, "<|channel|>")); h++)
			if (s[h] == '<' && starts_ci(s, n, h, msg)) {
				at = (long)(h + sizeof(msg) - 1);
				break;
			}
	}
	return at;
}

/*
 * s1's decoded sequence (simplescaling's s1 and s1.1, budget forcing):
 * its reasoning follows "<|im_start|>think" and its answer the last
 * "<|im_start|>answer", a newline or none after it ("<|im_start|>answer
 * \nAnswer: 42", "<|im_start|>answerউত্তর: 42").  In s[0..n), opening
 * with the think segment (spacing before it): where the answer starts;
 * -1 when no answer segment follows (its reasoning, never closed); 0
 * otherwise (no such response).
 */
static long
s1_answer(const char *s, size_t n)
{
	static const char think[] = "<|im_start|>think",
	    ans[] = "<|im_start|>answer";
	const char *p, *q = NULL;
	size_t i = 0;

	while (i < n && is_space((unsigned char)s[i]))
		i++;
	if (n - i < sizeof(think) - 1 || memcmp(s + i, think,
	    sizeof(think) - 1) != 0)
		return 0;
	for (; i < n && (p = memmem(s + i, n - i, ans, sizeof(ans) - 1)) !=
	    NULL; i = (size_t)(p - s) + 1)
		q = p;
	if (q == NULL)
		return -1;
	i = (size_t)(q - s) + sizeof(ans) - 1;
	if (i < n && s[i] == '\n')
		i++;
	return (long)i;
}

/*
 * gpt-oss's harmony messages decoded with their special tokens skipped
 * (vLLM's and transformers' default): "<|channel|>analysis<|message|>"
 * leaves "analysis" glued to the reasoning's first word, and the final
 * message's header leaves "assistantfinal" glued to the answer's
 * ("analysisWe need...assistantfinalThe answer is 24.").  In s[0..n),
 * opening with "analysis": where the last "assistantfinal" message
 * starts; -1 when there is none and "analysis" is glued to a capital
 * (its reasoning, never closed); 0 otherwise (no such response).
 */
static long
harmony_stripped(const char *s, size_t n)
{
	static const char fin[] = "assistantfinal";
	const char *p, *q;
	size_t i = 0;

	if (n < 8 || memcmp(s, "analysis", 8) != 0)
		return 0;
	for (q = NULL; i < n && (p = memmem(s + i, n - i, fin,
	    sizeof(fin) - 1)) != NULL; i = (size_t)(p - s) + 1)
		q = p;
	if (q != NULL)
		return (long)((size_t)(q - s) + sizeof(fin) - 1);
	return n > 8 && s[8] >= 'A' && s[8] <= 'Z' ? -1 : 0;
}

/*
 * The answer r found in s[a..a + cut), the text after a reasoning block
 * whose end mark ends at s[t] (t <= a), read under the reasoning's doubt:
 * when the block's last sentence doubts by its parts
 * (papo_frame_tail_doubt: "...I did not get to double-check it.\n
 * </think>\n\n\\boxed{84}"), the text is read again with that sentence
 * above it, and a refusal for that doubt is the verdict.  The same
 * walk as any doubt before a statement: prose between them (a solution
 * written out after the block) keeps the answer; a doubt word alone in
 * the reasoning ("maybe 41</think>\n\\boxed{42}") is its search, not
 * read.  r, or PAPO_FROM_NONE.
 */
static int
trace_doubted(const struct papo_answer_opts *o, const char *s, size_t t,
    size_t a, size_t cut, struct papo_buf *out, int r,
    struct papo_answer_why *w)
{
	struct papo_answer_why tw;
	struct papo_buf both = PAPO_BUF_INIT, none_out = PAPO_BUF_INIT;
	const char *m, *dw;
	size_t hs;
	int r2;

	/* the block's end mark, one of think_marks[] ("</think>") or
	   Magistral's "[/THINK]" */
	if (r == PAPO_FROM_NONE || t < 2 || (s[t - 1] != '>' &&
	    s[t - 1] != ']') || (m = memrchr(s, s[t - 1] == '>' ? '<' : '[',
	    t)) == NULL || t - (size_t)(m - s) > 24 ||
	    (dw = papo_frame_tail_doubt(s, (size_t)(m - s), PROBLEM(o),
	    &hs)) == NULL)
		return r;
	if (papo_buf_add(&both, s + hs, (size_t)(m - s) - hs) != 0 ||
	    papo_buf_add(&both, "\n\n", 2) != 0 ||
	    papo_buf_add(&both, s + a, cut) != 0) {
		papo_buf_release(&both);
		return r;	/* no memory: read as before */
	}
	memset(&tw, 0, sizeof(tw));
	r2 = extract(o, both.s, both.len, &none_out, 0, &tw);
	papo_buf_release(&both);
	papo_buf_release(&none_out);
	if (r2 != PAPO_FROM_NONE || !tw.doubt)
		return r;
	papo_buf_reset(out);
	if (w != NULL) {
		*w = tw;
		w->before = dw;
	}
	return PAPO_FROM_NONE;
}

/*
 * The box r found alone after a reasoning block (s[a..a + cut), its
 * value at s[a + at], only spacing or a "$" before it) read under the
 * block's last sentence as a bare box under the sentence right before
 * it (lead_alone, the last 2,000 bytes of the block copied above it):
 * "...So Maya has 42 pencils, supposing no box is short.\n</think>\n\n
 * \\boxed{42}" is no answer.  r, or PAPO_FROM_NONE.
 */
static int
trace_lead(const struct papo_answer_opts *o, const char *s, size_t t,
    size_t a, size_t cut, size_t at, struct papo_buf *out, int r,
    struct papo_answer_why *w)
{
	struct papo_buf both = PAPO_BUF_INIT;
	const char *m, *why;
	size_t k, e, lo, off;
	int depth;

	if (r == PAPO_FROM_NONE || at == (size_t)-1 || at >= cut ||
	    cut - at < 8 || memcmp(s + a + at, "\\boxed{", 7) != 0 || t < 2 ||
	    s[t - 1] != '>' || (m = memrchr(s, '<', t)) == NULL ||
	    t - (size_t)(m - s) > 24)
		return r;
	for (k = a; k < a + at; k++)
		if (!is_space((unsigned char)s[k]) && s[k] != '$')
			return r;	/* prose after the block: read there */
	for (e = a + at + 7, depth = 1; e < a + cut && depth > 0; e++)
		depth += s[e] == '{' ? 1 : s[e] == '}' ? -1 : 0;
	if (depth != 0)
		return r;
	lo = (size_t)(m - s) > 2000 ? (size_t)(m - s) - 2000 : 0;
	if (papo_buf_add(&both, s + lo, (size_t)(m - s) - lo) != 0 ||
	    papo_buf_add(&both, "\n\n", 2) != 0 ||
	    papo_buf_add(&both, s + a + at, e - (a + at)) != 0) {
		papo_buf_release(&both);
		return r;	/* no memory: read as before */
	}
	off = (size_t)(m - s) - lo + 2;
	why = lead_alone(o, both.s, off, both.len, 1);
	papo_buf_release(&both);
	if (why == NULL)
		return r;
	papo_buf_reset(out);
	if (w != NULL) {
		w->before = "sentence before";
		w->refused = NULL;
	}
	return none(w, why);
}

/* papo_answer_explain, once o->words is set. */
static int
explain(const struct papo_answer_opts *o, const char *s, size_t n,
    struct papo_buf *out, struct papo_answer_why *w)
{
	struct papo_buf marked = PAPO_BUF_INIT;
	size_t a = 0, cut, te = 0, k, se, at;
	long t;
	int r, closed = 0, tags;

	if (w != NULL)
		memset(w, 0, sizeof(*w));
	papo_buf_reset(out);
	if (closing_checks(s, n, &marked) || papo_answer_polite(s, n,
	    &marked)) {
		r = papo_answer_explain(o, marked.s, marked.len, out, w);
		papo_buf_release(&marked);
		return r;
	}
	/* a '<' that may open a tag, a mark or a turn, asked once: none
	   in s, none in any part of it */
	tags = tags_in(s, n);
	if (o->think != PAPO_THINK_KEEP) {
		if ((t = think_start(s, n, &closed, tags)) < 0 || (!closed &&
		    o->think == PAPO_THINK_REQUIRE))
			return none(w, "no </think>: reasoning never closed");
		a = te = (size_t)t;
		if ((t = harmony_final(s + a, n - a)) < 0)
			return none(w, "no final channel: its analysis "
			    "channel is reasoning");
		if (t == 0 && (t = harmony_stripped(s + a, n - a)) < 0)
			return none(w, "no \"assistantfinal\": its "
			    "\"analysis\" is reasoning");
		if (t == 0 && tags && (t = s1_answer(s + a, n - a)) < 0)
			return none(w, "no <|im_start|>answer: its think "
			    "segment is reasoning");
		a += (size_t)t;
	} else if (think_start(s, n, &closed, tags) < 0)
		/* keep searches the reasoning too, but reasoning never
		   closed is a response cut off all the same */
		return none(w, "no </think>: reasoning never closed");
	/* the whole sequence decoded (prompt and answer): its last turn's
	   answer; an agent's transcript decoded whole: the same (its turns
	   open with "<|" or "<s": none without a tag's '<') */
	if ((k = papo_answer_seq_last(s + a, n - a, &se)) > 0) {
		n = a + se;
		a += k;
	} else if (tags)
		a += papo_answer_agent_last(s + a, n - a);
	/* a garbled tail is not read: the answer before it is judged as
	   at the end */
	cut = garbled(s + a, n - a);
	r = extract_at(o, s + a, cut, out, 0, w, &at, tags ? -1 : 0);
	if (o->think != PAPO_THINK_KEEP && closed)
		r = trace_doubted(o, s, te, a, cut, out, r, w);
	if (o->think != PAPO_THINK_KEEP && closed)
		r = trace_lead(o, s, te, a, cut, at, out, r, w);
	if (r != PAPO_FROM_NONE && value_rows(o, out)) {
		papo_buf_reset(out);
		return none(w, "a negation or a doubt in the value");
	}
	if (cut < n - a && w != NULL && r != PAPO_FROM_NONE &&
	    w->follow == PAPO_FOLLOW_END) {
		w->after = "garbled tail";
		w->follow = PAPO_FOLLOW_OTHER;
	}
	return r;
}

int
papo_answer_extract(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out)
{
	return papo_answer_explain(o, s, n, out, NULL);
}
