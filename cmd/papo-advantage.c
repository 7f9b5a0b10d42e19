/*
 * papo-advantage: GRPO, PAPO and ablation advantages for JSONL rollouts, per
 * group.
 */
#include <sys/uio.h>

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "advantage.h"
#include "buf.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "json.h"
#include "jsonl.h"
#include "xalloc.h"

enum {
	OPT_MODE = 'm',
	OPT_LAMBDA = 'l',
	OPT_EPS = PAPO_OPT_TOOL,
	OPT_STD,
	OPT_EPS_MODE,
	OPT_BLOCKS,
	OPT_CLIP,
	OPT_CONTIGUOUS,
	OPT_OVERLONG,
	OPT_MAX_LENGTH,
	OPT_OVERLONG_BUFFER,
	OPT_OVERLONG_FACTOR,
	OPT_SIGNAL,
	OPT_SEED,
	OPT_LEAD,
	OPT_ALLOW_MISSING,
	OPT_ESTIMATE_LENGTH,
	OPT_SHARD
};

static const struct papo_opt options[] = {
	{ "mode", 'm', OPT_MODE, "mode", NULL, 0,
	    "grpo, papo (default), fullnorm, mult, prm, lead, pa-lead" },
	{ "lambda", 'l', OPT_LAMBDA, "lambda", "X", 0,
	    "weight of the process advantage (1)" },
	{ "eps", 0, OPT_EPS, "x", NULL, 0,
	    "added to the std, and the std guard (1e-6)" },
	{ "std", 0, OPT_STD, "sample|population|none", "KIND", 0,
	    "sample (default, as the official code), population,\n"
	    "or none (Dr. GRPO: r - mean)" },
	{ "eps-mode", 0, OPT_EPS_MODE, "add|max", "HOW", 0,
	    "add (default: std + eps) or max (max(std, eps))" },
	{ "blocks", 0, OPT_BLOCKS, "n", NULL, 0,
	    "groups are contiguous blocks of N records (ROLL);\n"
	    "a short last block gets 0" },
	{ "clip", 0, OPT_CLIP, "x", NULL, 0, "clamp adv to [-X, X] (ROLL uses 2)" },
	{ "contiguous", 0, OPT_CONTIGUOUS, NULL, NULL, 0,
	    "groups arrive as contiguous runs: stream with memory\n"
	    "bounded by the largest group" },
	{ "overlong", 0, OPT_OVERLONG, NULL, NULL, 0,
	    "DAPO overlong penalty on the outcome score" },
	{ "max-length", 0, OPT_MAX_LENGTH, "n", NULL, 0,
	    "DAPO Lmax in tokens (8192)" },
	{ "overlong-buffer", 0, OPT_OVERLONG_BUFFER, "n", NULL, 0,
	    "DAPO buffer in tokens (4096)" },
	{ "overlong-factor", 0, OPT_OVERLONG_FACTOR, "x", NULL, 0,
	    "DAPO penalty factor (1)" },
	{ "signal", 0, OPT_SIGNAL, "judge|random3|random5|length", "KIND", 0,
	    "process signal: judge (r_proc, default), random3,\n"
	    "random5 or length (counterfactual controls)" },
	{ "seed", 0, OPT_SEED, "n", NULL, 0, "seed of the random signals (0)" },
	{ "lead", 0, OPT_LEAD, "name=x", "NAME=X", PAPO_OPT_MANY,
	    "GRPO-LEAD parameter: alpha, a, b, rho0, k, penalty,\n"
	    "gate" },
	{ "allow-missing-proc", 0, OPT_ALLOW_MISSING, NULL, NULL, 0,
	    "a group with a missing r_proc gets no process\n"
	    "advantage instead of stopping the run" },
	{ "estimate-length", 0, OPT_ESTIMATE_LENGTH, NULL, NULL, 0,
	    "estimate missing lengths as response characters / 4" },
	{ "shard", 0, OPT_SHARD, "i/n", NULL, 0,
	    "write only the groups of shard I of N (0 <= I < N),\n"
	    "split by group key: no group is cut" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

static const char about[] =
    "Compute GRPO, PAPO or ablation advantages per group of responses and\n"
    "write them into each record as adv, adv_out and adv_proc.\n";

struct opts {
	struct papo_adv_opts adv;
	int contiguous;
	long blocks;
	unsigned long shard, nshards;	/* --shard I/N; nshards 0: all */
	int allow_missing;
	int estimate_length;
};

/*
 * One input line, with what the computation needs from it.  h.kind
 * also takes the tool's own kinds once the record is consumed.
 */
struct rec {
	struct papo_rec h;	/* the line, without terminator */
	uint8_t owned;		/* s was copied and must be freed */
	uint8_t missing_proc;	/* a needed r_proc is absent or null */
	uint8_t grouped;	/* parsed far enough to belong to a group */
	uint64_t hash;		/* of the group key */
	const char *key;	/* group key bytes (see keytype) */
	uint32_t keylen;
	uint8_t keytype;	/* JSON type of the group value */
	uint8_t keyowned;	/* key was unescaped into its own memory */
	const char *step;	/* raw step value, part of the group key */
	uint32_t steplen;
	/*
	 * Copies taken while the line is in cache, so that grouping and
	 * writing, which come much later, need not read it again: the key
	 * and step when short (kin), the line's last bytes (tail).
	 */
	uint8_t kinlen;		/* keylen + steplen when they fit kin, or 0 */
	uint8_t taillen;
	char kin[22];
	char tail[16];
	uint32_t group;
	struct papo_adv_in in;
	struct papo_slot slot[3];
	struct papo_adv_res res;
};

enum {
	REC_OK = PAPO_REC_OK, REC_BLANK = PAPO_REC_BLANK,
	REC_BAD = PAPO_REC_BAD,
	REC_SKIP = PAPO_REC_TOOL,	/* of a group with a bad record */
	REC_OTHER_SHARD			/* of another shard: not written */
};

static const enum papo_role out_roles[3] = {
	PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC
};

struct tool {
	struct opts o;
	struct papo_fields *f;
	struct papo_adv_needs needs;
	size_t missing_groups;	/* groups without A_proc (allow-missing) */
	struct papo_filter *flt;	/* the engine: input names, output */
	void *mode;		/* struct grouping or struct stream */
};

/* Keywords of the options, in the order of their enums. */
static const char *const mode_names[] = {
	[PAPO_ADV_GRPO] = "grpo", [PAPO_ADV_PAPO] = "papo",
	[PAPO_ADV_FULLNORM] = "fullnorm", [PAPO_ADV_MULT] = "mult",
	[PAPO_ADV_PRM] = "prm", [PAPO_ADV_LEAD] = "lead",
	[PAPO_ADV_PA_LEAD] = "pa-lead", NULL
};
static const char *const std_names[] = {
	[PAPO_STD_SAMPLE] = "sample", [PAPO_STD_POPULATION] = "population",
	[PAPO_STD_NONE] = "none", NULL
};
static const char *const eps_names[] = {
	[PAPO_EPS_ADD] = "add", [PAPO_EPS_MAX] = "max", NULL
};
static const char *const signal_names[] = {
	[PAPO_SIG_JUDGE] = "judge", [PAPO_SIG_RANDOM3] = "random3",
	[PAPO_SIG_RANDOM5] = "random5", [PAPO_SIG_LENGTH] = "length", NULL
};

static int
parse_num(const char *arg, const char *opt, double min, double *out,
    struct papo_err *e)
{
	if (papo_parse_double(arg, out) < 0 || *out < min)
		return papo_err_set(e, PAPO_EX_USAGE,
		    "invalid value '%s' for --%s", arg, opt);
	return 0;
}

static int
set_lead(struct papo_adv_lead *l, const char *arg, struct papo_err *e)
{
	static const char *const names[] = { "alpha", "a", "b", "rho0", "k",
	    "penalty", "gate", NULL };
	double *vals[] = { &l->alpha, &l->a, &l->b, &l->rho0, &l->k,
	    &l->penalty, &l->gate };
	const char *eq = strchr(arg, '=');
	size_t i;

	for (i = 0; eq && names[i]; i++)
		if (strlen(names[i]) == (size_t)(eq - arg) &&
		    strncmp(arg, names[i], (size_t)(eq - arg)) == 0)
			break;
	if (eq == NULL || names[i] == NULL)
		return papo_err_set(e, PAPO_EX_USAGE, "--lead takes NAME=X "
		    "with NAME one of alpha, a, b, rho0, k, penalty, gate; "
		    "not '%s'", arg);
	if (papo_parse_double(eq + 1, vals[i]) < 0)
		return papo_err_set(e, PAPO_EX_USAGE,
		    "invalid number in --lead '%s'", arg);
	return 0;
}

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct opts *o = ctx;
	struct papo_adv_opts *a = &o->adv;
	double x;
	long n;
	int k;

	(void)from_config;
	switch (opt) {
	case OPT_MODE:
		if ((k = papo_cli_keyword(arg, mode_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "unknown mode "
			    "'%s' (grpo, papo, fullnorm, mult, prm, lead, "
			    "pa-lead)", arg);
		a->mode = (enum papo_adv_mode)k;
		return 0;
	case OPT_LAMBDA:
		if (papo_parse_double(arg, &a->lambda) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid value '%s' for --lambda", arg);
		return 0;
	case OPT_EPS:
		return parse_num(arg, "eps", 0, &a->eps, e);
	case OPT_STD:
		if ((k = papo_cli_keyword(arg, std_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--std takes "
			    "sample, population or none, not '%s'", arg);
		a->std = (enum papo_adv_std)k;
		return 0;
	case OPT_EPS_MODE:
		if ((k = papo_cli_keyword(arg, eps_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--eps-mode "
			    "takes add or max, not '%s'", arg);
		a->epsmode = (enum papo_adv_eps)k;
		return 0;
	case OPT_BLOCKS:
		if (papo_parse_long(arg, 1, 1L << 30, &n) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid block size '%s'", arg);
		o->blocks = n;
		return 0;
	case OPT_CLIP:
		if (parse_num(arg, "clip", 0, &x, e) < 0 || x == 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid value '%s' for --clip", arg);
		a->clip = x;
		return 0;
	case OPT_CONTIGUOUS:
		o->contiguous = 1;
		return 0;
	case OPT_OVERLONG:
		a->overlong = 1;
		return 0;
	case OPT_MAX_LENGTH:
		return parse_num(arg, "max-length", 1, &a->max_length, e);
	case OPT_OVERLONG_BUFFER:
		if (parse_num(arg, "overlong-buffer", 0, &a->overlong_buffer,
		    e) < 0 || a->overlong_buffer == 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid value '%s' for --overlong-buffer", arg);
		return 0;
	case OPT_OVERLONG_FACTOR:
		return parse_num(arg, "overlong-factor", 0,
		    &a->overlong_factor, e);
	case OPT_SIGNAL:
		if ((k = papo_cli_keyword(arg, signal_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--signal takes "
			    "judge, random3, random5 or length, not '%s'", arg);
		a->signal = (enum papo_adv_signal)k;
		return 0;
	case OPT_SEED: {
		char *end;

		a->seed = strtoull(arg, &end, 10);
		if (*arg == '-' || *arg == '\0' || *end != '\0')
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid seed '%s'", arg);
		return 0;
	}
	case OPT_LEAD:
		return set_lead(&a->lead, arg, e);
	case OPT_ALLOW_MISSING:
		o->allow_missing = 1;
		return 0;
	case OPT_ESTIMATE_LENGTH:
		o->estimate_length = 1;
		return 0;
	case OPT_SHARD:
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

/* The field name of role r, for messages. */
static const char *
fname(const struct tool *t, enum papo_role r)
{
	return t->f->path[r].spec;
}

/* The roles extract() reads or writes, looked up in one pass. */
static const enum papo_role wanted[] = {
	PAPO_F_GROUP, PAPO_F_STEP, PAPO_F_R_OUT, PAPO_F_ACC, PAPO_F_R_PROC,
	PAPO_F_LENGTH, PAPO_F_ID, PAPO_F_RESPONSE, PAPO_F_ADV,
	PAPO_F_ADV_OUT, PAPO_F_ADV_PROC
};
enum { W_GROUP, W_STEP, W_R_OUT, W_ACC, W_R_PROC, W_LENGTH, W_ID,
	W_RESPONSE, W_ADV, W_NWANTED = W_ADV + 3 };

/* Read a number field at i; 1 present, 0 absent or null, -1 error. */
static int
number(const struct tool *t, const struct papo_json *j, int i,
    enum papo_role r, double *x, struct papo_err *e)
{
	if (i < 0 || papo_json_type(j, i) == PAPO_JSON_NULL)
		return 0;
	if (papo_json_num(j, i, x) < 0)
		return papo_err_set(e, PAPO_EX_DATAERR,
		    "field '%s' must be a number, not %s", fname(t, r),
		    papo_json_type_name(papo_json_type(j, i)));
	return 1;
}

/* Estimated tokens of the response at i: UTF-8 characters / 4, rounded up. */
static int
estimate(const struct tool *t, const struct papo_json *j, int i, double *x,
    struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t k, chars = 0;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return papo_err_set(e, PAPO_EX_DATAERR, "no field '%s' and no "
		    "string field '%s' to estimate it from",
		    fname(t, PAPO_F_LENGTH), fname(t, PAPO_F_RESPONSE));
	papo_json_str(j, i, &b);
	for (k = 0; k < b.len; k++)
		chars += ((unsigned char)b.s[k] & 0xc0) != 0x80;
	papo_buf_release(&b);
	*x = (double)((chars + 3) / 4);
	return 0;
}

/*
 * Fill r from its parsed line: group key, outcome, process score,
 * length, draw key, output slots.  -1 with err set on a data error
 * (what was filled before it stays: a record with a group key fails
 * its group).
 */
static int
extract(const struct tool *t, const struct papo_json *j, struct rec *r,
    struct papo_err *err)
{
	const struct papo_adv_needs *nd = &t->needs;
	const struct papo_path *paths[W_NWANTED];
	struct papo_adv_in *in = &r->in;
	struct papo_err e;
	int w[W_NWANTED], i, k, flag, has_out = 0, has_acc = 0;

	papo_err_clear(&e);
	for (k = 0; k < W_NWANTED; k++)
		paths[k] = &t->f->path[wanted[k]];
	if (papo_json_find_all(j, paths, W_NWANTED, w, &e) < 0)
		goto fail;

	/* group key: the group field, qualified by the step */
	if (t->o.blocks == 0) {
		i = w[W_GROUP];
		if (i < 0) {
			papo_err_set(&e, PAPO_EX_DATAERR,
			    "field '%s' is missing (the group key)",
			    fname(t, PAPO_F_GROUP));
			goto fail;
		}
		r->keytype = (uint8_t)papo_json_type(j, i);
		if (r->keytype == PAPO_JSON_STRING) {
			size_t len;
			int esc;
			const char *raw = papo_json_str_raw(j, i, &len, &esc);

			if (esc) {
				struct papo_buf b = PAPO_BUF_INIT;

				papo_json_str(j, i, &b);
				r->key = papo_buf_detach(&b, &len);
				r->keyowned = 1;
			} else
				r->key = raw;
			r->keylen = (uint32_t)len;
		} else {
			r->key = j->s + j->tok[i].start;
			r->keylen = j->tok[i].end - j->tok[i].start;
		}
		r->hash = papo_hash64(r->key, r->keylen, r->keytype);
		r->grouped = 1;
		if ((i = w[W_STEP]) >= 0) {
			r->step = j->s + j->tok[i].start;
			r->steplen = j->tok[i].end - j->tok[i].start;
			r->hash ^= papo_hash64(r->step, r->steplen, 0x5f3759df);
		}
		if ((size_t)r->keylen + r->steplen <= sizeof(r->kin) &&
		    r->keylen + r->steplen > 0) {
			memcpy(r->kin, r->key, r->keylen);
			if (r->steplen)
				memcpy(r->kin + r->keylen, r->step, r->steplen);
			r->kinlen = (uint8_t)(r->keylen + r->steplen);
		}
	}

	/* outcome: r_out, and correctness from acc when present */
	if ((k = number(t, j, w[W_R_OUT], PAPO_F_R_OUT, &in->r_out, &e)) < 0)
		goto fail;
	has_out = k;
	i = w[W_ACC];
	if (i >= 0 && papo_json_type(j, i) != PAPO_JSON_NULL) {
		if (papo_json_flag(j, i, &flag) < 0) {
			papo_err_set(&e, PAPO_EX_DATAERR, "field '%s' must be "
			    "0, 1, true or false", fname(t, PAPO_F_ACC));
			goto fail;
		}
		in->correct = (uint8_t)flag;
		has_acc = 1;
	} else if (has_out)
		in->correct = in->r_out == 1.0;
	if (nd->outcome && !has_out) {
		if (!has_acc) {
			papo_err_set(&e, PAPO_EX_DATAERR, "field '%s' is "
			    "missing or null (run papo-verify first)",
			    fname(t, PAPO_F_R_OUT));
			goto fail;
		}
		in->r_out = in->correct;	/* acc alone: binary outcome */
	}

	/* process score */
	if ((k = number(t, j, w[W_R_PROC], PAPO_F_R_PROC, &in->r_proc,
	    &e)) < 0)
		goto fail;
	in->has_proc = (uint8_t)k;
	if (!in->has_proc && (nd->proc_all || (nd->proc_correct &&
	    in->correct))) {
		if (!t->o.allow_missing || nd->proc_all ||
		    t->o.adv.mode == PAPO_ADV_MULT) {
			papo_err_set(&e, PAPO_EX_DATAERR, "field '%s' is %s on "
			    "a %sresponse (judge it with papo-judge%s)",
			    fname(t, PAPO_F_R_PROC), w[W_R_PROC] >= 0 ?
			    "null" : "missing", nd->proc_all ? "" : "correct ",
			    nd->proc_all || t->o.adv.mode == PAPO_ADV_MULT ?
			    "" : ", or pass --allow-missing-proc");
			goto fail;
		}
		r->missing_proc = 1;
	}

	/* length */
	if ((k = number(t, j, w[W_LENGTH], PAPO_F_LENGTH, &in->length,
	    &e)) < 0)
		goto fail;
	if (k && in->length < 0) {
		papo_err_set(&e, PAPO_EX_DATAERR, "field '%s' is negative",
		    fname(t, PAPO_F_LENGTH));
		goto fail;
	}
	in->has_length = (uint8_t)k;
	if (!k && (nd->length_all || (nd->length_correct && in->correct))) {
		if (!t->o.estimate_length) {
			papo_err_set(&e, PAPO_EX_DATAERR,
			    "field '%s' (response length in tokens) is "
			    "missing; this mode needs it (or pass "
			    "--estimate-length)",
			    fname(t, PAPO_F_LENGTH));
			goto fail;
		}
		if (estimate(t, j, w[W_RESPONSE], &in->length, &e) < 0)
			goto fail;
		in->has_length = 1;
	}

	/* identity for random draws: id, else the response */
	if (t->o.adv.signal == PAPO_SIG_RANDOM3 ||
	    t->o.adv.signal == PAPO_SIG_RANDOM5) {
		i = w[W_ID] >= 0 ? w[W_ID] : w[W_RESPONSE];
		if (i < 0) {
			papo_err_set(&e, PAPO_EX_DATAERR, "random signals need "
			    "field '%s' or '%s' to draw from",
			    fname(t, PAPO_F_ID), fname(t, PAPO_F_RESPONSE));
			goto fail;
		}
		in->key = papo_hash64(j->s + j->tok[i].start,
		    j->tok[i].end - j->tok[i].start, 0);
	}

	for (k = 0; k < 3; k++)
		if (papo_json_slot_found(j, paths[W_ADV + k], w[W_ADV + k],
		    &r->slot[k], &e) < 0)
			goto fail;
	return 0;
fail:
	*err = e;
	return -1;
}

/* Parse one line (the engine's parse; worker: the thread's parser). */
static int
parse_rec(void *tool, void *worker, struct papo_rec *h, struct papo_buf *out,
    struct papo_err *e)
{
	const struct tool *t = tool;
	struct papo_json *j = worker;
	struct rec *r = (struct rec *)h;

	(void)out;
	if (papo_json_parse(j, h->s, h->len, e) < 0)
		return -1;
	/* in --blocks mode every record belongs to a block */
	r->grouped = t->o.blocks != 0;
	r->taillen = (uint8_t)(h->len < sizeof(r->tail) ? h->len :
	    sizeof(r->tail));
	memcpy(r->tail, h->s + h->len - r->taillen, r->taillen);
	return extract(t, j, r, e);
}

static void
free_rec(struct rec *r)
{
	if (r->owned)
		free((char *)r->h.s);
	if (r->keyowned)
		free((char *)r->key);
	r->owned = r->keyowned = 0;
}

/* A record parsed but never consumed (the engine's drop). */
static void
drop_rec(void *tool, void *rec)
{
	(void)tool;
	free_rec(rec);
}

/*
 * Does record r (of block number block, under --blocks) belong to this
 * shard?  Groups go by their key's hash, blocks by number; lines that
 * belong to no group (blank, malformed) go to shard 0.
 */
static int
mine(const struct tool *t, const struct rec *r, size_t block)
{
	uint64_t h;

	if (t->o.nshards == 0)
		return 1;
	if (!r->grouped)
		h = 0;
	else if (t->o.blocks)
		h = block;
	else
		h = r->hash;
	return h % t->o.nshards == t->o.shard;
}

static int
same_key(const struct rec *a, const struct rec *b)
{
	if (a->hash != b->hash || a->keytype != b->keytype ||
	    a->keylen != b->keylen || a->steplen != b->steplen)
		return 0;
	if (a->kinlen && b->kinlen)
		return memcmp(a->kin, b->kin, a->kinlen) == 0;
	return memcmp(a->key, b->key, a->keylen) == 0 &&
	    (a->steplen == 0 || memcmp(a->step, b->step, a->steplen) == 0);
}

/*
 * Compute one group: recs[idx[0..n)].  A group with a missing r_proc
 * (under --allow-missing-proc) gets no process advantage: its signal is
 * taken as uniform, which the guard turns into A_proc = 0.
 */
static void
compute_group(const struct tool *t, struct rec *recs, const size_t *idx,
    size_t n, int partial, size_t *missing)
{
	struct papo_adv_in stackin[64] = { { 0 } }, *in = stackin;
	struct papo_adv_res stackres[64], *res = stackres;
	size_t i;
	int miss = 0;

	if (n > 64) {
		in = papo_xcalloc(n, sizeof(*in));
		res = papo_xcalloc(n, sizeof(*res));
	}
	for (i = 0; i < n; i++) {
		in[i] = recs[idx[i]].in;
		miss |= recs[idx[i]].missing_proc;
	}
	if (miss) {
		for (i = 0; i < n; i++)
			in[i].r_proc = 0;
		++*missing;
	}
	papo_adv_group(&t->o.adv, n, in, res);
	for (i = 0; i < n; i++) {
		if (partial) {
			/* a short last block under --blocks: 0, as ROLL does */
			res[i].adv = 0;
			if (!isnan(res[i].adv_out))
				res[i].adv_out = 0;
			if (!isnan(res[i].adv_proc))
				res[i].adv_proc = 0;
		}
		recs[idx[i]].res = res[i];
	}
	if (in != stackin) {
		free(in);
		free(res);
	}
}

/*
 * Output is written with writev(2) straight from the input: each record
 * is its untouched head, then a generated tail (the spliced fields, the
 * rest of the record, the terminator) kept in its chunk's buffer.
 */
struct piece {
	const char *head;
	size_t headlen;
	size_t off;		/* of the tail in the chunk's gen */
	size_t len;
};

struct chunk {
	struct papo_buf gen;
	struct piece *p;
	size_t n, cap;
	struct iovec *iov;
	size_t iovcap;
};

/* Add record r to chunk c, with its advantages unless it passes through. */
static void
piece_rec(const struct tool *t, struct chunk *c, const struct rec *r,
    struct papo_buf *tmp, struct papo_numcache *nc)
{
	struct papo_edit ed[3];
	struct piece *p;
	size_t k, off[3], base;
	const double v[3] = { r->res.adv, r->res.adv_out, r->res.adv_proc };

	if (r->h.kind == REC_OTHER_SHARD)
		return;
	c->p = papo_xgrow(c->p, &c->cap, c->n + 1, sizeof(*c->p));
	p = &c->p[c->n++];
	p->head = r->h.s;
	p->off = c->gen.len;
	if (r->h.kind != REC_OK) {
		p->headlen = r->h.len;
	} else {
		papo_buf_reset(tmp);
		for (k = 0; k < 3; k++) {
			off[k] = tmp->len;
			papo_json_put_num_cached(tmp, v[k], nc);
		}
		for (k = 0; k < 3; k++) {
			ed[k].path = &t->f->path[out_roles[k]];
			ed[k].slot = r->slot[k];
			ed[k].val = tmp->s + off[k];
			ed[k].vlen = (k < 2 ? off[k + 1] : tmp->len) - off[k];
		}
		/* edits within the copied tail: splice the copy */
		base = r->h.len - r->taillen;
		for (k = 0; k < 3; k++)
			if (ed[k].slot.start < base)
				base = 0;
		if (base > 0) {
			for (k = 0; k < 3; k++) {
				ed[k].slot.start -= (uint32_t)base;
				ed[k].slot.end -= (uint32_t)base;
			}
			p->headlen = base + papo_json_splice_tail(&c->gen,
			    r->tail, r->taillen, ed, 3);
		} else
			p->headlen = papo_json_splice_tail(&c->gen, r->h.s,
			    r->h.len, ed, 3);
	}
	if (r->h.tlen == 2)
		papo_buf_add(&c->gen, "\r\n", 2);
	else
		papo_buf_addc(&c->gen, '\n');
	p->len = c->gen.len - p->off;
}

static int
write_chunk(struct tool *t, struct chunk *c, struct papo_err *e)
{
	size_t i, m = 0;

	c->iov = papo_xgrow(c->iov, &c->iovcap, 2 * c->n + 1,
	    sizeof(*c->iov));
	for (i = 0; i < c->n; i++) {
		const struct piece *p = &c->p[i];

		if (p->headlen) {
			c->iov[m].iov_base = (void *)(uintptr_t)p->head;
			c->iov[m++].iov_len = p->headlen;
		}
		c->iov[m].iov_base = c->gen.s + p->off;
		c->iov[m++].iov_len = p->len;
	}
	return papo_filter_writev(t->flt, c->iov, m, e);
}

/* Write recs[0..n) in order, building chunks in parallel. */
static void
write_recs(struct tool *t, const struct rec *recs, size_t n)
{
	enum { CHUNK = 512, WINDOW = 16 };
	struct chunk chunks[WINDOW];
	struct papo_err e;
	size_t base, w;

	memset(chunks, 0, sizeof(chunks));
	for (base = 0; base < n; base += (size_t)CHUNK * WINDOW) {
		size_t nchunks = (n - base + CHUNK - 1) / CHUNK;
		long c;

		if (nchunks > WINDOW)
			nchunks = WINDOW;
		#pragma omp parallel
		{
			struct papo_buf tmp = PAPO_BUF_INIT;
			struct papo_numcache *nc = papo_xcalloc(1, sizeof(*nc));

			#pragma omp for schedule(dynamic, 1)
			for (c = 0; c < (long)nchunks; c++) {
				size_t a = base + (size_t)c * CHUNK, i;
				size_t z = a + CHUNK < n ? a + CHUNK : n;

				papo_buf_reset(&chunks[c].gen);
				chunks[c].n = 0;
				for (i = a; i < z; i++)
					piece_rec(t, &chunks[c], &recs[i], &tmp,
					    nc);
			}
			papo_buf_release(&tmp);
			free(nc);
		}
		for (w = 0; w < nchunks; w++)
			if (write_chunk(t, &chunks[w], &e) < 0)
				goto fail;
	}
	for (w = 0; w < WINDOW; w++) {
		papo_buf_release(&chunks[w].gen);
		free(chunks[w].p);
		free(chunks[w].iov);
	}
	return;
fail:
	papo_die_output(t->flt->out.err, &e);
}

/* A set of 64-bit hashes (open addressing; 0 stands for empty). */
struct hset {
	uint64_t *v;
	size_t cap, n;
};

static int
hset_has(const struct hset *h, uint64_t x)
{
	size_t i;

	if (h->cap == 0)
		return 0;
	x |= 1;
	for (i = x & (h->cap - 1); h->v[i]; i = (i + 1) & (h->cap - 1))
		if (h->v[i] == x)
			return 1;
	return 0;
}

static void
hset_add(struct hset *h, uint64_t x)
{
	size_t i;

	if (2 * (h->n + 1) > h->cap) {
		struct hset g = { NULL, h->cap ? h->cap * 2 : 1024, 0 };

		g.v = papo_xcalloc(g.cap, sizeof(*g.v));
		for (i = 0; i < h->cap; i++)
			if (h->v[i])
				hset_add(&g, h->v[i]);
		free(h->v);
		*h = g;
	}
	x |= 1;
	for (i = x & (h->cap - 1); h->v[i]; i = (i + 1) & (h->cap - 1))
		if (h->v[i] == x)
			return;
	h->v[i] = x;
	h->n++;
}

/*
 * Groups as the records come: ids for blocks in input order or for
 * keys, and each group's members as a list threaded through next[].
 */
struct grouping {
	size_t nrec;		/* records read */
	size_t owners;		/* records holding memory of their own */
	size_t ngroups;
	size_t inblocks;	/* grouped records seen, under --blocks */
	uint32_t *table;	/* open addressing: group id + 1, 0 free */
	size_t tcap;
	struct ginfo {
		size_t first;	/* its first record */
		size_t last;	/* its last record so far */
		size_t n;	/* its records */
		int bad;	/* one is malformed: the group fails */
	} *g;
	size_t gcap;
	size_t *next;		/* next record of the same group */
	size_t nextcap;
};


static void
grouping_grow(struct grouping *gr, const struct rec *recs)
{
	size_t cap = gr->tcap ? gr->tcap * 2 : 1024, g, h;
	uint32_t *tab = papo_xcalloc(cap, sizeof(*tab));

	for (g = 0; g < gr->ngroups; g++) {
		for (h = recs[gr->g[g].first].hash & (cap - 1); tab[h];
		    h = (h + 1) & (cap - 1))
			;
		tab[h] = (uint32_t)(g + 1);
	}
	free(gr->table);
	gr->table = tab;
	gr->tcap = cap;
}

/*
 * Give recs[from, to) their group ids; earlier records have theirs (the
 * engine's consume in gather mode: it runs beside the parsing of the
 * next batch).
 */
static int
group_batch(void *tool, void *all, size_t from, size_t to,
    struct papo_err *e)
{
	struct tool *t = tool;
	struct grouping *gr = t->mode;
	struct rec *recs = all;
	size_t i, h;
	uint32_t id;

	(void)e;
	for (i = from; i < to; i++)
		gr->owners += recs[i].keyowned;
	gr->nrec = to;
	gr->next = papo_xgrow(gr->next, &gr->nextcap, to, sizeof(*gr->next));
	for (i = from; i < to; i++) {
		struct rec *r = &recs[i];
		struct ginfo *gi;

		if (!r->grouped)
			continue;
		if (t->o.blocks)
			id = (uint32_t)(gr->inblocks++ / (size_t)t->o.blocks);
		else {
			if (2 * (gr->ngroups + 1) > gr->tcap)
				grouping_grow(gr, recs);
			for (h = r->hash & (gr->tcap - 1); gr->table[h];
			    h = (h + 1) & (gr->tcap - 1))
				if (same_key(&recs[gr->g[gr->table[h] -
				    1].first], r))
					break;
			if (gr->table[h] == 0)
				gr->table[h] = (uint32_t)gr->ngroups + 1;
			id = gr->table[h] - 1;
		}
		if (id == gr->ngroups) {
			gr->g = papo_xgrow(gr->g, &gr->gcap, gr->ngroups + 1,
			    sizeof(*gr->g));
			gi = &gr->g[gr->ngroups++];
			memset(gi, 0, sizeof(*gi));
			gi->first = i;
		} else {
			gi = &gr->g[id];
			gr->next[gi->last] = i;
		}
		gi->last = i;
		gi->n++;
		gi->bad |= r->h.kind == REC_BAD;
		r->group = id;
	}
	return 0;
}

/*
 * Gather mode: read everything, group by key wherever the records are,
 * compute groups in parallel, write in input order.
 */
static void
run_gather(struct tool *t)
{
	struct rec *recs;
	struct grouping gr;
	struct papo_err e;
	size_t i, missing = 0;
	long g;

	memset(&gr, 0, sizeof(gr));
	t->mode = &gr;
	if (papo_filter_run(t->flt, &e) < 0)
		papo_die_run(t->flt, &e);
	recs = papo_filter_recs(t->flt, &gr.nrec);
	free(gr.table);

	if (t->o.nshards)
		for (i = 0; i < gr.nrec; i++)
			if (!mine(t, &recs[i], recs[i].group))
				recs[i].h.kind = REC_OTHER_SHARD;

	/* each group, its members in input order; a bad record fails it */
	#pragma omp parallel reduction(+:missing)
	{
		size_t *idx = NULL, idxcap = 0;

		#pragma omp for schedule(dynamic, 16)
		for (g = 0; g < (long)gr.ngroups; g++) {
			const struct ginfo *gi = &gr.g[g];
			size_t m, k = gi->first;

			idx = papo_xgrow(idx, &idxcap, gi->n, sizeof(*idx));
			for (m = 0; m < gi->n; m++, k = gr.next[k]) {
				idx[m] = k;
				if (gi->bad)
					recs[k].h.kind = REC_SKIP;
			}
			if (!gi->bad)
				compute_group(t, recs, idx, gi->n,
				    t->o.blocks && gi->n < (size_t)t->o.blocks,
				    &missing);
		}
		free(idx);
	}
	t->missing_groups = missing;
	write_recs(t, recs, gr.nrec);

	if (gr.owners)
		for (i = 0; i < gr.nrec; i++)
			free_rec(&recs[i]);
	free(gr.g);
	free(gr.next);
}

/* A growable list of records. */
struct recs {
	struct rec *v;
	size_t n, cap;
};

static void
recs_push(struct recs *l, const struct rec *r)
{
	l->v = papo_xgrow(l->v, &l->cap, l->n + 1, sizeof(*l->v));
	l->v[l->n++] = *r;
}

/*
 * Contiguous mode: a group ends where the next one starts.  Finished
 * keys are remembered (as hashes) so that a key coming back is an
 * error rather than a silently split group.
 */
struct stream {
	struct recs pend;	/* records since the open group started */
	struct recs ready;	/* finished records, to write in order */
	size_t *idx;
	size_t idxcap;
	int open;		/* pend holds a group */
	size_t first;		/* index in pend of the group's first record */
	size_t blockfill;	/* records in the current --blocks block */
	size_t block;		/* number of the current --blocks block */
	struct hset done;
};

/* Compute the open group and move everything pending to ready. */
static void
close_group(struct tool *t, struct stream *st, int partial)
{
	size_t i, m = 0, missing = 0;
	int bad = 0;

	for (i = 0; i < st->pend.n; i++) {
		if (!st->pend.v[i].grouped)
			continue;
		st->idx = papo_xgrow(st->idx, &st->idxcap, m + 1,
		    sizeof(*st->idx));
		st->idx[m++] = i;
		bad |= st->pend.v[i].h.kind == REC_BAD;
	}
	if (bad) {
		for (i = 0; i < m; i++)
			st->pend.v[st->idx[i]].h.kind = REC_SKIP;
	} else if (m > 0)
		compute_group(t, st->pend.v, st->idx, m, partial, &missing);
	t->missing_groups += missing;
	if (m > 0 && t->o.blocks == 0)
		hset_add(&st->done, st->pend.v[st->first].hash);
	for (i = 0; i < st->pend.n; i++) {
		if (!mine(t, &st->pend.v[i], st->block))
			st->pend.v[i].h.kind = REC_OTHER_SHARD;
		recs_push(&st->ready, &st->pend.v[i]);
	}
	st->pend.n = 0;
	st->open = 0;
	st->blockfill = 0;
	st->block++;
}

static void
write_ready(struct tool *t, struct stream *st)
{
	size_t i;

	write_recs(t, st->ready.v, st->ready.n);
	for (i = 0; i < st->ready.n; i++)
		free_rec(&st->ready.v[i]);
	st->ready.n = 0;
}

/*
 * Records in contiguous mode, into groups as they end (the engine's
 * consume); what is finished is written at once.
 */
static int
stream_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct tool *t = tool;
	struct stream *st = t->mode;
	struct rec *batch = recs;
	size_t i;

	for (i = from; i < to; i++) {
		struct rec *r = &batch[i];

		if (r->grouped) {
			if (t->o.blocks) {
				if (st->blockfill == (size_t)t->o.blocks)
					close_group(t, st, 0);
				st->blockfill++;
			} else if (st->open && !same_key(&st->pend.v[st->first],
			    r))
				close_group(t, st, 0);
			if (!st->open && t->o.blocks == 0 &&
			    hset_has(&st->done, r->hash))
				return papo_err_set(e, PAPO_EX_DATAERR,
				    "%s:%llu: group '%.*s' "
				    "appears again after its run ended; the "
				    "input is not grouped contiguously (drop "
				    "--contiguous)",
				    papo_filter_name(t->flt, r->h.file),
				    (unsigned long long)r->h.lineno,
				    (int)(r->keylen > 80 ? 80 : r->keylen),
				    r->key);
			if (!st->open) {
				st->open = 1;
				st->first = st->pend.n;
			}
		}
		if (!st->open && !mine(t, r, 0))
			r->h.kind = REC_OTHER_SHARD;
		recs_push(st->open ? &st->pend : &st->ready, r);
	}
	write_ready(t, st);
	/* the batch will be reused: pending records keep their own copy */
	for (i = 0; i < st->pend.n; i++) {
		struct rec *r = &st->pend.v[i];
		const char *old = r->h.s;

		r->h.err = NULL;	/* the engine's, freed after this */
		if (r->owned)
			continue;
		r->h.s = papo_xmemdup(r->h.s, r->h.len);
		r->owned = 1;
		if (!r->keyowned && r->keylen)
			r->key = r->h.s + (r->key - old);
		if (r->steplen)
			r->step = r->h.s + (r->step - old);
	}
	return 0;
}

static void
run_contiguous(struct tool *t)
{
	struct stream st;
	struct papo_err e;

	memset(&st, 0, sizeof(st));
	t->mode = &st;
	if (papo_filter_run(t->flt, &e) < 0)
		papo_die_run(t->flt, &e);
	if (st.pend.n)
		close_group(t, &st, t->o.blocks &&
		    st.blockfill < (size_t)t->o.blocks);
	write_ready(t, &st);
	free(st.pend.v);
	free(st.ready.v);
	free(st.idx);
	free(st.done.v);
}

int
main(int argc, char **argv)
{
	static const struct papo_filter_ops gather_ops = {
		sizeof(struct rec), parse_rec, group_batch, drop_rec
	}, stream_ops = {
		sizeof(struct rec), parse_rec, stream_batch, drop_rec
	};
	struct papo_cli cli;
	struct papo_filter f;
	struct papo_json *j;
	struct tool t;
	struct papo_err e;
	int first, i, nj, status;
	static const enum papo_role in_roles[] = { PAPO_F_GROUP, PAPO_F_STEP,
	    PAPO_F_R_OUT, PAPO_F_ACC, PAPO_F_R_PROC, PAPO_F_LENGTH };

	papo_setprog(argv[0]);
	memset(&t, 0, sizeof(t));
	papo_adv_defaults(&t.o.adv);
	memset(&cli, 0, sizeof(cli));
	cli.tool = "advantage";
	cli.opts = options;
	cli.about = about;
	cli.handle = handle;
	cli.ctx = &t.o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		return 0;
	}
	papo_err_clear(&e);
	t.f = &cli.common.fields;
	if (t.o.allow_missing && (t.o.adv.mode == PAPO_ADV_MULT ||
	    t.o.adv.mode == PAPO_ADV_PRM))
		papo_die(PAPO_EX_USAGE, "--allow-missing-proc does not apply "
		    "to mode %s, whose reward is the judge's score",
		    t.o.adv.mode == PAPO_ADV_MULT ? "mult" : "prm");
	if (t.o.adv.overlong && (t.o.adv.mode == PAPO_ADV_PRM ||
	    t.o.adv.mode == PAPO_ADV_LEAD || t.o.adv.mode == PAPO_ADV_PA_LEAD))
		papo_die(PAPO_EX_USAGE, "--overlong shapes the outcome score "
		    "of grpo, papo, fullnorm and mult only");
	if (papo_fields_check_outputs(t.f, out_roles, 3, in_roles,
	    sizeof(in_roles) / sizeof(in_roles[0]), &e) < 0)
		papo_die_err(&e);
	papo_adv_needs(&t.o.adv, &t.needs);

	nj = papo_filter_threads();
	j = papo_xcalloc((size_t)nj, sizeof(*j));
	papo_filter_init(&f);
	f.worker = papo_xcalloc((size_t)nj, sizeof(*f.worker));
	for (i = 0; i < nj; i++) {
		papo_json_init(&j[i]);
		f.worker[i] = &j[i];
	}
	f.tool = &t;
	f.keep_going = cli.common.keep_going;
	f.writes = 1;
	f.report = papo_warn_line;
	if (t.o.contiguous) {
		f.ops = &stream_ops;
	} else {
		/* records point into the input, which stays until the end */
		f.ops = &gather_ops;
		f.keep = 1;
		f.batch = (size_t)16 << 20;
	}
	t.flt = &f;
	if (papo_filter_open(&f, argc - first, argv + first,
	    cli.common.max_line, &e) < 0)
		papo_die_err(&e);

	if (t.o.contiguous)
		run_contiguous(&t);
	else
		run_gather(&t);

	papo_end_run(&f);
	if (t.missing_groups)
		papo_warnx("%zu group%s had a missing r_proc and got no "
		    "process advantage", t.missing_groups,
		    t.missing_groups == 1 ? "" : "s");
	status = f.nbad ? PAPO_EX_DATAERR : 0;
	for (i = 0; i < nj; i++)
		papo_json_release(&j[i]);
	free(j);
	free(f.worker);
	papo_filter_release(&f);
	papo_cli_release(&cli);
	return status;
}
