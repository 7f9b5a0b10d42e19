#!/bin/sh
# SPDX-License-Identifier: MIT
# t-option-values.sh: every tool refuses a bad option value with the one
# message, "invalid value 'X' for --NAME (what it takes)", status 64 (78
# from a config file): the refusals that were worded otherwise (found by
# running the four tools over bad values) and papo-judge's typed rows.
set -u
. "$TOP/tests/lib.sh"

# refuse STATUS "MESSAGE" TOOL ARGS...: the tool exits STATUS and its
# first line of standard error is the message, whole
refuse() {
	want=$1 msg=$2
	shift 2
	"$@" < /dev/null > out 2> err
	st=$?
	step -o err "$*: status $want, not $st" [ "$st" = "$want" ]
	first=$(head -n 1 err)
	step -o err "$*: '$1: $msg'" [ "$first" = "$1: $msg" ]
	# the message alone: the usage line follows a syntax error only
	# (an unknown option, a value missing: t-badinput.sh)
	step -o err "$*: the message alone" [ "$(wc -l < err)" -eq 1 ]
}

# the common options, in each tool
for t in papo-verify papo-advantage papo-stats papo-judge; do
	refuse 64 "invalid value 'bad' for --field (ROLE=PATH, such as answer=gts)" \
	    $t --field bad
	refuse 64 "invalid value 'nosuch' for --preset (one of: default, verl, trl, roll, nemo-rl, slime, areal, skyrl, prime-rl, verifiers, orz, rllm, lm-eval)" \
	    $t --preset nosuch
	refuse 64 "invalid value '0' for --threads (1 to 4096)" $t -j 0
	refuse 64 "invalid value 'x' for --max-line (a size: 4096, 64K, 16M, 1G)" \
	    $t --max-line x
done
refuse 64 "invalid value '=x' for --field (unknown field role '' (roles: group, id, problem, response, answer, solution, step, length, acc, reward, r_out, pred, verify, r_proc, judge, adv, adv_out, adv_proc))" \
    papo-verify --field =x

# papo-stats: metric lists and field paths
refuse 64 "invalid value '' for --metrics (metric names separated by commas, none empty)" \
    papo-stats -m ''
refuse 64 "invalid value 'x' for --plot-metrics (unknown metric 'x' (see papo-stats(1) for the names, or use 'all'))" \
    papo-stats --plot-metrics x
refuse 64 "invalid value '' for --by (field path '' has an empty component)" \
    papo-stats -b ''
refuse 64 "invalid value 'a..b' for --judge-agreement (field path 'a..b' has an empty component)" \
    papo-stats --judge-agreement a..b

# papo-stats --plot: an empty name was taken and refused after the whole
# input was read ("cannot create ''", 74); another format or a file
# that is no chart was refused in words of its own
refuse 64 "invalid value '' for --plot (a file name, or - for standard output)" \
    papo-stats -p ''
refuse 64 "invalid value 'c.pdf' for --plot (the chart is SVG, not PDF; name it c.svg (then rsvg-convert -f pdf -o c.pdf c.svg makes the PDF))" \
    papo-stats -p c.pdf

# papo-advantage -T '': taken, and -S's files went in / (the name
# "/papo-advantage.XXXXXX")
refuse 64 "invalid value '' for --temporary-directory (a directory's name)" \
    papo-advantage -T ''

# papo-judge: keywords, numbers, names, files
J="papo-judge --dry-run -m m"
refuse 64 "invalid value 'x' for --select (correct, all or wrong)" $J --select x
refuse 64 "invalid value 'cut' for --think (strip or keep)" $J --think cut
refuse 64 "invalid value 'all' for --keep-reply (none, excerpt or full)" \
    $J --keep-reply all
refuse 64 "invalid value 'max' for --reasoning-effort (low, medium or high)" \
    $J --reasoning-effort max
refuse 64 "invalid value '' for --model (a model's name)" papo-judge -m ''
refuse 64 "invalid value '' for --rubric (a rubric's name or file)" $J -r ''
# a rubric name that names none, or is no name (was 78, in words of
# its own: "rubric '7-tier' not found", "invalid rubric name")
refuse 64 "invalid value 'a b' for --rubric (a rubric's name or file; a name is letters, digits, '-', '_' and '.'; a file name contains '/' or ends in .yaml)" \
    $J -r 'a b'
PAPO_RUBRIC_PATH=/nonexistent $J -r 7-tier < /dev/null > out 2> err
step -o err "-r 7-tier: status 64" [ $? = 64 ]
step -o err "-r 7-tier: the one message, where it looked" grep -qF \
    "papo-judge: invalid value '7-tier' for --rubric (a rubric's name or file; looked for 7-tier.yaml in: /nonexistent, " err
refuse 64 "invalid value 'x' for --endpoint (an http:// or https:// URL)" \
    $J -e x
refuse 64 "invalid value '3' for --window (at least --concurrency, 64: the window holds every record in flight)" \
    $J --window 3
# an empty --cache was taken: SQLite's private temporary database
refuse 64 "invalid value '' for --cache (a file name; --no-cache for none)" \
    $J --cache ''
refuse 64 "invalid value 'nosuch.pem' for --cacert (a readable file: No such file or directory)" \
    $J --cacert nosuch.pem
refuse 64 "invalid value 'PAPO_TEST_UNSET_VAR' for --api-key-env (a variable that is set; this one is not)" \
    $J --api-key-env PAPO_TEST_UNSET_VAR
refuse 64 "invalid value '65537' for --concurrency (1 to 65536)" $J -c 65537
refuse 64 "invalid value '2.5' for --temperature (0 to 2)" $J --temperature 2.5
refuse 64 "invalid value 'nan' for --temperature (0 to 2)" $J --temperature nan
refuse 64 "invalid value '0' for --top-p (above 0, at most 1)" $J --top-p 0
refuse 64 "invalid value '0' for --max-tokens (1 or more)" $J --max-tokens 0
refuse 64 "invalid value '-1' for --seed (0 or more)" $J --seed -1
refuse 64 "invalid value '0' for --timeout (above 0, at most 86400)" \
    $J --timeout 0
# a bound: the seconds go to libcurl as milliseconds in a long (1e300
# was converted out of its range: undefined behaviour)
refuse 64 "invalid value '1e300' for --timeout (above 0, at most 86400)" \
    $J --timeout 1e300
refuse 64 "invalid value '86401' for --connect-timeout (above 0, at most 86400)" \
    $J --connect-timeout 86401
refuse 64 "invalid value '-1' for --connect-timeout (above 0, at most 86400)" \
    $J --connect-timeout -1
refuse 64 "invalid value '1001' for --retries (0 to 1000)" $J --retries 1001
refuse 64 "invalid value '-0.5' for --backoff (0 or more)" $J --backoff -0.5
refuse 64 "invalid value '-1' for --backoff-max (0 or more)" $J --backoff-max -1
refuse 64 "invalid value '-2' for --progress-interval (0 or more)" \
    $J --progress-interval -2
refuse 64 "invalid value '16777217' for --window (1 to 16777216)" \
    $J --window 16777217

# a number is written as one: no space before it (strtol and strtod
# skip it, so ' 5' was taken where '5 ' was refused), no hexadecimal,
# inf or nan
refuse 64 "invalid value ' 5' for --trials (1 to 16)" papo-verify --trials ' 5'
refuse 64 "invalid value '0x10' for --correct-at (a finite number)" \
    papo-advantage --correct-at 0x10
refuse 64 "invalid value '0x1p3' for --clip (above 0)" papo-advantage --clip 0x1p3
refuse 64 "invalid value ' 2' for --width (0 to 1000000)" papo-stats --width ' 2'
refuse 64 "invalid value 'infinity' for --backoff (0 or more)" \
    $J --backoff infinity
refuse 64 "invalid value ' 5' for --serve ([HOST:]PORT, PORT 0 to 65535, an IPv6 HOST in brackets)" \
    papo-verify --serve ' 5'
# and written as one, it is taken: a sign, a point, an exponent
papo-advantage --correct-at .5 --clip 2e0 --eps 1e-6 -l -0.5 \
    < /dev/null > out 2> err
step -o err "decimal numbers taken" [ $? -eq 0 ]

# papo-judge --serve: a bad address is refused before the endpoints are
# asked for their models (it was "no judge endpoint answers", 69)
refuse 64 "invalid value 'zz' for --serve ([HOST:]PORT, PORT 0 to 65535, an IPv6 HOST in brackets)" \
    papo-judge -e http://127.0.0.1:1/v1 --serve zz

# a key given where a variable's name goes is refused and never shown
papo-judge --dry-run -m m --api-key-env sk-live-0123456789abcdef \
    < /dev/null > out 2> err
step -o err "--api-key-env with a key: status 64" [ $? = 64 ]
step -o err "--api-key-env does not echo the key" \
    eval '! grep -q "sk-live\|0123456789" err'
step -o err "--api-key-env with a key: refused" \
    grep -q "^papo-judge: invalid value for --api-key-env" err

# from a config file: its line, status 78
printf 'judge:\n  select: some\n' > c.yaml
refuse 78 "c.yaml:2: invalid value 'some' for --select (correct, all or wrong)" \
    papo-judge --config c.yaml --dry-run -m m
# the values in range are taken
papo-judge --dry-run -m m --select all --think keep --keep-reply full \
    --reasoning-effort low --temperature 2 --top-p 1 --retries 0 \
    --backoff 0 --window 64 < /dev/null > out 2> err
step -o err "values in range taken" [ $? -eq 0 ]
exit 0
