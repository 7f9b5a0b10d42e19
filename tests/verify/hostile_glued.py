#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_glued.py: two equations joined by a word of another language
("x = 2 oder x = 3", "x = 2 o x = 3") are two values, never the last
one's alone (issue 26: multilingual responses).

usage: hostile_glued.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  prose   after each listed language's answer phrase (or as the last
          statement), "VAR = A WORD VAR = B", WORD that language's "or"
          or "and" (or any other word): main read the last '=' of a
          computation and rewarded B; a multi-letter word that is no
          operator now makes the sentence several values.  Against A
          and against B, never rewarded.
  chain   the same in math, inside a box or a phrase: "x = 2 o x = 3",
          "x = 2 y x = 3" (Spanish's "or" and "and" lexed as the letters
          o and y, a chain whose last side main took as x's value); a
          chain whose later side holds its first side's variable again
          is no computation of it.  Against A and B, never rewarded.
  control the same phrases giving one equation ("Die Antwort ist x =
          3."), a computation in prose or in a box ("5 x 3 = 15 and
          the total is 15 - 12 = 3", "1 000 - 997 = 3", "\\boxed{x = 2 +
          1 = 3}"), and English's "x = 2 or x = -3" against "-3, 2":
          rewarded.
"""
import sys

import verify_run

PHRASES = {
    "en": ["The answer is %s.", "Final answer: %s", "So %s."],
    "es": ["La respuesta es %s.", "Respuesta final: %s"],
    "fr": ["La réponse est %s.", "Réponse finale : %s"],
    "de": ["Die Antwort ist %s.", "Antwort: %s"],
    "it": ["La risposta è %s.", "Risposta finale: %s"],
    "pt": ["A resposta é %s.", "Resposta final: %s"],
    "ru": ["Ответ: %s.", "Итак, ответ: %s."],
    "pl": ["Odpowiedź: %s."],
    "uk": ["Відповідь: %s."],
    "sw": ["Jibu: %s."],
    "hi": ["उत्तर: %s।"],
    "tr": ["Cevap: %s."],
    "id": ["Jawabannya adalah %s."],
    "vi": ["Đáp án là %s."],
}
# each language's "or" and "and", and a word of no meaning here
WORDS = {
    "en": ["foo", "then"], "es": ["o", "y", "u"], "fr": ["ou", "et"],
    "de": ["oder", "und"], "it": ["o", "oppure", "e"], "pt": ["ou", "e"],
    "ru": ["или", "и", "либо"], "pl": ["lub", "albo", "i"],
    "uk": ["або", "і", "та"], "sw": ["au", "na"], "hi": ["या", "और"],
    "tr": ["veya", "ve"], "id": ["atau", "dan"],
    "vi": ["hoặc", "và"],
}
PAIRS = [("2", "3"), ("-1", "4"), ("5", "12"), ("\\frac{1}{2}", "7")]
VARS = ["x", "y", "n", "t"]


def plain(v):
    """The value as prose writes it: 1/2 for \\frac{1}{2}."""
    return "1/2" if v == "\\frac{1}{2}" else v


def add(vs, kind, lang, ans, resp, right):
    vs.append({"kind": kind, "family": kind + "-" + lang, "answer": ans,
               "response": "Let me solve it step by step.\n\n" + resp,
               "right": right})


def variants():
    vs = []
    for lang, phrases in PHRASES.items():
        for i, (a, b) in enumerate(PAIRS):
            var = VARS[i % len(VARS)]
            for ph in phrases:
                for w in WORDS[lang]:
                    eqs = "%s = %s %s %s = %s" % (var, plain(a), w, var,
                                                   plain(b))
                    for ans in (a, b):
                        add(vs, "prose", lang, ans, ph % eqs, False)
                    math = "$%s = %s$ %s $%s = %s$" % (var, a, w, var, b)
                    add(vs, "prose", lang, b, ph % math, False)
                    inner = "%s = %s %s %s = %s" % (var, a, w, var, b)
                    for ans in (a, b):
                        add(vs, "chain", lang, ans,
                            "\\boxed{%s}" % inner, False)
                        add(vs, "chain", lang, ans, ph % ("$" + inner + "$"),
                            False)
                add(vs, "control", lang, b,
                    ph % ("%s = %s" % (var, plain(b))), True)
                add(vs, "control", lang, b, ph % ("$%s = %s$" % (var, b)),
                    True)
    for a, b in PAIRS:
        c = str(int(b) + 12) if b.isdigit() else None
        if c is not None:
            add(vs, "control", "en", b, "So 5 x 3 = 15 and the total is "
                "%s - 12 = %s." % (c, b), True)
            add(vs, "control", "en", b, "The total is %s - 12 = %s." %
                (c, b), True)
            add(vs, "control", "en", b, "\\boxed{x = %s - 12 = %s}" %
                (c, b), True)
        add(vs, "control", "en", "%s, %s" % (a, b),
            "The answer is $x = %s$ or $x = %s$." % (a, b), True)
    return vs


def main():
    verify_run.usage("hostile_glued")
    vs = variants()
    return verify_run.run("hostile_glued", vs, lambda v: v["kind"],
                          lambda v: v["right"], width=8)


if __name__ == "__main__":
    sys.exit(main())
