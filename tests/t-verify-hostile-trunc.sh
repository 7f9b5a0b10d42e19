#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-trunc.sh: truncation is never rewarded (issue 26,
# round 16: tests/verify/hostile_trunc.py): the corpus's right
# responses cut at every byte inside their last box, bold, JSON answer,
# answer tag and UTF-8 sequences, after a final answer phrase, inside
# an unclosed <think>, in a unit's word, on a word that wants what
# follows it ("42 per"), before a statement's closing delimiter (a
# quote, a star, a display); and the whole responses in records their
# dump marks cut off (a finish or stop reason at a length limit, a
# truncated flag, rLLM's termination_reason, at the root, beside the
# response, in a metadata object, in each preset's layout, a length
# field at --max-length).  Fails on main's papo-verify (f72df794):
# 7,310 rewarded, and no --max-length.
# None is rewarded (known holes capped); every control (the response
# whole, unmarked or marked "stop") is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-trunc

hostile trunc "no cut variant rewarded, every control is" 60000 6500 \
    "controls" 0
# --max-length at the command line: a record whose length field reaches
# it is cut off, one under it is read; a bad value is refused
printf '%s\n' '{"answer":"42","response":"The answer is \\boxed{42}.","length":64}' \
    > len.jsonl
papo-verify -q --max-length 64 len.jsonl > len64.out 2> len.err
step -o len64.out "--max-length 64: a response of length 64 is no answer" \
    jq -e '.verify == "no_answer" and .r_out == 0' len64.out
papo-verify -q --max-length 65 len.jsonl > len65.out 2>> len.err
step -o len65.out "--max-length 65: the same response is read" \
    jq -e '.verify == "equal"' len65.out
papo-verify -q --max-length x len.jsonl > lenx.out 2> lenx.err
st=$?
step -o lenx.err "--max-length x: refused with its name, status 64" \
    sh -c '[ "$1" -eq 64 ] && grep -q "max-length" lenx.err' - "$st"
exit 0
