#!/bin/sh
# SPDX-License-Identifier: MIT
# t-runner.sh: the test runner cannot pass by mistake: a misspelled
# section, a case that checks nothing (an empty -contains section is
# nothing), an empty, misnamed or missing test file fail; a good file
# passes, a failing case fails, and a shell test counts its steps.
# FILE:PATTERN runs exactly the cases or steps it names, and a pattern
# that names none fails.
set -u
. "$TOP/tests/lib.sh"
runner="$TOP/tests/run-tests.sh"

# run NAME [PATTERN]: the runner on the file NAME made from standard
# input (only the cases or steps PATTERN selects, when given); its exit
# status in $rc, its output in out
run() {
	cat > "$1"
	if [ $# -gt 1 ]; then
		sh "$runner" "$PWD/$1:$2" > out 2>&1
	else
		sh "$runner" "$PWD/$1" > out 2>&1
	fi
	rc=$?
}

# got STATUS PATTERN: the runner exited with STATUS and said PATTERN
got() {
	[ "$rc" = "$1" ] && grep -q -- "$2" out
}

run papo-verify.test <<'EOF'
%% test a good case
%% args --version
%% stdout-contains
papo-verify
EOF
step -o out 'a good file' got 0 '^1 passed, 0 failed$'

run papo-verify.test <<'EOF'
%% test a misspelled section
%% args --version
%% stdoutt
nothing at all
EOF
step -o out 'misspelled section' got 1 "unknown section 'stdoutt'"

run papo-verify.test <<'EOF'
%% test checks nothing
%% args --version
EOF
step -o out 'a case without checks' got 1 'case 1 checks nothing'

run papo-verify.test <<'EOF'
%% test an empty stdout-contains checks nothing
%% args --version
%% stdout-contains
EOF
step -o out 'an empty stdout-contains alone' got 1 'case 1 checks nothing'

run papo-verify.test <<'EOF'
%% test an empty stderr-contains beside a status
%% args --version
%% status 0
%% stderr-contains

EOF
step -o out 'an empty stderr-contains' got 1 "case 1: section 'stderr-contains' has no line"

run papo-verify.test <<'EOF'
%% test a stdout section twice
%% args --version
%% stdout
a
%% stdout
b
EOF
step -o out 'a repeated section' got 1 "section 'stdout' twice"

run papo-verify.test < /dev/null
step -o out 'an empty file' got 1 'no test case in the file'

run papo-verify.test <<'EOF'
%% test a failing case fails
%% args --version
%% stdout
not the version
EOF
step -o out 'a failing case' got 1 '^0 passed, 1 failed$'

sh "$runner" "$PWD/papo-verfy.tset" > out 2>&1
rc=$?
step -o out 'a misnamed file' got 1 'not a test file'
sh "$runner" "$PWD/nosuch.test" > out 2>&1
rc=$?
step -o out 'a missing file' got 1 'no such test file'

printf '#!/bin/sh\n# nothing\n\n' > t-empty.sh
sh "$runner" "$PWD/t-empty.sh" > out 2>&1
rc=$?
step -o out 'an empty shell test' got 1 'empty test file'
printf 'exit 3\n' > t-three.sh
sh "$runner" "$PWD/t-three.sh" > out 2>&1
rc=$?
step -o out 'a failing shell test' got 1 '^0 passed, 1 failed$'

# a shell test counts its own checks (its last line), or one: the calls
# of fail in it are not counted
cat > t-count.sh <<'EOF'
. "$TOP/tests/lib.sh"
[ 1 = 1 ] || fail one
[ 2 = 2 ] || fail two # a comment: fail three
# fail four
for i in 1 2; do [ $i -gt 0 ] || fail "$i"; done
EOF
sh "$runner" "$PWD/t-count.sh" > out 2>&1
rc=$?
step -o out 'a shell test without steps counts one' got 0 '^1 passed, 0 failed$'
printf 'echo "12 passed, 0 failed"\n' > t-own.sh
sh "$runner" "$PWD/t-own.sh" > out 2>&1
rc=$?
step -o out 'a shell test'\''s own count' got 0 '^12 passed, 0 failed$'
printf 'true\n' > t-one.sh
sh "$runner" "$PWD/t-one.sh" > out 2>&1
rc=$?
step -o out 'a shell test without a fail' got 0 '^1 passed, 0 failed$'

# a shell test of steps counts each and goes on after a failure, naming
# each one that failed
cat > t-steps.sh <<'EOF'
. "$TOP/tests/lib.sh"
step 'first passes' true
step 'second fails' false
step 'third passes' [ a = a ]
step 'fourth fails' test 1 = 2
EOF
sh "$runner" "$PWD/t-steps.sh" > out 2>&1
rc=$?
step -o out 'steps: the count' got 1 '^2 passed, 2 failed$'
step -o out 'steps: go on after a failure' got 1 'fourth fails'
step -o out 'steps: each failure named' grep -q '^  t-steps.sh: second fails' out
# fail after a step stops the test, its steps counted
printf '. "$TOP/tests/lib.sh"\nstep a true\nfail stop\nstep b true\n' > t-stop.sh
sh "$runner" "$PWD/t-stop.sh" > out 2>&1
rc=$?
step -o out 'fail ends a test of steps' got 1 '^1 passed, 1 failed$'

# FILE:PATTERN: a .test file's cases by name (a glob); the others, one
# of which would fail, do not run
run papo-verify.test 'sel*' <<'EOF'
%% test selected one
%% args --version
%% stdout-contains
papo-verify

%% test not selected, and failing
%% args --version
%% stdout
not the version

%% test selected two
%% args --help
%% stdout-contains
--tolerance
EOF
step -o out 'a selection of cases' got 0 '^2 passed, 0 failed$'
cp papo-verify.test sel.test
run papo-verify.test 'selected t?o' < sel.test
step -o out 'a selection of one case' got 0 '^1 passed, 0 failed$'
run papo-verify.test 'not*' < sel.test
step -o out 'the failing case alone' got 1 '^0 passed, 1 failed$'
run papo-verify.test 'nothing*' < sel.test
step -o out 'a pattern no case matches' got 1 "no case's name matches 'nothing\*'"

# a shell test's steps by title; its other commands still run, the
# steps not selected do not (the file they would write is not there)
cat > t-sel.sh <<EOF
. "\$TOP/tests/lib.sh"
echo made > "$PWD/made"
step 'alpha one' test -s "$PWD/made"
step 'beta' touch "$PWD/beta-ran"
step 'alpha two' true
step 'gamma fails' false
EOF
cp t-sel.sh sel.sh
rm -f made beta-ran
run t-sel.sh 'alpha*' < sel.sh
step -o out 'a selection of steps' got 0 '^2 passed, 0 failed$'
step 'a step not selected does not run' test ! -e beta-ran
run t-sel.sh 'gamma*' < sel.sh
step -o out 'the failing step alone' got 1 '^0 passed, 1 failed$'
run t-sel.sh 'delta*' < sel.sh
step -o out 'a pattern no step matches' got 1 "no step's title matches 'delta\*'"
cp t-one.sh one.sh
run t-one.sh 'x*' < one.sh
step -o out 'a pattern in a test without steps' got 1 "no step's title matches"

# python3 on PATH a shim (a version manager's script that picks the
# interpreter at each start): the runner asks it once, and the files'
# python3 runs the interpreter it named, not the shim again
real=$(command -v python3) && real=$(python3 -c 'import sys; print(sys.executable)') ||
    fail "no python3"
mkdir shim
printf '#!/bin/sh\necho started >> "%s/shim.log"\nexec "%s" "$@"\n' \
    "$PWD" "$real" > shim/python3
chmod +x shim/python3
cat > t-py.sh <<'EOF'
. "$TOP/tests/lib.sh"
step 'python3 once' test "$(python3 -c 'print(6 * 7)')" = 42
step 'python3 twice' test "$(python3 -c 'print(6 * 8)')" = 48
step 'the same interpreter' test "$(python3 -c \
    'import sys; print(sys.executable)')" = "$PY_WANT"
EOF
: > shim.log
PAPO_PYTHON= PY_WANT=$real PATH="$PWD/shim:$PATH" sh "$runner" \
    "$PWD/t-py.sh" > out 2>&1
rc=$?
step -o out 'a shimmed python3: the files pass' got 0 '^3 passed, 0 failed$'
step -o shim.log 'a shimmed python3: the shim started once, by the runner' \
    test "$(wc -l < shim.log)" -eq 1
# $PAPO_PYTHON (make's test steps: Debian's) is the one the files run
: > shim.log
PAPO_PYTHON=$real PY_WANT=$real PATH="$PWD/shim:$PATH" sh "$runner" \
    "$PWD/t-py.sh" > out 2>&1
rc=$?
step -o out 'PAPO_PYTHON: the files pass' got 0 '^3 passed, 0 failed$'
step -o shim.log 'PAPO_PYTHON: the shim never started' test ! -s shim.log
