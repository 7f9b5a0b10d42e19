/* SPDX-License-Identifier: MIT */
/*
 * judge_check.h: what papo-judge asks the servers before its first
 * request: GET {base}/models on every endpoint, to learn the model or
 * check its name and context length.
 */
#ifndef PAPO_JUDGE_CHECK_H
#define PAPO_JUDGE_CHECK_H

#include <signal.h>
#include <stddef.h>

#include "buf.h"
#include "http.h"
#include "judge.h"
#include "papo.h"

/*
 * GET base + path from endpoint i into out (reset first); *status is
 * the HTTP status (0 when none), err (errlen bytes) the transport's
 * message.  papo_http_get has this shape; tests pass canned replies.
 */
typedef enum papo_judge_transport (*papo_judge_get_fn)(void *ctx, size_t i,
    const char *path, struct papo_buf *out, long *status, char *err,
    size_t errlen);

/*
 * One check.  Set the inputs, call papo_judge_check_run, read the
 * outputs, release with papo_judge_check_release.
 */
struct papo_judge_check {
	/* in */
	const char *const *bases;	/* the endpoints' base URLs */
	size_t n;
	const char *model;		/* the model asked for, or NULL:
					   learn it */
	long max_tokens;
	const char *key_from;		/* the variable the API key came
					   from, or NULL: none is sent */
	papo_judge_get_fn get;
	void *ctx;			/* get's */
	const volatile sig_atomic_t *cancel;	/* nonzero: stop asking;
						   may be NULL */
	double retry_delay;		/* seconds before the 2nd try of
					   an endpoint, doubled for the
					   3rd (0.2) */
	/* out */
	char *learnt;			/* the model learnt, or NULL;
					   owned */
	struct papo_buf warnings;	/* one message a line, for the
					   caller to print */
	struct papo_buf down;		/* when none answers: the
					   endpoints and why */
};

void papo_judge_check_init(struct papo_judge_check *c);
void papo_judge_check_release(struct papo_judge_check *c);

/* What papo_judge_check_run found, when it does not fail. */
enum {
	PAPO_JUDGE_CHECK_OK = 0,	/* at least one endpoint answers */
	PAPO_JUDGE_CHECK_DOWN = 1,	/* none does (c->down says why) */
	PAPO_JUDGE_CHECK_CANCELLED = 2	/* *cancel turned nonzero */
};

/*
 * Ask every endpoint for its models (three tries each while it does
 * not answer, or answers 503 or 429; one for a TLS failure, which
 * asking again does not mend).  A model name the endpoint does
 * not serve, and a max_tokens not below the model's max_model_len, are
 * errors; without a model name the endpoint must serve exactly one,
 * which is learnt.  An endpoint that does not answer is a warning
 * while another one does.  Returns OK, DOWN or CANCELLED, or -1 with e
 * set: status 78 (a wrong model name, no room for the prompt, an API
 * key refused or missing), 64 (no model named and several or no list
 * served; a base URL without /v1 that has no /models), 69 (a model
 * list that is not one).
 */
int papo_judge_check_run(struct papo_judge_check *c, struct papo_err *e);

/*
 * papo_judge_check_run over the endpoints of client h, through
 * papo_http_get: c's bases, n, get and ctx are set here (and cleared
 * again: h's endpoints outlive no check); the rest as there.
 */
int papo_judge_check_http(struct papo_judge_check *c, struct papo_http *h,
    struct papo_err *e);

#endif
