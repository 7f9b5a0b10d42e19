#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-config-relative.sh: a new user keeps an experiment's
# papo.yaml beside its rubric, its judged records and its chart, and
# runs the tools from elsewhere (--config ../exp/papo.yaml, from a job's
# folder).  The relative paths in the file were read from the current
# folder: "cannot open rubric 'my-rubric.yaml'" (66) with no word of
# the config file, the chart written into the wrong folder, the runs
# not found.  Now a relative path in the config file is read from the
# file's folder (file and folder options, a rubric given as a file, a
# run's files), from wherever the tool runs; names (a rubric's, a
# field's path) and absolute paths stay as they are.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-config-relative

mkdir -p top/exp/tmp top/jobs/one
papo-verify -q "$TOP/examples/rollouts.jsonl" > top/exp/verified.jsonl ||
    fail "papo-verify on the examples"
papo-advantage -q -m grpo top/exp/verified.jsonl > top/exp/adv.jsonl ||
    fail "papo-advantage on the examples"
cp "$TOP/rubrics/3-tier.yaml" top/exp/my-rubric.yaml
cat > top/exp/papo.yaml <<'EOC'
judge:
  rubric: my-rubric.yaml
advantage:
  temporary-directory: tmp
  buffer-size: 64K
  mode: grpo
stats:
  run: [grpo=adv.jsonl]
  plot: chart.svg
  format: none
EOC
here=$PWD
abs=$here/top/exp/papo.yaml
# where the tool runs, and how it names the config from there
for where in "top/jobs/one ../../exp/papo.yaml" "top exp/papo.yaml" \
    "top/exp papo.yaml" "top/jobs $abs"; do
	set -- $where
	dir=$1 cfg=$2
	rm -f top/exp/chart.svg
	(cd "$dir" && papo-stats --config "$cfg" > out 2> err)
	st=$?
	step -o "$dir/err" "from $dir, --config $cfg: papo-stats, status 0" \
	    [ $st -eq 0 ]
	step "from $dir: the chart beside the config" \
	    grep -q '<svg' top/exp/chart.svg
	(cd "$dir" && papo-advantage --config "$cfg" "$here/top/exp/verified.jsonl" \
	    > adv.out 2> err)
	st=$?
	step -o "$dir/err" "from $dir: -T from the config: status 0" \
	    [ $st -eq 0 ]
	step "from $dir: the spilled run's output, byte for byte" \
	    cmp -s "$dir/adv.out" top/exp/adv.jsonl
	(cd "$dir" && papo-judge --config "$cfg" --dry-run -m m \
	    "$here/top/exp/verified.jsonl" > dry.out 2> err)
	st=$?
	step -o "$dir/err" "from $dir: the rubric beside the config: status 0" \
	    [ $st -eq 0 ]
done
step "no chart where the tool ran" [ ! -e top/jobs/one/chart.svg ]

# a rubric's name is a name, an absolute path a path
printf 'judge:\n  rubric: 5-tier\n' > top/exp/named.yaml
(cd top/jobs && papo-judge --config ../exp/named.yaml --dry-run -m m \
    "$here/top/exp/verified.jsonl" > dry.out 2> err)
step -o top/jobs/err "a rubric's name: the shipped rubric" [ $? -eq 0 ]
printf 'stats:\n  plot: %s/abs.svg\n  format: none\n' "$PWD" > top/exp/abs.yaml
(cd top/jobs && papo-stats --config ../exp/abs.yaml "$here/top/exp/adv.jsonl" 2> err)
step -o top/jobs/err "an absolute --plot: where it says" grep -q '<svg' abs.svg
