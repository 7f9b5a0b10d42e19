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
#include "json.h"
#include "jsonl.h"
#include "stats.h"
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
	OPT_WIDTH
};

static const struct option longopts[] = {
	PAPO_COMMON_LONGOPTS,
	{ "by", required_argument, NULL, OPT_BY },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "judge-agreement", required_argument, NULL, OPT_AGREE },
	{ "merge", no_argument, NULL, OPT_MERGE },
	{ "metrics", required_argument, NULL, OPT_METRICS },
	{ "plot", required_argument, NULL, OPT_PLOT },
	{ "plot-metrics", required_argument, NULL, OPT_PLOT_METRICS },
	{ "run", required_argument, NULL, OPT_RUN },
	{ "shard", required_argument, NULL, OPT_SHARD },
	{ "swap-field", required_argument, NULL, OPT_SWAP },
	{ "title", required_argument, NULL, OPT_TITLE },
	{ "width", required_argument, NULL, OPT_WIDTH },
	{ NULL, 0, NULL, 0 }
};

static const char usage_line[] =
    "usage: papo-stats [-hk] [-b field] [-f format] [-j threads] "
    "[-m metrics]\n"
    "                  [-p file.svg] [--config file] [--field role=path]\n"
    "                  [--judge-agreement field] [--max-line size] "
    "[--merge]\n"
    "                  [--plot-metrics metrics] [--preset name] "
    "[--run name=files]\n"
    "                  [--shard i/n] [--swap-field field] [--title text]\n"
    "                  [--width n] [file ...]\n";

static const char help_text[] =
    "Training-signal metrics of advantage-scored rollouts (papo-advantage\n"
    "output), one row per step: zero-advantage ratio, process-active ratio,\n"
    "accuracy, the advantages of correct and wrong responses, and more.\n"
    "\n"
    "  -f, --format FORMAT     table (default on a terminal), tsv (default\n"
    "                          otherwise), jsonl, spark (sparklines), partial\n"
    "                          (exact state, for --merge) or none\n"
    "  -m, --metrics LIST      metrics to show, comma-separated, or all "
    "(all)\n"
    "  -b, --by FIELD          one row per value of FIELD instead of the "
    "step\n"
    "      --run NAME=FILES    a named run read from FILES (a glob pattern "
    "the\n"
    "                          tool expands; repeat for more runs or "
    "patterns)\n"
    "      --shard I/N         count only the groups whose key hashes to I\n"
    "                          modulo N (records without a group: shard 0)\n"
    "      --merge             read partial results (-f partial) instead of\n"
    "                          records and add them up, row by row\n"
    "  -p, --plot FILE         also draw the metrics against the step into "
    "an\n"
    "                          SVG file, one line per run (- : standard "
    "output)\n"
    "      --plot-metrics LIST metrics to plot (those of --metrics, else\n"
    "                          those of zero_ratio,process_active_ratio,"
    "accuracy,\n"
    "                          length_mean that have data)\n"
    "      --title TEXT        title of the plot\n"
    "      --judge-agreement FIELD  instead of the metrics, validate the "
    "judge:\n"
    "                          its r_proc against the labels in FIELD "
    "(agreement,\n"
    "                          kappa, confusion, calibration, by subset)\n"
    "      --swap-field FIELD  with it: the judgment made with reference "
    "and\n"
    "                          response swapped, for the order check\n"
    "      --width N           fit the table (or sparklines) in N columns; 0: "
    "no\n"
    "                          limit (default: the terminal's width)\n"
    "      --field ROLE=PATH   read role ROLE at PATH (e.g. step=global_step)\n"
    "      --preset NAME       field names of a known format: verl\n"
    "      --config FILE       read settings from a YAML file\n"
    "  -k, --keep-going        report bad lines, leave them out, exit 65 at "
    "the end\n"
    "      --max-line SIZE     longest line accepted (1G)\n"
    "  -j, --threads N         OpenMP threads\n"
    "  -h, --help              this help\n"
    "      --version           print the version\n";

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
	PAPO_F_RESPONSE
};

/* A thread's parsing state. */
struct worker {
	struct papo_json j;
	struct papo_stats_scratch sc;
};

/* One input line after the parallel parse. */
struct item {
	struct papo_stats_rec rec;
	uint64_t lineno;
	char *err;		/* ITEM_BAD: why */
	uint8_t kind;
};

enum { ITEM_OK, ITEM_BLANK, ITEM_BAD, ITEM_OTHER_SHARD };

struct tool {
	struct opts o;
	struct papo_common *c;
	struct papo_path by, ref, swap;
	const struct papo_path *path[PAPO_SS_N];
	const char *name[PAPO_SS_N];
	size_t npath;
	struct worker *w;
	int nw;
	int bad;
};

static _Noreturn void
usage(void)
{
	fputs(usage_line, stderr);
	exit(PAPO_EX_USAGE);
}

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

/* Parse one line into an item; thread-safe with the thread's own worker. */
static void
parse_line(const struct tool *t, struct worker *w, const struct papo_line *l,
    struct item *it)
{
	struct papo_err e;
	int idx[PAPO_SS_N];

	it->lineno = l->lineno;
	it->err = NULL;
	it->kind = ITEM_OK;
	it->rec.owned = 0;
	if (papo_line_blank(l->s, l->len)) {
		it->kind = ITEM_BLANK;
		return;
	}
	papo_err_clear(&e);
	if (papo_json_parse(&w->j, l->s, l->len, &e) < 0 ||
	    papo_json_find_all(&w->j, t->path, t->npath, idx, &e) < 0 ||
	    papo_stats_extract(&w->j, idx, t->by.n > 0, t->name, &it->rec,
	    &w->sc, &e) < 0) {
		it->kind = ITEM_BAD;
		it->err = papo_xstrdup(e.msg);
		return;
	}
	if (t->o.nshards && papo_stats_rec_shard(&it->rec, t->o.nshards) !=
	    t->o.shard) {
		papo_stats_rec_release(&it->rec);
		it->kind = ITEM_OTHER_SHARD;
		return;
	}
	/* the item outlives its batch: it must not point into the line */
	if (!it->rec.owned && it->rec.key.len) {
		it->rec.key.s = papo_xmemdup(it->rec.key.s, it->rec.key.len);
		it->rec.owned = 1;
	}
}

/*
 * Add a parsed batch to st in input order, reporting bad lines.
 * Returns -1 at a bad line without --keep-going: the caller exits with
 * 65 (this runs inside a parallel region, where exiting is unsafe).
 */
static int
add_items(struct tool *t, struct papo_stats *st, struct item *items, size_t n,
    const char *name)
{
	size_t i;
	int stop = 0;

	for (i = 0; i < n; i++) {
		struct item *it = &items[i];

		if (!stop && it->kind == ITEM_OK)
			papo_stats_add(st, &it->rec);
		/* ITEM_OTHER_SHARD and ITEM_BLANK: nothing to count */
		else if (!stop && it->kind == ITEM_BAD) {
			papo_warnx("%s:%llu: %s", name,
			    (unsigned long long)it->lineno, it->err);
			t->bad = 1;
			stop = !t->c->keep_going;
		}
		papo_stats_rec_release(&it->rec);
		free(it->err);
	}
	return stop ? -1 : 0;
}

/* Batches of about this many bytes, parsed in tasks of this many lines. */
#define BATCH_BYTES ((size_t)8 << 20)
#define TASK_LINES 128

/*
 * Read one run's input into st.  While one thread adds the records of
 * a batch to st one by one in input order (so that a group's records
 * keep their order, and a bad line is reported where it is), the
 * others read the next batch and parse it in tasks, and the adding
 * thread joins them when it is done: the items no longer point into
 * their batch, so the two do not meet.  Results do not depend on the
 * thread count.
 */
static void
read_run(struct tool *t, struct papo_input *in, struct papo_stats *st)
{
	struct papo_batch b[2];
	struct papo_err e;
	struct item *items[2] = { NULL, NULL };
	size_t cap[2] = { 0, 0 };
	const char *name = NULL, *prevname = NULL;
	long n, next = 0, nprev = 0;
	int cur = 0, stop = 0;

	/*
	 * A pipeline over two batches: while batch cur is parsed (tasks on
	 * every thread), one task reads the next batch into the other (the
	 * reader keeps a batch valid through the next read when two are
	 * alternated), and another adds the batch parsed before, in input
	 * order.
	 */
	papo_batch_init(&b[0]);
	papo_batch_init(&b[1]);
	if ((n = papo_input_read(in, &b[0], BATCH_BYTES, &e)) < 0)
		papo_die_err(&e);
	while (n > 0) {
		struct item *it;

		items[cur] = papo_xgrow(items[cur], &cap[cur], (size_t)n,
		    sizeof(*items[cur]));
		it = items[cur];
		/* a file name, which outlives the batch */
		name = b[cur].name;
		#pragma omp parallel
		#pragma omp single
		{
			long k;

			if (nprev > 0) {
				#pragma omp task
				stop = add_items(t, st, items[!cur],
				    (size_t)nprev, prevname);
			}
			#pragma omp task
			next = papo_input_read(in, &b[!cur], BATCH_BYTES, &e);
			for (k = 0; k < n; k += TASK_LINES) {
				#pragma omp task
				{
#ifdef _OPENMP
					struct worker *w =
					    &t->w[omp_get_thread_num()];
#else
					struct worker *w = &t->w[0];
#endif
					long x, end = k + TASK_LINES < n ?
					    k + TASK_LINES : n;

					for (x = k; x < end; x++)
						parse_line(t, w,
						    &b[cur].line[x], &it[x]);
				}
			}
		}
		if (stop)
			exit(PAPO_EX_DATAERR);
		if (next < 0)
			papo_die_err(&e);
		nprev = n;
		prevname = name;
		n = next;
		cur = !cur;
	}
	if (nprev > 0 && add_items(t, st, items[!cur], (size_t)nprev,
	    prevname) < 0)
		exit(PAPO_EX_DATAERR);
	free(items[0]);
	free(items[1]);
	papo_batch_release(&b[0]);
	papo_batch_release(&b[1]);
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
agree_setup(struct tool *t)
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
		usage();
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
    const char *keyname, unsigned long shard, unsigned long nshards,
    struct papo_out *out)
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
	    shard, nshards, rows);
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

/*
 * --merge: the runs built from partial results.  With --run, each run
 * reads its own partials (of one unnamed run, or of that run); from
 * operands, the runs are those the partials name, in the order they
 * first appear.
 */
struct merge {
	struct tool *t;
	struct papo_stats_run *run;
	char **owned;		/* names of runs that came from partials */
	size_t nrun, cap, nowned, ownedcap;
	int named;		/* -1 until the first header: are runs
				   named? */
	char *by;		/* the key column: --by, else the first
				   header's */
	char *by_where;		/* FILE:LINE of that header, for
				   messages */
	struct papo_json j;
};

/* A bad line of a partial: report it; stop at once without -k. */
static void
merge_bad(struct merge *m, const char *file, uint64_t line, const char *msg)
{
	if (line)
		papo_warnx("%s:%llu: %s", file, (unsigned long long)line, msg);
	else
		papo_warnx("%s: %s", file, msg);
	m->t->bad = 1;
	if (!m->t->c->keep_going)
		exit(PAPO_EX_DATAERR);
}

/* The run named name (NULL: the unnamed one), made when new. */
static size_t
merge_run(struct merge *m, const char *name)
{
	size_t i;

	for (i = 0; i < m->nrun; i++)
		if ((name == NULL && m->run[i].name == NULL) ||
		    (name && m->run[i].name &&
		    strcmp(name, m->run[i].name) == 0))
			return i;
	m->run = papo_xgrow(m->run, &m->cap, m->nrun + 1, sizeof(*m->run));
	memset(&m->run[m->nrun], 0, sizeof(m->run[m->nrun]));
	if (name) {
		m->owned = papo_xgrow(m->owned, &m->ownedcap, m->nowned + 1,
		    sizeof(*m->owned));
		m->owned[m->nowned] = papo_xstrdup(name);
		m->run[m->nrun].name = m->owned[m->nowned++];
	}
	papo_stats_init(&m->run[m->nrun].st);
	return m->nrun++;
}

/*
 * Check a header against the partials read so far and map its runs to
 * ours: map[k] is the run of the header's run k (map[0] for an unnamed
 * one).  target is the --run the file was given to, or -1.  Returns 0,
 * or -1 with msg set.
 */
static int
merge_head(struct merge *m, const struct papo_stats_partial_head *h,
    long target, const char *where, size_t *map, struct papo_buf *msg)
{
	size_t k;

	if (m->by == NULL) {
		m->by = papo_xstrdup(h->by);
		m->by_where = papo_xstrdup(where);
	} else if (strcmp(m->by, h->by) != 0) {
		papo_buf_addf(msg, "partial of rows by '%s', not by '%s' as ",
		    h->by, m->by);
		if (m->by_where)
			papo_buf_addf(msg, "in %s", m->by_where);
		else
			papo_buf_adds(msg, "--by says");
		return -1;
	}
	if (target >= 0) {
		const char *want = m->run[target].name;

		if (h->named && (h->nruns != 1 || strcmp(h->runs[0], want))) {
			if (h->nruns == 1)
				papo_buf_addf(msg, "partial of run '%s' given "
				    "to --run '%s'", h->runs[0], want);
			else
				papo_buf_addf(msg, "partial of %zu runs given "
				    "to --run '%s' (it takes partials of one "
				    "unnamed run, or of that run)", h->nruns,
				    want);
			return -1;
		}
		map[0] = (size_t)target;
		return 0;
	}
	if (m->named >= 0 && m->named != h->named) {
		papo_buf_addf(msg, "partial of %s mixed with partials of %s",
		    h->named ? "named runs" : "an unnamed run",
		    h->named ? "an unnamed run" : "named runs");
		return -1;
	}
	m->named = h->named;
	if (!h->named)
		map[0] = merge_run(m, NULL);
	for (k = 0; k < h->nruns; k++)
		map[k] = merge_run(m, h->runs[k]);
	return 0;
}

/* The run of row r under header h, whose runs map to ours; -1 with msg set. */
static long
row_run(const struct papo_stats_partial_head *h, const size_t *map,
    const struct papo_stats_partial_row *r, struct papo_buf *msg)
{
	size_t k;

	if (!h->named) {
		if (r->run == NULL)
			return (long)map[0];
		papo_buf_addf(msg, "row of run '%s' in a partial of an unnamed "
		    "run", r->run);
		return -1;
	}
	if (r->run == NULL) {
		papo_buf_adds(msg, "row of an unnamed run in a partial of "
		    "named runs");
		return -1;
	}
	for (k = 0; k < h->nruns; k++)
		if (strcmp(h->runs[k], r->run) == 0)
			return (long)map[k];
	papo_buf_addf(msg, "row of run '%s', which its header does not name",
	    r->run);
	return -1;
}

/* Add the partial results of file (one of the operands or of a --run) to m. */
static void
merge_file(struct merge *m, char *file, long target)
{
	struct papo_stats_partial_head h, next;
	struct papo_stats_partial_row r;
	struct papo_input in;
	struct papo_batch b;
	struct papo_err e;
	struct papo_buf msg = PAPO_BUF_INIT, where = PAPO_BUF_INIT;
	size_t *map = NULL, mapcap = 0, i;
	unsigned long long seen = 0;
	uint64_t lastline = 0;
	const char *name = strcmp(file, "-") == 0 ? "<stdin>" : file;
	int have = 0, heads = 0, lines = 0, kind;
	long n, run;

	memset(&h, 0, sizeof(h));
	papo_batch_init(&b);
	if (papo_input_init(&in, 1, &file, m->t->c->max_line, &e) < 0)
		papo_die_err(&e);
	while ((n = papo_input_read(&in, &b, BATCH_BYTES, &e)) > 0) {
		name = b.name;
		for (i = 0; i < (size_t)n; i++) {
			const struct papo_line *l = &b.line[i];

			lastline = l->lineno;
			if (papo_line_blank(l->s, l->len))
				continue;
			lines++;
			papo_err_clear(&e);
			if (papo_json_parse(&m->j, l->s, l->len, &e) < 0 ||
			    (kind = papo_stats_partial_read(&m->j, &next, &r,
			    &e)) < 0) {
				merge_bad(m, name, l->lineno, e.msg);
				continue;
			}
			papo_buf_reset(&msg);
			if (kind == 1) {
				/*
				 * a header: the partial before it must be
				 * whole
				 */
				heads++;
				if (have && seen != h.rows) {
					papo_buf_addf(&msg, "a new header, "
					    "but the partial before it has "
					    "%llu of the %llu rows its header "
					    "announced (cut short?)",
					    seen, h.rows);
					merge_bad(m, name, l->lineno, msg.s);
					papo_buf_reset(&msg);
				}
				papo_buf_reset(&where);
				papo_buf_addf(&where, "%s:%llu", name,
				    (unsigned long long)l->lineno);
				map = papo_xgrow(map, &mapcap, next.nruns + 1,
				    sizeof(*map));
				if (merge_head(m, &next, target, where.s, map,
				    &msg) == 0) {
					papo_stats_partial_head_release(&h);
					h = next;
					have = 1;
					seen = 0;
				} else {
					papo_stats_partial_head_release(&next);
					merge_bad(m, name, l->lineno, msg.s);
					/*
					 * with -k: skip the rows up to the
					 * next header
					 */
					papo_stats_partial_head_release(&h);
					have = 0;
				}
				continue;
			}
			run = -1;
			if (!have)
				papo_buf_adds(&msg, "a row without a valid "
				    "header before it: not a papo-stats "
				    "partial (write one with --format "
				    "partial)");
			else
				run = row_run(&h, map, &r, &msg);
			if (run >= 0) {
				papo_stats_merge_row(&m->run[run].st, &r.key,
				    &r.acc);
				seen++;
			}
			papo_stats_partial_row_release(&r);
			if (msg.len)
				merge_bad(m, name, l->lineno, msg.s);
		}
	}
	if (n < 0)
		papo_die_err(&e);
	papo_buf_reset(&msg);
	if (lines == 0)
		merge_bad(m, name, 0, "empty file: not a papo-stats partial "
		    "(did the run that wrote it fail?)");
	else if (heads == 0 && m->t->c->keep_going)
		merge_bad(m, name, 0, "no header line: not a papo-stats "
		    "partial");
	else if (have && seen != h.rows) {
		papo_buf_addf(&msg, "the partial ends after %llu of the %llu "
		    "rows its header announced (cut short?)", seen, h.rows);
		merge_bad(m, name, lastline, msg.s);
	}
	papo_stats_partial_head_release(&h);
	papo_input_release(&in);
	papo_batch_release(&b);
	papo_buf_release(&msg);
	papo_buf_release(&where);
	free(map);
}

/*
 * Read the partial results named by --run or the operands (argv, argc;
 * none: standard input) into m; returns the runs and sets *nrun.  The
 * key column they were made with is m->by.
 */
static struct papo_stats_run *
merge_all(struct tool *t, struct merge *m, int argc, char **argv,
    size_t *nrun)
{
	static char dash[] = "-";
	size_t i, k, nfiles;
	char **files;

	memset(m, 0, sizeof(*m));
	m->t = t;
	m->named = -1;
	papo_json_init(&m->j);
	if (t->o.by)
		m->by = papo_xstrdup(t->o.by);
	if (t->o.nrun) {
		for (i = 0; i < t->o.nrun; i++)
			merge_run(m, t->o.run[i].name);
		for (i = 0; i < t->o.nrun; i++) {
			files = expand(&t->o.run[i], &nfiles);
			for (k = 0; k < nfiles; k++) {
				merge_file(m, files[k], (long)i);
				free(files[k]);
			}
			free(files);
		}
	} else if (argc == 0)
		merge_file(m, dash, -1);
	else
		for (i = 0; i < (size_t)argc; i++)
			merge_file(m, argv[i], -1);
	/* no partial said anything: one empty unnamed run */
	if (m->nrun == 0)
		merge_run(m, NULL);
	if (m->by == NULL)
		m->by = papo_xstrdup("step");
	*nrun = m->nrun;
	return m->run;
}

static void
merge_release(struct merge *m)
{
	size_t i;

	for (i = 0; i < m->nowned; i++)
		free(m->owned[i]);
	free(m->owned);
	free(m->by);
	free(m->by_where);
	papo_json_release(&m->j);
	/* the runs themselves are released with the others */
}

int
main(int argc, char **argv)
{
	struct papo_cli cli;
	struct tool t;
	struct papo_err e;
	struct papo_stats_run *runs;
	struct papo_input *inputs = NULL;
	struct papo_out out;
	struct merge merge;
	char ***files = NULL;
	size_t nrun, i, k, *nfiles = NULL;
	enum format fmt;
	const char *keyname;
	int first;

	papo_setprog(argv[0]);
	memset(&t, 0, sizeof(t));
	memset(&cli, 0, sizeof(cli));
	cli.tool = "stats";
	cli.usage = usage_line;
	cli.helptext = help_text;
	cli.shortopts = PAPO_COMMON_SHORTOPTS "b:f:m:p:";
	cli.longopts = longopts;
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
	if (t.o.by) {
		if (papo_path_parse(&t.by, t.o.by, &e) < 0) {
			papo_report(&e);
			usage();
		}
		t.path[PAPO_SS_BY] = &t.by;
		t.name[PAPO_SS_BY] = t.by.spec;
		t.npath++;
	}
	keyname = t.o.by ? t.o.by : "step";
	if (t.o.agree)
		agree_setup(&t);
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
	for (k = 0; k < (size_t)t.nw; k++) {
		papo_json_init(&t.w[k].j);
		papo_stats_scratch_init(&t.w[k].sc);
	}
	if (t.o.merge) {
		runs = merge_all(&t, &merge, argc, argv, &nrun);
		for (i = 0; i < nrun; i++)
			papo_stats_finish(&runs[i].st);
		keyname = merge.by;
	} else {
		nrun = t.o.nrun ? t.o.nrun : 1;
		runs = papo_xcalloc(nrun, sizeof(*runs));
		inputs = papo_xcalloc(nrun, sizeof(*inputs));
		files = papo_xcalloc(nrun, sizeof(*files));
		nfiles = papo_xcalloc(nrun, sizeof(*nfiles));
		for (i = 0; i < nrun; i++) {
			int rc;

			if (t.o.nrun) {
				runs[i].name = t.o.run[i].name;
				files[i] = expand(&t.o.run[i], &nfiles[i]);
				rc = papo_input_init(&inputs[i], (int)nfiles[i],
				    files[i], cli.common.max_line, &e);
			} else
				rc = papo_input_init(&inputs[i], argc, argv,
				    cli.common.max_line, &e);
			if (rc < 0)
				papo_die_err(&e);
			papo_stats_init(&runs[i].st);
		}
		for (i = 0; i < nrun; i++) {
			read_run(&t, &inputs[i], &runs[i].st);
			papo_stats_finish(&runs[i].st);
			papo_input_release(&inputs[i]);
		}
	}

	papo_out_init(&out, STDOUT_FILENO, "<stdout>");
	if (t.o.agree) {
		/* the report instead of the metrics (no --plot here) */
		write_agreement(&t, runs, nrun, fmt, &out);
		fmt = FMT_NONE;
	}
	if (t.o.plot)
		write_plot(&t, runs, nrun, keyname, &out);
	if (fmt == FMT_PARTIAL)
		write_partial(runs, nrun, keyname, t.o.shard, t.o.nshards,
		    &out);
	else if (fmt != FMT_NONE)
		write_report(&t, runs, nrun, keyname, fmt, &out);
	papo_out_release(&out);

	for (k = 0; k < (size_t)t.nw; k++) {
		papo_json_release(&t.w[k].j);
		papo_stats_scratch_release(&t.w[k].sc);
	}
	free(t.w);
	for (i = 0; i < nrun; i++) {
		papo_stats_release(&runs[i].st);
		if (files == NULL)
			continue;
		for (k = 0; k < nfiles[i]; k++)
			free(files[i][k]);
		free(files[i]);
	}
	if (t.o.merge)
		merge_release(&merge);
	free_opts(&t.o);
	free(runs);
	free(inputs);
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
