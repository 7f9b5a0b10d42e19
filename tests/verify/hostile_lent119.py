#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lent119.py: the value restated after the answer in a sentence
that copies the problem's phrase ("It will take 11 days to complete the
contract." under "... will it take Mr. Blue to complete the
contract?"), a closing word of the phrase ("complete") in it: rewarded;
a remark of the response's own with that closing word ("I hope he has
7 cards." under "Tom hopes to ..."), never (issue 26, session 63).

On session 62's binary a closing word in a restatement refused it
unless it was a function word ("hope" is a remark), though the problem
wrote it in that very phrase (text-davinci-002's AQuA answers restate
the option so).  Now a closing word in three words in a row the problem
writes is the problem's (lent_run).

usage: hostile_lent119.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("Mr. Brown can paint a house in 6 days. How many days will it take "
     "Mr. Blue to complete the contract? Answer Choices: (A) 7 (B) 8 "
     "(C) 10 (D) 11 (E) 12", "D", "11",
     ["It will take 11 days to complete the contract.",
      "Mr. Blue will take 11 days to complete the contract."]),
    ("Tom hopes to complete his collection. He has 3 cards and buys 4. "
     "How many cards does he have?", "7", "7",
     ["He has 7 cards to complete his collection.",
      "Tom has 7 cards to complete his collection."]),
    ("Anna wants to finish the puzzle. She places 3 pieces, then 4 more. "
     "How many pieces does she place in all?", "7", "7",
     ["She places 7 pieces to finish the puzzle.",
      "Anna places 7 pieces in all."]),
]
TWINS = {
    "7": ["I hope he has 7 cards.", "He has 7 cards, I hope.",
          "Hopefully he has 7 cards.", "I hope she places 7 pieces.",
          "She places 7 pieces, I think.", "He may have 7 cards to "
          "complete his collection.", "I guess he has 7 cards to "
          "complete his collection."],
    "D": ["I hope it will take 11 days to complete the contract.",
          "It will take 11 days to complete the contract, I hope.",
          "It may take 11 days to complete the contract.",
          "It will take 12 days to complete the contract."],
}
ANSWERS = {"D": ["The answer is D.", "Therefore, among A through E, the "
                 "answer is D."],
           "7": ["The answer is 7.", "Answer: 7", "\\boxed{7}"]}


def lent(add):
    for problem, ref, _, rights in CASES:
        for a in ANSWERS[ref]:
            for r in rights:
                add("en-right", ref, problem, a + "\n\n" + r)
                add("en-wrong", "B" if ref == "D" else "8", problem,
                    a + "\n\n" + r)
            for r in TWINS[ref]:
                add("en-twin", ref, problem, a + "\n\n" + r)


def main():
    verify_run.usage("hostile_lent119")
    return verify_run.run_kinds(
        "hostile_lent119", verify_run.kind_rows([lent]), width=8)


if __name__ == "__main__":
    sys.exit(main())
