/* SPDX-License-Identifier: MIT */
/*
 * rubric_score.c: reading the judge's verdict (the score) out of its
 * reply, as the rubric's scale and labels say, and the excerpt kept:
 * the reply read whole and the readers tried in turn.  The files it
 * reads with (labels, values, conflicts, levels, what may follow the
 * verdict, justifications, JSON) share rubric_score_impl.h.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * ---- a justification that weighs the work ----
 *
 * "The derivation is sound but the final step skips a case.", "The
 * response is correct.", "The proof is complete, though the last step
 * is not fully justified.": statements about the work, read by rows of
 * their parts, not by refusing words.  A statement is a subject (a
 * determiner, words of assess_mods, a noun of the work, and at most one
 * "of" phrase of the same: "the justification of the last step"), then
 * an assessment of assess_preds (a copula and its complement, or a
 * fault: "skips a case", "does not verify the domain"); statements are
 * joined by a row of assess_joins, and one after a join may leave its
 * subject out ("... but does not verify the domain").  "not" and "but"
 * stand only inside these rows; a value, a scale, a verdict verb, a
 * hedge, a condition or a revision is in no row, and a sentence that
 * holds one is no statement of this kind.
 */
static const char *const assess_nouns[] = { "response", "solution",
	"proof", "derivation", "argument", "reasoning", "explanation",
	"algebra", "computation", "calculation", "step", "steps", "work",
	"approach", "method", "presentation", "writeup", "exposition",
	"notation", "justification", "logic", "setup", "answer", "result",
	"check", "case", "cases", "domain", "conclusion", "analysis",
	"induction", "recurrence", "factoring", "factorization",
	"factorisation", "substitution", "simplification", NULL };
static const char *const assess_mods[] = { "final", "last", "first",
	"second", "overall", "whole", "main", "key", "domain", "student's",
	"response's", "assistant's", "algebraic", "numerical",
	/* session 71 */
	"base", "inductive", "boundary", "edge", "initial", "special",
	"third", "closing", "general", NULL };
/* what is said of the work: fault 1 when it names a fault */
static const struct {
	const char *row;
	int fault;
} assess_preds[] = {
	/* a copula's complement: what the work is */
	{ "is correct", 0 }, { "are correct", 0 }, { "is sound", 0 },
	{ "are sound", 0 }, { "is clear", 0 }, { "are clear", 0 },
	{ "is complete", 0 }, { "is rigorous", 0 }, { "is valid", 0 },
	{ "are valid", 0 }, { "is justified", 0 }, { "are justified", 0 },
	{ "is fully justified", 0 }, { "is mostly correct", 0 },
	{ "is largely sound", 0 }, { "is well organized", 0 },
	{ "is well organised", 0 }, { "is accurate", 0 },
	/* what the work does well */
	{ "identifies the key idea", 0 }, { "identify the key idea", 0 },
	/* a fault of a part */
	{ "is thin", 1 }, { "is brief", 1 }, { "is terse", 1 },
	{ "is missing", 1 }, { "are missing", 1 }, { "is incomplete", 1 },
	{ "is not fully justified", 1 }, { "is not justified", 1 },
	{ "are not justified", 1 }, { "is not checked", 1 },
	{ "is not verified", 1 }, { "is not shown", 1 },
	{ "is not proved", 1 }, { "is not explained", 1 },
	{ "is not rigorous", 1 }, { "is not complete", 1 },
	{ "is skipped", 1 }, { "is omitted", 1 }, { "is unjustified", 1 },
	{ "could be clearer", 1 }, { "lacks detail", 1 },
	{ "skips a case", 1 }, { "skips a step", 1 }, { "misses a case", 1 },
	{ "omits a case", 1 }, { "omits the domain check", 1 },
	{ "does not verify the domain", 1 },
	{ "does not check the domain", 1 },
	{ "does not justify the last step", 1 },
	{ "does not justify the final step", 1 },
	{ "never checks the domain", 1 }, { "never verifies the domain", 1 },
	{ "does not handle the second case", 1 }, { NULL, 0 } };
static const char *const assess_joins[] = { ", but ", " but ",
	", though ", " though ", ", although ", " although ", ", and ",
	" and ", "; however, ", "; but ", NULL };

/* Past the subject s opens with (s[i..n)), or 0 when it opens none. */
static size_t
assess_subject(const char *s, size_t n, size_t i)
{
	size_t a, z, k, end = 0;

	a = papo_rubric_why_next_word(s, n, i, &z);
	if (!papo_rubric_word_in(s + a, z - a, papo_rubric_why_dets))
		return 0;
	/* modifiers and nouns, a noun last: "the domain check" */
	for (k = 0; k < 4; k++) {
		a = papo_rubric_why_next_word(s, n, z, &z);
		/* a possessive is its word whole: "student's" */
		if (n - z >= 2 && s[z] == '\'' && s[z + 1] == 's' &&
		    (n - z == 2 || !isalpha((unsigned char)s[z + 2])))
			z += 2;
		if (papo_rubric_word_in(s + a, z - a, assess_nouns))
			end = z;
		else if (!papo_rubric_word_in(s + a, z - a, assess_mods))
			break;
	}
	if (end == 0)
		return 0;
	/* "of the last step" */
	a = papo_rubric_why_next_word(s, n, end, &k);
	if (k - a == 2 && strncasecmp(s + a, "of", 2) == 0 &&
	    (k = assess_subject(s, n, k)) != 0)
		return k;
	return end;
}

/* 1 when s[i..n) is exactly a row of assess_preds (*fault |= its). */
static int
assess_pred(const char *s, size_t n, size_t i, int *fault)
{
	size_t k;

	for (k = 0; assess_preds[k].row; k++)
		if (strlen(assess_preds[k].row) == n - i &&
		    strncasecmp(s + i, assess_preds[k].row, n - i) == 0) {
			*fault |= assess_preds[k].fault;
			return 1;
		}
	return 0;
}

/*
 * 1 when s (n bytes) holds no row of assess_joins and says something
 * after its subject (papo_rubric_why_said's): "The final step" alone, or "The
 * derivation is sound and every step", is no statement.
 */
static int
assess_whole(const char *s, size_t n)
{
	size_t a, z = 0, k, w;

	for (a = 0; a < n; a++)
		for (k = 0; assess_joins[k]; k++)
			if (n - a >= (w = strlen(assess_joins[k])) &&
			    strncasecmp(s + a, assess_joins[k], w) == 0)
				return 0;
	/* nor ends on one's word: "The algebra is clear and" */
	for (a = n; a > 0 && isalpha((unsigned char)s[a - 1]); a--)
		;
	if (papo_rubric_word_in(s + a, n - a, (const char *const[]){ "and",
	    "but", "though", "although", "however", NULL }))
		return 0;
	a = papo_rubric_why_next_word(s, n, 0, &z);
	for (k = 0; k < 3 && z < n; k++) {
		a = papo_rubric_why_next_word(s, n, z, &z);
		if (papo_rubric_word_in(s + a, z - a, papo_rubric_why_subjects))
			break;
	}
	a = papo_rubric_why_next_word(s, n, z, &w);
	return k < 3 && w > a;
}

/* 1 when s (n bytes) is one statement: a subject and its assessment. */
static int
assess_clause(const char *s, size_t n, int bare, int *fault)
{
	size_t z;

	if (bare && assess_pred(s, n, 0, fault))
		return 1;	/* its subject the one before the join */
	if (papo_rubric_why_said(s, n) && assess_whole(s, n))
		return 1;
	return (z = assess_subject(s, n, 0)) != 0 && z < n && s[z] == ' ' &&
	    assess_pred(s, n, z + 1, fault);
}

/*
 * 1 when s (n bytes, its stop left out) is statements joined by rows of
 * assess_joins, at most depth of them (*fault set when one names a
 * fault or a contrast joins them).
 */
int
papo_rubric_assess_joined(const char *s, size_t n, int bare, int depth,
    int *fault)
{
	size_t p, k, w;
	int f;

	if (assess_clause(s, n, bare, fault))
		return 1;
	if (depth == 0)
		return 0;
	for (p = 1; p < n; p++)
		for (k = 0; assess_joins[k]; k++) {
			w = strlen(assess_joins[k]);
			/* a contrast weighs one statement against the
			   other: a fault, whatever its words */
			f = strstr(assess_joins[k], "and") == NULL;
			if (n - p > w && strncasecmp(s + p, assess_joins[k],
			    w) == 0 && assess_clause(s, p, bare, &f) &&
			    papo_rubric_assess_joined(s + p + w, n - p - w, 1,
			    depth - 1, &f)) {
				*fault |= f;
				return 1;
			}
		}
	return 0;
}

/* 1 when x is r's highest level (or r names none). */
static int
assess_top(const struct papo_rubric *r, double x)
{
	size_t k;

	if (r->nscores == 0 && r->ngrades == 0)
		return 1;
	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] > x)
			return 0;
	for (k = 0; k < r->ngrades; k++)
		if (r->grades[k].value > x)
			return 0;
	return 1;
}

/* 1 when x is the lowest of r's scores, with one above it. */
static int
praise_lowest(const struct papo_rubric *r, double x)
{
	size_t k;
	int above = 0;

	for (k = 0; k < r->nscores; k++) {
		if (r->scores[k] < x)
			return 0;
		above |= r->scores[k] > x;
	}
	return above;
}

/*
 * 1 when x is 1 and r's lowest score, with one above it: the scale's
 * worst level written as the digit a binary judge writes for a
 * correct answer.
 */
static int
assess_bottom_one(const struct papo_rubric *r, double x)
{
	return x == 1.0 && praise_lowest(r, x);
}

/* the nouns of the whole work a statement of correctness is of */
static const char *const assess_whole_nouns[] = { "answer", "response",
	"solution", "result", NULL };

/*
 * 1 when the sentence s (n bytes) says the whole work is correct and
 * names no fault ("The answer is correct.", "The student's final
 * answer is correct and the algebra is sound.") while x is the
 * rubric's lowest score and that score is 1: "Score: 1. The answer is
 * correct." under a rubric of 1 to 5 says two things, the worst level
 * and a correct answer, and the judge may have meant 1 for correct, a
 * binary judge's scale (as a fault beside the highest level says two
 * things).  A part of the work said to be right ("The factoring is
 * correct.") is no such statement, nor is a scale whose worst level is
 * 0, where no binary reading of the digit is the verdict's opposite.
 * Under grade words none (assess_said reads none there).
 */
int
papo_rubric_praise_bottom(const struct papo_rubric *r, const char *s,
    size_t n, double x)
{
	size_t a = 0, z, w, e;
	int fault = 0;

	if (r->ngrades > 0 || !assess_bottom_one(r, x) ||
	    memchr(s, ':', n) != NULL)
		return 0;
	while (a < n && (s[a] == ' ' || s[a] == '\n' || s[a] == '*' ||
	    s[a] == '_'))
		a++;
	while (n > a && (s[n - 1] == ' ' || s[n - 1] == '\n' ||
	    s[n - 1] == '*' || s[n - 1] == '_' || s[n - 1] == '"'))
		n--;
	if (n == a || (s[n - 1] != '.' && s[n - 1] != '!'))
		return 0;
	n--;
	if (!papo_rubric_assess_joined(s + a, n - a, 0, 3, &fault) || fault)
		return 0;
	/* it opens on the whole work said to be correct */
	if ((z = assess_subject(s + a, n - a, 0)) == 0)
		return 0;
	for (w = z; w > 0 && isalpha((unsigned char)s[a + w - 1]); w--)
		;
	e = a + z;
	return papo_rubric_word_in(s + a + w, z - w, assess_whole_nouns) &&
	    n - e >= 11 && strncasecmp(s + e, " is correct", 11) == 0 &&
	    (n - e == 11 || !isalpha((unsigned char)s[e + 11]));
}

/*
 * The words that call the whole work right (complete, rigorous, every
 * step justified), in the languages a justification is read in: beside
 * the rubric's lowest level they say the opposite of the verdict ("Score:
 * 0" then "Every step is justified and the argument is complete."), as a
 * fault beside the highest does.  Whole words, any case; a row outside
 * ASCII anywhere in the sentence.
 */
static const char *const praise_whole[] = { "complete", "completely",
	"rigorous", "rigorously", "justified", "flawless", "flawlessly",
	"perfect", "perfectly", "excellent", "thorough", "thoroughly",
	"impeccable", "airtight", "proves", "handled", "vollst\xc3\xa4ndig",
	"begr\xc3\xbcndet", "l\xc3\xbc" "ckenlos", "rigoros", "complet",
	"compl\xc3\xa8te", "justifi\xc3\xa9\x65", "justifi\xc3\xa9",
	"rigoureux", "rigoureuse", "completa", "completo", "rigurosa",
	"riguroso", "rigorosa", "rigoroso", "justificado", "justificada",
	NULL };
static const char *const praise_whole_utf8[] = {
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd",		/* полн */
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3",	/* строг */
	"\xe5\xae\x8c\xe6\x95\xb4",			/* 完整 */
	"\xe4\xb8\xa5\xe8\xb0\xa8",			/* 严谨 */
	"\xe5\x9a\xb4\xe8\xac\xb9",			/* 嚴謹 */
	"\xe5\xae\x8c\xe5\x85\xa8",			/* 完全 */
	"\xe5\x8e\xb3\xe5\xaf\x86",			/* 厳密 */
	"\xec\x99\x84\xec\xa0\x84",			/* 완전 */
	"\xec\x97\x84\xeb\xb0\x80",			/* 엄밀 */
	NULL };
/* the whole work, or every part of it, as what is praised: a part
   praised ("The calculation is complete.", a JSON list of strengths)
   may stand beside the worst level */
static const char *const praise_of[] = { "proof", "argument",
	"solution", "response", "answer", "reasoning", "derivation", "work",
	"every", "each", "all", "beweis", "herleitung", "l\xc3\xb6sung",
	"antwort", "jeder", "preuve", "raisonnement", "r\xc3\xa9ponse",
	"chaque", "demostraci\xc3\xb3n", "razonamiento", "soluci\xc3\xb3n",
	"respuesta", "cada", "dimostrazione", "ragionamento", "soluzione",
	"risposta", "ogni", "demonstra\xc3\xa7\xc3\xa3o",
	"racioc\xc3\xadnio", "solu\xc3\xa7\xc3\xa3o", "resposta", NULL };
static const char *const praise_of_utf8[] = {
	"\xd0\x94\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7",	/* Доказ */
	"\xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7",	/* доказ */
	"\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8",	/* ешени */
	"\xd0\xb0\xd1\x81\xd1\x81\xd1\x83\xd0\xb6\xd0\xb4", /* ассужд */
	"\xe8\xaf\x81\xe6\x98\x8e", "\xe8\xad\x89\xe6\x98\x8e",	/* 证明 證明 */
	"\xe8\xa8\xbc\xe6\x98\x8e",				/* 証明 */
	"\xe8\xa7\xa3\xe7\xad\x94", "\xe6\x8e\xa8\xe7\x90\x86",	/* 解答 推理 */
	"\xe6\xad\xa5\xe9\xaa\xa4", "\xe6\x89\x8b\xe9\xa0\x86",	/* 步骤 手順 */
	"\xec\xa6\x9d\xeb\xaa\x85", "\xed\x92\x80\xec\x9d\xb4",	/* 증명 풀이 */
	"\xeb\x8b\xa8\xea\xb3\x84",				/* 단계 */
	NULL };
/* what takes the praise back or weighs it against a fault: the
   sentence is then no praise of the whole */
static const char *const praise_against[] = { "not", "no", "never",
	"without", "but", "however", "although", "though", "yet", "except",
	"despite", "only", "almost", "nearly", "mostly", "partly",
	"partially", "missing", "lacks", "lacking", "fails", "skips",
	"misses", "omits", "wrong", "incorrect", "error", "errors",
	"mistake", "mistakes", "gap", "gaps", "flaw", "flawed", "nicht",
	"kein", "keine", "aber", "ohne", "pas", "mais", "sans", "sin",
	"pero", "sem", "mas", "senza", "ma", "non", "nem", "ni", NULL };
static const char *const praise_against_utf8[] = {
	"\xd0\xbd\xd0\xb5 ", "\xd0\x9d\xd0\xb5 ",	/* не, Не */
	"\xd0\xbd\xd0\xbe ",				/* но */
	"\xe4\xb8\x8d", "\xe6\xb2\xa1", "\xe6\x9c\xaa",	/* 不 没 未 */
	"\xe7\xbc\xba", "\xe4\xbd\x86",			/* 缺 但 */
	"\xe3\x81\xaa\xe3\x81\x84", "\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93",
	/* ない ません */
	"\xec\x97\x86", "\xec\x95\x8a", "\xec\xa7\x80\xeb\xa7\x8c",
	/* 없 않 지만 */
	NULL };

/* 1 when a row of list is a whole word of s (n bytes), any case. */
static int
praise_word(const char *s, size_t n, const char *const *list)
{
	size_t i, z;

	for (i = 0; i < n; i = z) {
		while (i < n && !isalpha((unsigned char)s[i]) &&
		    (unsigned char)s[i] < 0xc0)
			i++;
		for (z = i; z < n && (isalpha((unsigned char)s[z]) ||
		    (unsigned char)s[z] >= 0x80 || s[z] == '\''); z++)
			;
		if (z > i && papo_rubric_word_in(s + i, z - i, list))
			return 1;
		if (z == i)
			z++;
	}
	return 0;
}

/*
 * 1 when the sentence s (n bytes) calls the whole work right beside x,
 * the rubric's lowest score: a word of praise_whole, one of praise_of and
 * none of praise_against ("The argument is complete and every step is
 * justified.", "理由：证明完整，步骤清晰。").
 */
static int
praise_low(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	if (!praise_lowest(r, x))
		return 0;
	if (!praise_word(s, n, praise_whole) &&
	    !papo_rubric_row_in(s, n, praise_whole_utf8))
		return 0;
	if (!praise_word(s, n, praise_of) &&
	    !papo_rubric_row_in(s, n, praise_of_utf8))
		return 0;
	return !praise_word(s, n, praise_against) &&
	    !papo_rubric_row_in(s, n, praise_against_utf8) &&
	    memmem(s, n, "n't", 3) == NULL &&
	    memmem(s, n, "n\xe2\x80\x99t", 5) == NULL;
}

/*
 * The first sentence of s[i..n) that papo_rubric_praise_bottom reads
 * beside x, or that calls the whole work right beside the rubric's
 * lowest score (praise_low): 1 with *at and *len set to it, or 0.
 */
int
papo_rubric_praise_in(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *at, size_t *len)
{
	size_t e;

	if (r->ngrades > 0 || (!assess_bottom_one(r, x) &&
	    !praise_lowest(r, x)))
		return 0;
	while ((i = papo_rubric_skip_fill(s, n, i)) < n) {
		e = papo_rubric_sentence_end(s, n, i);
		if (e <= i)
			break;
		if (papo_rubric_praise_bottom(r, s + i, e - i, x) ||
		    praise_low(r, s + i, e - i, x)) {
			*at = i;
			*len = e - i;
			return 1;
		}
		i = e;
	}
	return 0;
}

/*
 * 1 when the sentence s (n bytes) is a statement about the work that
 * the verdict x may stand beside: a fault named beside the rubric's
 * highest level ("Score: 1. The reasoning is not complete." under
 * 3-tier) says two things, and is not; under a rubric of grade words
 * none is read (the grade restated or another named).
 */
int
papo_rubric_assess_said(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	size_t a = 0;
	int fault = 0;

	/* under grade words, "The answer is correct." restates one */
	if (r->ngrades > 0 || memchr(s, ':', n) != NULL)
		return 0;
	while (a < n && (s[a] == ' ' || s[a] == '\n'))
		a++;
	while (n > a && (s[n - 1] == ' ' || s[n - 1] == '\n'))
		n--;
	if (n == a || s[n - 1] != '.' ||
	    !papo_rubric_assess_joined(s + a, n - 1 - a, 0, 3, &fault))
		return 0;
	return !fault || !assess_top(r, x);
}

/*
 * After the verdict's line (from i on), every sentence recognised
 * (papo_rubric_remark_closes); else -1 with v->why, v->at and v->len at the
 * first one that is not.
 */
int
papo_rubric_tail_recognised(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, struct papo_rubric_verdict *v)
{
	size_t e;

	/* the end tokens that end the turn off, so that the last sentence
	   ends where its words do: "Not a 5.</s>" */
	n = papo_rubric_tag_trim(s, n);
	if (papo_rubric_praise_in(r, s, n, i, x, &v->at, &v->len)) {
		v->why = "after the rubric's lowest score, a statement that "
		    "the work is right and names no fault";
		return -1;
	}
	for (;;) {
		if ((i = papo_rubric_skip_fill(s, n, i)) >= n)
			return 0;
		for (e = i; e > 0 && (s[e - 1] == '*' || s[e - 1] == '_'); e--)
			;
		if (e > 0 && s[e - 1] == '\n' &&
		    (e = papo_rubric_confidence_line(r, s, n, e)) != 0) {
			i = e;	/* "Confidence: 0.9": no second value */
			continue;
		}
		/* under grade words the grade line ends the verdict: a
		   justification after it weighs the answer again */
		if ((e = papo_rubric_why_label_at(s, n, i)) != 0 &&
		    r->parse != PAPO_RUBRIC_GRADE)
			return papo_rubric_why_block(r, s, n, e, x, v);
		if ((e = papo_rubric_quote_sentence(s, n, i)) != 0) {
			i = e;	/* 'The response says "Score: 5".' */
			continue;
		}
		e = papo_rubric_sentence_end(s, n, i);
		if (!papo_rubric_remark_closes(r, s + i, e - i, x) &&
		    (r->parse == PAPO_RUBRIC_GRADE ||
		    !papo_rubric_why_said_faults(s + i, e - i,
		    papo_rubric_below_top(r, x))) &&
		    !papo_rubric_assess_said(r, s + i, e - i, x)) {
			v->at = i;
			v->len = e - i;
			v->why = "after the verdict, a statement that is not "
			    "one the reader recognises as closing it (a "
			    "correction, a doubt, another label or value)";
			return -1;
		}
		i = e;
	}
}

int
papo_rubric_remark_ok(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	char t[512];
	size_t k;

	if (n + 1 >= sizeof(t))
		return 0;
	for (k = 0; k < n; k++)
		if (isdigit((unsigned char)s[k]))
			return 0;	/* no value of its own */
	/* read as the sentence it would be, its full stop after it */
	memcpy(t, s, n);
	t[n] = '.';
	return papo_rubric_remark_closes(r, t, n + 1, x) ||
	    papo_rubric_why_said(t, n + 1) ||
	    papo_rubric_assess_said(r, t, n + 1, x);
}

/*
 * 1 when the verdict at s[at] is quoted, not stated: inside a code
 * fence (an odd number of lines opening with "```" before it).  A judge
 * states its verdict in its own text; one in a code block is an
 * example or someone else's.  (A blockquote line, "> Score: 1", is
 * markup the judge states its verdict with, and is read.)
 */
static int
quoted_verdict(const char *s, size_t at)
{
	size_t i, a;
	char open = 0;	/* the fence's character, '`' or '~', inside one */

	for (a = at; a > 0 && s[a - 1] != '\n'; a--)
		;
	for (i = 0; i < a; i++) {
		if (i > 0 && s[i - 1] != '\n')
			continue;
		while (i < a && (s[i] == ' ' || s[i] == '\t'))
			i++;
		/* "~~~" opens a fence as "```" does; each closes its own */
		if (a - i >= 3 && (s[i] == '`' || s[i] == '~') &&
		    s[i + 1] == s[i] && s[i + 2] == s[i] &&
		    (open == 0 || open == s[i]))
			open = open ? 0 : s[i];
	}
	return open != 0;
}

/*
 * The elements a judge wraps its own verdict in: <answer>, <verdict>,
 * <evaluation> ... (and ERNIE's <response>).  A verdict inside any
 * other element opened before it and not closed (<student_response>,
 * <quote>, <solution>, <pre>, the prompt's <response-TOKEN> echoed) is
 * quoted, not stated.
 */
static const char *const verdict_elements[] = { "answer", "response",
	"verdict", "evaluation", "assessment", "judgment", "judgement",
	"final", "final_answer", "final_verdict", "result", "score",
	"grade", "rating", "output", "review", "feedback", "critique",
	"conclusion", "decision", "summary", NULL };

/* elements that never hold text, and tokens written as tags */
static const char *const void_elements[] = { "br", "hr", "wbr", "s",
	"bos", "eos", "pad", "unk", "sep", NULL };

/*
 * The element <NAME> (no attributes: letters, digits, '_' and '-') at
 * s[i]: 1 opening, -1 closing, 0 none; *name, *len its name.
 */
static int
element_at(const char *s, size_t n, size_t i, const char **name,
    size_t *len)
{
	size_t k = i + 1;
	int closing = k < n && s[k] == '/';

	k += closing;
	*name = s + k;
	if (k >= n || !isalpha((unsigned char)s[k]))
		return 0;
	while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_' ||
	    s[k] == '-'))
		k++;
	if (k >= n || s[k] != '>')
		return 0;
	*len = (size_t)(s + k - *name);
	return closing ? -1 : 1;
}

/* 1 when the verdict at s[at] stands inside an element no row knows. */
static int
element_quoted(const char *s, size_t at)
{
	const char *open[16], *name;
	size_t lens[16], depth = 0, i, len;
	int kind;

	for (i = 0; i < at; i++) {
		if (s[i] != '<' || (kind = element_at(s, at, i, &name,
		    &len)) == 0 ||
		    papo_rubric_word_in(name, len, void_elements))
			continue;
		if (kind > 0 && depth < 16) {
			open[depth] = name;
			lens[depth++] = len;
		} else if (kind < 0 && depth > 0 && lens[depth - 1] == len &&
		    strncasecmp(open[depth - 1], name, len) == 0)
			depth--;
	}
	for (i = 0; i < depth; i++)
		if (!papo_rubric_word_in(open[i], lens[i], verdict_elements))
			return 1;
	return 0;
}

/* The length of the end-of-turn token at s[i], or 0. */
static size_t
turn_token(const char *s, size_t n, size_t i)
{
	static const char *const turn[] = { "<|im_end|>", "<|eot_id|>",
	    "<|endoftext|>", "<|end|>", "<|return|>", "<end_of_turn>",
	    "<eos>", "<|eot|>", "<|end_of_text|>", "<|eom_id|>",
	    "<|end_of_sentence|>", "<end_of_sentence>",
	    "<|END_OF_TURN_TOKEN|>", "[e~[",
	    "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence"
	    "\xef\xbd\x9c>", NULL };
	size_t k, w;

	if (s[i] != '<' && s[i] != '[')
		return 0;
	for (k = 0; turn[k]; k++)
		if (n - i >= (w = strlen(turn[k])) &&
		    memcmp(s + i, turn[k], w) == 0)
			return w;
	return 0;
}

/*
 * Where a chat template's end-of-turn token in s is followed by more
 * than white space and end tokens (the server went on generating past
 * the judge's turn: "Score: 1<|im_end|>\n<|im_start|>assistant\n
 * Score: 1"), or n when none is.
 */
static size_t
past_turn(const char *s, size_t n)
{
	size_t i, j, w;

	for (i = 0; i < n; i++) {
		if ((w = turn_token(s, n, i)) == 0)
			continue;
		for (j = i + w; j < n; j += w) {
			w = isspace((unsigned char)s[j]) ? 1 :
			    turn_token(s, n, j);
			if (w == 0)
				return i;
		}
		return n;
	}
	return n;
}

/*
 * Where a tool call written in the text starts (Hermes and Qwen's
 * <tool_call>, Mistral's [TOOL_CALLS], Llama's <|python_tag|> and
 * <function=, Phi's functools[, Kimi's and DeepSeek's sections), or n:
 * a reply that calls a tool is not one committed verdict, and the
 * call's arguments may state another.
 */
static size_t
tool_call_at(const char *s, size_t n)
{
	static const char *const calls[] = { "<tool_call>", "[TOOL_CALLS]",
	    "<|python_tag|>", "<function=", "functools[", "<|tool_call|>",
	    "<|tool_calls_section_begin|>", "<|tool_call_begin|>",
	    "<\xef\xbd\x9ctool\xe2\x96\x81" "calls\xe2\x96\x81" "begin"
	    "\xef\xbd\x9c>", NULL };
	const char *p;
	size_t k, at = n;

	for (k = 0; calls[k]; k++)
		if ((p = papo_rubric_find_mem(s, n, calls[k])) != NULL &&
		    (size_t)(p - s) < at)
			at = (size_t)(p - s);
	return at;
}

/*
 * A verdict read in s (n bytes; a later "<think>" at s[think], or n)
 * stands only in one committed turn: no tool call written in the text,
 * nothing past an end-of-turn token, no reasoning again after it, no
 * "</think>" after it ("Score: 3</think>The response is careful.": the
 * verdict was the reasoning's, glued to its close with text after it
 * on the line, which papo_rubric_reasoning_end takes for no close).  0, or -1
 * with v->why set.
 */
static int
one_turn(const char *s, size_t n, size_t think, struct papo_rubric_verdict *v)
{
	const char *p;
	size_t at = v->at;

	if ((v->at = tool_call_at(s, n)) < n)
		v->why = "the reply calls a tool in its text (<tool_call>, "
		    "[TOOL_CALLS]...): not one committed verdict";
	else if ((v->at = past_turn(s, n)) < n)
		v->why = "text follows the end of the judge's turn (an end "
		    "token such as <|im_end|>, then more): not one committed "
		    "verdict";
	else if ((v->at = think) < n)
		/* "Score: 1 <think>...": reasoning again after the verdict */
		v->why = "the judge reasons again after its verdict (a "
		    "<think> follows it): not one committed verdict";
	else if ((p = papo_rubric_find_mem(s + at, n - at,
	    "</think>")) != NULL) {
		v->at = (size_t)(p - s);
		v->why = "a </think> follows the verdict: it stands in the "
		    "judge's reasoning, not one committed verdict";
	}
	else {
		v->at = at;
		return 0;
	}
	v->len = 0;
	return -1;
}

/*
 * The text read, s[*start..*end) of s[..*n): inside a response block
 * (<answer>...</answer>, Command A's <|START_RESPONSE|>) when one
 * wraps it, *n then the block's end; and no chat template token that
 * opens a turn or a role in it.  0, or -1 with v->why set.
 */
static int
text_read(const char *s, size_t *start, size_t *end, size_t *n,
    struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a, b, m;
	int rc = papo_rubric_template_block(s + *start, *n - *start, &a, &b,
	    &why);

	if (rc < 0) {
		v->why = why;
		return -1;
	}
	if (rc > 0) {
		*n = *start + b;
		if (*end > *n)
			*end = *n;
		*start += a;
	}
	m = papo_rubric_template_mark(s + *start, *end - *start);
	if (m < *end - *start) {
		v->why = "a chat template's token that opens a turn or a "
		    "role (<|im_start|>, <start_of_turn>...) stands in the "
		    "judge's text: not one committed verdict";
		return -1;
	}
	return 0;
}

static int
read_text(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	static const char open[] = "<think>";
	const char *p;
	size_t start, end = n, r0;
	int rc, opened;

	memset(v, 0, sizeof(*v));
	/* the judge's own reasoning, when it comes in the content */
	start = r0 = papo_rubric_reasoning_end(r, s, n, &opened);
	if ((p = memmem(s + start, n - start, open, sizeof(open) - 1)) != NULL)
		end = (size_t)(p - s);
	rc = text_read(s, &start, &end, &n, v);
	if (rc == 0)
		rc = papo_rubric_read_labels(r, s + start, end - start, v);
	if (rc == 0 && quoted_verdict(s + start, v->at)) {
		v->why = "the verdict stands in a code block: quoted, not "
		    "stated";
		rc = -1;
	}
	if (rc == 0 && element_quoted(s + start, v->at)) {
		v->why = "the verdict stands inside an element that is not "
		    "the judge's own (<student_response>, <quote>, <pre> "
		    "...): quoted, not stated";
		rc = -1;
	}
	if (rc == 0)
		rc = papo_rubric_others_agree(r, s + start, n - start, v->score,
		    v);
	if (rc == 0 && r->parse == PAPO_RUBRIC_GRADE)
		rc = papo_rubric_grade_after(r, s + start, n - start, v->score,
		    v);
	else if (rc == 0 && papo_rubric_level_named_after(r, s + start,
	    n - start, v->at + v->len, v->score)) {
		v->why = "after the verdict, a name the rubric gives another "
		    "level";
		rc = -1;
	}
	if (rc == 0)
		rc = papo_rubric_tail_recognised(r, s + start, end - start,
		    papo_rubric_line_end(s + start, end - start,
		    v->at + v->len), v->score, v);
	if (rc < 0 && opened && r0 == n && n > 0)
		v->why = "the reply opens the judge's reasoning and never "
		    "closes it (cut off while reasoning?): nothing after it "
		    "to read";
	if (rc == 0)
		rc = one_turn(s + start, n - start, end - start, v);
	v->at += start;
	if (rc == 0 && r0 > 0 && !opened &&
	    papo_rubric_last_line_differs(r, s, r0, v)) {
		v->len = 0;
		rc = -1;
	}
	if (v->len == 0) {
		/* no verdict found: the end of the text read tells most */
		v->at = end;
	}
	if (cut_off) {
		/* what tells most is where it was cut */
		v->at = n;
		v->len = 0;
		v->error = "truncated";
		v->why = "the reply was cut off (finish reason length) before "
		    "it ended; raise --max-tokens";
		return -1;
	}
	if (rc < 0)
		v->error = "no_score";
	return rc;
}

/*
 * papo_rubric_prose_end, and no verdict when the one it reads stands in
 * a code fence ("```\nFinal verdict: 4\n```"): quoted, as a label's.
 */
static int
prose_end(const struct papo_rubric *r, const char *s, size_t a, size_t b,
    struct papo_rubric_verdict *v)
{
	if (papo_rubric_prose_end(r, s, a, b, v) < 0)
		return -1;
	if (v->at >= a && quoted_verdict(s + a, v->at - a)) {
		v->why = "the verdict stands in a code block: quoted, not "
		    "stated";
		v->error = "no_score";
		return -1;
	}
	return 0;
}

static int
read_forms(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a, b;
	int rc = papo_rubric_final_channel(s, n, &a, &b, &why);

	/* not harmony: a chat template's assistant turn, or plain text */
	if (rc == 0)
		rc = papo_rubric_template_turn(s, n, &a, &b, &why);
	if (rc == 0) {
		rc = read_text(r, s, n, cut_off, v);
		/* a server in JSON mode, structured outputs, after the
		   judge's reasoning if any */
		if (rc < 0 && !cut_off) {
			int opened;

			a = papo_rubric_reasoning_end(r, s, n, &opened);
			rc = papo_rubric_json_end(r, s, a, n, v);
			if (rc < 0)
				rc = prose_end(r, s, a, n, v);
		}
		return rc;
	}
	if (rc > 0) {
		/* harmony's final channel, or the template's turn: its
		   text alone is read */
		rc = read_text(r, s + a, b - a, cut_off, v);
		v->at += a;
		if (rc < 0 && !cut_off)
			rc = papo_rubric_json_end(r, s, a, b, v);
		if (rc < 0 && !cut_off)
			rc = prose_end(r, s, a, b, v);
		return rc;
	}
	/* harmony without a final message, a turn after the judge's, a
	   user's turn: no verdict stated */
	rc = read_text(r, s, 0, cut_off, v);
	v->at = n;
	if (!cut_off)
		v->why = why;
	return -1;
}

/*
 * 1 when s (n bytes), the text before the reference's score and the
 * response's (x), states no verdict: no label, no box, no JSON verdict
 * key nor other JSON object, no level the rubric names, nothing else
 * that states another value than x.
 */
static int
pair_before(const struct papo_rubric *r, const char *s, size_t n, double x)
{
	struct papo_rubric_verdict o;
	size_t i;

	for (i = 0; i < n; i++)
		if (papo_rubric_label_end(r, s, n, i) != 0)
			return 0;
	if (papo_rubric_find_mem(s, n, "\\boxed") != NULL ||
	    papo_rubric_json_key_quoted(s, n) ||
	    papo_rubric_json_object_in(s, n))
		return 0;
	memset(&o, 0, sizeof(o));
	o.at = n;	/* all of it before the verdict */
	return papo_rubric_others_agree(r, s, n, x, &o) == 0;
}

/* the names of the tags a judge writes its verdict in, lower case (as
   the labels "Verdict: 4" and "Grade: 4" are read, so are their tags) */
static const char *const tag_names[] = { "score", "rating",
	"final_score", "overall_score", "final_rating", "verdict",
	"final_verdict", "grade", "final_grade", NULL };
/* the names of the tags a judge wraps its whole evaluation in, the
   verdict's tag last inside: "<evaluation>...<score>4</score>
   </evaluation>" (never a tag that may hold the response quoted) */
static const char *const tag_wraps[] = { "evaluation", "assessment",
	"judgment", "judgement", "grading", NULL };

/* s[0..n) with the white space and end tokens (papo_rubric_end_tokens'
   that open with '<') that end it taken off: its new length. */
size_t
papo_rubric_tag_trim(const char *s, size_t n)
{
	size_t k, w;

	for (;;) {
		while (n > 0 && isspace((unsigned char)s[n - 1]))
			n--;
		for (k = 0; papo_rubric_end_tokens[k]; k++)
			if (papo_rubric_end_tokens[k][0] == '<' &&
			    n >= (w = strlen(papo_rubric_end_tokens[k])) &&
			    memcmp(s + n - w, papo_rubric_end_tokens[k],
			    w) == 0)
				break;
		if (papo_rubric_end_tokens[k] == NULL)
			return n;
		n -= w;
	}
}

/*
 * The value s[a..z) of a tag, white space around it: one of r's scores
 * (digits or a number word), alone or over the rubric's top ("8/10").
 * 0 with *x, *at and *len set, or -1.
 */
static int
tag_value(const struct papo_rubric *r, const char *s, size_t a, size_t z,
    double *x, size_t *at, size_t *len)
{
	const char *slash;
	double y;
	size_t d, e;

	while (a < z && isspace((unsigned char)s[a]))
		a++;
	while (z > a && isspace((unsigned char)s[z - 1]))
		z--;
	e = z;
	if ((slash = memchr(s + a, '/', z - a)) != NULL) {
		e = (size_t)(slash - s);
		for (d = e + 1; d < z; d++)
			if (!isdigit((unsigned char)s[d]))
				return -1;
		if (d == e + 1 || papo_rubric_number(s + e + 1, z - e - 1,
		    &y) < 0 || y != papo_rubric_top(r))
			return -1;
	}
	/* "0." is "0.5" cut, "4 " of "4 / 5" is "4 or 5" */
	if (e == a || !isalnum((unsigned char)s[e - 1]) ||
	    papo_rubric_value(r, s + a, e - a, x) < 0)
		return -1;
	*at = a;
	*len = e - a;
	return 0;
}

/*
 * 1 when s (n bytes), the text before a verdict's tag, holds a tag of
 * a score of its own, opening or closing, whose name says so
 * ("<reference_score>", "<draft_rating>", "</score>", "<grade_b>",
 * "<verdict>"): another value.
 */
static int
tag_other(const char *s, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		if (s[i] != '<')
			continue;
		k = i + 1 < n && s[i + 1] == '/' ? i + 2 : i + 1;
		for (; k < n && (isalnum((unsigned char)s[k]) ||
		    s[k] == '_' || s[k] == '-'); k++)
			if (n - k >= 5 &&
			    (strncasecmp(s + k, "score", 5) == 0 ||
			    strncasecmp(s + k, "ratin", 5) == 0 ||
			    strncasecmp(s + k, "grade", 5) == 0 ||
			    strncasecmp(s + k, "verdi", 5) == 0))
				return 1;
	}
	return 0;
}

/*
 * 1 when s (n bytes), the text before a verdict's tag, holds an element
 * that gives a value of its own, whatever its name: a tag, its closing
 * tag on the same line, and between them a digit in three words at
 * most ("<clarity>5</clarity>", "<criterion name=\"clarity\">5
 * </criterion>", "<criterion>clarity: 5</criterion>"): a criterion's
 * score beside the verdict, as "Clarity: 5" before "Score: 4" is.
 */
static int
tag_valued(const char *s, size_t n)
{
	size_t i, k, w, c, e, words;
	int digit;

	for (i = 0; i + 1 < n; i++) {
		if (s[i] != '<' || !isalpha((unsigned char)s[i + 1]))
			continue;
		for (k = i + 1; k < n && (isalnum((unsigned char)s[k]) ||
		    s[k] == '_' || s[k] == '-'); k++)
			;
		w = k - i - 1;
		for (c = k; c < n && s[c] != '>' && s[c] != '\n'; c++)
			;
		if (c >= n || s[c] != '>')
			continue;
		digit = 0;
		words = 0;
		for (e = c + 1; e < n && s[e] != '<' && s[e] != '\n'; e++) {
			digit |= isdigit((unsigned char)s[e]);
			words += !isspace((unsigned char)s[e]) &&
			    (e == c + 1 || isspace((unsigned char)s[e - 1]));
		}
		if (digit && words <= 3 && n - e >= w + 3 && s[e + 1] == '/' &&
		    strncasecmp(s + e + 2, s + i + 1, w) == 0 &&
		    s[e + 2 + w] == '>')
			return 1;
	}
	return 0;
}

/*
 * 1 when the line above the line that starts at s[k] (blank lines
 * passed over) is a quotation's intro and its colon, nothing after it
 * ("The student wrote:", "The response ends with:",
 * papo_rubric_quote_line's rows): what the line at k holds is another's
 * words, as the rest of such a line is.
 */
static int
quoted_above(const char *s, size_t k)
{
	size_t e = k, a, c;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	for (a = e; a > 0 && s[a - 1] != '\n'; a--)
		;
	if (e == a || (c = papo_rubric_quote_line(s, a, e)) == 0)
		return 0;
	while (c < e && isspace((unsigned char)s[c]))
		c++;
	return c == e;
}

/*
 * The closing tag that ends s at e ("</score>"), its name a row of list
 * (any case): the name's length, *c where its '<' stands; else 0.
 */
static size_t
closing_tag(const char *s, size_t e, const char *const *list, size_t *c)
{
	size_t a, k, w;

	if (e == 0 || s[e - 1] != '>')
		return 0;
	for (a = e; a > 0 && s[a - 1] != '<'; a--)
		;
	if (a == 0 || e - a < 3 || s[a] != '/')
		return 0;
	for (k = 0; list[k]; k++)
		if (e - a - 2 == (w = strlen(list[k])) &&
		    strncasecmp(s + a + 1, list[k], w) == 0) {
			*c = a - 1;
			return w;
		}
	return 0;
}

/*
 * A verdict in a tag ending s (n bytes), "<score>8</score>": the tag
 * (a row of tag_names, any case) opens its line, the same tag closes
 * it, one of the rubric's scores alone in it, nothing after it but
 * white space and end tokens.  0 with t read and *start where the tag
 * starts, or -1.  That the text before it states no verdict and no
 * other value is the caller's to check (pair_before).
 */
static int
tag_end(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t, size_t *start)
{
	size_t e = papo_rubric_tag_trim(s, n), c, o, k, w;

	if ((w = closing_tag(s, e, tag_names, &c)) == 0)
		return -1;
	/* its opening tag, the same name, at its line's start */
	for (o = c; o > 0 && s[o - 1] != '\n'; o--)
		if (s[o - 1] == '<' && c - o >= w + 1 &&
		    strncasecmp(s + o, s + c + 2, w) == 0 && s[o + w] == '>')
			break;
	if (o == 0 || s[o - 1] != '<') {
		/* the value on lines of its own: "<score>\n8\n</score>" */
		for (o = c; o > 0; o--)
			if (s[o - 1] == '<' && c - o >= w + 1 &&
			    strncasecmp(s + o, s + c + 2, w) == 0 &&
			    s[o + w] == '>')
				break;
		if (o == 0)
			return -1;
	}
	o--;
	for (k = o; k > 0 && s[k - 1] != '\n'; k--)
		if (!isspace((unsigned char)s[k - 1]))
			return -1;
	if (tag_other(s, o) || tag_valued(s, o) || quoted_above(s, k))
		return -1;
	memset(t, 0, sizeof(*t));
	if (tag_value(r, s, o + w + 2, c, &t->score, &t->at, &t->len) < 0)
		return -1;
	*start = o;
	return 0;
}

/*
 * A verdict's tag after a reasoning block that opens a line before it
 * ("<reasoning>...</reasoning>", "<analysis>", "<think>"), the last
 * such block in s (n bytes): the tag read in the text past the block's
 * close (tag_end), that text and the text before the block's opening
 * stating no verdict and no other value (pair_before, tag_other,
 * tag_valued), the block scoring no other response.  What the block
 * holds is the judge's draft, not read.  0 with t read (its place in
 * s), or -1.
 */
static int
tag_after_block(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t)
{
	static const char *const blocks[][2] = {
		{ "<reasoning>", "</reasoning>" },
		{ "<analysis>", "</analysis>" }, { "<think>", "</think>" } };
	const char *q;
	size_t k, o, c, p;

	for (k = 0; k < sizeof(blocks) / sizeof(blocks[0]); k++) {
		for (c = n, q = s; (q = papo_rubric_find_mem(q, n -
		    (size_t)(q - s), blocks[k][1])) != NULL; q++)
			c = (size_t)(q - s);
		for (o = n, q = s; c < n && (q = papo_rubric_find_mem(q,
		    c - (size_t)(q - s), blocks[k][0])) != NULL; q++)
			o = (size_t)(q - s);
		/* a block that scores another response ("Response B would
		   get a 2."): whose the verdict after it is is not said */
		if (o == n || (o > 0 && s[o - 1] != '\n') ||
		    papo_rubric_owner_stated(s + o, c - o, &p) < c - o)
			continue;
		c += strlen(blocks[k][1]);
		if (tag_end(r, s + c, n - c, t, &p) == 0 &&
		    pair_before(r, s + c, p, t->score) &&
		    pair_before(r, s, o, t->score) && !tag_other(s, o) &&
		    !tag_valued(s, o)) {
			t->at += c;
			return 0;
		}
	}
	return -1;
}

/*
 * s (n bytes) with the tag that wraps the judge's whole evaluation
 * taken off its end: when s ends (white space and end tokens aside) on
 * a closing tag of tag_wraps alone on its line, and the same tag
 * opens a line of s before it, alone on that line, the length of s up
 * to the closing tag's line; else n.
 */
static size_t
tag_unwrap(const char *s, size_t n)
{
	size_t e = papo_rubric_tag_trim(s, n), c, w, o;

	if ((w = closing_tag(s, e, tag_wraps, &c)) == 0 || c == 0 ||
	    s[c - 1] != '\n')
		return n;
	/* its opening tag alone on a line before it */
	for (o = 0; o + w + 2 < c; o++)
		if ((o == 0 || s[o - 1] == '\n') && s[o] == '<' &&
		    strncasecmp(s + o + 1, s + c + 2, w) == 0 &&
		    s[o + w + 1] == '>' && s[o + w + 2] == '\n')
			return c - 1;
	return n;
}

/*
 * MT-Bench's rating with no label, "[[8]]", ending s (n bytes) on a
 * line of its own (white space and end tokens after it): 0 with t read
 * and *start where it starts, or -1.  That the text before it states
 * no verdict and no other value is the caller's to check (pair_before).
 */
static int
bracket_end(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t, size_t *start)
{
	size_t e = papo_rubric_tag_trim(s, n), o, k;

	if (e < 5 || memcmp(s + e - 2, "]]", 2) != 0)
		return -1;
	for (o = e - 2; o >= 2 && s[o - 1] != '[' && s[o - 1] != '\n'; o--)
		;
	if (o < 2 || s[o - 1] != '[' || s[o - 2] != '[')
		return -1;
	for (k = o - 2; k > 0 && s[k - 1] != '\n'; k--)
		if (!isspace((unsigned char)s[k - 1]))
			return -1;
	if (quoted_above(s, k))
		return -1;
	memset(t, 0, sizeof(*t));
	if (tag_value(r, s, o, e - 2, &t->score, &t->at, &t->len) < 0 ||
	    memchr(s + o, '/', e - 2 - o) != NULL)
		return -1;
	*start = o - 2;
	return 0;
}

/*
 * 1 with t read when s (n bytes) ends on a revision of a verdict
 * (rubric_revise.c) and the text before the revision, read alone,
 * states that verdict, or ends on a revision of its own that does
 * ("Score: 3. Revised score: 4. Revised score: 5.": the last revision,
 * nothing after it), up to depth revisions in all; a revision that
 * keeps the verdict ("On reflection, still 4.") only of that value,
 * one whose words lower or raise it ("I was too generous.") only of a
 * value above or below it.
 */
/* the revisions of one verdict read in a row at most */
#define REVISIONS 3

static int
revised(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *t, int depth)
{
	struct papo_rubric_verdict u;
	size_t p, q;
	int way;

	if (depth == 0 || papo_rubric_revised(r, s, n, t, &p, &way) < 0)
		return 0;
	/* a JSON verdict is not revised in prose: '{"score": 4}' then
	   "On reflection ..., so 3." is two verdicts */
	for (q = p; q > 0 && isspace((unsigned char)s[q - 1]); q--)
		;
	if (q > 0 && (s[q - 1] == '}' || (q >= 3 &&
	    memcmp(s + q - 3, "```", 3) == 0)))
		return 0;
	memset(&u, 0, sizeof(u));
	if (read_forms(r, s, p, 0, &u) != 0 && !revised(r, s, p, &u,
	    depth - 1))
		return 0;
	return way == 0 || (way == '=' && u.score == t->score) ||
	    (way == '<' && t->score < u.score) ||
	    (way == '>' && t->score > u.score);
}

/*
 * read_forms, then, when it finds no verdict in a reply not cut off, a
 * table of criteria with their total ending the text read
 * (rubric_total.c), the reference's score and the response's
 * (rubric_pair.c), a verdict in a tag ("<score>8</score>", tag_end)
 * with nothing before it that states one, or a verdict revised
 * (rubric_revise.c): harmony's
 * final channel, the template's turn, or the text after the judge's
 * reasoning.
 */
static int
read_reply(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict t;
	const char *why;
	size_t a, b, p, w;
	int opened, rc = read_forms(r, s, n, cut_off, v);

	if (rc == 0 || cut_off || v->error == NULL ||
	    strcmp(v->error, "no_score") != 0)
		return rc;
	if ((rc = papo_rubric_final_channel(s, n, &a, &b, &why)) == 0)
		rc = papo_rubric_template_turn(s, n, &a, &b, &why);
	if (rc < 0)
		return -1;
	if (rc == 0) {
		a = papo_rubric_reasoning_end(r, s, n, &opened);
		b = n;
	}
	/* the verdict's tag last inside a tag that wraps the evaluation:
	   opened at the text read (harmony's final channel) or on a line
	   of the reply before its end */
	if ((w = tag_unwrap(s + a, b - a)) < b - a)
		b = a + w;
	else if ((w = tag_unwrap(s, b)) > a && w < b)
		b = w;
	memset(&t, 0, sizeof(t));
	if (papo_rubric_total(r, s + a, papo_rubric_tag_trim(s + a, b - a),
	    &t) < 0 && (papo_rubric_pair(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    (tag_end(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    tag_after_block(r, s + a, b - a, &t) < 0 &&
	    (bracket_end(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    (papo_rubric_criterion_end(r, s + a, b - a, &t, &p) < 0 ||
	    !pair_before(r, s + a, p, t.score)) &&
	    !revised(r, s + a, papo_rubric_tag_trim(s + a, b - a), &t,
	    REVISIONS))
		return -1;
	t.at += a;
	*v = t;
	return 0;
}

/*
 * 1 when the judge's text before the verdict v (past its reasoning,
 * inside harmony's final channel or its template turn) disowns it
 * (papo_rubric_disowned): v set to no verdict.
 */
static int
disowned_before(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a = 0, b;
	int opened;

	if (papo_rubric_final_channel(s, n, &a, &b, &why) <= 0 &&
	    papo_rubric_template_turn(s, n, &a, &b, &why) <= 0)
		a = 0;
	if (a > v->at)
		return 0;
	a += papo_rubric_reasoning_end(r, s + a, v->at - a, &opened);
	if (a >= v->at || !papo_rubric_disowned(s + a, v->at - a))
		return 0;
	v->len = 0;
	v->error = "no_score";
	v->why = "the judge's text before its verdict disowns it (it cannot "
	    "grade by the rubric, sets the rubric aside, or follows an "
	    "instruction the response planted): not its verdict";
	return 1;
}

static int
cut_here(struct papo_rubric_verdict *v)
{
	v->error = "no_score";
	v->why = "the reply stops mid-sentence after its verdict (its last "
	    "words open a phrase): cut off";
	return 1;
}

/*
 * Is the last sentence of s[a..e) (after its last stop, colon or line
 * break), with no stop of its own, a determiner and at most two words
 * more ("The student", "Every step", "Der Beweis", "La preuve")?  A
 * phrase the judge did not finish.
 */
static int
det_fragment(const char *s, size_t a, size_t e)
{
	static const char *const dets[] = { "the", "a", "an", "every",
	    "each", "this", "these", "its", "der", "die", "das", "le", "la",
	    "les", "el", "los", "las", "il", "lo", "gli", "o", "os", "as",
	    NULL };
	size_t i = e, w, k, words = 0;

	while (i > a && strchr(".!?:\n", s[i - 1]) == NULL)
		i--;
	while (i < e && (s[i] == ' ' || s[i] == '*' || s[i] == '_'))
		i++;
	for (w = i; w < e && isalpha((unsigned char)s[w]); w++)
		;
	for (k = i; k < e; k++)
		words += k > i && s[k] == ' ' && s[k - 1] != ' ';
	if (w == i || words > 2)
		return 0;
	for (k = 0; dets[k] != NULL; k++)
		if (strlen(dets[k]) == w - i &&
		    strncasecmp(s + i, dets[k], w - i) == 0)
			return 1;
	return 0;
}

/*
 * Does the reply s[0..n) stop in the middle of a sentence after its
 * verdict v: its last word, the end tokens off, a word that never ends
 * an English sentence ("Score: 1. The", "Score: 4 for the", "I was
 * too")?  The judge was cut off whatever finish reason its server gave:
 * what it went on to say is not known.  Then v is no score.
 */
static int
cut_mid_sentence(const char *s, size_t n, struct papo_rubric_verdict *v)
{
	static const char *const open[] = { "a", "an", "the", "is", "are",
	    "was", "were", "be", "been", "as", "for", "to", "of", "and", "or",
	    "but", "with", "too", "by", "in", "on", "at", "that", "which",
	    "because", "since", "so", "than", "if", "not", "very", "this",
	    "its", "their", "his", "her", "my", "our", "your", "i", "it",
	    "would", "should", "could", "will", "can", "may", "might",
	    "has", "have", "had", "do", "does", "did", "from", "into",
	    "while", "although", "though", "whether", "whose", "who", NULL };
	size_t e = papo_rubric_tag_trim(s, n), w, k;

	while (e > v->at + v->len && (s[e - 1] == ' ' || s[e - 1] == '\n' ||
	    s[e - 1] == '\t' || s[e - 1] == '\r'))
		e--;
	if (e <= v->at + v->len || !isalpha((unsigned char)s[e - 1]))
		return 0;
	for (w = e; w > v->at + v->len && isalpha((unsigned char)s[w - 1]);
	    w--)
		;
	for (k = 0; open[k] != NULL; k++)
		if (strlen(open[k]) == e - w &&
		    strncasecmp(s + w, open[k], e - w) == 0)
			return cut_here(v);
	/* a possessive with nothing after it: "Score: 7 for the
	   student's" (session 71) */
	if (e - w == 1 && (s[w] == 's' || s[w] == 'S') && ((w >= 1 &&
	    s[w - 1] == '\'') || (w >= 3 && memcmp(s + w - 3,
	    "\xe2\x80\x99", 3) == 0)))
		return cut_here(v);
	return det_fragment(s, v->at + v->len, e) ? cut_here(v) : 0;
}

/*
 * Is the verdict v followed by a sign in parentheses that grades it
 * ("Score: 4 (-)", "Score: 1 (?)", "Score: **4** (~)": a minus, a
 * doubt)?  Then v is no score: the level it means is not one of the
 * rubric's.
 */
static int
marked_after(const char *s, size_t n, struct papo_rubric_verdict *v)
{
	size_t i = v->at + v->len;

	while (i < n && (s[i] == '*' || s[i] == '_' || s[i] == '}' ||
	    s[i] == '$' || s[i] == ' '))
		i++;
	if (n - i < 3 || s[i] != '(' || strchr("-+?~", s[i + 1]) == NULL ||
	    s[i + 1] == '\0' || s[i + 2] != ')')
		return 0;
	v->error = "no_score";
	v->why = "a sign in parentheses after the verdict grades it: "
	    "another level than the rubric's";
	return 1;
}

/*
 * After a verdict v read from the reply s[0..n): is it no score all the
 * same, the text before it disowning it, the reply stopping mid-sentence
 * after it, or a sign grading it (v's error and why set)?
 */
static int
refused_after(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	return disowned_before(r, s, n, v) || cut_mid_sentence(s, n, v) ||
	    marked_after(s, n, v);
}

/*
 * A reply whose digits are those of the script around them
 * ("得分：４", "التقييم: ٤") is read as if written in ASCII digits
 * (rubric_digits.c), the verdict's place mapped back to the reply.
 */
int
papo_rubric_read(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict w;
	size_t tn, a, z;
	char *t;
	int rc;

	if (!cut_off && n > 0 && memchr(s, '\0', n) != NULL) {
		/* a NUL (a server's "\u0000") ends no line a reader
		   knows: what follows it would go unread (a reply cut off
		   is refused as truncated, whatever it holds) */
		memset(v, 0, sizeof(*v));
		v->error = "no_score";
		v->why = "the reply holds a NUL byte";
		return -1;
	}
	if (!papo_rubric_native_digits(s, n, &t, &tn)) {
		rc = read_reply(r, s, n, cut_off, v);
		return rc == 0 && refused_after(r, s, n, v) ? -1 : rc;
	}
	memset(&w, 0, sizeof(w));
	rc = read_reply(r, t, tn, cut_off, &w);
	a = papo_rubric_native_offset(s, n, w.at);
	z = papo_rubric_native_offset(s, n, w.at + w.len);
	free(t);
	*v = w;
	v->at = a;
	v->len = z - a;
	return rc == 0 && refused_after(r, s, n, v) ? -1 : rc;
}

void
papo_rubric_follow_up(const struct papo_rubric *r, struct papo_buf *out)
{
	size_t i;

	papo_buf_adds(out, "Your reply does not state one verdict that can "
	    "be read. Reply with the verdict alone, nothing else, in this "
	    "format: ");
	if (r->parse == PAPO_RUBRIC_GRADE) {
		papo_buf_adds(out, r->grade_label);
		papo_buf_adds(out, " followed by one of: ");
		for (i = 0; i < r->ngrades; i++)
			papo_buf_addf(out, "%s%s", i ? ", " : "",
			    r->grades[i].word);
	} else {
		papo_buf_adds(out, "Score: X, where X is one of: ");
		for (i = 0; i < r->nscores; i++)
			papo_buf_addf(out, "%s%g", i ? ", " : "",
			    r->scores[i]);
	}
	papo_buf_addc(out, '.');
}

/*
 * 1 when s[i..], past a verdict read alone, holds only closing
 * punctuation to its line's end, or an end token glued to it
 * ("Score: 1<|im_end|>"), then white space, markup and end tokens.
 */
static int
alone_after(const char *s, size_t n, size_t i)
{
	while (i < n && s[i] != '\n' && s[i] != '\0' && (s[i] == ' ' ||
	    s[i] == '\t' || s[i] == '\r' ||
	    strchr(".,;!$*_)]}`\"'\\", s[i]) != NULL))
		i++;
	if (i < n && s[i] != '\n' && s[i] != '<')
		return 0;
	return papo_rubric_skip_fill(s, n, i) >= n;
}

int
papo_rubric_read_alone(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	const char *why;
	size_t a, b, c;
	double x;
	int opened;

	if (papo_rubric_read(r, s, n, 0, v) < 0)
		return -1;
	/* in harmony, the final channel's message is the reply, in a chat
	   template the judge's turn; past the judge's reasoning, what
	   follows it, inside its response block */
	if (papo_rubric_final_channel(s, n, &a, &b, &why) > 0 ||
	    papo_rubric_template_turn(s, n, &a, &b, &why) > 0)
		n = b;
	a += papo_rubric_reasoning_end(r, s + a, n - a, &opened);
	if (papo_rubric_template_block(s + a, n - a, &c, &b, &why) > 0) {
		n = a + b;
		a += c;
	}
	/* before the verdict: blanks and markup only; after it: closing
	   punctuation on its line, then markup and end tokens only */
	while (a < v->at && (isspace((unsigned char)s[a]) ||
	    strchr("*_#>`$", s[a]) != NULL))
		a++;
	if (a == v->at && alone_after(s, n, v->at + v->len))
		return 0;
	/* a verdict stated in prose, its sentence whole */
	if (papo_rubric_prose_alone(r, s + a, n - a, &x) == 0 &&
	    x == v->score)
		return 0;
	v->error = "no_score";
	v->why = "the reply to the follow-up turn is not the verdict alone";
	return -1;
}

int
papo_rubric_score(const struct papo_rubric *r, const char *s, size_t n,
    double *score, const char **why)
{
	struct papo_rubric_verdict v;
	int rc = papo_rubric_read(r, s, n, 0, &v);

	if (rc == 0)
		*score = v.score;
	else if (why)
		*why = v.why;
	return rc;
}

void
papo_rubric_excerpt(const char *s, size_t n,
    const struct papo_rubric_verdict *v, size_t max, struct papo_buf *out)
{
	size_t end = v->at + v->len, a, i, w;
	int space = 0;

	if (end > n)
		end = n;
	/* the verdict's line, to its end, when it fits */
	for (i = end; i < n && i - end < max / 4 && s[i] != '\n'; i++)
		;
	if (i == n || s[i] == '\n')
		end = i;
	/* back from the end while it fits: a control character takes
	   the six bytes of its escape */
	for (a = end, w = 0; a > 0; a--) {
		unsigned char c = (unsigned char)s[a - 1];
		size_t cw = (c < 0x20 && !isspace(c)) || c == 0x7f ? 6 : 1;

		if (w + cw > max)
			break;
		w += cw;
	}
	/* never start inside a UTF-8 sequence, nor with white space */
	while (a < end && (((unsigned char)s[a] & 0xC0) == 0x80 ||
	    isspace((unsigned char)s[a])))
		a++;
	if (a > 0)
		papo_buf_adds(out, "...");
	for (i = a; i < end; i++) {
		if (isspace((unsigned char)s[i])) {
			space = 1;
			continue;
		}
		if (space)
			papo_buf_addc(out, ' ');
		space = 0;
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			/* ESC, BEL, backspace...: shown as jq shows them */
			papo_buf_addf(out, "\\u%04x", (unsigned char)s[i]);
		else
			papo_buf_addc(out, s[i]);
	}
	if (end < n)
		papo_buf_adds(out, "...");
}
