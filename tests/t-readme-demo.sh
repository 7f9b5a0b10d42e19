#!/bin/sh
# SPDX-License-Identifier: MIT
# t-readme-demo.sh: the table the README shows for `make demo` is the
# one examples/demo.sh prints (the stand-in judge's tiers come from a
# hash of each prompt, so it is the same on every machine).
set -u
. "$TOP/tests/lib.sh"
PAPO_RUBRIC_PATH=$TOP/rubrics PAPO_DEMO_DIR=$PWD/demo \
    sh "$TOP/examples/demo.sh" > out 2> err || fail "demo.sh failed: $(cat err)"
# the table: its header and the rows after it, up to a blank line
awk '/^ *step  *responses/ { on = 1 } on && /^ *$/ { exit }
    on { sub(/^ +/, ""); print }' out > got.txt
awk '/^ *step  *responses  *accuracy/ { on = 1 } on && /^ *$/ { exit }
    on { sub(/^ +/, ""); print }' "$TOP/README.md" > want.txt
step -o out "demo.sh prints a table" [ "$(wc -l < got.txt)" -eq 5 ]
diff want.txt got.txt > table.diff
step -o table.diff "the README's demo table is demo.sh's" cmp -s got.txt \
    want.txt
exit 0
