#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-yesno.sh: yes or no in the word of a listed language
# not written in Latin letters, alone after its answer phrase ("Ответ:
# да.", "উত্তর: হ্যাঁ", "సమాధానం: అవును", "คำตอบ: ใช่", "답: 아니요"), is
# read; the other word, the two joined by "or", a doubt or condition
# after it and a hedge before the phrase are not rewarded
# (tests/verify/hostile_yesno.py, issue 26).  Japanese and Korean in
# the answer's sentence with its copula ("答えははいです", "정답은
# 예입니다"), and Telugu's and Thai's no, also their negation ("సమాధానం:
# కాదు", "คำตอบคือ ไม่ใช่"), alone to the end against a yes-or-no
# reference: main left these 22 right answers unrewarded.
set -u
. "$TOP/tests/lib.sh"

hostile yesno "no twin rewarded, every right answer is" 778 94 "right"
exit 0
