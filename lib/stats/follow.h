/* SPDX-License-Identifier: MIT */
/*
 * follow.h: input read while it is written: files that grow, directories
 * and patterns whose .jsonl files appear, a stream until its end
 * (papo-stats --follow).
 */
#ifndef PAPO_FOLLOW_H
#define PAPO_FOLLOW_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

#include "buf.h"
#include "jsonl.h"
#include "papo.h"

struct papo_fields;

/* One file followed (the module's: read it, do not change it). */
struct papo_follow_file {
	char *path;		/* as named, or as found under a directory
				   or by a pattern ("<stdin>") */
	char *step;		/* its step from its path (the fields'
				   step_file) as JSON text, or NULL */
	int fd;			/* -1: not open (gone, skipped) */
	dev_t dev;
	ino_t ino;
	uint64_t off;		/* bytes read: whole lines, then carry */
	uint64_t size;		/* this round reads up to here */
	uint64_t lineno;	/* lines handed out */
	uint64_t seen;		/* its size at the last scan */
	struct timespec mtime;	/* ... and its modification time */
	uint64_t tailhash;	/* the taillen bytes before off, as read */
	size_t taillen;
	struct papo_buf carry;	/* a line not ended yet */
	uint8_t stream;		/* a pipe or standard input: read as it
				   comes, once */
	uint8_t eof;		/* the stream ended */
	uint8_t skipping;	/* dropping the rest of a line over the cap */
	uint8_t gone;		/* removed (what was read of it stays) */
	uint8_t skip;		/* not records (the fields' skip_file) */
	uint8_t kind;		/* by its first record (the fields'
				   eval_key): 0 not seen, 1 training,
				   2 an evaluation's */
	uint8_t aside;		/* a followed file renamed to this path
				   by a rotation (not an operand's):
				   read to its end, and dropped quietly
				   when it goes */
};

/* What an operand names. */
enum papo_follow_kind {
	PAPO_FOLLOW_FILE,	/* a regular file */
	PAPO_FOLLOW_DIR,	/* its .jsonl files, at any depth */
	PAPO_FOLLOW_PATTERN,	/* a glob pattern: the files (and the
				   directories' .jsonl files) it matches */
	PAPO_FOLLOW_STREAM	/* standard input, a pipe */
};

/*
 * The followed input.  Set the fields marked "caller" after
 * papo_follow_init; the rest is the module's.
 *
 * Files are numbered in the order they are found, which is the order
 * they are read in: an operand's files in natural order (digits by
 * value: 2.jsonl before 10.jsonl), files found later after those found
 * before.  A scan (papo_follow_scan) looks for new files and at how the
 * known ones changed; then reads (papo_follow_read, the source of a
 * papo_filter) hand out every line completed up to the size the scan
 * saw, in batches, until the round is over.  A line is complete at its
 * newline: a last line without one waits for it (a stream's is complete
 * at the stream's end).
 */
struct papo_follow {
	/* caller */
	const struct papo_fields *fields;	/* steps from paths, files
						   to skip; NULL: none */
	/* says what happened to a file (truncated, removed, ...) */
	void (*notice)(void *ctx, const char *file, const char *msg);
	void *ctx;
	volatile sig_atomic_t *stop;	/* set (by a signal): a read ends
					   the round early; NULL: never */
	int wake;		/* readable (a signal handler wrote to it):
				   a wait ends; -1 (the default): none */
	size_t budget;		/* stream bytes a round reads at most */

	/* the module's */
	struct papo_follow_root {
		char *path;
		enum papo_follow_kind kind;
	} *root;
	size_t nroot, rootcap;
	struct papo_follow_file *file;
	size_t nfile, filecap;
	uint32_t *order;	/* file indices sorted by path */
	size_t max_line;
	size_t cur;		/* the file this round reads */
	size_t spent;		/* stream bytes read this round */
	size_t train;		/* 1 + the first training file seen by its
				   first record (eval_key), or 0 */
	size_t evalread;	/* 1 + an evaluation's file read before
				   it, or 0 */
	char **found;		/* paths a scan found */
	size_t nfound, foundcap;
	struct papo_buf tmp;
};

/* An empty follow; lines longer than max_line (0: the default) are bad. */
void papo_follow_init(struct papo_follow *fw, size_t max_line);
void papo_follow_release(struct papo_follow *fw);

/*
 * Follow path: "-" (standard input), a regular file (not compressed:
 * gzip, zstd or xz cannot be read as they grow; -1 with e set, 65), a
 * directory (its
 * .jsonl files at any depth, those to come included; names starting
 * with '.' and symbolic links to directories are passed over), a
 * pattern (a path that does not exist and holds *, ? or [: expanded at
 * each scan, it may match nothing yet), or another file (a pipe: a
 * stream).  A stream is followed alone: it cannot be read again, as a
 * rewritten file makes everything be (papo_follow_scan).  -1 with e
 * set: 66 when path cannot be opened, 64 for a stream with anything
 * else.
 */
int papo_follow_add(struct papo_follow *fw, const char *path,
    struct papo_err *e);

/*
 * Start a round: find new files and see what became of the known ones.
 * A file removed is said so (what was read of it stays read).  A file
 * rotated, as tail -F follows one (renamed, the file read still in its
 * directory under another name, and a new one made at its name, or
 * not yet), is said so: the rest of the old file is read under its new
 * name (one more file followed, aside, until it goes), what was read of
 * it stays, and the new file is read from its start.  A file
 * truncated, replaced (another file renamed over it: the one read is
 * gone) or rewritten (the bytes before where reading stopped are not
 * those read) is said so, and then every file is to be read again from
 * its start: returns 1, and the caller drops what it made of the lines
 * read so far.  Else 0; -1 with e set (74) when a directory cannot be
 * read.
 */
int papo_follow_scan(struct papo_follow *fw, struct papo_err *e);

/*
 * The next batch of complete lines of the round into b (the source of
 * a papo_filter: filter.h; b->file numbers the file): the number of
 * lines, 0 when the round is over (nothing more until the next scan,
 * or *stop is set), -1 with e set (74) on a read error.  The lines
 * point into b's memory.  A line longer than the cap comes without its
 * content (PAPO_LINE_LONG).  A UTF-8 byte order mark before a file's
 * first line is dropped.  A file found under a directory or by a
 * pattern whose first bytes are those of gzip, zstd or xz is said so
 * and passed over; a stream that starts so is an error (65).
 */
long papo_follow_read(struct papo_follow *fw, struct papo_batch *b,
    size_t want, struct papo_err *e);

/* The name of file i for messages, and its step from its path (or NULL). */
const char *papo_follow_name(const struct papo_follow *fw, uint32_t i);
const char *papo_follow_step(const struct papo_follow *fw, uint32_t i);

/*
 * Wait up to seconds, less when a stream has bytes (or its end) to read,
 * fw->wake is readable or a signal interrupts the wait.  Whichever thread
 * a signal comes to, a handler that writes to a pipe whose reading end
 * is fw->wake ends the wait.
 */
void papo_follow_wait(struct papo_follow *fw, double seconds);

/* 1 when the input was a stream and it has ended: nothing is to come. */
int papo_follow_ended(const struct papo_follow *fw);

/* The number of files being followed (found, neither gone nor skipped). */
size_t papo_follow_count(const struct papo_follow *fw);

/*
 * At the end: say of each file whose last line is not complete that it
 * was not read (the writer had not ended it).
 */
void papo_follow_finish(struct papo_follow *fw);

#endif
