/* SPDX-License-Identifier: MIT */
/*
 * rubric_follow.c: what may follow the verdict: end tokens, the end
 * of a sentence, the words of closing remarks, lead-ins and the
 * remarks about the student's answer that quote it.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * ---- what may follow the verdict ----
 *
 * After the verdict's line, every sentence must be one the reader
 * recognises (papo-rubric(5), THE VERDICT): formatting, closing
 * punctuation and end tokens; a closing remark that states no value;
 * a remark about the student's answer that quotes it.  Anything else
 * (a correction, a doubt, a negation, a second label or value, words
 * in a language the reader does not know) leaves no verdict.
 */

/* Tokens a model ends its turn with, and closing tags of markup. */
const char *const papo_rubric_end_tokens[] = {
	"<|im_end|>", "<|eot_id|>", "<|endoftext|>", "<|end|>",
	"<|return|>", "</s>", "<eos>", "<end_of_turn>", "<|eot|>",
	"<|end_of_text|>", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81"
	"sentence\xef\xbd\x9c>", "<|end_of_sentence|>", "<end_of_sentence>",
	"<|END_OF_TURN_TOKEN|>", "[e~[", "\\]", "\\)", "```", NULL
};

/* The length of the token of papo_rubric_end_tokens that opens with '<' at s[i]
   (i < n), or 0. */
size_t
papo_rubric_end_token_at(const char *s, size_t n, size_t i)
{
	size_t k, w;

	for (k = 0; papo_rubric_end_tokens[k]; k++)
		if (papo_rubric_end_tokens[k][0] == '<' &&
		    n - i >= (w = strlen(papo_rubric_end_tokens[k])) &&
		    memcmp(s + i, papo_rubric_end_tokens[k], w) == 0)
			return w;
	return 0;
}

/* s[i..] past blanks, closing punctuation, markup and end tokens. */
size_t
papo_rubric_skip_fill(const char *s, size_t n, size_t i)
{
	size_t k, w, d;

	while (i < n) {
		if (isspace((unsigned char)s[i]) ||
		    strchr(".,;:!)]}`\"'*_~$|>#-", s[i]) != NULL) {
			i++;
			continue;
		}
		/* papo_judge_defuse puts a U+2060 after a token's '<' */
		d = s[i] == '<' && n - i > 4 &&
		    memcmp(s + i + 1, "\xe2\x81\xa0", 3) == 0 ? 3 : 0;
		for (k = 0; papo_rubric_end_tokens[k]; k++) {
			w = strlen(papo_rubric_end_tokens[k]);
			if (d && papo_rubric_end_tokens[k][0] != '<')
				continue;
			if (n - i >= w + d && (d ? memcmp(s + i + 4,
			    papo_rubric_end_tokens[k] + 1, w - 1) :
			    memcmp(s + i, papo_rubric_end_tokens[k], w)) == 0)
				break;
		}
		if (papo_rubric_end_tokens[k]) {
			i += w + d;
			continue;
		}
		/* a closing tag, "</answer>": no value in it */
		if (n - i > 3 && s[i] == '<' && s[i + 1] == '/' &&
		    isalpha((unsigned char)s[i + 2])) {
			for (k = i + 2; k < n && k - i < 24 &&
			    (isalnum((unsigned char)s[k]) || s[k] == '_'); k++)
				;
			if (k < n && s[k] == '>') {
				i = k + 1;
				continue;
			}
		}
		break;
	}
	return i;
}

/*
 * The end of the sentence that starts at s[i]: past '.', '!' or '?'
 * before a blank (or the end), or at a line's end; braces and $...$
 * spans are not cut.
 */
size_t
papo_rubric_sentence_end(const char *s, size_t n, size_t i)
{
	int depth = 0, dollar = 0;

	for (; i < n; i++) {
		if (s[i] == '\n')
			return i;
		if (s[i] == '\\' && i + 1 < n) {
			i++;
			continue;
		}
		if (s[i] == '{')
			depth++;
		else if (s[i] == '}' && depth > 0)
			depth--;
		else if (s[i] == '$')
			dollar = !dollar;
		else if (depth == 0 && !dollar && strchr(".!?", s[i]) &&
		    (i + 1 == n || isspace((unsigned char)s[i + 1])))
			return i + 1;
	}
	return n;
}

/* Words that label a verdict, in a remark: a second statement of one. */
const char *const papo_rubric_label_words[] = {
	"score", "scores", "scored", "scoring", "grade", "grades", "graded",
	"grading", "verdict", "rating", "rate", "rated", "points", "point",
	"mark", "marks", "marked", "award", "awarded", "assign", "assigned",
	"give", "given", "giving", "gives", NULL
};

/*
 * Words that take a verdict back or turn to another: a remark about
 * the student's answer holding one is not only about that answer.
 */
const char *const papo_rubric_turn_words[] = {
	"wait", "actually", "correction", "corrected", "revise", "revised",
	"revision", "instead", "reconsider", "reconsidering", "retract",
	"withdraw", "change", "changed", "update", "updated", "oops",
	"sorry", "nope", "hmm", "hold", "second", "fix", "fixed", "mean",
	"meant", "raise", "reduce", "deduct", "doubt", "unsure", "maybe",
	"perhaps", "ignore", "disregard", "scratch", "undo", "overturn",
	"reverse", "typo", "take", "back", "deserves", "deserve", "credit",
	"full", "partial", "zero", "half", "one", "none", "pass", "fail",
	NULL
};

/*
 * The words a closing remark is made of ("I hope this helps.", "End
 * of evaluation."): a remark of other words is not recognised.
 */
const char *const papo_rubric_closing_words[] = {
	"i", "hope", "this", "that", "helps", "help", "helped", "thank",
	"thanks", "you", "end", "of", "the", "my", "evaluation", "review",
	"assessment", "analysis", "feedback", "report", "is", "it", "its",
	"concludes", "concluded", "done", "good", "luck", "well", "nice",
	"great", "job", "work", "complete", "completed", "and", "as",
	"above", "per", "rubric", "stated", "shown", "explained", "see",
	"for", "details", "let", "me", "know", "if", "any", "questions",
	"have", "further", "here", "ends", "all", "answer", "solution",
	"response", "proof", "need", "anything", "else", NULL
};

/*
 * The words of an evaluative closing remark ("Every step is justified.",
 * "The reasoning is clear and complete.", "Good work overall."): what a
 * judge says of the work without a value.  No grade, label, number,
 * negation or turn among them; those are refused whatever else a
 * remark holds (papo_rubric_refused_words, papo_rubric_turn_words,
 * papo_rubric_label_words).
 */
const char *const papo_rubric_remark_words[] = {
	/* what is judged */
	"step", "steps", "reasoning", "argument", "arguments",
	"derivation", "derivations", "calculation", "calculations",
	"computation", "computations", "explanation", "explanations",
	"approach", "method", "logic", "presentation", "justification",
	"justifications", "writing", "writeup", "write-up", "exposition",
	/* how */
	"justified", "clear", "clearly", "rigorous", "rigorously",
	"thorough", "thoroughly", "sound", "valid", "logical", "logically",
	"concise", "concisely", "careful", "carefully", "precise",
	"precisely", "coherent", "consistent", "accurate", "accurately",
	"excellent", "solid", "strong", "neat", "neatly", "elegant",
	"clean", "cleanly", "detailed", "organized", "organised",
	"structured", "presented", "written", "argued", "reasoned",
	"supported", "executed", "handled", "followed", "easy", "fine",
	"overall", "very", "quite", "fully", "entirely", "throughout",
	"nicely", "clever", "insightful", "efficient", "efficiently",
	"straightforward", "understood", "demonstrated", "demonstrates",
	/* joining words */
	"every", "each", "a", "an", "are", "was", "were", "be", "been",
	"in", "with", "to", "at", "from", "on", "they", "student",
	"student's", "students", "their", "also", "both", "so", "too",
	NULL
};

/*
 * Words no closing remark may hold: negations, contrasts, doubts and
 * faults ("Every step is justified, but not the last.") and number
 * words; with papo_rubric_turn_words and papo_rubric_label_words, and any word
 * ending in n't.
 */
const char *const papo_rubric_refused_words[] = {
	"not", "no", "never", "nothing", "nobody", "neither", "nor",
	"without", "cannot", "however", "but", "although", "though", "yet",
	"except", "unless", "despite", "mistake", "mistakes", "mistaken",
	"error", "errors", "erroneous", "should", "would", "could",
	"might", "must", "correct", "correctly", "incorrect", "incorrectly",
	"wrong", "wrongly", "right", "false", "true", "missing", "lacks",
	"lacking", "flawed", "flaw", "flaws", "gap", "gaps", "only",
	"almost", "nearly", "mostly", "partly", "partially",
	"two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "first", "last", "once", "twice", "hundred", "percent",
	"out", NULL
};

/* Words that begin a remark about the student's answer. */
const char *const papo_rubric_about_words[] = {
	"student", "students", "student's", "response", "response's",
	"their", "the", "candidate", "candidate's", "model's", "solver's",
	"answer", NULL
};

int
papo_rubric_word_in(const char *w, size_t len, const char *const *list)
{
	size_t k;
	int c;

	if (len == 0)
		return 0;
	/* the first byte first: the rows of a justification are long */
	c = tolower((unsigned char)w[0]);
	for (k = 0; list[k]; k++)
		if (tolower((unsigned char)list[k][0]) == c &&
		    strlen(list[k]) == len && strncasecmp(list[k], w, len) == 0)
			return 1;
	return 0;
}

int
papo_rubric_row_in(const char *s, size_t n, const char *const *list)
{
	size_t k;

	for (k = 0; list[k]; k++)
		if (memmem(s, n, list[k], strlen(list[k])) != NULL)
			return 1;
	return 0;
}

/*
 * Past the brace group that opens at s[a] when it closes before n and
 * within 256 bytes (a reply of unclosed boxes stays linear), else 0.
 */
static size_t
group_end(const char *s, size_t n, size_t a)
{
	return papo_rubric_brace_end(s, n - a > 256 ? a + 256 : n, a);
}

/*
 * 1 when the '.', '!' or '?' at s[p] ends a sentence: not the dot of
 * an abbreviation ("e.g.", "i.e.", "cf.", "vs.": "e.g. Score: 1" is
 * an example, not a verdict).
 */
static int
sentence_stop(const char *s, size_t p)
{
	static const char *const abbrev[] = { "cf", "vs", "viz", "eg", "ie",
	    "ex", "resp", NULL };
	size_t k = p;

	if (s[p] != '.')
		return 1;
	while (k > 0 && isalpha((unsigned char)s[k - 1]))
		k--;
	if (p - k < 2 || (k > 0 && s[k - 1] == '.'))
		return 0;
	return !papo_rubric_word_in(s + k, p - k, abbrev);
}

/*
 * The words that may open the sentence of the verdict's label ("Final
 * score:", "Therefore, the overall Score:", "Based on the rubric
 * above, Score:"): none of them conditions, negates or doubts it.
 */
static const char *const lead_words[] = {
	"final", "overall", "total", "my", "our", "the", "so", "thus",
	"therefore", "hence", "in", "conclusion", "summary", "sum", "short",
	"to", "conclude", "based", "on", "above", "analysis", "evaluation",
	"assessment", "review", "rubric", "this", "these", "according",
	"and", "all", "of", "with", "respect", "for", "response",
	"solution", "answer", "proof", "as",
	"asked", "required", "requested", "instructed", "is", "i", "give",
	"assign", "award", "it", "a", "score", "grade", "deserves",
	"deserve", "earns", "gets", "receives", "merits", "first", "then",
	"verdict", "result", "judgment", "judgement", "decision", "here",
	"rating", "grading", "scoring", "given", "now", "output", "json",
	"toplam",	/* tr "Toplam puan:", the total */
	NULL
};

/* the same, written without spaces before a label in CJK: 最终 最終
   总 總 综合 綜合 최종 総合 ("最终评分：4分", "최종 점수: 4", "総合評価：4");
   and Russian's,
   both cases: Итоговая Итоговый Общая Финальная ("Итоговая оценка:") */
static const char *const lead_cjk[] = { "\xe6\x9c\x80\xe7\xbb\x88",
	"\xe6\x9c\x80\xe7\xb5\x82", "\xe6\x80\xbb", "\xe7\xb8\xbd",
	"\xe7\xbb\xbc\xe5\x90\x88", "\xe7\xb6\x9c\xe5\x90\x88",
	"\xec\xb5\x9c\xec\xa2\x85", "\xe7\xb7\x8f\xe5\x90\x88",
	"\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x8f",
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x8f",
	"\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd1\x8b\xd0\xb9",
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd1\x8b\xd0\xb9",
	"\xd0\x9e\xd0\xb1\xd1\x89\xd0\xb0\xd1\x8f",
	"\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb0\xd1\x8f",
	"\xd0\xa4\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd"
	"\xd0\xb0\xd1\x8f",
	"\xd1\x84\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd"
	"\xd0\xb0\xd1\x8f", NULL };

/* LaTeX commands whose group holds words, not a formula */
static const char *const text_cmds[] = { "text", "textbf", "textit",
	"textrm", "textsf", "texttt", "textnormal", "textup", "textsl",
	"emph", "mbox", "hbox", "underline", "mathrm", "mathbf", "mathit",
	"mathsf", "mathtt", "operatorname", "intertext", "fbox", "framebox",
	"colorbox", "textcolor", "color", "uline", NULL
};

/*
 * 1 when the lead word s[a..z) (before the label at s[i]; words
 * before it, the last s[pa..pz)) stands where it opens no condition
 * or comparison: "above" after another word ("the analysis above",
 * not "Above \boxed{4}"), "now" not after "for" or "of" ("for now" is
 * provisional), "first" only as "First," (not "the first score", "for
 * the first response").
 */
static int
lead_word_placed(const char *s, size_t i, size_t a, size_t z, size_t words,
    size_t pa, size_t pz)
{
	if (z - a == 5 && strncasecmp(s + a, "above", 5) == 0)
		return words > 0;
	if (z - a == 3 && strncasecmp(s + a, "now", 3) == 0)
		return words == 0 || !papo_rubric_word_in(s + pa, pz - pa,
		    (const char *const[]){ "for", "of", NULL });
	if (z - a == 5 && strncasecmp(s + a, "first", 5) == 0)
		return z < i && s[z] == ',';
	return 1;
}

/*
 * 1 when the '.' at s[p] ends a sentence that ends on a number, amid
 * its line ("Correctness: 4, clarity: 2. Overall score: 3": the
 * criteria's sentence is not the verdict's), not a list's number
 * that opens its line ("2. Score: 3").
 */
static int
number_stop(const char *s, size_t p)
{
	size_t k = p;

	while (k > 0 && isdigit((unsigned char)s[k - 1]))
		k--;
	if (k == p)
		return 0;
	while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'))
		k--;
	return k > 0 && s[k - 1] != '\n';
}

/*
 * 1 when what precedes the label at s[i] in its sentence (from the
 * line's start or the end of the sentence before it) is recognised:
 * markup, a list number, LaTeX commands, and words of lead_words.
 * "If the proof were complete I would give Score: 1", "Not Score: 1"
 * and "Maybe Score: 1" state no verdict.
 */
static int
lead_words_ok(const char *s, size_t i, int *line)
{
	size_t a = i, k, z, words = 0, pa = 0, pz = 0;

	while (a > 0 && s[a - 1] != '\n') {
		if (strchr(".!?", s[a - 1]) != NULL && a < i &&
		    isspace((unsigned char)s[a]) && (sentence_stop(s, a - 1) ||
		    number_stop(s, a - 1)))
			break;
		a--;
	}
	*line = a == 0 || s[a - 1] == '\n';
	/* a list number at the line's start: "1. ", "2) " */
	for (k = a; k < i && isdigit((unsigned char)s[k]); k++)
		;
	if (k > a && k < i && (s[k] == '.' || s[k] == ')'))
		a = k + 1;
	while (a < i) {
		unsigned char c = (unsigned char)s[a];

		/* "]" closes a tag of lead words, Prometheus's "[RESULT]
		   Score: 4"; the words in it are read as any */
		if (isspace(c) || strchr("*_#>-`|$([]{},:;", c) != NULL) {
			a++;
			continue;
		}
		if (c == '\\') {	/* \text{, \textbf{, \quad */
			for (k = ++a; a < i && isalpha((unsigned char)s[a]);
			    a++)
				;
			if (a == k) {	/* "\{", "\,", "\\": one sign */
				a += a < i;
				continue;
			}
			/* a group closed before the label, "\boxed{x^2}":
			   a quoted formula, no words of its own; a text
			   group's words are words ("\text{Maybe}") */
			if (a < i && s[a] == '{' &&
			    !papo_rubric_word_in(s + k, a - k, text_cmds) &&
			    (z = group_end(s, i, a)))
				a = z;
			continue;
		}
		if ((k = papo_rubric_token_at(s, i, a, lead_cjk)) != 0) {
			a += k;
			words++;
			continue;
		}
		if (!isalpha(c))
			return 0;
		if ((z = papo_rubric_criterion_item(s, i, a)) != 0) {
			a = z;	/* "Correctness 4, clarity 2, so" */
			words++;
			continue;
		}
		for (z = a; z < i && (isalpha((unsigned char)s[z]) ||
		    s[z] == '\''); z++)
			;
		if (!papo_rubric_word_in(s + a, z - a, lead_words) ||
		    !lead_word_placed(s, i, a, z, words, pa, pz))
			return 0;
		/* a letter that names one of several responses, "Response
		   A: Score: 1", is no lead-in: the verdict is that one's */
		if (z - a == 1 && isupper(c) && c != 'I' && words > 0)
			return 0;
		words++;
		pa = a;
		pz = z;
		a = z;
	}
	return 1;
}

/*
 * The words that make a heading the judge's own, one at least in it
 * ("## Final Evaluation", "### Justification", "## Issues Found"), in
 * the languages a label is read in: a row a whole word, any case for
 * ASCII, each case of another script a row of its own.
 */
static const char *const heading_words[] = { "feedback", "step",
	"justification", "reasoning", "explanation", "critique", "comments",
	"grade", "grading", "evaluation", "assessment", "verdict", "score",
	"scoring", "rating", "review", "conclusion", "summary", "judgment",
	"judgement", "result", "decision", "analysis", "thoughts",
	"recommendation", "issues", "strengths", "weaknesses", "breakdown",
	"overall", "final", "fazit", "zusammenfassung", "beurteilung",
	"ergebnis", "bewertung", "synth\xc3\xa8se", "r\xc3\xa9sum\xc3\xa9",
	"\xc3\xa9valuation", "\xc3\x89valuation", "conclusi\xc3\xb3n",
	"evaluaci\xc3\xb3n", "Evaluaci\xc3\xb3n", "resumen", "valutazione",
	"conclusione", "riepilogo", "avalia\xc3\xa7\xc3\xa3o",
	"Avalia\xc3\xa7\xc3\xa3o", "conclus\xc3\xa3o", "Conclus\xc3\xa3o",
	"resumo", "\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3",
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3",
	"\xd0\x92\xd1\x8b\xd0\xb2\xd0\xbe\xd0\xb4",
	"\xd0\xb2\xd1\x8b\xd0\xb2\xd0\xbe\xd0\xb4",
	"\xd0\x97\xd0\xb0\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb5\xd0\xbd"
	"\xd0\xb8\xd0\xb5",
	"\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	"\xe7\xbb\x93\xe8\xae\xba", "\xe6\x80\xbb\xe7\xbb\x93",
	"\xe8\xaf\x84\xe5\x88\x86", "\xe8\xaf\x84\xe4\xbb\xb7",
	"\xe7\xb5\x90\xe8\xab\x96", "\xe8\xa9\x95\xe4\xbe\xa1",
	"\xe3\x81\xbe\xe3\x81\xa8\xe3\x82\x81",
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2",
	"\xea\xb2\xb0\xeb\xa1\xa0", "\xed\x8f\x89\xea\xb0\x80",
	"\xec\xa0\x90\xec\x88\x98", "\xec\x9a\x94\xec\x95\xbd",
	"puntuaci\xc3\xb3n", "Puntuaci\xc3\xb3n", "pontua\xc3\xa7\xc3\xa3o",
	"Pontua\xc3\xa7\xc3\xa3o", "punteggio", "punktzahl", NULL };

/* the other words such a heading may hold besides lead_words ("##
   Evaluation of the Student's Solution", "## Step-by-step Evaluation") */
static const char *const heading_more[] = { "student", "student's",
	"detailed", "found", "against", "by", NULL };

/*
 * 1 when the markdown heading s[h..e) right above a verdict's line is
 * the judge's own ("## Evaluation", "### Final Score", "## Fazit"):
 * past its '#', each word (a run of letters, or of bytes of another
 * script) is a row of heading_words, lead_words or heading_more, one
 * at least of heading_words; markup, a section's number before the
 * words or a step's after "step", and punctuation between.  A heading
 * that says whose the section is ("## Reference solution", "##
 * Example", "## Response B", "## Evaluation of Response 2", "##
 * Student's answer") is none: the verdict under it is not the judge's
 * own.
 */
static int
heading_own(const char *s, size_t h, size_t e)
{
	size_t a = h, z, k, any = 0, step = 0;
	int words = 0;

	while (a < e) {
		unsigned char c = (unsigned char)s[a];

		/* a number only as a section's, before the words ("### 2.
		   Evaluation"), or a step's ("## Step 3"): after another
		   word it names a response ("## Evaluation of Response 2") */
		if (isdigit(c) && any > 0 && step != any)
			return 0;
		if (c < 0x80 && !isalpha(c)) {
			a++;
			continue;
		}
		/* an emoji, a symbol or a variation selector
		   ("### \xe2\x9c\x85 Verdict"): no word */
		if (c >= 0xf0 || c == 0xe2 || (e - a >= 3 &&
		    memcmp(s + a, "\xef\xb8\x8f", 3) == 0)) {
			a += c >= 0xf0 ? 4 : 3;
			continue;
		}
		for (z = a; z < e && (isalpha((unsigned char)s[z]) ||
		    s[z] == '\'' || (unsigned char)s[z] >= 0x80) &&
		    papo_rubric_name_mark(s, e, z) == 0; z++)
			;
		if (z == a) {	/* a mark of another script */
			a += papo_rubric_name_mark(s, e, a);
			continue;
		}
		for (k = 0; lead_cjk[k]; k++)
			if (z - a >= strlen(lead_cjk[k]) && memcmp(s + a,
			    lead_cjk[k], strlen(lead_cjk[k])) == 0)
				break;
		if (lead_cjk[k])	/* "最终评分", "최종 평가" */
			a += strlen(lead_cjk[k]);
		if (a == z || papo_rubric_word_in(s + a, z - a,
		    heading_words))
			words++;	/* "最终" alone, "Evaluation" */
		else if (!papo_rubric_word_in(s + a, z - a, lead_words) &&
		    !papo_rubric_word_in(s + a, z - a, heading_more))
			return 0;
		any++;
		if (z - a == 4 && strncasecmp(s + a, "step", 4) == 0)
			step = any;
		a = z;
	}
	return words > 0;
}

/*
 * 1 when the line s[h..e) (white space off its end) is a heading
 * written in bold: "**Reference solution**", wholly inside one pair of
 * "**" or "__", no colon before its close and no sentence's stop in
 * it (a bold sentence, "**The proof is complete.**", is no heading).
 */
static int
bold_heading(const char *s, size_t h, size_t e)
{
	size_t k;

	if (e - h < 5 || (s[h] != '*' && s[h] != '_') || s[h + 1] != s[h] ||
	    s[e - 1] != s[h] || s[e - 2] != s[h])
		return 0;
	for (k = h + 2; k < e - 2; k++)
		if (strchr(".!?:*_", s[k]) != NULL)
			return 0;
	return 1;
}

/*
 * A line s[a..e) (its colon off) that introduces the verdict with the
 * scale it is given on: "Using the scale", "On the scale" or "Using
 * the rubric's scale", then the scale's levels, each a number then
 * "=", ":" or a parenthesis and a level's words ("1 = poor ... 5 =
 * excellent", "(1 = poor, 5 = excellent)", "1 (poor) to 5
 * (excellent)"), two or more, the numbers rising from 0 or 1, and no
 * other digit: 1, else 0.  The rubric's levels restated, no verdict.
 */
static int
scale_intro(const char *s, size_t a, size_t e)
{
	static const char *const opens[] = { "using the scale ",
	    "on the scale ", "using the rubric's scale ", NULL };
	size_t k, w;
	long v, last = -1;
	int n = 0;

	for (k = 0; opens[k]; k++)
		if (e - a > (w = strlen(opens[k])) &&
		    strncasecmp(s + a, opens[k], w) == 0)
			break;
	if (opens[k] == NULL)
		return 0;
	for (k = a + w; k < e; ) {
		/* between levels: separators only ("(", ", ", " ... ",
		   " to ", ")") */
		while (k < e && (strchr(" (.,;", s[k]) != NULL ||
		    (e - k > 3 && strncasecmp(s + k, "to ", 3) == 0 &&
		    s[k - 1] == ' ' && (k += 2))))
			k++;
		if (k == e)
			break;
		if (!isdigit((unsigned char)s[k]))
			return 0;
		for (v = 0; k < e && isdigit((unsigned char)s[k]) && v < 1000;
		    k++)
			v = v * 10 + (s[k] - '0');
		if (v <= last || (last < 0 && v > 1))
			return 0;
		last = v;
		while (k < e && s[k] == ' ')
			k++;
		if (k >= e || strchr("=:(", s[k]) == NULL)
			return 0;
		for (k++; k < e && (s[k] == ' ' || s[k] == '('); k++)
			;
		if (k >= e || !isalpha((unsigned char)s[k]))
			return 0;	/* a level's words */
		while (k < e && (isalpha((unsigned char)s[k]) ||
		    strchr(" '-", s[k]) != NULL))
			k++;
		if (k < e && s[k] == ')')
			k++;
		n++;
	}
	return n >= 2;
}

/*
 * The line a verdict opens, after the line that introduces it with a
 * colon (blank lines between): that line's last sentence must be
 * recognised as stating a verdict too.  "Final verdict:" does, "Example
 * output:" quotes a format and "The rubric's sample:" a sample: no
 * verdict.  1 when s[a] opens no such line or its introduction is
 * recognised.
 */
int
papo_rubric_intro_ok(const char *s, size_t a)
{
	size_t e = a, h;
	int line;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	h = papo_rubric_line_start(s, e);
	if (e > h && (s[h] == '#' || bold_heading(s, h, e)))
		return heading_own(s, h, e);
	while (e > 0 && strchr("*_`", s[e - 1]) != NULL)
		e--;
	if (e == 0 || s[e - 1] != ':')
		return 1;
	/* "Using the scale 1 = poor ... 5 = excellent:" */
	if (scale_intro(s, papo_rubric_line_start(s, e - 1), e - 1))
		return 1;
	return lead_words_ok(s, e - 1, &line);
}

int
papo_rubric_lead_in_ok(const char *s, size_t i)
{
	size_t a = i;
	int line;

	if (!lead_words_ok(s, i, &line))
		return 0;
	while (a > 0 && s[a - 1] != '\n')
		a--;
	/* a sentence after another's words on its line ("The response
	   ends with: Verified. Score: 5"): theirs too */
	if (!line)
		return papo_rubric_quote_line(s, a, i) == 0;
	return papo_rubric_intro_ok(s, a);
}

/*
 * A quoted span at s[i]: \boxed{...}, $...$ or \(...\); its end in
 * *z, or 0 when none starts there.
 */
int
papo_rubric_quoted_span(const char *s, size_t n, size_t i, size_t *z)
{
	size_t k;

	if (n - i > 7 && memcmp(s + i, "\\boxed{", 7) == 0)
		return (*z = papo_rubric_brace_end(s, n, i + 6)) != 0;
	if (s[i] == '$') {
		for (k = i + 1; k < n && s[k] != '$' && s[k] != '\n'; k++)
			;
		if (k < n && s[k] == '$') {
			*z = k + 1;
			return 1;
		}
	}
	return 0;
}

/*
 * Typographic punctuation a remark may hold: ’ ‘ “ ” – — …; its
 * length at s[i], or 0.
 */
size_t
papo_rubric_typo_mark(const char *s, size_t n, size_t i)
{
	static const char *const marks[] = { "\xe2\x80\x99", "\xe2\x80\x98",
	    "\xe2\x80\x9c", "\xe2\x80\x9d", "\xe2\x80\x93", "\xe2\x80\x94",
	    "\xe2\x80\xa6", NULL };
	size_t k;

	for (k = 0; marks[k]; k++)
		if (n - i >= 3 && memcmp(s + i, marks[k], 3) == 0)
			return 3;
	return 0;
}

/* what a note after the verdict opens with: "Note: the student's ..." */
static const char *const remark_notes[] = { "note", "remark", "nb", "ps",
	NULL };
/* the judge siding with what it quotes: "The response claims
   \boxed{3}, and I agree." states that value too */
static const char *const remark_agrees[] = { "agree", "agrees", "agreed",
	"concur", "concurs", "accept", "accepts", "accepted", "endorse",
	"endorses", "fair", NULL };
/* under grade words, the closing words that judge the work or name
   it: "The answer is complete." after a grade is a second verdict on
   what the grade decides */
static const char *const remark_judging[] = { "good", "well", "nice",
	"great", "job", "work", "complete", "completed", "answer",
	"solution", "response", "proof", NULL };
/* what a quotation of the student's answer may say under grade words:
   who wrote it and that it is the answer, nothing of how it compares
   ("The student's final answer is $0.5$.") */
static const char *const remark_quoting[] = { "is", "was", "final",
	"wrote", "writes", "gives", "gave", "states", "stated",
	"reads", "of", NULL };

/*
 * One sentence after the verdict (s, n bytes): 1 when it is a closing
 * remark with no value, or a remark about the student's answer that
 * quotes it (which may say what is wrong with it, as long as it names
 * no label or value of its own), else 0.  Under grade words only a
 * closing remark of no remark_judging word, the verdict's grade
 * restated or a plain quotation (remark_quoting) closes it.
 */
int
papo_rubric_remark_closes(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	const int graded = r->parse == PAPO_RUBRIC_GRADE;
	size_t i = 0, w, z, words = 0, pa = 0, pz = 0;
	int about = 0, quoted = 0, turn = 0, closing = 1, refused = 0;
	int agreed = 0, plain = 1, restated = 0, bare = 1;
	long g;

	if (papo_rubric_why_not_ok(r, s, n, x))
		return 1;	/* "Not a 5 because ..." */
	if (papo_rubric_why_range(s, n))
		return 0;	/* "Good to excellent.": levels, a range */
	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		if (papo_rubric_quoted_span(s, n, i, &z)) {
			quoted = 1;
			i = z;
			continue;
		}
		if ((w = papo_rubric_typo_mark(s, n, i)) != 0) {
			i += w;
			continue;
		}
		if (c >= 0x80 || isdigit(c) || c == '\\' || c == '{' ||
		    c == '=' || c == '<' || c == '/')
			return 0;	/* unknown words, a value, markup */
		if (c == '?')
			return 0;	/* a question: "Score: 1?" asks */
		if (!isalpha(c)) {
			/* punctuation a sentence is written with; any
			   other sign ("%", "+", "^", "@") is not read */
			if (!isspace(c) && strchr(".,;:!()[]\"'*_`~-", c) ==
			    NULL)
				return 0;
			i++;
			continue;
		}
		for (z = i; z < n && (isalpha((unsigned char)s[z]) ||
		    s[z] == '\'' || s[z] == '-'); z++)
			;
		if (papo_rubric_word_in(s + i, z - i, papo_rubric_label_words))
			return 0;
		/* "if" only in "let me know if ...": a condition else */
		if (z - i == 2 && strncasecmp(s + i, "if", 2) == 0 &&
		    (pz - pa != 4 || strncasecmp(s + pa, "know", 4) != 0))
			return 0;
		pa = i;
		pz = z;
		/* the verdict's own grade restated, "The answer is
		   correct.": a closing word; another grade: a second
		   verdict */
		if (r->parse == PAPO_RUBRIC_GRADE &&
		    (g = papo_rubric_grade_at(r, s, z, i, &w)) >= 0 && w == z) {
			if (r->grades[g].value != x)
				return 0;
			restated = 1;
			words++;
			i = z;
			continue;
		}
		if (words == 0 &&
		    papo_rubric_word_in(s + i, z - i, remark_notes)) {
			i = z;
			continue;	/* "Note: the student's ..." */
		}
		/* a letter naming one of several responses, "(for
		   Response A)": the verdict may be another's */
		if (z - i == 1 && isupper(c) && c != 'I' && words > 0)
			return 0;
		if (words < 2)
			about = papo_rubric_word_in(s + i, z - i,
			    papo_rubric_about_words) && (words == 0 || about);
		turn |= papo_rubric_word_in(s + i, z - i,
		    papo_rubric_turn_words);
		agreed |= papo_rubric_word_in(s + i, z - i, remark_agrees);
		refused |= papo_rubric_word_in(s + i, z - i,
		    papo_rubric_refused_words) ||
		    (z - i > 3 && strncasecmp(s + z - 3, "n't", 3) == 0);
		plain &= papo_rubric_word_in(s + i, z - i,
		    papo_rubric_about_words) ||
		    papo_rubric_word_in(s + i, z - i, remark_quoting);
		bare &= papo_rubric_word_in(s + i, z - i,
		    papo_rubric_closing_words) &&
		    !papo_rubric_word_in(s + i, z - i, remark_judging);
		closing &= papo_rubric_word_in(s + i, z - i,
		    papo_rubric_closing_words) ||
		    papo_rubric_word_in(s + i, z - i, papo_rubric_remark_words);
		words++;
		i = z;
	}
	if (quoted)	/* the student's answer, quoted */
		return about && !turn && !agreed && (plain || !graded);
	/* under grade words, only the verdict's grade restated may say
	   how the work is: "The answer is correct." */
	return closing && !turn && !refused && (!graded || bare || restated);
}
