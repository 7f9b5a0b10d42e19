#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_conf147.py: a statement of the solver's confidence after its
answer, as models asked for one write it ("I am $\\boxed{100\\%}$
confident in my answer.", "My confidence level is 95%.", "..., and my
confidence in this answer is $\\boxed{90\\%}$.", round 38's
calibration study), is read as a closing remark: the answer before it
counts when the level says sure (90% to 100%, 0.9 to 1), and none does
when it is lower; the box of the level is never the answer, and a
statement with words no frame holds ("I am 100% confident, but I may be
wrong.", "I am not 100% confident.") stays unrecognised (issue 26,
session 67).

On session 66's binary the sentence forms were refused ("a word before
it not recognised (word: am)", "another value after it").

usage: hostile_conf147.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "What is 17 + 25?"
ANSWERS = ["Therefore, the answer is $\\boxed{42}$.",
           "So 17 + 25 = \\(\\boxed{42}\\).",
           "The sum is **42**.", "The answer is 42."]
SURE = ["100%", "95%", "$100\\%$", "\\(100\\%\\)", "$\\boxed{100\\%}$",
        "\\(\\boxed{90\\%}\\)", "0.95", "100 percent"]
LOW = ["80%", "$\\boxed{50\\%}$", "0.6", "\\(\\boxed{10\\%}\\)"]
SAID = ["I am {c} confident in my answer.",
        "I am {c} confident.",
        "I'm {c} sure of this answer.",
        "My confidence level is {c}.",
        "My confidence in this answer is {c}.",
        "Confidence level in this answer: {c}",
        "I have a confidence level of {c} in this answer.",
        "Regarding my answer, I am {c} confident."]
SAME = [", and my confidence in this answer is {c}.",
        ". My confidence level is {c}."]
FOREIGN = ["Ich bin mir zu {c} sicher.", "Je suis sûr à {c}.",
           "Mi nivel de confianza es del {c}.",
           "我对这个答案的信心是{c}。"]
# words no frame holds, the answer's commitment undone or weighed
UNREAD = ["I am {c} confident, but I may be wrong.",
          "I am not {c} confident in my answer.",
          "My confidence level is {c}, though I doubt it.",
          "I was {c} confident before I checked again.",
          "My confidence level is {c} that it is wrong."]


# a confidence's label, its level boxed on its line (the box is the
# level's, not the answer's)
LABELS = ["Confidence level: {c}", "Confidence: {c}",
          "\u7f6e\u4fe1\u5ea6\uff1a{c}"]


def conf(add):
    for c in ["$\\boxed{100\\%}$", "\\boxed{95\\%}",
              "\\(\\boxed{100\\%}\\)"]:
        for t in LABELS:
            r = ANSWERS[0] + "\n" + t.format(c=c)
            add("label-right", "42", PROBLEM, r)
            add("label-wrong", "41", PROBLEM, r)
            add("label-twin", "42", PROBLEM, ANSWERS[0] + "\n" +
                t.format(c=c.replace("100", "40").replace("95", "45")))
    for ans in ANSWERS:
        for c in SURE:
            for t in SAID + FOREIGN:
                r = ans + "\n\n" + t.format(c=c)
                add("said-right", "42", PROBLEM, r)
                add("said-wrong", "41", PROBLEM, r)
            for t in UNREAD:
                add("unread-twin", "42", PROBLEM,
                    ans + "\n\n" + t.format(c=c))
        for c in LOW:
            for t in SAID:
                add("low-twin", "42", PROBLEM,
                    ans + "\n\n" + t.format(c=c))
    for c in SURE:
        for t in SAME:
            r = "Therefore, the answer is $\\boxed{42}$" + t.format(c=c)
            add("same-right", "42", PROBLEM, r)
            add("same-wrong", "41", PROBLEM, r)
        # the level's box is no answer: none before it
        add("alone-twin", "100", "What is 50 + 50?",
            "50 + 50 is one hundred. I am " + c + " confident.")
    for c in LOW:
        for t in SAME:
            add("low-twin", "42", PROBLEM,
                "Therefore, the answer is $\\boxed{42}$" + t.format(c=c))


def main():
    verify_run.usage("hostile_conf147")
    return verify_run.run_kinds(
        "hostile_conf147", verify_run.kind_rows([conf]), width=8)


if __name__ == "__main__":
    sys.exit(main())
