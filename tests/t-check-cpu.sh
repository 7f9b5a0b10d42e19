#!/bin/sh
# SPDX-License-Identifier: MIT
# t-check-cpu.sh: where make check's time goes, as its scripts report it:
# tests/check.sh gives each step's wall and CPU seconds (user + system of
# all its processes, from the shell's "times") and reads a "times"
# output (cpu FILE); tests/run-tests.sh ends with the CPU seconds of all
# its files and of the costliest.  The figures are not checked, only that
# they are there and that the CPU spent by a child process is counted.
set -u
. "$TOP/tests/lib.sh"
check="$TOP/tests/check.sh"

# the parser: user 1 min 2.5 s, system 1.5 s (the second line counts:
# the first is the shell's own time)
printf '0m9.00s 0m9.00s\n1m2.50s 0m1.50s\n' > times.out
step "cpu FILE reads the second line of times" \
    [ "$(sh "$check" cpu times.out)" = 64 ]
printf '0m0.000000s 0m0.000000s\n0m0.400000s 0m0.200000s\n' > times.out
step "cpu FILE rounds dash's form" [ "$(sh "$check" cpu times.out)" = 1 ]

# steps, with a make standing in whose step "burn" spends CPU in a child
# (a loop until the child has itself spent 1.5 CPU-s, however fast or
# busy the machine: a count of iterations was under the half second
# the figure rounds away on a fast machine) and "idle" none
cat > fakemake <<'MK'
#!/bin/sh
shift	# --no-print-directory
case $1 in
burn) python3 -c 'import time
while time.process_time() < 1.5:
    pass
print("1 passed, 0 failed")' ;;
idle) echo "1 passed, 0 failed" ;;
esac
MK
chmod +x fakemake
MAKE="$PWD/fakemake" sh "$check" steps -j 2 burn idle > out 2>&1 ||
    fail "steps: $(cat out)"
step -o out "each step's wall and cpu seconds" \
    grep -qE '^== make idle: [0-9]+ s, cpu [0-9]+ s$' out
cpu=$(sed -n 's/^== make burn: [0-9]* s, cpu \([0-9]*\) s$/\1/p' out)
step -o out "a child's CPU is counted" [ "${cpu:-0}" -ge 1 ]
MAKE="$PWD/fakemake" sh "$check" steps idle > out 2>&1 ||
    fail "one step: $(cat out)"
step -o out "one at a time: wall and cpu seconds" \
    grep -qE '^== make idle: [0-9]+ s, cpu [0-9]+ s$' out

# run-tests.sh: the line of CPU seconds names the files run
mkdir t
printf '#!/bin/sh\nawk "BEGIN { for (i = 0; i < 3e7; i++) s += i }"\n' \
    > t/t-burn.sh
printf '#!/bin/sh\ntrue\n' > t/t-idle.sh
sh "$TOP/tests/run-tests.sh" -j 2 t/t-burn.sh t/t-idle.sh > out 2>&1 ||
    fail "run-tests.sh: $(cat out)"
step -o out "run-tests.sh: cpu seconds of all, the costliest first" \
    grep -qE '^cpu \(s\): [0-9]+ in all; t-burn\.sh [0-9.]+ t-idle\.sh [0-9.]+$' out
step -o out "run-tests.sh: the count is still the last line" \
    [ "$(tail -n 1 out)" = "2 passed, 0 failed" ]
