#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall31.sh: issue 26's lost signal, round 31
# (tests/verify/hostile_recall31.py): the wrappers a committed
# statement comes in, each right form with twins that hedge, deny,
# offer two values or end in code.  A fenced JSON answer whose
# reasoning string runs over raw lines holding "### Step 1" headings
# (or "# ", "// " lines) is read: a line inside the JSON string is the
# string's text, not a comment (a comment line after the object still
# ends the reply in code); a reply ending on fences that hold only an
# answer statement ("```python\nThe answer is 176.\n```", in de, fr,
# es, zh, ja too) is read as that statement; an answer phrase written
# as a display's \text ("\[ \text{The answer is (D)} \]") ends at the
# group's brace; a last statement after a phrase of the problem's own
# that opens it, to its comma ("In 4 weeks, she has spent 34 hours."
# where the problem says "in 4 weeks") is read.  Main (0ba4265d) on
# this generator: 489 of 578 right lost, 0 wrong, 16 known holes; now
# 138 lost (the de/fr/es phrases inside "$\text{" or "\[\text{": a
# sign before them not recognised; the opening in a bold, 3), 0 wrong.
# Known holes, rewarded on main too: "The answer is about \frac{3}{4}"
# (a hedge before a LaTeX command's value, in prose as well), and
# "After 11 years, the tree is 65 cm tall." where the problem asks
# after 5 years (a time phrase of another number passed over).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall31

hostile recall31 "no twin or other reference rewarded" 1900 570 right 16
step -o hostile-recall31.out "at most 138 right answers lost" test "$(sed -n \
    's/^hostile_recall31: .*, \([0-9]*\) lost, .*/\1/p' hostile-recall31.out)" \
    -le 138
exit 0
