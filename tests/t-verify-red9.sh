#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red9.sh: the wrong rewards a ninth red team found by hand
# (tests/verify/hostile_red9.py, issue 26): an answer in markup that is
# not the response's voice (a code comment, a REPL's output), in a
# tool-use transcript or a JSON object that corrects it, a
# multiple-choice letter ruled out, a numeral that changes the value, an
# "unless" clause in the listed languages, a reasoning block left open,
# a response cut off in new shapes or by a dump's finish reason where
# no row looked.  None is rewarded but the known holes the generator
# lists (main rewards 1,920 of them; none is left since h17-holes7
# closed the last 216, a condition set apart after a bold or a box);
# every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red9

hostile red9 "no variant rewarded, every control is" 8000 400 "controls" 0
exit 0
