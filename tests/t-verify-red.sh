#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red.sh: a red team's adversarial run on papo-verify in parts
# the other hostile generators do not use (tests/verify/hostile_red.py,
# issue 26, round 11): hedges and retractions in other registers
# (legalese, academic, chat slang, emoji alone), values struck through,
# coloured or hidden (~~42~~, <s>42</s>, \sout, \color{red}, \phantom),
# code comments and footnotes, quotations and tables that say "wrong",
# an answer to another part, contradictions across sentences in
# thirteen languages, Unicode tricks (zero-width joiners inside "never",
# homoglyphs, RTL overrides, combining overlays, superscript digits),
# truncation (a word cut after the value, an unclosed fence or $$), and
# several answers ("42 or 43").  None is rewarded (round 12 closed the
# 11 known holes: a box's prose and a last statement's next sentence are
# read by recognition); every control is.  tests/verify/red.jsonl keeps a
# sample of the probes with the reward each must get.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red

hostile red "no variant rewarded, every control is" 1300 40 "controls" 0

verify_wanted "$TOP/tests/verify/red.jsonl"
step "at least 100 probes in red.jsonl" test "$(wc -l < out.jsonl)" -ge 100
step "at least 20 of them rewarded" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 20
exit 0
