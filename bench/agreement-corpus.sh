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
# and measured too (floors-mcot.tsv); so are the reasoning models' replies
# of thinking-llms-interp (think-labels.jsonl, floors-think.tsv), whose
# right answers refused must be the ones refused.tsv lists, round 35's
# four sources (cross-lingual prompting, Qwen3 on MGSM, zero-shot CoT,
# s1.1 language forcing: s63-labels.jsonl, floors-s63.tsv), round 36's
# five (Plan-and-Solve, Language Shapes Reasoning, KSM's HRM8K, the 2026
# Gaokao, simple-evals-ru: s64-labels.jsonl, floors-s64.tsv) and round
# 37's six (the GSM8K paper's example solutions, MATH-Vision, Cumulative
# Reasoning, BigGSM, LLaDA, MR-GSM8K: s66-labels.jsonl, floors-s66.tsv)
# and round 38's five (GRPO rollouts, simpleRL-reason, a self-correction
# study, university mathematics, CS336 evaluations: s66b-labels.jsonl,
# floors-s66b.tsv) and round 39's three (GRPO rollouts of Qwen3-4B with
# and without a tool, RealCritic's solutions, Thought Anchors' R1
# distills: s67-labels.jsonl, floors-s67.tsv).
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

# rebuilt() NAME: the labels of $tmp/NAME-raw.jsonl must be
# $c/NAME-labels.jsonl; measure them against $c/floors-NAME.tsv
rebuilt() {
	python3 bench/corpus/label.py -s "$tmp/$1-raw.jsonl" $c/hand.tsv \
	    "$tmp/$1-labels.jsonl"
	if ! cmp -s "$tmp/$1-labels.jsonl" $c/$1-labels.jsonl; then
		echo "agreement-corpus.sh: rebuilt $1 labels differ from" \
		    "$c/$1-labels.jsonl" >&2
		exit 1
	fi
	python3 bench/corpus/label.py "$tmp/$1-raw.jsonl" $c/hand.tsv \
	    "$tmp/$1.jsonl"
	python3 bench/corpus/agreement.py "$bin/papo-verify" "$tmp/$1.jsonl" \
	    $c/justified.tsv $c/floors-$1.tsv > "$tmp/$1.md" || rc=1
}

# the reasoning models (round 34): labels, agreement, refusals
think_block() {
	python3 bench/corpus/build.py --new34 "$CORPUS_MIRROR" \
	    "$tmp/think-raw.jsonl"
	rebuilt think
	"$bin/papo-verify" -q "$tmp/think.jsonl" |
	    jq -r 'select(.label == 1 and .r_out != 1) | .id' | sort \
	    > "$tmp/refused-now.txt"
	grep -v '^#' $c/refused.tsv | cut -f1 | grep '^thinkinterp-' |
	    sort > "$tmp/refused-listed.txt"
	if ! cmp -s "$tmp/refused-now.txt" "$tmp/refused-listed.txt"; then
		echo "agreement-corpus.sh: the reasoning models' refusals" \
		    "differ from refused.tsv's (< now, > listed):" >&2
		diff "$tmp/refused-now.txt" "$tmp/refused-listed.txt" >&2 ||
		    :
		rc=1
	fi
	printf '\nthinking-llms-interp (rebuilt from its repository, not kept' >> $out
	printf ' here):\n\n' >> $out
	cat "$tmp/think.md"
	cat "$tmp/think.md" >> $out
}
think_block

# round 35 (session 63): four repositories with no licence, labels only
s63_block() {
	python3 bench/corpus/build.py --new35 "$CORPUS_MIRROR" \
	    "$tmp/s63-raw.jsonl"
	rebuilt s63
	printf '\nRound 35: cross-lingual prompting, Qwen3 on MGSM, zero-shot' >> $out
	printf ' CoT, s1.1 language forcing (rebuilt from their repositories,' >> $out
	printf ' not kept here):\n\n' >> $out
	cat "$tmp/s63.md"
	cat "$tmp/s63.md" >> $out
}
s63_block

# round 36 (session 64): five repositories, labels only (two grant no
# licence; the other three are kept the same way)
s64_block() {
	python3 bench/corpus/build.py --new36 "$CORPUS_MIRROR" \
	    "$tmp/s64-raw.jsonl"
	rebuilt s64
	printf '\nRound 36: Plan-and-Solve, Language Shapes Reasoning,' >> $out
	printf ' HRM8K, the 2026 Gaokao, simple-evals-ru (rebuilt from their' >> $out
	printf ' repositories, not kept here):\n\n' >> $out
	cat "$tmp/s64.md"
	cat "$tmp/s64.md" >> $out
}
s64_block

s66_block() {
	python3 bench/corpus/build.py --new37 "$CORPUS_MIRROR" \
	    "$tmp/s66-raw.jsonl"
	rebuilt s66
	printf '\nRound 37: the GSM8K paper'"'"'s example solutions, MATH-Vision,' >> $out
	printf ' Cumulative Reasoning, BigGSM, LLaDA, MR-GSM8K (rebuilt from' >> $out
	printf ' their repositories, not kept here):\n\n' >> $out
	cat "$tmp/s66.md"
	cat "$tmp/s66.md" >> $out
}
s66_block

s66b_block() {
	python3 bench/corpus/build.py --new38 "$CORPUS_MIRROR" \
	    "$tmp/s66b-raw.jsonl"
	rebuilt s66b
	printf '\nRound 38: GRPO rollouts, simpleRL-reason, a self-correction' >> $out
	printf ' study, university mathematics, CS336 evaluations (rebuilt' >> $out
	printf ' from their repositories, not kept here):\n\n' >> $out
	cat "$tmp/s66b.md"
	cat "$tmp/s66b.md" >> $out
}
s66b_block

s67_block() {
	python3 bench/corpus/build.py --new39 "$CORPUS_MIRROR" \
	    "$tmp/s67-raw.jsonl"
	rebuilt s67
	printf '\nRound 39: GRPO rollouts of Qwen3-4B, RealCritic, Thought' >> $out
	printf ' Anchors (rebuilt from their repositories, not kept' >> $out
	printf ' here):\n\n' >> $out
	cat "$tmp/s67.md"
	cat "$tmp/s67.md" >> $out
}
s67_block
python3 bench/corpus/build.py "$CORPUS_MIRROR" ../shared/data \
    "$tmp/raw.jsonl" "$tmp/mcot-raw.jsonl"
rebuilt mcot
printf '\nmCoT (rebuilt from its repository, not kept here):\n\n' >> $out
cat "$tmp/mcot.md"
cat "$tmp/mcot.md" >> $out
exit $rc
