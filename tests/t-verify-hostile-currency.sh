#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-currency.sh: issue 26, currencies
# (tests/verify/hostile_currency.py).  Money is one dimension whose
# unit carries its currency, never converted into another: every
# currency (19, and the sign "¥" of the yen and the yuan) in each of
# its spellings (a sign or ISO code before or after the amount, its
# word in en/de/fr/es/pt/ru/zh/ja/ko/hi) and each position (a box, a
# box with the word after it, \text in a box, a statement, an
# "Answer:" line, a JSON answer), judged against each currency a
# problem asks (in English and in its own language) or a reference is
# written in: another currency is a wrong answer, the same one in any
# spelling a right one, a bare amount stays rewarded.  On main
# (d40e11e0): 2,974 wrong rewarded ("¥42", "₩42", "₽42", "42 рублей",
# "42ドル" in a JSON answer, "She pays Rs. 42." where dollars are
# asked...) and 565 of 1,337 right answers lost.  Now 0 wrong, 9
# lost: "\boxed{42} 人民币", "\boxed{42} фунтов стерлингов", "She
# pays Rs 42." without its full stop ("42 pounds sterling" is money,
# not pounds of mass, in prose and in a box: 17 -> 9).  h33-recall20:
# a code right before the amount is read in an opener ("She pays Rs
# 42."), and a unit of several words after a box whole ("人民币", not
# the measure word 人; "фунтов стерлингов"): 9 -> 0.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-currency

hostile currency "no other currency rewarded, every right one and control is" \
    14900 1330 right
step -o hostile-currency.out "no right answer lost" test \
    "$(hostile_count currency lost)" -le 0
exit 0
