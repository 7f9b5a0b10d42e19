/* SPDX-License-Identifier: MIT */
/*
 * verify.h: does a response's final answer equal the reference? The checker
 * behind papo-verify.
 */
#ifndef PAPO_VERIFY_H
#define PAPO_VERIFY_H

#include <stddef.h>

#include "answer.h"

/* Verdicts; papo_verify_reason names them for the verify field. */
enum papo_verdict {
	PAPO_V_EQUAL,		/* r_out 1 */
	PAPO_V_NOT_EQUAL,	/* r_out 0 */
	PAPO_V_NO_ANSWER,	/* r_out 0: no final answer in the response */
	PAPO_V_NO_REFERENCE,	/* r_out null: nothing to compare with */
	PAPO_V_CAPPED,		/* undecided: a work cap was hit */
	PAPO_V_UNCERTAIN,	/* r_out 0: an answer found, then doubted
				   after it ("..., but I am not sure") */
	PAPO_V_NVERDICTS
};

struct papo_verify_opts {
	struct papo_answer_opts answer;
	double tol;		/* coarsest last digit, relative, of a
				   decimal literal read as a rounding (1e-3) */
	long prec;		/* MPFR working precision in bits */
	int trials;		/* random points for expressions with
				   variables */
};

/* Defaults: think cut, all fallbacks, tol 1e-3, 256 bits, 4 points. */
void papo_verify_defaults(struct papo_verify_opts *o);

/*
 * "equal", "not_equal", "no_answer", "no_reference", "capped",
 * "uncertain".
 */
const char *papo_verify_reason(int verdict);

/*
 * A checker: the options and all the scratch memory one comparison
 * needs (lexer, trees, GMP and MPFR temporaries), reused from record
 * to record.  Not shared between threads: make one per thread.
 */
struct papo_verify;

/* A new checker with a copy of o; papo_verify_free releases it. */
struct papo_verify *papo_verify_new(const struct papo_verify_opts *o);
void papo_verify_free(struct papo_verify *v);

struct papo_verify_result {
	int verdict;		/* enum papo_verdict */
	int from;		/* enum papo_from: where the answer was
				   found */
	const char *pred;	/* the extracted answer (owned by the checker,
				   valid until its next call), or NULL */
	size_t predlen;
	struct papo_answer_why why;	/* how it was found or refused */
};

/*
 * Check one record: extract the final answer of response resp (rn
 * bytes; NULL: no response) and compare it with reference ref (fn
 * bytes; NULL or blank: PAPO_V_NO_REFERENCE, the prediction is still
 * extracted).  Never fails; the work is bounded by the caps in
 * latex.h, mathexpr.h and PAPO_VERIFY_MAX_STEPS.
 */
void papo_verify_check(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, struct papo_verify_result *res);

/*
 * The problem text p[0..n) of the next papo_verify_check calls (NULL:
 * none), for its options listed one a line: a letter is then compared
 * with an option's text and the reverse.  A Bengali problem is read
 * as NFC writes it, as a response is (into v's own buffer when any
 * letter changes); otherwise p is not copied, and must stay valid until
 * it is set again.
 */
void papo_verify_set_problem(struct papo_verify *v, const char *p,
    size_t n);

/*
 * Compare two answers given directly (no extraction): gold is read as
 * a reference answer, pred as an extracted answer.  Returns
 * PAPO_V_EQUAL, PAPO_V_NOT_EQUAL or PAPO_V_CAPPED.
 */
int papo_verify_compare(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn);

/* Structural comparisons one check may make before it is capped. */
#define PAPO_VERIFY_MAX_STEPS	4000
/* Alternatives of a list-valued reference (["2", "two"]) compared. */
#define PAPO_VERIFY_MAX_ALTS	16

#endif
