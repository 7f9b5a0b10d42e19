/*
 * papo-stats: training-signal metrics per step of JSONL rollouts, as a table,
 * TSV, JSONL, sparklines or an SVG chart.
 */
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "buf.h"
#include "cli.h"
#include "diag.h"
#include "fields.h"
#include "filter.h"
#include "follow.h"
#include "json.h"
#include "jsonl.h"
#include "stats.h"
#include "stats_live.h"
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
	OPT_GROUP_SIZE,
	OPT_FOLLOW,
	OPT_INTERVAL
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
	{ "follow", 0, OPT_FOLLOW, NULL, NULL, 0,
	    "go on reading the files and directories as a\n"
	    "trainer writes them (records without adv\n"
	    "count), redrawing the table on a terminal, else\n"
	    "adding each step's row once it is over; an\n"
	    "interrupt ends it with the final table" },
	{ "interval", 0, OPT_INTERVAL, "seconds", NULL, 0,
	    "with --follow: look for new records every\n"
	    "SECONDS (2)" },
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
	int follow;		/* --follow */
	double interval;	/* --interval */
	int have_interval;
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
	struct live *live;	/* --follow: the live view */
	uint64_t nrec;		/* records counted */
	uint64_t nraw;		/* ... not scored yet (--follow) */
};

struct live;
static const char *live_step(const struct live *lv, uint32_t file);

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
	case OPT_FOLLOW:
		o->follow = 1;
		return 0;
	case OPT_INTERVAL:
		if (papo_parse_double(arg, &o->interval) < 0 ||
		    !(o->interval > 0 && o->interval <= 86400))
			return papo_err_set(e, PAPO_EX_USAGE, "invalid value "
			    "'%s' for --interval (seconds, above 0, at most "
			    "86400)", arg);
		o->have_interval = 1;
		return 0;
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
	/* the step of the record's file, when a step pattern names it */
	const char *fstep = t->live ? live_step(t->live, h->file) :
	    t->steps ? t->steps[h->file] : NULL;
	/* --follow reads a trainer's dump: records not scored yet count */
	int flags = (t->by.n > 0 ? PAPO_STATS_X_BY : 0) |
	    (t->live ? PAPO_STATS_X_RAW : 0);

	(void)out;
	if (papo_json_parse(&w->j, h->s, h->len, e) < 0 ||
	    papo_json_find_all(&w->j, t->path, t->npath, idx, e) < 0 ||
	    (idx[PAPO_SS_STEP] < 0 && t->c->fields.step_file &&
	    fstep == NULL && papo_fields_no_step(&t->c->fields,
	    papo_filter_name(t->flt, h->file), e) < 0) ||
	    papo_stats_extract(&w->j, idx, flags, t->name,
	    idx[PAPO_SS_STEP] < 0 ? fstep : NULL, &it->rec, &w->sc, e) < 0)
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
		else if (it->h.kind == PAPO_REC_OK && !it->other_shard) {
			papo_stats_add(t->st, &it->rec);
			t->nrec++;
			t->nraw += it->rec.obs.no_adv;
		}
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

static void
warn_left_out(size_t n)
{
	papo_warnx("%zu record%s had no advantage (papo-advantage left %s "
	    "out: no outcome) and %s not counted", n, n == 1 ? "" : "s",
	    n == 1 ? "it" : "them", n == 1 ? "is" : "are");
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

/*
 * --follow: the run read as it is written, in rounds (lib/follow.h);
 * after each round with new records the view is brought up to date.
 */

static volatile sig_atomic_t stop_sig;	/* SIGINT or SIGTERM came */
static volatile sig_atomic_t resized;	/* SIGWINCH came */
static int wake_fd = -1;		/* the pipe's end a handler writes */

static void
on_signal(int sig)
{
	int err = errno;

	if (sig == SIGWINCH)
		resized = 1;
	else
		stop_sig = 1;
	/*
	 * Ends the main thread's wait, whatever thread this runs on (the
	 * pipe full: a wake is pending already).
	 */
	(void)!write(wake_fd, "", 1);
	errno = err;
}

/* How the run is shown as it is read. */
enum view {
	VIEW_SCREEN,	/* on a terminal: the table redrawn in place */
	VIEW_ROWS,	/* a row written once its step is over */
	VIEW_END	/* nothing until the end (spark, none) */
};

struct live {
	struct papo_follow fw;
	struct papo_filter f;
	struct papo_stats st;	/* the run so far */
	struct papo_stats_ledger led;	/* VIEW_ROWS: the rows written */
	enum view view;
	enum format fmt;
	const char *keyname;
	time_t last;		/* when records last came (0: none yet) */
	char *note;		/* the last notice, for the status line */
	struct papo_buf head;	/* VIEW_ROWS table: header written last */
	int head_out;		/* VIEW_ROWS tsv: the header is written */
	struct papo_out out;
};

static const char *
live_step(const struct live *lv, uint32_t file)
{
	return papo_follow_step(&lv->fw, file);
}

static long
live_read(void *src, struct papo_batch *b, size_t want, struct papo_err *e)
{
	return papo_follow_read(src, b, want, e);
}

static const char *
live_name(const void *src, uint32_t i)
{
	return papo_follow_name(src, i);
}

/* What became of a file: on standard error, and in the status line. */
static void
live_notice(void *ctx, const char *file, const char *msg)
{
	struct live *lv = ctx;
	struct papo_buf b = PAPO_BUF_INIT;

	papo_warnx("%s: %s", file, msg);
	papo_buf_addf(&b, "%s: %s", file, msg);
	free(lv->note);
	lv->note = papo_buf_detach(&b, NULL);
}

/* The metrics to show: --metrics, else all of them. */
static size_t
shown_metrics(const struct tool *t, int *all, const int **m)
{
	size_t k;

	if (t->o.have_metrics) {
		*m = t->o.metrics;
		return t->o.nmetrics;
	}
	for (k = 0; k < PAPO_SM_N; k++)
		all[k] = (int)k;
	*m = all;
	return PAPO_SM_N;
}

/* Add s to b cut to width columns (0: no limit), then a line's end. */
static void
screen_line(struct papo_buf *b, const char *s, size_t n, size_t width)
{
	if (width && papo_table_width(s, n) > width) {
		while (n > 0 && papo_table_width(s, n) > width)
			n--;
		/* not inside a UTF-8 sequence */
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
	}
	papo_buf_add(b, s, n);
	papo_buf_adds(b, "\033[K\n");
}

/* The lines of text, and its blocks of columns (blank lines apart). */
static size_t
count_lines(const struct papo_buf *text, size_t *blocks)
{
	size_t i, n = 0;

	*blocks = 1;
	for (i = 0; i < text->len; i++)
		if (text->s[i] == '\n') {
			n++;
			if (i > 0 && text->s[i - 1] == '\n')
				(*blocks)++;
		}
	return n;
}

/*
 * VIEW_SCREEN: the table (its last rows, as many as fit, every block
 * of columns with its header) and a status line, drawn over the last
 * frame.  Without --metrics, the metrics that have data.
 */
static void
draw_screen(const struct tool *t, struct live *lv)
{
	struct papo_stats snap;
	struct papo_stats_run run;
	struct papo_table tab;
	struct papo_buf text = PAPO_BUF_INIT, frame = PAPO_BUF_INIT;
	struct papo_buf status = PAPO_BUF_INIT;
	struct winsize ws;
	int all[PAPO_SM_N], with[PAPO_SM_N];
	const int *m;
	size_t nm, cols = out_width(&t->o), rows = 0, skip = 0, n, blocks;
	size_t nfiles = papo_follow_count(&lv->fw), i;
	char when[32];

	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0)
		rows = ws.ws_row;
	papo_stats_snapshot(&lv->st, &snap);
	run.name = NULL;
	run.st = snap;
	nm = shown_metrics(t, all, &m);
	if (!t->o.have_metrics) {
		/* a raw dump has no advantages: no columns of '-' */
		nm = papo_stats_report_with_data(&run, 1, m, nm, with);
		m = with;
		if (nm == 0) {
			with[0] = PAPO_SM_RESPONSES;
			nm = 1;
		}
	}
	/* the status line and the last notice take two lines */
	for (;;) {
		run.st.row = snap.row + skip;
		run.st.nrow = snap.nrow - skip;
		papo_table_init(&tab);
		papo_buf_reset(&text);
		if (lv->fmt == FMT_SPARK) {
			papo_stats_report_spark(&tab, &run, 1, m, nm,
			    cols == 0 ? 48 : cols > 82 ? cols - 72 : 10);
			papo_table_text(&tab, 0, &text);
		} else {
			papo_stats_report_table(&tab, &run, 1, lv->keyname, m,
			    nm);
			papo_table_text(&tab, cols, &text);
		}
		papo_table_release(&tab);
		n = count_lines(&text, &blocks);
		if (lv->fmt == FMT_SPARK || rows == 0 || n + 2 <= rows ||
		    run.st.nrow <= 1)
			break;
		/* each row dropped saves a line in every block */
		n = (n + 2 - rows + blocks - 1) / blocks;
		skip += n < run.st.nrow - 1 ? n : run.st.nrow - 1;
	}

	papo_buf_addf(&status, "%zu file%s, %llu record%s", nfiles,
	    nfiles == 1 ? "" : "s", (unsigned long long)t->nrec,
	    t->nrec == 1 ? "" : "s");
	if (t->nraw)
		papo_buf_addf(&status, " (%llu without adv)",
		    (unsigned long long)t->nraw);
	if (lv->f.nbad)
		papo_buf_addf(&status, ", %zu bad", lv->f.nbad);
	if (lv->last) {
		struct tm tm;

		localtime_r(&lv->last, &tm);
		strftime(when, sizeof(when), "%H:%M:%S", &tm);
		papo_buf_addf(&status, ", last at %s", when);
	} else
		papo_buf_adds(&status, ", none yet");
	if (skip)
		papo_buf_addf(&status, "; %zu earlier row%s not shown", skip,
		    skip == 1 ? "" : "s");
	papo_buf_adds(&status, "; ^C ends");

	papo_buf_adds(&frame, "\033[H");
	for (i = 0; i < text.len;) {
		const char *nl = memchr(text.s + i, '\n', text.len - i);
		size_t len = nl ? (size_t)(nl - (text.s + i)) : text.len - i;

		screen_line(&frame, text.s + i, len, cols);
		i += len + 1;
	}
	screen_line(&frame, status.s, status.len, cols);
	if (lv->note)
		screen_line(&frame, lv->note, strlen(lv->note), cols);
	papo_buf_adds(&frame, "\033[J");
	write_out(&lv->out, &frame);
	papo_buf_release(&text);
	papo_buf_release(&frame);
	papo_buf_release(&status);
	papo_stats_release(&snap);
}

/*
 * VIEW_ROWS: write the rows that are due (their step is over, or they
 * changed since they were written; all of them at the end).  A table
 * is laid out over every row written, and its header written again
 * when the columns' widths change.
 */
static void
write_rows(const struct tool *t, struct live *lv, int end)
{
	struct papo_stats snap, sel, ledger;
	struct papo_stats_run run;
	struct papo_table tab;
	struct papo_buf b = PAPO_BUF_INIT, text = PAPO_BUF_INIT;
	int all[PAPO_SM_N];
	const int *m;
	size_t nm = shown_metrics(t, all, &m), n, again, i, *due;

	papo_stats_snapshot(&lv->st, &snap);
	due = papo_xcalloc(snap.nrow + 1, sizeof(*due));
	/* --by: a row is never over before the end */
	n = end || !t->o.by ? papo_stats_ledger_due(&lv->led, &snap, end, due,
	    &again) : 0;
	if (n > 0 && again > 0)
		papo_warnx("%zu row%s written again: %s records changed "
		    "after %s written", again, again == 1 ? "" : "s",
		    again == 1 ? "its" : "their", again == 1 ? "it was" :
		    "they were");
	memset(&sel, 0, sizeof(sel));
	sel.row = papo_xcalloc(n + 1, sizeof(*sel.row));
	for (i = 0; i < n; i++)
		sel.row[sel.nrow++] = snap.row[due[i]];	/* shared */
	run.name = NULL;
	papo_table_init(&tab);
	if (lv->fmt == FMT_TABLE && n > 0) {
		/* every row written, for the widths; then the new lines */
		size_t line = 0, at, k, want;
		long idx;

		memset(&ledger, 0, sizeof(ledger));
		ledger.row = lv->led.row;
		ledger.nrow = lv->led.nrow;
		run.st = ledger;
		papo_stats_report_table(&tab, &run, 1, lv->keyname, m, nm);
		papo_table_text(&tab, 0, &text);
		at = strcspn(text.s, "\n");
		if (lv->head.len != at || memcmp(lv->head.s, text.s, at)) {
			papo_buf_reset(&lv->head);
			papo_buf_add(&lv->head, text.s, at);
			papo_buf_add(&b, text.s, at + 1);
		}
		for (i = 0; i < n; i++) {
			idx = papo_stats_ledger_find(&lv->led, &sel.row[i].key);
			want = (size_t)idx + 1;
			/* line want of text (rows come in key order) */
			for (k = 0, line = 0; line < want; line++)
				k += strcspn(text.s + k, "\n") + 1;
			papo_buf_add(&b, text.s + k, strcspn(text.s + k, "\n") +
			    1);
		}
	} else if (lv->fmt == FMT_TSV && (n > 0 || (end && !lv->head_out))) {
		run.st = sel;
		papo_stats_report_table(&tab, &run, 1, lv->keyname, m, nm);
		papo_table_tsv(&tab, &text);
		i = lv->head_out ? strcspn(text.s, "\n") + 1 : 0;
		papo_buf_add(&b, text.s + i, text.len - i);
		lv->head_out = 1;
	} else if (lv->fmt == FMT_JSONL && n > 0) {
		run.st = sel;
		papo_stats_report_table(&tab, &run, 1, lv->keyname, m, nm);
		papo_table_jsonl(&tab, &b);
	}
	if (b.len)
		write_out(&lv->out, &b);
	papo_table_release(&tab);
	papo_buf_release(&b);
	papo_buf_release(&text);
	free(sel.row);
	free(due);
	papo_stats_release(&snap);
}

/* Seconds from a to b. */
static double
elapsed(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

/* Catch sig with on_signal; once only, for the stops (a second kills). */
static void
catch(int sig, int once)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = once ? SA_RESETHAND : SA_RESTART;
	sigaction(sig, &sa, NULL);
}

/*
 * --follow over the operands (none: standard input): read until an
 * interrupt (or the stream's end), then write the final output.
 */
static void
follow(struct tool *t, int argc, char **argv, enum format fmt,
    const char *keyname)
{
	static char dash[] = "-";
	static char *stdin_only[] = { dash };
	struct live lv;
	struct papo_filter_source src;
	struct papo_stats_run run;
	struct papo_err e;
	struct timespec drawn = { 0, 0 }, now;
	double interval = t->o.have_interval ? t->o.interval : 2, since;
	uint64_t nrec;
	size_t nbad;
	int pfd[2], k, dirty = 1, stream;
	char drain[64];

	memset(&lv, 0, sizeof(lv));
	lv.fmt = fmt;
	lv.keyname = keyname;
	if (isatty(STDOUT_FILENO) && (fmt == FMT_TABLE || fmt == FMT_SPARK))
		lv.view = VIEW_SCREEN;
	else if (fmt == FMT_TABLE || fmt == FMT_TSV || fmt == FMT_JSONL)
		lv.view = VIEW_ROWS;
	else
		lv.view = VIEW_END;
	papo_out_init(&lv.out, STDOUT_FILENO, "<stdout>");
	papo_stats_ledger_init(&lv.led);

	papo_follow_init(&lv.fw, t->c->max_line);
	lv.fw.fields = &t->c->fields;
	lv.fw.notice = live_notice;
	lv.fw.ctx = &lv;
	lv.fw.stop = &stop_sig;
	if (argc == 0) {
		argc = 1;
		argv = stdin_only;
	}
	for (k = 0; k < argc; k++)
		if (papo_follow_add(&lv.fw, argv[k], &e) < 0)
			papo_die_err(&e);
	stream = lv.fw.nfile == 1 && lv.fw.file[0].stream;

	/* signals end the wait through a pipe */
	if (pipe2(pfd, O_CLOEXEC | O_NONBLOCK) < 0)
		papo_die(PAPO_EX_OSERR, "cannot make a pipe: %s",
		    strerror(errno));
	wake_fd = pfd[1];
	lv.fw.wake = pfd[0];
	catch(SIGINT, 1);
	catch(SIGTERM, 1);
	if (lv.view == VIEW_SCREEN)
		catch(SIGWINCH, 0);

	papo_filter_init(&lv.f);
	lv.f.ops = &item_ops;
	lv.f.tool = t;
	lv.f.worker = t->wp;
	lv.f.keep_going = t->c->keep_going;
	lv.f.batch = BATCH_BYTES;
	lv.f.task = TASK_LINES;
	lv.f.report = papo_warn_line;
	src.read = live_read;
	src.name = live_name;
	src.src = &lv.fw;
	papo_filter_open_source(&lv.f, &src, t->c->max_line);
	papo_stats_init(&lv.st);
	lv.st.group_size = (size_t)t->o.group_size;
	t->st = &lv.st;
	t->flt = &lv.f;
	t->live = &lv;

	for (;;) {
		if ((k = papo_follow_scan(&lv.fw, &e)) < 0)
			papo_die_err(&e);
		if (k > 0) {
			/* files read again from the start: count afresh */
			papo_stats_release(&lv.st);
			papo_stats_init(&lv.st);
			lv.st.group_size = (size_t)t->o.group_size;
			t->nrec = t->nraw = 0;
			t->left_out = 0;
			dirty = 1;
		}
		nrec = t->nrec;
		nbad = lv.f.nbad;
		if (papo_filter_run(&lv.f, &e) < 0)
			papo_die_run(&lv.f, &e);
		if (t->nrec != nrec || lv.f.nbad != nbad) {
			lv.last = time(NULL);
			dirty = 1;
		}
		if (stop_sig || papo_follow_ended(&lv.fw))
			break;
		clock_gettime(CLOCK_MONOTONIC, &now);
		since = elapsed(&drawn, &now);
		/* files are looked at every interval; a stream, as it comes */
		if ((dirty && (!stream || since >= interval)) || resized) {
			if (lv.view == VIEW_SCREEN)
				draw_screen(t, &lv);
			else if (lv.view == VIEW_ROWS)
				write_rows(t, &lv, 0);
			dirty = 0;
			resized = 0;
			drawn = now;
			since = 0;
		}
		papo_follow_wait(&lv.fw, dirty ? interval - since : interval);
		while (read(pfd[0], drain, sizeof(drain)) > 0)
			;
	}

	/* the end: what was read, as the tool writes it without --follow */
	papo_follow_finish(&lv.fw);
	t->bad |= lv.f.nbad > 0;
	papo_stats_finish(&lv.st);
	run.name = NULL;
	run.st = lv.st;
	if (lv.view == VIEW_SCREEN) {
		struct papo_buf clear = PAPO_BUF_INIT;

		papo_buf_adds(&clear, "\033[H\033[J");
		write_out(&lv.out, &clear);
		papo_buf_release(&clear);
	}
	if (t->o.plot)
		write_plot(t, &run, 1, keyname, &lv.out);
	if (lv.view == VIEW_ROWS)
		write_rows(t, &lv, 1);
	else if (fmt != FMT_NONE)
		write_report(t, &run, 1, keyname, fmt, &lv.out);
	if (t->left_out)
		warn_left_out(t->left_out);

	papo_out_release(&lv.out);
	papo_filter_release(&lv.f);
	papo_follow_release(&lv.fw);
	papo_stats_release(&lv.st);
	papo_stats_ledger_release(&lv.led);
	papo_buf_release(&lv.head);
	free(lv.note);
	close(pfd[0]);
	close(pfd[1]);
	t->live = NULL;
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
	if (t.o.have_interval && !t.o.follow)
		papo_die(PAPO_EX_USAGE, "--interval goes with --follow");
	if (t.o.follow && (t.o.merge || t.o.nrun || t.o.nshards ||
	    t.o.agree))
		papo_die(PAPO_EX_USAGE, "--follow reads one run as it is "
		    "written, from its operands: it takes no --merge, --run, "
		    "--shard or --judge-agreement");
	if (t.o.follow && fmt == FMT_PARTIAL)
		papo_die(PAPO_EX_USAGE, "--follow writes table, tsv, jsonl, "
		    "spark or none, not partial");
	if (t.o.follow && cli.common.fields.columns)
		papo_die(PAPO_EX_USAGE, "--follow does not read lines of "
		    "lists (--preset %s)", cli.common.fields.preset ?
		    cli.common.fields.preset : "roll");

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
	} else if (t.o.follow) {
		/* reads, and writes, until interrupted */
		follow(&t, argc, argv, fmt, keyname);
		runs = NULL;
		nrun = 0;
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

	if (!t.o.follow) {
		/* (--follow wrote its output as it went) */
		if (t.left_out)
			warn_left_out(t.left_out);
		papo_out_init(&out, STDOUT_FILENO, "<stdout>");
		if (t.o.agree) {
			/* the report instead of the metrics (no --plot) */
			write_agreement(&t, runs, nrun, fmt, &out);
			fmt = FMT_NONE;
		}
		if (t.o.plot)
			write_plot(&t, runs, nrun, keyname, &out);
		if (fmt == FMT_PARTIAL)
			write_partial(runs, nrun, keyname, held, nheld,
			    nshards, &out);
		else if (fmt != FMT_NONE)
			write_report(&t, runs, nrun, keyname, fmt, &out);
		papo_out_release(&out);
	}

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
