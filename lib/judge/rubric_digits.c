/* SPDX-License-Identifier: MIT */
/*
 * rubric_digits.c: digits of the script the text around them is
 * written in.  A run of full-width digits (U+FF10..FF19) right after a
 * CJK character ("得分：４", the colon and spaces between), or of
 * Arabic-Indic digits (U+0660..0669) right after an Arabic letter
 * ("التقييم: ٤"), of Persian's (U+06F0..06F9) after a letter of
 * its alphabet on a line holding a letter only Persian writes
 * ("امتیاز: ۴"), of Devanagari, Bengali or Thai right
 * after a letter of their script ("अंक: ४", "স্কোর: ৪/৫",
 * "คะแนน: ๔"), on a line with no ASCII letter or digit, is read as
 * the ASCII digits it spells: the reply is read as if written with
 * them.  Any other digit of another script stays what the readers take
 * it for, a look-alike: full-width digits in English text ("Score:
 * ４"), Arabic-Indic digits after a CJK label or in English text, a
 * run mixed with another script's digits ("4٤", "٤۴") or followed by
 * a combining mark, a zero-width or joining character, a variation
 * selector.
 */
#include <stdlib.h>
#include <string.h>

#include "rubric.h"

enum { DIG_NONE, DIG_WIDE, DIG_ARABIC, DIG_PERSIAN, DIG_DEVANAGARI,
	DIG_BENGALI, DIG_THAI };

/* each kind's zero, by kind */
static const unsigned int dig_zero[] = { 0, 0xff10, 0x660, 0x6f0, 0x966,
	0x9e6, 0xe50 };

/* The code point at s[i] (n bytes) and its length in *len; 0 when it
   is ASCII or cut. */
static unsigned int
dig_cp(const char *s, size_t n, size_t i, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s + i;
	unsigned int cp;
	size_t k;

	*len = 1;
	if (u[0] < 0xc0)
		return 0;
	*len = u[0] >= 0xf0 ? 4 : u[0] >= 0xe0 ? 3 : 2;
	if (n - i < *len) {
		*len = 1;
		return 0;
	}
	cp = u[0] & (*len == 2 ? 0x1f : *len == 3 ? 0x0f : 0x07);
	for (k = 1; k < *len; k++)
		cp = cp << 6 | (u[k] & 0x3f);
	return cp;
}

/* The script of the digit cp: a DIG_ kind, or DIG_NONE. */
static int
dig_kind(unsigned int cp)
{
	int k;

	for (k = DIG_WIDE; k <= DIG_THAI; k++)
		if (cp >= dig_zero[k] && cp <= dig_zero[k] + 9)
			return k;
	return DIG_NONE;
}

/* 1 when cp is a digit of any other script, a combining mark, a
   zero-width or joining character or a variation selector: what may
   not touch a run read as its digits. */
static int
dig_spoiler(unsigned int cp)
{
	static const unsigned int ranges[][2] = {
		{ 0x300, 0x36f }, { 0x483, 0x489 }, { 0x610, 0x61a },
		{ 0x64b, 0x65f }, { 0x660, 0x669 }, { 0x670, 0x670 },
		{ 0x6f0, 0x6f9 }, { 0x966, 0x96f }, { 0x9e6, 0x9ef },
		{ 0xe50, 0xe59 }, { 0x1ab0, 0x1aff }, { 0x1dc0, 0x1dff },
		{ 0x200b, 0x200f }, { 0x2060, 0x2064 }, { 0x2070, 0x2089 },
		{ 0x20d0, 0x20ff }, { 0x2150, 0x218b }, { 0x2460, 0x24ff },
		{ 0x2776, 0x2793 }, { 0xfe00, 0xfe0f }, { 0xfe20, 0xfe2f },
		{ 0xfeff, 0xfeff }, { 0xff10, 0xff19 }, { 0x1d7ce, 0x1d7ff },
		{ 0xe0100, 0xe01ef },
	};
	size_t k;

	for (k = 0; k < sizeof(ranges) / sizeof(ranges[0]); k++)
		if (cp >= ranges[k][0] && cp <= ranges[k][1])
			return 1;
	return 0;
}

/* 1 when cp is a character of the script of digits of kind: a CJK
   ideograph, kana or hangul; an Arabic letter; a letter of Persian's
   alphabet (Arabic's and its own: "امتیاز نهایی: ۷"); a
   Devanagari, a Bengali or a Thai letter or sign. */
static int
dig_script(int kind, unsigned int cp)
{
	if (kind == DIG_ARABIC)
		return cp >= 0x621 && cp <= 0x64a;
	if (kind == DIG_PERSIAN)
		return (cp >= 0x621 && cp <= 0x64a) ||
		    (cp >= 0x671 && cp <= 0x6d3);
	if (kind == DIG_DEVANAGARI)
		return cp >= 0x900 && cp <= 0x963;
	if (kind == DIG_BENGALI)
		return cp >= 0x980 && cp <= 0x9e3;
	if (kind == DIG_THAI)
		return cp >= 0xe01 && cp <= 0xe4f;
	return (cp >= 0x3040 && cp <= 0x30ff) ||
	    (cp >= 0x3400 && cp <= 0x4dbf) ||
	    (cp >= 0x4e00 && cp <= 0x9fff) ||
	    (cp >= 0xac00 && cp <= 0xd7a3);
}

/* The start of the character that ends at s[i] (i > 0). */
static size_t
dig_back(const char *s, size_t i)
{
	do
		i--;
	while (i > 0 && ((unsigned char)s[i] & 0xc0) == 0x80);
	return i;
}

/* the tokens a chat template's turn ends with that hold ASCII letters
   ("得分：５<end_of_turn>"), besides those of "<|...|>" */
static const char *const dig_ends[] = { "<|", "</s>", "<eos>",
	"<end_of_turn>", "<\xef\xbd\x9c", NULL };

/* 1 when a row of dig_ends starts at s[z]. */
static int
dig_end_at(const char *s, size_t n, size_t z)
{
	size_t k, w;

	for (k = 0; dig_ends[k]; k++)
		if (n - z >= (w = strlen(dig_ends[k])) &&
		    memcmp(s + z, dig_ends[k], w) == 0)
			return 1;
	return 0;
}

/*
 * 1 when the text around s[i] holds no ASCII letter or digit: its
 * line, or the part of it between a chat template's tokens ("<|...|>":
 * "<|message|>得分：５<|return|>"; an end token: dig_ends).
 */
static int
dig_line_clean(const char *s, size_t n, size_t i)
{
	size_t a = i, z = i;

	while (a > 0 && s[a - 1] != '\n' && !(a >= 2 && s[a - 1] == '>' &&
	    s[a - 2] == '|'))
		a--;
	while (z < n && s[z] != '\n' && !(s[z] == '<' &&
	    dig_end_at(s, n, z)))
		z++;
	for (; a < z; a++)
		if ((s[a] >= 'a' && s[a] <= 'z') ||
		    (s[a] >= 'A' && s[a] <= 'Z') ||
		    (s[a] >= '0' && s[a] <= '9'))
			return 0;
	return 1;
}

/*
 * 1 when the line of s[i] holds a letter that Persian writes and
 * Arabic does not (پ چ ژ ک گ ی): Persian's digits after an Arabic
 * label ("التقييم: ۴") stay look-alikes.
 */
static int
dig_line_persian(const char *s, size_t n, size_t i)
{
	static const unsigned int own[] = { 0x67e, 0x686, 0x698, 0x6a9,
		0x6af, 0x6cc };
	size_t a = i, len, k;
	unsigned int cp;

	while (a > 0 && s[a - 1] != '\n')
		a--;
	for (; a < n && s[a] != '\n'; a += len) {
		cp = dig_cp(s, n, a, &len);
		for (k = 0; k < sizeof(own) / sizeof(own[0]); k++)
			if (cp == own[k])
				return 1;
	}
	return 0;
}

/*
 * The run of digits of kind at s[i] read as its script's: its end in
 * *z and 1, or 0.  Right before it, after spaces, emphasis ('*', '_')
 * and one colon (':', '：'), a character of the script; digits of
 * kind only, one '/' (or a full-width '／' between full-width digits)
 * between two of them; nothing that spoils it after it.
 */
static int
dig_run(const char *s, size_t n, size_t i, int kind, size_t *z)
{
	size_t b = i, len, e, w;
	unsigned int cp;
	int colon = 0;

	while (b > 0 && strchr(" *_", s[b - 1]) != NULL)
		b--;
	if (b > 0 && s[b - 1] == ':')
		b--, colon = 1;
	else if (b >= 3 && memcmp(s + b - 3, "\xef\xbc\x9a", 3) == 0)
		b -= 3, colon = 1;
	if (colon)
		while (b > 0 && strchr(" *_", s[b - 1]) != NULL)
			b--;
	if (b == 0 || !dig_script(kind, dig_cp(s, n, dig_back(s, b), &len)))
		return 0;
	for (e = i; e < n; ) {
		cp = dig_cp(s, n, e, &len);
		if (dig_kind(cp) == kind) {
			e += len;
			continue;
		}
		w = s[e] == '/' ? 1 : kind == DIG_WIDE && n - e >= 3 &&
		    memcmp(s + e, "\xef\xbc\x8f", 3) == 0 ? 3 : 0;
		if (w && e > i && e + w < n &&
		    dig_kind(dig_cp(s, n, e + w, &len)) == kind) {
			e += w;
			continue;
		}
		break;
	}
	if (e < n && dig_spoiler(dig_cp(s, n, e, &len)))
		return 0;
	if (!dig_line_clean(s, n, i) || (kind == DIG_PERSIAN &&
	    !dig_line_persian(s, n, i)))
		return 0;
	*z = e;
	return 1;
}

/*
 * A copy of s (n bytes) with each run of digits read as its script's
 * written in ASCII digits: 1 with *out (malloc'd) and *outn, 0 when
 * there is none (or no memory: the reply is read as it is).
 */
int
papo_rubric_native_digits(const char *s, size_t n, char **out,
    size_t *outn)
{
	size_t i, z, len, k = 0;
	unsigned int cp;
	char *t = NULL;
	int kind;

	for (i = 0; i < n; ) {
		cp = dig_cp(s, n, i, &len);
		if ((kind = dig_kind(cp)) == DIG_NONE ||
		    !dig_run(s, n, i, kind, &z)) {
			if (t)
				memcpy(t + k, s + i, len);
			k += len;
			i += len;
			continue;
		}
		if (t == NULL) {
			if ((t = malloc(n + 1)) == NULL)
				return 0;
			memcpy(t, s, i);
		}
		while (i < z) {
			cp = dig_cp(s, n, i, &len);
			t[k++] = dig_kind(cp) == DIG_NONE ? '/' :
			    (char)('0' + cp - dig_zero[kind]);
			i += len;
		}
	}
	if (t == NULL)
		return 0;
	t[k] = '\0';
	*out = t;
	*outn = k;
	return 1;
}

/*
 * The offset in s (the reply as written) of offset at of the copy
 * papo_rubric_native_digits made of it.
 */
size_t
papo_rubric_native_offset(const char *s, size_t n, size_t at)
{
	size_t i, z, len, k = 0;
	int kind;

	for (i = 0; i < n && k < at; ) {
		kind = dig_kind(dig_cp(s, n, i, &len));
		if (kind != DIG_NONE && dig_run(s, n, i, kind, &z)) {
			while (i < z && k < at) {
				dig_cp(s, n, i, &len);
				i += len;
				k++;
			}
			continue;
		}
		i += len;
		k += len;
	}
	return i;
}
