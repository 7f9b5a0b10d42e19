#!/bin/sh
# SPDX-License-Identifier: MIT
# agreement-corpus.sh: papo-verify's agreement with the real-response
# corpus (tests/verify/corpus/, labelled by mathematics; SOURCES.md there),
# per source (make agreement-corpus).
#
# Prints and writes bench/results/agreement-corpus.md: records, agreement,
# wrong answers rewarded and right answers lost per source, and every wrong
# reward.  Exit status 1 when a wrong reward is not in
# tests/verify/corpus/justified.tsv or a source agrees on fewer records than
# tests/verify/corpus/floors.tsv allows.  PAPO_BIN names another build's bin/.
#
# With CORPUS_MIRROR set to a directory of git snapshots (owner+name/repo),
# the responses the repository may not keep (mCoT, 11 languages) are rebuilt
# from their source, checked against tests/verify/corpus/mcot-labels.jsonl
# and measured too (floors-mcot.tsv).
set -eu
cd "$(dirname "$0")/.."
bin=${PAPO_BIN:-bin}
c=tests/verify/corpus
out=bench/results/agreement-corpus.md
mkdir -p bench/results
rc=0
python3 bench/corpus/agreement.py "$bin/papo-verify" $c/corpus.jsonl \
    $c/justified.tsv $c/floors.tsv $out || rc=1
[ -n "${CORPUS_MIRROR:-}" ] || exit $rc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 bench/corpus/build.py "$CORPUS_MIRROR" ../shared/data \
    "$tmp/raw.jsonl" "$tmp/mcot-raw.jsonl"
python3 bench/corpus/label.py -s "$tmp/mcot-raw.jsonl" $c/hand.tsv \
    "$tmp/mcot-labels.jsonl"
if ! cmp -s "$tmp/mcot-labels.jsonl" $c/mcot-labels.jsonl; then
	echo "agreement-corpus.sh: rebuilt mCoT labels differ from" \
	    "$c/mcot-labels.jsonl" >&2
	exit 1
fi
python3 bench/corpus/label.py "$tmp/mcot-raw.jsonl" $c/hand.tsv \
    "$tmp/mcot.jsonl"
printf '\nmCoT (rebuilt from its repository, not kept here):\n\n' >> $out
python3 bench/corpus/agreement.py "$bin/papo-verify" "$tmp/mcot.jsonl" \
    $c/justified.tsv $c/floors-mcot.tsv > "$tmp/mcot.md" || rc=1
cat "$tmp/mcot.md"
cat "$tmp/mcot.md" >> $out
exit $rc
