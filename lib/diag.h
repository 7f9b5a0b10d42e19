/* diag.h: messages from the commands to standard error, like err(3). */
#ifndef PAPO_DIAG_H
#define PAPO_DIAG_H

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
/* Print e's message, return its status. */
int papo_report(const struct papo_err *e);

#endif
