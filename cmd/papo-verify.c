/* SPDX-License-Identifier: MIT */
/*
 * papo-verify: the outcome reward: is each response's final answer equal to the
 * reference?
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "serve.h"
#include "server/server.h"
#include "verify/verify_serve.h"
#include "verify/verifyrun.h"

enum {
	OPT_QUIET = 'q',
	OPT_TOLERANCE = PAPO_OPT_TOOL,
	OPT_THINK,
	OPT_EXTRACT,
	OPT_PRECISION,
	OPT_TRIALS,
	OPT_CAPPED,
	OPT_EXPLAIN,
	OPT_MAX_LENGTH,
	OPT_SHARD,
	OPT_SERVE
};

struct opts {
	struct papo_verify_opts v;
	struct papo_serve_opts srv;
	int quiet;
	int capped_zero;
	unsigned long shard, nshards;	/* --shard; nshards 0: all */
	int explain;
	long max_length;	/* --max-length */
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

static const struct papo_opt options[] = {
	{ "tolerance", 0, OPT_TOLERANCE, "x", NULL, 0,
	    "a decimal literal is a rounding when its last\n"
	    "digit is at most X of it (1e-3); 0: exact",
	    PAPO_VAL_DOUBLE(struct opts, v.tol, 0, 1, PAPO_T_HI_OPEN) },
	{ "think", 0, OPT_THINK, "cut|keep|require", "MODE", 0,
	    "cut (default: the text after the last </think>),\n"
	    "keep (the whole response; a <think> never\n"
	    "closed still no answer) or require (no\n"
	    "</think>: no answer)",
	    PAPO_VAL_ENUM(struct opts, v.answer.think, think_names, 0) },
	{ "extract", 0, OPT_EXTRACT, "boxed|answer|all", "LEVEL", 0,
	    "boxed (\\boxed{} only), answer (also \"answer is\",\n"
	    "\"answer:\", \"####\") or all (default: also a\n"
	    "final line or statement that is a value alone)",
	    PAPO_VAL_ENUM(struct opts, v.answer.extract, extract_names, 0) },
	{ "precision", 0, OPT_PRECISION, "bits", NULL, 0,
	    "MPFR working precision (256)",
	    PAPO_VAL_LONG(struct opts, v.prec, 64, 16384) },
	{ "trials", 0, OPT_TRIALS, "n", NULL, 0,
	    "random points for answers with variables (4)",
	    PAPO_VAL_INT(struct opts, v.trials, 1, 16) },
	{ "capped", 0, OPT_CAPPED, "null|0", "VALUE", 0,
	    "r_out of a capped check: null (default) or 0",
	    PAPO_VAL_ENUM(struct opts, capped_zero, capped_names, 0) },
	{ "explain", 0, OPT_EXPLAIN, NULL, NULL, 0,
	    "write explain: the finder that matched, the rows\n"
	    "before and after the answer, or why it is refused",
	    PAPO_VAL_FLAG(struct opts, explain) },
	{ "max-length", 0, OPT_MAX_LENGTH, "n", NULL, 0,
	    "a response whose length field is at least N\n"
	    "tokens was cut off at the limit: no answer (0,\n"
	    "the default: none)",
	    PAPO_VAL_LONG(struct opts, max_length, 0, HUGE_VAL) },
	PAPO_OPT_ROW_SHARD(OPT_SHARD),
	PAPO_SERVE_ROWS(struct opts, srv, OPT_SERVE),
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, 0,
	    "no summary of unscored records, no progress\n"
	    "line on stderr",
	    PAPO_VAL_FLAG(struct opts, quiet) },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

static const char about[] =
    "Check each record's final answer against its reference and write the\n"
    "outcome reward into the record as r_out (1, 0 or null), pred (the\n"
    "extracted answer; null on no_answer) and verify (equal, not_equal,\n"
    "no_answer, uncertain, no_reference or capped).\n";

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct opts *o = ctx;

	if (papo_serve_row_seen(&o->srv, opt, OPT_SERVE, from_config))
		return 0;
	if (opt == OPT_SHARD) {
		if (!from_config && o->srv.files_only == NULL)
			o->srv.files_only = "shard";
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	}
	return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
}

static void
say(const char *msg)
{
	papo_warnx("%s", msg);
}

/* --serve: no files; requests until SIGTERM. */
static int
serve(struct opts *o, struct papo_verify_run_opts *ro, struct papo_cli *cli,
    int nfiles)
{
	struct papo_verify_serve vs;
	struct papo_err e;
	int rc;

	papo_err_clear(&e);
	if (nfiles > 0) {
		papo_warnx("--serve reads no files: requests bring the "
		    "records");
		rc = PAPO_EX_USAGE;
	} else {
		papo_verify_serve_init(&vs, ro, &cli->common.fields,
		    cli->common.keep_going, cli->common.max_line);
		o->srv.loops = cli->common.threads;	/* -j: event loops */
		rc = papo_server_run(&o->srv, &vs.tool, say, &e);
		papo_verify_serve_release(&vs);
	}
	free(o->srv.listen);
	free(o->srv.access_log);
	papo_cli_release(cli);
	if (rc < 0)
		papo_die_err(&e);
	return rc;
}

/*
 * Records were read and not one had a reference, yet the run went on
 * because each has the dump's own outcome (verl's acc): nothing was
 * re-scored.  Said even under -q, since the pipeline after it would
 * silently use the dump's outcome.  1 when said.
 */
static int
rescored_none(const struct papo_verify_run *run, const struct papo_fields *f)
{
	size_t v, total = 0;

	for (v = 0; v < PAPO_V_NVERDICTS; v++)
		total += run->counts[v];
	if (total == 0 || run->counts[PAPO_V_NO_REFERENCE] != total)
		return 0;
	papo_warnx("no record has a reference answer (field '%s'): nothing "
	    "was re-scored; r_out is null and the tools after this one use "
	    "the dump's own outcome ('%s' or '%s')%s%s%s",
	    f->path[PAPO_F_ANSWER].spec, f->path[PAPO_F_ACC].spec,
	    f->path[PAPO_F_REWARD].spec,
	    run->ref_guess.len ? "; to re-score, --field answer=" : "",
	    run->ref_guess.len ? run->ref_guess.s : "",
	    run->ref_guess.len ? "?" : "");
	return 1;
}

/*
 * The step pattern that tells paths a and b apart when they differ
 * first by a run of digits in a folder's name ("step_{}/" for
 * "d/step_1/r.jsonl" and "d/step_2/r.jsonl"), into buf (n bytes), and
 * 0; -1 when they differ otherwise, or first in the file's own name.
 */
static int
folder_pattern(const char *a, const char *b, char *buf, size_t n)
{
	size_t d = 0, c, r;

	while (a[d] && a[d] == b[d])
		d++;
	while (d > 0 && papo_ascii_digit((unsigned char)a[d - 1]))
		d--;
	if (!papo_ascii_digit((unsigned char)a[d]) ||
	    !papo_ascii_digit((unsigned char)b[d]))
		return -1;
	for (c = d; c > 0 && a[c - 1] != '/'; c--)
		;
	for (r = d; papo_ascii_digit((unsigned char)a[r]); r++)
		;
	if (strchr(a + r, '/') == NULL || strchr(b + d, '/') == NULL)
		return -1;
	snprintf(buf, n, "%.*s{}%.*s/", (int)(d - c), a + c,
	    (int)strcspn(a + r, "/"), a + r);
	return 0;
}

/*
 * With no step pattern, records without a step field came from files in
 * more than one folder: down the pipe they are one step, and a prompt
 * that two folders hold is one group.  Said once, even under -q; when
 * the folders' names differ by a number, with the pattern to give.
 */
static void
bare_steps(const struct papo_verify_run *run, const struct papo_filter *flt)
{
	const char *a, *b, *sa, *sb;
	char pat[256];

	if (!run->bare || run->bare_lo == run->bare_hi)
		return;
	a = papo_filter_name(flt, run->bare_lo);
	b = papo_filter_name(flt, run->bare_hi);
	sa = strrchr(a, '/');
	sb = strrchr(b, '/');
	if (sa == NULL && sb == NULL)
		return;		/* files of one folder: ranks, shards */
	if (sa && sb && sa - a == sb - b && memcmp(a, b,
	    (size_t)(sa - a)) == 0)
		return;
	if (folder_pattern(a, b, pat, sizeof(pat)) == 0)
		papo_warnx("%s, %s: records without a step, in different "
		    "folders: down the pipe they are one step, and a prompt "
		    "in both one group; if each folder is a step, give "
		    "--field step=file:%s (papo-verify then writes each "
		    "record's step)", a, b, pat);
	else
		papo_warnx("%s, %s: records without a step, in different "
		    "folders: down the pipe they are one step, and a prompt "
		    "in both one group; give each record its step (--field "
		    "step=file:PATTERN, or jq -c '.step = N'), or read one "
		    "folder at a time", a, b);
}

/*
 * Under --preset verl, records of verl's validation dump (its writer
 * adds 'reward' beside 'score') were read with those of its rollout
 * dump: both name their files by step, so a validation is counted in
 * that training step down the pipe.  Said once, even under -q, in the
 * words papo-advantage and papo-stats say it in (fields.h).
 */
static void
verl_mixed(const struct papo_verify_run *run, const struct papo_filter *flt,
    const struct papo_fields *f)
{
	struct papo_eval_mix m;
	struct papo_err e;

	memset(&m, 0, sizeof(m));
	if (run->vdump)
		papo_fields_eval_note(&m, 1, run->val_file, run->val_line);
	if (run->rdump)
		papo_fields_eval_note(&m, 0, run->roll_file, run->roll_line);
	if (papo_fields_eval_mixed(f, &m, papo_filter_name(flt,
	    run->val_file), papo_filter_name(flt, run->roll_file), "down the "
	    "pipe each validation is counted in the training step of its "
	    "number", &e))
		papo_warnx("%s", e.msg);
}

/*
 * Records went out without a step: the fields take it from file names
 * (a preset's step pattern) and a record had none of its own in a file
 * whose name gives none, standard input above all.  papo-advantage and
 * papo-stats stop on such a record, so it is said here, even under -q,
 * with where the first one is.
 */
static void
stepless(const struct papo_verify_run *run, const struct papo_filter *flt,
    const struct papo_fields *f)
{
	struct papo_err e;
	const char *name;

	if (run->nostep == 0)
		return;
	name = papo_filter_name(flt, run->nostep_file);
	papo_err_clear(&e);
	(void)papo_fields_no_step_note(f, name,
	    (unsigned long long)run->nostep_line,
	    (unsigned long long)run->nostep, &e);
	papo_warnx("%s", e.msg);
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
	struct papo_progress prog;
	int first, status, rc;

	papo_setprog(argv[0]);
	memset(&o, 0, sizeof(o));
	papo_verify_defaults(&o.v);
	papo_serve_defaults(&o.srv);
	memset(&cli, 0, sizeof(cli));
	cli.tool = "verify";
	cli.opts = options;
	cli.about = about;
	cli.ctx = &o;
	cli.handle = handle;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		return 0;
	}
	papo_err_clear(&e);
	if (papo_fields_check_outputs(&cli.common.fields, out_roles, 3,
	    in_roles, 2, &e) < 0)
		papo_die_err(&e);
	if (papo_serve_unused(&o.srv, &e) > 0)
		papo_warnx("%s", e.msg);

	memset(&ro, 0, sizeof(ro));
	ro.v = o.v;
	ro.capped_zero = o.capped_zero;
	ro.explain = o.explain;
	ro.max_length = o.max_length;
	if (o.srv.listen != NULL)
		return serve(&o, &ro, &cli, argc - first);
	papo_filter_init(&f);
	f.keep_going = cli.common.keep_going;
	f.report = papo_warn_line;
	f.shard = o.shard;
	f.nshards = o.nshards;
	papo_verify_run_init(&run, &ro, &cli.common.fields, &f);
	if (papo_filter_open(&f, argc - first, argv + first,
	    cli.common.max_line, &e) < 0 || papo_verify_run_open(&run, &e) < 0)
		papo_die_err(&e);
	papo_progress_start(&prog, &f, papo_progress_wanted(o.quiet));
	rc = papo_filter_run(&f, &e);
	papo_progress_end(&prog);
	if (rc < 0)
		papo_die_run(&f, &e);
	papo_end_run(&f);
	if (papo_verify_run_finish(&run, &e) < 0)
		papo_die_err(&e);
	stepless(&run, &f, &cli.common.fields);
	bare_steps(&run, &f);
	verl_mixed(&run, &f, &cli.common.fields);
	if (rescored_none(&run, &cli.common.fields))
		;
	else if (!o.quiet && run.counts[PAPO_V_NO_REFERENCE])
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
	free(o.srv.access_log);	/* given without --serve: unused */
	papo_cli_release(&cli);
	return status;
}
