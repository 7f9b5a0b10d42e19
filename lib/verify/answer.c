/* SPDX-License-Identifier: MIT */
/*
 * answer.c: finding the final answer in a model response (boxes, an
 * answer phrase, then the fallbacks in order), and reading a reference
 * answer (its last box, a list of alternatives).
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"
#include "units.h"

/* Last occurrence of pat in s[0..n), or -1; searched from the end. */
static long
last_of(const char *s, size_t n, const char *pat)
{
	size_t pl = strlen(pat), end = n;
	const char *p;

	while (end >= pl && (p = memrchr(s, pat[pl - 1], end)) != NULL) {
		size_t at = (size_t)(p - s);

		if (at + 1 >= pl && memcmp(s + at + 1 - pl, pat, pl) == 0)
			return (long)(at + 1 - pl);
		end = at;
	}
	return -1;
}

/*
 * The content of the box whose command starts at s[pos] ("\boxed" or
 * "\fbox", namelen bytes with the backslash): [*a, *b), and *end after
 * it.  0 when there is no usable content (empty, a command); -1 when
 * the box is never closed or holds more than PAPO_ANSWER_MAX_BOX bytes
 * (no answer: a response cut off, or no value anyone wrote).
 */
static int
box_at(const char *s, size_t n, size_t pos, size_t namelen, size_t *a,
    size_t *b, size_t *end)
{
	size_t i = pos + namelen, depth = 0, k;

	if (i < n && is_alpha((unsigned char)s[i]))
		return 0;
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i >= n)
		return 0;
	if (s[i] != '{') {
		/* \boxed 5 */
		k = i;
		while (k < n && !is_space((unsigned char)s[k]) && s[k] != '$' &&
		    s[k] != '}' && s[k] != ',')
			k++;
		if (k == i)
			return 0;
		*a = i;
		*b = k;
		*end = k;
		return 1;
	}
	for (k = i; k < n && k - i <= PAPO_ANSWER_MAX_BOX; k++) {
		if (s[k] == '\\') {
			k++;
			continue;
		}
		if (s[k] == '{')
			depth++;
		else if (s[k] == '}' && --depth == 0) {
			size_t x = i + 1, y = k;

			while (x < y && lead_space(s, x, y))
				x++;
			while (y > x && is_space((unsigned char)s[y - 1]))
				y--;
			if (x == y)
				return 0;
			*a = i + 1;
			*b = k;
			*end = k + 1;
			return 1;
		}
	}
	return -1;
}

/*
 * May the boxes around s[a..b) be joined?  Only commas, spacing,
 * delimiters and at most four words one of which is "and" or "or"; or,
 * within one sentence, ", and" and at most twelve words that name the
 * next part ("the maximum is \boxed{3}, and the minimum is \boxed{1}"),
 * not a conclusion (so, thus, then, hence, therefore, answer).
 */
static int
joinable(const char *s, size_t a, size_t b)
{
	size_t i = a;
	int words = 0, conj = 0, comma = 0, is = 0, end = 0;

	while (i < b) {
		int c = (unsigned char)s[i];

		if (c == '\\') {
			size_t k = i + 1;

			while (k < b && is_alpha((unsigned char)s[k]))
				k++;
			if (k == i + 1)
				k++;	/* \, \( \) \[ \] \; \! */
			else if (!(starts_ci(s, b, i + 1, "quad") ||
			    starts_ci(s, b, i + 1, "qquad") ||
			    starts_ci(s, b, i + 1, "text") ||
			    starts_ci(s, b, i + 1, "mathrm") ||
			    starts_ci(s, b, i + 1, "mbox") ||
			    starts_ci(s, b, i + 1, "hspace")))
				words++;
			i = k;
			continue;
		}
		if (is_alpha(c)) {
			size_t k = i;

			while (k < b && is_alpha((unsigned char)s[k]))
				k++;
			if ((k - i == 3 && starts_ci(s, b, i, "and")) ||
			    (k - i == 2 && starts_ci(s, b, i, "or")))
				conj = 1;
			else if (conj && comma && ((k - i == 2 &&
			    starts_ci(s, b, i, "is")) || (k - i == 3 &&
			    starts_ci(s, b, i, "are"))))
				is = 1;
			else if ((k - i == 2 && starts_ci(s, b, i, "so")) ||
			    (k - i == 4 && (starts_ci(s, b, i, "thus") ||
			    starts_ci(s, b, i, "then"))) || (k - i == 5 &&
			    starts_ci(s, b, i, "hence")) || (k - i == 6 &&
			    starts_ci(s, b, i, "answer")) || (k - i == 9 &&
			    starts_ci(s, b, i, "therefore")))
				end = 1;	/* a conclusion, not a part */
			words++;
			i = k;
			continue;
		}
		if (is_digit(c)) {
			while (i < b && is_digit((unsigned char)s[i]))
				i++;
			words++;
			continue;
		}
		if (c == ',' && !conj)
			comma = 1;
		else if (c == '\n' || ((c == '.' || c == ';' || c == '?' ||
		    c == '!' || c == ':') && i + 1 < b &&
		    is_space((unsigned char)s[i + 1])))
			end = 1;
		i++;
	}
	return words == 0 || (conj && words <= 4) ||
	    (conj && is && !end && words <= 12);
}

/* Does s[a..b) between two boxes hold a comma, "and" or "or"? */
static int
separates_items(const char *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i < b; i++) {
		if (s[i] == ',')
			return 1;
		if ((i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    ((starts_ci(s, b, i, "and") && (i + 3 == b ||
		    !is_alpha((unsigned char)s[i + 3]))) ||
		    (starts_ci(s, b, i, "or") && (i + 2 == b ||
		    !is_alpha((unsigned char)s[i + 2])))))
			return 1;
	}
	return 0;
}

/*
 * The last run of joinable boxes in s[0..n): their contents, joined
 * with ", ", into out; *lastend is where the last box ends, *firstat
 * where the first starts.  Returns 1 when there is a box.
 */
static int
boxes(const char *s, size_t n, struct papo_buf *out, size_t *lastend,
    size_t *firstat)
{
	size_t pos[PAPO_ANSWER_MAX_JOIN + PAPO_ANSWER_MAX_TRIES];
	size_t nl[PAPO_ANSWER_MAX_JOIN + PAPO_ANSWER_MAX_TRIES];
	size_t npos = 0, cap = sizeof(pos) / sizeof(pos[0]);
	size_t ca[PAPO_ANSWER_MAX_JOIN], cb[PAPO_ANSWER_MAX_JOIN];
	size_t nbox = 0, a, b, end, prevstart = 0, k;
	const char *p = s, *e = s + n;
	long i;
	int tries = 0;

	/* positions of the last few \boxed and \fbox, in order */
	while (p < e && (p = memchr(p, '\\', (size_t)(e - p))) != NULL) {
		size_t at = (size_t)(p - s), len = 0;

		if (starts_ci(s, n, at, "\\boxed") && s[at + 1] == 'b')
			len = 6;
		else if (starts_ci(s, n, at, "\\fbox") && s[at + 1] == 'f')
			len = 5;
		if (len) {
			if (npos == cap) {
				memmove(pos, pos + 1, (cap - 1) * sizeof(*pos));
				memmove(nl, nl + 1, (cap - 1) * sizeof(*nl));
				npos--;
			}
			pos[npos] = at;
			nl[npos++] = len;
		}
		p++;
	}
	/* the last usable box; none when the last is cut off */
	for (i = (long)npos - 1; i >= 0 && tries < PAPO_ANSWER_MAX_TRIES;
	    i--, tries++) {
		int r = box_at(s, n, pos[i], nl[i], &a, &b, &end);

		if (r < 0 && i == (long)npos - 1) {
			*lastend = (size_t)-1;
			return 0;
		}
		if (r > 0)
			break;
	}
	if (i < 0 || tries == PAPO_ANSWER_MAX_TRIES)
		return 0;
	ca[0] = a;
	cb[0] = b;
	nbox = 1;
	prevstart = pos[i];
	*lastend = end;
	/* earlier boxes that end just before, separated by little */
	for (i--; i >= 0 && nbox < PAPO_ANSWER_MAX_JOIN; i--) {
		if (box_at(s, n, pos[i], nl[i], &a, &b, &end) <= 0 ||
		    end > prevstart || !joinable(s, end, prevstart))
			break;
		/* the answer boxed again is one answer, not a list of two */
		if (b - a == cb[0] - ca[0] &&
		    memcmp(s + a, s + ca[0], b - a) == 0 &&
		    !separates_items(s, end, prevstart)) {
			prevstart = pos[i];
			continue;
		}
		memmove(ca + 1, ca, nbox * sizeof(*ca));
		memmove(cb + 1, cb, nbox * sizeof(*cb));
		ca[0] = a;
		cb[0] = b;
		nbox++;
		prevstart = pos[i];
	}
	*firstat = prevstart;
	papo_buf_reset(out);
	for (k = 0; k < nbox; k++) {
		if (k)
			papo_buf_add(out, ", ", 2);
		papo_buf_add(out, s + ca[k], cb[k] - ca[k]);
	}
	return 1;
}

/* After an answer phrase: "answer:", "answer is", "####"; -1 if none. */
static long
phrase(const char *s, size_t n)
{
	static const char *const pats[] = { "nswer", "NSWER", NULL };
	long best = -1, h;
	size_t k;

	for (k = 0; pats[k]; k++) {
		const char *p = s + 1, *e = s + n;

		while (p < e && (p = memmem(p, (size_t)(e - p), pats[k], 5))
		    != NULL) {
			size_t i = (size_t)(p - s) - 1, j = i + 6;

			p++;
			if (lower((unsigned char)s[i]) != 'a' ||
			    (i > 0 && is_alpha((unsigned char)s[i - 1])))
				continue;
			while (j < n && (s[j] == ' ' || s[j] == '*'))
				j++;
			if (j < n && s[j] == ':') {
				if ((long)j + 1 > best)
					best = (long)j + 1;
				continue;
			}
			if (starts_ci(s, n, j, "is") && (j + 2 >= n ||
			    !is_alpha((unsigned char)s[j + 2]))) {
				j += 2;
				while (j < n && (s[j] == ' ' || s[j] == '*' ||
				    s[j] == ':'))
					j++;
				if ((long)j > best)
					best = (long)j;
			}
		}
	}
	/* "A: 18" at the start of a line (GSM8K's worked solutions) */
	h = last_of(s, n, "\nA:");	/* ':' is rarer than ' ' to search */
	if (h >= 0 && (size_t)h + 4 <= n && s[h + 3] == ' ' && h + 4 > best)
		best = h + 4;
	else if (h < 0 && n > 3 && memcmp(s, "A: ", 3) == 0 && best < 3)
		best = 3;
	/* "#### 18", but not a markdown heading ("#### Step 4: ...") */
	h = last_of(s, n, "####");
	if (h >= 0) {
		size_t j = (size_t)h + 4;

		while (j < n && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if ((j < n && (is_alpha((unsigned char)s[j]) ||
		    s[j] == '#' || s[j] == '*')) || (h > 0 && s[h - 1] == '#'))
			h = -1;
	}
	if (h >= 0 && h + 4 > best)
		best = h + 4;
	/* the other languages' answer phrases */
	h = papo_answer_phrase_end(s, best > 0 ? (size_t)best : 0, n);
	return h > best ? h : best;
}

/* End of the sentence or line starting at i. */
static size_t
sentence_end(const char *s, size_t n, size_t i)
{
	int dollars = 0;

	for (; i < n; i++) {
		if (s[i] == '\n')
			return i;
		if (s[i] == '$')
			dollars ^= 1;
		if (s[i] == '\\' && i + 1 < n) {
			i++;
			continue;
		}
		if (s[i] == '.' && !dollars && (i + 1 == n ||
		    is_space((unsigned char)s[i + 1]))) {
			size_t k = i + 1;

			/* "C. 2-i": a choice's letter, then its value */
			while (k < n && s[k] == ' ')
				k++;
			if (i > 0 && s[i - 1] >= 'A' && s[i - 1] <= 'Z' &&
			    (i == 1 || !is_alpha((unsigned char)s[i - 2])) &&
			    k < n && (is_digit((unsigned char)s[k]) ||
			    strchr("-\\$(", s[k]) != NULL))
				continue;
			return i;
		}
	}
	return n;
}

/* Is s[a..b) one to four words of letters, spaces, '-' and '\''? */
static int
plain_words(const char *s, size_t a, size_t b)
{
	size_t n = 0;

	while (a < b) {
		if (is_alpha((unsigned char)s[a])) {
			n++;
			while (a < b && is_alpha((unsigned char)s[a]))
				a++;
		} else if (s[a] == ' ' || s[a] == '-' || s[a] == '\'')
			a++;
		else
			return 0;
	}
	return n >= 1 && n <= 4;
}

/* Does the answer b[0..n) hold a letter outside a command ("3 cm")? */
static int
plain_letter(const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (b[i] == '\\')
			while (i + 1 < n && is_alpha((unsigned char)b[i + 1]))
				i++;
		else if (is_alpha((unsigned char)b[i]))
			return 1;
	}
	return 0;
}

/*
 * A scale word or a unit right after a value that ends at s[i] ("$2.5$
 * million", "\\boxed{3} billion", "\\boxed{3} minutes", "3 km"):
 * appended to out, as the reference writes it ("2.5 million", "3
 * \\text{ minutes}"), and 1 returned; else 0.  A unit is a word of the
 * unit list (units.h), of two letters or more or an SI symbol (J, N,
 * V, W, K, m, s, h) ending its clause, after a value that has none: a
 * different unit is a different answer.
 */
static int
scale_after(const char *s, size_t i, size_t n, struct papo_buf *out)
{
	static const char *const w[] = { "thousand", "million", "billion",
	    "trillion", NULL };
	struct papo_unit u;
	size_t k, l;

	while (i < n && (s[i] == ' ' || s[i] == '$' || (s[i] == '\\' &&
	    i + 1 < n && s[i + 1] == ')')))
		i += s[i] == '\\' ? 2 : 1;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (starts_ci(s, n, i, w[k]) && (i + l == n ||
		    !is_alpha((unsigned char)s[i + l]))) {
			papo_buf_addc(out, ' ');
			papo_buf_adds(out, w[k]);
			return 1;
		}
	}
	for (l = 0; i + l < n && is_alpha((unsigned char)s[i + l]); l++)
		;
	l = papo_unit_degrees_span(s, i, l, n);	/* degrees Celsius */
	/* one letter only as an SI symbol ending the clause: "18 J." */
	if (l == 1 && (strchr("JKNVWmsh", s[i]) == NULL || (i + 1 < n &&
	    strchr(" .,;!)\n", s[i + 1]) == NULL)))
		return 0;
	if (l < 1 || l > 24 || (i + l < n && (s[i + l] == '-' ||
	    s[i + l] == '\'' || (unsigned char)s[i + l] >= 0x80)) ||
	    plain_letter(out->s, out->len) ||
	    papo_unit_parse(s + i, l, &u) != 0 || u.generic)
		return 0;
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, s + i, l);
	papo_buf_addc(out, '}');
	return 1;
}

/* What a statement gives: no value, one, or several (no answer). */
enum { ST_NONE = 0, ST_ONE = 1, ST_MANY = -1 };

/*
 * Numbers in s[a..b) that do not overlap [ms, me), counted up to two;
 * the last one into num, its extent in *at and *stop.
 */
static int
count_numbers(const char *s, size_t a, size_t b, size_t ms, size_t me,
    struct papo_buf *num, size_t *at, size_t *stop)
{
	struct papo_buf first = PAPO_BUF_INIT;
	size_t hi = b, x, y;
	int k = 0;

	while (k < 2 && hi > a &&
	    papo_answer_last_number(s, a, hi, num, &x, &y)) {
		/* the same number written again is the same value */
		if ((y <= ms || x >= me) && !(k == 1 && num->len ==
		    first.len && memcmp(num->s, first.s, num->len) == 0)) {
			if (k == 0) {
				*at = x;
				*stop = y;
				papo_buf_add(&first, num->s, num->len);
			}
			k++;
		}
		hi = x;
	}
	if (k > 0) {
		papo_buf_reset(num);
		papo_buf_add(num, first.s, first.len);
	}
	papo_buf_release(&first);
	return k;
}

/*
 * The one value s[a..b) holds: a run of math (spans joined by commas
 * or "and") or a number, into out.  ST_MANY when it holds more than one
 * (a math span and a number, two numbers), ST_NONE when it holds none.
 */
static int
one_value(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *math)
{
	struct papo_buf num = PAPO_BUF_INIT, m = PAPO_BUF_INIT;
	size_t ms = b, me = b, at = 0, stop = 0;
	int hm, hn, r = ST_NONE;

	hm = papo_answer_math_answer(s, a, b, &m, &ms, &me);
	if (!hm)
		ms = me = b;
	hn = count_numbers(s, a, b, ms, me, &num, &at, &stop);
	if (hm + hn > 1)
		r = ST_MANY;
	else if (hm) {
		papo_buf_reset(out);
		papo_buf_add(out, m.s, m.len);
		r = ST_ONE;
		*math = 1;
	} else if (hn) {
		papo_buf_reset(out);
		papo_buf_add(out, num.s, num.len);
		scale_after(s, stop, b, out);	/* "2.5 million" */
		r = ST_ONE;
		*math = 0;
	}
	papo_buf_release(&num);
	papo_buf_release(&m);
	return r;
}

/* Does s[a..b) start with a negation ("not 3", "never")? */
static int
negated(const char *s, size_t a, size_t b)
{
	while (a < b && s[a] == ' ')
		a++;
	return (starts_ci(s, b, a, "not") && (a + 3 == b ||
	    !is_alpha((unsigned char)s[a + 3]))) || starts_ci(s, b, a,
	    "never ") || starts_ci(s, b, a, "no longer");
}

/*
 * Copulas: the value a sentence asserts follows one ("the total is 12",
 * "x = 3", "the solutions are:", "体重是192公斤").
 */
static const char *const copulas[] = { "is", "are", "was", "were",
	"equals", "be", "est", "sont", "ist", "sind", "es", "son", "\xe6\x98\xaf",
	"\xe4\xb8\xba", NULL };
/* Words between a copula and its value ("is approximately 12"). */
static const char *const fillers[] = { "approximately", "about",
	"around", "exactly", "precisely", "equal", "to", "given", "by",
	"simply", "just", "then", "now", "also", "thus", "therefore", "(are)",
	"(is)", "still", "indeed", "actually", NULL };
/* Words that start a reason: a copula after one asserts nothing. */
static const char *const reasons[] = { "since", "because", "as", "if",
	"when", "using", "where", "whereas", "while", "due", NULL };
/*
 * Words that make a sentence a conclusion: its one value is the answer.
 * Verbs of a result only ("makes", "spent", "left"), not of a step
 * ("we need to check the case of 4").
 */
static const char *const concludes[] = { "therefore", "thus", "so", "hence",
	"finally", "overall", "altogether", "total", "conclusion", "answer",
	"find", "get", "obtain", "have", "has", "gives", "yields", "donc",
	"ainsi", "alors", "daher", "also", "entonces", "tanto", "portanto",
	"logo", "summary", "makes", "made", "costs", "earns", "earned",
	"spends", "spent", "pays", "paid", "left", "remaining", "result",
	"sold", "bought", "saved", "owes", "weighs", "holds", NULL };

/* The length of the word of list w at s[i..b) (a whole word), or 0. */
static size_t
word_of(const char *s, size_t a, size_t b, size_t i, const char *const *w)
{
	size_t k, l;

	if (i > a && is_alpha((unsigned char)s[i - 1]))
		return 0;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if ((unsigned char)w[k][0] >= 0x80) {
			if (i + l <= b && memcmp(s + i, w[k], l) == 0)
				return l;
		} else if (starts_ci(s, b, i, w[k]) && (i + l == b ||
		    !is_alpha((unsigned char)s[i + l])))
			return l;
	}
	return 0;
}

/*
 * A multiple-choice label at s[i..b) ("D", "(D)", "D)", "option D",
 * "choice (D)", "**D**"), standing apart: its extent in *ca, *cb.
 */
static int
choice_at(const char *s, size_t i, size_t b, size_t *ca, size_t *cb)
{
	size_t k;

	if (starts_ci(s, b, i, "option ") || starts_ci(s, b, i, "choice "))
		i += 7;
	while (i < b && (s[i] == '*' || s[i] == ' '))
		i++;
	k = i;
	if (k < b && s[k] == '(')
		k++;
	if (k >= b || s[k] < 'A' || s[k] > 'E')
		return 0;
	k++;
	if (s[i] == '(') {
		if (k >= b || s[k] != ')')
			return 0;
		k++;
	} else if (k < b && s[k] == ')')
		k++;
	/* apart: "D", "D.", "D: 17", "(D) 17", not "Dx", "A_1" or the
	   article of "A total of 12" */
	if (k < b && (is_alpha((unsigned char)s[k]) || is_digit((unsigned
	    char)s[k]) || strchr("_^{=+", s[k]) != NULL))
		return 0;
	if (s[i] != '(' && s[k - 1] != ')' && k < b &&
	    strchr(".:,*", s[k]) == NULL)
		return 0;
	*ca = i;
	*cb = k;
	return 1;
}

/* Does a value start at s[i..b) (a number, math, bold, "(7, 6)")? */
static int
value_starts(const char *s, size_t b, size_t i)
{
	size_t ca, cb;

	if (choice_at(s, i, b, &ca, &cb))
		return 1;
	if (i >= b)
		return 0;
	if (s[i] == '*' && i + 2 < b && s[i + 1] == '*')
		i += 2;
	if (i < b && (s[i] == '-' || s[i] == '(' || s[i] == '['))
		i++;
	while (i < b && s[i] == ' ')
		i++;
	if (i + 1 < b && s[i] == '\\' && s[i + 1] == '$')
		i += 2;		/* \$5: dollars */
	return i < b && (is_digit((unsigned char)s[i]) || s[i] == '$' ||
	    (s[i] == '\\' && i + 1 < b && (s[i + 1] == '(' ||
	    s[i + 1] == '[' || is_alpha((unsigned char)s[i + 1]))) ||
	    (s[i] == '.' && i + 1 < b && is_digit((unsigned char)s[i + 1])));
}

/*
 * Does s[i..b), after a value, restate it as another ("which is 7",
 * "i.e. 7", "or 7")?
 */
static int
restated(const char *s, size_t i, size_t b)
{
	static const char *const w[] = { "which is", "which equals",
	    "that is", "i.e.", "ie", "or", "which gives", NULL };
	size_t k, l;

	while (i < b && (s[i] == ' ' || s[i] == ','))
		i++;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (starts_ci(s, b, i, w[k]) && (i + l == b ||
		    !is_alpha((unsigned char)s[i + l]))) {
			i += l;
			while (i < b && (s[i] == ' ' || s[i] == ','))
				i++;
			return value_starts(s, b, i);
		}
	}
	return 0;
}

/* After a math span that starts at s[i], or i when none does (or i >= b). */
static size_t
past_math(const char *s, size_t b, size_t i)
{
	const char *q;

	if (i >= b)
		return i;
	if (s[i] == '$') {
		size_t d = i + 1 < b && s[i + 1] == '$' ? 2 : 1;

		q = d == 1 ? memchr(s + i + 1, '$', b - i - 1) :
		    memmem(s + i + 2, b - i - 2, "$$", 2);
		return q == NULL ? i : (size_t)(q - s) + d;
	}
	if (s[i] == '\\' && i + 1 < b && (s[i + 1] == '(' || s[i + 1] == '[')) {
		q = memmem(s + i + 2, b - i - 2, s[i + 1] == '(' ? "\\)" :
		    "\\]", 2);
		return q == NULL ? i : (size_t)(q - s) + 2;
	}
	return i;
}

/* Is s[i] inside a math span of s[a..b) that starts after s[a]? */
static int
in_math(const char *s, size_t a, size_t i, size_t b)
{
	size_t k, m;

	for (k = a; k < i; k++)
		if ((m = past_math(s, b, k)) > k) {
			if (m > i)
				return 1;
			k = m - 1;
		}
	return 0;
}

/* Does s[a..b) hold a digit? */
static int
has_digit(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (is_digit((unsigned char)s[a]))
			return 1;
	return 0;
}

/* Is there a number or math in s[a..b) outside parentheses? */
static int
bare_value(const char *s, size_t a, size_t b)
{
	size_t i, m;
	int depth = 0;

	for (i = a; i < b; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && depth > 0)
			depth--;
		else if ((s[i] == '$' || (s[i] == '\\' && i + 1 < b &&
		    (s[i + 1] == '(' || s[i + 1] == '['))) &&
		    (m = past_math(s, b, i)) > i) {
			size_t d = s[i] == '$' && s[i + 1] != '$' ? 1 : 2;

			/* a span that names no value, \(f(x)\), is none */
			if (depth == 0 && m >= i + 2 * d && (memchr(s + i + d,
			    '\\', m - d - i - d) != NULL ||
			    has_digit(s, i + d, m - d)))
				return 1;
			i = m - 1;
		} else if (depth == 0 && (is_digit((unsigned char)s[i]) ||
		    s[i] == '$' || (s[i] == '\\' && i + 1 < b &&
		    s[i + 1] == '[')))
			return 1;
	}
	return 0;
}

/* Words that offer another value on a condition, or correct one. */
static const char *const alt_words[] = { "if", "unless", "when",
	"alternatively", "otherwise", "should", "typo", "including",
	"excluding", "assuming", NULL };

/* Does an aside at s[i] offer another value ("(or 5 if ...)")? */
static int
hedged_aside(const char *s, size_t i, size_t b)
{
	const char *q;
	size_t e, k;

	while (i < b && s[i] == ' ')
		i++;
	if (i >= b || s[i] != '(')
		return 0;
	q = memchr(s + i, ')', b - i);
	e = q ? (size_t)(q - s) : b;
	if (papo_answer_hedged(s, i + 1, e))
		return 1;
	/* "4 (approximately; the exact value is 4.2)": another value */
	for (k = i + 1; k < e; k++)
		if (is_digit((unsigned char)s[k]))
			break;
	if (k >= e)
		return 0;
	if (memmem(s + i, e - i, "exact", 5) != NULL ||
	    memmem(s + i, e - i, "approx", 6) != NULL ||
	    memmem(s + i, e - i, "actual", 6) != NULL ||
	    memmem(s + i, e - i, "precise", 7) != NULL ||
	    memmem(s + i, e - i, "rounded", 7) != NULL)
		return 1;
	/* "4 (5 if we include zero)", "4 (typo: should be 5)": another
	   value on a condition, or a correction; not "(when x = 2)" */
	for (k = i + 1; k < e; k++) {
		if (!is_alpha((unsigned char)s[k]) || is_alpha((unsigned char)
		    s[k - 1]) || !word_of(s, i + 1, e, k, alt_words))
			continue;
		if (has_digit(s, i + 1, k) || ((word_of(s, i + 1, e, k,
		    (const char *const[]){ "typo", "should", NULL }) != 0)))
			return 1;
	}
	return 0;
}

/*
 * After a value that ends at s[i]: another one offered ("4 unless n is
 * odd, in which case 5", "4; alternatively 5", "4, or 5")?
 */
static int
alt_after(const char *s, size_t i, size_t b)
{
	size_t k;

	while (i < b && (s[i] == ' ' || s[i] == ';' || s[i] == ','))
		i++;
	if (!word_of(s, i, b, i, (const char *const[]){ "unless",
	    "alternatively", "otherwise", "or", NULL }))
		return 0;
	for (k = i; k < b; k++)
		if (is_digit((unsigned char)s[k]) || s[k] == '$')
			return 1;
	return 0;
}

/* Does s[a..b) say a value is "not the answer" ("isn't the answer")? */
static int
not_the_answer(const char *s, size_t a, size_t b)
{
	return memmem(s + a, b - a, "the answer", 10) != NULL &&
	    (memmem(s + a, b - a, "not the answer", 14) != NULL ||
	    memmem(s + a, b - a, "n't the answer", 14) != NULL);
}

/* Does a value follow the negation at s[p..b) ("not 3", "never 0")? */
static int
value_after_negation(const char *s, size_t p, size_t b)
{
	while (p < b && s[p] == ' ')
		p++;
	while (p < b && is_alpha((unsigned char)s[p]))
		p++;	/* not, never */
	if (p + 7 < b && starts_ci(s, b, p, " longer"))
		p += 7;
	while (p < b && s[p] == ' ')
		p++;
	if (starts_ci(s, b, p, "equal to "))
		p += 9;
	return value_starts(s, b, p);
}

/*
 * After a value that ends at s[i]: another case with another value ("4
 * if n is even and 5 if n is odd", "4 for x > 0, otherwise 5")?
 */
static int
other_case(const char *s, size_t i, size_t b)
{
	size_t k, m;

	if (!(starts_ci(s, b, i, "if ") || starts_ci(s, b, i, "when ") ||
	    starts_ci(s, b, i, "for ")))
		return 0;
	for (k = i; k < b; k++) {
		if (starts_ci(s, b, k, "otherwise") ||
		    starts_ci(s, b, k, "else"))
			return 1;
		if (!(starts_ci(s, b, k, " and ") || starts_ci(s, b, k, " or ") ||
		    starts_ci(s, b, k, ", ")))
			continue;
		m = k + (s[k] == ',' ? 2 : s[k + 1] == 'a' ? 5 : 4);
		if (!value_starts(s, b, m))
			continue;
		while (m < b && !is_space((unsigned char)s[m]))
			m++;
		while (m < b && s[m] == ' ')
			m++;
		if (starts_ci(s, b, m, "if ") || starts_ci(s, b, m, "when ") ||
		    starts_ci(s, b, m, "for "))
			return 1;
	}
	return 0;
}

/* Is the word before s[i] a modal ("could", "might", "may")? */
static int
modal_before(const char *s, size_t a, size_t i)
{
	size_t e = i, w;

	while (e > a && s[e - 1] == ' ')
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]);)
		w--;
	return (e - w == 5 && (starts_ci(s, e, w, "could") ||
	    starts_ci(s, e, w, "might"))) || (e - w == 3 &&
	    starts_ci(s, e, w, "may"));
}

/* After the fillers from s[p] ("approximately", "equal to"). */
static size_t
skip_fillers(const char *s, size_t a, size_t b, size_t p)
{
	size_t f;

	for (;;) {
		while (p < b && s[p] == ' ')
			p++;
		if ((f = word_of(s, a, b, p, fillers)) == 0)
			return p;
		p += f;
	}
}

/* Copulas that "n't" denies. */
static const char *const negcops[] = { "isn", "aren", "wasn", "weren",
	NULL };

/* Words that open a supposition: a copula in it asserts nothing. */
static const char *const conditions[] = { "if", "suppose", "supposing",
	"assume", "assuming", "unless", "whether", NULL };
/*
 * Does a trial value start at s[i]: "Let the answer be 4", "Let x = 4",
 * "Try x = 4" (not "Let me", "Let us", "Let's")?
 */
static int
trial(const char *s, size_t a, size_t b, size_t i)
{
	size_t k;

	if (word_of(s, a, b, i, (const char *const[]){ "try", "testing",
	    "trying", NULL }))
		return 1;
	if (!word_of(s, a, b, i, (const char *const[]){ "let", NULL }))
		return 0;
	k = i + 3;
	if (k < b && s[k] == '\'')
		return 0;
	while (k < b && s[k] == ' ')
		k++;
	return !word_of(s, a, b, k, (const char *const[]){ "me", "us",
	    NULL });
}

/* Words that close one. */
static const char *const thens[] = { "then", NULL };

/*
 * Is the copula s[i..i+l) negated: "isn't", or a negation right before
 * it ("cannot be", "won't be"; "is not" is seen after it)?
 */
static int
negated_before(const char *s, size_t a, size_t i, size_t l, size_t b)
{
	size_t e = i, w;

	/* "isn't", "aren't", "wasn't": the copula's own n't */
	if (i + l + 3 <= b && s[i + l] == 'n' && s[i + l + 1] == '\'' &&
	    s[i + l + 2] == 't')
		return 1;
	while (e > a && s[e - 1] == ' ')
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]);)
		w--;
	if (w == e)
		return 0;
	/* "not be", "never be", "cannot be", "can't be", "won't be" */
	return (e - w == 3 && starts_ci(s, e, w, "not")) ||
	    (e - w == 5 && starts_ci(s, e, w, "never")) ||
	    (e - w == 6 && starts_ci(s, e, w, "cannot")) ||
	    (e - w == 1 && lower((unsigned char)s[w]) == 't' && w >= a + 2 &&
	    s[w - 1] == '\'' && s[w - 2] == 'n');
}

/*
 * Is the value that starts s[a..b) the subject of a copula ("4 is
 * wrong, so it must be 5")?  Then it is not what the sentence asserts.
 */
static int
subject_value(const char *s, size_t a, size_t b)
{
	size_t i = a, m;

	if (s[i] == '*')
		while (i < b && s[i] == '*')
			i++;
	if ((m = past_math(s, b, i)) > i)
		i = m;
	else
		while (i < b && (is_digit((unsigned char)s[i]) ||
		    strchr("-.,/%()[]", s[i]) != NULL))
			i++;
	while (i < b && (s[i] == ' ' || s[i] == '*'))
		i++;
	return word_of(s, a, b, i, copulas) != 0;
}

/*
 * Words that, between a copula and its value, make the value no longer
 * what is asserted: a bound ("over 4"), a nearness that is not
 * equality ("almost 4"), a property ("a multiple of 4"), an operation
 * ("twice 4", "the square of 4"), a sign ("negative 3"), a negation
 * ("definitely not 4", "anything but 4", "far from 4").
 */
static const char *const quals[] = { "over", "under", "above", "below",
	"exceeds", "exceed", "exceeding", "within", "beyond", "bigger",
	"larger", "smaller", "almost", "nearly", "slightly", "multiple",
	"multiples", "divisible", "divisor", "divisors", "factor", "factors",
	"digit", "digits", "power", "prime", "twice", "half", "double",
	"triple", "thrice", "square", "cube", "root", "reciprocal", "inverse",
	"negative", "minus", "not", "never", "anything", "far", "hardly",
	"barely", "except", "excluding", "than", NULL };
/* Those of them that bound a value anywhere before it ("He earns over
   $12", "The answer exceeds 4"), not only after a copula. */
static const char *const bquals[] = { "over", "under", "above", "below",
	"exceeds", "exceed", "exceeding", "within", "beyond", "almost",
	"nearly", "never", NULL };
/* Words right after a value that change it ("4 squared", "4 dozen",
   "4 digits", "4 at most"). */
static const char *const postquals[] = { "squared", "cubed",
	"factorial", "dozen", "dozens", "hundred", "hundreds", "digits",
	"digit", "factors", "divisors", "max", "tops", "times larger",
	"times smaller", "times bigger", "times more", "times less",
	"times as", NULL };
/* Words anywhere after a value that bound it ("4 miles at most"). */
static const char *const postbounds[] = { "at most", "at least",
	"or less", "or fewer", "or so", "or lower", "or higher", "or below",
	"or above", NULL };

/*
 * Does s[a..b), from a copula, a phrase or (with all unset) a
 * statement's start, qualify the value it leads to: a word of quals
 * (bquals) before its first value, or a word of postquals right after
 * that value?
 */
static int
qualified(const char *s, size_t a, size_t b, int all)
{
	size_t i = a, m;

	for (; i < b; i++) {
		int c = (unsigned char)s[i];

		if (is_digit(c) || c == '$' || (c == '\\' && i + 1 < b &&
		    (s[i + 1] == '(' || s[i + 1] == '[' || s[i + 1] == '$' ||
		    s[i + 1] == 'b' || s[i + 1] == 'f')))
			break;
		if (c == '\\') {
			/* a command's name is no word ("\not", "\frac") */
			for (i++; i < b && is_alpha((unsigned char)s[i]); i++)
				;
			i--;
			continue;
		}
		if (!is_alpha(c) || (i > a && is_alpha((unsigned char)
		    s[i - 1])))
			continue;
		if (word_of(s, a, b, i, all ? quals : bquals))
			return 1;
		if (word_of(s, a, b, i, copulas))
			all = 1;	/* "the total is twice 4" */
	}
	if (i >= b)
		return 0;
	/* past the value, or the list of values ("1, 2, 3", "$x$,$y$") */
	for (;;) {
		if ((m = past_math(s, b, i)) > i)
			i = m;
		else
			while (i < b && !is_space((unsigned char)s[i]) &&
			    s[i] != ',' && (m = past_math(s, b, i)) == i)
				i++;
		if (i < b && s[i] == ',' && (m = i + 1 + (i + 1 < b &&
		    s[i + 1] == ' ')) < b && value_starts(s, b, m))
			i = m;
		else if ((starts_ci(s, b, i, " or ") || starts_ci(s, b, i,
		    " and ")) && value_starts(s, b, i + 4 + (s[i + 1] ==
		    'a' || s[i + 1] == 'A')))
			i += 4 + (s[i + 1] == 'a' || s[i + 1] == 'A');
		else if (i < b && s[i] == ',')
			break;
		else if ((m = past_math(s, b, i)) == i)
			break;
	}
	while (i < b && s[i] == ' ')
		i++;
	if (word_of(s, a, b, i, postquals) != 0 ||
	    word_of(s, a, b, i, postbounds) != 0)
		return 1;
	/* after a unit word or a part: "4 miles at most", "1 1/2 at most" */
	while (i < b && !is_space((unsigned char)s[i]))
		i++;
	while (i < b && s[i] == ' ')
		i++;
	return word_of(s, a, b, i, postbounds) != 0;
}

/*
 * Does the sentence s[a..b) judge its value: one it starts with (with
 * start set: "4 is wrong", "4 doesn't work", "4 is ruled out"), or one
 * right before "is" and the judgement ("... = 26000 is wrong")?
 */
static int
judged(const char *s, size_t a, size_t b, int start)
{
	static const char *const w[] = { "wrong", "incorrect", "invalid",
	    "impossible", "extraneous", "rejected", "fails", "doesn't work",
	    "does not work", "not correct", "not right", "not valid",
	    "ruled out", "not possible", "not a solution", NULL };
	size_t i;

	size_t j;

	for (i = a; i < b; i++) {
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1])) || !word_of(s, a, b, i, w))
			continue;
		if (start && value_starts(s, b, a))
			return 1;
		/* "... = 26000 is wrong": the value right before it */
		for (j = i; j > a && s[j - 1] == ' '; j--)
			;
		if (j >= a + 3 && starts_ci(s, j, j - 2, "is") &&
		    s[j - 3] == ' ') {
			for (j -= 3; j > a && s[j - 1] == ' '; j--)
				;
			if (j > a && is_alpha((unsigned char)s[j - 1])) {
				/* a unit between: "$125$ miles is wrong" */
				while (j > a && is_alpha((unsigned char)
				    s[j - 1]))
					j--;
				while (j > a && s[j - 1] == ' ')
					j--;
			}
			if (j > a && (is_digit((unsigned char)s[j - 1]) ||
			    strchr("$})%", s[j - 1]) != NULL))
				return 1;
		}
	}
	return 0;
}

/* Does a guess precede the first value of s[a..b) ("I guessed 4")? */
static int
guessed(const char *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i < b; i++) {
		if (is_digit((unsigned char)s[i]) || s[i] == '$' ||
		    s[i] == '\\')
			return 0;
		if (is_alpha((unsigned char)s[i]) && (i == a ||
		    !is_alpha((unsigned char)s[i - 1])) && word_of(s, a, b, i,
		    (const char *const[]){ "guess", "guessed", "guessing",
		    NULL }))
			for (; i < b; i++)
				if (is_digit((unsigned char)s[i]) ||
				    s[i] == '$' || s[i] == '\\')
					return 1;
	}
	return 0;
}

/* Words that introduce a conclusion: what follows is asserted. */
static const char *const thence[] = { "so", "therefore", "thus", "hence",
	"which means", "this means", "that means", "meaning", "giving",
	"making", "resulting in", "to get", "to give", "which gives",
	"which makes", NULL };

/*
 * The start of the conclusion of s[a..b) ("He buys 16 glasses, so he
 * pays $128": "he pays $128"): after the last word of thence that a
 * value precedes and a value follows; a when there is none.  Not "so
 * far", "so that", "or so".
 */
static size_t
conclusion(const char *s, size_t a, size_t b)
{
	size_t i, l, m, c = a;
	int seen = 0;

	for (i = a; i < b; i++) {
		if ((m = past_math(s, b, i)) > i) {
			seen = 1;
			i = m - 1;
			continue;
		}
		if (is_digit((unsigned char)s[i])) {
			seen = 1;
			continue;
		}
		if (!seen || !is_alpha((unsigned char)s[i]) || (i > a &&
		    s[i - 1] != ' ' && s[i - 1] != ',') ||
		    (l = word_of(s, a, b, i, thence)) == 0)
			continue;
		/* "\[x = 1\] Therefore, ...": a sentence of its own */
		if (s[i] >= 'A' && s[i] <= 'Z' && s[i - 1] == ' ' &&
		    i >= a + 2 && s[i - 2] != ',')
			continue;
		if (starts_ci(s, b, i, "so far") || starts_ci(s, b, i,
		    "so that") || (i >= a + 3 && starts_ci(s, b, i - 3,
		    "or ")))
			continue;
		if (bare_value(s, i + l, b))
			c = i + l;
		i += l - 1;
	}
	while (c < b && (s[c] == ' ' || s[c] == ','))
		c++;
	return c;
}

/*
 * Is the number in a statement without a copula s[a..b) an operand, not
 * a conclusion: after "by" or "to" ("multiply by 4", "converges to 4"),
 * before "divides", or with a number word after it that is the result
 * ("4 rows give twelve")?
 */
static int
operand(const char *s, size_t a, size_t b)
{
	static const char *const pre[] = { "by", "to", NULL };
	static const char *const verbs[] = { "multipl", "divid",
	    "converg", "tend", NULL };
	static const char *const post[] = { "divides", "divide", NULL };
	static const char *const words[] = { "two", "three", "four", "five",
	    "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
	    "twenty", "hundred", "thousand", NULL };
	size_t i, j, k;
	int seen = 0;

	for (i = a; i < b; i++) {
		if (is_digit((unsigned char)s[i]) && (i == a ||
		    !is_alpha((unsigned char)s[i - 1])) && (i == a ||
		    !is_digit((unsigned char)s[i - 1]))) {
			seen = 1;
			for (j = i; j > a && (s[j - 1] == ' ' || s[j - 1] ==
			    '$'); j--)
				;
			/* pre[]'s words are all two letters long; the verb
			   before them an operation ("multiply by", "dividing
			   by", "converges to"; not "increases by 100%") */
			if (j >= a + 2 && j < i && word_of(s, a, b, j - 2,
			    pre) == 2) {
				for (j -= 2; j > a && s[j - 1] == ' '; j--)
					;
				while (j > a && is_alpha((unsigned char)
				    s[j - 1]))
					j--;
				for (k = 0; verbs[k]; k++)
					if (starts_ci(s, b, j, verbs[k]))
						return 1;
			}
			for (j = i; j < b && (is_digit((unsigned char)s[j]) ||
			    s[j] == '.'); j++)
				;
			while (j < b && (s[j] == ' ' || s[j] == '$'))
				j++;
			if (word_of(s, a, b, j, post))
				return 1;
		} else if (seen && is_alpha((unsigned char)s[i]) &&
		    (i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    word_of(s, a, b, i, words))
			return 1;
	}
	return 0;
}

/*
 * The value s[a..b) asserts, into out: ST_ONE, ST_MANY (a hedge, or
 * several values), ST_NONE.  The value follows the first copula that a
 * value follows ("The probability that he picks 39 cards is \(1\)": 1),
 * else it is the one value of the sentence; it ends before a reason
 * ("12 since there are 3 boxes of 4": 12).  Several values after the
 * copula ("100 - 50 = 50") give the one after the last '='.  *conc
 * tells whether the sentence concludes or asserts anything (2: its
 * values are asides in parentheses only; 3: it denies or supposes a
 * value, "the answer cannot be 4"); *math whether the value is math
 * (else a number).
 */
static int
statement_value(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *conc, int *math)
{
	size_t i, l, p, ve, m;
	int r;

	*conc = 0;
	if (guessed(s, a, b)) {
		*conc = 1;	/* "I guessed 4", "My best guess is 4" */
		return ST_MANY;
	}
	if ((p = conclusion(s, a, b)) > a && p < b) {
		/* the premise's values are reasons: the conclusion's */
		r = statement_value(s, p, b, out, conc, math);
		if (*conc == 0 || *conc == 2)
			*conc = 1;
		return r;
	}
	p = a;
	if (judged(s, a, b, 0)) {
		*conc = 3;	/* "... = 26000 is wrong." */
		return ST_NONE;
	}
	if (not_the_answer(s, a, b)) {
		*conc = 3;	/* "**x = 3** is not the answer" */
		return ST_NONE;
	}
	if (!value_starts(s, b, a) || subject_value(s, a, b)) {
		size_t lc = b, lp = a;
		int cond = 0, neg = 0;

		for (i = a; i < b; i++) {
			if ((m = past_math(s, b, i)) > i) {
				i = m - 1;
				continue;
			}
			if (s[i] == ',' || s[i] == ';')
				cond = 0;
			if (s[i] != '=' && s[i] != ':' &&
			    (unsigned char)s[i] < 0x80 &&
			    (!is_alpha((unsigned char)s[i]) || (i > a &&
			    is_alpha((unsigned char)s[i - 1]))))
				continue;	/* no word starts here */
			if (word_of(s, a, b, i, concludes))
				*conc = 1;
			if (word_of(s, a, b, i, conditions) ||
			    trial(s, a, b, i))
				cond = 1;
			else if (word_of(s, a, b, i, thens))
				cond = 0;
			/* '=', ':' (not the one of a ratio 1:2) */
			if (s[i] == '=' || (s[i] == ':' && (i + 1 == b ||
			    is_space((unsigned char)s[i + 1]))))
				l = 1;
			else if ((l = word_of(s, a, b, i, copulas)) == 0) {
				/* "isn't 4": no value asserted */
				if ((l = word_of(s, a, b, i, negcops)) > 0 &&
				    i + l + 2 <= b && s[i + l] == '\'' &&
				    s[i + l + 1] == 't' &&
				    value_after_negation(s, i + l + 2, b)) {
					lc = b;
					neg = 1;
				}
				continue;
			}
			if (cond) {
				/* "if the answer were 4": supposed, not
				   asserted */
				neg = lc == b;
				i += l - 1;
				continue;
			}
			if (modal_before(s, a, i) && value_starts(s, b,
			    skip_fillers(s, a, b, i + l))) {
				/* "x could be 4": not asserted */
				*conc = 1;
				return ST_MANY;
			}
			if (negated_before(s, a, i, l, b)) {
				/* "the answer cannot be 4", "isn't 4" */
				lc = b;
				neg = 1;
				i += l - 1;
				continue;
			}
			for (p = i + l;;) {
				size_t f;

				while (p < b && s[p] == ' ')
					p++;
				if ((f = word_of(s, a, b, p, fillers)) == 0)
					break;
				p += f;
			}
			/* the last copula a value follows, up to a reason
			   after its value ("is 12 since there are 3 ...") */
			if (value_starts(s, b, p) || papo_answer_hedged(s,
			    i + l, p) || (negated(s, p, b) &&
			    value_after_negation(s, p, b))) {
				size_t t = papo_answer_value_end(s, p, b);

				lc = i + l;
				lp = p;
				neg = 0;
				while (t < b && (s[t] == ' ' || s[t] == ','))
					t++;
				if (word_of(s, a, b, t, reasons))
					break;
			}
			i += l - 1;
		}
		p = a;
		if (lc == b && neg) {
			*conc = 3;	/* denied or supposed: no answer */
			return ST_NONE;
		}
		if (lc < b) {
			*conc = 1;
			if (papo_answer_hedged(s, lc, lp) ||
			    qualified(s, lc, b, 1) ||
			    papo_answer_supposed(s, a, b))
				return ST_MANY;
			if (negated(s, lp, b)) {
				*conc = 3;
				return ST_NONE;
			}
			p = lp;
		}
	}
	if (p == a && (qualified(s, a, b, 0) || judged(s, a, b, 1))) {
		/* "The answer has 4 digits", "4 doesn't work" */
		*conc = 3;
		return ST_NONE;
	}
	ve = papo_answer_value_end(s, p, b);
	if (papo_answer_hedged(s, p, ve) || hedged_aside(s, ve, b) ||
	    other_case(s, ve, b) || alt_after(s, ve, b))
		return ST_MANY;
	if (p > a || value_starts(s, b, a)) {
		size_t ca, cb, z;

		/* "the correct option is D.", "is (D) 17" */
		if (choice_at(s, p, ve, &ca, &cb)) {
			for (z = cb; z < ve && (s[z] == '*' || s[z] == ' ' ||
			    s[z] == '.');)
				z++;
			if (z == ve || !papo_answer_prose(s, z, ve)) {
				z = ve;
				papo_answer_trim(s, &ca, &z);
				papo_buf_reset(out);
				papo_buf_add(out, s + ca, z - ca);
				*math = 1;
				return ST_ONE;
			}
		}
	}
	if (p == a && operand(s, a, b)) {
		*conc = 3;	/* "So we multiply by 4 to get the answer" */
		return ST_NONE;
	}
	if (p == a && !value_starts(s, b, a) && !bare_value(s, a, ve))
		*conc = 2;	/* "a derivative (\(-1\))": an aside */
	r = one_value(s, p, ve, out, math);
	if (r == ST_MANY && p > a) {
		/* "is 100 - 50 = 50", "\\(2 + 1 = 3\\)": the value after
		   the last '=' of a computation (not of "$x = 1$") */
		const char *q = memrchr(s + p, '=', ve - p);
		size_t e = q != NULL ? (size_t)(q - s) : p;

		while (e > p && s[e - 1] == ' ')
			e--;
		if (q != NULL && (!in_math(s, p, (size_t)(q - s), ve) ||
		    (e > p && (is_digit((unsigned char)s[e - 1]) ||
		    s[e - 1] == ')' || s[e - 1] == '}'))) &&
		    one_value(s, (size_t)(q - s) + 1, ve, out, math) ==
		    ST_ONE)
			r = ST_ONE;
	}
	/* "10, which is 1,000.99": a second value restates it */
	if (r == ST_ONE && ve < b && restated(s, ve, b))
		return ST_MANY;
	return r;
}

/*
 * Does s[a..b), before an answer phrase, doubt what follows ("I don't
 * think", "maybe", "probably", "not sure")?
 */
static int
doubted(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "maybe", "perhaps", "possibly",
	    "probably", "doubt", "unlikely", NULL };
	size_t i;

	for (i = a; i < b; i++) {
		if (i > a && is_alpha((unsigned char)s[i - 1]))
			continue;
		if (word_of(s, a, b, i, w) || starts_ci(s, b, i,
		    "don't think") || starts_ci(s, b, i, "do not think") ||
		    starts_ci(s, b, i, "not sure"))
			return 1;
	}
	return 0;
}

/*
 * Does s[a..b) open a supposition that is still open at b ("if the
 * answer is"; not "if we add them, the answer is")?
 */
static int
supposed(const char *s, size_t a, size_t b)
{
	size_t i;
	int open = 0;

	for (i = a; i < b; i++) {
		if (s[i] == ',' || s[i] == ';')
			open = 0;
		else if ((i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    word_of(s, a, b, i, conditions))
			open = 1;
	}
	return open;
}

/*
 * The answer in s[a..b) after a phrase, into out: ST_ONE when found,
 * ST_MANY when the statement hedges or offers several values, else
 * ST_NONE with out untouched; *send is where the statement ends.  Its
 * value ends before a reason ("12 since there are 3 boxes of 4" is 12)
 * or an aside.  With text set, a few plain words are an answer
 * ("Answer: No solution").
 */
static int
after_phrase(const char *s, size_t a, size_t b, struct papo_buf *out,
    int text, size_t *send)
{
	size_t ca, cb, e, ve, ms, me, st;

	/* "I don't think the answer is 4", "if the answer is 4": the
	   sentence before the phrase hedges or supposes */
	for (st = a; st > 0 && s[st - 1] != '\n' && !((s[st - 1] == '.' ||
	    s[st - 1] == '?' || s[st - 1] == '!') && st < a &&
	    is_space((unsigned char)s[st])); st--)
		;
	if (doubted(s, st, a) || supposed(s, st, a))
		return ST_MANY;

	{
		size_t z = b;

		papo_answer_trim(s, &a, &z);
	}
	e = sentence_end(s, b, a);
	*send = e;
	ve = papo_answer_value_end(s, a, e);
	if (papo_answer_hedged(s, a, ve) || hedged_aside(s, ve, e) ||
	    papo_answer_unsure(s, a, ve) || other_case(s, ve, e) ||
	    alt_after(s, ve, e))
		return ST_MANY;
	if (negated(s, a, ve))
		return ST_NONE;
	if (qualified(s, a, e, 1))
		return ST_MANY;
	if (a < b && (s[a] == '$' || (s[a] == '\\' && a + 1 < b &&
	    (s[a + 1] == '(' || s[a + 1] == '[')))) {
		int math;

		/* "is $12$ and $13$.": the math of that sentence, when
		   no other value is there ("$5$ cm, 7 and 8") */
		switch (one_value(s, a, ve + 1 > b ? b : ve + 1, out, &math)) {
		case ST_MANY:
			return ST_MANY;
		case ST_ONE:
			if (math) {
				struct papo_buf t = PAPO_BUF_INIT;

				if (papo_answer_math_answer(s, a, b, &t, &ms,
				    &me))
					scale_after(s, me, b, out);
				papo_buf_release(&t);
				return ST_ONE;
			}
			break;
		default:
			break;
		}
		if (ve == e && papo_answer_math_answer(s, a, b, out, &ms,
		    &me)) {
			if (me > e)
				*send = me;
			return ST_ONE;
		}
	}
	ca = a;
	cb = ve;
	papo_answer_trim(s, &ca, &cb);
	if (ca >= cb)
		return ST_NONE;
	/* "The answer is **Evelyn**.": the words in bold */
	if (ca >= 2 && s[ca - 1] == '*' && s[ca - 2] == '*') {
		size_t z;

		for (z = ca; z + 1 < b && z < e + 2; z++)
			if (s[z] == '*' && s[z + 1] == '*')
				break;
		if (z + 1 < b && z < e + 2 && z > ca) {
			size_t za = ca;

			papo_answer_trim(s, &za, &z);
			if (za < z) {
				papo_buf_reset(out);
				papo_buf_add(out, s + za, z - za);
				return ST_ONE;
			}
		}
	}
	{
		/* a number in words of another language: "三分之二" */
		struct papo_buf t = PAPO_BUF_INIT;
		int w = papo_answer_words(s + ca, cb - ca, &t);

		papo_buf_release(&t);
		if (w) {
			papo_buf_reset(out);
			papo_buf_add(out, s + ca, cb - ca);
			return ST_ONE;
		}
	}
	if (!papo_answer_prose(s, ca, cb)) {
		struct papo_buf t = PAPO_BUF_INIT;
		size_t x, y;

		if (ve < *send && restated(s, ve, *send))
			return ST_MANY;
		papo_buf_reset(out);
		/* one number grouped by spaces ("1 000") is read as a
		   number; not "2,1", a list */
		if (memchr(s + ca, ' ', cb - ca) != NULL &&
		    papo_answer_last_number(s, ca, cb, &t, &x, &y) &&
		    x == ca && y == cb)
			papo_buf_add(out, t.s, t.len);
		else
			papo_buf_add(out, s + ca, cb - ca);
		papo_buf_release(&t);
		return ST_ONE;
	}
	/* "Answer: No, there is none.": the word that answers */
	for (e = 0; text && e < 2; e++) {
		const char *w = e ? "yes" : "no";
		size_t l = strlen(w);

		if (starts_ci(s, cb, ca, w) && (ca + l == cb ||
		    strchr(",.;:!", s[ca + l]) != NULL)) {
			papo_buf_reset(out);
			papo_buf_add(out, s + ca, l);
			*send = ca + l;	/* ", if k is odd" is what follows */
			return ST_ONE;
		}
	}
	{
		size_t sa = ca, sb = *send;
		int conc, math, r;

		papo_answer_trim(s, &sa, &sb);
		if ((r = statement_value(s, sa, sb, out, &conc, &math)) !=
		    ST_NONE)
			return r;
	}
	if (text && cb - ca <= 40 && plain_words(s, ca, cb)) {
		/* "Answer: No solution": a few words answer */
		papo_buf_reset(out);
		papo_buf_add(out, s + ca, cb - ca);
		return ST_ONE;
	}
	return ST_NONE;
}

/* Does the sentence s[a..b) end with a question mark? */
static int
question(const char *s, size_t a, size_t b)
{
	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '*' || s[b - 1] == '"'))
		b--;
	return b > a && s[b - 1] == '?';
}

/*
 * Is s[a..b) a note ("Note: ...", "(Check: ...)", "Remark"), which
 * comments on the answer and never gives it?
 */
static int
is_note(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "note", "notes", "n.b.", "remark",
	    "hint", "check", "verification", "explanation", "disclaimer",
	    "caveat", "p.s.", "ps:", NULL };
	size_t k, l, e = b;

	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (e > a && (is_space((unsigned char)s[e - 1]) ||
	    s[e - 1] == '.'))
		e--;
	/* "(3 was ruled out.)": an aside of its own, not "(1,2)" */
	if (e > a + 1 && s[a] == '(' && s[e - 1] == ')' &&
	    memchr(s + a + 1, ')', e - a - 2) == NULL &&
	    papo_answer_prose(s, a, e))
		return 1;
	while (a < b && (s[a] == '*' || s[a] == '(' || s[a] == '#' ||
	    s[a] == '>' || is_space((unsigned char)s[a])))
		a++;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (starts_ci(s, b, a, w[k]) && (a + l == b ||
		    !is_alpha((unsigned char)s[a + l])))
			return 1;
	}
	return 0;
}

/* After a value alone: at most two short words (a unit) and ']', ')'. */
static int
alone_after(const char *s, size_t y, size_t b)
{
	while (b > y && (s[b - 1] == ']' || s[b - 1] == ')' ||
	    s[b - 1] == ' '))
		b--;
	while (y < b && (s[y] == ' ' || s[y] == '$'))
		y++;
	if (y == b)
		return 1;
	return b - y <= 20 && plain_words(s, y, b) &&
	    memchr(s + y, ' ', b - y) == memrchr(s + y, ' ', b - y);
}

/*
 * Is the sentence s[a..b) one short clause whose one value is the object
 * of its verb, at its end with at most a unit ("It takes $48$ hours.",
 * "That leaves 12 apples.", "He needs 12 more."): not after a
 * preposition ("the case of 4 separately"), not a guess or a step?
 */
static int
object_value(const char *s, size_t a, size_t b)
{
	static const char *const preps[] = { "of", "in", "for", "by", "with",
	    "at", "on", "from", "to", "per", "after", "before", "than",
	    "about", "into", "over", "under", "between", "and", "or", "is",
	    "are", "was", "were", "be", NULL };
	static const char *const steps[] = { "guess", "guessed", "first",
	    "initially", "check", "try", "tried", "assume", "suppose",
	    "if", "when", "not", "never", "no", "might", "could", "may",
	    "maybe", "perhaps", NULL };
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y, e, w, i, words = 0;
	int ok;

	if (b - a > 100 || memchr(s + a, ',', b - a) != NULL ||
	    memchr(s + a, ';', b - a) != NULL ||
	    memchr(s + a, ':', b - a) != NULL)
		return 0;
	ok = papo_answer_last_number(s, a, b, &t, &x, &y);
	papo_buf_release(&t);
	if (!ok || !alone_after(s, y, b) || has_digit(s, a, x))
		return 0;
	for (e = x; e > a && (s[e - 1] == ' ' || s[e - 1] == '$' ||
	    s[e - 1] == '\\'); e--)
		;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == e || word_of(s, w, e, w, preps) == e - w)
		return 0;
	for (i = a; i < x; i++) {
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1])))
			continue;
		words++;
		if (word_of(s, a, x, i, steps))
			return 0;
	}
	return words >= 2 && words <= 8;
}

/*
 * The response's final statement, in its last sentences s[0..b): the
 * last sentence that holds a value (the sentences after it, notes
 * without one, at most three), when it is the value alone (a number with
 * at most a unit, a run of math), or asserts it ("the total is $12$"),
 * or concludes with one value ("Therefore, it takes 35 minutes"); any
 * sentence in another script with one value.  Anything else (two
 * values, a hedge, no assertion) is no answer.
 */
static int
last_statement(const char *s, size_t b, struct papo_buf *out, int *math)
{
	size_t a, va, x, y, tries;
	struct papo_buf t = PAPO_BUF_INIT, aside = PAPO_BUF_INIT;
	int conc, r = ST_NONE, alone, asidemath = 0, kept = 0;

	for (tries = 0; tries < 4 && b > 0; tries++) {
		a = papo_answer_last_sentence(s, b);
		if (question(s, a, b) || papo_answer_unsure(s, a, b)) {
			/* "Is the answer 4?", "\\geq 4" assert no value */
			r = ST_NONE;
			break;
		}
		if (is_note(s, a, b)) {
			/* "Note: 3 was ruled out.": never the answer */
			r = ST_NONE;
			if (a == 0)
				break;
			b = a;
			continue;
		}
		if (b - a <= 100) {
			/* "3+2", "(1,2)", "\\text{odd}": a sentence that is
			   no prose is the value */
			size_t wa = a, wb = b;

			papo_answer_trim(s, &wa, &wb);
			if (wa < wb && papo_answer_named(s, wa, wb)) {
				/* "one hundred", "No solution." */
				*math = 1;
				papo_buf_reset(out);
				papo_buf_add(out, s + wa, wb - wa);
				r = ST_ONE;
				break;
			}
			if (wa < wb && !papo_answer_prose(s, wa, wb) &&
			    !papo_answer_hedged(s, wa, wb) &&
			    !papo_answer_unsure(s, wa, b) &&
			    memchr(s + wa, '$', wb - wa) == NULL &&
			    memmem(s + wa, wb - wa, "\\(", 2) == NULL &&
			    memmem(s + wa, wb - wa, "\\[", 2) == NULL) {
				/* one number ("1 000", "1000,99") is read
				   as a number */
				*math = !(papo_answer_last_number(s, wa, wb, &t,
				    &x, &y) && x == wa && y == wb);
				papo_buf_reset(out);
				if (*math)
					papo_buf_add(out, s + wa, wb - wa);
				else
					papo_buf_add(out, t.s, t.len);
				r = ST_ONE;
				break;
			}
		}
		r = statement_value(s, a, b, out, &conc, math);
		if (r == ST_MANY)
			break;
		if (r == ST_NONE && conc == 3)
			break;	/* the last statement denies a value */
		if (r == ST_NONE || conc == 2) {
			/* a note without a value, or with asides only
			   ("its derivative (\(-1\)) is never zero"): the
			   sentence before, else the aside */
			if (r == ST_ONE && !kept) {
				papo_buf_add(&aside, out->s, out->len);
				asidemath = *math;
				kept = 1;
			}
			if (a == 0 || bare_value(s, a, b))
				break;
			b = a;
			continue;
		}
		if (conc || !papo_answer_ascii(s, a, b))
			break;
		/* alone: nothing but the value, a unit word or two, a full
		   stop ("[45 degrees]", "$28$ percent") */
		papo_answer_trim(s, &a, &b);
		for (va = a; va < b && (s[va] == '[' || s[va] == '(');)
			va++;
		alone = !papo_answer_prose(s, a, b) ||
		    (papo_answer_last_number(s, va, b, &t, &x, &y) &&
		    x == va && alone_after(s, y, b)) ||
		    (papo_answer_math_answer(s, va, b, &t, &x, &y) &&
		    x == va && alone_after(s, y, b)) ||
		    object_value(s, a, b);
		if (!alone)
			r = ST_NONE;
		break;
	}
	if (r != ST_ONE && kept) {
		papo_buf_reset(out);
		papo_buf_add(out, aside.s, aside.len);
		*math = asidemath;
		r = ST_ONE;
	}
	papo_buf_release(&t);
	papo_buf_release(&aside);
	return r;
}

/*
 * Does the JSON object around the answer s[at..end) doubt it: a key
 * for another answer ("alternative_answer", "final_answer" after
 * "answer" with another value), a verdict against it ("is_correct":
 * false), a sibling string that offers another value ("or 5 if ...")?
 */
static int
json_doubted(const char *s, size_t n, size_t at, size_t end,
    const struct papo_buf *v)
{
	static const char *const w[] = { "alternative", "alternate",
	    "other_answer", "second_answer", "another_answer", NULL };
	const char *p;
	size_t a, b, k, q;
	int depth = 0;

	for (a = at; a > 0 && at - a < 4096; a--) {
		if (s[a - 1] == '}')
			depth++;
		else if (s[a - 1] == '{' && depth-- == 0)
			break;
	}
	p = memchr(s + end, '}', n - end);
	b = p != NULL ? (size_t)(p - s) : n;
	if (a == 0 && (at > 4096 || s[0] != '{'))
		a = at;
	for (k = 0; w[k]; k++)
		if (memmem(s + a, b - a, w[k], strlen(w[k])) != NULL)
			return 1;
	/* another answer key before it in the object, with another value
	   ({"final_answer": 5, "answer": 4}) */
	if (at > a) {
		struct papo_buf o = PAPO_BUF_INIT;
		size_t oa, oe, va = 0, vb = v->len, wa = 0, wb;
		int r = 0;

		if (papo_answer_json(s + a, at - a, &o, &oa, &oe)) {
			wb = o.len;
			papo_answer_trim(o.s, &wa, &wb);
			papo_answer_trim(v->s, &va, &vb);
			r = wb - wa != vb - va || memcmp(o.s + wa, v->s + va,
			    vb - va) != 0;
		}
		papo_buf_release(&o);
		if (r)
			return 1;
	}
	for (k = a; k + 6 < b; k++) {
		if (s[k] != ':')
			continue;
		for (q = k + 1; q < b && s[q] == ' '; q++)
			;
		/* "is_correct": false, "correct": false */
		if (starts_ci(s, b, q, "false") && k >= 9 && (memmem(s +
		    (k > 20 ? k - 20 : 0), k - (k > 20 ? k - 20 : 0),
		    "correct", 7) != NULL || memmem(s + (k > 20 ? k - 20 : 0),
		    k - (k > 20 ? k - 20 : 0), "valid", 5) != NULL))
			return 1;
		/* a sibling's string that hedges with a value; a
		   reasoning key before the answer is reasoning */
		if ((k > end || (k < at && !papo_answer_json_reasoning(s,
		    a, k))) && q < b && s[q] == '"') {
			const char *z = memchr(s + q + 1, '"', b - q - 1);
			size_t ze = z != NULL ? (size_t)(z - s) : b;

			if (has_digit(s, q + 1, ze) &&
			    papo_answer_hedged(s, q + 1, ze))
				return 1;
		}
	}
	return 0;
}

/*
 * Is the box s[at..end) a part of an expression, not the whole answer
 * ("\boxed{4}^2", "-\boxed{4}", "\frac{1}{\boxed{4}}", "2\boxed{4}",
 * "\boxed{4}\pi", "\boxed{4} + 1", "\boxed{4} \Rightarrow 5")?
 */
static int
box_in_expr(const char *s, size_t n, size_t at, size_t end)
{
	static const char *const ops[] = { "cdot", "times", "div", "pi",
	    "sqrt", "frac", "Rightarrow", "rightarrow", "implies", "to",
	    "longrightarrow", "ne", "neq", "approx", "pm", "mp", "ast",
	    "circ", "prime", "cdots", "ldots", "dots", "cdotp", NULL };
	static const char *const mults[] = { "dozen", "dozens", "hundred",
	    "hundreds", "score", "times", "squared", "cubed", NULL };
	size_t k, l;

	if (at > 0) {
		int c = (unsigned char)s[at - 1];

		if (is_digit(c) || c == '-' || c == '^' || c == '_' ||
		    c == '/' || (c == '{' && at >= 2 && (s[at - 2] == '}' ||
		    s[at - 2] == '^' || s[at - 2] == '_' ||
		    starts_ci(s, at, at >= 5 ? at - 5 : 0, "sqrt{"))))
			return 1;
	}
	if (end < n && (is_alpha((unsigned char)s[end]) ||
	    is_digit((unsigned char)s[end])))
		return 1;	/* "\boxed{4}x" */
	/* "$\boxed{4}$ dozen": a multiplier word after the box's math */
	for (k = end; k < n && (s[k] == ' ' || s[k] == '$'); k++)
		;
	for (l = 0; mults[l]; l++)
		if (starts_ci(s, n, k, mults[l]) && (k + strlen(mults[l]) ==
		    n || !is_alpha((unsigned char)s[k + strlen(mults[l])])))
			return 1;
	while (end < n && (s[end] == ' ' || s[end] == '\t'))
		end++;
	if (end >= n)
		return 0;
	if (strchr("^_!/*+=", s[end]) != NULL)
		return s[end] != '*' || (end + 1 < n && s[end + 1] != '*');
	if (s[end] == '-') {
		for (k = end + 1; k < n && s[k] == ' '; k++)
			;
		return k < n && (is_digit((unsigned char)s[k]) ||
		    s[k] == '\\' || s[k] == '(');
	}
	/* "\boxed{4} (or 5)", "\boxed{4} or 5", "\boxed{4} \text{ or } 5":
	   another candidate beside it */
	if ((s[end] == '(' && hedged_aside(s, end, n)) || starts_ci(s, n,
	    end, "or ") || starts_ci(s, n, end, "\\text{ or") ||
	    starts_ci(s, n, end, "\\text{or"))
		return 1;
	if (s[end] != '\\')
		return 0;
	for (k = 0; ops[k]; k++) {
		l = strlen(ops[k]);
		if (end + 1 + l <= n && memcmp(s + end + 1, ops[k], l) == 0 &&
		    (end + 1 + l == n || !is_alpha((unsigned char)
		    s[end + 1 + l])))
			return 1;
	}
	return 0;
}

/*
 * Is the box that starts at s[at] denied by the words before it ("not
 * \boxed{4}", "It isn't \boxed{4}", "We can't have \boxed{4}")?
 */
static int
box_negated(const char *s, size_t at)
{
	static const char *const w[] = { "not", "never", "isn't", "aren't",
	    "wasn't", "cannot", "can't", NULL };
	size_t e = at, k, words;

	for (words = 0; words < 2; words++) {
		while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '$' ||
		    s[e - 1] == '*' || s[e - 1] == '(' || s[e - 1] == '\\'))
			e--;
		for (k = e; k > 0 && (is_alpha((unsigned char)s[k - 1]) ||
		    s[k - 1] == '\''); k--)
			;
		if (k == e)
			return 0;
		if (word_of(s, k, e, k, w) == e - k)
			return 1;
		/* "can't have", "cannot be": one word further back */
		if (!(e - k == 4 && starts_ci(s, e, k, "have")) &&
		    !(e - k == 2 && starts_ci(s, e, k, "be")))
			return 0;
		e = k;
	}
	return 0;
}

/*
 * Does a box's content b[0..n) carry a remark in words that is no part
 * of a value: an aside that offers, conditions or judges ("4 \text{
 * (or 5)}", "4 \text{ (if n is even)}", "4 \text{ (wrong)}"), a
 * question mark ("4\text{?}"), a denial ("\neq 4")?
 */
static int
box_remark(const char *b, size_t n)
{
	static const char *const w[] = { "or", "if", "unless", "when",
	    "except", "wrong", "incorrect", "assuming", "guess",
	    "approx", "approximately", "roughly", NULL };
	size_t i, k;

	if (memchr(b, '?', n) != NULL)
		return 1;
	for (i = 0; i < n && b[i] == ' '; i++)
		;
	if (starts_ci(b, n, i, "\\ne") && (i + 3 == n ||
	    !is_alpha((unsigned char)b[i + 3]) || starts_ci(b, n, i,
	    "\\neq")))
		return 1;
	for (i = 0; i < n; i++) {
		if (b[i] != '(')
			continue;
		while (i + 1 < n && b[i + 1] == ' ')
			i++;
		for (k = 0; w[k]; k++)
			if (word_of(b, 0, n, i + 1, (const char *const[]){
			    w[k], NULL }))
				return 1;
	}
	return 0;
}

/*
 * The end of the response's first turn: a chat template's tokens
 * ("<|im_start|>user", "<|endoftext|>") start what the model was not
 * asked to write.
 */
static size_t
chat_end(const char *s, size_t n)
{
	static const char *const toks[] = { "<|im_start|>", "<|im_end|>",
	    "<|endoftext|>", "<|eot_id|>", "<|end|>", NULL };
	const char *p = memchr(s, '<', n);
	size_t k;

	/* memchr, not memmem: this runs over every whole response */
	while (p != NULL) {
		size_t at = (size_t)(p - s);

		if (at + 1 < n && s[at + 1] == '|')
			for (k = 0; toks[k]; k++)
				if (starts_ci(s, n, at, toks[k]))
					return at;
		p = memchr(s + at + 1, '<', n - at - 1);
	}
	return n;
}

/*
 * A final statement on the lines after the last box, which ends at
 * s[end] ("\boxed{4}\n\nSo the answer should be 5."): 1 with its value
 * in out when it asserts one, -1 (out empty) when it offers several, 0
 * when there is none (notes, words without a value) or it is the box's
 * content again.
 */
static int
later_statement(const char *s, size_t end, size_t n, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	const char *p = memchr(s + end, '\n', n - end);
	size_t z, k, e;
	int r, math;

	if (p == NULL)
		return 0;
	z = (size_t)(p - s);
	e = z + chat_end(s + z, n - z);	/* the tail only */
	if (!bare_value(s, z, e))
		return 0;
	for (k = z; k < e && is_space((unsigned char)s[k]); k++)
		;
	if (is_note(s, k, e))
		return 0;
	/* the last paragraph that states something, of the last four
	   ("So the answer should be 5.\n\nThe 4 cases were counted
	   twice.") */
	for (k = 0, r = ST_NONE; k < 4 && e > z; k++) {
		r = last_statement(s + z, e - z, &t, &math);
		if (r == ST_ONE && !has_digit(t.s, 0, t.len))
			r = ST_NONE;	/* not a value: "IK()))" */
		if (r != ST_NONE)
			break;
		while (e > z && is_space((unsigned char)s[e - 1]))
			e--;
		while (e > z + 1 && !(s[e - 1] == '\n' && s[e - 2] == '\n'))
			e--;
		if (e <= z + 1)
			break;
		e -= 2;
	}
	if (r == ST_ONE && t.len == out->len && memcmp(t.s, out->s,
	    t.len) == 0)
		r = ST_NONE;	/* the box again */
	if (r == ST_ONE) {
		papo_buf_reset(out);
		papo_buf_add(out, t.s, t.len);
	} else if (r == ST_MANY)
		papo_buf_reset(out);
	papo_buf_release(&t);
	return r == ST_ONE ? 1 : r == ST_MANY ? -1 : 0;
}

/*
 * Does an <answer> tag in s[i..n), after a box, hold something else than
 * the box's value v: two answers that disagree?
 */
static int
tag_differs(const char *s, size_t i, size_t n, const struct papo_buf *v)
{
	const char *p, *q;
	size_t a, b;

	while ((p = memmem(s + i, n - i, "<answer>", 8)) != NULL) {
		a = (size_t)(p - s) + 8;
		if ((q = memmem(s + a, n - a, "</answer>", 9)) == NULL)
			return 0;
		b = (size_t)(q - s);
		papo_answer_trim(s, &a, &b);
		if (b - a != v->len || memcmp(s + a, v->s, b - a) != 0)
			return 1;
		i = b;
	}
	return 0;
}

/* Does an <answer> tag in s[0..n) deny or hedge its value ("not 4")? */
static int
tag_hedged(const char *s, size_t n)
{
	const char *p, *q;
	size_t a, i = 0;

	while ((p = memmem(s + i, n - i, "<answer>", 8)) != NULL) {
		a = (size_t)(p - s);
		if ((q = memmem(s + a + 8, n - a - 8, "</answer>", 9)) == NULL)
			return 0;
		i = (size_t)(q - s);
		if (papo_answer_hedged(s, a, i))
			return 1;
	}
	return 0;
}

/*
 * Is s[a..b) lines of lone choice letters ("B.", "(D)"), not all the
 * same: two answers?
 */
static int
letter_lines(const char *s, size_t a, size_t b)
{
	size_t i;
	int first = 0, c, other = 0;

	for (i = a; i < b; i++) {
		if (is_space((unsigned char)s[i]) || s[i] == '(' ||
		    s[i] == ')' || s[i] == '.')
			continue;
		c = (unsigned char)s[i];
		if (c < 'A' || c > 'J' || (i + 1 < b && is_alpha(
		    (unsigned char)s[i + 1])))
			return 0;
		if (first == 0)
			first = c;
		else if (c != first)
			other = 1;
	}
	return other && memchr(s + a, '\n', b - a) != NULL;
}

static int extract(const struct papo_answer_opts *, const char *, size_t,
    struct papo_buf *, int, struct papo_answer_why *);

/* A refusal for --explain: reason noted in w (when given), no answer. */
static int
none(struct papo_answer_why *w, const char *reason)
{
	if (w != NULL && w->refused == NULL)
		w->refused = reason;
	return PAPO_FROM_NONE;
}

/* The finder noted in w (when given); from returned. */
static int
found(struct papo_answer_why *w, const char *finder, int from)
{
	if (w != NULL)
		w->finder = finder;
	return from;
}

/*
 * Is the answer that starts at s[at] and ends at s[end] one committed
 * statement: the words before it (when at is not -1) and everything
 * after it to s[n] recognised?  The rows that decided go in w.
 */
static int
framed(const char *s, size_t at, size_t end, size_t n,
    struct papo_answer_why *w)
{
	struct papo_answer_why t;
	const char *why = NULL;

	if (w == NULL) {
		/* no --explain: a scratch record, read by none() */
		memset(&t, 0, sizeof(t));
		w = &t;
	}
	w->before = w->after = NULL;
	if (at != (size_t)-1)
		why = papo_answer_lead(s, at, &w->before);
	if (why == NULL)
		why = papo_answer_tail(s, end, end + chat_end(s + end,
		    n - end), &w->after);
	if (why != NULL)
		none(w, why);
	return why == NULL;
}

/*
 * The answer of a JSON object's answer key, value val (decoded) found
 * at s[jat..jend): the value whole, or what extract finds in it; none
 * when it or a sibling key doubts it or text after takes it back.
 */
static int
json_answer(const struct papo_answer_opts *o, const char *s, size_t n,
    size_t jat, size_t jend, struct papo_buf *val, struct papo_buf *out,
    int depth, struct papo_answer_why *w)
{
	struct papo_buf inner = PAPO_BUF_INIT;
	size_t va = 0, vb = val->len, hs;
	int from;

	/* the value whole ("2,1", "0.64N"), unless it holds a box or is
	   prose to search ("The total is\n4") */
	papo_answer_trim(val->s, &va, &vb);
	/* the hedge test on its final statement, not on earlier clauses
	   about other numbers */
	hs = papo_answer_final_statement(val->s, va, vb);
	if (va < vb && (papo_answer_unsure(val->s, hs, vb) ||
	    papo_answer_hedged(val->s, hs, vb) ||
	    json_doubted(s, n, jat, jend, val)))
		return none(w, "a JSON answer doubted");
	if (va < vb && memmem(val->s, val->len, "\\boxed", 6) == NULL &&
	    !papo_answer_prose(val->s, va, vb)) {
		papo_buf_add(&inner, val->s + va, vb - va);
		from = PAPO_FROM_PHRASE;
	} else
		from = extract(o, val->s, val->len, &inner, depth + 1, w);
	if (from != PAPO_FROM_NONE && !papo_answer_retracted(s, jend, n)) {
		papo_buf_reset(out);
		papo_buf_add(out, inner.s, inner.len);
		papo_buf_release(&inner);
		return found(w, "json", PAPO_FROM_PHRASE);
	}
	papo_buf_release(&inner);
	papo_buf_reset(out);
	return none(w, "a JSON answer taken back or empty");
}

/*
 * The last box's answer, its run joined in out, its first box at
 * s[bat], its last ending at s[end]; or the statement after it (a
 * phrase at s[ph], a later statement).
 */
static int
box_answer(const char *s, size_t n, size_t bat, size_t end, long ph,
    struct papo_buf *out, struct papo_answer_why *w)
{
	size_t send;
	int r, from = PAPO_FROM_NONE;

	/* "\boxed{255} ... The final answer is $10,455$": the statement
	   after the last box is the last word */
	if (ph >= 0 && (size_t)ph > end) {
		struct papo_buf t = PAPO_BUF_INIT;

		r = after_phrase(s, (size_t)ph, n, &t, 0, &send);
		if (r == ST_ONE) {
			papo_buf_reset(out);
			papo_buf_add(out, t.s, t.len);
			end = send;
			from = PAPO_FROM_PHRASE;
		}
		papo_buf_release(&t);
		if (r == ST_MANY)
			return none(w, "a phrase after the box offers more");
	}
	if (papo_answer_retracted(s, end, n))
		return none(w, "taken back after it");
	if (!framed(s, from == PAPO_FROM_NONE ? bat : (size_t)ph, end, n, w))
		return PAPO_FROM_NONE;
	if (from == PAPO_FROM_NONE && (r = later_statement(s, end, n,
	    out)) != 0)
		return r > 0 ? found(w, "statement after the box",
		    PAPO_FROM_MATH) : none(w, "statements after it differ");
	if (from == PAPO_FROM_NONE) {
		scale_after(s, end, n, out);	/* \\boxed{2.5} million */
		return found(w, "box", PAPO_FROM_BOXED);
	}
	return found(w, "phrase after the box", from);
}

/*
 * The fallbacks of s[0..n) when there is no box or phrase: the whole
 * response a value, a bold number in the last sentence, the value of
 * the last statement.
 */
static int
fallback(const char *s, size_t n, struct papo_buf *out,
    struct papo_answer_why *w)
{
	struct papo_buf num = PAPO_BUF_INIT;
	size_t a = 0, b = n, at, stop, nb;
	int r, math = 0;

	papo_answer_trim(s, &a, &b);
	if (a < b && b - a <= 100 && (papo_answer_unsure(s, a, n) ||
	    papo_answer_hedged(s, a, b)))
		return none(w, "hedged");	/* "4?", "\\geq 4" */
	if (a < b && b - a <= 100) {
		/* the whole response is one number ("1000,99") or a bare
		   expression ("3+2", "x = 3", "$odd$") */
		r = papo_answer_last_number(s, a, b, &num, &at, &stop) &&
		    at == a && stop == b;
		if (r)
			papo_buf_add(out, num.s, num.len);
		papo_buf_release(&num);
		if (r)
			return found(w, "whole response", PAPO_FROM_WHOLE);
		if (letter_lines(s, a, b))
			return none(w, "two letters");	/* "B.\n\nD." */
		if (!papo_answer_prose(s, a, b) ||
		    (!papo_answer_has_space(s, a, b) && b - a <= 40 &&
		    papo_answer_ascii(s, a, b))) {
			papo_buf_add(out, s + a, b - a);
			return found(w, "whole response", PAPO_FROM_WHOLE);
		}
	}
	n = chat_end(s, n);
	if (memchr(s, '*', n) != NULL) {
		/* notes at the end ("Note: ...") are no part of it */
		for (nb = n, r = 0; r < 3; r++) {
			a = papo_answer_last_sentence(s, nb);
			if (a == 0 || !is_note(s, a, nb))
				break;
			nb = a;
		}
		a = papo_answer_last_sentence(s, nb);
		/* not when its sentence hedges or denies it ("**4** is
		   not the answer", "**4** or maybe 5") */
		if (!papo_answer_hedged(s, a, nb) && !not_the_answer(s, a,
		    nb) && !papo_answer_retracted(s, a, nb) &&
		    papo_answer_bold_number(s, nb, out))
			return found(w, "bold number", PAPO_FROM_NUMBER);
		papo_buf_reset(out);
	}
	if (last_statement(s, n, out, &math) == ST_ONE)
		return found(w, "last statement", math ? PAPO_FROM_MATH :
		    PAPO_FROM_NUMBER);
	papo_buf_reset(out);
	return none(w, "no answer found");
}

static int
extract(const struct papo_answer_opts *o, const char *s, size_t n,
    struct papo_buf *out, int depth, struct papo_answer_why *w)
{
	size_t end = 0, jat = 0, jend = 0, send, bat = 0;
	struct papo_buf val = PAPO_BUF_INIT;
	long ph;
	int boxed, r;

	papo_buf_reset(out);
	if (n == 0)
		return none(w, "empty");	/* (an empty JSON string) */
	if (papo_answer_truncated(s, chat_end(s, n)))
		return none(w, "cut off: it ends where an answer should follow");
	boxed = boxes(s, n, out, &end, &bat);
	if (!boxed && end == (size_t)-1)
		return none(w, "cut off: its last box is never closed");
	/* a box that hedges or bounds is no one answer: "4 \\text{ (or
	   possibly 5)}", "4?", "\\geq 4" */
	if (boxed && (papo_answer_hedged(out->s, 0, out->len) ||
	    papo_answer_unsure(out->s, 0, out->len) ||
	    box_remark(out->s, out->len) || box_in_expr(s, n, bat, end) ||
	    box_negated(s, bat))) {
		papo_buf_reset(out);
		return none(w, "the box hedges, bounds or is part of more");
	}
	if (tag_hedged(s, n) || (boxed && tag_differs(s, end, n, out))) {
		papo_buf_reset(out);	/* "\\boxed{4} <answer>5</answer>" */
		return none(w, "an answer tag hedges or differs");
	}
	if (boxed && o->extract == PAPO_EXTRACT_BOXED)
		return papo_answer_retracted(s, end, n) ? none(w, "taken back "
		    "after it") : !framed(s, bat, end, n, w) ? PAPO_FROM_NONE :
		    found(w, "box", PAPO_FROM_BOXED);
	if (o->extract == PAPO_EXTRACT_BOXED)
		return none(w, "no box");
	/* a JSON object's answer, after the last box */
	if (depth == 0 && papo_answer_json(s + (boxed ? end : 0),
	    n - (boxed ? end : 0), &val, &jat, &jend)) {
		jat += boxed ? end : 0;
		jend += boxed ? end : 0;
		ph = phrase(s, n);
		if (ph < 0 || (size_t)ph < jend) {
			r = json_answer(o, s, n, jat, jend, &val, out, depth,
			    w);
			papo_buf_release(&val);
			return r;
		}
	} else
		ph = phrase(s, n);
	papo_buf_release(&val);
	if (boxed)
		return box_answer(s, n, bat, end, ph, out, w);
	if (ph >= 0) {
		r = after_phrase(s, (size_t)ph, n, out, 1, &send);
		if (r == ST_ONE && !papo_answer_retracted(s, send, n) &&
		    papo_answer_sure(s, (size_t)ph, send, w) &&
		    framed(s, (size_t)ph, send, n, w))
			return found(w, "phrase", PAPO_FROM_PHRASE);
		papo_buf_reset(out);
		if (r != ST_NONE)
			return none(w, r == ST_ONE ? "taken back after it" :
			    "the phrase offers more than one value");
	}
	if (o->extract == PAPO_EXTRACT_ANSWER)
		return none(w, "no box or phrase");
	return fallback(s, n, out, w);
}

int
papo_answer_explain(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out, struct papo_answer_why *w)
{
	long t = last_of(s, n, "</think>");
	size_t a = 0;

	if (w != NULL)
		memset(w, 0, sizeof(*w));
	papo_buf_reset(out);
	if (o->think != PAPO_THINK_KEEP) {
		if (t >= 0)
			a = (size_t)t + 8;
		else if (o->think == PAPO_THINK_REQUIRE ||
		    last_of(s, n, "<think>") >= 0)
			return none(w, "no </think>: reasoning never closed");
	}
	return extract(o, s + a, n - a, out, 0, w);
}

int
papo_answer_extract(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out)
{
	return papo_answer_explain(o, s, n, out, NULL);
}

/*
 * A reference whose last braces were never closed, as some datasets
 * store it ("\frac{5055}{2^{15}"): closed at its end, at most four.
 */
static void
close_braces(struct papo_buf *out)
{
	size_t i;
	long open = 0;

	for (i = 0; i < out->len; i++) {
		if (out->s[i] == '\\') {
			i++;	/* \{ and \} are braces of a set */
			continue;
		}
		if (out->s[i] == '{')
			open++;
		else if (out->s[i] == '}' && --open < 0)
			return;
	}
	if (open > 0 && open <= 4)
		while (open-- > 0)
			papo_buf_addc(out, '}');
}

void
papo_answer_reference(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const lead[] = { "the final answer is",
	    "final answer is", "final answer:", "the answer is", "answer is",
	    "answer:", NULL };
	size_t a = 0, b = n, k, end;

	if (boxes(s, n, out, &end, &k))
		return;
	while (a < b && lead_space(s, a, b))
		a++;
	for (k = 0; lead[k]; k++)
		if (starts_ci(s, b, a, lead[k])) {
			a += strlen(lead[k]);
			while (a < b && (lead_space(s, a, b) ||
			    s[a] == ':'))
				a++;
			break;
		}
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	/*
	 * A sentence around one run of math ("The minimum value is $5$."):
	 * the math.  Only when no math comes before that run: a sentence
	 * of several statements is not an answer to read.
	 */
	if (papo_answer_prose(s, a, b)) {
		struct papo_buf m = PAPO_BUF_INIT;
		size_t ms, me, i;

		if (papo_answer_math_answer(s, a, b, &m, &ms, &me)) {
			for (i = a; i < ms; i++)
				if (s[i] == '$' || (s[i] == '\\' && i + 1 < ms &&
				    (s[i + 1] == '(' || s[i + 1] == '[')))
					break;
			if (i == ms && !papo_answer_prose(m.s, 0, m.len)) {
				papo_buf_reset(out);
				papo_buf_add(out, m.s, m.len);
				papo_buf_release(&m);
				return;
			}
		}
		papo_buf_release(&m);
	}
	papo_buf_reset(out);
	papo_buf_add(out, s + a, b - a);
	close_braces(out);
}

size_t
papo_answer_alternatives(const char *s, size_t n, struct papo_buf *out,
    size_t *off, size_t max)
{
	size_t i = 0, k = 0;

	papo_buf_reset(out);
	while (i < n && is_space((unsigned char)s[i]))
		i++;
	while (n > i && is_space((unsigned char)s[n - 1]))
		n--;
	if (i >= n || s[i] != '[' || s[n - 1] != ']')
		return 0;
	i++;
	n--;
	for (;;) {
		char q;

		while (i < n && is_space((unsigned char)s[i]))
			i++;
		if (i >= n || (s[i] != '"' && s[i] != '\'') || k == max)
			return 0;
		q = s[i++];
		off[k++] = out->len;
		while (i < n && s[i] != q) {
			if (s[i] == '\\' && i + 1 < n) {
				char c = s[i + 1];
				long cp;

				i += 2;
				if (c == 'n')
					papo_buf_addc(out, '\n');
				else if (c == 't')
					papo_buf_addc(out, '\t');
				else if (c == 'u' && (cp = papo_answer_hex4(s, n, i)) >= 0) {
					papo_answer_add_utf8(out, cp);
					i += 4;
				} else if (c == '"' || c == '\'' || c == '\\' ||
				    c == '/')
					papo_buf_addc(out, c);
				else {
					/* \f, \b, \r: a LaTeX command whose
					   backslash was not doubled */
					papo_buf_addc(out, '\\');
					papo_buf_addc(out, c);
				}
				continue;
			}
			papo_buf_addc(out, s[i++]);
		}
		if (i >= n)
			return 0;
		papo_buf_addc(out, '\0');
		i++;
		while (i < n && is_space((unsigned char)s[i]))
			i++;
		if (i == n)
			return k;
		if (s[i] != ',')
			return 0;
		i++;
	}
}
