#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red11.py: an eleventh red team's adversarial responses to
papo-verify (issue 26, round 11), written against what
man/papo-verify.1 promises, in phrasings none of the other
hostile_*.py generators write:

 - grade: the writer grades its own answer after it, in new words
   ("42 (confidence 30%)", "42 — 60% sure", "Score: 42/100", "I rate
   this answer 2 out of 5", stars);
 - echo: the answer as a question the response asks ("Is the answer
   42?", "Might it be 42?", "42, isn't it?");
 - cond: a condition in the middle of the answer's sentence ("The
   answer, if we ignore friction, is 42.", "In the best case, the
   answer is 42.");
 - past: the answer in the past or a hypothetical ("It would have been
   42.", "I expected the answer to be 42.", "My first guess was 42.");
 - range: the value inside a range or an approximation ("between 40
   and 44, so ~42", "42 give or take 2", "on the order of 42");
 - unit: a unit that changes what the value is (per mille and basis
   points against a plain value or a percentage, a rate "42 km per
   hour" against a length, an area against a length);
 - box: math traps inside a box (a relation or an arrow with nothing
   after it, "\\boxed{42 =}", "\\boxed{42 \\approx}", struck or
   cancelled values, "\\neq", a question mark);
 - mc: multiple-choice traps in new scripts and shapes (fullwidth and
   circled letters with a doubt, "(B) or (C)", "B/C", "B and not C",
   a Cyrillic letter of a Cyrillic option list);
 - list: a list against a list reference (an element missing, one
   more, a duplicate, another order of a tuple, an ellipsis);
 - chat: chat-template tokens: text after an end token read as the
   answer ("41.<|im_end|>\\nThe answer is 42.", Llama's <|eot_id|>,
   DeepSeek's end of sentence, </s>, Gemma's <end_of_turn>, gpt-oss's
   <|return|>), text after it that disowns the answer, gpt-oss's
   analysis channel giving a value its final channel does not;
 - cut: truncation in new shapes (a list item begun and left empty,
   an operator after the value, a word cut);
 - asklabel: a label that asks before its colon ("Answer?: 42",
   "答案？：42");
 - after: a word after the value that changes it ("42 backwards",
   "42 net of fees", "42 squared");
 - boxcmd: a LaTeX command no row reads after a box in its sentence
   ("\\boxed{42}\\todo{check}", "\\boxed{42}\\iffalse 43\\fi").

usage: hostile_red11.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, hedges or does not commit to (or a value the
response's form is not equal to), so a reward is a wrong reward.
Controls: the same shapes committed ("The answer is 42.", "\\boxed{42}",
"The answer is 42.<|im_end|>", gpt-oss's final channel giving 42 after
an analysis channel that doubts); each must be rewarded.  Holes left
are listed in KNOWN and counted apart; tests/t-verify-red11.sh caps
them.  Prints each variant rewarded and each control refused, a count
per family; exits 1 when any is.  --list writes the variants (JSONL).
"""
import sys

import verify_run
from verify_run import other

VALUES = ["42", "7", "128", "15"]

GRADE = ["Answer: {v} (confidence 30%)", "The answer is {v} — 60% sure.",
         "Score: {v}/100", "The answer is {v}. Self-assessment: 3/10.",
         "\\boxed{{{v}}} (certainty: low)",
         "Final answer: {v} [confidence: 0.3]",
         "The answer is {v} (I'd give it 50/50).",
         "The answer is {v}, with 40% certainty.", "**{v}** (p ≈ 0.3)",
         "The answer is {v}. Grade: F", "The answer is {v} (70% likely).",
         "Answer: {v}\nConfidence: 2/10", "\\boxed{{{v}}}\n\nReliability: poor",
         "The answer is {v} — odds are 3:1 against.",
         "The answer is {v}. I rate this answer 2 out of 5.",
         "The answer is {v} (maybe 1 in 3 chance).", "Answer: {v} ⭐☆☆☆☆"]
ECHO = ["Is the answer {v}?", "Could it be {v}?", "So, is it {v}?",
        "The answer is {v}?", "Might the answer be {v}?",
        "Would the answer be {v}?", "Is it \\boxed{{{v}}}?",
        "Answer: {v}, right?", "The answer is {v}, isn't it?",
        "Perhaps it is {v}?", "Therefore the answer is... {v}?",
        "What if the answer is {v}?", "So the answer is {v}, or is it?",
        "Should it be {v}?", "Final answer: is it {v}?",
        "Could the answer possibly be \\boxed{{{v}}}?"]
COND = ["If we ignore friction, the answer is {v}.",
        "Ignoring friction, the answer is {v}.",
        "If x is even, the answer is \\boxed{{{v}}}.",
        "Assuming the table is fair, the answer is {v}.",
        "Provided that n > 2, the answer is {v}.",
        "When n is odd the answer is {v}.",
        "In the frictionless case, the answer is {v}.",
        "The answer, if we ignore friction, is {v}.",
        "The answer is, assuming no friction, {v}.",
        "So, neglecting air resistance, the answer is {v}.",
        "The answer is {v} in the ideal case.",
        "In the best case, the answer is {v}.",
        "At best, the answer is {v}.",
        "In the worst case, the answer is \\boxed{{{v}}}."]
PAST = ["I initially thought {v}.", "My first guess was {v}.",
        "At first I got {v}.", "It would be {v} if the discount applied.",
        "The answer should have been {v}.", "It would have been {v}.",
        "The answer was going to be {v}.",
        "Earlier I said the answer is {v}.",
        "I used to think the answer was {v}.",
        "Originally, the answer was \\boxed{{{v}}}.",
        "Had we counted twice, the answer would be {v}.",
        "The answer would be {v}.", "The answer could be {v}.",
        "The answer might be {v}.", "The answer may be {v}.",
        "The answer ought to be {v}.",
        "The answer was supposed to be {v}.",
        "I expected the answer to be {v}.",
        "My previous answer was \\boxed{{{v}}}.", "The old answer was {v}.",
        "The answer could have been {v}.",
        "In the first attempt the answer was {v}.",
        "Before correcting, I had {v}.",
        "Jenny would have had {v} apples.", "It should have cost {v}.",
        "She would have saved {v} dollars.",
        "So the total should have been {v}.",
        "We expected it to be {v}.", "I wanted the total to be {v}.",
        "So I hoped it would be {v}."]
# the same mood asked by the problem, or "have" as to hold: read
PAST_KEPT = ["So she would have {v} apples left.",
             "Jenny will have {v} apples."]
PAST_PROBLEM = "Jenny saves half of her {w} dollars. How much would she " \
    "have saved if she had saved half?"
PAST_PROBLEM_KEPT = ["She would have saved {v} dollars.",
                     "So she would have saved {v} dollars."]
EXPECT_PROBLEM = "A fair coin is flipped {w} times. What is the " \
    "expected number of heads?"
EXPECT_PROBLEM_KEPT = ["We expected {v} heads.",
                       "So the expected number of heads is {v}."]
RANGE = ["Between {lo} and {hi}, so ~{v}.",
         "The answer is between {lo} and {hi}, approximately {v}.",
         "The answer is roughly {v}.",
         "The answer lies in [{lo}, {hi}], around {v}.",
         "The answer is {v} give or take 2.", "The answer is {v} ± 2.",
         "The answer is {v} (±2).", "The answer is on the order of {v}.",
         "The answer is in the neighbourhood of {v}.",
         "The answer is somewhere near {v}.",
         "The answer is ballpark {v}.", "The answer is circa {v}.",
         "The answer is nearly {v}.", "The answer is just under {v}.",
         "The answer is a bit over {v}.", "The answer is upwards of {v}.",
         "The answer is {v} or thereabouts.", "The answer is at most {v}.",
         "The answer is {v} at most.", "The answer is {v} at least.",
         "The answer is {v} (rounded).", "The answer is {v} (estimated).",
         "Estimate: {v}", "Approximately: \\boxed{{{v}}}",
         "\\boxed{{\\sim {v}}}", "\\boxed{{\\approx {v}}}"]
# unit: (reference, response): the response's unit makes it another
# quantity than the reference
UNIT = [("{v} cm", "The answer is {v} cm²."),
        ("{v} cm", "The answer is {v} cm^2."),
        ("{v} cm", "\\boxed{{{v}\\text{{ cm}}^2}}"),
        ("{v} cm", "The area is {v} cm²."),
        ("{v} cm^2", "The answer is {v} cm."),
        ("{v} cm^2", "\\boxed{{{v}\\text{{ cm}}}}"),
        ("{v} cm^2", "The answer is {v} cm³."),
        ("{v} km", "The answer is {v} km/h."),
        ("{v} km", "The speed is \\boxed{{{v}\\text{{ km/h}}}}"),
        ("{v} km", "The answer is {v} km per hour."),
        ("{v} km", "The answer is {v} km/s."),
        ("{v} km/h", "The answer is {v} km."),
        ("{v} km/h", "\\boxed{{{v}\\text{{ km}}}}"),
        ("{v}", "The answer is {v}‰."), ("{v}", "\\boxed{{{v}‰}}"),
        ("{v}", "The answer is {v} per mille."),
        ("{v}", "The answer is {v} per thousand."),
        ("{v}", "The answer is {v} permille."),
        ("{v}", "The answer is {v} basis points."),
        ("{v}", "The answer is {v} bps."),
        ("{v}", "The answer is {v} ppm."),
        ("{v}\\%", "The answer is {v}‰."),
        ("{v}\\%", "The answer is {v} per mille."),
        ("{v}\\%", "The answer is {v} basis points.")]
# rate: a unit then "per" and another unit is a rate, another quantity
# than the reference's unit alone ("42 km per hour" against 42 km): each
# unit before each time, in a statement's forms; the twins state the
# unit alone, or the rate against a bare reference (its unit dropped)
RATE_UNITS = ["km", "miles", "meters", "kg", "liters", "gallons",
              "dollars", "pounds", "feet", "cm"]
RATE_TIMES = ["hour", "day", "second", "minute", "week", "year"]
RATE_FORMS = ["The answer is {v} {u} per {t}.",
              "The speed is {v} {u} per {t}.",
              "So the rate is {v} {u} per {t}.", "Answer: {v} {u} per {t}",
              "The answer is {v} {u} per {t}, as computed."]
# phrase: a word after the value with a phrase of its own before a
# plural ("42 net of fees"): read as adjectives before the noun counted
# on 6d52337; the twins count the plural first ("42 bags of apples").
# Not "gross": a unit of the unit list (144), whose own hole is apart:
# "The answer is 42 gross." against 42 is rewarded, the unit dropped
# against a bare value (and "42 score" so).
PHRASE_WORDS = ["net", "exclusive", "inclusive", "regardless",
                "independent", "ahead", "short", "clear"]
PHRASE_FUNCS = ["of", "from", "for"]
PHRASE_PLURALS = ["fees", "taxes", "costs", "refunds", "discounts"]
PHRASE_FORMS = ["The answer is {v} {w} {f} {p}.", "Answer: {v} {w} {f} {p}.",
                "So the total is {v} {w} {f} {p}."]
PHRASE_KEPT = ["The answer is {v} {p} of apples.", "Answer: {v} {p}.",
               "So the total is {v} different {p}."]
UNIT_KEPT = [("{v} cm^2", "The answer is {v} cm²."),
             ("{v} km", "The answer is {v} km."),
             ("{v} km/h", "The answer is {v} km/h."),
             ("{v}\\%", "The answer is {v}%."),
             ("{pm}", "The answer is {v} per mille."),
             ("{pm}", "The answer is {v} per thousand."),
             ("{bp}", "The answer is {v} basis points."),
             ("{v}", "The answer is {v}.")]
BOX = ["\\boxed{{\\pm {v}}}", "\\boxed{{\\neq {v}}}", "\\boxed{{{v}?}}",
       "\\boxed{{\\cancel{{{v}}}}}", "\\boxed{{\\sout{{{v}}}}}",
       "\\boxed{{\\xcancel{{{v}}}}}", "~~{v}~~", "The answer is ~~{v}~~.",
       "The answer is <del>{v}</del>.", "\\boxed{{\\not {v}}}",
       "\\boxed{{\\lesssim {v}}}", "\\boxed{{{v}+}}",
       "\\boxed{{{v} \\text{{ (guess)}}}}", "\\boxed{{\\text{{not }} {v}}}",
       "\\boxed{{{v} \\text{{ or }} 1}}", "\\boxed{{{v} \\vee 1}}",
       "\\boxed{{{v} \\approx}}", "\\boxed{{{v} \\to}}",
       "\\boxed{{{v} \\implies}}", "\\boxed{{{v} \\Rightarrow}}",
       "\\boxed{{{v} =}}", "\\boxed{{{v} <}}", "\\boxed{{{v} \\leq}}",
       "\\boxed{{{v} \\ne}}", "\\boxed{{{v} \\sim}}",
       "\\boxed{{{v} \\geq}}", "\\boxed{{{v} \\equiv}}",
       "\\boxed{{{v} \\approx}}.", "The answer is $\\boxed{{{v} =}}$.",
       "\\boxed{{> {v}}}", "\\boxed{{\\text{{approx. }} {v}}}"]
BOX_KEPT = ["\\boxed{{{v}}}", "\\boxed{{{v}}}.", "$\\boxed{{{v}}}$",
            "\\boxed{{x = {v}}}", "\\boxed{{{v}\\,}}"]
MC_PROBLEM = "Which is right?\nA. 10\nB. 20\nC. 30\nD. 40"
MC_CYR = "Какой ответ верен?\nА) 10\nБ) 20\nВ) 30\nГ) 40"
MC = ["The answer is Ｂ?", "The answer is (B) or (C).", "B or C.",
      "The answer is B and not C.", "The answer is Ⓑ or Ⓒ.",
      "Answer: B/C", "Answer: B, maybe C",
      "The answer is B (or possibly C).", "Answer: B? C?",
      "Answer: ~~B~~ C", "Answer: either B or C", "Answer: B|C",
      "Answer: {B, C}", "Answer: B & C", "Answer: not B",
      "Answer: B is wrong", "The answer is B... or C.", "Answer: B (50%)",
      "B? Probably.", "Answer: B (guess)", "Answer: Ⓑ (not sure)",
      "Answer: ＢorＣ", "Answer: B、C", "Answer: B или C",
      "Antwort: B oder C", "Réponse : B ou C", "答案：B或C", "答案：B？",
      "答え：Bかも"]
MC_KEPT = ["Answer: B", "The answer is B.", "\\boxed{B}", "Answer: Ｂ",
           "The answer is (B)."]
# a list reference and a response that is not it
LIST = [("(1, 2, 3)", "\\boxed{(1, 2)}"),
        ("(1, 2, 3)", "\\boxed{(1, 2, 3, 4)}"),
        ("(1, 2, 3)", "\\boxed{(1, 2, 2, 3)}"),
        ("(1, 2, 3)", "\\boxed{(3, 2, 1)}"),
        ("(1, 2, 3)", "\\boxed{(1, 2, 3, \\ldots)}"),
        ("(1, 2, 3)", "\\boxed{(1, 2, 3)}?"),
        ("1, 2, 3", "\\boxed{1, 2}"), ("1, 2, 3", "\\boxed{1, 2, 3, 4}"),
        ("1, 2, 3", "\\boxed{1, 2, 3, 3}"),
        ("1, 2, 3", "\\boxed{1, 2, 3 \\text{ (and maybe 4)}}"),
        ("1, 2, 3", "x = 1, 2 or 3 (not sure)"),
        ("1, 2, 3", "The answers are 1, 2, and 3, and maybe 4."),
        ("\\{1, 2, 3\\}", "\\boxed{\\{1, 2, 3, 4\\}}"),
        ("\\{1, 2, 3\\}", "\\boxed{\\{1, 2\\}}")]
LIST_KEPT = [("(1, 2, 3)", "\\boxed{(1, 2, 3)}"),
             ("1, 2, 3", "\\boxed{1, 2, 3}"),
             ("1, 2, 3", "\\boxed{3, 2, 1}"),
             ("\\{1, 2, 3\\}", "\\boxed{\\{3, 1, 2\\}}")]
# chat: {v} the reference, {o} another value; text after the end token
END_TOKENS = ["<|im_end|>", "<|eot_id|>", "<｜end▁of▁sentence｜>", "</s>",
              "<|endoftext|>", "<end_of_turn>", "<|end|>", "<|return|>"]
AFTER_END = ["The answer is {o}.{t}\nThe answer is {v}.",
             "The answer is {o}.{t}The answer is \\boxed{{{v}}}.",
             "\\boxed{{{o}}}{t}\n\nFinal answer: {v}",
             "The answer is {v}.{t}\nActually no, it's {o}.",
             "The answer is {v}{t} or {o}",
             "The answer is {v}. {t} (just a guess)",
             "The answer is \\boxed{{{v}}}.{t}Hmm, not sure."]
HARMONY = [
    "<|channel|>analysis<|message|>The answer is {v}.<|end|><|start|>"
    "assistant<|channel|>final<|message|>The answer is {o}.<|return|>",
    "<|channel|>analysis<|message|>The answer is {v}.<|end|><|start|>"
    "assistant<|channel|>final<|message|>I am not sure.<|return|>",
    "<|channel|>analysis<|message|>So the answer is \\boxed{{{v}}}."
    "<|end|>",
    "<|channel|>final<|message|>The answer is {o}.<|return|><|channel|>"
    "analysis<|message|>The answer is {v}.",
    "<|start|>assistant<|channel|>analysis<|message|>{v}<|end|><|start|>"
    "assistant<|channel|>final<|message|>Can't determine.<|return|>",
    "<|channel|>analysis<|message|>\\boxed{{{v}}}<|end|><|start|>assistant"
    "<|channel|>final<|message|>\\boxed{{{o}}}<|return|>"]
CHAT_KEPT = [
    "The answer is {v}.{t}", "The answer is \\boxed{{{v}}}.{t}",
    "The answer is {v}.{t}{t}"]
HARMONY_KEPT = [
    "<|channel|>analysis<|message|>Maybe {o}? No.<|end|><|start|>"
    "assistant<|channel|>final<|message|>The answer is {v}.<|return|>",
    "<|channel|>final<|message|>The answer is {v}.<|return|>",
    "<|channel|>analysis<|message|>Half of it is {o}.<|end|><|start|>"
    "assistant<|channel|>final<|message|>\\boxed{{{v}}}<|return|>",
    "<|channel|>analysis<|message|>Let me compute.<|end|><|start|>"
    "assistant<|channel|>final<|message|>The answer is {v}."]
# after: a word after the value that changes it ("backwards", "net of
# fees", "squared")
AFTER = ["The answer is {v} backwards.", "The answer is {v} net of fees.",
         "The answer is {v} squared.", "The answer is {v}, reversed.",
         "The answer is {v} halved.", "The answer is {v} minus 1."]
# asklabel: a label that asks before its colon; boxcmd: a LaTeX
# command no row reads after a box, in its sentence
ASKLABEL = ["Answer?: {v}", "Answer (?): {v}", "Final answer?: {v}",
            "Result??: {v}", "答案？：{v}", "Ответ?: {v}",
            "Respuesta?: {v}", "Antwort (?): {v}"]
ASKLABEL_KEPT = ["Answer: {v}", "Final answer: {v}", "答案：{v}",
                 "Ответ: {v}", "How many are left? {v}",
                 "Q: How many are left? A: {v}"]
BOXCMD = ["\\boxed{{{v}}}\\todo{{check}}", "\\boxed{{{v}}} \\fixme{{wrong}}",
          "\\boxed{{{v}}}\\iffalse {o}\\fi", "\\boxed{{{v}}}\\marginpar{{guess}}",
          "\\boxed{{{v}}}\\footnote{{Not verified.}}", "\\boxed{{{v}}}\\blorf"]
BOXCMD_KEPT = ["\\boxed{{{v}}}\\quad", "\\boxed{{{v}}}\\text{{ apples}}",
               "\\boxed{{{v}}} \\checkmark"]
CUT = ["The answer is {v}.\n\n- ", "The answer is {v}.\n\n* ",
       "The answer is {v}.\n\n+", "The answer is {v}.\n- ",
       "The answer is {v}.\n\n  • ",
       "The answer is {v}.\n\n1. ", "The answer is \\({v}",
       "The answer is {v} \\times", "The answer is {v}.\n\nWait, let me re",
       "The answer is {v}, unl", "The answer is {v}.\n\nHowever,"]
CUT_KEPT = ["The answer is ${v}$.", "The answer is ${v}",
            "The answer is {v}.\n\n---", "The answer is \\({v}\\).",
            "**Answer:** {v}"]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red11.sh.  main rewarded 308 variants wrongly (chat
# 144, box 52, asklabel 32, past 28, cut 20, unit 16, boxcmd 12,
# harmony 4) and refused 52 controls (DeepSeek's and gpt-oss's end
# tokens 24, harmony's final channel 16, per-mille and basis-point
# references 12):
#  - (unit, closed by h19-holes9: "42 km per hour" against 42 km, the
#    value's unit read as "km" and "per hour" as the rest of its
#    sentence; the rate is now the value's unit, answer_prose.c's
#    rate_after; family rate: 240 variants, all rewarded on 6d52337.
#    "42 km per hour" against 42 km/h, or against "42 km per hour",
#    is now read too: "per" between two units is their '/', see
#    hostile_scale's family rate.)
# (after closed: "42 backwards" was read as a plural noun counted, an
# s after a value other than 1; answer_rest.c's s_function_words[]
# lists the closed class of English words in -s that are no plural
# (adverbs in -wards and -ways, pronouns, "besides", "sometimes"), and
# "42 rewards", "42 highways" stay nouns: hostile_scale's family
# adverb.  "42 net of fees" closed by h19-holes9: a function word
# before the plural makes the word after the value one with a phrase
# of its own, no adjective; family phrase.)
# (chat, harmony, box, past's "would/should have" and "I expected",
# unit's small scales, cut's empty list items, asklabel and boxcmd
# closed: see the commits of issue 26's round 11.)
KNOWN = []


known = verify_run.known_by(KNOWN)


def rate(out, ctl, v):
    """The rate family and its twins: each unit before each time, the
    form turning with them."""
    for i, u in enumerate(RATE_UNITS):
        for j, tm in enumerate(RATE_TIMES):
            f = RATE_FORMS[(i + j) % len(RATE_FORMS)]
            r = f.format(v=v, u=u, t=tm)
            out.append(("rate", "%s %s" % (v, u), r))
            ctl.append(("rate", v, r))
            ctl.append(("rate", "%s %s" % (v, u),
                        f.replace(" per {t}", "").format(v=v, u=u)))


def phrase(out, ctl, v):
    """The phrase family and its twins: each word before each function
    word and plural, the form turning with them."""
    for i, w in enumerate(PHRASE_WORDS):
        for j, f in enumerate(PHRASE_FUNCS):
            p = PHRASE_PLURALS[(i + j) % len(PHRASE_PLURALS)]
            k = (i + j) % len(PHRASE_FORMS)
            out.append(("phrase", v, PHRASE_FORMS[k].format(v=v, w=w, f=f,
                                                            p=p)))
            ctl.append(("phrase", v, PHRASE_KEPT[k].format(v=v, p=p)))


def plain(out, ctl, v):
    d = {"v": v, "o": other(v), "lo": str(int(v) - 2),
         "hi": str(int(v) + 2), "pm": "%g" % (int(v) / 1000),
         "bp": "%g" % (int(v) / 10000)}
    for fam, ts in (("grade", GRADE), ("echo", ECHO), ("cond", COND),
                    ("past", PAST), ("range", RANGE), ("box", BOX),
                    ("cut", CUT), ("asklabel", ASKLABEL),
                    ("after", AFTER), ("boxcmd", BOXCMD)):
        out.extend((fam, v, t.format(**d)) for t in ts)
    ctl.extend(("plain", v, t.format(**d)) for t in BOX_KEPT + CUT_KEPT +
               PAST_KEPT + ASKLABEL_KEPT + BOXCMD_KEPT)
    for ref, t in UNIT:
        out.append(("unit", ref.format(**d), t.format(**d)))
    for ref, t in UNIT_KEPT:
        ctl.append(("unit", ref.format(**d), t.format(**d)))
    rate(out, ctl, v)
    phrase(out, ctl, v)
    out.extend(("harmony", v, t.format(**d)) for t in HARMONY)
    ctl.extend(("harmony", v, t.format(**d)) for t in HARMONY_KEPT)
    for tok in END_TOKENS:
        out.extend(("chat", v, t.format(t=tok, **d)) for t in AFTER_END)
        ctl.extend(("chat", v, t.format(t=tok, **d)) for t in CHAT_KEPT)


def rows():
    out, ctl = [], []
    for v in VALUES:
        plain(out, ctl, v)
    out.extend(("list", r, t) for r, t in LIST)
    ctl.extend(("list", r, t) for r, t in LIST_KEPT)
    return out, ctl


def with_problems():
    """The multiple-choice variants and controls, with their problem:
    the reference B (Latin options) and, for the Cyrillic options, the
    second letter Б answered by В, the third."""
    out = []
    for fam, ref, ts in (("mc", "B", MC), ("control-mc", "B", MC_KEPT)):
        out.extend({"family": fam, "answer": ref, "problem": MC_PROBLEM,
                    "response": t} for t in ts)
    for v in VALUES:
        out.extend({"family": "control-past", "answer": v, "problem":
                    PAST_PROBLEM.format(w=2 * int(v)), "response":
                    t.format(v=v)} for t in PAST_PROBLEM_KEPT)
        out.extend({"family": "control-past", "answer": v, "problem":
                    EXPECT_PROBLEM.format(w=2 * int(v)), "response":
                    t.format(v=v)} for t in EXPECT_PROBLEM_KEPT)
    for r in ("Ответ: В", "Ответ: В)", "Правильный ответ — В.", "В"):
        out.append({"family": "mc", "answer": "Б", "problem": MC_CYR,
                    "response": r})
    for r in ("Ответ: Б", "Правильный ответ: Б."):
        out.append({"family": "control-mc", "answer": "Б", "problem":
                    MC_CYR, "response": r})
    return out


def main():
    verify_run.usage("hostile_red11")
    out, ctl = rows()
    vs = verify_run.records(out, ctl) + with_problems()
    return verify_run.run("hostile_red11", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
