/* SPDX-License-Identifier: MIT */
/*
 * cache.c: judgments stored in SQLite (WAL, busy timeout, one
 * transaction each), keyed by SHA-256.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "cache.h"
#include "xalloc.h"

/* ---- SHA-256 (FIPS 180-4) ---- */

static const uint32_t sha_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b,
	0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
	0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7,
	0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152,
	0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
	0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
	0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
	0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

struct sha {
	uint32_t h[8];
	uint8_t blk[64];
	size_t fill;
	uint64_t total;
};

static uint32_t
ror(uint32_t x, int n)
{
	return (x >> n) | (x << (32 - n));
}

static void
sha_block(struct sha *s, const uint8_t *p)
{
	uint32_t w[64], a, b, c, d, e, f, g, h, t1, t2;
	int i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		    (uint32_t)p[4 * i + 2] << 8 | (uint32_t)p[4 * i + 3];
	for (i = 16; i < 64; i++) {
		uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^
		    (w[i - 15] >> 3);
		uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^
		    (w[i - 2] >> 10);

		w[i] = w[i - 16] + s0 + w[i - 7] + s1;
	}
	a = s->h[0]; b = s->h[1]; c = s->h[2]; d = s->h[3];
	e = s->h[4]; f = s->h[5]; g = s->h[6]; h = s->h[7];
	for (i = 0; i < 64; i++) {
		t1 = h + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) +
		    ((e & f) ^ (~e & g)) + sha_k[i] + w[i];
		t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) +
		    ((a & b) ^ (a & c) ^ (b & c));
		h = g; g = f; f = e; e = d + t1;
		d = c; c = b; b = a; a = t1 + t2;
	}
	s->h[0] += a; s->h[1] += b; s->h[2] += c; s->h[3] += d;
	s->h[4] += e; s->h[5] += f; s->h[6] += g; s->h[7] += h;
}

static void
sha_init(struct sha *s)
{
	static const uint32_t h0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	};

	memcpy(s->h, h0, sizeof(h0));
	s->fill = 0;
	s->total = 0;
}

static void
sha_add(struct sha *s, const void *data, size_t n)
{
	const uint8_t *p = data;

	s->total += n;
	if (s->fill) {
		size_t k = 64 - s->fill < n ? 64 - s->fill : n;

		memcpy(s->blk + s->fill, p, k);
		s->fill += k;
		p += k;
		n -= k;
		if (s->fill < 64)
			return;
		sha_block(s, s->blk);
		s->fill = 0;
	}
	for (; n >= 64; p += 64, n -= 64)
		sha_block(s, p);
	memcpy(s->blk, p, n);
	s->fill = n;
}

static void
sha_end(struct sha *s, uint8_t out[32])
{
	uint64_t bits = s->total * 8;
	uint8_t pad[72];
	size_t padlen = (s->fill < 56 ? 56 : 120) - s->fill;
	int i;

	memset(pad, 0, sizeof(pad));
	pad[0] = 0x80;
	for (i = 0; i < 8; i++)
		pad[padlen + (size_t)i] = (uint8_t)(bits >> (56 - 8 * i));
	sha_add(s, pad, padlen + 8);
	for (i = 0; i < 8; i++) {
		out[4 * i] = (uint8_t)(s->h[i] >> 24);
		out[4 * i + 1] = (uint8_t)(s->h[i] >> 16);
		out[4 * i + 2] = (uint8_t)(s->h[i] >> 8);
		out[4 * i + 3] = (uint8_t)s->h[i];
	}
}

void
papo_sha256(const void *p, size_t n, uint8_t key[PAPO_CACHE_KEY_LEN])
{
	struct sha s;

	sha_init(&s);
	sha_add(&s, p, n);
	sha_end(&s, key);
}

void
papo_cache_key(const char *body, size_t n, uint8_t key[PAPO_CACHE_KEY_LEN])
{
	static const char tag[] = "papo-judge cache 1\n";
	struct sha s;

	sha_init(&s);
	sha_add(&s, tag, sizeof(tag) - 1);
	sha_add(&s, body, n);
	sha_end(&s, key);
}

/* ---- the database ---- */

#define SCHEMA_VERSION 1

int
papo_cache_default_path(struct papo_buf *out, struct papo_err *e)
{
	const char *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");

	/* the XDG spec says relative paths are to be ignored */
	if (x != NULL && x[0] == '/')
		return papo_buf_addf(out, "%s/papo/judge.sqlite", x) < 0 ?
		    -1 : 0;
	if (h != NULL && h[0] != '\0') {
		struct stat st;

		/* .cache is made in a home, never the home itself (a
		   service's HOME=/nonexistent must stay so) */
		if (stat(h, &st) < 0 || !S_ISDIR(st.st_mode))
			return papo_err_set(e, PAPO_EX_CONFIG, "no cache "
			    "location: HOME '%s' is no directory; set "
			    "XDG_CACHE_HOME, or give --cache FILE or "
			    "--no-cache", h);
		return papo_buf_addf(out, "%s/.cache/papo/judge.sqlite",
		    h) < 0 ? -1 : 0;
	}
	return papo_err_set(e, PAPO_EX_CONFIG, "no cache location: set "
	    "XDG_CACHE_HOME or HOME, or give --cache FILE or --no-cache");
}

/* mkdir -p of the directory part of path. */
static int
make_parent(const char *path, struct papo_err *e)
{
	char *d = papo_xstrdup(path), *p, c;
	int r = 0;

	p = strrchr(d, '/');
	if (p == NULL || p == d) {
		free(d);
		return 0;
	}
	*p = '\0';
	for (p = d + 1; r == 0; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		c = *p;
		*p = '\0';
		/* judgments may quote the data: for the user alone */
		if (mkdir(d, 0700) < 0 && errno != EEXIST)
			r = papo_err_set(e, PAPO_EX_IOERR, "cannot create "
			    "directory '%s' for the cache: %s", d,
			    strerror(errno));
		*p = c;
		if (c == '\0')
			break;
	}
	free(d);
	return r;
}

/*
 * Waiting for another process's lock.  SQLite answers SQLITE_BUSY
 * without waiting when waiting could deadlock (two connections
 * upgrading their locks at once, as two runs creating one cache do),
 * so statements are retried as well as waited for; both stop when the
 * cancel flag turns nonzero (a signal: honoured within 10 ms) or after
 * PAPO_CACHE_WAIT seconds, and the cache is then named as locked.
 */
static int
busy(int rc)
{
	return (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
}

static double
mono(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void
nap(void)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };

	nanosleep(&ts, NULL);
}

/* 1 while the statement at hand may wait on. */
static int
may_wait(struct papo_cache *c)
{
	if (c->cancel != NULL && *c->cancel) {
		c->cancelled = 1;
		return 0;
	}
	return mono() - c->wait_from < PAPO_CACHE_WAIT;
}

/* SQLite's busy handler: nap while may_wait. */
static int
on_busy(void *ud, int count)
{
	struct papo_cache *c = ud;

	(void)count;
	if (!may_wait(c))
		return 0;
	nap();
	return 1;
}

static void
wait_start(struct papo_cache *c)
{
	c->wait_from = mono();
	c->cancelled = 0;
}

static int
db_fail(struct papo_cache *c, const char *what, struct papo_err *e)
{
	int rc = c->db ? sqlite3_errcode(c->db) : SQLITE_CANTOPEN;

	if (c->cancelled)
		return papo_err_set(e, PAPO_EX_IOERR, "cache '%s': %s: "
		    "interrupted while another process held its lock", c->path,
		    what);
	if (busy(rc))
		return papo_err_set(e, PAPO_EX_IOERR, "cache '%s': %s: locked "
		    "by another process for %d s: %s", c->path, what,
		    PAPO_CACHE_WAIT, sqlite3_errmsg(c->db));
	return papo_err_set(e, PAPO_EX_IOERR, "cache '%s': %s: %s", c->path,
	    what, c->db ? sqlite3_errmsg(c->db) : "cannot open");
}

/* sqlite3_step, again while the database is busy; its last result. */
static int
step(struct papo_cache *c, sqlite3_stmt *st)
{
	int rc;

	wait_start(c);
	while (busy(rc = sqlite3_step(st)) && may_wait(c)) {
		sqlite3_reset(st);
		nap();
	}
	return rc;
}

static int
exec(struct papo_cache *c, const char *sql, struct papo_err *e)
{
	int rc;

	wait_start(c);
	do {
		rc = sqlite3_exec(c->db, sql, NULL, NULL, NULL);
		if (rc == SQLITE_OK)
			return 0;
		if (!busy(rc))
			break;
		nap();
	} while (may_wait(c));
	return db_fail(c, "setup", e);
}

/* Prepare a statement; preparing reads the schema, which may be locked too. */
static int
prepare(struct papo_cache *c, const char *sql, void **out)
{
	int rc;

	wait_start(c);
	do {
		rc = sqlite3_prepare_v2(c->db, sql, -1, (sqlite3_stmt **)out,
		    NULL);
		if (rc == SQLITE_OK)
			return 0;
		if (!busy(rc))
			break;
		nap();
	} while (may_wait(c));
	return -1;
}

static int
user_version(struct papo_cache *c, int *v, struct papo_err *e)
{
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(c->db, "PRAGMA user_version", -1, &st,
	    NULL) != SQLITE_OK)
		return db_fail(c, "setup", e);
	rc = step(c, st);
	*v = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return db_fail(c, "setup", e);
	return 0;
}

/* 1 when path is a symbolic link to nothing (yet). */
static int
dangling(const char *path)
{
	struct stat l, t;

	return lstat(path, &l) == 0 && S_ISLNK(l.st_mode) &&
	    stat(path, &t) < 0 && errno == ENOENT;
}

int
papo_cache_open(struct papo_cache *c, const char *path, struct papo_err *e)
{
	sqlite3 *db = NULL;
	int rc, v, fd;

	memset(c, 0, sizeof(*c));
	c->path = papo_xstrdup(path);
	if (make_parent(path, e) < 0)
		goto fail;
	/* a new cache is the user's alone (SQLite gives its journals the
	   same mode) */
	if ((fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600)) >= 0)
		close(fd);
	else if (errno == EEXIST && dangling(path) &&
	    (fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) >= 0)
		/* a symlink to a file not there yet: O_EXCL refuses it,
		   and SQLite would create its target with the umask's
		   mode; create it here, the user's alone */
		close(fd);
	rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);
	c->db = db;
	if (rc != SQLITE_OK) {
		db_fail(c, "cannot open", e);
		goto fail;
	}
	/* other runs may hold the lock for a while: wait, not forever */
	sqlite3_busy_handler(db, on_busy, c);
	if (exec(c, "PRAGMA journal_mode=WAL", e) < 0 ||
	    exec(c, "PRAGMA synchronous=NORMAL", e) < 0 ||
	    exec(c, "CREATE TABLE IF NOT EXISTS judgment ("
	    "key BLOB PRIMARY KEY, model TEXT NOT NULL, content BLOB NOT NULL, "
	    "finish TEXT, served TEXT, created INTEGER NOT NULL) "
	    "WITHOUT ROWID", e) < 0 ||
	    user_version(c, &v, e) < 0)
		goto fail;
	if (v == 0 && exec(c, "PRAGMA user_version=1", e) < 0)
		goto fail;
	if (v > SCHEMA_VERSION) {
		papo_err_set(e, PAPO_EX_IOERR, "cache '%s' was written by a "
		    "newer papo-judge (schema %d)", path, v);
		goto fail;
	}
	if (prepare(c, "SELECT content, finish, served FROM judgment "
	    "WHERE key = ?1", &c->get) < 0 ||
	    prepare(c, "INSERT OR REPLACE INTO judgment (key, model, content, "
	    "finish, served, created) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
	    &c->put) < 0) {
		db_fail(c, "setup", e);
		goto fail;
	}
	return 0;
fail:
	papo_cache_close(c);
	return -1;
}

void
papo_cache_close(struct papo_cache *c)
{
	sqlite3_finalize(c->get);
	sqlite3_finalize(c->put);
	if (c->db)
		sqlite3_close(c->db);
	free(c->path);
	memset(c, 0, sizeof(*c));
}

void
papo_cache_entry_init(struct papo_cache_entry *ent)
{
	papo_buf_init(&ent->content);
	papo_buf_init(&ent->finish);
	papo_buf_init(&ent->model);
}

void
papo_cache_entry_release(struct papo_cache_entry *ent)
{
	papo_buf_release(&ent->content);
	papo_buf_release(&ent->finish);
	papo_buf_release(&ent->model);
}

static void
column(sqlite3_stmt *st, int k, struct papo_buf *out)
{
	const void *p = sqlite3_column_blob(st, k);
	int n = sqlite3_column_bytes(st, k);

	papo_buf_reset(out);
	if (p != NULL && n > 0)
		papo_buf_add(out, p, (size_t)n);
	else
		papo_buf_adds(out, "");
}

int
papo_cache_get(struct papo_cache *c, const uint8_t *key,
    struct papo_cache_entry *ent, struct papo_err *e)
{
	sqlite3_stmt *st = c->get;
	int rc;

	sqlite3_reset(st);
	sqlite3_bind_blob(st, 1, key, PAPO_CACHE_KEY_LEN, SQLITE_STATIC);
	if ((rc = step(c, st)) == SQLITE_ROW) {
		column(st, 0, &ent->content);
		column(st, 1, &ent->finish);
		column(st, 2, &ent->model);
		sqlite3_reset(st);
		return 1;
	}
	sqlite3_reset(st);
	if (rc == SQLITE_DONE)
		return 0;
	return db_fail(c, "lookup", e);
}

int
papo_cache_put(struct papo_cache *c, const uint8_t *key, const char *model,
    const char *content, size_t clen, const char *finish, const char *served,
    struct papo_err *e)
{
	sqlite3_stmt *st = c->put;
	int rc;

	sqlite3_reset(st);
	sqlite3_bind_blob(st, 1, key, PAPO_CACHE_KEY_LEN, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, model, -1, SQLITE_STATIC);
	sqlite3_bind_blob(st, 3, clen ? content : "", (int)clen,
	    SQLITE_STATIC);
	if (finish)
		sqlite3_bind_text(st, 4, finish, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 4);
	if (served)
		sqlite3_bind_text(st, 5, served, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 5);
	sqlite3_bind_int64(st, 6, (sqlite3_int64)time(NULL));
	rc = step(c, st);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_DONE)
		return db_fail(c, "store", e);
	return 0;
}

void
papo_cache_set_cancel(struct papo_cache *c, const volatile sig_atomic_t *flag)
{
	c->cancel = flag;
}
