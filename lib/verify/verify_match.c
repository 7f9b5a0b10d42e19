/* SPDX-License-Identifier: MIT */
/*
 * verify_match.c: the matchers the rules share: scalars (exact rationals or
 * MPFR balls, with the rounding a decimal literal allows), equations up to a
 * factor, the letters of a name, and lists matched as multisets or in order.
 * They recurse only through papo_verify_cmp, so that the rule files
 * (verify_scalar.c, verify_coll.c, verify_rel.c, verify_unit.c) call these
 * and verify_tree.c, never each other.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mathexpr.h"
#include "verify_impl.h"
#include "xalloc.h"

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
 * the decimal literals among them (dec_unit).  1 when a's is it, 2
 * when b's; 0 when neither is one: then only equal values are equal.
 */
static int
rounding(struct papo_verify *v, int a, int b)
{
	int any = dec_unit(v, a, v->qu);

	if (dec_unit(v, b, v->qt)) {
		if (!any || mpq_cmp(v->qt, v->qu) > 0) {
			mpq_set(v->qu, v->qt);
			any = 2;
		}
	}
	return any;
}

/*
 * Values within a unit of the rounding (side round's literal, 1 a's, 2
 * b's) and more than half a unit apart: the literal is a rounding only
 * when it is the value cut short, no larger in magnitude (0.3333 for
 * 1/3, not 0.3334: a value rounded the wrong way), and when the
 * problem asks a rounding ("Round to the nearest tenth", "to two
 * decimal places") not even that: 314.1 is no rounding of 314.18.  Is
 * the literal neither, given whether the values are more than half a
 * unit apart and whether the literal is the larger in magnitude?  1 or
 * 0.
 */
static int
past_half(struct papo_verify *v, int dist_over_half, int lit_larger)
{
	if (!dist_over_half)
		return 0;
	return lit_larger || papo_verify_asked_rounding(v->problem,
	    v->problemlen);
}

/* past_half on exact values x (a's) and y (b's), |x - y| in v->qc. */
static int
past_half_q(struct papo_verify *v, int round, mpq_srcptr x, mpq_srcptr y)
{
	int over;

	mpq_div_2exp(v->qt, v->qu, 1);
	over = mpq_cmp(v->qc, v->qt) > 0;
	mpq_abs(v->qt, round == 2 ? y : x);
	mpq_abs(v->qc, round == 2 ? x : y);
	return past_half(v, over, mpq_cmp(v->qt, v->qc) > 0);
}

/*
 * past_half on balls A (a's) and B (b's), real, whose radius is 2^rad:
 * their distance certainly over half a unit, and the literal's
 * magnitude larger than the other's.
 */
static int
past_half_ball(struct papo_verify *v, int round,
    const struct papo_mx_ball *A, const struct papo_mx_ball *B, long rad)
{
	const struct papo_mx_ball *c = round == 2 ? B : A;
	const struct papo_mx_ball *o = round == 2 ? A : B;

	if (!mpfr_zero_p(A->im) || !mpfr_zero_p(B->im))
		return 0;
	mpfr_sub(v->fa, A->re, B->re, MPFR_RNDZ);
	mpfr_abs(v->fa, v->fa, MPFR_RNDZ);
	if (rad != PAPO_MX_EXACT) {
		mpfr_set_ui_2exp(v->fb, 1, rad, MPFR_RNDU);
		mpfr_sub(v->fa, v->fa, v->fb, MPFR_RNDZ);
	}
	mpfr_set_q(v->fc, v->qu, MPFR_RNDU);
	mpfr_div_2ui(v->fc, v->fc, 1, MPFR_RNDU);
	return past_half(v, mpfr_cmp(v->fa, v->fc) > 0,
	    mpfr_cmpabs(c->re, o->re) > 0);
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
		return past_half_ball(v, round, A, B, rad) ? R_NE : R_EQ;
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

/* Points off the positive numbers tried after the positive ones agree. */
#define SIGNED_TRIALS	4

/* Is ball z's imaginary part surely not zero (not a rounding's)? */
static int
off_reals(const struct papo_mx_ball *z)
{
	return mpfr_regular_p(z->im) && (z->rad == PAPO_MX_EXACT ||
	    mpfr_get_exp(z->im) - 1 > z->rad + 2);
}

/*
 * Two expressions equal at positive points: R_NE when they differ where
 * a variable is zero or negative and both are defined there (|x| and x,
 * \sqrt{x^2} and x), or one is real there and the other not (\ln|x|
 * and \ln x), else R_EQ.  A point outside a domain (a pole), a cap or
 * an unstable value there decides nothing, and so does a point where
 * both are off the reals.
 */
static int
signed_points(struct papo_verify *v, int a, int b, int round)
{
	struct papo_mx *m = &v->mx;
	int t;

	if (!((flags(v, a) | flags(v, b)) & PAPO_MXF_SYM))
		return R_EQ;
	for (t = 0; t < SIGNED_TRIALS; t++) {
		papo_mx_set_point(m, PAPO_MX_SIGNED + (unsigned)t);
		m->lost = 0;
		if (papo_mx_ball(m, a, &v->ba) != PAPO_MX_OK ||
		    papo_mx_ball(m, b, &v->bb) != PAPO_MX_OK)
			continue;	/* outside a domain, a pole */
		/* real on one side only: \ln|x| and \ln x */
		if (mpfr_zero_p(v->ba.im) != mpfr_zero_p(v->bb.im) &&
		    off_reals(mpfr_zero_p(v->ba.im) ? &v->bb : &v->ba))
			return R_NE;
		if (!mpfr_zero_p(v->ba.im) || !mpfr_zero_p(v->bb.im))
			continue;	/* off the reals on both (a branch
					   cut: \sqrt{1/n}) */
		if (ball_cmp(v, &v->ba, &v->bb, round) == R_NE)
			return R_NE;
	}
	return R_EQ;
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
			if (m->intodd || v->skip_lost) {
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
		if (r == R_UNSTABLE && v->skip_lost && m->lost) {
			unstable++;	/* a sum lost a term here */
			continue;
		}
		if (r != R_EQ)
			return r;
		ok++;
	}
	if (unstable > 0 && (ok < trials / 2 || (v->skip_lost && ok < 2)))
		return R_UNSTABLE;
	return ok ? signed_points(v, a, b, round) : R_UNK;
}

/* Points tried for an expression with a step function and a variable. */
#define STEP_TRIALS	16

/* Is node nd a floor, ceiling or sign? */
static int
step_node(const struct papo_mx_node *nd)
{
	return nd->kind == PAPO_MX_FUNC && (nd->sub == PAPO_FN_FLOOR ||
	    nd->sub == PAPO_FN_CEIL || nd->sub == PAPO_FN_SGN);
}

/* Does tree i hold a floor, ceiling or sign (of a variable)? */
static int
has_step(const struct papo_verify *v, int i, int depth)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	if (depth > 32 || !(nd->flags & PAPO_MXF_SYM))
		return 0;
	if (step_node(nd))
		return 1;
	for (k = 0; k < nd->n; k++)
		if (has_step(v, KID(v, i, k), depth + 1))
			return 1;
	return 0;
}

/* Does tree i hold a node written as x is (papo_verify_same_tree)? */
static int
holds_tree(const struct papo_verify *v, int i, int x, int depth)
{
	uint32_t k;

	if (depth > 32)
		return 0;
	if (papo_verify_same_tree(v, i, x, 0))
		return 1;
	for (k = 0; k < ND(v, i)->n; k++)
		if (holds_tree(v, KID(v, i, k), x, depth + 1))
			return 1;
	return 0;
}

/*
 * Is step x (a floor, ceiling or sign of a variable) one value at every
 * point tried, the trials' and the signed ones?  Its jump lies past
 * them all ("\\lfloor x^2/10^{8} \\rfloor", "\\operatorname{sgn}(x -
 * 10^{6})"), or it never jumps: the points cannot tell it from that
 * value.  A point where it has no value decides nothing.
 */
static int
step_flat(struct papo_verify *v, int x, int trials)
{
	struct papo_mx *m = &v->mx;
	int t, seen = 0;

	for (t = 0; t < trials + SIGNED_TRIALS; t++) {
		papo_mx_set_point(m, t < trials ? (unsigned)t :
		    PAPO_MX_SIGNED + (unsigned)(t - trials));
		if (papo_mx_ball(m, x, &v->ba) != PAPO_MX_OK ||
		    !mpfr_zero_p(v->ba.im))
			continue;
		if (seen && !mpfr_equal_p(v->ba.re, v->fc))
			return 0;
		mpfr_set(v->fc, v->ba.re, MPFR_RNDN);
		seen = 1;
	}
	return seen;
}

/*
 * Does side a hold a step of a variable that is one value at every
 * point tried (step_flat) and that side b does not hold as written?
 * Then the points that found a and b equal say nothing of it.
 */
static int
flat_step_in(struct papo_verify *v, int i, int b, int trials, int depth)
{
	const struct papo_mx_node *nd = ND(v, i);
	uint32_t k;

	if (depth > 32 || !(nd->flags & PAPO_MXF_SYM))
		return 0;
	if (step_node(nd))
		return !holds_tree(v, b, i, 0) && step_flat(v, i, trials);
	for (k = 0; k < nd->n; k++)
		if (flat_step_in(v, KID(v, i, k), b, trials, depth + 1))
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
 * Verdict r of two scalars compared at trials points with a step
 * function among them (m->intodd): R_EQ only when no step of either
 * side is one value at every point while the other side does not hold
 * it (flat_step_in); else R_UNK, which no point decides.
 */
static int
step_settled(struct papo_verify *v, int a, int b, int trials, int r)
{
	if (r != R_EQ || !v->mx.intodd)
		return r;
	if (flat_step_in(v, a, b, trials, 0) ||
	    flat_step_in(v, b, a, trials, 0))
		return R_UNK;
	return R_EQ;
}

/* A decimal literal's relative unit at most this: it carries 16
   significant digits or more, as a program prints a double whole. */
#define DOUBLE_RELUNIT	1e-15

/*
 * Are a and b both decimal literals printed as doubles are, to 16 or 17
 * significant digits ("1.8333333333333335", "1.8333333333333333": two
 * doubles next to 11/6)?  Then they are one value when they differ by
 * at most 2^-51 of it, two units in a double's last place: what a sum
 * taken in another order leaves, far below any rounding a writer means.
 */
static int
doubles_printed(struct papo_verify *v, int a, int b)
{
	double ra = papo_mx_relunit(&v->mx, a), rb = papo_mx_relunit(&v->mx,
	    b);

	if (kind(v, a) == PAPO_MX_NEG)
		a = KID(v, a, 0);
	if (kind(v, b) == PAPO_MX_NEG)
		b = KID(v, b, 0);
	return kind(v, a) == PAPO_MX_NUM && kind(v, b) == PAPO_MX_NUM &&
	    (flags(v, a) & PAPO_MXF_DEC) && (flags(v, b) & PAPO_MXF_DEC) &&
	    ra > 0 && ra <= DOUBLE_RELUNIT && rb > 0 && rb <= DOUBLE_RELUNIT;
}

/*
 * Two scalars: exactly as rationals when both are, else as balls at
 * rising precision (past 16 times the working precision: capped).
 * Values are equal when equal, or when they differ by less than the
 * rounding of a decimal literal among them (see rounding()).
 */
int
papo_verify_cmp_scalar(struct papo_verify *v, int a, int b)
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
					return past_half_q(v, round, v->qa,
					    v->qb) ? R_NE : R_EQ;
			}
			if (doubles_printed(v, a, b)) {
				/* |a - b| <= |a| 2^-51, exactly */
				mpq_sub(v->qc, v->qa, v->qb);
				mpq_abs(v->qc, v->qc);
				mpq_abs(v->qt, v->qa);
				mpq_div_2exp(v->qt, v->qt, 51);
				if (mpq_cmp(v->qc, v->qt) <= 0)
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
			r = step_settled(v, a, b, trials, r);
			papo_mx_set_prec(m, v->o.prec);
			m->intsym = 0;
			m->intodd = 0;
			return r;
		}
	}
	/*
	 * No precision decides: at a wide point a sum can lose a term at
	 * every precision (1 - e^{-kx} with kx in the thousands).  Skip
	 * such points, as points outside a domain are, when two others
	 * decide; a real difference shows at the small-value points.
	 */
	if ((fl & PAPO_MXF_SYM) && trials >= 3) {
		v->skip_lost = 1;
		r = num_trials(v, a, b, trials, round);
		v->skip_lost = 0;
		if (r == R_EQ || r == R_NE) {
			r = step_settled(v, a, b, trials, r);
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

int
papo_verify_cmp_equation(struct papo_verify *v, int a, int b)
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
int
papo_verify_letters(const struct papo_verify *v, int i, struct papo_buf *out)
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
			if (papo_verify_letters(v, KID(v, i, k), out) < 0)
				return -1;
		return 0;
	default:
		return -1;
	}
	/* a symbol's prime is part of its name (y' is not y) */
	for (k = 0; k < len; k++)
		if (!strchr(" ()[]{}.,:;\"'!?~", s[k]) ||
		    (s[k] == '\'' && nd->kind == PAPO_MX_SYM))
			papo_buf_addc(out, s[k]);
	return 0;
}

/* ---------------------------------------------------------------- */
/* lists */

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
			mt->res[i][j] = (signed char)papo_verify_cmp(v, A[i],
			    B[j], depth + 1);
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
int
papo_verify_cmp_multisets(struct papo_verify *v, const int *A, size_t na,
    const int *B, size_t nb, int depth)
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

int
papo_verify_cmp_ordered(struct papo_verify *v, const int *A, const int *B,
    size_t n, int depth)
{
	size_t k;
	int r;

	for (k = 0; k < n; k++)
		if ((r = papo_verify_cmp(v, A[k], B[k], depth + 1)) != R_EQ)
			return r;
	return R_EQ;
}
