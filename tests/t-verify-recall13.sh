#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall13.sh: right answers refused in round 13's forms
# (tests/verify/recall13.jsonl): an option letter with the numbered
# statements it combines ("【答案】B．①③", the real corpus's gaokao
# political science 2018-181), with twins that must stay unrewarded
# (statements another option's or one short, another letter, two
# options, a doubt, a take-back); a unit written after the math of a
# final statement with no answer phrase ("It takes \(240\) minutes.",
# verify-kinds U1), which was dropped, so that "$4$ minutes" was
# rewarded for 4 hours, with twins in a wrong unit or factor; a last
# sentence with no conclusion word whose value is its verb's object
# with "of" and a noun ("Josey needs 6 pints of gasoline.") or a
# duration ("run for 25 minutes"), as GPT-4 ends GSM8K answers
# (Faithful-COT's outputs), with twins that doubt, bound or add a value;
# the problem's own words after the value read whole (a compound,
# "semi-automatic"; a possessive, "Farmer Brown's"; "the distance
# between Alaska and Texas", two names and no range), with twins in
# words not the problem's, a modal, a range; the corpus's Faithful-COT
# refusals: "The average guess is 80" when the problem asks their average
# guess, "156kgs", "$180 on place settings", with twins that guess,
# doubt, change the unit or add a value; a reference "6 \text{ min}" read
# as minutes, not as the function min, with twins in other units; an
# option's label with its values named in the problem's words ("A) 10
# white sharpeners and 8 brown sharpeners" for "A)10,8", the corpus's
# pot-aqua-gpt-4-40), with twins in another order, "or", a word not the
# problem's, another letter, a value more; "The answer is 6th place."
# when the problem asks what place (Faithful-COT GPT-3.5's 464), with
# twins that doubt, add a place, misspell the ordinal or answer another
# question.
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall13.jsonl"
exit 0
