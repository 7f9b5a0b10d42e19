#!/bin/sh
# t-install.sh: make install and make uninstall with PREFIX and DESTDIR,
# and `man papo` on what was installed.
set -u
. "$TOP/tests/lib.sh"
stage=$PWD/stage
mk() {
	make -s -C "$TOP" BUILD="$PAPO_BUILD" BIN="$PAPO_BIN" \
	    PREFIX=/usr/local DESTDIR="$stage" "$@" > make.out 2>&1 ||
	    fail "make $*: $(tail -5 make.out)"
}
mk install
p=$stage/usr/local
for t in papo-verify papo-judge papo-advantage papo-stats; do
	[ -x "$p/bin/$t" ] || fail "$t is not installed"
	[ -f "$p/share/man/man1/$t.1" ] || fail "$t.1 is not installed"
done
[ -f "$p/share/man/man7/papo.7" ] || fail "papo.7 is not installed"
[ -f "$p/share/man/man5/papo-rubric.5" ] || fail "papo-rubric.5 is not installed"
for r in 3-tier 5-tier answer-equivalence; do
	[ -f "$p/share/papo/rubrics/$r.yaml" ] || fail "rubric $r is not installed"
done
# the overview is `man papo`
if command -v man > /dev/null; then
	MANPAGER=cat MANWIDTH=80 man -M "$p/share/man" papo > man.out 2>&1 ||
	    fail "man papo: $(cat man.out)"
else
	mandoc -Tascii "$p/share/man/man7/papo.7" > man.out || fail "mandoc"
fi
grep -q 'EXIT STATUS' man.out || fail "man papo has no EXIT STATUS"
grep -q 'papo-verify' man.out || fail "man papo does not show the pipeline"
# an installed program runs, and knows its version
"$p/bin/papo-advantage" --version > version.out || fail "--version failed"
grep -q '(papo)' version.out || fail "--version: $(cat version.out)"

mk uninstall
left=$(find "$stage" -type f | head -5)
[ -z "$left" ] || fail "left after uninstall: $left"

# the rubric directory follows PREFIX: an install with another PREFIX
# rebuilds the papo-judge it installs with it (t-install-tree.sh: and
# leaves bin/ alone)
make -n -C "$TOP" BUILD="$PAPO_BUILD" BIN="$PAPO_BIN" PREFIX=/opt/papo \
    DESTDIR="$stage" install |
    grep -q "PAPO_DATADIR='\"/opt/papo/share/papo\"'" ||
    fail "PREFIX=/opt/papo does not rebuild papo-judge"
exit 0
