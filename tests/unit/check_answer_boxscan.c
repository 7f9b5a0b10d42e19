/* SPDX-License-Identifier: MIT */
/*
 * check_answer_boxscan.c: papo_answer_boxes (answer_box.c) finds a box
 * wherever it stands among other backslashes.  From the first backslash
 * it looks only at the backslashes before a 'b' or an 'f', sixteen bytes
 * at a time; a box at any place of those sixteen, after any run of
 * other commands ("\\frac", "\\beta", "\\times", a lone '\\', a '\\'
 * before a 'b' or an 'f' that opens no box), must be found: every
 * sequence of up to five such pieces before "\\boxed{7}" or "\\fbox{7}"
 * and text after it, and sequences of six to sixty drawn by a fixed
 * generator.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "buf.h"
#include "unit.h"

/* answer_box.c's, declared in its folder's private answer_find_impl.h
   (not included here): the same prototype */
int papo_answer_boxes(const char *s, size_t n, struct papo_buf *out,
    size_t *lastend, size_t *firstat);

static const char *const piece[] = { "\\", "\\b", "\\f", "\\frac{1}{2}",
	"\\beta", "\\times", "x", " ", "b", "f", "\\(", "\\) ",
	"\\bf", "\\\\" };
#define NPIECE (sizeof(piece) / sizeof(piece[0]))

static const char *const box[] = { "\\boxed{7}", "\\fbox{7}" };
static const char *const after[] = { "", ".", " so x" };

/* The box after s[0..len): found, its content 7, where it stands. */
static void
found(char *s, size_t len, size_t x, struct papo_buf *out)
{
	size_t at = len, lastend = 0, firstat = 0, n;
	const char *b = box[x % 2];

	n = len + (size_t)snprintf(s + len, 600 - len, "%s%s", b,
	    after[(x / 2) % 3]);
	papo_buf_reset(out);
	if (papo_answer_boxes(s, n, out, &lastend, &firstat) != 1 ||
	    strcmp(out->s, "7") != 0 || firstat != at ||
	    lastend != at + strlen(b))
		ck_abort_msg("\"%s\": box at %zu not found (\"%s\", %zu, %zu)",
		    s, at, out->s != NULL ? out->s : "", firstat, lastend);
}

START_TEST(every_five)
{
	struct papo_buf out = PAPO_BUF_INIT;
	char s[600];
	size_t d, n, j, total = 1;
	long count = 0;

	for (d = 0; d <= 5; d++, total *= NPIECE)
		for (n = 0; n < total; n++) {
			size_t x = n, len = 0;

			for (j = 0; j < d; j++, x /= NPIECE)
				len += (size_t)snprintf(s + len, sizeof(s) -
				    len, "%s", piece[x % NPIECE]);
			found(s, len, n, &out);
			count++;
		}
	ck_assert_int_gt(count, 500000);
	papo_buf_release(&out);
}
END_TEST

START_TEST(drawn)
{
	struct papo_buf out = PAPO_BUF_INIT;
	char s[600];
	uint32_t x = 2463534242u;
	long r, reps = papo_test_reps(200000, 2000);

	for (r = 0; r < reps; r++) {
		size_t len = 0, d, j;

		x ^= x << 13, x ^= x >> 17, x ^= x << 5;
		d = 6 + x % 55;
		for (j = 0; j < d; j++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			len += (size_t)snprintf(s + len, sizeof(s) - len,
			    "%s", piece[x % NPIECE]);
		}
		found(s, len, x >> 4, &out);
	}
	papo_buf_release(&out);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_boxscan");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_five);
	tcase_add_test(tc, drawn);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
