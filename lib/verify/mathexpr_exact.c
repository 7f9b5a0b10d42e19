/* SPDX-License-Identifier: MIT */
/*
 * mathexpr_exact.c: exact (GMP) evaluation of math answer trees, with
 * rationals capped in size.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mathexpr.h"
#include "mathexpr_impl.h"
#include "xalloc.h"


void
papo_mx_bind(struct papo_mx *m, uint32_t sym, mpq_srcptr v)
{
	mpq_set(m->bind[sym], v);
	m->bound |= (uint64_t)1 << sym;
}

void
papo_mx_unbind_all(struct papo_mx *m)
{
	m->bound = 0;
}

void
papo_mx_alias(struct papo_mx *m, uint32_t sym, uint32_t to)
{
	m->alias[sym] = to + 1;
}

void
papo_mx_unalias_all(struct papo_mx *m)
{
	memset(m->alias, 0, sizeof(m->alias));
}

mpq_ptr
papo_mx_qtemp(struct papo_mx *m, int d, int k)
{
	size_t want = (size_t)(PAPO_MX_MAX_DEPTH + 8) * 3;

	if (m->nqt < want) {
		size_t j;

		m->qt = papo_xreallocarray(m->qt, want, sizeof(*m->qt));
		for (j = m->nqt; j < want; j++)
			mpq_init(m->qt[j]);
		m->nqt = want;
	}
	return m->qt[(size_t)d * 3 + (size_t)k];
}

static int
too_big(mpq_srcptr q)
{
	return (long)(mpz_sizeinbase(mpq_numref(q), 2) +
	    mpz_sizeinbase(mpq_denref(q), 2)) > PAPO_MX_MAX_BITS;
}

/* Exact root: out = q^(1/n) when rational; 0 on success. */
static int
exact_root(mpq_ptr out, mpq_srcptr q, unsigned long n)
{
	mpz_t a, b;
	int ok;

	if (mpq_sgn(q) < 0)
		return -1;
	mpz_inits(a, b, NULL);
	ok = mpz_root(a, mpq_numref(q), n) && mpz_root(b, mpq_denref(q), n);
	if (ok) {
		mpz_set(mpq_numref(out), a);
		mpz_set(mpq_denref(out), b);
		mpq_canonicalize(out);
	}
	mpz_clears(a, b, NULL);
	return ok ? 0 : -1;
}

/* out = b^k for an integer k; BIG past the size cap. */
static int
exact_pow_int(mpq_ptr out, mpq_srcptr b, mpz_srcptr k)
{
	long bits;
	unsigned long e;
	int neg = mpz_sgn(k) < 0;

	if (mpq_sgn(b) == 0) {
		/* 0^0 is an indeterminate form, not 1 */
		if (mpz_sgn(k) <= 0)
			return PAPO_MX_UNDEF;
		mpq_set_ui(out, 0, 1);
		return PAPO_MX_OK;
	}
	if (mpz_cmpabs_ui(mpq_numref(b), 1) == 0 &&
	    mpz_cmp_ui(mpq_denref(b), 1) == 0) {
		int odd = mpz_odd_p(k);

		mpq_set_si(out, mpq_sgn(b) < 0 && odd ? -1 : 1, 1);
		return PAPO_MX_OK;
	}
	if (!mpz_fits_slong_p(k) || mpz_cmpabs_ui(k, 1UL << 30) > 0)
		return PAPO_MX_BIG;
	e = mpz_get_si(k) < 0 ? (unsigned long)-mpz_get_si(k) :
	    (unsigned long)mpz_get_si(k);
	bits = (long)(mpz_sizeinbase(mpq_numref(b), 2) +
	    mpz_sizeinbase(mpq_denref(b), 2));
	if (bits > PAPO_MX_MAX_BITS / (long)(e ? e : 1))
		return PAPO_MX_BIG;
	{
		mpz_t n, d;

		mpz_inits(n, d, NULL);
		mpz_pow_ui(n, mpq_numref(b), e);
		mpz_pow_ui(d, mpq_denref(b), e);
		mpz_set(mpq_numref(out), n);
		mpz_set(mpq_denref(out), d);
		mpz_clears(n, d, NULL);
	}
	if (neg)
		mpq_inv(out, out);
	return PAPO_MX_OK;
}

static int ex(struct papo_mx *m, int i, int d, mpq_ptr out);

/* log2 of a positive rational, from mantissas and exponents: no overflow. */
static double
log2_q(mpq_srcptr q)
{
	long en, ed;
	double dn = mpz_get_d_2exp(&en, mpq_numref(q));
	double dd = mpz_get_d_2exp(&ed, mpq_denref(q));

	return log2(dn) - log2(dd) + (double)(en - ed);
}

/*
 * log_b(x) for positive rationals when it is an integer: the one
 * candidate k that the sizes allow, checked with one exact power.
 */
static int
exact_log(mpq_ptr out, mpq_srcptr x, mpq_srcptr b)
{
	long k;
	double lx, lb;
	mpq_t p;
	mpz_t kk;
	int st, hit = 0, d;

	if (mpq_sgn(x) <= 0 || mpq_sgn(b) <= 0 || mpq_cmp_ui(b, 1, 1) == 0)
		return PAPO_MX_NONRAT;
	if (mpq_cmp_ui(x, 1, 1) == 0) {
		mpq_set_ui(out, 0, 1);
		return PAPO_MX_OK;
	}
	lx = log2_q(x);
	lb = log2_q(b);
	if (fabs(lb) < 1e-300 || fabs(lx / lb) > 1e6)
		return PAPO_MX_NONRAT;
	k = lround(lx / lb);
	mpq_init(p);
	mpz_init(kk);
	for (d = -1; d <= 1 && !hit; d++) {
		mpz_set_si(kk, k + d);
		st = exact_pow_int(p, b, kk);
		if (st == PAPO_MX_OK && mpq_equal(p, x)) {
			mpq_set_si(out, k + d, 1);
			hit = 1;
		}
	}
	mpz_clear(kk);
	mpq_clear(p);
	return hit ? PAPO_MX_OK : PAPO_MX_NONRAT;
}

/* min, max, gcd or lcm of node i's arguments, into out. */
static int
ex_fold(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	const struct papo_mx_node *nd = &m->node[i];
	mpq_ptr a = papo_mx_qtemp(m, d + 1, 1);
	int st, gl = nd->sub == PAPO_FN_GCD || nd->sub == PAPO_FN_LCM;
	uint32_t k;

	for (k = 0; k < nd->n; k++) {
		if ((st = ex(m, papo_mx_kid(m, i, k), d + 1, a)) != 0)
			return st;
		if (gl) {
			if (!papo_mx_is_int(a))
				return PAPO_MX_NONRAT;
			if (k == 0)
				mpq_abs(out, a);
			else if (nd->sub == PAPO_FN_GCD)
				mpz_gcd(mpq_numref(out), mpq_numref(out),
				    mpq_numref(a));
			else
				mpz_lcm(mpq_numref(out), mpq_numref(out),
				    mpq_numref(a));
			continue;
		}
		if (k == 0 || (nd->sub == PAPO_FN_MIN ? mpq_cmp(a, out) < 0 :
		    mpq_cmp(a, out) > 0))
			mpq_set(out, a);
	}
	return too_big(out) ? PAPO_MX_BIG : PAPO_MX_OK;
}

/*
 * The b-th root of a, exactly, into out (an odd root of a negative a
 * too; a is changed).
 */
static int
exact_nroot(mpq_ptr out, mpq_ptr a, mpq_srcptr b)
{
	unsigned long n;

	if (!papo_mx_is_int(b) || mpz_sgn(mpq_numref(b)) <= 0 ||
	    mpz_cmp_ui(mpq_numref(b), 1000000) > 0)
		return PAPO_MX_NONRAT;
	n = mpz_get_ui(mpq_numref(b));
	if (mpq_sgn(a) < 0 && (n & 1)) {
		mpq_neg(a, a);
		if (exact_root(out, a, n) < 0)
			return PAPO_MX_NONRAT;
		mpq_neg(out, out);
		return PAPO_MX_OK;
	}
	return exact_root(out, a, n) < 0 ? PAPO_MX_NONRAT : PAPO_MX_OK;
}

/* a choose b, exactly, into out; 0 for a negative b. */
static int
exact_binom(mpq_ptr out, mpq_srcptr a, mpq_srcptr b)
{
	if (!papo_mx_is_int(a) || !papo_mx_is_int(b))
		return PAPO_MX_NONRAT;
	if (mpq_sgn(b) < 0) {
		mpq_set_ui(out, 0, 1);
		return PAPO_MX_OK;
	}
	if (mpz_cmp_ui(mpq_numref(b), 100000) > 0 ||
	    mpz_sizeinbase(mpq_numref(a), 2) *
	    mpz_get_ui(mpq_numref(b)) > (size_t)PAPO_MX_MAX_BITS)
		return PAPO_MX_BIG;
	mpz_bin_ui(mpq_numref(out), mpq_numref(a), mpz_get_ui(mpq_numref(b)));
	mpz_set_ui(mpq_denref(out), 1);
	return PAPO_MX_OK;
}

static int
ex_func(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	const struct papo_mx_node *nd = &m->node[i];
	mpq_ptr a = papo_mx_qtemp(m, d + 1, 1), b = papo_mx_qtemp(m, d + 1, 2);
	int st;

	if (nd->sub == PAPO_FN_MIN || nd->sub == PAPO_FN_MAX ||
	    nd->sub == PAPO_FN_GCD || nd->sub == PAPO_FN_LCM)
		return ex_fold(m, i, d, out);
	if (nd->n < 1)
		return PAPO_MX_NOTSCALAR;
	if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, a)) != 0)
		return st;
	switch (nd->sub) {
	case PAPO_FN_SQRT:
		if (exact_root(out, a, 2) < 0)
			return PAPO_MX_NONRAT;
		return PAPO_MX_OK;
	case PAPO_FN_ROOT:
		if ((st = ex(m, papo_mx_kid(m, i, 1), d + 1, b)) != 0)
			return st;
		return exact_nroot(out, a, b);
	case PAPO_FN_ABS:
		mpq_abs(out, a);
		return PAPO_MX_OK;
	case PAPO_FN_SGN:
		mpq_set_si(out, mpq_sgn(a), 1);
		return PAPO_MX_OK;
	case PAPO_FN_FLOOR:
	case PAPO_FN_CEIL:
		if (nd->sub == PAPO_FN_FLOOR)
			mpz_fdiv_q(mpq_numref(out), mpq_numref(a),
			    mpq_denref(a));
		else
			mpz_cdiv_q(mpq_numref(out), mpq_numref(a),
			    mpq_denref(a));
		mpz_set_ui(mpq_denref(out), 1);
		return PAPO_MX_OK;
	case PAPO_FN_FACT:
		if (!papo_mx_is_int(a))
			return PAPO_MX_NONRAT;
		if (mpq_sgn(a) < 0)
			return PAPO_MX_UNDEF;
		if (mpz_cmp_ui(mpq_numref(a), PAPO_MX_MAX_FACT) > 0)
			return PAPO_MX_BIG;
		mpz_fac_ui(mpq_numref(out), mpz_get_ui(mpq_numref(a)));
		mpz_set_ui(mpq_denref(out), 1);
		return PAPO_MX_OK;
	case PAPO_FN_BINOM:
		if ((st = ex(m, papo_mx_kid(m, i, 1), d + 1, b)) != 0)
			return st;
		return exact_binom(out, a, b);
	case PAPO_FN_LOG:
	case PAPO_FN_LN:
	case PAPO_FN_LG:
		if (nd->n == 2) {
			if ((st = ex(m, papo_mx_kid(m, i, 1), d + 1, b)) != 0)
				return st;
			return exact_log(out, a, b);
		}
		if (mpq_cmp_ui(a, 1, 1) == 0) {
			mpq_set_ui(out, 0, 1);
			return PAPO_MX_OK;
		}
		return PAPO_MX_NONRAT;
	case PAPO_FN_EXP:
	case PAPO_FN_COS:
	case PAPO_FN_COSH:
	case PAPO_FN_SEC:
		if (mpq_sgn(a) == 0) {
			mpq_set_ui(out, 1, 1);
			return PAPO_MX_OK;
		}
		return PAPO_MX_NONRAT;
	case PAPO_FN_SIN:
	case PAPO_FN_TAN:
	case PAPO_FN_ASIN:
	case PAPO_FN_ATAN:
	case PAPO_FN_SINH:
	case PAPO_FN_TANH:
		if (mpq_sgn(a) == 0) {
			mpq_set_ui(out, 0, 1);
			return PAPO_MX_OK;
		}
		return PAPO_MX_NONRAT;
	case PAPO_FN_DET:
		return PAPO_MX_NOTSCALAR;
	default:
		return PAPO_MX_NONRAT;
	}
}

/* A power node i exactly: an integer exponent, or a rational one whose
   root is exact. */
static int
ex_pow(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	mpq_ptr e = papo_mx_qtemp(m, d + 1, 1);
	int st;

	if ((st = ex(m, papo_mx_kid(m, i, 1), d + 1, e)) != 0)
		return st;
	if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
		return st;
	if (papo_mx_is_int(e)) {
		mpq_ptr r = papo_mx_qtemp(m, d + 1, 2);

		st = exact_pow_int(r, out, mpq_numref(e));
		if (st == PAPO_MX_OK)
			mpq_set(out, r);
		return st;
	}
	/* b^(p/q): rational when b is a perfect q-th power */
	if (!mpz_fits_ulong_p(mpq_denref(e)) ||
	    mpz_cmp_ui(mpq_denref(e), 1000000) > 0)
		return PAPO_MX_NONRAT;
	{
		unsigned long q = mpz_get_ui(mpq_denref(e));
		mpq_ptr r = papo_mx_qtemp(m, d + 1, 2);
		int neg = 0;

		if (mpq_sgn(out) < 0) {
			if (!(q & 1))
				return PAPO_MX_NONRAT;
			neg = 1;
			mpq_neg(out, out);
		}
		if (exact_root(r, out, q) < 0)
			return PAPO_MX_NONRAT;
		if (neg)
			mpq_neg(r, r);
		return exact_pow_int(out, r, mpq_numref(e));
	}
}

/* A sum or product node i exactly, term by term. */
static int
ex_terms(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	const struct papo_mx_node *nd = &m->node[i];
	mpq_ptr t = papo_mx_qtemp(m, d + 1, 0);
	uint32_t k;
	int st;

	if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, t)) != 0)
		return st;
	mpq_set(out, t);
	for (k = 1; k < nd->n; k++) {
		if ((st = ex(m, papo_mx_kid(m, i, k), d + 1, t)) != 0)
			return st;
		if (nd->kind == PAPO_MX_ADD)
			mpq_add(out, out, t);
		else
			mpq_mul(out, out, t);
		if (too_big(out))
			return PAPO_MX_BIG;
	}
	return PAPO_MX_OK;
}

static int
ex(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	const struct papo_mx_node *nd = &m->node[i];
	int st;

	if (d > PAPO_MX_MAX_DEPTH)
		return PAPO_MX_BIG;
	switch (nd->kind) {
	case PAPO_MX_NUM:
		mpq_set(out, m->num[nd->aux].q);
		return PAPO_MX_OK;
	case PAPO_MX_SYM:
		if (m->bound & ((uint64_t)1 << nd->aux)) {
			mpq_set(out, m->bind[nd->aux]);
			return PAPO_MX_OK;
		}
		return PAPO_MX_NONRAT;
	case PAPO_MX_CONST:
		return nd->sub == PAPO_C_INF || nd->sub == PAPO_C_EMPTY ?
		    PAPO_MX_NOTSCALAR : PAPO_MX_NONRAT;
	case PAPO_MX_ADD:
	case PAPO_MX_MUL:
		return ex_terms(m, i, d, out);
	case PAPO_MX_NEG:
		if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		mpq_neg(out, out);
		return PAPO_MX_OK;
	case PAPO_MX_INV:
		if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		if (mpq_sgn(out) == 0)
			return PAPO_MX_UNDEF;
		mpq_inv(out, out);
		return PAPO_MX_OK;
	case PAPO_MX_PERCENT:
		if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		mpz_mul_ui(mpq_denref(out), mpq_denref(out), 100);
		mpq_canonicalize(out);
		return PAPO_MX_OK;
	case PAPO_MX_DEGREE:
		if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		return mpq_sgn(out) == 0 ? PAPO_MX_OK : PAPO_MX_NONRAT;
	case PAPO_MX_POW:
		return ex_pow(m, i, d, out);
	case PAPO_MX_UNIT:
		return ex(m, papo_mx_kid(m, i, 0), d + 1, out);
	case PAPO_MX_FUNC:
		return ex_func(m, i, d, out);
	case PAPO_MX_APPLY:
		return PAPO_MX_NONRAT;
	default:
		return PAPO_MX_NOTSCALAR;
	}
}

int
papo_mx_exact(struct papo_mx *m, int i, mpq_ptr out)
{
	if (m->node[i].flags & (PAPO_MXF_UNSUP | PAPO_MXF_STRUCT |
	    PAPO_MXF_PM | PAPO_MXF_INF))
		return PAPO_MX_NOTSCALAR;
	return ex(m, i, 0, out);
}
