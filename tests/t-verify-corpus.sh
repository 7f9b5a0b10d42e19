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
{ cat err; grep -E 'NEW|BELOW' table.md; } > why.txt
step -o why.txt "agreement.py: no new wrong reward, no source below its floor" \
    [ "$rc" -eq 0 ]

# every source has a floor, so a source cannot silently drop out
sources=$(jq -r .source "$c/corpus.jsonl" | sort -u | wc -l)
floors=$(grep -vc '^#' "$c/floors.tsv")
step "a floor a source ($sources sources, $floors floors)" [ "$sources" -eq "$floors" ]

# the right answers refused are the ones refused.tsv lists, with why: a
# new refusal (recall lost) or one that now agrees (take it off) fails
papo-verify -q "$c/corpus.jsonl" > verified.jsonl ||
    fail "papo-verify on the corpus failed"
jq -r 'select(.label == 1 and .r_out != 1) | .id' verified.jsonl |
    sort > refused-now.txt
# (the refusals of think-labels.jsonl's records, rebuilt from a repository
# that grants no licence, are checked by bench/agreement-corpus.sh)
jq -r .id "$c/think-labels.jsonl" | sort > rebuilt.txt
grep -v '^#' "$c/refused.tsv" | cut -f1 | sort | comm -23 - rebuilt.txt \
    > refused-listed.txt
diff refused-now.txt refused-listed.txt | grep '^[<>]' > refused.diff
step -o refused.diff \
    "the right answers refused are refused.tsv's (< now, > listed)" \
    cmp -s refused-now.txt refused-listed.txt

# the check can fail: a wrong answer rewarded that is not justified
jq -c 'select(.id == "rereading-gsm-text-davinci-003-105-vanilla")
    | .answer = "15"' "$c/corpus.jsonl" > planted.jsonl
step "the planted record is in the corpus" [ -s planted.jsonl ]
python3 "$TOP/bench/corpus/agreement.py" "$(command -v papo-verify)" \
    planted.jsonl "$c/justified.tsv" /dev/null > p.md 2>&1
step -o p.md "a rewarded label-0 record fails agreement.py" [ $? -ne 0 ]
step -o p.md "the planted wrong reward is named" \
    grep -q 'rereading-gsm-text-davinci-003-105-vanilla.*NEW' p.md
exit 0
