#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-comma-label.sh: a response that names its answer in French,
# Spanish, German, Italian or Portuguese ("Réponse : 2,74 $", lighteval's
# prefixes) writes a decimal comma, also before a currency sign (issue
# 26, the statement of case c0008 after its label); an English label, a
# comma that may group thousands, a hedge or a second value is no such
# reading.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-comma-label

for v in 2,74:2.74 13,5:13.5 0,25:0.25 1.234,5:1234.5; do
	c=${v%%:*} d=${v##*:}
	for f in "Réponse : $c \$	1" "Réponse : $c	1" "Réponse : $c €	1" \
	    "Respuesta: $c \$	1" "Antwort: $c €	1" "Risposta: $c €	1" \
	    "Resposta: $c	1" \
	    "Answer: $c \$	0" "Réponse : 1$c \$	0" \
	    "Réponse : environ $c \$	0" "Réponse : $c \$ ou 7,1 \$	0" \
	    "Réponse : peut-être $c \$	0" "Réponse : $c \$ ?	0"; do
		jq -nc --arg r "${f%	*}" --arg w "${f##*	}" --arg v "$d" \
		    '{response: $r, answer: $v, want: $w}'
	done
done > comma.jsonl || fail "jq"
# "3,500" may be 3.5 or 3500: no answer
jq -nc '{response: "Réponse : 3,500 $", answer: "3.5", want: "0"}' \
    >> comma.jsonl || fail "jq"
jq -nc '{response: "Réponse : 3,500 $", answer: "3500", want: "0"}' \
    >> comma.jsonl || fail "jq"
papo-verify -q comma.jsonl > comma-out.jsonl || fail "papo-verify exited $?"
jq -r 'select((.r_out // 0 | tostring) != .want) | "\(.want) \(.response)"' \
    comma-out.jsonl > comma-bad.txt || fail "jq"
step -o comma-bad.txt "a decimal comma under the answer's name in its language" \
    test ! -s comma-bad.txt
exit 0
