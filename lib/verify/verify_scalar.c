/* SPDX-License-Identifier: MIT */
/*
 * verify_scalar.c: the leaves of a comparison: text, infinities, the empty
 * set, and last scalars (compared by the matchers of verify_match.c).
 */
#include <math.h>
#include <string.h>

#include "mathexpr.h"
#include "verify_impl.h"

/* ---------------------------------------------------------------- */
/* text */

static int
cmp_text(struct papo_verify *v, int a, int b)
{
	struct papo_buf x = PAPO_BUF_INIT, y = PAPO_BUF_INIT;
	int r = R_NE;
	size_t k;

	if (papo_verify_letters(v, a, &x) == 0 &&
	    papo_verify_letters(v, b, &y) == 0 && x.len == y.len) {
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
/* leaves */

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
		return papo_verify_cmp_multisets(v, A, n, B, n, depth) ==
		    R_EQ ? R_EQ : NEXT;
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
					if (!papo_verify_same_tree(v,
					    KID(v, x, k), KID(v, y, m), 0))
						break;
					m++;
				}
				if (k == n && papo_verify_cmp(v,
				    KID(v, a, side ? j : i),
				    KID(v, b, side ? i : j), depth + 1) == R_EQ)
					return R_EQ;
			}
		}
	}
	return NEXT;
}

/* Infinities, text, the empty set, and last scalars. */
int
papo_verify_cmp_leaves(struct papo_verify *v, int a, int b, int depth)
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
	r = papo_verify_cmp_scalar(v, a, b);
	if (r == R_NE && (fl & PAPO_MXF_DEC) &&
	    cmp_decimal_terms(v, a, b, depth) == R_EQ)
		return R_EQ;
	return r;
}
