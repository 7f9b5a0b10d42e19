#!/bin/sh
# SPDX-License-Identifier: MIT
# t-demo.sh: the README's first command runs examples/demo.sh; run it
# here (against the programs under test) and check what it shows and writes.
set -u
. "$TOP/tests/lib.sh"
PAPO_RUBRIC_PATH=$TOP/rubrics PAPO_DEMO_DIR=$PWD/demo \
    sh "$TOP/examples/demo.sh" > out 2> err || fail "demo.sh failed: $(cat err)"
step -o err "demo.sh wrote to standard error" [ ! -s err ]
step -o out "no statistics table" \
    grep -q '^step  *responses  *accuracy  *zero_ratio  *process_active_ratio' out
step "not 4 steps of 64" [ "$(grep -c '^ *[0-3]  *64 ' out)" -eq 4 ]
for f in judged orm papo; do
	step "demo/$f.jsonl: not 256 records" \
	    [ "$(wc -l < demo/$f.jsonl)" -eq 256 ]
done
# correct responses were judged, wrong ones were not
step "a correct response without r_proc" \
    [ "$(jq -c 'select(.r_out == 1 and .r_proc == null)' demo/judged.jsonl | wc -l)" -eq 0 ]
step "a wrong response was judged" \
    [ "$(jq -c 'select(.r_out == 0 and has("judge"))' demo/judged.jsonl | wc -l)" -eq 0 ]
step "demo.svg is not well-formed" xmllint --noout demo/demo.svg
rsvg-convert demo/demo.svg -o demo.png || fail "demo.svg does not render"
# the stand-in server is gone (SIGTERM ends it at once; allow 2 s)
pid=$(cat demo/pid)
i=0
while kill -0 "$pid" 2>/dev/null; do
	i=$((i + 1))
	[ $i -le 20 ] || fail "the stand-in server is still running"
	sleep 0.1
done
exit 0
