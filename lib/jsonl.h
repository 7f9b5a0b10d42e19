/* SPDX-License-Identifier: MIT */
/* jsonl.h: reading JSONL (and JSON) input in large blocks. */
#ifndef PAPO_JSONL_H
#define PAPO_JSONL_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "json.h"
#include "papo.h"

/* Default cap on one line (a record): 1 GiB. */
#define PAPO_MAX_LINE_DEFAULT ((size_t)1 << 30)

/*
 * One input line.  s points at its content without the terminator
 * ("\n", or "\r\n" whose "\r" is then not content); tlen is the
 * terminator's length (0 for a last line without newline).  lineno
 * counts from 1 in its file.  A line longer than the reader's cap has
 * PAPO_LINE_LONG in flags: it is not a record, and its content is
 * there (s, len) only when the reader keeps long lines (see
 * papo_reader.longs); else s is "" and len 0.
 */
struct papo_line {
	const char *s;
	size_t len;
	uint8_t tlen;
	uint8_t flags;
	uint64_t lineno;
};

#define PAPO_LINE_LONG 0x1
/*
 * A line whose --explode lists cannot be read as records (lists of
 * different lengths, an empty one, a list beside a value that is
 * not): given as it is, a bad line (papo_reader_explode_why says why).
 */
#define PAPO_LINE_EXPLODE 0x2
/*
 * A record --explode made from a line of two or more: a field outside
 * the lists is the whole line's, not this record's (papo_rec.shared).
 */
#define PAPO_LINE_SHARED 0x4

/*
 * Why line s (n bytes) is a PAPO_LINE_EXPLODE line under the list
 * fields p[0..np): -1 with e set (status 65) to "lists 'a' (3
 * elements) and 'b' (2) differ in length (--explode)" or the like.
 */
int papo_reader_explode_why(const struct papo_path *p, size_t np,
    const char *s, size_t n, struct papo_err *e);

/*
 * 1 when a read(2) of fd would not block now (data, the end, or an
 * error that read(2) will report), else 0.
 */
int papo_fd_ready(int fd);

/* How a reader reads a pipe or a terminal (papo_reader.flow). */
enum papo_flow {
	PAPO_FLOW_BLOCK,	/* blocks of want bytes, or the end */
	PAPO_FLOW_SHORT,	/* a block ends early once a line is there and
				   nothing more is ready (b->wait set) */
	PAPO_FLOW_NOWAIT	/* never wait: when nothing is ready, the
				   lines there are (maybe none: 0 lines with
				   b->wait set, not the end) */
};

/* What a reader does with a line longer than its cap. */
enum papo_longs {
	PAPO_LONGS_ERROR,	/* an error at that line (status 65) */
	PAPO_LONGS_SKIP,	/* a PAPO_LINE_LONG line without content */
	PAPO_LONGS_KEEP		/* a PAPO_LINE_LONG line with its content,
				   spooled to a temporary file when the
				   input is not a mapped file */
};

/*
 * A block of complete lines from one file.  The lines point into the
 * batch's mem (read input) or into the reader's mapping of the file
 * (a regular file is mapped, not copied, when the reader keeps its
 * input; see papo_reader_read); either way they stay valid
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
	uint32_t file;		/* index of the file in its papo_input */
	int wait;		/* the input had no more bytes ready: the
				   next read may block */
	struct papo_spool *spool;	/* long lines kept in temporary
					   files, unmapped with the batch */
	size_t nspool, spoolcap;
	struct papo_buf rows;	/* columns mode: the records made from a
				   line of lists */
	struct papo_line *cline;	/* columns mode: the lines read */
	size_t ncline, clinecap;
	struct papo_buf jrows;	/* JSON mode: the records, one a line */
};

/* A long line's temporary mapping (see PAPO_LONGS_KEEP). */
struct papo_spool {
	void *map;
	size_t len;
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
	enum papo_longs longs;	/* lines longer than max_line */
	enum papo_flow flow;	/* reading a pipe or a terminal */
	int columns;		/* a line is an object of lists: it gives
				   one line per element (ROLL's dumps) */
	const struct papo_path *explode;	/* --explode: these lists
				   of a line give one line per element
				   (lib/jsonl_explode.c); not with columns */
	size_t nexplode;
	int sniffed;		/* the file's first bytes were looked at */
	const volatile sig_atomic_t *stop;	/* when set and nonzero,
				   reading ends before the next read(2), or
				   when one is interrupted: complete lines go
				   out, an incomplete last one is dropped */
	size_t cut;		/* bytes of the incomplete line dropped */
	uint64_t exploded;	/* lines that held --explode's lists, read
				   as their elements' records */
	int jdecided;		/* JSONL or JSON was decided (jt) */
	struct papo_jtext *jt;	/* JSON mode: a JSON array of records or
				   JSON texts over lines, read as records */
	char *map;		/* a regular file, mapped */
	int streamed;		/* mapped, but read with read(2) until a
				   line outgrows a block (see
				   papo_reader_read) */
	size_t maplen;
	size_t mapoff;		/* next byte to hand out */
	size_t mapdrop;		/* bytes before this were given back */
	size_t lastblock[2];	/* starts of the blocks handed out last */
	int pending;		/* perr is the next read's result */
	struct papo_err perr;
	char **kept;		/* blocks kept for keep mode */
	size_t nkept;
	size_t keptcap;
	struct papo_spool *spool;	/* long lines kept for keep mode */
	size_t nspool, spoolcap;
	int codecked;		/* whether it is compressed was decided */
	struct papo_codec *codec;	/* gzip, zstd or xz: decompressed
				   as it is read */
	int spliced;		/* a kept pipe: 1 spliced into sfd, an
				   unnamed file on a disk or (under a data
				   limit) a memory file, mapped
				   as it grows; -1 not (papo_reader_read) */
	int sfd;
	size_t slen;		/* bytes in sfd */
	size_t spos;		/* of them, handed out */
	size_t scap;		/* bytes sfd may take (a disk's share) */
	const char *smap;	/* the last mapping of sfd: its bytes */
	size_t smapoff;		/* [smapoff, smapend) of sfd */
	size_t smapend;
};

/*
 * Open path for reading ("-" or NULL: standard input, named
 * "<stdin>", read from its current offset).  max_line caps one line
 * (0: the default).  Memory is reused and given back as reading goes
 * on, so a stream of any size is read in bounded memory; set r->keep
 * after opening to have every line stay valid until papo_reader_close
 * instead, r->longs for what a line over the cap does (default: an
 * error), r->flow to have a block end early when the input has no
 * more bytes ready.  The descriptor is closed at the end of the file
 * (a kept file keeps its memory, not its descriptor).  -1 with e set
 * (status 66) when the file cannot be opened.
 */
int papo_reader_open(struct papo_reader *r, const char *path, size_t max_line,
    struct papo_err *e);
void papo_reader_close(struct papo_reader *r);

/*
 * Read the next block of complete lines into b, at least want bytes
 * when the input has them (fewer, with b->wait set, when r->flow says
 * so and the input has no more bytes ready).  Returns the number of
 * lines (>= 1), 0 at end of input (or, with PAPO_FLOW_NOWAIT and
 * b->wait set, when no complete line is ready yet), or -1 with e set:
 * status 74 for a
 * read error; with PAPO_LONGS_ERROR, 65 for a line longer than
 * max_line (message names the line; the lines before it come first,
 * the error at the next read).  A regular file the reader does not
 * keep is read with read(2) into b's block, reused from read to read,
 * rather than through its mapping (the first touch of each page of a
 * fresh mapping costs a fault, dear on a virtual machine); a pipe it
 * keeps is spliced into an unnamed file of TMPDIR (else /var/tmp) when
 * that is on a disk, or else read(2) into blocks it holds until close,
 * or, under a data limit (RLIMIT_DATA), spliced into a memory file; a
 * spliced pipe is mapped block by block, which the limit does not count
 * (past half the disk's free space, a disk full, or clearing r->keep,
 * goes back to
 * read(2) into one reused block, from the bytes not handed out).  When
 * standard input was mapped, its offset is left after what was read,
 * so that naming it twice reads it once.  The first bytes of a file
 * tell what it is: gzip, zstd and xz data is decompressed as it is read
 * (corrupt or cut short: an error, 65, naming the file, after the
 * complete lines before it); a UTF-8 byte order mark is skipped; a
 * Parquet file, a zip archive (torch.save), a wandb table, a Python
 * pickle, CSV or TSV, UTF-16 or UTF-32 text, a JSON object of records
 * keyed by index is an error (65) that names the format and the command
 * that converts it to JSONL.
 *
 * JSON is read as well as JSONL (papo(7), INPUT FORMATS).  A file whose
 * first byte other than white space is '[' is one JSON array: each
 * element is a record.  A file whose first line (the one that holds its
 * first byte other than white space) opens a JSON value that the line
 * does not close is JSON texts one after another (pretty-printed
 * objects, one or several): each is a record.  Any other file is JSONL,
 * a record a line, so that a malformed line is reported at its own
 * line.  In JSON mode a record is given as one line: the text without
 * the white space outside its strings, lineno the line where it starts,
 * terminator "\n"; the elements are read as they come (memory for one
 * record at a time), and an error in the structure (a bracket that
 * does not match, a string over a line's end, the end of the file
 * inside a record, anything after the array) is an error (65) naming
 * its line and the line where the record started.
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
	enum papo_longs longs;	/* see papo_reader */
	enum papo_flow flow;	/* see papo_reader */
	int columns;		/* see papo_reader */
	const struct papo_path *explode;	/* see papo_reader */
	size_t nexplode;
	const volatile sig_atomic_t *stop;	/* see papo_reader: no
				   further file is opened either */
	size_t cut;		/* see papo_reader */
	uint64_t exploded;	/* see papo_reader: of every file so far */
	int open;
	int keep;		/* lines stay valid until papo_input_release */
	struct papo_reader r;
	struct papo_reader old[2];	/* files that ended at the last two
					   reads */
	int retired[2];		/* old[i] is open */
	struct papo_reader *done;	/* finished readers, kept */
	size_t ndone;
	size_t donecap;
};

int papo_input_init(struct papo_input *in, int argc, char **argv,
    size_t max_line, struct papo_err *e);

/*
 * Dump directories among the operands argv[0..argc) (jsonl_dir.c): each
 * replaced by its files whose names end in .jsonl (or .jsonl.gz,
 * .jsonl.zst, .jsonl.xz), at any depth (up to 8), names that start
 * with '.' and links to directories passed over, in natural order
 * (papo_input_natcmp: step_2 before step_10); papo-stats --follow
 * follows the uncompressed ones.  When an operand is a directory,
 * *out gets a new list of *nout names (free it with
 * papo_input_dirs_free(*out, *nout)); else *out is NULL and *nout
 * argc.  -1 with e set: 66 for a directory that cannot be read or
 * holds no such file (the message names one of its other files), 65
 * for one that holds a file and the same compressed (1.jsonl and
 * 1.jsonl.gz: read twice).
 */
int papo_input_dirs(int argc, char **argv, char ***out, int *nout,
    struct papo_err *e);
/*
 * The length of path's compressor suffix when it names a compressed
 * JSONL file (".jsonl.gz", ".jsonl.zst", ".jsonl.xz": the reader
 * decompresses them, told by their first bytes), else 0: what a
 * directory operand reads besides its .jsonl files, and what a preset's
 * file of no records is named compressed.
 */
size_t papo_input_packed(const char *path);
/* How deep under a directory operand files are looked for (papo(7)). */
#define PAPO_INPUT_DIR_DEPTH 8
void papo_input_dirs_free(char **v, size_t n);

/*
 * What papo_input_walk calls on each file it finds: path (the walk's,
 * valid during the call) and jsonl, 1 when its name ends in .jsonl.
 * A return other than 0 ends the walk and is what it returns.
 */
typedef int (*papo_input_walk_fn)(void *ctx, const char *path, int jsonl,
    struct papo_err *e);
/* papo_input_walk's flags */
#define PAPO_WALK_ALL		1	/* other regular files too */
#define PAPO_WALK_GROWING	2	/* a directory gone (removed since it
					   was listed) holds nothing, one
					   that cannot be read is 74 */
/*
 * The one walk of a directory (jsonl_dir.c), what a directory operand
 * and papo-stats --follow read in it: fn(ctx, path, jsonl, e) on each
 * regular file (a link to one included) whose name ends in .jsonl (with
 * PAPO_WALK_ALL, on every regular file), at any depth up to
 * PAPO_INPUT_DIR_DEPTH, in natural order of their paths (step_2/a
 * before step_10/a); names that start with '.' are passed over, and so
 * are links to directories (no loops).  0, what fn returned, or -1 with
 * e set for a directory that cannot be read ("cannot read directory
 * 'X': why", 66; 74 with PAPO_WALK_GROWING, which passes over one that
 * is gone); fn is called only once the whole tree is read.
 */
int papo_input_walk(const char *dir, int flags, papo_input_walk_fn fn,
    void *ctx, struct papo_err *e);

/*
 * Natural order of paths: runs of digits compare by value (2 before
 * 10, 007 as 7), other bytes as bytes; equal ones by their bytes.
 */
int papo_input_natcmp(const char *a, const char *b);
/*
 * Make every line read from now on stay valid until papo_input_release
 * (for a tool that must hold all of its input); by default lines are
 * valid until the next papo_input_read.
 */
void papo_input_keep(struct papo_input *in);
/*
 * Stop keeping: lines read from now on are valid until the next read
 * again (papo_input_keep's lines read so far stay valid until
 * papo_input_release).
 */
void papo_input_unkeep(struct papo_input *in);
/*
 * Like papo_reader_read, moving on to the next file at each end
 * (b->file is the index of the file the lines come from).  A batch's
 * lines stay valid until that batch is read into again, and a file's
 * mapping until two reads after its end: a caller that rotates three
 * batches may parse one and consume the one before while it reads the
 * next.  Set in->longs and in->flow before the first read.
 */
long papo_input_read(struct papo_input *in, struct papo_batch *b, size_t want,
    struct papo_err *e);
void papo_input_release(struct papo_input *in);

/*
 * 1 when a line holds only spaces, tabs and carriage returns: not a
 * record, passed through as it is.
 */
int papo_line_blank(const char *s, size_t n);

#endif
