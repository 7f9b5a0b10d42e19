#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-serve-port.sh: a new user starts papo-verify --serve
# 8000 again while the first one still runs (with other options, in
# another terminal).  The second bound the same port (SO_REUSEPORT) and
# the kernel split the trainer's connections between the two, silently:
# half its rewards came from the old server.  Now the second stops with
# "cannot listen on 'PORT': Address already in use" and 69, as papo-judge
# --serve does; a server started again after the first has stopped
# binds the port at once.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon5-serve-port

serve_verify first.err
port=${url##*:}
papo-verify --serve "$port" > second.out 2> second.err &
second=$!
pids="$pids $second"
wait_end "$second" "the second papo-verify"
st=$rc
step -o second.err "a second papo-verify on the port: exit status 69" \
    [ $st -eq 69 ]
step -o second.err "a second papo-verify on the port: the reason" \
    grep -qxF "papo-verify: cannot listen on '$port': Address already in use" second.err
papo-judge --serve "$port" -e http://127.0.0.1:1/v1 -m m \
    > judge.out 2> judge.err &
j=$!
pids="$pids $j"
wait_end "$j" "the second papo-judge"
st=$rc
step -o judge.err "papo-judge on the port: exit status 69" [ $st -eq 69 ]
step -o judge.err "papo-judge on the port: the reason" \
    grep -qxF "papo-judge: cannot listen on '$port': Address already in use" judge.err

# the first one stopped: the port is free again at once
kill "$sp"
wait "$sp"
papo-verify --serve "$port" > third.out 2> third.err &
sp=$!
pids="$pids $sp"
wait_serving $sp third.err
step -o third.err "after the first stopped, the port is served again" \
    grep -q "^papo-verify: serving http://127.0.0.1:$port " third.err
kill "$sp"
wait "$sp"
