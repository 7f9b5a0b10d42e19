/* SPDX-License-Identifier: MIT */
/*
 * judge_session.c: papo-judge's records from input to output, through
 * the cache and the judge.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "filter.h"
#include "judge_session.h"
#include "xalloc.h"

/*
 * The key sent, or NULL.  Every text decoded from a server or read
 * from the cache is redacted again where it is taken (papo_http_redact
 * did the reply's bytes and strings; a cache written before may not
 * have been).
 */
static const char *
api_key(const struct papo_judge_session *s)
{
	return s->c.http != NULL ? s->c.http->o.api_key : NULL;
}

void
papo_judge_session_init(struct papo_judge_session *s,
    const struct papo_judge_session_cfg *cfg)
{
	memset(s, 0, sizeof(*s));
	s->c = *cfg;
	papo_judge_window_init(&s->w, cfg->window);
	papo_judge_prompt_init(&s->pr, cfg->rubric, cfg->fields,
	    cfg->params, (enum papo_judge_think)cfg->think);
	s->pr.question = !cfg->transcript &&
	    papo_judge_transcript_preset(cfg->fields);
	papo_json_init(&s->j);
	papo_json_init(&s->rj);
	papo_cache_entry_init(&s->ent);
	s->rng = cfg->seed ? cfg->seed : 1;
	s->st.cache = cfg->cache != NULL;
	s->checked = cfg->check == NULL;
}

void
papo_judge_session_release(struct papo_judge_session *s)
{
	papo_judge_window_release(&s->w);
	papo_judge_prompt_release(&s->pr);
	papo_json_release(&s->j);
	papo_json_release(&s->rj);
	papo_cache_entry_release(&s->ent);
	papo_buf_release(&s->down);
	papo_buf_release(&s->tmp);
	papo_buf_release(&s->tmp2);
	papo_buf_release(&s->text);
	papo_buf_release(&s->msg);
	papo_buf_release(&s->excerpt);
}

const char *
papo_judge_session_file(const struct papo_judge_session *s, uint32_t i)
{
	return s->c.names[i];
}

static void say(struct papo_judge_session *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
say(struct papo_judge_session *s, const char *fmt, ...)
{
	struct papo_buf b = PAPO_BUF_INIT;
	va_list ap;

	if (s->c.say == NULL)
		return;
	va_start(ap, fmt);
	papo_buf_vaddf(&b, fmt, ap);
	va_end(ap);
	s->c.say(s->c.ctx, b.s ? b.s : "");
	papo_buf_release(&b);
}

int
papo_judge_session_room(const struct papo_judge_session *s)
{
	return s->stop == PAPO_JUDGE_STOP_NONE &&
	    papo_judge_window_room(&s->w);
}

size_t
papo_judge_session_held(const struct papo_judge_session *s)
{
	return papo_judge_window_count(&s->w);
}

int
papo_judge_session_finished(const struct papo_judge_session *s, int end)
{
	if (end && papo_judge_window_count(&s->w) == 0)
		return 1;
	return s->stop != PAPO_JUDGE_STOP_NONE &&
	    (s->c.http == NULL || papo_http_pending(s->c.http) == 0);
}

void
papo_judge_session_stop(struct papo_judge_session *s,
    enum papo_judge_stop why)
{
	if (why < s->stop || s->stop == PAPO_JUDGE_STOP_NONE)
		s->stop = why;
	if (s->stop != PAPO_JUDGE_STOP_BAD && s->c.http)
		papo_http_cancel_queued(s->c.http);
}

void
papo_judge_session_abandon(struct papo_judge_session *s)
{
	uint64_t q;

	for (q = s->w.head; q < s->w.tail; q++) {
		struct papo_judge_rec *r = papo_judge_window_at(&s->w, q);

		if (r->kind == PAPO_JUDGE_R_WAIT && r->leader &&
		    papo_http_in_flight(&r->req))
			papo_http_abort(s->c.http, &r->req);
	}
	s->abandoned = 1;
}

int
papo_judge_session_interrupt(struct papo_judge_session *s, int again)
{
	if (!again && s->stop == PAPO_JUDGE_STOP_NONE) {
		papo_judge_session_stop(s, PAPO_JUDGE_STOP_SIGNAL);
		return 1;
	}
	papo_judge_session_stop(s, PAPO_JUDGE_STOP_SIGNAL);
	if (!s->abandoned)
		papo_judge_session_abandon(s);
	return 0;
}

/*
 * A bad record: with keep_going pass it through and remember; else
 * stop there (the records before it are still written, once their
 * judgments in flight are in).
 */
static void
bad_record(struct papo_judge_session *s, struct papo_judge_rec *r,
    const char *msg)
{
	char named[1024];

	papo_filter_msg_file(msg, papo_judge_session_file(s, r->file), named,
	    sizeof(named));
	say(s, "%s:%llu: %s", papo_judge_session_file(s, r->file),
	    (unsigned long long)r->lineno, named);
	s->st.bad++;
	if (!s->c.keep_going) {
		r->kind = PAPO_JUDGE_R_UNDONE;
		papo_judge_session_stop(s, PAPO_JUDGE_STOP_BAD);
	}
}

void
papo_judge_session_bad_input(struct papo_judge_session *s,
    const struct papo_err *e)
{
	say(s, "%s", e->msg);
	s->st.bad++;
	papo_judge_session_stop(s, PAPO_JUDGE_STOP_BAD);
}

static double
uniform(struct papo_judge_session *s)
{
	/* xorshift64*: jitter only, not a secret */
	s->rng ^= s->rng >> 12;
	s->rng ^= s->rng << 25;
	s->rng ^= s->rng >> 27;
	return (double)((s->rng * 0x2545F4914F6CDD1DULL) >> 11) /
	    9007199254740992.0;	/* 2^53: a double in [0, 1) */
}

/* What one judgment came to, for conclude. */
struct verdict {
	const char *model;	/* the model that replied, or NULL */
	size_t model_len;
	const char *finish;	/* its finish reason, or NULL */
	size_t finish_len;
	int cached;		/* from the cache, or ... */
	int shared;		/* ... from a request made for another
				   record (cached is set too) */
	const char *error;	/* NULL: score holds the score */
	const char *message;
	const char *reply;	/* kept in the report, or NULL */
	size_t reply_len;
	double score;
	int alone;		/* the reply to the follow-up turn: read
				   as the verdict alone */
};

/* Between the first reply and the follow-up's in a cache entry. */
static const char follow_sep[] = "\n\x1epapo follow-up\x1e\n";

/* Fill r's report and result; records that waited for it share them. */
static void
conclude(struct papo_judge_session *s, struct papo_judge_rec *r,
    const struct verdict *v)
{
	struct papo_judge_outcome o;
	struct papo_judge_rec *d;

	if (r->leader) {
		struct verdict dv = *v;

		dv.cached = 1;
		dv.shared = 1;
		papo_judge_window_unlead(&s->w, r);
		while ((d = r->dups) != NULL) {
			r->dups = d->dupnext;
			d->dupnext = NULL;
			conclude(s, d, &dv);
		}
	}
	memset(&o, 0, sizeof(o));
	o.rubric = s->c.rubric->name;
	o.model = v->model;
	o.model_len = v->model_len;
	if (v->model == NULL) {
		o.model = s->c.params->model;
		o.model_len = o.model ? strlen(o.model) : 0;
	}
	o.attempts = r->attempts;
	o.cached = v->cached;
	o.finish = v->finish;
	o.finish_len = v->finish_len;
	o.error = v->error;
	o.message = v->message;
	o.reply = v->reply;
	o.reply_len = v->reply_len;
	o.follow_up = v->alone;
	papo_buf_reset(&r->report);
	papo_judge_report(&o, &r->report);
	/* the reply was read: its memory need not wait in the window */
	papo_buf_release(&r->req.reply);
	r->kind = PAPO_JUDGE_R_DONE;
	r->failed = v->error != NULL;
	r->has_score = v->error == NULL;
	r->score = v->error ? 0 : v->score;
	papo_buf_release(&r->body);
	if (v->error == NULL) {
		s->st.judged++;
		if (v->shared)
			s->st.shared++;
		else
			s->st.cached += v->cached != 0;
		return;
	}
	papo_judge_stats_fail(&s->st, v->error);
	if (!s->c.quiet && s->shown++ < s->c.show_failures)
		say(s, "%s:%llu: no judgment (%s): %s",
		    papo_judge_session_file(s, r->file),
		    (unsigned long long)r->lineno, v->error,
		    v->message ? v->message : v->error);
}

/*
 * Leave r unfinished: a stop withdrew its request.  Records waiting
 * for the same request go with it.  Nothing is written for it or
 * after it; a rerun asks again.
 */
static void
undo(struct papo_judge_session *s, struct papo_judge_rec *r)
{
	struct papo_judge_rec *d;

	if (r->leader) {
		papo_judge_window_unlead(&s->w, r);
		while ((d = r->dups) != NULL) {
			r->dups = d->dupnext;
			d->dupnext = NULL;
			d->kind = PAPO_JUDGE_R_UNDONE;
			papo_buf_release(&d->body);
		}
	}
	r->kind = PAPO_JUDGE_R_UNDONE;
	papo_buf_release(&r->req.reply);
	papo_buf_release(&r->body);
}

/*
 * Read reply content under the rubric (papo_rubric_read) and conclude.
 * A reply without a score is quoted in the message, so that a rubric
 * can be debugged from the output alone; the report keeps the reply,
 * or an excerpt, on request.
 */
static int
finish_is(const struct verdict *v, const char *word)
{
	return v->finish && v->finish_len == strlen(word) &&
	    memcmp(v->finish, word, v->finish_len) == 0;
}

/*
 * A reply that did not end by itself is not read: cut off (length,
 * max_tokens: "truncated", in papo_rubric_read), filtered
 * (content_filter), or ended for a reason papo-judge does not know
 * (vLLM's abort, say): its verdict may be unfinished or not the
 * judge's.
 */
static const char *
finish_error(const struct verdict *v, struct papo_buf *msg)
{
	static const char *const fine[] = { "stop", "eos", "end_turn",
	    "stop_sequence", "length", "max_tokens", NULL };
	size_t k, i;

	if (v->finish == NULL)
		return NULL;
	for (k = 0; fine[k]; k++)
		if (finish_is(v, fine[k]))
			return NULL;
	papo_buf_reset(msg);
	if (finish_is(v, "content_filter")) {
		papo_buf_adds(msg, "the server's content filter stopped the "
		    "reply (finish reason content_filter): not read");
		return "content_filter";
	}
	papo_buf_adds(msg, "the reply ended with finish reason '");
	for (i = 0; i < v->finish_len && i < 64; i++)
		if ((unsigned char)v->finish[i] < 0x20 || v->finish[i] == 0x7f)
			papo_buf_addf(msg, "\\u%04x",
			    (unsigned char)v->finish[i]);
		else
			papo_buf_addc(msg, v->finish[i]);
	papo_buf_adds(msg, "', not stop: not read");
	return "unfinished";
}

static int
score_content(struct papo_judge_session *s, struct papo_judge_rec *r,
    const char *content, size_t clen, struct verdict *v)
{
	struct papo_rubric_verdict rv;
	int cut_off = finish_is(v, "length") || finish_is(v, "max_tokens");
	int rc;

	if ((v->error = finish_error(v, &s->msg)) != NULL) {
		v->message = s->msg.s;
		if (s->c.keep_reply == PAPO_JUDGE_KEEP_FULL) {
			v->reply = content ? content : "";
			v->reply_len = clen;
		}
		conclude(s, r, v);
		return -1;
	}
	rc = v->alone ? papo_rubric_read_alone(s->c.rubric, content, clen,
	    &rv) : papo_rubric_read(s->c.rubric, content, clen, cut_off, &rv);
	v->score = rv.score;
	v->error = rv.error;
	v->message = rv.why;
	if (rc < 0) {
		papo_buf_reset(&s->msg);
		papo_buf_adds(&s->msg, rv.why);
		if (clen == 0)
			papo_buf_adds(&s->msg, " (the reply is empty)");
		else {
			papo_buf_adds(&s->msg, "; the reply: \"");
			papo_rubric_excerpt(content, clen, &rv,
			    PAPO_JUDGE_MSG_EXCERPT, &s->msg);
			papo_buf_addc(&s->msg, '"');
		}
		v->message = s->msg.s;
	}
	if (s->c.keep_reply == PAPO_JUDGE_KEEP_FULL) {
		v->reply = content ? content : "";
		v->reply_len = clen;
	} else if (s->c.keep_reply == PAPO_JUDGE_KEEP_EXCERPT) {
		papo_buf_reset(&s->excerpt);
		papo_rubric_excerpt(content, clen, &rv,
		    PAPO_JUDGE_KEPT_EXCERPT, &s->excerpt);
		papo_buf_adds(&s->excerpt, "");
		v->reply = s->excerpt.s;
		v->reply_len = s->excerpt.len;
	}
	conclude(s, r, v);
	return rc;
}

/*
 * A judgment from the cache: one that took a follow-up turn holds both
 * replies, and its verdict is the second's, read alone.
 */
static void
score_cached(struct papo_judge_session *s, struct papo_judge_rec *r,
    struct verdict *v)
{
	const char *c = s->ent.content.s, *p, *q = NULL;
	size_t n = s->ent.content.len, w = sizeof(follow_sep) - 1;

	for (p = c; p && (p = memmem(p, n - (size_t)(p - c), follow_sep,
	    w)) != NULL; p += w)
		q = p;
	if (q != NULL) {
		v->alone = 1;
		c = q + w;
		n -= (size_t)(c - s->ent.content.s);
	}
	score_content(s, r, c, n, v);
}

/*
 * Once a run: a response that keeps almost nothing once its reasoning
 * is removed (R1 and Qwen3 styles put the solution inside <think> and
 * leave only the answer after it) says how to judge the reasoning.
 */
static void
hint_think(struct papo_judge_session *s, struct papo_judge_rec *r)
{
	size_t shown = s->pr.val[PAPO_RUBRIC_RESPONSE].len;

	if (s->hinted || s->c.quiet || s->c.think != PAPO_JUDGE_THINK_STRIP ||
	    s->pr.raw_len < 2000 || shown * 10 > s->pr.raw_len)
		return;
	s->hinted = 1;
	say(s, "%s:%llu: the judge sees %zu of the %zu bytes of this response "
	    "once its reasoning is removed; --think keep shows it the "
	    "reasoning too", papo_judge_session_file(s, r->file),
	    (unsigned long long)r->lineno, shown, s->pr.raw_len);
}

static void
cache_failed(struct papo_judge_session *s, const struct papo_err *e)
{
	say(s, "%s; going on without the cache (exit status 74 at the end)",
	    e->msg);
	s->cache_broken = 1;
}

void
papo_judge_session_intake_bad(struct papo_judge_session *s,
    const struct papo_line *l, uint32_t file)
{
	papo_judge_window_push(&s->w, l->s, l->len, l->tlen, l->lineno, file);
	s->st.records++;
	s->st.bad++;
}

/* The session parses a record when it takes it: nothing to do before. */
static int
no_parse(void *tool, void *worker, struct papo_rec *rec, struct papo_buf *out,
    struct papo_err *e)
{
	(void)tool;
	(void)worker;
	(void)rec;
	(void)out;
	(void)e;
	return 0;
}

static const struct papo_filter_ops input_ops = {
	sizeof(struct papo_rec), no_parse, NULL, NULL
};

void
papo_judge_session_input(struct papo_filter *f)
{
	f->ops = &input_ops;
	f->pull = 1;
	f->writes = 1;
}

/*
 * Is r another shard's (f's --shard)?  A line that is not a JSON object
 * is shard 0's, which reports it.
 */
static int
other_shard(struct papo_judge_session *s, const struct papo_filter *f,
    const struct papo_rec *r)
{
	struct papo_err e;
	long sh;

	if (f->nshards < 2)
		return 0;
	if (r->kind == PAPO_REC_BAD || papo_json_parse(&s->j, r->s, r->len,
	    &e) < 0)
		return f->shard != 0;
	sh = papo_fields_shard_of(s->c.fields, &s->j, s->c.steps ?
	    s->c.steps[r->file] : NULL, f->nshards, &s->tmp, &e);
	return sh < 0 ? f->shard != 0 : (unsigned long)sh != f->shard;
}

int
papo_judge_session_pull(struct papo_judge_session *s, struct papo_filter *f,
    struct papo_err *e)
{
	const struct papo_rec *r;
	struct papo_line l;
	void *v;
	int k;

	while (!s->in_end && papo_judge_session_room(s)) {
		if ((k = papo_filter_next(f, &v, e)) < 0) {
			if (e->status != PAPO_EX_DATAERR)
				return -1;
			/* a line past the cap, without keep_going */
			papo_judge_session_bad_input(s, e);
			return 0;
		}
		s->in_end = k == 2;
		if (k != 1)
			return 0;
		r = v;
		l.s = r->s;
		l.len = r->len;
		l.tlen = r->tlen;
		l.flags = r->shared ? PAPO_LINE_SHARED : 0;
		l.lineno = r->lineno;
		s->in_read += r->len + r->tlen;
		if (other_shard(s, f, r))
			continue;
		if (r->kind == PAPO_REC_BAD)
			papo_judge_session_intake_bad(s, &l, r->file);
		else
			papo_judge_session_intake(s, &l, r->file);
	}
	return 0;
}

/*
 * A record of a file whose name gives its step and that has no step
 * field: the field goes into r's line (and s->j is parsed again).  -1
 * with e set when the record has no place for it.
 */
static int
add_step(struct papo_judge_session *s, struct papo_judge_rec *r,
    struct papo_err *e)
{
	const struct papo_path *p = &s->c.fields->path[PAPO_F_STEP];
	const char *step;
	struct papo_edit ed;
	int i;

	if (s->c.steps == NULL)
		return 0;
	if ((i = papo_json_find(&s->j, p, e)) == -2)
		return -1;
	if (i >= 0)
		return 0;	/* the record's own step stands */
	if ((step = s->c.steps[r->file]) == NULL) {
		/* none from the name either: said at the end */
		if (s->nostep++ == 0) {
			s->nostep_file = r->file;
			s->nostep_line = r->lineno;
		}
		return 0;
	}
	if (papo_json_slot(&s->j, p, &ed.slot, e) < 0)
		return -1;
	ed.path = p;
	ed.val = step;
	ed.vlen = strlen(step);
	papo_buf_reset(&s->tmp);
	papo_json_splice(&s->tmp, r->line, r->len, &ed, 1);
	papo_judge_window_set_line(r, s->tmp.s, s->tmp.len);
	return papo_json_parse(&s->j, r->line, r->len, e);
}

void
papo_judge_session_intake(struct papo_judge_session *s,
    const struct papo_line *l, uint32_t file)
{
	struct papo_judge_rec *r, *ld;
	struct papo_err e;
	int sel, hit, built;

	r = papo_judge_window_push(&s->w, l->s, l->len, l->tlen, l->lineno,
	    file);
	s->st.records++;
	if (papo_line_blank(r->line, r->len))
		return;
	papo_err_clear(&e);
	if (papo_json_parse(&s->j, r->line, r->len, &e) < 0) {
		papo_filter_line_note(l, s->c.keep_going, &e);
		goto bad;
	}
	if (add_step(s, r, &e) < 0)
		goto bad;
	if ((sel = papo_judge_selected(&s->j, s->c.fields, s->c.select,
	    (l->flags & PAPO_LINE_SHARED) != 0, &e)) < 0)
		goto bad;
	if (sel == PAPO_JUDGE_NO_OUTCOME) {
		s->st.no_outcome++;
		return;
	}
	if (!sel)
		return;
	if (papo_json_slot(&s->j, s->c.outputs->out, &r->sslot, &e) < 0 ||
	    papo_json_slot(&s->j, s->c.outputs->rep, &r->rslot, &e) < 0)
		goto bad;
	papo_buf_reset(&r->body);
	if ((built = papo_judge_prompt_build(&s->pr, &s->j, &r->body,
	    &e)) < 0)
		goto bad;
	s->st.selected++;
	if (built == PAPO_JUDGE_EMPTY) {
		struct verdict v;

		/* nothing to judge: an error, not a request */
		memset(&v, 0, sizeof(v));
		v.error = "empty_response";
		papo_buf_reset(&s->msg);
		papo_buf_addf(&s->msg, "%s; nothing was sent", s->pr.empty);
		v.message = s->msg.s;
		conclude(s, r, &v);
		return;
	}
	hint_think(s, r);
	if (s->c.dry_run) {
		r->kind = PAPO_JUDGE_R_DRY;
		return;
	}
	papo_judge_prompt_key(&s->pr, r->body.s, r->body.len, r->key);
	if (s->c.cache && !s->cache_broken) {
		hit = papo_cache_get(s->c.cache, r->key, &s->ent, &e);
		if (hit < 0)
			cache_failed(s, &e);
		else if (hit) {
			struct verdict v;

			papo_http_redact(api_key(s), &s->ent.content);
			papo_http_redact(api_key(s), &s->ent.model);
			papo_http_redact(api_key(s), &s->ent.finish);
			memset(&v, 0, sizeof(v));
			v.model = s->ent.model.len ? s->ent.model.s : NULL;
			v.model_len = s->ent.model.len;
			v.finish = s->ent.finish.len ? s->ent.finish.s : NULL;
			v.finish_len = s->ent.finish.len;
			v.cached = 1;
			score_cached(s, r, &v);
			return;
		}
	}
	if ((ld = papo_judge_window_leader(&s->w, r->key)) != NULL) {
		papo_judge_window_follow(ld, r);
		return;
	}
	if (!s->checked) {
		s->checked = 1;
		papo_buf_reset(&s->down);
		if (s->c.check(s->c.ctx, &s->down) < 0) {
			/* the records before it (from the cache) are still
			   written */
			r->kind = PAPO_JUDGE_R_UNDONE;
			papo_judge_session_stop(s, PAPO_JUDGE_STOP_DOWN);
			return;
		}
	}
	papo_judge_window_lead(&s->w, r);
	r->kind = PAPO_JUDGE_R_WAIT;
	r->req.ud = r;
	r->req.body = r->body.s;
	r->req.body_len = r->body.len;
	papo_http_submit(s->c.http, &r->req, 0);
	return;
bad:
	r->kind = PAPO_JUDGE_R_PASS;
	bad_record(s, r, e.msg);
}

/*
 * Append string token i of j to msg with its control characters as jq
 * writes them ("\u001b"): a server's text never reaches a terminal
 * raw.
 */
static void
add_server_text(const struct papo_judge_session *s, struct papo_buf *msg,
    const struct papo_json *j, int i)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t k;

	papo_json_str(j, i, &t);
	papo_http_redact(api_key(s), &t);
	for (k = 0; k < t.len; k++)
		if ((unsigned char)t.s[k] < 0x20 || t.s[k] == 0x7f)
			papo_buf_addf(msg, "\\u%04x", (unsigned char)t.s[k]);
		else
			papo_buf_addc(msg, t.s[k]);
	papo_buf_release(&t);
}

/* An error message from a reply body, "HTTP 503: ..." style. */
static void
describe(struct papo_judge_session *s, const struct papo_http_req *q,
    int parsed, const struct papo_judge_reply *rp, const char *code,
    const char *perr, struct papo_buf *msg)
{
	papo_buf_reset(msg);
	if (q->transport == PAPO_JUDGE_T_TOOBIG && q->toobig != 2) {
		papo_buf_addf(msg, "the reply was longer than the %zu bytes "
		    "a reply may have: it was cut short and not read "
		    "(endpoint '%s')", s->c.http->o.max_reply,
		    s->c.http->ep[q->endpoint].shown);
		return;
	}
	if (q->transport != PAPO_JUDGE_T_OK) {
		papo_buf_addf(msg, "%s (endpoint '%s')",
		    q->error[0] ? q->error : code,
		    s->c.http->ep[q->endpoint].shown);
		return;
	}
	if (strcmp(code, "wrong_model") == 0) {
		papo_buf_adds(msg, "the reply came from model '");
		add_server_text(s, msg, &s->rj, rp->model);
		papo_buf_addf(msg, "', not '%s'", s->c.params->model);
		return;
	}
	if (q->status < 200 || q->status > 299)
		papo_buf_addf(msg, "HTTP %ld", q->status);
	else if (strcmp(code, "bad_reply") == 0)
		papo_buf_addf(msg, "%s%s", parsed ?
		    "the reply is not a chat completion" : perr == NULL ||
		    *perr == '\0' ? "the reply is not valid JSON" :
		    strncmp(perr, "the reply", 9) == 0 ? "" :
		    "the reply is not read: ", parsed || perr == NULL ? "" :
		    perr);
	else if (strcmp(code, "choices") == 0)
		papo_buf_addf(msg, "the reply has %d choices that do not all "
		    "say the same (one was asked for): none is read",
		    rp->nchoices);
	else if (strcmp(code, "no_content") == 0)
		papo_buf_adds(msg, rp->content_other ? "the reply's content "
		    "is not a string (a list of parts?): not read" :
		    rp->reasoning >= 0 ? "the reply has no "
		    "content, only reasoning (reasoning_content or reasoning; "
		    "not read)" : "the reply has no content");
	else if (strcmp(code, "refusal") == 0)
		papo_buf_adds(msg, "the judge declined (the reply's refusal "
		    "field is set): its content is not read");
	else if (strcmp(code, "tool_call") == 0)
		papo_buf_adds(msg, "the reply calls a tool (tool_calls or "
		    "function_call; papo-judge offers none): not read, the "
		    "verdict must be the content");
	else if (strcmp(code, "truncated") == 0)
		papo_buf_adds(msg, "the reply was cut off (finish reason "
		    "length) before any content: the judge ran out of tokens "
		    "while reasoning; raise --max-tokens");
	else
		papo_buf_adds(msg, code);
	if (parsed && rp->error && rp->err_message >= 0) {
		papo_buf_adds(msg, ": ");
		add_server_text(s, msg, &s->rj, rp->err_message);
	}
	if (msg->len > 600) {
		papo_buf_truncate(msg, 597);
		papo_buf_adds(msg, "...");
	}
}

/*
 * The text of string token i (unescaped into b), or NULL when i is -1.
 * Reports carry what the server meant, not its escapes: a model named
 * "a\/b" on the wire is a/b.
 */
static const char *
tok_text(const struct papo_judge_session *s, const struct papo_json *j,
    int i, struct papo_buf *b, size_t *len)
{
	*len = 0;
	if (i < 0)
		return NULL;
	papo_buf_reset(b);
	papo_judge_reply_text(j, i, b);
	papo_http_redact(api_key(s), b);
	papo_buf_adds(b, "");
	*len = b->len;
	return b->s;
}

/*
 * A reply worth a follow-up turn: the follow-up is on, the reply
 * finished and was not cut off, and it has no verdict the reader
 * recognises.
 */
static int
follow_up_due(struct papo_judge_session *s, const struct verdict *v,
    const char *content, size_t clen)
{
	struct papo_rubric_verdict rv;

	if (!s->c.follow_up || !finish_is(v, "stop"))
		return 0;
	return papo_rubric_read(s->c.rubric, content, clen, 0, &rv) < 0 &&
	    strcmp(rv.error, "no_score") == 0;
}

/*
 * Ask once more in the same conversation: the request's messages, the
 * judge's reply, and the question for the verdict alone
 * (papo_rubric_follow_up).  The first reply is kept for the cache.
 */
static int
ask_again(struct papo_judge_session *s, struct papo_judge_rec *r,
    const char *content, size_t clen)
{
	static const char end[] = "}],\"temperature\":";
	struct papo_buf q = PAPO_BUF_INIT, b = PAPO_BUF_INIT;
	const char *p;
	size_t at;

	/* a JSON string holds no unescaped '"': the first such end is the
	   messages' */
	p = memmem(r->body.s, r->body.len, end, sizeof(end) - 1);
	if (p == NULL)
		return -1;	/* not a body papo made: no follow-up */
	at = (size_t)(p - r->body.s) + 1;
	papo_buf_reset(&r->first);
	papo_buf_add(&r->first, content, clen);
	papo_rubric_follow_up(s->c.rubric, &q);
	papo_buf_add(&b, r->body.s, at);
	papo_buf_adds(&b, ",{\"role\":\"assistant\",\"content\":");
	papo_json_put_str(&b, content, clen);
	papo_buf_adds(&b, "},{\"role\":\"user\",\"content\":");
	papo_json_put_str(&b, q.s, q.len);
	papo_buf_addc(&b, '}');
	papo_buf_add(&b, r->body.s + at, r->body.len - at);
	papo_buf_release(&q);
	papo_buf_release(&r->body);
	r->body = b;
	r->followed = 1;
	s->st.follow_ups++;
	r->req.body = r->body.s;
	r->req.body_len = r->body.len;
	papo_http_submit(s->c.http, &r->req, 0);
	return 0;
}

/*
 * 1 when q was refused by a rate limit (429; a 503 may be a server
 * that is unwell, and uses up retries) while the server went on
 * judging others (a success came back since q was sent), at most
 * PAPO_JUDGE_THROTTLED times for r: such a refusal is counted in
 * r->throttled and does not use up one of r's retries (its attempts
 * still count it).  A server that refuses everything still does.
 */
#define PAPO_JUDGE_THROTTLED 1000

static int
throttled(struct papo_judge_session *s, struct papo_judge_rec *r,
    const struct papo_http_req *q)
{
	if (q->transport != PAPO_JUDGE_T_OK || q->status != 429 ||
	    s->c.http->last_ok < q->started ||
	    r->throttled >= PAPO_JUDGE_THROTTLED)
		return 0;
	r->throttled++;
	return 1;
}

/* The judge is dead (papo_http_dead): say why in s->down. */
static void
dead(struct papo_judge_session *s, const struct papo_http_req *q,
    int parsed, const struct papo_judge_reply *rp, const char *code,
    const char *perr)
{
	struct papo_rubric_verdict rv;

	describe(s, q, parsed, rp, code, perr, &s->msg);
	papo_buf_reset(&s->down);
	papo_buf_addf(&s->down, "every endpoint keeps failing (%d failures "
	    "in a row each); the last: %s", PAPO_HTTP_DEAD, s->msg.s);
	if (!parsed && q->reply.len > 0) {
		memset(&rv, 0, sizeof(rv));
		papo_buf_adds(&s->down, ": \"");
		papo_rubric_excerpt(q->reply.s, q->reply.len, &rv,
		    PAPO_JUDGE_MSG_EXCERPT, &s->down);
		papo_buf_addc(&s->down, '"');
	}
	s->dead = 1;
}

/* What the judge spent on a reply, when it says, whatever it is worth. */
static void
spent(struct papo_judge_session *s, const struct papo_judge_reply *rp)
{
	if (rp->prompt_tokens < 0 && rp->completion_tokens < 0)
		return;
	s->st.usage++;
	s->st.prompt_tokens += rp->prompt_tokens > 0 ?
	    (unsigned long long)rp->prompt_tokens : 0;
	s->st.completion_tokens += rp->completion_tokens > 0 ?
	    (unsigned long long)rp->completion_tokens : 0;
}

/*
 * A judgment in reply rp to r's request: the follow-up turn asked when
 * it is due, else r scored and the judgment (both turns after a
 * follow-up) put in the cache.
 */
static void
judged(struct papo_judge_session *s, struct papo_judge_rec *r,
    const struct papo_judge_reply *rp, struct verdict *v)
{
	struct papo_err e;
	const char *content;
	size_t clen;

	content = tok_text(s, &s->rj, rp->content, &s->text, &clen);
	if (!r->followed && follow_up_due(s, v, content, clen) &&
	    ask_again(s, r, content, clen) == 0)
		return;
	v->alone = r->followed;
	if (score_content(s, r, content, clen, v) < 0 ||
	    !s->c.cache || s->cache_broken)
		return;
	if (v->alone) {
		/* the judgment is both turns */
		papo_buf_adds(&r->first, follow_sep);
		papo_buf_add(&r->first, content, clen);
		content = r->first.s;
		clen = r->first.len;
	}
	if (papo_cache_put(s->c.cache, r->key, s->c.params->model,
	    content, clen, v->finish, v->model, &e) < 0)
		cache_failed(s, &e);
}

/* r's request again after its backoff; the reason kept for progress. */
static void
retry_later(struct papo_judge_session *s, struct papo_judge_rec *r,
    const struct papo_http_req *q, const char *code)
{
	double d = papo_judge_backoff(r->attempts - r->throttled,
	    s->c.backoff, s->c.backoff_max, q->retry_after, uniform(s));

	s->st.retries++;
	if (q->transport == PAPO_JUDGE_T_OK && q->status != 0)
		snprintf(s->st.last_retry, sizeof(s->st.last_retry),
		    "HTTP %ld", q->status > 0 && q->status < 1000 ?
		    q->status : 0L);
	else
		snprintf(s->st.last_retry, sizeof(s->st.last_retry), "%s",
		    code ? code : "transfer");
	papo_http_submit(s->c.http, &r->req, papo_http_now() + d);
}

/* A finished request: score it, retry it, or give up. */
static void
on_done(struct papo_judge_session *s, struct papo_http_req *q)
{
	struct papo_judge_rec *r = q->ud;
	struct papo_judge_reply rp;
	struct papo_err e;
	struct verdict v;
	const char *code = NULL;
	enum papo_judge_action act;
	int parsed = 0;

	if (q->transport == PAPO_JUDGE_T_CANCELLED) {
		undo(s, r);
		return;
	}
	r->attempts++;
	s->st.sent++;
	papo_err_clear(&e);
	memset(&rp, 0, sizeof(rp));
	memset(&v, 0, sizeof(v));
	if (q->transport == PAPO_JUDGE_T_OK && q->reply.len > 0)
		parsed = papo_judge_reply_parse(&s->rj, q->reply.s,
		    q->reply.len, &rp, &e) == 0;
	act = papo_judge_classify(q->transport, q->status,
	    parsed ? &s->rj : NULL, parsed ? &rp : NULL, s->c.params->model,
	    &code);
	if (parsed)
		spent(s, &rp);
	if (parsed) {
		v.model = tok_text(s, &s->rj, rp.model, &s->tmp, &v.model_len);
		v.finish = tok_text(s, &s->rj, rp.finish, &s->tmp2,
		    &v.finish_len);
	}
	if (act == PAPO_JUDGE_DONE) {
		judged(s, r, &rp, &v);
		return;
	}
	if (act == PAPO_JUDGE_RETRY && s->stop != PAPO_JUDGE_STOP_NONE &&
	    s->stop != PAPO_JUDGE_STOP_BAD) {
		undo(s, r);	/* no new requests: the rerun asks again */
		return;
	}
	if (act == PAPO_JUDGE_RETRY && q->transport == PAPO_JUDGE_T_CONNECT &&
	    r->attempts > s->c.retries && papo_http_all_down(s->c.http)) {
		/*
		 * No endpoint takes connections, after every retry: the
		 * judge is gone.  Failing every record that follows would
		 * fill the output with nulls; stop instead, so that a rerun
		 * judges them once the server is back.
		 */
		papo_buf_reset(&s->down);
		papo_buf_addf(&s->down, "'%s' (%s, %d attempts)",
		    s->c.http->ep[q->endpoint].shown, q->error[0] ? q->error :
		    "connect", r->attempts);
		undo(s, r);
		papo_judge_session_stop(s, PAPO_JUDGE_STOP_DOWN);
		return;
	}
	if (act == PAPO_JUDGE_RETRY && papo_http_dead(s->c.http)) {
		/*
		 * Every endpoint keeps failing, across records: stop with
		 * the server's last word rather than fill the output with
		 * nulls; a rerun judges the rest once it is mended.
		 */
		dead(s, q, parsed, &rp, code, e.msg);
		undo(s, r);
		papo_judge_session_stop(s, PAPO_JUDGE_STOP_DOWN);
		return;
	}
	if (act == PAPO_JUDGE_RETRY)
		throttled(s, r, q);	/* the server paces us: no failure */
	if (act == PAPO_JUDGE_RETRY &&
	    r->attempts - r->throttled <= s->c.retries) {
		retry_later(s, r, q, code);
		return;
	}
	describe(s, q, parsed, &rp, code, e.msg, &s->msg);
	if (act == PAPO_JUDGE_RETRY)
		papo_buf_addf(&s->msg, "; gave up after %d attempts",
		    r->attempts);
	v.error = code;
	v.message = s->msg.s;
	conclude(s, r, &v);
}

void
papo_judge_session_collect(struct papo_judge_session *s)
{
	struct papo_http_req *q;

	if (s->c.http == NULL)
		return;
	while ((q = papo_http_done(s->c.http)) != NULL)
		on_done(s, q);
}

void
papo_judge_session_render(struct papo_judge_session *s,
    struct papo_judge_rec *r, struct papo_buf *out)
{
	struct papo_edit ed[2];
	size_t n = 0;

	if (r->kind == PAPO_JUDGE_R_DRY) {
		papo_buf_add(out, r->body.s, r->body.len);
		papo_buf_release(&r->body);
		papo_buf_addc(out, '\n');
		return;
	}
	if (r->kind == PAPO_JUDGE_R_PASS)
		papo_buf_add(out, r->line, r->len);
	else {
		papo_buf_reset(&s->tmp2);
		if (r->has_score)
			papo_json_put_num(&s->tmp2, r->score);
		else
			papo_buf_adds(&s->tmp2, "null");
		if (r->has_score ||
		    s->c.rubric->failure == PAPO_RUBRIC_FAIL_NULL) {
			ed[n].path = s->c.outputs->out;
			ed[n].slot = r->sslot;
			ed[n].val = s->tmp2.s;
			ed[n].vlen = s->tmp2.len;
			n++;
		}
		ed[n].path = s->c.outputs->rep;
		ed[n].slot = r->rslot;
		ed[n].val = r->report.s;
		ed[n].vlen = r->report.len;
		n++;
		papo_json_splice(out, r->line, r->len, ed, n);
	}
	if (r->tlen == 2)
		papo_buf_add(out, "\r\n", 2);
	else
		papo_buf_addc(out, '\n');
}

int
papo_judge_session_write(struct papo_judge_session *s, struct papo_out *out,
    struct papo_err *e)
{
	struct papo_judge_rec *r;

	while ((r = papo_judge_window_head(&s->w)) != NULL) {
		if (r->kind == PAPO_JUDGE_R_WAIT ||
		    r->kind == PAPO_JUDGE_R_UNDONE)
			break;
		if (s->c.dry_run && r->kind != PAPO_JUDGE_R_DRY) {
			/* a dry run prints requests only */
			papo_judge_window_pop(&s->w);
			continue;
		}
		papo_buf_reset(&s->tmp);
		papo_judge_session_render(s, r, &s->tmp);
		if (papo_out_write(out, s->tmp.s, s->tmp.len, e) < 0)
			return -1;
		s->st.written++;
		s->last_file = r->file;
		s->last_line = r->lineno;
		papo_judge_window_pop(&s->w);
	}
	return 0;
}

void
papo_judge_session_progress(const struct papo_judge_session *s,
    double elapsed, uint64_t in_size, const struct papo_judge_meter *m,
    struct papo_buf *out)
{
	struct papo_judge_where w;

	memset(&w, 0, sizeof(w));
	w.elapsed = elapsed;
	w.inflight = s->c.http ? s->c.http->inflight : 0;
	if (s->c.http && papo_http_window(s->c.http) <
	    s->c.http->o.concurrency)
		w.limit = papo_http_window(s->c.http);
	w.total = papo_judge_total(s->st.selected, s->in_read, in_size,
	    s->in_end, &w.exact);
	w.rate = papo_judge_meter_rate(m);
	papo_judge_progress(&s->st, &w, out);
}

/*
 * What a run stopped by a signal or a dead judge did and left undone,
 * and how to resume.
 */
static void
stopped(struct papo_judge_session *s, const char *signame)
{
	const struct papo_judge_stats *st = &s->st;
	struct papo_buf b = PAPO_BUF_INIT;
	const char *down = s->down.s;

	if (s->stop == PAPO_JUDGE_STOP_DOWN && st->written == 0 &&
	    st->judged + st->failed == 0) {
		/* nothing was done: nothing to resume */
		say(s, "%s: %s", s->dead ? "the judge fails" :
		    "no judge endpoint answers", down);
		return;
	}
	if (s->stop == PAPO_JUDGE_STOP_SIGNAL)
		papo_buf_addf(&b, "interrupted by %s%s: ", signame,
		    s->abandoned ? " (requests in flight cut off)" : "");
	else
		papo_buf_addf(&b, "%s: %s; stopped: ", s->dead ?
		    "the judge fails" : "no judge endpoint answers",
		    down ? down : "connect");
	papo_buf_addf(&b, "%lu records written", st->written);
	if (st->written)
		papo_buf_addf(&b, " (to %s:%llu)",
		    papo_judge_session_file(s, s->last_file),
		    (unsigned long long)s->last_line);
	papo_buf_addf(&b, ", %lu read and not written",
	    (unsigned long)papo_judge_session_held(s));
	if (!s->c.dry_run) {
		papo_buf_adds(&b, "; ");
		papo_judge_judged(st, &b);
		papo_buf_addf(&b, ", %lu failed, %lu requests", st->failed,
		    st->sent);
		if (s->c.cache && !s->cache_broken)
			papo_buf_addf(&b, "; the judgments made are in the "
			    "cache '%s': run the same command again to resume",
			    s->c.cache->path);
		else
			papo_buf_adds(&b, "; nothing was cached: a rerun asks "
			    "for every judgment again");
	}
	say(s, "%s", b.s);
	papo_buf_release(&b);
}

void
papo_judge_session_summary(struct papo_judge_session *s,
    const char *signame, double elapsed)
{
	const struct papo_judge_stats *st = &s->st;
	struct papo_buf b = PAPO_BUF_INIT;

	if (s->stop == PAPO_JUDGE_STOP_SIGNAL ||
	    s->stop == PAPO_JUDGE_STOP_DOWN) {
		stopped(s, signame);
		return;
	}
	/* a bad line's message is the last word, as in the other tools */
	if (s->stop == PAPO_JUDGE_STOP_BAD)
		return;
	if (s->nostep > 0) {
		/* the tools after this one stop on these: said even
		   under -q, as papo-verify does */
		struct papo_err e;
		const char *name = papo_judge_session_file(s,
		    s->nostep_file);

		papo_err_clear(&e);
		(void)papo_fields_no_step_note(s->c.fields, name,
		    (unsigned long long)s->nostep_line,
		    (unsigned long long)s->nostep, &e);
		say(s, "%s", e.msg);
	}
	if (s->c.quiet)
		return;
	if (s->c.dry_run) {
		say(s, "%lu records, %lu selected: %lu requests written, "
		    "none sent (dry run)", st->records, st->selected,
		    st->selected - st->failed);
		return;
	}
	if (s->shown > s->c.show_failures)
		say(s, "... and %lu more judgments failed",
		    s->shown - s->c.show_failures);
	papo_judge_summary(st, elapsed, &b);
	say(s, "%s", b.s);
	papo_buf_release(&b);
}
