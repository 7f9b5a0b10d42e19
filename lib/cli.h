/* cli.h: command-line and config-file options shared by the four tools. */
#ifndef PAPO_CLI_H
#define PAPO_CLI_H

#include <getopt.h>
#include <stddef.h>

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
struct papo_opt {
	const char *name;	/* the long name, "mode" */
	int letter;		/* the short letter, or 0 */
	int id;			/* what handle is called with: the letter,
				   or PAPO_OPT_TOOL + k */
	const char *arg;	/* its value in the usage ("mode",
				   "null|0"); NULL: a flag */
	const char *meta;	/* its value in --help; NULL: arg in
				   capitals */
	unsigned flags;		/* PAPO_OPT_MANY */
	const char *help;	/* lines of --help, '\n' between them */
};

/* The option may be given more than once (a list in the config file). */
#define PAPO_OPT_MANY 0x1

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
 * options, first those from the config file (from_config = 1, in file
 * order), then those from the command line; it returns 0, or -1 with
 * e set (the status is replaced by 78 for a config-file setting).
 */
typedef int (*papo_cli_handler)(void *ctx, int opt, const char *arg,
    int from_config, struct papo_err *e);

struct papo_cli {
	const char *tool;		/* config section: "advantage", ... */
	const struct papo_opt *opts;	/* the tool's own options */
	const char *about;		/* what --help says before the options */
	papo_cli_handler handle;
	void *ctx;
	struct papo_common common;	/* filled by papo_cli_parse */
	int help;			/* -h/--help was given */
	int version;			/* --version was given */
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
 * The value of --shard: "I/N" with 0 <= I < N <= 65536 into *shard and
 * *nshards; -1 with e set (status 64) otherwise.
 */
int papo_cli_shard(const char *arg, unsigned long *shard,
    unsigned long *nshards, struct papo_err *e);

/* Strict number parsing for option values; -1 on junk or overflow. */
int papo_parse_double(const char *s, double *out);
int papo_parse_long(const char *s, long min, long max, long *out);

#endif
