#!/bin/sh
# SPDX-License-Identifier: MIT
# t-sample-start.sh: make check's asan-shell runs a seeded fraction of
# the tools' starts under ASan/UBSan, the rest in the plain build,
# through a front (tests/helpers/papo-sample-start, copied under each
# tool's name beside asan/ and plain/) that execs one or the other in
# its place.  The decision is the same on every run (a seed, a round,
# the file's name, the start's ordinal in the file), STARTS consecutive
# rounds run each start under ASan once, the first start of a tool in
# a file is ASan's, PAPO_ASAN_STARTS=1 makes every start ASan's, and the
# front is not seen: argv[0], arguments, standard input, exit status,
# the process itself (a signal reaches the tool) and a closed
# descriptor are the tool's.  The decisions are made by stand-ins
# (shell scripts that say which build ran); what must be the tool's is
# checked on the real program, in both slots.
set -u
. "$TOP/tests/lib.sh"
scratch t-sample-start
front=$(command -v papo-sample-start) || fail "no papo-sample-start helper"
real=$(command -v papo-verify) || fail "no papo-verify"

# sampled/: the front as papo-verify and papo-stats, asan/ and plain/
# stand-ins that print their build, their arguments and their input
mkdir sampled asan plain
for b in asan plain; do
	for t in papo-verify papo-stats; do
		printf '#!/bin/sh\necho "%s %s $*"
while IFS= read -r l; do echo "$l"; done
exit ${STANDIN_RC:-0}\n' "$b" "$t" > "$b/$t"
		chmod +x "$b/$t"
	done
done
for t in papo-verify papo-stats; do
	cp "$front" "sampled/$t" || fail "cannot copy the front"
done
ln -s "$PWD/asan" sampled/asan && ln -s "$PWD/plain" sampled/plain ||
    fail "cannot link the builds"

# starts FILE N [TOOL]: N starts of TOOL (papo-verify) in test FILE with
# fresh counts, one "BUILD" a line in FILE.builds
starts() {
	rm -f counts.*
	_i=0
	: > starts.out
	while [ $_i -lt "$2" ]; do
		PAPO_SAMPLE_FILE=$1 PAPO_SAMPLE_COUNTS=$PWD/counts \
		    "sampled/${3:-papo-verify}" < /dev/null >> starts.out
		_i=$((_i + 1))
	done
	cut -d' ' -f1 starts.out > "$1.builds"
}
export PAPO_ASAN_STARTS=4 PAPO_ASAN_SEED=1
unset PAPO_ASAN_LOG PAPO_ASAN_ROUND
starts t-one.sh 40
step -o t-one.sh.builds "40 starts: 40 decisions" \
    [ "$(wc -l < t-one.sh.builds)" -eq 40 ]
step -o t-one.sh.builds "the first start of a tool in a file is ASan's" \
    [ "$(head -n 1 t-one.sh.builds)" = asan ]
n=$(sed 1d t-one.sh.builds | grep -c '^asan$')
step -o t-one.sh.builds "one in 4 of the others under ASan (4 to 20 of 39)" \
    [ "$n" -ge 4 ] && [ "$n" -le 20 ]
step -o t-one.sh.builds "and the others plain" \
    [ "$(grep -c '^plain$' t-one.sh.builds)" -eq $((39 - n)) ]
cp t-one.sh.builds first.builds
starts t-one.sh 40
step "the same file: the same starts under ASan" cmp -s first.builds \
    t-one.sh.builds
starts t-two.sh 40
step "another file: other starts" sh -c '! cmp -s first.builds t-two.sh.builds'
PAPO_ASAN_SEED=2
starts t-one.sh 40
PAPO_ASAN_SEED=1
step "another seed: other starts" sh -c '! cmp -s first.builds t-one.sh.builds'
# PAPO_ASAN_ROUND: in rounds 0 to 3 (one in 4) each start but the first
# is ASan's in exactly one; round 4 is round 0, and 0 the default
for r in 0 1 2 3 4; do
	PAPO_ASAN_ROUND=$r
	export PAPO_ASAN_ROUND
	starts t-one.sh 40
	cp t-one.sh.builds "round.$r"
done
unset PAPO_ASAN_ROUND
step "round 0 is the default's" cmp -s first.builds round.0
step "round 4 is round 0" cmp -s round.0 round.4
step "round 1: other starts" sh -c '! cmp -s round.0 round.1'
paste -d ' ' round.0 round.1 round.2 round.3 | sed 1d |
    awk '{ n = 0; for (i = 1; i <= NF; i++) n += $i == "asan"
	print n }' | sort -u > rounds.asan
step -o rounds.asan "rounds 0-3: each later start ASan's in one round" \
    [ "$(cat rounds.asan)" = 1 ]
step -o round.3 "and the first start in every round" \
    [ "$(head -c 4 round.1)$(head -c 4 round.2)$(head -c 4 round.3)" = \
    asanasanasan ]
starts t-one.sh 40 papo-stats
step "papo-stats' first start is ASan's too" \
    [ "$(head -n 1 t-one.sh.builds)" = asan ]
PAPO_ASAN_STARTS=1
starts t-one.sh 40
step -o t-one.sh.builds "PAPO_ASAN_STARTS=1: every start under ASan" \
    [ "$(grep -c '^asan$' t-one.sh.builds)" -eq 40 ]
PAPO_ASAN_STARTS=0
starts t-one.sh 10
PAPO_ASAN_STARTS=4
step -o t-one.sh.builds "PAPO_ASAN_STARTS=0 is every start too" \
    [ "$(grep -c '^asan$' t-one.sh.builds)" -eq 10 ]
# no file named, or no counts kept: ASan's (it checks more)
for i in 1 2 3 4 5 6 7 8; do
	PAPO_SAMPLE_FILE= sampled/papo-verify < /dev/null
done | cut -d' ' -f1 | sort -u > nofile.builds
step -o nofile.builds "no file named: every start under ASan" \
    [ "$(cat nofile.builds)" = asan ]
for i in 1 2 3 4 5 6 7 8; do
	PAPO_SAMPLE_FILE=t-one.sh PAPO_SAMPLE_COUNTS=$PWD/none/counts \
	    sampled/papo-verify < /dev/null
done | cut -d' ' -f1 | sort -u > nocount.builds
step -o nocount.builds "counts not kept: every start under ASan" \
    [ "$(cat nocount.builds)" = asan ]
# starts at once take distinct ordinals: 20 in the background, one is
# the first
rm -f counts.*
i=0
while [ $i -lt 20 ]; do
	PAPO_SAMPLE_FILE=t-one.sh PAPO_SAMPLE_COUNTS=$PWD/counts \
	    sampled/papo-verify < /dev/null > "bg.$i" &
	i=$((i + 1))
done
wait
step "20 starts at once: 20 counted" [ "$(cat counts.papo-verify)" = 20 ]
cat bg.* | cut -d' ' -f1 | sort | uniq -c > bg.builds
head -n 20 first.builds | sort | uniq -c > seq.builds
step -o bg.builds "20 starts at once: the builds of the first 20 in a row" \
    cmp -s seq.builds bg.builds
# PAPO_ASAN_LOG: a line a start
rm -f counts.* log
PAPO_ASAN_LOG=$PWD/log PAPO_SAMPLE_FILE=t-one.sh \
    PAPO_SAMPLE_COUNTS=$PWD/counts sampled/papo-stats < /dev/null > /dev/null
step -o log "PAPO_ASAN_LOG: FILE TOOL ORDINAL BUILD" \
    [ "$(cat log)" = "t-one.sh papo-stats 0 asan" ]

# what the tool sees: its arguments, its input, its exit status
printf 'in 1\nin 2\n' > in.txt
STANDIN_RC=7 PAPO_SAMPLE_FILE= sampled/papo-verify -a 'b c' '' < in.txt \
    > out.txt
rc=$?
printf 'asan papo-verify -a b c \nin 1\nin 2\n' > want.txt
step -o out.txt "the arguments and standard input passed" cmp -s out.txt \
    want.txt
step "the exit status passed (7, not $rc)" [ $rc -eq 7 ]

# the real program in both slots: argv[0] as given, the process itself
mkdir real real/sampled
cp "$front" real/sampled/papo-verify || fail "cannot copy the front"
ln -s "${real%/*}" real/sampled/asan && ln -s "${real%/*}" real/sampled/plain ||
    fail "cannot link the builds"
ln -s "$PWD/real/sampled/papo-verify" my-verify
for how in real/sampled/papo-verify my-verify; do
	"$real" --bogus > direct.out 2> direct.err
	drc=$?
	"$PWD/$how" --bogus > front.out 2> front.err
	frc=$?
	sed "s,^papo-verify:,${how##*/}:," direct.err > want.err
	step -o front.err "$how: the message names argv[0]'s ${how##*/}" \
	    cmp -s front.err want.err
	step "$how: the status is the tool's ($frc, not $drc)" [ $frc -eq $drc ]
done
"$real" --version >&- 2> direct.err
drc=$?
real/sampled/papo-verify --version >&- 2> front.err
frc=$?
step -o front.err "standard output closed: as the tool alone ($frc, not $drc)" \
    sh -c '[ $0 -eq $1 ] && cmp -s direct.err front.err' "$frc" "$drc"
# started in the background on a pipe it waits on: $! is the tool (the
# front exec'd it in its place), and SIGTERM reaches it
rm -f fifo && mkfifo fifo
real/sampled/papo-verify -q < fifo > bg.out 2> bg.err &
p=$!
exec 5> fifo
# the tool, waiting on its input (state S)
isreal() { [ "$(readlink "/proc/$p/exe")" = "$(readlink -f "$real")" ]; }
waiting() {
	[ "$(sed 's/.*) //' "/proc/$p/stat" | cut -d' ' -f1)" = S ]
}
wait_until $p "papo-verify" eval 'isreal && waiting'
step "\$! is the tool's own process" isreal
kill -TERM $p
exec 5>&-
wait_end $p "papo-verify"
frc=$rc
"$real" -q < fifo > bg.out 2> bg.err &
p=$!
exec 5> fifo
wait_until $p "papo-verify" waiting
kill -TERM $p
exec 5>&-
wait_end $p "papo-verify"
step "SIGTERM: the status is the tool's ($frc, not $rc)" [ $frc -eq $rc ]

# tests/lib.sh: the front is a sanitizer build, its program the ASan one
PATH=$PWD/sampled:$PATH
step "sanitized: the front counts as a sanitizer build" sanitized papo-verify
step "program_file: the ASan program behind the front" \
    [ "$(program_file papo-verify)" = "$PWD/sampled/asan/papo-verify" ]

# tests/run-tests.sh: each file its name and counts; PAPO_ASAN_WHOLE's
# files every start
mkdir probe
printf '#!/bin/sh\necho "$PAPO_SAMPLE_FILE ${PAPO_ASAN_STARTS:-} $PAPO_SAMPLE_COUNTS" > "%s/probe.$PAPO_ASAN_STARTS"\n' \
    "$PWD" > probe/t-sample-start.sh
PAPO_ASAN_STARTS=4 PAPO_ASAN_WHOLE= sh "$TOP/tests/run-tests.sh" \
    probe/t-sample-start.sh > runner.out 2>&1
step -o runner.out "run-tests.sh: the file's name and its counts" \
    grep -q '^t-sample-start.sh 4 /.*\.starts$' probe.4
PAPO_ASAN_STARTS=4 PAPO_ASAN_WHOLE="t-badinput.sh t-sample-start.sh" \
    sh "$TOP/tests/run-tests.sh" probe/t-sample-start.sh > runner.out 2>&1
step -o runner.out "run-tests.sh: a file PAPO_ASAN_WHOLE names, every start" \
    grep -q '^t-sample-start.sh 1 ' probe.1
PAPO_ASAN_WHOLE=t-no-such.sh sh "$TOP/tests/run-tests.sh" \
    probe/t-sample-start.sh > runner.out 2>&1
step -o runner.out "run-tests.sh: PAPO_ASAN_WHOLE naming no file fails" \
    grep -q 'PAPO_ASAN_WHOLE names no file' runner.out
