#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-plot-names.sh: papo-stats --plot on run folders (--preset
# verifiers takes the step from the folder's name) whose names hold a
# quote, a tab, a newline, another control character, spaces, XML's
# own characters and non-ASCII: each folder is its own row (its name
# read back as it is), the chart is well-formed SVG that names every
# folder on its axis with its control characters shown, and a key that
# is neither a number nor a folder is the one the error names.
set -u
. "$TOP/tests/lib.sh"
dir=t-stats-plot-names.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"
for c in xmllint rsvg-convert; do
	command -v $c > /dev/null || fail "$c is not installed (make deps)"
done

# rec N: N records of one prompt, as verifiers writes its results
rec() {
	_k=0
	while [ $_k -lt "$1" ]; do
		printf '{"example_id": 1, "prompt": [{"role": "user", "content": "q"}], "completion": [{"role": "assistant", "content": "4"}], "answer": "4", "reward": 1.0}\n'
		_k=$((_k + 1))
	done
}
# the folders, written in this order (1 record, 2, ...): the chart puts
# them at 1, 2, ... in the order written
n=0
for name in 'plain' 'with "quote"' "$(printf 'tab\there')" \
    "$(printf 'new\nline')" "$(printf 'bell\007x')" 'ünï cödé' \
    'a <b> & c'; do
	n=$((n + 1))
	mkdir -p "ev/$name" || fail "mkdir '$name'"
	rec $n > "ev/$name/results.jsonl"
	touch -d "2026-01-01 00:00:0$n" "ev/$name/results.jsonl"
done

papo-stats -q --preset verifiers --run 'ev=ev/*/results.jsonl' \
    -m responses -f tsv --plot chart.svg > out.tsv 2> err ||
    fail "papo-stats --plot: $(cat err)"
# each folder its own row, its name as it is (TSV shows \t, \n, \x07)
printf '%s\n' 'run	step	responses' 'ev	a <b> & c	7' \
    'ev	bell\x07x	5' 'ev	new\nline	4' 'ev	plain	1' 'ev	tab\there	3' \
    'ev	with "quote"	2' 'ev	ünï cödé	6' > want.tsv
step -o out.tsv "a folder per row, named as it is" cmp -s out.tsv want.tsv
step -o chart.svg "the chart is well-formed" xmllint --noout chart.svg
step "rsvg-convert draws it" rsvg-convert -o chart.png chart.svg
# the axis names them in the order written, control characters shown
label='step: run folders in the order written (1 = plain, 2 = with &quot;quote&quot;, 3 = tab\there, 4 = new\nline, 5 = bell\x07x, 6 = ünï cödé, ...)'
step -o chart.svg "the axis names every folder" grep -qF "$label" chart.svg
step -o chart.svg "no raw control character in the chart" \
    sh -c "! LC_ALL=C grep -q '[[:cntrl:]]' chart.svg"

# a record whose own step is a name, among folders: the error names it
# and its run, not a folder
printf '{"example_id": 2, "prompt": [{"content": "q"}], "completion": [{"role": "assistant", "content": "1"}], "answer": "1", "reward": 0, "step": "odd\\tone"}\n' > odd.jsonl
papo-stats -q --preset verifiers --run 'ev=ev/*/results.jsonl' \
    --run odd=odd.jsonl -m responses -f none --plot bad.svg 2> err
rc=$?
step -o err "a bad key: status 65 ($rc)" [ $rc -eq 65 ]
step -o err "the error names the key and its run" grep -qF \
    "papo-stats: bad.svg: cannot plot against 'step': \"odd\\tone\" is neither a number nor a run folder (run 'odd')" err
exit 0
