#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon11-parallel-fail.sh: the README's GNU parallel recipe (More
# than one machine) piped papo-verify into papo-judge into
# papo-advantage in each job.  A remote shell runs the job, and without
# pipefail (dash has none) a pipe's status is its last command's: a
# shard whose papo-verify stopped at a malformed line was judged,
# scored and written cut short, parallel exited 0, and the joins merged
# it without a word (219 of 255 records, on the example).  The recipe,
# read from the README and run here on this host under sh, must now
# fail the job whose stage failed: a malformed line at generated
# places (first, middle, last line of the input), and a judge that is
# not there.  With no fault it gives one process's records.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon11-parallel-fail
command -v parallel > /dev/null || fail "GNU parallel is not installed (make deps)"

start_standin
# the recipe: from "parallel -S" to its "::: 0 1 2 3", the hosts left
# out, the judge named, and the job's shell dash (or sh)
sed -n '/^### GNU parallel over ssh/,/^## /p' "$TOP/README.md" |
    sed -n '/^    parallel -S/,/::: 0 1 2 3$/p' | sed 's/^    //' > recipe.sh
step -o recipe.sh "the README's recipe found" grep -q '::: 0 1 2 3$' recipe.sh
# run_recipe URL: the recipe in this folder against judge URL
run_recipe() {
	sed -e 's|-S 1/host1,1/host2 --env PATH ||' \
	    -e "s|papo-judge -q|papo-judge -q -e $1|" recipe.sh > run.sh
	rm -f verified.? judged.? adv.? part.? judge.?.sqlite
	SHELL=$(command -v dash || command -v sh) PARALLEL_SHELL= \
	    sh run.sh > run.out 2>&1
}

cp "$TOP/examples/rollouts.jsonl" good.jsonl
n=$(wc -l < good.jsonl)
cp good.jsonl rollouts.jsonl
run_recipe "$url"
step -o run.out "no fault: parallel exits 0" [ $? -eq 0 ]
cat adv.0 adv.1 adv.2 adv.3 > adv.jsonl
step "no fault: every record, once" [ "$(wc -l < adv.jsonl)" -eq "$n" ]

for at in 1 $((n / 2)) $n; do
	sed "${at}s/.*/{\"broken/" good.jsonl > rollouts.jsonl
	run_recipe "$url"
	rc=$?
	step -o run.out "a malformed line $at: a job fails (parallel $rc)" \
	    [ "$rc" -ne 0 ]
	step -o run.out "a malformed line $at: named" \
	    grep -q "papo-verify: rollouts.jsonl:$at: " run.out
done

cp good.jsonl rollouts.jsonl
run_recipe http://127.0.0.1:9/v1
rc=$?
step -o run.out "no judge: every job fails (parallel $rc)" [ "$rc" -eq 4 ]
