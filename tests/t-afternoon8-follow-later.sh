#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon8-follow-later.sh: a new user starts the README's watcher
# (papo-stats --follow --preset verl ... rollout_data) before the
# trainer's first dump; verl makes rollout_data only then.  papo-stats
# stopped with "cannot open 'rollout_data': No such file or directory"
# (66, so that a typo fails at once), and nothing said that a pattern
# follows what is still to come.  Now the message gives the pattern
# that matches that name alone ('rollout_dat[a]'), and pasted, it
# follows the folder once it appears.
set -u
. "$TOP/tests/lib.sh"
follow_setup w
ex=$TOP/examples/verl

for p in rollout_data rollout_data/ runs/step_1.jsonl x!; do
	papo-stats --follow --preset verl -f tsv -m responses "$p" \
	    > /dev/null 2> err.miss
	rc=$?
	step -o err.miss "'$p': still an error (66), named" eval "[ $rc -eq 66 ] &&
	    grep -qF \"cannot open '$p': No such file or directory\" err.miss"
done
step -o err.miss "a name a bracket cannot close: no pattern offered" \
    eval '! grep -q "\[" err.miss'

papo-stats --follow --preset verl -f tsv -m responses rollout_data \
    > /dev/null 2> err.pat
pat=$(sed -n "s/.*nothing yet: '\([^']*\)')$/\1/p" err.pat)
step -o err.pat "the message gives a pattern" [ -n "$pat" ]
# pasted: the folder followed once the trainer makes it
papo-stats --follow --preset verl -f tsv -m responses "$pat" > live.tsv \
    2> err.live &
fp=$!
pids="$pids $fp"
mkdir rollout_data
cp "$ex/1.jsonl" rollout_data/1.jsonl
cp "$ex/2.jsonl" rollout_data/2.jsonl
follow_wait live.tsv "1${tab}64"
follow_stop INT
step -o err.live "the pattern follows the folder, ^C ends it (0)" eval \
    "[ $rc -eq 0 ] && [ \"\$(tail -n 1 live.tsv)\" = \"2${tab}64\" ]"
steps_end
