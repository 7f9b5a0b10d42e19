#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_yesno.py: yes or no written in the word of a listed language
not written in Latin letters, after that language's answer phrase
("Ответ: да.", "উত্তর: হ্যাঁ", "సమాధానం: అవును", "คำตอบ: ใช่", "답: 예",
"Jibu: hapana"), the reference "yes" or "no" (issue 26, recall); in
Japanese and Korean also inside the answer's sentence, its copula after
it ("答えははいです", "정답은 예입니다").

usage: hostile_yesno.py PAPO_VERIFY [--list]

Right: the word alone after the phrase, with or without the sentence's
stop, and the language's capitalised form where it has one ("Да").
Twins, none rewarded: the other word for the same reference; the two
words joined by the language's "or"; the word with a clause of
hostile_lang.py after it (a doubt, a condition, a take-back) or a hedge
of it before the phrase.
"""
import sys

import hostile_lang
import verify_run

# Per language: the phrases (G: the word), yes, no, the sentence's stop,
# the word "or".
YESNO = {
    "ru": (["Ответ: G", "Итак, ответ: G"], ["да", "Да"], ["нет", "Нет"],
           ".", "или"),
    "bn": (["উত্তর: G", "উত্তর হল G"], ["হ্যাঁ"], ["না"], "।", "অথবা"),
    # Telugu's and Thai's no is also their negation: read as the value
    # only when the reference is yes or no (as here) and the word stands
    # alone to the response's end
    "te": (["సమాధానం: G", "కాబట్టి, సమాధానం: G"], ["అవును"], ["కాదు"], ".",
           "లేదా"),
    "th": (["คำตอบ: G", "คำตอบคือ G"], ["ใช่"], ["ไม่ใช่"], "", "หรือ"),
    "ko": (["답: G", "정답: G", "정답은 G입니다"], ["예"],
           ["아니요", "아니오"], ".", "또는"),
    "ja": (["答え：G", "答えはGです", "よって、答えはGです"], ["はい"],
           ["いいえ"], "。", "か"),
    "sw": (["Jibu: G", "Jibu ni G"], ["ndiyo", "Ndiyo"],
           ["hapana", "Hapana"], ".", "au"),
    "zh": (["答案：G", "所以答案：G"], ["是"], ["否"], "。", "或"),
}


def variants():
    vs = []

    def add(fam, lang, ans, resp):
        vs.append({"family": fam, "lang": lang, "answer": ans,
                   "response": "Reasoning.\n\n" + resp})

    for lang, (phrases, yes, no, stop, orw) in YESNO.items():
        end, after, before = hostile_lang.LANGS[lang][1:4]
        for ph in phrases:
            for ans, words, others in (("yes", yes, no), ("no", no, yes)):
                ref = "\\text{%s}" % ans
                for w in words:
                    for st in ("", stop):
                        add("right", lang, ref, ph.replace("G", w) + st)
                    for o in others:
                        add("wrong", lang, ref, ph.replace("G", o) + stop)
                        add("or", lang, ref, ph.replace("G", w + " " + orw +
                                                        " " + o) + stop)
                    for h in after:
                        add("after", lang, ref, ph.replace("G", w) +
                            hostile_lang.sep_of(lang, h) + h + stop)
                    for b in before:
                        sp = "" if lang in ("zh", "ja") else " "
                        add("before", lang, ref, b + sp +
                            ph.replace("G", w) + stop)
    return vs


def main():
    verify_run.usage("hostile_yesno")
    return verify_run.run("hostile_yesno", variants(), lambda v: v["lang"],
                          verify_run.is_right,
                          what="right", width=3)


if __name__ == "__main__":
    sys.exit(main())
