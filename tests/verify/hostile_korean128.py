#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_korean128.py: a Korean statement of the answer whose subject
is the problem's words, whole and with no particle ("따라서 가장 큰
홀수 정수는 \\\\boxed{15}입니다.", "큰", "가장"), is read as the problem's
words are with a particle; a doubt, a negation or another word stays
unread (issue 26, session 64).

On session 63's binary every one was refused ("a word before it not
recognised": the particle "가" read out of "가장", a syllable left, and
"큰" no word of the problem's); GPT-4o's HRM8K answers in Korean end so.

usage: hostile_korean128.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("5!의 약수 중 가장 큰 홀수 정수는 무엇입니까?", "15",
     ["가장 큰 홀수 정수는", "큰 홀수 정수는", "5!의 약수 중에서 가장 큰 "
      "홀수의 정수는"]),
    ("정팔각형의 한 내각은 몇 도입니까?", "135",
     ["정팔각형의 한 내각은", "한 내각은"]),
]
LEADS = ["따라서 ", "그러므로 ", ""]


def korean(add):
    for p, v, subjects in PROBLEMS:
        w = str(int(v) + 1)
        for lead in LEADS:
            for subj in subjects:
                forms = [lead + subj + " \\(\\boxed{" + v + "}\\)입니다."]
                if "!" not in subj:	# a last statement of no math
                    forms.append(lead + subj + " " + v + "입니다.")
                for r in forms:
                    add("ko-right", v, p, r)
                    add("ko-wrong", w, p, r)
                add("ko-twin", v, p, "아마 " + subj + " " + v + "입니다.")
                add("ko-twin", v, p, lead + subj + " " + v +
                    "가 아닙니다.")
                add("ko-twin", v, p, lead + "제 친구의 " + subj + " " + v +
                    "라고 합니다.")


def main():
    verify_run.usage("hostile_korean128")
    return verify_run.run_kinds(
        "hostile_korean128", verify_run.kind_rows([korean]), width=8)


if __name__ == "__main__":
    sys.exit(main())
