#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-lead-letter.sh: a sentence right before a bare box of an
# option's letter that gives another letter as the answer ("So the
# answer is (C).\n\n\boxed{B}"), in English, Chinese, German, Spanish
# and French, bare or under a "**Final Answer**" heading, refuses the
# box (lib/verify/answer_find.c's lead_alone; issue 26, review 32
# finding 3); the same letter, a value before the letter (the
# option's: "The closest answer is 345.\n\n\boxed{D}"), options weighed
# in a sentence of their own, and no sentence at all stay rewarded
# (tests/verify/lead-letter.jsonl: case, problem, response, answer,
# want_r).  Main (d7f983d3) rewarded all 14 of the other letter.  Not
# read yet: a bold label line "**Answer: C**" above the box (the lead
# walk passes it as a frame line).
set -u
. "$TOP/tests/lib.sh"

verify_wanted "$TOP/tests/verify/lead-letter.jsonl"
step "at least 10 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 10
exit 0
