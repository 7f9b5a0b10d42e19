/* SPDX-License-Identifier: MIT */
/*
 * jsonl_explode.c: --explode, a line that holds a whole group (a prompt,
 * its n responses and their scores in lists) read as n records.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "json.h"
#include "jsonl.h"
#include "jsonl_impl.h"
#include "xalloc.h"

/*
 * The tokens of the list fields p[0..np) in j, tok[k] (-1: absent).
 * Returns the lists' length n > 0; 0 when none is a list (the line is
 * a record already); -1 with e set (65) when they cannot be read as n
 * records.
 */
static long
lists_of(const struct papo_path *p, size_t np, const struct papo_json *j,
    int *tok, struct papo_err *e)
{
	size_t k, first = np;
	long n = 0;

	for (k = 0; k < np; k++) {
		if ((tok[k] = papo_json_find(j, &p[k], e)) == -2)
			return -1;
		if (tok[k] >= 0 && papo_json_type(j, tok[k]) ==
		    PAPO_JSON_ARRAY && first == np) {
			first = k;
			n = (long)j->tok[tok[k]].size;
		}
	}
	if (first == np)
		return 0;
	for (k = 0; k < np; k++) {
		int t = tok[k];

		if (t < 0)
			continue;
		if (papo_json_type(j, t) != PAPO_JSON_ARRAY)
			return papo_err_set(e, PAPO_EX_DATAERR, "field '%s' is "
			    "%s, not a list like '%s' (--explode)", p[k].spec,
			    papo_json_type_name(papo_json_type(j, t)),
			    p[first].spec);
		if ((long)j->tok[t].size != n)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "lists '%s' (%ld "
			    "element%s) and '%s' (%u) differ in length "
			    "(--explode)", p[first].spec, n, n == 1 ? "" : "s",
			    p[k].spec, (unsigned)j->tok[t].size);
	}
	if (n == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "list '%s' is empty: "
		    "the line holds no record (--explode)", p[first].spec);
	return n;
}

int
papo_reader_explode_why(const struct papo_path *p, size_t np,
    const char *s, size_t n, struct papo_err *e)
{
	struct papo_json j;
	int *tok = papo_xcalloc(np, sizeof(*tok));
	long r;

	papo_json_init(&j);
	r = papo_json_parse(&j, s, n, e);
	if (r == 0 && (r = lists_of(p, np, &j, tok, e)) >= 0)
		r = papo_err_set(e, PAPO_EX_DATAERR, "the lists of "
		    "--explode changed");	/* not reached: the reader's */
	papo_json_release(&j);
	free(tok);
	return (int)r;
}

/* Add line l to b as it is, with flags added. */
static void
add_as_is(struct papo_batch *b, const struct papo_line *l, uint8_t flags,
    size_t **offs, size_t *ocap)
{
	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	*offs = papo_xgrow(*offs, ocap, b->n + 1, sizeof(**offs));
	b->line[b->n] = *l;
	b->line[b->n].flags |= flags;
	(*offs)[b->n++] = (size_t)-1;
}

/*
 * Line l, parsed into j, whose lists tok[0..np) (-1: absent) are n
 * long: n lines into b->rows, each the line with the lists (in the
 * order they lie, ord) replaced by their element i; PAPO_LINE_SHARED
 * when n > 1 (the line's other fields are then no one record's).
 */
static void
explode_line(struct papo_batch *b, const struct papo_line *l,
    const struct papo_json *j, const int *tok, size_t np, long n,
    size_t **offs, size_t *ocap)
{
	size_t *ord = papo_xcalloc(np, sizeof(*ord));
	int *el = papo_xcalloc(np, sizeof(*el));
	size_t k, m, no = 0, cur, start, len;
	long i;

	for (k = 0; k < np; k++) {
		if (tok[k] < 0)
			continue;
		/* in the order they lie in the line: they never overlap */
		for (m = no; m > 0 && j->tok[tok[ord[m - 1]]].start >
		    j->tok[tok[k]].start; m--)
			ord[m] = ord[m - 1];
		ord[m] = k;
		no++;
		el[k] = tok[k] + 1;
	}
	for (i = 0; i < n; i++) {
		start = b->rows.len;
		cur = 0;
		for (m = 0; m < no; m++) {
			const char *raw;

			k = ord[m];
			papo_buf_add(&b->rows, l->s + cur,
			    j->tok[tok[k]].start - cur);
			raw = papo_json_raw(j, el[k], &len);
			papo_buf_add(&b->rows, raw, len);
			cur = j->tok[tok[k]].end;
			el[k] = (int)j->tok[el[k]].next;
		}
		papo_buf_add(&b->rows, l->s + cur, l->len - cur);
		b->line = papo_xgrow(b->line, &b->cap, b->n + 1,
		    sizeof(*b->line));
		*offs = papo_xgrow(*offs, ocap, b->n + 1, sizeof(**offs));
		b->line[b->n] = *l;
		if (n > 1)
			b->line[b->n].flags |= PAPO_LINE_SHARED;
		b->line[b->n].s = NULL;	/* rows may still move */
		b->line[b->n].len = b->rows.len - start;
		(*offs)[b->n++] = start;
	}
	free(ord);
	free(el);
}

void
papo_jsonl_explode(struct papo_reader *r, struct papo_batch *b)
{
	struct papo_json j;
	struct papo_err e;
	size_t i, *offs = NULL, ocap = 0;
	int *tok = papo_xcalloc(r->nexplode, sizeof(*tok));
	long n;

	b->cline = papo_xgrow(b->cline, &b->clinecap, b->n, sizeof(*b->cline));
	memcpy(b->cline, b->line, b->n * sizeof(*b->line));
	b->ncline = b->n;
	b->n = 0;
	papo_buf_reset(&b->rows);
	papo_json_init(&j);
	for (i = 0; i < b->ncline; i++) {
		const struct papo_line *l = &b->cline[i];

		if ((l->flags & PAPO_LINE_LONG) ||
		    papo_json_parse(&j, l->s, l->len, &e) < 0) {
			add_as_is(b, l, 0, &offs, &ocap);
			continue;
		}
		n = lists_of(r->explode, r->nexplode, &j, tok, &e);
		if (n <= 0)
			add_as_is(b, l, n < 0 ? PAPO_LINE_EXPLODE : 0, &offs,
			    &ocap);
		else {
			explode_line(b, l, &j, tok, r->nexplode, n, &offs,
			    &ocap);
			r->exploded++;
		}
	}
	papo_json_release(&j);
	free(tok);
	for (i = 0; i < b->n; i++)
		if (offs[i] != (size_t)-1)
			b->line[i].s = b->rows.s + offs[i];
	free(offs);
	if (r->keep && b->rows.len) {
		/* the records outlive the batch: the reader holds them */
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = papo_buf_detach(&b->rows, NULL);
	}
}
