/* SPDX-License-Identifier: MIT */
/*
 * verify_serve.h: papo-verify behind --serve: a sample of a trainer's
 * request checked as papo-verify checks a record, and papo's own
 * records run through the record engine as the command line runs them.
 */
#ifndef PAPO_VERIFY_SERVE_H
#define PAPO_VERIFY_SERVE_H

#include <stddef.h>

#include "fields.h"
#include "serve.h"
#include "verifyrun.h"

struct papo_verify_serve {
	const struct papo_verify_run_opts *o;
	const struct papo_fields *f;
	int keep_going;			/* -k for /v1/records */
	size_t max_line;		/* --max-line for /v1/records */
	struct papo_verify *v;		/* the server loop's checker (each
					   further loop gets a copy of vs
					   with its own: tool.dup) */
	struct papo_serve_tool tool;	/* what papo_server_start takes */
};

/*
 * Set up vs for the options o and fields f (both must outlive it);
 * vs->tool is then the tool to serve.
 */
void papo_verify_serve_init(struct papo_verify_serve *vs,
    const struct papo_verify_run_opts *o, const struct papo_fields *f,
    int keep_going, size_t max_line);
void papo_verify_serve_release(struct papo_verify_serve *vs);

#endif
