/* SPDX-License-Identifier: MIT */
/*
 * stats_tool.c: papo-stats from its parsed options to its output: the
 * fields, the engine's parse and consume, the runs, their output.
 */
#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "follow.h"
#include "stats_partial.h"
#include "stats_tool.h"
#include "table.h"
#include "xalloc.h"

/* Batches of about this many bytes, parsed in tasks of this many lines. */
#define BATCH_BYTES ((size_t)8 << 20)
#define TASK_LINES 128

/* The chart's metrics when neither --plot-metrics nor --metrics says. */
static const int default_plot[] = {
	PAPO_SM_ZERO_RATIO, PAPO_SM_PROCESS_ACTIVE_RATIO, PAPO_SM_ACCURACY,
	PAPO_SM_LENGTH_MEAN
};

/* Where each source of papo_stats_extract is read (PAPO_SS_BY last). */
static const enum papo_role src_role[PAPO_SS_BY] = {
	PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC, PAPO_F_R_OUT, PAPO_F_ACC,
	PAPO_F_R_PROC, PAPO_F_LENGTH, PAPO_F_GROUP, PAPO_F_STEP, PAPO_F_PRED,
	PAPO_F_RESPONSE, PAPO_F_VERIFY, PAPO_F_REWARD
};

/* One input line after the parallel parse. */
struct item {
	struct papo_rec h;
	struct papo_stats_rec rec;
	int other_shard;	/* counted by another shard */
	int has_unit;		/* a rollout's output: unit, uindex */
	uint64_t unit, uindex;
	int later;		/* a rollout's output or turn after its first */
	int has_turns;		/* a step-wise dump's turn: thead, tcount */
	uint64_t thead, tcount;
	int eval;		/* an evaluation's (papo_fields_eval_rec) */
};

int
papo_stats_opts_add_run(struct papo_stats_opts *o, const char *arg,
    struct papo_err *e)
{
	const char *eq = strchr(arg, '=');
	struct papo_stats_runspec *r = NULL;
	size_t i, len;

	if (eq == NULL || eq == arg || eq[1] == '\0')
		return papo_cli_bad_value(e, "run", arg, "NAME=FILES");
	len = (size_t)(eq - arg);
	for (i = 0; i < o->nrun; i++)
		if (strlen(o->run[i].name) == len &&
		    memcmp(o->run[i].name, arg, len) == 0)
			r = &o->run[i];
	if (r == NULL) {
		o->run = papo_xgrow(o->run, &o->runcap, o->nrun + 1,
		    sizeof(*o->run));
		r = &o->run[o->nrun++];
		memset(r, 0, sizeof(*r));
		r->name = papo_xmemdup(arg, len);
	}
	r->pat = papo_xgrow(r->pat, &r->cap, r->npat + 1, sizeof(*r->pat));
	r->pat[r->npat++] = papo_xstrdup(eq + 1);
	return 0;
}

void
papo_stats_opts_release(struct papo_stats_opts *o)
{
	size_t i, k;

	for (i = 0; i < o->nrun; i++) {
		for (k = 0; k < o->run[i].npat; k++)
			free(o->run[i].pat[k]);
		free(o->run[i].pat);
		free(o->run[i].name);
	}
	free(o->run);
	free(o->by);
	free(o->plot);
	free(o->title);
	free(o->agree);
	free(o->swap);
	memset(o, 0, sizeof(*o));
}

size_t
papo_stats_width(const struct papo_stats_opts *o, int fd)
{
	struct winsize ws;
	const char *env;
	long v;

	if (o->have_width)
		return (size_t)o->width;
	if (isatty(fd) && ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	if ((env = getenv("COLUMNS")) != NULL &&
	    papo_parse_long(env, 1, 1000000, &v) == 0)
		return (size_t)v;
	return 0;
}

/*
 * A record of a line of several (--explode): acc, r_out, reward and
 * r_proc outside the lists are the line's, not read (idx[] set to -1);
 * -1 with e set when its outcome would have been the line's alone
 * (papo_field_outcome_own).
 */
static int
own_fields(const struct papo_stats_tool *t, const struct papo_json *j,
    int *idx, struct papo_err *e)
{
	static const int ss[PAPO_OC_N] = {
		[PAPO_OC_ACC] = PAPO_SS_ACC, [PAPO_OC_R_OUT] = PAPO_SS_R_OUT,
		[PAPO_OC_VERIFY] = PAPO_SS_VERIFY,
		[PAPO_OC_REWARD] = PAPO_SS_REWARD
	};
	const char *name[PAPO_OC_N];
	int tok[PAPO_OC_N], k;

	for (k = 0; k < PAPO_OC_N; k++) {
		tok[k] = idx[ss[k]];
		name[k] = t->name[ss[k]];
	}
	if (papo_field_outcome_own(&t->c->fields, j, tok, name, e) < 0)
		return -1;
	for (k = 0; k < PAPO_OC_N; k++)
		idx[ss[k]] = tok[k];
	papo_fields_line_values(&t->c->fields, j, &idx[PAPO_SS_R_PROC], 1);
	return 0;
}

/*
 * Keep the message of record h, which has no group (its group field
 * missing, or null when null is set), in w->nogroup.
 */
static void
note_nogroup(const struct papo_stats_tool *t, struct papo_stats_worker *w,
    const struct papo_rec *h, int null)
{
	struct papo_err me;
	struct papo_buf hint = PAPO_BUF_INIT;
	char named[sizeof(me.msg)];
	const char *name = papo_filter_name(t->flt, h->file);

	if (null) {
		papo_fields_nogroup_hint(&t->c->fields, &hint);
		papo_err_set(&me, PAPO_EX_DATAERR, "field '%s' is null: a "
		    "record without a group%s",
		    t->c->fields.path[PAPO_F_GROUP].spec,
		    hint.len ? hint.s : "");
		papo_buf_release(&hint);
	} else
		papo_fields_missing(&t->c->fields, PAPO_F_GROUP, &w->j, &me);
	/* a hint's command names the file */
	papo_filter_msg_file(me.msg, name, named, sizeof(named));
	papo_buf_addf(&w->nogroup, "%s:%llu: %s", name,
	    (unsigned long long)h->lineno, named);
	w->ng_file = h->file;
	w->ng_line = h->lineno;
}

/* Parse one line into an item (the engine's parse). */
static int
parse_line(void *tool, void *worker, struct papo_rec *h,
    struct papo_buf *out, struct papo_err *e)
{
	const struct papo_stats_tool *t = tool;
	struct papo_stats_worker *w = worker;
	struct item *it = (struct item *)h;
	int idx[PAPO_SS_N];
	/* the step of the record's file, when a step pattern names it */
	const char *fstep = t->fw ? papo_follow_step(t->fw, h->file) :
	    t->steps ? t->steps[h->file] : NULL;
	/* a trainer's dump: records not scored yet count, with or without
	   --follow (one behaviour; cmd/papo-stats.c says how many) */
	int flags = (t->by.n > 0 ? PAPO_STATS_X_BY : 0) | PAPO_STATS_X_RAW;

	(void)out;
	w->sc.group_path = t->path[PAPO_SS_GROUP];
	if (papo_json_parse(&w->j, h->s, h->len, e) < 0 ||
	    papo_json_find_all(&w->j, t->path, t->npath, idx, e) < 0 ||
	    (h->shared && own_fields(t, &w->j, idx, e) < 0) ||
	    papo_fields_refuse(&t->c->fields, PAPO_F_GROUP, &w->j,
	    idx[PAPO_SS_GROUP], e) < 0 ||
	    (idx[PAPO_SS_STEP] < 0 && t->c->fields.step_file &&
	    fstep == NULL && papo_fields_no_step(&t->c->fields,
	    papo_filter_name(t->flt, h->file), &w->j, e) < 0) ||
	    papo_stats_extract(&w->j, idx, flags, t->name,
	    idx[PAPO_SS_STEP] < 0 ? fstep : NULL, &it->rec, &w->sc, e) < 0)
		return -1;
	if (w->nogroup.len == 0 && t->fw == NULL && (idx[PAPO_SS_GROUP] < 0 ||
	    papo_json_type(&w->j, idx[PAPO_SS_GROUP]) == PAPO_JSON_NULL))
		note_nogroup(t, w, h, idx[PAPO_SS_GROUP] >= 0);
	/* no length field: the response's characters / 4, when asked */
	if (t->o->estimate_length && !it->rec.obs.has_length &&
	    papo_fields_estimate_length(&w->j, idx[PAPO_SS_RESPONSE],
	    &it->rec.obs.length))
		it->rec.obs.has_length = 1;
	/* --correct-at: a reward on another scale */
	if (it->rec.obs.from_reward) {
		struct papo_outcome oc;

		memset(&oc, 0, sizeof(oc));
		oc.from_reward = 1;
		oc.r_out = it->rec.obs.r_out;
		oc.correct = it->rec.obs.correct;
		papo_outcome_scale(&t->c->fields, &oc);
		it->rec.obs.correct = (int8_t)oc.correct;
	}
	it->eval = papo_fields_eval_rec(&t->c->fields, &w->j);
	it->has_unit = papo_fields_unit(&t->c->fields, &w->j, &it->unit,
	    &it->uindex);
	it->later = it->has_unit && it->uindex > 0;
	it->has_turns = papo_fields_turns(&t->c->fields, &w->j, &it->thead,
	    &it->tcount);
	if (t->o->nshards && papo_stats_rec_shard(&it->rec, t->o->nshards) !=
	    t->o->shard) {
		/* a step-wise dump's turn may take its trajectory's shard */
		if (t->c->fields.turns == NULL)
			papo_stats_rec_release(&it->rec);
		it->other_shard = 1;
	}
	return 0;
}

int
papo_stats_tool_scale_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	if (t->nreward1 > 0 || t->nreward_off == 0 ||
	    t->c->fields.has_correct_at)
		return 0;
	snprintf(msg, n, "no reward is 1 (%llu reward%s from %g to "
	    "%g): a reward counts as correct only when it is exactly 1, so "
	    "accuracy is that of rewards equal to 1; say what is correct "
	    "with --correct-at X (a reward of at least X)",
	    (unsigned long long)t->nreward, t->nreward == 1 ? "" : "s",
	    t->reward_lo, t->reward_hi);
	return 1;
}

int
papo_stats_tool_outcome_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	const struct papo_fields *f = &t->c->fields;

	if (t->nrec == 0 || t->nout > 0 || t->nraw < t->nrec)
		return 0;	/* scored by papo-advantage: an outcome was */
	snprintf(msg, n, "no record has an outcome ('%s', '%s' or '%s'): "
	    "accuracy and the metrics of correct and wrong responses are "
	    "empty; run papo-verify first, or name the dump's reward: "
	    "--field reward=KEY", f->path[PAPO_F_R_OUT].spec,
	    f->path[PAPO_F_ACC].spec, f->path[PAPO_F_REWARD].spec);
	return 1;
}

int
papo_stats_tool_group_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	const struct papo_stats_worker *first = NULL;
	int k;

	if (t->nrec == 0 || t->ngrouped > 0 || t->nraw < t->nrec)
		return 0;	/* grouped, or scored by papo-advantage */
	for (k = 0; k < t->nw; k++)
		if (t->w[k].nogroup.len > 0 && (first == NULL ||
		    t->w[k].ng_file < first->ng_file ||
		    (t->w[k].ng_file == first->ng_file &&
		    t->w[k].ng_line < first->ng_line)))
			first = &t->w[k];
	if (first == NULL)
		return 0;
	snprintf(msg, n, "%s; no record has one: groups, "
	    "process_active_ratio, all_correct_ratio, all_wrong_ratio and "
	    "top_answer_group_share are empty", first->nogroup.s);
	return 1;
}

int
papo_stats_tool_by_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	if (t->o->by == NULL || t->nrec == 0 || t->nkeyed > 0)
		return 0;
	snprintf(msg, n, "no record has field '%s' (--by): one row, keyed "
	    "null, holds all %llu records", t->o->by,
	    (unsigned long long)t->nrec);
	return 1;
}

/* A note kept in b, into msg[0..n): 1, or 0 when there is none. */
static int
kept_note(const struct papo_buf *b, char *msg, size_t n)
{
	if (b->len == 0)
		return 0;
	snprintf(msg, n, "%s", b->s);
	return 1;
}

int
papo_stats_tool_span_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	return kept_note(&t->span, msg, n);
}

/*
 * The first record of rec's group in file (line lineno) when the
 * group had records in an earlier file of the run: said in t->span
 * (the first of all runs).
 */
static void
check_span(struct papo_stats_tool *t, const struct papo_stats_rec *rec,
    uint32_t file, uint64_t lineno)
{
	uint64_t g = rec->ghash[0] ^ rec->ghash[1] << 1, gf;
	uint32_t k;

	gf = papo_hash64(&file, sizeof(file), g);
	if (papo_hset_has(&t->gfiles, gf))
		return;
	papo_hset_add(&t->gfiles, gf);
	if (!papo_hset_has(&t->gseen, g)) {
		papo_hset_add(&t->gseen, g);
		return;
	}
	if (t->span.len > 0)
		return;		/* the first is said */
	for (k = 0; k < file && !papo_hset_has(&t->gfiles,
	    papo_hash64(&k, sizeof(k), g)); k++)
		;
	papo_buf_addf(&t->span, "%s%s%s%s:%llu: this record's group (its "
	    "step and key) has records in %s too: they are counted as one "
	    "group; if the files are two seeds or copies of one run, give "
	    "each its own --run NAME=FILE", t->run_name ? "run '" : "",
	    t->run_name ? t->run_name : "", t->run_name ? "': " : "",
	    papo_filter_name(t->flt, file), (unsigned long long)lineno,
	    papo_filter_name(t->flt, k));
}

int
papo_stats_tool_mixed_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	return kept_note(&t->mixed, msg, n);
}

/*
 * Note record it (read, in input order) as an evaluation's or a
 * training record; once the run has both, the message, the first
 * run's (papo_stats_tool_mixed_note).
 */
static void
note_eval(struct papo_stats_tool *t, const struct item *it)
{
	struct papo_err e;

	if (t->c->fields.eval_key == NULL || t->mixed.len > 0 ||
	    (it->eval ? t->mix.eval : t->mix.train))
		return;
	papo_fields_eval_note(&t->mix, it->eval, it->h.file, it->h.lineno);
	if (papo_fields_eval_mixed(&t->c->fields, &t->mix,
	    papo_filter_name(t->flt, t->mix.eval_file),
	    papo_filter_name(t->flt, t->mix.train_file), "each is counted "
	    "in the training step of its number", &e))
		papo_buf_addf(&t->mixed, "%s%s%s%s", t->run_name ? "run '" :
		    "", t->run_name ? t->run_name : "", t->run_name ? "': " :
		    "", e.msg);
}

int
papo_stats_tool_merged_note(const struct papo_stats_tool *t, char *msg,
    size_t n)
{
	return kept_note(&t->bigger, msg, n);
}

void
papo_stats_tool_check_merged(struct papo_stats_tool *t,
    const struct papo_filter *f, const struct papo_stats *st)
{
	struct papo_stats_big big;
	size_t nbig;

	if (t->bigger.len > 0 || (nbig = papo_stats_merged(st, &big)) == 0)
		return;
	papo_buf_addf(&t->bigger, "%s%s%s%s:%llu: ", t->run_name ? "run '" :
	    "", t->run_name ? t->run_name : "", t->run_name ? "': " : "",
	    papo_filter_name(f, big.file), (unsigned long long)big.lineno);
	if (st->row[big.row].key.type != PAPO_JSON_NONE) {
		papo_buf_adds(&t->bigger, "step ");
		papo_stats_key_json(&t->bigger, &st->row[big.row].key);
		papo_buf_adds(&t->bigger, ": ");
	}
	papo_buf_adds(&t->bigger, "this record's group");
	papo_group_merged_why(&t->bigger, big.n, big.mode);
	papo_buf_addf(&t->bigger, "; counted as one group, as papo-advantage "
	    "computes it");
	if (nbig > 1)
		papo_buf_addf(&t->bigger, " (%zu groups so)", nbig);
}

/* Count record rec (a record of this shard, not left out). */
static void
count_rec(struct papo_stats_tool *t, const struct papo_stats_rec *rec,
    uint32_t file, uint64_t lineno)
{
	const struct papo_stats_obs *o = &rec->obs;

	if (rec->grouped)
		check_span(t, rec, file, lineno);
	papo_stats_add_at(t->st, rec, file, lineno);
	t->nrec++;
	/* rewards that are never 0 or 1: another scale */
	if (o->from_reward) {
		if (t->nreward == 0 || o->r_out < t->reward_lo)
			t->reward_lo = o->r_out;
		if (t->nreward == 0 || o->r_out > t->reward_hi)
			t->reward_hi = o->r_out;
		t->nreward++;
		t->nreward1 += o->r_out == 1;
		t->nreward_off += o->r_out != 0 && o->r_out != 1;
	}
	t->nraw += o->no_adv;
	t->nout += o->correct >= 0;
	t->nkeyed += rec->key.type != PAPO_JSON_NONE;
	t->ngrouped += rec->grouped;
}

void
papo_stats_tool_flush(struct papo_stats_tool *t)
{
	if (!t->has_pend)
		return;
	t->has_pend = 0;
	if (t->st)
		count_rec(t, &t->pend, t->pend_file, t->pend_lineno);
	papo_stats_rec_release(&t->pend);
}

/*
 * A rollout's output it: held in t->pend while the rollout's next
 * outputs follow it, the one of the highest index (the first on a tie)
 * counted once the rollout ends; -1 with e set (65) for an output of a
 * rollout counted already, its outputs not together.
 */
static int
hold(struct papo_stats_tool *t, struct item *it, struct papo_err *e)
{
	if (t->has_pend && it->unit == t->pend_unit &&
	    it->h.file == t->pend_file) {
		t->nearlier++;
		/* not the last: released by the caller */
		if (it->uindex <= t->pend_index)
			return 0;
		papo_stats_rec_release(&t->pend);
	} else {
		papo_stats_tool_flush(t);
		if (papo_hset_has(&t->units, it->unit))
			return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: "
			    "field '%s' names a rollout whose outputs came "
			    "before, apart: each rollout would be counted "
			    "by an output that may not be its last; keep "
			    "a rollout's outputs together, as the trainer "
			    "writes them (sorted by the key)",
			    papo_filter_name(t->flt, it->h.file),
			    (unsigned long long)it->h.lineno,
			    t->c->fields.unit ? t->c->fields.unit->key :
			    t->c->fields.turns->key);
		papo_hset_add(&t->units, it->unit);
	}
	t->pend = it->rec;
	if (!t->pend.owned && t->pend.key.s) {
		char *k = papo_xmalloc(t->pend.key.len + 1);

		memcpy(k, t->pend.key.s, t->pend.key.len);
		k[t->pend.key.len] = '\0';
		t->pend.key.s = k;
		t->pend.owned = 1;
	}
	memset(&it->rec, 0, sizeof(it->rec));
	t->pend_unit = it->unit;
	t->pend_index = it->uindex;
	t->pend_file = it->h.file;
	t->pend_lineno = it->h.lineno;
	t->has_pend = 1;
	return 0;
}

/*
 * A step-wise dump's record it, in input order: a trajectory's next
 * turn takes the group of its first (papo_fields_trajectory, as
 * papo-advantage's turns() in lib/advantage/advrun.c) and its shard;
 * each turn is a rollout's output, counted by the trajectory's last.
 * -1 with e set (65) for a record that starts no trajectory but holds
 * turns before its own.
 */
static int
turn_of(struct papo_stats_tool *t, struct item *it, struct papo_err *e)
{
	int rc;

	if (!it->has_turns) {
		t->traj.have = 0;
		return 0;
	}
	rc = papo_fields_trajectory(&t->traj, it->h.file, it->thead,
	    it->tcount);
	if (rc < 0)
		return papo_fields_trajectory_err(&t->c->fields,
		    papo_filter_name(t->flt, it->h.file), it->h.lineno,
		    it->tcount, e);
	if (rc == 1) {
		memcpy(it->rec.ghash, t->tghash, sizeof(t->tghash));
		it->rec.shash = t->tshash;
		it->later = 1;
		it->other_shard = t->o->nshards &&
		    papo_stats_rec_shard(&it->rec, t->o->nshards) !=
		    t->o->shard;
	} else {
		memcpy(t->tghash, it->rec.ghash, sizeof(t->tghash));
		t->tshash = it->rec.shash;
	}
	it->has_unit = 1;
	/* hashed: t->units holds x and x ^ 1 as one */
	it->unit = papo_hash64(&t->traj.unit, sizeof(t->traj.unit), 0);
	it->uindex = it->tcount;
	return 0;
}

/*
 * A compact rollout's output it (slime's rollout_id), in input order:
 * its index is its place in the rollout's row, so the rollout counts
 * once, by the last (hold).
 */
static void
sibling_of(struct papo_stats_tool *t, struct item *it)
{
	if (!it->has_unit) {
		t->sib.have = 0;
		return;
	}
	it->uindex = papo_fields_sibling(&t->sib, it->h.file, &it->unit);
	it->later = it->uindex > 0;
}

/* Add records to the run in input order (the engine's consume). */
static int
add_items(void *tool, void *recs, size_t from, size_t to, struct papo_err *e)
{
	struct papo_stats_tool *t = tool;
	struct item *items = recs;
	size_t i;
	int rc = 0;

	for (i = from; i < to; i++) {
		struct item *it = &items[i];

		if (it->h.kind == PAPO_REC_OK)
			note_eval(t, it);
		if (it->h.kind == PAPO_REC_BAD)
			t->traj.have = t->sib.have = 0;
		else if (it->h.kind == PAPO_REC_OK && t->c->fields.unit &&
		    t->c->fields.unit->run)
			sibling_of(t, it);
		else if (it->h.kind == PAPO_REC_OK && rc == 0 &&
		    t->c->fields.turns)
			rc = turn_of(t, it, e);
		if (it->h.kind == PAPO_REC_OK && rc == 0 && it->later &&
		    t->o->group_size)
			rc = papo_fields_unit_sized(papo_filter_name(t->flt,
			    it->h.file), (unsigned long long)it->h.lineno,
			    t->c->fields.unit ? t->c->fields.unit->key :
			    t->c->fields.turns->key, e);
		/* blank, bad and other shards' lines: nothing to count */
		if (it->h.kind == PAPO_REC_OK && it->rec.left_out)
			t->left_out++;
		else if (it->h.kind == PAPO_REC_OK && !it->other_shard &&
		    rc == 0) {
			if (it->has_unit)
				rc = hold(t, it, e);
			else {
				papo_stats_tool_flush(t);
				count_rec(t, &it->rec, it->h.file,
				    it->h.lineno);
			}
		}
		papo_stats_rec_release(&it->rec);
	}
	return rc;
}

static void
drop_item(void *tool, void *rec)
{
	(void)tool;
	papo_stats_rec_release(&((struct item *)rec)->rec);
}

const struct papo_filter_ops papo_stats_tool_ops = {
	sizeof(struct item), parse_line, add_items, drop_item
};

/* A field path given as an option: -1 with e set (the one message). */
static int
option_path(struct papo_path *p, const char *spec, const char *opt,
    struct papo_err *e)
{
	char why[sizeof(e->msg)];

	if (papo_path_parse(p, spec, e) == 0)
		return 0;
	memcpy(why, e->msg, sizeof(why));
	return papo_cli_bad_value(e, opt, spec, why);
}

/*
 * --judge-agreement: read the label (and the swapped judgment) too, and
 * refuse what the report has no use for.  It keeps every compared
 * record (length quartiles need them all), so it does not shard.
 */
static int
agree_setup(struct papo_stats_tool *t, struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;

	if (o->merge || o->nshards || o->by || o->plot || o->have_metrics ||
	    o->format == PAPO_STATS_FMT_SPARK ||
	    o->format == PAPO_STATS_FMT_PARTIAL)
		return papo_err_set(e, PAPO_EX_USAGE, "--judge-agreement "
		    "writes its own report (table, tsv or jsonl) over all "
		    "records: it takes no --merge, --shard, --by, --plot, "
		    "--metrics or format spark or partial");
	if (option_path(&t->ref, o->agree, "judge-agreement", e) < 0 ||
	    (o->swap && option_path(&t->swap, o->swap, "swap-field",
	    e) < 0))
		return -1;
	if (t->npath == PAPO_SS_BY)
		t->path[PAPO_SS_BY] = t->path[PAPO_SS_STEP];
	t->path[PAPO_SS_REF] = &t->ref;
	t->name[PAPO_SS_REF] = t->ref.spec;
	t->path[PAPO_SS_SWAP] = o->swap ? &t->swap : &t->ref;
	t->name[PAPO_SS_SWAP] = o->swap ? t->swap.spec : NULL;
	t->npath = PAPO_SS_N;
	return 0;
}

/*
 * Whether the --plot file may be replaced: it does not exist, is no
 * regular file (/dev/stdout, a FIFO), is empty, or starts as an SVG
 * does (after a BOM and blanks).  Anything else (-p rollouts.jsonl,
 * the data the user meant to plot) would be lost: 0, refused.
 */
static int
plot_replaceable(const char *path)
{
	static const char *const svg[] = { "<?xml", "<svg", "<!--",
	    "<!DOCTYPE svg", NULL };
	char head[256];
	struct stat st;
	size_t n, i = 0, k;
	FILE *fp;

	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
		return 1;
	if ((fp = fopen(path, "r")) == NULL)
		return 1;	/* the write will say why it cannot */
	n = fread(head, 1, sizeof(head) - 1, fp);
	fclose(fp);
	head[n] = '\0';
	if (n >= 3 && memcmp(head, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	while (i < n && strchr(" \t\r\n", head[i]) != NULL && head[i])
		i++;
	for (k = 0; svg[k]; k++)
		if (strncmp(head + i, svg[k], strlen(svg[k])) == 0)
			return 1;
	return 0;
}

/* An image format other than SVG, by its file name's suffix, and what
   rsvg-convert -f makes of the SVG in it (NULL: not that one). */
struct plot_format {
	const char *sfx, *name, *rsvg;
};

/*
 * The format path's suffix names when it is an image format other than
 * SVG ("x.png": an image viewer asked for a PNG gets an SVG it cannot
 * show, and the name says nothing of it), else NULL.
 */
static const struct plot_format *
plot_other_format(const char *path)
{
	static const struct plot_format fmt[] = { { ".png", "PNG", "png" },
	    { ".pdf", "PDF", "pdf" }, { ".eps", "EPS", "eps" },
	    { ".ps", "PostScript", "ps" }, { ".jpg", "JPEG", NULL },
	    { ".jpeg", "JPEG", NULL }, { ".gif", "GIF", NULL },
	    { ".webp", "WebP", NULL }, { ".bmp", "BMP", NULL },
	    { ".tif", "TIFF", NULL }, { ".tiff", "TIFF", NULL } };
	size_t n = strlen(path), k, i;

	for (i = 0; i < sizeof(fmt) / sizeof(fmt[0]); i++) {
		k = strlen(fmt[i].sfx);
		if (n > k && path[n - k - 1] != '/' &&
		    strcasecmp(path + n - k, fmt[i].sfx) == 0)
			return &fmt[i];
	}
	return NULL;
}

/*
 * Whether the --plot file can be created where it is named: its folder
 * is there and may be written in, and it is no folder itself.  Asked
 * before anything is read, so that a chart that cannot be written
 * stops the run at once, not once the whole input has been read (and
 * the table with it lost): the same message the write would give.
 */
static int
plot_creatable(const char *plot, struct papo_err *e)
{
	struct stat st;
	const char *slash;
	char *dir;
	int rc = 0;

	if (stat(plot, &st) == 0) {
		if (S_ISDIR(st.st_mode))
			return papo_err_set(e, PAPO_EX_IOERR, "cannot create "
			    "'%s': %s", plot, strerror(EISDIR));
		if (access(plot, W_OK) < 0)
			return papo_err_set(e, PAPO_EX_IOERR, "cannot create "
			    "'%s': %s", plot, strerror(errno));
		return 0;
	}
	if (errno != ENOENT)
		return papo_err_set(e, PAPO_EX_IOERR, "cannot create '%s': %s",
		    plot, strerror(errno));
	if ((slash = strrchr(plot, '/')) == NULL)
		dir = papo_xstrdup(".");
	else {
		dir = papo_xstrdup(plot);
		dir[slash == plot ? 1 : slash - plot] = '\0';
	}
	if (access(dir, W_OK | X_OK) < 0)
		rc = papo_err_set(e, PAPO_EX_IOERR, "cannot create '%s': %s",
		    plot, strerror(errno));
	free(dir);
	return rc;
}

/* The --plot file's name, checked before anything is read. */
static int
check_plot(const char *plot, struct papo_err *e)
{
	const struct plot_format *f;
	char why[sizeof(e->msg) / 2];
	int n;

	if (plot == NULL || strcmp(plot, "-") == 0)
		return 0;
	if (*plot == '\0')
		return papo_cli_bad_value(e, "plot", plot, "a file name, or - "
		    "for standard output");
	if ((f = plot_other_format(plot)) != NULL) {
		n = (int)(strlen(plot) - strlen(f->sfx));
		if (f->rsvg == NULL)
			snprintf(why, sizeof(why), "the chart is SVG, not %s; "
			    "name it %.*s.svg", f->name, n, plot);
		else
			snprintf(why, sizeof(why), "the chart is SVG, not %s; "
			    "name it %.*s.svg (then rsvg-convert -f %s -o %s "
			    "%.*s.svg makes the %s)", f->name, n, plot, f->rsvg,
			    plot, n, plot, f->name);
		return papo_cli_bad_value(e, "plot", plot, why);
	}
	if (!plot_replaceable(plot))
		return papo_cli_bad_value(e, "plot", plot, "the file is there "
		    "and is not an SVG; refusing to write the chart over it: "
		    "--plot takes the chart's file name, -p chart.svg");
	return plot_creatable(plot, e);
}

/* The options that do not go together, in the order they are checked. */
static int
check_opts(struct papo_stats_tool *t, int argc, struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;
	const struct papo_fields *fields = &t->c->fields;

	if (o->merge && o->nshards)
		return papo_err_set(e, PAPO_EX_USAGE, "--merge adds up "
		    "partial results, which --shard cannot split (shard the "
		    "runs that write them)");
	/* the runs: named ones from --run, else one from the operands */
	if (o->nrun && argc > 0)
		return papo_err_set(e, PAPO_EX_USAGE, "name the input files "
		    "either with --run or as operands, not both");
	if (o->have_interval && !o->follow)
		return papo_err_set(e, PAPO_EX_USAGE, "--interval goes with "
		    "--follow");
	if (o->follow && (o->merge || o->nrun || o->nshards || o->agree))
		return papo_err_set(e, PAPO_EX_USAGE, "--follow reads one run "
		    "as it is written, from its operands: it takes no "
		    "--merge, --run, --shard or --judge-agreement");
	if (o->follow && t->fmt == PAPO_STATS_FMT_PARTIAL)
		return papo_err_set(e, PAPO_EX_USAGE, "--follow writes table, "
		    "tsv, jsonl, spark or none, not partial");
	if (o->summary && (o->follow || o->agree ||
	    t->fmt == PAPO_STATS_FMT_SPARK || t->fmt == PAPO_STATS_FMT_PARTIAL))
		return papo_err_set(e, PAPO_EX_USAGE, "--summary writes the "
		    "runs' finished rows as table, tsv, jsonl or none: it "
		    "takes no --follow, --judge-agreement or format spark or "
		    "partial");
	/* the chart's own settings, dropped without a chart */
	if ((o->have_smooth || o->have_pmetrics || o->title) && !o->plot)
		return papo_err_set(e, PAPO_EX_USAGE, "--%s goes with --plot",
		    o->have_pmetrics ? "plot-metrics" : o->title ? "title" :
		    "smooth");
	if (check_plot(o->plot, e) < 0)
		return -1;
	if (o->follow && fields->columns)
		return papo_err_set(e, PAPO_EX_USAGE, "--follow does not read "
		    "lines of lists (--preset %s)", fields->preset ?
		    fields->preset : "roll");
	if (o->follow && fields->nexplode)
		return papo_err_set(e, PAPO_EX_USAGE, "--follow does not read "
		    "--explode's lists: split them first (papo(7), Whole-group "
		    "records)");
	return 0;
}

int
papo_stats_tool_init(struct papo_stats_tool *t, int argc, int tty,
    struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;
	const struct papo_common *c = t->c;
	void (*report)(void *, const char *, uint64_t, const char *) =
	    t->report;
	void (*say)(void *, const char *) = t->say;
	void *ctx = t->ctx;
	size_t k;

	/* the module's fields from zero, the caller's kept */
	memset(t, 0, sizeof(*t));
	t->o = o;
	t->c = c;
	t->report = report;
	t->say = say;
	t->ctx = ctx;
	t->fmt = o->format;
	/* the fields to read, the --by field last */
	for (k = 0; k < PAPO_SS_BY; k++) {
		t->path[k] = &t->c->fields.path[src_role[k]];
		t->name[k] = t->path[k]->spec;
	}
	t->npath = PAPO_SS_BY;
	/* the response is read for the judge-agreement report and for
	   --estimate-length alone */
	if (!o->agree && !o->estimate_length)
		t->path[PAPO_SS_RESPONSE] = NULL;
	if (o->by) {
		if (option_path(&t->by, o->by, "by", e) < 0)
			return -1;
		t->path[PAPO_SS_BY] = &t->by;
		t->name[PAPO_SS_BY] = t->by.spec;
		t->npath++;
	}
	t->keyname = o->by ? o->by : "step";
	if (o->agree) {
		if (agree_setup(t, e) < 0)
			return -1;
	} else if (o->swap)
		return papo_err_set(e, PAPO_EX_USAGE, "--swap-field goes with "
		    "--judge-agreement");

	if (o->plot && strcmp(o->plot, "-") == 0) {
		if (t->fmt != PAPO_STATS_FMT_DEFAULT &&
		    t->fmt != PAPO_STATS_FMT_NONE)
			return papo_err_set(e, PAPO_EX_USAGE, "--plot - writes "
			    "the chart to standard output, which leaves no "
			    "room for --format");
		t->fmt = PAPO_STATS_FMT_NONE;
	}
	if (t->fmt == PAPO_STATS_FMT_DEFAULT)
		t->fmt = tty ? PAPO_STATS_FMT_TABLE : PAPO_STATS_FMT_TSV;
	if (check_opts(t, argc, e) < 0)
		return -1;

	t->nw = papo_filter_threads();
	t->w = papo_xcalloc((size_t)t->nw, sizeof(*t->w));
	t->wp = papo_xcalloc((size_t)t->nw, sizeof(*t->wp));
	for (k = 0; k < (size_t)t->nw; k++) {
		papo_json_init(&t->w[k].j);
		papo_stats_scratch_init(&t->w[k].sc);
		papo_buf_init(&t->w[k].nogroup);
		t->wp[k] = &t->w[k];
	}
	return 0;
}

void
papo_stats_tool_release(struct papo_stats_tool *t)
{
	size_t i;
	int k;

	for (k = 0; k < t->nw; k++) {
		papo_json_release(&t->w[k].j);
		papo_stats_scratch_release(&t->w[k].sc);
		papo_buf_release(&t->w[k].nogroup);
	}
	free(t->w);
	free(t->wp);
	papo_stats_rec_release(&t->pend);
	t->has_pend = 0;
	papo_hset_release(&t->units);
	papo_hset_release(&t->gseen);
	papo_hset_release(&t->gfiles);
	papo_buf_release(&t->span);
	papo_buf_release(&t->bigger);
	papo_buf_release(&t->mixed);
	for (i = 0; i < t->nrun; i++)
		papo_stats_release(&t->run[i].st);
	/* (a merge leaves its runs, the array and their stats, to us) */
	if (t->merged)
		papo_stats_merge_release(&t->merge);
	free(t->run);
	free(t->held);
	for (i = 0; i < t->nwhen; i++)
		free(t->when[i].step);
	free(t->when);
	t->when = NULL;
	t->nwhen = t->whencap = 0;
	if (t->by.n)
		papo_path_release(&t->by);
	if (t->ref.n)
		papo_path_release(&t->ref);
	if (t->swap.n)
		papo_path_release(&t->swap);
	t->w = NULL;
	t->wp = NULL;
	t->nw = 0;
	t->run = NULL;
	t->nrun = 0;
	t->held = NULL;
	t->merged = 0;
}

void
papo_stats_tool_engine(struct papo_stats_tool *t, struct papo_filter *f,
    const struct papo_filter_ops *ops, void *ctx)
{
	papo_filter_init(f);
	f->ops = ops;
	f->tool = ctx;
	f->worker = t->wp;
	f->keep_going = t->c->keep_going;
	f->batch = BATCH_BYTES;
	f->task = TASK_LINES;
	f->report = t->report;
	f->progress = t->progress;
	f->progress_ctx = t->progress_ctx;
}

/*
 * Set up and open an engine for files argv[0, argc), taking what the
 * fields say of files (names to skip, lines of lists).
 */
static int
engine_open(struct papo_stats_tool *t, struct papo_filter *f,
    const struct papo_filter_ops *ops, void *ctx, int argc, char **argv,
    struct papo_err *e)
{
	papo_stats_tool_engine(t, f, ops, ctx);
	papo_filter_fields(f, &t->c->fields);
	return papo_filter_open(f, argc, argv, t->c->max_line, e);
}

/*
 * The steps of f's files that are strings (run folders), with the time
 * each was last written (the latest of its files).
 */
static void
note_times(struct papo_stats_tool *t, const struct papo_filter *f)
{
	struct stat sb;
	size_t i, k;
	double m;

	if (t->steps == NULL)
		return;
	for (i = 0; i < f->in.n; i++) {
		const char *s = t->steps[i];

		if (s == NULL || s[0] != '"' ||
		    stat(papo_filter_name(f, (uint32_t)i), &sb) < 0)
			continue;
		m = (double)sb.st_mtim.tv_sec + sb.st_mtim.tv_nsec / 1e9;
		for (k = 0; k < t->nwhen && strcmp(t->when[k].step, s); k++)
			;
		if (k == t->nwhen) {
			t->when = papo_xgrow(t->when, &t->whencap,
			    t->nwhen + 1, sizeof(*t->when));
			t->when[t->nwhen].step = papo_xstrdup(s);
			t->when[t->nwhen++].mtime = m;
		} else if (m > t->when[k].mtime)
			t->when[k].mtime = m;
	}
}

static int
cmp_when(const void *a, const void *b)
{
	const struct papo_stats_when *x = a, *y = b;

	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? -1 : 1;
	return strcmp(x->step, y->step);
}

static int
cmp_row(const void *a, const void *b)
{
	const struct papo_stats_row *x = a, *y = b;

	return papo_stats_key_cmp(&x->key, &y->key);
}

/*
 * Runs whose rows are keyed by run folders (string steps from file
 * names): copies keyed 1, 2, ... in the order the folders were written,
 * for the chart, and its axis label naming them; 0 when no key is a
 * run folder (the chart says why it cannot plot them); -1 with e set
 * (65) naming a key that is neither a number nor a run folder when
 * others are.
 */
static int
order_by_time(const struct papo_stats_tool *t,
    const struct papo_stats_run *run, size_t nrun,
    struct papo_stats_run **out, struct papo_buf *label, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_stats_when *w;
	size_t i, r, k;
	int strings = 0;

	for (i = 0; i < nrun; i++)
		for (r = 0; r < run[i].st.nrow; r++) {
			const struct papo_stats_key *key =
			    &run[i].st.row[r].key;

			if (key->type == PAPO_JSON_NUMBER)
				continue;
			papo_buf_reset(&b);
			papo_stats_key_json(&b, key);
			for (k = 0; k < t->nwhen &&
			    strcmp(t->when[k].step, b.s); k++)
				;
			if (key->type != PAPO_JSON_STRING || k == t->nwhen) {
				/* the key that is neither, named when other
				   keys are run folders */
				if (t->nwhen > 0)
					papo_err_set(e, PAPO_EX_DATAERR,
					    "cannot plot against '%s': %.60s "
					    "is neither a number nor a run "
					    "folder%s%s%s", t->keyname, b.s,
					    run[i].name ? " (run '" : "",
					    run[i].name ? run[i].name : "",
					    run[i].name ? "')" : "");
				papo_buf_release(&b);
				return t->nwhen > 0 ? -1 : 0;
			}
			strings = 1;
		}
	if (!strings) {
		papo_buf_release(&b);
		return 0;
	}
	w = papo_xcalloc(t->nwhen, sizeof(*w));
	memcpy(w, t->when, t->nwhen * sizeof(*w));
	qsort(w, t->nwhen, sizeof(*w), cmp_when);
	*out = papo_xcalloc(nrun, sizeof(**out));
	for (i = 0; i < nrun; i++) {
		struct papo_stats *st = &(*out)[i].st;

		(*out)[i] = run[i];
		st->row = papo_xcalloc(run[i].st.nrow + 1, sizeof(*st->row));
		for (r = 0; r < run[i].st.nrow; r++) {
			st->row[r] = run[i].st.row[r];
			if (st->row[r].key.type != PAPO_JSON_STRING)
				continue;
			papo_buf_reset(&b);
			papo_stats_key_json(&b, &st->row[r].key);
			for (k = 0; strcmp(w[k].step, b.s); k++)
				;
			st->row[r].key.type = PAPO_JSON_NUMBER;
			st->row[r].key.num = (double)(k + 1);
		}
		qsort(st->row, st->nrow, sizeof(*st->row), cmp_row);
	}
	papo_buf_addf(label, "%s: run folders in the order written (",
	    t->keyname);
	for (k = 0; k < t->nwhen; k++) {
		if (k == 6) {
			papo_buf_adds(label, ", ...");
			break;
		}
		/* the folder's name, its control characters shown */
		papo_buf_addf(label, "%s%zu = ", k ? ", " : "", k + 1);
		papo_stats_step_show(label, w[k].step);
	}
	papo_buf_addc(label, ')');
	papo_buf_release(&b);
	free(w);
	return 1;
}

/* Read one run's input (f, opened) into st. */
static int
read_run(struct papo_stats_tool *t, struct papo_filter *f,
    struct papo_stats *st, struct papo_err *e)
{
	int rc;

	t->st = st;
	t->flt = f;
	t->traj.have = 0;
	memset(&t->mix, 0, sizeof(t->mix));
	papo_hset_release(&t->units);
	papo_hset_release(&t->gseen);
	papo_hset_release(&t->gfiles);
	if (papo_filter_file_steps(f, &t->c->fields, &t->steps, e) < 0)
		return -1;
	note_times(t, f);
	rc = papo_filter_run(f, e);
	papo_stats_tool_flush(t);
	t->bad |= f->nbad > 0;
	papo_filter_free_steps(f, t->steps);
	t->steps = NULL;
	return rc;
}

/*
 * Named runs that gave no row (an empty file, say, where a variant
 * failed) are said and left out, of the table and of the chart's
 * legend alike.
 */
static void
drop_empty_runs(struct papo_stats_tool *t, char **const *files,
    const size_t *nfiles)
{
	struct papo_buf msg = PAPO_BUF_INIT;
	size_t i, k, n = 0, full = 0;

	if (t->nrun == 0 || t->run[0].name == NULL || t->o->agree)
		return;
	for (i = 0; i < t->nrun; i++)
		full += t->run[i].st.nrow > 0;
	for (i = 0; i < t->nrun; i++) {
		if (t->run[i].st.nrow > 0) {
			t->run[n++] = t->run[i];
			continue;
		}
		papo_buf_reset(&msg);
		papo_buf_addf(&msg, "run '%s': no records in", t->run[i].name);
		for (k = 0; k < nfiles[i] && k < 3; k++)
			papo_buf_addf(&msg, "%s %s", k ? "," : "",
			    files[i][k]);
		papo_buf_addf(&msg, "%s%s", nfiles[i] > 3 ? ", ..." : "",
		    full ? ": left out of the table and the chart" : "");
		if (t->say)
			t->say(t->ctx, msg.s);
		if (full)
			papo_stats_release(&t->run[i].st);
		else
			n++;	/* none has records: all stay, said */
	}
	papo_buf_release(&msg);
	t->nrun = n;
}

/* The files of a --run, its patterns expanded in order, into *files. */
static int
expand(const struct papo_stats_runspec *r, char ***files, size_t *nfiles,
    struct papo_err *e)
{
	size_t cap = 0, i, k;

	*files = NULL;
	*nfiles = 0;
	for (i = 0; i < r->npat; i++) {
		glob_t g;
		int rc;

		if (strcmp(r->pat[i], "-") == 0) {
			*files = papo_xgrow(*files, &cap, *nfiles + 1,
			    sizeof(**files));
			(*files)[(*nfiles)++] = papo_xstrdup("-");
			continue;
		}
		memset(&g, 0, sizeof(g));
		rc = glob(r->pat[i], GLOB_NOMAGIC | GLOB_TILDE | GLOB_BRACE,
		    NULL, &g);
		if (rc != 0) {
			globfree(&g);
			return papo_err_set(e, PAPO_EX_NOINPUT, "run '%s': %s "
			    "'%s'", r->name, rc == GLOB_NOMATCH ? "no file "
			    "matches" : "cannot expand", r->pat[i]);
		}
		for (k = 0; k < g.gl_pathc; k++) {
			*files = papo_xgrow(*files, &cap, *nfiles + 1,
			    sizeof(**files));
			(*files)[(*nfiles)++] = papo_xstrdup(g.gl_pathv[k]);
		}
		globfree(&g);
	}
	return 0;
}

static void
free_files(char **files, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		free(files[k]);
	free(files);
}

int
papo_stats_tool_read(struct papo_stats_tool *t, int argc, char **argv,
    struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;
	struct papo_filter *f;
	char ***files;
	size_t nrun = o->nrun ? o->nrun : 1, nopen = 0, done = 0, i, *nfiles;
	int rc = -1;

	if (o->nshards) {
		t->held = papo_xcalloc(1, sizeof(*t->held));
		t->held[0] = (long)o->shard;
		t->nheld = 1;
		t->nshards = o->nshards;
	}
	t->run = papo_xcalloc(nrun, sizeof(*t->run));
	t->nrun = nrun;
	f = papo_xcalloc(nrun, sizeof(*f));
	files = papo_xcalloc(nrun, sizeof(*files));
	nfiles = papo_xcalloc(nrun, sizeof(*nfiles));
	for (i = 0; i < nrun; i++)
		papo_stats_init(&t->run[i].st);
	/* every run's files are checked before any is read */
	for (i = 0; i < nrun; i++, nopen++) {
		if (o->nrun) {
			t->run[i].name = o->run[i].name;
			if (expand(&o->run[i], &files[i], &nfiles[i], e) < 0)
				goto out;
			if (engine_open(t, &f[i], &papo_stats_tool_ops, t,
			    (int)nfiles[i], files[i], e) < 0) {
				nopen++;
				goto out;
			}
		} else if (engine_open(t, &f[i], &papo_stats_tool_ops, t,
		    argc, argv, e) < 0) {
			nopen++;
			goto out;
		}
		t->run[i].st.group_size = (size_t)o->group_size;
	}
	for (; done < nrun; done++) {
		t->run_name = t->run[done].name;
		if (read_run(t, &f[done], &t->run[done].st, e) < 0)
			goto out;
		papo_stats_tool_check_merged(t, &f[done], &t->run[done].st);
		papo_stats_finish(&t->run[done].st);
		papo_filter_release(&f[done]);
	}
	drop_empty_runs(t, files, nfiles);
	rc = 0;
out:
	for (i = done; i < nopen; i++)
		papo_filter_release(&f[i]);
	for (i = 0; i < nrun; i++)
		free_files(files[i], nfiles[i]);
	free(f);
	free(files);
	free(nfiles);
	return rc;
}

/* Add the partial results of file (an operand, or of --run target). */
static int
merge_file(struct papo_stats_tool *t, char *file, long target,
    struct papo_err *e)
{
	struct papo_filter f;
	int rc;

	if (engine_open(t, &f, NULL, NULL, 1, &file, e) < 0)
		rc = -1;
	else {
		rc = papo_stats_merge_file(&t->merge, &f, target, e);
		t->bad |= f.nbad > 0;
	}
	papo_filter_release(&f);
	return rc;
}

/* Each line of msg (none empty) through t->say. */
static void
say_lines(const struct papo_stats_tool *t, const struct papo_buf *msg)
{
	struct papo_buf line = PAPO_BUF_INIT;
	const char *s = msg->s, *nl;

	for (; s != NULL && *s != '\0'; s = nl ? nl + 1 : NULL) {
		nl = strchr(s, '\n');
		if (nl == s)
			continue;
		papo_buf_reset(&line);
		papo_buf_add(&line, s, nl ? (size_t)(nl - s) : strlen(s));
		if (t->say)
			t->say(t->ctx, line.s);
	}
	papo_buf_release(&line);
}

int
papo_stats_tool_merge(struct papo_stats_tool *t, int argc, char **argv,
    struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;
	struct papo_stats_merge *m = &t->merge;
	struct papo_buf msg = PAPO_BUF_INIT;
	size_t i, k, nfiles;
	char **files, dash[] = "-";
	int rc = 0;

	papo_stats_merge_init(m, o->by);
	t->merged = 1;
	if (o->nrun) {
		for (i = 0; i < o->nrun; i++)
			papo_stats_merge_run(m, o->run[i].name);
		for (i = 0; i < o->nrun && rc == 0; i++) {
			if (expand(&o->run[i], &files, &nfiles, e) < 0)
				rc = -1;
			for (k = 0; k < nfiles && rc == 0; k++)
				rc = merge_file(t, files[k], (long)i, e);
			free_files(files, nfiles);
		}
	} else if (argc == 0)
		rc = merge_file(t, dash, -1, e);
	else
		for (i = 0; i < (size_t)argc && rc == 0; i++)
			rc = merge_file(t, argv[i], -1, e);
	t->run = m->run;
	t->nrun = m->nrun;
	if (rc < 0)
		return -1;
	if (papo_stats_merge_finish(m, t->fmt != PAPO_STATS_FMT_PARTIAL,
	    &msg) < 0) {
		say_lines(t, &msg);
		t->bad = 1;
		rc = 1;
	}
	papo_buf_release(&msg);
	t->run = m->run;
	t->nrun = m->nrun;
	for (i = 0; i < t->nrun; i++)
		papo_stats_finish(&t->run[i].st);
	t->keyname = m->by;
	t->nheld = papo_stats_merge_held(m, &t->held, &t->nshards);
	return rc;
}

/* Write b to out, flushed. */
static int
write_out(struct papo_out *out, const struct papo_buf *b, struct papo_err *e)
{
	if (papo_out_write(out, b->s, b->len, e) < 0 ||
	    papo_out_flush(out, e) < 0)
		return -1;
	return 0;
}

int
papo_stats_tool_plot(const struct papo_stats_tool *t,
    const struct papo_stats_run *run, size_t nrun, struct papo_out *out,
    struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;
	struct papo_buf svg = PAPO_BUF_INIT;
	const int *pm = default_plot;
	size_t npm = sizeof(default_plot) / sizeof(default_plot[0]), k;
	int with[PAPO_SM_N], rc = 0, timed_rc;
	FILE *fp;
	struct papo_stats_run *timed = NULL;
	struct papo_buf label = PAPO_BUF_INIT;
	const char *keyname = t->keyname;

	if (o->have_pmetrics) {
		pm = o->pmetrics;
		npm = o->npmetrics;
	} else if (o->have_metrics) {
		pm = o->metrics;
		npm = o->nmetrics;
	} else if ((k = papo_stats_report_with_data(run, nrun, pm, npm,
	    with)) > 0) {
		/* no empty panels by default (most inputs have no length) */
		pm = with;
		npm = k;
	}
	if ((timed_rc = order_by_time(t, run, nrun, &timed, &label, e)) < 0) {
		papo_err_prefix(e, "%s: ", o->plot);
		papo_buf_release(&label);
		return -1;
	} else if (timed_rc == 1) {
		run = timed;
		keyname = label.s;
	}
	if (papo_stats_report_chart(&svg, run, nrun, keyname, pm, npm,
	    o->title, o->have_smooth ? o->smooth : -1, e) < 0) {
		papo_err_prefix(e, "%s: ", o->plot);
		rc = -1;
	} else if (strcmp(o->plot, "-") == 0)
		rc = write_out(out, &svg, e);
	else if ((fp = fopen(o->plot, "w")) == NULL)
		rc = papo_err_set(e, PAPO_EX_IOERR, "cannot create '%s': %s",
		    o->plot, strerror(errno));
	else {
		int failed = 0, err = 0;

		if (fwrite(svg.s, 1, svg.len, fp) != svg.len || ferror(fp)) {
			failed = 1;
			err = errno;
		}
		if (fclose(fp) != 0 && !failed) {
			failed = 1;
			err = errno;
		}
		if (failed)
			rc = papo_err_set(e, PAPO_EX_IOERR, "cannot write "
			    "'%s': %s", o->plot, strerror(err));
	}
	papo_buf_release(&svg);
	if (timed) {
		for (k = 0; k < nrun; k++)
			free(timed[k].st.row);
		free(timed);
	}
	papo_buf_release(&label);
	return rc;
}

/* Rows of a report written at a time in JSONL or TSV. */
#define REPORT_ROWS 4096

/*
 * The rows of the runs in JSONL or TSV, REPORT_ROWS at a time, so that
 * the text of a run of 100,000 rows is never held at once (as the
 * whole table would be, papo_stats_report_table).
 */
static int
write_rows(const struct papo_stats_tool *t,
    const struct papo_stats_run *run, size_t nrun, const int *m, size_t nm,
    struct papo_out *out, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_stats_run part;
	struct papo_table tab;
	size_t i, r, n;
	int rc = 0, head = t->fmt == PAPO_STATS_FMT_TSV;

	for (i = 0; i < nrun && rc == 0; i++)
		for (r = 0; r < run[i].st.nrow && rc == 0; r += n) {
			n = run[i].st.nrow - r;
			if (n > REPORT_ROWS)
				n = REPORT_ROWS;
			part = run[i];
			/* a "run" column when the first run is named */
			part.name = run[0].name ? run[i].name : NULL;
			part.st.row = run[i].st.row + r;
			part.st.nrow = n;
			papo_table_init(&tab);
			papo_stats_report_table(&tab, &part, 1, t->keyname, m,
			    nm);
			papo_buf_reset(&b);
			if (head)
				papo_table_tsv(&tab, &b);
			else if (t->fmt == PAPO_STATS_FMT_TSV)
				papo_table_tsv_rows(&tab, &b);
			else
				papo_table_jsonl(&tab, &b);
			head = 0;
			papo_table_release(&tab);
			rc = write_out(out, &b, e);
		}
	if (head && rc == 0) {
		/* no row: the header alone */
		papo_table_init(&tab);
		papo_stats_report_table(&tab, run, nrun, t->keyname, m, nm);
		papo_table_tsv(&tab, &b);
		papo_table_release(&tab);
		rc = write_out(out, &b, e);
	}
	papo_buf_release(&b);
	return rc;
}

int
papo_stats_tool_report(const struct papo_stats_tool *t,
    const struct papo_stats_run *run, size_t nrun, size_t width,
    struct papo_out *out, struct papo_err *e)
{
	const struct papo_stats_opts *o = t->o;
	struct papo_table tab;
	struct papo_buf b = PAPO_BUF_INIT;
	int all[PAPO_SM_N], with[PAPO_SM_N], rc;
	const int *m = o->metrics;
	size_t nm = o->nmetrics, sw, k;

	if (!o->have_metrics) {
		for (k = 0; k < PAPO_SM_N; k++)
			all[k] = (int)k;
		m = all;
		nm = PAPO_SM_N;
	}
	if (!o->have_metrics && o->follow) {
		/* the final table of --follow: the live one's columns */
		nm = papo_stats_report_with_data(run, nrun, m, nm, with);
		m = with;
		if (nm == 0) {
			with[0] = PAPO_SM_RESPONSES;
			nm = 1;
		}
	}
	papo_table_init(&tab);
	if (o->summary) {
		/* the metrics with data, unless named */
		if (!o->have_metrics && (nm = papo_stats_report_with_data(run,
		    nrun, m, nm, with)) > 0)
			m = with;
		papo_stats_report_summary(&tab, run, nrun, t->keyname, m, nm);
		if (t->fmt == PAPO_STATS_FMT_TABLE)
			papo_table_text(&tab, width, &b);
		else if (t->fmt == PAPO_STATS_FMT_TSV)
			papo_table_tsv(&tab, &b);
		else
			papo_table_jsonl(&tab, &b);
	} else if (t->fmt == PAPO_STATS_FMT_SPARK) {
		/* what the other columns leave, at least 10; 48 when unknown */
		sw = width == 0 ? 48 : width > 82 ? width - 72 : 10;
		papo_stats_report_spark(&tab, run, nrun, m, nm, sw);
		papo_table_text(&tab, 0, &b);
	} else if (t->fmt == PAPO_STATS_FMT_TABLE) {
		papo_stats_report_table(&tab, run, nrun, t->keyname, m, nm);
		papo_table_text(&tab, width, &b);
	} else
		return write_rows(t, run, nrun, m, nm, out, e);
	rc = write_out(out, &b, e);
	papo_table_release(&tab);
	papo_buf_release(&b);
	return rc;
}

/* The judge-agreement report of the runs, in t->fmt. */
static int
write_agreement(const struct papo_stats_tool *t, size_t width,
    struct papo_out *out, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	enum papo_stats_format fmt = t->fmt;
	int rc;

	if (fmt == PAPO_STATS_FMT_NONE)
		return 0;
	rc = papo_stats_report_agreement(&b, t->run, t->nrun,
	    t->name[PAPO_SS_R_PROC], t->name[PAPO_SS_REF],
	    t->name[PAPO_SS_SWAP], fmt == PAPO_STATS_FMT_TABLE ?
	    PAPO_AGREE_TEXT : fmt == PAPO_STATS_FMT_TSV ? PAPO_AGREE_TSV :
	    PAPO_AGREE_JSONL, width, e);
	if (rc == 0)
		rc = write_out(out, &b, e);
	papo_buf_release(&b);
	return rc;
}

/* The runs' rows as a partial result (--format partial). */
static int
write_partial(const struct papo_stats_tool *t, struct papo_out *out,
    struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	const char **names = NULL;
	size_t i, r, rows = 0;
	int named = t->nrun > 0 && t->run[0].name != NULL, rc = 0;

	if (named) {
		names = papo_xcalloc(t->nrun, sizeof(*names));
		for (i = 0; i < t->nrun; i++)
			names[i] = t->run[i].name;
	}
	for (i = 0; i < t->nrun; i++)
		rows += t->run[i].st.nrow;
	papo_stats_partial_write_head(&b, t->keyname, names,
	    named ? t->nrun : 0, t->held, t->nheld, t->nshards, rows);
	for (i = 0; i < t->nrun && rc == 0; i++)
		for (r = 0; r < t->run[i].st.nrow && rc == 0; r++) {
			papo_stats_partial_write_row(&b, t->run[i].name,
			    &t->run[i].st.row[r]);
			/* a row is a few KB at most: write as we go */
			if (b.len >= (size_t)1 << 20) {
				rc = write_out(out, &b, e);
				papo_buf_reset(&b);
			}
		}
	if (rc == 0)
		rc = write_out(out, &b, e);
	papo_buf_release(&b);
	free(names);
	return rc;
}

int
papo_stats_tool_write(struct papo_stats_tool *t, size_t width,
    struct papo_out *out, struct papo_err *e)
{
	/* the report instead of the metrics (no --plot) */
	if (t->o->agree)
		return write_agreement(t, width, out, e);
	if (t->o->plot && papo_stats_tool_plot(t, t->run, t->nrun, out, e) < 0)
		return -1;
	if (t->fmt == PAPO_STATS_FMT_PARTIAL)
		return write_partial(t, out, e);
	if (t->fmt != PAPO_STATS_FMT_NONE)
		return papo_stats_tool_report(t, t->run, t->nrun, width, out,
		    e);
	return 0;
}
