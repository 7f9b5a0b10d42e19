#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_optword.py: a multiple-choice letter whose text, or a comma
after it, goes on into a word the options do not hold (issue 26,
h19-tidy): "Jawabannya adalah (B), kecuali n genap.", "The answer is
(B), nope.", "Therefore, the answer is (B) decrease hatta."
answer_choice.c reads the text after a letter as the option's unless a
word of its list not_text (not, maybe, jika, ikiwa, ...) is in it; a
word the list lacks passes, and against a letter reference the text is
not compared.

usage: hostile_optword.py PAPO_VERIFY [--list]

Variants: the right letter with its text or a comma and each qualifier
after it, under a problem listing four word options and with none;
labelled by construction: the reference is the letter, but the text
takes it back or narrows it, so a reward is a wrong reward.  With no
problem they are rewarded (family "none", 1,044 of 2,160 at h19-tidy):
known holes, counted apart and capped by t-verify-hostile-optword.sh,
until the text is recognised (by the problem's options, or by the
reference when it is the text) rather than screened by the list.
Under the problem none may be rewarded.  Controls: the letter with its
option's text alone under the problem; each must be rewarded.  Prints
each variant rewarded and each control refused, a count per family;
exits 1 when any is.  --list writes the variants (JSONL).
"""
import sys

import verify_run

OPTIONS = [["increase", "decrease", "stay the same", "halve"],
           ["copper", "silver", "gold", "iron"],
           ["north", "south", "east", "west"]]
LETTERS = "ABCD"
# doubts, conditions and take-backs in English, Indonesian and Swahili
# the old list of answer_choice.c did not hold
QUALIFIERS = ["arguably", "likely", "hopefully", "seemingly",
              "apparently", "supposedly", "sometimes", "rarely",
              "nearly", "almost", "partly", "initially", "nope",
              "untrue", "dubious", "debatable", "refuted", "rejected",
              "wrongly", "kecuali n genap", "barangkali", "kayaknya",
              "atau C", "isipokuwa n ni shufwa", "ama C", "pengine",
              "yamkini", "hatta", "until proven", "pending review"]


# the statements a letter is given in (the text or the qualifier at {q})
FORMS = ["Therefore, the answer is ({L}) {t} {q}.",
         "The answer is ({L}), {q}.", "Jawabannya adalah ({L}), {q}.",
         "Jibu ni ({L}), {q}.", "Jawabannya adalah ({L}) {q}.",
         "The correct option is {L}. The answer is {t} {q}."]


def rows():
    out, ctl = [], []
    for opts in OPTIONS:
        p = "Which one is right?\n" + "\n".join(
            "%s. %s" % (LETTERS[i], o) for i, o in enumerate(opts))
        for i, t in enumerate(opts):
            L = LETTERS[i]
            ctl.append(("label", L, p, "Therefore, the answer is (%s) %s." %
                        (L, t)))
            ctl.append(("text", L, p, "Jawabannya adalah (%s), %s." %
                        (L, t)))
            for f in FORMS:
                for q in QUALIFIERS:
                    r = f.format(L=L, t=t, q=q)
                    out.append(("problem", L, p, r))
                    out.append(("none", L, None, r))
    vs = [{"family": f, "answer": a, "problem": p, "response": r}
          for f, a, p, r in out]
    vs += [{"family": "control-" + f, "answer": a, "problem": p,
            "response": r} for f, a, p, r in ctl]
    return vs


def main():
    verify_run.usage("hostile_optword")
    return verify_run.run("hostile_optword", rows(), lambda v: v["family"],
                          lambda v: v["family"].startswith("control"),
                          lambda v: v["family"] == "none", width=14)


if __name__ == "__main__":
    sys.exit(main())
