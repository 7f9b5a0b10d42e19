/* SPDX-License-Identifier: MIT */
/*
 * rubric_why.c: a justification after the verdict, read sentence by
 * sentence by its words (and by rows per language), why the verdict is
 * not another level, and a sentence of it with no label that opens on
 * the work as its subject.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * ---- a justification after the verdict ----
 *
 * "Score: 4\n\nExplanation: The student factors ..." : a line that
 * opens with a row of why_labels (any listed language) opens a block
 * of commentary that runs to the end of the text read.  It is
 * recognised, sentence by sentence, when it holds only what a
 * justification is written with (why_ok): words of prose, sentence
 * punctuation, math spans that are not a number alone, a number that
 * names a step ("step 2"), a number word before the noun it counts
 * ("two roots").  A word of why_refused (a label or rating verb, a
 * hedge, a correction, a condition), a number standing as a value,
 * a sign of another scale ('%', '/', "out of"), a question: not
 * recognised, no score.
 */
static const char *const why_labels[] = {
	"explanation", "reason", "reasoning", "justification", "rationale",
	"feedback", "comment", "comments", "explicaci\xc3\xb3n",
	"justificaci\xc3\xb3n", "raz\xc3\xb3n", "razonamiento",
	"explica\xc3\xa7\xc3\xa3o", "justificativa",
	"justifica\xc3\xa7\xc3\xa3o", "spiegazione", "motivazione",
	"giustificazione", "begr\xc3\xbcndung", "erkl\xc3\xa4rung",
	"explication", "raison", "commentaire",
	"\xd0\x9e\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0"
	/* Обоснование */
	"\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0"
	/* обоснование */
	"\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\x9e\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd"
	/* Объяснение */
	"\xd0\xb8\xd0\xb5",
	"\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd"
	/* объяснение */
	"\xd0\xb8\xd0\xb5",
	"\xd0\x9f\xd0\xbe\xd1\x8f\xd1\x81\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8"
	"\xd0\xb5",					/* Пояснение */
	"\xe8\xa7\xa3\xe9\x87\x8a",			/* 解释 */
	"\xe8\xa7\xa3\xe9\x87\x8b",			/* 解釋 */
	"\xe7\x90\x86\xe7\x94\xb1",			/* 理由 */
	"\xe8\xaf\xb4\xe6\x98\x8e",			/* 说明 */
	"\xe8\xaa\xac\xe6\x98\x8e",			/* 說明, 説明 */
	"\xe8\xaf\x84\xe8\xaf\xad",			/* 评语 */
	"\xe8\xa7\xa3\xe8\xaa\xac",			/* 解説 */
	"\xe6\xa0\xb9\xe6\x8b\xa0",			/* 根拠 */
	"\xec\x84\xa4\xeb\xaa\x85",			/* 설명 */
	"\xec\x9d\xb4\xec\x9c\xa0",			/* 이유 */
	"\xea\xb7\xbc\xea\xb1\xb0",			/* 근거 */
	NULL
};

/*
 * Words a justification never holds, any listed language: the words
 * of a rating (papo_rubric_label_words and papo_rubric_rate_verbs are read
 * too), hedges, corrections, conditions, doubt.  A row with a space is two
 * words in a row ("en fait").
 */
static const char *const why_refused[] = {
	"wait", "actually", "correction", "corrected", "revise", "revised",
	"reconsider", "reconsidering", "retract", "oops", "sorry", "hmm",
	"maybe", "perhaps", "possibly", "probably", "likely", "arguably",
	"honestly", "guess", "think", "believe", "doubt", "unsure", "sure",
	"certain", "uncertain", "confident", "if", "unless", "otherwise",
	"assuming", "provided", "whether", "may", "might", "could", "would",
	"should", "deserves", "deserve", "credit", "marks", "full",
	"partial", "generous", "lenient", "harsh", "strict", "lower",
	"higher", "raise", "reduce", "instead", "rather", "worth", "half",
	"tier", "tiers", "level", "levels", "band", "top", "bottom",
	"highest", "lowest", "maximum", "minimum", "max", "min", "perfect",
	/* es pt it fr de ru */
	"quiz\xc3\xa1s", "quiz\xc3\xa1", "tal vez", "realidad",
	"correcci\xc3\xb3n", "probablemente", "si", "talvez", "verdade",
	"corre\xc3\xa7\xc3\xa3o", "provavelmente", "se", "forse",
	"realt\xc3\xa0", "correzione", "probabilmente", "peut-\xc3\xaatre",
	"en fait", "probablement", "vielleicht", "eigentlich",
	"wahrscheinlich", "korrektur", "falls", "wenn", "eher", "punkte",
	"puntos", "punti", "pontos", "points", "nota", "note",
	"\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82",	/* может */
	"\xd0\x9c\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82",	/* Может */
	"\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe",
	"\xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd1\x81\xd0\xb0\xd0\xbc\xd0\xbe\xd0\xbc",	/* самом */
	"\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8",		/* если */
	"\xd0\x95\xd1\x81\xd0\xbb\xd0\xb8",		/* Если */
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb",		/* балл */
	/* deserving, giving, "rather", "would", es pt it fr de ru */
	"merece", "merecen", "merecer\xc3\xad" "a", "mereceria", "merita",
	"meritano", "meriterebbe", "m\xc3\xa9rite", "m\xc3\xa9ritent",
	"m\xc3\xa9riterait", "verdient", "verdienen", "verdiente",
	"dar\xc3\xad" "a", "daria", "dar\xc3\xa9", "darei", "darebbe",
	"mettrais", "donnerais", "attribuerais", "plut\xc3\xb4t",
	"piuttosto", "w\xc3\xbcrde", "w\xc3\xbcrden", "geben", "gebe",
	"\xd0\xb7\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
	/* заслуживает */
	"\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\x97\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
	/* Заслуживает */
	"\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xb1\xd1\x8b",				/* бы */
	"\xd0\xbf\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xb8"
	"\xd0\xbb",					/* поставил */
	/* скорее */
	"\xd1\x81\xd0\xba\xd0\xbe\xd1\x80\xd0\xb5\xd0\xb5",
	/* the grader speaking of its grading: a justification speaks of
	   the work (en fr de es pt it ru; "j" is French's "j'") */
	"i", "i'd", "i'm", "i'll", "i've", "we", "we'd", "we're", "we'll",
	"my", "our", "me", "us", "myself", "j", "je", "moi", "nous", "ich",
	"mir", "mich", "wir", "yo", "eu", "io",
	/* the grading done, not the work: rounded, docked, penalized */
	"round", "rounded", "rounding", "dock", "docked", "deduct",
	"deducted", "deduction", "deductions", "penalty", "penalties",
	"penalize", "penalized", "penalise", "penalised", "bump", "bumped",
	"generously", "leniently", "harshly", "strictly", "graded",
	"judged", "scored", "rated", "marked",
	/* stars, ranges, provisional verdicts */
	"star", "stars", "sterne", "estrellas", "\xc3\xa9toiles", "stelle",
	"estrelas", "between", "borderline", "tentative", "tentatively",
	"provisional", "provisionally", "revision", "pending", "preliminary",
	"approximately", "roughly", "fence", "overrated", "underrated",
	"previous", "earlier",
	/* made of rows, two words that condition or grade: "In case the
	   domain is stated.", "So so.", "Así así.", "Così così." */
	"in case", "en caso", "au cas", "nel caso", "em caso", "no caso",
	"so so", "as\xc3\xad as\xc3\xad", "cos\xc3\xac cos\xc3\xac",
	"assim assim",
	/* and more of the same, found by hostile_round18: "The work is
	   complete in part.", "As good as done.", "In the case that the
	   domain is stated, ...", "complete here and there", "Hope the
	   work is complete.", "Cos\xc3\xac e cos\xc3\xac." */
	"in part", "in parts", "as good", "case that", "cases that",
	"here and", "hope", "hopefully", "cos\xc3\xac e",
	/* "ab und zu" (now and then), "con que" (as long as) */
	"und zu", "con que",
	/* "as it were": a hedge, "were" inside its clause */
	"it were",
	/* what is still to be done: "The proof is to be verified.",
	   "The domain has to be stated." */
	"is to", "are to", "was to", "were to", "has to", "have to",
	"\xd1\x8f", "\xd0\xaf",			/* я Я */
	"\xd0\xbc\xd1\x8b", "\xd0\x9c\xd1\x8b",	/* мы Мы */
	"\xd0\xbc\xd0\xbd\xd0\xb5", "\xd0\x9c\xd0\xbd\xd0\xb5",
							/* мне Мне */
	NULL
};

/*
 * Number words in the other listed languages: a value when they end
 * their clause ("Es ist eine Vier."), a count before their noun ("die
 * zwei Lösungen") otherwise.
 */
static const char *const why_numbers[] = {
	"null", "eins", "zwei", "drei", "vier", "f\xc3\xbcnf", "sechs",
	"sieben", "acht", "neun", "zehn", "cero", "uno", "dos", "tres",
	"cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
	"z\xc3\xa9ro", "un", "une", "deux", "trois", "quatre", "cinq",
	"sept", "huit", "neuf", "dix", "due", "tre", "quattro", "cinque",
	"sei", "sette", "otto", "nove", "dieci", "um", "dois", "duas",
	"tr\xc3\xaas", "sete", "oito", "dez",
	"\xd0\xbd\xd0\xbe\xd0\xbb\xd1\x8c", "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd",
	"\xd0\xb4\xd0\xb2\xd0\xb0", "\xd1\x82\xd1\x80\xd0\xb8",
	"\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5",
	"\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c", NULL
};

/* Words a number after them names a part of the work: "step 2". */
static const char *const why_steps[] = { "step", "steps", "line", "lines",
	"part", "parts", "case", "cases", "equation", "equations", "eq",
	"lemma", "claim", "item", "items", "stage", "paso", "schritt",
	"\xc3\xa9tape", "passo", NULL };

/*
 * A justification label at s[i], wherever it stands: past its colon
 * (and emphasis), else 0.
 */
static size_t
why_label_word(const char *s, size_t n, size_t i)
{
	size_t k, m, j, c;

	for (k = 0; why_labels[k]; k++) {
		if ((m = papo_rubric_match_label(s, n, i, why_labels[k])) == 0)
			continue;
		j = i + m;
		if (j < n && (isalpha((unsigned char)s[j]) ||
		    (unsigned char)s[j] >= 0x80) && memcmp(s + j,
		    "\xef\xbc\x9a", n - j >= 3 ? 3 : n - j) != 0)
			continue;	/* "Explanations", "Reasonable" */
		while (j < n && (s[j] == '*' || s[j] == '_'))
			j++;
		if (j < n && s[j] == ' ')
			j++;	/* "Explication :" */
		else if (n - j >= 2 && memcmp(s + j, "\xc2\xa0", 2) == 0)
			j += 2;
		if ((c = papo_rubric_colon(s, n, j)) == 0)
			continue;
		for (j += c; j < n && (s[j] == '*' || s[j] == '_'); j++)
			;
		return j;
	}
	return 0;
}

/*
 * A justification label at s[i], alone on its line's start (markup
 * before it): past its colon (and emphasis), else 0.
 */
size_t
papo_rubric_why_label_at(const char *s, size_t n, size_t i)
{
	size_t a = papo_rubric_line_start(s, i);

	for (; a < i; a++)
		if (strchr("*_#>- \t", s[a]) == NULL)
			return 0;
	return why_label_word(s, n, i);
}

/*
 * On the verdict's own line, after its value (s[i..n) the rest of the
 * line, past closing punctuation): a justification's label, opened
 * by a full stop, a dash or a bracket ("Score: 4. Reason: ...", "Score:
 * 4 (Reason: ...)", "Score: 4 \xe2\x80\x94 Explanation: ..."), then
 * sentences why_ok reads, to the line's end.  1 when so, else 0.
 */
static int why_ok(const char *s, size_t n);

int
papo_rubric_why_on_line(const char *s, size_t n, size_t i)
{
	size_t j, e;

	if (i < n && s[i] == '(')
		i++;
	else if (n - i >= 3 && memcmp(s + i, "\xe2\x80\x94", 3) == 0)
		i = papo_rubric_skip_blanks(s, n, i + 3);
	if ((j = why_label_word(s, n, i)) == 0)
		return 0;
	for (i = j; (i = papo_rubric_skip_fill(s, n, i)) < n; i = e)
		if (!why_ok(s + i, (e = papo_rubric_sentence_end(s, n, i)) - i))
			return 0;
	return 1;
}

/* 1 when the word s[a..z) (prev: the word before it) is refused. */
static int
why_word_refused(const char *s, size_t a, size_t z, const char *prev,
    size_t plen)
{
	char two[64];
	size_t k;

	const char *h;

	/* "three-point", "top-tier": each part a word of its own (a
	   number word before another is a count: "zero-product") */
	if ((h = memchr(s + a, '-', z - a)) != NULL && h > s + a)
		return why_word_refused(s, a, (size_t)(h - s), prev, plen) ||
		    why_word_refused(s, (size_t)(h - s) + 1, z, s + a,
		    (size_t)(h - s) - a);
	/* the labels of a score in every listed language are rows too:
	   "Volle Punktzahl.", "Voto pieno.", "Высший балл." */
	if ((z - a > 2 && (s[a] == 'j' || s[a] == 'J') && s[a + 1] == '\'') ||
	    papo_rubric_word_in(s + a, z - a, papo_rubric_label_words) ||
	    papo_rubric_word_in(s + a, z - a, papo_rubric_rate_verbs) ||
	    papo_rubric_word_in(s + a, z - a, why_refused) ||
	    papo_rubric_word_in(s + a, z - a, papo_rubric_points_words) ||
	    papo_rubric_other_label_at(s, z, a) == z ||
	    papo_rubric_why_label_row(s, a, z) ||
	    (z - a > 3 && strncasecmp(s + z - 3, "n't", 3) == 0))
		return 1;
	if (prev == NULL || plen + 1 + (z - a) >= sizeof(two))
		return 0;
	memcpy(two, prev, plen);
	two[plen] = ' ';
	memcpy(two + plen + 1, s + a, z - a);
	k = plen + 1 + (z - a);
	return papo_rubric_word_in(two, k, why_refused);
}

/* 1 when the text after s[z] ends the clause: punctuation or the end. */
static int
clause_ends(const char *s, size_t n, size_t z)
{
	z = papo_rubric_skip_blanks(s, n, z);
	return z >= n || strchr(".,;:!?)\n", s[z]) != NULL ||
	    (n - z >= 3 && (unsigned char)s[z] == 0xe3 &&
	    (unsigned char)s[z + 1] == 0x80) ||
	    (n - z >= 3 && (unsigned char)s[z] == 0xef &&
	    (unsigned char)s[z + 1] == 0xbc);
}

/* 1 when the byte at s[i] starts a CJK character (U+2E80 and up). */
static int
cjk_at(const char *s, size_t n, size_t i)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (n - i < 3 || (u[0] & 0xf0) != 0xe0)
		return 0;
	if (u[0] == 0xe3 && u[1] == 0x80)
		return 0;	/* CJK punctuation */
	if (u[0] == 0xef && (u[1] == 0xbc || u[1] == 0xbd))
		return 0;	/* full-width forms */
	return u[0] > 0xe2 || (u[0] == 0xe2 && u[1] >= 0xba);
}

/*
 * 1 when the character at s[i] (n bytes) is a digit or a number of
 * another script: superscripts and fractions (² ½), Arabic-Indic,
 * Devanagari, Bengali, Telugu and Thai digits, number forms and Roman
 * numerals (Ⅳ), enclosed and dingbat numbers (④ ❹), full-width digits.
 */
static int
number_char(const char *s, size_t n, size_t i)
{
	static const unsigned int ranges[][2] = {
		{ 0xb2, 0xb3 }, { 0xb9, 0xb9 }, { 0xbc, 0xbe },
		{ 0x660, 0x669 }, { 0x6f0, 0x6f9 }, { 0x966, 0x96f },
		{ 0x9e6, 0x9ef }, { 0xc66, 0xc6f }, { 0xe50, 0xe59 },
		{ 0x2070, 0x2089 }, { 0x2150, 0x218b }, { 0x2460, 0x24ff },
		{ 0x2776, 0x2793 }, { 0x3007, 0x3007 }, { 0x3021, 0x3029 },
		{ 0xff10, 0xff19 },
	};
	const unsigned char *u = (const unsigned char *)s + i;
	unsigned int cp;
	size_t k, len;

	if (u[0] < 0xc0)
		return 0;
	len = u[0] >= 0xf0 ? 4 : u[0] >= 0xe0 ? 3 : 2;
	if (n - i < len)
		return 0;
	cp = u[0] & (len == 2 ? 0x1f : len == 3 ? 0x0f : 0x07);
	for (k = 1; k < len; k++)
		cp = cp << 6 | (u[k] & 0x3f);
	for (k = 0; k < sizeof(ranges) / sizeof(ranges[0]); k++)
		if (cp >= ranges[k][0] && cp <= ranges[k][1])
			return 1;
	return 0;
}

/* A math span's content s[a..z): 1 when it is a number alone. */
static int
span_number(const char *s, size_t a, size_t z)
{
	size_t k;
	double y;

	while (a < z && s[a] != 0 && strchr("${} ", s[a]) != NULL)
		a++;
	if (z - a > 7 && memcmp(s + a, "\\boxed{", 7) == 0)
		a += 7;
	while (a < z && strchr("${} ", s[a]) != NULL)
		a++;
	while (z > a && strchr("${} ", s[z - 1]) != NULL)
		z--;
	return a < z && papo_rubric_score_token(s, z, a, &y, &k) == 0 && k == z;
}

/*
 * The words a justification is made of, besides papo_rubric_remark_words,
 * papo_rubric_closing_words and papo_rubric_about_words: what a judge says of
 * the mathematical work ("The student factors the quadratic and checks both
 * roots.").  A justification is read only when every word of it is one of these
 * rows (why_word_known): a hedge, a doubt or a correction in words no row holds
 * ("Hard to tell.", "Just kidding.", "sans certitude") is not recognised, so no
 * score.  English only: a justification in another language, or any word of
 * another script, is not read.
 */
static const char *const work_words[] = {
	/* the work and its parts */
	"work", "solution", "solutions", "problem", "question", "equation",
	"equations", "expression", "expressions", "formula", "formulas",
	"identity", "identities", "inequality", "inequalities", "function",
	"functions", "variable", "variables", "value", "values", "term",
	"terms", "factor", "factors", "root", "roots", "zeros",
	"quadratic", "polynomial", "polynomials", "coefficient",
	"coefficients", "product", "sum", "difference", "quotient",
	"fraction", "fractions", "ratio", "sequence", "series", "limit",
	"derivative", "derivatives", "integral", "integrals", "sign",
	"signs", "case", "cases", "substitution", "substitutions",
	"simplification", "algebra", "arithmetic", "geometry", "triangle",
	"angle", "angles", "side", "sides", "area", "volume", "length",
	"probability", "domain", "range", "set", "sets", "interval",
	"constraint", "constraints", "property",
	"theorem", "lemma", "rule", "definition", "result", "results",
	"conclusion", "reference", "units", "unit", "result's", "check",
	"checks", "verification", "induction", "contradiction", "proof's",
	"base", "inductive", "system", "matrix", "vector", "graph", "line",
	"lines", "circle", "radius", "slope", "method's",
	"zero-product", "factorization", "factorisation", "expansion",
	"form", "forms", "order", "parts", "part", "detail", "details",
	"setup", "set-up", "notation", "wording", "statement", "statements",
	"bound", "bounds", "estimate", "estimates", "claim", "claims",
	"endpoint", "endpoints", "convergence", "continuity",
	"independence", "assumption", "assumptions",
	/* what the student does */
	"taken", "factors", "factored", "factorizes", "factorized",
	"factorises", "factorised", "expands", "expanded", "simplifies",
	"simplified",
	"solves", "solved", "computes", "computed", "calculates",
	"calculated", "derives", "derived", "applies", "applied", "uses",
	"used", "using", "checks", "checked", "verifies", "verified",
	"substitutes", "substituted", "states", "stated", "writes",
	"wrote", "shows", "showed", "proves", "proved", "proven",
	"finds", "found", "obtains", "obtained", "reaches", "reached",
	"sets", "defines", "defined", "identifies", "identified",
	"combines", "combined", "rewrites", "rewritten", "isolates",
	"isolated", "divides", "divided", "multiplies", "multiplied",
	"adds", "added", "subtracts", "subtracted", "cancels", "cancelled",
	"canceled", "evaluates", "evaluated", "differentiates",
	"differentiated", "integrates", "integrated", "considers",
	"considered", "covers", "covered", "addresses", "addressed",
	"explains", "justifies", "concludes", "confirms", "confirmed",
	"matches", "matched", "agree", "agrees", "follows", "leads", "yields",
	"arrives", "starts", "begins", "ends", "labels", "labelled",
	"labeled", "lists", "listed", "includes", "included", "notes",
	"noted", "recognizes", "recognises", "recognized", "recognised",
	/* joining words */
	"the", "a", "an", "and", "of", "for", "by", "as", "at", "to", "in",
	"into", "on", "onto", "with", "from", "each", "every", "both",
	"all", "its", "their", "this", "these", "those", "which", "that",
	"then", "so", "thus", "hence", "therefore", "also", "via",
	"through", "after", "before", "is", "are", "was",
	"be", "been", "has", "have", "it", "they", "he",
	"she", "his", "her", "them", "there", "here", "same",
	"final", "whole", "own", "other", "step-by-step", "everywhere",
	/* the one judged and the one who asked (MT-Bench's judges write
	   of "the assistant's answer" and "the user's question") */
	"assistant", "assistant's", "assistants", "user", "user's", "ai",
	"model", "responses", "answers", "solution's", "answer's",
	/* what it holds and speaks of */
	"information", "request", "requests", "context", "topic", "depth",
	"example", "examples", "concept", "concepts", "aspect", "aspects",
	"element", "elements", "language", "tone", "style", "structure",
	"format", "overview", "insight", "insights", "advice", "perspective",
	"process", "methods", "technique", "techniques", "task", "tasks",
	"instruction", "instructions", "requirement", "requirements",
	"code", "program", "algorithm", "implementation", "outline",
	"description", "descriptions", "content", "point-by-point",
	"understanding", "performance", "importance", "situation",
	"manner", "principles", "reader", "reader's", "paragraph", "text",
	"list", "phrase", "phrases", "original",
	/* what it does */
	"provides", "provide", "providing", "presents", "presented",
	"describes", "described", "offers", "maintains", "incorporates",
	"highlights", "highlighting", "emphasizes", "emphasises",
	"captures", "illustrates", "illustrated", "encourages",
	"understands", "answers", "answered", "responds", "fulfills",
	"fulfils", "meets", "including", "making", "makes", "made",
	"requested", "asked", "explaining", "explained", "justifying",
	"substituting", "factoring", "solving", "simplifying", "computing",
	"calculating", "applying", "checking", "verifying", "expanding",
	"deriving", "isolating", "combining", "showing", "stating",
	"obtaining", "finding", "identifying", "walks", "understand",
	"follow", "explain", "use", "maintained",
	/* how, with no hedge, comparison or grade among them */
	"relevant", "helpful", "creative", "comprehensive", "informative",
	"engaging", "specific", "practical", "useful", "vivid",
	"professional", "accessible", "understandable", "thoughtful",
	"respectful", "descriptive", "imaginative", "systematic",
	"methodical", "explicit", "explicitly", "highly", "polite",
	"in-depth", "well-structured", "well-written", "well-organized",
	"well-organised", "well-explained", "well-reasoned",
	"well-presented", "well-justified", "algebraic", "algebraically",
	"directly", "such",
	NULL
};

/*
 * The same in Spanish, French, German, Italian, Portuguese and
 * Russian: the work and its parts, what the student does, how it is
 * written, and the joining words, each row a whole word.  None of them
 * negates, hedges, compares, corrects, grades or counts in any of the
 * listed languages (no "no", "non", "pas", "nicht", "не", "pero",
 * "mais", "aber", "parece", "semble", "correcto", "richtig"; no "o",
 * "or" in Spanish and Italian; no "ha", a laugh in English; no "kommt":
 * "Es kommt auf den Schritt an." would be made of rows); a word no
 * row holds leaves the justification unread.  Chinese, Japanese and
 * Korean have no rows: no spaces part their words, and no row is read
 * inside a run of them (cjk_at).
 */
/* Spanish (lowercase: why_fold lowers a word first) */
static const char *const why_rows_es[] = {
	/* joining words: también así después está están */
	"el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "de",
	"del", "al", "a", "en", "con", "por", "para", "y", "e", "que", "su",
	"sus", "este", "esta", "estos", "estas", "cada", "todos", "todas",
	"ambos", "ambas", "tambi\xc3\xa9n", "as\xc3\xad", "luego",
	"despu\xc3\xa9s", "entonces", "mediante", "es", "est\xc3\xa1",
	"est\xc3\xa1n", "son", "fue", "han", "como",
	/* the work and its parts: solución ecuación expresión raíz
	    raíces cálculo cálculos método factorización fórmula
	    función término términos fracción demostración explicación
	    sustitución verificación cuadrática cuadrático */
	"estudiante", "asistente", "alumno", "alumna", "soluci\xc3\xb3n",
	"respuesta", "problema", "ecuaci\xc3\xb3n", "ecuaciones",
	"expresi\xc3\xb3n", "ra\xc3\xadz", "ra\xc3\xad" "ces", "paso",
	"pasos", "c\xc3\xa1lculo", "c\xc3\xa1lculos", "razonamiento",
	"procedimiento", "m\xc3\xa9todo", "resultado", "resultados",
	"factorizaci\xc3\xb3n", "f\xc3\xb3rmula", "funci\xc3\xb3n", "valor",
	"valores", "t\xc3\xa9rmino", "t\xc3\xa9rminos", "derivada",
	"integral", "fracci\xc3\xb3n", "demostraci\xc3\xb3n", "argumento",
	"explicaci\xc3\xb3n", "sustituci\xc3\xb3n", "verificaci\xc3\xb3n",
	"referencia", "trabajo", "desarrollo", "planteamiento",
	"cuadr\xc3\xa1tica", "cuadr\xc3\xa1tico", "sistema", "dominio",
	"producto", "suma",
	/* what the student does */
	"factoriza", "resuelve", "calcula", "obtiene", "aplica", "usa",
	"utiliza", "verifica", "comprueba", "sustituye", "simplifica",
	"deriva", "integra", "plantea", "demuestra", "muestra", "explica",
	"justifica", "identifica", "llega", "concluye", "encuentra",
	"coincide", "escribe", "expande", "desarrolla", "despeja",
	"considera",
	/* how: lógico lógica */
	"claro", "clara", "claros", "claras", "claramente", "detallado",
	"detallada", "completo", "completa", "riguroso", "rigurosa",
	"ordenado", "ordenada", "coherente", "l\xc3\xb3gico",
	"l\xc3\xb3gica", "preciso", "precisa", "justificado", "justificados",
	"justificada", "justificadas",
	NULL
};

/* French (lowercase: why_fold lowers a word first) */
static const char *const why_rows_fr[] = {
	/* joining words: à où */
	"le", "la", "les", "l", "un", "une", "des", "de", "du", "d",
	"\xc3\xa0", "au", "aux", "en", "et", "avec", "par", "pour", "sur",
	"dans", "puis", "ensuite", "donc", "ainsi", "aussi", "chaque",
	"tous", "toutes", "son", "sa", "ses", "ce", "cette", "ces", "c",
	"est", "sont", "a", "ont", "qui", "que", "qu",
	/* the work and its parts: élève étudiant étudiante réponse
	    problème équation équations étape étapes démarche méthode
	    résultat résultats dérivée intégrale démonstration
	    vérification référence rédaction */
	"\xc3\xa9l\xc3\xa8ve", "\xc3\xa9tudiant", "\xc3\xa9tudiante",
	"solution", "r\xc3\xa9ponse", "probl\xc3\xa8me", "\xc3\xa9quation",
	"\xc3\xa9quations", "expression", "racine", "racines",
	"\xc3\xa9tape", "\xc3\xa9tapes", "calcul", "calculs", "raisonnement",
	"d\xc3\xa9marche", "m\xc3\xa9thode", "r\xc3\xa9sultat",
	"r\xc3\xa9sultats", "factorisation", "formule", "fonction", "valeur",
	"valeurs", "terme", "termes", "d\xc3\xa9riv\xc3\xa9" "e",
	"int\xc3\xa9grale", "fraction", "d\xc3\xa9monstration", "preuve",
	"argument", "explication", "substitution", "v\xc3\xa9rification",
	"r\xc3\xa9" "f\xc3\xa9rence", "travail", "r\xc3\xa9" "daction",
	/* what the student does: résout vérifie dérive intègre
	    démontre écrit développe considère */
	"factorise", "r\xc3\xa9sout", "calcule", "obtient", "applique",
	"utilise", "v\xc3\xa9rifie", "substitue", "simplifie",
	"d\xc3\xa9rive", "int\xc3\xa8gre", "d\xc3\xa9montre", "montre",
	"explique", "justifie", "identifie", "arrive", "conclut", "trouve",
	"\xc3\xa9" "crit", "d\xc3\xa9veloppe", "isole", "consid\xc3\xa8re",
	/* how: détaillé détaillée complète cohérent cohérente
	    précis précise justifié justifiée justifiés justifiées */
	"clair", "claire", "clairement", "d\xc3\xa9taill\xc3\xa9",
	"d\xc3\xa9taill\xc3\xa9" "e", "complet", "compl\xc3\xa8te",
	"rigoureux", "rigoureuse", "rigoureusement", "coh\xc3\xa9rent",
	"coh\xc3\xa9rente", "logique", "pr\xc3\xa9" "cis",
	"pr\xc3\xa9" "cise", "justifi\xc3\xa9", "justifi\xc3\xa9" "e",
	"justifi\xc3\xa9s", "justifi\xc3\xa9" "es",
	NULL
};

/* German (lowercase: why_fold lowers a word first) */
static const char *const why_rows_de[] = {
	/* joining words: für */
	"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen",
	"einer", "eines", "und", "mit", "von", "vom", "zu", "zur", "zum",
	"im", "in", "auf", "f\xc3\xbcr", "durch", "nach", "dann", "danach",
	"somit", "daher", "jeder", "jede", "jedes", "alle", "beide",
	"beiden", "seine", "seinen", "ihre", "ist", "sind", "hat",
	"haben", "wurde", "dass",
	/* the work and its parts: schüler schülerin lösung lösungen
	    erklärung überprüfung lösungsweg */
	"sch\xc3\xbcler", "assistent", "assistenten", "sch\xc3\xbclerin",
	"student", "studentin", "l\xc3\xb6sung", "l\xc3\xb6sungen",
	"antwort", "aufgabe", "gleichung", "gleichungen", "ausdruck",
	"wurzel", "nullstellen", "schritt", "schritte", "schritten",
	"rechnung", "berechnung", "argumentation", "herleitung", "methode",
	"ergebnis", "ergebnisse", "faktorisierung", "formel", "funktion",
	"wert", "werte", "term", "terme", "ableitung", "integral", "bruch",
	"beweis", "erkl\xc3\xa4rung", "probe",
	"\xc3\xbc" "berpr\xc3\xbc" "fung", "referenz", "arbeit",
	"l\xc3\xb6sungsweg", "endergebnis",
	/* what the student does: löst erhält prüft überprüft erklärt
	    begründet schließt */
	"faktorisiert", "l\xc3\xb6st", "berechnet", "erh\xc3\xa4lt",
	"wendet", "an", "verwendet", "benutzt", "pr\xc3\xbc" "ft",
	"\xc3\xbc" "berpr\xc3\xbc" "ft", "setzt", "vereinfacht", "leitet",
	"ab", "beweist", "zeigt", "erkl\xc3\xa4rt", "begr\xc3\xbcndet",
	"identifiziert", "schlie\xc3\x9ft", "findet", "schreibt",
	/* how: ausführlich vollständig vollständige sorgfältig
	    schlüssig präzise */
	"klar", "klare", "klaren", "nachvollziehbar", "ausf\xc3\xbchrlich",
	"vollst\xc3\xa4ndig", "vollst\xc3\xa4ndige", "sauber",
	"sorgf\xc3\xa4ltig", "schl\xc3\xbcssig", "logisch", "pr\xc3\xa4zise",
	NULL
};

/* Italian (lowercase: why_fold lowers a word first) */
static const char *const why_rows_it[] = {
	/* joining words: così è */
	"il", "lo", "la", "dell", "nell", "sull", "gli", "le", "l", "un",
	"una", "di", "del", "della", "dei", "delle", "a", "al", "alla", "in",
	"nel", "nella", "con", "per", "su", "da", "e", "ed", "poi", "quindi",
	"cos\xc3\xac", "anche", "ogni", "tutti", "tutte", "entrambe",
	"entrambi", "suo", "sua", "suoi", "sue", "\xc3\xa8", "sono", "hanno",
	"che",
	/* the work and its parts */
	"studente", "studentessa", "assistente", "soluzione", "risposta",
	"problema", "equazione", "equazioni", "espressione", "radice",
	"radici", "passaggio", "passaggi", "calcolo", "calcoli",
	"ragionamento", "procedimento", "metodo", "risultato", "risultati",
	"fattorizzazione", "formula", "funzione", "valore", "valori",
	"termine", "termini", "derivata", "integrale", "frazione",
	"dimostrazione", "argomentazione", "spiegazione", "sostituzione",
	"verifica", "riferimento", "lavoro",
	/* what the student does */
	"fattorizza", "risolve", "calcola", "ottiene", "applica", "usa",
	"utilizza", "controlla", "sostituisce", "semplifica", "deriva",
	"integra", "dimostra", "mostra", "spiega", "giustifica",
	"identifica", "arriva", "conclude", "trova", "scrive", "sviluppa",
	"isola", "considera",
	/* how */
	"chiaro", "chiara", "chiaramente", "dettagliato", "dettagliata",
	"completo", "completa", "rigoroso", "rigorosa", "coerente", "logico",
	"logica", "preciso", "precisa", "giustificato", "giustificati",
	"giustificata", "giustificate",
	NULL
};

/* Portuguese (lowercase: why_fold lowers a word first) */
static const char *const why_rows_pt[] = {
	/* joining words: então também é são têm */
	"a", "os", "as", "um", "uma", "de", "do", "da", "dos", "das",
	"em", "na", "nas", "com", "por", "pelo", "pela", "para", "e",
	"depois", "ent\xc3\xa3o", "assim", "tamb\xc3\xa9m", "cada", "todos",
	"todas", "ambos", "ambas", "seu", "sua", "seus", "suas", "\xc3\xa9",
	"s\xc3\xa3o", "foi", "tem", "t\xc3\xaam", "que",
	/* the work and its parts: solução equação equações expressão
	    raízes cálculo cálculos raciocínio método fatoração
	    fórmula função fração demonstração explicação
	    substituição verificação referência */
	"aluno", "aluna", "assistente", "estudante", "solu\xc3\xa7\xc3\xa3o",
	"resposta", "problema", "equa\xc3\xa7\xc3\xa3o",
	"equa\xc3\xa7\xc3\xb5" "es", "express\xc3\xa3o", "raiz",
	"ra\xc3\xadzes", "passo", "passos", "c\xc3\xa1lculo",
	"c\xc3\xa1lculos", "racioc\xc3\xadnio", "procedimento",
	"m\xc3\xa9todo", "resultado", "resultados",
	"fatora\xc3\xa7\xc3\xa3o", "f\xc3\xb3rmula", "fun\xc3\xa7\xc3\xa3o",
	"valor", "valores", "termo", "termos", "derivada", "integral",
	"fra\xc3\xa7\xc3\xa3o", "demonstra\xc3\xa7\xc3\xa3o", "prova",
	"argumento", "explica\xc3\xa7\xc3\xa3o",
	"substitui\xc3\xa7\xc3\xa3o", "verifica\xc3\xa7\xc3\xa3o",
	"refer\xc3\xaancia", "trabalho",
	/* what the student does: obtém */
	"fatora", "resolve", "calcula", "obt\xc3\xa9m", "aplica", "usa",
	"utiliza", "verifica", "confere", "substitui", "simplifica",
	"deriva", "integra", "demonstra", "mostra", "explica", "justifica",
	"identifica", "chega", "conclui", "encontra", "escreve",
	"desenvolve", "isola", "considera",
	/* how: lógico lógica */
	"claro", "clara", "claramente", "detalhado", "detalhada", "completo",
	"completa", "rigoroso", "rigorosa", "coerente", "l\xc3\xb3gico",
	"l\xc3\xb3gica", "preciso", "precisa", "justificado", "justificados",
	"justificada", "justificadas",
	NULL
};

/* Russian (lowercase: why_fold lowers a word first) */
static const char *const why_rows_ru[] = {
	/* joining words: и в на с по к из для затем
	    потом также оба обе все каждый
	    каждого его её это этот эта при что
	    как */
	"\xd0\xb8", "\xd0\xb2", "\xd0\xbd\xd0\xb0", "\xd1\x81",
	"\xd0\xbf\xd0\xbe", "\xd0\xba", "\xd0\xb8\xd0\xb7",
	"\xd0\xb4\xd0\xbb\xd1\x8f",
	"\xd0\xb7\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbc",
	"\xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc",
	"\xd1\x82\xd0\xb0\xd0\xba\xd0\xb6\xd0\xb5",
	"\xd0\xbe\xd0\xb1\xd0\xb0", "\xd0\xbe\xd0\xb1\xd0\xb5",
	"\xd0\xb2\xd1\x81\xd0\xb5",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd0\xbe\xd0\xb3\xd0\xbe",
	"\xd0\xb5\xd0\xb3\xd0\xbe", "\xd0\xb5\xd1\x91",
	"\xd1\x8d\xd1\x82\xd0\xbe", "\xd1\x8d\xd1\x82\xd0\xbe\xd1\x82",
	"\xd1\x8d\xd1\x82\xd0\xb0", "\xd0\xbf\xd1\x80\xd0\xb8",
	"\xd1\x87\xd1\x82\xd0\xbe", "\xd0\xba\xd0\xb0\xd0\xba",
	/* the work and its parts: студент ассистент
	    ассистента студентка ученик
	    ученица решение решения ответ
	    задача задачи уравнение уравнения
	    выражение корень корни корня шаг
	    шаги шага вычисление вычисления
	    рассуждение рассуждения метод
	    результат разложение формула
	    функция значение значения
	    производная интеграл дробь
	    доказательство объяснение
	    подстановка подстановкой проверка
	    проверку работа */
	"\xd1\x81\xd1\x82\xd1\x83\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x82",
	"\xd0\xb0\xd1\x81\xd1\x81\xd0\xb8"
	"\xd1\x81\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82",
	"\xd0\xb0\xd1\x81\xd1\x81\xd0\xb8\xd1\x81"
	"\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82\xd0\xb0",
	"\xd1\x81\xd1\x82\xd1\x83\xd0\xb4"
	"\xd0\xb5\xd0\xbd\xd1\x82\xd0\xba\xd0\xb0",
	"\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xba",
	"\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x86\xd0\xb0",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	"\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb0",
	"\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb8",
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2"
	"\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2"
	"\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xb2\xd1\x8b\xd1\x80\xd0\xb0"
	"\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xba\xd0\xbe\xd1\x80\xd0\xb5\xd0\xbd\xd1\x8c",
	"\xd0\xba\xd0\xbe\xd1\x80\xd0\xbd\xd0\xb8",
	"\xd0\xba\xd0\xbe\xd1\x80\xd0\xbd\xd1\x8f",
	"\xd1\x88\xd0\xb0\xd0\xb3", "\xd1\x88\xd0\xb0\xd0\xb3\xd0\xb8",
	"\xd1\x88\xd0\xb0\xd0\xb3\xd0\xb0",
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1\x81"
	"\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1\x81"
	"\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd1\x80\xd0\xb0\xd1\x81\xd1\x81\xd1\x83"
	"\xd0\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x80\xd0\xb0\xd1\x81\xd1\x81\xd1\x83"
	"\xd0\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xbc\xd0\xb5\xd1\x82\xd0\xbe\xd0\xb4",
	"\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83"
	"\xd0\xbb\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82",
	"\xd1\x80\xd0\xb0\xd0\xb7\xd0\xbb\xd0\xbe"
	"\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x84\xd0\xbe\xd1\x80\xd0\xbc\xd1\x83\xd0\xbb\xd0\xb0",
	"\xd1\x84\xd1\x83\xd0\xbd\xd0\xba\xd1\x86\xd0\xb8\xd1\x8f",
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb8\xd0\xb7"
	"\xd0\xb2\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xb0\xd1\x8f",
	"\xd0\xb8\xd0\xbd\xd1\x82\xd0\xb5\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbb",
	"\xd0\xb4\xd1\x80\xd0\xbe\xd0\xb1\xd1\x8c",
	"\xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd1\x82"
	"\xd0\xb5\xd0\xbb\xd1\x8c\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe",
	"\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x8f\xd1\x81"
	"\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82"
	"\xd0\xb0\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xba\xd0\xb0",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82\xd0\xb0"
	"\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xba\xd0\xbe\xd0\xb9",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xba\xd0\xb0",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xba\xd1\x83",
	"\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb0",
	/* what the student does: раскладывает решает
	    вычисляет получает применяет
	    использует проверяет подставляет
	    упрощает доказывает показывает
	    объясняет обосновывает находит
	    записывает приходит */
	"\xd1\x80\xd0\xb0\xd1\x81\xd0\xba\xd0\xbb\xd0\xb0"
	"\xd0\xb4\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8"
	"\xd1\x81\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc"
	"\xd0\xb5\xd0\xbd\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb"
	"\xd1\x8c\xd0\xb7\xd1\x83\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2"
	"\xd0\xb5\xd1\x80\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82"
	"\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd1\x83\xd0\xbf\xd1\x80\xd0\xbe\xd1\x89\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7"
	"\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7"
	"\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x8f"
	"\xd1\x81\xd0\xbd\xd1\x8f\xd0\xb5\xd1\x82",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd\xd0\xbe"
	"\xd0\xb2\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbd\xd0\xb0\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb8\xd1\x82",
	"\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81"
	"\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd1\x80\xd0\xb8\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb8\xd1\x82",
	/* how: ясно ясное чётко четко чёткое
	    подробно подробное полное
	    полностью строго строгое логично
	    логичное последовательно
	    аккуратно обосновано обоснован
	    полный подробный ясный строгий
	    чёткий логичный */
	"\xd1\x8f\xd1\x81\xd0\xbd\xd0\xbe",
	"\xd1\x8f\xd1\x81\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd1\x87\xd1\x91\xd1\x82\xd0\xba\xd0\xbe",
	"\xd1\x87\xd0\xb5\xd1\x82\xd0\xba\xd0\xbe",
	"\xd1\x87\xd1\x91\xd1\x82\xd0\xba\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80\xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80"
	"\xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd"
	"\xd0\xbe\xd1\x81\xd1\x82\xd1\x8c\xd1\x8e",
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbe",
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb5",
	"\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8\xd1\x87\xd0\xbd\xd0\xbe",
	"\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8\xd1\x87\xd0\xbd\xd0\xbe\xd0\xb5",
	"\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe"
	"\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe",
	"\xd0\xb0\xd0\xba\xd0\xba\xd1\x83"
	"\xd1\x80\xd0\xb0\xd1\x82\xd0\xbd\xd0\xbe",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81\xd0\xbd"
	"\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe",
	"\xd0\xbe\xd0\xb1\xd0\xbe\xd1\x81"
	"\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd",
	"\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd1\x8b\xd0\xb9",
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x80"
	"\xd0\xbe\xd0\xb1\xd0\xbd\xd1\x8b\xd0\xb9",
	"\xd1\x8f\xd1\x81\xd0\xbd\xd1\x8b\xd0\xb9",
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb3\xd0\xb8\xd0\xb9",
	"\xd1\x87\xd1\x91\xd1\x82\xd0\xba\xd0\xb8\xd0\xb9",
	"\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8\xd1\x87\xd0\xbd\xd1\x8b\xd0\xb9",
	NULL
};

static const char *const *const why_rows[] = { work_words,
	papo_rubric_remark_words, papo_rubric_closing_words,
	papo_rubric_about_words, why_rows_es, why_rows_fr, why_rows_de,
	why_rows_it, why_rows_pt, why_rows_ru, NULL };

/*
 * The word s[0..n) in lower case into out (size bytes): ASCII, the
 * Latin-1 capitals (\xc3\x80-\xc3\x9e but \xc3\x97) and the Cyrillic
 * ones (\xd0\x81, \xd0\x90-\xd0\xaf); its length, or 0 when it does not fit.
 */
static size_t
why_fold(const char *s, size_t n, char *out, size_t size)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char a, b;
	size_t i;

	if (n >= size)
		return 0;
	for (i = 0; i < n; i++) {
		a = u[i];
		b = i + 1 < n ? u[i + 1] : 0;
		if (a >= 'A' && a <= 'Z')
			a += 'a' - 'A';
		else if (a == 0xc3 && b >= 0x80 && b <= 0x9e && b != 0x97)
			b += 0x20;			/* À-Þ */
		else if (a == 0xd0 && b == 0x81) {
			a = 0xd1;			/* Ё */
			b = 0x91;
		} else if (a == 0xd0 && b >= 0x90 && b <= 0x9f)
			b += 0x20;			/* А-П */
		else if (a == 0xd0 && b >= 0xa0 && b <= 0xaf) {
			a = 0xd1;			/* Р-Я */
			b -= 0x20;
		}
		out[i] = (char)a;
		if (a >= 0xc0 && i + 1 < n)
			out[++i] = (char)b;
	}
	return n;
}

/*
 * French and Italian articles and prepositions elided before a vowel,
 * written as one word with the next ("l'assistant", "dell'equazione"):
 * read as two, each a row.  ("n'" and "j'" are none: a negation and
 * the grader.)
 */
static const char *const why_elided[] = { "l", "d", "c", "qu", "dell",
	"nell", "sull", "dall", "all", NULL };

/*
 * Rows that open a condition when they open a clause, by inversion:
 * "Were the domain stated, the proof is complete."  ("had" is no row
 * at all: "Had the student checked ...")
 */
static const char *const why_inverted[] = { "were", NULL };

/* 1 when the word s[0..n) is one a justification is made of. */
static int
why_word_known(const char *s, size_t n)
{
	char low[96];
	const char *q;
	size_t k, m;

	/* the refusal rows again: an elided word's rest ("l'if") is
	   looked up here alone */
	if (papo_rubric_word_in(s, n, papo_rubric_refused_words) ||
	    papo_rubric_word_in(s, n, papo_rubric_turn_words) ||
	    papo_rubric_word_in(s, n, papo_rubric_label_words) ||
	    papo_rubric_word_in(s, n, why_refused) ||
	    papo_rubric_word_in(s, n, papo_rubric_rate_verbs) ||
	    papo_rubric_word_in(s, n, papo_rubric_points_words))
		return 0;
	if ((m = why_fold(s, n, low, sizeof(low))) == 0)
		return 0;
	for (k = 0; why_rows[k]; k++)
		if (papo_rubric_word_in(low, m, why_rows[k]))
			return 1;
	if ((q = memchr(s, '\'', n)) != NULL &&
	    papo_rubric_word_in(s, (size_t)(q - s), why_elided) &&
	    q + 1 < s + n)
		return why_word_known(q + 1, n - (size_t)(q + 1 - s));
	return 0;
}

/*
 * The words of a level of quality: two of them joined by "to" make a
 * range of ratings ("Good to excellent.", "clear to very clear",
 * "good-to-excellent"), which no justification holds.
 */
const char *const papo_rubric_why_levels[] = { "good", "excellent", "great",
	"fine", "solid", "strong", "clear", "sound", "fair", "poor", "weak",
	"adequate", "decent", "acceptable", "satisfactory", "outstanding",
	"exceptional", "average", "mediocre", "rigorous", "complete",
	"correct", "partial", "incomplete", "bad", "perfect", "flawless",
	"high", "low", "medium", "moderate", "minor", "major", "okay", "ok",
	"thorough", "careful", "precise", "valid", "elegant", NULL };

static const char *const why_intensifiers[] = { "very", "fully",
	"quite", "highly", "mostly", "really", "truly", "extremely",
	"entirely", "largely", NULL };

/* The next word of s (n bytes) from i on, past spaces and hyphens. */
size_t
papo_rubric_why_next_word(const char *s, size_t n, size_t i, size_t *z)
{
	while (i < n && (s[i] == ' ' || s[i] == '-'))
		i++;
	for (*z = i; *z < n && isalpha((unsigned char)s[*z]); ++*z)
		;
	return i;
}

/* 1 when the sentence s (n bytes) joins two levels by "to". */
int
papo_rubric_why_range(const char *s, size_t n)
{
	size_t a = 0, z, pa = 0, pz = 0, b, y;

	while ((a = papo_rubric_why_next_word(s, n, a, &z)) < n) {
		if (z == a) {
			a++;
			pz = pa;	/* another sign: no pair across it */
			continue;
		}
		if (z - a == 2 && strncasecmp(s + a, "to", 2) == 0 &&
		    papo_rubric_word_in(s + pa, pz - pa,
		    papo_rubric_why_levels)) {
			b = papo_rubric_why_next_word(s, n, z, &y);
			if (papo_rubric_word_in(s + b, y - b, why_intensifiers))
				b = papo_rubric_why_next_word(s, n, y, &y);
			if (papo_rubric_word_in(s + b, y - b,
			    papo_rubric_why_levels))
				return 1;
		}
		pa = a;
		pz = z;
		a = z;
	}
	return 0;
}

/*
 * A part the work leaves out, said of it ("Skips the base case.",
 * "Misses the domain check."), a weakness said of it (round 26: "The
 * reasoning is informal."), or what it takes without proof ("The
 * student assumes the result.", session 71): a justification's words
 * only beside a verdict under the rubric's top, where the fault is
 * what the verdict says; beside the top it is a conflict
 * (papo_rubric_why_block).
 */
static const char *const why_fault_words[] = { "skips", "skipped",
	"misses", "missed", "omits", "omitted", "overlooks", "overlooked",
	"brief", "briefly", "terse", "tersely", "informal", "informally",
	"dense", "asserted", "asserts", "assumed", "assumes",
	NULL };

/*
 * One sentence of a justification (s, n bytes): 1 when it holds only
 * what why_refused and the rules above let a justification hold, and
 * the words of why_fault_words too when faults is 1.
 */
static int
why_ok_faults(const char *s, size_t n, int faults)
{
	size_t i = 0, z, w, prev = 0, plen = 0;
	int lead = 1;	/* the next word opens a clause */

	if (papo_rubric_why_range(s, n))
		return 0;
	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		if (papo_rubric_quoted_span(s, n, i, &z)) {
			if (span_number(s, i, z))
				return 0;	/* "$4$": a value */
			i = z;
			plen = 0;
			continue;
		}
		if ((w = papo_rubric_typo_mark(s, n, i)) != 0 ||
		    (w = papo_rubric_token_at(s, n, i, (const char *const[]){
		    "\xe3\x80\x82", "\xef\xbc\x8c", "\xe3\x80\x81",
		    "\xef\xbc\x9b", "\xef\xbc\x9a", NULL })) != 0) {
			i += w;
			continue;
		}
		if (c >= 0x80 && number_char(s, n, i))
			return 0;	/* "½", "④", "Ⅳ", "３" */
		if (cjk_at(s, n, i)) {
			/* a CJK run is read by rubric_cjk.c's rows, every
			   part of it one */
			for (z = i; z < n && cjk_at(s, n, z) &&
			    !number_char(s, n, z); z += 3)
				;
			if (!papo_rubric_cjk_rows(s + i, z - i))
				return 0;
			i = z;
			plen = 0;
			lead = 0;
			continue;
		}
		if (isdigit(c)) {
			/* only a step's number: "step 2", "(1)" after
			   "equation" */
			if (plen == 0 ||
			    !papo_rubric_word_in(s + prev, plen, why_steps))
				return 0;
			for (z = i; z < n && isdigit((unsigned char)s[z]); z++)
				;
			if (z < n && (isalpha((unsigned char)s[z]) ||
			    strchr("/%.", s[z]) != NULL) && !clause_ends(s, n,
			    z))
				return 0;
			i = z;
			plen = 0;	/* a step names one number */
			continue;
		}
		if (!isalpha(c) && c < 0x80) {
			if (!isspace(c) && strchr(".,;:!()[]\"'*_`~-", c) ==
			    NULL)
				return 0;	/* '?', '%', '/', '=' */
			if (strchr(",;:(", c) != NULL)
				lead = 1;
			i++;
			continue;
		}
		for (z = i; z < n && (isalpha((unsigned char)s[z]) ||
		    ((unsigned char)s[z] >= 0x80 && !cjk_at(s, n, z) &&
		    !papo_rubric_typo_mark(s, n, z) && !number_char(s, n, z)) ||
		    ((s[z] == '\'' || s[z] == '-') &&
		    z + 1 < n && isalpha((unsigned char)s[z + 1]))); z++)
			;
		if (why_word_refused(s, i, z, plen ? s + prev : NULL, plen))
			return 0;
		if (!why_word_known(s + i, z - i) && !(faults &&
		    papo_rubric_word_in(s + i, z - i, why_fault_words)))
			return 0;	/* a word no row holds */
		if (lead && papo_rubric_word_in(s + i, z - i, why_inverted))
			return 0;	/* "Were the domain stated, ..." */
		lead = 0;
		/* a number word, or a letter ("a B."), that ends its
		   clause is a value */
		if ((papo_rubric_word_in(s + i, z - i, papo_rubric_num_words) ||
		    papo_rubric_word_in(s + i, z - i, why_numbers) ||
		    z - i == 1) &&
		    clause_ends(s, n, z))
			return 0;
		/* a letter graded, "A-" ("a-b" is one word) */
		if (z - i == 1 && z < n && s[z] == '-')
			return 0;
		/* "out of" */
		if (plen == 3 && strncasecmp(s + prev, "out", 3) == 0 &&
		    z - i == 2 && strncasecmp(s + i, "of", 2) == 0)
			return 0;
		prev = i;
		plen = z - i;
		i = z;
	}
	return 1;
}

static int
why_ok(const char *s, size_t n)
{
	return why_ok_faults(s, n, 0);
}

/* 1 when x is below the top of r's scores. */
static int
why_below_top(const struct papo_rubric *r, double x)
{
	size_t k;

	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] > x)
			return 1;
	return 0;
}

/*
 * ---- why the verdict is not another level ----
 *
 * "Score: 4. Not a 5 because the bound in step 3 is not proved.",
 * "Score: 3 rather than 2, since the base case is checked.": a sentence
 * after the verdict that names another level only to say why it is not
 * the verdict, by rows: an opening of why_not_opens and a tier other
 * than the verdict's (or "a X instead of a Y", X the verdict), then
 * nothing, or a cause of why_not_causes and a clause that is a
 * justification (why_ok), or a subject that is one and a fault of
 * why_not_faults ending the sentence.  Anything else in it (another
 * value, a hedge, a turn, a word no row holds) leaves the sentence to
 * the other rules, which refuse it.
 */
static const char *const why_not_opens[] = { "not a ", "not an ", "not ",
	"it is not a ", "it is not an ", "it's not a ", "it's not an ",
	"this is not a ", "this is not an ", "it is not ", "it falls short "
	"of a ", "it falls short of an ", "falls short of a ", "it does not "
	"reach a ", "i did not give a ", "i did not give an ", "i didn't "
	"give a ", "i didn't give an ", "rather than a ", "rather than an ",
	"rather than ", NULL };
/* after the verdict's own tier: "a 3 instead of a 4" */
static const char *const why_not_pairs[] = { " instead of a ",
	" instead of an ", " instead of ", " rather than a ",
	" rather than an ", " rather than ", ", not a ", ", not an ",
	", not ", NULL };
static const char *const why_not_causes[] = { " because ", ", because ",
	" since ", ", since ", ", as ", ": ", " - ", NULL };
static const char *const why_not_faults[] = { "is not proved",
	"is not proven", "is not justified", "is not shown", "is not checked",
	"is not verified", "is not stated", "is not explained",
	"is not addressed", "is not handled", "is not rigorous",
	"is not complete", "are not proved", "are not proven",
	"are not justified", "are not shown", "are not checked",
	"are not verified", "are not stated", "are not explained",
	"is missing", "are missing", "is skipped", "are skipped",
	"is omitted", "are omitted", "is unjustified", "are unjustified",
	"is unproved", "is unproven", "is incomplete", "is left out",
	"are left out", "is left unproved", "is left unjustified",
	"without proof", "without a proof", "without justification",
	"without any justification", "without checking it",
	"has a gap", "has gaps", "has a small gap", "has a minor gap", NULL };

/* Does s[0..n) hold a word of why_fault_words or why_not_faults? */
static int
fault_word_in(const char *s, size_t n)
{
	size_t i, e, k, w;

	for (i = 0; i < n; i = e + 1) {
		for (e = i; e < n && isalpha((unsigned char)s[e]); e++)
			;
		for (k = 0; e > i && why_fault_words[k] != NULL; k++)
			if (strlen(why_fault_words[k]) == e - i &&
			    strncasecmp(s + i, why_fault_words[k], e - i) == 0)
				return 1;
	}
	for (k = 0; why_not_faults[k] != NULL; k++)
		for (i = 0, w = strlen(why_not_faults[k]); i + w <= n; i++)
			if (strncasecmp(s + i, why_not_faults[k], w) == 0)
				return 1;
	return 0;
}

/* The length of the row of list (any case) s opens with, or 0. */
static size_t
why_not_row(const char *s, size_t n, const char *const *list)
{
	size_t k, w;

	for (k = 0; list[k]; k++)
		if ((w = strlen(list[k])) <= n &&
		    strncasecmp(s, list[k], w) == 0)
			return w;
	return 0;
}

/* A tier at s[i]: its end, *y its value; or 0. */
static size_t
why_not_tier(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *y)
{
	size_t z, k;

	if (i >= n || !isdigit((unsigned char)s[i]) ||
	    papo_rubric_score_token(s, n, i, y, &z) != 0 ||
	    !papo_rubric_is_tier(r, s + i, z - i, y) ||
	    (z < n && (isalnum((unsigned char)s[z]) || s[z] == '/' ||
	    s[z] == '%')))
		return 0;
	for (k = i; k < z; k++)
		if (!isdigit((unsigned char)s[k]) && s[k] != '.')
			return 0;	/* "5/5", "1/2": another scale */
	return z;
}

/* 1 when s (n bytes) is a subject that is a justification then a fault. */
static int
why_not_fault(const char *s, size_t n)
{
	size_t k, w;

	for (k = 0; why_not_faults[k]; k++) {
		w = strlen(why_not_faults[k]);
		if (w + 2 <= n && s[n - w - 1] == ' ' &&
		    strncasecmp(s + n - w, why_not_faults[k], w) == 0 &&
		    why_ok(s, n - w - 1))
			return 1;
	}
	return 0;
}

/*
 * The same sentence in German, French, Spanish, Russian and Chinese
 * ("Nicht 5, weil der Beweis unvollständig ist.", "不是5分，因为证明不完整。"):
 * an opening, a tier other than the verdict's (a unit of points
 * aside), then nothing, or a cause and a subject that is a
 * justification (why_ok) ending in a fault, the opening, the cause
 * and the fault rows of one language (a row's lang): "Pas un 5 car
 * the bound is not proved" mixes two, and is not read.
 */
struct why_row {
	const char *row;
	char lang;
};
static const struct why_row why_not_opens_intl[] = { { "nicht ", 'd' },
	{ "keine ", 'd' }, { "es ist keine ", 'd' }, { "pas un ", 'f' },
	{ "pas une ", 'f' }, { "ce n'est pas un ", 'f' }, { "no un ", 's' },
	{ "no es un ", 's' }, { "no ", 's' },
	{ "\xd0\xbd\xd0\xb5 ", 'r' }, { "\xd0\x9d\xd0\xb5 ", 'r' },	/* не */
	{ "\xe4\xb8\x8d\xe6\x98\xaf", 'z' },			/* 不是 */
	{ NULL, 0 } };
static const struct why_row why_not_causes_intl[] = { { ", weil ", 'd' },
	{ " weil ", 'd' }, { ", da ", 'd' }, { " car ", 'f' },
	{ ", car ", 'f' }, { " parce que ", 'f' }, { ", parce que ", 'f' },
	{ " porque ", 's' }, { ", porque ", 's' }, { ", ya que ", 's' },
	/* ", потому что ", ", так как " */
	{ ", \xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 "
	    "\xd1\x87\xd1\x82\xd0\xbe ", 'r' },
	{ ", \xd1\x82\xd0\xb0\xd0\xba \xd0\xba\xd0\xb0\xd0\xba ", 'r' },
	/* "，因为", "，因為", "因为" */
	{ "\xef\xbc\x8c\xe5\x9b\xa0\xe4\xb8\xba", 'z' },
	{ "\xef\xbc\x8c\xe5\x9b\xa0\xe7\x82\xba", 'z' },
	{ "\xe5\x9b\xa0\xe4\xb8\xba", 'z' }, { NULL, 0 } };
static const struct why_row why_not_faults_intl[] = {
	{ "nicht bewiesen ist", 'd' }, { "nicht begr\xc3\xbc" "ndet ist", 'd' },
	{ "unvollst\xc3\xa4ndig ist", 'd' }, { "fehlt", 'd' },
	{ "n'est pas prouv\xc3\xa9" "e", 'f' },
	{ "n'est pas prouv\xc3\xa9", 'f' },
	{ "est incompl\xc3\xa8te", 'f' }, { "est incomplet", 'f' },
	{ "manque", 'f' }, { "no est\xc3\xa1 demostrada", 's' },
	{ "no est\xc3\xa1 demostrado", 's' }, { "est\xc3\xa1 incompleta", 's' },
	{ "est\xc3\xa1 incompleto", 's' }, { "falta", 's' },
	/* "не доказано", "не доказана", "неполное" */
	{ "\xd0\xbd\xd0\xb5 \xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0"
	    "\xd0\xbd\xd0\xbe", 'r' },
	{ "\xd0\xbd\xd0\xb5 \xd0\xb4\xd0\xbe\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0"
	    "\xd0\xbd\xd0\xb0", 'r' },
	{ "\xd0\xbd\xd0\xb5\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xbe\xd0\xb5",
	    'r' },
	/* "不完整", "没有证明" (no space before them) */
	{ "\xe4\xb8\x8d\xe5\xae\x8c\xe6\x95\xb4", 'z' },
	{ "\xe6\xb2\xa1\xe6\x9c\x89\xe8\xaf\x81\xe6\x98\x8e", 'z' },
	{ NULL, 0 } };

/* The row of list (any ASCII case) s opens with: its length, *lang. */
static size_t
why_intl_row(const char *s, size_t n, const struct why_row *list,
    char want, char *lang)
{
	size_t k, w;

	for (k = 0; list[k].row; k++)
		if ((want == 0 || list[k].lang == want) &&
		    (w = strlen(list[k].row)) <= n &&
		    strncasecmp(s, list[k].row, w) == 0) {
			*lang = list[k].lang;
			return w;
		}
	return 0;
}

/* 1 when s (n bytes) is a justification then a fault of lang. */
static int
why_intl_fault(const char *s, size_t n, char lang)
{
	size_t k, w, sp;

	for (k = 0; why_not_faults_intl[k].row; k++) {
		if (why_not_faults_intl[k].lang != lang)
			continue;
		w = strlen(why_not_faults_intl[k].row);
		/* a CJK row follows its subject with no space */
		sp = lang != 'z';
		if (w + 1 + sp <= n && (!sp || s[n - w - 1] == ' ') &&
		    strncasecmp(s + n - w, why_not_faults_intl[k].row,
		    w) == 0 && why_ok(s, n - w - sp))
			return 1;
	}
	return 0;
}

/* Japanese says it after the tier: "5点ではない", "5ではありません" */
static const char *const why_not_ends_ja[] = {
	"\xe3\x81\xa7\xe3\x81\xaf\xe3\x81\xaa\xe3\x81\x84",	/* ではない */
	/* ではありません */
	"\xe3\x81\xa7\xe3\x81\xaf\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe"
	"\xe3\x81\x9b\xe3\x82\x93",
	NULL };

/*
 * Korean says it after the tier too, a particle then the denial: "5점은
 * 아님", "5점이 아닙니다", "5는 아니다"; or the denial alone after the
 * unit, "5점 아님".
 */
static const char *const why_not_particles_ko[] = {
	"\xec\x9d\x80 ", "\xeb\x8a\x94 ",	/* 은 는 */
	"\xec\x9d\xb4 ", "\xea\xb0\x80 ",	/* 이 가 */
	" ", NULL };
static const char *const why_not_ends_ko[] = {
	"\xec\x95\x84\xeb\x8b\x98",			/* 아님 */
	"\xec\x95\x84\xeb\x8b\x99\xeb\x8b\x88\xeb\x8b\xa4",	/* 아닙니다 */
	"\xec\x95\x84\xeb\x8b\x88\xeb\x8b\xa4",		/* 아니다 */
	"\xec\x95\x84\xeb\x8b\x88\xec\x97\x90\xec\x9a\x94",	/* 아니에요 */
	NULL };

/* 1 when s[z..n) is a particle and a denial of why_not_ends_ko, all of it. */
static int
why_not_ko(const char *s, size_t n, size_t z)
{
	size_t p, e, w;

	for (p = 0; why_not_particles_ko[p]; p++) {
		w = strlen(why_not_particles_ko[p]);
		if (n - z < w || memcmp(s + z, why_not_particles_ko[p], w) != 0)
			continue;
		for (e = 0; why_not_ends_ko[e]; e++)
			if (n - z - w == strlen(why_not_ends_ko[e]) &&
			    memcmp(s + z + w, why_not_ends_ko[e],
			    n - z - w) == 0)
				return 1;
	}
	return 0;
}

/* papo_rubric_why_not_ok's sentence s[i..n) in another language: 1 or 0. */
static int
why_not_intl(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x)
{
	size_t w, z;
	double y;
	char lang = 0, cl = 0;

	if ((z = why_not_tier(r, s, n, i, &y)) != 0 && y != x) {
		/* "5点ではない": a tier, its unit of points, the denial
		   ending the sentence */
		z += papo_rubric_points_unit(s, n, z);
		for (w = 0; why_not_ends_ja[w]; w++)
			if (n - z == strlen(why_not_ends_ja[w]) &&
			    memcmp(s + z, why_not_ends_ja[w], n - z) == 0)
				return 1;
		return why_not_ko(s, n, z);
	}
	if ((w = why_intl_row(s + i, n - i, why_not_opens_intl, 0,
	    &lang)) == 0)
		return 0;
	if ((z = why_not_tier(r, s, n, i + w, &y)) == 0 || y == x)
		return 0;
	/* "不是5分", "nicht 5 Punkte" */
	z += papo_rubric_points_unit(s, n, z);
	if (z == n)
		return 1;	/* "Nicht 5." */
	if ((w = why_intl_row(s + z, n - z, why_not_causes_intl, lang,
	    &cl)) == 0)
		return 0;
	z += w;
	return z < n && why_intl_fault(s + z, n - z, lang);
}

int
papo_rubric_why_not_ok(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	size_t i = 0, w, z;
	double y;

	while (i < n && isspace((unsigned char)s[i]))
		i++;
	while (n > i && (isspace((unsigned char)s[n - 1]) ||
	    strchr(".!", s[n - 1]) != NULL))
		n--;
	while (n - i >= 3 && memcmp(s + n - 3, "\xe3\x80\x82", 3) == 0)
		n -= 3;	/* the ideographic full stop */
	if (why_not_intl(r, s, n, i, x))
		return 1;
	if ((w = why_not_row(s + i, n - i, why_not_opens)) != 0)
		i += w;
	else {
		/* "a 3 instead of a 4", "3 rather than 2", "3, not 2" */
		if (n - i > 2 && strncasecmp(s + i, "a ", 2) == 0)
			i += 2;
		if ((z = why_not_tier(r, s, n, i, &y)) == 0 || y != x ||
		    (w = why_not_row(s + z, n - z, why_not_pairs)) == 0)
			return 0;
		i = z + w;
	}
	if ((z = why_not_tier(r, s, n, i, &y)) == 0 || y == x)
		return 0;
	if (z == n)
		return 1;	/* "Not a 5." */
	if ((w = why_not_row(s + z, n - z, why_not_causes)) == 0)
		return 0;
	z += w;
	if (z >= n)
		return 0;
	/* not higher only for a fault ("Not a 5 because the bound is not
	   proved", "..., as it skips the base case"), never for what is
	   right ("Not a 5 because every step is justified") */
	if (y > x)
		return why_not_fault(s + z, n - z) || (why_ok_faults(s + z,
		    n - z, 1) && fault_word_in(s + z, n - z));
	return why_ok(s + z, n - z) || why_not_fault(s + z, n - z);
}

/*
 * The justification of the verdict x that opens at s[i] (past its
 * label) and runs to n: 0 when every sentence of it is recognised (a
 * justification's words, or why it is not another level: "Explanation:
 * Not a 5 because the bound is not proved."), else -1 with v set.
 */
int
papo_rubric_why_block(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, struct papo_rubric_verdict *v)
{
	size_t e;

	if (papo_rubric_praise_in(r, s, n, i, x, &v->at, &v->len)) {
		v->why = "after the rubric's lowest score, a justification "
		    "that says the work is right and names no fault";
		return -1;
	}
	for (;;) {
		if ((i = papo_rubric_skip_fill(s, n, i)) >= n)
			return 0;
		e = papo_rubric_sentence_end(s, n, i);
		/* a statement about the work, "The answer is correct.",
		   as a JSON verdict's reasoning and a sentence after a
		   verdict with no label are read */
		if (!why_ok_faults(s + i, e - i, why_below_top(r, x)) &&
		    !papo_rubric_why_not_ok(r, s + i, e - i, x) &&
		    !papo_rubric_assess_said(r, s + i, e - i, x)) {
			v->at = i;
			v->len = e - i;
			v->why = "after the verdict, a justification that "
			    "holds what no justification the reader "
			    "recognises does (a value, a label, a hedge, a "
			    "correction, another scale)";
			return -1;
		}
		i = e;
	}
}

/*
 * A sentence of justification with no label before it ("The derivation
 * is sound and every step is justified."): one that opens on the work
 * as its subject, a determiner of papo_rubric_why_dets, at most one word, then
 * a noun of papo_rubric_why_subjects ("The final step ..."), holds no colon (a
 * label no row reads, "Explanations: ...", is not one) and is one why_ok
 * recognises.  A sentence on anything else ("Same as before.") is not.
 * papo_rubric_why_subjects is no second table of the work's words: each of its
 * nouns is one of papo_rubric_remark_words or work_words too (why_ok reads them
 * there); it names those of them a sentence may open on as its subject.
 */
const char *const papo_rubric_why_dets[] = { "the", "this", "each", "every",
	"its", "all", "both", NULL };
const char *const papo_rubric_why_subjects[] = { "response", "solution",
	"proof", "derivation", "derivations", "argument", "reasoning",
	"explanation", "algebra", "computation", "computations",
	"calculation", "calculations", "step", "steps", "student", "work",
	"approach", "method", "presentation", "writeup", "write-up",
	"exposition", "notation", "justification", "logic", "setup",
	"set-up", NULL };

int
papo_rubric_why_said(const char *s, size_t n)
{
	return papo_rubric_why_said_faults(s, n, 0);
}

/* papo_rubric_why_said, the words of why_fault_words too when faults
   is 1 (beside a verdict under the rubric's top: "The induction step
   skips the base case.") */
int
papo_rubric_why_said_faults(const char *s, size_t n, int faults)
{
	size_t a, z, k;

	if (memchr(s, ':', n) != NULL)
		return 0;
	for (a = 0; a < n && (s[a] == ' ' || s[a] == '*' || s[a] == '_' ||
	    s[a] == '\n'); a++)
		;
	a = papo_rubric_why_next_word(s, n, a, &z);
	if (!papo_rubric_word_in(s + a, z - a, papo_rubric_why_dets))
		return 0;
	for (k = 0; k < 2; k++) {
		a = papo_rubric_why_next_word(s, n, z, &z);
		if (papo_rubric_word_in(s + a, z - a, papo_rubric_why_subjects))
			return why_ok_faults(s, n, faults);
	}
	return 0;
}

/* 1 when x is below the top of r's scores (why_below_top). */
int
papo_rubric_below_top(const struct papo_rubric *r, double x)
{
	return why_below_top(r, x);
}
