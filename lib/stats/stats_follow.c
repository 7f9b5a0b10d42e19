/* SPDX-License-Identifier: MIT */
/*
 * stats_follow.c: papo-stats --follow: a run read in rounds as it is
 * written, its view brought up to date after each, and its end.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "stats_follow.h"
#include "table.h"
#include "xalloc.h"

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
	struct papo_stats_follow *lv = ctx;
	struct papo_buf b = PAPO_BUF_INIT;

	papo_buf_addf(&b, "%s: %s", file, msg);
	if (lv->t->say)
		lv->t->say(lv->t->ctx, b.s);
	free(lv->note);
	lv->note = papo_buf_detach(&b, NULL);
}

int
papo_stats_follow_init(struct papo_stats_follow *lv,
    struct papo_stats_tool *t, int fd, int tty, int argc, char **argv,
    struct papo_err *e)
{
	enum papo_stats_format fmt = t->fmt;
	char dash[] = "-", *stdin_only[1];
	int k;

	memset(lv, 0, sizeof(*lv));
	lv->wake = -1;
	lv->t = t;
	lv->interval = t->o->have_interval ? t->o->interval : 2;
	if (tty && (fmt == PAPO_STATS_FMT_TABLE || fmt == PAPO_STATS_FMT_SPARK))
		lv->view = PAPO_STATS_VIEW_SCREEN;
	else if (fmt == PAPO_STATS_FMT_TABLE || fmt == PAPO_STATS_FMT_TSV ||
	    fmt == PAPO_STATS_FMT_JSONL)
		lv->view = PAPO_STATS_VIEW_ROWS;
	else
		lv->view = PAPO_STATS_VIEW_END;
	papo_out_init(&lv->out, fd, "<stdout>");
	papo_stats_ledger_init(&lv->led);
	papo_stats_init(&lv->st);
	lv->st.group_size = (size_t)t->o->group_size;
	papo_stats_tool_engine(t, &lv->f, &papo_stats_tool_ops, t);

	papo_follow_init(&lv->fw, t->c->max_line);
	lv->fw.fields = &t->c->fields;
	lv->fw.notice = live_notice;
	lv->fw.ctx = lv;
	if (argc == 0) {
		stdin_only[0] = dash;
		argc = 1;
		argv = stdin_only;
	}
	for (k = 0; k < argc; k++)
		if (papo_follow_add(&lv->fw, argv[k], e) < 0)
			return -1;
	lv->stream = lv->fw.nfile == 1 && lv->fw.file[0].stream;
	return 0;
}

void
papo_stats_follow_release(struct papo_stats_follow *lv)
{
	if (lv->t != NULL && lv->t->fw == &lv->fw) {
		lv->t->fw = NULL;
		lv->t->st = NULL;
		lv->t->flt = NULL;
	}
	papo_out_release(&lv->out);
	papo_filter_release(&lv->f);
	papo_follow_release(&lv->fw);
	papo_stats_release(&lv->st);
	papo_stats_ledger_release(&lv->led);
	papo_buf_release(&lv->head);
	free(lv->note);
	lv->note = NULL;
}

/* The metrics to show: --metrics, else all of them. */
static size_t
shown_metrics(const struct papo_stats_opts *o, int *all, const int **m)
{
	size_t k;

	if (o->have_metrics) {
		*m = o->metrics;
		return o->nmetrics;
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

void
papo_stats_follow_frame(const struct papo_stats_follow *lv, size_t cols,
    size_t rows, struct papo_buf *frame)
{
	const struct papo_stats_tool *t = lv->t;
	struct papo_stats snap;
	struct papo_stats_run run;
	struct papo_table tab;
	struct papo_buf text = PAPO_BUF_INIT, status = PAPO_BUF_INIT;
	int all[PAPO_SM_N], with[PAPO_SM_N];
	const int *m;
	size_t nm, skip = 0, n, blocks;
	size_t nfiles = papo_follow_count(&lv->fw), i;
	char when[32];

	papo_stats_snapshot(&lv->st, &snap);
	run.name = NULL;
	run.st = snap;
	nm = shown_metrics(t->o, all, &m);
	if (!t->o->have_metrics) {
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
		if (t->fmt == PAPO_STATS_FMT_SPARK) {
			papo_stats_report_spark(&tab, &run, 1, m, nm,
			    cols == 0 ? 48 : cols > 82 ? cols - 72 : 10);
			papo_table_text(&tab, 0, &text);
		} else {
			papo_stats_report_table(&tab, &run, 1, t->keyname, m,
			    nm);
			papo_table_text(&tab, cols, &text);
		}
		papo_table_release(&tab);
		n = count_lines(&text, &blocks);
		if (t->fmt == PAPO_STATS_FMT_SPARK || rows == 0 ||
		    n + 2 <= rows || run.st.nrow <= 1)
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

	papo_buf_adds(frame, "\033[H");
	for (i = 0; i < text.len;) {
		const char *nl = memchr(text.s + i, '\n', text.len - i);
		size_t len = nl ? (size_t)(nl - (text.s + i)) : text.len - i;

		screen_line(frame, text.s + i, len, cols);
		i += len + 1;
	}
	screen_line(frame, status.s, status.len, cols);
	if (lv->note)
		screen_line(frame, lv->note, strlen(lv->note), cols);
	papo_buf_adds(frame, "\033[J");
	papo_buf_release(&text);
	papo_buf_release(&status);
	papo_stats_release(&snap);
}

void
papo_stats_follow_rows(struct papo_stats_follow *lv, int end,
    struct papo_buf *b)
{
	const struct papo_stats_tool *t = lv->t;
	struct papo_stats snap, sel, ledger;
	struct papo_stats_run run;
	struct papo_table tab;
	struct papo_buf text = PAPO_BUF_INIT, msg = PAPO_BUF_INIT;
	int all[PAPO_SM_N];
	const int *m;
	size_t nm = shown_metrics(t->o, all, &m), n, again, i, *due;

	papo_stats_snapshot(&lv->st, &snap);
	due = papo_xcalloc(snap.nrow + 1, sizeof(*due));
	/* --by: a row is never over before the end */
	n = end || !t->o->by ? papo_stats_ledger_due(&lv->led, &snap, end,
	    due, &again) : 0;
	if (n > 0 && again > 0 && t->say) {
		papo_buf_addf(&msg, "%zu row%s written again: %s records "
		    "changed after %s written", again, again == 1 ? "" : "s",
		    again == 1 ? "its" : "their", again == 1 ? "it was" :
		    "they were");
		t->say(t->ctx, msg.s);
	}
	memset(&sel, 0, sizeof(sel));
	sel.row = papo_xcalloc(n + 1, sizeof(*sel.row));
	for (i = 0; i < n; i++)
		sel.row[sel.nrow++] = snap.row[due[i]];	/* shared */
	run.name = NULL;
	papo_table_init(&tab);
	if (t->fmt == PAPO_STATS_FMT_TABLE && n > 0) {
		/* every row written, for the widths; then the new lines */
		size_t line = 0, at, k, want;
		long idx;

		memset(&ledger, 0, sizeof(ledger));
		ledger.row = lv->led.row;
		ledger.nrow = lv->led.nrow;
		run.st = ledger;
		papo_stats_report_table(&tab, &run, 1, t->keyname, m, nm);
		papo_table_text(&tab, 0, &text);
		at = strcspn(text.s, "\n");
		if (lv->head.len != at || memcmp(lv->head.s, text.s, at)) {
			papo_buf_reset(&lv->head);
			papo_buf_add(&lv->head, text.s, at);
			papo_buf_add(b, text.s, at + 1);
		}
		for (i = 0; i < n; i++) {
			idx = papo_stats_ledger_find(&lv->led, &sel.row[i].key);
			want = (size_t)idx + 1;
			/* line want of text (rows come in key order) */
			for (k = 0, line = 0; line < want; line++)
				k += strcspn(text.s + k, "\n") + 1;
			papo_buf_add(b, text.s + k, strcspn(text.s + k, "\n") +
			    1);
		}
	} else if (t->fmt == PAPO_STATS_FMT_TSV && (n > 0 ||
	    (end && !lv->head_out))) {
		run.st = sel;
		papo_stats_report_table(&tab, &run, 1, t->keyname, m, nm);
		papo_table_tsv(&tab, &text);
		i = lv->head_out ? strcspn(text.s, "\n") + 1 : 0;
		papo_buf_add(b, text.s + i, text.len - i);
		lv->head_out = 1;
	} else if (t->fmt == PAPO_STATS_FMT_JSONL && n > 0) {
		run.st = sel;
		papo_stats_report_table(&tab, &run, 1, t->keyname, m, nm);
		papo_table_jsonl(&tab, b);
	}
	papo_table_release(&tab);
	papo_buf_release(&text);
	papo_buf_release(&msg);
	free(sel.row);
	free(due);
	papo_stats_release(&snap);
}

/* Write b to the output, flushed (nothing when b is empty). */
static int
write_out(struct papo_stats_follow *lv, const struct papo_buf *b,
    struct papo_err *e)
{
	if (b->len == 0)
		return 0;
	if (papo_out_write(&lv->out, b->s, b->len, e) < 0 ||
	    papo_out_flush(&lv->out, e) < 0)
		return -1;
	return 0;
}

/* Bring the view up to date. */
static int
show(struct papo_stats_follow *lv, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	struct winsize ws;
	size_t rows = 0;
	int rc;

	if (lv->view == PAPO_STATS_VIEW_SCREEN) {
		if (ioctl(lv->out.fd, TIOCGWINSZ, &ws) == 0)
			rows = ws.ws_row;
		papo_stats_follow_frame(lv, papo_stats_width(lv->t->o,
		    lv->out.fd), rows, &b);
	} else if (lv->view == PAPO_STATS_VIEW_ROWS)
		papo_stats_follow_rows(lv, 0, &b);
	rc = write_out(lv, &b, e);
	papo_buf_release(&b);
	return rc;
}

/* Seconds from a to b. */
static double
elapsed(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

int
papo_stats_follow_run(struct papo_stats_follow *lv, struct papo_err *e)
{
	struct papo_stats_tool *t = lv->t;
	struct papo_filter_source src;
	struct timespec drawn = { 0, 0 }, now;
	double since;
	uint64_t nrec;
	size_t nbad;
	int k, dirty = 1, last = 0;
	char drain[64];

	lv->fw.stop = lv->stop;
	lv->fw.wake = lv->wake;
	src.read = live_read;
	src.name = live_name;
	src.src = &lv->fw;
	papo_filter_open_source(&lv->f, &src, t->c->max_line);
	t->st = &lv->st;
	t->flt = &lv->f;
	t->fw = &lv->fw;

	for (;;) {
		if ((k = papo_follow_scan(&lv->fw, e)) < 0)
			return -1;
		if (k > 0) {
			/* files read again from the start: count afresh */
			papo_stats_release(&lv->st);
			papo_stats_init(&lv->st);
			lv->st.group_size = (size_t)t->o->group_size;
			t->nrec = t->nraw = 0;
			t->left_out = 0;
			t->nearlier = 0;
			papo_stats_rec_release(&t->pend);
			t->has_pend = 0;
			papo_hset_release(&t->units);
			dirty = 1;
		}
		nrec = t->nrec;
		nbad = lv->f.nbad;
		if (papo_filter_run(&lv->f, e) < 0)
			return -1;
		if (t->nrec != nrec || lv->f.nbad != nbad) {
			lv->last = time(NULL);
			dirty = 1;
		}
		if (lv->stop && *lv->stop && !last) {
			/*
			 * Interrupted: one round more reads what the files
			 * hold by now (a stream: what it has ready), so the
			 * final output is what a run read once would count
			 * of them, whenever the last round looked.  A
			 * second interrupt ends it at once.
			 */
			lv->fw.stop = NULL;
			last = 1;
			continue;
		}
		if (last || papo_follow_ended(&lv->fw)) {
			papo_stats_tool_flush(t);
			return 0;
		}
		clock_gettime(CLOCK_MONOTONIC, &now);
		since = elapsed(&drawn, &now);
		/* files are looked at every interval; a stream, as it comes */
		if ((dirty && (!lv->stream || since >= lv->interval)) ||
		    (lv->resized && *lv->resized)) {
			if (show(lv, e) < 0)
				return -1;
			dirty = 0;
			if (lv->resized)
				*lv->resized = 0;
			drawn = now;
			since = 0;
		}
		papo_follow_wait(&lv->fw, dirty ? lv->interval - since :
		    lv->interval);
		if (lv->wake >= 0)
			while (read(lv->wake, drain, sizeof(drain)) > 0)
				;
	}
}

int
papo_stats_follow_end(struct papo_stats_follow *lv, struct papo_err *e)
{
	struct papo_stats_tool *t = lv->t;
	struct papo_stats_run run;
	struct papo_buf b = PAPO_BUF_INIT;
	int rc = 0;

	papo_follow_finish(&lv->fw);
	t->bad |= lv->f.nbad > 0;
	/* the same rule, and words, as a run read once */
	papo_stats_tool_check_merged(t, &lv->f, &lv->st);
	papo_stats_finish(&lv->st);
	run.name = NULL;
	run.st = lv->st;
	if (lv->view == PAPO_STATS_VIEW_SCREEN) {
		papo_buf_adds(&b, "\033[H\033[J");
		rc = write_out(lv, &b, e);
		papo_buf_reset(&b);
	}
	if (rc == 0 && t->o->plot)
		rc = papo_stats_tool_plot(t, &run, 1, &lv->out, e);
	if (rc == 0 && lv->view == PAPO_STATS_VIEW_ROWS) {
		papo_stats_follow_rows(lv, 1, &b);
		rc = write_out(lv, &b, e);
	} else if (rc == 0 && t->fmt != PAPO_STATS_FMT_NONE)
		rc = papo_stats_tool_report(t, &run, 1,
		    papo_stats_width(t->o, lv->out.fd), &lv->out, e);
	papo_buf_release(&b);
	return rc;
}
