#!/bin/sh
# SPDX-License-Identifier: MIT
# t-help-lists.sh: every tool's --help names every preset the tools know
# (the list an unknown preset's message gives), and papo-judge's names
# every rubric that ships in rubrics/.
set -u
. "$TOP/tests/lib.sh"

papo-stats --preset nosuchpreset /dev/null > /dev/null 2> err.txt &&
    fail "an unknown preset was accepted"
known=$(sed -n 's/.*(one of: \([^;)]*\)[;)].*/\1/p' err.txt | tr -d ,)
[ -n "$known" ] || fail "no list of presets in: $(cat err.txt)"
for tool in papo-verify papo-judge papo-advantage papo-stats; do
	$tool --help > help.txt 2>&1 || fail "$tool --help failed"
	# the --preset row, up to the next option
	awk '/^ *--preset / { on = 1; print; next }
	    on && /^ *-/ { exit } on' help.txt | tr ',' ' ' > row.txt
	for p in $known; do
		step -o row.txt "$tool --help: --preset names '$p'" \
		    grep -qw -- "$p" row.txt
	done
done

papo-judge --help > help.txt 2>&1 || fail "papo-judge --help failed"
awk '/^ *-r, --rubric / { on = 1; print; next } on && /^ *-/ { exit }
    on' help.txt | tr ',' ' ' > row.txt
n=0
for f in "$TOP"/rubrics/*.yaml; do
	r=$(basename "$f" .yaml)
	n=$((n + 1))
	step -o row.txt "papo-judge --help: --rubric names '$r'" \
	    grep -q -- "[ (]$r[ ,)]*\$\|[ (]$r[ ,)]" row.txt
done
step "rubrics in $TOP/rubrics" [ "$n" -gt 0 ]
exit 0
