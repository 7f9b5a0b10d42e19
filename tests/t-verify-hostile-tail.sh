#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tail.sh: a new adversarial round for what follows an
# answer (tests/verify/hostile_tail.py, issue 26): doubts, corrections and
# negations in every listed language in phrasings the rows do not list,
# wrapped in markdown, HTML, code, footnotes and tables, disguised by
# zero-width characters, direction marks, look-alike and full-width
# letters; quoted and example boxes, a second answer in a footnote or a
# code block, text after an end token, truncations.  None is rewarded;
# the controls (the same answers with nothing after them) are.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_tail.py" "$(command -v papo-verify)" \
    > hostile-tail.out 2>&1
rc=$?
tail -1 hostile-tail.out
step -o hostile-tail.out "no hostile tail variant rewarded, every control is" \
    test $rc -eq 0
step "at least 10,000 variants" test "$(sed -n \
    's/^hostile_tail: \([0-9]*\) variants.*/\1/p' hostile-tail.out)" -ge 10000
exit 0
