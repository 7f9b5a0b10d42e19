/* SPDX-License-Identifier: MIT */
/*
 * redact.h: the API key in the forms a server can plausibly echo it in
 * (its case changed, URL-encoded, base64, split by zero-width
 * characters or line breaks, or any long run of its characters), found
 * and replaced in text before it reaches records, messages or the
 * cache.
 */
#ifndef PAPO_JUDGE_REDACT_H
#define PAPO_JUDGE_REDACT_H

#include <stddef.h>

#include "buf.h"

/*
 * The shortest run of the key's characters that is redacted: the whole
 * key when it is 8 bytes or shorter, else all but one of its bytes up
 * to 16 (any 16 bytes in a row of a longer key).
 */
size_t papo_redact_min_len(size_t keylen);

/*
 * Replace in b, by "[API key]", every stretch that spells a run of at
 * least papo_redact_min_len bytes of key (k bytes), of its base64 form
 * or of its every-byte %XX form: compared without regard to ASCII case,
 * with zero-width characters (U+200B-U+200D, U+2060, U+FEFF), CR, LF,
 * tabs and '%' escapes of the key's own bytes allowed between its
 * bytes.  Nothing is allocated that b does not hold on return; a key
 * of fewer than 4 bytes is left to the exact match.
 */
void papo_redact_forms(const char *key, size_t k, struct papo_buf *b);

#endif
