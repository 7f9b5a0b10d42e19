#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-caveat48.sh: a sentence right before the answer's
# statement that says the work may be wrong, in 16 languages
# (tests/verify/hostile_caveat48.py, issue 26): a modal with a word of
# error ("Ça pourrait être faux.", "Esto podría estar mal."), a fear of
# having erred ("Me temo que me equivoqué.", "Temo di aver sbagliato."),
# a disclaimer of guarantee ("Sans garantie.", "Без гарантий.",
# "仅供参考。", "保証はできません。"), before a conclusion or a bare
# box.  None is rewarded; the same work and conclusion with no caveat,
# or with a sentence of error or guarantee that doubts nothing ("Le
# calcul est garanti."), are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-caveat48

hostile caveat48 "no caveated answer rewarded, every right twin is" 700 \
    90 "right ones"
step "16 languages counted" test "$(hostile_groups caveat48 \
    '[a-z][a-z]-conn')" -ge 16
exit 0
