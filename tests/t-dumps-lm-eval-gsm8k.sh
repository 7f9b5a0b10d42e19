#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-lm-eval-gsm8k.sh: lm-evaluation-harness's gsm8k task writes
# GSM8K's whole solution as a sample's target ("... <<48+24=72>>72
# clips ...\n#### 72"; gsm8k.yaml's doc_to_target "{{answer}}"), which
# its own exact_match reads through regexes_to_ignore ("(?s).*#### ").
# papo-verify read the whole solution as the reference and refused
# every right answer (not_equal).  A reference whose last line is
# "#### VALUE" is now that value.  Checked on real data: the responses
# of tests/frameworks/lm-eval-gsm8k (GPT-3's GSM8K solutions, as
# lm-eval lays them out) and, when ../shared/data is there, all 5,276
# of gsm8k_gpt3_4per.jsonl against GSM8K's test solutions: the verdict
# with the solution as the reference is the verdict with its number,
# record by record.  Hostile references: "####" on a line that is not
# the last, a heading "#### Step 1", "####" with nothing after it.
set -u
. "$TOP/tests/lib.sh"
f=$(echo "$TOP"/tests/frameworks/lm-eval-gsm8k/samples_gsm8k_*.jsonl)

# same FILE NAME: papo-verify's verdicts with the target as written and
# with the target cut to its last line's value are the same
same() {
	jq -c '.target |= (split("\n") | last | sub("^#### *"; ""))' "$1" \
	    > "$2.num.jsonl" || fail "jq: $1"
	papo-verify -q --preset lm-eval "$1" > "$2.sol.v" 2> "$2.err" ||
	    fail "papo-verify: $(cat "$2.err")"
	papo-verify -q --preset lm-eval "$2.num.jsonl" > "$2.num.v" \
	    2>> "$2.err" || fail "papo-verify: $(cat "$2.err")"
	step -o "$2.err" "$2: the solution's verdicts are its number's" [ \
	    "$(jq -c '[.r_out, .verify]' "$2.sol.v" | md5sum)" = \
	    "$(jq -c '[.r_out, .verify]' "$2.num.v" | md5sum)" ]
	step -o "$2.sol.v" "$2: right answers rewarded" \
	    jq -s -e 'any(.[]; .r_out == 1)' "$2.sol.v"
}
same "$f" lm-eval

if [ -n "$SHARED" ]; then
	jq -n -c --slurpfile p "$SHARED/problems/gsm8k_test.jsonl" '
	    ($p | map({(.id): .solution}) | add) as $s | inputs |
	    {group, response, target: $s[.group], resps: [[.response]],
	    filter: "none", doc_hash: .group}' \
	    "$SHARED/rollouts/gsm8k_gpt3_4per.jsonl" > all.jsonl ||
	    fail "jq: the join"
	step "the join holds every response with a solution" \
	    jq -s -e 'length == 5276 and all(.[]; .target != null)' all.jsonl
	same all.jsonl gsm8k-all
fi

# hostile references: read as before, never a value from a heading
for ref in '#### Step 1\nShe sells 9 eggs.\nShe makes 18.' \
    '#### 18\nso she makes 18 dollars' '####' '#### ' 'x\n####'; do
	printf '{"response": "The answer is 18.", "answer": "%s"}\n' "$ref"
done > hostile.jsonl
papo-verify -q hostile.jsonl > h.v 2> h.err
step -o h.v "no '####' but a last line's gives a value" \
    jq -s -e 'all(.[]; .r_out != 1)' h.v
steps_end
