/* SPDX-License-Identifier: MIT */
/*
 * ydoc.h: a YAML document read into a small tree, the one YAML reader of
 * the configuration file and the rubrics.
 */
#ifndef PAPO_YDOC_H
#define PAPO_YDOC_H

#include <stddef.h>

#include "papo.h"

enum papo_ytype {
	PAPO_Y_NONE,		/* an empty stream: no document */
	PAPO_Y_SCALAR,
	PAPO_Y_SEQ,
	PAPO_Y_MAP
};

struct papo_ynode {
	enum papo_ytype type;
	char *s;		/* a scalar's text, NUL-terminated */
	int plain;		/* the scalar was unquoted */
	int block;		/* a literal (|) scalar: its text starts a
				   line below */
	unsigned long line;	/* where the node starts, from 1 */
	struct papo_ynode *kid;	/* sequence items; mapping keys and
				   values, alternating */
	size_t n, cap;
};

/*
 * Parse text (n bytes) as one YAML document into *root: scalars,
 * sequences and mappings, nested at most 16 deep, without aliases.  An
 * empty stream gives root->type PAPO_Y_NONE.  -1 with e set (78, "NAME:
 * LINE: what"); *root is then to be freed all the same.
 */
int papo_ydoc_load(struct papo_ynode *root, const char *name,
    const char *text, size_t n, struct papo_err *e);

/*
 * Read the file at path (what it is, "config file", in the message when
 * it cannot be opened: 66) and load it; 74 on a read error.
 */
int papo_ydoc_load_file(struct papo_ynode *root, const char *path,
    const char *what, struct papo_err *e);

/*
 * The key of mapping m that key k (an index into m->kid) repeats, or
 * NULL: YAML leaves a key given twice undefined and libyaml keeps both
 * in silence, so the readers refuse it.
 */
const struct papo_ynode *papo_ynode_earlier(const struct papo_ynode *m,
    size_t k);

void papo_ynode_free(struct papo_ynode *y);

#endif
