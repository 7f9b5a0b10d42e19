/* SPDX-License-Identifier: MIT */
/*
 * check_answer_emoticon.c: papo_answer_hidden refuses every face of
 * answer_hidden.c's emoticons[] (papo_answer_emoticon_row, the rows
 * themselves: a face added there is asked here too) standing as a word
 * on the answer's line, through its index of the faces by first byte:
 * each face after a value, before a stop, alone on the line, and
 * between two other faces' bytes; and a face glued to a word or a
 * value on both sides ("42:)x") is no word of its own, left to the
 * other rules, as the scan of every face at every word start says
 * (the reference here).
 */
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "unit.h"

/* answer_impl.h's (answer_hidden.c), not included here: the same
   prototypes */
const char *papo_answer_hidden(const char *s, size_t n, const char *v,
    size_t vn, const char *p, size_t pn);
const char *papo_answer_emoticon_row(size_t k);

#define EMOTICON	"an emoticon on its line"

/* What papo_answer_hidden says of line s (value v = "42"). */
static const char *
hidden(const char *s)
{
	return papo_answer_hidden(s, strlen(s), "42", 2, NULL, 0);
}

/* The reference: does s hold a face with spacing or the ends around
   it, every face asked at every byte? */
static int
holds_face(const char *s)
{
	size_t n = strlen(s), i, k, l;
	const char *f;

	for (i = 0; i < n; i++) {
		if (i > 0 && s[i - 1] != ' ' && s[i - 1] != '\t')
			continue;
		for (k = 0; (f = papo_answer_emoticon_row(k)) != NULL; k++) {
			l = strlen(f);
			if (i + l <= n && memcmp(s + i, f, l) == 0 &&
			    (i + l == n || s[i + l] == ' ' || s[i + l] == '\t'))
				return 1;
		}
	}
	return 0;
}

START_TEST(every_face)
{
	/* each form: what stands before the face, and after it */
	static const char *const forms[][2] = { { "The answer is 42 ", "" },
	    { "The answer is 42 ", " ." }, { "The answer is 42.\t", "" },
	    { "", "" }, { "42 ", " 42" } };
	char s[128];
	const char *f, *why;
	size_t k, j, faces = 0;

	for (k = 0; (f = papo_answer_emoticon_row(k)) != NULL; k++, faces++)
		for (j = 0; j < sizeof(forms) / sizeof(*forms); j++) {
			snprintf(s, sizeof(s), "%s%s%s", forms[j][0], f,
			    forms[j][1]);
			why = hidden(s);
			if (why == NULL || strcmp(why, EMOTICON) != 0)
				ck_abort_msg("\"%s\": %s", s, why ? why :
				    "not refused");
		}
	ck_assert_uint_ge(faces, 30);
}
END_TEST

/*
 * Lines of faces' bytes, spaces, tabs and digits drawn (xorshift, fixed
 * start), up to 71 bytes (the scan takes sixteen bytes at a time after
 * the first: a face at every place of up to four of them, and the bytes
 * left after): refused as an emoticon exactly when the reference finds
 * a face standing as a word, unless a rule asked before it refuses.
 */
START_TEST(drawn)
{
	char bytes[128], s[72];
	const char *f, *why;
	size_t nb = 0, k, j, n;
	uint64_t x = 0x9e3779b97f4a7c15ull;
	long r, reps = papo_test_reps(200000, 2000);

	for (k = 0; (f = papo_answer_emoticon_row(k)) != NULL; k++)
		for (j = 0; f[j] != '\0'; j++)
			if (memchr(bytes, f[j], nb) == NULL &&
			    nb + 1 < sizeof(bytes))
				bytes[nb++] = f[j];
	bytes[nb++] = ' ';
	bytes[nb++] = ' ';	/* words short enough to hold faces */
	bytes[nb++] = '\t';
	bytes[nb++] = '4';
	for (r = 0; r < reps; r++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		n = 1 + (size_t)(x % (sizeof(s) - 1));
		for (k = 0; k < n; k++) {
			x ^= x << 13, x ^= x >> 7, x ^= x << 17;
			s[k] = bytes[(x >> 11) % nb];
		}
		s[n] = '\0';
		why = hidden(s);
		if (why != NULL && strcmp(why, EMOTICON) != 0)
			continue;	/* an earlier rule's */
		if ((why != NULL) != holds_face(s))
			ck_abort_msg("\"%s\": %s, the reference %d", s,
			    why ? why : "not refused", holds_face(s));
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_emoticon");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, every_face);
	tcase_add_test(tc, drawn);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
