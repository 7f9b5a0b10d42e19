#!/bin/sh
# SPDX-License-Identifier: MIT
# submit.sh: a papo run over N shards on Slurm: the array job
# (papo-shards.sbatch, a task per shard) and the merge job
# (papo-merge.sbatch), which starts once every task has succeeded.
#
# usage: PAPO_IN=FILE|DIR PAPO_OUT=DIR PAPO_SHARDS=N [PAPO_ENDPOINTS=URLS] \
#            sh examples/slurm/submit.sh [SBATCH-OPTION...]
#
# The options (--partition, --time, --cpus-per-task...) go to both
# jobs.  Prints the two job ids.  A task that fails or is preempted:
# scontrol requeue ARRAY_I runs it again alone (its judge cache keeps
# what it had), and the merge then starts.
set -eu
: "${PAPO_IN:?set PAPO_IN: the input file}"
: "${PAPO_OUT:?set PAPO_OUT: the output directory}"
: "${PAPO_SHARDS:?set PAPO_SHARDS: the number of shards}"
PAPO_SLURM_DIR=$(cd "$(dirname "$0")" && pwd)
export PAPO_IN PAPO_OUT PAPO_SHARDS PAPO_SLURM_DIR
mkdir -p "$PAPO_OUT"
array=$(sbatch --parsable --chdir="$PAPO_OUT" \
    --array=0-$((PAPO_SHARDS - 1)) "$@" "$PAPO_SLURM_DIR/papo-shards.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --chdir="$PAPO_OUT" \
    --dependency=afterok:"$array" "$@" "$PAPO_SLURM_DIR/papo-merge.sbatch")
merge=${merge%%;*}
echo "$array $merge"
