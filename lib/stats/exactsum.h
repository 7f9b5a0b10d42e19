/* SPDX-License-Identifier: MIT */
/*
 * exactsum.h: exact, order-independent sums of doubles (a superaccumulator),
 * mergeable and written as text.
 */
#ifndef PAPO_EXACTSUM_H
#define PAPO_EXACTSUM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "buf.h"

/*
 * Every finite double is an integer multiple of 2^-1074 below 2^1024.
 * The accumulator holds the exact sum as such an integer, in base
 * 2^32: limb k weighs 2^(32k - 1074).  A double lands in two or three
 * consecutive limbs chosen by its exponent, so an add costs a few
 * integer operations and never rounds; limbs are signed 64-bit, so
 * carries can wait for about 2^31 adds (they are propagated every
 * PAPO_EXACTSUM_BATCH adds, and before reading).  The last limb takes
 * whatever the others carry out, which leaves room for sums far above
 * the largest double.  The result is the same whatever the order of the
 * adds, and merging two accumulators is adding them limb by limb.
 */
#define PAPO_EXACTSUM_LIMBS 66
#define PAPO_EXACTSUM_BATCH (1u << 30)

/* Flags of infinite or NaN terms, which make the sum one of them. */
enum {
	PAPO_EXACTSUM_PINF = 1,
	PAPO_EXACTSUM_NINF = 2,
	PAPO_EXACTSUM_NAN = 4
};

struct papo_exactsum {
	int64_t limb[PAPO_EXACTSUM_LIMBS];
	uint32_t adds;		/* adds since the carries were
				   propagated */
	uint32_t special;	/* PAPO_EXACTSUM_* flags */
};

/* An empty sum (0). */
void papo_exactsum_init(struct papo_exactsum *a);

/* Propagate the carries (the value does not change); done for you. */
void papo_exactsum_normalize(struct papo_exactsum *a);

/* Slow path of papo_exactsum_add: an infinity or NaN. */
void papo_exactsum_add_special(struct papo_exactsum *a, double x);

/* Add x exactly. */
static inline void
papo_exactsum_add(struct papo_exactsum *a, double x)
{
	uint64_t bits, m, h;
	int64_t neg;
	unsigned be, b, s, k;

	memcpy(&bits, &x, sizeof(bits));
	be = (unsigned)(bits >> 52) & 0x7ff;
	if (be == 0x7ff) {
		papo_exactsum_add_special(a, x);
		return;
	}
	m = bits & 0xfffffffffffffULL;
	if (be) {
		m |= 1ULL << 52;
		b = be - 1;
	} else
		b = 0;
	/* x = m * 2^(b - 1074): bits b.. of the integer, s into limb k */
	k = b >> 5;
	s = b & 31;
	h = m >> (32 - s);	/* (m << s) >> 32, which has up to 53 bits */
	neg = -(int64_t)(bits >> 63);	/* 0 or -1: negate by
					   (d ^ neg) - neg */
	a->limb[k] += ((int64_t)((m << s) & 0xffffffffULL) ^ neg) - neg;
	a->limb[k + 1] += ((int64_t)(h & 0xffffffffULL) ^ neg) - neg;
	a->limb[k + 2] += ((int64_t)(h >> 32) ^ neg) - neg;
	if (++a->adds >= PAPO_EXACTSUM_BATCH)
		papo_exactsum_normalize(a);
}

/* Slow path of papo_exactsum_add_sq: squares outside the fast range. */
void papo_exactsum_add_sq_slow(struct papo_exactsum *a, double x);

/* 128-bit products, a GCC and Clang extension */
__extension__ typedef unsigned __int128 papo_exactsum_u128;

/*
 * Add x * x as the two doubles of its exact product (x * x rounded,
 * and the rounding error): that is the exact square unless it leaves
 * the range of doubles (|x| above about 1.3e154 gives +inf; below
 * about 1e-146 the error term loses its last bits).  Either way the
 * same x adds the same amount, so the order of adds does not matter.
 * Where the square is exact (|x| from about 2^-485 to 2^476) it is
 * added as one 106-bit integer, m^2 at bit 2b - 1074, in five limbs.
 */
static inline void
papo_exactsum_add_sq(struct papo_exactsum *a, double x)
{
	papo_exactsum_u128 v, t;
	uint64_t bits, m;
	unsigned be, b, s, k;

	memcpy(&bits, &x, sizeof(bits));
	be = (unsigned)(bits >> 52) & 0x7ff;
	/* 2b - 1074 in [0, 1920): biased exponents 538 .. 1497 */
	if (be < 538 || be > 1497) {
		papo_exactsum_add_sq_slow(a, x);
		return;
	}
	m = (bits & 0xfffffffffffffULL) | 1ULL << 52;
	b = be - 1;
	k = (2 * b - 1074) >> 5;
	s = (2 * b - 1074) & 31;
	v = (papo_exactsum_u128)m * m;
	t = v << s;
	a->limb[k] += (int64_t)((uint64_t)t & 0xffffffffULL);
	a->limb[k + 1] += (int64_t)((uint64_t)(t >> 32) & 0xffffffffULL);
	a->limb[k + 2] += (int64_t)((uint64_t)(t >> 64) & 0xffffffffULL);
	a->limb[k + 3] += (int64_t)(uint64_t)(t >> 96);
	a->limb[k + 4] += s ? (int64_t)(uint64_t)(v >> (128 - s)) : 0;
	if (++a->adds >= PAPO_EXACTSUM_BATCH)
		papo_exactsum_normalize(a);
}

/*
 * Add x * y as the two doubles of its exact product (x * y rounded,
 * and the rounding error from fma): the exact product unless it leaves
 * the range of doubles (overflow gives an infinity; products below
 * about 1e-292 lose their last bits).  The same x and y always add the
 * same amount, so the order of adds does not matter.
 */
void papo_exactsum_add_prod(struct papo_exactsum *a, double x, double y);

/* a += b, exactly (b is left alone). */
void papo_exactsum_merge(struct papo_exactsum *a,
    const struct papo_exactsum *b);

/* -1, 0 or 1: the sign of the sum (NaN: 0; infinities by their sign). */
int papo_exactsum_sign(const struct papo_exactsum *a);

/*
 * The sum rounded to the nearest double (ties to even): correctly
 * rounded, +-inf beyond the largest double, NaN or an infinity when a
 * term was one (+inf and -inf together give NaN).
 */
double papo_exactsum_value(const struct papo_exactsum *a);

/*
 * The sum as a double-double: *hi is papo_exactsum_value, *lo the rest
 * of the sum rounded to the nearest double (0 when *hi is not finite),
 * so hi + lo carries about 106 bits.
 */
void papo_exactsum_dd(const struct papo_exactsum *a, double *hi, double *lo);

/* 1 when a and b hold the same sum. */
int papo_exactsum_equal(const struct papo_exactsum *a,
    const struct papo_exactsum *b);

/*
 * Append the exact sum as text: "0"; or a sign, "0x", hexadecimal
 * digits and "p" with a power of two, the sum being that integer times
 * 2 to that power ("0x18p-4" is 1.5, "-0x1p0" is -1), with no leading
 * or trailing zero digit and a power that is a multiple of 4; or
 * "inf", "-inf", "nan".  The same sum always gives the same text.
 */
void papo_exactsum_format(const struct papo_exactsum *a, struct papo_buf *out);

/*
 * Read text written by papo_exactsum_format (s, n bytes) into a,
 * replacing its sum.  Any number of hexadecimal digits and any power
 * are accepted as long as the value is a multiple of 2^-1074 and below
 * 2^1030.  -1 when the text is not such a sum (a is then 0).
 */
int papo_exactsum_parse(struct papo_exactsum *a, const char *s, size_t n);

#endif
