/* fields.c: field roles, renaming and presets. */
#include <stdlib.h>
#include <string.h>

#include "fields.h"
#include "xalloc.h"

static const char *const role_names[PAPO_F_NROLES] = {
	[PAPO_F_GROUP] = "group",
	[PAPO_F_ID] = "id",
	[PAPO_F_PROBLEM] = "problem",
	[PAPO_F_RESPONSE] = "response",
	[PAPO_F_ANSWER] = "answer",
	[PAPO_F_SOLUTION] = "solution",
	[PAPO_F_STEP] = "step",
	[PAPO_F_LENGTH] = "length",
	[PAPO_F_ACC] = "acc",
	[PAPO_F_R_OUT] = "r_out",
	[PAPO_F_PRED] = "pred",
	[PAPO_F_VERIFY] = "verify",
	[PAPO_F_R_PROC] = "r_proc",
	[PAPO_F_JUDGE] = "judge",
	[PAPO_F_ADV] = "adv",
	[PAPO_F_ADV_OUT] = "adv_out",
	[PAPO_F_ADV_PROC] = "adv_proc",
};

const char *
papo_fields_role_name(enum papo_role r)
{
	return (unsigned)r < PAPO_F_NROLES ? role_names[r] : "?";
}

int
papo_fields_role(const char *name)
{
	int r;

	for (r = 0; r < PAPO_F_NROLES; r++)
		if (strcmp(name, role_names[r]) == 0)
			return r;
	return -1;
}

static void
set_path(struct papo_fields *f, int role, const char *spec)
{
	struct papo_path p;

	/* the callers pass known-good paths */
	if (papo_path_parse(&p, spec, NULL) < 0)
		abort();
	papo_path_release(&f->path[role]);
	f->path[role] = p;
}

void
papo_fields_init(struct papo_fields *f)
{
	int r;

	memset(f, 0, sizeof(*f));
	for (r = 0; r < PAPO_F_NROLES; r++)
		set_path(f, r, role_names[r]);
}

void
papo_fields_release(struct papo_fields *f)
{
	int r;

	for (r = 0; r < PAPO_F_NROLES; r++)
		papo_path_release(&f->path[r]);
}

int
papo_fields_set(struct papo_fields *f, const char *spec, struct papo_err *e)
{
	const char *eq = strchr(spec, '=');
	char *role;
	struct papo_path p;
	int r;

	if (eq == NULL)
		return papo_err_set(e, PAPO_EX_USAGE,
		    "field renaming '%s' is not ROLE=PATH", spec);
	role = papo_xmemdup(spec, (size_t)(eq - spec));
	r = papo_fields_role(role);
	if (r < 0) {
		papo_err_set(e, PAPO_EX_USAGE, "unknown field role '%s'", role);
		free(role);
		return -1;
	}
	free(role);
	if (papo_path_parse(&p, eq + 1, e) < 0)
		return -1;
	papo_path_release(&f->path[r]);
	f->path[r] = p;
	return 0;
}

int
papo_fields_preset(struct papo_fields *f, const char *name,
    struct papo_err *e)
{
	if (strcmp(name, "default") == 0) {
		papo_fields_release(f);
		papo_fields_init(f);
		return 0;
	}
	if (strcmp(name, "verl") == 0) {
		/* verl's dumps carry no group id: one prompt, one group */
		set_path(f, PAPO_F_GROUP, "input");
		set_path(f, PAPO_F_PROBLEM, "input");
		set_path(f, PAPO_F_RESPONSE, "output");
		set_path(f, PAPO_F_ANSWER, "gts");
		set_path(f, PAPO_F_R_OUT, "score");
		set_path(f, PAPO_F_STEP, "step");
		return 0;
	}
	return papo_err_set(e, PAPO_EX_USAGE,
	    "unknown preset '%s' (known: default, verl)", name);
}

int
papo_fields_check_outputs(const struct papo_fields *f,
    const enum papo_role *out, size_t n, const enum papo_role *in,
    size_t nin, struct papo_err *e)
{
	size_t a, b;

	for (a = 0; a < n; a++) {
		const struct papo_path *pa = &f->path[out[a]];

		for (b = 0; b < n; b++) {
			const struct papo_path *pb = &f->path[out[b]];

			if (a != b && papo_path_is_prefix(pa, pb))
				return papo_err_set(e, PAPO_EX_USAGE,
				    "output fields %s ('%s') and %s ('%s') "
				    "overlap", role_names[out[a]], pa->spec,
				    role_names[out[b]], pb->spec);
		}
		for (b = 0; b < nin; b++) {
			const struct papo_path *pb = &f->path[in[b]];

			if (papo_path_is_prefix(pa, pb) ||
			    papo_path_is_prefix(pb, pa))
				return papo_err_set(e, PAPO_EX_USAGE,
				    "output field %s ('%s') would overwrite "
				    "input field %s ('%s')", role_names[out[a]],
				    pa->spec, role_names[in[b]], pb->spec);
		}
	}
	return 0;
}

int
papo_field_number(const struct papo_json *j, int i, const char *name,
    double *x, struct papo_err *e)
{
	if (i < 0 || papo_json_type(j, i) == PAPO_JSON_NULL)
		return 0;
	if (papo_json_num(j, i, x) < 0)
		return papo_err_set(e, PAPO_EX_DATAERR,
		    "field '%s' must be a number, not %s", name,
		    papo_json_type_name(papo_json_type(j, i)));
	return 1;
}

int
papo_field_outcome(const struct papo_json *j, int acc, int r_out,
    const char *accname, const char *outname, struct papo_outcome *o,
    struct papo_err *e)
{
	int flag, k;

	memset(o, 0, sizeof(*o));
	o->correct = -1;
	if ((k = papo_field_number(j, r_out, outname, &o->r_out, e)) < 0)
		return -1;
	o->has_out = k;
	if (acc >= 0 && papo_json_type(j, acc) != PAPO_JSON_NULL) {
		if (papo_json_flag(j, acc, &flag) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "must be 0, 1, true or false", accname);
		o->correct = flag;
		o->has_acc = 1;
	} else if (o->has_out)
		o->correct = o->r_out == 1.0;
	return 0;
}
