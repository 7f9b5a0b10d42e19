/* SPDX-License-Identifier: MIT */
/*
 * rubric_pair.c: a reply that ends by scoring the reference solution
 * and the response, each under a label that says whose score it is:
 *
 *	Reference: 5/5. Response: 3/5.
 *	**Reference score:** 5
 *	**Response score:** 3
 *	Reference solution score: 5
 *	Student solution score: 3
 *	参考答案得分：5，学生回答得分：3
 *	Score (reference): 5
 *	Score (student): 3
 *
 * The response's score is the verdict.  Read only when the pair is
 * whole: one reference item and one response item (either first), on
 * the last line or the last two, each label a row of the tables below
 * (any other word, "Response B", "Student 2", is no pair), each value
 * a score of the rubric's scale (bare, "/TOP" or with 分), nothing
 * after the last but a full stop; and the text before the pair states
 * no value (no digit outside math but a step's or line's number, "step
 * 2", "steps 1 and 3", no number word, no full-width digit
 * nor CJK numeral: papo_rubric_quiet; and, asked by the caller, no
 * label, no box, no JSON verdict key, nor another value, a level the
 * rubric names or stars: rubric_score.c's pair_before).  Anything else
 * is no verdict.
 */
#include <ctype.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

enum { PAIR_NONE, PAIR_REF, PAIR_RESP };

/* English: the words of a reference's label after "reference", and
   those that may stand around "response" in a response's */
static const char *const pair_ref_words[] = { "solution", "answer",
	"score", "solution's", "answer's", NULL };
static const char *const pair_resp_words[] = { "the", "student",
	"student's", "score", "response's", NULL };
/* the nouns that name the response right after "student" ("Student
   solution", "Student's answer") */
static const char *const pair_student_nouns[] = { "solution", "answer",
	NULL };
/* Chinese: 参考 then 答案 or 解答; 学生 then 回答, 答案 or 解答; then
   得分, 评分 or 分数 in both, or nothing */
static const char pair_zh_ref[] = "\xe5\x8f\x82\xe8\x80\x83";
static const char pair_zh_resp[] = "\xe5\xad\xa6\xe7\x94\x9f";
static const char *const pair_zh_what[] = { "\xe7\xad\x94\xe6\xa1\x88",
	"\xe8\xa7\xa3\xe7\xad\x94", "\xe5\x9b\x9e\xe7\xad\x94", NULL };
static const char *const pair_zh_score[] = { "\xe5\xbe\x97\xe5\x88\x86",
	"\xe8\xaf\x84\xe5\x88\x86", "\xe5\x88\x86\xe6\x95\xb0", NULL };
/* what may not stand before the pair, besides papo_rubric_quiet's
   digits and number words: CJK numerals */
static const char *const pair_cjk_numerals[] = { "\xe4\xb8\x80",
	"\xe4\xba\x8c", "\xe4\xb8\x89", "\xe5\x9b\x9b", "\xe4\xba\x94",
	"\xe5\x85\xad", "\xe4\xb8\x83", "\xe5\x85\xab", "\xe4\xb9\x9d",
	"\xe5\x8d\x81", "\xe9\x9b\xb6", "\xe4\xb8\xa4", "\xef\xbc",
	NULL };

/* The row of list at s[*i..z), *i moved past it; 0 when none. */
static int
pair_zh_row(const char *s, size_t *i, size_t z, const char *const *list)
{
	size_t l;

	for (; *list; list++) {
		l = strlen(*list);
		if (z - *i >= l && memcmp(s + *i, *list, l) == 0) {
			*i += l;
			return 1;
		}
	}
	return 0;
}

/* The Chinese label s[a..z): PAIR_REF, PAIR_RESP or PAIR_NONE. */
static int
pair_zh_label(const char *s, size_t a, size_t z)
{
	int kind;

	if (z - a >= 6 && memcmp(s + a, pair_zh_ref, 6) == 0)
		kind = PAIR_REF;
	else if (z - a >= 6 && memcmp(s + a, pair_zh_resp, 6) == 0)
		kind = PAIR_RESP;
	else
		return PAIR_NONE;
	a += 6;
	if (!pair_zh_row(s, &a, z, pair_zh_what))
		return PAIR_NONE;
	if (a < z)
		pair_zh_row(s, &a, z, pair_zh_score);
	return a == z ? kind : PAIR_NONE;
}

static int pair_label(const char *s, size_t a, size_t z);

/* "Score (reference)", "Score (student)": the owner in parentheses
   after "Score", a label of pair_label's or "student" alone. */
static int
pair_paren_label(const char *s, size_t a, size_t z)
{
	size_t p = a + 7;

	if (z - a < 9 || s[z - 1] != ')' || strncasecmp(s + a, "score (",
	    7) != 0 || memchr(s + p, '(', z - 1 - p) != NULL)
		return PAIR_NONE;
	if (papo_rubric_word_in(s + p, z - 1 - p,
	    (const char *const[]){ "student", NULL }))
		return PAIR_RESP;
	return pair_label(s, p, z - 1);
}

/* The label s[a..z) (emphasis taken off): whose score it gives. */
static int
pair_label(const char *s, size_t a, size_t z)
{
	size_t w;
	int ref = 0, resp = 0, words = 0, student = 0;

	if (a < z && (unsigned char)s[a] >= 0x80)
		return pair_zh_label(s, a, z);
	if (z > a && s[z - 1] == ')')
		return pair_paren_label(s, a, z);
	while (a < z) {
		for (w = a; w < z && (isalpha((unsigned char)s[w]) ||
		    s[w] == '\''); w++)
			;
		if (w == a)
			return PAIR_NONE;
		if (words == 0 && papo_rubric_word_in(s + a, w - a,
		    (const char *const[]){ "reference", NULL }))
			ref = 1;
		/* "Response", or "Student solution", "Student's answer" */
		else if (!ref && (papo_rubric_word_in(s + a, w - a,
		    (const char *const[]){ "response", NULL }) ||
		    (student && papo_rubric_word_in(s + a, w - a,
		    pair_student_nouns))))
			resp++;
		else if (!papo_rubric_word_in(s + a, w - a,
		    ref ? pair_ref_words : pair_resp_words))
			return PAIR_NONE;
		student = papo_rubric_word_in(s + a, w - a,
		    (const char *const[]){ "student", "student's", NULL });
		words++;
		if (w < z && (s[w] != ' ' || w + 1 >= z))
			return PAIR_NONE;
		a = w < z ? w + 1 : w;
	}
	return ref ? PAIR_REF : resp == 1 ? PAIR_RESP : PAIR_NONE;
}

/* The value at s[*i..e): a score of r's scale, bare, "/TOP" or with
   分; 1 with *x set and *i past it, else 0. */
static int
pair_value(const struct papo_rubric *r, const char *s, size_t *i,
    size_t e, double *x)
{
	size_t k = *i, d, t;
	double top = papo_rubric_top(r), y;

	while (k < e && isdigit((unsigned char)s[k]))
		k++;
	if (k == *i || k - *i > 3 || papo_rubric_number(s + *i, k - *i,
	    x) < 0)
		return 0;
	for (d = 0; d < r->nscores && r->scores[d] != *x; d++)
		;
	if (d == r->nscores)
		return 0;
	if (k < e && s[k] == '/') {
		for (t = k + 1; t < e && isdigit((unsigned char)s[t]); t++)
			;
		if (t == k + 1 || papo_rubric_number(s + k + 1, t - k - 1,
		    &y) < 0 || y != top)
			return 0;
		k = t;
	} else if (e - k >= 3 && memcmp(s + k, "\xe5\x88\x86", 3) == 0)
		k += 3;
	if (k < e && (isalnum((unsigned char)s[k]) || (s[k] == '.' &&
	    k + 1 < e && isdigit((unsigned char)s[k + 1]))))
		return 0;
	*i = k;
	return 1;
}

/* Past emphasis and blanks at s[i] (not a newline). */
static size_t
pair_skip(const char *s, size_t e, size_t i)
{
	while (i < e && (s[i] == '*' || s[i] == '_' || s[i] == ' ' ||
	    s[i] == '\t'))
		i++;
	return i;
}

/*
 * One item at s[*i..e): its label's kind, *x its value, *at and *len
 * where it stands, *i past it; PAIR_NONE when it is none.
 */
static int
pair_item(const struct papo_rubric *r, const char *s, size_t *i, size_t e,
    double *x, size_t *at)
{
	size_t a = pair_skip(s, e, *i), z, c, k;
	int kind;

	for (z = a; z < e && z - a < 60 && s[z] != '\n' &&
	    papo_rubric_colon(s, e, z) == 0; z++)
		;
	if (z >= e || (c = papo_rubric_colon(s, e, z)) == 0)
		return PAIR_NONE;
	k = z;
	while (k > a && strchr("*_ ", s[k - 1]) != NULL)
		k--;
	if ((kind = pair_label(s, a, k)) == PAIR_NONE)
		return PAIR_NONE;
	k = pair_skip(s, e, z + c);
	*at = k;
	if (!pair_value(r, s, &k, e, x))
		return PAIR_NONE;
	while (k < e && (s[k] == '*' || s[k] == '_'))
		k++;
	*i = k;
	return kind;
}

/* Past the separator of two items at s[i] (". ", ", ", "; ", "\n",
   "。", "，", "；", a full stop before a newline), or 0. */
static size_t
pair_sep(const char *s, size_t e, size_t i)
{
	static const char *const wide[] = { "\xe3\x80\x82",
	    "\xef\xbc\x8c", "\xef\xbc\x9b", NULL };
	size_t k = i;
	int mark = 0;

	if (k < e && strchr(".,;", s[k]) != NULL && s[k] != '\0') {
		k++;
		if (k < e && s[k] != ' ' && s[k] != '\n')
			return 0;
		mark = 1;
	} else if (pair_zh_row(s, &k, e, wide))
		mark = 1;
	while (k < e && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r'))
		k++;
	if (k < e && s[k] == '\n') {
		k++;
		mark = 1;
	}
	return mark ? k : 0;	/* a space alone parts no items */
}

/* The pair read from s[a..e) whole: 0 with v set, or -1. */
static int
pair_from(const struct papo_rubric *r, const char *s, size_t a, size_t e,
    struct papo_rubric_verdict *v)
{
	size_t i = a, at[2], k;
	double x[2];
	int kind[2];

	if ((kind[0] = pair_item(r, s, &i, e, &x[0], &at[0])) == PAIR_NONE ||
	    (k = pair_sep(s, e, i)) == 0)
		return -1;
	i = k;
	if ((kind[1] = pair_item(r, s, &i, e, &x[1], &at[1])) == PAIR_NONE ||
	    kind[1] == kind[0])
		return -1;
	if (i < e && s[i] == '.')
		i++;
	else if (e - i >= 3 && memcmp(s + i, "\xe3\x80\x82", 3) == 0)
		i += 3;
	if (pair_skip(s, e, i) != e || !papo_rubric_quiet(s, 0, a,
	    pair_cjk_numerals, 1))
		return -1;
	k = kind[0] == PAIR_RESP ? 0 : 1;
	v->score = x[k];
	v->at = at[k];
	v->len = 0;
	while (at[k] + v->len < e && !isspace((unsigned char)s[at[k] +
	    v->len]) && strchr(".,;*", s[at[k] + v->len]) == NULL)
		v->len++;
	v->error = NULL;
	v->why = NULL;
	return 0;
}

int
papo_rubric_pair(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v, size_t *start)
{
	size_t e = n, a;
	int lines;

	if (r->parse == PAPO_RUBRIC_GRADE)
		return -1;
	/* white space and a token that ends the model's turn after it */
	e = papo_rubric_tag_trim(s, n);
	/* the pair on the last line, or on the last two */
	for (a = e, lines = 0; lines < 2; lines++) {
		if (lines > 0) {
			if (a == 0)
				return -1;
			a--;
		}
		while (a > 0 && s[a - 1] != '\n')
			a--;
		if (pair_from(r, s, a, e, v) == 0) {
			*start = a;
			return 0;
		}
	}
	return -1;
}
