#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-affix71.sh: a last statement in Indonesian or Malay
# whose verb is the problem's in another voice ("menghasilkan" for
# "hasilkan"), Turkish's aorist for the question's present ("kazanır"
# for "kazanıyor"), a Turkish statement the German tables took ("Yani
# Janet her gün 18 dolar kazanıyor."), "Sonuç olarak" (as a result) and
# labels of a result or a total ("Wynik:", "Hasil akhir:", "Toplam:")
# are rewarded; their negations, hedges and other spans are not, nor
# an act's verb where the question asks what someone has ("Jadi, Budi
# membeli 8 apel." to "Berapa apel yang dimiliki Budi sekarang?") (38
# right forms lost and 6 wrong rewards on session 54's binary)
# (tests/verify/hostile_affix71.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-affix71

hostile affix71 "a verb in another voice or tense, a conclusion, a label of a result" 160 46 "right"
step "no right form lost" test "$(hostile_count affix71 lost)" -eq 0
exit 0
