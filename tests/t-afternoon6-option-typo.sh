#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-option-typo.sh: a new user mistypes an option, in the
# config file (advantage: {lamda: 0.5}) or on the command line
# (--lamda 0.5).  Both were refused, naming file, line and setting, but
# left the user to find the name: field roles and presets said "did you
# mean", options did not.  Now both name the nearest option.  The typos
# are made from each tool's own --help: every long option with one
# letter inside it replaced, kept when no other option is as near.  One
# tool's setting put at the top level, which every tool reads, was
# refused by the others with no word of the sections: now they name them.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-option-typo

for t in verify judge advantage stats; do
	papo-$t --help > help.$t || fail "papo-$t --help"
	# name, typo: one inner letter replaced, the typo no nearer another
	python3 - help.$t > typos.$t <<'EOP' || fail "typos of papo-$t"
import re, sys
names = sorted(set(re.findall(r"--([a-z][a-z0-9-]+)", open(sys.argv[1]).read())))
names = [n for n in names if n not in ("config", "help", "version")]
def d(a, b):
    p = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        c = [i]
        for k, y in enumerate(b, 1):
            c.append(min(p[k] + 1, c[k - 1] + 1, p[k - 1] + (x != y)))
        p = c
    return p[-1]
for n in names:
    if len(n) < 4:
        continue
    i = len(n) // 2
    typo = n[:i] + ("q" if n[i] != "q" else "x") + n[i + 1:]
    # a unique prefix is an abbreviation getopt takes, not a typo
    if any(m.startswith(typo) for m in names):
        continue
    if all(d(typo, m) > 1 for m in names if m != n):
        print(n, typo)
EOP
	[ -s typos.$t ] || fail "no typos made for papo-$t"
	while read -r name typo; do
		printf '%s:\n  %s: 1\n' $t "$typo" > typo.yaml
		papo-$t --config typo.yaml < /dev/null > out 2> err
		st=$?
		step -o err "papo-$t, config '$typo': exit status 78" [ $st -eq 78 ]
		step -o err "papo-$t, config '$typo': named with its line and '$name'" \
		    grep -qxF "papo-$t: typo.yaml:2: unknown setting '$typo' for papo-$t; did you mean '$name'?" err
		papo-$t --"$typo" < /dev/null > out 2> err
		st=$?
		step -o err "papo-$t --$typo: exit status 64" [ $st -eq 64 ]
		step -o err "papo-$t --$typo: '--$name' named" \
		    grep -qxF "papo-$t: unknown option '--$typo'; did you mean '--$name'?" err
	done < typos.$t
done
# nothing near: no guess
printf 'advantage:\n  bogus: 1\n' > far.yaml
papo-advantage --config far.yaml < /dev/null > out 2> err
step -o err "a setting near none: named alone" \
    grep -qxF "papo-advantage: far.yaml:2: unknown setting 'bogus' for papo-advantage" err

# one tool's setting put at the top level, which every tool reads: the
# others refuse it, and say where it goes
printf 'mode: grpo\n' > top.yaml
for t in verify judge stats; do
	papo-$t --config top.yaml < /dev/null > out 2> err
	st=$?
	step -o err "papo-$t, 'mode' at the top level: exit status 78" \
	    [ $st -eq 78 ]
	step -o err "papo-$t, 'mode' at the top level: where it goes" \
	    grep -qF "papo-$t: top.yaml:1: unknown setting 'mode' for papo-$t" err
	step -o err "papo-$t, 'mode' at the top level: the sections named" \
	    grep -qF "(the top level is read by every tool: one tool's setting goes under its section, verify, judge, advantage or stats)" err
done
