/* SPDX-License-Identifier: MIT */
/*
 * judge_window.c: the reorder window of papo-judge and its table of
 * requests in flight.
 */
#include <stdlib.h>
#include <string.h>

#include "judge_window.h"
#include "xalloc.h"

/* A record whose line took more than this gives its memory back. */
#define HUGE_LINE ((size_t)1 << 20)

void
papo_judge_window_init(struct papo_judge_window *w, size_t cap)
{
	size_t i;

	memset(w, 0, sizeof(*w));
	w->cap = cap ? cap : 1;
	w->slot = papo_xcalloc(w->cap, sizeof(*w->slot));
	for (i = 0; i < w->cap; i++)
		w->slot[i] = papo_xcalloc(1, sizeof(**w->slot));
	for (w->tabcap = 64; w->tabcap < 2 * w->cap; w->tabcap *= 2)
		;
	w->tab = papo_xcalloc(w->tabcap, sizeof(*w->tab));
}

void
papo_judge_window_release(struct papo_judge_window *w)
{
	size_t i;

	for (i = 0; i < w->cap; i++) {
		struct papo_judge_rec *r = w->slot[i];

		free(r->line);
		papo_buf_release(&r->body);
		papo_buf_release(&r->report);
		papo_buf_release(&r->first);
		papo_buf_release(&r->req.reply);
		free(r);
	}
	free(w->slot);
	free(w->tab);
	memset(w, 0, sizeof(*w));
}

size_t
papo_judge_window_count(const struct papo_judge_window *w)
{
	return (size_t)(w->tail - w->head);
}

int
papo_judge_window_room(const struct papo_judge_window *w)
{
	return papo_judge_window_count(w) < w->cap;
}

struct papo_judge_rec *
papo_judge_window_at(const struct papo_judge_window *w, uint64_t seq)
{
	return w->slot[seq % w->cap];
}

struct papo_judge_rec *
papo_judge_window_push(struct papo_judge_window *w, const char *l, size_t len,
    uint32_t tlen, uint64_t lineno, uint32_t file)
{
	struct papo_judge_rec *r = papo_judge_window_at(w, w->tail++);

	papo_judge_window_set_line(r, l, len);
	r->tlen = (uint8_t)tlen;
	r->lineno = lineno;
	r->file = file;
	r->kind = PAPO_JUDGE_R_PASS;
	r->attempts = 0;
	r->throttled = 0;
	r->failed = r->has_score = 0;
	r->score = 0;
	r->leader = 0;
	r->hnext = r->dups = r->dupnext = NULL;
	return r;
}

void
papo_judge_window_set_line(struct papo_judge_rec *r, const char *l,
    size_t len)
{
	if (r->cap < len + 1) {
		r->cap = len + 1;
		free(r->line);
		r->line = papo_xmalloc(r->cap);
	}
	memcpy(r->line, l, len);
	r->line[len] = '\0';
	r->len = len;
}

struct papo_judge_rec *
papo_judge_window_head(const struct papo_judge_window *w)
{
	return w->head < w->tail ? papo_judge_window_at(w, w->head) : NULL;
}

void
papo_judge_window_pop(struct papo_judge_window *w)
{
	struct papo_judge_rec *r = papo_judge_window_head(w);

	if (r == NULL)
		return;
	/* a huge record's memory goes back; usual ones keep theirs */
	if (r->cap > HUGE_LINE) {
		free(r->line);
		r->line = NULL;
		r->cap = 0;
	}
	w->head++;
}

static struct papo_judge_rec **
bucket(const struct papo_judge_window *w, const uint8_t *key)
{
	uint64_t h;

	memcpy(&h, key, sizeof(h));
	return &w->tab[h & (w->tabcap - 1)];
}

struct papo_judge_rec *
papo_judge_window_leader(const struct papo_judge_window *w,
    const uint8_t *key)
{
	struct papo_judge_rec *r;

	for (r = *bucket(w, key); r; r = r->hnext)
		if (memcmp(r->key, key, PAPO_CACHE_KEY_LEN) == 0)
			return r;
	return NULL;
}

void
papo_judge_window_lead(struct papo_judge_window *w, struct papo_judge_rec *r)
{
	struct papo_judge_rec **b = bucket(w, r->key);

	r->hnext = *b;
	*b = r;
	r->leader = 1;
}

void
papo_judge_window_follow(struct papo_judge_rec *ld, struct papo_judge_rec *r)
{
	r->kind = PAPO_JUDGE_R_WAIT;
	r->dupnext = ld->dups;
	ld->dups = r;
}

void
papo_judge_window_unlead(struct papo_judge_window *w,
    struct papo_judge_rec *r)
{
	struct papo_judge_rec **p;

	for (p = bucket(w, r->key); *p; p = &(*p)->hnext)
		if (*p == r) {
			*p = r->hnext;
			break;
		}
	r->leader = 0;
	r->hnext = NULL;
}
