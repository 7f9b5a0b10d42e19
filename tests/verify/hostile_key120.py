#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_key120.py: a JSON answer under the keys an evaluation
harness asks for, "correct_answer_key" (ThaiExam's), "correct_answer",
"answer_key", "correct_choice", "correct_option", in a code fence at
the end of the reasoning: rewarded; the same key with a hedge, two
options or another option after it, and a key of a draft or a wrong
answer, never (issue 26, session 63).

On session 62's binary {"correct_answer_key": "b"} was no answer key:
ten models' Thai O-NET answers in dtinth/thaiexamjs lost 141 of 170;
and {"correct_answer": "b"} read "b" as a grade of it (json_graded):
a key the answer stands under grades nothing now.

usage: hostile_key120.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Which number is the largest?\na) 1\nb) 7\nc) 3\nd) 2\n"
           "e) 5")
WORK = ["Comparing the options, 7 is the largest.\n\n",
        "ดังนั้น ตัวเลือก **b** มีค่ามากที่สุด\n\n",
        "因此，最大的选项是 b。\n\n"]
KEYS = ["correct_answer_key", "correct_answer", "answer_key",
        "correct_choice", "correct_option"]
FENCES = ["```json\n{\"%s\": \"%s\"}\n```", "{\"%s\": \"%s\"}",
          "```json\n{\n  \"%s\": \"%s\"\n}\n```"]
TWIN_VALUES = ["maybe b", "b or c", "b, c", "not b", "b?"]
TWIN_KEYS = ["wrong_answer", "draft_answer", "incorrect_answer",
             "candidate_answer"]


def keys(add):
    for w in WORK:
        for k in KEYS:
            for f in FENCES:
                add("key-right", "b", PROBLEM, w + f % (k, "b"))
                add("key-wrong", "c", PROBLEM, w + f % (k, "b"))
            for v in TWIN_VALUES:
                add("key-twin", "b", PROBLEM, w + FENCES[0] % (k, v))
            add("key-twin", "b", PROBLEM, w + FENCES[0] % (k, "b") +
                "\n\nActually, it is c.")
            for extra in ['"confidence": "low"', '"answer_confidence": 0.1',
                          '"is_correct": false', '"grade": "F"']:
                add("key-twin", "b", PROBLEM, w + "```json\n{\"%s\": "
                    "\"b\", %s}\n```" % (k, extra))
        for k in TWIN_KEYS:
            add("key-twin", "b", PROBLEM, w.replace("b", "x").replace(
                "7", "x") + FENCES[0] % (k, "b"))


def main():
    verify_run.usage("hostile_key120")
    return verify_run.run_kinds(
        "hostile_key120", verify_run.kind_rows([keys]), width=8)


if __name__ == "__main__":
    sys.exit(main())
