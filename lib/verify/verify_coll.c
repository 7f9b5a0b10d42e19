/* SPDX-License-Identifier: MIT */
/*
 * verify_coll.c: comparing structures: sets and lists (matched by
 * verify_match.c), the values of +-, matrix arithmetic, tuples, intervals,
 * ratios and matrices.
 */
#include <stdlib.h>
#include <string.h>

#include "mathexpr.h"
#include "verify_impl.h"
#include "xalloc.h"

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

/*
 * Flatten a list's nested lists one level: [[21, 16], 11] -> [21, 16,
 * 11], an answer's list of values; and its sets too when sets is set
 * (a list of solution sets, "\\{10, 11\\}, \\{-2, -1\\}", against the
 * values they hold).  A set inside a set is a value of its own:
 * {{1,2},{3}} is a partition, not {1,2,3}.
 */
static size_t
flatten(const struct papo_verify *v, const int *in, size_t n, int *out,
    size_t max, int sets)
{
	size_t k, m = 0;
	uint32_t j;

	for (k = 0; k < n; k++) {
		int x = in[k];

		if (kind(v, x) == PAPO_MX_LIST || (sets &&
		    kind(v, x) == PAPO_MX_SET)) {
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

/* Whether none of X[0..n) is a collection. */
static int
flat(const struct papo_verify *v, const int *X, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (is_coll(v, X[k]))
			return 0;
	return 1;
}

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
					res[ia][ib] = (signed char)
					    papo_verify_cmp(v, A[ia], B[ib],
					    depth + 1);
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

/* +-: every combination, as a set. */
int
papo_verify_cmp_pm(struct papo_verify *v, int a, int b, int depth)
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
		return papo_verify_cmp(v, A[0], B[0], depth + 1);
	/* a bare list keeps its multiplicity against the values of +- */
	if (kind(v, a) == PAPO_MX_LIST || kind(v, b) == PAPO_MX_LIST)
		return papo_verify_cmp_multisets(v, A, na, B, nb, depth);
	return cmp_sets(v, A, na, B, nb, depth);
}

/* Matrix arithmetic on either side folded into one matrix first. */
int
papo_verify_cmp_folded(struct papo_verify *v, int a, int b, int depth)
{
	int y;

	if ((flags(v, a) & PAPO_MXF_STRUCT) && (kind(v, a) == PAPO_MX_ADD ||
	    kind(v, a) == PAPO_MX_MUL || kind(v, a) == PAPO_MX_NEG) &&
	    (y = fold_matrix(v, a, 0)) >= 0)
		return papo_verify_cmp(v, y, b, depth + 1);
	if ((flags(v, b) & PAPO_MXF_STRUCT) && (kind(v, b) == PAPO_MX_ADD ||
	    kind(v, b) == PAPO_MX_MUL || kind(v, b) == PAPO_MX_NEG) &&
	    (y = fold_matrix(v, b, 0)) >= 0)
		return papo_verify_cmp(v, a, y, depth + 1);
	return NEXT;
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
		return papo_verify_cmp_ordered(v, A, B, na, depth);
	}
	if (kb == PAPO_MX_LIST && ka == PAPO_MX_TUPLE &&
	    ND(v, a)->n == ND(v, b)->n && ND(v, b)->n <= MAX_ELEMS) {
		nb = elems(v, b, B, MAX_ELEMS);
		for (na = 0; na < nb; na++)
			A[na] = KID(v, a, (uint32_t)na);
		return papo_verify_cmp_ordered(v, A, B, na, depth);
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
			return papo_verify_cmp_ordered(v, A, B, cells, depth);
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
			if (papo_verify_same_tree(v, B[i], B[j], 0))
				return NEXT;
	for (i = 1; i < nb; i++)
		if ((r = papo_verify_cmp(v, B[0], B[i], depth + 1)) != R_EQ)
			return r == R_CAP ? R_CAP : NEXT;
	return R_EQ;
}

/*
 * Collections: sets (and unions) against sets compare as sets, a bare
 * list against anything as a multiset; then flattened one level.
 */
/*
 * Is the reference list A[0..n) written out of order: rational values,
 * neither rising nor falling ("10, 4, -2")?  Then it lists values in an
 * order of their own (f(1), f(2), f(3)), and a response must give them in
 * that order; a solution set is written sorted ("-2, 1", "16, 3, 1, 1")
 * and compared in any order.
 */
static int
out_of_order(struct papo_verify *v, const int *A, size_t n)
{
	mpq_t prev, cur;
	size_t k;
	int up = 0, down = 0, ok = 1;

	if (n < 3)
		return 0;
	mpq_inits(prev, cur, NULL);
	for (k = 0; k < n && ok; k++) {
		if ((flags(v, A[k]) & PAPO_MXF_SYM) ||
		    papo_mx_exact(&v->mx, A[k], cur) != PAPO_MX_OK) {
			ok = 0;
			break;
		}
		if (k > 0) {
			int c = mpq_cmp(cur, prev);

			up |= c > 0;
			down |= c < 0;
		}
		mpq_set(prev, cur);
	}
	mpq_clears(prev, cur, NULL);
	return ok && up && down;
}

/* Whether node i is the empty set, \\emptyset or \\varnothing. */
static int
is_empty_set(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_CONST && ND(v, i)->sub == PAPO_C_EMPTY;
}

/*
 * A set against what is not one, where a value of the one is no value
 * of the other: an element that is a set against one that is no
 * collection ({{3}} is not {3}: their elements {3} and 3 differ), the
 * empty set against a set with an element ({\\varnothing} is not
 * \\varnothing): R_NE; else NEXT (a solution set {3} against the
 * value 3 at the top still meets it).
 */
static int
cmp_nested(const struct papo_verify *v, int a, int b, int depth)
{
	if ((is_empty_set(v, a) && is_coll(v, b) && ND(v, b)->n > 0) ||
	    (is_empty_set(v, b) && is_coll(v, a) && ND(v, a)->n > 0))
		return R_NE;
	if (depth > 0 && ((kind(v, a) == PAPO_MX_SET && !is_coll(v, b)) ||
	    (kind(v, b) == PAPO_MX_SET && !is_coll(v, a))))
		return R_NE;
	return NEXT;
}

int
papo_verify_cmp_colls(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS + 1], B[MAX_ELEMS + 1];
	int FA[MAX_ELEMS + 1], FB[MAX_ELEMS + 1];
	size_t na, nb, fna, fnb;
	int r, sets;

	if ((r = cmp_list_ordered(v, a, b, depth)) != NEXT)
		return r;
	if ((r = cmp_nested(v, a, b, depth)) != NEXT)
		return r;
	na = elems(v, a, A, MAX_ELEMS);
	nb = elems(v, b, B, MAX_ELEMS);
	if (na > MAX_ELEMS || nb > MAX_ELEMS)
		return R_CAP;
	sets = (kind(v, a) != PAPO_MX_LIST && kind(v, b) != PAPO_MX_LIST) ||
	    (all_tuples(v, A, na) && all_tuples(v, B, nb));
	/* "10, 4, -2": values in an order of their own; "0; 3" for two
	   blanks, "respectively": quantities asked each in its place */
	if (!sets && kind(v, a) == PAPO_MX_LIST && kind(v, b) ==
	    PAPO_MX_LIST && na == nb && (out_of_order(v, A, na) ||
	    (depth == 0 && papo_verify_ordered(v) > 0)))
		return papo_verify_cmp_ordered(v, A, B, na, depth);
	if (!sets && kind(v, a) != PAPO_MX_LIST && kind(v, b) == PAPO_MX_LIST &&
	    (r = restated(v, B, nb, depth)) != NEXT)
		return r == R_EQ ? papo_verify_cmp(v, a, B[0], depth + 1) : r;
	r = sets ? cmp_sets(v, A, na, B, nb, depth) :
	    papo_verify_cmp_multisets(v, A, na, B, nb, depth);
	if (r == R_EQ || r == R_CAP)
		return r;
	fna = flatten(v, A, na, FA, MAX_ELEMS, kind(v, a) == PAPO_MX_LIST &&
	    flat(v, B, nb));
	fnb = flatten(v, B, nb, FB, MAX_ELEMS, kind(v, b) == PAPO_MX_LIST &&
	    flat(v, A, na));
	if ((fna != na || fnb != nb) && fna <= MAX_ELEMS &&
	    fnb <= MAX_ELEMS) {
		int r2 = sets ? cmp_sets(v, FA, fna, FB, fnb, depth) :
		    papo_verify_cmp_multisets(v, FA, fna, FB, fnb, depth);

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
	return papo_verify_cmp_ordered(v, A, B, n - 1, depth);
}

/*
 * A matrix mt against a bracketed list of its rows, tp ("[[1,2],[3,4]]"
 * against a pmatrix or bmatrix): two rows or more, each a bracketed
 * list "[...]" of as many values as mt has columns, as many as its
 * rows; the cells row by row into A (mt's) and B (tp's), their count in
 * *n.  0 when the shapes differ: a transposed or ragged list is another
 * matrix.
 */
static int
nested_rows(struct papo_verify *v, int mt, int tp, int *A, int *B,
    uint32_t *n)
{
	uint32_t cols = ND(v, mt)->aux2, rows = ND(v, tp)->n, r, c;
	int row;

	if (ND(v, tp)->sub != '[' || ND(v, tp)->aux2 != ']' || rows < 2 ||
	    cols == 0 || rows * cols != ND(v, mt)->n || ND(v, mt)->n >
	    MAX_ELEMS)
		return 0;
	for (r = 0; r < rows; r++) {
		row = KID(v, tp, r);
		if (kind(v, row) != PAPO_MX_TUPLE || ND(v, row)->sub != '[' ||
		    ND(v, row)->aux2 != ']' || ND(v, row)->n != cols)
			return 0;
		for (c = 0; c < cols; c++) {
			A[r * cols + c] = KID(v, mt, r * cols + c);
			B[r * cols + c] = KID(v, row, c);
		}
	}
	*n = rows * cols;
	return 1;
}

/* Tuples, intervals, matrices: same shape, then in order. */
int
papo_verify_cmp_shaped(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS], B[MAX_ELEMS];
	int ka = kind(v, a), kb = kind(v, b);
	uint32_t n = ND(v, a)->n, k;

	if (is_ratio(v, a) && is_ratio(v, b))
		return cmp_ratios(v, a, b, depth);
	if (ka == PAPO_MX_MATRIX && kb == PAPO_MX_TUPLE &&
	    nested_rows(v, a, b, A, B, &n))
		return papo_verify_cmp_ordered(v, A, B, n, depth);
	if (kb == PAPO_MX_MATRIX && ka == PAPO_MX_TUPLE &&
	    nested_rows(v, b, a, B, A, &n))
		return papo_verify_cmp_ordered(v, A, B, n, depth);

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
	return papo_verify_cmp_ordered(v, A, B, n, depth);
}
