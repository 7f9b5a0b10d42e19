#!/bin/sh
# t-runner.sh: the test runner cannot pass by mistake: a misspelled
# section, a case that checks nothing (an empty -contains section is
# nothing), an empty, misnamed or missing test file fail; a good file
# passes, a failing case fails, and a shell test counts its checks.
set -u
. "$TOP/tests/lib.sh"
runner="$TOP/tests/run-tests.sh"

# run NAME: the runner on the file NAME made from standard input; its
# exit status in $rc, its output in out
run() {
	cat > "$1"
	sh "$runner" "$PWD/$1" > out 2>&1
	rc=$?
}

run papo-verify.test <<'EOF'
%% test a good case
%% args --version
%% stdout-contains
papo-verify
EOF
[ $rc = 0 ] && grep -q '^1 passed, 0 failed$' out || fail "a good file: $(cat out)"

run papo-verify.test <<'EOF'
%% test a misspelled section
%% args --version
%% stdoutt
nothing at all
EOF
[ $rc = 1 ] && grep -q "unknown section 'stdoutt'" out || fail "misspelled section: $(cat out)"

run papo-verify.test <<'EOF'
%% test checks nothing
%% args --version
EOF
[ $rc = 1 ] && grep -q 'case 1 checks nothing' out || fail "a case without checks: $(cat out)"

run papo-verify.test <<'EOF'
%% test an empty stdout-contains checks nothing
%% args --version
%% stdout-contains
EOF
[ $rc = 1 ] && grep -q 'case 1 checks nothing' out || fail "an empty stdout-contains alone: $(cat out)"

run papo-verify.test <<'EOF'
%% test an empty stderr-contains beside a status
%% args --version
%% status 0
%% stderr-contains

EOF
[ $rc = 1 ] && grep -q "case 1: section 'stderr-contains' has no line" out ||
    fail "an empty stderr-contains: $(cat out)"

run papo-verify.test <<'EOF'
%% test a stdout section twice
%% args --version
%% stdout
a
%% stdout
b
EOF
[ $rc = 1 ] && grep -q "section 'stdout' twice" out || fail "a repeated section: $(cat out)"

run papo-verify.test < /dev/null
[ $rc = 1 ] && grep -q 'no test case in the file' out || fail "an empty file: $(cat out)"

run papo-verify.test <<'EOF'
%% test a failing case fails
%% args --version
%% stdout
not the version
EOF
[ $rc = 1 ] && grep -q '^0 passed, 1 failed$' out || fail "a failing case: $(cat out)"

sh "$runner" "$PWD/papo-verfy.tset" > out 2>&1
[ $? = 1 ] && grep -q 'not a test file' out || fail "a misnamed file: $(cat out)"
sh "$runner" "$PWD/nosuch.test" > out 2>&1
[ $? = 1 ] && grep -q 'no such test file' out || fail "a missing file: $(cat out)"

printf '#!/bin/sh\n# nothing\n\n' > t-empty.sh
sh "$runner" "$PWD/t-empty.sh" > out 2>&1
[ $? = 1 ] && grep -q 'empty test file' out || fail "an empty shell test: $(cat out)"
printf 'exit 3\n' > t-three.sh
sh "$runner" "$PWD/t-three.sh" > out 2>&1
[ $? = 1 ] && grep -q '^0 passed, 1 failed$' out ||
    fail "a failing shell test: $(cat out)"

# a shell test counts its checks: each place it can fail, or its own count
cat > t-count.sh <<'EOF'
. "$TOP/tests/lib.sh"
[ 1 = 1 ] || fail one
[ 2 = 2 ] || fail two # a comment: fail three
# fail four
for i in 1 2; do [ $i -gt 0 ] || fail "$i"; done
EOF
sh "$runner" "$PWD/t-count.sh" > out 2>&1
[ $? = 0 ] && grep -q '^3 passed, 0 failed$' out ||
    fail "a shell test's checks: $(cat out)"
printf 'echo "12 passed, 0 failed"\n' > t-own.sh
sh "$runner" "$PWD/t-own.sh" > out 2>&1
[ $? = 0 ] && grep -q '^12 passed, 0 failed$' out ||
    fail "a shell test's own count: $(cat out)"
printf 'true\n' > t-one.sh
sh "$runner" "$PWD/t-one.sh" > out 2>&1
[ $? = 0 ] && grep -q '^1 passed, 0 failed$' out ||
    fail "a shell test without a fail: $(cat out)"
exit 0
