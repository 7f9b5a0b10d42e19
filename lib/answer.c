/*
 * answer.c: finding the final answer in a model response, and reading a
 * reference answer.
 */
#include <string.h>

#include "answer.h"
#include "units.h"

static int
is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

/*
 * Is s[i] a space that may be trimmed from the front of an answer?  A
 * form feed or vertical tab followed by a letter is not: it is a LaTeX
 * command whose backslash an escaping accident turned into one ("\frac"
 * read as JSON's \f), which the lexer repairs; trimming it would leave
 * "rac".
 */
static int
lead_space(const char *s, size_t i, size_t n)
{
	unsigned char c = (unsigned char)s[i];

	if ((c == '\f' || c == '\v') && i + 1 < n &&
	    is_alpha((unsigned char)s[i + 1]))
		return 0;
	return is_space(c);
}

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Case-insensitive: does s[i..] start with the lowercase word w? */
static int
starts_ci(const char *s, size_t n, size_t i, const char *w)
{
	size_t k;

	for (k = 0; w[k]; k++)
		if (i + k >= n || lower((unsigned char)s[i + k]) != w[k])
			return 0;
	return 1;
}

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

/* Between two math spans: only commas, spaces and one "and"/"or". */
static int
joinable_spans(const char *s, size_t a, size_t b)
{
	size_t i = a;
	int words = 0, comma = 0;

	while (i < b) {
		if (is_alpha((unsigned char)s[i])) {
			size_t k = i;

			while (k < b && is_alpha((unsigned char)s[k]))
				k++;
			if (!((k - i == 3 && starts_ci(s, b, i, "and")) ||
			    (k - i == 2 && starts_ci(s, b, i, "or"))))
				return 0;
			words++;
			i = k;
			continue;
		}
		if (s[i] == ',')
			comma = 1;
		else if (!is_space((unsigned char)s[i]))
			return 0;
		i++;
	}
	return words == 1 || (words == 0 && comma);
}

/* Known words that may appear in a bare expression. */
static int
math_word(const char *s, size_t n)
{
	static const char *const w[] = { "and", "or", "sqrt", "sin", "cos",
	    "tan", "log", "ln", "exp", "pi", "inf", "infty", "infinity", NULL };
	size_t k;

	for (k = 0; w[k]; k++)
		if (strlen(w[k]) == n && starts_ci(s, n, 0, w[k]))
			return 1;
	return 0;
}

/*
 * Does s[a..b) hold prose: a word of three or more letters that is not
 * a command, not inside \text{...} or \begin{...}, and not a known math
 * word; or a run of two non-ASCII characters (CJK, Cyrillic, ...)?
 */
static int
prose(const char *s, size_t a, size_t b)
{
	size_t i = a;
	int text = 0, depth = 0;

	while (i < b) {
		int c = (unsigned char)s[i];

		if (c == '\\') {
			size_t k = i + 1;

			while (k < b && s[k] == '\\')
				k++;	/* "\\\\frac": escaped twice */
			i = k;
			while (k < b && is_alpha((unsigned char)s[k]))
				k++;
			if (k == i)
				continue;	/* \, \( or a mangled \f */
			if (k - i >= 3 && (starts_ci(s, b, i, "text") ||
			    starts_ci(s, b, i, "mathrm") ||
			    starts_ci(s, b, i, "mbox") ||
			    starts_ci(s, b, i, "begin") ||
			    starts_ci(s, b, i, "end") ||
			    starts_ci(s, b, i, "operatorname")))
				text = depth + 1;
			i = k > i ? k : i + 1;
			continue;
		}
		if (c == '{')
			depth++;
		else if (c == '}') {
			if (text == depth)
				text = 0;
			if (depth > 0)
				depth--;
		} else if (is_alpha(c)) {
			size_t k = i, up = 0;

			while (k < b && is_alpha((unsigned char)s[k]))
				up += s[k++] <= 'Z';
			/* ABC, XYZ: the names of points, not words */
			if (k - i >= 3 && !text && !math_word(s + i, k - i) &&
			    up < k - i)
				return 1;
			i = k;
			continue;
		} else if ((c == '\f' || c == '\b') && i + 1 < b &&
		    is_alpha((unsigned char)s[i + 1])) {
			/* "\frac" with its "\f" turned into a form feed */
			i++;
			while (i < b && is_alpha((unsigned char)s[i]))
				i++;
			continue;
		} else if (c >= 0xc0) {
			/* two non-ASCII characters in a row: a word */
			size_t k = i + 1;

			while (k < b && ((unsigned char)s[k] & 0xc0) == 0x80)
				k++;
			if (k < b && (unsigned char)s[k] >= 0xc0)
				return 1;
			i = k;
			continue;
		}
		i++;
	}
	return 0;
}

/* Is s[a..b) plain ASCII? */
static int
ascii(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if ((unsigned char)s[a] >= 0x80)
			return 0;
	return 1;
}

/* Does s[a..b) hold white space? */
static int
has_space(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (is_space((unsigned char)s[a]))
			return 1;
	return 0;
}

/* Trim spaces, '*' (markdown bold), '"' and final punctuation. */
static void
trim(const char *s, size_t *a, size_t *b)
{
	for (;;) {
		if (*a < *b && (lead_space(s, *a, *b) ||
		    s[*a] == '*' || s[*a] == '"'))
			(*a)++;
		else if (*a + 1 < *b && s[*a] == '\\' && s[*a + 1] == '"')
			*a += 2;	/* \" from text escaped twice */
		else
			break;
	}
	for (;;) {
		if (*b > *a && (is_space((unsigned char)s[*b - 1]) ||
		    s[*b - 1] == '*' || s[*b - 1] == '.' ||
		    s[*b - 1] == ',' || s[*b - 1] == ';'))
			(*b)--;
		else if (*b > *a && s[*b - 1] == '"')
			*b -= *b >= *a + 2 && s[*b - 2] == '\\' ? 2 : 1;
		else
			break;
	}
}

/* A bare name ("n", "x_1", "f(x)"): prose refers to it, it answers nothing. */
static int
trivial(const char *s, size_t a, size_t b)
{
	size_t i = a;

	if (i >= b || !is_alpha((unsigned char)s[i]))
		return 0;
	i++;
	if (i == b)
		return 1;
	if (s[i] == '(' && i + 2 < b && is_alpha((unsigned char)s[i + 1]) &&
	    s[i + 2] == ')' && i + 3 == b)
		return 1;
	if (s[i] == '\'')
		return i + 1 == b;
	if (s[i] != '_')
		return 0;
	i++;
	if (i < b && s[i] == '{') {
		i++;
		while (i < b && (is_alpha((unsigned char)s[i]) ||
		    is_digit((unsigned char)s[i])))
			i++;
		return i + 1 == b && s[i] == '}';
	}
	return i + 1 == b && (is_alpha((unsigned char)s[i]) ||
	    is_digit((unsigned char)s[i]));
}

/*
 * The last math spans ($...$, $$...$$, \(...\), \[...\]) in s[a..b)
 * whose content is neither prose nor a bare name, with the spans just
 * before them that only commas or "and" separate ("\(x = 5\) and
 * \(x = -2\)"): their contents joined with ", " into out, *start and
 * *end the extent.  0 when there is none.
 */
static int
math_answer(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *start, size_t *end)
{
	enum { RING = 64 };
	size_t ca[RING], cb[RING], sa[RING], se[RING];
	size_t nspan = 0, i = a, k, first, aside = a;
	size_t nd = a, nb = a;	/* where the next '$' and '\\' are */

	while (i < b) {
		size_t x, y = 0, z = 0;

		if (s[i] != '$' && s[i] != '\\') {
			const char *p;

			if (nd <= i) {
				p = memchr(s + i, '$', b - i);
				nd = p ? (size_t)(p - s) : b;
			}
			if (nb <= i) {
				p = memchr(s + i, '\\', b - i);
				nb = p ? (size_t)(p - s) : b;
			}
			i = nd < nb ? nd : nb;
			continue;
		}
		if (s[i] == '\\' && i + 1 < b) {
			char c = s[i + 1];

			if (c == '(' || c == '[') {
				const char *close = c == '(' ? "\\)" : "\\]";
				const char *q = memmem(s + i + 2, b - i - 2,
				    close, 2);

				if (q != NULL) {
					x = i + 2;
					y = (size_t)(q - s);
					z = y + 2;
					goto span;
				}
			}
			i += 2;
			continue;
		}
		if (s[i] == '$') {
			if (i + 1 < b && s[i + 1] == '$') {
				const char *q = memmem(s + i + 2, b - i - 2,
				    "$$", 2);

				if (q == NULL) {
					i += 2;
					continue;
				}
				x = i + 2;
				y = (size_t)(q - s);
				z = y + 2;
				goto span;
			}
			x = i + 1;
			for (y = x; y < b && s[y] != '$' && s[y] != '\n'; y++)
				if (s[y] == '\\')
					y++;
			if (y >= b || s[y] != '$') {
				i++;	/* a lone dollar: currency */
				continue;
			}
			if (prose(s, x, y) && has_space(s, x, y)) {
				/* "$5 and $": the second may open */
				i = y;
				continue;
			}
			z = y + 1;
			goto span;
		}
		i++;
		continue;
span:
		{
			size_t p = x, q2 = y, l = i, r = z;

			trim(s, &p, &q2);
			while (l > a && s[l - 1] == ' ')
				l--;
			while (r < b && s[r] == ' ')
				r++;
			/* "(\(-1\))": an aside, when other math came
			   before */
			if (nspan > 0 && l > a && s[l - 1] == '(' && r < b &&
			    s[r] == ')') {
				aside = z;
				i = z;
				continue;
			}
			if (p < q2 && !trivial(s, p, q2)) {
				if (nspan == RING) {
					memmove(ca, ca + 1,
					    (RING - 1) * sizeof(*ca));
					memmove(cb, cb + 1,
					    (RING - 1) * sizeof(*cb));
					memmove(sa, sa + 1,
					    (RING - 1) * sizeof(*sa));
					memmove(se, se + 1,
					    (RING - 1) * sizeof(*se));
					nspan--;
				}
				ca[nspan] = p;
				cb[nspan] = q2;
				sa[nspan] = i;
				se[nspan++] = z;
			}
		}
		i = z;
	}
	if (nspan == 0)
		return 0;
	first = nspan - 1;
	while (first > 0 && se[first - 1] <= sa[first] &&
	    joinable_spans(s, se[first - 1], sa[first]))
		first--;
	papo_buf_reset(out);
	for (k = first; k < nspan; k++) {
		if (k > first)
			papo_buf_add(out, ", ", 2);
		papo_buf_add(out, s + ca[k], cb[k] - ca[k]);
	}
	*start = sa[first];
	*end = se[nspan - 1] > aside ? se[nspan - 1] : aside;
	return 1;
}

/* Integer digits at s[i..], with thousands separators removed into out. */
static size_t
digits_sep(const char *s, size_t b, size_t i, struct papo_buf *out)
{
	size_t start = i, lead;

	while (i < b && is_digit((unsigned char)s[i]))
		i++;
	lead = i - start;
	papo_buf_add(out, s + start, lead);
	if (lead >= 1 && lead <= 3 && s[start] != '0') {
		for (;;) {
			size_t j = i;

			if (j < b && s[j] == ',') {
				j++;
				if (j + 1 < b && s[j] == '\\' &&
				    s[j + 1] == '!')
					j += 2;
			} else if (j + 2 < b && s[j] == '{' &&
			    s[j + 1] == ',' && s[j + 2] == '}')
				j += 3;
			else if (j + 1 < b && s[j] == ' ' &&
			    is_digit((unsigned char)s[j + 1]))
				j += 1;	/* "1 000" */
			else
				break;
			if (j + 3 <= b && is_digit((unsigned char)s[j]) &&
			    is_digit((unsigned char)s[j + 1]) &&
			    is_digit((unsigned char)s[j + 2]) &&
			    (j + 3 == b ||
			    !is_digit((unsigned char)s[j + 3]))) {
				papo_buf_add(out, s + j, 3);
				i = j + 3;
			} else
				break;
		}
	}
	return i;
}

/*
 * The length of the non-ASCII character of math in plain text at
 * s[i..b) (π √ ² ³ ° · × −), or 0.
 */
static size_t
utf8_math(const char *s, size_t b, size_t i)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i + 2 > b || u[0] < 0xc2)
		return 0;
	switch (u[0]) {
	case 0xcf:	/* π */
		return u[1] == 0x80 ? 2 : 0;
	case 0xc2:	/* ² ³ ° · */
		return u[1] == 0xb2 || u[1] == 0xb3 || u[1] == 0xb0 ||
		    u[1] == 0xb7 ? 2 : 0;
	case 0xc3:	/* × */
		return u[1] == 0x97 ? 2 : 0;
	case 0xe2:	/* √ − */
		return i + 3 <= b && u[1] == 0x88 && (u[2] == 0x9a ||
		    u[2] == 0x92) ? 3 : 0;
	default:
		return 0;
	}
}

/* Is s[i..b) at the root sign √? */
static int
at_root(const char *s, size_t b, size_t i)
{
	return i + 3 <= b && (unsigned char)s[i] == 0xe2 &&
	    (unsigned char)s[i + 1] == 0x88 && (unsigned char)s[i + 2] == 0x9a;
}

/*
 * The length of the character ending at s[j - 1] when it may belong to
 * an expression written in plain text (ASCII but white space, or one of
 * utf8_math), else 0: prose in another script ("300分钟") ends it.
 */
static size_t
run_back(const char *s, size_t a, size_t j)
{
	size_t k;

	if (j <= a || is_space((unsigned char)s[j - 1]))
		return 0;
	if ((unsigned char)s[j - 1] < 0x80)
		return 1;
	for (k = 2; k <= 3 && j >= a + k; k++)
		if (utf8_math(s, j, j - k) == k)
			return k;
	return 0;
}

/* The same for the character starting at s[i]. */
static size_t
run_fwd(const char *s, size_t b, size_t i)
{
	if (i >= b || is_space((unsigned char)s[i]))
		return 0;
	if ((unsigned char)s[i] < 0x80)
		return 1;
	return utf8_math(s, b, i);
}

/*
 * Is the number at s[start..end) glued to more of an expression, with
 * no space between them ("3π", "4π/3", "√3", "5²", "3x", "1:2", "2^{10}",
 * "sqrt(2)")?  Then it does not stand alone: 1, with the run around it
 * (characters run_fwd accepts) in *ra, *rb, final punctuation and
 * unbalanced parentheses trimmed.  Ordinals (3rd) and a following '!'
 * (an exclamation as often as a factorial) stay numbers.  A unit glued
 * to it ("10m", "60km/h", "5m²") is no expression: 2, with the unit's
 * extent in *ra, *rb.
 */
static int
glued(const char *s, size_t a, size_t b, size_t start, size_t end,
    size_t *ra, size_t *rb)
{
	size_t x, y, k, l;
	int g = 0, open = 0;

	if (end < b) {
		int c = (unsigned char)s[end];

		if (is_alpha(c)) {
			struct papo_unit u;

			for (k = end; k < b && is_alpha((unsigned char)s[k]);)
				k++;
			if (k - end == 2 && (starts_ci(s, b, end, "st") ||
			    starts_ci(s, b, end, "nd") ||
			    starts_ci(s, b, end, "rd") ||
			    starts_ci(s, b, end, "th")))
				return 0;
			/* "10m", "5cm^2", "60km/h": a unit */
			for (y = end; y < b && (unsigned char)s[y] < 0x80 &&
			    !is_space((unsigned char)s[y]);)
				y++;
			while (y > end && strchr(".,;:!?\"'*$)", s[y - 1]))
				y--;
			if (papo_unit_parse(s + end, y - end, &u) == 0 &&
			    !u.generic) {
				*ra = end;
				*rb = y + (y + 2 <= b && (unsigned char)s[y] ==
				    0xc2 && ((unsigned char)s[y + 1] == 0xb2 ||
				    (unsigned char)s[y + 1] == 0xb3) ? 2 : 0);
				return 2;
			}
			g = 1;
		} else if (c == '^' || c == '(' || c == '\\' ||
		    ((c == ':' || c == '/') && end + 1 < b &&
		    run_fwd(s, b, end + 1) && s[end + 1] != '.'))
			g = 1;
		else
			g = utf8_math(s, b, end) != 0;
	}
	if (start >= a + 3 && at_root(s, b, start - 3))
		g = 1;
	if (start > a + 1 && s[start - 1] == '/' &&
	    (l = run_back(s, a, start - 1)) != 0 &&
	    !is_digit((unsigned char)s[start - 2]))
		g = 1;	/* "π/3" */
	if (start >= a + 5 && (s[start - 1] == '(' || s[start - 1] == '{') &&
	    starts_ci(s, b, start - 5, "sqrt"))
		g = 1;
	if (!g)
		return 0;
	for (x = start; (l = run_back(s, a, x)) != 0;)
		x -= l;
	/* "3 sqrt(2)", "2 √3": the factor before the root belongs to it */
	if ((starts_ci(s, b, x, "sqrt") || at_root(s, b, x)) &&
	    x > a + 1 && s[x - 1] == ' ' &&
	    is_digit((unsigned char)s[x - 2])) {
		for (k = x - 1; k > a && (is_digit((unsigned char)s[k - 1]) ||
		    s[k - 1] == '.');)
			k--;
		if (k == a || is_space((unsigned char)s[k - 1]) ||
		    s[k - 1] == '-')
			x = k > a && s[k - 1] == '-' ? k - 1 : k;
	}
	for (y = end; (l = run_fwd(s, b, y)) != 0;)
		y += l;
	while (y > end && strchr(".,;:!?\"'*$", s[y - 1]) != NULL)
		y--;
	while (x < start && strchr("\"'*", s[x]) != NULL)
		x++;
	for (k = x; k < y; k++)
		open += s[k] == '(' ? 1 : s[k] == ')' ? -1 : 0;
	if (open > 0 && s[x] == '(')
		x++;
	else if (open < 0 && s[y - 1] == ')')
		y--;
	*ra = x;
	*rb = y;
	return 1;
}

/*
 * The last standalone number in s[from..b), s[a..from) being context:
 * "1,000.99", "2/3", "-5", "\frac{2}{5}", "25%", "2,74" (a decimal comma),
 * normalized into out.  *at and *stop receive its extent.  0 when there
 * is none.
 */
static int
numbers_in(const char *s, size_t a, size_t from, size_t b,
    struct papo_buf *out, size_t *at, size_t *stop)
{
	struct papo_buf cur = PAPO_BUF_INIT;
	size_t i = from;
	int found = 0;

	while (i < b) {
		int c = (unsigned char)s[i];
		size_t start = i, j;
		int frac = 0;

		if (c == '\\' && (starts_ci(s, b, i, "\\frac{") ||
		    starts_ci(s, b, i, "\\dfrac{") ||
		    starts_ci(s, b, i, "\\tfrac{"))) {
			size_t p = i + (s[i + 1] == 'f' ? 6 : 7), q, r;

			q = p;
			while (q < b && is_digit((unsigned char)s[q]))
				q++;
			if (q > p && q + 1 < b && s[q] == '}' &&
			    s[q + 1] == '{') {
				r = q + 2;
				while (r < b && is_digit((unsigned char)s[r]))
					r++;
				if (r > q + 2 && r < b && s[r] == '}') {
					papo_buf_reset(&cur);
					if (i > a && s[i - 1] == '-')
						papo_buf_addc(&cur, '-');
					papo_buf_add(&cur, s + p, q - p);
					papo_buf_addc(&cur, '/');
					papo_buf_add(&cur, s + q + 2,
					    r - q - 2);
					frac = 1;
					j = r + 1;
					goto got;
				}
			}
			i++;
			continue;
		}
		if (!(is_digit(c) || (c == '.' && i + 1 < b &&
		    is_digit((unsigned char)s[i + 1])))) {
			i++;
			continue;
		}
		if (i > a && (is_alpha((unsigned char)s[i - 1]) ||
		    s[i - 1] == '_' || s[i - 1] == '^' || s[i - 1] == '\\' ||
		    is_digit((unsigned char)s[i - 1]) || s[i - 1] == '.' ||
		    (s[i - 1] == '{' && i > a + 1 && (s[i - 2] == '^' ||
		    s[i - 2] == '_')))) {
			/* part of a name, an index, an exponent: not a
			   number */
			while (i < b && (is_digit((unsigned char)s[i]) ||
			    s[i] == '.'))
				i++;
			continue;
		}
		papo_buf_reset(&cur);
		if (i > a && s[i - 1] == '-' && (i - 1 == a ||
		    strchr(" \t\n(=:[{$", s[i - 2]) != NULL))
			papo_buf_addc(&cur, '-');
		if (c == '.')
			papo_buf_addc(&cur, '0');
		if (i > a + 1 && s[i - 1] == ',' &&
		    is_digit((unsigned char)s[i - 2])) {
			/* "27,54,108": an item of a list, not 54,108 */
			j = i;
			while (j < b && is_digit((unsigned char)s[j]))
				papo_buf_addc(&cur, s[j++]);
		} else
			j = digits_sep(s, b, i, &cur);
		if (j + 1 < b && s[j] == ',' &&
		    is_digit((unsigned char)s[j + 1]) &&
		    memchr(s + i, ',', j - i) != NULL) {
			/* "5,000,12": not thousands after all */
			papo_buf_truncate(&cur,
			    cur.len && cur.s[0] == '-' ? 1 : 0);
			j = i;
			while (j < b && is_digit((unsigned char)s[j]))
				papo_buf_addc(&cur, s[j++]);
		}
		if (j + 1 < b && s[j] == '.' &&
		    is_digit((unsigned char)s[j + 1])) {
			papo_buf_addc(&cur, '.');
			j++;
			while (j < b && is_digit((unsigned char)s[j]))
				papo_buf_addc(&cur, s[j++]);
		} else if (j + 1 < b && s[j] == ',' &&
		    is_digit((unsigned char)s[j + 1])) {
			/* "2,74", "0,111": a decimal comma, when it is no
			   list */
			size_t k = j + 1;

			while (k < b && is_digit((unsigned char)s[k]))
				k++;
			if ((k - j - 1 != 3 || s[i] == '0') &&
			    (k >= b || s[k] != ',') &&
			    memchr(cur.s, ',', cur.len) == NULL &&
			    cur.len == (size_t)(j - i) + (cur.s[0] == '-')) {
				papo_buf_addc(&cur, '.');
				papo_buf_add(&cur, s + j + 1, k - j - 1);
				j = k;
			}
		}
		if (j + 1 < b && s[j] == '/' &&
		    is_digit((unsigned char)s[j + 1])) {
			papo_buf_addc(&cur, '/');
			j++;
			while (j < b && is_digit((unsigned char)s[j]))
				papo_buf_addc(&cur, s[j++]);
			frac = 1;
		}
got:
		{
			size_t k = j, ra, rb;

			switch (glued(s, a, b, start, j, &ra, &rb)) {
			case 1:
				/* "3π", "√3": the expression, not the number */
				papo_buf_reset(out);
				papo_buf_add(out, s + ra, rb - ra);
				*at = ra;
				*stop = rb;
				found = 1;
				i = rb > i ? rb : i + 1;
				continue;
			case 2:
				/* "10m": 10 metres, not 10 times m */
				papo_buf_add(&cur, " \\text{", 7);
				if (rb >= ra + 2 &&
				    (unsigned char)s[rb - 2] == 0xc2) {
					/* "5m²" */
					papo_buf_add(&cur, s + ra, rb - 2 - ra);
					papo_buf_add(&cur, (unsigned char)
					    s[rb - 1] == 0xb2 ? "}^2" : "}^3",
					    3);
				} else {
					papo_buf_add(&cur, s + ra, rb - ra);
					papo_buf_addc(&cur, '}');
				}
				j = k = rb;
				break;
			default:
				break;
			}

			while (k < b && s[k] == ' ')
				k++;
			if (!frac && k < b && (s[k] == '%' ||
			    starts_ci(s, b, k, "\\%") ||
			    starts_ci(s, b, k, "percent")))
				papo_buf_addc(&cur, '%');
		}
		papo_buf_reset(out);
		papo_buf_add(out, cur.s, cur.len);
		*at = start > a && s[start - 1] == '-' && cur.s[0] == '-' ?
		    start - 1 : start;
		*stop = j;
		found = 1;
		i = j > i ? j : i + 1;
	}
	papo_buf_release(&cur);
	return found;
}

/*
 * The same, searched from the end in windows that start after white
 * space between non-digits, so a long response costs little.
 */
static int
last_number(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *at, size_t *stop)
{
	size_t hi = b;

	while (hi > a) {
		size_t lo = hi > a + 64 ? hi - 64 : a, steps = 0;

		while (lo > a && !(is_space((unsigned char)s[lo - 1]) &&
		    !is_digit((unsigned char)s[lo]) && (lo < a + 2 ||
		    !is_digit((unsigned char)s[lo - 2])))) {
			lo--;
			if (++steps > 4096) {
				lo = a;
				break;
			}
		}
		if (numbers_in(s, a, lo, hi, out, at, stop))
			return 1;
		hi = lo;
	}
	return 0;
}

static int bold_at(const char *s, size_t n, size_t i);

/*
 * The number that starts the last markdown bold span of the final
 * paragraph of s[0..n) ("there are **19** integers from 1 to 100",
 * "**1680 distinct** cubes"): models mark their answer so, and the
 * numbers after it in the sentence restate the problem.  Not a numbered
 * step ("**3.**", "**Step 3:**").  Into out; 0 when there is none.
 */
static int
bold_number(const char *s, size_t n, struct papo_buf *out)
{
	size_t p = n, i, open = 0, ca = 0, cb = 0, e, at, stop;
	int in = 0, found = 0;

	while (p > 0 && is_space((unsigned char)s[p - 1]))
		p--;
	/* the last paragraph: after the last blank line */
	for (i = p;;) {
		const char *q = i > 0 ? memrchr(s, '\n', i) : NULL;

		if (q == NULL) {
			p = 0;
			break;
		}
		i = (size_t)(q - s);
		if (i > 0 && s[i - 1] == '\n') {
			p = i + 1;
			break;
		}
	}
	for (i = p; i + 1 < n; i++) {
		const char *q = memchr(s + i, '*', n - 1 - i);
		size_t j;

		if (q == NULL)
			break;
		j = (size_t)(q - s);
		if (in && memchr(s + i, '\n', j - i) != NULL)
			in = 0;
		i = j;
		if (!bold_at(s, n, i))
			continue;
		if (in) {
			ca = open;
			cb = i;
			found = 1;
		} else
			open = i + 2;
		in = !in;
		i++;
	}
	if (!found || cb <= ca || cb - ca > 60)
		return 0;
	i = ca + (s[ca] == '$');
	if (!(i < cb && (is_digit((unsigned char)s[i]) || (s[i] == '-' &&
	    i + 1 < cb && is_digit((unsigned char)s[i + 1])))) ||
	    strchr(".:)", s[cb - 1]) != NULL)
		return 0;
	for (e = ca; e < cb && !is_space((unsigned char)s[e]);)
		e++;
	return numbers_in(s, ca, ca, e, out, &at, &stop);
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

		trim(s, &a, &z);
	}
	e = sentence_end(s, b, a);
	if (a < b && (s[a] == '$' || (s[a] == '\\' && a + 1 < b &&
	    (s[a + 1] == '(' || s[a + 1] == '[')))) {
		/* "is $12$ and $13$.": the math of that sentence */
		if (math_answer(s, a, e + 1 > b ? b : e + 1, out, &ms, &me) ||
		    math_answer(s, a, b, out, &ms, &me))
			return 1;
	}
	ca = a;
	cb = e;
	trim(s, &ca, &cb);
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
			trim(s, &ca, &cb);
			if (ca < cb) {
				papo_buf_reset(out);
				papo_buf_add(out, s + ca, cb - ca);
				return 1;
			}
		}
	}
	if (!prose(s, ca, cb)) {
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
		int hm = math_answer(s, ca, cb, &m, &ms, &me);
		int hn = last_number(s, ca, cb, &num, &at, &stop);

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
	trim(s, &a, &b);
	if (a < b && b - a <= 100) {
		/* the whole response is one number ("1000,99") or a bare
		   expression ("3+2", "x = 3", "$odd$") */
		size_t stop;

		if (last_number(s, a, b, &num, &at, &stop) && at == a &&
		    stop == b) {
			papo_buf_add(out, num.s, num.len);
			papo_buf_release(&num);
			return PAPO_FROM_WHOLE;
		}
		if (!prose(s, a, b) || (!has_space(s, a, b) && b - a <= 40 &&
		    ascii(s, a, b))) {
			papo_buf_add(out, s + a, b - a);
			papo_buf_release(&num);
			return PAPO_FROM_WHOLE;
		}
	}
	if (bold_number(s, n, out)) {
		papo_buf_release(&num);
		return PAPO_FROM_NUMBER;
	}
	{
		size_t stop, ms = 0, me = 0;
		struct papo_buf m = PAPO_BUF_INIT;
		int hm = math_answer(s, 0, n, &m, &ms, &me);
		/* a number wins only after the last math: look only there */
		int hn = hm ? numbers_in(s, 0, me, n, &num, &at, &stop) :
		    last_number(s, 0, n, &num, &at, &stop);

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
	if (prose(s, a, b)) {
		struct papo_buf m = PAPO_BUF_INIT;
		size_t ms, me, i;

		if (math_answer(s, a, b, &m, &ms, &me)) {
			for (i = a; i < ms; i++)
				if (s[i] == '$' || (s[i] == '\\' && i + 1 < ms &&
				    (s[i + 1] == '(' || s[i + 1] == '[')))
					break;
			if (i == ms && !prose(m.s, 0, m.len)) {
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

/*
 * Full-width forms (U+FF01..U+FF5E) are their ASCII characters, the
 * ideographic space a space: the UTF-8 length of one at s[i], and its
 * ASCII character in *c; 0 when s[i] starts none.
 */
static size_t
fullwidth(const char *s, size_t n, size_t i, char *c)
{
	const unsigned char *u = (const unsigned char *)s + i;
	unsigned cp;

	if (i + 3 > n)
		return 0;
	if (u[0] == 0xe3 && u[1] == 0x80 && u[2] == 0x80) {
		*c = ' ';
		return 3;
	}
	if (u[0] != 0xef || (u[1] != 0xbc && u[1] != 0xbd) ||
	    (u[2] & 0xc0) != 0x80)
		return 0;
	cp = 0xf000u | (unsigned)(u[1] & 0x3f) << 6 | (unsigned)(u[2] & 0x3f);
	if (cp < 0xff01 || cp > 0xff5e)
		return 0;
	*c = (char)(cp - 0xfee0);
	return 3;
}

/* Is "**" at s[i] markdown emphasis (not between two letters or digits)? */
static int
bold_at(const char *s, size_t n, size_t i)
{
	int before, after;

	if (i + 1 >= n || s[i] != '*' || s[i + 1] != '*')
		return 0;
	before = i > 0 && (is_alpha((unsigned char)s[i - 1]) ||
	    is_digit((unsigned char)s[i - 1]));
	after = i + 2 < n && (is_alpha((unsigned char)s[i + 2]) ||
	    is_digit((unsigned char)s[i + 2]));
	return !(before && after);
}

int
papo_answer_unmark(const char *s, size_t n, int bold, struct papo_buf *out)
{
	size_t i, len;
	char c;
	const char *p;

	if (bold) {
		for (i = 0; i < n; i++)
			if (bold_at(s, n, i) || fullwidth(s, n, i, &c))
				break;
	} else {
		/* a response: find the lead bytes fast (memchr), then look */
		i = n;
		for (p = s; (p = memchr(p, 0xef, (size_t)(s + n - p))) != NULL;
		    p++)
			if (fullwidth(s, n, (size_t)(p - s), &c)) {
				i = (size_t)(p - s);
				break;
			}
		for (p = s; (p = memchr(p, 0xe3, (size_t)(s + i - p))) != NULL;
		    p++)
			if (fullwidth(s, n, (size_t)(p - s), &c)) {
				i = (size_t)(p - s);
				break;
			}
	}
	if (i == n)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s, i);
	while (i < n) {
		if (bold && bold_at(s, n, i)) {
			i += 2;
			continue;
		}
		if ((len = fullwidth(s, n, i, &c)) != 0) {
			papo_buf_addc(out, c);
			i += len;
			continue;
		}
		papo_buf_addc(out, s[i++]);
	}
	return 1;
}

/* Skip spacing backwards from b (spaces, '$', "\,", "\quad"). */
static size_t
back_space(const char *s, size_t a, size_t b)
{
	for (;;) {
		while (b > a && (is_space((unsigned char)s[b - 1]) ||
		    s[b - 1] == '$' || s[b - 1] == '~'))
			b--;
		if (b >= a + 2 && s[b - 2] == '\\' && (s[b - 1] == ',' ||
		    s[b - 1] == ';' || s[b - 1] == ' ' || s[b - 1] == '!'))
			b -= 2;
		else if (b >= a + 5 && memcmp(s + b - 5, "\\quad", 5) == 0)
			b -= 5;
		else
			return b;
	}
}

/* Does s[a..b) end with word w (after spacing); *at gets its start. */
static int
ends_with(const char *s, size_t a, size_t b, const char *w, size_t *at)
{
	size_t k = strlen(w);

	b = back_space(s, a, b);
	if (b - a < k || memcmp(s + b - k, w, k) != 0)
		return 0;
	*at = b - k;
	return 1;
}

/*
 * The end of an answer without a trailing quantifier over the integers
 * or naturals: "\frac{\pi}{6} + k\pi \text{ for } k \in \mathbb{Z}",
 * "..., k, m \in \mathbb{Z}", "... (n \in \mathbb{N})"; b when there is
 * none.  What remains must not be empty.
 */
static size_t
quantifier_end(const char *s, size_t a, size_t b)
{
	static const char *const sets[] = { "\\mathbb{Z}", "\\mathbb Z",
	    "\\mathbb{N}", "\\mathbb N", "\\mathbb{Z}^+", "\\mathbb{N}^+",
	    "\\mathbb{Z}^{+}", "\\mathbb{N}^{+}", NULL };
	size_t e = back_space(s, a, b), at, k;
	int paren = 0;

	if (e > a && s[e - 1] == ')') {
		paren = 1;
		e = back_space(s, a, e - 1);
	}
	for (k = 0; sets[k]; k++)
		if (ends_with(s, a, e, sets[k], &at))
			break;
	if (!sets[k])
		return b;
	if (!ends_with(s, a, at, "\\in", &at))
		return b;
	/* the variable: a name */
	e = back_space(s, a, at);
	k = e;
	while (k > a && is_alpha((unsigned char)s[k - 1]))
		k--;
	if (k == e || k == a)
		return b;
	e = back_space(s, a, k);
	if (paren) {
		if (e == a || s[e - 1] != '(')
			return b;
		e--;
	} else if (ends_with(s, a, e, "\\text{ for }", &at) ||
	    ends_with(s, a, e, "\\text{for}", &at) ||
	    ends_with(s, a, e, "\\text{ for}", &at) ||
	    ends_with(s, a, e, "\\text{for }", &at) ||
	    ends_with(s, a, e, "\\text{ where }", &at) ||
	    ends_with(s, a, e, "\\mbox{ for }", &at) ||
	    ends_with(s, a, e, "for", &at) || ends_with(s, a, e, "where", &at))
		e = at;
	else if (e > a && (s[e - 1] == ',' || s[e - 1] == ';'))
		e--;
	else
		return b;
	e = back_space(s, a, e);
	if (e > a && (s[e - 1] == ',' || s[e - 1] == ';'))
		e = back_space(s, a, e - 1);
	return e > a ? e : b;
}

/*
 * The end of s[a..b) without a trailing "for all x" ("f(x) = x \text{
 * for all real } x", "\forall x \in \mathbb{R}"): a function answer's
 * domain, not part of its value.  b when there is none: the tail must
 * hold no digit and no relation or operator.
 */
static size_t
forall_end(const char *s, size_t a, size_t b)
{
	static const char *const pats[] = { "\\forall", "for all",
	    "for every", "for any", NULL };
	size_t p = b, k, i, e;

	for (k = 0; pats[k]; k++) {
		size_t l = strlen(pats[k]);

		for (i = b; i >= a + l; i--)
			if (starts_ci(s, b, i - l, pats[k]) &&
			    (i - l == a || !is_alpha((unsigned char)s[i - l - 1]))) {
				if (p == b || i - l > p)
					p = i - l;
				break;
			}
	}
	if (p == b || p == a)
		return b;
	for (i = p; i < b; i++)
		if (is_digit((unsigned char)s[i]) || strchr("=<>+-*/^", s[i]))
			return b;
	e = p;
	/* "\text{ for all" and "\quad" before it */
	for (k = e; k > a && s[k - 1] == ' ';)
		k--;
	if (k >= a + 6 && memcmp(s + k - 6, "\\text{", 6) == 0)
		e = k - 6;
	else if (k >= a + 6 && memcmp(s + k - 6, "\\mbox{", 6) == 0)
		e = k - 6;
	e = back_space(s, a, e);
	if (e >= a + 5 && memcmp(s + e - 5, "\\quad", 5) == 0)
		e = back_space(s, a, e - 5);
	if (e > a && (s[e - 1] == ',' || s[e - 1] == ';'))
		e = back_space(s, a, e - 1);
	return e > a ? e : b;
}

/* A phrase for a value, and the value as LaTeX. */
static const struct {
	const char *phrase;
	const char *value;
} phrases[] = {
	{ "all real numbers", "(-\\infty,\\infty)" },
	{ "all reals", "(-\\infty,\\infty)" },
	{ "all real values", "(-\\infty,\\infty)" },
	{ "all real x", "(-\\infty,\\infty)" },
	{ "any real number", "(-\\infty,\\infty)" },
	{ "every real number", "(-\\infty,\\infty)" },
	{ "the set of real numbers", "(-\\infty,\\infty)" },
	{ "the set of all real numbers", "(-\\infty,\\infty)" },
	{ "\\mathbb{r}", "(-\\infty,\\infty)" },
	{ "\\mathbb r", "(-\\infty,\\infty)" },
	{ "x \\in \\mathbb{r}", "(-\\infty,\\infty)" },
	{ "infinitely many", "\\infty" },
	{ "infinitely many solutions", "\\infty" },
	{ "no solution", "\\emptyset" },
	{ "no solutions", "\\emptyset" },
	{ "no real solution", "\\emptyset" },
	{ "no real solutions", "\\emptyset" },
	{ "the empty set", "\\emptyset" },
	{ NULL, NULL }
};

/*
 * The value a whole answer s[a..b) names in words ("all real numbers",
 * "infinitely many", "no solution"), or NULL.
 */
static const char *
phrase_value(const char *s, size_t a, size_t b)
{
	size_t k, i, j;

	/* \text{...} around it and spacing are nothing */
	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	b = back_space(s, a, b);
	if (b - a > 6 && (memcmp(s + a, "\\text{", 6) == 0 ||
	    memcmp(s + a, "\\mbox{", 6) == 0) && s[b - 1] == '}') {
		a += 6;
		b--;
	}
	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) || s[b - 1] == '.'))
		b--;
	for (k = 0; phrases[k].phrase; k++) {
		const char *w = phrases[k].phrase;

		for (i = a, j = 0; i < b && w[j]; i++, j++)
			if (lower((unsigned char)s[i]) != w[j])
				break;
		if (i == b && w[j] == '\0')
			return phrases[k].value;
	}
	return NULL;
}

/*
 * A text answer that opens with a plain yes or no ("No such function
 * exists", "\text{Yes, infinitely many}"): that word, when the rest has
 * no number, no math and no condition (if, only, when, unless, except,
 * but).  NULL otherwise.
 */
static const char *
yes_no(const char *s, size_t a, size_t b)
{
	static const char *const cond[] = { "if", "only", "when", "unless",
	    "except", "but", NULL };
	const char *w = NULL;
	size_t i, k, l;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	if (b - a > 6 && (memcmp(s + a, "\\text{", 6) == 0 ||
	    memcmp(s + a, "\\mbox{", 6) == 0))
		a += 6;
	else if (b - a > 8 && memcmp(s + a, "\\textbf{", 8) == 0)
		a += 8;
	while (a < b && is_space((unsigned char)s[a]))
		a++;
	if (starts_ci(s, b, a, "yes"))
		w = "Yes";
	else if (starts_ci(s, b, a, "no"))
		w = "No";
	else
		return NULL;
	i = a + strlen(w);
	if (i >= b || is_alpha((unsigned char)s[i]))
		return NULL;	/* the whole answer, or "not", "none" */
	for (; i < b; i++) {
		if (is_digit((unsigned char)s[i]) ||
		    strchr("=<>\\^_$", s[i]) != NULL)
			return NULL;
		if (is_alpha((unsigned char)s[i]) && (i == 0 ||
		    !is_alpha((unsigned char)s[i - 1])))
			for (k = 0; cond[k]; k++) {
				l = strlen(cond[k]);
				if (starts_ci(s, b, i, cond[k]) &&
				    (i + l == b || !is_alpha((unsigned char)
				    s[i + l])))
					return NULL;
			}
	}
	return w;
}

/*
 * A whole answer in one pair of square brackets with one element
 * ("[\frac{n^2+2n-1}{2}]", "\left[ x \right]") is the greatest
 * integer function, as competitions write it: 1 and its content's
 * extent in *ca, *cb.  Not an interval or list (a comma or semicolon
 * at the top), a matrix, or a single letter.
 */
static int
floor_bracket(const char *s, size_t n, size_t *ca, size_t *cb)
{
	size_t a = 0, b = n, i;
	int depth = 0;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '$'))
		b--;
	if (starts_ci(s, b, a, "\\left["))
		a += 6;
	else if (a < b && s[a] == '[')
		a++;
	else
		return 0;
	if (b >= a + 7 && memcmp(s + b - 7, "\\right]", 7) == 0)
		b -= 7;
	else if (b > a && s[b - 1] == ']')
		b--;
	else
		return 0;
	for (i = a; i < b; i++) {
		if (s[i] == '\\' && i + 1 < b) {
			if (starts_ci(s, b, i + 1, "begin"))
				return 0;
			i++;
			continue;
		}
		if (s[i] == '[' || s[i] == '{' || s[i] == '(')
			depth++;
		else if (s[i] == ']' || s[i] == '}' || s[i] == ')') {
			if (--depth < 0)
				return 0;	/* "[1,2] \cup [3]" */
		} else if (depth == 0 && (s[i] == ',' || s[i] == ';'))
			return 0;
	}
	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	if (depth != 0 || b <= a || (b - a == 1 && is_alpha((unsigned char)s[a])))
		return 0;
	*ca = a;
	*cb = b;
	return 1;
}

int
papo_answer_normalize(const char *s, size_t n, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t e, fa, fb;
	const char *w;
	int changed = 0;

	if (papo_answer_unmark(s, n, 1, &t)) {
		s = t.s;
		n = t.len;
		changed = 1;
	}
	if ((w = phrase_value(s, 0, n)) != NULL ||
	    (w = yes_no(s, 0, n)) != NULL) {
		papo_buf_reset(out);
		papo_buf_adds(out, w);
		papo_buf_release(&t);
		return 1;
	}
	e = quantifier_end(s, 0, n);
	e = forall_end(s, 0, e);
	if (floor_bracket(s, e, &fa, &fb)) {
		papo_buf_reset(out);
		papo_buf_adds(out, "\\lfloor ");
		papo_buf_add(out, s + fa, fb - fa);
		papo_buf_adds(out, " \\rfloor");
		changed = 1;
	} else if (e < n || changed) {
		papo_buf_reset(out);
		papo_buf_add(out, s, e);
		changed = 1;
	}
	papo_buf_release(&t);
	return changed;
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

