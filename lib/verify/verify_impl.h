/* SPDX-License-Identifier: MIT */
/*
 * verify_impl.h: what the files of the verify module share and no other
 * module uses: the checker's state, the results of one comparison, small
 * accessors over answer trees, and the rules each file holds.  Internal:
 * only lib/verify/verify*.c include it; the module's interface is verify.h.
 */
#ifndef PAPO_VERIFY_IMPL_H
#define PAPO_VERIFY_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include <gmp.h>
#include <mpfr.h>

#include "buf.h"
#include "latex.h"
#include "mathexpr.h"
#include "verify.h"

/* Results of one comparison. */
enum {
	R_EQ,
	R_NE,
	R_CAP,		/* a cap was hit: undecided */
	R_UNK,		/* cannot compare as math: compare the text */
	R_UNSTABLE	/* too little precision: retry with more */
};

/* Not decided by this rule: try the next one (no R_* value). */
#define NEXT	(-1)

/* Elements of a collection compared; more is capped. */
#define MAX_ELEMS 64

struct papo_verify {
	struct papo_verify_opts o;
	struct papo_lex lx;
	struct papo_mx mx;
	struct papo_buf pred, gold, gtext, ptext, scratch;
	struct papo_buf gnorm, pnorm;	/* answers as compared
					   (papo_answer_normalize) */
	struct papo_buf alts;		/* a reference's alternatives */
	struct papo_buf resp;		/* a response with full-width forms
					   folded */
	struct papo_buf trigger;	/* a response with a harness's
					   answer trigger read */
	struct papo_buf spelled;	/* a response with its last count
					   written in digits */
	struct papo_buf fracs;		/* a response with its CJK fractions
					   written N/M */
	struct papo_buf pcts;		/* a response with Turkish's "%25"
					   written 25% */
	struct papo_buf unstruck;	/* a response with its struck values
					   taken out (papo_answer_unstrike) */
	int strikes;			/* it holds a strike's mark
					   (papo_answer_strikes) */
	struct papo_buf lines;		/* a response with escaped line
					   breaks made newlines */
	struct papo_buf plain;		/* a response with its CR line
					   ends made LF (plain_bytes) */
	struct papo_buf nfc;		/* a response composed
					   (papo_verify_nfc) */
	struct papo_buf pnfc;		/* the problem composed so */
	struct papo_buf ref, reftmp;	/* a reference rewritten
					   (papo_verify_ref_rewrite) */
	struct papo_buf nprob, nresp;	/* a problem's numbered options
					   and a response's labels of them
					   lettered (papo_verify_numbered) */
	char nref[1];			/* a reference's so */
	struct papo_buf npred;		/* the prediction's number again */
	int nown;			/* the response writes the letters
					   itself: left as it is */
	struct papo_buf symu;		/* a response's unit symbols as
					   its unit (papo_verify_symbol_unit) */
	size_t predrhs;		/* where the prediction's value starts
				   after a label the reference's agrees
				   with (papo_verify_ref_label), else 0 */
	struct papo_mx_ball ba, bb;
	mpq_t qa, qb, qc;
	mpq_t qu, qt;		/* the rounding allowed (rounding()) */
	mpfr_t fa, fb, fc;
	long fprec;
	int steps;
	int depth;		/* papo_verify_compare calls in progress */
	int ordered;		/* papo_verify_asked_order of the
				   compare at depth 0, 2 until asked
				   (papo_verify_ordered) */
	const char *ogold;	/* that compare's reference */
	size_t ogn;
	int intrel;		/* both sides are inequalities: n, m, k
				   are integers in them (int_bound) */
	const char *problem;	/* the record's problem text, or NULL
				   (papo_verify_set_problem): not owned */
	size_t problemlen;
	char refletter;		/* a lower-case letter reference read as
				   its option's (papo_verify_ref_lower) */
	const char *cmppred;	/* the response's text of the compare
				   at depth 0 (papo_verify_compare) */
	size_t cmppn;
	int skip_lost;		/* a point no precision decides is
				   skipped (papo_verify_cmp_scalar) */
};

/* Trees: node i of the checker's trees, and child k of node i. */
#define ND(v, i) (&(v)->mx.node[i])
#define KID(v, i, k) papo_mx_kid(&(v)->mx, (i), (k))

static inline int
kind(const struct papo_verify *v, int i)
{
	return v->mx.node[i].kind;
}

static inline int
flags(const struct papo_verify *v, int i)
{
	return v->mx.node[i].flags;
}

static inline int
relop(const struct papo_verify *v, int i, uint32_t k)
{
	return papo_mx_relop(&v->mx, i, k);
}

/* A name-like left side: x, a_3, f(x), |AB|, NO/BO, (p, q), \text{Area}. */
int papo_verify_is_label(const struct papo_verify *v, int i);

static inline int
is_equation(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_REL && ND(v, i)->n == 2 &&
	    relop(v, i, 0) == PAPO_REL_EQ;
}

/* x = value, with x a label. */
static inline int
is_assign(const struct papo_verify *v, int i)
{
	return is_equation(v, i) && papo_verify_is_label(v, KID(v, i, 0));
}

/* Collections compared as sets. */
static inline int
is_coll(const struct papo_verify *v, int i)
{
	int k = kind(v, i);

	return k == PAPO_MX_LIST || k == PAPO_MX_SET ||
	    (k == PAPO_MX_SETOP && ND(v, i)->sub == 'u');
}

/* Is node i a number written h:mm?  A time of day (3:45 pm)? */
static inline int
is_hm(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_NUM && (flags(v, i) & PAPO_MXF_HM);
}

static inline int
is_time(const struct papo_verify *v, int i)
{
	return kind(v, i) == PAPO_MX_NUM && (flags(v, i) & PAPO_MXF_TIME);
}

/*
 * The rules.  Each compares reference tree a with response tree b at
 * recursion depth depth and returns an R_* value, or NEXT when it does
 * not apply; the comments at the definitions say more.
 */

/* verify.c: every rule in order; the first that applies decides. */
int papo_verify_cmp(struct papo_verify *v, int a, int b, int depth);

/* verify_tree.c: helpers over trees (and papo_verify_is_label above). */

/* Relation op read the other way round: < for >, <= for >=. */
int papo_verify_flip(int op);
/* Are trees x and y written alike (the same nodes, numbers, names)? */
int papo_verify_same_tree(const struct papo_verify *v, int x, int y,
    int depth);
/* A value with no variable, no text and no structure? */
int papo_verify_is_const(const struct papo_verify *v, int i);
/* May decimal d be a rounding of constant e?  1, 0, -1 (no value). */
int papo_verify_rounds_to(struct papo_verify *v, int e, int d);
/* Are a and b inequalities or memberships each in one variable, not
   the same one ("y > 2" against "x > 2", "y \\in [1, 3]" against "x
   \\in [1, 3]")? */
int papo_verify_ineq_vars_differ(const struct papo_verify *v, int a,
    int b);
/* Tree x without what does not change the answer; -1 past a cap. */
int papo_verify_canon(struct papo_verify *v, int x);

/*
 * verify_match.c: the matchers the rules share (the rule files below
 * call these and verify_tree.c, never each other).
 */

/* Two scalars, exactly or as balls at rising precision. */
int papo_verify_cmp_scalar(struct papo_verify *v, int a, int b);
/* Two equations up to a nonzero factor; R_UNK when it cannot tell. */
int papo_verify_cmp_equation(struct papo_verify *v, int a, int b);
/* The text of a TEXT node or a product of letters onto out; or -1. */
int papo_verify_letters(const struct papo_verify *v, int i,
    struct papo_buf *out);
/* A[0..na) against B[0..nb) as multisets: each matched to its own. */
int papo_verify_cmp_multisets(struct papo_verify *v, const int *A,
    size_t na, const int *B, size_t nb, int depth);
/* A[k] against B[k] for k < n, in order. */
/*
 * How the problem asks the reference of the compare at depth 0, as
 * papo_verify_asked_order says (1: in order), read the first time a
 * list needs it: scanning the problem's text costs more than most
 * comparisons, and most have no list.
 */
int papo_verify_ordered(struct papo_verify *v);
int papo_verify_cmp_ordered(struct papo_verify *v, const int *A,
    const int *B, size_t n, int depth);

/* verify_scalar.c: text and the other leaves. */

/* Infinities, text, the empty set, and last scalars. */
int papo_verify_cmp_leaves(struct papo_verify *v, int a, int b, int depth);

/* verify_coll.c: collections, +-, matrices, tuples. */

/* +-: every combination, as a set. */
int papo_verify_cmp_pm(struct papo_verify *v, int a, int b, int depth);
/* Matrix arithmetic on either side folded into one matrix first. */
int papo_verify_cmp_folded(struct papo_verify *v, int a, int b, int depth);
/* Collections: as sets, or as multisets against a bare list. */
int papo_verify_cmp_colls(struct papo_verify *v, int a, int b, int depth);
/* Tuples, intervals, matrices: same shape, then in order. */
int papo_verify_cmp_shaped(struct papo_verify *v, int a, int b, int depth);

/* verify_rel.c: relations and labelled values. */

/* Labelled values: x = 3 against 3, named tuples, definitions. */
int papo_verify_cmp_labelled(struct papo_verify *v, int a, int b,
    int depth);
/* Relations: equations up to a factor, or the same chain. */
int papo_verify_cmp_relations(struct papo_verify *v, int a, int b,
    int depth);

/* verify.c: a canonical string of the tokens lx holds, into out. */
void papo_verify_token_text(const struct papo_lex *lx, struct papo_buf *out);

/*
 * verify_radix.c: the answer pred[0..n) in the form the problem p[0..pn)
 * (NULL: none) asks, a Roman numeral ("XLII") or a numeral of the base
 * it asks ("0x2A", "2A_{16}", "101010_2"; plain, "2A", when it can be no
 * decimal numeral or the reference no numeral of that base), against a
 * reference ref[0..fn) in decimal digits: its value in decimal into out,
 * 1; else 0.
 */
int papo_verify_radix(const char *p, size_t pn, const char *pred, size_t n,
    const char *ref, size_t fn, struct papo_buf *out);

/*
 * verify_radix.c: against a reference ref[0..fn) that is a numeral of a
 * base other than ten with its subscript ("1011_2", "2A_{16}"), the
 * answer pred[0..n) in digits of that base ("1011", "0b1011",
 * "1011_{(2)}"): 1 when its value is the reference's, 2 when not; a
 * numeral of another base or a plain number with a digit that base has
 * not ("11_{10}", "19" against "23_8"), -1; else 0 (an expression).
 */
int papo_verify_radix_ref(const char *pred, size_t n, const char *ref,
    size_t fn);

/*
 * verify_radix.c: is pred[0..n) a numeral with a base's subscript
 * ("1011_2") the problem p[0..pn) does not ask for, against a reference
 * in decimal digits ("What is 1011_2 in base 10?")?  1 or 0.
 */
int papo_verify_radix_other(const char *p, size_t pn, const char *pred,
    size_t n, const char *ref, size_t fn);

/* verify_sum.c: \\sum or \\prod on both sides, the same up to equal
   summands (answers as compared, at depth 0 only)?  1 or 0. */
int papo_verify_same_sum(struct papo_verify *v, const char *gold, size_t gn,
    const char *pred, size_t pn);

/* verify_asked.c: the one unit the problem text s[0..n) asks its answer
   in ("How many hours", "in dollars?", "多少分钟") into *asked: 1, or 0
   when it asks none this file reads, or two. */
struct papo_unit;
int papo_verify_asked_unit(const char *s, size_t n, struct papo_unit *asked);

/* verify_asked.c: does the problem s[0..n) (NULL: none) ask its answer
   rounded ("round", "to the nearest tenth", "to two decimal places",
   "significant figures", "arrondi", "四舍五入")?  1 or 0. */
int papo_verify_asked_rounding(const char *s, size_t n);

/* verify_asked.c: is s[i..e) one of list's words, whole, any ASCII
   case? */
int papo_verify_is_word(const char *const *list, const char *s, size_t i,
    size_t e);

/* verify_asked.c: how a list answers the problem p[0..pn) whose
   reference is g[0..gn): 1 in order (several quantities asked: two
   blanks, "respectively", 分别, "(1) ... (2)", ';' between the
   reference's items), -1 as a set ("find all", "roots", 所有), 0 when
   nothing tells. */
/* verify_asked.c: is the word w[0..wn), a response's text after its
   value, written in a script past ASCII, the last word of the problem
   p[0..pn)'s question before its "?" ("ఎన్ని డాలర్లు సంపాదిస్తుంది?":
   the verb of a language that puts it last, which the statement
   restates after its value, "$18 సంపాదిస్తుంది.")?  1 or 0. */
int papo_verify_asked_verb(const char *p, size_t pn, const char *w,
    size_t wn);
/* verify_asked.c: does the problem s[0..n) ask a count of a noun that
   is no unit ("How many weekdays", "Combien de centimes") that the
   response's words t[0..tn) ("3 \\text{ weeks}", "42 rupees") do not
   name, another noun or a unit?  1 or 0. */
int papo_verify_asked_other_noun(const char *s, size_t n, const char *t,
    size_t tn);
/* verify_asked.c: does the problem s[0..n) (NULL: none) ask a percent
   ("What percent of ...?", "Quel pourcentage", "Wie viel Prozent",
   "百分之几", "何パーセント")?  A count of a noun does not answer it
   ("She sells 18 eggs."): 1 or 0. */
int papo_verify_asked_percent(const char *s, size_t n);
/* verify_asked.c: does the problem s[0..n) (NULL: none) ask an amount
   of money in no currency it names ("How much money", "Combien
   d'argent", "多少钱"), where the response's word t[0..tn) after its
   value ("eggs") is no word of money ("bucks")?  1 or 0. */
int papo_verify_asked_money(const char *s, size_t n, const char *t,
    size_t tn);
int papo_verify_asked_order(const char *p, size_t pn, const char *g,
    size_t gn);

/* verify_unit.c: units, percentages, degrees, times, unit fractions. */

/*
 * A bare reference g (a number) as a quantity in the unit the problem
 * asks, when the response p (its nodes from node p0 on) writes a unit
 * of that dimension or of another that is no rate of it nor it a rate
 * of the response's (a unit per time where hours are asked, or the
 * reverse, stays as before): a new node, else g.
 */
int papo_verify_asked_ref(struct papo_verify *v, int g, size_t p0);

/*
 * Does the response's unit name a span of time its rate is over ("126
 * \\text{ dollars per day}", "\\$126/\\text{day}") other than the one
 * span the problem's question asks it over ("How much does she make per
 * week?")?  1 then, else 0 (no span named on either side).
 */
int papo_verify_span_differs(const struct papo_verify *v);

/*
 * Does the response resp[0..rn)'s closing line, where it writes the
 * answer's number, say the answer is another quantity than the reference
 * ref[0..fn), whatever reader found the number and whatever it kept of
 * its words?  1 then: the sentence holding the number last names one
 * span of time other than the one the problem's question asks a rate
 * over ("\\boxed{20} pages per week" where a day's is asked; the
 * reference naming none), or the last sentence writes the answer's one
 * number with a unit or a currency's sign that is another quantity as
 * the problem asks it ("The answer is 208 (in square meters).", "**(C)
 * \u20ac48**", "**25** degrees Fahrenheit") or with words that say so
 * ("35 bushels+", "36 cups per cake", "12\u500d").
 */
int papo_verify_closing(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn);

/*
 * A response's "42分" (minutes, the unit node p) where the problem asks
 * the yuan in its subunits ("多少分钱"): its fen, in place
 * (verify_unit.c).
 */
void papo_verify_asked_fen(struct papo_verify *v, int p);

/*
 * Is the response's one unit (its nodes from node p0 on) money of a
 * currency the problem writes none of its amounts in, while it writes
 * them in some ("€18.90" where the problem's prices are in dollars)?
 * A different currency is a different unit (verify_unit.c).
 */
int papo_verify_other_currency(const struct papo_verify *v, size_t p0);

/* A PERCENT or DEGREE node (kind unit) on one side or both. */
int papo_verify_cmp_unit(struct papo_verify *v, int a, int b, int unit,
    int depth);
/* Quantities: a UNIT node on one side or both. */
int papo_verify_cmp_quantity(struct papo_verify *v, int a, int b,
    int depth);
/* A time h:mm (node i) as the ratio h/mm; i itself when mm is 0. */
int papo_verify_hm_ratio(struct papo_verify *v, int i);
/* A reference that is a sum of unit fractions, term by term. */
int papo_verify_cmp_unit_fracs(struct papo_verify *v, int a, int b,
    int depth);
/* A product with one angle or percentage factor as that; or i, or -1. */
int papo_verify_hoist_unit(struct papo_verify *v, int i);
/*
 * One side a written as a number times one letter that is a unit
 * symbol ("1500 m", "3 g", "2 h") when the other side b is a quantity
 * of that letter's dimension (1.5 km): a, read as that quantity (a new
 * UNIT node); a itself otherwise, or -1 past the node cap.  Either side
 * may be the letter's: "\\boxed{5000 g}" is 5 kg.
 */
int papo_verify_letter_unit(struct papo_verify *v, int a, int b);
/*
 * A response's value pred[0..pn) with a run of unit symbols after it,
 * which the parser reads as letters times the value ("12 m/s", "3 A",
 * "25 N/m^2", "12 m s^{-1}"): into out as the value with its unit
 * ("12 \\text{ m/s}"), 1, when the run reads whole as a unit (units.c)
 * with a letter alone in it in its SI case (m, s, g, h, L, J, N, A, V,
 * W), no such letter stands alone in the problem but as a unit's (after
 * a number, "in" or "per") nor in the reference gold[0..gn) (an
 * expression in it); else 0.
 */
int papo_verify_symbol_unit(const struct papo_verify *v, const char *gold,
    size_t gn, const char *pred, size_t pn, struct papo_buf *out);
/*
 * a, a number times one letter that is a unit symbol, as that quantity
 * (a new UNIT node, whatever its dimension); a itself when it is not
 * one, or -1 past the node cap.
 */
int papo_verify_letter_quantity(struct papo_verify *v, int a);

/*
 * verify_ref.c: reference s[0..n) rewritten into out when it is written
 * in a form the comparison does not read (a TAB eaten from "\text",
 * \over, a labelled equation "\angle ABC = 75^\circ", a prose sentence
 * "... is 17.", \mathbb{R} \setminus \{a\}, letters joined by "and"):
 * 1, else 0.  tmp is
 * scratch; both buffers stay the caller's.
 */
int papo_verify_ref_rewrite(const char *s, size_t n, struct papo_buf *out,
    struct papo_buf *tmp);

/*
 * Is reference s[0..n) empty: blank, or markup and brackets that hold
 * nothing ("()", "\text{ }", "\boxed{}")?  1 or 0.  An empty set
 * (\emptyset, \{\}) is a value, not empty.
 */
int papo_verify_ref_empty(const char *s, size_t n);

/*
 * A labelled reference ref[0..fn) (an angle, an inverse function)
 * against a prediction pred[0..pn) that gives its own label: 0 when the
 * labels differ (\angle ABD for \angle ABC, f(x) for f^{-1}(x): another
 * quantity); 1 when they are the same (\angle CBA for \angle ABC), the
 * start of the prediction's right side in *rhs; -1 when the prediction
 * gives none or one of another form (y = ..., a variable).
 */
int papo_verify_ref_label(const char *ref, size_t fn, const char *pred,
    size_t pn, size_t *rhs);

/*
 * Is prediction pred[0..pn) the long form of a fixed short answer
 * reference ref[0..fn) uses ("neither odd nor even" for "neither", "odd
 * function" for "odd")?  1 or 0; the table is read one way only.
 */
int papo_verify_ref_synonym(const char *ref, size_t fn, const char *pred,
    size_t pn);

/*
 * Is reference ref[0..fn) two plain integers joined by a comma that
 * groups no thousands ("1,22", "0,111": not "1,222", "12,345") and the
 * prediction pred[0..pn) opens with the same digits and a decimal point
 * ("1.22", "0.111 \\text{ apples}"): the reference's decimal comma?
 * Then the reference as a decimal ("1.22") is in out (reset first, the
 * caller's) and 1 returned, for the comparison; else 0.  The part after
 * the comma has two digits or more ("1,2" stays a list of 1 and 2).
 */
int papo_verify_ref_decimal_comma(const char *ref, size_t fn,
    const char *pred, size_t pn, struct papo_buf *out);

/*
 * A reference of two to four alternatives joined by "or" that are all
 * equal to each other (\frac{1}{\sqrt{3}} \text{ or } \frac{\sqrt{3}}{3}):
 * 1, the first one's extent in *a, *b; 0 when they differ ("2 or 5"
 * stays a set) or s has none.
 */
int papo_verify_ref_one_value(struct papo_verify *v, const char *s,
    size_t n, size_t *a, size_t *b);

/*
 * verify_const.c: pred[0..pn) against gold[0..gn) with the response's
 * arbitrary constants (C, c, C_k, c_k; K for a lone + C; A and B when
 * the reference names neither) renamed one to
 * one onto the reference's C or C_k, every renaming tried: PAPO_V_EQUAL
 * or PAPO_V_CAPPED, else -1 (no constants, a different number of them,
 * or no renaming equal).
 */
int papo_verify_renamed_constants(struct papo_verify *v, const char *gold,
    size_t gn, const char *pred, size_t pn);

/*
 * verify_deriv.c: gold[0..gn) against pred[0..pn) with derivatives
 * (\frac{dy}{dt}, \dot{y}, y', y^{(k)}) written as one symbol per unknown,
 * order and variable on both sides, and y(t) as y: PAPO_V_EQUAL or
 * PAPO_V_CAPPED, else -1 (no derivative, two variables, y'(2), or not
 * equal).
 */
int papo_verify_derivatives(struct papo_verify *v, const char *gold,
    size_t gn, const char *pred, size_t pn);

/*
 * verify_options.c: is the text t[0..tn) a response wrote after an
 * option's label the option ot[0..otn) (numbers and commas, "10,8")
 * named with the problem's words: its numbers in order and nothing but
 * "and" and words of the problem ("10 white sharpeners and 8 brown
 * sharpeners")?  1 or 0.
 */
int papo_verify_option_values(const struct papo_verify *v, const char *ot,
    size_t otn, const char *t, size_t tn);

/*
 * verify_options.c: with the problem text set and its options listed
 * one a line without doubt ("A. 80", "(B) 3/4", "C) x", "D: x"), a
 * reference letter against a response that is one option's text, or a
 * reference text against a response letter: PAPO_V_EQUAL,
 * PAPO_V_NOT_EQUAL or PAPO_V_CAPPED; -1 when there is no problem, no
 * such list, no one option the text is equal to, or a response resp
 * (rn bytes) with option lines of its own.
 */
int papo_verify_options(struct papo_verify *v, const char *resp, size_t rn,
    const char *ref, size_t fn, const char *pred, size_t pn);

/*
 * verify_options.c: under a problem that numbers statements I, II, ...
 * on lines of their own, a reference ref[0..fn) and a prediction
 * pred[0..pn) that each name a set of them ("I and III", "III and I
 * only", "(II)"): PAPO_V_EQUAL when the sets are equal, else
 * PAPO_V_NOT_EQUAL; -1 when either names no such set.
 */
int papo_verify_roman(const struct papo_verify *v, const char *ref,
    size_t fn, const char *pred, size_t pn);

/*
 * Against a letter reference ref[0..fn), is the prediction pred[0..pn)
 * an option letter ("E", "(e)") past those the problem lists, read
 * without doubt ("E" where it lists A to D), and one it writes as a
 * label nowhere ("E." or "(E)" with no text)?  Such a letter names no
 * option: 1, else 0.
 */
int papo_verify_option_unlisted(const struct papo_verify *v,
    const char *ref, size_t fn, const char *pred, size_t pn);

/*
 * A reference ref[0..fn) that is one lower-case letter ("b", "(b)",
 * "b)": MathQA's answer key) under a problem that lists options up to
 * it, none of whose texts is that letter alone (a variable "b" among
 * "(A) a (B) b" stays a value): the option's letter in upper case,
 * else 0.
 */
int papo_verify_ref_lower(const struct papo_verify *v, const char *ref,
    size_t fn);

/*
 * verify_numbered.c: under a problem whose options are numbered
 * ("Option 1: Tina", "① 2 ② 4", "(1) 12 (2) 14 (3) 16", "1. 4\n2. 8"
 * ending it), the problem with its labels lettered ("(A) Tina") in
 * v->problem, a reference that names an option by its number ("Option
 * 2", "(2)", "②", "2번", or a bare "2" no other option's text is) its
 * letter, and the response with each such label of its own lettered
 * ("Answer: Option B", "\\boxed{B}" for a "\\boxed{2}" no option's text
 * is), *resp, *rn, *ref and *fn moved to v's buffers: the options'
 * count, else 0 and nothing changed (none numbered); -1 when the
 * reference is a bare number that is one option's number and another
 * option's text ("2" under "1. 4\n2. 8\n3. 2": an index or a value,
 * nothing to reward).  The caller sets the problem back after the
 * check.
 */
int papo_verify_numbered(struct papo_verify *v, const char **resp,
    size_t *rn, const char **ref, size_t *fn);
/* A prediction that opens on one of those k letters ("B", "(B)", "B:
   Mina") written with its number again ("2", "(2)", "2: Mina"); when
   the response writes such capitals itself ("A종", "point B") it is
   left as it is, and such a prediction of its own is no option's
   (v->nown): not equal. */
void papo_verify_numbered_pred(struct papo_verify *v, int k,
    struct papo_verify_result *res);

/*
 * A prediction that is a letter with a value ("D) 60") against the
 * options the response resp[0..rn) lists itself, one a line (the first
 * run) or inline on one line ("(A) 20 (B) 40 ..."): PAPO_V_NOT_EQUAL
 * when the value is not that letter's own, or when the prediction lists
 * options itself (a whole response "A. 20\nB. 40\n..." names them all);
 * -1 when it is, or no such prediction or list.
 */
int papo_verify_own_option(struct papo_verify *v, const char *resp,
    size_t rn, const char *pred, size_t pn);

/*
 * A prediction that is a value alone ("80" of "**D. 80**") against
 * reference letter rl, where the response resp[0..rn) lists its own
 * options inline on one line ("(A) 20 (B) 40 (C) 60"; lines that
 * start "A. 80" may be the response's own checking, "Checking each:\nA.
 * 80\nB. 3/4 is less", and are not read): PAPO_V_EQUAL when the value is
 * that letter's option's and no other's, PAPO_V_NOT_EQUAL when it is
 * another one's alone; -1 when none, two, or no such list.
 */
int papo_verify_own_letter(struct papo_verify *v, const char *resp,
    size_t rn, int rl, const char *pred, size_t pn);

/*
 * s[0..n) with each TAB that a JSON escape ate from \text, \times,
 * \theta, \frac... ("\t" read as TAB) made "\t" again, into out; 1 if
 * any was (verify_ref.c).  Applied to the reference and to the answer
 * read from the response alike.
 */
int papo_verify_tab_repair(const char *s, size_t n, struct papo_buf *out);

/*
 * s[0..n) with a plain TeX "\over" ("{3 \over 4}") made \frac{3}{4},
 * into out: 1; 0 when it holds none (verify_ref.c).  The reference's
 * rewrite does the same; applied to the answer read from the response.
 */
int papo_verify_over_rewrite(const char *s, size_t n, struct papo_buf *out);
/* A set difference of numbers ("\\mathbb{R} \\setminus \\{0\\}", "\\{1, 2,
   3\\} \\setminus \\{2\\}") rewritten into out as the reference's is
   (papo_verify_ref_rewrite): 1, or 0 when s is none. */
int papo_verify_minus_rewrite(const char *s, size_t n, struct papo_buf *out);

/*
 * s[0..n) with the pairs Unicode composes joined (a letter and its
 * combining mark, Hangul jamo: NFC's canonical composition of what NFD
 * wrote), into out (reset first); 1 if any was, else 0 and out
 * untouched (verify_nfc.c).
 */
int papo_verify_nfc(const char *s, size_t n, struct papo_buf *out);
/* Does s[0..n) hold one of the letters excluded_base decomposes (ড় ঢ় য়
   as one code point: E0 A7 9C, 9D, 9F)?  The cheap test before a
   problem is read as NFC writes it (verify_nfc.c). */
int papo_verify_nfc_excluded(const char *s, size_t n);

#endif
