# SPDX-License-Identifier: MIT
"""hostile_part30.py: an answer given for another part than the one the
problem asks.  A problem in two parts, labelled "(a) (b)", "(1) (2)",
"i) ii)", "① ②", "（1）（2）" or a word and a number ("Part 1", "Teil
1", "第1问"), that asks one of them ("Answer part (a) only.", "Beantworte
nur Teil (a).", "只回答第（1）问。"), in nine languages; a problem of one
part.  Families, counted by language:

 - LANG-right: the asked part's label before the right value ("Part
   (a): \\boxed{42}", "(a) The answer is 42."): rewarded (refused: lost
   signal, counted apart);
 - LANG-wrong: the same against another value: never rewarded;
 - LANG-twin: the other part's label before the reference's value
   ("Part (b): \\boxed{42}", "For the second question, the answer is
   42.", "Part (a): 43. Part (b): \\boxed{42}."), or "Part 2" before it
   under a problem of one part: never rewarded;
 - LANG-both: a reference of the two parts ("42, 17") against a response
   that gives both under their labels and boxes both: rewarded as the
   right ones are; against the second part's value alone: never;
 - a case of its own (en, de): a statement that opens with the
   problem's time phrase ("After 5 years, the tree is 65 cm tall.",
   the problem's number in digits or in words: right) or with another
   number ("After 11 years, ...": a twin, never rewarded).

Usage: hostile_part30.py PAPO-VERIFY | --list"""
import sys

import verify_run

VALUES = [(42, 17), (305, 12), (7, 1260)]

# the label of part j (1 or 2) in each style
STYLES = {
    "letter": lambda j: "(%s)" % "ab"[j - 1],
    "digit": lambda j: "(%d)" % j,
    "roman": lambda j: "(%s)" % ["i", "ii"][j - 1],
    "circled": lambda j: "①②"[j - 1],
    "wide": lambda j: "（%d）" % j,
}

# lang: (the word that names a part, find x / find y, the sentence
#        that asks part {L} only, the answer phrase with {v}, the
#        ordinal phrases of the first and second part with {v}, the
#        sentence that asks both parts)
LANGS = {
    "en": ("Part", ("Find x.", "Find y."), "Answer part {L} only.",
           "The answer is {v}.",
           ("For the first question, the answer is {v}.",
            "For the second question, the answer is {v}."),
           "Answer both parts."),
    "de": ("Teil", ("Bestimme x.", "Bestimme y."),
           "Beantworte nur Teil {L}.", "Die Antwort ist {v}.",
           ("Für die erste Frage ist die Antwort {v}.",
            "Für die zweite Frage ist die Antwort {v}."),
           "Beantworte beide Teile."),
    "fr": ("Partie", ("Trouver x.", "Trouver y."),
           "Réponds seulement à la partie {L}.", "La réponse est {v}.",
           ("Pour la première question, la réponse est {v}.",
            "Pour la deuxième question, la réponse est {v}."),
           "Réponds aux deux parties."),
    "es": ("Parte", ("Halla x.", "Halla y."),
           "Responde solo la parte {L}.", "La respuesta es {v}.",
           ("Para la primera pregunta, la respuesta es {v}.",
            "Para la segunda pregunta, la respuesta es {v}."),
           "Responde ambas partes."),
    "it": ("Parte", ("Trova x.", "Trova y."),
           "Rispondi solo alla parte {L}.", "La risposta è {v}.",
           ("Per la prima domanda, la risposta è {v}.",
            "Per la seconda domanda, la risposta è {v}."),
           "Rispondi a entrambe le parti."),
    "pt": ("Parte", ("Encontre x.", "Encontre y."),
           "Responda apenas a parte {L}.", "A resposta é {v}.",
           ("Para a primeira questão, a resposta é {v}.",
            "Para a segunda questão, a resposta é {v}."),
           "Responda às duas partes."),
    "ru": ("Часть", ("Найдите x.", "Найдите y."),
           "Ответьте только на часть {L}.", "Ответ: {v}.",
           ("Для первой части ответ {v}.", "Для второй части ответ {v}."),
           "Ответьте на обе части."),
    "zh": ("", ("求x。", "求y。"), "只回答第{L}问。", "答案是{v}。",
           ("第一问的答案是{v}。", "第二问的答案是{v}。"),
           "两问都要回答。"),
    "ja": ("問", ("xを求めよ。", "yを求めよ。"), "以下のうち、問{L}のみ答えよ。",
           "答えは{v}です。",
           ("第一問の答えは{v}です。", "第二問の答えは{v}です。"),
           "両方の問に答えよ。"),
}


def named(lang, style, j):
    """Part j's label in lang: the style's mark after the language's
    word ("Part (a)", "Teil ①"), a Chinese "第...问"."""
    word, lab = LANGS[lang][0], STYLES[style](j)
    if lang == "zh":
        return "第%s问" % lab
    if lang == "ja":
        return word + lab
    return "%s %s" % (word, lab)


def problem(lang, style, asked):
    """The problem in two parts, its parts under the style's marks and
    asked (1 or 2) asked alone; asked 0: both; None: a problem of one
    part."""
    _, finds, ask, _, _, both = LANGS[lang]
    if style is None:
        return finds[0]
    p = "\n".join("%s %s" % (STYLES[style](j), finds[j - 1])
                  for j in (1, 2))
    if asked == 0:
        return p + "\n" + both
    lab = STYLES[style](asked)
    return p + "\n" + ask.format(L=lab)


def forms(lang, style, j, v, o):
    """The responses that give v under part j's label (o: another
    value, the other part's)."""
    phrase = LANGS[lang][3]
    k = 3 - j
    box = "\\boxed{%s}" % v
    return ["%s: %s" % (named(lang, style, j), box),
            "**%s:** %s" % (named(lang, style, j), phrase.format(v=box)),
            "%s %s" % (STYLES[style](j), box),
            "%s: %s\n%s: %s" % (named(lang, style, k), o,
                                named(lang, style, j), box),
            "%s: %s. %s: %s." % (named(lang, style, k), o,
                                 named(lang, style, j), box)]


def lang_rows(add, lang):
    for v, w in VALUES:
        for style in STYLES:
            for asked in (1, 2):
                p = problem(lang, style, asked)
                other = 3 - asked
                for r in forms(lang, style, asked, v, w):
                    add(lang + "-right", str(v), p, r)
                    add(lang + "-wrong", str(v + 1), p, r)
                for r in forms(lang, style, other, v, w):
                    add(lang + "-twin", str(v), p, r)
                add(lang + "-twin", str(v), p,
                    LANGS[lang][4][other - 1].format(v=v))
            p = problem(lang, style, 0)
            r = "%s: %s\n%s: %s\n\n\\boxed{%s, %s}" % (
                named(lang, style, 1), v, named(lang, style, 2), w, v, w)
            add(lang + "-both", "%s, %s" % (v, w), p, r)
            add(lang + "-wrong", "%s, %s" % (v, w + 1), p, r)
            add(lang + "-twin", "%s, %s" % (v, w), p,
                "%s: \\boxed{%s}" % (named(lang, style, 2), w))
        # a problem of one part: another part's label is another
        # question's answer
        p = problem(lang, None, None)
        add(lang + "-twin", str(v), p, "%s: \\boxed{%s}" %
            (named(lang, "digit", 2), v))
        add(lang + "-twin", str(v), p, LANGS[lang][4][1].format(v=v))
        add(lang + "-right", str(v), p, LANGS[lang][3].format(
            v="\\boxed{%s}" % v))


# case: a statement that opens with a time or a count of its own, the
# problem's case with another number ("After 11 years, the tree is 65
# cm tall." where the problem asks after 5 years); (language, problem
# with {n} and {w}, the forms that state {v} after the opening with
# {n}, the number asked and its word)
CASES = [
    ("en", "A tree grows 9 cm a year. After {w} years, how tall is the "
     "tree if it was 20 cm?",
     ["After {n} years, the tree is {v} cm tall.",
      "After {n} years, the tree is \\boxed{{{v}}} cm tall.",
      "**After {n} years, the tree is {v} cm tall.**"]),
    ("en", "Tom saves {v0} dollars a day. How many dollars does he save "
     "during the {w} days?",
     ["During the {n} days, Tom saves \\boxed{{{v}}} dollars."]),
    ("de", "Ein Baum wächst 9 cm pro Jahr. Nach {w} Jahren, wie hoch ist "
     "der Baum, wenn er 20 cm war?",
     ["Nach {n} Jahren, der Baum ist \\boxed{{{v}}} cm hoch."]),
]
CASE_NUMBERS = [(5, "5"), (5, "five"), (6, "6"), (6, "six")]


def case_rows(add):
    for lang, p, forms in CASES:
        for n, w in CASE_NUMBERS:
            q = p.format(w=w, v0=7)
            v = 20 + 9 * n if "tree" in p or "Baum" in p else 7 * n
            for t in forms:
                add(lang + "-right", str(v), q, t.format(n=n, v=v))
                add(lang + "-wrong", str(v + 1), q, t.format(n=n, v=v))
                for o in (n + 6, 2 * n + 1):
                    add(lang + "-twin", str(v), q, t.format(n=o, v=v))


def rows():
    out = []
    for lang in LANGS:
        lang_rows(lambda f, a, p, r: out.append(
            verify_run.record(f, a, r, p)), lang)
    case_rows(lambda f, a, p, r: out.append(verify_run.record(f, a, r, p)))
    return out


def main():
    verify_run.usage("hostile_part30")
    vs = rows()
    return verify_run.run(
        "hostile_part30", vs, group=lambda v: v["family"].split("-")[0],
        right=lambda v: v["family"].endswith(("-right", "-both")),
        lost=lambda v: True, what="right")


if __name__ == "__main__":
    sys.exit(main())
