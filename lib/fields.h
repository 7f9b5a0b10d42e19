/*
 * fields.h: the record fields every tool reads or writes, and how users rename
 * them.
 */
#ifndef PAPO_FIELDS_H
#define PAPO_FIELDS_H

#include "json.h"
#include "papo.h"

/*
 * Roles of record fields.  Each role's default field name is its role
 * name (papo_fields_role_name); users rename any of them to another
 * key or dotted path.
 */
enum papo_role {
	PAPO_F_GROUP,		/* group key: responses to one prompt */
	PAPO_F_ID,		/* record id (seeds random controls) */
	PAPO_F_PROBLEM,
	PAPO_F_RESPONSE,
	PAPO_F_ANSWER,		/* reference final answer */
	PAPO_F_SOLUTION,	/* reference solution, for the judge */
	PAPO_F_STEP,
	PAPO_F_LENGTH,		/* response length in tokens */
	PAPO_F_ACC,		/* correctness flag, when present */
	PAPO_F_R_OUT,		/* written by papo-verify */
	PAPO_F_PRED,
	PAPO_F_VERIFY,
	PAPO_F_R_PROC,		/* written by papo-judge */
	PAPO_F_JUDGE,
	PAPO_F_ADV,		/* written by papo-advantage */
	PAPO_F_ADV_OUT,
	PAPO_F_ADV_PROC,
	PAPO_F_NROLES
};

struct papo_fields {
	struct papo_path path[PAPO_F_NROLES];
};

/* Fill f with the default names.  papo_fields_release frees them. */
void papo_fields_init(struct papo_fields *f);
void papo_fields_release(struct papo_fields *f);

/* Role name ("group", "r_out", ...), also the default field name. */
const char *papo_fields_role_name(enum papo_role r);
/* Role for a name, or -1. */
int papo_fields_role(const char *name);

/*
 * Apply "ROLE=PATH" (the --field option).  -1 with e set (status 64)
 * for an unknown role, a missing '=' or a bad path.
 */
int papo_fields_set(struct papo_fields *f, const char *spec,
    struct papo_err *e);

/*
 * Apply a named preset.  "verl": verl's rollout dumps (input, output,
 * gts, score, step; groups are responses that share input).  -1 with
 * e set (status 64) for an unknown preset.
 */
int papo_fields_preset(struct papo_fields *f, const char *name,
    struct papo_err *e);

/*
 * Check that the output fields of a tool (roles out[0..n)) can all be
 * written: no two the same, none a prefix of another, none equal to
 * an input field the tool reads (in[0..nin)).  -1 with e set (64).
 */
int papo_fields_check_outputs(const struct papo_fields *f,
    const enum papo_role *out, size_t n, const enum papo_role *in,
    size_t nin, struct papo_err *e);

/*
 * A number field at token i (-1: absent), named name in messages: 1
 * with *x set, 0 when absent or null, -1 with e set (65, "field 'X'
 * must be a number, not string") for any other value.
 */
int papo_field_number(const struct papo_json *j, int i, const char *name,
    double *x, struct papo_err *e);

/*
 * What a record says of its outcome: r_out (has_out: present and not
 * null), and whether the response is correct: the acc flag when present
 * and not null (has_acc), else r_out == 1, else unknown (-1).  DAPO
 * shaping makes r_out a shaped score, so correctness must not come from
 * r_out when acc is there.
 */
struct papo_outcome {
	double r_out;
	int has_out;
	int has_acc;
	int correct;		/* 1, 0, or -1: unknown */
};

/*
 * Read the outcome from tokens acc and r_out (-1: absent), named in
 * messages by accname and outname.  0, or -1 with e set (65) when r_out
 * is not a number or acc not 0, 1, true or false.
 */
int papo_field_outcome(const struct papo_json *j, int acc, int r_out,
    const char *accname, const char *outname, struct papo_outcome *o,
    struct papo_err *e);

#endif
