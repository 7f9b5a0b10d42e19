#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_foreign105.py: a last statement of hostile_income77's and
hostile_age85's languages ("Итак, Тому 12 лет.", "따라서 민지는 18달러를
벌어요.", "عمر توم 12 سنة."), rewarded; the same with a negation, a
doubt or a guess of a language of another script anywhere in it ("không
따라서 민지는 18달러를 벌어요.", "Тому ليس 12 лет.", "pas Отже, Тому 12
років."), never; and a box or a bold number followed by an English
closing remark, rewarded, with such a word inside the remark or a
Korean negation after the box ("This completes the না computation.",
"\\boxed{42} 않"), never; and answers by a bold number, a table, a
phrase after a box, a scale word, with such a word anywhere beside the
value ("So the product না is **391**.", "| **Total** | ไม่ **125** |",
"la respuesta es ليس 48."), never (issue 26, session 61).

A word of one other script was read by no row of the statement's
language and passed (two other scripts were refused:
papo_answer_scripts_mixed); now papo_answer_foreign_never reads each word
of a script other than the statement's (the script of most letters
before the value) against the negation, doubt and guess rows of every
language.  The English remarks' readers take no letter past Latin's.
Every answer is read so beside its value (foreign_inside in
answer_find.c: its sentence before it, 400 bytes after it, against the
script of most letters there).  On session 60's binary
204 of this generator's twins were rewarded.

usage: hostile_foreign105.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

SOURCES = ["hostile_income77.py", "hostile_age85.py"]
# negations, doubts and guesses, by the script they are written in
WORDS = {"latin": ["not", "nicht", "pas", "không", "nie", "değil", "wrong",
                   "falsch", "maybe", "bukan"],
         "cyr": ["не", "нет", "возможно"],
         "arab": ["ليس", "ربما", "لا"],
         "cjk": ["不", "可能", "没"],
         "hang": ["않", "아마"],
         "thai": ["ไม่", "อาจ"],
         "deva": ["नहीं", "शायद"],
         "beng": ["না"]}
BLOCKS = [("cyr", 0x400, 0x500), ("arab", 0x600, 0x700),
          ("cjk", 0x3040, 0x3100), ("cjk", 0x4e00, 0xa000),
          ("hang", 0xac00, 0xd7a4), ("thai", 0xe00, 0xe80),
          ("deva", 0x900, 0x980), ("beng", 0x980, 0xa00),
          ("telu", 0xc00, 0xc80)]
REMARKS = ["The answer is \\boxed{42}. This completes the {w}computation.",
           "So the total is **42**. This approach demonstrates {w}how to "
           "think about the problem.",
           "The answer is \\boxed{42}. This confirms that the {w}total is "
           "correct."]


def script(t):
    """The script of t's first letter past ASCII, else latin."""
    for ch in t:
        for name, lo, hi in BLOCKS:
            if lo <= ord(ch) < hi:
                return name
    return "latin"


def stmts(add):
    for lang, v, head, sep, last in verify_run.rights_again(add, SOURCES):
        own = script(last)
        words = last.split(" ")
        for i in range(0, len(words) + 1):
            for sc, ws in sorted(WORDS.items()):
                if sc == own:
                    continue
                for w in ws:
                    r = " ".join(words[:i] + [w] + words[i:])
                    add(lang + "-twin", v["answer"], v["problem"],
                        head + sep + r)


def remarks(add):
    for r in REMARKS:
        add("remark-right", "42", "What is 6 times 7?", r.replace("{w}", ""))
        add("remark-wrong", "41", "What is 6 times 7?", r.replace("{w}", ""))
        for sc, ws in sorted(WORDS.items()):
            if sc == "latin":
                continue
            for w in ws:
                add("remark-twin", "42", "What is 6 times 7?",
                    r.replace("{w}", w + " "))
    for w in WORDS["hang"] + ["않아요", "않습니다"]:
        add("remark-twin", "42", "What is 6 times 7?", "\\boxed{42} " + w)


# answers by a box, a bold number, a table, a phrase after a box, a
# scale word: each word position takes a negation of another script
BESIDE = [("391", "17 × 23 = 391, so the product is **391**."),
          ("125", "| Item | Count |\n|---|---|\n| Start | 123 |\n"
                  "| **Total** | **125** |"),
          ("48", "La respuesta es \\boxed{48}.\n\nDe nuevo: la respuesta "
                 "es 48."),
          ("5900", "Entonces, el total es de 5,9 mil pesos."),
          ("42", "The answer is \\boxed{42}. This completes the "
                 "computation."),
          ("60", "Die Antwort ist \\boxed{60}.")]
BESIDE_WORDS = ["ليس", "ไม่", "না", "不", "않", "не", "नहीं"]


def beside(add):
    for ans, r in BESIDE:
        add("beside-right", ans, None, r)
        add("beside-wrong", verify_run.other(ans), None, r)
        head, sep, last = r.rpartition("\n")
        words = last.split(" ")
        for i in range(1, len(words) + 1):
            for w in BESIDE_WORDS:
                add("beside-twin", ans, None,
                    head + sep + " ".join(words[:i] + [w] + words[i:]))


def main():
    verify_run.usage("hostile_foreign105")
    return verify_run.run_kinds(
        "hostile_foreign105", verify_run.kind_rows([stmts, remarks, beside]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
