/* SPDX-License-Identifier: MIT */
/*
 * jsonl_codec.c: compressed input (gzip, zstd, xz) decompressed as it
 * is read.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include "jsonl.h"
#include "jsonl_impl.h"
#include "xalloc.h"

#define INCAP ((size_t)256 << 10)

struct papo_codec {
	int kind;		/* PAPO_CODEC_* */
	z_stream z;
	ZSTD_DStream *zs;
	lzma_stream x;
	char *in;		/* compressed bytes read, not yet decoded */
	size_t inpos, inlen, incap;
	int raweof;		/* the compressed file has ended */
	int ended;		/* the decoder is between streams (frames) */
	int full;		/* the last call filled its output: more may
				   come without reading */
};

static const char TRUNCATED[] = "ends early";

static const char *const codec_name[] = { "", "gzip", "zstd", "xz" };

int
papo_jsonl_codec_kind(const char *s, size_t n)
{
	if (n >= 2 && memcmp(s, "\x1f\x8b", 2) == 0)
		return PAPO_CODEC_GZIP;
	if (n >= 4 && memcmp(s, "\x28\xb5\x2f\xfd", 4) == 0)
		return PAPO_CODEC_ZSTD;
	if (n >= 6 && memcmp(s, "\xfd" "7zXZ\0", 6) == 0)
		return PAPO_CODEC_XZ;
	return PAPO_CODEC_NONE;
}

struct papo_codec *
papo_jsonl_codec_new(int kind, const char *first, size_t n)
{
	int ok;
	struct papo_codec *c = papo_xcalloc(1, sizeof(*c));
	lzma_stream x = LZMA_STREAM_INIT;

	c->kind = kind;
	c->incap = n > INCAP ? n : INCAP;
	c->in = papo_xmalloc(c->incap);
	memcpy(c->in, first, n);
	c->inlen = n;
	c->ended = 1;	/* no stream begun: an empty input is no error */
	switch (kind) {
	case PAPO_CODEC_GZIP:
		/* 16 + 15: a gzip header, the largest window */
		ok = inflateInit2(&c->z, 16 + 15) == Z_OK;
		break;
	case PAPO_CODEC_ZSTD:
		ok = (c->zs = ZSTD_createDStream()) != NULL &&
		    !ZSTD_isError(ZSTD_initDStream(c->zs));
		break;
	default:
		c->x = x;
		ok = lzma_stream_decoder(&c->x, UINT64_MAX,
		    LZMA_CONCATENATED) == LZMA_OK;
		break;
	}
	if (!ok) {
		papo_jsonl_codec_free(c);
		return NULL;
	}
	return c;
}

void
papo_jsonl_codec_free(struct papo_codec *c)
{
	if (c == NULL)
		return;
	if (c->kind == PAPO_CODEC_GZIP)
		inflateEnd(&c->z);
	else if (c->kind == PAPO_CODEC_ZSTD)
		ZSTD_freeDStream(c->zs);
	else
		lzma_end(&c->x);
	free(c->in);
	free(c);
}

int
papo_jsonl_codec_pending(const struct papo_codec *c)
{
	return c->inpos < c->inlen || c->full;
}

/*
 * Decode what is in c->in into dst[0, n): *out bytes.  NULL, or what
 * is wrong with the data.
 */
static const char *
step(struct papo_codec *c, char *dst, size_t n, size_t *out)
{
	size_t avail = c->inlen - c->inpos;
	int k;

	*out = 0;
	if (c->kind == PAPO_CODEC_GZIP) {
		if (c->ended && avail > 0 && c->z.total_in > 0)
			inflateReset(&c->z);	/* another member */
		c->z.next_in = (unsigned char *)c->in + c->inpos;
		c->z.avail_in = (unsigned)avail;
		c->z.next_out = (unsigned char *)dst;
		c->z.avail_out = (unsigned)n;
		k = inflate(&c->z, Z_NO_FLUSH);
		c->inpos = c->inlen - c->z.avail_in;
		*out = n - c->z.avail_out;
		if (k != Z_OK && k != Z_STREAM_END && k != Z_BUF_ERROR)
			return c->z.msg ? c->z.msg : "invalid data";
		c->ended = k == Z_STREAM_END;
	} else if (c->kind == PAPO_CODEC_ZSTD) {
		ZSTD_inBuffer ib = { c->in + c->inpos, avail, 0 };
		ZSTD_outBuffer ob = { dst, n, 0 };
		size_t r = ZSTD_decompressStream(c->zs, &ob, &ib);

		c->inpos += ib.pos;
		*out = ob.pos;
		if (ZSTD_isError(r))
			return ZSTD_getErrorName(r);
		c->ended = r == 0;
	} else {
		lzma_ret r;

		c->x.next_in = (const uint8_t *)c->in + c->inpos;
		c->x.avail_in = avail;
		c->x.next_out = (uint8_t *)dst;
		c->x.avail_out = n;
		r = lzma_code(&c->x, c->raweof ? LZMA_FINISH : LZMA_RUN);
		c->inpos = c->inlen - c->x.avail_in;
		*out = n - c->x.avail_out;
		/* only LZMA_FINISH, at the end, says a stream is whole */
		c->ended = r == LZMA_STREAM_END;
		if (r == LZMA_BUF_ERROR && c->raweof)
			return TRUNCATED;
		if (r != LZMA_OK && r != LZMA_STREAM_END &&
		    r != LZMA_BUF_ERROR)
			return "invalid data";
	}
	c->full = *out == n;
	return NULL;
}

ssize_t
papo_jsonl_codec_read(struct papo_reader *r, char *dst, size_t n,
    struct papo_err *e)
{
	struct papo_codec *c = r->codec;
	const char *bad;
	size_t out;
	ssize_t k;

	if (n > INT_MAX / 2)
		n = INT_MAX / 2;
	for (;;) {
		if (c->inpos == c->inlen && !c->raweof && !c->full) {
			do
				k = read(r->fd, c->in, c->incap);
			while (k < 0 && errno == EINTR);
			if (k < 0)
				return papo_jsonl_read_error(r, e);
			c->inpos = 0;
			c->inlen = (size_t)k;
			c->raweof = k == 0;
		}
		bad = NULL;
		if (c->raweof && c->inpos == c->inlen && !c->full &&
		    (c->ended || c->kind != PAPO_CODEC_XZ)) {
			if (c->ended)
				return 0;
			bad = TRUNCATED;
		}
		if (bad == NULL && (bad = step(c, dst, n, &out)) == NULL &&
		    out > 0)
			return (ssize_t)out;
		if (bad == TRUNCATED)
			return papo_err_set(e, PAPO_EX_DATAERR, "%s: the %s "
			    "data ends early (a truncated file): what was read "
			    "of it is not all of it", r->name,
			    codec_name[c->kind]);
		if (bad != NULL)
			return papo_err_set(e, PAPO_EX_DATAERR, "%s: the %s "
			    "data is corrupt (%s): what was read of it is not "
			    "all of it", r->name, codec_name[c->kind], bad);
	}
}
