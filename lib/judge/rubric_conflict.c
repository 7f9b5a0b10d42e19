/* SPDX-License-Identifier: MIT */
/*
 * rubric_conflict.c: other statements of the verdict than the one
 * read, each a conflict: a mention, a box, a line, a rating in prose, a
 * second label, and values stated aside from the verdict (per
 * criterion, in a table's cell, an HTML item, a YAML list, weighted,
 * conditional), with the number words they are written in.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * ---- other statements of the verdict ----
 *
 * Once a verdict is read, the rest of the text read must not state
 * another: a mention of the score or grade written any other way
 * ("Score (revised): 0.5", "Revised score -> 0.5", "**Final score** =
 * 0.5", "Grade: INCORRECT", "Score： 0"), or a \boxed{} standing as a
 * verdict, that gives a different value is a conflict.  Labels spelled
 * with look-alike letters (Cyrillic, Greek, full-width) or split by
 * zero-width characters are a conflict whatever they say: they can
 * only be there to be misread.
 */

/*
 * The character at s[*i] as plain ASCII, lower case, and *i past it:
 * full-width forms, no-break spaces and the Cyrillic and Greek letters
 * that look like Latin ones map to what they look like (*odd set for
 * all but the space); zero-width characters are skipped (*odd set).
 * Any other non-ASCII character is 0x80.
 */
static int
skel(const char *s, size_t n, size_t *i, int *odd)
{
	static const struct {
		unsigned int cp;
		char c;
	} look[] = {
		{ 0x0405, 's' }, { 0x0455, 's' }, { 0x0421, 'c' },
		{ 0x0441, 'c' }, { 0x041e, 'o' }, { 0x043e, 'o' },
		{ 0x0415, 'e' }, { 0x0435, 'e' }, { 0x0410, 'a' },
		{ 0x0430, 'a' }, { 0x0420, 'p' }, { 0x0440, 'p' },
		{ 0x0433, 'r' }, { 0x0501, 'd' }, { 0x0262, 'g' },
		{ 0x0261, 'g' }, { 0x039f, 'o' }, { 0x03bf, 'o' },
		{ 0x0395, 'e' }, { 0x0391, 'a' }, { 0x03b1, 'a' },
		{ 0x0280, 'r' }, { 0x1d04, 'c' }, { 0x1d0f, 'o' },
		{ 0x1d07, 'e' }, { 0x212f, 'e' }, { 0x2090, 'a' },
	};
	const unsigned char *u = (const unsigned char *)s;
	unsigned int cp;
	size_t k, len;

	for (;;) {
		if (*i >= n)
			return 0;
		if (u[*i] < 0x80)
			return tolower(u[(*i)++]);
		if ((u[*i] & 0xe0) == 0xc0)
			len = 2, cp = u[*i] & 0x1f;
		else if ((u[*i] & 0xf0) == 0xe0)
			len = 3, cp = u[*i] & 0x0f;
		else if ((u[*i] & 0xf8) == 0xf0)
			len = 4, cp = u[*i] & 0x07;
		else {
			++*i;
			return 0x80;
		}
		if (*i + len > n) {
			*i = n;
			return 0x80;
		}
		for (k = 1; k < len; k++)
			cp = cp << 6 | (u[*i + k] & 0x3f);
		*i += len;
		if ((cp >= 0x200b && cp <= 0x200f) || cp == 0x2060 ||
		    cp == 0xfeff || cp == 0xad || cp == 0x180e) {
			*odd = 1;	/* zero-width: look past it */
			continue;
		}
		if (cp == 0xa0 || cp == 0x202f || cp == 0x2007 ||
		    cp == 0x3000)
			return ' ';
		if (cp >= 0xff01 && cp <= 0xff5e) {
			*odd = 1;
			return tolower((int)(cp - 0xfee0));
		}
		if (cp == 0x2192 || cp == 0x2013 || cp == 0x2014 ||
		    cp == 0x2212)
			return '-';	/* arrows, dashes: separators */
		for (k = 0; k < sizeof(look) / sizeof(look[0]); k++)
			if (look[k].cp == cp) {
				*odd = 1;
				return look[k].c;
			}
		return 0x80;
	}
}

/* Match the word w (lower case) at s[*i] through skel(); 1 or 0. */
static int
skel_word(const char *s, size_t n, size_t *i, const char *w, int *odd)
{
	size_t j = *i, k;
	int c;

	for (; *w; w++) {
		/* markdown emphasis may sit inside a label */
		do {
			k = j;
			c = skel(s, n, &j, odd);
		} while ((c == '*' || c == '_') && k > *i);
		if (c != *w)
			return 0;
	}
	k = j;
	c = skel(s, n, &k, odd);
	if (isalnum(c) || c == 0x80)
		return 0;
	*i = j;
	return 1;
}

static void skel_blank(const char *s, size_t n, size_t *i, int paren,
    int *odd);

/*
 * "would be", "should be", "will be", "must be", "could be" at s[*i]
 * ("My score would be 3"): 1 with *i past it, else 0.
 */
static int
modal_be(const char *s, size_t n, size_t *i, int *odd)
{
	static const char *const modal[] = { "would", "should", "will",
	    "must", "could", "might", NULL };
	size_t j;
	int k;

	for (k = 0; modal[k]; k++) {
		j = *i;
		if (!skel_word(s, n, &j, modal[k], odd))
			continue;
		skel_blank(s, n, &j, 0, odd);
		if (!skel_word(s, n, &j, "be", odd))
			return 0;
		*i = j;
		return 1;
	}
	return 0;
}

/* Skip blanks and emphasis (and a "(qualifier)" when paren) at s[*i]. */
static void
skel_blank(const char *s, size_t n, size_t *i, int paren, int *odd)
{
	size_t j, k;
	int c;

	for (;;) {
		j = *i;
		c = skel(s, n, &j, odd);
		if (c == ' ' || c == '\t' || c == '*' || c == '_') {
			*i = j;
			continue;
		}
		if (c == '(' && paren) {
			for (k = j; k < n && k - j < 60 && s[k] != ')' &&
			    s[k] != '\n'; k++)
				;
			if (k < n && s[k] == ')') {
				*i = k + 1;
				continue;
			}
		}
		return;
	}
}

/*
 * ---- another's words quoted ----
 *
 * A quotation the judge says is another's words, by the sentence that
 * opens right before it: a subject of quote_subjects ("The response",
 * "The student"), "itself" or not, then a verb of quote_verbs
 * ("claims", "ends with", "wrote"), or a row of quote_formats (the
 * format the prompt asks for: "The expected format is"), a colon or
 * comma or not, then the opening quote, closed on the same line: 'The
 * response claims "Score: 5", but the base case is missing.'  What it
 * holds is not the judge's statement, so that a response's own verdict
 * the judge quotes is not read as a second one beside the judge's; the
 * rest of the sentence is read as any text is.
 */
static const char *const quote_subjects[] = { "the response",
	"the student", "the student's solution", "the student's answer",
	"the student's response", "the solution", "the submission",
	"the answer", "the model", "the candidate", "it",
	"the rubric's example", "the example",
	/* the part of it that holds the quotation */
	"the response's last line", "the response's final line",
	"the last line of the response", "the final line of the response",
	/* es, pt, it: la respuesta, el estudiante, la solución; a
	   resposta, o aluno, a solução; la risposta, lo studente, la
	   soluzione */
	"la respuesta", "el estudiante", "la soluci\xc3\xb3n",
	"a resposta", "o aluno", "a solu\xc3\xa7\xc3\xa3o",
	"la risposta", "lo studente", "la soluzione",
	/* fr: la réponse, l'élève, l'étudiant, la solution; de: die
	   Antwort, der Schüler, der Student, die Lösung */
	"la r\xc3\xa9ponse", "l'\xc3\xa9l\xc3\xa8ve",
	"l'\xc3\xa9tudiant", "la solution", "die antwort",
	"der sch\xc3\xbcler", "der student", "die l\xc3\xb6sung",
	/* ru: Ответ, ответ, Решение, решение */
	"\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	"\xd0\xa0\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	NULL };
static const char *const quote_verbs[] = { "claims", "claimed", "says",
	"said", "states", "stated", "writes", "wrote", "ends with",
	"ended with", "concludes with", "includes", "contains", "asserts",
	"declares", "adds", "added", "appends", "asks for", "requests",
	"reads", "read",
	/* what the response told the grader to write */
	"asks me to write", "asked me to write", "tells me to write",
	"told me to write", "instructs me to write", "instructed me to write",
	"asks the grader to write", "asked the grader to write",
	/* es, pt, it: dice, afirma, incluye, contiene, termina con,
	   escribe; diz, inclui, contém, termina com, escreve; include,
	   afferma, scrive */
	"dice", "afirma", "incluye", "contiene", "termina con", "escribe",
	"diz", "inclui", "cont\xc3\xa9m", "termina com", "escreve",
	"include", "afferma", "scrive",
	/* fr: dit, affirme, contient, inclut, se termine par, écrit */
	"dit", "affirme", "contient", "inclut", "se termine par",
	"\xc3\xa9" "crit",
	/* de: enthält, sagt, behauptet, endet mit, schreibt */
	"enth\xc3\xa4lt", "sagt", "behauptet", "endet mit", "schreibt",
	/* ru: содержит, утверждает, пишет, заканчивается строкой */
	"\xd1\x81\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd1\x82",
	"\xd1\x83\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb4"
	"\xd0\xb0\xd0\xb5\xd1\x82",
	"\xd0\xbf\xd0\xb8\xd1\x88\xd0\xb5\xd1\x82",
	"\xd0\xb7\xd0\xb0\xd0\xba\xd0\xb0\xd0\xbd\xd1\x87\xd0\xb8"
	"\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f "
	"\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xba\xd0\xbe\xd0\xb9",
	NULL };
/* the format the prompt asks for, quoted with its example value; and
   the intros of a language written without spaces, whole: 回答中写有,
   回答中写着, 回答最后写着, 回答声称, 回答包含 */
static const char *const quote_formats[] = { "the expected format is",
	"the required format is", "the format is", "the example is",
	"the rubric's example is", "the prompt asks for",
	"the rubric asks for",
	"\xe5\x9b\x9e\xe7\xad\x94\xe4\xb8\xad\xe5\x86\x99\xe6\x9c\x89",
	"\xe5\x9b\x9e\xe7\xad\x94\xe4\xb8\xad\xe5\x86\x99\xe7\x9d\x80",
	"\xe5\x9b\x9e\xe7\xad\x94\xe6\x9c\x80\xe5\x90\x8e\xe5\x86\x99"
	"\xe7\x9d\x80",
	"\xe5\x9b\x9e\xe7\xad\x94\xe5\xa3\xb0\xe7\xa7\xb0",
	"\xe5\x9b\x9e\xe7\xad\x94\xe5\x8c\x85\xe5\x90\xab",
	/* what a judge names the words a response planted for it */
	"injected text", "injected text found", "the injected text",
	"injection found", "injection detected",
	"prompt injection detected", "prompt injection found", NULL };

/* Past a row of list at s[i] (any case) followed by a space, or i. */
static size_t
quote_row(const char *s, size_t e, size_t i, const char *const *list)
{
	size_t k, w;

	for (k = 0; list[k]; k++) {
		w = strlen(list[k]);
		if (e - i > w && strncasecmp(s + i, list[k], w) == 0 &&
		    s[i + w] == ' ')
			return i + w + 1;
	}
	return i;
}

/* 1 when s[a..e) is a row of subject, "itself", verb (spaces, a colon
   or a comma at its end aside). */
static int
quote_intro(const char *s, size_t a, size_t e)
{
	size_t j, k, w;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == ':' ||
	    s[e - 1] == ','))
		e--;
	for (k = 0; quote_formats[k]; k++)
		if ((w = strlen(quote_formats[k])) == e - a &&
		    strncasecmp(s + a, quote_formats[k], w) == 0)
			return 1;
	if ((j = quote_row(s, e + 1, a, quote_subjects)) == a || j > e)
		return 0;
	if (e - j > 7 && strncasecmp(s + j, "itself ", 7) == 0)
		j += 7;
	for (k = 0; quote_verbs[k]; k++)
		if ((w = strlen(quote_verbs[k])) == e - j &&
		    strncasecmp(s + j, quote_verbs[k], w) == 0)
			return 1;
	return 0;
}

size_t
papo_rubric_quote_line(const char *s, size_t a, size_t i)
{
	size_t c;

	while (a < i && (s[a] == ' ' || s[a] == '*' || s[a] == '_' ||
	    s[a] == '>' || s[a] == '-'))
		a++;
	for (c = a; c < i && c - a <= 60 && s[c] != ':'; c++)
		;
	if (c >= i || c - a > 60 || !quote_intro(s, a, c))
		return 0;
	return c + 1;
}

/* 1 when a full-width comma, full stop or semicolon is at s[i]: '，',
   '。', '；' */
static int
cjk_stop(const char *s, size_t n, size_t i)
{
	return n - i >= 3 && (memcmp(s + i, "\xef\xbc\x8c", 3) == 0 ||
	    memcmp(s + i, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + i, "\xef\xbc\x9b", 3) == 0);
}

/* Where the sentence of a quotation at s[i] starts: the line's start,
   or after ". " or ": " (not the colon right before the quote, "reads:
   \"...\""), past a parenthesis or emphasis that opens it. */
static size_t
quote_start(const char *s, size_t i)
{
	size_t a;

	for (a = i; a > 0 && s[a - 1] != '\n'; a--)
		if (a >= 2 && s[a - 1] == ' ' && s[a - 2] != '\0' &&
		    strchr(".!?;:", s[a - 2]) != NULL &&
		    (a < i || s[a - 2] != ':'))
			break;
	/* "(The response asked me to write \"Score: 5\".)" */
	while (a < i && (s[a] == '(' || s[a] == '*' || s[a] == '_'))
		a++;
	return a;
}

/*
 * The judge siding with a quotation, after it on its line: "The
 * response claims \"Score: 0.5\", and I agree.", "... \"Score: 0.5\".
 * Agreed."  Its words are then the judge's too.  A word of quote_against
 * before one of these ("which is not correct", "but I disagree") keeps
 * the quotation another's.  Whole words, any case; a row with a space
 * is words in a row.
 */
static const char *const quote_sides[] = { "agree", "agrees", "agreed",
	"concur", "concurs", "accept", "accepts", "accepted", "endorse",
	"endorses", "endorsed", "grant", "granted", "rightly", "fair",
	"accurate", "correct", "right", "justified", "deserved", "approve",
	"approved", "stand by", "same", "valid", "appropriate",
	"reasonable", "d'accord", "de acuerdo", "d'accordo", "concordo",
	"stimme", "zustimmen", "einverstanden", "zutreffend",
	"\xd1\x81\xd0\xbe\xd0\xb3\xd0\xbb\xd0\xb0\xd1\x81\xd0\xb5\xd0\xbd",
	/* согласен */
	NULL };
static const char *const quote_against[] = { "not", "no", "never",
	"but", "however", "although", "though", "yet", "whereas",
	"wrong", "incorrect", "disagree", "disagrees", "inflated",
	"unjustified", "unearned", "undeserved", "too", "ignore",
	"disregard", "nicht", "pas", "non", "\xd0\xbd\xd0\xb5" /* не */,
	NULL };
/* the same sides in scripts written without spaces, anywhere after
   the quotation on its line: 同意, 赞同, 認める */
static const char *const quote_sides_cjk[] = { "\xe5\x90\x8c\xe6\x84\x8f",
	"\xe8\xb5\x9e\xe5\x90\x8c", "\xe8\xaa\x8d\xe3\x82\x81\xe3\x82\x8b",
	NULL };

/* 1 when a row of list is the words at s[i..e) (a word ends at i + its
   length) */
static int
quote_word_row(const char *s, size_t e, size_t i, const char *const *list)
{
	size_t k, w;

	for (k = 0; list[k]; k++)
		if (e - i >= (w = strlen(list[k])) &&
		    strncasecmp(s + i, list[k], w) == 0 && (i + w == e ||
		    !isalpha((unsigned char)s[i + w])))
			return 1;
	return 0;
}

/* 1 when the rest of the line from s[i] sides with the quotation
   before it (quote_sides before any word of quote_against). */
static int
quote_sided(const char *s, size_t n, size_t i)
{
	size_t e, k;

	for (e = i; e < n && s[e] != '\n'; e++)
		;
	if (papo_rubric_row_in(s + i, e - i, quote_sides_cjk))
		return 1;
	for (k = i; k < e; k++) {
		if (k > i && (isalpha((unsigned char)s[k - 1]) ||
		    s[k - 1] == '\''))
			continue;	/* not a word's start */
		if (!isalpha((unsigned char)s[k]) &&
		    (unsigned char)s[k] < 0xc2)
			continue;
		if (quote_word_row(s, e, k, quote_against) ||
		    (e - k > 3 && strncasecmp(s + k, "n't", 3) == 0))
			return 0;
		if (quote_word_row(s, e, k, quote_sides))
			return 1;
	}
	return 0;
}

size_t
papo_rubric_quote_other(const char *s, size_t n, size_t i)
{
	static const char *const pairs[][2] = { { "\"", "\"" },
		{ "'", "'" }, { "\xe2\x80\x9c", "\xe2\x80\x9d" },
		{ "\xc2\xab", "\xc2\xbb" }, { "\xe2\x80\x9e", "\xe2\x80\x9c" },
		{ "\xe3\x80\x8c", "\xe3\x80\x8d" } };
	size_t k, w, a, e;

	for (k = 0; k < sizeof(pairs) / sizeof(pairs[0]); k++)
		if (n - i >= (w = strlen(pairs[k][0])) &&
		    memcmp(s + i, pairs[k][0], w) == 0)
			break;
	if (k == sizeof(pairs) / sizeof(pairs[0]))
		return 0;
	a = quote_start(s, i);
	if (i - a > 60 || !quote_intro(s, a, i))
		return 0;
	/* the closing quote: the first on the line that the line's end, a
	   space or a sentence's punctuation follows ("{"score": 5}" and
	   "it's" hold quotes that close nothing), 240 bytes at most */
	for (e = i + w; e < n && s[e] != '\n' && e - i < 240; e++) {
		size_t c = strlen(pairs[k][1]);

		if (n - e >= c && memcmp(s + e, pairs[k][1], c) == 0 &&
		    (e + c == n || isspace((unsigned char)s[e + c]) ||
		    (s[e + c] != '\0' && strchr(".,;!?)", s[e + c]) !=
		    NULL) || cjk_stop(s, n, e + c)))
			return quote_sided(s, n, e + c) ? 0 : e + c;
	}
	return 0;
}

/*
 * What may follow a quotation of another's score in its sentence: the
 * judge saying it sets that score aside ("The response says \"Score:
 * 5\", which I ignore."), by rows of the listed languages.
 */
static const char *const quote_dismissals[] = { ", which I ignore",
	", which I disregard", ", which I discount", ", which I set aside",
	", which I do not count", ", which does not count",
	", which I have ignored", ", which I disregarded",
	", was ich ignoriere",				/* de */
	", ce que j'ignore", ", que j'ignore",		/* fr */
	", lo cual ignoro", ", que ignoro",		/* es */
	/* ", что я игнорирую" (ru) */
	", \xd1\x87\xd1\x82\xd0\xbe \xd1\x8f \xd0\xb8\xd0\xb3\xd0\xbd\xd0\xbe"
	"\xd1\x80\xd0\xb8\xd1\x80\xd1\x83\xd1\x8e",
	/* "，我忽略这一点" (zh) */
	"\xef\xbc\x8c\xe6\x88\x91\xe5\xbf\xbd\xe7\x95\xa5\xe8\xbf\x99\xe4\xb8"
	"\x80\xe7\x82\xb9",
	NULL };

size_t
papo_rubric_quote_sentence(const char *s, size_t n, size_t i)
{
	size_t q, w, a, k;

	for (q = i; q < n && q - i <= 64 && s[q] != '\n'; q++) {
		if (s[q] != '"' && s[q] != '\'' && (unsigned char)s[q] < 0xc2)
			continue;
		if ((w = papo_rubric_quote_other(s, n, q)) == 0)
			continue;	/* "response's": no quotation */
		/* its sentence the one at i: "Actually 5. The response
		   says ..." is not */
		for (a = i; a < n && (s[a] == '(' || s[a] == '*' ||
		    s[a] == '_'); a++)
			;
		if (quote_start(s, q) != a)
			return 0;
		/* nothing after the quotation but its closing punctuation,
		   a row of quote_dismissals before it */
		for (k = 0; quote_dismissals[k]; k++)
			if (n - w >= strlen(quote_dismissals[k]) &&
			    memcmp(s + w, quote_dismissals[k],
			    strlen(quote_dismissals[k])) == 0) {
				w += strlen(quote_dismissals[k]);
				break;
			}
		while (w < n && s[w] != '\n') {
			if (strchr(".!)* \t\r", s[w]) != NULL)
				w++;
			else if (n - w >= 3 &&
			    memcmp(s + w, "\xe3\x80\x82", 3) == 0)
				w += 3;	/* '。' */
			else if (s[w] == '<' &&
			    (k = papo_rubric_end_token_at(s, n, w)) != 0)
				w += k;	/* "<|eot_id|>" */
			else
				return 0;
		}
		return w;
	}
	return 0;
}

/*
 * MT-Bench's verdict "[[N]]" at s[i], anywhere in the text read: a
 * verdict in the form papo-judge reads at a reply's end (and after
 * "Rating:"), so one other than x beside the verdict is a second
 * ("The response deserves [[5]].\n\nScore: 2").  1 with *z past it,
 * else 0.
 */
int
papo_rubric_bracket_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z)
{
	size_t k, e;
	double y;

	if (n - i < 5 || s[i] != '[' || s[i + 1] != '[')
		return 0;
	k = papo_rubric_skip_blanks(s, n, i + 2);
	if (papo_rubric_score_token(s, n, k, &y, &e) < 0)
		return 0;
	e = papo_rubric_skip_blanks(s, n, e);
	if (n - e < 2 || s[e] != ']' || s[e + 1] != ']' ||
	    papo_rubric_same_value(r, s + k, e - k, x))
		return 0;
	*z = e + 2;
	return 1;
}

/*
 * A level's name the rubric's text defines at s[j], whole
 * (papo_rubric_level_def_at), its letters of one script (no Latin letter among
 * Cyrillic ones: "Отлично", not "Oтлично"), after a label s[i..j)
 * spelled with no look-alike: its length, *y its value; else 0.  The
 * look-alike rule saw its first letter ("О", "С") as a Latin one.
 */
static size_t
plain_label_name(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, size_t j, double *y)
{
	size_t w, k;
	int odd = 0, ascii = 0, other = 0;

	if ((w = papo_rubric_level_def_at(r, s, n, j, y)) == 0)
		return 0;
	for (k = j; k < j + w; k++)
		if (isalpha((unsigned char)s[k]))
			ascii = 1;
		else if ((unsigned char)s[k] >= 0x80)
			other = 1;
	if (ascii && other)
		return 0;
	for (k = i; k < j;)
		skel(s, j, &k, &odd);
	return odd ? 0 : w;
}

/*
 * A mention of the score or grade at s[i]: the word "score" or
 * "grade" (any case, any spelling skel() maps), a qualifier, a
 * separator (':', '=', '-', "->", "is", "of", or none) and a value.
 * Returns 1 when it gives a value other than the verdict's (x), or
 * when its label is spelled with look-alikes or zero-width
 * characters; 0 otherwise.  *z is where the look ended.
 */
int
papo_rubric_mention_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z)
{
	static const char *const words[] = { "score", "grade", "scores",
	    "grades", NULL };
	size_t j = i, k, e;
	int odd = 0, sep = 0, c, w;
	long g;
	double y;

	*z = i + 1;
	for (w = 0; words[w]; w++) {
		j = i;
		if (skel_word(s, n, &j, words[w], &odd))
			break;
	}
	if (words[w] == NULL)
		return 0;
	*z = j;
	skel_blank(s, n, &j, 1, &odd);
	k = j;
	if ((c = skel(s, n, &k, &odd)) == '"' || c == '\'') {
		j = k;	/* a JSON key: "score": 3 */
		skel_blank(s, n, &j, 0, &odd);
		k = j;
		c = skel(s, n, &k, &odd);
	}
	if (c == ':' || c == '=' || c == '-' || c == '|' || c == '>') {
		/* '|': a table's cell, "| Score | 3 |"; '>': a tag's
		   "<score>3" */
		sep = 1;
		j = k;
		k = j;
		while ((c = skel(s, n, &k, &odd)) == '-' || c == '>' ||
		    c == '=')
			j = k;
	} else {
		k = j;
		if (skel_word(s, n, &k, "is", &odd) ||
		    skel_word(s, n, &k, "of", &odd) || modal_be(s, n, &k,
		    &odd)) {
			sep = 1;
			j = k;
		}
	}
	skel_blank(s, n, &j, 0, &odd);
	if (sep && j < n && (s[j] == '"' || s[j] == '\''))
		j++;	/* a JSON string: "score": "3" */
	while (j < n && s[j] == '[')
		j++;	/* MT-Bench's "[[3]]" */
	/* the value, in plain ASCII */
	j = papo_rubric_skip_markup(s, n, j);
	*z = j > *z ? j : *z;
	if (odd && (k = plain_label_name(r, s, n, i, j, &y)) != 0) {
		*z = j + k;	/* "Score: Отлично", the rubric's own word */
		return y != x;
	}
	for (e = j; e < n && s[e] != '\n' && e - j < 64; e++)
		if (isspace((unsigned char)s[e]))
			break;
	/* without a separator only a whole value states one: "Score 0"
	   alone, not "Score 1 requires every step" */
	if (r->parse == PAPO_RUBRIC_GRADE &&
	    (g = papo_rubric_grade_at(r, s, n, j, &k)) >= 0) {
		*z = k;
		if (!sep && !odd && !papo_rubric_closes_line(s, n, k))
			return 0;
		return odd || r->grades[g].value != x;
	}
	if (papo_rubric_score_token(s, n, j, &(double){ 0 }, &k) == 0) {
		*z = k;
		if (!sep && !odd && !papo_rubric_closes_line(s, n, k))
			return 0;
		return odd || !papo_rubric_same_value(r, s + j, k - j, x);
	}
	if (sep && j < n && isdigit((unsigned char)s[j]))
		return 1;	/* a number that is not one: "1e-400" */
	return odd && sep;
}

/*
 * A \boxed{} at s[i] that stands as a verdict (nothing but closing
 * punctuation after it on its line, or anywhere when the verdict is
 * itself a box with no label) and holds another of the rubric's values
 * than x: 1, else 0.  A box amid a line, or one holding what is no
 * tier ("\boxed{0.7}", "\boxed{x^2}"), is a quoted answer.  *z is past
 * what was looked at.
 */
int
papo_rubric_box_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, int anywhere, size_t *z)
{
	size_t j = i + 6, k, a, g;
	long w;

	*z = i + 1;
	while (j < n && s[j] == ' ')
		j++;
	if (j >= n || s[j] != '{')
		return 0;
	if (!(k = papo_rubric_brace_end(s, n - j > 80 ? j + 80 : n, j)))
		return 0;	/* long or open: not a verdict */
	*z = k--;
	if (!anywhere && !papo_rubric_closes_line(s, n, k + 1))
		return 0;	/* amid a line: a quoted answer */
	a = papo_rubric_skip_markup(s, k, j + 1);
	if (r->parse == PAPO_RUBRIC_GRADE) {
		if ((w = papo_rubric_grade_at(r, s, k, a, &g)) < 0)
			return 0;
		return papo_rubric_only_closing(s + g, k - g) &&
		    r->grades[w].value != x;
	}
	return papo_rubric_is_tier(r, s + j + 1, k - j - 1, &(double){ 0 }) &&
	    !papo_rubric_same_value(r, s + j + 1, k - j - 1, x);
}

/*
 * A line at s[i] that holds one of the rubric's values alone (after
 * blanks and markup, before closing punctuation), other than x:
 * "Score: 1\n0.5" states two verdicts.  1 or 0; *z past the value.
 */
int
papo_rubric_line_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t j = i, k;
	long g;

	/* '[': MT-Bench's "[[3]]" */
	while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '*' ||
	    s[j] == '$' || s[j] == '>' || s[j] == '['))
		j++;
	*z = j > i ? j : i + 1;
	if (r->parse == PAPO_RUBRIC_GRADE) {
		if ((g = papo_rubric_grade_at(r, s, n, j, &k)) < 0 || k == j ||
		    !papo_rubric_closes_line(s, n, k))
			return 0;
		*z = k;
		return r->grades[g].value != x;
	}
	if (papo_rubric_score_token(s, n, j, &(double){ 0 }, &k) < 0 ||
	    !papo_rubric_closes_line(s, n,
	    k + papo_rubric_points_unit(s, n, k)) ||
	    !papo_rubric_is_tier(r, s + j, k - j, &(double){ 0 }))
		return 0;	/* "3分。" is a tier alone too */
	*z = k;
	return !papo_rubric_same_value(r, s + j, k - j, x);
}

/*
 * Ratings stated in words or as "a out of b" beside the verdict: "I'd
 * give it seven out of ten.", "It deserves a 7.", "Overall, 7 out of
 * 10."  Number words as far as a judge rates (zero to ten, twenty,
 * hundred: their values by index).
 */
const char *const papo_rubric_num_words[] = { "zero", "one", "two", "three",
	"four", "five", "six", "seven", "eight", "nine", "ten", NULL };
const char *const papo_rubric_rate_verbs[] = { "give", "gives", "giving",
	"given", "rate", "rates", "rated", "award", "awards", "awarded",
	"assign", "assigns", "assigned", "deserve", "deserves",
	"deserved", "merit", "merits", "earn", "earns", "earned", "score",
	"scores", "scored", "grade", "grades", "graded", "get", "gets",
	"got", "receive", "receives", "received",
	/* deserves in es and pt, it, de */
	"merece", "merecen", "merita", "meritano", "verdient", NULL };
/* verbs of everyday prose too: they rate only what rate_named names */
static const char *const give_verbs[] = { "give", "gives", "giving",
	"given", "rate", "rates", "rated", "score", "scores", "scored",
	"grade", "grades", "graded", "get", "gets", "got", "receive",
	"receives", "received", NULL };
static const char *const rate_named[] = { "it", "this", "that", "them",
	"a", "an", "response", "answer", "solution", "proof", "student",
	NULL };
/* what may stand between the verb and the number */
static const char *const rate_fill[] = { "it", "this", "that", "the",
	"a", "an", "response", "answer", "solution", "proof", "student",
	"them", "score", "grade", "rating", "mark", "of",
	"un", "una", "uno", "eine", "ein", "einen", NULL };

/* The length of the word at s[i] when it is in list (any case), or 0. */
size_t
papo_rubric_word_at(const char *s, size_t n, size_t i, const char *const *list)
{
	size_t z = i, k;

	while (z < n && isalpha((unsigned char)s[z]))
		z++;
	if (z == i || (z < n && (isalnum((unsigned char)s[z]) ||
	    s[z] == '\'')))
		return 0;
	for (k = 0; list[k]; k++)
		if (strlen(list[k]) == z - i &&
		    strncasecmp(list[k], s + i, z - i) == 0)
			return z - i;
	return 0;
}

/*
 * A number word at s[i] ("Score: four"): 1 with *x and *z (past it)
 * set, else 0.
 */
int
papo_rubric_number_word(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	size_t k, w;

	for (k = 0; papo_rubric_num_words[k]; k++)
		if ((w = papo_rubric_word_at(s, n, i,
		    (const char *const[]){ papo_rubric_num_words[k],
		    NULL })) != 0) {
			*x = (double)k;
			*z = i + w;
			return 1;
		}
	return 0;
}

/*
 * The number words a verdict's value may be written with in the other
 * languages judges write (zero to ten, a row each; not German's
 * article "ein", nor "null", which says there is no score): read only
 * as a label's value ("Punktzahl: vier",
 * "Note : quatre", "评分：四", "점수: 넷"), never in prose.
 */
static const struct {
	const char *word;
	int value;
} value_words[] = {
	/* de: eins zwei drei vier fünf sechs sieben acht neun zehn */
	{ "eins", 1 }, { "zwei", 2 }, { "drei", 3 }, { "vier", 4 },
	{ "f\xc3\xbcnf", 5 }, { "sechs", 6 }, { "sieben", 7 }, { "acht", 8 },
	{ "neun", 9 }, { "zehn", 10 },
	/* fr: zéro deux trois quatre cinq six sept huit neuf dix */
	{ "z\xc3\xa9ro", 0 }, { "deux", 2 }, { "trois", 3 }, { "quatre", 4 },
	{ "cinq", 5 }, { "six", 6 }, { "sept", 7 }, { "huit", 8 },
	{ "neuf", 9 }, { "dix", 10 },
	/* es: cero dos tres cuatro cinco seis siete ocho nueve diez */
	{ "cero", 0 }, { "dos", 2 }, { "tres", 3 }, { "cuatro", 4 },
	{ "cinco", 5 }, { "seis", 6 }, { "siete", 7 }, { "ocho", 8 },
	{ "nueve", 9 }, { "diez", 10 },
	/* it: zero due tre quattro cinque sei sette otto nove dieci */
	{ "zero", 0 }, { "due", 2 }, { "tre", 3 }, { "quattro", 4 },
	{ "cinque", 5 }, { "sei", 6 }, { "sette", 7 }, { "otto", 8 },
	{ "nove", 9 }, { "dieci", 10 },
	/* pt: dois três quatro sete oito dez (the rest as es, it) */
	{ "dois", 2 }, { "tr\xc3\xaas", 3 }, { "quatro", 4 }, { "sete", 7 },
	{ "oito", 8 }, { "dez", 10 },
	/* one as fr, es, it, pt write it, also their article: a value
	   only where it is the label's whole value ("Puntuación: uno",
	   "Nota final: um"; "Note : une erreur" is none); pt's "duas" */
	{ "un", 1 }, { "une", 1 }, { "uno", 1 }, { "una", 1 }, { "um", 1 },
	{ "uma", 1 }, { "duas", 2 },
	/* ru: ноль один два ... десять */
	{ "\xd0\xbd\xd0\xbe\xd0\xbb\xd1\x8c", 0 },
	{ "\xd0\x9d\xd0\xbe\xd0\xbb\xd1\x8c", 0 },
	{ "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd", 1 },
	{ "\xd0\x9e\xd0\xb4\xd0\xb8\xd0\xbd", 1 },
	{ "\xd0\xb4\xd0\xb2\xd0\xb0", 2 }, { "\xd0\x94\xd0\xb2\xd0\xb0", 2 },
	{ "\xd1\x82\xd1\x80\xd0\xb8", 3 }, { "\xd0\xa2\xd1\x80\xd0\xb8", 3 },
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5", 4 },
	{ "\xd0\xa7\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5", 4 },
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c", 5 },
	{ "\xd0\x9f\xd1\x8f\xd1\x82\xd1\x8c", 5 },
	{ "\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c", 6 },
	{ "\xd0\xa8\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c", 6 },
	{ "\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 7 },
	{ "\xd0\xa1\xd0\xb5\xd0\xbc\xd1\x8c", 7 },
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 8 },
	{ "\xd0\x92\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 8 },
	{ "\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8c", 9 },
	{ "\xd0\x94\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8c", 9 },
	{ "\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8c", 10 },
	{ "\xd0\x94\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8c", 10 },
	/* ko: 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열 */
	{ "\xed\x95\x98\xeb\x82\x98", 1 }, { "\xeb\x91\x98", 2 },
	{ "\xec\x85\x8b", 3 }, { "\xeb\x84\xb7", 4 },
	{ "\xeb\x8b\xa4\xec\x84\xaf", 5 }, { "\xec\x97\xac\xec\x84\xaf", 6 },
	{ "\xec\x9d\xbc\xea\xb3\xb1", 7 }, { "\xec\x97\xac\xeb\x8d\x9f", 8 },
	{ "\xec\x95\x84\xed\x99\x89", 9 }, { "\xec\x97\xb4", 10 },
	/* round 37: tr bir iki üç dört beş altı yedi sekiz dokuz (not
	   "on", ten, an English word), id satu ... sepuluh, vi một ...
	   mười, ar واحد ... عشرة, hi एक ... दस (पांच as पाँच); ko's
	   Sino-Korean 일 이 삼 사 오 stay unread: "이" is "this" ("점수: 이
	   답변은 ..."), "일" work or a day */
	/* tr */
	{ "bir", 1 }, { "iki", 2 }, { "\xc3\xbc\xc3\xa7", 3 },
	{ "d\xc3\xb6rt", 4 }, { "be\xc5\x9f", 5 }, { "alt\xc4\xb1", 6 },
	{ "yedi", 7 }, { "sekiz", 8 }, { "dokuz", 9 },
	/* id */
	{ "satu", 1 }, { "dua", 2 }, { "tiga", 3 }, { "empat", 4 },
	{ "lima", 5 }, { "enam", 6 }, { "tujuh", 7 }, { "delapan", 8 },
	{ "sembilan", 9 }, { "sepuluh", 10 },
	/* vi */
	{ "m\xe1\xbb\x99t", 1 }, { "hai", 2 }, { "ba", 3 },
	{ "b\xe1\xbb\x91n", 4 }, { "n\xc4\x83m", 5 }, { "s\xc3\xa1u", 6 },
	{ "b\xe1\xba\xa3y", 7 }, { "t\xc3\xa1m", 8 }, { "ch\xc3\xadn", 9 },
	{ "m\xc6\xb0\xe1\xbb\x9di", 10 },
	/* ar */
	{ "\xd9\x88\xd8\xa7\xd8\xad\xd8\xaf", 1 },
	{ "\xd8\xa7\xd8\xab\xd9\x86\xd8\xa7\xd9\x86", 2 },
	{ "\xd8\xab\xd9\x84\xd8\xa7\xd8\xab\xd8\xa9", 3 },
	{ "\xd8\xa3\xd8\xb1\xd8\xa8\xd8\xb9\xd8\xa9", 4 },
	{ "\xd8\xae\xd9\x85\xd8\xb3\xd8\xa9", 5 },
	{ "\xd8\xb3\xd8\xaa\xd8\xa9", 6 },
	{ "\xd8\xb3\xd8\xa8\xd8\xb9\xd8\xa9", 7 },
	{ "\xd8\xab\xd9\x85\xd8\xa7\xd9\x86\xd9\x8a\xd8\xa9", 8 },
	{ "\xd8\xaa\xd8\xb3\xd8\xb9\xd8\xa9", 9 },
	{ "\xd8\xb9\xd8\xb4\xd8\xb1\xd8\xa9", 10 },
	/* hi */
	{ "\xe0\xa4\x8f\xe0\xa4\x95", 1 }, { "\xe0\xa4\xa6\xe0\xa5\x8b", 2 },
	{ "\xe0\xa4\xa4\xe0\xa5\x80\xe0\xa4\xa8", 3 },
	{ "\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb0", 4 },
	{ "\xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\x81\xe0\xa4\x9a", 5 },
	{ "\xe0\xa4\x9b\xe0\xa4\xb9", 6 },
	{ "\xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xa4", 7 },
	{ "\xe0\xa4\x86\xe0\xa4\xa0", 8 }, { "\xe0\xa4\xa8\xe0\xa5\x8c", 9 },
	{ "\xe0\xa4\xa6\xe0\xa4\xb8", 10 },
	{ "\xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\x82\xe0\xa4\x9a", 5 },
	/* zh/ja: 零 一 二 三 四 五 六 七 八 九 十 */
	{ "\xe9\x9b\xb6", 0 }, { "\xe4\xb8\x80", 1 }, { "\xe4\xba\x8c", 2 },
	{ "\xe4\xb8\x89", 3 }, { "\xe5\x9b\x9b", 4 }, { "\xe4\xba\x94", 5 },
	{ "\xe5\x85\xad", 6 }, { "\xe4\xb8\x83", 7 }, { "\xe5\x85\xab", 8 },
	{ "\xe4\xb9\x9d", 9 }, { "\xe5\x8d\x81", 10 },
	{ NULL, 0 }
};

/* CJK characters that continue a numeral: 百 千 万 萬 两 兩 半 */
static const char *const han_more[] = { "\xe7\x99\xbe", "\xe5\x8d\x83",
	"\xe4\xb8\x87", "\xe8\x90\xac", "\xe4\xb8\xa4", "\xe5\x85\xa9",
	"\xe5\x8d\x8a", NULL };

/*
 * 1 when the character at s[i] continues a number word that ends
 * there: a letter (ASCII, Latin-1, Cyrillic: "vierzehn"; Arabic,
 * Devanagari, Vietnamese's marked letters), a Hangul syllable ("넷째",
 * fourth), a CJK numeral ("四十", forty).
 */
static int
word_goes_on(const char *s, size_t n, size_t i)
{
	unsigned char c = i < n ? (unsigned char)s[i] : 0;
	size_t k;

	if (i >= n)
		return 0;
	if (isalnum(c) || c == '\'' || (c >= 0xc3 && c <= 0xc5) ||
	    c == 0xd0 || c == 0xd1 || (c >= 0xea && c <= 0xed))
		return 1;
	/* an Arabic letter ("أربعين"), a Devanagari one or sign, a
	   Vietnamese letter with its mark ("hai" + "̀"...: U+1E00 on) */
	if ((c >= 0xd8 && c <= 0xdb) || (c == 0xe0 && n - i >= 2 &&
	    ((unsigned char)s[i + 1] == 0xa4 ||
	    (unsigned char)s[i + 1] == 0xa5)) || (c == 0xe1 &&
	    n - i >= 2 && ((unsigned char)s[i + 1] & 0xf8) == 0xb8) ||
	    c == 0xcc || c == 0xcd)
		return 1;
	if (papo_rubric_token_at(s, n, i, han_more) != 0)
		return 1;
	for (k = 0; value_words[k].word; k++)
		if ((unsigned char)value_words[k].word[0] >= 0xe4 &&
		    value_words[k].word[0] == s[i] && n - i >= 3 &&
		    memcmp(s + i, value_words[k].word, 3) == 0)
			return 1;
	return 0;
}

/*
 * A number word at s[i] as a label's value: English (papo_rubric_number_word)
 * or a row of value_words; 1 with *x and *z (past it) set, else 0.
 */
int
papo_rubric_value_word(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	size_t k, w;

	if (papo_rubric_number_word(s, n, i, x, z))
		return 1;
	for (k = 0; value_words[k].word; k++) {
		w = strlen(value_words[k].word);
		if (i >= n || tolower((unsigned char)s[i]) !=
		    tolower((unsigned char)value_words[k].word[0]) ||
		    n - i < w || strncasecmp(s + i, value_words[k].word,
		    w) != 0 || word_goes_on(s, n, i + w))
			continue;
		*x = value_words[k].value;
		*z = i + w;
		return 1;
	}
	return 0;
}

/*
 * papo_rubric_verdict_value for a value written in digits or as a number word:
 * the word is the integer it names, a tier only where the scale has
 * it ("four" on 1-5, never on 0-1).
 */
int
papo_rubric_word_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	char digits[8];
	double x;
	size_t z;

	if (n == 0 || (!isalpha((unsigned char)s[0]) &&
	    (unsigned char)s[0] < 0x80))
		return papo_rubric_verdict_value(r, s, n, score);
	if (!papo_rubric_value_word(s, n, 0, &x, &z) || z != n)
		return -1;
	snprintf(digits, sizeof(digits), "%d", (int)x);
	return papo_rubric_verdict_value(r, digits, strlen(digits), score);
}

int
papo_rubric_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score)
{
	return papo_rubric_word_value(r, s, n, score);
}

size_t
papo_rubric_skip_blanks(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

/*
 * A number at s[i]: digits (one '.') or a number word; 1 with *x and
 * *z (past it) set, else 0.
 */
static int
rate_number(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	*z = i;
	if (i < n && isdigit((unsigned char)s[i])) {
		if (papo_rubric_scan_decimal(s, n, z) < 0)
			return 0;
		if (s[*z - 1] == '.')
			--*z;	/* the sentence's full stop: "out of 5." */
		if (papo_rubric_number(s + i, *z - i, x) < 0)
			return 0;
		return *z == n || !isalnum((unsigned char)s[*z]);
	}
	return papo_rubric_number_word(s, n, i, x, z);
}

/* The length of "out of" in another language at s[k] (de, fr, es
   and pt, it, id, ru: "5 von 5", "5 sur 5", "5 из 5"), or 0. */
static size_t
of_word(const char *s, size_t n, size_t k)
{
	static const char *const ofs[] = { "von", "sur", "de", "su",
	    "dari", NULL };

	if (n - k > 5 && memcmp(s + k, "\xd0\xb8\xd0\xb7 ", 5) == 0)
		return 4;	/* из */
	return papo_rubric_word_at(s, n, k, ofs);
}

/*
 * Past a phrase that names the rater after a rating at s[i] (blanks
 * first): "from me", "for me", "in my book", "in my view", "in my
 * opinion", "overall" ("4/5 from me.", "a 4 in my book."); else i.
 */
static size_t
rater_phrase(const char *s, size_t n, size_t i)
{
	static const char *const phrases[] = { "from me", "for me",
	    "in my book", "in my view", "in my opinion", "overall", NULL };
	size_t k = papo_rubric_skip_blanks(s, n, i), j, w;

	for (j = 0; phrases[j]; j++)
		if (n - k >= (w = strlen(phrases[j])) &&
		    strncasecmp(s + k, phrases[j], w) == 0 &&
		    (k + w == n || !isalnum((unsigned char)s[k + w])))
			return k + w;
	return i;
}

/*
 * A rating that ends at s[i]: "a out of b", or "a/b" when slash (b in
 * *of, else *of 0) ends its clause there (punctuation or the line's end), or is
 * followed by "points" or "marks".  1 with *z past it, else 0.
 */
static int
rate_tail(const char *s, size_t n, size_t i, int slash, double *of,
    size_t *z)
{
	static const char *const units[] = { "points", "point", "marks",
	    "stars", "punkten", "punkte", "puntos", "punti", "pontos",
	    NULL };
	size_t k = papo_rubric_skip_blanks(s, n, i), w;

	*of = 0;
	if ((w = papo_rubric_word_at(s, n, k, (const char *const[]){ "out",
	    NULL }))) {
		k = papo_rubric_skip_blanks(s, n, k + w);
		if (!(w = papo_rubric_word_at(s, n, k,
		    (const char *const[]){ "of", NULL })) ||
		    !rate_number(s, n, papo_rubric_skip_blanks(s, n, k + w), of,
		    &k))
			return 0;
	} else if (k > i && (w = of_word(s, n, k)) != 0) {
		if (!rate_number(s, n, papo_rubric_skip_blanks(s, n, k + w), of,
		    &k) || *of == 0)
			return 0;
	} else if (slash && k == i && k + 1 < n && s[k] == '/' &&
	    rate_number(s, n, k + 1, of, &k))
		;
	else
		k = i;
	k = papo_rubric_skip_blanks(s, n, k);
	if ((w = papo_rubric_word_at(s, n, k, units)) != 0)
		k = papo_rubric_skip_blanks(s, n, k + w);
	k = papo_rubric_skip_blanks(s, n, rater_phrase(s, n, k));
	*z = k;
	/* a rating ends its sentence: "340 out of 500, which is 0.68",
	   "(3 out of 6)", "99 points on the exam" count */
	return k == n || s[k] == '\n' || s[k] == '\r' ||
	    strchr(".;!?", s[k]) != NULL;
}

/* The top of r's scale. */
double
papo_rubric_top(const struct papo_rubric *r)
{
	size_t k;
	double top = 0;

	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] > top)
			top = r->scores[k];
	return top;
}

/*
 * A sentence that is only a top mark's words ("Full marks.", "**Perfect
 * score!**"; not "Full marks for the setup."): 1 with *z past it.
 */
static int
top_mark(const char *s, size_t n, size_t i, size_t *z)
{
	static const char *const marks[] = { "full marks", "full credit",
	    "full points", "perfect score", "top marks", "top score",
	    "maximum score", NULL };
	size_t p = i, k, w = 0;

	while (p > 0 && s[p - 1] == '*')
		p--;
	if (p > 0 && s[p - 1] != '\n' && !(p >= 2 && s[p - 1] == ' ' &&
	    (s[p - 2] == '.' || s[p - 2] == '!')))
		return 0;
	for (k = 0; marks[k]; k++)
		if (n - i >= (w = strlen(marks[k])) &&
		    strncasecmp(s + i, marks[k], w) == 0)
			break;
	if (marks[k] == NULL)
		return 0;
	for (k = i + w; k < n && (s[k] == '*' || s[k] == '.' ||
	    s[k] == '!'); k++)
		;
	if (k < n && s[k] != '\n' && (s[k] != ' ' || k == i + w))
		return 0;
	*z = k;
	return 1;
}

/* 1 when b is a scale judges rate out of: the rubric's top, 5, 10, 100. */
static int
judge_scale(const struct papo_rubric *r, double b)
{
	return b > 0 && (b == papo_rubric_top(r) || b == 5 || b == 10 ||
	    b == 100);
}

/* the nouns a rating's phrase may end on: "a solid 4/5 answer." */
static const char *const rated_nouns[] = { "answer", "response",
	"solution", "proof", "effort", "submission", "attempt", "job",
	"work", "writeup", "one", NULL };

/*
 * A rating's phrase after an article at s[i] (past "a", "an"): at most
 * two words of letters, then "a/b" on a judge's scale (a <= b), then
 * a noun of rated_nouns, or the clause's end ("A solid 4/5 answer,
 * but ...", "an 8/10 effort.", "Easily a 5/5.").  1 with *a, *b and
 * *z (past it) set, else 0.
 */
static int
rated_phrase(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *a, double *b, size_t *z)
{
	size_t k = i, w, words;

	for (words = 0; words <= 2; words++) {
		if (k < n && isdigit((unsigned char)s[k]))
			break;
		for (w = k; w < n && (isalpha((unsigned char)s[w]) ||
		    s[w] == '-'); w++)
			;
		if (words == 2 || w == k || w >= n || s[w] != ' ')
			return 0;
		k = papo_rubric_skip_blanks(s, n, w);
	}
	if (!rate_number(s, n, k, a, &k) || k >= n || s[k] != '/' ||
	    !rate_number(s, n, k + 1, b, &k) || !judge_scale(r, *b) ||
	    *a > *b)
		return 0;
	w = papo_rubric_skip_blanks(s, n, k);
	if ((words = papo_rubric_word_at(s, n, w, rated_nouns)) != 0)
		k = w + words;	/* the work rated: whatever follows */
	else if ((k = rater_phrase(s, n, k)) < n && s[k] != '\n' &&
	    s[k] != '\r' && strchr(".;!?*", s[k]) == NULL)
		return 0;
	*z = k;
	return 1;
}

/*
 * A first person's saying of a value at s[i] ("I'd say 100%.", "I
 * would say 4/5.", "I'd say a 4."): the value, out of a scale or a
 * percent (of 100), ending its clause.  1 with *a, *b (0: none) and
 * *z set, else 0.
 */
static int
said_rating(const char *s, size_t n, size_t i, double *a, double *b,
    size_t *z)
{
	static const char *const says[] = { "i'd say ",
	    "i\xe2\x80\x99" "d say ", "i would say ", "i'll say ",
	    "i\xe2\x80\x99" "ll say ", "i'd go with ",
	    "i\xe2\x80\x99" "d go with ", "i would go with ",
	    "i'm going with ", "i\xe2\x80\x99" "m going with ",
	    "i am going with ", "i'll go with ", NULL };
	size_t k, w = 0;

	for (k = 0; says[k]; k++)
		if (n - i >= (w = strlen(says[k])) &&
		    strncasecmp(s + i, says[k], w) == 0)
			break;
	if (says[k] == NULL)
		return 0;
	k = papo_rubric_skip_blanks(s, n, i + w);
	if ((w = papo_rubric_word_at(s, n, k, (const char *const[]){ "a",
	    "an", NULL })) != 0)
		k = papo_rubric_skip_blanks(s, n, k + w);
	if (!rate_number(s, n, k, a, &k))
		return 0;
	if (k < n && s[k] == '%') {
		*b = 100;
		return rate_tail(s, n, k + 1, 0, &(double){ 0 }, z);
	}
	return rate_tail(s, n, k, 1, b, z);
}

/* the words that name a fraction in their clause the work's value, not
   a rating: its noun ("the probability 2/5"), the student's verb ("The
   student computes 3/5."), in the languages judges write */
static const char *const work_words[] = { "answer", "answers", "result",
	"results", "probability", "chance", "chances", "odds", "ratio",
	"fraction", "share", "proportion", "value", "values", "equals",
	"computes", "computed", "finds", "found", "obtains", "obtained",
	"writes", "wrote", "reaches", "reached", "derives", "derived",
	"concludes", "concluded", "states", "stated", "claims", "claimed",
	"simplifies", "simplified", "respuesta", "resultado",
	"probabilidad", "antwort", "ergebnis",
	"wahrscheinlichkeit", "r\xc3\xa9ponse", "r\xc3\xa9sultat",
	"probabilit\xc3\xa9", "risposta", "risultato",
	"probabilit\xc3\xa0", "resposta", "probabilidade", NULL };

/* 1 when s[i] (past blanks) ends a sentence: . ! ? or the line's end. */
static int
ends_sentence(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '*' || s[i] == '_'))
		i++;
	return i == n || s[i] == '\n' || s[i] == '\r' ||
	    strchr(".!?", s[i]) != NULL;
}

/*
 * 1 when the fraction s[i..e) stands in a run of fractions with only
 * commas between them: the levels listed ("Levels: 1/5, 3/5, 5/5.").
 */
static int
fraction_listed(const char *s, size_t n, size_t i, size_t e)
{
	size_t k = i;

	while (k > 0 && strchr(" ,;", s[k - 1]) != NULL && s[k - 1] != '\0')
		k--;
	if (k < i && k > 1 && isdigit((unsigned char)s[k - 1])) {
		while (k > 0 && isdigit((unsigned char)s[k - 1]))
			k--;
		if (k > 0 && s[k - 1] == '/')
			return 1;
	}
	for (k = e; k < n && (s[k] == ' ' || s[k] == ',' || s[k] == ';'); k++)
		;
	if (k == e)
		return 0;
	while (k < n && isdigit((unsigned char)s[k]))
		k++;
	return k < n && k > e && s[k] == '/' &&
	    isdigit((unsigned char)s[k - 1]);
}

/*
 * A fraction s[i..e) on a judge's scale before the verdict, in digits:
 * 1 when it is a rating.  Not one inside an expression (a sign or a
 * bracket beside it: "x = 3/5", "1/5 + 1/5"), one that counts
 * something (a word after it other than a noun of the work rated:
 * "3/5 of the cases", "4/5 tests pass"), one a word of its clause names
 * the work's (work_words: "The probability 2/5 is right.", "Answer:
 * 3/5.") unless it is set off at its sentence's end ("Great answer,
 * 4/5.", "... \xe2\x80\x94 4/5."), nor one alone in its clause ("3/5."),
 * nor one of a run of levels listed (fraction_listed).
 */
static int
fraction_rated(const char *s, size_t n, size_t i, size_t e)
{
	size_t a, k, w, z;
	int words = 0, off;

	if ((k = rater_phrase(s, n, e)) > e && ends_sentence(s, n, k))
		return 1;	/* "4/5 from me." */
	if (fraction_listed(s, n, i, e))
		return 0;
	for (k = e; k < n && s[k] == ' '; k++)
		;
	if (k < n && (strchr("=+*/^)]}%", s[k]) != NULL ||
	    isdigit((unsigned char)s[k])))
		return 0;
	if (k > e && k < n && (isalpha((unsigned char)s[k]) ||
	    (unsigned char)s[k] >= 0x80))
		return papo_rubric_word_at(s, n, k, rated_nouns) != 0;
	for (a = i; a > 0 && s[a - 1] == ' '; a--)
		;
	if (a > 0 && strchr("=+-*/^([{$\\<>", s[a - 1]) != NULL &&
	    !(a >= 2 && s[a - 1] == '-' && s[a - 2] == ' '))
		return 0;
	off = ends_sentence(s, n, e) && a > 0 && (s[a - 1] == ',' ||
	    (a >= 3 && memcmp(s + a - 3, "\xe2\x80", 2) == 0) ||
	    (s[a - 1] == '-' && i > a));
	/* the clause before it: to a line's end, ". ", "; " */
	for (a = i; a > 0 && s[a - 1] != '\n' && !(a >= 2 &&
	    s[a - 1] == ' ' && strchr(".!?;", s[a - 2]) != NULL); a--)
		;
	for (k = a; k < i; k = z) {
		for (; k < i && !isalpha((unsigned char)s[k]) &&
		    (unsigned char)s[k] < 0xc3; k++)
			;
		for (z = k; z < i && (isalpha((unsigned char)s[z]) ||
		    (unsigned char)s[z] >= 0x80 || s[z] == '\''); z++)
			;
		if (z == k)
			break;
		words++;
		for (w = 0; work_words[w]; w++)
			if (strlen(work_words[w]) == z - k &&
			    strncasecmp(s + k, work_words[w], z - k) == 0 &&
			    !off)
				return 0;
	}
	return words > 0;
}

/* 1 when rating a (out of b, or 0) gives the verdict x on r's scale. */
static int
rate_agrees(const struct papo_rubric *r, double a, double b, double x)
{
	double top = papo_rubric_top(r);

	if (b == 0)
		return a == x;
	return top > 1 ? b == top && a == x : a / b == x;
}

/*
 * A rating out of a scale in the words of Korean, Japanese and Chinese
 * at s[i] ("5점 만점에 4점", "5点満点中4点", "满分5分，得4分",
 * "4分（满分5分）"), or after a verb of deserving in a script outside
 * ASCII ("Mérite un 4.", "Заслуживает 4.", "值得4分", "4点に値する",
 * "4점을 받을 만하다"): 1 with *a the points, *b the scale (0: none)
 * and *z past it, else 0.  In a row '#' stands for digits, the
 * scale's first where the row's flag is 1, none where it is -1.
 */
static int
cjk_rating(const char *s, size_t n, size_t i, double *a, double *b,
    size_t *z)
{
	static const struct {
		const char *row;
		int scale_first;
	} rows[] = {
		/* #점 만점에 #점 */
		{ "#\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90\xec\x97\x90 #"
		    "\xec\xa0\x90", 1 },
		/* #点満点中#点 */
		{ "#\xe7\x82\xb9\xe6\xba\x80\xe7\x82\xb9\xe4\xb8\xad#"
		    "\xe7\x82\xb9", 1 },
		/* 满分#分，得#分 */
		{ "\xe6\xbb\xa1\xe5\x88\x86#\xe5\x88\x86\xef\xbc\x8c"
		    "\xe5\xbe\x97#\xe5\x88\x86", 1 },
		/* #分（满分#分） */
		{ "#\xe5\x88\x86\xef\xbc\x88\xe6\xbb\xa1\xe5\x88\x86#"
		    "\xe5\x88\x86\xef\xbc\x89", 0 },
		/* mérite un #, Mérite un #, mérite # */
		{ "m\xc3\xa9rite un #", -1 }, { "M\xc3\xa9rite un #", -1 },
		{ "m\xc3\xa9rite #", -1 },
		/* заслуживает #, Заслуживает # */
		{ "\xd0\xb7\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
		    "\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 #", -1 },
		{ "\xd0\x97\xd0\xb0\xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb8"
		    "\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 #", -1 },
		/* 值得#分 */
		{ "\xe5\x80\xbc\xe5\xbe\x97#\xe5\x88\x86", -1 },
		/* #点に値する */
		{ "#\xe7\x82\xb9\xe3\x81\xab\xe5\x80\xa4\xe3\x81\x99"
		    "\xe3\x82\x8b", -1 },
		/* #점을 받을 만하다, #점을 받을 만합니다 */
		{ "#\xec\xa0\x90\xec\x9d\x84 \xeb\xb0\x9b\xec\x9d\x84 "
		    "\xeb\xa7\x8c\xed\x95\x98\xeb\x8b\xa4", -1 },
		{ "#\xec\xa0\x90\xec\x9d\x84 \xeb\xb0\x9b\xec\x9d\x84 "
		    "\xeb\xa7\x8c\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4", -1 },
	};
	double v[2];
	size_t k, j, d, nv;
	const char *p;

	for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++) {
		for (j = i, p = rows[k].row, nv = 0; *p != '\0'; p++) {
			if (*p != '#') {
				if (j >= n || s[j] != *p)
					break;
				j++;
				continue;
			}
			for (d = j; d < n && isdigit((unsigned char)s[d]); d++)
				;
			if (d == j || papo_rubric_number(s + j, d - j,
			    &v[nv++]) < 0)
				break;
			j = d;
		}
		if (*p != '\0' || (p[-1] == '#' && j < n &&
		    isalpha((unsigned char)s[j])))
			continue;
		*b = rows[k].scale_first < 0 ? 0 :
		    v[rows[k].scale_first ? 0 : 1];
		*a = v[rows[k].scale_first > 0 ? 1 : 0];
		if (p[-1] == '#' && j + 1 < n && strchr("/,.", s[j]) &&
		    isdigit((unsigned char)s[j + 1]))
			*a = -1;	/* "mérite 4,5", "mérite 4/10": no
					   verdict of the rubric's */
		*z = j;
		return 1;
	}
	return 0;
}

/*
 * 1 when a perfect mark's denominator at s[k] (past the '/') is one a
 * fraction before it on its line has too: the rubric's levels listed,
 * "1/5 wrong, 3/5 partial, 5/5 complete".
 */
static int
scale_listed(const char *s, size_t k, size_t e)
{
	size_t p, j;

	for (p = k - 1; p > 0 && s[p - 1] != '\n'; p--)
		;
	for (j = p; j + 1 < k - 1; j++)
		if (s[j] == '/' && j > p && isdigit((unsigned char)s[j - 1]) &&
		    k - 1 - j > 1 && strncmp(s + j + 1, s + k, e - k) == 0 &&
		    !isdigit((unsigned char)s[j + 1 + e - k]))
			return 1;
	return 0;
}

/* 1 when the word before s[i] denies what follows: "not a 5", "isn't
   a 5", "rather than a 5". */
static int
denied(const char *s, size_t i)
{
	size_t e = i, a;

	while (e > 0 && s[e - 1] == ' ')
		e--;
	for (a = e; a > 0 && (isalpha((unsigned char)s[a - 1]) ||
	    s[a - 1] == '\''); a--)
		;
	return (e - a == 3 && strncasecmp(s + a, "not", 3) == 0) ||
	    (e - a == 4 && strncasecmp(s + a, "than", 4) == 0) ||
	    (e - a > 3 && strncmp(s + e - 3, "n't", 3) == 0);
}

/*
 * A rating at s[i] (a word's start) that is not the verdict x (read at
 * s[at]): a number "out of" another, or one after a rating verb ("I'd
 * give it 7/10.", "I'd give it 100%."), ending its clause; a perfect
 * mark ("5/5"); and before the verdict a number after an article
 * ("Worth a 5."), a rating's phrase ("A solid 4/5 answer.", "Solid
 * 4/5 work.": rated_phrase), a value said in the first person ("I'd
 * say 100%.": said_rating) or a verdict in prose in any language
 * (papo_rubric_prose_other: "Ich gebe 5/5.", "Doy 5/5.").  1 (*z past
 * it) or 0.
 */
int
papo_rubric_rating_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t at, size_t i, double x, size_t *z)
{
	size_t k = i, w, fill;
	double a, b;
	int need;

	*z = i + 1;
	if (i < at && papo_rubric_prose_other(r, s, at, i, x, z))
		return 1;
	if (cjk_rating(s, n, i, &a, &b, z))
		return !rate_agrees(r, a, b, x);
	if (!isalnum((unsigned char)s[i]))
		return 0;
	if (top_mark(s, n, i, z))
		return papo_rubric_top(r) != x;
	if (i < at && said_rating(s, n, i, &a, &b, z))
		return !rate_agrees(r, a, b, x);
	if ((w = papo_rubric_word_at(s, n, k, papo_rubric_rate_verbs)) != 0) {
		/* "which gives 0.", "at a rate of 2.": give and rate
		   rate only something named, "give it 7" */
		need = papo_rubric_word_at(s, n, k, give_verbs) != 0;
		k = papo_rubric_skip_blanks(s, n, k + w);
		for (fill = 0; fill < 4 &&
		    (w = papo_rubric_word_at(s, n, k, rate_fill)); fill++) {
			if (papo_rubric_word_at(s, n, k, rate_named))
				need = 0;
			k = papo_rubric_skip_blanks(s, n, k + w);
		}
		if (!rate_number(s, n, k, &a, &k))
			return 0;
		/* a percent rates something named: "I'd give it 100%." */
		if (!need && k < n && s[k] == '%')
			return rate_tail(s, n, k + 1, 0, &b, z) &&
			    !rate_agrees(r, a, 100, x);
		if (!rate_tail(s, n, k, 1, &b, z))
			return 0;
		/* with nothing named, a rating out of a judge's scale:
		   "the grader must give 5/5." */
		if (need && !(a <= b && judge_scale(r, b)))
			return 0;
		return !rate_agrees(r, a, b, x);
	}
	/* alone, "a out of b" ("the answer 3/4." is an answer), a
	   perfect mark on a judge's scale wherever it stands ("a 5/5
	   answer", "10/10": no fraction mathematics writes), or a number
	   after an article that ends its clause ("Worth a 5.") */
	if ((w = papo_rubric_word_at(s, n, i, (const char *const[]){ "a",
	    "an", NULL })) != 0) {
		if (i >= at || denied(s, i))
			return 0;
		if (rated_phrase(r, s, n, papo_rubric_skip_blanks(s, n,
		    i + w), &a, &b, z))
			return !rate_agrees(r, a, b, x);
		return rate_number(s, n, papo_rubric_skip_blanks(s, n, i + w),
		    &a, &k) && rate_tail(s, n, k, 0, &b, z) &&
		    !rate_agrees(r, a, b, x);
	}
	/* a sentence that opens on a rating's phrase with no article:
	   "Solid 4/5 work.", "4/5 answer." (a bare "3/5." is a value) */
	if (i < at && (i == 0 || s[i - 1] == '\n' || (i >= 2 &&
	    s[i - 1] == ' ' && strchr(".!?", s[i - 2]) != NULL)) &&
	    rated_phrase(r, s, n, i, &a, &b, z) &&
	    (isalpha((unsigned char)s[i]) || isalpha((unsigned char)s[*z - 1])))
		return !rate_agrees(r, a, b, x);
	if (!rate_number(s, n, i, &a, &k))
		return 0;
	if (i < at && k < n && s[k] == '%' && a <= 100 &&
	    fraction_rated(s, n, i, k + 1)) {	/* "Roughly 80%." */
		*z = k + 1;
		return !rate_agrees(r, a, 100, x);
	}
	if (rate_tail(s, n, k, 0, &b, z) && (b != 0 || (i < at &&
	    papo_rubric_word_at(s, n, papo_rubric_skip_blanks(s, n, k),
	    (const char *const[]){ "stars", "star", NULL }))))
		return !rate_agrees(r, a, b, x);	/* "Easily 4 stars." */
	/* a perfect mark, or before the verdict a fraction no context
	   makes the work's ("Great answer, 4/5.", "Honestly 4/5.") */
	return k < n && s[k] == '/' && rate_number(s, n, k + 1, &b, z) &&
	    a <= b && judge_scale(r, b) && ((a == b &&
	    !scale_listed(s, k + 1, *z)) || (i < at &&
	    fraction_rated(s, n, i, *z))) && !rate_agrees(r, a, b, x);
}

/*
 * Labels a judge states a verdict under, in the languages it writes,
 * besides the rubric's own: "Rating: 0", "Verdict: 0", "评分：0分",
 * "Note : 7/10", "Puntuación: 0".  Any of them giving another value
 * than the verdict, before or after it, is a second verdict.
 */
static const char *const other_labels[] = {
	"rating", "verdict", "evaluation", "assessment", "judgment",
	"judgement", "points", "marks", "mark", "scoring", "grading",
	"punkte", "note", "nota", "bewertung", "punktzahl", "wertung",
	"puntuaci\xc3\xb3n", "puntaje", "calificaci\xc3\xb3n",
	"pontua\xc3\xa7\xc3\xa3o", "avalia\xc3\xa7\xc3\xa3o", "punteggio",
	"valutazione", "voto", "\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba"
	"\xd0\xb0", "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb",
	"\xe8\xaf\x84\xe5\x88\x86",		/* 评分 */
	"\xe5\xbe\x97\xe5\x88\x86",		/* 得分 */
	"\xe5\x88\x86\xe6\x95\xb0",		/* 分数 */
	"\xe6\x89\x93\xe5\x88\x86",		/* 打分 */
	"\xe8\xa9\x95\xe5\x88\x86",		/* 評分 */
	"\xe5\x88\x86\xe6\x95\xb8",		/* 分數 */
	"\xe7\x82\xb9\xe6\x95\xb0",		/* 点数 */
	"\xe9\xbb\x9e\xe6\x95\xb8",		/* 點數 */
	"\xe8\xa9\x95\xe4\xbe\xa1",		/* 評価 */
	"\xe8\xaf\x84\xe4\xbb\xb7",		/* 评价 */
	"\xe6\x8e\xa1\xe7\x82\xb9",		/* 採点 */
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2",	/* スコア */
	"\xec\xa0\x90\xec\x88\x98",		/* 점수 */
	"\xed\x8f\x89\xea\xb0\x80",		/* 평가 */
	"\xe0\xb8\x84\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99\xe0\xb8\x99",
	NULL
};

/* "The rating is 0", "Die Bewertung ist 0": a copula as separator */
static const char *const copulas[] = { "is", "was", "ist", "est", "es",
	NULL };
/* full-width ':', Portuguese's "é", CJK's copulas and particles: 是 为
   為 は 는 은 */
static const char *const wide_seps[] = { "\xef\xbc\x9a", "\xc3\xa9 ",
	"\xe6\x98\xaf",
	"\xe4\xb8\xba", "\xe7\x82\xba", "\xe3\x81\xaf", "\xeb\x8a\x94",
	"\xec\x9d\x80", NULL };

/* Past one of other_labels at s[i] (ASCII ones in any case), or 0. */
size_t
papo_rubric_other_label_at(const char *s, size_t n, size_t i)
{
	size_t k, w, z;

	for (k = 0; other_labels[k]; k++) {
		if (i >= n || tolower((unsigned char)s[i]) !=
		    tolower((unsigned char)other_labels[k][0]))
			continue;
		w = strlen(other_labels[k]);
		if (n - i < w || strncasecmp(s + i, other_labels[k], w) != 0)
			continue;
		z = i + w;
		/* an ASCII word ends there: "notes", "rating" in
		   "ratings" are other words */
		if ((unsigned char)other_labels[k][0] < 0x80 && z < n &&
		    isalpha((unsigned char)s[z]))
			continue;
		return z;
	}
	return 0;
}

/*
 * Words that state a verdict only as a label right before its colon:
 * "Overall: 3", "Final: 3", "Scored: 3"; "Final answer: 3" is the
 * student's answer, not a score, and "Result: 3" may be too.  Where
 * the colon stands (papo_rubric_label_conflict reads on from there), or 0.
 */
static size_t
bare_label_at(const char *s, size_t n, size_t i)
{
	static const char *const bare[] = { "overall", "final", "scored",
	    NULL };
	size_t w = papo_rubric_word_at(s, n, i, bare), j;

	if (w == 0)
		return 0;
	for (j = i + w; j < n && strchr(" \t*_", s[j]) != NULL; j++)
		;
	return j < n && s[j] == ':' ? j : 0;
}

/*
 * 1 when the number that ends at s[k] is stated as a value: it ends
 * a sentence ("0."), or, a unit of points (分 点 點 점) aside, the line
 * ends, a copula closes it (です, 입니다), or punctuation, a bracket or
 * a dash follows ("0分（暂定）", "7/10 — à revoir"); not when a word
 * does ("Note: 1 is not prime", "Assessment: 0 errors").
 */
static int
stated_value(const char *s, size_t n, size_t k)
{
	static const char *const units[] = { "\xe5\x88\x86",
	    "\xe7\x82\xb9", "\xe9\xbb\x9e", "\xec\xa0\x90", NULL };
	/* です, でした, だ, 입니다, 이다 */
	static const char *const copula_ends[] = {
	    "\xe3\x81\xa7\xe3\x81\x99", "\xe3\x81\xa7\xe3\x81\x97",
	    "\xe3\x81\xa0", "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4",
	    "\xec\x9d\xb4\xeb\x8b\xa4", NULL };
	const unsigned char *u = (const unsigned char *)s;

	if (k > 0 && s[k - 1] == '.')
		return 1;	/* "Rating: 0. The proof fails." */
	k += papo_rubric_token_at(s, n, k, units);
	k = papo_rubric_skip_blanks(s, n, k);
	if (papo_rubric_token_at(s, n, k, copula_ends))
		return 1;	/* "スコアは0です" */
	if (k >= n || s[k] == '\n' || s[k] == '\r' ||
	    strchr(".,;:!?()[]{}*_`$/-", s[k]) != NULL)
		return 1;
	/* full-width punctuation and brackets, dashes */
	return n - k >= 3 && ((u[k] == 0xe3 && u[k + 1] == 0x80) ||
	    (u[k] == 0xef && u[k + 1] == 0xbc) ||
	    (u[k] == 0xe2 && u[k + 1] == 0x80));
}

/*
 * One of other_labels at s[i], then a qualifier ("(revised)", one
 * word: "Note finale"), a separator (':', full-width '：', '=') and a
 * number that does not give the verdict x: 1 (*z past it), else 0.
 */
int
papo_rubric_label_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t j, k;
	double y;
	int copula = 0;

	*z = i + 1;
	if ((j = papo_rubric_other_label_at(s, n, i)) == 0 &&
	    (j = bare_label_at(s, n, i)) == 0)
		return 0;
	*z = j;
	while (j < n && strchr(" \t*_", s[j]) != NULL)
		j++;
	if (j < n && s[j] == '(')
		for (k = j; k < n && k - j < 60 && s[k] != '\n'; k++)
			if (s[k] == ')') {
				j = k + 1;
				break;
			}
	/* a qualifier's letters in any script: "Note révisée :" */
	for (k = j; k < n && k - j < 16 && (isalpha((unsigned char)s[k]) ||
	    (unsigned char)s[k] >= 0x80); k++)
		;
	k = papo_rubric_skip_blanks(s, n, k);
	if (k > j && k < n && (s[k] == ':' || s[k] == '='))
		j = k;	/* "Note finale :" */
	while (j < n && strchr(" \t*_", s[j]) != NULL)
		j++;
	if (j < n && (s[j] == ':' || s[j] == '='))
		j++;
	else if ((k = papo_rubric_word_at(s, n, j, copulas)) != 0 ||
	    (k = papo_rubric_token_at(s, n, j, wide_seps)) != 0) {
		j += k;
		copula = k != 3 || s[j - 3] != '\xef';	/* not '：' */
	} else {
		k = j;	/* "My rating would be 5." */
		if (!modal_be(s, n, &k, &(int){ 0 }))
			return 0;
		j = k;
		copula = 1;
	}
	/* the value on the label's line: "Evaluation:\n\n1. The..." is
	   a heading and a list */
	while (j < n && strchr(" \t*$`{[", s[j]) != NULL)
		j++;	/* "Rating: [[3]]" */
	if (papo_rubric_score_token(s, n, j, &y, &k) < 0 ||
	    !stated_value(s, n, k))
		return 0;
	*z = k;
	/* "The highest rating is 6." is the problem's: after a copula
	   only one of the rubric's scores is a verdict */
	if (copula && !papo_rubric_is_tier(r, s + j, k - j, &y))
		return 0;
	return !papo_rubric_same_value(r, s + j, k - j, x);
}

/*
 * ---- values stated aside from the verdict ----
 *
 * A judge states other values than its verdict in forms of its own:
 * a score per criterion or per response ("- Correctness: 3/5",
 * "Response A: 2"), a weighted sum ("Weighted: 0.5 x 4 + 0.5 x 2"), a
 * conditional verdict ("If the final step were right, 4."), a level
 * quoted from the rubric ("\"3: minor gaps\"").  Any of them with a
 * value other than the verdict's is a second verdict.  A label line
 * that names the mathematics (a row of item_math: "Final answer: 3",
 * "Step 2: 12") states no rating.
 */
static const char *const item_math[] = { "answer", "answers", "result",
	"results", "solution", "solutions", "reference", "expected",
	"given", "value", "values", "root", "roots", "x", "y", "n", "area",
	"sum", "product", "total", "step", "steps", "case", "part", "line",
	"equation", "claim", "lemma", "note", "example", "hint", "problem",
	"question", NULL };
static const char *const cond_words[] = { "if", "had", "were", "unless",
	"assuming", "provided", "should", "otherwise", "else", "with",
	"without", NULL };

/* Past a list marker and emphasis at the line's start s[i]: "- ", "1. ". */
static size_t
item_start(const char *s, size_t n, size_t i)
{
	size_t k;

	i = papo_rubric_skip_blanks(s, n, i);
	if (i < n && strchr("-*+>", s[i]) != NULL && i + 1 < n &&
	    s[i + 1] == ' ')
		i += 2;
	for (k = i; k < n && isdigit((unsigned char)s[k]); k++)
		;
	if (k > i && k + 1 < n && (s[k] == '.' || s[k] == ')') &&
	    s[k + 1] == ' ')
		i = k + 2;
	while (i < n && (s[i] == '*' || s[i] == '_' || s[i] == ' '))
		i++;
	return i;
}

/* 1 when s[i] is a letter or part of a non-ASCII character but '：'. */
static int
item_char(const char *s, size_t n, size_t i)
{
	if (isalpha((unsigned char)s[i]))
		return 1;
	if ((unsigned char)s[i] < 0x80)
		return 0;
	/* the full-width colon, whichever of its bytes i is */
	return !((n - i >= 3 && memcmp(s + i, "\xef\xbc\x9a", 3) == 0) ||
	    (i >= 1 && n - i >= 2 && memcmp(s + i - 1, "\xef\xbc\x9a", 3) ==
	    0) || (i >= 2 && memcmp(s + i - 2, "\xef\xbc\x9a", 3) == 0));
}

/*
 * 1 when s[i] ends a clause: '.', ';' or ',' before a space or the
 * line's end, or the ideographic full stop, comma or semicolon
 * (。，；).
 */
static int
item_clause_end(const char *s, size_t n, size_t i)
{
	if (i < n && strchr(".;,", s[i]) != NULL && s[i] != '\0')
		return i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '\n';
	return n - i >= 3 && (memcmp(s + i, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + i, "\xef\xbc\x8c", 3) == 0 ||
	    memcmp(s + i, "\xef\xbc\x9b", 3) == 0);
}

/*
 * The words that say whose score an item gives (the response's, the
 * reference's, a student's): en, and zh as parts of a label
 * (参考 学生 回答 答案 解答).  A criterion's item ("Rigor: 7.") names
 * none.
 */
static const char *const whose_words[] = { "response", "responses",
	"response's", "reference", "student", "student's", "solution",
	"answer", "candidate", "submission", "assistant", "model", NULL };
static const char *const whose_cjk[] = { "\xe5\x8f\x82\xe8\x80\x83",
	"\xe5\xad\xa6\xe7\x94\x9f", "\xe5\x9b\x9e\xe7\xad\x94",
	"\xe7\xad\x94\xe6\xa1\x88", "\xe8\xa7\xa3\xe7\xad\x94", NULL };

/* 1 when the item's word s[j..w) says whose score it gives. */
static int
item_whose(const char *s, size_t j, size_t w)
{
	if ((unsigned char)s[j] < 0x80)
		return papo_rubric_word_in(s + j, w - j, whose_words);
	return papo_rubric_row_in(s + j, w - j, whose_cjk);
}

/* 1 when s[i] follows a clause's end on its line (item_clause_end). */
int
papo_rubric_after_clause(const char *s, size_t n, size_t i)
{
	if (i >= 2 && s[i - 1] == ' ' && item_clause_end(s, n, i - 2))
		return 1;
	return i >= 3 && item_clause_end(s, n, i - 3);
}

/*
 * A line from s[a] whose last colon, after more than item_conflict's
 * four words or after another label's word, leads a number alone that
 * ends the line ("Using the scale 1 = poor ... 5 = excellent: 2",
 * "Verdict so far: 2"): 1 when that number is not the verdict x, *z
 * past the line.
 */
static int
tail_value(const struct papo_rubric *r, const char *s, size_t n, size_t a,
    double x, size_t *z)
{
	size_t e = papo_rubric_line_end(s, n, a), c = e, k, w;
	double y;

	while (c > a && s[c - 1] != ':')
		c--;
	if (c == a)
		return 0;
	k = papo_rubric_skip_markup(s, e, c);
	if (k == c || papo_rubric_score_token(s, e, k, &y, &w) < 0 ||
	    !papo_rubric_closes_line(s, e, w + papo_rubric_points_unit(s, e,
	    w)) || papo_rubric_same_value(r, s + k, w - k, x))
		return 0;
	*z = e;
	return 1;
}

/*
 * A line at s[a] that ends on one of the rubric's tiers alone after a
 * comma, a full stop or a dash, with no digit before it but a level's
 * defined ("Overall, 2.", "In short \xe2\x80\x94 2", "The response is
 * weak, 2", "The scale is 1 = poor, 5 = excellent, 2"): a rating said
 * aside; 1 when it is not the verdict x, *z past the line.  A list of
 * numbers ("The roots are 1, 2") has another digit before its last.
 */
static int
comma_value(const struct papo_rubric *r, const char *s, size_t n, size_t a,
    double x, size_t *z)
{
	size_t e = papo_rubric_line_end(s, n, a), k, w, c;

	while (e > a && (strchr(" \t\r.!*_", s[e - 1]) != NULL))
		e--;
	for (w = e; w > a && (isdigit((unsigned char)s[w - 1]) ||
	    s[w - 1] == '.'); w--)
		;
	if (w == e || w < a + 3 || s[w - 1] != ' ')
		return 0;
	c = w - 2;
	if (s[c] == ',' || s[c] == '.')
		;
	else if (s[c] == '-' && s[c - 1] == ' ')
		c--;
	else if (c >= a + 3 && memcmp(s + c - 2, "\xe2\x80\x94", 3) == 0 &&
	    s[c - 3] == ' ')
		c -= 3;	/* an em dash */
	else
		return 0;
	/* a digit before it only in a level defined: "1 = poor", "5
	   (excellent)" */
	for (k = a; k < c; k++) {
		if (!isdigit((unsigned char)s[k]))
			continue;
		while (k < c && isdigit((unsigned char)s[k]))
			k++;
		while (k < c && s[k] == ' ')
			k++;
		if (k >= c || (s[k] != '=' && s[k] != '('))
			return 0;
	}
	if (!papo_rubric_is_tier(r, s + w, e - w, &(double){ 0 }) ||
	    papo_rubric_same_value(r, s + w, e - w, x))
		return 0;
	*z = papo_rubric_line_end(s, n, a);
	return 1;
}

/*
 * A label line at s[i] (a line's start): one to four words, a colon,
 * a number.  The verdict's own labels, other_labels and item_math rows
 * are left to their rules.  1 when its value is not the verdict x:
 * a number alone (a fraction, a unit of points) other than x, or a
 * number in a sum or product ("0.5 x 4 + ..."); *z past the line.
 */
static int
item_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t a = item_start(s, n, i), j = a, w, words = 0, e, k, c;
	double y;
	int whose = 0;

	*z = i + 1;
	while (words < 4 && j < n && item_char(s, n, j)) {
		for (w = j; w < n && (item_char(s, n, w) ||
		    s[w] == '\'' || s[w] == '-'); w++)
			;
		if (papo_rubric_label_end(r, s, n, j) ||
		    papo_rubric_word_in(s + j, w - j, item_math))
			return 0;
		if (papo_rubric_other_label_at(s, n, j))
			return tail_value(r, s, n, a, x, z);
		whose |= item_whose(s, j, w);
		words++;
		j = w;
		while (j < n && (s[j] == '*' || s[j] == '_'))
			j++;
		if (j < n && s[j] == ' ' && j + 1 < n &&
		    item_char(s, n, j + 1))
			j++;
	}
	if (words == 0)
		return 0;
	if ((c = papo_rubric_colon(s, n, j)) == 0)
		return tail_value(r, s, n, a, x, z);
	e = papo_rubric_line_end(s, n, j);
	k = papo_rubric_skip_markup(s, e, j + c);
	if (papo_rubric_score_token(s, e, k, &y, &w) < 0)
		return 0;
	*z = e;
	/* a number alone, on the rubric's scale or any other */
	if (papo_rubric_closes_line(s, e, w + papo_rubric_points_unit(s, e, w)))
		return !papo_rubric_same_value(r, s + k, w - k, x);
	/* a score on the scale ending its clause, more said after it on
	   the line ("Response: 4. Score: 3", "参考答案：1。学生回答：2。");
	   the full stop the number took ("4.") ends it */
	if (w > k + 1 && s[w - 1] == '.')
		w--;
	if (whose && item_clause_end(s, e,
	    w + papo_rubric_points_unit(s, e, w)) &&
	    papo_rubric_verdict_value(r, s + k, w - k, &y) == 0)
		return y != x;
	/* a weighted sum: a weight (a decimal below 1) times a value,
	   "0.5 x 4 + 0.5 x 2", a computed rating */
	a = papo_rubric_skip_blanks(s, e, w);
	return y < 1 && memchr(s + k, '.', w - k) != NULL && a < e &&
	    (s[a] == '*' || s[a] == 'x' || (e - a >= 2 &&
	    memcmp(s + a, "\xc3\x97", 2) == 0));
}

/*
 * A conditional sentence at s[i] (a sentence's start: "If the final
 * step were right, 4.", "Had the student checked the domain, 4."): 1
 * when a number in it, outside math, stands as a value (stated_value)
 * and is a tier other than x.  *z past the sentence.
 */
static int
cond_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t e, k, w;
	double y;

	*z = i + 1;
	if (!papo_rubric_word_at(s, n, i, cond_words))
		return 0;
	e = papo_rubric_sentence_end(s, n, i);
	*z = e;
	for (k = i; k < e; k++) {
		if (papo_rubric_quoted_span(s, e, k, &w)) {
			k = w - 1;
			continue;
		}
		if (!isdigit((unsigned char)s[k]) || (k > 0 &&
		    (isalnum((unsigned char)s[k - 1]) || s[k - 1] == '.')))
			continue;
		if (papo_rubric_score_token(s, e, k, &y, &w) == 0 &&
		    stated_value(s, e, w) &&
		    papo_rubric_is_tier(r, s + k, w - k, &y) &&
		    !papo_rubric_same_value(r, s + k, w - k, x))
			return 1;
		k = w > k ? w - 1 : k;
	}
	return 0;
}

/*
 * A rubric's level quoted at s[i] (after an opening quote, or at a
 * line's start): a tier, then ':' or a dash, then words ("\"3: minor
 * gaps\"", "4 - complete").  1 when the tier is not x.
 */
static int
level_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t k, t, w;
	double y;

	*z = i + 1;
	k = papo_rubric_skip_blanks(s, n, i);
	if (k < n && (s[k] == '"' || s[k] == '\''))
		k++;
	else if (n - k >= 3 && memcmp(s + k, "\xe2\x80\x9c", 3) == 0)
		k += 3;
	else if (i > 0 && s[i - 1] != '\n')
		return 0;
	t = k;
	if (papo_rubric_score_token(s, n, t, &y, &w) < 0 ||
	    !papo_rubric_is_tier(r, s + t, w - t, &y))
		return 0;
	*z = w;
	k = papo_rubric_skip_blanks(s, n, w);
	if (k < n && (s[k] == ':' || s[k] == '-'))
		k++;
	else if (n - k >= 3 && memcmp(s + k, "\xe2\x80\x94", 3) == 0)
		k += 3;
	else
		return 0;
	k = papo_rubric_skip_blanks(s, n, k);
	if (k >= n || !isalpha((unsigned char)s[k]))
		return 0;
	return !papo_rubric_same_value(r, s + t, w - t, x);
}

/* Words naming a level of the rubric: "level 4", "tier 2". */
const char *const papo_rubric_level_words[] = { "level", "tier", "band",
	"category", "niveau", "nivel", "livello", "stufe", NULL };
/* Words naming one of several responses: "Response A", "Assistant B". */
static const char *const pair_words[] = { "response", "assistant",
	"answer", "model", "output", "candidate", "solution", NULL };

/*
 * A level of the rubric named at s[i] with a number ("Level 4
 * applies.", "fits tier 2"): 1 when the number is not the verdict x.
 */
static int
level_word_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t w, k, e;
	double y;

	if ((w = papo_rubric_word_at(s, n, i, papo_rubric_level_words)) == 0)
		return 0;
	k = papo_rubric_skip_blanks(s, n, i + w);
	if (papo_rubric_score_token(s, n, k, &y, &e) < 0 || (e < n &&
	    isalnum((unsigned char)s[e])))
		return 0;
	*z = e;
	return !papo_rubric_same_value(r, s + k, e - k, x);
}

/*
 * JudgeLM's pair of scores, a line at s[i] of two numbers or more and
 * nothing else ("8 7", "8, 7", "(8, 7)", "[8, 7]"), one a response:
 * its end, else 0.  A line of one number is a verdict's line
 * (papo_rubric_line_conflict).
 */
static size_t
number_pair(const char *s, size_t n, size_t i)
{
	size_t k = i, e, q;
	int m = 0;

	if (i > 0 && s[i - 1] != '\n')
		return 0;
	e = papo_rubric_line_end(s, n, i);
	if (k < e && (s[k] == '(' || s[k] == '['))
		k++;
	while (k < e && isdigit((unsigned char)s[k]) &&
	    papo_rubric_score_token(s, e, k, &(double){ 0 }, &q) == 0) {
		m++;
		for (k = q; k < e && (s[k] == ' ' || s[k] == '\t' ||
		    s[k] == ','); k++)
			;
	}
	if (k < e && (s[k] == ')' || s[k] == ']'))
		k++;
	return m >= 2 && papo_rubric_closes_line(s, e, k) ? e : 0;
}

/*
 * The label of one response's score in a line of several (session 71):
 * "A:", "(b)", "[[A]]", "#2:", "2)", "Left:", "right:"; with
 * heading, after a "Scores:" heading, "A=" too (a lower-case letter and
 * "=" are a variable's: "a = 3, b = 4").  Past it, or 0.
 */
static size_t
pair_label(const char *s, size_t e, size_t k, int heading)
{
	static const char *const sides[] = { "left", "right", NULL };
	size_t w;

	if (k + 2 < e && s[k] == '(' && s[k + 2] == ')' &&
	    strchr("abcdABCD1234", s[k + 1]) != NULL && s[k + 1] != '\0')
		return k + 3;
	if (e - k >= 5 && s[k] == '[' && s[k + 1] == '[' &&
	    isupper((unsigned char)s[k + 2]) && s[k + 3] == ']' &&
	    s[k + 4] == ']')
		return k + 5;
	if (k + 2 < e && s[k] == '#' && isdigit((unsigned char)s[k + 1]) &&
	    s[k + 2] == ':')
		return k + 3;
	if (k + 1 < e && strchr("1234", s[k]) != NULL && s[k] != '\0' &&
	    s[k + 1] == ')')
		return k + 2;
	if (k + 1 < e && strchr("ABCD", s[k]) != NULL && s[k] != '\0' &&
	    (s[k + 1] == ':' || (heading && s[k + 1] == '=')))
		return k + 2;
	if ((w = papo_rubric_word_at(s, e, k, sides)) != 0 && k + w < e &&
	    s[k + w] == ':')
		return k + w + 1;
	return 0;
}

/*
 * A line at s[i] of two responses' scores or more, each after its
 * label (pair_label), nothing else on it but separators, a "Scores:"
 * heading and a full stop ("A: 0.5 | B: 0", "Scores: A=4, B=2", "(a) 4
 * (b) 2", "1) 0.5 2) 0", "Left: 3, right: 7."): its end, else 0.
 */
static size_t
labelled_pair(const char *s, size_t n, size_t i)
{
	size_t k = i, e, q;
	int m = 0, heading = 0;

	if (i > 0 && s[i - 1] != '\n')
		return 0;
	e = papo_rubric_line_end(s, n, i);
	if (e - k > 7 && strncasecmp(s + k, "scores:", 7) == 0) {
		k += 7;
		heading = 1;
	}
	for (;;) {
		while (k < e && (s[k] == ' ' || s[k] == ',' || s[k] == ';' ||
		    s[k] == '|' || s[k] == '\t'))
			k++;
		if (k >= e || (q = pair_label(s, e, k, heading)) == 0)
			break;
		k = papo_rubric_skip_blanks(s, e, q);
		if (papo_rubric_score_token(s, e, k, &(double){ 0 }, &q) < 0)
			return 0;
		m++;
		k = q;
	}
	return m >= 2 && papo_rubric_closes_line(s, e, k) ? e : 0;
}

/*
 * A pairwise verdict at s[i]: MT-Bench's "[[A]]" ("[[B]]", "[[C]]" a
 * tie), JudgeLM's pair of scores on a line (number_pair), or a line
 * that names one of several responses by a letter ("Response A gets
 * 4.") and holds a number: the reply judges more than the one
 * response.  1 or 0.
 */
static int
pair_conflict(const char *s, size_t n, size_t i, size_t *z)
{
	size_t w, k, e;

	if ((e = number_pair(s, n, i)) != 0 ||
	    (e = labelled_pair(s, n, i)) != 0) {
		*z = e;
		return 1;
	}
	if (n - i >= 5 && s[i] == '[' && s[i + 1] == '[' &&
	    isupper((unsigned char)s[i + 2]) && s[i + 3] == ']' &&
	    s[i + 4] == ']') {
		*z = i + 5;
		return 1;
	}
	if (i > 0 && s[i - 1] != '\n' && !papo_rubric_after_clause(s, n, i))
		return 0;
	k = item_start(s, n, i);
	if ((w = papo_rubric_word_at(s, n, k, pair_words)) == 0)
		return 0;
	k = papo_rubric_skip_blanks(s, n, k + w);
	/* "Response B", or "Response 2:" (its number, then a colon) */
	if (k + 1 < n && isdigit((unsigned char)s[k]) &&
	    (s[k + 1] == ':' || s[k + 1] == '*'))
		;
	else if (k + 1 >= n || !isupper((unsigned char)s[k]) ||
	    isalnum((unsigned char)s[k + 1]))
		return 0;
	e = papo_rubric_line_end(s, n, k);
	if (!papo_rubric_line_has_digit(s, e, k + 1))
		return 0;
	*z = e;
	return 1;
}

/*
 * ---- a value in a table's cell or an HTML item ----
 *
 * A criterion scored in a row of a table ("| Correctness | 2 |",
 * "<td>Correctness</td><td>2</td>") or in an HTML list item or
 * paragraph ("<li>Correctness: 2</li>") is a value stated aside from
 * the verdict as "- Correctness: 2" is.  A cell is read when it holds
 * a number alone (emphasis, a fraction, a unit of points aside) and is
 * not its row's first (a step's or a case's number stands there).
 */
static const char *const cell_tags[] = { "<td>", "<th>", "<td ", "<th ",
	NULL };
static const char *const item_tags[] = { "<li>", "<p>", "<li ", "<p ",
	NULL };
/* emphasis a cell's value may stand in: "<td><b>2</b></td>" */
static const char *const bold_tags[] = { "<b>", "<strong>", "<em>", "<i>",
	NULL };

/* The length of the row of list (ASCII case aside) at s[i], or 0. */
static size_t
tag_at(const char *s, size_t n, size_t i, const char *const *list)
{
	size_t k, w;

	for (k = 0; list[k]; k++) {
		w = strlen(list[k]);
		if (n - i < w || strncasecmp(s + i, list[k], w) != 0)
			continue;
		if (list[k][w - 1] != ' ')
			return w;
		/* attributes, up to the tag's '>' */
		while (i + w < n && s[i + w] != '>' && s[i + w] != '\n')
			w++;
		return i + w < n && s[i + w] == '>' ? w + 1 : 0;
	}
	return 0;
}

/* 1 when s[i] ends a cell's or an item's value: '|', "</", the line. */
static int
cell_closes(const char *s, size_t n, size_t i)
{
	while (i < n && strchr(" \t*_", s[i]) != NULL)
		i++;
	return i >= n || s[i] == '\n' || s[i] == '|' || s[i] == '\r' ||
	    (n - i >= 2 && s[i] == '<' && s[i + 1] == '/');
}

/*
 * 1 when the table row at s[k] (a line's start) opens with a cell
 * a word of which names the mathematics (item_math: "| Final answer
 * | 12 |"): its cells hold values of the problem, not ratings.
 */
static int
row_math(const char *s, size_t n, size_t k)
{
	size_t w;

	while (k < n && strchr(" \t|*_", s[k]) != NULL)
		k++;
	/* any word of the first cell: "| Final answer | 12 |" */
	while (k < n && s[k] != '|' && s[k] != '\n') {
		for (w = k; w < n && isalpha((unsigned char)s[w]); w++)
			;
		if (w > k && papo_rubric_word_in(s + k, w - k, item_math))
			return 1;
		k = w > k ? w : k + 1;
	}
	return 0;
}

/*
 * The value of a cell or an item's label at s[a] (markup skipped),
 * closed by a cell's or line's end or a closing tag, a unit of points
 * aside: 1 when it is not x, *z past it; 0 when it is x or no value
 * closed there.  papo_rubric_cell_conflict and papo_rubric_tag_item_conflict
 * end on it.
 */
static int
value_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t a, double x, size_t *z)
{
	size_t w;
	double y;

	if (papo_rubric_score_token(s, n, a, &y, &w) < 0 ||
	    !cell_closes(s, n, w + papo_rubric_points_unit(s, n, w)))
		return 0;
	*z = w;
	return !papo_rubric_same_value(r, s + a, w - a, x);
}

/*
 * 1 when the cell after s[i] ('|' past a first cell, or an opening
 * <td>/<th> past a closed one in its row) holds a number alone that
 * is not the verdict x; *z past the number.
 */
int
papo_rubric_cell_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t k, a, w;
	int first = 1;

	if (s[i] == '|') {
		for (k = i; k > 0 && s[k - 1] != '\n'; k--)
			if (strchr(" \t|", s[k - 1]) == NULL)
				first = 0;
		a = i + 1;
	} else if ((a = tag_at(s, n, i, cell_tags)) != 0) {
		for (k = i; k > 0 && first; k--)
			if (n - k >= 3 && strncasecmp(s + k - 1, "<tr", 3) == 0)
				break;
			else if (n - k >= 4 && (strncasecmp(s + k - 1, "</td",
			    4) == 0 || strncasecmp(s + k - 1, "</th", 4) == 0))
				first = 0;
		a += i;
	} else
		return 0;
	if (first || (s[i] == '|' && row_math(s, n, k)))
		return 0;
	for (a = papo_rubric_skip_blanks(s, n, a);
	    (w = tag_at(s, n, a, bold_tags)) != 0;)
		a = papo_rubric_skip_blanks(s, n, a + w);
	return value_conflict(r, s, n, papo_rubric_skip_markup(s, n, a), x, z);
}

/*
 * The label line of an HTML item or paragraph at s[i] ("<li>Rigor:
 * 2</li>"), read as item_conflict reads a list's line: 1 when its
 * value, closed by the line's end or a closing tag, is not x.
 */
int
papo_rubric_tag_item_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z)
{
	size_t a, j, c, w, words = 0;

	if ((a = tag_at(s, n, i, item_tags)) == 0)
		return 0;
	j = papo_rubric_skip_blanks(s, n, i + a);
	while (words < 4 && j < n && item_char(s, n, j)) {
		for (w = j; w < n && (item_char(s, n, w) || s[w] == '\'' ||
		    s[w] == '-'); w++)
			;
		if (papo_rubric_label_end(r, s, n, j) ||
		    papo_rubric_word_in(s + j, w - j, item_math))
			return 0;
		if (papo_rubric_other_label_at(s, n, j))
			return tail_value(r, s, n, a, x, z);
		words++;
		j = w;
		while (j < n && (s[j] == '*' || s[j] == '_' || s[j] == ' '))
			j++;
	}
	if (words == 0 || (c = papo_rubric_colon(s, n, j)) == 0)
		return 0;
	return value_conflict(r, s, n, papo_rubric_skip_markup(s, n, j + c), x,
	    z);
}

/*
 * A YAML key of scores with its values as a list below it (a front
 * matter's "scores:\n  - 2\n  - 4"): the key at s[i] (a line's
 * start) alone on its line, then lines of "- " and a number alone; 1
 * when one of them is not x, *z past it.
 */
static int
yaml_list_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	static const char *const keys[] = { "score", "scores", "rating",
	    "ratings", "grade", "grades", NULL };
	size_t k = papo_rubric_skip_blanks(s, n, i), w, e, a;
	double y;

	for (w = k; w < n && (isalpha((unsigned char)s[w]) || s[w] == '_');
	    w++)
		;
	if (w == k || !papo_rubric_word_in(s + k, w - k, keys) || w >= n ||
	    s[w] != ':' || !papo_rubric_closes_line(s, n, w + 1))
		return 0;
	for (e = papo_rubric_line_end(s, n, w); e < n;
	    e = papo_rubric_line_end(s, n, a)) {
		a = papo_rubric_skip_blanks(s, n, e + 1);
		if (n - a < 2 || s[a] != '-' || s[a + 1] != ' ')
			return 0;
		a = papo_rubric_skip_blanks(s, n, a + 2);
		if (papo_rubric_score_token(s, n, a, &y, &k) < 0 ||
		    !papo_rubric_closes_line(s, n, k))
			return 0;
		if (!papo_rubric_same_value(r, s + a, k - a, x)) {
			*z = k;
			return 1;
		}
	}
	return 0;
}

/*
 * A total stated at s[i], its value not the verdict's x: a word of
 * total_words, then ':' or '=' and a value ("Total: 4", "Sum: 4/5"),
 * or "of", "is" or nothing and a value out of the rubric's top ("for a
 * total of 4/5"), or "=" and a value out of the top ("Correctness 3/3
 * + clarity 2/2 = 5/5"; a bare "= 5", "the total is 12", is the work's
 * arithmetic); the word may open a parenthesis ("(total 4/5)"); or a
 * value out of the top, then "in total" ("That makes 4/5 in total.").
 * 1 with *z past it, else 0.
 */
static const char *const total_words[] = { "total", "sum", "subtotal",
	NULL };

static int
total_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t j, k, e;
	double y, top = papo_rubric_top(r);
	int eq = s[i] == '=', labelled = 0, after = 0;

	for (k = i; k < n && (s[k] == '*' || s[k] == '_' || s[k] == '('); k++)
		;	/* "**Total:** 4/5", "(total 4/5)" */
	if (eq)
		j = i + 1;
	else if (isdigit((unsigned char)s[i]) && (i == 0 ||
	    (!isalnum((unsigned char)s[i - 1]) && s[i - 1] != '.' &&
	    s[i - 1] != '/'))) {
		j = i;	/* "4/5 in total": read after its value */
		after = 1;
	} else if ((j = papo_rubric_word_at(s, n, k, total_words)) != 0)
		j += k;
	else
		return 0;
	while (j < n && (s[j] == '*' || s[j] == '_'))
		j++;
	j = papo_rubric_skip_blanks(s, n, j);
	if (!eq && j < n && (s[j] == ':' || s[j] == '=')) {
		j = papo_rubric_skip_blanks(s, n, j + 1);
		labelled = 1;	/* "Total: 4" bare; else over the top */
	} else if (!eq && (k = papo_rubric_word_at(s, n, j,
	    (const char *const[]){ "of", "is", NULL })) != 0)
		j = papo_rubric_skip_blanks(s, n, j + k);
	j = papo_rubric_skip_markup(s, n, j);
	e = j;
	if (j >= n || !isdigit((unsigned char)s[j]) ||
	    papo_rubric_scan_decimal(s, n, &e) < 0 ||
	    papo_rubric_number(s + j, e - j, &y) < 0)
		return 0;
	k = e;
	if (k + 1 < n && s[k] == '/' && isdigit((unsigned char)s[k + 1])) {
		double t;
		size_t f = k + 1;

		if (papo_rubric_scan_decimal(s, n, &f) < 0 ||
		    papo_rubric_number(s + k + 1, f - k - 1, &t) < 0 ||
		    t != top)
			return 0;	/* another scale: another rule's */
		k = f;
	} else if (!labelled)
		return 0;	/* "the total is 12": the work's */
	if (after) {
		k = papo_rubric_skip_blanks(s, n, k);
		if (n - k < 8 || strncasecmp(s + k, "in total", 8) != 0 ||
		    (k + 8 < n && isalnum((unsigned char)s[k + 8])))
			return 0;
		k += 8;
	}
	if (y == x)
		return 0;
	*z = k;
	return 1;
}

/*
 * The forms above at s[i]: item_conflict, comma_value and level_conflict
 * at a line's start, cond_conflict at a sentence's, level_conflict after
 * a quote, total_conflict after a space.  1 (*z past what was looked at) or 0.
 */
int
papo_rubric_aside_conflict(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	size_t a;
	int rc = 0;

	/* *z moves only past a conflict: the other rules read on from i */
	if (i == 0 || s[i - 1] == '\n') {
		a = item_start(s, n, i);
		rc = item_conflict(r, s, n, i, x, z) ||
		    comma_value(r, s, n, i, x, z) ||
		    yaml_list_conflict(r, s, n, i, x, z) ||
		    level_conflict(r, s, n, i, x, z) ||
		    cond_conflict(r, s, n, a, x, z);
	} else if (i >= 2 && s[i - 2] != '\0' &&
	    strchr(".!?", s[i - 2]) != NULL)
		rc = cond_conflict(r, s, n, i, x, z);
	/* a labelled value after a clause on the line: "Reference: 5.
	   Response: 4. Score: 3" */
	if (!rc && papo_rubric_after_clause(s, n, i))
		rc = item_conflict(r, s, n, i, x, z);
	if (!rc)
		rc = pair_conflict(s, n, i, z) ||
		    level_word_conflict(r, s, n, i, x, z) ||
		    total_conflict(r, s, n, i, x, z);
	if (!rc && (s[i] == '"' || s[i] == '\'' || (n - i >= 3 &&
	    memcmp(s + i, "\xe2\x80\x9c", 3) == 0)))
		rc = level_conflict(r, s, n, i, x, z);
	if (!rc)
		*z = i + 1;
	return rc;
}

/*
 * The glyphs a rating is drawn with (★ ☆ ⭐, ✩ to ✰, 🌟):
 * "Rating: ★★★★☆" beside "Score: 3" is a verdict the reader does not
 * read, and so a conflict, wherever it stands.
 */
const char *const papo_rubric_rating_glyphs[] = { "\xe2\x98\x85",
	"\xe2\x98\x86", "\xe2\xad\x90", "\xe2\x9c\xa9", "\xe2\x9c\xaa",
	"\xe2\x9c\xab", "\xe2\x9c\xac", "\xe2\x9c\xad", "\xe2\x9c\xae",
	"\xe2\x9c\xaf", "\xe2\x9c\xb0", "\xf0\x9f\x8c\x9f", NULL };

/*
 * ---- another response's score ----
 *
 * The nouns a judge names a response by, before its letter B to D or
 * number 2 to 4 ("Response B", "Assistant 2"), and the words before a
 * noun that say it is not the one graded ("the second response", "the
 * other answer").  "Answer" and "solution" name another only after such
 * a word: "answer 2" is as often the student's value.
 */
static const char *const owner_nouns[] = { "response", "assistant",
	"model", "candidate", "output", "student", "completion",
	/* session 71: the other attempts a judge compares ("run",
	   "try", "version" count too often in a problem's words: "run 3
	   miles") */
	"sample", "attempt", "submission",
	"\xec\x9d\x91\xeb\x8b\xb5",				/* 응답 */
	"\xe5\x9b\x9e\xe7\xad\x94",				/* 回答 */
	"\xeb\x8b\xb5\xeb\xb3\x80", NULL };			/* 답변 */
/* the other languages' words for an answer or a solution, which name
   another response before its letter only ("Antwort B", "解答B";
   "Antwort 2" may be the student's value) */
static const char *const owner_letter_nouns[] = { "antwort",
	"r\xc3\xa9ponse", "respuesta", "resposta", "risposta",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",		/* ответ */
	"\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",		/* Ответ */
	"\xe8\xa7\xa3\xe7\xad\x94", NULL };			/* 解答 */
static const char *const owner_others[] = { "second ", "other ",
	"third ", "alternative ", "rival ", "competing ", "another ",
	/* de fr es it pt ru: zweite, andere, seconde, autre, segunda,
	   otra, seconda, altra, outra, второй, другой */
	"zweite ", "andere ", "seconde ", "autre ", "segunda ", "otra ",
	"seconda ", "altra ", "outra ",
	"\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xbe\xd0\xb9 ",
	"\xd0\x92\xd1\x82\xd0\xbe\xd1\x80\xd0\xbe\xd0\xb9 ",
	"\xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd0\xbe\xd0\xb9 ",
	NULL };
static const char *const owner_after[] = { "response", "answer",
	"assistant", "solution", "model", "candidate", "output",
	"student", "proof", "sample", "submission", "attempt", "draft",
	"version", "antwort", "l\xc3\xb6sung", "r\xc3\xa9ponse",
	"respuesta", "soluci\xc3\xb3n", "risposta", "soluzione",
	"resposta", "solu\xc3\xa7\xc3\xa3o",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",	/* ответ */
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
							/* решение */
	NULL };
/* the same in the scripts written without spaces, whole: 第二个回答,
   第二個回答, 另一个回答, 二つ目の回答, もう一つの回答, 두 번째 응답,
   다른 응답 */
static const char *const owner_cjk[] = {
	"\xe7\xac\xac\xe4\xba\x8c\xe4\xb8\xaa\xe5\x9b\x9e\xe7\xad\x94",
	"\xe7\xac\xac\xe4\xba\x8c\xe5\x80\x8b\xe5\x9b\x9e\xe7\xad\x94",
	"\xe5\x8f\xa6\xe4\xb8\x80\xe4\xb8\xaa\xe5\x9b\x9e\xe7\xad\x94",
	"\xe4\xba\x8c\xe3\x81\xa4\xe7\x9b\xae\xe3\x81\xae\xe5\x9b\x9e"
	"\xe7\xad\x94",
	"\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe3\x81\xa4\xe3\x81\xae"
	"\xe5\x9b\x9e\xe7\xad\x94",
	"\xeb\x91\x90 \xeb\xb2\x88\xec\xa7\xb8 \xec\x9d\x91\xeb\x8b\xb5",
	"\xeb\x8b\xa4\xeb\xa5\xb8 \xec\x9d\x91\xeb\x8b\xb5", NULL };
/* the nouns a judge names another item of a set by, before its number
   ("question 2", "Q2", "turn 1", "item 3"): a score given to it is not
   said to be the verdict's, as another response's is not */
static const char *const owner_items[] = { "question", "questions",
	"problem", "item", "task", "exercise", "turn", "q", NULL };

/* The row of rows at s[i], any case, at a word's start: its length. */
static size_t
owner_word(const char *s, size_t n, size_t i, const char *const *rows)
{
	size_t k, w;

	for (k = 0; rows[k]; k++)
		if (n - i >= (w = strlen(rows[k])) &&
		    strncasecmp(s + i, rows[k], w) == 0 &&
		    (i + w == n || !isalpha((unsigned char)s[i + w]) ||
		    rows[k][w - 1] == ' ' ||
		    (unsigned char)rows[k][0] >= 0x80))
			return w;
	return 0;
}

/* Another response named at s[i]: past its name, or 0. */
static size_t
owner_named(const char *s, size_t n, size_t i)
{
	const char *letters;
	size_t w, z;

	if ((w = owner_word(s, n, i, owner_cjk)) != 0)
		return i + w;
	if ((w = owner_word(s, n, i, owner_others)) != 0)
		return (z = owner_word(s, n, i + w, owner_after)) != 0 ?
		    i + w + z : 0;
	if ((w = owner_word(s, n, i, owner_items)) != 0) {
		/* its number, one or two digits, a word's end after it */
		for (z = i + w; z < n && z - i - w < 2 && (s[z] == ' ' ||
		    s[z] == '#'); z++)
			;
		if (z < n && isdigit((unsigned char)s[z]))
			z++;
		else
			return 0;
		if (z < n && isdigit((unsigned char)s[z]))
			z++;
		return z == n || !isalnum((unsigned char)s[z]) ? z : 0;
	}
	if ((w = owner_word(s, n, i, owner_nouns)) != 0)
		letters = "BCD234";
	else if ((w = owner_word(s, n, i, owner_letter_nouns)) != 0)
		letters = "BCD";
	else
		return 0;
	for (z = i + w; z < n && (s[z] == ' ' || s[z] == '_' ||
	    s[z] == '#'); z++)
		;
	if (z < n && s[z] != '\0' && strchr(letters, s[z]) != NULL &&
	    (z + 1 == n || !isalnum((unsigned char)s[z + 1])))
		return z + 1;
	/* "Output (b)", "Solution (ii)": a letter or numeral other than
	   the first in parentheses */
	if (z + 2 < n && s[z] == '(' && s[z + 2] == ')' && s[z + 1] != '\0' &&
	    strchr("bcdBCD234", s[z + 1]) != NULL)
		return z + 3;
	if (z + 3 < n && s[z] == '(' && s[z + 3] == ')' &&
	    strncmp(s + z + 1, "ii", 2) == 0)
		return z + 4;
	return 0;
}

/* 1 when c ends a sentence before a blank. */
static int
owner_stop(char c)
{
	return c == '.' || c == '!' || c == '?';
}

/* 1 when s[a..b) holds a digit outside s[c..d). */
static int
owner_digit(const char *s, size_t a, size_t b, size_t c, size_t d)
{
	for (; a < b; a++)
		if ((a < c || a >= d) && isdigit((unsigned char)s[a]))
			return 1;
	return 0;
}

/*
 * Another response named in s (n bytes) in a sentence that states a
 * value, a digit other than its name's: a score given to another
 * response ("Score for Assistant 2: 8", "I'd give Response B an 8.",
 * "[[8]] for Response B"), or to an item of a set ("For question 2,
 * I'd give 3."), whose the verdict beside it is is not said, whatever
 * its value.  Where the name stands, *z past it; or n.
 */
size_t
papo_rubric_owner_stated(const char *s, size_t n, size_t *z)
{
	size_t i, e, a, b;

	for (i = 0; i < n; i++) {
		if ((!isalpha((unsigned char)s[i]) &&
		    (unsigned char)s[i] < 0xc0) ||
		    (i > 0 && isalnum((unsigned char)s[i - 1])) ||
		    (e = owner_named(s, n, i)) == 0)
			continue;
		for (a = i; a > 0 && s[a - 1] != '\n' && !(a >= 2 &&
		    owner_stop(s[a - 2]) && s[a - 1] == ' '); a--)
			;
		for (b = e; b < n && s[b] != '\n' && !(owner_stop(s[b]) &&
		    (b + 1 == n || isspace((unsigned char)s[b + 1]))); b++)
			;
		if (owner_digit(s, a, b, i, e)) {
			*z = e;
			return i;
		}
	}
	return n;
}
