#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-verl-str.sh: numbers and flags written as strings.  verl's
# writer (verl-project/verl @ 1dda039, verl/trainer/ppo/ray_trainer.py
# _write_generations) is json.dumps(entry, ensure_ascii=False,
# default=str): a reward function's extra that is a list of numpy
# scalars (no .tolist() on a list; _validate extends it value by value)
# is written as their str(): np.bool_ "True"/"False", np.float32 "1.0".
# papo stopped at such an acc or reward (65, "must be 0, 1, true or
# false").  A string holding a number's whole text, or a bool as
# str() and JSON spell it, is now read as that value; a reward that is
# a JSON bool is 1 or 0; any other string still stops the tools.
# Fixture tests/frameworks/verl-str/: a validation dump by hand (acc
# "True"/"False"); the generator below writes dumps whose every number
# and flag is a string, against the same dumps with plain values.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
fw=$TOP/tests/frameworks/verl-str/validation_data/2.jsonl

papo-stats --preset verl -f tsv -m responses,groups,accuracy "$fw" \
    > st.tsv 2> st.err
step -o st.err "papo-stats reads acc \"True\"/\"False\"" \
    [ "$(cat st.tsv)" = "$(printf 'step\tresponses\tgroups\taccuracy\n2\t6\t2\t0.5')" ]
jq -c '.acc = (.acc == "True")' "$fw" > plain.jsonl
papo-advantage --preset verl -m grpo "$fw" > a.str 2> a.err
step -o a.err "papo-advantage reads them" [ $? -eq 0 ]
papo-advantage --preset verl -m grpo plain.jsonl > a.plain 2> /dev/null
step "the advantages of the JSON bools" [ "$(jq -c .adv a.str)" = \
    "$(jq -c .adv a.plain)" ]

papo-judge --dry-run -m m --preset verl "$fw" > j.jsonl 2> j.err
step -o j.err "papo-judge selects the three \"True\" (the rubric's correct)" \
    grep -q "6 records, 3 selected" j.err

# dumps with random rewards on verl's scales, written twice: plain JSON
# values, and every number and flag as a string (str() of numpy's
# scalars: repr of a float, True/False); a reward of 1/0 as a JSON bool
cat > gen.py <<'PY'
import json, random, sys
seed = int(sys.argv[1])
rnd = random.Random(seed)
plain, strs = open("plain.%d" % seed, "w"), open("str.%d" % seed, "w")
for step in range(1, rnd.randint(2, 3) + 1):
    for g in range(rnd.randint(2, 5)):
        for k in range(rnd.randint(1, 6)):
            ok = rnd.random() < 0.5
            score = rnd.choice([(1.0, -1.0), (1.0, 0.0), (0.5, 0.25)])
            r = {"input": "user\nq%d\nassistant\n" % g,
                 "output": "o%d" % k, "gts": "1", "step": step,
                 "score": score[0] if ok else score[1],
                 "length": rnd.randint(1, 999)}
            if rnd.random() < 0.5:
                r["acc"] = ok
            p = dict(r)
            s = {k2: (str(v) if isinstance(v, (bool, float)) else v)
                 for k2, v in r.items()}
            s["length"] = str(r["length"])
            s["step"] = str(step)
            if seed % 2 and "acc" not in r and score == (1.0, 0.0):
                s["score"] = ok
            plain.write(json.dumps(p) + "\n")
            strs.write(json.dumps(s) + "\n")
PY
n=0
for seed in 1 2 3 4 5 6; do
	python3 gen.py $seed || fail "gen.py $seed"
	for t in plain str; do
		papo-advantage --preset verl -m grpo --field length=length \
		    $t.$seed > adv.$t 2> adv.$t.err
		papo-stats --preset verl --field length=length -f tsv \
		    -m responses,groups,accuracy,length_mean,adv_std \
		    adv.$t > st.$t 2> st.$t.err
	done
	step -o adv.str.err "seed $seed: the strings' advantages are the plain values'" \
	    [ "$(jq -c .adv adv.str)" = "$(jq -c .adv adv.plain)" ]
	step -o st.str.err "seed $seed: and their statistics" \
	    cmp -s st.str st.plain
	n=$((n + $(wc -l < str.$seed)))
done
step "the generated dumps hold records" [ $n -gt 30 ]

# a string that is not such a value stops every tool that reads it
for v in '" 1.0"' '"1.0 "' '"+1"' '"1,0"' '"nan"' '"NaN"' '"inf"' \
    '"0x1"' '""' '"yes"' '"TRUE"' '"1."' '".5"' '"01"' '"1e"' \
    '"1\u0030"' '"2"' '"0.5"'; do
	printf '{"input": "p", "output": "o", "step": 1, "score": 1.0, "acc": %s}\n' \
	    "$v" > bad.jsonl
	papo-stats --preset verl bad.jsonl > /dev/null 2> bad.err
	step -o bad.err "acc $v stops papo-stats (65)" [ $? -eq 65 ]
	case $v in '"2"'|'"0.5"') continue ;; esac
	printf '{"input": "p", "output": "o", "step": 1, "score": %s}\n' \
	    "$v" > bad.jsonl
	papo-advantage --preset verl -m grpo bad.jsonl > /dev/null \
	    2> bad.err
	step -o bad.err "score $v stops papo-advantage (65)" [ $? -eq 65 ]
done
steps_end
