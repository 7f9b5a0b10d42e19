#!/bin/sh
# SPDX-License-Identifier: MIT
# t-install-tree.sh: make install with another PREFIX installs a
# papo-judge that looks for rubrics under that PREFIX, and leaves the
# tree's own bin/ as it was (nothing relinked there).
set -u
. "$TOP/tests/lib.sh"
stage=$PWD/stage
pre=/opt/papo-t-install-tree
judge=$PAPO_BIN/papo-judge
[ -x "$judge" ] || fail "no $judge (make all first)"
cp "$judge" before
# $PAPO_BUILD/install/ is written for this PREFIX: t-install.sh, run
# beside this file, takes the same lock
flock "$PAPO_BUILD/.install.lock" \
    make -s -C "$TOP" BUILD="$PAPO_BUILD" BIN="$PAPO_BIN" PREFIX=$pre \
    DESTDIR="$stage" install > make.out 2>&1 ||
    fail "make install: $(tail -5 make.out)"
step "make install PREFIX=$pre does not relink $judge in the tree" \
    cmp -s before "$judge"
[ -x "$stage$pre/bin/papo-judge" ] || fail "papo-judge is not installed"
step "the installed papo-judge looks under $pre/share/papo" \
    grep -aq "$pre/share/papo" "$stage$pre/bin/papo-judge"
# the installed papo-judge finds its rubrics under the prefix: a missing
# rubric's message names the directories searched
"$stage$pre/bin/papo-judge" --rubric nosuchrubric --endpoint \
    http://127.0.0.1:9/v1 /dev/null > out 2> err
step -o err "the installed papo-judge searches $pre" \
    grep -q "$pre/share/papo/rubrics" err
exit 0
