/* SPDX-License-Identifier: MIT */
/*
 * answer_calc.c: the words and signs inside the computation a last
 * statement gives its value by ("Therefore 12 × 5 = 60 pens."), each
 * recognised or the statement refused.  A word that stands between two
 * parts of the computation (after a number, an operator or a closing
 * bracket, and before a number or an operator: "12 pens × 5 days = 60",
 * "3 apples and 4 apples = 7") is the problem's word or its stem, a
 * unit, a variable, or one of calc_words[]; a sign there is one of an
 * arithmetic's.  "12 × 5 falsch = 60", "20 - ? 8 = 12", "3 + 4 = ~ 7"
 * are no committed computation.  A label in brackets of its own
 * ("$840 (first half) + $756 (second half)") is an aside, not a part.
 * A whole response read as a bare expression ("x = 7") holds no tilde
 * apart and no negation or doubt of any language ("x ~ = 7", "So: si 3
 * + 4 = 7", "x 不 = 7": papo_answer_whole_unread).
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "units.h"

/* The words a computation writes between its numbers beside the
   problem's own: operators in words, function words of a quantity's
   name ("24 lemons for the lemonade + 12 lemons"). */
static const char *const calc_words[] = {
	"times", "plus", "minus", "divided", "by", "multiplied", "over",
	"per", "of", "and", "the", "a", "an", "for", "each", "in", "on",
	"at", "to", "from", "with", "mal", "fois", "por", "und", "et", "y",
	"e", "mod", "square", "squared", "cubic", "cubed", NULL };

/* The words that join several values in one ("x = 1 or x = -2"). */
static const char *const calc_several[] = { "or", "and", NULL };

/* The TeX commands a computation may hold: its operators (ops), the
   commands that only lay it out or group its numbers (layout). */
static const char *const calc_ops[] = { "times", "cdot", "div", "ast",
	"pm", "mp", "lceil", "rceil", "lfloor", "rfloor", "sum", "prod",
	"log", "ln", "lg", "sin", "cos", "tan", "cot", "sec", "csc", "exp",
	"min", "max", "gcd", "lcm", "binom", "dbinom", "choose", "mod",
	"bmod", "pmod", "circ", "cdots", "ldots", "dots", "lvert", "rvert",
	"vert", NULL };
static const char *const calc_layout[] = { "frac", "dfrac", "tfrac",
	"left", "right", "sqrt", "displaystyle", "quad", "qquad", "text",
	"mathrm", "textrm", "textbf", "mathbf", "operatorname", "pi", "big",
	"Big", "bigl", "bigr", "Bigl", "Bigr", "overline", "angle", "hline",
	NULL };
/* The commands whose argument names an environment, not a word. */
static const char *const calc_envs[] = { "begin", "end", NULL };

/* The copulas that end a clause between two computations ("5 x 3 = 15
   and the total is 15 - 12 = 3"): its words are no part of either. */
static const char *const calc_copulas[] = { "is", "are", "was", "were",
	"equals", "gives", "makes", "becomes", "be", NULL };

enum calc_kind { C_NONE, C_NUM, C_OP, C_OPEN, C_CLOSE, C_PUNCT, C_WORD,
	C_SIGN };

/* The kind of the TeX command at s[i] ('\\'), its end in *e. */
static enum calc_kind
calc_tex(const char *s, size_t i, size_t b, size_t *e)
{
	size_t j = i + 1;

	if (j < b && strchr("()[]{},;!: %$\\&", s[j]) != NULL) {
		*e = j + 1;	/* "\\(", "\\,", "\\%", a line's end */
		return C_NONE;
	}
	while (j < b && is_alpha((unsigned char)s[j]))
		j++;
	*e = j;
	if (papo_frame_list_word(s, i + 1, j, calc_ops, 1))
		return C_OP;
	if ((papo_frame_list_word(s, i + 1, j, calc_envs, 1)) && j < b &&
	    s[j] == '{') {
		while (j < b && s[j] != '}')
			j++;	/* the environment's name: "{vmatrix}" */
		*e = j < b ? j + 1 : j;
		return C_NONE;
	}
	if (j > i + 1 && papo_frame_list_word(s, i + 1, j, calc_layout, 1))
		return C_NONE;
	return C_SIGN;	/* "\\approx", "\\sim", "\\neq" */
}

/* The code point of an arithmetic's sign at s[i]: ×, ÷, ·, −; its
   length, or 0. */
static size_t
calc_utf8_op(const char *s, size_t i, size_t b)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i + 1 < b && u[0] == 0xc3 && (u[1] == 0x97 || u[1] == 0xb7))
		return 2;	/* × ÷ */
	if (i + 1 < b && u[0] == 0xc2 && u[1] == 0xb7)
		return 2;	/* · */
	if (i + 2 < b && u[0] == 0xe2 && u[1] == 0x88 && u[2] == 0x92)
		return 3;	/* − */
	return 0;
}

/* The token at s[i] (before b): its kind, its end in *e. */
static enum calc_kind
calc_next(const char *s, size_t i, size_t b, size_t *e)
{
	size_t l;
	long c;

	*e = i + 1;
	if (is_digit((unsigned char)s[i])) {
		while (*e < b && (is_digit((unsigned char)s[*e]) ||
		    ((s[*e] == '.' || s[*e] == ',') && *e + 1 < b &&
		    is_digit((unsigned char)s[*e + 1]))))
			(*e)++;
		return C_NUM;
	}
	if (s[i] == '\\')
		return calc_tex(s, i, b, e);
	if (s[i] == '~' && i + 1 < b && s[i + 1] == '\\')
		return C_NONE;	/* TeX's tie before a command: "12~\\text" */
	if (s[i] == '*' && i + 1 < b && s[i + 1] == '*') {
		*e = i + 2;	/* markdown's bold: "**3.** So we get" */
		return C_NONE;
	}
	if (strchr(" \t${}%*_&", s[i]) != NULL)
		return s[i] == '*' ? C_OP : C_NONE;
	if (strchr("+-/=^|", s[i]) != NULL)
		return C_OP;
	if (s[i] == '(' || s[i] == '[')
		return C_OPEN;
	if (s[i] == ')' || s[i] == ']')
		return C_CLOSE;
	if (strchr(",;:.", s[i]) != NULL)
		return C_PUNCT;
	if ((l = calc_utf8_op(s, i, b)) > 0) {
		*e = i + l;
		return C_OP;
	}
	c = papo_frame_cp_len(s, i, b, &l);
	if (l > 0 && (is_alpha((unsigned char)s[i]) ||
	    papo_frame_word_letter(c) || papo_frame_dense_letter(c))) {
		for (*e = i; *e < b; *e += l) {
			c = papo_frame_cp_len(s, *e, b, &l);
			if (l == 0 || !(is_alpha((unsigned char)s[*e]) ||
			    s[*e] == '\'' || s[*e] == '_' || ((s[*e] == '-' ||
			    s[*e] == '/') && *e + 1 < b &&
			    is_alpha((unsigned char)s[*e + 1])) ||
			    is_digit((unsigned char)s[*e]) ||
			    papo_frame_word_letter(c) ||
			    papo_frame_dense_letter(c)))
				break;
		}
		return C_WORD;
	}
	*e = i + (l > 0 ? l : 1);
	return C_SIGN;	/* "?", "~", "≈", an emoji */
}

/*
 * Is the word s[a..b) recognised inside a computation: the problem's
 * p[0..pn) (whole, or its stem), a unit, a variable (a letter alone, or
 * with a digit or '_' after it: "a_1", "x2"), or one of calc_words[]?
 */
static int
calc_word(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	struct papo_unit u;
	size_t j, k;

	if (b == a + 1 || (is_alpha((unsigned char)s[a]) && b - a <= 3 &&
	    (s[a + 1] == '_' || is_digit((unsigned char)s[a + 1]))))
		return 1;
	for (j = a; j < b && j < a + 4 && s[j] >= 'A' && s[j] <= 'Z'; j++)
		;
	if (j == b && b - a <= 3)
		return 1;	/* a figure's points: "AB", "PQR" */
	for (j = a; j < b && s[j] != '\''; j++)
		;	/* "Herb's": the word before its ending */
	if (papo_unit_parse(s + a, j - a, &u) == 0 || (p != NULL &&
	    (papo_frame_in_problem_stem(p, pn, pw, s, a, j) ||
	    papo_frame_in_problem_synonym(p, pn, pw, s, a, j))))
		return 1;	/* "km/h", "E-Mails" whole */
	for (k = a; k < j && s[k] != '-' && s[k] != '/'; k++)
		;
	if (k < j)	/* "pens/day", "blorf-and": each part */
		return k > a && calc_word(s, a, k, p, pn, pw) &&
		    calc_word(s, k + 1, j, p, pn, pw);
	for (k = 0; calc_words[k] != NULL; k++)
		if (strlen(calc_words[k]) == j - a && strncasecmp(s + a,
		    calc_words[k], j - a) == 0)
			return 1;
	return 0;
}

/*
 * Does the part of kind k that comes before a run of words or signs and
 * the part of kind n after it make it one inside the computation: next
 * to an operator, after a number or a closing bracket or before a
 * number or an opening one ("12 blorf × 5", "× blorf 5", "5 ~ = 60")?
 * Not between two numbers ("16:00 is 3000"), nor a label in brackets of
 * its own ("(first half)").
 */
static int
calc_inside(enum calc_kind k, enum calc_kind n)
{
	if (n == C_OP)
		return k == C_NUM || k == C_CLOSE || k == C_OP || k == C_OPEN;
	return k == C_OP && (n == C_NUM || n == C_OPEN);
}

/*
 * The start of the value out (of an equation, its side after the last
 * '=') in the statement s[v..end) when it is the result of a
 * computation: a number that the value is, alone or before a space, a
 * command or a sign of percent or math ("60 \\text{ pens}"; not the 0
 * of "\\sum_{k = 0}^{n}"), '=' before it (the spaces and signs between
 * read as the computation's); else end.
 */
static size_t
calc_value(const char *s, size_t v, size_t end, const struct papo_buf *out)
{
	const char *o = out->s, *q0 = memrchr(out->s, '=', out->len);
	size_t k, ke, q, on = out->len;

	if (q0 != NULL) {
		/* past what stands between '=' and the value ("= ~ 60") */
		for (o = q0 + 1; o < out->s + out->len &&
		    !is_digit((unsigned char)*o); o++)
			;
		on = (size_t)(out->s + out->len - o);
	}
	for (ke = end; ke > v; ke = k) {
		while (ke > v && !is_digit((unsigned char)s[ke - 1]))
			ke--;
		for (k = ke; k > v && (is_digit((unsigned char)s[k - 1]) ||
		    s[k - 1] == '.' || s[k - 1] == ','); k--)
			;
		if (k == ke || on < ke - k || memcmp(o, s + k, ke - k) != 0 ||
		    (on > ke - k && strchr(" \\%$", o[ke - k]) == NULL))
			continue;	/* not "0" of "k = 0}^{n}" */
		for (q = k; q > v && !is_alpha((unsigned char)s[q - 1]) &&
		    !is_digit((unsigned char)s[q - 1]) && s[q - 1] != '=' &&
		    strchr(",;:.", s[q - 1]) == NULL; q--)
			;
		/* '=' alone: not a relation's "<=", ">=", "!=" */
		return q > v && s[q - 1] == '=' && (q - 1 == v ||
		    strchr("<>!=", s[q - 2]) == NULL) ? k : end;
	}
	return end;
}

/* Is the sign s[a..b) one of approximation ("~", "≈", "\\approx",
   "\\sim")? */
static int
calc_approx(const char *s, size_t a, size_t b)
{
	static const char *const marks[] = { "~", "\xe2\x89\x88", "\\approx",
	    "\\sim", "\\simeq", NULL };
	size_t k;

	for (k = 0; marks[k] != NULL; k++)
		if (strlen(marks[k]) == b - a && memcmp(s + a, marks[k], b - a)
		    == 0)
			return 1;
	return 0;
}

/*
 * The refusal of the words and signs s[a..b) inside a computation, the
 * first not recognised in word; NULL when each word is (calc_word).
 */
static const char *
calc_group(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	enum calc_kind k;
	size_t j, e;

	for (j = a; j < b; j = e) {
		if ((k = calc_next(s, j, b, &e)) == C_SIGN && !(calc_approx(s,
		    j, e) && papo_answer_rounding_asked(p, pn)))
			return papo_frame_rest_word(s, j, e, word, wn,
			    "a sign inside the computation not recognised");
		if (k == C_WORD && !calc_word(s, j, e, p, pn, pw))
			return papo_frame_rest_word(s, j, e, word, wn,
			    "a word inside the computation not recognised");
	}
	return NULL;
}

/* Does the run s[i..ge) end on one of calc_copulas[]? */
static int
calc_copula_ends(const char *s, size_t i, size_t ge)
{
	size_t w = ge;

	while (w > i && is_alpha((unsigned char)s[w - 1]))
		w--;
	return w < ge && papo_frame_list_word(s, w, ge, calc_copulas, 1);
}

/* How many words the run s[i..ge) holds. */
static size_t
calc_words_in(const char *s, size_t i, size_t ge)
{
	size_t n = 0, e;

	for (; i < ge; i = e)
		n += calc_next(s, i, ge, &e) == C_WORD;
	return n;
}

/* The kind of the first part at s[i..b) past the number's words (its
   noun: "7 pens ×"), C_NONE when none is. */
static enum calc_kind
calc_ahead(const char *s, size_t i, size_t b)
{
	enum calc_kind k = C_NONE;
	size_t e;

	for (; i < b && ((k = calc_next(s, i, b, &e)) == C_NONE ||
	    k == C_WORD); i = e)
		k = C_NONE;
	return k;
}

/*
 * Is the run of words and signs s[i..ge), after a part of kind prev
 * (lead: the part before the number when prev is one), before the part
 * at s[j] of kind n (the value itself at val), inside the computation?
 * Between two numbers only when an operator follows the second (its
 * noun between: "12 or 7 pens × 5"), the run ends on no copula (that
 * opens a computation of its own: "5 x 3 = 15 and the total is 15 - 12
 * = 3") and an operator stands before the first ("12 × 5 or 7 = 60"),
 * or nothing does and the run is a word or two ("3 or 7 + 4 = 7", "3
 * apples or 7 + 4"; not the statement's
 * words before its computation: "After 3 days he has 4 + 3 = 7",
 * "16:00 is 3000 - 2000", "5 рогаликов по 3 $ стоят 5 * 3").
 */
static int
calc_run_inside(const char *s, size_t i, size_t ge, size_t j, size_t val,
    enum calc_kind prev, enum calc_kind lead, enum calc_kind n)
{
	size_t e;

	if (calc_inside(prev, n))
		return 1;
	if (prev != C_NUM || n != C_NUM || j >= val || calc_copula_ends(s, i,
	    ge) || !(lead == C_OP || (lead == C_NONE && calc_words_in(s, i,
	    ge) <= 2)))
		return 0;
	(void)calc_next(s, j, val, &e);
	return calc_ahead(s, e, val) == C_OP;
}

const char *
papo_answer_calc_unread(const char *s, size_t v, size_t end,
    const struct papo_buf *out, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	enum calc_kind k, prev = C_NONE, lead = C_NONE, n;
	size_t val = calc_value(s, v, end, out), i, e, ge, j;
	const char *why, *q;

	if (val == end || ((q = memchr(out->s, '=', out->len)) != NULL &&
	    papo_frame_list_word(q, 0, out->len - (size_t)(q - out->s),
	    calc_several, 1)))
		return NULL;	/* "x = 1 or x = -2": each value its own */
	if (p == NULL) {
		p = s;	/* no problem: the words the response wrote before */
		pn = v;
		pw = NULL;
	}
	for (i = v; i < val; i = e) {
		if ((k = calc_next(s, i, val, &e)) == C_NONE)
			continue;
		if (k != C_WORD && k != C_SIGN) {
			if (k == C_NUM)
				lead = prev;
			prev = k;
			continue;
		}
		/* a run of words and signs, and the part after it (the
		   value itself at its end) */
		n = C_NUM;
		for (ge = e, j = e; j < val; j = e) {
			if ((k = calc_next(s, j, val, &e)) == C_WORD ||
			    k == C_SIGN)
				ge = e;
			else if (k != C_NONE) {
				n = k;
				break;
			}
		}
		if (calc_run_inside(s, i, ge, j, val, prev, lead, n) && (why =
		    calc_group(s, i, ge, p, pn, pw, word, wn)) != NULL)
			return why;
		e = ge;
		prev = C_WORD;
	}
	return NULL;
}

/* Is c a letter past ASCII, of any script ("不", "않", "không")? */
static int
calc_letter(long c)
{
	return papo_frame_dense_letter(c) || papo_frame_word_letter(c);
}

const char *
papo_answer_whole_unread(const char *s, size_t a, size_t b)
{
	size_t i, e, l;
	long c;
	int m = 0;

	for (i = a; i < b; i = e) {
		e = i + 1;
		if (s[i] == '$')
			m ^= 1;
		else if (s[i] == '~' && !m && (i == a || s[i - 1] == ' ') &&
		    (e == b || s[e] == ' '))
			return "a tilde apart in the expression";
		else if (is_alpha((unsigned char)s[i])) {
			while (e < b && is_alpha((unsigned char)s[e]))
				e++;
			if (e - i > 1 && (i == a || s[i - 1] != '\\') &&
			    papo_answer_refusal_word(s, i, e))
				return "a negation or a doubt in the "
				    "expression";
		} else if ((unsigned char)s[i] >= 0x80) {
			c = papo_frame_cp_len(s, i, b, &l);
			e = i + (l > 0 ? l : 1);
			if (!calc_letter(c))
				continue;
			while (e < b && (unsigned char)s[e] >= 0x80 &&
			    calc_letter(papo_frame_cp_len(s, e, b, &l)) &&
			    l > 0)
				e += l;
			if (papo_answer_dense_never(s, i, e) ||
			    papo_answer_refusal_word(s, i, e))
				return "a negation or a doubt in the "
				    "expression";
		}
	}
	return NULL;
}
