/* SPDX-License-Identifier: MIT */
/*
 * rubric_json.c: a verdict written as JSON: a flat object read by key
 * rows (its comments and a trailing comma, the criteria scored beside
 * it), after the judge's reasoning or ending prose that leads to it,
 * and before a paragraph that closes it.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * ---- a verdict written as JSON ----
 *
 * A reply that is one flat JSON object (alone, or alone in a code fence,
 * "```json", or alone in a list, json_span; a Python dict's literal,
 * its strings in single quotes too, json_cur's py), read by key rows:
 * one key of json_score_keys (or of
 * json_score_words read as words, "finalScore", or a label of another
 * language whole, {"puntuación": 4}: json_verdict_key), its value a
 * number (or a string that is only a number) that is one of the scores
 * (under parse: grade, one of json_grade_keys or the rubric's label,
 * its value a string that is one grade alone); every other key one of
 * json_note_keys, its value a string with no label in it and nothing
 * that states another value (papo_rubric_others_agree; no other grade); one
 * written after the score key is read as a justification after a
 * verdict is (papo_rubric_why_block); the criteria scored beside it under
 * a key of json_criteria_keys, or each a criterion's name with its
 * number in the object itself (json_aside).  Any other key, a second
 * score key, any other nested value, true, false or null: no score.
 * As models write them, a comment (a line's rest after "//", or
 * between slash-star and star-slash) between tokens is commentary read
 * as a justification after the score is, and holds no digit (a second
 * score, "// or 3", a scale, "// out of 5": no score); one comma may
 * follow the last member.
 */
static const char *const json_score_keys[] = { "score", "rating",
	"final_score", "overall_score", "overall", "verdict",
	"final_verdict", "overall_verdict",
	"puntuacion", NULL };	/* Spanish written without its accent */
/* under parse: grade, the keys of the grade (and the rubric's label) */
static const char *const json_grade_keys[] = { "grade", "final_grade",
	"verdict", NULL };
static const char *const json_note_keys[] = { "reasoning", "reason",
	"explanation", "justification", "rationale", "feedback",
	"analysis", "comment", "comments", "critique", "strengths",
	"weaknesses", "summary", "evaluation", "assessment", NULL };

static int json_key_in(const char *k, size_t klen,
    const char *const *list);
static void json_unfence(const char *s, size_t n, size_t *a, size_t *e);
static int json_notes(const struct papo_rubric *r, const char *t, size_t n,
    double x, int after, const char **why);

struct json_cur {
	const char *s;
	size_t n, i;
	struct papo_buf *notes;	/* where comments go, or NULL */
	int py;		/* a Python dict's literal: '...' strings too */
	int ncrit;	/* criteria scored beside the verdict, */
	double lo, hi;	/* their least and greatest scores, */
	double sum;	/* and their sum */
};

/* A criterion scored x beside the verdict, counted in c's range. */
static void
json_crit_range(struct json_cur *c, double x)
{
	if (c->ncrit++ == 0 || x < c->lo)
		c->lo = x;
	if (c->ncrit == 1 || x > c->hi)
		c->hi = x;
	c->sum += x;
}

/*
 * 1 when the verdict x may stand beside the criteria c scored: no
 * further than half the rubric's scale from every one of them
 * ({"correctness": 5, "clarity": 5, "score": 1} says two things, as
 * {"rigor": 1, "score": 2} does not), and under a rubric that combines
 * its criteria (combine:) their combination, as a list of them would
 * be read.
 */
static int
json_crit_agrees(const struct papo_rubric *r, const struct json_cur *c,
    double x)
{
	double lo = 0, hi = 0, half;
	size_t k;

	if (c->ncrit == 0)
		return 1;
	for (k = 0; k < r->nscores; k++) {
		if (k == 0 || r->scores[k] < lo)
			lo = r->scores[k];
		if (k == 0 || r->scores[k] > hi)
			hi = r->scores[k];
	}
	half = (hi - lo) / 2;
	switch (r->combine) {
	case PAPO_RUBRIC_COMBINE_MIN:
		return x == c->lo;
	case PAPO_RUBRIC_COMBINE_SUM:
		return fabs(x - c->sum) < 1e-9;
	case PAPO_RUBRIC_COMBINE_MEAN:
		return fabs(x - c->sum / c->ncrit) < 1e-9;
	default:
		return x >= c->lo - half && x <= c->hi + half;
	}
}

/*
 * The comments that name the verdict's member, as a label does
 * ("// the overall verdict"): they add nothing to it, and are not read
 * as commentary.  A row whole, white space and a colon aside.
 */
static const char *const json_label_comments[] = { "the overall verdict",
	"overall verdict", "the final verdict", "final verdict",
	"the verdict", "verdict", "the overall score", "overall score",
	"the final score", "final score", "the score", "score", NULL };

/* 1 when the comment's text s[a..z) is a row of json_label_comments. */
static int
json_label_comment(const char *s, size_t a, size_t z)
{
	while (a < z && isspace((unsigned char)s[a]))
		a++;
	while (z > a && isspace((unsigned char)s[z - 1]))
		z--;
	if (z > a && s[z - 1] == ':')
		z--;
	return json_key_in(s + a, z - a, json_label_comments);
}

/*
 * A comment at c->i, "//" to the line's end or "/" "*" to "*" "/":
 * its text appended to c->notes (unless it names the verdict's member,
 * json_label_comment), c->i past it; 1, or 0 when none starts there or
 * it holds a digit or is not closed (c->i at c->n).
 */
static int
json_comment(struct json_cur *c)
{
	const char *t = c->s + c->i, *close;
	size_t a, z, k;

	if (c->notes == NULL || c->n - c->i < 2 || t[0] != '/' ||
	    (t[1] != '/' && t[1] != '*'))
		return 0;
	a = c->i + 2;
	if (t[1] == '/') {
		z = papo_rubric_line_end(c->s, c->n, a);
		c->i = z;
	} else if ((close = papo_rubric_find_mem(c->s + a, c->n - a,
	    "*/")) != NULL) {
		z = (size_t)(close - c->s);
		c->i = z + 2;
	} else {
		c->i = c->n;	/* not closed: no object */
		return 0;
	}
	for (k = a; k < z; k++)
		if (isdigit((unsigned char)c->s[k])) {
			c->i = c->n;	/* a second score, a scale */
			return 0;
		}
	if (json_label_comment(c->s, a, z))
		return 1;
	papo_buf_add(c->notes, c->s + a, z - a);
	papo_buf_add(c->notes, "\n\n", 2);
	return 1;
}

static void
json_ws(struct json_cur *c)
{
	do
		while (c->i < c->n && isspace((unsigned char)c->s[c->i]))
			c->i++;
	while (json_comment(c));
}

/* "\uXXXX" at c->i (past the 'u') into out as UTF-8: 0, or -1. */
static int
json_u(struct json_cur *c, struct papo_buf *out)
{
	unsigned long u = 0;
	size_t k;
	char h[5];

	if (c->n - c->i < 5)
		return -1;
	for (k = 1; k <= 4; k++)
		if (!isxdigit((unsigned char)c->s[c->i + k]))
			return -1;
	memcpy(h, c->s + c->i + 1, 4);
	h[4] = '\0';
	u = strtoul(h, NULL, 16);
	c->i += 4;
	if (u == 0 || (u >= 0xd800 && u <= 0xdfff))
		return -1;	/* a NUL, half of a pair: not read */
	if (u < 0x80)
		return papo_buf_addc(out, (int)u);
	if (u < 0x800)
		return papo_buf_addc(out, (int)(0xc0 | u >> 6)) |
		    papo_buf_addc(out, (int)(0x80 | (u & 0x3f)));
	return papo_buf_addc(out, (int)(0xe0 | u >> 12)) |
	    papo_buf_addc(out, (int)(0x80 | ((u >> 6) & 0x3f))) |
	    papo_buf_addc(out, (int)(0x80 | (u & 0x3f)));
}

/* 1 when a string opens at c->i: '"', or in a Python dict '\'' too. */
static int
json_quote(const struct json_cur *c)
{
	return c->i < c->n && (c->s[c->i] == '"' || (c->py &&
	    c->s[c->i] == '\''));
}

/* The JSON string at c->i, decoded, appended to out: 0, or -1.  In a
   Python dict's literal (c->py) a string in single quotes too, its
   escape "\\'" read. */
static int
json_string(struct json_cur *c, struct papo_buf *out)
{
	static const char esc[] = "\"\"\\\\//n\nt\tr\rb f ''";
	const char *e;
	char q;

	if (!json_quote(c))
		return -1;
	q = c->s[c->i];
	for (c->i++; c->i < c->n; c->i++) {
		unsigned char ch = (unsigned char)c->s[c->i];

		if (ch == (unsigned char)q) {
			c->i++;
			return 0;
		}
		if (ch < 0x20)
			return -1;
		if (ch != '\\') {
			papo_buf_addc(out, ch);
			continue;
		}
		if (++c->i >= c->n)
			return -1;
		if (c->s[c->i] == 'u') {
			if (json_u(c, out) < 0)
				return -1;
		} else if ((e = strchr(esc, c->s[c->i])) != NULL &&
		    (e - esc) % 2 == 0 && c->s[c->i] != '\0' &&
		    (c->py || *e != '\''))
			papo_buf_addc(out, e[1]);
		else
			return -1;
	}
	return -1;
}

/* A JSON number at c->i without an exponent: its length, or 0. */
static size_t
json_number(struct json_cur *c)
{
	size_t z = c->i;

	if (z < c->n && c->s[z] == '-')
		z++;
	if (papo_rubric_scan_decimal(c->s, c->n, &z) < 0 || (z < c->n &&
	    (isalnum((unsigned char)c->s[z]) || c->s[z] == '.')))
		return 0;
	return z - c->i;
}

/* 1 when the key k (klen bytes) is a row of list, any case. */
static int
json_key_in(const char *k, size_t klen, const char *const *list)
{
	size_t i;

	for (i = 0; list[i]; i++)
		if (strlen(list[i]) == klen &&
		    strncasecmp(list[i], k, klen) == 0)
			return 1;
	return 0;
}

/*
 * 1 when the key k (klen bytes) is the rubric's grade label without its
 * colon, a space written as one or as '_' ("Final Grade", "final_grade").
 */
static int
json_key_label(const struct papo_rubric *r, const char *k, size_t klen)
{
	const char *l = r->grade_label;
	size_t n = l ? strlen(l) : 0, i;

	while (n > 0 && (l[n - 1] == ':' || l[n - 1] == ' '))
		n--;
	if (n == 0 || n != klen)
		return 0;
	for (i = 0; i < n; i++)
		if (!(tolower((unsigned char)l[i]) ==
		    tolower((unsigned char)k[i]) || (l[i] == ' ' &&
		    k[i] == '_')))
			return 0;
	return 1;
}

/*
 * The verdict's keys read as words, whatever the case or the joins
 * they are written with: "finalScore", "FinalScore", "final-score",
 * "Final Score" are "final_score" (a capital after a small letter, a
 * '-' or a space join two words, as '_' does).
 */
static const char *const json_score_words[] = { "score", "rating",
	"final_score", "overall_score", "final_rating", "overall_rating",
	"overall", "verdict", "final_verdict", "overall_verdict", NULL };

/* 1 when the key k (klen bytes), read as words, is a row of
   json_score_words. */
static int
json_key_words(const char *k, size_t klen)
{
	char w[32];
	size_t i, j = 0;

	for (i = 0; i < klen && j + 2 < sizeof(w); i++) {
		unsigned char c = (unsigned char)k[i];

		if (c == '-' || c == ' ')
			c = '_';
		else if (isupper(c) && i > 0 &&
		    islower((unsigned char)k[i - 1]))
			w[j++] = '_';
		else if (!isalpha(c) && c != '_')
			return 0;
		w[j++] = (char)tolower(c);
	}
	return i == klen && json_key_in(w, j, json_score_words);
}

/* 1 when the key k (klen bytes) is the verdict's key under r: a row of
   json_score_keys, one read as words (json_key_words), or a label of
   another language (papo_rubric_label_key). */
static int
json_verdict_key(const struct papo_rubric *r, const char *k, size_t klen)
{
	if (r->parse != PAPO_RUBRIC_GRADE)
		return json_key_in(k, klen, json_score_keys) ||
		    json_key_words(k, klen) || papo_rubric_label_key(k, klen);
	return json_key_in(k, klen, json_grade_keys) ||
	    json_key_label(r, k, klen);
}

/*
 * The score key's value at c->i: a number, or a string of a number,
 * that is one of the scores, or a string that is the whole name the
 * rubric's text gives one level ({"score": "Good"}, as "Score: Good"
 * reads); under parse: grade, a string that is one of the grades
 * alone.  0 with *x set, or -1.
 */
static int
json_score(const struct papo_rubric *r, struct json_cur *c, double *x)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t w, z;
	long g;
	int rc;

	if (json_quote(c)) {
		if (json_string(c, &b) < 0 || b.len == 0)
			rc = -1;
		else if (r->parse == PAPO_RUBRIC_GRADE) {
			g = papo_rubric_grade_at(r, b.s, b.len, 0, &z);
			rc = g >= 0 && z == b.len ? 0 : -1;
			if (rc == 0)
				*x = r->grades[g].value;
		} else if (papo_rubric_verdict_value(r, b.s, b.len, x) == 0)
			rc = 0;
		else	/* a level's name the rubric defines, whole */
			rc = papo_rubric_level_def_at(r, b.s, b.len, 0,
			    x) == b.len ? 0 : -1;
		papo_buf_release(&b);
		return rc;
	}
	if (r->parse == PAPO_RUBRIC_GRADE)
		return -1;	/* a grade is a word */
	if ((w = json_number(c)) == 0)
		return -1;
	c->i += w;
	return papo_rubric_verdict_value(r, c->s + c->i - w, w, x);
}

/*
 * Keys beside the score that state no score, by rows: a confidence,
 * its value a probability written with a point ("confidence": 0.8)
 * under a rubric whose top score is above 1; a
 * label, its value one word of a level of quality that names no level
 * of the rubric ("label": "good"); a list of remarks, its value an
 * array of strings, each read as commentary ("issues": ["..."]).  An
 * unknown key, a number anywhere else, or a label the rubric gives a
 * level: no score.
 */
static const char *const json_confidence_keys[] = { "confidence",
	"certainty", NULL };
static const char *const json_tag_keys[] = { "label", "category",
	"quality", NULL };
static const char *const json_list_keys[] = { "issues", "strengths",
	"weaknesses", "errors", "mistakes", "suggestions", "improvements",
	NULL };

/*
 * The confidence's value at c->i: 0 (past it), or -1.  Under a rubric
 * whose scores lie within 0 and 1 ({0, 0.5, 1}) a probability is a
 * number of the score's own scale: two values, no score; so is one
 * that is one of the rubric's scores, and one below 0.8.
 */
static int
json_confidence(const struct papo_rubric *r, struct json_cur *c)
{
	size_t w = json_number(c), k;
	double y, top = papo_rubric_top(r);

	if (w == 0 || top <= 1 || memchr(c->s + c->i, '.', w) == NULL)
		return -1;
	/* a low confidence doubts the score (round 19's "confidence":
	   0.3, "Low confidence."): the judge commits to none */
	y = strtod(c->s + c->i, NULL);
	if (y < 0.8 || y > 1)
		return -1;
	for (k = 0; k < r->nscores; k++)
		if (r->scores[k] == y)
			return -1;
	c->i += w;
	return 0;
}

/*
 * A high confidence in words or in percent at s[i] ("high", "very
 * high", "90%": 80 to 100 in whole digits), under a rubric whose top is
 * above 1 and under 80 (no percent of its own): its length, or 0.
 */
static size_t
confidence_said(const struct papo_rubric *r, const char *s, size_t n,
    size_t i)
{
	static const char *const high[] = { "very high", "high", NULL };
	double top = papo_rubric_top(r);
	size_t k, w;
	long v = 0;

	if (top <= 1 || top >= 80)
		return 0;
	for (k = 0; high[k]; k++)
		if (n - i >= (w = strlen(high[k])) &&
		    strncasecmp(s + i, high[k], w) == 0 &&
		    (i + w == n || !isalnum((unsigned char)s[i + w])))
			return w;
	for (k = i; k < n && k - i < 3 && isdigit((unsigned char)s[k]); k++)
		v = v * 10 + (s[k] - '0');
	return k > i && k < n && s[k] == '%' && v >= 80 && v <= 100 ?
	    k + 1 - i : 0;
}

/*
 * A confidence on a line of its own at s[i] (a line's start), as a
 * judge writes it after its verdict: "Confidence: 0.9", "**Confidence:**
 * 0.85", markup around the label and the value, nothing else on the
 * line; its value read as json_confidence reads the key's (a
 * probability written with a point, 0.8 to 1, under a rubric whose top
 * is above 1, none of its scores), or a high one in words or percent
 * (confidence_said).  Past the line, or 0.
 */
size_t
papo_rubric_confidence_line(const struct papo_rubric *r, const char *s,
    size_t n, size_t i)
{
	struct json_cur c;
	size_t k = i, w;

	while (k < n && (s[k] == '*' || s[k] == '_'))
		k++;
	if ((w = papo_rubric_word_at(s, n, k, json_confidence_keys)) == 0)
		return 0;
	for (k += w; k < n && (s[k] == '*' || s[k] == '_'); k++)
		;
	if (k >= n || s[k++] != ':')
		return 0;
	while (k < n && (s[k] == '*' || s[k] == '_' || s[k] == ' '))
		k++;
	memset(&c, 0, sizeof(c));
	c.s = s;
	c.n = n;
	c.i = k;
	if ((w = confidence_said(r, s, n, k)) != 0)
		c.i = k + w;
	else if (json_confidence(r, &c) < 0)
		return 0;
	for (k = c.i; k < n && (s[k] == '*' || s[k] == '_' || s[k] == ' ' ||
	    s[k] == '\r'); k++)
		;
	if (k < n && s[k] == '<' && papo_rubric_skip_fill(s, n, k) >= n)
		return n;	/* an end token ends the reply */
	return k == n || s[k] == '\n' ? k : 0;
}

/* The label's value at c->i: 0 (past it), or -1. */
static int
json_tag(const struct papo_rubric *r, struct json_cur *c)
{
	struct papo_buf b = PAPO_BUF_INIT;
	double y;
	int rc = -1;

	if (r->parse != PAPO_RUBRIC_GRADE && json_string(c, &b) == 0 &&
	    papo_rubric_word_in(b.s, b.len, papo_rubric_why_levels) &&
	    papo_rubric_level_def_at(r, b.s, b.len, 0, &y) != b.len)
		rc = 0;
	papo_buf_release(&b);
	return rc;
}

/*
 * The item notes->s[a..) of a list of remarks, when it is a statement
 * of the assessment rows written as a noun phrase, its determiner and
 * copula left out ("domain not checked", "final step justified"):
 * written whole ("The domain is not checked"), the first split that
 * reads as one (papo_rubric_assess_joined).  Anything else is left as it is.
 */
static void
json_phrase(struct papo_buf *notes, size_t a)
{
	char t[256];
	size_t n = notes->len - a, k, m;
	int fault = 0;

	if (n == 0 || n > 200 || memchr(notes->s + a, '.', n) != NULL)
		return;
	for (k = 1; k < n; k++) {
		if (notes->s[a + k] != ' ')
			continue;
		m = (size_t)snprintf(t, sizeof(t), "The %.*s is %.*s",
		    (int)k, notes->s + a, (int)(n - k - 1),
		    notes->s + a + k + 1);
		if (m >= sizeof(t) ||
		    !papo_rubric_assess_joined(t, m, 0, 0, &fault))
			continue;
		notes->len = a;
		papo_buf_add(notes, t, m);
		return;
	}
}

/* The list of remarks at c->i, each a sentence of notes: 0, or -1. */
static int
json_remarks(struct json_cur *c, struct papo_buf *notes)
{
	size_t a;

	if (c->i >= c->n || c->s[c->i++] != '[')
		return -1;
	for (;;) {
		json_ws(c);
		a = notes->len;
		if (json_string(c, notes) < 0)
			return -1;
		json_phrase(notes, a);
		/* a remark's own full stop ends its sentence */
		if (notes->len > a && notes->s[notes->len - 1] == '.' ?
		    papo_buf_add(notes, "\n\n", 2) < 0 :
		    papo_buf_add(notes, ".\n\n", 3) < 0)
			return -1;
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			continue;
		}
		if (c->i < c->n && c->s[c->i] == ']') {
			c->i++;
			return 0;
		}
		return -1;
	}
}

/*
 * The keys that hold the criteria scored beside the verdict, an object
 * of criterion and score ({"criteria": {"correctness": 4, "clarity":
 * 3}}) or an array of objects each a criterion's name and its score
 * ({"criteria": [{"name": "correctness", "score": 4}]}); each criterion
 * one the reader knows (papo_rubric_criterion_name: "response_b",
 * "reference", "overall" are none), each score one of the rubric's:
 * the verdict is the score key's beside them, as "Correctness: 4,
 * clarity: 2. Overall score: 3" reads 3.
 */
static const char *const json_criteria_keys[] = { "criteria", "scores",
	"subscores", "criteria_scores", "criterion_scores", "breakdown",
	"rubric_scores", "dimension_scores", NULL };
static const char *const json_crit_names[] = { "name", "criterion",
	NULL };

/*
 * 1 when the criterion w (len bytes) was scored before: its name, in
 * lower case, is a line of seen (which opens with a newline), else
 * added to it.  A criterion scored twice is no set of criteria.
 */
static int
json_crit_seen(struct papo_buf *seen, const char *w, size_t len)
{
	char t[40];
	size_t k;

	if (len + 3 > sizeof(t))
		return 1;
	t[0] = '\n';
	for (k = 0; k < len; k++)
		t[k + 1] = (char)tolower((unsigned char)w[k]);
	t[len + 1] = '\n';
	t[len + 2] = '\0';
	if (papo_rubric_find_mem(seen->s, seen->len, t) != NULL)
		return 1;
	papo_buf_add(seen, t + 1, len + 1);
	return 0;
}

/* One criterion's key (key, klen) and score at c->i: 0, or -1. */
static int
json_crit_one(const struct papo_rubric *r, struct json_cur *c,
    const char *key, size_t klen, struct papo_buf *seen)
{
	double x;

	if (!papo_rubric_criterion_name(key, klen) ||
	    json_crit_seen(seen, key, klen) || json_score(r, c, &x) < 0)
		return -1;
	json_crit_range(c, x);
	return 0;
}

/*
 * An array's object {"name": "...", "score": N} at c->i, its name in
 * name and its score in *x: 0, or -1.  With notes, a commentary key
 * (json_note_keys) in it too, its string appended to notes.
 */
static int
json_crit_pair(const struct papo_rubric *r, struct json_cur *c,
    struct papo_buf *key, struct papo_buf *name, double *x,
    struct papo_buf *notes)
{
	int named = 0, scored = 0;

	if (c->i >= c->n || c->s[c->i++] != '{')
		return -1;
	papo_buf_reset(name);
	for (;;) {
		papo_buf_reset(key);
		json_ws(c);
		if (json_string(c, key) < 0)
			return -1;
		json_ws(c);
		if (c->i >= c->n || c->s[c->i++] != ':')
			return -1;
		json_ws(c);
		if (json_key_in(key->s, key->len, json_crit_names) &&
		    !named++) {
			if (json_string(c, name) < 0 || name->len == 0)
				return -1;
		} else if (json_key_in(key->s, key->len, json_score_keys) &&
		    !scored++) {
			if (json_score(r, c, x) < 0)
				return -1;
		} else if (notes == NULL ||
		    !json_key_in(key->s, key->len, json_note_keys) ||
		    json_string(c, notes) < 0 ||
		    papo_buf_add(notes, "\n\n", 2) < 0)
			return -1;
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			continue;
		}
		return c->i < c->n && c->s[c->i++] == '}' && named && scored ?
		    0 : -1;
	}
}

/* The same, the name one the reader knows as a criterion's, once. */
static int
json_crit_item(const struct papo_rubric *r, struct json_cur *c,
    struct papo_buf *key, struct papo_buf *name, struct papo_buf *seen)
{
	double x;

	if (json_crit_pair(r, c, key, name, &x, NULL) < 0 ||
	    !papo_rubric_criterion_name(name->s, name->len) ||
	    json_crit_seen(seen, name->s, name->len))
		return -1;
	json_crit_range(c, x);
	return 0;
}

/*
 * ---- a list of the rubric's criteria, combined ----
 *
 * Under a rubric that lists the criteria its judge scores and says how
 * to combine them (criteria:, combine:), a reply that is a list of
 * objects, each a criterion's name under "criterion" or "name" and its
 * score under a score key, one of the rubric's scores ([{"criterion":
 * "correctness", "score": 4}, ...]), or an object whose one member,
 * under a key of json_criteria_keys, is such a list ({"criteria":
 * [...]}): every criterion of the rubric scored once and nothing else,
 * its verdict their sum, mean or least.  A criterion missing, twice,
 * unknown, out of range, any other key: no verdict.
 */

/* The rubric's criterion named w (len bytes; any case, ' ', '_' and
   '-' alike): its index, or -1. */
static long
crit_index(const struct papo_rubric *r, const char *w, size_t len)
{
	size_t k, i;
	const char *c;

	for (k = 0; k < r->ncriteria; k++) {
		c = r->criteria[k];
		if (strlen(c) != len)
			continue;
		for (i = 0; i < len; i++)
			if (tolower((unsigned char)c[i]) !=
			    tolower((unsigned char)w[i]) &&
			    (strchr(" _-", c[i]) == NULL ||
			    strchr(" _-", w[i]) == NULL))
				break;
		if (i == len)
			return (long)k;
	}
	return -1;
}

/*
 * The list at c->i, every criterion once, each one's commentary a
 * justification of its score (json_notes): 0 with *x combined, or -1.
 */
static int
json_combine_list(const struct papo_rubric *r, struct json_cur *c,
    double *x)
{
	struct papo_buf key = PAPO_BUF_INIT, name = PAPO_BUF_INIT;
	struct papo_buf notes = PAPO_BUF_INIT;
	const char *why;
	unsigned char seen[PAPO_RUBRIC_MAX_CRITERIA] = { 0 };
	double y, acc = 0;
	size_t got = 0;
	long k;
	int rc = -1;

	if (c->i >= c->n || c->s[c->i++] != '[')
		return -1;
	for (;;) {
		json_ws(c);
		papo_buf_reset(&notes);
		if (json_crit_pair(r, c, &key, &name, &y, &notes) < 0 ||
		    (k = crit_index(r, name.s, name.len)) < 0 || seen[k]++ ||
		    (notes.len > 0 && json_notes(r, notes.s, notes.len, y, 1,
		    &why) < 0))
			break;
		if (r->combine == PAPO_RUBRIC_COMBINE_MIN)
			acc = got == 0 || y < acc ? y : acc;
		else
			acc += y;
		got++;
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			continue;
		}
		if (c->i < c->n && c->s[c->i++] == ']' &&
		    got == r->ncriteria)
			rc = 0;
		break;
	}
	papo_buf_release(&key);
	papo_buf_release(&name);
	papo_buf_release(&notes);
	if (rc == 0)
		*x = r->combine == PAPO_RUBRIC_COMBINE_MEAN ?
		    acc / (double)got : acc;
	return rc;
}

/*
 * The reply s (n bytes), white space and a code fence around it aside,
 * a list of the rubric's criteria (above): 0 with v read, or -1.
 */
static int
read_combined(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct papo_buf key = PAPO_BUF_INIT;
	struct json_cur c = { s, 0, 0, NULL, 0, 0, 0, 0, 0 };
	size_t a, e;
	int rc = -1;

	if (r->combine == PAPO_RUBRIC_COMBINE_NONE)
		return -1;
	json_unfence(s, n, &a, &e);
	c.i = a;
	c.n = e;
	if (a < e && s[a] == '{') {
		c.i++;
		json_ws(&c);
		if (json_string(&c, &key) < 0 ||
		    !json_key_in(key.s, key.len, json_criteria_keys))
			c.i = c.n;
		json_ws(&c);
		if (c.i < c.n && s[c.i] == ':')
			c.i++;
		else
			c.i = c.n;
		json_ws(&c);
	}
	memset(v, 0, sizeof(*v));
	if (json_combine_list(r, &c, &v->score) == 0) {
		json_ws(&c);
		if (s[a] == '{' && c.i < c.n && s[c.i] == '}') {
			c.i++;
			json_ws(&c);
		}
		rc = c.i == e && (s[a] == '[' || s[e - 1] == '}') ? 0 : -1;
	}
	papo_buf_release(&key);
	v->at = a;
	v->len = rc == 0 ? e - a : 0;
	if (rc < 0)
		v->why = "the reply is a list of criteria that does not score "
		    "each of the rubric's criteria once, on its scale, and "
		    "nothing else";
	return rc;
}

/* The criteria's object or array at c->i (json_criteria_keys): 0, or
   -1. */
static int
json_criteria(const struct papo_rubric *r, struct json_cur *c)
{
	struct papo_buf key = PAPO_BUF_INIT, name = PAPO_BUF_INIT;
	struct papo_buf seen = PAPO_BUF_INIT;
	char close = c->i < c->n && c->s[c->i] == '[' ? ']' : '}';
	int rc = -1;

	if (c->i >= c->n || (c->s[c->i] != '{' && c->s[c->i] != '['))
		return -1;
	c->i++;
	papo_buf_add(&seen, "\n", 1);
	for (;;) {
		json_ws(c);
		if (close == ']') {
			if (json_crit_item(r, c, &key, &name, &seen) < 0)
				break;
		} else {
			papo_buf_reset(&key);
			if (json_string(c, &key) < 0)
				break;
			json_ws(c);
			if (c->i >= c->n || c->s[c->i++] != ':')
				break;
			json_ws(c);
			if (json_crit_one(r, c, key.s, key.len, &seen) < 0)
				break;
		}
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			continue;
		}
		if (c->i < c->n && c->s[c->i] == close) {
			c->i++;
			rc = 0;
		}
		break;
	}
	papo_buf_release(&key);
	papo_buf_release(&name);
	papo_buf_release(&seen);
	return rc;
}

/*
 * A key beside the score (key, klen) and its value at c->i: 0, or -1.
 * *criteria counts the criteria's keys read: a second is no verdict.
 * A criterion's name the reader knows with a number is a criterion
 * scored in the verdict's own object ({"correctness": 4, "clarity": 3,
 * "score": 4}), read as one in the criteria's object is (seen: the
 * criteria so scored).
 */
static int
json_aside(const struct papo_rubric *r, struct json_cur *c, const char *key,
    size_t klen, struct papo_buf *notes, int *criteria, struct papo_buf *seen)
{
	if (c->i < c->n && isdigit((unsigned char)c->s[c->i]) &&
	    papo_rubric_criterion_name(key, klen))
		return json_crit_one(r, c, key, klen, seen);
	if (json_key_in(key, klen, json_confidence_keys))
		return json_confidence(r, c);
	if (json_key_in(key, klen, json_tag_keys))
		return json_tag(r, c);
	if (json_key_in(key, klen, json_criteria_keys))
		return (*criteria)++ ? -1 : json_criteria(r, c);
	if (json_key_in(key, klen, json_list_keys) && c->i < c->n &&
	    c->s[c->i] == '[')
		return json_remarks(c, notes);
	if (!json_key_in(key, klen, json_note_keys) ||
	    json_string(c, notes) < 0 || papo_buf_add(notes, "\n\n", 2) < 0)
		return -1;
	return 0;
}

/*
 * The object's members at c->i (past '{'): 0, or -1.  The commentary
 * before the score key goes to notes[0], after it to notes[1].
 */
static int
json_members(const struct papo_rubric *r, struct json_cur *c,
    struct papo_buf *notes, struct papo_rubric_verdict *v)
{
	struct papo_buf key = PAPO_BUF_INIT, seen = PAPO_BUF_INIT;
	int have = 0, rc = -1, criteria = 0;

	c->notes = &notes[1];	/* comments: read as after the score */
	papo_buf_add(&seen, "\n", 1);
	for (;;) {
		papo_buf_reset(&key);
		json_ws(c);
		if (rc == 1 && have && c->i < c->n && c->s[c->i] == '}') {
			c->i++;	/* a trailing comma, as models write */
			rc = 0;
			break;
		}
		rc = -1;
		if (json_string(c, &key) < 0)
			break;
		json_ws(c);
		if (c->i >= c->n || c->s[c->i++] != ':')
			break;
		json_ws(c);
		if (json_verdict_key(r, key.s, key.len)) {
			v->at = c->i;
			if (have++ || json_score(r, c, &v->score) < 0)
				break;
			v->len = c->i - v->at;
		} else if (json_aside(r, c, key.s, key.len, &notes[have],
		    &criteria, &seen) < 0)
			break;
		json_ws(c);
		if (c->i < c->n && c->s[c->i] == ',') {
			c->i++;
			rc = 1;
			continue;
		}
		if (c->i < c->n && c->s[c->i] == '}' && have) {
			c->i++;
			rc = 0;
		}
		break;
	}
	papo_buf_release(&key);
	papo_buf_release(&seen);
	return rc;
}

/*
 * The object in s (n bytes), white space around it aside, alone in a
 * code fence or not, or alone in a list ("[{"score": 4}]", as a schema
 * of a list of verdicts writes one): its first and last byte in *a,
 * *b, else -1.  A list of two objects or more spans them all, and no
 * object's members read to its end: no verdict.
 */
static int
json_span(const char *s, size_t n, size_t *a, size_t *b)
{
	json_unfence(s, n, a, &n);
	if (n - *a >= 2 && s[*a] == '[' && s[n - 1] == ']') {
		for (++*a; *a < n && isspace((unsigned char)s[*a]); ++*a)
			;
		for (n--; n > *a && isspace((unsigned char)s[n - 1]); n--)
			;
	}
	if (n - *a < 2 || s[*a] != '{' || s[n - 1] != '}')
		return -1;
	*b = n - 1;
	return 0;
}

/*
 * s (n bytes) with the white space around it and a code fence around
 * that taken off: s[*a..*e).
 */
static void
json_unfence(const char *s, size_t n, size_t *a, size_t *e)
{
	static const char *const fences[] = { "```json\n", "```JSON\n",
	    "```\n", NULL };
	size_t k, w;

	*a = 0;
	while (*a < n && isspace((unsigned char)s[*a]))
		++*a;
	while (n > *a && isspace((unsigned char)s[n - 1]))
		n--;
	for (k = 0; fences[k]; k++)
		if (n - *a >= (w = strlen(fences[k])) + 3 &&
		    memcmp(s + *a, fences[k], w) == 0 &&
		    memcmp(s + n - 3, "```", 3) == 0) {
			*a += w;
			n -= 3;
			while (*a < n && isspace((unsigned char)s[*a]))
				++*a;
			while (n > *a && isspace((unsigned char)s[n - 1]))
				n--;
			break;
		}
	*e = n;
}

/*
 * A verdict's object wrapped in one of one key, {"evaluation": {"score":
 * 8, ...}}: the key a row of json_wrappers, its object the outer one's
 * only member; c (c->i past the outer '{', c->n past its '}') moved
 * into it.  Anything else leaves c as it is.
 */
static void
json_wrapped(struct json_cur *c)
{
	static const char *const json_wrappers[] = { "evaluation", "result",
	    "judgment", "judgement", "assessment", "output", "grading",
	    "evaluation_result", "scores", NULL };
	struct json_cur k = *c;
	struct papo_buf key = PAPO_BUF_INIT;
	size_t e = c->n - 1;

	k.notes = NULL;
	json_ws(&k);
	if (json_string(&k, &key) == 0 &&
	    json_key_in(key.s, key.len, json_wrappers)) {
		json_ws(&k);
		if (k.i < k.n && k.s[k.i] == ':') {
			k.i++;
			json_ws(&k);
			while (e > k.i && isspace((unsigned char)k.s[e - 1]))
				e--;
			if (k.i < e && k.s[k.i] == '{' && k.s[e - 1] == '}') {
				c->i = k.i + 1;
				c->n = e;
			}
		}
	}
	papo_buf_release(&key);
}

/* 1 when s, white space around it aside, is one {...}: a JSON reply. */
static int
json_object(const char *s, size_t n)
{
	size_t a, b;

	return json_span(s, n, &a, &b) == 0;
}

/* 1 when s (n bytes) holds a grade word of another value than x. */
static int
line_has_other_grade(const struct papo_rubric *r, const char *s, size_t n,
    double x)
{
	size_t i = 0, z;
	long g;

	while (i < n) {
		if (!papo_rubric_grade_byte(s, n, i) ||
		    (i > 0 && papo_rubric_grade_byte(s, n, i - 1))) {
			i++;
			continue;
		}
		if ((g = papo_rubric_grade_at(r, s, n, i, &z)) >= 0 &&
		    r->grades[g].value != x)
			return 1;
		i = z > i ? z : i + 1;
	}
	return 0;
}

/*
 * The commentary t (n bytes) of a JSON verdict x: 0 when it holds no
 * label and states no other value (and, after the score key, is a
 * justification papo_rubric_why_block recognises that names no other level of
 * the rubric), else -1 with *why.
 */
static int
json_notes(const struct papo_rubric *r, const char *t, size_t n, double x,
    int after, const char **why)
{
	struct papo_rubric_verdict o;
	size_t i;

	for (i = 0; i < n; i++)
		if (papo_rubric_label_end(r, t, n, i) != 0) {
			*why = "the JSON verdict's commentary states a score "
			    "under a label of its own";
			return -1;
		}
	memset(&o, 0, sizeof(o));
	o.at = n;
	o.len = 0;
	if (r->parse == PAPO_RUBRIC_GRADE && line_has_other_grade(r, t, n,
	    x)) {
		*why = "the JSON verdict's commentary names another grade";
		return -1;
	}
	/* the object is one statement: its reasoning before the score
	   too ("{\"reasoning\": \"The answer is correct.\", \"score\": 1}") */
	if (papo_rubric_praise_in(r, t, n, 0, x, &o.at, &o.len)) {
		*why = "the JSON verdict's commentary says the work is right "
		    "and names no fault beside the rubric's lowest score";
		return -1;
	}
	if (papo_rubric_others_agree(r, t, n, x, &o) < 0 ||
	    (after && papo_rubric_why_block(r, t, n, 0, x, &o) < 0)) {
		*why = o.why;
		return -1;
	}
	/* after the score, as after a verdict's line: "Excellent work."
	   beside {"score": 4} where the rubric names 5 Excellent */
	if (after && r->parse != PAPO_RUBRIC_GRADE &&
	    papo_rubric_level_named_after(r, t, n, 0, x)) {
		*why = "the JSON verdict's commentary after its score names "
		    "another level of the rubric";
		return -1;
	}
	return 0;
}

/* A JSON verdict (above) read from s (n bytes): 0, or -1 with v->why. */
static int
read_json(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct papo_buf notes[2] = { PAPO_BUF_INIT, PAPO_BUF_INIT };
	struct json_cur c = { s, 0, 0, NULL, 0, 0, 0, 0, 0 };
	size_t a, b;
	int rc = -1, whole;

	memset(v, 0, sizeof(*v));
	v->why = r->parse == PAPO_RUBRIC_GRADE ? "the reply is a JSON "
	    "object whose keys are not one grade key (grade, final_grade, "
	    "verdict, the rubric's label) with one of the rubric's grades "
	    "and commentary keys (reasoning, explanation...) holding "
	    "strings" : "the reply is a JSON object whose keys are not one "
	    "score key (score, rating, final_score, overall_score, "
	    "final_rating, overall_rating, overall, verdict, final_verdict, "
	    "overall_verdict in any case, camelCase or "
	    "kebab-case; a score label of another language) with one "
	    "of the rubric's scores, commentary keys (reasoning, "
	    "explanation...) holding strings and once the criteria scored "
	    "beside it";
	if (json_span(s, n, &a, &b) < 0)
		return -1;
	c.n = b + 1;
	c.i = a + 1;
	json_ws(&c);
	/* a Python dict's literal, {'score': 4}: its keys in single quotes */
	c.py = c.i < c.n && s[c.i] == '\'';
	c.i = a + 1;
	json_wrapped(&c);
	whole = json_members(r, &c, notes, v) == 0 && c.i == c.n;
	if (whole && !json_crit_agrees(r, &c, v->score))
		v->why = "the JSON verdict's score is not what the criteria "
		    "scored beside it give (between their least and "
		    "greatest; their combination under combine:)";
	else if (whole && json_notes(r, notes[0].s, notes[0].len,
	    v->score, 0, &v->why) == 0 && json_notes(r, notes[1].s,
	    notes[1].len, v->score, 1, &v->why) == 0) {
		v->why = NULL;
		rc = 0;
	}
	papo_buf_release(&notes[0]);
	papo_buf_release(&notes[1]);
	return rc;
}

/*
 * The fence that opens the code block ending s (n bytes), "```json" or
 * "```" at a line's start, whose closing "```" ends s (white space
 * aside): its offset, or n when s ends in no such block.
 */
static size_t
json_fence_open(const char *s, size_t n)
{
	const char *p, *last = NULL;
	size_t e = n, k = 0;

	while (e > 0 && isspace((unsigned char)s[e - 1]))
		e--;
	if (e < 6 || memcmp(s + e - 3, "```", 3) != 0)
		return n;
	for (p = s; (p = papo_rubric_find_mem(p, e - 3 - (size_t)(p - s),
	    "```")) != NULL; p += 3) {
		k++;
		last = p;
	}
	/* the block's opening fence is the last before its close, the
	   fences before it paired (prose's own code blocks closed) */
	if (last == NULL || k % 2 == 0 || (last > s && last[-1] != '\n'))
		return n;
	return (size_t)(last - s);
}

/*
 * The last line of s (n bytes) that opens with '{' (with lists, the
 * last that opens with '[' first): its offset, or n.
 */
static size_t
json_line_open(const char *s, size_t n, int lists)
{
	size_t i;

	for (i = n; lists && i > 1; i--)
		if (s[i - 1] == '[' && s[i - 2] == '\n')
			return i - 1;
	for (i = n; i > 1; i--)
		if (s[i - 1] == '{' && s[i - 2] == '\n')
			return i - 1;
	return n;
}

/*
 * 1 when s (n bytes) holds a JSON object's opening, a '{' before a key
 * in quotes ('{"reference_score": 10}'): beside a verdict (a JSON
 * object's, a tag's, "[[8]]"), a second object whose values are not
 * the verdict's.
 */
int
papo_rubric_json_object_in(const char *s, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		if (s[i] != '{')
			continue;
		for (k = i + 1; k < n && isspace((unsigned char)s[k]); k++)
			;
		if (k < n && s[k] == '"')
			return 1;
	}
	return 0;
}

/*
 * A JSON member at s[i] (its key's opening quote) whose key is a
 * verdict's (json_verdict_key: {"rating": 5}, {"finalScore": 5},
 * {"评分": 5}) and whose value, a number or a string of one, is not
 * the verdict's x: 1 with *z past it, else 0.  "score" itself is
 * papo_rubric_mention_conflict's.
 */
int
papo_rubric_json_member_conflict(const struct papo_rubric *r,
    const char *s, size_t n, size_t i, double x, size_t *z)
{
	size_t k, e;
	double y;

	if (i >= n || s[i] != '"' || r->parse == PAPO_RUBRIC_GRADE)
		return 0;
	for (k = i + 1; k < n && k - i < 48 && s[k] != '"' && s[k] != '\n';
	    k++)
		;
	if (k >= n || s[k] != '"' || k == i + 1 ||
	    !json_verdict_key(r, s + i + 1, k - i - 1))
		return 0;
	k = papo_rubric_skip_blanks(s, n, k + 1);
	if (k >= n || s[k] != ':')
		return 0;
	k = papo_rubric_skip_blanks(s, n, k + 1);
	k += k < n && s[k] == '"';
	if (papo_rubric_score_token(s, n, k, &y, &e) < 0)
		return k < n && isdigit((unsigned char)s[k]) ?
		    (*z = k + 1, 1) : 0;
	if (papo_rubric_same_value(r, s + k, e - k, x))
		return 0;
	*z = e;
	return 1;
}

/* 1 when s (n bytes) holds a JSON verdict key in quotes, any case. */
int
papo_rubric_json_key_quoted(const char *s, size_t n)
{
	static const char *const keys[] = { "\"score\"", "\"rating\"",
	    "\"final_score\"", "\"grade\"", "\"final_grade\"",
	    "\"verdict\"", NULL };
	size_t i, k, w;

	for (i = 0; i < n; i++)
		for (k = 0; keys[k]; k++)
			if (n - i >= (w = strlen(keys[k])) &&
			    strncasecmp(s + i, keys[k], w) == 0)
				return 1;
	return 0;
}

/*
 * A JSON verdict that ends the text s (n bytes) after the judge's
 * reasoning: the object alone (read_json; under combine:, a list of the
 * rubric's criteria, read_combined), or in a fenced block (or
 * from a line's start) after prose that is recognised as leading to
 * it: no label, no other code
 * block, no JSON verdict key nor other JSON object, nothing stating
 * another value
 * (papo_rubric_others_agree) and a line introducing it with a colon made of
 * lead words ("Here is my verdict:").  0 with *v, -1 with v->why, or 1 when s
 * ends in no JSON object.
 */
static int
read_json_end(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict o;
	size_t f = 0, i;
	int lists = r->combine != PAPO_RUBRIC_COMBINE_NONE;

	if (!json_object(s, n)) {
		if ((f = json_fence_open(s, n)) == n)
			f = json_line_open(s, n, lists);
		if (f == n || !json_object(s + f, n - f))
			return 1;
	}
	if (read_json(r, s + f, n - f, v) < 0 &&
	    (!lists || read_combined(r, s + f, n - f, v) < 0))
		return -1;
	v->at += f;
	if (f == 0)
		return 0;
	memset(&o, 0, sizeof(o));
	for (i = 0; i < f; i++)
		if (papo_rubric_label_end(r, s, f, i) != 0)
			break;
	if (i < f || papo_rubric_find_mem(s, f, "```") != NULL ||
	    papo_rubric_json_key_quoted(s, f) ||
	    papo_rubric_json_object_in(s, f) || !papo_rubric_intro_ok(s, f) ||
	    papo_rubric_others_agree(r, s, f, v->score, &o) < 0) {
		v->why = "a JSON verdict after prose that states a score, "
		    "holds another code block or JSON object or does not "
		    "lead to it";
		return -1;
	}
	return 0;
}

int
papo_rubric_prose_before(const struct papo_rubric *r, const char *s,
    size_t n, double x, const char **why)
{
	struct papo_rubric_verdict o;
	size_t i;

	memset(&o, 0, sizeof(o));
	for (i = 0; i < n; i++)
		if (papo_rubric_label_end(r, s, n, i) != 0) {
			*why = "a verdict stated in prose after a label that "
			    "states one";
			return -1;
		}
	if (papo_rubric_json_key_quoted(s, n)) {
		*why = "a verdict stated in prose after a JSON verdict key";
		return -1;
	}
	if (papo_rubric_others_agree(r, s, n, x, &o) < 0) {
		*why = o.why;
		return -1;
	}
	return 0;
}

int
papo_rubric_prose_after(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, const char **why)
{
	struct papo_rubric_verdict o;

	memset(&o, 0, sizeof(o));
	if (papo_rubric_level_named_after(r, s, n, i, x)) {
		*why = "after a verdict stated in prose, a name the rubric "
		    "gives another level";
		return -1;
	}
	if (papo_rubric_tail_recognised(r, s, n, i, x, &o) < 0) {
		*why = o.why;
		return -1;
	}
	return 0;
}

/* papo_rubric_read's prose verdict ending s[a..b) (the end tokens
   after it aside), v read or kept. */
int
papo_rubric_prose_end(const struct papo_rubric *r, const char *s, size_t a,
    size_t b, struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict p;
	int rc;

	memset(&p, 0, sizeof(p));
	if ((rc = papo_rubric_prose(r, s + a,
	    papo_rubric_tag_trim(s + a, b - a), &p)) == 0) {
		p.at += a;
		*v = p;
		return 0;
	}
	if (rc < 0)
		v->why = p.why;
	return -1;
}

/*
 * A JSON verdict (read_json_end) ending the text before the last
 * paragraph of s (n bytes), that paragraph made only of what may
 * follow a label's verdict (papo_rubric_tail_recognised: a closing
 * remark, a justification, a part the work leaves out under the
 * rubric's top), no brace or code fence in it:
 * "```json\n{\"score\": 4}\n```\n\nThe induction step skips the base
 * case."  0 with *v, -1 with v->why, or 1 when s ends in no such pair.
 */
static int
json_then_tail(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict o;
	const char *p = NULL, *q;
	size_t e;
	int rc;

	for (q = s; (q = papo_rubric_find_mem(q, n - (size_t)(q - s),
	    "\n\n")) != NULL; q += 2)
		p = q;
	if (p == NULL)
		return 1;
	e = (size_t)(p - s);
	if (memchr(s + e, '{', n - e) != NULL || memchr(s + e, '}', n - e) !=
	    NULL || papo_rubric_find_mem(s + e, n - e, "```") != NULL)
		return 1;
	if ((rc = read_json_end(r, s, e, v)) != 0)
		return rc;
	memset(&o, 0, sizeof(o));
	if (papo_rubric_tail_recognised(r, s, n, e, v->score, &o) < 0) {
		v->why = "after a JSON verdict, a paragraph that is not one "
		    "the reader recognises as closing it";
		return -1;
	}
	return 0;
}

/* papo_rubric_read's JSON verdict ending s[a..b) (a token that ends
   the model's turn after it, "}<|eot_id|>", taken off), or followed by
   a paragraph that closes it (json_then_tail), v read or kept. */
int
papo_rubric_json_end(const struct papo_rubric *r, const char *s, size_t a,
    size_t b, struct papo_rubric_verdict *v)
{
	struct papo_rubric_verdict j;
	size_t e = papo_rubric_tag_trim(s + a, b - a);
	int rc = read_json_end(r, s + a, e, &j);

	if (rc == 1)
		rc = json_then_tail(r, s + a, e, &j);
	if (rc == 0) {
		j.at += a;
		*v = j;
		return 0;
	}
	if (rc < 0)
		v->why = j.why;
	return -1;
}
