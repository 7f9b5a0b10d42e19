/* SPDX-License-Identifier: MIT */
/*
 * papo-stats: training-signal metrics per step of JSONL rollouts, as a table,
 * TSV, JSONL, sparklines or an SVG chart.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "stats/stats.h"
#include "stats/stats_follow.h"
#include "stats/stats_tool.h"

enum {
	OPT_BY = 'b',
	OPT_FORMAT = 'f',
	OPT_METRICS = 'm',
	OPT_PLOT = 'p',
	OPT_QUIET = 'q',
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
	OPT_INTERVAL,
	OPT_ESTIMATE_LENGTH,
	OPT_SUMMARY,
	OPT_SMOOTH
};

/* Keywords of --format, in the order of enum papo_stats_format. */
static const char *const format_names[] = {
	"table", "tsv", "jsonl", "spark", "partial", "none", NULL
};

#define OPTS struct papo_stats_opts

static const struct papo_opt options[] = {
	{ "format", 'f', OPT_FORMAT, "format", NULL, 0,
	    "table (default on a terminal), tsv (default\n"
	    "otherwise), jsonl, spark (sparklines), partial\n"
	    "(exact state, for --merge) or none",
	    PAPO_VAL_ENUM(OPTS, format, format_names, PAPO_STATS_FMT_TABLE) },
	{ "metrics", 'm', OPT_METRICS, "metrics", "LIST", 0,
	    "metrics to show, comma-separated, or all (all)" },
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, 0,
	    "no progress line on stderr",
	    PAPO_VAL_FLAG(struct papo_stats_opts, quiet) },
	{ "by", 'b', OPT_BY, "field", NULL, 0,
	    "one row per value of FIELD instead of the step",
	    PAPO_VAL_STRING(OPTS, by) },
	{ "run", 0, OPT_RUN, "name=files", "NAME=FILES", PAPO_OPT_MANY,
	    "a named run read from FILES (a glob pattern the\n"
	    "tool expands; repeat for more runs or patterns)" },
	PAPO_OPT_ROW_SHARD(OPT_SHARD),
	{ "merge", 0, OPT_MERGE, NULL, NULL, 0,
	    "read partial results (-f partial) instead of\n"
	    "records and add them up, row by row", PAPO_VAL_FLAG(OPTS, merge) },
	{ "plot", 'p', OPT_PLOT, "file.svg", "FILE", 0,
	    "also draw the metrics against the step into an\n"
	    "SVG file, one line per run (- : standard output;\n"
	    "a file already there only if empty or an SVG;\n"
	    "a name of another format, x.png, refused)",
	    PAPO_VAL_STRING(OPTS, plot) },
	{ "plot-metrics", 0, OPT_PLOT_METRICS, "metrics", "LIST", 0,
	    "metrics to plot (those of --metrics, else\n"
	    "those of zero_ratio,process_active_ratio,accuracy,\n"
	    "length_mean that have data)" },
	{ "title", 0, OPT_TITLE, "text", NULL, 0, "title of the plot",
	    PAPO_VAL_STRING(OPTS, title) },
	{ "smooth", 0, OPT_SMOOTH, "weight", NULL, PAPO_OPT_CALL,
	    "the plot's smoothed lines: an exponential moving\n"
	    "average of WEIGHT in [0, 1) as TensorBoard draws it,\n"
	    "raw values faint behind; 0: raw lines only (0.9\n"
	    "past 50 steps, else 0)",
	    PAPO_VAL_DOUBLE(OPTS, smooth, 0, 1, PAPO_T_HI_OPEN) },
	{ "summary", 0, OPT_SUMMARY, NULL, NULL, 0,
	    "one row per run and metric (final, mean, best)\n"
	    "instead of one per step", PAPO_VAL_FLAG(OPTS, summary) },
	{ "judge-agreement", 0, OPT_AGREE, "field", NULL, 0,
	    "instead of the metrics, validate the judge:\n"
	    "its r_proc against the labels in FIELD (agreement,\n"
	    "kappa, confusion, calibration, by subset)",
	    PAPO_VAL_STRING(OPTS, agree) },
	{ "swap-field", 0, OPT_SWAP, "field", NULL, 0,
	    "with it: the judgment made with reference and\n"
	    "response swapped, for the order check",
	    PAPO_VAL_STRING(OPTS, swap) },
	PAPO_OPT_ROW_GROUP_SIZE(OPTS, group_size, OPT_GROUP_SIZE),
	{ "width", 0, OPT_WIDTH, "n", NULL, PAPO_OPT_CALL,
	    "fit the table (or sparklines) in N columns; 0: no\n"
	    "limit (default: the terminal's width)",
	    PAPO_VAL_LONG(OPTS, width, 0, 1000000) },
	{ "follow", 0, OPT_FOLLOW, NULL, NULL, 0,
	    "go on reading the files and directories as a\n"
	    "trainer writes them, redrawing the table on a\n"
	    "terminal, else\n"
	    "adding each step's row once it is over; an\n"
	    "interrupt ends it with the final table",
	    PAPO_VAL_FLAG(OPTS, follow) },
	{ "interval", 0, OPT_INTERVAL, "seconds", NULL, PAPO_OPT_CALL,
	    "with --follow: look for new records every\n"
	    "SECONDS (2)",
	    PAPO_VAL_DOUBLE(OPTS, interval, 0, 86400, PAPO_T_LO_OPEN) },
	PAPO_OPT_ROW_ESTIMATE_LENGTH(OPTS, estimate_length,
	    OPT_ESTIMATE_LENGTH),
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

#undef OPTS

static const char about[] =
    "Training-signal metrics of advantage-scored rollouts (papo-advantage\n"
    "output), one row per step: zero-advantage ratio, process-active ratio,\n"
    "accuracy, the advantages of correct and wrong responses, and more.\n";

/* What the rows do not say: lists, runs, shards, what was given. */
static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct papo_stats_opts *o = ctx;

	(void)from_config;
	switch (opt) {
	case OPT_METRICS:
		o->have_metrics = 1;
		return papo_stats_metric_list(arg, o->metrics, &o->nmetrics, e);
	case OPT_PLOT_METRICS:
		o->have_pmetrics = 1;
		return papo_stats_metric_list(arg, o->pmetrics, &o->npmetrics,
		    e);
	case OPT_RUN:
		return papo_stats_opts_add_run(o, arg, e);
	case OPT_SHARD:
		return papo_cli_shard(arg, &o->shard, &o->nshards, e);
	case OPT_INTERVAL:
		o->have_interval = 1;
		return 0;
	case OPT_WIDTH:
		o->have_width = 1;
		return 0;
	case OPT_SMOOTH:
		o->have_smooth = 1;
		return 0;
	default:
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	}
}

static void
say(void *ctx, const char *msg)
{
	(void)ctx;
	papo_warnx("%s", msg);
}

/* Records not scored by papo-advantage, counted but in no advantage. */
static void
warn_raw(uint64_t nraw, uint64_t nrec)
{
	if (nraw == 0)
		return;
	if (nraw == nrec)
		papo_warnx("no record has an advantage (not scored by "
		    "papo-advantage): every metric but the advantages' is "
		    "counted; run papo-advantage for those");
	else
		papo_warnx("%llu of %llu records had no advantage (not scored "
		    "by papo-advantage): counted in every metric but the "
		    "advantages'", (unsigned long long)nraw,
		    (unsigned long long)nrec);
}

static void
warn_left_out(size_t n)
{
	papo_warnx("%zu record%s had no advantage (papo-advantage left %s "
	    "out: no outcome) and %s not counted", n, n == 1 ? "" : "s",
	    n == 1 ? "it" : "them", n == 1 ? "is" : "are");
}

/*
 * What a read leaves to say, the same after a run read once or
 * followed: records left out, the notes of papo_stats_tool_*_note (a
 * reward scale, --by, groups, outcomes, a group across files, a group
 * bigger than most of its step); and records without an advantage,
 * which --follow's status line counts as it goes ("2 without adv"),
 * when the run was read once.
 */
static void
warn_notes(const struct papo_stats_tool *t, int followed)
{
	int judged = t->o->agree == NULL;
	char msg[2048];

	if (t->left_out)
		warn_left_out(t->left_out);
	if (t->nearlier)
		papo_warnx("%llu record%s a rollout's earlier output%s or "
		    "turn%s (field '%s'): each rollout is one response, "
		    "counted by its last", (unsigned long long)t->nearlier,
		    t->nearlier == 1 ? " is" : "s are",
		    t->nearlier == 1 ? "" : "s", t->nearlier == 1 ? "" : "s",
		    t->c->fields.unit ? t->c->fields.unit->key :
		    t->c->fields.turns ? t->c->fields.turns->key : "?");
	if (papo_stats_tool_mixed_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
	if (judged && !followed)
		warn_raw(t->nraw, t->nrec);
	if (papo_stats_tool_scale_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
	if (papo_stats_tool_by_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
	if (judged && papo_stats_tool_group_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
	if (judged && papo_stats_tool_outcome_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
	if (papo_stats_tool_span_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
	if (judged && papo_stats_tool_merged_note(t, msg, sizeof(msg)))
		papo_warnx("%s", msg);
}

/*
 * --follow ends on an interrupt: the handler sets a flag and writes to
 * a pipe, which ends the wait between rounds.
 */
static volatile sig_atomic_t stop_sig;	/* SIGINT or SIGTERM came: which */
static volatile sig_atomic_t resized;	/* SIGWINCH came */
static int wake_fd = -1;		/* the pipe's end a handler writes */

static void
on_signal(int sig)
{
	int err = errno;

	if (sig == SIGWINCH)
		resized = 1;
	else
		stop_sig = sig;
	/*
	 * Ends the main thread's wait, whatever thread this runs on (the
	 * pipe full: a wake is pending already).
	 */
	(void)!write(wake_fd, "", 1);
	errno = err;
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
follow(struct papo_stats_tool *t, int argc, char **argv)
{
	struct papo_stats_follow lv;
	struct papo_err e;
	int pfd[2];

	if (papo_stats_follow_init(&lv, t, STDOUT_FILENO,
	    isatty(STDOUT_FILENO), argc, argv, &e) < 0)
		papo_die_err(&e);
	if (pipe2(pfd, O_CLOEXEC | O_NONBLOCK) < 0)
		papo_die(PAPO_EX_OSERR, "cannot make a pipe: %s",
		    strerror(errno));
	wake_fd = pfd[1];
	lv.wake = pfd[0];
	lv.stop = &stop_sig;
	lv.out.stop = &stop_sig;	/* a blocked output is abandoned */
	lv.resized = &resized;
	catch(SIGINT, 1);
	catch(SIGTERM, 1);
	if (lv.view == PAPO_STATS_VIEW_SCREEN)
		catch(SIGWINCH, 0);
	if (papo_stats_follow_run(&lv, &e) < 0 ||
	    papo_stats_follow_end(&lv, &e) < 0) {
		if (stop_sig && lv.out.err == EINTR) {
			/* nobody reads the output: die of the signal */
			papo_warnx("interrupted: %s", e.msg);
			signal(stop_sig, SIG_DFL);
			raise(stop_sig);
			exit(128 + stop_sig);
		}
		papo_die_output(lv.out.err, &e);
	}
	warn_notes(t, 1);
	papo_stats_follow_release(&lv);
	close(pfd[0]);
	close(pfd[1]);
}

int
main(int argc, char **argv)
{
	struct papo_stats_opts o;
	struct papo_stats_tool t;
	struct papo_cli cli;
	struct papo_out out;
	struct papo_err e;
	struct papo_progress prog;
	int first, status, rc;

	papo_setprog(argv[0]);
	memset(&o, 0, sizeof(o));
	memset(&t, 0, sizeof(t));
	memset(&cli, 0, sizeof(cli));
	cli.tool = "stats";
	cli.opts = options;
	cli.about = about;
	cli.handle = handle;
	cli.ctx = &o;
	if ((first = papo_cli_start(&cli, argc, argv)) == 0) {
		papo_cli_release(&cli);
		papo_stats_opts_release(&o);
		return 0;
	}
	papo_err_clear(&e);
	argc -= first;
	argv += first;

	t.o = &o;
	t.c = &cli.common;
	t.report = papo_warn_line;
	t.say = say;
	if (papo_stats_tool_init(&t, argc, isatty(STDOUT_FILENO), &e) < 0)
		papo_die_err(&e);
	if (o.follow)
		/* reads, and writes as it goes, until interrupted */
		follow(&t, argc, argv);
	else {
		if (o.merge) {
			if ((status = papo_stats_tool_merge(&t, argc, argv,
			    &e)) < 0)
				papo_die_err(&e);
			if (status > 0 && !cli.common.keep_going)
				exit(PAPO_EX_DATAERR);
		} else {
			/* the progress line: each run's engine copies
			   the hook from t */
			papo_progress_start(&prog, NULL, 0);
			if (papo_progress_wanted(o.quiet)) {
				t.progress = papo_progress_note;
				t.progress_ctx = &prog;
			}
			rc = papo_stats_tool_read(&t, argc, argv, &e);
			papo_progress_end(&prog);
			if (rc < 0)
				papo_die_err(&e);
		}
		warn_notes(&t, 0);
		if (t.left_out && t.nrec == 0) {
			papo_fields_no_outcome(&e);
			papo_die_err(&e);
		}
		papo_out_init(&out, STDOUT_FILENO, "<stdout>");
		if (papo_stats_tool_write(&t, papo_stats_width(&o,
		    STDOUT_FILENO), &out, &e) < 0)
			papo_die_output(out.err, &e);
		papo_out_release(&out);
	}
	status = t.bad ? PAPO_EX_DATAERR : 0;
	papo_stats_tool_release(&t);
	papo_stats_opts_release(&o);
	papo_cli_release(&cli);
	return status;
}
