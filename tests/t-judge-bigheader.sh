#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-bigheader.sh: a server that sends 10 MB of response headers
# (tests/judge/bigheader-server.py, a hostile stand-in on loopback
# that runs no model), as one line or as many, makes papo-judge keep no
# more than 64 KiB of them: the judgment fails as too_big with a
# message naming the header size, not "Out of memory", and the run
# exits 75 (some judgments could not be had), not 71.  The same
# headers on the listing of /models make the endpoint check fail (69)
# with the same message.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-bigheader

printf '{"problem":"p","solution":"s","response":"r"}\n' > in.jsonl
for how in line many; do
	rm -f port
	python3 "$TOP/tests/judge/bigheader-server.py" port $how &
	bp=$!
	pids="$pids $bp"
	wait_port port $bp "the big-header server"
	# $! is the server itself: killing it ends the server (lib.sh python3)
	step "$how: \$! is not the server" \
	    sh -c 'ps -o args= -p "$1" | grep -q bigheader-server' sh $bp
	url="http://127.0.0.1:$(cat port)/v1"
	papo-judge -e "$url" -m m --select all --retries 0 --timeout 60 \
	    --no-cache in.jsonl > out 2> err
	st=$?
	step -o err "$how: exit status $st, expected 75" [ $st -eq 75 ]
	step -o out "$how: not one record out" [ "$(wc -l < out)" -eq 1 ]
	step -o out "$how: error is not too_big" \
	    [ "$(jq -r .judge.error out)" = too_big ]
	step -o out "$how: the message does not name the headers" \
	    eval 'jq -r .judge.message out |
	    grep -q "response headers over 64 KiB"'
	step -o err "$how: stderr does not name the headers" \
	    grep -q "response headers over 64 KiB" err
	step -o err "$how: out of memory" eval '! grep -qi "out of memory" err'
	step -o out "$how: r_proc is not null" \
	    [ "$(jq -r .r_proc out)" = null ]
	kill $bp 2>/dev/null
	wait $bp 2>/dev/null
done

rm -f port
python3 "$TOP/tests/judge/bigheader-server.py" port models &
bp=$!
pids="$pids $bp"
wait_port port $bp "the big-header server"
papo-judge -e "http://127.0.0.1:$(cat port)/v1" -m m --select all \
    --retries 0 --no-cache in.jsonl > out 2> err
st=$?
step -o err "models: exit status $st, expected 69" [ $st -eq 69 ]
step -o err "models: the message does not name the headers" \
    grep -q "no judge endpoint answers.*response headers over 64 KiB" err
exit 0
