#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-euro.sh: a last statement in Spanish, French, German, Italian,
# Portuguese or Russian that does not name the answer is read by
# recognition (lib/verify/answer_euro.c; issue 26, round 13): "Juan tiene
# más o menos 42", "Итак, у Марии якобы 42 яблока.", "Вероятно, у Маши
# 42 яблока." are no answer; the real right statements ("Donc, il a déjà
# 79 g de cire.", "Logo, há 25 alunos ao todo.", "Die Länge beträgt
# $3{,}75$ m.", MGSM's human-written exemplar statements,
# tests/verify/euro-mgsm.jsonl) and statements of the problem's words stay
# rewarded (tests/verify/hostile_euro.py).  An answer phrase of these
# languages is read the same way ("La respuesta es casi 42" is no
# answer), and an English last statement with a tilde or an ellipsis
# before its value ("Jenny ~ has 42 apples.") is no answer.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-euro

hostile euro "no inserted word rewarded, every control is" 3100 125 "controls"

# the brief's cases, no problem given: --explain names the word (the
# Russian ones count roubles, a listed unit: with no problem a noun in
# -а after 42 is no noun counted, "42 догадка" as much as "42 яблока",
# tests/verify/hostile_holes17.py)
for r in 'Juan tiene más o menos 42' 'Итак, у Марии якобы 42 рубля.' \
    'Вероятно, у Маши 42 рубля.' 'Entonces, Juan tiene igual 42.' \
    'Итак, у Марии 42 рубля.' 'Donc, il a déjà 42 g de cire.' \
    'La respuesta es casi 42.' 'Jenny ~ has 42 apples.' \
    'Jenny has … 42 apples.'; do
	jq -nc --arg r "$r" '{response: $r, answer: "42"}'
done > brief.jsonl || fail "jq"
papo-verify -q --explain brief.jsonl > brief-out.jsonl ||
    fail "papo-verify exited $?"
jq -r '"\(.r_out) \(.explain)"' brief-out.jsonl > brief.txt || fail "jq"
step -o brief.txt "'más o menos' is no answer" \
    sed -n '1{/^0 /q0;q1}' brief.txt
step -o brief.txt "--explain names 'якобы'" \
    sed -n '2{/^0 .*word: якобы/q0;q1}' brief.txt
step -o brief.txt "--explain names 'Вероятно'" \
    sed -n '3{/^0 .*word: Вероятно/q0;q1}' brief.txt
step -o brief.txt "'igual' without 'a' is no answer" \
    sed -n '4{/^0 /q0;q1}' brief.txt
step -o brief.txt "a name after a connective, no problem given, is read" \
    sed -n '5{/^1 /q0;q1}' brief.txt
step -o brief.txt "lighteval's 'Donc, il a déjà' is rewarded" \
    sed -n '6{/^1 /q0;q1}' brief.txt
step -o brief.txt "the phrase 'La respuesta es casi 42' is no answer" \
    sed -n '7{/^0 .*word: casi/q0;q1}' brief.txt
step -o brief.txt "English: a tilde, an ellipsis before the value" \
    sed -n '8{/^0 /!q1};9{/^0 /q0;q1}' brief.txt
# GSM8K's names as a statement's subject, no problem given (issue 26,
# case c0282's "Janeth"): each committed statement is read, each twin
# that hedges, bounds, negates or opens on a capitalised adverb is not
for n in Janeth Gissela Hezekiah Azibo Margareth; do
	for f in "Réponse: $n aura encore 42 \$.	1" \
	    "$n tiene 42 manzanas.	1" \
	    "Réponse: $n aura peut-être 42 \$.	0" \
	    "Réponse: $n aura au moins 42 \$.	0" \
	    "Réponse: $n aura environ 42 \$.	0" \
	    "Réponse: $n n'aura pas 42 \$.	0" \
	    "Réponse: Supposément $n aura 42 \$.	0" \
	    "$n tiene más o menos 42 manzanas.	0" \
	    "$n tiene probablemente 42 manzanas.	0" \
	    "Vraisemblablement aura 42 \$.	0"; do
		jq -nc --arg r "${f%	*}" --arg w "${f##*	}" \
		    '{response: $r, answer: "42", want: $w}'
	done
done > names.jsonl || fail "jq"
papo-verify -q names.jsonl > names-out.jsonl || fail "papo-verify exited $?"
jq -r 'select((.r_out // 0 | tostring) != .want) | .response' \
    names-out.jsonl > names-bad.txt || fail "jq"
step -o names-bad.txt "GSM8K's names read as a subject, their twins refused" \
    test ! -s names-bad.txt

# the tables are searched by bsearch: each sorted in strcmp order
python3 - "$TOP/lib/verify/answer_euro.c" > sorted.txt 2>&1 <<'PY'
import re, sys
src = open(sys.argv[1], encoding="utf-8").read()
bad = 0
tables = re.findall(r"static const char \*const (\w+)\[\] = \{(.*?)\};",
                    src, re.S)
for name, body in tables:
    ws = [w.encode() for w in re.findall(r'"([^"]*)"', body)]
    if ws != sorted(ws) or len(ws) != len(set(ws)):
        print("not sorted or doubled:", name)
        bad += 1
print("%d tables checked, %d bad" % (len(tables), bad))
sys.exit(1 if bad or len(tables) < 7 else 0)
PY
step -o sorted.txt "every table sorted, no word twice" test $? -eq 0
exit 0
