#!/bin/sh
# SPDX-License-Identifier: MIT
# ablation.sh: re-score one set of judged rollouts under every variant.
#
# usage: sh examples/ablation.sh [--preset NAME] [--field ROLE=PATH]...
#            [JUDGED.jsonl] [OUTDIR]
#
# OUTDIR (default $TMPDIR/papo-ablation) takes one run at a time: a
# second run on an OUTDIR in use stops with status 75; without
# JUDGED.jsonl, a build without the stand-in judge (make helpers) with 69.
#
# --preset and --field (papo(7)) are passed to every tool, so that a
# framework's dump is read as the pipeline reads it (--preset verl).
# Each variant's run is named on standard output as it starts.
#
# Computes the advantages of the same judged rollouts under the ORM
# baseline (grpo), the same with NeMo-RL's leave-one-out baseline
# (rloo), PRM-only (prm), the product reward (mult), full-group
# normalization of the process score (fullnorm, lambda 0.6 as in the
# paper), and PAPO with lambda 1 and 0.5, then prints one comparison
# table (one row per variant and step), draws one chart, and ends with
# a summary (one row per variant and metric: final, mean, best).  No GPU is
# needed: nothing is judged again.  prm needs every response judged
# (papo-judge --select all); the other variants ignore the process score
# of wrong responses.  A variant whose run fails (prm on a file judged
# without --select all) is left out of the table and named on standard
# error, and the exit status is its run's (65), once the rest is done.  process_active_ratio is that of each variant's
# own process advantage: none (-) for grpo, rloo and mult, which have no
# separate process component.
#
# Without JUDGED, the example rollouts are verified and then judged by
# the stand-in server of the test suite (it runs no model: its tiers
# come from a hash of each prompt).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="${PAPO_BIN:-$top/bin}:$PATH"
build=${PAPO_BUILD:-$top/build}

# the field options, kept quoted in $fields for eval; options may come
# before or after the operands (as the tools' own do), until "--"
fields=
quote() {
	printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}
usage="usage: sh examples/ablation.sh [--preset NAME] [--field ROLE=PATH]... [JUDGED.jsonl] [OUTDIR]"
nops=0 judged= outdir= dashes=
operand() {
	nops=$((nops + 1))
	case $nops in
	1) judged=$1 ;;
	2) outdir=$1 ;;
	*) echo "ablation.sh: one operand too many: '$1'" >&2
	   echo "$usage" >&2
	   exit 64 ;;
	esac
}
while [ $# -gt 0 ]; do
	case $dashes$1 in
	--preset|--field)
		[ $# -ge 2 ] || { echo "ablation.sh: $1 needs a value" >&2
			exit 64; }
		fields="$fields $1 $(quote "$2")"
		shift 2 ;;
	--preset=*|--field=*)
		fields="$fields $(quote "$1")"
		shift ;;
	--)
		dashes=x
		shift ;;
	-?*)
		echo "ablation.sh: unknown option '$1' (--preset NAME," \
		    "--field ROLE=PATH)" >&2
		exit 64 ;;
	*)
		operand "$1"
		shift ;;
	esac
done
out=${outdir:-${TMPDIR:-/tmp}/papo-ablation}
mkdir -p -- "$out"

# one run an OUTDIR: two at once (two judged files compared in a loop
# with &) would write the same variants' files, each table made of
# both.  The lock holds the run's pid; one whose process is gone is
# taken over.
lock=$out/.ablation.pid
if ! (set -C; echo $$ > "$lock") 2> /dev/null; then
	other=$(cat "$lock" 2> /dev/null || :)
	if [ -n "$other" ] && [ "$other" != $$ ] &&
	    kill -0 "$other" 2> /dev/null; then
		echo "ablation.sh: $out is in use by another run (pid" \
		    "$other): give each run its own OUTDIR" >&2
		exit 75
	fi
	echo $$ > "$lock"
fi
trap 'rm -f "$lock"' EXIT

if [ -z "$judged" ]; then
	rm -f "$out/port" "$out/pid"
	if [ ! -x "$build/tests/helpers/papo-standin" ]; then
		echo "ablation.sh: no stand-in judge at $build/tests/helpers/papo-standin:" \
		    "build it with make -C $top BUILD=$build helpers (make demo and" \
		    "make check build it too)" >&2
		exit 69
	fi
	"$build/tests/helpers/papo-standin" --background -q \
	    --port-file "$out/port" --pid-file "$out/pid"
	trap 'kill "$(cat "$out/pid")" 2>/dev/null; rm -f "$lock"' \
	    EXIT INT TERM
	eval papo-verify "$fields" '"$top/examples/rollouts.jsonl"' |
	    eval papo-judge "$fields" -q --select all \
		'--cache "$out/judge.sqlite"' \
		--endpoint "http://127.0.0.1:$(cat "$out/port")/v1" \
		> "$out/judged.jsonl"
	judged=$out/judged.jsonl
fi

# one run per variant: name, then papo-advantage's options.  A variant
# the judged file cannot give (prm on a file judged with papo-judge's
# default --select correct) is left out of the table, said, and makes
# the exit status its run's; the others go on.
set --
i=0 status=0 made= left=
while read -r name opts; do
	i=$((i + 1))
	echo "run $i of 7: $name (papo-advantage $opts$fields)"
	if eval papo-advantage $opts "$fields" '"$judged"' \
	    > "$out/$name.jsonl"; then
		set -- "$@" --run "$name=$out/$name.jsonl"
		made="$made${made:+,}$name"
	else
		st=$?
		[ $status -ne 0 ] || status=$st
		rm -f -- "$out/$name.jsonl"
		left="$left $name"
		echo "ablation.sh: $name left out (papo-advantage: exit" \
		    "status $st, said above)" >&2
	fi
done <<EOF_VARIANTS
grpo --mode grpo
rloo --mode grpo --baseline loo
prm --mode prm
mult --mode mult
fullnorm --mode fullnorm --lambda 0.6
papo --mode papo --lambda 1
papo-0.5 --mode papo --lambda 0.5
EOF_VARIANTS
[ $# -gt 0 ] || exit $status

echo
eval papo-stats "$fields" '"$@"' --format table --width 120 \
    --metrics zero_ratio,process_active_ratio,adv_std,correct_min,correct_max,wrong_mean \
    --plot '"$out/ablation.svg"' \
    --plot-metrics zero_ratio,adv_std,correct_min,wrong_mean \
    --title "'The same judged rollouts under each advantage variant'"
echo
echo "summary: each variant's final, mean and best value over the steps"
eval papo-stats "$fields" '"$@"' --summary --format table --width 120 \
    --metrics zero_ratio,process_active_ratio,adv_std,correct_min,wrong_mean
echo
echo "advantages: $out/{$made}.jsonl"
echo "chart: $out/ablation.svg"
if [ -n "$left" ]; then
	echo "ablation.sh: left out of the table:$left" >&2
fi
exit $status
