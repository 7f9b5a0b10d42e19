/* SPDX-License-Identifier: MIT */
/* stats_merge.c: papo-stats --merge: partial results added up into runs. */
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "json.h"
#include "stats_merge.h"
#include "stats_partial.h"
#include "xalloc.h"

void
papo_stats_merge_init(struct papo_stats_merge *m, const char *by)
{
	memset(m, 0, sizeof(*m));
	m->named = -1;
	if (by)
		m->by = papo_xstrdup(by);
}

void
papo_stats_merge_release(struct papo_stats_merge *m)
{
	size_t i;

	for (i = 0; i < m->nowned; i++)
		free(m->owned[i]);
	free(m->owned);
	free(m->by);
	free(m->by_where);
	free(m->shards);
	/* the runs' stats are the caller's */
	memset(m, 0, sizeof(*m));
}

/* The run named name (NULL: the unnamed one), made when new. */
size_t
papo_stats_merge_run(struct papo_stats_merge *m, const char *name)
{
	size_t i;

	for (i = 0; i < m->nrun; i++)
		if ((name == NULL && m->run[i].name == NULL) ||
		    (name && m->run[i].name &&
		    strcmp(name, m->run[i].name) == 0))
			return i;
	m->run = papo_xgrow(m->run, &m->cap, m->nrun + 1, sizeof(*m->run));
	memset(&m->run[m->nrun], 0, sizeof(m->run[m->nrun]));
	if (name) {
		m->owned = papo_xgrow(m->owned, &m->ownedcap, m->nowned + 1,
		    sizeof(*m->owned));
		m->owned[m->nowned] = papo_xstrdup(name);
		m->run[m->nrun].name = m->owned[m->nowned++];
	}
	papo_stats_init(&m->run[m->nrun].st);
	return m->nrun++;
}

/*
 * Check a header against the partials read so far and map its runs to
 * ours: map[k] is the run of the header's run k (map[0] for an unnamed
 * one).  target is the --run the file was given to, or -1.  Returns 0,
 * or -1 with msg set.
 */
static int
merge_head(struct papo_stats_merge *m, const struct papo_stats_partial_head *h,
    long target, const char *where, size_t *map, struct papo_buf *msg)
{
	size_t k;

	if (m->by == NULL) {
		m->by = papo_xstrdup(h->by);
		m->by_where = papo_xstrdup(where);
	} else if (strcmp(m->by, h->by) != 0) {
		papo_buf_addf(msg, "partial of rows by '%s', not by '%s' as ",
		    h->by, m->by);
		if (m->by_where)
			papo_buf_addf(msg, "in %s", m->by_where);
		else
			papo_buf_adds(msg, "--by says");
		return -1;
	}
	if (target >= 0) {
		const char *want = m->run[target].name;

		if (h->named && (h->nruns != 1 || strcmp(h->runs[0], want))) {
			if (h->nruns == 1)
				papo_buf_addf(msg, "partial of run '%s' given "
				    "to --run '%s'", h->runs[0], want);
			else
				papo_buf_addf(msg, "partial of %zu runs given "
				    "to --run '%s' (it takes partials of one "
				    "unnamed run, or of that run)", h->nruns,
				    want);
			return -1;
		}
		map[0] = (size_t)target;
		return 0;
	}
	if (m->named >= 0 && m->named != h->named) {
		papo_buf_addf(msg, "partial of %s mixed with partials of %s",
		    h->named ? "named runs" : "an unnamed run",
		    h->named ? "an unnamed run" : "named runs");
		return -1;
	}
	m->named = h->named;
	if (!h->named)
		map[0] = papo_stats_merge_run(m, NULL);
	for (k = 0; k < h->nruns; k++)
		map[k] = papo_stats_merge_run(m, h->runs[k]);
	return 0;
}

/* The run of row r under header h, whose runs map to ours; -1 with msg set. */
static long
row_run(const struct papo_stats_partial_head *h, const size_t *map,
    const struct papo_stats_partial_row *r, struct papo_buf *msg)
{
	size_t k;

	if (!h->named) {
		if (r->run == NULL)
			return (long)map[0];
		papo_buf_addf(msg, "row of run '%s' in a partial of an unnamed "
		    "run", r->run);
		return -1;
	}
	if (r->run == NULL) {
		papo_buf_adds(msg, "row of an unnamed run in a partial of "
		    "named runs");
		return -1;
	}
	for (k = 0; k < h->nruns; k++)
		if (strcmp(h->runs[k], r->run) == 0)
			return (long)map[k];
	papo_buf_addf(msg, "row of run '%s', which its header does not name",
	    r->run);
	return -1;
}

/* A line of a partial result, parsed. */
struct mrec {
	struct papo_rec h;
	int head;		/* 1: a header (hd), 0: a row (row) */
	struct papo_stats_partial_head hd;
	struct papo_stats_partial_row row;
};

/* One partial result file being added to a merge. */
struct mfile {
	struct papo_stats_merge *m;
	struct papo_filter *f;
	long target;		/* the --run it was given to, or -1 */
	struct papo_stats_partial_head h;	/* the header in force */
	int have;		/* h is valid */
	int heads, lines;
	unsigned long long seen;	/* rows under h */
	uint64_t lastline;
	size_t *map, mapcap;
	struct papo_buf msg, where;
	struct papo_hset rows;	/* the (run, key) hashes of h's rows */
};

/*
 * Has the partial in force given this row already (its run and key)?
 * Then it cannot be true: a row is written once.  Remembered as a
 * 64-bit hash: two different rows that collide are about one chance in
 * 2^64 per pair.
 */
static int
row_again(struct mfile *mf, long run, const struct papo_stats_key *k)
{
	uint64_t h = papo_stats_key_hash(k) ^
	    ((uint64_t)run + 1) * 0x9e3779b97f4a7c15ULL;

	if (papo_hset_has(&mf->rows, h))
		return 1;
	papo_hset_add(&mf->rows, h);
	return 0;
}

static int
parse_partial(void *tool, void *worker, struct papo_rec *h,
    struct papo_buf *out, struct papo_err *e)
{
	struct papo_json *j = worker;
	struct mrec *r = (struct mrec *)h;
	int kind;

	(void)tool;
	(void)out;
	if (papo_json_parse(j, h->s, h->len, e) < 0 ||
	    (kind = papo_stats_partial_read(j, &r->hd, &r->row, e)) < 0)
		return -1;
	r->head = kind == 1;
	return 0;
}

static void
drop_partial(void *tool, void *rec)
{
	struct mrec *r = rec;

	(void)tool;
	if (r->head)
		papo_stats_partial_head_release(&r->hd);
	else
		papo_stats_partial_row_release(&r->row);
}

/*
 * The merge stopped before recs[from, to): the engine counts a batch
 * consumed whole, so those rows, parsed and never merged, are released
 * here.  -1, the stop.
 */
static int
drop_rest(void *recs, size_t from, size_t to)
{
	for (; from < to; from++) {
		struct mrec *r = (struct mrec *)recs + from;

		if (r->h.kind == PAPO_REC_OK)
			drop_partial(NULL, r);
	}
	return -1;
}

/* A header: the partial before it must be whole; -1 stops the merge. */
static int
merge_header(struct mfile *mf, struct mrec *r, struct papo_err *e)
{
	const char *name = papo_filter_name(mf->f, r->h.file);
	int rc;

	mf->heads++;
	if (mf->have && mf->seen != mf->h.rows) {
		papo_buf_addf(&mf->msg, "a new header, but the partial before "
		    "it has %llu of the %llu rows its header announced (cut "
		    "short?)", mf->seen, mf->h.rows);
		if (papo_filter_reject(mf->f, r->h.file, r->h.lineno,
		    mf->msg.s, e) < 0)
			return -1;
		papo_buf_reset(&mf->msg);
	}
	papo_buf_reset(&mf->where);
	papo_buf_addf(&mf->where, "%s:%llu", name,
	    (unsigned long long)r->h.lineno);
	mf->map = papo_xgrow(mf->map, &mf->mapcap, r->hd.nruns + 1,
	    sizeof(*mf->map));
	r->head = 0;		/* the header is taken or released here */
	papo_stats_partial_head_release(&mf->h);
	mf->have = 0;
	if (merge_head(mf->m, &r->hd, mf->target, mf->where.s, mf->map,
	    &mf->msg) == 0) {
		struct papo_stats_merge *m = mf->m;
		size_t k;

		for (k = 0; k < r->hd.nheld; k++) {
			m->shards = papo_xgrow(m->shards, &m->shardcap,
			    m->nshards + 1, sizeof(*m->shards));
			m->shards[m->nshards].target = mf->target;
			m->shards[m->nshards].shard = r->hd.held[k];
			m->shards[m->nshards++].nshards = r->hd.nshards;
		}
		mf->h = r->hd;
		mf->have = 1;
		mf->seen = 0;
		papo_hset_release(&mf->rows);
		return 0;
	}
	papo_stats_partial_head_release(&r->hd);
	/* with -k: the rows up to the next header are refused */
	rc = papo_filter_reject(mf->f, r->h.file, r->h.lineno, mf->msg.s, e);
	return rc;
}

/* Add the lines of a partial in order (the engine's consume). */
static int
merge_lines(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e)
{
	struct mfile *mf = tool;
	size_t i;

	for (i = from; i < to; i++) {
		struct mrec *r = (struct mrec *)recs + i;
		long run = -1;
		int rc = 0;

		mf->lastline = r->h.lineno;
		if (r->h.kind == PAPO_REC_BLANK)
			continue;
		mf->lines++;
		if (r->h.kind == PAPO_REC_BAD)
			continue;
		papo_buf_reset(&mf->msg);
		if (r->head) {
			if (merge_header(mf, r, e) < 0)
				return drop_rest(recs, i + 1, to);
			continue;
		}
		if (!mf->have)
			papo_buf_adds(&mf->msg, "a row without a valid header "
			    "before it: not a papo-stats partial (write one "
			    "with --format partial)");
		else
			run = row_run(&mf->h, mf->map, &r->row, &mf->msg);
		if (run >= 0 && row_again(mf, run, &r->row.key)) {
			papo_buf_adds(&mf->msg, "this row (its run and key) "
			    "was given before in the same partial: it cannot "
			    "be true");
			run = -1;
		}
		if (run >= 0) {
			papo_stats_merge_row(&mf->m->run[run].st, &r->row.key,
			    &r->row.acc);
			mf->seen++;
		}
		papo_stats_partial_row_release(&r->row);
		if (mf->msg.len)
			rc = papo_filter_reject(mf->f, r->h.file, r->h.lineno,
			    mf->msg.s, e);
		if (rc < 0)
			return drop_rest(recs, i + 1, to);
	}
	return 0;
}

static const struct papo_filter_ops partial_ops = {
	sizeof(struct mrec), parse_partial, merge_lines, drop_partial
};

int
papo_stats_merge_file(struct papo_stats_merge *m, struct papo_filter *f,
    long target, struct papo_err *e)
{
	struct mfile mf;
	int rc;

	memset(&mf, 0, sizeof(mf));
	mf.m = m;
	mf.f = f;
	mf.target = target;
	f->ops = &partial_ops;
	f->tool = &mf;
	f->said_empty = 1;	/* an empty partial has its own message */
	rc = papo_filter_run(f, e);
	papo_buf_reset(&mf.msg);
	if (rc == 0 && mf.lines == 0)
		rc = papo_filter_reject(f, 0, 0, "empty file: not a "
		    "papo-stats partial (did the run that wrote it fail?)", e);
	else if (rc == 0 && mf.heads == 0 && f->keep_going)
		rc = papo_filter_reject(f, 0, 0, "no header line: not a "
		    "papo-stats partial", e);
	else if (rc == 0 && mf.have && mf.seen != mf.h.rows) {
		papo_buf_addf(&mf.msg, "the partial ends after %llu of the "
		    "%llu rows its header announced (cut short?)", mf.seen,
		    mf.h.rows);
		rc = papo_filter_reject(f, 0, mf.lastline, mf.msg.s, e);
	}
	papo_stats_partial_head_release(&mf.h);
	papo_buf_release(&mf.msg);
	papo_buf_release(&mf.where);
	free(mf.map);
	papo_hset_release(&mf.rows);
	return rc;
}

static int
long_cmp(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

static int
shard_cmp(const void *a, const void *b)
{
	const struct papo_stats_merge_shard *x = a, *y = b;

	if (x->target != y->target)
		return x->target < y->target ? -1 : 1;
	if (x->nshards != y->nshards)
		return x->nshards < y->nshards ? -1 : 1;
	if (x->shard != y->shard)
		return x->shard < y->shard ? -1 : 1;
	return 0;
}

/* Shards s[0, n) (one run, one N, sorted): whole sets?  Else say why. */
static int
check_set(const struct papo_stats_merge *m,
    const struct papo_stats_merge_shard *s, size_t n, struct papo_buf *msg)
{
	long N = s[0].nshards, i, c, lo = -1, hi = 0, lo_i = 0, hi_i = 0;
	size_t k = 0, missing = 0;
	struct papo_buf which = PAPO_BUF_INIT;

	for (i = 0; i < N; i++) {
		for (c = 0; k < n && s[k].shard == i; k++)
			c++;
		if (c == 0) {
			papo_buf_addf(&which, "%s%ld", missing ? ", " : "", i);
			missing++;
		}
		if (lo < 0 || c < lo) {
			lo = c;
			lo_i = i;
		}
		if (c > hi) {
			hi = c;
			hi_i = i;
		}
	}
	if (lo == hi) {
		papo_buf_release(&which);
		return 0;
	}
	if (s[0].target >= 0)
		papo_buf_addf(msg, "--run '%s': ", m->run[s[0].target].name);
	if (missing)
		papo_buf_addf(msg, "shard%s %s of %ld %s missing "
		    "(a partial lost or not given?)\n", missing > 1 ? "s" : "",
		    which.s, N, missing > 1 ? "are" : "is");
	else
		papo_buf_addf(msg, "shard %ld of %ld is given %ld times but "
		    "shard %ld only %ld (a partial given twice?)\n", hi_i, N,
		    hi, lo_i, lo);
	papo_buf_release(&which);
	return -1;
}

int
papo_stats_merge_finish(struct papo_stats_merge *m, int final,
    struct papo_buf *msg)
{
	size_t a, b;
	int rc = 0;

	/* no partial said anything: one empty unnamed run */
	if (m->nrun == 0)
		papo_stats_merge_run(m, NULL);
	if (m->by == NULL)
		m->by = papo_xstrdup("step");
	if (m->nshards)
		qsort(m->shards, m->nshards, sizeof(*m->shards), shard_cmp);
	if (!final) {
		/* a partial again: it says which shards it holds */
		for (a = 1; a < m->nshards; a++)
			if (m->shards[a].nshards != m->shards[0].nshards) {
				papo_buf_addf(msg, "partials of shards of %ld "
				    "and of %ld cannot make one partial (merge "
				    "each set first)", m->shards[0].nshards,
				    m->shards[a].nshards);
				return -1;
			}
		return 0;
	}
	for (a = 0; a < m->nshards; a = b) {
		for (b = a; b < m->nshards && m->shards[b].target ==
		    m->shards[a].target && m->shards[b].nshards ==
		    m->shards[a].nshards; b++)
			;
		if (check_set(m, m->shards + a, b - a, msg) < 0)
			rc = -1;
	}
	if (rc < 0 && msg->len)
		papo_buf_truncate(msg, msg->len - 1);	/* the last newline */
	return rc;
}

size_t
papo_stats_merge_held(const struct papo_stats_merge *m, long **held,
    unsigned long *nshards)
{
	size_t k;

	*held = NULL;
	*nshards = 0;
	if (m->nshards == 0)
		return 0;
	*held = papo_xcalloc(m->nshards, sizeof(**held));
	for (k = 0; k < m->nshards; k++)
		(*held)[k] = m->shards[k].shard;
	/* sorted by target first: sort the indexes alone */
	qsort(*held, m->nshards, sizeof(**held), long_cmp);
	*nshards = (unsigned long)m->shards[0].nshards;
	return m->nshards;
}
