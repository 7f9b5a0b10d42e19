/* stats_scan.h: a fast strict scan of one record for a few fields, for papo-stats' hot loop. */
#ifndef PAPO_STATS_SCAN_H
#define PAPO_STATS_SCAN_H

#include <stddef.h>
#include <stdint.h>

#include "json.h"

/* Most fields one scanner looks for. */
#define PAPO_STATS_SCAN_MAX 16

/*
 * A scanner for a fixed set of field paths.  papo_stats_scan reads a
 * record once, checking it against the same strict grammar as
 * papo_json_parse (RFC 8259, valid UTF-8, no control characters in
 * strings, an object at the top), and notes where the values at the
 * paths are.  It never accepts a line that papo_json_parse rejects;
 * what it is not sure about (a duplicate key on a path, an escaped
 * key that might match, deep nesting, a huge line) it leaves to the
 * full parser, which also words the error message.  Each thread needs
 * its own scanner; the paths are borrowed and must outlive it.
 */
struct papo_stats_scan {
	const struct papo_path *path[PAPO_STATS_SCAN_MAX];
	size_t npath;
	int usable;		/* the paths are shallow enough to scan */
	uint64_t seen[PAPO_STATS_SCAN_MAX];	/* depths matched, per path */
	struct papo_jtok tok[PAPO_STATS_SCAN_MAX];
	/*
	 * The values found, as a papo_json whose token k is the value of
	 * path k: only papo_json_type, _str, _str_raw, _num and _flag may
	 * be used on it (there is no tree to walk).
	 */
	struct papo_json view;
};

/* Set up sc for paths[0..n) (n <= PAPO_STATS_SCAN_MAX). */
void papo_stats_scan_init(struct papo_stats_scan *sc,
    const struct papo_path *const *paths, size_t n);

/*
 * Scan the record s (n bytes, no line terminator).  Returns 1 when
 * the record is valid: idx[k] is then the token of path k's value in
 * sc->view, or -1 when absent (as papo_json_find would say).  Returns
 * 0 when the record is invalid or the scanner is not sure: parse it
 * with papo_json_parse instead.
 */
int papo_stats_scan(struct papo_stats_scan *sc, const char *s, size_t n,
    int *idx);

#endif
