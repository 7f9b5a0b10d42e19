/* SPDX-License-Identifier: MIT */
/*
 * verify_rel.c: comparing relations and named values: equations, chains,
 * definitions (f(x) = ...), labelled answers (x = 3) and named tuples.
 */
#include <string.h>

#include "mathexpr.h"
#include "verify_impl.h"

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
			else if (papo_verify_cmp(v, x, y, depth + 1) != R_EQ) {
				/* f(3) = 5 is not f(4) = 5: values at
				   different points */
				papo_mx_unalias_all(&v->mx);
				return R_NE;
			}
		}
	}
	r = papo_verify_cmp(v, KID(v, a, 1), KID(v, b, 1), depth + 1);
	papo_mx_unalias_all(&v->mx);
	return r;
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
			if (j != i &&
			    ND(v, KID(v, la, j))->aux == ND(v, x)->aux)
				return NEXT;
		for (j = 0; j < n; j++)
			if (ND(v, KID(v, lb, j))->aux == ND(v, x)->aux)
				break;
		if (j == n)
			return NEXT;
		A[i] = KID(v, ra, i);
		B[i] = KID(v, rb, j);
	}
	return papo_verify_cmp_ordered(v, A, B, n, depth);
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
	return rev ? papo_verify_cmp_ordered(v, B, A, n, depth) :
	    papo_verify_cmp_ordered(v, A, B, n, depth);
}

/*
 * Labelled values: x = 3 against 3, y = 2x against f(x) = 2x; a
 * response's "x + y = 4027" or "|r - s| = 16" against a plain reference
 * (a): the value it states.  The reference's own equations are never
 * read that way: "a + 3z = 0" is not 0.
 */
int
papo_verify_cmp_labelled(struct papo_verify *v, int a, int b, int depth)
{
	int ka = kind(v, a), kb = kind(v, b), r;

	if ((r = cmp_named_list(v, a, b, 0, depth)) != NEXT ||
	    (r = cmp_named_list(v, b, a, 1, depth)) != NEXT)
		return r;

	if (is_assign(v, a) && is_assign(v, b)) {
		struct papo_buf la = PAPO_BUF_INIT, lb = PAPO_BUF_INIT;
		int same = (papo_verify_letters(v, KID(v, a, 0), &la) == 0 &&
		    papo_verify_letters(v, KID(v, b, 0), &lb) == 0 &&
		    la.len == lb.len &&
		    memcmp(la.s ? la.s : "", lb.s ? lb.s : "", la.len) == 0) ||
		    papo_verify_same_tree(v, KID(v, a, 0), KID(v, b, 0), 0);
		int fn = kind(v, KID(v, a, 0)) == PAPO_MX_APPLY ||
		    kind(v, KID(v, b, 0)) == PAPO_MX_APPLY;

		papo_buf_release(&la);
		papo_buf_release(&lb);
		if (fn)
			return cmp_definitions(v, a, b, depth);
		if ((r = cmp_named_tuples(v, a, b, depth)) != NEXT)
			return r;
		if (same)
			return papo_verify_cmp(v, KID(v, a, 1), KID(v, b, 1),
			    depth + 1);
		r = papo_verify_cmp_equation(v, a, b);
		return r == R_UNK ? R_NE : r;
	}
	if (is_assign(v, a) && ka == PAPO_MX_REL && kb != PAPO_MX_REL)
		return papo_verify_cmp(v, KID(v, a, 1), b, depth + 1);
	if (is_assign(v, b) && kb == PAPO_MX_REL && ka != PAPO_MX_REL)
		return papo_verify_cmp(v, a, KID(v, b, 1), depth + 1);
	if (is_equation(v, b) && ka != PAPO_MX_REL &&
	    !(flags(v, KID(v, b, 1)) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP)) &&
	    (flags(v, KID(v, b, 0)) & PAPO_MXF_SYM))
		return papo_verify_cmp(v, a, KID(v, b, 1), depth + 1);
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
	return papo_verify_cmp_ordered(v, A, B, n, depth);
}

/* Relations: equations up to a factor, or the same chain. */
int
papo_verify_cmp_relations(struct papo_verify *v, int a, int b, int depth)
{
	uint32_t k, n;
	int r;

	if (kind(v, a) != kind(v, b))
		return R_NE;
	if (is_equation(v, a) && is_equation(v, b)) {
		r = papo_verify_cmp_equation(v, a, b);
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
		if (relop(v, a, k) != papo_verify_flip(relop(v, b, n - 2 - k)))
			break;
	if (k + 1 == n)
		return cmp_chain_parts(v, a, b, n, 1, depth);
	return R_NE;
}
