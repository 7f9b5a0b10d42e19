/* SPDX-License-Identifier: MIT */
/*
 * answer_box.c: boxes in a response: the last run of \boxed{} / \fbox{}
 * (brace-matched, neighbours joined), and what makes a box no answer
 * (part of an expression, denied, a remark in it, an <answer> tag that
 * differs or hedges); the answer tags (<answer>, <solution>,
 * <final_answer>) found in order, and a tag that quotes a format.
 */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"

/* Last occurrence of pat in s[0..n), or -1; searched from the end. */
long
papo_answer_last_of(const char *s, size_t n, const char *pat)
{
	size_t pl = strlen(pat), end = n;
	const char *p;

	while (end >= pl && (p = memrchr(s, pat[pl - 1], end)) != NULL) {
		size_t at = (size_t)(p - s);

		/* the first byte before memcmp */
		if (at + 1 >= pl && s[at + 1 - pl] == pat[0] &&
		    memcmp(s + at + 1 - pl, pat, pl) == 0)
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
 * "and" and "or" in the other languages' scripts, as a word between two
 * boxes may be written (the Latin ones are ASCII or hold no "and").
 */
static const char *const box_conjs[] = {
	"\xd0\xb8",					/* и */
	"\xd0\xb8\xd0\xbb\xd0\xb8",			/* или */
	"\xd1\x96",					/* і */
	"\xd0\xb0\xd0\xb1\xd0\xbe",			/* або */
	"\xe5\x92\x8c", "\xe6\x88\x96", "\xe4\xb8\x8e",	/* 和 或 与 */
	"\xe8\x88\x87", "\xe5\x8f\x8a",			/* 與 及 */
	"\xe4\xbb\xa5\xe5\x8f\x8a",			/* 以及 */
	"\xe6\x88\x96\xe8\x80\x85",			/* 或者 */
	"\xe3\x81\xa8",					/* と */
	"\xe3\x81\xbe\xe3\x81\x9f\xe3\x81\xaf",	/* または */
	"\xeb\xb0\x8f",					/* 및 */
	"\xeb\x98\x90\xeb\x8a\x94",			/* 또는 */
	"\xea\xb7\xb8\xeb\xa6\xac\xea\xb3\xa0",	/* 그리고 */
	"v\xc3\xa0",					/* và */
	NULL
};

/*
 * The end of the word at s[i] in s[..b): a run of ASCII letters and of
 * the letters of the other scripts (papo_frame_word_letter, and those
 * written without spaces, papo_frame_dense_letter), so that
 * "Следовательно, ответ" between two boxes is two words, not none; i
 * when no letter starts there.
 */
static size_t
box_word_end(const char *s, size_t i, size_t b)
{
	size_t k = i, l;
	long c;

	while (k < b) {
		if (is_alpha((unsigned char)s[k])) {
			k++;
			continue;
		}
		if ((unsigned char)s[k] < 0x80)
			break;
		c = papo_frame_cp_len(s, k, b, &l);
		if (c < 0 || !(papo_frame_word_letter(c) ||
		    papo_frame_dense_letter(c)))
			break;
		k += l;
	}
	return k;
}

/* Is s[i..k) one of box_conjs[]? */
static int
box_conj(const char *s, size_t i, size_t k)
{
	size_t j;

	for (j = 0; box_conjs[j]; j++)
		if (strlen(box_conjs[j]) == k - i &&
		    memcmp(s + i, box_conjs[j], k - i) == 0)
			return 1;
	return 0;
}

/*
 * May the boxes around s[a..b) be joined?  Only commas, spacing,
 * delimiters and at most four words one of which is "and" or "or"
 * (box_conjs[] in the other scripts); or, within one sentence, ", and"
 * and at most twelve words that name the next part ("the maximum is
 * \boxed{3}, and the minimum is \boxed{1}"), not a conclusion (so,
 * thus, then, hence, therefore, answer).  A word of any script counts:
 * "\boxed{5}. Следовательно, ответ \boxed{126}" is a conclusion after
 * a step, not a list of two.
 */
static int
joinable(const char *s, size_t a, size_t b)
{
	size_t i = a, we;
	int words = 0, conj = 0, comma = 0, is = 0, end = 0;

	while (i < b) {
		int c = (unsigned char)s[i];

		if (c >= 0x80 && (we = box_word_end(s, i, b)) > i) {
			conj |= box_conj(s, i, we);
			words++;
			i = we;
			continue;
		}
		if (c >= 0x80) {
			size_t l;
			long cp = papo_frame_cp_len(s, i, b, &l);

			if (cp == 0x3002 || cp == 0xff01 || cp == 0xff1f)
				end = 1;	/* 。！？ */
			else if ((cp == 0xff0c || cp == 0x3001) && !conj)
				comma = 1;	/* ，、 */
			i += cp < 0 || l == 0 ? 1 : l;
			continue;
		}

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
 * The first backslash of s[i..n) with a 'b' or an 'f' after it (where a
 * box's command may start: "\\boxed", "\\fbox"), or n: sixteen bytes at
 * a time where SSE2 is (most backslashes of a solution open other
 * commands: \\frac aside, "\\times", "\\(").
 */
static size_t
box_next(const char *s, size_t n, size_t i)
{
#ifdef __SSE2__
	const __m128i bs = _mm_set1_epi8('\\'), cb = _mm_set1_epi8('b');
	const __m128i cf = _mm_set1_epi8('f');
	unsigned bits;

	for (; i + 17 <= n; i += 16) {
		__m128i v = _mm_loadu_si128((const void *)(s + i));
		__m128i w = _mm_loadu_si128((const void *)(s + i + 1));

		bits = (unsigned)_mm_movemask_epi8(_mm_and_si128(
		    _mm_cmpeq_epi8(v, bs), _mm_or_si128(_mm_cmpeq_epi8(w, cb),
		    _mm_cmpeq_epi8(w, cf))));
		if (bits != 0)
			return i + (size_t)__builtin_ctz(bits);
	}
#endif
	for (; i + 1 < n; i++)
		if (s[i] == '\\' && (s[i + 1] == 'b' || s[i + 1] == 'f'))
			return i;
	return n;
}

/*
 * The last run of joinable boxes in s[0..n): their contents, joined
 * with ", ", into out; *lastend is where the last box ends, *firstat
 * where the first starts.  Returns 1 when there is a box.
 */
int
papo_answer_boxes(const char *s, size_t n, struct papo_buf *out,
    size_t *lastend, size_t *firstat)
{
	size_t pos[PAPO_ANSWER_MAX_JOIN + PAPO_ANSWER_MAX_TRIES];
	size_t nl[PAPO_ANSWER_MAX_JOIN + PAPO_ANSWER_MAX_TRIES];
	size_t npos = 0, cap = sizeof(pos) / sizeof(pos[0]);
	size_t ca[PAPO_ANSWER_MAX_JOIN], cb[PAPO_ANSWER_MAX_JOIN];
	size_t nbox = 0, a, b, end, prevstart = 0, k, at;
	const char *p, *e = s + n;
	long i;
	int tries = 0;

	/* positions of the last few \boxed and \fbox, in order: from
	   the first backslash, only the ones before a 'b' or an 'f' */
	if ((p = memchr(s, '\\', n)) == NULL)
		p = e;
	for (at = box_next(s, n, (size_t)(p - s)); at < n;
	    at = box_next(s, n, at + 1)) {
		size_t len = 0;

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

/*
 * Is the multiplier word w (lowercase) at s[k] the thing problem p[0..pn)
 * counts ("How many times can he go?", "How many dozens ...?"), so that
 * "\boxed{3} times." answers it: the problem asks "how many" w, and
 * what follows the word compares or multiplies nothing ("as", "the",
 * "more", a number, math)?
 */
static int
counted(const char *s, size_t n, size_t k, const char *w, const char *p,
    size_t pn)
{
	static const char *const more[] = { "as", "the", "a", "an", "more",
	    "less", "fewer", "larger", "smaller", "bigger", "greater",
	    "than", "that", "this", "its", "his", "her", "their", "each",
	    "x", "y", "n", NULL };
	size_t i, j, l = strlen(w);

	for (i = 0; p != NULL && i + 9 + l <= pn; i++)
		if (starts_ci(p, pn, i, "how many ") && (i == 0 ||
		    !is_alpha((unsigned char)p[i - 1])) &&
		    starts_ci(p, pn, i + 9, w) &&
		    (i + 9 + l == pn || !is_alpha((unsigned char)p[i + 9 + l])))
			break;
	if (p == NULL || i + 9 + l > pn)
		return 0;
	for (j = k + l; j < n && s[j] == ' '; j++)
		;
	if (j < n && (is_digit((unsigned char)s[j]) || s[j] == '$' ||
	    s[j] == '\\' || s[j] == '('))
		return 0;
	return papo_answer_word_of(s, j, n, j, more) == 0;
}

/*
 * Is the box s[at..end) a part of an expression, not the whole answer
 * ("\boxed{4}^2", "-\boxed{4}", "\frac{1}{\boxed{4}}", "2\boxed{4}",
 * "\boxed{4}\pi", "\boxed{4} + 1", "\boxed{4} \Rightarrow 5")?  A
 * multiplier word after it ("\boxed{4} times", "dozen") is part of
 * more unless problem p[0..pn) (NULL: none) counts that word.
 */
int
papo_answer_box_in_expr(const char *s, size_t n, size_t at, size_t end,
    const char *p, size_t pn)
{
	static const char *const ops[] = { "cdot", "times", "div", "pi",
	    "sqrt", "frac", "Rightarrow", "rightarrow", "implies", "to",
	    "longrightarrow", "ne", "neq", "approx", "pm", "mp", "ast",
	    "circ", "prime", "cdots", "ldots", "dots", "cdotp", NULL };
	/* not "hundred": "\\boxed{42} hundred" is 4200, a scale word
	   (papo_answer_scale_word) */
	static const char *const mults[] = { "dozen", "dozens",
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
			return !counted(s, n, k, mults[l], p, pn);
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
	if ((s[end] == '(' && papo_answer_hedged_aside(s, end, n)) ||
	    starts_ci(s, n, end, "or ") || starts_ci(s, n, end, "\\text{ or") ||
	    starts_ci(s, n, end, "\\text{or"))
		return 1;
	/* "$\\boxed{4}$ $\\times 2$": an operator opening the math after
	   the box's goes on with it */
	for (k = end; k < n && (s[k] == '$' || s[k] == ' '); k++)
		;
	if (s[end] == '$' && k < n && s[k] == '\\')
		end = k;
	if (s[end] != '\\')
		return 0;
	for (k = 0; ops[k]; k++) {
		if (end + 1 >= n || s[end + 1] != ops[k][0])
			continue;	/* the first byte before strlen */
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
int
papo_answer_box_negated(const char *s, size_t at)
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
		if (papo_answer_word_of(s, k, e, k, w) == e - k)
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
int
papo_answer_box_remark(const char *b, size_t n)
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
			if (papo_answer_word_of(b, 0, n, i + 1,
			    (const char *const[]){ w[k], NULL }))
				return 1;
	}
	return 0;
}

/* The relations and arrows a box's content may not end on
   (papo_answer_box_dangling): LaTeX's, then their Unicode signs. */
static const char *const dangling_rel[] = { "=", "<", ">", "\\approx",
    "\\simeq", "\\sim", "\\cong", "\\equiv", "\\propto", "\\ne",
    "\\neq", "\\le", "\\leq", "\\leqslant", "\\ge", "\\geq",
    "\\geqslant", "\\lt", "\\gt", "\\ll", "\\gg", "\\to",
    "\\rightarrow", "\\Rightarrow", "\\longrightarrow",
    "\\Longrightarrow", "\\implies", "\\iff", "\\Leftrightarrow",
    "\\mapsto", "\\in", "\\approxeq", "\\lesssim", "\\gtrsim",
    "\xe2\x89\x88", "\xe2\x89\xa4", "\xe2\x89\xa5", "\xe2\x89\xa0",
    "\xe2\x86\x92", "\xe2\x87\x92", "\xe2\x88\xbc", NULL };

/*
 * Does a box's content b[0..n) end on a relation or an arrow with
 * nothing after it, a value before it ("\boxed{42 =}", "\boxed{42
 * \approx}", "\boxed{42 \to}")?  The statement is left open: the value
 * is one side of something unsaid.  A relation alone ("\boxed{<}", the
 * sign asked for) is not.
 */
/* The last bytes of dangling_rel's rows: built once (papo_once), only
   read after. */
static unsigned char dangling_last[256];
static struct papo_once dangling_once = PAPO_ONCE_INIT;

static void
dangling_build(void)
{
	size_t k, l;

	for (k = 0; dangling_rel[k]; k++)
		if ((l = strlen(dangling_rel[k])) > 0)
			dangling_last[(unsigned char)dangling_rel[k][l - 1]] =
			    1;
}

int
papo_answer_box_dangling(const char *b, size_t n)
{
	size_t e = n, l, k, i;

	while (e > 0 && (b[e - 1] == ' ' || b[e - 1] == '.' ||
	    b[e - 1] == '\t'))
		e--;
	while (e >= 2 && b[e - 2] == '\\' && strchr(",;: ", b[e - 1]) !=
	    NULL)
		for (e -= 2; e > 0 && b[e - 1] == ' '; e--)
			;	/* "42 = \\," */
	papo_once(&dangling_once, dangling_build);
	if (e == 0 || !dangling_last[(unsigned char)b[e - 1]])
		return 0;	/* no row ends with its last byte */
	for (k = 0; dangling_rel[k]; k++) {
		l = strlen(dangling_rel[k]);
		if (l > e || memcmp(b + e - l, dangling_rel[k], l) != 0)
			continue;
		/* a line break before a word: "\\\\to" is no "\\to" */
		if (dangling_rel[k][0] == '\\' && e - l > 0 &&
		    b[e - l - 1] == '\\')
			continue;
		for (i = 0; i < e - l && b[i] == ' '; i++)
			;
		if (i < e - l)
			return 1;
	}
	return 0;
}

/*
 * The first tag t (l bytes, starting with '<') in s[i..n), or NULL: as
 * memmem, by memchr on its '<' (few in a response), not by a hash of
 * every window.
 */
static const char *
tag_in(const char *s, size_t i, size_t n, const char *t, size_t l)
{
	const char *p = s + i, *e = s + n;

	while (p < e && (size_t)(e - p) >= l &&
	    (p = memchr(p, '<', (size_t)(e - p) - l + 1)) != NULL) {
		/* the byte after the '<' first: "<<3*4=12>>" calls none */
		if ((l < 2 || p[1] == t[1]) && memcmp(p, t, l) == 0)
			return p;
		p++;
	}
	return NULL;
}

/*
 * Does an <answer> tag in s[i..n), after a box, hold something else than
 * the box's value v: two answers that disagree?
 */
int
papo_answer_tag_differs(const char *s, size_t i, size_t n,
    const struct papo_buf *v)
{
	const char *p, *q;
	size_t a, b;

	while ((p = tag_in(s, i, n, "<answer>", 8)) != NULL) {
		a = (size_t)(p - s) + 8;
		if ((q = tag_in(s, a, n, "</answer>", 9)) == NULL)
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
int
papo_answer_tag_hedged(const char *s, size_t n)
{
	const char *p, *q;
	size_t a, i = 0;

	while ((p = tag_in(s, i, n, "<answer>", 8)) != NULL) {
		a = (size_t)(p - s);
		if ((q = tag_in(s, a + 8, n, "</answer>", 9)) == NULL)
			return 0;
		i = (size_t)(q - s);
		if (papo_answer_hedged(s, a, i))
			return 1;
	}
	return 0;
}

/*
 * The names of the tags that hold a final answer, as RL recipes and
 * tool-use agents write them: <answer> (DeepSeek-R1-Zero's template,
 * TinyZero's countdown, Logic-RL, Search-R1), <solution> (SkyRL's and
 * other agents' submissions), <final_answer>.
 */
static const char *const answer_tags[] = { "answer", "solution",
    "final_answer", NULL };

/* Does s[i..n) start with name (ASCII, any case) and then '>'? */
static int
tag_name_at(const char *s, size_t i, size_t n, const char *name)
{
	size_t j;

	for (j = 0; name[j] != '\0'; j++)
		if (i + j >= n ||
		    lower((unsigned char)s[i + j]) != (unsigned char)name[j])
			return 0;
	return i + j < n && s[i + j] == '>';
}

/*
 * The index in answer_tags[] of the opening tag at s[i] ("<answer>",
 * "<Answer>": the writers' patterns ignore case), or -1.
 */
static int
tag_open_at(const char *s, size_t i, size_t n)
{
	size_t k;
	unsigned char c;

	if (i + 1 >= n)
		return -1;
	/* the name's first byte first: "<<3*4=12>>" calls none */
	c = (unsigned char)lower((unsigned char)s[i + 1]);
	for (k = 0; answer_tags[k] != NULL; k++)
		if ((unsigned char)answer_tags[k][0] == c &&
		    tag_name_at(s, i + 1, n, answer_tags[k]))
			return (int)k;
	return -1;
}

/*
 * The first closing tag of name in s[i..n) ("</answer>", and with the
 * spaces small models put in it: "</ answer>", "</answer >"), its length
 * in *len; or NULL.
 */
static const char *
tag_close_in(const char *s, size_t i, size_t n, const char *name,
    size_t *len)
{
	const char *p = s + i, *e = s + n;
	size_t k, l = strlen(name), j;

	while (p < e && (p = memchr(p, '<', (size_t)(e - p))) != NULL) {
		k = (size_t)(p - s) + 1;
		if (k < n && s[k] == '/') {
			for (k++; k < n && s[k] == ' '; k++)
				;
			for (j = k + l; j < n && s[j] == ' '; j++)
				;
			if (k + l <= n && strncasecmp(s + k, name, l) == 0 &&
			    j < n && s[j] == '>') {
				*len = j + 1 - (size_t)(p - s);
				return p;
			}
		}
		p++;
	}
	return NULL;
}

int
papo_answer_tag_next(const char *s, size_t i, size_t n,
    struct papo_answer_tag *t)
{
	const char *p = s + i, *q;
	size_t l, cl;
	int k;

	while (p < s + n && (p = memchr(p, '<', (size_t)(s + n - p))) != NULL) {
		if ((k = tag_open_at(s, (size_t)(p - s), n)) < 0) {
			p++;
			continue;
		}
		l = strlen(answer_tags[k]);
		t->name = answer_tags[k];
		t->open = (size_t)(p - s);
		t->a = t->open + l + 2;
		if ((q = tag_close_in(s, t->a, n, t->name, &cl)) == NULL)
			return -1;
		t->b = (size_t)(q - s);
		t->end = t->b + cl;
		return 1;
	}
	return 0;
}

/* Does s[a..b) (ASCII, any case) hold word w? */
static int
has_ci(const char *s, size_t a, size_t b, const char *w)
{
	size_t l = strlen(w), i, j;

	for (i = a; i + l <= b; i++) {
		for (j = 0; j < l &&
		    lower((unsigned char)s[i + j]) == (unsigned char)w[j];
		    j++)
			;
		if (j == l)
			return 1;
	}
	return 0;
}

int
papo_answer_tag_quoted(const char *s, size_t n, const struct papo_answer_tag *t)
{
	static const char *const words[] = { "format", "form ", "e.g",
	    "example", "such as", "like ", "tags", "wrap", "enclos", "your ",
	    "placeholder", "template", NULL };
	static const char *const holders[] = { "...", "…", "your answer",
	    "answer here", "final answer", "answer", "solution", NULL };
	size_t a = t->open, b, k;

	/* a quote or a backtick around it */
	if ((t->open > 0 && (s[t->open - 1] == '"' || s[t->open - 1] == '\''
	    || s[t->open - 1] == '`')) || (t->end < n && (s[t->end] == '"' ||
	    s[t->end] == '\'' || s[t->end] == '`')))
		return 1;
	/* words that introduce a format, earlier on its line, after any tag */
	while (a > 0 && s[a - 1] != '\n' && s[a - 1] != '>' &&
	    t->open - a < 160)
		a--;
	for (k = 0; words[k] != NULL; k++)
		if (has_ci(s, a, t->open, words[k]))
			return 1;
	/* a placeholder for the value ("<answer>X</answer>") */
	a = t->a;
	b = t->b;
	papo_answer_trim(s, &a, &b);
	for (k = 0; holders[k] != NULL; k++)
		if (b - a == strlen(holders[k]) && has_ci(s, a, b, holders[k]))
			return 1;
	return 0;
}
