/* SPDX-License-Identifier: MIT */
/*
 * papo-advantage: GRPO, PAPO and ablation advantages for JSONL rollouts, per
 * group.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "advantage/advantage.h"
#include "advantage/advrun.h"
#include "advantage/spill.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
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
	OPT_SHARD,
	OPT_GROUP_SIZE,
	OPT_STRICT_GROUPS,
	OPT_BUFFER_SIZE = 'S',
	OPT_TMPDIR = 'T',
	OPT_QUIET = 'q'
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

#define RUN struct papo_adv_run_opts

static const struct papo_opt options[] = {
	{ "mode", 'm', OPT_MODE, "mode", NULL, 0,
	    "grpo, papo (default), fullnorm, mult, prm, lead, pa-lead",
	    PAPO_VAL_ENUM(RUN, adv.mode, mode_names, 0) },
	{ "lambda", 'l', OPT_LAMBDA, "lambda", "X", PAPO_OPT_CALL,
	    "weight of the process advantage (1)",
	    PAPO_VAL_DOUBLE(RUN, adv.lambda, -HUGE_VAL, HUGE_VAL, 0) },
	{ "eps", 0, OPT_EPS, "x", NULL, 0,
	    "added to the std, and the std guard (1e-6)",
	    PAPO_VAL_DOUBLE(RUN, adv.eps, 0, HUGE_VAL, 0) },
	{ "std", 0, OPT_STD, "sample|population|none", "KIND", 0,
	    "sample (default, as the official code), population,\n"
	    "or none (Dr. GRPO: r - mean)",
	    PAPO_VAL_ENUM(RUN, adv.std, std_names, 0) },
	{ "eps-mode", 0, OPT_EPS_MODE, "add|max", "HOW", 0,
	    "add (default: std + eps) or max (max(std, eps))",
	    PAPO_VAL_ENUM(RUN, adv.epsmode, eps_names, 0) },
	{ "baseline", 0, OPT_BASELINE, "mean|loo", "KIND", 0,
	    "mean (default: the group's) or loo (the mean of the\n"
	    "others, RLOO, as NeMo-RL)",
	    PAPO_VAL_ENUM(RUN, adv.baseline, baseline_names, 0) },
	{ "blocks", 0, OPT_BLOCKS, "n", NULL, 0,
	    "groups are contiguous blocks of N records (ROLL);\n"
	    "a short last block gets 0",
	    PAPO_VAL_LONG(RUN, blocks, 1, 1L << 30) },
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, 0,
	    "no progress line on stderr",
	    PAPO_VAL_FLAG(struct papo_adv_run_opts, quiet) },
	{ "clip", 0, OPT_CLIP, "x", NULL, 0,
	    "clamp adv to [-X, X] (ROLL uses 2)",
	    PAPO_VAL_DOUBLE(RUN, adv.clip, 0, HUGE_VAL, PAPO_T_LO_OPEN) },
	{ "contiguous", 0, OPT_CONTIGUOUS, NULL, NULL, 0,
	    "groups arrive as contiguous runs: stream with memory\n"
	    "bounded by the largest group", PAPO_VAL_FLAG(RUN, contiguous) },
	{ "overlong", 0, OPT_OVERLONG, NULL, NULL, 0,
	    "DAPO overlong penalty on the outcome score",
	    PAPO_VAL_FLAG(RUN, adv.overlong) },
	{ "max-length", 0, OPT_MAX_LENGTH, "n", NULL,
	    PAPO_OPT_CALL,
	    "DAPO Lmax in tokens (8192)",
	    PAPO_VAL_DOUBLE(RUN, adv.max_length, 1, HUGE_VAL, 0) },
	{ "overlong-buffer", 0, OPT_OVERLONG_BUFFER, "n", NULL,
	    PAPO_OPT_CALL,
	    "DAPO buffer in tokens (4096)",
	    PAPO_VAL_DOUBLE(RUN, adv.overlong_buffer, 0, HUGE_VAL,
	    PAPO_T_LO_OPEN) },
	{ "overlong-factor", 0, OPT_OVERLONG_FACTOR, "x", NULL,
	    PAPO_OPT_CALL,
	    "DAPO penalty factor (1)",
	    PAPO_VAL_DOUBLE(RUN, adv.overlong_factor, 0, HUGE_VAL, 0) },
	{ "signal", 0, OPT_SIGNAL, "judge|random3|random5|length", "KIND",
	    PAPO_OPT_CALL,
	    "process signal: judge (r_proc, default), random3,\n"
	    "random5 or length (counterfactual controls)",
	    PAPO_VAL_ENUM(RUN, adv.signal, signal_names, 0) },
	{ "seed", 0, OPT_SEED, "n", NULL, PAPO_OPT_CALL,
	    "seed of the random signals (0)",
	    PAPO_VAL_U64(RUN, adv.seed) },
	{ "lead", 0, OPT_LEAD, "name=x", "NAME=X", PAPO_OPT_MANY,
	    "GRPO-LEAD parameter: alpha, a, b, rho0, k, penalty,\n"
	    "gate" },
	{ "allow-missing-proc", 0, OPT_ALLOW_MISSING, NULL, NULL, 0,
	    "a group with a missing r_proc gets no process\n"
	    "advantage instead of stopping the run",
	    PAPO_VAL_FLAG(RUN, allow_missing) },
	PAPO_OPT_ROW_ESTIMATE_LENGTH(RUN, estimate_length,
	    OPT_ESTIMATE_LENGTH),
	PAPO_OPT_ROW_GROUP_SIZE(RUN, group_size, OPT_GROUP_SIZE),
	{ "strict-groups", 0, OPT_STRICT_GROUPS, NULL, NULL, 0,
	    "a group bigger than most of its step, or over\n"
	    "two files, is an error, not a warning",
	    PAPO_VAL_FLAG(RUN, strict_groups) },
	PAPO_OPT_ROW_SHARD(OPT_SHARD),
	{ "buffer-size", 'S', OPT_BUFFER_SIZE, "size", NULL, 0,
	    "gather in SIZE of memory (sort's units: b, K, M, G,\n"
	    "%; at least 64K; default: a quarter of the memory),\n"
	    "sorted runs spilled to temporary files" },
	{ "temporary-directory", 'T', OPT_TMPDIR, "dir", NULL, PAPO_OPT_CALL,
	    "the temporary files of -S go in DIR (TMPDIR, /tmp)",
	    PAPO_VAL_STRING(RUN, tmpdir) },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

#undef RUN

static const char about[] =
    "Compute GRPO, PAPO or ablation advantages per group of responses and\n"
    "write them into each record as adv, adv_out and adv_proc.\n";

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
	if (eq == NULL || names[i] == NULL ||
	    papo_parse_double(eq + 1, vals[i]) < 0)
		return papo_cli_bad_value(e, "lead", arg, "NAME=X with NAME "
		    "one of alpha, a, b, rho0, k, penalty, gate and X a "
		    "number");
	return 0;
}

/* --lambda and --signal as given on the command line, or NULL */
static const char *lambda_given, *signal_given;
/* the first of DAPO's settings, --seed and --lead given on the command
   line (the option's name), or NULL */
static const char *overlong_given, *seed_given, *lead_given;

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct papo_adv_run_opts *o = ctx;

	switch (opt) {
	case OPT_LAMBDA:
		lambda_given = from_config ? NULL : arg;
		return 0;
	case OPT_SIGNAL:
		signal_given = from_config ? NULL : arg;
		return 0;
	case OPT_MAX_LENGTH:
	case OPT_OVERLONG_BUFFER:
	case OPT_OVERLONG_FACTOR:
		if (!from_config && overlong_given == NULL)
			overlong_given = opt == OPT_MAX_LENGTH ? "max-length" :
			    opt == OPT_OVERLONG_BUFFER ? "overlong-buffer" :
			    "overlong-factor";
		return 0;
	case OPT_SEED:
		seed_given = from_config ? NULL : arg;
		return 0;
	case OPT_LEAD:
		if (!from_config)
			lead_given = arg;
		return set_lead(&o->adv.lead, arg, e);
	case OPT_SHARD:
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	case OPT_BUFFER_SIZE:
		if (papo_spill_size(arg, &o->buffer_size, e) < 0)
			return -1;
		if (o->buffer_size < PAPO_SPILL_MIN) {
			/* runs so many that merging them costs more */
			papo_warnx("-S %s is below 64K, too small to be of "
			    "use: 64K is used", arg);
			o->buffer_size = PAPO_SPILL_MIN;
		}
		return 0;
	case OPT_TMPDIR:
		/* the row stored it; "" would put the files in / */
		if (*arg == '\0')
			return papo_cli_bad_value(e, "temporary-directory", arg,
			    "a directory's name");
		return 0;
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

/*
 * --lambda or --signal on the command line of a mode that does not use
 * it (or DAPO's settings without --overlong, --seed without a random
 * signal, --lead outside the LEAD modes): an ablation loop over the
 * modes or values would get the same advantages for every value,
 * silently.  Said, not refused (a loop may pass them
 * to every mode); a config file's settings are shared and not said.
 */
static void
unused_options(const struct papo_adv_opts *a)
{
	const char *m = mode_names[a->mode];

	if (lambda_given && a->mode != PAPO_ADV_PAPO &&
	    a->mode != PAPO_ADV_FULLNORM && a->mode != PAPO_ADV_PA_LEAD)
		papo_warnx("--lambda %s has no effect in mode %s, which has no "
		    "process advantage to weigh (papo, fullnorm and pa-lead "
		    "do)", lambda_given, m);
	if (signal_given && a->signal != PAPO_SIG_JUDGE &&
	    (a->mode == PAPO_ADV_GRPO || a->mode == PAPO_ADV_LEAD))
		papo_warnx("--signal %s has no effect in mode %s, which does "
		    "not read r_proc (papo, fullnorm, mult, prm and pa-lead "
		    "do)", signal_given, m);
	if (overlong_given && !a->overlong)
		papo_warnx("--%s has no effect without --overlong",
		    overlong_given);
	if (seed_given && a->signal != PAPO_SIG_RANDOM3 &&
	    a->signal != PAPO_SIG_RANDOM5)
		papo_warnx("--seed %s has no effect without --signal random3 "
		    "or random5", seed_given);
	if (lead_given && a->mode != PAPO_ADV_LEAD &&
	    a->mode != PAPO_ADV_PA_LEAD)
		papo_warnx("--lead %s has no effect in mode %s (lead and "
		    "pa-lead read it)", lead_given, m);
}

/* The first few notes on suspicious groups, and how many there were. */
static void
warn_notes(const struct papo_buf *notes, size_t n)
{
	const char *s = notes->s, *nl;
	size_t k;

	for (k = 0; k < 5 && (nl = strchr(s, '\n')) != NULL; k++) {
		papo_warnx("%.*s", (int)(nl - s), s);
		s = nl + 1;
	}
	if (n > k)
		papo_warnx("... and %zu more such group%s", n - k,
		    n - k == 1 ? "" : "s");
}

/*
 * SIGINT and SIGTERM stop the reading: what was read is consumed, the
 * groups it completes are written, and what was held is named (a
 * second signal kills).
 */
static volatile sig_atomic_t stop_sig;
static struct papo_out *stop_out;	/* the output, to interrupt */

static void
on_stop(int sig)
{
	stop_sig = sig;
	/* a write blocked on another thread: interrupt it (SIGURG) */
	if (stop_out != NULL && stop_out->writing &&
	    !pthread_equal(stop_out->writer, pthread_self()))
		pthread_kill(stop_out->writer, SIGURG);
}

/* SIGURG: only to interrupt a write (on_stop), nothing to do. */
static void
on_urg(int sig)
{
	(void)sig;
}

static void
catch_stops(void)
{
	struct sigaction sa;
	sigset_t set, old;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESETHAND;	/* no SA_RESTART: a read is cut */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sa.sa_handler = on_urg;
	sa.sa_flags = 0;	/* no SA_RESTART: the write returns */
	sigaction(SIGURG, &sa, NULL);
	/*
	 * The threads start with the signals blocked, so that they come to
	 * this thread, which does the reads that wait.
	 */
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &set, &old);
	#pragma omp parallel
	{
		(void)0;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/*
 * The output failed: when a stop abandoned it (nobody read it), die of
 * the signal, else of the error.
 */
static void
die_run(struct papo_filter *f, const struct papo_err *e)
{
	int sig = stop_sig;

	if (sig && f->out.err == EINTR) {
		papo_warnx("interrupted: %s; what was not written is lost",
		    e->msg);
		signal(sig, SIG_DFL);
		raise(sig);
		exit(128 + sig);
	}
	papo_die_run(f, e);
}

/* After an interrupt: out with what is decided, name the rest, die of it. */
static void
stopped(struct papo_adv_run *run, struct papo_filter *f)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err e;
	int sig = stop_sig;

	if (papo_out_flush(&f->out, &e) < 0)
		die_run(f, &e);
	if (papo_adv_run_held(run, &b) > 0)
		papo_warnx("interrupted: %s", b.s);
	if (f->in.cut)
		papo_warnx("interrupted: an incomplete last line (%zu bytes) "
		    "was not read", f->in.cut);
	if (b.len == 0 && f->in.cut == 0)
		papo_warnx("interrupted: every record read was written");
	papo_buf_release(&b);
	signal(sig, SIG_DFL);
	raise(sig);
	exit(128 + sig);
}

int
main(int argc, char **argv)
{
	static const enum papo_role in_roles[] = { PAPO_F_GROUP, PAPO_F_STEP,
	    PAPO_F_R_OUT, PAPO_F_ACC, PAPO_F_R_PROC, PAPO_F_LENGTH };
	static const enum papo_role out_roles[3] = {
		PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC
	};
	struct papo_adv_run_opts o;
	struct papo_adv_run run;
	struct papo_cli cli;
	struct papo_filter f;
	struct papo_err e;
	struct papo_progress prog;
	int first, status, rc;

	papo_setprog(argv[0]);
	memset(&o, 0, sizeof(o));
	papo_adv_defaults(&o.adv);
	memset(&cli, 0, sizeof(cli));
	cli.tool = "advantage";
	cli.opts = options;
	cli.about = about;
	cli.handle = handle;
	cli.ctx = &o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		free(o.tmpdir);
		return 0;
	}
	papo_err_clear(&e);
	if (o.buffer_size && o.contiguous)
		papo_die(PAPO_EX_USAGE, "-S bounds the gathering mode's "
		    "memory; --contiguous holds one group at a time");
	if (o.group_size && o.blocks)
		papo_die(PAPO_EX_USAGE, "--group-size cuts groups of one key; "
		    "--blocks makes blocks of records: not both");
	if (o.allow_missing && o.adv.mode == PAPO_ADV_MULT)
		papo_die(PAPO_EX_USAGE, "--allow-missing-proc does not apply "
		    "to mode mult, whose reward is the judge's score");
	if (o.adv.overlong && (o.adv.mode == PAPO_ADV_LEAD ||
	    o.adv.mode == PAPO_ADV_PA_LEAD))
		papo_die(PAPO_EX_USAGE, "--overlong shapes the reward of "
		    "grpo, papo, fullnorm, mult and prm only");
	unused_options(&o.adv);
	if (papo_fields_check_outputs(&cli.common.fields, out_roles, 3,
	    in_roles, sizeof(in_roles) / sizeof(in_roles[0]), &e) < 0)
		papo_die_err(&e);

	/* no -S: gathering in memory up to a budget, as sort(1) */
	if (o.buffer_size == 0)
		o.buffer_size = papo_adv_run_budget(&o, argc - first,
		    argv + first, papo_spill_default(), &o.spill_late);

	catch_stops();
	papo_filter_init(&f);
	f.keep_going = cli.common.keep_going;
	f.report = papo_warn_line;
	papo_adv_run_init(&run, &o, &cli.common.fields, &f);
	if (papo_filter_open(&f, argc - first, argv + first,
	    cli.common.max_line, &e) < 0 || papo_adv_run_open(&run, &e) < 0)
		papo_die_err(&e);
	f.in.stop = &stop_sig;
	f.out.stop = &stop_sig;
	stop_out = &f.out;
	papo_progress_start(&prog, &f, papo_progress_wanted(o.quiet));
	rc = papo_filter_run(&f, &e);
	papo_progress_end(&prog);
	if (rc < 0) {
		papo_adv_run_abort(&run);
		die_run(&f, &e);
	}
	if (stop_sig)
		stopped(&run, &f);
	if (papo_adv_run_finish(&run, &e) < 0 ||
	    papo_out_flush(&f.out, &e) < 0)
		die_run(&f, &e);
	if (papo_fields_eval_mixed(&cli.common.fields, &run.mix,
	    papo_filter_name(&f, run.mix.eval_file), papo_filter_name(&f,
	    run.mix.train_file), "each is grouped in the training step of "
	    "its number, a prompt of both one group", &e))
		papo_warnx("%s", e.msg);
	if (run.missing_groups)
		papo_warnx("%zu group%s had a missing r_proc and got no "
		    "process advantage", run.missing_groups,
		    run.missing_groups == 1 ? "" : "s");
	if (run.nnotes)
		warn_notes(&run.notes, run.nnotes);
	if (run.no_outcome && run.no_outcome == run.nrecords) {
		papo_fields_no_outcome(&e);
		papo_die_err(&e);
	}
	if (run.no_outcome)
		papo_warnx("%zu record%s had no outcome (papo-verify: "
		    "no_reference or capped): left out of their groups, adv "
		    "null", run.no_outcome, run.no_outcome == 1 ? "" : "s");
	status = f.nbad ? PAPO_EX_DATAERR : 0;
	papo_adv_run_release(&run);
	papo_filter_release(&f);
	papo_cli_release(&cli);
	free(o.tmpdir);
	return status;
}
