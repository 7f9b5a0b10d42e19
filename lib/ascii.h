/* SPDX-License-Identifier: MIT */
/*
 * ascii.h: the ASCII character classes, the same in every locale (the
 * tools read UTF-8 whatever LC_CTYPE says): one definition for the
 * engines' lexers and matchers.
 */
#ifndef PAPO_ASCII_H
#define PAPO_ASCII_H

static inline int
papo_ascii_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
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
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

static inline int
papo_ascii_lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

#endif
