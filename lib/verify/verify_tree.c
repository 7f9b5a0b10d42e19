/* SPDX-License-Identifier: MIT */
/*
 * verify_tree.c: helpers over the checker's answer trees, and what is
 * unwrapped before two answers are compared (a chain's conclusion, the exact
 * part of an approximation, an inequality as an interval).
 */
#include <math.h>
#include <string.h>

#include "mathexpr.h"
#include "verify_impl.h"
#include "xalloc.h"

/* A name-like left side: x, a_3, f(x), |AB|, NO/BO, (p, q), \text{Area}. */
int
papo_verify_is_label(const struct papo_verify *v, int i)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	switch (nd->kind) {
	case PAPO_MX_SYM:
	case PAPO_MX_TEXT:
	case PAPO_MX_APPLY:
		return 1;
	case PAPO_MX_FUNC:
		return nd->sub == PAPO_FN_ABS &&
		    papo_verify_is_label(v, KID(v, i, 0));
	case PAPO_MX_INV:
		return papo_verify_is_label(v, KID(v, i, 0));
	case PAPO_MX_MUL:
	case PAPO_MX_TUPLE:
		for (k = 0; k < nd->n; k++)
			if (!papo_verify_is_label(v, KID(v, i, k)))
				return 0;
		return nd->n > 0;
	default:
		return 0;
	}
}

/* A new chain from parts[a..b) of chain i; a single part is itself. */
static int
subchain(struct papo_verify *v, int i, uint32_t a, uint32_t b)
{
	struct papo_mx *m = &v->mx;
	int x;
	uint32_t k;

	if (b - a == 1)
		return KID(v, i, a);
	x = papo_mx_rel2(m, KID(v, i, a), relop(v, i, a), KID(v, i, a + 1));
	for (k = a + 2; x >= 0 && k < b; k++) {
		/* extend: a relation chain node with one more part */
		int kids[16];
		uint32_t j, n = ND(v, x)->n;

		if (n + 1 > 16)
			return -1;
		for (j = 0; j < n; j++)
			kids[j] = KID(v, x, j);
		kids[n] = KID(v, i, k);
		{
			int y = papo_mx_new(m, PAPO_MX_REL, 0, kids, n + 1);
			size_t o;

			if (y < 0)
				return -1;
			o = m->nops;
			m->ops = papo_xgrow(m->ops, &m->opcap, m->nops + n, 1);
			for (j = 0; j < n - 1; j++)
				m->ops[m->nops++] = (uint8_t)relop(v, x, j);
			m->ops[m->nops++] = (uint8_t)relop(v, i, k - 1);
			m->node[y].aux = (uint32_t)o;
			x = y;
		}
	}
	return x;
}

static int
const_inf(struct papo_verify *v, int sign)
{
	struct papo_mx *m = &v->mx;
	int x = papo_mx_new(m, PAPO_MX_CONST, PAPO_C_INF, NULL, 0);

	if (x < 0)
		return -1;
	m->node[x].flags |= PAPO_MXF_INF;
	if (sign < 0)
		x = papo_mx_new(m, PAPO_MX_NEG, 0, &x, 1);
	return x;
}

static int
interval(struct papo_verify *v, int lo, int lc, int hi, int hc)
{
	int kids[2] = { lo, hi }, x;

	x = papo_mx_new(&v->mx, PAPO_MX_TUPLE, lc ? '[' : '(', kids, 2);
	if (x >= 0)
		v->mx.node[x].aux2 = hc ? ']' : ')';
	return x;
}

static int
strict_op(int op)
{
	return op == PAPO_REL_LT || op == PAPO_REL_GT;
}

int
papo_verify_flip(int op)
{
	switch (op) {
	case PAPO_REL_LT: return PAPO_REL_GT;
	case PAPO_REL_GT: return PAPO_REL_LT;
	case PAPO_REL_LE: return PAPO_REL_GE;
	case PAPO_REL_GE: return PAPO_REL_LE;
	default: return op;
	}
}

/* The set x op c as an interval (or two, for !=). */
static int
var_op_const(struct papo_verify *v, int op, int c)
{
	switch (op) {
	case PAPO_REL_LT:
	case PAPO_REL_LE:
		return interval(v, const_inf(v, -1), 0, c, !strict_op(op));
	case PAPO_REL_GT:
	case PAPO_REL_GE:
		return interval(v, c, !strict_op(op), const_inf(v, 1), 0);
	case PAPO_REL_NE: {
		int kids[2];

		kids[0] = interval(v, const_inf(v, -1), 0, c, 0);
		kids[1] = interval(v, c, 0, const_inf(v, 1), 0);
		return papo_mx_new(&v->mx, PAPO_MX_SETOP, 'u', kids, 2);
	}
	default:
		return -1;
	}
}

/*
 * An integer variable (n, m, k or N) against an integer bound c, when
 * both answers are inequalities (v->intrel; an interval written with
 * brackets is of reals): a strict bound is the next one, so n > 1 is
 * n >= 2.  *op is changed then; a new node for c, or c itself.
 */
static int
int_bound(struct papo_verify *v, int x, int *op, int c)
{
	const char *name;
	size_t len;

	if (!v->intrel || kind(v, x) != PAPO_MX_SYM || (*op != PAPO_REL_LT &&
	    *op != PAPO_REL_GT) || c < 0)
		return c;
	name = papo_mx_symname(&v->mx, ND(v, x)->aux, &len);
	if (len != 1 || strchr("nmkN", name[0]) == NULL ||
	    papo_mx_exact(&v->mx, c, v->qt) != PAPO_MX_OK ||
	    mpz_cmp_ui(mpq_denref(v->qt), 1) != 0)
		return c;
	if (*op == PAPO_REL_LT)
		mpz_sub_ui(mpq_numref(v->qt), mpq_numref(v->qt), 1);
	else
		mpz_add_ui(mpq_numref(v->qt), mpq_numref(v->qt), 1);
	*op = *op == PAPO_REL_LT ? PAPO_REL_LE : PAPO_REL_GE;
	return papo_mx_rat(&v->mx, v->qt);
}

/* The one variable of node i, or -1 (none or several). */
static int
one_var(const struct papo_verify *v, int i, int *sym)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	if (nd->kind == PAPO_MX_SYM) {
		if (*sym >= 0 && *sym != (int)nd->aux)
			return -1;
		*sym = (int)nd->aux;
		return 0;
	}
	if (nd->kind == PAPO_MX_APPLY)
		return -1;
	for (k = 0; k < nd->n; k++)
		if (one_var(v, KID(v, i, k), sym) < 0)
			return -1;
	return 0;
}

/*
 * Is e linear in the variable sym, with a nonzero slope?  Then 0, with
 * e(0) in q0 and the slope in q1 (exact); else -1.
 */
static int
linear(struct papo_verify *v, int e, int sym, mpq_t q0, mpq_t q1)
{
	struct papo_mx *m = &v->mx;
	mpq_t q2;
	int ok;

	mpq_init(q2);
	mpq_set_ui(q2, 0, 1);
	papo_mx_bind(m, (uint32_t)sym, q2);
	ok = papo_mx_exact(m, e, q0) == PAPO_MX_OK;
	mpq_set_ui(q2, 1, 1);
	papo_mx_bind(m, (uint32_t)sym, q2);
	ok = ok && papo_mx_exact(m, e, q1) == PAPO_MX_OK;
	mpq_set_ui(q2, 2, 1);
	papo_mx_bind(m, (uint32_t)sym, q2);
	ok = ok && papo_mx_exact(m, e, q2) == PAPO_MX_OK;
	papo_mx_unbind_all(m);
	if (ok) {
		/* c = e(1) - e(0); linear when e(2) - e(1) = c */
		mpq_sub(q2, q2, q1);
		mpq_sub(q1, q1, q0);
		ok = mpq_equal(q1, q2) && mpq_sgn(q1) != 0;
	}
	mpq_clear(q2);
	return ok ? 0 : -1;
}

/*
 * |e| op c, with e linear in one variable and c a positive constant, as
 * a set of reals: |x - 1| < 3 is (-2, 4), |x| >= 2 is (-inf, -2] u
 * [2, inf).  -1 when it is not that.
 */
static int
abs_to_set(struct papo_verify *v, int e, int op, int c)
{
	struct papo_mx *m = &v->mx;
	mpq_t q0, q1, qc, lo, hi;
	int sym = -1, a = -1, b = -1, kids[2], r = -1;

	if (op != PAPO_REL_LT && op != PAPO_REL_LE && op != PAPO_REL_GT &&
	    op != PAPO_REL_GE)
		return -1;
	if ((flags(v, c) & PAPO_MXF_SYM) || one_var(v, e, &sym) < 0 ||
	    sym < 0)
		return -1;
	mpq_inits(q0, q1, qc, lo, hi, NULL);
	if (papo_mx_exact(m, c, qc) == PAPO_MX_OK && mpq_sgn(qc) > 0 &&
	    linear(v, e, sym, q0, q1) == 0) {
		/* e = -c and e = c: x = (-c - e(0)) / s, (c - e(0)) / s */
		mpq_neg(lo, qc);
		mpq_sub(lo, lo, q0);
		mpq_div(lo, lo, q1);
		mpq_sub(hi, qc, q0);
		mpq_div(hi, hi, q1);
		if (mpq_cmp(lo, hi) > 0)
			mpq_swap(lo, hi);
		a = papo_mx_rat(m, lo);
		b = papo_mx_rat(m, hi);
	}
	mpq_clears(q0, q1, qc, lo, hi, NULL);
	if (a < 0 || b < 0)
		return -1;
	if (op == PAPO_REL_LT || op == PAPO_REL_LE)
		return interval(v, a, !strict_op(op), b, !strict_op(op));
	kids[0] = interval(v, const_inf(v, -1), 0, a, !strict_op(op));
	kids[1] = interval(v, b, !strict_op(op), const_inf(v, 1), 0);
	if (kids[0] >= 0 && kids[1] >= 0)
		r = papo_mx_new(m, PAPO_MX_SETOP, 'u', kids, 2);
	return r;
}

/*
 * lo op1 |e| op2 hi, with e linear in one variable and 0 <= lo < hi
 * constants, as the set of reals where e is in [-hi, -lo] or [lo, hi]
 * (one interval when lo is 0 and op1 is <=).  -1 when it is not that.
 */
static int
abs_band(struct papo_verify *v, int e, int lo, int op1, int hi, int op2)
{
	struct papo_mx *m = &v->mx;
	mpq_t q0, q1, ql, qh, t;
	int sym = -1, x[4], k, ok = 0, kids[2], c1 = !strict_op(op1),
	    c2 = !strict_op(op2), r = -1;

	if ((flags(v, lo) & PAPO_MXF_SYM) || (flags(v, hi) & PAPO_MXF_SYM) ||
	    one_var(v, e, &sym) < 0 || sym < 0)
		return -1;
	mpq_inits(q0, q1, ql, qh, t, NULL);
	if (papo_mx_exact(m, lo, ql) == PAPO_MX_OK &&
	    papo_mx_exact(m, hi, qh) == PAPO_MX_OK && mpq_sgn(ql) >= 0 &&
	    mpq_cmp(ql, qh) < 0 && linear(v, e, sym, q0, q1) == 0) {
		/* x where e = -hi, -lo, lo, hi: (value - e(0)) / slope */
		mpq_t *vals[4] = { &qh, &ql, &ql, &qh };

		ok = 1;
		for (k = 0; k < 4 && ok; k++) {
			mpq_set(t, *vals[k]);
			if (k < 2)
				mpq_neg(t, t);
			mpq_sub(t, t, q0);
			mpq_div(t, t, q1);
			ok = (x[k] = papo_mx_rat(m, t)) >= 0;
		}
		if (ok && mpq_sgn(q1) < 0) {
			/* a falling e: the points come in reverse */
			int y;

			y = x[0], x[0] = x[3], x[3] = y;
			y = x[1], x[1] = x[2], x[2] = y;
		}
		if (ok && mpq_sgn(ql) == 0 && c1)
			r = interval(v, x[0], c2, x[3], c2);
		else if (ok) {
			kids[0] = interval(v, x[0], c2, x[1], c1);
			kids[1] = interval(v, x[2], c1, x[3], c2);
			if (kids[0] >= 0 && kids[1] >= 0)
				r = papo_mx_new(m, PAPO_MX_SETOP, 'u', kids, 2);
		}
	}
	mpq_clears(q0, q1, ql, qh, t, NULL);
	return r;
}

/*
 * A chain a op1 x op2 b (ops checked to be orders) as a set of reals:
 * 1 <= |z| <= 3/2, 1 < n < 5 over the integers.  -1 when it is not one.
 */
static int
rel_chain_set(struct papo_verify *v, int i)
{
	int a = KID(v, i, 0), x = KID(v, i, 1), b = KID(v, i, 2);
	int o1 = relop(v, i, 0), o2 = relop(v, i, 1), f1;

	/* 1 <= |z| <= 3/2 */
	if (kind(v, x) == PAPO_MX_FUNC && ND(v, x)->sub ==
	    PAPO_FN_ABS && ND(v, x)->n == 1 &&
	    (o1 == PAPO_REL_LT || o1 == PAPO_REL_LE) &&
	    (o2 == PAPO_REL_LT || o2 == PAPO_REL_LE))
		return abs_band(v, KID(v, x, 0), a, o1, b, o2);
	if (!papo_verify_is_label(v, x) ||
	    (flags(v, a) & PAPO_MXF_SYM) ||
	    (flags(v, b) & PAPO_MXF_SYM))
		return -1;
	/* 1 < n < 5 over the integers: 2 <= n <= 4 */
	f1 = papo_verify_flip(o1);
	a = int_bound(v, x, &f1, a);
	o1 = papo_verify_flip(f1);
	b = int_bound(v, x, &o2, b);
	if (a < 0 || b < 0)
		return -1;
	if ((o1 == PAPO_REL_LT || o1 == PAPO_REL_LE) &&
	    (o2 == PAPO_REL_LT || o2 == PAPO_REL_LE))
		return interval(v, a, !strict_op(o1), b,
		    !strict_op(o2));
	if ((o1 == PAPO_REL_GT || o1 == PAPO_REL_GE) &&
	    (o2 == PAPO_REL_GT || o2 == PAPO_REL_GE))
		return interval(v, b, !strict_op(o2), a,
		    !strict_op(o1));
	return -1;
}

/*
 * l op r, linear in one variable: c x + d op 0, solved exactly, as a
 * set of reals.  -1 when it is not.
 */
static int
rel_linear_set(struct papo_verify *v, int l, int op, int r)
{
	struct papo_mx *m = &v->mx;
	int sym = -1, e, kids[2], c, root;
	mpq_t q0, q1;

	if (one_var(v, l, &sym) < 0 || one_var(v, r, &sym) < 0 ||
	    sym < 0)
		return -1;
	kids[0] = r;
	kids[1] = papo_mx_new(m, PAPO_MX_NEG, 0, kids, 1);
	kids[0] = l;
	e = papo_mx_new(m, PAPO_MX_ADD, 0, kids, 2);
	if (e < 0)
		return -1;
	mpq_inits(q0, q1, NULL);
	if (linear(v, e, sym, q0, q1) < 0) {
		mpq_clears(q0, q1, NULL);
		return -1;
	}
	c = mpq_sgn(q1);
	/* root = -e(0) / c */
	mpq_div(q0, q0, q1);
	mpq_neg(q0, q0);
	root = papo_mx_rat(m, q0);
	mpq_clears(q0, q1, NULL);
	if (root < 0)
		return -1;
	return var_op_const(v, c > 0 ? op : papo_verify_flip(op), root);
}

/*
 * A relation l op r (op checked to be an order or !=) as a set of
 * reals: |x - 1| < 3, x < 3, 3 > x, -x > -1.  -1 when it is not one.
 */
static int
rel_pair_set(struct papo_verify *v, int i)
{
	int l = KID(v, i, 0), r = KID(v, i, 1), op = relop(v, i, 0);

	/* |x - 1| < 3 */
	if (kind(v, l) == PAPO_MX_FUNC && ND(v, l)->sub ==
	    PAPO_FN_ABS && ND(v, l)->n == 1)
		return abs_to_set(v, KID(v, l, 0), op, r);
	if (kind(v, r) == PAPO_MX_FUNC && ND(v, r)->sub ==
	    PAPO_FN_ABS && ND(v, r)->n == 1)
		return abs_to_set(v, KID(v, r, 0),
		    papo_verify_flip(op), l);
	if (papo_verify_is_label(v, l) &&
	    !(flags(v, r) & PAPO_MXF_SYM)) {
		r = int_bound(v, l, &op, r);
		return var_op_const(v, op, r);
	}
	if (papo_verify_is_label(v, r) &&
	    !(flags(v, l) & PAPO_MXF_SYM)) {
		op = papo_verify_flip(op);
		l = int_bound(v, r, &op, l);
		return var_op_const(v, op, l);
	}
	return rel_linear_set(v, l, op, r);
}

/*
 * An inequality chain as a set of reals: x < 3, 0 < x <= 1, -x > -1
 * (linear, solved exactly), x != 3, |x - 1| < 3.  -1 when it is not one
 * of those.
 */
static int
rel_to_set(struct papo_verify *v, int i)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	for (k = 0; k + 1 < nd->n; k++) {
		int op = relop(v, i, k);

		if (op != PAPO_REL_LT && op != PAPO_REL_LE &&
		    op != PAPO_REL_GT && op != PAPO_REL_GE &&
		    !(op == PAPO_REL_NE && nd->n == 2))
			return -1;
	}
	if (nd->n == 3)
		return rel_chain_set(v, i);
	if (nd->n != 2)
		return -1;
	return rel_pair_set(v, i);
}

/*
 * The one variable of inequality i (every relation of its chain an
 * inequality, x > 2, 0 < t <= 1), or of a membership "x \\in S" (its
 * name), or -1: another relation, none or several variables.
 */
static int
ineq_var(const struct papo_verify *v, int i)
{
	const struct papo_mx_node *nd = ND(v, i);
	int sym = -1;
	uint32_t k;

	if (nd->kind != PAPO_MX_REL)
		return -1;
	if (nd->n == 2 && relop(v, i, 0) == PAPO_REL_IN)
		return kind(v, KID(v, i, 0)) == PAPO_MX_SYM ?
		    (int)ND(v, KID(v, i, 0))->aux : -1;
	for (k = 0; k + 1 < nd->n; k++) {
		int op = relop(v, i, k);

		if (op != PAPO_REL_LT && op != PAPO_REL_LE &&
		    op != PAPO_REL_GT && op != PAPO_REL_GE &&
		    op != PAPO_REL_NE)
			return -1;
	}
	return one_var(v, i, &sym) < 0 ? -1 : sym;
}

int
papo_verify_ineq_vars_differ(const struct papo_verify *v, int a, int b)
{
	int x = ineq_var(v, a), y;

	return x >= 0 && (y = ineq_var(v, b)) >= 0 && x != y;
}

/* Does tree i hold a limit, sum, product or integral (\lim, \sum, ...)? */
static int
calc_op(const struct papo_verify *v, int i, int depth)
{
	static const char *const ops[] = { "\\lim", "\\sum", "\\prod",
	    "\\int", "\\iint", "\\oint", "\\bmod", "\\mod", "\\pmod",
	    NULL };
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;
	size_t j;

	if (depth > 32 || !(nd->flags & PAPO_MXF_UNSUP))
		return 0;
	if (nd->kind == PAPO_MX_UNSUP) {
		for (j = 0; ops[j]; j++)
			if (nd->aux2 >= strlen(ops[j]) &&
			    memcmp(v->mx.text.s + nd->aux, ops[j],
			    strlen(ops[j])) == 0)
				return 1;
		return 0;
	}
	for (k = 0; k < nd->n; k++)
		if (calc_op(v, KID(v, i, k), depth + 1))
			return 1;
	return 0;
}

/* Are trees x and y written alike (the same nodes, numbers, names)? */
int
papo_verify_same_tree(const struct papo_verify *v, int x, int y, int depth)
{
	const struct papo_mx_node *p = ND(v, x), *q = ND(v, y);
	uint32_t k;

	if (depth > 32 || p->kind != q->kind || p->sub != q->sub ||
	    p->n != q->n)
		return 0;
	switch (p->kind) {
	case PAPO_MX_NUM:
		return mpq_equal(v->mx.num[p->aux].q, v->mx.num[q->aux].q) &&
		    v->mx.num[p->aux].places == v->mx.num[q->aux].places;
	case PAPO_MX_SYM:
		return p->aux == q->aux;
	case PAPO_MX_TEXT:
	case PAPO_MX_UNSUP:
		return p->aux2 == q->aux2 && memcmp(v->mx.text.s + p->aux,
		    v->mx.text.s + q->aux, p->aux2) == 0;
	default:
		break;
	}
	for (k = 0; k < p->n; k++)
		if (!papo_verify_same_tree(v, KID(v, x, k), KID(v, y, k),
		    depth + 1))
			return 0;
	return 1;
}

/* A value with no variable, no text and no structure? */
int
papo_verify_is_const(const struct papo_verify *v, int i)
{
	return !(flags(v, i) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP |
	    PAPO_MXF_STRUCT | PAPO_MXF_INF)) && kind(v, i) != PAPO_MX_TEXT;
}

/*
 * Are a and b constants (numbers as written, or a computation of
 * numbers: "6 \\times 7") whose values differ beyond the evaluation's
 * error?  0 when either is another node or cannot be evaluated.
 */
static int
consts_differ(struct papo_verify *v, int a, int b)
{
	double da, db;

	if (!papo_verify_is_const(v, a) || !papo_verify_is_const(v, b) ||
	    papo_mx_ball(&v->mx, a, &v->ba) != PAPO_MX_OK ||
	    papo_mx_ball(&v->mx, b, &v->bb) != PAPO_MX_OK ||
	    !mpfr_zero_p(v->ba.im) || !mpfr_zero_p(v->bb.im))
		return 0;
	if (kind(v, a) == PAPO_MX_NUM && kind(v, b) == PAPO_MX_NUM)
		return mpfr_cmp(v->ba.re, v->bb.re) != 0;
	da = mpfr_get_d(v->ba.re, MPFR_RNDN);
	db = mpfr_get_d(v->bb.re, MPFR_RNDN);
	if (fabs(da - db) <= 1e-9 * fmax(1.0, fmax(fabs(da), fabs(db))))
		return 0;
	/* "0.333 = \\frac{1}{3}": a decimal that rounds the other side */
	return !((flags(v, a) & PAPO_MXF_DEC) &&
	    papo_verify_rounds_to(v, b, a) == 1) &&
	    !((flags(v, b) & PAPO_MXF_DEC) &&
	    papo_verify_rounds_to(v, a, b) == 1);
}

/*
 * May decimal part d be a rounding of constant part e: within one unit
 * of its last digit or 1% (models round loosely: \sqrt{2}/2 \approx
 * 0.70)?  1, 0, or -1 when either cannot be evaluated.
 */
int
papo_verify_rounds_to(struct papo_verify *v, int e, int d)
{
	struct papo_mx *m = &v->mx;
	double de, dd, unit;

	if (papo_mx_ball(m, e, &v->ba) != PAPO_MX_OK ||
	    papo_mx_ball(m, d, &v->bb) != PAPO_MX_OK ||
	    !mpfr_zero_p(v->ba.im) || !mpfr_zero_p(v->bb.im))
		return -1;
	de = mpfr_get_d(v->ba.re, MPFR_RNDN);
	dd = mpfr_get_d(v->bb.re, MPFR_RNDN);
	unit = papo_mx_relunit(m, d) * fabs(dd);
	return fabs(de - dd) <= unit || fabs(de - dd) <= 0.01 * fabs(de);
}

/* Does node i hold the symbol sym anywhere (depth-bounded)? */
static int
has_sym(const struct papo_verify *v, int i, uint32_t sym, int depth)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	if (nd->kind == PAPO_MX_SYM)
		return nd->aux == sym;
	if (depth > 32)
		return 1;
	for (k = 0; k < nd->n; k++)
		if (has_sym(v, KID(v, i, k), sym, depth + 1))
			return 1;
	return 0;
}

/*
 * Is chain x of '=' one whose first side l is a variable that a later
 * side holds again ("x = 2 o x = 3", "x = 2 y x = 3": Spanish's "or"
 * and "and" read as the letters o and y)?  Then it computes no value
 * of l: its last side is not l's value.
 */
static int
sym_later(const struct papo_verify *v, int x, int l)
{
	uint32_t n = ND(v, x)->n, k;

	if (kind(v, l) != PAPO_MX_SYM)
		return 0;
	for (k = 1; k < n; k++)
		if (has_sym(v, KID(v, x, k), ND(v, l)->aux, 0))
			return 1;
	return 0;
}

/* Unwrap what does not change the answer; see the man page. */
int
papo_verify_canon(struct papo_verify *v, int x)
{
	int guard;

	for (guard = 0; guard < 16 && x >= 0; guard++) {
		const struct papo_mx_node *nd = ND(v, x);
		uint32_t n = nd->n, k;

		if (nd->kind == PAPO_MX_LIST && n == 1) {
			x = KID(v, x, 0);
			continue;
		}
		if (nd->kind != PAPO_MX_REL)
			return x;
		/* "so": keep what follows the last arrow */
		for (k = n - 1; k-- > 0;)
			if (relop(v, x, k) == PAPO_REL_ARROW)
				break;
		if (k < n - 1) {
			x = subchain(v, x, k + 1, n);
			continue;
		}
		/* \approx: the exact part before it */
		for (k = 0; k + 1 < n; k++)
			if (relop(v, x, k) == PAPO_REL_APPROX)
				break;
		if (k + 1 < n) {
			if (k > 0) {
				x = subchain(v, x, 0, k + 1);
				continue;
			}
			/* x \approx 11 says x = 11; 0.577 \approx ... says
			   0.577 */
			if (papo_verify_is_label(v, KID(v, x, 0)) && n == 2) {
				x = papo_mx_rel2(&v->mx, KID(v, x, 0),
				    PAPO_REL_EQ, KID(v, x, 1));
				continue;
			}
			x = KID(v, x, 0);
			continue;
		}
		for (k = 0; k + 1 < n; k++)
			if (relop(v, x, k) != PAPO_REL_EQ)
				break;
		if (k + 1 == n) {
			int l = KID(v, x, 0), r = KID(v, x, n - 1);

			/* x = 1/3 = 0.333: a decimal that rounds the
			   exact part before it says what \approx says */
			if (n >= 2 && kind(v, r) == PAPO_MX_NUM &&
			    (flags(v, r) & PAPO_MXF_DEC) &&
			    papo_verify_is_const(v, KID(v, x, n - 2)) &&
			    !(flags(v, KID(v, x, n - 2)) & PAPO_MXF_DEC) &&
			    papo_verify_rounds_to(v, KID(v, x, n - 2), r) == 1)
				r = KID(v, x, n - 2);

			/* "43 = 42", "6 \\times 7 = 43": two constants
			   said equal that are not state no value (a
			   longer chain's last part is still its value:
			   "x = 5+5+1 = 7 = 11" is 11) */
			if (n == 2 && consts_differ(v, l, r))
				return x;
			if (n >= 3) {
				/* "x = 2 o x = 3": two equations glued by a
				   word the lexer takes for letters */
				if (sym_later(v, x, l))
					return x;
				x = papo_verify_is_label(v, l) ?
				    papo_mx_rel2(&v->mx, l, PAPO_REL_EQ, r) :
				    r;
				continue;
			}
			if (papo_verify_is_label(v, l))
				return x;
			/* 10^3 = 1000, \lim ... = 1: a computation (not
			   \angle ABC = 90, which names an angle) */
			if ((!(flags(v, l) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP)) ||
			    calc_op(v, l, 0)) &&
			    !(flags(v, r) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP))) {
				x = r;
				continue;
			}
			return x;
		}
		/* x \\in S says x is in S, a set or an interval: not a
		   number ("x \\in 42" is no statement of x) */
		if (n == 2 && relop(v, x, 0) == PAPO_REL_IN &&
		    papo_verify_is_label(v, KID(v, x, 0)) &&
		    !papo_verify_is_const(v, KID(v, x, 1))) {
			x = KID(v, x, 1);
			continue;
		}
		{
			int s = rel_to_set(v, x);

			if (s < 0)
				return x;
			x = s;
		}
	}
	return x;
}
