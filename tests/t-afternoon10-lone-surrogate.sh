#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon10-lone-surrogate.sh: a logged dump cut inside an emoji
# holds a lone UTF-16 surrogate escape ("\ud83d" with no low half).
# papo(7)'s rule: in a text a tool reads (a response, a reference) it is
# U+FFFD, the replacement character; in a value that tells records apart
# (a group key) it is its own code unit, as Python's json.loads keeps it,
# so two prompts that differ only there are two groups.  Before, every
# lone surrogate was U+FFFD in a key too: papo-advantage and papo-stats
# merged such groups without a word.  A generator of hostile keys (lone
# high and low halves, at the start, the middle and the end, upper- and
# lower-case hex, a high half before another escape or a reversed pair)
# against the same file with each code unit written as a plain word:
# the same advantages and the same group count.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon10-lone-surrogate

python3 - <<'PY'
import json
units = ["d83d", "D83E", "dc00", "DFFF", "d800", "dbff"]
forms = [
    lambda u: "p\\u%s" % u,                 # at the end (the cut)
    lambda u: "\\u%s p" % u,                # at the start
    lambda u: "p \\u%s q" % u,              # in the middle
    lambda u: "p\\u%s\\u0041" % u,          # before another escape
    lambda u: "p\\ude00\\u%s" % u,          # after a low half
]
sur = open("sur.jsonl", "w")
ref = open("ref.jsonl", "w")
n = 0
for fi, form in enumerate(forms):
    for u in units:
        key = form(u)
        # the same key with each lone surrogate as a word of its own
        plain = key.replace("\\ude00\\u%s" % u, " LOWDE00 U%s " % u.lower())
        plain = plain.replace("\\u%s" % u, " U%s " % u.lower())
        plain = plain.replace("\\ude00", " LOWDE00 ")
        for k in range(3):
            r = 1 if k <= n % 2 else 0
            sur.write('{"prompt":"%s","response":"r%d","r_out":%d,"r_proc":0.5}\n'
                      % (key, k, r))
            ref.write('{"prompt":"%s","response":"r%d","r_out":%d,"r_proc":0.5}\n'
                      % (plain, k, r))
        n += 1
PY
step "the generator wrote its keys" [ -s sur.jsonl ]
papo-advantage --field group=prompt ref.jsonl > ref.out 2> ref.err
step -o ref.err "papo-advantage reads the plain keys" [ $? -eq 0 ]
papo-advantage --field group=prompt sur.jsonl > sur.out 2> sur.err
step -o sur.err "papo-advantage reads the lone surrogates" [ $? -eq 0 ]
python3 -c '
import json, sys
a = [json.loads(l)["adv"] for l in open("ref.out")]
b = [json.loads(l)["adv"] for l in open("sur.out")]
sys.exit(0 if a == b and len(a) > 0 else 1)' 2> cmp.err
step -o sur.out "the same advantages as the keys written plain" [ $? -eq 0 ]
step -o sur.err "no group said merged" \
    sh -c '! grep -q "has .* records, most groups" sur.err'
for f in ref sur; do
	papo-stats -q -f tsv -m groups,responses --field group=prompt \
	    $f.jsonl > $f.stats 2> $f.stats.err
	step -o $f.stats.err "papo-stats reads $f.jsonl" [ $? -eq 0 ]
done
step -o sur.stats "papo-stats counts the groups the plain keys make" \
    cmp -s ref.stats sur.stats

# \ud83e and \uD83E are one code unit: one group
printf '{"prompt":"p\\ud83e","response":"a","r_out":1}\n{"prompt":"p\\uD83E","response":"b","r_out":0}\n' \
    > case.jsonl
papo-stats -q -f tsv -m groups --field group=prompt case.jsonl > case.out \
    2> case.err
step -o case.out "one code unit in either case of hex is one group" \
    [ "$(tail -n 1 case.out | cut -f2)" = 1 ]

# in a response it reads as U+FFFD, the same verdict as the character
for ctx in 'The answer is \\\\boxed{42} %s' 'The answer is 42. %s' \
    '%s The answer is 42.' 'The answer is 42%s'; do
	for u in '\ud83d' '\udc00'; do
		# shellcheck disable=SC2059
		a=$(printf "$ctx" "$u")
		# shellcheck disable=SC2059
		b=$(printf "$ctx" '\ufffd')
		printf '{"response":"%s","answer":"42"}\n' "$a" > a.jsonl
		printf '{"response":"%s","answer":"42"}\n' "$b" > b.jsonl
		papo-verify a.jsonl > a.out 2> a.err
		step -o a.err "papo-verify reads '$a'" [ $? -eq 0 ]
		papo-verify b.jsonl > b.out 2> b.err
		step -o b.err "papo-verify reads '$b'" [ $? -eq 0 ]
		python3 -c '
import json, sys
a = json.loads(open("a.out").read()); b = json.loads(open("b.out").read())
sys.exit(0 if (a["r_out"], a["verify"], a["pred"]) == (b["r_out"], b["verify"], b["pred"]) else 1)'
		step -o a.out "'$a' as U+FFFD" [ $? -eq 0 ]
	done
done
