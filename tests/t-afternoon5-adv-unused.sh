#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-adv-unused.sh: a new user's sweeps over papo-advantage's
# settings.  DAPO's --max-length, --overlong-buffer and --overlong-factor
# without --overlong, --seed without a random signal, and --lead outside
# the LEAD modes were taken and dropped without a word: a sweep over
# their values gave one table for every value, as --lambda under grpo
# did before it was said.  Now each is said once on standard error; the
# exit status and the records are unchanged, and a config file's
# setting is not said.  Records made up.
set -u
. "$TOP/tests/lib.sh"

for g in a b; do
	for k in 1 2 3 4; do
		r=$(( (k + 1) % 2 ))
		printf '{"id":"%s%d","group":"%s","step":1,"r_out":%d,"r_proc":0.%d,"length":%d}\n' \
		    $g $k $g $r $((k * 2)) $((100 * k))
	done
done > judged.jsonl
papo-advantage judged.jsonl > plain.out 2> plain.err ||
    fail "papo-advantage: $(cat plain.err)"

# said OPTIONS... MESSAGE: the run with OPTIONS says MESSAGE, alone, and
# writes what the run without them writes
said() {
	_m=$(eval "printf '%s' \"\${$#}\"")
	_n=$#
	_a=
	_i=1
	for _w in "$@"; do
		[ $_i -lt $_n ] && _a="$_a $_w"
		_i=$((_i + 1))
	done
	# shellcheck disable=SC2086
	papo-advantage $_a judged.jsonl > s.out 2> s.err
	_st=$?
	step -o s.err "$_a: exit status 0" [ $_st -eq 0 ]
	step -o s.err "$_a: said to have no effect" \
	    grep -qxF "papo-advantage: $_m" s.err
	step -o s.err "$_a: one line" [ "$(wc -l < s.err)" -eq 1 ]
	step "$_a: the records as without it" cmp -s plain.out s.out
}
said --max-length 1000 "--max-length has no effect without --overlong"
said --overlong-buffer 10 "--overlong-buffer has no effect without --overlong"
said --overlong-factor 2 "--overlong-factor has no effect without --overlong"
said --seed 7 "--seed 7 has no effect without --signal random3 or random5"
said --lead alpha=0.1 \
    "--lead alpha=0.1 has no effect in mode papo (lead and pa-lead read it)"

# where they are read: nothing said, and they change the advantages
papo-advantage --overlong --max-length 500 --overlong-buffer 200 \
    judged.jsonl > o.out 2> o.err
step -o o.err "--overlong with its settings: nothing said" [ ! -s o.err ]
step "--overlong with its settings: the advantages change" \
    sh -c '! cmp -s plain.out o.out'
papo-advantage --signal random5 --seed 7 judged.jsonl > r7.out 2> r.err
step -o r.err "--seed with --signal random5: nothing said" [ ! -s r.err ]
papo-advantage --signal random5 --seed 8 judged.jsonl > r8.out 2> r.err
step "--seed with --signal random5: the seed changes the draws" \
    sh -c '! cmp -s r7.out r8.out'
papo-advantage -m lead --lead alpha=0.1 judged.jsonl > l.out 2> l.err
step -o l.err "--lead in mode lead: nothing said" [ ! -s l.err ]

# a config file's settings are shared by every mode: not said
printf 'advantage:\n  seed: 3\n  max-length: 1000\n  lead: [alpha=0.1]\n' \
    > papo.yaml
papo-advantage --config papo.yaml judged.jsonl > c.out 2> c.err
step -o c.err "a config file's seed, max-length and lead: nothing said" \
    [ ! -s c.err ]
step "a config file's settings: the records as without" \
    cmp -s plain.out c.out
