/* SPDX-License-Identifier: MIT */
/*
 * redact.c: the API key found in the transformed forms a server can
 * echo it in, and replaced before the text goes anywhere.
 */
#include <ctype.h>
#include <string.h>

#include "redact.h"

size_t
papo_redact_min_len(size_t keylen)
{
	if (keylen <= 8)
		return keylen;
	return keylen - 1 < 16 ? keylen - 1 : 16;
}

/* Bytes that may stand between two of the key's: 0, or their length. */
static size_t
filler(const char *s, size_t n, size_t i)
{
	static const char *const zw[] = { "\xe2\x80\x8b", "\xe2\x80\x8c",
	    "\xe2\x80\x8d", "\xe2\x81\xa0", "\xef\xbb\xbf", NULL };
	size_t k;

	if (s[i] == '\r' || s[i] == '\n' || s[i] == '\t')
		return 1;
	for (k = 0; zw[k]; k++)
		if (n - i >= 3 && memcmp(s + i, zw[k], 3) == 0)
			return 3;
	return 0;
}

static int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = (char)tolower((unsigned char)c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/*
 * The byte of text at s[i] (a '%XX' escape read as its byte), its
 * length in *w; -1 at the end.
 */
static int
text_byte(const char *s, size_t n, size_t i, size_t *w)
{
	int a, b;

	*w = 1;
	if (s[i] == '%' && n - i >= 3 && (a = hexval(s[i + 1])) >= 0 &&
	    (b = hexval(s[i + 2])) >= 0) {
		*w = 3;
		return a * 16 + b;
	}
	return (unsigned char)s[i];
}

/*
 * How far the key's bytes from offset p on are spelled at s[i]: the
 * count of key bytes matched, *end past the last one.
 */
static size_t
spelled(const char *key, size_t k, size_t p, const char *s, size_t n,
    size_t i, size_t *end)
{
	size_t m = 0, w, f;
	int c;

	*end = i;
	while (p + m < k && i < n) {
		if (m > 0 && (f = filler(s, n, i)) != 0) {
			i += f;
			continue;
		}
		c = text_byte(s, n, i, &w);
		if (tolower(c) != tolower((unsigned char)key[p + m]))
			break;
		m++;
		i += w;
		*end = i;
	}
	return m;
}

/* Replace in b every run of form (k bytes) at least min long. */
static void
redact_runs(const char *form, size_t k, size_t min, struct papo_buf *b)
{
	static const char mark[] = "[API key]";
	struct papo_buf out = PAPO_BUF_INIT;
	size_t i = 0, from = 0, p, end, best, bend;
	int hit = 0;

	unsigned char in[256];

	if (min == 0 || k < min)
		return;
	/* the bytes a run can start with, any case */
	memset(in, 0, sizeof(in));
	for (p = 0; p < k; p++) {
		in[tolower((unsigned char)form[p])] = 1;
		in[toupper((unsigned char)form[p])] = 1;
	}
	in['%'] = 1;
	while (i < b->len) {
		best = bend = 0;
		if (!in[(unsigned char)b->s[i]]) {
			i++;
			continue;
		}
		for (p = 0; p + min <= k; p++) {
			size_t m;

			if (tolower((unsigned char)form[p]) != tolower(
			    (unsigned char)b->s[i]) && b->s[i] != '%')
				continue;
			m = spelled(form, k, p, b->s, b->len, i, &end);
			if (m >= min && m > best) {
				best = m;
				bend = end;
			}
		}
		if (best == 0) {
			i++;
			continue;
		}
		papo_buf_add(&out, b->s + from, i - from);
		/* never longer than what it hides: fixed-size texts are
		   redacted in place */
		papo_buf_add(&out, mark, bend - i < sizeof(mark) - 1 ?
		    bend - i : sizeof(mark) - 1);
		from = i = bend;
		hit = 1;
	}
	if (hit) {
		papo_buf_add(&out, b->s + from, b->len - from);
		papo_buf_reset(b);
		papo_buf_add(b, out.s ? out.s : "", out.len);
	}
	papo_buf_release(&out);
}

/* The base64 of s (n bytes), appended to out. */
static void
base64(const unsigned char *s, size_t n, struct papo_buf *out)
{
	static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t i;
	unsigned v;

	for (i = 0; i + 2 < n; i += 3) {
		v = (unsigned)s[i] << 16 | (unsigned)s[i + 1] << 8 | s[i + 2];
		papo_buf_addc(out, abc[v >> 18 & 63]);
		papo_buf_addc(out, abc[v >> 12 & 63]);
		papo_buf_addc(out, abc[v >> 6 & 63]);
		papo_buf_addc(out, abc[v & 63]);
	}
	if (n - i == 1) {
		v = (unsigned)s[i] << 16;
		papo_buf_addc(out, abc[v >> 18 & 63]);
		papo_buf_addc(out, abc[v >> 12 & 63]);
	} else if (n - i == 2) {
		v = (unsigned)s[i] << 16 | (unsigned)s[i + 1] << 8;
		papo_buf_addc(out, abc[v >> 18 & 63]);
		papo_buf_addc(out, abc[v >> 12 & 63]);
		papo_buf_addc(out, abc[v >> 6 & 63]);
	}
}

void
papo_redact_forms(const char *key, size_t k, struct papo_buf *b)
{
	struct papo_buf f = PAPO_BUF_INIT, t = PAPO_BUF_INIT;
	size_t a;

	if (k < 4 || b->len == 0)
		return;
	/* the key itself, in any case, split or %-escaped, or a run */
	redact_runs(key, k, papo_redact_min_len(k), b);
	/* its base64, at each of the three alignments it can take inside
	   a longer encoded text ("Bearer KEY", "user:KEY"): the part that
	   does not depend on what comes before */
	for (a = 0; a < 3; a++) {
		papo_buf_reset(&t);
		papo_buf_add(&t, "\0\0", a);
		papo_buf_add(&t, key, k);
		papo_buf_reset(&f);
		base64((const unsigned char *)t.s, t.len, &f);
		/* skip the characters the padding bytes touch, and the
		   last, which depends on what follows */
		if (f.len > 4 + (a ? 4 : 0))
			redact_runs(f.s + (a ? 4 : 0), f.len - (a ? 4 : 0) - 2,
			    papo_redact_min_len(k) * 4 / 3 < f.len - 6 ?
			    papo_redact_min_len(k) * 4 / 3 : f.len - 6, b);
	}
	papo_buf_release(&f);
	papo_buf_release(&t);
}
