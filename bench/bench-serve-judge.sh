#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-serve-judge.sh: papo-judge --serve under load against a STAND-IN judge, beside a Python judge-calling reward server: throughput, --deadline, duplicate joining, the cache.
#
# Writes bench/results/serve-judge.md.  The judge is papo-standin, a
# STAND-IN for a vLLM server that runs no model: it answers after
# --latency ms (100) plus up to --jitter ms (50), and prompts holding
# SLOW 3 s later still.  The servers, one after the other against the
# same stand-in: papo-judge --serve (-c CONNS, --deadline 1, a fresh
# cache) and bench/serve_judge_ref.py (aiohttp, one shared client
# session of CONNS connections, no cache, no joining, no deadline).  The
# client: bench/serve-load.c, slime's /reward/dict bodies, keep-alive,
# SERVE_JUDGE_CONNS connections (256; 8 for again, whose 100 requests
# would each be a connection's first, which the latency leaves out).
# Three phases a server, each after the stand-in has gone quiet (the
# late judgments of the phase before are in):
#   distinct  SERVE_JUDGE_N (2000) different samples, one in 20 SLOW;
#   dups      SERVE_JUDGE_N / 8 other samples, each sent 8 times in a
#             row (a trainer's retries and repeated samples in flight);
#   again     distinct's SLOW samples once more.
# The stand-in's log counts the chat requests each phase cost, until it
# is quiet.  The
# test suite does not run this.
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
bin=${PAPO_BIN:-bin}
build=${PAPO_BUILD:-build}
load=$build/bench/serve-load
standin=$build/tests/helpers/papo-standin
N=${SERVE_JUDGE_N:-2000}
CONNS=${SERVE_JUDGE_CONNS:-256}
py=python3
$py -c 'import aiohttp' 2> /dev/null || py=/usr/bin/python3
d=bench/data/serve-judge
rm -rf $d
mkdir -p $d
export XDG_CACHE_HOME=$PWD/$d/xdg
unset PAPO_API_KEY OPENAI_API_KEY
pids=
trap 'rc=$?; for p in $pids; do kill $p 2>/dev/null || :; done; exit $rc' EXIT
trap 'exit 1' INT TERM

# the bodies: slime's {"prompt", "response", "label"}; TAG keeps the
# two servers' samples apart (papo's cache would hold the first's)
bodies() {	# TAG
	awk -v n=$N -v t="$1" 'BEGIN {
	    for (i = 0; i < n; i++)
		printf "{\"prompt\":\"%s problem %d: how many apples are left?%s\",\"response\":\"There are %d left, so \\\\boxed{%d}. [[score=%s]]\",\"label\":\"%d\"}\n",
		    t, i, (i % 20 == 0 ? " SLOW" : ""), i, i, (i % 3 ? "1" : "0"), i
	}' > $d/distinct-$1.jsonl
	grep SLOW $d/distinct-$1.jsonl > $d/again-$1.jsonl
	awk -v n=$((N / 8)) -v t="$1" 'BEGIN {
	    for (i = 0; i < n; i++) for (k = 0; k < 8; k++)
		printf "{\"prompt\":\"%s dup %d: how many pears?\",\"response\":\"So \\\\boxed{%d}. [[score=1]]\",\"label\":\"%d\"}\n",
		    t, i, i, i
	}' > $d/dups-$1.jsonl
}
bodies papo
bodies py

# wait_for WHAT CMD...: until CMD succeeds, up to 30 s; else say that
# WHAT did not start and stop
wait_for() {
	_what=$1
	shift
	_i=0
	until "$@"; do
		_i=$((_i + 1))
		[ $_i -lt 600 ] ||
		    { echo "bench-serve-judge: $_what did not start"; exit 1; }
		sleep 0.05
	done
}

"$standin" --port-file $d/standin.port -q --latency 100 --jitter 50 \
    --fault slow:0:SLOW --slow 3000 --log $d/standin.log &
pids="$pids $!"
wait_for "the stand-in" test -s $d/standin.port
judge=http://127.0.0.1:$(cat $d/standin.port)/v1

chats() { grep -c '^chat ' $d/standin.log || true; }
field() { echo "$2" | awk -v k="$1" '{ for (i = 1; i < NF; i++) if ($i == k) print $(i + 1) }'; }

# quiet: wait until the stand-in's log has not grown for 2 s
quiet() {
	_q=$(wc -c < $d/standin.log)
	while sleep 2; [ "$(wc -c < $d/standin.log)" != "$_q" ]; do
		_q=$(wc -c < $d/standin.log)
	done
}

# phase NAME TAG PORT CONNS: one phase's line: NAME, the load's result,
# the stand-in's chat requests it cost (counted once it is quiet)
phase() {
	quiet
	c0=$(chats)
	r=$(SERVE_LOAD_MATCH=deadline $load $3 /reward/dict \
	    $d/$1-$2.jsonl $4 $(wc -l < $d/$1-$2.jsonl) keep)
	quiet
	echo "$1 $2 $r chats $(($(chats) - c0))"
}

# papo-judge --serve
$bin/papo-judge -e "$judge" --cache $d/judge.sqlite -c $CONNS --deadline 1 \
    --serve 0 2> $d/papo.err &
jp=$!
pids="$pids $jp"
wait_for papo-judge grep -qs serving $d/papo.err
pport=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' $d/papo.err)
# the Python server
$py bench/serve_judge_ref.py $d/ref.port "$judge" $CONNS &
pids="$pids $!"
wait_for serve_judge_ref.py test -s $d/ref.port
rport=$(cat $d/ref.port)

rows=$d/rows
: > $rows
for who in papo py; do
	port=$pport
	[ $who = papo ] || port=$rport
	phase distinct $who $port $CONNS | tee -a $rows
	phase dups $who $port $CONNS | tee -a $rows
	phase again $who $port 8 | tee -a $rows
done

row() {	# PHASE: the table row of both servers
	a=$(grep "^$1 papo " $rows)
	b=$(grep "^$1 py " $rows)
	echo "| $1 | $(field requests "$a") | $(field rps "$a") | $(field p50_ms "$a") |" \
	    "$(field p99_ms "$a") | $(field matched "$a") | $(field chats "$a") |" \
	    "$(field rps "$b") | $(field p50_ms "$b") | $(field p99_ms "$b") |" \
	    "$(field chats "$b") | $(ratio $(field rps "$a") $(field rps "$b"))x |"
}
out=bench/results/serve-judge.md
{
	echo "## serve-judge: papo-judge --serve against a STAND-IN judge, beside a Python judge-calling server"
	echo
	echo "\`make bench-serve-judge\` (bench/bench-serve-judge.sh), $(date -u +%Y-%m-%d);"
	echo "$(machine); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
	echo "The judge is tests/helpers/papo-standin, a stand-in for vLLM that"
	echo "runs no model (100-150 ms a reply; prompts holding SLOW, one in 20"
	echo "of distinct's, 3 s later).  papo: \`papo-judge -c $CONNS --deadline 1"
	echo "--serve\`, a fresh cache.  Python: bench/serve_judge_ref.py (aiohttp,"
	echo "$CONNS connections to the judge, no cache, no joining, no deadline)."
	echo "Client: bench/serve-load.c, $CONNS keep-alive connections (again: 8),"
	echo "slime's /reward/dict.  distinct: $N different samples; dups: $((N / 8))"
	echo "samples sent 8 times each in a row; again: distinct's SLOW samples"
	echo "once more.  Each phase starts when the stand-in is quiet.  deadline ="
	echo "replies past --deadline (reward --null-reward, judge.error"
	echo "\"deadline\"); judge calls = chat requests the stand-in got for the"
	echo "phase, late ones included."
	echo
	echo "| phase | requests | papo req/s | p50 ms | p99 ms | deadline | judge calls | Python req/s | p50 ms | p99 ms | judge calls | ratio |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
	row distinct
	row dups
	row again
} > $out
cat $out
