#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_opened53.py: a response cut right after it opened a mark on
its last line ("The answer is 12 \\"", "\\boxed{12}.\\n\\n**" where
"**Wait, ..." was being written, "答案是12。「", a lone "$", "%", "!" or "&" on the last line; issue
26, session 41: rewarded before, the mark read as nothing) is truncated, never
rewarded; the same answer with its marks closed ("**Final Answer: 12
**", "„12“", "« 12 »"), or ended on a rule ("***", "* * *", "___"),
always is.

usage: hostile_opened53.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): opened.
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
        "\n\n+", "\n\n%", "\n\n!", " ¡", "\n\n¿")


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


def main():
    verify_run.usage("hostile_opened53")
    return verify_run.run_kinds("hostile_opened53",
                                verify_run.kind_rows([opened]), width=8)


if __name__ == "__main__":
    sys.exit(main())
