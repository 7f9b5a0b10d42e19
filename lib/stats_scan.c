/* stats_scan.c: one strict pass over a record that notes where a few fields are, word-at-a-time through strings. */
#include <string.h>

#include "stats_scan.h"

/* Deepest nesting the scanner handles itself; deeper goes to the parser. */
#define SCAN_MAX_DEPTH 64

#define ONES	0x0101010101010101ULL
#define HIGHS	0x8080808080808080ULL

struct cur {
	const unsigned char *s;
	size_t n;
	size_t p;
	struct papo_stats_scan *sc;
};

void
papo_stats_scan_init(struct papo_stats_scan *sc,
    const struct papo_path *const *paths, size_t n)
{
	size_t k;

	memset(sc, 0, sizeof(*sc));
	sc->npath = n;
	sc->usable = n <= PAPO_STATS_SCAN_MAX;
	for (k = 0; k < n && k < PAPO_STATS_SCAN_MAX; k++) {
		sc->path[k] = paths[k];
		if (paths[k]->n == 0 || paths[k]->n >= SCAN_MAX_DEPTH)
			sc->usable = 0;
	}
}

static void
skip_ws(struct cur *c)
{
	while (c->p < c->n && (c->s[c->p] == ' ' || c->s[c->p] == '\t' ||
	    c->s[c->p] == '\n' || c->s[c->p] == '\r'))
		c->p++;
}

/* Length of a valid UTF-8 sequence at s (n bytes left), 0 when invalid. */
static size_t
utf8_len(const unsigned char *s, size_t n)
{
	unsigned lo = 0x80, hi = 0xbf;
	size_t len, k;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		len = 3;
		if (s[0] == 0xe0)
			lo = 0xa0;	/* overlong */
		else if (s[0] == 0xed)
			hi = 0x9f;	/* surrogates */
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		len = 4;
		if (s[0] == 0xf0)
			lo = 0x90;	/* overlong */
		else if (s[0] == 0xf4)
			hi = 0x8f;	/* above U+10FFFF */
	} else
		return 0;
	if (n < len || s[1] < lo || s[1] > hi)
		return 0;
	for (k = 2; k < len; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	return len;
}

static int
is_hex(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
	    (c >= 'A' && c <= 'F');
}

/*
 * A string starting at the quote at c->p; leaves c->p after the
 * closing quote.  Eight bytes at a time while none of them is a
 * quote, a backslash, a control character or non-ASCII.
 */
static int
scan_string(struct cur *c, int *esc)
{
	const unsigned char *s = c->s;
	size_t n = c->n, p = c->p + 1, l;
	uint64_t x;

	*esc = 0;
	for (;;) {
		while (p + 8 <= n) {
			memcpy(&x, s + p, 8);
			if (((x | (x - 0x20 * ONES) | ((x ^ (0x22 * ONES)) -
			    ONES) | ((x ^ (0x5c * ONES)) - ONES)) & HIGHS) != 0)
				break;
			p += 8;
		}
		if (p >= n)
			return 0;
		if (s[p] == '"') {
			c->p = p + 1;
			return 1;
		}
		if (s[p] == '\\') {
			*esc = 1;
			if (p + 1 >= n)
				return 0;
			switch (s[p + 1]) {
			case '"': case '\\': case '/': case 'b': case 'f':
			case 'n': case 'r': case 't':
				p += 2;
				break;
			case 'u':
				if (p + 6 > n || !is_hex(s[p + 2]) ||
				    !is_hex(s[p + 3]) || !is_hex(s[p + 4]) ||
				    !is_hex(s[p + 5]))
					return 0;
				p += 6;
				break;
			default:
				return 0;
			}
		} else if (s[p] < 0x20)
			return 0;
		else if (s[p] < 0x80)
			p++;
		else if ((l = utf8_len(s + p, n - p)) == 0)
			return 0;
		else
			p += l;
	}
}

static int
digits(struct cur *c)
{
	size_t p0 = c->p;

	while (c->p < c->n && c->s[c->p] >= '0' && c->s[c->p] <= '9')
		c->p++;
	return c->p > p0;
}

/* A number, by RFC 8259's grammar. */
static int
scan_number(struct cur *c)
{
	if (c->p < c->n && c->s[c->p] == '-')
		c->p++;
	if (c->p >= c->n)
		return 0;
	if (c->s[c->p] == '0')
		c->p++;
	else if (c->s[c->p] >= '1' && c->s[c->p] <= '9')
		digits(c);
	else
		return 0;
	if (c->p < c->n && c->s[c->p] == '.') {
		c->p++;
		if (!digits(c))
			return 0;
	}
	if (c->p < c->n && (c->s[c->p] == 'e' || c->s[c->p] == 'E')) {
		c->p++;
		if (c->p < c->n && (c->s[c->p] == '+' || c->s[c->p] == '-'))
			c->p++;
		if (!digits(c))
			return 0;
	}
	return 1;
}

static int
scan_literal(struct cur *c, const char *lit, size_t len)
{
	if (c->n - c->p < len || memcmp(c->s + c->p, lit, len) != 0)
		return 0;
	c->p += len;
	return 1;
}

static int scan_value(struct cur *c, int depth, uint32_t mask,
    uint32_t want, int *type);

/*
 * An object at c->p ('{').  mask holds the paths whose first depth - 1
 * components led here: a key equal to component depth - 1 of such a
 * path either is the path's value or leads further down.
 */
static int
scan_object(struct cur *c, int depth, uint32_t mask)
{
	struct papo_stats_scan *sc = c->sc;
	size_t k0, klen, k;
	int esc, type, d = depth - 1;

	if (depth > SCAN_MAX_DEPTH)
		return 0;
	c->p++;
	skip_ws(c);
	if (c->p < c->n && c->s[c->p] == '}') {
		c->p++;
		return 1;
	}
	for (;;) {
		uint32_t down = 0, want = 0;

		if (c->p >= c->n || c->s[c->p] != '"')
			return 0;
		k0 = c->p + 1;
		if (!scan_string(c, &esc))
			return 0;
		klen = c->p - 1 - k0;
		for (k = 0; mask && k < sc->npath; k++) {
			const struct papo_path *pa = sc->path[k];

			if (!(mask & (1u << k)))
				continue;
			if (esc)
				return 0;	/* the parser unescapes keys */
			if (pa->len[d] != klen ||
			    memcmp(pa->part[d], c->s + k0, klen) != 0)
				continue;
			if (sc->seen[k] & ((uint64_t)1 << d))
				return 0;	/* duplicate: the parser says so */
			sc->seen[k] |= (uint64_t)1 << d;
			if (pa->n == (size_t)depth)
				want |= 1u << k;
			else
				down |= 1u << k;
		}
		skip_ws(c);
		if (c->p >= c->n || c->s[c->p] != ':')
			return 0;
		c->p++;
		skip_ws(c);
		if (!scan_value(c, depth, down, want, &type))
			return 0;
		skip_ws(c);
		if (c->p >= c->n)
			return 0;
		if (c->s[c->p] == '}') {
			c->p++;
			return 1;
		}
		if (c->s[c->p] != ',')
			return 0;
		c->p++;
		skip_ws(c);
	}
}

static int
scan_array(struct cur *c, int depth)
{
	int type;

	if (depth > SCAN_MAX_DEPTH)
		return 0;
	c->p++;
	skip_ws(c);
	if (c->p < c->n && c->s[c->p] == ']') {
		c->p++;
		return 1;
	}
	for (;;) {
		if (!scan_value(c, depth, 0, 0, &type))
			return 0;
		skip_ws(c);
		if (c->p >= c->n)
			return 0;
		if (c->s[c->p] == ']') {
			c->p++;
			return 1;
		}
		if (c->s[c->p] != ',')
			return 0;
		c->p++;
		skip_ws(c);
	}
}

/*
 * A value at c->p inside a container at depth.  It is the value of
 * the paths in want, and leads on to those in down when an object.
 */
static int
scan_value(struct cur *c, int depth, uint32_t down, uint32_t want,
    int *type)
{
	struct papo_stats_scan *sc = c->sc;
	size_t start = c->p, k;
	int esc = 0, ok;

	if (c->p >= c->n)
		return 0;
	switch (c->s[c->p]) {
	case '"':
		*type = PAPO_JSON_STRING;
		ok = scan_string(c, &esc);
		break;
	case '{':
		*type = PAPO_JSON_OBJECT;
		ok = scan_object(c, depth + 1, down);
		break;
	case '[':
		*type = PAPO_JSON_ARRAY;
		ok = scan_array(c, depth + 1);
		break;
	case 't':
		*type = PAPO_JSON_TRUE;
		ok = scan_literal(c, "true", 4);
		break;
	case 'f':
		*type = PAPO_JSON_FALSE;
		ok = scan_literal(c, "false", 5);
		break;
	case 'n':
		*type = PAPO_JSON_NULL;
		ok = scan_literal(c, "null", 4);
		break;
	default:
		*type = PAPO_JSON_NUMBER;
		ok = scan_number(c);
		break;
	}
	if (!ok)
		return 0;
	for (k = 0; want && k < sc->npath; k++) {
		if (!(want & (1u << k)))
			continue;
		sc->tok[k].type = (uint8_t)*type;
		sc->tok[k].start = (uint32_t)start;
		sc->tok[k].end = (uint32_t)c->p;
		sc->tok[k].escaped = (uint8_t)esc;
	}
	return 1;
}

int
papo_stats_scan(struct papo_stats_scan *sc, const char *s, size_t n, int *idx)
{
	struct cur c;
	size_t k;

	if (!sc->usable || n > PAPO_JSON_MAX_LEN)
		return 0;
	for (k = 0; k < sc->npath; k++) {
		sc->seen[k] = 0;
		sc->tok[k].type = PAPO_JSON_NONE;
	}
	c.s = (const unsigned char *)s;
	c.n = n;
	c.p = 0;
	c.sc = sc;
	skip_ws(&c);
	if (c.p >= n || s[c.p] != '{')
		return 0;
	if (!scan_object(&c, 1, sc->npath >= 32 ? 0xffffffffu :
	    (1u << sc->npath) - 1))
		return 0;
	skip_ws(&c);
	if (c.p != n)
		return 0;
	sc->view.s = s;
	sc->view.n = n;
	sc->view.tok = sc->tok;
	sc->view.ntok = sc->npath;
	for (k = 0; k < sc->npath; k++)
		idx[k] = sc->tok[k].type == PAPO_JSON_NONE ? -1 : (int)k;
	return 1;
}
