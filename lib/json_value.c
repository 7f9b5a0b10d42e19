/* SPDX-License-Identifier: MIT */
/* json_value.c: reading a record's values, and writing values as JSON. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "json.h"
#include "xalloc.h"

static unsigned long
hex4(const char *s)
{
	unsigned long v = 0;
	int k;

	for (k = 0; k < 4; k++) {
		char c = s[k];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= (unsigned long)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v |= (unsigned long)(c - 'a' + 10);
		else
			v |= (unsigned long)(c - 'A' + 10);
	}
	return v;
}

/*
 * The UTF-8 of code point cp at o; its length.  cp is below 0x110000
 * (hex4 and a surrogate pair give no more).
 */
static size_t
utf8_at(char *o, unsigned long cp)
{
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xc0 | (cp >> 6));
		o[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xe0 | (cp >> 12));
		o[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		o[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	o[0] = (char)(0xf0 | (cp >> 18));
	o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	o[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	o[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}

/*
 * The code point of the \u escape at s[*k] (s[..n)), a surrogate pair
 * read as one (a lone surrogate is U+FFFD); *k moved past it.
 */
static unsigned long u_escape_unit(const char *, size_t, size_t *);

static unsigned long
u_escape(const char *s, size_t n, size_t *k)
{
	unsigned long cp = u_escape_unit(s, n, k);

	return cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp;
}

/*
 * As u_escape, but a lone surrogate is its own code unit (its UTF-8
 * form, as WTF-8 writes it, is three bytes no valid text holds).
 */
static unsigned long
u_escape_unit(const char *s, size_t n, size_t *k)
{
	unsigned long cp = hex4(s + *k + 2), lo;

	*k += 6;
	if (cp >= 0xd800 && cp <= 0xdbff && *k + 6 <= n && s[*k] == '\\' &&
	    s[*k + 1] == 'u' && (lo = hex4(s + *k + 2)) >= 0xdc00 &&
	    lo <= 0xdfff) {
		cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
		*k += 6;
	}
	return cp;
}

/*
 * The string s[0..n) (its escapes checked by the parser, so the byte
 * after a backslash exists) decoded at o; the length written.  No
 * escape is shorter than what it stands for (two bytes for one, six for
 * at most three, twelve for four), so o needs n bytes at most.
 */
/*
 * Copy s[k..) to o[*w..) up to the next backslash while sixteen bytes of
 * s are left, sixteen at a time (SSE2; each store may write past the
 * run: *w <= k, so within o's n bytes, and o does not overlap s); the
 * place reached.  A string's runs between escapes are short (LaTeX's
 * doubled backslashes): a memchr and a memcpy each cost more.
 */
static size_t
run16(const char *s, size_t k, size_t n, char *o, size_t *w)
{
#ifdef __SSE2__
	const __m128i bs = _mm_set1_epi8('\\');
	__m128i v;
	unsigned m;

	while (n - k >= 16) {
		v = _mm_loadu_si128((const __m128i *)(const void *)(s + k));
		_mm_storeu_si128((__m128i *)(void *)(o + *w), v);
		m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, bs));
		if (m != 0) {
			*w += (size_t)__builtin_ctz(m);
			return k + (size_t)__builtin_ctz(m);
		}
		k += 16;
		*w += 16;
	}
#else
	(void)s;
	(void)n;
	(void)o;
	(void)w;
#endif
	return k;
}

static size_t
unescape(const char *s, size_t n, char *o)
{
	size_t k = 0, w = 0, run;
	const char *bs;
	char c;

	while (k < n) {
		if ((k = run16(s, k, n, o, &w)) < n && s[k] != '\\') {
			/* fewer than sixteen bytes left */
			bs = memchr(s + k, '\\', n - k);
			run = bs ? (size_t)(bs - (s + k)) : n - k;
			memcpy(o + w, s + k, run);
			w += run;
			k += run;
		}
		if (k >= n)
			break;
		switch ((c = s[k + 1])) {
		case 'b': c = '\b'; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'u':
			w += utf8_at(o + w, u_escape(s, n, &k));
			continue;
		default:	/* \" \\ \/ */
			break;
		}
		o[w++] = c;
		k += 2;
	}
	return w;
}

int
papo_json_str(const struct papo_json *j, int i, struct papo_buf *out)
{
	const struct papo_jtok *t;
	const char *s;
	size_t n = 0, k, run;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return -1;
	t = &j->tok[i];
	s = j->s + t->start + 1;
	n = t->end - t->start - 2;
	if (!t->escaped) {
		papo_buf_add(out, s, n);
		return 0;
	}
	if (papo_buf_reserve(out, n) == 0) {
		/* room for the longest decoding: written in place */
		out->len += unescape(s, n, out->s + out->len);
		out->s[out->len] = '\0';
		return 0;
	}
	/* a buffer with a cap the string may pass: byte by byte, to the
	   cap */
	for (k = 0; k < n;) {
		const char *bs = memchr(s + k, '\\', n - k);

		run = bs ? (size_t)(bs - (s + k)) : n - k;
		papo_buf_add(out, s + k, run);
		k += run;
		if (k >= n)
			break;
		switch (s[k + 1]) {
		case 'b': papo_buf_addc(out, '\b'); k += 2; break;
		case 'f': papo_buf_addc(out, '\f'); k += 2; break;
		case 'n': papo_buf_addc(out, '\n'); k += 2; break;
		case 'r': papo_buf_addc(out, '\r'); k += 2; break;
		case 't': papo_buf_addc(out, '\t'); k += 2; break;
		case 'u':
			papo_utf8_put(out, u_escape(s, n, &k));
			break;
		default:	/* \" \\ \/ */
			papo_buf_addc(out, s[k + 1]);
			k += 2;
			break;
		}
	}
	return 0;
}

const char *
papo_json_str_raw(const struct papo_json *j, int i, size_t *len, int *escaped)
{
	const struct papo_jtok *t;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return NULL;
	t = &j->tok[i];
	*len = t->end - t->start - 2;
	if (escaped)
		*escaped = t->escaped;
	return j->s + t->start + 1;
}

const char *
papo_json_raw(const struct papo_json *j, int i, size_t *len)
{
	*len = j->tok[i].end - j->tok[i].start;
	return j->s + j->tok[i].start;
}

const char *
papo_json_text(const struct papo_json *j, int i, struct papo_buf *scratch,
    size_t *len)
{
	int esc;
	const char *s = papo_json_str_raw(j, i, len, &esc);

	if (s == NULL || !esc)
		return s;
	papo_buf_reset(scratch);
	papo_json_str(j, i, scratch);
	*len = scratch->len;
	return scratch->s;
}

const char *
papo_json_key(const struct papo_json *j, int i, struct papo_buf *scratch,
    size_t *len)
{
	const char *s = papo_json_text(j, i, scratch, len), *r, *bs;
	size_t n = 0, k, run;
	int esc;

	if (s == NULL || s != scratch->s || memmem(s, *len, "\xef\xbf\xbd",
	    3) == NULL)
		return s;	/* no U+FFFD: no lone surrogate either */
	r = papo_json_str_raw(j, i, &n, &esc);
	papo_buf_reset(scratch);
	for (k = 0; k < n;) {
		bs = memchr(r + k, '\\', n - k);
		run = bs ? (size_t)(bs - (r + k)) : n - k;
		papo_buf_add(scratch, r + k, run);
		if ((k += run) >= n)
			break;
		if (r[k + 1] == 'u') {
			papo_utf8_put(scratch, u_escape_unit(r, n, &k));
			continue;
		}
		papo_buf_addc(scratch, r[k + 1] == 'b' ? '\b' :
		    r[k + 1] == 'f' ? '\f' : r[k + 1] == 'n' ? '\n' :
		    r[k + 1] == 'r' ? '\r' : r[k + 1] == 't' ? '\t' : r[k + 1]);
		k += 2;
	}
	*len = scratch->len;
	return scratch->s;
}

/*
 * Clinger's fast path: m * 10^q into *x when m < 2^53 and |q| <= 22,
 * where m and 10^q are exact doubles and one IEEE multiplication or
 * division rounds correctly, giving the bits strtod gives; 0 elsewhere.
 */
static int
exact_decimal(uint64_t m, int q, double *x)
{
	static const double p10[23] = {
		1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
		1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21,
		1e22
	};

	if (m >= (uint64_t)1 << 53 || q < -22 || q > 22)
		return 0;
	*x = q < 0 ? (double)m / p10[-q] : (double)m * p10[q];
	return 1;
}

/*
 * A JSON number (valid, as the parser checked) read without strtod
 * when that is exact: at most 15 significant digits and an exponent,
 * once the point is taken out, within 22 of 0.  Returns 0 when the
 * number needs strtod.
 */
static int
fast_num(const char *s, size_t n, double *out)
{
	uint64_t m = 0;
	size_t k = 0;
	int neg = 0, digits = 0, frac = 0, e = 0, eneg = 0, nz = 0;
	double v;

	/* a small integer (a count, a step, a 0 or 1 reward): as is */
	if (n > 0 && n <= 9) {
		for (; k < n && s[k] >= '0' && s[k] <= '9'; k++)
			m = m * 10 + (uint64_t)(s[k] - '0');
		if (k == n) {
			*out = (double)m;
			return 1;
		}
		k = 0;
		m = 0;
	}
	if (k < n && s[k] == '-') {
		neg = 1;
		k++;
	}
	for (; k < n && s[k] >= '0' && s[k] <= '9'; k++) {
		nz |= s[k] != '0';
		if (nz)
			digits++;
		m = m * 10 + (uint64_t)(s[k] - '0');
		if (digits > 15)
			return 0;
	}
	if (k < n && s[k] == '.')
		for (k++; k < n && s[k] >= '0' && s[k] <= '9'; k++) {
			nz |= s[k] != '0';
			if (nz)
				digits++;
			m = m * 10 + (uint64_t)(s[k] - '0');
			frac++;
			if (digits > 15)
				return 0;
		}
	if (k < n && (s[k] == 'e' || s[k] == 'E')) {
		k++;
		if (k < n && (s[k] == '+' || s[k] == '-'))
			eneg = s[k++] == '-';
		for (; k < n && s[k] >= '0' && s[k] <= '9'; k++) {
			e = e * 10 + (s[k] - '0');
			if (e > 400)
				return 0;
		}
	}
	if (k != n || !exact_decimal(m, (eneg ? -e : e) - frac, &v))
		return 0;
	*out = neg ? -v : v;
	return 1;
}

int
papo_json_num(const struct papo_json *j, int i, double *out)
{
	char tmp[64], *end;
	const struct papo_jtok *t;
	size_t n;
	double x;

	if (papo_json_type(j, i) != PAPO_JSON_NUMBER)
		return -1;
	t = &j->tok[i];
	n = t->end - t->start;
	if (fast_num(j->s + t->start, n, out))
		return 0;
	if (n < sizeof(tmp)) {
		/* a NUL-terminated copy: strtod must not run past the token */
		memcpy(tmp, j->s + t->start, n);
		tmp[n] = '\0';
		errno = 0;
		x = strtod(tmp, &end);
	} else {
		char *big = papo_xmemdup(j->s + t->start, n);

		errno = 0;
		x = strtod(big, &end);
		free(big);
	}
	if (isinf(x) || isnan(x))
		return -1;
	*out = x;
	return 0;
}

/* Is s[0..n) a JSON number's text, whole? */
static int
num_text(const char *s, size_t n)
{
	size_t i = 0, d;

	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0')
		i++;
	else {
		for (d = i; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i == d)
			return 0;
	}
	if (i < n && s[i] == '.') {
		for (d = ++i; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i == d)
			return 0;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		if (++i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (d = i; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i == d)
			return 0;
	}
	return i == n && n > 0;
}

int
papo_json_step_num(const struct papo_json *j, int i, double *out)
{
	const struct papo_jtok *t;
	char tmp[64];
	size_t n;
	double x;

	if (papo_json_type(j, i) == PAPO_JSON_NUMBER) {
		if (papo_json_num(j, i, &x) < 0)
			return -1;
	} else if (papo_json_type(j, i) == PAPO_JSON_STRING) {
		/* the raw content: a number's text has no escapes */
		t = &j->tok[i];
		n = t->end - t->start;
		if (n < 2 || n - 2 >= sizeof(tmp) ||
		    !num_text(j->s + t->start + 1, n - 2))
			return -1;
		memcpy(tmp, j->s + t->start + 1, n - 2);
		tmp[n - 2] = '\0';
		x = strtod(tmp, NULL);
		if (isinf(x) || isnan(x))
			return -1;
	} else
		return -1;
	*out = x == 0 ? 0 : x;
	return 0;
}

int
papo_json_flag(const struct papo_json *j, int i, int *out)
{
	double x;

	switch (papo_json_type(j, i)) {
	case PAPO_JSON_TRUE:
		*out = 1;
		return 0;
	case PAPO_JSON_FALSE:
		*out = 0;
		return 0;
	case PAPO_JSON_NUMBER:
		if (papo_json_num(j, i, &x) < 0 || (x != 0.0 && x != 1.0))
			return -1;
		*out = x == 1.0;
		return 0;
	default:
		return -1;
	}
}

void
papo_json_put_str(struct papo_buf *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, run, l;

	papo_buf_reserve(out, n + 2);
	papo_buf_addc(out, '"');
	while (i < n) {
		for (run = i; run < n && u[run] >= 0x20 && u[run] < 0x80 &&
		    u[run] != '"' && u[run] != '\\'; run++)
			;
		papo_buf_add(out, s + i, run - i);
		i = run;
		if (i >= n)
			break;
		if (u[i] >= 0x80) {
			if ((l = papo_utf8_seq(u + i, n - i)) == 0) {
				papo_buf_add(out, "\xef\xbf\xbd", 3);
				i++;
			} else {
				papo_buf_add(out, s + i, l);
				i += l;
			}
			continue;
		}
		papo_buf_addc(out, '\\');
		switch (u[i]) {
		case '"': papo_buf_addc(out, '"'); break;
		case '\\': papo_buf_addc(out, '\\'); break;
		case '\n': papo_buf_addc(out, 'n'); break;
		case '\r': papo_buf_addc(out, 'r'); break;
		case '\t': papo_buf_addc(out, 't'); break;
		case '\b': papo_buf_addc(out, 'b'); break;
		case '\f': papo_buf_addc(out, 'f'); break;
		default:
			papo_buf_add(out, "u00", 3);
			papo_buf_addc(out, hex[u[i] >> 4]);
			papo_buf_addc(out, hex[u[i] & 15]);
			break;
		}
		i++;
	}
	papo_buf_addc(out, '"');
}

/*
 * Does the decimal m * 10^q read back as x?  exact_decimal when it
 * can, elsewhere strtod decides.
 */
static int
reads_back(uint64_t m, int q, double x, const char *text)
{
	double y;

	if (exact_decimal(m, q, &y))
		return y == fabs(x);
	return fabs(strtod(text, NULL)) == fabs(x);
}

/*
 * Write sign, digits d[0..p) (first nonzero) times 10^(e - p + 1) the
 * way printf's %.{p}g would: fixed when -4 <= e < p, else exponential,
 * trailing zeros dropped.
 */
static size_t
emit_g(char *out, int neg, const char *d, int p, int e)
{
	size_t n = 0;
	int k, last = p;

	while (last > 1 && d[last - 1] == '0')
		last--;
	if (neg)
		out[n++] = '-';
	if (e >= -4 && e < p) {
		if (e < 0) {
			out[n++] = '0';
			out[n++] = '.';
			for (k = -1; k > e; k--)
				out[n++] = '0';
			for (k = 0; k < last; k++)
				out[n++] = d[k];
		} else {
			for (k = 0; k <= e; k++)
				out[n++] = k < last ? d[k] : '0';
			if (last > e + 1) {
				out[n++] = '.';
				for (k = e + 1; k < last; k++)
					out[n++] = d[k];
			}
		}
	} else {
		out[n++] = d[0];
		if (last > 1) {
			out[n++] = '.';
			for (k = 1; k < last; k++)
				out[n++] = d[k];
		}
		/* "e+05", "e-310": two digits at least, as printf's */
		k = e < 0 ? -e : e;
		out[n++] = 'e';
		out[n++] = e < 0 ? '-' : '+';
		if (k >= 100)
			out[n++] = (char)('0' + k / 100);
		out[n++] = (char)('0' + k / 10 % 10);
		out[n++] = (char)('0' + k % 10);
	}
	out[n] = '\0';
	return n;
}

/*
 * The n (15 to 17) significant digits of x > 0 (finite) rounded from
 * its exact value, as printf's %.{n-1}e gives them, into d, and the
 * decimal exponent into *e10: x = M * 2^E exactly, so x * 10^s =
 * M * 5^s / 2^-(E + s), in 128 bits while 5^s fits 64 (s <= 27, x above
 * about 1e-11) and E + s <= 0 (x below about 1e15).  0 elsewhere, and
 * when the dropped part is exactly a half (printf's tie rule decides):
 * the caller asks printf.
 */
__extension__ typedef unsigned __int128 u128;

static int
digits_n(double x, int n, char *d, int *e10)
{
	uint64_t lo, hi, m, q, p5;
	u128 v, rem, half;
	int be, e, s, sh, tries, k;

	for (lo = 1, k = 1; k < n; k++)
		lo *= 10;
	hi = 10 * lo;

	m = (uint64_t)ldexp(frexp(x, &be), 53);	/* x = m * 2^(be - 53) */
	e = (int)floor(log10(x));
	for (tries = 0; tries < 3; tries++) {
		s = n - 1 - e;
		sh = 53 - be - s;
		if (s < 0 || s > 27 || sh < 0 || sh > 127)
			return 0;
		for (p5 = 1, k = 0; k < s; k++)
			p5 *= 5;
		v = (u128)m * p5;
		q = (uint64_t)(v >> sh);	/* < 2^64: checked below */
		if ((v >> sh) >= hi) {
			e++;
			continue;
		}
		if (q < lo) {
			e--;
			continue;
		}
		if (sh > 0) {
			rem = v - ((u128)q << sh);
			half = (u128)1 << (sh - 1);
			if (rem == half)
				return 0;
			if (rem > half && ++q == hi) {
				q = lo;
				e++;
			}
		}
		for (k = n - 1; k >= 0; k--, q /= 10)
			d[k] = (char)('0' + q % 10);
		*e10 = e;
		return 1;
	}
	return 0;
}

/*
 * Format x as the shortest of 15, 16 or 17 significant digits that
 * reads back exactly; returns the length.  One printf gives the 17
 * digits; the shorter candidates are rounded from them and checked
 * with exact arithmetic (see reads_back), not with strtod.
 */
static size_t
format_num(char *tmp, size_t size, double x)
{
	char buf[40], d[18];
	int e, p, k;

	if (isnan(x) || isinf(x))
		return (size_t)snprintf(tmp, size, "null");
	if (x == 0)
		return (size_t)snprintf(tmp, size, "0");
	if (x == floor(x) && fabs(x) < 1e15)
		return (size_t)snprintf(tmp, size, "%.0f", x);
	/* "d.dddddddddddddddde+XX": 17 significant digits, exact */
	if (!digits_n(fabs(x), 17, d, &e)) {
		snprintf(buf, sizeof(buf), "%.16e", fabs(x));
		d[0] = buf[0];
		memcpy(d + 1, buf + 2, 16);
		e = (int)strtol(buf + 19, NULL, 10);
	}
	for (p = 15; p <= 16; p++) {
		char r[18];
		uint64_t m = 0;
		int re = e;

		if (d[p] == '5' && (size < 32 || !digits_n(fabs(x), p, r,
		    &re))) {
			/*
			 * The 17 digits are rounded already: a dropped 5 may be
			 * a tie or not.  printf rounds from the exact value.
			 */
			snprintf(tmp, size, "%.*g", p, x);
			if (strtod(tmp, NULL) == x)
				return strlen(tmp);
			continue;
		}
		if (d[p] != '5')	/* else r is rounded from x itself */
			memcpy(r, d, (size_t)p);
		if (d[p] > '5') {
			/* round up, carrying; 99..9 becomes 10..0 */
			for (k = p - 1; k >= 0 && r[k] == '9'; k--)
				r[k] = '0';
			if (k >= 0)
				r[k]++;
			else {
				r[0] = '1';
				re++;
			}
		}
		for (k = 0; k < p; k++)
			m = m * 10 + (uint64_t)(r[k] - '0');
		if (size < 32)
			break;
		emit_g(tmp, x < 0, r, p, re);
		if (reads_back(m, re - p + 1, x, tmp))
			return strlen(tmp);
	}
	return emit_g(tmp, x < 0, d, 17, e);
}

void
papo_json_put_num(struct papo_buf *out, double x)
{
	char tmp[40];

	papo_buf_add(out, tmp, format_num(tmp, sizeof(tmp), x));
}

void
papo_json_put_num_cached(struct papo_buf *out, double x,
    struct papo_numcache *c)
{
	uint64_t bits;
	size_t k;

	memcpy(&bits, &x, sizeof(bits));
	k = (size_t)((bits * 0x9e3779b97f4a7c15ULL) >>
	    (64 - PAPO_NUMCACHE_BITS));
	if (c->len[k] == 0 || c->key[k] != bits) {
		char tmp[40];
		size_t n = format_num(tmp, sizeof(tmp), x);

		if (n >= sizeof(c->text[k])) {
			papo_buf_add(out, tmp, n);
			return;
		}
		memcpy(c->text[k], tmp, n);
		c->len[k] = (uint8_t)n;
		c->key[k] = bits;
	}
	if (out->max == 0 && out->cap > out->len + sizeof(c->text[k])) {
		/* the whole slot at once, a copy of known size, then the
		   length it holds */
		memcpy(out->s + out->len, c->text[k], sizeof(c->text[k]));
		out->len += c->len[k];
		out->s[out->len] = '\0';
		return;
	}
	papo_buf_add(out, c->text[k], c->len[k]);
}

