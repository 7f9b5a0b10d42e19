#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_quoted33.py: the answer's line quoted (issue 26, review
33's third finding): a box or an answer statement standing whole
between backticks, straight or curly quotation marks or the CJK corner
brackets ("`\\\\boxed{42}`", "'\\\\boxed{42}'", "\\"The answer is
42.\\"", "「答案是42」"), a stop after the closer or not, with a
sentence before it or not.  An example or a quotation of the form, not
the response's own answer: never rewarded.

The twins, to be rewarded (controls): the box in math
("$\\\\boxed{42}$", "\\\\[\\\\boxed{42}\\\\]"), a box alone in a fenced
block under the response's own words, a box in backticks the sentence
goes on from ("`\\\\boxed{42}` is the final answer."), the value alone
in its marks
("`42`", "\\"42\\"", "The answer is `42`.", "Answer: \\"42\\""), a code
block of a program's output before the answer stated after it.

Not here: a response that is a fenced or indented block alone
("```\\n\\\\boxed{42}\\n```", "```\\nThe answer is 42.\\n```", "    \\\\boxed{42}"),
code or an example of the form, never rewarded since session 34
(hostile_fence34).

usage: hostile_quoted33.py PAPO_VERIFY [--list]

On main (f3ebbc8e): see the comment above main().
"""
import sys

import verify_run

VALUES = ["42", "315", "7"]

INNER = ["\\boxed{{{v}}}", "The answer is {v}.",
         "The answer is \\boxed{{{v}}}.", "So the total is {v} sheep.",
         "Final answer: {v}", "La réponse est {v}.",
         "Die Antwort ist {v}."]

CJK_INNER = ["答案是{v}", "答案是{v}。", "\\boxed{{{v}}}", "答えは{v}です。"]

MARKS = [("`", "`"), ('"', '"'), ("'", "'"), ("\u201c", "\u201d")]
CJK_MARKS = [("\u300c", "\u300d"), ("\u300e", "\u300f")]

BEFORE = ["", "For example:\n\n", "A student wrote:\n\n"]

TWINS = ["$\\boxed{{{v}}}$", "\\[\\boxed{{{v}}}\\]", "\\boxed{{{v}}}",
         "Multiplying the two counts gives the total.\n\n```\n"
         "\\boxed{{{v}}}\n```",
         "Multiplying the two counts gives the total.\n\n```math\n"
         "\\boxed{{{v}}}\n```",
         "`\\boxed{{{v}}}` is the final answer.",
         "`{v}`", "\"{v}\"", "The answer is `{v}`.", "The answer is \"{v}\".",
         "Answer: \"{v}\"", "答案是「{v}」。",
         "Running the program:\n\n```\n{v}\n```\n\nThe answer is \\boxed{{{v}}}.",
         "```python\nprint(6 * 7)\n```\n\nSo the answer is {v}."]


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        for pre in BEFORE:
            for o, e in MARKS:
                for i in INNER:
                    body = i.format(v=v)
                    if o == "'" and "'" in body:
                        continue
                    for stop in ("", "."):
                        c.add("marks", v, pre + o + body + e + stop)
            for o, e in CJK_MARKS:
                for i in CJK_INNER:
                    c.add("cjk", v, pre + o + i.format(v=v) + e)
        for t in TWINS:
            k.add("twin", v, t.format(v=v))
    return c.out, k.out


# Main (f3ebbc8e) rewards 201 of the 576 hostile variants wrongly
# (marks 162 of 504, cjk 39 of 72; every control rewarded).  Closed: a
# last line whole between a pair of marks with a box or words in it
# (answer_hidden.c, quoted_line); 0 left.
def main():
    verify_run.usage("hostile_quoted33")
    out, ctl = rows()
    return verify_run.run("hostile_quoted33", verify_run.records(out, ctl))


if __name__ == "__main__":
    sys.exit(main())
