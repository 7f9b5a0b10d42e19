/* SPDX-License-Identifier: MIT */
/*
 * check_answer_lastline.c: papo_answer_truncated (answer_frame.c) on a
 * last line that opens bold "**" or a backtick and never closes it (on
 * the response's first line, a first "**" that only closes opened
 * before the response began: not counted).  The
 * line's start is found by memrchr and its backticks and pairs "**" by
 * memchr; the answer must be the byte-by-byte count's (ref_open below,
 * that count as it was): every sequence of up to six pieces of stars,
 * backticks, letters, spaces and line breaks, ending in a letter (so
 * that no other rule of the function decides), and sequences of eight
 * to sixty drawn by a fixed generator.  And papo_answer_hidden on a
 * response that ends on a shell's output: the line before the last,
 * found by memrchr, is a command ("$ python3 solve.py"); the answer must
 * be the byte-by-byte walk's (ref_tool), on every sequence of up to six
 * of its pieces.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <check.h>

#include "unit.h"

/* answer_frame.c's and answer_hidden.c's, declared in their folder's
   private answer_impl.h (not included here): the same prototypes */
int papo_answer_truncated(const char *s, size_t n);
const char *papo_answer_hidden(const char *s, size_t n, const char *v,
    size_t vn, const char *p, size_t pn);

static const char *const piece[] = { "*", "**", "***", "`", "```", "x",
	" ", "\n", "* ", "``" };
#define NPIECE (sizeof(piece) / sizeof(piece[0]))

/*
 * Does the pair "**" at s[i] only close a bold (a letter before it, a
 * space or a stop after it, not at the line's end e)?
 */
static int
ref_closes(const char *s, size_t i, size_t e)
{
	unsigned char p, a;

	if (i == 0 || i + 2 >= e)
		return 0;
	p = (unsigned char)s[i - 1];
	a = (unsigned char)s[i + 2];
	return (p >= 0x80 || (p >= 'a' && p <= 'z') || (p >= 'A' &&
	    p <= 'Z')) && a != '\0' && strchr(" :.,;", a) != NULL;
}

/*
 * The last line's count, byte by byte from its start: open or not.  On
 * the response's first line a first pair that only closes opened before
 * the response began (ref_closes) and is not counted.
 */
static int
ref_open(const char *s, size_t e)
{
	size_t b, i, star = 0, tick = 0;

	for (b = e; b > 0 && s[b - 1] != '\n'; b--)
		;
	for (i = b; i < e; i++)
		if (s[i] == '`')
			tick++;
		else if (s[i] == '*' && i + 1 < e && s[i + 1] == '*') {
			if (star > 0 || b > 0 || !ref_closes(s, i, e))
				star++;
			i++;
		}
	return star % 2 == 1 || (tick % 2 == 1 && tick != 3);
}

static void
same(char *s, size_t len)
{
	s[len++] = 'x';
	s[len] = '\0';
	/* ck_abort_msg only on a difference: an assert marks its place
	   at each of millions of cases */
	if (papo_answer_truncated(s, len) != ref_open(s, len))
		ck_abort_msg("\"%s\": count %d, truncated %d", s,
		    ref_open(s, len), papo_answer_truncated(s, len));
}

START_TEST(every_six)
{
	char s[64];
	size_t d, n, len, total = 1;
	long count = 0, open = 0;

	for (d = 0; d <= 6; d++, total *= NPIECE)
		for (n = 0; n < total; n++) {
			len = papo_test_seq(s, sizeof(s), piece, NPIECE, d, n,
			    NULL, NULL);
			same(s, len);
			open += ref_open(s, len + 1);
			count++;
		}
	ck_assert_int_gt(count, 1000000);
	ck_assert_int_gt(open, count / 4);	/* both answers asked */
	ck_assert_int_lt(open, count - count / 4);
}
END_TEST

START_TEST(drawn)
{
	char s[512];
	uint32_t x = 2463534242u;
	long r, reps = papo_test_reps(200000, 2000);

	for (r = 0; r < reps; r++)
		same(s, papo_test_draw(s, sizeof(s), piece, NPIECE, 8, 53,
		    "so 7", &x));
}
END_TEST

static const char *const tpiece[] = { "$ ", "In [", "in [", "$", " ",
	"\n", "x", "\t", "out", "1" };
#define NTPIECE (sizeof(tpiece) / sizeof(tpiece[0]))

/* Does s[a..b), spaces aside, start with l, case folded? */
static int
ref_opens(const char *s, size_t a, size_t b, const char *l)
{
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	return b - a >= strlen(l) && strncasecmp(s + a, l, strlen(l)) == 0;
}

/* The tool's output rule, its line before found byte by byte. */
static int
ref_tool(const char *s, size_t n)
{
	size_t b = n, a, p;

	while (b > 0 && strchr(" \t\n", s[b - 1]) != NULL)
		b--;
	for (a = b; a > 0 && s[a - 1] != '\n'; a--)
		;
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	if (ref_opens(s, a, b, "out[") || a < 2)
		return ref_opens(s, a, b, "out[");
	for (p = a - 1; p > 0 && s[p - 1] != '\n'; p--)
		;
	return (ref_opens(s, p, a - 1, "$ ") || ref_opens(s, p, a - 1,
	    "in [")) && memchr(s + p + 1, '$', a - 1 - p - 1) == NULL;
}

START_TEST(tool_line)
{
	static const char tool[] = "the response ends on a tool's output";
	char s[64];
	size_t d, n, total = 1;
	long count = 0, yes = 0;
	const char *why;
	int want;

	for (d = 0; d <= 6; d++, total *= NTPIECE)
		for (n = 0; n < total; n++) {
			size_t len = papo_test_seq(s, sizeof(s), tpiece,
			    NTPIECE, d, n, NULL, NULL);

			len += (size_t)snprintf(s + len, sizeof(s) - len,
			    "%s", "\n42");
			why = papo_answer_hidden(s, len, "42", 2, NULL, 0);
			want = ref_tool(s, len);
			if ((why != NULL && strcmp(why, tool) == 0) != want)
				ck_abort_msg("\"%s\": walk %d, hidden %s", s,
				    want, why != NULL ? why : "(none)");
			yes += want;
			count++;
		}
	ck_assert_int_gt(yes, 1000);
	ck_assert_int_gt(count, 1000000);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_lastline");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_six);
	tcase_add_test(tc, drawn);
	tcase_add_test(tc, tool_line);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
