/*
 * verify.c: does a response's final answer equal the reference? The checker
 * behind papo-verify.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "latex.h"
#include "mathexpr.h"
#include "units.h"
#include "verify.h"
#include "xalloc.h"

/* Results of one comparison. */
enum {
	R_EQ,
	R_NE,
	R_CAP,		/* a cap was hit: undecided */
	R_UNK,		/* cannot compare as math: compare the text */
	R_UNSTABLE	/* too little precision: retry with more */
};

struct papo_verify {
	struct papo_verify_opts o;
	struct papo_lex lx;
	struct papo_mx mx;
	struct papo_buf pred, gold, gtext, ptext, scratch;
	struct papo_buf gnorm, pnorm;	/* answers as compared
					   (papo_answer_normalize) */
	struct papo_buf alts;		/* a reference's alternatives */
	struct papo_buf resp;		/* a response with full-width forms
					   folded */
	struct papo_mx_ball ba, bb;
	mpq_t qa, qb, qc;
	mpq_t qu, qt;		/* the rounding allowed (rounding()) */
	mpfr_t fa, fb, fc;
	long fprec;
	int steps;
	int depth;		/* papo_verify_compare calls in progress */
	int intrel;		/* both sides are inequalities: n, m, k
				   are integers in them (int_bound) */
};

static const char *const reasons[PAPO_V_NVERDICTS] = {
	"equal", "not_equal", "no_answer", "no_reference", "capped"
};

void
papo_verify_defaults(struct papo_verify_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->answer.think = PAPO_THINK_CUT;
	o->answer.extract = PAPO_EXTRACT_ALL;
	o->tol = 1e-3;
	o->prec = 256;
	o->trials = 4;
}

const char *
papo_verify_reason(int verdict)
{
	return verdict >= 0 && verdict < PAPO_V_NVERDICTS ? reasons[verdict] :
	    "unknown";
}

struct papo_verify *
papo_verify_new(const struct papo_verify_opts *o)
{
	struct papo_verify *v = papo_xcalloc(1, sizeof(*v));

	v->o = *o;
	papo_lex_init(&v->lx);
	papo_mx_init(&v->mx);
	papo_buf_init(&v->pred);
	papo_buf_init(&v->gold);
	papo_buf_init(&v->gtext);
	papo_buf_init(&v->ptext);
	papo_buf_init(&v->scratch);
	papo_buf_init(&v->gnorm);
	papo_buf_init(&v->pnorm);
	papo_buf_init(&v->alts);
	papo_buf_init(&v->resp);
	papo_mx_ball_init(&v->ba, o->prec);
	papo_mx_ball_init(&v->bb, o->prec);
	mpq_inits(v->qa, v->qb, v->qc, v->qu, v->qt, NULL);
	mpfr_inits2((mpfr_prec_t)o->prec, v->fa, v->fb, v->fc, (mpfr_ptr)NULL);
	v->fprec = o->prec;
	return v;
}

void
papo_verify_free(struct papo_verify *v)
{
	if (v == NULL)
		return;
	papo_lex_release(&v->lx);
	papo_mx_release(&v->mx);
	papo_buf_release(&v->pred);
	papo_buf_release(&v->gold);
	papo_buf_release(&v->gtext);
	papo_buf_release(&v->ptext);
	papo_buf_release(&v->scratch);
	papo_buf_release(&v->gnorm);
	papo_buf_release(&v->pnorm);
	papo_buf_release(&v->alts);
	papo_buf_release(&v->resp);
	papo_mx_ball_clear(&v->ba);
	papo_mx_ball_clear(&v->bb);
	mpq_clears(v->qa, v->qb, v->qc, v->qu, v->qt, NULL);
	mpfr_clears(v->fa, v->fb, v->fc, (mpfr_ptr)NULL);
	free(v);
}

/* ---------------------------------------------------------------- */
/* helpers over trees */

#define ND(v, i) (&(v)->mx.node[i])
#define KID(v, i, k) papo_mx_kid(&(v)->mx, (i), (k))

static int
kind(const struct papo_verify *v, int i)
{
	return v->mx.node[i].kind;
}

static int
flags(const struct papo_verify *v, int i)
{
	return v->mx.node[i].flags;
}

/* A name-like left side: x, a_3, f(x), |AB|, NO/BO, (p, q), \text{Area}. */
static int
is_label(const struct papo_verify *v, int i)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	switch (nd->kind) {
	case PAPO_MX_SYM:
	case PAPO_MX_TEXT:
	case PAPO_MX_APPLY:
		return 1;
	case PAPO_MX_FUNC:
		return nd->sub == PAPO_FN_ABS && is_label(v, KID(v, i, 0));
	case PAPO_MX_INV:
		return is_label(v, KID(v, i, 0));
	case PAPO_MX_MUL:
	case PAPO_MX_TUPLE:
		for (k = 0; k < nd->n; k++)
			if (!is_label(v, KID(v, i, k)))
				return 0;
		return nd->n > 0;
	default:
		return 0;
	}
}

static int
relop(const struct papo_verify *v, int i, uint32_t k)
{
	return papo_mx_relop(&v->mx, i, k);
}

static int
is_equation(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_REL && ND(v, i)->n == 2 &&
	    relop(v, i, 0) == PAPO_REL_EQ;
}

/* x = value, with x a label. */
static int
is_assign(const struct papo_verify *v, int i)
{
	return is_equation(v, i) && is_label(v, KID(v, i, 0));
}

/* +-infinity: 1, -1, or 0 when i is no infinity. */
static int
inf_sign(const struct papo_verify *v, int i)
{
	const struct papo_mx_node *nd = ND(v, i);

	if (nd->kind == PAPO_MX_CONST && nd->sub == PAPO_C_INF)
		return 1;
	if (nd->kind == PAPO_MX_NEG)
		return -inf_sign(v, KID(v, i, 0));
	return 0;
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

static int
flip(int op)
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
 * An inequality chain as a set of reals: x < 3, 0 < x <= 1, -x > -1
 * (linear, solved exactly), x != 3.  -1 when it is not one of those.
 */
static int
rel_to_set(struct papo_verify *v, int i)
{
	struct papo_mx *m = &v->mx;
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	for (k = 0; k + 1 < nd->n; k++) {
		int op = relop(v, i, k);

		if (op != PAPO_REL_LT && op != PAPO_REL_LE &&
		    op != PAPO_REL_GT && op != PAPO_REL_GE &&
		    !(op == PAPO_REL_NE && nd->n == 2))
			return -1;
	}
	if (nd->n == 3) {
		int a = KID(v, i, 0), x = KID(v, i, 1), b = KID(v, i, 2);
		int o1 = relop(v, i, 0), o2 = relop(v, i, 1);

		if (!is_label(v, x) || (flags(v, a) & PAPO_MXF_SYM) ||
		    (flags(v, b) & PAPO_MXF_SYM))
			return -1;
		/* 1 < n < 5 over the integers: 2 <= n <= 4 */
		{
			int f1 = flip(o1);

			a = int_bound(v, x, &f1, a);
			o1 = flip(f1);
			b = int_bound(v, x, &o2, b);
			if (a < 0 || b < 0)
				return -1;
		}
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
	if (nd->n != 2)
		return -1;
	{
		int l = KID(v, i, 0), r = KID(v, i, 1), op = relop(v, i, 0);
		int sym = -1, e, kids[2];

		if (is_label(v, l) && !(flags(v, r) & PAPO_MXF_SYM)) {
			r = int_bound(v, l, &op, r);
			return var_op_const(v, op, r);
		}
		if (is_label(v, r) && !(flags(v, l) & PAPO_MXF_SYM)) {
			op = flip(op);
			l = int_bound(v, r, &op, l);
			return var_op_const(v, op, l);
		}
		/* linear in one variable: c x + d op 0, solved exactly */
		if (one_var(v, l, &sym) < 0 || one_var(v, r, &sym) < 0 ||
		    sym < 0)
			return -1;
		kids[0] = r;
		kids[1] = papo_mx_new(m, PAPO_MX_NEG, 0, kids, 1);
		kids[0] = l;
		e = papo_mx_new(m, PAPO_MX_ADD, 0, kids, 2);
		if (e < 0)
			return -1;
		{
			mpq_t q0, q1, q2;
			int ok, c;

			mpq_inits(q0, q1, q2, NULL);
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
				/* c = e(1) - e(0); linear when
				   e(2) - e(1) = c */
				mpq_sub(q2, q2, q1);
				mpq_sub(q1, q1, q0);
				ok = mpq_equal(q1, q2) && mpq_sgn(q1) != 0;
			}
			if (!ok) {
				mpq_clears(q0, q1, q2, NULL);
				return -1;
			}
			c = mpq_sgn(q1);
			/* root = -e(0) / c */
			mpq_div(q0, q0, q1);
			mpq_neg(q0, q0);
			{
				int root = papo_mx_rat(m, q0);

				mpq_clears(q0, q1, q2, NULL);
				if (root < 0)
					return -1;
				return var_op_const(v, c > 0 ? op : flip(op),
				    root);
			}
		}
	}
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
static int
same_tree(const struct papo_verify *v, int x, int y, int depth)
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
		if (!same_tree(v, KID(v, x, k), KID(v, y, k), depth + 1))
			return 0;
	return 1;
}

/* A value with no variable, no text and no structure? */
static int
is_const(const struct papo_verify *v, int i)
{
	return !(flags(v, i) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP |
	    PAPO_MXF_STRUCT | PAPO_MXF_INF)) && kind(v, i) != PAPO_MX_TEXT;
}

/*
 * May decimal part d be a rounding of constant part e: within one unit
 * of its last digit or 1% (models round loosely: \sqrt{2}/2 \approx
 * 0.70)?  1, 0, or -1 when either cannot be evaluated.
 */
static int
rounds_to(struct papo_verify *v, int e, int d)
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

/* Unwrap what does not change the answer; see the man page. */
static int
canon(struct papo_verify *v, int x)
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
			if (is_label(v, KID(v, x, 0)) && n == 2) {
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
			    is_const(v, KID(v, x, n - 2)) &&
			    !(flags(v, KID(v, x, n - 2)) & PAPO_MXF_DEC) &&
			    rounds_to(v, KID(v, x, n - 2), r) == 1)
				r = KID(v, x, n - 2);

			if (n >= 3) {
				x = is_label(v, l) ? papo_mx_rel2(&v->mx, l,
				    PAPO_REL_EQ, r) : r;
				continue;
			}
			if (is_label(v, l))
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
		if (n == 2 && relop(v, x, 0) == PAPO_REL_IN &&
		    is_label(v, KID(v, x, 0))) {
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

/* Collections compared as sets. */
static int
is_coll(const struct papo_verify *v, int i)
{
	int k = kind(v, i);

	return k == PAPO_MX_LIST || k == PAPO_MX_SET ||
	    (k == PAPO_MX_SETOP && ND(v, i)->sub == 'u');
}

/* ---------------------------------------------------------------- */
/* scalars */

static void
fprec(struct papo_verify *v, long prec)
{
	if (v->fprec != prec) {
		mpfr_set_prec(v->fa, (mpfr_prec_t)prec);
		mpfr_set_prec(v->fb, (mpfr_prec_t)prec);
		mpfr_set_prec(v->fc, (mpfr_prec_t)prec);
		v->fprec = prec;
	}
}

/*
 * How far apart two values with decimal literals may be, relative, in
 * an equation (cmp_equation): one unit in the last place of the least
 * precise literal, when that unit is at most the tolerance relative to
 * the literal (1e-3: about four significant digits); else 0, exact.
 */
static double
dec_bound(const struct papo_verify *v, int a, int b)
{
	double ru = papo_mx_relunit(&v->mx, a), rb = papo_mx_relunit(&v->mx, b);

	if (rb > ru)
		ru = rb;
	return ru > 0 && ru <= v->o.tol ? ru : 0;
}

/*
 * Is node i d \times 10^{k} (scientific notation: a product of two
 * factors, the second a power of the integer 10 with an integer
 * exponent, |k| <= 400)?  Then *k gets k.
 */
static int
sci_power(struct papo_verify *v, int i, long *k)
{
	int p, ten;

	if (kind(v, i) != PAPO_MX_MUL || ND(v, i)->n != 2)
		return 0;
	p = KID(v, i, 1);
	if (kind(v, p) != PAPO_MX_POW)
		return 0;
	ten = KID(v, p, 0);
	if (kind(v, ten) != PAPO_MX_NUM || !(flags(v, ten) & PAPO_MXF_INTLIT) ||
	    mpq_cmp_ui(v->mx.num[ND(v, ten)->aux].q, 10, 1) != 0 ||
	    (flags(v, KID(v, p, 1)) & (PAPO_MXF_SYM | PAPO_MXF_DEC)) ||
	    papo_mx_exact(&v->mx, KID(v, p, 1), v->qt) != PAPO_MX_OK ||
	    mpz_cmp_ui(mpq_denref(v->qt), 1) != 0 ||
	    mpz_cmpabs_ui(mpq_numref(v->qt), 400) > 0)
		return 0;
	*k = mpz_get_si(mpq_numref(v->qt));
	return 1;
}

/*
 * Is node i a decimal literal read as a rounding: a literal with a
 * point or an exponent (signed, or a percentage of one) whose last
 * written digit is at most the tolerance relative to it (1e-3: about
 * four significant digits; 0.333 is too coarse to be 1/3), possibly
 * in scientific notation?  Then *unit is one unit in that digit, as a
 * value of node i (a percentage's is a hundredth of its literal's,
 * 2.5 \times 10^{3}'s is 100), and 1 is returned.
 */
static int
dec_unit(struct papo_verify *v, int i, mpq_ptr unit)
{
	const struct papo_mx_num *x;
	int pct = 0, ten = 0;
	long e10 = 0;

	for (;;) {
		if (kind(v, i) == PAPO_MX_NEG) {
			i = KID(v, i, 0);
			continue;
		}
		if (kind(v, i) == PAPO_MX_PERCENT && !pct) {
			pct = 1;
			i = KID(v, i, 0);
			continue;
		}
		if (!ten && (ten = sci_power(v, i, &e10)) != 0) {
			i = KID(v, i, 0);
			continue;
		}
		break;
	}
	if (kind(v, i) != PAPO_MX_NUM || !(flags(v, i) & PAPO_MXF_DEC))
		return 0;
	x = &v->mx.num[ND(v, i)->aux];
	if (x->places < -30 || x->places > 100000 || !(x->relunit > 0) ||
	    x->relunit > v->o.tol)
		return 0;
	mpq_set_ui(unit, 1, 1);
	if (x->places >= 0)
		mpz_ui_pow_ui(mpq_denref(unit), 10, (unsigned long)x->places);
	else
		mpz_ui_pow_ui(mpq_numref(unit), 10,
		    (unsigned long)-x->places);
	if (pct)
		mpz_mul_ui(mpq_denref(unit), mpq_denref(unit), 100);
	if (e10 > 0) {
		mpz_t t;

		mpz_init(t);
		mpz_ui_pow_ui(t, 10, (unsigned long)e10);
		mpz_mul(mpq_numref(unit), mpq_numref(unit), t);
		mpz_clear(t);
	} else if (e10 < 0) {
		mpz_t t;

		mpz_init(t);
		mpz_ui_pow_ui(t, 10, (unsigned long)-e10);
		mpz_mul(mpq_denref(unit), mpq_denref(unit), t);
		mpz_clear(t);
	}
	mpq_canonicalize(unit);
	return 1;
}

/*
 * The rounding allowed between a and b, into v->qu: the larger unit of
 * the decimal literals among them (dec_unit).  0 when neither is one:
 * then only equal values are equal.
 */
static int
rounding(struct papo_verify *v, int a, int b)
{
	int any = dec_unit(v, a, v->qu);

	if (dec_unit(v, b, v->qt)) {
		if (!any || mpq_cmp(v->qt, v->qu) > 0)
			mpq_set(v->qu, v->qt);
		any = 1;
	}
	return any;
}

/*
 * Compare balls A and B: R_EQ, R_NE, R_UNSTABLE.  With a rounding
 * (v->qu), they are equal when |A - B| is certainly less than it, and
 * different when it is certainly not.  Midpoints that agree within the
 * error of a sum that lost a term (papo_mx's lost) decide nothing.
 */
static int
ball_cmp(struct papo_verify *v, const struct papo_mx_ball *A,
    const struct papo_mx_ball *B, int round)
{
	long prec = v->mx.prec, rad, dmag, scale;

	fprec(v, prec);
	mpfr_sub(v->fa, A->re, B->re, MPFR_RNDA);
	mpfr_sub(v->fb, A->im, B->im, MPFR_RNDA);
	mpfr_abs(v->fa, v->fa, MPFR_RNDN);
	mpfr_abs(v->fb, v->fb, MPFR_RNDN);
	if (mpfr_cmp(v->fa, v->fb) < 0)
		mpfr_swap(v->fa, v->fb);
	/* |A - B| <= sqrt(2) * fa < 2^(exp(fa) + 1) */
	dmag = mpfr_zero_p(v->fa) ? PAPO_MX_EXACT :
	    (long)mpfr_get_exp(v->fa) + 1;
	rad = A->rad > B->rad ? A->rad : B->rad;
	if (rad != PAPO_MX_EXACT)
		rad += 2;
	scale = papo_mx_ball_mag(A);
	if (papo_mx_ball_mag(B) > scale)
		scale = papo_mx_ball_mag(B);
	if (scale < 0)
		scale = 0;
	/* the difference is at least 2^(exp(fa) - 1) */
	if (dmag == PAPO_MX_EXACT || dmag - 2 <= rad) {
		if (rad != PAPO_MX_EXACT &&
		    (rad > scale - prec / 2 || v->mx.lost))
			return R_UNSTABLE;
		if (rad == PAPO_MX_EXACT || !round)
			return R_EQ;
	}
	if (!round)
		return R_NE;
	/* |A - B| + 2^rad < unit: equal; |A - B| - 2^rad >= unit: not */
	mpfr_set_q(v->fc, v->qu, MPFR_RNDZ);
	mpfr_hypot(v->fb, v->fa, v->fb, MPFR_RNDU);
	if (rad != PAPO_MX_EXACT) {
		mpfr_set_ui_2exp(v->fa, 1, rad, MPFR_RNDU);
		mpfr_add(v->fb, v->fb, v->fa, MPFR_RNDU);
	}
	if (mpfr_cmp(v->fb, v->fc) < 0)
		return R_EQ;
	mpfr_sub(v->fa, A->re, B->re, MPFR_RNDZ);
	mpfr_sub(v->fb, A->im, B->im, MPFR_RNDZ);
	mpfr_abs(v->fa, v->fa, MPFR_RNDZ);
	mpfr_abs(v->fb, v->fb, MPFR_RNDZ);
	if (mpfr_cmp(v->fa, v->fb) < 0)
		mpfr_swap(v->fa, v->fb);
	if (rad != PAPO_MX_EXACT) {
		mpfr_set_ui_2exp(v->fb, 1, rad, MPFR_RNDU);
		mpfr_sub(v->fa, v->fa, v->fb, MPFR_RNDZ);
	}
	mpfr_set_q(v->fc, v->qu, MPFR_RNDU);
	return mpfr_cmp(v->fa, v->fc) >= 0 ? R_NE : R_UNSTABLE;
}

/* Not decided by this rule: try the next one (no R_* value). */
#define NEXT	(-1)

/*
 * Trial t of a comparison with a step function, when every variable is
 * an integer there: the exact values of a and b (floor(sqrt(n - 1)) sits
 * on its jump whenever n - 1 is a square, where no ball decides).
 * R_EQ or R_NE, or NEXT when not both exact there (a root, a variable
 * not an integer at this point, a function's alias); then *pa, *pb are
 * the side to evaluate as a ball, its exact value as a number when it
 * has one.
 */
static int
int_point(struct papo_verify *v, int a, int b, int t, int *pa, int *pb)
{
	struct papo_mx *m = &v->mx;
	uint64_t all = m->nsym >= 64 ? ~(uint64_t)0 :
	    ((uint64_t)1 << m->nsym) - 1;
	size_t s;
	int ea, eb;

	if (!m->intodd || (t % 2 == 0 && (m->intsym & all) != all))
		return NEXT;
	for (s = 0; s < m->nsym; s++) {
		if (m->alias[s] || !mpfr_fits_slong_p(m->pt[s], MPFR_RNDN))
			return NEXT;
		mpq_set_si(v->qt, mpfr_get_si(m->pt[s], MPFR_RNDN), 1);
		papo_mx_bind(m, (uint32_t)s, v->qt);
	}
	ea = papo_mx_exact(m, a, v->qa);
	eb = papo_mx_exact(m, b, v->qb);
	papo_mx_unbind_all(m);
	if (ea == PAPO_MX_OK && eb == PAPO_MX_OK)
		return mpq_equal(v->qa, v->qb) ? R_EQ : R_NE;
	if (ea == PAPO_MX_OK && (*pa = papo_mx_rat(m, v->qa)) < 0)
		*pa = a;
	if (eb == PAPO_MX_OK && (*pb = papo_mx_rat(m, v->qb)) < 0)
		*pb = b;
	return NEXT;
}

/* Compare two scalar expressions at trials points and one precision. */
static int
num_trials(struct papo_verify *v, int a, int b, int trials, int round)
{
	struct papo_mx *m = &v->mx;
	int t, ok = 0, unstable = 0;

	for (t = 0; t < trials; t++) {
		int sa, sb, r, pa = a, pb = b;

		papo_mx_set_point(m, (unsigned)t);
		if ((r = int_point(v, a, b, t, &pa, &pb)) == R_NE)
			return R_NE;
		if (r == R_EQ) {
			ok++;
			continue;
		}
		m->lost = 0;
		sa = papo_mx_ball(m, pa, &v->ba);
		sb = papo_mx_ball(m, pb, &v->bb);
		if (sa == PAPO_MX_CAP || sb == PAPO_MX_CAP)
			return R_CAP;
		/* out of a function's domain here (arcsin 2): another point */
		if (sa == PAPO_MX_NOTSCALAR || sb == PAPO_MX_NOTSCALAR) {
			if (trials == 1)
				return R_UNK;
			continue;
		}
		if (sa == PAPO_MX_UNSTABLE || sb == PAPO_MX_UNSTABLE) {
			/* at an integer a step function may sit exactly on
			   its jump (floor(sqrt(1))): no precision decides
			   there, the other points do */
			if (m->intodd) {
				unstable++;
				continue;
			}
			return R_UNSTABLE;
		}
		if (sa == PAPO_MX_UNDEF || sb == PAPO_MX_UNDEF) {
			if (sa == sb)
				continue;
			return R_NE;
		}
		r = ball_cmp(v, &v->ba, &v->bb, round);
		if (r != R_EQ)
			return r;
		ok++;
	}
	if (unstable > 0 && ok < trials / 2)
		return R_UNSTABLE;
	return ok ? R_EQ : R_UNK;
}

/* Points tried for an expression with a step function and a variable. */
#define STEP_TRIALS	16

/* Does tree i hold a floor, ceiling or sign (of a variable)? */
static int
has_step(const struct papo_verify *v, int i, int depth)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	if (depth > 32 || !(nd->flags & PAPO_MXF_SYM))
		return 0;
	if (nd->kind == PAPO_MX_FUNC && (nd->sub == PAPO_FN_FLOOR ||
	    nd->sub == PAPO_FN_CEIL || nd->sub == PAPO_FN_SGN))
		return 1;
	for (k = 0; k < nd->n; k++)
		if (has_step(v, KID(v, i, k), depth + 1))
			return 1;
	return 0;
}

/* The symbols named n, m, k or N: integers where a step function is. */
static uint64_t
int_syms(const struct papo_verify *v)
{
	uint64_t bits = 0;
	size_t s, len;
	const char *name;

	for (s = 0; s < v->mx.nsym; s++) {
		name = papo_mx_symname(&v->mx, (uint32_t)s, &len);
		if (len == 1 && strchr("nmkN", name[0]) != NULL)
			bits |= (uint64_t)1 << s;
	}
	return bits;
}

/*
 * Two scalars: exactly as rationals when both are, else as balls at
 * rising precision (past 16 times the working precision: capped).
 * Values are equal when equal, or when they differ by less than the
 * rounding of a decimal literal among them (see rounding()).
 */
static int
cmp_scalar(struct papo_verify *v, int a, int b)
{
	struct papo_mx *m = &v->mx;
	int fl = flags(v, a) | flags(v, b), r, round = 0, trials;
	long prec;

	if (fl & PAPO_MXF_UNSUP)
		return R_UNK;
	if (fl & PAPO_MXF_DEC)
		round = rounding(v, a, b);
	if (!(fl & PAPO_MXF_SYM)) {
		int sa = papo_mx_exact(m, a, v->qa), sb;

		if (sa == PAPO_MX_OK || sa == PAPO_MX_NONRAT ||
		    sa == PAPO_MX_BIG) {
			mpq_set(v->qc, v->qa);
			sb = papo_mx_exact(m, b, v->qb);
			mpq_set(v->qa, v->qc);
		} else
			sb = sa;
		if (sa == PAPO_MX_NOTSCALAR || sb == PAPO_MX_NOTSCALAR)
			return R_UNK;
		if (sa == PAPO_MX_OK && sb == PAPO_MX_OK) {
			if (mpq_equal(v->qa, v->qb))
				return R_EQ;
			if (round) {
				/* |a - b| < unit, exactly */
				mpq_sub(v->qc, v->qa, v->qb);
				mpq_abs(v->qc, v->qc);
				if (mpq_cmp(v->qc, v->qu) < 0)
					return R_EQ;
			}
			return R_NE;
		}
		if (sa == PAPO_MX_UNDEF && sb == PAPO_MX_UNDEF)
			return R_UNK;
		if (sa == PAPO_MX_UNDEF || sb == PAPO_MX_UNDEF)
			return R_NE;
	}
	trials = 1;
	if (fl & PAPO_MXF_SYM) {
		trials = v->o.trials;
		/* a step function agrees by chance at a few points, and
		   jumps at integers: half the points are integers, and its
		   n, m, k always are (ceil(n/2) is floor((n+1)/2)) */
		if (has_step(v, a, 0) || has_step(v, b, 0)) {
			if (trials < STEP_TRIALS)
				trials = STEP_TRIALS;
			m->intsym = int_syms(v);
			m->intodd = 1;
		}
	}
	for (prec = v->o.prec; prec <= v->o.prec * 16; prec *= 4) {
		papo_mx_set_prec(m, prec);
		r = num_trials(v, a, b, trials, round);
		if (r != R_UNSTABLE) {
			papo_mx_set_prec(m, v->o.prec);
			m->intsym = 0;
			m->intodd = 0;
			return r;
		}
	}
	papo_mx_set_prec(m, v->o.prec);
	m->intsym = 0;
	m->intodd = 0;
	return R_CAP;
}

/*
 * Equations up to a nonzero factor: E1 = L1 - R1 and E2 = L2 - R2 with
 * E1 = c E2 at every point tried.  Each difference is measured against
 * the size of its sides (|L| + |R|), so points near the solution set,
 * where both nearly vanish, decide nothing wrongly; c comes from the
 * point where E2 is largest against its sides.  With decimal literals
 * their last digit (dec_bound) stands in for the working precision.
 */
#define EQ_MAXT 16

static int
cmp_equation(struct papo_verify *v, int a, int b)
{
	struct papo_mx *m = &v->mx;
	int side[4], t, k, n = 0, best = -1, r = R_EQ, fl;
	int trials = v->o.trials < EQ_MAXT ? v->o.trials : EQ_MAXT;
	long prec = v->o.prec;
	mpfr_t e[EQ_MAXT][2], sc[EQ_MAXT][2], c, x, y;
	double eps, bestrel = -1;

	side[0] = KID(v, a, 0);
	side[1] = KID(v, a, 1);
	side[2] = KID(v, b, 0);
	side[3] = KID(v, b, 1);
	fl = 0;
	for (k = 0; k < 4; k++)
		fl |= flags(v, side[k]);
	if (fl & (PAPO_MXF_UNSUP | PAPO_MXF_STRUCT | PAPO_MXF_INF))
		return R_UNK;
	if (!(fl & PAPO_MXF_SYM))
		return R_UNK;	/* 2 = 2: compare the sides instead */
	eps = ldexp(1.0, (int)-(prec / 2));
	if (fl & PAPO_MXF_DEC) {
		double d = dec_bound(v, a, b);

		if (d > eps)
			eps = d;
	}
	mpfr_inits2((mpfr_prec_t)prec, c, x, y, (mpfr_ptr)NULL);
	for (t = 0; t < EQ_MAXT; t++)
		mpfr_inits2((mpfr_prec_t)prec, e[t][0], e[t][1], sc[t][0],
		    sc[t][1], (mpfr_ptr)NULL);
	papo_mx_set_prec(m, prec);
	for (t = 0; t < trials && r == R_EQ; t++) {
		int st[4], z[2], q;

		papo_mx_set_point(m, (unsigned)t);
		for (q = 0; q < 2; q++) {
			st[2 * q] = papo_mx_ball(m, side[2 * q], &v->ba);
			st[2 * q + 1] = papo_mx_ball(m, side[2 * q + 1],
			    &v->bb);
			if (st[2 * q] == PAPO_MX_CAP ||
			    st[2 * q + 1] == PAPO_MX_CAP) {
				r = R_CAP;
				break;
			}
			if (st[2 * q] != PAPO_MX_OK ||
			    st[2 * q + 1] != PAPO_MX_OK ||
			    !mpfr_zero_p(v->ba.im) || !mpfr_zero_p(v->bb.im))
				break;
			mpfr_sub(e[n][q], v->ba.re, v->bb.re, MPFR_RNDN);
			mpfr_abs(x, v->ba.re, MPFR_RNDN);
			mpfr_abs(y, v->bb.re, MPFR_RNDN);
			mpfr_add(sc[n][q], x, y, MPFR_RNDN);
		}
		if (r != R_EQ || q < 2)
			continue;	/* a cap, or outside a domain */
		/* does each side vanish here, against its size? */
		for (q = 0; q < 2; q++) {
			mpfr_abs(x, e[n][q], MPFR_RNDN);
			mpfr_mul_d(y, sc[n][q], eps, MPFR_RNDN);
			z[q] = mpfr_cmp(x, y) <= 0;
		}
		if (z[0] && z[1])
			continue;
		if (z[0] != z[1]) {
			r = R_NE;
			break;
		}
		mpfr_div(x, e[n][1], sc[n][1], MPFR_RNDN);
		if (best < 0 || fabs(mpfr_get_d(x, MPFR_RNDN)) > bestrel) {
			bestrel = fabs(mpfr_get_d(x, MPFR_RNDN));
			best = n;
		}
		n++;
	}
	if (r == R_EQ && n < 2)
		r = R_UNK;
	if (r == R_EQ) {
		/* c = E1 / E2 where E2 is clearest; then E1 = c E2
		   everywhere */
		mpfr_div(c, e[best][0], e[best][1], MPFR_RNDN);
		for (t = 0; t < n && r == R_EQ; t++) {
			mpfr_mul(x, c, e[t][1], MPFR_RNDN);
			mpfr_sub(x, e[t][0], x, MPFR_RNDN);
			mpfr_abs(x, x, MPFR_RNDN);
			mpfr_abs(y, c, MPFR_RNDN);
			mpfr_mul(y, y, sc[t][1], MPFR_RNDN);
			mpfr_add(y, y, sc[t][0], MPFR_RNDN);
			mpfr_mul_d(y, y, eps, MPFR_RNDN);
			if (mpfr_cmp(x, y) > 0)
				r = R_NE;
		}
	}
	for (t = 0; t < EQ_MAXT; t++)
		mpfr_clears(e[t][0], e[t][1], sc[t][0], sc[t][1],
		    (mpfr_ptr)NULL);
	mpfr_clears(c, x, y, (mpfr_ptr)NULL);
	return r;
}

/* ---------------------------------------------------------------- */
/* text */

/* Normalized text of a TEXT node or of a product of letters. */
static int
letters(const struct papo_verify *v, int i, struct papo_buf *out)
{
	const struct papo_mx_node *nd = ND(v, i);
	size_t len;
	const char *s;
	uint32_t k;

	switch (nd->kind) {
	case PAPO_MX_TEXT:
		s = v->mx.text.s + nd->aux;
		len = nd->aux2;
		break;
	case PAPO_MX_SYM:
		s = papo_mx_symname(&v->mx, nd->aux, &len);
		break;
	case PAPO_MX_CONST:
		if (nd->sub == PAPO_C_E)
			s = "e";
		else if (nd->sub == PAPO_C_I)
			s = "i";
		else
			return -1;
		len = 1;
		break;
	case PAPO_MX_MUL:
		for (k = 0; k < nd->n; k++)
			if (letters(v, KID(v, i, k), out) < 0)
				return -1;
		return 0;
	default:
		return -1;
	}
	for (k = 0; k < len; k++)
		if (!strchr(" ()[]{}.,:;\"'!?~", s[k]))
			papo_buf_addc(out, s[k]);
	return 0;
}

static int
cmp_text(struct papo_verify *v, int a, int b)
{
	struct papo_buf x = PAPO_BUF_INIT, y = PAPO_BUF_INIT;
	int r = R_NE;
	size_t k;

	if (letters(v, a, &x) == 0 && letters(v, b, &y) == 0 &&
	    x.len == y.len) {
		if (x.len > 1) {
			for (k = 0; k < x.len; k++) {
				char c = x.s[k], d = y.s[k];

				if (c >= 'A' && c <= 'Z')
					c = (char)(c - 'A' + 'a');
				if (d >= 'A' && d <= 'Z')
					d = (char)(d - 'A' + 'a');
				if (c != d)
					break;
			}
			r = k == x.len ? R_EQ : R_NE;
		} else
			r = x.len == 0 || memcmp(x.s, y.s, x.len) ? R_NE : R_EQ;
	}
	papo_buf_release(&x);
	papo_buf_release(&y);
	return r;
}

/* ---------------------------------------------------------------- */
/* structures */

static int cmp(struct papo_verify *v, int a, int b, int depth);

/* Elements of a collection (a list, a set, a union). */
static size_t
elems(const struct papo_verify *v, int i, int *out, size_t max)
{
	const struct papo_mx_node *nd = ND(v, i);
	size_t n = 0;
	uint32_t k;

	if (!is_coll(v, i)) {
		if (max)
			out[0] = i;
		return 1;
	}
	for (k = 0; k < nd->n && n < max; k++)
		out[n++] = KID(v, i, k);
	return nd->n > max ? max + 1 : n;
}

/* Flatten nested lists and sets one level: [[21, 16], 11] -> [21, 16, 11]. */
static size_t
flatten(const struct papo_verify *v, const int *in, size_t n, int *out,
    size_t max)
{
	size_t k, m = 0;
	uint32_t j;

	for (k = 0; k < n; k++) {
		int x = in[k];

		if (kind(v, x) == PAPO_MX_LIST || kind(v, x) == PAPO_MX_SET) {
			for (j = 0; j < ND(v, x)->n; j++) {
				if (m >= max)
					return max + 1;
				out[m++] = KID(v, x, j);
			}
		} else {
			if (m >= max)
				return max + 1;
			out[m++] = x;
		}
	}
	return m;
}

#define MAX_ELEMS 64

/* Set semantics: every element of one has an equal in the other. */
static int
cmp_sets(struct papo_verify *v, const int *A, size_t na, const int *B,
    size_t nb, int depth)
{
	signed char res[MAX_ELEMS][MAX_ELEMS];
	size_t i, j;
	int cap = 0, unk = 0, side;

	if (na > MAX_ELEMS || nb > MAX_ELEMS)
		return R_CAP;
	memset(res, -1, sizeof(res));
	for (side = 0; side < 2; side++) {
		size_t n1 = side ? nb : na, n2 = side ? na : nb;

		for (i = 0; i < n1; i++) {
			int found = 0;

			for (j = 0; j < n2 && !found; j++) {
				size_t ia = side ? j : i, ib = side ? i : j;

				if (res[ia][ib] < 0)
					res[ia][ib] = (signed char)cmp(v, A[ia],
					    B[ib], depth + 1);
				if (res[ia][ib] == R_EQ)
					found = 1;
				else if (res[ia][ib] == R_CAP)
					cap = 1;
				else if (res[ia][ib] == R_UNK)
					unk = 1;
			}
			if (!found)
				return cap ? R_CAP : unk ? R_UNK : R_NE;
		}
	}
	return R_EQ;
}

/* Matching state of cmp_multisets: results so far, partners. */
struct matching {
	signed char res[MAX_ELEMS][MAX_ELEMS];
	int of_b[MAX_ELEMS];	/* the A matched to B[j], or -1 */
	unsigned char seen[MAX_ELEMS];
	int cap, unk;
};

/* Kuhn's augmenting path from A[i]; 1 when A[i] got a partner. */
static int
augment(struct papo_verify *v, struct matching *mt, const int *A,
    const int *B, size_t n, size_t i, int depth)
{
	size_t j;

	for (j = 0; j < n; j++) {
		if (mt->seen[j])
			continue;
		if (mt->res[i][j] < 0)
			mt->res[i][j] = (signed char)cmp(v, A[i], B[j],
			    depth + 1);
		if (mt->res[i][j] == R_CAP)
			mt->cap = 1;
		else if (mt->res[i][j] == R_UNK)
			mt->unk = 1;
		if (mt->res[i][j] != R_EQ)
			continue;
		mt->seen[j] = 1;
		if (mt->of_b[j] < 0 || augment(v, mt, A, B, n,
		    (size_t)mt->of_b[j], depth)) {
			mt->of_b[j] = (int)i;
			return 1;
		}
	}
	return 0;
}

/*
 * Multiset semantics, for bare lists: as many elements on each side,
 * each matched to its own equal (3, 3 is not 3).
 */
static int
cmp_multisets(struct papo_verify *v, const int *A, size_t na, const int *B,
    size_t nb, int depth)
{
	struct matching *mt;
	size_t i;
	int r = R_EQ;

	if (na > MAX_ELEMS || nb > MAX_ELEMS)
		return R_CAP;
	if (na != nb)
		return R_NE;
	mt = papo_xmalloc(sizeof(*mt));
	memset(mt->res, -1, sizeof(mt->res));
	for (i = 0; i < nb; i++)
		mt->of_b[i] = -1;
	mt->cap = mt->unk = 0;
	for (i = 0; i < na; i++) {
		memset(mt->seen, 0, sizeof(mt->seen));
		if (!augment(v, mt, A, B, nb, i, depth)) {
			r = mt->cap ? R_CAP : mt->unk ? R_UNK : R_NE;
			break;
		}
	}
	free(mt);
	return r;
}

static int
cmp_ordered(struct papo_verify *v, const int *A, const int *B, size_t n,
    int depth)
{
	size_t k;
	int r;

	for (k = 0; k < n; k++)
		if ((r = cmp(v, A[k], B[k], depth + 1)) != R_EQ)
			return r;
	return R_EQ;
}

/*
 * Entry (i, j) of the product of matrix a (with cols columns) and
 * matrix b (with c2 columns): the sum of the products, as new nodes.
 */
static int
product_entry(struct papo_verify *v, int a, int b, uint32_t cols,
    uint32_t c2, uint32_t i, uint32_t j)
{
	struct papo_mx *m = &v->mx;
	int sum = -1, t, kids[2];
	uint32_t p;

	for (p = 0; p < cols; p++) {
		kids[0] = KID(v, a, i * cols + p);
		kids[1] = KID(v, b, p * c2 + j);
		t = papo_mx_new(m, PAPO_MX_MUL, 0, kids, 2);
		if (sum < 0)
			sum = t;
		else {
			kids[0] = sum;
			kids[1] = t;
			sum = papo_mx_new(m, PAPO_MX_ADD, 0, kids, 2);
		}
	}
	return sum;
}

/* A new MATRIX node of rows x cols cells; -1 past 16 cells (or a cap). */
static int
new_matrix(struct papo_verify *v, const int *cells, uint32_t rows,
    uint32_t cols)
{
	int y = papo_mx_new(&v->mx, PAPO_MX_MATRIX, 0, cells, rows * cols);

	if (y >= 0)
		v->mx.node[y].aux2 = cols;
	return y;
}

/* Matrix a with every cell times scalar c, as a new MATRIX node. */
static int
scale_matrix(struct papo_verify *v, int a, int c)
{
	int cells[100], kids[2];
	uint32_t rows = ND(v, a)->n / ND(v, a)->aux2, cols = ND(v, a)->aux2, p;

	if (rows * cols > 100)
		return -1;
	for (p = 0; p < rows * cols; p++) {
		kids[0] = c;
		kids[1] = KID(v, a, p);
		cells[p] = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2);
	}
	return new_matrix(v, cells, rows, cols);
}

/* Matrix arithmetic: M + N, c M, M N, -M, into a new MATRIX node. */
static int
fold_matrix(struct papo_verify *v, int x, int depth)
{
	struct papo_mx *m = &v->mx;
	/* a copy: making nodes may move the node array */
	const struct papo_mx_node node = *ND(v, x), *nd = &node;
	int acc, kids[2], cells[100], scal[8];
	uint32_t k, i, j, rows, cols, p, nscal = 0;

	if (depth > 8)
		return -1;
	if (nd->kind == PAPO_MX_MATRIX)
		return x;
	if (nd->kind == PAPO_MX_NEG) {
		int a = fold_matrix(v, KID(v, x, 0), depth + 1);

		if (a < 0)
			return -1;
		rows = ND(v, a)->n / ND(v, a)->aux2;
		cols = ND(v, a)->aux2;
		if (rows * cols > 100)
			return -1;
		for (k = 0; k < rows * cols; k++) {
			kids[0] = KID(v, a, k);
			cells[k] = papo_mx_new(m, PAPO_MX_NEG, 0, kids, 1);
		}
		return new_matrix(v, cells, rows, cols);
	}
	if (nd->kind != PAPO_MX_ADD && nd->kind != PAPO_MX_MUL)
		return -1;
	acc = -1;
	for (k = 0; k < nd->n; k++) {
		int c = KID(v, x, k), cm = -1;
		uint32_t r2, c2;

		if (flags(v, c) & PAPO_MXF_STRUCT) {
			if ((cm = fold_matrix(v, c, depth + 1)) < 0)
				return -1;
		}
		if (acc < 0) {
			if (cm < 0) {
				/* c M: scalars before the first matrix */
				if (nd->kind != PAPO_MX_MUL || nscal == 8)
					return -1;
				scal[nscal++] = c;
				continue;
			}
			acc = cm;
			for (p = 0; p < nscal; p++)
				if ((acc = scale_matrix(v, acc, scal[p])) < 0)
					return -1;
			continue;
		}
		rows = ND(v, acc)->n / ND(v, acc)->aux2;
		cols = ND(v, acc)->aux2;
		if (rows * cols > 100)
			return -1;
		if (cm < 0) {
			if (nd->kind != PAPO_MX_MUL)
				return -1;
			for (p = 0; p < rows * cols; p++) {
				kids[0] = KID(v, acc, p);
				kids[1] = c;
				cells[p] = papo_mx_new(m, PAPO_MX_MUL, 0,
				    kids, 2);
			}
		} else {
			r2 = ND(v, cm)->n / ND(v, cm)->aux2;
			c2 = ND(v, cm)->aux2;
			if (nd->kind == PAPO_MX_ADD) {
				if (r2 != rows || c2 != cols)
					return -1;
				for (p = 0; p < rows * cols; p++) {
					kids[0] = KID(v, acc, p);
					kids[1] = KID(v, cm, p);
					cells[p] = papo_mx_new(m, PAPO_MX_ADD,
					    0, kids, 2);
				}
			} else {
				if (cols != r2 || rows * c2 > 100)
					return -1;
				for (i = 0; i < rows; i++)
					for (j = 0; j < c2; j++)
						cells[i * c2 + j] =
						    product_entry(v, acc, cm,
						    cols, c2, i, j);
				cols = c2;
			}
		}
		if ((acc = new_matrix(v, cells, rows, cols)) < 0)
			return -1;
	}
	return acc;
}

/* Variants of a tree with each +- as + and as -, into out. */
static size_t
expand_pm(struct papo_verify *v, int x, int *out, size_t max)
{
	struct papo_mx *m = &v->mx;
	/* a copy: making nodes may move the node array */
	const struct papo_mx_node node = *ND(v, x), *nd = &node;
	int var[16][8], kids[16];
	size_t nv[16], total = 1, k, c;
	uint32_t n = nd->n;

	if (!(nd->flags & PAPO_MXF_PM) || max == 0) {
		if (max)
			out[0] = x;
		return 1;
	}
	if (n > 16)
		return max + 1;
	if (nd->kind == PAPO_MX_LIST || nd->kind == PAPO_MX_SET) {
		size_t got = 0;

		for (k = 0; k < n; k++) {
			size_t e = expand_pm(v, KID(v, x, k), out + got,
			    max - got);

			if (e > max - got)
				return max + 1;
			got += e;
		}
		return got;
	}
	for (k = 0; k < n; k++) {
		nv[k] = expand_pm(v, KID(v, x, k), var[k], 8);
		if (nv[k] > 8)
			return max + 1;
		total *= nv[k];
		if (total > 8)
			return max + 1;
	}
	if (nd->kind == PAPO_MX_PM) {
		size_t got = 0, i, j;

		for (i = 0; i < nv[0]; i++)
			for (j = 0; j < nv[1]; j++) {
				int t[2], neg;

				if (got + 2 > max)
					return max + 1;
				t[0] = var[0][i];
				t[1] = var[1][j];
				out[got++] = papo_mx_new(m, PAPO_MX_ADD, 0,
				    t, 2);
				neg = papo_mx_new(m, PAPO_MX_NEG, 0, &t[1], 1);
				t[1] = neg;
				out[got++] = papo_mx_new(m, PAPO_MX_ADD, 0,
				    t, 2);
			}
		for (i = 0; i < got; i++)
			if (out[i] < 0)
				return max + 1;
		return got;
	}
	if (total > max)
		return max + 1;
	for (c = 0; c < total; c++) {
		size_t q = c;
		int y;

		for (k = 0; k < n; k++) {
			kids[k] = var[k][q % nv[k]];
			q /= nv[k];
		}
		y = papo_mx_new(m, nd->kind, nd->sub, kids, n);
		if (y < 0)
			return max + 1;
		m->node[y].aux = nd->aux;
		m->node[y].aux2 = nd->aux2;
		m->node[y].flags |= nd->flags &
		    (PAPO_MXF_STRUCT | PAPO_MXF_PAREN);
		out[c] = y;
	}
	return total;
}

/*
 * f(n) = n against f(z) = z: the same function when the right sides
 * agree with the arguments identified (one variable each, same name of
 * function); y = 2x + 3 against f(x) = 2x + 3: the right sides.
 */
static int
cmp_definitions(struct papo_verify *v, int a, int b, int depth)
{
	int la = KID(v, a, 0), lb = KID(v, b, 0), r;

	if (kind(v, la) == PAPO_MX_APPLY && kind(v, lb) == PAPO_MX_APPLY &&
	    ND(v, la)->n == ND(v, lb)->n) {
		uint32_t k;

		for (k = 1; k < ND(v, la)->n; k++) {
			int x = KID(v, la, k), y = KID(v, lb, k);

			if (kind(v, x) == PAPO_MX_SYM &&
			    kind(v, y) == PAPO_MX_SYM)
				papo_mx_alias(&v->mx, ND(v, y)->aux,
				    ND(v, x)->aux);
			else if (cmp(v, x, y, depth + 1) != R_EQ) {
				/* f(3) = 5 is not f(4) = 5: values at
				   different points */
				papo_mx_unalias_all(&v->mx);
				return R_NE;
			}
		}
	}
	r = cmp(v, KID(v, a, 1), KID(v, b, 1), depth + 1);
	papo_mx_unalias_all(&v->mx);
	return r;
}

/*
 * a or b (or both) a PERCENT or DEGREE node, as unit says: both
 * compare their values; one compares its value with the other, then,
 * unless that is equal or the other is a structure, its converted value
 * (x/100, x pi/180).
 */
static int
cmp_unit(struct papo_verify *v, int a, int b, int unit, int depth)
{
	int r;

	if (kind(v, a) == kind(v, b))
		return cmp(v, KID(v, a, 0), KID(v, b, 0), depth + 1);
	if (kind(v, a) == unit) {
		r = cmp(v, KID(v, a, 0), b, depth + 1);
		return r == R_EQ || (flags(v, b) & PAPO_MXF_STRUCT) ? r :
		    cmp_scalar(v, a, b);
	}
	r = cmp(v, a, KID(v, b, 0), depth + 1);
	return r == R_EQ || (flags(v, a) & PAPO_MXF_STRUCT) ? r :
	    cmp_scalar(v, a, b);
}


/* +-: every combination, as a set. */
static int
cmp_pm(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS + 1], B[MAX_ELEMS + 1];
	int fa = flags(v, a), fb = flags(v, b);
	size_t na = (fa & PAPO_MXF_PM) ? expand_pm(v, a, A, MAX_ELEMS) :
	    elems(v, a, A, MAX_ELEMS);
	size_t nb = (fb & PAPO_MXF_PM) ? expand_pm(v, b, B, MAX_ELEMS) :
	    elems(v, b, B, MAX_ELEMS);

	if (na > MAX_ELEMS || nb > MAX_ELEMS)
		return R_CAP;
	if (na == 1 && nb == 1)
		return cmp(v, A[0], B[0], depth + 1);
	/* a bare list keeps its multiplicity against the values of +- */
	if (kind(v, a) == PAPO_MX_LIST || kind(v, b) == PAPO_MX_LIST)
		return cmp_multisets(v, A, na, B, nb, depth);
	return cmp_sets(v, A, na, B, nb, depth);
}

/* Matrix arithmetic on either side folded into one matrix first. */
static int
cmp_folded(struct papo_verify *v, int a, int b, int depth)
{
	int y;

	if ((flags(v, a) & PAPO_MXF_STRUCT) && (kind(v, a) == PAPO_MX_ADD ||
	    kind(v, a) == PAPO_MX_MUL || kind(v, a) == PAPO_MX_NEG) &&
	    (y = fold_matrix(v, a, 0)) >= 0)
		return cmp(v, y, b, depth + 1);
	if ((flags(v, b) & PAPO_MXF_STRUCT) && (kind(v, b) == PAPO_MX_ADD ||
	    kind(v, b) == PAPO_MX_MUL || kind(v, b) == PAPO_MX_NEG) &&
	    (y = fold_matrix(v, b, 0)) >= 0)
		return cmp(v, a, y, depth + 1);
	return NEXT;
}

/*
 * (m, n) = (4, 2) against (n, m) = (2, 4): tuples of values named by
 * tuples of distinct variables, the same names in another order; each
 * value compared with the value of its name.  NEXT when a and b are
 * not both such.
 */
static int
cmp_named_tuples(struct papo_verify *v, int a, int b, int depth)
{
	int la = KID(v, a, 0), lb = KID(v, b, 0), ra = KID(v, a, 1);
	int rb = KID(v, b, 1), A[16], B[16];
	uint32_t n = ND(v, la)->n, i, j;

	if (kind(v, la) != PAPO_MX_TUPLE || kind(v, lb) != PAPO_MX_TUPLE ||
	    kind(v, ra) != PAPO_MX_TUPLE || kind(v, rb) != PAPO_MX_TUPLE ||
	    n > 16 || n < 2 || ND(v, lb)->n != n || ND(v, ra)->n != n ||
	    ND(v, rb)->n != n)
		return NEXT;
	for (i = 0; i < n; i++) {
		int x = KID(v, la, i);

		if (kind(v, x) != PAPO_MX_SYM ||
		    kind(v, KID(v, lb, i)) != PAPO_MX_SYM)
			return NEXT;
		for (j = 0; j < n; j++)
			if (j != i && ND(v, KID(v, la, j))->aux == ND(v, x)->aux)
				return NEXT;
		for (j = 0; j < n; j++)
			if (ND(v, KID(v, lb, j))->aux == ND(v, x)->aux)
				break;
		if (j == n)
			return NEXT;
		A[i] = KID(v, ra, i);
		B[i] = KID(v, rb, j);
	}
	return cmp_ordered(v, A, B, n, depth);
}

/*
 * A named tuple (x, y) = (2, 3) against a list of values named one by
 * one (y = 3, x = 2): each name's value with its own (t is the
 * response when rev is set).  NEXT when t or l is not of that form.
 */
static int
cmp_named_list(struct papo_verify *v, int t, int l, int rev, int depth)
{
	int names, vals, A[16], B[16];
	uint32_t n, i, j;

	if (!is_assign(v, t) || kind(v, l) != PAPO_MX_LIST)
		return NEXT;
	names = KID(v, t, 0);
	vals = KID(v, t, 1);
	n = ND(v, names)->n;
	if (kind(v, names) != PAPO_MX_TUPLE || kind(v, vals) !=
	    PAPO_MX_TUPLE || ND(v, vals)->n != n || n < 2 || n > 16)
		return NEXT;
	for (j = 0; j < ND(v, l)->n; j++) {
		int e = KID(v, l, j);

		if (!is_assign(v, e) || kind(v, KID(v, e, 0)) != PAPO_MX_SYM)
			return NEXT;
	}
	if (ND(v, l)->n != n)
		return R_NE;
	for (i = 0; i < n; i++) {
		int x = KID(v, names, i);

		if (kind(v, x) != PAPO_MX_SYM)
			return NEXT;
		for (j = 0; j < n; j++)
			if (ND(v, KID(v, KID(v, l, j), 0))->aux ==
			    ND(v, x)->aux)
				break;
		if (j == n)
			return R_NE;
		A[i] = KID(v, vals, i);
		B[i] = KID(v, KID(v, l, j), 1);
	}
	return rev ? cmp_ordered(v, B, A, n, depth) :
	    cmp_ordered(v, A, B, n, depth);
}

/*
 * Labelled values: x = 3 against 3, y = 2x against f(x) = 2x; a
 * response's "x + y = 4027" or "|r - s| = 16" against a plain reference
 * (a): the value it states.  The reference's own equations are never
 * read that way: "a + 3z = 0" is not 0.
 */
static int
cmp_labelled(struct papo_verify *v, int a, int b, int depth)
{
	int ka = kind(v, a), kb = kind(v, b), r;

	if ((r = cmp_named_list(v, a, b, 0, depth)) != NEXT ||
	    (r = cmp_named_list(v, b, a, 1, depth)) != NEXT)
		return r;

	if (is_assign(v, a) && is_assign(v, b)) {
		struct papo_buf la = PAPO_BUF_INIT, lb = PAPO_BUF_INIT;
		int same = (letters(v, KID(v, a, 0), &la) == 0 &&
		    letters(v, KID(v, b, 0), &lb) == 0 && la.len == lb.len &&
		    memcmp(la.s ? la.s : "", lb.s ? lb.s : "", la.len) == 0) ||
		    same_tree(v, KID(v, a, 0), KID(v, b, 0), 0);
		int fn = kind(v, KID(v, a, 0)) == PAPO_MX_APPLY ||
		    kind(v, KID(v, b, 0)) == PAPO_MX_APPLY;

		papo_buf_release(&la);
		papo_buf_release(&lb);
		if (fn)
			return cmp_definitions(v, a, b, depth);
		if ((r = cmp_named_tuples(v, a, b, depth)) != NEXT)
			return r;
		if (same)
			return cmp(v, KID(v, a, 1), KID(v, b, 1), depth + 1);
		r = cmp_equation(v, a, b);
		return r == R_UNK ? R_NE : r;
	}
	if (is_assign(v, a) && ka == PAPO_MX_REL && kb != PAPO_MX_REL)
		return cmp(v, KID(v, a, 1), b, depth + 1);
	if (is_assign(v, b) && kb == PAPO_MX_REL && ka != PAPO_MX_REL)
		return cmp(v, a, KID(v, b, 1), depth + 1);
	if (is_equation(v, b) && ka != PAPO_MX_REL &&
	    !(flags(v, KID(v, b, 1)) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP)) &&
	    (flags(v, KID(v, b, 0)) & PAPO_MXF_SYM))
		return cmp(v, a, KID(v, b, 1), depth + 1);
	return NEXT;
}

/*
 * Relation chains part by part, as written or read backwards; the
 * parts of chain a against those of chain b, reversed when rev.
 */
static int
cmp_chain_parts(struct papo_verify *v, int a, int b, uint32_t n, int rev,
    int depth)
{
	int A[16], B[16];
	uint32_t k;

	if (n > 16)
		return R_CAP;
	for (k = 0; k < n; k++) {
		A[k] = KID(v, a, k);
		B[k] = KID(v, b, rev ? n - 1 - k : k);
	}
	return cmp_ordered(v, A, B, n, depth);
}

/* Relations: equations up to a factor, or the same chain. */
static int
cmp_relations(struct papo_verify *v, int a, int b, int depth)
{
	uint32_t k, n;
	int r;

	if (kind(v, a) != kind(v, b))
		return R_NE;
	if (is_equation(v, a) && is_equation(v, b)) {
		r = cmp_equation(v, a, b);
		if (r != R_UNK)
			return r;
	}
	n = ND(v, a)->n;
	if (n != ND(v, b)->n)
		return R_NE;
	/* the same chain, or the same chain read backwards */
	for (k = 0; k + 1 < n; k++)
		if (relop(v, a, k) != relop(v, b, k))
			break;
	if (k + 1 == n) {
		if (n > 16)
			return R_CAP;
		if ((r = cmp_chain_parts(v, a, b, n, 0, depth)) == R_EQ)
			return r;
	}
	for (k = 0; k + 1 < n; k++)
		if (relop(v, a, k) != flip(relop(v, b, n - 2 - k)))
			break;
	if (k + 1 == n)
		return cmp_chain_parts(v, a, b, n, 1, depth);
	return R_NE;
}

/*
 * A bare list against a tuple, or a vector matrix, in order; NEXT when
 * the shapes do not allow it.
 */
static int
cmp_list_ordered(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS + 1], B[MAX_ELEMS + 1];
	int ka = kind(v, a), kb = kind(v, b);
	size_t na, nb;

	if (ka == PAPO_MX_LIST && kb == PAPO_MX_TUPLE &&
	    ND(v, a)->n == ND(v, b)->n && ND(v, a)->n <= MAX_ELEMS) {
		na = elems(v, a, A, MAX_ELEMS);
		for (nb = 0; nb < na; nb++)
			B[nb] = KID(v, b, (uint32_t)nb);
		return cmp_ordered(v, A, B, na, depth);
	}
	if (kb == PAPO_MX_LIST && ka == PAPO_MX_TUPLE &&
	    ND(v, a)->n == ND(v, b)->n && ND(v, b)->n <= MAX_ELEMS) {
		nb = elems(v, b, B, MAX_ELEMS);
		for (na = 0; na < nb; na++)
			A[na] = KID(v, a, (uint32_t)na);
		return cmp_ordered(v, A, B, na, depth);
	}
	if ((ka == PAPO_MX_LIST || kb == PAPO_MX_LIST) &&
	    (ka == PAPO_MX_MATRIX || kb == PAPO_MX_MATRIX)) {
		int mt = ka == PAPO_MX_MATRIX ? a : b;
		int ls = mt == a ? b : a;
		uint32_t cells = ND(v, mt)->n, cols = ND(v, mt)->aux2, k;

		if ((cols == 1 || cols == cells) &&
		    ND(v, ls)->n == cells && cells <= MAX_ELEMS) {
			for (k = 0; k < cells; k++) {
				A[k] = KID(v, mt, k);
				B[k] = KID(v, ls, k);
			}
			return cmp_ordered(v, A, B, cells, depth);
		}
	}
	return NEXT;
}

/* A ratio a:b:c (a TUPLE with sub ':')? */
static int
is_ratio(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_TUPLE && ND(v, i)->sub == ':';
}

/* Are the elements all tuples (a list of solutions, a set)? */
static int
all_tuples(const struct papo_verify *v, const int *A, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (kind(v, A[k]) != PAPO_MX_TUPLE || is_ratio(v, A[k]))
			return 0;
	return n > 0;
}

/*
 * A response's list that writes one value in several forms (d!/(2k),
 * \binom{d}{k}(k-1)!/2) states it once: R_EQ when its elements are
 * all equal and no two are written alike (3, 3 is two answers), NEXT
 * when they are not, or R_CAP.
 */
static int
restated(struct papo_verify *v, const int *B, size_t nb, int depth)
{
	size_t i, j;
	int r;

	if (nb < 2 || nb > 4)
		return NEXT;
	for (i = 0; i < nb; i++)
		for (j = i + 1; j < nb; j++)
			if (same_tree(v, B[i], B[j], 0))
				return NEXT;
	for (i = 1; i < nb; i++)
		if ((r = cmp(v, B[0], B[i], depth + 1)) != R_EQ)
			return r == R_CAP ? R_CAP : NEXT;
	return R_EQ;
}

/*
 * Collections: sets (and unions) against sets compare as sets, a bare
 * list against anything as a multiset; then flattened one level.
 */
static int
cmp_colls(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS + 1], B[MAX_ELEMS + 1];
	int FA[MAX_ELEMS + 1], FB[MAX_ELEMS + 1];
	size_t na, nb, fna, fnb;
	int r, sets;

	if ((r = cmp_list_ordered(v, a, b, depth)) != NEXT)
		return r;
	na = elems(v, a, A, MAX_ELEMS);
	nb = elems(v, b, B, MAX_ELEMS);
	if (na > MAX_ELEMS || nb > MAX_ELEMS)
		return R_CAP;
	sets = (kind(v, a) != PAPO_MX_LIST && kind(v, b) != PAPO_MX_LIST) ||
	    (all_tuples(v, A, na) && all_tuples(v, B, nb));
	if (!sets && kind(v, a) != PAPO_MX_LIST && kind(v, b) == PAPO_MX_LIST &&
	    (r = restated(v, B, nb, depth)) != NEXT)
		return r == R_EQ ? cmp(v, a, B[0], depth + 1) : r;
	r = sets ? cmp_sets(v, A, na, B, nb, depth) :
	    cmp_multisets(v, A, na, B, nb, depth);
	if (r == R_EQ || r == R_CAP)
		return r;
	fna = flatten(v, A, na, FA, MAX_ELEMS);
	fnb = flatten(v, B, nb, FB, MAX_ELEMS);
	if ((fna != na || fnb != nb) && fna <= MAX_ELEMS &&
	    fnb <= MAX_ELEMS) {
		int r2 = sets ? cmp_sets(v, FA, fna, FB, fnb, depth) :
		    cmp_multisets(v, FA, fna, FB, fnb, depth);

		if (r2 == R_EQ)
			return r2;
	}
	return r;
}

/*
 * Ratios of as many parts, in order, up to a common factor: each part
 * over the first part against the same of the other.
 */
static int
cmp_ratios(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS], B[MAX_ELEMS], kids[2], inv;
	uint32_t n = ND(v, a)->n, k;

	if (n != ND(v, b)->n)
		return R_NE;
	if (n > MAX_ELEMS)
		return R_CAP;
	for (k = 1; k < n; k++) {
		kids[0] = KID(v, a, 0);
		inv = papo_mx_new(&v->mx, PAPO_MX_INV, 0, kids, 1);
		kids[0] = KID(v, a, k);
		kids[1] = inv;
		A[k - 1] = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2);
		kids[0] = KID(v, b, 0);
		inv = papo_mx_new(&v->mx, PAPO_MX_INV, 0, kids, 1);
		kids[0] = KID(v, b, k);
		kids[1] = inv;
		B[k - 1] = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2);
		if (A[k - 1] < 0 || B[k - 1] < 0)
			return R_CAP;
	}
	return cmp_ordered(v, A, B, n - 1, depth);
}

/* Tuples, intervals, matrices: same shape, then in order. */
static int
cmp_shaped(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS], B[MAX_ELEMS];
	int ka = kind(v, a), kb = kind(v, b);
	uint32_t n = ND(v, a)->n, k;

	if (is_ratio(v, a) && is_ratio(v, b))
		return cmp_ratios(v, a, b, depth);

	if (ka == PAPO_MX_MATRIX && kb == PAPO_MX_MATRIX) {
		if (ND(v, a)->aux2 != ND(v, b)->aux2 || n != ND(v, b)->n)
			return R_NE;
	} else if (ka == PAPO_MX_TUPLE && kb == PAPO_MX_TUPLE) {
		if (ND(v, a)->sub != ND(v, b)->sub ||
		    ND(v, a)->aux2 != ND(v, b)->aux2 || n != ND(v, b)->n)
			return R_NE;
	} else if ((ka == PAPO_MX_MATRIX || kb == PAPO_MX_MATRIX) &&
	    (ka == PAPO_MX_TUPLE || kb == PAPO_MX_TUPLE)) {
		/* a vector against a tuple */
		int mt = ka == PAPO_MX_MATRIX ? a : b;

		if (n != ND(v, b)->n || (ND(v, mt)->aux2 != 1 &&
		    ND(v, mt)->aux2 != n))
			return R_NE;
	} else
		return R_NE;
	if (n > MAX_ELEMS)
		return R_CAP;
	for (k = 0; k < n; k++) {
		A[k] = KID(v, a, k);
		B[k] = KID(v, b, k);
	}
	return cmp_ordered(v, A, B, n, depth);
}

/*
 * Scalars with a decimal literal inside that differ as wholes may still
 * be equal term by term, each literal a rounding of its own term:
 * x + 1.414i against x + \sqrt2 i.  Sums of as many terms match terms
 * one to one; products that are alike but for one factor, a decimal
 * literal on one side, compare that factor.  R_EQ, or NEXT.
 */
static int
cmp_decimal_terms(struct papo_verify *v, int a, int b, int depth)
{
	int A[8], B[8], side, x, y;
	uint32_t n = ND(v, a)->n, i, j, k, m;

	if (kind(v, a) != kind(v, b) || n != ND(v, b)->n || n < 2 || n > 8)
		return NEXT;
	if (kind(v, a) == PAPO_MX_ADD) {
		for (i = 0; i < n; i++) {
			A[i] = KID(v, a, i);
			B[i] = KID(v, b, i);
		}
		return cmp_multisets(v, A, n, B, n, depth) == R_EQ ? R_EQ :
		    NEXT;
	}
	if (kind(v, a) != PAPO_MX_MUL)
		return NEXT;
	for (side = 0; side < 2; side++) {
		x = side ? b : a;
		y = side ? a : b;
		for (i = 0; i < n; i++) {
			if (kind(v, KID(v, x, i)) != PAPO_MX_NUM ||
			    !(flags(v, KID(v, x, i)) & PAPO_MXF_DEC))
				continue;
			/* y's factor j against it, the others alike in order */
			for (j = 0; j < n; j++) {
				for (k = m = 0; k < n; k++) {
					if (k == i)
						continue;
					if (m == j)
						m++;
					if (!same_tree(v, KID(v, x, k),
					    KID(v, y, m), 0))
						break;
					m++;
				}
				if (k == n && cmp(v, KID(v, a, side ? j : i),
				    KID(v, b, side ? i : j), depth + 1) == R_EQ)
					return R_EQ;
			}
		}
	}
	return NEXT;
}

/* Infinities, text, the empty set, and last scalars. */
static int
cmp_leaves(struct papo_verify *v, int a, int b, int depth)
{
	int ka = kind(v, a), kb = kind(v, b), r;
	int fl = flags(v, a) | flags(v, b);
	int ia = inf_sign(v, a), ib = inf_sign(v, b);

	if (ia || ib)
		return ia == ib ? R_EQ : R_NE;
	if (fl & PAPO_MXF_INF)
		return R_UNK;
	if (ka == PAPO_MX_TEXT || kb == PAPO_MX_TEXT)
		return cmp_text(v, a, b);
	if (ka == PAPO_MX_CONST && kb == PAPO_MX_CONST &&
	    ND(v, a)->sub == PAPO_C_EMPTY)
		return ND(v, b)->sub == PAPO_C_EMPTY ? R_EQ : R_NE;
	if ((ka == PAPO_MX_CONST && ND(v, a)->sub == PAPO_C_EMPTY) ||
	    (kb == PAPO_MX_CONST && ND(v, b)->sub == PAPO_C_EMPTY))
		return R_NE;
	if (fl & PAPO_MXF_STRUCT)
		return R_UNK;
	r = cmp_scalar(v, a, b);
	if (r == R_NE && (fl & PAPO_MXF_DEC) &&
	    cmp_decimal_terms(v, a, b, depth) == R_EQ)
		return R_EQ;
	return r;
}

/* Do the UNIT nodes a and b have the same dimension? */
static int
same_dim(const struct papo_verify *v, int a, int b)
{
	return ND(v, a)->aux == ND(v, b)->aux &&
	    ND(v, a)->aux2 == ND(v, b)->aux2;
}

/* Is UNIT node a an angle in radians (its one dimension)? */
static int
is_angle(const struct papo_verify *v, int a)
{
	int8_t dim[PAPO_NDIMS];
	int k;

	papo_unit_unpack(ND(v, a)->aux, ND(v, a)->aux2, dim);
	for (k = 0; k < PAPO_NDIMS; k++)
		if (dim[k] != (k == PAPO_DIM_ANGLE))
			return 0;
	return 1;
}

/* The value of UNIT node a in base units: a new node, or -1. */
static int
in_base_units(struct papo_verify *v, int a)
{
	int kids[2] = { KID(v, a, 0), KID(v, a, 1) };

	return papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2);
}

/*
 * Quantities (UNIT nodes): with units of one dimension on both sides,
 * their values in base units (5 km is 5000 m); of two dimensions, not
 * equal (5 km is not 5 min); with a unit on one side only, the values
 * as written (the unit is dropped), except radians against degrees,
 * which are converted.
 */
static int
cmp_quantity(struct papo_verify *v, int a, int b, int depth)
{
	int u = kind(v, a) == PAPO_MX_UNIT ? a : b, o = u == a ? b : a;
	int x, y;

	if (kind(v, a) == PAPO_MX_UNIT && kind(v, b) == PAPO_MX_UNIT) {
		if (!same_dim(v, a, b))
			return R_NE;
		if (mpq_equal(v->mx.num[ND(v, KID(v, a, 1))->aux].q,
		    v->mx.num[ND(v, KID(v, b, 1))->aux].q))
			return cmp(v, KID(v, a, 0), KID(v, b, 0), depth + 1);
		x = in_base_units(v, a);
		y = in_base_units(v, b);
		if (x < 0 || y < 0)
			return R_CAP;
		return cmp(v, x, y, depth + 1);
	}
	if (kind(v, o) == PAPO_MX_DEGREE) {
		if (!is_angle(v, u))
			return R_NE;
		if ((x = in_base_units(v, u)) < 0)
			return R_CAP;
		return u == a ? cmp_scalar(v, x, o) : cmp_scalar(v, o, x);
	}
	return u == a ? cmp(v, KID(v, a, 0), b, depth + 1) :
	    cmp(v, a, KID(v, b, 0), depth + 1);
}

/*
 * A time written h:mm (node i) as the ratio h/mm, for a side that is no
 * time of day ("1:12" against 1/12); i itself when mm is 0.
 */
static int
hm_ratio(struct papo_verify *v, int i)
{
	long secs = mpz_get_si(mpq_numref(v->mx.num[ND(v, i)->aux].q));

	if (secs % 3600 == 0)
		return i;
	mpq_set_si(v->qt, secs / 3600, (unsigned long)(secs % 3600 / 60));
	mpq_canonicalize(v->qt);
	return papo_mx_rat(&v->mx, v->qt);
}

static int
is_hm(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_NUM && (flags(v, i) & PAPO_MXF_HM);
}

static int
is_time(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_NUM && (flags(v, i) & PAPO_MXF_TIME);
}

/* Is node i a unit fraction with an integer literal below: 1/8? */
static int
unit_frac(const struct papo_verify *v, int i)
{
	int d;

	if (kind(v, i) == PAPO_MX_MUL && ND(v, i)->n == 2 &&
	    kind(v, KID(v, i, 0)) == PAPO_MX_NUM &&
	    mpq_cmp_ui(v->mx.num[ND(v, KID(v, i, 0))->aux].q, 1, 1) == 0)
		i = KID(v, i, 1);
	if (kind(v, i) != PAPO_MX_INV)
		return 0;
	d = KID(v, i, 0);
	return kind(v, d) == PAPO_MX_NUM && (flags(v, d) & PAPO_MXF_INTLIT);
}

/*
 * A reference written as a sum of unit fractions (\frac{1}{8} +
 * \frac{1}{12} + \frac{1}{24}) asks for that decomposition, not for
 * its value: the response's terms (of a sum or a list) are compared as
 * a multiset.  NEXT when reference a is no such sum.
 */
static int
cmp_unit_fracs(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS], B[MAX_ELEMS];
	uint32_t k, na = ND(v, a)->n, nb = ND(v, b)->n;

	if (kind(v, a) != PAPO_MX_ADD || na < 2 || na > MAX_ELEMS)
		return NEXT;
	for (k = 0; k < na; k++)
		if (!unit_frac(v, KID(v, a, k)))
			return NEXT;
	if ((kind(v, b) != PAPO_MX_ADD && kind(v, b) != PAPO_MX_LIST) ||
	    nb != na)
		return R_NE;
	for (k = 0; k < na; k++) {
		A[k] = KID(v, a, k);
		B[k] = KID(v, b, k);
	}
	return cmp_multisets(v, A, na, B, nb, depth);
}

/*
 * A product with one angle or percentage among its factors is that
 * angle or percentage of the product of the values: 1170^\circ / 19 is
 * an angle of 1170/19.  i itself otherwise, or -1 past the node cap.
 */
static int
hoist_unit(struct papo_verify *v, int i)
{
	int kids[16], u = -1, x;
	uint32_t k, n = ND(v, i)->n;

	if (kind(v, i) != PAPO_MX_MUL || n > 16)
		return i;
	for (k = 0; k < n; k++) {
		int c = KID(v, i, k), kc = kind(v, c);

		if (kc == PAPO_MX_INV)
			kc = kind(v, KID(v, c, 0));
		if (kc == PAPO_MX_DEGREE || kc == PAPO_MX_PERCENT) {
			if (u >= 0 || kind(v, c) != kc)
				return i;	/* two, or one below */
			u = (int)k;
			kids[k] = KID(v, c, 0);
		} else if (flags(v, c) & PAPO_MXF_STRUCT)
			return i;
		else
			kids[k] = c;
	}
	if (u < 0)
		return i;
	x = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, n);
	return papo_mx_new(&v->mx, kind(v, KID(v, i, (uint32_t)u)), 0, &x, 1);
}

/*
 * Does chain i say a constant is about a decimal it is not
 * ("\cos(-2.01) \approx 0.425" for -0.425)?  Then it answers nothing:
 * the exact part and the number both claim to be the answer.
 */
static int
false_approx(struct papo_verify *v, int i)
{
	uint32_t k, n = ND(v, i)->n;

	if (kind(v, i) != PAPO_MX_REL || n > 16)
		return 0;
	for (k = 0; k + 1 < n; k++) {
		int x = KID(v, i, k), y = KID(v, i, k + 1);

		if (relop(v, i, k) != PAPO_REL_APPROX || !is_const(v, x) ||
		    !is_const(v, y))
			continue;
		if ((flags(v, y) & PAPO_MXF_DEC) && rounds_to(v, x, y) == 0)
			return 1;
		if (!(flags(v, y) & PAPO_MXF_DEC) && (flags(v, x) &
		    PAPO_MXF_DEC) && rounds_to(v, y, x) == 0)
			return 1;
	}
	return 0;
}

/*
 * x = y = z = 1 as the named tuple (x, y, z) = (1, 1, 1): a new node,
 * or -1 when i is no chain of two or more distinct variables then a
 * value.
 */
static int
chain_tuple(struct papo_verify *v, int i)
{
	int names[16], vals[16], t[2];
	uint32_t n, k, j;

	if (kind(v, i) != PAPO_MX_REL || (n = ND(v, i)->n) < 3 || n > 17)
		return -1;
	for (k = 0; k + 1 < n; k++) {
		int x = KID(v, i, k);

		if (relop(v, i, k) != PAPO_REL_EQ || kind(v, x) !=
		    PAPO_MX_SYM)
			return -1;
		for (j = 0; j < k; j++)
			if (ND(v, names[j])->aux == ND(v, x)->aux)
				return -1;
		names[k] = x;
		vals[k] = KID(v, i, n - 1);
	}
	if (flags(v, KID(v, i, n - 1)) & (PAPO_MXF_SYM | PAPO_MXF_STRUCT))
		return -1;
	t[0] = papo_mx_new(&v->mx, PAPO_MX_TUPLE, '(', names, n - 1);
	t[1] = papo_mx_new(&v->mx, PAPO_MX_TUPLE, '(', vals, n - 1);
	if (t[0] < 0 || t[1] < 0)
		return -1;
	ND(v, t[0])->aux2 = ND(v, t[1])->aux2 = ')';
	return papo_mx_rel2(&v->mx, t[0], PAPO_REL_EQ, t[1]);
}

/* A tuple, or a tuple named by a tuple of labels? */
static int
is_tuple_answer(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_TUPLE || (is_assign(v, i) &&
	    kind(v, KID(v, i, 0)) == PAPO_MX_TUPLE);
}

/*
 * The decimal literal that ends chain i of = and \approx (x = 1/3 =
 * 0.333), after a label or a constant it rounds; or -1.
 */
static int
decimal_end(struct papo_verify *v, int i)
{
	uint32_t n, k;
	int d, p;

	if (kind(v, i) != PAPO_MX_REL || (n = ND(v, i)->n) < 2)
		return -1;
	for (k = 0; k + 1 < n; k++)
		if (relop(v, i, k) != PAPO_REL_EQ &&
		    relop(v, i, k) != PAPO_REL_APPROX)
			return -1;
	d = KID(v, i, n - 1);
	p = KID(v, i, n - 2);
	if (kind(v, d) == PAPO_MX_NEG)
		d = KID(v, d, 0);
	if (kind(v, d) != PAPO_MX_NUM || !(flags(v, d) & PAPO_MXF_DEC))
		return -1;
	d = KID(v, i, n - 1);
	return is_label(v, p) || (is_const(v, p) && rounds_to(v, p, d) == 1) ?
	    d : -1;
}

/*
 * A chain that ends in a decimal also answers that decimal: R_EQ when a
 * equals the decimal of b's chain, or b the decimal of a's; NEXT
 * otherwise (the exact part is compared next).
 */
static int
cmp_decimal_end(struct papo_verify *v, int a, int b, int depth)
{
	int d;

	if ((d = decimal_end(v, a)) >= 0 && cmp(v, d, b, depth + 1) == R_EQ)
		return R_EQ;
	if ((d = decimal_end(v, b)) >= 0 && cmp(v, a, d, depth + 1) == R_EQ)
		return R_EQ;
	return NEXT;
}

/*
 * Compare reference tree a with response tree b: the first rule that
 * applies decides (see the man page for their order).
 */
static int
cmp(struct papo_verify *v, int a, int b, int depth)
{
	int ka, kb, r;

	if (depth > 24 || ++v->steps > PAPO_VERIFY_MAX_STEPS)
		return R_CAP;
	/* x = y = z = 1 against (1, 1, 1) */
	if (is_tuple_answer(v, a) && (r = chain_tuple(v, b)) >= 0)
		b = r;
	else if (is_tuple_answer(v, b) && (r = chain_tuple(v, a)) >= 0)
		a = r;
	/* a response whose value and approximation disagree */
	if (depth == 0 && false_approx(v, b))
		return R_NE;
	/* a reference \cos(-2.01) \approx -0.425 asks for either, and a
	   response \frac{1}{3} = 0.333 answers either */
	if (depth == 0 && (r = cmp_decimal_end(v, a, b, depth)) != NEXT)
		return r;
	v->intrel = kind(v, a) == PAPO_MX_REL && kind(v, b) == PAPO_MX_REL;
	a = canon(v, a);
	b = canon(v, b);
	v->intrel = 0;
	if (a >= 0 && b >= 0 && is_hm(v, a) && !is_time(v, b))
		a = hm_ratio(v, a);
	else if (a >= 0 && b >= 0 && is_hm(v, b) && !is_time(v, a))
		b = hm_ratio(v, b);
	if (a >= 0)
		a = hoist_unit(v, a);
	if (b >= 0)
		b = hoist_unit(v, b);
	if (a < 0 || b < 0)
		return R_CAP;
	if (depth == 0 && (r = cmp_unit_fracs(v, a, b, depth)) != NEXT)
		return r;
	if ((flags(v, a) | flags(v, b)) & PAPO_MXF_PM)
		return cmp_pm(v, a, b, depth);
	if ((r = cmp_folded(v, a, b, depth)) != NEXT)
		return r;
	if ((r = cmp_labelled(v, a, b, depth)) != NEXT)
		return r;
	ka = kind(v, a);
	kb = kind(v, b);
	if (ka == PAPO_MX_REL || kb == PAPO_MX_REL)
		return cmp_relations(v, a, b, depth);
	/* a percentage is no angle and no quantity: 33% is not 33° */
	if ((ka == PAPO_MX_PERCENT && (kb == PAPO_MX_DEGREE ||
	    kb == PAPO_MX_UNIT)) || (kb == PAPO_MX_PERCENT &&
	    (ka == PAPO_MX_DEGREE || ka == PAPO_MX_UNIT)))
		return R_NE;
	if (ka == PAPO_MX_UNIT || kb == PAPO_MX_UNIT)
		return cmp_quantity(v, a, b, depth);
	/* percent: x% matches x or x/100; degrees: 90^\circ, 90 or pi/2 */
	if (ka == PAPO_MX_PERCENT || kb == PAPO_MX_PERCENT)
		return cmp_unit(v, a, b, PAPO_MX_PERCENT, depth);
	if (ka == PAPO_MX_DEGREE || kb == PAPO_MX_DEGREE)
		return cmp_unit(v, a, b, PAPO_MX_DEGREE, depth);
	if (is_coll(v, a) || is_coll(v, b))
		return cmp_colls(v, a, b, depth);
	if (ka == PAPO_MX_TUPLE || kb == PAPO_MX_TUPLE ||
	    ka == PAPO_MX_MATRIX || kb == PAPO_MX_MATRIX)
		return cmp_shaped(v, a, b, depth);
	return cmp_leaves(v, a, b, depth);
}

/* ---------------------------------------------------------------- */
/* top level */

/* A canonical string of the tokens, for answers math cannot read. */
static void
token_text(const struct papo_lex *lx, struct papo_buf *out)
{
	size_t k, j;

	papo_buf_reset(out);
	for (k = 0; k < lx->n; k++) {
		const struct papo_ltok *t = &lx->tok[k];
		const char *s = lx->text.s + t->off;

		papo_buf_addc(out, (char)('A' + t->kind));
		papo_buf_addc(out, (char)t->sub);
		for (j = 0; j < t->len; j++) {
			char c = s[j];

			if (c == ' ')
				continue;
			if ((t->kind == PAPO_LT_WORD ||
			    t->kind == PAPO_LT_TEXT) &&
			    c >= 'A' && c <= 'Z')
				c = (char)(c - 'A' + 'a');
			papo_buf_addc(out, c);
		}
		papo_buf_addc(out, '|');
	}
}

/* Trim blanks, '$' and a final period. */
static void
trim_answer(const char **s, size_t *n)
{
	const char *p = *s;
	size_t len = *n;

	/*
	 * Form feeds and vertical tabs are spaces too, but not in front of
	 * a letter: there they stand for a backslash lost to JSON escaping
	 * ("\frac"), which the lexer repairs (see answer.c's lead_space).
	 */
	while (len && (p[0] == ' ' || p[0] == '\t' || p[0] == '\n' ||
	    p[0] == '\r' || p[0] == '$' || ((p[0] == '\f' || p[0] == '\v') &&
	    !(len > 1 && isalpha((unsigned char)p[1]))))) {
		p++;
		len--;
	}
	while (len && (p[len - 1] == ' ' || p[len - 1] == '\t' ||
	    p[len - 1] == '\n' || p[len - 1] == '\r' || p[len - 1] == '$' ||
	    p[len - 1] == '.' || p[len - 1] == '\f' || p[len - 1] == '\v'))
		len--;
	*s = p;
	*n = len;
}

/* A plain integer with optional sign: its digits without leading zeros. */
static int
plain_int(const char *s, size_t n, const char **d, size_t *dn, int *neg)
{
	size_t k = 0;

	*neg = 0;
	if (k < n && (s[k] == '-' || s[k] == '+')) {
		*neg = s[k] == '-';
		k++;
	}
	if (k == n)
		return 0;
	for (size_t j = k; j < n; j++)
		if (s[j] < '0' || s[j] > '9')
			return 0;
	while (k + 1 < n && s[k] == '0')
		k++;
	*d = s + k;
	*dn = n - k;
	if (*dn == 1 && s[k] == '0')
		*neg = 0;
	return 1;
}

/*
 * A multiple-choice label at the start of s[0..n): "(B)", "B)", "B.",
 * "\textbf{(B)}", "\text{B}", or a bare letter A to E.  *letter gets
 * it, *rest and *rn what follows (spacing skipped).  0 when s starts
 * with none.
 */
static int
choice(const char *s, size_t n, char *letter, const char **rest, size_t *rn)
{
	static const char *const wrap[] = { "\\textbf{", "\\text{",
	    "\\mathrm{", "\\mathbf{", "\\mbox{", NULL };
	size_t i = 0, k;
	int braced = 0, paren = 0;

	for (k = 0; wrap[k]; k++)
		if (n > strlen(wrap[k]) &&
		    memcmp(s, wrap[k], strlen(wrap[k])) == 0) {
			i = strlen(wrap[k]);
			braced = 1;
			break;
		}
	if (i < n && s[i] == '(') {
		paren = 1;
		i++;
	}
	if (i >= n || s[i] < 'A' || s[i] > 'E')
		return 0;
	*letter = s[i++];
	if (paren) {
		if (i >= n || s[i] != ')')
			return 0;
		i++;
	}
	if (braced) {
		if (i >= n || s[i] != '}')
			return 0;
		i++;
	}
	if (!paren && i < n) {
		/* "B) 12", "B. 12", "B: 12"; "Bx", "\mathrm{E}*2" are none */
		if (s[i] != ')' && s[i] != '.' && s[i] != ':')
			return 0;
		i++;
	}
	while (i < n && (s[i] == ' ' || s[i] == '~' || s[i] == '$' ||
	    (s[i] == '\\' && i + 1 < n && (s[i + 1] == ' ' ||
	    s[i + 1] == ',' || s[i + 1] == ';' || s[i + 1] == 'q'))))
		i += s[i] == '\\' ? (s[i + 1] == 'q' ? (i + 5 <= n &&
		    memcmp(s + i, "\\quad", 5) == 0 ? 5 : n - i) : 2) : 1;
	*rest = s + i;
	*rn = i <= n ? n - i : 0;
	/* a label stands apart: "(B) 12", not "(B)^2" or "(B)*2" */
	return *rn == 0 || !strchr("*/^_=+.", (*rest)[0]);
}

/*
 * Answers that name a choice: a label on both sides compares the
 * letters (B against \textbf{(B)}\ 12); a label with a value against an
 * answer with none compares the values.  -1 when neither applies.
 */
static int
cmp_choices(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	char gl, pl;
	const char *gr, *pr;
	size_t grn, prn;
	int gc = choice(gold, gn, &gl, &gr, &grn);
	int pc = choice(pred, pn, &pl, &pr, &prn);

	if (gc && pc && (grn == 0 || prn == 0))
		return gl == pl ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	/* "C. 2-i" against "C. 1-i": the letter and the value both */
	if (gc && pc)
		return gl != pl ? PAPO_V_NOT_EQUAL :
		    papo_verify_compare(v, gr, grn, pr, prn);
	if (gc && !pc && grn > 0)
		return papo_verify_compare(v, gr, grn, pred, pn);
	if (pc && !gc && prn > 0)
		return papo_verify_compare(v, gold, gn, pr, prn);
	return -1;
}

/* Does s hold a plain comma between digits and a group of three? */
static int
comma_groups(const char *s, size_t n)
{
	size_t i;

	for (i = 1; i + 3 < n; i++)
		if (s[i] == ',' && s[i - 1] >= '0' && s[i - 1] <= '9' &&
		    s[i + 1] >= '0' && s[i + 1] <= '9')
			return 1;
	return 0;
}

int
papo_verify_compare(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	struct papo_mx *m = &v->mx;
	const char *gd, *pd;
	size_t gdn, pdn;
	int gneg, pneg, gst, pst, groot = -1, proot = -1, r;

	trim_answer(&gold, &gn);
	trim_answer(&pred, &pn);
	if (gn == pn && memcmp(gold, pred, gn) == 0)
		return gn ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (plain_int(gold, gn, &gd, &gdn, &gneg) &&
	    plain_int(pred, pn, &pd, &pdn, &pneg))
		return gneg == pneg && gdn == pdn && memcmp(gd, pd, gdn) == 0 ?
		    PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (gn == 0 || pn == 0)
		return PAPO_V_NOT_EQUAL;
	/* (a nested call's answers are normalized already) */
	if (v->depth == 0 && papo_answer_normalize(gold, gn, &v->gnorm)) {
		gold = v->gnorm.s;
		gn = v->gnorm.len;
		trim_answer(&gold, &gn);
	}
	if (v->depth == 0 && papo_answer_normalize(pred, pn, &v->pnorm)) {
		pred = v->pnorm.s;
		pn = v->pnorm.len;
		trim_answer(&pred, &pn);
	}
	if (gn == pn && memcmp(gold, pred, gn) == 0)
		return gn ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (gn == 0 || pn == 0)
		return PAPO_V_NOT_EQUAL;
	if (v->depth == 0) {
		v->depth++;
		r = cmp_choices(v, gold, gn, pred, pn);
		v->depth--;
		if (r >= 0)
			return r;
	}

	papo_mx_reset(m);
	papo_mx_set_prec(m, v->o.prec);
	v->steps = 0;
	if (papo_lex_run(&v->lx, gold, gn) < 0)
		return PAPO_V_CAPPED;
	token_text(&v->lx, &v->gtext);
	gst = papo_mx_parse(m, &v->lx, &groot);
	if (papo_lex_run(&v->lx, pred, pn) < 0)
		return PAPO_V_CAPPED;
	token_text(&v->lx, &v->ptext);
	pst = papo_mx_parse(m, &v->lx, &proot);
	if (gst == PAPO_MX_CAP || pst == PAPO_MX_CAP)
		r = R_CAP;
	else if (gst != PAPO_MX_OK || pst != PAPO_MX_OK)
		r = R_UNK;
	else
		r = cmp(v, groot, proot, 0);
	if (r == R_UNK || r == R_UNSTABLE)
		r = v->gtext.len == v->ptext.len && memcmp(v->gtext.s,
		    v->ptext.s, v->gtext.len) == 0 ? R_EQ : R_NE;
	/*
	 * "101,103,107,109,113": commas that looked like thousands
	 * separators in the reference separate items when the response
	 * is a list.
	 */
	if (r == R_NE && pst == PAPO_MX_OK &&
	    (papo_mx_at(m, proot)->kind == PAPO_MX_LIST ||
	    (papo_mx_at(m, proot)->kind == PAPO_MX_SET &&
	    papo_mx_at(m, proot)->n > 1)) &&
	    comma_groups(gold, gn)) {
		v->lx.commas = 1;
		r = papo_lex_run(&v->lx, gold, gn);
		v->lx.commas = 0;
		if (r < 0)
			return PAPO_V_NOT_EQUAL;
		if (papo_mx_parse(m, &v->lx, &groot) != PAPO_MX_OK ||
		    (papo_mx_at(m, groot)->kind != PAPO_MX_LIST &&
		    papo_mx_at(m, groot)->kind != PAPO_MX_SET))
			return PAPO_V_NOT_EQUAL;
		r = cmp(v, groot, proot, 0);
		if (r == R_UNK || r == R_UNSTABLE)
			r = R_NE;
	}
	return r == R_EQ ? PAPO_V_EQUAL : r == R_CAP ? PAPO_V_CAPPED :
	    PAPO_V_NOT_EQUAL;
}

/* Are a and b the same text, but for spacing around them? */
static int
same_text(const char *a, size_t an, const char *b, size_t bn)
{
	trim_answer(&a, &an);
	trim_answer(&b, &bn);
	return an > 0 && an == bn && memcmp(a, b, an) == 0;
}

/* The verdict for one reference text ref[0..fn) against v->pred. */
static int
check_one(struct papo_verify *v, const char *ref, size_t fn)
{
	papo_answer_reference(ref, fn, &v->gold);
	return papo_verify_compare(v, v->gold.s, v->gold.len, v->pred.s,
	    v->pred.len);
}

void
papo_verify_check(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, struct papo_verify_result *res)
{
	size_t k, nalt, off[PAPO_VERIFY_MAX_ALTS];
	int blank = 1;

	memset(res, 0, sizeof(*res));
	res->from = PAPO_FROM_NONE;
	if (resp != NULL) {
		/* full-width digits are digits to the extraction too (bold
		   is left: it marks an answer) */
		if (papo_answer_unmark(resp, rn, 0, &v->resp)) {
			resp = v->resp.s;
			rn = v->resp.len;
		}
		res->from = papo_answer_extract(&v->o.answer, resp, rn,
		    &v->pred);
	}
	if (res->from != PAPO_FROM_NONE) {
		res->pred = v->pred.s;
		res->predlen = v->pred.len;
	}
	for (k = 0; ref != NULL && k < fn; k++)
		if (ref[k] != ' ' && ref[k] != '\t' && ref[k] != '\n' &&
		    ref[k] != '\r')
			blank = 0;
	if (ref == NULL || blank) {
		res->verdict = PAPO_V_NO_REFERENCE;
		return;
	}
	if (res->from == PAPO_FROM_NONE) {
		res->verdict = PAPO_V_NO_ANSWER;
		return;
	}
	/* ["2", "two"]: equal to any of them (or to the list itself) */
	if (same_text(v->pred.s, v->pred.len, ref, fn)) {
		res->verdict = PAPO_V_EQUAL;
		return;
	}
	if ((nalt = papo_answer_alternatives(ref, fn, &v->alts, off,
	    PAPO_VERIFY_MAX_ALTS)) > 0) {
		int capped = 0;

		for (k = 0; k < nalt; k++) {
			const char *alt = v->alts.s + off[k];
			int r = check_one(v, alt, strlen(alt));

			if (r == PAPO_V_EQUAL) {
				res->verdict = r;
				return;
			}
			capped |= r == PAPO_V_CAPPED;
		}
		res->verdict = capped ? PAPO_V_CAPPED : PAPO_V_NOT_EQUAL;
		return;
	}
	res->verdict = check_one(v, ref, fn);
}
