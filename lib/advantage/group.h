/* SPDX-License-Identifier: MIT */
/*
 * group.h: records into their groups: the group key, a set of key hashes,
 * and groups built as records come, by key or in blocks of n.
 */
#ifndef PAPO_GROUP_H
#define PAPO_GROUP_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "hash.h"
#include "json.h"

/*
 * The key that puts a record in its group: the group field's value,
 * qualified by the step (the same prompt at two steps is two groups).
 * key is a string's content (unescaped into memory of its own when it
 * held escapes: keyowned), a number's canonical text (1, 1.0 and 1e0
 * are one group value) or another value's text as written; step is the
 * step's number as canonical text when it is a number or a string
 * holding one (papo_json_step_num: 1, 1.0 and "1" are one step), else
 * its text.  Both point into the record's line otherwise.
 */
struct papo_gkey {
	uint64_t hash;		/* of key, type and step */
	const char *key;
	const char *step;	/* NULL: no step */
	uint32_t keylen;
	uint32_t steplen;
	uint8_t keytype;	/* JSON type of the group value */
	uint8_t keyowned;	/* key is the key's own memory: free it */
	uint8_t stepowned;	/* step is its own memory (a number's
				   canonical text): free it */
};

/*
 * Read k from the parsed record j: the group value at token group (found
 * by the group path gp, for its ~PATTERN; NULL: none), the step at token
 * step (-1: none), or the text filestep when it is not NULL (the step of
 * the record's file; it must outlive k).
 */
void papo_gkey_read(struct papo_gkey *k, const struct papo_json *j,
    const struct papo_path *gp, int group, int step, const char *filestep);
/* Free what k owns (an unescaped key). */
void papo_gkey_release(struct papo_gkey *k);
/* k is a copy of from that owns its key and step. */
void papo_gkey_copy(struct papo_gkey *k, const struct papo_gkey *from);
/*
 * The record's line (len bytes) was copied from old to new: k's
 * pointers into it follow.
 */
void papo_gkey_move(struct papo_gkey *k, const char *old, const char *new,
    size_t len);

/* Do a and b put their records in the same group? */
static inline int
papo_gkey_eq(const struct papo_gkey *a, const struct papo_gkey *b)
{
	if (a->hash != b->hash || a->keytype != b->keytype ||
	    a->keylen != b->keylen || a->steplen != b->steplen)
		return 0;
	return memcmp(a->key, b->key, a->keylen) == 0 &&
	    (a->steplen == 0 || memcmp(a->step, b->step, a->steplen) == 0);
}

/*
 * What grouping needs of a record; a tool's record holds one (member
 * at offset off of records of stride bytes, see papo_grouping_add).
 */
struct papo_gmember {
	struct papo_gkey key;	/* when grouped and not in blocks */
	uint32_t group;		/* set by papo_grouping_add */
	uint8_t grouped;	/* the record belongs to a group */
	uint8_t bad;		/* malformed: its group fails */
};

/*
 * Groups as records come, with ids in order of first appearance: by
 * key (the records of one key cut into groups of size when size is
 * set: a prompt sampled twice in a step with nothing else to tell the
 * two apart), or (blocks > 0) blocks of that many grouped records in
 * input order.  Each group's members are a list in input order, threaded
 * through next[].
 */
struct papo_grouping {
	size_t blocks;		/* 0: by key */
	size_t size;		/* by key: a key's records cut into groups
				   of this many, in input order (0: none) */
	size_t inblocks;	/* grouped records seen, in blocks mode */
	uint32_t *table;	/* open addressing: group id + 1, 0 free */
	size_t tcap;
	struct papo_ginfo {
		size_t first;	/* its first record */
		size_t last;	/* its last record so far */
		size_t n;	/* its records */
		size_t places;	/* lines it cannot read counted in it */
		int bad;	/* one is malformed: the group fails */
	} *g;
	size_t ngroups, gcap;
	/*
	 * By key with a size: the group the last grouped record joined,
	 * and the lines it cannot read to count in the next record's
	 * group (papo_grouping_add).
	 */
	uint32_t lastid;
	int has_last;
	size_t pend;
	size_t *next;		/* next record of the same group */
	size_t nextcap;
};

void papo_grouping_init(struct papo_grouping *gr, size_t blocks,
    size_t size);
void papo_grouping_release(struct papo_grouping *gr);

/*
 * Give records [from, to) their groups (member->group); those before
 * have theirs.  The records are an array at base of stride bytes each,
 * their struct papo_gmember at offset off; members that are not
 * grouped are left out.
 */
void papo_grouping_add(struct papo_grouping *gr, void *base, size_t stride,
    size_t off, size_t from, size_t to);

/*
 * Record i (after every record given a group so far) joins group id,
 * which is one of gr's or, when id is gr->ngroups, a new one; bad: it
 * is malformed, and its group fails.  For a caller that found the
 * groups itself (papo_grouping_add finds them by key or block).
 */
void papo_grouping_join(struct papo_grouping *gr, size_t i, uint32_t id,
    int bad);

/*
 * The records of group g in input order into idx (room for
 * gr->g[g].n).
 */
void papo_grouping_members(const struct papo_grouping *gr, size_t g,
    size_t *idx);

/*
 * Of records grouped by one shard of N: does a record with member m (of
 * block number block, in blocks mode) belong to shard i?  Groups go by
 * their key's hash, blocks by number; records of no group to shard 0.
 */
int papo_group_shard(const struct papo_gmember *m, size_t block, int blocks,
    unsigned long shard, unsigned long nshards);

#endif
