/* SPDX-License-Identifier: MIT */
/*
 * judge.c: the chat-completions protocol: request bodies, reply shapes,
 * retry decisions, /v1/models.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "xalloc.h"

void
papo_judge_request(const struct papo_judge_params *p, const char *sys,
    size_t syslen, const char *user, size_t userlen, struct papo_buf *out)
{
	papo_buf_adds(out, "{\"model\":");
	papo_json_put_str(out, p->model, strlen(p->model));
	papo_buf_adds(out, ",\"messages\":[");
	if (sys != NULL) {
		papo_buf_adds(out, "{\"role\":\"system\",\"content\":");
		papo_json_put_str(out, sys, syslen);
		papo_buf_adds(out, "},");
	}
	papo_buf_adds(out, "{\"role\":\"user\",\"content\":");
	papo_json_put_str(out, user, userlen);
	papo_buf_adds(out, "}],\"temperature\":");
	papo_json_put_num(out, p->temperature);
	papo_buf_adds(out, ",\"top_p\":");
	papo_json_put_num(out, p->top_p);
	papo_buf_addf(out, ",\"max_tokens\":%ld,\"seed\":%ld", p->max_tokens,
	    p->seed);
	if (p->reasoning_effort != NULL) {
		papo_buf_adds(out, ",\"reasoning_effort\":");
		papo_json_put_str(out, p->reasoning_effort,
		    strlen(p->reasoning_effort));
	}
	papo_buf_addc(out, '}');
}

/* Member key of object token obj, or -1 (duplicates count as absent). */
static int
member(const struct papo_json *j, int obj, const char *key)
{
	int i;

	if (papo_json_type(j, obj) != PAPO_JSON_OBJECT)
		return -1;
	i = papo_json_member(j, (size_t)obj, key, strlen(key), NULL);
	return i < 0 ? -1 : i;
}

/* 1 when token i is a string equal to s. */
static int
str_is(const struct papo_json *j, int i, const char *s)
{
	size_t len;
	int esc;
	const char *raw;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return 0;
	raw = papo_json_str_raw(j, i, &len, &esc);
	return !esc && len == strlen(s) && memcmp(raw, s, len) == 0;
}

/* A code given as a number or a string of digits; 0 otherwise. */
static long
code_of(const struct papo_json *j, int i)
{
	double x;
	const char *raw;
	size_t len, k;
	int esc;
	long v = 0;

	if (papo_json_num(j, i, &x) == 0)
		return x >= 0 && x < 1000 ? (long)x : 0;
	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return 0;
	raw = papo_json_str_raw(j, i, &len, &esc);
	if (esc || len == 0 || len > 3)
		return 0;
	for (k = 0; k < len; k++) {
		if (!isdigit((unsigned char)raw[k]))
			return 0;
		v = v * 10 + (raw[k] - '0');
	}
	return v;
}

static void
error_fields(const struct papo_json *j, int obj, struct papo_judge_reply *r)
{
	int i;

	r->error = 1;
	r->err_message = member(j, obj, "message");
	r->err_type = member(j, obj, "type");
	if ((i = member(j, obj, "code")) >= 0)
		r->err_code = code_of(j, i);
}

/* A token count: a whole number from 0 to 2^40, else -1. */
static long
tokens(const struct papo_json *j, int i)
{
	double x;

	if (papo_json_type(j, i) != PAPO_JSON_NUMBER ||
	    papo_json_num(j, i, &x) < 0 || !(x >= 0 && x <= 1099511627776.0) ||
	    x != (double)(long)x)
		return -1;
	return (long)x;
}

/* The content of choice ch: its string token, or -1 (absent, null...). */
static int
choice_content(const struct papo_json *j, int ch)
{
	int msg, c;

	msg = member(j, ch, "message");
	if (papo_json_type(j, msg) != PAPO_JSON_OBJECT)
		return -1;
	c = member(j, msg, "content");
	return papo_json_type(j, c) == PAPO_JSON_STRING ? c : -1;
}

/*
 * 1 when the choices of array arr do not all carry the same content,
 * byte for byte as sent: papo asks for one, and cannot tell which of
 * several verdicts is the judge's (choices with no content in any
 * agree, and are read as one without content).
 */
static int
choices_differ(const struct papo_json *j, int arr)
{
	const char *a, *b;
	size_t alen, blen;
	int k, ch, c0, c;

	ch = arr + 1;
	c0 = choice_content(j, ch);
	a = c0 >= 0 ? papo_json_raw(j, c0, &alen) : NULL;
	for (k = 1; (uint32_t)k < j->tok[arr].size; k++) {
		ch = (int)j->tok[ch].next;
		c = choice_content(j, ch);
		if ((c < 0) != (c0 < 0))
			return 1;
		if (c < 0)
			continue;
		b = papo_json_raw(j, c, &blen);
		if (alen != blen || memcmp(a, b, alen) != 0)
			return 1;
	}
	return 0;
}

/*
 * 1 when token i is there and says something: not null, not an empty
 * string, list or object, not false (a message's refusal, tool_calls and
 * function_call are null or empty when unused).
 */
static int
set(const struct papo_json *j, int i)
{
	switch (papo_json_type(j, i)) {
	case PAPO_JSON_STRING:
		return j->tok[i].end - j->tok[i].start > 2;
	case PAPO_JSON_ARRAY:
	case PAPO_JSON_OBJECT:
		return j->tok[i].size > 0;
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
	case PAPO_JSON_FALSE:
		return 0;
	default:
		return 1;
	}
}

/*
 * A key of keys that object obj holds more than once: -1 with e set
 * (status 65), as a record with one is refused; else 0.
 */
static int
dup_keys(const struct papo_json *j, int obj, const char *const *keys,
    struct papo_err *e)
{
	size_t k;

	if (papo_json_type(j, obj) != PAPO_JSON_OBJECT)
		return 0;
	for (k = 0; keys[k]; k++)
		if (papo_json_member(j, (size_t)obj, keys[k],
		    strlen(keys[k]), NULL) == -2)
			return papo_err_set(e, PAPO_EX_DATAERR, "the reply "
			    "holds key '%s' more than once: not read",
			    keys[k]);
	return 0;
}

int
papo_judge_reply_parse(struct papo_json *j, const char *body, size_t n,
    struct papo_judge_reply *r, struct papo_err *e)
{
	int i, ch, msg;

	memset(r, 0, sizeof(*r));
	r->content = r->reasoning = r->finish = r->model = -1;
	r->prompt_tokens = r->completion_tokens = -1;
	r->err_message = r->err_type = -1;
	static const char *const top[] = { "model", "error", "object",
	    "choices", "usage", NULL };
	static const char *const in_choice[] = { "message", "finish_reason",
	    NULL };
	static const char *const in_msg[] = { "content", "reasoning_content",
	    "reasoning", "refusal", "tool_calls", "function_call", NULL };
	static const char *const in_usage[] = { "prompt_tokens",
	    "completion_tokens", NULL };

	if (papo_json_parse(j, body, n, e) < 0 ||
	    dup_keys(j, 0, top, e) < 0 ||
	    dup_keys(j, member(j, 0, "usage"), in_usage, e) < 0)
		return -1;
	r->model = member(j, 0, "model");
	if (papo_json_type(j, r->model) != PAPO_JSON_STRING)
		r->model = -1;
	if ((i = member(j, 0, "error")) >= 0 &&
	    papo_json_type(j, i) != PAPO_JSON_NULL) {
		if (papo_json_type(j, i) == PAPO_JSON_OBJECT)
			error_fields(j, i, r);
		else {
			r->error = 1;
			r->err_message = i;
		}
		return 0;
	}
	if (str_is(j, member(j, 0, "object"), "error")) {
		error_fields(j, 0, r);
		return 0;
	}
	i = member(j, 0, "choices");
	if (papo_json_type(j, i) != PAPO_JSON_ARRAY || j->tok[i].size == 0)
		return 0;
	ch = i + 1;	/* the first element follows its array */
	if (dup_keys(j, ch, in_choice, e) < 0 ||
	    dup_keys(j, member(j, ch, "message"), in_msg, e) < 0)
		return -1;
	msg = member(j, ch, "message");
	if (papo_json_type(j, msg) != PAPO_JSON_OBJECT)
		return 0;
	r->completion = 1;
	r->content = member(j, msg, "content");
	if (papo_json_type(j, r->content) == PAPO_JSON_NULL) {
		r->content_null = 1;
		r->content = -1;
	} else if (papo_json_type(j, r->content) != PAPO_JSON_STRING) {
		r->content_other = r->content >= 0;
		r->content = -1;
	}
	r->reasoning = member(j, msg, "reasoning_content");
	if (papo_json_type(j, r->reasoning) != PAPO_JSON_STRING)
		r->reasoning = member(j, msg, "reasoning");
	if (papo_json_type(j, r->reasoning) != PAPO_JSON_STRING)
		r->reasoning = -1;
	r->refusal = set(j, member(j, msg, "refusal"));
	r->tool_calls = set(j, member(j, msg, "tool_calls")) ||
	    set(j, member(j, msg, "function_call"));
	r->nchoices = (int)j->tok[i].size;
	r->choices_differ = choices_differ(j, i);
	r->finish = member(j, ch, "finish_reason");
	if (papo_json_type(j, r->finish) != PAPO_JSON_STRING)
		r->finish = -1;
	if ((i = member(j, 0, "usage")) >= 0 &&
	    papo_json_type(j, i) == PAPO_JSON_OBJECT) {
		r->prompt_tokens = tokens(j, member(j, i, "prompt_tokens"));
		r->completion_tokens = tokens(j,
		    member(j, i, "completion_tokens"));
	}
	return 0;
}

int
papo_judge_reply_text(const struct papo_json *j, int i, struct papo_buf *out)
{
	return papo_json_str(j, i, out);
}

/* 1 when the error message says the prompt does not fit the context. */
static int
says_overflow(const struct papo_json *j, const struct papo_judge_reply *r)
{
	static const char *const words[] = { "context length",
	    "context window", "maximum context", "too long", NULL };
	struct papo_buf b = PAPO_BUF_INIT;
	int k, hit = 0;

	if (r == NULL || j == NULL || r->err_message < 0 ||
	    papo_json_str(j, r->err_message, &b) < 0) {
		papo_buf_release(&b);
		return 0;
	}
	for (k = 0; words[k] && !hit; k++)
		hit = strcasestr(b.s ? b.s : "", words[k]) != NULL;
	papo_buf_release(&b);
	return hit;
}

static enum papo_judge_action
by_status(long status, const struct papo_json *j,
    const struct papo_judge_reply *r, const char **code)
{
	static const char *const names[] = {
		"http_400", "http_401", "http_402", "http_403", "http_404",
		"http_405", "http_406", "http_407", "http_408", "http_409",
		"http_410", "http_411", "http_412", "http_413", "http_414",
		"http_415", "http_416", "http_417", "http_418", "http_419",
		"http_420", "http_421", "http_422", "http_423", "http_424",
		"http_425", "http_426", "http_427", "http_428", "http_429",
	};

	if (status >= 500 && status <= 599) {
		*code = status == 500 ? "http_500" : status == 502 ?
		    "http_502" : status == 503 ? "http_503" : status == 504 ?
		    "http_504" : "http_5xx";
		return PAPO_JUDGE_RETRY;
	}
	*code = status >= 400 && status <= 429 ? names[status - 400] :
	    status >= 400 && status < 500 ? "http_4xx" : "http_other";
	if (status == 408 || status == 429)
		return PAPO_JUDGE_RETRY;
	if (status == 400 && says_overflow(j, r))
		*code = "context_overflow";
	return PAPO_JUDGE_FAIL;
}

enum papo_judge_action
papo_judge_classify(enum papo_judge_transport t, long status,
    const struct papo_json *j, const struct papo_judge_reply *r,
    const char *model, const char **code)
{
	*code = NULL;
	switch (t) {
	case PAPO_JUDGE_T_OK:
		break;
	case PAPO_JUDGE_T_TIMEOUT:
		*code = "timeout";
		return PAPO_JUDGE_RETRY;
	case PAPO_JUDGE_T_CONNECT:
		*code = "connect";
		return PAPO_JUDGE_RETRY;
	case PAPO_JUDGE_T_DROPPED:
		*code = "dropped";
		return PAPO_JUDGE_RETRY;
	case PAPO_JUDGE_T_TLS:
		*code = "tls";
		return PAPO_JUDGE_FAIL;
	case PAPO_JUDGE_T_TOOBIG:
		*code = "too_big";
		return PAPO_JUDGE_FAIL;
	case PAPO_JUDGE_T_CANCELLED:
		*code = "cancelled";
		return PAPO_JUDGE_FAIL;
	default:
		*code = "transfer";
		return PAPO_JUDGE_RETRY;
	}
	if (status < 200 || status > 299)
		return by_status(status, j, r, code);
	if (j == NULL || r == NULL) {
		*code = "bad_reply";
		return PAPO_JUDGE_RETRY;
	}
	if (r->error) {
		/* an error carried in a 200 reply: go by its code */
		if (r->err_code >= 400 && r->err_code <= 599)
			return by_status(r->err_code, j, r, code);
		*code = "server_error";
		return PAPO_JUDGE_FAIL;
	}
	if (!r->completion) {
		*code = "bad_reply";
		return PAPO_JUDGE_RETRY;
	}
	if (model != NULL && r->model >= 0) {
		struct papo_buf b = PAPO_BUF_INIT;
		int same;

		papo_json_str(j, r->model, &b);
		same = strcmp(b.s ? b.s : "", model) == 0;
		papo_buf_release(&b);
		if (!same) {
			*code = "wrong_model";
			return PAPO_JUDGE_RETRY;
		}
	}
	if (r->choices_differ) {
		*code = "choices";
		return PAPO_JUDGE_FAIL;
	}
	if (r->refusal) {
		/* the model declined: whatever the content says, it is not
		   one committed verdict */
		*code = "refusal";
		return PAPO_JUDGE_FAIL;
	}
	if (r->tool_calls) {
		/* papo-judge offers no tools: a call is no reply to it */
		*code = "tool_call";
		return PAPO_JUDGE_FAIL;
	}
	if (r->content < 0) {
		*code = r->finish >= 0 && str_is(j, r->finish, "length") ?
		    "truncated" : "no_content";
		return PAPO_JUDGE_FAIL;
	}
	return PAPO_JUDGE_DONE;
}

double
papo_judge_backoff(int attempt, double base, double max, double retry_after,
    double u)
{
	double d;

	if (u < 0)
		u = 0;
	if (u >= 1)
		u = 0.999999;
	if (retry_after >= 0) {
		/* the user's limit wins over the server's wish */
		d = retry_after + u * base / 2;
		return d < max ? d : max;
	}
	if (attempt < 1)
		attempt = 1;
	d = attempt > 60 ? max : base * ldexp(1.0, attempt - 1);
	if (d > max)
		d = max;
	return d / 2 + u * d / 2;
}

void
papo_judge_models_release(struct papo_judge_models *m)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		free(m->id[i]);
	free(m->id);
	free(m->max_len);
	memset(m, 0, sizeof(*m));
}

int
papo_judge_models_parse(const char *body, size_t n,
    struct papo_judge_models *m, struct papo_err *e)
{
	struct papo_json j;
	struct papo_err pe;
	int data, k, i, r = -1;
	size_t cap = 0, cap2 = 0, left;
	double x;

	memset(m, 0, sizeof(*m));
	papo_json_init(&j);
	if (papo_json_parse(&j, body, n, &pe) < 0) {
		papo_err_set(e, PAPO_EX_UNAVAILABLE, "the model list is not "
		    "JSON (%s)", pe.msg);
		goto out;
	}
	data = member(&j, 0, "data");
	if (papo_json_type(&j, data) != PAPO_JSON_ARRAY) {
		papo_err_set(e, PAPO_EX_UNAVAILABLE, "the model list has no "
		    "'data' array");
		goto out;
	}
	for (k = data + 1, left = j.tok[data].size; left > 0;
	    k = (int)j.tok[k].next, left--) {
		struct papo_buf b = PAPO_BUF_INIT;

		i = member(&j, k, "id");
		if (papo_json_type(&j, i) != PAPO_JSON_STRING)
			continue;
		papo_json_str(&j, i, &b);
		m->id = papo_xgrow(m->id, &cap, m->n + 1, sizeof(*m->id));
		m->max_len = papo_xgrow(m->max_len, &cap2, m->n + 1,
		    sizeof(*m->max_len));
		m->id[m->n] = papo_buf_detach(&b, NULL);
		i = member(&j, k, "max_model_len");
		/* a context under one token is no context: not given */
		m->max_len[m->n] = papo_json_num(&j, i, &x) == 0 && x >= 1 &&
		    x < 1e15 ? (long)x : -1;
		m->n++;
	}
	r = 0;
out:
	papo_json_release(&j);
	return r;
}

long
papo_judge_models_find(const struct papo_judge_models *m, const char *name)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		if (strcmp(m->id[i], name) == 0)
			return (long)i;
	return -1;
}

void
papo_judge_asked_release(struct papo_judge_asked *a)
{
	papo_buf_release(&a->model);
	papo_buf_release(&a->text);
}

int
papo_judge_asked_parse(const char *body, size_t n, struct papo_judge_asked *a,
    struct papo_err *e)
{
	struct papo_json j;
	int i, k, c, r = -1;
	size_t left;
	double x;

	memset(a, 0, sizeof(*a));
	a->max_tokens = -1;
	papo_json_init(&j);
	if (papo_json_parse(&j, body, n, e) < 0)
		goto out;
	i = member(&j, 0, "model");
	if (papo_json_type(&j, i) != PAPO_JSON_STRING) {
		papo_err_set(e, PAPO_EX_DATAERR, "the request names no model");
		goto out;
	}
	papo_json_str(&j, i, &a->model);
	i = member(&j, 0, "messages");
	if (papo_json_type(&j, i) != PAPO_JSON_ARRAY || j.tok[i].size == 0) {
		papo_err_set(e, PAPO_EX_DATAERR, "the request has no messages");
		goto out;
	}
	for (k = i + 1, left = j.tok[i].size; left > 0;
	    k = (int)j.tok[k].next, left--) {
		c = member(&j, k, "content");
		if (papo_json_type(&j, c) != PAPO_JSON_STRING)
			continue;
		if (a->text.len)
			papo_buf_addc(&a->text, '\n');
		papo_json_str(&j, c, &a->text);
	}
	i = member(&j, 0, "max_tokens");
	if (i < 0)
		i = member(&j, 0, "max_completion_tokens");
	if (papo_json_num(&j, i, &x) == 0 && x >= 0 && x < 1e15)
		a->max_tokens = (long)x;
	a->has_temperature = member(&j, 0, "temperature") >= 0;
	if (a->text.s == NULL)
		papo_buf_adds(&a->text, "");
	r = 0;
out:
	papo_json_release(&j);
	if (r < 0)
		papo_judge_asked_release(a);
	return r;
}

void
papo_judge_report(const struct papo_judge_outcome *o, struct papo_buf *out)
{
	papo_buf_adds(out, "{\"rubric\":");
	papo_json_put_str(out, o->rubric, strlen(o->rubric));
	papo_buf_adds(out, ",\"model\":");
	if (o->model)
		papo_json_put_str(out, o->model, o->model_len);
	else
		papo_buf_adds(out, "null");
	papo_buf_addf(out, ",\"attempts\":%d,\"cached\":%s,\"finish\":",
	    o->attempts, o->cached ? "true" : "false");
	if (o->finish)
		papo_json_put_str(out, o->finish, o->finish_len);
	else
		papo_buf_adds(out, "null");
	papo_buf_adds(out, ",\"error\":");
	if (o->error) {
		papo_json_put_str(out, o->error, strlen(o->error));
		if (o->message) {
			papo_buf_adds(out, ",\"message\":");
			papo_json_put_str(out, o->message, strlen(o->message));
		}
	} else
		papo_buf_adds(out, "null");
	if (o->reply) {
		papo_buf_adds(out, ",\"reply\":");
		papo_json_put_str(out, o->reply, o->reply_len);
	}
	if (o->follow_up)
		papo_buf_adds(out, ",\"follow_up\":true");
	papo_buf_addc(out, '}');
}
