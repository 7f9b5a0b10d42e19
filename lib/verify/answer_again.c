/* SPDX-License-Identifier: MIT */
/*
 * answer_again.c: the line where a response opens a new question of
 * its own ("Question 2: ...", a few-shot "Q:", "Next problem: ...",
 * "User:"), recognised by rows of labels at a line's start.  The
 * finder that asks it (answer_find.c's find_asked_again) reads the
 * text before that line: an answer there means the last answer is the
 * new question's, not the problem's.
 */
#include "answer_impl.h"
#include "answer_find_impl.h"

/* Labels that open a question when a number or a colon follows them
   ("Question 2", "Problem 3.", "Q:", "Exercise:"). */
static const char *const ask_numbered[] = { "question", "problem",
    "exercise", "task", "q", "bonus question", "follow-up question",
    "follow-up", "practice problem", "pregunta", "problema", "ejercicio",
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

/* Could a row of ask_numbered[] start with byte c (case folded)? */
static int
again_first(char c)
{
	switch (lower((unsigned char)c)) {
	case 'q': case 'p': case 'e': case 't': case 'b': case 'f': case 'a':
	case 0xd0: case 0xe9: case 0xe5:
		return 1;
	}
	return 0;
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

	if (i >= n || !again_first(s[i]))
		return 0;	/* no row starts with this byte */
	for (k = 0; ask_numbered[k]; k++) {
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

	for (k = 0; ask_next[k]; k++) {
		if (!starts_ci(s, n, i, ask_next[k]))
			continue;
		e = i + strlen(ask_next[k]);
		for (j = 0; ask_noun[j]; j++)
			if (starts_ci(s, n, e, ask_noun[j]))
				return 1;
	}
	return 0;
}

/* Does the line starting at s[i] open a new question? */
static int
again_opens(const char *s, size_t i, size_t n)
{
	size_t k;

	i = again_skip_marks(s, i, n);
	if (i >= n || strchr("qpetbfanhlouiQPETBFANHLOUI<[\xd0\xe9\xe5",
	    s[i]) == NULL || s[i] == '\0')
		return 0;	/* no row of the three starts so */
	if (again_numbered(s, i, n) || again_next(s, i, n))
		return 1;
	for (k = 0; ask_voice[k]; k++)
		if (starts_ci(s, n, i, ask_voice[k]))
			return 1;
	return 0;
}

/*
 * The last place after a mark (a newline, or ". " and its kin, len
 * bytes) where open(s, i, n) says yes, its first byte found by
 * memchr rather than a look at every byte; 0 for none.
 */
static size_t
again_last_after(const char *s, size_t n, const char *mark, size_t len,
    int (*open)(const char *, size_t, size_t))
{
	const char *p = s, *q;
	size_t i, last = 0;

	while (p < s + n && (q = memchr(p, mark[0], (size_t)(s + n -
	    p))) != NULL) {
		p = q + 1;
		i = (size_t)(q - s) + len;
		if (i < n && memcmp(q, mark, len) == 0 && open(s, i, n))
			last = i;
	}
	return last;
}

size_t
papo_answer_asked_again(const char *s, size_t n)
{
	static const char *const stops[] = { ". ", "? ", "! " };
	size_t k, i, last;

	/* a line's start; a numbered label at a sentence's start, after
	   ". ", "? " or "! " ("Answer: 41. Question 2: ...") */
	last = again_last_after(s, n, "\n", 1, again_opens);
	for (k = 0; k < 3; k++)
		if ((i = again_last_after(s, n, stops[k], 2,
		    again_numbered)) > last)
			last = i;
	return last;
}
