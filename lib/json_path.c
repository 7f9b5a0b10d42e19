/* SPDX-License-Identifier: MIT */
/* json_path.c: finding fields in a parsed record by key and by path. */
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "json.h"
#include "xalloc.h"


/* Does key token k equal key (klen bytes)? */
static int
key_eq(const struct papo_json *j, size_t k, const char *key, size_t klen)
{
	const struct papo_jtok *t = &j->tok[k];
	const char *raw = j->s + t->start + 1;
	size_t rlen = t->end - t->start - 2;
	struct papo_buf b = PAPO_BUF_INIT;
	int eq;

	if (!t->escaped)	/* the first byte before memcmp */
		return rlen == klen && (klen == 0 || (raw[0] == key[0] &&
		    memcmp(raw, key, klen) == 0));
	if (rlen < klen)	/* escapes only ever shrink a string */
		return 0;
	papo_json_str(j, (int)k, &b);
	eq = b.len == klen && memcmp(b.s, key, klen) == 0;
	papo_buf_release(&b);
	return eq;
}

size_t
papo_json_holding(const struct papo_json *j, size_t cur, int ri)
{
	size_t c = cur + 1, m;

	for (m = 0; m < (size_t)j->tok[cur].size; m++) {
		if (j->tok[cur].type == PAPO_JSON_OBJECT)
			c++;	/* the key */
		if ((size_t)ri >= c && (size_t)ri < j->tok[c].next)
			return c;
		c = j->tok[c].next;
	}
	return 0;
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
		/* a key of another length or first byte: no call (escapes
		   aside) */
		if ((!j->tok[k].escaped && (j->tok[k].end - j->tok[k].start -
		    2 != klen || (klen > 0 && j->s[j->tok[k].start + 1] !=
		    key[0]))) || !key_eq(j, k, key, klen))
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

/* Element k of the list token a (0 <= k < its size). */
static int
element(const struct papo_json *j, int a, size_t k)
{
	int t = a + 1;

	while (k-- > 0)
		t = (int)j->tok[t].next;
	return t;
}

/* Does token v hold the value written val (a string's content, else text)? */
static int
value_is(const struct papo_json *j, int v, const char *val, size_t vlen)
{
	size_t len;
	const char *raw;

	if (j->tok[v].type == PAPO_JSON_STRING)
		return key_eq(j, (size_t)v, val, vlen);
	raw = papo_json_raw(j, v, &len);
	return len == vlen && memcmp(raw, val, vlen) == 0;
}

/*
 * Step c of path p from token cur: the token it leads to, -1 when it
 * does not apply, -2 on a duplicate key (e set).
 */
static int
step(const struct papo_json *j, const struct papo_path *p, size_t c, int cur,
    struct papo_err *e)
{
	size_t k, size;
	long i;
	int t, hit = -1, m;

	switch (p->kind[c]) {
	case PAPO_PART_KEY:
		return papo_json_member(j, (size_t)cur, p->part[c], p->len[c],
		    e);
	case PAPO_PART_INDEX:
		if (j->tok[cur].type != PAPO_JSON_ARRAY)
			return -1;
		size = j->tok[cur].size;
		i = p->index[c] < 0 ? (long)size + p->index[c] : p->index[c];
		if (i < 0 || (size_t)i >= size)
			return -1;
		return element(j, cur, (size_t)i);
	case PAPO_PART_SIZE:
		if (j->tok[cur].type != PAPO_JSON_ARRAY)
			return -1;
		size = j->tok[cur].size;
		if (p->index[c] >= 0 ? (long)size != p->index[c] :
		    (long)(size % 2) != p->index[c] + 2)
			return -1;
		return cur;
	default:
		if (j->tok[cur].type != PAPO_JSON_ARRAY)
			return -1;
		size = j->tok[cur].size;
		for (k = 0, t = cur + 1; k < size; k++,
		    t = (int)j->tok[t].next) {
			if (j->tok[t].type != PAPO_JSON_OBJECT)
				continue;
			m = papo_json_member(j, (size_t)t, p->part[c],
			    p->len[c], e);
			if (m == -2)
				return -2;
			if (m >= 0 && value_is(j, m, p->val[c], p->vlen[c]))
				hit = t;
		}
		return hit;
	}
}

int
papo_json_find(const struct papo_json *j, const struct papo_path *p,
    struct papo_err *e)
{
	size_t c;
	int cur;

	if (j->ntok == 0)
		return -1;
	for (; p != NULL; p = p->alt) {
		for (c = 0, cur = 0; c < p->n && cur >= 0; c++)
			cur = step(j, p, c, cur, e);
		if (cur != -1)
			return cur;
	}
	return -1;
}

int
papo_path_unselected(const struct papo_json *j, const struct papo_path *p)
{
	struct papo_err e;
	size_t c;
	int cur, next;

	if (j->ntok == 0)
		return -1;
	for (; p != NULL; p = p->alt) {
		for (c = 0, cur = 0; c < p->n && cur >= 0; c++, cur = next) {
			next = step(j, p, c, cur, &e);
			if (next == -1 && p->kind[c] == PAPO_PART_SELECT &&
			    j->tok[cur].type == PAPO_JSON_ARRAY)
				return cur;
		}
	}
	return -1;
}

/* "a string", "an array", ...: token t's type with its article. */
static const char *
a_type(const struct papo_json *j, int t)
{
	switch (j->tok[t].type) {
	case PAPO_JSON_OBJECT: return "an object";
	case PAPO_JSON_ARRAY: return "an array";
	case PAPO_JSON_STRING: return "a string";
	case PAPO_JSON_NUMBER: return "a number";
	case PAPO_JSON_NULL: return "null";
	default: return "a boolean";
	}
}

void
papo_path_why(const struct papo_json *j, const struct papo_path *p,
    struct papo_buf *out)
{
	struct papo_err e;
	size_t c, pre;
	int cur, next;

	for (; p != NULL; p = p->alt) {
		cur = 0;
		for (c = 0; c < p->n && j->ntok > 0; c++) {
			if ((next = step(j, p, c, cur, &e)) >= 0) {
				cur = next;
				continue;
			}
			pre = c ? p->end[c - 1] : 0;
			if (next == -2)
				papo_buf_adds(out, e.msg);
			else if (p->kind[c] == PAPO_PART_KEY &&
			    j->tok[cur].type != PAPO_JSON_OBJECT)
				papo_buf_addf(out, "'%.*s' is %s, not an "
				    "object", (int)pre, p->spec,
				    a_type(j, cur));
			else if (p->kind[c] == PAPO_PART_KEY && c == 0)
				papo_buf_addf(out, "'%.*s' is missing",
				    (int)p->len[c], p->part[c]);
			else if (p->kind[c] == PAPO_PART_KEY)
				papo_buf_addf(out, "'%.*s' has no member "
				    "'%.*s'", (int)pre, p->spec, (int)p->len[c],
				    p->part[c]);
			else if (j->tok[cur].type != PAPO_JSON_ARRAY)
				papo_buf_addf(out, "'%.*s' is %s, not a list",
				    (int)pre, p->spec, a_type(j, cur));
			else if (p->kind[c] == PAPO_PART_INDEX ||
			    p->kind[c] == PAPO_PART_SIZE)
				papo_buf_addf(out, "'%.*s' has %u element%s",
				    (int)pre, p->spec, j->tok[cur].size,
				    j->tok[cur].size == 1 ? "" : "s");
			else
				papo_buf_addf(out, "no element of '%.*s' has "
				    "%.*s=%.*s", (int)pre, p->spec,
				    (int)p->len[c], p->part[c],
				    (int)p->vlen[c], p->val[c]);
			break;
		}
		if (p->alt)
			papo_buf_adds(out, "; ");
	}
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

/* Key k is the wanted key m: note it, or the duplicate. */
static inline void
note_hit(size_t k, const struct papo_path *const *p, size_t m, int *idx,
    int *r, struct papo_err *e)
{
	if (idx[m] >= 0) {
		if (*r == 0)
			papo_err_set(e, PAPO_EX_DATAERR, "duplicate key '%s'",
			    p[m]->spec);
		idx[m] = -2;
		*r = -1;
	} else if (idx[m] == -1)
		idx[m] = (int)(k + 1);
}

/* For papo_json_find_all: is key k the wanted key m?  Note it. */
static void
find_hit(const struct papo_json *j, size_t k, const struct papo_path *const *p,
    size_t m, size_t len, int *idx, int *r, struct papo_err *e)
{
	if (key_eq(j, k, p[m]->part[0], len))
		note_hit(k, p, m, idx, r, e);
}

void
papo_json_keys_init(struct papo_json_keys *keys,
    const struct papo_path *const *p, size_t n)
{
	size_t m, h, len;

	memset(keys, 0, sizeof(*keys));
	keys->p = p;
	keys->n = n;
	if (n > 32)
		return;
	/*
	 * Wanted top-level keys chained by a hash of their length and
	 * first byte, so that each key of the record is compared with
	 * the few that could be it.
	 */
	for (m = 0; m < n; m++) {
		if (p[m] == NULL) {
			keys->len[m] = (size_t)-2;	/* not wanted */
			continue;
		}
		len = p[m]->n == 1 && p[m]->plain && p[m]->alt == NULL ?
		    p[m]->len[0] : (size_t)-1;
		keys->len[m] = len;
		if (len == (size_t)-1) {
			keys->other[keys->nother++] = (unsigned char)m;
			continue;
		}
		keys->key[m] = p[m]->part[0];
		h = PAPO_JSON_KEY_HASH(len, len ?
		    (unsigned char)p[m]->part[0][0] : 0);
		keys->chain[m] = keys->head[h];
		keys->head[h] = (unsigned char)(m + 1);
	}
}

/* For papo_json_find_keys: which wanted keys may key token k be? */
static void
find_key(const struct papo_json *j, size_t k, const struct papo_json_keys *ks,
    int *idx, int *r, struct papo_err *e)
{
	const struct papo_jtok *t = &j->tok[k];
	size_t rlen = t->end - t->start - 2, m, c;

	if (t->escaped) {
		/* any wanted key may be it: try them all */
		for (m = 0; m < ks->n; m++)
			if (ks->len[m] < (size_t)-2)
				find_hit(j, k, ks->p, m, ks->len[m], idx, r, e);
		return;
	}
	/* no escape: the raw bytes are the key (key_eq's first case); the
	   wanted paths of one key noted last first, as chained */
	for (c = papo_json_keys_match(ks, j->s + t->start + 1, rlen); c != 0;
	    c &= ~((size_t)1 << m)) {
		m = 31 - (size_t)__builtin_clz((unsigned)c);
		note_hit(k, ks->p, m, idx, r, e);
	}
}

int
papo_json_find_keys(const struct papo_json *j,
    const struct papo_json_keys *ks, int *idx, struct papo_err *e)
{
	const struct papo_path *const *p = ks->p;
	size_t k, m, end, n = ks->n;
	int r = 0;

	for (m = 0; m < n; m++)
		idx[m] = -1;
	if (j->ntok == 0)
		return 0;
	if (n > 32) {
		for (m = 0; m < n; m++)
			if (p[m] != NULL &&
			    (idx[m] = papo_json_find(j, p[m], e)) == -2)
				r = -1;
		return r;
	}
	end = j->tok[0].next;
	for (k = 1; k < end; k = j->tok[k + 1].next)
		find_key(j, k, ks, idx, &r, e);
	for (k = 0; k < ks->nother; k++)
		if ((idx[ks->other[k]] = papo_json_find(j, p[ks->other[k]],
		    e)) == -2)
			r = -1;
	return r;
}

int
papo_json_find_all(const struct papo_json *j,
    const struct papo_path *const *p, size_t n, int *idx, struct papo_err *e)
{
	struct papo_json_keys ks;

	papo_json_keys_init(&ks, p, n);
	return papo_json_find_keys(j, &ks, idx, e);
}

int
papo_json_slot_found(const struct papo_json *j, const struct papo_path *p,
    int i, struct papo_slot *slot, struct papo_err *e)
{
	/* a path with alternatives is written at its first one, whichever
	   alternative i was found at */
	if (p->n != 1 || p->alt != NULL || i == -2)
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

/* Each key part written as a member's key ("k":), for writers to copy. */
static void
path_members(struct papo_path *p)
{
	size_t c;

	p->member = papo_xcalloc(p->n ? p->n : 1, sizeof(*p->member));
	p->mlen = papo_xcalloc(p->n ? p->n : 1, sizeof(*p->mlen));
	for (c = 0; c < p->n; c++) {
		struct papo_buf b = PAPO_BUF_INIT;

		if (p->kind[c] != PAPO_PART_KEY)
			continue;
		papo_json_put_str(&b, p->part[c], p->len[c]);
		papo_buf_addc(&b, ':');
		p->member[c] = papo_buf_detach(&b, &p->mlen[c]);
	}
}

/*
 * The text of spec from *q up to an unescaped character of stop (or
 * the end), backslashes taken off, into w; *q is left at that character.
 */
static size_t
word(const char **q, const char *stop, char *w)
{
	size_t k = 0;

	for (; **q && strchr(stop, **q) == NULL; (*q)++) {
		if (**q == '\\' && (*q)[1])
			(*q)++;
		w[k++] = **q;
	}
	return k;
}

/* A list step "[...]" at *q (past the '['): part c of p.  -1: malformed. */
static int
list_step(struct papo_path *p, size_t c, const char **q, char *w)
{
	size_t k = word(q, "]=", w), v;
	char *end;

	if (**q == '=') {
		(*q)++;
		v = word(q, "]", w + k + 1);
		if (**q != ']' || k == 0)
			return -1;
		p->kind[c] = PAPO_PART_SELECT;
		p->part[c] = papo_xmemdup(w, k);
		p->len[c] = k;
		p->val[c] = papo_xmemdup(w + k + 1, v);
		p->vlen[c] = v;
	} else {
		if (**q != ']' || k == 0)
			return -1;
		w[k] = '\0';
		if (w[0] == '#') {
			/* [#N], [#even], [#odd]: a condition on the size */
			if (strcmp(w, "#even") == 0 || strcmp(w, "#odd") == 0)
				p->index[c] = w[1] == 'e' ? -2 : -1;
			else if (w[1] >= '0' && w[1] <= '9')
				p->index[c] = strtol(w + 1, &end, 10);
			else
				return -1;
			if (p->index[c] >= 0 && *end != '\0')
				return -1;
			p->kind[c] = PAPO_PART_SIZE;
			(*q)++;
			return 0;
		}
		p->index[c] = strtol(w, &end, 10);
		if (*end != '\0')
			return -1;
		p->kind[c] = PAPO_PART_INDEX;
	}
	(*q)++;			/* the ']' */
	return 0;
}

/* One alternative of a path: spec[0, n). */
static int
parse_one(struct papo_path *p, const char *spec, size_t n, const char *all,
    struct papo_err *e)
{
	size_t parts = 1, c = 0, k;
	const char *q;
	char *w, *one = papo_xmemdup(spec, n);

	for (q = one; *q; q++) {
		if (*q == '\\' && q[1])
			q++;
		else if (*q == '.' || *q == '[')
			parts++;
	}
	p->spec = papo_xstrdup(one);
	p->part = papo_xcalloc(parts, sizeof(*p->part));
	p->len = papo_xcalloc(parts, sizeof(*p->len));
	p->kind = papo_xcalloc(parts, sizeof(*p->kind));
	p->index = papo_xcalloc(parts, sizeof(*p->index));
	p->val = papo_xcalloc(parts, sizeof(*p->val));
	p->vlen = papo_xcalloc(parts, sizeof(*p->vlen));
	p->end = papo_xcalloc(parts, sizeof(*p->end));
	w = papo_xmalloc(n + 2);
	p->plain = 1;
	for (q = one;;) {
		k = word(&q, ".[", w);
		if (k == 0) {
			free(w);
			free(one);
			return papo_err_set(e, PAPO_EX_USAGE, "field path '%s' "
			    "has an empty component", all);
		}
		p->kind[c] = PAPO_PART_KEY;
		p->part[c] = papo_xmemdup(w, k);
		p->len[c] = k;
		p->end[c++] = (size_t)(q - one);
		p->n = c;
		while (*q == '[') {
			q++;
			p->n = c + 1;	/* what list_step fills is released */
			if (list_step(p, c, &q, w) < 0) {
				free(w);
				free(one);
				return papo_err_set(e, PAPO_EX_USAGE, "field "
				    "path '%s': a list step is [N], [-N], "
				    "[member=value], [#N], [#even] or [#odd]",
				    all);
			}
			p->plain = 0;
			p->end[c++] = (size_t)(q - one);
		}
		p->n = c;
		if (*q == '\0')
			break;
		if (*q != '.') {
			char bad = *q;

			free(w);
			free(one);
			return papo_err_set(e, PAPO_EX_USAGE, "field path "
			    "'%s': '%c' after a list step (write '.' before "
			    "a key)",
			    all, bad);
		}
		q++;
	}
	free(w);
	free(one);
	path_members(p);
	return 0;
}

/* "~PATTERN" (n bytes at s) of alternative p: one "{}" in it. */
static int
cut_parse(struct papo_path *p, const char *s, size_t n, const char *all,
    struct papo_err *e)
{
	const char *a = n >= 2 ? memmem(s, n, "{}", 2) : NULL;

	if (a == NULL || memmem(a + 2, n - (size_t)(a + 2 - s), "{}", 2))
		return papo_err_set(e, PAPO_EX_USAGE, "field path '%s': a "
		    "~PATTERN holds one {} (uid~{}_#_#)", all);
	p->cut = papo_xmemdup(s, n);
	p->plain = 0;		/* no field is written at a part of one */
	return 0;
}

int
papo_path_parse(struct papo_path *p, const char *spec, struct papo_err *e)
{
	struct papo_path *cur = p;
	const char *q, *start = spec, *tilde = NULL;

	memset(p, 0, sizeof(*p));
	for (q = spec;; q++) {
		if (*q == '\\' && q[1]) {
			q++;
			continue;
		}
		if (*q == '~' && tilde == NULL)
			tilde = q;
		if (*q != '|' && *q != '\0')
			continue;
		if (parse_one(cur, start, (size_t)((tilde ? tilde : q) -
		    start), spec, e) < 0 || (tilde != NULL &&
		    cut_parse(cur, tilde + 1, (size_t)(q - tilde - 1), spec,
		    e) < 0)) {
			papo_path_release(p);
			return -1;
		}
		tilde = NULL;
		if (*q == '\0')
			break;
		cur->alt = papo_xcalloc(1, sizeof(*cur->alt));
		cur = cur->alt;
		start = q + 1;
	}
	if (p->alt) {
		/* messages name the whole path; it starts as the first */
		free(p->spec);
		p->spec = papo_xstrdup(spec);
	}
	return 0;
}

void
papo_path_release(struct papo_path *p)
{
	size_t c;

	if (p->alt) {
		papo_path_release(p->alt);
		free(p->alt);
	}
	for (c = 0; c < p->n; c++) {
		free(p->part[c]);
		if (p->member)
			free(p->member[c]);
		if (p->val)
			free(p->val[c]);
	}
	free(p->part);
	free(p->len);
	free(p->kind);
	free(p->index);
	free(p->val);
	free(p->vlen);
	free(p->end);
	free(p->member);
	free(p->mlen);
	free(p->spec);
	free(p->cut);
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
 * Does the text t (tn bytes) at the front of s (n bytes, its end at
 * the back when back) match s?  How many bytes of s it took, or -1;
 * '#' takes one or more digits.
 */
static long
cut_match(const char *t, size_t tn, const char *s, size_t n, int back)
{
	size_t i, k = 0;

	for (i = 0; i < tn; i++) {
		char c = t[back ? tn - 1 - i : i];
		size_t d = 0;

		if (c != '#') {
			if (k >= n || s[back ? n - 1 - k : k] != c)
				return -1;
			k++;
			continue;
		}
		while (k + d < n && papo_ascii_digit(s[back ? n - 1 - k - d :
		    k + d]))
			d++;
		if (d == 0)
			return -1;
		k += d;
	}
	return (long)k;
}

int
papo_path_cut(const struct papo_json *j, const struct papo_path *p,
    int t, const char *s, size_t n, size_t *off, size_t *len)
{
	const struct papo_path *a;
	const char *brace;
	long head, tail;

	for (a = p; a != NULL; a = a->alt)
		if (a->cut != NULL)
			break;
	if (a == NULL)		/* the usual case: no pattern */
		return 0;
	for (a = p; a != NULL; a = a->alt) {
		struct papo_path one = *a;

		one.alt = NULL;
		if (papo_json_find(j, &one, NULL) == t)
			break;
	}
	if (a == NULL || a->cut == NULL)
		return 0;
	brace = strstr(a->cut, "{}");
	head = cut_match(a->cut, (size_t)(brace - a->cut), s, n, 0);
	tail = cut_match(brace + 2, strlen(brace + 2), s, n, 1);
	if (head < 0 || tail < 0 || (size_t)head + (size_t)tail >= n)
		return 0;
	*off = (size_t)head;
	*len = n - (size_t)head - (size_t)tail;
	return 1;
}
