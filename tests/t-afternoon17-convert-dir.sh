#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon17-convert-dir.sh: a new user gives the folder TRL writes,
# output_dir/completions/ (completions_NNNNN.parquet,
# huggingface/trl @ f2cd577 GRPOTrainer.log), or slime's rollout_data/
# (N.pt, save_debug_rollout_data): papo said "holds no .jsonl file (N
# other files, such as ...: name them)"; named, the first file's
# message gave the command for that one file, and a run has hundreds.
# Now the folder's message gives the loop that converts every file of
# it, after which the folder is read.  The loop is run here with a
# stand-in python3 that writes what the conversion writes (a record a
# row), since pyarrow and torch are the training environment's.
set -u
. "$TOP/tests/lib.sh"

mkdir -p fake completions rollout_data
# the stand-in: the file's rows, made up from its name
cat > fake/python3 <<'PY'
#!/bin/sh
f=$3
n=$(basename "$f" | tr -cd '0-9' | sed 's/^0*//')
for i in 1 2; do
	printf '{"step": %s, "prompt": "What is %s + %s?", "completion": "\\\\boxed{%s}", "solution": "%s", "group_index": 0, "index": %s, "response": "\\\\boxed{%s}", "label": "%s", "reward": 1.0}\n' \
	    "${n:-0}" "$n" "$i" "$((n + i))" "$((n + 1))" "$i" "$((n + 1))" \
	    "$((n + 1))"
done
PY
chmod +x fake/python3
for s in 1 2 10; do
	printf 'PAR1\025\004' > completions/completions_$(printf %05d $s).parquet
	printf 'PK\003\004' > rollout_data/$s.pt
done

# folder preset what-the-files-are
for c in "completions trl Parquet" "rollout_data slime .pt"; do
	set -- $c
	papo-verify --preset "$2" "$1" > v.jsonl 2> v.err
	st=$?
	step -o v.err "$1: exit 66" [ $st -eq 66 ]
	step -o v.err "$1: the loop over the folder given" eval \
	    "grep -q \"^papo-verify: directory '$1' holds no .jsonl file but $3 files, such as '$1/\" v.err &&
	    grep -qF \"convert them in the training environment, then give the directory again: for f in $1/*.\" v.err &&
	    grep -q '\"\\\$f\" > \"\\\$[{f].*jsonl\"; done\$' v.err"
	cmd=$(sed -n 's/.*give the directory again: //p' v.err)
	PATH=$PWD/fake:$PATH sh -c "$cmd"
	step "$1: the loop wrote a .jsonl a file" \
	    [ "$(ls "$1"/*.jsonl | wc -l)" -eq 3 ]
	papo-stats --preset "$2" -f tsv -m responses "$1" > s.tsv 2> s.err
	step -o s.err "$1: the folder is then read, steps in order" \
	    [ "$(tail -n +2 s.tsv | cut -f1 | tr '\n' ' ')" = "1 2 10 " ]
done
