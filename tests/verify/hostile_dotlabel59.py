#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_dotlabel59.py: an option's label written with a full stop
before its text on the last line (issue 26, session 47).

"The answer is (C).\\n\\nFinal Answer: C. 93305.3 Btu/hr" (an MMLU-Pro
reply of Qwen1.5-72B-Chat, the problem listing "(C) 93305.3 Btu/hr")
was refused: the option line's reader knew "C)" and "(C)" labels only
(answer_choice.c option_label reads "C." too, the text compared with
the problem's option word for word).  Another option's text, a doubt,
a question or a second letter stay no answer.

usage: hostile_dotlabel59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another letter; KIND-twin, never rewarded): dot.
"""
import sys

import verify_run

OPTIONS = ("75000 Btu/hr", "80000 Btu/hr", "93305.3 Btu/hr",
           "110500.7 Btu/hr", "70200 Btu/hr")
LETTERS = "ABCDE"
RIGHTS = ("The answer is ({l}).\n\nFinal Answer: {l}. {t}",
          "Final Answer: {l}. {t}", "**{l}. {t}**",
          "The correct option is:\n\n{l}. {t}")
TWINS = ("Final Answer: {l}. {o}", "Final Answer: {l}. {t}?",
         "Final Answer: maybe {l}. {t}", "Final Answer: {l}. {t} or {m}.",
         "Final Answer: not {l}. {t}", "I am not sure.\n\n{l}. {t}",
         "Final Answer: {l}. {t} (I guessed)")


def problem():
    return ("Find the rate of heat transfer to the water over a 15 ft. "
            "length of pipe.\n" + "\n".join(
                "(%s) %s" % (LETTERS[k], OPTIONS[k]) for k in range(5)))


def dot(add):
    p = problem()
    for k in range(5):
        ln, t = LETTERS[k], OPTIONS[k]
        o, m = OPTIONS[(k + 1) % 5], LETTERS[(k + 1) % 5]
        for f in RIGHTS:
            r = "Using the Dittus-Boelter relation.\n\n" + f.format(l=ln,
                                                                    t=t)
            add("dot-right", ln, p, r)
            add("dot-wrong", m, p, r)
        for f in TWINS:
            add("dot-twin", ln, p, "Using the Dittus-Boelter relation."
                "\n\n" + f.format(l=ln, t=t, o=o, m=m))


def main():
    verify_run.usage("hostile_dotlabel59")
    return verify_run.run_kinds("hostile_dotlabel59", verify_run.kind_rows(
        [dot]), width=8)


if __name__ == "__main__":
    sys.exit(main())
