/* SPDX-License-Identifier: MIT */
/*
 * judge_request.c: selection, the fields a rubric reads and writes, and
 * rendering a record's request.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <sys/random.h>

#include "judge_request.h"

/* The role each placeholder reads. */
static const enum papo_role slot_role[PAPO_RUBRIC_NSLOTS] = {
	[PAPO_RUBRIC_PROBLEM] = PAPO_F_PROBLEM,
	[PAPO_RUBRIC_SOLUTION] = PAPO_F_SOLUTION,
	[PAPO_RUBRIC_RESPONSE] = PAPO_F_RESPONSE,
	[PAPO_RUBRIC_ANSWER] = PAPO_F_ANSWER,
	[PAPO_RUBRIC_PRED] = PAPO_F_PRED,
};

/* 1 when role was given another path (--field, a preset, the config). */
static int
renamed(const struct papo_fields *f, enum papo_role role)
{
	return strcmp(f->path[role].spec, papo_fields_role_name(role)) != 0;
}

/*
 * A rubric's output or report field: a role's path, or a path of its
 * own.  *moved tells whether the user chose that path.
 */
static int
field_of(const struct papo_rubric *r, const struct papo_fields *f,
    const char *name, struct papo_path *own, const struct papo_path **out,
    int *moved, const char *what, struct papo_err *e)
{
	struct papo_err pe;
	int role = papo_fields_role(name);

	*moved = 0;
	if (role >= 0) {
		*out = &f->path[role];
		*moved = renamed(f, (enum papo_role)role);
		return 0;
	}
	if (papo_path_parse(own, name, &pe) < 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "rubric '%s': invalid "
		    "%s field '%s'", r->name, what, name);
	*out = own;
	return 0;
}

static int
related(const struct papo_path *a, const struct papo_path *b)
{
	return papo_path_is_prefix(a, b) || papo_path_is_prefix(b, a);
}

int
papo_judge_outputs_init(struct papo_judge_outputs *o,
    const struct papo_rubric *r, const struct papo_fields *f,
    struct papo_err *e)
{
	int k, out_moved, rep_moved, in_moved;

	memset(o, 0, sizeof(*o));
	if (field_of(r, f, r->output, &o->out_own, &o->out, &out_moved,
	    "output", e) < 0 || field_of(r, f, r->report, &o->rep_own,
	    &o->rep, &rep_moved, "report", e) < 0)
		goto fail;
	/*
	 * A clash of the user's making (a field renamed) is a usage error;
	 * one the rubric's output: and report: make on their own is a bad
	 * rubric.
	 */
	if (related(o->out, o->rep)) {
		if (out_moved || rep_moved)
			papo_err_set(e, PAPO_EX_USAGE, "the output field '%s' "
			    "and the report field '%s' overlap", o->out->spec,
			    o->rep->spec);
		else
			papo_err_set(e, PAPO_EX_CONFIG, "rubric '%s': its "
			    "output field '%s' and report field '%s' overlap",
			    r->name, o->out->spec, o->rep->spec);
		goto fail;
	}
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		const struct papo_path *in = &f->path[slot_role[k]];
		int to_out;

		if (!(r->uses & (1u << k)))
			continue;
		to_out = related(in, o->out);
		if (!to_out && !related(in, o->rep))
			continue;
		in_moved = renamed(f, slot_role[k]);
		if (in_moved || (to_out ? out_moved : rep_moved))
			papo_err_set(e, PAPO_EX_USAGE, "field '%s' is both "
			    "read (as %s) and written", in->spec,
			    papo_rubric_slot_name((enum papo_rubric_slot)k));
		else
			papo_err_set(e, PAPO_EX_CONFIG, "rubric '%s' writes "
			    "its %s to field '%s', which its prompt shows as "
			    "{{%s}}", r->name, to_out ? "output" : "report",
			    in->spec,
			    papo_rubric_slot_name((enum papo_rubric_slot)k));
		goto fail;
	}
	return 0;
fail:
	papo_judge_outputs_release(o);
	return -1;
}

void
papo_judge_outputs_release(struct papo_judge_outputs *o)
{
	papo_path_release(&o->out_own);
	papo_path_release(&o->rep_own);
	memset(o, 0, sizeof(*o));
}

/* 1 when the record has field role as a string or a number. */
static int
has_value(const struct papo_fields *f, const struct papo_json *j,
    enum papo_role role)
{
	struct papo_err pe;
	int i = papo_json_find_field(j, &f->path[role], &pe), t;

	if (i < 0)
		return 0;
	t = papo_json_type(j, i);
	return t == PAPO_JSON_STRING || t == PAPO_JSON_NUMBER;
}

int
papo_judge_selected(const struct papo_json *j, const struct papo_fields *f,
    int select, int shared, struct papo_err *e)
{
	static const enum papo_role role[PAPO_OC_N] = {
		[PAPO_OC_ACC] = PAPO_F_ACC, [PAPO_OC_R_OUT] = PAPO_F_R_OUT,
		[PAPO_OC_VERIFY] = PAPO_F_VERIFY,
		[PAPO_OC_REWARD] = PAPO_F_REWARD
	};
	const char *name[PAPO_OC_N];
	struct papo_outcome o;
	int tok[PAPO_OC_N], k;

	if (select == PAPO_RUBRIC_ALL)
		return 1;
	/* correctness as papo-advantage and papo-stats read it */
	for (k = 0; k < PAPO_OC_N; k++) {
		name[k] = f->path[role[k]].spec;
		if ((tok[k] = papo_json_find_field(j, &f->path[role[k]],
		    e)) == -2)
			return -1;
	}
	if (shared && papo_field_outcome_own(f, j, tok, name, e) < 0)
		return -1;
	if (papo_field_outcome(j, tok, name, &o, e) < 0)
		return -1;
	papo_outcome_scale(f, &o);
	if (o.correct < 0 && o.verified)
		return PAPO_JUDGE_NO_OUTCOME;
	if (o.correct < 0 && !has_value(f, j, PAPO_F_ANSWER))
		/* papo-verify needs a reference answer */
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
		    "missing or null, and the record has no reference answer "
		    "for papo-verify to check it against: judge every record "
		    "with --select all", name[PAPO_OC_R_OUT]);
	if (o.correct < 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
		    "missing or null (run papo-verify first, or judge every "
		    "record with --select all)", name[PAPO_OC_R_OUT]);
	return select == PAPO_RUBRIC_CORRECT ? o.correct : !o.correct;
}

void
papo_judge_prompt_init(struct papo_judge_prompt *pr,
    const struct papo_rubric *r, const struct papo_fields *f,
    const struct papo_judge_params *p, enum papo_judge_think think)
{
	int k;

	memset(pr, 0, sizeof(*pr));
	pr->rubric = r;
	pr->fields = f;
	pr->params = p;
	pr->think = think;
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		papo_buf_init(&pr->val[k]);
	if (getrandom(&pr->rng, sizeof(pr->rng), 0) !=
	    (ssize_t)sizeof(pr->rng))
		pr->rng = (uint64_t)time(NULL) ^ (uint64_t)getpid() << 32 ^
		    (uint64_t)(uintptr_t)pr;
}

/* splitmix64: the next of pr's boundary tokens. */
static void
next_token(struct papo_judge_prompt *pr)
{
	uint64_t z = (pr->rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	z ^= z >> 31;
	snprintf(pr->token, sizeof(pr->token), "%016llx",
	    (unsigned long long)z);
}

static int
holds(const char *s, size_t n, const char *t)
{
	return s != NULL && memmem(s, n, t, strlen(t)) != NULL;
}

/*
 * A token that no value, and neither template, contains: a value can
 * then not close its own section (16 random hex digits: a clash is
 * rare, and a new token is drawn until there is none).
 */
static int
pick_token(struct papo_judge_prompt *pr, const char *const *vals,
    const size_t *vlen, struct papo_err *e)
{
	const struct papo_rubric *r = pr->rubric;
	int tries, k, clash;

	for (tries = 0; tries < 1000; tries++) {
		next_token(pr);
		clash = holds(r->prompt, strlen(r->prompt), pr->token) ||
		    (r->system && holds(r->system, strlen(r->system),
		    pr->token));
		for (k = 0; k < PAPO_RUBRIC_NSLOTS && !clash; k++)
			clash = holds(vals[k], vlen[k], pr->token);
		if (!clash)
			return 0;
	}
	return papo_err_set(e, PAPO_EX_SOFTWARE, "no boundary token that "
	    "the record's fields do not contain");
}

void
papo_judge_defuse(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const tok[] = { "<|", "<\xef\xbd\x9c", "<s>",
	    "</s>", "[INST]", "[/INST]", "<start_of_turn>",
	    "<end_of_turn>", "<bos>", "<eos>", NULL };
	size_t i, from = 0, k, w;

	for (i = 0; i < n; i++) {
		if (s[i] != '<' && s[i] != '[')
			continue;
		for (k = 0; tok[k]; k++) {
			w = strlen(tok[k]);
			if (n - i >= w && memcmp(s + i, tok[k], w) == 0)
				break;
		}
		if (tok[k] == NULL)
			continue;
		papo_buf_add(out, s + from, i + 1 - from);
		papo_buf_adds(out, "\xe2\x81\xa0");	/* U+2060 */
		from = i + 1;
	}
	papo_buf_add(out, s + from, n - from);
}

int
papo_judge_transcript_preset(const struct papo_fields *f)
{
	return f->preset != NULL && (strcmp(f->preset, "verl") == 0 ||
	    strcmp(f->preset, "nemo-rl") == 0);
}

/* Append s[a, z) to out, white space around it trimmed. */
static void
add_trimmed(const char *s, size_t a, size_t z, struct papo_buf *out)
{
	while (a < z && isspace((unsigned char)s[a]))
		a++;
	while (z > a && isspace((unsigned char)s[z - 1]))
		z--;
	papo_buf_add(out, s + a, z - a);
}

/* The line s[i..] (to its newline) says only word: 1, *next past it. */
static int
role_line(const char *s, size_t n, size_t i, const char *word, size_t *next)
{
	size_t w = strlen(word), k = i + w;

	if (n - i < w || memcmp(s + i, word, w) != 0)
		return 0;
	while (k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r'))
		k++;
	if (k < n && s[k] != '\n')
		return 0;
	*next = k < n ? k + 1 : n;
	return 1;
}

int
papo_judge_question(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const marks[][2] = {
		{ "<|im_start|>user", "<|im_end|>" },
		{ "<|start_header_id|>user<|end_header_id|>", "<|eot_id|>" },
		{ "<start_of_turn>user", "<end_of_turn>" },
		{ "<\xef\xbd\x9c" "User\xef\xbd\x9c>",
		  "<\xef\xbd\x9c" "Assistant\xef\xbd\x9c>" },
		{ "[INST]", "[/INST]" },
	};
	size_t k, i, a, z, last, user = 0, next;
	const char *p, *q;
	int have = 0;

	for (k = 0; k < sizeof(marks) / sizeof(marks[0]); k++) {
		size_t w = strlen(marks[k][0]);

		for (p = NULL, q = s; (q = memmem(q, n - (size_t)(q - s),
		    marks[k][0], w)) != NULL; q += w)
			p = q;
		if (p == NULL)
			continue;
		a = (size_t)(p - s) + w;
		q = memmem(s + a, n - a, marks[k][1], strlen(marks[k][1]));
		z = q ? (size_t)(q - s) : n;
		add_trimmed(s, a, z, out);
		return 1;
	}
	/*
	 * Decoded without its special tokens: "system\n...\nuser\n...
	 * \nassistant\n".  The first line names a role, the last line is
	 * "assistant" (the generation prompt), the question is what
	 * follows the last "user" line before it.
	 */
	for (i = 0; i < n && isspace((unsigned char)s[i]); i++)
		;
	if (!role_line(s, n, i, "system", &next) &&
	    !role_line(s, n, i, "user", &next))
		return 0;
	for (z = n; z > 0 && isspace((unsigned char)s[z - 1]); z--)
		;
	for (last = z; last > 0 && s[last - 1] != '\n'; last--)
		;
	if (last == 0 || !role_line(s, n, last, "assistant", &next))
		return 0;
	for (i = 0; i < last; i = next) {
		for (next = i; next < n && s[next] != '\n'; next++)
			;
		next = next < n ? next + 1 : n;
		if (role_line(s, n, i, "user", &a)) {
			user = a;
			have = 1;
		}
	}
	if (!have)
		return 0;
	add_trimmed(s, user, last, out);
	return 1;
}

void
papo_judge_prompt_key(const struct papo_judge_prompt *pr, const char *body,
    size_t n, uint8_t key[PAPO_CACHE_KEY_LEN])
{
	struct papo_buf b = PAPO_BUF_INIT;
	const char *p = body, *q;
	size_t w = strlen(pr->token);
	int k;

	while (w > 0 && (q = memmem(p, n - (size_t)(p - body), pr->token,
	    w)) != NULL) {
		papo_buf_add(&b, p, (size_t)(q - p));
		papo_buf_adds(&b, "0000000000000000");
		p = q + w;
	}
	papo_buf_add(&b, p, n - (size_t)(p - body));
	/*
	 * The zeroed body alone is ambiguous: a field holding a fence of
	 * zeros, or a template without fences, lets two records render
	 * alike.  The fields as shown, each with its length, after a NUL
	 * (which no JSON body holds), make the key name the content.
	 */
	papo_buf_addc(&b, '\0');
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		papo_buf_addf(&b, "%d:%zu:", k, pr->val[k].len);
		papo_buf_add(&b, pr->val[k].s, pr->val[k].len);
	}
	papo_cache_key(b.s, b.len, key);
	papo_buf_release(&b);
}

void
papo_judge_prompt_release(struct papo_judge_prompt *pr)
{
	int k;

	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		papo_buf_release(&pr->val[k]);
	papo_buf_release(&pr->text);
	papo_buf_release(&pr->user);
	papo_buf_release(&pr->sys);
}

static int
blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isspace((unsigned char)s[i]))
			return 0;
	return 1;
}

/* Where the last occurrence of tag (len bytes) starts in s, or -1. */
static long
last_tag(const char *s, size_t n, const char *tag, size_t len)
{
	const char *p = s, *q;
	long at = -1;

	while ((q = memmem(p, n - (size_t)(p - s), tag, len)) != NULL) {
		at = q - s;
		p = q + 1;
	}
	return at;
}

/*
 * Why response s (n bytes) leaves nothing to judge: empty, cut off
 * inside a <think> block, or nothing after its reasoning.
 */
static const char *
empty_why(const char *s, size_t n, enum papo_judge_think think)
{
	if (blank(s, n))
		return "the response is empty";
	if (think == PAPO_JUDGE_THINK_STRIP &&
	    last_tag(s, n, "<think>", 7) > last_tag(s, n, "</think>", 8))
		return "the response is empty once its reasoning is removed: "
		    "a <think> block never closes (the response was cut off "
		    "while reasoning)";
	return "the response is empty once its reasoning is removed: "
	    "nothing follows its </think>";
}

/*
 * A field the prompt shows is missing, said plainly, with the layout
 * of a record papo reads only with fields given (a chat's messages,
 * an OpenAI batch output) when it is one.
 */
static int
missing_as(const struct papo_judge_prompt *pr, const struct papo_json *j,
    enum papo_role role, struct papo_err *e)
{
	struct papo_buf h = PAPO_BUF_INIT;

	/* a layout read only with fields given: a chat, a batch output */
	if (!(pr->fields->given & (1UL << role)))
		papo_fields_layout_hint(j, &h);
	papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is missing or null "
	    "(rubric '%s' shows it as {{%s}})%s",
	    pr->fields->path[role].spec, pr->rubric->name,
	    papo_fields_role_name(role), h.len ? h.s : "");
	papo_buf_release(&h);
	return -1;
}

/*
 * A field the prompt shows is missing.  Name a rubric that can judge
 * the record instead, and only one that can: most dumps carry a
 * reference answer and no worked solution (the -answer rubrics), some
 * no reference at all (3-tier-noref, the weaker signal); never fall
 * back to one unasked.
 */
static int
missing(const struct papo_judge_prompt *pr, const struct papo_json *j,
    enum papo_role role, struct papo_err *e)
{
	const struct papo_path *p = &pr->fields->path[role];
	const char *name = pr->rubric->name, *use = NULL;
	int five = strncmp(name, "5-tier", 6) == 0;
	int tiered = five || strncmp(name, "3-tier", 6) == 0;
	int sol = has_value(pr->fields, j, PAPO_F_SOLUTION);
	int ans = has_value(pr->fields, j, PAPO_F_ANSWER);

	if (tiered && role == PAPO_F_SOLUTION)
		use = ans ? (five ? "the reference answer instead, use "
		    "--rubric 5-tier-answer" : "the reference answer instead, "
		    "use --rubric 3-tier-answer") : NULL;
	else if (tiered && role == PAPO_F_ANSWER)
		use = sol ? (five ? "the reference solution instead, use "
		    "--rubric 5-tier" : "the reference solution instead, use "
		    "--rubric 3-tier") : NULL;
	if (use)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is missing "
		    "or null (rubric '%s' shows it as {{%s}}); to judge "
		    "against %s", p->spec, name, papo_fields_role_name(role),
		    use);
	if (tiered && (role == PAPO_F_SOLUTION || role == PAPO_F_ANSWER))
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is missing "
		    "or null (rubric '%s' shows it as {{%s}}), and the record "
		    "has no reference %s either; to judge without any "
		    "reference (the weaker signal), use --rubric 3-tier-noref",
		    p->spec, name, papo_fields_role_name(role),
		    role == PAPO_F_SOLUTION ? "answer" : "solution");
	return missing_as(pr, j, role, e);
}

/* A string or number field used in the prompt; appends its text to out. */
static int
field_text(const struct papo_judge_prompt *pr, const struct papo_json *j,
    enum papo_role role, struct papo_buf *out, struct papo_err *e)
{
	const struct papo_path *p = &pr->fields->path[role];
	int i = papo_json_find_field(j, p, e);

	if (i == -2 || papo_fields_refuse(pr->fields, role, j, i, e) < 0)
		return -1;
	switch (papo_json_type(j, i)) {
	case PAPO_JSON_STRING:
		papo_json_str(j, i, out);
		return 0;
	case PAPO_JSON_NUMBER:
		papo_buf_add(out, j->s + j->tok[i].start,
		    j->tok[i].end - j->tok[i].start);
		return 0;
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		return missing(pr, j, role, e);
	default:
		if (papo_fields_parts_text(j, i, out) == 1)
			return 0;	/* a message's content as parts */
		papo_buf_reset(out);
		if (papo_fields_parts_hint(j, i, out))
			;	/* a part papo does not know */
		else if (role == PAPO_F_RESPONSE)
			papo_fields_explode_hint(pr->fields, j, i, out);
		if (out->len == 0 && !(pr->fields->given & (1UL << role)))
			papo_fields_layout_hint(j, out);
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a "
		    "string, not %s%s", p->spec,
		    papo_json_type_name(papo_json_type(j, i)),
		    out->len ? out->s : "");
	}
}

int
papo_judge_prompt_build(struct papo_judge_prompt *pr,
    const struct papo_json *j, struct papo_buf *body, struct papo_err *e)
{
	const struct papo_rubric *r = pr->rubric;
	const char *vals[PAPO_RUBRIC_NSLOTS];
	size_t vlen[PAPO_RUBRIC_NSLOTS];
	int k;

	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++) {
		struct papo_buf *v = &pr->val[k];

		papo_buf_reset(v);
		vals[k] = NULL;
		vlen[k] = 0;
		if (!(r->uses & (1u << k)))
			continue;
		if (k == PAPO_RUBRIC_RESPONSE) {
			papo_buf_reset(&pr->text);
			if (field_text(pr, j, slot_role[k], &pr->text, e) < 0)
				return -1;
			pr->raw_len = pr->text.len;
			papo_buf_reset(&pr->user);
			if (pr->think == PAPO_JUDGE_THINK_KEEP)
				papo_buf_add(&pr->user, pr->text.s,
				    pr->text.len);
			else
				papo_rubric_strip_think(pr->text.s,
				    pr->text.len, &pr->user);
			if (blank(pr->user.s, pr->user.len)) {
				pr->empty = empty_why(pr->text.s,
				    pr->text.len, pr->think);
				return PAPO_JUDGE_EMPTY;
			}
		} else {
			papo_buf_reset(&pr->user);
			if (field_text(pr, j, slot_role[k], &pr->user, e) < 0)
				return -1;
			papo_buf_reset(&pr->text);
			if (k == PAPO_RUBRIC_PROBLEM && pr->question &&
			    papo_judge_question(pr->user.s ? pr->user.s : "",
			    pr->user.len, &pr->text)) {
				papo_buf_reset(&pr->user);
				papo_buf_add(&pr->user, pr->text.s,
				    pr->text.len);
			}
		}
		papo_judge_defuse(pr->user.s ? pr->user.s : "", pr->user.len,
		    v);
		papo_buf_adds(v, "");
		vals[k] = v->s;
		vlen[k] = v->len;
	}
	pr->token[0] = '\0';
	if (r->fenced && pick_token(pr, vals, vlen, e) < 0)
		return -1;
	papo_buf_reset(&pr->user);
	papo_buf_reset(&pr->sys);
	papo_rubric_render_fenced(r->prompt, vals, vlen, pr->token,
	    &pr->user);
	if (r->system)
		papo_rubric_render_fenced(r->system, vals, vlen, pr->token,
		    &pr->sys);
	papo_judge_request(pr->params, r->system ? pr->sys.s : NULL,
	    pr->sys.len, pr->user.s, pr->user.len, body);
	return 0;
}
