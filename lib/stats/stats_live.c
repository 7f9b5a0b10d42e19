/* SPDX-License-Identifier: MIT */
/* stats_live.c: rows due to be written as a run is read (see stats_live.h). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stats_live.h"
#include "xalloc.h"

void
papo_stats_ledger_init(struct papo_stats_ledger *l)
{
	memset(l, 0, sizeof(*l));
}

void
papo_stats_ledger_release(struct papo_stats_ledger *l)
{
	size_t i;

	for (i = 0; i < l->nrow; i++)
		free(l->row[i].keymem);
	free(l->row);
	memset(l, 0, sizeof(*l));
}

/* Where key k is in l, or where it would go (*found tells). */
static size_t
slot(const struct papo_stats_ledger *l, const struct papo_stats_key *k,
    int *found)
{
	size_t lo = 0, hi = l->nrow;

	*found = 0;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = papo_stats_key_cmp(&l->row[mid].key, k);

		if (c == 0) {
			*found = 1;
			return mid;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

long
papo_stats_ledger_find(const struct papo_stats_ledger *l,
    const struct papo_stats_key *k)
{
	int found;
	size_t i = slot(l, k, &found);

	return found ? (long)i : -1;
}

/* 1 when the metrics are the same: bit for bit, or both null. */
static int
same(const double *a, const double *b)
{
	int k;

	for (k = 0; k < PAPO_SM_N; k++)
		if (memcmp(&a[k], &b[k], sizeof(a[k])) != 0 &&
		    !(isnan(a[k]) && isnan(b[k])))
			return 0;
	return 1;
}

size_t
papo_stats_ledger_due(struct papo_stats_ledger *l,
    const struct papo_stats *st, int all, size_t *due, size_t *again)
{
	size_t over = st->nrow, i, n = 0, at;
	int found;

	*again = 0;
	if (!all) {
		/* the rows before the greatest key; null is no key */
		over = st->nrow;
		while (over > 0 && st->row[over - 1].key.type ==
		    PAPO_JSON_NONE)
			over--;
		over = over > 0 ? over - 1 : 0;
	}
	for (i = 0; i < over; i++) {
		const struct papo_stats_row *r = &st->row[i];
		struct papo_stats_row *w;

		at = slot(l, &r->key, &found);
		if (found && same(l->row[at].m, r->m))
			continue;
		due[n++] = i;
		if (found) {
			(*again)++;
			memcpy(l->row[at].m, r->m, sizeof(r->m));
			continue;
		}
		l->row = papo_xgrow(l->row, &l->cap, l->nrow + 1,
		    sizeof(*l->row));
		memmove(l->row + at + 1, l->row + at,
		    (l->nrow - at) * sizeof(*l->row));
		l->nrow++;
		w = &l->row[at];
		memset(w, 0, sizeof(*w));
		w->key = r->key;
		w->keyhash = r->keyhash;
		w->key.s = "";
		if (r->key.len) {
			w->keymem = papo_xmemdup(r->key.s, r->key.len);
			w->key.s = w->keymem;
		}
		memcpy(w->m, r->m, sizeof(r->m));
	}
	return n;
}
