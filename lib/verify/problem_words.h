/* SPDX-License-Identifier: MIT */
/*
 * problem_words.h: one index of where the problem text's words start, per
 * record, asked by every "is this word the problem's" question of the
 * answer module (answer_open.c, answer_said.c, answer_tail.c); it also
 * carries the sentences' doubts answer_frame.c reads twice (memo).
 */

#ifndef PAPO_PROBLEM_WORDS_H
#define PAPO_PROBLEM_WORDS_H

#include <stddef.h>
#include <stdint.h>

/*
 * The places of text t[0..n) where a word may start: t[0], every byte
 * after one that is not an ASCII letter, and every byte >= 0x80 (a
 * multibyte character may start a word of a dense script anywhere).
 * They are kept in order, pos[0..m), with their first byte ASCII case
 * folded, key[0..m): a question reads the m places (about a word's worth
 * of the text's bytes) instead of the n bytes.  Built on a record's
 * PAPO_PWORDS_SCANS + 1st question (papo_pwords_next), once; the caller
 * owns the struct and frees it with papo_pwords_free.  The text is not
 * owned or copied.
 */
struct papo_pwords {
	const char *t;
	size_t n;
	uint32_t *pos;		/* m places, then m keys (one allocation) */
	unsigned char *key;
	size_t m;
	int state;		/* 0 not built, 1 built, -1 scanned (no
				   memory, or a text of 4 GB or more) */
	int asked;		/* questions before it is built */
	size_t last;		/* the slot of the place last returned:
				   the next question goes on from it */
	/*
	 * Not the index's: what answer_frame.c's sentence_before_row
	 * read of a sentence s[a..b) of the text memo_on (its start a,
	 * the doubt papo_frame_unsure found, papo_frame_unowned's for the
	 * problem up and, when it asked, the value v, papo_answer_giveup's),
	 * kept
	 * while one answer's statement is read (answer_find.c's framed:
	 * its words before it and the sentence before that statement
	 * walk back over the same sentences).  Only for memo_on, which
	 * framed sets and clears: no other text's bytes are taken for
	 * its.
	 */
	const char *memo_on;
	struct papo_pwords_memo {
		size_t a, b;
		const char *unsure, *giveup, *unowned;
		int has_giveup, has_unowned, byv;
		const char *up, *vs;
		size_t upn, vn;
	} memo[4];
	unsigned nmemo;		/* entries filled, the next one written */
};

/* The questions (from place 0) answered by scanning before the index is
   built: a record that asks only a few never pays for building it (4:
   the fewest instructions a record on bench/mkdata.py's records among
   1, 2, 4, 8, 16 and 32, bench/results/verify.md round 19). */
#define PAPO_PWORDS_SCANS	4

/* Set w up for t[0..n) (t may be NULL: no text); nothing is allocated. */
void papo_pwords_init(struct papo_pwords *w, const char *t, size_t n);
/* Free what w holds; w may then be set up again. */
void papo_pwords_free(struct papo_pwords *w);

/*
 * The first place k >= from of text t[0..n) whose byte is c (ASCII case
 * folded: c lower case) and where a word may start, as above; (size_t)-1
 * when there is none.  w is the index of t (built here when enough
 * questions were asked), or NULL, or the index of another text: then t
 * is scanned and every place whose byte is c is returned (more places,
 * never fewer:
 * the caller tests each place with its own rule, so the answer is the
 * same either way).  t's own index not built yet, t is scanned and the
 * places the index would give are returned, no others.  Never fails:
 * without memory for the index, t is scanned.
 */
size_t papo_pwords_next(struct papo_pwords *w, const char *t, size_t n,
    int c, size_t from);

#endif
