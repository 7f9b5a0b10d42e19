/* SPDX-License-Identifier: MIT */
/*
 * answer_cut.c: a response cut off inside a JSON object it opened
 * ("```json\n{\"reasoning\": \"...\", \"answer\": \"4" and every cut
 * before the object's closing brace).  The finder of cut responses
 * (answer_find.c's find_cut) asks it: such a response has no answer,
 * neither the key's value read so far nor a statement inside the
 * reasoning's string.
 */
#include <string.h>
#include "answer_impl.h"

/* Does s[i..n) open a JSON object: "{", spacing, then a key's quote? */
static int
json_opens(const char *s, size_t n, size_t i)
{
	for (i++; i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' ||
	    s[i] == '\r'); i++)
		;
	return i < n && s[i] == '"';
}

/* The end of the JSON value opened at s[i] (an object's "{"): the index
   after its closing brace, or 0 when s ends inside it (in a string, or
   a bracket open). */
static size_t
json_close(const char *s, size_t n, size_t i)
{
	size_t depth = 0;
	int str = 0;

	for (; i < n; i++) {
		if (str) {
			if (s[i] == '\\')
				i++;
			else if (s[i] == '"')
				str = 0;
			continue;
		}
		if (s[i] == '"')
			str = 1;
		else if (s[i] == '{' || s[i] == '[')
			depth++;
		else if ((s[i] == '}' || s[i] == ']') && --depth == 0)
			return i + 1;
	}
	return 0;
}

/* Does s[0..n) end on a closing brace, then spacing and a fence's
   backticks?  (An object closed, though a string in it was not: a
   model's unescaped quote, 3" for inches.  A fence closed after the
   object's opening is no cut either: the model ended its block.) */
static int
json_ends_closed(const char *s, size_t n)
{
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
	    s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == '`'))
		n--;
	return n > 0 && s[n - 1] == '}';
}

int
papo_answer_json_open(const char *s, size_t n)
{
	const char *p, *f;
	size_t i = 0, e;

	while (i < n && (p = memchr(s + i, '{', n - i)) != NULL) {
		i = (size_t)(p - s);
		if (!json_opens(s, n, i)) {
			i++;
			continue;
		}
		if ((e = json_close(s, n, i)) != 0) {
			i = e;
			continue;
		}
		/* not closed: a fence after it ends the block, and the
		   search goes on after the fence */
		if ((f = memmem(p, n - i, "```", 3)) == NULL)
			return !json_ends_closed(s, n);
		i = (size_t)(f - s) + 3;
	}
	return 0;
}
