#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon3-serve-log.sh: a trainer's reward server whose access log
# cannot be written (a full disk: /dev/full).  The rewards must still be
# served, but the lost log lines must not be lost silently: the server
# says how many, and why, at SIGHUP and when it stops, and exits 74
# (main said nothing and exited 0 with an empty log).
set -u
. "$TOP/tests/lib.sh"
command -v curl > /dev/null || fail "curl is missing (make deps installs it)"
[ -w /dev/full ] || { echo "no /dev/full here: skipped"; exit 0; }

serve_verify serve.err --access-log /dev/full
printf '%s' '{"query":["so \\boxed{4}"],"prompts":[""],"labels":["4"]}' \
    > req.json
for i in 1 2; do
	curl -s -o reply$i.json -w '%{http_code}' --data-binary @req.json \
	    "$url/get_reward" > code$i
done
step -o reply1.json "the first reward is served though the log is full" \
    [ "$(cat code1)" = 200 ]
step -o reply2.json "and the second, reward 1" jq -e '.rewards == [1]' \
    reply2.json

kill -HUP $sp
wait_text $sp serve.err "papo-verify: access log '/dev/full': 2 lines not written (No space left on device); the replies were sent"
step -o serve.err "SIGHUP says how many log lines were lost, and why" \
    grep -qF "access log '/dev/full': 2 lines not written" serve.err
kill -TERM $sp
wait_end $sp "papo-verify --serve on SIGTERM"
step -o serve.err "a server whose access log lost lines exits 74" \
    [ "$rc" -eq 74 ]
step -o serve.err "its last line says so" sh -c "tail -n 1 serve.err |
    grep -qx \"papo-verify: access log '/dev/full': 2 lines not written (No space left on device); the replies were sent\""

# a log that can be written: the same server ends 0, nothing said
serve_verify ok.err --access-log ok.log
curl -s -o ok.json --data-binary @req.json "$url/get_reward"
kill -TERM $sp
wait_end $sp "papo-verify --serve on SIGTERM"
step -o ok.err "a written access log: exit 0" [ "$rc" -eq 0 ]
step -o ok.log "its line is there" [ "$(wc -l < ok.log)" -eq 1 ]
step -o ok.err "nothing said of lost lines" \
    sh -c '! grep -q "not written" ok.err'
