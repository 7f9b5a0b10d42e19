/* SPDX-License-Identifier: MIT */
/* config.h: the YAML configuration file, read as a list of long options. */
#ifndef PAPO_CONFIG_H
#define PAPO_CONFIG_H

#include <stddef.h>

#include "papo.h"

/*
 * One setting from the file: a long option name and its value as
 * written, with the line it came from.  A sequence value gives one
 * entry per element; the "fields" mapping gives "field" entries whose
 * value is "ROLE=PATH".
 */
struct papo_config_entry {
	char *key;
	char *value;
	unsigned long line;
	int inlist;		/* the value was an element of a list */
	int top;		/* at the top level, not in a tool's section */
};

struct papo_config {
	char *path;
	struct papo_config_entry *v;
	size_t n;
	size_t cap;
};

/*
 * Read path and collect the settings that apply to tool ("advantage",
 * "judge", ...): the top-level ones, and those in the mapping named
 * after the tool.  Mappings named after other tools are skipped.
 * Returns 0, or -1 with e set: status 66 when the file cannot be read,
 * 78 when it is not valid YAML of that shape (message "FILE:LINE:
 * ...").
 */
int papo_config_load(struct papo_config *c, const char *path, const char *tool,
    struct papo_err *e);
void papo_config_release(struct papo_config *c);

#endif
