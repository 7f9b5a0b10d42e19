/* SPDX-License-Identifier: MIT */
/*
 * judge.h: the chat-completions protocol of papo-judge: requests,
 * replies, models, retry decisions.
 */
#ifndef PAPO_JUDGE_H
#define PAPO_JUDGE_H

#include <stddef.h>

#include "buf.h"
#include "json.h"
#include "papo.h"

/* Sampling parameters, sent with every request. */
struct papo_judge_params {
	const char *model;
	double temperature;	/* 0 by default */
	double top_p;		/* 1 */
	long max_tokens;
	long seed;
	const char *reasoning_effort;	/* gpt-oss: low, medium, high;
					   or NULL */
};

/*
 * Append the JSON body of POST {base}/chat/completions to out: model,
 * messages (a system message when sys is not NULL, then the user
 * message), temperature, top_p, max_tokens, seed and, when set,
 * reasoning_effort.  The same inputs always give the same bytes, so
 * the body can key the cache.
 */
void papo_judge_request(const struct papo_judge_params *p, const char *sys,
    size_t syslen, const char *user, size_t userlen, struct papo_buf *out);

/*
 * What a server sent back, as far as it could be read.  Its tokens are
 * indices into the papo_json that papo_judge_reply_parse filled
 * (valid while it and the body are unchanged), -1 when absent; use
 * papo_judge_reply_text to unescape a string token.
 */
struct papo_judge_reply {
	int completion;		/* choices[0].message exists */
	int content;		/* token of message.content, -1 absent, */
	int content_null;	/* ... or present but null */
	int reasoning;		/* token of reasoning or
				   reasoning_content, or -1 */
	int finish;		/* token of choices[0].finish_reason,
				   or -1 */
	int model;		/* token of model, or -1 */
	long prompt_tokens;	/* usage.prompt_tokens, or -1 */
	long completion_tokens;	/* usage.completion_tokens, or -1 */
	int error;		/* an error reply (nested or flat shape) */
	int err_message;	/* token of the error's message, or -1 */
	int err_type;		/* token of its type, or -1 */
	long err_code;		/* its numeric code, or 0 */
	int nchoices;		/* elements of choices */
	int choices_differ;	/* two choices' contents differ (one
				   absent, null, or other bytes) */
	int tool_calls;		/* message.tool_calls is a list that is
				   not empty, or function_call is set */
	int refusal;		/* message.refusal is a string that is
				   not empty */
	int content_other;	/* message.content is neither a string
				   nor null (a list of parts, say) */
};

/*
 * Parse a reply body (n bytes) with j.  Recognizes a completion, an
 * error as {"error": {"message", "type", "code"}} or as the flat
 * {"object": "error", "message", ...}.  -1 with e set (status 65) when
 * the body is not a JSON object; a JSON object of another shape gives
 * 0 with neither completion nor error set.
 */
int papo_judge_reply_parse(struct papo_json *j, const char *body, size_t n,
    struct papo_judge_reply *r, struct papo_err *e);

/*
 * Append the unescaped text of string token i (if it is one) to out;
 * -1 if not.
 */
int papo_judge_reply_text(const struct papo_json *j, int i,
    struct papo_buf *out);

/* How a transfer ended, before the HTTP status is looked at. */
enum papo_judge_transport {
	PAPO_JUDGE_T_OK,	/* a full HTTP reply arrived */
	PAPO_JUDGE_T_TIMEOUT,	/* no full reply within the time limit */
	PAPO_JUDGE_T_CONNECT,	/* could not connect (refused,
				   unreachable, DNS) */
	PAPO_JUDGE_T_DROPPED,	/* the connection closed or reset
				   mid-exchange */
	PAPO_JUDGE_T_TLS,	/* certificate or TLS failure */
	PAPO_JUDGE_T_TOOBIG,	/* the reply passed the size cap */
	PAPO_JUDGE_T_OTHER,
	PAPO_JUDGE_T_CANCELLED	/* the caller withdrew it
				   (papo_http_cancel_queued,
				   papo_http_abort): no reply */
};

/* What to do with a finished attempt. */
enum papo_judge_action {
	PAPO_JUDGE_DONE,	/* a reply to score */
	PAPO_JUDGE_RETRY,	/* try again after a backoff */
	PAPO_JUDGE_FAIL		/* give up: retrying would not help */
};

/*
 * Decide about one attempt: transport result t, HTTP status (0 when
 * none), the parsed reply (NULL when the body is not JSON) and the
 * model that was asked for.  Retried: timeouts, connection failures,
 * 408, 429, 5xx, bodies that are not a completion, and a reply from
 * another model (another endpoint may serve the right one).  Not
 * retried: TLS failures, other 4xx (a 400 is a context overflow or a
 * bad request, and asking again gets the same answer), and a reply
 * whose content is null (the judge ran out of tokens while reasoning,
 * which temperature 0 repeats).  *code gets a short error name
 * (timeout, connect, dropped, tls, too_big, http_NNN,
 * context_overflow, bad_reply, wrong_model, truncated, no_content,
 * refusal, tool_call, cancelled) for anything but DONE.  A cancelled request is
 * not retried: whoever cancelled it stops.
 */
enum papo_judge_action papo_judge_classify(enum papo_judge_transport t,
    long status, const struct papo_json *j, const struct papo_judge_reply *r,
    const char *model, const char **code);

/*
 * Seconds to wait before retry number attempt (1 for the first
 * retry): retry_after when the server sent one (>= 0), plus a jitter of
 * u * base / 2, at most max; else exponential backoff base *
 * 2^(attempt-1) capped at max, with "equal jitter" (half fixed, half
 * u-scaled).  u is a uniform
 * random number in [0, 1).
 */
double papo_judge_backoff(int attempt, double base, double max,
    double retry_after, double u);

/* The models an endpoint serves (GET {base}/models). */
struct papo_judge_models {
	size_t n;
	char **id;
	long *max_len;		/* max_model_len, or -1 when not given */
};

/*
 * Parse a /v1/models body ({"data": [{"id": ..., "max_model_len": N},
 * ...]}).  -1 with e set (status 69) when it is not such a list.
 * m is initialized here; release it with papo_judge_models_release.
 */
int papo_judge_models_parse(const char *body, size_t n,
    struct papo_judge_models *m, struct papo_err *e);
void papo_judge_models_release(struct papo_judge_models *m);
/* Index of model name in m, or -1. */
long papo_judge_models_find(const struct papo_judge_models *m,
    const char *name);

/* What a stand-in server needs from a request body. */
struct papo_judge_asked {
	struct papo_buf model;
	struct papo_buf text;	/* every message's content, joined
				   by "\n" */
	long max_tokens;	/* -1 when not given */
	int has_temperature;
};

/*
 * Read a chat-completions request body (n bytes).  a is initialized
 * here (release its buffers).  -1 with e set (status 65) when the body
 * is not JSON or has no model or messages.
 */
int papo_judge_asked_parse(const char *body, size_t n,
    struct papo_judge_asked *a, struct papo_err *e);
void papo_judge_asked_release(struct papo_judge_asked *a);

/* The outcome of one record's judgment, for its report object. */
struct papo_judge_outcome {
	const char *rubric;
	const char *model;	/* the model that replied, else the
				   one asked */
	size_t model_len;
	int attempts;		/* requests sent in this run */
	int cached;
	const char *finish;	/* finish reason, or NULL */
	size_t finish_len;
	const char *error;	/* NULL on success */
	const char *message;	/* detail of the error, or NULL */
	const char *reply;	/* the reply or an excerpt, kept on
				   request; or NULL */
	size_t reply_len;
	int follow_up;		/* read from the follow-up turn */
};

/*
 * Append the report object to out:
 * {"rubric":..,"model":..,"attempts":N,"cached":B,"finish":..,
 * "error":..[,"message":..][,"reply":..][,"follow_up":true]}.
 */
void papo_judge_report(const struct papo_judge_outcome *o,
    struct papo_buf *out);

#endif
