/* SPDX-License-Identifier: MIT */
/*
 * why-read.c: each line of standard input put as the justification of
 * a verdict ("Score: 4\n\nExplanation: LINE") and read by the rubric
 * reader; prints "READ\tLINE" when the verdict is read, "no\tLINE"
 * when not.  The reader of bench/why_rows_redteam.py: a line made of
 * rows that is READ is one to read by hand for its meaning.
 */
#include <stdio.h>
#include <string.h>

#include "judge/rubric.h"

int
main(void)
{
	static const char rubric[] = "scores: [0, 1, 2, 3, 4, 5, 6, 7, 8, "
	    "9, 10]\nprompt: '{{response}}'\n";
	struct papo_rubric r;
	struct papo_rubric_verdict v;
	struct papo_err e;
	char line[4096], reply[4200];
	size_t n;
	int got;

	memset(&e, 0, sizeof(e));
	if (papo_rubric_parse_text(&r, "why-read.yaml", rubric,
	    strlen(rubric), &e) != 0)
		return 2;
	while (fgets(line, sizeof(line), stdin) != NULL) {
		n = strlen(line);
		if (n > 0 && line[n - 1] == '\n')
			line[--n] = '\0';
		snprintf(reply, sizeof(reply), "Score: 4\n\nExplanation: %s",
		    line);
		got = papo_rubric_read(&r, reply, strlen(reply), 0, &v);
		printf("%s\t%s\n", got == 0 ? "READ" : "no", line);
	}
	papo_rubric_release(&r);
	return 0;
}
