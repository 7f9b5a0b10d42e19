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

/*
 * The whole sequence decoded as the response (verl and OpenRLHF log
 * prompt and answer together): the chat templates' turns, each its
 * opener, its role word and the opener's close ("<|im_start|>user\n",
 * Phi-3's "<|user|>", Granite's "<|start_of_role|>user<|end_of_role|>",
 * Command R's "<|START_OF_TURN_TOKEN|><|USER_TOKEN|>", EXAONE's
 * "[|user|]", DeepSeek's "<｜User｜>"), or Mistral's and Llama 2's
 * "[INST] ... [/INST]".
 */
struct seq_form {
	const char *open, *close;
};

static const struct seq_form seq_forms[] = {
	{ "<|im_start|>", "\n" }, { "<|im_start|>", "<|im_sep|>" },
	{ "<|start_header_id|>", "<|end_header_id|>" },
	{ "<start_of_turn>", "\n" },
	{ "<|start_of_role|>", "<|end_of_role|>" },
	{ "<|START_OF_TURN_TOKEN|><|", "_TOKEN|>" },
	{ "<|", "|>" },
	{ "<\xef\xbd\x9c", "\xef\xbd\x9c>" },	/* <｜User｜> */
	{ "[|", "|]" },
	{ NULL, NULL }
};

/* What may open the sequence before its first turn: a model's begin of
   sequence (DeepSeek's with its bars as written and folded), GLM-4's
   prefix, OLMo 2's end of text. */
static const char *const seq_begin[] = { "<|begin_of_text|>", "<bos>",
    "<BOS_TOKEN>", "<s>", "<|endoftext|>", "[gMASK]", "<sop>",
    "<\xef\xbd\x9c""begin\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>",
    "<|begin\xe2\x96\x81of\xe2\x96\x81sentence|>", NULL };

/* What may pad the sequence after its end: a tokenizer's pad tokens. */
static const char *const seq_pad[] = { "<pad>", "<PAD>", "[PAD]", NULL };

/* The roles of a sequence's turns: the prompt's and the policy's. */
enum { SEQ_NONE, SEQ_SYSTEM, SEQ_USER, SEQ_MODEL };

static size_t
token_in(const char *s, size_t i, size_t n, const char *const *toks)
{
	size_t k, l;

	for (k = 0; toks[k] != NULL; k++)
		if (n - i >= (l = strlen(toks[k])) &&
		    memcmp(s + i, toks[k], l) == 0)
			return l;
	return 0;
}

/* The role word s[a, e): SEQ_SYSTEM, SEQ_USER, SEQ_MODEL or SEQ_NONE. */
static int
seq_role(const char *s, size_t a, size_t e)
{
	static const char *const sys[] = { "system", NULL };
	static const char *const user[] = { "user", NULL };
	static const char *const model[] = { "assistant", "model", "chatbot",
	    NULL };
	const char *const *const t[] = { sys, user, model };
	size_t k, j;

	for (k = 0; k < 3; k++)
		for (j = 0; t[k][j] != NULL; j++)
			if (e - a == strlen(t[k][j]) &&
			    strncasecmp(s + a, t[k][j], e - a) == 0)
				return (int)k + SEQ_SYSTEM;
	return SEQ_NONE;
}

/*
 * The turn of form f opened at s[i]: its role (*role), and where its
 * text starts, past the close and the spacing after it; 0 when s[i]
 * opens none of a known role.
 */
static size_t
seq_turn(const char *s, size_t i, size_t n, const struct seq_form *f,
    int *role)
{
	size_t l = strlen(f->open), r, c = strlen(f->close);

	if (n - i < l || memcmp(s + i, f->open, l) != 0)
		return 0;
	for (r = i += l; i < n && ((s[i] >= 'a' && s[i] <= 'z') ||
	    (s[i] >= 'A' && s[i] <= 'Z')); i++)
		;
	if ((*role = seq_role(s, r, i)) == SEQ_NONE || n - i < c ||
	    memcmp(s + i, f->close, c) != 0)
		return 0;
	for (i += c; i < n && space(s[i]); i++)
		;
	return i;
}

/* Past spacing, end tokens and pad tokens from s[i]. */
static size_t
seq_skip(const char *s, size_t i, size_t n)
{
	size_t l;

	while (i < n)
		if (space(s[i]))
			i++;
		else if ((l = papo_answer_end_token(s, i, n)) > 0 ||
		    (l = token_in(s, i, n, seq_pad)) > 0)
			i += l;
		else
			break;
	return i;
}

/*
 * Where the text of a turn of form f starting at s[t] ends: at an end
 * token or at the next turn's opener; n when at neither.
 */
static size_t
seq_text_end(const char *s, size_t t, size_t n, const struct seq_form *f)
{
	char o = f->open[0];
	int role;

	for (; t < n; t++)
		if ((s[t] == '<' || s[t] == '[') &&
		    (papo_answer_end_token(s, t, n) > 0 ||
		    (s[t] == o && seq_turn(s, t, n, f, &role) > 0)))
			return t;
	return n;
}

/* Does role follow prev in a sequence of turns: the system's first, then
   the user's and the model's in turn? */
static int
seq_follows(int prev, int role)
{
	return role == SEQ_SYSTEM ? prev == SEQ_NONE : role == SEQ_USER ?
	    prev != SEQ_USER : prev == SEQ_USER;
}

/* papo_answer_seq_last for the turns of form f from s[i]. */
static size_t
seq_turns(const char *s, size_t i, size_t n, const struct seq_form *f,
    size_t *end)
{
	size_t t, e;
	int role, prev = SEQ_NONE;

	for (;;) {
		if ((t = seq_turn(s, i, n, f, &role)) == 0 ||
		    !seq_follows(prev, role))
			return 0;
		prev = role;
		/* the end tokens the response ends on are taken off before
		   (plain_bytes in verify.c): a turn that runs to the end
		   ended there */
		e = seq_text_end(s, t, n, f);
		if ((i = seq_skip(s, e, n)) == n) {
			if (role != SEQ_MODEL || e == t)
				return 0;
			*end = e;
			return t;
		}
	}
}

/* papo_answer_seq_last for "[INST] ... [/INST] ...</s>" from s[i]. */
static size_t
seq_inst(const char *s, size_t i, size_t n, size_t *end)
{
	static const char o[] = "[INST]", c[] = "[/INST]";
	const char *p;
	size_t t, e;

	for (;;) {
		if (n - i < sizeof(o) - 1 || memcmp(s + i, o, sizeof(o) - 1) ||
		    (p = memmem(s + i, n - i, c, sizeof(c) - 1)) == NULL)
			return 0;
		for (t = (size_t)(p - s) + sizeof(c) - 1; t < n && space(s[t]);
		    t++)
			;
		for (e = t; e < n; e++)
			if ((s[e] == '<' || s[e] == '[') &&
			    (papo_answer_end_token(s, e, n) > 0 ||
			    (n - e >= sizeof(o) - 1 &&
			    memcmp(s + e, o, sizeof(o) - 1) == 0)))
				break;
		if (e == n || papo_answer_end_token(s, e, n) == 0)
			return 0;	/* cut, or a turn with no end */
		if ((i = seq_skip(s, e, n)) == n) {
			*end = e;
			return t;
		}
		i += token_in(s, i, n, seq_begin);
	}
}

/*
 * The sequence decoded with its special tokens dropped (Llama 3's
 * "system\n\n...user\n\n...？assistant\n\n...", ChatML's "system\n
 * ...\nuser\n...\nassistant\n..."), from s[i]: the role word
 * "system" or "user" on the first line alone; a "user" turn word at a
 * line's start; then an "assistant" turn word on its own line or glued
 * to the text before it (its end token dropped), not inside a word.
 * Where the text after the first "assistant" after the last "user"
 * starts, *end at n; 0 when s[i] opens no such sequence.
 */
static size_t
seq_stripped(const char *s, size_t i, size_t n, size_t *end)
{
	const char *p;
	size_t u = (size_t)-1, k, t;

	if (n - i > 8 && memcmp(s + i, "user\n", 5) == 0)
		u = i;
	else if (n - i <= 8 || memcmp(s + i, "system\n", 7) != 0)
		return 0;
	for (k = i + 1; k < n && (p = memmem(s + k, n - k, "\nuser\n", 6)) !=
	    NULL; k = (size_t)(p - s) + 1)
		u = (size_t)(p - s) + 1;
	if (u == (size_t)-1)
		return 0;
	for (k = u + 5; k < n && (p = memmem(s + k, n - k, "assistant\n",
	    10)) != NULL; k = (size_t)(p - s) + 1) {
		t = (size_t)(p - s);
		if (t > 0 && ((s[t - 1] >= 'a' && s[t - 1] <= 'z') ||
		    (s[t - 1] >= 'A' && s[t - 1] <= 'Z') || s[t - 1] == '_'))
			continue;	/* "the assistant\n": a word's end */
		for (t += 10; t < n && space(s[t]); t++)
			;
		if (t == n)
			return 0;
		*end = n;
		return t;
	}
	return 0;
}

size_t
papo_answer_seq_last(const char *s, size_t n, size_t *end)
{
	const char *p;
	size_t i = 0, l, k, t;
	int role;

	while (i < n && space(s[i]))
		i++;
	if (i < n && (s[i] == 's' || s[i] == 'u'))
		return seq_stripped(s, i, n, end);
	/* most responses open with a word: one compare */
	if (i == n || (s[i] != '<' && s[i] != '['))
		return 0;
	while ((l = token_in(s, i, n, seq_begin)) > 0) {
		i += l;
		/* DeepSeek's system prompt stands bare before the user's
		   turn ("<｜User｜>", its bars as written or folded) */
		if (l > 6 && memmem(s + i - l, l, "begin\xe2\x96\x81", 8) !=
		    NULL && (p = memmem(s + i, n - i, "User", 4)) != NULL &&
		    (t = (size_t)(p - s)) >= i + 2 && (s[t - 1] == '|' ?
		    s[t - 2] == '<' : t >= i + 4 && memcmp(s + t - 4,
		    "<\xef\xbd\x9c", 4) == 0))
			i = t - (s[t - 1] == '|' ? 2 : 4);
	}
	if (n - i > 6 && memcmp(s + i, "[INST]", 6) == 0)
		return seq_inst(s, i, n, end);
	for (k = 0; seq_forms[k].open != NULL; k++)
		if ((t = seq_turn(s, i, n, &seq_forms[k], &role)) > 0)
			return role == SEQ_MODEL ? 0 :
			    seq_turns(s, i, n, &seq_forms[k], end);
	return 0;
}
