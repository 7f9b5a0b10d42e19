#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tail52.sh: a last statement that ends on the
# question's own words or opens on its verb, its subject dropped ("She
# makes 18 dollars every day at the farmers market.", "Guadagna 18
# dollari."; tests/verify/hostile_tail52.py, issue 26): always rewarded
# (16 lost before); negated, hedged, asked, bounded, with another value
# after it ("... at the farmers market or 20", rewarded before) or
# Spanish's "no" or German's "um" read as Portuguese's "in the" and "a"
# ("Janet no gana 18 dólares.", "Janet verdient um 18 Dollar.",
# rewarded before) or a wish or past habit ("She wants to make 18
# dollars.", rewarded before) never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-tail52

hostile tail52 "no negated, hedged or offered-another statement rewarded" \
    280 68 "right"
step "no right form lost" test "$(hostile_count tail52 lost)" -eq 0
step "5 kinds counted" test "$(hostile_groups tail52 '[a-z]*')" -ge 5
exit 0
