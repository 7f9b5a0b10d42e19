#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-subject.sh: a last statement's words between its subject and
# its value are read by recognition (lib/verify/answer_open.c's
# FREE_SAID, lib/verify/answer_verbs.c's table of verbs; issue 26, round
# 12): "He kinda walks 30 miles.", "Jenny prolly has 42 apples.", "He
# zzz walks 30 miles.", "He อาจ walks 30 miles.", "他似乎有42个苹果。" are
# no answer; the same statements without the inserted word, in the forms
# the corpus's right last statements take, are rewarded
# (tests/verify/hostile_subject.py).  tests/verify/subject.jsonl: the
# same kinds as cases, with the openers that give an answer to someone
# ("Bob's try:", "Bob's take:") or attribute it ("Rumour has it", "Word
# is,"), and right answers each reading must keep (a description after
# an article or "that", a sentence ended inside math), and a modal the
# problem asks in with the same verb ("He could buy 7 books." under "How
# many books could he buy?"; not under "can he buy").
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-subject

hostile subject "no inserted word rewarded, every control is" \
    1000 40 "controls" 0

# --explain names the word not recognised, and the verb table reads
# forms: "carries", "shipped", "saving" after a subject are verbs
P='Jenny has 30 apples and buys 12 more. How many apples does Jenny have now?'
for r in 'Jenny has blorf 42 apples now.' 'He kinda carries 42 apples now.' \
    'She carries 42 apples now.' 'He shipped 42 apples.' \
    'She is saving 42 apples.'; do
	jq -nc --arg p "$P" --arg r "First, 30 + 12 = 42.
$r" '{problem: $p, response: $r, answer: "42"}'
done > forms.jsonl || fail "jq"
papo-verify -q --explain forms.jsonl > forms-out.jsonl ||
    fail "papo-verify exited $?"
jq -r '"\(.r_out) \(.explain)"' forms-out.jsonl > forms.txt || fail "jq"
step -o forms.txt "--explain names 'blorf'" \
    sed -n '1{/^0 .*word: blorf/q0;q1}' forms.txt
step -o forms.txt "--explain names 'kinda'" \
    sed -n '2{/^0 .*word: kinda/q0;q1}' forms.txt
step -o forms.txt "forms of the table's verbs are read" \
    test "$(sed -n '3,5p' forms.txt | grep -c '^1 ')" -eq 3
verify_wanted "$TOP/tests/verify/subject.jsonl"
step "at least 10 refused, 8 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 10 -a \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 8
exit 0
