#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_fence34.py: a response that is nothing but a code block holds
its answer in code or in an example of the form, not in a statement it
makes (issue 26, review 33's third finding): "```\\n\\\\boxed{42}\\n```",
"```\\nThe answer is 42.\\n```", "    \\\\boxed{42}" (indented four
spaces: markdown's code block) are no answer, whatever the fence
(``` or ~~~, three or more), its language tag ("latex", "math", "text",
"python") and the spacing around it, and so is a <pre> block.

Variants (never rewarded): the response one block holding a box, a box
in math, an answer statement ("The answer is 56.", "Final answer: 56",
"La réponse est 56."), or the value alone; fenced ``` and ~~~ (and
````), with and without a tag, indented four spaces or a tab, in
<pre> (and <pre><code>), with blank lines around it; and a quoted
fence ("> ```" lines).

The controls (rewarded): an answer stated after a code block ("```python
\\nprint(8 * 7)\\n```\\n\\nThe answer is \\\\boxed{56}."), the value in
backticks inline in a sentence ("The answer is `56`.", "`\\\\boxed{56}`
is the answer."), a fenced answer statement or box under the response's
own work ("8 × 7 = 56\\n\\n```\\nThe answer is 56.\\n```": the model's
formatting of the answer it worked out, as internlm2-math's replies in
the corpus), a JSON or YAML block (the data forms the JSON finder
reads, tagged or not: zeroeval's replies), and a box in display
math.

usage: hostile_fence34.py PAPO_VERIFY [--list]

Measured on main (62525afa): 152 of 266 variants rewarded (every
``` and ```` block, the indented ones; ~~~, <pre> and the quoted fence
were refused already, for a word after the box not recognised, a
symbol before it, a quotation), every control rewarded.  Now: none
rewarded, every control rewarded.
"""
import sys

import verify_run

PROBLEM = ("A shop packs 8 crates with 7 apples in each crate. How many "
           "apples does the shop pack?")

INNER = ["\\boxed{{{v}}}", "$\\boxed{{{v}}}$", "The answer is {v}.",
         "Final answer: {v}", "La réponse est {v}.", "{v}",
         "**Answer:** \\boxed{{{v}}}"]

# (opener, closer) of a fenced block, then the indented and <pre> forms
FENCES = [("```", "```"), ("```latex", "```"), ("```math", "```"),
          ("```text", "```"), ("```python", "```"), ("~~~", "~~~"),
          ("~~~latex", "~~~"), ("````", "````"), ("``` tex", "```")]


def blocks(x):
    """The response that is the block holding x, in each form."""
    out = ["%s\n%s\n%s" % (o, x, c) for o, c in FENCES]
    out += ["\n\n%s\n%s\n%s\n" % (o, x, c) for o, c in FENCES[:2]]
    out += ["    " + x, "\t" + x, "\n    " + x + "\n",
            "    Final result\n    " + x,
            "<pre>%s</pre>" % x, "<pre><code>%s</code></pre>" % x,
            "<pre>\n%s\n</pre>" % x,
            "> ```\n> %s\n> ```" % x]
    return out


CONTROLS = ["```python\nprint(8 * 7)\n```\n\nThe answer is \\boxed{{{v}}}.",
            "~~~\n8 * 7\n~~~\n\nSo the answer is {v}.",
            "The answer is `{v}`.", "`\\boxed{{{v}}}` is the answer.",
            "Answer: `{v}`",
            "8 × 7 = {v}\n\n```\nThe answer is {v}.\n```",
            "8 × 7 = {v}\n\n```\n\\boxed{{{v}}}\n```",
            "Each crate holds 7 apples, so 8 × 7 = {v}.\n\n```latex\n"
            "\\boxed{{{v}}}\n```",
            "```json\n{{\"answer\": \"{v}\"}}\n```",
            "```\n{{\"answer\": \"{v}\"}}\n```",
            "```yaml\nanswer: {v}\n```",
            "$$\\boxed{{{v}}}$$", "\\boxed{{{v}}}"]

VALUES = ["56", "315"]


def rows():
    out, ctl = [], []
    for v in VALUES:
        for x in INNER:
            for r in blocks(x.format(v=v)):
                out.append(("block", v, (r, PROBLEM)))
        for t in CONTROLS:
            ctl.append(("block", v, (t.format(v=v), PROBLEM)))
    return out, ctl


def main():
    verify_run.usage("hostile_fence34")
    out, ctl = rows()
    return verify_run.run("hostile_fence34", verify_run.records(out, ctl))


if __name__ == "__main__":
    sys.exit(main())
