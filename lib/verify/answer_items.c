/* SPDX-License-Identifier: MIT */
/*
 * answer_items.c: a response that ends on a list whose items are values
 * ("The answer is one of:\n1. 41\n2. 42"): a list of candidates, or of
 * the answers of several parts, is not one value the response commits
 * to.
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"

static int
digit(char c)
{
	return c >= '0' && c <= '9';
}

/*
 * Where the content of the list item s[a..b) starts: after a mark ("1.",
 * "2)", "-", "*", "+", "a)", "b.") and a space, spaces before it aside;
 * 0 when the line is no item.  *kind tells numbers (1), letters (2) and
 * bullets (3) apart.
 */
static size_t
item_start(const char *s, size_t a, size_t b, int *kind)
{
	size_t k = a;

	while (k < b && (s[k] == ' ' || s[k] == '\t'))
		k++;
	if (k + 1 < b && strchr("-*+", s[k]) != NULL && s[k + 1] == ' ') {
		*kind = 3;
		return k + 2;
	}
	if (k + 2 < b && s[k] >= 'a' && s[k] <= 'h' && (s[k + 1] == ')' ||
	    s[k + 1] == '.') && s[k + 2] == ' ') {
		*kind = 2;
		return k + 3;
	}
	if (k < b && digit(s[k])) {
		size_t d = k;

		while (k < b && digit(s[k]) && k - d < 3)
			k++;
		if (k + 1 < b && (s[k] == '.' || s[k] == ')') && s[k + 1] ==
		    ' ') {
			*kind = 1;
			return k + 2;
		}
	}
	return 0;
}

/*
 * The end of the value that opens s[i..b): emphasis or a dollar, a
 * sign, digits with their points, commas and slashes, the marks closed;
 * i when none opens it.
 */
static size_t
value_end(const char *s, size_t i, size_t b)
{
	size_t k = i, d;

	while (k < b && (s[k] == '*' || s[k] == '$' || s[k] == '_'))
		k++;
	if (k < b && s[k] == '-')
		k++;
	for (d = k; k < b && (digit(s[k]) || ((s[k] == '.' || s[k] == ',' ||
	    s[k] == '/') && k + 1 < b && digit(s[k + 1]))); k++)
		;
	if (k == d)
		return i;
	while (k < b && (s[k] == '*' || s[k] == '$' || s[k] == '_'))
		k++;
	return k;
}

/* The line before the one that starts at s[l], in [*a, *b); 0 if none. */
static int
line_before(const char *s, size_t l, size_t *a, size_t *b)
{
	size_t k;

	if (l == 0)
		return 0;
	*b = l - 1;
	for (k = *b; k > 0 && s[k - 1] != '\n'; k--)
		;
	*a = k;
	return 1;
}

int
papo_answer_value_items(const char *s, size_t a, size_t b)
{
	size_t c, e, pa, pb;
	int kind, pk;

	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\r' || s[b - 1] ==
	    '.'))
		b--;
	if ((c = item_start(s, a, b, &kind)) == 0 || (e = value_end(s, c,
	    b)) == c || e != b)
		return 0;	/* the last line: an item, a value alone */
	for (; a > 0 && s[a - 1] != '\n'; a--)
		;
	if (!line_before(s, a, &pa, &pb) || (c = item_start(s, pa, pb,
	    &pk)) == 0 || pk != kind)
		return 0;	/* the item before it, of the same list */
	/* the item before: a value alone, or one a note follows ("41 (ruled
	   out)", "41 apples"), not a computation ("10 + 31 = 41") */
	while (pb > pa && (s[pb - 1] == ' ' || s[pb - 1] == '\r' ||
	    s[pb - 1] == '.'))
		pb--;
	if ((e = value_end(s, c, pb)) == c)
		return 0;
	return e == pb || (s[e] == ' ' && e + 1 < pb && (s[e + 1] == '(' ||
	    (s[e + 1] >= 'a' && s[e + 1] <= 'z')));
}
