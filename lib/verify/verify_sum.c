/* SPDX-License-Identifier: MIT */
/*
 * verify_sum.c: a sum or a product written with \sum or \prod on both
 * sides, which the evaluator cannot compute: the same text up to its
 * summand, and summands equal as expressions ("F_n = \sum_{k=0}^{n-1}
 * F_k F_{n-k-1}" against "... F_{n-k-1} F_k").
 */
#include <string.h>

#include "ascii.h"
#include "latex.h"
#include "verify_impl.h"

/* The commands of a sum, product, limit or integral. */
static const char *const sum_ops[] = { "\\sum", "\\prod", "\\int",
    "\\iint", "\\iiint", "\\oint", "\\lim", "\\coprod", "\\bigcup",
    "\\bigcap", NULL };

/*
 * Where the one command of sum_ops in s[0..n) starts, when there is
 * exactly one and it is \sum or \prod (its length in *len); else -1.
 */
static long
sum_at(const char *s, size_t n, size_t *len)
{
	long at = -1;
	size_t i, k, l;

	for (i = 0; i < n; i++) {
		if (s[i] != '\\')
			continue;
		for (l = i + 1; l < n && papo_ascii_alpha((unsigned char)s[l]);
		    l++)
			;
		for (k = 0; sum_ops[k]; k++)
			if (strlen(sum_ops[k]) == l - i &&
			    memcmp(s + i, sum_ops[k], l - i) == 0)
				break;
		if (sum_ops[k] == NULL) {
			i = l - 1;
			continue;
		}
		if (at >= 0 || k > 1)
			return -1;
		at = (long)i;
		*len = l - i;
		i = l - 1;
	}
	return at;
}

/* Past the spaces at s[i]. */
static size_t
skip_spaces(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n'))
		i++;
	return i;
}

/*
 * Past the limits of the command that ends at s[i] ("\limits", then "_"
 * and "^", each with a braced group, a command or one character): the
 * start of the summand, or n + 1 when a group does not close.
 */
static size_t
skip_limits(const char *s, size_t i, size_t n)
{
	size_t k, depth;
	int lim;

	i = skip_spaces(s, i, n);
	if (n - i >= 7 && memcmp(s + i, "\\limits", 7) == 0)
		i = skip_spaces(s, i + 7, n);
	for (lim = 0; lim < 2 && i < n && (s[i] == '_' || s[i] == '^');
	    lim++) {
		i = skip_spaces(s, i + 1, n);
		if (i >= n)
			return n + 1;
		if (s[i] == '{') {
			for (depth = 0, k = i; k < n; k++) {
				depth += s[k] == '{';
				depth -= s[k] == '}';
				if (depth == 0)
					break;
			}
			if (k >= n)
				return n + 1;
			i = k + 1;
		} else if (s[i] == '\\') {
			for (k = i + 1; k < n &&
			    papo_ascii_alpha((unsigned char)s[k]); k++)
				;
			i = k;
		} else
			i++;
		i = skip_spaces(s, i, n);
	}
	return i;
}

/*
 * Is the lexer's output one product of factors, its brackets closed:
 * no relation, list, text, word, sign or other command at its top?  A
 * summand "a_k + b" has no one reading (is b summed?); a product does.
 */
static int
one_product(const struct papo_lex *lx)
{
	size_t k;
	long depth = 0;

	if (lx->n == 0)
		return 0;
	for (k = 0; k < lx->n; k++) {
		const struct papo_ltok *t = &lx->tok[k];

		switch (t->kind) {
		case PAPO_LT_OPEN:
			depth++;
			break;
		case PAPO_LT_CLOSE:
			if (--depth < 0)
				return 0;
			break;
		case PAPO_LT_OP:
			if (depth == 0 && (t->sub == '+' || t->sub == '-'))
				return 0;
			break;
		case PAPO_LT_NUM:
		case PAPO_LT_SYM:
		case PAPO_LT_FUNC:
		case PAPO_LT_CONST:
		case PAPO_LT_FRAC:
		case PAPO_LT_SQRT:
		case PAPO_LT_BINOM:
			break;
		default:
			return 0;	/* relations, lists, text, \pm, ... */
		}
	}
	return depth == 0;
}

/* Are the lexer's brackets closed (none closed before it opens)? */
static int
balanced(const struct papo_lex *lx)
{
	size_t k;
	long depth = 0;

	for (k = 0; k < lx->n; k++)
		if (lx->tok[k].kind == PAPO_LT_OPEN)
			depth++;
		else if (lx->tok[k].kind == PAPO_LT_CLOSE && --depth < 0)
			return 0;
	return depth == 0;
}

/*
 * Split answer s[0..n) at its summand: *head the bytes up to it (what
 * stands before the sum, the command and its limits), the summand the
 * rest.  0 when s holds no one \sum or \prod, its limits do not close
 * or its head's brackets do not (a sum inside brackets ends there:
 * "(\sum_k a_k) b" is not the sum of a_k b), or the summand is no
 * product.  The lexer is left holding the head.
 */
static int
split_sum(struct papo_verify *v, const char *s, size_t n, size_t *head)
{
	size_t len;
	long at = sum_at(s, n, &len);

	if (at < 0)
		return 0;
	*head = skip_limits(s, (size_t)at + len, n);
	if (*head >= n)
		return 0;
	if (papo_lex_run(&v->lx, s + *head, n - *head) < 0 ||
	    !one_product(&v->lx))
		return 0;
	return papo_lex_run(&v->lx, s, *head) == 0 && balanced(&v->lx);
}

int
papo_verify_same_sum(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	size_t gh, ph;
	int r;

	if (!split_sum(v, gold, gn, &gh))
		return 0;
	papo_verify_token_text(&v->lx, &v->gtext);
	if (!split_sum(v, pred, pn, &ph))
		return 0;
	papo_verify_token_text(&v->lx, &v->ptext);
	if (v->gtext.len != v->ptext.len || memcmp(v->gtext.s, v->ptext.s,
	    v->gtext.len) != 0)
		return 0;	/* other limits, another index, \prod */
	v->depth++;
	r = papo_verify_compare(v, gold + gh, gn - gh, pred + ph, pn - ph);
	v->depth--;
	return r == PAPO_V_EQUAL;
}
