#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon8-convert-names.sh: papo-verify names a file that is not
# JSONL and gives the command that converts it.  For slime's
# rollout_data/N.pt (torch.save) that command wrote "> N.jsonl" for
# every step: pasted for steps 0, 1, 7 and 12, each wrote over the
# last, and --preset slime read the one file left as step "N".  A
# wandb table's command wrote every table into one table.jsonl.  Now
# each command writes the file's own name with .jsonl (rollout_data/
# 7.jsonl, step 7 to --preset slime).  The conversion itself needs
# torch, so slime's converted records (tests/frameworks/slime) stand in
# for its output, written where each pasted command writes.
set -u
. "$TOP/tests/lib.sh"
fw=$TOP/tests/frameworks

mkdir rollout_data tables
for s in 0 1 7 12; do
	cp "$fw/magic/slime-0.pt" "rollout_data/$s.pt"
	cp "$fw/magic/openrlhf-generated_samples_2.table.json" \
	    "tables/generated_samples_$s.table.json"
done
for f in rollout_data/*.pt tables/*.json; do
	papo-verify "$f" > /dev/null 2> err
	rc=$?
	out=$(sed -n 's/.* > \([^ ]*\)$/\1/p' err)
	step -o err "$f: refused (65), with the command" eval \
	    "[ $rc -eq 65 ] && [ -n \"$out\" ]"
	step -o err "$f: its own output, beside it" \
	    [ "$out" = "${f%.*}.jsonl" ]
	# the conversion's output, standing in for torch's
	case $f in
	*.pt) cp "$fw/slime/rollout_data/0.jsonl" "$out" ;;
	esac
done
papo-stats --preset slime -f tsv -m responses rollout_data \
    > st.tsv 2> st.err
step -o st.err "each step converted is its own step to --preset slime" \
    [ "$(cut -f 1 st.tsv | tail -n +2 | tr '\n' ' ')" = "0 1 7 12 " ]
papo-verify < "$fw/magic/slime-0.pt" > /dev/null 2> in.err
step -o in.err "standard input: a placeholder for both names" \
    grep -q "' FILE > N.jsonl$" in.err
steps_end
