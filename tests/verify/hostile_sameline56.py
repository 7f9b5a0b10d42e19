#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_sameline56.py: words after an answer on its own line, after a
display's close or a dollar amount (issue 26, session 44).

Hedges appended to the right forms of every generator found the words
after a closing construct on the same line never read:

- a last statement that is a display ("## Final Answer\\n\\\\[\\nx =
  18\\n\\\\] Almost."): the rest of the value's sentence stopped at the
  display's close, and the tail began after the line, so "Almost.",
  "Roughly.", "不确定。" were read by no one (answer_prose.c now reads
  them after the close, as after a box, when they hold no value);
- a dollar amount after an answer phrase ("The answer is $18.
  Roughly."): the '$' opened math that no '$' closed, so the sentence
  ran to the response's end and its words were the value's
  (statement_end: a '$' no '$' closes on its line is a dollar sign);
  "The answer is 18! Approximately." likewise ('!' before a capital now
  ends the sentence, as '.' does);
- words after an end token in the answer's own sentence ("【答案】 D
  <eoa> at least.", "The answer is 42 <eoa> hello world."): the rest of
  the sentence stopped at the token and left the words after it to a
  tail that began after the sentence (answer_rest.c: text after the
  token, but spacing and tokens such as "</s><s>", is refused);
- an answer phrase written as a display's text ("\\[\\text{The answer
  is 18}\\] Almost."): answer_find.c's text_display required the line
  to end at the display's close, else the phrase ran to the response's
  end; the words after the close are the tail's now;
- a table's bold total, then words on its row ("| **Total** | **18** |
  Roughly."): the bold's own sentence kept every refusal of the tail
  but a question's and a symbol's; a doubt, a bound and a negation are
  no longer kept;
- a word glued after a currency sign ("She pays ¥not 42.", "Answer:
  €about 42", {"answer": "£not 42"}, "$unos 42"), found by putting
  bounds and negations before the last number of every right form: the
  readers' words start after an ASCII boundary, so the sign hid them
  (answer_stmt.c's papo_answer_hedged now refuses it, sign_word).

usage: hostile_sameline56.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): display, dollar, endtok,
textdisp, table, sign, kilo, amps, unitneg, code, fbound.
"""
import sys

import verify_run

VALUES = (18, 45, 126)
DISPLAYS = ("## Final Answer\n\\[\nx = {v}\n\\]", "So:\n\\[ x = {v} \\]",
            "Therefore:\n\\[ {v} \\]", "Thus\n$$x = {v}$$",
            "### Final Result\n\\[\nn = {v}\n\\]")
DOLLARS = ("The answer is ${v}.", "So the total is ${v}.", "Answer: ${v}.")
# what may follow on the same line: nothing, a closing remark (after a
# display, "\\] I hope this helps!" is lost: open)
RIGHT_AFTER = ("", " I hope this helps!", " That is the final answer.")
DISPLAY_AFTER = ("",)
ENDTOKS = ("The answer is {v} <eoa>", "【答案】 {v} <eoa>",
           "Therefore, the answer is {v}.</s><s>", "The answer is {v}. <eoe>")
ENDTOK_AFTER = ("", " <eoa>", "\n")
TABLES = ("| Item | Count |\n|---|---|\n| Added | 3 |\n| **Total** | "
          "**{v}** |", "| Step | Value |\n|---|---|\n| Sum | {v} |\n| "
          "**Final answer** | **{v}** |")
TEXTDISPS = ("So:\n\\[\\text{{The answer is {v}}}\\]",
             "Thus:\n$\\text{{Answer: {v}}}$",
             "$$\\text{{The final answer is {v}}}$$")
HEDGES = (" Almost.", " Roughly.", " Not quite.", " 不确定。", " ou pas.",
          " (approximately)", " Approximately.", " Give or take.",
          " Or so.", " Vielleicht.", " Quizás.", " Наверное.", " たぶん。",
          " I might be wrong.", " Probably.", " Close enough.")


def kind(add, name, forms, after):
    for v in VALUES:
        prob = "What is %d + %d?" % (v - 3, 3)
        work = "%d + 3 = %d.\n\n" % (v - 3, v)
        for f in forms:
            head = work + f.format(v=v)
            for r in after:
                add(name + "-right", str(v), prob, head + r)
                add(name + "-wrong", str(v + 1), prob, head + r)
            for h in HEDGES:
                add(name + "-twin", str(v), prob, head + h)


def display(add):
    kind(add, "display", DISPLAYS, DISPLAY_AFTER)


def dollar(add):
    kind(add, "dollar", DOLLARS, RIGHT_AFTER)


def endtok(add):
    kind(add, "endtok", ENDTOKS, ENDTOK_AFTER)


def textdisp(add):
    kind(add, "textdisp", TEXTDISPS, RIGHT_AFTER)


def table(add):
    kind(add, "table", TABLES, DISPLAY_AFTER)


# a currency sign, then the amount: a word glued between ("¥not 42",
# "€about 42", "$unos 42") read no more as the sign's code
SIGNED = ("She pays {c}{v}.", "Answer: {c}{v}", '{{"answer": "{c}{v}"}}',
          "The total is {c}{v}.")
SIGNS = ("¥", "€", "£", "$", "₹", "US$")
SIGN_WORDS = ("not ", "about ", "abc ", "roughly ", "unos ", "lebih dari ",
              "khoảng ", "примерно ", "environ ", "maybe ")


def sign(add):
    for v in VALUES:
        prob = "What is %d + %d?" % (v - 3, 3)
        work = "%d + 3 = %d.\n\n" % (v - 3, v)
        for f in SIGNED:
            for c in SIGNS:
                resp = work + f.format(c=c, v=v)
                add("sign-right", str(v), prob, resp)
                add("sign-wrong", str(v + 1), prob, resp)
                for w in SIGN_WORDS:
                    add("sign-twin", str(v), prob, work + f.format(
                        c=c + w, v=v))


def kilo(add):
    """A value with a thousands suffix ("1.5K."), then a parenthesis: the
    '.' after "5K" was read as a choice letter's ("C. (2)") and the
    sentence ran on, its "(approximately)" the value's."""
    for v in (1500, 2500, 12000):
        prob = "A shop sold %d pens in a month. How many pens did it " \
            "sell?" % v
        k = ("%g" % (v / 1000.0))
        for f in ("The answer is {k}K.", "So it sold {k}K pens."):
            resp = f.format(k=k)
            add("kilo-right", str(v), prob, resp)
            add("kilo-wrong", str(v + 100), prob, resp)
            for h in (" (approximately)", " (roughly)", " (or so)",
                      " (maybe)", " (not sure)"):
                add("kilo-twin", str(v), prob, resp + h)


def amps(add):
    """A unit's capital before the sentence's stop ("3 A.") read as a
    choice letter's ("C. (2)"): the sentence ran on into the words
    after it."""
    for v in (3, 12, 45):
        prob = "What current, in amperes, flows through the wire?"
        for f in ("The answer is {v} A.", "The current is {v} A."):
            resp = f.format(v=v)
            add("amps-right", str(v), prob, resp)
            add("amps-wrong", str(v + 1), prob, resp)
            for h in (" (approximately)", " (roughly)", " (or so)",
                      " (maybe)"):
                add("amps-twin", str(v), prob, resp + h)


def unitneg(add):
    """With no problem, the words after an answer's unit were read from
    the first only: "\\boxed{42} dollars ou pas." (French "or not")
    passed; a word that negates, doubts or bounds in another listed
    language is refused there now (answer_find.c foreign_hedge)."""
    for v in VALUES:
        for f in ("The answer is \\boxed{{{v}}} dollars",
                  "\\boxed{{{v}}} dollars", "So she has \\boxed{{{v}}} "
                  "apples"):
            resp = f.format(v=v)
            for r in (".", " in total.", " altogether."):
                add("unitneg-right", str(v), None, resp + r)
                add("unitneg-wrong", str(v + 1), None, resp + r)
            for h in (" ou pas.", " et pas.", " ou non.", " oder nicht.",
                      " ou não.", " или нет.", " o no.", " o forse no.",
                      " ou peut-être.", " vielleicht."):
                add("unitneg-twin", str(v), None, resp + h)


def code(add):
    """A code agent's call that hands in the answer, then words on the
    code fence's closing line: the last statement kept the call's value
    as an aside and read the whole response as its tail (answer_prose.c:
    what follows the aside's sentence is the tail's now).  The call alone
    ending the response is "the response ends in code" by default (no
    right form here; hostile_forms35's tool kind reads it)."""
    for n, k in ((8, 18), (6, 16), (8, 15)):
        v = n * k
        prob = "A farmer has %d pens with %d sheep in each pen. How " \
            "many sheep does the farmer have?" % (n, k)
        for call in ('final_answer("{v}")', "answer({v})",
                     'submit("{v}")'):
            resp = "```python\ntotal = %d * %d\nprint(total)\n%s\n```" % (
                n, k, call.format(v=v))
            for h in HEDGES:
                add("code-twin", str(v), prob, resp + h)


def fbound(add):
    """Another language's bound or approximation right before the value
    of an answer phrase or a correction ("The answer is unos 42.",
    "Tekrar: cevap lebih dari 42.", "la respuesta correcta es unos 42"):
    the phrase's reader knew English's approximations only, the
    correction's none (found by putting bounds before the last number
    of every generator's right forms)."""
    for v in VALUES:
        prob = "What is %d + %d?" % (v - 3, 3)
        for f in ("The answer is {w}{v}.",
                  "Por lo tanto, la respuesta es {w}{v}.",
                  "Tekrar: cevap {w}{v}.", "Die Antwort ist {w}{v}.",
                  "La respuesta es {u}. Perdón, olvidé una caja, la "
                  "respuesta correcta es {w}{v}.",
                  "Jawabannya adalah {u}. Eh, saya salah hitung, yang benar "
                  "{w}{v}."):
            resp = f.format(w="", v=v, u=v + 2)
            add("fbound-right", str(v), prob, resp)
            add("fbound-wrong", str(v + 1), prob, resp)
            for w in ("unos ", "unas ", "uns ", "lebih dari ", "khoảng ",
                      "sekitar ", "около ", "примерно ", "environ ",
                      "etwa ", "circa "):
                add("fbound-twin", str(v), prob, f.format(w=w, v=v,
                                                           u=v + 2))


def main():
    verify_run.usage("hostile_sameline56")
    return verify_run.run_kinds("hostile_sameline56", verify_run.kind_rows(
        [display, dollar, endtok, textdisp, table, sign, kilo, amps,
         unitneg, code, fbound]), width=8)


if __name__ == "__main__":
    sys.exit(main())
