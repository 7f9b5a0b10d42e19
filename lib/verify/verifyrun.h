/* SPDX-License-Identifier: MIT */
/*
 * verifyrun.h: papo-verify between the record engine and the checker:
 * a record's response and reference read, checked, and r_out, pred and
 * verify written back into it (with the step a file name gives).
 */
#ifndef PAPO_VERIFYRUN_H
#define PAPO_VERIFYRUN_H

#include <stddef.h>
#include <stdint.h>

#include "fields.h"
#include "filter.h"
#include "papo.h"
#include "verify.h"

/* What papo-verify is asked to do, beyond the checker's options. */
struct papo_verify_run_opts {
	struct papo_verify_opts v;
	int capped_zero;	/* r_out 0 for a capped check, not null */
	int explain;		/* write "explain": how the answer was
				   found or refused */
	long max_length;	/* --max-length: a response whose length
				   field reaches it is cut off; 0: none */
};

struct papo_verify_worker;

/*
 * A run.  Each record is checked on the engine's threads and written
 * in input order; no verdict (no_reference, or capped under
 * --capped null) never replaces a value of r_out already there.
 */
#define PAPO_VERIFY_NCUT	24	/* verifyrun.c: rows of cut_rows */
#define PAPO_VERIFY_NKEYS	6	/* verifyrun.c: rows of key_roles */

struct papo_verify_run {
	const struct papo_verify_run_opts *o;
	const struct papo_fields *f;
	struct papo_filter *flt;
	struct papo_verify_worker *workers;	/* one per thread */
	char **steps;		/* each file's step from its name, or NULL
				   (papo_verify_run_open) */
	size_t counts[PAPO_V_NVERDICTS];	/* papo_verify_run_finish */
	size_t nostep;		/* papo_verify_run_finish: records written
				   without a step when the fields take it
				   from file names and a name gave none
				   (standard input); the first one's place */
	uint32_t nostep_file;
	uint64_t nostep_line;
	int bare;		/* papo_verify_run_finish, with no step
				   pattern: records without a step field
				   were read, from files bare_lo to bare_hi
				   (the first and last such file) */
	uint32_t bare_lo, bare_hi;
	int vdump, rdump;	/* papo_verify_run_finish, under --preset
				   verl: records of its validation dump
				   ('reward' beside 'score') and of its
				   rollout dump were read; the first file
				   of each and its line */
	uint32_t val_file, roll_file;
	uint64_t val_line, roll_line;
	struct papo_buf ref_guess;	/* papo_verify_run_finish: a path
					   that may hold the reference, in
					   the first record without one
					   (papo_fields_ref_guess), or empty */
	struct papo_path explain;	/* the field --explain writes */
	struct papo_path linemark;	/* PAPO_FIELDS_LINE_KEY: a record
				   of a line of several, no verdict, whose
				   acc or reward is the line's */
	struct papo_path finish[PAPO_VERIFY_NCUT];	/* where a dump
				   says a response was cut off
				   (verifyrun.c's cut_rows) */
	/* the paths of the fields every record is read and written at
	   (verifyrun.c's key_roles), looked up in one pass */
	const struct papo_path *kpath[PAPO_VERIFY_NKEYS];
	struct papo_json_keys keys;
};

/*
 * Set up run r for the engine flt (papo_filter_init done, not yet
 * opened): its ops, workers and emit mode.  o, f and flt must outlive
 * r.
 */
void papo_verify_run_init(struct papo_verify_run *r,
    const struct papo_verify_run_opts *o, const struct papo_fields *f,
    struct papo_filter *flt);

/*
 * After papo_filter_open: the files' steps when the fields take them
 * from file paths (NULL for a file whose name does not match, and for
 * standard input: its records without a step are counted in r->nostep).
 * Returns 0.
 */
int papo_verify_run_open(struct papo_verify_run *r, struct papo_err *e);

/*
 * After papo_filter_run: the verdicts of all threads added in r->counts;
 * -1 with e set (65) when a file's records all lack the reference (and
 * an outcome of their own): a mapping error, named with the record's
 * keys and the --field or preset to give.
 */
int papo_verify_run_finish(struct papo_verify_run *r, struct papo_err *e);

void papo_verify_run_release(struct papo_verify_run *r);

#endif
