#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cond.py: a committed value and then a condition that
restricts it, in phrasings hostile_red9.py does not write (issue 26,
h17-holes7): "provided that", "assuming", "only if", "as long as",
"when x > 0", "for n >= 2" and their like in the 14 languages
papo-verify lists, after a box, a bold value, the language's answer
phrase ("The answer is 42.", "答案是42。") or a remark on the solution
("**42**. This holds ..."), set apart by a comma, a space, a
semicolon, a full stop, a dash, a blank line or brackets; each with no
problem text and again under one that states no condition.

usage: hostile_cond.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference is the value
stated, but the response only claims it under a condition the problem
does not give, so a reward is a wrong reward.  Controls: the same
values committed with a recognised closing ("**42**. Done.",
"\\boxed{42}。", "**42** apples.", each language's answer phrase
alone) and a remark that restates the problem's own range; each must
be rewarded.  Holes left are listed in KNOWN and counted apart; the
test caps them.  Prints each variant rewarded and each control
refused, a count per family; exits 1 when any is.  --list writes the
variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "7", "128", "15"]

# the conditions, each language's own (none is one of hostile_red9.py's
# "unless" clauses)
CONDS = {
    "en": ["provided that x > 0", "assuming the coin is fair",
           "only if n is odd", "as long as the tank does not leak",
           "when x > 0", "for n ≥ 2", "on condition that a ≠ b",
           "in the case where the dice are distinct"],
    "es": ["siempre que x > 0", "suponiendo que la moneda es justa",
           "solo si n es impar", "cuando x > 0", "para n ≥ 2"],
    "fr": ["pourvu que x > 0", "en supposant que la pièce est équilibrée",
           "seulement si n est impair", "lorsque x > 0", "pour n ≥ 2"],
    "de": ["vorausgesetzt, dass x > 0", "angenommen, die Münze ist fair",
           "nur wenn n ungerade ist", "wenn x > 0", "für n ≥ 2"],
    "it": ["purché x > 0", "supponendo che la moneta sia equa",
           "solo se n è dispari", "quando x > 0", "per n ≥ 2"],
    "pt": ["desde que x > 0", "supondo que a moeda é justa",
           "somente se n for ímpar", "quando x > 0", "para n ≥ 2"],
    "ru": ["при условии, что x > 0", "предполагая, что монета честная",
           "только если n нечётно", "когда x > 0", "для n ≥ 2"],
    "zh": ["前提是x>0", "假设硬币是公平的", "仅当n为奇数时", "当x>0时",
           "对于n≥2"],
    "ja": ["ただしx>0とする", "コインが公平だと仮定すると",
           "nが奇数のときのみ", "x>0のとき", "n≥2の場合"],
    "ko": ["x>0인 경우에 한해", "동전이 공정하다고 가정하면",
           "n이 홀수일 때만", "x>0일 때", "n≥2에 대해"],
    "th": ["โดยที่ x > 0", "สมมติว่าเหรียญเที่ยงตรง",
           "เฉพาะเมื่อ n เป็นจำนวนคี่", "เมื่อ x > 0", "สำหรับ n ≥ 2"],
    "bn": ["যদি x > 0 হয়", "ধরে নিলে মুদ্রাটি নিরপেক্ষ",
           "শুধুমাত্র যদি n বিজোড় হয়", "যখন x > 0", "n ≥ 2 এর জন্য"],
    "sw": ["mradi x > 0", "tukichukulia kuwa sarafu ni ya haki",
           "ikiwa tu n ni witiri", "wakati x > 0", "kwa n ≥ 2"],
    "te": ["x > 0 అయితే", "నాణెం న్యాయమైనదని అనుకుంటే",
           "n బేసి అయితే మాత్రమే", "x > 0 అయినప్పుడు", "n ≥ 2 కోసం"],
}
# each language's answer phrase and its full stop
PHRASE = {"en": ("The answer is {v}", "."),
          "es": ("La respuesta es {v}", "."),
          "fr": ("La réponse est {v}", "."),
          "de": ("Die Antwort ist {v}", "."),
          "it": ("La risposta è {v}", "."), "pt": ("A resposta é {v}", "."),
          "ru": ("Ответ: {v}", "."), "zh": ("答案是{v}", "。"),
          "ja": ("答えは{v}です", "。"), "ko": ("정답은 {v}입니다", "."),
          "th": ("คำตอบคือ {v}", " "), "bn": ("উত্তর হল {v}", "।"),
          "sw": ("Jibu ni {v}", "."), "te": ("సమాధానం {v}", ".")}
# what sets the condition apart from the value ({d}: the language's stop)
SEPS = [", ", " ", "; ", "{d} ", " — ", "\n\n"]
# the committed value (its stop after the condition)
VALUE_FORMS = ["\\boxed{{{v}}}", "**{v}**", "$\\boxed{{{v}}}$",
               "**Final answer:** {v}"]
# a remark on the solution that restricts the value (English only: the
# remark openers answer_remark.c recognises)
REMARKS = ["**{v}**. This holds {u}.", "**{v}**. This is true {u}.",
           "The total is **{v}**. These values work {u}.",
           "**{v}**. To summarize: the count is {v} {u}."]
# a remark that goes on into a condition of any language
REMARK_ON = ["**{v}**. This is the count {u}.",
             "**{v}**. This approach counts each case once, {u}.",
             "**{v}**. To summarize, we counted every case {u}.",
             "**{v}**. These are all the cases. {u}.",
             "**{v}**. This approach counts each case once; {u}."]
# controls: the value committed with a recognised closing
KEPT = ["**{v}**. Done.", "\\boxed{{{v}}}。", "**{v}** apples.",
        "\\boxed{{{v}}}.", "**{v}**.", "The answer is **{v}**.",
        "So the total is **{v}**. This approach counts each case once.",
        "**{v}**. Double-check: {w} / 2 = {v}."]
# a remark that restates the problem's own range is kept
RANGE_CASE = ("For every integer $n {r} 2$, find the value of f(n).",
              "So f(n) is **{v}**. This is true for \\( n \\geq 2 \\), as "
              "required.")
# the problem's relation however written: the same range
RANGE_RELS = ["\\geq", "\\ge", "\u2265", ">=", "\\geqslant"]
# another range than the problem's: a condition, never rewarded
RANGE_OTHER = ["\\leq", ">", "\\neq"]


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-cond.sh.  Main rewarded 1,660 of the variants
# without a problem text, 3,308 with both passes (bold and box
# then a space, a semicolon or a full stop and the condition, in every
# language; the remarks); none is left.  The last closed: a remark
# (answer_remark.c) that goes on into a condition in Latin letters
# ("This is the count as long as ...", "... solo si n es impar": a word
# of another language's rows, or an English narrowing phrase), and a
# variable's letter after a bold glued to Japanese ("**42**
# nが奇数のときのみ。", rest_head and rest_known in answer_find.c).
KNOWN = []


known = verify_run.known_by(KNOWN)


def rows():
    out, ctl = [], []
    for v in VALUES:
        for lang, us in CONDS.items():
            ph, d = PHRASE[lang]
            fam = "cond-" + lang
            for u in us:
                for f in VALUE_FORMS + [ph]:
                    a = f.format(v=v)
                    out.extend((fam, v, a + s.format(d=d) + u + d)
                               for s in SEPS)
                    out.append((fam, v, a + " (" + u + ")" + d))
                if lang == "en":
                    out.extend(("remark-en", v, r.format(v=v, u=u))
                               for r in REMARKS)
                out.extend(("remark-" + lang, v, r.format(v=v, u=u))
                           for r in REMARK_ON)
            ctl.append(("phrase", v, ph.format(v=v) + d.strip()))
        ctl.extend(("kept", v, k.format(v=v, w=int(v) * 2)) for k in KEPT)
    return out, ctl


# every variant and control again under a problem text that states no
# condition (the deep reading, where the problem's words are read)
PROBLEM = "Sam has some apples in a basket. How many apples does Sam have?"


def main():
    verify_run.usage("hostile_cond")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    vs += [dict(v, problem=PROBLEM) for v in verify_run.records(out, ctl)]
    vs += [{"family": "control-range", "answer": v,
            "response": RANGE_CASE[1].format(v=v),
            "problem": RANGE_CASE[0].format(r=r)}
           for v in VALUES for r in RANGE_RELS]
    vs += [{"family": "cond-range", "answer": v,
            "response": RANGE_CASE[1].format(v=v),
            "problem": RANGE_CASE[0].format(r=r)}
           for v in VALUES for r in RANGE_OTHER]
    return verify_run.run("hostile_cond", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
