#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cohere_end.py: Command R's end tokens after an answer (issue 26,
round 33): "The answer is (F).<EOS_TOKEN>" (MMLU-Pro's c4ai-command-r-v01
in the corpus, four records) was read with the token as the answer's
text, not equal; "<|END_OF_TURN_TOKEN|>" ends its turn the same way.

usage: hostile_cohere_end.py PAPO_VERIFY [--list]

The controls are answers each token closes (a phrase, a box, a letter,
after a blank line too): each must be rewarded.  The variants put a
wrong answer before the token and the right one after it, or doubt,
take back or add to the answer after it: what follows the end of the
turn is not the model's, and no variant may be rewarded.

Prints each variant rewarded and a count per family; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import sys

import verify_run

TOKENS = ["<EOS_TOKEN>", "<|END_OF_TURN_TOKEN|>"]
VALUES = [("42", "41"), ("3/4", "4/3"), ("-7", "7"), ("\\sqrt{2}", "2")]
LETTER = ("F", "D", "Which is right?\n(A) 1\n(B) 2\n(C) 3\n(D) 4\n(E) 5\n"
          "(F) 6")
KEPT = ["The answer is {v}.{t}", "The answer is {v}.{t}\n\n",
        "So the answer is \\boxed{{{v}}}.{t}", "\\boxed{{{v}}}{t}",
        "Therefore, the final answer is {v}.{t}\n"]
AFTER = ["The answer is {o}.{t}\nThe answer is {v}.",
         "The answer is {o}.{t}The answer is \\boxed{{{v}}}.",
         "\\boxed{{{o}}}{t}\n\nFinal answer: {v}",
         "The answer is {v}.{t}\nActually no, it's {o}.",
         "The answer is {v}{t} or {o}",
         "The answer is {v}. {t} (just a guess)",
         "The answer is \\boxed{{{v}}}.{t}Hmm, not sure."]


def rows():
    out, ctl = [], []
    for t in TOKENS:
        fam = "eos" if t == "<EOS_TOKEN>" else "end-of-turn"
        for v, o in VALUES:
            for k in KEPT:
                ctl.append((fam, v, k.format(v=v, o=o, t=t)))
            for a in AFTER:
                out.append((fam, v, a.format(v=v, o=o, t=t)))
        v, o, p = LETTER
        ctl.append((fam, v, "The answer is (%s).%s" % (v, t), p))
        ctl.append((fam, v, "Step 1: 6 = 6. The answer is (%s).%s\n\n" %
                    (v, t), p))
        out.append((fam, v, "The answer is (%s).%s\nThe answer is (%s)." %
                    (o, t, v), p))
        out.append((fam, v, "The answer is (%s).%s or (%s)" % (v, t, o), p))
    return out, ctl


def main():
    verify_run.usage("hostile_cohere_end")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_cohere_end", vs, lambda v: v["family"],
                          verify_run.is_control, width=18)


if __name__ == "__main__":
    sys.exit(main())
