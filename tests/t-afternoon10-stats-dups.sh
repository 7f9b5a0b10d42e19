#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon10-stats-dups.sh: a dump whose records of one group were
# written twice (a resumed logger, a prompt sampled twice) made one
# group bigger than the others of its step.  papo-advantage said it;
# papo-stats counted the group's records twice without a word.  Both
# now hold it to one rule (papo_group_mode) and say it in the same
# words: papo-stats names the file and line of the group's first
# record, its size and most groups', how many groups are so and
# --group-size N, the way out; the group is counted as one, as
# papo-advantage computes it.  A generator: group sizes 3 to 5, the
# group written twice first, in the middle or last of its step, whole
# or two of its records, in one or two groups; a clean dump says
# nothing, and --group-size says nothing.  papo-stats --follow, which
# said nothing, says it too, in the same words, at its end.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon10-stats-dups

# gen SIZE WHERE HOW NDUP: two steps of five groups of SIZE; group WHERE
# (0, 2 or 4) of step 1, and with NDUP 2 group WHERE of step 2 too, gets
# its records again right after it (HOW: all, or two)
gen() {
	python3 - "$@" <<'PY'
import json, sys
size, where, how, ndup = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
line = 0
first = None
for step in (1, 2):
    for g in range(5):
        recs = [{"uid": "s%d-g%d" % (step, g), "step": step,
                 "response": "r%d" % k, "r_out": (k + g) % 2, "r_proc": 0.5}
                for k in range(size)]
        if where >= 0 and g == where and (step == 1 or ndup == 2):
            if step == 1:
                first = line + 1
            recs += recs if how == "all" else recs[:2]
        for r in recs:
            print(json.dumps(r))
            line += 1
sys.stderr.write("%d\n" % (first or 0))
PY
}

for size in 3 4 5; do
	gen $size -1 all 1 > clean.jsonl 2> /dev/null
	papo-stats -f tsv -m groups --field group=uid clean.jsonl > out 2> err
	step -o err "size $size, clean: exit 0" [ $? -eq 0 ]
	step -o err "size $size, clean: no group said" \
	    sh -c '! grep -q "most groups of its step" err'
	for where in 0 2 4; do
		for how in all two; do
			for ndup in 1 2; do
				v="size $size, group $where, $how, $ndup"
				gen $size $where $how $ndup > d.jsonl 2> first
				first=$(cat first)
				if [ $how = all ]; then n=$((2 * size)); else
					n=$((size + 2)); fi
				papo-advantage --field group=uid d.jsonl \
				    > adv.out 2> adv.err
				step -o adv.err "$v: papo-advantage reads it" \
				    [ $? -eq 0 ]
				papo-stats -f tsv -m groups --field group=uid \
				    d.jsonl > st.out 2> st.err
				step -o st.err "$v: papo-stats reads it" [ $? -eq 0 ]
				why="has $n records, most groups of its step $size (a prompt sampled twice? --group-size $size splits it)"
				step -o adv.err "$v: papo-advantage says it" \
				    grep -qF "$why" adv.err
				step -o st.err "$v: papo-stats says it, where and the way out" \
				    grep -qF "papo-stats: d.jsonl:$first: step 1: this record's group $why; counted as one group" st.err
				if [ $ndup = 2 ]; then
					step -o st.err "$v: how many" \
					    grep -qF "(2 groups so)" st.err
				fi
				step -o st.out "$v: counted as one group" \
				    [ "$(sed -n 2p st.out | cut -f2)" = 5 ]
				papo-stats --follow --interval 0.2 -f tsv \
				    -m groups --field group=uid < d.jsonl \
				    > fo.out 2> fo.err
				step -o fo.err "$v: --follow reads it" [ $? -eq 0 ]
				step -o fo.err "$v: --follow says it as a run read once" \
				    grep -qF "papo-stats: <stdin>:$first: step 1: this record's group $why; counted as one group" fo.err
				step -o fo.out "$v: --follow counts it as one group" \
				    cmp -s fo.out st.out
				papo-stats -f tsv -m groups --group-size $size \
				    --field group=uid d.jsonl > gs.out 2> gs.err
				step -o gs.err "$v: --group-size: nothing said" \
				    sh -c '! grep -q "most groups of its step" gs.err'
				step -o gs.out "$v: --group-size: split" \
				    [ "$(sed -n 2p gs.out | cut -f2)" = 6 ]
			done
		done
	done
done
