#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-eurobox.sh: an answer phrase of Spanish, French,
# German, Italian, Portuguese, Russian or Swahili before a box, with a
# word between them no table reads ("La respuesta es casi \boxed{42}",
# "La risposta è tipo \boxed{42}", "Jibu la mwisho ni karibu
# \boxed{42}"), is no answer, as the same phrase without the box is
# (tests/verify/hostile_eurobox.py, issue 26); the phrases with nothing
# between, with and without their problem, are rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile eurobox "no word between phrase and box rewarded, every control is" \
    1000 130 "controls"
exit 0
