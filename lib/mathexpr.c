/*
 * mathexpr.c: math answers as expression trees: a capped parser, exact (GMP)
 * and ball (MPFR) evaluation.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "mathexpr.h"
#include "xalloc.h"

#define FLAG_MASK (PAPO_MXF_DEC | PAPO_MXF_SYM | PAPO_MXF_UNSUP | \
	PAPO_MXF_PM | PAPO_MXF_STRUCT | PAPO_MXF_INF)

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

/* Symbol id of a name, interning it; -1 past the cap. */
static int
intern(struct papo_mx *m, const char *s, size_t n)
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

/* A node with children kids[0..n); -1 past the cap. */
static int
node_new(struct papo_mx *m, int kind, int sub, int flags, const uint32_t *kids,
    size_t n)
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
		flags |= m->node[kids[k]].flags & FLAG_MASK;
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
	return node_new(m, kind, sub, 0, k, n);
}

/* A fresh number entry; its mpq_t is initialized once and reused. */
static size_t
num_new(struct papo_mx *m)
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

/* A NUM node for number entry k; -1 past the cap. */
static int
num_node(struct papo_mx *m, size_t k, int flags)
{
	int i = node_new(m, PAPO_MX_NUM, 0, flags, NULL, 0);

	if (i >= 0)
		m->node[i].aux = (uint32_t)k;
	return i;
}

int
papo_mx_int(struct papo_mx *m, long v)
{
	size_t k = num_new(m);

	mpq_set_si(m->num[k].q, v, 1);
	return num_node(m, k, PAPO_MXF_INTLIT);
}

int
papo_mx_rat(struct papo_mx *m, mpq_srcptr q)
{
	size_t k = num_new(m);

	mpq_set(m->num[k].q, q);
	return num_node(m, k, 0);
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

/* ---------------------------------------------------------------- */
/* the parser */

struct parser {
	struct papo_mx *m;
	const struct papo_lex *lx;
	size_t i;		/* current token */
	size_t split;		/* characters of token i already taken */
	int depth;
	int err;		/* 0, PAPO_MX_SYNTAX or PAPO_MX_CAP */
	int bars;		/* open |...| */
	int skip_amp;		/* inside cases/aligned: & is nothing */
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
static int
mk(struct parser *P, int kind, int sub, size_t base)
{
	struct papo_mx *m = P->m;
	int x;

	if (P->err) {
		m->nstack = base;
		return -1;
	}
	x = node_new(m, kind, sub, 0, m->stack + base, m->nstack - base);
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
	k = num_new(m);
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
	if ((i = num_node(m, k, flags)) < 0)
		return fail(P, PAPO_MX_CAP);
	return i;
}

static int
sym_node(struct parser *P, const char *s, size_t n)
{
	int id = intern(P->m, s, n), x;

	if (id < 0)
		return fail(P, PAPO_MX_CAP);
	x = node_new(P->m, PAPO_MX_SYM, 0, PAPO_MXF_SYM, NULL, 0);
	if (x < 0)
		return fail(P, PAPO_MX_CAP);
	P->m->node[x].aux = (uint32_t)id;
	return x;
}

static int
const_node(struct parser *P, int c)
{
	int x = node_new(P->m, PAPO_MX_CONST, c,
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
	x = node_new(m, kind, 0, 0, NULL, 0);
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

/* Skip a unit after a value: "cm", "\text{ cm}^2", "square units". */
static int
skip_unit(struct parser *P)
{
	const struct papo_ltok *t;
	int skipped = 0;

	for (;;) {
		t = tok(P);
		if ((t->kind == PAPO_LT_WORD || t->kind == PAPO_LT_TEXT) &&
		    t->sub == PAPO_LW_UNIT) {
			advance(P);
			skipped = 1;
			if (tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
				advance(P);
				if (tkind(P) == PAPO_LT_NUM)
					advance(P);
				else if (tkind(P) == PAPO_LT_OPEN &&
				    tsub(P) == '{') {
					advance(P);
					if (tkind(P) == PAPO_LT_NUM)
						advance(P);
					if (tkind(P) == PAPO_LT_CLOSE)
						advance(P);
				}
			}
			continue;
		}
		return skipped;
	}
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
 * A repeating decimal after the number node a: "0.\overline{3}",
 * "1.2\overline{34}".  The node's value becomes the fraction; 0 when
 * done, -1 when no repeating part follows.
 */
static int
repeating(struct parser *P, int a)
{
	struct papo_mx *m = P->m;
	struct papo_mx_num *x = &m->num[m->node[a].aux];
	size_t i = P->i, len, k;
	const char *d;
	mpq_t r;
	mpz_t t;
	int places = x->places < 0 ? 0 : x->places;

	if (other_is(P, i, ".") && x->places < 0)
		i++;
	if (!other_is(P, i, "\\overline") || i + 3 >= P->lx->n ||
	    P->lx->tok[i + 1].kind != PAPO_LT_OPEN ||
	    P->lx->tok[i + 2].kind != PAPO_LT_NUM ||
	    (P->lx->tok[i + 2].flags & PAPO_LTF_DOT) ||
	    P->lx->tok[i + 3].kind != PAPO_LT_CLOSE)
		return -1;
	if (x->places < 0 && i == P->i)
		return -1;	/* "5\overline{3}" is no decimal */
	d = P->lx->text.s + P->lx->tok[i + 2].off;
	len = P->lx->tok[i + 2].len;
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
	P->i = i + 4;
	P->split = 0;
	return 0;
}

/*
 * Integer literal a with subscript name: in a base from 2 to 36 (204_5,
 * 4210_{7}) its digits are read in that base; another subscript is
 * dropped.  Returns a, or -1 on an error.
 */
static int
number_base(struct parser *P, int a, const struct papo_buf *name)
{
	struct papo_mx_num *x = &P->m->num[P->m->node[a].aux];
	char *end, *digits;
	long b;
	int r = a;

	if (name->len == 0 || (b = strtol(name->s, &end, 10)) < 2 ||
	    b > 36 || *end != '\0')
		return a;
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

static int
p_postfix(struct parser *P)
{
	struct papo_mx *m = P->m;
	int a = p_atom(P);

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
			a = mk1(P, PAPO_MX_DEGREE, 0, a);
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
		} else if (t->kind == PAPO_LT_OP && t->sub == '_') {
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
			papo_buf_release(&name);
		} else if (m->node[a].kind == PAPO_MX_NUM &&
		    repeating(P, a) == 0) {
			continue;
		} else if (skip_unit(P)) {
			continue;
		} else if (t->kind == PAPO_LT_FUNC && t->len &&
		    m->node[a].kind == PAPO_MX_NUM &&
		    (t->sub == PAPO_FN_MIN || t->sub == PAPO_FN_SEC) &&
		    !(P->i + 1 < P->lx->n &&
		    P->lx->tok[P->i + 1].kind == PAPO_LT_OPEN)) {
			advance(P);	/* "5 min", "3 sec": units */
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
	else
		e = p_postfix(P);
	if (e >= 0 && tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
		advance(P);
		e = mk2(P, PAPO_MX_POW, 0, e, p_exponent(P));
	}
	leave(P);
	return e;
}

static int
p_power(struct parser *P)
{
	int b = p_postfix(P);

	while (b >= 0 && tkind(P) == PAPO_LT_OP && tsub(P) == '^') {
		advance(P);
		b = mk2(P, PAPO_MX_POW, 0, b, p_exponent(P));
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
		skip_unit(P);
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
		f = mk1(P, PAPO_MX_NEG, 0, p_factor(P));
	} else if (tkind(P) == PAPO_LT_OP && tsub(P) == '+') {
		advance(P);
		f = p_factor(P);
	} else
		f = p_power(P);
	leave(P);
	return f;
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
		} else if ((t->kind == PAPO_LT_OP && t->sub == '/') ||
		    t->kind == PAPO_LT_COLON) {
			advance(P);
			f = mk1(P, PAPO_MX_INV, 0, p_factor(P));
		} else if (starts_factor(P)) {
			int first = (int)m->stack[base];

			/* mixed numbers: 2\frac12, 1 1/2 */
			if (count == 1 && intlit(P, first) &&
			    t->kind == PAPO_LT_FRAC) {
				f = p_factor(P);
				if (f >= 0 && proper_frac(P, f)) {
					m->nstack = base;
					push(P,
					    mk2(P, PAPO_MX_ADD, 0, first, f));
					count = 1;
					continue;
				}
			} else if (count == 1 && intlit(P, first) &&
			    t->kind == PAPO_LT_NUM &&
			    (t->flags & PAPO_LTF_SPACE) &&
			    !(t->flags & PAPO_LTF_DOT) && P->i + 2 < P->lx->n &&
			    P->lx->tok[P->i + 1].kind == PAPO_LT_OP &&
			    P->lx->tok[P->i + 1].sub == '/' &&
			    P->lx->tok[P->i + 2].kind == PAPO_LT_NUM) {
				int a = p_power(P), b;

				advance(P);	/* the '/' */
				b = p_power(P);
				if (a < 0 || b < 0)
					return -1;
				f = mk2(P, PAPO_MX_MUL, 0, a,
				    mk1(P, PAPO_MX_INV, 0, b));
				if (f >= 0 && proper_frac(P, f)) {
					m->nstack = base;
					push(P,
					    mk2(P, PAPO_MX_ADD, 0, first, f));
					count = 1;
					continue;
				}
			} else
				f = p_factor(P);
		} else
			break;
		if (f < 0)
			return -1;
		push(P, f);
		count++;
	}
	if (count == 1) {
		f = (int)m->stack[base];
		m->nstack = base;
		return f;
	}
	return mk(P, PAPO_MX_MUL, 0, base);
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
		t = p_term(P);
		t = mk2(P, PAPO_MX_PM, mp, papo_mx_int(m, 0), t);
		if (t < 0)
			return -1;
		push(P, t);
		count = 1;
		goto more;
	}
	if ((t = p_term(P)) < 0)
		return -1;
	if (sign)
		t = mk1(P, PAPO_MX_NEG, 0, t);
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
			t = p_term(P);
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
			t = mk2(P, PAPO_MX_PM, mp, acc, p_term(P));
			if (t < 0)
				return -1;
			push(P, t);
			count = 1;
		} else
			break;
	}
	if (count == 1) {
		t = (int)m->stack[base];
		m->nstack = base;
		return t;
	}
	return mk(P, PAPO_MX_ADD, 0, base);
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

	/* "= 5", "\approx 3.01": a leading relation says nothing */
	while (tkind(P) == PAPO_LT_REL)
		advance(P);
	if ((a = p_setexpr(P)) < 0)
		return -1;
	if (tkind(P) != PAPO_LT_REL)
		return a;
	push(P, a);
	while (tkind(P) == PAPO_LT_REL) {
		int op = tsub(P);

		advance(P);
		if (at_stop(P))
			break;		/* "x =": a dangling relation */
		if ((a = p_setexpr(P)) < 0)
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
	if (count == 1) {
		P->m->nstack = base;
		return x;
	}
	return mk(P, PAPO_MX_LIST, ',', base);
}

/* Groups separated by ';', "and", "or". */
static int
p_top(struct parser *P)
{
	size_t base = P->m->nstack;
	int x, count = 0;

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
		if (tkind(P) != PAPO_LT_SEMI && !is_sep_word(tok(P)))
			break;
		while (tkind(P) == PAPO_LT_SEMI || is_sep_word(tok(P)))
			advance(P);
		if (at_stop(P))
			break;
	}
	leave(P);
	if (count == 1) {
		P->m->nstack = base;
		return x;
	}
	return mk(P, PAPO_MX_LIST, ';', base);
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

static int
p_atom(struct parser *P)
{
	struct papo_mx *m = P->m;
	const struct papo_ltok *t = tok(P);
	size_t len, base = m->nstack;
	const char *s = ttext(P, &len);
	int x = -1, n;

	if (enter(P) < 0)
		return -1;
	switch (t->kind) {
	case PAPO_LT_NUM:
		x = number(P, s, len, t->sub == 'e', 0);
		advance(P);
		break;
	case PAPO_LT_TIME: {
		long secs = strtol(s, NULL, 10);

		advance(P);
		if (tkind(P) == PAPO_LT_WORD || tkind(P) == PAPO_LT_TEXT) {
			const char *w = ttext(P, &len);
			char buf[8];
			size_t k, j = 0;

			for (k = 0; k < len && j < sizeof(buf) - 1; k++)
				if (w[k] != '.' && w[k] != ' ')
					buf[j++] = (char)(w[k] | 0x20);
			buf[j] = '\0';
			if (strcmp(buf, "pm") == 0 || strcmp(buf, "am") == 0) {
				if (buf[0] == 'p' && secs < 12 * 3600)
					secs += 12 * 3600;
				if (buf[0] == 'a' && secs >= 12 * 3600 &&
				    secs < 13 * 3600)
					secs -= 12 * 3600;
				advance(P);
			}
		}
		{
			char num[32];

			snprintf(num, sizeof(num), "%ld", secs);
			x = number(P, num, strlen(num), 0, PAPO_MXF_TIME);
		}
		break;
	}
	case PAPO_LT_SYM:
		if (len == 1 && s[0] == 'i')
			x = const_node(P, PAPO_C_I);
		else if (len == 1 && s[0] == 'e')
			x = const_node(P, PAPO_C_E);
		else {
			int fl = function_letter(s, len);

			x = sym_node(P, s, len);
			advance(P);
			if (x >= 0 && fl && tkind(P) == PAPO_LT_OPEN &&
			    tsub(P) == '(' &&
			    !(tok(P)->flags & PAPO_LTF_SPACE)) {
				advance(P);
				push(P, x);
				if (p_elems(P, "(") < 0)
					break;
				advance(P);
				x = mk(P, PAPO_MX_APPLY, 0, base);
			}
			break;
		}
		advance(P);
		break;
	case PAPO_LT_WORD:
		if (t->sub == PAPO_LW_AND) {
			x = fail(P, PAPO_MX_SYNTAX);
			break;
		}
		/* a run of letters is a product of variables: xy */
		for (n = 0; n < (int)len; n++) {
			int v = sym_node(P, s + n, 1);

			if (v < 0)
				break;
			push(P, v);
		}
		advance(P);
		x = m->nstack - base == 1 ? (int)m->stack[base] :
		    mk(P, PAPO_MX_MUL, 0, base);
		m->nstack = base;
		break;
	case PAPO_LT_CONST:
		x = const_node(P, t->sub);
		advance(P);
		break;
	case PAPO_LT_OPEN: {
		int open = t->sub;
		const char *closers = open == '(' ? "([" : open == '[' ? "[(" :
		    open == '{' ? "{" : open == 'S' ? "S" : open == 'A' ? "A" :
		    open == 'F' ? "F" : "C";

		advance(P);
		if (open == 'S' && tkind(P) == PAPO_LT_CLOSE &&
		    tsub(P) == 'S') {
			advance(P);
			x = const_node(P, PAPO_C_EMPTY);
			break;
		}
		if ((n = p_elems(P, closers)) < 0)
			break;
		{
			int close = tsub(P);

			advance(P);
			if (open == 'F' || open == 'C') {
				if (n != 1) {
					x = fail(P, PAPO_MX_SYNTAX);
					break;
				}
				x = mk(P, PAPO_MX_FUNC, open == 'F' ?
				    PAPO_FN_FLOOR : PAPO_FN_CEIL, base);
			} else if (open == 'S') {
				x = mk(P, PAPO_MX_SET, 0, base);
			} else if (n == 1 && open == '{') {
				x = (int)m->stack[base];
				m->nstack = base;
			} else if (n == 1 && ((open == '(' && close == '(') ||
			    (open == '[' && close == '['))) {
				x = (int)m->stack[base];
				m->nstack = base;
				m->node[x].flags |= PAPO_MXF_PAREN;
			} else if (open == '{') {
				x = mk(P, PAPO_MX_LIST, ',', base);
			} else {
				x = mk(P, PAPO_MX_TUPLE, open == 'A' ? '<' :
				    open, base);
				if (x >= 0)
					m->node[x].aux2 = open == 'A' ? '>' :
					    close == '(' ? ')' : ']';
			}
		}
		break;
	}
	case PAPO_LT_BAR:
		advance(P);
		P->bars++;
		x = p_top(P);
		P->bars--;
		if (x < 0)
			break;
		if (tkind(P) != PAPO_LT_BAR) {
			x = fail(P, PAPO_MX_SYNTAX);
			break;
		}
		advance(P);
		x = mk1(P, PAPO_MX_FUNC, PAPO_FN_ABS, x);
		break;
	case PAPO_LT_FRAC: {
		int a, b;

		advance(P);
		a = p_arg(P);
		b = a >= 0 ? p_arg(P) : -1;
		x = mk2(P, PAPO_MX_MUL, 0, a, mk1(P, PAPO_MX_INV, 0, b));
		break;
	}
	case PAPO_LT_SQRT: {
		int idx = -1, a;

		advance(P);
		if (tkind(P) == PAPO_LT_OPEN && tsub(P) == '[') {
			advance(P);
			idx = p_top(P);
			if (idx < 0)
				break;
			if (tkind(P) != PAPO_LT_CLOSE || tsub(P) != '[') {
				x = fail(P, PAPO_MX_SYNTAX);
				break;
			}
			advance(P);
		}
		a = p_arg(P);
		x = idx >= 0 ? mk2(P, PAPO_MX_FUNC, PAPO_FN_ROOT, a, idx) :
		    mk1(P, PAPO_MX_FUNC, PAPO_FN_SQRT, a);
		break;
	}
	case PAPO_LT_BINOM: {
		int a, b;

		advance(P);
		a = p_arg(P);
		b = a >= 0 ? p_arg(P) : -1;
		x = mk2(P, PAPO_MX_FUNC, PAPO_FN_BINOM, a, b);
		break;
	}
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
		if (t->sub == '\\') {
			/* \sum, \lim, \int: readable, not evaluable */
			x = text_node(P, PAPO_MX_UNSUP, s, len);
			advance(P);
			while (tkind(P) == PAPO_LT_OP && (tsub(P) == '_' ||
			    tsub(P) == '^')) {
				struct papo_buf junk = PAPO_BUF_INIT;

				advance(P);
				subscript(P, &junk);
				papo_buf_release(&junk);
			}
			break;
		}
		x = fail(P, PAPO_MX_SYNTAX);
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

/* ---------------------------------------------------------------- */
/* exact evaluation */

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

static mpq_ptr
qtemp(struct papo_mx *m, int d, int k)
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

static int
is_int(mpq_srcptr q)
{
	return mpz_cmp_ui(mpq_denref(q), 1) == 0;
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
		if (mpz_sgn(k) < 0)
			return PAPO_MX_UNDEF;
		mpq_set_ui(out, mpz_sgn(k) == 0 ? 1 : 0, 1);
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

static int
ex_func(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	const struct papo_mx_node *nd = &m->node[i];
	mpq_ptr a = qtemp(m, d + 1, 1), b = qtemp(m, d + 1, 2);
	int st;
	uint32_t k;

	switch (nd->sub) {
	case PAPO_FN_MIN:
	case PAPO_FN_MAX:
	case PAPO_FN_GCD:
	case PAPO_FN_LCM:
		for (k = 0; k < nd->n; k++) {
			if ((st = ex(m, papo_mx_kid(m, i, k), d + 1, a)) != 0)
				return st;
			if (nd->sub == PAPO_FN_GCD || nd->sub == PAPO_FN_LCM) {
				if (!is_int(a))
					return PAPO_MX_NONRAT;
				if (k == 0)
					mpq_abs(out, a);
				else if (nd->sub == PAPO_FN_GCD)
					mpz_gcd(mpq_numref(out),
					    mpq_numref(out), mpq_numref(a));
				else
					mpz_lcm(mpq_numref(out),
					    mpq_numref(out), mpq_numref(a));
				continue;
			}
			if (k == 0 || (nd->sub == PAPO_FN_MIN ?
			    mpq_cmp(a, out) < 0 : mpq_cmp(a, out) > 0))
				mpq_set(out, a);
		}
		return too_big(out) ? PAPO_MX_BIG : PAPO_MX_OK;
	default:
		break;
	}
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
		if (!is_int(b) || mpz_sgn(mpq_numref(b)) <= 0 ||
		    mpz_cmp_ui(mpq_numref(b), 1000000) > 0)
			return PAPO_MX_NONRAT;
		{
			unsigned long n = mpz_get_ui(mpq_numref(b));

			if (mpq_sgn(a) < 0 && (n & 1)) {
				mpq_neg(a, a);
				if (exact_root(out, a, n) < 0)
					return PAPO_MX_NONRAT;
				mpq_neg(out, out);
				return PAPO_MX_OK;
			}
			return exact_root(out, a, n) < 0 ? PAPO_MX_NONRAT :
			    PAPO_MX_OK;
		}
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
		if (!is_int(a))
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
		if (!is_int(a) || !is_int(b))
			return PAPO_MX_NONRAT;
		if (mpq_sgn(b) < 0) {
			mpq_set_ui(out, 0, 1);
			return PAPO_MX_OK;
		}
		if (mpz_cmp_ui(mpq_numref(b), 100000) > 0 ||
		    mpz_sizeinbase(mpq_numref(a), 2) *
		    mpz_get_ui(mpq_numref(b)) > (size_t)PAPO_MX_MAX_BITS)
			return PAPO_MX_BIG;
		mpz_bin_ui(mpq_numref(out), mpq_numref(a),
		    mpz_get_ui(mpq_numref(b)));
		mpz_set_ui(mpq_denref(out), 1);
		return PAPO_MX_OK;
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

static int
ex(struct papo_mx *m, int i, int d, mpq_ptr out)
{
	const struct papo_mx_node *nd = &m->node[i];
	mpq_ptr t;
	int st;
	uint32_t k;

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
		t = qtemp(m, d + 1, 0);
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
	case PAPO_MX_POW: {
		mpq_ptr e = qtemp(m, d + 1, 1);

		if ((st = ex(m, papo_mx_kid(m, i, 1), d + 1, e)) != 0)
			return st;
		if ((st = ex(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		if (is_int(e)) {
			mpq_ptr r = qtemp(m, d + 1, 2);

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
			mpq_ptr r = qtemp(m, d + 1, 2);
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

/* ---------------------------------------------------------------- */
/* ball evaluation */

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

void
papo_mx_set_point(struct papo_mx *m, unsigned trial)
{
	/* near 1, inside (0, 1), then larger: piecewise functions such as
	   floor(n/2) and floor(sqrt(n - 1)) agree on a short range */
	static const double lo[4] = { 1.25, 0.1, 3.5, 13.5 };
	static const double width[4] = { 2.0, 0.8, 10.0, 50.0 };
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

		if ((long)mpfr_get_prec(m->pt[s]) < m->prec)
			mpfr_set_prec(m->pt[s], (mpfr_prec_t)m->prec);
		mpfr_set_d(m->pt[s], lo[trial % 4] + width[trial % 4] * u,
		    MPFR_RNDN);
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
	mpq_ptr q = qtemp(m, 0, 2);
	int st;

	/* a rational exponent is done exactly where it matters */
	if (!(m->node[enode].flags & PAPO_MXF_SYM) &&
	    papo_mx_exact(m, enode, q) == PAPO_MX_OK) {
		if (is_int(q) && mpz_fits_slong_p(mpq_numref(q)) &&
		    mpz_cmpabs_ui(mpq_numref(q), 1UL << 40) <= 0)
			return b_pow_si(m, r, a, mpz_get_si(mpq_numref(q)));
		if (!is_int(q) && mpz_fits_slong_p(mpq_numref(q)) &&
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

static int
b_func(struct papo_mx *m, int i, int d, struct papo_mx_ball *r)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *a = btemp(m, d + 1, 0), *b = btemp(m, d + 1, 1);
	int fn = nd->sub, st;
	uint32_t k;

	if (nd->n < 1)
		return PAPO_MX_NOTSCALAR;
	if (fn == PAPO_FN_MIN || fn == PAPO_FN_MAX) {
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
	if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, a)) != 0)
		return st;
	switch (fn) {
	case PAPO_FN_SQRT:
		return b_sqrt(m, r, a);
	case PAPO_FN_ROOT: {
		mpq_ptr q = qtemp(m, 0, 2);
		int en = papo_mx_kid(m, i, 1);

		if (papo_mx_exact(m, en, q) == PAPO_MX_OK && is_int(q) &&
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
			r->rad = a->rad == EXACT ? EXACT :
			    a->rad - low + MAG(r) + 2;
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
	case PAPO_FN_EXP:
		return b_exp(m, r, a);
	case PAPO_FN_LN:
	case PAPO_FN_LOG:
	case PAPO_FN_LG:
		if ((st = b_log(m, r, a)) != 0)
			return st;
		if (nd->n == 2) {
			if ((st = bl(m, papo_mx_kid(m, i, 1), d + 1, a)) != 0)
				return st;
			if ((st = b_log(m, b, a)) != 0)
				return st;
			if ((st = b_inv(m, a, b)) != 0)
				return st;
			b_mul(m, r, r, a);
		}
		return b_finite(r);
	case PAPO_FN_SIN:
	case PAPO_FN_COS:
		if (!mpfr_zero_p(a->im))
			return b_via_exp(m, r, a, fn, d);
		return b_real_fn(m, r, a, fn);
	case PAPO_FN_TAN:
	case PAPO_FN_COT:
	case PAPO_FN_SEC:
	case PAPO_FN_CSC: {
		struct papo_mx_ball *s = btemp(m, d + 1, 2);

		if (!mpfr_zero_p(a->im))
			return PAPO_MX_NOTSCALAR;
		if (fn != PAPO_FN_SEC &&
		    (st = b_real_fn(m, s, a, PAPO_FN_SIN)) != 0)
			return st;
		if (fn != PAPO_FN_CSC &&
		    (st = b_real_fn(m, b, a, PAPO_FN_COS)) != 0)
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
	case PAPO_FN_CSCH: {
		struct papo_mx_ball *s = btemp(m, d + 1, 1),
		    *c = btemp(m, d + 1, 4);

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
	case PAPO_FN_FLOOR:
	case PAPO_FN_CEIL:
	case PAPO_FN_SGN: {
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
			if (mpfr_zero_p(t) ||
			    (long)mpfr_get_exp(t) <= a->rad + 2)
				return PAPO_MX_UNSTABLE;
			mpfr_ui_sub(t, 1, t, MPFR_RNDN);
			if (mpfr_zero_p(t) ||
			    (long)mpfr_get_exp(t) <= a->rad + 2)
				return PAPO_MX_UNSTABLE;
		}
		r->rad = EXACT;
		return PAPO_MX_OK;
	}
	case PAPO_FN_FACT:
	case PAPO_FN_BINOM: {
		/* n! = gamma(n + 1); binom(n, k) through three of them */
		if (!mpfr_zero_p(a->im))
			return PAPO_MX_NOTSCALAR;
		if (fn == PAPO_FN_BINOM) {
			struct papo_mx_ball *g = btemp(m, d + 1, 2);
			struct papo_mx_ball *h = btemp(m, d + 1, 3);

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
			mpfr_gamma(g->re, a->re, MPFR_RNDN);
			mpfr_gamma(m->tmp[0], b->re, MPFR_RNDN);
			mpfr_gamma(m->tmp[1], h->re, MPFR_RNDN);
			if (!mpfr_number_p(g->re) ||
			    !mpfr_number_p(m->tmp[0]) ||
			    !mpfr_number_p(m->tmp[1]) ||
			    mpfr_zero_p(m->tmp[0]) || mpfr_zero_p(m->tmp[1]))
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
		/*
		 * mpfr_fac_ui is linear in n, gamma's series in the
		 * precision: 20000! takes 1.2 ms one way and 20 us the
		 * other at 256 bits (800 of them made one answer take
		 * seconds), while at 4096 bits gamma is the slow one for
		 * n near 1000.  Factorials only where they are cheaper.
		 */
		if (mpfr_integer_p(a->re) && a->rad == EXACT &&
		    mpfr_sgn(a->re) >= 0 &&
		    (mpfr_cmp_ui(a->re, 300) <= 0 ||
		    mpfr_cmp_ui(a->re, (unsigned long)m->prec / 2) <= 0)) {
			int t = mpfr_fac_ui(r->re, mpfr_get_ui(a->re,
			    MPFR_RNDN), MPFR_RNDN);

			mpfr_set_ui(r->im, 0, MPFR_RNDN);
			r->rad = EXACT;
			if (t)
				rounded(m, r, 1);
			return b_finite(r);
		}
		if (mpfr_integer_p(a->re) && mpfr_sgn(a->re) < 0)
			return PAPO_MX_UNDEF;
		mpfr_add_ui(b->re, a->re, 1, MPFR_RNDN);
		mpfr_gamma(r->re, b->re, MPFR_RNDN);
		mpfr_set_ui(r->im, 0, MPFR_RNDN);
		r->rad = EXACT;
		rounded(m, r, 2);
		if (a->rad != EXACT)
			r->rad = lmax(r->rad, MAG(r) + a->rad +
			    digamma_bits(a->re) + 3);
		return b_finite(r);
	}
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
	int st, t1, t2;

	if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
		return st;
	radsum_add(&rs, out->rad);
	for (k = 1; k < nd->n; k++) {
		if ((st = bl(m, papo_mx_kid(m, i, k), d + 1, t)) != 0)
			return st;
		radsum_add(&rs, t->rad);
		t1 = mpfr_add(out->re, out->re, t->re, MPFR_RNDN);
		t2 = mpfr_add(out->im, out->im, t->im, MPFR_RNDN);
		if ((st = b_finite(out)) != 0)
			return st;
		/* each component rounded by at most half an ulp */
		if ((t1 || t2) && MAG(out) != EXACT)
			radsum_add(&rs, MAG(out) - m->prec);
	}
	out->rad = radsum_total(&rs);
	return PAPO_MX_OK;
}

static int
bl(struct papo_mx *m, int i, int d, struct papo_mx_ball *out)
{
	const struct papo_mx_node *nd = &m->node[i];
	struct papo_mx_ball *t;
	int st;
	uint32_t k;

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
	case PAPO_MX_ADD:
		return bl_sum(m, i, d, out);
	case PAPO_MX_MUL:
		t = btemp(m, d + 1, 5);
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
		t = btemp(m, d + 1, 5);
		if ((st = bl(m, papo_mx_kid(m, i, 0), d + 1, out)) != 0)
			return st;
		if (nd->kind == PAPO_MX_PERCENT) {
			mpq_ptr q = qtemp(m, 0, 2);

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
