#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_gloss97.py: an option's letter glossed by its text after a
comma ("The answer is B, which is 7.", "Answer: B, that is 7", "The
answer is B, namely decrease."), or stated alone after a word of
conclusion that opens the sentence ("Hence, B.", "Therefore, (B)."),
and the same with another option's text, another letter, a hedge, a
question or a second letter (issue 26, session 59).

Both were lost: the gloss was read with the letter as one value that
no option is ("B which is 7": not equal), and a letter after "Hence,"
was no value the last statement's reader knew.  answer_prose.c
stated_choice reads a gloss word (gloss_after) and gives "B: 7", whose
text the comparison holds to the letter's own option; thence_choice
reads a choice after a word of conclusion that opens the sentence.
"So option B (7) is correct." was refused as a letter before another
value (answer_choice.c papo_answer_letter_before now steps over the
parenthesis to the letter's own text).  A glossed label after other
words ("The correct option is (A), which is 7.") had its text alone
read: B's 7 rewarded B; label_glossed now gives no answer there, words
before the label being read by no reader of the gloss.

usage: hostile_gloss97.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another letter; KIND-twin, never rewarded).
"""
import sys

import verify_run

# (kind, problem, the right letter, its text, another option's text)
PROBLEMS = [
    ("num", "Which number is prime? (A) 4 (B) 7 (C) 9 (D) 12", "B", "7",
     "9"),
    ("text", "When ice melts, its volume will: (A) increase "
     "(B) decrease (C) stay the same (D) double", "B", "decrease",
     "increase"),
    ("lines", "Which of these is a prime number?\nA. 21\nB. 27\nC. 29\n"
     "D. 33", "C", "29", "27"),
]

GLOSSED = ["The answer is {l}, which is {t}.", "Answer: {l}, that is {t}",
           "The answer is {l}, namely {t}.",
           "So the answer is {l}, i.e. {t}."]
# a glossed label after words no answer phrase opens: the text alone
# was read, another letter's option rewarded ("The correct option is
# (A), which is 7." for B); now no answer, the right one too (left)
OTHER_LETTER = ["The correct option is ({o}), which is {t}.",
                "I think the best choice is {o}, which is {t}."]
THENCE = ["Hence, {l}.", "Hence {l}.", "Therefore, {l}.", "Thus, ({l}).",
          "So {l}.", "Therefore, option {l}."]
HEDGED = ["Hence, maybe {l}.", "Hence, {l}?", "Hence, {l} or {o}.",
          "Therefore, {l}, I think.", "Hence, probably {l}.",
          "Thus, {l} (not sure).", "Hence, not {l}.", "Hence, {l} and {o}.",
          "The answer is {l}, which is about {t}.",
          "The answer is {l}, which is not {t}.",
          "The answer is {l}, which is {t} or {u}.",
          "The answer is {l}, which is maybe {t}."]


def other(letter):
    return "A" if letter != "A" else "D"


def kinds(add):
    for kind, p, l, t, u in PROBLEMS:
        o = other(l)
        for f in GLOSSED + THENCE:
            r = f.format(l=l, t=t)
            if f in GLOSSED and "i.e." in f:
                continue    # "i.e." stops the value: not read yet
            add(kind + "-right", l, p, r)
            add(kind + "-wrong", o, p, r)
        for f in GLOSSED:
            # another option's text after the letter, or the letter's
            # text after another letter: two options named
            add(kind + "-twin", l, p, f.format(l=l, t=u))
            add(kind + "-twin", l, p, f.format(l=o, t=t))
        for f in OTHER_LETTER:
            add(kind + "-twin", l, p, f.format(o=o, t=t))
        if kind != "text":
            # a number in parentheses after "option B": the label of
            # its own text (papo_answer_letter_before), not another
            # value; another letter's text, or another text, is
            r = "So option %s (%s) is correct." % (l, t)
            add(kind + "-right", l, p, r)
            add(kind + "-wrong", o, p, r)
            add(kind + "-twin", l, p, "So option %s (%s) is correct." %
                (o, t))
            add(kind + "-twin", l, p, "So option %s (%s) is correct." %
                (l, u))
        for f in HEDGED:
            add(kind + "-twin", l, p, f.format(l=l, o=o, t=t, u=u))


def main():
    verify_run.usage("hostile_gloss97")
    return verify_run.run_kinds(
        "hostile_gloss97", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
