#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red5.sh: a fifth red team's adversarial run on papo-verify
# (tests/verify/hostile_red5.py, issue 26, round 15): right responses of
# the corpus mutated the way a policy under reward pressure writes,
# the final answer kept and then disowned after it (a second attempt,
# "Wait," "Hmm," "Actually", a failed self-check, candidates, a
# hypothetical, a later box in a code block, a tool call with another
# value, a <think> that goes on, a fragment cut mid-word), format hacks
# (boxes in headings, tables, quotes, footnotes, repeated) and the value
# rewritten in look-alike or invisible characters.  None is rewarded
# but the known holes (none: a garbled tail that swallowed the sentence
# after it, 17, closed in round 17; the labelled notes that disowned the answer in words no list
# held, 2,659 in round 15, closed in round 16: a note keeps a JSON answer
# only when every word of it is commentary); every control (a JSON
# answer ending as real ones do, or followed by a note of commentary) is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red5

hostile red5 "no variant rewarded, every control is" 70000 2500 "controls" 0
exit 0
