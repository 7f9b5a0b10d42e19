#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_label57.py: the words that open a statement whose value a
label, a colon, a bold number or a currency sign precedes (issue 26,
session 45).

Disowning words put at the start of the answer's statement in every
generator's right forms (a sweep of 1,092,672 variants, 28 English
phrasings and 40 of nine other languages) found openers no row read:

- after an answer label's colon, a statement with a copula of its own
  ("Answer: The wrong total is 42", "Answer: Mary thinks it is 42",
  "Answer: Wrong: 42", "Answer: Estimate: 42"): its subject was left to
  statement_value, which reads no subject (answer_prose.c colon_opener
  now reads the opener to the statement's first value, as a last
  statement's is);
- a label before a bold number's sentence ("Неверно: So the total is
  **42**.", "Falsch: the total is **42**."): the words after the label
  were read, the label never (answer_find.c bold_opener reads a label of
  words alone; a step's label holds a digit and is the step's);
- a word of another script before a dense script's statement
  ("Неверно: 所以小明有12个苹果。"): answer_open.c read the first
  Cyrillic letter as another language's and stopped;
- a currency sign other than '$' before the value ("So one might think
  €42.", "Answer: Wrong: €42"): the sign is no letter the opener's
  reader knew, so it read nothing (the sign is the value's now, the
  words before it the opener's);
- a bold number's sentence with math in it ("Some students claim 6 × 7
  = 42, so the product is **42**.") or words of another script
  ("Возможно, итог **42**."): not read at all; now read to the first
  value, as a last statement's opener is.

A label of another script after a Chinese sentence's 。 on its line
("...共有12本书。Wrong: 答案是12。") was passed over: the space after
"Wrong:" was read as an unmarked stop, because the runs read back from
it reached the digit of the sentence before the 。 (answer_frame.c's
papo_answer_unmarked_stop stops at a 。 now).

usage: hostile_label57.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): copula, inner, boldlabel,
script, sign, boldmath, midline.
"""
import sys

import verify_run

VALUES = (42, 126, 18)
PROB = "Tom has {a} apples and buys {b} more. How many apples does Tom " \
    "have now?"
LABELS = ("Answer: ", "**Answer:** ", "Final answer: ", "**Final Answer**: ",
          "The answer is: ")
# words that bound, doubt or disown what follows, in several languages
DISOWN = ("Wrong", "Incorrect", "Guess", "Estimate", "Draft", "Mistake",
          "Error", "Hypothesis", "Before correcting", "Not", "Falsch",
          "Faux", "Incorrecto", "Sbagliato", "Errado", "Неверно",
          "Ошибка", "Preliminary", "Rough guess", "Unverified")
SUBJECTS = ("The wrong total is {v}", "Mary thinks it is {v}",
            "The estimated total is {v}", "My draft total is {v}",
            "The incorrect count is {v}", "Bob says the total is {v}",
            "The rejected value is {v}", "A common guess is {v}")


def problem(v):
    return PROB.format(a=v - 12, b=12)


def work(v):
    return "%d + 12 = %d.\n\n" % (v - 12, v)


def add3(add, kind, v, right, twins):
    prob = problem(v)
    for r in right:
        add(kind + "-right", str(v), prob, work(v) + r)
        add(kind + "-wrong", str(v + 1), prob, work(v) + r)
    for t in twins:
        add(kind + "-twin", str(v), prob, work(v) + t)


def copula(add):
    """A statement with a subject and a copula after an answer label."""
    for v in VALUES:
        right = [lab + s.format(v=v) for lab in LABELS for s in (
            "The total is {v}", "Tom has {v} apples",
            "The number of apples Tom has, given that he buys 12 more, "
            "is {v}.", "Total: {v}")]
        twins = [lab + s.format(v=v) for lab in LABELS for s in SUBJECTS]
        add3(add, "copula", v, right, twins)


def inner(add):
    """A label of its own between the answer's label and the value."""
    for v in VALUES:
        right = [lab + "%d" % v for lab in LABELS]
        twins = [lab + w + ": %d" % v for lab in LABELS for w in DISOWN]
        add3(add, "inner", v, right, twins)


def boldlabel(add):
    """A label before a bold number's sentence."""
    for v in VALUES:
        right = ["So the total is **%d**." % v,
                 "Step 3: So the total is **%d**." % v,
                 "Conclusion: So the total is **%d**." % v,
                 "Total: **%d**." % v]
        twins = [w + ": So the total is **%d**." % v for w in DISOWN] + \
            [w + ": the total is **%d**." % v for w in DISOWN]
        add3(add, "boldlabel", v, right, twins)


def script(add):
    """Words of another script before a dense script's statement."""
    for v in VALUES:
        a = v - 12
        pairs = (("小明有%d个苹果，又买了12个。小明现在有多少个苹果？" % a,
                  ("所以小明有%d个苹果。" % v, "因此，小明一共有%d个苹果。" % v)),
                 ("メアリーはりんごを%d個持っていて、12個買いました。りんごは"
                  "全部で何個ですか？" % a,
                  ("したがって、メアリーのりんごは全部で%d個です。" % v,)))
        for prob, stmts in pairs:
            for r in stmts:
                add("script-right", str(v), prob, work(v) + r)
                add("script-wrong", str(v + 1), prob, work(v) + r)
                for w in ("Неверно: ", "Возможно, ", "Если ", "Ошибка: ",
                          "Не ", "Ίσως ", "אולי ", "ربما "):
                    add("script-twin", str(v), prob, work(v) + w + r)


def sign(add):
    """A currency sign, not '$', before the value."""
    for v in VALUES:
        for c in "€£¥₹":
            prob = "Tom pays %s%d for a book and %s12 for a pen. How much " \
                "does he pay in all?" % (c, v - 12, c)
            for f in ("So he pays {c}{v}.", "Answer: {c}{v}",
                      "Answer: The total cost is {c}{v}",
                      "So the total is {c}{v}."):
                r = work(v) + f.format(c=c, v=v)
                add("sign-right", str(v), prob, r)
                add("sign-wrong", str(v + 1), prob, r)
            for f in ("So one might think {c}{v}.", "Answer: Wrong: {c}{v}",
                      "Answer: One might think {c}{v}",
                      "So he might pay {c}{v}.",
                      "Answer: Some students claim {c}{v}",
                      "So blorf glorp {c}{v}.",
                      "Answer: Hypothetically, {c}{v}"):
                add("sign-twin", str(v), prob, work(v) + f.format(c=c, v=v))


def boldmath(add):
    """A bold number's sentence with math, or another script's words."""
    for v in VALUES:
        eq = "%d + 12 = %d" % (v - 12, v)
        right = ["So %s, so the total is **%d**." % (eq, v),
                 "Since %s, the total is **%d**." % (eq, v),
                 "Итак, итог **%d**." % v]
        twins = [w + "%s, so the total is **%d**." % (eq, v) for w in (
            "Some students claim ", "One might think ", "Never say that ",
            "It is not true that ", "Do not conclude that ",
            "Nobody believes ")] + [w + "итог **%d**." % v for w in (
                "Возможно, ", "Неверно: ", "Наверное, ")]
        add3(add, "boldmath", v, right, twins)


def midline(add):
    """A label of another script after a 。 on the answer's line."""
    for v in (12, 42, 7):
        prob = "每个书架有%d本书，两个书架有多少本书？" % v
        head = "%d × 2 = %d。两个书架共有%d本书。" % (v, 2 * v, 2 * v)
        for r in ("答案是%d。" % (2 * v), " 答案是%d。" % (2 * v)):
            add("midline-right", str(2 * v), prob, head + r)
            add("midline-wrong", str(2 * v + 1), prob, head + r)
        for w in ("Wrong: ", "Nobody believes ", "Falsch: ", "Draft: ",
                  "Incorrect: ", "Maybe "):
            add("midline-twin", str(2 * v), prob, head + w + "答案是%d。" %
                (2 * v))


def main():
    verify_run.usage("hostile_label57")
    return verify_run.run_kinds("hostile_label57", verify_run.kind_rows(
        [copula, inner, boldlabel, script, sign, boldmath, midline]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
