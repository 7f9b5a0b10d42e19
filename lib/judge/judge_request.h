/* SPDX-License-Identifier: MIT */
/*
 * judge_request.h: from a record to papo-judge's request: which records
 * are judged, the fields a rubric reads and writes, and the prompt.
 */
#ifndef PAPO_JUDGE_REQUEST_H
#define PAPO_JUDGE_REQUEST_H

#include <stddef.h>

#include "buf.h"
#include "cache.h"
#include "fields.h"
#include "json.h"
#include "judge.h"
#include "papo.h"
#include "rubric.h"

/* What of a response's reasoning (<think> blocks) the judge sees. */
enum papo_judge_think {
	PAPO_JUDGE_THINK_STRIP,	/* none: papo_rubric_strip_think */
	PAPO_JUDGE_THINK_KEEP	/* all of it: the response as it is */
};

/*
 * The output and report fields of a rubric, after renaming: a role's
 * path (owned by the fields) or a path of the rubric's own (owned
 * here).  Release with papo_judge_outputs_release.
 */
struct papo_judge_outputs {
	const struct papo_path *out, *rep;
	struct papo_path out_own, rep_own;
};

/*
 * Find the fields rubric r writes, under the field names f, and check
 * that they can be written: neither overlaps the other nor a field the
 * prompt shows.  -1 with e set: status 78 for an invalid path or an
 * overlap the rubric makes (its output: and report: fields), 64 for an
 * overlap that a renamed field makes.  o holds nothing to release
 * after a failure.
 */
int papo_judge_outputs_init(struct papo_judge_outputs *o,
    const struct papo_rubric *r, const struct papo_fields *f,
    struct papo_err *e);
void papo_judge_outputs_release(struct papo_judge_outputs *o);

/*
 * Is parsed record j selected under select (enum papo_rubric_select)?
 * Correctness follows papo_field_outcome (fields.h), as in
 * papo-advantage and papo-stats: papo-verify's verdict, else acc, else
 * r_out, else the framework's reward, correct when it is 1.  1, 0,
 * PAPO_JUDGE_NO_OUTCOME when papo-verify looked and found no outcome
 * (no_reference, capped: not judged), or -1 with e set (status 65)
 * when no field says and papo-verify did not look, or a field is
 * mistyped.  shared: the record is one of a line of several
 * (--explode), whose fields outside the lists are the line's and not
 * read (papo_field_outcome_own).
 */
#define PAPO_JUDGE_NO_OUTCOME 2

int papo_judge_selected(const struct papo_json *j,
    const struct papo_fields *f, int select, int shared,
    struct papo_err *e);

/*
 * Renders requests: the rubric, field names and sampling parameters it
 * was made with (not owned: they must outlive it; params->model may be
 * set later, before the first papo_judge_prompt_build), and scratch
 * buffers.  Not shared between threads.
 */
struct papo_judge_prompt {
	const struct papo_rubric *rubric;
	const struct papo_fields *fields;
	const struct papo_judge_params *params;
	enum papo_judge_think think;
	size_t raw_len;		/* the last response's length before
				   stripping */
	const char *empty;	/* why it left nothing to judge (a
				   static sentence) */
	struct papo_buf val[PAPO_RUBRIC_NSLOTS];
	struct papo_buf text, user, sys;
	int question;		/* show the user's question of a
				   chat transcript in the problem
				   field (papo_judge_question) */
	uint64_t rng;		/* the boundary tokens' generator */
	char token[17];		/* the last request's boundary token
				   ({{untrusted:NAME}}), or "" */
};

void papo_judge_prompt_init(struct papo_judge_prompt *pr,
    const struct papo_rubric *r, const struct papo_fields *f,
    const struct papo_judge_params *p, enum papo_judge_think think);
void papo_judge_prompt_release(struct papo_judge_prompt *pr);

/* papo_judge_prompt_build found nothing to judge. */
#define PAPO_JUDGE_EMPTY 1

/*
 * Append the request body for parsed record j to body: the rubric's
 * templates filled with the record's fields (strings unescaped,
 * numbers as written; the response without its reasoning unless
 * think is KEEP), then papo_judge_request.  Returns 0; or
 * PAPO_JUDGE_EMPTY, with nothing appended, when the response holds
 * nothing but white space once its reasoning is removed (an unclosed
 * <think>: cut off while reasoning), which no judge can grade, and
 * pr->empty says so; or -1 with e set (status 65) when a field the
 * prompt shows is missing, null or not a string or number.
 * pr->val[PAPO_RUBRIC_RESPONSE] then holds the response as shown,
 * pr->raw_len its length before.
 */
int papo_judge_prompt_build(struct papo_judge_prompt *pr,
    const struct papo_json *j, struct papo_buf *body, struct papo_err *e);

/*
 * The cache key of body, the request papo_judge_prompt_build made
 * last: its boundary token (random per request) counts as sixteen
 * zeros, so that the key stays the same from run to run, and the
 * fields it shows follow, each with its length, so that two records
 * whose fields differ never share a key however alike they render.
 */
void papo_judge_prompt_key(const struct papo_judge_prompt *pr,
    const char *body, size_t n, uint8_t key[PAPO_CACHE_KEY_LEN]);

/*
 * Append s (n bytes) to out with the chat templates' control tokens
 * made inert: a word joiner (U+2060) after the first character of
 * "<|", "<｜" (the full-width bar), "<s>", "</s>", "[INST]", "[/INST]",
 * "<start_of_turn>", "<end_of_turn>", "<bos>" and "<eos>", so that no
 * tokenizer reads them as the end of a message or a new turn.
 */
void papo_judge_defuse(const char *s, size_t n, struct papo_buf *out);

/*
 * 1 when the preset of f writes a whole chat transcript in the
 * problem field (verl's input, NeMo-RL's content[0][0]: the system
 * prompt, the policy's format instructions and the question, in the
 * chat template).
 */
int papo_judge_transcript_preset(const struct papo_fields *f);

/*
 * When s (n bytes) is a chat transcript, append its last user message
 * (white space around it trimmed) to out and return 1; else append
 * nothing and return 0.  Transcripts are told by their chat template:
 * ChatML (<|im_start|>user ... <|im_end|>), Llama 3, Gemma, DeepSeek
 * and [INST] markers, or, with the special tokens decoded away (verl),
 * lines that say only "system" or "user" and a last line "assistant".
 */
int papo_judge_question(const char *s, size_t n, struct papo_buf *out);

#endif
