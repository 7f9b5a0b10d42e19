/* SPDX-License-Identifier: MIT */
/*
 * verify_ref.c: references written in forms the comparison does not
 * read, rewritten before it: a TAB eaten from \text or \times by a JSON
 * escape, TeX's \over, a labelled equation (\angle ABC = 75^\circ,
 * g^{-1}(x) = ..., a limit, sum or integral = ...), a prose sentence
 * ending "... is 17.", and \mathbb{R} \setminus \{a, b\}.
 */
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
	size_t i, eq = 0, k;
	int nest = 0, named = 0;

	while (a < b && (s[a] == ' ' || s[a] == '$'))
		a++;
	for (k = 0; left[k]; k++)
		if (starts(s, a, b, left[k]))
			named = 1;
	/* g^{-1}(x), f^{-1}(y) */
	if (!named && a + 8 <= b && papo_ascii_alpha((unsigned char)s[a]) &&
	    (starts(s, a + 1, b, "^{-1}(") || starts(s, a + 1, b, "^{-1} (")))
		named = 1;
	if (!named)
		return 0;
	for (i = a; i < b; i++) {
		if (s[i] == '\\' && i + 1 < b) {
			i++;
			continue;
		}
		if (s[i] == '{' || s[i] == '(')
			nest++;
		else if (s[i] == '}' || s[i] == ')')
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

/*
 * \mathbb{R} \setminus \{a, b\} (numbers): the union of the open
 * intervals between the removed points, into out.  0 when s is no such
 * set difference.
 */
static int
set_minus(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const pre[] = { "\\mathbb{R}", "\\mathbb R",
	    "\\R", "\\mathbf{R}", NULL };
	double x[8];
	size_t i = 0, k, st[8], en[8], m = 0, j;

	while (i < n && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (k = 0; pre[k] && !starts(s, i, n, pre[k]); k++)
		;
	if (pre[k] == NULL)
		return 0;
	i += strlen(pre[k]);
	while (i < n && s[i] == ' ')
		i++;
	if (starts(s, i, n, "\\setminus"))
		i += 9;
	else if (starts(s, i, n, "\\backslash"))
		i += 10;
	else
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	if (!starts(s, i, n, "\\{"))
		return 0;
	for (i += 2;;) {
		while (i < n && s[i] == ' ')
			i++;
		if (m == 8 || (j = number_at(s, i, n, &x[m])) == i)
			return 0;
		st[m] = i;
		en[m++] = j;
		for (i = j; i < n && s[i] == ' '; i++)
			;
		if (i < n && s[i] == ',') {
			i++;
			continue;
		}
		if (!starts(s, i, n, "\\}"))
			return 0;
		i += 2;
		break;
	}
	while (i < n && (s[i] == ' ' || s[i] == '$' || s[i] == '.'))
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
	for (k = 1; k < m; k++)
		if (x[k] == x[k - 1])
			return 0;
	papo_buf_reset(out);
	papo_buf_adds(out, "(-\\infty,");
	for (k = 0; k < m; k++) {
		papo_buf_add(out, s + st[k], en[k] - st[k]);
		papo_buf_adds(out, ")\\cup(");
		papo_buf_add(out, s + st[k], en[k] - st[k]);
		papo_buf_addc(out, ',');
	}
	papo_buf_adds(out, "\\infty)");
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
	if (set_minus(s, n, out) || letters_and(s, n, out))
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
