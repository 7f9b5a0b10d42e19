#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-head30.sh: review 30's doubt read across what says
# nothing of its own (issue 26: tests/verify/hostile_head30.py), in the
# 22 languages: a doubt the rows hold, then a heading line, a thematic
# break or a display's opener, then a bare box; the same doubt as a
# reasoning block's last sentence before "</think>" and a bare box; a
# statement in a language papo-verify has no rows for before a box; a
# box after an end token a chat template decodes to ("[UNUSED_TOKEN_145]",
# "<|eom_id|>", "<|eot|>", "<|end_of_turn|>", "[|endofturn|]") and another
# value after it.  None is rewarded; every twin is (the heading or the
# box with no doubt, a reasoning that ends on a statement, a listed
# language's statement, the box and its token alone).  No known hole.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-head30

hostile head30 "no variant rewarded, every twin is" 600 300 "controls" 0
exit 0
