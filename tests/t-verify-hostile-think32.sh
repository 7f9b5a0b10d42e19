#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-think32.sh: a reasoning model's marks, a template
# each (tests/verify/hostile_think32.py, issue 26, review 32 findings
# 6, 10 and 11): <think>, Magistral's [THINK], <|begin_of_thought|>,
# <seed:think>, Kimi's ◁think▷, <thought>, <|START_THINKING|>,
# <reasoning>, <thinking>, gpt-oss's harmony channels and the same
# decoded with its special tokens skipped.  The answer after the close
# is rewarded; its twins (reasoning never closed, the answer only
# inside it, another value or a doubt after the close, reasoning
# reopened after the answer) never are.  Main (b9756b36) rewarded 51
# twins ([THINK] left open, <reasoning> and <thinking> left open, the
# stripped analysis with no final) and refused 24 of the 165 right
# answers ([/THINK] and "assistantfinal" not read as marks).  Then the
# solver on its own state before "the answer is" in its sentence (review
# 32 finding 4): main rewarded 30 of 48 hedges, now 12 (known holes: "The
# way I see it", and two before a bare box, lead_alone's).
set -u
. "$TOP/tests/lib.sh"

hostile think32 "no twin rewarded, every right answer is" 500 195 "right" 12
exit 0
