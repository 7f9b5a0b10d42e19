#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall15.sh: the corpus's right responses that
# papo-verify rewards, their last paragraph rewritten in the committed
# forms real models write ("The answer is 42.", with the unit or the
# problem's noun, bold, "**Answer:** 42", "Final answer: 42", a closing
# courtesy sentence or a blank line after it, "## Final Answer" and the
# value or its box, "x = 42"; an option's letter in English, Portuguese
# and Chinese forms: "A resposta é D.", "Espero ter ajudado!", "最终答案：D";
# after a JSON answer's object, a line that labels its value), each
# rewarded, and their twins (hedged, negated, an alternative, a
# question; after a JSON object too, where main rewarded 2,656 of 8,040
# from the JSON) never (tests/verify/hostile_recall15.py).  The open
# families (a heading, "x = 42", the noun, a Chinese heading, after an
# earlier answer and values; a line after the JSON read by the later
# finders) may lose some, no more than this round left (76), and since
# round 17 one more (77): qwen25math math100-45's "x = 36" written in a
# paragraph after its garbled tail, read before only because the tail
# swallowed it (its twin "x = 36?", the one known hole, went with it).
# Round 26's corpus records (verifiers' math_python, NeMo Gym,
# NeMo-Skills) bring 4 more controls of the open families refused (76
# on the corpus before them, 80 with them, the same binary); their
# bodies that end inside a display ("\[" open, its "\]" the last
# paragraph) are left out, as those that close a code block are.
# Round 30's corpus records (h30-corpus6: more ZeroEval and MMLU-Pro
# models) bring 32 more (80 on the corpus before them, 112 with them,
# the same binary): JSON answers of ZeroEval's new models followed by a
# labelled line (en-json-label), and gemini-1.5-pro-002's MMLU-Pro
# replies, six "The answer is (X)." lines, under a heading
# (en-heading, 13).  h31-open reads five more of the corpus's records
# (JSON answers after a reasoning string with "### " headings, a reply
# ending on fences holding only its answer statement), and their
# rewrites bring 6 more (112 -> 118): the open families' forms on
# records newly in the sample (en-json-label 4, en-heading and
# en-x-equals 1 each), no control refused that was rewarded before.
# Round 33's corpus records (h33-corpus7: MMLU-Pro's math, physics,
# chemistry and engineering replies of more models) bring 6 more (118 on
# the corpus before them, 124 with them, the same binary): all of them
# en-heading, "The answer is (X)." under a heading.  h33-lang26 reads
# "The correct options are A and D." as a multi-select answer phrase;
# mmlupro-physics-DeepSeek-Coder-V2-10288's "The correct options are:"
# before a list of two values, then "## Final Answer\n\nE", is refused
# since ("another value after it"): 125.  Round 34's MathCoder records
# (h34-corpus8) bring 2 more, lost signal on their rewrites (the same
# binary): 127.  The one known hole's record (qwen25math math100-45's
# "x = 36?") left the sample in round 17; main a9f9d96d counts 0 known
# holes, and the cap is 0 (h35-known28).  Review 29's finding 3 (a
# label must be the name the problem asks): "x = 42" is written only
# where the problem asks x or no name ("Find $a+b$." asks another), 121
# refused on main's binary, 123 on the lead's.
set -u
. "$TOP/tests/lib.sh"

hostile recall15 "no twin rewarded, every control of a closed form is" \
    20000 13000 controls 0
step -o hostile-recall15.out "at most 127 controls of the open forms refused" \
    test "$(sed -n 's/^open families .*: \([0-9]*\) controls refused$/\1/p' \
    hostile-recall15.out)" -le 127
exit 0
