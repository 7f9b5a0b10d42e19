/* SPDX-License-Identifier: MIT */
/* jsonl_scan.c: JSON input (an array, pretty-printed texts) as records. */
#include <sys/mman.h>

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jsonl.h"
#include "jsonl_impl.h"
#include "xalloc.h"

/*
 * JSON mode (see papo_reader_read): a JSON array of records, or JSON
 * texts one after another, read as they come by a scanner of the
 * structure alone (brackets, strings); each record is copied without
 * the white space outside its strings into the batch's jrows, and the
 * tool's parse checks the rest.
 */
enum { J_START, J_BETWEEN, J_IN, J_DONE };

struct papo_jtext {
	int kind;		/* JARRAY or JTEXTS */
	int state;
	int comma;		/* JARRAY: a record ended; ',' or ']' next */
	int any;		/* JARRAY: a record was read */
	int instr, esc;		/* in a string, after a backslash */
	int scalar;		/* the record is a bare number or word */
	int gap;		/* white space since the last byte kept */
	struct papo_buf stack;	/* the brackets open in the record */
	struct papo_buf el;	/* the record so far */
	uint64_t line;		/* of the next byte, from 1 */
	uint64_t elline;	/* where the record started */
	uint64_t arrline;	/* where the array started */
	size_t *offs;		/* the batch's records in jrows */
	size_t offcap;
};

static int
jspace(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* A byte of a number or of true, false, null. */
static int
jword(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '.' || c == '-' || c == '+';
}

/*
 * What the first bytes s[0, n) of a file say it is: JARRAY, JTEXTS or
 * JSONL, or -1 when the first line is not all there yet (more is to
 * come: not eof).
 */
static int
jdecide(const char *s, size_t n, int eof)
{
	size_t i = 0, depth = 0;
	int instr = 0, esc = 0;

	while (i < n && jspace(s[i]))
		i++;
	if (i == n)
		return eof ? JSONL : -1;
	if (s[i] == '[')
		return JARRAY;
	if (s[i] != '{')
		return JSONL;
	for (; i < n; i++) {
		char c = s[i];

		if (instr) {
			if (esc)
				esc = 0;
			else if (c == '\\')
				esc = 1;
			else if (c == '"')
				instr = 0;
			else if (c == '\n')
				return JSONL;	/* a line cut short */
		} else if (c == '"')
			instr = 1;
		else if (c == '{' || c == '[')
			depth++;
		else if (c == '}' || c == ']') {
			if (--depth == 0)
				return JSONL;	/* a value on its line */
		} else if (c == '\n')
			return JTEXTS;
	}
	return eof ? JTEXTS : -1;
}

/*
 * jdecide on the first line within --max-line: a first line longer
 * than that which has not decided is JSONL (a long line, under the
 * long-line policy).  The same bytes decide the same way whether they
 * are mapped or come through a pipe in blocks.
 */
int
papo_jsonl_decide(const struct papo_reader *r, const char *s, size_t n, int eof)
{
	size_t cap = r->max_line < SIZE_MAX ? r->max_line + 1 : SIZE_MAX;
	int k;

	if (n > cap) {
		n = cap;
		eof = 0;
	}
	k = jdecide(s, n, eof);
	return k < 0 && n >= cap ? JSONL : k;
}

void
papo_jsonl_jtext_free(struct papo_jtext *jt)
{
	if (jt == NULL)
		return;
	papo_buf_release(&jt->stack);
	papo_buf_release(&jt->el);
	free(jt->offs);
	free(jt);
}

void
papo_jsonl_jtext_start(struct papo_reader *r, int kind)
{
	struct papo_jtext *jt = papo_xcalloc(1, sizeof(*jt));

	jt->kind = kind;
	jt->state = kind == JARRAY ? J_START : J_BETWEEN;
	jt->line = r->lineno + 1;
	papo_buf_init(&jt->stack);
	papo_buf_init(&jt->el);
	r->jt = jt;
}

static int
jerr(const struct papo_reader *r, struct papo_err *e, const char *what)
{
	const struct papo_jtext *jt = r->jt;

	if (jt->state == J_IN && jt->elline != jt->line)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %s (in the "
		    "JSON record from line %llu)", r->name,
		    (unsigned long long)jt->line, what,
		    (unsigned long long)jt->elline);
	return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %s", r->name,
	    (unsigned long long)jt->line, what);
}

/* The record in jt->el is complete: it is the batch's next line. */
static int
jemit(struct papo_reader *r, struct papo_batch *b, struct papo_err *e)
{
	struct papo_jtext *jt = r->jt;
	struct papo_line *l;

	jt->state = J_BETWEEN;
	jt->comma = jt->kind == JARRAY;
	jt->any = 1;
	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	jt->offs = papo_xgrow(jt->offs, &jt->offcap, b->n + 1,
	    sizeof(*jt->offs));
	l = &b->line[b->n];
	memset(l, 0, sizeof(*l));
	l->tlen = 1;
	l->lineno = jt->elline;
	if (jt->el.len > r->max_line) {
		if (r->longs == PAPO_LONGS_ERROR) {
			jt->line = jt->elline;
			return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: "
			    "record longer than %zu bytes (raise --max-line)",
			    r->name, (unsigned long long)jt->elline,
			    r->max_line);
		}
		l->flags = PAPO_LINE_LONG;
	}
	jt->offs[b->n] = b->jrows.len;
	if (!(l->flags && r->longs == PAPO_LONGS_SKIP)) {
		papo_buf_add(&b->jrows, jt->el.s, jt->el.len);
		l->len = jt->el.len;
	}
	b->n++;
	papo_buf_reset(&jt->el);
	return 0;
}

/* Start a record at byte c (not white space). */
static void
jbegin(struct papo_jtext *jt, char c)
{
	jt->state = J_IN;
	jt->elline = jt->line;
	jt->scalar = 0;
	papo_buf_reset(&jt->el);
	papo_buf_reset(&jt->stack);
	papo_buf_addc(&jt->el, c);
	if (c == '{' || c == '[')
		papo_buf_addc(&jt->stack, c);
	else if (c == '"')
		jt->instr = 1;
	else
		jt->scalar = 1;
}

/*
 * Byte c (not white space) between records: the end of the array, the
 * comma after a record, or the start of the next.  -1 with e set.
 */
static int
jbetween(struct papo_reader *r, char c, struct papo_err *e)
{
	struct papo_jtext *jt = r->jt;

	if (jt->kind == JARRAY && c == ']' && (jt->comma || !jt->any)) {
		jt->state = J_DONE;
		return 0;
	}
	if (jt->kind == JARRAY && jt->comma) {
		if (c != ',')
			return jerr(r, e, "',' or ']' expected after a record "
			    "of the JSON array");
		jt->comma = 0;
		return 0;
	}
	if (c == ',' || c == ']' || c == '}')
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: '%c' where "
		    "a JSON record should start", r->name,
		    (unsigned long long)jt->line, c);
	jbegin(jt, c);
	return 0;
}

/*
 * Byte c (not white space, not in a string) of a record in brackets:
 * kept, the brackets matched, the record emitted when they close.  -1
 * with e set.
 */
static int
jbracketed(struct papo_reader *r, struct papo_batch *b, char c,
    struct papo_err *e)
{
	struct papo_jtext *jt = r->jt;

	papo_buf_addc(&jt->el, c);
	if (c == '"')
		jt->instr = 1;
	else if (c == '{' || c == '[')
		papo_buf_addc(&jt->stack, c);
	else if (c == '}' || c == ']') {
		if (jt->stack.s[jt->stack.len - 1] != (c == '}' ? '{' : '['))
			return jerr(r, e, c == '}' ? "'}' closes a '['" :
			    "']' closes a '{'");
		jt->stack.s[--jt->stack.len] = '\0';
		if (jt->stack.len == 0 && jemit(r, b, e) < 0)
			return -1;
	}
	if (jt->el.len > r->max_line && r->longs == PAPO_LONGS_ERROR) {
		jt->line = jt->elline;
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: record "
		    "longer than %zu bytes (raise --max-line)", r->name,
		    (unsigned long long)jt->elline, r->max_line);
	}
	return 0;
}

/* Scan s[0, n) of the file; eof: nothing comes after. */
static int
jfeed(struct papo_reader *r, struct papo_batch *b, const char *s, size_t n,
    int eof, struct papo_err *e)
{
	struct papo_jtext *jt = r->jt;
	size_t i;
	char c;

	for (i = 0; i < n; i++) {
		c = s[i];
		if (jt->state == J_IN && jt->instr) {
			if (c == '\n')
				return jerr(r, e, "a string runs over the end "
				    "of the line");
			papo_buf_addc(&jt->el, c);
			if (jt->esc)
				jt->esc = 0;
			else if (c == '\\')
				jt->esc = 1;
			else if (c == '"') {
				jt->instr = 0;
				if (jt->stack.len == 0 && jemit(r, b, e) < 0)
					return -1;
			}
			continue;
		}
		if (jt->state == J_IN && jt->scalar) {
			if (!jspace(c) && !strchr(",]}[{\"", c)) {
				papo_buf_addc(&jt->el, c);
				continue;
			}
			if (jemit(r, b, e) < 0)
				return -1;
		}
		if (c == '\n')
			jt->line++;
		if (jspace(c)) {
			jt->gap = 1;
			continue;
		}
		/* "2 3" stays two numbers (and an error) */
		if (jt->state == J_IN && jt->gap && jword(c) &&
		    jword(jt->el.s[jt->el.len - 1]))
			papo_buf_addc(&jt->el, ' ');
		jt->gap = 0;
		switch (jt->state) {
		case J_START:
			jt->arrline = jt->line;
			jt->state = J_BETWEEN;	/* jdecide saw the '[' */
			break;
		case J_DONE:
			return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: '%c' "
			    "after the end of the JSON array of line %llu",
			    r->name, (unsigned long long)jt->line, c,
			    (unsigned long long)jt->arrline);
		case J_BETWEEN:
			if (jbetween(r, c, e) < 0)
				return -1;
			break;
		default:	/* J_IN, in brackets */
			if (jbracketed(r, b, c, e) < 0)
				return -1;
			break;
		}
	}
	if (!eof)
		return 0;
	if (jt->state == J_IN && jt->scalar)
		return jemit(r, b, e);
	if (jt->state == J_IN)
		return jerr(r, e, "the file ends inside a JSON record (cut "
		    "short?)");
	if (jt->kind == JARRAY && jt->state != J_DONE)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: the file "
		    "ends inside the JSON array of line %llu (cut short?)",
		    r->name, (unsigned long long)jt->line,
		    (unsigned long long)jt->arrline);
	return 0;
}

/*
 * After a jfeed: the records' lines point into jrows; an error after
 * some records waits for the next read, as a line too long does.
 */
static long
jdone(struct papo_reader *r, struct papo_batch *b, int k,
    struct papo_err *e)
{
	size_t i;

	if (k < 0 && b->n == 0)
		return -1;
	if (k < 0) {
		r->perr = *e;
		r->pending = 1;
	}
	for (i = 0; i < b->n; i++)
		b->line[i].s = b->line[i].len ? b->jrows.s + r->jt->offs[i] :
		    "";
	if (r->keep && b->jrows.len) {
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = papo_buf_detach(&b->jrows, NULL);
	}
	return (long)b->n;
}

/* JSON mode, a mapped file: want bytes at a time, until a record. */
long
papo_jsonl_jread_mapped(struct papo_reader *r, struct papo_batch *b,
    size_t want, struct papo_err *e)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), end, upto;
	int k = 0;

	papo_buf_reset(&b->jrows);
	while (b->n == 0 && r->mapoff < r->maplen) {
		end = r->maplen - r->mapoff > want ? r->mapoff + want :
		    r->maplen;
		k = jfeed(r, b, r->map + r->mapoff, end - r->mapoff,
		    end == r->maplen, e);
		r->mapoff = end;
		/* no line points into the mapping: its pages go back */
		upto = r->mapoff / page * page;
		if (!r->keep && upto > r->mapdrop) {
			(void)madvise(r->map + r->mapdrop, upto - r->mapdrop,
			    MADV_DONTNEED);
			r->mapdrop = upto;
		}
		if (k < 0)
			break;
	}
	return jdone(r, b, k, e);
}

/*
 * JSON mode, a stream: read(2) into b->mem until a record is complete
 * (and more while more is ready, up to want bytes), or the end.
 */
long
papo_jsonl_jread_stream(struct papo_reader *r, struct papo_batch *b,
    size_t want, struct papo_err *e)
{
	size_t got = 0;
	ssize_t n;
	int k = 0;

	papo_buf_reset(&b->jrows);
	if (b->memcap < want + 1) {
		free(b->mem);
		b->mem = papo_xmalloc(want + 1);
		b->memcap = want + 1;
	}
	if (r->carrylen) {
		/* the bytes that told JSON from JSONL */
		k = jfeed(r, b, r->carry, r->carrylen, r->eof, e);
		got = r->carrylen;
		r->carrylen = 0;
	}
	while (k == 0 && !r->eof && (b->n == 0 || got < want)) {
		if (r->flow && !papo_fd_ready(r->fd)) {
			if (b->n > 0 || r->flow == PAPO_FLOW_NOWAIT) {
				b->wait = 1;
				break;
			}
		}
		n = read(r->fd, b->mem, b->memcap - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			k = papo_jsonl_read_error(r, e);
			break;
		}
		if (n == 0)
			r->eof = 1;
		got += (size_t)n;
		k = jfeed(r, b, b->mem, (size_t)n, r->eof, e);
	}
	return jdone(r, b, k, e);
}
