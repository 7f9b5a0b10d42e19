#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_apart102.py: the right last statements of hostile_income77
and hostile_age85 in every language they write ("따라서 민지는 18달러를
벌어요.", "ดังนั้น มาลีหาเงินได้ 18 ดอลลาร์", "Итак, Тому 12 лет."),
rewarded, and the same with a question mark or a tilde apart from the
words around it put after each of its words before the value ("따라서 ~
민지는 18달러를 벌어요.", "في ? ثلاث ساعات", "Итак, ~ Тому 12 лет."; a
question mark before a capital starts a sentence: "Donc ? Anne ..."),
never (issue 26, session 60).

A question mark apart from the word before it ended no sentence only
before a small Latin or Cyrillic letter, a digit or math; before a word
of a script with no capitals (Hangul, Thai, CJK, Arabic, Devanagari,
Bengali, Telugu) the statement after it was read alone, and a tilde
apart in prose was read by no reader: 88 of this generator's variants
were rewarded on session 59's binary.

usage: hostile_apart102.py PAPO_VERIFY [--list]

Kinds (families LANG-right, rewarded; LANG-wrong, the same against
another value; LANG-twin, never rewarded).
"""
import sys

import verify_run

SOURCES = ["hostile_income77.py", "hostile_age85.py"]
MARKS = ["?", "~"]


def kinds(add):
    for lang, v, head, sep, last in verify_run.rights_again(add, SOURCES):
        words = last.split(" ")
        for i in range(1, len(words)):
            if any(c.isdigit() for c in " ".join(words[:i])):
                break           # before the value only
            for m in MARKS:
                if m == "?" and words[i][:1].isupper():
                    continue    # "Donc ? Anne ...": a question, then
                    # a sentence (French writes a space before '?')
                r = " ".join(words[:i] + [m] + words[i:])
                add(lang + "-twin", v["answer"], v["problem"],
                    head + sep + r)


def main():
    verify_run.usage("hostile_apart102")
    return verify_run.run_kinds(
        "hostile_apart102", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
