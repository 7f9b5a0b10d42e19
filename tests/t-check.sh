#!/bin/sh
# SPDX-License-Identifier: MIT
# t-check.sh: tests/check.sh, which make check and make test count with:
# Check suites' counts are summed, a suite that dies or fails without a
# failed test is a failure, a step's last "N passed, M failed" is its
# count, a step that fails without one is a failure, and the last line
# is the sum.
set -u
. "$TOP/tests/lib.sh"
check="$TOP/tests/check.sh"

# suites standing in for Check binaries
printf '#!/bin/sh\necho "100%%: Checks: 5, Failures: 0, Errors: 0"\n' > good
printf '#!/bin/sh\necho "60%%: Checks: 5, Failures: 1, Errors: 1"\nexit 1\n' \
    > bad
printf '#!/bin/sh\necho "Running suite(s): x"\nkill -SEGV $$\n' > dies
printf '#!/bin/sh\necho "100%%: Checks: 3, Failures: 0, Errors: 0"\nexit 3\n' \
    > lies
chmod +x good bad dies lies

sh "$check" units "$PWD/good" "$PWD/good" > out 2>&1 ||
    fail "two good suites: $(cat out)"
step -o out "two good suites" [ "$(tail -n 1 out)" = "10 passed, 0 failed" ]
sh "$check" units -j 2 "$PWD/good" "$PWD/bad" "$PWD/dies" "$PWD/lies" \
    > out 2>&1 && fail "failing suites passed: $(cat out)"
step -o out "failing suites" [ "$(tail -n 1 out)" = "10 passed, 4 failed" ]
step -o out "a suite's name is not shown" grep -q '^== .*/dies$' out

# steps, with a make standing in: a step's output and exit status
cat > fakemake <<'MK'
#!/bin/sh
shift	# --no-print-directory
case $1 in
ok) echo "1 passed, 9 failed"; echo "7 passed, 0 failed" ;;
red) echo "2 passed, 1 failed"; exit 2 ;;
silent) exit 2 ;;
none) echo "no count" ;;
esac
MK
chmod +x fakemake
MAKE=$PWD/fakemake sh "$check" steps ok none > out 2>&1 ||
    fail "passing steps: $(cat out)"
step -o out "passing steps" [ "$(tail -n 1 out)" = "7 passed, 0 failed" ]
for j in 1 2; do
	MAKE=$PWD/fakemake sh "$check" steps -j $j ok red silent > out 2>&1 &&
	    fail "-j $j: failing steps passed: $(cat out)"
	step -o out "-j $j: failing steps" \
	    [ "$(tail -n 1 out)" = "9 passed, 2 failed" ]
	step -o out "-j $j: a silent failure" \
	    grep -q '^make silent: failed (exit status 2)$' out
done
exit 0
