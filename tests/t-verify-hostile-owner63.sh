#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-owner63.sh: a statement whose subject the problem
# names only after a preposition ("Ses amis gagnent 18 $ par jour."
# where it bakes "pour ses amis", "Её друзья зарабатывают 18 долларов.",
# "她的朋友每天赚18美元。", "彼女の友達は毎日18ドル稼ぎます。") is
# refused in eight languages; a pronoun, a name and the question's own
# noun are read (51 wrong answers rewarded on session 50's binary)
# (tests/verify/hostile_owner63.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-owner63

hostile owner63 "another's subject in eight languages refused" 160 55 \
    "right"
step "no right form lost" test "$(hostile_count owner63 lost)" -eq 0
exit 0
