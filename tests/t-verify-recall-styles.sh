#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall-styles.sh: right answers in the styles of issue 26's
# hidden sets, each kind with twins that must stay unrewarded (hedged,
# conditioned or wrong), written from GSM8K problems in
# ../shared/data/problems and labelled by their reference answers
# (tests/verify/recall-styles.jsonl): reasoning models (<think> then a
# short answer, a "**Final Answer**" heading and a box, the answer in
# another language than the thinking), bold answers and markdown tables,
# MGSM-style answers in ten languages, tool-use transcripts (a final
# message after a tool call, code output, ReAct's "Final Answer:"),
# multiple choice, a box then a sentence restating its value in the
# problem's words, and the problem's condition with hyphenated words in
# the box's own sentence.
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall-styles.jsonl"
exit 0
