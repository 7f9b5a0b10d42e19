#!/bin/sh
# SPDX-License-Identifier: MIT
# t-slurm.sh: examples/slurm on a real Slurm cluster: four slurmd on
# this machine (tests/cluster/slurm.sh), the stand-in judge on loopback.
# The array job over 8 shards of a few thousand real responses, then
# the merge job, give the single process's records and statistics byte
# for byte; a task killed mid-run and run again alone (scontrol requeue,
# as preemption does) gives the same, with no judgment asked twice; the
# merged judge cache makes a rerun ask nothing; the judge pool job (a
# stand-in on each node, one papo-judge over them) judges as one
# process does.  Every daemon is stopped
# by its PID and nothing of the cluster is left running.
set -u
. "$TOP/tests/lib.sh"
. "$TOP/tests/cluster/slurm.sh"
for p in jq sqlite3; do
	command -v $p > /dev/null || fail "$p is not installed (make deps)"
done
slurm=$TOP/examples/slurm
n=8
k=5		# the task killed
# the shared data has no worked solutions: the rubric that needs none

# a few thousand records of real responses (../shared/data's when it
# is there, else the examples' 256 sixteen times over, as sixteen
# times as many groups); every prompt names its record, so that no two
# judge requests are alike (two alike in one process are asked once,
# and whether the second was cached depends on timing)
if [ -n "${SHARED:-}" ] && [ -f "$SHARED/rollouts/gsm8k_gpt3_4per.jsonl" ] &&
    [ -f "$SHARED/rollouts/qwen25math_math100_n8.jsonl" ]; then
	{ jq -c '.step = 0' "$SHARED/rollouts/qwen25math_math100_n8.jsonl" &&
	    head -n 3200 "$SHARED/rollouts/gsm8k_gpt3_4per.jsonl" |
	    jq -c '.step = 1'; } > base.jsonl || fail "cannot read $SHARED"
else
	for c in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
		jq -c --argjson c $c '.step += 4 * $c | .group += "-c\($c)" |
		    .id += "-c\($c)"' "$TOP/examples/rollouts.jsonl" ||
		    fail "jq"
	done > base.jsonl
fi
jq -c '.problem += "\n\n(record " + .id + ")"' base.jsonl > in.jsonl ||
    fail "jq"
[ "$(wc -l < in.jsonl)" -ge 4000 ] || fail "too few records"

# the single process, against a stand-in of its own
portfile=port.one
start_standin
url_one=$url
papo-verify -q in.jsonl > v.one || fail "papo-verify"
papo-judge -q -r 3-tier-answer --cache one.sqlite -e "$url_one" v.one > j.one ||
    fail "papo-judge"
papo-advantage j.one > a.one || fail "papo-advantage"
papo-stats -f tsv a.one > s.one || fail "papo-stats"
# its records in shard order: what the merge job writes
i=0
while [ $i -lt $n ]; do
	papo-advantage --shard $i/$n a.one || fail "papo-advantage --shard"
	i=$((i + 1))
done > a.one.sharded
[ "$(wc -l < a.one.sharded)" -eq "$(wc -l < in.jsonl)" ] ||
    fail "the shards of the single run do not hold every record"

cluster_start "$PWD/cluster"

# four nodes
srun -N4 sh -c 'echo $SLURMD_NODENAME' > nodes 2> nodes.err ||
    fail "srun -N4: $(cat nodes.err)"
step -o nodes "srun -N4 runs on the four nodes" \
    test "$(sort nodes | tr '\n' ' ')" = "n1 n2 n3 n4 "

# job_state ID: the state of job ID (an array task: ARRAY_I)
job_state() {
	scontrol show job "$1" 2> /dev/null |
	    sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' | head -n 1
}

# the array, then the merge, each with sbatch --wait
export PAPO_IN="$PWD/in.jsonl" PAPO_SHARDS=$n PAPO_SLURM_DIR="$slurm"
mkdir -p run1
PAPO_OUT=$PWD/run1 PAPO_ENDPOINTS=$url_one \
    PAPO_JUDGE_ARGS="-r 3-tier-answer" sbatch --parsable --wait \
    --chdir=run1 --array=0-$((n - 1)) "$slurm/papo-shards.sbatch" \
    > run1/array 2> run1/array.err ||
    fail "the array job failed: $(cat run1/array.err run1/*.log)"
array=$(cut -d';' -f1 run1/array)
PAPO_OUT=$PWD/run1 sbatch --parsable --wait --chdir=run1 \
    --dependency=afterok:"$array" "$slurm/papo-merge.sbatch" \
    > run1/merge 2> run1/merge.err ||
    fail "the merge job failed: $(cat run1/merge.err run1/papo-merge-*.log)"
# the tasks ran on every node
i=0
while [ $i -lt $n ]; do
	scontrol show job "${array}_$i" | sed -n 's/^ *NodeList=//p'
	i=$((i + 1))
done | sort -u > run1/nodes
step -o run1/nodes "the array's tasks ran on the 4 nodes" \
    test "$(wc -l < run1/nodes)" -eq 4
step "the merged records are the single process's" \
    cmp -s run1/adv.jsonl a.one.sharded
diff run1/stats.tsv s.one > run1/stats.diff
step -o run1/stats.diff "the merged statistics are the single process's" \
    cmp -s run1/stats.tsv s.one

# again, submitted by submit.sh, against a stand-in that never answers
# the first request for one record of task k's: the task is requeued
# (killed and run again, as on preemption) once every other judgment of
# it is in its cache
jq -r 'select(.r_out == 1) | .id' v.one > judged.ids
papo-verify -q --shard $k/$n in.jsonl > v.k || fail "papo-verify --shard"
id=$(jq -r 'select(.r_out == 1) | .id' v.k | head -n 1)
[ -n "$id" ] || fail "shard $k has no judged record"
want=$(sqlite3 run1/cache/judge.$k.sqlite 'SELECT count(*) FROM judgment') ||
    fail "sqlite3"
[ "$want" -gt 10 ] || fail "task $k judged $want records"
portfile=port.two
start_standin --fault "hang:1:(record $id)" --body-log bodies
url_two=$url
PAPO_OUT=$PWD/run2 PAPO_ENDPOINTS=$url_two \
    PAPO_JUDGE_ARGS="-r 3-tier-answer --timeout 3600" sh "$slurm/submit.sh" > jobs 2> jobs.err ||
    fail "submit.sh: $(cat jobs.err)"
read array merge < jobs
# cached CACHE N: CACHE holds N judgments
cached() {
	[ "$(sqlite3 "$1" 'SELECT count(*) FROM judgment' 2> /dev/null)" = "$2" ]
}
cluster_wait "task $k's judgments" cached run2/cache/judge.$k.sqlite \
    $((want - 1)) || fail "task $k did not judge its $((want - 1)) \
records in a minute ($(job_state "${array}_$k"))"
grep -qF "(record $id)" bodies || fail "the held request was never sent"
[ "$(job_state "${array}_$k")" = RUNNING ] ||
    fail "task $k is $(job_state "${array}_$k"), not running"
scontrol requeue "${array}_$k" 2> requeue.err ||
    fail "scontrol requeue: $(cat requeue.err)"
# the merge job ends once the task has run again (five minutes at most)
done_merge() {
	case $(job_state "$merge") in
	COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY) ;;
	*) return 1 ;;
	esac
}
w=0
until done_merge; do
	w=$((w + 1))
	[ $w -gt 3000 ] && fail "the merge job is $(job_state "$merge") \
after five minutes (task $k: $(job_state "${array}_$k"))"
	sleep 0.1
done
[ "$(job_state "$merge")" = COMPLETED ] ||
    fail "the merge job is $(job_state "$merge"): $(cat run2/*.log)"
scontrol show job "${array}_$k" > job.k
step -o job.k "task $k ran again (Restarts)" grep -q "Restarts=[1-9]" job.k
# the same records; those task k had judged before it was killed say
# so (judge.cached true, attempts 0), as any records from a cache do
i=0
while [ $i -lt $n ]; do
	[ $i -eq $k ] || step "task $i's records are the first run's" \
	    cmp -s run1/shards/$i.adv.jsonl run2/shards/$i.adv.jsonl
	i=$((i + 1))
done
jq -c 'del(.judge.cached, .judge.attempts)' run2/adv.jsonl > run2.cmp || fail "jq"
jq -c 'del(.judge.cached, .judge.attempts)' a.one.sharded > one.cmp || fail "jq"
step "after the requeue, the merged records are the single process's" \
    cmp -s run2.cmp one.cmp
step "task $k's records say that they came from its cache" \
    sh -c '! cmp -s run2/adv.jsonl a.one.sharded'
step "after the requeue, the merged statistics are the single process's" \
    cmp -s run2/stats.tsv s.one
# every judgment asked once: the held one twice (it never had an answer)
# (each process draws its own boundary tokens: "-" and 16 hex digits)
sed 's/-[0-9a-f]\{16\}>/->/g' bodies | sort | uniq -d > twice
step -o twice "only the held judgment asked twice" \
    sh -c '[ "$(wc -l < twice)" -eq 1 ] && grep -qF "(record $0)" twice' "$id"
step "one request a judgment, and one more for the held one" \
    test "$(wc -l < bodies)" -eq "$(($(wc -l < judged.ids) + 1))"

# the merged cache holds every judgment: a rerun asks nothing
asked=$(wc -l < bodies)
papo-judge -q -r 3-tier-answer --cache run2/judge.sqlite -e "$url_two" \
    v.one > j.again ||
    fail "papo-judge over the merged cache"
step "a rerun over the merged cache asks nothing" \
    test "$(wc -l < bodies)" -eq "$asked"
step "the rerun's records say they came from the cache" \
    sh -c '! cmp -s j.again j.one'
jq -c 'del(.judge.cached, .judge.attempts)' j.again > j.again.cmp || fail "jq"
jq -c 'del(.judge.cached, .judge.attempts)' j.one > j.one.cmp || fail "jq"
step "the rerun over the merged cache gives the same judgments" \
    cmp -s j.again.cmp j.one.cmp

# the judge pool: a stand-in on each node (on ports base to base + 3:
# one machine), one papo-judge over the four; the servers stop with it.
# Four ports free when probed can be taken by another program before
# the servers bind them (a busy machine, tests running beside this one):
# the job then ends with "the servers exited" (srun --kill-on-bad-exit),
# and is run again on other ports, three times at most
mkdir -p pool
for try in 1 2 3; do
	base=$(python3 -c 'import random, socket
for t in range(1000):
    b = random.randrange(20000, 60000)
    s = [socket.socket() for i in range(4)]
    try:
        for i in range(4):
            s[i].bind(("127.0.0.1", b + i))
    except OSError:
        continue
    print(b)
    break') || fail "no four free ports"
	rm -f pool/papo-judge-pool-*.log
	PAPO_IN=$PWD/v.one PAPO_JUDGED=$PWD/pool/judged.jsonl \
	    PAPO_PORT=$base \
	    PAPO_SERVER="papo-standin -q --log $PWD/pool/log.\$SLURM_NODEID" \
	    PAPO_JUDGE_ARGS="-q -r 3-tier-answer --no-cache" \
	    sbatch --wait --nodes=4 --chdir=pool \
	    "$slurm/papo-judge-pool.sbatch" > pool/job 2>&1 && break
	grep -qs "the servers exited" pool/papo-judge-pool-*.log &&
	    grep -qs "Address already in use" pool/papo-judge-pool-*.log &&
	    [ $try -lt 3 ] ||
	    fail "the judge pool job failed: $(cat pool/job \
		pool/papo-judge-pool-*.log)"
done
step "the judge pool's records are the single process's" \
    cmp -s pool/judged.jsonl j.one
for i in 0 1 2 3; do
	step "the pool's server on node $i judged" grep -q '^chat 200' pool/log.$i
done

cluster_stop
cluster_procs > left
step -o left "nothing of the cluster left running" test ! -s left
exit 0
