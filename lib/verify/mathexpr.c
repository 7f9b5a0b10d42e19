/* SPDX-License-Identifier: MIT */
/*
 * mathexpr.c: the tables of math answer trees: nodes, numbers, symbols.
 * The parser is in mathexpr_parse.c, the evaluators in mathexpr_exact.c
 * and mathexpr_ball.c.
 */
#include <stdlib.h>
#include <string.h>

#include "mathexpr.h"
#include "mathexpr_impl.h"
#include "xalloc.h"

/* ---------------------------------------------------------------- */
/* tables */

void
papo_mx_init(struct papo_mx *m)
{
	size_t k;

	memset(m, 0, sizeof(*m));
	papo_buf_init(&m->text);
	for (k = 0; k < PAPO_MX_MAX_SYMS; k++)
		mpq_init(m->bind[k]);
	for (k = 0; k < 4; k++)
		mpfr_init2(m->tmp[k], 64);
	for (k = 0; k < PAPO_MX_GAMMAS; k++) {
		mpfr_init2(m->gin[k], 64);
		mpfr_init2(m->gout[k], 64);
	}
	m->prec = 256;
}

void
papo_mx_release(struct papo_mx *m)
{
	size_t k;

	free(m->node);
	free(m->kids);
	free(m->ops);
	for (k = 0; k < m->numcap; k++)
		mpq_clear(m->num[k].q);
	free(m->num);
	papo_buf_release(&m->text);
	free(m->stack);
	for (k = 0; k < m->nqt; k++)
		mpq_clear(m->qt[k]);
	free(m->qt);
	for (k = 0; k < PAPO_MX_MAX_SYMS; k++)
		mpq_clear(m->bind[k]);
	for (k = 0; k < m->nbt; k++)
		papo_mx_ball_clear(&m->bt[k]);
	free(m->bt);
	if (m->ptprec)
		for (k = 0; k < PAPO_MX_MAX_SYMS; k++)
			mpfr_clear(m->pt[k]);
	for (k = 0; k < 4; k++)
		mpfr_clear(m->tmp[k]);
	for (k = 0; k < PAPO_MX_GAMMAS; k++) {
		mpfr_clear(m->gin[k]);
		mpfr_clear(m->gout[k]);
	}
	memset(m, 0, sizeof(*m));
}

void
papo_mx_reset(struct papo_mx *m)
{
	m->nnode = 0;
	m->nkids = 0;
	m->nops = 0;
	m->nnum = 0;
	m->nsym = 0;
	m->nstack = 0;
	m->bound = 0;
	m->fevals = 0;
	m->lost = 0;
	m->intsym = 0;
	m->intodd = 0;
	memset(m->alias, 0, sizeof(m->alias));
	papo_buf_reset(&m->text);
}

const char *
papo_mx_symname(const struct papo_mx *m, uint32_t s, size_t *len)
{
	*len = m->symlen[s];
	return m->text.s + m->symoff[s];
}

int
papo_mx_relop(const struct papo_mx *m, int i, uint32_t k)
{
	return m->ops[m->node[i].aux + k];
}

int
papo_mx_intern(struct papo_mx *m, const char *s, size_t n)
{
	size_t k;

	for (k = 0; k < m->nsym; k++)
		if (m->symlen[k] == n &&
		    memcmp(m->text.s + m->symoff[k], s, n) == 0)
			return (int)k;
	if (m->nsym >= PAPO_MX_MAX_SYMS)
		return -1;
	m->symoff[m->nsym] = (uint32_t)m->text.len;
	m->symlen[m->nsym] = (uint32_t)n;
	papo_buf_add(&m->text, s, n);
	papo_buf_addc(&m->text, '\0');
	return (int)m->nsym++;
}

int
papo_mx_node_new(struct papo_mx *m, int kind, int sub, int flags,
    const uint32_t *kids, size_t n)
{
	struct papo_mx_node *x;
	size_t k;

	if (m->nnode >= PAPO_MX_MAX_NODES)
		return -1;
	m->node = papo_xgrow(m->node, &m->nodecap, m->nnode + 1,
	    sizeof(*m->node));
	m->kids = papo_xgrow(m->kids, &m->kidcap, m->nkids + n + 1,
	    sizeof(*m->kids));
	if (kind == PAPO_MX_PM)
		flags |= PAPO_MXF_PM;
	if (kind == PAPO_MX_TUPLE || kind == PAPO_MX_SET ||
	    kind == PAPO_MX_LIST || kind == PAPO_MX_MATRIX ||
	    kind == PAPO_MX_REL || kind == PAPO_MX_SETOP)
		flags |= PAPO_MXF_STRUCT;
	if (kind == PAPO_MX_UNSUP)
		flags |= PAPO_MXF_UNSUP;
	x = &m->node[m->nnode];
	memset(x, 0, sizeof(*x));
	x->kind = (uint8_t)kind;
	x->sub = (uint8_t)sub;
	x->n = (uint32_t)n;
	x->kid = (uint32_t)m->nkids;
	for (k = 0; k < n; k++) {
		m->kids[m->nkids++] = kids[k];
		flags |= m->node[kids[k]].flags & PAPO_MXF_MASK;
	}
	x->flags = (uint16_t)flags;
	return (int)m->nnode++;
}

int
papo_mx_new(struct papo_mx *m, int kind, int sub, const int *kids, size_t n)
{
	uint32_t k[16];
	size_t i;

	if (n > 16)
		return -1;
	for (i = 0; i < n; i++) {
		if (kids[i] < 0)
			return -1;
		k[i] = (uint32_t)kids[i];
	}
	return papo_mx_node_new(m, kind, sub, 0, k, n);
}

size_t
papo_mx_num_new(struct papo_mx *m)
{
	if (m->nnum == m->numcap) {
		size_t old = m->numcap, k;

		m->num = papo_xgrow(m->num, &m->numcap, m->nnum + 1,
		    sizeof(*m->num));
		for (k = old; k < m->numcap; k++)
			mpq_init(m->num[k].q);
	}
	m->num[m->nnum].places = -1;
	m->num[m->nnum].relunit = 0;
	return m->nnum++;
}

int
papo_mx_num_node(struct papo_mx *m, size_t k, int flags)
{
	int i = papo_mx_node_new(m, PAPO_MX_NUM, 0, flags, NULL, 0);

	if (i >= 0)
		m->node[i].aux = (uint32_t)k;
	return i;
}

int
papo_mx_int(struct papo_mx *m, long v)
{
	size_t k = papo_mx_num_new(m);

	mpq_set_si(m->num[k].q, v, 1);
	return papo_mx_num_node(m, k, PAPO_MXF_INTLIT);
}

int
papo_mx_rat(struct papo_mx *m, mpq_srcptr q)
{
	size_t k = papo_mx_num_new(m);

	mpq_set(m->num[k].q, q);
	return papo_mx_num_node(m, k, 0);
}

int
papo_mx_rel2(struct papo_mx *m, int a, int op, int b)
{
	int kids[2] = { a, b }, i;

	if (a < 0 || b < 0)
		return -1;
	i = papo_mx_new(m, PAPO_MX_REL, 0, kids, 2);
	if (i < 0)
		return -1;
	m->ops = papo_xgrow(m->ops, &m->opcap, m->nops + 1, 1);
	m->node[i].aux = (uint32_t)m->nops;
	m->ops[m->nops++] = (uint8_t)op;
	return i;
}
