#!/bin/sh
# SPDX-License-Identifier: MIT
# t-bench-results.sh: bench/RESULTS.md is bench/results/*.md joined, as
# `sh bench/run.sh --join` writes it (HACKING.md, "Benchmarks"): a round
# written into RESULTS.md alone would be lost at the next join.
. "$TOP/tests/lib.sh"
scratch bench-results
# what the join puts after the machine's description
for f in "$TOP"/bench/results/*.md; do
	echo
	cat "$f"
done > want.md
# RESULTS.md after the machine's description (the second ``` line)
awk 'n >= 2 { print } /^```$/ { n++ }' "$TOP/bench/RESULTS.md" > got.md
diff want.md got.md > diff.out
step -o diff.out \
    "bench/RESULTS.md is bench/results/*.md joined (sh bench/run.sh --join)" \
    cmp -s want.md got.md
steps_end
