#!/bin/sh
# SPDX-License-Identifier: MIT
# agreement.sh: papo-verify's agreement with labelled data (make agreement).
# bench/agreement-history.md (measurements before and after a change of
# rules) is appended to the results.
#
# Prints and writes bench/results/agreement.md: agreement on
# ../shared/data/verify-cases.jsonl (or the copy the tests carry when the
# shared data is absent) with every disagreement and its reason, the
# defects the project was founded to avoid, papo's own cases labelled by
# mathematics (tests/verify/regress.jsonl), and agreement with the labels of
# the rollouts in ../shared/data/rollouts.  Exit status 1 when a target is
# missed, a wrong answer is rewarded, or a disagreement is not in
# tests/verify/justified.tsv.
set -eu
cd "$(dirname "$0")/.."
bin=${PAPO_BIN:-bin}
shared=../shared/data
cases=$shared/verify-cases.jsonl
[ -f "$cases" ] || cases=tests/verify/cases.jsonl
if [ ! -d "$shared/rollouts" ]; then
	echo "agreement.sh: $shared/rollouts is missing" >&2
	exit 66
fi
mkdir -p bench/results
status=0
python3 bench/verify_agreement.py "$bin/papo-verify" "$cases" \
    tests/verify/justified.tsv "$shared/rollouts" bench/results/agreement.md \
    tests/verify/regress.jsonl || status=$?
# the measurements before and after each change of rules, kept with the
# results even when a target is missed (set -e would drop them)
cat bench/agreement-history.md >> bench/results/agreement.md
exit "$status"
