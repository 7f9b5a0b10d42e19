#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall33.sh: issue 26's recall in every language
# papo-verify(1) lists (tests/verify/hostile_recall33.py): the ways a
# model states a final answer in each of the 21, as MGSM, MMATH and
# PolyMath outputs do (the native answer phrase, a number word, native
# digits, a decimal comma, the language's thousands separator, the unit
# word after the number, a concluding sentence in the language's order,
# its quotation marks, multiple-choice statements of one letter or two
# in the letters it uses), each against another value (and its
# separator read the other way: "1.250" never 1.25) and followed by the
# language's own negation or doubt ("Nein, das ist falsch.", "Но я не
# уверен."), with twins doubted, denied or asked in the sentence: none
# of those rewarded.  On main (841bcea4), 2,182 variants: 2 wrong
# ("Cevap: 1.250", "Đáp án là 1.250." as 1.25), 97 of 516 right lost.
# Still lost (29): the thousands dot of de/es/it/pt/id/vi/tr ("Die
# Antwort ist 1.250.", 14: refused as ambiguous, a decision left open),
# "Sonuç olarak, Tom'un 35 elması var." (2), "Отже, у Тома 35 яблук." (2),
# "答えは「35」です。" (2), a Korean sentence ending "가지고 있습니다"
# (2), Thai/Bengali letter sets and Telugu/Hindi plural phrases (4),
# Bengali "উত্তর (খ)।" (2), Polish "35 minut" (1).
set -u
. "$TOP/tests/lib.sh"

hostile recall33 "no wrong or disowned twin rewarded" 2180 516 right
step -o hostile-recall33.out "every listed language has its forms" \
    test "$(hostile_groups recall33)" -eq 21
step -o hostile-recall33.out "at most 29 right answers lost" \
    test "$(hostile_count recall33 lost)" -le 29
exit 0
