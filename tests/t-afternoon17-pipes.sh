#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon17-pipes.sh: dumps given as pipes (a named pipe, /dev/stdin,
# bash's <(zcat ...)), under the presets that look at files before
# reading them: --preset trl compared each completions file with the
# one before (a generation logged again) and now reads each file's
# prompts' runs (an evaluation's rows), --preset verl reads each file's
# first record (a validation's 'reward').  Looked at ahead, a pipe's
# records were gone when the tool read it: two TRL files as <(...) gave
# "no records (the input is empty)" after the second was said to repeat
# the first.  A file that is not a regular file is now not looked at
# ahead: read as it comes, whole.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
command -v mkfifo > /dev/null || fail "mkfifo is not installed"

python3 "$TOP/tests/frameworks/trl-eval/make-dump.py" c 1 3 3 2 4 2 2 1 \
    > /dev/null || fail "make-dump.py"
sed 's/"step": 1/"step": 2/' c/completions_00001.jsonl > again.jsonl

# feed FIFO FILE: FILE written into the named pipe FIFO, in the background
feed() {
	rm -f "$1" && mkfifo "$1" || fail "mkfifo $1"
	cat "$2" > "$1" &
	pids="${pids-} $!"
}

# two pipes, the second the first again but for the step: both read
feed p1 c/completions_00001.jsonl
feed p2 again.jsonl
papo-stats --preset trl -f tsv -m responses p1 p2 > s.tsv 2> s.err
step -o s.err "trl: two pipes, a repeat of one another: exit 0" [ $? -eq 0 ]
step -o s.tsv "trl: both read whole, not compared" \
    [ "$(tail -n +2 s.tsv | tr '\t\n' ': ')" = "1:8 2:8 " ]

# a pipe of the evaluation's file (two generations' rows): read whole
feed p3 c/completions_00003.jsonl
papo-verify --preset trl p3 > v.jsonl 2> v.err
step -o v.err "trl: a pipe of the evaluation's file: exit 0" [ $? -eq 0 ]
step -o v.jsonl "trl: its records all written" \
    [ "$(wc -l < v.jsonl)" -eq "$(wc -l < c/completions_00003.jsonl)" ]

# verl: a pipe of a validation file beside a rollout file: not looked
# at, read whole (papo-verify says validation records were read with
# rollout records, as of standard input)
mkdir -p rollout_data
printf '%s\n' \
    '{"input": "user\nWhat is 2+2?\nassistant\n", "output": "\\boxed{4}", "gts": "4", "score": 1.0, "step": 1}' \
    > rollout_data/1.jsonl
printf '%s\n' \
    '{"input": "user\nWhat is 3+3?\nassistant\n", "output": "\\boxed{6}", "gts": "6", "score": 1.0, "step": 1, "reward": 1.0}' \
    > val.jsonl
feed p4 val.jsonl
papo-verify -q --preset verl rollout_data/1.jsonl p4 > w.jsonl 2> w.err
step -o w.err "verl: a pipe beside a file: exit 0" [ $? -eq 0 ]
step -o w.jsonl "verl: every record of both written" [ "$(wc -l < w.jsonl)" -eq 2 ]
step -o w.err "verl: the validation records in the pipe said" \
    grep -qF "p4:1: verl's validation records ('reward' beside 'score') read with its rollout records (rollout_data/1.jsonl:1)" w.err
