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
#include "json.h"
#include "jsonl.h"
#include "xalloc.h"

enum {
	OPT_MODE = 'm',
	OPT_LAMBDA = 'l',
	OPT_EPS = PAPO_OPT_TOOL,
	OPT_STD,
	OPT_EPS_MODE,
	OPT_BASELINE,
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

static const struct option longopts[] = {
	PAPO_COMMON_LONGOPTS,
	{ "mode", required_argument, NULL, OPT_MODE },
	{ "lambda", required_argument, NULL, OPT_LAMBDA },
	{ "eps", required_argument, NULL, OPT_EPS },
	{ "std", required_argument, NULL, OPT_STD },
	{ "eps-mode", required_argument, NULL, OPT_EPS_MODE },
	{ "baseline", required_argument, NULL, OPT_BASELINE },
	{ "blocks", required_argument, NULL, OPT_BLOCKS },
	{ "clip", required_argument, NULL, OPT_CLIP },
	{ "contiguous", no_argument, NULL, OPT_CONTIGUOUS },
	{ "overlong", no_argument, NULL, OPT_OVERLONG },
	{ "max-length", required_argument, NULL, OPT_MAX_LENGTH },
	{ "overlong-buffer", required_argument, NULL, OPT_OVERLONG_BUFFER },
	{ "overlong-factor", required_argument, NULL, OPT_OVERLONG_FACTOR },
	{ "signal", required_argument, NULL, OPT_SIGNAL },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "lead", required_argument, NULL, OPT_LEAD },
	{ "allow-missing-proc", no_argument, NULL, OPT_ALLOW_MISSING },
	{ "estimate-length", no_argument, NULL, OPT_ESTIMATE_LENGTH },
	{ "shard", required_argument, NULL, OPT_SHARD },
	{ NULL, 0, NULL, 0 }
};

static const char usage_line[] =
    "usage: papo-advantage [-hk] [-j threads] [-l lambda] [-m mode] "
    "[--allow-missing-proc]\n"
    "                      [--baseline mean|loo] [--blocks n] [--clip x] "
    "[--config file]\n"
    "                      [--contiguous] "
    "[--eps x] [--eps-mode add|max] "
    "[--estimate-length]\n"
    "                      [--field role=path] [--lead name=x] "
    "[--max-length n]\n"
    "                      [--max-line size] [--overlong] "
    "[--overlong-buffer n]\n"
    "                      [--overlong-factor x] [--preset name] "
    "[--seed n]\n"
    "                      [--shard i/n]\n"
    "                      [--signal judge|random3|random5|length]\n"
    "                      [--std sample|population|none] [file ...]\n";

static const char help_text[] =
    "Compute GRPO, PAPO or ablation advantages per group of responses and\n"
    "write them into each record as adv, adv_out and adv_proc.\n"
    "\n"
    "  -m, --mode MODE         grpo, papo (default), fullnorm, mult, prm, "
    "lead, pa-lead\n"
    "  -l, --lambda X          weight of the process advantage (1)\n"
    "      --eps X             added to the std, and the std guard (1e-6)\n"
    "      --std KIND          sample (default, as the official code), "
    "population,\n"
    "                          or none (Dr. GRPO: r - mean)\n"
    "      --eps-mode HOW      add (default: std + eps) or max "
    "(max(std, eps))\n"
    "      --baseline KIND     mean (default: the group's) or loo (the mean "
    "of the\n"
    "                          others, RLOO, as NeMo-RL)\n"
    "      --blocks N          groups are contiguous blocks of N records "
    "(ROLL);\n"
    "                          a short last block gets 0\n"
    "      --clip X            clamp adv to [-X, X] (ROLL uses 2)\n"
    "      --contiguous        groups arrive as contiguous runs: stream "
    "with memory\n"
    "                          bounded by the largest group\n"
    "      --overlong          DAPO overlong penalty on the outcome score\n"
    "      --max-length N      DAPO Lmax in tokens (8192)\n"
    "      --overlong-buffer N DAPO buffer in tokens (4096)\n"
    "      --overlong-factor X DAPO penalty factor (1)\n"
    "      --signal KIND       process signal: judge (r_proc, default), "
    "random3,\n"
    "                          random5 or length (counterfactual controls)\n"
    "      --seed N            seed of the random signals (0)\n"
    "      --lead NAME=X       GRPO-LEAD parameter: alpha, a, b, rho0, k, "
    "penalty,\n"
    "                          gate\n"
    "      --allow-missing-proc  a group with a missing r_proc gets no "
    "process\n"
    "                          advantage instead of stopping the run\n"
    "      --estimate-length   estimate missing lengths as response "
    "characters / 4\n"
    "      --shard I/N         write only the groups of shard I of N "
    "(0 <= I < N),\n"
    "                          split by group key: no group is cut\n"
    "      --field ROLE=PATH   read or write role ROLE at PATH "
    "(e.g. group=uid)\n"
    "      --preset NAME       field names of a known format: verl\n"
    "      --config FILE       read settings from a YAML file\n"
    "  -k, --keep-going        pass bad lines through untouched, report "
    "them,\n"
    "                          exit 65 at the end\n"
    "      --max-line SIZE     longest line accepted (1G)\n"
    "  -j, --threads N         OpenMP threads\n"
    "  -h, --help              this help\n"
    "      --version           print the version\n";

struct opts {
	struct papo_adv_opts adv;
	int contiguous;
	long blocks;
	unsigned long shard, nshards;	/* --shard I/N; nshards 0: all */
	int allow_missing;
	int estimate_length;
};

/* One input line, with what the computation needs from it. */
struct rec {
	const char *s;		/* the line, without terminator */
	size_t len;
	uint64_t lineno;
	uint32_t file;		/* index into the file name table */
	uint8_t tlen;		/* terminator: 0, 1 ("\n") or 2 ("\r\n") */
	uint8_t kind;		/* REC_* */
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
	char *err;		/* REC_BAD: why */
	struct papo_adv_in in;
	struct papo_slot slot[3];
	struct papo_adv_res res;
};

enum { REC_OK, REC_BLANK, REC_BAD, REC_SKIP, REC_OTHER_SHARD };

/* Names of the input files, for messages. */
static const char **files;
static size_t nfiles;

static const enum papo_role out_roles[3] = {
	PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC
};

struct tool {
	struct opts o;
	struct papo_common *c;
	struct papo_fields *f;
	struct papo_adv_needs needs;
	int bad;		/* a line or group was reported: exit 65 */
	size_t missing_groups;	/* groups without A_proc (allow-missing) */
	struct papo_out out;
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
static const char *const baseline_names[] = {
	[PAPO_BASE_MEAN] = "mean", [PAPO_BASE_LOO] = "loo", NULL
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
	case OPT_BASELINE:
		if ((k = papo_cli_keyword(arg, baseline_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--baseline "
			    "takes mean or loo, not '%s'", arg);
		a->baseline = (enum papo_adv_baseline)k;
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
 * length, draw key, output slots.  On a data error sets r->err (the
 * message) and returns -1.
 */
static int
extract(const struct tool *t, const struct papo_json *j, struct rec *r)
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
			    nd->proc_all ? " --select all, which judges wrong "
			    "responses too" : t->o.adv.mode == PAPO_ADV_MULT ?
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
	r->err = papo_xstrdup(e.msg);
	r->kind = REC_BAD;
	return -1;
}

/* Parse lines [k0, k1) of a batch into recs[k0, k1), with the parser j. */
static void
parse_lines(const struct tool *t, struct papo_json *j,
    const struct papo_batch *b, struct rec *recs, uint32_t file, size_t k0,
    size_t k1)
{
	size_t k;

	for (k = k0; k < k1; k++) {
		const struct papo_line *l = &b->line[k];
		struct rec *r = &recs[k];
		struct papo_err e;

		memset(r, 0, sizeof(*r));
		r->s = l->s;
		r->len = l->len;
		r->tlen = (uint8_t)l->tlen;
		r->lineno = l->lineno;
		r->file = file;
		if (papo_line_blank(l->s, l->len)) {
			r->kind = REC_BLANK;
			continue;
		}
		if (papo_json_parse(j, l->s, l->len, &e) < 0) {
			r->kind = REC_BAD;
			r->err = papo_xstrdup(e.msg);
			continue;
		}
		/* in --blocks mode every record belongs to a block */
		r->grouped = t->o.blocks != 0;
		r->taillen = (uint8_t)(l->len < sizeof(r->tail) ? l->len :
		    sizeof(r->tail));
		memcpy(r->tail, l->s + l->len - r->taillen, r->taillen);
		extract(t, j, r);
	}
}

typedef void (*batch_done)(struct tool *t, struct rec *recs, size_t n,
    void *ctx);
/* Work on the records of batches before recs[from, to), all in recs. */
typedef void (*batch_behind)(struct tool *t, struct rec *recs, size_t from,
    size_t to, void *ctx);

/*
 * Read the input in batches of want bytes, parsing each batch (tasks on
 * every thread) while one task reads the next: the reader keeps a batch
 * valid through the next read when two batches alternate.  After each
 * batch, done(recs, n) runs, in input order.  append: the records of
 * every batch stay in *recs (which grows); otherwise each batch reuses
 * its start.  behind (append only, may be NULL): one more task, on the
 * records of the batch before, while this one is parsed; and on the
 * last batch at the end.  The first batch is small, so that parsing
 * starts early.
 */
static void
read_parse(struct tool *t, struct papo_input *in, size_t want, int append,
    struct rec **recs, size_t *cap, batch_done done, batch_behind behind,
    void *ctx)
{
	struct papo_batch b[2];
	struct papo_json *j;
	struct papo_err e, e2;
	size_t base = 0, nj = 1, i, prev = 0;
	uint32_t file[2] = { 0, 0 }, nextfile = 0;
	long n, next = 0;
	int cur = 0;

#ifdef _OPENMP
	nj = (size_t)omp_get_max_threads();
#endif
	j = papo_xcalloc(nj, sizeof(*j));
	for (i = 0; i < nj; i++)
		papo_json_init(&j[i]);
	papo_batch_init(&b[0]);
	papo_batch_init(&b[1]);
	if ((n = papo_input_read(in, &b[0], want / 8, &e)) < 0)
		papo_die_err(&e);
	file[0] = (uint32_t)in->cur;
	while (n > 0) {
		struct rec *r;

		*recs = papo_xgrow(*recs, cap, base + (size_t)n,
		    sizeof(**recs));
		r = *recs + base;
		#pragma omp parallel
		#pragma omp single
		{
			size_t k;

			#pragma omp task
			{
				next = papo_input_read(in, &b[!cur], want, &e2);
				nextfile = (uint32_t)in->cur;
			}
			if (behind != NULL && append && base > prev) {
				#pragma omp task
				behind(t, *recs, prev, base, ctx);
			}
			for (k = 0; k < (size_t)n; k += 64) {
				#pragma omp task
				{
#ifdef _OPENMP
					struct papo_json *pj =
					    &j[omp_get_thread_num()];
#else
					struct papo_json *pj = &j[0];
#endif
					size_t z = k + 64 < (size_t)n ? k + 64 :
					    (size_t)n;

					parse_lines(t, pj, &b[cur], r,
					    file[cur], k, z);
				}
			}
		}
		done(t, r, (size_t)n, ctx);
		if (next < 0) {
			/* what was written before a read error goes out */
			struct papo_err fe;

			(void)papo_out_flush(&t->out, &fe);
			papo_die_err(&e2);
		}
		if (append) {
			prev = base;
			base += (size_t)n;
		}
		n = next;
		cur = !cur;
		file[cur] = nextfile;
	}
	if (behind != NULL && append && base > prev)
		behind(t, *recs, prev, base, ctx);
	for (i = 0; i < nj; i++)
		papo_json_release(&j[i]);
	free(j);
	papo_batch_release(&b[0]);
	papo_batch_release(&b[1]);
}

/* Report a bad record; stop unless --keep-going. */
static void
report(struct tool *t, struct rec *r)
{
	papo_warnx("%s:%llu: %s", files[r->file],
	    (unsigned long long)r->lineno, r->err);
	t->bad = 1;
	if (!t->c->keep_going)
		exit(PAPO_EX_DATAERR);
	free(r->err);
	r->err = NULL;
}

static void
free_rec(struct rec *r)
{
	if (r->owned)
		free((char *)r->s);
	if (r->keyowned)
		free((char *)r->key);
	free(r->err);
	r->owned = r->keyowned = 0;
	r->err = NULL;
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

	if (r->kind == REC_OTHER_SHARD)
		return;
	c->p = papo_xgrow(c->p, &c->cap, c->n + 1, sizeof(*c->p));
	p = &c->p[c->n++];
	p->head = r->s;
	p->off = c->gen.len;
	if (r->kind != REC_OK) {
		p->headlen = r->len;
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
		base = r->len - r->taillen;
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
			p->headlen = papo_json_splice_tail(&c->gen, r->s,
			    r->len, ed, 3);
	}
	if (r->tlen == 2)
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
	return papo_out_writev(&t->out, c->iov, m, e);
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
	papo_die_output(t->out.err, &e);
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

/* Report the bad records of recs[0..n) in input order. */
static void
report_batch(struct tool *t, struct rec *recs, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (recs[i].kind == REC_BAD)
			report(t, &recs[i]);
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

/* A parsed batch in gather mode: report its bad records, count it. */
static void
gather_batch(struct tool *t, struct rec *recs, size_t n, void *ctx)
{
	struct grouping *gr = ctx;
	size_t i;

	report_batch(t, recs, n);
	for (i = 0; i < n; i++)
		if (recs[i].keyowned || recs[i].err != NULL)
			gr->owners++;
	gr->nrec += n;
}

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
 * Give recs[from, to) their group ids; earlier records have theirs.
 * Runs beside the parsing of the next batch (see read_parse).
 */
static void
group_batch(struct tool *t, struct rec *recs, size_t from, size_t to,
    void *ctx)
{
	struct grouping *gr = ctx;
	size_t i, h;
	uint32_t id;

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
		gi->bad |= r->kind == REC_BAD;
		r->group = id;
	}
}

/*
 * Gather mode: read everything, group by key wherever the records are,
 * compute groups in parallel, write in input order.
 */
static void
run_gather(struct tool *t, struct papo_input *input)
{
	struct rec *recs = NULL;
	struct grouping gr;
	size_t cap = 0, i, missing = 0;
	long g;

	memset(&gr, 0, sizeof(gr));
	read_parse(t, input, (size_t)16 << 20, 1, &recs, &cap, gather_batch,
	    group_batch, &gr);
	free(gr.table);

	if (t->o.nshards)
		for (i = 0; i < gr.nrec; i++)
			if (!mine(t, &recs[i], recs[i].group))
				recs[i].kind = REC_OTHER_SHARD;

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
					recs[k].kind = REC_SKIP;
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
	free(recs);
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
		bad |= st->pend.v[i].kind == REC_BAD;
	}
	if (bad) {
		for (i = 0; i < m; i++)
			st->pend.v[st->idx[i]].kind = REC_SKIP;
	} else if (m > 0)
		compute_group(t, st->pend.v, st->idx, m, partial, &missing);
	t->missing_groups += missing;
	if (m > 0 && t->o.blocks == 0)
		hset_add(&st->done, st->pend.v[st->first].hash);
	for (i = 0; i < st->pend.n; i++) {
		if (!mine(t, &st->pend.v[i], st->block))
			st->pend.v[i].kind = REC_OTHER_SHARD;
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

/* A parsed batch in contiguous mode: into groups as they end. */
static void
stream_batch(struct tool *t, struct rec *batch, size_t n, void *ctx)
{
	struct stream *st = ctx;
	size_t i;

	for (i = 0; i < n; i++) {
		struct rec *r = &batch[i];

		if (r->kind == REC_BAD)
			report(t, r);
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
				papo_die(PAPO_EX_DATAERR,
				    "%s:%llu: group '%.*s' "
				    "appears again after its run ended; the "
				    "input is not grouped contiguously (drop "
				    "--contiguous)", files[r->file],
				    (unsigned long long)r->lineno,
				    (int)(r->keylen > 80 ? 80 : r->keylen),
				    r->key);
			if (!st->open) {
				st->open = 1;
				st->first = st->pend.n;
			}
		}
		if (!st->open && !mine(t, r, 0))
			r->kind = REC_OTHER_SHARD;
		recs_push(st->open ? &st->pend : &st->ready, r);
	}
	write_ready(t, st);
	/* the batch will be reused: pending records keep their own copy */
	for (i = 0; i < st->pend.n; i++) {
		struct rec *r = &st->pend.v[i];
		const char *old = r->s;

		if (r->owned)
			continue;
		r->s = papo_xmemdup(r->s, r->len);
		r->owned = 1;
		if (!r->keyowned && r->keylen)
			r->key = r->s + (r->key - old);
		if (r->steplen)
			r->step = r->s + (r->step - old);
	}
}

static void
run_contiguous(struct tool *t, struct papo_input *input)
{
	struct stream st;
	struct rec *batch = NULL;
	size_t bcap = 0;

	memset(&st, 0, sizeof(st));
	read_parse(t, input, (size_t)4 << 20, 0, &batch, &bcap, stream_batch,
	    NULL, &st);
	if (st.pend.n)
		close_group(t, &st, t->o.blocks &&
		    st.blockfill < (size_t)t->o.blocks);
	write_ready(t, &st);
	free(st.pend.v);
	free(st.ready.v);
	free(st.idx);
	free(st.done.v);
	free(batch);
}

int
main(int argc, char **argv)
{
	struct papo_cli cli;
	struct tool t;
	struct papo_input input;
	struct papo_err e;
	int first, i;
	static const enum papo_role in_roles[] = { PAPO_F_GROUP, PAPO_F_STEP,
	    PAPO_F_R_OUT, PAPO_F_ACC, PAPO_F_R_PROC, PAPO_F_LENGTH };

	papo_setprog(argv[0]);
	memset(&t, 0, sizeof(t));
	papo_adv_defaults(&t.o.adv);
	memset(&cli, 0, sizeof(cli));
	cli.tool = "advantage";
	cli.usage = usage_line;
	cli.helptext = help_text;
	cli.shortopts = PAPO_COMMON_SHORTOPTS "m:l:";
	cli.longopts = longopts;
	cli.handle = handle;
	cli.ctx = &t.o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		return 0;
	}
	papo_err_clear(&e);
	t.c = &cli.common;
	t.f = &cli.common.fields;
	if (t.o.allow_missing && (t.o.adv.mode == PAPO_ADV_MULT ||
	    t.o.adv.mode == PAPO_ADV_PRM))
		papo_die(PAPO_EX_USAGE, "--allow-missing-proc does not apply "
		    "to mode %s, whose reward is the judge's score",
		    t.o.adv.mode == PAPO_ADV_MULT ? "mult" : "prm");
	if (t.o.adv.overlong && (t.o.adv.mode == PAPO_ADV_LEAD ||
	    t.o.adv.mode == PAPO_ADV_PA_LEAD))
		papo_die(PAPO_EX_USAGE, "--overlong shapes the reward of "
		    "grpo, papo, fullnorm, mult and prm only");
	if (papo_fields_check_outputs(t.f, out_roles, 3, in_roles,
	    sizeof(in_roles) / sizeof(in_roles[0]), &e) < 0)
		papo_die_err(&e);
	papo_adv_needs(&t.o.adv, &t.needs);

	argc -= first;
	argv += first;
	if (papo_input_init(&input, argc, argv, cli.common.max_line, &e) < 0)
		papo_die_err(&e);
	nfiles = input.n;
	files = papo_xcalloc(nfiles, sizeof(*files));
	for (i = 0; i < (int)nfiles; i++)
		files[i] = strcmp(input.names[i], "-") == 0 ? "<stdin>" :
		    input.names[i];
	if (!t.o.contiguous)
		/* records point into the input */
		papo_input_keep(&input);
	papo_out_init(&t.out, STDOUT_FILENO, "<stdout>");

	if (t.o.contiguous)
		run_contiguous(&t, &input);
	else
		run_gather(&t, &input);

	if (papo_out_flush(&t.out, &e) < 0)
		papo_die_output(t.out.err, &e);
	if (t.missing_groups)
		papo_warnx("%zu group%s had a missing r_proc and got no "
		    "process advantage", t.missing_groups,
		    t.missing_groups == 1 ? "" : "s");
	papo_out_release(&t.out);
	papo_input_release(&input);
	free(files);
	papo_cli_release(&cli);
	return t.bad ? PAPO_EX_DATAERR : 0;
}
