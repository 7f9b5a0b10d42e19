#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-cache-link.sh: a cache named through a symbolic link to a file
# not there yet is created the user's alone (0600), whatever the umask.
set -u
. "$TOP/tests/lib.sh"

ln -s target.sqlite link.sqlite || fail "ln"
printf '{"problem":"p","solution":"s","response":"r","r_out":1}\n' > in.jsonl
(umask 022; papo-judge -q -e http://127.0.0.1:9/v1 -m m --retries 0 \
    --cache link.sqlite in.jsonl > /dev/null 2> err)
[ -f target.sqlite ] || fail "no cache created: $(cat err)"
mode=$(stat -c %a target.sqlite)
[ "$mode" = 600 ] || fail "the cache was created with mode $mode"
exit 0
