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
step -o err "the cache created through the link" [ -f target.sqlite ]
mode=$(stat -c %a target.sqlite 2> /dev/null)
step "the cache created with mode 600, not '$mode'" [ "$mode" = 600 ]
exit 0
