#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tail.py: a new adversarial round for what follows an answer
(issue 26, second round): phrasings hostile.py does not write.

usage: hostile_tail.py PAPO_VERIFY [--list]

From a few answers G (an integer, a negative, a decimal, a fraction, a
root, an option letter), each boxed at the end of a short solution that
papo-verify rewards as it is (the control, checked first), variants put
after the correct box, in every language papo-verify lists, something
that takes it back: a doubt, a correction to another value W, a
negation, in words and word orders the rows of answer_rows.c do not
list ("Scratch that.", "存疑。", "Korrektur: W.", "সংশোধন: W।"), each
wrapped the ways text reaches a dump: plain, markdown bold, italics,
a heading, a quote, an HTML tag or comment, inline code, a code block,
a footnote, a table cell; and the same phrase disguised: a zero-width
space or joiner inside a word, a right-to-left mark before it, a Latin
letter swapped for its Cyrillic or Greek look-alike, full-width
letters, the phrase glued to the box.  The answer's value restated in
another form, wrongly: another value in such a form (12.5, 1/5, 75,
"one third", a percent), the same value negated, doubted, qualified or
offered with another.  Then families of their own: the
box quoted or shown as an example before another value, a second answer
in a footnote or a code block, a correction after an end token that is
not the response's end, mixed scripts in one remark, and truncations
(cut inside the box, after "the answer is", inside the correction).

None may be rewarded (r_out 1): "reward only what is recognised".
Prints each variant rewarded and a count per family; exits 1 when any
is.  --list writes the variants (JSONL) instead of running them.
"""
import sys

import verify_run

W = "1234567"

# (answer as boxed, reference)
ANSWERS = [
    ("12", "12"), ("-5", "-5"), ("0.25", "0.25"), ("\\frac{3}{4}", "3/4"),
    ("2\\sqrt{3}", "2\\sqrt{3}"), ("C", "C"),
]

BASE = "We compute step by step and obtain the result.\n\n" \
    "Therefore, the final answer is $\\boxed{%s}$."

# takes-backs per language: new words and word orders (W: another value)
TAKEBACKS = {
    "en": ["Scratch that.", "Hmm, that feels off.",
           "I'm second-guessing this one.", "On reflection this is shaky.",
           "Possibly mistaken.", "Not 100% confident here.",
           "That can't be right.", "Recounting gives W instead.",
           "Correction: W.", "Erratum: the value is W.",
           "Nope, W.", "Disregard the above; W."],
    "zh": ["等等，这好像算错了。", "再检查一下，应该是W。", "这个结果值得怀疑。",
           "存疑。", "更正：W。", "上面有误，实为W。"],
    "zh-Hant": ["等等，這好像算錯了。", "更正：W。", "存疑。"],
    "ja": ["いや、違うかもしれない。", "訂正：W。", "自信がない。",
           "検算するとWになる。"],
    "ko": ["잠깐, 틀렸을 수도 있다.", "확실하지 않다.", "정정: W."],
    "fr": ["Hmm, je doute.", "Correction : W.", "Ce n'est sûrement pas ça.",
           "En fait, c'est W."],
    "de": ["Moment, das stimmt wohl nicht.", "Korrektur: W.",
           "Da bin ich unsicher.", "Eigentlich W."],
    "es": ["Espera, eso parece incorrecto.", "Corrección: W.",
           "No estoy seguro.", "En realidad es W."],
    "it": ["Aspetta, forse è sbagliato.", "Correzione: W.",
           "Non ne sono sicuro."],
    "pt": ["Espere, isso parece errado.", "Correção: W.",
           "Não tenho certeza."],
    "ru": ["Хотя, возможно, это неверно.", "Поправка: W.", "Не уверен.",
           "На самом деле W."],
    "th": ["เดี๋ยวนะ อาจจะผิด", "แก้ไข: W", "ไม่แน่ใจ"],
    "bn": ["দাঁড়াও, এটা ভুল হতে পারে।", "সংশোধন: W।", "নিশ্চিত নই।"],
    "sw": ["Subiri, hii inaweza kuwa si sahihi.", "Marekebisho: W.",
           "Sina uhakika."],
    "te": ["ఆగండి, ఇది తప్పు కావచ్చు.", "సవరణ: W.",
           "ఖచ్చితంగా తెలియదు."],
}

# the answer's value in other forms (a restatement), and other values in
# such forms (never the answer's)
FORMS = {
    "12": (["12.0", "twelve", "$\\dfrac{24}{2}$", "1200%"],
           ["12.5", "11.99", "thirteen", "12%", "$\\frac{12}{5}$", "1.2"]),
    "-5": (["-5.0", "$-\\frac{10}{2}$"],
           ["5", "-5.5", "five", "-50%", "$\\frac{-5}{2}$"]),
    "0.25": (["1/4", "25%", "$\\frac14$", "one quarter"],
             ["0.255", "2.5", "1/5", "25", "one third", "0.2"]),
    "\\frac{3}{4}": (["0.75", "75%", "3/4", "$\\dfrac{6}{8}$"],
                     ["0.7", "0.76", "4/3", "7.5%", "three fifths", "75"]),
    "2\\sqrt{3}": (["$\\sqrt{12}$"],
                    ["3.46", "3.47", "$\\sqrt{3}$", "$2\\sqrt{2}$"]),
}


def value_variants(box, base):
    """The answer restated in another form, wrongly: another value, the
    same value negated, doubted or offered with another."""
    same, other = FORMS.get(box, ([], []))
    for o in other:
        yield "restated-other", base + " That is " + o + "."
        yield "restated-other-zh", base + " 即" + o + "。"
        yield "restated-other-line", base + "\n\nIn other words, " + o + \
            "."
    for v in same:
        yield "restated-negated", base + " That is not " + v + "."
        yield "restated-doubted", base + " That is " + v + ", I think."
        yield "restated-or-other", base + " That is " + v + " or " + \
            other[0] + "."
        yield "restated-then-other", base + " That is " + v + ". Or " + \
            other[-1] + "."
        yield "restated-qualified", base + " That is " + v + " at most."


WRAPS = [
    ("plain", " %s"), ("line", "\n\n%s"), ("bold", "\n\n**%s**"),
    ("italic", "\n\n*%s*"), ("heading", "\n\n### %s"), ("quote", "\n\n> %s"),
    ("html-b", "\n\n<b>%s</b>"), ("html-p", "\n\n<p>%s</p>"),
    ("html-comment", "\n\n<!-- %s -->"), ("code", "\n\n`%s`"),
    ("fence", "\n\n```\n%s\n```"), ("footnote", "[^1]\n\n[^1]: %s"),
    ("table", "\n\n| note |\n|---|\n| %s |"), ("glued", "%s"),
    ("paren", " (%s)"),
]

# Latin letters and their look-alikes (Cyrillic, Greek)
LOOK = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e",
        "p": "\u0440", "x": "\u0445", "i": "\u0456", "n": "\u03b7"}


def disguises(t):
    """The phrase t as a dump may carry it disguised."""
    yield "as-is", t
    k = len(t) // 2
    yield "zwsp", t[:k] + "\u200b" + t[k:]
    yield "zwj", t[:k] + "\u200d" + t[k:]
    yield "rlm", "\u200f" + t
    yield "bom", "\ufeff" + t
    swapped = "".join(LOOK.get(ch, ch) for ch in t)
    if swapped != t:
        yield "lookalike", swapped
    wide = "".join(chr(ord(ch) + 0xfee0) if "!" <= ch <= "~" else ch
                   for ch in t)
    if wide != t:
        yield "fullwidth", wide


def variants():
    for box, ref in ANSWERS:
        base = BASE % box
        yield "control", ref, base
        for lang, phrases in TAKEBACKS.items():
            for t in phrases:
                t = t.replace("W", W)
                for dn, d in disguises(t):
                    for wn, w in WRAPS:
                        if dn != "as-is" and wn not in ("plain", "line",
                                                        "bold"):
                            continue
                        yield ("takeback-" + dn + "-" + wn + " " + lang,
                               ref, base + w % d)
        for f, r in value_variants(box, base):
            yield f, ref, r
        # families of their own
        yield "quoted-box", ref, "Some would write \"$\\boxed{%s}$\", " \
            "but the answer is %s." % (box, W)
        yield "example-box", ref, "For example, $\\boxed{%s}$ is how an " \
            "answer is shown. We get %s." % (box, W)
        yield "footnote-answer", ref, base + "[^1]\n\n[^1]: The answer " \
            "is actually %s." % W
        yield "footnote-answer-zh", ref, base + "[^1]\n\n[^1]: 实际答案是" \
            "%s。" % W
        yield "fence-answer", ref, base + "\n\n```python\nprint(%s)  # " \
            "the real answer\n```" % W
        yield "fence-json", ref, base + "\n\n```json\n{\"answer\": " \
            "\"%s\"}\n```" % W
        yield "eoe-correction", ref, base + " <eoe>\n\nCorrection: %s." % W
        yield "eos-correction", ref, base + " </s> Actually %s." % W
        yield "mixed-scripts", ref, base + " Done, но неверно."
        yield "mixed-scripts2", ref, base + " 以上 is wrong."
        yield "html-del", ref, "Therefore, the final answer is " \
            "<del>$\\boxed{%s}$</del> %s." % (box, W)
        yield "strike", ref, "Therefore, the final answer is " \
            "~~$\\boxed{%s}$~~ %s." % (box, W)
        yield "rtl-override", ref, base + " \u202eW si rewsna ehT"
        yield "combining-x", ref, base + " \u0336\u0338"
        # truncations
        yield "cut-in-box", ref, base[:base.index("\\boxed{") + 7] + \
            box[:max(1, len(box) - 1)]
        yield "cut-open-box", ref, base[:base.index("\\boxed{") + 7]
        yield "cut-after-phrase", ref, base.split("$\\boxed")[0].rstrip()
        yield "cut-in-correction", ref, base + " Correction: the answer is"
        yield "cut-in-correction-zh", ref, base + " 更正：答案是"


def main():
    verify_run.usage("hostile_tail")
    return verify_run.run("hostile_tail", verify_run.records(variants()),
                          lambda v: v["family"].split(" ")[0],
                          lambda v: v["family"] == "control", width=28)

if __name__ == "__main__":
    sys.exit(main())
