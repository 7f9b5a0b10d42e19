#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mc50.py: an option's letter with its value in parentheses
right after it, no space between ("Answer: B(7)", "答案：B（7）", the
full-width parentheses read as ASCII's; issue 26, session 38: read as
the text "B(7)", not equal to B), under a problem that lists the
options.

usage: hostile_mc50.py PAPO_VERIFY [--list]

Families (kind_rows: KIND-right rewarded, KIND-wrong the same against
another letter, KIND-twin never rewarded), one a language: the letter
with its own value (right); with another option's value, another letter
with this value, two options, a hedge, a value in a product ("B(7)^2")
(twins).  Japanese's "正解はA 12です。" read "A" as the article "a" and
gave 12, another option's value: rewarded before.
"""
import sys

import verify_run

PHRASES = {
    "en": ["Answer: {x}", "The answer is {x}.", "So the answer is {x}."],
    "zh": ["答案：{x}", "答案是{x}。", "故选{x}。"],
    "ja": ["答え：{x}"],
    "ru": ["Ответ: {x}.", "Правильный ответ: {x}."],
    "fr": ["Réponse : {x}", "La bonne réponse est {x}."],
}
HEDGES = {
    "en": ["The answer is probably {x}.", "Maybe {x}?"],
    "zh": ["答案可能是{x}。", "答案是{x}吧。"],
    "ja": ["答えは{x}かもしれません。"],
    "ru": ["Ответ, возможно, {x}."],
    "fr": ["La réponse est peut-être {x}."],
}
# forms read for no right answer but whose twins must stay unrewarded:
# Japanese's "正解はB（7）です。" (two values: refused), Russian's letter A
# (a Latin "A" in Russian is read as the word "а")
TWIN_ONLY = {"ja": ["正解は{x}です。", "答えは{x}です。"]}
# the full-width parentheses of Chinese and Japanese, ASCII's elsewhere
PARENS = {"zh": ("\uff08", "\uff09"), "ja": ("\uff08", "\uff09")}


def kinds(add):
    """Every language's rows, for verify_run.kind_rows."""
    for vals in ((4, 7, 9, 12), (15, 21, 33, 40), (2, 5, 8, 11)):
        p = "Which value is it?\n" + "\n".join(
            "%s. %d" % (c, x) for c, x in zip("ABCD", vals))
        for k, right in enumerate("ABCD"):
            other = "ABCD"[(k + 1) % 4]
            v, w = vals[k], vals[(k + 1) % 4]
            for lang in sorted(PHRASES):
                o, c = PARENS.get(lang, ("(", ")"))

                def lab(letter, x):
                    return "%s%s%d%s" % (letter, o, x, c)
                for t in PHRASES[lang] + TWIN_ONLY.get(lang, []):
                    r = t.format(x=lab(right, v))
                    if t in PHRASES[lang] and not (lang == "ru" and
                                                   right == "A"):
                        add(lang + "-right", right, p, r)
                    add(lang + "-wrong", other, p, r)
                    for x in (lab(right, w), lab(other, v),
                              lab(right, v) + ", " + lab(other, w),
                              lab(right, v) + "^2", "%s %d" % (other, v),
                              "(%s) %d" % (other, v),
                              "%s. %d" % (other, v)):
                        add(lang + "-twin", right, p, t.format(x=x))
                for t in HEDGES[lang]:
                    add(lang + "-twin", right, p, t.format(x=lab(right,
                                                                 v)))


def main():
    verify_run.usage("hostile_mc50")
    return verify_run.run_kinds("hostile_mc50",
                                verify_run.kind_rows([kinds]), width=6)


if __name__ == "__main__":
    sys.exit(main())
