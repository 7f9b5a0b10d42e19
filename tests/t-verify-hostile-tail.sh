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

hostile tail "no hostile tail variant rewarded, every control is" 10000
exit 0
