/* SPDX-License-Identifier: MIT */
/* papo.h: what every papo module shares: exit statuses and the error record. */
#ifndef PAPO_H
#define PAPO_H

#include <stddef.h>
#include <stdint.h>

#define PAPO_VERSION "0.1.0"

/*
 * Exit statuses, the same in all four tools (sysexits(3) values).
 * Library functions report one of these in struct papo_err; the
 * command decides whether to exit with it.
 */
enum papo_status {
	PAPO_EX_OK = 0,
	PAPO_EX_USAGE = 64,		/* bad command line */
	PAPO_EX_DATAERR = 65,		/* malformed or inconsistent input */
	PAPO_EX_NOINPUT = 66,		/* an input file cannot be opened */
	PAPO_EX_UNAVAILABLE = 69,	/* judge service unavailable */
	PAPO_EX_SOFTWARE = 70,		/* internal error (a bug) */
	PAPO_EX_OSERR = 71,		/* out of memory, cannot fork, ... */
	PAPO_EX_IOERR = 74,		/* read or write error */
	PAPO_EX_TEMPFAIL = 75,		/* judgments failed after retries */
	PAPO_EX_CONFIG = 78		/* bad configuration file or rubric */
};

/*
 * An error as library code reports it: a status from enum papo_status
 * and a message without program name, position or trailing newline
 * ("field 'answer' is missing").  Callers own the struct; functions
 * that fail fill it and return -1.
 */
struct papo_err {
	int status;
	char msg[1024];
};

/*
 * In a record's message, where the file it came from goes (a command
 * to paste): papo_filter_reject writes the file's name there, quoted
 * for the shell, or FILE when the records came from standard input.
 */
#define PAPO_MSG_FILE	"\037"

/* Clear an error record (status 0, empty message). */
void papo_err_clear(struct papo_err *e);

/*
 * Fill e with status and a printf-style message; returns -1 so that
 * library code can write "return papo_err_set(e, ...)".  e may be NULL.
 */
int papo_err_set(struct papo_err *e, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Put a printf-style prefix in front of the message already in e. */
void papo_err_prefix(struct papo_err *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
