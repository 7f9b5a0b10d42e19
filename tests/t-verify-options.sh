#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-options.sh: a letter against an option's text and the reverse,
# through the options the record's problem text lists one a line
# (tests/verify/kinds-options.jsonl); a list out of order or with a
# letter twice, a text two options share, no list or no problem: no
# guess.
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/kinds-options.jsonl"

verify_kinds "$cases"

# the same records without their problem: no list, no mapping, so every
# case a list decided is not rewarded
step 'without the problem no letter is mapped' sh -c '
	jq -c "del(.problem)" "$1" | papo-verify -q > bare.jsonl || exit 1
	[ "$(jq -s "map(select(.r_out == 1)) | length" bare.jsonl)" = 0 ]' \
    sh "$cases"

# the problem read where --field names it
step '--field problem=PATH names where the options are' sh -c '
	jq -c "{q: {text: .problem}, answer, response, expect} |
	    select(.q.text != null)" "$1" > moved.jsonl || exit 1
	papo-verify -q moved.jsonl > default.jsonl || exit 1
	papo-verify -q --field problem=q.text moved.jsonl > named.jsonl ||
	    exit 1
	[ "$(jq -s "map(select(.r_out == 1)) | length" default.jsonl)" = 0 ] &&
	[ -z "$(jq -r "select(.r_out != .expect) | .response" named.jsonl)" ]' \
    sh "$cases"
