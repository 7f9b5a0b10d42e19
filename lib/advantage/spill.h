/* SPDX-License-Identifier: MIT */
/*
 * spill.h: sorted runs in a temporary file, for papo-advantage's
 * bounded memory (-S): a size in sort(1)'s units, an unlinked temporary
 * file written through a buffer, runs as its byte ranges, each read back
 * through a buffer of its own.
 */
#ifndef PAPO_SPILL_H
#define PAPO_SPILL_H

#include <stddef.h>
#include <stdint.h>

#include "papo.h"

/*
 * A size as sort(1) -S reads it: a number (a decimal fraction allowed)
 * and a unit, b (bytes), K (the default), M, G, T, or % (of the
 * memory the process may use, papo_memory_total).  -1 with e set (64)
 * on anything else, or 0.
 */
int papo_spill_size(const char *s, size_t *out, struct papo_err *e);

/*
 * The least buffer that is of use (64K): below it the runs are so many
 * that merging them takes more memory than the buffer saves.
 */
#define PAPO_SPILL_MIN ((size_t)64 << 10)

/*
 * The memory gathering may take when -S does not say, as sort(1) picks
 * its buffer: a quarter of the memory the process may use (the
 * physical memory, or a cgroup's limit or Slurm's allocation when less:
 * papo_memory_total), and no more than half
 * of the process's data or address-space limit (ulimit -d, -v) when
 * one is set; at least PAPO_SPILL_MIN.  1 GiB when the physical memory
 * is not known.
 */
size_t papo_spill_default(void);

/*
 * The directory for temporary files: dir when not NULL, else TMPDIR
 * when set and not empty, else /tmp.
 */
const char *papo_spill_dir(const char *dir);

/* A temporary file, written at its end. */
struct papo_spill {
	int fd;
	const char *dir;	/* where it is (for messages) */
	char *buf;		/* writes not yet in the file */
	size_t len, cap;
	uint64_t size;		/* bytes written (buffered included) */
};

/*
 * Create the file in dir (papo_spill_dir), removed from the directory
 * at once, so that nothing is left behind however the program ends.
 * -1 with e set (74) when it cannot be created.
 */
int papo_spill_open(struct papo_spill *s, const char *dir,
    struct papo_err *e);
/* Append n bytes; -1 with e set (74) on a write error (a full disk). */
int papo_spill_write(struct papo_spill *s, const void *p, size_t n,
    struct papo_err *e);
/* Write out the buffer; the same errors. */
int papo_spill_flush(struct papo_spill *s, struct papo_err *e);
void papo_spill_close(struct papo_spill *s);

/*
 * A reader of a run (a sorted range of records, as sort(1) calls it):
 * bytes [off, end) of a spill file, read through a buffer.
 */
struct papo_spill_reader {
	const struct papo_spill *f;
	uint64_t off, end;
	char *buf;
	size_t pos, len, cap;
};

/* Start reading bytes [off, end) of f (flushed) with a buffer of cap. */
void papo_spill_reader_init(struct papo_spill_reader *r,
    const struct papo_spill *f, uint64_t off, uint64_t end, size_t cap);
/*
 * The next n bytes into p: 1, or 0 at the end of the run; -1 with e
 * set (74) on a read error or a run cut short.
 */
int papo_spill_reader_read(struct papo_spill_reader *r, void *p, size_t n,
    struct papo_err *e);
void papo_spill_reader_release(struct papo_spill_reader *r);

#endif
