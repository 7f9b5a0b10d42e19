/* SPDX-License-Identifier: MIT */
/*
 * fields.h: the record fields every tool reads or writes, and how users rename
 * them.
 */
#ifndef PAPO_FIELDS_H
#define PAPO_FIELDS_H

#include <stdint.h>

#include "buf.h"
#include "json.h"
#include "papo.h"

/*
 * Roles of record fields.  Each role's default field name is its role
 * name (papo_fields_role_name); users rename any of them to another
 * key or dotted path.
 */
enum papo_role {
	PAPO_F_GROUP,		/* group key: responses to one prompt */
	PAPO_F_ID,		/* record id (seeds random controls) */
	PAPO_F_PROBLEM,
	PAPO_F_RESPONSE,
	PAPO_F_ANSWER,		/* reference final answer */
	PAPO_F_SOLUTION,	/* reference solution, for the judge */
	PAPO_F_STEP,
	PAPO_F_LENGTH,		/* response length in tokens */
	PAPO_F_ACC,		/* correctness flag, when present */
	PAPO_F_REWARD,		/* the framework's own outcome reward: read,
				   never written */
	PAPO_F_R_OUT,		/* written by papo-verify */
	PAPO_F_PRED,
	PAPO_F_VERIFY,
	PAPO_F_R_PROC,		/* written by papo-judge */
	PAPO_F_JUDGE,
	PAPO_F_ADV,		/* written by papo-advantage */
	PAPO_F_ADV_OUT,
	PAPO_F_ADV_PROC,
	PAPO_F_NROLES
};

/*
 * A preset's folder whose files are left out beside a sibling folder's
 * (papo_fields.beside).
 */
struct papo_beside {
	const char *dir, *sibling, *why;
	int eval;	/* 1: an evaluation's or a validation's files,
			   skipped when any training file is read (one
			   that no such row finds: NeMo-RL's
			   val_data_step0.jsonl beside train_data_step1
			   .jsonl), not only the same path through
			   sibling */
};

/*
 * path with its last folder named b->dir named b->sibling instead
 * ("s/train/effective/t.jsonl": "s/train/all/t.jsonl"), allocated (the
 * caller frees it), or NULL when no folder of path is b->dir.  A dir
 * that ends in '_' is the start of the file's name instead
 * ("val_data_": "x/val_data_step3.jsonl" is "x/train_data_step3.jsonl").
 */
char *papo_beside_path(const struct papo_beside *b, const char *path);

/*
 * 1 when path is an evaluation's file by the row b (b->eval): its name
 * starts with b->dir (a dir ending in '_'), or its last folder named
 * b->dir or b->sibling is b->dir ("x/eval/r/step_1/train/all/t.jsonl"
 * is a training file); else 0.
 */
int papo_fields_beside_eval(const struct papo_beside *b, const char *path);

/*
 * A member that makes a file an evaluation's (papo_fields.eval_key):
 * why names its records, train the training records beside them, and
 * alone says what to read instead of a stream that holds both.
 */
struct papo_eval_key {
	const char *key, *why, *train, *alone;
};

/*
 * Where a stream's first evaluation record (papo_fields_eval_rec) and
 * its first training record were read, for a pipe or a file that holds
 * both (verl's validation catenated with its rollouts), which no look
 * at a file's first record tells: zeroed before the first record.
 */
struct papo_eval_mix {
	uint32_t eval_file, train_file;
	uint64_t eval_line, train_line;
	unsigned char eval, train;	/* one of each was read */
};

struct papo_fields {
	struct papo_path path[PAPO_F_NROLES];
	/*
	 * The step from each file's path where a record has no step
	 * field: a pattern such as "train_data_step{}.jsonl" or
	 * "global_step_{}_evals/", "{}" standing for part of one
	 * component (the step role written "file:PATTERN"; the field is
	 * then "step", which the tools that write records add, so that
	 * the step goes down a pipe).  NULL: the step field alone.
	 */
	char *step_file;
	/*
	 * Each line is one object of lists, element i of every list the
	 * fields of record i (ROLL's dumps); read as one record each.
	 */
	int columns;
	/*
	 * --explode: list fields (paths of keys and list steps) read as
	 * one record per element, for a line that holds a whole group (a
	 * prompt, its n responses and their scores in lists): the reader
	 * gives such a line as n records, record i the line with each of
	 * these lists replaced by its element i (lib/jsonl_explode.c).
	 */
	struct papo_path *explode;
	size_t nexplode;
	int explode_given;	/* the lists are --explode's, not a preset's */
	/*
	 * Files whose name is this, or in a folder of this name when it
	 * ends in '/', are not records (skipped, said so).
	 */
	const char *skip_file;
	/*
	 * A file in a folder beside[i].dir is skipped, said so (why),
	 * when the same path through beside[i].sibling is read too, or
	 * any training file when beside[i].eval
	 * (prime-rl's effective/ beside all/: a subset of its records);
	 * the list ends with a NULL dir.
	 */
	const struct papo_beside *beside;
	/*
	 * The member holding the step of a dump whose step file may hold
	 * the file before it again, but for that member's values (TRL's
	 * completions: its last generation logged again at each logging
	 * step until it generates anew): such a file is skipped, said so.
	 */
	const char *repeats;
	/*
	 * The member whose value a file's record of one generation's
	 * group share, in a row (TRL's prompt): a file whose runs of
	 * them change length once (8 8 2 2), or begin shorter (3 8 8),
	 * holds rows of two generations, an evaluation's logged over a
	 * training step's file: skipped, said so; NULL: not looked at.
	 */
	const char *runs;
	/*
	 * A file whose first record has member eval_key->key is an
	 * evaluation's (verl's validation dump: "reward" beside
	 * "score"), as a row of beside with eval set finds by name;
	 * NULL: none.
	 */
	const struct papo_eval_key *eval_key;
	/*
	 * A layout of the preset's framework that it cannot read: a
	 * record with member key whose group or response, as the preset
	 * reads it, is "" (papo_fields_refuse); NULL: none.
	 */
	const struct papo_refusal *refuse;
	/*
	 * Forms of the preset's framework its paths misread, told by a
	 * record's own text (papo_fields_refuse, lib/fields_form.c); the
	 * list ends with a NULL key; NULL: none.
	 */
	const struct papo_form *forms;
	/*
	 * How a record names the rollout it is one output of, when the
	 * preset's framework writes several outputs a rollout and counts
	 * the rollout once, by its last (papo_fields_unit); NULL: none.
	 */
	const struct papo_unit *unit;
	/*
	 * A step-wise dump's turns, a record each (papo_fields_turns);
	 * NULL: none.
	 */
	const struct papo_turns *turns;
	const char *preset;	/* its name, or NULL */
	/*
	 * --correct-at: when has_correct_at, a reward (r_out or the
	 * framework's, rules 3 and 4 of papo_field_outcome) of at least
	 * correct_at is correct (rewards of 10 and 0, or 0 to 100); else
	 * one of exactly 1 is.  Every preset's rewards are correct at 1.
	 */
	int has_correct_at;
	double correct_at;
	unsigned long given;	/* roles renamed since the preset (--field):
				   bit 1 << role */
};

struct papo_refusal {
	const char *key;
	const char *what;	/* what the record is, for the message */
	int prompt_alone;	/* a group or problem "" is refused without
				   the key too (a file that has no key of
				   its own, NeMo-RL's validation) */
};

/* How a form is told from its member's text (papo_form.kind). */
enum papo_form_kind {
	PAPO_FORM_TURN,		/* holds a chat template's turn opener */
	PAPO_FORM_ANSWERED	/* holds an assistant turn, opened and
				   closed, of a chat template */
};

/*
 * A form of a framework's dump a preset's paths misread: a record whose
 * top-level string member key is of kind is refused when read for one
 * of roles (bits 1 << role), unless --field renamed one of them.
 */
struct papo_form {
	const char *key;
	enum papo_form_kind kind;
	unsigned long roles;
	const char *what;	/* what the record is, what to do */
	/*
	 * Or NULL: a member whose text, when papo_fields_prompt_len cuts
	 * it, gives the record's group (the preset's group path reads it
	 * "~{}@assistant"): not refused then when read for its group.
	 */
	const char *prompt;
};

/*
 * The chat template's prompt in s[0, n): the bytes before its assistant
 * turn's opener (ChatML, Llama 3, Gemma, DeepSeek), when s holds that
 * opener once and not its closing token after it (a prompt that ends
 * in its generation prompt, and maybe part of the first answer after
 * it); else 0 (none, or several turns: a prompt with example answers,
 * or a cut past the first answer's end).  A group path's pattern
 * "{}@assistant" reads a text so (papo_group_id_read).
 */
size_t papo_fields_prompt_len(const char *s, size_t n);

/*
 * Does the response at token ri of record j (its text, decoded, in
 * text and n; NULL when none) lie in a chat's message that is not the
 * conversation's last word: a tool's result, a turn that calls a tool
 * (tool_calls, function_call, a tool_use part, a <tool_call> tag in its
 * text), a turn a tool's result or the user's turn (user, human,
 * system) follows in its list, or a message in a role not the policy's
 * (assistant, gpt, model, chatbot, ai)?  The model stopped before its
 * final answer: the response is cut off.  In lib/fields_chat.c.
 */
int papo_fields_chat_cut(const struct papo_json *j, int ri, const char *text,
    size_t n);

/*
 * The roles and tags of a chat, as a chat template writes them in text
 * (papo-verify's agent transcripts): is s[0, n) the role of a turn that
 * holds a tool's result (tool, function, ipython, observation,
 * tool_result, tool_response), or of the policy's own turn (assistant,
 * gpt, model, chatbot, ai)?  papo_fields_call_tag: the length of a tag
 * that calls a tool at s[i] ("<tool_call>", "<function_call>"), or 0.
 * In lib/fields_chat.c.
 */
int papo_fields_role_tool(const char *s, size_t n);
int papo_fields_role_policy(const char *s, size_t n);
int papo_fields_call_tag(const char *s, size_t n, size_t i);

/*
 * Does path p, which finds no response in record j, stop at a chat's
 * list of messages (role objects, not trace nodes holding them) in
 * which the policy has no turn at all (a chat that ends on the user's
 * turn before any answer): 1, the record has no
 * response, as a chat cut off (papo_fields_chat_cut); else 0, the field
 * is missing.  In lib/fields_chat.c.
 */
int papo_fields_chat_silent(const struct papo_json *j,
    const struct papo_path *p);

/*
 * The text of a message's content given as a list of parts at token i
 * of record j (OpenAI's [{"type": "text", "text": "..."}, {"type":
 * "image_url", ...}], verifiers' MessageContent, Anthropic's blocks):
 * its text parts joined by newlines, appended to out, its media,
 * thinking, refusal and tool parts giving nothing.  1 when i is such a
 * list (out may be empty: no text), 0 when it is not (not a list, an
 * empty one, or a part of a type papo does not recognise, which it
 * never reads as text: out is left as it was).  In lib/fields_chat.c.
 */
int papo_fields_parts_text(const struct papo_json *j, int i,
    struct papo_buf *out);

/*
 * Token i of record j a list of a message's content parts that
 * papo_fields_parts_text refuses for a part of a type it does not know:
 * 1 with what to say of it (its index and type) appended to out, after
 * "; "; else 0, out left alone.  In lib/fields_chat.c.
 */
int papo_fields_parts_hint(const struct papo_json *j, int i,
    struct papo_buf *out);

/*
 * A rollout's outputs, one record each (verl v1's agent loops): the
 * top-level string member key ends in _N, the output's index, after
 * the rollout's own key ("{uid}_{session}_{index}").  A rollout counts
 * once, by its output of the highest index (the first of them in input
 * order on a tie); its other outputs take that output's advantage and
 * are not counted.  Not read when --field renamed one of roles.  Or
 * (run 1, slime's compact rollouts) a number member the outputs share,
 * in a row: the index is the place in the row, the last counted.
 */
struct papo_unit {
	const char *key;
	unsigned long roles;
	int run;	/* 1: key is a number its outputs share, and they
			   lie in a row (slime's compact rollouts:
			   Sample.rollout_id): an output's index is its
			   place in the row, papo_fields_sibling's */
};

/*
 * Of record j under f->unit: 1 with *unit (the hash of the rollout's
 * key, the member's text before its last '_') and *index (the number
 * after it; past 2^64 - 1, that) set, or 0 when f has no unit, --field
 * renamed one of its roles, or j's member is not such a text.  Under a
 * unit of run 1, the member is a number (*unit its text's hash, *index
 * 0: papo_fields_sibling gives its place), not null.
 */
int papo_fields_unit(const struct papo_fields *f, const struct papo_json *j,
    uint64_t *unit, uint64_t *index);

/*
 * The row of a rollout's outputs being read, under a unit of run 1, in
 * input order (papo-advantage's and papo-stats' consume).  Zeroed:
 * none.
 */
struct papo_fields_siblings {
	int have;
	uint32_t file;
	uint64_t unit, index;
};

/*
 * A record of file number file whose unit (papo_fields_unit) is *unit,
 * read into s: its index in its rollout's row, 0 when it starts one
 * (the records before it, in the same file, of another unit or none).
 * *unit becomes the rollout's hash within its file, so that a number
 * met again in another file (a sample replayed in a later step) is a
 * rollout of its own.  A record without a unit ends the row:
 * s->have = 0.
 */
uint64_t papo_fields_sibling(struct papo_fields_siblings *s, uint32_t file,
    uint64_t *unit);

/*
 * A step-wise dump (SkyRL's generator.step_wise_trajectories): a record
 * a turn, a trajectory's turns in a row, the top-level string member
 * key of each a chat template's text that holds one assistant turn more
 * than the one before.  The tools that group read a trajectory as one
 * response of the group of its first record, by its last turn (as a
 * rollout's outputs, papo_unit).  Not read when --field renamed one of
 * roles.
 */
struct papo_turns {
	const char *key;
	unsigned long roles;
};

/*
 * Of record j under f->turns: 1 with *head (the hash of the text before
 * its first assistant turn's opener) and *count (how many such openers
 * it holds: 1 for a chat's first turn, its generation prompt) set, or 0
 * when f has no turns, --field renamed one of its roles, or j's member
 * holds no assistant opener of a chat template papo knows.
 */
int papo_fields_turns(const struct papo_fields *f, const struct papo_json *j,
    uint64_t *head, uint64_t *count);

/*
 * The trajectory of a step-wise dump being read, its records in input
 * order (papo-advantage's and papo-stats' consume): its file, its last
 * turn's head and count (papo_fields_turns), its number.  Zeroed: none.
 */
struct papo_fields_trajectory {
	int have;
	uint32_t file;
	uint64_t head, count, unit;
};

/*
 * A record with turns (of file number file; head and count from
 * papo_fields_turns) read into s: 1 when it is the next turn of s's
 * trajectory (same file, same text before its first turn, one turn
 * more), 0 when it starts a trajectory (s->unit a new number), -1
 * when it starts none but holds turns before its own (s unchanged:
 * papo_fields_trajectory_err says why).  s->count is count after 1 or
 * 0.  A record without turns ends the trajectory: s->have = 0.
 */
int papo_fields_trajectory(struct papo_fields_trajectory *s, uint32_t file,
    uint64_t head, uint64_t count);
/*
 * -1 with e set (65) for papo_fields_trajectory's -1: the record at
 * file's line, its count turns under f->turns->key.
 */
int papo_fields_trajectory_err(const struct papo_fields *f,
    const char *file, unsigned long long line, uint64_t count,
    struct papo_err *e);
/*
 * -1 with e set (65) for a rollout's later output or turn (at file's
 * line; key its member) under --group-size, which counts records.
 */
int papo_fields_unit_sized(const char *file, unsigned long long line,
    const char *key, struct papo_err *e);

/*
 * 0, or -1 with e set (status 65) when record j, read for role, is of a
 * form in f->forms; papo_fields_refuse asks it first.
 */
int papo_fields_form_refuse(const struct papo_fields *f,
    enum papo_role role, const struct papo_json *j, struct papo_err *e);

/*
 * 0, or -1 with e set (status 65) when token tok, read for role (group,
 * problem or response) by the preset's own path, is the empty string in a
 * record of the layout f->refuse names: a text the framework does not write,
 * which read as "" would make every record one group.
 */
int papo_fields_refuse(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, int tok, struct papo_err *e);

/* Fill f with the default names.  papo_fields_release frees them. */
void papo_fields_init(struct papo_fields *f);
void papo_fields_release(struct papo_fields *f);

/* Role name ("group", "r_out", ...), also the default field name. */
const char *papo_fields_role_name(enum papo_role r);
/* Role for a name, or -1. */
int papo_fields_role(const char *name);

/*
 * Apply "ROLE=PATH" (the --field option).  -1 with e set (status 64)
 * for an unknown role, a missing '=' or a bad path.
 */
int papo_fields_set(struct papo_fields *f, const char *spec,
    struct papo_err *e);

/*
 * Apply a named preset: the field mapping of an RL framework's rollout
 * dumps (papo(7), PRESETS: verl, trl, roll, nemo-rl, slime, areal,
 * skyrl, prime-rl, verifiers; and default).  -1 with e set (status 64)
 * for an unknown preset.
 */
int papo_fields_preset(struct papo_fields *f, const char *name,
    struct papo_err *e);

/*
 * Add the list fields of spec ("responses,scores": paths separated by
 * commas, keys and list steps only) to f->explode, for --explode.  -1
 * with e set (status 64) for a bad path, an alternative ("a|b"), or a
 * path that holds or is held by another.
 */
int papo_fields_explode(struct papo_fields *f, const char *spec,
    struct papo_err *e);

/*
 * Once every field is set: with --explode, a group role that neither
 * a preset nor --field set reads the group field, else the problem
 * ("group|PROBLEM"), so that the records of one line are one group.
 */
void papo_fields_explode_group(struct papo_fields *f);

/*
 * The layout record j is in when papo reads it only with fields given
 * (an OpenAI batch output, a chat's messages), or a form named in
 * papo(7), appended to hint as ": this is ..."; nothing when none.
 */
void papo_fields_layout_hint(const struct papo_json *j,
    struct papo_buf *hint);

/*
 * For a message on a record whose response (at token tok, -1: absent)
 * is a list, or missing beside a list of two or more under a writer's
 * usual key (responses, completions, outputs, ...): append to out the
 * hint "; the line holds a whole group ... --explode ..." (for a list
 * of one, "; a list of one ... --field response='PATH[0]'", none when
 * the path has alternatives) and return 1; else 0 (and always 0 under
 * --explode).
 */
int papo_fields_explode_hint(const struct papo_fields *f,
    const struct papo_json *j, int tok, struct papo_buf *out);

/*
 * A record --explode made from a line of two or more (struct papo_rec's
 * shared): each token tok[k] (k < n; -1 absent) that holds a value (not
 * null) outside every list of f->explode is the whole line's, not this
 * record's (lm-evaluation-harness's exact_match beside resps[0]): it is
 * set to -1 and bit k of the result is set.  0 when none is.
 */
unsigned papo_fields_line_values(const struct papo_fields *f,
    const struct papo_json *j, int *tok, size_t n);

/*
 * The key papo-verify writes (true) into a record --explode made from a
 * line of two or more when it gives it no verdict (no_reference,
 * capped) and the record's acc or reward is the whole line's: written
 * one a line, the record no longer says so by its place, and its acc and
 * reward are then not its outcome (papo_field_outcome).
 */
#define PAPO_FIELDS_LINE_KEY	"line_shared"

/* 1 when record j is an object whose PAPO_FIELDS_LINE_KEY is true. */
int papo_fields_line_marked(const struct papo_json *j);

/*
 * -1 with e set (65): field name, read for role, is the whole line's
 * (papo_fields_line_values) and the record has none of its own; the
 * message says what to do (papo-verify, papo-judge for r_proc, or
 * --field role=PATH inside the lists).
 */
int papo_fields_line_err(const struct papo_fields *f, enum papo_role role,
    const char *name, struct papo_err *e);

/* The names of the presets, for --help and messages: "verl, trl, ...". */
const char *papo_fields_presets(void);

/*
 * The step of a file named path under f->step_file, as JSON text, into
 * out: a number when the part of the path is digits ("007" is 7), else
 * a string; -1 when the path does not match the pattern.
 */
int papo_fields_file_step(const struct papo_fields *f, const char *path,
    struct papo_buf *out);

/*
 * For a record that has no step field and whose file gives none: -1
 * with e set (65) saying so (file: its name for messages), and, when
 * record j (or NULL) is of a layout papo names, what it is.
 */
int papo_fields_no_step(const struct papo_fields *f, const char *file,
    const struct papo_json *j, struct papo_err *e);

/*
 * The note for n records written without a step, the first at file's
 * line: why (papo_fields_no_step) and what to do, into e (65); -1.
 * papo-verify and papo-judge say it even under -q.
 */
int papo_fields_no_step_note(const struct papo_fields *f, const char *file,
    unsigned long long line, unsigned long long n, struct papo_err *e);

/*
 * Check that the output fields of a tool (roles out[0..n)) can all be
 * written: the first alternative of each is keys only, no two the
 * same, none a prefix of another, none equal to an input field the tool
 * reads (in[0..nin)).  -1 with e set (64).
 */
int papo_fields_check_outputs(const struct papo_fields *f,
    const enum papo_role *out, size_t n, const enum papo_role *in,
    size_t nin, struct papo_err *e);

/*
 * A number field at token i (-1: absent), read for role (an enum
 * papo_role, or -1 for a field that is no role's) and named name in
 * messages: 1 with *x set, 0 when absent or null, -1 with e set (65,
 * "field 'X' must be a number, not string") for any other value
 * ("field 'X' is out of range" for a number no double holds; for an
 * object, its members and the --field that reads one, under role's
 * name: "--field reward=reward.correct").  A list of numbers (a token
 * mask, token-level scores) is their sum.
 */
int papo_field_number(const struct papo_json *j, int i, int role,
    const char *name, double *x, struct papo_err *e);

/*
 * What a record says of its outcome, first rule that applies:
 *   1. papo-verify scored it (verify is equal, not_equal, no_answer or
 *      uncertain):
 *      r_out decides, correct when it is 1; a framework's acc or
 *      reward, written before papo's fresh verdict, is not read;
 *   2. acc (0, 1, true, false) says whether it is correct; the outcome
 *      is r_out, else the framework's reward, else acc;
 *   3. r_out, correct when it is 1;
 *   4. the framework's reward, correct when it is 1;
 *   rules 2 and 4 are not read when papo-verify gave no verdict and
 *   marked the record's acc and reward the line's
 *   (PAPO_FIELDS_LINE_KEY);
 *   else the outcome is unknown (correct -1), and verified tells
 *   whether papo-verify had looked at it (no_reference, capped).
 * DAPO shaping makes r_out a shaped score, so correctness never comes
 * from r_out while acc says otherwise.
 */
struct papo_outcome {
	double r_out;		/* the outcome reward, when has_out */
	int has_out;
	int has_acc;
	int correct;		/* 1, 0, or -1: unknown */
	int verified;		/* papo-verify's verify field is there */
	int from_reward;	/* correct came from r_out's value (rules 3
				   and 4), which papo_outcome_scale may
				   read on another scale */
};

/* The fields the outcome is read from: tokens (-1: absent) and names. */
enum { PAPO_OC_ACC, PAPO_OC_R_OUT, PAPO_OC_VERIFY, PAPO_OC_REWARD,
	PAPO_OC_N };

/*
 * Read the outcome of j from tokens tok[PAPO_OC_*], named in messages
 * by name[PAPO_OC_*].  0, or -1 with e set (65) when a number field is
 * not a number, acc not 0, 1, true or false, or verify not a string.
 */
int papo_field_outcome(const struct papo_json *j, const int *tok,
    const char *const *name, struct papo_outcome *o, struct papo_err *e);

/*
 * Before papo_field_outcome on a record --explode made from a line of
 * two or more: acc, r_out and reward (tok[PAPO_OC_*], named name[]) that
 * are the whole line's (papo_fields_line_values) are set to -1, not
 * read.  0; or -1 with e set (65, papo_fields_line_err) when one was
 * and the record has no outcome of its own left (no acc, r_out or
 * reward, and no verify field: papo-verify did not look).
 */
int papo_field_outcome_own(const struct papo_fields *f,
    const struct papo_json *j, int *tok, const char *const *name,
    struct papo_err *e);

/*
 * --correct-at: an outcome whose correctness came from a reward's value
 * is correct when the reward is at least f's correct_at, when f has
 * one; else o is left as it is.
 */
void papo_outcome_scale(const struct papo_fields *f, struct papo_outcome *o);

/*
 * What a record's group is, the same in papo-advantage and papo-stats:
 * the value at token group (a string's content, else its JSON text;
 * of a string, the part the ~PATTERN of the group path gp's alternative
 * that found it names, papo_path_cut; gp may be NULL) with its JSON type, in
 * the step it belongs to: filestep (its file's step) when not NULL, else the
 * step field at token step (-1: no step; step NULL).  Numbers go by value: a
 * group value that is a number, and a step that names one (papo_json_step_num:
 * 1, 1.0, 1e0 and "1"), are the number's shortest text ("1"; -0 is "0"), so
 * that one value is one group; a number beyond the doubles keeps its text, as
 * does any other value.  A string with escapes, and a number's text that is
 * not the record's, go into scratch (key_scratch, step_scratch set);
 * the rest points into the record.  Each engine groups by these bytes
 * its own way; both shard by papo_group_id_hash.
 */
struct papo_group_id {
	const char *key;
	size_t keylen;
	int keytype;		/* enum papo_json_type */
	int key_scratch;	/* key is in scratch */
	const char *step;	/* NULL: no step */
	size_t steplen;
	int step_scratch;	/* step is in scratch */
};

void papo_group_id_read(struct papo_group_id *g, const struct papo_json *j,
    const struct papo_path *gp, int group, int step, const char *filestep,
    struct papo_buf *scratch);

/*
 * The 64-bit hash of group g's key and step (papo_hash64): the one that
 * papo-advantage's groups use and that both tools' --shard take modulo
 * n, so that papo-advantage --shard i/n | papo-stats --shard i/n keeps
 * every record the first stage wrote.
 */
uint64_t papo_group_id_hash(const struct papo_group_id *g);

/*
 * The --group-size rule, the same in both tools: a key's records are
 * cut into groups of size records in input order (size 0: not cut); a
 * group of n records is full, and its key's next record starts the
 * next group, when this is 1.
 */
static inline int
papo_group_full(size_t n, size_t size)
{
	return size != 0 && n >= size;
}

/*
 * The group size most of the n groups of one step have (sizes sz,
 * sorted here; the smaller size on a tie), the rule papo-advantage and
 * papo-stats both hold a merged group to: a group bigger than it may be
 * two groups under one key (a prompt sampled twice, a record written
 * twice).  0 when n is 0.
 */
size_t papo_group_mode(size_t *sz, size_t n);

/*
 * Append to b what a group of n records where most groups of its step
 * have mode is, and the way out (" has 8 records, most groups of its
 * step 4 (a prompt sampled twice? --group-size 4 splits it)").
 */
void papo_group_merged_why(struct papo_buf *b, size_t n, size_t mode);

/*
 * After a message that no record of a file has a field (papo_census_check),
 * what the file is when its first record's keys ("a, b, c", as
 * papo_fields_keys writes them; NULL: none) are those of a dump the preset
 * in use names but has nothing to score in, appended to out; else nothing.
 */
void papo_fields_census_note(const struct papo_fields *f, const char *keys,
    struct papo_buf *out);

/*
 * When no record had an outcome (papo-verify found no reference in
 * any): -1 with e set (65) to the message saying what to do.
 */
int papo_fields_no_outcome(struct papo_err *e);

/*
 * 1 when the record parsed whole into j has the member of f->eval_key
 * (an evaluation's record: verl's validation, 'reward' beside
 * 'score'); 0 when it has not, or the preset names no such member.
 */
int papo_fields_eval_rec(const struct papo_fields *f,
    const struct papo_json *j);

/*
 * Note in m the record at line of file, an evaluation's when eval: the
 * first of each kind (by file, then line: records may come in any
 * order) is kept.
 */
void papo_fields_eval_note(struct papo_eval_mix *m, int eval, uint32_t file,
    uint64_t line);

/* Merge what from noted into m (papo_fields_eval_note): one thread's. */
void papo_fields_eval_merge(struct papo_eval_mix *m,
    const struct papo_eval_mix *from);

/*
 * When m noted both an evaluation's and a training record: 1 with e's
 * message naming the first of each by file and line (efile, tfile:
 * their files' names), then what the tool makes of them (the caller's
 * words) and what to read instead ("FILE:LINE: verl's validation
 * records ... read with its rollout records (FILE:LINE): THEN; read
 * the rollout folder ... alone"); else 0.
 */
int papo_fields_eval_mixed(const struct papo_fields *f,
    const struct papo_eval_mix *m, const char *efile, const char *tfile,
    const char *then, struct papo_err *e);

/*
 * The shard (0 .. nshards - 1) of the record parsed into j, for --shard
 * in papo-verify and papo-judge: papo_group_id_hash of its group (the
 * group field of f, in its step: the step field, else filestep, which
 * may be NULL) modulo nshards, the shard papo-advantage and papo-stats
 * give the record; 0 for a record without a group.  scratch is the
 * caller's (reset, then reused).  -1 with e set (65) on a duplicate
 * key on the way, or for a step-wise dump's later turn
 * (papo_fields_turns), whose group the record does not hold.
 */
long papo_fields_shard_of(const struct papo_fields *f,
    const struct papo_json *j, const char *filestep,
    unsigned long nshards, struct papo_buf *scratch, struct papo_err *e);

/*
 * Which input files hold a field (the reference, say) in none of their
 * records: one record without it in a million is no stop, every record
 * of a file without it is a mapping error (the dump names it otherwise).
 * A tool keeps one census per thread, notes each record, merges them
 * and checks at the end (papo_census_check, in filter.h: it names the
 * files through the engine).  papo_census_note grows to the files it
 * sees.
 */
struct papo_census {
	size_t nfile;
	uint64_t *seen;		/* records per file */
	uint64_t *have;		/* records with the field */
	uint64_t *line;		/* first record without it, 0: none */
	char **keys;		/* that record's top-level keys */
	char **guess;		/* its path that may hold the reference
				   (papo_fields_ref_guess), or NULL */
	const char **preset;	/* the preset they match, or NULL */
};

/*
 * The path in record j of a key that names a reference answer
 * ("ground_truth", "answer", "label", ...: a top-level key, else one
 * nested up to three objects deep, "reward_model.ground_truth",
 * "extra_info.answer"), into out; 1, or 0 when there is none (out
 * empty).  For a message about a missing reference.
 */
int papo_fields_ref_guess(const struct papo_json *j, struct papo_buf *out);

void papo_census_init(struct papo_census *c);
void papo_census_release(struct papo_census *c);
/* Record at lineno of file (parsed into j) has the field or not. */
void papo_census_note(struct papo_census *c, uint32_t file, uint64_t lineno,
    const struct papo_json *j, int have);
void papo_census_merge(struct papo_census *to, const struct papo_census *from);
/*
 * 1 when record j carries an outcome of its own (r_out, acc or the
 * framework's reward, not null; shared: the record's shared, and then
 * not a value of the whole line, papo_fields_line_values): a dump
 * without a reference whose outcome is its reward (NeMo-RL, AReaL) is
 * no mapping error.
 */
int papo_fields_outcome_there(const struct papo_fields *f,
    const struct papo_json *j, int shared);

/*
 * A response's length in tokens estimated from its text at token i
 * (--estimate-length): UTF-8 characters / 4, rounded up, into *x; 1, or
 * 0 when i is not a string.
 */
int papo_fields_estimate_length(const struct papo_json *j, int i, double *x);

/*
 * The keys of record j, "a, b, c" (the first ones, when there are
 * many), into out: for a message about a field that is missing.
 */
void papo_fields_keys(const struct papo_json *j, struct papo_buf *out);
/* The same for the object at token obj, appended to out (nothing when
   it is not an object). */
void papo_fields_members(const struct papo_json *j, int obj,
    struct papo_buf *out);

/*
 * What f's preset's framework writes without a group (a dump of its
 * with none, or null), appended to hint as "; ...", if anything and the
 * group is the preset's (not given by --field).
 */
void papo_fields_nogroup_hint(const struct papo_fields *f,
    struct papo_buf *hint);

/*
 * -1 with e set (65) for a field of role that record j lacks: "field
 * 'response' is missing; the record's keys are a, b, c (--field
 * response=KEY, or --preset P)".
 */
int papo_fields_missing(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, struct papo_err *e);

/*
 * The name of names[0..n) nearest to s[0, len) (by edits, or one that
 * starts with it), for "did you mean ...?", or NULL when none is near.
 */
const char *papo_nearest(const char *s, size_t len,
    const char *(*name)(int), int n);
/* The same over the array names[0..n). */
const char *papo_nearest_in(const char *s, size_t len,
    const char *const *names, size_t n);

#endif
