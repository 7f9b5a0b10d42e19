/* SPDX-License-Identifier: MIT */
/* diag.h: messages from the commands to standard error, like err(3). */
#ifndef PAPO_DIAG_H
#define PAPO_DIAG_H

#include <stdint.h>

#include "papo.h"

/*
 * The one library module that prints.  Commands use it to report, in
 * the common format "prog: message"; the rest of lib/ only returns
 * errors.  papo_setprog takes the program name from argv[0].
 */
void papo_setprog(const char *argv0);
const char *papo_prog(void);
void papo_warnx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void papo_die(int status, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Print e's message and exit with its status (64 when it has none). */
_Noreturn void papo_die_err(const struct papo_err *e);
/*
 * After a failed write to the output (err: its errno): exit 74 without
 * a word when the reader has gone (EPIPE: `papo-x | head`), else as
 * papo_die_err.  EPIPE comes only to papo-judge, which ignores SIGPIPE;
 * the other tools die of the signal first (papo(7), EXIT STATUS).
 */
_Noreturn void papo_die_output(int err, const struct papo_err *e);
/* Print e's message, return its status. */
int papo_report(const struct papo_err *e);

/*
 * A bad line's report: "prog: FILE:LINE: message" (the report of
 * struct papo_filter, filter.h; ctx is not used).
 */
void papo_warn_line(void *ctx, const char *file, uint64_t lineno,
    const char *msg);

struct papo_filter;

/*
 * The progress line of papo-verify, papo-advantage and papo-stats on a
 * terminal: "prog: N records, X MB/s, T s", redrawn in place on
 * standard error at most four times a second (the first batch always
 * shows it).  papo_progress_start(p, f, show) zeroes p, the caller's,
 * and sets filter f's progress hook (papo_progress_note, context p)
 * when show (stderr is a terminal and no -q: papo_progress_wanted); f
 * may be NULL when show is 0, for a caller that sets a hook of its own
 * to the same pair.  papo_progress_end erases the line when one was
 * drawn.
 */
struct papo_progress {
	double t0, last;	/* seconds: start, last line drawn */
	int drawn;
};
int papo_progress_wanted(int quiet);
void papo_progress_start(struct papo_progress *p, struct papo_filter *f,
    int show);
void papo_progress_note(void *ctx, uint64_t lines, uint64_t bytes);
void papo_progress_end(struct papo_progress *p);

/*
 * After papo_filter_run failed with e: what was written before the
 * failure goes out, then e's message, and exit with its status (a
 * closed output pipe: quietly, see papo_die_output).
 */
_Noreturn void papo_die_run(struct papo_filter *f, const struct papo_err *e);

/* At the end of a run: flush the output, or exit as papo_die_output. */
void papo_end_run(struct papo_filter *f);

struct papo_cli;

/*
 * How every command starts: papo_cli_parse (cli.h) on argv.  A bad
 * command line prints its message and the usage line (papo_cli_usage)
 * to standard error and exits 64; another error (the config file) exits
 * with its status.  --help prints the help (papo_cli_help), --version
 * "prog (papo) VERSION", to standard output (exit 74 when that write
 * fails); then it returns 0, and the caller frees what it holds and
 * returns 0.  Otherwise returns the index of the first operand (>= 1).
 * First of all, unless OMP_WAIT_POLICY, GOMP_SPINCOUNT or KMP_BLOCKTIME
 * is set, the program starts again with OMP_WAIT_POLICY=passive (its
 * idle threads sleep rather than spin), under the name it was started
 * by (argv[0]'s last part, what ps and pgrep match), not "exe".
 */
int papo_cli_start(struct papo_cli *cli, int argc, char **argv);

#endif
