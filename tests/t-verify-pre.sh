#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-pre.sh: what precedes an answer phrase or a box in its sentence
# must be recognised (lib/verify/answer_open.c, issue 26): "Assuming the
# dice are fair, the answer is 42.", "One possible answer is 42.", "Bob's
# answer is 42.", "A naive count gives \boxed{42}." and their kin in
# several languages are no answer; connectives, the problem's own noun
# phrase, a restated equation and the openers of real responses stay
# rewarded (tests/verify/pre.jsonl: case, answer, response, problem,
# want_r).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/pre.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 20 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 20
step "at least 60 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 60
# --explain names the first word not recognised
jq -r 'select(.case == "assuming") | .explain' out.jsonl > why.txt ||
    fail "jq"
step -o why.txt "--explain names the word 'Assuming'" \
    grep -qi 'assuming' why.txt
jq -r 'select(.case == "reportedly") | .explain' out.jsonl > why2.txt ||
    fail "jq"
step -o why2.txt "--explain names an opener no row lists ('Reportedly')" \
    grep -q 'word: Reportedly' why2.txt
jq -r 'select(.case == "en-their-answer") | .explain' out.jsonl > why3.txt ||
    fail "jq"
step -o why3.txt "--explain says an answer given to someone" \
    grep -q 'given to someone' why3.txt
# the opener is what is refused: each refused English phrase case with
# its sentence cut to start at "the answer is" is rewarded
jq -c 'select(.want_r == 0 and (.response | test("^[A-Z][^.]*[ ,]the answer is 42\\.$"))) |
    .response |= sub("^.*[ ,]the answer is"; "The answer is")' \
    "$cases" > cut-in.jsonl || fail "jq"
step "at least 10 openers cut" test "$(wc -l < cut-in.jsonl)" -ge 10
verify_rewarded cut-in.jsonl \
    "the same answers without the opener are rewarded"
# open_row's index (open_at) needs opens_ascii[] sorted by its first two
# bytes (a byte of 0x80 or more as one, a row's end as 0)
python3 - "$TOP/lib/verify/answer_open.c" > sorted.txt 2>&1 <<'PY'
import re, sys
s = open(sys.argv[1], encoding="utf-8").read()
a = s.index("opens_ascii[] = {")
rows = re.findall(r'"((?:[^"\\]|\\.)*)"', s[a:s.index("NULL", a)])
def key(r):
    b = r.encode() + b"\0"
    return [min(b[0], 0x80), min(b[1], 0x80)]
keys = [key(r) for r in rows]
bad = [r for r, f, g in zip(rows[1:], keys[1:], keys) if f < g]
print(len(rows), "rows;", "out of order:", bad[:5])
sys.exit(1 if bad or len(rows) < 500 else 0)
PY
step -o sorted.txt "opens_ascii[] is sorted by its first two bytes" test $? -eq 0
# answer_choice.c's skip_at passes a byte no row of skip[] starts with
# (an ASCII letter or digit, a byte of 0x80 or more) without reading them
python3 - "$TOP/lib/verify/answer_choice.c" > skip.txt 2>&1 <<'PY'
import re, sys
s = open(sys.argv[1], encoding="utf-8").read()
a = s.index("skip[] = {")
rows = re.findall(r'"((?:[^"\\]|\\.)*)"', s[a:s.index("NULL", a)])
rows = [bytes(r, "utf-8").decode("unicode_escape").encode("latin-1")
    for r in rows]
bad = [r for r in rows if r[0] >= 0x80 or chr(r[0]).isalnum()]
print(len(rows), "rows;", "starting with a letter, digit or 0x80+:", bad)
sys.exit(1 if bad or len(rows) < 10 else 0)
PY
step -o skip.txt "skip[] has no row skip_at would pass over" test $? -eq 0
exit 0
