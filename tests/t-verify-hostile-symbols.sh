#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-symbols.sh: a Greek letter beside capital Latin
# letters, a product of symbols ("E = NABω", "Re = ρUL/μ"), on the
# answer's line (tests/verify/hostile_symbols.py, issue 26, round 33):
# main refused every such answer as a word mixing Latin letters with
# look-alikes (three MMLU-Pro engineering replies in the corpus); each is
# rewarded now, and no doubt, negation, alternative or bound written in
# capitals with a Greek look-alike ("ΝOT", "ΡERHAPS") is.
set -u
. "$TOP/tests/lib.sh"

hostile symbols "no disguised word rewarded, every product of symbols read" 1100
exit 0
