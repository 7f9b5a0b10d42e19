/* SPDX-License-Identifier: MIT */
/*
 * serve.h: papo as the reward server trainers call: the requests their
 * clients send (OpenRLHF, slime, NeMo Gym, papo's own records), the
 * replies, and the counters, without any HTTP (lib/server/ carries the
 * bytes; a tool's engine scores).
 */
#ifndef PAPO_SERVE_H
#define PAPO_SERVE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "json.h"
#include "papo.h"

/* What --serve and the options beside it ask for (both tools). */
struct papo_serve_opts {
	char *listen;		/* --serve "[HOST:]PORT", or NULL */
	char *access_log;	/* --access-log FILE, or NULL: none */
	double null_reward;	/* reward of a record without a verdict */
	size_t max_body;	/* largest request body (64M) */
	int max_conn;		/* connections at once (10000) */
	int idle_timeout;	/* seconds a connection may stay silent */
	double deadline;	/* seconds a reply may take (a tool that
				   answers later: papo-judge); 0: none */
	int loops;		/* event loops (--threads under --serve);
				   0: PAPO_SERVE_LOOPS_DEFAULT */
	const char *serve_only;	/* the first option only --serve reads
				   given on the command line ("max-body"),
				   or NULL */
	const char *files_only;	/* the first option only a run on files
				   reads given on the command line
				   ("shard"), or NULL */
};

/*
 * Event loops when --threads is not given: one a core up to this many
 * (bench/results/serve.md: what a second loop buys on 2 cores).
 */
#define PAPO_SERVE_LOOPS_DEFAULT 1
#define PAPO_SERVE_MAX_LOOPS 64

/* The option rows of the server, for a tool whose opts struct T holds
   a struct papo_serve_opts named f; ids from id0 on, six of them.  The
   five after --serve call the tool's handler, which hands them to
   papo_serve_row_seen. */
#define PAPO_SERVE_ROWS(T, f, id0) \
	{ "serve", 0, (id0), "[host:]port", "[HOST:]PORT", 0, \
	    "answer trainers' reward requests over HTTP on\n" \
	    "PORT (127.0.0.1 unless HOST is given)", \
	    PAPO_VAL_STRING(T, f.listen) }, \
	{ "access-log", 0, (id0) + 1, "file", NULL, PAPO_OPT_CALL, \
	    "--serve: append a JSON line a request to FILE", \
	    PAPO_VAL_STRING(T, f.access_log) }, \
	{ "null-reward", 0, (id0) + 2, "x", NULL, PAPO_OPT_CALL, \
	    "--serve: the reward of a sample that gets none\n" \
	    "(papo-verify: no verdict; papo-judge: no judgment;\n" \
	    "default 0)", \
	    PAPO_VAL_DOUBLE(T, f.null_reward, -HUGE_VAL, HUGE_VAL, 0) }, \
	{ "max-body", 0, (id0) + 3, "size", NULL, PAPO_OPT_CALL, \
	    "--serve: largest request body (64M)", \
	    PAPO_VAL_SIZE(T, f.max_body) }, \
	{ "max-connections", 0, (id0) + 4, "n", NULL, PAPO_OPT_CALL, \
	    "--serve: connections at once (10000)", \
	    PAPO_VAL_INT(T, f.max_conn, 16, 1000000) }, \
	{ "idle-timeout", 0, (id0) + 5, "seconds", NULL, PAPO_OPT_CALL, \
	    "--serve: close a connection silent this long (60)", \
	    PAPO_VAL_INT(T, f.idle_timeout, 1, 86400) }

/* Defaults: null reward 0, 64 MiB bodies, 10000 connections, 60 s. */
void papo_serve_defaults(struct papo_serve_opts *o);

/*
 * The tool's handler was called for option id: when id is one of the
 * rows of PAPO_SERVE_ROWS after --serve (id0 + 1 to id0 + 5), its
 * value already stored, and the command line gave it, note its name in
 * o->serve_only (the first one).  Returns 1 when id is such a row (the
 * handler has nothing more to do), else 0.
 */
int papo_serve_row_seen(struct papo_serve_opts *o, int id, int id0,
    int from_config);

/*
 * An option given on the command line that the mode chosen does not
 * read: one only --serve reads (o->serve_only) without --serve, or one
 * only a run on files reads (o->files_only) with it.  Returns 0 when
 * there is none, else 1 with e's message saying it has no effect, for
 * the caller to say (a note, not an error: e's status is 0; a config
 * file's settings are shared by both modes, and not said).
 */
int papo_serve_unused(const struct papo_serve_opts *o, struct papo_err *e);

/*
 * One sample to score: the response (without the prompt and the end
 * tokens) and the reference as papo-verify reads a record's (a
 * string's content, a number's text, a non-empty array of strings as
 * JSON text; NULL: none).  Both borrowed.
 */
struct papo_serve_item {
	const char *resp;
	size_t rn;
	const char *ref;
	size_t fn;
	const char *prompt;	/* the prompt as sent, or NULL (the
				   judge shows it; papo-verify does not
				   read it) */
	size_t pn;
};

/* What a tool says of a sample. */
struct papo_serve_result {
	int verdict;		/* index in the tool's verdict names */
	int scored;		/* the value is a reward; else null */
	double value;		/* r_out (r_proc) when scored */
	const char *pred;	/* the answer read, or NULL (the tool's,
				   valid until its next call) */
	size_t predlen;
	const char *detail;	/* a JSON object: the tool's report of
				   it (papo-judge's judge object), or
				   NULL; valid as pred is */
	size_t detlen;
};

struct papo_serve_job;

/*
 * A tool behind the server.  score never fails.  records answers POST
 * /v1/records: body (n bytes: JSONL, a JSON array, JSON texts) into
 * out as the command line writes it for the same input; -1 with e set
 * when the command line would stop with an error (the reply is then
 * 400 with the message).
 */
struct papo_serve_tool {
	const char *name;		/* "papo-verify" */
	const char *value_key;		/* "r_out" */
	const char *const *verdicts;	/* names, NULL-terminated */
	void *ctx;
	void (*score)(void *ctx, const struct papo_serve_item *it,
	    struct papo_serve_result *r);
	int (*records)(void *ctx, const char *body, size_t n,
	    struct papo_buf *out, struct papo_err *e);
	/*
	 * A tool that answers later (score and records NULL): take job,
	 * fill job->res (or, for /v1/records, job->out or job->err) on
	 * any thread, then call job->done(job->cookie) once, within
	 * job->deadline.  -1: no room now (the reply is 503 with
	 * Retry-After); job->done is then never called.
	 */
	int (*submit)(void *ctx, struct papo_serve_job *job);
	/*
	 * Names in a slime dict and a NeMo Gym row: the tool's report
	 * (detail) under detail_key, or NULL: none; pred and the
	 * verdict's name are written unless no_pred.
	 */
	const char *detail_key;		/* "judge" */
	int no_pred;
	/*
	 * A second context like ctx for another event loop (its own
	 * checker and scratch memory: score and records are then called
	 * on several threads at once, each with its own context), freed
	 * by dup_free.  NULL: the tool takes one event loop.
	 */
	void *(*dup)(void *ctx);
	void (*dup_free)(void *dup);
};

/*
 * One request's samples, between their reading and the reply: what a
 * tool that answers later is handed.  The server owns it; the tool may
 * write res, out and err until it calls done.
 */
struct papo_serve_job {
	int ep;				/* enum papo_serve_ep */
	int dict;			/* slime's ".../dict" */
	size_t n;
	struct papo_serve_item *items;	/* into text */
	struct papo_serve_result *res;	/* n of them, zeroed */
	struct papo_buf text;		/* the samples' texts */
	size_t *off;			/* 6 a sample, while read */
	size_t offcap;
	const char *body;		/* the request (/v1/records, NeMo
					   Gym): the transport's */
	size_t bn;
	double deadline;		/* papo_http_now()-style seconds
					   (CLOCK_MONOTONIC) by which
					   done is called */
	struct papo_buf out;		/* /v1/records: what is written */
	struct papo_err err;		/* /v1/records: status set: 400 */
	void (*done)(void *cookie);
	void *cookie;
};

/* The endpoints, for counters and the access log. */
enum papo_serve_ep {
	PAPO_EP_OPENRLHF,	/* POST /get_reward */
	PAPO_EP_SLIME,		/* POST any other path */
	PAPO_EP_GYM_VERIFY,	/* POST /verify */
	PAPO_EP_GYM_SEED,	/* POST /seed_session */
	PAPO_EP_GYM_METRICS,	/* POST /aggregate_metrics */
	PAPO_EP_GYM_MODE,	/* GET /reverify_mode */
	PAPO_EP_RECORDS,	/* POST /v1/records */
	PAPO_EP_HEALTH,		/* GET /health, GET / */
	PAPO_EP_METRICS,	/* GET /metrics */
	PAPO_EP_OTHER,		/* anything refused */
	PAPO_EP_N
};

#define PAPO_SERVE_NBUCKETS 16
#define PAPO_SERVE_MAX_VERDICTS 8

/* A reply: status, content type, body. */
struct papo_serve_reply {
	int status;
	const char *ctype;
	int retry_after;	/* seconds, for 503; 0: none */
	enum papo_serve_ep ep;
	struct papo_buf body;
};

/*
 * The protocol state: the tool, the parser and scratch memory reused
 * from request to request, and the counters.  One thread uses it (an
 * event loop of the server); the counters are atomic so that GET
 * /metrics on another loop may read them (peers).
 */
struct papo_serve {
	const struct papo_serve_opts *o;
	const struct papo_serve_tool *tool;
	struct papo_json j;
	struct papo_buf resp, ref, tmp;
	struct papo_path gym_out[3];	/* reward, extracted_answer, verify */
	/* counters, for GET /metrics */
	_Atomic uint64_t requests[PAPO_EP_N][8];	/* by status */
	_Atomic uint64_t verdicts[PAPO_SERVE_MAX_VERDICTS];
	_Atomic uint64_t samples;
	_Atomic uint64_t hist[PAPO_SERVE_NBUCKETS + 1];
	_Atomic uint64_t nanos;		/* sum of latencies */
	_Atomic uint64_t refused;	/* connections turned away */
	/* set by the transport before each call */
	unsigned connections;		/* open now */
	struct papo_serve *const *peers;	/* every loop's state (s
						   among them), whose
						   counters /metrics sums;
						   NULL: s alone */
	size_t npeers;
};

/*
 * Set up s for tool t under options o (both must outlive s).
 */
void papo_serve_init(struct papo_serve *s, const struct papo_serve_opts *o,
    const struct papo_serve_tool *t);
void papo_serve_release(struct papo_serve *s);

/*
 * Answer one request: method and path (the query string left out),
 * body (n bytes, any bytes).  Fills r (papo_buf_init'ed by the caller,
 * reset here).  Never fails: a body that is not the protocol gets 400
 * with {"error": "..."}, a record-level problem is a reward of
 * --null-reward with its verdict beside it.
 */
void papo_serve_handle(struct papo_serve *s, const char *method,
    const char *path, const char *body, size_t n,
    struct papo_serve_reply *r);

/*
 * As papo_serve_handle, for any tool: 0 with r filled; or 1 when the
 * tool answers later: job (papo_serve_job_init'ed, body kept by the
 * caller) has been handed to tool->submit, which calls job->done (set
 * by the caller) when it is scored; papo_serve_end then fills r.
 */
int papo_serve_begin(struct papo_serve *s, const char *method,
    const char *path, const char *body, size_t n,
    struct papo_serve_reply *r, struct papo_serve_job *job);
void papo_serve_end(struct papo_serve *s, struct papo_serve_job *job,
    struct papo_serve_reply *r);
void papo_serve_job_init(struct papo_serve_job *job);
void papo_serve_job_release(struct papo_serve_job *job);

/*
 * The reply to a request refused for its size or for overload (413,
 * 503 with Retry-After), counted under its endpoint.
 */
void papo_serve_refuse(struct papo_serve *s, const char *method,
    const char *path, int status, const char *msg,
    struct papo_serve_reply *r);

/* Count a request answered with status after secs seconds. */
void papo_serve_observe(struct papo_serve *s, enum papo_serve_ep ep,
    int status, double secs);

/*
 * OpenRLHF's query is prompt + response with special tokens kept:
 * the response alone, without the prompt (when the query starts with
 * it, or holds its last 64 bytes within 256 of where it should end)
 * and without the end tokens that follow the answer ("<|im_end|>",
 * "</s>", ...) and the white space between them.
 * Returns the start of the response in q and sets *rn.
 */
const char *papo_serve_cut(const char *q, size_t qn, const char *p,
    size_t pn, size_t *rn);

/*
 * The problem in a prompt as a trainer sends it: the content of its
 * last user turn when a chat template wraps it (ChatML, Llama 3, Gemma,
 * Mistral, DeepSeek, Phi), else the prompt, without the white space
 * around it.  Returns a pointer into p (NULL for NULL) and sets *n.
 */
const char *papo_serve_problem(const char *p, size_t pn, size_t *n);

#endif
