#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-fence.sh: a Python comment inside a fenced code block
# above the answer is code, not the heading of the answer's section
# (tests/verify/hostile_fence.py, issue 26, round 34).  Main read "#
# Calculate the total" as the heading: it refused 144 of 180 right
# replies after such a block (MathCoder's solutions, 40 of the corpus's
# mathcoder-*), and it rewarded 54 of 270 answers under a real heading
# that disowns the work ("## Wrong approach") when a comment of
# recognised words stood between them.  No disowned answer is rewarded
# now, and every control is.
set -u
. "$TOP/tests/lib.sh"

hostile fence "no answer under a disowning heading rewarded, every control is" 450
exit 0
