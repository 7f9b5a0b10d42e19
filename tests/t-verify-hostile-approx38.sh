#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-approx38.sh: the answer's own value said
# approximately or with a qualified certainty in the short sentence
# right before it (tests/verify/hostile_approx38.py, issue 26): "About
# 126 books.\n\nAnswer: 126", "Pretty sure it's 126.", "Примерно 126
# книг.", "大约126本。", "Cerca de 126." before a box, a label or an
# answer phrase, in nine listed languages.  None is rewarded; the right
# twins (the value restated plainly, another quantity approximated,
# the same hedge under a problem that asks to round) all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-approx38

hostile approx38 "no approximated answer rewarded, every right twin is" \
    170 30 "right ones"
exit 0
