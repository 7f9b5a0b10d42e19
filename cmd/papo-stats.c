/* papo-stats: training-signal metrics per step of JSONL rollouts, as a table, TSV, JSONL, sparklines or an SVG chart. */
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
#include "stats_report.h"
#include "table.h"
#include "xalloc.h"

enum {
	OPT_BY = 'b',
	OPT_FORMAT = 'f',
	OPT_METRICS = 'm',
	OPT_PLOT = 'p',
	OPT_RUN = PAPO_OPT_TOOL,
	OPT_PLOT_METRICS,
	OPT_TITLE,
	OPT_WIDTH
};

static const struct option longopts[] = {
	PAPO_COMMON_LONGOPTS,
	{ "by", required_argument, NULL, OPT_BY },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "metrics", required_argument, NULL, OPT_METRICS },
	{ "plot", required_argument, NULL, OPT_PLOT },
	{ "plot-metrics", required_argument, NULL, OPT_PLOT_METRICS },
	{ "run", required_argument, NULL, OPT_RUN },
	{ "title", required_argument, NULL, OPT_TITLE },
	{ "width", required_argument, NULL, OPT_WIDTH },
	{ NULL, 0, NULL, 0 }
};

static const char usage_line[] =
    "usage: papo-stats [-hk] [-b field] [-f format] [-j threads] "
    "[-m metrics]\n"
    "                  [-p file.svg] [--config file] [--field role=path]\n"
    "                  [--max-line size] [--plot-metrics metrics] "
    "[--preset name]\n"
    "                  [--run name=files] [--title text] [--width n] "
    "[file ...]\n";

static const char help_text[] =
    "Training-signal metrics of advantage-scored rollouts (papo-advantage\n"
    "output), one row per step: zero-advantage ratio, process-active ratio,\n"
    "accuracy, the advantages of correct and wrong responses, and more.\n"
    "\n"
    "  -f, --format FORMAT     table (default on a terminal), tsv (default\n"
    "                          otherwise), jsonl, spark (sparklines) or none\n"
    "  -m, --metrics LIST      metrics to show, comma-separated, or all "
    "(all)\n"
    "  -b, --by FIELD          one row per value of FIELD instead of the "
    "step\n"
    "      --run NAME=FILES    a named run read from FILES (a glob pattern "
    "the\n"
    "                          tool expands; repeat for more runs or "
    "patterns)\n"
    "  -p, --plot FILE         also draw the metrics against the step into "
    "an\n"
    "                          SVG file, one line per run (- : standard "
    "output)\n"
    "      --plot-metrics LIST metrics to plot (those of --metrics, else\n"
    "                          zero_ratio,process_active_ratio,accuracy,"
    "length_mean)\n"
    "      --title TEXT        title of the plot\n"
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

enum format { FMT_DEFAULT, FMT_TABLE, FMT_TSV, FMT_JSONL, FMT_SPARK, FMT_NONE };

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
};

static const int default_plot[] = {
	PAPO_SM_ZERO_RATIO, PAPO_SM_PROCESS_ACTIVE_RATIO, PAPO_SM_ACCURACY,
	PAPO_SM_LENGTH_MEAN
};

/* Where each source of papo_stats_extract is read (PAPO_SS_BY last). */
static const enum papo_role src_role[PAPO_SS_BY] = {
	PAPO_F_ADV, PAPO_F_ADV_OUT, PAPO_F_ADV_PROC, PAPO_F_R_OUT, PAPO_F_ACC,
	PAPO_F_R_PROC, PAPO_F_LENGTH, PAPO_F_GROUP, PAPO_F_STEP
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

enum { ITEM_OK, ITEM_BLANK, ITEM_BAD };

struct tool {
	struct opts o;
	struct papo_common *c;
	struct papo_path by;
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

	(void)from_config;
	switch (opt) {
	case OPT_FORMAT:
		if (strcmp(arg, "table") == 0)
			o->format = FMT_TABLE;
		else if (strcmp(arg, "tsv") == 0)
			o->format = FMT_TSV;
		else if (strcmp(arg, "jsonl") == 0)
			o->format = FMT_JSONL;
		else if (strcmp(arg, "spark") == 0)
			o->format = FMT_SPARK;
		else if (strcmp(arg, "none") == 0)
			o->format = FMT_NONE;
		else
			return papo_err_set(e, PAPO_EX_USAGE, "--format takes "
			    "table, tsv, jsonl, spark or none, not '%s'", arg);
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
	case OPT_RUN:
		return add_run(o, arg, e);
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
	memset(o, 0, sizeof(*o));
}

static int
blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return 0;
	return 1;
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
	if (blank(l->s, l->len)) {
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

/*
 * Read one run's input into st.  A batch is parsed in parallel; then
 * its records go into st one by one in input order (so results do not
 * depend on the thread count) while another thread reads the next
 * batch: the items no longer point into the batch, so the two do not
 * meet.
 */
static void
read_run(struct tool *t, struct papo_input *in, struct papo_stats *st)
{
	struct papo_batch b;
	struct papo_err e;
	struct item *items = NULL;
	size_t cap = 0;
	const char *name;
	int stop = 0;
	long n, next = 0, k;

	papo_batch_init(&b);
	n = papo_input_read(in, &b, (size_t)8 << 20, &e);
	while (n > 0) {
		items = papo_xgrow(items, &cap, (size_t)n, sizeof(*items));
		#pragma omp parallel
		{
#ifdef _OPENMP
			struct worker *w = &t->w[omp_get_thread_num()];
#else
			struct worker *w = &t->w[0];
#endif

			#pragma omp for schedule(dynamic, 64)
			for (k = 0; k < n; k++)
				parse_line(t, w, &b.line[k], &items[k]);
		}
		name = b.name;	/* a file name, which outlives the batch */
		#pragma omp parallel sections
		{
			#pragma omp section
			stop = add_items(t, st, items, (size_t)n, name);
			#pragma omp section
			next = papo_input_read(in, &b, (size_t)8 << 20, &e);
		}
		if (stop)
			exit(PAPO_EX_DATAERR);
		n = next;
	}
	if (n < 0)
		papo_die_err(&e);
	free(items);
	papo_batch_release(&b);
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
	    papo_out_flush(out, &e) < 0) {
		if (out->err == EPIPE)
			exit(PAPO_EX_IOERR);
		papo_die_err(&e);
	}
}

static void
write_plot(const struct tool *t, const struct papo_stats_run *runs,
    size_t nrun, const char *keyname, struct papo_out *out)
{
	const struct opts *o = &t->o;
	struct papo_buf svg = PAPO_BUF_INIT;
	struct papo_err e;
	const int *pm = default_plot;
	size_t npm = sizeof(default_plot) / sizeof(default_plot[0]);
	FILE *fp;

	if (o->have_pmetrics) {
		pm = o->pmetrics;
		npm = o->npmetrics;
	} else if (o->have_metrics) {
		pm = o->metrics;
		npm = o->nmetrics;
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

int
main(int argc, char **argv)
{
	struct papo_cli cli;
	struct tool t;
	struct papo_err e;
	struct papo_stats_run *runs;
	struct papo_input *inputs;
	struct papo_out out;
	char ***files;
	size_t nrun, i, k, *nfiles;
	enum format fmt;
	const char *keyname;
	int first;

	papo_setprog(argv[0]);
	memset(&t, 0, sizeof(t));
	memset(&cli, 0, sizeof(cli));
	cli.tool = "stats";
	cli.shortopts = PAPO_COMMON_SHORTOPTS "b:f:m:p:";
	cli.longopts = longopts;
	cli.handle = handle;
	cli.ctx = &t.o;
	papo_err_clear(&e);
	first = papo_cli_parse(&cli, argc, argv, &e);
	if (first < 0) {
		papo_report(&e);
		if (e.status == PAPO_EX_USAGE)
			usage();
		exit(e.status);
	}
	if (cli.help || cli.version) {
		if (cli.help) {
			fputs(usage_line, stdout);
			fputs("\n", stdout);
			fputs(help_text, stdout);
		} else
			printf("papo-stats (papo) %s\n", PAPO_VERSION);
		papo_cli_release(&cli);
		free_opts(&t.o);
		return fflush(stdout) == 0 && !ferror(stdout) ? 0 :
		    PAPO_EX_IOERR;
	}
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

	/* the runs: named ones from --run, else one from the operands */
	if (t.o.nrun && argc > 0)
		papo_die(PAPO_EX_USAGE, "name the input files either with "
		    "--run or as operands, not both");
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
	for (i = 0; i < nrun; i++) {
		read_run(&t, &inputs[i], &runs[i].st);
		papo_stats_finish(&runs[i].st);
		papo_input_release(&inputs[i]);
	}

	papo_out_init(&out, STDOUT_FILENO, "<stdout>");
	if (t.o.plot)
		write_plot(&t, runs, nrun, keyname, &out);
	if (fmt != FMT_NONE)
		write_report(&t, runs, nrun, keyname, fmt, &out);
	papo_out_release(&out);

	for (k = 0; k < (size_t)t.nw; k++) {
		papo_json_release(&t.w[k].j);
		papo_stats_scratch_release(&t.w[k].sc);
	}
	free(t.w);
	for (i = 0; i < nrun; i++) {
		papo_stats_release(&runs[i].st);
		for (k = 0; k < nfiles[i]; k++)
			free(files[i][k]);
		free(files[i]);
	}
	free_opts(&t.o);
	free(runs);
	free(inputs);
	free(files);
	free(nfiles);
	if (t.by.n)
		papo_path_release(&t.by);
	papo_cli_release(&cli);
	return t.bad ? PAPO_EX_DATAERR : 0;
}
