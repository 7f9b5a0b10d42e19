#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mc27.sh: an option chosen in the first person in every
# listed language (tests/verify/hostile_mc27.py, issue 26): "I choose (B).",
# "Je choisis la réponse (b).", "Выбираю вариант (b).", "我选 B。", "मैं (b)
# चुनता हूँ।" are rewarded; the same against another letter, with another
# option's text, negated, doubted, with two letters, a letter the problem
# does not list, or a verb of choosing before a number are not; nor are
# "only option C satisfies ..." forms negated or doubted ("The only option
# that never works is (C).").
set -u
. "$TOP/tests/lib.sh"

hostile mc27 "right choices rewarded, no wrong one" 11000 1400 "right" 0
exit 0
