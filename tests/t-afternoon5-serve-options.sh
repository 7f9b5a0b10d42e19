#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-serve-options.sh: a new user's options given to the mode
# that does not read them.  `papo-verify --access-log log.jsonl
# rollouts.jsonl` (the log wanted of a batch run), papo-judge's
# --deadline or --max-body on files, and --shard under --serve were
# taken and dropped without a word: no log, no bound, every record
# served.  Now said once on standard error, naming the option; the run
# and its output are unchanged, and a config file's setting (shared by
# both modes) is not said.  Records made up.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon5-serve-options

printf '%s\n' '{"group":"g","problem":"1+1?","solution":"1+1=2","response":"so \\boxed{2}","answer":"2","r_out":1}' \
    > one.jsonl
papo-verify one.jsonl > plain.out 2> plain.err ||
    fail "papo-verify on one record"

# papo-verify: each of the options only --serve reads, on files
for o in "--access-log log.jsonl" "--null-reward 0.5" "--max-body 1M" \
    "--max-connections 20" "--idle-timeout 5"; do
	n=${o%% *}
	# shellcheck disable=SC2086
	papo-verify $o one.jsonl > v.out 2> v.err
	st=$?
	step "verify $n on files: exit status 0" [ $st -eq 0 ]
	step -o v.err "verify $n on files: said to have no effect" \
	    grep -qxF "papo-verify: $n has no effect without --serve (it is read only when serving)" v.err
	step -o v.err "verify $n on files: one line said" \
	    [ "$(wc -l < v.err)" -eq 1 ]
	step "verify $n on files: the records as without it" \
	    cmp -s plain.out v.out
done
step "verify --access-log on files: no log written" [ ! -e log.jsonl ]

# the first one given is named, once
papo-verify --max-body 1M --access-log log.jsonl one.jsonl > v.out 2> v.err
step -o v.err "verify two of them: the first named, once" \
    grep -qxF "papo-verify: --max-body has no effect without --serve (it is read only when serving)" v.err
step -o v.err "verify two of them: one line" [ "$(wc -l < v.err)" -eq 1 ]

# a config file's serve settings are shared by both modes: not said
printf 'verify:\n  access-log: log.jsonl\n  max-body: 1M\n' > papo.yaml
papo-verify --config papo.yaml one.jsonl > v.out 2> v.err
step -o v.err "verify: a config file's --serve settings on files: nothing said" \
    [ ! -s v.err ]
step "verify: a config file's settings: the records as without" \
    cmp -s plain.out v.out

# papo-judge on files (--dry-run: no server asked)
# (each run's request tags its texts with a random code of its own)
tags() { sed 's/-[0-9a-f]\{16\}/-CODE/g' "$1"; }
papo-judge --dry-run -m m one.jsonl > j0.out 2> j0.err ||
    fail "papo-judge --dry-run"
tags j0.out > j0.want
for o in "--deadline 5" "--access-log log.jsonl" "--max-body 1M"; do
	n=${o%% *}
	# shellcheck disable=SC2086
	papo-judge --dry-run -m m $o one.jsonl > j.out 2> j.err
	st=$?
	step "judge $n on files: exit status 0" [ $st -eq 0 ]
	step -o j.err "judge $n on files: said to have no effect" \
	    grep -qxF "papo-judge: $n has no effect without --serve (it is read only when serving)" j.err
	tags j.out > j.got
	step "judge $n on files: the output as without it" \
	    cmp -s j0.want j.got
done

# --shard under --serve: requests bring the records, none is left out
serve_verify s.err --shard 1/2
step -o s.err "verify --serve --shard: said to have no effect" \
    grep -qxF "papo-verify: --shard has no effect with --serve (requests bring the records)" s.err
kill "$sp"
wait "$sp"

start_standin
: > sj.err
papo-judge --serve 0 -e "$url" --shard 1/2 2> sj.err &
sj=$!
pids="$pids $sj"
wait_serving $sj sj.err papo-judge
step -o sj.err "judge --serve --shard: said to have no effect" \
    grep -qxF "papo-judge: --shard has no effect with --serve (requests bring the records)" sj.err
kill "$sj"
wait "$sj"
stop_standin

# --serve with the options it reads: nothing said
serve_verify s2.err --max-body 1M --access-log log.jsonl
step -o s2.err "verify --serve with its own options: nothing said of them" \
    sh -c '! grep -q "has no effect" s2.err'
kill "$sp"
wait "$sp"
