#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_confwhy154.py: a statement of the solver's confidence with the
reason it gives ("Since the steps are standard, my confidence level in
this answer is 100%.", "I am 100% confident in my answer, as I followed
the order of operations carefully."), a confidence label on a line of
its own after an answer in prose ("Confidence level: 100%<|eot_id|>"),
a level in a display after a colon ("The confidence level is:\\n\\\\[
\\\\boxed{100} \\\\]") and a sure statement before the answer ("My
confidence level in this answer is 100%.  The final answer is
\\\\boxed{5}.") are read as closing remarks, as round 38's calibration
study writes them (Score-LLMs-in-Mathematics); a reason is read only in
the work's words (a table of them), so one with a doubt, a negation, a
value or any word not listed ("since I might have erred", "since 41 is
also possible") leaves the statement unread, and a level below sure or
a display's level is never the answer; a confidence line between a
statement and a box alone passes as work does, the statement above it
read ("... is approximately 12.56.\\n\\nConfidence level: 100%\\n\\n
\\\\boxed{12.56}" refused).  Then what an adversarial pass found: text
after an end token that follows the statement, a level's box on its
own line or after "is:", a low level before the answer in a fraction,
a decimal or another number, a bare "1" on a scale of 1 to 10, a reason
that says several values hold or what else the answer is, and a yes or
no verdict after an answer that is one (issue 26, session 68).

On session 67's binary the reasons and the labels after prose were
refused ("words after it not recognised", "a label not recognised
before it (word: Confidence)", "a percentage of confidence before it").

usage: hostile_confwhy154.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "What is 17 + 25?"
ANSWERS = ["Therefore, the answer is $\\boxed{42}$.",
           "So, the sum is \\(\\boxed{42}\\).",
           "Thus, 17 + 25 = \\boxed{42}."]
PROSE = ["Therefore, the sum of the two numbers is 42.",
         "So the answer is 42."]
SURE = ["100%", "95%", "\\(100\\%\\)", "\\(\\boxed{100}\\)%",
        "$\\boxed{100\\%}$"]
LOW = ["80%", "\\(\\boxed{50\\%}\\)"]
REASONS = ["this is a standard calculation",
           "I have followed the steps carefully and correctly",
           "the calculation is straightforward and follows the order of "
           "operations",
           "the steps involve basic properties of arithmetic",
           "the result is derived from well-established principles",
           "we used the correct formula and verified each step"]
# a reason with a word no table holds: a doubt, a value, a negation
BAD = ["I might have made an error", "41 is also possible",
       "I did not check the steps", "the answer could be 41",
       "this is probably right", "a zorblax says so",
       "the steps are standard, but I am unsure"]
LEADS = ["Since {r}, my confidence level in this answer is {c}.",
         "Because {r}, I am {c} confident in my answer.",
         "As for the confidence level, since {r}, my confidence level "
         "is {c}.",
         "Regarding my confidence level, I am {c} confident in this "
         "answer because {r}."]
TAILS = ["My confidence level in this answer is {c}, as {r}.",
         "I am {c} confident in my answer because {r}.",
         "My confidence level is {c} regarding my answer because {r}.",
         "As for the confidence level, I'm {c} confident about this "
         "answer as {r}."]
LABELS = ["Confidence level: {c}", "**Confidence Level**: {c}",
          "Confidence: {c}"]
ENDS = ["", "<|eot_id|>", "</s>"]
DISPLAY = ["The confidence level is:\n\\[\n\\boxed{{{c}}}\n\\]",
           "My confidence level in this answer is:\n\n\\[\n"
           "\\boxed{{{c}}}\n\\]",
           "Therefore, the confidence level in percentage is:\n\\[\n"
           "\\boxed{{{c}}}\n\\]"]


def reasons(add):
    for ans in ANSWERS:
        for c in SURE:
            for t in LEADS + TAILS:
                for r in REASONS:
                    resp = ans + "\n\n" + t.format(c=c, r=r)
                    add("reason-right", "42", PROBLEM, resp)
                    add("reason-wrong", "41", PROBLEM, resp)
                for r in BAD:
                    add("reason-twin", "42", PROBLEM,
                        ans + "\n\n" + t.format(c=c, r=r))
        for c in LOW:
            for t in LEADS + TAILS:
                add("low-twin", "42", PROBLEM,
                    ans + "\n\n" + t.format(c=c, r=REASONS[0]))


def labels(add):
    for ans in PROSE + ANSWERS:
        for t in LABELS:
            for end in ENDS:
                resp = ans + "\n\n" + t.format(c="100%") + end
                add("label-right", "42", PROBLEM, resp)
                add("label-wrong", "41", PROBLEM, resp)
                add("label-twin", "42", PROBLEM,
                    ans + "\n\n" + t.format(c="60%") + end)
                add("label-twin", "42", PROBLEM,
                    ans + "\n\n" + t.format(c="100% (or 41)") + end)


def displays(add):
    for ans in PROSE + ANSWERS:
        for t in DISPLAY:
            for c in ["100", "100\\%", "95\\%"]:
                resp = ans + "\n\n" + t.format(c=c)
                add("display-right", "42", PROBLEM, resp)
                add("display-wrong", "41", PROBLEM, resp)
            add("display-twin", "42", PROBLEM,
                ans + "\n\n" + t.format(c="70\\%"))
    # the display's level is never the answer
    for t in DISPLAY:
        add("level-twin", "100", "What is 50 + 50?",
            "50 + 50 is one hundred.\n\n" + t.format(c="100"))
        add("level-twin", "100", "What is 50 + 50?",
            "Since this is a standard calculation, I am confident.\n\n" +
            t.format(c="100"))


def before(add):
    for c in SURE:
        for t in TAILS + LEADS:
            for r in REASONS[:3]:
                resp = (t.format(c=c, r=r) +
                        "\n\nThe final answer is $\\boxed{42}$.")
                add("before-right", "42", PROBLEM, resp)
                add("before-wrong", "41", PROBLEM, resp)
            add("before-twin", "42", PROBLEM, t.format(c=c, r=BAD[0]) +
                "\n\nThe final answer is $\\boxed{42}$.")
    for c in LOW:
        add("before-twin", "42", PROBLEM, "My confidence level in this "
            "answer is " + c + ".\n\nThe final answer is $\\boxed{42}$.")


def between(add):
    # a confidence line between the statement and a box alone passes
    # as work does: the statement above it is read (round 38's "... is
    # approximately 12.56.\n\nConfidence level: 100%\n\n\\boxed{12.56}")
    for t in LABELS + ["I am 100% confident in my answer."]:
        for box in ["\\boxed{42}", "$\\boxed{42}$"]:
            r = ("So the total is 42.\n\n" + t.format(c="100%") +
                 "\n\n" + box)
            add("between-right", "42", PROBLEM, r)
            add("between-wrong", "41", PROBLEM, r)
            add("between-twin", "42", PROBLEM,
                "I might have made an error.\n\n" +
                t.format(c="100%") + "\n\n" + box)
            add("between-twin", "42", PROBLEM,
                "The total is probably 42.\n\n" +
                t.format(c="100%") + "\n\n" + box)
        add("between-twin", "4\\pi", "What is the area of a circle of "
            "radius 2?", "Therefore, the area of the circle is "
            "approximately 12.56.\n\n" + t.format(c="100%") +
            "\n\n\\boxed{12.56}")


def advpass(add):
    # session 68's adversarial pass: what the first reading let through
    for end in ["<|eot_id|>", "</s>", "<|im_end|>"]:
        for t in ["Confidence level: 100%", "I am 100% confident in my "
                  "answer."]:
            add("endtok-twin", "42", PROBLEM, ANSWERS[0] + "\n\n" + t +
                end + "\nWait, the answer is 41.")
            add("endtok-twin", "41", PROBLEM, "The answer is "
                "$\\boxed{41}$.\n\n" + t + end +
                "The answer is $\\boxed{42}$.")
            add("endtok-right", "42", PROBLEM, ANSWERS[0] + "\n\n" + t +
                end)
    for box in ["$\\boxed{{{c}}}$", "\\boxed{{{c}}}",
                "\\(\\boxed{{{c}}}\\)", "\\fbox{{{c}}}",
                "$\\boxed{{{c}}}$."]:
        for lead in ["The confidence level is:\n", "The confidence level "
                     "is\n", "The confidence level is: ",
                     "The confidence level is:\n\n"]:
            add("confbox-twin", "100", "What is 50 + 50?",
                "The sum is 7.\n\n" + lead + box.format(c="100"))
            add("confbox-twin", "41", PROBLEM,
                "The answer is 42.\n\n" + lead + box.format(c="41"))
            add("confbox-right", "42", PROBLEM, "The answer is 42.\n\n" +
                lead + box.format(c="100"))
    for lvl in ["1/10", "3/10", "0.3", "\\(\\frac{1}{10}\\)", "41"]:
        for t in ["My confidence level in this answer is {c}.",
                  "Confidence level: {c}", "I am {c} confident."]:
            add("lowbefore-twin", "42", PROBLEM, t.format(c=lvl) +
                "\n\nThe final answer is $\\boxed{42}$.")
    for lvl in ["1"]:
        add("one-twin", "42", PROBLEM + " Rate your confidence from 1 to "
            "10.", ANSWERS[0] + "\n\nConfidence level: " + lvl)
    for r in ["both values are valid", "all results are correct",
              "each value is valid", "the answer is a fraction",
              "these values are correct"]:
        add("several-twin", "42", PROBLEM, ANSWERS[0] + "\n\nI am 100% "
            "confident in my answer, since " + r + ".")
    for a, v in [("No", "Yes."), ("\\text{False}", "Yes."),
                 ("Yes", "No."), ("\\text{True}", "**No.**")]:
        ref = "No" if a in ("No", "\\text{False}") else "Yes"
        add("yesno-twin", ref, "Is 91 a prime number? Answer Yes or No.",
            "The answer is $\\boxed{" + a + "}$.\n\n" + v)


def main():
    verify_run.usage("hostile_confwhy154")
    return verify_run.run_kinds(
        "hostile_confwhy154",
        verify_run.kind_rows([reasons, labels, displays, before,
                               between, advpass]), width=8)


if __name__ == "__main__":
    sys.exit(main())
