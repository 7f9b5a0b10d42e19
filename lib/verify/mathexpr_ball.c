/* SPDX-License-Identifier: MIT */
/*
 * mathexpr_ball.c: ball (MPFR) evaluation of math answer trees: complex
 * midpoints with a bound on their error, at a chosen precision.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "mathexpr.h"
#include "mathexpr_impl.h"
#include "xalloc.h"


#define EXACT PAPO_MX_EXACT

void
papo_mx_ball_init(struct papo_mx_ball *b, long prec)
{
	mpfr_init2(b->re, (mpfr_prec_t)prec);
	mpfr_init2(b->im, (mpfr_prec_t)prec);
	mpfr_set_ui(b->re, 0, MPFR_RNDN);
	mpfr_set_ui(b->im, 0, MPFR_RNDN);
	b->rad = EXACT;
}

void
papo_mx_ball_clear(struct papo_mx_ball *b)
{
	mpfr_clear(b->re);
	mpfr_clear(b->im);
}

static long
lmax(long a, long b)
{
	return a > b ? a : b;
}

static long
ex_of(mpfr_srcptr x)
{
	return mpfr_zero_p(x) || !mpfr_number_p(x) ? EXACT :
	    (long)mpfr_get_exp(x);
}

long
papo_mx_ball_mag(const struct papo_mx_ball *b)
{
	long e = lmax(ex_of(b->re), ex_of(b->im));

	return e == EXACT ? EXACT : e + 1;
}

long
papo_mx_ball_low(const struct papo_mx_ball *b)
{
	long e = lmax(ex_of(b->re), ex_of(b->im));

	return e == EXACT ? EXACT : e - 1;
}

#define MAG(b) papo_mx_ball_mag(b)
#define LOW(b) papo_mx_ball_low(b)

void
papo_mx_set_prec(struct papo_mx *m, long prec)
{
	m->prec = prec;
}

static void
ball_prec(struct papo_mx_ball *b, long prec)
{
	if ((long)mpfr_get_prec(b->re) != prec) {
		mpfr_set_prec(b->re, (mpfr_prec_t)prec);
		mpfr_set_prec(b->im, (mpfr_prec_t)prec);
	}
}

static struct papo_mx_ball *
btemp(struct papo_mx *m, int d, int k)
{
	size_t want = (size_t)(PAPO_MX_MAX_DEPTH + 8) * 6, j;

	if (m->nbt < want) {
		m->bt = papo_xreallocarray(m->bt, want, sizeof(*m->bt));
		for (j = m->nbt; j < want; j++)
			papo_mx_ball_init(&m->bt[j], m->prec);
		m->nbt = want;
		m->btprec = m->prec;
	}
	if (m->btprec != m->prec) {
		for (j = 0; j < m->nbt; j++)
			ball_prec(&m->bt[j], m->prec);
		m->btprec = m->prec;
	}
	return &m->bt[(size_t)d * 6 + (size_t)k];
}

static void
tmp_prec(struct papo_mx *m)
{
	int k;

	for (k = 0; k < 4; k++)
		if ((long)mpfr_get_prec(m->tmp[k]) != m->prec)
			mpfr_set_prec(m->tmp[k], (mpfr_prec_t)m->prec);
}

/*
 * r = gamma(x), rounded to nearest at r's precision, with the MPFR
 * flags computing it raises (papo_mx_ball reads overflow and
 * underflow).  A value asked before at r's precision is copied from
 * m's last gammas: gamma is correctly rounded, so the copy is its bits
 * (a zero, whose sign gamma reads, and a NaN are always computed).
 */
static void
gamma_of(struct papo_mx *m, mpfr_ptr r, mpfr_srcptr x)
{
	mpfr_prec_t p = mpfr_get_prec(r);
	mpfr_flags_t saved;
	unsigned k, n = m->ngamma < PAPO_MX_GAMMAS ? m->ngamma :
	    PAPO_MX_GAMMAS;

	if (!mpfr_regular_p(x)) {
		mpfr_gamma(r, x, MPFR_RNDN);
		return;
	}
	for (k = 0; k < n; k++)
		if (mpfr_get_prec(m->gout[k]) == p &&
		    mpfr_equal_p(m->gin[k], x)) {
			mpfr_set(r, m->gout[k], MPFR_RNDN);
			mpfr_flags_set(m->gflags[k]);
			return;
		}
	k = m->ngamma++ % PAPO_MX_GAMMAS;
	saved = mpfr_flags_save();
	mpfr_flags_clear(MPFR_FLAGS_ALL);
	mpfr_gamma(r, x, MPFR_RNDN);
	m->gflags[k] = mpfr_flags_save();
	mpfr_flags_set(saved);
	mpfr_set_prec(m->gin[k], mpfr_get_prec(x));
	mpfr_set(m->gin[k], x, MPFR_RNDN);
	mpfr_set_prec(m->gout[k], p);
	mpfr_set(m->gout[k], r, MPFR_RNDN);
}

void
papo_mx_set_point(struct papo_mx *m, unsigned trial)
{
	/* near 1, inside (0, 1), then larger: piecewise functions such as
	   floor(n/2) and floor(sqrt(n - 1)) agree on a short range */
	static const double lo[4] = { 1.25, 0.1, 3.5, 13.5 };
	static const double width[4] = { 2.0, 0.8, 10.0, 50.0 };
	static const double jumps[24] = { 2, 3, 1, 2, 5, 5, 4, 4, 10, 9, 9,
	    8, 17, 17, 16, 16, 26, 33, 25, 32, 37, 65, 36, 64 };
	size_t s;

	if (m->ptprec == 0) {
		for (s = 0; s < PAPO_MX_MAX_SYMS; s++)
			mpfr_init2(m->pt[s], (mpfr_prec_t)m->prec);
		m->ptprec = m->prec;
	}
	for (s = 0; s < m->nsym; s++) {
		uint64_t h = papo_hash64(m->text.s + m->symoff[s],
		    m->symlen[s],
		    (uint64_t)(trial + 1) * 0x9e3779b97f4a7c15ULL);
		double u = (double)(h >> 11) * (1.0 / 9007199254740992.0);
		double x = lo[trial % 4] + width[trial % 4] * u;

		if (trial >= PAPO_MX_SIGNED) {
			/* every symbol zero, then one at a time negative
			   (two negatives would make \\sqrt{x}\\sqrt{y}
			   real and unlike \\sqrt{xy}) */
			unsigned k = trial - PAPO_MX_SIGNED;

			x = k == 0 ? 0 : lo[k % 4] + width[k % 4] * u;
			if (k > 0 && s == (k - 1) % m->nsym)
				x = -x;
			if ((m->intsym >> s) & 1)
				x = floor(x + 0.5);
			if ((long)mpfr_get_prec(m->pt[s]) < m->prec)
				mpfr_set_prec(m->pt[s], (mpfr_prec_t)m->prec);
			mpfr_set_d(m->pt[s], x, MPFR_RNDN);
			continue;
		}

		if ((long)mpfr_get_prec(m->pt[s]) < m->prec)
			mpfr_set_prec(m->pt[s], (mpfr_prec_t)m->prec);
		if (((m->intsym >> s) & 1) || (m->intodd && trial % 2 == 1)) {
			/* integers reach further (floor(n/100) is not 0),
			   then take the values where floors of roots and
			   logarithms jump: any 8 trials in a row meet k^2,
			   k^2 + 1, 2^k and 2^k + 1 twice each */
			if (trial >= 8)
				x = jumps[(h % 24 + trial) % 24];
			else if ((trial / 4) % 2 == 1)
				x *= 16;
			x = floor(x + 0.5);
		}
		mpfr_set_d(m->pt[s], x, MPFR_RNDN);
	}
}

/* Add the rounding error of a result computed with a few roundings. */
static void
rounded(const struct papo_mx *m, struct papo_mx_ball *r, long extra)
{
	long e = MAG(r);

	if (e != EXACT)
		r->rad = lmax(r->rad, e - m->prec + extra);
}

static int
b_finite(const struct papo_mx_ball *r)
{
	if (mpfr_nan_p(r->re) || mpfr_nan_p(r->im))
		return PAPO_MX_UNDEF;
	if (mpfr_inf_p(r->re) || mpfr_inf_p(r->im))
		return PAPO_MX_CAP;
	return PAPO_MX_OK;
}

static void
b_set(struct papo_mx_ball *r, const struct papo_mx_ball *a)
{
	mpfr_set(r->re, a->re, MPFR_RNDN);
	mpfr_set(r->im, a->im, MPFR_RNDN);
	r->rad = a->rad;
}

static void
b_set_q(struct papo_mx *m, struct papo_mx_ball *r, mpq_srcptr q)
{
	int t = mpfr_set_q(r->re, q, MPFR_RNDN);

	mpfr_set_ui(r->im, 0, MPFR_RNDN);
	r->rad = EXACT;
	if (t)
		rounded(m, r, 1);
}

static void
b_add(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a,
    const struct papo_mx_ball *b)
{
	int t1 = mpfr_add(r->re, a->re, b->re, MPFR_RNDN);
	int t2 = mpfr_add(r->im, a->im, b->im, MPFR_RNDN);

	r->rad = lmax(a->rad, b->rad);
	if (r->rad != EXACT)
		r->rad += 1;
	if (t1 || t2) {
		rounded(m, r, 1);
		r->rad += 1;
	}
}

static void
b_neg(struct papo_mx_ball *r, const struct papo_mx_ball *a)
{
	mpfr_neg(r->re, a->re, MPFR_RNDN);
	mpfr_neg(r->im, a->im, MPFR_RNDN);
	r->rad = a->rad;
}

/* r = a * b; r may be a or b. */
static void
b_mul(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a,
    const struct papo_mx_ball *b)
{
	long ma = MAG(a), mb = MAG(b), rad = EXACT;
	int t;

	tmp_prec(m);
	if (a->rad != EXACT)
		rad = lmax(rad, mb == EXACT ? a->rad : mb + a->rad);
	if (b->rad != EXACT)
		rad = lmax(rad, ma == EXACT ? b->rad : ma + b->rad);
	if (a->rad != EXACT && b->rad != EXACT)
		rad = lmax(rad, a->rad + b->rad);
	if (mpfr_zero_p(a->im) && mpfr_zero_p(b->im)) {
		t = mpfr_mul(r->re, a->re, b->re, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
	} else {
		t = mpfr_fmms(m->tmp[0], a->re, b->re, a->im, b->im, MPFR_RNDN);
		t |= mpfr_fmma(m->tmp[1], a->re, b->im, a->im, b->re,
		    MPFR_RNDN);
		mpfr_set(r->re, m->tmp[0], MPFR_RNDN);
		mpfr_set(r->im, m->tmp[1], MPFR_RNDN);
	}
	r->rad = rad == EXACT ? EXACT : rad + 2;
	if (t)
		rounded(m, r, 2);
}

/* r = 1 / a. */
static int
b_inv(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a)
{
	long low = LOW(a), rad;
	int t;

	if (mpfr_zero_p(a->re) && mpfr_zero_p(a->im))
		return a->rad == EXACT ? PAPO_MX_UNDEF : PAPO_MX_UNSTABLE;
	if (a->rad != EXACT && a->rad + 3 >= low)
		return PAPO_MX_UNSTABLE;
	rad = a->rad == EXACT ? EXACT : a->rad + 2 - 2 * low;
	tmp_prec(m);
	if (mpfr_zero_p(a->im)) {
		t = mpfr_ui_div(r->re, 1, a->re, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
	} else {
		mpfr_fmma(m->tmp[0], a->re, a->re, a->im, a->im, MPFR_RNDN);
		mpfr_div(m->tmp[1], a->re, m->tmp[0], MPFR_RNDN);
		mpfr_div(m->tmp[2], a->im, m->tmp[0], MPFR_RNDN);
		mpfr_set(r->re, m->tmp[1], MPFR_RNDN);
		mpfr_neg(r->im, m->tmp[2], MPFR_RNDN);
		t = 1;
	}
	r->rad = rad;
	if (t)
		rounded(m, r, 3);
	return b_finite(r);
}

static long
bitlen(unsigned long x)
{
	long n = 0;

	while (x) {
		n++;
		x >>= 1;
	}
	return n;
}

/* r = a^k, k an integer. */
static int
b_pow_si(struct papo_mx *m, struct papo_mx_ball *r,
    const struct papo_mx_ball *a, long k)
{
	unsigned long e = k < 0 ? (unsigned long)-(k + 1) + 1 :
	    (unsigned long)k;
	long low = LOW(a), rel;

	if (k == 0) {
		/* 0^0 is an indeterminate form, not 1 */
		if (mpfr_zero_p(a->re) && mpfr_zero_p(a->im) &&
		    a->rad == EXACT)
			return PAPO_MX_UNDEF;
		mpfr_set_ui(r->re, 1, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
		r->rad = EXACT;
		return PAPO_MX_OK;
	}
	if (mpfr_zero_p(a->re) && mpfr_zero_p(a->im) && a->rad == EXACT) {
		if (k < 0)
			return PAPO_MX_UNDEF;
		b_set(r, a);
		return PAPO_MX_OK;
	}
	if (a->rad != EXACT && (low == EXACT || a->rad + 3 >= low))
		return PAPO_MX_UNSTABLE;
	rel = a->rad == EXACT ? EXACT : a->rad - low;
	if (rel != EXACT && rel + bitlen(e) + 4 > -2)
		return PAPO_MX_UNSTABLE;
	if (mpfr_zero_p(a->im)) {
		int t = mpfr_pow_si(r->re, a->re, k, MPFR_RNDN);

		mpfr_set_ui(r->im, 0, MPFR_RNDN);
		r->rad = EXACT;
		if (t)
			rounded(m, r, 1);
	} else {
		/* binary powering on balls */
		struct papo_mx_ball base, acc;
		unsigned long q = e;
		int st = 0;

		papo_mx_ball_init(&base, m->prec);
		papo_mx_ball_init(&acc, m->prec);
		b_set(&base, a);
		base.rad = EXACT;
		mpfr_set_ui(acc.re, 1, MPFR_RNDN);
		while (q) {
			if (q & 1)
				b_mul(m, &acc, &acc, &base);
			q >>= 1;
			if (q)
				b_mul(m, &base, &base, &base);
		}
		if (k < 0)
			st = b_inv(m, r, &acc);
		else
			b_set(r, &acc);
		papo_mx_ball_clear(&base);
		papo_mx_ball_clear(&acc);
		if (st)
			return st;
	}
	if (rel != EXACT && MAG(r) != EXACT)
		r->rad = lmax(r->rad, MAG(r) + rel + bitlen(e) + 2);
	return b_finite(r);
}

/*
 * An angle so large that reducing it modulo 2 pi needs pi to more bits
 * than its exponent (MPFR does, and it costs as much): capped.  Such an
 * angle's sine is noise at any precision we would use anyway.
 */
static int
huge_angle(mpfr_srcptr x)
{
	return !mpfr_zero_p(x) && mpfr_number_p(x) &&
	    mpfr_get_exp(x) > 4096;
}

static int
b_exp(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a)
{
	if (a->rad != EXACT && a->rad > -4)
		return PAPO_MX_UNSTABLE;
	if (huge_angle(a->im))
		return PAPO_MX_CAP;
	tmp_prec(m);
	if (mpfr_zero_p(a->im)) {
		mpfr_exp(r->re, a->re, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
	} else {
		mpfr_exp(m->tmp[0], a->re, MPFR_RNDN);
		mpfr_sin_cos(m->tmp[1], m->tmp[2], a->im, MPFR_RNDN);
		mpfr_mul(r->re, m->tmp[0], m->tmp[2], MPFR_RNDN);
		mpfr_mul(r->im, m->tmp[0], m->tmp[1], MPFR_RNDN);
	}
	r->rad = EXACT;
	rounded(m, r, 3);
	if (a->rad != EXACT && MAG(r) != EXACT)
		r->rad = lmax(r->rad, MAG(r) + a->rad + 2);
	return b_finite(r);
}

/* Natural log, principal branch. */
static int
b_log(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a)
{
	long low = LOW(a);

	if (mpfr_zero_p(a->re) && mpfr_zero_p(a->im))
		return a->rad == EXACT ? PAPO_MX_UNDEF : PAPO_MX_UNSTABLE;
	if (a->rad != EXACT && a->rad + 3 >= low)
		return PAPO_MX_UNSTABLE;
	tmp_prec(m);
	if (mpfr_zero_p(a->im) && mpfr_sgn(a->re) > 0) {
		mpfr_log(r->re, a->re, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
	} else {
		mpfr_hypot(m->tmp[0], a->re, a->im, MPFR_RNDN);
		mpfr_atan2(m->tmp[1], a->im, a->re, MPFR_RNDN);
		mpfr_log(r->re, m->tmp[0], MPFR_RNDN);
		mpfr_set(r->im, m->tmp[1], MPFR_RNDN);
	}
	r->rad = a->rad == EXACT ? EXACT : a->rad - low + 2;
	/* log near 1 is small: its error is absolute, not relative */
	r->rad = lmax(r->rad, lmax(MAG(r), 1) - m->prec + 3);
	return b_finite(r);
}

static int
b_sqrt(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a)
{
	long low = LOW(a), rad;

	if (mpfr_zero_p(a->re) && mpfr_zero_p(a->im)) {
		b_set(r, a);
		if (a->rad != EXACT)
			r->rad = a->rad / 2 + 1;
		return PAPO_MX_OK;
	}
	if (a->rad == EXACT)
		rad = EXACT;
	else if (a->rad + 3 < low)
		rad = a->rad - (low + 1) / 2 + 1;
	else
		rad = (a->rad + 2) / 2 + 1;
	tmp_prec(m);
	if (mpfr_zero_p(a->im)) {
		if (mpfr_sgn(a->re) >= 0) {
			mpfr_sqrt(r->re, a->re, MPFR_RNDN);
			mpfr_set_ui(r->im, 0, MPFR_RNDN);
		} else {
			mpfr_neg(m->tmp[0], a->re, MPFR_RNDN);
			mpfr_sqrt(r->im, m->tmp[0], MPFR_RNDN);
			mpfr_set_ui(r->re, 0, MPFR_RNDN);
		}
	} else {
		int neg = mpfr_sgn(a->im) < 0;

		mpfr_hypot(m->tmp[0], a->re, a->im, MPFR_RNDN);
		mpfr_add(m->tmp[1], m->tmp[0], a->re, MPFR_RNDN);
		mpfr_div_2ui(m->tmp[1], m->tmp[1], 1, MPFR_RNDN);
		mpfr_sqrt(m->tmp[1], m->tmp[1], MPFR_RNDN);
		mpfr_sub(m->tmp[2], m->tmp[0], a->re, MPFR_RNDN);
		mpfr_div_2ui(m->tmp[2], m->tmp[2], 1, MPFR_RNDN);
		mpfr_sqrt(m->tmp[2], m->tmp[2], MPFR_RNDN);
		mpfr_set(r->re, m->tmp[1], MPFR_RNDN);
		if (neg)
			mpfr_neg(r->im, m->tmp[2], MPFR_RNDN);
		else
			mpfr_set(r->im, m->tmp[2], MPFR_RNDN);
	}
	r->rad = rad;
	rounded(m, r, 4);
	return b_finite(r);
}

/* A ball from a double constant, exactly. */
static void
b_set_d(struct papo_mx_ball *r, double x)
{
	mpfr_set_d(r->re, x, MPFR_RNDN);
	mpfr_set_ui(r->im, 0, MPFR_RNDN);
	r->rad = EXACT;
}

static int bl(struct papo_mx *m, int i, int d, struct papo_mx_ball *out);
static long digamma_bits(mpfr_srcptr x);

/* r = a^b, b a general ball (the exponent node is e). */
static int
b_pow(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *a,
    int enode, int d)
{
	struct papo_mx_ball *eb = btemp(m, d + 1, 2);
	mpq_ptr q = papo_mx_qtemp(m, 0, 2);
	int st;

	/* a rational exponent is done exactly where it matters */
	if (!(m->node[enode].flags & PAPO_MXF_SYM) &&
	    papo_mx_exact(m, enode, q) == PAPO_MX_OK) {
		if (papo_mx_is_int(q) && mpz_fits_slong_p(mpq_numref(q)) &&
		    mpz_cmpabs_ui(mpq_numref(q), 1UL << 40) <= 0)
			return b_pow_si(m, r, a, mpz_get_si(mpq_numref(q)));
		if (!papo_mx_is_int(q) && mpz_fits_slong_p(mpq_numref(q)) &&
		    mpz_cmp_ui(mpq_denref(q), 1000000) <= 0 &&
		    mpfr_zero_p(a->im)) {
			unsigned long den = mpz_get_ui(mpq_denref(q));
			long num = mpz_get_si(mpq_numref(q));
			struct papo_mx_ball *t = btemp(m, d + 1, 3);
			int neg = mpfr_sgn(a->re) < 0;

			if (!neg || (den & 1)) {
				long low = LOW(a);

				if (mpfr_zero_p(a->re) && a->rad == EXACT) {
					if (num < 0)
						return PAPO_MX_UNDEF;
					b_set(r, a);
					return PAPO_MX_OK;
				}
				if (a->rad != EXACT && a->rad + 3 >= low)
					return PAPO_MX_UNSTABLE;
				mpfr_abs(t->re, a->re, MPFR_RNDN);
				mpfr_set_ui(t->im, 0, MPFR_RNDN);
				mpfr_rootn_ui(t->re, t->re, den, MPFR_RNDN);
				t->rad = a->rad == EXACT ? EXACT :
				    a->rad - low + MAG(t) + 2;
				rounded(m, t, 1);
				if (neg && (num & 1))
					mpfr_neg(t->re, t->re, MPFR_RNDN);
				return b_pow_si(m, r, t, num);
			}
		}
	}
	if ((st = bl(m, enode, d + 1, eb)) != 0)
		return st;
	if (mpfr_zero_p(a->re) && mpfr_zero_p(a->im) && a->rad == EXACT) {
		if (mpfr_sgn(eb->re) > 0) {
			b_set(r, a);
			return PAPO_MX_OK;
		}
		return PAPO_MX_UNDEF;
	}
	/* a^b = exp(b log a) */
	{
		struct papo_mx_ball *t = btemp(m, d + 1, 3);

		if ((st = b_log(m, t, a)) != 0)
			return st;
		b_mul(m, t, t, eb);
		return b_exp(m, r, t);
	}
}

/* Real functions with a simple derivative bound. */
static int
b_real_fn(struct papo_mx *m, struct papo_mx_ball *r,
    const struct papo_mx_ball *a, int fn)
{
	long rad = a->rad;

	if (!mpfr_zero_p(a->im))
		return PAPO_MX_NOTSCALAR;
	if ((fn == PAPO_FN_SIN || fn == PAPO_FN_COS) && huge_angle(a->re))
		return PAPO_MX_CAP;
	tmp_prec(m);
	switch (fn) {
	case PAPO_FN_SIN:
		mpfr_sin(r->re, a->re, MPFR_RNDN);
		break;
	case PAPO_FN_COS:
		mpfr_cos(r->re, a->re, MPFR_RNDN);
		break;
	case PAPO_FN_ATAN:
		mpfr_atan(r->re, a->re, MPFR_RNDN);
		break;
	case PAPO_FN_ASIN:
	case PAPO_FN_ACOS: {
		double x = mpfr_get_d(a->re, MPFR_RNDN), w = 1.0 - x * x;

		if (w <= 1.0 / 1048576.0)
			return fabs(x) > 1 + 1e-12 ? PAPO_MX_NOTSCALAR :
			    PAPO_MX_UNSTABLE;
		if (fn == PAPO_FN_ASIN)
			mpfr_asin(r->re, a->re, MPFR_RNDN);
		else
			mpfr_acos(r->re, a->re, MPFR_RNDN);
		if (rad != EXACT)
			rad += (long)(-log2(w) / 2) + 2;
		break;
	}
	case PAPO_FN_ABS:
		mpfr_abs(r->re, a->re, MPFR_RNDN);
		break;
	default:
		return PAPO_MX_NOTSCALAR;
	}
	mpfr_set_ui(r->im, 0, MPFR_RNDN);
	r->rad = rad == EXACT ? EXACT : rad + 1;
	rounded(m, r, 1);
	return b_finite(r);
}

/* r = n / d, through 1 / d (d is overwritten with it). */
static int
b_div(struct papo_mx *m, struct papo_mx_ball *r, const struct papo_mx_ball *n,
    struct papo_mx_ball *d)
{
	int st;

	if ((st = b_inv(m, d, d)) != 0)
		return st;
	b_mul(m, r, n, d);
	return b_finite(r);
}

/* Hyperbolic and complex trigonometric functions through exp. */
static int
b_via_exp(struct papo_mx *m, struct papo_mx_ball *r,
    const struct papo_mx_ball *a, int fn, int d)
{
	struct papo_mx_ball *p = btemp(m, d + 1, 2), *q = btemp(m, d + 1, 3);
	int st, trig = fn == PAPO_FN_SIN || fn == PAPO_FN_COS;

	b_set(p, a);
	if (trig) {
		/* iz */
		mpfr_swap(p->re, p->im);
		mpfr_neg(p->re, p->re, MPFR_RNDN);
	}
	if ((st = b_exp(m, q, p)) != 0)
		return st;
	b_neg(p, p);
	if ((st = b_exp(m, p, p)) != 0)
		return st;
	/* q = e^w, p = e^-w */
	if (fn == PAPO_FN_COS || fn == PAPO_FN_COSH)
		b_add(m, r, q, p);
	else {
		b_neg(p, p);
		b_add(m, r, q, p);
	}
	mpfr_div_2ui(r->re, r->re, 1, MPFR_RNDN);
	mpfr_div_2ui(r->im, r->im, 1, MPFR_RNDN);
	if (r->rad != EXACT)
		r->rad -= 1;
	if (fn == PAPO_FN_SIN) {
		/* (e^iz - e^-iz) / 2i: divide by i */
		mpfr_swap(r->re, r->im);
		mpfr_neg(r->im, r->im, MPFR_RNDN);
	}
	return b_finite(r);
}

/* min and max of real arguments. */
static int
b_minmax(struct papo_mx *m, int i, int d, struct papo_mx_ball *r)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *a = btemp(m, d + 1, 0);
	int fn = nd->sub, st;
	uint32_t k;

	for (k = 0; k < nd->n; k++) {
		if ((st = bl(m, papo_mx_kid(m, i, k), d + 1, a)) != 0)
			return st;
		if (!mpfr_zero_p(a->im))
			return PAPO_MX_NOTSCALAR;
		if (k == 0 || (fn == PAPO_FN_MIN ?
		    mpfr_cmp(a->re, r->re) < 0 :
		    mpfr_cmp(a->re, r->re) > 0)) {
			long keep = k ? r->rad : EXACT;

			b_set(r, a);
			r->rad = lmax(r->rad, keep);
		} else
			r->rad = lmax(r->rad, a->rad);
	}
	return PAPO_MX_OK;
}

/*
 * The n-th root of a (node i is ROOT(x, n), a its x): real for a real
 * a and an integer n when that root is real, else exp(log(a) / n).
 */
static int
b_root(struct papo_mx *m, int i, int d, struct papo_mx_ball *r,
    struct papo_mx_ball *a)
{
	struct papo_mx_ball *b = btemp(m, d + 1, 1);
	mpq_ptr q = papo_mx_qtemp(m, 0, 2);
	int en = papo_mx_kid(m, i, 1), st;

	if (papo_mx_exact(m, en, q) == PAPO_MX_OK && papo_mx_is_int(q) &&
	    mpz_cmp_ui(mpq_numref(q), 2) >= 0 &&
	    mpz_cmp_ui(mpq_numref(q), 1000000) <= 0 &&
	    mpfr_zero_p(a->im)) {
		unsigned long n = mpz_get_ui(mpq_numref(q));
		long low = LOW(a);
		int neg = mpfr_sgn(a->re) < 0;

		if (neg && !(n & 1))
			goto general_root;
		if (mpfr_zero_p(a->re) && a->rad == EXACT) {
			b_set(r, a);
			return PAPO_MX_OK;
		}
		if (a->rad != EXACT && a->rad + 3 >= low)
			return PAPO_MX_UNSTABLE;
		mpfr_abs(r->re, a->re, MPFR_RNDN);
		mpfr_rootn_ui(r->re, r->re, n, MPFR_RNDN);
		if (neg)
			mpfr_neg(r->re, r->re, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
		r->rad = a->rad == EXACT ? EXACT : a->rad - low + MAG(r) + 2;
		rounded(m, r, 1);
		return b_finite(r);
	}
general_root:
	/* a^(1/n) = exp(log(a) / n) */
	if ((st = bl(m, en, d + 1, b)) != 0)
		return st;
	if ((st = b_inv(m, b, b)) != 0)
		return st;
	if ((st = b_log(m, r, a)) != 0)
		return st;
	b_mul(m, r, r, b);
	b_set(a, r);
	return b_exp(m, r, a);
}

/* ln a, or log of a to the base of node i's second child. */
static int
b_logarithm(struct papo_mx *m, int i, int d, struct papo_mx_ball *r,
    struct papo_mx_ball *a)
{
	struct papo_mx_ball *b = btemp(m, d + 1, 1);
	int st;

	if ((st = b_log(m, r, a)) != 0)
		return st;
	if (m->node[i].n == 2) {
		if ((st = bl(m, papo_mx_kid(m, i, 1), d + 1, a)) != 0)
			return st;
		if ((st = b_log(m, b, a)) != 0)
			return st;
		if ((st = b_inv(m, a, b)) != 0)
			return st;
		b_mul(m, r, r, a);
	}
	return b_finite(r);
}

/* tan, cot, sec, csc of a real a, from sin and cos. */
static int
b_trig_ratio(struct papo_mx *m, int d, int fn, struct papo_mx_ball *r,
    const struct papo_mx_ball *a)
{
	struct papo_mx_ball *s = btemp(m, d + 1, 2), *b = btemp(m, d + 1, 1);
	int st;

	if (!mpfr_zero_p(a->im))
		return PAPO_MX_NOTSCALAR;
	if (fn != PAPO_FN_SEC && (st = b_real_fn(m, s, a, PAPO_FN_SIN)) != 0)
		return st;
	if (fn != PAPO_FN_CSC && (st = b_real_fn(m, b, a, PAPO_FN_COS)) != 0)
		return st;
	switch (fn) {
	case PAPO_FN_TAN:
		return b_div(m, r, s, b);
	case PAPO_FN_COT:
		return b_div(m, r, b, s);
	case PAPO_FN_SEC:
		return b_inv(m, r, b);
	default:
		return b_inv(m, r, s);
	}
}

/* tanh, coth, sech, csch, from sinh and cosh. */
static int
b_hyp_ratio(struct papo_mx *m, int d, int fn, struct papo_mx_ball *r,
    const struct papo_mx_ball *a)
{
	struct papo_mx_ball *s = btemp(m, d + 1, 1), *c = btemp(m, d + 1, 4);
	int st;

	if ((st = b_via_exp(m, s, a, PAPO_FN_SINH, d)) != 0)
		return st;
	if ((st = b_via_exp(m, c, a, PAPO_FN_COSH, d)) != 0)
		return st;
	switch (fn) {
	case PAPO_FN_TANH:
		return b_div(m, r, s, c);
	case PAPO_FN_COTH:
		return b_div(m, r, c, s);
	case PAPO_FN_SECH:
		return b_inv(m, r, c);
	default:
		return b_inv(m, r, s);
	}
}

/* floor, ceiling and sign: exact results, when a is clear of a jump. */
static int
b_step(struct papo_mx *m, int fn, struct papo_mx_ball *r,
    const struct papo_mx_ball *a)
{
	mpfr_ptr t = m->tmp[0];

	if (!mpfr_zero_p(a->im))
		return PAPO_MX_NOTSCALAR;
	tmp_prec(m);
	if (fn == PAPO_FN_SGN) {
		if (mpfr_zero_p(a->re) && a->rad == EXACT)
			mpfr_set_ui(r->re, 0, MPFR_RNDN);
		else if (a->rad != EXACT && (LOW(a) == EXACT ||
		    a->rad + 2 >= LOW(a)))
			return PAPO_MX_UNSTABLE;
		else
			mpfr_set_si(r->re, mpfr_sgn(a->re), MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
		r->rad = EXACT;
		return PAPO_MX_OK;
	}
	if (fn == PAPO_FN_FLOOR)
		mpfr_floor(r->re, a->re);
	else
		mpfr_ceil(r->re, a->re);
	mpfr_set_ui(r->im, 0, MPFR_RNDN);
	if (a->rad != EXACT) {
		/* the value must be clear of the integers */
		mpfr_sub(t, a->re, r->re, MPFR_RNDN);
		mpfr_abs(t, t, MPFR_RNDN);
		if (mpfr_zero_p(t) || (long)mpfr_get_exp(t) <= a->rad + 2)
			return PAPO_MX_UNSTABLE;
		mpfr_ui_sub(t, 1, t, MPFR_RNDN);
		if (mpfr_zero_p(t) || (long)mpfr_get_exp(t) <= a->rad + 2)
			return PAPO_MX_UNSTABLE;
	}
	r->rad = EXACT;
	return PAPO_MX_OK;
}

/* binom(a, k), k node i's second child, through three gammas. */
static int
b_binom(struct papo_mx *m, int i, int d, struct papo_mx_ball *r,
    struct papo_mx_ball *a)
{
	struct papo_mx_ball *b = btemp(m, d + 1, 1);
	struct papo_mx_ball *g = btemp(m, d + 1, 2);
	struct papo_mx_ball *h = btemp(m, d + 1, 3);
	int st;

	if ((st = bl(m, papo_mx_kid(m, i, 1), d + 1, b)) != 0)
		return st;
	if (!mpfr_zero_p(b->im))
		return PAPO_MX_NOTSCALAR;
	/* h = n - k */
	b_neg(h, b);
	b_add(m, h, h, a);
	mpfr_add_ui(a->re, a->re, 1, MPFR_RNDN);
	mpfr_add_ui(b->re, b->re, 1, MPFR_RNDN);
	mpfr_add_ui(h->re, h->re, 1, MPFR_RNDN);
	tmp_prec(m);
	gamma_of(m, g->re, a->re);
	gamma_of(m, m->tmp[0], b->re);
	gamma_of(m, m->tmp[1], h->re);
	if (!mpfr_number_p(g->re) || !mpfr_number_p(m->tmp[0]) ||
	    !mpfr_number_p(m->tmp[1]) || mpfr_zero_p(m->tmp[0]) ||
	    mpfr_zero_p(m->tmp[1]))
		return PAPO_MX_UNDEF;
	mpfr_div(r->re, g->re, m->tmp[0], MPFR_RNDN);
	mpfr_div(r->re, r->re, m->tmp[1], MPFR_RNDN);
	mpfr_set_ui(r->im, 0, MPFR_RNDN);
	r->rad = EXACT;
	if (a->rad != EXACT || b->rad != EXACT)
		r->rad = lmax(a->rad, b->rad) + MAG(r) +
		    digamma_bits(a->re) + 5;
	rounded(m, r, 4);
	return b_finite(r);
}

/* a!, as gamma(a + 1) or, where cheaper, exactly. */
static int
b_fact(struct papo_mx *m, int d, struct papo_mx_ball *r,
    const struct papo_mx_ball *a)
{
	struct papo_mx_ball *b = btemp(m, d + 1, 1);

	/*
	 * mpfr_fac_ui is linear in n, gamma's series in the precision:
	 * 20000! takes 1.2 ms one way and 20 us the other at 256 bits
	 * (800 of them made one answer take seconds), while at 4096 bits
	 * gamma is the slow one for n near 1000.  Factorials only where
	 * they are cheaper.
	 */
	if (mpfr_integer_p(a->re) && a->rad == EXACT &&
	    mpfr_sgn(a->re) >= 0 &&
	    (mpfr_cmp_ui(a->re, 300) <= 0 ||
	    mpfr_cmp_ui(a->re, (unsigned long)m->prec / 2) <= 0)) {
		int t = mpfr_fac_ui(r->re, mpfr_get_ui(a->re, MPFR_RNDN),
		    MPFR_RNDN);

		mpfr_set_ui(r->im, 0, MPFR_RNDN);
		r->rad = EXACT;
		if (t)
			rounded(m, r, 1);
		return b_finite(r);
	}
	if (mpfr_integer_p(a->re) && mpfr_sgn(a->re) < 0)
		return PAPO_MX_UNDEF;
	mpfr_add_ui(b->re, a->re, 1, MPFR_RNDN);
	gamma_of(m, r->re, b->re);
	mpfr_set_ui(r->im, 0, MPFR_RNDN);
	r->rad = EXACT;
	rounded(m, r, 2);
	if (a->rad != EXACT)
		r->rad = lmax(r->rad, MAG(r) + a->rad +
		    digamma_bits(a->re) + 3);
	return b_finite(r);
}

/*
 * A trigonometric, hyperbolic or inverse one's argument a so small and
 * not zero that the function's value lost its next term to the
 * rounding (\\cos(10^{-300}) is 1 - 5 \\cdot 10^{-601}, \\arccos of it
 * \\pi/2 less it, \\sin of it over it 1 less a term): the value is
 * lost as a sum's lost term is (m->lost), and agreeing with another
 * proves nothing at this precision.
 */
static void
tiny_arg(struct papo_mx *m, int fn, const struct papo_mx_ball *a)
{
	if (fn == PAPO_FN_SQRT || fn == PAPO_FN_ROOT || fn == PAPO_FN_LN ||
	    fn == PAPO_FN_LOG || fn == PAPO_FN_LG || fn == PAPO_FN_ABS ||
	    fn == PAPO_FN_FLOOR || fn == PAPO_FN_CEIL || fn == PAPO_FN_SGN ||
	    fn == PAPO_FN_FACT || fn == PAPO_FN_BINOM)
		return;
	if (MAG(a) != EXACT && MAG(a) < -(m->prec / 2))
		m->lost = 1;
}

/* A function node i: its first argument, then the function. */
static int
b_func(struct papo_mx *m, int i, int d, struct papo_mx_ball *r)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *a = btemp(m, d + 1, 0), *b = btemp(m, d + 1, 1);
	int fn = nd->sub, st;

	if (nd->n < 1)
		return PAPO_MX_NOTSCALAR;
	if (fn == PAPO_FN_MIN || fn == PAPO_FN_MAX)
		return b_minmax(m, i, d, r);
	if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, a)) != 0)
		return st;
	tiny_arg(m, fn, a);
	switch (fn) {
	case PAPO_FN_SQRT:
		return b_sqrt(m, r, a);
	case PAPO_FN_ROOT:
		return b_root(m, i, d, r, a);
	case PAPO_FN_EXP:
		return b_exp(m, r, a);
	case PAPO_FN_LN:
	case PAPO_FN_LOG:
	case PAPO_FN_LG:
		return b_logarithm(m, i, d, r, a);
	case PAPO_FN_SIN:
	case PAPO_FN_COS:
		if (!mpfr_zero_p(a->im))
			return b_via_exp(m, r, a, fn, d);
		return b_real_fn(m, r, a, fn);
	case PAPO_FN_TAN:
	case PAPO_FN_COT:
	case PAPO_FN_SEC:
	case PAPO_FN_CSC:
		return b_trig_ratio(m, d, fn, r, a);
	case PAPO_FN_ASIN:
	case PAPO_FN_ACOS:
	case PAPO_FN_ATAN:
	case PAPO_FN_ABS:
		if (fn == PAPO_FN_ABS && !mpfr_zero_p(a->im)) {
			mpfr_hypot(r->re, a->re, a->im, MPFR_RNDN);
			mpfr_set_ui(r->im, 0, MPFR_RNDN);
			r->rad = a->rad == EXACT ? EXACT : a->rad + 1;
			rounded(m, r, 1);
			return b_finite(r);
		}
		return b_real_fn(m, r, a, fn);
	case PAPO_FN_ACOT:
	case PAPO_FN_ASEC:
	case PAPO_FN_ACSC:
		if ((st = b_inv(m, b, a)) != 0)
			return st;
		return b_real_fn(m, r, b, fn == PAPO_FN_ACOT ? PAPO_FN_ATAN :
		    fn == PAPO_FN_ASEC ? PAPO_FN_ACOS : PAPO_FN_ASIN);
	case PAPO_FN_SINH:
	case PAPO_FN_COSH:
		return b_via_exp(m, r, a, fn, d);
	case PAPO_FN_TANH:
	case PAPO_FN_COTH:
	case PAPO_FN_SECH:
	case PAPO_FN_CSCH:
		return b_hyp_ratio(m, d, fn, r, a);
	case PAPO_FN_FLOOR:
	case PAPO_FN_CEIL:
	case PAPO_FN_SGN:
		return b_step(m, fn, r, a);
	case PAPO_FN_FACT:
		if (!mpfr_zero_p(a->im))
			return PAPO_MX_NOTSCALAR;
		return b_fact(m, d, r, a);
	case PAPO_FN_BINOM:
		if (!mpfr_zero_p(a->im))
			return PAPO_MX_NOTSCALAR;
		return b_binom(m, i, d, r, a);
	default:
		return PAPO_MX_NOTSCALAR;
	}
}

/*
 * log2 of a bound of |digamma(x + 1)| <= log(|x| + 2) + 2, from the
 * exponent of x (no double overflow for huge x).
 */
static long
digamma_bits(mpfr_srcptr x)
{
	long e = ex_of(x);

	if (e == EXACT || e < 1)
		return 2;
	return bitlen((unsigned long)e) + 2;
}

/* An uninterpreted function f(x, y): a fixed, name-seeded polynomial. */
static int
b_apply(struct papo_mx *m, int i, int d, struct papo_mx_ball *r)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *a = btemp(m, d + 1, 0), *s = btemp(m, d + 1, 1);
	struct papo_mx_ball *c = btemp(m, d + 1, 2);
	size_t len, k;
	const char *name = papo_mx_symname(m,
	    m->node[papo_mx_kid(m, i, 0)].aux, &len);
	uint64_t h = 1469598103934665603ULL;
	uint32_t j;
	int st;

	for (k = 0; k < len; k++)
		h = (h ^ (unsigned char)name[k]) * 1099511628211ULL;
	b_set_d(r, (double)(h % 97) / 8.0 + 0.5);
	b_set_d(s, 0);
	for (j = 1; j < nd->n; j++) {
		if ((st = bl(m, papo_mx_kid(m, i, j), d + 1, a)) != 0)
			return st;
		h = h * 6364136223846793005ULL + 1442695040888963407ULL;
		b_set_d(c, (double)((h >> 33) % 89) / 16.0 + 0.75);
		b_add(m, s, s, a);
		b_mul(m, a, a, c);
		b_add(m, r, r, a);
	}
	/* plus s^2 / 3: not linear, so f(x) = x has no accidental twin */
	b_mul(m, s, s, s);
	b_set_d(c, 1.0 / 3.0);
	b_mul(m, s, s, c);
	b_add(m, r, r, s);
	return b_finite(r);
}

/* Radii 2^r summed as 2^R * S, so n equal radii cost log2(n) bits. */
struct radsum {
	long R;
	double S;
};

static void
radsum_add(struct radsum *a, long r)
{
	if (r == EXACT)
		return;
	if (a->S == 0 || r > a->R) {
		a->S = a->S == 0 ? 1 : a->S * ldexp(1.0,
		    (int)(a->R - r > -1000 ? a->R - r : -1000)) + 1;
		a->R = r;
	} else if (a->R - r < 1000)
		a->S += ldexp(1.0, (int)(r - a->R));
}

static long
radsum_total(const struct radsum *a)
{
	return a->S == 0 ? EXACT : a->R + (long)ceil(log2(a->S)) + 1;
}

/* A sum: midpoints added, the errors of the terms and roundings summed. */
static int
bl_sum(struct papo_mx *m, int i, int d, struct papo_mx_ball *out)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *t = btemp(m, d + 1, 5);
	struct radsum rs = { 0, 0 };
	uint32_t k;
	long before;
	int st, t1, t2;

	if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
		return st;
	radsum_add(&rs, out->rad);
	for (k = 1; k < nd->n; k++) {
		if ((st = bl(m, papo_mx_kid(m, i, k), d + 1, t)) != 0)
			return st;
		radsum_add(&rs, t->rad);
		before = MAG(out);
		t1 = mpfr_add(out->re, out->re, t->re, MPFR_RNDN);
		t2 = mpfr_add(out->im, out->im, t->im, MPFR_RNDN);
		if ((st = b_finite(out)) != 0)
			return st;
		/* each component rounded by at most half an ulp */
		if ((t1 || t2) && MAG(out) != EXACT) {
			radsum_add(&rs, MAG(out) - m->prec);
			/* a term far below the sum: lost to the rounding */
			if ((MAG(t) != EXACT &&
			    MAG(t) < MAG(out) - m->prec / 2) ||
			    (before != EXACT &&
			    before < MAG(out) - m->prec / 2))
				m->lost = 1;
		}
	}
	out->rad = radsum_total(&rs);
	return PAPO_MX_OK;
}

/* The constant node nd (pi, e, i) as a ball, out already at m's
   precision. */
static int
bl_const(struct papo_mx *m, const struct papo_mx_node *nd,
    struct papo_mx_ball *out)
{
	mpfr_set_ui(out->im, 0, MPFR_RNDN);
	out->rad = EXACT;
	switch (nd->sub) {
	case PAPO_C_PI:
		mpfr_const_pi(out->re, MPFR_RNDN);
		rounded(m, out, 1);
		return PAPO_MX_OK;
	case PAPO_C_E:
		mpfr_set_ui(out->re, 1, MPFR_RNDN);
		mpfr_exp(out->re, out->re, MPFR_RNDN);
		rounded(m, out, 1);
		return PAPO_MX_OK;
	case PAPO_C_I:
		mpfr_set_ui(out->re, 0, MPFR_RNDN);
		mpfr_set_ui(out->im, 1, MPFR_RNDN);
		return PAPO_MX_OK;
	default:
		return PAPO_MX_NOTSCALAR;
	}
}

/* A product node i as a ball, factor by factor. */
static int
bl_prod(struct papo_mx *m, int i, int d, struct papo_mx_ball *out)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *t = btemp(m, d + 1, 5);
	uint32_t k;
	int st;

	if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
		return st;
	for (k = 1; k < nd->n; k++) {
		if ((st = bl(m, papo_mx_kid(m, i, k), d + 1, t)) != 0)
			return st;
		b_mul(m, out, out, t);
		if ((st = b_finite(out)) != 0)
			return st;
	}
	return PAPO_MX_OK;
}

/* A percent (its operand over 100) or a degree (times pi over 180)
   node i as a ball. */
static int
bl_scaled(struct papo_mx *m, int i, int d, struct papo_mx_ball *out)
{
	struct papo_mx_ball *t = btemp(m, d + 1, 5);
	int st;

	if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
		return st;
	if (m->node[i].kind == PAPO_MX_PERCENT) {
		mpq_ptr q = papo_mx_qtemp(m, 0, 2);

		mpq_set_ui(q, 1, 100);
		b_set_q(m, t, q);
	} else {
		mpfr_const_pi(t->re, MPFR_RNDN);
		mpfr_div_ui(t->re, t->re, 180, MPFR_RNDN);
		mpfr_set_ui(t->im, 0, MPFR_RNDN);
		t->rad = EXACT;
		rounded(m, t, 2);
	}
	b_mul(m, out, out, t);
	return b_finite(out);
}

static int
bl(struct papo_mx *m, int i, int d, struct papo_mx_ball *out)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *t;
	int st;

	if (d > PAPO_MX_MAX_DEPTH)
		return PAPO_MX_CAP;
	ball_prec(out, m->prec);
	switch (nd->kind) {
	case PAPO_MX_NUM:
		b_set_q(m, out, m->num[nd->aux].q);
		return PAPO_MX_OK;
	case PAPO_MX_SYM:
		if (m->bound & ((uint64_t)1 << nd->aux)) {
			b_set_q(m, out, m->bind[nd->aux]);
			return PAPO_MX_OK;
		}
		mpfr_set(out->re, m->pt[m->alias[nd->aux] ?
		    (uint32_t)m->alias[nd->aux] - 1 : nd->aux], MPFR_RNDN);
		mpfr_set_ui(out->im, 0, MPFR_RNDN);
		out->rad = EXACT;
		return PAPO_MX_OK;
	case PAPO_MX_CONST:
		return bl_const(m, nd, out);
	case PAPO_MX_ADD:
		return bl_sum(m, i, d, out);
	case PAPO_MX_MUL:
		return bl_prod(m, i, d, out);
	case PAPO_MX_NEG:
		if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		b_neg(out, out);
		return PAPO_MX_OK;
	case PAPO_MX_INV:
		t = btemp(m, d + 1, 5);
		if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, t)) != 0)
			return st;
		return b_inv(m, out, t);
	case PAPO_MX_PERCENT:
	case PAPO_MX_DEGREE:
		return bl_scaled(m, i, d, out);
	case PAPO_MX_POW:
		t = btemp(m, d + 1, 5);
		if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, t)) != 0)
			return st;
		return b_pow(m, out, t, papo_mx_kid(m, i, 1), d);
	case PAPO_MX_FUNC:
		m->fevals += (unsigned long)(m->prec + 255) / 256 *
		    (nd->sub == PAPO_FN_FACT || nd->sub == PAPO_FN_BINOM ? 32 :
		    1);
		if (m->fevals > PAPO_MX_MAX_FEVALS)
			return PAPO_MX_CAP;
		return b_func(m, i, d, out);
	case PAPO_MX_APPLY:
		return b_apply(m, i, d, out);
	case PAPO_MX_UNIT:
		return bl(m, papo_mx_kid(m, i, 0), d + 1, out);
	default:
		return PAPO_MX_NOTSCALAR;
	}
}

int
papo_mx_ball(struct papo_mx *m, int i, struct papo_mx_ball *out)
{
	int st;

	if (m->node[i].flags & (PAPO_MXF_UNSUP | PAPO_MXF_STRUCT |
	    PAPO_MXF_PM | PAPO_MXF_INF))
		return PAPO_MX_NOTSCALAR;
	if (m->ptprec == 0)
		papo_mx_set_point(m, 0);
	tmp_prec(m);
	mpfr_clear_flags();
	st = bl(m, i, 0, out);
	if (st == PAPO_MX_OK && (mpfr_overflow_p() || mpfr_underflow_p()))
		st = PAPO_MX_CAP;
	if (st == PAPO_MX_OK)
		st = b_finite(out);
	return st;
}
