#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-ramble30.sh: answer statements in a row, each with
# another value, and a made-up word in \text{} after the value, in the
# 22 languages papo-verify reads (tests/verify/hostile_ramble30.py):
# "Die Antwort ist 41. Die Antwort ist 42.", "答案是 \boxed{41}。答案是
# \boxed{42}。", "Answer: 41 Answer: 42", "The answer is 41. Hope this
# helps! The answer is 42.", "La respuesta es $42 \text{zzqx}$.".  On
# main (c6119c5a) 1,580 of the 2,463 were rewarded (the last statement
# read alone; a \text{} word after a value no box holds read as its
# noun); now none is, and every right twin (the same value twice or in
# another form, "\frac{1}{2}" then "0.5", "12" then "12 \text{ cm}", a
# unit in \text{} after the value) still is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-ramble30

hostile ramble30 "no ramble or made-up word rewarded, every right one" \
    3000 570 right
step -o hostile-ramble30.out "no right answer lost" \
    test "$(hostile_count ramble30 lost)" -eq 0
step -o hostile-ramble30.out "all 22 languages" \
    test "$(hostile_groups ramble30 '[a-z]*')" -ge 22
exit 0
