/* SPDX-License-Identifier: MIT */
/* json_splice.c: writing fields into a record, every other byte kept. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "xalloc.h"

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
		struct papo_edit t;

		/* in order already (a writer's edits, most of the time):
		   no copy of the edit out and back */
		if (edits[i - 1].slot.start <= edits[i].slot.start)
			continue;
		t = edits[i];
		for (k = i; k > 0 && edits[k - 1].slot.start > t.slot.start;
		    k--)
			edits[k] = edits[k - 1];
		edits[k] = t;
	}
}

/*
 * Copy n bytes from p to w (apart): the few bytes of a member's key or
 * value by two loads and stores that may overlap, not a call of
 * memcpy, which cost as much as the rest of splice_top.
 */
static inline void
copy_small(char *w, const char *p, size_t n)
{
	uint64_t a, b;
	uint32_t c, d;
	char x[16], y[16];

	if (n > 16 && n <= 32) {
		memcpy(x, p, 16);
		memcpy(y, p + n - 16, 16);
		memcpy(w, x, 16);
		memcpy(w + n - 16, y, 16);
	} else if (n >= 8 && n <= 16) {
		memcpy(&a, p, 8);
		memcpy(&b, p + n - 8, 8);
		memcpy(w, &a, 8);
		memcpy(w + n - 8, &b, 8);
	} else if (n >= 4 && n < 8) {
		memcpy(&c, p, 4);
		memcpy(&d, p + n - 4, 4);
		memcpy(w, &c, 4);
		memcpy(w + n - 4, &d, 4);
	} else if (n < 4) {
		while (n-- > 0)
			*w++ = *p++;
	} else
		memcpy(w, p, n);
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
	copy_small(w, rec + pos, at - pos);
	w += at - pos;
	for (i = 0; i < nedits; i++) {
		const struct papo_edit *ed = &edits[i];

		if (i > 0 || ed->slot.comma)
			*w++ = ',';
		copy_small(w, ed->path->member[0], ed->path->mlen[0]);
		w += ed->path->mlen[0];
		copy_small(w, ed->val, ed->vlen);
		w += ed->vlen;
	}
	copy_small(w, rec + at, n - at);
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

