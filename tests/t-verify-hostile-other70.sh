#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-other70.sh: another's amount in Bengali ("তার বন্ধু
# প্রতিদিন 18 ডলার আয় করে।" where the problem bakes "বন্ধুদের জন্য"), other
# days in Japanese ("彼女は他の日に18ドル稼ぎます。"), her friend's in
# Portuguese ("A amiga dela ganha 18 dólares por dia.") and Thai
# ("เพื่อนของเธอได้เงิน 18 ดอลลาร์ทุกวัน") and a difference in Swahili
# ("Yeye hupata dola 18 zaidi kila siku.") and Telugu ("మరో 18") are
# not rewarded; "Anahitaji maembe 18 zaidi." answers "... mangapi
# zaidi?", "\boxed{18}" then "Это ответ." or "এটাই উত্তর।" is right, and
# so is "The answer is 7, which is option B." where B is 7, but not
# "... option B or C." (28 wrong rewards and 12 lost on session 53's
# binary) (tests/verify/hostile_other70.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-other70

hostile other70 "another's amount, other days, a difference, a closing remark or an option" 156 56 "right"
step "no right form lost" test "$(hostile_count other70 lost)" -eq 0
exit 0
