#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-harness35.sh: the templates evaluation harnesses
# write around a model's words (issue 26, review 34's real outputs;
# tests/verify/hostile_harness35.py): zero-shot chain of thought's
# trigger "Therefore, the answer (arabic numerals) is 64." and "among A
# through E, the answer is D", the other published templates, "</s>"
# and "<pad>" decoded at the end, two final answers that disagree (a
# JSON answer and a statement), an answer label alone on its line
# before the answer's sentence, and floats printed whole against a
# double's neighbour; each right form beside its wrong twins (a hedge,
# a negation, "or", a cut trigger, text after an end token, a strike's
# "</s>"), and no twin rewarded.  On main (d7e0d659), 776 variants: 16
# wrong (a JSON answer and a later or earlier statement of another
# value, the later one rewarded), 192 right forms lost; now 0 wrong, 0
# lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-harness35

hostile harness35 "no wrong twin rewarded" 770 225 right
step -o hostile-harness35.out "no right form lost" \
    test "$(hostile_count harness35 lost)" -le 0
exit 0
