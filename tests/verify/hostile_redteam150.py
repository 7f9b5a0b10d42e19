#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_redteam150.py: three kinds an adversarial pass (session 67,
1,157 cases in 22 languages) found rewarded:

- one Hangul word right after the value was read as the noun it counts,
  whatever it was: "정답은 $\\\\boxed{12}$ 같아요." (it seems), "아닙니다"
  (it is not), "모름" (don't know), "바나나"; Hangul there is now a
  measure word, the noun the problem counts or their endings
  (answer_dense.c's reading), or not read (after a box; the answer
  phrase's and the bold finder's own readers still take the word, and
  "일걸요" reads as the counter 일: known holes, counted apart);
- "minimum" and "maximum" after the noun ("The answer is $\\\\boxed{12}$
  sheep minimum.") closed the sentence as its words: they bound it;
  so do 最少, 至少, 起码, 出头, 最低, 最大 after a measure word ("12只最少");
- a question before a box alone that names the box's value ("So the
  farmer has 12 sheep? \\\\boxed{12}", "Option C is correct? \\\\boxed{C}")
  or is a word or two ("Right? \\\\boxed{12}") asks whether it is right; a
  question the value answers ("How many sheep does the farmer have?
  \\\\boxed{12}") does not.

usage: hostile_redteam150.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

KO_PROBLEM = "농부는 우리 3개에 양을 4마리씩 키웁니다. 양은 모두 몇 마리입니까?"
KO_NOT = ("같아요", "같습니다", "같음", "아닙니다", "아냐", "아닐까요",
          "이겠죠", "일걸요", "모름", "몰라요", "글쎄", "불확실", "미확인",
          "거짓", "오류", "취소", "예시", "가정", "바나나", "인듯")
KO_OK = ("마리", "마리입니다", "마리예요", "입니다", "이에요", "마리를 키웁니다",
         "마리입니다!")
KO_LEADS = ("정답은 ", "답: ", "", "따라서 양은 ")
EN_PROBLEM = ("A farmer has 3 pens with 4 sheep each. How many sheep does the "
              "farmer have?")
BOUNDS = ("sheep minimum", "sheep maximum")
MC_PROBLEM = ("How many sheep does a farmer with 3 pens of 4 sheep have? "
              "(A) 7 (B) 10 (C) 12 (D) 14")


def hangul(add):
    for v, box in ((12, "$\\boxed{12}$"), (12, "**12**"), (12, "\\[12\\]")):
        for lead in KO_LEADS:
            for w in KO_NOT:
                for sp in (" ", ""):
                    add("hangul-twin", str(v), KO_PROBLEM,
                        "4 × 3 = 12\n\n" + lead + box + sp + w + ".")
                    add("hangul-twin", str(v), None,
                        lead + box + sp + w + ".")
            for w in KO_OK:
                r = "4 × 3 = 12\n\n" + lead + box + " " + w + "."
                add("hangul-right", str(v), KO_PROBLEM, r)
                add("hangul-wrong", str(v + 1), KO_PROBLEM, r)


def bounds(add):
    for st in ("答案是 $\\boxed{12}$ 只%s。", "所以农夫有 **12** 只%s。",
               "答えは $\\boxed{12}$ 匹%s。"):
        for b in ("最少", "最多", "至少", "起码", "出头", "最低", "最大"):
            add("bound-twin", "12", None, st % b)
        add("bound-right", "12", None, st % "")
        add("bound-wrong", "13", None, st % "")
    for b in BOUNDS:
        for st in ("The answer is $\\boxed{12}$ %s.", "There are **12** %s.",
                   "So the farmer has $\\boxed{12}$ %s."):
            add("bound-twin", "12", EN_PROBLEM, "4 * 3 = 12.\n\n" + st % b)
    for st in ("The answer is $\\boxed{12}$ sheep.",
               "So the farmer has $\\boxed{12}$ sheep in total."):
        add("bound-right", "12", EN_PROBLEM, "4 * 3 = 12.\n\n" + st)
        add("bound-wrong", "13", EN_PROBLEM, "4 * 3 = 12.\n\n" + st)


def questions(add):
    for q, v, p in (("So the farmer has 12 sheep?", "12", EN_PROBLEM),
                    ("12 sheep in all?", "12", EN_PROBLEM),
                    ("Right?", "12", EN_PROBLEM),
                    ("Correct?", "12", EN_PROBLEM),
                    ("Option C is correct?", "C", MC_PROBLEM),
                    ("The answer is C?", "C", MC_PROBLEM),
                    ("Is option C correct?", "C", MC_PROBLEM),
                    ("So option C is correct??", "C", MC_PROBLEM),
                    ("¿La opción C es correcta?", "C", MC_PROBLEM),
                    ("Вариант C верный?", "C", MC_PROBLEM)):
        for sep in (" ", "\n\n"):
            add("question-twin", v, p, "4 * 3 = 12.\n\n" + q + sep +
                "$\\boxed{%s}$" % v)
    for q in ("How many sheep does the farmer have?",
              "How many sheep are there?"):
        for sep in (" ", "\n\n"):
            r = "4 * 3 = 12.\n\n" + q + sep + "$\\boxed{12}$"
            add("question-right", "12", EN_PROBLEM, r)
            add("question-wrong", "13", EN_PROBLEM, r)


def hole(v):
    """The known holes: the same Hangul words after a bold or a display
    value read by the answer phrase's or the bold finder's readers
    ("정답은 **12** 같아요.", "정답은 \\[12\\] 같아요.", "**12**같아요."), and
    "일걸요" after a box, read as the counter 일 (days) and an ending."""
    r = v["response"]
    return v["family"] == "hangul-twin" and ("boxed" not in r or
                                             "일걸요" in r)


def main():
    verify_run.usage("hostile_redteam150")
    return verify_run.run(
        "hostile_redteam150", verify_run.kind_rows([hangul, bounds,
                                                    questions]),
        group=lambda v: v["family"].split("-")[0],
        right=lambda v: v["family"].endswith("-right"),
        known=hole, lost=lambda v: True, what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
