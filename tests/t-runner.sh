#!/bin/sh
# t-runner.sh: the test runner cannot pass by mistake: a misspelled
# section, a case that checks nothing, an empty, misnamed or missing test
# file fail; a good file passes, and a failing case fails.
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
[ $? = 1 ] || fail "a failing shell test: $(cat out)"
exit 0
