#!/bin/sh
# SPDX-License-Identifier: MIT
# t-serve-glue.sh: the trainers' reward hooks in examples/ (trl_reward,
# verifiers_reward, areal_reward, verl_reward_http, slime_rm, nemo_rl_env,
# over examples/papo_client.py), each called by tests/serve/glue_fakes.py
# as its framework calls it, against a real papo-verify --serve: every
# reward must be papo-verify's r_out on the same records from a file.
# The records: every 16th of the labelled corpus (real responses, a
# dozen languages), every 7th of those with no reference, one response
# of 400 KB; for the hooks told of a cut-off response, every 11th cut.
# Then the server restarted mid-training: SIGTERM while four threads
# send, the drain, a new server on the same port, every sample its one
# reward.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
fakes="$TOP/tests/serve/glue_fakes.py"

python3 - "$TOP/tests/verify/corpus/corpus.jsonl" > in.jsonl <<'PY' ||
import json, sys
for n, line in enumerate(open(sys.argv[1], encoding="utf-8")):
    if n % 16:
        continue
    r = json.loads(line)
    o = {"problem": r["problem"], "response": r["response"],
         "answer": None if n % 112 == 0 else r["answer"]}
    if n == 160:
        o["response"] = "Let me think. " * 30000 + o["response"]
    print(json.dumps(o, ensure_ascii=False))
PY
    fail "no records made"
papo-verify in.jsonl > want.jsonl 2> want.err
[ "$(wc -l < want.jsonl)" -eq "$(wc -l < in.jsonl)" ] ||
    fail "papo-verify on the file: $(cat want.err)"

# the same, every 11th cut off by its length limit, for the hooks that
# are told (verifiers' state["is_truncated"], slime's status)
jq -c 'if (input_line_number % 11) == 0 then . + {finish_reason: "length"}
    else . end' in.jsonl > cut.jsonl || fail "jq"
papo-verify cut.jsonl > wantcut.jsonl 2> /dev/null
[ "$(wc -l < wantcut.jsonl)" -eq "$(wc -l < in.jsonl)" ] ||
    fail "papo-verify on cut.jsonl"
step "some record cut off is rewarded whole, not cut" jq -en \
    --slurpfile a want.jsonl --slurpfile b wantcut.jsonl \
    '[range($a | length) as $i | select($a[$i].r_out == 1 and
    $b[$i].r_out == 0)] | length > 0'
for v in 1 0 null; do
	step "papo-verify gave r_out $v to some records" \
	    grep -q "\"r_out\":$v," want.jsonl
done

serve_verify serve.err -j 2
export PAPO_SERVE_URL=$url TOP
for fw in trl verifiers areal verl slime nemo-rl; do
	case $fw in
	verifiers|slime) set -- cut.jsonl wantcut.jsonl ;;
	*) set -- in.jsonl want.jsonl ;;
	esac
	python3 "$fakes" $fw "$@" > $fw.out 2>&1
	step -o $fw.out "$fw: the glue's rewards are papo-verify's" [ $? -eq 0 ]
done
# a batch over the server's --max-body (the records are 1.5 MB, the
# 400 KB response among them): sent in parts, never refused with 413
kill -TERM $sp
wait $sp
serve_verify big.err --max-body 600K
export PAPO_SERVE_URL=$url
python3 "$fakes" big in.jsonl want.jsonl > big.out 2>&1
step -o big.out "big: a batch over --max-body, its rewards papo-verify's" \
    [ $? -eq 0 ]
# not papo's server (404: an error, never 0.0), a busy one (503 twice,
# then papo's answers), a front that answers 413 before it reads the
# body (the client reads it past the reset and sends halves), none (an
# error once PAPO_SERVE_RETRY_SECONDS end)
python3 "$fakes" refuse in.jsonl want.jsonl > refuse.out 2>&1
step -o refuse.out "refuse: 404 and no server raise, 503 is waited out, an early 413 split" \
    [ $? -eq 0 ]
# the server restarted mid-training: SIGTERM under load, a new one on
# the same port (the fake starts both), nothing lost or scored twice
unset PAPO_SERVE_URL
python3 "$fakes" restart in.jsonl want.jsonl > restart.out 2>&1
step -o restart.out "restart: every sample its one reward, papo-verify's" \
    [ $? -eq 0 ]
exit 0
