#!/bin/sh
# agreement-corpus.sh: papo-verify's agreement with the real-response
# corpus (tests/verify/corpus/, 5,668 responses from 45 sources labelled by
# mathematics; SOURCES.md there), per source (make agreement-corpus).
#
# Prints and writes bench/results/agreement-corpus.md: records, agreement,
# wrong answers rewarded and right answers lost per source, and every wrong
# reward.  Exit status 1 when a wrong reward is not in
# tests/verify/corpus/justified.tsv or a source agrees on fewer records than
# tests/verify/corpus/floors.tsv allows.  PAPO_BIN names another build's bin/.
set -eu
cd "$(dirname "$0")/.."
bin=${PAPO_BIN:-bin}
c=tests/verify/corpus
mkdir -p bench/results
python3 bench/corpus/agreement.py "$bin/papo-verify" $c/corpus.jsonl \
    $c/justified.tsv $c/floors.tsv bench/results/agreement-corpus.md
