#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lead121.py: found by a hedge fuzzer over this session's
generators (a doubt, a negation or another language's "not" put between
every two words of their right forms' last paragraph):

- a box alone in display math that a line with no stop and no colon
  runs into ("She will spend at least\\n\\\\[\\n\\\\boxed{16}\\n\\\\]", "The
  answer is not\\n$$\\\\boxed{16}$$"): the line's negation, doubt, modal,
  condition, or a bound right before the display, never rewarded; the
  plain line ("Thus the total is\\n$$\\\\boxed{16}$$") rewarded;
- a word JSON does not write before the answer's key ('{ not "answer":
  16 }', '{\\n  vielleicht "answer": 16\\n}'): never rewarded; a model's
  JSON with a comma left out ('"...is 16."\\n  "answer": "16"') still
  read (issue 26, session 63).

Both were rewarded on every earlier binary (ace3c56f's too): the line
above a display's box was read only when it ended with a colon, and the
JSON reader took any key.

usage: hostile_lead121.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "Cynthia buys ice cream. How much will she spend on ice cream?"
DISPLAYS = ["\n\\[\n\\boxed{%s}\n\\]", "\n$$\\boxed{%s}$$", " \\[\\boxed{%s}\\]",
            "\n$$\n\\boxed{%s}\n$$"]
LEADS = ["She will spend", "Thus the total is", "So the answer is",
         "Therefore, Cynthia spends", "Die Antwort ist", "所以答案是",
         "La respuesta es"]
TWINS = ["The answer is not", "So she will not spend", "She might spend",
         "She will spend at least", "She will spend about",
         "She will spend more than", "If she buys more, she will spend",
         "She will probably spend", "Die Antwort ist nicht",
         "Die Antwort ist vielleicht", "答案不是", "答案可能是",
         "La respuesta no es", "La respuesta quizás es"]
JSON_RIGHT = ['{"answer": 16}', '```json\n{\n  "answer": 16\n}\n```',
              '{"reasoning": "She spends 16.",\n  "answer": "16"}',
              '```json\n{\n  "reasoning": "She spends 16."\n  "answer": '
              '"16"\n}\n```']
JSON_TWINS = ['{ not "answer": 16 }', '```json\n{\n  vielleicht "answer": '
              '16\n}\n```', '{\n  maybe "answer": 16\n}',
              '```json\n{\n  않 "answer": 16\n}\n```',
              '{"reasoning": "x", wrong "answer": 16}']


def lead(add):
    for d in DISPLAYS:
        for l in LEADS:
            add("lead-right", "16", PROBLEM, "4 x 4 = 16.\n\n" + l + d % "16")
            add("lead-wrong", "17", PROBLEM, "4 x 4 = 16.\n\n" + l + d % "16")
        for l in TWINS:
            add("lead-twin", "16", PROBLEM, "4 x 4 = 16.\n\n" + l + d % "16")
    for r in JSON_RIGHT:
        add("json-right", "16", PROBLEM, r)
        add("json-wrong", "17", PROBLEM, r)
    for r in JSON_TWINS:
        add("json-twin", "16", PROBLEM, r)


def main():
    verify_run.usage("hostile_lead121")
    return verify_run.run_kinds(
        "hostile_lead121", verify_run.kind_rows([lead]), width=8)


if __name__ == "__main__":
    sys.exit(main())
