#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-examples.sh: every command in the EXAMPLES section of
# man/papo-stats.1 runs and succeeds, on files made here for them.
set -u
. "$TOP/tests/lib.sh"
# the shell tests share one directory: work in a fresh one of our own,
# so that no other test's files (part.*, step-*.jsonl) meet our globs
dir=t-stats-examples.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"

# the files the examples name, from the example rollouts: judged
# rollouts (tests/stats/judged.jq), one file per step of an ORM and a
# PAPO run, a dump whose step is called global_step
jq -c -f "$TOP/tests/stats/judged.jq" "$TOP/examples/rollouts.jsonl" \
    > judged.jsonl || fail "jq"
mkdir orm papo
papo-advantage --mode grpo judged.jsonl > orm.jsonl || fail "grpo"
papo-advantage judged.jsonl > papo.jsonl || fail "papo"
for s in 0 1 2 3; do
	jq -c "select(.step == $s)" orm.jsonl > orm/step-$s.jsonl &&
	jq -c "select(.step == $s)" papo.jsonl > papo/step-$s.jsonl ||
	    fail "jq"
done
jq -c '.global_step = .step | del(.step)' papo.jsonl > verl.jsonl ||
    fail "jq"
# judged responses with a label field (human) and a second judgment
# (r_proc_swap), both drawn from the id: the judge-validation example
jq -c 'select(.r_proc != null) | (.id | explode | add) as $h |
    .human = [0, 0.5, 1, 1][$h % 4] | .r_proc_swap = [.r_proc, 1][$h % 5 / 4 | floor]' \
    judged.jsonl > validation.jsonl || fail "jq"

# a trainer's dumps for the --follow examples: verl's and prime-rl's
# samples, as their writers lay them out (not scored yet)
cp -R "$TOP/tests/frameworks/verl/rollout_data" rollout_data &&
    cp -R "$TOP/tests/frameworks/prime-rl/rollouts" rollouts ||
    fail "cannot copy the framework samples"

# the commands: lines starting with "$ " in EXAMPLES, with their
# continuation lines, as mandoc renders them; those with --follow run
# until interrupted, apart
man_examples "$TOP/man/papo-stats.1" > all.txt
step -o all.txt "at least 5 papo-stats examples found" \
    [ "$(grep -c papo-stats all.txt)" -ge 5 ]
grep -v -e '--follow' all.txt > examples.txt
grep -e '--follow' all.txt > follow.txt
step "no --follow examples" [ "$(grep -c . follow.txt)" -ge 2 ]
run_examples examples.txt

# each --follow example: in the background until its first rows are out
# (standard output, or the file it writes), then interrupted: status 0,
# on standard error nothing but the notes the run read once gives
n=0
while IFS= read -r cmd; do
	n=$((n + 1))
	case $cmd in
	*'> '*) watch=${cmd##*> } ;;
	*) watch=fout.$n ;;
	esac
	sh -c "exec $cmd" > fout.$n 2> ferr.$n < /dev/null &
	fp=$!
	pids="$pids $fp"
	i=0
	while [ ! -s "$watch" ]; do
		kill -0 $fp 2> /dev/null ||
		    fail "example ended by itself: $cmd: $(cat ferr.$n)"
		i=$((i + 1))
		[ $i -le 600 ] || fail "example wrote nothing in 30 s: $cmd"
		sleep 0.05
	done
	kill -INT $fp
	wait_end $fp "on SIGINT, example $cmd"
	[ $rc -eq 0 ] || fail "example failed: $cmd: $(cat ferr.$n)"
	# on standard error only what the same run read once says (a
	# group bigger than its step's others: verl's sample has one; a
	# pattern --follow looks for is the shell's there)
	once=$(printf '%s\n' "$cmd" | sed "s/ --follow//; s/ --interval [0-9.]*//
	    s/ > [^ ]*\$//; s/'//g")
	sh -c "exec $once" > oout.$n 2> oerr.$n < /dev/null ||
	    fail "example read once failed: $once: $(cat oerr.$n)"
	grep -vxF -f oerr.$n ferr.$n > extra.$n
	[ -s extra.$n ] && fail "example wrote to standard error what a run read once does not: $cmd
$(cat extra.$n)"
	# the steps of the sample, each once
	[ "$(cut -f1 "$watch" | tr '\n' ' ')" = "step 1 2 3 " ] ||
	    fail "example: $cmd: $(cat "$watch")"
done < follow.txt
# what they made
step "no adv.jsonl" [ -s adv.jsonl ]
step "zero.svg is not well-formed" xmllint --noout zero.svg
step "zero.svg does not name both runs" \
    eval 'grep -q '\''>orm</text>'\'' zero.svg && grep -q '\''>papo</text>'\'' zero.svg'
step "stats.tsv has no header" [ "$(head -1 stats.tsv | cut -f1)" = step ]
step "stats.tsv: not 4 steps" [ "$(wc -l < stats.tsv)" -eq 5 ]
# the judge validation: every table, 16 compared records or more
step "no judge-agreement report" \
    grep -q '^subset	responses	agreement	kappa' out.*
step "no order check in the report" \
    grep -q '^compared	unchanged	unchanged_ratio' out.*
# the four shards merged print what the single run printed
for i in 0 1 2 3; do
	head -1 part.$i | grep -q "\"shard\":\[$i,4\]" || fail "part.$i is no shard"
done
one=$(grep -n -x 'papo-stats adv.jsonl' examples.txt | cut -d: -f1)
merged=$(grep -n -x 'papo-stats --merge part\.\*' examples.txt | cut -d: -f1)
step "no single run or merge example" eval '[ -n "$one" ] && [ -n "$merged" ]'
step "the single run printed nothing" [ -s out.$one ]
step "the merged shards differ from the single run" cmp -s out.$one out.$merged
exit 0
