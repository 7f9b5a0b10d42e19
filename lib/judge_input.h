/*
 * judge_input.h: JSONL input read as it arrives, so that papo-judge
 * keeps requests in flight while it waits for input.
 */
#ifndef PAPO_JUDGE_INPUT_H
#define PAPO_JUDGE_INPUT_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "jsonl.h"
#include "papo.h"

/*
 * The files named on the command line (none: standard input), read
 * one after another with one read(2) per papo_judge_input_fill, never
 * waiting for a whole block: a slow producer upstream must not stall
 * the requests in flight.  Lines are the same as papo_reader's (CRLF
 * kept apart, a last line without newline, a cap on one line).
 */
struct papo_judge_input {
	char **names;
	size_t n;
	size_t cur;		/* index of the file being read */
	const char *name;	/* its name for messages ("<stdin>") */
	int fd;
	int close_fd;
	int regular;		/* a regular file: reads never block */
	int eof;		/* the current file is at its end */
	int done;		/* every file is read */
	struct papo_buf buf;	/* bytes read and not yet returned:
				   s[pos..len) */
	size_t pos;
	uint64_t lineno;	/* lines returned from the current file */
	size_t max_line;
};

/* What papo_judge_input_next found. */
enum {
	PAPO_JUDGE_INPUT_NEED = 0,	/* no complete line buffered: fill */
	PAPO_JUDGE_INPUT_LINE = 1,	/* *line is set */
	PAPO_JUDGE_INPUT_END = 2	/* every file is read */
};

/*
 * Check that every file can be opened (as papo_input_init does, so a
 * typo fails before any output) and open the first.  -1 with e set
 * (status 66).
 */
int papo_judge_input_open(struct papo_judge_input *in, int argc, char **argv,
    size_t max_line, struct papo_err *e);
void papo_judge_input_close(struct papo_judge_input *in);

/*
 * The next complete line: PAPO_JUDGE_INPUT_LINE with *line pointing
 * into in's buffer (valid until the next papo_judge_input_fill),
 * NEED, or END.  -1 with e set (status 65) for a line longer than
 * max_line.  in->name and the line number name the line's file.
 */
int papo_judge_input_next(struct papo_judge_input *in, struct papo_line *line,
    struct papo_err *e);

/*
 * Read once from the current file (this blocks unless the descriptor
 * is readable), moving to the next file at an end.  0, or -1 with e
 * set (status 74 for a read error, 66 when a file cannot be opened).
 */
int papo_judge_input_fill(struct papo_judge_input *in, struct papo_err *e);

/*
 * The descriptor to wait on before filling, or -1 when a fill would
 * not block (a regular file, or nothing left to read).
 */
int papo_judge_input_pollfd(const struct papo_judge_input *in);

#endif
