#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mcword.sh: an option letter named in the words of a
# listed language after its answer phrase ("La respuesta correcta es la
# B.", "A resposta correta é a letra C.", "Ответ: вариант B.",
# "正确答案是选项 B。", "정답은 B번입니다.", "คำตอบที่ถูกต้องคือ ข้อ B") is
# read as the letter; another letter, two letters, a hedge before, a
# clause after and a negation are not rewarded
# (tests/verify/hostile_mcword.py, issue 26).
set -u
. "$TOP/tests/lib.sh"

hostile mcword "no twin rewarded, every right answer is" 1300 90 "right"
exit 0
