#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-nukta111.sh: Bengali's ড় ঢ় য় as one code point or
# as their letter and the nukta: every Bengali record of thirty
# generators gets the same verdict written either way, in its response
# and its problem (tests/verify/hostile_nukta111.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-nukta111

hostile nukta111 "a verdict that does not hang on how ড় is written" 1900 \
    200 "right"
exit 0
