#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-trunc.sh: truncation is never rewarded (issue 26,
# round 16: tests/verify/hostile_trunc.py): the corpus's right
# responses cut at every byte inside their last box, bold, JSON answer,
# answer tag and UTF-8 sequences, after a final answer phrase, inside
# an unclosed <think>, in a unit's word, on a word that wants what
# follows it ("42 per"), before a statement's closing delimiter (a
# quote, a star, a display); and the whole responses in records their
# dump marks cut off (a finish or stop reason at a length limit, a
# truncated flag, rLLM's termination_reason, at the root, beside the
# response, in a metadata object, in each preset's layout, a length
# field at --max-length).  Fails on main's papo-verify (f72df794):
# 7,310 rewarded, and no --max-length.
# None is rewarded (known holes capped); every control (the response
# whole, unmarked or marked "stop") is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-trunc

hostile trunc "no cut variant rewarded, every control is" 60000 6500 \
    "controls" 0
exit 0
