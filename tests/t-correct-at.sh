#!/bin/sh
# SPDX-License-Identifier: MIT
# t-correct-at.sh: rewards on another scale (10 and 0).  Without
# --correct-at papo-stats does not report accuracy 0 in silence: it says
# that no reward is 1 and names the option; with --correct-at 5 a reward
# of 10 is correct in papo-stats and in papo-advantage (the process
# component of PAPO goes to correct responses).  Rewards of 0 and 1, or
# -1 and 1, give no such word.
set -u
. "$TOP/tests/lib.sh"
for s in 1 2; do
	printf '{"group":"g%d","step":%d,"adv":0.5,"reward":10.0}\n' $s $s
	printf '{"group":"g%d","step":%d,"adv":-0.5,"reward":0.0}\n' $s $s
done > ten.jsonl
papo-stats -f tsv -m accuracy ten.jsonl > out.tsv 2> err.txt ||
    fail "papo-stats: $(cat err.txt)"
grep -q "no reward is 1 (4 rewards from 0 to 10)" err.txt ||
    fail "papo-stats said nothing of the scale: $(cat err.txt)"
step "the option is not named" grep -q -- "--correct-at X" err.txt
papo-stats -f tsv -m accuracy --correct-at 5 ten.jsonl > out.tsv 2> err.txt ||
    fail "papo-stats --correct-at: $(cat err.txt)"
[ -s err.txt ] && fail "papo-stats --correct-at warned: $(cat err.txt)"
[ "$(cut -f 2 out.tsv | tr '\n' ' ')" = "accuracy 0.5 0.5 " ] ||
    fail "accuracy at --correct-at 5: $(cat out.tsv)"
# -1 and 1 (verl's math_dapo), 0 and 1: the usual scale, no word
sed 's/10\.0/1/; s/0\.0}/-1}/' ten.jsonl > pm.jsonl
papo-stats -f tsv -m accuracy pm.jsonl > out.tsv 2> err.txt ||
    fail "papo-stats on -1 and 1: $(cat err.txt)"
[ -s err.txt ] && fail "papo-stats on -1 and 1 warned: $(cat err.txt)"
[ "$(cut -f 2 out.tsv | tr '\n' ' ')" = "accuracy 0.5 0.5 " ] ||
    fail "accuracy on -1 and 1: $(cat out.tsv)"
# papo-advantage: correct responses get the process component
printf '%s\n' '{"group":"g","step":1,"reward":10.0,"r_proc":0.9}' \
    '{"group":"g","step":1,"reward":10.0,"r_proc":0.2}' \
    '{"group":"g","step":1,"reward":0.0}' > adv.jsonl
papo-advantage --mode papo --correct-at 5 adv.jsonl > a.jsonl 2> err.txt ||
    fail "papo-advantage --correct-at: $(cat err.txt)"
[ "$(jq -c '.adv_proc > 0' a.jsonl | tr '\n' ' ')" = "true false false " ] ||
    fail "papo-advantage --correct-at 5: $(cat a.jsonl)"
# a bad value
papo-stats --correct-at ten ten.jsonl > /dev/null 2> err.txt
rc=$?
step "--correct-at ten: exit $rc" [ $rc -eq 64 ]
grep -q "invalid value 'ten' for --correct-at (a finite number)" err.txt ||
    fail "--correct-at ten: $(cat err.txt)"
# papo-judge: the records it picks as correct follow --correct-at too
printf '%s\n' '{"group":"g","step":1,"reward":10.0,"problem":"p","response":"RESP1","solution":"s"}' \
    '{"group":"g","step":1,"reward":0.0,"problem":"p","response":"RESP2","solution":"s"}' > j.jsonl
papo-judge --dry-run -m m -e http://127.0.0.1:9/v1 j.jsonl > d0 2> err.txt
step -o err.txt "papo-judge --dry-run: status 0" [ $? -eq 0 ]
step -o d0 "papo-judge: a reward of 10 is not correct by default" \
    [ "$(grep -c RESP1 d0)" -eq 0 ]
papo-judge --dry-run --correct-at 5 -m m -e http://127.0.0.1:9/v1 j.jsonl \
    > d1 2> err.txt
step -o err.txt "papo-judge --correct-at 5 --dry-run: status 0" [ $? -eq 0 ]
step -o d1 "papo-judge --correct-at 5 judges the response rewarded 10" \
    [ "$(grep -c RESP1 d1)" -eq 1 ]
step -o d1 "papo-judge --correct-at 5 leaves the one rewarded 0" \
    [ "$(grep -c RESP2 d1)" -eq 0 ]
# papo-verify takes the common option; a bad value is the one message
papo-verify --correct-at ten j.jsonl > /dev/null 2> err.txt
step -o err.txt "papo-verify --correct-at ten: status 64" [ $? -eq 64 ]
step -o err.txt "papo-verify --correct-at ten: the message" \
    grep -q "^papo-verify: invalid value 'ten' for --correct-at (a finite number)" err.txt
# a value it takes changes nothing papo-verify writes: it writes 0 and 1
# and reads no reward's scale (papo(7): "papo-verify ... ignores it")
printf '%s\n' '{"answer":"4","response":"So \\boxed{4}.","reward":10.0}' \
    '{"answer":"4","response":"So \\boxed{5}.","reward":0.0}' > v.jsonl
papo-verify -q v.jsonl > v0 2> err.txt || fail "papo-verify: $(cat err.txt)"
papo-verify -q --correct-at 5 v.jsonl > v5 2> err.txt
step -o err.txt "papo-verify --correct-at 5: status 0" [ $? -eq 0 ]
step -o v5 "papo-verify --correct-at 5: the same bytes as without" \
    cmp -s v0 v5
step -o v5 "papo-verify: the rewards are 1 and 0" \
    [ "$(jq -c .r_out v5 | tr '\n' ' ')" = "1 0 " ]
