#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall.sh: right answers papo-verify used to refuse (issue 26,
# recall), each kind with the variants that must stay unrewarded
# (tests/verify/recall.jsonl): an answer tag and a box after it that
# agree (disagreeing, or with words before the box: none); a multiple-choice
# statement ("The correct option is G.") alone or with the option's text
# after it, and not with another letter, a doubt or a second thought; a
# garbled tail (words of five writing systems glued together, to the end)
# after a box is not read, unless it holds an answer statement or a
# clean stretch with a second thought, or the words before it refuse; a
# condition of the problem told in other words ("if she hadn't bought the
# rug" for "if she had decided not to buy the rug"; not with the other
# polarity, another noun or no problem) and a question's "will be" told
# back as "would be"; number words of Bengali (21 to 99 each a word of
# its own), Korean, Thai, Swahili and Telugu, and a wrong value in each;
# a unit with a label in \text{} ("hours (yoga)"), not a qualifier;
# "approximately" before the answer when the problem asks for a rounded
# value ("to the nearest", "how many whole years"), not another bound; a
# braced comma before other than three digits ("3{,}75") as a decimal
# comma in any language ("1{,}500" still groups thousands); an ordinal
# superscript with the number's own suffix ("3^{\text{rd}}" is 3), and a
# product such as e^{-2st} not taken for an ordinal.
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall.jsonl"
exit 0
