/* SPDX-License-Identifier: MIT */
/*
 * table.c: writing a table as JSONL, TSV, aligned text, and drawing sparklines.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "table.h"
#include "xalloc.h"

void
papo_table_init(struct papo_table *t)
{
	memset(t, 0, sizeof(*t));
}

void
papo_table_release(struct papo_table *t)
{
	size_t i;

	for (i = 0; i < t->ncol; i++)
		free(t->col[i].name);
	for (i = 0; i < t->nrow * t->ncol; i++)
		free(t->cell[i].s);
	free(t->col);
	free(t->cell);
	memset(t, 0, sizeof(*t));
}

size_t
papo_table_add_col(struct papo_table *t, const char *name, int integer,
    int key)
{
	struct papo_table_col *c;

	t->col = papo_xgrow(t->col, &t->colcap, t->ncol + 1, sizeof(*t->col));
	c = &t->col[t->ncol];
	c->name = papo_xstrdup(name);
	c->integer = integer;
	c->key = key;
	return t->ncol++;
}

size_t
papo_table_add_row(struct papo_table *t)
{
	size_t i;

	t->cell = papo_xgrow(t->cell, &t->rowcap, (t->nrow + 1) * t->ncol,
	    sizeof(*t->cell));
	for (i = 0; i < t->ncol; i++) {
		struct papo_table_cell *c = &t->cell[t->nrow * t->ncol + i];

		memset(c, 0, sizeof(*c));
		c->type = PAPO_TABLE_NULL;
		c->dec = -1;
	}
	return t->nrow++;
}

static struct papo_table_cell *
cell(const struct papo_table *t, size_t r, size_t c)
{
	return &t->cell[r * t->ncol + c];
}

void
papo_table_set_num(struct papo_table *t, size_t r, size_t c, double x,
    int dec)
{
	struct papo_table_cell *p = cell(t, r, c);

	free(p->s);
	p->s = NULL;
	p->len = 0;
	p->type = isfinite(x) ? PAPO_TABLE_NUM : PAPO_TABLE_NULL;
	p->num = x;
	p->dec = (int8_t)dec;
}

static void
set_text(struct papo_table *t, size_t r, size_t c, const char *s, size_t n,
    int type)
{
	struct papo_table_cell *p = cell(t, r, c);

	free(p->s);
	p->s = papo_xmemdup(s, n);
	p->len = n;
	p->type = (uint8_t)type;
}

void
papo_table_set_str(struct papo_table *t, size_t r, size_t c, const char *s,
    size_t n)
{
	set_text(t, r, c, s, n, PAPO_TABLE_STR);
}

void
papo_table_set_raw(struct papo_table *t, size_t r, size_t c, const char *s,
    size_t n)
{
	set_text(t, r, c, s, n, PAPO_TABLE_RAW);
}

void
papo_table_jsonl(const struct papo_table *t, struct papo_buf *out)
{
	size_t r, c;

	for (r = 0; r < t->nrow; r++) {
		papo_buf_addc(out, '{');
		for (c = 0; c < t->ncol; c++) {
			const struct papo_table_cell *p = cell(t, r, c);

			if (c)
				papo_buf_addc(out, ',');
			papo_json_put_str(out, t->col[c].name,
			    strlen(t->col[c].name));
			papo_buf_addc(out, ':');
			switch (p->type) {
			case PAPO_TABLE_NUM:
				papo_json_put_num(out, p->num);
				break;
			case PAPO_TABLE_STR:
				papo_json_put_str(out, p->s, p->len);
				break;
			case PAPO_TABLE_RAW:
				papo_buf_add(out, p->s, p->len);
				break;
			default:
				papo_buf_adds(out, "null");
				break;
			}
		}
		papo_buf_adds(out, "}\n");
	}
}

/*
 * Text with \\, \t, \n and \r escaped, so a field stays on its line,
 * the other control characters as \xHH (a terminal runs none), and a
 * field a spreadsheet would run as a formula (its first character =,
 * +, - or @) after a ' (as OWASP advises for CSV): it reads as text.
 */
static void
put_escaped(struct papo_buf *out, const char *s, size_t n)
{
	size_t i;

	if (n > 0 && (s[0] == '=' || s[0] == '+' || s[0] == '-' ||
	    s[0] == '@'))
		papo_buf_addc(out, '\'');
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '\\': papo_buf_adds(out, "\\\\"); break;
		case '\t': papo_buf_adds(out, "\\t"); break;
		case '\n': papo_buf_adds(out, "\\n"); break;
		case '\r': papo_buf_adds(out, "\\r"); break;
		default:
			if (c < 0x20 || c == 0x7f)
				papo_buf_addf(out, "\\x%02x", c);
			else
				papo_buf_addc(out, (char)c);
			break;
		}
	}
}

void
papo_table_tsv(const struct papo_table *t, struct papo_buf *out)
{
	size_t c;

	for (c = 0; c < t->ncol; c++) {
		if (c)
			papo_buf_addc(out, '\t');
		put_escaped(out, t->col[c].name, strlen(t->col[c].name));
	}
	papo_buf_addc(out, '\n');
	papo_table_tsv_rows(t, out);
}

void
papo_table_tsv_rows(const struct papo_table *t, struct papo_buf *out)
{
	size_t r, c;

	for (r = 0; r < t->nrow; r++) {
		for (c = 0; c < t->ncol; c++) {
			const struct papo_table_cell *p = cell(t, r, c);

			if (c)
				papo_buf_addc(out, '\t');
			if (p->type == PAPO_TABLE_NUM)
				papo_json_put_num(out, p->num);
			else if (p->type != PAPO_TABLE_NULL)
				put_escaped(out, p->s, p->len);
		}
		papo_buf_addc(out, '\n');
	}
}

size_t
papo_table_width(const char *s, size_t n)
{
	size_t i, w = 0;

	for (i = 0; i < n; i++)
		w += ((unsigned char)s[i] & 0xc0) != 0x80;
	return w;
}

int
papo_table_decimals(double m)
{
	return m < 100 ? 3 : m < 100000 ? 1 : 0;
}

/* Decimals of column c: by its largest magnitude, none for counts. */
static int
col_decimals(const struct papo_table *t, size_t c)
{
	double m = 0;
	size_t r;

	if (t->col[c].integer)
		return 0;
	for (r = 0; r < t->nrow; r++) {
		const struct papo_table_cell *p = cell(t, r, c);

		if (p->type == PAPO_TABLE_NUM && fabs(p->num) > m)
			m = fabs(p->num);
	}
	return papo_table_decimals(m);
}

/* Format a cell for the text table into out (reset first). */
void
papo_table_unsign_zero(struct papo_buf *b, size_t at)
{
	if (b->len > at && b->s[at] == '-' &&
	    strspn(b->s + at + 1, "0.") == b->len - at - 1) {
		memmove(b->s + at, b->s + at + 1, b->len - at);
		b->len--;
	}
}

static void
format_cell(const struct papo_table_cell *p, int dec, struct papo_buf *out)
{
	papo_buf_reset(out);
	switch (p->type) {
	case PAPO_TABLE_NUM:
		papo_buf_addf(out, "%.*f", p->dec >= 0 ? p->dec : dec, p->num);
		papo_table_unsign_zero(out, 0);
		break;
	case PAPO_TABLE_STR:
	case PAPO_TABLE_RAW:
		put_escaped(out, p->s, p->len);
		break;
	default:
		papo_buf_addc(out, '-');
		break;
	}
}

static void
pad(struct papo_buf *out, size_t n)
{
	while (n-- > 0)
		papo_buf_addc(out, ' ');
}

void
papo_table_text(const struct papo_table *t, size_t width,
    struct papo_buf *out)
{
	struct papo_buf tmp = PAPO_BUF_INIT;
	size_t *w, keyw = 0, c, r, start, k;
	int *dec;
	char *in, *right;

	if (t->ncol == 0)
		return;
	w = papo_xcalloc(t->ncol, sizeof(*w));
	dec = papo_xcalloc(t->ncol, sizeof(*dec));
	in = papo_xcalloc(t->ncol, 1);
	right = papo_xcalloc(t->ncol, 1);
	for (c = 0; c < t->ncol; c++) {
		dec[c] = col_decimals(t, c);
		w[c] = papo_table_width(t->col[c].name, strlen(t->col[c].name));
		/* text left-aligned (by the first value), the rest right */
		right[c] = 1;
		for (r = 0; r < t->nrow && !t->col[c].integer; r++) {
			const struct papo_table_cell *p = cell(t, r, c);

			if (p->type != PAPO_TABLE_NULL) {
				right[c] = p->type != PAPO_TABLE_STR;
				break;
			}
		}
		for (r = 0; r < t->nrow; r++) {
			format_cell(cell(t, r, c), dec[c], &tmp);
			k = papo_table_width(tmp.s, tmp.len);
			if (k > w[c])
				w[c] = k;
		}
		if (t->col[c].key)
			keyw += w[c] + 2;
	}
	/* blocks: the key columns, then as many others as fit */
	for (start = 0; start < t->ncol;) {
		size_t used = keyw, end, first = 1;

		for (c = 0; c < t->ncol; c++)
			in[c] = (char)t->col[c].key;
		for (end = start; end < t->ncol; end++) {
			if (t->col[end].key)
				continue;
			if (!first && width && used + w[end] > width)
				break;
			in[end] = 1;
			used += w[end] + 2;
			first = 0;
		}
		if (first && start > 0)
			break;		/* only key columns were left */
		if (start > 0)
			papo_buf_addc(out, '\n');
		for (r = 0; r <= t->nrow; r++) {
			size_t col = 0, line = out->len, n;

			for (c = 0; c < t->ncol; c++) {
				if (!in[c])
					continue;
				if (r == 0) {
					papo_buf_reset(&tmp);
					papo_buf_adds(&tmp, t->col[c].name);
				} else
					format_cell(cell(t, r - 1, c), dec[c],
					    &tmp);
				if (col++)
					pad(out, 2);
				k = papo_table_width(tmp.s, tmp.len);
				if (right[c])
					pad(out, w[c] - k);
				papo_buf_add(out, tmp.s, tmp.len);
				if (!right[c])
					pad(out, w[c] - k);
			}
			/* no trailing blanks */
			n = out->len;
			while (n > line && out->s[n - 1] == ' ')
				n--;
			papo_buf_truncate(out, n);
			papo_buf_addc(out, '\n');
		}
		start = end;
	}
	papo_buf_release(&tmp);
	free(w);
	free(dec);
	free(in);
	free(right);
}

void
papo_table_spark(struct papo_buf *out, const double *v, size_t n,
    size_t width)
{
	static const char *const bar[8] = { "\xe2\x96\x81", "\xe2\x96\x82",
	    "\xe2\x96\x83", "\xe2\x96\x84", "\xe2\x96\x85", "\xe2\x96\x86",
	    "\xe2\x96\x87", "\xe2\x96\x88" };
	double lo = HUGE_VAL, hi = -HUGE_VAL, *b;
	size_t m = width && width < n ? width : n, i, k;

	if (n == 0)
		return;
	b = papo_xcalloc(m, sizeof(*b));
	for (i = 0; i < m; i++) {
		size_t a = i * n / m, z = (i + 1) * n / m, cnt = 0;
		double s = 0;

		for (k = a; k < z; k++)
			if (isfinite(v[k])) {
				s += v[k];
				cnt++;
			}
		b[i] = cnt ? s / (double)cnt : (double)NAN;
		if (cnt && b[i] < lo)
			lo = b[i];
		if (cnt && b[i] > hi)
			hi = b[i];
	}
	for (i = 0; i < m; i++) {
		int level;

		if (!isfinite(b[i])) {
			papo_buf_addc(out, ' ');
			continue;
		}
		/* a constant, or rounding noise around one, at mid height */
		if (!(hi - lo > 1e-9 * fmax(1, fmax(fabs(lo), fabs(hi)))))
			level = 3;
		else
			level = (int)floor((b[i] - lo) / (hi - lo) * 7 + 0.5);
		if (level < 0)
			level = 0;
		if (level > 7)
			level = 7;
		papo_buf_adds(out, bar[level]);
	}
	free(b);
}
