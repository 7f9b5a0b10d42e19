/* SPDX-License-Identifier: MIT */
/*
 * fields_form.c: dump forms a preset's paths misread, told and refused;
 * a rollout's outputs told by their key (papo_fields_unit).
 */
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "fields.h"
#include "hash.h"
#include "json.h"

/*
 * The chat templates' turns as their special tokens are decoded
 * (skip_special_tokens=False): what opens any turn, and what opens an
 * assistant turn with what closes it.  ChatML (Qwen), Llama 3, Gemma,
 * DeepSeek (V3, R1), GLM-4, Mistral.
 */
static const char *const turn_open[] = {
	"<|im_start|>", "<|start_header_id|>", "<start_of_turn>",
	"<\xef\xbd\x9cUser\xef\xbd\x9c>", "<|user|>", "<|observation|>",
	"[INST]", NULL
};

static const struct {
	const char *open, *close;
} answered[] = {
	{ "<|im_start|>assistant", "<|im_end|>" },
	{ "<|start_header_id|>assistant<|end_header_id|>", "<|eot_id|>" },
	{ "<start_of_turn>model", "<end_of_turn>" },
	{ "<\xef\xbd\x9c" "Assistant\xef\xbd\x9c>", "<\xef\xbd\x9c"
	    "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>" },
	{ NULL, NULL }
};

/* First occurrence of needle in s[0, n), or NULL. */
static const char *
find(const char *s, size_t n, const char *needle)
{
	size_t k = strlen(needle);

	return k <= n ? memmem(s, n, needle, k) : NULL;
}

/*
 * Does s[0, n) end in _N_M, digits after a head of at least one byte
 * (verl's key tail)?  1 with *at set to the last '_' and *index to M
 * (saturated), else 0.
 */
static int
key_index(const char *s, size_t n, size_t *at, uint64_t *index)
{
	size_t i = n, m, k;
	uint64_t x = 0;
	int part;

	for (part = 0; part < 2; part++) {
		m = i;
		while (i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9')
			i--;
		if (i == m || i == 0 || s[i - 1] != '_')
			return 0;
		if (part == 0)
			*at = i - 1;
		for (k = i; part == 0 && k < m; k++)
			x = x > (UINT64_MAX - 9) / 10 ? UINT64_MAX :
			    x * 10 + (uint64_t)(s[k] - '0');
		i--;
	}
	*index = x;
	return i > 0;
}

/*
 * Is s[0, n) of kind k?  *what names the text that told it (a static
 * string), for the message.
 */
static int
is_form(enum papo_form_kind k, const char *s, size_t n, const char **what)
{
	const char *o;
	size_t i;

	*what = "";
	if (k == PAPO_FORM_TURN) {
		for (i = 0; turn_open[i]; i++)
			if (find(s, n, turn_open[i])) {
				*what = turn_open[i];
				return 1;
			}
		return 0;
	}
	for (i = 0; answered[i].open; i++)
		if ((o = find(s, n, answered[i].open)) != NULL &&
		    find(o, n - (size_t)(o - s), answered[i].close)) {
			*what = answered[i].open;
			return 1;
		}
	return 0;
}

size_t
papo_fields_prompt_len(const char *s, size_t n)
{
	const char *o, *rest;
	size_t i, k, after;

	for (i = 0; answered[i].open; i++)
		if ((o = find(s, n, answered[i].open)) != NULL)
			break;
	if (answered[i].open == NULL || o == s)
		return 0;
	k = strlen(answered[i].open);
	rest = o + k;
	after = n - (size_t)(rest - s);
	if (find(rest, after, answered[i].open) ||
	    find(rest, after, answered[i].close))
		return 0;
	return (size_t)(o - s);
}

/*
 * Is record j's member key a text papo_fields_prompt_len cuts (the
 * group is read from it, by "~{}@assistant")?
 */
static int
prompt_cut(const struct papo_json *j, const char *key)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err ign;
	const char *s;
	size_t n;
	int t, r = 0;

	t = papo_json_member(j, 0, key, strlen(key), &ign);
	if (t >= 0 && j->tok[t].type == PAPO_JSON_STRING) {
		s = papo_json_text(j, t, &b, &n);
		r = papo_fields_prompt_len(s, n) > 0;
	}
	papo_buf_release(&b);
	return r;
}

int
papo_fields_form_refuse(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, struct papo_err *e)
{
	const struct papo_form *p;
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err ign;
	const char *s, *what;
	size_t n;
	int t, r = 0;

	for (p = f->forms; p && p->key && r == 0; p++) {
		if (!(p->roles & (1UL << role)) || (f->given & p->roles))
			continue;
		if (role == PAPO_F_GROUP && p->prompt && prompt_cut(j,
		    p->prompt))
			continue;	/* the group is the chat's prompt */
		t = papo_json_member(j, 0, p->key, strlen(p->key), &ign);
		if (t < 0 || j->tok[t].type != PAPO_JSON_STRING)
			continue;
		s = papo_json_text(j, t, &b, &n);
		if (!is_form(p->kind, s, n, &what))
			continue;
		r = papo_err_set(e, PAPO_EX_DATAERR, "field '%s' holds %s'%s'"
		    "%s: %s", p->key, p->kind == PAPO_FORM_TURN ?
		    "a new turn, " : "a closed turn, ", what, p->kind ==
		    PAPO_FORM_TURN ? "" : "...", p->what);
	}
	papo_buf_release(&b);
	return r;
}

int
papo_fields_unit(const struct papo_fields *f, const struct papo_json *j,
    uint64_t *unit, uint64_t *index)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err ign;
	const char *s;
	size_t n, at;
	int t, r = 0;

	if (f->unit == NULL || (f->given & f->unit->roles))
		return 0;
	t = papo_json_member(j, 0, f->unit->key, strlen(f->unit->key), &ign);
	if (t >= 0 && f->unit->run && j->tok[t].type == PAPO_JSON_NUMBER) {
		s = papo_json_raw(j, t, &n);
		*unit = papo_hash64(s, n, 0);
		*index = 0;
		return 1;
	}
	if (t < 0 || f->unit->run || j->tok[t].type != PAPO_JSON_STRING)
		return 0;
	s = papo_json_text(j, t, &b, &n);
	if (key_index(s, n, &at, index)) {
		*unit = papo_hash64(s, at, 0);
		r = 1;
	}
	papo_buf_release(&b);
	return r;
}

uint64_t
papo_fields_sibling(struct papo_fields_siblings *s, uint32_t file,
    uint64_t *unit)
{
	uint64_t u = papo_hash64(&file, sizeof(file), *unit);

	if (s->have && s->file == file && s->unit == u)
		s->index++;
	else {
		s->have = 1;
		s->file = file;
		s->unit = u;
		s->index = 0;
	}
	*unit = u;
	return s->index;
}

int
papo_fields_trajectory(struct papo_fields_trajectory *s, uint32_t file,
    uint64_t head, uint64_t count)
{
	if (s->have && file == s->file && head == s->head &&
	    count == s->count + 1) {
		s->count = count;
		return 1;
	}
	if (count > 1)
		return -1;
	s->have = 1;
	s->file = file;
	s->head = head;
	s->count = count;
	s->unit++;	/* a new trajectory, a new number */
	return 0;
}

int
papo_fields_trajectory_err(const struct papo_fields *f, const char *file,
    unsigned long long line, uint64_t count, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: field '%s' holds "
	    "%llu assistant turns and follows no turn of its trajectory: a "
	    "step-wise dump's later turn whose earlier turns are not right "
	    "before it (SkyRL writes a trajectory's turns in a row: keep them "
	    "so), or a prompt whose turns are examples, which papo cannot "
	    "tell apart; for the latter, give --field group=input_prompt "
	    "(papo(7), PRESETS, skyrl)", file, line, f->turns->key,
	    (unsigned long long)count);
}

int
papo_fields_unit_sized(const char *file, unsigned long long line,
    const char *key, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: a later output "
	    "or turn of a rollout (field '%s'), which counts as one "
	    "response with the rollout's last, where --group-size counts "
	    "records: leave --group-size out (the preset's group is each "
	    "prompt's own)", file, line, key);
}

int
papo_fields_turns(const struct papo_fields *f, const struct papo_json *j,
    uint64_t *head, uint64_t *count)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err ign;
	const char *s, *o = NULL, *p;
	size_t n, i, k;
	int t, r = 0;

	if (f->turns == NULL || (f->given & f->turns->roles))
		return 0;
	t = papo_json_member(j, 0, f->turns->key, strlen(f->turns->key),
	    &ign);
	if (t < 0 || j->tok[t].type != PAPO_JSON_STRING)
		return 0;
	s = papo_json_text(j, t, &b, &n);
	for (i = 0; answered[i].open; i++)
		if ((o = find(s, n, answered[i].open)) != NULL)
			break;
	if (o != NULL) {
		k = strlen(answered[i].open);
		*head = papo_hash64(s, (size_t)(o - s), 0);
		for (*count = 0, p = o; p != NULL; p = find(p + k,
		    n - (size_t)(p + k - s), answered[i].open))
			++*count;
		r = 1;
	}
	papo_buf_release(&b);
	return r;
}
