/* SPDX-License-Identifier: MIT */
/*
 * ascii.h: the ASCII character classes, the same in every locale (the
 * tools read UTF-8 whatever LC_CTYPE says): one definition for the
 * engines' lexers and matchers.
 */
#ifndef PAPO_ASCII_H
#define PAPO_ASCII_H

#include <stddef.h>

/*
 * A byte's classes, a table (1: a letter, 2: C's white space): one load
 * and a test where the caller's byte is known to be one (an unsigned
 * char), not a compare for each range or character; any other int is
 * in neither.
 */
static const unsigned char papo_ascii_class_of[256] = {
	['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1,
	['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1,
	['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1,
	['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1,
	['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1,
	['Z'] = 1,
	['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1,
	['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1,
	['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1,
	['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1,
	['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1,
	['z'] = 1,
	[' '] = 2, ['\t'] = 2, ['\n'] = 2, ['\r'] = 2, ['\f'] = 2, ['\v'] = 2
};

static inline int
papo_ascii_alpha(int c)
{
	return (unsigned)c < 256u && (papo_ascii_class_of[c] & 1);
}

/*
 * Is byte c part of a word in UTF-8 text: an ASCII letter, or any byte of
 * a character beyond ASCII (the readers that tell no script apart)?
 */
static inline int
papo_ascii_word_byte(int c)
{
	return papo_ascii_alpha(c) || ((unsigned)c >= 0x80u &&
	    (unsigned)c < 256u);
}

static inline int
papo_ascii_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* C's white space: space, tab, newline, return, form feed, vertical tab. */
static inline int
papo_ascii_space(int c)
{
	return (unsigned)c < 256u && (papo_ascii_class_of[c] & 2);
}

/*
 * Each byte in lower case, a table: one load where the caller's byte is
 * known to be one (an unsigned char), not a compare and a choice; any
 * other int is itself unless a capital.
 */
#define PAPO_ASCII_L4(c) (c), (c) + 1, (c) + 2, (c) + 3
#define PAPO_ASCII_L16(c) PAPO_ASCII_L4(c), PAPO_ASCII_L4((c) + 4), \
	PAPO_ASCII_L4((c) + 8), PAPO_ASCII_L4((c) + 12)
static const unsigned char papo_ascii_lower_of[256] = {
	PAPO_ASCII_L16(0), PAPO_ASCII_L16(16), PAPO_ASCII_L16(32),
	PAPO_ASCII_L16(48), '@', PAPO_ASCII_L16('a'), PAPO_ASCII_L4('q'),
	PAPO_ASCII_L4('u'), 'y', 'z', '[', '\\', ']', '^', '_',
	PAPO_ASCII_L16(96), PAPO_ASCII_L16(112), PAPO_ASCII_L16(128),
	PAPO_ASCII_L16(144), PAPO_ASCII_L16(160), PAPO_ASCII_L16(176),
	PAPO_ASCII_L16(192), PAPO_ASCII_L16(208), PAPO_ASCII_L16(224),
	PAPO_ASCII_L16(240)
};

static inline int
papo_ascii_lower(int c)
{
	return (unsigned)c < 256u ? papo_ascii_lower_of[c] : c;
}

/*
 * Does s[i..n) start with w, ASCII letters in any case on either side
 * (other bytes, UTF-8's, as they are)?  w's length, or 0 when it does
 * not (or w is empty).
 */
static inline size_t
papo_ascii_prefix_ci(const char *s, size_t n, size_t i, const char *w)
{
	size_t k;

	for (k = 0; w[k] != '\0'; k++)
		if (i + k >= n || papo_ascii_lower((unsigned char)s[i + k]) !=
		    papo_ascii_lower((unsigned char)w[k]))
			return 0;
	return k;
}

#ifdef __SSE2__
#include <emmintrin.h>

/*
 * The ASCII letters of the sixteen bytes x, 0xff each and 0 for any
 * other: (c | 0x20) - 'a' below 26, compared unsigned.  The vector
 * readers' one test of a letter.
 */
static inline __m128i
papo_ascii_letters16(__m128i x)
{
	return _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(_mm_or_si128(x,
	    _mm_set1_epi8(0x20)), _mm_set1_epi8('a')),
	    _mm_set1_epi8((char)0x80)), _mm_set1_epi8((char)(26 ^ 0x80)));
}
#endif

#endif
