/* SPDX-License-Identifier: MIT */
/*
 * judge_window.h: papo-judge's reorder window: the records read and not
 * yet written, in input order, and the table of requests in flight by
 * cache key (a record whose request is already in flight waits for it).
 */
#ifndef PAPO_JUDGE_WINDOW_H
#define PAPO_JUDGE_WINDOW_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "cache.h"
#include "http.h"
#include "json.h"

/*
 * What became of a record in the window.  UNDONE: left unfinished by a
 * stop (its request withdrawn, or the line that stopped the run); it
 * and everything after it stay unwritten.
 */
enum papo_judge_kind {
	PAPO_JUDGE_R_PASS,	/* written as read */
	PAPO_JUDGE_R_WAIT,	/* its judgment is not in yet */
	PAPO_JUDGE_R_DONE,	/* judged or failed: written with its fields */
	PAPO_JUDGE_R_DRY,	/* a dry run: its request body is written */
	PAPO_JUDGE_R_UNDONE
};

/*
 * One record.  The window owns it and every buffer in it; a slot is
 * reused for a later record once its record is written, keeping its
 * memory (papo_judge_window_pop gives back that of huge lines).
 */
struct papo_judge_rec {
	char *line;		/* the line, NUL-terminated, without its
				   terminator */
	size_t len, cap;
	uint64_t lineno;
	uint32_t file;		/* index of its input file */
	uint8_t tlen;		/* its terminator: 1 "\n", 2 "\r\n", 0 */
	uint8_t kind;		/* enum papo_judge_kind */
	uint8_t has_score;
	uint8_t failed;
	double score;
	struct papo_slot sslot, rslot;	/* where the score and report go */
	struct papo_buf body;	/* the request (dry run: the output) */
	struct papo_buf report;	/* the judge object */
	struct papo_buf first;	/* the first reply, when a follow-up
				   turn asks again */
	uint8_t followed;	/* the follow-up turn was asked */
	uint8_t key[PAPO_CACHE_KEY_LEN];
	int attempts;
	int throttled;		/* of attempts, refusals for load that
				   use up no retry (PAPO_JUDGE_THROTTLED) */
	uint8_t leader;		/* its request is in flight, in the table */
	struct papo_judge_rec *hnext;	/* next leader in its bucket */
	struct papo_judge_rec *dups;	/* records waiting for its request */
	struct papo_judge_rec *dupnext;
	struct papo_http_req req;
};

/*
 * The window: records by sequence number in [head, tail), at most cap
 * of them, and the leaders (records whose request is in flight) hashed
 * by key.  Not shared between threads.
 */
struct papo_judge_window {
	struct papo_judge_rec **slot;
	size_t cap;
	struct papo_judge_rec **tab;
	size_t tabcap;		/* a power of two, at least 2 * cap */
	uint64_t head, tail;
};

/* Make a window of cap records (cap >= 1); it dies on out-of-memory. */
void papo_judge_window_init(struct papo_judge_window *w, size_t cap);
/* Free every record and buffer. */
void papo_judge_window_release(struct papo_judge_window *w);

/* Records held; 1 when another one fits. */
size_t papo_judge_window_count(const struct papo_judge_window *w);
int papo_judge_window_room(const struct papo_judge_window *w);

/*
 * Take line l (len bytes, terminator tlen) from file at sequence tail:
 * the record is copied in and reset (kind PASS, no score, no attempts);
 * the caller sets the rest.  Call only when there is room.
 */
struct papo_judge_rec *papo_judge_window_push(struct papo_judge_window *w,
    const char *l, size_t len, uint32_t tlen, uint64_t lineno,
    uint32_t file);

/* Replace r's line with l (len bytes), as a record's rewrite. */
void papo_judge_window_set_line(struct papo_judge_rec *r, const char *l,
    size_t len);

/* The record at sequence seq (head <= seq < tail). */
struct papo_judge_rec *papo_judge_window_at(const struct papo_judge_window *w,
    uint64_t seq);

/* The oldest record, or NULL when the window is empty. */
struct papo_judge_rec *papo_judge_window_head(
    const struct papo_judge_window *w);

/* Drop the oldest record (written); a huge line's memory goes back. */
void papo_judge_window_pop(struct papo_judge_window *w);

/* The leader whose key is key, or NULL. */
struct papo_judge_rec *papo_judge_window_leader(
    const struct papo_judge_window *w, const uint8_t *key);

/* Make r (its key set) the leader for its key. */
void papo_judge_window_lead(struct papo_judge_window *w,
    struct papo_judge_rec *r);

/* r waits for leader ld's judgment. */
void papo_judge_window_follow(struct papo_judge_rec *ld,
    struct papo_judge_rec *r);

/*
 * r is no longer a leader (its request finished or was withdrawn); its
 * followers are still on r->dups, for the caller to settle.
 */
void papo_judge_window_unlead(struct papo_judge_window *w,
    struct papo_judge_rec *r);

#endif
