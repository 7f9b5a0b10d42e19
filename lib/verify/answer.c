/* SPDX-License-Identifier: MIT */
/*
 * answer.c: reading a reference answer (its last box run, a list of
 * alternatives).  Finding the answer in a response is answer_find.c.
 */
#include <string.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_impl.h"
#include "json.h"

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

/*
 * GSM8K's solution as its reference (lm-evaluation-harness's gsm8k
 * target, the dataset's answer column): the worked solution, its last
 * line "#### 72" (or that line alone).  The offset of that line's
 * value, or 0 when the last line of s[0, b) is not "####" and a value.
 */
static size_t
hashes_line(const char *s, size_t b)
{
	size_t l = b;

	while (l > 0 && s[l - 1] != '\n')
		l--;
	if (b - l < 6 || memcmp(s + l, "#### ", 5) != 0)
		return 0;
	for (l += 5; l < b && s[l] == ' '; l++)
		;
	return l < b ? l : 0;
}

void
papo_answer_reference(const char *s, size_t n, struct papo_buf *out)
{
	static const char *const lead[] = { "the final answer is",
	    "final answer is", "final answer:", "the answer is", "answer is",
	    "answer:", NULL };
	size_t a = 0, b = n, k, end;

	if (papo_answer_boxes(s, n, out, &end, &k))
		return;
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	a = hashes_line(s, b);
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
				if (s[i] == '$' || (s[i] == '\\' &&
				    i + 1 < ms && (s[i + 1] == '(' ||
				    s[i + 1] == '[')))
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
				else if (c == 'u' &&
				    (cp = papo_answer_hex4(s, n, i)) >= 0) {
					papo_utf8_put(out, (unsigned long)cp);
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
