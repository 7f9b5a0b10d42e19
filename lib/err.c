/* SPDX-License-Identifier: MIT */
/* err.c: filling and prefixing struct papo_err. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "papo.h"

void
papo_err_clear(struct papo_err *e)
{
	if (e == NULL)
		return;
	e->status = 0;
	e->msg[0] = '\0';
}

int
papo_err_set(struct papo_err *e, int status, const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return -1;
	e->status = status;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
}

void
papo_err_prefix(struct papo_err *e, const char *fmt, ...)
{
	char old[sizeof(e->msg)];
	va_list ap;
	int n;

	if (e == NULL)
		return;
	memcpy(old, e->msg, sizeof(old));
	va_start(ap, fmt);
	n = vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	if ((size_t)n < sizeof(e->msg) - 1) {
		/* the rest of the old message, cut to what fits */
		size_t room = sizeof(e->msg) - 1 - (size_t)n;
		size_t len = strlen(old);

		if (len > room)
			len = room;
		memcpy(e->msg + n, old, len);
		e->msg[(size_t)n + len] = '\0';
	}
}
