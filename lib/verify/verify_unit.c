/* SPDX-License-Identifier: MIT */
/*
 * verify_unit.c: comparing quantities: units of measure, percentages,
 * degrees against radians, times h:mm, and sums of unit fractions.
 */
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "answer.h"
#include "mathexpr.h"
#include "units.h"
#include "verify_impl.h"

/* Does node i hold the constant pi (a value in radians)? */
static int
holds_pi(const struct papo_verify *v, int i)
{
	uint32_t k;

	if (kind(v, i) == PAPO_MX_CONST && ND(v, i)->sub == PAPO_C_PI)
		return 1;
	for (k = 0; k < ND(v, i)->n; k++)
		if (holds_pi(v, KID(v, i, k)))
			return 1;
	return 0;
}

/* The words of a problem that asks for a percentage, any case. */
static const char *const percent_words[] = { "%", "percent", "per cent",
    "porcentaje", "por ciento", "pourcentage", "pour cent", "prozent",
    "percentuale", "per cento", "porcentagem",
    "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd1\x82",	/* процент */
    "\xe7\x99\xbe\xe5\x88\x86",					/* 百分 */
    "\xe3\x83\x91\xe3\x83\xbc\xe3\x82\xbb\xe3\x83\xb3\xe3\x83\x88",
								/* パーセント */
    "\xed\x8d\xbc\xec\x84\xbc\xed\x8a\xb8",			/* 퍼센트 */
    "\xe0\xb8\xa3\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb8\xa5\xe0\xb8\xb0",
								/* ร้อยละ */
    /* the other listed languages' (UTF-8 as written) */
    "เปอร์เซ็นต์", "asilimia", "শতাংশ", "শতকরা", "శాతం", "persen",
    "peratus", "phần trăm", "yüzde", "procent", "प्रतिशत", "المئوية",
    "بالمئة", "في المئة", "відсот", "Відсот",
    NULL };

/* Does s[0..n) hold the word w, any ASCII case? */
static int
holds_word(const char *s, size_t n, const char *w)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (papo_ascii_prefix_ci(s, n, i, w) != 0)
			return 1;
	return 0;
}

/*
 * Is the value of node o, when it has an exact one, a fraction of one
 * (0 < |o| < 1: a probability, a share)?
 */
static int
below_one(struct papo_verify *v, int o)
{
	mpq_t q;
	int r = 0;

	mpq_init(q);
	if (papo_mx_exact(&v->mx, o, q) == PAPO_MX_OK && mpq_sgn(q) != 0) {
		mpq_abs(q, q);
		r = mpq_cmp_ui(q, 1, 1) < 0;
	}
	mpq_clear(q);
	return r;
}

/*
 * Is the reference o a percentage, so that a percent sign on the
 * answer may be dropped ("50%" for 50)?  It is when its own text has
 * one, or the problem holds a row of percent_words and asks no other
 * unit ("in dollars": the percentage is a given), or there is no
 * problem text to tell and o is not a fraction of one
 * (0.5% against 0.5 is a hundredth of a share, not the share: with no
 * problem, 10% still matches 10).  Otherwise a percent sign is a
 * factor of 1/100: 0.5% is not 0.5.
 */
static int
percent_asked(struct papo_verify *v, int o)
{
	struct papo_unit asked;
	size_t k;

	if (v->gold.len > 0 && memchr(v->gold.s, '%', v->gold.len))
		return 1;
	if (v->problem == NULL)
		return !below_one(v, o);
	for (k = 0; percent_words[k]; k++)
		if (holds_word(v->problem, v->problemlen, percent_words[k]))
			break;
	/* a percentage given, another unit asked: "It is on sale for 25%
	   off. What is the sale price in dollars?" */
	return percent_words[k] != NULL && !(papo_verify_asked_unit(
	    v->problem, v->problemlen, &asked) && !papo_unit_none(&asked));
}

/*
 * May the PERCENT or DEGREE node u be read as its value alone against
 * the other side?  A percentage when the reference is one
 * (percent_asked); not a degree whose value holds pi (pi^\circ is
 * pi/180 of a degree's worth of pi, not pi: radians written with a
 * degree sign are another number).
 */
static int
unit_dropped(struct papo_verify *v, int u, int o)
{
	if (kind(v, u) == PAPO_MX_PERCENT)
		return percent_asked(v, o);
	return !(kind(v, u) == PAPO_MX_DEGREE && holds_pi(v, KID(v, u, 0)));
}

/*
 * a or b (or both) a PERCENT or DEGREE node, as unit says: both
 * compare their values; one compares its value with the other (unless
 * unit_dropped says not), then, unless that is equal or the other is a
 * structure, its converted value (x/100, x pi/180).
 */
int
papo_verify_cmp_unit(struct papo_verify *v, int a, int b, int unit, int depth)
{
	int u = kind(v, a) == unit ? a : b, o = u == a ? b : a;
	int r = R_NE;

	if (kind(v, a) == kind(v, b))
		return papo_verify_cmp(v, KID(v, a, 0), KID(v, b, 0),
		    depth + 1);
	if (unit_dropped(v, u, o))
		r = u == a ? papo_verify_cmp(v, KID(v, a, 0), b, depth + 1) :
		    papo_verify_cmp(v, a, KID(v, b, 0), depth + 1);
	return r == R_EQ || (flags(v, o) & PAPO_MXF_STRUCT) ? r :
	    papo_verify_cmp_scalar(v, a, b);
}

/*
 * Do the UNIT nodes a and b have the same dimension (and, for money, a
 * currency in common)?
 */
static int
same_dim(const struct papo_verify *v, int a, int b)
{
	return papo_unit_packed_same(ND(v, a)->aux, ND(v, a)->aux2,
	    ND(v, b)->aux, ND(v, b)->aux2);
}

/* Is UNIT node a an angle in radians (its one dimension)? */
static int
is_angle(const struct papo_verify *v, int a)
{
	int8_t dim[PAPO_NDIMS];
	int k;

	papo_unit_unpack(ND(v, a)->aux, ND(v, a)->aux2, dim);
	for (k = 0; k < PAPO_NDIMS; k++)
		if (dim[k] != (k == PAPO_DIM_ANGLE))
			return 0;
	return 1;
}

/*
 * The value of UNIT node a in base units: a new node, or -1.  An affine
 * scale's zero (a third child: 18 degrees Celsius is 291.15 K) is added.
 */
static int
in_base_units(struct papo_verify *v, int a)
{
	int kids[2] = { KID(v, a, 0), KID(v, a, 1) }, x;

	x = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, 2);
	if (x < 0 || ND(v, a)->n < 3)
		return x;
	kids[0] = x;
	kids[1] = KID(v, a, 2);
	return papo_mx_new(&v->mx, PAPO_MX_ADD, 0, kids, 2);
}

/* Do UNIT nodes a and b have one size and one zero (km and km)? */
static int
same_scale(const struct papo_verify *v, int a, int b)
{
	if (ND(v, a)->n != ND(v, b)->n || !mpq_equal(v->mx.num[ND(v,
	    KID(v, a, 1))->aux].q, v->mx.num[ND(v, KID(v, b, 1))->aux].q))
		return 0;
	return ND(v, a)->n < 3 || mpq_equal(v->mx.num[ND(v, KID(v, a,
	    2))->aux].q, v->mx.num[ND(v, KID(v, b, 2))->aux].q);
}

/*
 * Quantities (UNIT nodes): with units of one dimension on both sides,
 * their values in base units (5 km is 5000 m); of two dimensions, not
 * equal (5 km is not 5 min; 300 K is not 300 degrees Celsius but
 * 26.85); with a unit on one side only, the values
 * as written (the unit is dropped), except radians against degrees,
 * which are converted.
 */
int
papo_verify_cmp_quantity(struct papo_verify *v, int a, int b, int depth)
{
	int u = kind(v, a) == PAPO_MX_UNIT ? a : b, o = u == a ? b : a;
	int x, y;

	if (kind(v, a) == PAPO_MX_UNIT && kind(v, b) == PAPO_MX_UNIT) {
		if (papo_unit_weak(ND(v, a)->aux, ND(v, a)->aux2,
		    ND(v, b)->aux, ND(v, b)->aux2) ||
		    papo_unit_weak(ND(v, b)->aux, ND(v, b)->aux2,
		    ND(v, a)->aux, ND(v, a)->aux2))
			return papo_verify_cmp(v, KID(v, a, 0), KID(v, b, 0),
			    depth + 1);	/* "$9" against 9 hours */
		if (!same_dim(v, a, b))
			return R_NE;
		if (same_scale(v, a, b))
			return papo_verify_cmp(v, KID(v, a, 0), KID(v, b, 0),
			    depth + 1);
		x = in_base_units(v, a);
		y = in_base_units(v, b);
		if (x < 0 || y < 0)
			return R_CAP;
		return papo_verify_cmp(v, x, y, depth + 1);
	}
	if (kind(v, o) == PAPO_MX_DEGREE) {
		if (!is_angle(v, u))
			return R_NE;
		if ((x = in_base_units(v, u)) < 0)
			return R_CAP;
		return u == a ? papo_verify_cmp_scalar(v, x, o) :
		    papo_verify_cmp_scalar(v, o, x);
	}
	return u == a ? papo_verify_cmp(v, KID(v, a, 0), b, depth + 1) :
	    papo_verify_cmp(v, a, KID(v, b, 0), depth + 1);
}

/*
 * A time written h:mm (node i) as the ratio h/mm, for a side that is no
 * time of day ("1:12" against 1/12); i itself when mm is 0.
 */
int
papo_verify_hm_ratio(struct papo_verify *v, int i)
{
	long secs = mpz_get_si(mpq_numref(v->mx.num[ND(v, i)->aux].q));

	if (secs % 3600 == 0)
		return i;
	mpq_set_si(v->qt, secs / 3600, (unsigned long)(secs % 3600 / 60));
	mpq_canonicalize(v->qt);
	return papo_mx_rat(&v->mx, v->qt);
}

/* Is node i a unit fraction with an integer literal below: 1/8? */
static int
unit_frac(const struct papo_verify *v, int i)
{
	int d;

	if (kind(v, i) == PAPO_MX_MUL && ND(v, i)->n == 2 &&
	    kind(v, KID(v, i, 0)) == PAPO_MX_NUM &&
	    mpq_cmp_ui(v->mx.num[ND(v, KID(v, i, 0))->aux].q, 1, 1) == 0)
		i = KID(v, i, 1);
	if (kind(v, i) != PAPO_MX_INV)
		return 0;
	d = KID(v, i, 0);
	return kind(v, d) == PAPO_MX_NUM && (flags(v, d) & PAPO_MXF_INTLIT);
}

/*
 * A reference written as a sum of unit fractions (\frac{1}{8} +
 * \frac{1}{12} + \frac{1}{24}) asks for that decomposition, not for
 * its value: the response's terms (of a sum or a list) are compared as
 * a multiset.  NEXT when reference a is no such sum.
 */
int
papo_verify_cmp_unit_fracs(struct papo_verify *v, int a, int b, int depth)
{
	int A[MAX_ELEMS], B[MAX_ELEMS];
	uint32_t k, na = ND(v, a)->n, nb = ND(v, b)->n;

	if (kind(v, a) != PAPO_MX_ADD || na < 2 || na > MAX_ELEMS)
		return NEXT;
	for (k = 0; k < na; k++)
		if (!unit_frac(v, KID(v, a, k)))
			return NEXT;
	if ((kind(v, b) != PAPO_MX_ADD && kind(v, b) != PAPO_MX_LIST) ||
	    nb != na)
		return R_NE;
	for (k = 0; k < na; k++) {
		A[k] = KID(v, a, k);
		B[k] = KID(v, b, k);
	}
	return papo_verify_cmp_multisets(v, A, na, B, nb, depth);
}

/*
 * A product with one angle or percentage among its factors is that
 * angle or percentage of the product of the values: 1170^\circ / 19 is
 * an angle of 1170/19.  i itself otherwise, or -1 past the node cap.
 */
int
papo_verify_hoist_unit(struct papo_verify *v, int i)
{
	int kids[16], u = -1, x;
	uint32_t k, n = ND(v, i)->n;

	if (kind(v, i) != PAPO_MX_MUL || n > 16)
		return i;
	for (k = 0; k < n; k++) {
		int c = KID(v, i, k), kc = kind(v, c);

		if (kc == PAPO_MX_INV)
			kc = kind(v, KID(v, c, 0));
		if (kc == PAPO_MX_DEGREE || kc == PAPO_MX_PERCENT) {
			if (u >= 0 || kind(v, c) != kc)
				return i;	/* two, or one below */
			u = (int)k;
			kids[k] = KID(v, c, 0);
		} else if (flags(v, c) & PAPO_MXF_STRUCT)
			return i;
		else
			kids[k] = c;
	}
	if (u < 0)
		return i;
	x = papo_mx_new(&v->mx, PAPO_MX_MUL, 0, kids, n);
	return papo_mx_new(&v->mx, kind(v, KID(v, i, (uint32_t)u)), 0, &x, 1);
}

/* A node of the rational num/den (a unit's factor, its zero), or -1. */
static int
ratio_node(struct papo_verify *v, unsigned long num, unsigned long den)
{
	mpq_t q;
	int r;

	mpq_init(q);
	mpz_set_ui(mpq_numref(q), num);
	mpz_set_ui(mpq_denref(q), den);
	mpq_canonicalize(q);
	r = papo_mx_rat(&v->mx, q);
	mpq_clear(q);
	return r;
}

int
papo_verify_letter_quantity(struct papo_verify *v, int a)
{
	struct papo_unit u;
	uint32_t lo, hi;
	const char *name;
	size_t len;
	int n, l, kids[2];

	if (kind(v, a) != PAPO_MX_MUL || ND(v, a)->n != 2)
		return a;
	n = KID(v, a, 0);
	l = KID(v, a, 1);
	if (kind(v, n) != PAPO_MX_NUM || kind(v, l) != PAPO_MX_SYM)
		return a;
	name = papo_mx_symname(&v->mx, ND(v, l)->aux, &len);
	if (len != 1 || papo_unit_parse(name, 1, &u) != 0 || u.generic ||
	    u.degrees || u.off_num != 0 || papo_unit_none(&u))
		return a;
	papo_unit_pack(&u, &lo, &hi);
	kids[0] = n;
	kids[1] = ratio_node(v, (unsigned long)u.num, (unsigned long)u.den);
	if (kids[1] < 0 || (a = papo_mx_new(&v->mx, PAPO_MX_UNIT, 0, kids,
	    2)) < 0)
		return -1;
	ND(v, a)->aux = lo;
	ND(v, a)->aux2 = hi;
	return a;
}

int
papo_verify_letter_unit(struct papo_verify *v, int a, int b)
{
	int x;

	if (kind(v, a) != PAPO_MX_MUL || kind(v, b) != PAPO_MX_UNIT)
		return a;
	if ((x = papo_verify_letter_quantity(v, a)) < 0)
		return -1;
	if (x == a || ND(v, x)->aux != ND(v, b)->aux ||
	    ND(v, x)->aux2 != ND(v, b)->aux2)
		return a;	/* "5 s" is no length */
	return x;
}

/*
 * A response's "42分" where the problem asks the yuan in its subunits
 * ("多少分钱", "多少角钱"): 分 after a number is read as minutes (or
 * points) everywhere else; where the yuan is asked it is its fen, so
 * the unit node p of minutes becomes one of fen, in place.
 */
void
papo_verify_asked_fen(struct papo_verify *v, int p)
{
	static const char fen[] = "\xe5\x88\x86";	/* 分 */
	struct papo_unit asked, u;
	int8_t dim[PAPO_NDIMS];
	const char *s = v->pred.s;
	size_t n = v->pred.len;
	uint32_t lo, hi;
	int k, r;

	if (v->problem == NULL || p < 0 || kind(v, p) != PAPO_MX_UNIT ||
	    ND(v, p)->n != 2 || n < 4 || memcmp(s + n - 3, fen, 3) != 0 ||
	    s[n - 4] < '0' || s[n - 4] > '9' ||
	    !papo_verify_asked_unit(v->problem, v->problemlen, &asked) ||
	    asked.currency != (uint32_t)1 << PAPO_CUR_CNY)
		return;
	(void)papo_unit_unpack(ND(v, p)->aux, ND(v, p)->aux2, dim);
	for (k = 0; k < PAPO_NDIMS; k++)
		if (dim[k] != (k == PAPO_DIM_TIME))
			return;	/* no minutes: "42分" read otherwise */
	if (papo_unit_parse("fen", 3, &u) != 0 || (r = ratio_node(v,
	    (unsigned long)u.num, (unsigned long)u.den)) < 0)
		return;
	papo_unit_pack(&u, &lo, &hi);
	v->mx.kids[ND(v, p)->kid + 1] = (uint32_t)r;
	ND(v, p)->aux = lo;
	ND(v, p)->aux2 = hi;
}

/* The one UNIT node of nodes [p0, end): its index, or -1. */
static int
one_unit_node(const struct papo_verify *v, size_t p0)
{
	size_t i;
	int u = -1;

	for (i = p0; i < v->mx.nnode; i++)
		if (v->mx.node[i].kind == PAPO_MX_UNIT) {
			if (u >= 0 && !same_dim(v, u, (int)i))
				return -1;
			u = (int)i;
		}
	return u;
}

/*
 * The unit of money a unit word or sign read at s[a..e) names, in *u:
 * 1, or 0 when it is none, or no money.
 */
static int
money_of(const char *s, size_t a, size_t e, struct papo_unit *u)
{
	return e > a && papo_unit_parse(s + a, e - a, u) == 0 &&
	    u->dim[PAPO_DIM_MONEY] != 0;
}

/*
 * The unit of money of the sign before the amount that starts at p[i]
 * ("\\$6.30", "$6 each", "€ 6", "USD 6"): a '$' that opens math
 * ("$6.30$", the amount's own delimiters, "$6+x$") is none, and the
 * sign before it is read ("€$6.30$").
 */
static int
money_before(const char *p, size_t pn, size_t i, size_t j,
    struct papo_unit *u)
{
	const char *w;
	size_t e = i, len;

	if (e > 0 && p[e - 1] == ' ')
		e--;
	if (e > 0 && p[e - 1] == '$') {
		if (e >= 2 && p[e - 2] == '\\')	/* "\\$6" */
			return money_of("dollarsign", 0, 10, u);
		/* "$6 each" */
		if (j >= pn || strchr("$+-*/^=\\{}", p[j]) == NULL)
			return money_of("dollarsign", 0, 10, u);
		e--;	/* "$6.30$", "$6+x$": math */
	}
	if ((w = papo_unit_currency_end(p, 0, e, 1, &len)) == NULL)
		return 0;
	return money_of(w, 0, strlen(w), u);
}

/*
 * The unit of money of the sign or word after the amount that ends at
 * p[j] ("6,30 €", "6.30 dollars", "6 元", "2 $" and "2 美元" where no
 * math holds the amount, "2 долларов": units_foreign.c's words).
 */
static int
money_after(const char *p, size_t pn, size_t j, int math,
    struct papo_unit *u)
{
	const char *w;
	size_t k = j, len, e;

	if (k < pn && p[k] == '$' && math)
		k++;	/* "$6.30$ dollars" */
	while (k < pn && p[k] == ' ')
		k++;
	/* "2 $ l'œuf" */
	if (k < pn && p[k] == '$' && !math && (k + 1 == pn ||
	    !papo_ascii_digit((unsigned char)p[k + 1])))
		return money_of("dollarsign", 0, 10, u);
	if ((w = papo_unit_currency_sign(p + k, pn - k, 0, &len)) != NULL)
		return money_of(w, 0, strlen(w), u);
	if (k < pn && (unsigned char)p[k] >= 0x80) {
		if ((w = papo_unit_foreign(p + k, pn - k, &len)) != NULL)
			return money_of(w, 0, strlen(w), u);
		return money_of(p, k, k + papo_unit_word_len(p + k, pn - k),
		    u);
	}
	for (e = k; e < pn && papo_ascii_alpha((unsigned char)p[e]); e++)
		;
	return money_of(p, k, e, u);
}

/*
 * The currencies the problem p[0..pn) writes its amounts in: a sign or
 * a code before a number or after it, a currency's word after it
 * ("\\$6.30", "6,30 €", "6.30 dollars", "2 美元"); their union, 0 when
 * none.  A '$' after an amount is its sign where no math span is open
 * (an even count of unescaped '$' before it).  When every amount is in
 * one unit, it is in *one (else one->num is 0).
 */
static uint32_t
problem_money(const char *p, size_t pn, struct papo_unit *one)
{
	struct papo_unit u;
	uint32_t c = 0;
	size_t i, j, m = 0;
	int math = 0, found = 0;

	for (i = 0; i < pn; i = j + 1) {
		j = i;
		for (; m < i; m++)
			if (p[m] == '$' && (m == 0 || p[m - 1] != '\\'))
				math = !math;
		if (!papo_ascii_digit((unsigned char)p[i]) || (i > 0 &&
		    (papo_ascii_digit((unsigned char)p[i - 1]) ||
		    papo_ascii_alpha((unsigned char)p[i - 1]))))
			continue;
		while (j < pn && (papo_ascii_digit((unsigned char)p[j]) ||
		    ((p[j] == '.' || p[j] == ',') && j + 1 < pn &&
		    papo_ascii_digit((unsigned char)p[j + 1]))))
			j++;
		if (!money_before(p, pn, i, j, &u) && !money_after(p, pn, j,
		    math, &u))
			continue;
		c |= u.currency;
		if (found >= 0)
			found = found && !papo_unit_same(&u, one) ? -1 :
			    (*one = u, 1);
	}
	if (found <= 0)
		one->num = 0;
	return c;
}

int
papo_verify_other_currency(const struct papo_verify *v, size_t p0)
{
	struct papo_unit u;
	int8_t dim[PAPO_NDIMS];
	uint32_t cur, asked;
	int p, k;

	if (v->problem == NULL || (p = one_unit_node(v, p0)) < 0)
		return 0;
	cur = papo_unit_unpack(ND(v, p)->aux, ND(v, p)->aux2, dim);
	for (k = 0; k < PAPO_NDIMS; k++)
		if (dim[k] != (k == PAPO_DIM_MONEY))
			return 0;	/* money alone */
	asked = problem_money(v->problem, v->problemlen, &u);
	return asked != 0 && cur != 0 && (asked & cur) == 0;
}

/*
 * Is the dimension dim a rate of the dimension asked (the same, divided
 * by more: "8 hours per day" where hours are asked)?
 */
static int
rate_of(const int8_t *dim, const int8_t *asked)
{
	int k, more = 0;

	for (k = 0; k < PAPO_NDIMS; k++) {
		if (asked[k] != 0 && dim[k] != asked[k])
			return 0;
		if (asked[k] == 0 && dim[k] > 0)
			return 0;
		more |= asked[k] == 0 && dim[k] < 0;
	}
	return more;
}

/*
 * Words that make the question a rate's: "each day", "every week",
 * "daily", "pro Tag", "par jour", "al giorno", "每天", "毎日", "1日あたり",
 * "하루마다", "ต่อวัน"; "a" or "an" only before a span of time ("5 times
 * a week"), and "per" so after a word of no unit ("How many dollars
 * does she make per day?").  Not "per" after a unit nor a slash: those
 * write the asked unit itself ("in km/h", "in kilometres per hour").
 */
static const char *const per_words[] = { "each", "every", "daily",
	"weekly", "hourly", "monthly", "yearly", "annually", "nightly",
	"pro", "par", "por", "cada", "ogni", "al", "chaque", "jeden",
	"jede", "jeder", "t\xc3\xa4glich", "kila", "setiap", "tiap",
	"m\xe1\xbb\x97i", "ka\xc5\xbc" "dy", "ka\xc5\xbc" "dego",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9", NULL };
static const char *const per_marks[] = { "\xe6\xaf\x8f", "\xe6\xaf\x8e",
	"\xe3\x81\x82\xe3\x81\x9f\xe3\x82\x8a", "\xeb\xa7\x88\xeb\x8b\xa4",
	"\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad", NULL };
static const char *const articles[] = { "a", "an", NULL };
static const char *const spans[] = { "second", "minute", "hour", "day",
	"week", "month", "year", "night", NULL };

/* Does p[0..3) end a sentence in CJK ("。", "？", "！")? */
static int
full_stop(const char *p)
{
	return memcmp(p, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(p, "\xef\xbc\x9f", 3) == 0 ||
	    memcmp(p, "\xef\xbc\x81", 3) == 0;
}

/*
 * The problem's last sentence, its question: where it starts, its end
 * (before its closing marks and spacing, ASCII's or CJK's) in *n.
 */
static size_t
last_sentence(const char *p, size_t *n)
{
	size_t a, e = *n;

	while (e > 0 && (p[e - 1] == ' ' || p[e - 1] == '\n' ||
	    p[e - 1] == '?' || p[e - 1] == '.' || p[e - 1] == '!' ||
	    (e >= 3 && full_stop(p + e - 3))))
		e -= e >= 3 && full_stop(p + e - 3) ? 3 : 1;
	for (a = e; a > 0 && p[a - 1] != '\n' && !(strchr(".?!", p[a - 1]) !=
	    NULL && a < e && p[a] == ' ') && !(a >= 3 && full_stop(p + a - 3));
	    a--)
		;
	*n = e;
	return a;
}

/*
 * Does the problem's last sentence (its question) ask a rate in words
 * (per_words[], per_marks[], "a week")?  Then a rate of the asked unit
 * answers it: "How many miles does he walk if he works 5 times a week?"
 * with "30 miles per week".
 */
static int
asks_per(const char *p, size_t n)
{
	struct papo_unit u;
	size_t a, i, e, k, w, pi = 0, pe = 0;

	a = last_sentence(p, &n);
	for (k = 0; per_marks[k]; k++)
		if (memmem(p + a, n - a, per_marks[k],
		    strlen(per_marks[k])) != NULL)
			return 1;
	for (i = a; i < n; i = e) {
		while (i < n && !(papo_ascii_alpha((unsigned char)p[i]) ||
		    (unsigned char)p[i] >= 0x80))
			i++;
		for (e = i; e < n && (papo_ascii_alpha((unsigned char)p[e]) ||
		    (unsigned char)p[e] >= 0x80); e++)
			;
		if (e == i)
			break;
		if (papo_verify_is_word(per_words, p, i, e))
			return 1;
		/* "per" after a word of no unit ("make per day"), not the
		   asked unit's own ("in kilometres per hour") */
		if (!papo_verify_is_word(articles, p, i, e) && !(e - i == 3 &&
		    strncasecmp(p + i, "per", 3) == 0 && pe > pi &&
		    (papo_unit_parse(p + pi, pe - pi, &u) != 0 ||
		    papo_unit_none(&u)))) {
			pi = i;
			pe = e;
			continue;
		}
		pi = pe = 0;
		for (w = e; w < n && p[w] == ' '; w++)
			;
		for (e = w; e < n && papo_ascii_alpha((unsigned char)p[e]); e++)
			;
		if (e > w && papo_verify_is_word(spans, p, w, e))
			return 1;
		e = w;
	}
	return 0;
}

/*
 * The span of time the problem's question asks its rate over ("every
 * day", "a week", "daily", "each month", "每天", "毎日"): its size in
 * *dim's base unit (seconds, or months: PAPO_DIM_TIME or PAPO_DIM_MONTH,
 * the calendar's own), 1; 0 when none is named there or more than one
 * (units_span.c's table).
 */
static int
asked_span(const char *p, size_t n, unsigned long *size, int *dim)
{
	size_t a = last_sentence(p, &n);

	return papo_unit_span_in(p, a, n, size, dim);
}

/*
 * The span of time a response's answer s[0..n) names its rate over: a
 * rate phrase ("dollars per day", papo_unit_span_in) or the unit of
 * time after its last slash ("\\$126/\\text{day}", "km/h"); 1 with its
 * size as asked_span's, else 0.
 */
static int slash_span(const char *, size_t, unsigned long *, int *);

static int
answer_span(const char *s, size_t n, unsigned long *size, int *dim)
{
	return papo_unit_span_in(s, 0, n, size, dim) || slash_span(s, n,
	    size, dim);
}

/* answer_span's second reading: the unit of time after a last slash. */
static int
slash_span(const char *s, size_t n, unsigned long *size, int *dim)
{
	struct papo_unit u;
	const char *sl;
	size_t i, e, k;

	if ((sl = memrchr(s, '/', n)) == NULL)
		return 0;
	i = (size_t)(sl - s) + 1;
	while (i < n && (s[i] == ' ' || s[i] == '{'))
		i++;
	if (i + 5 < n && (memcmp(s + i, "\\text{", 6) == 0 ||
	    memcmp(s + i, "\\mbox{", 6) == 0))
		i += 6;
	else if (i + 7 < n && memcmp(s + i, "\\mathrm{", 8) == 0)
		i += 8;
	for (e = i; e < n && papo_ascii_alpha((unsigned char)s[e]); e++)
		;
	for (k = e; k < n && (s[k] == '}' || s[k] == ' ' || s[k] == '.');
	    k++)
		;
	if (e == i || k < n || papo_unit_parse(s + i, e - i, &u) != 0 ||
	    u.den != 1)
		return 0;
	for (k = 0; k < PAPO_NDIMS; k++)	/* one clock's or calendar's */
		if (k != PAPO_DIM_TIME && k != PAPO_DIM_MONTH && u.dim[k] != 0)
			return 0;
	if (u.dim[PAPO_DIM_TIME] < 0 || u.dim[PAPO_DIM_MONTH] < 0 ||
	    u.dim[PAPO_DIM_TIME] + u.dim[PAPO_DIM_MONTH] != 1)
		return 0;
	*dim = u.dim[PAPO_DIM_TIME] ? PAPO_DIM_TIME : PAPO_DIM_MONTH;
	*size = (unsigned long)u.num;
	return 1;
}

int
papo_verify_span_differs(const struct papo_verify *v)
{
	unsigned long qs, as;
	int qd, ad;

	/* the answer's first: a few words, the question's sentence more */
	return v->problem != NULL && answer_span(v->pred.s, v->pred.len, &as,
	    &ad) && asked_span(v->problem, v->problemlen, &qs, &qd) &&
	    (qs != as || qd != ad);
}

/*
 * Where the last whole number d[0..dn) of s[a..b) stands, b when none
 * does.
 */
static size_t next_number(const char *, size_t, size_t, const char *,
    size_t);

static size_t
last_number(const char *s, size_t a, size_t b, const char *d, size_t dn)
{
	size_t i, at = b;

	for (i = a; (i = next_number(s, i, b, d, dn)) != b; i++)
		at = i;
	return at;
}

/* Where the first whole number d[0..dn) of s[a..b) stands, b if none. */
static size_t
next_number(const char *s, size_t a, size_t b, const char *d, size_t dn)
{
	const char *f;
	size_t i = a;

	while (i + dn <= b && (f = memchr(s + i, d[0], b - i - dn + 1)) !=
	    NULL) {
		i = (size_t)(f - s);
		if (memcmp(s + i, d, dn) == 0 && (i == 0 ||
		    !papo_ascii_digit((unsigned char)s[i - 1])) &&
		    (i + dn == b || !papo_ascii_digit((unsigned char)
		    s[i + dn])))
			return i;
		i++;
	}
	return b;
}

/* Is p[0..3) a stop of three bytes: CJK's, the danda's ("।", "॥")? */
static int
stop3(const char *p)
{
	return full_stop(p) || memcmp(p, "\xe0\xa5\xa4", 3) == 0 ||
	    memcmp(p, "\xe0\xa5\xa5", 3) == 0;
}

/* Does a sentence end at s[i] ('.', '!', '?' before a space, CJK's)? */
static int
stop_at(const char *s, size_t i, size_t n)
{
	unsigned char c = (unsigned char)s[i];

	if (c == '\n')
		return 1;
	if (c == '.' || c == '!' || c == '?')
		return i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '\n';
	return c >= 0xe0 && i + 3 <= n && stop3(s + i);
}

/*
 * Where the last sentence of s[a..e) starts: after the stop before its
 * own closing stop and marks.
 */
static size_t
last_sentence_in(const char *s, size_t a, size_t e)
{
	size_t i = e;

	for (;;)
		if (i > a && strchr(".!?*) ", s[i - 1]) != NULL &&
		    s[i - 1] != '\0')
			i--;
		else if (i >= a + 3 && stop3(s + i - 3))
			i -= 3;
		else
			break;
	while (i > a && !stop_at(s, i - 1, e))
		i--;
	return i;
}

/*
 * The answer's number: the first run of digits of v->pred (with a '.'
 * or ',' between digits), its length in *dn; NULL when none.
 */
static const char *
pred_number(const struct papo_verify *v, size_t *dn)
{
	const char *p = v->pred.s;
	size_t d, k, n = v->pred.len;

	for (d = 0; d < n && !papo_ascii_digit((unsigned char)p[d]); d++)
		;
	for (k = d; k < n && (papo_ascii_digit((unsigned char)p[k]) ||
	    ((p[k] == '.' || p[k] == ',') && k + 1 < n &&
	    papo_ascii_digit((unsigned char)p[k + 1]))); k++)
		;
	*dn = k - d;
	return *dn == 0 ? NULL : p + d;
}

/* Is pred_number's d[0..dn) v->pred's one run of digits ("5 \\text{ h }
   30" holds two)? */
static int
one_number(const struct papo_verify *v, const char *d, size_t dn)
{
	size_t k;

	for (k = (size_t)(d - v->pred.s) + dn; k < v->pred.len; k++)
		if (papo_ascii_digit((unsigned char)v->pred.s[k]))
			return 0;
	return 1;
}

/* The response's closing line, its end tokens and spacing off:
   resp[*a..*e). */
static void
closing_line(const char *resp, size_t rn, size_t *a, size_t *e)
{
	const char *nl;

	*e = rn - papo_answer_end_tokens(resp, rn);
	while (*e > 0 && (resp[*e - 1] == ' ' || resp[*e - 1] == '\n' ||
	    resp[*e - 1] == '\r' || resp[*e - 1] == '\t'))
		(*e)--;
	nl = *e > 0 ? memrchr(resp, '\n', *e) : NULL;
	*a = nl != NULL ? (size_t)(nl - resp) + 1 : 0;
}

/*
 * Does the sentence of the closing line resp[a..e) that holds the
 * answer's number last (at k) name one span of time other than the one
 * the problem's question asks a rate over ("\\boxed{20} pages per week"
 * where a day's is asked), and the reference ref[0..fn) none?
 */
static int
closing_span(const struct papo_verify *v, const char *resp, size_t a,
    size_t e, size_t k, const char *ref, size_t fn)
{
	unsigned long qs, as, rs;
	size_t b;
	int qd, ad, rd;

	/* the sentence read first: the problem's question is read where
	   it names a span */
	for (b = k; b < e && !stop_at(resp, b, e); b++)
		;
	while (k > a && !stop_at(resp, k - 1, e))
		k--;
	return (papo_unit_span_in(resp, k, b, &as, &ad) ||
	    slash_span(resp + k, b - k, &as, &ad)) && !answer_span(ref, fn,
	    &rs, &rd) && asked_span(v->problem, v->problemlen, &qs, &qd) &&
	    (as != qs || ad != qd);
}

/* Does s[0..n) hold a digit? */
static int
holds_digit(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (papo_ascii_digit((unsigned char)s[i]))
			return 1;
	return 0;
}

/*
 * Is the answer's number d[0..dn) in v->pred the value itself: before
 * it at most an option's label or a sign ("(C) \u20ac48"), no command,
 * group or operator ("\\sqrt{5}", "x^2")?
 */
static int
bare_number(const struct papo_verify *v, const char *d, size_t dn)
{
	const char *p = v->pred.s, *f;
	size_t i, b = (size_t)(d - p), n = v->pred.len;

	if (b > 8)
		return 0;
	for (i = 0; i < b; i++)
		if (strchr("\\{}^_=+*/<>|", p[i]) != NULL || p[i] == '\0')
			return 0;
	i = b + dn;
	while (i < n && p[i] == ' ')
		i++;
	return i == n || (f = strstr(p + i, "\\text{")) == p + i ||
	    papo_ascii_alpha((unsigned char)p[i]) || (unsigned char)p[i] >=
	    0x80;
}

/*
 * Does the reading u ("650 \\text{ grams}") end in a unit papo sizes?
 * Its unit in *w then.
 */
static int
sized_unit(const struct papo_buf *u, struct papo_unit *w)
{
	const char *t, *c;
	size_t a;

	if (u->len == 0 || (t = memmem(u->s, u->len, "\\text{", 6)) == NULL)
		return 0;
	a = (size_t)(t - u->s) + 6;
	if ((c = memchr(u->s + a, '}', u->len - a)) == NULL)
		return 0;
	while (a < u->len && u->s[a] == ' ')
		a++;
	return papo_unit_parse(u->s + a, (size_t)(c - u->s) - a, w) == 0 &&
	    !w->generic && !papo_unit_none(w);
}

/* A currency's sign right before s[k] ("€48", "£48"): its length. */
static size_t
sign_before(const char *s, size_t a, size_t k)
{
	static const char *const signs[] = { "\xe2\x82\xac", "\xc2\xa3",
	    "\xc2\xa5", "\xe2\x82\xb9", "\xe2\x82\xa9", NULL };
	size_t j, l;

	for (j = 0; signs[j] != NULL; j++)
		if ((l = strlen(signs[j])) <= k - a &&
		    memcmp(s + k - l, signs[j], l) == 0)
			return l;
	return 0;
}

/*
 * Does p[a..n) write the word s[i..e) after a word of a rate ("each
 * tray", "per cake", "a school day", "one ticket") (rate 1), or the word
 * at all, its plural too (rate 0)?
 */
static int
word_written(const char *p, size_t a, size_t n, const char *s, size_t i,
    size_t e, int rate)
{
	static const char *const rates[] = { "per", "each", "every", "a",
	    "an", "one", "single", NULL };
	size_t x, y, z, l = e - i;

	for (x = a; x < n; x = z) {
		while (x < n && !papo_ascii_alpha((unsigned char)p[x]))
			x++;
		for (y = x; y < n && papo_ascii_alpha((unsigned char)p[y]); y++)
			;
		for (z = y; z < n && p[z] == ' '; z++)
			;
		if (!rate && (y - x == l || (y - x == l + 1 && (p[y - 1] ==
		    's' || p[y - 1] == 'S'))) && strncasecmp(p + x, s + i,
		    l) == 0)
			return 1;
		if (!rate || y == x || !papo_verify_is_word(rates, p, x, y))
			continue;
		for (y = z; y < n && papo_ascii_alpha((unsigned char)p[y]); y++)
			;
		if (y - z == l && strncasecmp(p + z, s + i, l) == 0)
			return 1;
	}
	return 0;
}

/*
 * Is a rate over the thing s[i..e) one the problem asks: its question
 * names it after a rate's word, or the problem does and its question
 * does not name the thing at all ("Ana reads 36 pages a school day. How
 * many pages does she read?"), never where the question counts the
 * things ("How many cups are needed for 9 cakes?")?
 */
static int
asked_per_word(const struct papo_verify *v, const char *s, size_t i,
    size_t e)
{
	size_t n = v->problemlen, a = last_sentence(v->problem, &n);

	return word_written(v->problem, a, n, s, i, e, 1) ||
	    (!word_written(v->problem, a, n, s, i, e, 0) &&
	    word_written(v->problem, 0, a, s, i, e, 1));
}

/*
 * Is the answer's number followed by a word of "times" (倍, 배, เท่า:
 * a multiple, no count) that the problem p does not write ("答えは
 * 12倍です。" where apples are counted; "何倍" asks one)?
 */
static int
times_after(const struct papo_verify *v, const char *s, size_t j,
    size_t e)
{
	static const char *const times[] = { "\xe5\x80\x8d" /* 倍 */,
	    "\xeb\xb0\xb0" /* 배 */,
	    "\xe0\xb9\x80\xe0\xb8\x97\xe0\xb9\x88\xe0\xb8\xb2"
	    /* เท่า */, NULL };
	size_t k, l;

	for (k = 0; times[k] != NULL; k++)
		if ((l = strlen(times[k])) <= e - j && memcmp(s + j, times[k],
		    l) == 0)
			return memmem(v->problem, v->problemlen, times[k], l) ==
			    NULL;
	return 0;
}

/*
 * Do the words right after the answer's number, s[j..e) to the first
 * mark, make it another quantity: a plus after them ("35 bushels+": at
 * least), a rate over a thing the question asks no rate of ("36 cups per
 * cake" where the cakes' total is asked), a measure's word cut off at
 * the end ("36 cu", "208 square")?
 */
static int
words_other(const struct papo_verify *v, const char *s, size_t j,
    size_t e)
{
	static const char *const measures[] = { "sq", "cu", "square",
	    "cubic", NULL };
	struct papo_unit u;
	size_t x, w = j, y;

	for (x = j; x < e && (papo_ascii_alpha((unsigned char)s[x]) ||
	    s[x] == ' '); x++)
		if (s[x] == ' ' && x + 1 < e && s[x + 1] != ' ')
			w = x + 1;	/* the last word's start */
	if (x < e && s[x] == '+' && (x + 1 == e || strchr("*.)$} ",
	    s[x + 1]) != NULL))
		return 1;
	if (x == e && papo_verify_is_word(measures, s, w, e))
		return 1;
	for (y = j; y + 4 < x; y++) {
		size_t b, c;

		if ((y > j && s[y - 1] != ' ') || strncasecmp(s + y, "per ",
		    4) != 0)
			continue;
		for (b = y + 4; b < x && s[b] == ' '; b++)
			;
		for (c = b; c < x && papo_ascii_alpha((unsigned char)s[c]); c++)
			;
		return c > b && papo_unit_parse(s + b, c - b, &u) != 0 &&
		    !asked_per_word(v, s, b, c);
	}
	return 0;
}

static int rate_over_span(const int8_t *, const int8_t *);
static int asked_unit(const char *, size_t, struct papo_unit *);

/*
 * The answer's number d[0..dn) at resp[k] of its closing line
 * resp[a..e) with what is written around it, a currency's sign before
 * it or a unit papo sizes after it ("(C) \u20ac48", "208 (in square
 * meters)", "**25** degrees Fahrenheit"), against the reference
 * gold[0..gn): 1 when that is another quantity, 2 when its words say
 * so whatever the question asks (words_other), 0 when it is equal or
 * not compared, -1 when nothing around it is read.
 */
static int
unit_at(struct papo_verify *v, const char *resp, size_t a, size_t e,
    size_t k, size_t dn, const char *gold, size_t gn)
{
	struct papo_buf t = PAPO_BUF_INIT, u = PAPO_BUF_INIT, keep;
	struct papo_unit w, q;
	size_t j, sg;
	int r = -1, sized;

	if ((k > a && resp[k - 1] == '-') || (k >= a + 3 && memcmp(resp +
	    k - 3, "\xe2\x88\x92", 3) == 0))
		return 0;	/* a sign the answer's number may lack */
	sg = sign_before(resp, a, k);
	/* the marks that close the number's box, bold or math */
	for (j = k + dn; j < e && (resp[j] == '*' || resp[j] == '}' ||
	    resp[j] == '$' || resp[j] == '_'); j++)
		;
	if (j + 1 < e && resp[j] == '-' && papo_ascii_alpha((unsigned char)
	    resp[j + 1]))
		j++;	/* "a 650-gram total" */
	while (j < e && resp[j] == ' ')
		j++;
	if (sg == 0 && (j >= e || (j == k + dn && (unsigned char)resp[j] <
	    0x80) || !(papo_ascii_alpha((unsigned char)resp[j]) ||
	    resp[j] == '(' || (unsigned char)resp[j] >= 0x80)))
		return -1;	/* nothing after it, or "$4.5K": a letter the
				   answer's reader read (a CJK word glued to
				   it is read: "12倍") */
	if (sg == 0 && (words_other(v, resp, j, e) || times_after(v, resp,
	    j, e)))
		return 2;	/* "36 cups per cake", "35 bushels+", "12倍" */
	if (j == k + dn && sg == 0)
		return -1;	/* a CJK word glued to it, its reader's
				   ("42分" where fen are asked) */
	papo_buf_add(&t, resp + k, dn);
	papo_buf_addc(&t, ' ');
	papo_buf_add(&t, resp + j, e - j);
	sized = papo_answer_value_unit(t.s, t.len, &u) && sized_unit(&u, &w);
	if (!sized) {
		papo_buf_reset(&u);
		papo_buf_add(&u, resp + k, dn);
	}
	if (sg == 0 && !sized)
		goto out;	/* no unit sized: "6 students", "6 pairs" */
	papo_buf_reset(&t);	/* the sign before what was read */
	papo_buf_add(&t, resp + k - sg, sg);
	papo_buf_add(&t, u.s, u.len);
	r = 0;
	if (t.len == v->pred.len && memcmp(t.s, v->pred.s, t.len) == 0)
		goto out;	/* the answer read, found equal */
	/* compared as the answer read: what reads v->pred reads it */
	keep = v->pred;
	v->pred = t;
	r = papo_verify_compare(v, gold, gn, t.s, t.len) == PAPO_V_NOT_EQUAL;
	t = v->pred;
	v->pred = keep;
	/* "60 miles" where miles a day are asked: its count alone */
	if (r && sized && asked_unit(v->problem, v->problemlen, &q) &&
	    (rate_over_span(w.dim, q.dim) || rate_over_span(q.dim, w.dim)))
		r = 0;
out:
	papo_buf_release(&t);
	papo_buf_release(&u);
	return r;
}

/*
 * Does the last sentence of the closing line resp[a..e) write the
 * answer's one number d[0..dn) with a unit or a currency's sign that
 * makes it another quantity than the reference ref[0..fn) is, as the
 * problem asks it?
 */
static int
closing_unit(struct papo_verify *v, const char *resp, size_t a, size_t e,
    const char *d, size_t dn, const char *ref, size_t fn)
{
	struct papo_buf gold = PAPO_BUF_INIT;
	size_t k, i;
	int r = 0, ne = 0;

	if (!one_number(v, d, dn) || !bare_number(v, d, dn))
		return 0;
	/* a value asked (not an option's letter) */
	papo_answer_reference(ref, fn, &gold);
	if (!holds_digit(gold.s, gold.len))
		goto out;
	/* every time its last sentence writes the number: one read
	   equal (or not compared) keeps it ("5 hours after 5 days") */
	a = last_sentence_in(resp, a, e);
	for (i = a; (k = next_number(resp, i, e, d, dn)) != e; i = k + dn) {
		if ((r = unit_at(v, resp, a, e, k, dn, gold.s, gold.len)) == 0)
			goto out;
		ne |= r > 0 ? r : 0;
	}
	/* not a count over a span ("How many eggs does it sell each
	   day?": closing_span's) unless its words say another quantity */
	r = (ne & 2) || (ne && !asks_per(v->problem, v->problemlen));
out:
	papo_buf_release(&gold);
	return r;
}

int
papo_verify_closing(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn)
{
	size_t a, e, k, dn;
	const char *d;

	if (v->problem == NULL || resp == NULL || (d = pred_number(v,
	    &dn)) == NULL)
		return 0;
	closing_line(resp, rn, &a, &e);
	if ((k = last_number(resp, a, e, d, dn)) == e)
		return 0;	/* the line does not write the number */
	return closing_span(v, resp, a, e, k, ref, fn) ||
	    closing_unit(v, resp, a, e, d, dn, ref, fn);
}

/*
 * Is the dimension pd the dimension ad over one span of time, of the
 * clock or of the calendar ("dollars per day", "dollars per month" where
 * dollars are asked)?
 */
static int
rate_over_span(const int8_t *pd, const int8_t *ad)
{
	int k, t = 0;

	for (k = 0; k < PAPO_NDIMS; k++)
		if (k == PAPO_DIM_TIME || k == PAPO_DIM_MONTH)
			t += pd[k] - ad[k];
		else if (pd[k] != ad[k])
			return 0;
	return t == -1 && pd[PAPO_DIM_TIME] <= ad[PAPO_DIM_TIME] &&
	    pd[PAPO_DIM_MONTH] <= ad[PAPO_DIM_MONTH];
}

/*
 * The kinds of quantity a question's words ask, a bit each, and the
 * kind of an answer's unit (kind_of).
 */
enum {
	K_LENGTH = 1, K_TIME = 2, K_MASS = 4, K_MONEY = 8, K_AREA = 16,
	K_VOLUME = 32, K_SPEED = 64
};

/*
 * The question words that ask a quantity of one kind but name no unit
 * ("How far does it go?", "How much money does she make?"), as words
 * of the question's sentence, ASCII case folded; and the nouns that
 * name the quantity asked when an asking word stands at most three
 * words before them ("What is its speed?", "Calculate the time the car
 * took", not "... took to cover the same distance?").
 */
static const struct {
	const char *w;
	unsigned kinds;
} kind_words[] = {
	{ "how far", K_LENGTH }, { "how tall", K_LENGTH },
	{ "how high", K_LENGTH }, { "how deep", K_LENGTH },
	{ "how wide", K_LENGTH }, { "how long", K_LENGTH | K_TIME },
	{ "how old", K_TIME }, { "how heavy", K_MASS },
	{ "how much time", K_TIME }, { "how much money", K_MONEY },
	{ "how fast", K_SPEED },
	/* a difference asked by its comparative: "How much taller is Tom
	   than Ann?" (the problem's one length unit, told_unit) */
	{ "how much taller", K_LENGTH }, { "how much shorter", K_LENGTH },
	{ "how much longer", K_LENGTH | K_TIME },
	{ "how much farther", K_LENGTH }, { "how much further", K_LENGTH },
	{ "how much higher", K_LENGTH }, { "how much deeper", K_LENGTH },
	{ "how much wider", K_LENGTH }, { "how much heavier", K_MASS },
	{ "how much lighter", K_MASS }, { "how much older", K_TIME },
	{ "how much younger", K_TIME }, { "wie weit", K_LENGTH },
	{ "wie hoch", K_LENGTH }, { "wie tief", K_LENGTH },
	{ "wie breit", K_LENGTH }, { "wie lang", K_LENGTH | K_TIME },
	{ "wie alt", K_TIME }, { "wie schwer", K_MASS },
	{ "quelle distance", K_LENGTH }, { "combien de temps", K_TIME },
	{ "qu\xc3\xa9 distancia", K_LENGTH },
	{ "cu\xc3\xa1nto tiempo", K_TIME }, { "quanto tempo", K_TIME },
}, kind_nouns[] = {
	{ "speed", K_SPEED }, { "velocity", K_SPEED }, { "area", K_AREA },
	{ "volume", K_VOLUME }, { "mass", K_MASS },
	{ "distance", K_LENGTH }, { "length", K_LENGTH },
	{ "perimeter", K_LENGTH }, { "height", K_LENGTH },
	{ "time", K_TIME }, { "age", K_TIME }, { "weight", K_MASS },
	{ "width", K_LENGTH }, { "depth", K_LENGTH }, { "cost", K_MONEY },
	{ "price", K_MONEY },
	/* German, French, Spanish, Italian, Portuguese */
	{ "geschwindigkeit", K_SPEED }, { "fl\xc3\xa4" "che", K_AREA },
	{ "volumen", K_VOLUME }, { "masse", K_MASS },
	{ "entfernung", K_LENGTH }, { "strecke", K_LENGTH },
	{ "l\xc3\xa4nge", K_LENGTH }, { "umfang", K_LENGTH },
	{ "h\xc3\xb6he", K_LENGTH }, { "zeit", K_TIME },
	{ "alter", K_TIME }, { "vitesse", K_SPEED }, { "aire", K_AREA },
	{ "superficie", K_AREA }, { "distance", K_LENGTH },
	{ "longueur", K_LENGTH }, { "p\xc3\xa9rim\xc3\xa8tre", K_LENGTH },
	{ "hauteur", K_LENGTH }, { "temps", K_TIME },
	{ "\xc3\xa2ge", K_TIME }, { "velocidad", K_SPEED },
	{ "\xc3\xa1rea", K_AREA }, { "masa", K_MASS },
	{ "distancia", K_LENGTH }, { "longitud", K_LENGTH },
	{ "per\xc3\xadmetro", K_LENGTH }, { "altura", K_LENGTH },
	{ "tiempo", K_TIME }, { "edad", K_TIME },
	{ "velocit\xc3\xa0", K_SPEED }, { "massa", K_MASS },
	{ "distanza", K_LENGTH }, { "lunghezza", K_LENGTH },
	{ "perimetro", K_LENGTH }, { "altezza", K_LENGTH },
	{ "tempo", K_TIME }, { "et\xc3\xa0", K_TIME },
	{ "velocidade", K_SPEED }, { "dist\xc3\xa2ncia", K_LENGTH },
	{ "comprimento", K_LENGTH }, { "idade", K_TIME },
};
static const char *const ask_words[] = { "what", "find", "calculate",
	"determine", "compute", "give", "how", "wie", "was", "welche",
	"welches", "berechne", "berechnen", "bestimme", "bestimmen",
	"quelle", "quel", "calculez", "calculer", "trouvez", "cu\xc3\xa1l",
	"qu\xc3\xa9", "calcula", "calcule", "halla", "encuentra", "qual",
	"quale", "calcola", "trova", "determina", NULL };


/* The end of the kind row k of rows at p[i..n) (a whole word), or 0. */
static size_t
kind_at(const char *p, size_t i, size_t n, const char *w)
{
	size_t l;

	if (papo_ascii_lower((unsigned char)p[i]) != (unsigned char)w[0])
		return 0;	/* the rows are in small letters */
	l = strlen(w);
	if (i + l > n || strncasecmp(p + i, w, l) != 0 || (i + l < n &&
	    papo_ascii_word_byte((unsigned char)p[i + l])))
		return 0;
	return i + l;
}

/* Does an asking word (ask_words) stand in p[a..i), at most three words
   before p[i]? */
static int
asked_near(const char *p, size_t a, size_t i)
{
	size_t e = i, b;
	int words;

	for (words = 0; words < 4 && e > a; words++) {
		while (e > a && (p[e - 1] == ' ' || p[e - 1] == '\''))
			e--;	/* "Quel est l'âge" */
		for (b = e; b > a && papo_ascii_word_byte((unsigned char)
		    p[b - 1]); b--)
			;
		if (e - b > 2 && (unsigned char)p[b] == 0xc2 &&
		    ((unsigned char)p[b + 1] == 0xbf ||
		    (unsigned char)p[b + 1] == 0xa1))
			b += 2;	/* "¿Cuál" */
		if (b == e)
			return 0;	/* a sign, a digit: no word */
		if (papo_verify_is_word(ask_words, p, b, e))
			return 1;
		e = b;
	}
	return 0;
}

/* The kind of the dimensions pd (enum above), 0 for another. */
static unsigned
kind_of(const int8_t *pd)
{
	int8_t z[PAPO_NDIMS] = { 0 };
	static const struct {
		int d1, e1, d2, e2;
		unsigned kind;
	} kinds[] = {
		{ PAPO_DIM_LENGTH, 1, -1, 0, K_LENGTH },
		{ PAPO_DIM_TIME, 1, -1, 0, K_TIME },
		{ PAPO_DIM_MONTH, 1, -1, 0, K_TIME },
		{ PAPO_DIM_MASS, 1, -1, 0, K_MASS },
		{ PAPO_DIM_TON, 1, -1, 0, K_MASS },
		{ PAPO_DIM_MONEY, 1, -1, 0, K_MONEY },
		{ PAPO_DIM_LENGTH, 2, -1, 0, K_AREA },
		{ PAPO_DIM_LENGTH, 3, -1, 0, K_VOLUME },
		{ PAPO_DIM_LENGTH, 1, PAPO_DIM_TIME, -1, K_SPEED },
	};
	size_t k;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		memset(z, 0, sizeof(z));
		z[kinds[k].d1] = (int8_t)kinds[k].e1;
		if (kinds[k].d2 >= 0)
			z[kinds[k].d2] = (int8_t)kinds[k].e2;
		if (memcmp(z, pd, sizeof(z)) == 0)
			return kinds[k].kind;
	}
	return 0;
}

/*
 * The kinds of quantity the problem's question asks (kind_words, all
 * its sentence names), 0 for none; a question that asks a rate in
 * words ("each day", "a week", "per item") asks none here, left to the
 * rates' rules ("How long is each piece?" asks a length).
 */
static unsigned
asked_kinds(const char *p, size_t n)
{
	size_t a = last_sentence(p, &n), i, k;
	unsigned long span;
	unsigned asked = 0;
	int sd;

	if (papo_unit_span_in(p, a, n, &span, &sd))
		return 0;	/* "each day", "a week": a rate's */
	for (i = a; i < n; i++) {
		if (i > a && papo_ascii_word_byte((unsigned char)p[i - 1]))
			continue;
		if (kind_at(p, i, n, "per") > 0)
			return 0;	/* "per item": a rate's */
		for (k = 0; k < sizeof(kind_words) / sizeof(kind_words[0]);
		    k++)
			if (kind_at(p, i, n, kind_words[k].w) > 0)
				asked |= kind_words[k].kinds;
		for (k = 0; k < sizeof(kind_nouns) / sizeof(kind_nouns[0]);
		    k++)
			if (kind_at(p, i, n, kind_nouns[k].w) > 0 &&
			    asked_near(p, a, i))
				asked |= kind_nouns[k].kinds;
	}
	return asked;
}

/*
 * Does the problem's question ask quantities of kinds that the
 * dimensions pd (of a unit) are none of ("40 km/h" for "How far does it
 * go?", "12 cm" for "What is the area ...?", "12 hours" for "How much
 * money ...?")?  Then the response's answer is another quantity,
 * whatever its value.
 */
static int
other_kind(const char *p, size_t n, const int8_t *pd)
{
	unsigned asked;
	int d;

	for (d = 0; d < PAPO_NDIMS && pd[d] == 0; d++)
		;
	if (d == PAPO_NDIMS)
		return 0;
	asked = asked_kinds(p, n);
	return asked != 0 && (kind_of(pd) & asked) == 0;
}

/*
 * The unit the problem asks (papo_verify_asked_unit), unless it is read
 * from the problem's text before its question and the question's words
 * ask a kind of quantity it is not ("A field is 12 m by 1 m. What is the
 * area of the field?": an area, not metres): 1 with it in *u, else 0.
 */
static int
asked_unit(const char *p, size_t n, struct papo_unit *u)
{
	struct papo_unit q;
	unsigned asked, k;
	size_t a, qn = n;

	if (!papo_verify_asked_unit(p, n, u))
		return 0;
	if (papo_unit_none(u) || (k = kind_of(u->dim)) == 0 ||
	    (asked = asked_kinds(p, n)) == 0)
		return 1;
	a = last_sentence(p, &qn);
	if (papo_verify_asked_unit(p + a, n - a, &q))
		return 1;	/* the question's own: "..., in dollars?" */
	return (k & asked) != 0;
}

/* The one unit of kind k the problem's text writes (told_unit's and
   told_speed's, below). */
static int
written_unit(const char *p, size_t n, unsigned k, struct papo_unit *u)
{
	struct papo_unit w;
	size_t i, e, b;
	int found = 0;

	for (i = 0; i < n; i = e > i ? e : i + 1) {
		for (e = i; e < n && papo_ascii_alpha((unsigned char)p[e]); e++)
			;
		if (e == i || (i > 0 && papo_ascii_word_byte((unsigned
		    char)p[i - 1])) || (e < n && papo_ascii_word_byte((unsigned
		    char)p[e])))
			continue;
		for (b = i; b > 0 && p[b - 1] == ' '; b--)
			;
		if ((e - i <= 2 && (b == 0 || b + 1 < i ||
		    !papo_ascii_digit((unsigned char)p[b - 1]))) ||
		    papo_unit_parse(p + i, e - i, &w) != 0 || w.generic ||
		    papo_unit_none(&w) || kind_of(w.dim) != k)
			continue;
		if (found && !papo_unit_same(&w, u))
			return 0;	/* "12 m and 30 cm": which one? */
		*u = w;
		found = 1;
	}
	return found;
}

/*
 * The one unit of the kind of dimensions pd that the problem's text
 * writes ("60 km", "20 minutes", "a minute"; a word of one or two
 * letters only right after a number: "5 m", not "in"), where its
 * question asks that kind in words and names no unit ("How far does it
 * travel in 3 hours?"): the reference is in it, so "180 m" is not 180
 * km, and "180000 m" is.  1 with it in *u; 0 when the question asks
 * another kind or none, or the text writes none of this kind or two
 * ("a minute and a half ... 5 seconds").
 */
static int
told_unit(const char *p, size_t n, const int8_t *pd, struct papo_unit *u)
{
	unsigned k = kind_of(pd);

	if (k == 0 || (asked_kinds(p, n) & k) == 0)
		return 0;
	return written_unit(p, n, k, u);
}

/*
 * A speed, where the response's unit (of dimensions pd) is one and the
 * question asks one in words ("What is its average speed?") but the
 * problem's text writes none (told_unit, asked first, found none): its
 * one length over its one time ("240 km in 4 hours": km/h), so that 60
 * m/s is not the answer 60.  1 with it in *u, else 0.
 */
static int
told_speed(const char *p, size_t n, const int8_t *pd, struct papo_unit *u)
{
	struct papo_unit t;

	if (kind_of(pd) != K_SPEED || (asked_kinds(p, n) & K_SPEED) == 0 ||
	    !written_unit(p, n, K_LENGTH, u) || !written_unit(p, n, K_TIME,
	    &t) || u->off_num != 0 || t.off_num != 0 || u->num == 0 ||
	    t.num == 0)
		return 0;
	/* the length over the time, as a parsed "km/h" is built */
	return papo_unit_mul(u, &t, -1) == 0 && kind_of(u->dim) == K_SPEED;
}

/*
 * The problem's one unit of money, where the response's unit (of
 * dimensions pd) is money alone: every amount the problem writes is in
 * it (problem_money), and it is a currency's whole unit, no part of one
 * ("$2 per egg. How much does she make?": the reference is in dollars,
 * so 18 cents is not 18 and 1800 cents is).  1 with it in *u, else 0.
 */
static int
told_money(const char *p, size_t n, const int8_t *pd, struct papo_unit *u)
{
	if (kind_of(pd) != K_MONEY)
		return 0;
	(void)problem_money(p, n, u);
	return u->num != 0 && u->num == u->den;
}

/*
 * Years, where the response's unit (of dimensions pd) is a time and the
 * problem's question asks an age ("How old is Tom?", "Wie alt ist
 * Tom?", "Quel âge a Tom ?", "¿Qué edad tiene Tom?") and neither names
 * its unit nor its text writes one (told_unit): an age is counted in
 * years, so 18 months is not the answer 18.  1 with it in *u, else 0.
 */
static int
told_age(const char *p, size_t n, const int8_t *pd, struct papo_unit *u)
{
	static const char *const ages[] = { "how old", "wie alt",
	    "quel \xc3\xa2ge", "qu\xc3\xa9 edad", "quanti anni",
	    "que idade", NULL };
	size_t a, i, k;

	if (kind_of(pd) != K_TIME)
		return 0;
	a = last_sentence(p, &n);
	for (i = a; i < n; i++)
		for (k = 0; ages[k] != NULL; k++)
			if ((i == a || !papo_ascii_word_byte((unsigned char)
			    p[i - 1])) && kind_at(p, i, n, ages[k]) > 0)
				return papo_unit_parse("years", 5, u) == 0;
	return 0;
}

/* Is u's dimension of a kind the problem's question asks ("12 m" for
   "How long is each piece?")? */
static int
kind_asked(const char *p, size_t n, const struct papo_unit *u)
{
	unsigned k = kind_of(u->dim);

	return k != 0 && (k & asked_kinds(p, n)) != 0;
}

int
papo_verify_asked_ref(struct papo_verify *v, int g, size_t p0)
{
	struct papo_unit u;
	int8_t pd[PAPO_NDIMS], ad[PAPO_NDIMS];
	uint32_t lo, hi;
	unsigned long span;
	int p, kids[3], x, sd;

	if (v->problem == NULL || g < 0 || (kind(v, g) != PAPO_MX_NUM &&
	    kind(v, g) != PAPO_MX_NEG && kind(v, g) != PAPO_MX_MUL) ||
	    (flags(v, g) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP | PAPO_MXF_STRUCT |
	    PAPO_MXF_PM | PAPO_MXF_TIME | PAPO_MXF_HM | PAPO_MXF_INF)) ||
	    (p = one_unit_node(v, p0)) < 0)
		return g;
	papo_unit_unpack(ND(v, p)->aux, ND(v, p)->aux2, pd);
	if (!asked_unit(v->problem, v->problemlen, &u) &&
	    !told_unit(v->problem, v->problemlen, pd, &u) &&
	    !told_money(v->problem, v->problemlen, pd, &u) &&
	    !told_age(v->problem, v->problemlen, pd, &u) &&
	    !told_speed(v->problem, v->problemlen, pd, &u)) {
		if (!other_kind(v->problem, v->problemlen, pd))
			return g;
		/* the reference in a unit of a dimension no kind_words
		   row asks: never the answer's */
		papo_unit_one(&u);
		u.dim[PAPO_DIM_CURRENT] = 1;	/* no question's kind */
	}
	papo_unit_pack(&u, &lo, &hi);
	papo_unit_unpack(lo, hi, ad);
	if (papo_unit_none(&u))
		return g;
	if ((rate_of(pd, ad) || rate_of(ad, pd)) && asks_per(v->problem,
	    v->problemlen)) {
		/* "8 hours per day" where hours are asked each day, or the
		   reverse; "hours per week".  A rate over one span of time
		   where the question names another ("$18 per week" asked
		   every day) is compared with the asked unit over the
		   asked span: another unit */
		if (!rate_over_span(pd, ad) || !asked_span(v->problem,
		    v->problemlen, &span, &sd))
			return g;
		u.dim[sd]--;
		u.den *= span;
		papo_unit_pack(&u, &lo, &hi);
	}
	kids[0] = g;
	kids[1] = ratio_node(v, (unsigned long)u.num, (unsigned long)u.den);
	kids[2] = kids[1];
	if (u.off_num != 0)	/* degrees Celsius: its zero, a third */
		kids[2] = ratio_node(v, (unsigned long)u.off_num,
		    (unsigned long)u.off_den);
	if (kids[1] < 0 || kids[2] < 0 || (x = papo_mx_new(&v->mx,
	    PAPO_MX_UNIT, 0, kids, u.off_num != 0 ? 3 : 2)) < 0)
		return g;
	ND(v, x)->aux = lo;
	ND(v, x)->aux2 = hi;
	return x;
}

/*
 * The letters a unit symbol alone is written in, in its SI case: m, s,
 * g, h, L (l), J, N, A, V, W.  A letter in the other case ("a", "S") is
 * no symbol read here.
 */
static int
symbol_case(char c)
{
	return c != '\0' && strchr("msghlLJNAVW", c) != NULL;
}

/*
 * Is the letter at s[k] (of n bytes), alone between non-letters, a
 * unit's there: after a number ("4 s", "3 m/s^2": the run of unit
 * signs before it passed) or after "in" or "per" ("in A?")?  An "A"
 * before a word is the article, read as a unit's too.
 */
static int
unit_letter_at(const char *s, size_t n, size_t k)
{
	size_t j = k;

	if (s[k] == 'A' && k + 1 < n && s[k + 1] == ' ' && (k == 0 ||
	    (k >= 2 && s[k - 1] == ' ' && strchr(".!?", s[k - 2]) !=
	    NULL) || s[k - 1] == '\n' || (k + 2 < n &&
	    papo_ascii_alpha((unsigned char)s[k + 2]))))
		return 1;	/* "A car ...", "A 12 V battery": the article */
	if (k > 0 && (s[k - 1] == '\'' || (k >= 3 &&
	    (unsigned char)s[k - 3] == 0xe2 && (unsigned char)s[k - 2] ==
	    0x80 && (unsigned char)s[k - 1] == 0x99)))
		return 1;	/* "ball's", "ball’s" */
	while (j > 0 && (papo_ascii_alpha((unsigned char)s[j - 1]) ||
	    strchr("/^{}", s[j - 1]) != NULL))
		j--;
	while (j > 0 && s[j - 1] == ' ')
		j--;
	if (j > 0 && papo_ascii_digit((unsigned char)s[j - 1]))
		return 1;
	return (j >= 2 && papo_ascii_prefix_ci(s, j, j - 2, "in") &&
	    (j == 2 || !papo_ascii_alpha((unsigned char)s[j - 3]))) ||
	    (j >= 3 && papo_ascii_prefix_ci(s, j, j - 3, "per") &&
	    (j == 3 || !papo_ascii_alpha((unsigned char)s[j - 4])));
}

/*
 * Does s[0..n) (a problem, or with problem 0 a reference) hold the
 * letter c alone between non-letters, and not as a unit's (with
 * problem: unit_letter_at)?
 */
static int
letter_named(const char *s, size_t n, char c, int problem)
{
	const char *q;
	size_t k;

	for (q = s; s != NULL && (q = memchr(q, c, n - (size_t)(q - s))) !=
	    NULL; q++) {
		k = (size_t)(q - s);
		if ((k > 0 && (papo_ascii_alpha((unsigned char)s[k - 1]) ||
		    s[k - 1] == '\\')) || (k + 1 < n &&
		    papo_ascii_alpha((unsigned char)s[k + 1])))
			continue;
		if (!problem || !unit_letter_at(s, n, k))
			return 1;
	}
	return 0;
}

/*
 * The unit symbols s[i..n) (read whole by papo_unit_parse) written to
 * out as the parser reads a unit in text: with over 0 those of a
 * positive power, with over 1 the others, each after a slash, their
 * power made positive ("m s^{-1}": "m/s"; "N/m^2" as it is).
 */
static void
symbols_over(const char *s, size_t i, size_t n, int over,
    struct papo_buf *out)
{
	size_t w, e, k, d0, d1;
	int per = 0, neg;

	while (i < n) {
		if (s[i] == '/' || s[i] == ' ') {
			per |= s[i++] == '/';
			continue;
		}
		for (w = i; w < n && papo_ascii_alpha((unsigned char)s[w]); w++)
			;
		neg = 0;
		d0 = d1 = e = w;
		if (e < n && s[e] == '^') {
			for (k = e + 1; k < n && (s[k] == '{' || s[k] == '-' ||
			    s[k] == ' '); k++)
				neg |= s[k] == '-';
			for (d0 = k; k < n && papo_ascii_digit((unsigned
			    char)s[k]); k++)
				;
			d1 = k;
			while (k < n && s[k] == '}')
				k++;
			e = k;
		}
		if ((per ^ neg) == over) {
			if (over || (out->len > 0 && out->s[out->len - 1] !=
			    ' '))
				papo_buf_addc(out, over ? '/' : ' ');
			papo_buf_add(out, s + i, w - i);
			if (d1 > d0 && !(d1 - d0 == 1 && s[d0] == '1')) {
				papo_buf_addc(out, '^');	/* unsigned */
				papo_buf_add(out, s + d0, d1 - d0);
			}
		}
		per = 0;
		i = e > i ? e : i + 1;
	}
}

int
papo_verify_symbol_unit(const struct papo_verify *v, const char *gold,
    size_t gn, const char *pred, size_t pn, struct papo_buf *out)
{
	struct papo_unit u, asked;
	size_t i = 0, a, k, w;
	int alone = 0;

	/* the cheap test: a digit first, a letter or a power's digit or
	   brace last */
	if (pn < 3 || !(papo_ascii_digit((unsigned char)pred[0]) ||
	    pred[0] == '-') || !(papo_ascii_alpha((unsigned char)pred[pn -
	    1]) || papo_ascii_digit((unsigned char)pred[pn - 1]) ||
	    pred[pn - 1] == '}'))
		return 0;
	if (pred[i] == '-')
		i++;
	for (a = i; i < pn && (papo_ascii_digit((unsigned char)pred[i]) ||
	    (pred[i] == '.' && i > a && i + 1 < pn &&
	    papo_ascii_digit((unsigned char)pred[i + 1]))); i++)
		;
	if (i == a || i == pn || pred[i] != ' ')
		return 0;
	a = i;
	while (i < pn && pred[i] == ' ')
		i++;
	if (i == pn || !papo_ascii_alpha((unsigned char)pred[i]))
		return 0;	/* "42 /s": a marker, no unit */
	for (k = i; k < pn; k = w) {
		if (!papo_ascii_alpha((unsigned char)pred[k])) {
			if (strchr(" /^{}-0123456789", pred[k]) == NULL)
				return 0;
			w = k + 1;
			continue;
		}
		for (w = k; w < pn && papo_ascii_alpha((unsigned char)
		    pred[w]); w++)
			;
		if (w - k > 1)
			continue;	/* "kPa": the parser's word */
		if (!symbol_case(pred[k]) || letter_named(gold, gn, pred[k],
		    0) || letter_named(v->problem, v->problemlen, pred[k], 1))
			return 0;
		alone = 1;
	}
	if (!alone || papo_unit_parse(pred + i, pn - i, &u) != 0 ||
	    u.generic || u.degrees || u.currency != 0 || papo_unit_none(&u))
		return 0;
	/* a problem that asks no unit this reads, nor a kind of it, reads
	   letters, as before ("12 m" for a speed is no speed; for "How
	   long is each piece?" it is 12 metres) */
	if (v->problem != NULL && !asked_unit(v->problem, v->problemlen,
	    &asked) && !kind_asked(v->problem, v->problemlen, &u))
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, pred, a);
	papo_buf_adds(out, " \\text{ ");
	symbols_over(pred, i, pn, 0, out);
	symbols_over(pred, i, pn, 1, out);
	papo_buf_addc(out, '}');
	return 1;
}
