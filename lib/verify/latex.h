/* SPDX-License-Identifier: MIT */
/*
 * latex.h: a lexer for LaTeX math answers: tokens with the markup normalized
 * away.
 */
#ifndef PAPO_LATEX_H
#define PAPO_LATEX_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/*
 * Token kinds.  The lexer does the normalization that needs no
 * structure: \left/\right, spacing macros and font wrappers vanish,
 * \dfrac and \tfrac become \frac, \le and <= become one relation,
 * Unicode operators become their ASCII forms, thousands separators
 * ("1,000", "14{,}916", "11,\!111") disappear inside numbers, "$",
 * "\$" and other currency signs are dropped, "\%" and "percent" become
 * PERCENT, "^\circ" and U+00B0 become DEGREE.
 */
enum papo_lt {
	PAPO_LT_END,
	PAPO_LT_NUM,		/* text: digits with at most one '.'; sub:
				   'e' when written in e-notation (text then
				   "m" "e" "x") */
	PAPO_LT_TIME,		/* h:mm[:ss] [am|pm]; text: seconds since
				   0:00 */
	PAPO_LT_SYM,		/* a variable: one letter or a Greek name */
	PAPO_LT_WORD,		/* two or more ASCII letters (sub:
				   PAPO_LW_*) */
	PAPO_LT_TEXT,		/* \text{...} content (sub: PAPO_LW_*) */
	PAPO_LT_FUNC,		/* \sin, \log, ...: sub is enum papo_fn */
	PAPO_LT_CONST,		/* sub: PAPO_C_PI, _INF, _EMPTY, _I */
	PAPO_LT_OP,		/* sub: '+' '-' '*' '/' '^' '_' '!' '\'' */
	PAPO_LT_PM,		/* sub: 0 for \pm, 1 for \mp */
	PAPO_LT_REL,		/* sub: enum papo_rel */
	PAPO_LT_SETOP,		/* sub: 'u' (cup), 'n' (cap), '\\'
				   (setminus) */
	PAPO_LT_OPEN,		/* sub: '(' '[' '{' 'S' (\{) 'A' (\langle)
				   'F' 'C' */
	PAPO_LT_CLOSE,		/* (floor, ceil) */
	PAPO_LT_BAR,		/* | or \vert or \| */
	PAPO_LT_COMMA,
	PAPO_LT_SEMI,
	PAPO_LT_COLON,
	PAPO_LT_FRAC,
	PAPO_LT_SQRT,		/* sub 'u': √ or the word sqrt, whose
				   argument is a whole number (√30) */
	PAPO_LT_BINOM,
	PAPO_LT_PERCENT,
	PAPO_LT_DEGREE,
	PAPO_LT_BEGIN,		/* \begin{env}: sub is enum papo_env */
	PAPO_LT_ENDENV,
	PAPO_LT_AMP,
	PAPO_LT_ROWSEP,		/* \\ */
	PAPO_LT_DOTS,
	PAPO_LT_OTHER		/* anything else (unknown command, stray
				   char) */
};

/* Classes of words and \text contents. */
enum papo_lw {
	PAPO_LW_PLAIN,		/* none of these */
	PAPO_LW_AND,		/* "and", "or": a list separator */
	PAPO_LW_UNIT,		/* a unit from the conservative list */
	PAPO_LW_FUNC,		/* a function name written bare: sin, sqrt,
				   exp */
	PAPO_LW_CONST		/* pi, infinity, inf, oo */
};

enum papo_fn {
	PAPO_FN_NONE,
	PAPO_FN_SIN, PAPO_FN_COS, PAPO_FN_TAN, PAPO_FN_COT, PAPO_FN_SEC,
	PAPO_FN_CSC, PAPO_FN_ASIN, PAPO_FN_ACOS, PAPO_FN_ATAN, PAPO_FN_ACOT,
	PAPO_FN_ASEC, PAPO_FN_ACSC, PAPO_FN_SINH, PAPO_FN_COSH, PAPO_FN_TANH,
	PAPO_FN_COTH, PAPO_FN_SECH, PAPO_FN_CSCH, PAPO_FN_LN, PAPO_FN_LOG,
	PAPO_FN_LG, PAPO_FN_EXP, PAPO_FN_SQRT, PAPO_FN_ABS, PAPO_FN_MIN,
	PAPO_FN_MAX, PAPO_FN_GCD, PAPO_FN_LCM, PAPO_FN_FLOOR, PAPO_FN_CEIL,
	PAPO_FN_DET, PAPO_FN_ROOT, PAPO_FN_FACT, PAPO_FN_BINOM, PAPO_FN_SGN,
	PAPO_FN_NFUNCS
};

enum papo_const {
	PAPO_C_PI = 1,
	PAPO_C_INF,
	PAPO_C_EMPTY,
	PAPO_C_I,
	PAPO_C_E
};

enum papo_rel {
	PAPO_REL_EQ = 1,
	PAPO_REL_NE,
	PAPO_REL_LT,
	PAPO_REL_LE,
	PAPO_REL_GT,
	PAPO_REL_GE,
	PAPO_REL_APPROX,
	PAPO_REL_IN,
	PAPO_REL_ARROW,		/* \Rightarrow, \implies, \to: "so" */
	PAPO_REL_OTHER		/* \subset, \equiv, \perp, ...: not
				   compared */
};

enum papo_env {
	PAPO_ENV_MATRIX = 1,	/* matrix, pmatrix, bmatrix, array, ... */
	PAPO_ENV_VMATRIX,	/* vmatrix, Vmatrix: a determinant */
	PAPO_ENV_ROWS,		/* cases, aligned, gathered, ...: a
				   system */
	PAPO_ENV_OTHER
};

/* Token flags. */
#define PAPO_LTF_SPACE	0x1	/* white space (or a spacing macro)
				   before */
#define PAPO_LTF_DOT	0x2	/* NUM: written with a decimal point */
#define PAPO_LTF_WIDE	0x4	/* \quad, \qquad or a new line before:
				   between two equations, a separator */

/*
 * One token.  off and len locate its normalized text in the lexer's
 * text buffer (numbers without separators, names, \text contents).
 */
struct papo_ltok {
	uint8_t kind;
	uint8_t sub;
	uint16_t flags;
	uint32_t off;
	uint32_t len;
};

/* Caps: an answer past these is reported as capped, never lexed in part. */
#define PAPO_LEX_MAX_INPUT	((size_t)4 << 20)
#define PAPO_LEX_MAX_TOKENS	20000

/*
 * A lexer's output, reused from one answer to the next (one per
 * thread).  tok[n] is always a PAPO_LT_END token.  The struct owns its
 * arrays.
 */
struct papo_lex {
	struct papo_ltok *tok;
	size_t n;
	size_t cap;
	struct papo_buf text;
	int commas;		/* set by the caller: a plain comma
				   always separates items ("101,103,107"
				   is a list); 0 after papo_lex_init */
	int ratios;		/* set by the caller: digits joined by
				   colons are a ratio, never a time
				   ("5:10:15"); 0 after papo_lex_init */
};

void papo_lex_init(struct papo_lex *lx);
void papo_lex_release(struct papo_lex *lx);

/*
 * Tokenize s (n bytes of UTF-8, not necessarily NUL-terminated) into
 * lx, replacing what it held.  Returns 0, or -1 when the input passes
 * a cap (PAPO_LEX_MAX_INPUT bytes, PAPO_LEX_MAX_TOKENS tokens); never
 * fails otherwise: anything unknown becomes PAPO_LT_OTHER.
 */
int papo_lex_run(struct papo_lex *lx, const char *s, size_t n);

/* The text of token i (not NUL-terminated; see len). */
static inline const char *
papo_lex_text(const struct papo_lex *lx, size_t i)
{
	return lx->text.s + lx->tok[i].off;
}

/*
 * Classify a word or \text content (s, n bytes): PAPO_LW_*.  For
 * PAPO_LW_FUNC, *fn receives the function; for PAPO_LW_CONST, the
 * constant.  fn may be NULL.
 */
int papo_lex_word_class(const char *s, size_t n, int *fn);

/*
 * The function named by a LaTeX command without its backslash ("sin",
 * "arctan"), or PAPO_FN_NONE.
 */
int papo_lex_func(const char *name, size_t n);

/*
 * 1 when the command name (without backslash) is one the lexer
 * knows.  Used to undo doubled backslashes ("\\frac") in text that
 * was escaped twice.
 */
int papo_lex_known_command(const char *name, size_t n);

/*
 * 1 when the command name (without backslash) vanishes from what the
 * lexer reads, alone or around its argument: a style or a space
 * ("displaystyle", "quad", "big") or a font or text wrapper ("mathrm",
 * "mathbf", "text").
 */
int papo_lex_vanishes(const char *name, size_t n);

/* 1 when the lexer knows the command name (without backslash). */
int papo_lex_known(const char *name, size_t n);

/*
 * The relation a command names without its backslash ("ge", "leq",
 * "sim": PAPO_REL_GE, ...), or 0 when it names none.
 */
int papo_lex_relation(const char *name, size_t n);

/*
 * The length of the space that may group a number's digits at s[j]
 * (s[0..n)): a no-break, narrow no-break or thin space (U+00A0, U+202F,
 * U+2009: "1 234 567" as French and Russian typeset it), else 0.  A
 * plain space is no such space here: "\\boxed{1 234}" is not read as
 * 1234.
 */
size_t papo_lex_group_space(const char *s, size_t n, size_t j);

/*
 * Word i of the list of unit words (lowercase, static), NULL past its
 * end: what papo_lex_word_class calls PAPO_LW_UNIT, alone or in runs.
 */
const char *papo_lex_unit_word(size_t i);

#endif
