/* SPDX-License-Identifier: MIT */
/*
 * fields_chat.c: a response read from a chat's message that is not the
 * conversation's last word (papo_fields_chat_cut): a tool-calling loop
 * stopped before the model's final answer, a chat the user's turn
 * goes on after, or a message the policy did not write; and a chat in
 * which the policy has no turn (papo_fields_chat_silent); and the text of
 * a message's content given as a list of parts (papo_fields_parts_text).
 */
#include <string.h>

#include "buf.h"
#include "fields.h"
#include "json.h"

/*
 * The roles of a message that holds a tool's result: OpenAI's and
 * TRL's "tool" (and the older "function"), Llama 3's "ipython", GLM's
 * and ShareGPT's "observation", the "tool_result" and "tool_response"
 * some agent loops write.  The keys a role is written under: "role",
 * ShareGPT's "from".
 */
static const char *const tool_roles[] = { "tool", "function", "ipython",
	"observation", "tool_result", "tool_response", NULL };
static const char *const role_keys[] = { "role", "from", NULL };

/*
 * The roles of the policy's own turns: OpenAI's "assistant", ShareGPT's
 * "gpt", Gemini's "model", Cohere's "chatbot", LangChain's "ai".  A
 * response read from a message in any other role (a path by position,
 * messages[-1], on a chat that ends on the user's turn) is not the
 * policy's: no answer, never the user's text read as one.
 */
static const char *const policy_roles[] = { "assistant", "gpt", "model",
	"chatbot", "ai", NULL };

/*
 * The roles whose turn, after the policy's, means the chat went on: the
 * user's (ShareGPT's "human"), a system's.  verifiers' multi-turn
 * environments append their reply as the user's and stop at max_turns
 * after it; the chat's last word is not the policy's.  NeMo-RL's
 * "environment" reply, which rollouts.py appends to every turn, the
 * final one too, is not one of them.
 */
static const char *const user_roles[] = { "user", "human", "system", NULL };

/*
 * The members of a message that carry a call of a tool: OpenAI's
 * tool_calls (TRL, verifiers, SkyRL, prime-rl, vLLM's parsers) and
 * the older function_call; a tool message's tool_call_id is a result.
 */
static const char *const call_keys[] = { "tool_calls", "function_call",
	NULL };
/* what a call member written as a string holds when there is no call
   (a dump that kept the member's value as text) */
static const char *const no_call[] = { "", "[]", "{}", "null", "None",
	NULL };

/*
 * The types of a content part that call a tool (Anthropic's tool_use,
 * the Responses API's function_call, a tool_call part) or hold its
 * result (Anthropic's tool_result, in a user message).
 */
static const char *const call_parts[] = { "tool_use", "tool_call",
	"function_call", NULL };
static const char *const result_parts[] = { "tool_result",
	"function_call_output", NULL };

/* The tags a model's text calls a tool with (Hermes, Qwen's templates). */
static const char *const call_tags[] = { "<tool_call>", "<function_call>",
	NULL };

/* Is s[0, n) a word of words? */
static int
word_in(const char *s, size_t n, const char *const *words)
{
	size_t k;

	for (k = 0; words[k] != NULL; k++)
		if (n == strlen(words[k]) && memcmp(s, words[k], n) == 0)
			return 1;
	return 0;
}

int
papo_fields_role_tool(const char *s, size_t n)
{
	return word_in(s, n, tool_roles);
}

int
papo_fields_role_policy(const char *s, size_t n)
{
	return word_in(s, n, policy_roles);
}

int
papo_fields_call_tag(const char *s, size_t n, size_t i)
{
	size_t k, l;

	for (k = 0; call_tags[k] != NULL; k++)
		if (n - i >= (l = strlen(call_tags[k])) &&
		    memcmp(s + i, call_tags[k], l) == 0)
			return (int)l;
	return 0;
}

static int
member(const struct papo_json *j, int obj, const char *key)
{
	struct papo_err e;

	papo_err_clear(&e);
	if (papo_json_type(j, obj) != PAPO_JSON_OBJECT)
		return -1;
	return papo_json_member(j, (size_t)obj, key, strlen(key), &e);
}

/* Is token v a string that is one of words? */
static int
str_in(const struct papo_json *j, int v, const char *const *words)
{
	const char *s;
	size_t n;
	int esc;

	if (papo_json_type(j, v) != PAPO_JSON_STRING)
		return 0;
	s = papo_json_str_raw(j, v, &n, &esc);
	return !esc && word_in(s, n, words);
}

/* The message element t of a list is, or -1: an object with a role, or
   the message it keeps under "message" (prime-rl's and verifiers'
   trace nodes). */
static int
message_of(const struct papo_json *j, int t)
{
	size_t k;
	int m;

	for (k = 0; role_keys[k] != NULL; k++)
		if (papo_json_type(j, member(j, t, role_keys[k])) ==
		    PAPO_JSON_STRING)
			return t;
	m = member(j, t, "message");
	for (k = 0; m >= 0 && role_keys[k] != NULL; k++)
		if (papo_json_type(j, member(j, m, role_keys[k])) ==
		    PAPO_JSON_STRING)
			return m;
	return -1;
}

/* Does a part of message m's content (a list of parts) have a type of
   types? */
static int
part_typed(const struct papo_json *j, int m, const char *const *types)
{
	int c = member(j, m, "content");
	size_t k, t;

	if (papo_json_type(j, c) != PAPO_JSON_ARRAY)
		return 0;
	for (k = 0, t = (size_t)c + 1; k < j->tok[c].size; k++,
	    t = j->tok[t].next)
		if (str_in(j, member(j, (int)t, "type"), types))
			return 1;
	return 0;
}

/* Is message m's role one of roles? */
static int
role_in(const struct papo_json *j, int m, const char *const *roles)
{
	size_t k;

	for (k = 0; role_keys[k] != NULL; k++)
		if (str_in(j, member(j, m, role_keys[k]), roles))
			return 1;
	return 0;
}

/* Does message m hold a tool's result? */
static int
tool_result(const struct papo_json *j, int m)
{
	if (role_in(j, m, tool_roles))
		return 1;
	return member(j, m, "tool_call_id") >= 0 ||
	    part_typed(j, m, result_parts);
}

/* Does text s (n bytes) hold a tag that calls a tool? */
static int
tagged(const char *s, size_t n)
{
	size_t k;

	for (k = 0; s != NULL && call_tags[k] != NULL; k++)
		if (memmem(s, n, call_tags[k], strlen(call_tags[k])) != NULL)
			return 1;
	return 0;
}

/* Does message m call a tool (text: the response read from it)? */
static int
tool_call(const struct papo_json *j, int m, const char *text, size_t n)
{
	size_t k;
	int v;

	for (k = 0; call_keys[k] != NULL; k++) {
		v = member(j, m, call_keys[k]);
		switch (papo_json_type(j, v)) {
		case PAPO_JSON_ARRAY:
			if (j->tok[v].size > 0)
				return 1;
			break;
		case PAPO_JSON_OBJECT:
			return 1;
		case PAPO_JSON_STRING:
			if (!str_in(j, v, no_call))
				return 1;
			break;
		default:
			break;
		}
	}
	return part_typed(j, m, call_parts) || tagged(text, n);
}

/* Element c of list a is a message m: is it cut (not the policy's, a
   tool's result, a call of one, or a tool's result or the user's turn
   after it in the list)? */
static int
turn_cut(const struct papo_json *j, size_t a, size_t c, int m,
    const char *text, size_t n)
{
	size_t k, t;

	if (!role_in(j, m, policy_roles) || tool_result(j, m) ||
	    tool_call(j, m, text, n))
		return 1;
	for (k = 0, t = a + 1; k < j->tok[a].size; k++, t = j->tok[t].next)
		if (t > c && (m = message_of(j, (int)t)) >= 0 &&
		    (tool_result(j, m) || role_in(j, m, user_roles)))
			return 1;
	return 0;
}

int
papo_fields_chat_cut(const struct papo_json *j, int ri, const char *text,
    size_t n)
{
	size_t cur = 0, c;
	int m;

	while ((int)cur != ri && (j->tok[cur].type == PAPO_JSON_OBJECT ||
	    j->tok[cur].type == PAPO_JSON_ARRAY)) {
		if ((c = papo_json_holding(j, cur, ri)) == 0)
			return 0;
		if (j->tok[cur].type == PAPO_JSON_ARRAY &&
		    (m = message_of(j, (int)c)) >= 0 &&
		    turn_cut(j, cur, c, m, text, n))
			return 1;
		cur = c;
	}
	return 0;
}

int
papo_fields_chat_silent(const struct papo_json *j, const struct papo_path *p)
{
	size_t k, t;
	int a = papo_path_unselected(j, p), m, msgs = 0;

	if (a < 0)
		return 0;
	/* messages themselves: a trace's nodes with none sampled are no
	   form prime-rl writes but for a failed trace, which its preset
	   reads (t-dumps-prime-rl-empty.sh) */
	for (k = 0, t = (size_t)a + 1; k < j->tok[a].size; k++,
	    t = j->tok[t].next)
		if ((m = message_of(j, (int)t)) == (int)t) {
			if (role_in(j, m, policy_roles))
				return 0;
			msgs++;
		}
	return msgs > 0;
}

/*
 * The parts of a message's content given as a list that hold its text
 * (OpenAI's chat and Responses parts, Anthropic's blocks), and those
 * that hold none of the answer: media, a model's thinking, a refusal,
 * and a tool's call or result (which papo_fields_chat_cut cuts off).
 */
static const char *const text_parts[] = { "text", "output_text",
	"input_text", NULL };
static const char *const other_parts[] = { "image_url", "image",
	"input_image", "input_audio", "audio", "file", "input_file",
	"video_url", "video", "thinking", "redacted_thinking", "reasoning",
	"refusal", "tool_use", "tool_call", "function_call", "tool_result",
	"function_call_output", NULL };

int
papo_fields_parts_text(const struct papo_json *j, int i,
    struct papo_buf *out)
{
	struct papo_buf scratch = PAPO_BUF_INIT;
	const char *s;
	size_t k, t, n, at = out->len;
	int type, text, texts = 0;

	if (papo_json_type(j, i) != PAPO_JSON_ARRAY || j->tok[i].size == 0)
		return 0;
	for (k = 0, t = (size_t)i + 1; k < j->tok[i].size; k++,
	    t = j->tok[t].next) {
		type = member(j, (int)t, "type");
		if (type >= 0 && str_in(j, type, other_parts))
			continue;
		text = member(j, (int)t, "text");
		if (type < 0 || !str_in(j, type, text_parts) || text < 0 ||
		    (s = papo_json_text(j, text, &scratch, &n)) == NULL) {
			papo_buf_truncate(out, at);	/* a part papo
							   does not know */
			papo_buf_release(&scratch);
			return 0;
		}
		if (texts++ > 0)
			papo_buf_addc(out, '\n');
		papo_buf_add(out, s, n);
	}
	papo_buf_release(&scratch);
	return 1;
}

int
papo_fields_parts_hint(const struct papo_json *j, int i,
    struct papo_buf *out)
{
	struct papo_buf scratch = PAPO_BUF_INIT;
	const char *s;
	size_t k, t, n;
	int type;

	if (papo_json_type(j, i) != PAPO_JSON_ARRAY)
		return 0;
	for (k = 0, t = (size_t)i + 1; k < j->tok[i].size; k++,
	    t = j->tok[t].next) {
		type = member(j, (int)t, "type");
		if (type < 0 || papo_json_type(j, type) != PAPO_JSON_STRING)
			break;
		if (str_in(j, type, other_parts) || (str_in(j, type,
		    text_parts) && member(j, (int)t, "text") >= 0))
			continue;
		s = papo_json_text(j, type, &scratch, &n);
		papo_buf_addf(out, "; a message's content as parts, and part "
		    "%zu is of type '%.*s', which papo does not read (text, "
		    "output_text and input_text parts are its text; media, "
		    "thinking, refusal and tool parts give none)", k,
		    (int)(n > 40 ? 40 : n), s);
		papo_buf_release(&scratch);
		return 1;
	}
	papo_buf_release(&scratch);
	return 0;
}
