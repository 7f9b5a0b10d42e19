#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-serve-body.sh: a new user's hand-made requests to
# papo-verify --serve.  A body with a key the shape reads given twice
# ({"labels": ["3"], "labels": ["2"]}) was read as one of them, or as
# none: labels given twice scored the sample no_reference with reward
# 0, and a response given twice got "'response' must be a string".
# Which value the client meant is not known (JSON readers differ), so
# it is now a 400 naming the key, as a record with a field twice is on
# the command line.  A body that starts with a UTF-8 byte order mark
# (PowerShell's UTF-8) was a 400 that spoke of files joined with cat;
# it is now read without it, as a file's is.
set -u
. "$TOP/tests/lib.sh"
command -v curl > /dev/null || fail "curl is missing (make deps installs it)"
scratch t-afternoon5-serve-body

serve_verify srv.err

# post NAME PATH: the body in NAME.json to PATH; the reply in NAME.out,
# the HTTP status in NAME.code
post() {
	curl -s -o "$1.out" -w '%{http_code}' --data-binary "@$1.json" \
	    "$url$2" > "$1.code"
}
# is NAME CODE BODY: NAME's reply was CODE with the body BODY
is() {
	step -o "$1.out" "$1: HTTP $2" [ "$(cat "$1.code")" = "$2" ]
	step -o "$1.out" "$1: the reply" [ "$(cat "$1.out")" = "$3" ]
}

printf '{"query":["so \\\\boxed{2}"],"labels":["3"],"labels":["2"]}' \
    > labels.json
post labels /get_reward
is labels 400 '{"error":"duplicate key '\''labels'\''"}'

printf '{"query":["so \\\\boxed{3}"],"query":["so \\\\boxed{2}"],"labels":["2"]}' \
    > query.json
post query /get_reward
is query 400 '{"error":"duplicate key '\''query'\''"}'

printf '{"response":"\\\\boxed{2}","label":"3","label":"2"}' > label.json
post label /reward
is label 400 '{"error":"duplicate key '\''label'\''"}'

printf '{"response":"\\\\boxed{3}","response":"\\\\boxed{2}","label":"2"}' \
    > response.json
post response /reward/dict
is response 400 '{"error":"duplicate key '\''response'\''"}'

# the same bodies with each key once: scored
printf '{"query":["so \\\\boxed{2}"],"labels":["2"]}' > once.json
post once /get_reward
step -o once.out "each key once: scored, reward 1" \
    jq -e '.rewards == [1]' once.out > /dev/null

# a BOM before the body: read as without it
{ printf '\357\273\277'; cat once.json; } > bom.json
post bom /get_reward
step -o bom.out "a BOM before the body: HTTP 200" [ "$(cat bom.code)" = 200 ]
step -o bom.out "a BOM before the body: the reply without it" \
    cmp -s once.out bom.out
printf '{"response":"\\\\boxed{2}","answer":"2"}\n' > rec.json
{ printf '\357\273\277'; cat rec.json; } > recbom.json
post rec /v1/records
post recbom /v1/records
step -o recbom.out "a BOM before /v1/records' lines: HTTP 200" \
    [ "$(cat recbom.code)" = 200 ]
step -o recbom.out "a BOM before /v1/records' lines: as without it" \
    cmp -s rec.out recbom.out
kill "$sp"
wait "$sp"
