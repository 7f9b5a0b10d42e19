#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-corpus.sh: papo-verify over the real-response corpus
# (tests/verify/corpus/corpus.jsonl, labelled by mathematics): no wrong
# answer rewarded beyond the ids in justified.tsv, no source agreeing on
# fewer records than floors.tsv (main's numbers when the corpus came), and
# no right answer refused but those refused.tsv lists with why.
set -u
. "$TOP/tests/lib.sh"

c="$TOP/tests/verify/corpus"
[ -s "$c/corpus.jsonl" ] || fail "$c/corpus.jsonl is missing"
n=$(wc -l < "$c/corpus.jsonl")
step "corpus has $n records, want 5000 or more" [ "$n" -ge 5000 ]

python3 "$TOP/bench/corpus/agreement.py" "$(command -v papo-verify)" \
    "$c/corpus.jsonl" "$c/justified.tsv" "$c/floors.tsv" > table.md 2> err
rc=$?
[ "$rc" -eq 0 ] || fail "agreement.py exit $rc: $(cat err)
$(grep -E 'NEW|BELOW' table.md)"

# every source has a floor, so a source cannot silently drop out
sources=$(jq -r .source "$c/corpus.jsonl" | sort -u | wc -l)
floors=$(grep -vc '^#' "$c/floors.tsv")
step "a floor a source ($sources sources, $floors floors)" [ "$sources" -eq "$floors" ]

# the right answers refused are the ones refused.tsv lists, with why: a
# new refusal (recall lost) or one that now agrees (take it off) fails
papo-verify -q "$c/corpus.jsonl" | jq -r 'select(.label == 1 and
    .r_out != 1) | .id' | sort > refused-now.txt ||
    fail "papo-verify on the corpus failed"
grep -v '^#' "$c/refused.tsv" | cut -f1 | sort > refused-listed.txt
cmp -s refused-now.txt refused-listed.txt ||
    fail "right answers refused differ from refused.tsv (< now, > listed):
$(diff refused-now.txt refused-listed.txt | grep '^[<>]')"

# the check can fail: a wrong answer rewarded that is not justified
jq -c 'select(.id == "rereading-gsm-text-davinci-003-105-vanilla")
    | .answer = "15"' "$c/corpus.jsonl" > planted.jsonl
step "the planted record is in the corpus" [ -s planted.jsonl ]
python3 "$TOP/bench/corpus/agreement.py" "$(command -v papo-verify)" \
    planted.jsonl "$c/justified.tsv" /dev/null > p.md 2>&1 &&
    fail "a rewarded label-0 record passed: $(cat p.md)"
step -o p.md "the planted wrong reward is named" \
    grep -q 'rereading-gsm-text-davinci-003-105-vanilla.*NEW' p.md
exit 0
