#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_s1112.py: s1's decoded sequence (simplescaling's s1 and
s1.1, budget forcing), its reasoning after "<|im_start|>think" and its
answer after "<|im_start|>answer": the answer segment is read as the
response, in the languages of a multilingual run; the reasoning's
values are not; no answer segment (reasoning never closed), an empty
one, a hedged one, or another turn or think segment after it, never
rewarded (issue 26, session 63).

On session 62's binary every such response was no answer ("another turn
speaks after it": "<|im_start|>" read as a chat turn), 315 of 400 s1.1
responses on MGSM; now find's s1_answer reads the last answer segment
as the text after </think> is read.

usage: hostile_s1112.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")
THINK = ["Okay, Tom starts with 3 apples. He buys 4 more, so 3 + 4 = 7. "
         "Wait, maybe 8? No: 3 + 4 = 7.",
         "3 + 4 = 7.",
         "Let me think. 3 apples, plus 4. Is it 6? No, 7."]
# the answer segment, per language
ANSWERS = {
    "en": ["Answer: 7", "The answer is $\\boxed{7}$.",
           "Tom has 3 + 4 = 7 apples.\n\nFinal Answer: \\boxed{7}"],
    "de": ["Antwort: 7", "Tom hat 3 + 4 = 7 Äpfel.\n\nAntwort: 7"],
    "zh": ["答案：7", "汤姆有 3 + 4 = 7 个苹果。\n\n答案：$\\boxed{7}$"],
    "ja": ["答え：7", "トムは 3 + 4 = 7 個のリンゴを持っています。\n\n答え：7"],
    "bn": ["উত্তর: 7", "টমের কাছে 3 + 4 = 7টি আপেল আছে।\n\nউত্তর: 7"],
    "fr": ["Réponse : 7", "La réponse est $\\boxed{7}$."],
}
HEDGED = {"en": "Answer: maybe 7", "de": "Antwort: vielleicht 7",
          "zh": "答案：可能是7", "ja": "答え：たぶん7",
          "bn": "উত্তর: হয়তো 7", "fr": "Réponse : peut-être 7"}


def s1(add):
    for lang, answers in ANSWERS.items():
        for t in THINK:
            for a in answers:
                for sep in ["\n", ""]:
                    r = "<|im_start|>think\n" + t + "\n<|im_start|>answer" + \
                        sep + a
                    add(lang + "-right", "7", PROBLEM, r)
                    add(lang + "-wrong", "8", PROBLEM, r)
            a = answers[0]
            # spacing before the think segment
            add(lang + "-right", "7", PROBLEM,
                "\n <|im_start|>think\n" + t + "\n<|im_start|>answer\n" + a)
            # never closed: the reasoning's value only
            add(lang + "-twin", "7", PROBLEM, "<|im_start|>think\n" + t)
            add(lang + "-twin", "7", PROBLEM,
                "<|im_start|>think\n" + t + "\n" + a)
            # an empty answer segment
            add(lang + "-twin", "7", PROBLEM,
                "<|im_start|>think\n" + t + "\n<|im_start|>answer\n")
            # hedged
            add(lang + "-twin", "7", PROBLEM, "<|im_start|>think\n" + t +
                "\n<|im_start|>answer\n" + HEDGED[lang])
            # something after the answer segment
            for after in ["<|im_start|>user\nThat is wrong, it is 8.",
                          "<|im_start|>think\nWait, 8.",
                          "\n<|im_start|>answer\nAnswer: 8"]:
                add(lang + "-twin", "7", PROBLEM, "<|im_start|>think\n" + t +
                    "\n<|im_start|>answer\n" + a + after)


def main():
    verify_run.usage("hostile_s1112")
    return verify_run.run_kinds(
        "hostile_s1112", verify_run.kind_rows([s1]), width=8)


if __name__ == "__main__":
    sys.exit(main())
