#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-object.sh: a last sentence with no answer phrase whose
# one value is its verb's object, with a unit and "of" and the problem's
# noun ("Josey needs 6 pints of gasoline.") or after "for" or "in" with a
# unit ("Her concerts run for 25 minutes."), as GPT-4 ends GSM8K answers
# (tests/verify/hostile_object.py): rewarded; another value, a modal, a
# negation, a bound, "or", a question, a condition, a take-back, a step
# word or a bare number after a preposition are not.
set -u
. "$TOP/tests/lib.sh"

hostile object "right ones rewarded, no wrong or doubted one" \
    2000 300 "right ones"
exit 0
