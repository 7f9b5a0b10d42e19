/* SPDX-License-Identifier: MIT */
/*
 * verify_ref.c: references written in forms the comparison does not
 * read, rewritten before it: a TAB eaten from \text or \times by a JSON
 * escape, TeX's \over, a labelled equation (\angle ABC = 75^\circ,
 * g^{-1}(x) = ..., a limit, sum or integral = ...), a prose sentence
 * ending "... is 17.", and set differences (\mathbb{R} \setminus \{a,
 * b\}, [0, 2] \setminus \{1\}, \{1, 2, 3\} \setminus \{2\}).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "verify_impl.h"

/* "\t" eaten by a JSON escape: TAB and the rest of the command. */
static const char *const tab_tails[] = { "ext{", "imes", "heta", "frac",
	"an", "extbf{", "riangle", "au", "ilde", NULL };

int
papo_verify_tab_repair(const char *s, size_t n, struct papo_buf *out)
{
	size_t i, k = 0, l;
	int any = 0;

	papo_buf_reset(out);
	for (i = 0; i < n; i++) {
		if (s[i] == '\t')
			for (k = 0; tab_tails[k]; k++) {
				l = strlen(tab_tails[k]);
				if (n - i - 1 >= l &&
				    memcmp(s + i + 1, tab_tails[k], l) == 0) {
					papo_buf_adds(out, "\\t");
					any = 1;
					break;
				}
			}
		if (s[i] != '\t' || tab_tails[k] == NULL)
			papo_buf_addc(out, s[i]);
	}
	return any;
}

/* The end of the group opened at s[i] == '{', or n when unclosed. */
static size_t
group_end(const char *s, size_t i, size_t n)
{
	int depth = 0;

	for (; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n) {
			i++;
			continue;
		}
		if (s[i] == '{')
			depth++;
		else if (s[i] == '}' && --depth == 0)
			return i;
	}
	return n;
}

/* Is s[i..) "\over" as a command (not \overline)? */
static int
at_over(const char *s, size_t i, size_t n)
{
	return n - i >= 5 && memcmp(s + i, "\\over", 5) == 0 &&
	    (i + 5 == n || !papo_ascii_alpha((unsigned char)s[i + 5]));
}

/*
 * s[a..b) with its \over (one, at the top level of that range) made
 * \frac{numerator}{denominator}, appended to out; groups inside are
 * rewritten too.  Depth-bounded.
 */
static void
over_range(const char *s, size_t a, size_t b, struct papo_buf *out,
    int depth)
{
	size_t i, over = b, e;
	int nest = 0;

	for (i = a; i < b; i++) {
		if (s[i] == '\\' && at_over(s, i, b) && nest == 0) {
			over = over == b ? i : (size_t)-1;
			if (over == (size_t)-1)
				break;
		}
		if (s[i] == '\\' && i + 1 < b)
			i++;
		else if (s[i] == '{')
			nest++;
		else if (s[i] == '}')
			nest--;
	}
	if (over == (size_t)-1 || depth > 8) {
		papo_buf_add(out, s + a, b - a);
		return;
	}
	if (over != b) {
		papo_buf_adds(out, "\\frac{");
		over_range(s, a, over, out, depth + 1);
		papo_buf_adds(out, "}{");
		over_range(s, over + 5, b, out, depth + 1);
		papo_buf_addc(out, '}');
		return;
	}
	for (i = a; i < b; i++) {
		if (s[i] == '\\' && i + 1 < b) {
			papo_buf_add(out, s + i, 2);
			i++;
			continue;
		}
		if (s[i] == '{' && (e = group_end(s, i, b)) < b) {
			papo_buf_addc(out, '{');
			over_range(s, i + 1, e, out, depth + 1);
			papo_buf_addc(out, '}');
			i = e;
			continue;
		}
		papo_buf_addc(out, s[i]);
	}
}

/* Does s[a..b) start with word w? */
static inline int
starts(const char *s, size_t a, size_t b, const char *w)
{
	size_t l;

	if (b > a && s[a] != w[0])
		return 0;	/* the first byte before strlen */
	l = strlen(w);
	return b - a >= l && memcmp(s + a, w, l) == 0;
}

/* The start of s[0..n)'s right side: after its one '=' at the top
   level, with no '<' or '>' there; 0 when it has none. */
static size_t
top_equals(const char *s, size_t n)
{
	size_t i, eq = 0;
	int nest = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n) {
			i++;
			continue;
		}
		if (s[i] == '{' || s[i] == '(' || s[i] == '[')
			nest++;
		else if (s[i] == '}' || s[i] == ')' || s[i] == ']')
			nest--;
		else if (nest == 0 && (s[i] == '<' || s[i] == '>'))
			return 0;
		else if (nest == 0 && s[i] == '=') {
			if (eq != 0)
				return 0;
			eq = i + 1;
		}
	}
	return eq;
}

/*
 * A labelled equation whose left side names the asked quantity: an
 * angle, an inverse function f^{-1}(x), a limit, sum, product or
 * integral.  The start of the right side, or 0 when s[a..b) is none
 * (one '=' at the top level, nothing else relating).
 */
static size_t
labelled(const char *s, size_t a, size_t b)
{
	static const char *const left[] = { "\\angle", "\\measuredangle",
	    "m\\angle", "\\lim", "\\sum", "\\prod", "\\int", NULL };
	size_t eq, k;
	int named = 0;

	while (a < b && (s[a] == ' ' || s[a] == '$'))
		a++;
	for (k = 0; left[k]; k++)
		if (starts(s, a, b, left[k]))
			named = 1;
	/* g^{-1}(x), f^{-1}(y) */
	if (!named && a + 8 <= b && papo_ascii_alpha((unsigned char)s[a]) &&
	    (starts(s, a + 1, b, "^{-1}(") || starts(s, a + 1, b, "^{-1} (")))
		named = 1;
	if (!named || (eq = top_equals(s + a, b - a)) == 0)
		return 0;
	return a + eq;
}

/*
 * A prose reference "The least value of \( n \) is 17.": the value
 * after the last " is ", when it is one word of no letters (a number,
 * a fraction) and the sentence before it holds words.  0 when s is
 * no such sentence; *vb the value's end.
 */
static size_t
prose_value(const char *s, size_t n, size_t *vb)
{
	size_t i, at = 0, b = n, words = 0;

	while (b > 0 && (s[b - 1] == '.' || s[b - 1] == ' '))
		b--;
	for (i = 0; i + 4 <= b; i++)
		if (memcmp(s + i, " is ", 4) == 0)
			at = i + 4;
	if (at == 0)
		return 0;
	for (i = 0; i + 1 < at; i++)
		if (papo_ascii_alpha((unsigned char)s[i]) &&
		    papo_ascii_alpha((unsigned char)s[i + 1]) &&
		    (i == 0 || s[i - 1] == ' '))
			words++;
	if (words < 3 || s[0] < 'A' || s[0] > 'Z')
		return 0;
	for (i = at; i < b; i++)
		if (!papo_ascii_digit((unsigned char)s[i]) && s[i] != '.' &&
		    s[i] != '/' && s[i] != '-')
			return 0;
	if (at == b)
		return 0;
	*vb = b;
	return at;
}

/* A number at s[i]: its end, its value in *x; i when none. */
static size_t
number_at(const char *s, size_t i, size_t n, double *x)
{
	char tmp[40];
	size_t e = i;
	char *end;

	if (e < n && s[e] == '-')
		e++;
	while (e < n && (papo_ascii_digit((unsigned char)s[e]) || s[e] == '.'))
		e++;
	if (e == i || e - i >= sizeof(tmp))
		return i;
	memcpy(tmp, s + i, e - i);
	tmp[e - i] = '\0';
	*x = strtod(tmp, &end);
	return *end == '\0' ? e : i;
}

/* A set difference's sign at s[i]: its length, or 0. */
static size_t
minus_at(const char *s, size_t i, size_t n)
{
	if (starts(s, i, n, "\\setminus"))
		return 9;
	if (starts(s, i, n, "\\backslash"))
		return 10;
	return i < n && s[i] == '-' ? 1 : 0;
}

/*
 * The numbers of the set \{a, b\} at s[i] (at most 8): their starts,
 * ends and values into st, en, x, their count in *m; the set's end, or
 * i when none is there.
 */
static size_t
point_set(const char *s, size_t i, size_t n, size_t *st, size_t *en,
    double *x, size_t *m)
{
	size_t j;

	*m = 0;
	if (!starts(s, i, n, "\\{"))
		return i;
	for (j = i + 2;;) {
		while (j < n && s[j] == ' ')
			j++;
		if (*m == 8 || (en[*m] = number_at(s, j, n, &x[*m])) == j)
			return i;
		st[*m] = j;
		for (j = en[(*m)++]; j < n && s[j] == ' '; j++)
			;
		if (j < n && s[j] == ',') {
			j++;
			continue;
		}
		return starts(s, j, n, "\\}") ? j + 2 : i;
	}
}

/*
 * The interval the set difference s[0..n) starts with: \mathbb{R}, or
 * (a, b), [a, b] with numbers a < b, "-\infty" or "\infty" ends; its
 * ends' text and values into e[], v[], whether each is closed into
 * cl[]; the end of the interval, or 0 when s opens with none.
 */
static size_t
base_interval(const char *s, size_t n, size_t *e, double *v, int *cl)
{
	static const char *const reals[] = { "\\mathbb{R}", "\\mathbb R",
	    "\\R", "\\mathbf{R}", NULL };
	size_t i = 0, k, j;

	while (i < n && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (k = 0; reals[k] && !starts(s, i, n, reals[k]); k++)
		;
	if (reals[k] != NULL) {
		e[0] = e[1] = e[2] = e[3] = 0;
		v[0] = -HUGE_VAL, v[1] = HUGE_VAL;
		cl[0] = cl[1] = 0;
		return i + strlen(reals[k]);
	}
	if (i >= n || (s[i] != '(' && s[i] != '['))
		return 0;
	cl[0] = s[i++] == '[';
	for (k = 0; k < 2; k++) {
		while (i < n && s[i] == ' ')
			i++;
		j = i;
		if (starts(s, i, n, "-\\infty") || starts(s, i, n, "\\infty")) {
			v[k] = s[i] == '-' ? -HUGE_VAL : HUGE_VAL;
			i += s[i] == '-' ? 7 : 6;
		} else if ((i = number_at(s, j, n, &v[k])) == j)
			return 0;
		e[2 * k] = j, e[2 * k + 1] = i;
		while (i < n && s[i] == ' ')
			i++;
		if (i >= n || s[i] != (k == 0 ? ',' : s[i] == ']' ? ']' : ')'))
			return 0;
		cl[k] = k == 0 ? cl[0] : s[i] == ']';
		i++;
	}
	return v[0] < v[1] ? i : 0;
}

/*
 * A finite set less another, \{1, 2, 3\} \setminus \{2\}: the numbers
 * left, into out, when every number removed is one of the first set's;
 * else 0.
 */
static int
finite_minus(const char *s, size_t n, struct papo_buf *out)
{
	double x[8], y[8];
	size_t i = 0, j, k, l, st[8], en[8], m, st2[8], en2[8], m2, left = 0;

	while (i < n && (s[i] == ' ' || s[i] == '$'))
		i++;
	if ((j = point_set(s, i, n, st, en, x, &m)) == i)
		return 0;
	while (j < n && s[j] == ' ')
		j++;
	if ((k = minus_at(s, j, n)) == 0)
		return 0;
	for (j += k; j < n && s[j] == ' '; j++)
		;
	if ((i = point_set(s, j, n, st2, en2, y, &m2)) == j)
		return 0;
	while (i < n && (s[i] == ' ' || s[i] == '$' || s[i] == '.'))
		i++;
	if (i != n)
		return 0;
	for (l = 0; l < m2; l++) {
		for (k = 0; k < m && x[k] != y[l]; k++)
			;
		if (k == m)
			return 0;
	}
	papo_buf_reset(out);
	papo_buf_adds(out, "\\{");
	for (k = 0; k < m; k++) {
		for (l = 0; l < m2 && x[k] != y[l]; l++)
			;
		if (l < m2)
			continue;
		if (left++ > 0)
			papo_buf_addc(out, ',');
		papo_buf_add(out, s + st[k], en[k] - st[k]);
	}
	papo_buf_adds(out, "\\}");
	if (left == 0) {
		papo_buf_reset(out);
		papo_buf_adds(out, "\\emptyset");
	}
	return 1;
}

/*
 * A set difference of numbers, \mathbb{R} \setminus \{a, b\}, [0, 2]
 * \setminus \{1\} or \mathbb{R} - \{1\}: the union of the intervals
 * between the removed points, each strictly inside, into out.  0 when
 * s is no such set difference.
 */
static int
set_minus(const char *s, size_t n, struct papo_buf *out)
{
	double x[8], v[2];
	size_t i, k, j, st[8], en[8], m, e[4];
	int cl[2];

	if ((i = base_interval(s, n, e, v, cl)) == 0)
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	if ((k = minus_at(s, i, n)) == 0)
		return 0;
	for (i += k; i < n && s[i] == ' '; i++)
		;
	if ((j = point_set(s, i, n, st, en, x, &m)) == i)
		return 0;
	for (i = j; i < n && (s[i] == ' ' || s[i] == '$' || s[i] == '.');)
		i++;
	if (i != n)
		return 0;
	/* in increasing order (insertion sort of at most 8) */
	for (k = 1; k < m; k++)
		for (j = k; j > 0 && x[j - 1] > x[j]; j--) {
			double t = x[j];
			size_t a = st[j], b = en[j];

			x[j] = x[j - 1];
			st[j] = st[j - 1];
			en[j] = en[j - 1];
			x[j - 1] = t;
			st[j - 1] = a;
			en[j - 1] = b;
		}
	for (k = 0; k < m; k++)
		if ((k > 0 && x[k] == x[k - 1]) || x[k] <= v[0] || x[k] >= v[1])
			return 0;
	papo_buf_reset(out);
	papo_buf_addc(out, cl[0] ? '[' : '(');
	if (e[1] > e[0])
		papo_buf_add(out, s + e[0], e[1] - e[0]);
	else
		papo_buf_adds(out, "-\\infty");
	papo_buf_addc(out, ',');
	for (k = 0; k < m; k++) {
		papo_buf_add(out, s + st[k], en[k] - st[k]);
		papo_buf_adds(out, ")\\cup(");
		papo_buf_add(out, s + st[k], en[k] - st[k]);
		papo_buf_addc(out, ',');
	}
	if (e[3] > e[2])
		papo_buf_add(out, s + e[2], e[3] - e[2]);
	else
		papo_buf_adds(out, "\\infty");
	papo_buf_addc(out, cl[1] ? ']' : ')');
	return 1;
}

/*
 * s[0..n) as plain words into out (reset first): letters lower-cased,
 * digits kept, one space between words, markup (\\text{, \\mathrm{,
 * \\textbf{, braces, '$', '*') and a final point dropped, a leading
 * article too.  0 when s holds anything else (a symbol, a backslash
 * command of another kind).
 */
static int
plain_words(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const marks[] = { "\\text{", "\\mathrm{",
	    "\\textbf{", "\\textrm{", "\\mbox{", NULL };
	static const char *const articles[] = { "a ", "an ", "the ", NULL };
	size_t i, k, l;

	papo_buf_reset(out);
	for (i = 0; i < n;) {
		for (k = 0; s[i] == '\\' && marks[k]; k++)
			if (n - i >= (l = strlen(marks[k])) &&
			    memcmp(s + i, marks[k], l) == 0)
				break;	/* every mark starts with '\\' */
		if (s[i] == '\\' && marks[k] != NULL) {
			i += l;
			continue;
		}
		if (s[i] == '{' || s[i] == '}' || s[i] == '$' || s[i] == '*' ||
		    (s[i] == '.' && i + 1 == n)) {
			i++;
			continue;
		}
		if (s[i] == ' ' || s[i] == '~' || (s[i] == '\\' && i + 1 < n &&
		    (s[i + 1] == ' ' || s[i + 1] == ','))) {
			i += s[i] == '\\' ? 2 : 1;
			if (out->len > 0 && out->s[out->len - 1] != ' ')
				papo_buf_addc(out, ' ');
			continue;
		}
		if (!papo_ascii_alpha((unsigned char)s[i]) &&
		    !papo_ascii_digit((unsigned char)s[i]))
			return 0;
		papo_buf_addc(out, (char)papo_ascii_lower((unsigned char)s[i]));
		i++;
	}
	while (out->len > 0 && out->s[out->len - 1] == ' ')
		out->len--;
	papo_buf_addc(out, '\0');
	out->len--;
	for (k = 0; articles[k]; k++)
		if (out->len > (l = strlen(articles[k])) &&
		    memcmp(out->s, articles[k], l) == 0) {
			memmove(out->s, out->s + l, out->len - l + 1);
			out->len -= l;
		}
	return out->len > 0;
}

int
papo_verify_ref_synonym(const char *ref, size_t fn, const char *pred,
    size_t pn)
{
	static const struct {
		const char *ref, *pred;
	} rows[] = {
		{ "neither", "neither even nor odd" },
		{ "neither", "neither odd nor even" },
		{ "neither", "neither even nor odd function" },
		{ "neither", "neither odd nor even function" },
		{ "odd", "odd function" },
		{ "even", "even function" },
	};
	struct papo_buf a = PAPO_BUF_INIT, b = PAPO_BUF_INIT;
	size_t k;
	int r = 0;

	/* every row's reference is letters, which plain_words keeps: a
	   reference with none ("18", "-3.5", "(2, 3)") is no row's, and
	   is not copied */
	for (k = 0; k < fn && !papo_ascii_alpha((unsigned char)ref[k]); k++)
		;
	if (k == fn)
		return 0;
	if (plain_words(ref, fn, &a)) {
		/* the response read only for a reference of a row */
		for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++)
			if (a.s[0] == rows[k].ref[0] &&
			    strcmp(a.s, rows[k].ref) == 0)
				break;	/* the first byte before a call */
		if (k < sizeof(rows) / sizeof(rows[0]) &&
		    plain_words(pred, pn, &b))
			for (; k < sizeof(rows) / sizeof(rows[0]) && !r; k++)
				r = strcmp(a.s, rows[k].ref) == 0 &&
				    strcmp(b.s, rows[k].pred) == 0;
	}
	papo_buf_release(&a);
	papo_buf_release(&b);
	return r;
}

/* The digits of s[i..n) from i: their end. */
static size_t
digits_end(const char *s, size_t i, size_t n)
{
	while (i < n && papo_ascii_digit((unsigned char)s[i]))
		i++;
	return i;
}

int
papo_verify_ref_decimal_comma(const char *ref, size_t fn, const char *pred,
    size_t pn, struct papo_buf *out)
{
	size_t a = 0, c, e;

	while (fn > 0 && (ref[fn - 1] == ' ' || ref[fn - 1] == '$'))
		fn--;
	while (a < fn && (ref[a] == ' ' || ref[a] == '$'))
		a++;
	if (a < fn && ref[a] == '-')
		a++;
	c = digits_end(ref, a, fn);
	if (c == a || c >= fn || ref[c] != ',' || (e = digits_end(ref, c + 1,
	    fn)) != fn || fn - c - 1 < 2)
		return 0;
	/* "1,222", "12,345": thousands grouped, unless led by 0 */
	if (fn - c - 1 == 3 && !(c - a == 1 && ref[a] == '0'))
		return 0;
	while (a > 0 && ref[a - 1] != ' ' && ref[a - 1] != '$')
		a--;	/* the sign, compared too */
	/* the prediction's number: these digits, then no digit nor point */
	if (pn < fn - a || memcmp(pred, ref + a, c - a) != 0 ||
	    pred[c - a] != '.' || memcmp(pred + c - a + 1, ref + c + 1,
	    fn - c - 1) != 0 || (pn > fn - a && (papo_ascii_digit((unsigned
	    char)pred[fn - a]) || pred[fn - a] == '.' || pred[fn - a] ==
	    ',')))
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, pred, fn - a);
	return 1;
}

/*
 * A reference of single capital letters joined by "and" ("P \\text{ and }
 * Q", "A, B and D"): the letters as a comma list into out ("P, Q"), 1;
 * else 0.
 */
static int
letters_and(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const joins[] = { "\\text{ and }", "\\text{and}",
	    "\\text{ and}", "\\text{and }", " and ", ",", NULL };
	size_t i = 0, k, l, count = 0;
	int ands = 0;

	papo_buf_reset(out);
	for (;;) {
		while (i < n && s[i] == ' ')
			i++;
		if (i >= n || s[i] < 'A' || s[i] > 'Z' || (i + 1 < n &&
		    papo_ascii_alpha((unsigned char)s[i + 1])))
			return 0;
		if (count++ > 0)
			papo_buf_adds(out, ", ");
		papo_buf_addc(out, s[i++]);
		while (i < n && s[i] == ' ' && !(n - i >= 5 &&
		    memcmp(s + i, " and ", 5) == 0))
			i++;
		if (i >= n)
			break;
		for (k = 0; joins[k]; k++)
			if (n - i >= (l = strlen(joins[k])) &&
			    memcmp(s + i, joins[k], l) == 0)
				break;
		if (joins[k] == NULL)
			return 0;
		ands += joins[k][0] != ',';
		i += l;
	}
	return count >= 2 && ands > 0;
}

int
papo_verify_minus_rewrite(const char *s, size_t n, struct papo_buf *out)
{
	papo_buf_reset(out);
	return set_minus(s, n, out) || finite_minus(s, n, out);
}

int
papo_verify_over_rewrite(const char *s, size_t n, struct papo_buf *out)
{
	size_t i;

	for (i = 0; i < n && !at_over(s, i, n); i++)
		;
	if (i == n)
		return 0;
	papo_buf_reset(out);
	over_range(s, 0, n, out, 0);
	return 1;
}

int
papo_verify_ref_rewrite(const char *s, size_t n, struct papo_buf *out,
    struct papo_buf *tmp)
{
	size_t a, b, i;
	int any = 0;

	if (papo_verify_tab_repair(s, n, tmp)) {
		s = tmp->s;
		n = tmp->len;
		any = 1;
	}
	for (i = 0; i < n && !at_over(s, i, n); i++)
		;
	papo_buf_reset(out);
	if (i < n) {
		over_range(s, 0, n, out, 0);
		papo_buf_release(tmp);
		papo_buf_add(tmp, out->s, out->len);
		s = tmp->s;
		n = tmp->len;
		any = 1;
	}
	papo_buf_reset(out);
	if (set_minus(s, n, out) || finite_minus(s, n, out) ||
	    letters_and(s, n, out))
		return 1;
	papo_buf_reset(out);
	if ((a = labelled(s, 0, n)) != 0) {
		papo_buf_add(out, s + a, n - a);
		return 1;
	}
	if ((a = prose_value(s, n, &b)) != 0) {
		papo_buf_add(out, s + a, b - a);
		return 1;
	}
	if (any)
		papo_buf_add(out, s, n);
	return any;
}

/*
 * The next " or " (or "\text{ or }") at the top level from s[i]: its
 * start, and *after its end; n when none.
 */
static size_t
next_or(const char *s, size_t i, size_t n, size_t *after)
{
	static const char *const w[] = { "\\text{ or }", "\\text{or}",
	    "\\; \\text{or} \\;", " or ", NULL };
	size_t k, l;
	int nest = 0;

	for (; i < n; i++) {
		if (s[i] == '{' || s[i] == '(' || s[i] == '[')
			nest++;
		else if (s[i] == '}' || s[i] == ')' || s[i] == ']')
			nest--;
		if (nest != 0 || (s[i] != ' ' && s[i] != '\\'))
			continue;
		for (k = 0; w[k]; k++) {
			l = strlen(w[k]);
			if (n - i >= l && memcmp(s + i, w[k], l) == 0) {
				*after = i + l;
				return i;
			}
		}
	}
	return n;
}

int
papo_verify_ref_one_value(struct papo_verify *v, const char *s, size_t n,
    size_t *a, size_t *b)
{
	size_t st[4], en[4], m = 0, i = 0, e, after, k;

	while (m < 4) {
		e = next_or(s, i, n, &after);
		st[m] = i;
		en[m++] = e;
		if (e == n)
			break;
		i = after;
	}
	if (m < 2 || en[m - 1] != n)
		return 0;
	for (k = 1; k < m; k++)
		if (papo_verify_compare(v, s + st[0], en[0] - st[0],
		    s + st[k], en[k] - st[k]) != PAPO_V_EQUAL)
			return 0;
	*a = st[0];
	*b = en[0];
	return 1;
}

int
papo_verify_ref_empty(const char *s, size_t n)
{
	/* markup that holds a value but is none */
	static const char *const marks[] = { "\\boxed", "\\text", "\\mbox",
	    "\\mathrm", "\\textbf", "\\textrm", "\\mathbf", "\\left",
	    "\\right", "\\quad", "\\qquad", "\\,", "\\;", "\\ ", "\\!", NULL };
	size_t i = 0, k, l;

	while (i < n) {
		if (strchr(" \t\n\r(){}$~", s[i]) != NULL) {
			i++;
			continue;
		}
		for (k = 0; marks[k]; k++) {
			if (marks[k][0] != s[i])
				continue;	/* the first byte first */
			l = strlen(marks[k]);
			if (n - i >= l && memcmp(s + i, marks[k], l) == 0 &&
			    (i + l == n || !papo_ascii_alpha((unsigned char)
			    s[i + l]) || !papo_ascii_alpha((unsigned char)
			    marks[k][l - 1])))
				break;
		}
		if (marks[k] == NULL)
			return 0;
		i += l;
	}
	return 1;
}

/* Kinds of label a side's equation may open with. */
enum { LAB_NONE, LAB_ANGLE, LAB_FUNC };

/*
 * The label s[a..b) (an equation's left side) read: LAB_ANGLE with its
 * points' capitals in pts ("\angle ABC", "m\angle B"), LAB_FUNC with
 * the function's name and marks ("f^{-1}", "g'") in name and its
 * arguments in args, spaces dropped; LAB_NONE for any other left side
 * (a variable, a limit, a sum).
 */
static int
label_read(const char *s, size_t a, size_t b, struct papo_buf *name,
    struct papo_buf *args)
{
	static const char *const angles[] = { "\\angle", "\\measuredangle",
	    "m\\angle", NULL };
	size_t k, l, i;
	int nest = 0;

	papo_buf_reset(name);
	papo_buf_reset(args);
	while (a < b && (s[a] == ' ' || s[a] == '$'))
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '$'))
		b--;
	for (k = 0; angles[k]; k++) {
		l = strlen(angles[k]);
		if (!starts(s, a, b, angles[k]))
			continue;
		for (i = a + l; i < b; i++)
			if (s[i] >= 'A' && s[i] <= 'Z')
				papo_buf_addc(name, s[i]);
			else if (strchr(" {}", s[i]) == NULL)
				return LAB_NONE;
		return name->len > 0 ? LAB_ANGLE : LAB_NONE;
	}
	if (a + 3 > b || !papo_ascii_alpha((unsigned char)s[a]) ||
	    s[b - 1] != ')')
		return LAB_NONE;
	/* f(x), f^{-1}(x), g'(t): the name up to the first '(' */
	for (i = a; i < b && s[i] != '('; i++) {
		if (i > a && papo_ascii_alpha((unsigned char)s[i]))
			return LAB_NONE;	/* a word, a command */
		if (strchr("\\_", s[i]) != NULL)
			return LAB_NONE;
		if (s[i] != ' ')
			papo_buf_addc(name, s[i]);
	}
	for (; i < b; i++) {
		nest += s[i] == '(';
		nest -= s[i] == ')';
		if (nest == 0 && i + 1 < b)
			return LAB_NONE;	/* f(x)g(x) */
		if (s[i] != ' ')
			papo_buf_addc(args, s[i]);
	}
	return LAB_FUNC;
}


/* Are the angles at points p and q (capitals) the same: ABC is CBA, and
   B alone is its vertex? */
static int
same_angle(const struct papo_buf *p, const struct papo_buf *q)
{
	const struct papo_buf *one = p->len == 1 ? p : q, *three = one == p ?
	    q : p;

	if (p->len == q->len && memcmp(p->s, q->s, p->len) == 0)
		return 1;
	if (p->len == 3 && q->len == 3)
		return p->s[1] == q->s[1] && p->s[0] == q->s[2] &&
		    p->s[2] == q->s[0];
	return one->len == 1 && three->len == 3 && one->s[0] == three->s[1];
}

int
papo_verify_ref_label(const char *ref, size_t fn, const char *pred,
    size_t pn, size_t *rhs)
{
	struct papo_buf gn = PAPO_BUF_INIT, ga = PAPO_BUF_INIT;
	struct papo_buf pnm = PAPO_BUF_INIT, pa = PAPO_BUF_INIT;
	size_t ge, pe;
	int gk, pk, r = -1;

	if ((ge = labelled(ref, 0, fn)) == 0 || (pe = top_equals(pred,
	    pn)) == 0)
		return -1;
	gk = label_read(ref, 0, ge - 1, &gn, &ga);
	pk = label_read(pred, 0, pe - 1, &pnm, &pa);
	if (gk == LAB_NONE || pk == LAB_NONE)
		r = -1;
	else if (gk != pk)
		r = 0;
	else if (gk == LAB_ANGLE)
		r = same_angle(&gn, &pnm);
	else if (gn.len != pnm.len || memcmp(gn.s, pnm.s, gn.len) != 0)
		r = 0;		/* f(x) for f^{-1}(x) */
	else if (ga.len == pa.len && memcmp(ga.s, pa.s, ga.len) == 0)
		r = 1;
	papo_buf_release(&gn);
	papo_buf_release(&ga);
	papo_buf_release(&pnm);
	papo_buf_release(&pa);
	if (r == 1)
		*rhs = pe;
	return r;
}
