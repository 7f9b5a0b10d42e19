#!/bin/sh
# SPDX-License-Identifier: MIT
# t-check-split.sh: which build runs which CLI test file, as the Makefile
# says (CLI_PLAIN_ONLY): make check runs every tests/t-*.sh and
# tests/*.test once, the shell tests under ASan/UBSan (asan-shell) but
# for the plain-only ones, which run with the .test files in the plain
# build (cli-plain); make check-full runs each file in both (cli and
# asan-cli, which leaves out only the files about the tree, ASAN_CLI_SKIP).
# In asan-shell a Python script handed papo-verify (the generators, the
# corpus) runs the plain build over every record and ASan over a
# twentieth (PAPO_PLAIN_BIN, tests/asan-sample.sh; t-asan-sample.sh).
set -u
. "$TOP/tests/lib.sh"

# show VAR MAKE-ARGS...: the value of VAR in the Makefile
show() {
	_v=$1
	shift
	make -s --no-print-directory -C "$TOP" "$@" \
	    --eval "show-var: ; @echo \$($_v)" show-var 2> /dev/null
}

make -s --no-print-directory -C "$TOP" show-tests > lists 2> err ||
    fail "make show-tests: $(cat err)"
(cd "$TOP" && ls tests/*.test tests/t-*.sh) | sort > files
[ -s files ] || fail "no test file found in $TOP/tests"
for s in cli-plain asan-shell cli asan-cli; do
	sed -n "s,^$s ,,p" lists | sort > "$s.list"
done
sort cli-plain.list asan-shell.list > check.list

step -o check.list "make check: each file in one of its two steps" \
    cmp -s check.list files
step "make check: no file in both" \
    sh -c '[ -z "$(comm -12 cli-plain.list asan-shell.list)" ]'
step "make check: the .test files in the plain build" \
    sh -c '[ -z "$(grep "\.test$" files | comm -23 - cli-plain.list)" ]'
step "make check: most shell tests under ASan (at least 3 in 4)" \
    [ $(($(wc -l < asan-shell.list) * 4)) -ge \
    $(($(grep -c 't-.*\.sh$' files) * 3)) ]
step "make check: t-lint.sh plain, t-badinput.sh under ASan" \
    sh -c 'grep -qx tests/t-lint.sh cli-plain.list &&
    grep -qx tests/t-badinput.sh asan-shell.list'
for f in $(show CLI_PLAIN_ONLY); do
	[ -f "$TOP/tests/$f" ] || echo "$f" >> stale
done
step -o stale "CLI_PLAIN_ONLY names only files that exist" [ ! -s stale ]

step -o cli.list "make check-full: cli runs every file" cmp -s cli.list files
show ASAN_CLI_SKIP | tr ' ' '\n' | grep . | sed 's,^,tests/,' | sort > skip
sort asan-cli.list skip > full.list
step -o full.list "make check-full: asan-cli every file but ASAN_CLI_SKIP" \
    cmp -s full.list files
step "ASAN_CLI_SKIP only files make check runs plain" \
    sh -c '[ -z "$(comm -23 skip cli-plain.list)" ]'

# the steps each tier runs, and the build each runs in
show CHECK_STEPS > steps
step -o steps "make check runs asan-shell and cli-plain, not cli" \
    sh -c 'w=" $(cat steps) "; case $w in *" asan-shell "*) ;; *) exit 1;;
    esac; case $w in *" cli-plain "*) ;; *) exit 1;; esac
    case $w in *" cli "*|*" asan-cli "*) exit 1;; esac'
show CHECK_FULL_STEPS > full
show CHECK_BESIDE > beside
# every step once, check-cluster beside the slots (it waits on daemons)
for t in steps full; do
	tr ' ' '\n' < $t | cat - beside | grep . | sort > $t.all
done
printf '%s\n' asan-shell asan-unit check-cluster cli-plain fuzz-quick unit \
    valgrind-hostile > want.steps
step -o steps.all "make check: each of its seven steps once" \
    cmp -s want.steps steps.all
step -o full.all "make check-full: check-cluster once" \
    sh -c '[ "$(grep -c "^check-cluster$" full.all)" -eq 1 ] &&
    [ -z "$(uniq -d full.all)" ]'
step -o beside "check-cluster runs beside the slots, not in one" \
    [ "$(cat beside)" = check-cluster ]
# make lint's rules once: in t-lint.sh (cli-plain, cli), not a step too
step -o steps "make check, check-full: no lint step (t-lint.sh lints)" \
    sh -c 'case " $(cat steps) $(cat full) " in *" lint "*) exit 1;; esac'
step -o full "make check-full runs cli, asan-cli, valgrind-unit, fuzz-check" \
    sh -c 'w=" $(cat full) "; for s in cli asan-cli valgrind-unit fuzz-check
    do case $w in *" $s "*) ;; *) exit 1;; esac; done'
step -o steps "make check: valgrind-hostile and fuzz-quick in their place" \
    sh -c 'w=" $(cat steps) "; for s in valgrind-hostile fuzz-quick; do
    case $w in *" $s "*) ;; *) exit 1;; esac; done
    case $w in *" valgrind-unit "*|*" fuzz-check "*) exit 1;; esac'
# -o fuzz-build: its recipe runs a make (+) even under -n, which needs
# the fuzz build's object list, absent from a tree that never built it
make -n -s --no-print-directory -C "$TOP" -o fuzz-build CHECK_FUZZ_RUNS=7 \
    FUZZ_RUNS=9 fuzz-quick > fuzz.n 2>&1
step -o fuzz.n "fuzz-quick runs CHECK_FUZZ_RUNS seeded inputs a target" \
    sh -c "tr '\\\\\n' '  ' < fuzz.n |
    grep -Eq 'run\.sh check [^ ]+ [0-9]+ +7 '"
make -n -s --no-print-directory -C "$TOP" BUILD=/b valgrind-hostile \
    > vg.n 2>&1
step -o vg.n "valgrind-hostile runs the JSONL reader's suite, not SVG's" \
    sh -c 'grep -q "valgrind.*/b/tests/check_jsonl " vg.n &&
    ! grep -q "check_svg" vg.n'
make -n -s --no-print-directory -C "$TOP" BUILD=/b asan-shell > asan.n 2>&1
step -o asan.n "asan-shell runs the ASan programs behind the sampling front" \
    sh -c "grep -q 'PAPO_BIN=/b/asan/sampled ' asan.n &&
    grep -q 'ln -s /b/asan/bin /b/asan/sampled/asan' asan.n &&
    grep -q 'papo-sample-start /b/asan/sampled/' asan.n"
step -o asan.n "asan-shell: every start under ASan in LEAK_CHECKED's files" \
    grep -q 'PAPO_ASAN_WHOLE=".*t-badinput.sh.* t-judge-hostile2.sh' asan.n
# the round: the commit's ordinal, so that 8 commits' runs cover every
# start (the day's in a shallow clone or outside git)
if [ "$(git -C "$TOP" rev-parse --is-shallow-repository 2>/dev/null)" = \
    false ]; then
	round=$(git -C "$TOP" rev-list --count HEAD)
else
	round=$(($(date +%s) / 86400))
fi
step -o asan.n "asan-shell: one start in 8 under ASan, round $round" \
    sh -c "grep -q 'PAPO_ASAN_STARTS=\${PAPO_ASAN_STARTS:-8} ' asan.n &&
    grep -q 'PAPO_ASAN_ROUND=\${PAPO_ASAN_ROUND:-$round} ' asan.n"
make -n -s --no-print-directory -C "$TOP" BUILD=/b asan-cli \
    > asan-all.n 2>&1
step -o asan-all.n "asan-cli (make check-full) runs every start under ASan" \
    sh -c "grep -q 'PAPO_BIN=/b/asan/bin ' asan-all.n &&
    ! grep -q 'sampled' asan-all.n"
make -n -s --no-print-directory -C "$TOP" BUILD=/b BIN=/p asan-shell \
    > asan.n 2>&1
step -o asan.n "asan-shell names the plain programs for the data sets" \
    grep -q 'PAPO_PLAIN_BIN=/p ' asan.n
make -n -s --no-print-directory -C "$TOP" BUILD=/b BIN=/p asan-cli \
    > asan-cli.n 2>&1
step -o asan-cli.n "asan-cli (make check-full) runs them whole" \
    sh -c '! grep -q PAPO_PLAIN_BIN asan-cli.n'
step "the sampling wrapper is there" test -f "$TOP/tests/asan-sample.sh"
step "the ASan programs are linked at a fixed address (-no-pie)" \
    sh -c 'case " $1 " in *" -no-pie "*) ;; *) exit 1 ;; esac' sh \
    "$(show SAN_LDFLAGS)"
make -n -s --no-print-directory -C "$TOP" BUILD=/b BIN=/p cli-plain > plain.n 2>&1
step -o plain.n "cli-plain runs the plain programs" \
    grep -q 'PAPO_BIN=/p ' plain.n
# asan-shell runs a file more at once than the plain step (its servers'
# tests wait), and follows CLI_JOBS
for n in 2 5; do
	make -n -s --no-print-directory -C "$TOP" BUILD=/b NPROC=$n \
	    asan-shell cli-plain > jobs.n 2>&1
	step -o jobs.n "NPROC=$n: asan-shell $((n + 1)) files at once, cli-plain $n" \
	    sh -c 'grep -q "run-tests.sh -j $(($1 + 1)) .*t-badinput" jobs.n &&
	    grep -q "run-tests.sh -j $1 .*t-lint" jobs.n' sh $n
done
make -n -s --no-print-directory -C "$TOP" BUILD=/b NPROC=4 CLI_JOBS=1 \
    asan-shell > jobs.n 2>&1
step -o jobs.n "CLI_JOBS=1: asan-shell two files at once" \
    grep -q "run-tests.sh -j 2 " jobs.n

# a new file lands in a step without being listed: a tree of empty
# stand-ins, the Makefile run there
mkdir -p tree/tests
for f in $(cat files) tests/t-new-thing.sh; do
	: > "tree/$f"
done
make -s --no-print-directory -C tree -f "$TOP/Makefile" show-tests \
    > tree.lists 2> err
step -o tree.lists "a new shell test runs under ASan in make check" \
    grep -qx 'asan-shell tests/t-new-thing.sh' tree.lists
step -o tree.lists "and in both builds in make check-full" \
    sh -c 'grep -qx "cli tests/t-new-thing.sh" tree.lists &&
    grep -qx "asan-cli tests/t-new-thing.sh" tree.lists'

# LeakSanitizer in asan-shell: only in LEAK_CHECKED's files (each an
# asan-shell file, t-badinput.sh among them), detect_leaks=0 in the
# others (tests/run-tests.sh); make check-full looks everywhere
show LEAK_CHECKED | tr ' ' '\n' | grep . | sed 's,^,tests/,' | sort > leak
step -o leak "LEAK_CHECKED names asan-shell files only" \
    sh -c '[ -s leak ] && [ -z "$(comm -23 leak asan-shell.list)" ]'
step -o leak "LEAK_CHECKED holds the bad-input matrix" \
    grep -qx tests/t-badinput.sh leak
step -o leak "LeakSanitizer is off in most asan-shell files, not all" \
    [ $(($(wc -l < leak) * 3)) -le $(wc -l < asan-shell.list) ]
make -n -s --no-print-directory -C "$TOP" LEAK_CHECKED='t-x.sh t-y.sh' \
    asan-shell > leak.n 2>&1
step -o leak.n "asan-shell hands the runner LEAK_CHECKED" \
    grep -q "PAPO_LEAK_CHECKED=\"t-x.sh t-y.sh\"" leak.n
step -o asan-cli.n "asan-cli (make check-full) checks leaks in every file" \
    sh -c '! grep -q PAPO_LEAK_CHECKED asan-cli.n'
mkdir -p leaks/tests
cp "$TOP/tests/run-tests.sh" leaks/tests/
for t in t-leak-on t-leak-off; do
	printf '%s\n' 'echo "$ASAN_OPTIONS"' > "leaks/tests/$t.sh"
done
(ASAN_OPTIONS=detect_leaks=1 PAPO_LEAK_CHECKED=t-leak-on.sh sh \
    leaks/tests/run-tests.sh -j 1 leaks/tests/t-leak-on.sh) > on.out 2>&1
(ASAN_OPTIONS=detect_leaks=1 PAPO_LEAK_CHECKED=t-leak-on.sh sh \
    leaks/tests/run-tests.sh -j 1 leaks/tests/t-leak-off.sh) > off.out 2>&1
(PAPO_LEAK_CHECKED='t-leak-on.sh t-leak-gone.sh' sh \
    leaks/tests/run-tests.sh -j 1 leaks/tests/t-leak-on.sh) > stale.out 2>&1
# what the files printed: a shell test's output is shown when it fails
for t in on off; do
	printf 'exit 3\n' >> "leaks/tests/t-leak-$t.sh"
done
(ASAN_OPTIONS=detect_leaks=1 PAPO_LEAK_CHECKED=t-leak-on.sh sh \
    leaks/tests/run-tests.sh -j 1 leaks/tests/t-leak-on.sh \
    leaks/tests/t-leak-off.sh) > both.out 2>&1
step -o both.out "a file LEAK_CHECKED names runs with its ASAN_OPTIONS" \
    sh -c 'grep -q "^1 passed, 0 failed" on.out &&
    sed -n "/t-leak-on.sh/,/t-leak-off.sh/p" both.out |
    grep -qx "    detect_leaks=1"'
step -o both.out "a file it does not name runs with detect_leaks=0" \
    sh -c 'grep -q "^1 passed, 0 failed" off.out &&
    sed -n "/FAIL: t-leak-off.sh/,\$p" both.out |
    grep -qx "    detect_leaks=1:detect_leaks=0"'
step -o stale.out "a name in PAPO_LEAK_CHECKED that is no file fails" \
    sh -c 'grep -q "FAIL: t-leak-gone.sh" stale.out &&
    grep -q "^[0-9]* passed, 1 failed" stale.out'

# asan-unit: a suite one process (LeakSanitizer once, at its end); the
# plain unit step keeps a process a test (Check's fork, its time limit)
make -n -s --no-print-directory -C "$TOP" BUILD=/b asan-unit > au.n 2>&1
step -o au.n "asan-unit runs each suite unforked" grep -q 'CK_FORK=no' au.n
make -n -s --no-print-directory -C "$TOP" BUILD=/b unit > u.n 2>&1
step -o u.n "the plain unit step forks a process a test" \
    sh -c '! grep -q CK_FORK u.n'
step "the fuzz build compiles at -O0 (FUZZ_OPT)" \
    sh -c 'case " $1 " in *" -O0 "*) ;; *) exit 1 ;; esac' sh \
    "$(show FUZZ_FLAGS)"

# valgrind-hostile leaves out the tests tagged big (Check's tags); the
# unit steps and make check-full's valgrind-unit run them
step -o vg.n "valgrind-hostile leaves out the tests tagged big" \
    grep -q 'CK_EXCLUDE_TAGS=big' vg.n
make -n -s --no-print-directory -C "$TOP" BUILD=/b valgrind-unit \
    > vgu.n 2>&1
step -o vgu.n "valgrind-unit (make check-full) keeps them" \
    sh -c '! grep -q CK_EXCLUDE_TAGS vgu.n'
step -o au.n "asan-unit keeps them" sh -c '! grep -q CK_EXCLUDE_TAGS au.n'
# the tag is on the big inputs: check_verify's caps
CK_INCLUDE_TAGS=big "$PAPO_BUILD/tests/check_verify" > big.out 2>&1
step -o big.out "check_verify: one test tagged big" \
    grep -q 'Checks: 1, Failures: 0, Errors: 0' big.out
CK_EXCLUDE_TAGS=big CK_RUN_CASE=big "$PAPO_BUILD/tests/check_verify" \
    > nobig.out 2>&1
step -o nobig.out "check_verify: without it, caps does not run" \
    sh -c '! grep -q "Checks: [1-9]" nobig.out && grep -q Checks nobig.out'
# and check_rubric's 1.4 MB reply of unclosed boxes (a few hundred stay
# in its core, under valgrind too)
CK_INCLUDE_TAGS=big "$PAPO_BUILD/tests/check_rubric" > rbig.out 2>&1
step -o rbig.out "check_rubric: one test tagged big" \
    grep -q 'Checks: 1, Failures: 0, Errors: 0' rbig.out

# the ASan build links with gold where the compiler has it (bfd costs
# 1.7 times its CPU there), and with the default linker where not
if cc -fuse-ld=gold -Wl,--version 2> /dev/null | grep -q 'GNU gold'; then
	step "the ASan programs are linked with gold" \
	    sh -c 'case " $1 " in *" -fuse-ld=gold "*) ;; *) exit 1 ;; esac' \
	    sh "$(show SAN_LDFLAGS)"
fi
# a compiler with no gold (false: no linker answers --version)
step "without gold, the default linker" \
    sh -c 'case " $1 " in *" -fuse-ld="*|"  ") exit 1 ;; esac' sh \
    "$(show SAN_LDFLAGS CC=false)"

# the fuzz build leaves the coverage out of the functions
# tests/fuzz/coverage-ignore.txt names (a leaf asked at every byte):
# each a function lib/ defines (a name renamed away would leave the
# list silently empty), and the flag on the fuzz build's objects
sed -n 's/^fun://p' "$TOP/tests/fuzz/coverage-ignore.txt" > ign
: > ign.missing
while read -r fn; do
	grep -q "^$fn(" "$TOP"/lib/*.c "$TOP"/lib/*/*.c || echo "$fn" >> ign.missing
done < ign
step -o ign "the fuzz build's coverage ignorelist names functions" [ -s ign ]
step -o ign.missing "each a function lib/ defines" [ ! -s ign.missing ]
show FUZZ_MAKE > fb.n
step -o fb.n "the fuzz build's objects are compiled with it" \
    grep -q 'CFLAGS=.*-fsanitize=fuzzer-no-link -fsanitize-coverage-ignorelist=[^ ]*/tests/fuzz/coverage-ignore.txt LDFLAGS=' fb.n

# the plain build's test programs at -O2 over the -O3 library
# (TEST_OPT); the library stays -O3 and the sanitizer build's units -O0
make -n -B -s --no-print-directory -C "$TOP" BUILD=/b /b/tests/check_json.o \
    /b/lib/json.o > opt.n 2>&1
step -o opt.n "plain units: -O2 after -O3" \
    grep -q -- '-O3 .*-O2 .*-o /b/tests/check_json\.o' opt.n
step -o opt.n "plain library: -O3 alone" \
    sh -c 'grep -- "-o /b/lib/json\.o" opt.n | grep -q -- -O3 &&
    ! grep -- "-o /b/lib/json\.o" opt.n | grep -q -- -O2'
make -n -B -s --no-print-directory -C "$TOP" BUILD=/b \
    CFLAGS="$(show SAN_FLAGS)" /b/tests/check_json.o > san.n 2>&1
step -o san.n "ASan units: -O0 alone" \
    sh -c 'grep -q -- "-O0 .*-o /b/tests/check_json\.o" san.n &&
    ! grep -q -- "-O2" san.n'
