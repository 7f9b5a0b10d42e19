/* SPDX-License-Identifier: MIT */
/* verify_serve.c: papo-verify behind --serve (see verify_serve.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <mpfr.h>

#include "filter.h"
#include "xalloc.h"
#include "verify_serve.h"

static const char *const verdicts[] = {
	[PAPO_V_EQUAL] = "equal", [PAPO_V_NOT_EQUAL] = "not_equal",
	[PAPO_V_NO_ANSWER] = "no_answer",
	[PAPO_V_NO_REFERENCE] = "no_reference",
	[PAPO_V_CAPPED] = "capped", [PAPO_V_UNCERTAIN] = "uncertain", NULL
};

static void
score(void *ctx, const struct papo_serve_item *it,
    struct papo_serve_result *r)
{
	struct papo_verify_serve *vs = ctx;
	struct papo_verify_result res;
	const char *prob;
	size_t pn;

	/* the prompt's problem as a record's: its option list (a letter
	   against an option's text), its own wording of conditions */
	prob = papo_serve_problem(it->prompt, it->pn, &pn);
	papo_verify_set_problem(vs->v, prob, pn);
	papo_verify_check(vs->v, it->resp, it->rn, it->ref, it->fn, &res);
	papo_verify_set_problem(vs->v, NULL, 0);
	/*
	 * MPFR keeps constants (pi, log 2) in caches of the thread: the
	 * server's thread ends before the program, and its caches would
	 * leak with it.  Freeing them after each check costs a few
	 * microseconds when pi is needed again.
	 */
	mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
	r->verdict = res.verdict;
	r->pred = res.pred;
	r->predlen = res.predlen;
	r->value = res.verdict == PAPO_V_EQUAL ? 1 : 0;
	r->scored = res.verdict == PAPO_V_EQUAL ||
	    res.verdict == PAPO_V_NOT_EQUAL ||
	    res.verdict == PAPO_V_NO_ANSWER ||
	    res.verdict == PAPO_V_UNCERTAIN ||
	    (res.verdict == PAPO_V_CAPPED && vs->o->capped_zero);
}

/* Write n bytes of p to fd; -1 with e set (74). */
static int
write_all(int fd, const char *p, size_t n, struct papo_err *e)
{
	ssize_t w;

	while (n > 0) {
		if ((w = write(fd, p, n)) < 0) {
			if (errno == EINTR)
				continue;
			return papo_err_set(e, PAPO_EX_IOERR, "cannot hold the "
			    "request: %s", strerror(errno));
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Append what fd holds from its start to out; -1 with e set (74). */
static int
read_back(int fd, struct papo_buf *out, struct papo_err *e)
{
	char chunk[65536];
	ssize_t r;

	if (lseek(fd, 0, SEEK_SET) < 0)
		return papo_err_set(e, PAPO_EX_IOERR, "cannot read the reply "
		    "back: %s", strerror(errno));
	while ((r = read(fd, chunk, sizeof(chunk))) != 0) {
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return papo_err_set(e, PAPO_EX_IOERR, "cannot read the "
			    "reply back: %s", strerror(errno));
		}
		papo_buf_add(out, chunk, (size_t)r);
	}
	return 0;
}

/*
 * The body as a file the engine reads (sniffing JSON, arrays, BOMs as
 * it does for a file named on the command line), its output into a
 * second one: the same bytes as papo-verify FILE writes.
 */
static int
records(void *ctx, const char *body, size_t n, struct papo_buf *out,
    struct papo_err *e)
{
	struct papo_verify_serve *vs = ctx;
	struct papo_verify_run run;
	struct papo_filter f;
	char path[64], *argv[1];
	int in, of, rc = -1;

	in = memfd_create("papo-request", MFD_CLOEXEC);
	of = memfd_create("papo-reply", MFD_CLOEXEC);
	if (in < 0 || of < 0) {
		papo_err_set(e, PAPO_EX_OSERR, "cannot hold the request: %s",
		    strerror(errno));
		goto done;
	}
	if (write_all(in, body, n, e) < 0)
		goto done;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", in);
	argv[0] = path;
	papo_filter_init(&f);
	papo_out_release(&f.out);
	papo_out_init(&f.out, of, "<reply>");
	f.keep_going = vs->keep_going;
	papo_verify_run_init(&run, vs->o, vs->f, &f);
	f.runs = NULL;		/* a request's records are no dump file */
	if (papo_filter_open(&f, 1, argv, vs->max_line, e) == 0) {
		f.names[0] = "<request>";
		if (papo_filter_run(&f, e) == 0 &&
		    papo_filter_flush(&f, e) == 0 &&
		    papo_verify_run_finish(&run, e) == 0)
			rc = 0;
	}
	papo_verify_run_release(&run);
	papo_filter_release(&f);
	if (rc == 0)
		rc = read_back(of, out, e);
done:
	if (in >= 0)
		close(in);
	if (of >= 0)
		close(of);
	return rc;
}

/* A second server loop's context: the same options, its own checker. */
static void *
serve_dup(void *ctx)
{
	struct papo_verify_serve *vs = ctx, *d;

	d = papo_xmalloc(sizeof(*d));
	papo_verify_serve_init(d, vs->o, vs->f, vs->keep_going,
	    vs->max_line);
	return d;
}

static void
serve_dup_free(void *ctx)
{
	papo_verify_serve_release(ctx);
	free(ctx);
}

void
papo_verify_serve_init(struct papo_verify_serve *vs,
    const struct papo_verify_run_opts *o, const struct papo_fields *f,
    int keep_going, size_t max_line)
{
	memset(vs, 0, sizeof(*vs));
	vs->o = o;
	vs->f = f;
	vs->keep_going = keep_going;
	vs->max_line = max_line;
	vs->v = papo_verify_new(&o->v);
	vs->tool.name = "papo-verify";
	vs->tool.value_key = "r_out";
	vs->tool.verdicts = verdicts;
	vs->tool.ctx = vs;
	vs->tool.score = score;
	vs->tool.records = records;
	vs->tool.dup = serve_dup;
	vs->tool.dup_free = serve_dup_free;
}

void
papo_verify_serve_release(struct papo_verify_serve *vs)
{
	papo_verify_free(vs->v);
	vs->v = NULL;
}
