/* SPDX-License-Identifier: MIT */
/*
 * stats_live.h: papo-stats --follow's rows written as a run is read:
 * which are due (their step is over, or their values changed since).
 */
#ifndef PAPO_STATS_LIVE_H
#define PAPO_STATS_LIVE_H

#include <stddef.h>

#include "stats.h"

/*
 * The rows written so far, with the values written: the key (owned)
 * and the metrics of each, in key order (the rest of each row is
 * zero).  A struct papo_stats whose rows are these (row, nrow) can be
 * given to papo_stats_report_table.
 */
struct papo_stats_ledger {
	struct papo_stats_row *row;
	size_t nrow, cap;
};

void papo_stats_ledger_init(struct papo_stats_ledger *l);
void papo_stats_ledger_release(struct papo_stats_ledger *l);

/*
 * The rows of st (finished: papo_stats_snapshot or papo_stats_finish)
 * due to be written, as indices into st->row in key order, into due
 * (room for st->nrow); returns how many, and sets *again to how many of
 * them were written before.  A row is due when it is over and was never
 * written, or was written with other values (compared bit for bit;
 * nulls alike).  A row is over when all is set (the end), or when a row
 * of a greater key exists (a record of a later step came); the null
 * row (records without a step) is over at the end only.  The rows
 * returned are noted as written with their values now.
 */
size_t papo_stats_ledger_due(struct papo_stats_ledger *l,
    const struct papo_stats *st, int all, size_t *due, size_t *again);

/* The index of the written row of key k in l->row, or -1. */
long papo_stats_ledger_find(const struct papo_stats_ledger *l,
    const struct papo_stats_key *k);

#endif
