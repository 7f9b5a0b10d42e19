/* SPDX-License-Identifier: MIT */
/* cli.h: command-line and config-file options shared by the four tools. */
#ifndef PAPO_CLI_H
#define PAPO_CLI_H

#include <getopt.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "fields.h"
#include "papo.h"

/*
 * Option values of the common options; tools number theirs from
 * PAPO_OPT_TOOL.
 */
enum {
	PAPO_OPT_HELP = 'h',
	PAPO_OPT_KEEP_GOING = 'k',
	PAPO_OPT_THREADS = 'j',
	PAPO_OPT_VERSION = 0x100,
	PAPO_OPT_FIELD,
	PAPO_OPT_PRESET,
	PAPO_OPT_CONFIG,
	PAPO_OPT_MAX_LINE,
	PAPO_OPT_CORRECT_AT,
	PAPO_OPT_EXPLODE,
	PAPO_OPT_TOOL = 0x200
};

/*
 * One option of a tool, everything about it written once: getopt's
 * tables, the usage line (papo_cli_usage, which is the man page's
 * SYNOPSIS), the --help text and the config file all come from it.
 * A tool's table ends with an entry whose name is NULL.  An entry
 * with a common option's name and id replaces that option's --help
 * text (papo-judge's -j, which it accepts and does not use).
 */
/*
 * What papo_cli_parse does with an option's value itself.  A typed
 * option's value is checked and stored at off in the tool's ctx (a
 * common option's: in struct papo_common); a bad one gets the one
 * message "invalid value 'X' for --NAME (RANGE)", status 64.  Rows
 * without a type (PAPO_T_NONE) go to the tool's handle.
 */
enum papo_vtype {
	PAPO_T_NONE,	/* handle() does it */
	PAPO_T_FLAG,	/* int, set to 1 */
	PAPO_T_INT,	/* int, a whole number from lo to hi */
	PAPO_T_LONG,	/* long, a whole number from lo to hi */
	PAPO_T_U64,	/* uint64_t, a whole number from 0 */
	PAPO_T_SIZE,	/* size_t, a size ("64K", "1G"), not 0 */
	PAPO_T_DOUBLE,	/* double, a finite number from lo to hi */
	PAPO_T_ENUM,	/* int (an enum), lo + the index of the value in
			   names */
	PAPO_T_STRING	/* char *, a copy (the old one is freed) */
};

/* A value's range; lo -HUGE_VAL or hi HUGE_VAL: no bound. */
struct papo_optval {
	enum papo_vtype type;
	size_t off;		/* offsetof the destination in ctx */
	double lo, hi;
	unsigned open;		/* PAPO_T_LO_OPEN, PAPO_T_HI_OPEN */
	const char *const *names;	/* PAPO_T_ENUM: NULL-terminated */
};

#define PAPO_T_LO_OPEN 0x1	/* above lo, not lo itself */
#define PAPO_T_HI_OPEN 0x2	/* below hi, not hi itself */

/*
 * Row tails: PAPO_VAL_INT(struct opts, trials, 1, 16) after the help.
 * The offset of field f of T, which must have the size of type (a
 * negative array size stops the build otherwise).
 */
#define PAPO_VAL_OFF(T, f, type) (offsetof(T, f) + \
	0 * sizeof(char[sizeof(((T *)0)->f) == sizeof(type) ? 1 : -1]))
#define PAPO_VAL_FLAG(T, f) \
	{ PAPO_T_FLAG, PAPO_VAL_OFF(T, f, int), 0, 0, 0, NULL }
#define PAPO_VAL_INT(T, f, lo, hi) \
	{ PAPO_T_INT, PAPO_VAL_OFF(T, f, int), (lo), (hi), 0, NULL }
#define PAPO_VAL_LONG(T, f, lo, hi) \
	{ PAPO_T_LONG, PAPO_VAL_OFF(T, f, long), (lo), (hi), 0, NULL }
#define PAPO_VAL_U64(T, f) \
	{ PAPO_T_U64, PAPO_VAL_OFF(T, f, uint64_t), 0, HUGE_VAL, 0, NULL }
#define PAPO_VAL_SIZE(T, f) \
	{ PAPO_T_SIZE, PAPO_VAL_OFF(T, f, size_t), 1, HUGE_VAL, 0, NULL }
#define PAPO_VAL_DOUBLE(T, f, lo, hi, open) \
	{ PAPO_T_DOUBLE, PAPO_VAL_OFF(T, f, double), (lo), (hi), (open), \
	NULL }
#define PAPO_VAL_ENUM(T, f, names, base) \
	{ PAPO_T_ENUM, PAPO_VAL_OFF(T, f, int), (base), 0, 0, (names) }
#define PAPO_VAL_STRING(T, f) \
	{ PAPO_T_STRING, PAPO_VAL_OFF(T, f, char *), 0, 0, 0, NULL }

struct papo_opt {
	const char *name;	/* the long name, "mode" */
	int letter;		/* the short letter, or 0 */
	int id;			/* what handle is called with: the letter,
				   or PAPO_OPT_TOOL + k */
	const char *arg;	/* its value in the usage ("mode",
				   "null|0"); NULL: a flag */
	const char *meta;	/* its value in --help; NULL: arg in
				   capitals */
	unsigned flags;		/* PAPO_OPT_MANY, PAPO_OPT_CALL */
	const char *help;	/* lines of --help, '\n' between them */
	struct papo_optval v;	/* type, range and destination */
};

/* The option may be given more than once (a list in the config file). */
#define PAPO_OPT_MANY 0x1
/* A typed option: handle is called too, once the value is stored. */
#define PAPO_OPT_CALL 0x2

/* Settings of the common options, after parsing. */
struct papo_common {
	struct papo_fields fields;
	size_t max_line;	/* cap on one input line */
	int keep_going;		/* pass bad lines through, exit 65 at the end */
	int threads;		/* OpenMP threads, 0: OpenMP's default */
	char *config;		/* the --config file, or NULL */
};

/*
 * A tool's own options.  handle is called for each of the tool's
 * untyped options (and typed ones marked PAPO_OPT_CALL, after the
 * value is stored), first those from the config file (from_config = 1,
 * in file order), then those from the command line; it returns 0, or
 * -1 with e set (the status is replaced by 78 for a config-file
 * setting).
 */
typedef int (*papo_cli_handler)(void *ctx, int opt, const char *arg,
    int from_config, struct papo_err *e);

struct papo_cli {
	const char *tool;		/* config section: "advantage", ... */
	const struct papo_opt *opts;	/* the tool's own options */
	/* what --help says before the options */
	const char *about;
	papo_cli_handler handle;	/* NULL: every option is typed */
	void *ctx;
	struct papo_common common;	/* filled by papo_cli_parse */
	int help;			/* -h/--help was given */
	int version;			/* --version was given */
	/* papo_cli_parse failed on the command line's syntax (an unknown
	   option, one without its value): the usage line is shown after
	   the message; after a bad value, the message alone */
	int syntax_error;
	struct option *lo;		/* made from opts */
	char *so;
	char *usage_made;
};

/*
 * The usage line of the tool, wrapped at 80 columns, ending in a
 * newline: "usage: papo-NAME [-flags] [-x arg] [--long arg] ... [file
 * ...]" (flags, then lettered options, then long ones, each sorted),
 * as in its man page's SYNOPSIS.  The buffer is cli's.
 */
const char *papo_cli_usage(struct papo_cli *cli);

/* Append the --help text (usage, about, one entry per option) to out. */
void papo_cli_help(struct papo_cli *cli, struct papo_buf *out);

/*
 * Parse the config file (when --config names one) and then argv.
 * Returns the index of the first operand, or -1 with e set: status 64
 * for a bad command line, 66 or 78 for a bad config file.  When help
 * or version is set the caller prints and exits without looking
 * further.  Sets the OpenMP thread count when --threads is given.
 */
int papo_cli_parse(struct papo_cli *cli, int argc, char **argv,
    struct papo_err *e);
void papo_cli_release(struct papo_cli *cli);

/*
 * The index of arg in names (a NULL-terminated list of keywords, such as
 * a mode's names in the order of their enum), or -1.
 */
int papo_cli_keyword(const char *arg, const char *const *names);

/*
 * The one message for a bad option value: "invalid value 'arg' for
 * --name (what)", status 64; returns -1.
 */
int papo_cli_bad_value(struct papo_err *e, const char *name,
    const char *arg, const char *what);

/*
 * The same with the range of a number, as a typed option's: "1 to 16",
 * "0 or more", "above 0, at most 1" ...; lo and hi as in papo_optval.
 */
int papo_cli_bad_number(struct papo_err *e, const char *name,
    const char *arg, double lo, double hi, unsigned open);

/*
 * The value of --shard: "I/N" with 0 <= I < N <= 65536 into *shard and
 * *nshards; -1 with e set (status 64) otherwise.
 */
int papo_cli_shard(const char *arg, unsigned long *shard,
    unsigned long *nshards, struct papo_err *e);

/*
 * The rows of the options papo-advantage and papo-stats share, one name,
 * range and help in both: --group-size N into long f of T, --shard I/N
 * (to handle, which calls papo_cli_shard), --estimate-length into int f
 * (papo_fields_estimate_length).  id: the tool's enum.
 */
#define PAPO_OPT_ROW_GROUP_SIZE(T, f, id) \
	{ "group-size", 0, (id), "n", NULL, 0, \
	    "cut a group key's records into groups of N, in\n" \
	    "input order (a prompt sampled twice in a step)", \
	    PAPO_VAL_LONG(T, f, 1, 1L << 30) }
#define PAPO_OPT_ROW_SHARD(id) \
	{ "shard", 0, (id), "i/n", NULL, 0, \
	    "only the groups of shard I of N (0 <= I < N), split\n" \
	    "by group key: no group is cut, records without\n" \
	    "a group are shard 0", { 0, 0, 0, 0, 0, NULL } }
#define PAPO_OPT_ROW_ESTIMATE_LENGTH(T, f, id) \
	{ "estimate-length", 0, (id), NULL, NULL, 0, \
	    "estimate missing lengths as response characters / 4", \
	    PAPO_VAL_FLAG(T, f) }

/* Strict number parsing for option values: decimal digits as written
 * (a sign, a point and an exponent; no space, hexadecimal, inf or nan);
 * -1 on anything else or overflow. */
int papo_parse_double(const char *s, double *out);
int papo_parse_long(const char *s, long min, long max, long *out);

/*
 * Parse a size such as "64M", "1G", "4096" (K, M, G are powers of
 * 1024).  -1 on a malformed or zero size.
 */
int papo_parse_size(const char *s, size_t *out);

#endif
