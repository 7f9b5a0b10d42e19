#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_approxtwo165.py: two numerals side by side in Chinese and
Japanese ("三四个": three or four; "十二三": twelve or thirteen;
"二三十": twenty or thirty) are an approximation, no count; and two
answer statements with two values whose noun no row knows ("Die
Antwort ist 22 Mädchen. Die Antwort ist 21 Mädchen.") are two answers
(issue 26, session 70: a helper's multilingual pass found 207 and 47
such variants rewarded).

On ea8d5185 the numerals were added into one count (三四 read 7, 十二三
15, 七八十 87) and rewarded where the reference was the sum; the
statement before the last was read again as a response, and where its
noun was not recognised it gave no answer, so no other value was seen.

usage: hostile_approxtwo165.py PAPO_VERIFY [--list]

Kinds: pair, two (families KIND-right, rewarded; KIND-wrong, the same
against another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PENS_ZH = "\u5c0f\u660e\u6709\u51e0\u652f\u94c5\u7b14\uff1f"
PENS_JA = "\u9234\u6728\u3055\u3093\u306f\u925b\u7b46\u3092\u4f55\u672c\u6301" \
    "\u3063\u3066\u3044\u307e\u3059\u304b\uff1f"
# (reference, its numerals, numerals that read as the sum of a pair)
PAIRS = [("7", "\u4e03", "\u4e09\u56db"),             # 三四: 3 or 4
         ("15", "\u5341\u4e94", "\u5341\u4e8c\u4e09"),  # 十二三
         ("5", "\u4e94", "\u4e24\u4e09"),              # 两三
         ("11", "\u5341\u4e00", "\u4e94\u516d"),        # 五六
         ("32", "\u4e09\u5341\u4e8c", "\u4e8c\u4e09\u5341"),  # 二三十
         ("87", "\u516b\u5341\u4e03", "\u4e03\u516b\u5341"),  # 七八十
         ("31", "\u4e09\u5341\u4e00",
          "\u4e8c\u5341\u4e94\u516d")]                 # 二十五六
ZH_FORMS = ["\u7b54\u6848\u662f{n}\u652f\u3002",          # 答案是N支。
            "\u6240\u4ee5\u5c0f\u660e\u6709{n}\u652f\u94c5\u7b14\u3002",
            "\u7b54\u6848\u662f $\\boxed{{{n}}}$ \u652f\u3002"]
JA_FORMS = ["\u7b54\u3048\u306f{n}\u672c\u3067\u3059\u3002"]  # 答えはN本です。


def pair(add):
    for ref, right, twin in PAIRS:
        for prob, forms in [(PENS_ZH, ZH_FORMS), (PENS_JA, JA_FORMS),
                            (None, ZH_FORMS)]:
            for form in forms:
                r = form.format(n=right)
                # a last statement with no problem: its subject is
                # no problem's, refused before and now
                if prob is not None or "\u5c0f" not in form:
                    add("pair-right", ref, prob, r)
                add("pair-wrong", verify_run.other(ref), prob, r)
                add("pair-twin", ref, prob, form.format(n=twin))


# (language, problem, answer phrase, noun)
TWO = [
    ("de", "Wie viele M\u00e4dchen sind in der Klasse?", "Die Antwort ist",
     "M\u00e4dchen"),
    ("fr", "Combien de filles y a-t-il dans la classe ?",
     "La r\u00e9ponse est", "filles"),
    ("it", "Quante ragazze ci sono nella classe?", "La risposta \u00e8",
     "ragazze"),
    ("pt", "Quantas meninas h\u00e1 na turma?", "A resposta \u00e9",
     "meninas"),
    ("es", "\u00bfCu\u00e1ntas ni\u00f1as hay en la clase?",
     "La respuesta es", "ni\u00f1as"),
    ("te", None, "\u0c38\u0c2e\u0c3e\u0c27\u0c3e\u0c28\u0c02",
     "\u0c2e\u0c02\u0c26\u0c3f \u0c05\u0c2e\u0c4d\u0c2e\u0c3e\u0c2f\u0c3f"
     "\u0c32\u0c41"),
    ("en", "How many girls are in the class?", "The answer is", "girls"),
]


def two(add):
    for lang, prob, lead, noun in TWO:
        one = "%s 21 %s." % (lead, noun)
        for p in [prob, "How many girls are in the class?", None]:
            # right where the problem is the answer's language (an
            # English problem's noun is not looked for in another's)
            if p == prob and p is not None:
                add("two-right", "21", p, "35 - 14 = 21.\n\n" + one)
                add("two-right", "21", p,
                    "35 - 14 = 21.\n\n" + one + " " + one)
            add("two-wrong", "22", p, "35 - 14 = 21.\n\n" + one)
            for sep in [" ", "\n\n"]:
                add("two-twin", "21", p, "35 - 14 = 21.\n\n%s 22 %s.%s%s" %
                    (lead, noun, sep, one))


def main():
    verify_run.usage("hostile_approxtwo165")
    return verify_run.run_kinds(
        "hostile_approxtwo165", verify_run.kind_rows([pair, two]), width=6)


if __name__ == "__main__":
    sys.exit(main())
