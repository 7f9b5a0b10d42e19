#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall.sh: right answers papo-verify used to refuse (issue 26,
# recall), each kind with the variants that must stay unrewarded
# (tests/verify/recall.jsonl): an answer tag and a box after it that
# agree (disagreeing, or with words before the box: none); a multiple-choice
# statement ("The correct option is G.") alone or with the option's text
# after it, and not with another letter, a doubt or a second thought.
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall.jsonl"
exit 0
