#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-wrong37.sh: the wrong rewards left after the
# twenty-ninth session (tests/verify/hostile_wrong37.py, issue 26): a
# shrug before any finder's answer ("Ich geb's auf.", a value line, an
# "Answer:" line, a bold value, an answer phrase, a tag, JSON), a hedge
# inside the answer's label ("Tentative answer:", "Cevap
# (doğrulanmadı):"), an approximation before an exact answer ("≈ 48",
# "etwa 48"), another value committed right before it ("Answer in
# words: forty-eight.", "He has 48 books, and so", "So the count is
# 48, giving"), Malay's doubts, an idiom of surrender with no negation
# ("Me doy por vencido.", "Je jette l'éponge.").  None is rewarded; the
# right twins (work, committed labels, the same value, Malay in the
# Indonesian rows' words) all are.  Known holes capped at 9 (22 before
# h45-wrong: the idioms and the stacked openers closed).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-wrong37

hostile wrong37 "no hedge rewarded, every right twin is" 1200 260 \
    "right ones" 9
step -o hostile-wrong37.out "at most 16 right ones lost (lost at main too)" \
    test "$(sed -n 's/^hostile_wrong37: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-wrong37.out)" -le 16
exit 0
