/* SPDX-License-Identifier: MIT */
/*
 * mathexpr.h: math answers as expression trees: a capped parser, exact (GMP)
 * and ball (MPFR) evaluation.
 */
#ifndef PAPO_MATHEXPR_H
#define PAPO_MATHEXPR_H

#include <stddef.h>
#include <stdint.h>

#include <gmp.h>
#include <mpfr.h>

#include "buf.h"
#include "latex.h"

/*
 * Node kinds.  Children of a node are kids[kid .. kid + n).
 * Division is MUL with an INV child; subtraction is ADD with a NEG.
 */
enum papo_mx_kind {
	PAPO_MX_NUM,		/* aux: index into the number table */
	PAPO_MX_SYM,		/* aux: symbol id */
	PAPO_MX_CONST,		/* sub: PAPO_C_PI, _E, _I, _INF, _EMPTY */
	PAPO_MX_ADD,
	PAPO_MX_MUL,
	PAPO_MX_NEG,		/* -x */
	PAPO_MX_INV,		/* 1/x */
	PAPO_MX_POW,		/* base, exponent */
	PAPO_MX_FUNC,		/* sub: enum papo_fn; LOG: (x[, base]),
				   ROOT: (x, n) */
	PAPO_MX_APPLY,		/* f(x, ...): the SYM f, then the
				   arguments */
	PAPO_MX_PERCENT,	/* x% */
	PAPO_MX_DEGREE,		/* x degrees */
	PAPO_MX_PM,		/* a +- b (sub 1: a -+ b) */
	PAPO_MX_TUPLE,		/* sub: opening bracket '(' '[' '<'; aux2:
				   closing */
	PAPO_MX_SET,		/* \{ ... \} */
	PAPO_MX_LIST,		/* bare list; sub: ',' or ';' (also
				   "and") */
	PAPO_MX_MATRIX,		/* aux2: columns; the cells row by row */
	PAPO_MX_REL,		/* a chain a op b op c: aux indexes the
				   ops */
	PAPO_MX_SETOP,		/* sub: 'u' union, 'n' intersection, '\\'
				   minus */
	PAPO_MX_TEXT,		/* aux, aux2: offset and length in the
				   text */
	PAPO_MX_UNSUP,		/* what the evaluator cannot do (\sum,
				   ...) */
	PAPO_MX_UNIT		/* a quantity: the value, then its unit's
				   size in base units (a NUM); aux, aux2:
				   the dimensions (papo_unit_pack).  It
				   evaluates to the value, as written */
};

/* Node flags (a node's flags include its subtree's). */
#define PAPO_MXF_DEC	0x01	/* a decimal literal ("2.5", "1e-3") */
#define PAPO_MXF_SYM	0x02	/* a free variable */
#define PAPO_MXF_UNSUP	0x04	/* something not evaluable */
#define PAPO_MXF_PM	0x08	/* a +- */
#define PAPO_MXF_STRUCT	0x10	/* a tuple, set, list, matrix or
				   relation */
#define PAPO_MXF_TIME	0x20	/* NUM: a time of day (value in
				   seconds) */
#define PAPO_MXF_INTLIT	0x40	/* NUM: written as a plain integer */
#define PAPO_MXF_PAREN	0x80	/* the node was written in
				   parentheses */
#define PAPO_MXF_INF	0x100	/* an infinity */
#define PAPO_MXF_HM	0x200	/* NUM: a time written h:mm, which may
				   also be a ratio (1:12) */

struct papo_mx_node {
	uint8_t kind;
	uint8_t sub;
	uint16_t flags;
	uint32_t n;		/* children */
	uint32_t kid;		/* first child in kids[] */
	uint32_t aux;
	uint32_t aux2;
};

/* A number literal: exact value; places after the point when decimal. */
struct papo_mx_num {
	mpq_t q;
	int places;		/* -1: not a decimal literal */
	double relunit;		/* 10^-places / |value|, 0 when not
				   decimal */
};

/* Caps: past these a parse or an evaluation reports PAPO_MX_CAP. */
#define PAPO_MX_MAX_DEPTH	96	/* nesting of the parser and
					   evaluators */
#define PAPO_MX_MAX_NODES	20000
#define PAPO_MX_MAX_DIGITS	300000	/* digits of one literal */
#define PAPO_MX_MAX_BITS	((long)1 << 20)	/* size of an exact
						   rational */
#define PAPO_MX_MAX_FACT	20000	/* largest n! computed exactly */
#define PAPO_MX_MAX_SYMS	64
/*
 * Work of the function evaluations over balls for one record: each
 * counts its precision in units of 256 bits, times 32 for a factorial or
 * binomial (gamma costs about 16 times an exponential at 256 bits).  A
 * product of 800 factorials at four points, retried at 4096 bits, took
 * seconds; a sum of 1500 e^{\sqrt{x}} stays within it.
 */
#define PAPO_MX_MAX_FEVALS	65536

/*
 * Gamma values a struct papo_mx remembers: a binomial's or factorial's
 * gamma is asked again at the same point by the other side of a
 * comparison (d!/(2k(d-k)!) against d!/(2(d-k)!k)), and at every point
 * again by the next comparison with the same reference (two boxes
 * against it: eight points of four gammas each, more than six slots
 * kept).
 */
#define PAPO_MX_GAMMAS		64

/* Results of parsing and evaluation. */
enum papo_mx_status {
	PAPO_MX_OK = 0,
	PAPO_MX_SYNTAX,		/* not an expression we can read */
	PAPO_MX_NONRAT,		/* exact: the value is not a rational */
	PAPO_MX_UNDEF,		/* division by zero, a pole */
	PAPO_MX_UNSTABLE,	/* ball: too little precision to decide */
	PAPO_MX_BIG,		/* exact: too big for the exact path */
	PAPO_MX_CAP,		/* a work cap was hit */
	PAPO_MX_NOTSCALAR	/* a structure, an infinity, text */
};

/*
 * A ball: a complex midpoint (re, im) and a radius 2^rad bounding the
 * error of the midpoint (rad = PAPO_MX_EXACT: no error).
 */
#define PAPO_MX_EXACT	(-((long)1 << 60))
struct papo_mx_ball {
	mpfr_t re;
	mpfr_t im;
	long rad;
};

/*
 * Expression trees for the answers of one record, with everything the
 * evaluators need.  One per thread; papo_mx_reset between records
 * keeps the memory.  Trees of several answers share the node, number
 * and symbol tables, so the same variable has the same id in both.
 */
struct papo_mx {
	struct papo_mx_node *node;
	size_t nnode, nodecap;
	uint32_t *kids;
	size_t nkids, kidcap;
	uint8_t *ops;			/* relation chains' operators */
	size_t nops, opcap;
	struct papo_mx_num *num;	/* numbers; mpq_t kept between
					   records */
	size_t nnum, numcap;
	struct papo_buf text;		/* symbol names and text
					   contents */
	uint32_t symoff[PAPO_MX_MAX_SYMS];
	uint32_t symlen[PAPO_MX_MAX_SYMS];
	size_t nsym;
	uint32_t *stack;		/* the parser's child lists */
	size_t nstack, stackcap;

	/* exact evaluation */
	mpq_t *qt;			/* temporaries, by depth */
	size_t nqt;
	mpq_t bind[PAPO_MX_MAX_SYMS];	/* values of bound variables */
	uint64_t bound;			/* bit s: symbol s is bound */

	/* ball evaluation */
	long prec;
	unsigned long fevals;		/* weighted, since papo_mx_reset */
	struct papo_mx_ball *bt;	/* temporaries, by depth */
	size_t nbt;
	long btprec;
	mpfr_t pt[PAPO_MX_MAX_SYMS];	/* the point: a value per symbol */
	uint8_t alias[PAPO_MX_MAX_SYMS];	/* 1 + the symbol whose value to
						   use */
	uint64_t intsym;		/* bit s: symbol s takes integer
					   values (papo_mx_set_point) */
	int intodd;			/* and every symbol does at odd
					   trials */
	long ptprec;
	mpfr_t tmp[4];
	/*
	 * The last gammas computed (mathexpr_ball.c's gamma_of): argument,
	 * value and the MPFR flags computing it raised, each at its
	 * precision; the next goes to slot ngamma % PAPO_MX_GAMMAS.  A
	 * pure function's values, kept across records.
	 */
	mpfr_t gin[PAPO_MX_GAMMAS];
	mpfr_t gout[PAPO_MX_GAMMAS];
	mpfr_flags_t gflags[PAPO_MX_GAMMAS];
	unsigned ngamma;
	/*
	 * Set by a sum whose rounding lost a nonzero term smaller than
	 * half the working precision (2^{2^{20}} + 1): values that agree
	 * within the error then prove nothing.  Cleared by the caller.
	 */
	int lost;
	/*
	 * Set by papo_mx_parse: the first text dropped after a value that
	 * is no unit, percent or degree ("17 \text{ apples}", "5 stone"):
	 * its offset and length in the lexer's text (annot 1), or annot 0.
	 */
	int annot;
	uint32_t annot_off, annot_len;
};

void papo_mx_init(struct papo_mx *m);
void papo_mx_release(struct papo_mx *m);
/* Forget all trees (keeps memory and initialized numbers). */
void papo_mx_reset(struct papo_mx *m);

/*
 * Parse the tokens of lx into a tree; *root receives its node.
 * Returns PAPO_MX_OK, PAPO_MX_SYNTAX, or PAPO_MX_CAP (too deep, too
 * many nodes, a literal with too many digits).  A text answer (words,
 * no numbers) becomes one TEXT node.
 */
int papo_mx_parse(struct papo_mx *m, const struct papo_lex *lx, int *root);

static inline struct papo_mx_node *
papo_mx_at(const struct papo_mx *m, int i)
{
	return &m->node[i];
}

static inline int
papo_mx_kid(const struct papo_mx *m, int i, uint32_t k)
{
	return (int)m->kids[m->node[i].kid + k];
}

/* The name of symbol id s (not NUL-terminated; *len its length). */
const char *papo_mx_symname(const struct papo_mx *m, uint32_t s, size_t *len);

/* Operator k (enum papo_rel) of relation chain node i. */
int papo_mx_relop(const struct papo_mx *m, int i, uint32_t k);

/*
 * Build nodes (for rewriting trees): a number from a small integer,
 * a node of kind with children kids[0..n).  Return the node index, or
 * -1 past the node cap.
 */
int papo_mx_int(struct papo_mx *m, long v);
int papo_mx_rat(struct papo_mx *m, mpq_srcptr q);
int papo_mx_new(struct papo_mx *m, int kind, int sub, const int *kids,
    size_t n);
/* A relation a op b (op: enum papo_rel); -1 past the cap. */
int papo_mx_rel2(struct papo_mx *m, int a, int op, int b);

/*
 * Exact value of node i as a rational in out, with the variables bound
 * by papo_mx_bind.  Returns PAPO_MX_OK, or NONRAT (irrational, a free
 * variable), UNDEF, BIG (past the exact caps: try balls), NOTSCALAR.
 */
int papo_mx_exact(struct papo_mx *m, int i, mpq_ptr out);
void papo_mx_bind(struct papo_mx *m, uint32_t sym, mpq_srcptr v);
void papo_mx_unbind_all(struct papo_mx *m);

/*
 * Give symbol sym the value of symbol to in ball evaluation (f(n) = n
 * and f(z) = z define the same function); papo_mx_reset and
 * papo_mx_unalias_all undo it.
 */
void papo_mx_alias(struct papo_mx *m, uint32_t sym, uint32_t to);
void papo_mx_unalias_all(struct papo_mx *m);

/*
 * Choose the working precision (bits) for ball evaluation, and the
 * point: trial t gives every variable a value drawn from a hash of its
 * name and t (the same in every thread and run), in [1.25, 3.25),
 * [0.1, 0.9), [3.5, 13.5) and [13.5, 63.5) for t = 0, 1, 2, 3, then
 * again; that value rounded to an integer for the symbols of m->intsym,
 * and for all at odd t when m->intodd is set (papo_mx_reset clears
 * both), after 16 times it for t = 4..7, and for t >= 8 one of k^2,
 * k^2 + 1, 2^k and 2^k + 1 (k up to 6) in turn.  From t =
 * PAPO_MX_SIGNED on, the points leave the positive numbers: every symbol
 * 0, then one symbol at a time negative (|x| is not x).
 */
#define PAPO_MX_SIGNED	1000u
void papo_mx_set_prec(struct papo_mx *m, long prec);
void papo_mx_set_point(struct papo_mx *m, unsigned trial);

/*
 * Evaluate node i as a ball in out (initialized by the caller at any
 * precision; it is set to m's).  Returns PAPO_MX_OK, UNDEF, UNSTABLE
 * (the radius swallowed the value: retry with more precision), CAP
 * (overflow or underflow of the exponent range), NOTSCALAR.
 */
int papo_mx_ball(struct papo_mx *m, int i, struct papo_mx_ball *out);
void papo_mx_ball_init(struct papo_mx_ball *b, long prec);
void papo_mx_ball_clear(struct papo_mx_ball *b);

/*
 * log2 of an upper bound of |b| (PAPO_MX_EXACT when b is 0), and of
 * a lower bound of |b| (PAPO_MX_EXACT when 0).
 */
long papo_mx_ball_mag(const struct papo_mx_ball *b);
long papo_mx_ball_low(const struct papo_mx_ball *b);

/*
 * Largest relative unit (10^-places / |value|) of the decimal literals
 * under node i, 0 when there are none.
 */
double papo_mx_relunit(const struct papo_mx *m, int i);

#endif
