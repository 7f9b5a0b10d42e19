/* SPDX-License-Identifier: MIT */
/* fields_explode.c: the list fields of --explode, and the group they imply. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "fields.h"
#include "xalloc.h"

/* 1 when path spec a holds b (or is b): "x" holds "x.y" and "x[0]". */
static int
holds(const char *a, const char *b)
{
	size_t n = strlen(a);

	return strncmp(a, b, n) == 0 && (b[n] == '\0' || b[n] == '.' ||
	    b[n] == '[');
}

/* Add one path, spec[0, len), to f->explode. */
static int
add_one(struct papo_fields *f, const char *spec, size_t len,
    struct papo_err *e)
{
	struct papo_path p;
	char *s = papo_xmemdup(spec, len);
	size_t i, c;
	int r = -1;

	if (len == 0) {
		papo_err_set(e, PAPO_EX_USAGE, "an empty field in --explode");
		goto out;
	}
	if (papo_path_parse(&p, s, e) < 0)
		goto out;
	for (c = 0; c < p.n && p.alt == NULL; c++)
		if (p.kind[c] == PAPO_PART_SELECT ||
		    p.kind[c] == PAPO_PART_SIZE)
			break;
	if (p.alt != NULL || c < p.n) {
		papo_path_release(&p);
		papo_err_set(e, PAPO_EX_USAGE, "'%s' is not a field of one "
		    "place (keys and [N] steps only)", s);
		goto out;
	}
	for (i = 0; i < f->nexplode; i++)
		if (holds(f->explode[i].spec, p.spec) ||
		    holds(p.spec, f->explode[i].spec)) {
			papo_err_set(e, PAPO_EX_USAGE, "'%s' and '%s' overlap: "
			    "each list is one field of its own",
			    f->explode[i].spec, p.spec);
			papo_path_release(&p);
			goto out;
		}
	f->explode = papo_xreallocarray(f->explode, f->nexplode + 1,
	    sizeof(*f->explode));
	f->explode[f->nexplode++] = p;
	r = 0;
out:
	free(s);
	return r;
}

int
papo_fields_explode(struct papo_fields *f, const char *spec,
    struct papo_err *e)
{
	const char *p = spec, *q;

	for (;;) {
		q = strchr(p, ',');
		if (add_one(f, p, q ? (size_t)(q - p) : strlen(p), e) < 0)
			return -1;
		if (q == NULL)
			return 0;
		p = q + 1;
	}
}

void
papo_fields_explode_group(struct papo_fields *f)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err e;
	unsigned long given = f->given;

	if (f->nexplode == 0 || f->preset != NULL ||
	    (f->given & (1UL << PAPO_F_GROUP)))
		return;
	papo_buf_addf(&b, "group=%s|%s", papo_fields_role_name(PAPO_F_GROUP),
	    f->path[PAPO_F_PROBLEM].spec);
	if (papo_fields_set(f, b.s, &e) < 0)
		abort();	/* two paths that parsed already */
	f->given = given;
	papo_buf_release(&b);
}

/* Keys under which writers put a prompt's responses in a list. */
static const char *const list_keys[] = {
	"responses", "completions", "outputs", "generations", "predictions",
	"prediction", "samples", "response", "completion", "output",
	"generation", NULL
};

int
papo_fields_explode_hint(const struct papo_fields *f,
    const struct papo_json *j, int tok, struct papo_buf *out)
{
	const char *spec = f->path[PAPO_F_RESPONSE].spec;
	struct papo_err e;
	size_t k, n = 0;
	int i = tok;

	if (f->nexplode)
		return 0;	/* --explode is there: its lists were read */
	for (k = 0; i < 0 && list_keys[k]; k++) {
		i = papo_json_member(j, 0, list_keys[k],
		    strlen(list_keys[k]), &e);
		spec = list_keys[k];
	}
	/* a list of one beside the response is no group worth the hint;
	   the response itself a list of one (n = 1) is read by it */
	if (i < 0 || papo_json_type(j, i) != PAPO_JSON_ARRAY ||
	    (n = j->tok[i].size) < (tok < 0 ? 2u : 1u))
		return 0;
	if (n == 1 && strchr(spec, '|') != NULL)
		return 0;	/* no one path to offer */
	if (n == 1)
		papo_buf_addf(out, "; a list of one in '%s': --field "
		    "response='%s[0]%s' reads it", spec, spec,
		    j->tok[i + 1].type == PAPO_JSON_OBJECT ? ".KEY" : "");
	else
		papo_buf_addf(out, "; the line holds a whole group, a list of "
		    "%zu in '%s': --explode %s[,SCORES...] reads a record per "
		    "element", n, spec, spec);
	if (tok < 0)
		papo_buf_addf(out, " (with --field response=%s%s)", spec,
		    j->tok[i + 1].type == PAPO_JSON_OBJECT ? ".KEY" : "");
	return 1;
}

int
papo_fields_line_marked(const struct papo_json *j)
{
	static const char key[] = PAPO_FIELDS_LINE_KEY;
	struct papo_err e;
	int i, flag;

	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return 0;
	i = papo_json_member(j, 0, key, sizeof(key) - 1, &e);
	return i >= 0 && papo_json_flag(j, i, &flag) == 0 && flag == 1;
}

unsigned
papo_fields_line_values(const struct papo_fields *f,
    const struct papo_json *j, int *tok, size_t n)
{
	struct papo_err e;
	unsigned line = 0;
	size_t k, l;
	int el;

	for (k = 0; k < n; k++) {
		if (tok[k] < 0 || papo_json_type(j, tok[k]) == PAPO_JSON_NULL)
			continue;
		/* tokens are in document order: inside a list's element
		   is from the element to the first token after it */
		for (l = 0; l < f->nexplode; l++)
			if ((el = papo_json_find(j, &f->explode[l], &e)) >= 0 &&
			    tok[k] >= el && (uint32_t)tok[k] < j->tok[el].next)
				break;
		if (l == f->nexplode) {
			tok[k] = -1;
			line |= 1u << k;
		}
	}
	return line;
}

int
papo_fields_line_err(const struct papo_fields *f, enum papo_role role,
    const char *name, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t k;
	int r;

	for (k = 0; k < f->nexplode; k++)
		papo_buf_addf(&b, "%s'%s'", k ? ", " : "", f->explode[k].spec);
	if (role != PAPO_F_R_PROC && !f->explode_given && f->preset) {
		/* the preset's lists: papo-verify's command, pasted as
		   it is, makes a record a line */
		r = papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is the "
		    "whole line's, not this record's: the line holds several "
		    "records in %s (--explode of --preset %s), and the field "
		    "lies outside %s; score each response first: papo-verify "
		    "--preset %s " PAPO_MSG_FILE " > verified.jsonl, then read "
		    "verified.jsonl with --preset %s", name, b.s ? b.s : "",
		    f->preset, f->nexplode > 1 ? "them" : "it", f->preset,
		    f->preset);
		papo_buf_release(&b);
		return r;
	}
	r = papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is the whole "
	    "line's, not this record's: the line holds several records in "
	    "%s (--explode%s%s), and the field lies outside %s (run %s "
	    "first, or --field %s=PATH inside %s)", name, b.s ? b.s : "",
	    f->explode_given || !f->preset ? "" : " of --preset ",
	    f->explode_given || !f->preset ? "" : f->preset,
	    f->nexplode > 1 ? "them" : "it",
	    role == PAPO_F_R_PROC ? "papo-judge" : "papo-verify",
	    papo_fields_role_name(role), f->nexplode > 1 ? "them" : "it");
	papo_buf_release(&b);
	return r;
}

int
papo_field_outcome_own(const struct papo_fields *f,
    const struct papo_json *j, int *tok, const char *const *name,
    struct papo_err *e)
{
	static const enum papo_role role[PAPO_OC_N] = {
		[PAPO_OC_ACC] = PAPO_F_ACC, [PAPO_OC_R_OUT] = PAPO_F_R_OUT,
		[PAPO_OC_VERIFY] = PAPO_F_VERIFY,
		[PAPO_OC_REWARD] = PAPO_F_REWARD
	};
	int oc[3] = { PAPO_OC_ACC, PAPO_OC_R_OUT, PAPO_OC_REWARD };
	int t[3], v;
	unsigned line;
	size_t k;

	for (k = 0; k < 3; k++)
		t[k] = tok[oc[k]];
	if ((line = papo_fields_line_values(f, j, t, 3)) == 0)
		return 0;
	for (k = 0; k < 3; k++)
		tok[oc[k]] = t[k];
	/* what is left of the record's own, or papo-verify's look */
	for (k = 0; k < 3; k++)
		if (t[k] >= 0 && papo_json_type(j, t[k]) != PAPO_JSON_NULL)
			return 0;
	v = tok[PAPO_OC_VERIFY];
	if (papo_fields_line_values(f, j, &v, 1) == 0 && v >= 0 &&
	    papo_json_type(j, v) != PAPO_JSON_NULL)
		return 0;
	for (k = 0; !(line & 1u << k); k++)
		;
	return papo_fields_line_err(f, role[oc[k]], name[oc[k]], e);
}
