#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall32.py: issue 26's lost signal, round 32 (h33-recall20):
kinds of real model writing that a careful grader rewards and
papo-verify refused, each right form with twins (a hedge, a negation,
a bound, a question, another value or currency) that must stay refused.

usage: hostile_recall32.py PAPO_VERIFY [--list]

Kinds (the group of each variant; "-right" a right answer, lost when
refused; "-twin" a twin that doubts, denies, bounds, asks or names two
values, and "-wrong" the right one against another reference or
currency: never rewarded):
  code     a currency's sign or code written before the amount in a last
           statement, with no full stop of its own ("She pays Rs 42.",
           "The total is INR 42.", "He earns CHF 42."; units_currency.c's
           rows); twins: two amounts, a negation, a hedge, an
           approximation, a bound, a question, the code away from the
           value; wrong: another amount, another currency asked.
  unit     a unit of several words or characters after a box or a bold
           value, where a shorter word starts it ("\\boxed{42} 人民币",
           whose 人 alone is a measure word; "\\boxed{42} фунтов
           стерлингов", "\\boxed{42} libras esterlinas";
           units_foreign.c's rows); twins: a question, a doubt, a bound
           (吗, 左右, 以上, "или больше"), another value after it; wrong:
           another amount, another currency.
  dur      a Japanese compound duration ending its statement on a verb or
           a copula ("旅行は2時間15分かかります。", "...です。"), as "2
           hours 15 minutes" is read; twins: a question (かかりますか),
           a guess (でしょう, と思います), a negation (かかりません), an
           approximation (約, ほど, くらい), a bound (以上, 以内).
  remark   a remark on the work after the answer whose noun phrase holds
           words a hyphen joins ("This step-by-step approach ensures
           clarity and rigor ...", "This well-known method confirms the
           result."), read as the same remark without the hyphens is;
           twins: a hyphened word that denies, doubts or guesses
           ("not-quite-right", "maybe-correct"), a second value, a
           check of part of the conditions.
  table    a markdown table ending a solution on its total whose header
           names the noun the problem counts ("| Step | Apples |" of
           "How many apples ..."), as the headers of table_heads[] are
           read; twins: a header of another noun, or a noun that
           rejects or doubts ("| Rejected apples |", "| Apples? |"), a
           problem that asks no count of the noun, a last row that is
           no total or holds a doubt or two values.
  ja       a Japanese statement that ends on a conclusion's ending after
           the value and its measure word ("合計で42個になります。",
           "...42個ということです。", "...ということになります。",
           "...になりました。"); twins: a question (か, ？), a guess
           (でしょう, と思います, かもしれません), a negation (にはなり
           ません, ではありません, ならない), an approximation or a
           bound (約, ほど, 以上), two values, a particle (ね).
Prints a count per kind and the summary line the t-*.sh test reads:
"hostile_recall32: N variants (M right), K wrong, L lost".  Exits 1
when a twin or a wrong-reference variant is rewarded.
"""
import sys

import verify_run

VALUES = [42, 7, 125]

PAY = "Priya buys a book and a pen. How much does she pay?"
# (code written before the amount, the currency's unit word, another
# currency's)
CODES = [("Rs", "rupees", "euros"), ("Rs.", "rupees", "dollars"),
         ("INR", "rupees", "euros"), ("USD", "dollars", "rupees"),
         ("EUR", "euros", "dollars"), ("CHF", "chf", "euros"),
         ("GBP", "sterling", "dollars"), ("PLN", "pln", "euros")]
CODE_RIGHT = ["She pays {c} {v}.", "The total is {c} {v}.",
              "Therefore, she pays {c} {v}.", "So the total cost is {c} {v}.",
              "Priya pays {c} {v} in total.", "She paid {c} {v}."]
CODE_TWINS = ["She pays {c} {v} or {c} {u}.", "She never pays {c} {v}.",
              "She does not pay {c} {v}.", "She pays maybe {c} {v}.",
              "She pays about {c} {v}.", "She pays at least {c} {v}.",
              "She pays {c} {v}?", "Does she pay {c} {v}?",
              "She pays roughly {c} {v}.", "She might pay {c} {v}.",
              "She pays {c} {v}, I think.", "She pays {c} {v} or more."]


def code(add):
    for v in VALUES:
        for c, unit, other in CODES:
            for t in CODE_RIGHT:
                r = t.format(c=c, v=v)
                add("code-right", str(v), PAY, r)
                add("code-right", "%d \\text{ %s}" % (v, unit), PAY, r)
                add("code-wrong", str(v + 1), PAY, r)
                add("code-wrong", "%d \\text{ %s}" % (v, other), PAY, r)
            for t in CODE_TWINS:
                add("code-twin", str(v), PAY, t.format(c=c, v=v, u=v + 1))
    # no code: a word no row reads, or a code away from the value
    for v in VALUES:
        for r in ("She pays Xy %d." % v, "She pays Rsx %d." % v,
                  "Rs she pays %d." % v, "She pays Rs, maybe %d." % v):
            add("code-twin", str(v), PAY, r)


# (unit after the value, its currency or unit word, another currency)
UNITS = [("人民币", "yuan", "dollars"), ("人民幣", "yuan", "dollars"),
         ("人民元", "yuan", "euros"),
         ("фунтов стерлингов", "sterling", "dollars"),
         ("libras esterlinas", "sterling", "euros"),
         ("livres sterling", "sterling", "dollars"),
         ("Türk lirası", "lira", "euros")]
UNIT_RIGHT = ["\\boxed{{{v}}} {w}", "\\boxed{{{v}}} {w}.",
              "**Answer:** \\boxed{{{v}}} {w}"]
UNIT_TWINS = ["\\boxed{{{v}}} {w}?", "\\boxed{{{v}}} {w} or \\boxed{{{u}}}",
              "\\boxed{{{v}}} {w} (maybe)", "\\boxed{{{v}}} {w} at most",
              "\\boxed{{{v}}} {w}, I guess", "\\boxed{{{v}}} {w} or more"]
# in the unit's own script: glued to the box, a particle or bound after it
UNIT_DENSE_RIGHT = ["\\boxed{{{v}}}{w}", "\\boxed{{{v}}}{w}。"]
UNIT_DENSE_TWINS = ["\\boxed{{{v}}}{w}吗", "\\boxed{{{v}}}{w}左右",
                    "\\boxed{{{v}}} {w}以上", "\\boxed{{{v}}}{w}多",
                    "\\boxed{{{v}}}{w}吧", "\\boxed{{{v}}}{w}？"]
UNIT_RU_TWINS = ["\\boxed{{{v}}} {w} или больше",
                 "\\boxed{{{v}}} {w} или {u}", "\\boxed{{{v}}} {w}, наверное",
                 "\\boxed{{{v}}} {w}?"]


def unit(add):
    for v in VALUES:
        for w, u, other in UNITS:
            dense = ord(w[0]) > 0x3000
            ru = ord(w[0]) >= 0x400 and not dense
            right = UNIT_RIGHT + (UNIT_DENSE_RIGHT if dense else [])
            twins = UNIT_TWINS + (UNIT_DENSE_TWINS if dense else []) + \
                (UNIT_RU_TWINS if ru else [])
            for t in right:
                r = t.format(v=v, w=w)
                add("unit-right", str(v), "", r)
                add("unit-right", "%d \\text{ %s}" % (v, u), "", r)
                add("unit-wrong", str(v + 1), "", r)
                add("unit-wrong", "%d \\text{ %s}" % (v, other), "", r)
            for t in twins:
                add("unit-twin", str(v), "", t.format(v=v, u=v + 1, w=w))


DUR_P = "東京から大阪までの旅行は何分かかりますか？"
# (hours, minutes)
DURS = [(2, 15), (1, 30), (3, 45), (4, 5)]
DUR_RIGHT = ["旅行は{h}時間{m}分かかります。", "旅行は{h}時間{m}分です。",
             "したがって、旅行は{h}時間{m}分かかります。",
             "よって、{h}時間{m}分かかります。", "旅行は{h}時間{m}分かかる。",
             "旅行は{h}時間{m}分かかりました。", "合計{h}時間{m}分です。"]
DUR_TWINS = ["旅行は{h}時間{m}分かかりますか？", "旅行は{h}時間{m}分かかるでしょう。",
             "旅行は{h}時間{m}分かかりません。", "旅行は約{h}時間{m}分かかります。",
             "旅行は{h}時間{m}分ほどかかります。",
             "旅行は{h}時間{m}分くらいかかります。",
             "旅行は{h}時間{m}分以上かかります。",
             "旅行は{h}時間{m}分以内です。",
             "旅行は{h}時間{m}分かかると思います。",
             "旅行は{h}時間{m}分かかるかもしれません。",
             "旅行は{h}時間{m}分か{h}時間{n}分かかります。"]


def dur(add):
    for h, m in DURS:
        t_min = 60 * h + m
        for t in DUR_RIGHT:
            r = t.format(h=h, m=m)
            add("dur-right", str(t_min), DUR_P, r)
            add("dur-right", "%d \\text{ minutes}" % t_min, DUR_P, r)
            add("dur-wrong", str(t_min + 1), DUR_P, r)
            add("dur-wrong", "%d \\text{ hours}" % t_min, DUR_P, r)
        for t in DUR_TWINS:
            add("dur-twin", str(t_min), DUR_P, t.format(h=h, m=m, n=m + 1))


AREA_P = "A triangle has sides 13, 14 and 15. Find the area of its " \
         "circumcircle."
# (the statement of the value, written with {v})
# (a last statement: after an answer phrase, "Final answer:\nThe area
# is 42. This step-by-step approach ...", the sentence is read by the
# closing rows alone, as without the hyphens: omnimath-571 stays open)
REMARK_LEADS = ["The area of the region is \\({v}\\).",
                "Therefore, the area is {v}.", "So the area is $ {v} $."]
REMARK_RIGHT = ["This step-by-step approach ensures clarity and rigor in "
                "solving the given geometric problem, leading to a precise "
                "solution.",
                "This step-by-step approach ensures clarity.",
                "This well-known method confirms the result.",
                "This case-by-case analysis covers every case.",
                "This step-by-step calculation confirms the result.",
                "This self-contained argument shows the result."]
REMARK_TWINS = ["This not-quite-right approach ensures clarity.",
                "This half-wrong approach ensures clarity.",
                "This maybe-correct approach ensures clarity.",
                "This step-by-step guess ensures clarity.",
                "This step-by-step approach ensures clarity, but the answer "
                "may be {u}.",
                "This step-by-step approach might be wrong.",
                "This step-by-step approach satisfies some of the "
                "conditions.",
                "This step-by-step approach gives {u}.",
                "This step-by-step approach is not-so-reliable.",
                "This step-by-step approach ensures clarity. Or is it {u}?"]


def remark(add):
    for v in VALUES:
        for lead in REMARK_LEADS:
            head = lead.format(v=v) + " "
            for t in REMARK_RIGHT:
                add("remark-right", str(v), AREA_P, head + t)
                add("remark-wrong", str(v + 1), AREA_P, head + t)
            for t in REMARK_TWINS:
                add("remark-twin", str(v), AREA_P, head + t.format(u=v + 1))


# (the problem's noun, its count's problem)
TABLE_NOUNS = [("apples", "Tom has {a} apples and buys {b} more. How many "
                "apples does Tom have?"),
               ("marbles", "Ann has {a} marbles and finds {b} more. How "
                "many marbles does she have now?"),
               ("tickets", "A class sold {a} tickets on Monday and {b} on "
                "Tuesday. How many tickets did it sell?")]
TABLE_RIGHT_HEADS = ["| Step | {N} |", "| Item | {N} |",
                     "| Category | {N} |",
                     "| **Step** | **{N}** |", "| Step | {n} |"]
TABLE_LAST = ["| **Total** | **{v}** |", "| Total | {v} |",
              "| **Final answer** | **{v}** |", "| Total | **{v}** |"]
TABLE_TWIN_HEADS = ["| Step | Pears |", "| Step | Rejected {n} |",
                    "| Step | {N}? |", "| Guess | {N} |",
                    "| Step | Wrong {n} |", "| Step | {N} (estimate) |"]
TABLE_TWIN_LAST = ["| Guess | {v} |", "| Total | {v}? |",
                   "| Total | about {v} |", "| Total | not {v} |",
                   "| **Total** | **{v}** or **{u}** |", "| Estimate | {v} |"]


def table(add):
    for v in VALUES:
        a, b = v - 2, 2
        for noun, pt in TABLE_NOUNS:
            p = pt.format(a=a, b=b)
            rows_ = "|---|---|\n| Start | %d |\n| Added | %d |\n" % (a, b)
            for h in TABLE_RIGHT_HEADS:
                head = h.format(N=noun.capitalize(), n=noun) + "\n"
                for last in TABLE_LAST:
                    r = head + rows_ + last.format(v=v)
                    add("table-right", str(v), p, r)
                    add("table-wrong", str(v + 1), p, r)
                for last in TABLE_TWIN_LAST:
                    add("table-twin", str(v), p,
                        head + rows_ + last.format(v=v, u=v + 1))
            for h in TABLE_TWIN_HEADS:
                head = h.format(N=noun.capitalize(), n=noun) + "\n"
                for last in TABLE_LAST:
                    add("table-twin", str(v), p,
                        head + rows_ + last.format(v=v))
            # the noun the problem does not ask a count of
            q = p.replace("How many %s" % noun, "What number of %s" % noun)
            add("table-twin", str(v), q, "| Step | %s |\n" %
                noun.capitalize() + rows_ + "| Total | %d |" % v)


JA_P = "トムはリンゴを{a}個持っていて、2個買いました。トムはリンゴを" \
       "何個持っていますか？"
JA_RIGHT = ["合計で{v}個になります。", "合計で{v}個ということです。",
            "したがって、答えは{v}個ということになります。",
            "トムのリンゴは合計{v}個になります。", "合計で{v}個になりました。",
            "よって、トムのリンゴは{v}個ということになる。"]
JA_TWINS = ["合計で{v}個になりますか？", "合計で{v}個になるでしょう。",
            "合計で{v}個にはなりません。", "合計で{v}個ということではありません。",
            "合計で約{v}個になります。", "合計で{v}個以上になります。",
            "合計で{v}個になると思います。", "合計で{v}個ということかもしれません。",
            "合計で{v}個か{u}個になります。", "合計で{v}個ということになりますね。",
            "合計で{v}個と{u}個になります。", "合計で{v}個ということですか。",
            "合計で{v}個ほどになります。", "合計で{v}個にならない。",
            "合計で{v}個になりますが、{u}個かもしれません。"]


def ja(add):
    verify_run.kind_forms(add, "ja", VALUES, JA_P, JA_RIGHT, JA_TWINS)


def main():
    verify_run.usage("hostile_recall32")
    vs = verify_run.kind_rows((code, unit, dur, remark, table, ja))
    return verify_run.run_kinds("hostile_recall32", vs)


if __name__ == "__main__":
    sys.exit(main())
