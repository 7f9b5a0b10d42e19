#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_conn51.py: a conclusion opened by a connective whose words
alone are no connective ("C'est pourquoi la réponse est 12.", "D'où la
réponse est 12.", "Ne segue che la risposta è 12.", "Nên Tom có 12 quả
táo."; issue 26, session 39: lost before, "pourquoi", "où", "Ne" and
"Nên" read as words no table holds), and the same connective before a
negation, a hedge, a question or another's claim (never rewarded); and
a last sentence that is a one-word copula and the value ("Es 12.", "È
12.", "Ist 12.", "Это 12."; lost before: read whole as the value, the
product of E, s and 12); and Japanese's 可能です (is possible) before
the answer, no doubt as Chinese's 可能 (maybe) and Japanese's 可能性 are;
and Korean's count with its genitive and the problem's noun before the
verb ("총 12개의 사과를 가지고 있습니다"), Swahili's "jumla ya" (a total of).

usage: hostile_conn51.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): fr, it, vi, copula, ja, stmt.
"""
import sys

import verify_run

# language: problem, connectives, right statements, twins ({c} the
# connective, {v} the value, {w} another)
LANGS = {
    "fr": ("Tom a {a} pommes et en achète {b}. Combien de pommes a-t-il ?",
           ("C'est pourquoi", "C\u2019est pourquoi", "D'o\u00f9",
            "D\u2019o\u00f9", "c'est pourquoi", "C'est pourquoi,"),
           ("{c} la r\u00e9ponse est {v}.", "{c} Tom a {v} pommes.",
            "{c} la r\u00e9ponse finale est {v}."),
           ("{c} la r\u00e9ponse n'est pas {v}.",
            "{c} la r\u00e9ponse est peut-\u00eatre {v}.",
            "{c} je pense que la r\u00e9ponse est {v}.",
            "{c} la r\u00e9ponse est {v} ou {w}.",
            "{c} la r\u00e9ponse serait {v} si Tom en gardait.",
            "{c} la r\u00e9ponse est environ {v}.",
            "Je ne sais pas pourquoi la r\u00e9ponse est {v}.",
            "Pourquoi la r\u00e9ponse est-elle {v} ?",
            "{c} Paul dit que la r\u00e9ponse est {v}.",
            "{c} la r\u00e9ponse est {v}. Non, {w}.")),
    "it": ("Tom ha {a} mele e ne compra {b}. Quante mele ha?",
           ("Ne segue che", "Ne consegue che", "ne segue che"),
           ("{c} la risposta \u00e8 {v}.", "{c} Tom ha {v} mele."),
           ("{c} la risposta non \u00e8 {v}.",
            "{c} la risposta potrebbe essere {v}.",
            "{c} la risposta \u00e8 forse {v}.",
            "{c} la risposta \u00e8 {v} o {w}.",
            "{c} la risposta \u00e8 circa {v}.",
            "Non ne segue che la risposta sia {v}.",
            "{c} la risposta \u00e8 {v}. Anzi, {w}.")),
    "vi": ("Tom c\u00f3 {a} qu\u1ea3 t\u00e1o v\u00e0 mua th\u00eam {b} "
           "qu\u1ea3. Tom c\u00f3 bao nhi\u00eau qu\u1ea3 t\u00e1o?",
           ("N\u00ean", "N\u00ean,", "n\u00ean"),
           ("{c} Tom c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} \u0111\u00e1p \u00e1n l\u00e0 {v}."),
           ("{c} Tom kh\u00f4ng c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} Tom c\u00f3 l\u1ebd c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} \u0111\u00e1p \u00e1n c\u00f3 th\u1ec3 l\u00e0 {v}.",
            "{c} \u0111\u00e1p \u00e1n l\u00e0 {v} ho\u1eb7c {w}.",
            "{c} \u0111\u00e1p \u00e1n kh\u00f4ng ph\u1ea3i l\u00e0 {v}.",
            "Tom n\u00ean c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} \u0111\u00e1p \u00e1n l\u00e0 {v}? Kh\u00f4ng ch\u1eafc.")),
}


# a one-word copula and the value: (problem, work's language, copula)
COPULAS = [
    ("\u00bfCu\u00e1ntas manzanas tiene Tom si tiene {a} y compra {b}?",
     "Sumamos las dos cantidades.", ("Es", "es")),
    ("Tom ha {a} mele e ne compra {b}. Quante mele ha?",
     "Sommiamo le due quantit\u00e0.", ("\u00c8", "\u00e8")),
    ("Tom hat {a} \u00c4pfel und kauft {b}. Wie viele \u00c4pfel hat er?",
     "Wir addieren beide Zahlen.", ("Ist", "Es ist")),
    ("\u0423 \u0422\u043e\u043c\u0430 {a} \u044f\u0431\u043b\u043e\u043a, "
     "\u043e\u043d \u043f\u043e\u043a\u0443\u043f\u0430\u0435\u0442 {b}. "
     "\u0421\u043a\u043e\u043b\u044c\u043a\u043e \u044f\u0431\u043b\u043e\u043a "
     "\u0443 \u0422\u043e\u043c\u0430?",
     "\u0421\u043a\u043b\u0430\u0434\u044b\u0432\u0430\u0435\u043c.",
     ("\u042d\u0442\u043e", "\u044d\u0442\u043e")),
]
COPULA_TWINS = ("{c} {v}?", "{c} {v} o {w}.", "{c} {v}, creo.",
                "{c} {v}. No, {w}.", "{c} {v} aproximadamente.",
                "{c} {v} oder {w}.", "{c} {v}, credo.")


def copulas(add):
    """The one-word copula's rows."""
    for a, b in ((5, 7), (12, 30), (48, 52), (100, 26)):
        v = a + b
        for q, work, cs in COPULAS:
            p = q.format(a=a, b=b)
            w = "%s\n%s\n%d + %d = %d\n" % (work, work, a, b, v)
            for c in cs:
                add("copula-right", str(v), p, w + "%s %d." % (c, v))
                add("copula-wrong", str(v + 1), p, w + "%s %d." % (c, v))
                for t in COPULA_TWINS:
                    add("copula-twin", str(v), p,
                        w + t.format(c=c, v=v, w=v + 2))


JA_Q = ("\u30c8\u30e0\u306f\u30ea\u30f3\u30b4\u3092{a}\u500b\u6301\u3063\u3066"
        "\u3044\u3066\u3001\u3055\u3089\u306b{b}\u500b\u8cb7\u3044\u307e\u3059\u3002"
        "\u30c8\u30e0\u306f\u30ea\u30f3\u30b4\u3092\u4f55\u500b\u6301\u3063\u3066"
        "\u3044\u307e\u3059\u304b\uff1f")
JA_RIGHT = ("\u3053\u306e\u8a08\u7b97\u306f\u53ef\u80fd\u3067\u3059\u3002"
            "\u7b54\u3048\u306f{v}\u500b\u3067\u3059\u3002",
            "\u8db3\u3059\u3053\u3068\u304c\u53ef\u80fd\u3067\u3059\u3002"
            "\u3088\u3063\u3066\u3001\u7b54\u3048\u306f{v}\u500b\u3067\u3059\u3002")
JA_TWINS = ("\u7b54\u3048\u306f{v}\u500b\u306e\u53ef\u80fd\u6027\u304c"
            "\u3042\u308a\u307e\u3059\u3002",
            "\u7b54\u3048\u306f{v}\u500b\u304b\u3082\u3057\u308c\u307e\u305b"
            "\u3093\u3002",
            "\u53ef\u80fd\u6027\u304c\u9ad8\u3044\u306e\u306f{v}\u500b\u3067"
            "\u3059\u3002",
            "\u7b54\u3048\u306f{v}\u500b\u3067\u3059\u3002\u53ef\u80fd\u6027"
            "\u306f\u4f4e\u3044\u3067\u3059\u304c\u3002",
            "\u7b54\u3048\u306f{v}\u500b\u304c\u53ef\u80fd\u3067\u3059\u3002",
            "\u7b54\u3048\u306f\u304a\u305d\u3089\u304f{v}\u500b\u3067\u3059"
            "\u3002",
            "\u53ef\u80fd\u306a\u7b54\u3048\u306f{v}\u500b\u3068{w}\u500b\u3067"
            "\u3059\u3002")


def japanese(add):
    """可能です before the answer: right; 可能性, a hedge: twins."""
    for a, b in ((5, 7), (12, 30), (48, 52), (100, 26)):
        v = a + b
        p = JA_Q.format(a=a, b=b)
        w = "%d + %d = %d\n" % (a, b, v)
        for t in JA_RIGHT:
            add("ja-right", str(v), p, w + t.format(v=v))
            add("ja-wrong", str(v + 1), p, w + t.format(v=v))
        for t in JA_TWINS:
            add("ja-twin", str(v), p, w + t.format(v=v, w=v + 2))


# statements of the count: (problem, right, twins)
STMTS = [
    ("\ud1b0\uc740 \uc0ac\uacfc {a}\uac1c\ub97c \uac00\uc9c0\uace0 \uc788\uace0 "
     "{b}\uac1c\ub97c \ub354 \uc0bd\ub2c8\ub2e4. \ud1b0\uc740 \uc0ac\uacfc\ub97c "
     "\uba87 \uac1c \uac00\uc9c0\uace0 \uc788\uc2b5\ub2c8\uae4c?",
     ("\uadf8\ub7ec\ubbc0\ub85c \ud1b0\uc740 \ucd1d {v}\uac1c\uc758 "
      "\uc0ac\uacfc\ub97c \uac00\uc9c0\uace0 \uc788\uc2b5\ub2c8\ub2e4.",
      "\ub530\ub77c\uc11c \ud1b0\uc740 {v}\uac1c\uc758 \uc0ac\uacfc\ub97c "
      "\uac00\uc9c0\uace0 \uc788\ub2e4."),
     ("\uadf8\ub7ec\ubbc0\ub85c \ud1b0\uc740 \ucd1d {v}\uac1c\uc758 "
      "\uc0ac\uacfc\ub97c \uac00\uc9c0\uace0 \uc788\uc9c0 \uc54a\uc2b5\ub2c8\ub2e4.",
      "\uadf8\ub7ec\ubbc0\ub85c \ud1b0\uc740 \uc544\ub9c8 {v}\uac1c\uc758 "
      "\uc0ac\uacfc\ub97c \uac00\uc9c0\uace0 \uc788\uc2b5\ub2c8\ub2e4.",
      "\uadf8\ub7ec\ubbc0\ub85c \ud1b0\uc740 {v}\uac1c\uc758 \ubc30\ub97c "
      "\uac00\uc9c0\uace0 \uc788\uc2b5\ub2c8\ub2e4.",
      "\uadf8\ub7ec\ubbc0\ub85c \ud1b0\uc740 {v}\uac1c\uc758 \uc0ac\uacfc\ub97c "
      "\uac00\uc9c0\uace0 \uc788\uc744 \uac83 \uac19\uc2b5\ub2c8\ub2e4.",
      "\uadf8\ub7ec\ubbc0\ub85c \ud1b0\uc740 {v}\uac1c \ub610\ub294 {w}\uac1c\uc758 "
      "\uc0ac\uacfc\ub97c \uac00\uc9c0\uace0 \uc788\uc2b5\ub2c8\ub2e4.")),
    ("Tom ana tufaha {a} na ananunua {b} zaidi. Tom ana tufaha ngapi?",
     ("Kwa hiyo, Tom ana jumla ya tufaha {v}.",
      "Tom ana jumla ya tufaha {v}."),
     ("Kwa hiyo, Tom ana jumla ya tufaha {v} au {w}.",
      "Labda Tom ana jumla ya tufaha {v}.",
      "Kwa hiyo, Tom ana jumla ya tufaha {v}? Sina uhakika.",
      "Kwa hiyo, Tom ana jumla ya tufaha takriban {v}.")),
]


def statements(add):
    """The statements' rows."""
    for a, b in ((5, 7), (12, 30), (48, 52), (100, 26)):
        v = a + b
        w = "%d + %d = %d\n\n" % (a, b, v)
        for q, rights, twins in STMTS:
            p = q.format(a=a, b=b)
            for t in rights:
                add("stmt-right", str(v), p, w + t.format(v=v))
                add("stmt-wrong", str(v + 1), p, w + t.format(v=v))
            for t in twins:
                add("stmt-twin", str(v), p, w + t.format(v=v, w=v + 2))


def kinds(add):
    """Every language's rows, for verify_run.kind_rows."""
    for a, b in ((5, 7), (12, 30), (48, 52), (100, 26)):
        v = a + b
        for lang, (q, conns, rights, twins) in LANGS.items():
            p = q.format(a=a, b=b)
            work = "%d + %d = %d. " % (a, b, v)
            for c in conns:
                for t in rights:
                    r = work + t.format(c=c, v=v)
                    add(lang + "-right", str(v), p, r)
                    add(lang + "-wrong", str(v + 1), p, r)
                for t in twins:
                    add(lang + "-twin", str(v), p,
                        work + t.format(c=c, v=v, w=v + 2))


def main():
    verify_run.usage("hostile_conn51")
    return verify_run.run_kinds("hostile_conn51",
                                verify_run.kind_rows([kinds, copulas, japanese,
                                                     statements]), width=8)


if __name__ == "__main__":
    sys.exit(main())
