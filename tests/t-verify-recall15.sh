#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall15.sh: right answers refused in round 15's forms
# (tests/verify/recall15.jsonl): after a boxed answer, a last line that
# restates its value under a label ("## Final Answer" then the value,
# "**Answer:** 4", "Resposta final: 4", "最终答案：4") or as a single
# letter's equation ("x = 4", "r = 4"), which was words not recognised
# after the answer, with twins that must stay unrewarded (an
# alternative, another value, an approximation, a doubt, a negation, a
# question, a correction after it); the same after a bold answer
# ("the answer is **32**." then "x = 32" or "32"), whose key held the
# '*' marks, so that no restatement matched it, with twins (another
# value, a product, a question, an alternative, a doubt); "Espero ter
# ajudado!" and "Espero haberte ayudado." after the answer, closing
# remarks whose words (ter, ajudado, haberte) were no rows, with twins
# that doubt, deny or offer another option, and "¡Espero que te ayude!"
# (the inverted mark was unreadable); a JSON answer followed by a
# last line that labels a value ("## Final Answer" then "160 or 161",
# "x = 160?", "**Answer:** probably 160"), which main rewarded from the
# JSON: the line is the final statement and is read, with controls
# that restate the JSON's value under a label; an object left open
# (no closing brace) is read from its value's line on; a short clause
# whose value is its verb's object with the noun and a purpose clause
# the problem writes word for word ("The farmer needs to make 2 trips
# to transport all the feed.", Faithful-COT GPT-4's 459), with twins
# (another clause, a modal, a bound, a negation, an approximation, a
# wrong value, a word added); "The answer is 20 dozens." when the
# problem asks "how many dozens" (dozen a multiplier of the value
# otherwise), with twins (a bound, an approximation, another
# multiplier, a negation, a wrong value, a problem that counts eggs).
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall15.jsonl"
exit 0
