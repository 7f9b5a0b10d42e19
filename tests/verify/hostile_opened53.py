#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_opened53.py: a response cut right after it opened a mark on
its last line ("The answer is 12 \\"", "\\boxed{12}.\\n\\n**" where
"**Wait, ..." was being written, "答案是12。「", a lone "$", "%", "!" or
"&" on the last line, a fence after a blank line) or after a backslash
("The answer is 12\\", where "12\\frac{1}{2}" or "12\\%" was being
written; issue 26, session 41: rewarded before, the mark read as
nothing, the backslash dropped from the value) is truncated, never
rewarded; the same answer with its marks closed ("**Final Answer: 12
**", "„12“", "« 12 »"), ended on a rule ("***", "* * *", "___") or on
LaTeX's line break ("\\\\"), always is.

usage: hostile_opened53.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): opened, escape.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)
PROBLEM = "Tom has {a} apples and buys {a} more. How many apples does he have?"
# answer forms with their marks closed
CLOSED = ("**The answer is {v}.**", "**Final Answer: {v} **",
          "The answer is \"{v}\".", "The answer is `{v}`.",
          "The answer is *{v}*.", "The answer is __{v}__.",
          "The answer is “{v}”.", "Die Antwort ist „{v}“.",
          "La réponse est « {v} ».", "答案是「{v}」。", "答案是『{v}』。",
          "The answer is $\\boxed{{{v}}}$.", "So the answer is {v}.",
          "$$\n\\boxed{{{v}}}\n$$", "$\n\\boxed{{{v}}}\n$")
# the forms a mark is cut after: no mark of their own left open
PLAIN = ("The answer is $\\boxed{{{v}}}$.", "So the answer is {v}.",
         "**Final Answer:** {v}", "答案是{v}。", "Die Antwort ist {v}.",
         "The answer is \"{v}\".")
ENDS = ("", "\n\n***", "\n\n* * *", "\n\n___", "\n\n---")
CUTS = (" \"", " **", "\n\n**", " *", " _", " __", " `", " ~~", "\n\n~~",
        " “", "\n\n“", " ‘", " „", " «", "「", "『", "\n\n_",
        " **Note", "\n\n\"", "\n\n$", "\n\n&", "\n\n@", "\n\n^",
        "\n\n+", "\n\n%", "\n\n!", " ¡", "\n\n¿", "\n\n```",
        "\n\n```\n", "\n\n  ```")


def opened(add):
    """Each closed form, ended; each plain form, cut after a mark."""
    for v in VALUES:
        p = PROBLEM.format(a=v // 2)
        w = "%d + %d = %d.\n\n" % (v // 2, v // 2, v)
        for a in CLOSED:
            for e in ENDS:
                add("opened-right", str(v), p, w + a.format(v=v) + e)
                add("opened-wrong", str(v + 1), p, w + a.format(v=v) + e)
        for a in PLAIN:
            for c in CUTS:
                add("opened-twin", str(v), p, w + a.format(v=v) + c)


ESC_ANSWERS = ("So the answer is {v}", "The answer is $\\boxed{{{v}}}$",
           "The answer is \\boxed{{{v}}}", "Therefore, Tom has {v} apples",
           "**Final Answer:** {v}", "答案是{v}", "La réponse est {v}",
           "The answer is ${v}", "#### {v}")
ESC_ENDS = ("", ".", "\n", ".\n\n")
# after a box or math only: LaTeX's line break ends a line there
ESC_BREAKS = (" \\\\", "\\\\")
ESC_CUTS = ("\\", " \\", ".\\", ". \\", "\\\n", "\\\\\\", " \\ \n\n")


def escapes(add):
    """Each answer form, ended, ended on a line break, or cut on a
    backslash."""
    for v in VALUES:
        p = PROBLEM.format(a=v // 2)
        w = "%d + %d = %d.\n\n" % (v // 2, v // 2, v)
        for a in ESC_ANSWERS:
            t = w + a.format(v=v)
            ends = ESC_ENDS + (ESC_BREAKS if t.endswith("$") or
                               t.endswith("}") else ())
            for e in ends:
                add("escape-right", str(v), p, t + e)
                add("escape-wrong", str(v + 1), p, t + e)
            for c in ESC_CUTS:
                add("escape-twin", str(v), p, t + c)


def main():
    verify_run.usage("hostile_opened53")
    return verify_run.run_kinds(
        "hostile_opened53", verify_run.kind_rows([opened, escapes]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
