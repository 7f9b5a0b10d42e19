/* SPDX-License-Identifier: MIT */
/*
 * verify_rel.c: comparing relations and named values: equations, chains,
 * definitions (f(x) = ...), labelled answers (x = 3) and named tuples.
 */
#include <string.h>

#include "ascii.h"
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
 * Does the number at q end there, before no letter or operator ("5",
 * "5,", "5$"; not "2a + 5", "2 + a")?
 */
static int
plain_number_end(const char *q, const char *e)
{
	const char *w;

	while (q < e && ((*q >= '0' && *q <= '9') || *q == '.'))
		q++;
	if (q == e || *q == '$')	/* the formula ends on it */
		return 1;
	if (*q != ' ')
		return !papo_ascii_alpha((unsigned char)*q) &&
		    strchr("+-*/^\\(_{", *q) == NULL;
	while (q < e && *q == ' ')
		q++;
	for (w = q; w < e && papo_ascii_alpha((unsigned char)*w); w++)
		;
	/* "5 and": prose after it; not "2 a + 5", "2 + a" */
	return q == e || w - q >= 2 || (w == q && strchr("+-*/^\\(_{",
	    *q) == NULL);
}

/*
 * Does the problem p[0..n) give the name w[0..wn) a number: "BC = 5",
 * "$BC=5$" (the name alone after a '$', a blank or a comma, then a
 * '=' and a number)?
 */
static int
given_value(const char *p, size_t n, const char *w, size_t wn)
{
	const char *at = p, *e = p + n, *b, *q;

	for (; (at = memmem(at, (size_t)(e - at), w, wn)) != NULL; at++) {
		/* the name opens a formula or follows its comma: "$BC =
		   5$", "$a = 3, b = 4$"; not "(3-a)", "3^x", "\\sin x" */
		for (b = at; b > p && b[-1] == ' '; b--)
			;
		q = at + wn;
		if (!(b == p || b[-1] == '$' || b[-1] == ',' || b[-1] == ';' ||
		    (b[-1] == '(' && b - 1 > p && b[-2] == '\\')) ||
		    (q < e && papo_ascii_alpha((unsigned char)*q)))
			continue;
		while (q < e && *q == ' ')
			q++;
		if (q == e || *q != '=')
			continue;
		for (q++; q < e && strchr(" ${", *q) != NULL; q++)
			;
		if (q < e && *q == '-')
			q++;
		if (q < e && *q >= '0' && *q <= '9' && plain_number_end(q, e))
			return 1;
	}
	return 0;
}

/* The length of the command \\NAME at t[i]; 0 when none is there. */
static size_t
command_at(const char *t, size_t i, size_t n, const char *name)
{
	size_t w = strlen(name) + 1;

	if (t[i] != '\\' || i + w > n || memcmp(t + i + 1, name, w - 1) != 0 ||
	    (i + w < n && papo_ascii_alpha((unsigned char)t[i + w])))
		return 0;
	return w;
}

/*
 * The text t[0..n) without what does not change a formula's reading:
 * blanks, '$', "\left", "\right", "\,", "\!", "\ ".
 */
static void
formula_text(const char *t, size_t n, struct papo_buf *out)
{
	size_t i, w;

	for (i = 0; i < n; i++) {
		if (strchr(" $\n\t{}", t[i]) != NULL)
			continue;
		/* a segment's bar: \overline{AB} is AB */
		if (t[i] == '\\' && i + 9 <= n &&
		    memcmp(t + i, "\\overline", 9) == 0) {
			i += 8;
			continue;
		}
		if (t[i] == '\\' && i + 1 < n && strchr(",! ;", t[i + 1])) {
			i++;
			continue;
		}
		if ((w = command_at(t, i, n, "left")) > 0 ||
		    (w = command_at(t, i, n, "right")) > 0) {
			i += w - 1;
			continue;
		}
		papo_buf_addc(out, t[i]);
	}
}

/*
 * The words before the quantity a problem asks: "solve for $x$", "find
 * $AB$", "the value of $m$", "the length $AB$".  English only: in
 * another language no name is known to be asked, and none is refused
 * for it.
 */
static const char *const asking[] = {
	"for ", "find ", "compute ", "determine ", "evaluate ",
	"calculate ", "value of ", "values of ", "length of ", "length ",
	"measure of ", NULL
};

/*
 * The questions that may ask a name ("What is y?", "what is $y$?"),
 * weaker than asking[]'s: a response's label is refused by them only
 * when both are one letter and the problem writes the label's letter
 * too (label_other_letter): "x = 7" where y is asked; not "n = 42"
 * where the problem has no n, nor "x = 6" where "$m - n$" is asked.
 */
static const char *const asking_what[] = { "what is ", "what's ",
    "what are ", NULL };

/*
 * Is t[0..n) math that names a quantity, not prose between two dollar
 * signs ("$500 each and 2 cows for $") nor a computation ("$(4 \\times
 * 12)-(4+12)$"): it does not open on a digit, holds a name (one or
 * two letters, or a command but an operator's: \\theta) and no word of
 * three letters or more but a command's?
 */
static const char *const operators[] = {
	"frac", "dfrac", "tfrac", "sqrt", "times", "cdot", "div", "left",
	"right", "binom", "dbinom", "pm", "mp", "displaystyle", "circ",
	"lfloor", "rfloor", "lceil", "rceil", NULL
};

static int
formula_like(const char *t, size_t n)
{
	size_t i, w, k;
	int name = 0;

	if (n == 0 || (t[0] >= '0' && t[0] <= '9'))
		return 0;
	for (i = 0; i < n; i = w + 1) {
		for (w = i; w < n && papo_ascii_alpha((unsigned char)t[w]); w++)
			;
		if (w == i)
			continue;
		if (i == 0 || t[i - 1] != '\\') {
			if (w - i >= 3)
				return 0;
			name = 1;
			continue;
		}
		for (k = 0; operators[k] != NULL; k++)
			if (strlen(operators[k]) == w - i &&
			    memcmp(operators[k], t + i, w - i) == 0)
				break;
		if (operators[k] == NULL)	/* \\theta, \\angle R */
			name = 1;
	}
	return name;
}

/*
 * What the problem p[0..n) asks by those words: the math right after
 * one ("$AB$", "\(x + y\)", up to 64 bytes) as formula_text writes it,
 * or a single letter alone in prose ("for l."), into out as
 * "|AB|x+y|l|"; the count found.
 */
static int
names_asked_by(const char *p, size_t n, const char *const *rows,
    struct papo_buf *out)
{
	size_t i, k, w, a, z;
	int found = 0;

	for (i = 0; i < n; i++) {
		if (i > 0 && papo_ascii_alpha((unsigned char)p[i - 1]))
			continue;
		for (k = 0; rows[k] != NULL; k++)
			if ((w = papo_ascii_prefix_ci(p, n, i, rows[k])) > 0)
				break;
		if (rows[k] == NULL)
			continue;
		a = i + w;
		if (a < n && papo_ascii_alpha((unsigned char)p[a]) &&
		    (a + 1 == n || strchr(".,;:?!", p[a + 1]) != NULL)) {
			/* "for l." in prose: one letter, then a stop */
			papo_buf_addc(out, '|');
			papo_buf_addc(out, p[a]);
			found++;
			continue;
		}
		if (a + 1 < n && p[a] == '$' && p[a + 1] != '$') {
			a++;
			for (z = a; z < n && z - a <= 64 && p[z] != '$'; z++)
				;
		} else if (a + 2 < n && p[a] == '\\' && p[a + 1] == '(') {
			a += 2;
			for (z = a; z + 1 < n && z - a <= 64 &&
			    !(p[z] == '\\' && p[z + 1] == ')'); z++)
				;
		} else
			continue;
		if (z - a > 64 || z >= n)
			continue;
		while (z > a && strchr(".,;:?! ", p[z - 1]) != NULL)
			z--;	/* "compute $b.$" */
		if (z == a || !formula_like(p + a, z - a))
			continue;
		papo_buf_addc(out, '|');
		formula_text(p + a, z - a, out);
		found++;
	}
	if (found)
		papo_buf_addc(out, '|');
	return found;
}

static int
asked_names(const char *p, size_t n, struct papo_buf *out)
{
	return names_asked_by(p, n, asking, out);
}

static int asked_has(const struct papo_buf *, const char *, size_t);

/* Does p[0..n) write the letter c alone, no letter beside it ("$x +
   y = 25$", "x - y", not "six", "\\max")? */
static int
letter_written(const char *p, size_t n, char c)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] == c && (i == 0 || (!papo_ascii_alpha((unsigned
		    char)p[i - 1]) && p[i - 1] != '\\')) && (i + 1 == n ||
		    !papo_ascii_alpha((unsigned char)p[i + 1])))
			return 1;
	return 0;
}

/*
 * Is the one-letter label w[0..wn) another name than the one letter a
 * question of asking_what[] asks ("x = 7" for "What is y?"), a letter
 * the problem writes?
 */
static int
label_other_letter(const char *p, size_t n, const char *w, size_t wn)
{
	struct papo_buf asked = PAPO_BUF_INIT;
	size_t k;
	int other = 0;

	if (wn != 1 || !names_asked_by(p, n, asking_what, &asked))
		goto out;
	for (k = 0; k < asked.len; k++)	/* "|y|": letters alone */
		if (asked.s[k] != '|' && (k == 0 || asked.s[k - 1] != '|' ||
		    k + 1 == asked.len || asked.s[k + 1] != '|'))
			goto out;
	other = !asked_has(&asked, w, 1) && letter_written(p, n, w[0]);
out:
	papo_buf_release(&asked);
	return other;
}

/* Is "|t|" in the asked list l[0..ln)? */
static int
asked_has(const struct papo_buf *l, const char *t, size_t tn)
{
	const char *at = l->s, *e = l->s + l->len;

	while (tn > 0 && (at = memmem(at, (size_t)(e - at), t, tn)) != NULL) {
		if (at > l->s && at[-1] == '|' && at + tn < e && at[tn] == '|')
			return 1;
		at++;
	}
	return 0;
}

/*
 * Could the response's label l (the left side of its "l = value") be
 * the quantity the problem asks?  Not when the problem gives that name
 * a number ("BC = 5" for a response's "BC = 12"), nor when the problem
 * asks a name of its own ("solve for $x$", "find $AB$") and l, a name
 * of letters, is none of them ("y = 3", "AC = 12").  1 when there is
 * no problem, or the label is no name of letters (f(x), a_{n}).
 */
static int
label_asked(struct papo_verify *v, int l)
{
	struct papo_buf w = PAPO_BUF_INIT, asked = PAPO_BUF_INIT;
	int ok = 1;
	size_t k;

	if (v->problem == NULL || v->problemlen == 0 ||
	    papo_verify_letters(v, l, &w) < 0 || w.len == 0)
		goto out;
	if (given_value(v->problem, v->problemlen, w.s, w.len)) {
		ok = 0;
		goto out;
	}
	for (k = 0; k < w.len; k++)
		if (!papo_ascii_alpha((unsigned char)w.s[k]))
			goto out;
	/* a word of text ("\\text{Area}") is no name the math asks */
	if (kind(v, l) != PAPO_MX_TEXT &&
	    asked_names(v->problem, v->problemlen, &asked))
		ok = asked_has(&asked, w.s, w.len);
	else if (kind(v, l) != PAPO_MX_TEXT)
		ok = !label_other_letter(v->problem, v->problemlen, w.s,
		    w.len);
out:
	papo_buf_release(&w);
	papo_buf_release(&asked);
	return ok;
}

/* The words that may open a computation: "So 7 + 5 = 12". */
static const char *const openers[] = {
	"so ", "thus ", "hence ", "therefore ", "then ", NULL
};

/*
 * Is t[0..n) a computation, numbers and operators with no name, after
 * an opening word of openers[]?
 */
static int
computation(const char *t, size_t n)
{
	size_t i = 0, k, w;

	for (k = 0; openers[k] != NULL; k++)
		if ((w = papo_ascii_prefix_ci(t, n, 0, openers[k])) > 0) {
			i = w;
			break;
		}
	for (; i < n; i++)
		if (papo_ascii_alpha((unsigned char)t[i]))
			return 0;
	return 1;
}

/*
 * A response's equation "x + y = 4027" against a plain reference: its
 * left side must be what the problem asks, so the problem must write
 * it ("find $x + y$"); "AB^2 = 12", "2AB = 12", "-x = 3" state another
 * quantity than the problem names.  With no problem nothing tells, and
 * the equation is no answer of the reference.  The left side is the
 * response's text before its last '=' outside braces.
 */
/*
 * Where the response's left side ends: its last '=' outside braces and
 * parentheses, in the text of the compare at depth 0; 0 when none.
 */
static size_t
lhs_end(const struct papo_verify *v)
{
	const char *t = v->cmppred;
	size_t i, eq = 0;
	int depth = 0;

	for (i = 0; t != NULL && i < v->cmppn; i++) {
		if (t[i] == '{' || t[i] == '(' || t[i] == '[')
			depth++;
		else if ((t[i] == '}' || t[i] == ')' || t[i] == ']') &&
		    depth > 0)
			depth--;
		else if (t[i] == '=' && depth == 0)
			eq = i;
	}
	return eq;
}

static int
lhs_asked(struct papo_verify *v)
{
	struct papo_buf l = PAPO_BUF_INIT, p = PAPO_BUF_INIT;
	const char *t = v->cmppred;
	size_t eq = lhs_end(v);
	int ok = 0;

	if (eq == 0)
		return 0;
	if (computation(t, eq))
		return 1;
	if (v->problem == NULL || v->problemlen == 0)
		return 0;
	formula_text(t, eq, &l);
	ok = asked_names(v->problem, v->problemlen, &p) &&
	    asked_has(&p, l.s, l.len);
	papo_buf_release(&l);
	papo_buf_release(&p);
	return ok;
}

/*
 * Does the response's left side, a product of names to the tree ("AB
 * \\cdot AB"), write an operator: a product, not a name?
 */
static int
lhs_product(const struct papo_verify *v)
{
	const char *t = v->cmppred, *eq;

	/* the label ends at the first '=': "\\text{Volume} = 20 \\times 2
	   = 40" is a label's chain, not a product */
	if (t == NULL || (eq = memchr(t, '=', v->cmppn)) == NULL)
		return 0;
	return memmem(t, (size_t)(eq - t), "\\cdot", 5) != NULL ||
	    memmem(t, (size_t)(eq - t), "\\times", 6) != NULL ||
	    memchr(t, '*', (size_t)(eq - t)) != NULL;
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
	if (is_assign(v, b) && kb == PAPO_MX_REL && ka != PAPO_MX_REL) {
		if (depth == 0 && v->depth == 0 && (lhs_product(v) ?
		    !lhs_asked(v) : !label_asked(v, KID(v, b, 0))))
			return R_NE;
		return papo_verify_cmp(v, a, KID(v, b, 1), depth + 1);
	}
	if (is_equation(v, b) && ka != PAPO_MX_REL &&
	    !(flags(v, KID(v, b, 1)) & (PAPO_MXF_SYM | PAPO_MXF_UNSUP)) &&
	    (flags(v, KID(v, b, 0)) & PAPO_MXF_SYM)) {
		if (depth == 0 && v->depth == 0 && !lhs_asked(v))
			return R_NE;
		return papo_verify_cmp(v, a, KID(v, b, 1), depth + 1);
	}
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
