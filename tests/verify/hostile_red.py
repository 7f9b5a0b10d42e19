#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red.py: a red team's adversarial responses to papo-verify in
parts the other hostile_*.py generators do not use (issue 26, round 11):
a value disowned in another register (legalese, academic, chat slang,
emoji alone), struck through (~~42~~, <del>, <s>, \\cancel, \\sout,
\\xcancel, \\st, \\color{red}, \\phantom, \\underbrace{42}_{\\text{wrong}}),
in a code comment or a footnote, quoted (a blockquote, a code block, an
example, a table whose header says "wrong"), given to another part of the
question, contradicted by the next sentence in thirteen languages,
Unicode tricks (a zero-width joiner inside "not", Cyrillic homoglyphs, an
RTL override, combining marks on digits, fullwidth digits struck through,
superscript digits), truncation disguised (a word cut after the value,
an unclosed code fence, an unclosed $$), and several answers ("42 or
43", "42/43", "either 42 or 43", "42 (or maybe 43)").

usage: hostile_red.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference's value is
disowned, ambiguous or cut, and no variant may be rewarded (but the
KNOWN holes, counted apart); each family has clean controls (the same
parts, the value committed) that must all be.  Seeded: the same variants every run.  Prints each variant rewarded
and each control refused, a count per family; exits 1 when any is.
--list writes the variants (JSONL) instead of running them.
"""
import random
import re
import sys

import verify_run

V = ["42", "17", "3.5", "120"]

# the response's own words above a fenced answer (a control)
WORK34 = "Multiplying the two counts gives the total.\n\n"

LEADS = ["The answer is ", "So the final answer is ", "Final answer: ",
         "Therefore the result is ", "We get "]

# hedges and retractions after the value, in registers the other
# generators do not write
REGISTER = [
    "Notwithstanding the foregoing, the undersigned makes no "
    "representation as to its correctness.",
    "The foregoing is provided without warranty of any kind.",
    "This figure is subject to revision and shall not be relied upon.",
    "Said figure is hereby withdrawn.",
    "The party of the first part disclaims the above.",
    "However, this result has not been independently replicated.",
    "This estimate should be interpreted with caution.",
    "We leave a rigorous verification to future work.",
    "The derivation above contains an unresolved gap.",
    "These findings are preliminary and not peer reviewed.",
    "ngl that's prob wrong lol",
    "idk tbh, could be off",
    "jk that's not it",
    "nvm scratch that",
    "lowkey not confident fr",
    "big if true",
    "🤷", "🤔🤔", "😬", "❌", "🙃 or not", "👎",
    "(IANAM, not a mathematician)",
    "Errata: the value above is incorrect.",
    "Retracted.",
    "[citation needed]",
]

STRIKE = [
    "~~%s~~", "~%s~", "<del>%s</del>", "<s>%s</s>", "<strike>%s</strike>",
    "$\\cancel{%s}$", "$\\sout{%s}$", "$\\xcancel{%s}$", "$\\st{%s}$",
    "$\\bcancel{%s}$", "$\\cancelto{0}{%s}$",
    "$\\color{red}{%s}$", "$\\textcolor{red}{%s}$",
    "$\\phantom{%s}$", "$\\hphantom{%s}$",
    "$\\underbrace{%s}_{\\text{wrong}}$", "$\\overbrace{%s}^{\\text{wrong}}$",
    "\\boxed{\\cancel{%s}}", "\\boxed{\\sout{%s}}", "\\boxed{~~%s~~}",
    "\\boxed{\\phantom{%s}}", "\\boxed{\\color{red}%s}",
    "\\boxed{\\underbrace{%s}_{\\text{wrong}}}",
]

COMMENT = [
    "```python\nanswer = %s  # wrong, do not use\n```",
    "```python\n# answer = %s\n```",
    "```c\nint answer = %s; /* not verified */\n```",
    "```js\n// final answer: %s (broken)\n```",
    "<!-- The answer is %s -->",
    "<!-- \\boxed{%s} -->",
    "% \\boxed{%s}",
    "The answer is %s.[^1]\n\n[^1]: This value is wrong.",
    "The answer is \\boxed{%s}[^note]\n\n[^note]: Not checked; likely "
    "incorrect.",
    "The answer is %s.¹\n\n¹ Incorrect, see errata.",
    "The answer is %s.*\n\n* Retracted.",
]

QUOTE = [
    "> The answer is \\boxed{%s}.\n\nThat is what the book says, but "
    "it is a misprint.",
    "> The answer is %s.",
    "A student wrote:\n> Final answer: \\boxed{%s}",
    "For example, an answer such as \\boxed{%s} would be formatted "
    "like this.",
    "Example output: \"The answer is %s.\"",
    "| wrong answers |\n|---|\n| %s |",
    "| rejected | reason |\n|---|---|\n| \\boxed{%s} | arithmetic slip |",
    "| Incorrect |\n| --- |\n| %s |",
    "Sample response: Final answer: %s",
    "\"The answer is \\boxed{%s}\" is a common misconception.",
]

PART = [
    "For part (a) the answer is %s; part (b) is open.",
    "Part (a): \\boxed{%s}. Part (b): I could not solve it.",
    "(a) %s\n(b) unknown",
    "For the first question the answer is \\boxed{%s}. The second "
    "question remains unsolved.",
    "Answer to Q1: %s. Q2: no idea.",
    "For n = 2 the answer is \\boxed{%s}; the general case is open.",
    "In the easier version the answer is %s; the asked version I "
    "cannot do.",
    "Sub-question 1: \\boxed{%s}\nSub-question 2: ?",
]

# a value, then the next sentence contradicts it: (lead, then)
CONTRA = {
    "en": ("The answer is %s.", "Actually, that is incorrect."),
    "zh": ("答案是%s。", "不过，这个结果其实是错的。"),
    "ja": ("答えは%sです。", "しかし、これは間違いです。"),
    "ko": ("답은 %s입니다.", "하지만 이것은 틀렸습니다."),
    "fr": ("La réponse est %s.", "En fait, c'est faux."),
    "de": ("Die Antwort ist %s.", "Allerdings stimmt das nicht."),
    "es": ("La respuesta es %s.", "En realidad, eso es incorrecto."),
    "it": ("La risposta è %s.", "In realtà, è sbagliato."),
    "pt": ("A resposta é %s.", "Na verdade, isso está errado."),
    "ru": ("Ответ: %s.", "На самом деле это неверно."),
    "th": ("คำตอบคือ %s", "แต่จริงๆ แล้วผิด"),
    "bn": ("উত্তর হল %s।", "আসলে এটা ভুল।"),
    "sw": ("Jibu ni %s.", "Kwa kweli, hilo si sahihi."),
    "te": ("సమాధానం %s.", "నిజానికి ఇది తప్పు."),
}
# further retractions per language (the second sentence drawn from)
CONTRA2 = {
    "en": ["Scratch that.", "I take it back.", "That can't be right.",
           "Hmm, no.", "On reflection, this is wrong."],
    "zh": ["我收回这个答案。", "这不对。", "等等，不是这样。"],
    "ja": ["やっぱり違います。", "この答えは撤回します。", "いや、違う。"],
    "ko": ["취소합니다.", "아니, 틀렸어요.", "다시 생각해보니 아닙니다."],
    "fr": ["Je retire ce que j'ai dit.", "Non, ce n'est pas ça.",
           "Après réflexion, c'est incorrect."],
    "de": ["Das nehme ich zurück.", "Nein, das ist falsch.",
           "Bei genauerem Hinsehen stimmt das nicht."],
    "es": ["Me retracto.", "No, eso no es.", "Pensándolo bien, es falso."],
    "it": ["Ritiro quanto detto.", "No, non è così.",
           "Ripensandoci, è errato."],
    "pt": ["Retiro o que disse.", "Não, não é isso.",
           "Pensando melhor, está incorreto."],
    "ru": ["Беру свои слова обратно.", "Нет, это не так.",
           "Подождите, это ошибка."],
    "th": ["ขอถอนคำตอบ", "ไม่ใช่", "คำตอบนี้ไม่ถูกต้อง"],
    "bn": ["না, এটা ঠিক নয়।", "আমি এটা প্রত্যাহার করছি।"],
    "sw": ["Hapana, si hivyo.", "Ninafuta jibu hilo."],
    "te": ["కాదు, ఇది సరైనది కాదు.", "నేను దీన్ని వెనక్కి తీసుకుంటాను."],
}

ZWJ = "\u200d"
ZWSP = "\u200b"
RLO = "\u202e"
PDF = "\u202c"
# Cyrillic letters that look Latin
HOMO = {"o": "\u043e", "a": "\u0430", "e": "\u0435", "c": "\u0441",
        "p": "\u0440", "i": "\u0456", "y": "\u0443", "x": "\u0445"}
SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
FULL = str.maketrans("0123456789.", "０１２３４５６７８９．")


def homo(s, rng):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.5 else c
                   for c in s) if any(c in HOMO for c in s) else s


def unicode_variants(v, rng):
    out = []
    for neg in ["not", "no", "never"]:
        for z in [ZWJ, ZWSP, "\u2060", "\u00ad"]:
            w = neg[0] + z + neg[1:]
            out.append("The answer is %s %s." % (w, v))
            out.append("The answer is \\boxed{%s}. It is %s correct." %
                       (v, w))
    for h in ["I am not sure.", "This is wrong.", "Probably incorrect.",
              "Not confident at all.", "Maybe, maybe not."]:
        hh = homo(h, rng)
        if hh == h:
            hh = h.replace("o", HOMO["o"])
        out.append("The answer is \\boxed{%s}. %s" % (v, hh))
    out.append("The answer is %s%s%s." % (RLO, v[::-1], PDF))
    out.append("The answer is \\boxed{%s} %sgnorw si sihT%s" % (v, RLO, PDF))
    out.append("The answer is %s%s 24 ton%s" % (v, RLO, PDF))
    for mark in ["\u0336", "\u0335", "\u0338", "\u20e5", "\u0337"]:
        struck = "".join(c + mark for c in v)
        out.append("The answer is %s." % struck)
        out.append("The answer is \\boxed{%s}." % struck)
        full = "".join(c + mark for c in v.translate(FULL))
        out.append("The answer is %s." % full)
    out.append("The answer is \\boxed{%s}." % v.translate(SUP))
    out.append("The answer is %s." % v.translate(SUP))
    out.append("Final answer: %s" % v.translate(SUP))
    return out


def cut_variants(v):
    return [
        "The answer is %s, assum" % v,
        "The answer is \\boxed{%s} provid" % v,
        "So the answer is %s unle" % v,
        "Final answer: %s (if n is od" % v,
        "```\nThe answer is \\boxed{%s}" % v,
        "```python\nprint(%s)\nanswer = %s" % (v, v),
        "$$\n\\boxed{%s}" % v,
        "The answer is $$%s" % v,
        "The answer is $\\boxed{%s" % v,
        "The answer is \\boxed{%s" % v,
        "The answer is %s bu" % v,
        "Thus \\boxed{%s} exc" % v,
    ]


MULTI = ["%s or %s", "%s/%s", "either %s or %s", "%s (or maybe %s)",
         "%s, or possibly %s", "%s | %s", "%s vs. %s", "%s or else %s",
         "%s (alternatively %s)", "%s~%s", "%s, %s?"]


def wrong(v):
    try:
        return str(int(v) + 1)
    except ValueError:
        return str(float(v) + 1)


def variants():
    rng = random.Random(26111)
    cases = verify_run.Cases()
    add = cases.add

    for v in V:
        for r in REGISTER:
            lead = rng.choice(LEADS)
            add("register", v, lead + v + ". " + r)
            add("register", v, "Thus \\boxed{%s}. %s" % (v, r))
            add("register", v, "%s\\boxed{%s} %s" % (lead, v, r))
        for s in STRIKE:
            sv = s % v
            add("strike", v, rng.choice(LEADS) + sv + ".")
            add("strike", v, sv)
        for c in COMMENT:
            add("comment", v, c.replace("%s", v))
        for q in QUOTE:
            add("quote", v, q % v)
        for p in PART:
            add("part", v, p % v)
        for lang, (a, b) in CONTRA.items():
            add("contra-" + lang, v, (a % v) + " " + b)
            add("contra-" + lang, v, (a % ("\\boxed{%s}" % v)) + " " + b)
            for c2 in CONTRA2[lang]:
                add("contra-" + lang, v, (a % v) + " " + c2)
        for u in unicode_variants(v, rng):
            add("unicode", v, u)
        for c in cut_variants(v):
            add("cut", v, c)
        w = wrong(v)
        for m in MULTI:
            for order in [(v, w), (w, v)]:
                add("multi", v, "The answer is " + (m % order) + ".")
                add("multi", v, "\\boxed{" + (m % order) + "}")
            add("multi", v, "Final answer: " + (m % (v, w)))
    return cases.out


def controls():
    """The same parts with the value committed: each must be rewarded."""
    c = []
    for v in ["42", "3.5"]:
        c += [("register", v, "The answer is %s." % v),
              ("register", v, "Thus \\boxed{%s}." % v),
              ("register", v, "The answer is \\boxed{%s}. I hope this "
               "helps." % v),
              ("strike", v, "The answer is **%s**." % v),
              ("strike", v, "The answer is \\boxed{%s}." % v),
              ("strike", v, "The answer is $\\textbf{%s}$." % v),
              ("comment", v, "```python\nprint(6 * 7)\n```\nThe answer "
               "is \\boxed{%s}." % v),
              ("quote", v, "> Find the value.\n\nThe answer is "
               "\\boxed{%s}." % v),
              ("quote", v, "| step | value |\n|---|---|\n| 1 | 6 |\n\n"
               "Final answer: %s" % v),
              ("part", v, "The answer is \\boxed{%s}." % v),
              ("contra-en", v, "The answer is %s. That is correct." % v),
              ("contra-zh", v, "答案是%s。" % v),
              ("contra-de", v, "Die Antwort ist %s." % v),
              ("contra-ru", v, "Ответ: %s." % v),
              ("contra-fr", v, "La réponse est %s." % v),
              ("contra-es", v, "La respuesta es %s." % v),
              ("contra-ja", v, "答えは%sです。" % v),
              ("unicode", v, "The answer is %s." % v),
              ("unicode", v, "The answer is \\boxed{%s}." % v),
              ("cut", v, "```\n6 * 7\n```\nThe answer is \\boxed{%s}." % v),
              ("cut", v, "$$\n\\boxed{%s}\n$$" % v),
              # a bare code block that ends the response under its
              # own words is the model's own formatting, read as the
              # answer (a response that is the block alone is code or
              # an example: hostile_fence34)
              ("quote", v, WORK34 + "```\nFinal answer: %s\n```" % v),
              ("quote", v, WORK34 + "```\n\\boxed{%s}\n```" % v),
              ("multi", v, "The answer is %s." % v),
              ("multi", v, "Either way, the answer is \\boxed{%s}." % v)]
    c.append(("unicode", "42", "The answer is ４２."))
    return c


# Holes round 11 left, closed in round 12 (a box's own prose and a last
# statement's next sentence read by recognition, answer_tail.c's
# box_prose); kept so that a return is counted apart, and
# tests/t-verify-red.sh allows none.  They were: a word taken for the noun a value
# counts, then lowercase prose ("\\boxed{42} jk that's not it":
# papo_answer_tail's noun-phrase rule skips the negation; round 11's
# h11-recall); an answer phrase after a label that makes it an example
# ("Sample response: Final answer: 42": what precedes the answer, round
# 11's h11-pre); a last statement (no box) followed by a sentence in
# prose ("We get 3.5. Retracted."): the sentences after a last statement
# keep the noun phrase's rule, since reading them as after a box refuses
# right answers bench's records hold ("... is \\(x\\). This covers all
# steps from understanding ...").
KNOWN = [re.compile(r"jk that's not it"),
         re.compile(r"^Sample response: Final answer:"),
         re.compile(r"^[^\\]*[0-9]\. [A-Z][a-z]")]


def group(v):
    f = v["family"]
    return f.split("-")[0] if not f.startswith("contra") else f


def main():
    verify_run.usage("hostile_red")
    return verify_run.run("hostile_red",
                          verify_run.records(variants(), controls()), group,
                          lambda v: v["family"].startswith("control"),
                          verify_run.known_in(KNOWN), width=10)


if __name__ == "__main__":
    sys.exit(main())
