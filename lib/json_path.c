/* json_path.c: finding fields in a parsed record by key and by path. */
#include <stdlib.h>
#include <string.h>

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

