/* SPDX-License-Identifier: MIT */
/*
 * answer_find.c: the finders of a final answer, as a table: each row
 * names a finder, says how far --extract must go for it and what it
 * does with the response; papo_answer_explain runs the rows in order.
 */
#include <string.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_impl.h"
#include "units.h"

/* After an answer phrase: "answer:", "answer is", "####"; -1 if none. */
static long
phrase(const char *s, size_t n)
{
	static const char *const pats[] = { "nswer", "NSWER", NULL };
	long best = -1, h;
	size_t k;

	for (k = 0; pats[k]; k++) {
		const char *p = s + 1, *e = s + n;

		while (p < e && (p = memmem(p, (size_t)(e - p), pats[k], 5))
		    != NULL) {
			size_t i = (size_t)(p - s) - 1, j = i + 6;

			p++;
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
	/* "A: 18" at the start of a line (GSM8K's worked solutions) */
	h = papo_answer_last_of(s, n, "\nA:");	/* ':' is rarer than ' ' to search */
	if (h >= 0 && (size_t)h + 4 <= n && s[h + 3] == ' ' && h + 4 > best)
		best = h + 4;
	else if (h < 0 && n > 3 && memcmp(s, "A: ", 3) == 0 && best < 3)
		best = 3;
	/* "#### 18", but not a markdown heading ("#### Step 4: ...") */
	h = papo_answer_last_of(s, n, "####");
	if (h >= 0) {
		size_t j = (size_t)h + 4;

		while (j < n && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if ((j < n && (is_alpha((unsigned char)s[j]) ||
		    s[j] == '#' || s[j] == '*')) || (h > 0 && s[h - 1] == '#'))
			h = -1;
	}
	if (h >= 0 && h + 4 > best)
		best = h + 4;
	/* the other languages' answer phrases */
	h = papo_answer_phrase_end(s, best > 0 ? (size_t)best : 0, n);
	return h > best ? h : best;
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
	size_t a, b, k, q;
	int depth = 0;

	for (a = at; a > 0 && at - a < 4096; a--) {
		if (s[a - 1] == '}')
			depth++;
		else if (s[a - 1] == '{' && depth-- == 0)
			break;
	}
	p = memchr(s + end, '}', n - end);
	b = p != NULL ? (size_t)(p - s) : n;
	if (a == 0 && (at > 4096 || s[0] != '{'))
		a = at;
	for (k = 0; w[k]; k++)
		if (memmem(s + a, b - a, w[k], strlen(w[k])) != NULL)
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
	for (k = a; k + 6 < b; k++) {
		if (s[k] != ':')
			continue;
		for (q = k + 1; q < b && s[q] == ' '; q++)
			;
		/* "is_correct": false, "correct": false */
		if (starts_ci(s, b, q, "false") && k >= 9 && (memmem(s +
		    (k > 20 ? k - 20 : 0), k - (k > 20 ? k - 20 : 0),
		    "correct", 7) != NULL || memmem(s + (k > 20 ? k - 20 : 0),
		    k - (k > 20 ? k - 20 : 0), "valid", 5) != NULL))
			return 1;
		/* a sibling's string that hedges with a value */
		if ((k < at || k > end) && q < b && s[q] == '"') {
			const char *z = memchr(s + q + 1, '"', b - q - 1);
			size_t ze = z != NULL ? (size_t)(z - s) : b;

			if (papo_answer_has_digit(s, q + 1, ze) &&
			    papo_answer_hedged(s, q + 1, ze))
				return 1;
		}
	}
	return 0;
}

/*
 * The end of the response's first turn: a chat template's tokens
 * ("<|im_start|>user", "<|endoftext|>") start what the model was not
 * asked to write.
 */
static size_t
chat_end(const char *s, size_t n)
{
	static const char *const toks[] = { "<|im_start|>", "<|im_end|>",
	    "<|endoftext|>", "<|eot_id|>", "<|end|>", NULL };
	const char *p = memchr(s, '<', n);
	size_t k;

	/* memchr, not memmem: this runs over every whole response */
	while (p != NULL) {
		size_t at = (size_t)(p - s);

		if (at + 1 < n && s[at + 1] == '|')
			for (k = 0; toks[k]; k++)
				if (starts_ci(s, n, at, toks[k]))
					return at;
		p = memchr(s + at + 1, '<', n - at - 1);
	}
	return n;
}

/*
 * A final statement on the lines after the last box, which ends at
 * s[end] ("\boxed{4}\n\nSo the answer should be 5."): 1 with its value
 * in out when it asserts one, -1 (out empty) when it offers several, 0
 * when there is none (notes, words without a value) or it is the box's
 * content again.
 */
static int
later_statement(const char *s, size_t end, size_t n, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	const char *p = memchr(s + end, '\n', n - end);
	size_t z, k, e;
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
	/* the last paragraph that states something, of the last four
	   ("So the answer should be 5.\n\nThe 4 cases were counted
	   twice.") */
	for (k = 0, r = ST_NONE; k < 4 && e > z; k++) {
		r = papo_answer_last_statement(s + z, e - z, &t, &math);
		if (r == ST_ONE && !papo_answer_has_digit(t.s, 0, t.len))
			r = ST_NONE;	/* not a value: "IK()))" */
		if (r != ST_NONE)
			break;
		while (e > z && is_space((unsigned char)s[e - 1]))
			e--;
		while (e > z + 1 && !(s[e - 1] == '\n' && s[e - 2] == '\n'))
			e--;
		if (e <= z + 1)
			break;
		e -= 2;
	}
	if (r == ST_ONE && t.len == out->len && memcmp(t.s, out->s,
	    t.len) == 0)
		r = ST_NONE;	/* the box again */
	if (r == ST_ONE) {
		papo_buf_reset(out);
		papo_buf_add(out, t.s, t.len);
	} else if (r == ST_MANY)
		papo_buf_reset(out);
	papo_buf_release(&t);
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

/* A refusal for --explain: reason noted in w (when given), no answer. */
static int
none(struct papo_answer_why *w, const char *reason)
{
	if (w != NULL && w->refused == NULL)
		w->refused = reason;
	return PAPO_FROM_NONE;
}

/* The finder noted in w (when given); from returned. */
static int
found(struct papo_answer_why *w, const char *finder, int from)
{
	if (w != NULL)
		w->finder = finder;
	return from;
}

/*
 * Is the answer that starts at s[at] and ends at s[end] one committed
 * statement: the words before it (when at is not -1) and everything
 * after it to s[n] recognised?  The rows that decided go in w.
 */
static int
framed(const char *s, size_t at, size_t end, size_t n,
    struct papo_answer_why *w)
{
	struct papo_answer_why t;
	const char *why = NULL;

	if (w == NULL) {
		/* no --explain: a scratch record, read by none() */
		memset(&t, 0, sizeof(t));
		w = &t;
	}
	w->before = w->after = NULL;
	if (at != (size_t)-1)
		why = papo_answer_lead(s, at, &w->before);
	if (why == NULL)
		why = papo_answer_tail(s, end, end + chat_end(s + end,
		    n - end), &w->after);
	if (why != NULL)
		none(w, why);
	return why == NULL;
}

/*
 * The answer of a JSON object's answer key, value val (decoded) found
 * at s[jat..jend): the value whole, or what extract finds in it; none
 * when it or a sibling key doubts it or text after takes it back.
 */
static int
json_answer(const struct papo_answer_opts *o, const char *s, size_t n,
    size_t jat, size_t jend, struct papo_buf *val, struct papo_buf *out,
    int depth, struct papo_answer_why *w)
{
	struct papo_buf inner = PAPO_BUF_INIT;
	size_t va = 0, vb = val->len;
	int from;

	/* the value whole ("2,1", "0.64N"), unless it holds a box or is
	   prose to search ("The total is\n4") */
	papo_answer_trim(val->s, &va, &vb);
	if (va < vb && (papo_answer_unsure(val->s, va, vb) ||
	    papo_answer_hedged(val->s, va, vb) ||
	    json_doubted(s, n, jat, jend, val)))
		return none(w, "a JSON answer doubted");
	if (va < vb && memmem(val->s, val->len, "\\boxed", 6) == NULL &&
	    !papo_answer_prose(val->s, va, vb)) {
		papo_buf_add(&inner, val->s + va, vb - va);
		from = PAPO_FROM_PHRASE;
	} else
		from = extract(o, val->s, val->len, &inner, depth + 1, w);
	if (from != PAPO_FROM_NONE && !papo_answer_retracted(s, jend, n)) {
		papo_buf_reset(out);
		papo_buf_add(out, inner.s, inner.len);
		papo_buf_release(&inner);
		return found(w, "json", PAPO_FROM_PHRASE);
	}
	papo_buf_release(&inner);
	papo_buf_reset(out);
	return none(w, "a JSON answer taken back or empty");
}

/*
 * The last box's answer, its run joined in out, its first box at
 * s[bat], its last ending at s[end]; or the statement after it (a
 * phrase at s[ph], a later statement).
 */
static int
box_answer(const char *s, size_t n, size_t bat, size_t end, long ph,
    struct papo_buf *out, struct papo_answer_why *w)
{
	size_t send;
	int r, from = PAPO_FROM_NONE;

	/* "\boxed{255} ... The final answer is $10,455$": the statement
	   after the last box is the last word */
	if (ph >= 0 && (size_t)ph > end) {
		struct papo_buf t = PAPO_BUF_INIT;

		r = papo_answer_after_phrase(s, (size_t)ph, n, &t, 0, &send);
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
	if (!framed(s, from == PAPO_FROM_NONE ? bat : (size_t)ph, end, n, w))
		return PAPO_FROM_NONE;
	if (from == PAPO_FROM_NONE && (r = later_statement(s, end, n,
	    out)) != 0)
		return r > 0 ? found(w, "statement after the box",
		    PAPO_FROM_MATH) : none(w, "statements after it differ");
	if (from == PAPO_FROM_NONE) {
		papo_answer_scale_after(s, end, n, out);	/* \\boxed{2.5} million */
		return found(w, "box", PAPO_FROM_BOXED);
	}
	return found(w, "phrase after the box", from);
}

/*
 * The fallbacks of s[0..n) when there is no box or phrase: the whole
 * response a value, a bold number in the last sentence, the value of
 * the last statement.
 */
static int
fallback(const char *s, size_t n, struct papo_buf *out,
    struct papo_answer_why *w)
{
	struct papo_buf num = PAPO_BUF_INIT;
	size_t a = 0, b = n, at, stop, nb;
	int r, math = 0;

	papo_answer_trim(s, &a, &b);
	if (a < b && b - a <= 100 && (papo_answer_unsure(s, a, n) ||
	    papo_answer_hedged(s, a, b)))
		return none(w, "hedged");	/* "4?", "\\geq 4" */
	if (a < b && b - a <= 100) {
		/* the whole response is one number ("1000,99") or a bare
		   expression ("3+2", "x = 3", "$odd$") */
		r = papo_answer_last_number(s, a, b, &num, &at, &stop) &&
		    at == a && stop == b;
		if (r)
			papo_buf_add(out, num.s, num.len);
		papo_buf_release(&num);
		if (r)
			return found(w, "whole response", PAPO_FROM_WHOLE);
		if (letter_lines(s, a, b))
			return none(w, "two letters");	/* "B.\n\nD." */
		if (!papo_answer_prose(s, a, b) ||
		    (!papo_answer_has_space(s, a, b) && b - a <= 40 &&
		    papo_answer_ascii(s, a, b))) {
			papo_buf_add(out, s + a, b - a);
			return found(w, "whole response", PAPO_FROM_WHOLE);
		}
	}
	n = chat_end(s, n);
	if (memchr(s, '*', n) != NULL) {
		/* notes at the end ("Note: ...") are no part of it */
		for (nb = n, r = 0; r < 3; r++) {
			a = papo_answer_last_sentence(s, nb);
			if (a == 0 || !papo_answer_is_note(s, a, nb))
				break;
			nb = a;
		}
		a = papo_answer_last_sentence(s, nb);
		/* not when its sentence hedges or denies it ("**4** is
		   not the answer", "**4** or maybe 5") */
		if (!papo_answer_hedged(s, a, nb) && !papo_answer_not_the_answer(s, a,
		    nb) && !papo_answer_retracted(s, a, nb) &&
		    papo_answer_bold_number(s, nb, out))
			return found(w, "bold number", PAPO_FROM_NUMBER);
		papo_buf_reset(out);
	}
	if (papo_answer_last_statement(s, n, out, &math) == ST_ONE)
		return found(w, "last statement", math ? PAPO_FROM_MATH :
		    PAPO_FROM_NUMBER);
	papo_buf_reset(out);
	return none(w, "no answer found");
}

static int
extract(const struct papo_answer_opts *o, const char *s, size_t n,
    struct papo_buf *out, int depth, struct papo_answer_why *w)
{
	size_t end = 0, jat = 0, jend = 0, send, bat = 0;
	struct papo_buf val = PAPO_BUF_INIT;
	long ph;
	int boxed, r;

	papo_buf_reset(out);
	if (n == 0)
		return none(w, "empty");	/* (an empty JSON string) */
	if (papo_answer_truncated(s, chat_end(s, n)))
		return none(w, "cut off: it ends where an answer should follow");
	boxed = papo_answer_boxes(s, n, out, &end, &bat);
	if (!boxed && end == (size_t)-1)
		return none(w, "cut off: its last box is never closed");
	/* a box that hedges or bounds is no one answer: "4 \\text{ (or
	   possibly 5)}", "4?", "\\geq 4" */
	if (boxed && (papo_answer_hedged(out->s, 0, out->len) ||
	    papo_answer_unsure(out->s, 0, out->len) ||
	    papo_answer_box_remark(out->s, out->len) || papo_answer_box_in_expr(s, n, bat, end) ||
	    papo_answer_box_negated(s, bat))) {
		papo_buf_reset(out);
		return none(w, "the box hedges, bounds or is part of more");
	}
	if (papo_answer_tag_hedged(s, n) || (boxed && papo_answer_tag_differs(s, end, n, out))) {
		papo_buf_reset(out);	/* "\\boxed{4} <answer>5</answer>" */
		return none(w, "an answer tag hedges or differs");
	}
	if (boxed && o->extract == PAPO_EXTRACT_BOXED)
		return papo_answer_retracted(s, end, n) ? none(w, "taken back "
		    "after it") : !framed(s, bat, end, n, w) ? PAPO_FROM_NONE :
		    found(w, "box", PAPO_FROM_BOXED);
	if (o->extract == PAPO_EXTRACT_BOXED)
		return none(w, "no box");
	/* a JSON object's answer, after the last box */
	if (depth == 0 && papo_answer_json(s + (boxed ? end : 0),
	    n - (boxed ? end : 0), &val, &jat, &jend)) {
		jat += boxed ? end : 0;
		jend += boxed ? end : 0;
		ph = phrase(s, n);
		if (ph < 0 || (size_t)ph < jend) {
			r = json_answer(o, s, n, jat, jend, &val, out, depth,
			    w);
			papo_buf_release(&val);
			return r;
		}
	} else
		ph = phrase(s, n);
	papo_buf_release(&val);
	if (boxed)
		return box_answer(s, n, bat, end, ph, out, w);
	if (ph >= 0) {
		r = papo_answer_after_phrase(s, (size_t)ph, n, out, 1, &send);
		if (r == ST_ONE && !papo_answer_retracted(s, send, n) &&
		    framed(s, (size_t)ph, send, n, w))
			return found(w, "phrase", PAPO_FROM_PHRASE);
		papo_buf_reset(out);
		if (r != ST_NONE)
			return none(w, r == ST_ONE ? "taken back after it" :
			    "the phrase offers more than one value");
	}
	if (o->extract == PAPO_EXTRACT_ANSWER)
		return none(w, "no box or phrase");
	return fallback(s, n, out, w);
}

int
papo_answer_explain(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out, struct papo_answer_why *w)
{
	long t = papo_answer_last_of(s, n, "</think>");
	size_t a = 0;

	if (w != NULL)
		memset(w, 0, sizeof(*w));
	papo_buf_reset(out);
	if (o->think != PAPO_THINK_KEEP) {
		if (t >= 0)
			a = (size_t)t + 8;
		else if (o->think == PAPO_THINK_REQUIRE ||
		    papo_answer_last_of(s, n, "<think>") >= 0)
			return none(w, "no </think>: reasoning never closed");
	}
	return extract(o, s + a, n - a, out, 0, w);
}

int
papo_answer_extract(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out)
{
	return papo_answer_explain(o, s, n, out, NULL);
}
