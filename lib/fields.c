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
	[PAPO_F_REWARD] = "reward",
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
	free(f->step_file);
	f->step_file = NULL;
}

/* "file:PATTERN" for the step: one "{}" in a pattern without '*'. */
static int
set_step_file(struct papo_fields *f, const char *pat, struct papo_err *e)
{
	const char *b = strstr(pat, "{}");

	if (b == NULL || strstr(b + 2, "{}") != NULL || b[2] == '{' ||
	    (b > pat && b[-1] == '}'))
		return papo_err_set(e, PAPO_EX_USAGE, "step pattern '%s' must "
		    "hold one {} where the number is, as in "
		    "file:train_data_step{}.jsonl", pat);
	free(f->step_file);
	f->step_file = papo_xstrdup(pat);
	/* the step that papo writes where it came from the file name */
	set_path(f, PAPO_F_STEP, "step");
	return 0;
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
	if (r == PAPO_F_STEP && strncmp(eq + 1, "file:", 5) == 0)
		return set_step_file(f, eq + 6, e);
	if (papo_path_parse(&p, eq + 1, e) < 0)
		return -1;
	papo_path_release(&f->path[r]);
	f->path[r] = p;
	if (r == PAPO_F_STEP) {
		free(f->step_file);
		f->step_file = NULL;
	}
	return 0;
}

/*
 * The presets: what each framework's dump writer writes (papo(7),
 * PRESETS, says where each comes from).  A preset renames what papo
 * reads; papo's own output fields keep papo's names, or a first
 * alternative of papo's where the framework has a field of that name
 * (verl's math_dapo writes pred).
 */
static const struct preset {
	const char *name;
	const char *map[14];	/* "role=path", NULL-terminated */
	int columns;
	const char *skip;
} presets[] = {
	{ "verl", {
	    "group=uid|input", "problem=input", "response=output",
	    "answer=gts", "step=step", "acc=acc", "reward=score",
	    "r_proc=r_proc|reward_prm", "pred=papo_pred", NULL }, 0, NULL },
	{ "trl", {
	    "group=prompt", "problem=prompt", "response=completion",
	    "answer=solution", "step=step", NULL }, 0, NULL },
	{ "roll", {
	    "group=id", "problem=prompt", "response=responses",
	    "answer=ground_truth", "step=global_step", "reward=scores",
	    NULL }, 1, NULL },
	{ "nemo-rl", {
	    "group=content[0][0]", "problem=content[0][0]",
	    "response=content[0][1]", "reward=rewards[0]",
	    "length=token_loss_mask[0]", "id=idx",
	    "step=file:train_data_step{}.jsonl", NULL }, 0, NULL },
	{ "slime", {
	    "group=group_index", "id=index", "problem=prompt",
	    "response=response", "answer=label", "length=response_length",
	    "reward=reward", "step=file:{}.jsonl", NULL }, 0, NULL },
	{ "areal", {
	    "group=task_id", "id=sample_idx", "problem=prompt",
	    "response=completion", "reward=reward", "step=file:rollout/{}/",
	    NULL }, 0, NULL },
	{ "skyrl", {
	    "group=input_prompt", "problem=input_prompt",
	    "response=output_response",
	    "answer=env_extras.reward_model.ground_truth|"
	    "env_extras.reward_spec.ground_truth", "reward=score",
	    "step=file:global_step_{}_evals/", NULL }, 0,
	    "aggregated_results.jsonl" },
	{ "prime-rl", {
	    "group=group.id", "id=id", "problem=task.data.prompt",
	    "response=traces[0].nodes[sampled=true].message.content",
	    "answer=task.data.answer", "step=file:step_{}/", NULL }, 0,
	    NULL },
	{ "verifiers", {
	    "group=example_id", "problem=prompt[-1].content",
	    "response=completion[role=assistant].content", "answer=answer",
	    "reward=reward", "length=token_usage.output_tokens",
	    "step=file:{}/results.jsonl", NULL }, 0, NULL },
};

const char *
papo_fields_presets(void)
{
	return "default, verl, trl, roll, nemo-rl, slime, areal, skyrl, "
	    "prime-rl, verifiers";
}

int
papo_fields_preset(struct papo_fields *f, const char *name,
    struct papo_err *e)
{
	const struct preset *p = NULL;
	size_t i;

	papo_fields_release(f);
	papo_fields_init(f);
	if (strcmp(name, "default") == 0)
		return 0;
	for (i = 0; i < sizeof(presets) / sizeof(presets[0]); i++)
		if (strcmp(name, presets[i].name) == 0)
			p = &presets[i];
	if (p == NULL)
		return papo_err_set(e, PAPO_EX_USAGE, "unknown preset '%s' "
		    "(known: %s)", name, papo_fields_presets());
	for (i = 0; p->map[i]; i++)
		if (papo_fields_set(f, p->map[i], e) < 0)
			abort();	/* the table is known to be good */
	f->columns = p->columns;
	f->skip_file = p->skip;
	f->preset = p->name;
	return 0;
}

int
papo_fields_file_step(const struct papo_fields *f, const char *path,
    struct papo_buf *out)
{
	const char *b = strstr(f->step_file, "{}");
	size_t pre = (size_t)(b - f->step_file), post = strlen(b + 2), k;
	const char *q, *d, *found = NULL;
	size_t nd = 0;
	int digits = 1;

	/*
	 * The last place where the prefix, then part of one component,
	 * then the suffix match (the part as short as it can be); without
	 * a prefix the part starts a component.
	 */
	for (q = path; *q; q++) {
		if (strncmp(q, f->step_file, pre) != 0)
			continue;
		if (pre == 0 && q > path && q[-1] != '/')
			continue;
		for (d = q + pre; *d && *d != '/'; d++)
			if (d > q + pre && strncmp(d, b + 2, post) == 0 &&
			    (post > 0 || d[0] == '\0'))
				break;
		if (d == q + pre || strncmp(d, b + 2, post) != 0 ||
		    (post == 0 && *d != '\0'))
			continue;
		found = q + pre;
		nd = (size_t)(d - found);
	}
	if (found == NULL)
		return -1;
	for (k = 0; k < nd; k++)
		digits &= found[k] >= '0' && found[k] <= '9';
	papo_buf_reset(out);
	if (!digits) {
		/* a run's folder name, say: the step is a string */
		papo_json_put_str(out, found, nd);
		return 0;
	}
	/* "007" is step 7: a JSON number */
	while (nd > 1 && *found == '0') {
		found++;
		nd--;
	}
	papo_buf_add(out, found, nd);
	return 0;
}

int
papo_fields_no_step(const struct papo_fields *f, const char *file,
    struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR, "no field '%s', and %s does "
	    "not match the step pattern '%s'%s%s", f->path[PAPO_F_STEP].spec,
	    strcmp(file, "<stdin>") == 0 ? "standard input has no file name "
	    "to take the step from;" : "the file name", f->step_file,
	    f->preset ? " of --preset " : "", f->preset ? f->preset : "");
}

int
papo_fields_check_outputs(const struct papo_fields *f,
    const enum papo_role *out, size_t n, const enum papo_role *in,
    size_t nin, struct papo_err *e)
{
	size_t a, b;

	for (a = 0; a < n; a++) {
		const struct papo_path *pa = &f->path[out[a]];

		if (!pa->plain)
			return papo_err_set(e, PAPO_EX_USAGE, "field '%s' is "
			    "written, so its path (its first alternative) must "
			    "be keys only, without list steps",
			    papo_fields_role_name(out[a]));

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

/* A number beyond the largest double (1e999): named, with its text. */
static int
out_of_range(const struct papo_json *j, int i, const char *name,
    struct papo_err *e)
{
	size_t n;
	const char *raw = papo_json_raw(j, i, &n);

	return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is out of range: "
	    "%.*s is beyond the largest double (about 1.8e308)", name,
	    (int)(n > 40 ? 40 : n), raw);
}

int
papo_field_number(const struct papo_json *j, int i, const char *name,
    double *x, struct papo_err *e)
{
	double v;
	int t;
	uint32_t k;

	if (i < 0 || papo_json_type(j, i) == PAPO_JSON_NULL)
		return 0;
	if (papo_json_type(j, i) == PAPO_JSON_ARRAY) {
		*x = 0;
		for (k = 0, t = i + 1; k < j->tok[i].size; k++,
		    t = (int)j->tok[t].next) {
			if (papo_json_type(j, t) == PAPO_JSON_NUMBER &&
			    papo_json_num(j, t, &v) < 0)
				return out_of_range(j, t, name, e);
			if (papo_json_num(j, t, &v) < 0)
				return papo_err_set(e, PAPO_EX_DATAERR, "field "
				    "'%s' must be a number or a list of "
				    "numbers, not a list holding %s", name,
				    papo_json_type_name(papo_json_type(j, t)));
			*x += v;
		}
		return 1;
	}
	if (papo_json_type(j, i) == PAPO_JSON_NUMBER &&
	    papo_json_num(j, i, x) < 0)
		return out_of_range(j, i, name, e);
	if (papo_json_num(j, i, x) < 0)
		return papo_err_set(e, PAPO_EX_DATAERR,
		    "field '%s' must be a number, not %s", name,
		    papo_json_type_name(papo_json_type(j, i)));
	return 1;
}

/* Is the verify field at token i a verdict of papo-verify's? -1: bad. */
static int
verdict(const struct papo_json *j, int i)
{
	static const char *const v[] = { "equal", "not_equal", "no_answer",
	    NULL };
	size_t len, k;
	int esc;
	const char *s;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return -1;
	s = papo_json_str_raw(j, i, &len, &esc);
	for (k = 0; v[k]; k++)
		if (!esc && len == strlen(v[k]) && memcmp(s, v[k], len) == 0)
			return 1;
	return 0;
}

int
papo_field_outcome(const struct papo_json *j, const int *tok,
    const char *const *name, struct papo_outcome *o, struct papo_err *e)
{
	double reward = 0;
	int flag, has_reward, scored = 0, k;

	memset(o, 0, sizeof(*o));
	o->correct = -1;
	if ((k = papo_field_number(j, tok[PAPO_OC_R_OUT], name[PAPO_OC_R_OUT],
	    &o->r_out, e)) < 0)
		return -1;
	o->has_out = k;
	if (tok[PAPO_OC_VERIFY] >= 0 &&
	    papo_json_type(j, tok[PAPO_OC_VERIFY]) != PAPO_JSON_NULL) {
		if ((scored = verdict(j, tok[PAPO_OC_VERIFY])) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "must be a string (papo-verify's reason)",
			    name[PAPO_OC_VERIFY]);
		o->verified = 1;
	}
	/* 1: papo-verify's verdict */
	if (scored && o->has_out) {
		o->correct = o->r_out == 1.0;
		return 0;
	}
	if ((has_reward = papo_field_number(j, tok[PAPO_OC_REWARD],
	    name[PAPO_OC_REWARD], &reward, e)) < 0)
		return -1;
	/* 2: acc */
	k = tok[PAPO_OC_ACC];
	if (k >= 0 && papo_json_type(j, k) != PAPO_JSON_NULL) {
		if (papo_json_flag(j, k, &flag) < 0)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' "
			    "must be 0, 1, true or false", name[PAPO_OC_ACC]);
		o->correct = flag;
		o->has_acc = 1;
		if (!o->has_out) {
			o->r_out = has_reward ? reward : flag;
			o->has_out = 1;
		}
		return 0;
	}
	/* 3: r_out; 4: the framework's reward */
	if (!o->has_out && has_reward) {
		o->r_out = reward;
		o->has_out = 1;
	}
	if (o->has_out)
		o->correct = o->r_out == 1.0;
	return 0;
}
