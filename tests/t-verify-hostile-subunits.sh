#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-subunits.sh: a currency's subunits are units of their
# currency (issue 26: tests/verify/hostile_subunits.py).  A problem that
# asks an amount in a subunit ("How many paise?", "Combien de centimes
# ?", "Сколько копеек?", "¿Cuántos céntimos?", "Ile groszy?", "多少分钱？",
# "何銭？") answered in another currency ("42 dollars") or in the
# subunit's or the main unit's wrong amount ("42 paise" or "42 rupees"
# against 4200 and 42) is never rewarded; the main unit converted ("42
# rupees", "₹42" against 4200; "$0.42" against 42 cents), the subunit
# asked ("42分" where 分钱 is asked) and the bare amount are, and so is
# what only looks like a subunit ("42 per cent", "42分" where minutes
# are asked, "三分之二").
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-subunits

hostile subunits "no variant rewarded, every control is" 475 140 "controls" 0
exit 0
