/* SPDX-License-Identifier: MIT */
/*
 * answer_agent.c: an agent's transcript decoded whole, as a trainer
 * keeps a multi-turn sample (slime's agent rollouts: the model's turns
 * and the tools' results between them, laid out by the chat template).
 * Its answer is the model's last turn's.  papo_answer_agent_last gives
 * where that turn's text starts when everything before it is recognised
 * as steps of one tool loop: the model's text ending in a call of a tool
 * (a <tool_call> tag and its close, Llama's <|python_tag|>), then one or
 * more turns holding the tool's result (a tool role's turn, or a user
 * turn that is only <tool_response> blocks, as Qwen's template writes
 * it), then the model's next turn.  Anything else (the user speaking, a
 * result with words of its own, a result with no call before it, a turn
 * of the model's that is not last and calls nothing) is not a transcript:
 * the response is read as before, and find_turn refuses it.
 */
#include <string.h>
#include <strings.h>

#include "answer_impl.h"
#include "fields.h"

/*
 * The chat templates' turn openers: ChatML's "<|im_start|>ROLE\n",
 * Llama 3's "<|start_header_id|>ROLE<|end_header_id|>", Gemma's
 * "<start_of_turn>ROLE\n".
 */
static const char *const turn_open[] = { "<|im_start|>",
    "<|start_header_id|>", "<start_of_turn>", NULL };
static const char header_close[] = "<|end_header_id|>";

size_t
papo_answer_turn_open(const char *s, size_t i, size_t n)
{
	size_t k, l;

	/* each opener's second byte is '|' or 's' */
	if (i + 1 >= n || s[i] != '<' || (s[i + 1] != '|' && s[i + 1] != 's' &&
	    s[i + 1] != 'S'))
		return 0;
	for (k = 0; turn_open[k] != NULL; k++)
		if (n - i >= (l = strlen(turn_open[k])) &&
		    strncasecmp(s + i, turn_open[k], l) == 0)
			return l;
	return 0;
}

/* The first turn opener or end token at or after i, or n. */
static size_t
turn_end(const char *s, size_t i, size_t n)
{
	const char *p;

	while (i < n && (p = memchr(s + i, '<', n - i)) != NULL) {
		i = (size_t)(p - s);
		if (papo_answer_turn_open(s, i, n) > 0 ||
		    papo_answer_end_token(s, i, n) > 0)
			return i;
		i++;
	}
	return n;
}

static int
space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/*
 * The turn opened at s[i]: its role in [*role, *rolen), and where its
 * text starts (after the role's line or the header's close and the
 * spacing after it), or 0 when s[i] opens none.
 */
static size_t
turn_at(const char *s, size_t i, size_t n, size_t *role, size_t *rolen)
{
	size_t l = papo_answer_turn_open(s, i, n), r;

	if (l == 0)
		return 0;
	for (r = i += l; i < n && ((s[i] >= 'a' && s[i] <= 'z') ||
	    (s[i] >= 'A' && s[i] <= 'Z') || s[i] == '_'); i++)
		;
	if (i == r)
		return 0;
	*role = r;
	*rolen = i - r;
	if (n - i >= sizeof(header_close) - 1 && memcmp(s + i, header_close,
	    sizeof(header_close) - 1) == 0)
		i += sizeof(header_close) - 1;
	else if (i < n && s[i] != '\n' && s[i] != '\r')
		return 0;
	while (i < n && space(s[i]))
		i++;
	return i;
}

/* Past the end tokens and spacing at s[i]: where the next turn opens,
   or 0 when anything else stands there. */
static size_t
next_turn(const char *s, size_t i, size_t n)
{
	size_t l;

	for (;;) {
		while (i < n && space(s[i]))
			i++;
		if (i < n && papo_answer_turn_open(s, i, n) > 0)
			return i;
		if (i == n || (l = papo_answer_end_token(s, i, n)) == 0)
			return 0;
		i += l;
	}
}

/*
 * Does the model's text s[a, e) end in a call of a tool: a call tag and,
 * after the last one, its close and nothing else ("<tool_call>{...}
 * </tool_call>"), or Llama's "<|python_tag|>" and the call after it?
 */
static int
calls(const char *s, size_t a, size_t e)
{
	static const char python[] = "<|python_tag|>";
	char close[32];
	size_t i, q = e, l = 0, k;

	while (e > a && space(s[e - 1]))
		e--;
	for (i = a; i < e; i++) {
		if (s[i] != '<')
			continue;
		if ((k = (size_t)papo_fields_call_tag(s, e, i)) > 0 &&
		    k < sizeof(close) - 1) {
			q = i;
			l = k;
		} else if (e - i >= sizeof(python) - 1 && memcmp(s + i,
		    python, sizeof(python) - 1) == 0)
			return 1;	/* the call runs to the turn's end */
	}
	if (q == e || l < 2)
		return 0;
	close[0] = '<';
	close[1] = '/';
	memcpy(close + 2, s + q + 1, l - 1);
	return e - q > 2 * l && memcmp(s + e - l - 1, close, l + 1) == 0 &&
	    memmem(s + q + l, e - l - 1 - q - l, close, l + 1) == NULL;
}

/* Is s[a, e) only <tool_response> blocks and spacing? */
static int
responses_only(const char *s, size_t a, size_t e)
{
	static const char o[] = "<tool_response>", c[] = "</tool_response>";
	const char *p;

	for (;;) {
		while (a < e && space(s[a]))
			a++;
		if (a == e)
			return 1;
		if (e - a < sizeof(o) - 1 || memcmp(s + a, o, sizeof(o) - 1))
			return 0;
		if ((p = memmem(s + a, e - a, c, sizeof(c) - 1)) == NULL)
			return 0;
		a = (size_t)(p - s) + sizeof(c) - 1;
	}
}

size_t
papo_answer_agent_last(const char *s, size_t n)
{
	const char *p;
	size_t a = 0, e, i, t, r, rl, last = 0;
	int results;

	while (a < n && space(s[a]))
		a++;
	if (a == n || papo_answer_turn_open(s, a, n) > 0)
		return 0;	/* read from its opener as before */
	/* most responses open no turn: one pass over their '<' */
	for (i = a; (p = memchr(s + i, '<', n - i)) != NULL; i++)
		if (papo_answer_turn_open(s, i = (size_t)(p - s), n) > 0)
			break;
	if (p == NULL)
		return 0;
	for (;;) {
		if ((e = turn_end(s, a, n)) == n)
			return last;
		if ((i = next_turn(s, e, n)) == 0)
			return last;	/* an end token: the response ends */
		if (!calls(s, a, e))
			return 0;
		/* the tools' results: one turn or more */
		for (results = 0;; results++) {
			if ((t = turn_at(s, i, n, &r, &rl)) == 0)
				return 0;
			if (papo_fields_role_policy(s + r, rl))
				break;
			e = turn_end(s, t, n);
			if (!papo_fields_role_tool(s + r, rl) && !(rl == 4 &&
			    memcmp(s + r, "user", 4) == 0 &&
			    responses_only(s, t, e)))
				return 0;
			if (e == n || (i = next_turn(s, e, n)) == 0)
				return 0;
		}
		if (results == 0)
			return 0;
		last = a = t;
	}
}
