#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-kinds3.sh: answer forms read since issue 26's h9-kinds round
# (tests/verify/kinds3.jsonl: case, answer, problem, response, want_r).
# A last line that states one of the problem's options by its label and
# its text ("...:\n\nD) 3.85 miles", "The correct answer is: D)96 men",
# "'D)80'."; AQuA's form, lib/verify/answer_choice.c) is that option;
# its near-misses stay unrewarded: another letter, a label whose text is
# another option's, two options, a question, a negated or doubted lead
# in eight languages, a take-back, the options listed again, a problem
# with no options.  A box with a multiplier word after it ("\boxed{3}
# times.", "\boxed{5} dozens of cookies") answers a problem that asks
# "how many times" ("how many dozens"; lib/verify/answer_box.c); "times
# 2", "times as many", "times more", another value, a take-back, or a
# problem that counts something else stay refused.  A JSON answer is
# doubted by a key for another answer ("alternative_answer") or such a
# word after it, no longer by "alternate" in the reasoning before it
# ("alternate interior angles"; lib/verify/answer_find.c).  A JSON string
# that is a number and a unit ("750 miles per hour", "4000 grams of
# flour") is that quantity, compared by conversion; "each", "per",
# "about", "or", "not", a number after "of" keep it unread.  A fraction in
# German, French, Spanish, Italian, Portuguese or Russian words ("drei
# Viertel", "три четверти"; lib/verify/answer_words.c) is that fraction.
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/kinds3.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 16 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 16
step "at least 30 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 30
# the row that reads them: every rewarded option line names it
jq -r 'select(.want_r == 1 and (.response | test("\\)[^\n]*$")) and
    (.explain | startswith("option line") | not) and
    (.case | test("prefix|bold|de lead|es lead|zh lead|ru lead|value") |
    not)) | "\(.case): \(.explain)"' out.jsonl > rows.txt || fail "jq"
step -o rows.txt "the option line row reads the option lines" \
    test ! -s rows.txt
# without the problem's options, no option line is read
jq -c 'del(.problem)' "$cases" | papo-verify -q --explain |
    jq -r 'select(.explain | startswith("option line")) | .case' \
    > noprob.txt || fail "papo-verify"
step -o noprob.txt "no option line read without the problem" \
    test ! -s noprob.txt
