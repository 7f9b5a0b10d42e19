/* SPDX-License-Identifier: MIT */
/* serve.c: the trainers' reward requests and papo's replies (see serve.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fields.h"
#include "serve.h"
#include "xalloc.h"

/* The statuses counted apart; the rest are counted as "other". */
#define NCODES 7
static const int codes[NCODES] = { 200, 400, 404, 405, 413, 499, 503 };

static const char *const ep_names[PAPO_EP_N] = {
	"get_reward", "slime", "verify", "seed_session", "aggregate_metrics",
	"reverify_mode", "records", "health", "metrics", "other"
};

/* Upper bounds of the latency buckets, in seconds. */
static const double bounds[PAPO_SERVE_NBUCKETS] = {
	0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
	0.1, 0.25, 0.5, 1, 2.5, 5, 10
};

void
papo_serve_defaults(struct papo_serve_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->max_body = (size_t)64 << 20;
	o->max_conn = 10000;
	o->idle_timeout = 60;
}

/* The rows of PAPO_SERVE_ROWS after --serve, in their order. */
static const char *const serve_rows[] = {
	"access-log", "null-reward", "max-body", "max-connections",
	"idle-timeout"
};

int
papo_serve_row_seen(struct papo_serve_opts *o, int id, int id0,
    int from_config)
{
	int k = id - id0 - 1;

	if (k < 0 || k >= (int)(sizeof(serve_rows) / sizeof(*serve_rows)))
		return 0;
	if (!from_config && o->serve_only == NULL)
		o->serve_only = serve_rows[k];
	return 1;
}

int
papo_serve_unused(const struct papo_serve_opts *o, struct papo_err *e)
{
	if (o->listen == NULL && o->serve_only != NULL) {
		(void)papo_err_set(e, 0, "--%s has no effect without --serve "
		    "(it is read only when serving)", o->serve_only);
		return 1;
	}
	if (o->listen != NULL && o->files_only != NULL) {
		(void)papo_err_set(e, 0, "--%s has no effect with --serve "
		    "(requests bring the records)", o->files_only);
		return 1;
	}
	return 0;
}

void
papo_serve_init(struct papo_serve *s, const struct papo_serve_opts *o,
    const struct papo_serve_tool *t)
{
	const char *gym[3] = { "reward", "extracted_answer", "verify" };
	struct papo_err e;
	int k;

	if (t->no_pred) {
		/* papo-judge: reward, r_proc, judge */
		gym[1] = t->value_key;
		gym[2] = t->detail_key ? t->detail_key : "verdict";
	}

	memset(s, 0, sizeof(*s));
	s->o = o;
	s->tool = t;
	papo_json_init(&s->j);
	papo_buf_init(&s->resp);
	papo_buf_init(&s->ref);
	papo_buf_init(&s->tmp);
	for (k = 0; k < 3; k++)
		(void)papo_path_parse(&s->gym_out[k], gym[k], &e);
}

void
papo_serve_release(struct papo_serve *s)
{
	int k;

	papo_json_release(&s->j);
	papo_buf_release(&s->resp);
	papo_buf_release(&s->ref);
	papo_buf_release(&s->tmp);
	for (k = 0; k < 3; k++)
		papo_path_release(&s->gym_out[k]);
}

/* r gets status and {"error": msg}. */
static int
fail(struct papo_serve_reply *r, int status, const char *msg)
{
	r->status = status;
	r->ctype = "application/json";
	papo_buf_reset(&r->body);
	papo_buf_adds(&r->body, "{\"error\":");
	papo_json_put_str(&r->body, msg, strlen(msg));
	papo_buf_adds(&r->body, "}\n");
	return 0;
}

void
papo_serve_observe(struct papo_serve *s, enum papo_serve_ep ep, int status,
    double secs)
{
	int c, b;

	for (c = 0; c < NCODES && codes[c] != status; c++)
		;
	s->requests[ep][c]++;
	for (b = 0; b < PAPO_SERVE_NBUCKETS && secs > bounds[b]; b++)
		;
	s->hist[b]++;
	s->nanos += secs > 0 ? (uint64_t)(secs * 1e9) : 0;
}

/* Is the n bytes at s ending at q[end] one of the end tokens? */
static size_t
end_token(const char *q, size_t end)
{
	static const char *const fixed[] = {
		"</s>", "<eos>", "<end_of_turn>", "<|end|>", "[EOS]", NULL
	};
	size_t k, m, i;

	for (k = 0; fixed[k]; k++) {
		m = strlen(fixed[k]);
		if (end >= m && memcmp(q + end - m, fixed[k], m) == 0)
			return m;
	}
	/* <|...|> and the full-width <｜...｜> of DeepSeek's tokenizers */
	if (end >= 4 && q[end - 1] == '>' && (q[end - 2] == '|' ||
	    (end >= 5 && memcmp(q + end - 4, "\xef\xbd\x9c", 3) == 0))) {
		for (i = end - 2; i > 0 && end - i < 64; i--)
			if (q[i - 1] == '<' && (q[i] == '|' || (i + 3 <= end &&
			    memcmp(q + i, "\xef\xbd\x9c", 3) == 0)))
				return end - (i - 1);
	}
	return 0;
}

const char *
papo_serve_cut(const char *q, size_t qn, const char *p, size_t pn,
    size_t *rn)
{
	size_t start = 0, tail, i, k, t, w;

	if (p != NULL && pn > 0) {
		if (pn <= qn && memcmp(q, p, pn) == 0)
			start = pn;
		else {
			/* a tokenizer's round trip may change the prompt
			   a little: its last bytes, first found near where
			   it should end, end it */
			tail = pn < 64 ? pn : 64;
			i = pn > tail + 256 ? pn - tail - 256 : 0;
			for (; i + tail <= qn && i < pn + 256; i++)
				if (memcmp(q + i, p + pn - tail, tail) == 0) {
					start = i + tail;
					break;
				}
		}
	}
	/* end tokens, and the white space between them, off the end */
	k = qn;
	for (i = 0; i < 64 && k > start; i++) {
		/* white space between end tokens and after them goes; the
		   response's own, before its first end token, stays, as a
		   dump holds it (a verdict must not depend on where the
		   response was read) */
		w = k;
		while (w > start && (q[w - 1] == ' ' || q[w - 1] == '\n' ||
		    q[w - 1] == '\r' || q[w - 1] == '\t'))
			w--;
		if ((t = end_token(q, w)) == 0 || w - t < start)
			break;
		k = w - t;
	}
	*rn = k - start;
	return q + start;
}

/* The chat templates' openers of a user turn, and what ends a turn. */
static const char *const user_open[] = {
	"<|im_start|>user", "<|start_header_id|>user<|end_header_id|>",
	"<start_of_turn>user", "[INST]", "\xef\xbd\x9cUser\xef\xbd\x9c>",
	"<|user|>", NULL
};
static const char *const turn_end[] = {
	"<|im_end|>", "<|eot_id|>", "<end_of_turn>", "[/INST]", "</s>",
	"<|end|>", "<\xef\xbd\x9c", "<|im_start|>", "<|start_header_id|>",
	NULL
};

static int
blank(char c)
{
	return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

const char *
papo_serve_problem(const char *p, size_t pn, size_t *n)
{
	const char *start = p, *end = p + pn, *hit, *at;
	size_t k, m;

	if (p == NULL) {
		*n = 0;
		return NULL;
	}
	/* the last user turn's opener, of any template */
	for (k = 0; user_open[k]; k++) {
		m = strlen(user_open[k]);
		for (at = p; (hit = memmem(at, (size_t)(p + pn - at),
		    user_open[k], m)) != NULL; at = hit + 1)
			if (hit + m > start)
				start = hit + m;
	}
	/* its content ends where a turn ends */
	for (k = 0; turn_end[k]; k++) {
		m = strlen(turn_end[k]);
		hit = memmem(start, (size_t)(end - start), turn_end[k], m);
		if (hit != NULL)
			end = hit;
	}
	while (start < end && blank(*start))
		start++;
	while (end > start && blank(end[-1]))
		end--;
	*n = (size_t)(end - start);
	return start;
}

/*
 * The reference at token i of s->j into it (papo-verify's rule: a
 * string, a number, a non-empty array of strings; absent or null:
 * none).  -1 with msg set for anything else.
 */
static int
read_ref(struct papo_serve *s, int i, struct papo_serve_item *it,
    const char **msg)
{
	struct papo_json *j = &s->j;
	size_t k, el;

	it->ref = NULL;
	it->fn = 0;
	switch (papo_json_type(j, i)) {
	case PAPO_JSON_NONE:
	case PAPO_JSON_NULL:
		return 0;
	case PAPO_JSON_STRING:
		it->ref = papo_json_text(j, i, &s->ref, &it->fn);
		return 0;
	case PAPO_JSON_NUMBER:
		it->ref = papo_json_raw(j, i, &it->fn);
		return 0;
	case PAPO_JSON_ARRAY:
		for (k = 0, el = (size_t)i + 1; k < j->tok[i].size; k++,
		    el = j->tok[el].next)
			if (j->tok[el].type != PAPO_JSON_STRING)
				goto bad;
		if (j->tok[i].size > 0)
			it->ref = papo_json_raw(j, i, &it->fn);
		return 0;
	default:
		break;
	}
bad:
	*msg = "a label must be a string, a number, an array of strings "
	    "or null";
	return -1;
}

void
papo_serve_job_init(struct papo_serve_job *job)
{
	memset(job, 0, sizeof(*job));
	papo_buf_init(&job->text);
	papo_buf_init(&job->out);
	papo_err_clear(&job->err);
}

void
papo_serve_job_release(struct papo_serve_job *job)
{
	free(job->items);
	free(job->res);
	free(job->off);
	papo_buf_release(&job->text);
	papo_buf_release(&job->out);
	job->items = NULL;
	job->res = NULL;
	job->off = NULL;
}

/* Keep a sample's texts in job (NULL: none). */
static void
job_add(struct papo_serve_job *job, const struct papo_serve_item *it)
{
	const char *t[3] = { it->resp, it->ref, it->prompt };
	size_t tn[3] = { it->rn, it->fn, it->pn }, *o, k;

	job->off = papo_xgrow(job->off, &job->offcap, (job->n + 1) * 6,
	    sizeof(*job->off));
	o = job->off + job->n * 6;
	for (k = 0; k < 3; k++) {
		o[2 * k] = job->text.len;
		o[2 * k + 1] = t[k] ? tn[k] : (size_t)-1;
		if (t[k])
			papo_buf_add(&job->text, t[k], tn[k]);
		papo_buf_addc(&job->text, '\0');
	}
	job->n++;
}

/* The samples read: their items and zeroed results. */
static void
job_fix(struct papo_serve_job *job)
{
	struct papo_serve_item *it;
	const size_t *o;
	size_t k;

	job->items = papo_xcalloc(job->n + 1, sizeof(*job->items));
	job->res = papo_xcalloc(job->n + 1, sizeof(*job->res));
	for (k = 0; k < job->n; k++) {
		o = job->off + k * 6;
		it = &job->items[k];
		it->resp = job->text.s + o[0];
		it->rn = o[1];
		it->ref = o[3] == (size_t)-1 ? NULL : job->text.s + o[2];
		it->fn = o[3] == (size_t)-1 ? 0 : o[3];
		it->prompt = o[5] == (size_t)-1 ? NULL : job->text.s + o[4];
		it->pn = o[5] == (size_t)-1 ? 0 : o[5];
	}
}

/* The reward of a result. */
static double
reward(const struct papo_serve *s, const struct papo_serve_result *res)
{
	return res->scored ? res->value : s->o->null_reward;
}

/* Count the verdicts of job's samples. */
static void
tally(struct papo_serve *s, const struct papo_serve_job *job)
{
	size_t k;

	for (k = 0; k < job->n; k++) {
		if (job->res[k].verdict >= 0 &&
		    job->res[k].verdict < PAPO_SERVE_MAX_VERDICTS)
			s->verdicts[job->res[k].verdict]++;
		s->samples++;
	}
}

/* The verdicts' names, for a reply's indicator lists. */
static size_t
nverdicts(const struct papo_serve *s)
{
	size_t n = 0;

	while (s->tool->verdicts[n] && n < PAPO_SERVE_MAX_VERDICTS)
		n++;
	return n;
}

/*
 * OpenRLHF: {"query": [...], "prompts": [...], "labels": [...]}: each
 * query's response (the prompt and the end tokens cut) and label.
 */
static int
openrlhf_read(struct papo_serve *s, struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	struct papo_json *j = &s->j;
	struct papo_serve_item it;
	int qi, pi, li, q, p, l;
	size_t n, k, qn, pn;
	const char *qs, *ps, *msg = NULL;
	struct papo_err e;

	qi = papo_json_member(j, 0, "query", 5, &e);
	pi = papo_json_member(j, 0, "prompts", 7, &e);
	li = papo_json_member(j, 0, "labels", 6, &e);
	if (papo_json_type(j, qi) != PAPO_JSON_ARRAY)
		return fail(r, 400, "'query' must be a list of strings");
	n = j->tok[qi].size;
	if ((pi >= 0 && (papo_json_type(j, pi) != PAPO_JSON_ARRAY ||
	    j->tok[pi].size != n)) || (li >= 0 &&
	    (papo_json_type(j, li) != PAPO_JSON_ARRAY ||
	    j->tok[li].size != n)))
		return fail(r, 400, "'prompts' and 'labels' must be lists as "
		    "long as 'query'");
	q = qi + 1;
	p = pi >= 0 ? pi + 1 : -1;
	l = li >= 0 ? li + 1 : -1;
	for (k = 0; k < n; k++) {
		if (j->tok[q].type != PAPO_JSON_STRING || (p >= 0 &&
		    j->tok[p].type != PAPO_JSON_STRING &&
		    j->tok[p].type != PAPO_JSON_NULL)) {
			msg = "'query' and 'prompts' must hold strings";
			break;
		}
		if (read_ref(s, l, &it, &msg) < 0)
			break;
		qs = papo_json_text(j, q, &s->resp, &qn);
		ps = p >= 0 ? papo_json_text(j, p, &s->tmp, &pn) : NULL;
		if (ps == NULL)
			pn = 0;
		it.resp = papo_serve_cut(qs, qn, ps, pn, &it.rn);
		it.prompt = ps;
		it.pn = pn;
		job_add(job, &it);
		q = (int)j->tok[q].next;
		p = p >= 0 ? (int)j->tok[p].next : -1;
		l = l >= 0 ? (int)j->tok[l].next : -1;
	}
	if (msg != NULL)
		return fail(r, 400, msg);
	return 1;
}

/*
 * OpenRLHF's reply: {"rewards": [...], "scores": [...], "extra_logs":
 * {VALUE_KEY: [...], VERDICT: [0|1], ...}}, every list as long as
 * query, numbers only (OpenRLHF makes tensors of extra_logs).
 */
static void
openrlhf_reply(struct papo_serve *s, const struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	struct papo_buf *b = &r->body;
	size_t k, v, nv = nverdicts(s), n = job->n;

	papo_buf_reset(b);
	for (v = 0; v < 2; v++) {
		papo_buf_adds(b, v ? ",\"scores\":[" : "{\"rewards\":[");
		for (k = 0; k < n; k++) {
			if (k)
				papo_buf_addc(b, ',');
			papo_json_put_num(b, reward(s, &job->res[k]));
		}
		papo_buf_addc(b, ']');
	}
	papo_buf_addf(b, ",\"extra_logs\":{\"%s\":[", s->tool->value_key);
	for (k = 0; k < n; k++) {
		if (k)
			papo_buf_addc(b, ',');
		papo_json_put_num(b, reward(s, &job->res[k]));
	}
	papo_buf_addc(b, ']');
	for (v = 0; v < nv; v++) {
		papo_buf_addf(b, ",\"%s\":[", s->tool->verdicts[v]);
		for (k = 0; k < n; k++)
			papo_buf_adds(b, k ? (job->res[k].verdict == (int)v ?
			    ",1" : ",0") : (job->res[k].verdict == (int)v ?
			    "1" : "0"));
		papo_buf_addc(b, ']');
	}
	papo_buf_adds(b, "}}\n");
	r->status = 200;
}

/* slime: {"prompt", "response", "label"}: the one sample. */
static int
slime_read(struct papo_serve *s, const char *path,
    struct papo_serve_job *job, struct papo_serve_reply *r)
{
	struct papo_json *j = &s->j;
	struct papo_serve_item it;
	const char *msg = NULL;
	struct papo_err e;
	size_t pl = strlen(path);
	int i;

	i = papo_json_member(j, 0, "response", 8, &e);
	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return fail(r, 400, "'response' must be a string (slime: "
		    "{\"prompt\", \"response\", \"label\"})");
	it.resp = papo_json_text(j, i, &s->resp, &it.rn);
	it.resp = papo_serve_cut(it.resp, it.rn, NULL, 0, &it.rn);
	if (read_ref(s, papo_json_member(j, 0, "label", 5, &e), &it,
	    &msg) < 0)
		return fail(r, 400, msg);
	job->dict = pl >= 5 && strcmp(path + pl - 5, "/dict") == 0;
	i = papo_json_member(j, 0, "prompt", 6, &e);
	it.prompt = papo_json_text(j, i, &s->tmp, &it.pn);
	job_add(job, &it);
	return 1;
}

/*
 * slime's reply: a bare number; on a path ending in "/dict",
 * {"reward": x, VALUE_KEY: x|null, "pred": ..., "verify": ...,
 * DETAIL_KEY: {...}} for --reward-key.
 */
static void
slime_reply(struct papo_serve *s, const struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	const struct papo_serve_result *res = &job->res[0];
	struct papo_buf *b = &r->body;

	papo_buf_reset(b);
	r->status = 200;
	if (!job->dict) {
		papo_json_put_num(b, reward(s, res));
		papo_buf_addc(b, '\n');
		return;
	}
	papo_buf_adds(b, "{\"reward\":");
	papo_json_put_num(b, reward(s, res));
	papo_buf_addf(b, ",\"%s\":", s->tool->value_key);
	if (res->scored)
		papo_json_put_num(b, res->value);
	else
		papo_buf_adds(b, "null");
	if (!s->tool->no_pred) {
		papo_buf_adds(b, ",\"pred\":");
		if (res->pred)
			papo_json_put_str(b, res->pred, res->predlen);
		else
			papo_buf_adds(b, "null");
	}
	papo_buf_addf(b, ",\"%s\":\"%s\"", s->tool->no_pred ? "verdict" :
	    "verify", s->tool->verdicts[res->verdict]);
	if (s->tool->detail_key && res->detail)
		papo_buf_addf(b, ",\"%s\":%.*s", s->tool->detail_key,
		    (int)res->detlen, res->detail);
	papo_buf_adds(b, "}\n");
}

/*
 * The prompt of a NeMo Gym row: responses_create_params.input, a
 * string, or the content of its last message that has a string one or
 * one as parts (its input_text: papo_fields_parts_text).
 */
static void
gym_prompt(struct papo_serve *s, struct papo_serve_item *it)
{
	struct papo_buf probe = PAPO_BUF_INIT;
	struct papo_json *j = &s->j;
	struct papo_err e;
	int rcp, in, m, ct, last = -1;
	size_t k;

	it->prompt = NULL;
	it->pn = 0;
	rcp = papo_json_member(j, 0, "responses_create_params", 23, &e);
	if (papo_json_type(j, rcp) != PAPO_JSON_OBJECT ||
	    (in = papo_json_member(j, (size_t)rcp, "input", 5, &e)) < 0)
		return;
	if (papo_json_type(j, in) == PAPO_JSON_STRING) {
		it->prompt = papo_json_text(j, in, &s->tmp, &it->pn);
		return;
	}
	if (papo_json_type(j, in) != PAPO_JSON_ARRAY)
		return;
	for (k = 0, m = in + 1; k < j->tok[in].size; k++,
	    m = (int)j->tok[m].next) {
		if (papo_json_type(j, m) != PAPO_JSON_OBJECT)
			continue;
		ct = papo_json_member(j, (size_t)m, "content", 7, &e);
		papo_buf_reset(&probe);
		if (papo_json_type(j, ct) == PAPO_JSON_STRING ||
		    papo_fields_parts_text(j, ct, &probe) == 1)
			last = ct;
	}
	papo_buf_release(&probe);
	if (last < 0)
		return;
	if (papo_json_type(j, last) == PAPO_JSON_STRING) {
		it->prompt = papo_json_text(j, last, &s->tmp, &it->pn);
		return;
	}
	papo_buf_reset(&s->tmp);	/* content as parts */
	papo_fields_parts_text(j, last, &s->tmp);
	it->prompt = s->tmp.s != NULL ? s->tmp.s : "";
	it->pn = s->tmp.len;
}

/*
 * NeMo Gym's /verify: the row (responses_create_params, response with
 * the Responses API's output, expected_answer): the text of the
 * output_text parts of its messages (a message's joined, the messages
 * a line apart), and expected_answer; none
 * when an item other than a message or reasoning comes after the last
 * message (a tool's call or its output: the agent stopped before its
 * final answer).
 */
static int
gym_read(struct papo_serve *s, struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	struct papo_json *j = &s->j;
	struct papo_serve_item it;
	struct papo_err e;
	const char *msg = NULL, *t;
	size_t k, m, c, tn;
	int resp, out, o, ct, ty, tx, final = 0;

	resp = papo_json_member(j, 0, "response", 8, &e);
	if (papo_json_type(j, resp) != PAPO_JSON_OBJECT || (out =
	    papo_json_member(j, (size_t)resp, "output", 6, &e)) < 0 ||
	    papo_json_type(j, out) != PAPO_JSON_ARRAY)
		return fail(r, 400, "'response.output' must be a list (NeMo "
		    "Gym: a Responses API response)");
	papo_buf_reset(&s->resp);
	for (k = 0, o = out + 1; k < j->tok[out].size; k++,
	    o = (int)j->tok[o].next) {
		if (papo_json_type(j, o) != PAPO_JSON_OBJECT)
			continue;
		ty = papo_json_member(j, (size_t)o, "type", 4, &e);
		t = papo_json_text(j, ty, &s->tmp, &tn);
		if (t != NULL && tn == 9 && memcmp(t, "reasoning", 9) == 0)
			continue;
		/* any item but a message after the last (a tool's call, its
		   output): the loop stopped before the final answer */
		final = t != NULL && tn == 7 && memcmp(t, "message", 7) == 0;
		if (!final)
			continue;
		ct = papo_json_member(j, (size_t)o, "content", 7, &e);
		if (papo_json_type(j, ct) != PAPO_JSON_ARRAY)
			continue;
		if (s->resp.len > 0)	/* a turn's message after another's */
			papo_buf_addc(&s->resp, '\n');
		for (m = 0, c = (size_t)ct + 1; m < j->tok[ct].size; m++,
		    c = j->tok[c].next) {
			if (j->tok[c].type != PAPO_JSON_OBJECT)
				continue;
			ty = papo_json_member(j, c, "type", 4, &e);
			t = papo_json_text(j, ty, &s->tmp, &tn);
			if (t == NULL || tn != 11 ||
			    memcmp(t, "output_text", 11) != 0)
				continue;
			tx = papo_json_member(j, c, "text", 4, &e);
			if (papo_json_type(j, tx) == PAPO_JSON_STRING)
				papo_json_str(j, tx, &s->resp);
		}
	}
	if (!final)
		papo_buf_reset(&s->resp);	/* cut off: no response */
	it.resp = papo_serve_cut(s->resp.s ? s->resp.s : "", s->resp.len,
	    NULL, 0, &it.rn);
	if (read_ref(s, papo_json_member(j, 0, "expected_answer", 15, &e),
	    &it, &msg) < 0)
		return fail(r, 400, msg);
	gym_prompt(s, &it);
	job_add(job, &it);
	return 1;
}

/*
 * NeMo Gym's reply: the row with reward, extracted_answer and verify
 * (or VALUE_KEY and DETAIL_KEY, for a tool with no_pred) written into
 * it, every other byte kept.  s->j holds the row.
 */
static void
gym_reply(struct papo_serve *s, const struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	const struct papo_serve_result *res = &job->res[0];
	struct papo_slot slot[3];
	struct papo_edit ed[3];
	struct papo_err e;
	size_t off[4], k;

	for (k = 0; k < 3; k++)
		if (papo_json_slot(&s->j, &s->gym_out[k], &slot[k], &e) < 0) {
			fail(r, 400, e.msg);
			return;
		}
	papo_buf_reset(&s->tmp);
	off[0] = 0;
	papo_json_put_num(&s->tmp, reward(s, res));
	off[1] = s->tmp.len;
	if (s->tool->no_pred && res->scored)
		papo_json_put_num(&s->tmp, res->value);
	else if (!s->tool->no_pred && res->pred)
		papo_json_put_str(&s->tmp, res->pred, res->predlen);
	else
		papo_buf_adds(&s->tmp, "null");
	off[2] = s->tmp.len;
	if (s->tool->no_pred && s->tool->detail_key && res->detail)
		papo_buf_add(&s->tmp, res->detail, res->detlen);
	else
		papo_buf_addf(&s->tmp, "\"%s\"",
		    s->tool->verdicts[res->verdict]);
	off[3] = s->tmp.len;
	for (k = 0; k < 3; k++) {
		ed[k].path = &s->gym_out[k];
		ed[k].slot = slot[k];
		ed[k].val = s->tmp.s + off[k];
		ed[k].vlen = off[k + 1] - off[k];
	}
	papo_buf_reset(&r->body);
	papo_json_splice(&r->body, job->body, job->bn, ed, 3);
	papo_buf_addc(&r->body, '\n');
	r->status = 200;
}

/*
 * NeMo Gym's /aggregate_metrics: {"verify_responses": [{"reward": x,
 * "_ng_task_index": i, ...}]} -> the mean reward per task and over all.
 */
static int
gym_metrics(struct papo_serve *s, struct papo_serve_reply *r)
{
	struct papo_json *j = &s->j;
	struct papo_buf *b = &r->body;
	struct papo_err e;
	double x, sum = 0, ti, *tsum = NULL, *tidx = NULL;
	size_t k, n, t, nt = 0, *tcnt = NULL;
	int vr, el, ri, ii;

	vr = papo_json_member(j, 0, "verify_responses", 16, &e);
	if (papo_json_type(j, vr) != PAPO_JSON_ARRAY)
		return fail(r, 400, "'verify_responses' must be a list");
	n = j->tok[vr].size;
	tsum = papo_xcalloc(n + 1, sizeof(*tsum));
	tidx = papo_xcalloc(n + 1, sizeof(*tidx));
	tcnt = papo_xcalloc(n + 1, sizeof(*tcnt));
	for (k = 0, el = vr + 1; k < n; k++, el = (int)j->tok[el].next) {
		if (papo_json_type(j, el) != PAPO_JSON_OBJECT ||
		    papo_json_num(j, papo_json_member(j, (size_t)el, "reward",
		    6, &e), &x) < 0) {
			fail(r, 400, "each verify response must be an object "
			    "with a numeric 'reward'");
			goto out;
		}
		sum += x;
		ii = papo_json_member(j, (size_t)el, "_ng_task_index", 14, &e);
		if (papo_json_num(j, ii, &ti) < 0)
			ti = -1;
		for (t = 0; t < nt && tidx[t] != ti; t++)
			;
		if (t == nt)
			tidx[nt++] = ti;
		tsum[t] += x;
		tcnt[t]++;
	}
	papo_buf_reset(b);
	papo_buf_adds(b, "{\"group_level_metrics\":[");
	for (t = 0; t < nt; t++) {
		papo_buf_adds(b, t ? ",{" : "{");
		if (tidx[t] >= 0) {
			papo_buf_adds(b, "\"_ng_task_index\":");
			papo_json_put_num(b, tidx[t]);
			papo_buf_addc(b, ',');
		}
		papo_buf_adds(b, "\"mean/reward\":");
		papo_json_put_num(b, tsum[t] / (double)tcnt[t]);
		papo_buf_addf(b, ",\"num_rollouts\":%zu}", tcnt[t]);
	}
	for (ri = 0; ri < 2; ri++) {
		papo_buf_adds(b, ri ? ",\"key_metrics\":{\"mean/reward\":" :
		    "],\"agent_metrics\":{\"mean/reward\":");
		papo_json_put_num(b, n ? sum / (double)n : 0);
		papo_buf_addf(b, ",\"num_rollouts\":%zu}", n);
	}
	papo_buf_adds(b, "}\n");
	r->status = 200;
out:
	free(tsum);
	free(tidx);
	free(tcnt);
	return 0;
}

/* The counters of every event loop, summed (struct papo_serve's). */
struct counts {
	uint64_t requests[PAPO_EP_N][8];
	uint64_t verdicts[PAPO_SERVE_MAX_VERDICTS];
	uint64_t hist[PAPO_SERVE_NBUCKETS + 1];
	uint64_t nanos, refused;
};

static void
sum_counts(const struct papo_serve *s, struct counts *t)
{
	const struct papo_serve *p;
	size_t k, n = s->peers ? s->npeers : 1;
	int a, b;

	memset(t, 0, sizeof(*t));
	for (k = 0; k < n; k++) {
		p = s->peers ? s->peers[k] : s;
		for (a = 0; a < PAPO_EP_N; a++)
			for (b = 0; b < 8; b++)
				t->requests[a][b] += p->requests[a][b];
		for (a = 0; a < PAPO_SERVE_MAX_VERDICTS; a++)
			t->verdicts[a] += p->verdicts[a];
		for (a = 0; a <= PAPO_SERVE_NBUCKETS; a++)
			t->hist[a] += p->hist[a];
		t->nanos += p->nanos;
		t->refused += p->refused;
	}
}

/* GET /metrics: the counters in Prometheus' text format. */
static int
metrics(struct papo_serve *s, struct papo_serve_reply *r)
{
	struct papo_buf *b = &r->body;
	struct counts t;
	uint64_t cum = 0;
	int ep, c, v;

	sum_counts(s, &t);
	papo_buf_reset(b);
	papo_buf_adds(b, "# HELP papo_requests_total Requests answered.\n"
	    "# TYPE papo_requests_total counter\n");
	for (ep = 0; ep < PAPO_EP_N; ep++)
		for (c = 0; c <= NCODES; c++) {
			if (!t.requests[ep][c])
				continue;
			papo_buf_addf(b, "papo_requests_total{endpoint=\"%s\","
			    "code=\"", ep_names[ep]);
			if (c < NCODES)
				papo_buf_addf(b, "%d", codes[c]);
			else
				papo_buf_adds(b, "other");
			papo_buf_addf(b, "\"} %llu\n",
			    (unsigned long long)t.requests[ep][c]);
		}
	papo_buf_adds(b, "# HELP papo_verdicts_total Samples scored, by "
	    "verdict.\n# TYPE papo_verdicts_total counter\n");
	for (v = 0; v < PAPO_SERVE_MAX_VERDICTS && s->tool->verdicts[v]; v++)
		papo_buf_addf(b, "papo_verdicts_total{verdict=\"%s\"} %llu\n",
		    s->tool->verdicts[v], (unsigned long long)t.verdicts[v]);
	papo_buf_adds(b, "# HELP papo_request_seconds Time from a request's "
	    "headers to its reply sent.\n"
	    "# TYPE papo_request_seconds histogram\n");
	for (c = 0; c < PAPO_SERVE_NBUCKETS; c++) {
		cum += t.hist[c];
		papo_buf_adds(b, "papo_request_seconds_bucket{le=\"");
		papo_json_put_num(b, bounds[c]);
		papo_buf_addf(b, "\"} %llu\n", (unsigned long long)cum);
	}
	cum += t.hist[PAPO_SERVE_NBUCKETS];
	papo_buf_addf(b, "papo_request_seconds_bucket{le=\"+Inf\"} %llu\n"
	    "papo_request_seconds_sum ", (unsigned long long)cum);
	papo_json_put_num(b, (double)t.nanos / 1e9);
	papo_buf_addf(b, "\npapo_request_seconds_count %llu\n"
	    "# HELP papo_connections Connections open.\n"
	    "# TYPE papo_connections gauge\npapo_connections %u\n"
	    "# HELP papo_connections_refused_total Connections turned away "
	    "(503).\n# TYPE papo_connections_refused_total counter\n"
	    "papo_connections_refused_total %llu\n"
	    "# HELP papo_event_loops Event loops serving (--threads).\n"
	    "# TYPE papo_event_loops gauge\npapo_event_loops %zu\n",
	    (unsigned long long)cum, s->connections,
	    (unsigned long long)t.refused, s->peers ? s->npeers : (size_t)1);
	r->status = 200;
	r->ctype = "text/plain; version=0.0.4; charset=utf-8";
	return 0;
}

/* The endpoint of a request. */
static enum papo_serve_ep
route(const char *method, const char *path)
{
	int get = strcmp(method, "GET") == 0;
	int post = strcmp(method, "POST") == 0;

	if (get && (strcmp(path, "/health") == 0 || strcmp(path, "/") == 0))
		return PAPO_EP_HEALTH;
	if (get && strcmp(path, "/metrics") == 0)
		return PAPO_EP_METRICS;
	if (get && strcmp(path, "/reverify_mode") == 0)
		return PAPO_EP_GYM_MODE;
	if (!post)
		return PAPO_EP_OTHER;
	if (strcmp(path, "/get_reward") == 0)
		return PAPO_EP_OPENRLHF;
	if (strcmp(path, "/verify") == 0)
		return PAPO_EP_GYM_VERIFY;
	if (strcmp(path, "/seed_session") == 0)
		return PAPO_EP_GYM_SEED;
	if (strcmp(path, "/aggregate_metrics") == 0)
		return PAPO_EP_GYM_METRICS;
	if (strcmp(path, "/v1/records") == 0)
		return PAPO_EP_RECORDS;
	return PAPO_EP_SLIME;
}

void
papo_serve_refuse(struct papo_serve *s, const char *method, const char *path,
    int status, const char *msg, struct papo_serve_reply *r)
{
	(void)s;
	fail(r, status, msg);
	r->retry_after = status == 503 ? 1 : 0;
	r->ep = route(method, path);
}

/*
 * A key of the top-level object that a request shape reads, given
 * twice: which of the two values the client meant is not known (JSON
 * readers differ), so the request is refused, as a record with a
 * field twice is.  Returns 1 with r's 400 set, else 0.
 */
static int
dup_key(const struct papo_json *j, struct papo_serve_reply *r)
{
	static const char *const keys[] = { "query", "prompts", "labels",
	    "prompt", "response", "label", "responses_create_params",
	    "expected_answer", "verify_responses", NULL };
	struct papo_err e;
	size_t k;

	for (k = 0; keys[k] != NULL; k++)
		if (papo_json_member(j, 0, keys[k], strlen(keys[k]),
		    &e) == -2) {
			fail(r, 400, e.msg);
			return 1;
		}
	return 0;
}

static int
dispatch(struct papo_serve *s, const char *method, const char *path,
    const char *body, size_t n, struct papo_serve_reply *r,
    struct papo_serve_job *job)
{
	struct papo_err e;

	/* a body's BOM (PowerShell's UTF-8) is skipped, as a file's is */
	if (n >= 3 && memcmp(body, "\xef\xbb\xbf", 3) == 0) {
		body += 3;
		n -= 3;
	}
	r->status = 200;
	r->ctype = "application/json";
	r->retry_after = 0;
	papo_buf_reset(&r->body);
	r->ep = route(method, path);
	job->ep = (int)r->ep;
	job->body = body;
	job->bn = n;
	switch (r->ep) {
	case PAPO_EP_HEALTH:
		papo_buf_addf(&r->body, "{\"status\":\"ok\",\"tool\":\"%s\","
		    "\"version\":\"%s\"}\n", s->tool->name, PAPO_VERSION);
		return 0;
	case PAPO_EP_METRICS:
		return metrics(s, r);
	case PAPO_EP_GYM_MODE:
		papo_buf_adds(&r->body, "\"stateless\"\n");
		return 0;
	case PAPO_EP_OTHER:
		if (strcmp(method, "GET") == 0 || strcmp(method, "HEAD") == 0)
			return fail(r, 404, "no such endpoint (POST "
			    "/get_reward, /verify, /v1/records, any path for "
			    "slime; GET /health, /metrics)");
		return fail(r, 405, "method not allowed (GET or POST)");
	case PAPO_EP_RECORDS:
		if (s->tool->records == NULL)
			return 1;
		papo_err_clear(&e);
		if (s->tool->records(s->tool->ctx, body, n, &r->body,
		    &e) < 0)
			return fail(r, 400, e.msg);
		return 0;
	default:
		break;
	}
	papo_err_clear(&e);
	if (papo_json_parse(&s->j, body, n, &e) < 0)
		return fail(r, 400, n ? e.msg : "empty body (JSON expected)");
	if (dup_key(&s->j, r))
		return 0;
	switch (r->ep) {
	case PAPO_EP_OPENRLHF:
		return openrlhf_read(s, job, r);
	case PAPO_EP_GYM_VERIFY:
		return gym_read(s, job, r);
	case PAPO_EP_GYM_SEED:
		papo_buf_adds(&r->body, "{}\n");
		return 0;
	case PAPO_EP_GYM_METRICS:
		return gym_metrics(s, r);
	default:
		return slime_read(s, path, job, r);
	}
}

/* The reply to job's samples, scored (s->j holds a NeMo Gym row). */
static void
reply(struct papo_serve *s, struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	tally(s, job);
	switch (job->ep) {
	case PAPO_EP_OPENRLHF:
		openrlhf_reply(s, job, r);
		break;
	case PAPO_EP_GYM_VERIFY:
		gym_reply(s, job, r);
		break;
	default:
		slime_reply(s, job, r);
		break;
	}
}

int
papo_serve_begin(struct papo_serve *s, const char *method, const char *path,
    const char *body, size_t n, struct papo_serve_reply *r,
    struct papo_serve_job *job)
{
	size_t k;

	if (dispatch(s, method, path, body, n, r, job) == 0)
		return 0;
	job_fix(job);
	if (s->tool->submit != NULL) {
		if (s->tool->submit(s->tool->ctx, job) == 0)
			return 1;
		fail(r, 503, "the judge has no room now: retry later");
		r->retry_after = 1;
		return 0;
	}
	for (k = 0; k < job->n; k++)
		s->tool->score(s->tool->ctx, &job->items[k], &job->res[k]);
	reply(s, job, r);
	return 0;
}

void
papo_serve_end(struct papo_serve *s, struct papo_serve_job *job,
    struct papo_serve_reply *r)
{
	struct papo_err e;
	char *p;
	size_t n;

	r->status = 200;
	r->ctype = "application/json";
	r->retry_after = 0;
	r->ep = (enum papo_serve_ep)job->ep;
	papo_buf_reset(&r->body);
	if (job->ep == PAPO_EP_RECORDS) {
		if (job->err.status != 0) {
			fail(r, 400, job->err.msg);
			return;
		}
		papo_buf_release(&r->body);
		p = papo_buf_detach(&job->out, &n);
		if (p != NULL) {
			r->body.s = p;
			r->body.len = n;
			r->body.cap = n + 1;
		}
		return;
	}
	/* the row again: other requests had the parser meanwhile */
	if (job->ep == PAPO_EP_GYM_VERIFY && papo_json_parse(&s->j, job->body,
	    job->bn, &e) < 0) {
		fail(r, 400, e.msg);
		return;
	}
	reply(s, job, r);
}

void
papo_serve_handle(struct papo_serve *s, const char *method, const char *path,
    const char *body, size_t n, struct papo_serve_reply *r)
{
	struct papo_serve_job job;

	papo_serve_job_init(&job);
	(void)papo_serve_begin(s, method, path, body, n, r, &job);
	papo_serve_job_release(&job);
}
