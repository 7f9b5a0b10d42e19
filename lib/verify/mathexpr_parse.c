/* SPDX-License-Identifier: MIT */
/*
 * mathexpr_parse.c: the capped parser of math answers: LaTeX tokens to
 * expression trees.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mathexpr.h"
#include "mathexpr_impl.h"
#include "units.h"
#include "xalloc.h"


struct parser {
	struct papo_mx *m;
	const struct papo_lex *lx;
	size_t i;		/* current token */
	size_t split;		/* characters of token i already taken */
	int depth;
	int err;		/* 0, PAPO_MX_SYNTAX or PAPO_MX_CAP */
	int bars;		/* open |...| */
	int exponent;		/* inside an exponent: 2_0 in v^2_0 is
				   the base's subscript */
	int skip_amp;		/* inside cases/aligned: & is nothing */
	int rhs;		/* right sides of relations being read */
	struct papo_buf scratch;
};

static const struct papo_ltok *
tok(const struct parser *P)
{
	return &P->lx->tok[P->i];
}

static int
tkind(const struct parser *P)
{
	return P->lx->tok[P->i].kind;
}

static int
tsub(const struct parser *P)
{
	return P->lx->tok[P->i].sub;
}

/* Text of the current token after what was split off. */
static const char *
ttext(const struct parser *P, size_t *len)
{
	const struct papo_ltok *t = tok(P);

	*len = t->len - P->split;
	return P->lx->text.s + t->off + P->split;
}

static void
advance(struct parser *P)
{
	if (tkind(P) != PAPO_LT_END)
		P->i++;
	P->split = 0;
	while (P->skip_amp && tkind(P) == PAPO_LT_AMP)
		P->i++;
}

static int
fail(struct parser *P, int err)
{
	if (P->err == 0 || err == PAPO_MX_CAP)
		P->err = err;
	return -1;
}

static void
push(struct parser *P, int x)
{
	struct papo_mx *m = P->m;

	m->stack = papo_xgrow(m->stack, &m->stackcap, m->nstack + 1,
	    sizeof(*m->stack));
	m->stack[m->nstack++] = (uint32_t)x;
}

/* Pop the children pushed since base into a new node. */
static int mk(struct parser *P, int kind, int sub, size_t base);

/*
 * The count nodes pushed since base: the node itself when it is alone,
 * else a new node of kind over them.
 */
static int
fold(struct parser *P, int kind, int sub, size_t base, int count)
{
	struct papo_mx *m = P->m;
	int x;

	if (count == 1) {
		x = (int)m->stack[base];
		m->nstack = base;
		return x;
	}
	return mk(P, kind, sub, base);
}

/* Pop the children pushed since base into a new node. */
static int
mk(struct parser *P, int kind, int sub, size_t base)
{
	struct papo_mx *m = P->m;
	int x;

	if (P->err) {
		m->nstack = base;
		return -1;
	}
	x = papo_mx_node_new(m, kind, sub, 0, m->stack + base,
	    m->nstack - base);
	m->nstack = base;
	if (x < 0)
		return fail(P, PAPO_MX_CAP);
	return x;
}

static int
mk1(struct parser *P, int kind, int sub, int a)
{
	size_t base = P->m->nstack;

	if (a < 0)
		return -1;
	push(P, a);
	return mk(P, kind, sub, base);
}

static int
mk2(struct parser *P, int kind, int sub, int a, int b)
{
	size_t base = P->m->nstack;

	if (a < 0 || b < 0)
		return -1;
	push(P, a);
	push(P, b);
	return mk(P, kind, sub, base);
}

static int
mk3(struct parser *P, int kind, int sub, int a, int b, int c)
{
	size_t base = P->m->nstack;

	if (a < 0 || b < 0 || c < 0)
		return -1;
	push(P, a);
	push(P, b);
	push(P, c);
	return mk(P, kind, sub, base);
}

/*
 * -x, with the sign inside a percentage, an angle or a quantity, so
 * that -30^\circ is an angle of -30 and -3\% a percentage of -3.
 */
static int
neg(struct parser *P, int a)
{
	const struct papo_mx_node *nd;
	int x, k;

	if (a < 0)
		return -1;
	nd = &P->m->node[a];
	k = nd->kind;
	if (k != PAPO_MX_PERCENT && k != PAPO_MX_DEGREE && k != PAPO_MX_UNIT)
		return mk1(P, PAPO_MX_NEG, 0, a);
	if (k != PAPO_MX_UNIT)
		return mk1(P, k, nd->sub, neg(P, papo_mx_kid(P->m, a, 0)));
	x = nd->n == 3 ? mk3(P, k, nd->sub, neg(P, papo_mx_kid(P->m, a, 0)),
	    papo_mx_kid(P->m, a, 1), papo_mx_kid(P->m, a, 2)) :
	    mk2(P, k, nd->sub, neg(P, papo_mx_kid(P->m, a, 0)),
	    papo_mx_kid(P->m, a, 1));
	if (x >= 0) {
		P->m->node[x].aux = P->m->node[a].aux;
		P->m->node[x].aux2 = P->m->node[a].aux2;
	}
	return x;
}

static int
is_sep_word(const struct papo_ltok *t)
{
	return (t->kind == PAPO_LT_WORD || t->kind == PAPO_LT_TEXT) &&
	    t->sub == PAPO_LW_AND;
}

static int
enter(struct parser *P)
{
	if (++P->depth > PAPO_MX_MAX_DEPTH) {
		P->depth--;
		return fail(P, PAPO_MX_CAP);
	}
	return 0;
}

static void
leave(struct parser *P)
{
	P->depth--;
}

/* Digits in base b (2..36) as an integer; -1 when a digit is not one. */
static int
digits_in_base(const char *s, size_t n, int b, mpz_ptr out)
{
	size_t k;

	mpz_set_ui(out, 0);
	for (k = 0; k < n; k++) {
		int d;

		if (s[k] >= '0' && s[k] <= '9')
			d = s[k] - '0';
		else if (s[k] >= 'a' && s[k] <= 'z')
			d = s[k] - 'a' + 10;
		else if (s[k] >= 'A' && s[k] <= 'Z')
			d = s[k] - 'A' + 10;
		else
			return -1;
		if (d >= b)
			return -1;
		mpz_mul_ui(out, out, (unsigned long)b);
		mpz_add_ui(out, out, (unsigned long)d);
	}
	return 0;
}

/* A NUM node from literal text ("12.5", "1.5e3"). */
static int
number(struct parser *P, const char *s, size_t n, int enotation, int flags)
{
	struct papo_mx *m = P->m;
	struct papo_mx_num *x;
	size_t k, mant = n, places = 0, ndig = 0;
	long ex = 0;
	int dot = 0, i;
	char *d;

	if (enotation) {
		const char *e = memchr(s, 'e', n);
		char buf[24];
		size_t el;

		if (e == NULL)
			return fail(P, PAPO_MX_SYNTAX);
		mant = (size_t)(e - s);
		el = n - mant - 1;
		if (el == 0 || el >= sizeof(buf) - 1)
			return fail(P, PAPO_MX_CAP);
		memcpy(buf, e + 1, el);
		buf[el] = '\0';
		ex = strtol(buf, NULL, 10);
		if (ex > 100000 || ex < -100000)
			return fail(P, PAPO_MX_CAP);
	}
	if (mant > PAPO_MX_MAX_DIGITS)
		return fail(P, PAPO_MX_CAP);
	papo_buf_reset(&P->scratch);
	for (k = 0; k < mant; k++) {
		if (s[k] == '.') {
			dot = 1;
			continue;
		}
		papo_buf_addc(&P->scratch, s[k]);
		ndig++;
		if (dot)
			places++;
	}
	if (ndig == 0)
		return fail(P, PAPO_MX_SYNTAX);
	d = P->scratch.s;
	k = papo_mx_num_new(m);
	x = &m->num[k];
	mpz_set_str(mpq_numref(x->q), d, 10);
	mpz_set_ui(mpq_denref(x->q), 1);
	{
		long scale = ex - (long)places;

		if (scale > 0) {
			mpz_t t;

			mpz_init(t);
			mpz_ui_pow_ui(t, 10, (unsigned long)scale);
			mpz_mul(mpq_numref(x->q), mpq_numref(x->q), t);
			mpz_clear(t);
		} else if (scale < 0)
			mpz_ui_pow_ui(mpq_denref(x->q), 10,
			    (unsigned long)-scale);
		mpq_canonicalize(x->q);
		if (dot || enotation) {
			double lv;

			x->places = (int)-scale;
			if (mpq_sgn(x->q) != 0) {
				/* log10 |value|, from sizes when huge */
				long en, ed;
				double dn = mpz_get_d_2exp(&en,
				    mpq_numref(x->q));
				double dd = mpz_get_d_2exp(&ed,
				    mpq_denref(x->q));

				lv = (log10(fabs(dn)) - log10(dd)) +
				    (double)(en - ed) * 0.30102999566398120;
				x->relunit = pow(10.0, (double)scale - lv);
			}
			flags |= PAPO_MXF_DEC;
		} else
			flags |= PAPO_MXF_INTLIT;
	}
	if ((i = papo_mx_num_node(m, k, flags)) < 0)
		return fail(P, PAPO_MX_CAP);
	return i;
}

static int
sym_node(struct parser *P, const char *s, size_t n)
{
	int id = papo_mx_intern(P->m, s, n), x;

	if (id < 0)
		return fail(P, PAPO_MX_CAP);
	x = papo_mx_node_new(P->m, PAPO_MX_SYM, 0, PAPO_MXF_SYM, NULL, 0);
	if (x < 0)
		return fail(P, PAPO_MX_CAP);
	P->m->node[x].aux = (uint32_t)id;
	return x;
}

static int
const_node(struct parser *P, int c)
{
	int x = papo_mx_node_new(P->m, PAPO_MX_CONST, c,
	    c == PAPO_C_INF ? PAPO_MXF_INF : 0, NULL, 0);

	return x < 0 ? fail(P, PAPO_MX_CAP) : x;
}

static int
text_node(struct parser *P, int kind, const char *s, size_t n)
{
	struct papo_mx *m = P->m;
	uint32_t off = (uint32_t)m->text.len;
	int x;

	papo_buf_add(&m->text, s, n);
	papo_buf_addc(&m->text, '\0');
	x = papo_mx_node_new(m, kind, 0, 0, NULL, 0);
	if (x < 0)
		return fail(P, PAPO_MX_CAP);
	m->node[x].aux = off;
	m->node[x].aux2 = (uint32_t)n;
	return x;
}

static int p_top(struct parser *P);
static int p_item(struct parser *P);
static int p_factor(struct parser *P);
static int p_power(struct parser *P);
static int p_atom(struct parser *P);

/* Can the current token start a factor (for implicit multiplication)? */
static int
starts_factor(const struct parser *P)
{
	const struct papo_ltok *t = tok(P);

	switch (t->kind) {
	case PAPO_LT_NUM:
	case PAPO_LT_SYM:
	case PAPO_LT_CONST:
	case PAPO_LT_FRAC:
	case PAPO_LT_SQRT:
	case PAPO_LT_BINOM:
	case PAPO_LT_FUNC:
	case PAPO_LT_BEGIN:
		return 1;
	case PAPO_LT_WORD:
		return t->sub == PAPO_LW_PLAIN || t->sub == PAPO_LW_FUNC ||
		    t->sub == PAPO_LW_CONST;
	case PAPO_LT_OPEN:
		return t->sub == '(' || t->sub == '{' || t->sub == 'F' ||
		    t->sub == 'C';
	case PAPO_LT_BAR:
		return P->bars == 0;
	case PAPO_LT_OTHER:
		return t->sub == '\\';
	default:
		return 0;
	}
}

/*
 * Elements of a bracket until a closing token of kind CLOSE with sub
 * in closers; pushes them, returns their count, leaves the closer as
 * the current token.
 */
static int
p_elems(struct parser *P, const char *closers)
{
	int n = 0, x;

	for (;;) {
		if (tkind(P) == PAPO_LT_CLOSE && strchr(closers, tsub(P)))
			return n;
		if (tkind(P) == PAPO_LT_END)
			return fail(P, PAPO_MX_SYNTAX);
		if ((x = p_item(P)) < 0)
			return -1;
		push(P, x);
		n++;
		if (tkind(P) == PAPO_LT_COMMA || tkind(P) == PAPO_LT_SEMI) {
			advance(P);
			continue;
		}
		if (tkind(P) == PAPO_LT_CLOSE && strchr(closers, tsub(P)))
			return n;
		return fail(P, PAPO_MX_SYNTAX);
	}
}

/* A {group} or a single-character argument (\frac12, \sqrt3). */
static int
p_arg(struct parser *P)
{
	const struct papo_ltok *t = tok(P);
	size_t len;
	const char *s;
	int x;

	if (t->kind == PAPO_LT_OPEN && t->sub == '{') {
		advance(P);
		if ((x = p_top(P)) < 0)
			return -1;
		if (tkind(P) != PAPO_LT_CLOSE || tsub(P) != '{')
			return fail(P, PAPO_MX_SYNTAX);
		advance(P);
		return x;
	}
	if (t->kind == PAPO_LT_NUM && !(t->flags & PAPO_LTF_DOT) &&
	    t->sub == 0) {
		s = ttext(P, &len);
		if (len > 1) {
			x = number(P, s, 1, 0, 0);
			P->split++;
			return x;
		}
		x = number(P, s, len, 0, 0);
		advance(P);
		return x;
	}
	if (t->kind == PAPO_LT_WORD) {
		s = ttext(P, &len);
		x = sym_node(P, s, 1);
		if (len > 1)
			P->split++;
		else
			advance(P);
		return x;
	}
	return p_atom(P);
}

/* Is node x an integer literal (for mixed numbers and bases)? */
static int
intlit(const struct parser *P, int x)
{
	const struct papo_mx_node *nd = &P->m->node[x];

	return nd->kind == PAPO_MX_NUM && (nd->flags & PAPO_MXF_INTLIT) &&
	    !(nd->flags & PAPO_MXF_PAREN);
}

/* If x is \frac{a}{b} of integer literals with a < b: *a, *b. */
static int
proper_frac(const struct parser *P, int x)
{
	const struct papo_mx *m = P->m;
	const struct papo_mx_node *nd = &m->node[x];
	int a, b, bb;

	if (nd->kind != PAPO_MX_MUL || nd->n != 2)
		return 0;
	a = papo_mx_kid(m, x, 0);
	b = papo_mx_kid(m, x, 1);
	if (m->node[b].kind != PAPO_MX_INV)
		return 0;
	bb = papo_mx_kid(m, b, 0);
	if (!intlit(P, a) || !intlit(P, bb))
		return 0;
	return mpq_cmp(m->num[m->node[a].aux].q, m->num[m->node[bb].aux].q)
	    < 0;
}

/* A subscript after '_': its text (for names), consuming it. */
static int
subscript(struct parser *P, struct papo_buf *name)
{
	int depth = 0;

	if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '{') {
		advance(P);
		depth = 1;
	}
	do {
		const struct papo_ltok *t = tok(P);
		size_t len;
		const char *s;

		if (t->kind == PAPO_LT_END)
			return fail(P, PAPO_MX_SYNTAX);
		if (depth > 0 && t->kind == PAPO_LT_OPEN)
			depth++;
		if (depth > 0 && t->kind == PAPO_LT_CLOSE && --depth == 0) {
			advance(P);
			break;
		}
		s = ttext(P, &len);
		if (len)
			papo_buf_add(name, s, len);
		else if (t->kind == PAPO_LT_OP)
			papo_buf_addc(name, (char)t->sub);
		else if (t->kind == PAPO_LT_COMMA)
			papo_buf_addc(name, ',');
		else
			papo_buf_addc(name, '?');
		if (depth == 0 && t->kind == PAPO_LT_NUM && len > 1) {
			/* x_12 is x_{12}, as people mean it */
			advance(P);
			break;
		}
		advance(P);
	} while (depth > 0);
	return 0;
}

/* Is the current token a unit word ("cm", \text{ km/h}, "square")? */
static int
at_unit(const struct parser *P)
{
	const struct papo_ltok *t = tok(P);

	return (t->kind == PAPO_LT_WORD || t->kind == PAPO_LT_TEXT) &&
	    t->sub == PAPO_LW_UNIT;
}

/* May the token after a '/' in a unit name a unit (km / \mathrm{h})? */
static int
unit_follows(const struct parser *P)
{
	const struct papo_ltok *t;
	struct papo_unit u;

	if (P->i + 1 >= P->lx->n)
		return 0;
	t = &P->lx->tok[P->i + 1];
	if (t->kind != PAPO_LT_WORD && t->kind != PAPO_LT_TEXT &&
	    t->kind != PAPO_LT_SYM)
		return 0;
	return papo_unit_parse(P->lx->text.s + t->off, t->len, &u) == 0 &&
	    !u.generic && !papo_unit_none(&u);
}

/*
 * Is the current token the word "per" between two units ("km per
 * hour", "meters per second"): the '/' of a rate written in words?
 */
static int
at_per(const struct parser *P)
{
	const struct papo_ltok *t = tok(P);
	const char *s = P->lx->text.s + t->off;

	if ((t->kind != PAPO_LT_WORD && t->kind != PAPO_LT_TEXT) ||
	    t->len != 3 || (s[0] != 'p' && s[0] != 'P') || s[1] != 'e' ||
	    s[2] != 'r')
		return 0;
	return unit_follows(P);
}

/*
 * Node a with the unit u it was written with: a itself when u is no
 * unit ("units"), a DEGREE node for degrees, else a UNIT node.
 */
static int
with_unit(struct parser *P, int a, const struct papo_unit *u)
{
	int k, x, scale, zero = -1;
	mpq_t q;

	if (a < 0 || u->generic || papo_unit_none(u))
		return a;
	if (u->degrees) {
		for (k = 0; k < PAPO_NDIMS; k++)
			if (u->dim[k] != 0)
				return a;	/* deg/s: not compared */
		return u->degrees == 1 ? mk1(P, PAPO_MX_DEGREE, 0, a) : a;
	}
	mpq_init(q);
	mpz_set_ui(mpq_numref(q), (unsigned long)u->num);
	mpz_set_ui(mpq_denref(q), (unsigned long)u->den);
	mpq_canonicalize(q);
	scale = papo_mx_rat(P->m, q);
	if (u->off_num != 0) {
		/* an affine scale (degrees Celsius): its zero, a third
		   child */
		mpz_set_ui(mpq_numref(q), (unsigned long)u->off_num);
		mpz_set_ui(mpq_denref(q), (unsigned long)u->off_den);
		mpq_canonicalize(q);
		zero = papo_mx_rat(P->m, q);
	}
	mpq_clear(q);
	if (scale < 0 || (u->off_num != 0 && zero < 0))
		return fail(P, PAPO_MX_CAP);
	x = zero >= 0 ? mk3(P, PAPO_MX_UNIT, 0, a, scale, zero) :
	    mk2(P, PAPO_MX_UNIT, 0, a, scale);
	if (x >= 0)
		papo_unit_pack(u, &P->m->node[x].aux, &P->m->node[x].aux2);
	return x;
}

/*
 * A unit after value a: "cm", "\text{ cm}^2", "square units",
 * "\mathrm{km} / \mathrm{h}".  Returns a with its unit (with_unit), or
 * a when no unit word follows; *took says whether one did.  A unit that
 * units.c cannot read is skipped, as if not written.
 */
/* Is token P->i "pound(s)" and the next one "sterling" (its currency)? */
static int
sterling_next(const struct parser *P)
{
	const struct papo_ltok *t = tok(P), *u;
	const char *x = P->lx->text.s;

	if (tkind(P) == PAPO_LT_END)
		return 0;
	u = &P->lx->tok[P->i + 1];
	return (t->len == 5 || t->len == 6) &&
	    strncasecmp(x + t->off, "pounds", t->len) == 0 &&
	    u->kind != PAPO_LT_END && u->len == 8 &&
	    strncasecmp(x + u->off, "sterling", 8) == 0;
}

/* Is token k a word of degrees ("deg", "degree", "degrees")? */
static int
degree_word(const struct parser *P, size_t k)
{
	const struct papo_ltok *t = &P->lx->tok[k];
	const char *x = P->lx->text.s + t->off;

	if (t->kind != PAPO_LT_WORD && t->kind != PAPO_LT_TEXT)
		return 0;
	return (t->len == 3 && strncasecmp(x, "deg", 3) == 0) ||
	    (t->len == 6 && strncasecmp(x, "degree", 6) == 0) ||
	    (t->len == 7 && strncasecmp(x, "degrees", 7) == 0);
}

/*
 * Do token P->i and the next name one temperature, a degree word and a
 * scale's ("degrees Fahrenheit", "Celsius degrees")?  Then *w is the
 * scale's unit: read apart, the degree would make an angle of it.
 */
static int
temperature_pair(const struct parser *P, struct papo_unit *w)
{
	const struct papo_ltok *t = tok(P), *u;
	size_t k = P->i;

	if (k + 1 >= P->lx->n)
		return 0;
	u = &P->lx->tok[k + 1];
	if (u->kind != PAPO_LT_WORD && u->kind != PAPO_LT_TEXT)
		return 0;
	if (degree_word(P, k) && !degree_word(P, k + 1))
		t = u;
	else if (!degree_word(P, k + 1) || degree_word(P, k))
		return 0;
	return papo_unit_parse(P->lx->text.s + t->off, t->len, w) == 0 &&
	    w->dim[PAPO_DIM_TEMP] == 1 && w->degrees == 0;
}

static int
unit_after(struct parser *P, int a, int *took)
{
	struct papo_unit acc, w;
	int bad = 0, per = 0;

	*took = 0;
	papo_unit_one(&acc);
	while (at_unit(P) || (per && (tkind(P) == PAPO_LT_SYM ||
	    tkind(P) == PAPO_LT_WORD || tkind(P) == PAPO_LT_TEXT))) {
		const struct papo_ltok *t = tok(P);
		int power = 1;

		if (sterling_next(P)) {
			advance(P);	/* "pounds sterling": money */
			continue;
		}
		if (temperature_pair(P, &w))
			advance(P);
		else if (papo_unit_parse(P->lx->text.s + t->off, t->len,
		    &w) < 0)
			bad = 1;
		advance(P);
		*took = 1;
		if (tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
			const struct papo_ltok *e = NULL;

			advance(P);
			if (tkind(P) == PAPO_LT_NUM) {
				e = tok(P);
				advance(P);
			} else if (tkind(P) == PAPO_LT_OPEN &&
			    tsub(P) == '{') {
				advance(P);
				if (tkind(P) == PAPO_LT_NUM) {
					e = tok(P);
					advance(P);
				}
				if (tkind(P) == PAPO_LT_CLOSE)
					advance(P);
			}
			if (e != NULL && e->len == 1 &&
			    P->lx->text.s[e->off] >= '1' &&
			    P->lx->text.s[e->off] <= '7')
				power = P->lx->text.s[e->off] - '0';
			else
				bad = 1;
		}
		if (!bad && papo_unit_mul(&acc, &w, per ? -power : power) < 0)
			bad = 1;
		per = 0;
		if ((tkind(P) == PAPO_LT_OP && tsub(P) == '/' &&
		    unit_follows(P)) || at_per(P)) {
			advance(P);
			per = 1;
		}
	}
	if (!*took || bad)
		return a;
	return with_unit(P, a, &acc);
}

/*
 * After a degree sign: C or F (\text{C}, \mathrm{F}, a letter) make a
 * temperature of a (never an angle); else a is an angle.
 */
static int
temperature(struct parser *P, int a)
{
	const struct papo_ltok *t = tok(P);
	struct papo_unit u;
	const char *s;
	size_t n;

	if (P->i >= P->lx->n || (t->kind != PAPO_LT_SYM &&
	    t->kind != PAPO_LT_TEXT && t->kind != PAPO_LT_WORD))
		return mk1(P, PAPO_MX_DEGREE, 0, a);
	s = P->lx->text.s + t->off;
	n = t->len;
	if (n != 1 || (s[0] != 'C' && s[0] != 'F'))
		return mk1(P, PAPO_MX_DEGREE, 0, a);
	if (papo_unit_parse(s[0] == 'C' ? "celsius" : "fahrenheit",
	    s[0] == 'C' ? 7 : 10, &u) < 0)
		return fail(P, PAPO_MX_CAP);
	advance(P);
	return with_unit(P, a, &u);
}

/*
 * "2 hours 30 minutes": two quantities of one dimension side by side
 * are their sum, in base units.  -1 when x and y are not such a pair.
 */
static int
unit_sum(struct parser *P, int x, int y)
{
	struct papo_mx *m = P->m;
	struct papo_unit one;
	int s, t, r;

	if (m->node[x].kind != PAPO_MX_UNIT ||
	    m->node[y].kind != PAPO_MX_UNIT || m->node[x].n != 2 ||
	    m->node[y].n != 2 ||
	    m->node[x].aux != m->node[y].aux ||
	    m->node[x].aux2 != m->node[y].aux2)
		return -1;
	s = mk2(P, PAPO_MX_MUL, 0, papo_mx_kid(m, x, 0), papo_mx_kid(m, x, 1));
	t = mk2(P, PAPO_MX_MUL, 0, papo_mx_kid(m, y, 0), papo_mx_kid(m, y, 1));
	papo_unit_one(&one);
	one.currency = papo_unit_unpack(m->node[x].aux, m->node[x].aux2,
	    one.dim);
	r = with_unit(P, mk2(P, PAPO_MX_ADD, 0, s, t), &one);
	return r < 0 ? fail(P, PAPO_MX_CAP) : r;
}

/* Is token i an OTHER token with text t? */
static int
other_is(const struct parser *P, size_t i, const char *t)
{
	const struct papo_ltok *k = &P->lx->tok[i];

	return i < P->lx->n && k->kind == PAPO_LT_OTHER &&
	    k->len == strlen(t) && memcmp(P->lx->text.s + k->off, t,
	    k->len) == 0;
}

/*
 * Is token i "(", a run of digits, ")" with no number after it: the
 * period of "0.(3)" (the dot before it written)?  "0.1(6)" is a product
 * and read as one; only a dot right before the parenthesis marks it.
 */
static int
paren_period(const struct parser *P, size_t i)
{
	const struct papo_ltok *t = P->lx->tok;

	return i + 2 < P->lx->n && t[i].kind == PAPO_LT_OPEN &&
	    t[i].sub == '(' && t[i + 1].kind == PAPO_LT_NUM &&
	    !(t[i + 1].flags & PAPO_LTF_DOT) && t[i + 2].kind ==
	    PAPO_LT_CLOSE && t[i + 2].sub == '(' && (i + 3 >= P->lx->n ||
	    t[i + 3].kind != PAPO_LT_NUM);
}

/*
 * A repeating decimal after the number node a: "0.\overline{3}",
 * "1.2\overline{34}", "0.\bar{3}", "0.1\dot{6}", "0.(3)".  The node's
 * value becomes the fraction; 0 when done, -1 when no repeating part
 * follows.
 */
static int
repeating(struct parser *P, int a)
{
	struct papo_mx *m = P->m;
	struct papo_mx_num *x = &m->num[m->node[a].aux];
	size_t i = P->i, len, k, dt, nx;
	const char *d;
	mpq_t r;
	mpz_t t;
	int places = x->places < 0 ? 0 : x->places;

	if (other_is(P, i, ".") && x->places < 0)
		i++;
	if (i > P->i && paren_period(P, i)) {
		dt = i + 1;	/* "0.(3)": a dot, then the period */
		nx = i + 3;
	} else if (!(other_is(P, i, "\\overline") ||
	    other_is(P, i, "\\bar") || other_is(P, i, "\\dot")) ||
	    i + 3 >= P->lx->n ||
	    P->lx->tok[i + 1].kind != PAPO_LT_OPEN ||
	    P->lx->tok[i + 2].kind != PAPO_LT_NUM ||
	    (P->lx->tok[i + 2].flags & PAPO_LTF_DOT) ||
	    P->lx->tok[i + 3].kind != PAPO_LT_CLOSE)
		return -1;
	/* "0.\dot{3}" dots one digit; "0.\dot{1}4285\dot{7}", digits
	   after the mark, is read by no row */
	else if ((other_is(P, i, "\\dot") && P->lx->tok[i + 2].len != 1) ||
	    (!other_is(P, i, "\\overline") && i + 4 < P->lx->n &&
	    P->lx->tok[i + 4].kind == PAPO_LT_NUM))
		return -1;
	else if (x->places < 0 && i == P->i)
		return -1;	/* "5\overline{3}" is no decimal */
	else {
		dt = i + 2;
		nx = i + 4;
	}
	d = P->lx->text.s + P->lx->tok[dt].off;
	len = P->lx->tok[dt].len;
	if (len > 100)
		return -1;
	/* value + rep / (10^places * (10^len - 1)) */
	mpq_init(r);
	mpz_init(t);
	mpz_set_ui(t, 0);
	for (k = 0; k < len; k++) {
		mpz_mul_ui(t, t, 10);
		mpz_add_ui(t, t, (unsigned long)(d[k] - '0'));
	}
	mpz_set(mpq_numref(r), t);
	mpz_ui_pow_ui(t, 10, (unsigned long)len);
	mpz_sub_ui(t, t, 1);
	mpz_set(mpq_denref(r), t);
	mpz_ui_pow_ui(t, 10, (unsigned long)places);
	mpz_mul(mpq_denref(r), mpq_denref(r), t);
	mpq_canonicalize(r);
	if (mpq_sgn(x->q) < 0)
		mpq_sub(x->q, x->q, r);
	else
		mpq_add(x->q, x->q, r);
	mpq_clear(r);
	mpz_clear(t);
	/* an exact value now, no decimal literal */
	x->places = -1;
	x->relunit = 0;
	m->node[a].flags &= (uint16_t)~PAPO_MXF_DEC;
	P->i = nx;
	P->split = 0;
	return 0;
}

/*
 * Is token i an ellipsis: "\ldots", "\dots", "…"?
 */
static int
ellipsis_at(const struct parser *P, size_t i)
{
	const struct papo_ltok *t = &P->lx->tok[i];

	return i < P->lx->n && (t->kind == PAPO_LT_DOTS ||
	    (t->kind == PAPO_LT_TEXT && t->len == 3 && memcmp(P->lx->text.s +
	    t->off, "\xe2\x80\xa6", 3) == 0));
}

/*
 * A decimal written out to an ellipsis whose last digits repeat a block
 * ("0.999…", "0.333\ldots", "0.142857142857…"): the block of
 * one digit written three times or more, of two to six digits twice or
 * more, the shortest such.  Number node a (the literal just read) takes
 * the repeating decimal's value, the ellipsis is passed; 0 when done,
 * -1 when no such ellipsis follows ("3.14159…" stays a
 * decimal: no block repeats).
 */
static int
ellipsis_period(struct parser *P, int a)
{
	struct papo_mx *m = P->m;
	struct papo_mx_num *x = &m->num[m->node[a].aux];
	const struct papo_ltok *t;
	const char *d, *f;
	size_t len, fl, p, c, k;
	mpq_t r;
	mpz_t z, w;

	if (P->i == 0 || x->places <= 0 || !ellipsis_at(P, P->i))
		return -1;
	t = &P->lx->tok[P->i - 1];
	if (t->kind != PAPO_LT_NUM || !(t->flags & PAPO_LTF_DOT))
		return -1;
	d = P->lx->text.s + t->off;
	len = t->len;
	if ((f = memchr(d, '.', len)) == NULL || len > 100)
		return -1;
	f++;
	fl = len - (size_t)(f - d);
	for (k = 0; k < len; k++)
		if (d + k != f - 1 && (d[k] < '0' || d[k] > '9'))
			return -1;	/* "1,000.5": read as written */
	for (p = 1; p <= 6; p++) {
		for (c = 1; (c + 1) * p <= fl && memcmp(f + fl - p, f + fl -
		    (c + 1) * p, p) == 0; c++)
			;
		if (c >= (p == 1 ? 3 : 2))
			break;
	}
	if (p > 6)
		return -1;
	/* the digits before the last block, then the block repeated:
	   pre / 10^(fl - p) + block / (10^(fl - p) (10^p - 1)) */
	mpq_init(r);
	mpz_init(z);
	mpz_init(w);
	for (k = 0; k < len - p; k++)
		if (d + k != f - 1)
			mpz_mul_ui(z, z, 10), mpz_add_ui(z, z,
			    (unsigned long)(d[k] - '0'));
	for (k = len - p; k < len; k++)
		mpz_mul_ui(w, w, 10), mpz_add_ui(w, w, (unsigned long)(d[k] -
		    '0'));
	mpz_set(mpq_numref(r), w);
	mpz_ui_pow_ui(w, 10, (unsigned long)p);
	mpz_sub_ui(w, w, 1);
	mpz_set(mpq_denref(r), w);
	mpq_canonicalize(r);
	mpq_set_z(x->q, z);
	mpq_add(x->q, x->q, r);
	mpz_ui_pow_ui(w, 10, (unsigned long)(fl - p));
	mpq_set_z(r, w);
	mpq_div(x->q, x->q, r);
	mpq_clear(r);
	mpz_clear(z);
	mpz_clear(w);
	x->places = -1;
	x->relunit = 0;
	m->node[a].flags &= (uint16_t)~PAPO_MXF_DEC;
	P->i++;
	P->split = 0;
	return 0;
}

/*
 * Integer literal a with subscript name: in a base from 2 to 36 (204_5,
 * 4210_{7}) its digits are read in that base; another subscript (a
 * sign, a letter, a word: 42_{+}, 42_{guess}) is no base, an error.
 * Returns a, or -1 on an error.
 */
static int
number_base(struct parser *P, int a, const struct papo_buf *name)
{
	struct papo_mx_num *x = &P->m->num[P->m->node[a].aux];
	char *end, *digits;
	long b;
	int r = a;

	if (name->len == 0)
		return a;
	if (b = strtol(name->s, &end, 10), *end != '\0')
		return fail(P, PAPO_MX_SYNTAX);	/* 42_{+}, 42_{x}: no base */
	if (b < 2 || b > 36)
		return fail(P, PAPO_MX_SYNTAX);	/* 8_0, 8_{99}: no base */
	/* converting is quadratic */
	if (mpz_sizeinbase(mpq_numref(x->q), 10) > 10000)
		return fail(P, PAPO_MX_CAP);
	digits = mpz_get_str(NULL, 10, mpq_numref(x->q));
	if (digits_in_base(digits, strlen(digits), (int)b,
	    mpq_numref(x->q)) < 0)
		r = fail(P, PAPO_MX_SYNTAX);
	free(digits);
	return r;
}

/* "am" or "pm" as the current word ("a.m.", "P.M."): 'a', 'p' or 0. */
static int
am_pm(const struct parser *P)
{
	const struct papo_ltok *t = tok(P);
	const char *w = P->lx->text.s + t->off;
	char buf[8];
	size_t k, j = 0;

	if (t->kind != PAPO_LT_WORD && t->kind != PAPO_LT_TEXT)
		return 0;
	for (k = 0; k < t->len; k++) {
		if (w[k] == '.' || w[k] == ' ')
			continue;
		if (j == sizeof(buf) - 1)
			return 0;
		buf[j++] = (char)(w[k] | 0x20);
	}
	buf[j] = '\0';
	if (strcmp(buf, "am") == 0 || strcmp(buf, "pm") == 0)
		return buf[0];
	return 0;
}

/* A scale word as the current word: 3 (thousand), 6, 9, 12; else 0. */
static int
scale_word(const struct parser *P)
{
	static const struct {
		const char *w;
		int k;
	} words[] = { { "thousand", 3 }, { "million", 6 },
	    { "billion", 9 }, { "trillion", 12 } };
	const struct papo_ltok *t = tok(P);
	const char *w = P->lx->text.s + t->off;
	size_t n = t->len, i, k;

	if (t->kind != PAPO_LT_WORD && t->kind != PAPO_LT_TEXT)
		return 0;
	while (n > 0 && w[0] == ' ') {
		w++;
		n--;
	}
	while (n > 0 && (w[n - 1] == ' ' || w[n - 1] == 's'))
		n--;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (strlen(words[i].w) != n)
			continue;
		for (k = 0; k < n; k++)
			if ((w[k] | 0x20) != words[i].w[k])
				break;
		if (k == n)
			return words[i].k;
	}
	return 0;
}

/* The integer 10^k (k <= 18) as a node. */
static int
ten_to(struct parser *P, int k)
{
	long v = 1;
	int x;

	while (k-- > 0)
		v *= 10;
	x = papo_mx_int(P->m, v);
	return x < 0 ? fail(P, PAPO_MX_CAP) : x;
}

/*
 * Decimal literal a with subscript name: its digits read in base b
 * from 2 to 10 (0.0011_2 is 3/16).  Returns a, or -1 on an error.
 */
static int
fraction_base(struct parser *P, int a, const struct papo_buf *name)
{
	struct papo_mx_num *x = &P->m->num[P->m->node[a].aux];
	char *end, *digits;
	long b;
	int r = a;
	size_t len;
	mpz_t t;

	b = strtol(name->s, &end, 10);
	if (*end != '\0' || b < 2 || b > 10 || x->places <= 0 ||
	    x->places > 1000 || mpq_sgn(x->q) < 0)
		return fail(P, PAPO_MX_SYNTAX);
	/* the digits as written: value * 10^places, padded with zeros */
	mpz_init(t);
	mpz_ui_pow_ui(t, 10, (unsigned long)x->places);
	mpz_mul(t, t, mpq_numref(x->q));
	mpz_divexact(t, t, mpq_denref(x->q));
	if (mpz_sizeinbase(t, 10) > 10000) {	/* converting is quadratic */
		mpz_clear(t);
		return fail(P, PAPO_MX_CAP);
	}
	digits = mpz_get_str(NULL, 10, t);
	len = strlen(digits);
	if (digits_in_base(digits, len, (int)b, t) < 0)
		r = fail(P, PAPO_MX_SYNTAX);
	else {
		mpz_set(mpq_numref(x->q), t);
		mpz_ui_pow_ui(mpq_denref(x->q), (unsigned long)b,
		    (unsigned long)x->places);
		mpq_canonicalize(x->q);
		/* an exact value now, no rounding */
		x->places = -1;
		x->relunit = 0;
		P->m->node[a].flags &= (uint16_t)~PAPO_MXF_DEC;
	}
	free(digits);
	mpz_clear(t);
	return r;
}

static int
p_postfix(struct parser *P)
{
	struct papo_mx *m = P->m;
	int a = p_atom(P), took, k;

	while (a >= 0 && !P->err) {
		const struct papo_ltok *t = tok(P);

		if (t->kind == PAPO_LT_OP && t->sub == '!') {
			advance(P);
			if (tkind(P) == PAPO_LT_OP && tsub(P) == '!') {
				advance(P);
				a = mk1(P, PAPO_MX_UNSUP, 0, a);
				continue;
			}
			a = mk1(P, PAPO_MX_FUNC, PAPO_FN_FACT, a);
		} else if (t->kind == PAPO_LT_PERCENT) {
			advance(P);
			a = mk1(P, PAPO_MX_PERCENT, 0, a);
		} else if (t->kind == PAPO_LT_DEGREE) {
			advance(P);
			a = temperature(P, a);
		} else if (t->kind == PAPO_LT_OP && t->sub == '\'' &&
		    m->node[a].kind == PAPO_MX_SYM) {
			size_t len;
			const char *s = papo_mx_symname(m, m->node[a].aux,
			    &len);

			papo_buf_reset(&P->scratch);
			papo_buf_add(&P->scratch, s, len);
			papo_buf_addc(&P->scratch, '\'');
			advance(P);
			a = sym_node(P, P->scratch.s, P->scratch.len);
		} else if (t->kind == PAPO_LT_OP && t->sub == '_' &&
		    !(P->exponent && m->node[a].kind == PAPO_MX_NUM)) {
			struct papo_buf name = PAPO_BUF_INIT;
			int kind = m->node[a].kind;

			advance(P);
			if (kind == PAPO_MX_SYM) {
				size_t len;
				const char *s = papo_mx_symname(m,
				    m->node[a].aux, &len);

				papo_buf_add(&name, s, len);
				papo_buf_addc(&name, '_');
				a = subscript(P, &name) == 0 ?
				    sym_node(P, name.s, name.len) : -1;
			} else if (kind == PAPO_MX_NUM && intlit(P, a)) {
				/* a number in base b: 204_5, 4210_{7} */
				a = subscript(P, &name) == 0 ?
				    number_base(P, a, &name) : -1;
			} else if (subscript(P, &name) < 0)
				a = -1;
			else if (kind == PAPO_MX_NUM && name.len > 0 &&
			    name.s[0] >= '0' && name.s[0] <= '9')
				/* 0.0011_2: a fraction in base 2 */
				a = fraction_base(P, a, &name);
			papo_buf_release(&name);
		} else if (m->node[a].kind == PAPO_MX_NUM &&
		    (repeating(P, a) == 0 || ellipsis_period(P, a) == 0)) {
			continue;
		} else if ((k = scale_word(P)) > 0) {
			/* "1.2 billion" */
			advance(P);
			a = mk2(P, PAPO_MX_MUL, 0, a, ten_to(P, k));
		} else if (m->node[a].kind == PAPO_MX_NUM &&
		    (k = am_pm(P)) != 0 && intlit(P, a) &&
		    mpq_cmp_ui(m->num[m->node[a].aux].q, 1, 1) >= 0 &&
		    mpq_cmp_ui(m->num[m->node[a].aux].q, 12, 1) <= 0) {
			/* "9 a.m.": a time of day, as "9:00 am" */
			long h = mpz_get_si(mpq_numref(
			    m->num[m->node[a].aux].q));
			char num[32];

			advance(P);
			h = (h % 12) + (k == 'p' ? 12 : 0);
			snprintf(num, sizeof(num), "%ld", h * 3600);
			a = number(P, num, strlen(num), 0, PAPO_MXF_TIME);
		} else if (at_unit(P)) {
			a = unit_after(P, a, &took);
			continue;
		} else if (t->kind == PAPO_LT_FUNC && t->len &&
		    m->node[a].kind == PAPO_MX_NUM &&
		    (t->sub == PAPO_FN_MIN || t->sub == PAPO_FN_SEC) &&
		    !(P->i + 1 < P->lx->n &&
		    P->lx->tok[P->i + 1].kind == PAPO_LT_OPEN)) {
			/* "5 min", "3 sec": units */
			struct papo_unit u;

			if (papo_unit_parse(P->lx->text.s + t->off, t->len,
			    &u) < 0)
				papo_unit_one(&u);
			advance(P);
			a = with_unit(P, a, &u);
		} else
			break;
	}
	return a;
}

/* An exponent after '^': a group or an atom, right-associative. */
static int
p_exponent(struct parser *P)
{
	int e;

	if (enter(P) < 0)
		return -1;
	if (tkind(P) == PAPO_LT_OP && (tsub(P) == '-' || tsub(P) == '+')) {
		int neg = tsub(P) == '-';

		advance(P);
		e = p_exponent(P);
		leave(P);
		return neg ? mk1(P, PAPO_MX_NEG, 0, e) : e;
	}
	if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '{')
		e = p_arg(P);
	else if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '[') {
		/* "42^[1]": TeX raises the bracket alone, and a markdown
		   footnote is no exponent */
		leave(P);
		return fail(P, PAPO_MX_SYNTAX);
	} else {
		P->exponent++;
		e = p_postfix(P);
		P->exponent--;
	}
	if (e >= 0 && tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
		advance(P);
		e = mk2(P, PAPO_MX_POW, 0, e, p_exponent(P));
	}
	leave(P);
	return e;
}

/*
 * At '^': is the exponent only primes, ^{\prime} or ^{\prime\prime}?
 * Then they are consumed and their count returned; else 0.
 */
static int
prime_power(struct parser *P)
{
	size_t i = P->i + 1, n = 0;
	const struct papo_lex *lx = P->lx;

	if (i < lx->n && lx->tok[i].kind == PAPO_LT_OPEN &&
	    lx->tok[i].sub == '{') {
		for (i++; i < lx->n && lx->tok[i].kind == PAPO_LT_OP &&
		    lx->tok[i].sub == '\''; i++)
			n++;
		if (n == 0 || i >= lx->n || lx->tok[i].kind != PAPO_LT_CLOSE)
			return 0;
		i++;
	} else if (i < lx->n && lx->tok[i].kind == PAPO_LT_OP &&
	    lx->tok[i].sub == '\'') {
		n = 1;
		i++;
	} else
		return 0;
	P->i = i;
	P->split = 0;
	while (P->skip_amp && tkind(P) == PAPO_LT_AMP)
		P->i++;
	return (int)n;
}

/* Symbol node b with n primes appended to its name (f', f''). */
static int
primed(struct parser *P, int b, int n)
{
	struct papo_mx *m = P->m;
	size_t len;
	const char *s = papo_mx_symname(m, m->node[b].aux, &len);
	int k;

	papo_buf_reset(&P->scratch);
	papo_buf_add(&P->scratch, s, len);
	for (k = 0; k < n; k++)
		papo_buf_addc(&P->scratch, '\'');
	return sym_node(P, P->scratch.s, P->scratch.len);
}

static int
p_power(struct parser *P)
{
	struct papo_mx *m = P->m;
	int b = p_postfix(P), took;

	while (b >= 0 && tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
		int e, np;

		/* \omega^{\prime}: a prime, not a power */
		if (m->node[b].kind == PAPO_MX_SYM &&
		    (np = prime_power(P)) > 0) {
			b = primed(P, b, np);
			continue;
		}
		advance(P);
		e = p_exponent(P);
		/* v^2_0 is v_0 squared */
		if (e >= 0 && m->node[b].kind == PAPO_MX_SYM &&
		    tkind(P) == PAPO_LT_OP && tsub(P) == '_') {
			struct papo_buf name = PAPO_BUF_INIT;
			size_t len;
			const char *s = papo_mx_symname(m, m->node[b].aux,
			    &len);

			advance(P);
			papo_buf_add(&name, s, len);
			papo_buf_addc(&name, '_');
			b = subscript(P, &name) == 0 ?
			    sym_node(P, name.s, name.len) : -1;
			papo_buf_release(&name);
		}
		b = mk2(P, PAPO_MX_POW, 0, b, e);
		/* 10^2 %, 2^3! */
		while (b >= 0 && (tkind(P) == PAPO_LT_PERCENT ||
		    tkind(P) == PAPO_LT_DEGREE || (tkind(P) == PAPO_LT_OP &&
		    tsub(P) == '!'))) {
			int k = tkind(P) == PAPO_LT_PERCENT ? PAPO_MX_PERCENT :
			    tkind(P) == PAPO_LT_DEGREE ? PAPO_MX_DEGREE :
			    PAPO_MX_FUNC;

			advance(P);
			b = mk1(P, k, k == PAPO_MX_FUNC ? PAPO_FN_FACT : 0, b);
		}
		b = unit_after(P, b, &took);
	}
	return b;
}

static int
p_factor(struct parser *P)
{
	int f;

	if (enter(P) < 0)
		return -1;
	if (tkind(P) == PAPO_LT_OP && tsub(P) == '-') {
		advance(P);
		f = neg(P, p_factor(P));
	} else if (tkind(P) == PAPO_LT_OP && tsub(P) == '+') {
		advance(P);
		f = p_factor(P);
	} else
		f = p_power(P);
	leave(P);
	return f;
}

/*
 * The UNIT node u again with x for its value: the unit a mixed number's
 * fraction was read with is the whole number's ("2\frac12 \text{
 * miles}" is 2.5 miles, not 2 half-miles).
 */
static int
unit_over(struct parser *P, int u, int x)
{
	struct papo_mx *m = P->m;
	int y;

	if (x < 0)
		return -1;
	y = m->node[u].n == 3 ? mk3(P, PAPO_MX_UNIT, 0, x, papo_mx_kid(m,
	    u, 1), papo_mx_kid(m, u, 2)) : mk2(P, PAPO_MX_UNIT, 0, x,
	    papo_mx_kid(m, u, 1));
	if (y >= 0) {
		m->node[y].aux = m->node[u].aux;
		m->node[y].aux2 = m->node[u].aux2;
	}
	return y;
}

/*
 * The integer first (alone on the stack from base) then a \frac read as
 * a mixed number: 2\frac12, 33\frac{1}{3}\%.  1 when the stack now holds
 * it; else 0 with *f the factor read.
 */
static int
mixed_frac(struct parser *P, size_t base, int first, int *f)
{
	struct papo_mx *m = P->m;

	*f = p_factor(P);
	if (*f >= 0 && proper_frac(P, *f)) {
		m->nstack = base;
		push(P, mk2(P, PAPO_MX_ADD, 0, first, *f));
		return 1;
	}
	/* 2\frac{1}{2} \text{ miles}: the unit is of all */
	if (*f >= 0 && m->node[*f].kind == PAPO_MX_UNIT &&
	    proper_frac(P, papo_mx_kid(m, *f, 0))) {
		int u = *f;

		m->nstack = base;
		push(P, unit_over(P, u, mk2(P, PAPO_MX_ADD, 0, first,
		    papo_mx_kid(m, u, 0))));
		return 1;
	}
	/* 33\frac{1}{3}\%: the percent is of all */
	if (*f >= 0 && m->node[*f].kind == PAPO_MX_PERCENT &&
	    proper_frac(P, papo_mx_kid(m, *f, 0))) {
		int pf = papo_mx_kid(m, *f, 0);

		m->nstack = base;
		push(P, mk1(P, PAPO_MX_PERCENT, 0,
		    mk2(P, PAPO_MX_ADD, 0, first, pf)));
		return 1;
	}
	return 0;
}

/* Does the token t start "1/2" after a space, as in "1 1/2"? */
static int
at_slash_frac(const struct parser *P, const struct papo_ltok *t)
{
	return t->kind == PAPO_LT_NUM && (t->flags & PAPO_LTF_SPACE) &&
	    !(t->flags & PAPO_LTF_DOT) && P->i + 2 < P->lx->n &&
	    P->lx->tok[P->i + 1].kind == PAPO_LT_OP &&
	    P->lx->tok[P->i + 1].sub == '/' &&
	    P->lx->tok[P->i + 2].kind == PAPO_LT_NUM;
}

/*
 * A number alone on the stack from base, then '/' and factor f a
 * number's percentage: "1/4\\%" is a quarter of a percent, as "33
 * 1/3 %" is a percentage of all, never 1 over 4% (25).  1 when the
 * stack now holds the percentage of the quotient.
 */
static int
slash_percent(struct parser *P, size_t base, int f)
{
	struct papo_mx *m = P->m;
	int n, q;

	if (f < 0 || m->nstack != base + 1 ||
	    m->node[f].kind != PAPO_MX_PERCENT ||
	    m->node[m->stack[base]].kind != PAPO_MX_NUM ||
	    m->node[papo_mx_kid(m, f, 0)].kind != PAPO_MX_NUM)
		return 0;
	n = (int)m->stack[base];
	q = mk2(P, PAPO_MX_MUL, 0, n, mk1(P, PAPO_MX_INV, 0,
	    papo_mx_kid(m, f, 0)));
	if (q < 0 || (q = mk1(P, PAPO_MX_PERCENT, 0, q)) < 0)
		return 0;
	m->stack[base] = (uint32_t)q;
	return 1;
}

/*
 * The integer first (alone on the stack from base) then "a/b" read as a
 * mixed number: 1 1/2, 33 1/3 %.  1 when the stack now holds it; 0 with
 * *f the quotient read; -1 on a parse error.
 */
static int
mixed_slash(struct parser *P, size_t base, int first, int *f)
{
	struct papo_mx *m = P->m;
	int a = p_power(P), b, pct = 0, u = -1;

	advance(P);	/* the '/' */
	b = p_power(P);
	if (a < 0 || b < 0)
		return -1;
	/* 2 1/2 miles: the unit is of all */
	if (m->node[b].kind == PAPO_MX_UNIT && intlit(P, papo_mx_kid(m, b,
	    0))) {
		u = b;
		b = papo_mx_kid(m, b, 0);
	}
	/* 33 1/3 %: the percent is of all */
	if (m->node[b].kind == PAPO_MX_PERCENT &&
	    intlit(P, papo_mx_kid(m, b, 0))) {
		b = papo_mx_kid(m, b, 0);
		pct = 1;
	}
	*f = mk2(P, PAPO_MX_MUL, 0, a, mk1(P, PAPO_MX_INV, 0, b));
	if (*f >= 0 && pct && proper_frac(P, *f)) {
		m->nstack = base;
		push(P, mk1(P, PAPO_MX_PERCENT, 0,
		    mk2(P, PAPO_MX_ADD, 0, first, *f)));
		return 1;
	}
	if (*f >= 0 && !pct && proper_frac(P, *f)) {
		m->nstack = base;
		push(P, u >= 0 ? unit_over(P, u, mk2(P, PAPO_MX_ADD, 0, first,
		    *f)) : mk2(P, PAPO_MX_ADD, 0, first, *f));
		return 1;
	}
	if (u >= 0)
		*f = mk2(P, PAPO_MX_MUL, 0, a, mk1(P, PAPO_MX_INV, 0, u));
	return 0;
}

static int
p_term(struct parser *P)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack;
	int f, count = 1;

	if ((f = p_factor(P)) < 0)
		return -1;
	push(P, f);
	for (;;) {
		const struct papo_ltok *t = tok(P);

		if (t->kind == PAPO_LT_OP && t->sub == '*') {
			advance(P);
			f = p_factor(P);
		} else if (t->kind == PAPO_LT_OP && t->sub == '/') {
			advance(P);
			f = p_factor(P);
			if (count == 1 && slash_percent(P, base, f))
				continue;
			f = mk1(P, PAPO_MX_INV, 0, f);
		} else if (P->rhs && (t->flags & PAPO_LTF_WIDE)) {
			/* "y = x^2 \quad y = -x": two equations */
			break;
		} else if (starts_factor(P)) {
			int first = (int)m->stack[base], st = 0;

			/* mixed numbers: 2\frac12, 1 1/2 */
			if (count == 1 && intlit(P, first) &&
			    t->kind == PAPO_LT_FRAC)
				st = mixed_frac(P, base, first, &f);
			else if (count == 1 && intlit(P, first) &&
			    at_slash_frac(P, t))
				st = mixed_slash(P, base, first, &f);
			else
				f = p_factor(P);
			if (st < 0)
				return -1;
			if (st > 0) {
				count = 1;
				continue;
			}
			/* 2 hours 30 minutes */
			if (f >= 0 && m->nstack > base) {
				int sum = unit_sum(P,
				    (int)m->stack[m->nstack - 1], f);

				if (sum >= 0) {
					m->stack[m->nstack - 1] =
					    (uint32_t)sum;
					continue;
				}
				if (P->err)
					return -1;
			}
		} else
			break;
		if (f < 0)
			return -1;
		push(P, f);
		count++;
	}
	return fold(P, PAPO_MX_MUL, 0, base, count);
}

/*
 * A ratio a:b:c: two parts are the quotient a/b; three or more an
 * ordered TUPLE with sub and aux2 ':', equal to another only part by
 * part up to a common factor.
 */
static int
p_ratio(struct parser *P)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack;
	int t, x;

	if ((t = p_term(P)) < 0 || tkind(P) != PAPO_LT_COLON)
		return t;
	push(P, t);
	while (tkind(P) == PAPO_LT_COLON) {
		advance(P);
		if ((t = p_term(P)) < 0) {
			m->nstack = base;
			return -1;
		}
		push(P, t);
	}
	if (m->nstack - base == 2) {
		int a = (int)m->stack[base], b = (int)m->stack[base + 1];

		m->nstack = base;
		return mk2(P, PAPO_MX_MUL, 0, a, mk1(P, PAPO_MX_INV, 0, b));
	}
	x = mk(P, PAPO_MX_TUPLE, ':', base);
	if (x >= 0)
		m->node[x].aux2 = ':';
	return x;
}

/* Sums with +, -, \pm and \mp. */
static int
p_add(struct parser *P)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack;
	int t, count = 0, sign = 0;

	if (tkind(P) == PAPO_LT_OP && (tsub(P) == '-' || tsub(P) == '+')) {
		sign = tsub(P) == '-' ? 1 : 0;
		advance(P);
	} else if (tkind(P) == PAPO_LT_PM) {
		int mp = tsub(P);

		advance(P);
		t = p_ratio(P);
		t = mk2(P, PAPO_MX_PM, mp, papo_mx_int(m, 0), t);
		if (t < 0)
			return -1;
		push(P, t);
		count = 1;
		goto more;
	}
	if ((t = p_ratio(P)) < 0)
		return -1;
	if (sign)
		t = neg(P, t);
	push(P, t);
	count = 1;
more:
	for (;;) {
		if (tkind(P) == PAPO_LT_OP &&
		    (tsub(P) == '+' || tsub(P) == '-')) {
			sign = tsub(P) == '-';
			advance(P);
			/* "14 + -1i" */
			while (tkind(P) == PAPO_LT_OP && (tsub(P) == '+' ||
			    tsub(P) == '-')) {
				sign ^= tsub(P) == '-';
				advance(P);
			}
			t = p_ratio(P);
			if (sign)
				t = mk1(P, PAPO_MX_NEG, 0, t);
			if (t < 0)
				return -1;
			push(P, t);
			count++;
		} else if (tkind(P) == PAPO_LT_PM) {
			int mp = tsub(P), acc;

			advance(P);
			if (count > 1)
				acc = mk(P, PAPO_MX_ADD, 0, base);
			else {
				acc = (int)m->stack[base];
				m->nstack = base;
			}
			t = mk2(P, PAPO_MX_PM, mp, acc, p_ratio(P));
			if (t < 0)
				return -1;
			push(P, t);
			count = 1;
		} else
			break;
	}
	return fold(P, PAPO_MX_ADD, 0, base, count);
}

static int
p_setexpr(struct parser *P)
{
	size_t base = P->m->nstack;
	int a = p_add(P), op;

	if (a < 0 || tkind(P) != PAPO_LT_SETOP)
		return a;
	op = tsub(P);
	push(P, a);
	while (tkind(P) == PAPO_LT_SETOP && tsub(P) == op) {
		advance(P);
		if ((a = p_add(P)) < 0)
			return -1;
		push(P, a);
	}
	a = mk(P, PAPO_MX_SETOP, op, base);
	if (a >= 0 && tkind(P) == PAPO_LT_SETOP) {
		/* mixed \cup and \cap: left to right */
		size_t b2 = P->m->nstack;

		push(P, a);
		op = tsub(P);
		advance(P);
		push(P, p_setexpr(P));
		a = mk(P, PAPO_MX_SETOP, op, b2);
	}
	return a;
}

static int
at_stop(const struct parser *P)
{
	const struct papo_ltok *t = tok(P);

	return t->kind == PAPO_LT_END || t->kind == PAPO_LT_CLOSE ||
	    t->kind == PAPO_LT_COMMA || t->kind == PAPO_LT_SEMI ||
	    t->kind == PAPO_LT_AMP || t->kind == PAPO_LT_ROWSEP ||
	    t->kind == PAPO_LT_ENDENV || is_sep_word(t);
}

/* A relation chain a op b op c, or just a. */
static int
p_rel(struct parser *P)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack, opbase = m->nops;
	int a;

	/* "= 5", "\approx 3.01", "\Rightarrow 5": a leading equality,
	   approximation or arrow says nothing; an order or another
	   relation ("< 5", "\ge 5", "\sim 5") bounds what follows, which
	   is then no value */
	while (tkind(P) == PAPO_LT_REL) {
		if (tsub(P) != PAPO_REL_EQ && tsub(P) != PAPO_REL_APPROX &&
		    tsub(P) != PAPO_REL_ARROW)
			return fail(P, PAPO_MX_SYNTAX);
		advance(P);
	}
	if ((a = p_setexpr(P)) < 0)
		return -1;
	if (tkind(P) != PAPO_LT_REL)
		return a;
	push(P, a);
	while (tkind(P) == PAPO_LT_REL) {
		int op = tsub(P);

		advance(P);
		if (at_stop(P) && op != PAPO_REL_EQ &&
		    op != PAPO_REL_APPROX && op != PAPO_REL_ARROW)
			return fail(P, PAPO_MX_SYNTAX);	/* "42 \\in" */
		if (at_stop(P))
			break;		/* "x =": a dangling relation */
		P->rhs++;
		a = p_setexpr(P);
		P->rhs--;
		if (a < 0)
			return -1;
		m->ops = papo_xgrow(m->ops, &m->opcap, m->nops + 1, 1);
		m->ops[m->nops++] = (uint8_t)op;
		push(P, a);
	}
	if (m->nstack - base == 1) {
		a = (int)m->stack[base];
		m->nstack = base;
		return a;
	}
	a = mk(P, PAPO_MX_REL, 0, base);
	if (a >= 0)
		m->node[a].aux = (uint32_t)opbase;
	return a;
}

/* One list item: a relation chain, then annotations (units, text). */
static int
p_item(struct parser *P)
{
	int a;

	if (enter(P) < 0)
		return -1;
	a = p_rel(P);
	while (a >= 0) {
		const struct papo_ltok *t = tok(P);

		if ((t->kind == PAPO_LT_TEXT && t->sub != PAPO_LW_AND) ||
		    (t->kind == PAPO_LT_WORD && t->sub == PAPO_LW_UNIT) ||
		    (t->kind == PAPO_LT_OTHER && t->len == 1 &&
		    strchr(".?!\"", P->lx->text.s[t->off]) != NULL) ||
		    t->kind == PAPO_LT_PERCENT || t->kind == PAPO_LT_DEGREE) {
			/* "17 \text{ any text}", a final period */
			if (t->kind == PAPO_LT_TEXT &&
			    t->sub != PAPO_LW_UNIT && !P->m->annot) {
				P->m->annot = 1;
				P->m->annot_off = t->off;
				P->m->annot_len = (uint32_t)t->len;
			}
			if (t->kind == PAPO_LT_PERCENT)
				a = mk1(P, PAPO_MX_PERCENT, 0, a);
			else if (t->kind == PAPO_LT_DEGREE)
				a = mk1(P, PAPO_MX_DEGREE, 0, a);
			advance(P);
			if (tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
				advance(P);
				if (tkind(P) == PAPO_LT_NUM)
					advance(P);
			}
			continue;
		}
		break;
	}
	leave(P);
	return a;
}

/* Items separated by commas (", and" is a comma). */
static int
p_group(struct parser *P)
{
	size_t base = P->m->nstack;
	int x, count = 0;

	for (;;) {
		if ((x = p_item(P)) < 0)
			return -1;
		push(P, x);
		count++;
		if (tkind(P) != PAPO_LT_COMMA)
			break;
		advance(P);
		while (is_sep_word(tok(P)))
			advance(P);
		if (at_stop(P))
			break;
	}
	return fold(P, PAPO_MX_LIST, ',', base, count);
}

/* Groups separated by ';', "and", "or" (a word of them ending the
   groups is an error). */
static int
p_top(struct parser *P)
{
	size_t base = P->m->nstack;
	int x, count = 0, word;

	if (enter(P) < 0)
		return -1;
	while (is_sep_word(tok(P)))
		advance(P);
	for (;;) {
		if ((x = p_group(P)) < 0) {
			leave(P);
			return -1;
		}
		push(P, x);
		count++;
		if (P->m->node[x].kind == PAPO_MX_REL &&
		    (tok(P)->flags & PAPO_LTF_WIDE) && !at_stop(P))
			continue;	/* "y = x^2 \quad y = -x" */
		if (tkind(P) != PAPO_LT_SEMI && !is_sep_word(tok(P)))
			break;
		word = 0;
		while (tkind(P) == PAPO_LT_SEMI || is_sep_word(tok(P))) {
			word |= is_sep_word(tok(P));
			advance(P);
		}
		if (at_stop(P)) {
			if (!word)
				break;
			/* "42 or", "x = 2 and": an alternative or a part
			   promised and never given, no value */
			leave(P);
			return fail(P, PAPO_MX_SYNTAX);
		}
	}
	leave(P);
	return fold(P, PAPO_MX_LIST, ';', base, count);
}

/*
 * The cells of an environment up to its \end, pushed row by row, with
 * *rows and *cols its shape.  0, or -1 on an error.
 */
static int
p_cells(struct parser *P, int env, size_t *rows, size_t *cols)
{
	size_t cur = 0;
	int x;

	*rows = *cols = 0;
	for (;;) {
		int k = tkind(P);

		if (k == PAPO_LT_END)
			return fail(P, PAPO_MX_SYNTAX);
		if (k == PAPO_LT_ENDENV) {
			if (cur > 0) {
				if (*rows > 0 && cur != *cols &&
				    env != PAPO_ENV_ROWS)
					return fail(P, PAPO_MX_SYNTAX);
				*cols = cur;
				(*rows)++;
			}
			return 0;
		}
		if (k == PAPO_LT_ROWSEP && cur == 0) {
			/* an empty row: "\\\\" escaped twice */
			advance(P);
			continue;
		}
		if (k == PAPO_LT_AMP || k == PAPO_LT_ROWSEP)
			return fail(P, PAPO_MX_SYNTAX);	/* an empty cell */
		if ((x = p_top(P)) < 0)
			return -1;
		push(P, x);
		cur++;
		if (tkind(P) == PAPO_LT_AMP) {
			advance(P);
			continue;
		}
		if (tkind(P) == PAPO_LT_ROWSEP) {
			advance(P);
			if (*rows > 0 && cur != *cols && env != PAPO_ENV_ROWS)
				return fail(P, PAPO_MX_SYNTAX);
			*cols = cur;
			cur = 0;
			(*rows)++;
			continue;
		}
		if (tkind(P) != PAPO_LT_ENDENV)
			return fail(P, PAPO_MX_SYNTAX);
	}
}

/* \begin{env} ... \end{env}. */
static int
p_env(struct parser *P)
{
	struct papo_mx *m = P->m;
	int env = tsub(P), oldamp = P->skip_amp, x;
	size_t base = m->nstack, rows, cols;

	advance(P);
	if (env == PAPO_ENV_OTHER)
		return fail(P, PAPO_MX_SYNTAX);
	if (env == PAPO_ENV_ROWS) {
		P->skip_amp = 1;
		while (tkind(P) == PAPO_LT_AMP)
			advance(P);
	}
	x = p_cells(P, env, &rows, &cols);
	P->skip_amp = oldamp;
	if (x < 0)
		return -1;
	advance(P);	/* \end */
	if (rows == 0)
		return fail(P, PAPO_MX_SYNTAX);
	if (env == PAPO_ENV_ROWS)
		return mk(P, PAPO_MX_LIST, ';', base);
	x = mk(P, PAPO_MX_MATRIX, 0, base);
	if (x >= 0)
		m->node[x].aux2 = (uint32_t)cols;
	if (env == PAPO_ENV_VMATRIX)
		x = mk1(P, PAPO_MX_FUNC, PAPO_FN_DET, x);
	return x;
}

/* A function and its argument: \sin^2 x, \log_2 8, \max(a, b). */
static int
p_func(struct parser *P)
{
	struct papo_mx *m = P->m;
	int fn = tsub(P), power = -1, base = -1, x, n;
	size_t b0 = m->nstack;

	advance(P);
	for (n = 0; n < 2; n++) {
		if (tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
			advance(P);
			power = p_exponent(P);
			if (power < 0)
				return -1;
			/* \sin^{-1} x is arcsin */
			if (m->node[power].kind == PAPO_MX_NEG) {
				int one = papo_mx_kid(m, power, 0);

				if (intlit(P, one) &&
				    mpq_cmp_si(m->num[m->node[one].aux].q, 1,
				    1) == 0) {
					static const int inv[][2] = {
						{ PAPO_FN_SIN, PAPO_FN_ASIN },
						{ PAPO_FN_COS, PAPO_FN_ACOS },
						{ PAPO_FN_TAN, PAPO_FN_ATAN },
						{ PAPO_FN_COT, PAPO_FN_ACOT },
						{ PAPO_FN_SEC, PAPO_FN_ASEC },
						{ PAPO_FN_CSC, PAPO_FN_ACSC },
					};
					size_t k;

					for (k = 0; k < 6; k++)
						if (inv[k][0] == fn) {
							fn = inv[k][1];
							power = -1;
						}
				}
			}
		} else if (tkind(P) == PAPO_LT_OP && tsub(P) == '_') {
			advance(P);
			base = p_exponent(P);
			if (base < 0)
				return -1;
		}
	}
	if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '(') {
		advance(P);
		if ((n = p_elems(P, "(")) < 0)
			return -1;
		advance(P);
	} else if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '{') {
		push(P, p_arg(P));
		n = 1;
	} else {
		/* \sin 2x: a product up to the next function or operator */
		size_t b1 = m->nstack;

		if (enter(P) < 0)
			return -1;
		x = p_power(P);
		if (x < 0) {
			leave(P);
			return -1;
		}
		push(P, x);
		while (starts_factor(P) && tkind(P) != PAPO_LT_FUNC &&
		    !(tkind(P) == PAPO_LT_WORD && tsub(P) == PAPO_LW_FUNC)) {
			if ((x = p_power(P)) < 0) {
				leave(P);
				return -1;
			}
			push(P, x);
		}
		leave(P);
		if (m->nstack - b1 > 1) {
			x = mk(P, PAPO_MX_MUL, 0, b1);
			push(P, x);
		}
		n = 1;
	}
	if (P->err)
		return -1;
	if (n == 0)
		return fail(P, PAPO_MX_SYNTAX);
	if (fn == PAPO_FN_LG) {
		fn = PAPO_FN_LOG;
		base = papo_mx_int(m, 10);
	}
	if (fn == PAPO_FN_LOG && base >= 0 && n == 1) {
		push(P, base);
		n = 2;
	}
	if (n > 1 && fn != PAPO_FN_MIN && fn != PAPO_FN_MAX &&
	    fn != PAPO_FN_GCD && fn != PAPO_FN_LCM &&
	    !(fn == PAPO_FN_LOG && n == 2))
		return fail(P, PAPO_MX_SYNTAX);
	x = mk(P, PAPO_MX_FUNC, fn, b0);
	if (power >= 0)
		x = mk2(P, PAPO_MX_POW, 0, x, power);
	return x;
}

/* Letters that name functions when followed by "(": f(x), P(x). */
static int
function_letter(const char *s, size_t n)
{
	if (n == 1)
		return strchr("fghpq", s[0]) != NULL ||
		    (s[0] >= 'A' && s[0] <= 'Z');
	return (n == 3 && (memcmp(s, "phi", 3) == 0 ||
	    memcmp(s, "psi", 3) == 0));
}

/* Token k a word "am" or "pm" ("a.m.", "PM"): 'a' or 'p'; else 0. */
static int
meridiem(const struct parser *P, size_t k)
{
	const struct papo_ltok *t = &P->lx->tok[k];
	const char *w = P->lx->text.s + t->off;
	char buf[8];
	size_t i, j = 0;

	if (t->kind != PAPO_LT_WORD && t->kind != PAPO_LT_TEXT)
		return 0;
	if (k == P->i)
		w += P->split;
	for (i = 0; i < t->len - (k == P->i ? P->split : 0) &&
	    j < sizeof(buf) - 1; i++)
		if (w[i] != '.' && w[i] != ' ')
			buf[j++] = (char)(w[i] | 0x20);
	buf[j] = '\0';
	return strcmp(buf, "pm") == 0 ? 'p' : strcmp(buf, "am") == 0 ? 'a' : 0;
}

/*
 * A time of day, "3:45 pm", "7:40(AM)": seconds since midnight.
 */
static int
p_time(struct parser *P, const char *s)
{
	long secs = strtol(s, NULL, 10);
	char num[32];
	int hm = tsub(P) == 0 ? PAPO_MXF_HM : 0, mer, paren = 0;

	advance(P);
	mer = meridiem(P, P->i);
	/* "7:40(AM)": the meridiem in parentheses right after the time */
	if (mer == 0 && tkind(P) == PAPO_LT_OPEN && tsub(P) == '(' &&
	    P->lx->tok[P->i + 1].kind != PAPO_LT_END &&
	    (mer = meridiem(P, P->i + 1)) != 0) {
		if (P->lx->tok[P->i + 2].kind == PAPO_LT_CLOSE &&
		    P->lx->tok[P->i + 2].sub == '(')
			paren = 1;
		else
			mer = 0;
	}
	if (mer != 0) {
		if (mer == 'p' && secs < 12 * 3600)
			secs += 12 * 3600;
		if (mer == 'a' && secs >= 12 * 3600 && secs < 13 * 3600)
			secs -= 12 * 3600;
		if (paren) {
			advance(P);
			advance(P);
		}
		advance(P);
		hm = 0;
	}
	snprintf(num, sizeof(num), "%ld", secs);
	return number(P, num, strlen(num), 0, PAPO_MXF_TIME | hm);
}

/* A symbol: i and e are constants, f(x) an application. */
static int
p_symbol(struct parser *P, const char *s, size_t len)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack;
	int x, fl;

	if (len == 1 && (s[0] == 'i' || s[0] == 'e')) {
		x = const_node(P, s[0] == 'i' ? PAPO_C_I : PAPO_C_E);
		advance(P);
		return x;
	}
	fl = function_letter(s, len);
	x = sym_node(P, s, len);
	advance(P);
	if (x >= 0 && fl && tkind(P) == PAPO_LT_OPEN && tsub(P) == '(' &&
	    !(tok(P)->flags & PAPO_LTF_SPACE)) {
		advance(P);
		push(P, x);
		if (p_elems(P, "(") < 0)
			return x;	/* P->err is set */
		advance(P);
		x = mk(P, PAPO_MX_APPLY, 0, base);
	}
	return x;
}

/* A run of letters: a product of variables, xy. */
static int
p_letters(struct parser *P, const char *s, size_t len)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack, n;
	int x;

	if (tsub(P) == PAPO_LW_AND)
		return fail(P, PAPO_MX_SYNTAX);
	for (n = 0; n < len; n++) {
		int v = sym_node(P, s + n, 1);

		if (v < 0)
			break;
		push(P, v);
	}
	advance(P);
	x = m->nstack - base == 1 ? (int)m->stack[base] :
	    mk(P, PAPO_MX_MUL, 0, base);
	m->nstack = base;
	return x;
}

/* Does node i hold the variable named s[0..n)? */
static int
names_var(const struct papo_mx *m, int i, const char *s, size_t n,
    int depth)
{
	const struct papo_mx_node *nd = &m->node[i];
	const char *t;
	size_t l;
	uint32_t k;

	if (nd->kind == PAPO_MX_SYM) {
		t = papo_mx_symname(m, nd->aux, &l);
		return l == n && memcmp(t, s, n) == 0;
	}
	for (k = 0; k < nd->n && depth < 32; k++)
		if (names_var(m, papo_mx_kid(m, i, k), s, n, depth + 1))
			return 1;
	return 0;
}

/* Is token i the symbol R (\mathbb{R}'s letter)? */
static int
sym_r(const struct parser *P, size_t i)
{
	const struct papo_ltok *t = &P->lx->tok[i];

	return i < P->lx->n && t->kind == PAPO_LT_SYM && t->len == 1 &&
	    P->lx->text.s[t->off] == 'R';
}

/*
 * After a set-builder's variable at token i - 1: the token past "\in
 * \mathbb{R}" (the reals, lexed "\in {R}" or "\in R") when it follows,
 * else i.  Another set ("\mathbb{Z}", "\mathbb{N}") is no interval.
 */
static size_t
reals_after(const struct parser *P, size_t i)
{
	const struct papo_ltok *t = P->lx->tok;

	if (i + 1 >= P->lx->n || t[i].kind != PAPO_LT_REL ||
	    t[i].sub != PAPO_REL_IN)
		return i;
	if (sym_r(P, i + 1))
		return i + 2;
	if (i + 3 < P->lx->n && t[i + 1].kind == PAPO_LT_OPEN &&
	    t[i + 1].sub == '{' && sym_r(P, i + 2) &&
	    t[i + 3].kind == PAPO_LT_CLOSE && t[i + 3].sub == '{')
		return i + 4;
	return i;
}

/*
 * Set-builder notation, the \{ read: "\{x \mid x > 2\}", "\{x : 1 < x <
 * 3\}", "\{x | x \ge 2\}", "\{x \in \mathbb{R} : x > 2\}": the x an
 * inequality in x holds for, read as that inequality (compared as the
 * interval it is).  The condition
 * alone is returned, the closer consumed; -2 when the group is no such
 * set (nothing consumed); -1 on an error.  Any other condition ("x^2 =
 * 4", "x \in A") is read by no row: an error.
 */
static int
set_builder(struct parser *P, size_t base)
{
	const struct papo_ltok *t = P->lx->tok;
	size_t i = P->i, vn, r;
	const char *vs;
	int x, op;
	uint32_t k;

	if (i + 2 >= P->lx->n || t[i].kind != PAPO_LT_SYM)
		return -2;
	r = reals_after(P, i + 1);
	if (r >= P->lx->n || !(t[r].kind == PAPO_LT_BAR ||
	    t[r].kind == PAPO_LT_COLON))
		return -2;
	vs = P->lx->text.s + t[i].off;
	vn = t[i].len;
	while (P->i <= r)
		advance(P);
	if (p_elems(P, "S") != 1)
		return fail(P, PAPO_MX_SYNTAX);
	advance(P);
	x = (int)P->m->stack[base];
	P->m->nstack = base;
	if (P->m->node[x].kind != PAPO_MX_REL ||
	    !names_var(P->m, x, vs, vn, 0))
		return fail(P, PAPO_MX_SYNTAX);
	for (k = 0; k + 1 < P->m->node[x].n; k++) {
		op = papo_mx_relop(P->m, x, k);
		if (op != PAPO_REL_LT && op != PAPO_REL_LE &&
		    op != PAPO_REL_GT && op != PAPO_REL_GE)
			return fail(P, PAPO_MX_SYNTAX);
	}
	return x;
}

/*
 * A bracketed group: (a), (a, b), [a, b), \{a\}, \langle a \rangle,
 * \lfloor a \rfloor, \lceil a \rceil.
 */
static int
p_bracket(struct parser *P)
{
	struct papo_mx *m = P->m;
	size_t base = m->nstack;
	int open = tsub(P), close, n, x;
	const char *closers = open == '(' ? "([" : open == '[' ? "[(" :
	    open == '{' ? "{" : open == 'S' ? "S" : open == 'A' ? "A" :
	    open == 'F' ? "F" : "C";

	advance(P);
	if (open == 'S' && tkind(P) == PAPO_LT_CLOSE && tsub(P) == 'S') {
		advance(P);
		return const_node(P, PAPO_C_EMPTY);
	}
	if (open == 'S' && (x = set_builder(P, base)) != -2)
		return x;
	if ((n = p_elems(P, closers)) < 0)
		return -1;
	close = tsub(P);
	advance(P);
	if (open == 'F' || open == 'C') {
		if (n != 1)
			return fail(P, PAPO_MX_SYNTAX);
		return mk(P, PAPO_MX_FUNC, open == 'F' ? PAPO_FN_FLOOR :
		    PAPO_FN_CEIL, base);
	}
	if (open == 'S')
		return mk(P, PAPO_MX_SET, 0, base);
	if (n == 1 && open == '{') {
		x = (int)m->stack[base];
		m->nstack = base;
		return x;
	}
	if (n == 1 && ((open == '(' && close == '(') ||
	    (open == '[' && close == '['))) {
		x = (int)m->stack[base];
		m->nstack = base;
		m->node[x].flags |= PAPO_MXF_PAREN;
		return x;
	}
	if (open == '{')
		return mk(P, PAPO_MX_LIST, ',', base);
	x = mk(P, PAPO_MX_TUPLE, open == 'A' ? '<' : open, base);
	if (x >= 0)
		m->node[x].aux2 = open == 'A' ? '>' : close == '(' ? ')' : ']';
	return x;
}

/* |x|: an absolute value. */
static int
p_bars(struct parser *P)
{
	int x;

	advance(P);
	P->bars++;
	x = p_top(P);
	P->bars--;
	if (x < 0)
		return -1;
	if (tkind(P) != PAPO_LT_BAR)
		return fail(P, PAPO_MX_SYNTAX);
	advance(P);
	return mk1(P, PAPO_MX_FUNC, PAPO_FN_ABS, x);
}

/* \sqrt x, \sqrt[n]{x}. */
static int
p_sqrt(struct parser *P)
{
	int idx = -1, a, plain = tsub(P) == 'u';

	advance(P);
	/* √30 and sqrt 30 root the whole number; \sqrt30 is \sqrt{3}0 */
	if (plain && tkind(P) == PAPO_LT_NUM)
		return mk1(P, PAPO_MX_FUNC, PAPO_FN_SQRT, p_atom(P));
	if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '[') {
		advance(P);
		idx = p_top(P);
		if (idx < 0)
			return -1;
		if (tkind(P) != PAPO_LT_CLOSE || tsub(P) != '[')
			return fail(P, PAPO_MX_SYNTAX);
		advance(P);
	}
	a = p_arg(P);
	return idx >= 0 ? mk2(P, PAPO_MX_FUNC, PAPO_FN_ROOT, a, idx) :
	    mk1(P, PAPO_MX_FUNC, PAPO_FN_SQRT, a);
}

/* \frac{a}{b} and \binom{a}{b}: two arguments. */
static int
p_two_args(struct parser *P, int binom)
{
	int a, b;

	advance(P);
	a = p_arg(P);
	b = a >= 0 ? p_arg(P) : -1;
	if (binom)
		return mk2(P, PAPO_MX_FUNC, PAPO_FN_BINOM, a, b);
	return mk2(P, PAPO_MX_MUL, 0, a, mk1(P, PAPO_MX_INV, 0, b));
}

/*
 * \sum, \lim, \int with their limits: readable, not evaluable.  The
 * physicists' letters (\hbar, \ell, \odot) are variables.
 */
static int
p_command(struct parser *P, const char *s, size_t len)
{
	static const char *const letters[] = { "\\hbar", "\\hslash",
	    "\\ell", "\\odot", "\\star", "\\dagger", NULL };
	int x, k;

	for (k = 0; letters[k]; k++)
		if (len == strlen(letters[k]) &&
		    memcmp(s, letters[k], len) == 0) {
			x = sym_node(P, s + 1, len - 1);
			advance(P);
			return x;
		}
	x = text_node(P, PAPO_MX_UNSUP, s, len);

	advance(P);
	while (tkind(P) == PAPO_LT_OP && (tsub(P) == '_' || tsub(P) == '^')) {
		struct papo_buf junk = PAPO_BUF_INIT;

		advance(P);
		subscript(P, &junk);
		papo_buf_release(&junk);
	}
	return x;
}

static int
p_atom(struct parser *P)
{
	const struct papo_ltok *t = tok(P);
	size_t len;
	const char *s = ttext(P, &len);
	int x;

	if (enter(P) < 0)
		return -1;
	switch (t->kind) {
	case PAPO_LT_NUM:
		x = number(P, s, len, t->sub == 'e', 0);
		advance(P);
		break;
	case PAPO_LT_TIME:
		x = p_time(P, s);
		break;
	case PAPO_LT_SYM:
		x = p_symbol(P, s, len);
		break;
	case PAPO_LT_WORD:
		x = p_letters(P, s, len);
		break;
	case PAPO_LT_CONST:
		x = const_node(P, t->sub);
		advance(P);
		break;
	case PAPO_LT_OPEN:
		x = p_bracket(P);
		break;
	case PAPO_LT_BAR:
		x = p_bars(P);
		break;
	case PAPO_LT_FRAC:
	case PAPO_LT_BINOM:
		x = p_two_args(P, t->kind == PAPO_LT_BINOM);
		break;
	case PAPO_LT_SQRT:
		x = p_sqrt(P);
		break;
	case PAPO_LT_FUNC:
		x = p_func(P);
		break;
	case PAPO_LT_BEGIN:
		x = p_env(P);
		break;
	case PAPO_LT_TEXT:
		x = text_node(P, PAPO_MX_TEXT, s, len);
		advance(P);
		break;
	case PAPO_LT_DOTS:
		x = text_node(P, PAPO_MX_UNSUP, "...", 3);
		advance(P);
		break;
	case PAPO_LT_OTHER:
		x = t->sub == '\\' ? p_command(P, s, len) :
		    fail(P, PAPO_MX_SYNTAX);
		break;
	default:
		x = fail(P, PAPO_MX_SYNTAX);
		break;
	}
	leave(P);
	if (P->err)
		return -1;
	return x;
}

/* A text answer: words and nothing else ("Evelyn", "\text{odd}"). */
static int
text_answer(struct parser *P)
{
	const struct papo_lex *lx = P->lx;
	size_t k, words = 0;
	struct papo_buf b = PAPO_BUF_INIT;
	int x;

	for (k = 0; k < lx->n; k++) {
		const struct papo_ltok *t = &lx->tok[k];

		if (t->kind == PAPO_LT_TEXT || (t->kind == PAPO_LT_WORD &&
		    t->sub != PAPO_LW_FUNC && t->sub != PAPO_LW_CONST))
			words++;
		else if (t->kind == PAPO_LT_SYM || t->kind == PAPO_LT_COMMA ||
		    (t->kind == PAPO_LT_OTHER && t->sub != '\\'))
			continue;
		else
			return -1;
	}
	if (words == 0)
		return -1;
	for (k = 0; k < lx->n; k++) {
		const struct papo_ltok *t = &lx->tok[k];

		if (t->kind == PAPO_LT_OTHER)
			continue;
		if (b.len)
			papo_buf_addc(&b, ' ');
		if (t->kind == PAPO_LT_COMMA)
			papo_buf_addc(&b, ',');
		else
			papo_buf_add(&b, lx->text.s + t->off, t->len);
	}
	x = text_node(P, PAPO_MX_TEXT, b.s ? b.s : "", b.len);
	papo_buf_release(&b);
	return x;
}

int
papo_mx_parse(struct papo_mx *m, const struct papo_lex *lx, int *root)
{
	struct parser P;
	int x;

	memset(&P, 0, sizeof(P));
	P.m = m;
	P.lx = lx;
	papo_buf_init(&P.scratch);
	m->nstack = 0;
	m->annot = 0;
	*root = -1;
	if (lx->n == 0) {
		papo_buf_release(&P.scratch);
		return PAPO_MX_SYNTAX;
	}
	x = text_answer(&P);
	if (x < 0 && !P.err) {
		x = p_top(&P);
		if (x >= 0 && tkind(&P) != PAPO_LT_END)
			x = fail(&P, PAPO_MX_SYNTAX);
	}
	papo_buf_release(&P.scratch);
	if (x < 0)
		return P.err ? P.err : PAPO_MX_SYNTAX;
	*root = x;
	return PAPO_MX_OK;
}

double
papo_mx_relunit(const struct papo_mx *m, int i)
{
	const struct papo_mx_node *nd = &m->node[i];
	double r = 0, c;
	uint32_t k;

	if (!(nd->flags & PAPO_MXF_DEC))
		return 0;
	if (nd->kind == PAPO_MX_NUM)
		return m->num[nd->aux].relunit;
	for (k = 0; k < nd->n; k++)
		if ((c = papo_mx_relunit(m, papo_mx_kid(m, i, k))) > r)
			r = c;
	return r;
}
