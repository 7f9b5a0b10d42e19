#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-follow.sh: papo-stats --follow on a directory a trainer writes
# (verl's layout: a file per step, lines appended, a line half written
# and ended later, a step dumped again by a resumed run), on files whose
# names give the step, on a stream, and on a terminal: the rows appear
# as their steps end (on a terminal, the table is redrawn), with their
# exact values; an interrupt (SIGINT, SIGTERM) ends it
# with the final rows and status 0; a bad line stops it with 65.  The
# tool runs in the background into files; the test waits for what it
# expects, with a deadline, never for a fixed time.  After an
# interrupt, one round more reads what the files hold by then.
set -u
. "$TOP/tests/lib.sh"
follow_setup t-stats-follow.d

# rec STEP GROUP ACC: a record as verl writes it (raw: no adv yet)
rec() {
	printf '{"input": "%s", "output": "x", "gts": "1", "score": %s, "step": %s, "acc": %s}\n' \
	    "$2" "$3" "$1" "$3"
}

# 1. verl: --preset verl on the dump directory, rows as TSV into a file
mkdir run
{ rec 1 p 1.0; rec 1 p 0.0; rec 1 q 1.0; rec 1 q 1.0; } > run/1.jsonl
echo 'not records' > run/notes.txt
papo-stats --follow --interval 0.2 --preset verl -f tsv \
    -m responses,groups,accuracy,zero_ratio run > out.1 2> err.1 &
fp=$!
pids="$pids $fp"
# step 2 begins: two lines and the start of a third
{ rec 2 p 1.0; rec 2 p 0.0; rec 2 q 0.0 | head -c 20; } > run/2.jsonl
# step 1 is over: its row, and only it; no advantages yet: zero_ratio null
follow_wait out.1 "1${tab}4${tab}2${tab}0.75${tab}"
printf 'step\tresponses\tgroups\taccuracy\tzero_ratio\n1\t4\t2\t0.75\t\n' > want
step -o out.1 "after step 1" cmp -s out.1 want
# the half line ended, one more appended, then a new step file (10
# after 3: natural order, and 10 makes 3 over)
rec 2 q 0.0 | tail -c +21 >> run/2.jsonl
rec 2 q 1.0 >> run/2.jsonl
{ rec 3 p 1.0; rec 3 p 1.0; } > run/3.jsonl
{ rec 10 p 0.0; rec 10 p 0.0; } > run/10.jsonl
follow_wait out.1 "3${tab}2${tab}1${tab}1${tab}"
printf '2\t4\t2\t0.5\t\n3\t2\t1\t1\t\n' >> want
step -o out.1 "after step 3" cmp -s out.1 want
# a resumed run dumps step 1 again (written aside, renamed over it):
# every file is read again, and step 1's row is written again
{ rec 1 p 0.0; rec 1 p 0.0; } > run/1.jsonl.tmp
mv run/1.jsonl.tmp run/1.jsonl
follow_wait out.1 "1${tab}2${tab}1${tab}0${tab}"
follow_stop INT
step -o err.1 "SIGINT: status $rc" [ $rc -eq 0 ]
printf '1\t2\t1\t0\t\n10\t2\t1\t0\t\n' >> want
step -o out.1 "at the end" cmp -s out.1 want
printf '%s\n' "papo-stats: run/1.jsonl: replaced by another file: every file is read again" \
    "papo-stats: 1 row written again: its records changed after it was written" > want.err
step -o err.1 "stderr" cmp -s err.1 want.err

# 2. the step from file names (step_N.jsonl), default field names,
# the table format appended to a file; SIGTERM ends it as SIGINT does
mkdir named
printf '{"group":"a","acc":1,"length":10,"adv":1}\n{"group":"a","acc":0,"length":20,"adv":-1}\n' \
    > named/step_1.jsonl
papo-stats --follow --interval 0.2 --field step=file:step_{}.jsonl \
    -f table -m responses,accuracy,length_mean named > out.2 2> err.2 &
fp=$!
pids="$pids $fp"
printf '{"group":"b","acc":1,"length":5,"adv":0}\n' > named/step_2.jsonl
follow_wait out.2 "   1          2     0.500       15.000"
follow_stop TERM
step -o err.2 "SIGTERM: status $rc" [ $rc -eq 0 ]
printf '%s\n' "step  responses  accuracy  length_mean" \
    "   1          2     0.500       15.000" \
    "   2          1     1.000        5.000" > want
step -o out.2 "named steps" cmp -s out.2 want
step -o err.2 "named steps: stderr" [ ! -s err.2 ]
# what papo-stats writes of the finished files
papo-stats --field step=file:step_{}.jsonl -f table \
    -m responses,accuracy,length_mean named/step_1.jsonl named/step_2.jsonl \
    > once 2>&1 || fail "without --follow: $(cat once)"
step -o once "not the table of the files read once" cmp -s out.2 once

# 3. a stream (a pipe on standard input) is followed to its end, a last
# line without newline included; advantage-scored records as usual
mkfifo fifo || fail "mkfifo"
papo-stats --follow --interval 0.2 -f jsonl -m responses,zero_ratio \
    < fifo > out.3 2> err.3 &
fp=$!
pids="$pids $fp"
exec 3> fifo
printf '{"adv":0,"step":1}\n{"adv":1,"step":2}\n{"adv":0,' >&3
follow_wait out.3 '{"step":1,"responses":1,"zero_ratio":1}'
printf '"step":2}' >&3
exec 3>&-
wait_end "$fp" "papo-stats with its input"
step -o err.3 "stream: status $rc" [ $rc -eq 0 ]
printf '%s\n' '{"step":1,"responses":1,"zero_ratio":1}' \
    '{"step":2,"responses":2,"zero_ratio":0.5}' > want
step -o out.3 "stream" cmp -s out.3 want
step -o err.3 "stream: stderr" [ ! -s err.3 ]

# 4. on a terminal (script(1) gives it one): the table redrawn in place
# over a status line, then cleared for the final table
mkdir tty
printf '{"group":"a","acc":1,"step":1}\n{"group":"a","acc":0,"step":1}\n' \
    > tty/1.jsonl
script -qefc "stty cols 100 rows 20; echo \$\$ > tty.pid; exec papo-stats \
    --follow --interval 0.2 -m responses,accuracy tty" typescript \
    > /dev/null 2>&1 < /dev/null &
sp=$!
pids="$pids $sp"
# the status line, then the second frame
wait_text "$sp" typescript '1 file, 2 records (2 without adv), last at'
printf '{"group":"b","acc":1,"step":2}\n' > tty/2.jsonl
wait_text "$sp" typescript '2 files, 3 records'
fp=$(cat tty.pid)
kill -INT "$fp" || fail "cannot interrupt papo-stats on the terminal"
wait_end "$sp" "papo-stats on the terminal"
step "on the terminal: status $rc" [ "$rc" -eq 0 ]
esc=$(printf '\033')
# the last frame, then the final table after the screen is cleared
tr -d '\r' < typescript > screen
cat -v screen > screen.txt
step -o screen.txt "a frame at the top of the screen" \
    grep -q "^${esc}\[Hstep  responses  accuracy${esc}\[K\$" screen
step -o screen.txt "row 2 in a frame" \
    grep -q "^   2          1     1.000${esc}\[K\$" screen
awk -v clear="${esc}[H${esc}[J" '{
	i = index($0, clear)
	if (i) { on = 1; buf = ""; $0 = substr($0, i + length(clear)) }
	if (on && $0 != "" && $0 !~ /^Script done/) buf = buf $0 "\n"
} END { printf "%s", buf }' screen > final
printf '%s\n' "step  responses  accuracy" "   1          2     0.500" \
    "   2          1     1.000" > want
step -o screen.txt "the final table on the terminal" cmp -s final want

# 5. a bad line stops it (65, FILE:LINE), what came before written
mkdir bad
{ rec 1 p 1.0; rec 2 p 1.0; } > bad/1.jsonl
papo-stats --follow --interval 0.2 --preset verl -f tsv -m responses bad \
    > out.4 2> err.4 &
fp=$!
pids="$pids $fp"
follow_wait out.4 "1${tab}1"
echo '{"input": "p", "acc": "yes", "step": 2}' >> bad/1.jsonl
wait_end "$fp" "papo-stats at a bad line"
step "bad line: status $rc" [ $rc -eq 65 ]
step -o err.4 "bad line" \
    grep -qxF "papo-stats: bad/1.jsonl:3: field 'acc' must be 0, 1, true or false" err.4
# 6. what the trainer wrote before the interrupt is counted, however
# long ago the last round looked (an hour's interval: the round after
# the interrupt is the only one that can see it)
mkdir late
{ rec 1 p 1.0; rec 1 p 0.0; } > late/1.jsonl
{ rec 2 p 1.0; } > late/2.jsonl
papo-stats --follow --interval 3600 --preset verl -f tsv -m responses late \
    > out.6 2> err.6 &
fp=$!
pids="$pids $fp"
follow_wait out.6 "1${tab}2"
{ rec 2 p 1.0; rec 2 q 0.0; } >> late/2.jsonl
{ rec 3 p 1.0; } > late/3.jsonl
follow_stop INT
step -o err.6 "SIGINT after late lines: status $rc" [ $rc -eq 0 ]
printf 'step\tresponses\n1\t2\n2\t3\n3\t1\n' > want
step -o out.6 "the lines written before the interrupt counted" cmp -s out.6 want

exit 0
