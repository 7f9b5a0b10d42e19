/* SPDX-License-Identifier: MIT */
/*
 * advrun_impl.h: what the files of papo-advantage's run share: a record
 * as the run holds it, its computation and its writing (advrun.c), and
 * the ways of gathering groups, each in its file: gathering in
 * memory (advrun_gather.c), the same under --group-size, each group
 * written as it completes and only what is not written held
 * (advrun_window.c), streaming contiguous groups (advrun_stream.c) and
 * gathering in bounded memory with temporary files (advrun_spill.c).
 */
#ifndef PAPO_ADVRUN_IMPL_H
#define PAPO_ADVRUN_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "advrun.h"
#include "buf.h"
#include "json.h"

/*
 * One input line, with what the computation needs from it.  h.kind
 * also takes the kinds below once the record is consumed.  Gathering
 * holds one for every line of its input, in memory that is fresh
 * (made and zeroed by the kernel at its first touch, a third to a half
 * of gathering's time on a virtual machine whose host backs its pages
 * anew): its members are ordered by size, with no hole between them,
 * and in and res share their bytes, in read only by
 * papo_adv_run_compute, which copies it out before any res is
 * written; the turns share the unit's, the file's step is a flag, the
 * group key keeps no copy of a short key and the line's last bytes
 * are 8, not 16 (304 bytes a record, then 256, now 208).
 */
struct papo_adv_rec {
	struct papo_rec h;	/* the line, without terminator */
	struct papo_gmember gm;	/* its group */
	union {
		struct papo_adv_in in;	/* until computed */
		struct papo_adv_res res;	/* once computed */
	};
	/*
	 * A preset names a rollout's outputs (papo_fields_unit) or a
	 * record's turns (papo_fields_turns), never both (fields.c's
	 * presets): the turns, read once by the consume's turns(), give
	 * way to the unit they make.
	 */
	union {
		struct {
			uint64_t unit, uindex;
		};
		struct {
			uint64_t thead, tcount;
		};
	};
	struct papo_slot stepslot;
	struct papo_slot slot[3];
	uint8_t filestep;	/* the step is its file name's, to write
				   (papo_adv_filestep) */
	uint8_t owned;		/* h.s was copied and must be freed */
	uint8_t missing_proc;	/* a needed r_proc is absent or null */
	uint8_t no_outcome;	/* papo-verify found none: left out */
	uint8_t has_unit;	/* one output of a rollout (papo_fields_unit):
				   unit and uindex set */
	uint8_t later;		/* a rollout's output or turn after its
				   first */
	uint8_t has_turns;	/* a turn of a step-wise dump
				   (papo_fields_turns): thead, tcount set */
	/*
	 * The line's last bytes, copied while it is in cache, so that
	 * writing, which comes much later, need not read it again.
	 */
	uint8_t taillen;
	char tail[8];
};

/* The step of rec's file it writes (papo_adv_rec.filestep), or NULL. */
static inline const char *
papo_adv_filestep(const struct papo_adv_run *r, const struct papo_adv_rec *rec)
{
	return rec->filestep ? r->steps[rec->h.file] : NULL;
}

enum {
	REC_OK = PAPO_REC_OK, REC_BLANK = PAPO_REC_BLANK,
	REC_BAD = PAPO_REC_BAD,
	REC_SKIP = PAPO_REC_TOOL,	/* of a group with a bad record */
	REC_OTHER_SHARD			/* of another shard: not written */
};

/*
 * Output is written with writev(2) straight from the input: each record
 * is its untouched head, then a generated tail (the spliced fields, the
 * rest of the record, the terminator) kept in its chunk's buffer.
 */
struct papo_adv_piece {
	const char *head;
	size_t headlen;
	size_t off;		/* of the tail in the chunk's gen */
	size_t len;
};

/* The writer's window: ADV_WINDOW chunks of ADV_CHUNK records. */
enum { ADV_CHUNK = 512, ADV_WINDOW = 16 };

struct papo_adv_chunk {
	struct papo_buf gen;
	struct papo_adv_piece *p;
	size_t n, cap;
	struct papo_iovs iov;
};

/*
 * What check_groups needs of a group: its key, its size, where its
 * first record is, and the file of a record in another file than the
 * first's (UINT32_MAX: none).
 */
struct papo_adv_gsum {
	const struct papo_gkey *key;
	size_t n;
	size_t places;		/* lines it cannot read counted in it */
	uint64_t lineno;
	uint32_t file, file2;
};

/* Free what rec owns (its copied line, its key). */
void papo_adv_rec_free(struct papo_adv_rec *rec);
/* Parse one line (the engine's parse; worker: the thread's parser). */
int papo_adv_rec_parse(void *tool, void *worker, struct papo_rec *h,
    struct papo_buf *out, struct papo_err *e);
/* A record parsed but never consumed (the engine's drop). */
void papo_adv_rec_drop(void *tool, void *rec);

/* Does rec (of block number block, under --blocks) belong to this shard? */
int papo_adv_run_mine(const struct papo_adv_run *r,
    const struct papo_adv_rec *rec, size_t block);
/*
 * Compute one group, recs[idx[0..n)], into each record's res (partial:
 * a short last block, which gets 0); a group with a missing r_proc
 * counts one in *missing.
 */
void papo_adv_run_compute(const struct papo_adv_run *r,
    struct papo_adv_rec *recs, const size_t *idx, size_t n, int partial,
    size_t *missing);
/*
 * The one grouping rule of the three ways of gathering: group
 * recs[idx[0..n)] computed (a short last block under --blocks gets 0),
 * or, bad (one of its records is malformed), each record skipped; a
 * group with a missing r_proc counts one in *missing.
 */
void papo_adv_run_group(const struct papo_adv_run *r,
    struct papo_adv_rec *recs, const size_t *idx, size_t n, int bad,
    size_t *missing);
/*
 * papo_adv_run_group for every group of gr, in parallel, but those
 * marked in done[0..ndone) (written already; done may be NULL).
 */
void papo_adv_run_groups(struct papo_adv_run *r, struct papo_adv_rec *recs,
    const struct papo_grouping *gr, const unsigned char *done,
    size_t ndone);
/*
 * Add rec to chunk c as it will be written (tmp and nc: the caller's
 * scratch); a record of another shard adds nothing.
 */
void papo_adv_run_piece(const struct papo_adv_run *r,
    struct papo_adv_chunk *c, const struct papo_adv_rec *rec,
    struct papo_buf *tmp, struct papo_numcache *nc);
/* Write recs[0..n) in order; -1 with e set when the output fails. */
int papo_adv_run_write(struct papo_adv_run *r,
    const struct papo_adv_rec *recs, size_t n, struct papo_err *e);
/* A group key for a message into b: JSON-quoted, at most 60 bytes. */
void papo_adv_show_key(struct papo_buf *b, const struct papo_gkey *k);
/*
 * A group that --group-size cut and that ended with n records, fewer
 * than the size (the input ended, or its key's run did, or places of
 * its lines were lines it cannot read): a note in r->notes, never an
 * error (--strict-groups is about merged groups).
 */
void papo_adv_run_short(struct papo_adv_run *r, const struct papo_gkey *key,
    size_t n, size_t places, uint32_t file, uint64_t lineno);
/*
 * Note the suspicious groups of gs[0..ng) in r->notes; -1 with e set
 * (65) for the first under --strict-groups.
 */
int papo_adv_run_check_groups(struct papo_adv_run *r,
    const struct papo_adv_gsum *gs, size_t ng, struct papo_err *e);
/* Does gathering write each group as it completes (--group-size)? */
int papo_adv_run_early(const struct papo_adv_run *r);

/* Gathering in memory: the engine's consume, and the end. */
int papo_adv_gather_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e);
int papo_adv_gather_finish(struct papo_adv_run *r, struct papo_err *e);

/* Contiguous groups: a stream's state, its consume, its end. */
struct papo_adv_stream *papo_adv_stream_new(void);
void papo_adv_stream_release(struct papo_adv_stream *st);
int papo_adv_stream_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e);
int papo_adv_stream_finish(struct papo_adv_run *r, struct papo_err *e);
/*
 * The records of the open group, not written: their number (0: none),
 * the first and last, and the group's key.
 */
size_t papo_adv_stream_held(const struct papo_adv_stream *st,
    const struct papo_adv_rec **first, const struct papo_adv_rec **last,
    const struct papo_gkey **key);

/*
 * Gathering under --group-size (papo_adv_run_early): the records not
 * written yet and the open groups, the engine's consume, the end.
 */
struct papo_adv_window *papo_adv_window_new(void);
void papo_adv_window_release(struct papo_adv_window *w);
int papo_adv_window_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e);
int papo_adv_window_finish(struct papo_adv_run *r, struct papo_err *e);
/* The records read and not written: their number, the first and last. */
size_t papo_adv_window_held(const struct papo_adv_window *w,
    const struct papo_adv_rec **first, const struct papo_adv_rec **last);

/*
 * Gathering in bounded memory: budget bytes, temporary files in dir
 * (which must outlive it).
 */
struct papo_adv_spill *papo_adv_spill_new(size_t budget, const char *dir);
void papo_adv_spill_release(struct papo_adv_spill *sp);
int papo_adv_spill_batch(void *tool, void *recs, size_t from, size_t to,
    struct papo_err *e);
int papo_adv_spill_finish(struct papo_adv_run *r, struct papo_err *e);
/* The records read, none of which is written before the end. */
size_t papo_adv_spill_held(const struct papo_adv_spill *sp);

#endif
