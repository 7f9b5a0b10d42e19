/* SPDX-License-Identifier: MIT */
/*
 * exactsum.c: exact sums of doubles in a superaccumulator: normalization,
 * merging, correct rounding, text.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exactsum.h"

#define L PAPO_EXACTSUM_LIMBS
#define LOW_EXP (-1074)		/* weight of bit 0 of limb 0 */
/* papo_exactsum_parse accepts bits below this (values below 2^1030) */
#define PARSE_BITS (1030 - LOW_EXP)

/*
 * A sum as a sign and a magnitude in base 2^32 (L + 1 digits: the last
 * limb may exceed 32 bits).
 */
struct mag {
	uint32_t d[L + 1];
	int neg;
	int top;	/* index of the highest nonzero digit, -1: zero */
};

void
papo_exactsum_init(struct papo_exactsum *a)
{
	memset(a, 0, sizeof(*a));
}

void
papo_exactsum_normalize(struct papo_exactsum *a)
{
	int64_t carry = 0, t;
	int k;

	for (k = 0; k < L - 1; k++) {
		t = a->limb[k] + carry;
		/*
		 * floor division by 2^32; the digit is what is left, 0..2^32-1
		 */
		carry = t >> 32;
		a->limb[k] = t & 0xffffffffLL;
	}
	a->limb[L - 1] += carry;
	a->adds = 0;
}

void
papo_exactsum_add_special(struct papo_exactsum *a, double x)
{
	if (isnan(x))
		a->special |= PAPO_EXACTSUM_NAN;
	else if (x > 0)
		a->special |= PAPO_EXACTSUM_PINF;
	else
		a->special |= PAPO_EXACTSUM_NINF;
}

void
papo_exactsum_add_sq_slow(struct papo_exactsum *a, double x)
{
	double hi = x * x;

	papo_exactsum_add(a, hi);
	if (isfinite(hi))
		papo_exactsum_add(a, fma(x, x, -hi));
}

void
papo_exactsum_add_prod(struct papo_exactsum *a, double x, double y)
{
	double hi = x * y;

	papo_exactsum_add(a, hi);
	if (isfinite(hi))
		papo_exactsum_add(a, fma(x, y, -hi));
}

void
papo_exactsum_merge(struct papo_exactsum *a, const struct papo_exactsum *b)
{
	int k;

	/*
	 * each limb is below 2^32 (adds + 1) in size: keep the sum of both
	 * in range
	 */
	if ((uint64_t)a->adds + b->adds + 2 >= PAPO_EXACTSUM_BATCH)
		papo_exactsum_normalize(a);
	for (k = 0; k < L; k++)
		a->limb[k] += b->limb[k];
	a->adds += b->adds + 1;
	a->special |= b->special;
	if (a->adds >= PAPO_EXACTSUM_BATCH)
		papo_exactsum_normalize(a);
}

/* The special value of flags f (which is not 0). */
static double
special_value(uint32_t f)
{
	if ((f & PAPO_EXACTSUM_NAN) ||
	    (f & (PAPO_EXACTSUM_PINF | PAPO_EXACTSUM_NINF)) ==
	    (PAPO_EXACTSUM_PINF | PAPO_EXACTSUM_NINF))
		return (double)NAN;
	return f & PAPO_EXACTSUM_PINF ? HUGE_VAL : -HUGE_VAL;
}

/* Sign and magnitude of the finite part of a. */
static void
magnitude(const struct papo_exactsum *a, struct mag *m)
{
	struct papo_exactsum c = *a;
	uint64_t top, borrow;
	int k;

	papo_exactsum_normalize(&c);
	/* limbs 0..L-2 are digits now; the last one holds the signed rest */
	m->neg = c.limb[L - 1] < 0;
	for (k = 0; k < L - 1; k++)
		m->d[k] = (uint32_t)c.limb[k];
	top = (uint64_t)c.limb[L - 1];
	m->d[L - 1] = (uint32_t)top;
	m->d[L] = (uint32_t)(top >> 32);
	if (m->neg) {
		/* two's complement over L + 1 digits: invert, add one */
		borrow = 1;
		for (k = 0; k <= L; k++) {
			uint64_t t = (uint64_t)(uint32_t)~m->d[k] + borrow;

			m->d[k] = (uint32_t)t;
			borrow = t >> 32;
		}
	}
	for (m->top = L; m->top >= 0 && m->d[m->top] == 0; m->top--)
		;
}

int
papo_exactsum_sign(const struct papo_exactsum *a)
{
	struct mag m;
	double v;

	if (a->special) {
		v = special_value(a->special);
		return isnan(v) ? 0 : v > 0 ? 1 : -1;
	}
	magnitude(a, &m);
	return m.top < 0 ? 0 : m.neg ? -1 : 1;
}

static uint32_t
digit(const struct mag *m, int k)
{
	return k >= 0 && k <= L ? m->d[k] : 0;
}

/* The magnitude rounded to the nearest double, ties to even. */
static double
round_mag(const struct mag *m)
{
	uint64_t hi, lo, mant, rem, half;
	int t = m->top, sticky = 0, k, lead, shift;

	if (t < 0)
		return 0;
	/* the top four digits: hi:lo is the 128-bit value v */
	hi = (uint64_t)digit(m, t) << 32 | digit(m, t - 1);
	lo = (uint64_t)digit(m, t - 2) << 32 | digit(m, t - 3);
	for (k = t - 4; k >= 0 && !sticky; k--)
		sticky = m->d[k] != 0;
	/* v = hi:lo * 2^(32 (t - 3) + LOW_EXP); hi has its top bit at lead */
	lead = 63 - __builtin_clzll(hi);
	/* keep 53 bits: the leading one is bit 64 + lead of v */
	shift = 64 + lead - 52;		/* bits of v below the mantissa,
					   43..75 */
	if (shift >= 64) {
		mant = hi >> (shift - 64);
		/* with lo below */
		rem = hi & ((1ULL << (shift - 64)) - 1);
		half = shift - 64 ? 1ULL << (shift - 65) : 0;
		if (shift == 64) {
			/* the rest is lo alone */
			if (lo > 0x8000000000000000ULL ||
			    (lo == 0x8000000000000000ULL &&
			    (sticky || (mant & 1))))
				mant++;
		} else if (rem > half || (rem == half &&
		    (lo != 0 || sticky || (mant & 1))))
			mant++;
	} else {
		mant = hi << (64 - shift) | lo >> shift;
		rem = lo & ((1ULL << shift) - 1);
		half = 1ULL << (shift - 1);
		if (rem > half || (rem == half && (sticky || (mant & 1))))
			mant++;
	}
	/* mant <= 2^53 is exact; scaling it is exact or overflows to inf */
	return ldexp((double)mant, shift + 32 * (t - 3) + LOW_EXP);
}

double
papo_exactsum_value(const struct papo_exactsum *a)
{
	struct mag m;
	double v;

	if (a->special)
		return special_value(a->special);
	magnitude(a, &m);
	v = round_mag(&m);
	return m.neg ? -v : v;
}

void
papo_exactsum_dd(const struct papo_exactsum *a, double *hi, double *lo)
{
	struct papo_exactsum c;

	*hi = papo_exactsum_value(a);
	*lo = 0;
	if (!isfinite(*hi) || *hi == 0)
		return;
	c = *a;
	papo_exactsum_add(&c, -*hi);
	*lo = papo_exactsum_value(&c);
}

int
papo_exactsum_equal(const struct papo_exactsum *a,
    const struct papo_exactsum *b)
{
	struct papo_exactsum x = *a, y = *b;

	if (a->special || b->special)
		return a->special == b->special;
	papo_exactsum_normalize(&x);
	papo_exactsum_normalize(&y);
	return memcmp(x.limb, y.limb, sizeof(x.limb)) == 0;
}

/* Bit i (counted from 2^LOW_EXP) of a magnitude. */
static unsigned
bit(const struct mag *m, long i)
{
	if (i < 0 || i >= 32L * (L + 1))
		return 0;
	return (m->d[i / 32] >> (i % 32)) & 1;
}

/* The hex digit that holds bit b of a magnitude: floor((b + LOW_EXP) / 4). */
static long
hex_digit(long b)
{
	b += LOW_EXP;
	return b >= 0 ? b / 4 : -((-b + 3) / 4);
}

void
papo_exactsum_format(const struct papo_exactsum *a, struct papo_buf *out)
{
	static const char hex[] = "0123456789abcdef";
	struct mag m;
	long hi, lo, j, i, b;
	char tmp[32];

	if (a->special) {
		double v = special_value(a->special);

		papo_buf_adds(out, isnan(v) ? "nan" : v > 0 ? "inf" : "-inf");
		return;
	}
	magnitude(a, &m);
	if (m.top < 0) {
		papo_buf_adds(out, "0");
		return;
	}
	/*
	 * Hex digit j holds the bits of weight 2^(4j) .. 2^(4j + 3), that
	 * is bits 4j - LOW_EXP .. of the magnitude: find the highest and
	 * the lowest nonzero digit.
	 */
	b = 32L * m.top + 31;
	while (!bit(&m, b))
		b--;
	hi = hex_digit(b);
	for (b = 0; !bit(&m, b); b++)
		;
	lo = hex_digit(b);
	if (m.neg)
		papo_buf_addc(out, '-');
	papo_buf_adds(out, "0x");
	for (j = hi; j >= lo; j--) {
		unsigned d = 0;

		for (i = 3; i >= 0; i--)
			d = d << 1 | bit(&m, 4 * j + i - LOW_EXP);
		papo_buf_addc(out, hex[d]);
	}
	snprintf(tmp, sizeof(tmp), "p%ld", 4 * lo);
	papo_buf_adds(out, tmp);
}

static int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int
papo_exactsum_parse(struct papo_exactsum *a, const char *s, size_t n)
{
	size_t i = 0, h0, h1, k;
	long e = 0, pos;
	int neg = 0, eneg = 0, d, b;

	papo_exactsum_init(a);
	if (n == 1 && s[0] == '0')
		return 0;
	if (n == 3 && memcmp(s, "nan", 3) == 0) {
		a->special = PAPO_EXACTSUM_NAN;
		return 0;
	}
	if (n == 3 && memcmp(s, "inf", 3) == 0) {
		a->special = PAPO_EXACTSUM_PINF;
		return 0;
	}
	if (n == 4 && memcmp(s, "-inf", 4) == 0) {
		a->special = PAPO_EXACTSUM_NINF;
		return 0;
	}
	if (i < n && s[i] == '-') {
		neg = 1;
		i++;
	}
	if (n - i < 2 || s[i] != '0' || (s[i + 1] != 'x' && s[i + 1] != 'X'))
		return -1;
	i += 2;
	h0 = i;
	while (i < n && hexval(s[i]) >= 0)
		i++;
	h1 = i;
	if (h1 == h0 || i >= n || (s[i] != 'p' && s[i] != 'P'))
		return -1;
	i++;
	if (i < n && (s[i] == '-' || s[i] == '+'))
		eneg = s[i++] == '-';
	if (i == n)
		return -1;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9' || e > 100000)
			return -1;
		e = e * 10 + (s[i] - '0');
	}
	if (eneg)
		e = -e;
	/* the digits from the last (weight 2^e) up */
	for (k = h1; k > h0; k--) {
		d = hexval(s[k - 1]);
		for (b = 0; b < 4; b++) {
			if (!((d >> b) & 1))
				continue;
			pos = e + 4L * (long)(h1 - k) + b - LOW_EXP;
			if (pos < 0 || pos >= PARSE_BITS) {
				papo_exactsum_init(a);
				return -1;
			}
			a->limb[pos / 32] += (int64_t)1 << (pos % 32);
		}
	}
	if (neg)
		for (k = 0; k < L; k++)
			a->limb[k] = -a->limb[k];
	papo_exactsum_normalize(a);
	return 0;
}
