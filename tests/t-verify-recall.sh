#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall.sh: right answers papo-verify used to refuse (issue 26,
# recall), each kind with the variants that must stay unrewarded
# (tests/verify/recall.jsonl): an answer tag and a box after it that
# agree (disagreeing, or with words before the box: none).
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall.jsonl"
exit 0
