/*
 * papo-verify: the outcome reward: is each response's final answer equal to the
 * reference?
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "json.h"
#include "verify/verify.h"
#include "xalloc.h"

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

static const enum papo_role out_roles[3] = {
	PAPO_F_R_OUT, PAPO_F_PRED, PAPO_F_VERIFY
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

struct tool {
	struct opts o;
	struct papo_fields *f;
	char **steps;		/* each file's step from its name, or NULL */
	size_t counts[PAPO_V_NVERDICTS];
};

/* Per-thread state. */
struct worker {
	struct papo_verify *v;
	struct papo_json j;
	struct papo_buf resp, ref, val;
	size_t counts[PAPO_V_NVERDICTS];
	struct papo_census census;	/* files without a reference */
};

static const char *
fname(const struct tool *t, enum papo_role r)
{
	return t->f->path[r].spec;
}

/*
 * Check one record and append it to out with its fields (the engine's
 * parse); -1 with e set when the record is bad.
 */
static int
do_record(void *tool, void *worker, struct papo_rec *rec,
    struct papo_buf *out, struct papo_err *e)
{
	const struct tool *t = tool;
	struct worker *w = worker;
	struct papo_json *j = &w->j;
	const char *s = rec->s;
	size_t n = rec->len;
	struct papo_verify_result res;
	struct papo_slot slot[3], stepslot;
	const char *filestep;
	size_t m;
	int keep;
	struct papo_edit ed[4];
	size_t off[4], k, el;
	const char *resp = NULL, *ref = NULL;
	size_t rn = 0, fn = 0;
	int i;

	if (papo_json_parse(j, s, n, e) < 0)
		return -1;
	/* the response */
	i = papo_json_find_field(j, &t->f->path[PAPO_F_RESPONSE], e);
	if (i == -2)
		return -1;
	if (i < 0)
		return papo_fields_missing(t->f, PAPO_F_RESPONSE, j, e);
	if (papo_json_type(j, i) == PAPO_JSON_STRING)
		resp = papo_json_text(j, i, &w->resp, &rn);
	else if (papo_json_type(j, i) != PAPO_JSON_NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a "
		    "string, not %s", fname(t, PAPO_F_RESPONSE),
		    papo_json_type_name(papo_json_type(j, i)));
	/* the reference: a string, a number or an array of strings;
	   absent or null: none */
	i = papo_json_find_field(j, &t->f->path[PAPO_F_ANSWER], e);
	if (i == -2)
		return -1;
	switch (papo_json_type(j, i)) {
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		break;
	case PAPO_JSON_STRING:
		ref = papo_json_text(j, i, &w->ref, &fn);
		break;
	case PAPO_JSON_NUMBER:
		ref = papo_json_raw(j, i, &fn);
		break;
	case PAPO_JSON_ARRAY:
		/* ["2", "two"]: acceptable answers, which the library reads
		   from the array's text; [] is no reference */
		for (k = 0, el = (size_t)i + 1; k < j->tok[i].size; k++,
		    el = j->tok[el].next)
			if (j->tok[el].type != PAPO_JSON_STRING)
				return papo_err_set(e, PAPO_EX_DATAERR, "field "
				    "'%s' must be a string, a number or an "
				    "array of strings", fname(t,
				    PAPO_F_ANSWER));
		if (j->tok[i].size > 0)
			ref = papo_json_raw(j, i, &fn);
		break;
	default:
		return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' must be a "
		    "string, a number or an array of strings, not %s",
		    fname(t, PAPO_F_ANSWER),
		    papo_json_type_name(papo_json_type(j, i)));
	}
	papo_census_note(&w->census, rec->file, rec->lineno, j, i >= 0 &&
	    papo_json_type(j, i) != PAPO_JSON_NULL ? 1 :
	    papo_fields_outcome_there(t->f, j));
	for (k = 0; k < 3; k++)
		if (papo_json_slot(j, &t->f->path[out_roles[k]], &slot[k],
		    e) < 0)
			return -1;
	/* a step from the file name goes on down the pipe, when there is */
	filestep = NULL;
	if (t->steps && t->steps[rec->file] && papo_json_find(j,
	    &t->f->path[PAPO_F_STEP], e) == -1) {
		filestep = t->steps[rec->file];
		if (papo_json_slot(j, &t->f->path[PAPO_F_STEP], &stepslot,
		    e) < 0)
			return -1;
	}

	papo_verify_check(w->v, resp, rn, ref, fn, &res);
	w->counts[res.verdict]++;

	/* the values: r_out, pred, verify */
	papo_buf_reset(&w->val);
	off[0] = 0;
	switch (res.verdict) {
	case PAPO_V_EQUAL:
		papo_buf_addc(&w->val, '1');
		break;
	case PAPO_V_NOT_EQUAL:
	case PAPO_V_NO_ANSWER:
		papo_buf_addc(&w->val, '0');
		break;
	case PAPO_V_CAPPED:
		papo_buf_adds(&w->val, t->o.capped_zero ? "0" : "null");
		break;
	default:
		papo_buf_adds(&w->val, "null");
		break;
	}
	off[1] = w->val.len;
	if (res.pred != NULL)
		papo_json_put_str(&w->val, res.pred, res.predlen);
	else
		papo_buf_adds(&w->val, "null");
	off[2] = w->val.len;
	papo_buf_addc(&w->val, '"');
	papo_buf_adds(&w->val, papo_verify_reason(res.verdict));
	papo_buf_addc(&w->val, '"');
	off[3] = w->val.len;
	/*
	 * No verdict never replaces a value already there (r_out mapped
	 * onto a framework's reward): verify says why, r_out stays.
	 */
	keep = off[1] == 4 && slot[0].have == t->f->path[PAPO_F_R_OUT].n &&
	    !slot[0].insert && !(slot[0].end - slot[0].start == 4 &&
	    memcmp(s + slot[0].start, "null", 4) == 0);
	for (k = keep, m = 0; k < 3; k++, m++) {
		ed[m].path = &t->f->path[out_roles[k]];
		ed[m].slot = slot[k];
		ed[m].val = w->val.s + off[k];
		ed[m].vlen = off[k + 1] - off[k];
	}
	if (filestep) {
		ed[m].path = &t->f->path[PAPO_F_STEP];
		ed[m].slot = stepslot;
		ed[m].val = filestep;
		ed[m++].vlen = strlen(filestep);
	}
	papo_json_splice(out, s, n, ed, m);
	return 0;
}

static const char *
filter_name(const void *f, uint32_t i)
{
	return papo_filter_name(f, i);
}

static const struct papo_filter_ops ops = {
	sizeof(struct papo_rec), do_record, NULL, NULL
};

int
main(int argc, char **argv)
{
	struct papo_cli cli;
	struct papo_filter f;
	struct tool t;
	struct papo_err e;
	struct worker *ws;
	struct papo_census census;
	int first, nthreads, k, v;
	static const enum papo_role in_roles[] = { PAPO_F_RESPONSE,
	    PAPO_F_ANSWER };

	papo_setprog(argv[0]);
	memset(&t, 0, sizeof(t));
	papo_verify_defaults(&t.o.v);
	memset(&cli, 0, sizeof(cli));
	cli.tool = "verify";
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
	if (papo_fields_check_outputs(t.f, out_roles, 3, in_roles, 2, &e) < 0)
		papo_die_err(&e);

	nthreads = papo_filter_threads();
	ws = papo_xcalloc((size_t)nthreads, sizeof(*ws));
	papo_filter_init(&f);
	f.worker = papo_xcalloc((size_t)nthreads, sizeof(*f.worker));
	for (k = 0; k < nthreads; k++) {
		ws[k].v = papo_verify_new(&t.o.v);
		papo_json_init(&ws[k].j);
		papo_buf_init(&ws[k].resp);
		papo_buf_init(&ws[k].ref);
		papo_buf_init(&ws[k].val);
		f.worker[k] = &ws[k];
	}
	f.ops = &ops;
	f.tool = &t;
	f.keep_going = cli.common.keep_going;
	f.emit = 1;
	f.task = 256;
	f.report = papo_warn_line;
	papo_filter_fields(&f, t.f);
	if (papo_filter_open(&f, argc - first, argv + first,
	    cli.common.max_line, &e) < 0 ||
	    papo_filter_file_steps(&f, t.f, &t.steps, &e) < 0)
		papo_die_err(&e);
	if (papo_filter_run(&f, &e) < 0)
		papo_die_run(&f, &e);
	papo_end_run(&f);
	papo_census_init(&census);
	for (k = 0; k < nthreads; k++) {
		papo_census_merge(&census, &ws[k].census);
		papo_census_release(&ws[k].census);
		for (v = 0; v < PAPO_V_NVERDICTS; v++)
			t.counts[v] += ws[k].counts[v];
		papo_verify_free(ws[k].v);
		papo_json_release(&ws[k].j);
		papo_buf_release(&ws[k].resp);
		papo_buf_release(&ws[k].ref);
		papo_buf_release(&ws[k].val);
	}
	free(ws);
	if (papo_census_check(&census, t.f, PAPO_F_ANSWER, "the reference",
	    filter_name, &f, &e) < 0)
		papo_die_err(&e);
	papo_census_release(&census);
	if (!t.o.quiet && t.counts[PAPO_V_NO_REFERENCE])
		papo_warnx("%zu record%s had no reference answer (r_out null, "
		    "verify no_reference)", t.counts[PAPO_V_NO_REFERENCE],
		    t.counts[PAPO_V_NO_REFERENCE] == 1 ? "" : "s");
	if (!t.o.quiet && t.counts[PAPO_V_CAPPED])
		papo_warnx("%zu record%s hit a work cap (r_out %s, verify "
		    "capped)", t.counts[PAPO_V_CAPPED],
		    t.counts[PAPO_V_CAPPED] == 1 ? "" : "s",
		    t.o.capped_zero ? "0" : "null");
	k = f.nbad ? PAPO_EX_DATAERR : 0;
	papo_filter_free_steps(&f, t.steps);
	free(f.worker);
	papo_filter_release(&f);
	papo_cli_release(&cli);
	return k;
}
