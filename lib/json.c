/*
 * json.c: strict JSON records on top of jsmn: validation, lookup, values,
 * splicing.
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

static int have_avx512(void);

void
papo_json_init(struct papo_json *j)
{
	memset(j, 0, sizeof(*j));
	j->simd = (uint8_t)have_avx512();
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

static size_t
skip_ws(const char *s, size_t p, size_t n)
{
	while (p < n && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n' ||
	    s[p] == '\r'))
		p++;
	return p;
}

/*
 * Length of the valid UTF-8 sequence starting at s[0] (n bytes
 * available), or 0 when it is not valid (overlong forms, surrogates
 * and code points above U+10FFFF are invalid).
 */
static size_t
utf8_seq(const unsigned char *s, size_t n)
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
		if ((l = utf8_seq(u + i, n - i)) == 0)
			return 0;
		i += l;
	}
	return 1;
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
 * a few compares per block), else from SSE2 or plain C; papo_json_init
 * makes the choice.
 */
struct blockmask {
	uint64_t quote, bslash, ctl, high;
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

/* Fill m from the avail bytes at p (see scan_string). */
typedef void load_fn(const unsigned char *p, size_t avail,
    struct blockmask *m);

/*
 * Scan string content from s[i] (just after the opening quote) to the
 * closing quote, checking escapes, control characters and UTF-8 on
 * the way.  Returns the closing quote's offset, or (size_t)-1 with *bad
 * and *why set.  load computes the masks of a block (avail may be less
 * than 64: the rest of the block must then read as plain letters or
 * fall outside every mask but ctl).  Inlined into one function per way
 * of loading.
 */
static inline __attribute__((always_inline)) size_t
scan_string_with(const unsigned char *s, size_t i, size_t n, int *esc,
    size_t *bad, const char **why, load_fn *load)
{
	uint64_t carry = 0;	/* the block's first byte is escaped */
	size_t utf8done = i;	/* UTF-8 checked up to here */

	for (;;) {
		struct blockmask m;
		uint64_t b, starts, ev, od, escaped, open, range, x;
		size_t avail = n - i, errpos = (size_t)-1;
		const char *err = NULL;
		int ovf;

		load(s + i, avail < 64 ? avail : 64, &m);
		b = m.bslash & ~carry;
		starts = b & ~(b << 1);
		ev = b + (starts & EVEN_BITS);
		ovf = __builtin_add_overflow(b, starts & ODD_BITS, &od);
		escaped = (ev & ~b & ODD_BITS) | (od & ~b & EVEN_BITS) |
		    carry;
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
			if ((l = utf8_seq(s + q, n - q)) == 0) {
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
	return scan_string_with(s, i, n, esc, bad, why, load_basic);
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
}

__attribute__((target("avx512bw"))) static size_t
scan_string_avx512(const unsigned char *s, size_t i, size_t n, int *esc,
    size_t *bad, const char **why)
{
	return scan_string_with(s, i, n, esc, bad, why, load_avx512);
}
#endif

/* Does this processor run scan_string_avx512? */
static int
have_avx512(void)
{
#ifdef HAVE_AVX512_SCAN
	return __builtin_cpu_supports("avx512bw");
#else
	return 0;
#endif
}

int
papo_json_use_simd(struct papo_json *j, int on)
{
	int was = j->simd;

	if (on && !have_avx512())
		return -1;
	j->simd = (uint8_t)(on != 0);
	return was;
}

/* The scanner j uses. */
static scan_string_fn *
scanner(const struct papo_json *j)
{
#ifdef HAVE_AVX512_SCAN
	if (j->simd)
		return scan_string_avx512;
#else
	(void)j;
#endif
	return scan_string_basic;
}

/* Classify primitive [a, b): a number, true, false or null; 0 if none. */
static int
primitive_type(const char *s, size_t a, size_t b)
{
	size_t i = a, d;

	if (b - a == 4 && memcmp(s + a, "true", 4) == 0)
		return PAPO_JSON_TRUE;
	if (b - a == 5 && memcmp(s + a, "false", 5) == 0)
		return PAPO_JSON_FALSE;
	if (b - a == 4 && memcmp(s + a, "null", 4) == 0)
		return PAPO_JSON_NULL;
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

#ifdef __SSE2__
			/*
			 * Most strings of a record are short keys and values:
			 * when the next 16 bytes hold the closing quote and
			 * nothing special before it, that is all.
			 */
			if (n - i > 16) {
				__m128i v = _mm_loadu_si128((const void *)
				    (s + i + 1));
				unsigned q = (unsigned)_mm_movemask_epi8(
				    _mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
				unsigned sp = (unsigned)_mm_movemask_epi8(
				    _mm_or_si128(_mm_cmpeq_epi8(v,
				    _mm_set1_epi8('\\')), _mm_cmpeq_epi8(
				    _mm_max_epu8(v, _mm_set1_epi8(0x1f)),
				    _mm_set1_epi8(0x1f)))) |
				    (unsigned)_mm_movemask_epi8(v);

				if (q != 0 && (sp & ((q & -q) - 1)) == 0)
					end = i + 1 + (size_t)__builtin_ctz(q);
				else
					end = scan_string(s, i + 1, n, &esc,
					    &badpos, &why);
			} else
#endif
			end = scan_string(s, i + 1, n, &esc, &badpos, &why);
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
		return bad(e, p, "a record must be a JSON object");
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
		return bad(e, p, "a record must be a JSON object");
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

/* Does key token k equal key (klen bytes)? */
static int
key_eq(const struct papo_json *j, size_t k, const char *key, size_t klen)
{
	const struct papo_jtok *t = &j->tok[k];
	const char *raw = j->s + t->start + 1;
	size_t rlen = t->end - t->start - 2;
	struct papo_buf b = PAPO_BUF_INIT;
	int eq;

	if (!t->escaped)
		return rlen == klen && memcmp(raw, key, klen) == 0;
	if (rlen < klen)	/* escapes only ever shrink a string */
		return 0;
	papo_json_str(j, (int)k, &b);
	eq = b.len == klen && memcmp(b.s, key, klen) == 0;
	papo_buf_release(&b);
	return eq;
}

int
papo_json_member(const struct papo_json *j, size_t obj, const char *key,
    size_t klen, struct papo_err *e)
{
	size_t k, end;
	int found = -1;

	if (obj >= j->ntok || j->tok[obj].type != PAPO_JSON_OBJECT)
		return -1;
	end = j->tok[obj].next;
	for (k = obj + 1; k < end; k = j->tok[k + 1].next) {
		if (!key_eq(j, k, key, klen))
			continue;
		if (found >= 0) {
			papo_err_set(e, PAPO_EX_DATAERR, "duplicate key '%.*s'",
			    (int)(klen > 200 ? 200 : klen), key);
			return -2;
		}
		found = (int)(k + 1);
	}
	return found;
}

int
papo_json_find(const struct papo_json *j, const struct papo_path *p,
    struct papo_err *e)
{
	size_t c;
	int cur = 0;

	if (j->ntok == 0)
		return -1;
	for (c = 0; c < p->n; c++) {
		cur = papo_json_member(j, (size_t)cur, p->part[c], p->len[c],
		    e);
		if (cur < 0)
			return cur;
	}
	return cur;
}

int
papo_json_find_field(const struct papo_json *j, const struct papo_path *p,
    struct papo_err *e)
{
	int i = papo_json_find(j, p, e);

	if (i == -2)
		papo_err_prefix(e, "field '%s': ", p->spec);
	return i;
}

#define KEY_HASH(len, c) (((len) * 7 + (c)) & 63)

/* For papo_json_find_all: is key k the wanted key m?  Note it. */
static void
find_hit(const struct papo_json *j, size_t k, const struct papo_path *const *p,
    size_t m, size_t len, int *idx, int *r, struct papo_err *e)
{
	if (!key_eq(j, k, p[m]->part[0], len))
		return;
	if (idx[m] >= 0) {
		if (*r == 0)
			papo_err_set(e, PAPO_EX_DATAERR, "duplicate key '%s'",
			    p[m]->spec);
		idx[m] = -2;
		*r = -1;
	} else if (idx[m] == -1)
		idx[m] = (int)(k + 1);
}

int
papo_json_find_all(const struct papo_json *j,
    const struct papo_path *const *p, size_t n, int *idx, struct papo_err *e)
{
	size_t k, m, end, h, len[32];
	unsigned char head[64], chain[32];
	int r = 0;

	for (m = 0; m < n; m++)
		idx[m] = -1;
	if (j->ntok == 0)
		return 0;
	if (n > 32) {
		for (m = 0; m < n; m++)
			if ((idx[m] = papo_json_find(j, p[m], e)) == -2)
				r = -1;
		return r;
	}
	/*
	 * Wanted top-level keys chained by a hash of their length and
	 * first byte, so that each key of the record is compared with
	 * the few that could be it.
	 */
	memset(head, 0, sizeof(head));
	for (m = 0; m < n; m++) {
		len[m] = p[m]->n == 1 ? p[m]->len[0] : (size_t)-1;
		if (len[m] == (size_t)-1)
			continue;
		h = KEY_HASH(len[m], len[m] ? (unsigned char)p[m]->part[0][0] :
		    0);
		chain[m] = head[h];
		head[h] = (unsigned char)(m + 1);
	}
	end = j->tok[0].next;
	for (k = 1; k < end; k = j->tok[k + 1].next) {
		const struct papo_jtok *t = &j->tok[k];
		size_t rlen = t->end - t->start - 2, c;

		if (t->escaped) {
			/* any wanted key may be it: try them all */
			for (m = 0; m < n; m++)
				if (len[m] != (size_t)-1)
					find_hit(j, k, p, m, len[m], idx,
					    &r, e);
			continue;
		}
		c = head[KEY_HASH(rlen, rlen ? (unsigned char)
		    j->s[t->start + 1] : 0)];
		for (; c != 0; c = chain[c - 1])
			find_hit(j, k, p, c - 1, len[c - 1], idx, &r, e);
	}
	for (m = 0; m < n; m++)
		if (p[m]->n != 1 && (idx[m] = papo_json_find(j, p[m], e)) == -2)
			r = -1;
	return r;
}

int
papo_json_slot_found(const struct papo_json *j, const struct papo_path *p,
    int i, struct papo_slot *slot, struct papo_err *e)
{
	if (p->n != 1 || i == -2)
		return papo_json_slot(j, p, slot, e);
	memset(slot, 0, sizeof(*slot));
	if (i < 0) {
		slot->insert = 1;
		slot->start = slot->end = j->tok[0].end - 1;
		slot->comma = j->tok[0].size > 0;
	} else {
		slot->start = j->tok[i].start;
		slot->end = j->tok[i].end;
		slot->have = 1;
	}
	return 0;
}

static void
put_utf8(struct papo_buf *b, unsigned long cp)
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

int
papo_json_str(const struct papo_json *j, int i, struct papo_buf *out)
{
	const struct papo_jtok *t;
	const char *s;
	size_t n, k, run;

	if (papo_json_type(j, i) != PAPO_JSON_STRING)
		return -1;
	t = &j->tok[i];
	s = j->s + t->start + 1;
	n = t->end - t->start - 2;
	if (!t->escaped) {
		papo_buf_add(out, s, n);
		return 0;
	}
	papo_buf_reserve(out, n);
	for (k = 0; k < n;) {
		const char *bs = memchr(s + k, '\\', n - k);

		run = bs ? (size_t)(bs - (s + k)) : n - k;
		papo_buf_add(out, s + k, run);
		k += run;
		if (k >= n)
			break;
		/* the parser checked every escape, so s[k + 1] exists */
		switch (s[k + 1]) {
		case 'b': papo_buf_addc(out, '\b'); k += 2; break;
		case 'f': papo_buf_addc(out, '\f'); k += 2; break;
		case 'n': papo_buf_addc(out, '\n'); k += 2; break;
		case 'r': papo_buf_addc(out, '\r'); k += 2; break;
		case 't': papo_buf_addc(out, '\t'); k += 2; break;
		case 'u': {
			unsigned long cp = hex4(s + k + 2), lo;

			k += 6;
			if (cp >= 0xd800 && cp <= 0xdbff && k + 6 <= n &&
			    s[k] == '\\' && s[k + 1] == 'u' &&
			    (lo = hex4(s + k + 2)) >= 0xdc00 && lo <= 0xdfff) {
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
				k += 6;
			} else if (cp >= 0xd800 && cp <= 0xdfff)
				cp = 0xfffd;	/* lone surrogate */
			put_utf8(out, cp);
			break;
		}
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

/*
 * Clinger's fast path: a decimal of at most 15 digits without exponent
 * is m / 10^k with m and 10^k exact doubles, and one IEEE division
 * rounds correctly.  Returns 0 when the number needs strtod.
 */
static int
fast_num(const char *s, size_t n, double *out)
{
	static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6,
	    1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15 };
	uint64_t m = 0;
	size_t i = 0, digits = 0, frac = 0;
	int neg = 0, dot = 0;

	if (n > 17)
		return 0;
	if (s[0] == '-') {
		neg = 1;
		i++;
	}
	for (; i < n; i++) {
		if (s[i] == '.') {
			dot = 1;
			continue;
		}
		if (s[i] < '0' || s[i] > '9')
			return 0;	/* an exponent: leave it to strtod */
		m = m * 10 + (uint64_t)(s[i] - '0');
		digits++;
		frac += dot;
	}
	if (digits > 15)
		return 0;
	*out = (double)m / p10[frac];
	if (neg)
		*out = -*out;
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
			if ((l = utf8_seq(u + i, n - i)) == 0) {
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
 * Does the decimal m * 10^q read back as x?  Exact for m < 2^53 and
 * |q| <= 22 (one correctly rounded IEEE operation on exact operands);
 * elsewhere strtod decides.
 */
static int
reads_back(uint64_t m, int q, double x, const char *text)
{
	static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6,
	    1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
	    1e18, 1e19, 1e20, 1e21, 1e22 };
	double ax = fabs(x);

	if (m < ((uint64_t)1 << 53) && q >= -22 && q <= 22)
		return (q < 0 ? (double)m / p10[-q] : (double)m * p10[q]) ==
		    ax;
	return fabs(strtod(text, NULL)) == ax;
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
		n += (size_t)sprintf(out + n, "e%c%02d", e < 0 ? '-' : '+',
		    e < 0 ? -e : e);
	}
	out[n] = '\0';
	return n;
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
	snprintf(buf, sizeof(buf), "%.16e", fabs(x));
	d[0] = buf[0];
	memcpy(d + 1, buf + 2, 16);
	e = atoi(buf + 19);
	for (p = 15; p <= 16; p++) {
		char r[18];
		uint64_t m = 0;
		int re = e;

		if (d[p] == '5') {
			/*
			 * The 17 digits are rounded already: a dropped 5 may be
			 * a tie or not.  printf rounds from the exact value.
			 */
			snprintf(tmp, size, "%.*g", p, x);
			if (strtod(tmp, NULL) == x)
				return strlen(tmp);
			continue;
		}
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
	k = (size_t)((bits * 0x9e3779b97f4a7c15ULL) >> 58);
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
	papo_buf_add(out, c->text[k], c->len[k]);
}

/* Each part written as a member's key ("k":), for writers to copy. */
static void
path_members(struct papo_path *p)
{
	size_t c;

	p->member = papo_xcalloc(p->n ? p->n : 1, sizeof(*p->member));
	p->mlen = papo_xcalloc(p->n ? p->n : 1, sizeof(*p->mlen));
	for (c = 0; c < p->n; c++) {
		struct papo_buf b = PAPO_BUF_INIT;

		papo_json_put_str(&b, p->part[c], p->len[c]);
		papo_buf_addc(&b, ':');
		p->member[c] = papo_buf_detach(&b, &p->mlen[c]);
	}
}

int
papo_path_parse(struct papo_path *p, const char *spec, struct papo_err *e)
{
	size_t n = 1, k, c = 0;
	const char *q;
	char *w;

	memset(p, 0, sizeof(*p));
	for (q = spec; *q; q++) {
		if (*q == '\\' && q[1])
			q++;
		else if (*q == '.')
			n++;
	}
	p->spec = papo_xstrdup(spec);
	p->part = papo_xcalloc(n, sizeof(*p->part));
	p->len = papo_xcalloc(n, sizeof(*p->len));
	p->n = n;
	w = papo_xmalloc(strlen(spec) + 1);
	for (q = spec, k = 0;; q++) {
		if (*q == '\\' && q[1]) {
			w[k++] = *++q;
			continue;
		}
		if (*q == '.' || *q == '\0') {
			if (k == 0) {
				free(w);
				papo_path_release(p);
				return papo_err_set(e, PAPO_EX_USAGE,
				    "field path '%s' has an empty component",
				    spec);
			}
			p->part[c] = papo_xmemdup(w, k);
			p->len[c] = k;
			c++;
			k = 0;
			if (*q == '\0')
				break;
			continue;
		}
		w[k++] = *q;
	}
	free(w);
	path_members(p);
	return 0;
}

void
papo_path_release(struct papo_path *p)
{
	size_t c;

	if (p->part)
		for (c = 0; c < p->n; c++)
			free(p->part[c]);
	if (p->member)
		for (c = 0; c < p->n; c++)
			free(p->member[c]);
	free(p->part);
	free(p->len);
	free(p->member);
	free(p->mlen);
	free(p->spec);
	memset(p, 0, sizeof(*p));
}

int
papo_path_is_prefix(const struct papo_path *a, const struct papo_path *b)
{
	size_t c;

	if (a->n > b->n)
		return 0;
	for (c = 0; c < a->n; c++)
		if (a->len[c] != b->len[c] ||
		    memcmp(a->part[c], b->part[c], a->len[c]) != 0)
			return 0;
	return 1;
}

int
papo_json_slot(const struct papo_json *j, const struct papo_path *p,
    struct papo_slot *slot, struct papo_err *e)
{
	size_t c;
	int cur = 0, v;

	memset(slot, 0, sizeof(*slot));
	for (c = 0; c < p->n; c++) {
		v = papo_json_member(j, (size_t)cur, p->part[c], p->len[c], e);
		if (v == -2)
			return -1;
		if (v == -1) {
			slot->insert = 1;
			slot->start = slot->end = j->tok[cur].end - 1;
			slot->have = (uint16_t)c;
			slot->comma = j->tok[cur].size > 0;
			return 0;
		}
		if (c + 1 == p->n) {
			slot->start = j->tok[v].start;
			slot->end = j->tok[v].end;
			slot->have = (uint16_t)p->n;
			return 0;
		}
		if (j->tok[v].type != PAPO_JSON_OBJECT)
			return papo_err_set(e, PAPO_EX_DATAERR,
			    "cannot write field '%s': '%.*s' is a %s, not an "
			    "object", p->spec, (int)p->len[c], p->part[c],
			    papo_json_type_name((enum papo_json_type)
			    j->tok[v].type));
		cur = v;
	}
	return 0;
}

/*
 * Write the new members for inserts g[0..n) into one object, from path
 * component level on, nesting the ones that share a missing parent.
 */
static void
emit_inserts(struct papo_buf *out, struct papo_edit **g, size_t n,
    size_t level, int comma)
{
	unsigned char done0[16], *done = done0;
	struct papo_edit *sub0[16], **sub = sub0;
	size_t a, b, m;

	if (n > 16) {
		done = papo_xcalloc(n, 1);
		sub = papo_xcalloc(n, sizeof(*sub));
	} else
		memset(done0, 0, sizeof(done0));

	for (a = 0; a < n; a++) {
		const struct papo_path *pa = g[a]->path;

		if (done[a])
			continue;
		if (comma)
			papo_buf_addc(out, ',');
		comma = 1;
		papo_buf_add(out, pa->member[level], pa->mlen[level]);
		if (pa->n == level + 1) {
			papo_buf_add(out, g[a]->val, g[a]->vlen);
			done[a] = 1;
			continue;
		}
		for (b = a, m = 0; b < n; b++) {
			const struct papo_path *pb = g[b]->path;

			if (done[b] || pb->n <= level + 1 ||
			    pb->len[level] != pa->len[level] ||
			    memcmp(pb->part[level], pa->part[level],
			    pa->len[level]) != 0)
				continue;
			sub[m++] = g[b];
			done[b] = 1;
		}
		papo_buf_addc(out, '{');
		emit_inserts(out, sub, m, level + 1, 0);
		papo_buf_addc(out, '}');
	}
	if (done != done0) {
		free(sub);
		free(done);
	}
}

/* Sort edits by position; stable, and there are few. */
static void
sort_edits(struct papo_edit *edits, size_t nedits)
{
	size_t i, k;

	for (i = 1; i < nedits; i++) {
		struct papo_edit t = edits[i];

		for (k = i; k > 0 && edits[k - 1].slot.start > t.slot.start;
		    k--)
			edits[k] = edits[k - 1];
		edits[k] = t;
	}
}

/*
 * The common case of splice_from: every edit adds a member to the
 * record's top-level object, all at the same place.  Returns 0 when
 * that is not the case.
 */
static int
splice_top(struct papo_buf *out, const char *rec, size_t n, size_t pos,
    const struct papo_edit *edits, size_t nedits)
{
	size_t i, need, at = edits[0].slot.start;
	char *w;

	need = n - pos + nedits;
	for (i = 0; i < nedits; i++) {
		const struct papo_edit *ed = &edits[i];

		if (!ed->slot.insert || ed->slot.start != at ||
		    ed->slot.have != 0 || ed->path->n != 1)
			return 0;
		need += ed->path->mlen[0] + ed->vlen;
	}
	if (papo_buf_reserve(out, need) < 0)
		return 0;	/* over the buffer's limit: the careful way */
	w = out->s + out->len;
	memcpy(w, rec + pos, at - pos);
	w += at - pos;
	for (i = 0; i < nedits; i++) {
		const struct papo_edit *ed = &edits[i];

		if (i > 0 || ed->slot.comma)
			*w++ = ',';
		memcpy(w, ed->path->member[0], ed->path->mlen[0]);
		w += ed->path->mlen[0];
		memcpy(w, ed->val, ed->vlen);
		w += ed->vlen;
	}
	memcpy(w, rec + at, n - at);
	w += n - at;
	*w = '\0';
	out->len = (size_t)(w - out->s);
	return 1;
}

/* The spliced record from offset pos on (edits sorted, none before pos). */
static void
splice_from(struct papo_buf *out, const char *rec, size_t n, size_t pos,
    struct papo_edit *edits, size_t nedits)
{
	size_t i, k;

	if (nedits > 0 && splice_top(out, rec, n, pos, edits, nedits))
		return;
	papo_buf_reserve(out, n - pos + 64 * nedits);
	for (i = 0; i < nedits;) {
		struct papo_edit *ed = &edits[i];

		papo_buf_add(out, rec + pos, ed->slot.start - pos);
		pos = ed->slot.start;
		if (!ed->slot.insert) {
			papo_buf_add(out, ed->val, ed->vlen);
			pos = ed->slot.end;
			i++;
			continue;
		}
		{
			struct papo_edit *g[16], **gp = g;
			size_t m = 0;

			for (k = i; k < nedits && edits[k].slot.insert &&
			    edits[k].slot.start == ed->slot.start; k++)
				m++;
			if (m > 16)
				gp = papo_xcalloc(m, sizeof(*gp));
			for (k = 0; k < m; k++)
				gp[k] = &edits[i + k];
			emit_inserts(out, gp, m, ed->slot.have, ed->slot.comma);
			if (gp != g)
				free(gp);
			i += m;
		}
	}
	papo_buf_add(out, rec + pos, n - pos);
}

void
papo_json_splice(struct papo_buf *out, const char *rec, size_t n,
    struct papo_edit *edits, size_t nedits)
{
	sort_edits(edits, nedits);
	splice_from(out, rec, n, 0, edits, nedits);
}

size_t
papo_json_splice_tail(struct papo_buf *out, const char *rec, size_t n,
    struct papo_edit *edits, size_t nedits)
{
	size_t from;

	sort_edits(edits, nedits);
	from = nedits ? edits[0].slot.start : n;
	splice_from(out, rec, n, from, edits, nedits);
	return from;
}
