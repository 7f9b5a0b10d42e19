/* SPDX-License-Identifier: MIT */
/* fields.c: field roles, renaming and presets. */
#include <stdlib.h>
#include <string.h>

#include "fields.h"
#include "hash.h"
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

static const char *
role_name(int r)
{
	return role_names[r];
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

	size_t i;

	for (r = 0; r < PAPO_F_NROLES; r++)
		papo_path_release(&f->path[r]);
	free(f->step_file);
	f->step_file = NULL;
	for (i = 0; i < f->nexplode; i++)
		papo_path_release(&f->explode[i]);
	free(f->explode);
	f->explode = NULL;
	f->nexplode = 0;
}

/* "file:PATTERN" for the step: one "{}" in each of the patterns
   ('|' between alternatives). */
static int
set_step_file(struct papo_fields *f, const char *pat, struct papo_err *e)
{
	const char *a, *b, *bar;

	for (a = pat;; a = bar + 1) {
		bar = strchr(a, '|');
		b = strstr(a, "{}");
		if (b == NULL || (bar && b > bar) || b[2] == '{' ||
		    (b > a && b[-1] == '}') || ((b = strstr(b + 2, "{}")) !=
		    NULL && (bar == NULL || b < bar)))
			return papo_err_set(e, PAPO_EX_USAGE, "step pattern "
			    "'%s' must hold one {} where the number is, as in "
			    "file:train_data_step{}.jsonl", pat);
		if (bar == NULL)
			break;
	}
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
		    "ROLE=PATH, such as answer=gts");
	role = papo_xmemdup(spec, (size_t)(eq - spec));
	r = papo_fields_role(role);
	if (r < 0) {
		const char *near = papo_nearest(role, strlen(role),
		    role_name, PAPO_F_NROLES);
		struct papo_buf all = PAPO_BUF_INIT;

		for (r = 0; r < PAPO_F_NROLES; r++)
			papo_buf_addf(&all, "%s%s", r ? ", " : "",
			    role_names[r]);
		papo_err_set(e, PAPO_EX_USAGE, "unknown field role '%s'%s%s%s "
		    "(roles: %s)", role, near ? "; did you mean '" : "",
		    near ? near : "", near ? "'?" : "", all.s);
		papo_buf_release(&all);
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
	f->given |= 1UL << r;
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
/* prime-rl's rollouts/step_N/{train,eval}/{all,effective}/traces.jsonl */
/* NeMo-RL logs a validation step beside the training step of the same
   number, in one folder: val_data_stepN.jsonl, train_data_stepN.jsonl */
static const struct papo_beside nemo_beside[] = {
	{ "val_data_", "train_data_", "validation records "
	    "(val_data_stepN.jsonl)", 1 },
	{ NULL, NULL, NULL, 0 }
};

/* slime's RolloutManager.eval saves rollout_data/eval_N.pt beside the
   training rollout's N.pt (save_debug_rollout_data) */
static const struct papo_beside slime_beside[] = {
	{ "eval_", "", "evaluation samples (eval_N.jsonl, no "
	    "group_index)", 1 },
	{ "rollout_eval_", "rollout_", "evaluation samples "
	    "(rollout_eval_N.jsonl, no group_index)", 1 },
	{ "data_eval_", "data_", "evaluation samples (data_eval_N.jsonl, "
	    "no group_index)", 1 },
	{ NULL, NULL, NULL, 0 }
};

static const struct papo_beside prime_beside[] = {
	{ "effective", "all", "its episodes are among those of the same "
	    "file in all/, read too", 0 },
	{ "eval", "train", "evaluation episodes (step_N/eval/)", 1 },
	{ NULL, NULL, NULL, 0 }
};

/* nemo_rl/environments/nemo_gym.py: a NeMo Gym turn's messages are
   {"content": "", "token_ids": ...}; grpo.py logs agent_ref first */
static const struct papo_refusal nemo_gym = { "agent_ref", "how NeMo-RL "
    "logs a NeMo Gym rollout (agent_ref first in a training file): it "
    "keeps the turns as token ids and their content as \"\", so there "
    "is no prompt to group by and no response to read", 1 };

#define ROLE(r)	(1UL << PAPO_F_ ## r)

/* AReaL's WorkflowExecutor._dump_trajectory writes evaluation
   trajectories to eval-rollout/VERSION/TASK.jsonl beside the training
   ones in rollout/VERSION/TASK.jsonl, tasks numbered apart */
static const struct papo_beside areal_beside[] = {
	{ "eval-rollout", "rollout", "evaluation trajectories "
	    "(eval-rollout/)", 1 },
	{ NULL, NULL, NULL, 0 }
};

/* verl's ray_trainer.py _validate adds the score again as "reward" to
   the extras _dump_generations writes after "step": its validation_data
   _dir's STEP.jsonl, named as the rollout_data_dir's */
static const struct papo_eval_key verl_val = { "reward", "verl's "
    "validation records ('reward' beside 'score')", "its rollout records",
    "read the rollout folder (trainer.rollout_data_dir) alone" };

/* verl v1 (agent_loop_tq.py, v1/utils.py): uid is {uid}_{session}_{index},
   index an agent loop's output; GRPO counts a session by its last, and
   gives its other outputs that output's advantage */
static const struct papo_unit verl_unit = { "uid", ROLE(GROUP), 0 };

/* slime (rollout_data_utils.py validate_rollout_id_annotated, ray/
   rollout.py): a compact rollout's samples share rollout_id (null for
   a rollout of one sample) and lie in a row; slime counts the rollout
   once (its loss reducer, its steps split by rollout id) */
static const struct papo_unit slime_unit = { "rollout_id", ROLE(GROUP), 1 };

/* workflow_executor.py _dump_trajectory: the prompt is cut at
   seqlen - sum(loss_mask), so a multi-turn completion holds later turns
   and its prompt part of the first answer: the group is the chat's
   prompt before its assistant turn, unless the cut went past the
   first answer's end */
static const struct papo_form areal_forms[] = {
	{ "completion", PAPO_FORM_TURN, ROLE(GROUP) | ROLE(PROBLEM), "a "
	    "multi-turn workflow's sample, which AReaL dumps with the "
	    "prompt cut at seqlen - sum(loss_mask): its 'prompt' holds the "
	    "first answer whole and more (or several assistant turns), so "
	    "papo cannot tell where the chat's prompt ends and each sample "
	    "would be a group of one; with one rollout worker, give "
	    "--field group=task_id (papo(7), PRESETS, areal)",
	    "prompt" },
	{ NULL, 0, 0, NULL, NULL }
};

/* evaluate.py evaluate_step_wise dumps every step, the last unmarked;
   skyrl_gym_generator.py writes a trajectory's steps in a row, each
   step's prompt the chat template over the history so far */
static const struct papo_turns skyrl_turns = { "input_prompt", ROLE(GROUP) };

static const struct papo_form skyrl_forms[] = {
	{ "input_prompt", PAPO_FORM_ANSWERED, ROLE(PROBLEM), "a later step "
	    "of a step-wise evaluation (generator.step_wise_trajectories): "
	    "its prompt holds the trajectory's history, not the problem; "
	    "keep each trajectory's last step, with its first prompt "
	    "(papo(7), PRESETS, skyrl, says how), or, for a prompt whose "
	    "turns are examples, give --field problem=input_prompt", NULL },
	{ NULL, 0, 0, NULL, NULL }
};

static const struct preset {
	const char *name;
	const char *map[14];	/* "role=path", NULL-terminated */
	int columns;
	const char *skip;
	const char *explode;	/* --explode's lists, or NULL */
	const struct papo_beside *beside;	/* folders whose files
				   are skipped beside a sibling's */
	const struct papo_refusal *refuse;	/* a layout it cannot
				   read */
	const struct papo_form *forms;	/* forms its paths misread */
	const struct papo_unit *unit;	/* a rollout's outputs */
	const struct papo_turns *turns;	/* a record a turn */
	const char *repeats;	/* the step member of step files that may
				   repeat the one before (fields.h) */
	const char *runs;	/* a generation's group member (fields.h) */
	const struct papo_eval_key *eval_key;	/* an evaluation's file's
				   member */
} presets[] = {
	{ "verl", {
	    "group=uid~{}_#_#|input", "problem=input", "response=output",
	    "answer=gts", "step=step", "acc=acc", "reward=score",
	    "r_proc=r_proc|reward_prm", "pred=papo_pred|pred", NULL }, 0,
	    NULL, NULL, NULL, NULL, NULL, &verl_unit, NULL, NULL, NULL,
	    &verl_val },
	{ "trl", {
	    "group=prompt", "problem=prompt", "response=completion",
	    "answer=solution", "step=step", NULL }, 0, NULL, NULL, NULL,
	    NULL, NULL, NULL, NULL,
	    /* GRPOTrainer.log writes its _logs deques, the last
	       generation's, at every logging step: again, but for the
	       step, until the next generation (num_iterations > 1) */
	    "step",
	    /* and in evaluation too, the evaluation's rows appended to
	       the same deques, to completions_{global_step}.parquet:
	       the training step's file when it logged at that step */
	    "prompt" },
	{ "roll", {
	    "group=id", "problem=prompt", "response=responses",
	    "answer=ground_truth", "step=global_step", "reward=scores",
	    NULL }, 1, NULL },
	{ "nemo-rl", {
	    /* val_data_stepN.jsonl: message objects, not strings; in a
	       train file [system] user (assistant environment)...: an
	       even count past two has the system prompt first, and the
	       last assistant turn is the last but one (rollouts.py
	       appends the environment's reply to every turn) */
	    "group=content[0][role=user].content|content[0][#2][0]|"
	    "content[0][#even][1]|content[0][0]",
	    "problem=content[0][role=user].content|content[0][#2][0]|"
	    "content[0][#even][1]|content[0][0]",
	    "response=content[0][role=assistant].content|"
	    "content[0][#2][1]|content[0][-2]",
	    "reward=rewards[0]", "length=token_loss_mask[0]", "id=idx",
	    "step=file:_data_step{}.jsonl", NULL }, 0, NULL, NULL,
	    nemo_beside, &nemo_gym },
	{ "slime", {
	    /* Sample.prompt is a string or a chat's messages */
	    "group=group_index", "id=index",
	    "problem=prompt[-1].content|prompt",
	    "response=response", "answer=label", "length=response_length",
	    "reward=reward",
	    /* the templates slime's docs give: rollout_{rollout_id}.pt
	       (trace.md, fault-tolerance.md), data_{rollout_id}.pt
	       (debug.md); --dump-details' rollout_data/{rollout_id}.pt;
	       an evaluation's id is "eval_" + the rollout's: a step of
	       its own (papo-stats --follow may read eval_0 before 0) */
	    "step=file:rollout_{}.jsonl|data_{}.jsonl|{}.jsonl", NULL },
	    0,
	    /* --dump-details DIR writes DIR/train_data/N.pt beside
	       DIR/rollout_data/N.pt (save_debug_train_data): the
	       trainer's tensors a sample, no text */
	    "train_data/", NULL,
	    slime_beside, NULL, NULL, &slime_unit },
	{ "areal", {
	    "group=prompt~{}@assistant", "id=sample_idx", "problem=prompt",
	    "response=completion", "reward=reward",
	    "step=file:rollout/{}/|eval-rollout/{}/", NULL }, 0,
	    /* the perf and session tracers' traces-rN.jsonl,
	       sessions-rN.jsonl (perf_tracer.py _default_trace_path),
	       beside rollout/ in the trial folder */
	    "perf_tracer/|session_tracer/", NULL,
	    areal_beside, NULL, areal_forms },
	{ "skyrl", {
	    "group=input_prompt", "problem=input_prompt",
	    "response=output_response",
	    "answer=env_extras.reward_model.ground_truth|"
	    "env_extras.reward_spec.ground_truth", "reward=score",
	    "step=file:global_step_{}_evals/|dumped_evals/{}/", NULL }, 0,
	    "aggregated_results.jsonl", NULL, NULL, NULL, skyrl_forms, NULL,
	    &skyrl_turns },
	{ "prime-rl", {
	    /* an episode that failed keeps traces [] (dispatcher.py):
	       no response, as verifiers' completion []; so has a trace
	       that failed before the model's first message (ok false,
	       no call: dispatcher.py's EmptyTrajectory) */
	    "group=group.id", "id=id",
	    /* a task's prompt is a string or a chat (TaskData) */
	    "problem=task.data.prompt[-1].content|task.data.prompt",
	    "response=traces[0].nodes[sampled=true].message.content|"
	    "traces[#0]|traces[ok=false].calls[#0]",
	    "answer=task.data.answer",
	    "length=traces[0].calls[-1].usage.completion_tokens",
	    "step=file:step_{}/", NULL }, 0,
	    /* the trainer's token export; FileMonitor's metrics.jsonl
	       (monitors/file.py, on by default) beside rollouts/ */
	    "token_exports/|metrics.jsonl", NULL,
	    prime_beside },
	{ "verifiers", {
	    /* a completion-format environment writes strings; the
	       v1 eval writes episodes (traces.jsonl), as prime-rl */
	    "group=example_id|group.id|task.key",
	    "problem=prompt[-1].content|prompt|"
	    "task.data.prompt[-1].content|task.data.prompt",
	    "response=completion[role=assistant].content|completion|"
	    "traces[0].nodes[sampled=true].message.content|traces[#0]|"
	    "traces[ok=false].calls[#0]",
	    "answer=answer|task.data.answer",
	    "reward=reward", "length=token_usage.output_tokens|"
	    "traces[0].calls[-1].usage.completion_tokens",
	    "step=file:{}/results.jsonl|{}/traces.jsonl", NULL }, 0, NULL },
	{ "orz", {
	    /* iterN_generation_results.json (a JSON array), and the
	       eval_output_iterN_*.jsonl of its evaluation */
	    "group=prompt", "problem=prompt",
	    "response=outputs.response|output", "answer=answer",
	    "acc=outputs.iscorrect|iscorrect", "step=file:iter{}_", NULL },
	    0, NULL },
	{ "rllm", {
	    /* an episode a file, pretty-printed JSON */
	    "group=task_hash", "id=episode_id",
	    "problem=task.question|task.problem",
	    "response=trajectories[-1].steps[-1].model_response",
	    "answer=task.ground_truth|task.answer", "acc=is_correct",
	    "reward=trajectories[-1].reward", "step=training_step", NULL },
	    0, "batch_summary.json" },
	{ "lm-eval", {
	    /* resps[0] holds a document's `repeats` responses: a record
	       each, resps[0] then the one response; a document is
	       written once a filter (evaluator.py: gsm8k's strict-match
	       and flexible-extract), the same responses and its own
	       exact_match: the filter is the step, a run of its own */
	    "group=doc_hash", "id=doc_id",
	    "problem=arguments.gen_args_0.arg_0", "response=resps[0]",
	    "answer=target", "acc=exact_match", "step=filter", NULL }, 0,
	    NULL,
	    "resps[0]" },
};

static const char *
preset_name(int i)
{
	return presets[i].name;
}

const char *
papo_fields_presets(void)
{
	return "default, verl, trl, roll, nemo-rl, slime, areal, skyrl, "
	    "prime-rl, verifiers, orz, rllm, lm-eval";
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
	if (p == NULL) {
		const char *near = papo_nearest(name, strlen(name),
		    preset_name, (int)(sizeof(presets) / sizeof(presets[0])));

		return papo_err_set(e, PAPO_EX_USAGE, "one of: %s%s%s%s",
		    papo_fields_presets(), near ? "; did you mean '" : "",
		    near ? near : "", near ? "'?" : "");
	}
	for (i = 0; p->map[i]; i++)
		if (papo_fields_set(f, p->map[i], e) < 0)
			abort();	/* the table is known to be good */
	f->columns = p->columns;
	f->skip_file = p->skip;
	f->beside = p->beside;
	f->refuse = p->refuse;
	f->forms = p->forms;
	f->unit = p->unit;
	f->turns = p->turns;
	f->repeats = p->repeats;
	f->runs = p->runs;
	f->eval_key = p->eval_key;
	if (p->explode && papo_fields_explode(f, p->explode, e) < 0)
		abort();	/* the table is known to be good */
	f->preset = p->name;
	f->given = 0;
	return 0;
}

char *
papo_beside_path(const struct papo_beside *b, const char *path)
{
	size_t sl = strlen(b->dir), pl = strlen(path), tl, at;
	const char *q = NULL, *c;
	char *alt;
	int prefix = sl > 0 && b->dir[sl - 1] == '_';

	/* a folder, or (dir ending in '_') the start of a file's name */
	for (c = path; (c = strstr(c, b->dir)) != NULL; c++)
		if ((c == path || c[-1] == '/') && (prefix ?
		    strchr(c, '/') == NULL : c[sl] == '/'))
			q = c;
	if (q == NULL)
		return NULL;
	at = (size_t)(q - path);
	tl = strlen(b->sibling);
	alt = papo_xmalloc(pl - sl + tl + 1);
	memcpy(alt, path, at);
	memcpy(alt + at, b->sibling, tl);
	memcpy(alt + at + tl, q + sl, pl - at - sl + 1);
	return alt;
}

/* The offset past the last folder of path named dir and its '/', or
   0. */
static size_t
last_folder(const char *path, const char *dir)
{
	size_t sl = strlen(dir), r = 0;
	const char *c;

	for (c = path; (c = strstr(c, dir)) != NULL; c++)
		if ((c == path || c[-1] == '/') && c[sl] == '/')
			r = (size_t)(c - path) + sl + 1;
	return r;
}

int
papo_fields_beside_eval(const struct papo_beside *b, const char *path)
{
	size_t sl = strlen(b->dir);
	char *alt;

	if (!b->eval)
		return 0;
	if (sl > 0 && b->dir[sl - 1] == '_') {
		alt = papo_beside_path(b, path);
		free(alt);
		return alt != NULL;
	}
	return last_folder(path, b->dir) > last_folder(path, b->sibling);
}

/*
 * The part of path that the one pattern pat (len bytes, one "{}")
 * gives: *found and *nd; -1 when path does not match.
 */
static int
file_step_one(const char *pat, size_t len, const char *path,
    const char **found, size_t *nd)
{
	const char *b = strstr(pat, "{}");
	size_t pre = (size_t)(b - pat), post = len - pre - 2;
	const char *q, *d;

	/*
	 * The last place where the prefix, then part of one component,
	 * then the suffix match (the part as short as it can be); without
	 * a prefix the part starts a component.
	 */
	*found = NULL;
	for (q = path; *q; q++) {
		if (strncmp(q, pat, pre) != 0)
			continue;
		/* a part that starts a component, or a prefix that holds
		   a whole component ("rollout/{}/"), starts one: AReaL's
		   eval-rollout/3/ is not rollout/3/ */
		if ((pre == 0 || memchr(pat, '/', pre) != NULL) &&
		    q > path && q[-1] != '/')
			continue;
		for (d = q + pre; *d && *d != '/'; d++)
			if (d > q + pre && strncmp(d, b + 2, post) == 0 &&
			    (post > 0 || d[0] == '\0'))
				break;
		if (d == q + pre || strncmp(d, b + 2, post) != 0 ||
		    (post == 0 && *d != '\0'))
			continue;
		*found = q + pre;
		*nd = (size_t)(d - *found);
	}
	return *found ? 0 : -1;
}

int
papo_fields_file_step(const struct papo_fields *f, const char *path,
    struct papo_buf *out)
{
	const char *pat = f->step_file, *bar, *found = NULL;
	size_t nd = 0, k;
	int digits = 1;

	/* alternatives: the first that matches */
	for (;; pat = bar + 1) {
		bar = strchr(pat, '|');
		if (file_step_one(pat, bar ? (size_t)(bar - pat) :
		    strlen(pat), path, &found, &nd) == 0)
			break;
		if (bar == NULL)
			return -1;
	}
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

static void records_hint(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, struct papo_buf *hint);

int
papo_fields_no_step(const struct papo_fields *f, const char *file,
    const struct papo_json *j, struct papo_err *e)
{
	struct papo_buf hint = PAPO_BUF_INIT;

	/* a file of another layout misses its step first: name it */
	if (j != NULL)
		records_hint(f, PAPO_F_RESPONSE, j, &hint);
	papo_err_set(e, PAPO_EX_DATAERR, "no field '%s', and %s "
	    "the step pattern '%s'%s%s%s", f->path[PAPO_F_STEP].spec,
	    strcmp(file, "<stdin>") == 0 ? "standard input has no file name "
	    "to match" : "the file name does not match", f->step_file,
	    f->preset ? " of --preset " : "", f->preset ? f->preset : "",
	    hint.len ? hint.s : "");
	papo_buf_release(&hint);
	return -1;
}

int
papo_fields_no_step_note(const struct papo_fields *f, const char *file,
    unsigned long long line, unsigned long long n, struct papo_err *e)
{
	struct papo_err why;

	papo_err_clear(&why);
	(void)papo_fields_no_step(f, file, NULL, &why);
	return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %llu record%s "
	    "written without a step: %s; papo-advantage and papo-stats need "
	    "one: %s, or add it to each record (jq -c '.step = N')", file,
	    line, n, n == 1 ? "" : "s", why.msg, strcmp(file, "<stdin>") ==
	    0 ? "name the dump's file instead of standard input" : "give a "
	    "step pattern its path matches (--field step=file:PATTERN)");
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

/*
 * A number or a flag as Python's str() writes it, in a string: verl's
 * writer (json.dumps(..., default=str)) turns a numpy scalar that
 * escaped .tolist() into its str(), "1.0" or "True".  A number's whole
 * text (as JSON writes it, no space, no sign but '-') is read; a bool
 * only as str() and JSON spell it.  Only where a framework's value is
 * read (reward, r_proc, length, acc): what papo writes is a number.
 */
static int
str_number(const struct papo_json *j, int i, double *x)
{
	return papo_json_type(j, i) == PAPO_JSON_STRING ?
	    papo_json_step_num(j, i, x) : -1;
}

static int
str_flag(const struct papo_json *j, int i, int *flag)
{
	static const char *const word[] = { "False", "True", "false",
	    "true" };
	size_t len, k;
	int esc;
	const char *s;
	double x;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return -1;
	if (str_number(j, i, &x) == 0) {
		if (x != 0.0 && x != 1.0)
			return -1;
		*flag = x == 1.0;
		return 0;
	}
	s = papo_json_str_raw(j, i, &len, &esc);
	for (k = 0; k < 4; k++)
		if (!esc && len == strlen(word[k]) &&
		    memcmp(s, word[k], len) == 0) {
			*flag = (int)(k & 1);
			return 0;
		}
	return -1;
}

/* Is name a path jq reads as it is (keys of word characters, [N])? */
static int
jq_path(const char *name)
{
	const char *p = name;

	while (*p != '\0') {
		if (*p == '[') {
			if (*++p == '-')
				p++;
			if (*p < '0' || *p > '9')
				return 0;
			p += strspn(p, "0123456789");
			if (*p++ != ']')
				return 0;
		} else if (p == name || *p == '.') {
			p += *p == '.';
			if (*p == '\0' || strchr("0123456789", *p) != NULL ||
			    strspn(p, "abcdefghijklmnopqrstuvwxyz"
			    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == 0)
				return 0;
			p += strspn(p, "abcdefghijklmnopqrstuvwxyz"
			    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
		} else
			return 0;
	}
	return p != name;
}

/*
 * A string where a number is read that is no number: its text, and for
 * a NaN or an infinity as Python's str() writes a numpy float's (verl's
 * writer, json.dumps(..., default=str)) the jq that makes it null (no
 * value, as papo writes one), when the field's name is a jq path.
 */
static int
not_number_str(const struct papo_json *j, int i, const char *name,
    struct papo_err *e)
{
	static const char *const word[] = { "nan", "NaN", "inf", "-inf",
	    "Infinity", "-Infinity", NULL };
	size_t len, k;
	int esc;
	const char *s = papo_json_str_raw(j, i, &len, &esc);

	for (k = 0; !esc && word[k] != NULL; k++)
		if (len == strlen(word[k]) && memcmp(s, word[k], len) == 0)
			break;
	if (esc || word[k] == NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be "
		    "a number, not the string \"%.*s%s\"", name,
		    (int)(len > 40 ? 40 : len), s, len > 40 ? "..." : "");
	if (!jq_path(name))
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is \"%s\", "
		    "no number: a %s as Python's str() writes a numpy "
		    "float's (verl's writer); write null there", name,
		    word[k], k < 2 ? "NaN" : "infinity");
	return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is \"%s\", no "
	    "number: a %s as Python's str() writes a numpy float's (verl's "
	    "writer); to read it as no value, null: jq -c '.%s |= (if . == "
	    "\"%s\" then null else . end)' " PAPO_MSG_FILE
	    " > fixed.jsonl, and read fixed.jsonl", name,
	    word[k], k < 2 ? "NaN" : "infinity", name, word[k]);
}

int
papo_field_number(const struct papo_json *j, int i, int role,
    const char *name, double *x, struct papo_err *e)
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
	if (papo_json_num(j, i, x) == 0 || ((role == PAPO_F_REWARD ||
	    role == PAPO_F_R_PROC || role == PAPO_F_LENGTH) &&
	    str_number(j, i, x) == 0))
		return 1;
	if (papo_json_type(j, i) == PAPO_JSON_NUMBER)
		return out_of_range(j, i, name, e);
	if (role == PAPO_F_REWARD &&
	    (papo_json_type(j, i) == PAPO_JSON_TRUE ||
	    papo_json_type(j, i) == PAPO_JSON_FALSE)) {
		/* a reward function's bool, as Python's True == 1 */
		*x = papo_json_type(j, i) == PAPO_JSON_TRUE;
		return 1;
	}
	if (papo_json_type(j, i) == PAPO_JSON_OBJECT &&
	    j->tok[i].size > 0) {
		/* slime's reward with --reward-key, a reward function's dict */
		struct papo_buf m = PAPO_BUF_INIT;

		papo_fields_members(j, i, &m);
		papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a number, "
		    "not an object; its members are %s (name one: --field "
		    "%s=%s.%.*s)", name, m.s, role >= 0 &&
		    role < PAPO_F_NROLES ? role_names[role] : "ROLE", name,
		    (int)strcspn(m.s, ","), m.s);
		papo_buf_release(&m);
		return -1;
	}
	if (papo_json_type(j, i) == PAPO_JSON_STRING && (role ==
	    PAPO_F_REWARD || role == PAPO_F_R_PROC || role == PAPO_F_LENGTH))
		return not_number_str(j, i, name, e);
	return papo_err_set(e, PAPO_EX_DATAERR,
	    "field '%s' must be a number, not %s", name,
	    papo_json_type_name(papo_json_type(j, i)));
}

/* Is the verify field at token i a verdict of papo-verify's? -1: bad. */
static int
verdict(const struct papo_json *j, int i)
{
	static const char *const v[] = { "equal", "not_equal", "no_answer",
	    "uncertain", NULL };
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
	int flag, has_reward, line, scored = 0, k;

	memset(o, 0, sizeof(*o));
	o->correct = -1;
	if ((k = papo_field_number(j, tok[PAPO_OC_R_OUT], PAPO_F_R_OUT,
	    name[PAPO_OC_R_OUT], &o->r_out, e)) < 0)
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
	/* no verdict, and acc and reward the line's: neither is read */
	line = o->verified && papo_fields_line_marked(j);
	if ((has_reward = line ? 0 : papo_field_number(j,
	    tok[PAPO_OC_REWARD], PAPO_F_REWARD, name[PAPO_OC_REWARD],
	    &reward, e)) < 0)
		return -1;
	/* 2: acc */
	k = line ? -1 : tok[PAPO_OC_ACC];
	if (k >= 0 && papo_json_type(j, k) != PAPO_JSON_NULL) {
		if (papo_json_flag(j, k, &flag) < 0 &&
		    str_flag(j, k, &flag) < 0)
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
	if (o->has_out) {
		o->correct = o->r_out == 1.0;
		o->from_reward = 1;
	}
	return 0;
}

void
papo_outcome_scale(const struct papo_fields *f, struct papo_outcome *o)
{
	if (f->has_correct_at && o->from_reward)
		o->correct = o->r_out >= f->correct_at;
}

/*
 * Is s[0..n) an integer as a number's shortest text writes it, or one
 * written out in full past 15 digits?  Such an id (a 64-bit hash, a
 * time in nanoseconds) keeps its digits: as a double, 1700000000000000001
 * and 1700000000000000002 would be one group.
 */
static int
canon_int(const char *s, size_t n)
{
	size_t i = n > 0 && s[0] == '-';

	if (i >= n || (s[i] == '0' && (n > i + 1 || i > 0)))
		return 0;
	for (; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return 1;
}

/*
 * Token i's text when it is already a number's shortest text (the
 * usual step: 12), else the number's, appended to scratch at *off (-1
 * into *off: not a number, or out of range, or as written).
 */
static const char *
num_text(const struct papo_json *j, int i, int step, size_t *len,
    struct papo_buf *scratch, size_t *off)
{
	const char *raw = papo_json_raw(j, i, len);
	double x;

	*off = (size_t)-1;
	if (papo_json_type(j, i) == PAPO_JSON_NUMBER && canon_int(raw, *len))
		return raw;
	if (step ? papo_json_step_num(j, i, &x) < 0 :
	    papo_json_type(j, i) != PAPO_JSON_NUMBER ||
	    papo_json_num(j, i, &x) < 0)
		return NULL;
	*off = scratch->len;
	/* 1e16 as the digits 10000000000000000 are kept (canon_int) */
	if ((x >= 1e15 || x <= -1e15) && x < 9e18 && x > -9e18 &&
	    x == (double)(long long)x)
		papo_buf_addf(scratch, "%.0f", x);
	else
		papo_json_put_num(scratch, x == 0 ? 0 : x);
	*len = scratch->len - *off;
	return raw;
}

/*
 * Token i as canonical JSON into out: no spaces, an object's members
 * sorted by key (the bytes of the key, unescaped), strings escaped as
 * papo_json_put_str writes them, numbers as their shortest text (as
 * written when out of range): two values that differ only in spacing,
 * escapes or key order have one text.  tmp: the caller's scratch.
 */
static void
canon_json(const struct papo_json *j, int i, struct papo_buf *out,
    struct papo_buf *tmp)
{
	const struct papo_jtok *t = &j->tok[i];
	struct member { size_t off, len; int val; } *m;
	struct papo_buf keys = PAPO_BUF_INIT;
	size_t k, a, b;
	int c;
	double x;

	switch (t->type) {
	case PAPO_JSON_STRING:
		papo_buf_reset(tmp);
		papo_json_str(j, i, tmp);
		papo_json_put_str(out, tmp->s, tmp->len);
		return;
	case PAPO_JSON_NUMBER:
		if (papo_json_num(j, i, &x) == 0) {
			papo_json_put_num(out, x == 0 ? 0 : x);
			return;
		}
		break;
	case PAPO_JSON_ARRAY:
		papo_buf_addc(out, '[');
		for (k = 0, c = i + 1; k < t->size; k++,
		    c = (int)j->tok[c].next) {
			if (k)
				papo_buf_addc(out, ',');
			canon_json(j, c, out, tmp);
		}
		papo_buf_addc(out, ']');
		return;
	case PAPO_JSON_OBJECT:
		/* the keys, unescaped, one after another in keys */
		m = papo_xcalloc(t->size ? t->size : 1, sizeof(*m));
		for (k = 0, c = i + 1; k < t->size; k++,
		    c = (int)j->tok[c + 1].next) {
			papo_buf_reset(tmp);
			papo_json_str(j, c, tmp);
			m[k].off = keys.len;
			m[k].len = tmp->len;
			m[k].val = c + 1;
			papo_buf_add(&keys, tmp->s, tmp->len);
		}
		/* sorted by key: an insertion sort (objects are small) */
		for (a = 1; a < t->size; a++)
			for (b = a; b > 0; b--) {
				struct member *p = &m[b - 1], *q = &m[b], sw;
				size_t n = p->len < q->len ? p->len : q->len;
				int d = memcmp(keys.s + p->off, keys.s + q->off,
				    n);

				if (d < 0 || (d == 0 && p->len <= q->len))
					break;
				sw = *p;
				*p = *q;
				*q = sw;
			}
		papo_buf_addc(out, '{');
		for (k = 0; k < t->size; k++) {
			if (k)
				papo_buf_addc(out, ',');
			papo_json_put_str(out, keys.s + m[k].off, m[k].len);
			papo_buf_addc(out, ':');
			canon_json(j, m[k].val, out, tmp);
		}
		papo_buf_addc(out, '}');
		papo_buf_release(&keys);
		free(m);
		return;
	default:
		break;
	}
	papo_buf_add(out, j->s + t->start, t->end - t->start);
}

void
papo_group_id_read(struct papo_group_id *g, const struct papo_json *j,
    const struct papo_path *gp, int group, int step, const char *filestep,
    struct papo_buf *scratch)
{
	size_t koff = (size_t)-1, soff = (size_t)-1, coff, clen;

	memset(g, 0, sizeof(*g));
	papo_buf_reset(scratch);
	g->keytype = (int)papo_json_type(j, group);
	if (g->keytype == PAPO_JSON_STRING) {
		g->key = papo_json_key(j, group, scratch, &g->keylen);
		if (g->key == scratch->s)
			koff = 0;
		/* "uid~{}_#_#": the part of the text the pattern names;
		   "prompt~{}@assistant", a path of one alternative: a
		   chat's prompt, before its one assistant turn
		   (papo_fields_prompt_len) */
		if (gp != NULL && gp->alt == NULL && gp->cut != NULL &&
		    strcmp(gp->cut, "{}@assistant") == 0) {
			if ((clen = papo_fields_prompt_len(g->key,
			    g->keylen)) > 0)
				g->keylen = clen;
		} else if (gp != NULL && papo_path_cut(j, gp, group, g->key,
		    g->keylen, &coff, &clen)) {
			g->key += coff;
			g->keylen = clen;
			if (koff != (size_t)-1)
				koff = coff;
		}
	} else if (g->keytype == PAPO_JSON_ARRAY ||
	    g->keytype == PAPO_JSON_OBJECT) {
		struct papo_buf tmp = PAPO_BUF_INIT;

		koff = scratch->len;
		canon_json(j, group, scratch, &tmp);
		g->keylen = scratch->len - koff;
		papo_buf_release(&tmp);
	} else if (g->keytype != PAPO_JSON_NUMBER ||
	    (g->key = num_text(j, group, 0, &g->keylen, scratch,
	    &koff)) == NULL)
		g->key = papo_json_raw(j, group, &g->keylen);
	if (filestep != NULL) {
		g->step = filestep;
		g->steplen = strlen(filestep);
	} else if (step >= 0 && (g->step = num_text(j, step, 1, &g->steplen,
	    scratch, &soff)) == NULL)
		g->step = papo_json_raw(j, step, &g->steplen);
	/* scratch may have moved: the pointers into it last */
	if (koff != (size_t)-1) {
		g->key = scratch->s + koff;
		g->key_scratch = 1;
	}
	if (soff != (size_t)-1) {
		g->step = scratch->s + soff;
		g->step_scratch = 1;
	}
}

static int
size_cmp(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

size_t
papo_group_mode(size_t *sz, size_t n)
{
	size_t k, run, mode = 0, best = 0;

	/* sizes mostly come sorted (every group of a step alike) */
	for (k = 1; k < n && sz[k - 1] <= sz[k]; k++)
		;
	if (k < n)
		qsort(sz, n, sizeof(*sz), size_cmp);
	for (k = 0; k < n; k += run) {
		for (run = 1; k + run < n && sz[k + run] == sz[k]; run++)
			;
		if (run > best) {
			best = run;
			mode = sz[k];
		}
	}
	return mode;
}

void
papo_group_merged_why(struct papo_buf *b, size_t n, size_t mode)
{
	papo_buf_addf(b, " has %zu records, most groups of its step %zu (a "
	    "prompt sampled twice? --group-size %zu splits it)", n, mode,
	    mode);
}

uint64_t
papo_group_id_hash(const struct papo_group_id *g)
{
	uint64_t h = papo_hash64(g->key, g->keylen, (uint64_t)g->keytype);

	if (g->step != NULL)
		h ^= papo_hash64(g->step, g->steplen, 0x5f3759df);
	return h;
}

/*
 * Files a preset's name pattern takes whose records hold nothing to
 * score, told by the first record's keys as papo_fields_keys writes
 * them: NeMo-RL's distillation (nemo_rl/algorithms/distillation.py)
 * logs train_data_stepN.jsonl through the GRPO logger with the message
 * contents and input_lengths alone.
 */
static const struct {
	const char *preset, *keys, *what;
} census_notes[] = {
	{ "nemo-rl", "content, input_lengths, idx", "; this is NeMo-RL's "
	    "distillation log (distillation.py writes train_data_stepN.jsonl "
	    "with content and input_lengths only): no reward and no "
	    "reference, nothing papo scores" },
};

void
papo_fields_census_note(const struct papo_fields *f, const char *keys,
    struct papo_buf *out)
{
	size_t k;

	for (k = 0; f->preset != NULL && keys != NULL && k <
	    sizeof(census_notes) / sizeof(census_notes[0]); k++)
		if (strcmp(f->preset, census_notes[k].preset) == 0 &&
		    strcmp(keys, census_notes[k].keys) == 0)
			papo_buf_adds(out, census_notes[k].what);
}

int
papo_fields_no_outcome(struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR, "no record has an outcome: "
	    "papo-verify found no reference in any (verify no_reference); "
	    "give papo-verify the reference: --field answer=KEY, or the "
	    "--preset of the dump");
}

int
papo_fields_eval_rec(const struct papo_fields *f, const struct papo_json *j)
{
	struct papo_err e;
	const char *k;

	if (f->eval_key == NULL || j->ntok == 0 ||
	    j->tok[0].type != PAPO_JSON_OBJECT)
		return 0;
	k = f->eval_key->key;
	return papo_json_member(j, 0, k, strlen(k), &e) >= 0;
}

/* 1 when a file and line (f, l) comes before (g, m). */
static int
read_before(uint32_t f, uint64_t l, uint32_t g, uint64_t m)
{
	return f < g || (f == g && l < m);
}

void
papo_fields_eval_note(struct papo_eval_mix *m, int eval, uint32_t file,
    uint64_t line)
{
	if (eval && (!m->eval || read_before(file, line, m->eval_file,
	    m->eval_line))) {
		m->eval_file = file;
		m->eval_line = line;
		m->eval = 1;
	}
	if (!eval && (!m->train || read_before(file, line, m->train_file,
	    m->train_line))) {
		m->train_file = file;
		m->train_line = line;
		m->train = 1;
	}
}

void
papo_fields_eval_merge(struct papo_eval_mix *m,
    const struct papo_eval_mix *from)
{
	if (from->eval)
		papo_fields_eval_note(m, 1, from->eval_file, from->eval_line);
	if (from->train)
		papo_fields_eval_note(m, 0, from->train_file,
		    from->train_line);
}

int
papo_fields_eval_mixed(const struct papo_fields *f,
    const struct papo_eval_mix *m, const char *efile, const char *tfile,
    const char *then, struct papo_err *e)
{
	const struct papo_eval_key *k = f->eval_key;

	if (k == NULL || !m->eval || !m->train)
		return 0;
	papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %s read with %s "
	    "(%s:%llu): %s; %s", efile, (unsigned long long)m->eval_line,
	    k->why, k->train, tfile, (unsigned long long)m->train_line, then,
	    k->alone);
	return 1;
}

long
papo_fields_shard_of(const struct papo_fields *f, const struct papo_json *j,
    const char *filestep, unsigned long nshards, struct papo_buf *scratch,
    struct papo_err *e)
{
	struct papo_group_id id;
	uint64_t head, count;
	int g, st;

	if (nshards < 2)
		return 0;
	/* a later turn's group is its trajectory's first prompt, which
	   only the records before it say (papo_fields_turns) */
	if (papo_fields_turns(f, j, &head, &count) && count > 1)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' holds "
		    "%llu assistant turns: a step-wise dump's later turn, "
		    "whose group is its trajectory's first prompt, which "
		    "--shard cannot see in the record; run papo-verify and "
		    "papo-judge on the whole dump (papo-advantage and "
		    "papo-stats shard it by the trajectory)", f->turns->key,
		    (unsigned long long)count);
	if ((g = papo_json_find(j, &f->path[PAPO_F_GROUP], e)) == -2 ||
	    (st = papo_json_find(j, &f->path[PAPO_F_STEP], e)) == -2)
		return -1;
	if (g < 0)
		return 0;
	papo_group_id_read(&id, j, &f->path[PAPO_F_GROUP], g, st,
	    st >= 0 ? NULL : filestep, scratch);
	return (long)(papo_group_id_hash(&id) % nshards);
}

void
papo_fields_keys(const struct papo_json *j, struct papo_buf *out)
{
	papo_buf_reset(out);
	if (j->ntok > 0)
		papo_fields_members(j, 0, out);
}

void
papo_fields_members(const struct papo_json *j, int obj, struct papo_buf *out)
{
	struct papo_buf k = PAPO_BUF_INIT;
	size_t n, m;
	int t;

	if (j->tok[obj].type != PAPO_JSON_OBJECT)
		return;
	n = j->tok[obj].size;
	for (m = 0, t = obj + 1; m < n; m++, t = (int)j->tok[t + 1].next) {
		if (m == 24 || out->len > 400) {
			papo_buf_adds(out, ", ...");
			break;
		}
		if (m)
			papo_buf_adds(out, ", ");
		papo_buf_reset(&k);
		papo_json_str(j, t, &k);
		papo_buf_add(out, k.s, k.len > 60 ? 60 : k.len);
	}
	papo_buf_release(&k);
}

/* The first key of a preset's path "role=key..." (into buf), or NULL. */
static const char *
first_key(const char *map, const char *role, char *buf, size_t size)
{
	size_t rl = strlen(role), n;

	if (strncmp(map, role, rl) != 0 || map[rl] != '=')
		return NULL;
	map += rl + 1;
	n = strcspn(map, ".[|");
	if (n == 0 || n >= size)
		return NULL;
	memcpy(buf, map, n);
	buf[n] = '\0';
	return buf;
}

/*
 * Whether record j has a key one of the alternatives of preset map
 * entry "role=a.b|c[0]|..." starts with (1), or not (0).
 */
static int
has_alternative(const struct papo_json *j, const char *map)
{
	struct papo_err e;
	const char *a = strchr(map, '=') + 1;
	size_t n;

	for (;;) {
		n = strcspn(a, ".[|~");
		if (n > 0 && papo_json_member(j, 0, a, n, &e) >= 0)
			return 1;
		a += strcspn(a, "|");
		if (*a++ == '\0')
			return 0;
	}
}

/*
 * A preset whose response and problem keys record j has, and, when
 * role is not NULL, that maps role to one of the record's keys too (a
 * preset that would not find the missing field is no hint).
 */
static const char *
guess_preset(const struct papo_json *j, const char *role)
{
	struct papo_err e;
	char key[64];
	size_t i, k, rl = role ? strlen(role) : 0;
	int hits, lacks, maps, seen, best = 0;
	const char *name = NULL;

	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return NULL;
	/* of the presets that would read the response and the problem,
	   the one that finds the most of its fields (AReaL's and
	   verifiers' dumps have TRL's prompt and completion too) */
	for (i = 0; i < sizeof(presets) / sizeof(presets[0]); i++) {
		hits = lacks = maps = seen = 0;
		for (k = 0; presets[i].map[k]; k++) {
			const char *m = presets[i].map[k], *r;

			seen += has_alternative(j, m);
			if (role && strncmp(m, role, rl) == 0 &&
			    m[rl] == '=') {
				maps = 1;
				lacks |= !has_alternative(j, m);
			}
			r = first_key(m, "response", key, sizeof(key));
			if (r == NULL)
				r = first_key(m, "problem", key, sizeof(key));
			if (r == NULL)
				continue;
			if (papo_json_member(j, 0, r, strlen(r), &e) < 0)
				break;
			hits++;
		}
		/* a preset that does not map role (AReaL's: no
		   reference) would not find it either */
		if (presets[i].map[k] == NULL && hits == 2 && !lacks &&
		    (role == NULL || maps) && seen > best) {
			best = seen;
			name = presets[i].name;
		}
	}
	return name;
}

/* ASCII letters alike but for case (a key written "Output", "GTS"). */
static int
same_but_case(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i;
	unsigned char x, y;

	if (na != nb || (na == nb && memcmp(a, b, na) == 0))
		return 0;
	for (i = 0; i < na; i++) {
		x = (unsigned char)a[i];
		y = (unsigned char)b[i];
		if (x >= 'A' && x <= 'Z')
			x = (unsigned char)(x - 'A' + 'a');
		if (y >= 'A' && y <= 'Z')
			y = (unsigned char)(y - 'A' + 'a');
		if (x != y)
			return 0;
	}
	return 1;
}

/* Keys that name a reference answer, the likeliest first. */
static const char *const ref_keys[] = { "ground_truth", "gts", "gt",
    "reference", "ref", "target", "label", "final_answer",
    "expected_answer", "gold_answer", "gold", "solution", "answer", NULL };

/*
 * A member of object obj whose key is ref_keys[r], at depth levels
 * below it at most, its path appended to path ("a.b"); 1, or 0.  A key
 * holding '.', '[' or '|' is passed over (a path would need escapes).
 */
static int
ref_below(const struct papo_json *j, int obj, size_t r, int depth,
    struct papo_buf *path)
{
	struct papo_buf k = PAPO_BUF_INIT;
	size_t m, len = path->len;
	int t, found = 0;

	for (m = 0, t = obj + 1; m < j->tok[obj].size && !found;
	    m++, t = (int)j->tok[t + 1].next) {
		papo_buf_reset(&k);
		papo_json_str(j, t, &k);
		if (k.len == 0 || k.len > 64 || strcspn(k.s, ".[|") < k.len)
			continue;
		papo_buf_add(path, ".", len ? 1 : 0);
		papo_buf_add(path, k.s, k.len);
		if ((strcmp(k.s, ref_keys[r]) == 0 || same_but_case(k.s,
		    k.len, ref_keys[r], strlen(ref_keys[r]))) &&
		    papo_json_type(j, t + 1) != PAPO_JSON_OBJECT &&
		    papo_json_type(j, t + 1) != PAPO_JSON_NULL)
			found = 1;
		else if (depth > 0 &&
		    papo_json_type(j, t + 1) == PAPO_JSON_OBJECT)
			found = ref_below(j, t + 1, r, depth - 1, path);
		if (!found)
			papo_buf_truncate(path, len);
	}
	papo_buf_release(&k);
	return found;
}

int
papo_fields_ref_guess(const struct papo_json *j, struct papo_buf *out)
{
	size_t r;
	int depth;

	papo_buf_reset(out);
	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return 0;
	for (depth = 0; depth < 3; depth++)
		for (r = 0; ref_keys[r]; r++)
			if (ref_below(j, 0, r, depth, out))
				return 1;
	return 0;
}

void
papo_census_init(struct papo_census *c)
{
	memset(c, 0, sizeof(*c));
}

void
papo_census_release(struct papo_census *c)
{
	size_t i;

	for (i = 0; i < c->nfile; i++) {
		free(c->keys[i]);
		free(c->guess[i]);
	}
	free(c->guess);
	free(c->seen);
	free(c->have);
	free(c->line);
	free(c->keys);
	free(c->preset);
	memset(c, 0, sizeof(*c));
}

static void
census_grow(struct papo_census *c, size_t n)
{
	size_t cap = c->nfile, i;

	if (n <= c->nfile)
		return;
	c->seen = papo_xrealloc(c->seen, n * sizeof(*c->seen));
	c->have = papo_xrealloc(c->have, n * sizeof(*c->have));
	c->line = papo_xrealloc(c->line, n * sizeof(*c->line));
	c->keys = papo_xrealloc(c->keys, n * sizeof(*c->keys));
	c->guess = papo_xrealloc(c->guess, n * sizeof(*c->guess));
	c->preset = papo_xrealloc(c->preset, n * sizeof(*c->preset));
	for (i = cap; i < n; i++) {
		c->seen[i] = c->have[i] = c->line[i] = 0;
		c->keys[i] = c->guess[i] = NULL;
		c->preset[i] = NULL;
	}
	c->nfile = n;
}

void
papo_census_note(struct papo_census *c, uint32_t file, uint64_t lineno,
    const struct papo_json *j, int have)
{
	struct papo_buf b = PAPO_BUF_INIT;

	census_grow(c, (size_t)file + 1);
	c->seen[file]++;
	if (have) {
		c->have[file]++;
		return;
	}
	if (c->line[file] && c->line[file] < lineno)
		return;
	c->line[file] = lineno;
	papo_fields_keys(j, &b);
	free(c->keys[file]);
	c->keys[file] = papo_buf_detach(&b, NULL);
	free(c->guess[file]);
	c->guess[file] = papo_fields_ref_guess(j, &b) ?
	    papo_buf_detach(&b, NULL) : NULL;
	papo_buf_release(&b);
	/* a preset that would find the reference, the census's field */
	c->preset[file] = guess_preset(j, "answer");
}

void
papo_census_merge(struct papo_census *to, const struct papo_census *from)
{
	size_t i;

	census_grow(to, from->nfile);
	for (i = 0; i < from->nfile; i++) {
		to->seen[i] += from->seen[i];
		to->have[i] += from->have[i];
		if (from->line[i] && (to->line[i] == 0 ||
		    from->line[i] < to->line[i])) {
			to->line[i] = from->line[i];
			free(to->keys[i]);
			to->keys[i] = papo_xstrdup(from->keys[i] ?
			    from->keys[i] : "");
			free(to->guess[i]);
			to->guess[i] = from->guess[i] ?
			    papo_xstrdup(from->guess[i]) : NULL;
			to->preset[i] = from->preset[i];
		}
	}
}

int
papo_fields_refuse(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, int tok, struct papo_err *e)
{
	struct papo_err ign;

	if (papo_fields_form_refuse(f, role, j, e) < 0)
		return -1;
	if (f->refuse == NULL || tok < 0 || (f->given & (1UL << role)) ||
	    j->tok[tok].type != PAPO_JSON_STRING ||
	    j->tok[tok].end - j->tok[tok].start != 2)
		return 0;
	if (!(f->refuse->prompt_alone && (role == PAPO_F_GROUP ||
	    role == PAPO_F_PROBLEM)) && papo_json_member(j, 0,
	    f->refuse->key, strlen(f->refuse->key), &ign) < 0)
		return 0;
	return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is \"\": this "
	    "is %s", f->path[role].spec, f->refuse->what);
}

/* A key of record j that names a prompt, for a missing group, or NULL. */
static const char *
group_key(const struct papo_json *j)
{
	static const char *const keys[] = { "uid", "group_id", "group_index",
	    "prompt_id", "example_id", "prompt", "problem", "question",
	    "input", NULL };
	struct papo_err e;
	size_t i;

	for (i = 0; keys[i]; i++)
		if (papo_json_member(j, 0, keys[i], strlen(keys[i]), &e) >= 0)
			return keys[i];
	return NULL;
}

/*
 * Dumps whose fields are JSON texts inside strings, which no path opens:
 * told by their keys (all of them members of the record), named with
 * where papo(7) converts them.
 */
static const struct layout {
	const char *keys[3];
	const char *what;
} layouts[] = {
	/* roll/pipeline/agentic/utils.py dump_rollout_trajectories: the
	   agent-native and proxy env managers' columns */
	{ { "trajectory_data", "exp_name", NULL }, "ROLL's agentic dump "
	    "(dump_rollout_trajectories), whose trajectory_data and "
	    "messages are JSON texts in strings: papo opens no string; "
	    "papo(7), INPUT FORMATS, converts it" },
	/* the OpenAI Batch API's output file, as vLLM's run_batch writes
	   it too: {id, custom_id, response: {status_code, request_id,
	   body: a chat completion}, error}; the request is not in it */
	{ { "custom_id", "response", NULL }, "an OpenAI batch output "
	    "(vLLM's run_batch writes it too): the reply is --field "
	    "response='response.body.choices[0].message.content' "
	    "(choices[0].text for /v1/completions), and its prompt and "
	    "reference are in the batch's input file: papo(7), INPUT "
	    "FORMATS, joins the two by custom_id" },
	/* prime-rl src/prime_rl/trainer/rl/token_export.py TokenExporter
	   (trainer enable_token_export): a packed sequence's token
	   columns, no text */
	{ { "schema_version", "export_sequence_idx", NULL }, "prime-rl's "
	    "token export (token_exports/step_N/rank_R.jsonl): token ids and "
	    "per-token advantages, no text and no group, nothing papo reads; "
	    "its rollouts are rollouts/step_N/train/all/traces.jsonl, read "
	    "with --preset prime-rl (which skips token_exports/)" },
	/* nemo_rl/evals/eval.py _save_evaluation_data_to_json (eval.save_path):
	   {"evaluation_data": [{prompt, response, reward, message_log,
	   extra_env_info, sample_index}, ...]}, indent=2; the last two
	   str() of a list and a dict, Python's repr, no JSON */
	{ { "evaluation_data", NULL }, "NeMo-RL's evaluation dump "
	    "(evaluation_data.json of eval.save_path), its records in one "
	    "list: jq -c '.evaluation_data[]' " PAPO_MSG_FILE " > "
	    "records.jsonl makes them records, read with --field "
	    "group=prompt --field problem=prompt --field response=response "
	    "--field reward=reward (papo-advantage -m grpo; its reference, "
	    "in extra_env_info, is a Python str() that papo does not open, "
	    "so papo-verify has none)" },
	/* atroposlib/envs/base.py BaseEnv.handle_send_to_api
	   (data_path_to_save_groups): a ScoredDataGroup a line, its
	   completions in lists side by side (tokens, masks, scores,
	   messages: a chat a completion); no reference, no prompt id */
	{ { "masks", "scores", NULL }, "an Atropos environment's saved "
	    "groups (data_path_to_save_groups): a group a line, no "
	    "reference, no prompt; jq -c 'input_line_number as $n | "
	    "range(.scores | length) as $i | {group: $n, response: "
	    ".messages[$i][-1].content, reward: .scores[$i]}' "
	    PAPO_MSG_FILE " > records.jsonl makes a record a completion "
	    "(papo-advantage -m grpo, papo-stats; papo(7), INPUT "
	    "FORMATS)" },
	{ { NULL }, NULL }
};

/* Is token i a string equal to lit? */
static int
str_is(const struct papo_json *j, int i, const char *lit)
{
	size_t len;
	int esc;
	const char *s;

	if (i < 0 || papo_json_type(j, i) != PAPO_JSON_STRING)
		return 0;
	s = papo_json_str_raw(j, i, &len, &esc);
	return !esc && len == strlen(lit) && memcmp(s, lit, len) == 0;
}

/*
 * A chat's record, {"messages": [{"role": ..., "content": ...}, ...]}
 * (chat datasets, evaluation logs): the paths that read it when its
 * last message is the assistant's, the response; else what it lacks.
 */
static void
chat_hint(const struct papo_json *j, struct papo_buf *hint)
{
	struct papo_err e;
	size_t k;
	int m, t, last = -1, role;

	if ((m = papo_json_member(j, 0, "messages", 8, &e)) < 0 ||
	    papo_json_type(j, m) != PAPO_JSON_ARRAY || j->tok[m].size == 0)
		return;
	for (k = 0, t = m + 1; k < j->tok[m].size; k++,
	    t = (int)j->tok[t].next)
		last = t;
	if (papo_json_type(j, last) != PAPO_JSON_OBJECT ||
	    (role = papo_json_member(j, (size_t)last, "role", 4, &e)) < 0 ||
	    papo_json_type(j, role) != PAPO_JSON_STRING)
		return;
	if (str_is(j, role, "assistant"))
		papo_buf_addf(hint, ": this is a chat's messages, the last "
		    "the assistant's: --field "
		    "response='messages[role=assistant].content' --field "
		    "problem='messages[role=user].content' --field "
		    "group='messages[role=user].content' read it");
	else
		papo_buf_addf(hint, ": this is a chat's messages, whose last "
		    "is no assistant's: it holds no response");
}

/*
 * A record that is one object holding the records in a list (a file
 * json.dump'ed as {"data": [{...}, ...]}, beside other lists or objects
 * but no scalar): the first member of the top level that is a list of
 * objects, the first of which has the first key of one of spec's
 * alternatives, named with the jq(1) command that makes its elements
 * records, into hint.
 */
static void
list_hint(const struct papo_json *j, const char *spec, struct papo_buf *hint)
{
	static const char word[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
	struct papo_buf k = PAPO_BUF_INIT;
	struct papo_err e;
	const char *a;
	size_t m, len, kl;
	int t, arr = -1, found = 0;

	/* a line with a scalar of its own (a prompt, a score) holds its
	   list's elements as parts of it, not as records */
	for (m = 0, t = 1; m < j->tok[0].size; m++, t = (int)j->tok[t + 1].next)
		if (papo_json_type(j, t + 1) != PAPO_JSON_ARRAY &&
		    papo_json_type(j, t + 1) != PAPO_JSON_OBJECT)
			return;
	for (m = 0, t = 1; m < j->tok[0].size && !found;
	    m++, t = (int)j->tok[t + 1].next) {
		if (papo_json_type(j, t + 1) != PAPO_JSON_ARRAY ||
		    j->tok[t + 1].size == 0 ||
		    papo_json_type(j, t + 2) != PAPO_JSON_OBJECT)
			continue;
		for (a = spec; *a && !found; a += len + (a[len] != '\0')) {
			len = strcspn(a, "|");
			kl = strcspn(a, ".[~|");
			found = kl > 0 && papo_json_member(j, (size_t)t + 2, a,
			    kl, &e) >= 0;
		}
		papo_buf_reset(&k);
		papo_json_str(j, t, &k);
		if (found && (k.len == 0 || strspn(k.s, word) != k.len ||
		    (k.s[0] >= '0' && k.s[0] <= '9')))
			found = 0;	/* no name jq reads bare */
		arr = t + 1;
	}
	if (found)
		papo_buf_addf(hint, ": the file is one object holding its "
		    "records in the list '%s' (%u of them), not records one "
		    "after another; jq -c '.%s[]' " PAPO_MSG_FILE " > "
		    "records.jsonl makes them records", k.s,
		    (unsigned)j->tok[arr].size, k.s);
	papo_buf_release(&k);
}

/* The layout of record j that papo cannot read as it is, into hint. */
static void
layout_hint(const struct papo_json *j, struct papo_buf *hint)
{
	const struct layout *l;
	struct papo_err e;
	size_t k;

	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return;
	for (l = layouts; l->what != NULL; l++) {
		for (k = 0; l->keys[k] != NULL; k++)
			if (papo_json_member(j, 0, l->keys[k],
			    strlen(l->keys[k]), &e) < 0)
				break;
		if (l->keys[k] == NULL) {
			papo_buf_addf(hint, ": this is %s", l->what);
			return;
		}
	}
	chat_hint(j, hint);
}

/*
 * The layout of record j, or the list that holds its records (looked
 * for by role's path, then by the response's), into hint.
 */
static void
records_hint(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, struct papo_buf *hint)
{
	layout_hint(j, hint);
	if (hint->len == 0 && j->ntok > 0 && j->tok[0].type ==
	    PAPO_JSON_OBJECT)
		list_hint(j, f->path[role].spec, hint);
	if (hint->len == 0 && role != PAPO_F_RESPONSE && j->ntok > 0 &&
	    j->tok[0].type == PAPO_JSON_OBJECT)
		list_hint(j, f->path[PAPO_F_RESPONSE].spec, hint);
}

void
papo_fields_layout_hint(const struct papo_json *j, struct papo_buf *hint)
{
	layout_hint(j, hint);
}

/*
 * One of spec's alternatives with its first key spelt as a top-level
 * key of record j that differs from it but for case ("Output" for
 * output, "Reward_Model.ground_truth" for reward_model.ground_truth),
 * into out; 1, or 0.
 */
static int
case_key(const struct papo_json *j, const char *spec, struct papo_buf *out)
{
	struct papo_buf k = PAPO_BUF_INIT;
	const char *a;
	size_t m, len, kl = 0;
	int t, found = 0;

	if (j->ntok == 0 || j->tok[0].type != PAPO_JSON_OBJECT)
		return 0;
	for (a = spec; *a; a += len + (a[len] != '\0')) {
		len = strcspn(a, "|");
		kl = strcspn(a, ".[~|");
		for (m = 0, t = 1; m < j->tok[0].size && !found;
		    m++, t = (int)j->tok[t + 1].next) {
			papo_buf_reset(&k);
			papo_json_str(j, t, &k);
			found = same_but_case(k.s, k.len, a, kl);
		}
		if (found)
			break;
	}
	if (found) {
		papo_buf_add(out, k.s, k.len);
		papo_buf_add(out, a + kl, len - kl);
	}
	papo_buf_release(&k);
	return found;
}

/*
 * After "--field ROLE=Key" in out, the same for every other role read
 * from a dump (group to reward) whose field j lacks and has in another
 * case: a TRL dump's "Prompt" and "Completion" named in one message.
 */
static void
case_keys(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, struct papo_buf *out)
{
	struct papo_buf k = PAPO_BUF_INIT;
	int r;

	for (r = PAPO_F_GROUP; r <= PAPO_F_REWARD; r++) {
		if (r == (int)role || f->path[r].spec == NULL ||
		    papo_json_find(j, &f->path[r], NULL) != -1)
			continue;
		papo_buf_reset(&k);
		if (case_key(j, f->path[r].spec, &k) && strspn(k.s,
		    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789_.-") == k.len)
			papo_buf_addf(out, " --field %s=%s",
			    papo_fields_role_name((enum papo_role)r), k.s);
	}
	papo_buf_release(&k);
}

/*
 * What a preset's dump without its group field is, and what reads its
 * groups, by preset: ROLL's VLM pipeline (rlvr_vlm_pipeline.py, through
 * the RLVR writer) keeps only COLUMMNS_CONFIG's columns, and its
 * dataset has neither id nor prompt; its scheduler returns a prompt's
 * responses together.
 */
static const struct {
	const char *preset, *what;
} nogroup_hints[] = {
	{ "roll", "; ROLL's VLM pipeline (rlvr_vlm_pipeline.py) dumps no id "
	    "and no prompt: a prompt's num_return_sequences responses are "
	    "contiguous, papo-advantage --blocks N reads them as groups "
	    "(papo-stats then groups none)" },
	{ "slime", "; slime's evaluation dump (rollout_data/eval_N.pt, "
	    "save_debug_rollout_data) sets no group_index: a prompt's "
	    "n_samples_per_eval_prompt samples are in a row, by index, so "
	    "--field group=prompt reads them as groups" },
};

void
papo_fields_nogroup_hint(const struct papo_fields *f, struct papo_buf *hint)
{
	size_t k;

	if (f->given & (1UL << PAPO_F_GROUP))
		return;		/* the user's group, not the preset's */
	for (k = 0; f->preset != NULL && k < sizeof(nogroup_hints) /
	    sizeof(nogroup_hints[0]); k++)
		if (strcmp(f->preset, nogroup_hints[k].preset) == 0)
			papo_buf_adds(hint, nogroup_hints[k].what);
}

int
papo_fields_missing(const struct papo_fields *f, enum papo_role role,
    const struct papo_json *j, struct papo_err *e)
{
	struct papo_buf keys = PAPO_BUF_INIT, hint = PAPO_BUF_INIT;
	struct papo_buf ck = PAPO_BUF_INIT, cs = PAPO_BUF_INIT;
	const char *rn = papo_fields_role_name(role);
	const char *pre = guess_preset(j, rn), *key = NULL;

	if (pre && f->preset && strcmp(pre, f->preset) == 0)
		pre = NULL;
	papo_fields_keys(j, &keys);
	/* a list of whole records is no group of one prompt's outputs */
	if (role == PAPO_F_RESPONSE && j->ntok > 0 &&
	    j->tok[0].type == PAPO_JSON_OBJECT) {
		layout_hint(j, &cs);	/* a layout named says more */
		if (cs.len == 0)
			list_hint(j, f->path[role].spec, &hint);
		papo_buf_reset(&cs);
	}
	if (role == PAPO_F_RESPONSE && hint.len == 0 &&
	    papo_fields_explode_hint(f, j, -1, &hint))
		pre = NULL;
	if (role == PAPO_F_GROUP && j->ntok > 0 &&
	    j->tok[0].type == PAPO_JSON_OBJECT)
		key = group_key(j);
	if (case_key(j, f->path[role].spec, &cs)) {
		/* every field of the record in another case, at once */
		papo_buf_addf(&ck, "; in the record's case: --field %s=%s",
		    rn, cs.s);
		case_keys(f, role, j, &ck);
		key = NULL;
	}
	if (hint.len == 0)
		records_hint(f, role, j, &hint);
	if (hint.len == 0 && role == PAPO_F_GROUP)
		papo_fields_nogroup_hint(f, &hint);
	papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is missing; the record's "
	    "keys are %s (--field %s=KEY%s%s%s%s%s%s%s%s)%s",
	    f->path[role].spec,
	    keys.len ? keys.s : "none", rn, key ? " (--field " : "",
	    key ? rn : "", key ? "=" : "", key ? key : "", key ? "?)" : "",
	    ck.len ? ck.s : "", pre ? ", or --preset " : "", pre ? pre : "",
	    hint.len ? hint.s : "");
	papo_buf_release(&keys);
	papo_buf_release(&hint);
	papo_buf_release(&ck);
	papo_buf_release(&cs);
	return -1;
}

/* Edits from a[0, na) to b[0, nb), capped at 99 (short names only). */
static size_t
edits(const char *a, size_t na, const char *b, size_t nb)
{
	size_t d[2][40], i, k, c;

	if (na >= 39 || nb >= 39)
		return 99;
	for (k = 0; k <= nb; k++)
		d[0][k] = k;
	for (i = 1; i <= na; i++) {
		d[i & 1][0] = i;
		for (k = 1; k <= nb; k++) {
			c = d[(i - 1) & 1][k - 1] + (a[i - 1] != b[k - 1]);
			if (d[(i - 1) & 1][k] + 1 < c)
				c = d[(i - 1) & 1][k] + 1;
			if (d[i & 1][k - 1] + 1 < c)
				c = d[i & 1][k - 1] + 1;
			d[i & 1][k] = c;
		}
	}
	return d[na & 1][nb];
}

/* m in place of *best when it is nearer s[0, len) than *bd edits. */
static void
nearer(const char *s, size_t len, const char *m, size_t *bd,
    const char **best)
{
	size_t d, cap = len < 6 ? 1 : len / 3 + 1;

	d = edits(s, len, m, strlen(m));
	if (len >= 3 && strncmp(m, s, len) == 0 && d > cap)
		d = cap;	/* "acc" for "accuracy" */
	if (d <= cap && d < *bd) {
		*bd = d;
		*best = m;
	}
}

const char *
papo_nearest(const char *s, size_t len, const char *(*name)(int), int n)
{
	const char *best = NULL;
	size_t bd = (size_t)-1;
	int i;

	for (i = 0; i < n; i++)
		nearer(s, len, name(i), &bd, &best);
	return best;
}

const char *
papo_nearest_in(const char *s, size_t len, const char *const *names,
    size_t n)
{
	const char *best = NULL;
	size_t bd = (size_t)-1, i;

	for (i = 0; i < n; i++)
		nearer(s, len, names[i], &bd, &best);
	return best;
}

int
papo_fields_outcome_there(const struct papo_fields *f,
    const struct papo_json *j, int shared)
{
	static const enum papo_role r[] = { PAPO_F_R_OUT, PAPO_F_ACC,
	    PAPO_F_REWARD };
	struct papo_err e;
	size_t k;
	int i;

	for (k = 0; k < sizeof(r) / sizeof(r[0]); k++) {
		i = papo_json_find_field(j, &f->path[r[k]], &e);
		if (shared)
			papo_fields_line_values(f, j, &i, 1);
		if (i >= 0 && papo_json_type(j, i) != PAPO_JSON_NULL)
			return 1;
	}
	return 0;
}

int
papo_fields_estimate_length(const struct papo_json *j, int i, double *x)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t k, chars = 0;

	if (i < 0 || papo_json_type(j, i) != PAPO_JSON_STRING)
		return 0;
	papo_json_str(j, i, &b);
	for (k = 0; k < b.len; k++)
		chars += ((unsigned char)b.s[k] & 0xc0) != 0x80;
	papo_buf_release(&b);
	*x = (double)((chars + 3) / 4);
	return 1;
}
