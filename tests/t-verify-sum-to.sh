#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-sum-to.sh: a sum of money and what it is for after it ("$220
# to pay", "220 $ à payer"; issue 26, case c0282) is read as one
# committed statement of the sum, in every sentence frame below, and so
# is a bound of time that ends the statement ("d'ici 12 mois", "within
# 12 months"); each twin that hedges, bounds, negates, offers another
# value or drops the currency is refused.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-sum-to

for v in 220 17 3045; do
	for f in "Answer: she will still have \$$v to pay.	1" \
	    "Answer: Janeth has \$$v to repay.	1" \
	    "Réponse: Janeth aura encore $v \$ à payer.	1" \
	    "Réponse : il lui reste $v \$ à rembourser.	1" \
	    "Answer: she will still have \$$v to pay, maybe.	0" \
	    "Answer: she will still have \$$v to pay at most.	0" \
	    "Answer: she will still have \$$v to pay probably.	0" \
	    "Answer: she will have about \$$v to pay.	0" \
	    "Answer: she will not have \$$v to pay.	0" \
	    "Answer: she will still have \$$v or \$9 to pay.	0" \
	    "Answer: she will still have $v to pay.	0" \
	    "Answer: she will still have \$$v to pay or not.	0" \
	    "Answer: \$$v to pay is wrong.	0" \
	    "Réponse: Janeth aura encore $v \$ à payer peut-être.	0" \
	    "Réponse: Janeth aura au plus $v \$ à payer.	0" \
	    "Réponse: Janeth n'aura pas $v \$ à payer.	0" \
	    "Réponse: Janeth aura encore $v \$ à payer d'ici 12 mois.	1" \
	    "Answer: she will still have \$$v to pay within 12 months.	1" \
	    "Answer: Janeth will have \$$v left after 3 years.	1" \
	    "Respuesta: Juan tendrá $v \$ en 12 meses.	1" \
	    "Answer: she will have \$$v within 12 months or so.	0" \
	    "Answer: she will have \$$v within 12 or 13 months.	0" \
	    "Answer: she will have at least \$$v within 12 months.	0" \
	    "Answer: she will maybe have \$$v within 12 months.	0" \
	    "Answer: she will have \$$v within about 12 months.	0" \
	    "Answer: she will have \$$v or \$9 within 12 months.	0" \
	    "Answer: she will have \$$v within 12 months, I guess.	0" \
	    "Réponse: Janeth aura peut-être $v \$ à payer d'ici 12 mois.	0" \
	    "Réponse: Janeth aura au moins $v \$ d'ici 12 mois.	0"; do
		printf '%s\t%s\t%s\n' "$v" "${f##*	}" "${f%	*}"
	done
done > sum.tsv
# the records made by one jq, not one a case (a jq start is 0.02 CPU-s)
jq -Rc 'split("\t") | {response: (.[2:] | join("\t")), answer: .[0],
    want: .[1]}' sum.tsv > sum.jsonl || fail "jq"
papo-verify -q sum.jsonl > sum-out.jsonl || fail "papo-verify exited $?"
jq -r 'select((.r_out // 0 | tostring) != .want) | "\(.want) \(.response)"' \
    sum-out.jsonl > sum-bad.txt || fail "jq"
step -o sum-bad.txt "a sum and what it is for read, its twins refused" \
    test ! -s sum-bad.txt
exit 0
