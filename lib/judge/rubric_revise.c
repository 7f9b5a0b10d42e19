/* SPDX-License-Identifier: MIT */
/*
 * rubric_revise.c: a verdict revised in the sentence that ends the
 * judge's text:
 *
 *	Score: 4. On reflection, I'd lower it to 3.
 *	Score: 4
 *
 *	Wait, I was too generous. Final score: 3
 *	Score: 6. On reflection the derivation skips a step; revised
 *	score: 5.
 *
 * The last sentence is read whole by rows: an opener that says the
 * judge thought again (revise_openers: "On reflection", "Actually",
 * "Wait") if any, a remark on the work before a semicolon or ", so"
 * if any (one papo_rubric_remark_ok recognises), then a label that
 * says the value is the revised one (revise_labels: "Revised score:",
 * "Nota revisada:", "修改后的评分：", a full-width colon or not;
 * revise_finals, "Final score:" or "Score:", only after an opener or
 * a reason), a verb that moves the score ("I'd lower it to
 * 3."), a statement of the score (revise_states, "the score should
 * be 3", "I'd make it a 3", only after an opener or a reason) or,
 * after ", so", the value alone ("Wait, the domain check is
 * missing, so 3."), or, after an opener, words that keep the verdict
 * (revise_keeps: "On reflection, I'll keep it at 4.", "Looking again,
 * still 4."), read only when the verdict before it has that value
 * (the caller's check); the value one of the rubric's scores, in digits,
 * alone or over the rubric's top ("3/5"); a full stop at most after
 * it.  A bare value after an opener ("Actually, 3.", "On second
 * thought, 3.") is no revision: a doubt as much as a verdict.  The
 * sentences right before it may say why the judge revised
 * (revise_reasons: "I was too generous."), each after an opener or
 * not.  Anything else (a hedge, a question, another response's score,
 * a condition, another scale, text after the value) is no revision;
 * and the caller reads the text before the revision as a verdict of
 * its own first, so that only a verdict stated, then revised, is
 * revised.
 */
#include <ctype.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/* what a judge opens a second thought with, lower case */
static const char *const revise_openers[] = { "on reflection",
	"upon reflection", "on second thought", "on second thoughts",
	"actually", "wait", "correction", "after rechecking",
	"having rechecked", "on closer inspection", "looking again",
	"on a second look", "on further reflection", "upon further reflection",
	NULL };

/* the labels of a revised value, and in the languages a label is read
   in (an initial capital outside ASCII a row of its own) */
static const char *const revise_labels[] = { "revised score",
	"updated score", "corrected score", "new score", "adjusted score",
	"revised rating",
	/* es, pt: puntuación revisada, nota revisada, pontuação revisada,
	   puntuación corregida, nota corregida */
	"puntuaci\xc3\xb3n revisada", "nota revisada",
	"pontua\xc3\xa7\xc3\xa3o revisada",
	"puntuaci\xc3\xb3n corregida", "nota corregida",
	/* fr: note révisée, note corrigée; it: punteggio rivisto */
	"note r\xc3\xa9vis\xc3\xa9\x65", "note corrig\xc3\xa9\x65",
	"punteggio rivisto", "punteggio corretto",
	/* de: überarbeitete, korrigierte, revidierte Bewertung */
	"\xc3\xbc" "berarbeitete bewertung",
	"\xc3\x9c" "berarbeitete bewertung", "korrigierte bewertung",
	"revidierte bewertung",
	/* ru: пересмотренная оценка, исправленная оценка */
	"\xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd1\x81\xd0\xbc\xd0\xbe"
	"\xd1\x82\xd1\x80\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xb0\xd1\x8f "
	"\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	"\xd0\x9f\xd0\xb5\xd1\x80\xd0\xb5\xd1\x81\xd0\xbc\xd0\xbe"
	"\xd1\x82\xd1\x80\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xb0\xd1\x8f "
	"\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	"\xd0\xb8\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb"
	"\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xb0\xd1\x8f "
	"\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	"\xd0\x98\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb"
	"\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xb0\xd1\x8f "
	"\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0",
	/* zh: 修改后的评分, 修正后的评分, 修订后的评分; ja: 修正後の評価 */
	"\xe4\xbf\xae\xe6\x94\xb9\xe5\x90\x8e\xe7\x9a\x84\xe8\xaf"
	"\x84\xe5\x88\x86",
	"\xe4\xbf\xae\xe6\xad\xa3\xe5\x90\x8e\xe7\x9a\x84\xe8\xaf"
	"\x84\xe5\x88\x86",
	"\xe4\xbf\xae\xe8\xae\xa2\xe5\x90\x8e\xe7\x9a\x84\xe8\xaf"
	"\x84\xe5\x88\x86",
	"\xe4\xbf\xae\xe6\xad\xa3\xe5\xbe\x8c\xe3\x81\xae\xe8\xa9"
	"\x95\xe4\xbe\xa1",
	NULL };

/* the labels of a final value: a revision only after an opener or a
   reason ("Score: 0\n\nFinal score: 1" is two verdicts) */
static const char *const revise_finals[] = { "final score",
	"final rating", "score", "rating", NULL };

/* the statements of a score, before " VALUE" (an article "a" or "an"
   may stand between): a revision, as a final label, only after an
   opener or a reason ("Score: 7\n\nThe score is 8." is two verdicts) */
static const char *const revise_states[] = { "the score is",
	"the score should be", "the correct score is",
	"the right score is", "the fair score is", "the rating is",
	"the rating should be", "it should be", "i'd make it",
	"i'd make that", "i would make it", "i would make that",
	"i'll make it", "i'll make that", NULL };

/* the verbs that move the score, before " to VALUE" */
static const char *const revise_verbs[] = { "i'd lower it",
	"i'd raise it", "i would lower it", "i would raise it",
	"i'll lower it", "i'll raise it", "i lower it", "i raise it",
	"i'd revise it", "i revise it", "i'll revise it",
	"i'd adjust it", "i'd change it", "let me revise it",
	"let me lower it", "let me raise it", "i'd lower the score",
	"i'd raise the score", "i lower the score", "i raise the score",
	"i revise the score", "i'd revise the score",
	"i would lower the score", "i would raise the score",
	"i would revise the score", "i'll lower the score",
	"i'll raise the score", NULL };

/* the words that keep the verdict after a second thought, before
   " VALUE": a revision only after an opener, and only of a verdict of
   that value ("Score: 4. On reflection, still 3." is two verdicts) */
static const char *const revise_keeps[] = { "still", "i stand by",
	"i'll stand by", "i keep it at", "i'll keep it at", "i keep",
	"i'll keep", "i'm keeping it at", "i am keeping it at",
	"i'd keep it at", "i would keep it at", "it stays at",
	"it remains at", "it remains", "i stick with", "i'll stick with",
	"i maintain", NULL };

/* why the judge revised, a sentence of its own (no value): the
   reasons that lower the score, those that raise it, and one that says
   neither */
static const char *const revise_lowers[] = { "i was too generous",
	"i was too lenient", "that was too generous",
	"that was too lenient", "i overlooked the gap", "i missed the gap",
	NULL };
static const char *const revise_raises[] = { "i was too harsh",
	"i was too strict", "that was too harsh", "that was too strict",
	NULL };
static const char *const revise_either[] = { "i misread the step",
	NULL };

/* Past emphasis and spaces at s[i]. */
static size_t
revise_blank(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '*' || s[i] == '_' ||
	    s[i] == '\t'))
		i++;
	return i;
}

/* Past a row of list at s[i] (case folded; "'" or "’" alike), the row
   ending a word; i when none is there. */
static size_t
revise_row(const char *s, size_t n, size_t i, const char *const *list)
{
	size_t k, j;
	const char *p;

	for (k = 0; list[k]; k++) {
		for (j = i, p = list[k]; *p && j < n; p++) {
			if (*p == '\'' && n - j >= 3 &&
			    memcmp(s + j, "\xe2\x80\x99", 3) == 0) {
				j += 3;
				continue;
			}
			if (tolower((unsigned char)s[j]) != (unsigned char)*p)
				break;
			j++;
		}
		if (*p == '\0' && (j == n || !isalnum((unsigned char)s[j])))
			return j;
	}
	return i;
}

/*
 * The value at s[i..n): one of r's scores in digits, alone or over
 * the rubric's top, emphasis after it, at most one '.' and blanks to
 * the end: 0 with *x, *at and *len set, else -1.
 */
static int
revise_value(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double *x, size_t *at, size_t *len)
{
	size_t k = i, d, z;
	double y;

	while (k < n && (isdigit((unsigned char)s[k]) || (s[k] == '.' &&
	    k + 1 < n && isdigit((unsigned char)s[k + 1]))))
		k++;
	if (k == i || papo_rubric_number(s + i, k - i, x) < 0)
		return -1;
	for (d = 0; d < r->nscores && r->scores[d] != *x; d++)
		;
	if (d == r->nscores)
		return -1;
	*at = i;
	*len = k - i;
	if (k < n && s[k] == '/') {
		for (z = k + 1; z < n && isdigit((unsigned char)s[z]); z++)
			;
		if (z == k + 1 || papo_rubric_number(s + k + 1, z - k - 1,
		    &y) < 0 || y != papo_rubric_top(r))
			return -1;
		k = z;
	}
	k = revise_blank(s, n, k);
	if (k < n && s[k] == '.')
		k = revise_blank(s, n, k + 1);
	while (k < n && isspace((unsigned char)s[k]))
		k++;
	return k == n ? 0 : -1;
}

/* Past an opener and the comma or space after it at s[i]; i when
   none. */
static size_t
revise_opener(const char *s, size_t n, size_t i)
{
	size_t j = revise_row(s, n, i, revise_openers);

	if (j == i)
		return i;
	if (j < n && (s[j] == ',' || s[j] == ':'))
		j++;
	if (j >= n || s[j] != ' ')
		return j < n ? i : j;
	return revise_blank(s, n, j);
}

/*
 * The way a remark on the work before a revision moves the score: '<'
 * when it names a fault ("the derivation skips a step"), '>' when it
 * is a statement of the work with none ("the proof is complete"), 0
 * when it is neither (papo_rubric_assess_joined's rows).
 */
static int
remark_way(const char *s, size_t n)
{
	int fault = 0;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '.'))
		n--;
	if (!papo_rubric_assess_joined(s, n, 0, 3, &fault))
		return 0;
	return fault ? '<' : '>';
}

/* The way a verb of revise_verbs at s[o..j) moves the score. */
static int
verb_way(const char *s, size_t o, size_t j)
{
	if (memmem(s + o, j - o, "lower", 5) != NULL)
		return '<';
	if (memmem(s + o, j - o, "raise", 5) != NULL)
		return '>';
	return 0;
}

/*
 * The revision that is the sentence s[a..n): 0 with v's score and
 * place (*final set when it is a final label with no opener; *way the
 * way its words move the score, '<', '>' or '=' for one kept, else
 * 0), else -1.
 */
static int
revise_last(const struct papo_rubric *r, const char *s, size_t n,
    size_t a, struct papo_rubric_verdict *v, int *final, int *way)
{
	size_t i = revise_blank(s, n, a), o, j, semi = 0;
	const char *p;
	int so = 0, opened;

	o = revise_opener(s, n, i);
	opened = o != i;
	/* a remark on the work before a semicolon or ", so", after the
	   opener (read once the value is known) */
	if ((p = memchr(s + o, ';', n - o)) != NULL ||
	    (p = memmem(s + o, n - o, ", so ", 5)) != NULL) {
		if (o == i)
			return -1;
		semi = (size_t)(p - s);
		so = *p == ',';
		o = revise_blank(s, n, semi + (so ? 4 : 1));
		i = o;	/* after "; ", no bare value */
	}
	if (so)
		j = o;	/* "..., so 3.": the value alone */
	else if ((j = revise_row(s, n, o, revise_labels)) != o ||
	    (j = revise_row(s, n, o, revise_finals)) != o) {
		if (!opened && revise_row(s, n, o, revise_finals) != o)
			*final = 1;	/* no opener: a reason must come */
		j = revise_blank(s, n, j);
		if (n - j >= 3 && memcmp(s + j, "\xef\xbc\x9a", 3) == 0)
			j += 2;	/* a full-width colon, '：' */
		else if (j >= n || s[j] != ':')
			return -1;
		j = revise_blank(s, n, j + 1);
	} else if ((j = revise_row(s, n, o, revise_verbs)) != o) {
		if (n - j < 4 || memcmp(s + j, " to ", 4) != 0)
			return -1;
		*way = verb_way(s, o, j);
		j = revise_blank(s, n, j + 4);
	} else if ((j = revise_row(s, n, o, revise_states)) != o) {
		/* not after a label's colon ("Correction: the score
		   should be 0." is a label of its own, a second verdict) */
		if (opened && memchr(s + i, ':', o - i) != NULL)
			return -1;
		if (!opened)
			*final = 1;	/* no opener: a reason must come */
		if (j >= n || s[j] != ' ')
			return -1;
		j = revise_blank(s, n, j);
		if (n - j > 2 && memcmp(s + j, "a ", 2) == 0)
			j += 2;
		else if (n - j > 3 && memcmp(s + j, "an ", 3) == 0)
			j += 3;
	} else if (opened && !semi && (j = revise_row(s, n, o,
	    revise_keeps)) != o) {
		if (j >= n || s[j] != ' ')
			return -1;
		j = revise_blank(s, n, j);
		*way = '=';
	} else
		return -1;	/* a bare value */
	if (revise_value(r, s, n, j, &v->score, &v->at, &v->len) < 0)
		return -1;
	if (semi) {
		size_t c = revise_opener(s, n, revise_blank(s, n, a));
		int k;

		if (!papo_rubric_remark_ok(r, s + c, semi - c, v->score))
			return -1;
		/* the remark gives the way: "the proof is complete;
		   revised score: 3" after a 5 says two things */
		if ((k = remark_way(s + c, semi - c)) != 0 && *way != 0 &&
		    *way != k)
			return -1;
		if (k != 0)
			*way = k;
	}
	v->error = NULL;
	v->why = NULL;
	return 0;
}

/* Where the sentence that ends at e (s[e - 1] its last byte) starts:
   after a newline, or ". " / "! " / ": " before it. */
static size_t
revise_start(const char *s, size_t e)
{
	size_t i = e;

	while (i > 0 && isspace((unsigned char)s[i - 1]))
		i--;
	if (i > 0 && s[i - 1] == '.')
		i--;
	while (i > 0) {
		if (s[i - 1] == '\n')
			return i;
		if (i >= 2 && s[i - 1] == ' ' && (s[i - 2] == '.' ||
		    s[i - 2] == '!'))
			return i;
		i--;
	}
	return 0;
}

/* The way a reason for a revision at s[a..e) moves the score ('<',
   '>', or 1 for neither), an opener before it or not, and its full
   stop; 0 when it is none. */
static int
revise_reason(const char *s, size_t a, size_t e)
{
	size_t i = revise_blank(s, e, a), j;
	int way = '<';

	i = revise_opener(s, e, i);
	if ((j = revise_row(s, e, i, revise_lowers)) == i) {
		way = '>';
		if ((j = revise_row(s, e, i, revise_raises)) == i) {
			way = 1;
			if ((j = revise_row(s, e, i, revise_either)) == i)
				return 0;
		}
	}
	while (e > j && isspace((unsigned char)s[e - 1]))
		e--;
	return e == j + 1 && (s[j] == '.' || s[j] == '!') ? way : 0;
}

int
papo_rubric_revised(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v, size_t *start, int *way)
{
	size_t a, b, last;
	int final = 0, k;

	memset(v, 0, sizeof(*v));
	*way = 0;
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	a = revise_start(s, n);
	if (a == 0 || revise_last(r, s, n, a, v, &final, way) < 0)
		return -1;
	/* the reasons right before it, each moving the score the way
	   the revision does ("I was too harsh. I'd lower it to 3." says
	   two things) */
	for (last = a; a > 0; a = b) {
		b = revise_start(s, a);
		if ((k = revise_reason(s, b, a)) == 0)
			break;
		if (k != 1 && *way != 0 && *way != k)
			return -1;
		if (k != 1)
			*way = k;
	}
	if (final && a == last)
		return -1;
	while (a > 0 && isspace((unsigned char)s[a - 1]))
		a--;
	*start = a;
	return a > 0 ? 0 : -1;
}
