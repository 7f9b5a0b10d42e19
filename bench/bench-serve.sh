#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-serve.sh: papo-verify --serve against the reward server trainers write today (aiohttp and sympy), both driven by the same clients.
#
# Writes bench/results/serve.md.  The servers: papo-verify --serve, and
# bench/serve_ref.py (Debian's python3-aiohttp serving a sympy-based check
# of the last \boxed{} in the handler, as trainers' example servers do).
# The bodies: the 256 real responses of examples/rollouts.jsonl, as
# OpenRLHF's /get_reward (one sample a request, the chat prompt and end
# token around the response) and as slime's remote_rm.  The clients, the
# same for both servers, at 64 and 1,024 connections:
#   - the trainers' own: aiohttp with a new session per request as
#     OpenRLHF's agent.py, one shared session as slime's remote_rm (its
#     connector limit is the connection count; slime's own is 64)
#     (bench/serve_client.py);
#   - bench/serve-load.c, a C load generator (keep-alive, or a new
#     connection a request), which can offer more than one Python
#     process can, so that the server is what is measured.
# First papo's resident memory at the 100,000th and the last of
# SERVE_NMEM (1,000,000) keep-alive requests on a fresh server, and its
# latency with 10,000 idle connections open beside 64 busy ones; then
# the table (the runs of a new connection a request are kept small: the
# loopback's ephemeral ports in TIME_WAIT, reused, made a later connect
# wait for SYN retransmissions).  SERVE_N, SERVE_NPY, SERVE_NMEM
# set the request counts.  The test suite does not run this.
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
bin=${PAPO_BIN:-bin}
build=${PAPO_BUILD:-build}
load=$build/bench/serve-load
N=${SERVE_N:-100000}
NPY=${SERVE_NPY:-2000}
NMEM=${SERVE_NMEM:-1000000}
py=python3
$py -c 'import aiohttp, sympy' 2> /dev/null || py=/usr/bin/python3
d=bench/data
mkdir -p $d
$py bench/serve_bodies.py examples/rollouts.jsonl $d
pids=
trap 'rc=$?; for p in $pids; do kill $p 2>/dev/null; done; exit $rc' EXIT
trap 'exit 1' INT TERM

# the servers
$bin/papo-verify --serve 0 --max-connections 12000 --idle-timeout 600 \
    2> $d/serve.err &
papo=$!
pids="$pids $papo"
rm -f $d/ref.port
$py bench/serve_ref.py $d/ref.port &
ref=$!
pids="$pids $ref"
i=0
until grep -q serving $d/serve.err 2>/dev/null && [ -s $d/ref.port ]; do
	i=$((i + 1))
	[ $i -lt 1200 ] || { echo "bench-serve: a server did not start"; exit 1; }
	sleep 0.05
done
pport=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' $d/serve.err)
rport=$(cat $d/ref.port)

# field NAME LINE: the value after NAME in a client's result line
field() { echo "$2" | awk -v k="$1" '{ for (i = 1; i < NF; i++) if ($i == k) print $(i + 1) }'; }

# run CLIENT PORT CONNS TOTAL: one client's result line
run() {
	case $1 in
	c-keep) $load $2 /reward $d/serve-slime.jsonl $3 $4 keep ;;
	c-close) $load $2 /get_reward $d/serve-openrlhf.jsonl $3 $4 close ;;
	openrlhf) $py bench/serve_client.py http://127.0.0.1:$2/get_reward \
	    $d/serve-openrlhf.jsonl $3 $4 openrlhf ;;
	slime) $py bench/serve_client.py http://127.0.0.1:$2/reward \
	    $d/serve-slime.jsonl $3 $4 slime ;;
	esac
}

# memory over NMEM keep-alive requests
rss() { awk '/VmRSS/ { printf "%.1f", $2 / 1024 }' /proc/$1/status; }
run c-keep $pport 64 100000 > /dev/null
m1=$(rss $papo)
run c-keep $pport 64 $((NMEM - 100000)) > /dev/null
m2=$(rss $papo)

# 10,000 idle connections beside 64 busy ones
$py - $pport 10000 > $d/idle.out <<'EOF' &
import socket, sys, time
s = [socket.create_connection(("127.0.0.1", int(sys.argv[1])))
     for _ in range(int(sys.argv[2]))]
print("open", len(s), flush=True)
time.sleep(3600)
EOF
idle=$!
pids="$pids $idle"
i=0
until grep -q open $d/idle.out; do
	i=$((i + 1))
	[ $i -lt 2400 ] || { echo "bench-serve: idle connections failed"; exit 1; }
	sleep 0.05
done
widle=$(run c-keep $pport 64 $N)
kill $idle

out=bench/results/serve.md
rows=$d/serve.rows
: > $rows
for conns in 64 1024; do
	for client in openrlhf slime c-keep c-close; do
		case $client in
		c-keep) np=$N ;;
		c-close) np=$((N / 20)) ;;	# ports in TIME_WAIT
		*) np=$((NPY * 3)) ;;
		esac
		a=$(run $client $pport $conns $np)
		b=$(run $client $rport $conns $NPY)
		echo "$conns $client papo $a" >> $rows
		echo "$conns $client python $b" >> $rows
		echo "$conns $client: papo $a; python $b"
	done
done
mref=$(rss $ref)
mend=$(rss $papo)

row() {	# CONNS CLIENT: a table row with the ratio of requests/s
	a=$(grep "^$1 $2 papo " $rows)
	b=$(grep "^$1 $2 python " $rows)
	echo "| $1 | $2 | $(field rps "$a") | $(field p50_ms "$a") |" \
	    "$(field p99_ms "$a") | $(field rps "$b") | $(field p50_ms "$b") |" \
	    "$(field p99_ms "$b") | $(ratio $(field rps "$a") $(field rps "$b"))x |"
}
{
	echo "## serve: papo-verify --serve against an aiohttp + sympy reward server"
	echo
	echo "\`make bench-serve\` (bench/bench-serve.sh), $(date -u +%Y-%m-%d);"
	echo "$(machine); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
	echo "Bodies: the 256 real responses of examples/rollouts.jsonl as"
	echo "OpenRLHF's and slime's requests (one sample each).  Python: the"
	echo "same check a trainer's reward server does (last \\\\boxed{},"
	echo "normalized strings, else sympy.simplify of the difference) in an"
	echo "aiohttp handler.  Clients: openrlhf = aiohttp, a new session a"
	echo "request; slime = aiohttp, one shared session; c-keep and c-close ="
	echo "bench/serve-load.c, keep-alive or a connection a request (a C"
	echo "client offers more load than one Python process).  Requests: papo"
	echo "$((NPY * 3)) (aiohttp), $N (c-keep), $((N / 20)) (c-close); Python $NPY."
	echo "Both servers and the clients share the machine's cores, so each"
	echo "client's own work is in every number."
	echo
	echo "| conns | client | papo req/s | p50 ms | p99 ms | Python req/s | p50 ms | p99 ms | ratio |"
	echo "|---|---|---|---|---|---|---|---|---|"
	for conns in 64 1024; do
		for client in openrlhf slime c-keep c-close; do
			row $conns $client
		done
	done
	echo
	echo "papo's resident memory (c-keep, 64 connections): $m1 MiB after"
	echo "100,000 requests, $m2 MiB after $NMEM (a fresh server), $mend MiB"
	echo "after the table's runs too; the Python server's after its runs:"
	echo "$mref MiB."
	echo
	echo "With 10,000 idle connections open beside 64 busy ones (c-keep):"
	echo "$(field rps "$widle") requests/s, p50 $(field p50_ms "$widle") ms," \
	    "p99 $(field p99_ms "$widle") ms, errors $(field errors "$widle")."
} > $out
cat $out
