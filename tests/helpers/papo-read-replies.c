/* SPDX-License-Identifier: MIT */
/*
 * papo-read-replies: read judge replies as papo-judge reads them, for
 * tests/judge/make-replies-round21.py and make-replies-round23.py.
 * Usage:
 *
 *   papo-read-replies [-l] RUBRIC FILE
 *
 * FILE holds replies, each after a line "@@@ NAME" (the newlines that
 * end a reply are not its own); each is read with papo_rubric_read
 * under the rubric file RUBRIC (finish reason stop; with -l, length:
 * each reply cut off by the judge's limit), and one line is
 * written for it: "NAME<TAB>SCORE", or "NAME<TAB>ERROR<TAB>WHY".
 * Exit status 0, or 66 (a file cannot be read), 78 (not a rubric), 64.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "judge/rubric.h"

static int cut_off;

static void
read_one(const struct papo_rubric *r, const char *name, struct papo_buf *b)
{
	struct papo_rubric_verdict v;
	size_t n = b->len;

	while (n > 0 && b->s[n - 1] == '\n')
		n--;
	if (papo_rubric_read(r, b->s, n, cut_off, &v) == 0)
		printf("%s\t%g\n", name, v.score);
	else
		printf("%s\t%s\t%s\n", name, v.error, v.why ? v.why : "");
}

int
main(int argc, char **argv)
{
	struct papo_rubric r;
	struct papo_err e = { 0, "" };
	struct papo_buf b = PAPO_BUF_INIT;
	char *line = NULL, name[256] = "";
	size_t cap = 0;
	ssize_t len;
	int have = 0;
	FILE *fp;

	if (argc == 4 && strcmp(argv[1], "-l") == 0) {
		cut_off = 1;
		argc--;
		argv++;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: papo-read-replies [-l] rubric file\n");
		return 64;
	}
	if (papo_rubric_load(&r, argv[1], &e) < 0)
		errx(e.status, "%s", e.msg);
	if ((fp = fopen(argv[2], "r")) == NULL)
		err(66, "%s", argv[2]);
	papo_buf_adds(&b, "");
	for (;;) {
		/* getline, not fgets: a reply's NUL bytes are its own */
		int eof = (len = getline(&line, &cap, fp)) < 0;

		if (eof || strncmp(line, "@@@ ", 4) == 0) {
			if (have)
				read_one(&r, name, &b);
			if (eof)
				break;
			snprintf(name, sizeof(name), "%.*s",
			    (int)strcspn(line + 4, "\n"), line + 4);
			papo_buf_reset(&b);
			papo_buf_adds(&b, "");
			have = 1;
		} else
			papo_buf_add(&b, line, (size_t)len);
	}
	free(line);
	fclose(fp);
	papo_buf_release(&b);
	papo_rubric_release(&r);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
