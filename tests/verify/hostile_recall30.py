#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall30.py: issue 26's lost signal, round 30 (h30-recall19):
kinds of real model writing that a careful grader rewards and
papo-verify refused, each right form with twins (a hedge, a negation,
another value, a question) that must stay refused.

usage: hostile_recall30.py PAPO_VERIFY [--list]

Kinds (the group of each variant; "-right" a right answer, lost when
refused; "-twin" a twin that doubts, denies or names another value, and
"-wrong" the right one against another reference: never rewarded):
  table    a markdown table ending a solution, its last row the total
           ("| Item | Count |" ... "| **Total** | **42** |"), headers
           models write (count, number, cost, price, amount, operation,
           category, quantity, subtotal); twins whose last row is no
           total ("| Guess | 42 |"), holds two values, or whose header
           rejects ("| Wrong answers |").
  check    a check mark after the answer's noun ("Answer: **42 apples**
           ✅", "Tom has 42 apples. ✔"); twins with a cross or a warning
           (❌, ✗, ⚠️), a question mark, or a check after a doubt.
  bold     a bold number with its noun after an answer phrase ("Answer:
           **42 apples**", read as "Answer: 42 apples" is); twins
           doubted, bounded, negated, two values, another unit.
  ja       a Japanese statement that ends on its verb ("トムは42個のリン
           ゴを持っています。", "全部で42個あります。"); twins negated
           (持っていません, ありません), asked (ますか), guessed
           (でしょう, かもしれません).
  scale    a scale word after an answer phrase ("The answer is 42
           hundred.", "Answer: 42bn", "The answer is $42bn.", "The
           answer is 42 Millionen.", "Answer: 42 lakh"); twins "42
           hundredths", "about 42 hundred", "42 hundred or 43 hundred",
           "42bn?", "about 42 Millionen", "~42 lakh".
  comma    a reference's decimal comma between two plain integers
           ("1,22", "0,111") against a response's one decimal ("1.22");
           twins another value ("1.23", "1.220", "122"), a reference
           that groups thousands ("1,222" is not 1.222), "1,2" (a list
           of 1 and 2, not 1.2), the sign, a hedge.
Prints a count per kind and the summary line the t-*.sh test reads:
"hostile_recall30: N variants (M right), K wrong, L lost".  Exits 1
when a twin or a wrong-reference variant is rewarded.
"""
import sys

import verify_run

VALUES = [42, 7, 125]

TABLE_P = "Tom has {a} apples and buys {b} more. How many apples " \
          "does Tom have?"
# (header row, the first column's word of the middle rows)
TABLE_HEADS = [("Item", "Count"), ("Quantity", "Number"),
               ("Category", "Count"), ("Operation", "Result"),
               ("Item", "Amount"), ("Step", "Apples"),
               ("Description", "Number"), ("Item", "Cost")]
TABLE_LAST = ["| **Total** | **{v}** |", "| Total | {v} |",
              "| **Final answer** | **{v}** |", "| Total | **{v}** |"]
TABLE_TWIN_LAST = ["| Guess | {v} |", "| **Total** | **{v}** or **{u}** |",
                   "| Total | {v}? |", "| Total | about {v} |",
                   "| Not the total | {v} |", "| Estimate | {v} |",
                   "| Total | not {v} |"]
TABLE_TWIN_HEADS = [("Wrong answers", "Count"), ("Rejected", "Value"),
                    ("Guess", "Count"), ("Item", "Doubtful count")]


def table(add):
    for v in VALUES:
        a, b = v - 2, 2
        p = TABLE_P.format(a=a, b=b)
        for h1, h2 in TABLE_HEADS:
            body = "| %s | %s |\n|---|---|\n| Start | %d |\n" \
                   "| Bought | %d |\n" % (h1, h2, a, b)
            for last in TABLE_LAST:
                r = body + last.format(v=v)
                add("table-right", str(v), p, r)
                add("table-wrong", str(v + 1), p, r)
            for last in TABLE_TWIN_LAST:
                add("table-twin", str(v), p, body + last.format(v=v, u=v + 1))
        for h1, h2 in TABLE_TWIN_HEADS:
            body = "| %s | %s |\n|---|---|\n| Start | %d |\n" \
                   "| Bought | %d |\n" % (h1, h2, a, b)
            for last in TABLE_LAST:
                add("table-twin", str(v), p, body + last.format(v=v))


CHECK_P = "Tom has {a} apples and buys 2 more. How many apples does " \
          "Tom have?"
CHECK_RIGHT = ["Answer: **{v} apples** ✅", "Answer: {v} apples ✅",
               "Tom has {v} apples. ✅", "Tom has **{v} apples** ✔",
               "The answer is {v} apples ✓", "**Final answer: {v} apples** ✅",
               "So Tom has {v} apples ✔️", "Answer: {v} apples ☑"]
CHECK_TWINS = ["Answer: **{v} apples** ❌", "Answer: {v} apples ✗",
               "Tom has {v} apples. ⚠️", "Answer: {v} apples? ✅",
               "Tom has maybe {v} apples ✅", "Answer: {v} apples ✘",
               "Answer: {v} apples or {u} apples ✅",
               "Tom does not have {v} apples. ✅",
               "Answer: {v} apples ✅ but I am not sure",
               "Answer: {v} apples ❎", "Answer: {v} apples ✅?",
               "Tom does not have {v}. ✅", "Tom doesn't have {v}. ✔",
               "Tom never had {v} apples. ✅"]


def check(add):
    verify_run.kind_forms(add, "check", VALUES, CHECK_P, CHECK_RIGHT, CHECK_TWINS)


JA_P = "トムはリンゴを{a}個持っていて、2個買いました。トムはリンゴを" \
       "何個持っていますか？"
JA_RIGHT = ["トムは{v}個のリンゴを持っています。",
            "トムは合計{v}個のリンゴを持っています。",
            "したがって、トムは{v}個のリンゴを持っています。",
            "トムは今{v}個のリンゴを持っています。",
            "よって、トムは{v}個のリンゴを持っていることになります。",
            "トムは{v}個のリンゴを持っていました。"]
JA_TWINS = ["トムは{v}個のリンゴを持っていません。",
            "トムは{v}個のリンゴを持っていますか？",
            "トムは{v}個のリンゴを持っているでしょう。",
            "トムは{v}個のリンゴを持っているかもしれません。",
            "トムは約{v}個のリンゴを持っています。",
            "トムは{v}個以上のリンゴを持っています。",
            "トムは{v}個のリンゴを持っていますね。",
            "トムは{v}個か{u}個のリンゴを持っています。",
            "トムは{v}個のリンゴを持っていると思います。"]


def ja(add):
    verify_run.kind_forms(add, "ja", VALUES, JA_P, JA_RIGHT, JA_TWINS)


SCALES = [("hundred", 100), ("bn", 10 ** 9)]
SCALE_RIGHT = ["The answer is {v} {w}.", "Answer: {v} {w}",
               "The final answer is {v} {w}.", "**Answer:** {v} {w}"]
SCALE_BN = ["The answer is {v}bn.", "Answer: {v}bn", "The answer is ${v}bn.",
            "Answer: ${v}bn"]
SCALE_TWINS = ["The answer is about {v} {w}.", "Answer: {v} {w}?",
               "The answer is {v} {w} or {u} {w}.",
               "The answer is maybe {v} {w}.",
               "The answer is not {v} {w}.",
               "The answer is at least {v} {w}."]


# "42bn" is b times n where the problem names b or n, or where there is
# no problem to tell (as "42k")
EARN = "A company sells lamps. How much does it earn?"
NAMED_BN = "Let b and n be the counts. Find the total."


def scale(add):
    for v in VALUES:
        for w, f in SCALES:
            ts = SCALE_RIGHT + (SCALE_BN if w == "bn" else [])
            p = EARN if w == "bn" else ""
            for t in ts:
                r = t.format(v=v, w=w)
                add("scale-right", str(v * f), p, r)
                add("scale-wrong", str(v), p, r)
                add("scale-wrong", str((v + 1) * f), p, r)
                if w == "bn":
                    add("scale-twin", str(v * f), NAMED_BN, r)
            for t in SCALE_TWINS:
                add("scale-twin", str(v * f), p,
                    t.format(v=v, u=v + 1, w=w))
        # "mille", not "mila": Italian's "mila" is Polish's mile, read
        # only in an Italian line (hostile_units37)
        for w, e in (("Millionen", 6), ("lakh", 5), ("mille", 3)):
            f = 10 ** e
            for t in ("The answer is {v} {w}.", "Answer: {v} {w}"):
                add("scale-right", str(v * f), "", t.format(v=v, w=w))
                add("scale-wrong", str(v), "", t.format(v=v, w=w))
            for t in ("The answer is about {v} {w}.",
                      "The answer is roughly {v} {w}.",
                      "Answer: about {v} {w}", "Answer: ~{v} {w}",
                      "The answer is approximately {v} {w}.",
                      "The answer is at most {v} {w}.",
                      "The answer is {v} {w}, maybe.",
                      "The answer is {v} {w}?", "Answer: **{v}** {w}?",
                      "The answer is {v} {w} or {u} {w}.",
                      "The answer is not {v} {w}."):
                add("scale-twin", str(v * f), "",
                    t.format(v=v, u=v + 1, w=w))
        add("scale-twin", str(v), "", "The answer is %d hundredths." % v)
        add("scale-twin", str(v * 100), "",
            "The answer is %d hundredths." % v)


BOLD_RIGHT = ["Answer: **{v} apples**", "The answer is **{v} apples**.",
              "**Answer:** **{v} apples**", "Final answer: **{v} apples**",
              "So the answer is **{v} apples**."]
BOLD_TWINS = ["Answer: **{v} apples?**", "Answer: **about {v} apples**",
              "Answer: **{v} apples or {u} apples**",
              "The answer is **{v} apples** or **{u} apples**.",
              "The answer is not **{v} apples**.",
              "The answer is maybe **{v} apples**.",
              "Answer: **{v} apples** at most",
              "Answer: **{v} apples** (I am not sure)",
              "Answer: **{v} hundredths**", "Answer: **{v} dozen**"]


def bold(add):
    for v in VALUES:
        p = CHECK_P.format(a=v - 2)
        for t in BOLD_RIGHT:
            r = t.format(v=v)
            add("bold-right", str(v), p, r)
            add("bold-wrong", str(v + 1), p, r)
        for t in BOLD_TWINS:
            add("bold-twin", str(v), p, t.format(v=v, u=v + 1))
        add("bold-twin", "%d \\text{ minutes}" % v, "",
            "Answer: **%d hours**" % v)
        add("bold-twin", "%d \\text{ km}" % v, "",
            "Answer: **%d miles**" % v)


# (reference, response's value, right): a reference's decimal comma
# between two plain integers, against a response's one decimal
COMMA = [("1,22", "1.22", 1), ("0,111", "0.111", 1), ("-3,75", "-3.75", 1),
         ("12,5", "12.50", 0), ("1,22", "1.23", 0), ("1,22", "1.220", 0),
         ("1,22", "122", 0), ("1,222", "1.222", 0), ("12,345", "12.345", 0),
         ("1,2", "1.2", 0), ("-1,22", "1.22", 0), ("1,22", "-1.22", 0),
         ("1,22", "22", 0), ("0,111", "0.11", 0)]
COMMA_T = ["The answer is ${x}$.", "\\boxed{{{x}}}", "Answer: {x}",
           "The answer is maybe ${x}$.", "\\boxed{{{x}}}. No, wait."]


def comma(add):
    for ref, x, ok in COMMA:
        for t in COMMA_T:
            r = t.format(x=x)
            hedged = "maybe" in t or "wait" in t
            add("comma-right" if ok and not hedged else "comma-twin", ref,
                "", r)


def main():
    verify_run.usage("hostile_recall30")
    vs = verify_run.kind_rows((table, check, bold, ja, scale, comma))
    return verify_run.run_kinds("hostile_recall30", vs)


if __name__ == "__main__":
    sys.exit(main())
