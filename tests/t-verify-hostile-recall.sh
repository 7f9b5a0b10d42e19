#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall.sh: the right answers issue 26's recall work
# reads and their hostile twins (tests/verify/hostile_recall.py): a box,
# then a sentence restating its value in the problem's words with another
# ending ("She makes $18 every day." for "How much does she make every
# day?"), rewarded, and the same sentence with a bound, a modal, a
# negation, a doubt, a condition of its own, another value or a
# question, not; the box's own sentence with the problem's condition
# word for word, numbers and hyphenated words in it ("if she spends
# one-third of the time running"), rewarded, and with a number or a
# hyphenated word changed, "unless", "if not" or a bound, not.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_recall.py" "$(command -v papo-verify)" \
    > hostile-recall.out 2>&1
rc=$?
tail -1 hostile-recall.out
step -o hostile-recall.out \
    "no hostile recall variant rewarded, every control is" test $rc -eq 0
step "at least 20,000 variants and 300 controls" sh -c '
	# "hostile_recall: N variants, M controls, K wrong"
	set -- $(grep "^hostile_recall: " hostile-recall.out) x x x x
	[ "$2" -ge 20000 ] 2>/dev/null && [ "$4" -ge 300 ] 2>/dev/null'
exit 0
