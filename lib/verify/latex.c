/* SPDX-License-Identifier: MIT */
/*
 * latex.c: a lexer for LaTeX math answers: tokens with the markup normalized
 * away.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "latex.h"
#include "units.h"
#include "xalloc.h"

/* What a command does. */
enum {
	K_SKIP,		/* vanishes: \left, \quad, \displaystyle */
	K_SKIPARG,	/* vanishes with its {argument}: \hspace, \label */
	K_WRAP,		/* vanishes, its argument is lexed: \mathbf,
			   \boxed */
	K_TEXT,		/* \text{...}: a TEXT token */
	K_ROMAN,	/* \mathrm, \operatorname: a name or a wrapper */
	K_TOK,		/* one token of kind/sub */
	K_GREEK,	/* a variable named after the command */
	K_BEGIN,	/* \begin{env}: a BEGIN token */
	K_END,		/* \end{env}: an ENDENV token */
	K_ARROW,	/* an arrow: a relation meaning "so" */
	K_NOT		/* \not: the relation after it negated */
};

struct cmd {
	const char *name;
	uint8_t act;
	uint8_t kind;
	uint8_t sub;
};

/* Sorted by name (strcmp order) for bsearch. */
static const struct cmd cmds[] = {
	{ "Big", K_SKIP, 0, 0 },
	{ "Bigg", K_SKIP, 0, 0 },
	{ "Biggl", K_SKIP, 0, 0 },
	{ "Biggr", K_SKIP, 0, 0 },
	{ "Bigl", K_SKIP, 0, 0 },
	{ "Bigr", K_SKIP, 0, 0 },
	{ "Delta", K_GREEK, 0, 0 },
	{ "Gamma", K_GREEK, 0, 0 },
	{ "Lambda", K_GREEK, 0, 0 },
	{ "Leftrightarrow", K_ARROW, 0, 0 },
	{ "Longleftrightarrow", K_ARROW, 0, 0 },
	{ "Longrightarrow", K_ARROW, 0, 0 },
	{ "Omega", K_GREEK, 0, 0 },
	{ "Phi", K_GREEK, 0, 0 },
	{ "Pi", K_GREEK, 0, 0 },
	{ "Psi", K_GREEK, 0, 0 },
	{ "Rightarrow", K_ARROW, 0, 0 },
	{ "Sigma", K_GREEK, 0, 0 },
	{ "Theta", K_GREEK, 0, 0 },
	{ "Upsilon", K_GREEK, 0, 0 },
	{ "Vert", K_TOK, PAPO_LT_BAR, 0 },
	{ "Xi", K_GREEK, 0, 0 },
	{ "alpha", K_GREEK, 0, 0 },
	{ "approx", K_TOK, PAPO_LT_REL, PAPO_REL_APPROX },
	{ "arccos", K_TOK, PAPO_LT_FUNC, PAPO_FN_ACOS },
	{ "arccot", K_TOK, PAPO_LT_FUNC, PAPO_FN_ACOT },
	{ "arccsc", K_TOK, PAPO_LT_FUNC, PAPO_FN_ACSC },
	{ "arcsec", K_TOK, PAPO_LT_FUNC, PAPO_FN_ASEC },
	{ "arcsin", K_TOK, PAPO_LT_FUNC, PAPO_FN_ASIN },
	{ "arctan", K_TOK, PAPO_LT_FUNC, PAPO_FN_ATAN },
	{ "ast", K_TOK, PAPO_LT_OP, '*' },
	{ "begin", K_BEGIN, 0, 0 },
	{ "beta", K_GREEK, 0, 0 },
	{ "big", K_SKIP, 0, 0 },
	{ "bigg", K_SKIP, 0, 0 },
	{ "biggl", K_SKIP, 0, 0 },
	{ "biggr", K_SKIP, 0, 0 },
	{ "bigl", K_SKIP, 0, 0 },
	{ "bigr", K_SKIP, 0, 0 },
	{ "binom", K_TOK, PAPO_LT_BINOM, 0 },
	{ "bm", K_WRAP, 0, 0 },
	{ "boldsymbol", K_WRAP, 0, 0 },
	{ "boxed", K_WRAP, 0, 0 },
	{ "cap", K_TOK, PAPO_LT_SETOP, 'n' },
	{ "cdot", K_TOK, PAPO_LT_OP, '*' },
	{ "cdotp", K_TOK, PAPO_LT_OP, '*' },
	{ "cdots", K_TOK, PAPO_LT_DOTS, 0 },
	{ "centernot", K_NOT, 0, 0 },
	{ "cfrac", K_TOK, PAPO_LT_FRAC, 0 },
	{ "chi", K_GREEK, 0, 0 },
	{ "circ", K_TOK, PAPO_LT_DEGREE, 0 },
	{ "color", K_SKIPARG, 0, 0 },
	{ "cos", K_TOK, PAPO_LT_FUNC, PAPO_FN_COS },
	{ "cosh", K_TOK, PAPO_LT_FUNC, PAPO_FN_COSH },
	{ "cot", K_TOK, PAPO_LT_FUNC, PAPO_FN_COT },
	{ "coth", K_TOK, PAPO_LT_FUNC, PAPO_FN_COTH },
	{ "csc", K_TOK, PAPO_LT_FUNC, PAPO_FN_CSC },
	{ "cup", K_TOK, PAPO_LT_SETOP, 'u' },
	{ "dbinom", K_TOK, PAPO_LT_BINOM, 0 },
	{ "ddots", K_TOK, PAPO_LT_DOTS, 0 },
	{ "degree", K_TOK, PAPO_LT_DEGREE, 0 },
	{ "delta", K_GREEK, 0, 0 },
	{ "det", K_TOK, PAPO_LT_FUNC, PAPO_FN_DET },
	{ "dfrac", K_TOK, PAPO_LT_FRAC, 0 },
	{ "displaystyle", K_SKIP, 0, 0 },
	{ "div", K_TOK, PAPO_LT_OP, '/' },
	{ "dots", K_TOK, PAPO_LT_DOTS, 0 },
	{ "dotsb", K_TOK, PAPO_LT_DOTS, 0 },
	{ "dotsc", K_TOK, PAPO_LT_DOTS, 0 },
	{ "dotsm", K_TOK, PAPO_LT_DOTS, 0 },
	{ "emph", K_TEXT, 0, 0 },
	{ "emptyset", K_TOK, PAPO_LT_CONST, PAPO_C_EMPTY },
	{ "end", K_END, 0, 0 },
	{ "enspace", K_SKIP, 0, 0 },
	{ "ensuremath", K_WRAP, 0, 0 },
	{ "epsilon", K_GREEK, 0, 0 },
	{ "equiv", K_TOK, PAPO_LT_REL, PAPO_REL_OTHER },
	{ "eta", K_GREEK, 0, 0 },
	{ "exp", K_TOK, PAPO_LT_FUNC, PAPO_FN_EXP },
	{ "fbox", K_WRAP, 0, 0 },
	{ "frac", K_TOK, PAPO_LT_FRAC, 0 },
	{ "gamma", K_GREEK, 0, 0 },
	{ "gcd", K_TOK, PAPO_LT_FUNC, PAPO_FN_GCD },
	{ "ge", K_TOK, PAPO_LT_REL, PAPO_REL_GE },
	{ "geq", K_TOK, PAPO_LT_REL, PAPO_REL_GE },
	{ "geqq", K_TOK, PAPO_LT_REL, PAPO_REL_GE },
	{ "geqslant", K_TOK, PAPO_LT_REL, PAPO_REL_GE },
	{ "gt", K_TOK, PAPO_LT_REL, PAPO_REL_GT },
	{ "hbox", K_TEXT, 0, 0 },
	{ "hfill", K_SKIP, 0, 0 },
	{ "hphantom", K_SKIPARG, 0, 0 },
	{ "hspace", K_SKIPARG, 0, 0 },
	{ "iff", K_ARROW, 0, 0 },
	{ "imath", K_TOK, PAPO_LT_CONST, PAPO_C_I },
	{ "implies", K_ARROW, 0, 0 },
	{ "in", K_TOK, PAPO_LT_REL, PAPO_REL_IN },
	{ "infty", K_TOK, PAPO_LT_CONST, PAPO_C_INF },
	{ "iota", K_GREEK, 0, 0 },
	{ "kappa", K_GREEK, 0, 0 },
	{ "lVert", K_TOK, PAPO_LT_BAR, 0 },
	{ "label", K_SKIPARG, 0, 0 },
	{ "lambda", K_GREEK, 0, 0 },
	{ "langle", K_TOK, PAPO_LT_OPEN, 'A' },
	{ "lceil", K_TOK, PAPO_LT_OPEN, 'C' },
	{ "ldots", K_TOK, PAPO_LT_DOTS, 0 },
	{ "le", K_TOK, PAPO_LT_REL, PAPO_REL_LE },
	{ "left", K_SKIP, 0, 0 },
	{ "leq", K_TOK, PAPO_LT_REL, PAPO_REL_LE },
	{ "leqq", K_TOK, PAPO_LT_REL, PAPO_REL_LE },
	{ "leqslant", K_TOK, PAPO_LT_REL, PAPO_REL_LE },
	{ "lfloor", K_TOK, PAPO_LT_OPEN, 'F' },
	{ "lg", K_TOK, PAPO_LT_FUNC, PAPO_FN_LG },
	{ "limits", K_SKIP, 0, 0 },
	{ "ln", K_TOK, PAPO_LT_FUNC, PAPO_FN_LN },
	{ "log", K_TOK, PAPO_LT_FUNC, PAPO_FN_LOG },
	{ "longrightarrow", K_ARROW, 0, 0 },
	{ "lt", K_TOK, PAPO_LT_REL, PAPO_REL_LT },
	{ "lvert", K_TOK, PAPO_LT_BAR, 0 },
	{ "mathbb", K_WRAP, 0, 0 },
	{ "mathbf", K_WRAP, 0, 0 },
	{ "mathcal", K_WRAP, 0, 0 },
	{ "mathfrak", K_WRAP, 0, 0 },
	{ "mathit", K_WRAP, 0, 0 },
	{ "mathrm", K_ROMAN, 0, 0 },
	{ "mathsf", K_WRAP, 0, 0 },
	{ "mathstrut", K_SKIP, 0, 0 },
	{ "mathtt", K_WRAP, 0, 0 },
	{ "max", K_TOK, PAPO_LT_FUNC, PAPO_FN_MAX },
	{ "mbox", K_TEXT, 0, 0 },
	{ "medspace", K_SKIP, 0, 0 },
	{ "mid", K_TOK, PAPO_LT_BAR, 0 },
	{ "middle", K_SKIP, 0, 0 },
	{ "min", K_TOK, PAPO_LT_FUNC, PAPO_FN_MIN },
	{ "mp", K_TOK, PAPO_LT_PM, 1 },
	{ "mu", K_GREEK, 0, 0 },
	{ "ne", K_TOK, PAPO_LT_REL, PAPO_REL_NE },
	{ "negthinspace", K_SKIP, 0, 0 },
	{ "neq", K_TOK, PAPO_LT_REL, PAPO_REL_NE },
	{ "nolimits", K_SKIP, 0, 0 },
	{ "nonumber", K_SKIP, 0, 0 },
	{ "not", K_NOT, 0, 0 },
	{ "notag", K_SKIP, 0, 0 },
	{ "notin", K_TOK, PAPO_LT_REL, PAPO_REL_OTHER },
	{ "nu", K_GREEK, 0, 0 },
	{ "omega", K_GREEK, 0, 0 },
	{ "operatorname", K_ROMAN, 0, 0 },
	{ "phantom", K_SKIPARG, 0, 0 },
	{ "phi", K_GREEK, 0, 0 },
	{ "pi", K_TOK, PAPO_LT_CONST, PAPO_C_PI },
	{ "pm", K_TOK, PAPO_LT_PM, 0 },
	{ "pmb", K_WRAP, 0, 0 },
	{ "prime", K_TOK, PAPO_LT_OP, '\'' },
	{ "psi", K_GREEK, 0, 0 },
	{ "qquad", K_SKIP, 0, 0 },
	{ "quad", K_SKIP, 0, 0 },
	{ "rVert", K_TOK, PAPO_LT_BAR, 0 },
	{ "rangle", K_TOK, PAPO_LT_CLOSE, 'A' },
	{ "rceil", K_TOK, PAPO_LT_CLOSE, 'C' },
	{ "rfloor", K_TOK, PAPO_LT_CLOSE, 'F' },
	{ "rho", K_GREEK, 0, 0 },
	{ "right", K_SKIP, 0, 0 },
	{ "rightarrow", K_ARROW, 0, 0 },
	{ "rvert", K_TOK, PAPO_LT_BAR, 0 },
	{ "scriptstyle", K_SKIP, 0, 0 },
	{ "sec", K_TOK, PAPO_LT_FUNC, PAPO_FN_SEC },
	{ "setminus", K_TOK, PAPO_LT_SETOP, '\\' },
	{ "sigma", K_GREEK, 0, 0 },
	{ "sim", K_TOK, PAPO_LT_REL, PAPO_REL_APPROX },
	{ "simeq", K_TOK, PAPO_LT_REL, PAPO_REL_APPROX },
	{ "sin", K_TOK, PAPO_LT_FUNC, PAPO_FN_SIN },
	{ "sinh", K_TOK, PAPO_LT_FUNC, PAPO_FN_SINH },
	{ "sqrt", K_TOK, PAPO_LT_SQRT, 0 },
	{ "strut", K_SKIP, 0, 0 },
	{ "subset", K_TOK, PAPO_LT_REL, PAPO_REL_OTHER },
	{ "subseteq", K_TOK, PAPO_LT_REL, PAPO_REL_OTHER },
	{ "tan", K_TOK, PAPO_LT_FUNC, PAPO_FN_TAN },
	{ "tanh", K_TOK, PAPO_LT_FUNC, PAPO_FN_TANH },
	{ "tau", K_GREEK, 0, 0 },
	{ "tbinom", K_TOK, PAPO_LT_BINOM, 0 },
	{ "text", K_TEXT, 0, 0 },
	{ "textbf", K_TEXT, 0, 0 },
	{ "textcolor", K_SKIPARG, 0, 0 },
	{ "textit", K_TEXT, 0, 0 },
	{ "textmd", K_TEXT, 0, 0 },
	{ "textnormal", K_TEXT, 0, 0 },
	{ "textrm", K_TEXT, 0, 0 },
	{ "textsf", K_TEXT, 0, 0 },
	{ "textstyle", K_SKIP, 0, 0 },
	{ "texttt", K_TEXT, 0, 0 },
	{ "textup", K_TEXT, 0, 0 },
	{ "tfrac", K_TOK, PAPO_LT_FRAC, 0 },
	{ "theta", K_GREEK, 0, 0 },
	{ "thickapprox", K_TOK, PAPO_LT_REL, PAPO_REL_APPROX },
	{ "thickspace", K_SKIP, 0, 0 },
	{ "thinspace", K_SKIP, 0, 0 },
	{ "times", K_TOK, PAPO_LT_OP, '*' },
	{ "to", K_ARROW, 0, 0 },
	{ "underline", K_WRAP, 0, 0 },
	{ "upsilon", K_GREEK, 0, 0 },
	{ "varepsilon", K_GREEK, 0, 0 },
	{ "varnothing", K_TOK, PAPO_LT_CONST, PAPO_C_EMPTY },
	{ "varphi", K_GREEK, 0, 0 },
	{ "varpi", K_GREEK, 0, 0 },
	{ "varrho", K_GREEK, 0, 0 },
	{ "varsigma", K_GREEK, 0, 0 },
	{ "vartheta", K_GREEK, 0, 0 },
	{ "vdots", K_TOK, PAPO_LT_DOTS, 0 },
	{ "vert", K_TOK, PAPO_LT_BAR, 0 },
	{ "vphantom", K_SKIPARG, 0, 0 },
	{ "vspace", K_SKIPARG, 0, 0 },
	{ "xi", K_GREEK, 0, 0 },
	{ "zeta", K_GREEK, 0, 0 },
};

static int
cmdcmp(const void *k, const void *e)
{
	const struct cmd *c = e;

	return strcmp(k, c->name);
}

static const struct cmd *
find_cmd(const char *name, size_t n)
{
	char key[32];

	if (n == 0 || n >= sizeof(key))
		return NULL;
	memcpy(key, name, n);
	key[n] = '\0';
	return bsearch(key, cmds, sizeof(cmds) / sizeof(cmds[0]),
	    sizeof(cmds[0]), cmdcmp);
}

int
papo_lex_known_command(const char *name, size_t n)
{
	return find_cmd(name, n) != NULL;
}

int
papo_lex_vanishes(const char *name, size_t n)
{
	const struct cmd *c = find_cmd(name, n);

	return c != NULL && (c->act == K_SKIP || c->act == K_WRAP ||
	    c->act == K_TEXT || c->act == K_ROMAN);
}

int
papo_lex_known(const char *name, size_t n)
{
	return find_cmd(name, n) != NULL;
}

int
papo_lex_relation(const char *name, size_t n)
{
	const struct cmd *c = find_cmd(name, n);

	return c != NULL && c->act == K_TOK && c->kind == PAPO_LT_REL ?
	    c->sub : 0;
}

int
papo_lex_func(const char *name, size_t n)
{
	const struct cmd *c = find_cmd(name, n);

	if (c != NULL && c->act == K_TOK && c->kind == PAPO_LT_FUNC)
		return c->sub;
	if (n == 3 && memcmp(name, "lcm", 3) == 0)
		return PAPO_FN_LCM;
	if (n == 3 && memcmp(name, "sgn", 3) == 0)
		return PAPO_FN_SGN;
	if (n == 3 && memcmp(name, "abs", 3) == 0)
		return PAPO_FN_ABS;
	if (n == 4 && memcmp(name, "sech", 4) == 0)
		return PAPO_FN_SECH;
	if (n == 4 && memcmp(name, "csch", 4) == 0)
		return PAPO_FN_CSCH;
	return PAPO_FN_NONE;
}

/*
 * Units, the conservative list: read after a value (units.c knows each
 * one's dimension and size).
 */
static const char *const units[] = {
	"a", "agora", "agorot", "amp", "ampere", "amperes", "amps", "baht",
	"brl", "buck", "bucks", "cal", "calorie", "calories", "celsius",
	"cent", "centavo", "centavos", "centimes", "centimeter",
	"centimeters", "centimetre", "centimetres", "centimo", "centimos",
	"cents", "chf", "cm", "cny", "coulomb", "coulombs", "cu", "cubic",
	"cup", "cups", "day", "days", "deg", "degree", "degrees", "dm",
	"dollar", "dollars", "dollarsign", "dong", "eur", "euro", "euros",
	"fahrenheit", "feet", "fen", "foot", "franc", "francs", "ft", "g",
	"gal", "gallon", "gallons", "gbp", "gram", "grams", "grosz", "grosze",
	"groszy", "h", "hour", "hours", "hr", "hrs", "hryvnia", "hryvnias",
	"inch", "inches", "inr", "j", "jiao", "joule", "joules", "jpy",
	"kcal", "kelvin", "kelvins", "kg", "kgs", "kilogram", "kilograms",
	"kilometer", "kilometers", "kilometre", "kilometres", "kj", "km",
	"kmh", "kobo", "kopeck", "kopecks", "kopek", "kopeks", "kpa", "kph",
	"krona", "krone", "kroner", "kronor", "krw", "kurus", "kw", "l", "lb",
	"lbs", "lira", "liras", "liter", "liters", "litre", "litres", "m",
	"meter", "meters", "metre", "metres", "mg", "mi", "mile", "miles",
	"milligram", "milligrams", "milliliter", "milliliters", "millilitre",
	"millilitres", "millimeter", "millimeters", "millimetre",
	"millimetres", "millisecond", "milliseconds", "min", "mins", "minute",
	"minutes", "ml", "mm", "month", "months", "mph", "ms", "mxn", "n",
	"naira", "newton", "newtons", "ngn", "nm", "oere", "ohm", "ohms",
	"ounce", "ounces", "oz", "pa", "paisa", "paise", "pascal", "pascals",
	"pence", "pennies", "penny", "peso", "pesos", "php", "pint", "pints",
	"pkr", "pln", "pound", "pounds", "quart", "quarts", "rad", "radian",
	"radians", "rand", "rappen", "reais", "renminbi", "rmb", "rouble",
	"roubles", "ruble", "rubles", "rupee", "rupees", "s", "satang", "sec",
	"second", "seconds", "secs", "sen", "shekel", "shekels", "shilling",
	"shillings", "sq", "square", "sterling", "tablespoon", "tablespoons",
	"taka", "tbsp", "teaspoon", "teaspoons", "thb", "ton", "tonne",
	"tonnes", "tons", "tsp", "uah", "unit", "units", "usd", "v", "vnd",
	"volt", "volts", "w", "watt", "watts", "week", "weeks", "won", "yard",
	"yards", "yd", "year", "years", "yen", "yenyuan", "yr", "yrs", "yuan",
	"zar", "zloty", "zlotys", NULL
};

const char *
papo_lex_unit_word(size_t i)
{
	return i < sizeof(units) / sizeof(units[0]) ? units[i] : NULL;
}

static int
lower_eq(const char *s, size_t n, const char *w)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char c = s[i];

		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (w[i] == '\0' || c != w[i])
			return 0;
	}
	return w[n] == '\0';
}

static int
is_unit(const char *s, size_t n)
{
	size_t i;

	for (i = 0; units[i]; i++)
		if (lower_eq(s, n, units[i]))
			return papo_unit_symbol_case(s, n);
	return 0;
}

static int
is_alpha(int c)
{
	return papo_ascii_alpha(c);
}

static int
is_digit(int c)
{
	return papo_ascii_digit(c);
}

static int
is_space(int c)
{
	return papo_ascii_space(c) || c == '~';	/* ~: a LaTeX space */
}

int
papo_lex_word_class(const char *s, size_t n, int *fn)
{
	static const char *const consts[] = { "pi", "inf", "infty",
	    "infinity", "oo", NULL };
	static const int constv[] = { PAPO_C_PI, PAPO_C_INF, PAPO_C_INF,
	    PAPO_C_INF, PAPO_C_INF };
	size_t i, a = 0, b = n;
	int f;

	/* \text contents come with spaces and sometimes a trailing period */
	while (a < b && (is_space((unsigned char)s[a]) || s[a] == ','))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) || s[b - 1] == '.'))
		b--;
	s += a;
	n = b - a;
	if (lower_eq(s, n, "and") || lower_eq(s, n, "or"))
		return PAPO_LW_AND;
	for (i = 0; consts[i]; i++)
		if (lower_eq(s, n, consts[i])) {
			if (fn)
				*fn = constv[i];
			return PAPO_LW_CONST;
		}
	if (n >= 2 && (f = papo_lex_func(s, n)) != PAPO_FN_NONE) {
		if (fn)
			*fn = f;
		return PAPO_LW_FUNC;
	}
	if (n == 4 && memcmp(s, "sqrt", 4) == 0) {
		if (fn)
			*fn = PAPO_FN_SQRT;
		return PAPO_LW_FUNC;
	}
	if ((n > 0 && is_unit(s, n)) || (n == 1 && s[0] == 'K'))
		return PAPO_LW_UNIT;	/* K: kelvin, in upper case only */
	/*
	 * "square units", "cm^2", "m/s", "degrees C", "km per hour": every
	 * word a unit (C and F after a degree, "per" between two)
	 */
	if (n > 0) {
		size_t k = 0, w;
		int any = 0, deg = 0, per = 0;

		while (k < n) {
			while (k < n && (is_space((unsigned char)s[k]) ||
			    s[k] == '^' || s[k] == '/' || is_digit(s[k]) ||
			    s[k] == '{' || s[k] == '}'))
				k++;
			w = k;
			while (k < n && is_alpha((unsigned char)s[k]))
				k++;
			if (k == w) {
				if (k < n)
					return PAPO_LW_PLAIN;
				break;
			}
			if (any && !per && lower_eq(s + w, k - w, "per")) {
				per = 1;	/* "km per hour": a '/' */
				continue;
			}
			if (!is_unit(s + w, k - w) && !(k - w == 1 &&
			    (s[w] == 'K' || (deg && (s[w] == 'C' ||
			    s[w] == 'F')))))
				return PAPO_LW_PLAIN;
			per = 0;
			deg = lower_eq(s + w, k - w, "degrees") ||
			    lower_eq(s + w, k - w, "degree") ||
			    lower_eq(s + w, k - w, "deg");
			any = 1;
		}
		if (any && !per)
			return PAPO_LW_UNIT;
	}
	return PAPO_LW_PLAIN;
}

/* Is \\text content s[0..n), its spacing aside, one unit word ("min")? */
static int
text_unit(const char *s, size_t n)
{
	while (n > 0 && is_space((unsigned char)s[0]))
		s++, n--;
	while (n > 0 && (is_space((unsigned char)s[n - 1]) || s[n - 1] == '.'))
		n--;
	return n > 0 && is_unit(s, n);
}

/*
 * Is \\text content s[0..n), its spacing aside, one unit word of
 * another language ("минут", "долларов", "Rubel"; units_foreign.c)?
 * Its English unit, or NULL.
 */
static const char *
text_foreign(const char *s, size_t n)
{
	const char *f;
	size_t l;

	while (n > 0 && is_space((unsigned char)s[0]))
		s++, n--;
	while (n > 0 && (is_space((unsigned char)s[n - 1]) || s[n - 1] == '.'))
		n--;
	if (n == 0 || is_unit(s, n) ||
	    (f = papo_unit_foreign(s, n, &l)) == NULL || l != n)
		return NULL;
	return f;
}

/* The lexer's state over one input. */
struct lexer {
	struct papo_lex *lx;
	const char *s;
	size_t n;
	size_t i;
	int space;		/* white space seen since the last token */
	int wide;		/* \quad or \qquad seen since then */
	const char *currency;	/* "\$" or another currency sign just
				   before: the next number's unit
				   ("dollars", "euros", "sterling") */
	int brackets;		/* the input holds ( [ or \{: plain "1,000"
				   is doubtful */
	int over;		/* a cap was hit */
	int depth;		/* nesting of \text / \mathrm re-lexing */
	int commalist;		/* a comma not before three digits: a
				   list */
};

static void
emit(struct lexer *L, int kind, int sub, const char *text, size_t len,
    int flags)
{
	struct papo_lex *lx = L->lx;
	struct papo_ltok *t;

	if (lx->n + 1 >= PAPO_LEX_MAX_TOKENS) {
		L->over = 1;
		return;
	}
	lx->tok = papo_xgrow(lx->tok, &lx->cap, lx->n + 2, sizeof(*lx->tok));
	t = &lx->tok[lx->n++];
	t->kind = (uint8_t)kind;
	t->sub = (uint8_t)sub;
	t->flags = (uint16_t)(flags | (L->space ? PAPO_LTF_SPACE : 0) |
	    (L->wide ? PAPO_LTF_WIDE : 0));
	t->off = (uint32_t)lx->text.len;
	t->len = (uint32_t)len;
	if (len)
		papo_buf_add(&lx->text, text, len);
	papo_buf_addc(&lx->text, '\0');
	L->space = 0;
	L->wide = 0;
	L->currency = NULL;
}

/*
 * A {group} at or after i (after spaces): sets [*a, *b) to its content
 * and returns the index after the closing brace, or 0 when there is no
 * group (or it is unbalanced).  Iterative: deep nesting costs nothing.
 */
static size_t
group_at(const char *s, size_t n, size_t i, size_t *a, size_t *b)
{
	size_t depth = 0, k;

	while (i < n && is_space((unsigned char)s[i]))
		i++;
	if (i >= n || s[i] != '{')
		return 0;
	for (k = i; k < n; k++) {
		if (s[k] == '\\' && k + 1 < n) {
			k++;
			continue;
		}
		if (s[k] == '{')
			depth++;
		else if (s[k] == '}' && --depth == 0) {
			*a = i + 1;
			*b = k;
			return k + 1;
		}
	}
	return 0;
}

static void lex_range(struct lexer *L, const char *s, size_t n);

/* "{,}" with optional spaces at or after *j (after spaces): advance past it. */
static int
brace_comma(const char *s, size_t n, size_t *j)
{
	const char *p;
	size_t k = *j;

	for (p = "{,}"; *p != '\0'; p++) {
		while (k < n && s[k] == ' ')
			k++;
		if (k >= n || s[k] != *p)
			return 0;
		k++;
	}
	while (k < n && s[k] == ' ')
		k++;
	*j = k;
	return 1;
}

size_t
papo_lex_group_space(const char *s, size_t n, size_t j)
{
	const unsigned char *u = (const unsigned char *)s + j;

	if (j + 2 <= n && u[0] == 0xc2 && u[1] == 0xa0)
		return 2;	/* U+00A0 */
	if (j + 3 <= n && u[0] == 0xe2 && u[1] == 0x80 && (u[2] == 0xaf ||
	    u[2] == 0x89))
		return 3;	/* U+202F, U+2009 */
	return 0;
}

/*
 * A time at L->i: h:mm or hh:mm, optional :ss; the colon may be braced,
 * "21{:}45"; never in a ratio the caller asked for ("5:10:15").  1 when
 * one was lexed; else 0.
 */
static int
lex_time(struct lexer *L)
{
	const char *s = L->s;
	size_t n = L->n, i = L->i, k, cl;
	int sub = 0;
	char tmp[64];

	k = i;
	while (k < n && is_digit(s[k]))
		k++;
	cl = k < n && s[k] == ':' ? 1 : k + 3 <= n &&
	    memcmp(s + k, "{:}", 3) == 0 ? 3 : 0;
	if (!L->lx->ratios && cl > 0 && k - i >= 1 && k - i <= 2 &&
	    k + cl + 1 < n && is_digit(s[k + cl]) &&
	    is_digit(s[k + cl + 1]) &&
	    (k + cl + 2 >= n || !is_digit(s[k + cl + 2])) &&
	    (s[k + cl] - '0') * 10 + (s[k + cl + 1] - '0') < 60) {
		long h = 0, m, sec = 0;
		size_t e = k + cl + 2;

		for (; i < k; i++)
			h = h * 10 + (s[i] - '0');
		m = (s[k + cl] - '0') * 10 + (s[k + cl + 1] - '0');
		if (e + 2 < n && s[e] == ':' && is_digit(s[e + 1]) &&
		    is_digit(s[e + 2]) &&
		    (e + 3 >= n || !is_digit(s[e + 3]))) {
			sec = (s[e + 1] - '0') * 10 + (s[e + 2] - '0');
			e += 3;
			sub = 1;
		}
		snprintf(tmp, sizeof(tmp), "%ld", h * 3600 + m * 60 + sec);
		emit(L, PAPO_LT_TIME, sub, tmp, strlen(tmp), 0);
		L->i = e;
		return 1;
	}
	return 0;
}

/*
 * May a plain space after the number that starts at L->i group its
 * thousands ("\\boxed{1 250}" shows 1250: math mode drops the space,
 * and "1 250 €" is how French and Russian write it)?  Not in a
 * superscript or a subscript ("x^2 250" is x squared times 250).
 */
static int
space_group_ok(const struct lexer *L)
{
	return L->i == 0 || (L->s[L->i - 1] != '^' && L->s[L->i - 1] != '_');
}

/*
 * The thousands separators and groups of three digits after a number's
 * first group, at s[i]: added to t; where the number goes on.
 */
static size_t
lex_groups(struct lexer *L, size_t i, struct papo_buf *t)
{
	const char *s = L->s;
	size_t n = L->n, k, groups = 0;

	for (;;) {
		size_t j = i, plain = 0;

		if (j < n && s[j] == ',') {
			j++;
			plain = 1;
			if (j + 1 < n && s[j] == '\\' &&
			    s[j + 1] == '!') {
				j += 2;
				plain = 0;
				while (j < n && s[j] == ' ')
					j++;
			}
		} else if (brace_comma(s, n, &j)) {
			/* "14{,}916", "14 {, }916" */
		} else if (j + 1 < n && s[j] == '\\' &&
		    (s[j + 1] == ',' || s[j + 1] == ' ' || s[j + 1] == '!')) {
			j += 2;	/* "10\,000", "10\!000" */
		} else if ((k = papo_lex_group_space(s, n, j)) > 0) {
			j += k;	/* "1 234 567" with U+202F */
		} else if (j < n && s[j] == ' ' && !L->commalist &&
		    space_group_ok(L)) {
			j++;	/* "1 250 \text{€}": TeX drops the space */
			plain = 1;
		} else
			break;
		if (j + 3 <= n && is_digit(s[j]) &&
		    is_digit(s[j + 1]) && is_digit(s[j + 2]) &&
		    (j + 3 == n || !is_digit(s[j + 3]))) {
			if (plain && L->commalist)
				break;
			if (plain && L->brackets) {
				/* "(2,100)" is a pair: only a run of
				   two or more groups convinces */
				size_t q = j + 3;

				if (!(groups > 0 || (q + 3 < n &&
				    s[q] == ',' && is_digit(s[q + 1]) &&
				    is_digit(s[q + 2]) &&
				    is_digit(s[q + 3]) &&
				    (q + 4 == n ||
				    !is_digit(s[q + 4])))))
					break;
			}
			papo_buf_add(t, s + j, 3);
			i = j + 3;
			groups++;
		} else
			break;
	}
	return i;
}

/*
 * A number at L->i: digits with thousands separators, a decimal part,
 * an e-notation exponent; or a time h:mm[:ss].
 */
static void
lex_number(struct lexer *L)
{
	const char *s = L->s;
	size_t n = L->n, i = L->i, start = i, lead;
	struct papo_buf *t = &L->lx->text;
	size_t mark;
	int flags = 0, sub = 0;

	if (lex_time(L))
		return;

	mark = t->len;
	while (i < n && is_digit(s[i]))
		i++;
	lead = i - start;
	if (lead == 0)
		papo_buf_addc(t, '0');	/* ".5" is 0.5 */
	papo_buf_add(t, s + start, lead);
	/* thousands separators after a first group of 1 to 3 digits */
	if (lead >= 1 && lead <= 3 && s[start] != '0')
		i = lex_groups(L, i, t);
	if (i + 1 < n && s[i] == '.' && is_digit(s[i + 1])) {
		size_t d = i + 1;

		while (d < n && is_digit(s[d]))
			d++;
		papo_buf_add(t, s + i, d - i);
		i = d;
		flags |= PAPO_LTF_DOT;
	}
	/* e-notation: 1e-7, 2.5E+3 (never a bare "2e", which is 2 times e) */
	if (i + 1 < n && (s[i] == 'e' || s[i] == 'E')) {
		size_t d = i + 1;

		if (d < n && (s[d] == '+' || s[d] == '-'))
			d++;
		if (d < n && is_digit(s[d])) {
			size_t z = d;

			while (z < n && is_digit(s[z]))
				z++;
			if (z == n || !is_alpha((unsigned char)s[z])) {
				papo_buf_addc(t, 'e');
				papo_buf_add(t, s + i + 1, z - i - 1);
				i = z;
				sub = 'e';
			}
		}
	}
	{
		size_t len = t->len - mark;
		char *copy = papo_xmemdup(t->s + mark, len);
		const char *cur = L->currency;

		papo_buf_truncate(t, mark);
		emit(L, PAPO_LT_NUM, sub, copy, len, flags);
		free(copy);
		/* \$5 is 5 dollars: not 5 cents; €5 is 5 euros */
		if (cur)
			emit(L, PAPO_LT_WORD, PAPO_LW_UNIT, cur, strlen(cur),
			    0);
	}
	L->i = i;
}

/*
 * A currency sign other than the dollar's: each currency is a dimension
 * of its own, not dollars, so the number the sign stands before ("€5",
 * "£5") or right after ("5€", "5 €") is in that currency (word, a unit
 * of units.c); anywhere else the sign is dropped.
 */
static void
lex_currency(struct lexer *L, const char *word)
{
	const struct papo_ltok *t = L->lx->n ? &L->lx->tok[L->lx->n - 1] :
	    NULL;

	if (t && t->kind == PAPO_LT_NUM)
		emit(L, PAPO_LT_WORD, PAPO_LW_UNIT, word, strlen(word), 0);
	else
		L->currency = word;
}

/* A run of ASCII letters: one letter is a variable, more are a word. */
static void
lex_letters(struct lexer *L)
{
	const char *s = L->s;
	size_t i = L->i, a = i;
	int cls, fn = 0;

	while (i < L->n && is_alpha((unsigned char)s[i]))
		i++;
	L->i = i;
	if (i - a == 1) {
		emit(L, PAPO_LT_SYM, 0, s + a, 1, 0);
		return;
	}
	cls = papo_lex_word_class(s + a, i - a, &fn);
	if (lower_eq(s + a, i - a, "percent") ||
	    lower_eq(s + a, i - a, "pct") ||
	    lower_eq(s + a, i - a, "percentage")) {
		emit(L, PAPO_LT_PERCENT, 0, NULL, 0, 0);
		return;
	}
	if (cls == PAPO_LW_FUNC && fn == PAPO_FN_SQRT) {
		emit(L, PAPO_LT_SQRT, 'u', NULL, 0, 0);
		return;
	}
	if (cls == PAPO_LW_FUNC) {
		emit(L, PAPO_LT_FUNC, fn, s + a, i - a, 0);
		return;
	}
	if (cls == PAPO_LW_CONST) {
		emit(L, PAPO_LT_CONST, fn, s + a, i - a, 0);
		return;
	}
	emit(L, PAPO_LT_WORD, cls, s + a, i - a, 0);
}

/*
 * The end of the unit in s[a..b) when it is a unit word with a label in
 * parentheses ("hours (meditation)", "cm (height)"): one to three words
 * of lowercase letters, none a qualifier of the value ("approx", "max");
 * else b.
 */
static size_t
unit_label(const char *s, size_t a, size_t b)
{
	static const char *const qual[] = { "approx", "approximately",
	    "about", "roughly", "estimated", "estimate", "rounded", "round",
	    "min", "max", "minimum", "maximum", "least", "most", "or", "not",
	    "maybe", "wrong", "incorrect", "each", "per", "total", "left",
	    "remaining", "more", "less", "extra", NULL };
	size_t q, u, k, w, words = 0;

	if (b - a < 4 || s[b - 1] != ')')
		return b;
	for (q = b - 1; q > a && s[q - 1] != '('; q--)
		;
	if (q <= a + 1 || q == b - 1)
		return b;
	for (u = q - 1; u > a && s[u - 1] == ' '; u--)
		;
	if (!is_unit(s + a, u - a))
		return b;
	for (k = q; k < b - 1; k = w) {
		while (k < b - 1 && s[k] == ' ')
			k++;
		for (w = k; w < b - 1 && s[w] >= 'a' && s[w] <= 'z'; w++)
			;
		if (w == k || (w < b - 1 && s[w] != ' ') || ++words > 3)
			return b;
		for (u = 0; qual[u]; u++)
			if (lower_eq(s + k, w - k, qual[u]))
				return b;
	}
	for (u = q - 1; u > a && s[u - 1] == ' '; u--)
		;
	return words > 0 ? u : b;
}

/* \text{...} and friends: a TEXT token, or lexed when it is a number. */
static void
lex_text(struct lexer *L, const char *s, size_t n)
{
	size_t a = 0, b = n, k;
	int numeric = 1, cls;
	const char *f;

	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	if (a == b) {
		L->space = 1;
		return;
	}
	b = unit_label(s, a, b);	/* "hours (yoga)": hours */
	for (k = a; k < b; k++)
		if (!is_digit(s[k]) && s[k] != '.' && s[k] != ',' &&
		    s[k] != '-' && s[k] != ' ')
			numeric = 0;
	if (!numeric && L->depth < 3 && memchr(s + a, ',', b - a) != NULL) {
		/* \text{A,D}: a list of choices */
		size_t item = 0;
		int list = 1;

		for (k = a; k < b && list; k++) {
			if (s[k] == ',')
				item = 0;
			else if (s[k] == ' ')
				continue;
			else if (!is_alpha((unsigned char)s[k]) &&
			    !is_digit(s[k]))
				list = 0;
			else if (++item > 2)
				list = 0;
		}
		if (list) {
			lex_range(L, s + a, b - a);
			return;
		}
	}
	if (numeric || (L->depth < 3 && memchr(s + a, '$', b - a) != NULL)) {
		lex_range(L, s + a, b - a);
		return;
	}
	if (lower_eq(s + a, b - a, "percent") || (b - a == 1 && s[a] == '%')) {
		emit(L, PAPO_LT_PERCENT, 0, NULL, 0, 0);
		return;
	}
	if ((f = text_foreign(s + a, b - a)) != NULL) {
		/* "\\text{ минут}", "\\text{ долларов}": its unit */
		emit(L, PAPO_LT_TEXT, PAPO_LW_UNIT, f, strlen(f), 0);
		L->space = 1;
		return;
	}
	cls = papo_lex_word_class(s + a, b - a, NULL);
	if (cls == PAPO_LW_FUNC && text_unit(s + a, b - a))
		cls = PAPO_LW_UNIT;	/* "\\text{ min}": minutes, not \\min */
	else if (cls == PAPO_LW_FUNC || cls == PAPO_LW_CONST)
		cls = PAPO_LW_PLAIN;
	emit(L, PAPO_LT_TEXT, cls, s + a, b - a, 0);
	L->space = 1;
}

/* Decode one UTF-8 sequence at s[i]; returns its length, *cp the code point. */
static size_t
utf8_at(const char *s, size_t n, size_t i, unsigned long *cp)
{
	const unsigned char *u = (const unsigned char *)s + i;
	size_t left = n - i;

	if (u[0] < 0x80) {
		*cp = u[0];
		return 1;
	}
	/* JSON input is valid UTF-8; other callers may pass anything */
	if ((u[0] & 0xe0) == 0xc0 && left >= 2 && (u[1] & 0xc0) == 0x80) {
		*cp = ((unsigned long)(u[0] & 0x1f) << 6) | (u[1] & 0x3f);
		return 2;
	}
	if ((u[0] & 0xf0) == 0xe0 && left >= 3 && (u[1] & 0xc0) == 0x80 &&
	    (u[2] & 0xc0) == 0x80) {
		*cp = ((unsigned long)(u[0] & 0x0f) << 12) |
		    ((unsigned long)(u[1] & 0x3f) << 6) | (u[2] & 0x3f);
		return 3;
	}
	if ((u[0] & 0xf8) == 0xf0 && left >= 4 && (u[1] & 0xc0) == 0x80 &&
	    (u[2] & 0xc0) == 0x80 && (u[3] & 0xc0) == 0x80) {
		*cp = ((unsigned long)(u[0] & 0x07) << 18) |
		    ((unsigned long)(u[1] & 0x3f) << 12) |
		    ((unsigned long)(u[2] & 0x3f) << 6) | (u[3] & 0x3f);
		return 4;
	}
	*cp = 0xfffd;
	return 1;
}

/* A non-ASCII character: operators and letters with ASCII meanings. */
static void
lex_unicode(struct lexer *L)
{
	static const struct {
		unsigned long cp;
		uint8_t kind, sub;
		const char *name;
	} map[] = {
		{ 0x00b0, PAPO_LT_DEGREE, 0, NULL },
		{ 0x00b1, PAPO_LT_PM, 0, NULL },
		{ 0x00b7, PAPO_LT_OP, '*', NULL },
		{ 0x00d7, PAPO_LT_OP, '*', NULL },
		{ 0x00f7, PAPO_LT_OP, '/', NULL },
		{ 0x03b1, PAPO_LT_SYM, 0, "alpha" },
		{ 0x03b2, PAPO_LT_SYM, 0, "beta" },
		{ 0x03b3, PAPO_LT_SYM, 0, "gamma" },
		{ 0x03b8, PAPO_LT_SYM, 0, "theta" },
		{ 0x03bb, PAPO_LT_SYM, 0, "lambda" },
		{ 0x03c0, PAPO_LT_CONST, PAPO_C_PI, NULL },
		{ 0x2013, PAPO_LT_OP, '-', NULL },
		{ 0x2032, PAPO_LT_OP, '\'', NULL },
		{ 0x2062, PAPO_LT_OP, '*', NULL },
		{ 0x2208, PAPO_LT_REL, PAPO_REL_IN, NULL },
		{ 0x2212, PAPO_LT_OP, '-', NULL },
		{ 0x2213, PAPO_LT_PM, 1, NULL },
		{ 0x2215, PAPO_LT_OP, '/', NULL },
		{ 0x2217, PAPO_LT_OP, '*', NULL },
		{ 0x221a, PAPO_LT_SQRT, 'u', NULL },
		{ 0x221e, PAPO_LT_CONST, PAPO_C_INF, NULL },
		{ 0x2229, PAPO_LT_SETOP, 'n', NULL },
		{ 0x222a, PAPO_LT_SETOP, 'u', NULL },
		{ 0x2248, PAPO_LT_REL, PAPO_REL_APPROX, NULL },
		{ 0x2260, PAPO_LT_REL, PAPO_REL_NE, NULL },
		{ 0x2264, PAPO_LT_REL, PAPO_REL_LE, NULL },
		{ 0x2265, PAPO_LT_REL, PAPO_REL_GE, NULL },
		{ 0x22c5, PAPO_LT_OP, '*', NULL },
		{ 0x2205, PAPO_LT_CONST, PAPO_C_EMPTY, NULL },
	};
	unsigned long cp;
	size_t len = utf8_at(L->s, L->n, L->i, &cp), k;

	L->i += len;
	for (k = 0; k < sizeof(map) / sizeof(map[0]); k++)
		if (map[k].cp == cp) {
			emit(L, map[k].kind, map[k].sub, map[k].name,
			    map[k].name ? strlen(map[k].name) : 0, 0);
			return;
		}
	switch (cp) {
	case 0x2103:	/* degree Celsius, degree Fahrenheit */
	case 0x2109:
		emit(L, PAPO_LT_DEGREE, 0, NULL, 0, 0);
		emit(L, PAPO_LT_SYM, 0, cp == 0x2103 ? "C" : "F", 1, 0);
		return;
	case 0x212a:	/* kelvin sign */
		emit(L, PAPO_LT_TEXT, PAPO_LW_UNIT, "K", 1, 0);
		return;
	case 0x00b2:
	case 0x00b3:
		emit(L, PAPO_LT_OP, '^', NULL, 0, 0);
		emit(L, PAPO_LT_NUM, 0, cp == 0x00b2 ? "2" : "3", 1, 0);
		return;
	case 0x00a0:
	case 0x2009:
	case 0x200a:
	case 0x202f:
	case 0x3000:
		L->space = 1;
		return;
	default:
		break;
	}
	{
		/* a currency's sign (units_currency.c: "€", "£", "¥",
		   "₩", "₹", "₽", ...): an amount in that currency
		   (lex_currency) */
		size_t sl;
		const char *cur = papo_unit_currency_sign(L->s + L->i -
		    len, len, 1, &sl);

		if (cur != NULL && sl == len) {
			lex_currency(L, cur);
			return;
		}
	}
	/* other text (CJK, accents): one TEXT token per run */
	{
		size_t a = L->i - len;

		while (L->i < L->n && (unsigned char)L->s[L->i] >= 0x80) {
			size_t l2 = utf8_at(L->s, L->n, L->i, &cp);

			if (cp == 0x2212 || cp == 0x00d7 || cp == 0x00b0 ||
			    cp == 0x03c0 || cp == 0x221a || cp == 0x00b2)
				break;
			L->i += l2;
		}
		emit(L, PAPO_LT_TEXT, PAPO_LW_PLAIN, L->s + a, L->i - a, 0);
	}
}

/*
 * Lex s[0..n), the argument of \text or \mathrm, with f, unless that
 * nests three deep already.
 */
static void
lex_nested(struct lexer *L, void (*f)(struct lexer *, const char *, size_t),
    const char *s, size_t n)
{
	if (L->depth < 3) {
		L->depth++;
		f(L, s, n);
		L->depth--;
	}
}

/* \begin{env}: the name is [a, b); a BEGIN token, or OTHER without {env}. */
static void
lex_begin(struct lexer *L, size_t a, size_t b)
{
	static const struct {
		const char *name;
		int env;
	} envs[] = {
		{ "matrix", PAPO_ENV_MATRIX },
		{ "pmatrix", PAPO_ENV_MATRIX },
		{ "bmatrix", PAPO_ENV_MATRIX },
		{ "Bmatrix", PAPO_ENV_MATRIX },
		{ "smallmatrix", PAPO_ENV_MATRIX },
		{ "array", PAPO_ENV_MATRIX },
		{ "vmatrix", PAPO_ENV_VMATRIX },
		{ "Vmatrix", PAPO_ENV_VMATRIX },
		{ "cases", PAPO_ENV_ROWS },
		{ "aligned", PAPO_ENV_ROWS },
		{ "align", PAPO_ENV_ROWS },
		{ "align*", PAPO_ENV_ROWS },
		{ "gathered", PAPO_ENV_ROWS },
		{ "gather", PAPO_ENV_ROWS },
		{ "gather*", PAPO_ENV_ROWS },
		{ "split", PAPO_ENV_ROWS },
		{ "eqnarray", PAPO_ENV_ROWS },
		{ "eqnarray*", PAPO_ENV_ROWS },
	};
	const char *s = L->s;
	size_t k, ga, gb, next;
	int env = PAPO_ENV_OTHER;

	L->i = b;
	if ((next = group_at(s, L->n, b, &ga, &gb)) == 0) {
		emit(L, PAPO_LT_OTHER, '\\', s + a - 1, b - a + 1, 0);
		return;
	}
	for (k = 0; k < sizeof(envs) / sizeof(envs[0]); k++)
		if (strlen(envs[k].name) == gb - ga &&
		    memcmp(envs[k].name, s + ga, gb - ga) == 0)
			env = envs[k].env;
	L->i = next;
	/* array's column spec: {cc|c} */
	if (gb - ga == 5 && memcmp(s + ga, "array", 5) == 0 &&
	    (next = group_at(s, L->n, L->i, &ga, &gb)) != 0)
		L->i = next;
	emit(L, PAPO_LT_BEGIN, env, NULL, 0, 0);
}

/*
 * \not (or \centernot) at s[a..b): before '=' (spaces, spacing and one
 * pair of braces aside) the relation \neq ("x \not= 42", "x \not{=} 42"),
 * so that "x \not= 42" is not read as the labelled value x = 42; before
 * anything else ("\not\equiv", "\not<") a command papo does not read,
 * which keeps the relation after it from being the plain one.
 */
static void
lex_not(struct lexer *L, size_t a, size_t b)
{
	const char *s = L->s;
	size_t n = L->n, j = b;
	int brace = 0;

	for (;;) {	/* spaces and spacing: "\\not\\!=" */
		if (j < n && is_space((unsigned char)s[j]))
			j++;
		else if (j + 1 < n && s[j] == '\\' && strchr("!,;: ",
		    s[j + 1]) != NULL)
			j += 2;
		else
			break;
	}
	if (j < n && s[j] == '{') {
		brace = 1;
		j++;
	}
	if (j < n && s[j] == '=' && (!brace || (j + 1 < n && s[j + 1] ==
	    '}'))) {
		L->i = j + 1 + brace;
		emit(L, PAPO_LT_REL, PAPO_REL_NE, NULL, 0, 0);
		return;
	}
	emit(L, PAPO_LT_OTHER, '\\', s + a - 1, b - a + 1, 0);
}

static void
lex_command(struct lexer *L, size_t a, size_t b)
{
	const char *s = L->s;
	const struct cmd *c = find_cmd(s + a, b - a);
	size_t ga, gb, next;

	if (c == NULL) {
		/* "\quadx": a spacing macro glued to a letter */
		if (b - a > 5 && memcmp(s + a, "qquad", 5) == 0) {
			L->i = a + 5;
			L->space = L->wide = 1;
			return;
		}
		if (b - a > 4 && memcmp(s + a, "quad", 4) == 0) {
			L->i = a + 4;
			L->space = L->wide = 1;
			return;
		}
		L->i = b;
		emit(L, PAPO_LT_OTHER, '\\', s + a - 1, b - a + 1, 0);
		return;
	}
	L->i = b;
	switch (c->act) {
	case K_SKIP:
		L->space = 1;
		if ((b - a == 4 && memcmp(s + a, "quad", 4) == 0) ||
		    (b - a == 5 && memcmp(s + a, "qquad", 5) == 0))
			L->wide = 1;
		return;
	case K_SKIPARG:
		if ((next = group_at(s, L->n, b, &ga, &gb)) != 0)
			L->i = next;
		L->space = 1;
		return;
	case K_WRAP:
		return;
	case K_TEXT:
		if ((next = group_at(s, L->n, b, &ga, &gb)) == 0)
			return;
		L->i = next;
		lex_nested(L, lex_text, s + ga, gb - ga);
		return;
	case K_ROMAN: {
		size_t k;
		int fn, letters = 1;

		if ((next = group_at(s, L->n, b, &ga, &gb)) == 0)
			return;
		L->i = next;
		while (ga < gb && is_space((unsigned char)s[ga]))
			ga++;
		while (gb > ga && is_space((unsigned char)s[gb - 1]))
			gb--;
		for (k = ga; k < gb; k++)
			if (!is_alpha((unsigned char)s[k]))
				letters = 0;
		if (!letters || ga == gb)
			lex_nested(L, lex_range, s + ga, gb - ga);
		else if (gb - ga == 1 && L->lx->n > 0 &&
		    L->lx->tok[L->lx->n - 1].kind == PAPO_LT_NUM &&
		    (s[ga] == 'K' || is_unit(s + ga, 1)))
			/* 291.15\,\mathrm{K}, 5\,\mathrm{m}: a unit after
			   a number */
			emit(L, PAPO_LT_TEXT, PAPO_LW_UNIT, s + ga, 1, 0);
		else if (gb - ga == 1)
			emit(L, PAPO_LT_SYM, 0, s + ga, 1, 0);
		else if ((fn = papo_lex_func(s + ga, gb - ga)) != PAPO_FN_NONE)
			emit(L, PAPO_LT_FUNC, fn, s + ga, gb - ga, 0);
		else
			lex_nested(L, lex_text, s + ga, gb - ga);
		return;
	}
	case K_GREEK:
		emit(L, PAPO_LT_SYM, 0, c->name, strlen(c->name), 0);
		return;
	case K_ARROW:
		emit(L, PAPO_LT_REL, PAPO_REL_ARROW, NULL, 0, 0);
		return;
	case K_NOT:
		lex_not(L, a, b);
		return;
	case K_BEGIN:
		lex_begin(L, a, b);
		return;
	case K_END:
		if ((next = group_at(s, L->n, b, &ga, &gb)) != 0)
			L->i = next;
		emit(L, PAPO_LT_ENDENV, 0, NULL, 0, 0);
		return;
	case K_TOK:
		if (c->kind == PAPO_LT_FUNC)
			emit(L, c->kind, c->sub, c->name, strlen(c->name), 0);
		else
			emit(L, c->kind, c->sub, NULL, 0, 0);
		return;
	default:
		return;
	}
}

/* One backslash sequence at L->i. */
static void
lex_backslash(struct lexer *L)
{
	const char *s = L->s;
	size_t n = L->n, i = L->i, a, b;

	if (i + 1 >= n) {
		L->i = n;
		return;
	}
	if (s[i + 1] == '\\') {
		/* "\\frac": text escaped twice; else a row separator */
		a = i + 2;
		b = a;
		while (b < n && is_alpha((unsigned char)s[b]))
			b++;
		if (b > a && papo_lex_known_command(s + a, b - a)) {
			L->i = i + 1;
			lex_command(L, a, b);
			return;
		}
		L->i = i + 2;
		emit(L, PAPO_LT_ROWSEP, 0, NULL, 0, 0);
		return;
	}
	if (is_alpha((unsigned char)s[i + 1])) {
		a = i + 1;
		b = a;
		while (b < n && is_alpha((unsigned char)s[b]))
			b++;
		if (b < n && s[b] == '*' && b - a == 5 &&
		    memcmp(s + a, "text", 4) == 0)
			b++;
		lex_command(L, a, b);
		return;
	}
	L->i = i + 2;
	switch (s[i + 1]) {
	case '$':
		L->currency = "dollars";
		L->space = 1;
		return;
	case ',': case ';': case ':': case '!': case ' ': case '>':
	case '\t': case '\n': case '(': case ')': case '[': case ']':
	case '&': case '#':
		L->space = 1;
		return;
	case '{':
		emit(L, PAPO_LT_OPEN, 'S', NULL, 0, 0);
		return;
	case '}':
		emit(L, PAPO_LT_CLOSE, 'S', NULL, 0, 0);
		return;
	case '%':
		emit(L, PAPO_LT_PERCENT, 0, NULL, 0, 0);
		return;
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		/* "\15": a lost "\$" */
		L->i = i + 1;
		return;
	case '|':
		emit(L, PAPO_LT_BAR, 0, NULL, 0, 0);
		return;
	case '_':
		emit(L, PAPO_LT_OP, '_', NULL, 0, 0);
		return;
	default:
		emit(L, PAPO_LT_OTHER, '\\', s + i, 2, 0);
		return;
	}
}

/* "^\circ", "^{\circ}", "^{ \circ }": a degree sign after '^'. */
static size_t
degree_after_caret(const char *s, size_t n, size_t i)
{
	size_t k = i;

	while (k < n && is_space((unsigned char)s[k]))
		k++;
	if (k + 5 <= n && memcmp(s + k, "\\circ", 5) == 0 &&
	    (k + 5 == n || !is_alpha((unsigned char)s[k + 5])))
		return k + 5;
	if (k < n && s[k] == '{') {
		size_t j = k + 1;

		while (j < n && is_space((unsigned char)s[j]))
			j++;
		if (j + 5 <= n && memcmp(s + j, "\\circ", 5) == 0) {
			j += 5;
			while (j < n && is_space((unsigned char)s[j]))
				j++;
			if (j < n && s[j] == '}')
				return j + 1;
		}
	}
	return 0;
}

/* A relation's sign (or '!' and ':' alone), c, d the byte after it. */
static void
lex_rel(struct lexer *L, int c, int d)
{
	switch (c) {
	case '!':
		if (d == '=') {
			L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_NE, NULL, 0, 0);
		} else
			emit(L, PAPO_LT_OP, '!', NULL, 0, 0);
		break;
	case '=':
		if (d == '>') {
			L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_ARROW, NULL, 0, 0);
		} else {
			if (d == '=')
				L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_EQ, NULL, 0, 0);
		}
		break;
	case '<':
		if (d == '=') {
			L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_LE, NULL, 0, 0);
		} else if (d == '>') {
			L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_NE, NULL, 0, 0);
		} else
			emit(L, PAPO_LT_REL, PAPO_REL_LT, NULL, 0, 0);
		break;
	case '>':
		if (d == '=') {
			L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_GE, NULL, 0, 0);
		} else
			emit(L, PAPO_LT_REL, PAPO_REL_GT, NULL, 0, 0);
		break;
	case ':':
		if (d == '=') {
			L->i++;
			emit(L, PAPO_LT_REL, PAPO_REL_EQ, NULL, 0, 0);
		} else
			emit(L, PAPO_LT_COLON, 0, NULL, 0, 0);
		break;
	}
}

/*
 * The ASCII sign c at s[i] (L->i past it), d the byte after it: an
 * operator, a relation, a bracket or a separator emitted.
 */
static void
lex_punct(struct lexer *L, const char *s, size_t n, size_t i, int c, int d)
{
	size_t k;

	switch (c) {
	case '\\':
		L->i = i;
		lex_backslash(L);
		break;
	case '$':
		/* "$42", the one '$' of the text: a dollar's sign, not
		   math (and no unit against another dimension: "The
		   answer is $9." where hours are asked) */
		if (d >= '0' && d <= '9' && memchr(s, '$', i) == NULL &&
		    memchr(s + i + 1, '$', n - i - 1) == NULL)
			L->currency = "dollarsign";
		L->space = 1;
		break;
	case '+': case '*': case '/': case '\'': case '_':
		if (c == '*' && d == '*') {
			L->i++;
			emit(L, PAPO_LT_OP, '^', NULL, 0, 0);
		} else
			emit(L, PAPO_LT_OP, c, NULL, 0, 0);
		break;
	case '-':
		emit(L, PAPO_LT_OP, '-', NULL, 0, 0);
		break;
	case '^':
		if ((k = degree_after_caret(s, n, i + 1)) != 0) {
			L->i = k;
			emit(L, PAPO_LT_DEGREE, 0, NULL, 0, 0);
		} else
			emit(L, PAPO_LT_OP, '^', NULL, 0, 0);
		break;
	case '!': case '=': case '<': case '>': case ':':
		lex_rel(L, c, d);
		break;
	case '(': case '[':
		emit(L, PAPO_LT_OPEN, c, NULL, 0, 0);
		break;
	case ')':
		emit(L, PAPO_LT_CLOSE, '(', NULL, 0, 0);
		break;
	case ']':
		emit(L, PAPO_LT_CLOSE, '[', NULL, 0, 0);
		break;
	case '{':
		if (d == ',' && i + 2 < n && s[i + 2] == '}') {
			L->i = i + 3;
			emit(L, PAPO_LT_COMMA, 0, NULL, 0, 0);
		} else
			emit(L, PAPO_LT_OPEN, '{', NULL, 0, 0);
		break;
	case '}':
		emit(L, PAPO_LT_CLOSE, '{', NULL, 0, 0);
		break;
	case '|':
		emit(L, PAPO_LT_BAR, 0, NULL, 0, 0);
		break;
	case ',':
		emit(L, PAPO_LT_COMMA, 0, NULL, 0, 0);
		break;
	case ';':
		emit(L, PAPO_LT_SEMI, 0, NULL, 0, 0);
		break;
	case '&':
		emit(L, PAPO_LT_AMP, 0, NULL, 0, 0);
		break;
	case '%':
		emit(L, PAPO_LT_PERCENT, 0, NULL, 0, 0);
		break;
	default:
		emit(L, PAPO_LT_OTHER, c, s + i, 1, 0);
		break;
	}
}

/* The tokens of s[0..n), emitted; L's own text and place kept. */
static void
lex_range(struct lexer *L, const char *s, size_t n)
{
	const char *os = L->s;
	size_t on = L->n, oi = L->i;

	L->s = s;
	L->n = n;
	L->i = 0;
	while (L->i < L->n && !L->over) {
		size_t i = L->i;
		int c = (unsigned char)s[i], d = i + 1 < n ?
		    (unsigned char)s[i + 1] : -1;

		if (is_space(c)) {
			L->space = 1;
			if (c == '\n')
				L->wide = 1;	/* a line between equations */
			L->i++;
			continue;
		}
		if (is_digit(c) || (c == '.' && d >= '0' && d <= '9')) {
			lex_number(L);
			continue;
		}
		if (is_alpha(c)) {
			lex_letters(L);
			continue;
		}
		if (c >= 0x80) {
			lex_unicode(L);
			continue;
		}
		L->i++;
		lex_punct(L, s, n, i, c, d);
	}
	L->s = os;
	L->n = on;
	L->i = oi;
}

void
papo_lex_init(struct papo_lex *lx)
{
	memset(lx, 0, sizeof(*lx));
	papo_buf_init(&lx->text);
}

void
papo_lex_release(struct papo_lex *lx)
{
	free(lx->tok);
	papo_buf_release(&lx->text);
	memset(lx, 0, sizeof(*lx));
}

int
papo_lex_run(struct papo_lex *lx, const char *s, size_t n)
{
	struct lexer L;
	size_t i;

	lx->n = 0;
	papo_buf_reset(&lx->text);
	lx->tok = papo_xgrow(lx->tok, &lx->cap, 1, sizeof(*lx->tok));
	memset(&L, 0, sizeof(L));
	L.lx = lx;
	if (n > PAPO_LEX_MAX_INPUT)
		L.over = 1;
	else {
		for (i = 0; i < n; i++)
			if (s[i] == '(' || s[i] == '[' ||
			    (s[i] == '{' && i > 0 && s[i - 1] == '\\'))
				break;
		L.brackets = i < n;
		/* "27,54,108" is a list: then no plain comma groups digits */
		L.commalist = lx->commas;
		for (i = 0; i < n && !L.commalist; i++)
			if (s[i] == ',' && !(i > 0 && is_digit(s[i - 1]) &&
			    i + 3 < n && is_digit(s[i + 1]) &&
			    is_digit(s[i + 2]) && is_digit(s[i + 3]) &&
			    (i + 4 >= n || !is_digit(s[i + 4])))) {
				if (i + 1 < n && s[i + 1] == '\\')
					continue;	/* ",\!" */
				L.commalist = 1;
				break;
			}
		/* "\frac" written in JSON as "\f"+"rac" became a form feed and
		   "rac": undo such accidents (\f, \b) before lexing */
		for (i = 0; i + 1 < n; i++)
			if ((s[i] == '\f' || s[i] == '\b') &&
			    is_alpha((unsigned char)s[i + 1]))
				break;
		if (i + 1 < n) {
			struct papo_buf fix = PAPO_BUF_INIT;

			for (i = 0; i < n; i++) {
				if ((s[i] == '\f' || s[i] == '\b') &&
				    i + 1 < n &&
				    is_alpha((unsigned char)s[i + 1])) {
					papo_buf_addc(&fix, '\\');
					papo_buf_addc(&fix,
					    s[i] == '\f' ? 'f' : 'b');
				} else
					papo_buf_addc(&fix, s[i]);
			}
			lex_range(&L, fix.s, fix.len);
			papo_buf_release(&fix);
		} else
			lex_range(&L, s, n);
	}
	memset(&lx->tok[lx->n], 0, sizeof(lx->tok[0]));
	lx->tok[lx->n].kind = PAPO_LT_END;
	return L.over ? -1 : 0;
}
