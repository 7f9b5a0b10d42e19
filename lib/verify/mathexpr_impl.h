/* SPDX-License-Identifier: MIT */
/*
 * mathexpr_impl.h: what the files of the mathexpr module share and no other
 * module uses: building table entries, exact temporaries.
 */
#ifndef PAPO_MATHEXPR_IMPL_H
#define PAPO_MATHEXPR_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include <gmp.h>

#include "mathexpr.h"

/* The flags a node takes from its children. */
#define PAPO_MXF_MASK (PAPO_MXF_DEC | PAPO_MXF_SYM | PAPO_MXF_UNSUP | \
	PAPO_MXF_PM | PAPO_MXF_STRUCT | PAPO_MXF_INF)

/* Symbol id of name s (n bytes), interning a copy; -1 past the cap. */
int papo_mx_intern(struct papo_mx *m, const char *s, size_t n);

/*
 * A node of kind with children kids[0..n) (copied) and flags, plus
 * the flags its kind and its children imply; -1 past the node cap.
 */
int papo_mx_node_new(struct papo_mx *m, int kind, int sub, int flags,
    const uint32_t *kids, size_t n);

/* A fresh number entry (not a decimal); its mpq_t is reused. */
size_t papo_mx_num_new(struct papo_mx *m);

/* A NUM node for number entry k; -1 past the node cap. */
int papo_mx_num_node(struct papo_mx *m, size_t k, int flags);

/*
 * Exact temporary k (0..2) of evaluation depth d, owned by m: valid
 * until m is released, shared by every evaluator of that depth.
 */
mpq_ptr papo_mx_qtemp(struct papo_mx *m, int d, int k);

static inline int
papo_mx_is_int(mpq_srcptr q)
{
	return mpz_cmp_ui(mpq_denref(q), 1) == 0;
}

#endif
