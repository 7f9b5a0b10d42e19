#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_extra68.py: a numeral of another base than the reference's, a
closing word read as a phrase's adjective, and a word of addition
before the value (issue 26, session 54).

Rewarded on session 53's binary though the value is not the one asked,
or lost though it is:

- a base: against a reference written with its base's subscript
  ("1011_2", "2A_{16}"), "11" or "11_{10}" (the value restated in
  decimal, the problem's own number) was rewarded and "1011" (the
  digits asked, no subscript) lost; against a decimal reference,
  "1011_2" where the problem asks base ten was rewarded
  (verify_radix.c papo_verify_radix_ref, papo_verify_radix_other: an
  answer is read in the base the reference is written in, and a
  numeral of another base is another answer);
- a closing word in the value's phrase: "She makes $18 on other
  days.", "... from good eggs.", "... from your eggs." (answer_close.c
  plain[]: "other", "more", "further", "good", "any", "your" and "our"
  stand after a value only inside a closing remark recognised whole,
  "Let me know if you have any other questions.");
- a rate of time, then the question's words: "Sie verdient 18 Dollar
  am Tag auf dem Bauernmarkt." to "Wie viel Dollar nimmt sie täglich
  auf dem Bauernmarkt ein?" was no answer (answer_prose.c
  papo_answer_question_tail: a rate over the question's span may stand
  between the noun and the question's phrase; "pro Woche" stays
  refused); a rate over another span in an aside, "Answer: $18 (per
  week)", was rewarded (answer_rest.c rest_func reads an aside's rate
  as the sentence's);
- an estimate's or a mean's words before the value: "She makes a good
  $18.", "an average of $18", "an expected $18" (answer_prose.c
  estimate_before, in papo_answer_approx_before: refused but where the
  problem writes "average", "expected" and the like, or a mean's where
  the question asks a rate: "durchschnittlich 4 Säcke pro Tag");
- an act on the count where what someone has is asked: "Tom eats 18
  apples.", "Tom sells 18 apples.", "Tom gives away 18 apples." to "How
  many apples does Tom have now?" (answer_frame.c act_other: the verb
  right before the value must be a form the question writes, as "paid"
  for "How much did he have to pay?"); nor a share per head: "Each has
  18 apples.", "They each have 18 apples." where the problem shares
  nothing out (answer_frame.c each_other);
- a word of addition before the value: "She makes another $18.", "an
  extra 18 eggs", "weitere 18 Dollar" where the question asks no more
  (answer_belief.c papo_answer_difference_before; "another 18" stays
  right where the question asks "how many more", "else", what is still
  needed, or the problem writes the word itself).

usage: hostile_extra68.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): base, phrase, extra, rate,
estimate, act, underline (lost on session 53's binary: "The answer is
\\underline{18}." was not 18; latex.c reads \\underline as a font).
"""
import sys

import verify_run


def digits(v, b):
    s = ""
    while v:
        s = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v % b] + s
        v //= b
    return s or "0"


def base(add):
    for v, b in ((11, 2), (45, 2), (42, 16), (300, 16), (100, 8), (64, 5),
                 (77, 3)):
        d = digits(v, b)
        ref = "%s_%d" % (d, b) if b < 10 else "%s_{%d}" % (d, b)
        p = "Convert %d to base %d." % (v, b)
        for r in ("$\\boxed{%s}$" % ref, "$\\boxed{%s}$" % d,
                  "The answer is $%s_{%d}$." % (d, b),
                  "$\\boxed{%s_{(%d)}}$" % (d, b),
                  "The answer is %s." % d.lower()):
            add("base-right", ref, p, r)
        for r in ("$\\boxed{%d}$" % v, "$\\boxed{%d_{10}}$" % v,
                  "The answer is %d." % v):
            add("base-twin", ref, p, r)
        w = digits(v + 1, b)
        add("base-wrong", "%s_%d" % (w, b) if b < 10 else
            "%s_{%d}" % (w, b), p, "$\\boxed{%s}$" % d)
        q = "What is $%s$ in base 10?" % ref
        for r in ("$\\boxed{%d}$" % v, "The answer is %d." % v,
                  "$\\boxed{%d_{10}}$" % v):
            add("base-right", str(v), q, r)
            add("base-wrong", str(v + 1), q, r)
        for r in ("$\\boxed{%s}$" % ref, "The answer is $%s$." % ref):
            add("base-twin", str(v), q, r)


EGGS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast "
        "every morning and bakes muffins for her friends every day with "
        "four. She sells the remainder at the farmers' market daily for "
        "${a} per fresh duck egg. How much in dollars does she make every "
        "day at the farmers' market?")


def phrase(add):
    verify_run.kind_forms(
        add, "phrase", (18, 27), EGGS,
        ["So she makes ${v} every day at the farmers' market.",
         "She makes ${v} from the eggs.", "She makes ${v} in total.",
         "She makes ${v} every day. Let me know if you have any other "
         "questions.", "She makes ${v} on all days.",
         "She makes ${v} every day, as required."],
        ["She makes ${v} on other days.", "She makes ${v} from other eggs.",
         "She makes ${v} on good days.", "She makes ${v} from good eggs.",
         "She makes ${v} from your eggs.",
         "She makes ${v} on further days.", "She makes ${v} from any eggs.",
         "She makes ${v} a day from the more eggs."],
        a_of=lambda v: 2 if v == 18 else 3)


APPLES = ("Tom has 5 apples. He wants {a} apples in all. How many more "
          "apples does he need?")
STILL = ("Tom has 5 apples. He wants {a} apples in all. How many apples "
         "does he still need?")
BUYS = ("Tom has 5 apples and buys another {a}. How many apples did he "
        "buy?")
EARN = ("Janet earns ${a} a day from eggs and twice as much from milk. How "
        "much does she earn from milk each day?")
DE = ("Janet verdient {a} Dollar am Tag mit Eiern und doppelt so viel mit "
      "Milch. Wie viel verdient sie täglich mit Milch?")
ES = ("Janet gana {a} dólares al día con huevos y el doble con leche. "
      "¿Cuánto gana al día con la leche?")


def extra(add):
    verify_run.kind_forms(
        add, "extra", (18, 27), APPLES,
        ["He needs another {v} apples.", "He needs {v} extra apples.",
         "He needs {v} more apples.", "He needs an additional {v}."], [],
        a_of=lambda v: v + 5)
    verify_run.kind_forms(
        add, "extra", (18, 27), STILL,
        ["He still needs another {v} apples.",
         "He needs an additional {v} apples."], [],
        a_of=lambda v: v + 5)
    verify_run.kind_forms(
        add, "extra", (18, 27), BUYS,
        ["He buys another {v} apples.", "He buys {v} apples."], [],
        a_of=lambda v: v)
    verify_run.kind_forms(
        add, "extra", (18, 26), EARN,
        ["She earns ${v} a day from milk.", "She earns ${v} from milk."],
        ["She earns another ${v} a day from milk.",
         "She earns an extra ${v} from milk.",
         "She earns an additional ${v} each day.",
         "She earns a further ${v} from milk.",
         "She makes another \\boxed{{{v}}} dollars."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "extra", (18, 26), DE,
        ["Sie verdient {v} Dollar am Tag mit Milch."],
        ["Sie verdient weitere {v} Dollar am Tag mit Milch.",
         "Sie verdient zusätzliche {v} Dollar."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "extra", (18, 26), ES,
        ["Gana {v} dólares al día con la leche."],
        ["Gana otros {v} dólares al día con la leche."],
        a_of=lambda v: v // 2)


DE_EGGS = ("Janets Enten legen 16 Eier pro Tag. Sie isst jeden Morgen drei "
           "zum Frühstück und backt jeden Tag mit vier Muffins für ihre "
           "Freunde. Den Rest verkauft sie täglich auf dem Bauernmarkt für "
           "{a} $ pro frischem Entenei. Wie viel Dollar nimmt sie täglich "
           "auf dem Bauernmarkt ein?")


def rate(add):
    verify_run.kind_forms(
        add, "rate", (18, 27), DE_EGGS,
        ["Sie verdient {v} Dollar am Tag auf dem Bauernmarkt.",
         "Sie verdient {v} Dollar pro Tag auf dem Bauernmarkt.",
         "Janet verdient {v} Dollar jeden Tag auf dem Bauernmarkt.",
         "Sie verdient also {v} Dollar am Tag auf dem Bauernmarkt."],
        ["Sie verdient {v} Dollar pro Woche auf dem Bauernmarkt.",
         "Sie verdient {v} Dollar im Monat auf dem Bauernmarkt.",
         "Sie verdient vielleicht {v} Dollar am Tag auf dem Bauernmarkt.",
         "Sie verdient {v} Dollar am Tag nicht auf dem Bauernmarkt.",
         "Sie verdient {v} Dollar am Tag auf einem anderen Markt."],
        a_of=lambda v: 2 if v == 18 else 3)
    verify_run.kind_forms(
        add, "rate", (18, 27), EGGS,
        ["She makes ${v} a day at the farmers' market.",
         "She makes {v} dollars per day at the farmers' market.",
         "Answer: ${v} (per day)", "Answer: {v} dollars (daily)"],
        ["She makes ${v} per week at the farmers' market.",
         "She makes ${v} a month at the farmers' market.",
         "Answer: ${v} (per week)", "Answer: {v} dollars (weekly)",
         "Answer: ${v} (per egg)"],
        a_of=lambda v: 2 if v == 18 else 3)


SOLD = "Janet sold {a} eggs at $2 each. How much money did she make?"
SACKS = ("Sie haben in 14 Tagen {a} Säcke Orangen geerntet. Wie viele Säcke "
         "haben sie pro Tag geerntet?")
AVG = ("Tom scores {a}, 20 and 24 points in three games. How many points "
       "does he score on average?")


def estimate(add):
    verify_run.kind_forms(
        add, "estimate", (18, 27), EGGS,
        ["She makes ${v} every day.", "She makes a total of ${v}."],
        ["She makes a good ${v}.", "She makes a good {v} dollars.",
         "She makes an expected ${v}.", "She makes the expected ${v}.",
         "She makes a typical ${v} a day."],
        a_of=lambda v: 2 if v == 18 else 3)
    verify_run.kind_forms(
        add, "estimate", (18, 27), SOLD,
        ["She made ${v}.", "She made {v} dollars in all."],
        ["She made an average of ${v}.", "She made on average ${v}.",
         "Sie verdiente durchschnittlich {v} Dollar.",
         "Elle a gagné en moyenne {v} $."],
        a_of=lambda v: v // 2)
    verify_run.kind_forms(
        add, "estimate", (18, 26), SACKS,
        ["Sie haben durchschnittlich {v} Säcke pro Tag geerntet.",
         "Die Antwort ist {v}."], [],
        a_of=lambda v: 14 * v)
    verify_run.kind_forms(
        add, "estimate", (18, 22), AVG,
        ["He scores on average {v} points.",
         "His average score is {v} points."], [],
        a_of=lambda v: 3 * v - 44)


HAVE = ("Tom has 7 apples and gets {a} more. How many apples does Tom "
        "have now?")
PAY = "Tom buys {a} pens at $2 each. How much did he have to pay?"
SHARE = ("Tom and Ann share {a} apples equally. How many apples does Tom "
         "get?")


def act(add):
    verify_run.kind_forms(
        add, "act", (18, 27), HAVE,
        ["Tom has {v} apples now.", "Tom now has {v} apples.",
         "So Tom has {v} apples in all.", "He ends up with {v} apples."],
        ["Tom eats {v} apples.", "Tom sells {v} apples.",
         "Tom gives away {v} apples.", "Tom needs {v} apples.",
         "So Tom bought {v} apples.", "Tom uses {v} apples."],
        a_of=lambda v: v - 7)
    verify_run.kind_forms(
        add, "act", (18, 27), HAVE,
        [], ["Each has {v} apples.", "They each have {v} apples.",
             "Each of them has {v} apples.", "Both have {v} apples.",
             "All of them have {v} apples."],
        a_of=lambda v: v - 7)
    verify_run.kind_forms(
        add, "act", (18, 26), SHARE,
        ["They each get {v} apples.", "Each gets {v} apples.",
         "Tom gets {v} apples."], [],
        a_of=lambda v: 2 * v)
    verify_run.kind_forms(
        add, "act", (18, 26), PAY,
        ["He paid ${v}.", "He pays ${v}.", "So he has to pay ${v}."], [],
        a_of=lambda v: v // 2)


def underline(add):
    verify_run.kind_forms(
        add, "underline", (18, 27), "Compute {a} times 9.",
        ["The answer is \\underline{{{v}}}.", "$\\boxed{{\\underline{{{v}}}}}$",
         "The answer is $\\underline{{{v}}}$."],
        ["The answer is \\underline{{{u}}}.", "The answer is \\underline{{\\quad}}."],
        a_of=verify_run.egg_price)


def main():
    verify_run.usage("hostile_extra68")
    return verify_run.run_kinds(
        "hostile_extra68", verify_run.kind_rows([base, phrase, extra, rate,
                                                estimate, act, underline]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
