/*
 * papo-stats: training-signal metrics per step of JSONL rollouts, as a table,
 * TSV, JSONL, sparklines or an SVG chart.
 */
#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "buf.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "json.h"
#include "jsonl.h"
#include "stats.h"
#include "stats_merge.h"
#include "stats_partial.h"
#include "stats_report.h"
#include "table.h"
#include "xalloc.h"

enum {
	OPT_BY = 'b',
	OPT_FORMAT = 'f',
	OPT_METRICS = 'm',
	OPT_PLOT = 'p',
	OPT_RUN = PAPO_OPT_TOOL,
	OPT_AGREE,
	OPT_MERGE,
	OPT_PLOT_METRICS,
	OPT_SHARD,
	OPT_SWAP,
	OPT_TITLE,
	OPT_WIDTH,
	OPT_GROUP_SIZE
};

static const struct papo_opt options[] = {
	{ "format", 'f', OPT_FORMAT, "format", NULL, 0,
	    "table (default on a terminal), tsv (default\n"
	    "otherwise), jsonl, spark (sparklines), partial\n"
	    "(exact state, for --merge) or none" },
	{ "metrics", 'm', OPT_METRICS, "metrics", "LIST", 0,
	    "metrics to show, comma-separated, or all (all)" },
	{ "by", 'b', OPT_BY, "field", NULL, 0,
	    "one row per value of FIELD instead of the step" },
	{ "run", 0, OPT_RUN, "name=files", "NAME=FILES", PAPO_OPT_MANY,
	    "a named run read from FILES (a glob pattern the\n"
	    "tool expands; repeat for more runs or patterns)" },
	{ "shard", 0, OPT_SHARD, "i/n", NULL, 0,
	    "count only the groups whose key hashes to I\n"
	    "modulo N (records without a group: shard 0)" },
	{ "merge", 0, OPT_MERGE, NULL, NULL, 0,
	    "read partial results (-f partial) instead of\n"
	    "records and add them up, row by row" },
	{ "plot", 'p', OPT_PLOT, "file.svg", "FILE", 0,
	    "also draw the metrics against the step into an\n"
	    "SVG file, one line per run (- : standard output)" },
	{ "plot-metrics", 0, OPT_PLOT_METRICS, "metrics", "LIST", 0,
	    "metrics to plot (those of --metrics, else\n"
	    "those of zero_ratio,process_active_ratio,accuracy,\n"
	    "length_mean that have data)" },
	{ "title", 0, OPT_TITLE, "text", NULL, 0, "title of the plot" },
	{ "judge-agreement", 0, OPT_AGREE, "field", NULL, 0,
	    "instead of the metrics, validate the judge:\n"
	    "its r_proc against the labels in FIELD (agreement,\n"
	    "kappa, confusion, calibration, by subset)" },
	{ "swap-field", 0, OPT_SWAP, "field", NULL, 0,
	    "with it: the judgment made with reference and\n"
	    "response swapped, for the order check" },
	{ "group-size", 0, OPT_GROUP_SIZE, "n", NULL, 0,
	    "cut a group key's records into groups of N, in\n"
	    "input order (as papo-advantage --group-size)" },
	{ "width", 0, OPT_WIDTH, "n", NULL, 0,
	    "fit the table (or sparklines) in N columns; 0: no\n"
	    "limit (default: the terminal's width)" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

static const char about[] =
    "Training-signal metrics of advantage-scored rollouts (papo-advantage\n"
    "output), one row per step: zero-advantage ratio, process-active ratio,\n"
    "accuracy, the advantages of correct and wrong responses, and more.\n";

enum format {
	FMT_DEFAULT, FMT_TABLE, FMT_TSV, FMT_JSONL, FMT_SPARK, FMT_PARTIAL,
	FMT_NONE
};

/* A --run: its name and the patterns naming its files. */
struct runspec {
	char *name;
	char **pat;
	size_t npat, cap;
};

struct opts {
	enum format format;
	int metrics[PAPO_SM_N];
	size_t nmetrics;
	int have_metrics;
	int pmetrics[PAPO_SM_N];
	size_t npmetrics;
	int have_pmetrics;
	char *by;
	char *plot;
	char *title;
	long width;
	long group_size;
	int have_width;
	struct runspec *run;
	size_t nrun, runcap;
	unsigned long shard, nshards;	/* --shard I/N; nshards 0: all */
	int merge;
	char *agree;		/* --judge-agreement: the label field */
	char *swap;		/* --swap-field */
};

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

/* A thread's parsing state. */
struct worker {
	struct papo_json j;
	struct papo_stats_scratch sc;
};

/* One input line after the parallel parse. */
struct item {
	struct papo_rec h;
	struct papo_stats_rec rec;
	int other_shard;	/* counted by another shard */
};

struct tool {
	struct opts o;
	struct papo_common *c;
	struct papo_path by, ref, swap;
	const struct papo_path *path[PAPO_SS_N];
	const char *name[PAPO_SS_N];
	size_t npath;
	struct worker *w;
	void **wp;		/* the workers, for the engine */
	int nw;
	int bad;
	struct papo_stats *st;	/* the run being read */
	char **steps;		/* its files' steps (a step pattern), or NULL */
	const struct papo_filter *flt;	/* the run's engine */
	size_t left_out;	/* records without an advantage (no outcome) */
};

/* Keywords of --format, in the order of enum format (no "default"). */
static const char *const format_names[] = {
	"table", "tsv", "jsonl", "spark", "partial", "none", NULL
};

static int
add_run(struct opts *o, const char *arg, struct papo_err *e)
{
	const char *eq = strchr(arg, '=');
	struct runspec *r = NULL;
	size_t i, len;

	if (eq == NULL || eq == arg || eq[1] == '\0')
		return papo_err_set(e, PAPO_EX_USAGE, "--run takes NAME=FILES, "
		    "not '%s'", arg);
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

static void
set_str(char **dst, const char *arg)
{
	free(*dst);
	*dst = papo_xstrdup(arg);
}

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct opts *o = ctx;
	int k;

	(void)from_config;
	switch (opt) {
	case OPT_FORMAT:
		if ((k = papo_cli_keyword(arg, format_names)) >= 0)
			o->format = (enum format)(FMT_TABLE + k);
		else
			return papo_err_set(e, PAPO_EX_USAGE, "--format takes "
			    "table, tsv, jsonl, spark, partial or none, "
			    "not '%s'", arg);
		return 0;
	case OPT_METRICS:
		o->have_metrics = 1;
		return papo_stats_metric_list(arg, o->metrics, &o->nmetrics, e);
	case OPT_PLOT_METRICS:
		o->have_pmetrics = 1;
		return papo_stats_metric_list(arg, o->pmetrics, &o->npmetrics,
		    e);
	case OPT_BY:
		set_str(&o->by, arg);
		return 0;
	case OPT_PLOT:
		set_str(&o->plot, arg);
		return 0;
	case OPT_TITLE:
		set_str(&o->title, arg);
		return 0;
	case OPT_AGREE:
		set_str(&o->agree, arg);
		return 0;
	case OPT_SWAP:
		set_str(&o->swap, arg);
		return 0;
	case OPT_RUN:
		return add_run(o, arg, e);
	case OPT_MERGE:
		o->merge = 1;
		return 0;
	case OPT_GROUP_SIZE:
		if (papo_parse_long(arg, 1, 1L << 30, &o->group_size) < 0)
			return papo_err_set(e, PAPO_EX_USAGE, "invalid value "
			    "'%s' for --group-size (1 to 2^30)", arg);
		return 0;
	case OPT_SHARD:
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	case OPT_WIDTH:
		if (papo_parse_long(arg, 0, 1000000, &o->width) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid width '%s'", arg);
		o->have_width = 1;
		return 0;
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

static void
free_opts(struct opts *o)
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

/* Parse one line into an item (the engine's parse). */
static int
parse_line(void *tool, void *worker, struct papo_rec *h,
    struct papo_buf *out, struct papo_err *e)
{
	const struct tool *t = tool;
	struct worker *w = worker;
	struct item *it = (struct item *)h;
	int idx[PAPO_SS_N];

	(void)out;
	if (papo_json_parse(&w->j, h->s, h->len, e) < 0 ||
	    papo_json_find_all(&w->j, t->path, t->npath, idx, e) < 0 ||
	    (idx[PAPO_SS_STEP] < 0 && t->steps && t->steps[h->file] == NULL &&
	    papo_fields_no_step(&t->c->fields, papo_filter_name(t->flt,
	    h->file), e) < 0) ||
	    papo_stats_extract(&w->j, idx, t->by.n > 0, t->name,
	    idx[PAPO_SS_STEP] < 0 && t->steps ? t->steps[h->file] : NULL,
	    &it->rec, &w->sc, e) < 0)
		return -1;
	if (t->o.nshards && papo_stats_rec_shard(&it->rec, t->o.nshards) !=
	    t->o.shard) {
		papo_stats_rec_release(&it->rec);
		it->other_shard = 1;
	}
	return 0;
}

/* Add records to the run in input order (the engine's consume). */
static int
add_items(void *tool, void *recs, size_t from, size_t to, struct papo_err *e)
{
	struct tool *t = tool;
	struct item *items = recs;
	size_t i;

	(void)e;
	for (i = from; i < to; i++) {
		struct item *it = &items[i];

		/* blank, bad and other shards' lines: nothing to count */
		if (it->h.kind == PAPO_REC_OK && it->rec.left_out)
			t->left_out++;
		else if (it->h.kind == PAPO_REC_OK && !it->other_shard)
			papo_stats_add(t->st, &it->rec);
		papo_stats_rec_release(&it->rec);
	}
	return 0;
}

static void
drop_item(void *tool, void *rec)
{
	(void)tool;
	papo_stats_rec_release(&((struct item *)rec)->rec);
}

static const struct papo_filter_ops item_ops = {
	sizeof(struct item), parse_line, add_items, drop_item
};

/* Batches of about this many bytes, parsed in tasks of this many lines. */
#define BATCH_BYTES ((size_t)8 << 20)
#define TASK_LINES 128

/* Set up an engine on the tool's workers for files argv[0, argc). */
static void
engine(struct tool *t, struct papo_filter *f,
    const struct papo_filter_ops *ops, void *ctx, int argc, char **argv)
{
	struct papo_err e;

	papo_filter_init(f);
	f->ops = ops;
	f->tool = ctx;
	f->worker = t->wp;
	f->keep_going = t->c->keep_going;
	f->batch = BATCH_BYTES;
	f->task = TASK_LINES;
	f->report = papo_warn_line;
	papo_filter_fields(f, &t->c->fields);
	if (papo_filter_open(f, argc, argv, t->c->max_line, &e) < 0)
		papo_die_err(&e);
}

/*
 * Read one run's input (f, from engine) into st: records are parsed in
 * parallel and added in input order, so that a group's records keep
 * their order; results do not depend on the thread count.
 */
static void
read_run(struct tool *t, struct papo_filter *f, struct papo_stats *st)
{
	struct papo_err e;

	t->st = st;
	t->flt = f;
	if (papo_filter_file_steps(f, &t->c->fields, &t->steps, &e) < 0)
		papo_die_err(&e);
	if (papo_filter_run(f, &e) < 0)
		papo_die_run(f, &e);
	t->bad |= f->nbad > 0;
	papo_filter_free_steps(f, t->steps);
	t->steps = NULL;
}

/* The files of a --run: its patterns expanded, in order. */
static char **
expand(const struct runspec *r, size_t *nfiles)
{
	char **files = NULL;
	size_t n = 0, cap = 0, i, k;

	for (i = 0; i < r->npat; i++) {
		glob_t g;
		int rc;

		if (strcmp(r->pat[i], "-") == 0) {
			files = papo_xgrow(files, &cap, n + 1, sizeof(*files));
			files[n++] = papo_xstrdup("-");
			continue;
		}
		memset(&g, 0, sizeof(g));
		rc = glob(r->pat[i], GLOB_NOMAGIC | GLOB_TILDE | GLOB_BRACE,
		    NULL, &g);
		if (rc == GLOB_NOMATCH)
			papo_die(PAPO_EX_NOINPUT, "run '%s': no file matches "
			    "'%s'", r->name, r->pat[i]);
		if (rc != 0)
			papo_die(PAPO_EX_NOINPUT, "run '%s': cannot expand "
			    "'%s'", r->name, r->pat[i]);
		for (k = 0; k < g.gl_pathc; k++) {
			files = papo_xgrow(files, &cap, n + 1, sizeof(*files));
			files[n++] = papo_xstrdup(g.gl_pathv[k]);
		}
		globfree(&g);
	}
	*nfiles = n;
	return files;
}

/* Columns available to the output: --width, the terminal, $COLUMNS, else 0. */
static size_t
out_width(const struct opts *o)
{
	struct winsize ws;
	const char *env;
	long v;

	if (o->have_width)
		return (size_t)o->width;
	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ,
	    &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	if ((env = getenv("COLUMNS")) != NULL &&
	    papo_parse_long(env, 1, 1000000, &v) == 0)
		return (size_t)v;
	return 0;
}

static void
write_out(struct papo_out *out, const struct papo_buf *b)
{
	struct papo_err e;

	if (papo_out_write(out, b->s, b->len, &e) < 0 ||
	    papo_out_flush(out, &e) < 0)
		papo_die_output(out->err, &e);
}

static void
write_plot(const struct tool *t, const struct papo_stats_run *runs,
    size_t nrun, const char *keyname, struct papo_out *out)
{
	const struct opts *o = &t->o;
	struct papo_buf svg = PAPO_BUF_INIT;
	struct papo_err e;
	const int *pm = default_plot;
	size_t npm = sizeof(default_plot) / sizeof(default_plot[0]), k;
	int with[PAPO_SM_N];
	FILE *fp;

	if (o->have_pmetrics) {
		pm = o->pmetrics;
		npm = o->npmetrics;
	} else if (o->have_metrics) {
		pm = o->metrics;
		npm = o->nmetrics;
	} else if ((k = papo_stats_report_with_data(runs, nrun, pm, npm,
	    with)) > 0) {
		/* no empty panels by default (most inputs have no length) */
		pm = with;
		npm = k;
	}
	if (papo_stats_report_chart(&svg, runs, nrun, keyname, pm, npm,
	    o->title, &e) < 0)
		papo_die(e.status, "%s: %s", o->plot, e.msg);
	if (strcmp(o->plot, "-") == 0)
		write_out(out, &svg);
	else {
		if ((fp = fopen(o->plot, "w")) == NULL)
			papo_die(PAPO_EX_IOERR, "cannot create '%s': %s",
			    o->plot, strerror(errno));
		if (fwrite(svg.s, 1, svg.len, fp) != svg.len || ferror(fp)) {
			int err = errno;

			fclose(fp);
			papo_die(PAPO_EX_IOERR, "cannot write '%s': %s",
			    o->plot, strerror(err));
		}
		if (fclose(fp) != 0)
			papo_die(PAPO_EX_IOERR, "cannot write '%s': %s",
			    o->plot, strerror(errno));
	}
	papo_buf_release(&svg);
}

static void
write_report(const struct tool *t, const struct papo_stats_run *runs,
    size_t nrun, const char *keyname, enum format fmt, struct papo_out *out)
{
	const struct opts *o = &t->o;
	struct papo_table tab;
	struct papo_buf b = PAPO_BUF_INIT;
	int all[PAPO_SM_N];
	const int *m = o->metrics;
	size_t nm = o->nmetrics, width = out_width(o), sw, k;

	if (!o->have_metrics) {
		for (k = 0; k < PAPO_SM_N; k++)
			all[k] = (int)k;
		m = all;
		nm = PAPO_SM_N;
	}
	papo_table_init(&tab);
	if (fmt == FMT_SPARK) {
		/* what the other columns leave, at least 10; 48 when unknown */
		sw = width == 0 ? 48 : width > 82 ? width - 72 : 10;
		papo_stats_report_spark(&tab, runs, nrun, m, nm, sw);
		papo_table_text(&tab, 0, &b);
	} else {
		papo_stats_report_table(&tab, runs, nrun, keyname, m, nm);
		if (fmt == FMT_TABLE)
			papo_table_text(&tab, width, &b);
		else if (fmt == FMT_TSV)
			papo_table_tsv(&tab, &b);
		else
			papo_table_jsonl(&tab, &b);
	}
	write_out(out, &b);
	papo_table_release(&tab);
	papo_buf_release(&b);
}

/*
 * --judge-agreement: read the label (and the swapped judgment) too, and
 * refuse what the report has no use for.  It keeps every compared
 * record (length quartiles need them all), so it does not shard.
 */
static void
agree_setup(struct tool *t, struct papo_cli *cli)
{
	struct papo_err e;

	if (t->o.merge || t->o.nshards || t->o.by || t->o.plot ||
	    t->o.have_metrics || t->o.format == FMT_SPARK ||
	    t->o.format == FMT_PARTIAL)
		papo_die(PAPO_EX_USAGE, "--judge-agreement writes its own "
		    "report (table, tsv or jsonl) over all records: it takes "
		    "no --merge, --shard, --by, --plot, --metrics or format "
		    "spark or partial");
	papo_err_clear(&e);
	if (papo_path_parse(&t->ref, t->o.agree, &e) < 0 ||
	    (t->o.swap && papo_path_parse(&t->swap, t->o.swap, &e) < 0)) {
		papo_report(&e);
		fputs(papo_cli_usage(cli), stderr);
		exit(PAPO_EX_USAGE);
	}
	if (t->npath == PAPO_SS_BY)
		t->path[PAPO_SS_BY] = t->path[PAPO_SS_STEP];
	t->path[PAPO_SS_REF] = &t->ref;
	t->name[PAPO_SS_REF] = t->ref.spec;
	t->path[PAPO_SS_SWAP] = t->o.swap ? &t->swap : &t->ref;
	t->name[PAPO_SS_SWAP] = t->o.swap ? t->swap.spec : NULL;
	t->npath = PAPO_SS_N;
}

static void
write_agreement(const struct tool *t, const struct papo_stats_run *runs,
    size_t nrun, enum format fmt, struct papo_out *out)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_err e;

	if (fmt == FMT_NONE)
		return;
	if (papo_stats_report_agreement(&b, runs, nrun, t->name[PAPO_SS_R_PROC],
	    t->name[PAPO_SS_REF], t->name[PAPO_SS_SWAP], fmt == FMT_TABLE ?
	    PAPO_AGREE_TEXT : fmt == FMT_TSV ? PAPO_AGREE_TSV :
	    PAPO_AGREE_JSONL, out_width(&t->o), &e) < 0)
		papo_die_err(&e);
	write_out(out, &b);
	papo_buf_release(&b);
}

/* Write the runs' rows as a partial result (--format partial). */
static void
write_partial(const struct papo_stats_run *runs, size_t nrun,
    const char *keyname, const long *held, size_t nheld,
    unsigned long nshards, struct papo_out *out)
{
	struct papo_buf b = PAPO_BUF_INIT;
	const char **names = NULL;
	size_t i, r, rows = 0;
	int named = nrun > 0 && runs[0].name != NULL;

	if (named) {
		names = papo_xcalloc(nrun, sizeof(*names));
		for (i = 0; i < nrun; i++)
			names[i] = runs[i].name;
	}
	for (i = 0; i < nrun; i++)
		rows += runs[i].st.nrow;
	papo_stats_partial_write_head(&b, keyname, names, named ? nrun : 0,
	    held, nheld, nshards, rows);
	for (i = 0; i < nrun; i++)
		for (r = 0; r < runs[i].st.nrow; r++) {
			papo_stats_partial_write_row(&b, runs[i].name,
			    &runs[i].st.row[r]);
			/* a row is a few KB at most: write as we go */
			if (b.len >= (size_t)1 << 20) {
				write_out(out, &b);
				papo_buf_reset(&b);
			}
		}
	write_out(out, &b);
	papo_buf_release(&b);
	free(names);
}

/* Add the partial results of file (an operand, or of --run target) to m. */
static void
merge_file(struct tool *t, struct papo_stats_merge *m, char *file,
    long target)
{
	struct papo_filter f;
	struct papo_err e;

	engine(t, &f, NULL, NULL, 1, &file);
	if (papo_stats_merge_file(m, &f, target, &e) < 0)
		papo_die_run(&f, &e);
	t->bad |= f.nbad > 0;
	papo_filter_release(&f);
}

/*
 * Read the partial results named by --run or the operands (argv, argc;
 * none: standard input) into m; returns the runs and sets *nrun.  The
 * key column they were made with is m->by.
 */
static struct papo_stats_run *
merge_all(struct tool *t, struct papo_stats_merge *m, int argc, char **argv,
    size_t *nrun)
{
	static char dash[] = "-";
	struct papo_buf msg = PAPO_BUF_INIT;
	size_t i, k, nfiles;
	char **files, *line, *save;

	papo_stats_merge_init(m, t->o.by);
	if (t->o.nrun) {
		for (i = 0; i < t->o.nrun; i++)
			papo_stats_merge_run(m, t->o.run[i].name);
		for (i = 0; i < t->o.nrun; i++) {
			files = expand(&t->o.run[i], &nfiles);
			for (k = 0; k < nfiles; k++) {
				merge_file(t, m, files[k], (long)i);
				free(files[k]);
			}
			free(files);
		}
	} else if (argc == 0)
		merge_file(t, m, dash, -1);
	else
		for (i = 0; i < (size_t)argc; i++)
			merge_file(t, m, argv[i], -1);
	if (papo_stats_merge_finish(m, t->o.format != FMT_PARTIAL, &msg) < 0) {
		for (line = strtok_r(msg.s, "\n", &save); line != NULL;
		    line = strtok_r(NULL, "\n", &save))
			papo_warnx("%s", line);
		if (!t->c->keep_going)
			exit(PAPO_EX_DATAERR);
		t->bad = 1;
	}
	papo_buf_release(&msg);
	*nrun = m->nrun;
	return m->run;
}

int
main(int argc, char **argv)
{
	struct papo_cli cli;
	struct tool t;
	struct papo_err e;
	struct papo_stats_run *runs;
	struct papo_filter *filters = NULL;
	struct papo_out out;
	struct papo_stats_merge merge;
	long *held = NULL;	/* the shards a partial holds */
	size_t nheld = 0;
	unsigned long nshards = 0;
	char ***files = NULL;
	size_t nrun, i, k, *nfiles = NULL;
	enum format fmt;
	const char *keyname;
	int first;

	papo_setprog(argv[0]);
	memset(&t, 0, sizeof(t));
	memset(&cli, 0, sizeof(cli));
	cli.tool = "stats";
	cli.opts = options;
	cli.about = about;
	cli.handle = handle;
	cli.ctx = &t.o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		free_opts(&t.o);
		return 0;
	}
	papo_err_clear(&e);
	t.c = &cli.common;
	argc -= first;
	argv += first;

	/* the fields to read, the --by field last */
	for (k = 0; k < PAPO_SS_BY; k++) {
		t.path[k] = &cli.common.fields.path[src_role[k]];
		t.name[k] = t.path[k]->spec;
	}
	t.npath = PAPO_SS_BY;
	/* the response is read for the judge-agreement report alone */
	if (!t.o.agree)
		t.path[PAPO_SS_RESPONSE] = NULL;
	if (t.o.by) {
		if (papo_path_parse(&t.by, t.o.by, &e) < 0) {
			papo_report(&e);
			fputs(papo_cli_usage(&cli), stderr);
			exit(PAPO_EX_USAGE);
		}
		t.path[PAPO_SS_BY] = &t.by;
		t.name[PAPO_SS_BY] = t.by.spec;
		t.npath++;
	}
	keyname = t.o.by ? t.o.by : "step";
	if (t.o.agree)
		agree_setup(&t, &cli);
	else if (t.o.swap)
		papo_die(PAPO_EX_USAGE, "--swap-field goes with "
		    "--judge-agreement");

	fmt = t.o.format;
	if (t.o.plot && strcmp(t.o.plot, "-") == 0) {
		if (fmt != FMT_DEFAULT && fmt != FMT_NONE)
			papo_die(PAPO_EX_USAGE, "--plot - writes the chart to "
			    "standard output, which leaves no room for "
			    "--format");
		fmt = FMT_NONE;
	}
	if (fmt == FMT_DEFAULT)
		fmt = isatty(STDOUT_FILENO) ? FMT_TABLE : FMT_TSV;

	if (t.o.merge && t.o.nshards)
		papo_die(PAPO_EX_USAGE, "--merge adds up partial results, "
		    "which --shard cannot split (shard the runs that write "
		    "them)");
	/* the runs: named ones from --run, else one from the operands */
	if (t.o.nrun && argc > 0)
		papo_die(PAPO_EX_USAGE, "name the input files either with "
		    "--run or as operands, not both");

#ifdef _OPENMP
	t.nw = omp_get_max_threads();
#else
	t.nw = 1;
#endif
	t.w = papo_xcalloc((size_t)t.nw, sizeof(*t.w));
	t.wp = papo_xcalloc((size_t)t.nw, sizeof(*t.wp));
	for (k = 0; k < (size_t)t.nw; k++) {
		papo_json_init(&t.w[k].j);
		papo_stats_scratch_init(&t.w[k].sc);
		t.wp[k] = &t.w[k];
	}
	if (t.o.merge) {
		runs = merge_all(&t, &merge, argc, argv, &nrun);
		for (i = 0; i < nrun; i++)
			papo_stats_finish(&runs[i].st);
		keyname = merge.by;
		nheld = papo_stats_merge_held(&merge, &held, &nshards);
	} else {
		if (t.o.nshards) {
			held = papo_xcalloc(1, sizeof(*held));
			held[0] = (long)t.o.shard;
			nheld = 1;
			nshards = t.o.nshards;
		}
		nrun = t.o.nrun ? t.o.nrun : 1;
		runs = papo_xcalloc(nrun, sizeof(*runs));
		filters = papo_xcalloc(nrun, sizeof(*filters));
		files = papo_xcalloc(nrun, sizeof(*files));
		nfiles = papo_xcalloc(nrun, sizeof(*nfiles));
		/* every run's files are checked before any is read */
		for (i = 0; i < nrun; i++) {
			if (t.o.nrun) {
				runs[i].name = t.o.run[i].name;
				files[i] = expand(&t.o.run[i], &nfiles[i]);
				engine(&t, &filters[i], &item_ops, &t,
				    (int)nfiles[i], files[i]);
			} else
				engine(&t, &filters[i], &item_ops, &t, argc,
				    argv);
			papo_stats_init(&runs[i].st);
			runs[i].st.group_size = (size_t)t.o.group_size;
		}
		for (i = 0; i < nrun; i++) {
			read_run(&t, &filters[i], &runs[i].st);
			papo_stats_finish(&runs[i].st);
			papo_filter_release(&filters[i]);
		}
	}

	if (t.left_out)
		papo_warnx("%zu record%s had no advantage (papo-advantage "
		    "left %s out: no outcome) and %s not counted",
		    t.left_out, t.left_out == 1 ? "" : "s",
		    t.left_out == 1 ? "it" : "them",
		    t.left_out == 1 ? "is" : "are");
	papo_out_init(&out, STDOUT_FILENO, "<stdout>");
	if (t.o.agree) {
		/* the report instead of the metrics (no --plot here) */
		write_agreement(&t, runs, nrun, fmt, &out);
		fmt = FMT_NONE;
	}
	if (t.o.plot)
		write_plot(&t, runs, nrun, keyname, &out);
	if (fmt == FMT_PARTIAL)
		write_partial(runs, nrun, keyname, held, nheld, nshards, &out);
	else if (fmt != FMT_NONE)
		write_report(&t, runs, nrun, keyname, fmt, &out);
	papo_out_release(&out);

	for (k = 0; k < (size_t)t.nw; k++) {
		papo_json_release(&t.w[k].j);
		papo_stats_scratch_release(&t.w[k].sc);
	}
	free(t.w);
	free(t.wp);
	for (i = 0; i < nrun; i++) {
		papo_stats_release(&runs[i].st);
		if (files == NULL)
			continue;
		for (k = 0; k < nfiles[i]; k++)
			free(files[i][k]);
		free(files[i]);
	}
	if (t.o.merge)
		papo_stats_merge_release(&merge);
	free_opts(&t.o);
	free(runs);
	free(filters);
	free(held);
	free(files);
	free(nfiles);
	if (t.by.n)
		papo_path_release(&t.by);
	if (t.ref.n)
		papo_path_release(&t.ref);
	if (t.swap.n)
		papo_path_release(&t.swap);
	papo_cli_release(&cli);
	return t.bad ? PAPO_EX_DATAERR : 0;
}
