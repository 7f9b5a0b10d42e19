#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall29.sh: issue 26's lost signal, round 29
# (tests/verify/hostile_recall29.py): units, scale words and money
# outside the math, each right form with wrong twins.  A compound
# duration is one value ("2 h 15 min", "2 hours and 15 minutes", "2 h
# 15", "2 Std. 15 Min.", "2小时15分钟", "2 ч 15 мин", in a bold too) and
# no part of it is the answer (15 is not "2 Std. 15 Min.": the full
# stop of an abbreviated unit between two numbers ends no sentence); a
# unit after a bold number is its unit ("**90 hours**" is not 90
# minutes), so is "L"; a '?' ending a bold or a whole response doubts
# it ("**1.5 km?**"); a currency in Chinese is its own ("42美元" is no
# 42 元); "about ₹42" is approximate.  On main (9e07f371): 14 wrong
# ("Die Fahrt dauert 2 Std. 15 Min." and "It takes 2 hrs. 15 min."
# rewarded against 15, "**90 hours**" against 90 minutes, "42美元"
# where 元 is asked, "**1.5 km?**") and 121 of 243 right refused; now
# 0 and 12 ("USD 42", "Rs 42" are read: a currency code before an
# amount is its unit).  h29-recall18: the Brazilian real and the złoty
# are currencies of their own ("R$ 42", "42 zł", "Ile złotych"), a
# word beside the value where the problem asks a unit is not it ("42
# centavos" where reais are asked), and a currency sign after an
# amount that is all the answer is its unit ("42 $" is no 42 zł), and
# in prose too ("She pays 42 ₹.", "Elle paie 42 $."): 12 lost and 2
# known holes -> 9 and 0 (the twins "42 pesos", "42 $", "42 €", "42
# dolarów" added); the full stop of "Rs." before its amount ends no
# sentence, and "42元钱" is 42 元 of money: 7.  A currency sign or
# code before the amount of a statement is its unit ("She pays ₹42."
# is no 42 dollars: rewarded on main, as "€42", "£42", "EUR 42"); one
# known hole, "She pays Rs. 42." where dollars are asked.  Main on
# this generator: 13 wrong, 12 lost.  h30-known: that hole closed (a
# currency is one unit of the money dimension, read from one table of
# signs and codes, lib/verify/units_currency.c): 0 known holes.  The lost left are
# bounded: Japanese "2時間15分かかります。" (a verb after the duration),
# "Ela paga R$ 42,00.".  h33-recall20: a compound duration may end on
# a dense script's ending (answer_dense.c's rows): 7 -> 1, "Ela paga R$
# 42,00." left.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall29

hostile recall29 "no twin or other reference rewarded" 920 240 right 0
step -o hostile-recall29.out "at most 1 right answer lost" test "$(sed -n \
    's/^hostile_recall29: .*, \([0-9]*\) lost, .*/\1/p' hostile-recall29.out)" \
    -le 1
exit 0
