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
# wait for SYN retransmissions), with each server's and each client's
# CPU a request (user + system, /proc/PID/stat and GNU time): the
# clients share the two cores with the servers; then the open loop
# (serve-load's RATE) at 1,024 connections: the latency at loads each
# server carries, not the queue of a closed loop.  SERVE_N, SERVE_NPY
# (1000: the ratio is of rates), SERVE_NMEM, SERVE_NIDLE (3000: poll
# walks 10,000 connections a pass) set the request counts, SERVE_RATES
# the open loop's rates for papo.  The test suite does not run this.
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
bin=${PAPO_BIN:-bin}
build=${PAPO_BUILD:-build}
load=$build/bench/serve-load
N=${SERVE_N:-100000}
NPY=${SERVE_NPY:-1000}
RATES=${SERVE_RATES:-1000 2000 4000}
NIDLE=${SERVE_NIDLE:-3000}
NMEM=${SERVE_NMEM:-1000000}
py=python3
$py -c 'import aiohttp, sympy' 2> /dev/null || py=/usr/bin/python3
d=bench/data
mkdir -p $d
$py bench/serve_bodies.py examples/rollouts.jsonl $d
pids=
trap 'rc=$?; for p in $pids; do kill $p 2>/dev/null || :; done; exit $rc' EXIT
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

# run CLIENT PORT CONNS TOTAL [RATE]: one client's result line; the
# client's user and system seconds in $d/client.time (GNU time)
run() {
	_tm="/usr/bin/time -f %U+%S -o $d/client.time"
	case $1 in
	c-keep) $_tm $load $2 /reward $d/serve-slime.jsonl $3 $4 keep ${5-} ;;
	c-close) $_tm $load $2 /get_reward $d/serve-openrlhf.jsonl $3 $4 close ;;
	openrlhf) $_tm $py bench/serve_client.py http://127.0.0.1:$2/get_reward \
	    $d/serve-openrlhf.jsonl $3 $4 openrlhf ;;
	slime) $_tm $py bench/serve_client.py http://127.0.0.1:$2/reward \
	    $d/serve-slime.jsonl $3 $4 slime ;;
	esac
}

# cpu PID: its user + system seconds so far
cpu() { awk '{ printf "%.2f\n", ($14 + $15) / 100 }' /proc/$1/stat; }

# us SECONDS REQUESTS: microseconds a request
us() { awk -v s="$1" -v n="$2" 'BEGIN { printf "%.0f\n", (n > 0 ? s * 1e6 / n : 0) }'; }

# measure CLIENT PORT PID CONNS TOTAL [RATE]: run's line, with the
# server's (PID) and the client's CPU a request, and the wall time
measure() {
	_c0=$(cpu $3)
	_t0=$(date +%s)
	_r=$(run "$1" "$2" "$4" "$5" ${6-}) ||
	    { echo "bench-serve: $1 on $2 failed"; exit 1; }
	_sc=$(awk -v a="$_c0" -v b="$(cpu $3)" 'BEGIN { print b - a }')
	_cc=$(awk -F+ '{ print $1 + $2 }' $d/client.time)
	echo "$_r server_us $(us $_sc $5) client_us $(us $_cc $5)" \
	    "wall_s $(($(date +%s) - _t0))"
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
# until the server holds them all (accepted, not only in its backlog)
i=0
until [ $(ls /proc/$papo/fd | wc -l) -ge 10000 ]; do
	i=$((i + 1))
	[ $i -lt 1200 ] || { echo "bench-serve: 10,000 connections not accepted"; exit 1; }
	sleep 0.05
done
widle=$(measure c-keep $pport $papo 64 $NIDLE)
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
		# keep-alive latencies leave out each connection's first
		# request: more requests than 1,024 connections
		npy=$NPY
		[ $client != c-keep ] || npy=$((NPY * 3))
		a=$(measure $client $pport $papo $conns $np)
		b=$(measure $client $rport $ref $conns $npy)
		echo "$conns $client papo $a" >> $rows
		echo "$conns $client python $b" >> $rows
		echo "$conns $client: papo $a; python $b"
	done
done
# the open loop, 1,024 connections: papo at RATES; both at 200 a second
# (one the Python server carries)
for rate in 200 $RATES; do
	a=$(measure c-keep $pport $papo 1024 $((rate * 10)) $rate)
	echo "open $rate papo $a" >> $rows
	echo "open $rate: papo $a"
done
b=$(measure c-keep $rport $ref 1024 2000 200)
echo "open 200 python $b" >> $rows
echo "open 200: python $b"
mref=$(rss $ref)
mend=$(rss $papo)

row() {	# CONNS CLIENT: a table row with the ratio of requests/s
	a=$(grep "^$1 $2 papo " $rows)
	b=$(grep "^$1 $2 python " $rows)
	echo "| $1 | $2 | $(field rps "$a") | $(field p50_ms "$a") |" \
	    "$(field p99_ms "$a") | $(field server_us "$a") | $(field client_us "$a") |" \
	    "$(field rps "$b") | $(field p50_ms "$b") | $(field p99_ms "$b") |" \
	    "$(field server_us "$b") | $(field client_us "$b") |" \
	    "$(ratio $(field rps "$a") $(field rps "$b"))x |" \
	    "$(ratio $(field server_us "$b") $(field server_us "$a"))x |"
}
orow() {	# RATE WHO: an open-loop row
	a=$(grep "^open $1 $2 " $rows)
	echo "| $1 | $2 | $(field rps "$a") | $(field p50_ms "$a") |" \
	    "$(field p99_ms "$a") | $(field server_us "$a") | $(field client_us "$a") |"
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
	echo "$((NPY * 3)) (aiohttp), $N (c-keep), $((N / 20)) (c-close); Python $NPY"
	echo "($((NPY * 3)) c-keep)."
	echo "Both servers and the clients share the machine's cores, so each"
	echo "client's own work is in every number: srv and cli are the server's"
	echo "and the client's CPU (user + system) a request, in microseconds;"
	echo "CPU ratio = the Python server's CPU a request / papo's."
	echo
	echo "| conns | client | papo req/s | p50 ms | p99 ms | srv µs | cli µs | Python req/s | p50 ms | p99 ms | srv µs | cli µs | ratio | CPU ratio |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
	for conns in 64 1024; do
		for client in openrlhf slime c-keep c-close; do
			row $conns $client
		done
	done
	echo
	echo "The open loop (bench/serve-load.c RATE): 1,024 keep-alive"
	echo "connections, requests due at RATE a second, each latency counted from"
	echo "its due time; RATE x 10 requests (Python: 2,000)."
	echo
	echo "| rate | server | req/s | p50 ms | p99 ms | srv µs | cli µs |"
	echo "|---|---|---|---|---|---|---|"
	for rate in 200 $RATES; do
		orow $rate papo
	done
	orow 200 python
	echo
	echo "papo's resident memory (c-keep, 64 connections): $m1 MiB after"
	echo "100,000 requests, $m2 MiB after $NMEM (a fresh server), $mend MiB"
	echo "after the table's runs too; the Python server's after its runs:"
	echo "$mref MiB."
	echo
	echo "With 10,000 idle connections open beside 64 busy ones (c-keep,"
	echo "$NIDLE requests): $(field rps "$widle") requests/s, p50"
	echo "$(field p50_ms "$widle") ms, p99 $(field p99_ms "$widle") ms, errors"
	echo "$(field errors "$widle"), the server's CPU $(field server_us "$widle") µs a request."
} > $out
cat $out
