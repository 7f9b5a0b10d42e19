#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon2-stdin-step.sh: a preset whose step comes from the file
# name (nemo-rl's train_data_stepN.jsonl) and a dump given on standard
# input, or under another name: papo-verify wrote its records without a
# step and said nothing (h9-user's leftover); papo-advantage then stopped
# on them.  The rule: papo-verify still scores and writes every record,
# unchanged but for its verdicts, and says (even under -q) where the
# first record without a step is, why it has none and what to do;
# papo-judge, which adds the step as papo-verify does, says the same
# (judged here by the stand-in judge, tests/helpers/papo-standin.c: a
# stand-in, no model).
set -u
. "$TOP/tests/lib.sh"
f="$TOP/tests/frameworks/nemo-rl/logs/exp_001/train_data_step2.jsonl"
n=$(wc -l < "$f")

papo-verify -q --preset nemo-rl < "$f" > in.jsonl 2> in.err ||
    fail "papo-verify on standard input: $(cat in.err)"
step -o in.err "standard input: the first record and the count named" \
    grep -q "^papo-verify: <stdin>:1: $n records written without a step: .*standard input has no file name to match the step pattern '_data_step{}.jsonl' of --preset nemo-rl" in.err
step -o in.err "standard input: what to do" \
    grep -q "name the dump's file instead of standard input" in.err
step -o in.jsonl "every record written, none with a step" \
    jq -e -s --argjson n "$n" 'length == $n and all(has("step") | not)' \
    in.jsonl

# the same records by their name: a step each, and nothing said of it
papo-verify -q --preset nemo-rl "$f" > named.jsonl 2> named.err ||
    fail "papo-verify: $(cat named.err)"
step -o named.err "by name: no word about steps" \
    eval '! grep -q "without a step" named.err'
step -o named.jsonl "by name: step 2 in each record" \
    jq -e -s --argjson n "$n" 'length == $n and all(.step == 2)' named.jsonl
# the verdicts are the same either way: only the step differs
step "the verdicts do not depend on the name" \
    eval 'jq -c "del(.step)" named.jsonl > n2.jsonl && jq -c . in.jsonl | cmp -s n2.jsonl -'

# records that carry their step (papo-verify's own output, read again
# on standard input) are not stepless
papo-verify -q --preset nemo-rl < named.jsonl > again.jsonl 2> again.err ||
    fail "papo-verify again: $(cat again.err)"
step -o again.err "a record's own step stands, nothing said" \
    eval '! grep -q "without a step" again.err'

# a copy under another name: the file named, its name the cause
cp "$f" renamed.jsonl
papo-verify -q --preset nemo-rl renamed.jsonl > r.jsonl 2> r.err ||
    fail "papo-verify renamed: $(cat r.err)"
step -o r.err "a name that does not match: the file and why" \
    grep -q "^papo-verify: renamed.jsonl:1: $n records written without a step: no field 'step', and the file name does not match the step pattern" r.err

# the next tool names the same cause
papo-advantage --preset nemo-rl -m grpo < in.jsonl > /dev/null 2> a.err
step -o a.err "papo-advantage says why it stops" \
    grep -q "<stdin>:1: no field 'step', and standard input has no file name to match the step pattern" a.err
# with the step added as the message says, the pipe goes through
jq -c '.step = 2' in.jsonl | papo-advantage --preset nemo-rl -m grpo \
    > a.jsonl 2> a.err
step -o a.err "the advice works" jq -e -s --argjson n "$n" \
    'length == $n and all(.adv | type == "number")' a.jsonl

# papo-judge: the same rule, the same words
start_standin
papo-judge -q --no-cache --select all -e "$url" --preset nemo-rl \
    < "$f" > j.jsonl 2> j.err || fail "papo-judge: $(cat j.err)"
step -o j.err "papo-judge on standard input: said even under -q" \
    grep -q "^papo-judge: <stdin>:1: $n records written without a step: .*standard input has no file name to match the step pattern '_data_step{}.jsonl' of --preset nemo-rl" j.err
step -o j.jsonl "papo-judge: every record judged and written" \
    jq -e -s --argjson n "$n" 'length == $n and
	all((has("step") | not) and (.r_proc | type == "number"))' j.jsonl
papo-judge -q --no-cache --select all -e "$url" --preset nemo-rl \
    "$f" > j2.jsonl 2> j2.err || fail "papo-judge: $(cat j2.err)"
step -o j2.err "papo-judge by name: step 2, nothing said" \
    eval '! grep -q "without a step" j2.err && jq -e -s "all(.step == 2)" j2.jsonl > /dev/null'
