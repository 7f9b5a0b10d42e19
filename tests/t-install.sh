#!/bin/sh
# SPDX-License-Identifier: MIT
# t-install.sh: make install and make uninstall with PREFIX and DESTDIR,
# and `man papo` on what was installed.
set -u
. "$TOP/tests/lib.sh"
stage=$PWD/stage
# the install targets write $PAPO_BUILD/install/ for their PREFIX:
# t-install-tree.sh, run beside this file, takes the same lock
mk() {
	flock "$PAPO_BUILD/.install.lock" \
	make -s -C "$TOP" BUILD="$PAPO_BUILD" BIN="$PAPO_BIN" \
	    PREFIX=/usr/local DESTDIR="$stage" "$@" > make.out 2>&1 ||
	    fail "make $*: $(tail -5 make.out)"
}
mk install
p=$stage/usr/local
for t in papo-verify papo-judge papo-advantage papo-stats; do
	step "$t is not installed" [ -x "$p/bin/$t" ]
	step "$t.1 is not installed" [ -f "$p/share/man/man1/$t.1" ]
done
step "papo.7 is not installed" [ -f "$p/share/man/man7/papo.7" ]
step "papo-rubric.5 is not installed" [ -f "$p/share/man/man5/papo-rubric.5" ]
for r in 3-tier 5-tier answer-equivalence; do
	step "rubric $r is not installed" [ -f "$p/share/papo/rubrics/$r.yaml" ]
done
# the overview is `man papo`
if command -v man > /dev/null; then
	MANPAGER=cat MANWIDTH=80 man -M "$p/share/man" papo > man.out 2>&1 ||
	    fail "man papo: $(cat man.out)"
else
	mandoc -Tascii "$p/share/man/man7/papo.7" > man.out || fail "mandoc"
fi
step "man papo has no EXIT STATUS" grep -q 'EXIT STATUS' man.out
step "man papo does not show the pipeline" grep -q 'papo-verify' man.out
# an installed program runs, and knows its version
"$p/bin/papo-advantage" --version > version.out || fail "--version failed"
step -o version.out "--version" grep -q '(papo)' version.out

mk uninstall
left=$(find "$stage" -type f | head -5)
step "left after uninstall: $left" [ -z "$left" ]

# the rubric directory follows PREFIX: an install with another PREFIX
# rebuilds the papo-judge it installs with it (t-install-tree.sh: and
# leaves bin/ alone)
make -n -C "$TOP" BUILD="$PAPO_BUILD" BIN="$PAPO_BIN" PREFIX=/opt/papo \
    DESTDIR="$stage" install |
    grep -q "PAPO_DATADIR='\"/opt/papo/share/papo\"'" ||
    fail "PREFIX=/opt/papo does not rebuild papo-judge"
exit 0
