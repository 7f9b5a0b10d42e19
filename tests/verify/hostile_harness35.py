#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_harness35.py: the answer templates evaluation harnesses
write around a model's words, whose right answers papo-verify lost
(issue 26, review 34's real outputs: zero-shot chain of thought's and
Plan-and-Solve's second stage, end tokens decoded as text), each right
form beside its wrong twins, which are never rewarded.

Kinds (KIND-right to be rewarded, lost when refused; KIND-wrong the
same response against another value, KIND-twin a close response that
hedges, negates, offers two values or names another, never rewarded):
  trigger   "Therefore, the answer (arabic numerals) is 64.", its
            "(in arabic numerals) is:" form, after a sentence left
            unfinished; twins: a hedge, a negation, "or", a range, a
            cut trigger, another value
  range     "Therefore, among A through E, the answer is D." (and "(A)
            through (E)"): the range's letters are no candidates; twins:
            "but E is also possible", "C or D", "not D", a cut trigger,
            the range's own last letter against another reference
  template  the other published templates (lm-eval's "The answer is",
            minerva's "Final Answer: ... I hope it is correct.",
            MMLU-Pro's and BBH's "The answer is (X)."), read already:
            controls of the kind
  eos       "</s></s>" and "<pad>" decoded after a JSON answer, a box or
            a phrase end the response; twins: text after them (a new
            turn), "</s>" that closes an "<s>" strike
  twofinal  two final answers that disagree (a JSON answer and a later
            labelled answer, a box, a trigger, in either order)
  label     an answer label alone on its line, then the answer's
            sentence on the last line ("Answer:\n\nJenny eats 9
            cookies."); twins: the sentence hedged, negated, two values
  float     a float reference printed to 17 significant digits against
            another float of the same rational ("1.8333333333333335"
            and "1.8333333333333333"); twins: a rounding the tolerance
            does not reach, another value

usage: hostile_harness35.py PAPO_VERIFY [--list]

On main (d7e0d659) and after: see t-verify-hostile-harness35.sh.
"""
import json
import sys

import verify_run

_rows = verify_run.Rows()
rows, add, right, twin = _rows.rows, _rows.add, _rows.right, _rows.twin


# reasoning a zero-shot chain of thought writes before the trigger:
# whole sentences, and sentences the harness cut off ("so we")
LEADS = [
    "Let's think step by step.\nFirst, 9 rows of {h} is {v0}.\nThen "
    "we add the {d} extra seats: {v0} + {d} = {v}.\n",
    "First we find how many are left. {v0} plus {d} makes {v}. \n",
    "There are {v0} on the first day and {d} more on the second, so we "
    "can just add these two \n",
    "We need to add {v0} and {d}. So \n",
    "",
]

TRIGGERS = [
    "Therefore, the answer (arabic numerals) is {x}.",
    "Therefore, the answer (arabic numerals) is {x}",
    "Therefore, the answer (Arabic numerals) is {x}.",
    "Therefore, the answer (in arabic numerals) is: {x}",
    "Therefore, the answer (in arabic numerals) is {x}.",
    "Therefore the answer (arabic numerals) is {x} seats.",
]

# what a model may finish the trigger with that commits to no one value
TRIGGER_TWINS = [
    "Therefore, the answer (arabic numerals) is probably {v}.",
    "Therefore, the answer (arabic numerals) is not {v}.",
    "Therefore, the answer (arabic numerals) is {v} or {u}.",
    "Therefore, the answer (arabic numerals) is between {v} and {u}.",
    "Therefore, the answer (arabic numerals) is about {v}, I think.",
    "Therefore, the answer (arabic numerals) is {u}.",
    "Therefore, the answer (arabic numerals) is",
    "Therefore, the answer (arabic numerals) is unknown; {v} is only a "
    "guess.",
    "Therefore, the answer (in arabic numerals) is: {v}?",
]


def triggers():
    for v0, d in [(117, 9), (56, 8), (630, 7)]:
        v, h = v0 + d, v0 // 9
        for lead in LEADS:
            lt = lead.format(h=h, v0=v0, d=d, v=v)
            for t in TRIGGERS:
                right("trigger", str(v), lt + t.format(x=v), str(v + 1))
            for t in TRIGGER_TWINS:
                twin("trigger", str(v), lt + t.format(v=v, u=v + 1))


RANGE_LEADS = [
    "Let's think step by step.\nThe price rises by 20%, so 50 * 1.2 = "
    "60, which is option {L}.\n",
    "Let's think step by step. Only option {L} satisfies both "
    "conditions. \n",
    "The first three options are too small and the last one is too "
    "large, so we need to \n",
]

RANGES = [
    "Therefore, among A through E, the answer is {L}.",
    "Therefore, among A through E, the answer is {L}",
    "Therefore, among A through E, the answer is ({L}).",
    "Therefore, among (A) through (E), the answer is {L}.",
    "Therefore, among A through E, the correct answer is {L}.",
]

RANGE_TWINS = [
    "Therefore, among A through E, the answer is {L}, but {M} is also "
    "possible.",
    "Therefore, among A through E, the answer is {L} or {M}.",
    "Therefore, among A through E, the answer is not {L}.",
    "Therefore, among A through E, the answer is probably {L}.",
    "Therefore, among A through E, the answer is",
    "Therefore, among A through E, the answer is {M}.",
    "Therefore, among A through E, the answer is either {L} or {M}.",
]


def ranges():
    for L, M in [("A", "C"), ("C", "E"), ("D", "B"), ("E", "A")]:
        wrong = "B" if L != "B" else "C"
        for lead in RANGE_LEADS:
            lt = lead.format(L=L)
            for t in RANGES:
                right("range", L, lt + t.format(L=L), wrong)
            for t in RANGE_TWINS:
                twin("range", L, lt + t.format(L=L, M=M))
        # the range's ends are no candidates: A and E never read from it
        for end in ("A", "E"):
            if end != L:
                twin("range", end, "Therefore, among A through E, the "
                     "answer is %s." % L)
        twin("range", "A", "Therefore, among A through E, the answer is "
             "unclear.")
        twin("range", "E", "Therefore, among A through E, the answer is "
             "none of them.")


def templates():
    for v in (18, 245):
        right("template", str(v), "Janet sells 16 - 3 - 4 = 9 eggs a "
              "day. She makes 9 * 2 = 18 dollars.\nThe answer is %d." % v,
              str(v + 1))
        right("template", str(v), "Adding the two gives %d.\nFinal "
              "Answer: The final answer is $%d$. I hope it is correct." %
              (v, v), str(v + 1))
        right("template", str(v), "Let's think step by step. x = %d. So "
              "the answer is %d." % (v, v), str(v + 1))
        twin("template", str(v), "Final Answer: The final answer is $%d$. "
             "I hope it is correct, but it may be %d." % (v, v + 1))
    for L in ("C", "H"):
        right("template", L, "A: Let's think step by step. The rate is "
              "5%%, which is option %s. The answer is (%s)." % (L, L), "B")
        right("template", L, "Let's think step by step. Options A and B "
              "fail. So the answer is (%s)." % L, "B")
        twin("template", L, "The answer is (%s) or (B)." % L)


def eos():
    for v in (7, 126):
        j = '```json\n{"reasoning": "9 * 14 = %d", "answer": "%d"}\n```' % (
            v, v)
        for tail in ("</s>", "</s></s></s></s>", "\n</s></s>", "<pad>",
                     "<pad><pad><pad>", "</s><pad><pad>"):
            right("eos", str(v), j + tail, str(v + 1))
            right("eos", str(v), "9 * 14 = %d.\n\n\\boxed{%d}%s" % (v, v,
                  tail), str(v + 1))
            right("eos", str(v), "So the answer is %d.%s" % (v, tail),
                  str(v + 1))
        # a new turn after the end token, another value in it
        twin("eos", str(v), j + "</s>\nWait, it is %d." % (v + 1))
        twin("eos", str(v), "\\boxed{%d}</s> or %d" % (v, v + 1))
        twin("eos", str(v), "\\boxed{%d}<pad>\nThe answer is %d." %
             (v, v + 1))
        # "</s>" that closes a strike: the struck value is taken back
        twin("eos", str(v), "The answer is %d <s>%d</s>" % (v + 1, v))
        twin("eos", str(v), "The answer is <s>%d</s>" % v)


def twofinal():
    for v in (16, 126):
        u = v + 134
        js = '```json\n{"reasoning": "...", "answer": "%s"}\n```' % "%d"
        twin("twofinal", str(v), (js % u) + "\n\n**Answer:**\n\nThe force "
             "needed is %d pounds." % v)
        twin("twofinal", str(v), (js % u) + "\n\nFinal answer: %d" % v)
        twin("twofinal", str(v), (js % u) + "\n\nAnswer: %d" % v)
        twin("twofinal", str(v), (js % u) + "\n\n\\boxed{%d}" % v)
        twin("twofinal", str(v), (js % u) + "\n\nTherefore, the answer "
             "(arabic numerals) is %d." % v)
        twin("twofinal", str(v), "The answer is %d.\n\n" % u + (js % v))
        twin("twofinal", str(v), "**Answer:** %d\n\n" % u + (js % v))
        twin("twofinal", str(v), "\\boxed{%d}\n\n" % u + (js % v))
        twin("twofinal", str(v), "\\boxed{%d}\n\nTherefore, the answer "
             "(arabic numerals) is %d." % (u, v))
        right("twofinal", str(v), (js % v) + "\n\n**Answer:**\n\nThe force "
              "needed is %d pounds." % v, str(v + 1))
        right("twofinal", str(v), (js % v) + "</s></s>", str(v + 1))
        # the JSON answer called a mistake after it: the correction is
        # the answer
        right("twofinal", str(v), (js % u) + "\n\nThe answer above, %d, "
              "is a mistake. The correct answer is %d." % (u, v),
              str(v + 1))


LABELS = ["Answer:\n\n%s", "Answer:\n%s", "**Answer:**\n\n%s",
          "Answer: \n%s", "Final Answer:\n\n%s", "### Answer:\n\n%s"]


def labels():
    problem = ("Jenny baked 36 cookies. Her son ate 20 and her husband ate "
               "7. How many cookies did Jenny eat?")
    calc = ("Variables:\n\nTotal = 36\nSon = 20\nHusband = 7\n\n"
            "Calculation:\n\nJenny = 36 - 20 - 7 = 9 cookies\n\n")
    for lab in LABELS:
        for sent in ("Jenny eats %d cookies.", "Jenny ate %d cookies.",
                     "The answer is %d cookies."):
            right("label", "9", calc + lab % (sent % 9), "10", problem)
        for bad in ("Jenny eats 9 or 10 cookies.",
                    "Jenny probably eats 9 cookies.",
                    "Jenny does not eat 9 cookies.",
                    "Jenny eats 10 cookies, not 9.",
                    "Jenny eats 9 cookies, I think.",
                    "Jenny eats between 9 and 12 cookies.",
                    "We cannot tell how many; maybe 9."):
            twin("label", "9", calc + lab % bad, problem)
    # the label's line with other words is no label alone
    twin("label", "9", calc + "Answer is below:\n\nJenny eats 9 or 10 "
         "cookies.", problem)


def floats():
    for ref, got in [("1.8333333333333335", "1.8333333333333333"),
                     ("10.333333333333334", "10.333333333333332"),
                     ("0.6666666666666666", "0.6666666666666667"),
                     ("1.3333333333333333", "1.3333333333333335")]:
        right("float", ref, "Therefore, the answer (arabic numerals) is "
              "%s." % got, "2.5")
        right("float", ref, "The total is %s inches." % got, "2.5")
        # a double's digits wrong at the thirteenth place: no print of
        # the same value
        twin("float", ref, "Therefore, the answer (arabic numerals) is "
             "%s." % (got[:-4] + "9" + got[-3:]))
        twin("float", ref, "The total is %s inches." % got[:4])
        twin("float", ref, "Therefore, the answer (arabic numerals) is "
             "%s." % got[:3])


def main():
    verify_run.usage("hostile_harness35")
    for g in (triggers, ranges, templates, eos, twofinal, labels, floats):
        g()
    return verify_run.run_kinds("hostile_harness35", rows)


if __name__ == "__main__":
    sys.exit(main())
