/* SPDX-License-Identifier: MIT */
/*
 * judge_run.c: a papo-judge run: set-up, the model check, the event
 * loop, signals acted on, the summary and the exit status.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

#include "judge_check.h"
#include "judge_run.h"
#include "xalloc.h"

const char *
papo_judge_signal_name(int sig)
{
	return sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" :
	    "a signal";
}

static void
clear(struct papo_judge_run *r)
{
	if (r->io.clear)
		r->io.clear(r->io.ctx);
}

static void
say(struct papo_judge_run *r, const char *msg)
{
	clear(r);
	r->io.say(r->io.ctx, msg);
}

/* The rubric found (PAPO_RUBRIC_PATH, beside the program, the data folder). */
static int
load_rubric(struct papo_judge_run *r, struct papo_err *e)
{
	struct papo_buf dirs = PAPO_BUF_INIT;
	int rc;

	papo_rubric_dirs(r->rubric_path, r->exe, PAPO_DATADIR, &dirs);
	rc = papo_judge_opts_rubric(r->o, dirs.s, &r->common->fields,
	    &r->rubric, &r->outs, e);
	papo_buf_release(&dirs);
	return rc < 0 ? -1 : 0;
}

/* The rubric and the input (standard input when no file is named). */
static int
setup_input(struct papo_judge_run *r, int argc, char **argv,
    struct papo_err *e)
{
	if (load_rubric(r, e) < 0)
		return -1;
	papo_filter_init(&r->f);
	papo_judge_session_input(&r->f);
	r->f.keep_going = r->common->keep_going;
	r->f.report = r->io.report;
	r->f.report_ctx = r->io.ctx;
	r->f.shard = r->o->shard;
	r->f.nshards = r->o->nshards;
	papo_filter_fields(&r->f, &r->common->fields);
	if (papo_filter_open(&r->f, argc, argv, r->common->max_line, e) < 0 ||
	    papo_filter_file_steps(&r->f, &r->common->fields, &r->steps,
	    e) < 0)
		return -1;
	r->in_size = papo_judge_input_size(argc, argv);
	return 0;
}

/*
 * The cache and the HTTP client.  A key in clear text across a network
 * can be read on the way: say so.
 */
static int
setup_judge(struct papo_judge_run *r, struct papo_err *e)
{
	struct papo_http_opts ho;
	struct papo_buf proxy = PAPO_BUF_INIT, msg = PAPO_BUF_INIT;
	const char *var;
	size_t i;

	if ((r->have_cache = papo_judge_opts_cache(r->o, &r->cache, e)) < 0)
		return -1;
	if (r->have_cache)
		papo_cache_set_cancel(&r->cache, r->signals);
	papo_judge_opts_http(r->o, r->key, r->signals, &ho);
	if (papo_http_global_init(e) < 0 || papo_http_init(&r->http, &ho,
	    e) < 0)
		return -1;
	for (i = 0; ho.api_key && !r->o->dry_run && i < ho.nendpoints; i++) {
		papo_buf_reset(&msg);
		if (!papo_http_private(ho.endpoints[i]))
			papo_buf_addf(&msg, "the API key in %s goes to '%s' in "
			    "clear text (http://, not a loopback host): use "
			    "https:// unless the network is yours",
			    r->key_from, r->http.ep[i].shown);
		else if ((var = papo_http_proxy_clear(ho.endpoints[i],
		    r->getenv, &proxy)) != NULL)
			papo_buf_addf(&msg, "the API key in %s goes to '%s' "
			    "through proxy '%s' (from %s) in clear text (not "
			    "https://, not a loopback host): use an https:// "
			    "endpoint, or name the host in no_proxy",
			    r->key_from, r->http.ep[i].shown, proxy.s, var);
		if (msg.len)
			say(r, msg.s);
	}
	papo_buf_release(&msg);
	papo_buf_release(&proxy);
	return 0;
}

static void take_signals(struct papo_judge_run *r);

/*
 * Ask the endpoints for their models (papo_judge_check_http): 0 when
 * one answers, -1 when none does (why says which and why), a signal
 * came, or the finding is fatal (r->fatal set: the loop ends on it).
 */
static int
check(void *ctx, struct papo_buf *why)
{
	struct papo_judge_run *r = ctx;
	struct papo_judge_check c;
	struct papo_buf line = PAPO_BUF_INIT;
	const char *l, *nl;
	int rc;

	r->checked = 1;
	papo_judge_check_init(&c);
	c.model = r->o->model;
	c.max_tokens = r->o->p.max_tokens;
	c.key_from = r->key_from;
	c.cancel = r->signals;
	rc = papo_judge_check_http(&c, &r->http, &r->fatal);
	for (l = c.warnings.s; l && *l; l = nl + 1) {
		nl = strchr(l, '\n');
		papo_buf_reset(&line);
		papo_buf_add(&line, l, (size_t)(nl - l));
		say(r, line.s);
	}
	papo_buf_release(&line);
	if (rc < 0) {
		papo_judge_check_release(&c);
		return -1;
	}
	r->fatal.status = 0;
	if (c.learnt) {
		r->o->model = c.learnt;
		r->o->p.model = r->o->model;
		c.learnt = NULL;
	}
	if (rc == PAPO_JUDGE_CHECK_DOWN)
		papo_buf_add(why, c.down.s, c.down.len);
	/* a signal cut the check short: the run stops for it, not for a
	   dead judge (a stop for a signal outranks one for the judge) */
	if (rc == PAPO_JUDGE_CHECK_CANCELLED && r->started)
		take_signals(r);
	papo_judge_check_release(&c);
	return rc == PAPO_JUDGE_CHECK_OK ? 0 : -1;
}

/* The session's messages. */
static void
session_say(void *ctx, const char *msg)
{
	say(ctx, msg);
}

static void
start_session(struct papo_judge_run *r)
{
	struct papo_judge_session_cfg c;

	memset(&c, 0, sizeof(c));
	papo_judge_opts_session(r->o, &r->rubric, &c);
	c.rubric = &r->rubric;
	c.fields = &r->common->fields;
	c.outputs = &r->outs;
	c.keep_going = r->common->keep_going;
	c.seed = (unsigned long long)time(NULL) * 0x9E3779B97F4A7C15ULL ^
	    (unsigned long long)getpid();
	c.http = &r->http;
	c.cache = r->have_cache ? &r->cache : NULL;
	c.names = r->f.names;
	c.steps = (const char *const *)r->steps;
	c.check = check;
	c.say = session_say;
	c.ctx = r;
	papo_judge_session_init(&r->s, &c);
	r->started = 1;
	/* a model learnt at the start needs no second check */
	if (r->checked)
		r->s.checked = 1;
}

/* The options checked across each other and the API key taken. */
static int
take_key(struct papo_judge_run *r, struct papo_err *e)
{
	if (papo_judge_opts_check(r->o, e) < 0 ||
	    papo_judge_api_key(r->o->key_env, r->getenv, &r->key,
	    &r->key_from, e) < 0)
		return -1;
	/* a core dump would hold the key: none while it is held */
	if (r->key != NULL)
		prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	return 0;
}

/* The clock started, the model asked for when none is named, the session. */
static int
start_checked(struct papo_judge_run *r, struct papo_err *e)
{
	struct papo_buf down = PAPO_BUF_INIT;

	r->t0 = r->last_progress = papo_http_now();
	/* without a model name, the server must tell it before any key */
	if (r->o->model == NULL && check(r, &down) < 0) {
		if (r->fatal.status != 0)
			*e = r->fatal;
		else
			papo_err_set(e, PAPO_EX_UNAVAILABLE, "no judge "
			    "endpoint answers: %s", down.s ? down.s : "");
		papo_buf_release(&down);
		return -1;
	}
	papo_buf_release(&down);
	start_session(r);
	return 0;
}

int
papo_judge_run_setup(struct papo_judge_run *r, int argc, char **argv,
    struct papo_err *e)
{
	if (take_key(r, e) < 0 || setup_input(r, argc, argv, e) < 0 ||
	    setup_judge(r, e) < 0)
		return -1;
	r->show = papo_judge_show_how(r->o->quiet, r->tty_err, r->tty_out);
	if (start_checked(r, e) < 0)
		return -1;
	papo_out_init(&r->out, r->out_fd, "<stdout>");
	/* after a signal, a write the output cannot take now (a pipe
	   nobody reads) is abandoned: the run can end */
	r->out.stop = r->signals;
	return 0;
}

int
papo_judge_run_serve(struct papo_judge_run *r, struct papo_err *e)
{
	static const char *const names[] = { "<request>", NULL };

	papo_filter_init(&r->f);
	if (take_key(r, e) < 0 || load_rubric(r, e) < 0 ||
	    setup_judge(r, e) < 0)
		return -1;
	r->show = PAPO_JUDGE_SHOW_NONE;
	if (start_checked(r, e) < 0)
		return -1;
	/* a server's session never stops: a bad record is its request's
	   (the reply says so), a dead judge its requests' */
	r->s.c.names = names;
	r->s.c.steps = NULL;
	r->s.c.keep_going = 1;
	r->s.checked = 1;
	papo_out_init(&r->out, -1, "<reply>");
	return 0;
}

/*
 * Act on SIGINT and SIGTERM: the first stops the run, the next one
 * cuts it off.
 */
static void
take_signals(struct papo_judge_run *r)
{
	struct papo_buf msg = PAPO_BUF_INIT;
	int n = *r->signals;

	if (n == r->sigs)
		return;
	r->stop_sig = *r->signal_last;
	if (papo_judge_session_interrupt(&r->s, r->sigs > 0) &&
	    r->http.inflight > 0) {
		papo_buf_addf(&msg, "interrupted by %s: no new requests; "
		    "waiting for the %d in flight (interrupt again to stop at "
		    "once)", papo_judge_signal_name(r->stop_sig),
		    r->http.inflight);
		say(r, msg.s);
		papo_buf_release(&msg);
	}
	r->sigs = n;
}

/* The progress line, when one is due (papo_judge_show_due). */
static void
progress(struct papo_judge_run *r)
{
	struct papo_buf b = PAPO_BUF_INIT;
	double now = papo_http_now();

	papo_judge_meter_add(&r->meter, now - r->t0,
	    r->s.st.judged + r->s.st.failed);
	if (!papo_judge_show_due(r->show, r->o->progress_interval, now,
	    r->last_progress))
		return;
	r->last_progress = now;
	papo_judge_session_progress(&r->s, now - r->t0, r->in_size, &r->meter,
	    &b);
	r->io.progress(r->io.ctx, b.s, r->show == PAPO_JUDGE_SHOW_REDRAW);
	papo_buf_release(&b);
}

/*
 * Write what is ready (and flush).  -1 with e set and r->out_failed
 * when that fails.
 */
static int
write_ready(struct papo_judge_run *r, int flush, struct papo_err *e)
{
	if (papo_judge_session_write(&r->s, &r->out, e) == 0 &&
	    (!flush || papo_out_flush(&r->out, e) == 0))
		return 0;
	clear(r);
	r->out_failed = 1;
	return -1;
}

/* A fatal finding of a check made in the loop ends the run at once. */
static int
fatal(struct papo_judge_run *r, struct papo_err *e)
{
	if (r->fatal.status == 0)
		return 0;
	clear(r);
	*e = r->fatal;
	return -1;
}

int
papo_judge_run_loop(struct papo_judge_run *r, struct papo_err *e)
{
	int fd;

	for (;;) {
		take_signals(r);
		/* take what input there is, while the window has room */
		if (papo_judge_session_pull(&r->s, &r->f, e) < 0) {
			clear(r);
			return -1;
		}
		papo_judge_session_collect(&r->s);
		if (fatal(r, e) < 0 || write_ready(r, 0, e) < 0)
			return -1;
		if (papo_judge_session_finished(&r->s, r->s.in_end))
			break;
		progress(r);
		fd = -1;
		/* the window has room and the input has no full line */
		if (!r->s.in_end && papo_judge_session_room(&r->s) &&
		    (fd = papo_filter_pollfd(&r->f)) < 0)
			continue;
		/* about to wait: let the next program have what is done */
		if (write_ready(r, 1, e) < 0)
			return -1;
		if (papo_http_run(&r->http, 250, fd, e) < 0)
			return -1;
		if (fatal(r, e) < 0)
			return -1;
	}
	/* a signal that came in the last round (while the cache was
	   locked, say) is still the run's last word */
	take_signals(r);
	return 0;
}

int
papo_judge_run_finish(struct papo_judge_run *r, struct papo_err *e)
{
	if (write_ready(r, 1, e) < 0)
		return -1;
	clear(r);
	papo_judge_session_summary(&r->s, papo_judge_signal_name(r->stop_sig),
	    papo_http_now() - r->t0);
	if (r->s.stop == PAPO_JUDGE_STOP_SIGNAL)
		r->die_of = r->stop_sig;
	return r->s.stop == PAPO_JUDGE_STOP_DOWN ? PAPO_EX_UNAVAILABLE :
	    r->s.st.bad ? PAPO_EX_DATAERR :
	    r->s.st.failed ? PAPO_EX_TEMPFAIL :
	    r->s.cache_broken ? PAPO_EX_IOERR : 0;
}

void
papo_judge_run_release(struct papo_judge_run *r)
{
	if (r->started) {
		papo_judge_session_release(&r->s);
		papo_out_release(&r->out);
	}
	if (r->have_cache > 0)
		papo_cache_close(&r->cache);
	papo_http_release(&r->http);
	papo_filter_free_steps(&r->f, r->steps);
	papo_filter_release(&r->f);
	papo_judge_outputs_release(&r->outs);
	papo_rubric_release(&r->rubric);
}
