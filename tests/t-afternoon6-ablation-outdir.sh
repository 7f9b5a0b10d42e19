#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-ablation-outdir.sh: a new user compares two models'
# judged rollouts with examples/ablation.sh in a loop, each in the
# background (for f in a b; do sh ablation.sh $f & done).  Both runs
# wrote the same default OUTDIR's variant files: each table could be
# made of both, silently.  Now a run holds OUTDIR (its pid in
# OUTDIR/.ablation.pid) and a second run on it stops with status 75,
# naming it, before writing anything; a lock whose process is gone is
# taken over, and a run leaves none behind.  Records made up.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-ablation-outdir

for s in 0 1; do
	for g in a b; do
		for k in 0 1 2 3; do
			printf '{"group":"%s%d","step":%d,"r_out":%d,' \
			    $g $s $s $(( (k + s) % 2 ))
			printf '"r_proc":0.%d,"response":"r%d"}\n' $((k + 5)) $k
		done
	done
done > judged.jsonl
abl="$TOP/examples/ablation.sh"

# OUTDIR held by a live run (this shell)
mkdir held
echo $$ > held/.ablation.pid
sh "$abl" judged.jsonl held > held.out 2> held.err
st=$?
step -o held.err "an OUTDIR in use: exit status 75" [ $st -eq 75 ]
step -o held.err "an OUTDIR in use: named, with the other run's pid" \
    grep -qxF "ablation.sh: held is in use by another run (pid $$): give each run its own OUTDIR" held.err
step "an OUTDIR in use: nothing written in it" \
    [ "$(ls -A held)" = .ablation.pid ]
step "an OUTDIR in use: the other run's lock kept" \
    [ "$(cat held/.ablation.pid)" = $$ ]

# a lock left by a run that is gone
sh -c 'exit 0' &
gone=$!
wait $gone
mkdir stale
echo $gone > stale/.ablation.pid
sh "$abl" judged.jsonl stale > stale.out 2> stale.err
st=$?
step -o stale.err "a lock whose run is gone: taken over, status 0" [ $st -eq 0 ]
step "a lock whose run is gone: the variants written" [ -s stale/papo.jsonl ]
step "a run leaves no lock" [ ! -e stale/.ablation.pid ]
sh "$abl" judged.jsonl fresh > fresh.out 2> fresh.err
step -o fresh.err "a new OUTDIR: status 0" [ $? -eq 0 ]
step "a new OUTDIR: no lock left" [ ! -e fresh/.ablation.pid ]
step "the same variants either way" cmp -s fresh/papo.jsonl stale/papo.jsonl
