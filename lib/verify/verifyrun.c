/* SPDX-License-Identifier: MIT */
/* verifyrun.c: papo-verify's records (see verifyrun.h). */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "buf.h"
#include "json.h"
#include "verifyrun.h"
#include "xalloc.h"

static const enum papo_role out_roles[3] = {
	PAPO_F_R_OUT, PAPO_F_PRED, PAPO_F_VERIFY
};

/*
 * The fields every record is looked up at, in one pass over its keys
 * (papo_json_find_keys): their places in a record's idx[]; the three
 * written first, in out_roles' order.
 */
enum { K_OUT, K_RESPONSE = 3, K_ANSWER, K_PROBLEM };
static const enum papo_role key_roles[] = {
	PAPO_F_R_OUT, PAPO_F_PRED, PAPO_F_VERIFY, PAPO_F_RESPONSE,
	PAPO_F_ANSWER, PAPO_F_PROBLEM
};
_Static_assert(sizeof(key_roles) / sizeof(key_roles[0]) ==
    PAPO_VERIFY_NKEYS, "verifyrun.h's PAPO_VERIFY_NKEYS");

/* idx[k] not known: papo_json_find_keys found a duplicate wanted key */
#define K_ASK	(-3)

/*
 * Field k of key_roles in record j: idx[k], or when it is K_ASK the
 * lookup papo_json_find_field makes (-2 with e set on a duplicate key).
 */
static int
field_at(const struct papo_verify_run *t, const struct papo_json *j,
    const int *idx, size_t k, struct papo_err *e)
{
	if (idx[k] != K_ASK)
		return idx[k];
	return papo_json_find_field(j, t->kpath[k], e);
}

/*
 * The slots of the three fields written (out_roles) in record j, from
 * idx; -1 with e set on a duplicate key.  A field with alternatives is
 * written at its first ("pred=papo_pred|pred"), not where one was found.
 */
static int
out_slots(const struct papo_verify_run *t, const struct papo_json *j,
    const int *idx, struct papo_slot *slot, struct papo_err *e)
{
	const struct papo_path *p;
	size_t k;

	for (k = 0; k < 3; k++) {
		p = t->kpath[K_OUT + k];
		if ((idx[K_OUT + k] == K_ASK || p->alt != NULL ?
		    papo_json_slot(j, p, &slot[k], e) :
		    papo_json_slot_found(j, p, idx[K_OUT + k], &slot[k],
		    e)) < 0)
			return -1;
	}
	return 0;
}

/*
 * Look up record j's fields of key_roles into idx: in one pass when the
 * record is an object with no wanted key twice, else each K_ASK, so that
 * each lookup reports its own duplicate as before, in the same order.
 */
static void
find_fields(const struct papo_verify_run *t, const struct papo_json *j,
    int *idx)
{
	struct papo_err e;
	size_t k;

	if (j->ntok > 0 && j->tok[0].type == PAPO_JSON_OBJECT &&
	    papo_json_find_keys(j, &t->keys, idx, &e) == 0)
		return;
	for (k = 0; k < PAPO_VERIFY_NKEYS; k++)
		idx[k] = K_ASK;
}

/* Per-thread state. */
struct papo_verify_worker {
	struct papo_verify *v;
	struct papo_json j;
	struct papo_buf resp, ref, val, prob;
	size_t counts[PAPO_V_NVERDICTS];
	struct papo_census census;	/* files without a reference */
	size_t nostep;		/* records written without a step */
	uint32_t nostep_file;	/* the first of them */
	uint64_t nostep_line;
	uint32_t bare_seen;	/* 1 + the last file looked at for a
				   step field, with no step pattern */
	int bare;		/* records of some file have none: */
	uint32_t bare_lo, bare_hi;	/* the first and last such file */
	int vdump, rdump;	/* verl's validation, rollout records */
	uint32_t val_file, roll_file;	/* the first record of each */
	uint64_t val_line, roll_line;
	int guessed;		/* the first record without a reference
				   was looked at for a path to it: */
	struct papo_buf guess;	/* that path, or empty */
	uint32_t guess_file;	/* that record */
	uint64_t guess_line;
};

/* Record rec goes out without a step (none in it, none from its file's
   name): counted, the first one's place kept, said after the run. */
static void
note_nostep(struct papo_verify_worker *w, const struct papo_rec *rec)
{
	if (w->nostep++ == 0 || rec->file < w->nostep_file ||
	    (rec->file == w->nostep_file && rec->lineno < w->nostep_line)) {
		w->nostep_file = rec->file;
		w->nostep_line = rec->lineno;
	}
}

/* 1 when a file and line (f, l) comes before (g, m). */
static int
before(uint32_t f, uint64_t l, uint32_t g, uint64_t m)
{
	return f < g || (f == g && l < m);
}

/*
 * Under --preset verl, whether rec is of verl's validation dump, whose
 * records have 'reward' beside 'score' (val_file, val_line: the first),
 * or of its rollout dump (roll_file, roll_line): every record, since a
 * pipe may carry both (cat rollout_data/ validation_data/).
 */
static void
note_verl(struct papo_verify_worker *w, const struct papo_json *j,
    const struct papo_rec *rec)
{
	struct papo_err e;
	int val;

	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return;
	val = papo_json_member(j, 0, "reward", 6, &e) >= 0;
	if (val && (!w->vdump || before(rec->file, rec->lineno,
	    w->val_file, w->val_line))) {
		w->val_file = rec->file;
		w->val_line = rec->lineno;
	}
	if (!val && (!w->rdump || before(rec->file, rec->lineno,
	    w->roll_file, w->roll_line))) {
		w->roll_file = rec->file;
		w->roll_line = rec->lineno;
	}
	w->vdump |= val;
	w->rdump |= !val;
}

/*
 * With no step pattern, what the first record of rec's file says of
 * the file: whether it has a step field (bare_lo and bare_hi); under
 * --preset verl, what every record says (note_verl).
 */
static void
note_file(struct papo_verify_worker *w, const struct papo_verify_run *t,
    const struct papo_json *j, const struct papo_rec *rec)
{
	struct papo_err e;

	if (t->f->preset && strcmp(t->f->preset, "verl") == 0)
		note_verl(w, j, rec);
	if (w->bare_seen == rec->file + 1)
		return;
	w->bare_seen = rec->file + 1;
	if (papo_json_find(j, &t->f->path[PAPO_F_STEP], &e) != -1)
		return;
	if (!w->bare || rec->file < w->bare_lo)
		w->bare_lo = rec->file;
	if (!w->bare || rec->file > w->bare_hi)
		w->bare_hi = rec->file;
	w->bare = 1;
}

static const char *
fname(const struct papo_verify_run *t, enum papo_role r)
{
	return t->f->path[r].spec;
}

/*
 * Parse rec into w's parser: 1 when it is this run's to check, 0 when
 * it is another shard's (--shard: rec->kind set; a line that is not
 * JSON is shard 0's), -1 with e set when it is bad.
 */
static int
parse_shard(const struct papo_verify_run *t, struct papo_verify_worker *w,
    struct papo_rec *rec, struct papo_err *e)
{
	long sh;

	if (papo_json_parse(&w->j, rec->s, rec->len, e) < 0) {
		if (t->flt->shard == 0)
			return -1;
		rec->kind = PAPO_REC_OTHER;
		return 0;
	}
	if (t->flt->nshards < 2)
		return 1;
	sh = papo_fields_shard_of(t->f, &w->j, t->steps ?
	    t->steps[rec->file] : NULL, t->flt->nshards, &w->val, e);
	if (sh < 0)
		return -1;
	if ((unsigned long)sh == t->flt->shard)
		return 1;
	rec->kind = PAPO_REC_OTHER;
	return 0;
}

/*
 * The --explain value of a check res, as a JSON string onto val ("box;
 * before: is; after: end; equal", "refused: a negation before it
 * (不); no_answer"); t is scratch.
 */
static void
explain_line(struct papo_buf *val, const struct papo_verify_result *res,
    struct papo_buf *t)
{
	const struct papo_answer_why *w = &res->why;

	papo_buf_reset(t);
	if (w->refused != NULL) {
		papo_buf_adds(t, "refused: ");
		papo_buf_adds(t, w->refused);
	} else if (w->finder != NULL)
		papo_buf_adds(t, w->finder);
	if (w->before != NULL && *w->before) {
		papo_buf_adds(t, w->refused ? " (before: " : "; before: ");
		papo_buf_adds(t, w->before);
		papo_buf_adds(t, w->refused ? ")" : "");
	}
	if (w->after != NULL && *w->after) {
		papo_buf_adds(t, w->refused ? " (after: " : "; after: ");
		papo_buf_adds(t, w->after);
		papo_buf_adds(t, w->refused ? ")" : "");
	}
	if (w->word[0] != '\0') {
		papo_buf_adds(t, " (word: ");
		papo_buf_adds(t, w->word);
		papo_buf_adds(t, ")");
	}
	papo_buf_adds(t, "; ");
	papo_buf_adds(t, papo_verify_reason(res->verdict));
	papo_json_put_str(val, t->s, t->len);
}

/*
 * Where a dump says a response was cut off, and the words it says it
 * with.  A finish reason (finish_reason, finishReason, done_reason, the
 * reason's type) is recognised as no cut only when it is one of the
 * normal stops the frameworks write (stop_words: OpenAI and vLLM
 * "stop", "tool_calls", "function_call"; Anthropic "end_turn",
 * "stop_sequence", "tool_use"; Gemini "STOP"; TGI "eos_token"; Cohere
 * "COMPLETE"; ROLL "FINISH"; a Responses API "completed"); any other
 * value (a length limit, an abort, OpenAI's "content_filter", Gemini's
 * "SAFETY" and "RECITATION", an "error") is a response that did not end
 * as the model meant it to, and has no answer.  A stop reason is vLLM's
 * stop string or token as often as a reason, so there only the cut
 * words (cut_words: a length limit, an abort, a refusal or a filter)
 * say a cut; a response the OpenAI Responses API says is incomplete
 * (incomplete_details.reason) is cut whatever the reason.  slime's
 * sample status, verifiers' and prime-rl's trace stop condition and
 * rLLM's termination reason are an episode's, whose normal ends are
 * many: there the cut words say it.  A flag (truncated, is_truncated)
 * is a cut unless false (false, null, 0, "false", "no").  The words are
 * compared without case ("LENGTH").
 */
static const char *const stop_words[] = { "stop", "end_turn",
	"stop_sequence", "tool_calls", "tool_call", "tool_use",
	"function_call", "eos", "eos_token", "complete", "completed",
	"finish", "finished", NULL };
static const char *const cut_words[] = { "length", "max_tokens",
	"abort", "max_output_tokens", "max_total_tokens",
	"context_length", "model_context_window_exceeded", "refusal",
	"content_filter", "content_filtered", "guardrail_intervened",
	"pause_turn", "safety", "recitation", "error", NULL };
static const char *const cut_status[] = { "truncated", "aborted",
	"incomplete", "failed", "cancelled", NULL };
/* rLLM's termination_reason (and verl's agent loop's terminate reason)
   when the episode ended at a length limit */
static const char *const cut_terminal[] = { "max_response_length_exceeded",
	"max_prompt_length_exceeded", "timeout", "error", NULL };
/* the values of a flag that say "not cut" */
static const char *const flag_false[] = { "false", "no", "0", NULL };

/* How a row's value says "cut off". */
enum cut_how {
	CUT_FLAG,	/* a flag not false */
	CUT_REASON,	/* a finish reason not a normal stop (stop_words) */
	CUT_LISTED,	/* one of the row's words */
	CUT_ANY		/* any string */
};

static const struct cut_row {
	const char *path;
	enum cut_how how;
	const char *const *words;	/* CUT_LISTED's */
} cut_rows[] = {
	{ "finish_reason", CUT_REASON, NULL },
	{ "stop_reason", CUT_LISTED, cut_words },
	{ "finish_reason.type", CUT_REASON, NULL },
	{ "meta.finish_reason", CUT_REASON, NULL },
	{ "output.finish_reason", CUT_REASON, NULL },
	{ "meta_info.finish_reason.type", CUT_REASON, NULL },
	{ "traces[0].calls[-1].finish_reason", CUT_REASON, NULL },
	{ "traces[0].stop_condition", CUT_LISTED, cut_words },
	{ "stop_condition", CUT_LISTED, cut_words },
	{ "status", CUT_LISTED, cut_status },
	{ "is_truncated", CUT_FLAG, NULL }, { "truncated", CUT_FLAG, NULL },
	{ "meta_info.finish_reason", CUT_REASON, NULL },
	{ "meta.stop_reason", CUT_LISTED, cut_words },
	{ "output.stop_reason", CUT_LISTED, cut_words },
	{ "choices[0].finish_reason", CUT_REASON, NULL },
	{ "done_reason", CUT_REASON, NULL },
	{ "finishReason", CUT_REASON, NULL },
	{ "candidates[0].finishReason", CUT_REASON, NULL },
	{ "details.finish_reason", CUT_REASON, NULL },
	{ "incomplete_details.reason", CUT_ANY, NULL },
	{ "response_metadata.finish_reason", CUT_REASON, NULL },
	{ "generation_info.finish_reason", CUT_REASON, NULL },
	{ "termination_reason", CUT_LISTED, cut_terminal },
};

#define NCUT	(sizeof(cut_rows) / sizeof(cut_rows[0]))

_Static_assert(NCUT == PAPO_VERIFY_NCUT, "verifyrun.h's PAPO_VERIFY_NCUT");

static void
cut_paths(struct papo_path *p)
{
	struct papo_err e;
	size_t k;

	for (k = 0; k < NCUT; k++)
		(void)papo_path_parse(&p[k], cut_rows[k].path, &e);
}

/* A member's name a table asks for, its length kept beside it. */
struct cut_name {
	const char *w;
	size_t l;	/* strlen(w), kept: every key of every record is
			   asked against the rows */
};
/* A row of a table of struct cut_name, its length counted by sizeof. */
#define NAME(w)	{ w, sizeof(w) - 1 }

/* Set in pairs (bit l * 256 + c: a name of length l, l below 64, that
   starts with byte c) the pair of each name of keys. */
static void
names_pairs(const struct cut_name *keys, uint64_t *pairs)
{
	size_t k, bit;

	for (k = 0; keys[k].w != NULL; k++) {
		if (keys[k].l >= 64)
			continue;	/* never asked: the rows' l < 64 */
		bit = keys[k].l * 256 + (unsigned char)keys[k].w[0];
		pairs[bit / 64] |= (uint64_t)1 << (bit % 64);
	}
}

/* The bit of the pair of length and first byte of the object member
   key at token k of j (as names_pairs sets it), or NO_PAIR for a key
   escaped, empty or of 64 bytes or more: no row's. */
#define NO_PAIR	((size_t)-1)
static inline size_t
key_pair(const struct papo_json *j, size_t k)
{
	const struct papo_jtok *key = &j->tok[k];
	size_t l = key->end - key->start - 2;

	if (key->escaped || l == 0 || l >= 64)
		return NO_PAIR;
	return l * 256 + (unsigned char)j->s[key->start + 1];
}

/* Is bit (a key_pair) set in pairs? */
static inline int
pair_in(const uint64_t *pairs, size_t bit)
{
	return bit != NO_PAIR && (pairs[bit / 64] >> (bit % 64) & 1);
}

/* The index in keys of the object member key at token k of j, its pair
   (key_pair) in the keys' set: or -1. */
static int
cut_row(const struct papo_json *j, size_t k, const struct cut_name *keys)
{
	const struct papo_jtok *key = &j->tok[k];
	size_t l = key->end - key->start - 2, i;
	const char *w = j->s + key->start + 1;

	for (i = 0; keys[i].w != NULL; i++)
		if (keys[i].l == l && keys[i].w[0] == w[0] &&
		    memcmp(w, keys[i].w, l) == 0)
			return (int)i;
	return -1;
}

/* The index in keys (its pairs' bit set beside it) of the object member
   key at token k of j, or -1: most keys ("response", "answer") no
   row's pair, asked without a call. */
static inline int
cut_key(const struct papo_json *j, size_t k, const struct cut_name *keys,
    const uint64_t *pairs)
{
	return pair_in(pairs, key_pair(j, k)) ? cut_row(j, k, keys) : -1;
}

/* The members a row of cut_rows starts with, their lengths known: no
   strlen for every key. */
static const struct cut_name cut_head[] = {
	NAME("finish_reason"), NAME("stop_reason"), NAME("meta"),
	NAME("output"), NAME("meta_info"), NAME("traces"),
	NAME("stop_condition"), NAME("status"), NAME("is_truncated"),
	NAME("truncated"), NAME("choices"), NAME("done_reason"),
	NAME("finishReason"), NAME("candidates"), NAME("details"),
	NAME("incomplete_details"), NAME("response_metadata"),
	NAME("generation_info"), NAME("termination_reason"), { NULL, 0 }
};
/* cut_head's pairs of length and first byte as one bit set, built once
   (bit l * 256 + c: a row of length l, l below 64, starts with byte c) */
static uint64_t cut_pairs[64 * 256 / 64];
static pthread_once_t cut_once = PTHREAD_ONCE_INIT;

static void
cut_sets_build(void)
{
	names_pairs(cut_head, cut_pairs);
}

/*
 * Does the root of record j have a member a row of cut_rows starts
 * with?  One pass over its keys, so that most records (none) cost no
 * path lookups.
 */
static int
cut_heads(const struct papo_json *j)
{
	size_t i, m;

	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return 0;
	(void)pthread_once(&cut_once, cut_sets_build);
	for (i = 1, m = 0; m < j->tok[0].size && i + 1 < j->ntok; m++) {
		if (j->tok[i].escaped)
			return 1;	/* let the lookups decode it */
		/* most keys ("response", "answer") no row's length and
		   first byte: not a row looked at */
		if (cut_key(j, i, cut_head, cut_pairs) >= 0)
			return 1;
		i = j->tok[i + 1].next;
	}
	return 0;
}

/* Is token i of j a string that is one of words (case folded), or a
   list of one such string (a batch's finish reasons of one response)?
   -1 when it is no string (null, a number, an object: verl's {"type":
   ...}) or the empty string; t: a scratch buffer. */
static int
cut_word(const struct papo_json *j, int i, const char *const *words,
    struct papo_buf *t)
{
	size_t w;

	papo_buf_reset(t);
	if (papo_json_type(j, i) == PAPO_JSON_ARRAY && j->tok[i].size == 1)
		i++;
	if (papo_json_type(j, i) != PAPO_JSON_STRING || papo_json_str(j, i,
	    t) != 0 || t->len == 0)
		return -1;
	for (w = 0; words[w] != NULL; w++)
		if (t->len == strlen(words[w]) && strncasecmp(t->s, words[w],
		    t->len) == 0)
			return 1;
	return 0;
}

/* Does token i of j, read as how (and words) says, say "cut off"? */
static int
cut_says(const struct papo_json *j, int i, enum cut_how how,
    const char *const *words, struct papo_buf *t)
{
	const struct papo_jtok *k = &j->tok[i];
	size_t c;

	switch (how) {
	case CUT_FLAG:
		switch (papo_json_type(j, i)) {
		case PAPO_JSON_TRUE:
			return 1;
		case PAPO_JSON_NUMBER:	/* not a zero */
			for (c = k->start; c < k->end; c++)
				if (j->s[c] >= '1' && j->s[c] <= '9')
					return 1;
			return 0;
		case PAPO_JSON_STRING:
			return cut_word(j, i, flag_false, t) == 0;
		default:
			return 0;
		}
	case CUT_REASON:
		return cut_word(j, i, stop_words, t) == 0;
	case CUT_ANY:
		return cut_word(j, i, stop_words, t) >= 0;
	default:
		return cut_word(j, i, words, t) == 1;
	}
}

/* Does record j say its response was cut off (a row of cut_rows)? */
static int
cut_off(const struct papo_json *j, const struct papo_path *p,
    struct papo_err *e)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t k;
	int i, r = 0;

	if (!cut_heads(j))
		return 0;
	for (k = 0; k < NCUT && !r; k++) {
		if ((i = papo_json_find(j, &p[k], e)) < 0)
			continue;
		r = cut_says(j, i, cut_rows[k].how, cut_rows[k].words, &t);
	}
	papo_buf_release(&t);
	return r;
}

/*
 * Does an object on the way from the root to the response (token ri)
 * say the response was cut off?  A reply kept whole under a key of its
 * own (the OpenAI Batch API's response.body.choices[0], a Gemini
 * candidate's content.parts[0]) keeps its finish reason beside the text,
 * not at the root cut_rows reads: the finish and stop reasons of every
 * object the response lies in, at any depth, are read as cut_rows reads
 * them.
 */
static int
cut_beside(const struct papo_json *j, int ri, struct papo_err *e)
{
	static const char *const key[] = { "finish_reason", "stop_reason",
		"finishReason", NULL };
	static const enum cut_how how[] = { CUT_REASON, CUT_LISTED,
		CUT_REASON };
	struct papo_buf t = PAPO_BUF_INIT;
	size_t cur = 0, c, k;
	int v, r = 0;

	while (!r && (int)cur != ri && (j->tok[cur].type ==
	    PAPO_JSON_OBJECT || j->tok[cur].type == PAPO_JSON_ARRAY)) {
		for (k = 0; cur != 0 && j->tok[cur].type == PAPO_JSON_OBJECT &&
		    key[k] != NULL && !r; k++) {
			v = papo_json_member(j, cur, key[k], strlen(key[k]), e);
			r = v >= 0 && cut_says(j, v, how[k], cut_words, &t);
		}
		/* down to the member or element holding ri */
		if ((c = papo_json_holding(j, cur, ri)) == 0)
			break;
		cur = c;
	}
	papo_buf_release(&t);
	return r;
}

/*
 * Where else a dump marks a response cut off, in an object the response
 * lies in (the record included) or in a member of it that holds its
 * metadata: a finish or stop reason at a length limit, a truncated
 * flag (verifiers' is_truncated, a state's or an info's), rLLM's
 * termination_reason; read in one pass over the object's members.
 */
static const struct cut_name mark_keys[] = { NAME("finish_reason"),
	NAME("stop_reason"), NAME("finishReason"), NAME("truncated"),
	NAME("is_truncated"), NAME("termination_reason"), { NULL, 0 } };
static const struct cut_name meta_keys[] = { NAME("meta"),
	NAME("metadata"), NAME("info"), NAME("extra_info"), NAME("state"),
	NAME("reward_extra_info"), NAME("reward_extra_infos"),
	NAME("model_output"), NAME("output_meta"), NAME("meta_info"),
	{ NULL, 0 } };
/* mark_keys' and meta_keys' pairs of length and first byte as bit sets
   (names_pairs), built once: most keys of a record
   ("response", "answer") are no row's pair and not compared */
static uint64_t mark_pairs[64 * 256 / 64], meta_pairs[64 * 256 / 64];
static pthread_once_t names_once = PTHREAD_ONCE_INIT;

static void
names_build(void)
{
	names_pairs(mark_keys, mark_pairs);
	names_pairs(meta_keys, meta_pairs);
}

/* Does member value v of j, under mark_keys[m], say "cut off"? */
static int
cut_mark(const struct papo_json *j, int v, int m, struct papo_buf *t)
{
	switch (m) {
	case 1:		/* stop_reason */
		return cut_says(j, v, CUT_LISTED, cut_words, t);
	case 3:
	case 4:
		return cut_says(j, v, CUT_FLAG, NULL, t);
	case 5:
		return cut_says(j, v, CUT_LISTED, cut_terminal, t);
	default:
		return cut_says(j, v, CUT_REASON, NULL, t);
	}
}

/* Does object obj of j (or, when deep, a metadata member of it) hold a
   mark of a cut? */
static int
cut_marked(const struct papo_json *j, size_t obj, int deep,
    struct papo_buf *t)
{
	size_t i, m;
	int k;

	if (j->tok[obj].type != PAPO_JSON_OBJECT)
		return 0;
	for (i = obj + 1, m = 0; m < j->tok[obj].size && i + 1 < j->ntok;
	    m++, i = j->tok[i + 1].next) {
		if ((k = cut_key(j, i, mark_keys, mark_pairs)) >= 0 &&
		    cut_mark(j, (int)i + 1, k, t))
			return 1;
		if (deep && cut_key(j, i, meta_keys, meta_pairs) >= 0 &&
		    cut_marked(j, i + 1, 0, t))
			return 1;
	}
	return 0;
}

/* Does an object on the way from the root to the response (token ri),
   the root included, hold a mark of a cut (cut_marked)? */
static int
cut_around(const struct papo_json *j, int ri)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t cur = 0, c;
	int r = 0;

	(void)pthread_once(&names_once, names_build);
	while (!r && (int)cur != ri && (j->tok[cur].type ==
	    PAPO_JSON_OBJECT || j->tok[cur].type == PAPO_JSON_ARRAY)) {
		r = cut_marked(j, cur, 1, &t);
		if ((c = papo_json_holding(j, cur, ri)) == 0)
			break;
		cur = c;
	}
	papo_buf_release(&t);
	return r;
}

/*
 * --max-length: does record j's length field (its preset's, such as
 * slime's response_length, or --field length=) reach the limit, a
 * response the generator stopped at its token limit?  A field absent,
 * null or not a number is no cut.
 */
static int
cut_length(const struct papo_verify_run *t, const struct papo_json *j)
{
	struct papo_err e;
	double x;
	int i;

	if (t->o->max_length <= 0)
		return 0;
	papo_err_clear(&e);
	if ((i = papo_json_find(j, &t->f->path[PAPO_F_LENGTH], &e)) < 0)
		return 0;
	return papo_field_number(j, i, PAPO_F_LENGTH, "length", &x,
	    &e) == 1 && x >= (double)t->o->max_length;
}

/*
 * Read record j's reference into *ref and *fn (pointing into j's text or
 * w->ref; left alone when there is none); the reference field's index
 * (-1: absent), or -2 with e set when it is not a string, a number or
 * an array of strings.
 */
static int
read_ref(const struct papo_verify_run *t, struct papo_verify_worker *w,
    const int *idx, const char **ref, size_t *fn, struct papo_err *e)
{
	struct papo_json *j = &w->j;
	size_t k, el;
	int i;

	i = field_at(t, j, idx, K_ANSWER, e);
	if (i == -2)
		return -2;
	switch (papo_json_type(j, i)) {
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		break;
	case PAPO_JSON_STRING:
		*ref = papo_json_text(j, i, &w->ref, fn);
		break;
	case PAPO_JSON_NUMBER:
		*ref = papo_json_raw(j, i, fn);
		break;
	case PAPO_JSON_ARRAY:
		/* ["2", "two"]: acceptable answers, which the library reads
		   from the array's text; [] is no reference */
		for (k = 0, el = (size_t)i + 1; k < j->tok[i].size; k++,
		    el = j->tok[el].next)
			if (j->tok[el].type != PAPO_JSON_STRING) {
				papo_err_set(e, PAPO_EX_DATAERR,
				    "field '%s' must be a string, a number or "
				    "an array of strings",
				    fname(t, PAPO_F_ANSWER));
				return -2;
			}
		if (j->tok[i].size > 0)
			*ref = papo_json_raw(j, i, fn);
		break;
	default:
		/* an object (verl's search recipes: {"target": [...]}):
		   its keys, to say which --field to give */
		papo_buf_reset(&w->ref);
		papo_fields_members(j, i, &w->ref);
		papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a string, "
		    "a number or an array of strings, not %s%s%s%s%s%s",
		    fname(t, PAPO_F_ANSWER),
		    papo_json_type_name(papo_json_type(j, i)),
		    w->ref.len ? " (its keys are " : "",
		    w->ref.len ? w->ref.s : "",
		    w->ref.len ? ": --field answer=" : "",
		    w->ref.len ? fname(t, PAPO_F_ANSWER) : "",
		    w->ref.len ? ".KEY)" : "");
		return -2;
	}
	return i;
}

/*
 * The token of record j's response, or -1 with e set: a duplicate key,
 * no response field, or one the preset cannot read (papo_fields_refuse);
 * -3 for a chat in which the policy has no turn (no response, cut off:
 * papo_fields_chat_silent).
 */
static int
response_at(const struct papo_verify_run *t, const struct papo_json *j,
    const int *idx, struct papo_err *e)
{
	int i = field_at(t, j, idx, K_RESPONSE, e);

	if (i == -2)
		return -1;
	if (i < 0 && papo_fields_chat_silent(j, &t->f->path[PAPO_F_RESPONSE]))
		return -3;
	if (i < 0)
		return papo_fields_missing(t->f, PAPO_F_RESPONSE, j, e);
	if (papo_fields_refuse(t->f, PAPO_F_RESPONSE, j, i, e) < 0)
		return -1;
	return i;
}

/*
 * Token i of record j a message's content as a list of parts
 * (papo_fields_parts_text): 1 with its text in b (reset first), *text
 * and *n pointing at it; else 0, *text and *n left alone.
 */
static int
parts(const struct papo_json *j, int i, struct papo_buf *b,
    const char **text, size_t *n)
{
	papo_buf_reset(b);
	if (papo_fields_parts_text(j, i, b) != 1)
		return 0;
	*text = b->s != NULL ? b->s : "";
	*n = b->len;
	return 1;
}

/*
 * A response at token i that is no text: -1 with e set, naming what
 * reads it (--explode for a list, the layout of a record papo reads
 * only with fields given).
 */
static int
not_text(const struct papo_verify_run *t, struct papo_verify_worker *w,
    int i, struct papo_err *e)
{
	const struct papo_json *j = &w->j;

	papo_buf_reset(&w->resp);
	if (!papo_fields_parts_hint(j, i, &w->resp))
		papo_fields_explode_hint(t->f, j, i, &w->resp);
	if (w->resp.len == 0 && !(t->f->given & (1UL << PAPO_F_RESPONSE)))
		papo_fields_layout_hint(j, &w->resp);
	return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a "
	    "string, not %s%s", fname(t, PAPO_F_RESPONSE),
	    papo_json_type_name(papo_json_type(j, i)),
	    w->resp.len ? w->resp.s : "");
}

/*
 * A record --explode made from a line of two or more (rec->shared)
 * that gets no verdict (no_reference, capped) and whose acc or reward
 * is the whole line's (lm-evaluation-harness's exact_match beside
 * resps[0]): it goes out one a line, where nothing tells the line's
 * value from its own, so it is marked (PAPO_FIELDS_LINE_KEY) and the
 * tools after papo-verify read no outcome from those fields
 * (papo_field_outcome).  1 when the mark is to be written.
 */
static int
line_mark(const struct papo_verify_run *t, const struct papo_json *j,
    const struct papo_rec *rec, enum papo_verdict v)
{
	struct papo_err e;
	int tok[2];

	if (!rec->shared || v == PAPO_V_EQUAL || v == PAPO_V_NOT_EQUAL ||
	    v == PAPO_V_NO_ANSWER || v == PAPO_V_UNCERTAIN ||
	    papo_fields_line_marked(j))
		return 0;
	tok[0] = papo_json_find_field(j, &t->f->path[PAPO_F_ACC], &e);
	tok[1] = papo_json_find_field(j, &t->f->path[PAPO_F_REWARD], &e);
	return papo_fields_line_values(t->f, j, tok, 2) != 0;
}

/* r_out, pred and verify of a check res, as JSON texts onto w->val at
   off[0..3] */
static void
out_values(const struct papo_verify_run *t, struct papo_verify_worker *w,
    const struct papo_verify_result *res, size_t *off)
{
	papo_buf_reset(&w->val);
	off[0] = 0;
	switch (res->verdict) {
	case PAPO_V_EQUAL:
		papo_buf_addc(&w->val, '1');
		break;
	case PAPO_V_NOT_EQUAL:
	case PAPO_V_NO_ANSWER:
	case PAPO_V_UNCERTAIN:
		papo_buf_addc(&w->val, '0');
		break;
	case PAPO_V_CAPPED:
		papo_buf_adds(&w->val, t->o->capped_zero ? "0" : "null");
		break;
	default:
		papo_buf_adds(&w->val, "null");
		break;
	}
	off[1] = w->val.len;
	if (res->pred != NULL)
		papo_json_put_str(&w->val, res->pred, res->predlen);
	else
		papo_buf_adds(&w->val, "null");
	off[2] = w->val.len;
	papo_buf_addc(&w->val, '"');
	papo_buf_adds(&w->val, papo_verify_reason(res->verdict));
	papo_buf_addc(&w->val, '"');
	off[3] = w->val.len;
}

/*
 * Append record rec (parsed in w->j) to out with the fields a check
 * res writes: r_out, pred, verify, --explain's, the step from the file
 * name (filestep, at *stepslot) and the line's mark (line_mark); -1 with
 * e set on a duplicate key.
 */
static int
write_record(const struct papo_verify_run *t, struct papo_verify_worker *w,
    const struct papo_rec *rec, const struct papo_verify_result *res,
    const struct papo_slot *slot, const char *filestep,
    const struct papo_slot *stepslot, struct papo_buf *out,
    struct papo_err *e)
{
	const struct papo_json *j = &w->j;
	const char *s = rec->s;
	struct papo_edit ed[6];
	struct papo_slot xslot, lslot;
	size_t off[5], k, m;
	int keep;

	out_values(t, w, res, off);
	if (t->o->explain) {
		if (papo_json_slot(j, &t->explain, &xslot, e) < 0)
			return -1;
		explain_line(&w->val, res, &w->ref);
	}
	off[4] = w->val.len;
	/*
	 * No verdict never replaces a value already there (r_out mapped
	 * onto a framework's reward): verify says why, r_out stays.
	 */
	keep = off[1] == 4 && slot[0].have == t->f->path[PAPO_F_R_OUT].n &&
	    !slot[0].insert && !(slot[0].end - slot[0].start == 4 &&
	    memcmp(s + slot[0].start, "null", 4) == 0);
	for (k = keep, m = 0; k < 3; k++, m++) {
		ed[m].path = &t->f->path[out_roles[k]];
		ed[m].slot = slot[k];
		ed[m].val = w->val.s + off[k];
		ed[m].vlen = off[k + 1] - off[k];
	}
	if (t->o->explain) {
		ed[m].path = &t->explain;
		ed[m].slot = xslot;
		ed[m].val = w->val.s + off[3];
		ed[m++].vlen = off[4] - off[3];
	}
	if (filestep) {
		ed[m].path = &t->f->path[PAPO_F_STEP];
		ed[m].slot = *stepslot;
		ed[m].val = filestep;
		ed[m++].vlen = strlen(filestep);
	}
	if (line_mark(t, j, rec, res->verdict)) {
		if (papo_json_slot(j, &t->linemark, &lslot, e) < 0)
			return -1;
		ed[m].path = &t->linemark;
		ed[m].slot = lslot;
		ed[m].val = "true";
		ed[m++].vlen = 4;
	}
	papo_json_splice(out, s, rec->len, ed, m);
	return 0;
}

/*
 * Check one record and append it to out with its fields (the engine's
 * parse); -1 with e set when the record is bad.
 */
static int
do_record(void *tool, void *worker, struct papo_rec *rec,
    struct papo_buf *out, struct papo_err *e)
{
	const struct papo_verify_run *t = tool;
	struct papo_verify_worker *w = worker;
	struct papo_json *j = &w->j;
	struct papo_verify_result res;
	struct papo_slot slot[3], stepslot;
	const char *filestep;
	const char *resp = NULL, *ref = NULL, *prob;
	size_t rn = 0, fn = 0, pn = 0;
	int i, ri, idx[PAPO_VERIFY_NKEYS];

	if ((i = parse_shard(t, w, rec, e)) <= 0)
		return i;
	find_fields(t, j, idx);
	/* the response */
	if ((i = response_at(t, j, idx, e)) == -1)
		return -1;
	ri = i;
	if (i == -3)
		;	/* a chat in which the policy has no turn: cut off */
	else if (papo_json_type(j, i) == PAPO_JSON_STRING)
		resp = papo_json_text(j, i, &w->resp, &rn);
	else if (papo_json_type(j, i) == PAPO_JSON_ARRAY &&
	    j->tok[i].size == 0)
		;	/* [], a chat rollout that errored (verifiers writes
			   completion: []): no response, as null */
	else if (parts(j, i, &w->resp, &resp, &rn))
		;	/* a message's content as parts */
	else if (papo_json_type(j, i) != PAPO_JSON_NULL)
		return not_text(t, w, i, e);
	/* the reference: a string, a number or an array of strings;
	   absent or null: none */
	i = read_ref(t, w, idx, &ref, &fn, e);
	if (i == -2)
		return -1;
	if (i < 0 && !w->guessed) {
		w->guessed = 1;
		papo_fields_ref_guess(j, &w->guess);
		w->guess_file = rec->file;
		w->guess_line = rec->lineno;
	}
	papo_census_note(&w->census, rec->file, rec->lineno, j, i >= 0 &&
	    papo_json_type(j, i) != PAPO_JSON_NULL ? 1 :
	    papo_fields_outcome_there(t->f, j, rec->shared));
	if (out_slots(t, j, idx, slot, e) < 0)
		return -1;
	/* a step from the file name goes on down the pipe, when there is */
	filestep = NULL;
	if (t->steps && papo_json_find(j, &t->f->path[PAPO_F_STEP],
	    e) == -1) {
		if ((filestep = t->steps[rec->file]) == NULL)
			note_nostep(w, rec);
		else if (papo_json_slot(j, &t->f->path[PAPO_F_STEP],
		    &stepslot, e) < 0)
			return -1;
	} else if (t->steps == NULL)
		note_file(w, t, j, rec);

	/* the problem, when it is a string: its options (a letter
	   against an option's text) */
	i = field_at(t, j, idx, K_PROBLEM, e);
	if (i == -2)
		return -1;
	prob = i >= 0 && papo_json_type(j, i) == PAPO_JSON_STRING ?
	    papo_json_text(j, i, &w->prob, &pn) : NULL;
	if (i >= 0 && prob == NULL)
		parts(j, i, &w->prob, &prob, &pn);	/* as parts */
	papo_verify_set_problem(w->v, prob, prob != NULL ? pn : 0);

	/* a response the generator cut off at its length limit has no
	   answer, whatever it ends with */
	if (ri == -3 || (resp != NULL && (cut_off(j, t->finish, e) ||
	    cut_beside(j, ri, e) || cut_around(j, ri) ||
	    cut_length(t, j) || papo_fields_chat_cut(j, ri, resp, rn)))) {
		papo_verify_check(w->v, NULL, 0, ref, fn, &res);
		res.why.refused = "cut off: the record says its response was "
		    "cut off (a length limit, an abort, or a chat that ends on "
		    "a tool's call or its result, or on the user's turn)";
	} else
		papo_verify_check(w->v, resp, rn, ref, fn, &res);
	w->counts[res.verdict]++;

	return write_record(t, w, rec, &res, slot, filestep, &stepslot,
	    out, e);
}

static const struct papo_filter_ops ops = {
	sizeof(struct papo_rec), do_record, NULL, NULL
};

void
papo_verify_run_init(struct papo_verify_run *r,
    const struct papo_verify_run_opts *o, const struct papo_fields *f,
    struct papo_filter *flt)
{
	int n = papo_filter_threads(), k;

	memset(r, 0, sizeof(*r));
	r->o = o;
	r->f = f;
	r->flt = flt;
	r->workers = papo_xcalloc((size_t)n, sizeof(*r->workers));
	flt->worker = papo_xcalloc((size_t)n, sizeof(*flt->worker));
	for (k = 0; k < n; k++) {
		r->workers[k].v = papo_verify_new(&o->v);
		papo_json_init(&r->workers[k].j);
		papo_buf_init(&r->workers[k].resp);
		papo_buf_init(&r->workers[k].ref);
		papo_buf_init(&r->workers[k].val);
		flt->worker[k] = &r->workers[k];
	}
	{
		struct papo_err e;

		if (o->explain)
			(void)papo_path_parse(&r->explain, "explain", &e);
		(void)papo_path_parse(&r->linemark, PAPO_FIELDS_LINE_KEY, &e);
		cut_paths(r->finish);
	}
	for (k = 0; k < PAPO_VERIFY_NKEYS; k++)
		r->kpath[k] = &f->path[key_roles[k]];
	papo_json_keys_init(&r->keys, r->kpath, PAPO_VERIFY_NKEYS);
	flt->ops = &ops;
	flt->tool = r;
	flt->emit = 1;
	flt->task = 256;
	papo_filter_fields(flt, f);
}

int
papo_verify_run_open(struct papo_verify_run *r, struct papo_err *e)
{
	return papo_filter_file_steps(r->flt, r->f, &r->steps, e);
}

int
papo_verify_run_finish(struct papo_verify_run *r, struct papo_err *e)
{
	struct papo_census census;
	int n = papo_filter_threads(), k, v, rc, g = -1;

	for (v = 0; v < PAPO_V_NVERDICTS; v++)
		r->counts[v] = 0;
	r->nostep = 0;
	r->bare = r->vdump = r->rdump = 0;
	papo_census_init(&census);
	for (k = 0; k < n; k++) {
		for (v = 0; v < PAPO_V_NVERDICTS; v++)
			r->counts[v] += r->workers[k].counts[v];
		papo_census_merge(&census, &r->workers[k].census);
		if (r->workers[k].nostep > 0 && (r->nostep == 0 ||
		    r->workers[k].nostep_file < r->nostep_file ||
		    (r->workers[k].nostep_file == r->nostep_file &&
		    r->workers[k].nostep_line < r->nostep_line))) {
			r->nostep_file = r->workers[k].nostep_file;
			r->nostep_line = r->workers[k].nostep_line;
		}
		r->nostep += r->workers[k].nostep;
		if (r->workers[k].bare && (!r->bare ||
		    r->workers[k].bare_lo < r->bare_lo))
			r->bare_lo = r->workers[k].bare_lo;
		if (r->workers[k].bare && (!r->bare ||
		    r->workers[k].bare_hi > r->bare_hi))
			r->bare_hi = r->workers[k].bare_hi;
		r->bare |= r->workers[k].bare;
		if (r->workers[k].vdump && (!r->vdump ||
		    before(r->workers[k].val_file, r->workers[k].val_line,
		    r->val_file, r->val_line))) {
			r->val_file = r->workers[k].val_file;
			r->val_line = r->workers[k].val_line;
		}
		if (r->workers[k].rdump && (!r->rdump ||
		    before(r->workers[k].roll_file, r->workers[k].roll_line,
		    r->roll_file, r->roll_line))) {
			r->roll_file = r->workers[k].roll_file;
			r->roll_line = r->workers[k].roll_line;
		}
		r->vdump |= r->workers[k].vdump;
		r->rdump |= r->workers[k].rdump;
		if (r->workers[k].guessed && (g < 0 ||
		    r->workers[k].guess_file < r->workers[g].guess_file ||
		    (r->workers[k].guess_file == r->workers[g].guess_file &&
		    r->workers[k].guess_line < r->workers[g].guess_line)))
			g = k;
	}
	papo_buf_reset(&r->ref_guess);
	if (g >= 0)
		papo_buf_add(&r->ref_guess, r->workers[g].guess.s,
		    r->workers[g].guess.len);
	rc = papo_census_check(&census, r->f, PAPO_F_ANSWER, "the reference",
	    r->flt, e);
	papo_census_release(&census);
	return rc;
}

void
papo_verify_run_release(struct papo_verify_run *r)
{
	int n = papo_filter_threads(), k;

	for (k = 0; k < n; k++) {
		papo_verify_free(r->workers[k].v);
		papo_json_release(&r->workers[k].j);
		papo_buf_release(&r->workers[k].resp);
		papo_buf_release(&r->workers[k].ref);
		papo_buf_release(&r->workers[k].val);
		papo_buf_release(&r->workers[k].prob);
		papo_census_release(&r->workers[k].census);
		papo_buf_release(&r->workers[k].guess);
	}
	free(r->workers);
	papo_buf_release(&r->ref_guess);
	if (r->o->explain)
		papo_path_release(&r->explain);
	papo_path_release(&r->linemark);
	for (k = 0; k < PAPO_VERIFY_NCUT; k++)
		papo_path_release(&r->finish[k]);
	papo_filter_free_steps(r->flt, r->steps);
	free(r->flt->worker);
	r->flt->worker = NULL;
}
