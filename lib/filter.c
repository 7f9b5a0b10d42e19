/* SPDX-License-Identifier: MIT */
/* filter.c: the record loop every papo tool runs (see filter.h). */
#include <sys/stat.h>
#include <sys/uio.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "fields.h"
#include "filter.h"
#include "hash.h"
#include "xalloc.h"

#define STDIN_NAME "<stdin>"

int
papo_filter_threads(void)
{
#ifdef _OPENMP
	return omp_get_max_threads();
#else
	return 1;
#endif
}

void
papo_filter_init(struct papo_filter *f)
{
	memset(f, 0, sizeof(*f));
	f->batch = (size_t)4 << 20;
	f->task = 64;
	papo_out_init(&f->out, STDOUT_FILENO, "<stdout>");
}

/* The last component of path. */
static const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/*
 * Is path a file that one of skip's alternatives ('|' between them)
 * names: its last component is the alternative (or it compressed:
 * "aggregated_results.jsonl.gz"), or, for one that ends in '/', one of
 * its folders is ("token_exports/")?
 */
static int
skipped_one(const char *path, const char *skip, size_t n)
{
	const char *p, *b = base_name(path);

	if (n == 0 || skip[n - 1] != '/')
		return strlen(b) - papo_input_packed(b) == n &&
		    memcmp(b, skip, n) == 0;
	for (p = path; *p != '\0'; p++)
		if ((p == path || p[-1] == '/') && strncmp(p, skip, n) == 0)
			return 1;
	return 0;
}

const char *
papo_filter_skipped(const char *path, const char *skip, size_t *len)
{
	const char *e;

	for (;; skip = e + 1) {
		e = strchr(skip, '|');
		*len = e ? (size_t)(e - skip) : strlen(skip);
		if (skipped_one(path, skip, *len))
			return skip;
		if (e == NULL)
			return NULL;
	}
}

/* Is path among the n files of argv, either compressed or not (a step's
   training file gzipped, its validation file not)? */
static int
among(const char *path, char **argv, int n)
{
	size_t lp = strlen(path) - papo_input_packed(path), la;
	int k;

	for (k = 0; k < n; k++) {
		la = strlen(argv[k]) - papo_input_packed(argv[k]);
		if (la == lp && memcmp(argv[k], path, lp) == 0)
			return 1;
	}
	return 0;
}

/*
 * Leave out of argv (n files) each file that a row of f->beside (not
 * an evaluation's: drop_eval) finds beside a file read too; the files
 * left.
 */
static int
drop_beside(struct papo_filter *f, char **argv, int n)
{
	char **keep = papo_xcalloc((size_t)n + 1, sizeof(*keep)), msg[200];
	const struct papo_beside *b;
	int k, m = 0;

	for (k = 0; k < n; k++) {
		for (b = f->beside; b->dir != NULL; b++) {
			char *alt = b->eval ? NULL :
			    papo_beside_path(b, argv[k]);
			int hit = alt != NULL && among(alt, argv, n);

			free(alt);
			if (hit)
				break;
		}
		if (b->dir == NULL) {
			keep[m++] = argv[k];
			continue;
		}
		snprintf(msg, sizeof(msg), "skipped: %s (name it alone to "
		    "read it)", b->why);
		if (f->report)
			f->report(f->report_ctx, argv[k], 0, msg);
	}
	memcpy(argv, keep, (size_t)m * sizeof(*argv));
	free(keep);
	return m;
}

/*
 * Line a (na bytes) parsed into ja, and line b into jb: 1 when they
 * are objects whose member key has two values, the bytes around them
 * the same.
 */
static int
same_but(struct papo_json *ja, const char *a, size_t na,
    struct papo_json *jb, const char *b, size_t nb, const char *key)
{
	struct papo_err ign;
	const char *va, *vb;
	size_t la, lb, klen = strlen(key);
	int ta, tb;

	if (papo_json_parse(ja, a, na, &ign) < 0 ||
	    papo_json_parse(jb, b, nb, &ign) < 0 ||
	    ja->tok[0].type != PAPO_JSON_OBJECT ||
	    jb->tok[0].type != PAPO_JSON_OBJECT ||
	    (ta = papo_json_member(ja, 0, key, klen, &ign)) < 0 ||
	    (tb = papo_json_member(jb, 0, key, klen, &ign)) < 0)
		return 0;
	va = papo_json_raw(ja, ta, &la);
	vb = papo_json_raw(jb, tb, &lb);
	if ((la == lb && memcmp(va, vb, la) == 0) || va - a != vb - b ||
	    na - la != nb - lb)
		return 0;
	return memcmp(a, b, (size_t)(va - a)) == 0 &&
	    memcmp(va + la, vb + lb, na - (size_t)(va - a) - la) == 0;
}

/* A file read a line at a time (repeats_file). */
struct lines {
	struct papo_input in;
	struct papo_batch b;
	size_t at;
	int err;	/* a read failed */
};

/* The next line of l's file that is not blank, or NULL at its end or
   on an error (l->err set). */
static const struct papo_line *
next_line(struct lines *l)
{
	struct papo_err ign;

	for (;;) {
		if (l->at == l->b.n) {
			long k = papo_input_read(&l->in, &l->b, 64, &ign);

			l->err |= k < 0;
			if (k <= 0)
				return NULL;
			l->at = 0;
		}
		if (!papo_line_blank(l->b.line[l->at].s, l->b.line[l->at].len))
			return &l->b.line[l->at++];
		l->at++;
	}
}

/* l set to read file *path a line at a time: -1 when it cannot be
   opened, or is no regular file (standard input, a pipe named
   /dev/stdin or <(...): what is read ahead of the tool is lost to
   it). */
static int
lines_open(struct lines *l, char **path, size_t max_line)
{
	struct papo_err ign;
	struct stat st;

	memset(l, 0, sizeof(*l));
	if (strcmp(*path, "-") == 0 || stat(*path, &st) < 0 ||
	    !S_ISREG(st.st_mode) ||
	    papo_input_init(&l->in, 1, path, max_line, &ign) < 0)
		return -1;
	papo_batch_init(&l->b);
	return 0;
}

static void
lines_close(struct lines *l)
{
	papo_batch_release(&l->b);
	papo_input_release(&l->in);
}

/*
 * Files *a and *b: the number of their records when b holds a's
 * records again, line for line, but for the values of member key,
 * else 0 (a file that cannot be read, or no regular file, is never
 * such a file).  Read as the tools read them: compressed files too.
 */
static size_t
repeats_file(char **a, char **b, const char *key, size_t max_line)
{
	struct lines la, lb;
	struct papo_json ja, jb;
	const struct papo_line *x, *y;
	size_t n = 0;

	if (lines_open(&la, a, max_line) < 0)
		return 0;
	if (lines_open(&lb, b, max_line) < 0) {
		lines_close(&la);
		return 0;
	}
	papo_json_init(&ja);
	papo_json_init(&jb);
	for (;;) {
		x = next_line(&la);
		y = next_line(&lb);
		if (x == NULL || y == NULL) {
			if (x != y || la.err || lb.err)
				n = 0;
			break;
		}
		if ((x->flags | y->flags) != 0 || !same_but(&ja, x->s, x->len,
		    &jb, y->s, y->len, key)) {
			n = 0;
			break;
		}
		n++;
	}
	papo_json_release(&ja);
	papo_json_release(&jb);
	lines_close(&la);
	lines_close(&lb);
	return n;
}

static int mixed_file(const struct papo_filter *f, char **path,
    size_t max_line);

/*
 * Leave out of argv (n files) each file that holds the file before it
 * again but for the step (f->repeats: TRL's completions), read with
 * lines of up to max_line bytes; the files left.
 */
static int
drop_repeats(struct papo_filter *f, char **argv, int n, size_t max_line)
{
	char **keep = papo_xcalloc((size_t)n + 1, sizeof(*keep));
	struct papo_buf msg = PAPO_BUF_INIT;
	size_t r;
	int k, m = 0;

	for (k = 0; k < n; k++) {
		if (k == 0 || strcmp(argv[k], "-") == 0 ||
		    strcmp(argv[k - 1], "-") == 0 ||
		    (r = repeats_file(&argv[k - 1], &argv[k], f->repeats,
		    max_line)) == 0) {
			keep[m++] = argv[k];
			continue;
		}
		papo_buf_reset(&msg);
		papo_buf_addf(&msg, "skipped: its %zu records are those of "
		    "%s again but for their '%s' (TRL logs its last "
		    "generation again at each logging step until it "
		    "generates anew: num_iterations > 1, or "
		    "steps_per_generation over gradient_accumulation_steps); "
		    "%s (name it alone to read it)", r, argv[k - 1],
		    f->repeats, mixed_file(f, &argv[k], max_line) ?
		    "that file's rows are two generations', an evaluation's "
		    "over a training step's, and it is left out too" :
		    "read once, at the first");
		if (f->report)
			f->report(f->report_ctx, argv[k], 0, msg.s);
	}
	papo_buf_release(&msg);
	memcpy(argv, keep, (size_t)m * sizeof(*argv));
	free(keep);
	return m;
}

/* A step of records of one value of a member (repeats_within): the
   hash of each record without that value, its first line, its value. */
struct vrun {
	uint64_t *h;
	size_t n, cap;
	uint64_t line;
	struct papo_buf v;
};

/* 1 when run b holds run a's records again, value aside. */
static int
run_again(const struct vrun *a, const struct vrun *b)
{
	return a->line != 0 && a->n == b->n && (a->v.len != b->v.len ||
	    memcmp(a->v.s, b->v.s, b->v.len) != 0) &&
	    memcmp(a->h, b->h, b->n * sizeof(*b->h)) == 0;
}

/*
 * File *path of several steps' records, a step's in a row (TRL's
 * completions files joined into one: pd.concat, or the Hub dataset
 * log_completions_hub_repo fills, loaded whole): the line of the first
 * record of a run of one value of member key that holds the run before
 * it again, line for line, but for that value (into *prev: that run's
 * line; r[0] its value, r[1] the run's), else 0.  A line that is not an
 * object with that member ends the look (0).
 */
static uint64_t
repeats_within(char **path, const char *key, size_t max_line,
    struct vrun r[2], uint64_t *prev)
{
	struct lines l;
	struct papo_json j;
	struct papo_err ign;
	const struct papo_line *x;
	const char *v;
	size_t vl;
	uint64_t at = 0;
	int t, c = 1;

	if (lines_open(&l, path, max_line) < 0)
		return 0;
	papo_json_init(&j);
	r[0].line = r[1].line = 0;
	for (;;) {
		x = next_line(&l);
		if (x == NULL || x->flags != 0 || papo_json_parse(&j, x->s,
		    x->len, &ign) < 0 || j.tok[0].type != PAPO_JSON_OBJECT ||
		    (t = papo_json_member(&j, 0, key, strlen(key), &ign)) < 0) {
			if (x == NULL && !l.err && run_again(&r[!c], &r[c]))
				at = r[c].line;
			break;
		}
		v = papo_json_raw(&j, t, &vl);
		if (r[c].line == 0 || r[c].v.len != vl ||
		    memcmp(r[c].v.s, v, vl) != 0) {
			if (r[c].line != 0 && run_again(&r[!c], &r[c])) {
				at = r[c].line;
				break;
			}
			if (r[c].line != 0)
				c = !c;
			r[c].n = 0;
			r[c].line = x->lineno;
			papo_buf_reset(&r[c].v);
			papo_buf_add(&r[c].v, v, vl);
		}
		if (r[c].n == r[c].cap) {
			r[c].cap = r[c].cap ? 2 * r[c].cap : 64;
			r[c].h = papo_xrealloc(r[c].h, r[c].cap *
			    sizeof(*r[c].h));
		}
		r[c].h[r[c].n++] = papo_hash64(v + vl, x->len - (size_t)(v -
		    x->s) - vl, papo_hash64(x->s, (size_t)(v - x->s), 0));
	}
	if (at != 0) {
		*prev = r[!c].line;
		if (c == 0) {
			struct vrun tmp = r[0];

			r[0] = r[1];
			r[1] = tmp;
		}
	}
	papo_json_release(&j);
	lines_close(&l);
	return at;
}

/*
 * The files of argv (n) when f->repeats is set: a file of several
 * steps' records, one step's holding the step's before it again but for
 * f->repeats, is refused, naming its line; -1 then.
 */
static int
refuse_repeats_within(const struct papo_filter *f, char **argv, int n,
    size_t max_line, struct papo_err *e)
{
	struct vrun r[2];
	uint64_t at = 0, prev = 0;
	int k;

	memset(r, 0, sizeof(r));
	for (k = 0; k < n && at == 0; k++)
		if (strcmp(argv[k], "-") != 0)
			at = repeats_within(&argv[k], f->repeats, max_line, r,
			    &prev);
	if (at != 0)
		papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: the records of "
		    "'%s' %s from this line on are those of '%s' %s (line "
		    "%llu on) again, line for line, but for their '%s': "
		    "TRL's completions files of several steps joined into "
		    "one (TRL logs its last generation again at each logging "
		    "step until it generates anew: num_iterations > 1), "
		    "whose generations would each be counted once a step "
		    "that logged it; write a file a step, which papo reads "
		    "once each (papo(7), PRESETS, trl): mkdir -p completions "
		    "&& jq -r '.%s' %s | uniq | while read -r s; do jq -c "
		    "\"select(.%s == $s)\" %s > completions/"
		    "completions_$(printf %%05d \"$s\").jsonl; done",
		    argv[k - 1], (unsigned long long)at, f->repeats, r[1].v.s,
		    f->repeats, r[0].v.s, (unsigned long long)prev,
		    f->repeats, f->repeats, argv[k - 1], f->repeats,
		    argv[k - 1]);
	for (k = 0; k < 2; k++) {
		free(r[k].h);
		papo_buf_release(&r[k].v);
	}
	return at != 0 ? -1 : 0;
}

/* 1 when the first record of file *path is an object with member key
   (verl's validation dump: "reward"); a file that cannot be read, or
   standard input, has none. */
static int
first_has(char **path, const char *key, size_t max_line)
{
	struct lines l;
	struct papo_json j;
	struct papo_err ign;
	const struct papo_line *x;
	int r = 0;

	if (lines_open(&l, path, max_line) < 0)
		return 0;
	papo_json_init(&j);
	if ((x = next_line(&l)) != NULL && x->flags == 0 &&
	    papo_json_parse(&j, x->s, x->len, &ign) == 0 &&
	    j.tok[0].type == PAPO_JSON_OBJECT)
		r = papo_json_member(&j, 0, key, strlen(key), &ign) >= 0;
	papo_json_release(&j);
	lines_close(&l);
	return r;
}

/* What makes path an evaluation's file: the row of f->beside that
   names it, else its first record's f->eval_key; NULL: a training
   file. */
static const char *
eval_why(const struct papo_filter *f, char **path, size_t max_line)
{
	const struct papo_beside *b;

	for (b = f->beside; b != NULL && b->dir != NULL; b++)
		if (papo_fields_beside_eval(b, *path))
			return b->why;
	if (f->eval_key != NULL &&
	    first_has(path, f->eval_key->key, max_line))
		return f->eval_key->why;
	return NULL;
}

/*
 * Leave out of argv (n files) each evaluation's or validation's file
 * (eval_why) when a training file is among them too: its records are
 * no training step's, whatever its step; the files left (all of them
 * when none is a training file: the evaluations read alone).
 */
static int
drop_eval(struct papo_filter *f, char **argv, int n, size_t max_line)
{
	const char **why = papo_xcalloc((size_t)n, sizeof(*why));
	struct papo_buf msg = PAPO_BUF_INIT;
	int k, m = 0, train = -1;

	for (k = 0; k < n; k++)
		if ((why[k] = eval_why(f, &argv[k], max_line)) == NULL &&
		    train < 0)
			train = k;
	for (k = 0; k < n; k++) {
		if (train < 0 || why[k] == NULL) {
			argv[m++] = argv[k];
			continue;
		}
		papo_buf_reset(&msg);
		papo_buf_addf(&msg, "skipped: %s, read with the training "
		    "records of %s: an evaluation's records are no training "
		    "step's (name the evaluation's files alone to read them)",
		    why[k], strcmp(argv[train], "-") == 0 ? STDIN_NAME :
		    argv[train]);
		if (f->report)
			f->report(f->report_ctx, argv[k], 0, msg.s);
	}
	papo_buf_release(&msg);
	free(why);
	return m;
}

/*
 * Of the lengths of n runs, one block of equal lengths then one of
 * another: the index of the second's first run, else 0; not when the
 * second is one run whose length is a multiple of the first's (a
 * prompt drawn twice in a row, last).
 */
static size_t
two_blocks(const size_t *len, size_t n)
{
	size_t i, b = 0;

	for (i = 1; i < n; i++)
		if (len[i] != len[i - 1]) {
			if (b != 0)
				return 0;
			b = i;
		}
	if (b == 0 || (b == n - 1 && len[b] % len[0] == 0))
		return 0;
	return b;
}

/*
 * Of the lengths of n runs of a file's rows, one generation's groups a
 * run each: the index of the first run of another generation's, else
 * 0.  A first run shorter than every later one, two or more, is a
 * group cut (a deque that dropped rows from its left); a first run,
 * whole or cut, then
 * runs of one length, then of another, are two generations' groups.
 */
static size_t
runs_split(const size_t *len, size_t n)
{
	size_t i, min = SIZE_MAX, b;

	if (n < 2)
		return 0;
	for (i = 1; i < n; i++)
		if (len[i] < min)
			min = len[i];
	if (len[0] < min && n > 2)
		return 1;
	if ((b = two_blocks(len, n)) != 0)
		return b;
	return (b = two_blocks(len + 1, n - 1)) != 0 ? b + 1 : 0;
}

/*
 * The runs of records with one value of member key in file *path: the
 * count, their lengths in *len and their first lines in *at (grown to
 * *cap); 0 when a record has no such member or the file cannot be
 * read.
 */
static size_t
file_runs(char **path, const char *key, size_t max_line, size_t **len,
    uint64_t **at, size_t *cap)
{
	struct lines l;
	struct papo_json j;
	struct papo_err ign;
	struct papo_buf last = PAPO_BUF_INIT;
	const struct papo_line *x;
	const char *v;
	size_t n = 0, vl;
	int t;

	if (lines_open(&l, path, max_line) < 0)
		return 0;
	papo_json_init(&j);
	while ((x = next_line(&l)) != NULL) {
		if (x->flags != 0 || papo_json_parse(&j, x->s, x->len,
		    &ign) < 0 || j.tok[0].type != PAPO_JSON_OBJECT ||
		    (t = papo_json_member(&j, 0, key, strlen(key),
		    &ign)) < 0) {
			n = 0;
			break;
		}
		v = papo_json_raw(&j, t, &vl);
		if (n > 0 && vl == last.len && memcmp(v, last.s, vl) == 0) {
			(*len)[n - 1]++;
			continue;
		}
		if (n == *cap) {
			*cap = *cap ? 2 * *cap : 64;
			*len = papo_xrealloc(*len, *cap * sizeof(**len));
			*at = papo_xrealloc(*at, *cap * sizeof(**at));
		}
		(*len)[n] = 1;
		(*at)[n++] = x->lineno;
		papo_buf_reset(&last);
		papo_buf_add(&last, v, vl);
	}
	if (l.err)
		n = 0;
	papo_buf_release(&last);
	papo_json_release(&j);
	lines_close(&l);
	return n;
}

/* 1 when file *path's rows are two generations' by the runs of member
   f->runs (drop_mixed). */
static int
mixed_file(const struct papo_filter *f, char **path, size_t max_line)
{
	size_t *len = NULL, cap = 0, nr;
	uint64_t *at = NULL;
	int r;

	if (f->runs == NULL || strcmp(*path, "-") == 0)
		return 0;
	nr = file_runs(path, f->runs, max_line, &len, &at, &cap);
	r = nr > 0 && runs_split(len, nr) != 0;
	free(len);
	free(at);
	return r;
}

/*
 * Leave out of argv (n files) each file whose rows are two
 * generations' by the runs of member f->runs (TRL's completions
 * written in evaluation over a training step's file); named alone, such
 * a file is read, said so.  The files left.
 */
static int
drop_mixed(struct papo_filter *f, char **argv, int n, size_t max_line)
{
	struct papo_buf msg = PAPO_BUF_INIT;
	size_t *len = NULL, cap = 0, nr, b;
	uint64_t *at = NULL;
	int k, m = 0;

	for (k = 0; k < n; k++) {
		if (strcmp(argv[k], "-") == 0 || (nr = file_runs(&argv[k],
		    f->runs, max_line, &len, &at, &cap)) == 0 ||
		    (b = runs_split(len, nr)) == 0) {
			argv[m++] = argv[k];
			continue;
		}
		papo_buf_reset(&msg);
		if (b == 1 && len[0] < len[1] && nr > 2)
			papo_buf_addf(&msg, "the first '%s' has %zu records, "
			    "fewer than any after it (%zu from line %llu on)",
			    f->runs, len[0], len[1],
			    (unsigned long long)at[1]);
		else
			papo_buf_addf(&msg, "its records come %zu to a "
			    "'%s', then %zu from this line on", len[b - 1],
			    f->runs, len[b]);
		papo_buf_addf(&msg, ": rows of two generations, as TRL's "
		    "evaluation leaves the completions file of the step it "
		    "runs at (GRPOTrainer.log writes them, after what is "
		    "left of the step's generation, over the file of its "
		    "training step); at its 'step' an evaluation's rows "
		    "would count as that training step's; %s",
		    n > 1 ? "skipped (name it alone to read it)" :
		    "read, as named alone");
		if (f->report)
			f->report(f->report_ctx, argv[k], b == 1 &&
			    len[0] < len[1] && nr > 2 ? 0 : at[b], msg.s);
		if (n == 1)
			argv[m++] = argv[k];
	}
	free(len);
	free(at);
	papo_buf_release(&msg);
	return m;
}

int
papo_filter_open(struct papo_filter *f, int argc, char **argv,
    size_t max_line, struct papo_err *e)
{
	size_t i;
	int k, n = 0;

	/* a dump directory: its files */
	if (papo_input_dirs(argc, argv, &f->dirs, &f->ndirs, e) < 0)
		return -1;
	if (f->dirs != NULL) {
		argc = f->ndirs;
		argv = f->dirs;
	}
	if (f->skip != NULL && argc > 0) {
		/* files that are not records (a metrics file beside them) */
		const char *sk = NULL, *m;
		size_t skl = 0, ml;

		f->argv = papo_xcalloc((size_t)argc + 1, sizeof(*f->argv));
		for (k = 0; k < argc; k++) {
			if ((m = papo_filter_skipped(argv[k], f->skip,
			    &ml)) == NULL) {
				f->argv[n++] = argv[k];
				continue;
			}
			sk = m;
			skl = ml;
			if (f->report)
				f->report(f->report_ctx, argv[k], 0,
				    "skipped: not records");
		}
		argc = n;
		argv = f->argv;
		if (argc == 0 && sk != NULL)
			return papo_err_set(e, PAPO_EX_NOINPUT, "no input left "
			    "once files %s '%.*s' are skipped",
			    sk[skl - 1] == '/' ? "in" : "named", (int)skl, sk);
	}
	if (f->beside != NULL && argc > 1) {
		if (f->argv == NULL) {
			f->argv = papo_xcalloc((size_t)argc + 1,
			    sizeof(*f->argv));
			memcpy(f->argv, argv, (size_t)argc * sizeof(*argv));
			argv = f->argv;
		}
		argc = drop_beside(f, argv, argc);
	}
	if (f->repeats != NULL && argc > 1) {
		if (f->argv == NULL) {
			f->argv = papo_xcalloc((size_t)argc + 1,
			    sizeof(*f->argv));
			memcpy(f->argv, argv, (size_t)argc * sizeof(*argv));
			argv = f->argv;
		}
		argc = drop_repeats(f, argv, argc, max_line);
	}
	if ((f->runs != NULL || f->beside != NULL || f->eval_key != NULL) &&
	    argc > 0 && f->argv == NULL) {
		f->argv = papo_xcalloc((size_t)argc + 1, sizeof(*f->argv));
		memcpy(f->argv, argv, (size_t)argc * sizeof(*argv));
		argv = f->argv;
	}
	if ((f->beside != NULL || f->eval_key != NULL) && argc > 1)
		argc = drop_eval(f, argv, argc, max_line);
	if (f->runs != NULL && argc > 0)
		argc = drop_mixed(f, argv, argc, max_line);
	if (f->repeats != NULL &&
	    refuse_repeats_within(f, argv, argc, max_line, e) < 0)
		return -1;
	if (papo_input_init(&f->in, argc, argv, max_line, e) < 0)
		return -1;
	f->names = papo_xcalloc(f->in.n, sizeof(*f->names));
	for (i = 0; i < f->in.n; i++)
		f->names[i] = strcmp(f->in.names[i], "-") == 0 ? STDIN_NAME :
		    f->in.names[i];
	if (f->keep)
		papo_input_keep(&f->in);
	/*
	 * A line over the cap is a bad line like any other; its content is
	 * kept (on disk when it is not in a mapped file) only when it will
	 * be written as it is.
	 */
	f->in.longs = f->keep_going && (f->emit || f->writes) ?
	    PAPO_LONGS_KEEP :
	    PAPO_LONGS_SKIP;
	f->in.flow = f->pull ? PAPO_FLOW_NOWAIT : PAPO_FLOW_SHORT;
	f->in.columns = f->columns;
	f->in.explode = f->explode;
	f->in.nexplode = f->nexplode;
	return 0;
}

void
papo_filter_open_source(struct papo_filter *f,
    const struct papo_filter_source *src, size_t max_line)
{
	f->source = *src;
	f->in.max_line = max_line;
}

/* The next batch of the input: from the files, or from the source. */
static long
next_batch(struct papo_filter *f, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	long n;
	size_t i;

	if (f->source.read)
		return f->source.read(f->source.src, b, want, e);
	n = papo_input_read(&f->in, b, want, e);
	for (i = 0; n > 0 && !f->records && i < b->n; i++)
		f->records = (b->line[i].flags & PAPO_LINE_LONG) ||
		    !papo_line_blank(b->line[i].s, b->line[i].len);
	return n;
}

/*
 * At the end of files that held no record (none, or blank lines only):
 * said once, through f->report, the same in every tool; not an error
 * (an empty shard, an empty step of a pipeline).
 */
static void
no_records(struct papo_filter *f)
{
	if (f->records || f->source.read || f->report == NULL ||
	    f->said_empty)
		return;
	f->said_empty = 1;
	f->report(f->report_ctx, f->in.n == 1 ? f->names[0] : "the input", 0,
	    "no records (the input is empty)");
}

/*
 * At the end of the input: records were read with --explode, and not
 * one line held its lists (a list's name mistyped): every line was
 * read as the one record it is, which is said.
 */
static void
no_lists(struct papo_filter *f)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t k;

	if (!f->explode_given || f->records == 0 || f->in.exploded ||
	    f->report == NULL || f->said_lists)
		return;
	f->said_lists = 1;
	papo_buf_adds(&b, "no line holds the lists --explode names (");
	for (k = 0; k < f->nexplode; k++)
		papo_buf_addf(&b, "%s'%s'", k ? ", " : "", f->explode[k].spec);
	papo_buf_adds(&b, "): each line was read as the one record it is");
	f->report(f->report_ctx, f->in.n == 1 ? f->names[0] : "the input", 0,
	    b.s);
	papo_buf_release(&b);
}

void
papo_filter_fields(struct papo_filter *f, const struct papo_fields *fields)
{
	f->skip = fields->skip_file;
	f->beside = fields->beside;
	f->repeats = fields->repeats;
	f->runs = fields->runs;
	f->eval_key = fields->eval_key;
	f->columns = fields->columns;
	f->explode = fields->explode;
	f->nexplode = fields->nexplode;
	f->explode_given = fields->explode_given;
}

int
papo_filter_file_steps(const struct papo_filter *f,
    const struct papo_fields *fields, char ***steps, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t i;

	*steps = NULL;
	if (fields->step_file == NULL)
		return 0;
	(void)e;
	*steps = papo_xcalloc(f->in.n, sizeof(**steps));
	for (i = 0; i < f->in.n; i++)
		if (papo_fields_file_step(fields, f->in.names[i], &b) == 0)
			(*steps)[i] = papo_xstrdup(b.s);
	papo_buf_release(&b);
	return 0;
}

void
papo_filter_free_steps(const struct papo_filter *f, char **steps)
{
	size_t i;

	if (steps == NULL)
		return;
	for (i = 0; i < f->in.n; i++)
		free(steps[i]);
	free(steps);
}

const char *
papo_filter_name(const struct papo_filter *f, uint32_t i)
{
	if (f->source.name)
		return f->source.name(f->source.src, i);
	return i < f->in.n ? f->names[i] : STDIN_NAME;
}

int
papo_census_check(const struct papo_census *c,
    const struct papo_fields *f, enum papo_role role, const char *what,
    const struct papo_filter *flt, struct papo_err *e)
{
	const char *rn = papo_fields_role_name(role), *key, *pre;
	struct papo_buf hint = PAPO_BUF_INIT;
	size_t i;

	for (i = 0; i < c->nfile; i++) {
		if (c->seen[i] == 0 || c->have[i] > 0)
			continue;
		key = role == PAPO_F_ANSWER ? c->guess[i] : NULL;
		pre = c->preset[i];
		if (pre && f->preset && strcmp(pre, f->preset) == 0)
			pre = NULL;	/* it is the preset in use */
		papo_buf_addf(&hint, "--field %s=KEY", rn);
		if (key)
			papo_buf_addf(&hint, " (--field %s=%s?)", rn, key);
		if (pre)
			papo_buf_addf(&hint, ", or --preset %s", pre);
		papo_fields_census_note(f, c->keys[i], &hint);
		papo_err_set(e, PAPO_EX_DATAERR, "%s: no record has field "
		    "'%s' (%s); the first one's keys are %s: map it with %s",
		    papo_filter_name(flt, (uint32_t)i), f->path[role].spec,
		    what, c->keys[i] && *c->keys[i] ? c->keys[i] : "none",
		    hint.s);
		papo_buf_release(&hint);
		return -1;
	}
	return 0;
}

static struct papo_rec *
rec_at(const struct papo_filter *f, char *base, size_t i)
{
	return (struct papo_rec *)(void *)(base + i * f->ops->recsize);
}

/* A batch's records: where they are, and what the parse made of them. */
struct run {
	char *recs;		/* the batch's first record (keep mode: see
				   recs_of) */
	size_t n;
	size_t base;		/* keep mode: index of the first in f->all */
	int kept;		/* parsed in keep mode */
	int slot;		/* of recs, chunks and oend */
	int live;		/* parsed, not consumed */
};

/*
 * The first record of r.  In keep mode the array of every record may
 * have moved (grown) since r was parsed.
 */
static char *
recs_of(const struct papo_filter *f, const struct run *r)
{
	return r->kept ? f->all + r->base * f->ops->recsize : r->recs;
}

void
papo_filter_msg_file(const char *msg, const char *name, char *out, size_t outsz)
{
	static const char safe[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+:,@%=";
	struct papo_buf b = PAPO_BUF_INIT;
	const char *p, *q, *c;

	for (p = msg; (q = strchr(p, PAPO_MSG_FILE[0])) != NULL; p = q + 1) {
		papo_buf_add(&b, p, (size_t)(q - p));
		if (strcmp(name, "<stdin>") == 0)
			papo_buf_adds(&b, "FILE");
		else if (name[strspn(name, safe)] == '\0' && name[0] != '-')
			papo_buf_adds(&b, name);
		else {
			papo_buf_addc(&b, '\'');
			for (c = name; *c != '\0'; c++)
				if (*c == '\'')
					papo_buf_adds(&b, "'\\''");
				else
					papo_buf_addc(&b, *c);
			papo_buf_addc(&b, '\'');
		}
	}
	papo_buf_adds(&b, p);
	snprintf(out, outsz, "%s", b.s != NULL ? b.s : "");
	papo_buf_release(&b);
}

int
papo_filter_reject(struct papo_filter *f, uint32_t file, uint64_t lineno,
    const char *msg, struct papo_err *e)
{
	char named[sizeof(e->msg)];

	if (strchr(msg, PAPO_MSG_FILE[0]) != NULL) {
		papo_filter_msg_file(msg, papo_filter_name(f, file), named,
		    sizeof(named));
		msg = named;
	}
	if (!f->keep_going && lineno == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: %s",
		    papo_filter_name(f, file), msg);
	if (!f->keep_going)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %s",
		    papo_filter_name(f, file), (unsigned long long)lineno,
		    msg);
	f->nbad++;
	if (f->report)
		f->report(f->report_ctx, papo_filter_name(f, file), lineno,
		    msg);
	return 0;
}

/*
 * The last line of an input, with no newline after it, that ends
 * inside a JSON string, object or list: the input was cut there (a dump
 * still being written, a copy cut short), which the parser's message
 * alone does not say.  Said after it, in e.
 */
static void
cut_note(const struct papo_line *l, struct papo_err *e)
{
	size_t n = strlen(e->msg);

	if (l->tlen != 0 || (strstr(e->msg, "unterminated string") == NULL &&
	    strstr(e->msg, "unexpected end of line") == NULL))
		return;
	snprintf(e->msg + n, sizeof(e->msg) - n, "; the input ends inside "
	    "this line, with no newline after it: cut off, or still being "
	    "written?");
}

/*
 * A line refused for bytes that are not UTF-8: which byte, and the way
 * out, said after the parser's message in e.  Where the line holds no
 * other character of more than one byte, it is text in a one-byte
 * encoding (Latin-1, Windows-1252: a spreadsheet's or an old tool's
 * export), which iconv converts; where it holds well-formed ones too,
 * the line was damaged (a character cut), and iconv would garble the
 * rest of it.  -k passes the line on, when it is not given already.
 */
static void
utf8_note(int keep_going, const struct papo_line *l, struct papo_err *e)
{
	const unsigned char *s = (const unsigned char *)l->s;
	size_t n = strlen(e->msg), i, k, multi = 0, bad = l->len;

	if (strstr(e->msg, "invalid UTF-8 in string") == NULL)
		return;
	for (i = 0; i < l->len; i += k ? k : 1) {
		k = papo_utf8_seq(s + i, l->len - i);
		if (k == 0 && bad == l->len)
			bad = i;
		multi += k > 1;
	}
	if (bad == l->len)
		return;
	snprintf(e->msg + n, sizeof(e->msg) - n, "; byte 0x%02X is not "
	    "UTF-8%s%s", s[bad], multi ? ", among UTF-8 text: a line "
	    "damaged (a character cut?)" : ": text in Latin-1 or "
	    "Windows-1252? iconv -f CP1252 -t UTF-8 converts a file all in it",
	    keep_going ? "" : "; -k passes the line on");
}

void
papo_filter_line_note(const struct papo_line *l, int keep_going,
    struct papo_err *e)
{
	cut_note(l, e);
	utf8_note(keep_going, l, e);
}

/*
 * Parse line l of batch b into record h (out: emit mode's, or NULL);
 * fresh: h has never been written (zero already, see prepare).
 */
static void
parse_line(struct papo_filter *f, void *w, const struct papo_batch *b,
    const struct papo_line *l, struct papo_rec *h, struct papo_buf *out,
    int fresh)
{
	struct papo_err e;

	if (!fresh)
		memset(h, 0, f->ops->recsize);
	h->s = l->s;
	h->len = l->len;
	h->lineno = l->lineno;
	h->file = b->file;
	h->tlen = l->tlen;
	h->shared = (l->flags & PAPO_LINE_SHARED) != 0;
	if (f->shard != 0 && ((l->flags & (PAPO_LINE_LONG |
	    PAPO_LINE_EXPLODE)) || papo_line_blank(l->s, l->len))) {
		h->kind = PAPO_REC_OTHER;	/* shard 0 has them */
	} else if (l->flags & PAPO_LINE_EXPLODE) {
		h->kind = PAPO_REC_BAD;
		papo_reader_explode_why(f->explode, f->nexplode, l->s,
		    l->len, &e);
		h->err = papo_xstrdup(e.msg);
	} else if (l->flags & PAPO_LINE_LONG) {
		h->kind = PAPO_REC_BAD;
		papo_err_set(&e, PAPO_EX_DATAERR, "line longer than %zu bytes "
		    "(raise --max-line)", f->in.max_line ? f->in.max_line :
		    PAPO_MAX_LINE_DEFAULT);
		h->err = papo_xstrdup(e.msg);
	} else if (papo_line_blank(l->s, l->len)) {
		h->kind = PAPO_REC_BLANK;
	} else {
		papo_err_clear(&e);
		if (f->ops->parse(f->tool, w, h, out, &e) < 0) {
			h->kind = PAPO_REC_BAD;
			papo_filter_line_note(l, f->keep_going, &e);
			h->err = papo_xstrdup(e.msg);
		}
	}
}

/* The bytes a record's output is reserved beyond its line (a tool's
   fields, the line's end). */
#define FILTER_ADDED	128

/* Parse lines [a, z) of batch b into r's records; task t of the batch. */
static void
parse_lines(struct papo_filter *f, const struct papo_batch *b,
    const struct run *r, size_t a, size_t z, size_t t)
{
#ifdef _OPENMP
	void *w = f->worker ? f->worker[omp_get_thread_num()] : NULL;
#else
	void *w = f->worker ? f->worker[0] : NULL;
#endif
	struct papo_buf *out = f->emit ? &f->chunk[r->slot][t] : NULL;
	char *recs = recs_of(f, r);
	size_t i, want = 0;

	if (out) {
		papo_buf_reset(out);
		/* room for the lines and what a tool adds to each, at
		   once: not a chain of doublings from the first batch's
		   first record (each copying what the chunk held) */
		for (i = a; i < z; i++)
			want += b->line[i].len + FILTER_ADDED;
		(void)papo_buf_reserve(out, want);
	}
	for (i = a; i < z; i++) {
		struct papo_rec *h = rec_at(f, recs, i);
		size_t mark = out ? out->len : 0;

		parse_line(f, w, b, &b->line[i], h, out, r->kept);
		if (out == NULL)
			continue;
		if (h->kind != PAPO_REC_OK) {
			papo_buf_truncate(out, mark);
			/* another shard's: nothing; else the line, as is */
			f->oend[r->slot][i] = h->kind == PAPO_REC_OTHER ?
			    mark : SIZE_MAX;
			continue;
		}
		if (h->tlen == 2)
			papo_buf_add(out, "\r\n", 2);
		else
			papo_buf_addc(out, '\n');
		f->oend[r->slot][i] = out->len;
	}
}

/* Emit mode: write records [0, upto) of r in order. */
static int
emit(struct papo_filter *f, const struct run *r, size_t upto,
    struct papo_err *e)
{
	static const char nl[] = "\r\n";
	char *recs = recs_of(f, r);
	size_t i, pos = 0;

	for (i = 0; i < upto; i++) {
		const struct papo_rec *h = rec_at(f, recs, i);
		size_t end = f->oend[r->slot][i];
		const struct papo_buf *c = &f->chunk[r->slot][i / f->task];

		if (i % f->task == 0)
			pos = 0;
		if (end != SIZE_MAX) {
			/* generated: joins the piece before it in its chunk */
			papo_iovs_add(&f->out_iov, c->s + pos, end - pos);
			pos = end;
			continue;
		}
		/* a line as is, ended as it was, or by a newline where the
		   input ends without one (every output line ends in one) */
		papo_iovs_add(&f->out_iov, h->s, h->len);
		papo_iovs_add(&f->out_iov, h->tlen == 2 ? nl : nl + 1,
		    h->tlen == 2 ? 2 : 1);
	}
	return papo_filter_writev(f, &f->out_iov, e);
}

/* Free the errors of r's records [from, n); drop those never consumed. */
static void
finish_recs(struct papo_filter *f, struct run *r, size_t from,
    size_t consumed)
{
	char *recs = recs_of(f, r);
	size_t i;

	for (i = from; i < r->n; i++) {
		struct papo_rec *h = rec_at(f, recs, i);

		if (i >= consumed && h->kind == PAPO_REC_OK && f->ops->drop)
			f->ops->drop(f->tool, h);
		free(h->err);
		h->err = NULL;
	}
	r->live = 0;
}

/*
 * Hand r's records to the tool in order: bad ones are reported (-k) or
 * stop the run before them; emit mode writes them.
 */
static int
consume(struct papo_filter *f, struct run *r, struct papo_err *e)
{
	char *recs = recs_of(f, r);
	size_t i, upto = r->n;
	int rc = 0;

	for (i = 0; i < r->n; i++) {
		const struct papo_rec *h = rec_at(f, recs, i);

		if (h->kind != PAPO_REC_BAD)
			continue;
		/* reported and counted under -k, else the end of the run */
		if (papo_filter_reject(f, h->file, h->lineno, h->err, e) < 0) {
			rc = -1;
			upto = i;
			break;
		}
	}
	if (f->emit && emit(f, r, upto, e) < 0) {
		finish_recs(f, r, 0, 0);
		return -1;
	}
	if (f->ops->consume && upto > 0 && f->ops->consume(f->tool,
	    r->kept ? f->all : recs, r->kept ? r->base : 0,
	    (r->kept ? r->base : 0) + upto, e) < 0)
		rc = -1;
	if (r->kept)
		f->nall = r->base + upto;
	if (f->progress) {
		for (i = 0; i < upto; i++) {
			const struct papo_rec *h = rec_at(f, recs, i);

			f->nbytes += h->len + h->tlen;
		}
		f->nlines += upto;
		f->progress(f->progress_ctx, f->nlines, f->nbytes);
	}
	finish_recs(f, r, 0, upto);
	return rc;
}

/*
 * A batch smaller than this is parsed by one thread: waking the others
 * costs more than they save, and a woken team idles in a spin between
 * the small batches a pipe brings.
 */
#define PAR_BYTES ((size_t)256 << 10)

/* The bytes of batch b's lines. */
static size_t
batch_bytes(const struct papo_batch *b)
{
	size_t i, n = 0;

	for (i = 0; i < b->n && n < PAR_BYTES; i++)
		n += b->line[i].len;
	return n;
}

/* Make room for batch b's records in slot s; r describes them. */
static void
prepare(struct papo_filter *f, const struct papo_batch *b, int s,
    struct run *r)
{
	size_t n = b->n, nt = (n + f->task - 1) / f->task, i;

	r->n = n;
	r->slot = s;
	r->live = 1;
	if (f->unkeep && f->keep) {
		/* no read is under way: the next reads keep nothing */
		f->keep = 0;
		f->batch = f->unkeep;
		papo_input_unkeep(&f->in);
	}
	r->kept = f->keep;
	if (f->keep) {
		r->base = f->nparsed;
		f->nparsed += n;
		if (f->nparsed * f->ops->recsize > f->allcap) {
			/*
			 * every record of the input: grown by mremap, not
			 * copied, advised huge pages before any is touched
			 * (xalloc.h); realloc's copies, each into pages
			 * faulted in anew, were a fifth of gathering's time.
			 * Its pages come zero from the kernel and each
			 * record is written once: parse_line does not
			 * clear a kept record again.
			 */
			size_t cap = f->allcap ? f->allcap : (size_t)1 << 20;

			while (cap < f->nparsed * f->ops->recsize)
				cap *= 2;
			f->all = papo_xbig(f->all, f->allcap, cap);
			f->allcap = cap;
		}
		r->recs = NULL;
	} else {
		r->base = 0;
		f->recs[s] = papo_xgrow(f->recs[s], &f->reccap[s],
		    n * f->ops->recsize, 1);
		r->recs = f->recs[s];
	}
	if (!f->emit)
		return;
	f->oend[s] = papo_xgrow(f->oend[s], &f->oendcap[s], n,
	    sizeof(*f->oend[s]));
	if (nt > f->chunkcap[s]) {
		f->chunk[s] = papo_xrealloc(f->chunk[s],
		    nt * sizeof(*f->chunk[s]));
		for (i = f->chunkcap[s]; i < nt; i++)
			papo_buf_init(&f->chunk[s][i]);
		f->chunkcap[s] = nt;
	}
	f->nchunk[s] = nt;
}

int
papo_filter_run(struct papo_filter *f, struct papo_err *e)
{
	struct run cur, prev;
	struct papo_err re, ce;
	long n, next = 0;
	int k = 0, rc = 0, par;

	memset(&prev, 0, sizeof(prev));
	/* a small first batch, so that parsing starts early */
	if ((n = next_batch(f, &f->slot[0].b, f->first ? f->first :
	    f->batch / 8, e)) < 0)
		return -1;
	while (n > 0) {
		struct papo_batch *b = &f->slot[k % 3].b;
		int wait = b->wait, crc = 0;

		prepare(f, b, k % 2, &cur);
		papo_err_clear(&re);
		papo_err_clear(&ce);
		next = 0;
		/*
		 * Threads only for a batch worth them: a pipe's short
		 * batches (records flowing one by one, a coprocess) are
		 * parsed by this thread, and the others stay asleep.
		 */
		par = batch_bytes(b) >= PAR_BYTES || cur.n > 4 * f->task;
		(void)par; /* read by the pragma alone (OPENMP= has none) */
		#pragma omp parallel if (par)
		#pragma omp single
		{
			size_t a, t;

			if (!wait) {
				#pragma omp task
				next = next_batch(f, &f->slot[(k + 1) % 3].b,
				    f->batch, &re);
			}
			if (prev.live) {
				#pragma omp task
				crc = consume(f, &prev, &ce);
			}
			for (a = 0, t = 0; a < cur.n; a += f->task, t++) {
				#pragma omp task
				parse_lines(f, b, &cur, a, a + f->task < cur.n ?
				    a + f->task : cur.n, t);
			}
		}
		if (crc < 0) {
			*e = ce;
			finish_recs(f, &cur, 0, 0);
			return -1;
		}
		prev = cur;
		if (wait) {
			/*
			 * Nothing more is ready: what has come is consumed
			 * and written before the read that waits.
			 */
			if (consume(f, &prev, e) < 0 ||
			    papo_out_flush(&f->out, e) < 0)
				return -1;
			next = next_batch(f, &f->slot[(k + 1) % 3].b,
			    f->batch, &re);
		}
		if (next < 0) {
			/* the records before a read error are consumed */
			if (prev.live && consume(f, &prev, e) < 0)
				return -1;
			*e = re;
			return -1;
		}
		n = next;
		k++;
	}
	if (prev.live)
		rc = consume(f, &prev, e);
	if (rc == 0) {
		no_records(f);
		no_lists(f);
	}
	return rc;
}

int
papo_filter_next(struct papo_filter *f, void **rec, struct papo_err *e)
{
	struct papo_batch *b = &f->slot[0].b;
	struct papo_rec *h;
	long n;

	/* one line of the batch, parsed as the batch engine parses it;
	   another shard's are passed over */
	if (f->recs[0] == NULL)
		f->recs[0] = papo_xcalloc(1, f->ops->recsize);
	h = (struct papo_rec *)(void *)f->recs[0];
	do {
		while (f->pulled >= b->n) {
			if ((n = next_batch(f, b, f->batch, e)) < 0)
				return -1;
			if (n == 0 && !b->wait) {
				no_records(f);
				no_lists(f);
			}
			if (n == 0)
				return b->wait ? 0 : 2;
			f->pulled = 0;
		}
		free(h->err);
		parse_line(f, f->worker ? f->worker[0] : NULL, b,
		    &b->line[f->pulled], h, NULL, 0);
		f->pulled++;
	} while (h->kind == PAPO_REC_OTHER);
	*rec = h;
	if (h->kind == PAPO_REC_BAD &&
	    papo_filter_reject(f, h->file, h->lineno, h->err, e) < 0)
		return -1;
	return 1;
}

int
papo_filter_pollfd(const struct papo_filter *f)
{
	if (!f->in.open || f->in.r.eof || f->in.r.map != NULL ||
	    f->in.r.fd < 0)
		return -1;
	return f->in.r.fd;
}

void *
papo_filter_recs(struct papo_filter *f, size_t *n)
{
	*n = f->nall;
	return f->all;
}

void
papo_filter_unkeep(struct papo_filter *f, size_t batch)
{
	f->unkeep = batch ? batch : f->batch;
}

void
papo_iovs_add(struct papo_iovs *o, const void *p, size_t len)
{
	struct iovec *last = o->n ? &o->v[o->n - 1] : NULL;

	if (len == 0)
		return;
	if (last && (const char *)last->iov_base + last->iov_len == p) {
		last->iov_len += len;
		return;
	}
	if (o->n == o->cap)
		o->v = papo_xgrow(o->v, &o->cap, o->n + 1, sizeof(*o->v));
	o->v[o->n].iov_base = (void *)(uintptr_t)p;
	o->v[o->n++].iov_len = len;
}

void
papo_iovs_release(struct papo_iovs *o)
{
	free(o->v);
	memset(o, 0, sizeof(*o));
}

int
papo_filter_writev(struct papo_filter *f, struct papo_iovs *o,
    struct papo_err *e)
{
	size_t n = o->n;

	o->n = 0;
	return n ? papo_out_writev(&f->out, o->v, n, e) : 0;
}

int
papo_filter_flush(struct papo_filter *f, struct papo_err *e)
{
	return papo_out_flush(&f->out, e);
}

void
papo_filter_release(struct papo_filter *f)
{
	size_t i;
	int s;

	for (s = 0; s < 3; s++)
		papo_batch_release(&f->slot[s].b);
	if (f->pull && f->recs[0])
		free(((struct papo_rec *)(void *)f->recs[0])->err);
	for (s = 0; s < 2; s++) {
		free(f->recs[s]);
		for (i = 0; i < f->chunkcap[s]; i++)
			papo_buf_release(&f->chunk[s][i]);
		free(f->chunk[s]);
		free(f->oend[s]);
	}
	papo_xbig_free(f->all, f->allcap);
	papo_iovs_release(&f->out_iov);
	free(f->names);
	free(f->argv);
	papo_input_release(&f->in);
	if (f->dirs)
		papo_input_dirs_free(f->dirs, (size_t)f->ndirs);
	papo_out_release(&f->out);
	memset(f, 0, sizeof(*f));
}
