/* SPDX-License-Identifier: MIT */
/* judge_serve.c: papo-judge behind --serve (see judge_serve.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "judge_serve.h"
#include "xalloc.h"

/* The verdicts of a sample, in the reply's indicator lists. */
enum { V_JUDGED, V_FAILED, V_DEADLINE, V_NOT_JUDGED };
static const char *const verdicts[] = {
	"judged", "failed", "deadline", "not_judged", NULL
};

/*
 * The roles a trainer's sample fills: the prompt, the response, the
 * label as the reference answer and as the solution (a rubric shows
 * one or the other), an outcome.
 */
#define NROLES 5

/* One record of a job: a line of its text. */
struct jline {
	size_t off, len;
	uint64_t lineno;
	uint8_t tlen;
	uint8_t bad;		/* the reader found it bad (-k) */
};

/* A request's records, from the server's thread to the window. */
struct papo_judge_serve_job {
	struct papo_serve_job *job;	/* NULL once answered */
	struct papo_buf text;		/* the records */
	struct jline *ln;
	size_t n, cap;
	size_t *detoff;			/* a sample's report in job->out */
	size_t fed, popped;		/* taken into the window, written */
	uint64_t seq0;			/* the window's number of the first */
	double deadline;		/* 0: none */
	size_t bad;			/* records the session found bad */
	struct papo_buf msg;		/* the first bad record's message */
	struct papo_judge_serve_job *next;
};

static void
add_line(struct papo_judge_serve_job *jj, const char *s, size_t n,
    uint8_t tlen, uint64_t lineno, int bad)
{
	struct jline *l;

	jj->ln = papo_xgrow(jj->ln, &jj->cap, jj->n + 1, sizeof(*jj->ln));
	l = &jj->ln[jj->n++];
	l->off = jj->text.len;
	l->len = n;
	l->tlen = tlen;
	l->lineno = lineno;
	l->bad = (uint8_t)bad;
	papo_buf_add(&jj->text, s, n);
}

static void
free_job(struct papo_judge_serve_job *jj)
{
	papo_buf_release(&jj->text);
	papo_buf_release(&jj->msg);
	free(jj->ln);
	free(jj->detoff);
	free(jj);
}

/*
 * A trainer's sample as a record: prompt, response and label under the
 * roles' names (--field), and an outcome that --select takes (the
 * trainer knows none: every sample is judged, unless --select wrong).
 */
static void
sample_line(struct papo_judge_serve *js, const struct papo_serve_item *it,
    struct papo_judge_serve_job *jj, uint64_t lineno)
{
	static const int roles[NROLES] = {
		PAPO_F_PROBLEM, PAPO_F_RESPONSE, PAPO_F_ANSWER, PAPO_F_SOLUTION,
		PAPO_F_ACC
	};
	const struct papo_fields *f = &js->r->common->fields;
	const char *t[4] = { it->prompt, it->resp, it->ref, it->ref };
	size_t tn[4] = { it->pn, it->rn, it->fn, it->fn }, off[NROLES], k;
	size_t m = 0;
	struct papo_edit ed[NROLES];

	papo_buf_reset(&js->tmp);
	for (k = 0; k < NROLES; k++) {
		off[k] = js->tmp.len;
		if (k < 4 && t[k] == NULL)
			continue;
		if (k < 4)
			papo_json_put_str(&js->tmp, t[k], tn[k]);
		else
			papo_buf_adds(&js->tmp, js->r->s.c.select ==
			    PAPO_RUBRIC_WRONG ? "false" : "true");
		ed[m].path = &f->path[roles[k]];
		ed[m].slot = js->blank[k];
		ed[m].vlen = js->tmp.len - off[k];
		m++;
	}
	/* the values' addresses once tmp holds them all */
	for (k = 0, m = 0; k < NROLES; k++)
		if (k == 4 || t[k] != NULL)
			ed[m++].val = js->tmp.s + off[k];
	papo_buf_reset(&js->rec);
	papo_json_splice(&js->rec, "{}", 2, ed, m);
	add_line(jj, js->rec.s, js->rec.len, 1, lineno, 0);
}

/* The records of a /v1/records body, as papo-judge FILE reads them. */
static int
body_lines(struct papo_judge_serve *js, const char *body, size_t n,
    struct papo_judge_serve_job *jj, struct papo_err *e)
{
	struct papo_filter f;
	const struct papo_rec *rec;
	char path[64], *argv[1];
	ssize_t w;
	size_t at = 0;
	void *v;
	int fd, k, rc = -1;

	if ((fd = memfd_create("papo-request", MFD_CLOEXEC)) < 0)
		return papo_err_set(e, PAPO_EX_OSERR, "cannot hold the "
		    "request: %s", strerror(errno));
	while (at < n) {
		if ((w = write(fd, body + at, n - at)) < 0) {
			if (errno == EINTR)
				continue;
			close(fd);
			return papo_err_set(e, PAPO_EX_IOERR, "cannot hold "
			    "the request: %s", strerror(errno));
		}
		at += (size_t)w;
	}
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	argv[0] = path;
	papo_filter_init(&f);
	papo_judge_session_input(&f);
	f.keep_going = js->keep_going;
	papo_filter_fields(&f, &js->r->common->fields);
	f.runs = NULL;		/* a request's records are no dump file */
	if (papo_filter_open(&f, 1, argv, js->max_line, e) == 0) {
		f.names[0] = "<request>";
		while ((k = papo_filter_next(&f, &v, e)) == 1) {
			rec = v;
			add_line(jj, rec->s, rec->len, rec->tlen, rec->lineno,
			    rec->kind == PAPO_REC_BAD);
		}
		rc = k < 0 ? -1 : 0;
	}
	papo_filter_release(&f);
	close(fd);
	return rc;
}

/* Wake the judge's thread. */
static void
poke(struct papo_judge_serve *js)
{
	char c = 1;

	while (write(js->wake[1], &c, 1) < 0 && errno == EINTR)
		;
}

/* The server's thread: a request's records, queued for the judge's. */
static int
submit(void *ctx, struct papo_serve_job *job)
{
	struct papo_judge_serve *js = ctx;
	struct papo_judge_serve_job *jj;
	size_t k;
	int full;

	jj = papo_xcalloc(1, sizeof(*jj));
	papo_buf_init(&jj->text);
	papo_buf_init(&jj->msg);
	jj->job = job;
	jj->deadline = job->deadline;
	if (job->ep == PAPO_EP_RECORDS) {
		if (body_lines(js, job->body, job->bn, jj, &job->err) < 0) {
			if (job->err.status == 0)
				job->err.status = PAPO_EX_DATAERR;
			free_job(jj);
			job->done(job->cookie);
			return 0;
		}
	} else {
		jj->detoff = papo_xcalloc(job->n + 1, sizeof(*jj->detoff));
		for (k = 0; k < job->n; k++)
			sample_line(js, &job->items[k], jj, k + 1);
	}
	pthread_mutex_lock(&js->mu);
	full = js->waiting > 0 && js->waiting + jj->n > js->room;
	if (!full) {
		js->waiting += jj->n;
		if (js->inq_tail)
			js->inq_tail->next = jj;
		else
			js->inq = jj;
		js->inq_tail = jj;
	}
	pthread_mutex_unlock(&js->mu);
	if (full) {
		free_job(jj);
		return -1;
	}
	poke(js);
	return 0;
}

/* The session's messages: standard error, and the job's, if one listens. */
static void
session_say(void *ctx, const char *msg)
{
	struct papo_judge_serve *js = ctx;

	if (js->capture && js->capture->len == 0)
		papo_buf_adds(js->capture, msg);
	js->r->io.say(js->r->io.ctx, msg);
}

/* Take what the window has room for, jobs in order. */
static void
feed(struct papo_judge_serve *js)
{
	struct papo_judge_session *s = &js->r->s;
	struct papo_judge_serve_job *jj;
	struct papo_line l;
	size_t taken = 0;

	for (jj = js->act; jj; jj = jj->next) {
		if (jj->fed == 0 && jj->n > 0)
			jj->seq0 = s->w.tail;
		js->capture = &jj->msg;
		while (jj->fed < jj->n && papo_judge_session_room(s)) {
			const struct jline *ln = &jj->ln[jj->fed];
			unsigned long bad = s->st.bad;

			l.s = jj->text.s + ln->off;
			l.len = ln->len;
			l.tlen = ln->tlen;
			l.flags = 0;
			l.lineno = ln->lineno;
			if (ln->bad)
				papo_judge_session_intake_bad(s, &l, 0);
			else
				papo_judge_session_intake(s, &l, 0);
			jj->bad += s->st.bad > bad;
			jj->fed++;
			taken++;
		}
		js->capture = NULL;
		if (jj->fed < jj->n)
			break;
	}
	if (taken) {
		pthread_mutex_lock(&js->mu);
		js->waiting -= taken;
		pthread_mutex_unlock(&js->mu);
	}
}

/* The judge object of a record without a judgment. */
static void
missing_report(struct papo_judge_serve *js, const struct papo_judge_rec *r,
    const char *code, const char *msg, struct papo_buf *out)
{
	struct papo_judge_outcome o;
	struct papo_judge_session *s = &js->r->s;

	memset(&o, 0, sizeof(o));
	o.rubric = s->c.rubric->name;
	o.model = s->c.params->model;
	o.model_len = o.model ? strlen(o.model) : 0;
	o.attempts = r ? r->attempts : 0;
	o.error = code;
	o.message = msg;
	papo_judge_report(&o, out);
}

/* Why a record has no judgment: its code and message into js->msg. */
static const char *
why_missing(struct papo_judge_serve *js, const struct papo_judge_rec *r)
{
	papo_buf_reset(&js->msg);
	if (r != NULL && r->kind == PAPO_JUDGE_R_UNDONE) {
		papo_buf_addf(&js->msg, "the judge is unavailable: %s",
		    js->r->s.down.len ? js->r->s.down.s :
		    "no endpoint answers");
		return "judge_down";
	}
	papo_buf_addf(&js->msg, "no judgment within --deadline %g s; it is "
	    "cached when it comes", js->deadline);
	return "deadline";
}

/*
 * A record of /v1/records without a judgment (r NULL: not taken into
 * the window yet): r_proc null and the judge object saying why.
 */
static void
render_missing(struct papo_judge_serve *js, struct papo_judge_serve_job *jj,
    size_t k, struct papo_judge_rec *r, struct papo_buf *out)
{
	const struct papo_judge_session *s = &js->r->s;
	const struct jline *ln = &jj->ln[k];
	const char *line = jj->text.s + ln->off, *code;
	struct papo_edit ed[2];
	struct papo_buf rep = PAPO_BUF_INIT;
	struct papo_err e;
	size_t n = 0;

	code = why_missing(js, r);
	missing_report(js, r, code, js->msg.s, &rep);
	if (papo_json_parse(&js->j, line, ln->len, &e) < 0 ||
	    papo_json_slot(&js->j, s->c.outputs->out, &ed[0].slot, &e) < 0 ||
	    papo_json_slot(&js->j, s->c.outputs->rep, &ed[1].slot, &e) < 0)
		papo_buf_add(out, line, ln->len);
	else {
		if (s->c.rubric->failure == PAPO_RUBRIC_FAIL_NULL) {
			ed[n].path = s->c.outputs->out;
			ed[n].slot = ed[0].slot;
			ed[n].val = "null";
			ed[n].vlen = 4;
			n++;
		}
		ed[n].path = s->c.outputs->rep;
		ed[n].slot = ed[1].slot;
		ed[n].val = rep.s;
		ed[n].vlen = rep.len;
		n++;
		papo_json_splice(out, line, ln->len, ed, n);
	}
	papo_buf_add(out, "\r\n", ln->tlen == 2 ? 2 : 1);
	if (ln->tlen == 1)
		out->s[out->len - 1] = '\n';
	papo_buf_release(&rep);
}

/* A trainer's sample k: its result, its report into job->out. */
static void
sample_result(struct papo_judge_serve *js, struct papo_judge_serve_job *jj,
    size_t k, struct papo_judge_rec *r)
{
	struct papo_serve_job *job = jj->job;
	struct papo_serve_result *res = &job->res[k];
	const char *code;

	jj->detoff[k] = job->out.len;
	if (r != NULL && r->kind == PAPO_JUDGE_R_DONE) {
		res->verdict = r->failed ? V_FAILED : V_JUDGED;
		res->scored = r->has_score;
		res->value = r->score;
		papo_buf_add(&job->out, r->report.s, r->report.len);
	} else if (r != NULL && r->kind == PAPO_JUDGE_R_PASS) {
		res->verdict = V_NOT_JUDGED;
		if (jj->bad == 0 || jj->msg.len == 0)
			papo_buf_adds(&job->out, "null");
		else {
			/* a record the session found bad: why */
			papo_buf_adds(&job->out, "{\"error\":\"bad_record\","
			    "\"message\":");
			papo_json_put_str(&job->out, jj->msg.s, jj->msg.len);
			papo_buf_addc(&job->out, '}');
		}
	} else {
		code = why_missing(js, r);
		res->verdict = r == NULL || r->kind == PAPO_JUDGE_R_WAIT ?
		    V_DEADLINE : V_FAILED;
		missing_report(js, r, code, js->msg.s, &job->out);
	}
	res->detlen = job->out.len - jj->detoff[k];
}

/*
 * Record k of jj's job, r in the window (NULL: not taken into it),
 * into the job: a sample's result, or a record as written.  Records
 * are taken in order, so that /v1/records's reply is in input order.
 */
static void
take(struct papo_judge_serve *js, struct papo_judge_serve_job *jj, size_t k,
    struct papo_judge_rec *r)
{
	struct papo_serve_job *job = jj->job;

	if (job->ep != PAPO_EP_RECORDS)
		sample_result(js, jj, k, r);
	else if (r && (r->kind == PAPO_JUDGE_R_PASS ||
	    r->kind == PAPO_JUDGE_R_DONE))
		papo_judge_session_render(&js->r->s, r, &job->out);
	else
		render_missing(js, jj, k, r, &job->out);
}

/*
 * Answer jj: the results (or records) not taken yet into its job,
 * then done.
 */
static void
answer(struct papo_judge_serve *js, struct papo_judge_serve_job *jj)
{
	struct papo_judge_session *s = &js->r->s;
	struct papo_serve_job *job = jj->job;
	size_t k;

	if (job->ep == PAPO_EP_RECORDS && !js->keep_going &&
	    jj->fed == jj->n && jj->bad > 0) {
		/* the command line stops at a bad record: so does this */
		papo_err_set(&job->err, PAPO_EX_DATAERR, "%s", jj->msg.len ?
		    jj->msg.s : "a bad record");
	} else
		for (k = jj->popped; k < jj->n; k++)
			take(js, jj, k, k < jj->fed ?
			    papo_judge_window_at(&s->w, jj->seq0 + k) : NULL);
	if (job->ep != PAPO_EP_RECORDS)
		for (k = 0; k < jj->n; k++)
			job->res[k].detail = job->out.s + jj->detoff[k];
	jj->job = NULL;
	job->done(job->cookie);
}

/* 1 when every record of jj is in and has its judgment (or none). */
static int
complete(const struct papo_judge_serve *js,
    const struct papo_judge_serve_job *jj)
{
	size_t k;

	if (jj->fed < jj->n)
		return 0;
	for (k = jj->popped; k < jj->n; k++)
		if (papo_judge_window_at(&js->r->s.w, jj->seq0 + k)->kind ==
		    PAPO_JUDGE_R_WAIT)
			return 0;
	return 1;
}

/*
 * Let go of the records at the head of the window whose judgment is
 * in (or that need none), taking each into its job first while the job
 * waits for its reply: a request larger than the window is judged a
 * window at a time, and a late judgment of a job answered already is
 * cached when it comes, then let go.  Jobs answered and let go of are
 * freed.
 */
static void
release(struct papo_judge_serve *js)
{
	struct papo_judge_session *s = &js->r->s;
	struct papo_judge_serve_job *jj;
	struct papo_judge_rec *r;

	while ((jj = js->act) != NULL) {
		while (jj->popped < jj->fed) {
			r = papo_judge_window_head(&s->w);
			if (r == NULL || r->kind == PAPO_JUDGE_R_WAIT)
				return;
			if (jj->job != NULL && !(jj->job->ep ==
			    PAPO_EP_RECORDS && !js->keep_going && jj->bad > 0))
				take(js, jj, jj->popped, r);
			papo_judge_window_pop(&s->w);
			jj->popped++;
		}
		if (jj->job != NULL || jj->popped < jj->n)
			return;
		js->act = jj->next;
		if (js->act == NULL)
			js->act_tail = NULL;
		free_job(jj);
	}
}

/* Answer the jobs that are complete or due; let go of what is done. */
static void
settle(struct papo_judge_serve *js, double now)
{
	struct papo_judge_serve_job *jj;

	release(js);
	for (jj = js->act; jj; jj = jj->next)
		if (jj->job && (complete(js, jj) || (jj->deadline > 0 &&
		    now >= jj->deadline)))
			answer(js, jj);
	release(js);
}

/* The jobs the server's thread queued; 1 when the end is asked. */
static int
take_queued(struct papo_judge_serve *js)
{
	struct papo_judge_serve_job *q;
	char drain[64];
	int ending;

	while (read(js->wake[0], drain, sizeof(drain)) > 0)
		;
	pthread_mutex_lock(&js->mu);
	q = js->inq;
	js->inq = js->inq_tail = NULL;
	ending = js->ending;
	pthread_mutex_unlock(&js->mu);
	if (q != NULL) {
		if (js->act_tail)
			js->act_tail->next = q;
		else
			js->act = q;
		while (q->next)
			q = q->next;
		js->act_tail = q;
	}
	return ending;
}

/*
 * A stop of the session (the judge down: every endpoint refuses or
 * keeps failing) answers the records it left with the reason, and the
 * server goes on: the next request tries the judge again.
 */
static void
go_on(struct papo_judge_session *s)
{
	if (s->stop == PAPO_JUDGE_STOP_NONE)
		return;
	s->stop = PAPO_JUDGE_STOP_NONE;
	s->dead = 0;
}

/* 1 when every job taken is answered. */
static int
answered(const struct papo_judge_serve *js)
{
	const struct papo_judge_serve_job *jj;

	for (jj = js->act; jj; jj = jj->next)
		if (jj->job != NULL)
			return 0;
	return 1;
}

/* The next deadline after now, as a wait in milliseconds (at most 250). */
static int
wait_ms(const struct papo_judge_serve *js, double now)
{
	const struct papo_judge_serve_job *jj;
	double t = 0.25;

	for (jj = js->act; jj; jj = jj->next)
		if (jj->job && jj->deadline > 0 && jj->deadline - now < t)
			t = jj->deadline - now;
	return t <= 0 ? 0 : (int)(t * 1000) + 1;
}

static void *
judge_thread(void *arg)
{
	struct papo_judge_serve *js = arg;
	struct papo_judge_run *r = js->r;
	struct papo_err e;
	double now;
	int ending = 0;

	for (;;) {
		ending |= take_queued(js);
		feed(js);
		papo_judge_session_collect(&r->s);
		go_on(&r->s);
		now = papo_http_now();
		settle(js, now);
		if (ending && answered(js))
			break;
		if (papo_http_run(&r->http, wait_ms(js, now), js->wake[0],
		    &e) < 0) {
			r->io.say(r->io.ctx, e.msg);
			break;
		}
	}
	return NULL;
}

int
papo_judge_serve_start(struct papo_judge_serve *js, struct papo_judge_run *r,
    int keep_going, size_t max_line, double deadline, struct papo_err *e)
{
	static const int roles[NROLES] = {
		PAPO_F_PROBLEM, PAPO_F_RESPONSE, PAPO_F_ANSWER, PAPO_F_SOLUTION,
		PAPO_F_ACC
	};
	sigset_t all, old;
	int k;

	memset(js, 0, sizeof(*js));
	js->r = r;
	js->keep_going = keep_going;
	js->max_line = max_line;
	js->deadline = deadline;
	js->room = r->s.w.cap * 4;
	papo_json_init(&js->j);
	papo_buf_init(&js->tmp);
	papo_buf_init(&js->rec);
	papo_buf_init(&js->msg);
	pthread_mutex_init(&js->mu, NULL);
	if (pipe2(js->wake, O_CLOEXEC | O_NONBLOCK) < 0)
		return papo_err_set(e, PAPO_EX_OSERR, "cannot make a pipe: %s",
		    strerror(errno));
	(void)papo_json_parse(&js->j, "{}", 2, e);
	for (k = 0; k < NROLES; k++)
		if (papo_json_slot(&js->j, &r->common->fields.path[roles[k]],
		    &js->blank[k], e) < 0)
			return -1;
	/* the session's messages: a bad record's is its request's too */
	r->s.c.say = session_say;
	r->s.c.ctx = js;
	js->tool.name = "papo-judge";
	js->tool.value_key = "r_proc";
	js->tool.verdicts = verdicts;
	js->tool.ctx = js;
	js->tool.submit = submit;
	js->tool.detail_key = "judge";
	js->tool.no_pred = 1;
	/* signals are the server's (papo_server_wait): none here */
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	k = pthread_create(&js->th, NULL, judge_thread, js);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (k != 0)
		return papo_err_set(e, PAPO_EX_OSERR,
		    "cannot start the judge's thread: %s", strerror(k));
	js->started = 1;
	return 0;
}

void
papo_judge_serve_stop(struct papo_judge_serve *js, double grace)
{
	struct papo_judge_run *r = js->r;
	struct papo_judge_serve_job *jj;
	double t0 = papo_http_now();
	struct papo_err e;

	if (js->started) {
		pthread_mutex_lock(&js->mu);
		js->ending = 1;
		pthread_mutex_unlock(&js->mu);
		poke(js);
		pthread_join(js->th, NULL);
		/* late judgments finish, and are cached, for a while */
		while (papo_http_pending(&r->http) > 0 &&
		    papo_http_now() - t0 < grace) {
			papo_judge_session_collect(&r->s);
			if (papo_http_run(&r->http, 250, -1, &e) < 0)
				break;
		}
		papo_judge_session_collect(&r->s);
	}
	/* answered, their records left in the window (the run's release
	   frees those) */
	while ((jj = js->act) != NULL) {
		js->act = jj->next;
		free_job(jj);
	}
	if (js->wake[0] > 0) {
		close(js->wake[0]);
		close(js->wake[1]);
	}
	pthread_mutex_destroy(&js->mu);
	papo_json_release(&js->j);
	papo_buf_release(&js->tmp);
	papo_buf_release(&js->rec);
	papo_buf_release(&js->msg);
}
