/* SPDX-License-Identifier: MIT */
/*
 * json.c: strict JSON records: the parse in one pass for valid lines, on
 * top of jsmn for the others, and its checks (lookups in json_path.c,
 * values in json_value.c, writing fields in json_splice.c).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JSMN_STATIC
#define JSMN_PARENT_LINKS
#define JSMN_STRICT
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wsign-conversion"
#pragma GCC diagnostic ignored "-Wunused-function"
#include <jsmn.h>
#pragma GCC diagnostic pop

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "json.h"
#include "xalloc.h"

static int have_vector(void);

void
papo_json_init(struct papo_json *j)
{
	memset(j, 0, sizeof(*j));
	j->simd = (uint8_t)have_vector();
}

void
papo_json_release(struct papo_json *j)
{
	free(j->tok);
	free(j->raw);
	free(j->stack);
	free(j->skel);
	free(j->str);
	memset(j, 0, sizeof(*j));
}

const char *
papo_json_type_name(enum papo_json_type t)
{
	switch (t) {
	case PAPO_JSON_OBJECT:	return "object";
	case PAPO_JSON_ARRAY:	return "array";
	case PAPO_JSON_STRING:	return "string";
	case PAPO_JSON_NUMBER:	return "number";
	case PAPO_JSON_TRUE:	return "true";
	case PAPO_JSON_FALSE:	return "false";
	case PAPO_JSON_NULL:	return "null";
	default:		return "nothing";
	}
}

/* JSON's whitespace. */
static const unsigned char json_ws[256] = {
	[' '] = 1, ['\t'] = 1, ['\n'] = 1, ['\r'] = 1
};

/*
 * The first byte from s[p] that is not whitespace.  Inlined: a record
 * written with ", " and ": " calls it four times a member, and most
 * calls find a byte above the space at once or after one space.
 */
static inline size_t
skip_ws(const char *s, size_t p, size_t n)
{
	if (p < n && (unsigned char)s[p] > ' ')
		return p;
	if (p + 1 < n && s[p] == ' ' && (unsigned char)s[p + 1] > ' ')
		return p + 1;
	while (p < n && json_ws[(unsigned char)s[p]])
		p++;
	return p;
}

/*
 * Length of the valid UTF-8 sequence starting at s[0] (n bytes
 * available), or 0 when it is not valid (overlong forms, surrogates
 * and code points above U+10FFFF are invalid).
 */
size_t
papo_utf8_seq(const unsigned char *s, size_t n)
{
	unsigned c = s[0];
	size_t len, k;
	unsigned lo = 0x80, hi = 0xbf;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		if (c == 0xe0)
			lo = 0xa0;
		else if (c == 0xed)
			hi = 0x9f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		if (c == 0xf0)
			lo = 0x90;
		else if (c == 0xf4)
			hi = 0x8f;
	} else
		return 0;
	if (n < len)
		return 0;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (k = 2; k < len; k++)
		if (s[k] < 0x80 || s[k] > 0xbf)
			return 0;
	return len;
}

int
papo_utf8_valid(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, l;

	while (i < n) {
		if (u[i] < 0x80) {
			i++;
			continue;
		}
		if ((l = papo_utf8_seq(u + i, n - i)) == 0)
			return 0;
		i += l;
	}
	return 1;
}

uint32_t
papo_utf8_cp(const unsigned char *s, size_t l)
{
	if (l == 1)
		return s[0];
	if (l == 2)
		return (uint32_t)(s[0] & 0x1f) << 6 | (s[1] & 0x3f);
	if (l == 3)
		return (uint32_t)(s[0] & 0x0f) << 12 | (uint32_t)(s[1] &
		    0x3f) << 6 | (s[2] & 0x3f);
	return (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3f) <<
	    12 | (uint32_t)(s[2] & 0x3f) << 6 | (s[3] & 0x3f);
}

void
papo_utf8_put(struct papo_buf *b, unsigned long cp)
{
	char u[4];

	if (cp < 0x80) {
		papo_buf_addc(b, (int)cp);
		return;
	}
	if (cp < 0x800) {
		u[0] = (char)(0xc0 | (cp >> 6));
		u[1] = (char)(0x80 | (cp & 0x3f));
		papo_buf_add(b, u, 2);
	} else if (cp < 0x10000) {
		u[0] = (char)(0xe0 | (cp >> 12));
		u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[2] = (char)(0x80 | (cp & 0x3f));
		papo_buf_add(b, u, 3);
	} else {
		u[0] = (char)(0xf0 | (cp >> 18));
		u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[3] = (char)(0x80 | (cp & 0x3f));
		papo_buf_add(b, u, 4);
	}
}

/* One string of the line, found by scan(). */
struct papo_jstr {
	uint32_t open;		/* offset of its opening quote in the line */
	uint32_t close;		/* offset of its closing quote */
	uint32_t skel;		/* offset of its "" in the skeleton */
	uint32_t shift;		/* bytes removed before it in the skeleton */
	uint8_t escaped;
};

/* The characters that may follow a backslash, except u. */
static const unsigned char simple_escape[256] = {
	['"'] = 1, ['\\'] = 1, ['/'] = 1, ['b'] = 1, ['f'] = 1, ['n'] = 1,
	['r'] = 1, ['t'] = 1
};

/*
 * String content is checked 64 bytes at a time, from bit masks of the
 * block: quotes, backslashes, control characters and bytes of 0x80 and
 * up.  Which bytes a backslash
 * escapes follows from the backslash mask alone: a run of backslashes
 * escapes the byte after it when the run has odd length, and adding a
 * run's first bit to the mask carries to the bit after the run, whose
 * position's parity then gives the run's length parity.  So the closing
 * quote, the first quote not escaped, is found without walking the
 * bytes; only escaped characters and non-ASCII bytes are looked at one
 * by one.
 *
 * The masks come from AVX-512 where the processor has it (one load and
 * a few compares per block), else from AVX2 (two), else from SSE2 or
 * plain C; papo_json_init makes the choice.
 */
struct blockmask {
	uint64_t quote, bslash, ctl, high;
	uint64_t escok;		/* may follow a backslash, u aside (vesc) */
};

#define EVEN_BITS 0x5555555555555555ULL
#define ODD_BITS 0xaaaaaaaaaaaaaaaaULL

/* Are the four bytes after s[p] (a 'u') hex digits, inside s[0, n)? */
static int
hex_escape(const unsigned char *s, size_t p, size_t n)
{
	size_t k;

	for (k = 1; k <= 4; k++)
		if (p + k >= n || !isxdigit(s[p + k]))
			return 0;
	return 1;
}

/*
 * The bytes of a block its backslashes (bslash) escape, carry set when
 * its first byte is escaped from the block before; *ovf is set when
 * the block's last byte escapes the next block's first.
 */
static inline uint64_t
escaped_by(uint64_t bslash, uint64_t carry, int *ovf)
{
	uint64_t b = bslash & ~carry, starts = b & ~(b << 1), ev, od;

	ev = b + (starts & EVEN_BITS);
	*ovf = __builtin_add_overflow(b, starts & ODD_BITS, &od);
	return (ev & ~b & ODD_BITS) | (od & ~b & EVEN_BITS) | carry;
}

/* Fill m from the avail bytes at p (see scan_string). */
typedef void load_fn(const unsigned char *p, size_t avail,
    struct blockmask *m);

/*
 * Scan string content from s[i] (just after the opening quote) to the
 * closing quote, checking escapes, control characters and UTF-8 on
 * the way.  Returns the closing quote's offset, or (size_t)-1 with *bad
 * and *why set.  load computes the masks of a block (avail may be less
 * than 64: the rest of the block must then read as plain letters or
 * fall outside every mask but ctl).  When vesc is set, load also fills
 * m.escok, and only the escaped bytes outside it (a u, or a bad
 * escape) are looked at one by one.  Inlined into one function per way
 * of loading.
 */
static inline __attribute__((always_inline)) size_t
scan_string_with(const unsigned char *s, size_t i, size_t n, int *esc,
    size_t *bad, const char **why, load_fn *load, int vesc, uint64_t carry)
{
	size_t utf8done = i;	/* UTF-8 checked up to here */

	for (;;) {
		struct blockmask m;
		uint64_t escaped, open, range, x;
		size_t avail = n - i, errpos = (size_t)-1;
		const char *err = NULL;
		int ovf;

		load(s + i, avail < 64 ? avail : 64, &m);
		if ((m.bslash | m.ctl | m.high | carry) == 0) {
			/* plain text: the first quote, if any, closes */
			if (m.quote)
				return i + (size_t)__builtin_ctzll(m.quote);
			if (avail > 64) {
				i += 64;
				continue;
			}
		}
		escaped = escaped_by(m.bslash, carry, &ovf);
		carry = (uint64_t)ovf;

		open = m.quote & ~escaped;
		if (open)
			range = (open & -open) - 1;
		else if (avail < 64)
			range = ((uint64_t)1 << avail) - 1;
		else
			range = ~(uint64_t)0;
		if ((m.bslash | escaped) & range)
			*esc = 1;

		/*
		 * Errors, the first in the line wins: an unescaped
		 * control character, a bad escape (reported at its
		 * backslash), bad UTF-8.  At the line's end, a
		 * backslash escaping nothing is a bad escape.
		 */
		x = m.ctl & ~escaped & range;
		if (x) {
			errpos = i + (size_t)__builtin_ctzll(x);
			err = "control character in string";
		}
		x = escaped & (range | (open == 0 && avail < 64 ?
		    (uint64_t)1 << avail : 0));
		if (vesc)
			x &= ~m.escok;
		for (; x; x &= x - 1) {
			size_t q = i + (size_t)__builtin_ctzll(x);
			unsigned char c = q < n ? s[q] : 0;

			if (q - 1 >= errpos)
				break;
			if (simple_escape[c] ||
			    (c == 'u' && hex_escape(s, q, n)))
				continue;
			errpos = q - 1;
			err = "invalid escape in string";
			break;
		}
		for (x = m.high & range; x; x &= x - 1) {
			size_t q = i + (size_t)__builtin_ctzll(x), l;

			if (q >= errpos)
				break;
			if (q < utf8done)
				continue;
			if ((l = papo_utf8_seq(s + q, n - q)) == 0) {
				errpos = q;
				err = "invalid UTF-8 in string";
				break;
			}
			utf8done = q + l;
		}
		if (err) {
			*bad = errpos;
			*why = err;
			return (size_t)-1;
		}
		if (open)
			return i + (size_t)__builtin_ctzll(open);
		if (avail < 64) {
			*bad = n;
			*why = "unterminated string";
			return (size_t)-1;
		}
		i += 64;
	}
}

typedef size_t scan_string_fn(const unsigned char *, size_t, size_t, int *,
    size_t *, const char **);

/* Masks of a block in plain C, or SSE2 where the compiler has it. */
static inline void
load_basic(const unsigned char *p, size_t avail, struct blockmask *m)
{
	unsigned char pad[64];
	int k;

	if (avail < 64) {
		/* the line's last bytes, padded with plain letters */
		memcpy(pad, p, avail);
		memset(pad + avail, 'x', 64 - avail);
		p = pad;
	}
	memset(m, 0, sizeof(*m));
#ifdef __SSE2__
	for (k = 0; k < 4; k++) {
		__m128i v = _mm_loadu_si128((const void *)(p + 16 * k));
		__m128i q = _mm_cmpeq_epi8(v, _mm_set1_epi8('"'));
		__m128i b = _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'));
		__m128i c = _mm_cmpeq_epi8(_mm_max_epu8(v, _mm_set1_epi8(0x1f)),
		    _mm_set1_epi8(0x1f));
		int sh = 16 * k;

		m->quote |= (uint64_t)(unsigned)_mm_movemask_epi8(q) << sh;
		m->bslash |= (uint64_t)(unsigned)_mm_movemask_epi8(b) << sh;
		m->ctl |= (uint64_t)(unsigned)_mm_movemask_epi8(c) << sh;
		m->high |= (uint64_t)(unsigned)_mm_movemask_epi8(v) << sh;
	}
#else
	for (k = 0; k < 64; k++) {
		uint64_t bit = (uint64_t)1 << k;

		if (p[k] == '"')
			m->quote |= bit;
		else if (p[k] == '\\')
			m->bslash |= bit;
		else if (p[k] < 0x20)
			m->ctl |= bit;
		else if (p[k] >= 0x80)
			m->high |= bit;
	}
#endif
}

static size_t
scan_string_basic(const unsigned char *s, size_t i, size_t n, int *esc,
    size_t *bad, const char **why)
{
	return scan_string_with(s, i, n, esc, bad, why, load_basic, 0, 0);
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_AVX512_SCAN 1

/* Masks of a block with AVX-512BW: past the line's end, bytes read as 0. */
__attribute__((target("avx512bw"))) static inline void
load_avx512(const unsigned char *p, size_t avail, struct blockmask *m)
{
	__m512i v = _mm512_maskz_loadu_epi8(avail < 64 ?
	    ((__mmask64)1 << avail) - 1 : ~(__mmask64)0, p);

	m->quote = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('"'));
	m->bslash = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('\\'));
	m->ctl = _mm512_cmplt_epu8_mask(v, _mm512_set1_epi8(0x20));
	m->high = _mm512_movepi8_mask(v);
	/*
	 * The bytes a backslash may escape, u aside (" / \ b f n r t),
	 * by their two nibbles: one bit per high nibble 2, 5, 6, 7, set in
	 * the low nibble's row where the pair is one of them; bytes of
	 * 0x80 and up find 0 in the high table.
	 */
	{
		const __m512i hitab = _mm512_broadcast_i32x4(_mm_setr_epi8(
		    0, 0, 1, 0, 0, 2, 4, 8, 0, 0, 0, 0, 0, 0, 0, 0));
		const __m512i lotab = _mm512_broadcast_i32x4(_mm_setr_epi8(
		    0, 0, 1 | 4 | 8, 0, 8, 0, 4, 0, 0, 0, 0, 0, 2, 0, 4, 1));
		__m512i lo = _mm512_and_si512(v, _mm512_set1_epi8(0x0f));
		__m512i hi = _mm512_and_si512(_mm512_srli_epi16(v, 4),
		    _mm512_set1_epi8(0x0f));

		m->escok = _mm512_test_epi8_mask(
		    _mm512_shuffle_epi8(hitab, hi),
		    _mm512_shuffle_epi8(lotab, lo));
	}
}

__attribute__((target("avx512bw"))) static size_t
scan_string_avx512(const unsigned char *s, size_t i, size_t n, int *esc,
    size_t *bad, const char **why)
{
	return scan_string_with(s, i, n, esc, bad, why, load_avx512, 1, 0);
}
#endif

#ifdef HAVE_AVX512_SCAN
/* The sign bits of 64 bytes, lo the first 32, as one mask. */
__attribute__((target("avx2"))) static inline uint64_t
mask64_avx2(__m256i lo, __m256i hi)
{
	return (uint64_t)(uint32_t)_mm256_movemask_epi8(lo) |
	    (uint64_t)(uint32_t)_mm256_movemask_epi8(hi) << 32;
}

/* The bytes of a block a backslash may escape, u aside: as load_avx512. */
__attribute__((target("avx2"))) static inline uint64_t
escok_avx2(__m256i v0, __m256i v1)
{
	const __m256i hitab = _mm256_broadcastsi128_si256(_mm_setr_epi8(
	    0, 0, 1, 0, 0, 2, 4, 8, 0, 0, 0, 0, 0, 0, 0, 0));
	const __m256i lotab = _mm256_broadcastsi128_si256(_mm_setr_epi8(
	    0, 0, 1 | 4 | 8, 0, 8, 0, 4, 0, 0, 0, 0, 0, 2, 0, 4, 1));
	const __m256i nib = _mm256_set1_epi8(0x0f);
	const __m256i zero = _mm256_setzero_si256();
	__m256i ok0 = _mm256_and_si256(_mm256_shuffle_epi8(hitab,
	    _mm256_and_si256(_mm256_srli_epi16(v0, 4), nib)),
	    _mm256_shuffle_epi8(lotab, _mm256_and_si256(v0, nib)));
	__m256i ok1 = _mm256_and_si256(_mm256_shuffle_epi8(hitab,
	    _mm256_and_si256(_mm256_srli_epi16(v1, 4), nib)),
	    _mm256_shuffle_epi8(lotab, _mm256_and_si256(v1, nib)));

	return ~mask64_avx2(_mm256_cmpeq_epi8(ok0, zero),
	    _mm256_cmpeq_epi8(ok1, zero));
}

/*
 * Masks of a block with AVX2, escok as load_avx512 has it (its tables,
 * by 32 bytes) but only where the block has a backslash (escok is a
 * shortcut: an escaped byte outside it is looked at one by one, so a
 * byte escaped from the block before is still checked); the line's
 * last bytes padded with plain letters, as load_basic pads them.
 */
__attribute__((target("avx2"))) static inline void
load_avx2(const unsigned char *p, size_t avail, struct blockmask *m)
{
	const __m256i quote = _mm256_set1_epi8('"');
	const __m256i bslash = _mm256_set1_epi8('\\');
	const __m256i space = _mm256_set1_epi8(0x20);
	unsigned char pad[64];
	__m256i v0, v1;

	if (avail < 64) {
		memcpy(pad, p, avail);
		memset(pad + avail, 'x', 64 - avail);
		p = pad;
	}
	v0 = _mm256_loadu_si256((const void *)p);
	v1 = _mm256_loadu_si256((const void *)(p + 32));
	m->quote = mask64_avx2(_mm256_cmpeq_epi8(v0, quote),
	    _mm256_cmpeq_epi8(v1, quote));
	m->bslash = mask64_avx2(_mm256_cmpeq_epi8(v0, bslash),
	    _mm256_cmpeq_epi8(v1, bslash));
	m->high = mask64_avx2(v0, v1);
	/* signed, bytes of 0x80 and up are below the space too */
	m->ctl = mask64_avx2(_mm256_cmpgt_epi8(space, v0),
	    _mm256_cmpgt_epi8(space, v1)) & ~m->high;
	m->escok = m->bslash ? escok_avx2(v0, v1) : 0;
}

/*
 * scan_string_with over load_avx2, with a loop of its own in front for
 * the blocks of long strings (a response, a prompt): while a whole
 * block has no control character, no byte of 0x80 and up and no escape
 * outside escok, only the quotes and backslashes are looked at, one
 * test telling the rest apart; the first block that has one of them,
 * or the line's last bytes, goes to scan_string_with, with the carry
 * into it, which checks it as it checks every block (no UTF-8
 * sequence can start before it: the blocks before had no high byte).
 */
__attribute__((target("avx2"))) static size_t
scan_string_avx2(const unsigned char *s, size_t i, size_t n, int *esc,
    size_t *bad, const char **why)
{
	const __m256i quote = _mm256_set1_epi8('"');
	const __m256i bslash = _mm256_set1_epi8('\\');
	const __m256i space = _mm256_set1_epi8(0x20);
	uint64_t carry = 0;	/* the block's first byte is escaped */

	while (n - i >= 64) {
		const unsigned char *p = s + i;
		__m256i v0 = _mm256_loadu_si256((const void *)p);
		__m256i v1 = _mm256_loadu_si256((const void *)(p + 32));
		__m256i sp = _mm256_or_si256(_mm256_cmpgt_epi8(space, v0),
		    _mm256_cmpgt_epi8(space, v1));
		uint64_t q, b, escaped, open, range;
		int ovf;

		if (!_mm256_testz_si256(sp, sp))
			break;
		q = mask64_avx2(_mm256_cmpeq_epi8(v0, quote),
		    _mm256_cmpeq_epi8(v1, quote));
		b = mask64_avx2(_mm256_cmpeq_epi8(v0, bslash),
		    _mm256_cmpeq_epi8(v1, bslash));
		if ((b | carry) == 0) {
			if (q)
				return i + (size_t)__builtin_ctzll(q);
			i += 64;
			continue;
		}
		escaped = escaped_by(b, carry, &ovf);
		open = q & ~escaped;
		range = open ? (open & -open) - 1 : ~(uint64_t)0;
		if (escaped & range & ~escok_avx2(v0, v1))
			break;
		if ((b | escaped) & range)
			*esc = 1;
		if (open)
			return i + (size_t)__builtin_ctzll(open);
		carry = (uint64_t)ovf;
		i += 64;
	}
	return scan_string_with(s, i, n, esc, bad, why, load_avx2, 1, carry);
}
#endif

/*
 * Does this processor run a vector scanner: 1 for scan_string_avx512,
 * 2 for scan_string_avx2, else 0.
 */
static int
have_vector(void)
{
#ifdef HAVE_AVX512_SCAN
	/* a feature bit (1 << 21 for this one), not 0 or 1 */
	if (__builtin_cpu_supports("avx512bw") != 0)
		return 1;
	if (__builtin_cpu_supports("avx2") != 0)
		return 2;
#endif
	return 0;
}

int
papo_json_use_simd(struct papo_json *j, int on)
{
	int was = j->simd != 0, have = have_vector();

	if (on && !have)
		return -1;
	j->simd = (uint8_t)(on ? have : 0);
	return was;
}

/* The scanner j uses. */
static scan_string_fn *
scanner(const struct papo_json *j)
{
#ifdef HAVE_AVX512_SCAN
	if (j->simd)
		return j->simd == 1 ? scan_string_avx512 : scan_string_avx2;
#else
	(void)j;
#endif
	return scan_string_basic;
}

/*
 * The closing quote of the string whose opening quote is s[i], its
 * content checked (scan_string's contract).  Most strings of a record
 * are short keys and values: when the next 16 bytes (or the line's
 * last ones) hold the closing quote and nothing special before it,
 * that is all.
 */
static inline size_t
string_end(const unsigned char *s, size_t i, size_t n,
    scan_string_fn *scan_string, int *esc, size_t *bad, const char **why)
{
#ifdef __SSE2__
	if (n - i > 16) {
		__m128i v = _mm_loadu_si128((const void *)(s + i + 1));
		unsigned q = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v,
		    _mm_set1_epi8('"')));
		unsigned sp = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('\\')), _mm_cmpeq_epi8(
		    _mm_max_epu8(v, _mm_set1_epi8(0x1f)),
		    _mm_set1_epi8(0x1f)))) | (unsigned)_mm_movemask_epi8(v);

		if (q != 0 && (sp & ((q & -q) - 1)) == 0)
			return i + 1 + (size_t)__builtin_ctz(q);
	} else {
		size_t k;

		/* the line's last 16 bytes (its last keys): byte by byte,
		   not a block padded to 64 */
		for (k = i + 1; k < n && s[k] >= 0x20 && s[k] < 0x80 &&
		    s[k] != '\\'; k++)
			if (s[k] == '"')
				return k;
	}
#endif
	return scan_string(s, i + 1, n, esc, bad, why);
}

/* Classify primitive [a, b): a number, true, false or null; 0 if none. */
static inline int
primitive_type(const char *s, size_t a, size_t b)
{
	size_t i = a, d;

	/* a number starts with a digit or a minus: no literal then */
	if (a < b && (s[a] < '0' || s[a] > '9') && s[a] != '-') {
		if (b - a == 4 && memcmp(s + a, "true", 4) == 0)
			return PAPO_JSON_TRUE;
		if (b - a == 5 && memcmp(s + a, "false", 5) == 0)
			return PAPO_JSON_FALSE;
		if (b - a == 4 && memcmp(s + a, "null", 4) == 0)
			return PAPO_JSON_NULL;
		return 0;
	}
	if (i < b && s[i] == '-')
		i++;
	if (i >= b)
		return 0;
	if (s[i] == '0')
		i++;
	else if (s[i] >= '1' && s[i] <= '9')
		while (i < b && s[i] >= '0' && s[i] <= '9')
			i++;
	else
		return 0;
	if (i < b && s[i] == '.') {
		d = ++i;
		while (i < b && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == d)
			return 0;
	}
	if (i < b && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < b && (s[i] == '+' || s[i] == '-'))
			i++;
		d = i;
		while (i < b && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == d)
			return 0;
	}
	return i == b ? PAPO_JSON_NUMBER : 0;
}

static int
bad(struct papo_err *e, size_t pos, const char *what)
{
	return papo_err_set(e, PAPO_EX_DATAERR,
	    "invalid JSON at column %zu: %s", pos + 1, what);
}

/*
 * A line that does not open an object at p.  A UTF-8 byte order mark
 * there is a file's, joined to others with cat: said so, since the line
 * looks like a record.
 */
static int
not_object(const char *s, size_t n, size_t p, struct papo_err *e)
{
	if (n - p >= 4 && memcmp(s + p, "\xef\xbb\xbf{", 4) == 0)
		return bad(e, p, "a byte order mark (U+FEFF) starts the line, "
		    "as one starts a file: files joined with cat? give them "
		    "as operands (a file's own is skipped), or strip it: "
		    "sed 's/^\\xef\\xbb\\xbf//'");
	return bad(e, p, "a record must be a JSON object");
}

/*
 * First pass over the line: find every string (checking its content),
 * bound the nesting depth, and build the skeleton: the line with each
 * string's content removed ("..." becomes ""), which is what jsmn
 * tokenizes.  jsmn walks byte by byte and closes a container by walking
 * up from its newest token, so it sees only the short skeleton, and
 * never a nesting deeper than PAPO_JSON_MAX_DEPTH.
 */
static int
scan(struct papo_json *j, struct papo_err *e)
{
	const unsigned char *s = (const unsigned char *)j->s;
	size_t n = j->n, i = 0, k = 0, depth = 0, shift = 0;
	scan_string_fn *scan_string = scanner(j);

	if (j->skelcap < n + 1) {
		free(j->skel);
		j->skelcap = n + 1;
		j->skel = papo_xmalloc(j->skelcap);
	}
	j->nstr = 0;
	while (i < n) {
		unsigned char c = s[i];

		if (c == '"') {
			struct papo_jstr *st;
			const char *why = NULL;
			size_t end, badpos = 0;
			int esc = 0;

			end = string_end(s, i, n, scan_string, &esc, &badpos,
			    &why);
			if (end == (size_t)-1)
				return bad(e, badpos, why);
			j->str = papo_xgrow(j->str, &j->strcap, j->nstr + 1,
			    sizeof(*j->str));
			st = &j->str[j->nstr++];
			st->open = (uint32_t)i;
			st->close = (uint32_t)end;
			st->skel = (uint32_t)k;
			st->shift = (uint32_t)shift;
			st->escaped = (uint8_t)esc;
			shift += end - i - 1;
			j->skel[k++] = '"';
			j->skel[k++] = '"';
			i = end + 1;
			continue;
		}
		if (c == '[' || c == '{') {
			if (++depth > PAPO_JSON_MAX_DEPTH)
				return papo_err_set(e, PAPO_EX_DATAERR,
				    "invalid JSON at column %zu: nesting "
				    "deeper than %d levels", i + 1,
				    PAPO_JSON_MAX_DEPTH);
		} else if ((c == ']' || c == '}') && depth > 0)
			depth--;
		j->skel[k++] = (char)c;
		i++;
	}
	j->skellen = k;
	j->shift = shift;
	return 0;
}

/* The offset in the line of skeleton offset p. */
static size_t
orig(const struct papo_json *j, size_t p)
{
	size_t lo = 0, hi = j->nstr;

	/* the first string whose "" starts at or after p */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (j->str[mid].skel < p)
			lo = mid + 1;
		else
			hi = mid;
	}
	return p + (lo < j->nstr ? j->str[lo].shift : j->shift);
}

static void
push(struct papo_json *j, size_t *depth, uint32_t t)
{
	j->stack = papo_xgrow(j->stack, &j->stackcap, *depth + 1,
	    sizeof(*j->stack));
	j->stack[(*depth)++] = t;
}

/*
 * Take jsmn token k into the next slot of j->tok, in line offsets; it
 * must start exactly at *p.  *p moves past a scalar, or just inside a
 * container.
 */
static int
take(struct papo_json *j, const jsmntok_t *k, size_t *p, size_t *cur,
    struct papo_err *e)
{
	const char *s = j->s;
	struct papo_jtok *o = &j->tok[j->ntok];

	o->size = 0;
	o->escaped = 0;
	o->next = (uint32_t)j->ntok + 1;
	if (k->type == JSMN_STRING) {
		/* strings come in document order: the next one is this one */
		const struct papo_jstr *st = *cur < j->nstr &&
		    j->str[*cur].skel == (size_t)k->start - 1 ?
		    &j->str[(*cur)++] : NULL;

		if (st == NULL || st->open != *p)
			return bad(e, *p, "unexpected character");
		o->type = PAPO_JSON_STRING;
		o->start = st->open;
		o->end = st->close + 1;
		o->escaped = st->escaped;
		*p = o->end;
	} else {
		/* the strings before it are the ones already taken */
		size_t a = (size_t)k->start + (*cur < j->nstr ?
		    j->str[*cur].shift : j->shift);
		size_t b = k->type == JSMN_PRIMITIVE ? a + (size_t)(k->end -
		    k->start) : orig(j, (size_t)k->end);

		if (a != *p)
			return bad(e, *p, "unexpected character");
		o->start = (uint32_t)a;
		o->end = (uint32_t)b;
		if (k->type == JSMN_PRIMITIVE) {
			int ty = primitive_type(s, a, b);

			if (ty == 0)
				return bad(e, *p, "invalid literal or number");
			o->type = (uint8_t)ty;
			*p = b;
		} else {
			o->type = k->type == JSMN_OBJECT ? PAPO_JSON_OBJECT :
			    PAPO_JSON_ARRAY;
			*p = a + 1;
		}
	}
	j->ntok++;
	return 0;
}

/*
 * Walk jsmn's tokens in document order, checking every byte between
 * them against the JSON grammar, and build j->tok.  jsmn alone accepts
 * missing commas and colons, bad literals and trailing text; this is
 * what makes the parse strict.  Iterative: nesting costs heap, never
 * stack.
 */
static int
validate(struct papo_json *j, const jsmntok_t *t, size_t nt,
    struct papo_err *e)
{
	const char *s = j->s;
	size_t n = j->n, p, i = 0, depth = 0, cur = 0;
	int after = 0;		/* a value just ended in the open container */

	j->tok = papo_xgrow(j->tok, &j->cap, nt ? nt : 1, sizeof(*j->tok));
	j->ntok = 0;
	p = skip_ws(s, 0, n);
	if (p == n)
		return bad(e, p, "empty line");
	if (s[p] != '{' || nt == 0)
		return not_object(s, n, p, e);
	if (take(j, &t[i++], &p, &cur, e) < 0)
		return -1;
	push(j, &depth, 0);
	while (depth > 0) {
		struct papo_jtok *top = &j->tok[j->stack[depth - 1]], *o;
		int obj = top->type == PAPO_JSON_OBJECT;

		p = skip_ws(s, p, n);
		if (p >= n)
			return bad(e, p, "unexpected end of line");
		if (s[p] == (obj ? '}' : ']')) {
			if (!after && top->size > 0)
				return bad(e, p, "trailing comma");
			if (p + 1 != top->end)
				return bad(e, p, "unbalanced bracket");
			top->next = (uint32_t)j->ntok;
			depth--;
			p++;
			after = 1;
			continue;
		}
		if (after) {
			if (s[p] != ',')
				return bad(e, p, obj ? "expected ',' or '}'" :
				    "expected ',' or ']'");
			p = skip_ws(s, p + 1, n);
		}
		top->size++;
		if (obj) {
			if (p >= n || s[p] != '"' || i >= nt ||
			    t[i].type != JSMN_STRING)
				return bad(e, p, "expected a string key");
			if (take(j, &t[i++], &p, &cur, e) < 0)
				return -1;
			p = skip_ws(s, p, n);
			if (p >= n || s[p] != ':')
				return bad(e, p, "expected ':'");
			p = skip_ws(s, p + 1, n);
		}
		if (i >= nt || p >= n)
			return bad(e, p, "expected a value");
		if (take(j, &t[i++], &p, &cur, e) < 0)
			return -1;
		o = &j->tok[j->ntok - 1];
		if (o->type == PAPO_JSON_OBJECT || o->type == PAPO_JSON_ARRAY) {
			push(j, &depth, (uint32_t)(j->ntok - 1));
			after = 0;
		} else
			after = 1;
	}
	p = skip_ws(s, p, n);
	if (p != n)
		return bad(e, p, "trailing characters after the object");
	if (i != nt)
		return bad(e, p, "unexpected tokens");
	return 0;
}

/* The bytes that end a literal or number (as jsmn ends a primitive). */
static const unsigned char prim_stop[256] = {
	[' '] = 1, ['\t'] = 1, ['\n'] = 1, ['\r'] = 1, [','] = 1, [']'] = 1,
	['}'] = 1
};

/* A new token of j->tok at ntok, of type ty from offset a: its index. */
static inline size_t
onepass_tok(struct papo_json *j, int ty, size_t a)
{
	struct papo_jtok *o;

	if (j->ntok == j->cap)
		j->tok = papo_xgrow(j->tok, &j->cap, j->ntok + 1,
		    sizeof(*j->tok));
	o = &j->tok[j->ntok];
	o->start = (uint32_t)a;
	o->end = (uint32_t)(a + 1);
	o->next = (uint32_t)j->ntok + 1;
	o->size = 0;
	o->type = (uint8_t)ty;
	o->escaped = 0;
	return j->ntok++;
}

/*
 * One value at *p (a key when key is set: a string only), its token
 * taken and *p moved past it, or just inside it for a container, which
 * is pushed.  -1 for anything else.  Always inlined: called from the
 * loop over a record's members, it cost a call, its saved registers
 * and its locals in memory for every key and value.
 */
static inline __attribute__((always_inline)) int
onepass_value(struct papo_json *j, size_t *p, size_t *depth, int key,
    scan_string_fn *scan_string)
{
	const unsigned char *s = (const unsigned char *)j->s;
	size_t n = j->n, a = *p, b, t;
	unsigned char c = s[a];
	int ty;

	if (c == '"') {
		const char *why = NULL;
		size_t badpos = 0;
		int esc = 0;

		if ((b = string_end(s, a, n, scan_string, &esc, &badpos,
		    &why)) == (size_t)-1)
			return -1;
		t = onepass_tok(j, PAPO_JSON_STRING, a);
		j->tok[t].end = (uint32_t)(b + 1);
		j->tok[t].escaped = (uint8_t)esc;
		*p = b + 1;
		return 0;
	}
	if (key)
		return -1;
	if (c == '{' || c == '[') {
		if (*depth >= PAPO_JSON_MAX_DEPTH)
			return -1;
		t = onepass_tok(j, c == '{' ? PAPO_JSON_OBJECT :
		    PAPO_JSON_ARRAY, a);
		push(j, depth, (uint32_t)t);
		*p = a + 1;
		return 0;
	}
	for (b = a; b < n && !prim_stop[s[b]]; b++)
		;
	if ((ty = primitive_type(j->s, a, b)) == 0)
		return -1;
	t = onepass_tok(j, ty, a);
	j->tok[t].end = (uint32_t)b;
	*p = b;
	return 0;
}

/*
 * The parse in one pass, for the records that are valid: strings found
 * and checked as scan() does, and every token taken as validate() takes
 * it, with no skeleton and no jsmn between.  0 with j->tok built; -1 at
 * the first thing that is not valid JSON, and the three passes below
 * then read the line again to say what is wrong, so that both give the
 * same tokens on every valid line and the same error on every other.
 */
static int
onepass(struct papo_json *j)
{
	const unsigned char *s = (const unsigned char *)j->s;
	size_t n = j->n, p = skip_ws(j->s, 0, n), depth = 0;
	scan_string_fn *scan_string = scanner(j);
	int after;

	j->ntok = 0;
	if (p >= n || s[p] != '{' ||
	    onepass_value(j, &p, &depth, 0, scan_string) < 0)
		return -1;
	after = 0;
	while (depth > 0) {
		struct papo_jtok *top = &j->tok[j->stack[depth - 1]];
		int obj = top->type == PAPO_JSON_OBJECT;

		p = skip_ws(j->s, p, n);
		if (p >= n)
			return -1;
		if (s[p] == (obj ? '}' : ']')) {
			/* (a comma before it left a key or value wanted) */
			top->end = (uint32_t)(p + 1);
			top->next = (uint32_t)j->ntok;
			depth--;
			p++;
			after = 1;
			continue;
		}
		if (after) {
			if (s[p] != ',')
				return -1;
			p = skip_ws(j->s, p + 1, n);
		}
		top->size++;
		if (obj) {
			if (p >= n ||
			    onepass_value(j, &p, &depth, 1, scan_string) < 0)
				return -1;
			/* ": " then a value, as Python's json writes it */
			if (p + 2 < n && s[p] == ':' && s[p + 1] == ' ' &&
			    (unsigned char)s[p + 2] > ' ')
				p += 2;
			else {
				p = skip_ws(j->s, p, n);
				if (p >= n || s[p] != ':')
					return -1;
				p = skip_ws(j->s, p + 1, n);
			}
		}
		if (p >= n)
			return -1;
		after = s[p] != '{' && s[p] != '[';
		if (onepass_value(j, &p, &depth, 0, scan_string) < 0)
			return -1;
	}
	return skip_ws(j->s, p, n) == n ? 0 : -1;
}

/*
 * The ": " after a key at s[p] (JSON's white space around the colon),
 * as onepass takes it: the offset of the value, or n when there is no
 * colon or no value.
 */
static inline size_t
colon(const char *s, size_t p, size_t n)
{
	if (p + 2 < n && s[p] == ':' && s[p + 1] == ' ' &&
	    (unsigned char)s[p + 2] > ' ')
		return p + 2;
	p = skip_ws(s, p, n);
	if (p >= n || s[p] != ':')
		return n;
	return skip_ws(s, p + 1, n);
}

/*
 * A value no role reads, at s[*p] (*p < n): checked as onepass checks
 * it, with no token; *p moved past it.  An object's or a list's open
 * levels are kept a bit each (1: an object), at most
 * PAPO_JSON_MAX_DEPTH - 1 under the root, as onepass allows.  -1 for
 * anything onepass refuses.
 */
static int
skip_value(const char *s, size_t n, size_t *p, scan_string_fn *scan_string)
{
	const unsigned char *u = (const unsigned char *)s;
	uint64_t obj[PAPO_JSON_MAX_DEPTH / 64 + 1];
	size_t q = *p, depth = 0, b, badpos;
	const char *why;
	int after, esc, o;

	for (;;) {
		/* a value at q */
		if (u[q] == '"') {
			if ((q = string_end(u, q, n, scan_string, &esc,
			    &badpos, &why)) == (size_t)-1)
				return -1;
			q++;
			after = 1;
		} else if (u[q] == '{' || u[q] == '[') {
			if (depth + 1 >= PAPO_JSON_MAX_DEPTH)
				return -1;
			if (u[q] == '{')
				obj[depth / 64] |= (uint64_t)1 << depth % 64;
			else
				obj[depth / 64] &= ~((uint64_t)1 << depth % 64);
			depth++;
			q++;
			after = 0;
		} else {
			for (b = q; b < n && !prim_stop[u[b]]; b++)
				;
			if (primitive_type(s, q, b) == 0)
				return -1;
			q = b;
			after = 1;
		}
		/* what closes, then the next value wanted */
		for (;;) {
			if (depth == 0) {
				*p = q;
				return 0;
			}
			o = (int)(obj[(depth - 1) / 64] >>
			    (depth - 1) % 64 & 1);
			if ((q = skip_ws(s, q, n)) >= n)
				return -1;
			if (u[q] == (o ? '}' : ']')) {
				depth--;
				q++;
				after = 1;
				continue;
			}
			if (after) {
				if (u[q] != ',')
					return -1;
				q = skip_ws(s, q + 1, n);
			}
			if (o) {
				if (q >= n || u[q] != '"' || (q = string_end(u,
				    q, n, scan_string, &esc, &badpos, &why)) ==
				    (size_t)-1)
					return -1;
				q = colon(s, q + 1, n);
			}
			if (q >= n)
				return -1;
			break;
		}
	}
}

/*
 * A member of the root whose key is wanted (bits of idx's), its key at
 * s[k] ending at s[kend], its value at s[*p]: the key's and the value's
 * tokens made as onepass makes them, idx set, *p moved past the value.
 * -1 for a key wanted twice, a value that is an object or a list, or
 * one onepass refuses.
 */
static int
keys_member(struct papo_json *j, size_t k, size_t kend, size_t *p,
    uint32_t bits, int *idx, scan_string_fn *scan_string)
{
	size_t t, depth = 1, m;

	if (j->s[*p] == '{' || j->s[*p] == '[')
		return -1;
	t = onepass_tok(j, PAPO_JSON_STRING, k);
	j->tok[t].end = (uint32_t)(kend + 1);
	if (onepass_value(j, p, &depth, 0, scan_string) < 0)
		return -1;
	for (; bits; bits &= bits - 1) {
		m = (size_t)__builtin_ctz(bits);
		if (idx[m] != -1)
			return -1;
		idx[m] = (int)t + 1;
	}
	j->tok[0].size++;
	return 0;
}

int
papo_json_parse_keys(struct papo_json *j, const char *s, size_t n,
    const struct papo_json_keys *ks, int *idx)
{
	const unsigned char *u = (const unsigned char *)s;
	scan_string_fn *scan_string = scanner(j);
	size_t p, k, m, badpos;
	const char *why;
	uint32_t bits;
	int esc;

	j->s = s;
	j->n = n;
	j->ntok = 0;
	for (m = 0; m < ks->n; m++)
		idx[m] = -1;
	if (ks->nother != 0 || ks->n > 32 || n > PAPO_JSON_MAX_LEN)
		return 1;
	p = skip_ws(s, 0, n);
	if (p >= n || u[p] != '{')
		return 1;
	onepass_tok(j, PAPO_JSON_OBJECT, p);
	if ((p = skip_ws(s, p + 1, n)) < n && u[p] == '}')
		return 1;	/* no member: none wanted */
	for (;;) {
		esc = 0;
		if (p >= n || u[p] != '"' || (k = string_end(u, p, n,
		    scan_string, &esc, &badpos, &why)) == (size_t)-1 || esc)
			return 1;
		bits = papo_json_keys_match(ks, s + p + 1, k - p - 1);
		m = p;
		if ((p = colon(s, k + 1, n)) >= n)
			return 1;
		if (bits ? keys_member(j, m, k, &p, bits, idx,
		    scan_string) < 0 : skip_value(s, n, &p, scan_string) < 0)
			return 1;
		if ((p = skip_ws(s, p, n)) >= n)
			return 1;
		if (u[p] == '}')
			break;
		if (u[p] != ',')
			return 1;
		p = skip_ws(s, p + 1, n);
	}
	j->tok[0].end = (uint32_t)(p + 1);
	j->tok[0].next = (uint32_t)j->ntok;
	return j->tok[0].size == 0 || skip_ws(s, p + 1, n) != n;
}

int
papo_json_use_onepass(struct papo_json *j, int on)
{
	int was = !j->threepass;

	j->threepass = (uint8_t)(on == 0);
	return was;
}

int
papo_json_parse(struct papo_json *j, const char *s, size_t n,
    struct papo_err *e)
{
	jsmn_parser parser;
	jsmntok_t *raw;
	size_t p;
	int r;

	j->s = s;
	j->n = n;
	j->ntok = 0;
	if (n > PAPO_JSON_MAX_LEN)
		return papo_err_set(e, PAPO_EX_DATAERR,
		    "record of %zu bytes is longer than the JSON tokenizer "
		    "allows", n);
	p = skip_ws(s, 0, n);
	if (p == n)
		return bad(e, p, "empty line");
	if (s[p] != '{')
		return not_object(s, n, p, e);
	if (!j->threepass && onepass(j) == 0)
		return 0;
	j->ntok = 0;
	if (scan(j, e) < 0)
		return -1;
	if (j->rawcap < 64) {
		j->raw = papo_xreallocarray(j->raw, 64, sizeof(jsmntok_t));
		j->rawcap = 64;
	}
	jsmn_init(&parser);
	for (;;) {
		raw = j->raw;
		r = jsmn_parse(&parser, j->skel, j->skellen, raw,
		    (unsigned)j->rawcap);
		if (r != JSMN_ERROR_NOMEM)
			break;
		/* jsmn resumes where it stopped once it has more tokens */
		if (j->rawcap > (size_t)0x3fffffff)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "record has too many JSON tokens");
		j->rawcap *= 2;
		j->raw = papo_xreallocarray(j->raw, j->rawcap,
		    sizeof(jsmntok_t));
	}
	if (r == JSMN_ERROR_INVAL) {
		size_t pos = orig(j, parser.pos < j->skellen ? parser.pos :
		    j->skellen);

		/* Python's json writes a float NaN or infinity as a bare
		   word no JSON reader takes: name it */
		if (pos < n && (strncmp(s + pos, "NaN", n - pos < 3 ? n - pos :
		    3) == 0 || strncmp(s + pos, "Infinity", n - pos < 8 ?
		    n - pos : 8) == 0 || strncmp(s + pos, "-Infinity",
		    n - pos < 9 ? n - pos : 9) == 0) && n - pos >= 3)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "invalid JSON at column %zu: %s is not a JSON "
			    "value (Python's json writes it for a float NaN or "
			    "infinity; write null, or allow_nan=False to catch "
			    "it)", pos + 1, s[pos] == 'N' ? "NaN" :
			    s[pos] == '-' ? "-Infinity" : "Infinity");
		/* report the offending byte itself where we can */
		if (pos < n && (unsigned char)s[pos] >= 0x20 &&
		    (unsigned char)s[pos] < 0x7f)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "invalid JSON at column %zu: unexpected '%c'",
			    pos + 1, s[pos]);
		return bad(e, pos, "unexpected character");
	}
	if (r == JSMN_ERROR_PART) {
		const char *nul = memchr(s, '\0', n);
		size_t k, depth = 0;

		if (nul != NULL)
			return bad(e, (size_t)(nul - s), "NUL byte in line");
		/* the object may be complete with something after it */
		for (k = 0; k < j->skellen; k++) {
			char c = j->skel[k];

			if (c == '{' || c == '[')
				depth++;
			else if ((c == '}' || c == ']') && --depth == 0)
				return bad(e, skip_ws(s, orig(j, k + 1), n),
				    "trailing characters after the object");
		}
		return bad(e, n, "unexpected end of line (unclosed object or "
		    "array)");
	}
	return validate(j, raw, parser.toknext, e);
}
