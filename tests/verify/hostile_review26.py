#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_review26.py: the wrong rewards a maintainer's review of issue
26 found in forms no other generator writes, each hostile form beside
its twin that must stay rewarded:

 - aside: a unit in parentheses after the answer ("\\\\boxed{3}
   (minutes)", "Final Answer: 3 (min)", "Ответ: 3 (минуты)") against
   another unit; the twins: the unit asked, in the same aside;
 - jsonunit: a JSON answer's "unit" key holding another unit or a
   scale word of any listed language ({"answer": 42, "unit": "万"}), or
   a string after the answer giving its value another unit ("note":
   "in minutes", "explanation": "The tank takes 3 minutes.");
   the twins: the unit asked, the scaled value;
 - tag: a unit or a scale word after </answer>; the twins: the unit
   asked, inside or after the tag;
 - operator: an operator word before the value of a last statement
   ("So Jenny has half of 42 apples.", "the square root of 42", "the
   zorble of 42", "all but 42"); the twins: the count itself, "a total
   of 42", "all 42";
 - approx: an approximation phrase before the value ("in the region
   of", "on the order of", "give or take") in a statement, a label and
   JSON; the twins: the value stated;
 - question: a "?" inside the markup around the value ("**42?**",
   "(42?)", "\\"42?\\""); the twins: the same markup without it;
 - abbrev: a spaced or unspaced exemplifying abbreviation before a box
   ("z. B.", "p. ex.", "e. g.", "напр.", "cf.", "vgl."); the twins: a
   connective ("Also", "Donc", "Итак,");
 - danda: a scale word glued to a danda after a box ("\\\\boxed{42}
   लाख।") against the bare value; the twins: the scaled value;
 - finish: a finish reason that is no normal stop ("content_filter",
   "SAFETY", "RECITATION", "error") or a truncated flag that is not
   false; the twins: each framework's normal stop ("stop", "end_turn",
   "STOP", "tool_calls", "eos_token");
 - modal: "ought to", "has to", "needs to" before the answer; the twin:
   "is".

usage: hostile_review26.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is another
unit, the value scaled or operated on, or the value of a statement
that does not commit to it), so a reward is a wrong reward.
"""
import sys

import verify_run

# (reference, hostile asides, twins) of a value 3 in hours
HOURS = "3 \\text{ hours}"
ASIDE_BAD = ["The answer is \\boxed{3} (minutes).",
             "The answer is \\boxed{3} (in minutes).",
             "The answer is \\boxed{3} (min).",
             "\\boxed{3}\\,\\text{(min)}", "Final Answer: 3 (min)",
             "**Answer:** 3 (min)", "Ответ: 3 (минуты)",
             "Die Antwort ist \\boxed{3} (Minuten).",
             "La réponse est \\boxed{3} (minutes).",
             "La respuesta es \\boxed{3} (minutos).",
             "答案是\\boxed{3}（分钟）。", "The answer is \\boxed{3} (seconds)."]
ASIDE_GOOD = ["The answer is \\boxed{3} (hours).",
              "The answer is \\boxed{3} (in hours).",
              "The answer is \\boxed{3} (h).", "Final Answer: 3 (hours)",
              "**Answer:** 3 (h)", "Ответ: 3 (часа)",
              "Die Antwort ist \\boxed{3} (Stunden).",
              "La respuesta es \\boxed{3} (horas).",
              "The answer is \\boxed{3}."]


def aside_rows(c, k):
    for r in ASIDE_BAD:
        c.add("aside", HOURS, r)
        c.add("aside", ("3", "How many hours does it take?"), r)
    for r in ASIDE_GOOD:
        k.add("aside", HOURS, r)
        k.add("aside", ("3", "How many hours does it take?"), r)


# (reference, JSON responses giving another value, JSON twins)
JSON_UNITS = [
    (HOURS, ['{"answer": 3, "unit": "minutes"}',
             '{"answer": 3, "unit": "min"}',
             '{"unit": "min", "answer": 3}',
             '{"answer": 3, "unit": "Minuten"}',
             '{"answer": 3, "unit": "минут"}',
             '{"answer": 3, "unit": "分钟"}',
             '{"answer": "3", "note": "in minutes"}',
             '{"answer": 3, "explanation": "The tank takes 3 minutes."}',
             '{"answer": 3, "reasoning": "It fills in 3 min."}',
             '{"answer": 3, "explanation": "Es dauert 3 Minuten."}'],
     ['{"answer": 3, "unit": "hours"}', '{"answer": 3, "unit": "h"}',
      '{"unit": "hours", "answer": 3}', '{"answer": 3}',
      '{"answer": "3", "note": "in hours"}',
      '{"answer": 3, "explanation": "The tank takes 3 hours."}',
      '{"answer": 3, "explanation": "It takes 13 minutes twice."}']),
    ("300 \\text{ K}", ['{"answer": 300, "unit": "°C"}'],
     ['{"answer": 300, "unit": "K"}']),
    ("5 \\text{ kg}", ['{"answer": 5, "unit": "g"}'],
     ['{"answer": 5, "unit": "kg"}', '{"answer": 5000, "unit": "g"}']),
    ("42", ['{"answer": 42, "unit": "万"}',
            '{"answer": 42, "unit": "Tausend"}',
            '{"answer": 42, "unit": "mil"}',
            '{"answer": 42, "unit": "thousand"}',
            '{"answer": 42, "unit": "lakh"}',
            '{"answer": 42, "unit": "लाख"}',
            '{"answer": 42, "unit": "тысяч"}',
            '{"answer": 42, "unit": "million"}',
            '{"answer": 42, "unit": "elfu"}'],
     ['{"answer": 42}', '{"answer": 42, "unit": ""}']),
    ("420000", [], ['{"answer": 42, "unit": "万"}']),
    ("42000", [], ['{"answer": 42, "unit": "Tausend"}',
                   '{"answer": 42, "unit": "thousand"}']),
]


def json_rows(c, k):
    for ref, bad, good in JSON_UNITS:
        for r in bad:
            c.add("jsonunit", ref, r)
        for r in good:
            k.add("jsonunit", ref, r)


def tag_rows(c, k):
    for r in ["<answer>3</answer> minutes", "<answer>3</answer> (minutes)",
              "<answer>3</answer> min", "<answer>3</answer> минут"]:
        c.add("tag", HOURS, r)
    for r in ["<answer>3</answer> thousand", "<answer>3</answer> 万",
              "<answer>3</answer> lakh", "<answer>3</answer> million"]:
        c.add("tag", "3", r)
    for r in ["<answer>3</answer>", "<answer>3 hours</answer>",
              "<answer>3</answer> hours"]:
        k.add("tag", HOURS, r)
    k.add("tag", "3", "<answer>3</answer>")


JENNY = ("Jenny buys 6 bags of 7 apples. How many apples does Jenny "
         "have?")
OPERATORS = ["half of", "double", "triple", "a third of", "a quarter of",
             "the square root of", "the reciprocal of", "the negative of",
             "all but", "the better part of", "the zorble of",
             "twice", "a fraction of", "one tenth of", "the log of",
             "a multiple of", "the cube of", "the half of"]


def operator_rows(c, k):
    for op in OPERATORS:
        c.add("operator", ("42", JENNY), "So Jenny has %s 42 apples." % op)
        c.add("operator", ("42", JENNY),
              "So Jenny has %s \\boxed{42} apples." % op)
        c.add("operator", ("42", JENNY), "So the total is %s 42." % op)
    for r in ["So Jenny has 42 apples.", "So Jenny has a total of 42 "
              "apples.", "So Jenny has all 42 apples.",
              "So Jenny has \\boxed{42} apples.", "So the total is 42.",
              "So Jenny has exactly 42 apples.",
              "So Jenny has a total of \\boxed{42} apples."]:
        k.add("operator", ("42", JENNY), r)
    # an amount's noun, or the problem's own, before "of"
    for p, r in [("Tom sells 6 bikes at $7 profit each. What is his "
                  "profit?", "So Tom makes a profit of $42."),
                 ("A truck drives 6 hours at 7 miles per hour. How far "
                  "does it go?", "So the truck covers a distance of 42 "
                  "miles."),
                 ("Each crate holds 6 rows of 7 melons. How many melons "
                  "does a crate hold?", "So the crate holds a crate of 42 "
                  "melons.")]:
        k.add("operator", ("42", p), r)


APPROX = ["in the region of", "on the order of", "in the neighborhood of",
          "in the neighbourhood of", "give or take", "something like",
          "somewhere around", "somewhere near", "round about",
          "in the vicinity of", "more or less", "roughly", "about",
          "approximately", "around", "circa", "nearly", "almost",
          "close to", "some"]


def approx_rows(c, k):
    for a in APPROX:
        c.add("approx", ("42", JENNY), "So Jenny has %s 42 apples." % a)
        c.add("approx", "42", "So the total is %s 42." % a)
        c.add("approx", "42", "Answer: %s 42" % a)
        c.add("approx", "42", '{"answer": "%s 42"}' % a)
    k.add("approx", ("42", JENNY), "So Jenny has 42 apples.")
    k.add("approx", "42", "So the total is 42.")
    k.add("approx", "42", "Answer: 42")
    k.add("approx", "42", '{"answer": "42"}')


# the markup around a value: (hostile form, whether its twin without
# the "?" is read as the value)
QUESTION = [("The answer is **{v}?**", 1), ("The answer is ({v}?).", 1),
            ('The answer is "{v}?"', 1), ('Answer: "{v}?"', 1),
            ('final_answer: "{v}?"', 1), ("The answer is *{v}?*", 1),
            ("The answer is **{v}？**", 1), ("Answer: **{v}?**", 1),
            ("The answer is __{v}?__", 0), ("The answer is «{v}?»", 0),
            ("The answer is “{v}?”", 0), ("答案是「{v}？」", 0),
            ("The answer is `{v}?`", 0), ("The answer is $({v}?)$", 0)]


def question_rows(c, k):
    for q, twin in QUESTION:
        c.add("question", "42", q.format(v="42"))
        if twin:
            k.add("question", "42", q.format(v="42").replace("?", "")
                  .replace("？", ""))


ABBREV = ["z. B.", "z.B.", "bspw.", "p. ex.", "p. ej.", "ad es.",
          "напр.", "e. g.", "cf.", "vgl.", "e.g.", "eg.", "z. B.:",
          "p.ex.", "e. g.,", "Cf.", "Vgl.", "например,", "zum Beispiel",
          "por ejemplo", "par exemple", "per esempio", "for example",
          "for instance", "例如", "比如"]


def abbrev_rows(c, k):
    for a in ABBREV:
        c.add("abbrev", "42", "%s \\boxed{42}" % a)
        c.add("abbrev", "42", "%s $\\boxed{42}$" % a)
    for a in ["Also", "Donc", "Итак,", "So", "Thus", "Daher", "Por lo tanto,"]:
        k.add("abbrev", "42", "%s \\boxed{42}" % a)


DANDA = ["लाख", "हज़ार", "हजार", "करोड़", "হাজার", "লক্ষ", "লাখ"]
POWER = {"लाख": 5, "हज़ार": 3, "हजार": 3, "करोड़": 7, "হাজার": 3,
         "লক্ষ": 5, "লাখ": 5}


def danda_rows(c, k):
    for w in DANDA:
        lead = "उत्तर" if w in ("लाख", "हज़ार", "हजार", "करोड़") else "উত্তর"
        for form in ["%s \\boxed{42} %s।", "%s: 42 %s।", "%s \\boxed{42} %s ।"]:
            r = form % (lead, w)
            c.add("danda", "42", r)
            k.add("danda", "42" + "0" * POWER[w], r)
        k.add("danda", "42", "%s \\boxed{42}।" % lead)
    # a unit word glued to a danda is the unit still
    for r in ["The answer is \\boxed{3} minutes।", "Answer: 3 minutes।",
              "The answer is \\boxed{3} min॥"]:
        c.add("danda", HOURS, r)
    for r in ["The answer is \\boxed{3} hours।", "Answer: 3 hours।"]:
        k.add("danda", HOURS, r)


FINISH_BAD = ["content_filter", "SAFETY", "RECITATION", "OTHER", "error",
              "BLOCKLIST", "PROHIBITED_CONTENT", "refusal", "pause_turn",
              "guardrail_intervened", "FINISH_REASON_UNSPECIFIED",
              "MALFORMED_FUNCTION_CALL", "model_length", "abort", "length"]
FINISH_GOOD = ["stop", "STOP", "end_turn", "stop_sequence", "tool_calls",
               "eos_token", "eos", "COMPLETE", "completed"]


def finish_records():
    """Records whose dump says why generation ended (not rows: the
    reason is a field of the record)."""
    vs = []
    resp = "The answer is \\boxed{4}."
    for key in ["finish_reason", "finishReason", "done_reason"]:
        for f in FINISH_BAD:
            vs.append({"family": "finish", "answer": "4",
                       "response": resp, key: f})
        for f in FINISH_GOOD:
            vs.append({"family": "control-finish", "answer": "4",
                       "response": resp, key: f})
    for t in ["yes", "true", 1, "True"]:
        vs.append({"family": "finish", "answer": "4", "response": resp,
                   "truncated": t})
    for t in [False, "false", 0, "no", None]:
        vs.append({"family": "control-finish", "answer": "4",
                   "response": resp, "truncated": t})
    return vs


MODAL = ["The answer ought to be \\boxed{42}.",
         "The answer has to be \\boxed{42}.",
         "The answer needs to be \\boxed{42}.",
         "The answer ought to be 42.", "It ought to be \\boxed{42}.",
         "The result has to be 42.", "So it ought to be 42."]


def modal_rows(c, k):
    for r in MODAL:
        c.add("modal", "42", r)
    k.add("modal", "42", "The answer is \\boxed{42}.")
    k.add("modal", "42", "The answer is 42.")


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    aside_rows(c, k)
    json_rows(c, k)
    tag_rows(c, k)
    operator_rows(c, k)
    approx_rows(c, k)
    question_rows(c, k)
    abbrev_rows(c, k)
    danda_rows(c, k)
    modal_rows(c, k)
    return c.out, k.out


def group(v):
    return v["family"]


# The families not closed yet: a reward of one of their hostile forms is
# a known hole, a twin of theirs not rewarded a known loss (none left).
OPEN = set()


def is_open(v):
    return verify_run.family(v) in OPEN


def main():
    verify_run.usage("hostile_review26")
    out, ctl = rows()
    vs = verify_run.records(out, ctl) + finish_records()
    return verify_run.run("hostile_review26", vs, group=group, width=18,
                          known=is_open, lost=is_open)


if __name__ == "__main__":
    sys.exit(main())
