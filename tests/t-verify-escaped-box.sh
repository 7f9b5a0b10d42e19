#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-escaped-box.sh: a response whose line breaks were stored as
# backslash and n gets them back as newlines before it is read, but not
# inside a brace group: "\boxed{A\nB}" holds the text "A\nB", and the
# reference it is compared with is not rewritten (the rewrite had made
# the box's content differ from an identical reference: not_equal; found
# by fuzz-verify's property that a plain reference answered with itself
# boxed is never not_equal; its input is kept in tests/fuzz/seeds/verify)
# A TAB a JSON escape ate from \text or \times ("\t" read as TAB) is
# repaired in the answer read as in the reference, so a reference with
# one answered with itself boxed is equal (fuzz-verify's seeded runs
# found it: tests/fuzz/seeds/verify/tab-escape-in-box).
set -u
. "$TOP/tests/lib.sh"

verify_wanted "$TOP/tests/verify/escaped-box.jsonl"
exit 0
