/* SPDX-License-Identifier: MIT */
/*
 * judge_check.c: the /models check of every endpoint before papo-judge's
 * first request.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge_check.h"
#include "xalloc.h"

void
papo_judge_check_init(struct papo_judge_check *c)
{
	memset(c, 0, sizeof(*c));
	c->retry_delay = 0.2;
}

void
papo_judge_check_release(struct papo_judge_check *c)
{
	free(c->learnt);
	papo_buf_release(&c->warnings);
	papo_buf_release(&c->down);
	c->learnt = NULL;
}

/*
 * A model name from a server, quoted, its control characters written as
 * jq writes them ("\u001b"): none reaches a terminal.
 */
static void
put_name(struct papo_buf *b, const char *s)
{
	papo_buf_addc(b, '\'');
	for (; *s; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			papo_buf_addf(b, "\\u%04x", (unsigned char)*s);
		else
			papo_buf_addc(b, *s);
	papo_buf_addc(b, '\'');
}

static void
list_models(const struct papo_judge_models *m, struct papo_buf *b)
{
	size_t i;

	for (i = 0; i < m->n; i++) {
		if (i)
			papo_buf_adds(b, ", ");
		put_name(b, m->id[i]);
	}
	if (m->n == 0)
		papo_buf_adds(b, "none");
}

static int
cancelled(const struct papo_judge_check *c)
{
	return c->cancel != NULL && *c->cancel != 0;
}

/* 1 when base URL ends in a version segment: /v1, /v2 ... */
static int
v1(const char *base)
{
	const char *slash = strrchr(base, '/');

	return slash != NULL && slash[1] == 'v' &&
	    slash[2] >= '0' && slash[2] <= '9';
}

/*
 * The base URL a 404 on base's /models points at, into b: base up to
 * its /v1 when a path follows it (a chat completions URL pasted whole:
 * ".../v1/chat/completions"), else base with /v1 added.
 */
static void
v1_base(const char *base, struct papo_buf *b)
{
	const char *v = strstr(base, "/v1/");
	size_t n = strlen(base);

	if (v != NULL) {
		papo_buf_add(b, base, (size_t)(v - base) + 3);
		return;
	}
	while (n > 0 && base[n - 1] == '/')
		n--;
	papo_buf_add(b, base, n);
	papo_buf_adds(b, "/v1");
}

/* The model asked for: the caller's, else the one learnt. */
static const char *
model(const struct papo_judge_check *c)
{
	return c->model ? c->model : c->learnt;
}

/*
 * Judge endpoint base's model list (body, n bytes): 0 when it serves
 * the model (learning it when none is named), -1 with e set.
 */
static int
check_list(struct papo_judge_check *c, const char *base, const char *body,
    size_t n, struct papo_err *e)
{
	struct papo_judge_models m;
	struct papo_buf names = PAPO_BUF_INIT, asked = PAPO_BUF_INIT;
	struct papo_err pe;
	long k;
	int rc = -1;

	if (papo_judge_models_parse(body, n, &m, &pe) < 0)
		return papo_err_set(e, PAPO_EX_UNAVAILABLE, "endpoint '%s': "
		    "%s", base, pe.msg);
	if (m.n == 0) {
		papo_err_set(e, PAPO_EX_UNAVAILABLE, "endpoint '%s' serves no "
		    "model", base);
		goto out;
	}
	if (model(c) == NULL) {
		if (m.n > 1) {
			list_models(&m, &names);
			papo_err_set(e, PAPO_EX_USAGE, "endpoint '%s' serves "
			    "several models (%s): choose one with --model",
			    base, names.s);
			goto out;
		}
		c->learnt = papo_xstrdup(m.id[0]);
	}
	if ((k = papo_judge_models_find(&m, model(c))) < 0) {
		list_models(&m, &names);
		put_name(&asked, model(c));
		papo_err_set(e, PAPO_EX_CONFIG, "model %s is not served at "
		    "'%s' (it serves %s)", asked.s, base, names.s);
		goto out;
	}
	if (m.max_len[k] > 0 && c->max_tokens >= m.max_len[k]) {
		put_name(&asked, model(c));
		papo_err_set(e, PAPO_EX_CONFIG, "--max-tokens %ld leaves no "
		    "room for the prompt in the %ld-token context of model "
		    "%s", c->max_tokens, m.max_len[k], asked.s);
		goto out;
	}
	rc = 0;
out:
	papo_judge_models_release(&m);
	papo_buf_release(&names);
	papo_buf_release(&asked);
	return rc;
}

int
papo_judge_check_run(struct papo_judge_check *c, struct papo_err *e)
{
	struct papo_buf body = PAPO_BUF_INIT, unreachable = PAPO_BUF_INIT;
	size_t i, ok = 0;
	int try, rc = PAPO_JUDGE_CHECK_OK;

	for (i = 0; i < c->n; i++) {
		const char *base = c->bases[i];
		enum papo_judge_transport tr = PAPO_JUDGE_T_OTHER;
		char err[256];
		long status = 0;

		for (try = 0; try < 3; try++) {
			if (cancelled(c)) {
				rc = PAPO_JUDGE_CHECK_CANCELLED;
				goto out;
			}
			tr = c->get(c->ctx, i, "/models", &body, &status, err,
			    sizeof(err));
			if ((tr == PAPO_JUDGE_T_OK && status != 503 &&
			    status != 429) || tr == PAPO_JUDGE_T_TLS)
				break;
			if (tr == PAPO_JUDGE_T_OK)
				snprintf(err, sizeof(err), "HTTP %ld", status);
			if (try < 2 && c->retry_delay > 0)
				usleep((useconds_t)(c->retry_delay * 1e6 *
				    (1 << try)));
		}
		if (tr != PAPO_JUDGE_T_OK || status == 503 || status == 429) {
			papo_buf_addf(&unreachable, "%s'%s' (%s)",
			    unreachable.len ? ", " : "", base, err);
			continue;
		}
		if ((status == 401 || status == 403) && c->key_from) {
			rc = papo_err_set(e, PAPO_EX_CONFIG, "endpoint '%s' "
			    "refused the API key in %s (HTTP %ld)", base,
			    c->key_from, status);
			goto out;
		}
		if (status == 401 || status == 403) {
			rc = papo_err_set(e, PAPO_EX_CONFIG, "endpoint '%s' "
			    "wants an API key (HTTP %ld): set PAPO_API_KEY or "
			    "OPENAI_API_KEY, or name the variable with "
			    "--api-key-env", base, status);
			goto out;
		}
		if (status == 404 && !v1(base)) {
			/* every request would be a 404 too: a file of nulls */
			struct papo_buf sug = PAPO_BUF_INIT;

			v1_base(base, &sug);
			rc = papo_err_set(e, PAPO_EX_USAGE, "endpoint '%s' has "
			    "no /models (HTTP 404): an OpenAI-compatible base "
			    "URL ends in /v1, as in '%s'", base, sug.s);
			papo_buf_release(&sug);
			goto out;
		}
		if (status != 200) {
			papo_buf_addf(&c->warnings, "endpoint '%s' does not "
			    "list its models (HTTP %ld); the model name is not "
			    "checked\n", base, status);
			if (model(c) == NULL) {
				rc = papo_err_set(e, PAPO_EX_USAGE, "endpoint "
				    "'%s' does not list its models: name one "
				    "with --model", base);
				goto out;
			}
			ok++;
			continue;
		}
		if (check_list(c, base, body.s, body.len, e) < 0) {
			rc = -1;
			goto out;
		}
		ok++;
	}
	if (cancelled(c)) {
		rc = PAPO_JUDGE_CHECK_CANCELLED;
		goto out;
	}
	if (ok == 0) {
		papo_buf_reset(&c->down);
		papo_buf_add(&c->down, unreachable.s, unreachable.len);
		rc = PAPO_JUDGE_CHECK_DOWN;
		goto out;
	}
	if (unreachable.len)
		papo_buf_addf(&c->warnings, "not answering now (requests go "
		    "to the other endpoints until it does): %s\n",
		    unreachable.s);
out:
	papo_buf_release(&body);
	papo_buf_release(&unreachable);
	return rc;
}

static enum papo_judge_transport
http_get(void *ctx, size_t i, const char *path, struct papo_buf *out,
    long *status, char *err, size_t errlen)
{
	return papo_http_get(ctx, i, path, out, status, err, errlen);
}

int
papo_judge_check_http(struct papo_judge_check *c, struct papo_http *h,
    struct papo_err *e)
{
	const char **bases;
	size_t i;
	int rc;

	bases = papo_xcalloc(h->nep, sizeof(*bases));
	for (i = 0; i < h->nep; i++)
		bases[i] = h->ep[i].shown;
	c->bases = bases;
	c->n = h->nep;
	c->get = http_get;
	c->ctx = h;
	rc = papo_judge_check_run(c, e);
	c->bases = NULL;
	c->n = 0;
	c->get = NULL;
	c->ctx = NULL;
	free(bases);
	return rc;
}
