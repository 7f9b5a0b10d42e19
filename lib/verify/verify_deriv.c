/* SPDX-License-Identifier: MIT */
/*
 * verify_deriv.c: derivative notations (\frac{d^2 y}{dt^2}, \ddot{y},
 * y'', y^{(2)}, y''(t)) rewritten on both sides to one symbol per
 * unknown, order and variable, and y(t) to y, so that the rules for
 * equations compare the differential equations.
 */
#include <string.h>

#include "buf.h"
#include "verify.h"
#include "verify_impl.h"

struct dside {
	char indep;		/* the variable differentiated by, or 0 */
	int forms;		/* derivatives read */
	int conflict;		/* two variables, or y'(2): not read */
	unsigned char unknown[128];	/* letters differentiated */
};

static int
letter(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int
digit(int c)
{
	return c >= '0' && c <= '9';
}

static size_t
spaces(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || (s[i] == '\\' && i + 1 < n &&
	    (s[i + 1] == ',' || s[i + 1] == ';' || s[i + 1] == ' '))))
		i += s[i] == ' ' ? 1 : 2;
	return i;
}

/* An exponent ^2, ^{2} at s[*i]: its value, 1 when there is none. */
static int
power(const char *s, size_t n, size_t *i)
{
	size_t j = *i;

	if (j >= n || s[j] != '^')
		return 1;
	j++;
	if (j < n && digit(s[j])) {
		*i = j + 1;
		return s[j] - '0';
	}
	if (j + 2 < n && s[j] == '{' && digit(s[j + 1]) && s[j + 2] == '}') {
		*i = j + 3;
		return s[j + 1] - '0';
	}
	return 0;
}

/*
 * \frac{d^k Y}{d T^k} at s[i] (i after "\frac"): its end, with *y, *t
 * and *order set; 0 when it is not one.
 */
static size_t
leibniz(const char *s, size_t n, size_t i, char *y, char *t, int *order)
{
	int k1, k2;

	if (i >= n || s[i] != '{')
		return 0;
	i = spaces(s, n, i + 1);
	if (i >= n || s[i] != 'd')
		return 0;
	i++;
	if ((k1 = power(s, n, &i)) == 0)
		return 0;
	i = spaces(s, n, i);
	if (i >= n || !letter(s[i]))
		return 0;
	*y = s[i];
	i = spaces(s, n, i + 1);
	if (i + 1 >= n || s[i] != '}' || s[i + 1] != '{')
		return 0;
	i = spaces(s, n, i + 2);
	if (i >= n || s[i] != 'd')
		return 0;
	i = spaces(s, n, i + 1);
	if (i >= n || !letter(s[i]))
		return 0;
	*t = s[i];
	i++;
	if ((k2 = power(s, n, &i)) != k1)
		return 0;
	i = spaces(s, n, i);
	if (i >= n || s[i] != '}')
		return 0;
	*order = k1;
	return i + 1;
}

/*
 * Y', Y'', \dot{Y}, \ddot Y, Y^{(k)} at s[i]: its end, *y and *order
 * set; 0 when none starts there.
 */
static size_t
lagrange(const char *s, size_t n, size_t i, char *y, int *order)
{
	size_t j;
	int k = 0;

	if (i + 4 < n && s[i] == '\\' && (memcmp(s + i, "\\dot", 4) == 0 ||
	    (i + 5 < n && memcmp(s + i, "\\ddot", 5) == 0))) {
		k = s[i + 2] == 'd' ? 2 : 1;
		j = i + 3 + (size_t)k;
		if (j < n && letter(s[j]))
			return 0;	/* \dotsc */
		if (j + 2 < n && s[j] == '{' && letter(s[j + 1]) &&
		    s[j + 2] == '}') {
			*y = s[j + 1];
			j += 3;
		} else if ((j = spaces(s, n, j)) < n && letter(s[j]) &&
		    (j + 1 >= n || !letter(s[j + 1]))) {
			*y = s[j++];
		} else
			return 0;
		*order = k;
		return j;
	}
	if (!letter(s[i]) || (i > 0 && (letter(s[i - 1]) || s[i - 1] == '\\')))
		return 0;
	*y = s[i];
	j = i + 1;
	while (j < n && s[j] == '\'')
		j++, k++;
	if (k == 0 && j + 4 < n && s[j] == '^' && s[j + 1] == '{' &&
	    s[j + 2] == '(' && digit(s[j + 3]) && s[j + 4] == ')' &&
	    j + 5 < n && s[j + 5] == '}') {
		k = s[j + 3] - '0';
		j += 6;
	}
	if (k == 0)
		return 0;
	*order = k;
	return j;
}

/* (T) at s[i] with T a letter: its end, *t set; 0 when none. */
static size_t
argument(const char *s, size_t n, size_t i, char *t)
{
	if (i + 2 < n && s[i] == '(' && letter(s[i + 1]) && s[i + 2] == ')') {
		*t = s[i + 1];
		return i + 3;
	}
	return 0;
}

static void
set_indep(struct dside *d, char t)
{
	if (d->indep != 0 && d->indep != t)
		d->conflict = 1;
	d->indep = t;
}

/* A subscript _1, _{10}, _x at s[*i], copied into sub (at most 7). */
static void
subscript(const char *s, size_t n, size_t *i, char sub[8])
{
	size_t j = *i, k = 0;

	sub[0] = '\0';
	if (j + 1 >= n || s[j] != '_')
		return;
	if (letter(s[j + 1]) || digit(s[j + 1])) {
		sub[0] = s[j + 1], sub[1] = '\0';
		*i = j + 2;
		return;
	}
	if (s[j + 1] != '{')
		return;
	for (j += 2; j < n && k < 7 && (letter(s[j]) || digit(s[j])); j++)
		sub[k++] = s[j];
	if (j < n && s[j] == '}' && k > 0) {
		sub[k] = '\0';
		*i = j + 1;
	} else
		sub[0] = '\0';
}

/*
 * One side read (out NULL: what it differentiates into d) or written to
 * out with each derivative as Y_{D<order><T>S<sub>}, T from indep, and
 * Y(T) as Y for a differentiated Y.
 */
static void
walk(const char *s, size_t n, struct dside *d, char indep,
    const unsigned char *unknown, struct papo_buf *out)
{
	size_t i = 0, e, a;
	char y, t, sub[8], sym[32];
	int order;

	while (i < n) {
		t = 0;
		e = 0;
		if (i + 5 < n && memcmp(s + i, "\\frac", 5) == 0)
			e = leibniz(s, n, i + 5, &y, &t, &order);
		if (e == 0)
			e = lagrange(s, n, i, &y, &order);
		if (e == 0) {
			/* y(t) for a differentiated y */
			if (out != NULL && letter(s[i]) && unknown[(unsigned
			    char)s[i]] && (i == 0 || (!letter(s[i - 1]) &&
			    s[i - 1] != '\\')) && (a = argument(s, n, i + 1,
			    &t)) != 0 && t == indep) {
				papo_buf_add(out, s + i, 1);
				i = a;
				continue;
			}
			if (out != NULL)
				papo_buf_add(out, s + i, 1);
			if (s[i] == '\\')	/* a command's name whole */
				while (i + 1 < n && letter(s[i + 1])) {
					if (out != NULL)
						papo_buf_add(out, s + i + 1, 1);
					i++;
				}
			i++;
			continue;
		}
		subscript(s, n, &e, sub);
		if (t == 0 && e < n && s[e] == '(') {
			if ((a = argument(s, n, e, &t)) == 0)
				d->conflict = 1;	/* y'(2) */
			else
				e = a;
		}
		if (out == NULL) {
			d->forms++;
			d->unknown[(unsigned char)y] = 1;
			if (t != 0)
				set_indep(d, t);
		} else {
			size_t k = 0;

			sym[k++] = y;
			memcpy(sym + k, "_{D", 3), k += 3;
			sym[k++] = (char)('0' + order % 10);
			sym[k++] = t != 0 ? t : indep;
			if (sub[0] != '\0') {
				sym[k++] = 'S';
				memcpy(sym + k, sub, strlen(sub));
				k += strlen(sub);
			}
			sym[k++] = '}';
			papo_buf_add(out, sym, k);
		}
		i = e;
	}
}

/*
 * Equation s[0..n) as its left side minus its right side onto out, with
 * symbol sym (sn bytes) replaced by the number x: 0, or -1 when s is
 * not one equation.
 */
static int
side_at(const char *s, size_t n, const char *sym, size_t sn, char x,
    struct papo_buf *out)
{
	const char *eq = memchr(s, '=', n);
	size_t i;

	static const char *const rel[] = { "\\le", "\\ge", "\\ne", "\\lt",
	    "\\gt", "\\approx", "\\sim", "\\equiv", "\\pm", "\\mp",
	    "\\text", NULL };
	size_t k;

	if (eq == NULL || memchr(eq + 1, '=', n - (size_t)(eq - s) - 1) ||
	    memchr(s, '<', n) || memchr(s, '>', n))
		return -1;
	for (k = 0; rel[k] != NULL; k++)
		if (memmem(s, n, rel[k], strlen(rel[k])) != NULL)
			return -1;
	papo_buf_adds(out, "((");
	for (i = 0; i < n; i++) {
		if (i + sn <= n && memcmp(s + i, sym, sn) == 0) {
			papo_buf_addc(out, '(');
			papo_buf_addc(out, x);
			papo_buf_addc(out, ')');
			i += sn - 1;
		} else if (s + i == eq)
			papo_buf_adds(out, ") - (");
		else
			papo_buf_addc(out, s[i]);
	}
	papo_buf_adds(out, "))");
	return 0;
}

/*
 * An equation s[0..n) linear in sym (F(2) - 2F(1) + F(0) is 0) with a
 * coefficient that is not 0, solved for it: -F(0)/(F(1) - F(0)) onto
 * out, 0; else -1.
 */
static int
solve_for(struct papo_verify *v, const char *s, size_t n, const char *sym,
    size_t sn, struct papo_buf *out)
{
	struct papo_buf f[3] = { PAPO_BUF_INIT, PAPO_BUF_INIT,
	    PAPO_BUF_INIT }, t = PAPO_BUF_INIT;
	int r = -1, k;

	for (k = 0; k < 3; k++)
		if (side_at(s, n, sym, sn, (char)('0' + k), &f[k]) < 0)
			goto out;
	papo_buf_add(&t, f[2].s, f[2].len);
	papo_buf_adds(&t, " - 2");
	papo_buf_add(&t, f[1].s, f[1].len);
	papo_buf_adds(&t, " + ");
	papo_buf_add(&t, f[0].s, f[0].len);
	if (papo_verify_compare(v, "0", 1, t.s, t.len) != PAPO_V_EQUAL)
		goto out;
	papo_buf_reset(&t);
	papo_buf_add(&t, f[1].s, f[1].len);
	papo_buf_adds(&t, " - ");
	papo_buf_add(&t, f[0].s, f[0].len);
	if (papo_verify_compare(v, "0", 1, t.s, t.len) != PAPO_V_NOT_EQUAL)
		goto out;
	papo_buf_adds(out, "-\\frac{");
	papo_buf_add(out, f[0].s, f[0].len);
	papo_buf_adds(out, "}{");
	papo_buf_add(out, t.s, t.len);
	papo_buf_adds(out, "}");
	r = 0;
out:
	for (k = 0; k < 3; k++)
		papo_buf_release(&f[k]);
	papo_buf_release(&t);
	return r;
}

/*
 * Two equations in the derivatives' symbols, each solved for the
 * highest derivative they share (L \dot i + R i = V against
 * \dot i = (V - R i)/L: a factor with letters): PAPO_V_EQUAL when the
 * solutions are equal, else -1.
 */
static int
same_solution(struct papo_verify *v, const struct papo_buf *g,
    const struct papo_buf *p)
{
	struct papo_buf a = PAPO_BUF_INIT, b = PAPO_BUF_INIT;
	const char *at, *best = NULL, *e;
	size_t i, bn = 0;
	int r = -1;

	for (i = 1; i + 4 < g->len; i++) {
		if (memcmp(g->s + i, "_{D", 3) != 0)
			continue;
		at = g->s + i - 1;
		if ((e = memchr(at, '}', g->len - (i - 1))) == NULL)
			break;
		if (best == NULL || at[4] > best[4]) {
			best = at;
			bn = (size_t)(e - at) + 1;
		}
	}
	if (best == NULL || memmem(p->s, p->len, best, bn) == NULL)
		return -1;
	if (solve_for(v, g->s, g->len, best, bn, &a) == 0 &&
	    solve_for(v, p->s, p->len, best, bn, &b) == 0 &&
	    papo_verify_compare(v, a.s, a.len, b.s, b.len) == PAPO_V_EQUAL)
		r = PAPO_V_EQUAL;
	papo_buf_release(&a);
	papo_buf_release(&b);
	return r;
}

int
papo_verify_derivatives(struct papo_verify *v, const char *gold,
    size_t gn, const char *pred, size_t pn)
{
	struct dside g, p;
	struct papo_buf gb = PAPO_BUF_INIT, pb = PAPO_BUF_INIT;
	unsigned char unknown[128];
	char indep;
	size_t k;
	int r;

	memset(&g, 0, sizeof(g));
	memset(&p, 0, sizeof(p));
	walk(gold, gn, &g, 0, NULL, NULL);
	walk(pred, pn, &p, 0, NULL, NULL);
	if ((g.forms == 0 && p.forms == 0) || g.conflict || p.conflict ||
	    (g.indep != 0 && p.indep != 0 && g.indep != p.indep))
		return -1;
	indep = g.indep != 0 ? g.indep : p.indep != 0 ? p.indep : 't';
	for (k = 0; k < sizeof(unknown); k++)
		unknown[k] = g.unknown[k] | p.unknown[k];
	walk(gold, gn, &g, indep, unknown, &gb);
	walk(pred, pn, &p, indep, unknown, &pb);
	r = papo_verify_compare(v, gb.s, gb.len, pb.s, pb.len);
	if (r == PAPO_V_NOT_EQUAL)
		r = same_solution(v, &gb, &pb);
	papo_buf_release(&gb);
	papo_buf_release(&pb);
	return r == PAPO_V_EQUAL || r == PAPO_V_CAPPED ? r : -1;
}
