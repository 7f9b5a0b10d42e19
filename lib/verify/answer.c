/*
 * answer.c: finding the final answer in a model response (boxes, an
 * answer phrase, then the fallbacks in order), and reading a reference
 * answer (its last box, a list of alternatives).
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"

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
 * it.  0 when there is no usable content (unbalanced, empty).
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
	for (k = i; k < n; k++) {
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
	return 0;
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
 * with ", ", into out; *lastend is where the last box ends.  Returns 1
 * when there is a box.
 */
static int
boxes(const char *s, size_t n, struct papo_buf *out, size_t *lastend)
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
	/* the last usable box */
	for (i = (long)npos - 1; i >= 0 && tries < PAPO_ANSWER_MAX_TRIES;
	    i--, tries++)
		if (box_at(s, n, pos[i], nl[i], &a, &b, &end))
			break;
	if (i < 0 || tries == PAPO_ANSWER_MAX_TRIES)
		return 0;
	ca[0] = a;
	cb[0] = b;
	nbox = 1;
	prevstart = pos[i];
	*lastend = end;
	/* earlier boxes that end just before, separated by little */
	for (i--; i >= 0 && nbox < PAPO_ANSWER_MAX_JOIN; i--) {
		if (!box_at(s, n, pos[i], nl[i], &a, &b, &end) ||
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
	return best;
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

/*
 * The answer in s[a..b) after a phrase, into out: 1 when found, else 0
 * with out untouched.  With text set, a few plain words are an answer
 * ("Answer: No solution"); a phrase after a box needs math or a number
 * to win over it.
 */
static int
after_phrase(const char *s, size_t a, size_t b, struct papo_buf *out,
    int text)
{
	size_t ca, cb, e, at, stop, ms, me;
	struct papo_buf num = PAPO_BUF_INIT, m = PAPO_BUF_INIT;
	int r = 0;

	{
		size_t z = b;

		papo_answer_trim(s, &a, &z);
	}
	e = sentence_end(s, b, a);
	if (a < b && (s[a] == '$' || (s[a] == '\\' && a + 1 < b &&
	    (s[a + 1] == '(' || s[a + 1] == '[')))) {
		/* "is $12$ and $13$.": the math of that sentence */
		if (papo_answer_math_answer(s, a, e + 1 > b ? b : e + 1, out,
		    &ms, &me) ||
		    papo_answer_math_answer(s, a, b, out, &ms, &me))
			return 1;
	}
	ca = a;
	cb = e;
	papo_answer_trim(s, &ca, &cb);
	if (ca >= cb)
		return 0;
	/* "The answer is **Evelyn**.": the words in bold */
	if (ca >= 2 && s[ca - 1] == '*' && s[ca - 2] == '*') {
		size_t z;

		for (z = ca; z + 1 < b && z < e + 2; z++)
			if (s[z] == '*' && s[z + 1] == '*')
				break;
		if (z + 1 < b && z < e + 2 && z > ca) {
			cb = z;
			papo_answer_trim(s, &ca, &cb);
			if (ca < cb) {
				papo_buf_reset(out);
				papo_buf_add(out, s + ca, cb - ca);
				return 1;
			}
		}
	}
	if (!papo_answer_prose(s, ca, cb)) {
		papo_buf_reset(out);
		papo_buf_add(out, s + ca, cb - ca);
		return 1;
	}
	/* "Answer: No, there is none.": the word that answers */
	for (e = 0; text && e < 2; e++) {
		const char *w = e ? "yes" : "no";
		size_t l = strlen(w);

		if (starts_ci(s, cb, ca, w) && (ca + l == cb ||
		    strchr(",.;:!", s[ca + l]) != NULL)) {
			papo_buf_reset(out);
			papo_buf_add(out, s + ca, l);
			return 1;
		}
	}
	{
		int hm = papo_answer_math_answer(s, ca, cb, &m, &ms, &me);
		int hn = papo_answer_last_number(s, ca, cb, &num, &at, &stop);

		if (hm && (!hn || at < me)) {
			papo_buf_reset(out);
			papo_buf_add(out, m.s, m.len);
			r = 1;
		} else if (hn) {
			papo_buf_reset(out);
			papo_buf_add(out, num.s, num.len);
			r = 1;
		} else if (text && cb - ca <= 40 && plain_words(s, ca, cb)) {
			/* "Answer: No solution": a few words answer */
			papo_buf_reset(out);
			papo_buf_add(out, s + ca, cb - ca);
			r = 1;
		}
	}
	papo_buf_release(&num);
	papo_buf_release(&m);
	return r;
}

int
papo_answer_extract(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out)
{
	long t = last_of(s, n, "</think>");
	size_t a = 0, b = n, end, at;
	struct papo_buf num = PAPO_BUF_INIT;
	long ph;
	int from = PAPO_FROM_NONE;

	papo_buf_reset(out);
	if (o->think != PAPO_THINK_KEEP) {
		if (t >= 0)
			a = (size_t)t + 8;
		else if (o->think == PAPO_THINK_REQUIRE ||
		    last_of(s, n, "<think>") >= 0)
			return PAPO_FROM_NONE;
	}
	s += a;
	n -= a;
	if (boxes(s, n, out, &end)) {
		/* "\boxed{255} ... The final answer is $10,455$": the
		   statement after the last box is the last word */
		if (o->extract != PAPO_EXTRACT_BOXED &&
		    (ph = phrase(s, n)) >= 0 && (size_t)ph > end) {
			if (after_phrase(s, (size_t)ph, n, out, 0))
				return PAPO_FROM_PHRASE;
		}
		return PAPO_FROM_BOXED;
	}
	if (o->extract == PAPO_EXTRACT_BOXED)
		return PAPO_FROM_NONE;
	if ((ph = phrase(s, n)) >= 0 &&
	    after_phrase(s, (size_t)ph, n, out, 1))
		return PAPO_FROM_PHRASE;
	if (o->extract == PAPO_EXTRACT_ANSWER)
		return PAPO_FROM_NONE;
	a = 0;
	b = n;
	papo_answer_trim(s, &a, &b);
	if (a < b && b - a <= 100) {
		/* the whole response is one number ("1000,99") or a bare
		   expression ("3+2", "x = 3", "$odd$") */
		size_t stop;

		if (papo_answer_last_number(s, a, b, &num, &at, &stop) &&
		    at == a && stop == b) {
			papo_buf_add(out, num.s, num.len);
			papo_buf_release(&num);
			return PAPO_FROM_WHOLE;
		}
		if (!papo_answer_prose(s, a, b) ||
		    (!papo_answer_has_space(s, a, b) && b - a <= 40 &&
		    papo_answer_ascii(s, a, b))) {
			papo_buf_add(out, s + a, b - a);
			papo_buf_release(&num);
			return PAPO_FROM_WHOLE;
		}
	}
	if (papo_answer_bold_number(s, n, out)) {
		papo_buf_release(&num);
		return PAPO_FROM_NUMBER;
	}
	{
		size_t stop, ms = 0, me = 0;
		struct papo_buf m = PAPO_BUF_INIT;
		int hm = papo_answer_math_answer(s, 0, n, &m, &ms, &me);
		/* a number wins only after the last math: look only there */
		int hn = hm ? papo_answer_numbers_in(s, 0, me, n, &num, &at,
		    &stop) : papo_answer_last_number(s, 0, n, &num, &at, &stop);

		if (hm && (!hn || at < me)) {
			papo_buf_add(out, m.s, m.len);
			from = PAPO_FROM_MATH;
		} else if (hn) {
			papo_buf_add(out, num.s, num.len);
			from = PAPO_FROM_NUMBER;
		}
		papo_buf_release(&m);
	}
	papo_buf_release(&num);
	return from;
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

	if (boxes(s, n, out, &end))
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

/* Four hex digits at s[i]: their value, or -1. */
static long
hex4(const char *s, size_t n, size_t i)
{
	long v = 0;
	size_t k;

	if (i + 4 > n)
		return -1;
	for (k = i; k < i + 4; k++) {
		int c = lower((unsigned char)s[k]);

		if (is_digit(c))
			v = v * 16 + (c - '0');
		else if (c >= 'a' && c <= 'f')
			v = v * 16 + (c - 'a' + 10);
		else
			return -1;
	}
	return v;
}

/* Code point cp (below 0x10000) as UTF-8. */
static void
add_utf8(struct papo_buf *out, long cp)
{
	if (cp < 0x80)
		papo_buf_addc(out, (char)cp);
	else if (cp < 0x800) {
		papo_buf_addc(out, (char)(0xc0 | (cp >> 6)));
		papo_buf_addc(out, (char)(0x80 | (cp & 0x3f)));
	} else {
		papo_buf_addc(out, (char)(0xe0 | (cp >> 12)));
		papo_buf_addc(out, (char)(0x80 | ((cp >> 6) & 0x3f)));
		papo_buf_addc(out, (char)(0x80 | (cp & 0x3f)));
	}
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
				else if (c == 'u' && (cp = hex4(s, n, i)) >= 0) {
					add_utf8(out, cp);
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
