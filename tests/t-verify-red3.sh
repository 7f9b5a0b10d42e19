#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red3.sh: a third red team's adversarial run on papo-verify
# (tests/verify/hostile_red3.py, issue 26, round 13): qualifiers glued
# to the value ("c. 42", "42ish", "42?!"), footnote marks and citations
# after it ("42†", "42‡", "42§", "42[1]"), a subscript base ("42₈"),
# conditionals and
# counterfactuals, answers asked or reported, roles, spoilers and hidden
# markup, retractions by a short line, bounds and ranges in symbols,
# examples, text aimed at a grader after another answer, and digits
# with a combining mark or of two scripts ("42́", "4٢", "1７").  None is
# rewarded (the one kind left in round 15, "||42||", closed in round 16:
# no known hole); every control is, "$||42||$" (a norm) among them.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red3

hostile red3 "no variant rewarded, every control is" 1800 55 "controls" 0
exit 0
