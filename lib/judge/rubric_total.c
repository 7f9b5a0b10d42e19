/* SPDX-License-Identifier: MIT */
/*
 * rubric_total.c: a table of criteria whose last row is their total,
 * ending the text read:
 *
 *	| Criterion | Score |
 *	|---|---|
 *	| Correctness | 4/5 |
 *	| Clarity | 3/5 |
 *	| **Total** | **4/5** |
 *
 * Read only when every row is recognised: a header of two cells (a
 * word for the criteria, one for the score; or three, "Weight" between
 * them, and then each criterion's weight in its row, "0.5" or "50%",
 * the total row's empty, a dash or the whole), the separator, one or
 * more rows of a criterion's name (criterion_words) and a value on the
 * rubric's scale, and one total row (total_words) last; every value
 * written alike (all with "/MAX", the rubric's top, or all bare), its
 * emphasis only around it; the total between the least and the
 * greatest criterion's value, and a total or score not the sum of two
 * or more.  The text before the table states no other value: no digit
 * outside math ($...$) and no number word, and right above it stands no
 * lead-in that says whose the scores are ("Response B:", below's
 * total_intro).  Anything else (a row of the
 * reference or of another response, a second total, another scale, a
 * hedge, text after the table) is no verdict.
 *
 * The same as lines, a criterion a line and the overall last:
 *
 *	Correctness: 4/5
 *	Clarity: 3/5
 *	**Overall:** 4/5
 *
 * each line a criterion's name (criterion_words) or, last, an overall
 * word (overall_words, or sum_words: "Total", "Score"), a colon and
 * the value, a bullet ("- ", "* ") before it and emphasis around its
 * label or its value at most; blank lines between them; two criteria
 * or more.  The same rules hold: the values written alike (or, lines
 * or rows alike, each criterion's points out of its own share,
 * "Correctness: 3/4", "Clarity: 1/1", the shares adding up to the
 * rubric's top and the points to the total over it, "Total: 4/5"),
 * the overall between the least and the greatest criterion's (so on
 * the rubric's scale, over its top when a denominator is written:
 * "Total: 14/20" under criteria out of 10, or "Total: 15" over a top
 * of 10, is none),
 * and a "Total" or "Score" not the criteria's sum, which it may name
 * ("Correctness: 0", "Clarity: 3", "Total: 3"), the text above stating no
 * number (a step's may stand); and right above them no lead-in that
 * says whose they are ("Response B:", "For the reference:"): a
 * heading or a line ending in a colon only of intro_words.
 */
#include <ctype.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

static const char *const header_left[] = { "criterion", "criteria",
	"aspect", "dimension", "category", NULL };
static const char *const header_right[] = { "score", "rating",
	"points", "grade", NULL };
/* the middle column of a table of three: each criterion's weight */
static const char *const header_weight[] = { "weight", NULL };
static const char *const criterion_words[] = { "correctness",
	"accuracy", "clarity", "completeness", "rigor", "rigour",
	"reasoning", "presentation", "justification", "relevance",
	"coherence", "conciseness", "helpfulness", "organization",
	"organisation", "communication", "logic", "logical",
	"mathematical", "notation", "structure", "method", "approach",
	"explanation", "and", NULL };
static const char *const total_words[] = { "total", "overall",
	"total score", "overall score", "final score", "final", "score",
	"weighted total", "weighted score", NULL };
/* the overall's words under criteria as lines */
static const char *const overall_words[] = { "overall", "overall score",
	"final score", "overall rating", "final rating", NULL };
/* the last line's words that may also name the criteria's sum: read
   as the overall only when its value is not their sum */
static const char *const sum_words[] = { "total", "total score",
	"score", NULL };
static const char *const number_words[] = { "zero", "one", "two",
	"three", "four", "five", "six", "seven", "eight", "nine", "ten",
	NULL };

struct total_cell {
	size_t a, z;	/* the text, markup and spaces taken off */
};

/* The cells of the row s[a..e): c[0] the first, c[1] the last and,
   in a row of three, c[2] the middle one (a weight).  2 or 3, or -1
   when it is no row of two or three cells. */
static int
total_cells(const char *s, size_t a, size_t e, struct total_cell c[3])
{
	size_t k, bars[4], nb = 0;

	while (a < e && (s[a] == ' ' || s[a] == '\t'))
		a++;
	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
	    s[e - 1] == '\r'))
		e--;
	if (a >= e || s[a] != '|' || s[e - 1] != '|')
		return -1;
	for (k = a; k < e; k++)
		if (s[k] == '|') {
			if (nb == 4)
				return -1;
			bars[nb++] = k;
		}
	if (nb < 3)
		return -1;
	for (k = 0; k + 1 < nb; k++) {
		size_t x = bars[k] + 1, y = bars[k + 1];
		struct total_cell *t = &c[k == 0 ? 0 : k + 2 == nb ? 1 : 2];

		while (x < y && strchr(" *_", s[x]) != NULL)
			x++;
		while (y > x && strchr(" *_", s[y - 1]) != NULL)
			y--;
		t->a = x;
		t->z = y;
	}
	return (int)nb - 1;
}

/*
 * 1 when the middle cell c of a weighted table's row is a weight: a
 * fraction ("0.5", ".3") or a percentage ("50%"); in its total row
 * (total set) nothing, a dash or the whole ("1", "1.0", "100%").
 */
static int
total_weight(const char *s, const struct total_cell *c, int total)
{
	static const char *const whole[] = { "", "-", "\xe2\x80\x94",
	    "1", "1.0", "1.00", "100%", NULL };
	size_t i = c->a, d = 0, z = c->z, k;

	if (total) {
		for (k = 0; whole[k]; k++)
			if (strlen(whole[k]) == z - i &&
			    memcmp(s + i, whole[k], z - i) == 0)
				return 1;
		return 0;
	}
	if (z > i && s[z - 1] == '%')
		z--;
	else if (!(z - i >= 2 && (s[i] == '.' ||
	    (s[i] == '0' && s[i + 1] == '.'))))
		return 0;
	for (; i < z; i++)
		if (isdigit((unsigned char)s[i]))
			d++;
		else if (s[i] != '.')
			return 0;
	return d > 0;
}

/* 1 when s[a..z) is words of criterion_words, one space apart. */
static int
total_criterion(const char *s, size_t a, size_t z)
{
	size_t w;

	if (a >= z)
		return 0;
	while (a < z) {
		for (w = a; w < z && isalpha((unsigned char)s[w]); w++)
			;
		if (w == a || !papo_rubric_word_in(s + a, w - a,
		    criterion_words))
			return 0;
		if (w < z && (s[w] != ' ' || w + 1 >= z))
			return 0;
		a = w < z ? w + 1 : w;
	}
	return 1;
}

/* The value s[a..z): its form (1 bare, 2 with "/MAX") with *x set;
   3, a criterion's points out of its own share ("3/4" under a top of
   5), with *of set to the share; or 0 when it is none of these. */
static int
total_value(const struct papo_rubric *r, const char *s, size_t a,
    size_t z, double *x, double *of)
{
	size_t k = a, d;
	double y;

	while (k < z && isdigit((unsigned char)s[k]))
		k++;
	if (k == a || papo_rubric_number(s + a, k - a, x) < 0)
		return 0;
	for (d = 0; d < r->nscores && r->scores[d] != *x; d++)
		;
	if (k == z)
		return d < r->nscores;
	if (s[k] != '/' || k + 1 >= z)
		return 0;
	for (d = k + 1; d < z; d++)
		if (!isdigit((unsigned char)s[d]))
			return 0;
	if (papo_rubric_number(s + k + 1, z - k - 1, &y) < 0 || y == 0 ||
	    *x > y)
		return 0;
	*of = y;
	if (y != papo_rubric_top(r))
		return 3;
	for (d = 0; d < r->nscores && r->scores[d] != *x; d++)
		;
	return d < r->nscores ? 2 : 0;
}

/*
 * The criteria's forms against the total's (form, with "/MAX" or not):
 * written alike, or each as points out of its share (3) with the
 * shares adding up to the rubric's top and the points to the total
 * ("Correctness: 3/4", "Clarity: 1/1", "Total: 4/5").  1 when they
 * agree, with *points set for the latter.
 */
static int
total_forms(const struct papo_rubric *r, int form, int crit, double x,
    double points, double shares, int *byshare)
{
	*byshare = crit == 3;
	if (crit != 3)
		return crit == form;
	return form == 2 && shares == papo_rubric_top(r) && points == x;
}

/* the words that number a part of the solution, not a value: "step 2",
   "steps 1 and 3", "line 4" */
static const char *const part_words[] = { "step", "steps", "line",
	"lines", NULL };

/*
 * Past the numbers after a word of part_words that ends at w in
 * s[..z): " N", then (plural: "steps") ", N", " and N" or " or N",
 * each N digits only and ending at a word's end; w when one does not.
 */
static size_t
part_numbers(const char *s, size_t w, size_t z, int plural)
{
	static const char *const joins[] = { " ", ", ", " and ", " or ",
		NULL };
	size_t i = w, k, j, l;

	for (k = 0; ; k = 1) {
		for (l = k; joins[l]; l++) {
			j = strlen(joins[l]);
			if (z - i > j && memcmp(s + i, joins[l], j) == 0 &&
			    isdigit((unsigned char)s[i + j]))
				break;
		}
		if (joins[l] == NULL || (k == 0 && l != 0) ||
		    (k == 1 && !plural))
			return i;
		for (j = i + strlen(joins[l]); j < z &&
		    isdigit((unsigned char)s[j]); j++)
			;
		if (j < z && (isalnum((unsigned char)s[j]) ||
		    (strchr("/.-", s[j]) != NULL && j + 1 < z &&
		    isdigit((unsigned char)s[j + 1]))))
			return w;	/* "step 2b", "step 2.5", "2/5" */
		i = j;
	}
}

int
papo_rubric_quiet(const char *s, size_t a, size_t z,
    const char *const *marks, int parts)
{
	size_t w, k;
	int math = 0;

	while (a < z) {
		if (s[a] == '$') {
			math ^= 1;
			a++;
			continue;
		}
		if (!math && isdigit((unsigned char)s[a]))
			return 0;
		if (isalpha((unsigned char)s[a])) {
			for (w = a; w < z && isalpha((unsigned char)s[w]); w++)
				;
			if (!math && papo_rubric_word_in(s + a, w - a,
			    number_words))
				return 0;
			if (!math && parts && papo_rubric_word_in(s + a,
			    w - a, part_words))
				w = part_numbers(s, w, z,
				    tolower((unsigned char)s[w - 1]) == 's');
			a = w;
			continue;
		}
		for (k = 0; !math && marks && marks[k]; k++)
			if (z - a >= strlen(marks[k]) &&
			    memcmp(s + a, marks[k], strlen(marks[k])) == 0)
				return 0;
		a++;
	}
	return !math;
}

/* Is cell c of s one of list's words? */
static int
cell_is(const char *s, const struct total_cell *c, const char *const *list)
{
	return papo_rubric_word_in(s + c->a, c->z - c->a, list);
}

static int total_table(const struct papo_rubric *, const char *, size_t,
    struct papo_rubric_verdict *);

/* The line ending at e (s[e] is '\n' or e the end): where it starts. */
static size_t
total_line_start(const char *s, size_t e)
{
	while (e > 0 && s[e - 1] != '\n')
		e--;
	return e;
}

/* s[a..z) with spaces, emphasis ('*', '_') and a list's bullet taken
   off each end. */
static void
total_strip(const char *s, size_t *a, size_t *z)
{
	if (*z - *a >= 2 && s[*a] != '\0' && strchr("-*+", s[*a]) != NULL &&
	    s[*a + 1] == ' ')
		*a += 2;
	while (*a < *z && s[*a] != '\0' && strchr(" \t*_", s[*a]) != NULL)
		++*a;
	while (*z > *a && s[*z - 1] != '\0' &&
	    strchr(" \t\r*_", s[*z - 1]) != NULL)
		--*z;
}

/*
 * The line s[a..e) as "LABEL: VALUE": 0 with c[0] the label and c[1]
 * the value, or -1.
 */
static int
total_line(const char *s, size_t a, size_t e, struct total_cell c[2])
{
	const char *colon;
	size_t k;

	total_strip(s, &a, &e);
	if ((colon = memchr(s + a, ':', e - a)) == NULL)
		return -1;
	k = (size_t)(colon - s);
	c[0].a = a;
	c[0].z = k;
	c[1].a = k + 1;
	c[1].z = e;
	total_strip(s, &c[0].a, &c[0].z);
	total_strip(s, &c[1].a, &c[1].z);
	return c[0].a < c[0].z && c[1].a < c[1].z ? 0 : -1;
}

/* the headings that may stand right above criteria as lines: the
   judge's own, naming no one's scores but the response's */
static const char *const intro_words[] = { "assessment", "evaluation",
	"verdict", "scores", "scoring", "grades", "my evaluation",
	"my assessment", "here is my evaluation", NULL };

/*
 * 1 when the line right above criteria as lines (s[0..top), blank lines
 * skipped) may stand there: a line of text that ends with no colon and
 * is no heading, or a heading of intro_words ("### Verdict",
 * "**Assessment:**"); a lead-in that says whose scores follow
 * ("Response B:", "For the reference:", "If the domain were
 * checked:") is not recognised, so no verdict.
 */
static int
total_intro(const char *s, size_t top)
{
	size_t e = top, a;
	int heading, colon = 0;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	if (e == 0)
		return 1;
	a = total_line_start(s, e);
	heading = s[a] == '#';
	while (a < e && strchr("# *_", s[a]) != NULL)
		a++;
	while (e > a && strchr(" *_", s[e - 1]) != NULL)
		e--;
	if (e > a && s[e - 1] == ':') {
		colon = 1;
		e--;
		while (e > a && strchr(" *_", s[e - 1]) != NULL)
			e--;
	}
	if (!heading && !colon)
		return 1;
	return papo_rubric_word_in(s + a, e - a, intro_words);
}

/* papo_rubric_total's criteria as lines, the overall last. */
static int
total_list(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct total_cell c[2];
	size_t e = n, a, rows = 0, top = 0;
	double x = 0, y, of = 0, lo = 0, hi = 0, sum = 0, pts = 0, shares = 0;
	int form = 0, crit = 0, f, sumlike = 0, byshare;

	for (;;) {
		while (e > 0 && isspace((unsigned char)s[e - 1]))
			e--;
		if (e == 0)
			break;
		a = total_line_start(s, e);
		if (total_line(s, a, e, c) < 0)
			break;
		if (rows == 0) {
			sumlike = cell_is(s, &c[0], sum_words);
			if (!sumlike && !cell_is(s, &c[0], overall_words))
				break;
		} else if (!total_criterion(s, c[0].a, c[0].z))
			break;
		if ((f = total_value(r, s, c[1].a, c[1].z, &y, &of)) == 0 ||
		    (rows == 0 && f == 3) || (crit && f != crit))
			return -1;
		if (rows == 0) {
			x = y;
			form = f;
			v->at = c[1].a;
			v->len = c[1].z - c[1].a;
		} else {
			lo = rows == 1 || y < lo ? y : lo;
			hi = rows == 1 || y > hi ? y : hi;
			sum += y;
			pts += y;
			shares += of;
			crit = f;
		}
		rows++;
		top = a;
		if (a == 0)
			break;
		e = a - 1;
	}
	if (rows < 3 || !total_forms(r, form, crit, x, pts, shares,
	    &byshare) || (!byshare && (x < lo || x > hi ||
	    (sumlike && x == sum))) ||
	    !papo_rubric_quiet(s, 0, top, NULL, 1) || !total_intro(s, top))
		return -1;
	v->score = x;
	v->error = NULL;
	v->why = NULL;
	return 0;
}

int
papo_rubric_total(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	if (total_table(r, s, n, v) == 0)
		return 0;
	return total_list(r, s, n, v);
}

/* papo_rubric_total's table. */
static int
total_table(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct total_cell c[3];
	size_t e = n, a, start[64], end[64], rows = 0, k;
	double x = 0, y, of = 0, lo = 0, hi = 0, sum = 0, pts = 0, shares = 0;
	int form = 0, crit = 0, f, sumlike = 0, cells = 0, byshare;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	/* the table's rows, from the last up */
	while (e > 0 && rows < 64) {
		a = total_line_start(s, e);
		if ((f = total_cells(s, a, e, c)) < 0 ||
		    (cells != 0 && f != cells))
			break;
		cells = f;
		start[rows] = a;
		end[rows++] = e;
		if (a == 0)
			break;
		e = a - 1;
	}
	/* the header, its separator and one row at least: the total's
	   alone when no criterion stands above it */
	if (rows < 3 || (rows == 64))
		return -1;
	/* rows[rows - 1] the header, rows[rows - 2] the separator */
	total_cells(s, start[rows - 1], end[rows - 1], c);
	if (!cell_is(s, &c[0], header_left) ||
	    !cell_is(s, &c[1], header_right) || (cells == 3 &&
	    !cell_is(s, &c[2], header_weight)))
		return -1;
	for (k = start[rows - 2]; k < end[rows - 2]; k++)
		if (strchr("|-: \t\r", s[k]) == NULL)
			return -1;
	for (k = rows - 2; k-- > 0; ) {
		total_cells(s, start[k], end[k], c);
		if ((k == 0 ? !cell_is(s, &c[0], total_words) :
		    !total_criterion(s, c[0].a, c[0].z)) ||
		    (cells == 3 && !total_weight(s, &c[2], k == 0)))
			return -1;
		if ((f = total_value(r, s, c[1].a, c[1].z, &y, &of)) == 0 ||
		    (k == 0 && f == 3) || (k != 0 && crit && f != crit))
			return -1;
		if (k != 0) {
			lo = crit == 0 || y < lo ? y : lo;
			hi = crit == 0 || y > hi ? y : hi;
			sum += y;
			pts += y;
			shares += of;
			crit = f;
		} else {
			x = y;
			form = f;
			v->at = c[1].a;
			v->len = c[1].z - c[1].a;
			sumlike = cell_is(s, &c[0], sum_words);
		}
	}
	/* the total weighs the criteria: between the least and the
	   greatest ("| Correctness | 1 |", "| Clarity | 1 |", "| Total
	   | 3 |" says two things), and is not their sum, which "Total"
	   may name ("| Correctness | 0 |", "| Clarity | 3 |", "| Total
	   | 3 |"; of one criterion both say the same) */
	if (rows > 3 && (!total_forms(r, form, crit, x, pts, shares,
	    &byshare) || (!byshare && (x < lo || x > hi || (sumlike &&
	    rows > 4 && x == sum)))))
		return -1;
	/* right above it, no lead-in that says whose the scores are
	   ("Response B:"), as above criteria as lines */
	if (!papo_rubric_quiet(s, 0, start[rows - 1], NULL, 0) ||
	    !total_intro(s, start[rows - 1]))
		return -1;
	v->score = x;
	v->error = NULL;
	v->why = NULL;
	return 0;
}
