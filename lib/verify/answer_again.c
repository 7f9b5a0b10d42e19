/* SPDX-License-Identifier: MIT */
/*
 * answer_again.c: the line where a response opens a new question of
 * its own ("Question 2: ...", a few-shot "Q:", "Next problem: ...",
 * "User:"), recognised by rows of labels at a line's start, or by the
 * shapes of a question sentence with no label ("2) What is ...?").  The
 * finder that asks it (answer_find.c's find_asked_again) reads the
 * text before that line: an answer there means the last answer is the
 * new question's, not the problem's.
 */
#include <stdint.h>
#include "answer_impl.h"
#include "answer_find_impl.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Labels that open a question when a number or a colon follows them
   ("Question 2", "Problem 3.", "Q:", "Exercise:"). */
static const char *const ask_numbered[] = { "question", "problem",
    "exercise", "task", "q", "bonus question", "follow-up question",
    "follow-up", "practice problem", "practice", "pregunta", "problema",
    "ejercicio",
    "exercice", "frage", "aufgabe", "esercizio", "quest\xc3\xa3o",
    "\xd0\xb2\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81",	/* вопрос */
    "\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb0",	/* задача */
    "\xe9\x97\xae\xe9\xa2\x98",	/* 问题 */
    "\xe9\xa2\x98\xe7\x9b\xae",	/* 题目 */
    "\xe5\x95\x8f\xe9\xa1\x8c",	/* 問題 */
    NULL };
/* Labels that are a speaker's or a prompt's, with their colon, and the
   chat templates' user tags that have no role word after them. */
static const char *const ask_voice[] = { "user:", "human:", "input:",
    "instruction:", "<|user|>", "[inst]", NULL };
/* The words before "question" or "problem" that make it a new one. */
static const char *const ask_next[] = { "next ", "another ", "new ",
    "now another ", "and now another ", "now the next ",
    "here is another ", "here's another ", "let's try another ",
    "let's try a different ", "a different ", "one more ", NULL };
static const char *const ask_noun[] = { "question", "problem", NULL };

_Static_assert(sizeof ask_numbered / sizeof *ask_numbered <= 65 &&
    sizeof ask_next / sizeof *ask_next <= 65 &&
    sizeof ask_voice / sizeof *ask_voice <= 65,
    "again_ix holds a row list in 64 bits");

/*
 * The rows of each list by their first byte, either case: bit k of
 * again_ix.numbered[c] when ask_numbered[k] starts with c, and so on;
 * any[c] when a row of the three does.  Built once (papo_once) and
 * only read after.
 */
static struct {
	uint64_t numbered[256], next[256], voice[256];
	unsigned char any[256];
	unsigned char line[256];	/* a byte a line that opens a
					   question may start with */
} again_ix;
static struct papo_once again_once = PAPO_ONCE_INIT;

static void
again_index(uint64_t *ix, const char *const *rows)
{
	unsigned k, c;

	for (k = 0; rows[k]; k++) {
		c = (unsigned char)rows[k][0];
		ix[c] |= (uint64_t)1 << k;
		again_ix.any[c] = 1;
		if (c >= 'a' && c <= 'z') {
			ix[c - 'a' + 'A'] |= (uint64_t)1 << k;
			again_ix.any[c - 'a' + 'A'] = 1;
		}
	}
}

static void
again_build(void)
{
	unsigned c;

	again_index(again_ix.numbered, ask_numbered);
	again_index(again_ix.next, ask_next);
	again_index(again_ix.voice, ask_voice);
	/* again_opens' shapes: a mark again_skip_marks passes or a rule's
	   '-', a list number's digit, "now" and a row of the three */
	for (c = 0; c < 256; c++)
		again_ix.line[c] = again_ix.any[c] || strchr(" \t#>*_-nN",
		    c) != NULL || (c >= '0' && c <= '9');
	again_ix.line[0] = 0;
}

/* Where the words of the line starting at s[i] start: after spacing and
   markdown's heading, quote, bold and italic marks. */
static size_t
again_skip_marks(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '#' ||
	    s[i] == '>' || s[i] == '*' || s[i] == '_'))
		i++;
	return i;
}

/* Is s[e..] a colon, ASCII or fullwidth? */
static int
again_colon(const char *s, size_t e, size_t n)
{
	return e < n && (s[e] == ':' || starts_ci(s, n, e, "\xef\xbc\x9a"));
}

/*
 * Is s[i..] a row of ask_numbered[] followed by a number, a colon or a
 * capital letter and a colon ("Question 2", "Q:", "Problem B:")?
 */
static int
again_numbered(const char *s, size_t i, size_t n)
{
	size_t k, e;
	uint64_t m;

	if (i >= n)
		return 0;
	for (m = again_ix.numbered[(unsigned char)s[i]]; m; m &= m - 1) {
		k = (size_t)__builtin_ctzll(m);
		if (!starts_ci(s, n, i, ask_numbered[k]))
			continue;
		e = i + strlen(ask_numbered[k]);
		if (e < n && is_alpha((unsigned char)s[e]))
			continue;
		while (e < n && (s[e] == ' ' || s[e] == '*' || s[e] == '_'))
			e++;
		if (e < n && (is_digit((unsigned char)s[e]) ||
		    again_colon(s, e, n) || s[e] == '#'))
			return 1;
		if (e + 1 < n && s[e] >= 'A' && s[e] <= 'Z' &&
		    again_colon(s, e + 1, n))
			return 1;
	}
	return 0;
}

/* Is s[i..] a row of ask_next[] and then one of ask_noun[]? */
static int
again_next(const char *s, size_t i, size_t n)
{
	size_t k, j, e;
	uint64_t m;

	for (m = again_ix.next[(unsigned char)s[i]]; m; m &= m - 1) {
		k = (size_t)__builtin_ctzll(m);
		if (!starts_ci(s, n, i, ask_next[k]))
			continue;
		e = i + strlen(ask_next[k]);
		for (j = 0; ask_noun[j]; j++)
			if (starts_ci(s, n, e, ask_noun[j]))
				return 1;
	}
	return 0;
}

/*
 * A question with no label of the rows (issue 26, red12's twice): the
 * shapes of a line that opens one, each a question sentence (the
 * line's first sentence ends in '?'): after a list number ("2) What is
 * 8 + 9?"), after "Now," and a question word ("Now, what is 8 + 9?"),
 * or on the line after a rule ("---", "***", "___").
 */
static const char *const again_wh[] = { "what", "how", "which", "who",
    "where", "when", "why", "find", "compute", "calculate", NULL };

/* Does the sentence at s[i] end in '?' before its line does? */
static int
again_asks(const char *s, size_t i, size_t n)
{
	for (; i < n && s[i] != '\n'; i++) {
		if (s[i] == '?')
			return 1;
		if ((s[i] == '.' || s[i] == '!') && (i + 1 >= n ||
		    s[i + 1] == ' ' || s[i + 1] == '\n'))
			return 0;
	}
	return 0;
}

/* Is the line at s[i] a rule (papo_answer_rule_line)? */
static int
again_rule(const char *s, size_t i, size_t n)
{
	const char *q = i < n ? memchr(s + i, '\n', n - i) : NULL;

	return papo_answer_rule_line(s, i, q != NULL ? (size_t)(q - s) : n);
}

/* Does the line at s[i] (marks not skipped) open a question of a shape
   with no label? */
static int
again_unlabelled(const char *s, size_t i, size_t n)
{
	size_t k = i, w;

	if (again_rule(s, i, n)) {
		while (k < n && s[k] != '\n')
			k++;
		while (k < n && (s[k] == '\n' || s[k] == ' '))
			k++;	/* the next line with words */
		return k < n && again_asks(s, again_skip_marks(s, k, n), n);
	}
	k = again_skip_marks(s, i, n);
	if (k < n && is_digit((unsigned char)s[k])) {
		while (k < n && is_digit((unsigned char)s[k]))
			k++;
		return k + 1 < n && (s[k] == ')' || s[k] == '.') &&
		    s[k + 1] == ' ' && again_asks(s, k + 2, n);
	}
	if (!starts_ci(s, n, k, "now") || k + 3 >= n)
		return 0;
	k += 3 + (s[k + 3] == ',');
	if (k >= n || s[k] != ' ')
		return 0;
	for (k++, w = 0; again_wh[w]; w++)
		if (starts_ci(s, n, k, again_wh[w]) && k + strlen(again_wh[w]) <
		    n && s[k + strlen(again_wh[w])] == ' ')
			return again_asks(s, k, n);
	return 0;
}

/* Does the line starting at s[i] open a new question? */
static int
again_opens(const char *s, size_t i, size_t n)
{
	uint64_t m;

	if (again_unlabelled(s, i, n))
		return 1;
	i = again_skip_marks(s, i, n);
	if (i >= n || !again_ix.any[(unsigned char)s[i]])
		return 0;	/* no row of the three starts so */
	if (again_numbered(s, i, n) || again_next(s, i, n))
		return 1;
	for (m = again_ix.voice[(unsigned char)s[i]]; m; m &= m - 1)
		if (starts_ci(s, n, i, ask_voice[__builtin_ctzll(m)]))
			return 1;
	return 0;
}

/* The marks a question asked again may follow: a newline, and the
   stops before a space. */
static const unsigned char again_mark[256] = { ['\n'] = 1, ['.'] = 1,
	['?'] = 1, ['!'] = 1 };

/*
 * Where the question opened after the mark s[q] starts: after a
 * newline, a line again_opens says opens one; after ". ", "? " or
 * "! ", a numbered label ("Answer: 41. Question 2: ..."); 0 for none.
 */
static size_t
again_after(const char *s, size_t q, size_t n)
{
	if (s[q] == '\n')
		return q + 1 < n && again_ix.line[(unsigned char)s[q + 1]] &&
		    again_opens(s, q + 1, n) ? q + 1 : 0;
	if (q + 2 < n && s[q + 1] == ' ' &&
	    again_ix.numbered[(unsigned char)s[q + 2]] != 0 &&
	    again_numbered(s, q + 2, n))
		return q + 2;
	return 0;
}

/*
 * The last place a new question opens, after a line's start or a
 * sentence's; 0 for none.  The marks are found in one pass, sixteen
 * bytes at a time where SSE2 is (every x86-64), not one memchr pass a
 * mark (a '.' stops memchr at every decimal point).
 */
size_t
papo_answer_asked_again(const char *s, size_t n)
{
	size_t i = 0, q, at, last = 0;

	papo_once(&again_once, again_build);
#ifdef __SSE2__
	for (; i + 16 <= n; i += 16) {
		__m128i v = _mm_loadu_si128((const void *)(s + i));
		unsigned bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n')),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('.'))), _mm_or_si128(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('?')),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('!')))));

		for (; bits != 0; bits &= bits - 1) {
			q = i + (size_t)__builtin_ctz(bits);
			if ((at = again_after(s, q, n)) != 0)
				last = at;
		}
	}
#endif
	for (; i < n; i++)
		if (again_mark[(unsigned char)s[i]] &&
		    (at = again_after(s, i, n)) != 0)
			last = at;
	return last;
}
