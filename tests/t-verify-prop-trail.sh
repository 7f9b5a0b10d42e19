#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-prop-trail.sh: papo-verify's verdict and answer read do not
# hang on bytes that mean nothing (tests/verify/prop_trail.py, issue
# 26): each response of the labelled corpus and of tests/verify's case
# files (14,274) with a space, a newline, CRLF, blank lines or a tab
# added at its end, its own trailing white space taken off, its LFs
# written CRLF, a BOM before it, written in NFD: each variant gets the
# verdict and pred of its original.  main before the change: 7,322 of
# 95,438 variants differed (BOM 4,928, CRLF 1,709, NFD 385 of 1,104,
# blank lines 93, space 63, tab 58, CRLF at the end 52, newline 32,
# stripped 2); among them hedges rewarded only with a space after them
# ("La respuesta podría ser 42. ") and verify-cases c0290 ("गणना करें:
# ... 67 कमीजें हैं। ") rewarded only with one.  Twins: each mark NFC
# composes with an ASCII letter glued into an English negation ("The
# answer didn\u0307t 42.", 1,870): none rewarded (a first composition
# of every pair rewarded 488).  The pairs papo-verify
# composes NFD with (lib/verify/verify_nfc.c) are Unicode's
# (tests/verify/nfc_pairs.py --check).  Line ends of other forms
# (h25-recall13): U+2028 or U+2029 added at the end, each LF written NEL
# or U+2028, each blank line U+2029: on main 9,472 of 145,547 variants
# differed (NEL 5,163, U+2028 3,653, U+2029 656), now none.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-prop-trail

python3 "$TOP/tests/verify/prop_trail.py" "$(command -v papo-verify)" \
    "$TOP" > prop-trail.out 2>&1
rc=$?
tail -1 prop-trail.out
step -o prop-trail.out \
    "no verdict hangs on white space, a line end's form, a BOM or NFD; no twin rewarded" \
    test $rc -eq 0
step "at least 90000 variants" test "$(sed -n \
    's/^prop_trail: [0-9]* responses, \([0-9]*\) variants.*/\1/p' \
    prop-trail.out)" -ge 90000
python3 "$TOP/tests/verify/nfc_pairs.py" --check \
    "$TOP/lib/verify/verify_nfc.c" > nfc-pairs.out 2>&1
step -o nfc-pairs.out "verify_nfc.c's pairs are Unicode's compositions" \
    test $? -eq 0
exit 0
