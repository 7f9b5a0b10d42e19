/* SPDX-License-Identifier: MIT */
/*
 * rubric_channels.c: the final channel of a reply in OpenAI's harmony
 * format (gpt-oss), the only part of it the score reader reads.
 */
#include <ctype.h>
#include <string.h>

#include "rubric.h"

#define T_START   "<|start|>"
#define T_CHANNEL "<|channel|>"
#define T_MESSAGE "<|message|>"
#define T_END     "<|end|>"
#define T_RETURN  "<|return|>"
#define T_CALL    "<|call|>"

static int
at(const char *s, size_t n, size_t i, const char *tok)
{
	size_t l = strlen(tok);

	return n - i >= l && memcmp(s + i, tok, l) == 0;
}

/* Where the first of the tokens ending a message is, from i; n if none. */
static size_t
message_end(const char *s, size_t n, size_t i)
{
	for (; i < n; i++)
		if (s[i] == '<' && (at(s, n, i, T_END) ||
		    at(s, n, i, T_RETURN) || at(s, n, i, T_CALL) ||
		    at(s, n, i, T_START) || at(s, n, i, T_CHANNEL)))
			return i;
	return n;
}

/* 1 when s[a..b) is word w, white space around it aside. */
static int
name_is(const char *s, size_t a, size_t b, const char *w)
{
	size_t l = strlen(w);

	a = papo_rubric_skip_space(s, b, a);
	while (b > a && isspace((unsigned char)s[b - 1]))
		b--;
	return b - a == l && memcmp(s + a, w, l) == 0;
}

/*
 * 1 when the header s[a..b) names the final channel: "final", or
 * "final <|constrain|>json", the content type a structured output's
 * final message is constrained to (a word); a recipient ("to=...")
 * or anything else is no final message.
 */
static int
final_header(const char *s, size_t a, size_t b)
{
	static const char con[] = "<|constrain|>";
	const char *c = memmem(s + a, b - a, con, sizeof(con) - 1);
	size_t k;

	if (c == NULL)
		return name_is(s, a, b, "final");
	for (k = (size_t)(c - s) + sizeof(con) - 1; k < b &&
	    isalpha((unsigned char)s[k]); k++)
		;
	if (k == (size_t)(c - s) + sizeof(con) - 1 ||
	    papo_rubric_skip_space(s, b, k) != b)
		return 0;
	return name_is(s, a, (size_t)(c - s), "final");
}

/*
 * The harmony reply with its special tokens: messages
 * "<|channel|>NAME<|message|>TEXT" ended by <|end|>, <|return|>,
 * <|call|> or the reply's end, each but the first after
 * "<|start|>assistant".  Analysis messages, then one final message
 * that ends the reply.
 */
static int
tokens(const char *s, size_t n, size_t *fa, size_t *fb, const char **why)
{
	const char *mp;
	size_t i = papo_rubric_skip_space(s, n, 0), m, e;
	int final = 0;

	while ((i = papo_rubric_skip_space(s, n, i)) < n) {
		if (final) {
			*why = "something follows the final channel's message "
			    "(harmony): not one committed verdict";
			return -1;
		}
		if (at(s, n, i, T_START)) {
			i += strlen(T_START);
			if (!at(s, n, i, "assistant")) {
				*why = "the reply starts a turn that is not "
				    "the assistant's (harmony)";
				return -1;
			}
			i += strlen("assistant");
		}
		if (!at(s, n, i, T_CHANNEL) || (mp = memmem(s + i, n - i,
		    T_MESSAGE, strlen(T_MESSAGE))) == NULL) {
			*why = "the reply is not in harmony's form (a channel "
			    "and its message) and has no final channel";
			return -1;
		}
		m = (size_t)(mp - s);
		e = message_end(s, n, m + strlen(T_MESSAGE));
		if (final_header(s, i + strlen(T_CHANNEL), m)) {
			final = 1;
			*fa = m + strlen(T_MESSAGE);
			*fb = e;
		} else if (!name_is(s, i + strlen(T_CHANNEL), m, "analysis")) {
			*why = "the reply has a channel other than analysis "
			    "and final (a tool call?) (harmony): not read";
			return -1;
		}
		if (at(s, n, e, T_CALL)) {
			*why = "the reply calls a tool (harmony <|call|>): "
			    "not read";
			return -1;
		}
		i = at(s, n, e, T_END) ? e + strlen(T_END) :
		    at(s, n, e, T_RETURN) ? e + strlen(T_RETURN) : e;
		if (at(s, n, e, T_RETURN) &&
		    papo_rubric_skip_space(s, n, i) < n) {
			*why = "something follows the reply's <|return|> "
			    "(harmony): not one committed verdict";
			return -1;
		}
	}
	if (!final) {
		*why = "the reply has no final channel (harmony): only the "
		    "judge's analysis, which is not read";
		return -1;
	}
	return 1;
}

/*
 * The same with the special tokens removed by the server:
 * "analysisTEXTassistantfinalTEXT".
 */
static int
stripped(const char *s, size_t n, size_t i, size_t *fa, size_t *fb,
    const char **why)
{
	static const char fin[] = "assistantfinal";
	const char *f = memmem(s + i, n - i, fin, sizeof(fin) - 1);

	if (memmem(s + i, n - i, "assistantcommentary", 19) != NULL ||
	    memmem(s + i, n - i, "assistantanalysis", 17) != NULL) {
		*why = "the reply has a channel other than analysis and "
		    "final (harmony, its tokens removed): not read";
		return -1;
	}
	if (f == NULL) {
		*why = "the reply has no final channel (harmony, its tokens "
		    "removed): only the judge's analysis, which is not read";
		return -1;
	}
	*fa = (size_t)(f - s) + sizeof(fin) - 1;
	*fb = n;
	if (memmem(s + *fa, n - *fa, fin, sizeof(fin) - 1) != NULL) {
		*why = "the reply has two final channels (harmony, its "
		    "tokens removed): not one committed verdict";
		return -1;
	}
	return 1;
}

int
papo_rubric_final_channel(const char *s, size_t n, size_t *a, size_t *b,
    const char **why)
{
	size_t i = papo_rubric_skip_space(s, n, 0);

	*a = 0;
	*b = n;
	*why = NULL;
	if (at(s, n, i, T_CHANNEL) || at(s, n, i, T_START))
		return tokens(s, n, a, b, why);
	/* "analysis" glued to its text: no judge writes that in prose */
	if (at(s, n, i, "analysis") && (i + 8 == n ||
	    isupper((unsigned char)s[i + 8]) ||
	    at(s, n, i + 8, "assistantfinal")))
		return stripped(s, n, i + 8, a, b, why);
	return 0;
}
