/* SPDX-License-Identifier: MIT */
/*
 * rubric_template.c: the judge's turn in a chat template that a server
 * left in the reply (its special tokens not stripped), and a response
 * block (<answer>, <|START_RESPONSE|>) around the verdict, read by rows
 * of the templates the model families write; the score reader reads
 * the text inside alone.
 */
#include <ctype.h>
#include <string.h>

#include "rubric.h"

/* DeepSeek's full-width bars and the SentencePiece space, U+2581 */
#define DS_BAR "\xef\xbd\x9c"
#define DS_SP  "\xe2\x96\x81"

/*
 * An assistant's turn as a template writes it: the header that opens
 * it and the tokens that end it.  The header is what the template
 * writes before the generation prompt's text; the text of the turn is
 * what follows it up to an end token, or the reply's end.
 */
struct tpl_turn {
	const char *family;
	const char *open;
	const char *end[4];
};

static const struct tpl_turn turns[] = {
	{ "ChatML (Qwen, Hermes, Yi)", "<|im_start|>assistant\n",
	    { "<|im_end|>", "<|endoftext|>", NULL } },
	{ "Phi-4", "<|im_start|>assistant<|im_sep|>",
	    { "<|im_end|>", "<|endoftext|>", NULL } },
	{ "Kimi K2", "<|im_assistant|>assistant<|im_middle|>",
	    { "<|im_end|>", NULL } },
	{ "Llama 3", "<|start_header_id|>assistant<|end_header_id|>",
	    { "<|eot_id|>", "<|end_of_text|>", NULL } },
	{ "Llama 4", "<|header_start|>assistant<|header_end|>",
	    { "<|eot|>", "<|end_of_text|>", NULL } },
	{ "Gemma", "<start_of_turn>model\n",
	    { "<end_of_turn>", "<eos>", NULL } },
	/* Phi-3 and Phi-4-mini end with <|end|>, GLM-4 with the next
	   role's token, <|user|> */
	{ "Phi-3, GLM-4", "<|assistant|>",
	    { "<|end|>", "<|endoftext|>", "<|user|>", NULL } },
	{ "Granite", "<|start_of_role|>assistant<|end_of_role|>",
	    { "<|end_of_text|>", NULL } },
	{ "Command R", "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>",
	    { "<|END_OF_TURN_TOKEN|>", NULL } },
	{ "DeepSeek", "<" DS_BAR "Assistant" DS_BAR ">",
	    { "<" DS_BAR "end" DS_SP "of" DS_SP "sentence" DS_BAR ">",
	    NULL } },
	{ "MiniMax-M1", "<beginning_of_sentence>ai name=assistant\n",
	    { "<end_of_sentence>", NULL } },
	{ "MiniMax-M2", "]~b]ai\n", { "[e~[", NULL } },
};

/*
 * A block the model writes its answer in, after its reasoning: it
 * must close, and nothing but end tokens may follow it.
 */
static const char *const blocks[][2] = {
	{ "<answer>", "</answer>" },		/* Hunyuan, agents */
	{ "<response>", "</response>" },	/* ERNIE 4.5 thinking */
	{ "<|START_RESPONSE|>", "<|END_RESPONSE|>" },	/* Command A */
};

/*
 * The tokens that open a turn or a role in these templates (and
 * Mistral's): none of them stands in the text of one committed
 * verdict.  A reply that opens with one no row of turns[] reads (a
 * user's turn, a header cut short) states no verdict of the judge's.
 */
static const char *const turn_marks[] = {
	"<|im_start|>", "<|im_sep|>", "<|im_assistant|>", "<|im_user|>",
	"<|im_system|>", "<|im_middle|>", "<|start_header_id|>",
	"<|end_header_id|>", "<|header_start|>", "<|header_end|>",
	"<start_of_turn>", "<|assistant|>", "<|user|>", "<|system|>",
	"<|observation|>", "<|start_of_role|>", "<|end_of_role|>",
	"<|START_OF_TURN_TOKEN|>", "<|CHATBOT_TOKEN|>", "<|USER_TOKEN|>",
	"<|SYSTEM_TOKEN|>", "<" DS_BAR "Assistant" DS_BAR ">",
	"<" DS_BAR "User" DS_BAR ">", "<beginning_of_sentence>", "]~b]",
	"]~!b[", "[INST]", "[/INST]", "<|START_RESPONSE|>",
	"<|END_RESPONSE|>", "<|begin_of_text|>", NULL
};

/* End tokens that may follow a turn's end: a server's last tokens. */
static const char *const tail_tokens[] = {
	"<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<|end_of_text|>",
	"<|eot|>", "<end_of_turn>", "<eos>", "<|end|>", "</s>",
	"<|END_OF_TURN_TOKEN|>", "<end_of_sentence>", "[e~[",
	"<|end_of_sentence|>",
	"<" DS_BAR "end" DS_SP "of" DS_SP "sentence" DS_BAR ">", NULL
};

size_t
papo_rubric_token_at(const char *s, size_t n, size_t i,
    const char *const *list)
{
	size_t k, w;

	if (i >= n)
		return 0;
	for (k = 0; list[k]; k++)
		if (s[i] == list[k][0] && n - i >= (w = strlen(list[k])) &&
		    memcmp(s + i, list[k], w) == 0)
			return w;
	return 0;
}

size_t
papo_rubric_skip_space(const char *s, size_t n, size_t i)
{
	while (i < n && isspace((unsigned char)s[i]))
		i++;
	return i;
}

/* 1 when s[i..n) holds only white space and end tokens. */
static int
only_tail(const char *s, size_t n, size_t i)
{
	size_t w;

	while ((i = papo_rubric_skip_space(s, n, i)) < n) {
		if ((w = papo_rubric_token_at(s, n, i, tail_tokens)) == 0)
			return 0;
		i += w;
	}
	return 1;
}

/* Where the first of the tokens list names is in s[i..n), or n. */
static size_t
first_of(const char *s, size_t n, size_t i, const char *const *list)
{
	for (; i < n; i++)
		if (papo_rubric_token_at(s, n, i, list))
			return i;
	return n;
}

int
papo_rubric_template_turn(const char *s, size_t n, size_t *a, size_t *b,
    const char **why)
{
	const struct tpl_turn *t;
	size_t i = papo_rubric_skip_space(s, n, 0), k, e;

	*a = 0;
	*b = n;
	*why = NULL;
	for (k = 0; k < sizeof(turns) / sizeof(turns[0]); k++) {
		t = &turns[k];
		if (n - i < strlen(t->open) ||
		    memcmp(s + i, t->open, strlen(t->open)) != 0)
			continue;
		*a = i + strlen(t->open);
		e = first_of(s, n, *a, t->end);
		*b = e;
		if (e < n && !only_tail(s, n, e + papo_rubric_token_at(s, n,
		    e, t->end))) {
			*why = "another turn follows the judge's turn (a chat "
			    "template's end token, then more): not one "
			    "committed verdict";
			return -1;
		}
		return 1;
	}
	for (k = 0; k < sizeof(blocks) / sizeof(blocks[0]); k++)
		if (n - i >= strlen(blocks[k][0]) &&
		    memcmp(s + i, blocks[k][0], strlen(blocks[k][0])) == 0)
			return 0;	/* papo_rubric_template_block's */
	if (papo_rubric_token_at(s, n, i, turn_marks)) {
		*why = "the reply opens with a chat template's token but not "
		    "with the assistant's turn of a template the reader "
		    "knows (a user's turn, a header cut short?): no verdict "
		    "of the judge's";
		return -1;
	}
	return 0;
}

int
papo_rubric_template_block(const char *s, size_t n, size_t *a, size_t *b,
    const char **why)
{
	const char *c;
	size_t i = papo_rubric_skip_space(s, n, 0), k, w;

	*a = 0;
	*b = n;
	*why = NULL;
	for (k = 0; k < sizeof(blocks) / sizeof(blocks[0]); k++) {
		w = strlen(blocks[k][0]);
		if (n - i < w || memcmp(s + i, blocks[k][0], w) != 0)
			continue;
		*a = i + w;
		c = memmem(s + *a, n - *a, blocks[k][1], strlen(blocks[k][1]));
		if (c == NULL) {
			*why = "the reply opens a response block (<answer>, "
			    "<|START_RESPONSE|>...) and never closes it: not "
			    "one committed verdict";
			return -1;
		}
		*b = (size_t)(c - s);
		if (memmem(s + *a, *b - *a, blocks[k][0], w) != NULL ||
		    !only_tail(s, n, *b + strlen(blocks[k][1]))) {
			*why = "more than one response block, or text after "
			    "it: not one committed verdict";
			return -1;
		}
		return 1;
	}
	return 0;
}

size_t
papo_rubric_template_mark(const char *s, size_t n)
{
	return first_of(s, n, 0, turn_marks);
}
