#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon17-trl-eval.sh: TRL's completions of a run that evaluates.
# huggingface/trl @ f2cd577 (2026-07-24, the newest): GRPOTrainer keeps
# the logged rows in deques of generation_batch_size that evaluation
# extends too (_prepare_inputs generates each eval batch), and
# GRPOTrainer.log writes them to completions_{global_step}.parquet in
# evaluation as in training; the Trainer logs a step before it
# evaluates it, so at an evaluated step the evaluation's file replaces
# the training step's: the evaluation's rows after what is left of the
# step's generation, all with the step's 'step'.  --preset trl read
# them as that training step's: eval_steps 3 gave steps 3 and 6 the
# evaluation's prompts and accuracy.  Now a file whose prompts' runs
# change length (4 4 then 2 2) or start cut (3 then 8 8) is left out,
# said so with the line where the other generation's rows start; named
# alone it is read, said so.  An evaluation with as many completions a
# prompt as training, of whole groups, leaves nothing to tell it by
# (papo(7) says so).  Dumps: tests/frameworks/trl-eval/make-dump.py.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
gen=$TOP/tests/frameworks/trl-eval/make-dump.py

# logging_steps eval_steps max_steps prompts num_generations
# eval_prompts num_generations_eval seed
for c in "1 3 6 2 4 2 2 1" "1 2 6 3 4 4 1 2" "1 4 8 2 8 6 2 4" \
    "2 3 6 2 4 2 2 5" "1 3 9 6 2 2 4 6"; do
	set -- $c
	v="(logging $1, eval $2, $3 steps, $7 completions an eval prompt)"
	rm -rf completions
	python3 "$gen" completions "$@" > kinds || fail "make-dump.py $c"
	awk '$2 == "train" { printf "%s\t%s\t%s\n", $1, $3, $4 / $3 }' \
	    kinds > want
	neval=$(grep -c ' eval$' kinds)
	papo-verify --preset trl completions > v.jsonl 2> v.err
	step -o v.err "$v papo-verify: exit 0" [ $? -eq 0 ]
	step -o v.err "$v papo-verify: each evaluation's file said, with its line" [ \
	    "$(grep -c '^papo-verify: completions/completions_[0-9]*.jsonl\(:[0-9]*\)\{0,1\}: .*rows of two generations, as TRL.s evaluation leaves .*; skipped' v.err)" \
	    -eq "$neval" ]
	papo-advantage --preset trl -m grpo v.jsonl 2> /dev/null |
	    papo-stats --preset trl -f tsv -m responses,accuracy \
	    > s.tsv 2> s.err
	tail -n +2 s.tsv | awk -F '\t' '{ printf "%s\t%s\t%s\n", $1, $2,
	    $3 + 0 }' > got
	awk -F '\t' '{ printf "%s\t%s\t%s\n", $1, $2, $3 + 0 }' want > want2
	step -o got "$v the training steps alone, their own rows" \
	    cmp -s got want2
	papo-stats --preset trl -f tsv -m responses completions > s2.tsv \
	    2> s2.err
	step -o s2.tsv "$v papo-stats on the folder: the same steps" \
	    [ "$(tail -n +2 s2.tsv | cut -f1)" = "$(cut -f1 want)" ]
	e=$(awk '$2 == "eval" { printf "completions/completions_%05d.jsonl", $1; exit }' kinds)
	papo-stats --preset trl -f tsv -m responses "$e" > one.tsv 2> one.err
	step -o one.err "$v $e alone: read, said" eval \
	    "[ \$(tail -n +2 one.tsv | wc -l) -eq 1 ] && grep -q 'read, as named alone' one.err"
done

# an evaluation of num_generations_eval = num_generations and whole
# groups: nothing tells it (papo(7)); a training file whose last prompt
# was drawn twice in a row (a run of twice the others) is read
rm -rf completions
python3 "$gen" completions 1 2 2 2 4 2 4 7 > /dev/null || fail "make-dump.py"
papo-stats --preset trl -f tsv -m responses completions > u.tsv 2> u.err
step -o u.err "an evaluation like a generation: read (the limit papo(7) states)" \
    eval '! grep -q "two generations" u.err'
sed -n 1,4p completions/completions_00001.jsonl > d.jsonl
sed -n 5,8p completions/completions_00001.jsonl >> d.jsonl
sed -n 5,8p completions/completions_00001.jsonl >> d.jsonl
mv d.jsonl completions/completions_00001.jsonl
papo-stats --preset trl -f tsv -m responses completions > d.tsv 2> d.err
step -o d.err "a prompt drawn twice in a row, last: read" \
    eval '! grep -q "completions_00001.jsonl.*two generations" d.err'

# num_iterations 2: the step after an evaluation logs the same rows
# again (no new generation), a repeat of the evaluation's file: both
# left out, the repeat said to be of two generations' rows too
rm -rf completions
python3 "$gen" completions 1 3 3 2 4 2 2 8 > /dev/null || fail "make-dump.py"
sed 's/"step": 3/"step": 4/' completions/completions_00003.jsonl \
    > completions/completions_00004.jsonl
papo-stats --preset trl -f tsv -m responses completions > r.tsv 2> r.err
step -o r.tsv "the evaluation's file and its repeat: steps 1 and 2 only" \
    [ "$(tail -n +2 r.tsv | cut -f1 | tr '\n' ' ')" = "1 2 " ]
step -o r.err "the repeat: said to hold the evaluation's rows" grep -q \
    "completions_00004.jsonl: skipped: its 8 records are those of completions/completions_00003.jsonl again but for their 'step' .*; that file's rows are two generations', an evaluation's over a training step's, and it is left out too" \
    r.err
