/* SPDX-License-Identifier: MIT */
/*
 * answer_number.c: numbers in the text of a response: the last standalone
 * number, one glued to an expression or a unit ("3π", "10m"), one in bold.
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "latex.h"
#include "units.h"

/* Integer digits at s[i..], with thousands separators removed into out. */
static size_t
digits_sep(const char *s, size_t b, size_t i, struct papo_buf *out)
{
	size_t start = i, lead, sp;

	while (i < b && is_digit((unsigned char)s[i]))
		i++;
	lead = i - start;
	papo_buf_add(out, s + start, lead);
	if (lead >= 1 && lead <= 3 && s[start] != '0') {
		for (;;) {
			size_t j = i;

			if (j < b && s[j] == ',') {
				j++;
				if (j + 1 < b && s[j] == '\\' &&
				    s[j + 1] == '!')
					j += 2;
			} else if (j + 2 < b && s[j] == '{' &&
			    s[j + 1] == ',' && s[j + 2] == '}')
				j += 3;
			else if (j + 1 < b && s[j] == ' ' &&
			    is_digit((unsigned char)s[j + 1]))
				j += 1;	/* "1 000" */
			else if ((sp = papo_lex_group_space(s, b, j)) > 0)
				j += sp;	/* "1 000" with U+00A0 */
			else
				break;
			if (j + 3 <= b && is_digit((unsigned char)s[j]) &&
			    is_digit((unsigned char)s[j + 1]) &&
			    is_digit((unsigned char)s[j + 2]) &&
			    (j + 3 == b ||
			    !is_digit((unsigned char)s[j + 3]))) {
				papo_buf_add(out, s + j, 3);
				i = j + 3;
			} else
				break;
		}
	}
	return i;
}

/*
 * The length of the non-ASCII character of math in plain text at
 * s[i..b) (π √ ² ³ ° · × −), or 0.
 */
static size_t
utf8_math(const char *s, size_t b, size_t i)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i + 2 > b || u[0] < 0xc2)
		return 0;
	switch (u[0]) {
	case 0xcf:	/* π */
		return u[1] == 0x80 ? 2 : 0;
	case 0xc2:	/* ² ³ ° · */
		return u[1] == 0xb2 || u[1] == 0xb3 || u[1] == 0xb0 ||
		    u[1] == 0xb7 ? 2 : 0;
	case 0xc3:	/* × */
		return u[1] == 0x97 ? 2 : 0;
	case 0xe2:	/* √ − */
		return i + 3 <= b && u[1] == 0x88 && (u[2] == 0x9a ||
		    u[2] == 0x92) ? 3 : 0;
	default:
		return 0;
	}
}

/* Is s[i..b) at the root sign √? */
static int
at_root(const char *s, size_t b, size_t i)
{
	return i + 3 <= b && (unsigned char)s[i] == 0xe2 &&
	    (unsigned char)s[i + 1] == 0x88 && (unsigned char)s[i + 2] == 0x9a;
}

/*
 * The length of the character ending at s[j - 1] when it may belong to
 * an expression written in plain text (ASCII but white space, or one of
 * utf8_math), else 0: prose in another script ("300分钟") ends it.
 */
static size_t
run_back(const char *s, size_t a, size_t j)
{
	size_t k;

	if (j <= a || is_space((unsigned char)s[j - 1]))
		return 0;
	if ((unsigned char)s[j - 1] < 0x80)
		return 1;
	for (k = 2; k <= 3 && j >= a + k; k++)
		if (utf8_math(s, j, j - k) == k)
			return k;
	return 0;
}

/* The same for the character starting at s[i]. */
static size_t
run_fwd(const char *s, size_t b, size_t i)
{
	if (i >= b || is_space((unsigned char)s[i]))
		return 0;
	if ((unsigned char)s[i] < 0x80)
		return 1;
	return utf8_math(s, b, i);
}

/*
 * Is the number at s[start..end) an amount (a currency's sign or code
 * right before it: "$42K", "€42M", "USD 42k") glued to the letter of an
 * English scale, s[end..k): "K", "k", "M", "bn"?  An amount is no
 * kelvin: the letter is no unit (verify.c's abbrev_scaled reads it as
 * the scale after a dollar sign).
 */
static int
amount_scaled(const char *s, size_t a, size_t start, size_t end, size_t k)
{
	size_t e = start, l;

	if (!((k - end == 1 && strchr("KkM", s[end]) != NULL) ||
	    (k - end == 2 && s[end] == 'b' && s[end + 1] == 'n')))
		return 0;
	while (e > a && s[e - 1] == ' ')
		e--;
	return (e > a && s[e - 1] == '$') || papo_unit_currency_end(s, a, e,
	    1, &l) != NULL;
}

/*
 * Is the letter k or K glued to a number at s[end..k) (in s[..b)) a
 * thousand, by the word after it: a currency's ("1.2K dollars", "45k
 * euros") or an English noun counted in the plural ("3.5k cookies")?
 * No unit ("300K." is kelvin, "1.2K years" no answer) and no word a
 * value ends its clause on ("5K is"); nothing after it decides
 * nothing: "42k" alone is verify.c's (abbrev_scaled), "300K" kelvin.
 */
static int
kilo_counted(const char *s, size_t b, size_t end, size_t k)
{
	struct papo_unit u;
	size_t w = k + 1, e;
	int d;

	if (k - end != 1 || (s[end] != 'k' && s[end] != 'K') || w >= b ||
	    s[k] != ' ')
		return 0;
	for (e = w; e < b && is_alpha((unsigned char)s[e]); e++)
		;
	if (e == w || (e < b && ((unsigned char)s[e] >= 0x80 ||
	    s[e] == '-' || s[e] == '\'')))
		return 0;
	if (papo_unit_parse(s + w, e - w, &u) == 0) {
		for (d = 0; d < PAPO_NDIMS; d++)
			if (u.dim[d] != (d == PAPO_DIM_MONEY))
				return 0;
		return u.currency != 0;	/* money alone: "dollars" */
	}
	return e - w > 3 && s[e - 1] == 's' && s[e - 2] != 's' &&
	    papo_unit_counted_noun(s + w, e - w);
}

/*
 * Is the number at s[start..end) glued to more of an expression, with
 * no space between them ("3π", "4π/3", "√3", "5²", "3x", "1:2", "2^{10}",
 * "sqrt(2)")?  Then it does not stand alone: 1, with the run around it
 * (characters run_fwd accepts) in *ra, *rb, final punctuation and
 * unbalanced parentheses trimmed.  Ordinals (3rd) and a following '!'
 * (an exclamation as often as a factorial) stay numbers.  A unit glued
 * to it ("10m", "60km/h", "5m²") is no expression: 2, with the unit's
 * extent in *ra, *rb; so is a thousand's letter before an amount's
 * word ("1.2K dollars", kilo_counted): 3, the letter's extent.
 */
static int
glued(const char *s, size_t a, size_t b, size_t start, size_t end,
    size_t *ra, size_t *rb)
{
	size_t x, y, k, l;
	int g = 0, open = 0;

	if (end < b) {
		int c = (unsigned char)s[end];

		if (is_alpha(c)) {
			struct papo_unit u;

			for (k = end; k < b && is_alpha((unsigned char)s[k]);)
				k++;
			if (k - end == 2 && (starts_ci(s, b, end, "st") ||
			    starts_ci(s, b, end, "nd") ||
			    starts_ci(s, b, end, "rd") ||
			    starts_ci(s, b, end, "th")))
				return 0;
			/* "10m", "5cm^2", "60km/h": a unit */
			for (y = end; y < b && (unsigned char)s[y] < 0x80 &&
			    !is_space((unsigned char)s[y]);)
				y++;
			while (y > end && strchr(".,;:!?\"'*$)", s[y - 1]))
				y--;
			if (kilo_counted(s, b, end, k)) {
				*ra = end;	/* "1.2K dollars": thousand */
				*rb = k;
				return 3;
			}
			if (amount_scaled(s, a, start, end, k))
				g = 1;	/* "$42K": 42 thousand dollars, no
					   kelvin (verify.c's abbrev_scaled) */
			else if (papo_unit_parse(s + end, y - end, &u) == 0 &&
			    !u.generic) {
				*ra = end;
				*rb = y + (y + 2 <= b && (unsigned char)s[y] ==
				    0xc2 && ((unsigned char)s[y + 1] == 0xb2 ||
				    (unsigned char)s[y + 1] == 0xb3) ? 2 : 0);
				return 2;
			}
			g = 1;
		} else if (c == '(' && end + 1 < b &&
		    papo_frame_dense_letter(papo_frame_cp_len(s, end + 1, b,
		    &l))) {
			g = 0;	/* "3(小时)", "3（小时）" read as "3(小时)":
				   the value's unit aside, no product (not
				   "2(√3)", "3(π)") */
		} else if (c == '^' || c == '(' || c == '\\' ||
		    ((c == ':' || c == '/') && end + 1 < b &&
		    run_fwd(s, b, end + 1) && s[end + 1] != '.'))
			g = 1;
		else
			g = utf8_math(s, b, end) != 0;
	}
	if (start >= a + 3 && at_root(s, b, start - 3))
		g = 1;
	if (start > a + 1 && s[start - 1] == '/' &&
	    (l = run_back(s, a, start - 1)) != 0 &&
	    !is_digit((unsigned char)s[start - 2]))
		g = 1;	/* "π/3" */
	if (start >= a + 5 && (s[start - 1] == '(' || s[start - 1] == '{') &&
	    starts_ci(s, b, start - 5, "sqrt"))
		g = 1;
	if (!g)
		return 0;
	for (x = start; (l = run_back(s, a, x)) != 0;)
		x -= l;
	/* "3 sqrt(2)", "2 √3": the factor before the root belongs to it */
	if ((starts_ci(s, b, x, "sqrt") || at_root(s, b, x)) &&
	    x > a + 1 && s[x - 1] == ' ' &&
	    is_digit((unsigned char)s[x - 2])) {
		for (k = x - 1; k > a && (is_digit((unsigned char)s[k - 1]) ||
		    s[k - 1] == '.');)
			k--;
		if (k == a || is_space((unsigned char)s[k - 1]) ||
		    s[k - 1] == '-')
			x = k > a && s[k - 1] == '-' ? k - 1 : k;
	}
	for (y = end; (l = run_fwd(s, b, y)) != 0;)
		y += l;
	while (y > end && strchr(".,;:!?\"'*$", s[y - 1]) != NULL)
		y--;
	while (x < start && strchr("\"'*", s[x]) != NULL)
		x++;
	for (k = x; k < y; k++)
		open += s[k] == '(' ? 1 : s[k] == ')' ? -1 : 0;
	if (open > 0 && s[x] == '(')
		x++;
	else if (open < 0 && s[y - 1] == ')')
		y--;
	*ra = x;
	*rb = y;
	return 1;
}

/*
 * The run s[ra..rb) a time of day, h:mm or h:mm:ss, followed by its
 * meridiem (" PM", " a.m.", "pm"): where the meridiem ends (its final
 * point kept when it is "a.m."); else rb.
 */
static size_t
meridiem_end(const char *s, size_t b, size_t ra, size_t rb)
{
	static const char *const rows[] = { "a.m.", "p.m.", "am", "pm",
	    NULL };
	size_t k = ra, d, e;
	int parts = 0;

	for (;;) {
		for (d = k; k < rb && is_digit((unsigned char)s[k]); k++)
			;
		if (k - d < 1 || k - d > 2 || (parts > 0 && k - d != 2))
			return rb;
		parts++;
		if (k == rb)
			break;
		if (s[k++] != ':')
			return rb;
	}
	if (parts < 2 || parts > 3)
		return rb;
	for (e = rb; e < b && s[e] == ' ' && e < rb + 2; e++)
		;
	for (d = 0; rows[d]; d++)
		if (starts_ci(s, b, e, rows[d]) && (e + strlen(rows[d]) >= b ||
		    !is_alpha((unsigned char)s[e + strlen(rows[d])])))
			return e + strlen(rows[d]);
	return rb;
}

/*
 * \frac{2}{5} (or \dfrac, \tfrac) of integer literals at s[i], with the
 * '-' before it, as "-2/5" into cur (reset first), and *j after it.  0
 * when s[i] starts none.
 */
static int
frac_literal(const char *s, size_t a, size_t b, size_t i,
    struct papo_buf *cur, size_t *j)
{
	size_t p = i + (s[i + 1] == 'f' ? 6 : 7), q, r;

	q = p;
	while (q < b && is_digit((unsigned char)s[q]))
		q++;
	if (!(q > p && q + 1 < b && s[q] == '}' && s[q + 1] == '{'))
		return 0;
	r = q + 2;
	while (r < b && is_digit((unsigned char)s[r]))
		r++;
	if (!(r > q + 2 && r < b && s[r] == '}'))
		return 0;
	papo_buf_reset(cur);
	if (i > a && s[i - 1] == '-')
		papo_buf_addc(cur, '-');
	papo_buf_add(cur, s + p, q - p);
	papo_buf_addc(cur, '/');
	papo_buf_add(cur, s + q + 2, r - q - 2);
	*j = r + 1;
	return 1;
}

/*
 * Is the digit (or point) at s[i] part of a name, an index or an
 * exponent (x2, a_1, 2^{10})?  Then it is no number.
 */
static int
in_name(const char *s, size_t a, size_t i)
{
	size_t l;

	if (i > a + 2 && s[i - 1] == '.' && papo_unit_currency_end(s, a, i,
	    1, &l) != NULL)
		return 0;	/* "Rs.6948": an amount */
	return i > a && (is_alpha((unsigned char)s[i - 1]) ||
	    s[i - 1] == '_' || s[i - 1] == '^' || s[i - 1] == '\\' ||
	    is_digit((unsigned char)s[i - 1]) || s[i - 1] == '.' ||
	    (s[i - 1] == '{' && i > a + 1 && (s[i - 2] == '^' ||
	    s[i - 2] == '_')));
}

/*
 * Does a minus sign stand before the number at s[i] (after s[a]): '-'
 * or U+2212, right before it or before its currency's sign ("-18",
 * "−18", "-$18", "-\\$18", "−€18"), with a space, an opening or an
 * equals sign (or nothing) before the sign?
 */
static int
minus_before(const char *s, size_t a, size_t i)
{
	size_t q = i, l;

	if (q > a && s[q - 1] == '$')
		q -= q - 1 > a && s[q - 2] == '\\' ? 2 : 1;
	else if (q > a && (unsigned char)s[q - 1] >= 0x80 &&
	    papo_unit_currency_end(s, a, q, 1, &l) != NULL && l < q - a)
		q -= l;	/* "−€18", "-₹18" */
	if (q > a && s[q - 1] == '-')
		q--;
	else if (q >= a + 3 && memcmp(s + q - 3, "\xe2\x88\x92", 3) == 0)
		q -= 3;	/* U+2212 */
	else
		return 0;
	return q == a || strchr(" \t\n(=:[{$", s[q - 1]) != NULL;
}

/*
 * The number whose first digit (or point) is at s[i], normalized into
 * cur (reset first): its sign, its digits without thousands separators,
 * a decimal point or comma, the denominator of a fraction ("2/3"; then
 * *frac is set).  Returns where it ends.
 */
static size_t
plain_number(const char *s, size_t a, size_t b, size_t i,
    struct papo_buf *cur, int *frac)
{
	size_t j;

	papo_buf_reset(cur);
	if (minus_before(s, a, i))
		papo_buf_addc(cur, '-');
	if (s[i] == '.')
		papo_buf_addc(cur, '0');
	if (i > a + 1 && s[i - 1] == ',' &&
	    is_digit((unsigned char)s[i - 2])) {
		/* "27,54,108": an item of a list, not 54,108 */
		j = i;
		while (j < b && is_digit((unsigned char)s[j]))
			papo_buf_addc(cur, s[j++]);
	} else
		j = digits_sep(s, b, i, cur);
	if (j + 1 < b && s[j] == ',' && is_digit((unsigned char)s[j + 1]) &&
	    memchr(s + i, ',', j - i) != NULL) {
		/* "5,000,12": not thousands after all */
		papo_buf_truncate(cur, cur->len && cur->s[0] == '-' ? 1 : 0);
		j = i;
		while (j < b && is_digit((unsigned char)s[j]))
			papo_buf_addc(cur, s[j++]);
	}
	if (j + 1 < b && s[j] == '.' && is_digit((unsigned char)s[j + 1])) {
		papo_buf_addc(cur, '.');
		j++;
		while (j < b && is_digit((unsigned char)s[j]))
			papo_buf_addc(cur, s[j++]);
	} else if (j + 1 < b && s[j] == ',' &&
	    is_digit((unsigned char)s[j + 1])) {
		/* "2,74", "0,111": a decimal comma, when it is no list */
		size_t k = j + 1;

		while (k < b && is_digit((unsigned char)s[k]))
			k++;
		if ((k - j - 1 != 3 || s[i] == '0') &&
		    (k >= b || s[k] != ',') &&
		    memchr(cur->s, ',', cur->len) == NULL &&
		    cur->len == (size_t)(j - i) + (cur->s[0] == '-')) {
			papo_buf_addc(cur, '.');
			papo_buf_add(cur, s + j + 1, k - j - 1);
			j = k;
		}
	}
	if (j + 1 < b && s[j] == '/' && is_digit((unsigned char)s[j + 1])) {
		papo_buf_addc(cur, '/');
		j++;
		while (j < b && is_digit((unsigned char)s[j]))
			papo_buf_addc(cur, s[j++]);
		*frac = 1;
	}
	return j;
}

/* The unit glued to a number, s[ra..rb) ("m", "m²"), onto cur as text. */
static void
add_unit(struct papo_buf *cur, const char *s, size_t ra, size_t rb)
{
	papo_buf_add(cur, " \\text{", 7);
	if (rb >= ra + 2 && (unsigned char)s[rb - 2] == 0xc2) {
		/* "5m²" */
		papo_buf_add(cur, s + ra, rb - 2 - ra);
		papo_buf_add(cur, (unsigned char)s[rb - 1] == 0xb2 ? "}^2" :
		    "}^3", 3);
	} else {
		papo_buf_add(cur, s + ra, rb - ra);
		papo_buf_addc(cur, '}');
	}
}

/*
 * The last standalone number in s[from..b), s[a..from) being context:
 * "1,000.99", "2/3", "-5", "\frac{2}{5}", "25%", "2,74" (a decimal comma),
 * normalized into out.  *at and *stop receive its extent.  0 when there
 * is none.
 */
int
papo_answer_numbers_in(const char *s, size_t a, size_t from, size_t b,
    struct papo_buf *out, size_t *at, size_t *stop)
{
	struct papo_buf cur = PAPO_BUF_INIT;
	size_t i = from;
	int found = 0;

	while (i < b) {
		int c = (unsigned char)s[i];
		size_t start = i, j, k, ra, rb, l;
		int frac = 0;

		if (c == '\\' && (starts_ci(s, b, i, "\\frac{") ||
		    starts_ci(s, b, i, "\\dfrac{") ||
		    starts_ci(s, b, i, "\\tfrac{"))) {
			if (!frac_literal(s, a, b, i, &cur, &j)) {
				i++;
				continue;
			}
			frac = 1;
		} else if (!(is_digit(c) || (c == '.' && i + 1 < b &&
		    is_digit((unsigned char)s[i + 1]))) || (c == '.' &&
		    papo_unit_currency_end(s, a, i + 1, 1, &l) != NULL)) {
			i++;	/* not "Rs.6948"'s ".6948" */
			continue;
		} else if (in_name(s, a, i)) {
			while (i < b && (is_digit((unsigned char)s[i]) ||
			    s[i] == '.'))
				i++;
			continue;
		} else
			j = plain_number(s, a, b, i, &cur, &frac);
		k = j;
		switch (glued(s, a, b, start, j, &ra, &rb)) {
		case 1:
			/* "3π", "√3": the expression, not the number; a
			   time with its meridiem, "11:20 PM" */
			papo_buf_reset(out);
			if ((l = meridiem_end(s, b, ra, rb)) != rb) {
				/* written "11:20 pm" for the lexer */
				papo_buf_add(out, s + ra, rb - ra);
				while (s[rb] == ' ')
					rb++;
				papo_buf_adds(out, (s[rb] | 0x20) == 'p' ?
				    " pm" : " am");
				rb = l;
			} else
				papo_buf_add(out, s + ra, rb - ra);
			*at = ra;
			*stop = rb;
			found = 1;
			i = rb > i ? rb : i + 1;
			continue;
		case 2:
			/* "10m": 10 metres, not 10 times m */
			add_unit(&cur, s, ra, rb);
			j = k = rb;
			break;
		case 3:
			/* "1.2K dollars": 1.2 thousand */
			papo_buf_adds(&cur, " thousand");
			j = k = rb;
			break;
		default:
			break;
		}
		while (k < b && s[k] == ' ')
			k++;
		if (!frac && k < b && (s[k] == '%' ||
		    starts_ci(s, b, k, "\\%") || starts_ci(s, b, k, "percent")))
			papo_buf_addc(&cur, '%');
		papo_buf_reset(out);
		papo_buf_add(out, cur.s, cur.len);
		*at = start > a && s[start - 1] == '-' && cur.s[0] == '-' ?
		    start - 1 : start;
		*stop = j;
		found = 1;
		i = j > i ? j : i + 1;
	}
	papo_buf_release(&cur);
	return found;
}

/*
 * The same, searched from the end in windows that start after white
 * space between non-digits, so a long response costs little.
 */
int
papo_answer_last_number(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *at, size_t *stop)
{
	size_t hi = b;

	while (hi > a) {
		size_t lo = hi > a + 64 ? hi - 64 : a, steps = 0;

		while (lo > a && !(is_space((unsigned char)s[lo - 1]) &&
		    !is_digit((unsigned char)s[lo]) && (lo < a + 2 ||
		    !is_digit((unsigned char)s[lo - 2])))) {
			lo--;
			if (++steps > 4096) {
				lo = a;
				break;
			}
		}
		if (papo_answer_numbers_in(s, a, lo, hi, out, at, stop))
			return 1;
		hi = lo;
	}
	return 0;
}

/*
 * Where the word after s[i]'s spaces ends in s[..n): at a space, an
 * ASCII stop or bracket, a danda or an ideographic full stop ("হাজার।",
 * "万。"), so that a scale word is read alone.
 */
static size_t
word_end(const char *s, size_t i, size_t n)
{
	while (i < n && s[i] == ' ')
		i++;
	while (i < n && strchr(" \n.,;:!?)*", s[i]) == NULL && !(n - i >= 3 &&
	    (memcmp(s + i, "\xe0\xa5\xa4", 3) == 0 ||
	    memcmp(s + i, "\xe3\x80\x82", 3) == 0)))
		i++;
	return i;
}

/*
 * A unit that opens the rest of a bold after its number, or the word
 * after the bold ("**90 hours**", "**90** hours", "**90 Minuten**",
 * "**650 grams of zinc**": its longest run of up to four words papo
 * sizes): appended to out in English ("90 \\text{ hours}"), never
 * dropped, so that it is compared (90 hours is not 90 minutes, 650
 * grams not 650 milligrams); a word that is no unit ("**42 apples**")
 * is left to the callers, and so are the words after the unit.
 */
static void
bold_unit(const char *s, size_t e, size_t cb, struct papo_buf *out)
{
	struct papo_unit u;
	const char *f;
	size_t l = 0, w, ends[4];
	int k, n = 0;

	while (cb > e && s[cb - 1] == ' ')
		cb--;
	/* the ends of its first words, up to four ("**650 grams of
	   zinc**", "**60 miles per hour**") */
	for (w = e; n < 4 && w < cb && is_alpha((unsigned char)s[w]);) {
		while (w < cb && is_alpha((unsigned char)s[w]))
			w++;
		ends[n++] = w;
		if (w + 1 < cb && s[w] == ' ' && is_alpha((unsigned char)s[w +
		    1]))
			w++;
		else
			break;
	}
	/* the longest of them a unit papo sizes */
	for (k = n - 1; k >= 0; k--)
		if ((ends[k] - e > 1 || strchr("JKNVWmshgL", s[e]) != NULL) &&
		    papo_unit_parse(s + e, ends[k] - e, &u) == 0 &&
		    !u.generic && !papo_unit_none(&u))
			break;
	if (k >= 0) {
		papo_buf_adds(out, " \\text{ ");
		papo_buf_add(out, s + e, ends[k] - e);
		papo_buf_addc(out, '}');
	} else if ((f = papo_unit_foreign(s + e, cb - e, &l)) != NULL &&
	    e + l == cb) {
		papo_buf_adds(out, " \\text{ ");
		papo_buf_adds(out, f);
		papo_buf_addc(out, '}');
	}
}

/*
 * A scale word after a bold's number, in the bold ("**42 million**",
 * "**42 लाख**", "**42万**", "**42 dozen**"): its factor or the word
 * appended to out, never dropped.
 */
static void
bold_scale(const char *s, size_t e, size_t cb, struct papo_buf *out)
{
	/* the comparison's own scale words (verify.c's side_scaled:
	   "dozen" counts only where the problem asks dozens) */
	static const char *const w[] = { "hundreds", "hundred", "dozens",
	    "dozen", "grand", NULL };
	size_t l, k;
	int x;

	while (e < cb && s[e] == ' ')
		e++;
	if (papo_answer_scale_word(s, e, cb, out))
		return;
	for (k = 0; w[k]; k++)
		if ((l = strlen(w[k])) <= cb - e &&
		    strncasecmp(s + e, w[k], l) == 0 && (e + l == cb ||
		    !is_alpha((unsigned char)s[e + l]))) {
			papo_buf_adds(out, " \\text{ ");
			papo_buf_add(out, s + e, l);
			papo_buf_addc(out, '}');
			return;
		}
	if ((x = papo_answer_scale_foreign(s, e, cb, &l)) != 0 &&
	    papo_unit_foreign(s + e, cb - e, &l) == NULL)
		papo_buf_addf(out, " \\times 10^{%d}", x);
	else
		bold_unit(s, e, cb, out);
}

/*
 * The number that starts the last markdown bold span of the final
 * paragraph of s[0..n) ("there are **19** integers from 1 to 100",
 * "**1680 distinct** cubes"): models mark their answer so, and the
 * numbers after it in the sentence restate the problem.  Not a numbered
 * step ("**3.**", "**Step 3:**"), nor a bold holding another value after
 * its first word ("**42 oder 43**").  Into out, where the bold's text
 * starts into *bold and where its closing marks end into *close; 0 when
 * there is none.
 */
int
papo_answer_bold_number(const char *s, size_t n, struct papo_buf *out,
    size_t *bold, size_t *close)
{
	size_t p = n, i, k, open = 0, ca = 0, cb = 0, e, at, stop, l;
	int in = 0, found = 0;

	while (p > 0 && is_space((unsigned char)s[p - 1]))
		p--;
	/* the last paragraph: after the last blank line */
	for (i = p;;) {
		const char *q = i > 0 ? memrchr(s, '\n', i) : NULL;

		if (q == NULL) {
			p = 0;
			break;
		}
		i = (size_t)(q - s);
		if (i > 0 && s[i - 1] == '\n') {
			p = i + 1;
			break;
		}
	}
	for (i = p; i + 1 < n; i++) {
		const char *q = memchr(s + i, '*', n - 1 - i);
		size_t j;

		if (q == NULL)
			break;
		j = (size_t)(q - s);
		if (in && memchr(s + i, '\n', j - i) != NULL)
			in = 0;
		i = j;
		if (!papo_answer_bold_at(s, n, i))
			continue;
		if (in) {
			ca = open;
			cb = i;
			found = 1;
		} else
			open = i + 2;
		in = !in;
		i++;
	}
	if (!found || cb <= ca || cb - ca > 60)
		return 0;
	i = ca + (s[ca] == '$');
	if (!(i < cb && (is_digit((unsigned char)s[i]) || (s[i] == '-' &&
	    i + 1 < cb && is_digit((unsigned char)s[i + 1])))) ||
	    strchr(".:)", s[cb - 1]) != NULL || memchr(s + ca, '?', cb - ca)
	    != NULL)
		return 0;	/* a step's heading; "**42 million?**" doubts */
	for (e = ca; e < cb && !is_space((unsigned char)s[e]);)
		e++;
	/* "**2 hours 15 minutes**", "**2 Std. 15 Min.**": one value */
	if (papo_answer_compound(s, ca, cb, out, &at) && at == ca) {
		*bold = ca;
		*close = cb + 2;
		return 1;
	}
	/* "**42 oder 43**", "**42, else 43**": a second value in the
	   same bold offers another, the bold is no one value */
	for (i = e; i < cb; i++)
		if (is_digit((unsigned char)s[i]))
			return 0;
	*bold = ca;
	*close = cb + 2;
	if (!papo_answer_numbers_in(s, ca, ca, e, out, &at, &stop))
		return 0;
	l = out->len;
	for (i = stop; i < cb && s[i] == ' '; i++)
		;
	for (k = cb + 2; k < n && s[k] == ' '; k++)
		;
	if (papo_answer_scale_unread(s, i, cb) ||
	    papo_answer_scale_unread(s, k, word_end(s, cb + 2, n)))
		return 0;	/* "**42 mila**" outside Italian: no value */
	bold_scale(s, stop, cb, out);	/* "**42 million**", "**42万**" */
	if (out->len == l)	/* "**42** тысячи", "**42** হাজার।" */
		bold_scale(s, cb + 2, word_end(s, cb + 2, n), out);
	if (out->len == l) {	/* "**208** square meters" */
		for (k = cb + 2; k < n && s[k] == ' '; k++)
			;
		for (i = k; i < n && s[i] != '\n' && s[i] != '.' && s[i] !=
		    ','; i++)
			;
		bold_unit(s, k, i, out);
	}
	return 1;
}

/*
 * Does s[i..) start word w (lower case; s in either case), a whole word
 * (no ASCII letters around it)?
 */
static int
word_here(const char *s, size_t i, size_t n, const char *w)
{
	size_t l, k;

	if (i < n && w[0] != '\0' && papo_ascii_lower((unsigned char)s[i]) !=
	    (unsigned char)w[0])
		return 0;	/* the first byte before strlen */
	l = strlen(w);
	for (k = 0; k < l && i + k < n; k++)
		if (papo_ascii_lower((unsigned char)s[i + k]) !=
		    (unsigned char)w[k])
			return 0;
	return n - i > l &&
	    (i == 0 || !is_alpha((unsigned char)s[i - 1])) &&
	    !is_alpha((unsigned char)s[i + l]);
}

/* Is the two-byte a b a letter only Polish writes: ą ć ę ł ń ś ź ż
   (either case; not ó, Spanish's too)?  Its "to" (is) is English's
   "to" to the word count, so its letters tell it. */
static int
polish_letter(unsigned char a, unsigned char b)
{
	static const unsigned char c4[] = { 0x84, 0x85, 0x86, 0x87, 0x98,
	    0x99 }, c5[] = { 0x81, 0x82, 0x83, 0x84, 0x9a, 0x9b, 0xb9, 0xba,
	    0xbb, 0xbc };

	if (a == 0xc4)
		return memchr(c4, b, sizeof(c4)) != NULL;
	if (a == 0xc5)
		return memchr(c5, b, sizeof(c5)) != NULL;
	return 0;
}

/* Is the two-byte a b a letter only Turkish writes: ğ ş ı and their
   capitals, İ? */
static int
turkish_letter(unsigned char a, unsigned char b)
{
	return (a == 0xc4 && (b == 0x9e || b == 0x9f || b == 0xb0 ||
	    b == 0xb1)) || (a == 0xc5 && (b == 0x9e || b == 0x9f));
}

/* Does a letter only Vietnamese writes start at s[i]: đ Đ, or one of
   Latin Extended Additional's ạ ả ấ ... ự ỳ (U+1EA0-U+1EF9)? */
static int
vietnamese_letter(const char *s, size_t i, size_t n)
{
	unsigned char a = (unsigned char)s[i];

	if (a == 0xc4)
		return i + 1 < n && ((unsigned char)s[i + 1] == 0x90 ||
		    (unsigned char)s[i + 1] == 0x91);
	return a == 0xe1 && i + 1 < n && ((unsigned char)s[i + 1] == 0xba ||
	    (unsigned char)s[i + 1] == 0xbb);
}

int
papo_answer_comma_language(const char *s, size_t n)
{
	/* frequent words of languages that write a decimal comma (de,
	   fr, es, it, pt, id, vi, pl), and of English */
	static const char *const comma[] = { "die", "der", "und", "ist",
	    "nicht", "le", "la", "les", "est", "et", "des", "el", "los",
	    "es", "que", "il", "di", "che", "o", "os", "da", "em", "y",
	    "das", "kostet", "insgesamt", "betr\xc3\xa4gt",
	    "daher", "donc", "alors", "entonces", "quindi", "dunque",
	    "portanto", "logo", "antwort", "lautet", "ergebnis",
	    "r\xc3\xa9ponse", "r\xc3\xa9sultat", "respuesta", "resultado",
	    "risposta", "risultato", "resposta", "wert", "valeur", "valore",
	    "valor", "\xc3\xa9", "\xc3\xa8",	/* é è */
	    /* Indonesian and Malay */
	    "adalah", "jadi", "yang", "dan", "maka", "jawaban", "jawabannya",
	    "jawapan", "jawapannya", "hasilnya",
	    /* Vietnamese */
	    "l\xc3\xa0", "v\xc3\xa0", "c\xc3\xb3",	/* là và có */
	    /* Polish */
	    "jest", "wynosi", "zatem", "odpowied\xc5\xba",
	    /* Turkish */
	    "cevap", "cevab\xc4\xb1", NULL };
	/* the answer's own name in these languages counts twice: a
	   response "Réponse : 2,74 $" is French */
	static const char *const named[] = { "antwort", "r\xc3\xa9ponse",
	    "respuesta", "risposta", "resposta", "jawaban", "jawabannya",
	    "jawapan", "jawapannya",
	    "odpowied\xc5\xba", /* odpowiedź */
	    "cevap", "cevab\xc4\xb1", NULL }; /* cevabı */
	/* Swahili's answer word: its decimal comma ("Jibu ni 0,5") beside
	   English's grouping ("Jibu ni 1,250") */
	static const char *const sw[] = { "jibu", "majibu", NULL };
	static const char *const point[] = { "the", "is", "and", "of",
	    "so", "we", "to", NULL };
	size_t i = n > 3000 ? n - 3000 : 0, k;
	long c = 0, p = 0, cyr = 0, pl = 0, to = 0, tr = 0, vi = 0, w = 0;

	for (; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch == 0xd0 || ch == 0xd1)
			cyr++;	/* Cyrillic: Russian writes a decimal comma */
		if (i + 1 < n && polish_letter(ch, (unsigned char)s[i + 1]))
			pl++;	/* "różnicę": Polish ("Odpowiedź to 3,5") */
		if (i + 1 < n && turkish_letter(ch, (unsigned char)s[i + 1]))
			tr++;	/* "Doğru", "şıkkı": Turkish ("Cevap: 2,5") */
		if ((ch == 0xc4 || ch == 0xe1) && vietnamese_letter(s, i, n))
			vi++;	/* "Đáp án", "Vậy": Vietnamese */
		if ((!is_alpha(ch) && ch != 0xc3) || (i > 0 &&
		    is_alpha((unsigned char)s[i - 1])))
			continue;	/* 0xc3: "é", "è" (pt, it) */
		/* the word's first byte, before a call for each row */
		ch = (unsigned char)papo_ascii_lower(ch);
		for (k = 0; comma[k]; k++)
			if ((unsigned char)comma[k][0] == ch &&
			    word_here(s, i, n, comma[k]))
				c++;
		for (k = 0; named[k]; k++)
			if ((unsigned char)named[k][0] == ch &&
			    word_here(s, i, n, named[k]))
				c++;
		for (k = 0; sw[k]; k++)
			if ((unsigned char)sw[k][0] == ch &&
			    word_here(s, i, n, sw[k]))
				w++;
		for (k = 0; point[k]; k++)
			if ((unsigned char)point[k][0] == ch &&
			    word_here(s, i, n, point[k]))
				p++, to += k == 6;
	}
	c += cyr >= 4 ? 2 : 0;
	c += tr >= 2 || vi >= 1 ? 2 : 0;
	if (pl >= 2)
		c += 2;
	if (pl >= 2 || (pl >= 1 && c >= 2))
		p -= to;	/* Polish's "to" (is, this) */
	if (c >= 2 && c > 2 * p)
		return 1;
	return w > 0 && 2 * w > p ? 2 : 0;
}

/*
 * "1 234,5", "12 345 678,25": digits grouped by spaces (a plain one or
 * a typeset group space, papo_lex_group_space), a first group of one
 * to three digits and then groups of three, and one decimal comma
 * after them, at s[i..n), the way French, German and Russian write
 * a number.  Into out as "1234.5" (then the currency sign s[n..sign)),
 * 1; else 0 (no space, or another shape: "1 23,5", "1 234,5,6").
 */
static int
spaced_comma(const char *s, size_t i, size_t n, size_t sign,
    struct papo_buf *out)
{
	size_t k = i, g, sp, groups = 0, start = out->len;

	papo_buf_add(out, s, i);	/* the sign */
	for (g = 0; k < n && is_digit((unsigned char)s[k]); k++, g++)
		papo_buf_addc(out, s[k]);
	if (g == 0 || g > 3 || s[i] == '0')
		goto no;
	for (;;) {
		sp = k < n && s[k] == ' ' ? 1 : papo_lex_group_space(s, n, k);
		if (sp == 0)
			break;
		for (k += sp, g = 0; k < n && is_digit((unsigned char)s[k]);
		    k++, g++)
			papo_buf_addc(out, s[k]);
		if (g != 3)
			goto no;
		groups++;
	}
	if (groups == 0 || k + 1 >= n || s[k] != ',')
		goto no;
	papo_buf_addc(out, '.');
	for (k++, g = 0; k < n && is_digit((unsigned char)s[k]); k++, g++)
		papo_buf_addc(out, s[k]);
	if (g == 0 || k != n)
		goto no;
	papo_buf_add(out, s + n, sign - n);
	return 1;
no:
	papo_buf_truncate(out, start);
	return 0;
}

/* Is there a digit in s[i..n)? */
static int
digit_in(const char *s, size_t i, size_t n)
{
	for (; i < n; i++)
		if (is_digit((unsigned char)s[i]))
			return 1;
	return 0;
}

/*
 * The length of a currency's sign that s[0..n) opens with, written
 * before its amount ("$16,50", "\\$16,50", "R$ 16,50", "US$ 16,50",
 * "€16,50", "£16,50"), spaces after it; 0 when there is none.
 */
static size_t
money_before(const char *s, size_t n)
{
	static const char *const signs[] = { "US$", "R$", "\\$", "$",
	    "\xe2\x82\xac" /* € */, "\xc2\xa3" /* £ */, NULL };
	size_t k, l;

	for (k = 0; signs[k] != NULL; k++) {
		l = strlen(signs[k]);
		if (l < n && memcmp(s, signs[k], l) == 0) {
			while (l < n && s[l] == ' ')
				l++;
			return l < n && is_digit((unsigned char)s[l]) ? l : 0;
		}
	}
	return 0;
}

int
papo_answer_decimal_comma(const char *s, size_t n, struct papo_buf *out)
{
	size_t i = 0, k, g, digits = 0, seps = 0, last = 0, cur = n, sign;
	size_t money;
	char sep = 0;

	while (n > 0 && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	/* a currency sign after it, French-style ("2,74 $", "3,5 €"), or
	   a percent ("12,5%"): the number before it read, the sign kept */
	if (n > 0 && s[n - 1] == '$')
		cur = n - 1;
	else if (n > 1 && s[n - 1] == '%')
		cur = s[n - 2] == '\\' ? n - 2 : n - 1;	/* "12,5%" */
	else if (n >= 3 && memcmp(s + n - 3, "\xe2\x82\xac", 3) == 0)
		cur = n - 3;	/* € */
	while (cur < n && cur > 0 && s[cur - 1] == ' ')
		cur--;
	sign = n;
	n = cur;
	if (n > 0 && s[0] == '-')
		i = 1;
	money = money_before(s + i, n - i);	/* "$16,50", "R$ 16,50" */
	i += money;
	/* a unit after it ("1,5 km", "2,5 \\text{ h}"): the number
	   before it read, the unit kept for the compare's units */
	for (k = i; sign == n && k < n; k++) {
		if (is_digit((unsigned char)s[k]) || s[k] == ',' ||
		    s[k] == '.')
			continue;
		g = s[k] == ' ' ? 1 : papo_lex_group_space(s, n, k);
		if (g == 0 || k + g >= n || !is_digit((unsigned char)s[k +
		    g]))
			break;	/* "1 234,5 m": the groups' spaces */
		k += g - 1;
	}
	if (sign == n && k > i && k + 1 < n && ((s[k] == ' ' &&
	    (is_alpha((unsigned char)s[k + 1]) || s[k + 1] == '\\' ||
	    (unsigned char)s[k + 1] >= 0x80)) || s[k] == '\\') &&
	    !digit_in(s, k, n))
		n = k;
	papo_buf_reset(out);
	if (spaced_comma(s, i, n, sign, out))
		return 1;	/* "1 234,5" */
	for (k = i; k < n; k++) {
		if (is_digit((unsigned char)s[k])) {
			digits++;
			continue;
		}
		if (s[k] != ',' && s[k] != '.')
			return 0;
		if (k == i || k + 1 == n || !is_digit((unsigned char)s[k + 1]))
			return 0;
		if (s[k] == ',') {
			if (sep == ',')
				return 0;	/* "1,234,567": not ours */
			sep = ',';
		} else if (sep == ',')
			return 0;		/* "3,5.2" */
		seps++;
		last = k;
	}
	if (digits == 0 || seps == 0)
		return 0;
	if (sep != ',') {
		/* dots only: "3.500" or "1.234.567" groups thousands in
		   these languages, "3.5" is a decimal point; a single dot
		   before three digits could be either */
		if (seps == 1 && n - last - 1 == 3 && s[i] != '0')
			return -1;
		if (seps == 1)
			return 0;
		papo_buf_reset(out);
		for (k = 0; k < n; k++)
			if (s[k] != '.')
				papo_buf_addc(out, s[k]);
		papo_buf_add(out, s + n, sign - n);
		return 1;
	}
	/* "3,500": three digits after a lone comma, no dots: 3.5 or 3500;
	   after a sign written before the amount, as English writes it
	   ("$1,250"), it groups thousands */
	if (seps == 1 && n - last - 1 == 3 && s[i] != '0')
		return money > 0 ? 0 : -1;
	papo_buf_reset(out);
	for (k = 0; k < n; k++)
		if (s[k] == ',')
			papo_buf_addc(out, '.');
		else if (s[k] != '.')
			papo_buf_addc(out, s[k]);
	papo_buf_add(out, s + n, sign - n);
	return 1;
}
