#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_steps135.py: two forms of decomposed or few-shot answers
(issue 26, session 66), read from BigGSM's published GPT-3.5 outputs:

- least-to-most prompting's last sub-question asks for the answer
  itself and the value follows on its line ("6. What's the final
  answer?\\n283,604m"): a question of the answer's words only is no
  doubt; a question of other words, a hedge or a question mark after
  the value stay unread;
- a response that opens with the few-shot prompt's label, "Answer:"
  or "A:", and the whole solution under it ("Answer: \\nEllen spent
  ...\\nTherefore they spent $169350 in all."): the label heads the
  work, whose own last statement answers; "Answer: 42\\n..." (a value
  right after it) and a taking back stay as they were.

On session 65's binary every right form was refused: "a question
before it", and "a word before it not recognised" (the label read as
the statement of the work's first value).

usage: hostile_steps135.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("Orville walked forward 446m and back 299m, then back 949 times as "
     "far as the previous step. How far is his ending location from the "
     "beginning point?", "283604", "283,604m",
     "Orville's ending location is 283604m away from the beginning "
     "point."),
    ("Ellen spent $127406 and Lani spent $41944. How much did they spend "
     "in all?", "169350", "$169,350",
     "Ellen and Lani spent a total of $127406 + $41944 = $169350 in all."),
    ("A farm has 12 cows and buys 30 more. How many cows does it have?",
     "42", "42 cows", "The farm has 12 + 30 = 42 cows."),
]
ASKS = ["What's the final answer?", "What is the final answer?",
        "What is the answer?", "What's the answer?",
        "So what is the final result?"]
ASKS_OTHER = ["How sure am I about this?", "Is that right?",
              "What did I get wrong?", "Could it be something else?"]
LABELS = ["Answer:", "A:", "answer:", "ANSWER:"]


def ltm(add):
    for p, v, said, stmt in PROBLEMS:
        w = verify_run.other(v)
        for n, ask in enumerate(ASKS):
            head = ("1. What do we know?\nThe steps are given.\n" +
                    str(n + 2) + ". " + stmt.split(".")[0] + "?\n" +
                    stmt + "\n" + str(n + 3) + ". " + ask + "\n")
            r = head + said
            add("ltm-right", v, p, r)
            add("ltm-wrong", w, p, r)
            add("ltm-twin", v, p, r + "?")
            add("ltm-twin", v, p, head + "Maybe " + said)
            add("ltm-twin", v, p, head + said + ", I guess.")
            add("ltm-twin", v, p, head.replace(ask, ask + " I am not "
                                               "sure.") + said)
        for ask in ASKS_OTHER:
            add("ltm-twin", v, p, stmt + "\n" + ask + "\n" + said)


def opening(add):
    for p, v, said, stmt in PROBLEMS:
        w = verify_run.other(v)
        work = ("He went 446m - 299m = 147m first.\nThen 949 x 299m = "
                "283,751m.\n")
        for lab in LABELS:
            for sep in (" \n", " ", "\n"):
                r = lab + sep + work + "Therefore, " + stmt
                add("open-right", v, p, r)
                add("open-wrong", w, p, r)
                add("open-twin", v, p, r[:-1] + ", or so I think.")
                add("open-twin", v, p, r + "\nWait, that is wrong.")
                add("open-twin", v, p, lab + sep + work + "Blorf glorp " +
                    said + ".")
            # one line of work after the label, then the statement
            r = lab + " " + work.split("\n")[0] + "\nTherefore, " + stmt
            add("open-right", v, p, r)
            add("open-wrong", w, p, r)
            add("open-twin", v, p, r + "\nWait, that is wrong.")
            # a value right after the label, then its taking back
            add("open-twin", v, p, lab + " " + w + ".\nWait, that is "
                "wrong.\nHmm.")


def main():
    verify_run.usage("hostile_steps135")
    return verify_run.run_kinds(
        "hostile_steps135", verify_run.kind_rows([ltm, opening]), width=8)


if __name__ == "__main__":
    sys.exit(main())
