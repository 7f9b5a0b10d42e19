#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-hostile.sh: what a hostile or broken server, proxy or command
# line must not do to papo-judge.  A server that echoes the
# Authorization header (tests/judge/echo-server.py, a misbehaving
# stand-in on loopback) gets the key into no output record, message or
# cache; its control characters reach no terminal raw; finish reasons
# content_filter, length and unknown ones are errors with their own
# codes.  --api-key and abbreviations of --api-key-env are refused
# without echoing the value; endpoints with user information or a host
# that is not what it reads as are refused; a key bound for a
# non-loopback http:// host is warned about; the cache is 0600 in a
# 0700 directory.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-hostile
key=sk-test-0123456789abcdefSECRET
esc=$(printf '\033') bel=$(printf '\007') bs=$(printf '\010')

# -- the command line never takes the key, and never echoes it --
for a in "--api-key $key" "--api-key=$key" "--api-k $key" "--api=$key" \
    "--api-key-e $key"; do
	# shellcheck disable=SC2086
	papo-judge $a --dry-run -m m < /dev/null > o 2> e
	st=$?
	step "'$a': exit status $st, expected 64" [ $st -eq 64 ]
	step -o e "'$a': the value is echoed" eval '! grep -qF "$key" e o'
	case $a in
	--api-key[\ =]*)
		grep -q "the key is read from PAPO_API_KEY" e ||
		    fail "'$a': $(cat e)";;
	*)	grep -q "must be written in full: --api-key-env" e ||
		    fail "'$a': $(cat e)";;
	esac
done
MY_KEY=$key papo-judge --api-key-env MY_KEY --dry-run -m m < /dev/null ||
    fail "--api-key-env written in full is refused"

# -- endpoints: user information, hosts that are not what they read as --
for u in "http://user:$key@127.0.0.1:1/v1" "http://127.0.0.1@192.0.2.1:1/v1" \
    'http://2130706433:1/v1' 'http://127.0.0.1%2e192.0.2.1:1/v1' \
    'http://ｅｘａｍｐｌｅ.com/v1'; do
	PAPO_API_KEY=$key papo-judge -e "$u" -m m < /dev/null > o 2> e
	st=$?
	step -o e "'$u': exit status $st, expected 64" [ $st -eq 64 ]
	step -o e "'$u': the key is echoed" eval '! grep -qF "$key" e'
	step -o e "'$u'" grep -Eq "refused|libcurl can read" e
done
PAPO_API_KEY=$key papo-judge -e "http://127.0.0.1@192.0.2.1:1/v1" -m m \
    < /dev/null 2> e
step -o e "the real host is not named" grep -q "its host is '192.0.2.1'" e
# a key for a host on the network, in clear text: warned about
PAPO_API_KEY=$key papo-judge -e http://192.0.2.1:1/v1 -m m < /dev/null 2> e ||
    fail "no records, no request: $(cat e)"
step -o e "no clear-text warning" grep -q "in clear text" e

# -- a server that echoes the key, with control characters --
python3 "$TOP/tests/judge/echo-server.py" eport &
pids="$pids $!"
wait_port eport $! "the echo server"
eurl="http://127.0.0.1:$(cat eport)/v1"
for m in content model finish error noscore filter length abort; do
	printf '{"mode":"%s","problem":"[[mode=%s]]","solution":"s","response":"r"}\n' $m $m
done > in.jsonl
PAPO_API_KEY=$key papo-judge -e "$eurl" -m m --select all --retries 0 --timeout 60 \
    --keep-reply full --cache "$d/c/judge.sqlite" in.jsonl > out 2> err
st=$?
step -o err "exit status $st, expected 75" [ $st -eq 75 ]
for f in out err c/*; do
	step "the API key is in $f" eval '! grep -aqF "$key" "$f"'
done
step "nothing was redacted: the test is void" grep -q "\[API key\]" out
for c in "$esc" "$bel" "$bs"; do
	step -o err "no raw control character on stderr" \
	    eval '! grep -aqF "$c" err'
	jq -r '.judge.message // empty' out | grep -aqF "$c" &&
	    fail "a raw control character in a message: $(cat -v out)"
done
jq -r '"\(.mode) \(.judge.error)"' out > codes
cat > codes.want <<'EOF'
content null
model wrong_model
finish unfinished
error http_400
noscore no_score
filter content_filter
length truncated
abort unfinished
EOF
diff codes.want codes > codes.diff
step -o codes.diff "error codes" test $? -eq 0
jq -r 'select(.mode == "noscore") | .judge.message' out |
    grep -qF '\u001b[2J\u0007' ||
    fail "the excerpt does not show ESC as jq does: $(cat out)"
step "the echoed verdict was not read" \
    [ "$(jq -r 'select(.mode == "content") | .r_proc' out)" = 1 ]

# -- the cache is the user's alone --
step "cache directory mode 700" [ "$(stat -c %a c)" = 700 ]
step "cache file mode 600" \
    [ "$(stat -c %a c/judge.sqlite)" = 600 ]
exit 0
