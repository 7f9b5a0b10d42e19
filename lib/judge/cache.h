/* SPDX-License-Identifier: MIT */
/*
 * cache.h: the persistent judgment cache of papo-judge (SQLite), keyed
 * by a SHA-256 of the request.
 */
#ifndef PAPO_CACHE_H
#define PAPO_CACHE_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "papo.h"

#define PAPO_CACHE_KEY_LEN 32

/*
 * SHA-256 of n bytes at p (FIPS 180-4), into key.  Pure; used as the
 * cache key of a request body.
 */
void papo_sha256(const void *p, size_t n, uint8_t key[PAPO_CACHE_KEY_LEN]);

/*
 * The cache key of a request: SHA-256 of a version tag followed by
 * the exact request body, which holds everything that determines the
 * reply (model, messages, sampling parameters).
 */
void papo_cache_key(const char *body, size_t n,
    uint8_t key[PAPO_CACHE_KEY_LEN]);

/*
 * An open cache.  One SQLite database in WAL mode with a busy
 * timeout: several processes may read and write it at once, and every
 * stored judgment is its own committed transaction, so a process
 * killed at any moment (kill -9) loses nothing it had stored.  Not
 * shared between threads.
 */
struct papo_cache {
	void *db;		/* sqlite3 */
	void *get;		/* prepared statements */
	void *put;
	char *path;
	const volatile sig_atomic_t *cancel;	/* stop waiting when
						   nonzero, or NULL */
	double wait_from;	/* the statement at hand began waiting */
	int cancelled;		/* ... and stopped for cancel */
};

/*
 * Longest wait, in seconds, for another process's lock on the cache:
 * a statement still locked out then fails, naming the lock.
 */
#define PAPO_CACHE_WAIT	10

/* A cached judgment: the reply that was scored. */
struct papo_cache_entry {
	struct papo_buf content;	/* the reply's message content */
	struct papo_buf finish;		/* its finish reason
					   ("" if none) */
	struct papo_buf model;		/* the model that replied */
};

/*
 * The default cache file: $XDG_CACHE_HOME/papo/judge.sqlite, else
 * $HOME/.cache/papo/judge.sqlite, appended to out.  -1 with e set
 * (status 78) when neither variable is set, or HOME is no directory.
 */
int papo_cache_default_path(struct papo_buf *out, struct papo_err *e);

/*
 * Open (creating when needed) the cache at path, making its directory
 * first if it is missing (directories made 0700, a new file 0600).
 * -1 with e set (status 74) when the file cannot be opened or is not a
 * papo judgment cache.
 */
int papo_cache_open(struct papo_cache *c, const char *path,
    struct papo_err *e);
void papo_cache_close(struct papo_cache *c);

/*
 * Stop waiting for another process's lock as soon as *flag turns
 * nonzero (a signal handler's flag): the statement then fails.
 */
void papo_cache_set_cancel(struct papo_cache *c,
    const volatile sig_atomic_t *flag);

/*
 * Look key up.  1 with ent filled (its buffers are reset first), 0
 * when absent, -1 with e set (status 74) on a database error.
 */
int papo_cache_get(struct papo_cache *c, const uint8_t *key,
    struct papo_cache_entry *ent, struct papo_err *e);

/*
 * Store a judgment under key (replacing what was there), committed
 * at once.  model is the model asked for, served the one that replied
 * (may be NULL), finish may be NULL.  -1 with e set (status 74).
 */
int papo_cache_put(struct papo_cache *c, const uint8_t *key,
    const char *model, const char *content, size_t clen, const char *finish,
    const char *served, struct papo_err *e);

void papo_cache_entry_init(struct papo_cache_entry *ent);
void papo_cache_entry_release(struct papo_cache_entry *ent);

#endif
