#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-pandas-records.sh: a Parquet dump converted to JSONL by
# pandas, pd.read_parquet(F).to_json(orient="records", lines=True), the
# conversion users run instead of papo's: compact, ASCII (non-ASCII as
# \uXXXX), "/" written "\/", NaN as null, floats to 10 significant
# digits, and (pandas before 2.2) no newline after the last line.  It
# must read as the same records written by json.dumps: TRL's sample
# completions (tests/frameworks/trl/completions/), which pandas' writer
# is mimicked on here (no pandas needed), a reward made NaN in one row.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
fw=$TOP/tests/frameworks/trl/completions

cat > pd.py <<'PY'
import json, math, sys
def num(x):
    if isinstance(x, float):
        if math.isnan(x):
            return "null"
        return repr(float("%.10g" % x))
    return json.dumps(x)
def val(v):
    if isinstance(v, (bool, int, float)) and not isinstance(v, bool):
        return num(v)
    if isinstance(v, dict):
        return "{" + ",".join(json.dumps(k) + ":" + val(x) for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ",".join(val(x) for x in v) + "]"
    return json.dumps(v).replace("/", "\\/")
recs = [json.loads(l) for l in open(sys.argv[1])]
plain, pand = open("plain.jsonl", "w"), open("pandas.jsonl", "w")
for i, r in enumerate(recs):
    if i == 1:
        r["boxed_match"] = float("nan")
    plain.write(json.dumps({k: (None if isinstance(v, float) and math.isnan(v) else v)
                            for k, v in r.items()}, ensure_ascii=False) + "\n")
    pand.write(("\n" if i else "") + val(r))
PY
for f in "$fw"/completions_*.jsonl; do
	n=$(basename "$f" .jsonl)
	python3 pd.py "$f" || fail "pd.py $f"
	step -o pandas.jsonl "$n: written with \\/ and no last newline" \
	    sh -c 'grep -q "\\\\/" pandas.jsonl && [ "$(tail -c 1 pandas.jsonl | od -An -c | tr -d " ")" != "\\n" ]'
	for t in plain pandas; do
		papo-verify -q --preset trl $t.jsonl > v.$t 2> /dev/null
		papo-advantage -q --preset trl -m grpo v.$t > a.$t 2> /dev/null
		papo-stats --preset trl -f tsv a.$t > s.$t 2> /dev/null
	done
	step -o v.pandas "$n: the same verdicts" [ "$(jq -c \
	    '[.r_out, .pred, .verify]' v.pandas)" = "$(jq -c \
	    '[.r_out, .pred, .verify]' v.plain)" ]
	step -o a.pandas "$n: the same advantages" \
	    [ "$(jq -c .adv a.pandas)" = "$(jq -c .adv a.plain)" ]
	step -o s.pandas "$n: the same statistics" cmp -s s.plain s.pandas
done
steps_end
