/* SPDX-License-Identifier: MIT */
/*
 * table.h: rows of named columns, written for people (aligned text,
 * sparklines) or scripts (TSV, JSONL).
 */
#ifndef PAPO_TABLE_H
#define PAPO_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

enum papo_table_type {
	PAPO_TABLE_NULL,	/* no data: null, an empty TSV field, "-" */
	PAPO_TABLE_NUM,
	PAPO_TABLE_STR,		/* text */
	PAPO_TABLE_RAW		/* JSON text, written as it is */
};

struct papo_table_cell {
	uint8_t type;
	int8_t dec;		/* decimals in text, -1: the column's */
	double num;
	char *s;		/* owned (STR, RAW) */
	size_t len;
};

struct papo_table_col {
	char *name;
	int integer;		/* numbers are counts: no decimals */
	int key;		/* identifies a row: repeated in each block */
};

/*
 * A table owns its names and cells.  Add every column first, then
 * rows; a new row's cells are null.
 */
struct papo_table {
	struct papo_table_col *col;
	size_t ncol, colcap;
	struct papo_table_cell *cell;	/* nrow * ncol, row-major */
	size_t nrow, rowcap;
};

void papo_table_init(struct papo_table *t);
void papo_table_release(struct papo_table *t);
/* Add a column (before any row); returns its index. */
size_t papo_table_add_col(struct papo_table *t, const char *name,
    int integer, int key);
/* Add a row of null cells; returns its index. */
size_t papo_table_add_row(struct papo_table *t);
/* Set a number (NaN or an infinity: null); dec -1 uses the column's. */
void papo_table_set_num(struct papo_table *t, size_t r, size_t c, double x,
    int dec);
void papo_table_set_str(struct papo_table *t, size_t r, size_t c,
    const char *s, size_t n);
void papo_table_set_raw(struct papo_table *t, size_t r, size_t c,
    const char *s, size_t n);

/* One JSON object per row, keys the column names, null for no data. */
void papo_table_jsonl(const struct papo_table *t, struct papo_buf *out);
/*
 * A header line of names, then one line per row, fields separated by
 * tabs.  Numbers are the shortest decimal that reads back exactly; no
 * data is an empty field; a backslash, tab, newline or carriage return
 * in text is written \\, \t, \n, \r.
 */
void papo_table_tsv(const struct papo_table *t, struct papo_buf *out);
/* The same without the header line (a table written in parts). */
void papo_table_tsv_rows(const struct papo_table *t, struct papo_buf *out);
/*
 * Aligned columns for a terminal: numbers right-aligned with a fixed
 * number of decimals per column (3 below 100, 1 below 100000, else
 * none; counts none), text left-aligned, "-" for no data.  When width
 * is not 0 and the table is wider, it is cut into blocks of columns
 * that fit, each repeating the key columns.
 */
void papo_table_text(const struct papo_table *t, size_t width,
    struct papo_buf *out);

/*
 * Append a sparkline of v[0..n) (NaN: a gap, shown as a space) in at
 * most width characters (0: one per value); when n is larger, each
 * character stands for the mean of a run of values.  Eight block
 * heights from the smallest value to the largest; a constant series is
 * drawn at mid height.
 */
void papo_table_spark(struct papo_buf *out, const double *v, size_t n,
    size_t width);

/*
 * Decimals of numbers in text up to magnitude m: 3 below 100, 1 below
 * 100000, else none (the rule of papo_table_text's columns).
 */
int papo_table_decimals(double m);

/*
 * The number written into b from offset at rounded to zero ("-0",
 * "-0.000"): drop its sign, so that no table or chart shows -0.
 */
void papo_table_unsign_zero(struct papo_buf *b, size_t at);

/* Display width of UTF-8 text (code points; control bytes count 1). */
size_t papo_table_width(const char *s, size_t n);

#endif
