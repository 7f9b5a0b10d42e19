/* SPDX-License-Identifier: MIT */
/*
 * judge_serve.h: papo-judge behind --serve: a trainer's samples and
 * papo's own records judged by the engine of a run (the window, the
 * cache that joins duplicates, retries) on a thread of its own, each
 * request answered by its deadline.
 */
#ifndef PAPO_JUDGE_SERVE_H
#define PAPO_JUDGE_SERVE_H

#include <pthread.h>
#include <stddef.h>

#include "buf.h"
#include "json.h"
#include "judge_run.h"
#include "serve.h"

struct papo_judge_serve_job;

struct papo_judge_serve {
	struct papo_judge_run *r;	/* set up by papo_judge_run_serve */
	int keep_going;			/* -k for /v1/records */
	size_t max_line;		/* --max-line for /v1/records */
	double deadline;		/* --deadline, for messages */
	struct papo_serve_tool tool;	/* what papo_server_start takes */
	/* between the server's thread and the judge's, under mu */
	pthread_t th;
	pthread_mutex_t mu;
	int wake[2];			/* a pipe: a job came, or the end */
	struct papo_judge_serve_job *inq, *inq_tail;
	size_t waiting;			/* records not yet in the window */
	size_t room;			/* ... at most: more get 503 */
	int ending;
	/* the server's thread's: a trainer's sample made a record */
	struct papo_buf tmp, rec;
	struct papo_slot blank[5];	/* of the roles in "{}" */
	/* the judge's thread's */
	struct papo_judge_serve_job *act, *act_tail;
	struct papo_json j;
	struct papo_buf msg;
	struct papo_buf *capture;	/* where said messages go, or NULL */
	int started;
};

/*
 * Start serving run r (papo_judge_run_serve'd; it must outlive js):
 * the judge's thread runs its session.  -1 with e set (71) when the
 * thread cannot start.  js->tool is then the tool to serve.
 */
int papo_judge_serve_start(struct papo_judge_serve *js,
    struct papo_judge_run *r, int keep_going, size_t max_line,
    double deadline, struct papo_err *e);

/*
 * Stop after the server: every job taken is answered (by its
 * deadline), the judgments in flight finish (and are cached) for up to
 * grace more seconds, then the thread ends.
 */
void papo_judge_serve_stop(struct papo_judge_serve *js, double grace);

#endif
