#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-subject59.sh: a last statement about another person
# or another counted noun than the question asks ("Tom has 36 pencils.
# Ann has 4.", "Tom has 36 pencils, and the boxes are 4." to "How many
# pencils does Tom have?") is no answer; the question's person, a
# pronoun and "the total" are read (120 wrong rewards on session 46's
# binary) (tests/verify/hostile_subject59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-subject59

hostile subject59 "a statement of another subject, refused" 300 90 "right"
step "no right form lost" test "$(hostile_count subject59 lost)" -eq 0
exit 0
