/* jsonl.h: reading JSONL input in large blocks, and buffered checked output. */
#ifndef PAPO_JSONL_H
#define PAPO_JSONL_H

#include <stddef.h>
#include <stdint.h>

#include "papo.h"

/* Default cap on one line (a record): 1 GiB. */
#define PAPO_MAX_LINE_DEFAULT ((size_t)1 << 30)

/*
 * One input line.  s points at its content without the terminator
 * ("\n", or "\r\n" whose "\r" is then not content); tlen is the
 * terminator's length (0 for a last line without newline).  lineno
 * counts from 1 in its file.
 */
struct papo_line {
	const char *s;
	size_t len;
	uint32_t tlen;
	uint64_t lineno;
};

/*
 * A block of complete lines from one file.  The lines point into the
 * batch's mem (read input) or into the reader's mapping of the file
 * (regular files are mapped, not copied); either way they stay valid
 * until the next read, or, when the reader keeps its input (keep: the
 * reader then holds the memory, not the batch), until the reader is
 * closed.
 */
struct papo_batch {
	char *mem;
	size_t memcap;
	struct papo_line *line;
	size_t n;
	size_t cap;
	const char *name;	/* file name for messages ("<stdin>") */
};

void papo_batch_init(struct papo_batch *b);
void papo_batch_release(struct papo_batch *b);

/* One input file (or standard input) read in blocks. */
struct papo_reader {
	const char *name;
	int fd;
	int close_fd;
	int eof;
	int keep;		/* lines stay valid until close */
	char *carry;		/* incomplete last line, for the next block */
	size_t carrylen;
	size_t carrycap;
	size_t max_line;
	uint64_t lineno;
	char *map;		/* a regular file, mapped */
	size_t maplen;
	size_t mapoff;		/* next byte to hand out */
	size_t mapdrop;		/* bytes before this were given back */
	size_t lastblock;	/* start of the block handed out last */
	int pending;		/* perr is the next read's result */
	struct papo_err perr;
	char **kept;		/* blocks kept for keep mode */
	size_t nkept;
	size_t keptcap;
};

/*
 * Open path for reading ("-" or NULL: standard input, named
 * "<stdin>").  max_line caps one line (0: the default).  Memory is
 * reused and given back as reading goes on, so a stream of any size is
 * read in bounded memory; set r->keep after opening to have every line
 * stay valid until papo_reader_close instead.  -1 with e set (status
 * 66) when the file cannot be opened.
 */
int papo_reader_open(struct papo_reader *r, const char *path, size_t max_line,
    struct papo_err *e);
void papo_reader_close(struct papo_reader *r);

/*
 * Read the next block of complete lines into b, at least want bytes
 * when the input has them.  Returns the number of lines (>= 1), 0 at
 * end of input, or -1 with e set: status 74 for a read error, 65 for a
 * line longer than max_line (message names the line; the lines before
 * it come first, the error at the next read).
 */
long papo_reader_read(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e);

/*
 * A list of input files read one after another, as the command line
 * names them (none: standard input).  papo_input_init checks up front
 * that every file can be opened, so a typo fails before any output.
 */
struct papo_input {
	char **names;
	size_t n;
	size_t cur;
	size_t max_line;
	int open;
	int keep;		/* lines stay valid until papo_input_release */
	struct papo_reader r;
	struct papo_reader old;	/* the file that ended at the last read */
	int retired;		/* old is open */
	struct papo_reader *done;	/* finished readers, kept */
	size_t ndone;
	size_t donecap;
};

int papo_input_init(struct papo_input *in, int argc, char **argv,
    size_t max_line, struct papo_err *e);
/*
 * Make every line read from now on stay valid until papo_input_release
 * (for a tool that must hold all of its input); by default lines are
 * valid until the next papo_input_read.
 */
void papo_input_keep(struct papo_input *in);
/*
 * Like papo_reader_read, moving on to the next file at each end.  A
 * batch's lines stay valid until the read after the next one when the
 * caller alternates two batches (b for one read, another for the next):
 * it may parse one batch while the next is being read.  With one batch,
 * they are valid until the next read.
 */
long papo_input_read(struct papo_input *in, struct papo_batch *b, size_t want,
    struct papo_err *e);
void papo_input_release(struct papo_input *in);

/*
 * Buffered output to a file descriptor, every write checked.  After
 * the first failure every call fails with the same error (status 74);
 * a broken pipe is reported with err set to EPIPE so that the command
 * can stop quietly.
 */
struct papo_out {
	int fd;
	const char *name;
	char *buf;
	size_t len;
	size_t cap;
	int err;		/* errno of the first failure, or 0 */
};

void papo_out_init(struct papo_out *o, int fd, const char *name);
int papo_out_write(struct papo_out *o, const void *p, size_t n,
    struct papo_err *e);
int papo_out_flush(struct papo_out *o, struct papo_err *e);
/*
 * Write the n pieces iov[0..n) after what is buffered, with writev(2):
 * no copy of large pieces.  iov is modified.
 */
struct iovec;
int papo_out_writev(struct papo_out *o, struct iovec *iov, size_t n,
    struct papo_err *e);
void papo_out_release(struct papo_out *o);

/*
 * 1 when a line holds only spaces, tabs and carriage returns: not a
 * record, passed through as it is.
 */
int papo_line_blank(const char *s, size_t n);

/*
 * Parse a size such as "64M", "1G", "4096" (K, M, G are powers of
 * 1024).  -1 on a malformed or zero size.
 */
int papo_parse_size(const char *s, size_t *out);

#endif
