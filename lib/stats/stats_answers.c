/* SPDX-License-Identifier: MIT */
/* stats_answers.c: counts of final answers per row, by responses and groups. */
#include <stdlib.h>
#include <string.h>

#include "stats_answers.h"
#include "xalloc.h"

void
papo_stats_answers_init(struct papo_stats_answers *t)
{
	memset(t, 0, sizeof(*t));
}

void
papo_stats_answers_release(struct papo_stats_answers *t)
{
	free(t->slot);
	memset(t, 0, sizeof(*t));
}

/* The slot of key k0, k1 in a table of cap slots: its own, or the empty one. */
static struct papo_stats_answer *
probe(struct papo_stats_answer *slot, size_t cap, uint64_t k0, uint64_t k1)
{
	size_t i, mask = cap - 1;

	for (i = (size_t)k1 & mask; slot[i].key[0] != 0; i = (i + 1) & mask)
		if (slot[i].key[0] == k0 && slot[i].key[1] == k1)
			break;
	return &slot[i];
}

struct papo_stats_answer *
papo_stats_answers_get(struct papo_stats_answers *t, const uint64_t key[2],
    int *isnew)
{
	struct papo_stats_answer *a;
	uint64_t k0 = key[0] | 1;
	size_t i;

	if (2 * (t->n + 1) > t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 4;
		struct papo_stats_answer *s = papo_xcalloc(cap, sizeof(*s));

		for (i = 0; i < t->cap; i++)
			if (t->slot[i].key[0] != 0)
				*probe(s, cap, t->slot[i].key[0],
				    t->slot[i].key[1]) = t->slot[i];
		free(t->slot);
		t->slot = s;
		t->cap = cap;
	}
	a = probe(t->slot, t->cap, k0, key[1]);
	if (isnew)
		*isnew = a->key[0] == 0;
	if (a->key[0] == 0) {
		a->key[0] = k0;
		a->key[1] = key[1];
		t->n++;
	}
	return a;
}

void
papo_stats_answers_merge(struct papo_stats_answers *t,
    const struct papo_stats_answers *u)
{
	struct papo_stats_answer *a;
	size_t i;

	for (i = 0; i < u->cap; i++) {
		if (u->slot[i].key[0] == 0)
			continue;
		a = papo_stats_answers_get(t, u->slot[i].key, NULL);
		a->responses += u->slot[i].responses;
		a->groups += u->slot[i].groups;
	}
}

void
papo_stats_answers_top(const struct papo_stats_answers *t,
    uint64_t *responses, uint64_t *groups)
{
	size_t i;

	*responses = *groups = 0;
	for (i = 0; i < t->cap; i++) {
		const struct papo_stats_answer *a = &t->slot[i];

		if (a->key[0] == 0)
			continue;
		if (a->groups > *groups || (a->groups == *groups &&
		    a->responses > *responses)) {
			*groups = a->groups;
			*responses = a->responses;
		}
	}
}

static int
key_cmp(const void *x, const void *y)
{
	const struct papo_stats_answer *a =
	    *(const struct papo_stats_answer *const *)x;
	const struct papo_stats_answer *b =
	    *(const struct papo_stats_answer *const *)y;

	if (a->key[0] != b->key[0])
		return a->key[0] < b->key[0] ? -1 : 1;
	if (a->key[1] != b->key[1])
		return a->key[1] < b->key[1] ? -1 : 1;
	return 0;
}

const struct papo_stats_answer **
papo_stats_answers_sorted(const struct papo_stats_answers *t)
{
	const struct papo_stats_answer **v;
	size_t i, k = 0;

	v = papo_xcalloc(t->n + 1, sizeof(*v));
	for (i = 0; i < t->cap; i++)
		if (t->slot[i].key[0] != 0)
			v[k++] = &t->slot[i];
	if (k > 1)
		qsort(v, k, sizeof(*v), key_cmp);
	return v;
}
