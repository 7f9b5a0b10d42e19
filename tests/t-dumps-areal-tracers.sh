#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-areal-tracers.sh: AReaL's trial folder given whole, with its
# tracers on.  inclusionAI/AReaL @ 4aef98d (2026-05-21):
# areal/utils/perf_tracer.py _default_trace_path writes the perf
# tracer's Chrome trace events to FILEROOT/logs/USER/EXPERIMENT/TRIAL/
# perf_tracer/[ROLE/]traces-rN.jsonl and the session tracer's records to
# .../session_tracer/[ROLE/]sessions-rN.jsonl: the trial folder
# (StatsLogger.get_log_path) whose rollout/ and eval-rollout/
# WorkflowExecutor._dump_trajectory fills.  --preset areal read them as
# trajectories: every tool stopped (65) at traces-r0.jsonl's first line
# (no step).  Now both folders are skipped, said so, in every tool and
# under papo-stats --follow; named alone nothing is left (66).  The
# trial: tests/frameworks/areal/, a line or two of each tracer written
# here as perf_tracer.py writes them (json.dumps, a record a line).
set -u
. "$TOP/tests/lib.sh"
cp -R "$TOP/tests/frameworks/areal/logs/root/math-grpo/trial0" trial ||
    fail "cp"
papo-verify -q --preset areal trial > w.jsonl 2> /dev/null
papo-advantage -q --preset areal -m grpo w.jsonl > wa.jsonl 2> /dev/null
papo-stats --preset areal -f tsv wa.jsonl > want.tsv 2> /dev/null
mkdir -p trial/perf_tracer/actor trial/session_tracer
cat > trial/perf_tracer/actor/traces-r0.jsonl <<'J'
{"name": "process_name", "ph": "M", "pid": 0, "tid": 0, "args": {"name": "actor-rank0"}}
{"name": "train.ppo_update", "ph": "X", "ts": 1764640000000000.0, "dur": 1523000.0, "pid": 0, "tid": 1, "cat": "compute", "args": {}}
J
cat > trial/session_tracer/sessions-r0.jsonl <<'J'
{"task_id": 0, "session_id": 0, "rank": 0, "status": "accepted", "submit_ts": 1764640000.1, "finalized_ts": 1764640003.2, "total_s": 3.1, "generate_s": 2.9, "reward_s": 0.1, "phases": {"generate": [{"start_ts": 1764640000.2, "end_ts": 1764640003.1}]}}
J

papo-verify --preset areal trial > v.jsonl 2> v.err
step -o v.err "papo-verify on the trial folder: exit 0" [ $? -eq 0 ]
step -o v.err "papo-verify: both tracers' files said skipped" [ "$(grep -c \
    "^papo-verify: trial/\(perf_tracer/actor/traces\|session_tracer/sessions\)-r0.jsonl: skipped: not records$" \
    v.err)" -eq 2 ]
step -o v.jsonl "papo-verify: the trajectories alone" cmp -s v.jsonl w.jsonl
papo-advantage --preset areal -m grpo v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage: exit 0" [ $? -eq 0 ]
papo-stats --preset areal -f tsv a.jsonl > s.tsv 2> s.err
step -o s.tsv "the pipeline's statistics are the trajectories'" \
    cmp -s s.tsv want.tsv
papo-advantage --preset areal -m grpo trial > a2.jsonl 2> a2.err
step -o a2.err "papo-advantage on the folder: exit 0" [ $? -eq 0 ]
step -o a2.jsonl "papo-advantage on the folder: the trajectories alone" \
    [ "$(wc -l < a2.jsonl)" -eq "$(wc -l < w.jsonl)" ]
papo-stats --preset areal -f tsv trial > s2.tsv 2> s2.err
step -o s2.err "papo-stats on the folder: exit 0" [ $? -eq 0 ]
papo-stats --preset areal trial/session_tracer > n.tsv 2> n.err
step -o n.err "a tracer's folder named alone: nothing left (66)" \
    [ $? -eq 66 ]
step -o n.err "named alone: said" grep -qF \
    "no input left once files in 'session_tracer/' are skipped" n.err
# followed as the run writes it
top=$PWD
follow_setup follow.d
mkdir -p t/rollout/0 t/perf_tracer
cp "$top"/trial/rollout/0/*.jsonl t/rollout/0/
cp "$top/trial/perf_tracer/actor/traces-r0.jsonl" t/perf_tracer/
papo-stats --follow --interval 0.2 --preset areal -f tsv \
    -m responses t > out.f 2> err.f &
fp=$!
pids="${pids-} $fp"
follow_wait err.f "papo-stats: t/perf_tracer/traces-r0.jsonl: skipped: not records"
mkdir -p t/rollout/1
cp "$top"/trial/rollout/1/*.jsonl t/rollout/1/
follow_wait out.f "0${tab}12"
follow_stop INT
step -o err.f "--follow: SIGINT, status $rc" [ "$rc" -eq 0 ]
step -o err.f "--follow: no line stopped it" eval '! grep -q "no field" err.f'
steps_end
