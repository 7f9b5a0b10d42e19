/* SPDX-License-Identifier: MIT */
/*
 * verify.c: does a response's final answer equal the reference? The checker
 * behind papo-verify: its entry points and verdict, the rules that read a
 * whole answer, and the order of all the rules.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "latex.h"
#include "mathexpr.h"
#include "units.h"
#include "verify.h"
#include "verify_impl.h"
#include "xalloc.h"

static int label_unit(struct papo_verify *, const char *, size_t);
static int check_label_unit(struct papo_verify *, const char *, size_t);

#ifdef __SSE2__
#include <emmintrin.h>
#endif

static const char *const reasons[PAPO_V_NVERDICTS] = {
	"equal", "not_equal", "no_answer", "no_reference", "capped",
	"uncertain"
};

void
papo_verify_defaults(struct papo_verify_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->answer.think = PAPO_THINK_CUT;
	o->answer.extract = PAPO_EXTRACT_ALL;
	o->tol = 1e-3;
	o->prec = 256;
	o->trials = 4;
}

const char *
papo_verify_reason(int verdict)
{
	return verdict >= 0 && verdict < PAPO_V_NVERDICTS ? reasons[verdict] :
	    "unknown";
}

struct papo_verify *
papo_verify_new(const struct papo_verify_opts *o)
{
	struct papo_verify *v = papo_xcalloc(1, sizeof(*v));

	v->o = *o;
	papo_lex_init(&v->lx);
	papo_mx_init(&v->mx);
	papo_buf_init(&v->pred);
	papo_buf_init(&v->gold);
	papo_buf_init(&v->gtext);
	papo_buf_init(&v->ptext);
	papo_buf_init(&v->scratch);
	papo_buf_init(&v->gnorm);
	papo_buf_init(&v->pnorm);
	papo_buf_init(&v->alts);
	papo_buf_init(&v->resp);
	papo_buf_init(&v->trigger);
	papo_buf_init(&v->spelled);
	papo_buf_init(&v->fracs);
	papo_buf_init(&v->pcts);
	papo_buf_init(&v->unstruck);
	papo_buf_init(&v->lines);
	papo_buf_init(&v->plain);
	papo_buf_init(&v->nfc);
	papo_buf_init(&v->pnfc);
	papo_buf_init(&v->nprob);
	papo_buf_init(&v->nresp);
	papo_buf_init(&v->npred);
	papo_mx_ball_init(&v->ba, o->prec);
	papo_mx_ball_init(&v->bb, o->prec);
	mpq_inits(v->qa, v->qb, v->qc, v->qu, v->qt, NULL);
	mpfr_inits2((mpfr_prec_t)o->prec, v->fa, v->fb, v->fc, (mpfr_ptr)NULL);
	v->fprec = o->prec;
	return v;
}

void
papo_verify_free(struct papo_verify *v)
{
	if (v == NULL)
		return;
	papo_lex_release(&v->lx);
	papo_mx_release(&v->mx);
	papo_buf_release(&v->pred);
	papo_buf_release(&v->gold);
	papo_buf_release(&v->gtext);
	papo_buf_release(&v->ptext);
	papo_buf_release(&v->scratch);
	papo_buf_release(&v->gnorm);
	papo_buf_release(&v->pnorm);
	papo_buf_release(&v->alts);
	papo_buf_release(&v->resp);
	papo_buf_release(&v->trigger);
	papo_buf_release(&v->spelled);
	papo_buf_release(&v->fracs);
	papo_buf_release(&v->pcts);
	papo_buf_release(&v->unstruck);
	papo_buf_release(&v->lines);
	papo_buf_release(&v->plain);
	papo_buf_release(&v->nfc);
	papo_buf_release(&v->pnfc);
	papo_buf_release(&v->ref);
	papo_buf_release(&v->reftmp);
	papo_buf_release(&v->symu);
	papo_buf_release(&v->nprob);
	papo_buf_release(&v->nresp);
	papo_buf_release(&v->npred);
	papo_mx_ball_clear(&v->ba);
	papo_mx_ball_clear(&v->bb);
	mpq_clears(v->qa, v->qb, v->qc, v->qu, v->qt, NULL);
	mpfr_clears(v->fa, v->fb, v->fc, (mpfr_ptr)NULL);
	free(v);
}

/* ---------------------------------------------------------------- */
/* whole answers, and the order of the rules */

/*
 * Are x and y two integers, y written as such and x one or an
 * expression of its value ("42 \approx 43", "3 + 4 \approx 8"), that
 * differ where y ends in no zero: no rounding of x (1001 \approx 1000,
 * 42 \approx 40 are)?  An approximation between them is the one or
 * the other value, never both.
 */
static int
ints_apart(struct papo_verify *v, int x, int y)
{
	double a, b;

	if (kind(v, y) != PAPO_MX_NUM ||
	    ((flags(v, x) | flags(v, y)) & PAPO_MXF_DEC) ||
	    papo_mx_ball(&v->mx, x, &v->ba) != PAPO_MX_OK ||
	    papo_mx_ball(&v->mx, y, &v->bb) != PAPO_MX_OK)
		return 0;
	a = mpfr_get_d(v->ba.re, MPFR_RNDN);
	b = mpfr_get_d(v->bb.re, MPFR_RNDN);
	if (kind(v, x) != PAPO_MX_NUM && (a != (double)(long long)a ||
	    v->ba.rad != PAPO_MX_EXACT || !mpfr_zero_p(v->ba.im)))
		return 0;	/* an expression: of an exact integer only */
	return a != b && b > -1e15 && b < 1e15 && b == (double)(long long)b &&
	    (long long)b % 10 != 0;
}

/*
 * Does chain i say a constant is about a decimal it is not
 * ("\cos(-2.01) \approx 0.425" for -0.425), or an integer about
 * another ("42 \approx 43": ints_apart)?  Then it answers nothing:
 * the exact part and the number both claim to be the answer.
 */
static int
false_approx(struct papo_verify *v, int i)
{
	uint32_t k, n = ND(v, i)->n;

	if (kind(v, i) != PAPO_MX_REL || n > 16)
		return 0;
	for (k = 0; k + 1 < n; k++) {
		int x = KID(v, i, k), y = KID(v, i, k + 1);

		if (relop(v, i, k) != PAPO_REL_APPROX ||
		    !papo_verify_is_const(v, x) || !papo_verify_is_const(v, y))
			continue;
		if (ints_apart(v, x, y))
			return 1;	/* "42 \approx 43" */
		if ((flags(v, y) & PAPO_MXF_DEC) &&
		    papo_verify_rounds_to(v, x, y) == 0)
			return 1;
		if (!(flags(v, y) & PAPO_MXF_DEC) && (flags(v, x) &
		    PAPO_MXF_DEC) && papo_verify_rounds_to(v, y, x) == 0)
			return 1;
	}
	return 0;
}

/*
 * x = y = z = 1 as the named tuple (x, y, z) = (1, 1, 1): a new node,
 * or -1 when i is no chain of two or more distinct variables then a
 * value.
 */
static int
chain_tuple(struct papo_verify *v, int i)
{
	int names[16], vals[16], t[2];
	uint32_t n, k, j;

	if (kind(v, i) != PAPO_MX_REL || (n = ND(v, i)->n) < 3 || n > 17)
		return -1;
	for (k = 0; k + 1 < n; k++) {
		int x = KID(v, i, k);

		if (relop(v, i, k) != PAPO_REL_EQ || kind(v, x) !=
		    PAPO_MX_SYM)
			return -1;
		for (j = 0; j < k; j++)
			if (ND(v, names[j])->aux == ND(v, x)->aux)
				return -1;
		names[k] = x;
		vals[k] = KID(v, i, n - 1);
	}
	if (flags(v, KID(v, i, n - 1)) & (PAPO_MXF_SYM | PAPO_MXF_STRUCT))
		return -1;
	t[0] = papo_mx_new(&v->mx, PAPO_MX_TUPLE, '(', names, n - 1);
	t[1] = papo_mx_new(&v->mx, PAPO_MX_TUPLE, '(', vals, n - 1);
	if (t[0] < 0 || t[1] < 0)
		return -1;
	ND(v, t[0])->aux2 = ND(v, t[1])->aux2 = ')';
	return papo_mx_rel2(&v->mx, t[0], PAPO_REL_EQ, t[1]);
}

/* A tuple, or a tuple named by a tuple of labels? */
static int
is_tuple_answer(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_TUPLE || (is_assign(v, i) &&
	    kind(v, KID(v, i, 0)) == PAPO_MX_TUPLE);
}

/*
 * The decimal literal that ends chain i of = and \approx (x = 1/3 =
 * 0.333), after a label or a constant it rounds; or -1.
 */
static int
decimal_end(struct papo_verify *v, int i)
{
	uint32_t n, k;
	int d, p;

	if (kind(v, i) != PAPO_MX_REL || (n = ND(v, i)->n) < 2)
		return -1;
	for (k = 0; k + 1 < n; k++)
		if (relop(v, i, k) != PAPO_REL_EQ &&
		    relop(v, i, k) != PAPO_REL_APPROX)
			return -1;
	d = KID(v, i, n - 1);
	p = KID(v, i, n - 2);
	if (kind(v, d) == PAPO_MX_NEG)
		d = KID(v, d, 0);
	if (kind(v, d) != PAPO_MX_NUM || !(flags(v, d) & PAPO_MXF_DEC))
		return -1;
	d = KID(v, i, n - 1);
	return papo_verify_is_label(v, p) || (papo_verify_is_const(v, p) &&
	    papo_verify_rounds_to(v, p, d) == 1) ? d : -1;
}

/*
 * A chain that ends in a decimal also answers that decimal: R_EQ when a
 * equals the decimal of b's chain, or b the decimal of a's; NEXT
 * otherwise (the exact part is compared next).
 */
static int
cmp_decimal_end(struct papo_verify *v, int a, int b, int depth)
{
	int d;

	if ((d = decimal_end(v, a)) >= 0 &&
	    papo_verify_cmp(v, d, b, depth + 1) == R_EQ)
		return R_EQ;
	if ((d = decimal_end(v, b)) >= 0 &&
	    papo_verify_cmp(v, a, d, depth + 1) == R_EQ)
		return R_EQ;
	return NEXT;
}

/*
 * Compare reference tree a with response tree b: the first rule that
 * applies decides (see the man page for their order).
 */
int
papo_verify_cmp(struct papo_verify *v, int a, int b, int depth)
{
	int ka, kb, r;

	if (depth > 24 || ++v->steps > PAPO_VERIFY_MAX_STEPS)
		return R_CAP;
	/* x = y = z = 1 against (1, 1, 1) */
	if (is_tuple_answer(v, a) && (r = chain_tuple(v, b)) >= 0)
		b = r;
	else if (is_tuple_answer(v, b) && (r = chain_tuple(v, a)) >= 0)
		a = r;
	/* a response whose value and approximation disagree */
	if (depth == 0 && false_approx(v, b))
		return R_NE;
	/* a reference \cos(-2.01) \approx -0.425 asks for either, and a
	   response \frac{1}{3} = 0.333 answers either */
	if (depth == 0 && (r = cmp_decimal_end(v, a, b, depth)) != NEXT)
		return r;
	v->intrel = kind(v, a) == PAPO_MX_REL && kind(v, b) == PAPO_MX_REL;
	/* two inequalities (or memberships) describe sets of their own
	   variables' values: "y > 2" is not "x > 2" */
	if (v->intrel && papo_verify_ineq_vars_differ(v, a, b))
		return R_NE;
	a = papo_verify_canon(v, a);
	b = papo_verify_canon(v, b);
	v->intrel = 0;
	if (a >= 0 && b >= 0 && is_hm(v, a) && !is_time(v, b))
		a = papo_verify_hm_ratio(v, a);
	else if (a >= 0 && b >= 0 && is_hm(v, b) && !is_time(v, a))
		b = papo_verify_hm_ratio(v, b);
	if (a >= 0)
		a = papo_verify_hoist_unit(v, a);
	if (b >= 0)
		b = papo_verify_hoist_unit(v, b);
	if (a < 0 || b < 0)
		return R_CAP;
	if (depth == 0 &&
	    (r = papo_verify_cmp_unit_fracs(v, a, b, depth)) != NEXT)
		return r;
	if ((flags(v, a) | flags(v, b)) & PAPO_MXF_PM)
		return papo_verify_cmp_pm(v, a, b, depth);
	if ((r = papo_verify_cmp_folded(v, a, b, depth)) != NEXT)
		return r;
	if ((r = papo_verify_cmp_labelled(v, a, b, depth)) != NEXT)
		return r;
	ka = kind(v, a);
	kb = kind(v, b);
	if (ka == PAPO_MX_REL || kb == PAPO_MX_REL)
		return papo_verify_cmp_relations(v, a, b, depth);
	/* a percentage is no angle and no quantity: 33% is not 33° */
	if ((ka == PAPO_MX_PERCENT && (kb == PAPO_MX_DEGREE ||
	    kb == PAPO_MX_UNIT)) || (kb == PAPO_MX_PERCENT &&
	    (ka == PAPO_MX_DEGREE || ka == PAPO_MX_UNIT)))
		return R_NE;
	if (ka != PAPO_MX_UNIT && kb == PAPO_MX_UNIT) {
		if ((a = papo_verify_letter_unit(v, a, b)) < 0)
			return R_CAP;	/* "1500 m" against 1.5 km */
		ka = kind(v, a);
	} else if (ka == PAPO_MX_UNIT && kb != PAPO_MX_UNIT) {
		if ((b = papo_verify_letter_unit(v, b, a)) < 0)
			return R_CAP;	/* 5 kg against "5000 g" */
		kb = kind(v, b);
	}
	if (ka == PAPO_MX_UNIT || kb == PAPO_MX_UNIT)
		return papo_verify_cmp_quantity(v, a, b, depth);
	/* percent: x% matches x or x/100; degrees: 90^\circ, 90 or pi/2 */
	if (ka == PAPO_MX_PERCENT || kb == PAPO_MX_PERCENT)
		return papo_verify_cmp_unit(v, a, b, PAPO_MX_PERCENT, depth);
	if (ka == PAPO_MX_DEGREE || kb == PAPO_MX_DEGREE)
		return papo_verify_cmp_unit(v, a, b, PAPO_MX_DEGREE, depth);
	if (is_coll(v, a) || is_coll(v, b))
		return papo_verify_cmp_colls(v, a, b, depth);
	if (ka == PAPO_MX_TUPLE || kb == PAPO_MX_TUPLE ||
	    ka == PAPO_MX_MATRIX || kb == PAPO_MX_MATRIX)
		return papo_verify_cmp_shaped(v, a, b, depth);
	return papo_verify_cmp_leaves(v, a, b, depth);
}

/* ---------------------------------------------------------------- */
/* top level */

/* A canonical string of the tokens, for answers math cannot read. */
void
papo_verify_token_text(const struct papo_lex *lx, struct papo_buf *out)
{
	size_t k, j;

	papo_buf_reset(out);
	for (k = 0; k < lx->n; k++) {
		const struct papo_ltok *t = &lx->tok[k];
		const char *s = lx->text.s + t->off;

		papo_buf_addc(out, (char)('A' + t->kind));
		papo_buf_addc(out, (char)t->sub);
		for (j = 0; j < t->len; j++) {
			char c = s[j];

			if (c == ' ')
				continue;
			if ((t->kind == PAPO_LT_WORD ||
			    t->kind == PAPO_LT_TEXT) &&
			    c >= 'A' && c <= 'Z')
				c = (char)(c - 'A' + 'a');
			papo_buf_addc(out, c);
		}
		papo_buf_addc(out, '|');
	}
}

/* Is the '$' at p[0] a dollar's sign before its amount, "$42": a
   digit after it and no other '$' in p[0..n) to pair with? */
static int
lone_dollar(const char *p, size_t n)
{
	return n > 1 && p[1] >= '0' && p[1] <= '9' &&
	    memchr(p + 1, '$', n - 1) == NULL;
}

/*
 * Trim blanks, '$' and a final period.  A '$' that no other '$' pairs
 * with is a currency sign, kept: after the amount ("42 $", dollars, as
 * papo_answer_normalize reads it) or before it ("$42", as the lexer
 * does).
 */
static void
trim_answer(const char **s, size_t *n)
{
	const char *p = *s;
	size_t len = *n, k, e;

	/*
	 * Form feeds and vertical tabs are spaces too, but not in front of
	 * a letter: there they stand for a backslash lost to JSON escaping
	 * ("\frac"), which the lexer repairs (see lead_space in answer_impl.h).
	 */
	while (len && (p[0] == ' ' || p[0] == '\t' || p[0] == '\n' ||
	    p[0] == '\r' || (p[0] == '$' && !lone_dollar(p, len)) ||
	    ((p[0] == '\f' || p[0] == '\v') &&
	    !(len > 1 && isalpha((unsigned char)p[1]))))) {
		p++;
		len--;
	}
	for (e = len; e > 0 && (p[e - 1] == ' ' || p[e - 1] == '.'); e--)
		;
	k = (size_t)(p - *s) + e;
	if (e > 1 && p[e - 1] == '$' && p[e - 2] == ' ' &&
	    memchr(*s, '$', k - 1) == NULL) {
		*s = p;		/* "42 $" */
		*n = e;
		return;
	}
	while (len && (p[len - 1] == ' ' || p[len - 1] == '\t' ||
	    p[len - 1] == '\n' || p[len - 1] == '\r' || p[len - 1] == '$' ||
	    p[len - 1] == '.' || p[len - 1] == '\f' || p[len - 1] == '\v'))
		len--;
	*s = p;
	*n = len;
}

/* A plain integer with optional sign: its digits without leading zeros. */
static int
plain_int(const char *s, size_t n, const char **d, size_t *dn, int *neg)
{
	size_t k = 0;

	*neg = 0;
	if (k < n && (s[k] == '-' || s[k] == '+')) {
		*neg = s[k] == '-';
		k++;
	}
	if (k == n)
		return 0;
	for (size_t j = k; j < n; j++)
		if (s[j] < '0' || s[j] > '9')
			return 0;
	while (k + 1 < n && s[k] == '0')
		k++;
	*d = s + k;
	*dn = n - k;
	if (*dn == 1 && s[k] == '0')
		*neg = 0;
	return 1;
}

/*
 * A plain decimal s[0..n): digits, then at most one point and digits
 * after it ("7.2", "90"), no sign; *ip gets its integer part (at most
 * 15 digits) and *dec whether it has a point.  0 for anything else.
 */
static int
plain_dec(const char *s, size_t n, unsigned long long *ip, int *dec)
{
	size_t k = 0;

	*ip = 0;
	*dec = 0;
	for (; k < n && s[k] >= '0' && s[k] <= '9'; k++) {
		if (k == 15)
			return 0;
		*ip = *ip * 10 + (unsigned)(s[k] - '0');
	}
	if (k == 0)
		return 0;
	if (k == n)
		return 1;
	if (s[k] != '.' || k + 1 == n)
		return 0;
	for (k++; k < n; k++)
		if (s[k] < '0' || s[k] > '9')
			return 0;
	*dec = 1;
	return 1;
}

/*
 * Two plain decimals, one with a point, whose integer parts are two or
 * more apart ("90" and "7.2"): they differ by more than 1, more than a
 * decimal literal's rounding (a unit in its last place, at most 0.1)
 * allows, so they are not equal; 1 then, without a parse.
 */
static int
decimals_apart(const char *g, size_t gn, const char *p, size_t pn)
{
	unsigned long long a, b;
	int ad, bd;

	if (!plain_dec(g, gn, &a, &ad) || !plain_dec(p, pn, &b, &bd) ||
	    !(ad || bd))
		return 0;
	return a > b ? a - b >= 2 : b - a >= 2;
}

/*
 * Is s[0..n) a plain decimal, a minus sign before it or not ("-7.2")?
 * papo_answer_normalize, which reads words, marks and brackets, leaves
 * one as it is: it is not asked.
 */
static int
bare_decimal(const char *s, size_t n)
{
	unsigned long long ip;
	int dec;

	if (n > 0 && s[0] == '-') {
		s++;
		n--;
	}
	return plain_dec(s, n, &ip, &dec);
}

/* What choice() reads after a bare letter beside its marks: its value
   glued in parentheses ("B(7)"), or set apart ("C, 7"); LOWER, a bare
   lower-case label "b)" or MathQA's "b )" (under a problem that lists
   its options so). */
enum { GLUED = 1, APART = 2, LOWER = 3 };

/*
 * The length of a comma or a dash set apart by spaces at s[i] (in
 * s[..n)) that parts a bare letter from its option's text ("C, 7", "C -
 * 7", "C – 7", "C — 7"), the spaces after it too; 0 when there is none,
 * or what follows is another letter alone ("A, C", "A - D").
 */
static size_t
apart(const char *s, size_t i, size_t n)
{
	size_t k = i;

	if (s[k] == ',')
		k++;
	else if (k + 2 < n && s[k] == ' ' && s[k + 1] == '-')
		k += 2;
	else if (k + 4 < n && s[k] == ' ' && (memcmp(s + k + 1,
	    "\xe2\x80\x93", 3) == 0 || memcmp(s + k + 1, "\xe2\x80\x94",
	    3) == 0))
		k += 4;	/* – — */
	else
		return 0;
	if (k >= n || s[k] != ' ')
		return 0;
	while (k < n && s[k] == ' ')
		k++;
	if (k >= n || (s[k] >= 'A' && s[k] <= 'J' && (k + 1 == n ||
	    !papo_ascii_alpha(s[k + 1]))) || s[k] == '(' ||
	    !(papo_ascii_alpha(s[k]) || papo_ascii_digit(s[k]) ||
	    s[k] == '$' || s[k] == '-' || ((unsigned char)s[k] >= 0xc0 &&
	    (unsigned char)s[k] != 0xe2)))
		return 0;	/* "C, ≈ 7": a sign (U+2000 to U+2FFF: ≈ ∼
				   → …), no option's text */
	return k - i;
}

/*
 * A multiple-choice label at the start of s[0..n): "(B)", "B)", "B.",
 * "\textbf{(B)}", "\text{B}", "\text{B. }", "\text{(E) }", a lower-case
 * letter in parentheses "(b)", or a bare letter; letters A to J; with
 * glued GLUED, a bare letter and its value in parentheses right after it
 * ("B(7)", "答案：B（7）": under a problem that lists the option), with
 * APART a bare letter and a comma or a dash before its text ("C, 7",
 * "C – 7": apart).
 * *letter gets it in upper case, *rest and *rn what follows (spacing
 * skipped).  1, 2 for a lower-case label; 0 when s starts with none.
 */
static int
choice(const char *s, size_t n, char *letter, const char **rest, size_t *rn,
    int glued)
{
	static const char *const wrap[] = { "\\textbf{", "\\text{",
	    "\\mathrm{", "\\mathbf{", "\\mbox{", NULL };
	size_t i = 0, k;
	int braced = 0, paren = 0, low;

	for (k = 0; wrap[k]; k++)
		if (n > strlen(wrap[k]) &&
		    memcmp(s, wrap[k], strlen(wrap[k])) == 0) {
			i = strlen(wrap[k]);
			braced = 1;
			break;
		}
	if (i < n && s[i] == '(') {
		paren = 1;
		i++;
	}
	if (i >= n || !((s[i] >= 'A' && s[i] <= 'J') || ((paren ||
	    glued == LOWER) && s[i] >= 'a' && s[i] <= 'j')))
		return 0;
	low = s[i] >= 'a' && glued != LOWER;
	*letter = (char)(s[i] >= 'a' ? s[i] - 'a' + 'A' : s[i]);
	i++;
	if (paren) {
		if (i >= n || s[i] != ')')
			return 0;
		i++;
	}
	if (braced) {
		/* \text{B. } 2\sqrt{5}, \text{(E) } 27 */
		if (!paren && i < n && (s[i] == '.' || s[i] == ')' ||
		    s[i] == ':')) {
			i++;
			paren = 1;	/* its mark is read */
		}
		while (i < n && s[i] == ' ')
			i++;
		if (i >= n || s[i] != '}')
			return 0;
		i++;
	}
	if (!paren && i < n && glued == APART && (k = apart(s, i, n)) > 0)
		i += k;	/* "C, 7", "C – 7": the option's text, not a
			   second letter ("A, C") */
	else if (!paren && i < n) {
		if (glued == LOWER && i + 1 < n && s[i] == ' ' &&
		    s[i + 1] == ')')
			i++;	/* MathQA's "b )" */
		if (glued == LOWER && s[i] != ')')
			return 0;	/* "b)", not "b." nor "b:" */
		/* "B) 12", "B. 12", "B: 12", glued "B(7)"; "Bx",
		   "\mathrm{E}*2" are none */
		if (s[i] != ')' && s[i] != '.' && s[i] != ':' && !(glued ==
		    GLUED && s[i] == '('))
			return 0;
		if (s[i] != '(')
			i++;
	}
	while (i < n && (s[i] == ' ' || s[i] == '~' || s[i] == '$' ||
	    (s[i] == '\\' && i + 1 < n && (s[i + 1] == ' ' ||
	    s[i + 1] == ',' || s[i + 1] == ';' || s[i + 1] == 'q'))))
		i += s[i] == '\\' ? (s[i + 1] == 'q' ? (i + 5 <= n &&
		    memcmp(s + i, "\\quad", 5) == 0 ? 5 : n - i) : 2) : 1;
	*rest = s + i;
	*rn = i <= n ? n - i : 0;
	/* several labels ("(B), (C)", "(B) or (C)", "(B) 4 or (C) 5") are
	   no one choice */
	if (*rn > 0 && ((*rest)[0] == ',' || (*rest)[0] == ';' ||
	    (*rn >= 3 && memcmp(*rest, "or ", 3) == 0) ||
	    (*rn >= 4 && memcmp(*rest, "and ", 4) == 0)))
		return 0;
	for (k = 0; k + 2 < *rn; k++)
		if ((*rest)[k] == '(' && (((*rest)[k + 1] >= 'A' &&
		    (*rest)[k + 1] <= 'J') || ((*rest)[k + 1] >= 'a' &&
		    (*rest)[k + 1] <= 'j')) && (*rest)[k + 2] == ')')
			return 0;
	/* a label stands apart: "(B) 12", not "(B)^2" or "(B)*2" */
	if (*rn > 0 && strchr("*/^_=+.", (*rest)[0]))
		return 0;
	return low ? 2 : 1;
}

/*
 * The words of a[0..an) lower-cased, letters and digits only, into w
 * (at most max bytes), a space between words; the length, or 0 when a
 * holds math or anything but plain words ("decrease", "About 45%").
 */
static size_t
plain_words(const char *a, size_t an, char *w, size_t max)
{
	size_t i, k = 0;
	int letters = 0;

	for (i = 0; i < an; i++) {
		unsigned char c = (unsigned char)a[i];

		if (papo_ascii_alpha(c) || papo_ascii_digit(c)) {
			if (k == max)
				return 0;
			letters += papo_ascii_alpha(c);
			w[k++] = (char)papo_ascii_lower(c);
		} else if (c == ' ' || c == '-' || c == ',' || c == '.' ||
		    c == '%' || c == '\'' || c == '*') {
			if (c == ' ' && k > 0 && w[k - 1] != ' ' && k < max)
				w[k++] = ' ';
		} else
			return 0;
	}
	while (k > 0 && w[k - 1] == ' ')
		k--;
	return letters >= 2 ? k : 0;
}

/* Are a[0..an) and b[0..bn) the same but for their spaces? */
static int
same_unspaced(const char *a, size_t an, const char *b, size_t bn)
{
	size_t i = 0, j = 0;

	for (;;) {
		while (i < an && a[i] == ' ')
			i++;
		while (j < bn && b[j] == ' ')
			j++;
		if (i == an || j == bn)
			return i == an && j == bn;
		if (a[i++] != b[j++])
			return 0;
	}
}

/*
 * Does an option's text p[0..pn) say the plain words g[0..gn) of a
 * reference ("lizards" for "lizard", "About 45%" for "about 45%"), case,
 * spacing and punctuation aside, a final -s or -es of the last word
 * dropped when that word has four letters or more?  PAPO_V_EQUAL,
 * PAPO_V_NOT_EQUAL, or -1 when either is not plain words.
 */
static int
option_words(const char *g, size_t gn, const char *p, size_t pn)
{
	char gw[128], pw[128];
	size_t gl = plain_words(g, gn, gw, sizeof(gw));
	size_t pl = plain_words(p, pn, pw, sizeof(pw)), lw;

	if (gl == 0 || pl == 0)
		return -1;
	if (gl == pl && memcmp(gw, pw, gl) == 0)
		return PAPO_V_EQUAL;
	if (same_unspaced(gw, gl, pw, pl))
		return PAPO_V_EQUAL;	/* "3km" and "3 km" */
	if (gl > pl) {
		/* the plural on the reference's side */
		char t[128];
		size_t tl = gl;

		memcpy(t, gw, gl);
		memcpy(gw, pw, pl);
		memcpy(pw, t, tl);
		gl = pl;
		pl = tl;
	}
	for (lw = gl; lw > 0 && gw[lw - 1] != ' '; lw--)
		;
	if (gl - lw < 4 || memcmp(gw, pw, gl) != 0)
		return PAPO_V_NOT_EQUAL;
	if (pl == gl + 1 && pw[gl] == 's')
		return PAPO_V_EQUAL;
	if (pl == gl + 2 && pw[gl] == 'e' && pw[gl + 1] == 's')
		return PAPO_V_EQUAL;
	return PAPO_V_NOT_EQUAL;
}

/*
 * May a lower-case label "(b)" (letter B) with its value p[0..pn) stand
 * for an option: no problem text is given, or the problem lists "(b)"
 * itself with that value ("(a) 10 (b) 11": "(b) 11", not "(b) 12")?
 */
static int
lower_label_listed(struct papo_verify *v, char letter, const char *p,
    size_t pn)
{
	char w[3];
	const char *at;
	size_t a, e;

	if (v->problem == NULL)
		return 1;
	w[0] = '(';
	w[1] = (char)(letter - 'A' + 'a');
	w[2] = ')';
	if ((at = memmem(v->problem, v->problemlen, w, 3)) == NULL)
		return 0;
	/* the option's value: to the next "(x)" label or line's end */
	a = (size_t)(at - v->problem) + 3;
	for (e = a; e < v->problemlen && v->problem[e] != '\n' &&
	    !(v->problem[e] == '(' && e + 2 < v->problemlen &&
	    v->problem[e + 1] >= 'a' && v->problem[e + 1] <= 'j' &&
	    v->problem[e + 2] == ')'); e++)
		;
	return papo_verify_compare(v, v->problem + a, e - a, p, pn) ==
	    PAPO_V_EQUAL || option_words(v->problem + a, e - a, p, pn) ==
	    PAPO_V_EQUAL;
}

/*
 * Is the text p[0..pn) a response wrote after option letter's label
 * ("(B) decrease") that option's?  Words under a problem must be its
 * listed option's text, or stand in the problem; a value ("(B) 12")
 * must be the listed option's value; a value where the problem lists
 * no text for the letter, or no problem given, is left to the letter.
 */
static int contains_ci(const char *, size_t, const char *, size_t);

/* s[0..n) into d with no space between two digits; its length. */
static size_t
digits_joined(const char *s, size_t n, char *d)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		if (!(s[i] == ' ' && k > 0 && papo_ascii_digit(d[k - 1]) &&
		    i + 1 < n && papo_ascii_digit(s[i + 1])))
			d[k++] = s[i];
	return k;
}

/*
 * The amount s[0..n) writes, a number and at most its currency ("$5,723",
 * "Rs. 5723", "5,723 rupees", "5723"): its digits (grouping commas
 * dropped, a decimal point kept) into d (dn bytes), its currency set
 * into *cur (0: none written); 1, else 0.
 */
static int
amount(const char *s, size_t n, char *d, size_t dn, uint32_t *cur)
{
	struct papo_unit u;
	const char *w = NULL;
	size_t i = 0, k = 0, l, g;

	*cur = 0;
	if (n > 0 && s[0] == '$')
		w = "dollars", l = 1;
	else
		w = papo_unit_currency_sign(s, n, 1, &l);
	if (w != NULL)
		for (i = l; i < n && s[i] == ' '; i++)
			;
	if (i == n || !papo_ascii_digit(s[i]))
		return 0;
	for (g = 0; i < n && k + 1 < dn; i++)
		if (papo_ascii_digit(s[i]))
			d[k++] = s[i], g++;
		else if (s[i] == ',' && g > 0 && g <= 3 && i + 3 < n &&
		    papo_ascii_digit(s[i + 1]) && papo_ascii_digit(s[i + 2]) &&
		    papo_ascii_digit(s[i + 3]) && (i + 4 == n ||
		    !papo_ascii_digit(s[i + 4])))
			g = 0;	/* "5,723": a group */
		else if (s[i] == '.' && i + 1 < n && papo_ascii_digit(s[i +
		    1]) && memchr(d, '.', k) == NULL)
			d[k++] = '.';
		else
			break;
	d[k] = '\0';
	while (i < n && s[i] == ' ')
		i++;
	if (i < n) {	/* a currency after it: a sign, a code, a word */
		if (w != NULL)
			return 0;
		if ((w = papo_unit_currency_sign(s + i, n - i, 0, &l)) ==
		    NULL || i + l != n)
			w = s + i, l = n - i;
		if (papo_unit_parse(w, w == s + i ? l : strlen(w), &u) != 0 ||
		    u.dim[PAPO_DIM_MONEY] == 0)
			return 0;
		*cur = u.currency;
	} else if (w != NULL) {
		if (papo_unit_parse(w, strlen(w), &u) != 0 ||
		    u.dim[PAPO_DIM_MONEY] == 0)
			return 0;
		*cur = u.currency;
	}
	return k > 0;
}

/*
 * Are o[0..on) and p[0..pn) the same amount: the same number, written
 * grouped or not, with the same currency or one of them with none
 * ("Rs.5723" and "5,723", "5723 rupees")?
 */
static int
same_amount(const char *o, size_t on, const char *p, size_t pn)
{
	char a[32], b[32];
	uint32_t ca, cb;

	return amount(o, on, a, sizeof(a), &ca) && amount(p, pn, b,
	    sizeof(b), &cb) && strcmp(a, b) == 0 && (ca == 0 || cb == 0 ||
	    (ca & cb) != 0);
}

/*
 * Is p[0..pn) option text o[0..on): the same characters (spaces around
 * and a full stop at the end aside: "135 000,00."), the same value, or
 * the same words?
 */
static int
same_option(struct papo_verify *v, const char *o, size_t on, const char *p,
    size_t pn)
{
	char w[128], ob[128], pb[128];

	while (on > 0 && (o[on - 1] == '.' || o[on - 1] == ' ' ||
	    o[on - 1] == '\r'))
		on--;
	while (pn > 0 && (p[pn - 1] == '.' || p[pn - 1] == ' '))
		pn--;
	for (; on > 0 && o[0] == ' '; on--)
		o++;
	for (; pn > 0 && p[0] == ' '; pn--)
		p++;
	if (on < sizeof(ob) && pn < sizeof(pb)) {
		on = digits_joined(o, on, ob);	/* "400 000": 400000 */
		pn = digits_joined(p, pn, pb);
		o = ob;
		p = pb;
	}
	return (on == pn && memcmp(o, p, pn) == 0) ||
	    same_amount(o, on, p, pn) ||
	    papo_verify_compare(v, o, on, p, pn) == PAPO_V_EQUAL ||
	    (plain_words(p, pn, w, sizeof(w)) > 0 &&
	    option_words(o, on, p, pn) == PAPO_V_EQUAL);
}

/*
 * Is p[0..pn), written after option letter's label, the text of
 * another option the problem lists and not letter's own ("A. 0,33 A"
 * where B is "0,33 A" and A "0,25 A": two options named)?
 */
static int
names_other(struct papo_verify *v, char letter, const char *p, size_t pn)
{
	const char *ot;
	size_t otn;
	char l;

	for (l = 'A'; l <= 'J'; l++) {
		if (l == letter || !papo_answer_option_of(v->problem,
		    v->problemlen, l, &ot, &otn))
			continue;
		if (!same_option(v, ot, otn, p, pn))
			continue;
		return !papo_answer_option_of(v->problem, v->problemlen,
		    letter, &ot, &otn) || !same_option(v, ot, otn, p, pn);
	}
	return 0;
}

static int
text_is_option(struct papo_verify *v, char letter, const char *p, size_t pn)
{
	char w[128];
	const char *ot;
	size_t otn, k;

	/* "D. (?)", "(D) (!?)", "B)2500 (?)": ASCII punctuation alone, or
	   a question mark, is no option's text but a remark on the letter
	   (issue 26, round 17) */
	for (k = 0; k < pn && (unsigned char)p[k] < 0x80 &&
	    !papo_ascii_alpha(p[k]) && !papo_ascii_digit(p[k]); k++)
		;
	if (k == pn || memchr(p, '?', pn) != NULL)
		return 0;
	if (v->problem != NULL && names_other(v, letter, p, pn))
		return 0;
	/* no problem to read the text by: only what adds nothing to the
	   letter ("(B)**", "(B), I hope this helps"), not what narrows or
	   takes it back ("(B), kecuali n genap": issue 26) */
	if (v->problem == NULL)
		return papo_answer_choice_rest(p, pn, letter);
	/* "(D) (4)": a gloss in parentheses is read as the text inside
	   them, so "(D) (or B)", "(D) (and B)" name no option's text */
	while (pn > 0 && p[pn - 1] == ' ')
		pn--;
	if (pn > 2 && p[0] == '(' && p[pn - 1] == ')' &&
	    memchr(p + 1, '(', pn - 2) == NULL) {
		p++;
		pn -= 2;
	}
	if (plain_words(p, pn, w, sizeof(w)) == 0)
		/* a value: the letter's own when the problem lists it
		   ("(C) 26" where C is 24 names no option); where the
		   problem gives no text for the letter, the letter
		   decides */
		return !papo_answer_option_of(v->problem, v->problemlen,
		    letter, &ot, &otn) || same_option(v, ot, otn, p, pn) ||
		    (otn > 2 && ot[0] == letter && ot[1] == ')' &&
		    same_option(v, ot + 2, otn - 2, p, pn));	/* "A)A)59" */
	if (papo_answer_option_of(v->problem, v->problemlen, letter, &ot,
	    &otn))
		return same_amount(ot, otn, p, pn) ||
		    option_words(ot, otn, p, pn) == PAPO_V_EQUAL ||
		    papo_verify_option_values(v, ot, otn, p, pn);
	return contains_ci(v->problem, v->problemlen, p, pn);
}

/*
 * The text of "D (80)", "D (About 45%)", a letter glossed in
 * parentheses (the phrase reader's glossed_choice, answer_prose.c) in
 * plain letters, digits and ". , - % / '": 1 with the text inside them
 * in *t, *tn; else 0.
 */
static int
gloss_text(const char *s, size_t n, const char **t, size_t *tn)
{
	size_t k;

	if (n < 5 || s[0] < 'A' || s[0] > 'J' || s[1] != ' ' || s[2] != '(' ||
	    s[n - 1] != ')')
		return 0;
	/* plain text only: "(~38)", "(38?)" are no option's own text */
	for (k = 3; k + 1 < n; k++)
		if (!papo_ascii_alpha(s[k]) && !papo_ascii_digit(s[k]) &&
		    strchr(" .,-%/'", s[k]) == NULL)
			return 0;
	*t = s + 3;
	*tn = n - 4;
	return 1;
}

/*
 * The text of "80 (D)", "About 45% (D)": an option's text, then its
 * letter in parentheses, in the plain signs gloss_text reads; 1 with
 * the text in *t, *tn and the letter in *letter, else 0.
 */
static int
lettered_text(const char *s, size_t n, const char **t, size_t *tn,
    char *letter)
{
	size_t k;

	if (n < 5 || s[n - 1] != ')' || s[n - 3] != '(' || s[n - 2] < 'A' ||
	    s[n - 2] > 'J' || s[n - 4] != ' ')
		return 0;
	for (k = 0; k + 4 < n; k++)
		if (!papo_ascii_alpha(s[k]) && !papo_ascii_digit(s[k]) &&
		    strchr(" .,-%/'", s[k]) == NULL)
			return 0;
	for (k = n - 4; k > 0 && s[k - 1] == ' '; k--)
		;
	if (k == 0)
		return 0;
	*t = s;
	*tn = k;
	*letter = s[n - 2];
	return 1;
}

/*
 * "D (80)": an option's letter glossed in parentheses (gloss_text) by its
 * own text as the problem lists it, or "80 (D)", its text and the letter
 * after it (lettered_text); 1 and the letter in *letter, else 0
 * (another option's text, a text the problem does not give, a sign, no
 * problem).
 */
static int
letter_glossed(struct papo_verify *v, const char *s, size_t n, char *letter)
{
	const char *ot, *t;
	size_t otn, tn;
	char l = s[0];

	if (v->problem == NULL || (!gloss_text(s, n, &t, &tn) &&
	    !lettered_text(s, n, &t, &tn, &l)) ||
	    !papo_answer_option_of(v->problem, v->problemlen, l, &ot,
	    &otn) || !same_option(v, ot, otn, t, tn))
		return 0;
	*letter = l;
	return 1;
}

/*
 * A reference that is an option's text (gold, no letter) against a
 * letter glossed by the text t ("D (About 45%)" for "About 45%"): equal
 * when the text says the reference, as an option's text does
 * (option_words: case, spacing, a plural), and, where the problem
 * lists the letter's option, is that option's own ("D (45%)" where D
 * is 40% names two options).
 */
static int
gloss_against(struct papo_verify *v, const char *gold, size_t gn,
    char letter, const char *t, size_t tn)
{
	const char *ot;
	size_t otn;
	int r;

	if (v->problem != NULL && papo_answer_option_of(v->problem,
	    v->problemlen, letter, &ot, &otn) && !same_option(v, ot, otn, t,
	    tn))
		return PAPO_V_NOT_EQUAL;
	if ((r = papo_verify_compare(v, gold, gn, t, tn)) == PAPO_V_EQUAL)
		return r;
	return option_words(gold, gn, t, tn) == PAPO_V_EQUAL ? PAPO_V_EQUAL :
	    r;
}

/*
 * Does the problem list its options under bare lower-case labels, c
 * among them ("a) 10 b) 11", MathQA's "a ) 38 , b ) 27.675"), with a
 * text papo_answer_option_of reads?
 */
static int
bare_lower_listed(struct papo_verify *v, char c)
{
	const char *p = v->problem, *e, *q, *t;
	size_t tn;

	if (p == NULL || c < 'a' || c > 'j' || !papo_answer_option_of(p,
	    v->problemlen, c - 'a' + 'A', &t, &tn))
		return 0;
	for (e = p + v->problemlen, q = p; (q = memchr(q, c,
	    (size_t)(e - q))) != NULL; q++)
		if ((q == p || !papo_ascii_alpha(q[-1])) && ((q + 1 < e &&
		    q[1] == ')') || (q + 2 < e && q[1] == ' ' && q[2] == ')')))
			return 1;
	return 0;
}

/*
 * Answers that name a choice: a label on both sides compares the
 * letters (B against \textbf{(B)}\ 12); a label with a value against an
 * answer with none compares the values.  -1 when neither applies.
 */
static int
cmp_choices(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	char gl, pl, up;
	const char *gr, *pr, *lo;
	size_t grn, prn, lon;
	int gc, pc;

	/* MathQA's reference "b": the option the problem lists as "b )"
	   or "(b)", its letter B */
	if (gn == 1 && gold[0] >= 'a' && gold[0] <= 'j' && v->problem !=
	    NULL && papo_answer_option_of(v->problem, v->problemlen,
	    gold[0] - 'a' + 'A', &lo, &lon)) {
		up = (char)(gold[0] - 'a' + 'A');
		gold = &up;
	}
	gc = choice(gold, gn, &gl, &gr, &grn, 0);
	/* glued "B(7)", or "C, 7" set apart: under a problem that lists
	   the option only ("E - 3" is an expression where none is); a
	   bare "b)" under a problem that lists "b)" so */
	pc = choice(pred, pn, &pl, &pr, &prn, pn > 1 && pred[0] >= 'A' &&
	    pred[0] <= 'J' && v->problem != NULL &&
	    papo_answer_option_of(v->problem, v->problemlen, pred[0], &lo,
	    &lon) ? (pred[1] == '(' ? GLUED : APART) : pn > 1 &&
	    bare_lower_listed(v, pred[0]) ? LOWER : 0);

	if (gc && !pc && grn == 0 && letter_glossed(v, pred, pn, &pl))
		return gl != pl ? PAPO_V_NOT_EQUAL : PAPO_V_EQUAL;
	if (!gc && gloss_text(pred, pn, &pr, &prn))
		return gloss_against(v, gold, gn, pred[0], pr, prn);
	if (!gc && lettered_text(pred, pn, &pr, &prn, &pl))
		return gloss_against(v, gold, gn, pl, pr, prn);
	if (gc && pc && (grn == 0 || prn == 0))
		return gl != pl ? PAPO_V_NOT_EQUAL : prn > 0 &&
		    !text_is_option(v, pl, pr, prn) ? PAPO_V_NOT_EQUAL :
		    PAPO_V_EQUAL;
	/* "C. 2-i" against "C. 1-i": the letter and the value both */
	if (gc && pc)
		return gl != pl ? PAPO_V_NOT_EQUAL :
		    papo_verify_compare(v, gr, grn, pr, prn);
	if (gc && !pc && grn > 0)
		return papo_verify_compare(v, gr, grn, pred, pn);
	/* a lower-case label's value against a value: "(c) 18" is a
	   label and its value when the problem lists that option, or no
	   problem is given; under a problem that lists none it names an
	   option the model made up (the real corpus's theoremqa errors)
	   and is read only as the letter */
	if ((pc == 1 || (pc == 2 && lower_label_listed(v, pl, pr, prn))) &&
	    !gc && prn > 0) {
		const char *ot;
		size_t otn;
		int r;

		/* the problem's own option under that letter: the text
		   the response writes must be it ("(B) decrease" where B
		   is "increase" names two options) */
		if (v->problem != NULL && papo_answer_option_of(v->problem,
		    v->problemlen, pl, &ot, &otn) && (r =
		    papo_verify_compare(v, ot, otn, pr, prn)) != PAPO_V_EQUAL &&
		    option_words(ot, otn, pr, prn) != PAPO_V_EQUAL)
			return r == PAPO_V_CAPPED ? r : PAPO_V_NOT_EQUAL;
		if ((r = papo_verify_compare(v, gold, gn, pr, prn)) ==
		    PAPO_V_EQUAL)
			return r;
		/* an option's text against the reference's ("(C)
		   lizards" for "lizard") */
		return option_words(gold, gn, pr, prn) == PAPO_V_EQUAL ?
		    PAPO_V_EQUAL : r;
	}
	return -1;
}

/* Does s hold a plain comma between digits and a group of three? */
static int
comma_groups(const char *s, size_t n)
{
	size_t i;

	for (i = 1; i + 3 < n; i++)
		if (s[i] == ',' && s[i - 1] >= '0' && s[i - 1] <= '9' &&
		    s[i + 1] >= '0' && s[i + 1] <= '9')
			return 1;
	return 0;
}

/*
 * The groups of s[0..n) into g (at most max), when s is only groups of
 * three digits joined by plain commas ("102,135,246"): their count,
 * else 0.
 */
static size_t
digit_groups(const char *s, size_t n, unsigned *g, size_t max)
{
	size_t i, k = 0;

	if (n < 3 || (n + 1) % 4 != 0)
		return 0;
	for (i = 0; i < n; i += 4) {
		if (k == max || s[i] < '0' || s[i] > '9' || s[i + 1] < '0' ||
		    s[i + 1] > '9' || s[i + 2] < '0' || s[i + 2] > '9' ||
		    (i + 3 < n && s[i + 3] != ','))
			return 0;
		g[k++] = (unsigned)((s[i] - '0') * 100 + (s[i + 1] - '0') * 10 +
		    (s[i + 2] - '0'));
	}
	return k;
}

static int
cmp_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;

	return (x > y) - (x < y);
}

/*
 * "102,135,246,357,468,579" against "579,468,357,246,135,102": six or
 * more groups of three digits on both sides, the same groups in another
 * order, read as lists (a wrong integer that permutes a right one's
 * groups is implausible at that length; "1,234,567" against
 * "1,567,234" is left to the integers).
 */
static int
same_digit_groups(const char *gold, size_t gn, const char *pred, size_t pn)
{
	unsigned a[64], b[64];
	size_t na = digit_groups(gold, gn, a, 64);

	if (na < 6 || digit_groups(pred, pn, b, 64) != na)
		return 0;
	qsort(a, na, sizeof(a[0]), cmp_unsigned);
	qsort(b, na, sizeof(b[0]), cmp_unsigned);
	return memcmp(a, b, na * sizeof(a[0])) == 0;
}

/*
 * A response that gives one set twice, as an inequality and as an
 * interval ("2 \\le x \\le 5, [2,5]", two boxes joined by "or"): the
 * comma binds looser than the relation to the parser, so the items are
 * compared with the reference one by one.  PAPO_V_EQUAL when there are
 * two to four, exactly one an inequality, none an equation, no two
 * written alike, and each equal to the reference; else -1.
 */
static int
restated_items(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	const char *it[4];
	size_t len[4], ni = 0, i, j, start = 0;
	int nest = 0, ineq = 0, r;

	for (i = 0; i <= pn; i++) {
		if (i < pn && strchr("([{", pred[i]) != NULL)
			nest++;
		else if (i < pn && strchr(")]}", pred[i]) != NULL)
			nest--;
		if (i < pn && (pred[i] != ',' || nest != 0))
			continue;
		if (ni == 4)
			return -1;
		it[ni] = pred + start;
		len[ni] = i - start;
		trim_answer(&it[ni], &len[ni]);
		if (len[ni] == 0)
			return -1;
		ni++;
		start = i + 1;
	}
	if (ni < 2)
		return -1;
	for (i = 0; i < ni; i++) {
		int here = 0;

		if (papo_lex_run(&v->lx, it[i], len[i]) < 0)
			return -1;
		for (j = 0; j < v->lx.n; j++) {
			const struct papo_ltok *t = &v->lx.tok[j];

			if (t->kind != PAPO_LT_REL)
				continue;
			if (t->sub < PAPO_REL_LT || t->sub > PAPO_REL_GE)
				return -1;
			here = 1;
		}
		ineq += here;
		for (j = 0; j < i; j++)
			if (len[j] == len[i] && memcmp(it[j], it[i],
			    len[i]) == 0)
				return -1;
	}
	if (ineq != 1)
		return -1;
	for (i = 0; i < ni; i++) {
		v->depth++;
		r = papo_verify_compare(v, gold, gn, it[i], len[i]);
		v->depth--;
		if (r != PAPO_V_EQUAL)
			return -1;
	}
	return PAPO_V_EQUAL;
}

/*
 * "6:8:14" against the ratio 3:4:7 (reference tree groot): digits joined
 * by colons are a ratio, not 6 and the time 8:14, when the reference is
 * a ratio of three or more parts: pred re-read so and compared, R_EQ or
 * R_NE (R_CAP at a cap); R_NE when the rule does not apply.
 */
static int
colon_ratio(struct papo_verify *v, int groot, const char *pred, size_t pn)
{
	struct papo_mx *m = &v->mx;
	int r, proot;

	if (papo_mx_at(m, groot)->kind != PAPO_MX_TUPLE ||
	    papo_mx_at(m, groot)->sub != ':' || memchr(pred, ':', pn) == NULL)
		return R_NE;
	v->lx.ratios = 1;
	r = papo_lex_run(&v->lx, pred, pn);
	v->lx.ratios = 0;
	if (r < 0 || papo_mx_parse(m, &v->lx, &proot) != PAPO_MX_OK)
		return R_NE;
	r = papo_verify_cmp(v, groot, proot, 0);
	return r == R_EQ || r == R_CAP ? r : R_NE;
}

/*
 * The text annotation the last parse dropped (m->annot), normalised
 * into out (cap bytes): ASCII letters lower case, spaces and ASCII
 * punctuation left out, a final plural s dropped; its length, 0 when
 * there is none.
 */
static size_t
annot_text(const struct papo_mx *m, const struct papo_lex *lx, char *out,
    size_t cap)
{
	const char *t = lx->text.s + m->annot_off;
	size_t k, o = 0;
	int ascii = 1;

	if (!m->annot)
		return 0;
	for (k = 0; k < m->annot_len && o < cap; k++) {
		unsigned char c = (unsigned char)t[k];

		if (c >= 0x80)
			ascii = 0, out[o++] = (char)c;
		else if (isalnum(c))
			out[o++] = (char)tolower(c);
	}
	if (ascii && o > 3 && out[o - 1] == 's')
		o--;
	return o ? o : 1;	/* punctuation alone: still a text */
}

/*
 * Is any node of [from, to) a quantity: a unit or degrees?  (A percent
 * sign is not: "28 pct" and "12.5 apples" against 28% and 12.5% stay
 * as they were.)
 */
static int
has_quantity(const struct papo_mx *m, size_t from, size_t to)
{
	for (; from < to; from++)
		if (m->node[from].kind == PAPO_MX_UNIT ||
		    m->node[from].kind == PAPO_MX_DEGREE)
			return 1;
	return 0;
}

/* One side of a comparison as parsed: its tree, and what it says of units. */
struct side {
	int st, root, unit;
	size_t n0;		/* its first node */
	char annot[64], raw[96];
	size_t annotlen, rawlen;
};

/*
 * Lex and parse t (n bytes) into *sd, its tokens' text into text; -1
 * when the lexer hits a cap.
 */
static int
parse_side(struct papo_verify *v, const char *t, size_t n,
    struct papo_buf *text, struct side *sd)
{
	struct papo_mx *m = &v->mx;
	size_t n0;

	if (papo_lex_run(&v->lx, t, n) < 0)
		return -1;
	papo_verify_token_text(&v->lx, text);
	n0 = m->nnode;
	sd->root = -1;
	sd->st = papo_mx_parse(m, &v->lx, &sd->root);
	sd->annotlen = sd->st == PAPO_MX_OK ? annot_text(m, &v->lx,
	    sd->annot, sizeof(sd->annot)) : 0;
	sd->rawlen = 0;
	if (sd->annotlen) {
		sd->rawlen = m->annot_len < sizeof(sd->raw) ? m->annot_len :
		    sizeof(sd->raw);
		memcpy(sd->raw, v->lx.text.s + m->annot_off, sd->rawlen);
	}
	sd->unit = has_quantity(m, n0, m->nnode);
	sd->n0 = n0;
	return 0;
}

/*
 * Equal values, but words beside them that papo does not read as a
 * unit: R_NE when one side has a unit and the other such words ("5
 * stone", "5 \text{ ms}" against 5 kg, 5 s: a unit papo does not know
 * is not dropped as if absent), or both have such words and they
 * differ ("5 bits" against 5 bytes); else r.  A bare value against
 * either stays as it is (a bare 4 against 4 hours is equal).
 */
/* Does h[0..hn) hold w[0..wn), ASCII letters in any case? */
static int
contains_ci(const char *h, size_t hn, const char *w, size_t wn)
{
	size_t i, k;

	for (i = 0; i + wn <= hn; i++) {
		for (k = 0; k < wn && tolower((unsigned char)h[i + k]) ==
		    tolower((unsigned char)w[k]); k++)
			;
		if (k == wn)
			return 1;
	}
	return 0;
}

/*
 * Words a response may write after its value inside the math ("\\boxed{5
 * \\text{ is the answer}}") besides units and the problem's own words,
 * and "of" and "to" that join those ("28 \\text{ pieces of chocolate
 * candy}", "900 \\text{ students choose to attend}"): none of them bounds
 * or offers a value.  Not "a" ("28 \\text{ pieces a day}" is a rate),
 * "on", "by".
 */
static const char *const annot_words[] = { "is", "the", "answer", "final",
    "total", "in", "all", "altogether", "overall", "exactly", "of", "to",
    NULL };

/*
 * Is the UTF-8 character at t[k] (a lead byte) a mark, not a letter: a
 * footnote or section sign, a dagger, a bullet, a superscript
 * parenthesis, an inverted mark, a guillemet ("42†", "42‡", "42§",
 * "42⁽⁾")?  Such a character is no word of any language, so no noun of
 * the value either.  Degrees, primes and the superscript digits of units
 * are read elsewhere and are not asked here.
 */
static int
annot_mark(const char *t, size_t n, size_t k)
{
	const unsigned char *u = (const unsigned char *)t + k;
	long c;

	if (u[0] == 0xc2 && k + 1 < n)
		return u[1] == 0xa1 || u[1] == 0xa4 || u[1] == 0xa6 ||
		    u[1] == 0xa7 || u[1] == 0xa8 || u[1] == 0xab ||
		    u[1] == 0xac || u[1] == 0xaf || u[1] == 0xb4 ||
		    u[1] == 0xb6 || u[1] == 0xb7 || u[1] == 0xb8 ||
		    u[1] == 0xbb || u[1] == 0xbf;
	if ((u[0] & 0xf0) != 0xe0 || k + 2 >= n)
		return 0;
	c = (long)(u[0] & 0x0f) << 12 | (long)(u[1] & 0x3f) << 6 |
	    (long)(u[2] & 0x3f);
	return (c >= 0x2010 && c <= 0x205e && c != 0x2032 && c != 0x2033) ||
	    c == 0x207d || c == 0x207e || c == 0x208d || c == 0x208e ||
	    (c >= 0x2e00 && c <= 0x2e7f);
}

/*
 * Is the code point c one of what the languages papo-verify reads
 * write after a value: the letters and marks of their scripts (Latin
 * and its signs, Greek's letters for a unit's "μ", Cyrillic, Arabic,
 * Devanagari, Bengali, Telugu, Thai, Hangul, kana, the CJK ideographs)
 * with their punctuation (the danda, Arabic's comma and stop, the CJK
 * and full-width forms), and the blocks of signs (general punctuation,
 * currency, letterlike, arrows, mathematical operators, shapes: "42€",
 * "42℃")?  A question mark is not (Greek's U+037E, Arabic's, the
 * full-width, the interrobang, the double ones), nor a letter of a
 * script no listed language writes ("42՞", "42︖", "42ա", "42ሀ"): no
 * noun of the value.
 */
static int
annot_script_cp(long c)
{
	if (c == 0xa1 || c == 0xbf || c == 0x37e || c == 0x387 ||
	    c == 0x61f || c == 0x203d || (c >= 0x2047 && c <= 0x2049) ||
	    c == 0xff1f)
		return 0;	/* question marks, inverted marks */
	return (c >= 0x80 && c <= 0x52f) || (c >= 0x600 && c <= 0x6ff) ||
	    (c >= 0x900 && c <= 0x9ff) || (c >= 0xc00 && c <= 0xc7f) ||
	    (c >= 0xe00 && c <= 0xe7f) || (c >= 0x1100 && c <= 0x11ff) ||
	    (c >= 0x1e00 && c <= 0x2bff) || (c >= 0x2e80 && c <= 0x9fff) ||
	    (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff) ||
	    (c >= 0xff00 && c <= 0xffef) || (c >= 0x1d400 && c <= 0x1d7ff) ||
	    (c >= 0x20000 && c <= 0x2ffff);
}

/*
 * The signs a value may be written with that are no letter yet name
 * what it counts: a degree, a unit's power (m², u³), a currency's sign, a
 * unit's square (㎝, ㎏), a letterlike unit (℃, Ω, ℓ), a percent or per mille
 * sign, and the marks that close a solution (✓, ✔, ☑, ✅, ∎, □, ■).
 */
static int
annot_sign_known(long c)
{
	static const long signs[] = { 0xa2, 0xa3, 0xa5, 0xb0, 0xb2, 0xb3,
	    0xb9, 0xe3f,
	    0x9f2, 0x9f3, 0x2103, 0x2109, 0x2126, 0x2113, 0x212a, 0x212b,
	    0x2713, 0x2714, 0x2611, 0x2705, 0x220e, 0x25a1, 0x25a0, 0x25fb,
	    0x25fc, 0x25aa, 0x25ab, 0xff04, 0xff05, 0xffe0, 0xffe1, 0xffe5,
	    0xffe6, 0 };
	size_t k;

	if ((c >= 0x20a0 && c <= 0x20cf) || (c >= 0x3371 && c <= 0x33df))
		return 1;	/* currencies, the squares of units */
	for (k = 0; signs[k] != 0; k++)
		if (signs[k] == c)
			return 1;
	return 0;
}

/*
 * Is the code point c, of a block annot_script_cp allows, a sign, not a
 * letter nor a mark of a letter: Latin-1's signs, the modifier
 * symbols, Greek's spacing accents and numeral signs, Cyrillic's
 * thousands sign and its number marks, Arabic's and the Indic scripts'
 * signs, the superscript and subscript signs (42₊, 42⁼), and the
 * blocks of symbols (letterlike, number forms, arrows,
 * operators, technical, enclosed, shapes, dingbats, the CJK radicals,
 * the CJK symbols, annotation marks and strokes, the enclosed CJK and
 * compatibility squares, the mathematical
 * operators of the alphanumeric block, the full-width signs)?
 */
static int
annot_sign(long c)
{
	static const long r[][2] = { { 0xa2, 0xa9 }, { 0xab, 0xb4 },
	    { 0xb6, 0xb9 }, { 0xbb, 0xbf }, { 0xd7, 0xd7 }, { 0xf7, 0xf7 },
	    { 0x2c2, 0x2c5 }, { 0x2d2, 0x2df }, { 0x2e5, 0x2eb },
	    { 0x2ed, 0x2ed }, { 0x2ef, 0x2ff }, { 0x375, 0x375 },
	    { 0x384, 0x385 }, { 0x3f6, 0x3f6 }, { 0x482, 0x489 },
	    { 0x600, 0x60f }, { 0x6dd, 0x6de }, { 0x6e9, 0x6e9 },
	    { 0x6fd, 0x6fe }, { 0x9f2, 0x9fb }, { 0xc78, 0xc7f },
	    { 0xe3f, 0xe3f }, { 0x1fbd, 0x1fbd }, { 0x1fbf, 0x1fc1 },
	    { 0x1fcd, 0x1fcf }, { 0x1fdd, 0x1fdf }, { 0x1fed, 0x1fef },
	    { 0x1ffd, 0x1ffe }, { 0x2070, 0x209f }, { 0x20a0, 0x20cf },
	    { 0x2100, 0x2bff },
	    { 0x2e80, 0x2fff }, { 0x3004, 0x3004 }, { 0x3012, 0x3013 },
	    { 0x3020, 0x3020 }, { 0x3036, 0x3037 }, { 0x303e, 0x303f },
	    { 0x3190, 0x319f }, { 0x31c0, 0x31ef }, { 0x3200, 0x33ff },
	    { 0x1d6c1, 0x1d6c1 },
	    { 0x1d6db, 0x1d6db }, { 0x1d6fb, 0x1d6fb },
	    { 0x1d715, 0x1d715 }, { 0x1d735, 0x1d735 },
	    { 0x1d74f, 0x1d74f }, { 0x1d76f, 0x1d76f },
	    { 0x1d789, 0x1d789 }, { 0x1d7a9, 0x1d7a9 },
	    { 0x1d7c3, 0x1d7c3 }, { 0xffe0, 0xffef }, { 0xff04, 0xff05 } };
	size_t k;

	for (k = 0; k < sizeof(r) / sizeof(r[0]); k++)
		if (c >= r[k][0] && c <= r[k][1])
			return 1;
	return 0;
}

/*
 * Is the code point c a combining mark or a modifier letter of a
 * listed language's script, which writes a word only after a letter
 * (Latin's accents, Cyrillic's number marks, Arabic's vowel signs and
 * tatweel, the Indic and Thai vowel signs, Thai's and CJK's marks of
 * repetition, kana's sound marks, the modifier primes and apostrophes: "42
 * \u0301", "42 \u064b", "42 \u02b9" are no word)?
 */
static int
annot_combining(long c)
{
	static const long r[][2] = { { 0x2b9, 0x2c1 }, { 0x2c6, 0x2d1 },
	    { 0x2ec, 0x2ec }, { 0x2ee, 0x2ee }, { 0x300, 0x36f },
	    { 0x374, 0x374 }, { 0x37a, 0x37a }, { 0x483, 0x489 },
	    { 0x610, 0x61a }, { 0x640, 0x640 }, { 0x64b, 0x65f },
	    { 0x670, 0x670 }, { 0x6d6, 0x6dc }, { 0x6df, 0x6e8 },
	    { 0x6ea, 0x6ed }, { 0x900, 0x903 }, { 0x93a, 0x93c },
	    { 0x93e, 0x94f }, { 0x951, 0x957 }, { 0x962, 0x963 },
	    { 0x971, 0x971 }, { 0x981, 0x983 }, { 0x9bc, 0x9bc },
	    { 0x9be, 0x9cd }, { 0x9d7, 0x9d7 }, { 0x9e2, 0x9e3 },
	    { 0x9fe, 0x9fe }, { 0xc00, 0xc04 }, { 0xc3c, 0xc3c },
	    { 0xc3e, 0xc56 }, { 0xc62, 0xc63 }, { 0xe31, 0xe31 },
	    { 0xe34, 0xe3a }, { 0xe46, 0xe4e }, { 0x3005, 0x3005 },
	    { 0x302a, 0x302f }, { 0x3031, 0x3035 }, { 0x303b, 0x303b },
	    { 0x3099, 0x309a } };
	size_t k;

	for (k = 0; k < sizeof(r) / sizeof(r[0]); k++)
		if (c >= r[k][0] && c <= r[k][1])
			return 1;
	return 0;
}

/*
 * Is each character of t[0..n) beyond ASCII one of annot_script_cp's
 * (bytes that are no UTF-8 aside: they are not), a sign only when
 * annot_sign_known's, a combining mark or a modifier letter only after
 * a letter?
 */
static int
annot_script(const char *t, size_t n)
{
	const unsigned char *u = (const unsigned char *)t;
	size_t k = 0, l, j;
	long c;
	int letter = 0;

	while (k < n) {
		if (u[k] < 0x80) {
			letter = isalpha(u[k]) != 0;
			k++;
			continue;
		}
		l = u[k] >= 0xf0 ? 4 : u[k] >= 0xe0 ? 3 : u[k] >= 0xc0 ? 2 : 0;
		if (l == 0 || k + l > n)
			return 0;
		c = u[k] & (0x7f >> l);
		for (j = 1; j < l; j++) {
			if ((u[k + j] & 0xc0) != 0x80)
				return 0;
			c = c << 6 | (u[k + j] & 0x3f);
		}
		if (!annot_script_cp(c) || (annot_sign(c) &&
		    !annot_sign_known(c)))
			return 0;	/* "42 ⨯", "42 ҂", "42 ™" */
		if (annot_combining(c) && !letter)
			return 0;	/* a mark on no letter: "42 \u064b" */
		letter = annot_combining(c) || !annot_sign(c);
		k += l;
	}
	return 1;
}

/*
 * Is every word of the text t (n bytes) a response wrote after its
 * value recognised: a unit, a word of annot_words, or a word the
 * problem text uses ("12 \\text{ apples}" when the problem counts
 * apples)?  "(unverified)", "is wrong", "(вероятно)" are not.  Without
 * a problem text only units and annot_words are.
 */
static int
annot_known(const struct papo_verify *v, const char *t, size_t n)
{
	struct papo_unit u;
	size_t i = 0, z, k, fl, words = 0;
	int punct = 0;

	/* one word alone is the value's noun or unit ("12 \\text{
	   apples}", "двенадцать яиц"): units are compared, nouns dropped */
	for (k = 0; k < n; k++)
		if ((unsigned char)t[k] < 0x80 &&
		    !isalpha((unsigned char)t[k]) && t[k] != ' ' &&
		    t[k] != '~' && t[k] != '\\' && t[k] != ',')
			punct = 1;
		else if (annot_mark(t, n, k))
			return 0;
	for (k = 0; k < n; k = z) {
		while (k < n && (unsigned char)t[k] < 0x80 &&
		    !isalpha((unsigned char)t[k]))
			k++;
		for (z = k; z < n && ((unsigned char)t[z] >= 0x80 ||
		    isalpha((unsigned char)t[z])); z++)
			;
		words += z > k;
	}
	if (words <= 1 && !punct)
		return annot_script(t, n);
	/* "(not 5)": another value denied */
	for (k = 0; k < n && (t[k] == ' ' || t[k] == '('); k++)
		;
	if (n - k > 4 && strncasecmp(t + k, "not ", 4) == 0) {
		for (k += 4; k < n && (isdigit((unsigned char)t[k]) ||
		    strchr(" .,-)", t[k])); k++)
			;
		if (k == n)
			return 1;
	}
	while (i < n) {
		unsigned char c = (unsigned char)t[i];

		if (c < 0x80 && !isalpha(c)) {
			if (strchr(" ~.,:;", c) == NULL && !(c == '\\' &&
			    i + 1 < n && strchr(",;: ", t[i + 1])))
				return 0;	/* "(guess)", "?", "!" */
			i += c == '\\' ? 2 : 1;
			continue;
		}
		for (z = i; z < n && ((unsigned char)t[z] >= 0x80 ||
		    isalpha((unsigned char)t[z]) || t[z] == '\''); z++)
			;
		for (k = 0; annot_words[k]; k++)
			if (strlen(annot_words[k]) == z - i &&
			    strncasecmp(annot_words[k], t + i, z - i) == 0)
				break;
		if (annot_words[k] == NULL && papo_unit_parse(t + i, z - i,
		    &u) != 0 && papo_unit_foreign(t + i, z - i, &fl) == NULL &&
		    (v->problem == NULL || z - i < 3 ||
		    !contains_ci(v->problem, v->problemlen, t + i, z - i)))
			return 0;
		i = z;
	}
	return 1;
}

/*
 * Scale words: written after a value they multiply it ("42 gross" is
 * 6,048, "42 score" 840, "42 grand" 42,000), so they are no noun to
 * drop against a bare reference.
 */
static const char *const scale_words[] = { "dozen", "dozens", "gross",
    "grosses", "score", "scores", "hundred", "hundreds", "thousand",
    "thousands", "million", "millions", "billion", "billions",
    "trillion", "trillions", "lakh", "lakhs", "crore", "crores", "grand",
    "grands", NULL };

/*
 * Does the problem ask a count of the scale word w[0..n) ("How many
 * dozens of eggs ...": "dozen", "dozens"), so that the word is the
 * value's noun?
 */
static int
scale_asked(const struct papo_verify *v, const char *w, size_t n)
{
	const char *pr = v->problem;
	size_t k, e;

	if (n > 4 && w[n - 1] == 's' && w[n - 2] != 's')
		n--;	/* "dozens": "dozen" (not "gross") */
	for (k = 0; pr != NULL && k + 5 + n <= v->problemlen; k++) {
		if (strncasecmp(pr + k, "many ", 5) != 0 ||
		    strncasecmp(pr + k + 5, w, n) != 0 || (k > 0 &&
		    isalpha((unsigned char)pr[k - 1])))
			continue;
		e = k + 5 + n;
		while (e < v->problemlen && (pr[e] == 's' || pr[e] == 'e'))
			e++;
		if (e == v->problemlen || !isalpha((unsigned char)pr[e]))
			return 1;
	}
	return 0;
}

/* The factors of scale_words, in its order. */
static const unsigned long scale_factors[] = { 12, 12, 144, 144, 20, 20,
    100, 100, 1000, 1000, 1000000, 1000000, 1000000000UL, 1000000000UL,
    1000000000000UL, 1000000000000UL, 100000, 100000, 10000000, 10000000,
    1000, 1000 };

/*
 * The first word of the words t[0..n) a response wrote beside its
 * value (markup such as "\\text{" aside): its start in *at, or n.
 */
static size_t
annot_first(const char *t, size_t n, size_t *at)
{
	size_t i = 0, z;

	for (;;) {
		while (i < n && (unsigned char)t[i] < 0x80 &&
		    !isalpha((unsigned char)t[i]))
			i++;
		for (z = i; z < n && isalpha((unsigned char)t[z]); z++)
			;
		if (i == n || i == 0 || t[i - 1] != '\\')
			break;
		i = z;	/* a command: "\\text", "\\mathrm" */
	}
	*at = i;
	return i;
}

/*
 * Is the first word of the words t[0..n) a response wrote beside its
 * value a scale word the problem does not count in (English, or of
 * another language: "\\text{ lakh}", "\\text{ लाख}", "\\text{ 万元}")?
 * Its factor, with its end in *end; else 0.
 */
static unsigned long
annot_scale_at(const struct papo_verify *v, const char *t, size_t n,
    size_t *end)
{
	size_t i, z, k, l;
	int e;

	if (annot_first(t, n, &i) == n)
		return 0;
	if ((e = papo_scale_foreign(t + i, n - i, &l)) != 0) {
		*end = i + l;
		for (k = 1; e-- > 0; k *= 10)
			;
		return k;
	}
	for (z = i; z < n && isalpha((unsigned char)t[z]); z++)
		;
	if (z < n && (unsigned char)t[z] >= 0x80)
		return 0;
	*end = z;
	for (k = 0; scale_words[k] != NULL; k++)
		if (strlen(scale_words[k]) == z - i &&
		    strncasecmp(scale_words[k], t + i, z - i) == 0)
			return scale_asked(v, t + i, z - i) ? 0 :
			    scale_factors[k];
	return 0;
}

static int
annot_scale(const struct papo_verify *v, const char *t, size_t n)
{
	size_t e;

	return annot_scale_at(v, t, n, &e) != 0;
}

/*
 * A side whose words beside its value are one scale word alone and
 * markup ("\\boxed{42 \\text{ lakh}}", "42 \\text{ Tausend}"): *out is
 * the side with its value times the word's factor and no words, and 1
 * is returned; else 0 (*out the side as it is).
 */
static int
side_scaled(struct papo_verify *v, const struct side *sd, struct side *out)
{
	unsigned long f;
	size_t e;
	int kids[2], x;

	*out = *sd;
	if (sd->root < 0 || !sd->rawlen || (f = annot_scale_at(v, sd->raw,
	    sd->rawlen, &e)) == 0)
		return 0;
	for (; e < sd->rawlen; e++)
		if ((unsigned char)sd->raw[e] >= 0x80 ||
		    isalnum((unsigned char)sd->raw[e]))
			return 0;	/* "lakh rupees": another word */
	mpq_set_ui(v->qt, f, 1);
	kids[0] = sd->root;
	if ((kids[1] = papo_mx_rat(&v->mx, v->qt)) < 0 ||
	    (x = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2)) < 0)
		return 0;
	out->root = x;
	out->annotlen = out->rawlen = 0;
	return 1;
}

static int
annotations_agree(const struct papo_verify *v, int r, const struct side *g,
    const struct side *p)
{
	if (r != R_EQ)
		return r;
	/* a scale word beside the response's value multiplies it: equal
	   only to the reference's own ("42 gross" against 42) */
	if (p->rawlen && annot_scale(v, p->raw, p->rawlen) &&
	    !(g->annotlen == p->annotlen && memcmp(g->annot, p->annot,
	    g->annotlen) == 0))
		return R_NE;
	/* the response's own words beside its value: the reference's
	   own, or recognised */
	if (p->annotlen && !(g->annotlen == p->annotlen &&
	    memcmp(g->annot, p->annot, g->annotlen) == 0) &&
	    !annot_known(v, p->raw, p->rawlen))
		return R_NE;
	if (g->annotlen && p->annotlen)
		return g->annotlen == p->annotlen && memcmp(g->annot,
		    p->annot, g->annotlen) == 0 ? r : R_NE;
	/* a word where the other side has a unit: a unit papo cannot
	   read, not equal; beside a unit of its own, a label */
	if ((g->annotlen && !g->unit && p->unit) ||
	    (p->annotlen && !p->unit && g->unit))
		return R_NE;
	return r;
}

/*
 * Does the problem hold the ASCII letter c as a word of its own (a
 * variable k, a point M)?
 */
static int
problem_letter(const struct papo_verify *v, char c)
{
	const char *p = v->problem;
	size_t k, n = v->problemlen;

	for (k = 0; p != NULL && k < n; k++)
		if (p[k] == c && (k == 0 || !isalpha((unsigned char)p[k -
		    1])) && (k + 1 == n || !isalpha((unsigned char)p[k + 1])))
			return 1;
	return 0;
}

/*
 * Is node x the letters b times n ("42bn": billion), the problem naming
 * neither alone?
 */
static int
billions(struct papo_verify *v, int x)
{
	const char *a, *b;
	size_t la, lb;

	if (kind(v, x) != PAPO_MX_MUL || ND(v, x)->n != 2 || kind(v, KID(v,
	    x, 0)) != PAPO_MX_SYM || kind(v, KID(v, x, 1)) != PAPO_MX_SYM)
		return 0;
	a = papo_mx_symname(&v->mx, ND(v, KID(v, x, 0))->aux, &la);
	b = papo_mx_symname(&v->mx, ND(v, KID(v, x, 1))->aux, &lb);
	return la == 1 && lb == 1 && a[0] == 'b' && b[0] == 'n' &&
	    !problem_letter(v, 'b') && !problem_letter(v, 'n');
}

/* Is node x the symbol k alone ("42k" where no problem is given)? */
static int
lone_k(struct papo_verify *v, int x)
{
	const char *name;
	size_t len;

	name = papo_mx_symname(&v->mx, ND(v, x)->aux, &len);
	return len == 1 && name[0] == 'k';
}

/*
 * Does the problem speak of temperature (a scale's word or sign, heat),
 * or name K alone (a kelvin, a variable, a point)?  Then a response's
 * "1.2K" is a kelvin, or a product, and no thousand.
 */
static int
problem_thermal(const struct papo_verify *v)
{
	static const char *const rows[] = { "temperat", "kelvin", "celsius",
	    "fahrenheit", "\xc2\xb0", "\xe2\x84\x83", "\xe2\x84\x89",
	    "\\circ", "degree", "thermo", "heat", "boil", "melt", "freez",
	    "cool", "warm", "hot", "cold", NULL };
	const char *p = v->problem;
	size_t k, i, l, n = v->problemlen;

	if (p == NULL || problem_letter(v, 'K'))
		return 1;
	for (i = 0; i < n; i++) {
		if (p[i] == 'K' && i > 0 && papo_ascii_digit((unsigned char)
		    p[i - 1]) && (i + 1 == n || !isalpha((unsigned char)
		    p[i + 1])))
			return 1;	/* "300K" */
		for (k = 0; rows[k] != NULL; k++) {
			l = strlen(rows[k]);
			if (i + l <= n && strncasecmp(p + i, rows[k], l) == 0)
				return 1;
		}
	}
	return 0;
}

/*
 * Response root r a number times one letter that abbreviates an
 * English scale ("42k", "3.5M": thousand, million; "42bn", b times n:
 * billion; after a currency "$42K" too: an amount is no kelvin) against
 * a reference g with no symbol: the number times the factor, a new
 * node; r when it is not one, or when the problem names the letter
 * alone (a variable k, a point M: then "42k" is a product) or, for a
 * number with no currency and a letter other than k, is not given
 * (nothing then says M is no molarity or b no variable; a k times a
 * number the reference does not hold is no answer either way).  A
 * capital K with no currency is a thousand only where a problem is given
 * that does not speak of temperature (problem_thermal).
 */
static int
abbrev_scaled(struct papo_verify *v, int g, int r)
{
	const char *name;
	size_t len, i;
	int kids[3], x, q = -1;

	if (g < 0 || r < 0 || (flags(v, g) & PAPO_MXF_SYM) ||
	    kind(v, r) != PAPO_MX_MUL || ND(v, r)->n != 2)
		return r;
	if (kind(v, KID(v, r, 0)) == PAPO_MX_UNIT && ND(v, KID(v, r,
	    0))->n <= 3 && kind(v, KID(v, KID(v, r, 0), 0)) == PAPO_MX_NUM)
		q = KID(v, r, 0);	/* "$42k": the amount is "$42" */
	else if (kind(v, KID(v, r, 0)) != PAPO_MX_NUM || (v->problem ==
	    NULL && !(kind(v, KID(v, r, 1)) == PAPO_MX_SYM &&
	    lone_k(v, KID(v, r, 1)))))
		return r;	/* "42M" with no problem: a molarity, or a
				   variable; "$42k" is an amount */
	if (billions(v, KID(v, r, 1))) {
		mpz_ui_pow_ui(mpq_numref(v->qt), 10, 9);	/* "42bn" */
		mpz_set_ui(mpq_denref(v->qt), 1);
		goto scaled;
	}
	if (kind(v, KID(v, r, 1)) != PAPO_MX_SYM)
		return r;
	name = papo_mx_symname(&v->mx, ND(v, KID(v, r, 1))->aux, &len);
	if (len != 1 || (name[0] != 'k' && name[0] != 'M' && !(name[0] ==
	    'K' && (q >= 0 || !problem_thermal(v)))) ||
	    problem_letter(v, name[0]))
		return r;	/* "$42K": an amount is no kelvin; "1.2K" a
				   thousand where no temperature is spoken
				   of */
	mpq_set_ui(v->qt, name[0] == 'M' ? 1000000 : 1000, 1);
scaled:
	kids[0] = q >= 0 ? KID(v, q, 0) : KID(v, r, 0);
	if ((kids[1] = papo_mx_rat(&v->mx, v->qt)) < 0 ||
	    (x = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2)) < 0)
		return r;
	if (q < 0)
		return x;
	/* the scaled amount keeps its currency (or unit) */
	kids[0] = x;
	for (i = 1; i < ND(v, q)->n; i++)
		kids[i] = KID(v, q, i);
	if ((x = papo_mx_new(&v->mx, PAPO_MX_UNIT, 0, kids, ND(v, q)->n)) < 0)
		return r;
	ND(v, x)->aux = ND(v, q)->aux;
	ND(v, x)->aux2 = ND(v, q)->aux2;
	return x;
}

/* Is r[0..n) one word, blanks around it aside (" rupees")? */
static int
one_word(const char *r, size_t n)
{
	while (n > 0 && (r[n - 1] == ' ' || r[n - 1] == '}'))
		n--;
	while (n > 0 && (*r == ' ' || *r == '{')) {
		r++;
		n--;
	}
	return n > 0 && memchr(r, ' ', n) == NULL;
}

/* Is the quantity r (or r's first factor: "$42k") an amount after a
   bare '$', which names no unit but money (papo_unit_weak)? */
static int
dollar_sign(const struct papo_verify *v, int r)
{
	int8_t dim[PAPO_NDIMS];

	if (r >= 0 && kind(v, r) == PAPO_MX_MUL && ND(v, r)->n == 2)
		r = KID(v, r, 0);
	return r >= 0 && kind(v, r) == PAPO_MX_UNIT &&
	    (papo_unit_unpack(ND(v, r)->aux, ND(v, r)->aux2, dim) >>
	    PAPO_CUR_SIGN & 1);
}

/*
 * Does the prediction s[0..n) end in a capital "K" or "M" alone after
 * its number ("48\\text{M}", "48\\,\\text{K}")?  With no problem, such a
 * unit has two readings: a kelvin or a molarity, or the thousands or
 * millions that change the value ("$42K", "3.5M" read as amounts).
 */
static int
scale_letter_unit(const char *s, size_t n)
{
	static const char *const cmds[] = { "\\text", "\\mathrm", "\\rm",
	    "\\,", "\\ ", NULL };
	size_t k, l;

	while (n > 0 && (s[n - 1] == '}' || s[n - 1] == ' '))
		n--;
	if (n < 2 || (s[n - 1] != 'K' && s[n - 1] != 'M'))
		return 0;
	for (n--; n > 0; ) {
		if (s[n - 1] == ' ' || s[n - 1] == '{' || s[n - 1] == '~') {
			n--;
			continue;
		}
		for (k = 0; cmds[k] != NULL; k++) {
			l = strlen(cmds[k]);
			if (n >= l && memcmp(s + n - l, cmds[k], l) == 0)
				break;
		}
		if (cmds[k] == NULL)
			break;
		n -= l;
	}
	return n > 0 && papo_ascii_digit((unsigned char)s[n - 1]);
}

/*
 * Is the response's root p a degree ("18°", "18 degrees") where the
 * reference g is a bare number and the problem asks a unit with no
 * degrees in it, of no temperature ("How much in dollars ...?": 18° is
 * no sum of money; "in radians?": 18° is not 18 rad)?  A question that
 * names no unit keeps the degree read as its value ("What is the
 * measure of angle A?").
 */
static int
degrees_unasked(struct papo_verify *v, int g, int p)
{
	struct papo_unit asked;

	return v->problem != NULL && p >= 0 && g >= 0 &&
	    kind(v, p) == PAPO_MX_DEGREE && kind(v, g) != PAPO_MX_DEGREE &&
	    kind(v, g) != PAPO_MX_UNIT &&
	    papo_verify_asked_unit(v->problem, v->problemlen, &asked) &&
	    !papo_unit_none(&asked) && !asked.generic &&
	    asked.degrees == 0 && asked.dim[PAPO_DIM_TEMP] == 0;
}

/*
 * The verdict on two parsed sides: their trees compared, then their
 * words (annotations_agree); a side's scale word alone beside its
 * value multiplies it (side_scaled), and so does a response's "k" or
 * "M" (abbrev_scaled).  A bare reference is first given the unit the
 * problem asks when the response writes one ("3 minutes" where hours
 * are asked: verify_asked.c).
 */
static int
trees_agree(struct papo_verify *v, const struct side *g0,
    const struct side *p0)
{
	struct side gs, ps, *g = &gs, *p = &ps;
	struct papo_unit asked;
	const struct papo_buf *said;
	int groot, x, y, pu;

	side_scaled(v, g0, &gs);	/* "42 \\text{ lakh}": 4200000 */
	side_scaled(v, p0, &ps);
	groot = g->root;
	if (!p->annotlen)
		ps.root = abbrev_scaled(v, groot, ps.root);	/* "42k" */
	if (v->depth == 0 && v->problem == NULL && !g->unit &&
	    !g->annotlen && p->unit && ps.root == p0->root &&
	    scale_letter_unit(v->pred.s, v->pred.len))
		return R_NE;	/* "\\boxed{42\\text{M}}": a scale, or a unit
				   no problem asks */
	if (v->depth == 0 && !g->unit && (p->unit || p->annotlen) &&
	    papo_verify_span_differs(v))
		return R_NE;	/* "$126/day" where a week's is asked */
	if (v->depth == 0 && !g->unit && p->unit) {
		papo_verify_asked_fen(v, ps.root);	/* "42分": fen */
		groot = papo_verify_asked_ref(v, groot, p->n0);
		if (groot == g->root && papo_verify_other_currency(v, p->n0))
			return R_NE;	/* "€18.90" where the problem's
					   prices are in dollars */
	} else if (v->depth == 0 && !g->unit && v->problem != NULL &&
	    (x = papo_verify_letter_quantity(v, p->root)) >= 0 &&
	    x != p->root && (y = papo_verify_asked_ref(v, groot,
	    (size_t)x)) != groot) {
		groot = y;	/* "42 h" where hours are asked */
		ps.root = x;
	} else if (v->depth == 0 && !g->unit && !g->annotlen && !p->unit &&
	    p->annotlen && v->problem != NULL &&
	    papo_verify_asked_unit(v->problem, v->problemlen, &asked) &&
	    !papo_unit_none(&asked) && !papo_verify_asked_verb(v->problem,
	    v->problemlen, p->raw, p->rawlen) &&
	    !papo_answer_final_verb(p->raw, p->rawlen))
		return R_NE;	/* "42 centavos" where reais are asked: a
				   word in the asked unit's place; not the
				   question's last verb, "$18
				   సంపాదిస్తుంది", nor a statement's
				   verb, "$18 పొందుతుంది" */
	else if (v->depth == 0 && !g->unit && !g->annotlen && !p->unit &&
	    p->annotlen && one_word(p->raw, p->rawlen) && v->problem !=
	    NULL && papo_verify_asked_money(v->problem, v->problemlen,
	    p->raw, p->rawlen))
		return R_NE;	/* "18 eggs" where money is asked */
	else if (v->depth == 0 && !g->unit && !g->annotlen && !p->unit &&
	    p->annotlen && papo_verify_asked_percent(v->problem,
	    v->problemlen))
		return R_NE;	/* "18 eggs" where a percent is asked */
	pu = p->unit && !dollar_sign(v, ps.root);	/* "$50": none */
	said = pu ? &v->ptext : NULL;	/* its unit's words */
	if (ps.root >= 0 && kind(v, ps.root) == PAPO_MX_DEGREE)
		said = &v->pred;	/* its degree sign, as written */
	if (v->depth == 0 && !g->unit && !g->annotlen && (pu ||
	    (p->annotlen && one_word(p->raw, p->rawlen))) &&
	    v->problem != NULL && papo_verify_asked_other_noun(v->problem,
	    v->problemlen, said ? said->s : p->raw, said ? said->len :
	    p->rawlen))
		return R_NE;	/* "3 weeks" where weekdays are asked */
	if (v->depth == 0 && !g->unit && degrees_unasked(v, groot, ps.root))
		return R_NE;	/* "18°" where dollars are asked */
	return annotations_agree(v, papo_verify_cmp(v, groot, p->root, 0),
	    g, p);
}

/* How the problem asks a list of the reference: in order (1), as a
   set (-1), or nothing tells (0): verify_asked.c. */
/* The compare at depth 0 of reference gold[0..gn) and response
   pred[0..pn): the reference's order not asked yet
   (papo_verify_ordered asks it when a list needs it), the response's
   text kept for its labels (verify_rel.c). */
static void
order_later(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	v->ordered = 2;
	v->ogold = gold;
	v->ogn = gn;
	v->cmppred = pred;
	v->cmppn = pn;
}

int
papo_verify_ordered(struct papo_verify *v)
{
	if (v->ordered == 2)
		v->ordered = papo_verify_asked_order(v->problem,
		    v->problemlen, v->ogold, v->ogn);
	return v->ordered;
}

/* Might s[0..n) hold a relation ('<', '>', \ne, \ge, \le, \gt, \lt,
   or a UTF-8 sign)?  The cheap test before domains_differ. */
static int
rel_byte(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] == '<' || s[i] == '>' || (unsigned char)s[i] == 0xe2 ||
		    (s[i] == '\\' && i + 2 < n && ((s[i + 1] == 'n' &&
		    s[i + 2] == 'e') || ((s[i + 1] == 'g' || s[i + 1] == 'l') &&
		    (s[i + 2] == 'e' || s[i + 2] == 't')))))
			return 1;
	return 0;
}

/*
 * The points a domain condition "x REL c" leaves out, as offsets from
 * c: for > and >= below it, for < and <= above it, for != c itself.
 */
static const int outside_num[] = { 0, -1, -1, -10 };
static const int outside_den[] = { 1, 4, 1, 1 };
/* and two it holds, away from the integers a pole is likely at */
static const int inside_num[] = { 3, 29 };
static const int inside_den[] = { 7, 3 };

/*
 * Is node root a real number with symbol sym at v->qa: 1, 0 when it
 * is not (a pole, a complex value), -1 when evaluation cannot tell.
 */
static int
real_at(struct papo_verify *v, int sym, int root)
{
	struct papo_mx *m = &v->mx;
	int st;

	papo_mx_unbind_all(m);
	papo_mx_bind(m, (uint32_t)sym, v->qa);
	st = papo_mx_ball(m, root, &v->ba);
	if (st == PAPO_MX_UNDEF)
		return 0;
	if (st != PAPO_MX_OK || !mpfr_number_p(v->ba.re))
		return -1;
	return mpfr_zero_p(v->ba.im) ? 1 : 0;
}

/*
 * Does the problem state the condition d ("$s < 0$", "x \\ge 4"): its
 * variable alone, the same relation, the same constant (blanks aside)?
 */
static int
problem_states(const struct papo_verify *v, const struct papo_buf *d)
{
	const char *p = v->problem;
	size_t n = v->problemlen, i, j, k, len = 0;

	for (i = 0; p != NULL && i < n; i++) {
		if (p[i] != d->s[0] || (i > 0 &&
		    (papo_ascii_alpha((unsigned char)p[i - 1]) ||
		    p[i - 1] == '\\')) || (i + 1 < n &&
		    papo_ascii_alpha((unsigned char)p[i + 1])))
			continue;
		for (j = i + 1; j < n && p[j] == ' '; j++)
			;
		if (papo_answer_relation(p, j, n, &len) != d->s[1])
			continue;
		for (j += len, k = 2; j < n && k < d->len; j++) {
			if (p[j] == ' ')
				continue;
			if (d->s[k] == ' ') {
				k++;
				j--;
				continue;
			}
			if (p[j] != d->s[k])
				break;
			k++;
		}
		if (k == d->len && (j == n ||
		    !papo_ascii_digit((unsigned char)p[j])))
			return 1;
	}
	return 0;
}

/*
 * Does the response's domain condition (papo_answer_domain's d: its
 * variable, relation and constant) narrow the reference's expression
 * gold[0..gn), which gives none: is the expression a real number at a
 * point the condition leaves out ("\frac{1}{x} \text{ for } x > 0"
 * against \frac{1}{x}: 1/x is -1 at -1)?  A condition that only
 * states where the expression is defined does not ("\ln x, x > 0",
 * "\sqrt{x}, x \ge 0", "\frac{1}{x}, x \neq 0"), nor one the problem
 * states.  A condition that holds points where the expression is no
 * real number ("\sqrt{x}, x \le 0") gives no function of it, problem
 * or not.  0 when it cannot tell (no problem, another variable, a
 * constant that is no number).
 */
static int
narrowed(struct papo_verify *v, const char *gold, size_t gn,
    const struct papo_buf *d)
{
	struct papo_mx *m = &v->mx;
	int root, c, r = 0, sign, k, sym = -1;
	size_t s, len;
	char rel = d->s[1];

	papo_mx_reset(m);
	papo_mx_set_prec(m, v->o.prec);
	if (papo_lex_run(&v->lx, d->s + 2, d->len - 2) < 0 ||
	    papo_mx_parse(m, &v->lx, &c) != PAPO_MX_OK ||
	    papo_mx_exact(m, c, v->qc) != PAPO_MX_OK)
		return 0;
	if (papo_lex_run(&v->lx, gold, gn) < 0 ||
	    papo_mx_parse(m, &v->lx, &root) != PAPO_MX_OK)
		return 0;
	for (s = 0; s < m->nsym; s++) {
		const char *nm = papo_mx_symname(m, (uint32_t)s, &len);

		if (len != 1 || nm[0] != d->s[0])
			return 0;	/* another variable: cannot tell */
		sym = (int)s;
	}
	if (sym < 0)
		return 0;
	sign = rel == '>' || rel == 'g' ? 1 : rel == '<' || rel == 'l' ?
	    -1 : 0;
	/* a condition holding points where the expression is no real
	   number gives no function of it ("\\sqrt{x}, x \\le 0") */
	for (k = 0; k < 2 && !r; k++) {
		mpq_set_si(v->qa, (sign ? sign : 1 - 2 * k) * inside_num[k],
		    (unsigned long)inside_den[k]);
		mpq_add(v->qa, v->qa, v->qc);
		r = !real_at(v, sym, root);
	}
	/* with no problem nothing says a narrower condition is not the
	   problem's own ("e^{3s} \\text{ for } s < 0"), nor when the
	   problem states it */
	if (r || v->problem == NULL || v->problemlen == 0 ||
	    problem_states(v, d)) {
		papo_mx_unbind_all(m);
		return r;
	}
	for (k = 0; k < 4 && !r; k++) {
		if ((sign == 0 && k > 0) || (k == 0 && (rel == 'g' ||
		    rel == 'l')))
			continue;	/* c itself is inside */
		mpq_set_si(v->qa, sign * outside_num[k],
		    (unsigned long)outside_den[k]);
		mpq_add(v->qa, v->qa, v->qc);
		r = real_at(v, sym, root) == 1;
	}
	papo_mx_unbind_all(m);
	return r;
}

/*
 * Do both answers give a domain condition ("\ln x, x > 0"), and
 * different ones: another variable, relation or constant ("\ln x,
 * x < 0", "x > 1")?  Or does the response alone give one that narrows
 * the reference's expression (narrowed)?  1 or 0.
 */
static int
domains_differ(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	struct papo_buf a = PAPO_BUF_INIT, b = PAPO_BUF_INIT;
	int r = 0;

	if (!rel_byte(pred, pn))
		return 0;
	if (!(rel_byte(gold, gn) && papo_answer_domain(gold, gn, &a)) &&
	    papo_answer_domain(pred, pn, &b) && b.len > 2)
		r = narrowed(v, gold, gn, &b);
	else if (a.len > 0 && papo_answer_domain(pred, pn, &b)) {
		if (a.s[0] != b.s[0] || a.s[1] != b.s[1])
			r = 1;
		else {
			v->depth++;
			r = papo_verify_compare(v, a.s + 2, a.len - 2,
			    b.s + 2, b.len - 2) != PAPO_V_EQUAL;
			v->depth--;
		}
	}
	papo_buf_release(&a);
	papo_buf_release(&b);
	return r;
}

/*
 * The response's answer *pred (*pn bytes) as compared with the
 * reference gold[0..gn): normalized (papo_answer_normalize), and its
 * run of unit symbols read as its unit ("12 m/s": a unit, not 12 m over
 * s; papo_verify_symbol_unit).  *pred then points into v's buffers.
 */
static void
pred_forms(struct papo_verify *v, const char *gold, size_t gn,
    const char **pred, size_t *pn)
{
	if (!bare_decimal(*pred, *pn) && papo_answer_normalize(*pred, *pn,
	    &v->pnorm)) {
		*pred = v->pnorm.s;
		*pn = v->pnorm.len;
		trim_answer(pred, pn);
	}
	if (*pn > 0 && papo_verify_symbol_unit(v, gold, gn, *pred, *pn,
	    &v->symu)) {
		*pred = v->symu.s;
		*pn = v->symu.len;
	}
}

int
papo_verify_compare(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn)
{
	struct papo_mx *m = &v->mx;
	const char *gd, *pd;
	struct side g, p;
	size_t gdn, pdn;
	int gneg, pneg, gst, pst, groot, proot, r;

	trim_answer(&gold, &gn);
	trim_answer(&pred, &pn);
	if (gn == pn && memcmp(gold, pred, gn) == 0)
		return gn ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (v->depth == 0)	/* "0; 3" for two blanks: in order */
		order_later(v, gold, gn, pred, pn);
	if (plain_int(gold, gn, &gd, &gdn, &gneg) &&
	    plain_int(pred, pn, &pd, &pdn, &pneg))
		return gneg == pneg && gdn == pdn && memcmp(gd, pd, gdn) == 0 ?
		    PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (gn == 0 || pn == 0 || decimals_apart(gold, gn, pred, pn))
		return PAPO_V_NOT_EQUAL;
	/* (a nested call's answers are normalized already) */
	if (v->depth == 0 && !bare_decimal(gold, gn) &&
	    papo_answer_normalize(gold, gn, &v->gnorm)) {
		gold = v->gnorm.s;
		gn = v->gnorm.len;
		trim_answer(&gold, &gn);
	}
	if (v->depth == 0)
		pred_forms(v, gold, gn, &pred, &pn);
	if (gn == pn && memcmp(gold, pred, gn) == 0)
		return gn ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (gn == 0 || pn == 0)
		return PAPO_V_NOT_EQUAL;
	if (same_digit_groups(gold, gn, pred, pn))
		return PAPO_V_EQUAL;
	if (v->depth == 0) {
		v->depth++;
		r = cmp_choices(v, gold, gn, pred, pn);
		v->depth--;
		if (r >= 0)
			return r;
	}

	papo_mx_reset(m);
	papo_mx_set_prec(m, v->o.prec);
	v->steps = 0;
	if (parse_side(v, gold, gn, &v->gtext, &g) < 0 ||
	    parse_side(v, pred, pn, &v->ptext, &p) < 0)
		return PAPO_V_CAPPED;
	gst = g.st, pst = p.st, groot = g.root, proot = p.root;
	if (gst == PAPO_MX_CAP || pst == PAPO_MX_CAP)
		r = R_CAP;
	else if (gst != PAPO_MX_OK || pst != PAPO_MX_OK)
		r = R_UNK;
	else
		r = trees_agree(v, &g, &p);
	if (r == R_UNK || r == R_UNSTABLE)
		r = v->gtext.len == v->ptext.len && memcmp(v->gtext.s,
		    v->ptext.s, v->gtext.len) == 0 ? R_EQ : R_NE;
	/* a cap hit on the same tokens ("1 - e^{-r T}", "1 - e^{-rT}") */
	if (r == R_CAP && v->gtext.len == v->ptext.len && memcmp(v->gtext.s,
	    v->ptext.s, v->gtext.len) == 0)
		r = R_EQ;
	if (r == R_NE && gst == PAPO_MX_OK)
		r = colon_ratio(v, groot, pred, pn);
	/*
	 * "101,103,107,109,113": commas that looked like thousands
	 * separators in the reference separate items when the response
	 * is a list.
	 */
	if (r == R_NE && pst == PAPO_MX_OK &&
	    (papo_mx_at(m, proot)->kind == PAPO_MX_LIST ||
	    (papo_mx_at(m, proot)->kind == PAPO_MX_SET &&
	    papo_mx_at(m, proot)->n > 1)) &&
	    comma_groups(gold, gn)) {
		v->lx.commas = 1;
		r = papo_lex_run(&v->lx, gold, gn);
		v->lx.commas = 0;
		if (r < 0)
			return PAPO_V_NOT_EQUAL;
		if (papo_mx_parse(m, &v->lx, &groot) != PAPO_MX_OK ||
		    (papo_mx_at(m, groot)->kind != PAPO_MX_LIST &&
		    papo_mx_at(m, groot)->kind != PAPO_MX_SET))
			return PAPO_V_NOT_EQUAL;
		r = papo_verify_cmp(v, groot, proot, 0);
		if (r == R_UNK || r == R_UNSTABLE)
			r = R_NE;
	}
	if (r == R_NE && v->depth == 0 && memchr(pred, ',', pn) != NULL &&
	    restated_items(v, gold, gn, pred, pn) == PAPO_V_EQUAL)
		r = R_EQ;	/* "2 \\le x \\le 5, [2,5]" */
	/* "\\sum_{k=0}^{n} a_k b_k" against "\\sum_{k=0}^{n} b_k a_k"
	   (verify_sum.c) */
	if (r == R_NE && v->depth == 0 && papo_verify_same_sum(v, gold, gn,
	    pred, pn))
		r = R_EQ;
	return r == R_EQ ? PAPO_V_EQUAL : r == R_CAP ? PAPO_V_CAPPED :
	    PAPO_V_NOT_EQUAL;
}

/*
 * Is the answer read (v->pred) the text of option letter under the
 * problem's list?  1 too when the problem lists no options.
 */
static int
value_is_option(struct papo_verify *v, int letter)
{
	const char *ot;
	size_t otn;
	struct papo_buf pred = PAPO_BUF_INIT;
	int r;

	if (v->problem == NULL || !papo_answer_option_of(v->problem,
	    v->problemlen, letter, &ot, &otn))
		return 1;
	/* v->pred is compared, so compared from a copy */
	papo_buf_add(&pred, v->pred.s, v->pred.len);
	r = papo_verify_compare(v, ot, otn, pred.s, pred.len) ==
	    PAPO_V_EQUAL;
	papo_buf_release(&pred);
	return r;
}

/*
 * Under a problem that lists its options, is the box that closes
 * response resp[0..rn), when it holds a value and no letter, option
 * letter's value?  1 when there is no such box or list.
 */
static int
box_is_option(struct papo_verify *v, const char *resp, size_t rn,
    int letter)
{
	const char *ot;
	size_t otn;
	struct papo_buf box = PAPO_BUF_INIT;
	int r = 1;

	if (v->problem != NULL && papo_answer_option_of(v->problem,
	    v->problemlen, letter, &ot, &otn) &&
	    papo_answer_closing_box(resp, rn, &box) && box.len > 0 &&
	    papo_answer_ref_letter(box.s, box.len) == 0 &&
	    papo_verify_compare(v, ot, otn, box.s, box.len) != PAPO_V_EQUAL)
		r = 0;
	papo_buf_release(&box);
	return r;
}

/* Are a and b the same text, but for spacing around them? */
static int
same_text(const char *a, size_t an, const char *b, size_t bn)
{
	trim_answer(&a, &an);
	trim_answer(&b, &bn);
	return an > 0 && an == bn && memcmp(a, b, an) == 0;
}

/*
 * PAPO_V_EQUAL, unless response resp says the answer is not a value
 * equal to reference ref ("\boxed{4} ... the answer cannot be 4"): then
 * it contradicts itself, PAPO_V_NOT_EQUAL.
 */
static int
denied(struct papo_verify *v, const char *resp, size_t rn, const char *ref,
    size_t fn)
{
	size_t k, nd, off[4];
	struct papo_buf d = PAPO_BUF_INIT, gold = PAPO_BUF_INIT;
	int r = PAPO_V_EQUAL;

	/* "\\boxed{20} pages per week", "The answer is 208 (in square
	   meters)." */
	if (papo_verify_closing(v, resp, rn, ref, fn))
		return PAPO_V_NOT_EQUAL;
	if (resp == NULL || (nd = papo_answer_denied(resp, rn, &d, off,
	    4)) == 0) {
		papo_buf_release(&d);
		return r;
	}
	papo_answer_reference(ref, fn, &gold);
	for (k = 0; k < nd && r == PAPO_V_EQUAL; k++)
		if (papo_verify_compare(v, gold.s, gold.len, d.s + off[k],
		    strlen(d.s + off[k])) == PAPO_V_EQUAL)
			r = PAPO_V_NOT_EQUAL;
	papo_buf_release(&d);
	papo_buf_release(&gold);
	return r;
}

/* The verdict for one reference text ref[0..fn) against v->pred. */
static int
check_one(struct papo_verify *v, const char *ref, size_t fn)
{
	int r, c;

	const char *p = v->pred.s + v->predrhs;
	size_t pn = v->pred.len - v->predrhs;

	papo_answer_reference(ref, fn, &v->gold);
	/* "\ln x, x < 0" for "\ln x, x > 0": another function */
	if (domains_differ(v, v->gold.s, v->gold.len, p, pn))
		return PAPO_V_NOT_EQUAL;
	r = papo_verify_compare(v, v->gold.s, v->gold.len, p, pn);
	if (r == PAPO_V_NOT_EQUAL && (c = papo_verify_renamed_constants(v,
	    v->gold.s, v->gold.len, p, pn)) >= 0)
		r = c;
	if (r == PAPO_V_NOT_EQUAL && (c = papo_verify_derivatives(v,
	    v->gold.s, v->gold.len, p, pn)) >= 0)
		r = c;
	return r;
}

/*
 * The length of a grouping mark at p[k] (in p[..n)) between digits:
 * an apostrophe, straight or curly ("1'250", "1’250"), 1 or 3; else 0.
 */
static size_t
apostrophe_at(const char *p, size_t k, size_t n)
{
	if (k < n && p[k] == '\'')
		return 1;
	return k + 3 <= n && memcmp(p + k, "\xe2\x80\x99", 3) == 0 ? 3 : 0;
}

/*
 * A prediction that opens on a number grouped by apostrophes, as the
 * Swiss write it ("1'250", "12'500'000.5": groups of three), or by
 * India's lakhs and crores ("1,25,000", "12,34,567": groups of two
 * before the last three), shapes no other writing gives a value:
 * rewritten with the marks dropped (v->pred), 1; else 0 ("5'10",
 * "1,25,00", "1,250" stay as they were).
 */
static int
marks_grouped(struct papo_verify *v)
{
	const char *p = v->pred.s;
	size_t n = v->pred.len, k = 0, a, g, m, twos = 0, groups = 0;

	if (n > 0 && p[0] == '-')
		k = 1;
	for (a = k; k < n && isdigit((unsigned char)p[k]); k++)
		;
	if (k == a || k - a > 3 || p[a] == '0')
		return 0;
	if (apostrophe_at(p, k, n) != 0) {
		while ((m = apostrophe_at(p, k, n)) != 0) {
			for (k += m, g = 0; k < n && isdigit((unsigned
			    char)p[k]); k++)
				g++;
			if (g != 3)
				return 0;
			groups++;
		}
	} else if (k < n && p[k] == ',' && k - a <= 2) {
		while (k < n && p[k] == ',') {
			for (k++, g = 0; k < n && isdigit((unsigned
			    char)p[k]); k++)
				g++;
			if (g == 3)
				break;
			if (g != 2)
				return 0;
			twos++;
		}
		if (twos == 0 || g != 3)
			return 0;
		groups = 1;
	}
	if (groups == 0 || (k < n && (p[k] == ',' || p[k] == '\'' ||
	    isdigit((unsigned char)p[k]))))
		return 0;
	if (k + 1 < n && p[k] == '.' && isdigit((unsigned char)p[k + 1]))
		for (k++; k < n && isdigit((unsigned char)p[k]); k++)
			;
	if (k < n && (p[k] == '.' || p[k] == ',' || (unsigned char)p[k] ==
	    0xe2))
		return 0;	/* "1'250.5.3", "1,25,000,5" */
	papo_buf_reset(&v->scratch);
	for (g = 0; g < n; g++) {
		if (g < k && (m = apostrophe_at(p, g, n)) != 0) {
			g += m - 1;
			continue;
		}
		if (g < k && p[g] == ',')
			continue;
		papo_buf_addc(&v->scratch, p[g]);
	}
	papo_buf_reset(&v->pred);
	papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
	return 1;
}

/*
 * A prediction that is a number with one braced comma ("3{,}75",
 * "0{,}4") not before exactly three digits: rewritten as its decimal
 * (v->pred), 1; else 0 ("10{,}000" groups thousands).
 */
static int
braced_comma(struct papo_verify *v)
{
	struct papo_buf dec = PAPO_BUF_INIT;
	const char *p = v->pred.s, *c, *u;
	size_t n = v->pred.len, at, k, d = 0, un = 0;
	int r;

	/* "3{,}75 \\text{ m}": the number before the unit read in */
	if ((u = memmem(p, n, " \\text{ ", 8)) != NULL) {
		un = n - (size_t)(u - p);
		n = (size_t)(u - p);
	}
	if (n < 5 || (c = memmem(p, n, "{,}", 3)) == NULL ||
	    memmem(c + 3, n - (size_t)(c - p) - 3, "{,}", 3) != NULL)
		return 0;
	at = (size_t)(c - p);
	for (k = at + 3; k < n && p[k] >= '0' && p[k] <= '9'; k++)
		d++;
	if (d == 0 || d == 3 || at == 0 || p[at - 1] < '0' || p[at - 1] > '9')
		return 0;
	papo_buf_reset(&v->scratch);
	papo_buf_add(&v->scratch, p, at);
	papo_buf_addc(&v->scratch, ',');
	papo_buf_add(&v->scratch, p + at + 3, n - at - 3);
	if ((r = papo_answer_decimal_comma(v->scratch.s, v->scratch.len,
	    &dec) == 1)) {
		papo_buf_add(&dec, p + n, un);
		papo_buf_reset(&v->pred);
		papo_buf_add(&v->pred, dec.s, dec.len);
	}
	papo_buf_release(&dec);
	return r;
}

/* Does ref[0..n) name variable x bare ("x = 2"), and never numbered? */
static int
letter_bare(const char *ref, size_t n, char x)
{
	size_t k;
	int bare = 0;

	for (k = 0; k < n; k++) {
		if (ref[k] != x || (k > 0 &&
		    (papo_ascii_alpha((unsigned char)ref[k - 1]) ||
		    ref[k - 1] == '\\')))
			continue;
		if (k + 1 < n && ref[k + 1] == '_')
			return 0;
		if (k + 1 == n || !papo_ascii_alpha((unsigned char)ref[k + 1]))
			bare = 1;
	}
	return bare;
}

/*
 * "x_{1} = 2, x_{2} = 3": the roots of one equation numbered, against a
 * reference that names the variable bare ("x = 2 \\text{ or } x = 3")
 * and never numbered.  The numbers dropped from v->pred ("x = 2, x =
 * 3"), to be compared as the reference's roots are.  Only a list of two
 * to nine items "LETTER_k = ..." of one letter numbered 1, 2, ... in
 * order; anything else leaves v->pred as it is.  res->pred follows it.
 */
static void
numbered_roots(struct papo_verify *v, const char *ref, size_t fn,
    struct papo_verify_result *res)
{
	const char *p = v->pred.s;
	size_t n = v->pred.len, i = 0, k, j;
	char x = 0;
	int want = 1, depth;

	papo_buf_reset(&v->scratch);
	while (i < n) {
		while (i < n && p[i] == ' ')
			i++;
		if (i + 2 >= n || !papo_ascii_alpha((unsigned char)p[i]) ||
		    (x != 0 && p[i] != x) || p[i + 1] != '_' || want > 9)
			return;
		x = p[i];
		k = i + 2;
		if (k + 2 < n && p[k] == '{' && p[k + 1] == '0' + want &&
		    p[k + 2] == '}')
			k += 3;
		else if (p[k] == '0' + want && (k + 1 == n ||
		    !papo_ascii_digit((unsigned char)p[k + 1])))
			k++;
		else
			return;
		want++;
		for (j = k; j < n && p[j] == ' '; j++)
			;
		if (j >= n || p[j] != '=')
			return;
		for (depth = 0; j < n && (depth > 0 || p[j] != ','); j++)
			depth += strchr("([{", p[j]) != NULL ? 1 :
			    strchr(")]}", p[j]) != NULL ? -1 : 0;
		papo_buf_addc(&v->scratch, x);
		papo_buf_add(&v->scratch, p + k, j - k);
		if (j < n) {
			papo_buf_adds(&v->scratch, ", ");
			j++;
		}
		i = j;
	}
	if (want < 3 || !letter_bare(ref, fn, x))
		return;
	papo_buf_reset(&v->pred);
	papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
	res->pred = v->pred.s;
	res->predlen = v->pred.len;
}

/*
 * An ordinal written as a superscript after an integer, with the
 * integer's own suffix ("3^{\\text{rd}}", "8^{\\mathrm{th}}", "21^{st}"):
 * the superscript dropped from v->pred, which is then the integer with
 * whatever followed ("3\\text{ place}"); "2^{th}" and "x^{st}" are left.
 */
static void
ordinal_sup(struct papo_verify *v)
{
	static const char *const wrap[] = { "", "\\text{", "\\mathrm{",
	    "\\textrm{", "\\rm ", "\\text{ ", NULL };
	const char *p = v->pred.s, *suf;
	size_t n = v->pred.len, i, j, k, l, d;

	for (i = 1; i + 4 < n; i++) {
		if (p[i] != '^' || p[i + 1] != '{' || p[i - 1] < '0' ||
		    p[i - 1] > '9')
			continue;
		for (d = i; d > 0 && p[d - 1] >= '0' && p[d - 1] <= '9'; d--)
			;
		if (d > 0 && (papo_ascii_alpha((unsigned char)p[d - 1]) ||
		    strchr(".^_{\\", p[d - 1]) != NULL))
			continue;
		suf = papo_answer_ordinal(p, d, i);
		for (k = 0; wrap[k]; k++) {
			l = strlen(wrap[k]);
			j = i + 2 + l;
			if (j + 2 > n || memcmp(p + i + 2, wrap[k], l) != 0 ||
			    memcmp(p + j, suf, 2) != 0)
				continue;
			j += 2;
			if (l > 0 && wrap[k][l - 1] == '{' && (j >= n ||
			    p[j++] != '}'))
				continue;
			if (j >= n || p[j] != '}')
				continue;
			papo_buf_reset(&v->scratch);
			papo_buf_add(&v->scratch, p, i);
			papo_buf_add(&v->scratch, p + j + 1, n - j - 1);
			papo_buf_reset(&v->pred);
			papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
			return;
		}
	}
}

/*
 * Does the problem write numbers with sep grouping thousands and never
 * as a decimal mark ("Ein Auto kostet 1.000 €" for '.': a digit, sep
 * and three digits that no digit follows; no sep between digits
 * otherwise)?
 */
static int
problem_groups(const struct papo_verify *v, char sep)
{
	const char *p = v->problem;
	size_t n = v->problemlen, i, k;
	int grouped = 0;

	if (p == NULL)
		return 0;
	for (i = 1; i + 1 < n; i++) {
		if (p[i] != sep || !isdigit((unsigned char)p[i - 1]) ||
		    !isdigit((unsigned char)p[i + 1]))
			continue;
		for (k = i + 1; k < n && isdigit((unsigned char)p[k]); k++)
			;
		if (k - i - 1 != 3)
			return 0;	/* "2.5": a decimal mark */
		grouped = 1;
	}
	return grouped;
}

/* The separator between digits in v->pred, a comma or a dot; 0 when
   none. */
static char
pred_sep(const struct papo_verify *v)
{
	const char *s = v->pred.s;
	size_t k;

	for (k = 1; k + 1 < v->pred.len; k++)
		if ((s[k] == '.' || s[k] == ',') &&
		    isdigit((unsigned char)s[k - 1]) &&
		    isdigit((unsigned char)s[k + 1]))
			return s[k];
	return 0;
}

/* v->pred without its separators sep between digits: "1.250 €" is
   "1250 €". */
static void
pred_ungroup(struct papo_verify *v, char sep)
{
	const char *s = v->pred.s;
	size_t n = v->pred.len, k;

	papo_buf_reset(&v->scratch);
	for (k = 0; k < n; k++)
		if (!(s[k] == sep && k > 0 && isdigit((unsigned char)s[k -
		    1]) && k + 1 < n && isdigit((unsigned char)s[k + 1])))
			papo_buf_addc(&v->scratch, s[k]);
	papo_buf_reset(&v->pred);
	papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
}

/*
 * The number in v->pred whose one separator, a comma or a dot before
 * three digits, cannot tell ("3.500"), read as grouping thousands when
 * the problem groups them with it (problem_groups: "1.250 €" under
 * "Ein Auto kostet 1.000 €" is 1250): v->pred rewritten and 1; else 0.
 */
static int
grouped_as_problem(struct papo_verify *v)
{
	char sep = pred_sep(v);

	if (sep == 0 || !problem_groups(v, sep))
		return 0;
	pred_ungroup(v, sep);
	return 1;
}

/*
 * Does the response s[0..n) write a decimal point: a dot between digits
 * with other than three digits after it ("2.5", "0.125"; not "1.250")?
 * Its writer's dot is then no grouping of thousands.
 */
static int
writes_decimal_point(const char *s, size_t n)
{
	size_t k, d;

	for (k = 1; k + 1 < n; k++) {
		if (s[k] != '.' || !isdigit((unsigned char)s[k - 1]) ||
		    !isdigit((unsigned char)s[k + 1]))
			continue;
		for (d = k + 1; d < n && isdigit((unsigned char)s[d]); d++)
			;
		if (d - k - 1 != 3)
			return 1;
		k = d - 1;
	}
	return 0;
}

/*
 * The number in v->pred (of a response resp[0..rn) in a language that
 * writes a decimal comma) whose one dot before three digits cannot tell
 * by itself ("Das kostet 1.250 Euro."): grouping thousands, as that
 * language writes them, when the response writes no decimal point
 * elsewhere (writes_decimal_point); v->pred rewritten and 1, else 0.
 * A comma there ("3,500") stays no guess.
 */
static int
dots_grouped(struct papo_verify *v, const char *resp, size_t rn)
{
	if (pred_sep(v) != '.' || writes_decimal_point(resp, rn))
		return 0;
	pred_ungroup(v, '.');
	return 1;
}

/*
 * "3,5" in a German response read as 3.5 (v->pred rewritten); "1.250"
 * there groups thousands when the response writes no decimal point
 * (dots_grouped); "3,500" there is no guess (unless the problem groups
 * thousands so, grouped_as_problem): res says no answer and -1 is
 * returned.  0 when
 * the prediction stands (the language is looked at only for a number
 * with a comma or dot).
 */
static int
decimal_comma(struct papo_verify *v, const char *resp, size_t rn,
    struct papo_verify_result *res)
{
	int c, lang;

	/* "3{,}75": a braced comma before other than three digits groups
	   no thousands, in any language: a decimal comma */
	ordinal_sup(v);		/* "3^{\\text{rd}}": 3 */
	braced_comma(v);	/* "3{,}75": 3.75 */
	marks_grouped(v);	/* "1'250", "1,25,000" */
	res->pred = v->pred.s;
	res->predlen = v->pred.len;
	c = papo_answer_decimal_comma(v->pred.s, v->pred.len, &v->scratch);
	if (c == 0 || (lang = papo_answer_comma_language(resp, rn)) == 0 ||
	    (c < 0 && lang == 2))
		return 0;	/* Swahili's "1,250" groups, as English's */
	if (c < 0 && (grouped_as_problem(v) || dots_grouped(v, resp, rn))) {
		res->pred = v->pred.s;	/* "1.250 €" under "1.000 €" */
		res->predlen = v->pred.len;
		return 0;
	}
	if (c < 0) {
		/* no answer, as every other: no finder, no prediction */
		res->verdict = PAPO_V_NO_ANSWER;
		res->from = PAPO_FROM_NONE;
		res->pred = NULL;
		res->predlen = 0;
		res->why.refused = "a number whose comma or dot may group "
		    "thousands or mark decimals";
		return -1;
	}
	papo_buf_reset(&v->pred);
	papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
	res->pred = v->pred.s;
	res->predlen = v->pred.len;
	return 0;
}

/*
 * A response whose line breaks were stored as the two characters
 * backslash and n (no real newline anywhere): each such pair before '<',
 * a CJK character or a capital letter made a newline in out (reset
 * first), 1; 0 when there is none.  \\nu, \\neq and the negated arrows
 * (\\nRightarrow, \\nVdash) stay commands, and a pair inside a brace
 * group ("\\boxed{...}") is the group's text: the reference it is
 * compared with is not rewritten.
 */
static int
escaped_lines(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const cmds[] = { "Rightarrow", "Leftarrow",
	    "Leftrightarrow", "V", NULL };
	size_t i, k, last = 0, depth = 0;
	int any = 0;

	if (memchr(s, '\n', n) != NULL)
		return 0;
	for (i = 0; i + 2 < n; i++) {
		unsigned c = (unsigned char)s[i + 2];

		if ((s[i] == '{' || s[i] == '}') && (i == 0 ||
		    s[i - 1] != '\\')) {
			if (s[i] == '{')
				depth++;
			else if (depth > 0)
				depth--;
			continue;
		}
		if (depth > 0 || s[i] != '\\' || s[i + 1] != 'n' || (i > 0 &&
		    s[i - 1] == '\\') || !(c == '<' || c >= 0xe3 ||
		    (c >= 'A' && c <= 'Z')))
			continue;
		for (k = 0; cmds[k]; k++)
			if (n - i - 2 >= strlen(cmds[k]) && memcmp(s + i + 2,
			    cmds[k], strlen(cmds[k])) == 0)
				break;
		if (cmds[k] != NULL)
			continue;
		if (!any)
			papo_buf_reset(out);
		any = 1;
		papo_buf_add(out, s + last, i - last);
		papo_buf_addc(out, '\n');
		last = i + 2;
		i++;
	}
	if (any)
		papo_buf_add(out, s + last, n - last);
	return any;
}

/*
 * The response's last statement, an answer phrase whose value v->pred is
 * not equal to the reference (v->gold), restates the sentence before it,
 * itself an answer phrase, in another form ("The answer is 40%. As a
 * fraction, the answer is 2/5."): 1 when v->pred is written in the last
 * sentence and the value of the one before is the same quantity as
 * v->pred and equal to the reference; else 0.
 */
static int
two_forms(struct papo_verify *v, const char *resp, size_t rn)
{
	struct papo_answer_opts ao = v->o.answer;
	struct papo_answer_why why;
	struct papo_buf prev = PAPO_BUF_INIT;
	size_t a, p;
	int r = 0;

	/* p: the sentence before the last, from the same scan */
	a = papo_answer_last_sentences(resp, rn, &p);
	/* the last statement a sentence of its own, not one split at a
	   point inside it ("The answer is **C. 2-i**") */
	if (a == 0 || v->pred.len == 0 || memmem(resp + a, rn - a, v->pred.s,
	    v->pred.len) == NULL)
		return 0;
	ao.problem = v->problem;
	ao.problemlen = v->problemlen;
	/* only a phrase's answer counts: the finders after it (every
	   later one names itself, answer_find.c) are not tried */
	ao.until = "phrase";
	if (papo_answer_explain(&ao, resp + p, a - p, &prev, &why) !=
	    PAPO_FROM_NONE && why.phrase && prev.len > 0 &&
	    papo_verify_compare(v, prev.s, prev.len, v->pred.s,
	    v->pred.len) == PAPO_V_EQUAL &&
	    papo_verify_compare(v, v->gold.s, v->gold.len, prev.s,
	    prev.len) == PAPO_V_EQUAL)
		r = 1;
	papo_buf_release(&prev);
	return r;
}

/*
 * Is s[0..n) white space that ends a response: a character of
 * Unicode's White_Space, each of them (ASCII blanks and line ends, NEL,
 * the no-break space, the Ogham space mark, the en to hair spaces, the
 * line and paragraph separators, the narrow no-break and medium
 * mathematical spaces, the ideographic space: "42 per\u2003" is cut as
 * "42 per" is)?  Its length from its last byte s[n - 1], or 0.
 */
static size_t
trailing_space(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;

	if (n >= 1 && (u[n - 1] == ' ' || (u[n - 1] >= '\t' &&
	    u[n - 1] <= '\r')))
		return 1;
	if (n >= 2 && u[n - 2] == 0xc2 && (u[n - 1] == 0xa0 ||
	    u[n - 1] == 0x85))
		return 2;
	if (n < 3)
		return 0;
	u += n - 3;
	if ((u[0] == 0xe3 && u[1] == 0x80 && u[2] == 0x80) ||
	    (u[0] == 0xe1 && u[1] == 0x9a && u[2] == 0x80) ||
	    (u[0] == 0xe2 && u[1] == 0x80 && (u[2] <= 0x8a ||
	    u[2] == 0xa8 || u[2] == 0xa9 || u[2] == 0xaf)) ||
	    (u[0] == 0xe2 && u[1] == 0x81 && u[2] == 0x9f))
		return 3;
	return 0;
}

/*
 * The line end of another form at s[k] (in s[..n)): its length, and in
 * *lf the newlines it stands for, or 0.  CR (alone or before LF), NEL
 * (U+0085), LINE SEPARATOR (U+2028: one newline) and PARAGRAPH
 * SEPARATOR (U+2029: a blank line, two).
 */
static size_t
line_end_form(const char *s, size_t k, size_t n, int *lf)
{
	const unsigned char *u = (const unsigned char *)s + k;

	*lf = 1;
	if (u[0] == '\r')
		return k + 1 < n && u[1] == '\n' ? 2 : 1;
	if (k + 1 < n && u[0] == 0xc2 && u[1] == 0x85)
		return 2;
	if (k + 2 < n && u[0] == 0xe2 && u[1] == 0x80 && (u[2] == 0xa8 ||
	    u[2] == 0xa9)) {
		*lf = u[2] == 0xa9 ? 2 : 1;
		return 3;
	}
	return 0;
}

/*
 * The first byte at or after s[k] that may open a line end of another
 * form (CR, or the lead byte 0xC2 or 0xE2 of NEL, U+2028 and U+2029), or
 * n: sixteen bytes at a time, as most responses hold none.
 */
static size_t
end_form_lead(const char *s, size_t k, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
#ifdef __SSE2__
	const __m128i cr = _mm_set1_epi8('\r');
	const __m128i c2 = _mm_set1_epi8((char)0xc2);
	const __m128i e2 = _mm_set1_epi8((char)0xe2);

	for (; k + 16 <= n; k += 16) {
		__m128i v = _mm_loadu_si128((const void *)(u + k));
		unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_or_si128(_mm_cmpeq_epi8(v, cr), _mm_cmpeq_epi8(v, c2)),
		    _mm_cmpeq_epi8(v, e2)));

		if (m != 0)
			return k + (size_t)__builtin_ctz(m);
	}
#endif
	while (k < n && u[k] != '\r' && u[k] != 0xc2 && u[k] != 0xe2)
		k++;
	return k;
}

/*
 * The response *resp (*rn bytes) without the bytes that mean nothing
 * (issue 26: a verdict hung on them): a byte order mark before it,
 * white space after it (trailing_space), the end tokens it ends on
 * (papo_answer_end_tokens), and line ends of other forms
 * (CRLF, CR alone, NEL, U+2028, U+2029: line_end_form), made LF in out
 * when there is one.  *resp and *rn moved.
 */
static void
plain_bytes(const char **resp, size_t *rn, struct papo_buf *out)
{
	const char *s = *resp;
	size_t n = *rn, k, t, l;
	int lf, any = 0;

	while (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
		s += 3;
		n -= 3;
	}
	while ((t = trailing_space(s, n)) != 0)
		n -= t;
	/* the model's turn ended there: its end tokens end the response */
	if ((t = papo_answer_end_tokens(s, n)) != 0)
		for (n -= t; (t = trailing_space(s, n)) != 0; )
			n -= t;
	*resp = s;
	*rn = n;
	for (k = 0; (k = end_form_lead(s, k, n)) < n && !any; k++)
		any = line_end_form(s, k, n, &lf) > 0;
	if (!any)
		return;
	papo_buf_reset(out);
	for (k = 0; k < n; k += l > 0 ? l : 1) {
		if ((l = line_end_form(s, k, n, &lf)) == 0)
			papo_buf_addc(out, s[k]);
		else
			while (lf-- > 0)
				papo_buf_addc(out, '\n');
	}
	*resp = out->s;
	*rn = out->len;
}

/*
 * The response *resp (*rn bytes) as the extraction reads it: the bytes
 * that mean nothing taken off (plain_bytes), decomposed letters composed
 * (papo_verify_nfc), full-width digits digits
 * (bold is left: it marks an answer), a value struck through before
 * the new one taken out, line breaks stored as backslash-n
 * newlines, a harness's answer trigger as the answer phrase it
 * stands for, a count spelled out in the last sentence digits.
 * *resp then points into v's buffers.
 */
static void
response_forms(struct papo_verify *v, const char **resp, size_t *rn)
{
	plain_bytes(resp, rn, &v->plain);
	/* "é" as e and U+0301, "が" as か and U+3099: composed */
	if (papo_verify_nfc(*resp, *rn, &v->nfc)) {
		*resp = v->nfc.s;
		*rn = v->nfc.len;
	}
	if (papo_answer_unmark(*resp, *rn, 0, &v->resp)) {
		*resp = v->resp.s;
		*rn = v->resp.len;
	}
	/* "The answer is ~~48~~ 42.": the struck value out */
	v->strikes = papo_answer_strikes(*resp, *rn);
	if (v->strikes && papo_answer_unstrike(*resp, *rn, &v->unstruck)) {
		*resp = v->unstruck.s;
		*rn = v->unstruck.len;
	}
	/* "...</think>\\nAnswer: B" with no real newline */
	if (escaped_lines(*resp, *rn, &v->lines)) {
		*resp = v->lines.s;
		*rn = v->lines.len;
	}
	/* "Therefore, the answer (arabic numerals) is 64.": the harness's
	   words out, an answer phrase */
	if (papo_answer_trigger(*resp, *rn, &v->trigger)) {
		*resp = v->trigger.s;
		*rn = v->trigger.len;
	}
	/* "öğrencilerin %25'i": Turkish's percentage as "25%" */
	if (papo_answer_tr_problem(v->problem, v->problemlen) &&
	    papo_answer_sign_first(*resp, *rn, &v->pcts)) {
		*resp = v->pcts.s;
		*rn = v->pcts.len;
	}
	/* "答えは3分の1です。": the fraction as "1/3" */
	if (papo_answer_cjk_fractions(*resp, *rn, &v->fracs)) {
		*resp = v->fracs.s;
		*rn = v->fracs.len;
	}
	/* "So the box holds twenty-four pencils.": the count as digits,
	   read by the statement rules as 24 is */
	if (papo_answer_spelled_for(*resp, *rn, v->problem, v->problemlen,
	    &v->spelled)) {
		*resp = v->spelled.s;
		*rn = v->spelled.len;
	}
}

void
papo_verify_set_problem(struct papo_verify *v, const char *p, size_t n)
{
	/* its Bengali letters written as NFC writes them, as a
	   response's are (its words are matched against the response's) */
	if (p != NULL && papo_verify_nfc_excluded(p, n) &&
	    papo_verify_nfc(p, n, &v->pnfc)) {
		p = v->pnfc.s;
		n = v->pnfc.len;
	}
	v->problem = p;
	v->problemlen = p != NULL ? n : 0;
}

/*
 * Is b[0..bn), written after the answer a[0..an), the same value
 * (papo_answer_opts.same)?  The comparator, read with a as the
 * reference; ctx is the papo_verify.
 */
static int
same_value(void *ctx, const char *a, size_t an, const char *b, size_t bn)
{
	return papo_verify_compare(ctx, a, an, b, bn) == PAPO_V_EQUAL;
}

/* Is p[0..l) a command that writes a word ("\\text", "\\mathrm")? */
static int
approx_word(const char *p, size_t l)
{
	static const char *const cmds[] = { "\\text", "\\mathrm",
	    "\\mathit", "\\textit", "\\textbf", "\\mathbf",
	    "\\operatorname", "\\mbox", NULL };
	size_t k;

	for (k = 0; cmds[k]; k++)
		if (strlen(cmds[k]) == l && memcmp(cmds[k], p, l) == 0)
			return 1;
	return 0;
}

/*
 * How many bytes at the start of p[0..n) are a name and the spaces after
 * it: one letter, a Greek letter's command or a word in a command
 * ("x", "\\theta", "\\text{total}"), with a
 * subscript, primes and an argument in parentheses ("x_1", "a_{n}",
 * "f'", "f(2)"); 0 when p opens on no such name (a value, "\\frac{1}{3}").
 */
static size_t
approx_name(const char *p, size_t n)
{
	size_t i = 0, z;

	if (n > 1 && p[0] == '\\') {
		for (i = 1; i < n && isalpha((unsigned char)p[i]); i++)
			;
		if (i < n && p[i] == '{' && approx_word(p, i)) {
			/* "\\text{total}", "\\mathrm{Area}": a word */
			for (z = i + 1; z < n && z < i + 24 &&
			    (isalpha((unsigned char)p[z]) || p[z] == ' ');)
				z++;
			if (z == i + 1 || z == n || p[z] != '}')
				return 0;
			i = z + 1;
		} else if (i == 1 || i > 9 || (i < n && p[i] == '{'))
			return 0;	/* "\\frac{": a value's command */
	} else if (n > 0 && isalpha((unsigned char)p[0]))
		i = 1;
	else
		return 0;
	if (i + 1 < n && p[i] == '_') {
		i++;
		if (p[i] == '{' && (z = i + 1) < n) {
			while (z < n && z < i + 8 && p[z] != '}')
				z++;
			if (z == n || p[z] != '}')
				return 0;
			i = z + 1;
		} else if (isalnum((unsigned char)p[i]))
			i++;
		else
			return 0;
	}
	while (i < n && p[i] == '\'')
		i++;
	if (i < n && p[i] == '(' && (z = i + 1) < n) {
		while (z < n && z < i + 12 && p[z] != ')' && p[z] != '(')
			z++;
		if (z == n || p[z] != ')')
			return 0;
		i = z + 1;
	}
	while (i < n && p[i] == ' ')
		i++;
	return i;
}

/*
 * The length of what leads p[0..n) and the lexer reads as nothing:
 * spaces, math's "$" and groups' "{", TeX's spacing ("\\,", "\\;") and
 * the commands that vanish, styles, spaces and font or text wrappers
 * ("\\displaystyle", "\\quad", "\\mathrm{", "\\text{$"):
 * papo_lex_vanishes.
 */
static size_t
lead_vanishes(const char *p, size_t n)
{
	size_t i = 0, w;

	while (i < n) {
		if (p[i] == ' ' || p[i] == '$' || p[i] == '{') {
			i++;
			continue;
		}
		if (p[i] != '\\' || i + 1 >= n)
			break;
		if (p[i + 1] != '\0' && strchr(",;:! ", p[i + 1]) != NULL) {
			i += 2;
			continue;
		}
		for (w = i + 1; w < n && papo_ascii_alpha(p[w]); w++)
			;
		if (w == i + 1 || !papo_lex_vanishes(p + i + 1, w - i - 1))
			break;
		i = w;
	}
	return i;
}

/*
 * How many bytes at the start of p[0..n) are words of two letters or
 * more, each with a space after it ("So ", "Thus the answer "): prose
 * that leads to a name or a sign, no value.
 */
static size_t
lead_words(const char *p, size_t n)
{
	size_t i = 0, k;

	for (;;) {
		for (k = i; k < n && isalpha((unsigned char)p[k]); k++)
			;
		if (k - i < 2 || k >= n || p[k] != ' ')
			return i;
		for (i = k; i < n && p[i] == ' '; i++)
			;
	}
}

/*
 * Is the prediction a value marked approximate ("\\approx 5", "\\sim 5",
 * "≈ 5", "∼ 5", "~= 5", "~ 5", a relation the lexer reads as one:
 * "\\thickapprox 5"), or a name said to be near it ("x \\approx 5",
 * "\\boxed{n ≈ 5}"), behind what the lexer reads as nothing
 * ("\\displaystyle \\approx 5", "\\,\\approx 5": lead_vanishes), when the
 * reference is not, and the problem asks for no rounded value
 * (papo_answer_rounding_asked: the rule of "approximately 5" in prose)?
 * Such a value is hedged, not committed: the sign says the name is not
 * the value, only near it.  A value before the sign ("\\frac{1}{3}
 * \\approx 0.33") is the exact value given first, not this.
 */
static int
approximate(const struct papo_verify *v, const char *ref, size_t fn)
{
	static const char *const marks[] = { "\\approx", "\\sim", "\\simeq",
	    "\\thickapprox", "\\thicksim", "\xe2\x89\x88", "\xe2\x88\xbc",
	    "\xe2\x89\x83", "~=", "=~", "~", NULL };	/* ≈ ∼ ≃ */
	const char *p = v->pred.s, *m = NULL;
	size_t n = v->pred.len, k, i, j, l = 0;

	/* the first sign; the math it stands in ("So $x \\approx 5$") */
	for (i = 0; i < n && m == NULL; i++) {
		for (k = 0; marks[k] && memchr("\\\xe2~=", p[i], 4) != NULL;
		    k++)
			if (p[i] == marks[k][0] && n - i > strlen(marks[k]) &&
			    strncmp(p + i, marks[k], strlen(marks[k])) == 0) {
				m = p + i;
				l = strlen(marks[k]);
				break;
			}
		if (m != NULL || p[i] != '\\')
			continue;
		for (j = i + 1; j < n && papo_ascii_alpha(p[j]); j++)
			;
		if (j > i + 1 && j < n && papo_lex_relation(p + i + 1,
		    j - i - 1) == PAPO_REL_APPROX) {
			m = p + i;
			l = j - i;
		}
	}
	if (m == NULL || contains_ci(ref, fn, m, l))
		return 0;
	for (i = (size_t)(m - p); i > 0 && p[i - 1] != '$'; i--)
		;
	for (; i < n && (p[i] == ' ' || p[i] == '$' || p[i] == '{'); i++)
		;
	/* opening the value, or after a name ("x \\approx 5"), behind
	   what vanishes, and after words that lead to them ("So x
	   \\approx 5", "Thus the answer ≈ 5") */
	for (k = 0; k < 2; k++, i += lead_words(p + i, n - i))
		if (p + i + lead_vanishes(p + i, n - i) == m || (j = i +
		    approx_name(p + i, n - i), p + j + lead_vanishes(p + j,
		    n - j) == m))
			break;
	if (k == 2)
		return 0;
	return !papo_answer_rounding_asked(v->problem, v->problemlen);
}

/*
 * An option label of another script against a letter reference, or a
 * letter against such a reference (papo_answer_label_letter): 1 the same
 * letter, -2 another, -1 a label whose letter is not known; 0 when
 * neither is such a label.
 */
static int
label_named(const struct papo_verify *v, const char *ref, size_t fn)
{
	int rl, named;

	if ((rl = papo_answer_ref_letter(ref, fn)) == 0 &&
	    (rl = papo_answer_label_letter(ref, fn, v->problem,
	    v->problemlen)) <= 0)
		return 0;
	if ((named = papo_answer_label_letter(v->pred.s, v->pred.len,
	    v->problem, v->problemlen)) == 0 && (papo_answer_ref_letter(ref,
	    fn) != 0 || (named = papo_answer_ref_letter(v->pred.s,
	    v->pred.len)) == 0))
		return 0;
	return named < 0 ? -1 : named == rl ? 1 : -2;
}

/*
 * The answer of the response *resp (its forms undone: *resp and *rn
 * moved), read into v->pred with the problem and the reference ref[0..fn)
 * beside it; res's from, why, pred and predlen set.
 */
static void
read_answer(struct papo_verify *v, const char **resp, size_t *rn,
    const char *ref, size_t fn, struct papo_verify_result *res)
{
	struct papo_answer_opts ao;

	response_forms(v, resp, rn);
	/* the problem's own wording may stand around the answer */
	ao = v->o.answer;
	ao.problem = v->problem;
	ao.problemlen = v->problemlen;
	ao.reference = ref;
	ao.referencelen = ref != NULL ? fn : 0;
	ao.same = same_value;	/* "\\frac12. So it is 0.5." */
	ao.same_ctx = v;
	res->from = papo_answer_explain(&ao, *resp, *rn, &v->pred, &res->why);
	if (res->from != PAPO_FROM_NONE && v->strikes &&
	    papo_answer_struck(*resp, *rn, v->pred.s, v->pred.len)) {
		res->from = PAPO_FROM_NONE;	/* "~~42~~ 48. No, 42." */
		res->why.refused = "a value it struck through";
		papo_buf_reset(&v->pred);
	}
	if (res->from != PAPO_FROM_NONE) {
		res->pred = v->pred.s;
		res->predlen = v->pred.len;
	}
}

/*
 * The rules of option letters, for papo_verify_check: a letter the
 * problem does not list, a label of another script, sets of letters, a
 * letter named beside a box or a box beside a letter, a letter against
 * an option's text.  1 with res->verdict set when one decides; else 0.
 */
static int
by_letter(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, struct papo_verify_result *res)
{
	size_t k;
	int rl, named;

	/* a letter the problem's list of options does not hold */
	if (papo_verify_option_unlisted(v, ref, fn, v->pred.s,
	    v->pred.len)) {
		res->verdict = PAPO_V_NO_ANSWER;
		res->why.refused = "an option letter the problem does not "
		    "list";
		return 1;
	}
	/* an option label of another script ("ข", "イ", "Б") */
	if ((named = label_named(v, ref, fn)) != 0) {
		res->verdict = named > 0 ? denied(v, resp, rn, ref, fn) :
		    named == -1 ? PAPO_V_NO_ANSWER : PAPO_V_NOT_EQUAL;
		if (named == -1)
			res->why.refused = "an option label whose letter is "
			    "not known";
		return 1;
	}
	/* "D) 60" where the response lists its own D as 80: two options
	   named */
	if (papo_answer_ref_letter(ref, fn) != 0 && papo_verify_own_option(v,
	    resp, rn, v->pred.s, v->pred.len) == PAPO_V_NOT_EQUAL) {
		res->verdict = PAPO_V_NOT_EQUAL;
		return 1;
	}
	/* "A, C, D" against "ACD": sets of option letters */
	if ((k = (size_t)(papo_answer_choice_set(ref, fn, v->pred.s,
	    v->pred.len, resp, rn) + 1)) != 0 || (v->problem != NULL &&
	    (k = (size_t)(papo_answer_choice_set(ref, fn, v->pred.s,
	    v->pred.len, v->problem, v->problemlen) + 1)) != 0)) {
		res->verdict = k == 2 ? denied(v, resp, rn, ref, fn) :
		    PAPO_V_NOT_EQUAL;
		return 1;
	}
	/* a boxed option value with its letter named beside it */
	if (resp != NULL && (rl = papo_answer_ref_letter(ref, fn)) != 0 &&
	    papo_answer_ref_letter(v->pred.s, v->pred.len) == 0 &&
	    (named = papo_answer_choice_named(resp, rn)) != 0) {
		res->verdict = named == rl ? denied(v, resp, rn, ref, fn) :
		    named < 0 ? PAPO_V_NO_ANSWER : PAPO_V_NOT_EQUAL;
		if (named < 0)
			res->why.refused = "the letters named beside the box "
			    "differ";
		/* the problem's options: the boxed value must be the
		   named option's, else the response names two options */
		if (named > 0 && !value_is_option(v, named)) {
			res->verdict = PAPO_V_NO_ANSWER;
			res->why.refused = "the box holds another option than "
			    "the letter named beside it";
		}
		return 1;
	}
	/* a letter read ("故选 B") beside a closing box that holds
	   another option's value ("\\boxed{4}，故选 B" where B is 2):
	   two options named */
	if (resp != NULL && (rl = papo_answer_ref_letter(ref, fn)) != 0 &&
	    (named = papo_answer_ref_letter(v->pred.s, v->pred.len)) != 0 &&
	    !box_is_option(v, resp, rn, named)) {
		res->verdict = PAPO_V_NO_ANSWER;
		res->why.refused = "the box beside the letter holds another "
		    "option's value";
		return 1;
	}
	/* a letter against an option's text, from the problem's list */
	if ((rl = papo_verify_options(v, resp, rn, ref, fn, v->pred.s,
	    v->pred.len)) >= 0) {
		res->verdict = rl == PAPO_V_EQUAL ? denied(v, resp, rn, ref,
		    fn) : rl;
		return 1;
	}
	/* or from the response's own list, with no problem's to read */
	if (v->problem == NULL && (rl = papo_verify_own_letter(v, resp, rn,
	    papo_answer_ref_letter(ref, fn), v->pred.s, v->pred.len)) >= 0) {
		res->verdict = rl == PAPO_V_EQUAL ? denied(v, resp, rn, ref,
		    fn) : rl;
		return 1;
	}
	return 0;
}

/*
 * A reference's decimal comma ("1,22", "0,111") against a prediction
 * that writes its digits with a decimal point ("1.22"): compared as the
 * decimal it writes; 1 with res's verdict set when equal, else 0.
 */
static int
ref_comma_decimal(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, struct papo_verify_result *res)
{
	struct papo_buf dec = PAPO_BUF_INIT;
	int r;

	if (!papo_verify_ref_decimal_comma(ref, fn, v->pred.s, v->pred.len,
	    &dec))
		return 0;
	r = check_one(v, dec.s, dec.len);
	papo_buf_release(&dec);
	if (r != PAPO_V_EQUAL)
		return 0;
	res->verdict = denied(v, resp, rn, ref, fn);
	return 1;
}

/*
 * A labelled reference ref[0..fn) against a prediction with its own
 * label: 1 with res's verdict not_equal when the labels name different
 * quantities ("\angle ABD = 30^\circ" for "\angle ABC = 30^\circ",
 * "f(x) =" for "f^{-1}(x) ="); the same label makes the prediction's
 * value (v->predrhs) the one compared; else 0.
 */
static int
labels_differ(struct papo_verify *v, const char *ref, size_t fn,
    struct papo_verify_result *res)
{
	size_t rhs;
	int r;

	r = papo_verify_ref_label(ref, fn, v->pred.s, v->pred.len, &rhs);
	if (r == 0)
		res->verdict = PAPO_V_NOT_EQUAL;
	else if (r == 1)
		v->predrhs = rhs;
	return r == 0;
}

/*
 * The answer read, repaired as the reference is: the same JSON-escape
 * accident ("\boxed{17 <TAB>ext{ L}}"), TeX's plain fraction
 * ("\boxed{{3 \over 4}}") and a set difference of numbers
 * ("\mathbb{R}\setminus\{0\}"); res's pred set to the result.
 */
static void
pred_repair(struct papo_verify *v, struct papo_verify_result *res)
{
	int k, r;

	for (k = 0; k < 3; k++) {
		if (k == 0)
			r = memchr(v->pred.s, '\t', v->pred.len) != NULL &&
			    papo_verify_tab_repair(v->pred.s, v->pred.len,
			    &v->scratch);
		else if (k == 1)
			r = memmem(v->pred.s, v->pred.len, "\\over", 5) !=
			    NULL && papo_verify_over_rewrite(v->pred.s,
			    v->pred.len, &v->scratch);
		else	/* "\\mathbb{R}\\setminus\\{0\\}" */
			r = memmem(v->pred.s, v->pred.len, "\\setminus", 9)
			    != NULL && papo_verify_minus_rewrite(v->pred.s,
			    v->pred.len, &v->scratch);
		if (!r)
			continue;
		papo_buf_reset(&v->pred);
		papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
		res->pred = v->pred.s;
		res->predlen = v->pred.len;
	}
}

/*
 * Where the prediction p[0..n) writes the word "mi" right after its
 * value ("42 mi", "42 \\text{ mi}"): the word's start, with the whole
 * of what stands for it in [*a, *b); 0 when it writes none.
 */
static int
mi_after_value(const char *p, size_t n, size_t *a, size_t *b)
{
	const char *q;
	size_t i = 0, s, e;

	while (i + 1 < n && (q = memchr(p + i, 'm', n - 1 - i)) != NULL) {
		i = (size_t)(q - p);
		if (p[i + 1] != 'i' || (i > 0 && isalpha((unsigned char)
		    p[i - 1])) || (i + 2 < n && isalpha((unsigned char)
		    p[i + 2]))) {
			i++;
			continue;
		}
		s = i;
		e = i + 2;
		while (s > 0 && p[s - 1] == ' ')
			s--;
		if (s >= 6 && memcmp(p + s - 6, "\\text{", 6) == 0 &&
		    e < n && p[e] == '}') {
			s -= 6;	/* "\\text{ mi}" */
			e++;
			while (s > 0 && p[s - 1] == ' ')
				s--;
		}
		if (s == 0 || !isdigit((unsigned char)p[s - 1]))
			return 0;
		*a = s;
		*b = e;
		return 1;
	}
	return 0;
}

/*
 * "42 mi" in a response written in a language of the decimal comma
 * (papo_answer_comma_language) is Portuguese's milhões ("R$ 42 mi"),
 * not 42 miles, which those languages write out: the prediction's word
 * is its power of ten, as "42 milhões" is read.
 */
static void
mi_million(struct papo_verify *v, const char *resp, size_t rn,
    struct papo_verify_result *res)
{
	size_t a, b;

	if (!mi_after_value(v->pred.s, v->pred.len, &a, &b) ||
	    !papo_answer_comma_language(resp, rn))
		return;
	papo_buf_reset(&v->scratch);
	papo_buf_add(&v->scratch, v->pred.s, a);
	papo_buf_add(&v->scratch, " \\times 10^{6}", 14);
	papo_buf_add(&v->scratch, v->pred.s + b, v->pred.len - b);
	papo_buf_reset(&v->pred);
	papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
	res->pred = v->pred.s;
	res->predlen = v->pred.len;
}

/*
 * The prediction in the numerals or the base the problem asks for, read
 * as its decimal value ("XLII" where Roman numerals are asked: 42;
 * "0x2A" where hexadecimal is), verify_radix.c: -1.  Against a reference
 * with a base's subscript, the verdict of the answer read in that base
 * ("1011" against "1011_2"; the answer kept as written); a numeral of
 * another base than the one asked ("11_{10}" against "1011_2"; "1011_2"
 * against "11" where the problem asks no base two): not equal.
 */
static int
radix_read(struct papo_verify *v, const char *ref, size_t fn,
    struct papo_verify_result *res)
{
	int r;

	if ((r = papo_verify_radix_ref(v->pred.s, v->pred.len, ref, fn)) <
	    0 || (r == 0 && papo_verify_radix_other(
	    v->problem, v->problemlen, v->pred.s, v->pred.len, ref, fn)))
		return PAPO_V_NOT_EQUAL;	/* "11" against "1011_2" */
	if (r > 0)	/* compared in the reference's base, as written */
		return r == 1 ? PAPO_V_EQUAL : PAPO_V_NOT_EQUAL;
	if (!papo_verify_radix(v->problem, v->problemlen, v->pred.s,
	    v->pred.len, ref, fn, &v->scratch))
		return -1;
	papo_buf_reset(&v->pred);
	papo_buf_add(&v->pred, v->scratch.s, v->scratch.len);
	res->pred = v->pred.s;
	res->predlen = v->pred.len;
	return -1;
}

static void
check_record(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, struct papo_verify_result *res)
{
	const char *ref0 = ref;
	size_t k, nalt, off[PAPO_VERIFY_MAX_ALTS], fn0 = fn;
	int rs;

	memset(res, 0, sizeof(*res));
	res->from = PAPO_FROM_NONE;
	v->predrhs = 0;
	if (resp != NULL)
		read_answer(v, &resp, &rn, ref, fn, res);
	/* "", "()", "\text{ }": nothing to compare with */
	if (ref == NULL || papo_verify_ref_empty(ref, fn)) {
		res->verdict = PAPO_V_NO_REFERENCE;
		return;
	}
	if (papo_verify_ref_rewrite(ref, fn, &v->ref, &v->reftmp)) {
		ref = v->ref.s;
		fn = v->ref.len;
	}
	if (res->from != PAPO_FROM_NONE)
		pred_repair(v, res);	/* as the reference is */
	if (res->from != PAPO_FROM_NONE &&
	    papo_verify_ref_one_value(v, ref, fn, &k, &nalt)) {
		ref += k;	/* "1/\sqrt{3} or \sqrt{3}/3": one value */
		fn = nalt - k;
	}
	if (res->from != PAPO_FROM_NONE && resp != NULL &&
	    decimal_comma(v, resp, rn, res) != 0)
		return;
	if (res->from != PAPO_FROM_NONE && resp != NULL)
		mi_million(v, resp, rn, res);
	if (res->from != PAPO_FROM_NONE)
		/* "x_{1} = 2, x_{2} = 3" */
		numbered_roots(v, ref, fn, res);
	if (res->from != PAPO_FROM_NONE && (rs = radix_read(v, ref, fn,
	    res)) >= 0) {
		res->verdict = rs == PAPO_V_EQUAL ? denied(v, resp, rn, ref,
		    fn) : rs;
		return;
	}
	if (res->from == PAPO_FROM_NONE) {
		res->verdict = papo_answer_uncertain(&res->why) ?
		    PAPO_V_UNCERTAIN : PAPO_V_NO_ANSWER;
		return;
	}
	if (labels_differ(v, ref0, fn0, res))
		return;
	if (approximate(v, ref, fn)) {
		res->verdict = PAPO_V_UNCERTAIN;
		res->why.refused = "a value given as approximate (\\approx, "
		    "\\sim) where neither the problem nor the reference asks "
		    "for an approximation";
		return;
	}
	/* "I and III only" against "I, III": statements by numeral */
	if ((rs = papo_verify_roman(v, ref, fn, v->pred.s, v->pred.len)) >=
	    0) {
		res->verdict = rs == PAPO_V_EQUAL ? denied(v, resp, rn, ref,
		    fn) : rs;
		return;
	}
	if (by_letter(v, resp, rn, ref, fn, res))
		return;
	/* "neither odd nor even" for the answer key's "neither" */
	if (papo_verify_ref_synonym(ref, fn, v->pred.s, v->pred.len)) {
		res->verdict = denied(v, resp, rn, ref, fn);
		return;
	}
	if (ref_comma_decimal(v, resp, rn, ref, fn, res))
		return;	/* "1,22" against "1.22" */
	/* ["2", "two"]: equal to any of them (or to the list itself) */
	if (same_text(v->pred.s, v->pred.len, ref, fn)) {
		res->verdict = denied(v, resp, rn, ref, fn);
		return;
	}
	if ((nalt = papo_answer_alternatives(ref, fn, &v->alts, off,
	    PAPO_VERIFY_MAX_ALTS)) > 0) {
		int capped = 0;

		for (k = 0; k < nalt; k++) {
			const char *alt = v->alts.s + off[k];
			int r = check_one(v, alt, strlen(alt));

			if (r == PAPO_V_EQUAL) {
				res->verdict = denied(v, resp, rn, alt,
				    strlen(alt));
				return;
			}
			capped |= r == PAPO_V_CAPPED;
		}
		res->verdict = capped ? PAPO_V_CAPPED : PAPO_V_NOT_EQUAL;
		return;
	}
	res->verdict = label_unit(v, ref, fn) ? check_label_unit(v, ref, fn) :
	    check_one(v, ref, fn);
	/* "The answer is 40%. As a fraction, the answer is 2/5." */
	if (res->verdict == PAPO_V_NOT_EQUAL && resp != NULL &&
	    res->why.phrase && two_forms(v, resp, rn))
		res->verdict = PAPO_V_EQUAL;
	if (res->verdict == PAPO_V_EQUAL)
		res->verdict = denied(v, resp, rn, ref, fn);
}

/*
 * Is the answer read an option's letter and a value with a unit ("(B)
 * 650 grams") where the problem lists no such option and the reference
 * ref[0..fn) is a value with no letter?  Then the letter is one the
 * response made up, and the value and its unit are the answer
 * (check_label_unit): the unit is compared with what the problem asks,
 * as after an answer phrase (650 grams is not 650 milligrams).
 */
static int
label_unit(struct papo_verify *v, const char *ref, size_t fn)
{
	struct papo_buf u = PAPO_BUF_INIT;
	const char *rest, *ot;
	size_t rn, otn, k;
	char letter;
	int r;

	for (k = 0; k < fn && !(ref[k] >= '0' && ref[k] <= '9'); k++)
		;
	if (k == fn || choice(ref, fn, &letter, &rest, &rn, 0) ||
	    !choice(v->pred.s, v->pred.len, &letter, &rest, &rn, 0) ||
	    rn == 0 || (v->problem != NULL && papo_answer_option_of(
	    v->problem, v->problemlen, letter, &ot, &otn)))
		return 0;
	r = papo_answer_value_unit(rest, rn, &u);
	papo_buf_release(&u);
	return r;
}

/* check_one with label_unit's value and unit as the answer read, the
   answer as it was read kept for the output */
static int
check_label_unit(struct papo_verify *v, const char *ref, size_t fn)
{
	struct papo_buf was = v->pred, u = PAPO_BUF_INIT;
	const char *rest;
	size_t rn;
	char letter;
	int r;

	(void)choice(was.s, was.len, &letter, &rest, &rn, 0);
	(void)papo_answer_value_unit(rest, rn, &u);
	v->pred = u;
	r = check_one(v, ref, fn);
	u = v->pred;
	v->pred = was;
	papo_buf_release(&u);
	return r;
}

/*
 * One rule for pred: null on no_answer and on uncertain, whatever was
 * read before the rule that gave it (a box beside a letter naming
 * another option, a value marked approximate: "x \\approx 11");
 * --explain says why.
 */
void
papo_verify_check(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, struct papo_verify_result *res)
{
	const char *p0 = v->problem;
	size_t pn0 = v->problemlen;
	int nk;

	/* "Option 1: Tina\nOption 2: Mina": options A and B */
	nk = papo_verify_numbered(v, &resp, &rn, &ref, &fn);
	/* MathQA's "b": option B of the problem's list */
	if (ref != NULL && (v->refletter = (char)papo_verify_ref_lower(v,
	    ref, fn)) != 0) {
		ref = &v->refletter;
		fn = 1;
	}
	check_record(v, resp, rn, ref, fn, res);
	if (nk > 0) {
		papo_verify_numbered_pred(v, nk, res);
		v->problem = p0;
		v->problemlen = pn0;
	} else if (nk < 0 && res->verdict == PAPO_V_EQUAL) {
		res->verdict = PAPO_V_NOT_EQUAL;	/* "2" under "1. 4\n2.
							   8\n3. 2" */
		res->why.refused = "a reference that is an option's number "
		    "and another option's text";
	}
	if (res->verdict == PAPO_V_NO_ANSWER ||
	    res->verdict == PAPO_V_UNCERTAIN) {
		res->pred = NULL;
		res->predlen = 0;
		res->from = PAPO_FROM_NONE;
	}
}
