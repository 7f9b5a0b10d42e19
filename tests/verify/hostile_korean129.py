#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_korean129.py: the statements HRM8K's Korean answers end on
are read: a subject named by a verb's adnominal form or a quantity's
noun ("Jake가 본 다리의 총 개수는", "자동차 운전에 쓴 비용은", "Jeff의
나이는", "주어진 식의 단순화된 형태는", "최종적인 답은"), the value
named the answer after it ("\\\\boxed{39}가 답입니다.", "39が答えです。",
"39就是答案。"), a particle glued to a name in prose ("따라서 Jeff의
나이는 30입니다.") and a measure word and a verb after a box ("\\\\boxed{64}
달러를 벌게 됩니다."); a doubt, a negation, a question, a wrong or
someone else's answer stays unread (issue 26, session 65).

On session 64's binary every right form was refused ("a word before it
not recognised", "a word after its noun not recognised").

usage: hostile_korean129.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("Jake는 곤충 박물관에서 다리가 8개인 거미 80마리를 봅니다. Jake가 총 "
     "몇 개의 다리를 보았습니까?", "640",
     ["Jake가 본 다리의 총 개수는", "Jake가 본 다리의 개수는"]),
    ("Paul은 2주 동안 자동차 운전에 얼마를 썼습니까?", "112",
     ["Paul이 2주 동안 자동차 운전에 쓴 비용은", "Paul이 쓴 금액은",
      "자동차 운전에 사용한 비용은"]),
    ("Mark는 카드를 팔았습니다. Mark의 이익은 얼마입니까?", "1100",
     ["Mark가 얻은 이익은", "Mark가 받은 돈은"]),
    ("Jeff는 Martha보다 10살 많습니다. Martha는 20살입니다. Jeff는 몇 "
     "살입니까?", "30",
     ["Jeff의 나이는", "최종적인 답은"]),
    ("방 45개를 청소하는 데 몇 시간이 필요합니까?", "15",
     ["청소하는 데 필요한 시간은", "필요한 시간은"]),
    ("극한을 구하시오.", "2019",
     ["주어진 극한값의 결과는", "극한값의 결과는", "최종 대답은"]),
]
LEADS = ["따라서 ", "따라서, ", "그러므로 "]
# doubt, negation, a wrong or someone else's answer, before the value
BAD_SUBJECTS = ["아마 ", "예상되는 답은 ", "가능한 답은 ", "틀린 답은 ",
                "잘못된 답은 ", "Jeff의 답은 ", "민수의 답은 ",
                "될 수 있는 값은 ", "추정되는 값은 ", "민수의 결과는 ",
                "식의 답은 "]
# the value named the answer after it, in three languages
IS_ANSWER = ["$\\boxed{%s}$가 답입니다.", "\\(\\boxed{%s}\\)가 문제의 답입니다.",
             "$\\boxed{%s}$이 정답입니다.", "%s가 정답입니다.",
             "%s이 답입니다.", "%sが答えです。", "%s就是答案。",
             "%s是最终答案。", "$\\boxed{%s}$が求める答えです。"]
# ... and its negations, doubts and questions
NOT_ANSWER = ["$\\boxed{%s}$가 답이 아닙니다.", "%s가 답이 아닙니다.",
              "$\\boxed{%s}$가 답일 수도 있습니다.", "%s가 답일까요?",
              "$\\boxed{%s}$가 답입니까?", "%s不是答案。",
              "%sが答えではありません。", "%s可能是答案。",
              "$\\boxed{%s}$가 답입니다. 하지만 확실하지 않습니다.",
              "$\\boxed{%s}$가 답이라고 생각합니다."]


def subjects(add):
    for p, v, subj in PROBLEMS:
        w = str(int(v) + 1)
        for lead in LEADS:
            for s in subj:
                r = lead + s + " $\\boxed{" + v + "}$입니다."
                add("subject-right", v, p, r)
                add("subject-wrong", w, p, r)
            for bad in BAD_SUBJECTS:
                add("subject-twin", v, p, lead + bad + "$\\boxed{" + v +
                    "}$입니다.")


def prose(add):
    """The same subjects before a value in prose, a particle glued to a
    name ("따라서 Jeff의 나이는 30입니다."); someone's answer ("Jeff의
    답은 30입니다.") and a doubt stay unread."""
    for p, v, subj in PROBLEMS:
        w = str(int(v) + 1)
        for lead in LEADS:
            for s in subj:
                if any(c.isdigit() for c in s) or "결과" in s:
                    continue	# a second value, "X의 결과" (someone's
                    # result, unless a row names X: the box's reader)
                r = lead + s + " " + v + "입니다."
                add("prose-right", v, p, r)
                add("prose-wrong", w, p, r)
            for bad in ["Jeff의 답은 ", "민수의 답은 ", "아마 ",
                        "Jeff의 나이는 아마 "]:
                add("prose-twin", v, p, lead + bad + v + "입니다.")


def is_answer(add):
    for p, v, _ in PROBLEMS:
        w = str(int(v) + 1)
        rs = []
        for f in IS_ANSWER:
            if "が" in f:
                rs.append("よって、" + f % v)
            elif "是" in f:
                rs.append("所以，" + f % v)
            else:
                rs += [lead + f % v for lead in ["따라서 ", "따라서, ", ""]]
        for r in rs:
            add("isans-right", v, p, r)
            add("isans-wrong", w, p, r)
        for lead in ["따라서 ", "따라서, ", ""]:
            for f in NOT_ANSWER:
                add("isans-twin", v, p, lead + f % v)


def measure_verb(add):
    p = "John은 일주일에 쓰레기를 수거합니다. John은 일주일에 얼마를 법니까?"
    v, w = "1248", "1249"
    for lead in ["따라서, John은 일주일에 ", "따라서 "]:
        for tail in ["달러를 벌게 됩니다.", "달러를 법니다.",
                     "달러를 벌었습니다.", "달러입니다."]:
            r = lead + "$\\boxed{" + v + "}$ " + tail
            add("verb-right", v, p, r)
            add("verb-wrong", w, p, r)
        for tail in ["달러를 벌지 않습니다.", "달러 정도입니다.",
                     "달러 이상입니다.", "달러를 벌게 됩니다. 아마도.",
                     "달러를 벌 수도 있습니다.", "달러를 벌까요?",
                     "달러를 벌지 못합니다."]:
            add("verb-twin", v, p, lead + "$\\boxed{" + v + "}$ " + tail)


def ja_comma(add):
    """A Japanese conclusion's ideographic comma right before the box
    ("よって、\\boxed{39}です。"), read as the fullwidth comma is; a doubt
    or a negation stays unread."""
    p = "りんごは全部で何個ありますか。"
    for v in ["39", "126"]:
        w = str(int(v) + 1)
        for lead in ["よって、", "したがって、", "以上より、", "つまり、"]:
            for box in ["\\boxed{%s}", "$\\boxed{%s}$"]:
                for tail in ["です。", "個です。", "が答えです。", "。"]:
                    r = lead + box % v + tail
                    add("jacomma-right", v, p, r)
                    add("jacomma-wrong", w, p, r)
                for tail in ["ではありません。", "でしょう。",
                             "かもしれません。", "ですか？",
                             "個以上です。"]:
                    add("jacomma-twin", v, p, lead + box % v + tail)
                for doubt in ["たぶん、", "おそらく、"]:
                    add("jacomma-twin", v, p, doubt + box % v + "です。")


def main():
    verify_run.usage("hostile_korean129")
    return verify_run.run_kinds(
        "hostile_korean129", verify_run.kind_rows([subjects, prose, is_answer,
                                                   measure_verb, ja_comma]), width=8)


if __name__ == "__main__":
    sys.exit(main())
