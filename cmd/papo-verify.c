/*
 * papo-verify: the outcome reward: is each response's final answer equal to the
 * reference?
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "verify/verifyrun.h"

enum {
	OPT_QUIET = 'q',
	OPT_TOLERANCE = PAPO_OPT_TOOL,
	OPT_THINK,
	OPT_EXTRACT,
	OPT_PRECISION,
	OPT_TRIALS,
	OPT_CAPPED
};

static const struct papo_opt options[] = {
	{ "tolerance", 0, OPT_TOLERANCE, "x", NULL, 0,
	    "a decimal literal is a rounding when its last\n"
	    "digit is at most X of it (1e-3); 0: exact" },
	{ "think", 0, OPT_THINK, "cut|keep|require", "MODE", 0,
	    "cut (default: the text after the last </think>),\n"
	    "keep (the whole response) or require (no\n"
	    "</think>: no answer)" },
	{ "extract", 0, OPT_EXTRACT, "boxed|answer|all", "LEVEL", 0,
	    "boxed (\\boxed{} only), answer (also \"answer is\",\n"
	    "\"answer:\", \"####\") or all (default: also the\n"
	    "last math and the last number)" },
	{ "precision", 0, OPT_PRECISION, "bits", NULL, 0,
	    "MPFR working precision (256)" },
	{ "trials", 0, OPT_TRIALS, "n", NULL, 0,
	    "random points for answers with variables (4)" },
	{ "capped", 0, OPT_CAPPED, "null|0", "VALUE", 0,
	    "r_out of a capped check: null (default) or 0" },
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, 0,
	    "no summary of unscored records on stderr" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

static const char about[] =
    "Check each record's final answer against its reference and write the\n"
    "outcome reward into the record as r_out (1, 0 or null), pred (the\n"
    "extracted answer) and verify (equal, not_equal, no_answer,\n"
    "no_reference or capped).\n";

struct opts {
	struct papo_verify_opts v;
	int quiet;
	int capped_zero;
};

/* Keywords of the options, in the order of their enums. */
static const char *const think_names[] = {
	[PAPO_THINK_CUT] = "cut", [PAPO_THINK_KEEP] = "keep",
	[PAPO_THINK_REQUIRE] = "require", NULL
};
static const char *const extract_names[] = {
	[PAPO_EXTRACT_BOXED] = "boxed", [PAPO_EXTRACT_ANSWER] = "answer",
	[PAPO_EXTRACT_ALL] = "all", NULL
};
static const char *const capped_names[] = { "null", "0", NULL };

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct opts *o = ctx;
	double x;
	long n;
	int k;

	(void)from_config;
	switch (opt) {
	case OPT_QUIET:
		o->quiet = 1;
		return 0;
	case OPT_TOLERANCE:
		if (papo_parse_double(arg, &x) < 0 || x < 0 || x >= 1)
			return papo_err_set(e, PAPO_EX_USAGE, "invalid value "
			    "'%s' for --tolerance (0 <= x < 1)", arg);
		o->v.tol = x;
		return 0;
	case OPT_THINK:
		if ((k = papo_cli_keyword(arg, think_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--think takes "
			    "cut, keep or require, not '%s'", arg);
		o->v.answer.think = (enum papo_think)k;
		return 0;
	case OPT_EXTRACT:
		if ((k = papo_cli_keyword(arg, extract_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--extract takes "
			    "boxed, answer or all, not '%s'", arg);
		o->v.answer.extract = (enum papo_extract)k;
		return 0;
	case OPT_PRECISION:
		if (papo_parse_long(arg, 64, 16384, &n) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "invalid value "
			    "'%s' for --precision (64 to 16384 bits)", arg);
		o->v.prec = n;
		return 0;
	case OPT_TRIALS:
		if (papo_parse_long(arg, 1, 16, &n) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "invalid value "
			    "'%s' for --trials (1 to 16)", arg);
		o->v.trials = (int)n;
		return 0;
	case OPT_CAPPED:
		if ((k = papo_cli_keyword(arg, capped_names)) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "--capped takes "
			    "null or 0, not '%s'", arg);
		o->capped_zero = k;
		return 0;
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

int
main(int argc, char **argv)
{
	static const enum papo_role in_roles[] = { PAPO_F_RESPONSE,
	    PAPO_F_ANSWER };
	static const enum papo_role out_roles[3] = {
		PAPO_F_R_OUT, PAPO_F_PRED, PAPO_F_VERIFY
	};
	struct papo_verify_run_opts ro;
	struct papo_verify_run run;
	struct papo_cli cli;
	struct papo_filter f;
	struct papo_err e;
	struct opts o;
	int first, status;

	papo_setprog(argv[0]);
	memset(&o, 0, sizeof(o));
	papo_verify_defaults(&o.v);
	memset(&cli, 0, sizeof(cli));
	cli.tool = "verify";
	cli.opts = options;
	cli.about = about;
	cli.handle = handle;
	cli.ctx = &o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		return 0;
	}
	papo_err_clear(&e);
	if (papo_fields_check_outputs(&cli.common.fields, out_roles, 3,
	    in_roles, 2, &e) < 0)
		papo_die_err(&e);

	memset(&ro, 0, sizeof(ro));
	ro.v = o.v;
	ro.capped_zero = o.capped_zero;
	papo_filter_init(&f);
	f.keep_going = cli.common.keep_going;
	f.report = papo_warn_line;
	papo_verify_run_init(&run, &ro, &cli.common.fields, &f);
	if (papo_filter_open(&f, argc - first, argv + first,
	    cli.common.max_line, &e) < 0 || papo_verify_run_open(&run, &e) < 0)
		papo_die_err(&e);
	if (papo_filter_run(&f, &e) < 0)
		papo_die_run(&f, &e);
	papo_end_run(&f);
	papo_verify_run_finish(&run);
	if (!o.quiet && run.counts[PAPO_V_NO_REFERENCE])
		papo_warnx("%zu record%s had no reference answer (r_out null, "
		    "verify no_reference)", run.counts[PAPO_V_NO_REFERENCE],
		    run.counts[PAPO_V_NO_REFERENCE] == 1 ? "" : "s");
	if (!o.quiet && run.counts[PAPO_V_CAPPED])
		papo_warnx("%zu record%s hit a work cap (r_out %s, verify "
		    "capped)", run.counts[PAPO_V_CAPPED],
		    run.counts[PAPO_V_CAPPED] == 1 ? "" : "s",
		    o.capped_zero ? "0" : "null");
	status = f.nbad ? PAPO_EX_DATAERR : 0;
	papo_verify_run_release(&run);
	papo_filter_release(&f);
	papo_cli_release(&cli);
	return status;
}
