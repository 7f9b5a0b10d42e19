/* SPDX-License-Identifier: MIT */
/*
 * stats_answers.h: how often each final answer occurs in a row of
 * papo-stats, in responses and in prompts (groups), keyed by a 128-bit
 * hash of the answer: exact counts that add up across shards.
 */
#ifndef PAPO_STATS_ANSWERS_H
#define PAPO_STATS_ANSWERS_H

#include <stddef.h>
#include <stdint.h>

/* One answer: its key (key[0] has bit 0 set), responses and groups. */
struct papo_stats_answer {
	uint64_t key[2];
	uint64_t responses;
	uint64_t groups;
};

/*
 * A hash table of answers (open addressing, at most half full).  Zero
 * it, or call papo_stats_answers_init; papo_stats_answers_release frees
 * it.  Memory: 32 bytes a slot, two slots or fewer an answer.
 */
struct papo_stats_answers {
	struct papo_stats_answer *slot;
	size_t n, cap;
};

void papo_stats_answers_init(struct papo_stats_answers *t);
void papo_stats_answers_release(struct papo_stats_answers *t);

/*
 * The entry of key (bit 0 of key[0] is ignored), made with zero counts
 * when new; *isnew (when not NULL) says which.  The pointer is valid
 * until the next call that may add an entry.
 */
struct papo_stats_answer *papo_stats_answers_get(struct papo_stats_answers *t,
    const uint64_t key[2], int *isnew);

/* t += u: the counts of each of u's answers added to t's. */
void papo_stats_answers_merge(struct papo_stats_answers *t,
    const struct papo_stats_answers *u);

/*
 * The most widespread answer: the one found in the most groups, and
 * among those the one given by the most responses.  Its counts go to
 * *responses and *groups; 0 and 0 when t is empty.  The counts do not
 * depend on which of several equal answers it is.
 */
void papo_stats_answers_top(const struct papo_stats_answers *t,
    uint64_t *responses, uint64_t *groups);

/*
 * The entries in order of key (for output that does not depend on the
 * order of the input): an array of t->n pointers the caller frees.
 */
const struct papo_stats_answer **papo_stats_answers_sorted(
    const struct papo_stats_answers *t);

#endif
