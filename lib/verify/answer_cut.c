/* SPDX-License-Identifier: MIT */
/*
 * answer_cut.c: a response cut off inside a JSON object it opened
 * ("```json\n{\"reasoning\": \"...\", \"answer\": \"4" and every cut
 * before the object's closing brace), or on a word that wants what
 * follows it after a value ("The answer is 42 per"), on a number that
 * is the start of one just computed ("= -$3.50\n\nSo he lost $3"), or
 * on a sum never carried out ("Jim's current age\n4 + 20").  The finder of cut
 * responses (answer_find.c's find_cut) asks it: such a response has no
 * answer, neither the key's value read so far nor a statement inside
 * the reasoning's string.
 */
#include <string.h>
#include <strings.h>
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

/* The index after the first closing brace that opens a line of s[i..n)
   (after spacing), or 0: an object a model closed though its scan did
   not (an unescaped quote in a string: 3" for inches). */
static size_t
json_brace_line(const char *s, size_t n, size_t i)
{
	const char *p;
	size_t k;

	while (i < n && (p = memchr(s + i, '\n', n - i)) != NULL) {
		for (k = (size_t)(p - s) + 1; k < n && (s[k] == ' ' ||
		    s[k] == '\t' || s[k] == '\r'); k++)
			;
		if (k < n && s[k] == '}')
			return k + 1;
		i = (size_t)(p - s) + 1;
	}
	return 0;
}

int
papo_answer_json_open(const char *s, size_t n)
{
	const char *p, *f;
	size_t i = 0, e;

	/* an object opens only before a key's quote (json_opens): a text
	   with no '"' opens none, however many braces its LaTeX holds */
	if (n == 0 || memchr(s, '"', n) == NULL)
		return 0;
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
		/* not closed: a brace that opens a line, or a fence, after
		   it ends it (the search goes on after them) */
		if ((e = json_brace_line(s, n, i)) != 0) {
			i = e;
			continue;
		}
		if ((f = memmem(p, n - i, "```", 3)) == NULL)
			return 1;
		i = (size_t)(f - s) + 3;
	}
	return 0;
}

/*
 * English words that want what follows them and stand after a value in
 * no finished statement: a preposition, "per", the article "a", a
 * determiner that is no pronoun ("42 per", "So the total is 42 a",
 * "\(42\) for", "**42** its").  Not "in" (inches), "each" ("42 each"),
 * nor a pronoun ("this", "her").  The other function words are rows of
 * answer_rows.c (R_CUT: "the", "of", "with").
 */
static const char *const dangling[] = { "a", "per", "from", "to", "at",
	"by", "for", "on", "as", "into", "onto", "than", "via", "upon",
	"toward", "towards", "within", "without", "between", "among",
	"against", "through", "including", "excluding", "except", "besides",
	"during", "until", "its", "their", "our", "your", "my", "every",
	NULL };

/* Is s[b..e) (letters) one of dangling, as written ("A" is amperes or
   a letter)? */
static int
dangling_word(const char *s, size_t b, size_t e)
{
	size_t k;

	for (k = 0; dangling[k] != NULL; k++)
		if (strlen(dangling[k]) == e - b &&
		    memcmp(s + b, dangling[k], e - b) == 0)
			return 1;
	return 0;
}

int
papo_answer_dangling(const char *s, size_t n)
{
	size_t e = n, b, i, lo;

	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
	    s[e - 1] == '\n' || s[e - 1] == '\r'))
		e--;
	for (b = e; b > 0 && ((s[b - 1] | 0x20) >= 'a' &&
	    (s[b - 1] | 0x20) <= 'z'); b--)
		;
	if (b == e || b == 0 || (s[b - 1] != ' ' && s[b - 1] != '\t') ||
	    !dangling_word(s, b, e))
		return 0;
	/* a value in its sentence before it: a digit, or a value's math
	   or bold closed ("The answer is a" is a letter) */
	lo = b > 160 ? b - 160 : 0;
	for (i = b; i > lo; i--) {
		if (s[i - 1] == '.' || s[i - 1] == '!' || s[i - 1] == '?' ||
		    s[i - 1] == '\n')
			break;
		if ((s[i - 1] >= '0' && s[i - 1] <= '9') || s[i - 1] == '}' ||
		    s[i - 1] == '$' || s[i - 1] == ')')
			return 1;
	}
	return 0;
}

static int
digit_at(const char *s, size_t n, size_t i)
{
	return i < n && s[i] >= '0' && s[i] <= '9';
}

/*
 * The digits (thousands' commas and a decimal point among them) that
 * end s[0..e), from *a: their length, 0 when s does not end on a digit.
 */
static size_t
last_number(const char *s, size_t e, size_t *a)
{
	size_t b = e;

	while (b > 0 && (digit_at(s, e, b - 1) || ((s[b - 1] == ',' ||
	    s[b - 1] == '.') && b >= 2 && digit_at(s, e, b - 2))))
		b--;
	*a = b;
	return e - b;
}

/* Are the digits from s[i] (to the first other byte before s[e]) all
   zeros: "75.00" is 75 again? */
static int
zeros_after(const char *s, size_t e, size_t i)
{
	for (; digit_at(s, e, i); i++)
		if (s[i] != '0')
			return 0;
	return 1;
}

int
papo_answer_cut_number(const char *s, size_t n)
{
	size_t e = n, a, l, lo, k, f;
	const char *q;
	int longer = 0;

	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e == 0 || !digit_at(s, e, e - 1))
		return 0;	/* a stop after it: "... is 12." */
	if ((l = last_number(s, e, &a)) == 0 || (a > 0 &&
	    (is_alpha((unsigned char)s[a - 1]) || s[a - 1] == '-')))
		return 0;	/* not "x2", not a range's "-3" */
	/* a sentence's words right before it ("he lost $3"), not a label,
	   a result or a mark ("A: 5", "= 1", "#### 9") */
	for (k = a; k > 0 && (s[k - 1] == ' ' || s[k - 1] == '$' ||
	    s[k - 1] == '*'); k--)
		;
	if (k == 0 || !is_alpha((unsigned char)s[k - 1]))
		return 0;
	/* the last number of the 300 bytes before that starts with these
	   digits goes on ("3.50" for "3"), not "24" for "24" */
	lo = a > 300 ? a - 300 : 0;
	for (k = lo; k + l <= a && (q = memchr(s + k, s[a], a - k)) != NULL;
	    k = (size_t)(q - s) + 1) {
		size_t i = (size_t)(q - s);

		if ((i > 0 && (digit_at(s, a, i - 1) || (s[i - 1] == '.' &&
		    i >= 2 && digit_at(s, a, i - 2)))) || i + l > a ||
		    memcmp(s + i, s + a, l) != 0)
			continue;
		f = i + l;	/* the digits after those: more, or a part */
		longer = digit_at(s, a, f) || (f + 1 < a && (s[f] == '.' ||
		    s[f] == ',') && digit_at(s, a, f + 1) &&
		    !zeros_after(s, a, f + 1));
	}
	return longer;
}

int
papo_answer_cut_sum(const char *s, size_t n)
{
	size_t e = n, b, k;
	int ops = 0, nums = 0;

	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e == 0 || !digit_at(s, e, e - 1))
		return 0;
	/* back over what a sum is made of only: most last lines stop at
	   their last word */
	for (b = e; b > 0 && (digit_at(s, e, b - 1) || strchr(" +*-.,",
	    s[b - 1]) != NULL); b--)
		;
	if (b == 0 || s[b - 1] != '\n')
		return 0;	/* a word, '=', '/' on its line, or one line */
	for (k = b; k < e; ) {
		if (digit_at(s, e, k)) {
			while (digit_at(s, e, k) || ((s[k] == '.' ||
			    s[k] == ',') && digit_at(s, e, k + 1)))
				k++;
			nums++;
		} else if (s[k] == '+' || s[k] == '*' || (s[k] == '-' &&
		    nums > 0)) {
			ops++;
			k++;
		} else if (s[k] == ' ')
			k++;
		else
			return 0;	/* a stray '.' or ',' */
	}
	return ops > 0 && nums == ops + 1;
}

/* s[i] is an opener: the start or spacing before it, a non-space after
   it (not a list's "* " nor an inch mark's 42"). */
static int
opens_at(const char *s, size_t n, size_t i)
{
	return (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t' ||
	    s[i - 1] == '\n') && i + 1 < n && s[i + 1] != ' ' &&
	    s[i + 1] != '\t' && s[i + 1] != '\n' && s[i + 1] != '\r';
}

/* Does the last line s[b..e) open a double quote or a single star
   ("The final answer is \"42", "The answer is *42") it never closes? */
static int
open_mark(const char *s, size_t b, size_t e, char c)
{
	const char *q;
	size_t i;

	for (i = b; i < e; i++) {
		/* the next c by memchr: a line's other bytes are passed */
		if ((q = memchr(s + i, c, e - i)) == NULL)
			break;
		i = (size_t)(q - s);
		if (c == '*' && ((i + 1 < e && s[i + 1] == '*') ||
		    (i > b && s[i - 1] == '*')))
			continue;
		if (!opens_at(s, e, i))
			continue;
		if ((q = memchr(s + i + 1, c, e - i - 1)) == NULL)
			return 1;	/* never closed */
		i = (size_t)(q - s);
	}
	return 0;
}

/* Does s[0..n) open a display "\[" it never closes? */
static int
open_display(const char *s, size_t n)
{
	const char *p;
	size_t k = n;

	/* the last "\\[", found from the end: its '[' after a backslash */
	while (k > 1 && (p = memrchr(s + 1, '[', k - 1)) != NULL) {
		if (p[-1] == '\\')
			return papo_answer_find_bytes(p - 1, n - (size_t)(p -
			    1 - s), "\\]", 2) == NULL;
		k = (size_t)(p - s);
	}
	return 0;
}

/*
 * Does s[b..e), the last line, end inside a bracket it opens: a
 * bracket last ("The answer is (", "x = [") or one before its last
 * word, 15 letters or digits at most ("The answer is (B", "[126")?  A
 * cut that leaves the option or the value half-written.
 */
static int
open_bracket_end(const char *s, size_t b, size_t e)
{
	size_t k = e;

	while (k > b && e - k < 16 && (is_alpha((unsigned char)s[k - 1]) ||
	    is_digit((unsigned char)s[k - 1])))
		k--;
	return k > b && (s[k - 1] == '(' || s[k - 1] == '[');
}

/* The dollars of s[0..e) not escaped ("\\$"). */
static size_t
dollars(const char *s, size_t e)
{
	const char *q;
	size_t i, c = 0;

	for (i = 0; i < e && (q = memchr(s + i, '$', e - i)) != NULL;
	    i = (size_t)(q - s) + 1)
		c += q == s || q[-1] != '\\';
	return c;
}

/* The end of s[0..n) with its trailing spacing and line breaks left
   out. */
static size_t
trim_end(const char *s, size_t n)
{
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
	    s[n - 1] == '\n' || s[n - 1] == '\r'))
		n--;
	return n;
}

/* The length of the row of l that s[b..e) ends with, or 0. */
static size_t
ends_with(const char *s, size_t b, size_t e, const char *const *l)
{
	size_t k, n;

	for (k = 0; l[k] != NULL; k++)
		if ((n = strlen(l[k])) <= e - b && memcmp(s + e - n, l[k],
		    n) == 0)
			return n;
	return 0;
}

/*
 * Does the last line s[b..e) end on a mark it opens and never uses: a
 * run of '*', '_', '"', '`' or '~' at the line's start or after a space
 * that no run like it before on the line opens ("The answer is 12 \"",
 * "\boxed{12}.\n\n**", where "**Wait, ..." was being written), or an
 * opening quote of a script's own last (“ ‘ „ after a space, « 「 『), a
 * Spanish ¡ or ¿, a '%' or '!' alone on its line (a comment's, an
 * image's "!["), or a dollar alone on its line that opens a math span
 * (the response's dollars odd)?
 * A rule ("***", "* * *") and a fence ("```", "~~~") are other rows'
 * (a fence may close a block the prompt opened); a run the line opened
 * before closes it ("**Final Answer: 12 **"), and "" is a pair.
 */
static int
mark_opened_last(const char *s, size_t b, size_t e)
{
	/* quotes that open where a space or the line's start is before
	   them ("„12“" closes on its “: “ ‘ „), and the marks that open
	   always (« 「 『 ¡ ¿) */
	static const char *const spaced[] = { "\xe2\x80\x9c",
	    "\xe2\x80\x98", "\xe2\x80\x9e", NULL };
	static const char *const always[] = { "\xc2\xab", "\xe3\x80\x8c",
	    "\xe3\x80\x8e", "\xc2\xa1", "\xc2\xbf", NULL };
	size_t r, i, j, l, run, same = 0;
	char c;

	/* each one's last byte is one of UTF-8's continuation bytes:
	   most lines end on ASCII and ask none of them */
	if (e > b && (unsigned char)s[e - 1] >= 0x80) {
		if ((l = ends_with(s, b, e, always)) != 0)
			return 1;
		if ((l = ends_with(s, b, e, spaced)) != 0)
			return e - l == b || s[e - l - 1] == ' ' ||
			    s[e - l - 1] == '\t';
	}
	if (e == b || strchr("*_\"`~$%!", s[e - 1]) == NULL)
		return 0;
	c = s[e - 1];
	for (r = e; r > b && s[r - 1] == c; r--)
		;
	run = e - r;
	if (c == '$')	/* alone on its line, the response's dollars odd */
		return r == b && run == 1 && dollars(s, e) % 2 == 1;
	if (c == '%' || c == '!')
		return r == b;	/* a comment's, an image's ("![") */
	if ((r > b && s[r - 1] != ' ' && s[r - 1] != '\t') || (c == '"' &&
	    run > 1))
		return 0;	/* "12**", an inch's 42", an empty "" */
	if (r == b && ((c == '`' || c == '~') && run >= 3))
		return 0;
	/* the runs of c as long as the last before it on its line; a
	   line of c and spaces alone is a rule ("* * *") */
	for (i = b, j = 0; i < r; i++)
		j += s[i] != c && s[i] != ' ' && s[i] != '\t';
	if (j == 0 && (c == '*' || c == '_') && (papo_answer_rule_line(s, b,
	    e) || memchr(s + b, ' ', e - b) != NULL))
		return 0;
	for (i = b; i < r; i = j) {
		for (j = i; j < r && s[j] == c; j++)
			;
		if (j == i) {
			j++;
			continue;
		}
		same += j - i == run;
	}
	return same % 2 == 0;
}

int
papo_answer_open_delim(const char *s, size_t n)
{
	const char *q;
	size_t e = trim_end(s, n), b;

	/* the last line's start: after the last newline before e */
	b = e > 0 && (q = memrchr(s, '\n', e)) != NULL ? (size_t)(q - s) + 1 :
	    0;
	return open_mark(s, b, e, '"') || open_mark(s, b, e, '*') ||
	    open_display(s, e) || open_bracket_end(s, b, e) ||
	    mark_opened_last(s, b, e);
}

/*
 * An answer's heading alone on the last line, its markup and colon
 * aside ("**Final Answer:**", "## Final Answer", "Answer —", "所以"):
 * the response was cut where its answer should follow.  Compared in
 * lower case (ASCII).
 */
static const char *const headings[] = { "final answer", "the final answer",
	"final answer is", "answer", "the answer", "the answer is",
	"final result", "result", "solution", "conclusion", "therefore",
	"thus", "hence", "so", "so the answer is", "final", "in conclusion",
	/* NENGLISH: the English rows above, whose capital starts a
	   heading ("79 miles Final answer"), as the other languages'
	   phrases do ("Respuesta final"): not their one word ("die
	   richtige Antwort": German's nouns all have one) */
	"\xe6\x89\x80\xe4\xbb\xa5",				/* 所以 */
	"\xe5\x9b\xa0\xe6\xad\xa4",				/* 因此 */
	"\xe7\xad\x94\xe6\xa1\x88",				/* 答案 */
	"\xe6\x9c\x80\xe7\xbb\x88\xe7\xad\x94\xe6\xa1\x88",	/* 最终答案 */
	"\xe7\xad\x94",						/* 答 */
	"r\xc3\xa9ponse", "r\xc3\xa9ponse finale", "respuesta",
	"respuesta final", "antwort", "endg\xc3\xbcltige antwort",
	"resposta", "resposta final", "risposta", "risposta finale",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",		/* ответ */
	"\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",		/* Ответ */
	NULL };

#define NENGLISH	17

/* Is s[i] a byte of a heading's markup: spacing, #, *, _, colon, dash,
   equals, a period? */
static int
heading_mark(const char *s, size_t i)
{
	return strchr(" \t\r#*_:-=.|", s[i]) != NULL && s[i] != '\0';
}

/* The length of a UTF-8 markup sign ending at s[e - 1] ("：", "—", "–"),
   or 0. */
static size_t
heading_mark_u8(const char *s, size_t b, size_t e)
{
	static const char *const u8[] = { "\xef\xbc\x9a", "\xe2\x80\x94",
		"\xe2\x80\x93", NULL };
	size_t k;

	for (k = 0; u8[k] != NULL; k++)
		if (e - b >= 3 && memcmp(s + e - 3, u8[k], 3) == 0)
			return 3;
	return 0;
}

/* Is c an ASCII letter? */
static int
is_letter(char c)
{
	return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
}

/* Does a heading that starts at s[p] stand alone: written with a
   capital or in another script, or at the start, or after its markup, a
   line's start, a sentence's end, a colon or a closed math, code or
   bracket ("\\] **final answer**", "``` answer:")? */
static int
heading_alone(const char *s, size_t p, int english)
{
	/* a capital ("79 miles Final answer", "Ответ") or a CJK
	   heading ("所以") starts one; "is the Answer" and "есть ответ"
	   are statements */
	const unsigned char *u = (const unsigned char *)s + p;

	if (u[0] >= 0xe3 || (u[0] == 0xd0 && u[1] >= 0x90 && u[1] <= 0xaf) ||
	    (english && s[p] >= 'A' && s[p] <= 'Z' &&
	    !(p >= 4 && strncasecmp(s + p - 4, "the ", 4) == 0) &&
	    !(p >= 3 && strncasecmp(s + p - 3, "is ", 3) == 0)))
		return 1;
	while (p > 0 && s[p - 1] != '\0' && strchr(" \t\r#*_>|",
	    s[p - 1]) != NULL)
		p--;
	return p == 0 || strchr("\n.!?:]`$)}", s[p - 1]) != NULL ||
	    (p >= 3 && memcmp(s + p - 3, "\xe3\x80\x82", 3) == 0);
}

int
papo_answer_heading_end(const char *s, size_t n)
{
	size_t e = n, k, l, best;
	int eng;

	for (;;) {
		while (e > 0 && (s[e - 1] == '\n' || heading_mark(s, e - 1)))
			e--;
		if ((l = heading_mark_u8(s, 0, e)) == 0)
			break;
		e -= l;
	}
	/* every heading ends in an ASCII letter or a byte of UTF-8: most
	   texts end in neither ("42", "\\boxed{42}", "$x$") */
	if (e == 0 || (!is_letter(s[e - 1]) && (unsigned char)s[e - 1] < 0x80))
		return 0;
	/* the longest heading the text ends with ("the Final Answer",
	   not its "Answer") */
	for (k = 0, best = 0, eng = 0; headings[k] != NULL; k++) {
		l = strlen(headings[k]);
		if (l <= e && l > best && strncasecmp(s + e - l, headings[k],
		    l) == 0 && (e == l || !is_letter(s[e - l - 1]))) {
			best = l;
			eng = k < NENGLISH || strchr(headings[k], ' ') != NULL;
		}
	}
	return best > 0 && heading_alone(s, e - best, eng);
}

int
papo_answer_empty_heading(const char *s, size_t n)
{
	size_t e = trim_end(s, n), a, i;

	for (a = e; a > 0 && s[a - 1] != '\n'; a--)
		;
	while (a < e && (s[a] == ' ' || s[a] == '\t'))
		a++;
	if (a == e || a == 0)
		return 0;	/* nothing, or the response's one line */
	for (i = a; i < e && s[i] == '#'; i++)
		;
	return i == e && e - a <= 6;	/* "###": a heading with no text */
}

int
papo_answer_lone_escape(const char *s, size_t n)
{
	size_t e = trim_end(s, n), k;

	for (k = e; k > 0 && s[k - 1] == '\\'; k--)
		;
	return (e - k) % 2 == 1;	/* "\\" is a line break */
}
