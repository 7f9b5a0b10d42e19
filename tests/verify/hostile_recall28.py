#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall28.py: issue 26's lost signal, round 28 (h27-recall16):
right answers refused by one reader each, with doubting twins that must
stay refused.

usage: hostile_recall28.py PAPO_VERIFY [--list]

Kinds (the group of each variant; "-right" a right answer, lost when
refused; "-twin" a twin that doubts, bounds or names another value,
and "-wrong" the right one against another reference: never rewarded):
  boxtext  a scale word inside a box's \\text ("\\boxed{42 \\text{
           mila}}": mil, mila, mille, milioni, elfu, ribu, juta,
           Millionen, miliar, milyon, bin, miliony), reference the
           product; twins "\\text{ mila?}", "\\text{ mila or so}".
  prose    "The answer is 42 hundred.", "**42 millions**", a JSON
           string {"answer": "42 thousand"}; twins hedged or bounded.
  temp     a temperature in a sentence that opens on its subject
           ("温度は300℃です。", "La température est de 300 °C.",
           "Температура 300 °C."), reference in kelvin; twins "about",
           "не больше".
  conv     a restated conversion before the box ("She pays 1200 cents,
           i.e. \\boxed{12}.", the problem asking dollars); twins that
           doubt the box.
  label    "FINAL ANSWER: 42 apples" with no problem text; twins
           "FINAL ANSWER: 42 apples or 43", "... apples?", a cut or
           doubting word ("42 unle", "42 provis", "42 perhaps").
  group    a space or narrow space grouping thousands before a currency
           ("1 250 €" in fr, ru), "1.250 €" in de, es with a problem whose
           numbers group the same way; "\\boxed{2 250}" (TeX shows
           2250) is never the product 2 x 250; twins "1 250 € ou 1 300 €".
Prints a count per kind and the summary line the t-*.sh test reads:
"hostile_recall28: N variants (M right), K wrong, L lost".  Exits 1
when a twin or a wrong-reference variant is rewarded.
"""
import sys

import verify_run

VALUES = [42, 7, 125]

# (scale word, power of ten) read inside a box's \text
BOX_SCALES = [("mil", 3), ("mila", 3), ("mille", 3), ("milioni", 6),
              ("elfu", 3), ("ribu", 3), ("juta", 6), ("Millionen", 6),
              ("miliar", 9), ("milyon", 6), ("bin", 3), ("miliony", 6),
              ("Tausend", 3), ("tysięcy", 3)]
BOX_TWINS = ["\\boxed{{{v} \\text{{ {w}?}}}}",
             "\\boxed{{{v} \\text{{ {w} or so}}}}",
             "\\boxed{{{v} \\text{{ not {w}}}}}",
             "\\boxed{{{v} \\text{{ maybe {w}}}}}"]


def boxtext(add):
    for w, e in BOX_SCALES:
        for v in VALUES:
            r = "\\boxed{%d \\text{ %s}}" % (v, w)
            # mil, mila, bin: words other languages write with other
            # meanings, read only in a line of their own language
            # (hostile_units37); in a box alone, no value
            add("boxtext-twin" if w in ("mil", "mila", "bin") else
                "boxtext-right", str(v * 10 ** e), "", r)
            add("boxtext-wrong", str(v), "", r)
            for t in BOX_TWINS:
                add("boxtext-twin", str(v * 10 ** e), "",
                    t.format(v=v, w=w))


PROSE = [("The answer is {v} hundred.", 2), ("Answer: {v} hundred", 2),
         ("\\boxed{{{v}}} hundred", 2), ("**{v} millions**", 6),
         ("The total is **{v} millions**.", 6),
         ("**{v} Millions**", 6),
         ('{{"answer": "{v} thousand"}}', 3),
         ('{{"answer": "{v} hundred"}}', 2)]
PROSE_TWINS = ["The answer is {v} hundred or so.",
               "The answer is at least {v} hundred.",
               "**{v} millions?**", '{{"answer": "about {v} thousand"}}',
               '{{"answer": "{v} or {u} thousand"}}',
               "Answer: {v} hundred, or maybe {u} hundred"]


def prose(add):
    for v in VALUES:
        for t, e in PROSE:
            add("prose-right", str(v * 10 ** e), "", t.format(v=v))
            add("prose-wrong", str(v), "", t.format(v=v))
        for t in PROSE_TWINS:
            e = 2 if "hundred" in t else 6 if "million" in t else 3
            add("prose-twin", str(v * 10 ** e), "", t.format(v=v, u=v + 1))


TEMPS = ["温度は{v}℃です。", "La température est de {v} °C.",
         "Температура {v} °C.", "Die Temperatur beträgt {v} °C.",
         "The temperature is {v} °C."]
TEMP_TWINS = ["温度は約{v}℃です。", "温度は{v}℃かもしれません。",
              "温度は{v}℃以下です。", "La température est d'environ {v} °C.",
              "Температура не больше {v} °C.",
              "La température est de {v} °C ou {u} °C.",
              "Температура {v} °C или {u} °C."]


def temp(add):
    for v in (300, 27, 100):
        k = "%.2f \\text{ K}" % (v + 273.15)
        for t in TEMPS:
            add("temp-right", k, "", t.format(v=v))
            add("temp-wrong", "%d \\text{ K}" % v, "", t.format(v=v))
        for t in TEMP_TWINS:
            add("temp-twin", k, "", t.format(v=v, u=v + 1))


CONV_P = ("Each pen costs {c} dollars. She buys {n} pens. "
          "How many dollars does she pay?")
CONV = ["She pays {k} cents, i.e. \\boxed{{{d}}}.",
        "That is {k} cents, i.e. \\boxed{{{d}}} dollars.",
        "She pays {k} cents, that is, \\boxed{{{d}}}."]
CONV_TWINS = ["She pays {k} cents, i.e. maybe \\boxed{{{d}}}.",
              "She pays {k} cents, i.e. \\boxed{{{d}}}?",
              "She pays {k} cents, i.e. not \\boxed{{{d}}}."]


def conv(add):
    for c, n in ((3, 4), (5, 7), (2, 9)):
        d = c * n
        p = CONV_P.format(c=c, n=n)
        for t in CONV:
            r = t.format(k=d * 100, d=d)
            add("conv-right", str(d), p, r)
            add("conv-wrong", str(d + 1), p, r)
        for t in CONV_TWINS:
            add("conv-twin", str(d), p, t.format(k=d * 100, d=d))


LABELS = ["FINAL ANSWER: {v} {n}", "Final answer: {v} {n}",
          "ANSWER: {v} {n}"]
NOUNS = ["apples", "marbles", "students", "cookies"]
LABEL_TWINS = ["FINAL ANSWER: {v} {n} or {u}", "FINAL ANSWER: {v} {n}?",
               "FINAL ANSWER: {v} {n} at most",
               "FINAL ANSWER: {v} {n} plus", "FINAL ANSWER: {v} unle",
               "FINAL ANSWER: {v} provis", "FINAL ANSWER: {v} sometimes",
               "FINAL ANSWER: {v} perhaps", "FINAL ANSWER: {v} unless",
               "Answer: {v} minus", "Answer: {v} plus"]


def label(add):
    for v in VALUES:
        for n in NOUNS:
            for t in LABELS:
                add("label-right", str(v), "", t.format(v=v, n=n))
                add("label-wrong", str(v + 1), "", t.format(v=v, n=n))
            for t in LABEL_TWINS:
                add("label-twin", str(v), "", t.format(v=v, n=n, u=v + 1))


# thousands grouped by a space, a narrow no-break space or a dot
GROUPS = [("fr", "La réponse est {a}{s}{b} €.", " "),
          ("fr", "La réponse est {a}{s}{b} €.", "\u202f"),
          ("ru", "Ответ: {a}{s}{b} €.", " "),
          ("ru", "Ответ: {a}{s}{b} €.", "\u00a0"),
          ("de", "Die Antwort ist {a}{s}{b} €.", "\u202f")]
DOT_P = {"de": "Ein Auto kostet {a}.000 € und ein Rad {b} €. "
               "Wie viel kostet alles?",
         "es": "Un coche cuesta {a}.000 € y una rueda {b} €. "
               "¿Cuánto cuesta todo?"}
DOT = {"de": "Die Antwort ist {a}.{b} €.", "es": "La respuesta es {a}.{b} €."}
GROUP_TWINS = ["La réponse est {a} {b} € ou {c} €.",
               "Ответ: около {a} {b} €.", "La réponse est {a} {b} € ?"]


def group(add):
    for a, b in ((1, 250), (3, 500), (12, 125)):
        n = a * 1000 + b
        bs = "%03d" % b
        for _, t, s in GROUPS:
            r = t.format(a=a, b=bs, s=s)
            add("group-right", str(n), "", r)
            add("group-wrong", str(b), "", r)
        for lang in DOT:
            r = DOT[lang].format(a=a, b=bs)
            p = DOT_P[lang].format(a=a, b=bs)
            add("group-right", str(n), p, r)
            add("group-wrong", str(n / 1000), p, r)
        for t in ("\\boxed{%d %s}", "\\boxed{%d %s \\text{ €}}",
                  "Ответ: %d %s руб."):
            r = t % (a, bs)
            add("group-right", str(n), "", r)
            add("group-wrong", str(a * b), "", r)   # never a product
            add("group-wrong", str(b), "", r)
        for t in GROUP_TWINS:
            add("group-twin", str(n), "", t.format(a=a, b=bs, c=n + 1))


def rows():
    out = []

    def add(f, a, p, r):
        out.append(verify_run.record(f, a, r, p or None))
    for g in (boxtext, prose, temp, conv, label, group):
        g(add)
    return out


def right_kind(v):
    """A right answer: refused, it is lost signal, not a failure."""
    return v["family"].endswith("-right")


def main():
    verify_run.usage("hostile_recall28")
    return verify_run.run("hostile_recall28", rows(),
                          lambda v: v["family"].split("-")[0], right_kind,
                          what="right", lost=right_kind, digits=5)


if __name__ == "__main__":
    sys.exit(main())
