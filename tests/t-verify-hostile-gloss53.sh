#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-gloss53.sh: an option's letter glossed by its text in
# parentheses ("So the answer is D (About 45%).", "the correct option is
# B (decrease).", "**(B) March and April**" alone on the last line) is
# read and held to the letter's own option (282 right forms were lost); a
# gloss that is another option's text, hedges or offers another letter is
# never rewarded, and two options listed inline in parentheses are a list
# ("(B) May and June" where B is "March and April" was rewarded;
# tests/verify/hostile_gloss53.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-gloss53

hostile gloss53 "glossed letters read, no other option's gloss rewarded" \
    2490 670 "right"
step "no right form lost" test "$(hostile_count gloss53 lost)" -eq 0
exit 0
