#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-readme-validate.sh: the tables the README shows for
# `sh examples/validate.sh` are the ones it prints, as t-readme-demo.sh
# holds the demo's.  A new user ran it and got another
# proc_length_corr at every step (-0.221 where the README said 0.235):
# the README's table was left behind by a change to the stand-in's
# tiers.  The stand-in's tiers come from a hash of each prompt, so the
# tables are the same on every machine.  And the README's count of the
# labelled corpus papo-verify is measured on is the corpus's: it said
# 7,011 responses from 60 sources when there were 8,426 from 81; and
# its benchmark table's agreement on other checkers' cases is
# bench/results/agreement.md's (it said 95.7%, the report 94.7%).
set -u
. "$TOP/tests/lib.sh"
PAPO_RUBRIC_PATH=$TOP/rubrics sh "$TOP/examples/validate.sh" "$PWD/val" \
    > out 2> err || fail "validate.sh failed: $(cat err)"

# table FILE HEADER: the lines from the one that starts (after blanks)
# with HEADER to the first blank line, leading blanks removed
table() {
	awk -v h="$2" '{ l = $0; sub(/^ +/, "", l) }
	    index(l, h) == 1 { on = 1 } on && l == "" { exit } on { print l }' "$1"
}
for h in 'step  accuracy  length_correct_mean' 'subset  ' \
    'reference  judge_0'; do
	table out "$h" > got.txt
	table "$TOP/README.md" "$h" > want.txt
	step -o got.txt "validate.sh printed the table '$h'" \
	    [ "$(wc -l < got.txt)" -ge 3 ]
	step -o want.txt "the README's table '$h' is validate.sh's" \
	    cmp -s got.txt want.txt
done

# the corpus: its responses and sources, as the README counts them
# (thousands with a comma, whatever the locale)
c=$TOP/tests/verify/corpus/corpus.jsonl
n=$(wc -l < "$c" | tr -d ' ' | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta')
src=$(jq -r .source "$c" | sort -u | wc -l | tr -d ' ')
tr '\n' ' ' < "$TOP/README.md" | tr -s ' ' |
    grep -o 'with [0-9,]* real responses from [0-9]* sources' > said.txt
step -o said.txt "the README counts the corpus: $n responses from $src sources" \
    grep -qx "with $n real responses from $src sources" said.txt

# the agreement on other checkers' cases, as make agreement reports it
pct=$(sed -n 's/^\*\*[0-9]* of [0-9]* agree: \([0-9.]*%\)\*\*.*/\1/p' \
    "$TOP/bench/results/agreement.md" | head -n 1)
tr '\n' ' ' < "$TOP/README.md" | tr -s ' ' |
    grep -o "[0-9.]*% agreement on other checkers' cases" > pct.txt
step -o pct.txt "the README's agreement on other checkers' cases is $pct" \
    grep -qx "$pct agreement on other checkers' cases" pct.txt
