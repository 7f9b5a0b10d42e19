#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_check56.py: a check of the answer after it, and a verdict on
the answer said as a sentence (issue 26, session 44).

A check's paragraph ("To verify: ...", "Let's double-check: ...")
after the answer was read as recognised when its last sentence restated
the value, whatever value its other sentences said: "To verify: the
total is 88. Thus, the total is 98." and "To verify: 22 + 10 + 54 + 12
= 88. Thus, the total is 98." were rewarded for 98 (a check that finds
another value is no confirmation).  Now each other value of the check is
a step: the result of an '=' whose arithmetic, where it is arithmetic
alone, gives it (answer_tail.c's alt_step).  The same reading found
checks lost: one that runs over several paragraphs (its list, then the
sum), one that ends on a verdict ("Correct.") or on the value said
again ("This confirms that there are 98 pens in all."), and a verdict
on the answer said as a sentence ("The answer is correct.", "Thus, our
answer is correct.", "Die Antwort ist richtig.", "答案正确。") was read
after a box as words not recognised and after an answer phrase as
another answer ("correct").  Hedges added to every right form found a
bound in a check ("Thus, the total is roughly 22 + 10 + 54 + 12 =
98.", rewarded before this session too; "... cerca de ..." in
Portuguese; "22 + 10 + 54 + 12 = 88, so the total is 98": each '=' of
the check is worked out now, answer_tail.c alt_eqs) and "about" read as
a remark's word ("This confirms that the answer is about correct."):
twins now.

usage: hostile_check56.py PAPO_VERIFY [--list]

A recap opened by its own words ("To summarize, ...", "In summary,
...") is read as a check is (it was words not recognised).

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): check, recap, verdict.
"""
import sys

import verify_run

# (problem, the parts added, their sum's value); the parts' products
PROBLEMS = (
    ("Janet has {g} green pens and {y} yellow pens. Then she buys {b} "
     "bags of blue pens with 9 pens each and 2 bags of red pens with 6 "
     "pens each. How many pens does Janet have now?", "pens"),
    ("A shop sells {g} apples on Monday and {y} on Tuesday. On Wednesday "
     "it sells {b} boxes of 9 apples and 2 bags of 6 apples. How many "
     "apples does it sell in all?", "apples"),
)
PARTS = ((22, 10, 6), (15, 7, 4), (30, 12, 5))

# the answers a check or a verdict follows; the last statement
# ("So the total is {v}.") with the verdicts only: after it, a check's
# last sentence is itself the last statement (the work before it is
# the work's)
ANSWERS = ("The final answer is {v} {n}.", "The answer is \\boxed{{{v}}}.",
           "Therefore, there are $\\boxed{{{v}}}$ {n} in all.")
STATEMENT = "So the total is {v}."
# the answers before a verdict of another language: the box alone
BOXES = ("$\\boxed{{{v}}}$", "\\[\\boxed{{{v}}}\\]")

# a check that ends on the value: {g} {y} {bb} {r} {v} {n}
CHECKS = (
    "To verify: {g} + {y} + {bb} + {r} = {v}. Thus, the total is {v}.",
    "Let's double-check: {g} + {y} = {gy}, {gy} + {bb} = {gyb}, "
    "{gyb} + {r} = {v}. Correct.",
    "To verify, we can break down the calculation step by step:\n\n"
    "1. Green: {g}\n2. Yellow: {y}\n3. Blue: {b} bags * 9 {n}/bag = {bb} "
    "{n}\n4. Red: 2 bags * 6 {n}/bag = {r} {n}\n\nAdding all these "
    "together:\n{g} + {y} + {bb} + {r} = {v} {n}\n\nThus, the total is "
    "{v}.",
    "To check: blue is {b} * 9 = {bb} and red is 2 * 6 = {r}. Thus, the "
    "total is {g} + {y} + {bb} + {r} = {v}.",
    "Let's verify: {g} + {y} + {bb} + {r} = {v}. The answer is correct.",
    "To verify:\n- Blue: {b} * 9 = {bb}\n- Red: 2 * 6 = {r}\n- Total: "
    "{g} + {y} + {bb} + {r} = {v}\n\nThus, the total is {v}.",
    "To verify, {g} + {y} + {bb} + {r} = {v} {n}. This confirms that "
    "there are {v} {n} in all.",
)
# a recap of the work that ends on the value, opened by its own words
RECAPS = (
    "To summarize, the total is {g} + {y} + {bb} + {r} = {v}.",
    "In summary, blue is {b} * 9 = {bb}, red is 2 * 6 = {r}, and the "
    "total is {v}.",
    "To sum up, the total number of {n} is {v}.",
    "To recap, {g} + {y} + {bb} + {r} = {v}. Correct.",
)
RECAP_TWINS = (
    "To summarize, the total is about {v}.",
    "To summarize, the total is {g} + {y} + {bb} + {r} = {u}.",
    "In summary, the total is {v}, or maybe {u}.",
    "To recap, the total is {v}, I think.",
    "To sum up, the total is {v}. But one bag may hold 8.",
    "To summarize, the total is {u}.",
)
# a check that says another value {u}: never rewarded
CHECK_TWINS = (
    "To verify: the total is {u}. Thus, the total is {v}.",
    "To verify: the total number of {n} is {u}. Thus, the total is {v}.",
    "To verify: {g} + {y} + {bb} + {r} = {u}. Thus, the total is {v}.",
    "Let's double-check: {g} + {y} + {bb} = {u}. Thus, the total is {v}.",
    "To check: the count is $ {u} $. Thus, the total is {v}.",
    "To verify:\n\n{g} + {y} + {bb} + {r} = {u}\n\nThus, the total is "
    "{v}.",
    "To verify: {g} + {y} + {bb} + {r} = {v}. Incorrect.",
    "To verify: {g} + {y} + {bb} + {r} = {v}. Not correct.",
    "Let's double-check: {g} + {y} = {gy}. Hmm, the total is {v}.",
    "To verify, {g} + {y} + {bb} + {r} = {v} {n}. This confirms that "
    "there are {u} {n} in all.",
    "To verify, {g} + {y} + {bb} + {r} = {v} {n}. This confirms that "
    "there are {v} {n} in all, or maybe {u}.",
    # a bound in the check (rewarded before this session too)
    "To check: blue is {b} * 9 = {bb} and red is 2 * 6 = {r}. Thus, the "
    "total is roughly {g} + {y} + {bb} + {r} = {v}.",
    "To check: blue is {b} * 9 = {bb} and red is 2 * 6 = {r}. Thus, the "
    "total is at least {g} + {y} + {bb} + {r} = {v}.",
    "To verify: {g} + {y} + {bb} + {r} = {v}. Thus, the total is about "
    "{v}.",
    # another value inside the sentence that restates, a bound in
    # another language
    "Alternatively, {g} + {y} + {bb} + {r} = {u}, so the total is {v}.",
    "Alternatively, {g} + {y} = {gy} and {gy} + {bb} + {r} = {u}, so the "
    "total is {v}.",
    "Verificação: o total é cerca de {g} + {y} + {bb} + {r} = {v}.",
    "Zur Kontrolle: die Summe ist ungefähr {g} + {y} + {bb} + {r} = {v}.",
)

# a verdict on the answer: English's, then the other languages'
VERDICTS = (
    "The answer is correct.", "Thus, the answer is correct.",
    "So our answer is correct.", "This answer is correct.",
    "Therefore, our final answer is correct.",
    "This confirms that the answer is correct.",
    "This confirms that our answer is correct.",
    # session 45: a verdict on the calculations
    "The calculations are correct.", "Thus, the calculations are correct.",
    "The calculations are consistent, so the answer is indeed correct.",
    "The arithmetic is correct.")
VERDICTS_OTHER = (
    "La réponse est correcte.", "Die Antwort ist richtig.",
    "La respuesta es correcta.", "La risposta è corretta.",
    "A resposta está correta.", "Ответ верный.", "答案正确。",
    "答えは正しいです。", "답이 맞습니다.",
)
# the same negated, asked, hedged or bounded: never rewarded
VERDICT_TWINS = (
    "The answer is not correct.", "The answer is incorrect.",
    "The answer is correct?", "Is the answer correct?",
    "The answer is probably correct.", "The answer is almost correct.",
    "The answer is correct, I think.", "I doubt the answer is correct.",
    "The answer is correct if the bags are full.",
    "Thus, the answer is not correct.", "So our answer is wrong.",
    "This answer is correct for part (a) only.",
    "The answer might be correct.", "Hopefully the answer is correct.",
    "La réponse n'est pas correcte.", "Die Antwort ist nicht richtig.",
    "La respuesta no es correcta.", "La risposta non è corretta.",
    "A resposta não está correta.", "Ответ неверный.", "答案不正确。",
    "答案可能正确。", "答えは正しくない。", "답이 맞지 않습니다.",
    "The answer is correct. Actually, it is {u}.",
    "This confirms that the answer is about correct.",
    "This confirms that our answer is about right.",
    "The calculations are not correct.", "The calculations are wrong.",
    "The calculations are consistent, so the answer is probably correct.",
    "The arithmetic is almost correct.",
)


def cases():
    for g, y, b in PARTS:
        bb, r = b * 9, 12
        v = g + y + bb + r
        f = dict(g=g, y=y, b=b, bb=bb, r=r, v=v, u=v - 10, gy=g + y,
                 gyb=g + y + bb)
        for p, n in PROBLEMS:
            yield p.format(g=g, y=y, b=b), n, v, dict(f, n=n)


def said_after(add, kind, v, prob, head, rights, twins, f):
    """Each form of rights after head (KIND-right, and KIND-wrong against
    another value), each of twins (KIND-twin, never rewarded)."""
    for c in rights:
        resp = head + "\n\n" + c.format(**f)
        add(kind + "-right", str(v), prob, resp)
        add(kind + "-wrong", str(v + 1), prob, resp)
    for c in twins:
        add(kind + "-twin", str(v), prob, head + "\n\n" + c.format(**f))


def work(f, v):
    return "%d + %d + %d + %d = %d.\n\n" % (f["g"], f["y"], f["bb"],
                                            f["r"], v)


def check(add):
    for prob, n, v, f in cases():
        for a in ANSWERS:
            head = work(f, v) + a.format(v=v, n=n)
            said_after(add, "check", v, prob, head, CHECKS, CHECK_TWINS, f)
            said_after(add, "recap", v, prob, head, RECAPS, RECAP_TWINS, f)


def verdict(add):
    for prob, n, v, f in cases():
        for a in ANSWERS + (STATEMENT,) + BOXES:
            head = work(f, v) + a.format(v=v, n=n)
            said_after(add, "verdict", v, prob, head, VERDICTS_OTHER if a in
                       BOXES else VERDICTS, VERDICT_TWINS, f)


def main():
    verify_run.usage("hostile_check56")
    return verify_run.run_kinds("hostile_check56", verify_run.kind_rows(
        [check, verdict]), width=8)


if __name__ == "__main__":
    sys.exit(main())
