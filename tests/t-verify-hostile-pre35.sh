#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pre35.sh: the sentence right before the final answer
# concludes another value (issue 26's worst error),
# tests/verify/hostile_pre35.py: the count in number words ("That makes
# fifty-six fish."), a computation ending on the question's noun ("8
# tanks × 7 fish = 56 fish."), another verb of having (holds, keeps,
# ends up with, besitzt, possède, posee, имеет, 有), the conclusion in
# another listed language than the question's ("Elle a donc 56
# poissons.", "したがって魚は56匹です。", "따라서 물고기는 56마리입니다.")
# and a bold line or a table's row ("**56 fish**", "| Total | 56 |"),
# before a bare box, a display, an answer line and an answer phrase
# around a box: none is rewarded; each right twin (the same sentence
# with the answer's value, a step of another noun, a given, a value the
# answer is computed from, a foreign sentence with no conclusion's word
# or to a question that asks no "have") is.  Main (d7e0d659) rewarded
# 196 of the wrong variants and refused none of the 464 right ones.
set -u
. "$TOP/tests/lib.sh"

hostile pre35 "no other value concluded before the answer rewarded, every right twin is" \
    1160 464 "right" 0
exit 0
