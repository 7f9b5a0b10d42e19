/* SPDX-License-Identifier: MIT */
/*
 * json.h: one JSONL record: strict parsing with jsmn, lookup by path, values,
 * and splicing.
 */
#ifndef PAPO_JSON_H
#define PAPO_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "papo.h"

/* Longest record papo_json_parse accepts (jsmn keeps offsets in an int). */
#define PAPO_JSON_MAX_LEN ((size_t)0x7ffffffe)
/* Deepest nesting papo_json_parse accepts (see scan in json.c). */
#define PAPO_JSON_MAX_DEPTH 256

enum papo_json_type {
	PAPO_JSON_NONE = 0,
	PAPO_JSON_OBJECT,
	PAPO_JSON_ARRAY,
	PAPO_JSON_STRING,
	PAPO_JSON_NUMBER,
	PAPO_JSON_TRUE,
	PAPO_JSON_FALSE,
	PAPO_JSON_NULL
};

/*
 * A token of a parsed record, in document order.  start and end are
 * byte offsets of the value in the record (a string's include its
 * quotes); next is the index of the first token after this one's
 * subtree; size counts the members of an object or the elements of an
 * array.  An object's members come as key, value pairs.
 */
struct papo_jtok {
	uint32_t start;
	uint32_t end;
	uint32_t next;
	uint32_t size;
	uint8_t type;
	uint8_t escaped;	/* string holds a backslash escape */
};

/*
 * A parsed record.  The record text is borrowed: s must stay valid and
 * unchanged while the tokens are used.  The struct owns its token
 * arrays and reuses them from one parse to the next; it is not shared
 * between threads (give each thread its own).
 */
struct papo_json {
	const char *s;
	size_t n;
	struct papo_jtok *tok;
	size_t ntok;
	size_t cap;
	void *raw;		/* jsmn's token array */
	size_t rawcap;
	uint32_t *stack;	/* open containers, for validation */
	size_t stackcap;
	char *skel;		/* the line without string contents, for jsmn */
	size_t skellen;
	size_t skelcap;
	struct papo_jstr *str;	/* the strings of the line */
	size_t nstr;
	size_t strcap;
	size_t shift;		/* bytes of string content left out of skel */
	uint8_t simd;		/* check strings with AVX-512 (1), AVX2 (2) */
	uint8_t threepass;	/* never the one-pass parse (tests) */
};

void papo_json_init(struct papo_json *j);
void papo_json_release(struct papo_json *j);

/*
 * Parse one line of n bytes (without its line terminator) as exactly
 * one JSON object, following RFC 8259 strictly: trailing characters,
 * a second value, bad literals or numbers, raw control characters in
 * strings and invalid UTF-8 are errors, and so is nesting deeper
 * than PAPO_JSON_MAX_DEPTH (parsing never recurses).  On failure
 * returns -1 with e set (status 65, message "invalid JSON at column N:
 * ..."); the column is that of the first bad byte of a string when
 * there is one.
 */
int papo_json_parse(struct papo_json *j, const char *s, size_t n,
    struct papo_err *e);

/*
 * String contents are checked with AVX-512 where the processor has it
 * (papo_json_init finds out), else with AVX2, else with SSE2 or plain
 * C; all give the same result on every line.  For tests: make j use
 * the vector scanner (on = 1: AVX-512, or AVX2 where that is the best
 * there is) or the portable one (0).  Returns the previous choice, or
 * -1 when neither AVX-512 nor AVX2 is available.
 */
int papo_json_use_simd(struct papo_json *j, int on);

/*
 * A valid line is parsed in one pass; any other is read again by the
 * three passes (strings, jsmn over the rest, the grammar between its
 * tokens) that say what is wrong.  For tests: make j try the one pass
 * first (on = 1, the default) or parse with the three passes alone
 * (0), which give the same tokens and errors.  Returns the previous
 * choice.
 */
int papo_json_use_onepass(struct papo_json *j, int on);

/*
 * A field path, as in "reward_model.ground_truth": members separated by
 * '.', each optionally followed by list steps: "[2]" (an element;
 * negative counts from the end, "[-1]" the last), "[role=assistant]"
 * (the last element that is an object whose member role is the string
 * "assistant", or whose value is written so: "[sampled=true]").  "a|b"
 * are alternatives: the first that is there (a tool that writes the
 * field writes the first, which must be keys only).  A backslash takes the
 * next character literally ("a\\.b" is the key "a.b").  An alternative
 * may end with "~PATTERN" (see papo_path_cut), "uid~{}_#_#": the part
 * of a string value its "{}" matches.  The path owns its memory.
 */
enum papo_part {
	PAPO_PART_KEY,		/* part[c]: the key */
	PAPO_PART_INDEX,	/* index[c] */
	PAPO_PART_SELECT,	/* part[c]: the member, val[c]: its value */
	PAPO_PART_SIZE		/* the list itself when its size is index[c]
				   ([#N]), or even (-2, [#even]) or odd
				   (-1, [#odd]) */
};

struct papo_path {
	size_t n;
	char **part;
	size_t *len;
	unsigned char *kind;	/* enum papo_part */
	long *index;
	char **val;
	size_t *vlen;
	size_t *end;		/* where each part ends in spec */
	char **member;		/* each key part as a JSON key and colon:
				   "k": */
	size_t *mlen;
	int plain;		/* keys only (this alternative): where a
				   path is written, its first alternative */
	struct papo_path *alt;	/* the next alternative, or NULL */
	char *spec;		/* the path as written */
	char *cut;		/* "~PATTERN": the pattern, or NULL */
};

/*
 * Compile spec into p; -1 with e set (status 64) for an empty component
 * or a malformed list step.
 */
int papo_path_parse(struct papo_path *p, const char *spec, struct papo_err *e);
void papo_path_release(struct papo_path *p);

/*
 * The part of string s (n bytes) that the "~PATTERN" of the
 * alternative of p that finds token t in j matches at "{}": *off and
 * *len set, 1 returned.  A pattern is literal text around one "{}",
 * '#' matching one or more ASCII digits ("{}_#_#": what is before a
 * tail "_0_1").  0 (nothing set) when that alternative has no pattern
 * or the pattern does not match s, or when "{}" would match nothing:
 * the value is then taken whole.
 */
int papo_path_cut(const struct papo_json *j, const struct papo_path *p,
    int t, const char *s, size_t n, size_t *off, size_t *len);
/* 1 when a is a prefix of b or equal to it (component-wise). */
int papo_path_is_prefix(const struct papo_path *a, const struct papo_path *b);

/*
 * The member (an object's value) or element of the object or array at
 * token cur that holds token ri, or 0 when none does.
 */
size_t papo_json_holding(const struct papo_json *j, size_t cur, int ri);
/*
 * Find a member of the object token obj by key.  Returns its value's
 * token index, -1 when absent, or -2 when the key occurs more than
 * once (e set, status 65: "duplicate key 'k'").
 */
int papo_json_member(const struct papo_json *j, size_t obj, const char *key,
    size_t klen, struct papo_err *e);

/*
 * Find the value at path p from the root object.  Returns the token
 * index, -1 when absent (or when a step on the way does not apply: a
 * key of a list, an index past the end, no element selected), -2 on a
 * duplicate key (e set).
 */
int papo_json_find(const struct papo_json *j, const struct papo_path *p,
    struct papo_err *e);

/*
 * Where path p, which finds nothing in j, stops at a list none of whose
 * elements its selection ([role=assistant]) picks: that list's token,
 * in the first alternative that gets so far; else -1.
 */
int papo_path_unselected(const struct papo_json *j,
    const struct papo_path *p);

/*
 * Why path p finds nothing in j, for a message: "'content[0]' has 1
 * element", "no element of 'completion' has role=assistant", "'a' is a
 * string, not an object"; appended to out (each alternative's reason,
 * separated by "; ").
 */
void papo_path_why(const struct papo_json *j, const struct papo_path *p,
    struct papo_buf *out);

/*
 * papo_json_find for a field a tool reads: a duplicate key's message
 * starts "field 'PATH': ".
 */
int papo_json_find_field(const struct papo_json *j,
    const struct papo_path *p, struct papo_err *e);

/*
 * Look up n paths at once: idx[k] gets what papo_json_find(j, p[k])
 * would return (-1 absent, -2 duplicate).  Single-component paths are
 * all matched in one pass over the root's members, which is what makes
 * this cheaper than n lookups.  A NULL path is not wanted: its idx is
 * -1 at no cost.  Returns -1 with e set (naming the key) when any lookup
 * found a duplicate key, else 0.
 */
int papo_json_find_all(const struct papo_json *j,
    const struct papo_path *const *p, size_t n, int *idx, struct papo_err *e);

/*
 * The paths of papo_json_find_all prepared once for many records: the
 * single-component ones chained by a hash of their length and first
 * byte.  p (n of them) must outlive keys and stay unchanged.
 */
struct papo_json_keys {
	const struct papo_path *const *p;
	size_t n;
	size_t len[32];		/* key length; -1 another path; -2 none */
	const char *key[32];	/* the key of a single-key path */
	unsigned char head[64], chain[32];
	unsigned char other[32];	/* the paths of len -1 */
	size_t nother;
};

void papo_json_keys_init(struct papo_json_keys *keys,
    const struct papo_path *const *p, size_t n);

/* papo_json_find_all with paths prepared by papo_json_keys_init. */
int papo_json_find_keys(const struct papo_json *j,
    const struct papo_json_keys *keys, int *idx, struct papo_err *e);

/* The chain of keys->head a key of len bytes, first byte c, is in. */
#define PAPO_JSON_KEY_HASH(len, c) (((len) * 7 + (c)) & 63)

/*
 * Are the n bytes at a and b the same?  A key of a few bytes by two
 * loads of each that may overlap, not a call of memcmp (a record's
 * every key is compared once, and most are wanted).
 */
static inline int
papo_json_bytes_same(const char *a, const char *b, size_t n)
{
	uint64_t x0, x1, y0, y1;
	uint32_t u0, u1, v0, v1;
	size_t k;

	if (n >= 8 && n <= 16) {
		memcpy(&x0, a, 8);
		memcpy(&x1, a + n - 8, 8);
		memcpy(&y0, b, 8);
		memcpy(&y1, b + n - 8, 8);
		return ((x0 ^ y0) | (x1 ^ y1)) == 0;
	}
	if (n >= 4 && n < 8) {
		memcpy(&u0, a, 4);
		memcpy(&u1, a + n - 4, 4);
		memcpy(&v0, b, 4);
		memcpy(&v1, b + n - 4, 4);
		return ((u0 ^ v0) | (u1 ^ v1)) == 0;
	}
	if (n < 4) {
		for (k = 0; k < n; k++)
			if (a[k] != b[k])
				return 0;
		return 1;
	}
	return memcmp(a, b, n) == 0;
}

/*
 * The wanted paths of keys that are the single plain key of the n
 * bytes at key, as bits (1 << m): 0 when none.
 */
static inline uint32_t
papo_json_keys_match(const struct papo_json_keys *keys, const char *key,
    size_t n)
{
	size_t c = keys->head[PAPO_JSON_KEY_HASH(n, n ? (unsigned char)key[0] :
	    0)];
	uint32_t bits = 0;

	for (; c != 0; c = keys->chain[c - 1])
		if (keys->len[c - 1] == n && papo_json_bytes_same(key,
		    keys->key[c - 1], n))
			bits |= (uint32_t)1 << (c - 1);
	return bits;
}

/*
 * papo_json_parse and papo_json_find_keys at once, for a reader of a
 * few top-level keys: the line checked as the parse checks it, but
 * tokens made only for the root object and the members whose key is
 * wanted (key and value; the root's size counts those), every other
 * value skipped by the same string scanner and grammar, no token made.
 * idx as papo_json_find_keys sets it.  Returns 0, or 1 when it
 * declines the line and the caller must parse it whole: a line the
 * parse refuses, a wanted key twice, a key with an escape, a wanted
 * value that is an object or a list, a record with no wanted key, or
 * keys that are not all single plain keys.  Lookups in the result find
 * only the wanted members.
 */
int papo_json_parse_keys(struct papo_json *j, const char *s, size_t n,
    const struct papo_json_keys *keys, int *idx);

static inline enum papo_json_type
papo_json_type(const struct papo_json *j, int i)
{
	return i < 0 ? PAPO_JSON_NONE : (enum papo_json_type)j->tok[i].type;
}

/* Name of a type for messages ("string", "number", ...). */
const char *papo_json_type_name(enum papo_json_type t);

/*
 * Append the unescaped UTF-8 content of string token i to out
 * (\uXXXX and surrogate pairs decoded; a lone surrogate becomes
 * U+FFFD; \u0000 gives a NUL byte).  -1 when i is not a string.
 */
int papo_json_str(const struct papo_json *j, int i, struct papo_buf *out);

/*
 * The raw bytes of string token i between its quotes; *escaped tells
 * whether they hold escapes (when not, they are the content).
 */
const char *papo_json_str_raw(const struct papo_json *j, int i, size_t *len,
    int *escaped);

/* The text of token i as the record writes it (a string with its quotes). */
const char *papo_json_raw(const struct papo_json *j, int i, size_t *len);

/*
 * The content of string token i: its bytes in the record when it holds
 * no escape (no copy), else unescaped into scratch (valid until scratch
 * changes).  NULL when i is not a string.
 */
const char *papo_json_text(const struct papo_json *j, int i,
    struct papo_buf *scratch, size_t *len);

/*
 * As papo_json_text, for a value that tells records apart (a group key,
 * a step): a lone surrogate escape (\ud83d with no low half after it)
 * is kept as its own code unit, three bytes that are not UTF-8, instead
 * of U+FFFD, so that two keys differing only there stay two (as
 * Python's json.loads keeps them).
 */
const char *papo_json_key(const struct papo_json *j, int i,
    struct papo_buf *scratch, size_t *len);

/*
 * Number token i as a double, read in the C locale.  -1 when i is not
 * a number, or out of the range of a double.
 */
int papo_json_num(const struct papo_json *j, int i, double *out);
/*
 * The number a step names: token i's value when it is a number, or a
 * string whose whole content is a JSON number's text ("12", "1.0");
 * -0 is 0.  0 with *out set, or -1 (another value, or out of range).
 * Steps compare by this value: 1, 1.0 and "1" are one step.
 */
int papo_json_step_num(const struct papo_json *j, int i, double *out);

/*
 * A correctness flag: true/false, or a number equal to 0 or 1 (0, 1,
 * 0.0, 1.0, ...).  -1 for anything else.
 */
int papo_json_flag(const struct papo_json *j, int i, int *out);

/*
 * The length of the well-formed UTF-8 sequence at s (n bytes there): 1
 * to 4, or 0 when it is not one (overlong, surrogate, past U+10FFFF, cut).
 */
size_t papo_utf8_seq(const unsigned char *s, size_t n);

/* The code point of the well-formed sequence of l bytes at s (l as
   papo_utf8_seq gives it). */
uint32_t papo_utf8_cp(const unsigned char *s, size_t l);

/* Append the UTF-8 of the code point cp (at most U+10FFFF) to b. */
void papo_utf8_put(struct papo_buf *b, unsigned long cp);

/* Append s (n bytes) to out as a JSON string; invalid UTF-8 becomes U+FFFD. */
void papo_json_put_str(struct papo_buf *out, const char *s, size_t n);

/*
 * Append x to out as the shortest decimal that reads back to exactly x
 * ("0.5", "2.4748666...", "1e-07").  NaN and infinities, which JSON
 * cannot hold, are written as null.
 */
void papo_json_put_num(struct papo_buf *out, double x);

/*
 * A small memo of formatted numbers, for writers that print the same
 * values again and again (the advantages of one group take a handful
 * of values, a run's groups a few hundred: 64 slots lost one value in
 * ten to another of the same slot).  Zero it before use; one per
 * thread.
 */
#define PAPO_NUMCACHE_BITS 9
struct papo_numcache {
	uint64_t key[1 << PAPO_NUMCACHE_BITS];
	uint8_t len[1 << PAPO_NUMCACHE_BITS];
	char text[1 << PAPO_NUMCACHE_BITS][26];
};

/* papo_json_put_num through the memo c. */
void papo_json_put_num_cached(struct papo_buf *out, double x,
    struct papo_numcache *c);

/* 1 when s (n bytes) is valid UTF-8. */
int papo_utf8_valid(const char *s, size_t n);

/*
 * Where a tool's output field goes in a record: either the span of
 * the value already there (insert == 0, replaced in place), or the
 * closing brace of the deepest object on the path that exists
 * (insert == 1; have components of the path exist, comma tells whether
 * that object already has members).  Offsets are into the record.
 */
struct papo_slot {
	uint32_t start;
	uint32_t end;
	uint16_t have;
	uint8_t insert;
	uint8_t comma;
};

/*
 * Locate the slot for path p.  -1 with e set (status 65) when a key on
 * the path is duplicated or a component on the way exists but is not
 * an object.
 */
int papo_json_slot(const struct papo_json *j, const struct papo_path *p,
    struct papo_slot *slot, struct papo_err *e);

/*
 * The slot of path p when its value was found as i (-1: absent) by
 * papo_json_find or papo_json_find_all: same result as papo_json_slot
 * (a path with alternatives is written at its first),
 * without a second lookup for single-component paths.
 */
int papo_json_slot_found(const struct papo_json *j,
    const struct papo_path *p, int i, struct papo_slot *slot,
    struct papo_err *e);

/*
 * One edit: put val (vlen bytes of JSON text) at path, whose slot was
 * found by papo_json_slot on the same record.
 */
struct papo_edit {
	const struct papo_path *path;
	struct papo_slot slot;
	const char *val;
	size_t vlen;
};

/*
 * Append record rec (n bytes) to out with the edits applied: values
 * replaced in place, new members appended at the end of their object,
 * and missing parent objects created once even when several edits
 * share them.  Everything else is copied byte for byte.  Edits must
 * not name the same path twice, nor a path and its prefix.  The edits
 * array is reordered.
 */
void papo_json_splice(struct papo_buf *out, const char *rec, size_t n,
    struct papo_edit *edits, size_t nedits);

/*
 * Like papo_json_splice, for writers that send the untouched head of the
 * record straight from its buffer: returns the offset p of the first
 * edit and appends to out only the rest of the spliced record, so that
 * the record in full is rec[0..p) followed by what was appended.
 */
size_t papo_json_splice_tail(struct papo_buf *out, const char *rec, size_t n,
    struct papo_edit *edits, size_t nedits);

#endif
