#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall14.sh: right answers refused in round 14's forms
# (tests/verify/recall14.jsonl): a compound quantity without "and" ("It
# takes 2 hours 15 minutes.", "2 h 15 min", "1 m 20 cm"), one value as
# with "and", whose second number was read as another value after the
# first, with twins that must stay unrewarded (a bound, an approximation,
# a negation, an alternative, the smaller unit first, a third part, a
# modal, a question, a wrong part); a reference written as a number and
# a unit symbol of one letter ("1500 m", "2 h", "20 g", "3 L"), read as
# a product with the variable m, so that 1.5 km was not equal, with twins
# in another unit of the same dimension, another dimension, a hedge, an
# alternative, a negation, a wrong value, and a variable no unit ("3 x");
# a given name opening a last statement in es/fr/de/pt with no problem
# text ("Juan tiene 42 manzanas.", "Anna hat 42 Äpfel."), which was an
# unknown word, with twins that must stay unrewarded (an approximation,
# a doubt, a negation, a bound, a conditional, an alternative, a
# question, a capitalised adverb in the name's place, a name not the
# problem's, the wrong value); a property written with "non-" in a
# sentence after the answer ("since it has a non-zero derivative",
# processbench math-679, regress r0303), read as Italian's negation row
# "non", with twins that must stay unrewarded ("non-final", "non-answer",
# "non-injective": no property of non_props[]; a negation, a modal); a
# last statement whose value ends a computation in dollars after its
# words ("So each person gets $360 / 3 = $120.", Faithful-COT GPT-4's
# 666), which was two values, with and without the problem, with twins
# that must stay unrewarded (a doubt, a modal, an alternative, a
# negation, an approximation before the computation, a question, a
# wrong result, a later '=', words after, a bound, a condition denied);
# a count subject after an opening clause the opener rows read ("In this
# table, 76 is the mode."), with twins that guess, doubt, condition,
# negate, ask, restrict or give another value.
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall14.jsonl"
exit 0
