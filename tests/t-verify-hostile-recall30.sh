#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall30.sh: issue 26's lost signal, round 30
# (tests/verify/hostile_recall30.py): a markdown table ending a solution
# on its total under the headers models write ("| Item | Count |", "|
# Operation | Result |", "| Item | Cost |"), a check mark after the
# answer's noun ("Answer: **42 apples** ✅"), a bold number with its noun
# after an answer phrase ("Answer: **42 apples**", read as "Answer: 42
# apples" is), a Japanese statement ending on its verb ("トムは42個のリン
# ゴを持っています。"), each with twins (a cross, a doubt, a negation, a
# question, two values, another unit, a table whose last row is no
# total), and a scale word after an answer phrase ("The answer is 42
# hundred.", "The answer is 42 Millionen."; twins "about 42 Millionen",
# "~42 lakh"), a reference's decimal comma ("1,22" against "1.22";
# twins "1.23", "1,222" against 1.222, "1,2" against 1.2), "42bn"
# where the problem names no b nor n.  On main (d40e11e0), 1,006
# variants: 33 wrong ("Tom does not have 42.
# ✅": the mark blanked left an empty last statement, whose opener
# nothing refused; "The answer is about 42 Millionen.": a value read
# with a scale of another language was not found again in the text, so
# neither the "about" before it nor the words after it were read) and
# 186 of 216 right refused; now 0 wrong and 18 lost: "**Answer:** 42
# hundred" (3), a table whose header names the problem's noun ("| Step
# | Apples |", 12), "持っていることになります" (3).  h33-recall20: a
# table's header may name the noun the problem counts ("| Step |
# Apples |" of "How many apples"): 18 -> 6.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall30

hostile recall30 "no twin or other reference rewarded" 1000 215 right
step -o hostile-recall30.out "at most 6 right answers lost" \
    test "$(hostile_count recall30 lost)" -le 6
exit 0
