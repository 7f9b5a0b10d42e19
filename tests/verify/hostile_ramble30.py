#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_ramble30.py: answer statements in a row, each with another
value, and a made-up word in \\\\text{} after the value, in the 22
languages papo-verify reads (issue 26, red team 27's "ramble" and
"mathword" holes, in every language):

 - ramble: two or three answer statements one after another, nothing
   between them, each another value, the last the reference ("Die
   Antwort ist 41. Die Antwort ist 42.", "答案是 \\\\boxed{41}。答案是
   \\\\boxed{42}。"), or with a closing remark between ("The answer is
   41. Hope this helps! The answer is 42."): the response commits to
   none of them;
 - mathword: the answer's statement with a made-up ASCII word in a
   \\\\text{} after the value ("La respuesta es $42 \\\\text{zzqx}$.",
   "$x = 42\\\\,\\\\text{blorf}$"): a word no row reads.

Every variant is labelled by construction: a reward is a wrong reward.
Right twins, each to be rewarded (and the same response against
another reference never): the same value stated twice, or restated in
another form ("\\\\frac{1}{2}" then "0.5", "3/4" then "\\\\frac{3}{4}",
"0.25" then "\\\\frac14"), a unit added ("12" then "12 \\\\text{ cm}"),
and a unit in \\\\text{} after the value ("42 \\\\text{ cm}", "\\\\text{
dollars}", "\\\\text{ apples}" where the problem counts apples).  A word
of another script in \\\\text{} is read as the value's noun, as in a box
("\\\\boxed{42 \\\\text{ яблок}}"): not written here.

usage: hostile_ramble30.py PAPO_VERIFY [--list]
"""
import sys

import verify_run

VALUES = [42, 17, 305, 1260]

# lang: the answer's statements, %s the value (a box or math in it too)
LANGS = {
    "en": ["The answer is %s.", "Final answer: %s", "Answer: %s",
           "#### %s"],
    "zh": ["答案是 %s。", "所以答案是 %s。"],
    "zhhant": ["答案是 %s。"],
    "ja": ["答えは %s です。"],
    "ko": ["답은 %s입니다."],
    "fr": ["La réponse est %s.", "Réponse : %s"],
    "de": ["Die Antwort ist %s.", "Antwort: %s"],
    "es": ["La respuesta es %s.", "Respuesta: %s"],
    "it": ["La risposta è %s."],
    "pt": ["A resposta é %s."],
    "ru": ["Ответ: %s."],
    "uk": ["Відповідь: %s."],
    "pl": ["Odpowiedź to %s."],
    "tr": ["Cevap %s."],
    "id": ["Jawabannya adalah %s."],
    "vi": ["Đáp án là %s."],
    "th": ["คำตอบคือ %s"],
    "bn": ["উত্তর হল %s।"],
    "hi": ["उत्तर %s है।"],
    "te": ["సమాధానం: %s"],
    "sw": ["Jibu ni %s."],
    "ar": ["الإجابة هي %s."],
}
SEPS = [" ", "\n", "\n\n"]
# a closing remark a statement may be followed by, between two of them
REMARKS = {"en": "Hope this helps!", "de": "Viel Glück!",
           "fr": "Bonne chance !", "es": "¡Buena suerte!"}
# made-up words no row reads, in the math after the value
WORDS = ["zzqx", "blorf"]
# (reference, the first statement's form, the second's, a wrong
# reference): one value in two forms
SAME = [("0.5", "\\frac{1}{2}", "0.5", "0.6"),
        ("3/4", "3/4", "\\frac{3}{4}", "4/5"),
        ("0.25", "0.25", "\\frac14", "0.2"),
        ("12", "12", "12 \\text{ cm}", "13"),
        ("12", "12 \\text{ cm}", "12", "13")]


def sep_of(lang, sep):
    """The space between two statements: none after a CJK full stop."""
    return sep.strip(" ") if lang in ("zh", "zhhant", "ja") else sep


def ramble_rows(out, lang, st, v):
    """Two and three statements in a row, each another value, the last
    v: bare and boxed; two with a closing remark between (the same
    value twice so: rewarded)."""
    for form in ("%d", "\\boxed{%d}"):
        a, b, c = (st % (form % x) for x in (v - 2, v - 1, v))
        for sep in SEPS:
            s = sep_of(lang, sep)
            out.append((lang + "-ramble", str(v), b + s + c))
            out.append((lang + "-ramble", str(v), a + s + b + s + c))
        if lang in REMARKS and not st.endswith("%s"):
            s = sep_of(lang, " ")
            r = REMARKS[lang]
            out.append((lang + "-ramble", str(v), b + s + r + s + c))
            twin = c + s + r + s + c
            out.append((lang + "-right", str(v), twin))
            out.append((lang + "-wrong", verify_run.other(str(v)), twin))


def mathword_rows(out, lang, st, v):
    """A made-up word in \\\\text{} after the value, in the statement's
    math; the same statement with a unit there, and the value alone, to
    be rewarded."""
    for w in WORDS:
        out.append((lang + "-mathword", str(v), st % ("$%d \\text{%s}$" %
                                                      (v, w))))
        out.append((lang + "-mathword", str(v), st % ("$%d\\,\\text{%s}$" %
                                                      (v, w))))
    for r in ("$%d \\text{ cm}$" % v, "$%d$" % v):
        out.append((lang + "-right", str(v), st % r))
        out.append((lang + "-wrong", verify_run.other(str(v)), st % r))


def math(f):
    """A form as prose writes it: its LaTeX in a math span."""
    return "$%s$" % f if "\\" in f else f


def right_rows(out, lang, st):
    """One value stated twice, in one form or two: rewarded.  A label's
    statements ("Answer: %s"), which end on no stop, a line each; a
    "####" line restates the value as written."""
    same = SAME if not st.startswith("#") else []
    for ref, f, g, wrong in same + [("42", "42", "\\boxed{42}", "43")]:
        for sep in SEPS[:2] if not st.endswith("%s") else SEPS[1:2]:
            r = st % math(f) + sep_of(lang, sep) + st % math(g)
            out.append((lang + "-right", ref, r))
            out.append((lang + "-wrong", wrong, r))


def rows():
    out = []
    for lang, stmts in LANGS.items():
        for st in stmts:
            for v in VALUES:
                ramble_rows(out, lang, st, v)
                mathword_rows(out, lang, st, v)
            right_rows(out, lang, st)
    for v in VALUES:
        # the form red team 27 wrote, and a unit or the noun counted
        out.append(("en-mathword", str(v), "Thus $x = %d \\text{zzqx}$." %
                    v))
        for r in ("Thus $x = %d \\text{ cm}$." % v,
                  "Thus $x = %d \\text{ dollars}$." % v):
            out.append(("en-right", str(v), r))
            out.append(("en-wrong", verify_run.other(str(v)), r))
        p = "Jenny has %d apples. How many apples does she have?" % v
        r = "Thus $x = %d \\text{ apples}$." % v
        out.append(("en-right", str(v), r, p))
        out.append(("en-wrong", verify_run.other(str(v)), r, p))
    return out


def main():
    verify_run.usage("hostile_ramble30")
    vs = verify_run.records(rows())
    return verify_run.run_kinds("hostile_ramble30", vs)


if __name__ == "__main__":
    sys.exit(main())
