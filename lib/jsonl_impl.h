/* SPDX-License-Identifier: MIT */
/* jsonl_impl.h: what the reader's files (jsonl*.c) share, and no one else. */
#ifndef PAPO_JSONL_IMPL_H
#define PAPO_JSONL_IMPL_H

#include <stddef.h>
#include <sys/types.h>

#include "jsonl.h"
#include "papo.h"

/* What a file is read as: a record a line, a JSON array, JSON texts. */
enum { JSONL = 0, JARRAY = 1, JTEXTS = 2 };

/*
 * What the first bytes s[0, n) of a file say it is, when not JSONL: -1
 * with e set (status 65) naming the format and how to convert it, 1
 * for a UTF-8 byte order mark (3 bytes to skip), 0 for anything else
 * (jsonl_sniff.c).
 */
int papo_jsonl_sniff(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e);

/*
 * The commands that convert a file to JSONL in the training
 * environment, its path their argument (papo(7), INPUT FORMATS):
 * TRL's completions Parquet, a row a record; slime's torch.save'd
 * rollout data, a sample a record.
 */
#define PAPO_PARQUET_PY "python3 -c 'import sys,json,math,pyarrow.parquet " \
	"as pq; [print(json.dumps({k:(None if isinstance(v,float) and " \
	"math.isnan(v) else v) for k,v in r.items()},ensure_ascii=False)) " \
	"for r in pq.read_table(sys.argv[1]).to_pylist()]'"
#define PAPO_TORCH_PY "python3 -c 'import sys,json,torch; d=torch.load(" \
	"sys.argv[1],weights_only=False); [print(json.dumps(s,ensure_ascii=" \
	"False,default=str)) for s in d[\"samples\"]]'"

/* -1 with e set (status 74) for the read(2) of r that failed (errno). */
int papo_jsonl_read_error(const struct papo_reader *r, struct papo_err *e);

/*
 * JSON mode (jsonl_scan.c).  papo_jsonl_decide: what the first bytes
 * s[0, n) of a file (the first line, within r->max_line) say it is,
 * JSONL, JARRAY or JTEXTS, or -1 when more must come first (not eof).
 * papo_jsonl_jtext_start: r reads JSON of that kind from now on (it
 * owns the scanner, freed by papo_jsonl_jtext_free, NULL allowed).
 * papo_jsonl_jread_mapped and papo_jsonl_jread_stream: the next records
 * of a mapped file or of a stream whose first bytes are in r->carry,
 * as papo_reader_read returns them.
 */
int papo_jsonl_decide(const struct papo_reader *r, const char *s, size_t n,
    int eof);
void papo_jsonl_jtext_start(struct papo_reader *r, int kind);
void papo_jsonl_jtext_free(struct papo_jtext *jt);
long papo_jsonl_jread_mapped(struct papo_reader *r, struct papo_batch *b,
    size_t want, struct papo_err *e);
long papo_jsonl_jread_stream(struct papo_reader *r, struct papo_batch *b,
    size_t want, struct papo_err *e);

/*
 * Compressed input (jsonl_codec.c).  papo_jsonl_codec_kind: what the
 * first bytes s[0, n) of a file say (PAPO_CODEC_NONE when not gzip,
 * zstd or xz).  papo_jsonl_codec_new: a decoder of that kind whose
 * first compressed bytes, already read, are first[0, n) (copied); NULL
 * when the library cannot set one up (no memory).  papo_jsonl_codec_read:
 * up to n decompressed bytes of r (reading r->fd) into dst, as read(2)
 * (0 at the end), or -1 with e set: 74 for a read error, 65 for data
 * that is corrupt or ends inside a stream (a truncated file), naming
 * the file.  papo_jsonl_codec_pending: 1 when bytes may come without a
 * read(2).
 */
enum { PAPO_CODEC_NONE, PAPO_CODEC_GZIP, PAPO_CODEC_ZSTD, PAPO_CODEC_XZ };
int papo_jsonl_codec_kind(const char *s, size_t n);
struct papo_codec *papo_jsonl_codec_new(int kind, const char *first, size_t n);
ssize_t papo_jsonl_codec_read(struct papo_reader *r, char *dst, size_t n,
    struct papo_err *e);
int papo_jsonl_codec_pending(const struct papo_codec *c);
void papo_jsonl_codec_free(struct papo_codec *c);

/*
 * --explode (jsonl_explode.c): the lines of b, each line whose list
 * fields r->explode[0..r->nexplode) are lists of one length n > 0 made
 * into n lines (line i: the line with each list replaced by its element
 * i, every other byte kept, lineno the line's); a line where none is a
 * list stays as it is (a record already), and so does one that is not
 * JSON (the tool reports it); a line whose lists differ in length, or
 * where a list is empty or beside a value that is not a list, stays as
 * it is with PAPO_LINE_EXPLODE set.
 */
void papo_jsonl_explode(struct papo_reader *r, struct papo_batch *b);

#endif
