#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall18r.py: right answers papo-verify refused (issue 26,
recall) and bounds it rewarded, each form read by its row; right ones
rewarded, their twins (a bound, a hedge, another value) never.

usage: hostile_recall18r.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  cjk-bound
          a value with its unit or noun in Chinese or Japanese, then a
          word that makes it a bound or an estimate ("答案是30分钟以上。",
          "\\boxed{30}个苹果以下。", "答えは30分以上です。"): main took the
          word for the noun counted (any run of letters with no problem
          text) and rewarded it; never.  The same statement without it,
          and Japanese's closing "以上。" after the statement's stop,
          rewarded.
  pl-comma
          a Polish response's decimal comma ("Odpowiedź to 3,5"): its
          "to" (is) counted as English's and "3,5" read as a list; read
          as 3.5 now, as "Odpowiedź: 3,5" was.  Another value, a hedge,
          a comma grouping thousands never.
  pt-alt  Portuguese's "a alternativa correta é B" (ENEM's responses)
          over the corpus's Portuguese multiple-choice problems: read
          when it is the last committed statement, or followed by the
          option's own text, a courtesy, or a later label restating the
          letter; a later label naming another letter (main rewarded
          the later one, and after "A resposta é B." read "Resposta
          final: C" as a restatement of B, a letter inside B's text),
          against either letter, another option's text after the letter
          ("A resposta é A. 0,33 A" where that is B's: main rewarded
          A), a negation, a doubt, an alternative, a condition, a
          question, a take-back never.
  mc-suffix
          an option's letter closed by a suffix: Hindi's "सही उत्तर B
          है।", Turkish's "Doğru cevap B'dir." (refused on main: the
          letter and its copula read as one unknown word); another
          letter, a negation, a doubt, an alternative, a take-back, a
          question, a condition never.
  num-words
          a number in words after an answer phrase in Indonesian,
          Vietnamese, Polish, Turkish, Arabic and Hindi ("Jawabannya
          adalah empat puluh dua.", "Cevap: kırk iki", "الإجابة هي اثنان
          وأربعون.", "उत्तर है बयालीस।"),
          refused on main; another value, a hedge, a negation, a doubt,
          an alternative never.
"""
import json
import os
import re
import sys

import verify_run
from verify_run import add

CJK_VALUES = ["30", "7", "125", "48"]
UNITS = [("分钟", "zh"), ("个", "zh"), ("米", "zh"), ("个苹果", "zh"),
         ("分", "ja"), ("個", "ja"), ("個のリンゴ", "ja")]
ZH_BOUNDS = ["以上", "以下", "以内", "之内", "之上", "以外", "多", "余",
             "还多", "不到", "前后", "未满", "超过"]
JA_BOUNDS = ["以上", "以下", "以内", "未満", "ほど", "くらい", "ぐらい",
             "程度", "近く", "余", "超過"]


def zh_heads(v, u):
    return ["步骤如下。\n\n答案是%s%s%%s。" % (v, u),
            "步骤如下。\n\n答案：%s%s%%s" % (v, u),
            "步骤如下。\n\n所以需要%s%s%%s。" % (v, u),
            "步骤如下。\n\n\\boxed{%s}%s%%s。" % (v, u)]


def ja_heads(v, u):
    return ["手順。\n\n答えは%s%s%%sです。" % (v, u),
            "手順。\n\n答えは%s%s%%s。" % (v, u),
            "手順。\n\n答えは\\boxed{%s}%s%%sです。" % (v, u)]


def cjk_bound(vs):
    # the problem lends its nouns and asks no unit: "30米" answers a
    # problem that asks minutes wrongly (verify_asked.c)
    problems = [None, "小明有一些苹果和リンゴ，需要多久？以上说法哪个对？"]
    for v in CJK_VALUES:
        for u, lang in UNITS:
            heads = zh_heads(v, u) if lang == "zh" else ja_heads(v, u)
            bounds = ZH_BOUNDS if lang == "zh" else JA_BOUNDS
            for p in problems:
                if p is None and u not in ("分钟", "个", "米", "分", "個"):
                    continue  # a noun is read as the problem's own
                for h in heads:
                    add(vs, "cjk-bound", "right", v, h % "", p)
                    for b in bounds:
                        add(vs, "cjk-bound", "bound", v, h % b, p)
                if lang == "ja":
                    add(vs, "cjk-bound", "right", v,
                        "手順。\n\n答えは%s%sです。以上。" % (v, u), p)
                    add(vs, "cjk-bound", "right", v,
                        "手順。\n\n答えは%s%s。以上" % (v, u), p)


PL_VALUES = [("3,5", "3.5"), ("0,25", "\\frac{1}{4}"), ("12,75", "12.75"),
             ("2,4", "2.4")]
PL_OTHER = {"3,5": "3,6", "0,25": "0,26", "12,75": "12,5", "2,4": "2,5"}
PL_LEADS = ["Najpierw obliczamy różnicę, potem dzielimy przez dwa.",
            "Krok 1: Dodajemy obie liczby i mnożymy przez cenę.",
            "Rozwiążmy to zadanie krok po kroku."]
PL_HEADS = ["Odpowiedź to X", "Odpowiedź to X.", "Zatem odpowiedź to X.",
            "Odpowiedź to **X**.", "Ostateczna odpowiedź to X."]


def pl_comma(vs):
    for shown, ref in PL_VALUES:
        for lead in PL_LEADS:
            for h in PL_HEADS:
                r = lead + "\n\n"
                add(vs, "pl-comma", "right", ref, r + h.replace("X", shown))
                add(vs, "pl-comma", "wrong", ref,
                    r + h.replace("X", PL_OTHER[shown]))
                add(vs, "pl-comma", "hedge", ref,
                    r + h.replace("X", "około " + shown))
                add(vs, "pl-comma", "hedge", ref,
                    r + h.replace("X", "mniej więcej " + shown))
                add(vs, "pl-comma", "bound", ref,
                    r + h.replace("X", "co najmniej " + shown))
                add(vs, "pl-comma", "neg", ref,
                    r + h.replace("Odpowiedź to X", "Odpowiedź to nie X")
                    .replace("odpowiedź to X", "odpowiedź to nie X"))
        add(vs, "pl-comma", "thousands", "3.5",
            PL_LEADS[0] + "\n\nOdpowiedź to 3,500")


TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
CORPUS = os.path.join(TOP, "tests", "verify", "corpus", "corpus.jsonl")
OPTION = re.compile(r"^\(([A-E])\) *(.+)$", re.M)
PT_LEAD = "Vamos analisar cada alternativa com cuidado.\n\n"
PT_RIGHT = ["Portanto, a alternativa correta é X.", "A alternativa correta é X.",
            "A alternativa correta é a X.", "A alternativa correta é (X).",
            "A alternativa correta é **X**.",
            "Portanto, a alternativa correta é X. T",
            "A alternativa correta é X. T\n\nResposta final: X",
            "A alternativa correta é X.\n\n## Resposta final\n\nX",
            "A alternativa correta é X.\n\nEspero ter ajudado!"]
PT_TWINS = [("later", "A alternativa correta é X.\n\nResposta final: Y"),
            ("later", "A alternativa correta é X. T\n\nResposta final: Y"),
            ("later", "A alternativa correta é X.\n\n## Resposta final\n\nY"),
            ("later", "A resposta é X.\n\nResposta final: Y"),
            ("later", "A resposta correta é X.\n\n## Resposta final\n\nY"),
            ("other-text", "A alternativa correta é X. U"),
            ("other-text", "A alternativa correta é X. U\n\nResposta final: X"),
            ("neg", "A alternativa correta não é X."),
            ("doubt", "A alternativa correta talvez seja X."),
            ("doubt", "A alternativa correta é provavelmente X."),
            ("doubt", "A alternativa correta é X. T Não tenho certeza."),
            ("alt", "A alternativa correta é X ou Y."),
            ("cond", "Se o texto fosse outro, a alternativa correta é X."),
            ("question", "A alternativa correta é X?"),
            ("take-back", "A alternativa correta é X. Não, espere, é Y.")]


def pt_alt(vs):
    seen = set()
    for line in open(CORPUS, encoding="utf-8"):
        rec = json.loads(line)
        if rec["lang"] != "pt" or rec["kind"] != "multiple-choice":
            continue
        p, x = rec["problem"], rec["answer"].strip()
        opts = dict(OPTION.findall(p))
        if p in seen or x not in opts or len(opts) < 2 or len(seen) >= 120:
            continue
        seen.add(p)
        y = sorted(k for k in opts if k != x)[0]
        tx, ty = opts[x].strip(), opts[y].strip()

        def fill(t, a, b):
            return PT_LEAD + (t.replace("T", tx).replace("U", ty)
                              .replace("X", a).replace("Y", b))
        for t in PT_RIGHT:
            add(vs, "pt-alt", "right", x, fill(t, x, y), p)
            add(vs, "pt-alt", "wrong", x, fill(t, y, x).replace(tx, ty), p)
        for fam, t in PT_TWINS:
            add(vs, "pt-alt", fam, x, fill(t, x, y), p)
            if fam == "later":  # two letters: neither is the answer
                add(vs, "pt-alt", "later-ref", y, fill(t, x, y), p)


# Turkish's copula suffix after a letter, by its vowel: "A'dır",
# "B'dir", "C'dir", "D'dir", "E'dir".
TR_SUFFIX = {"A": "'dır", "B": "'dir", "C": "'dir", "D": "'dir", "E": "'dir"}
MC_HI = ["चरण दर चरण हल करते हैं।\n\n", "सभी विकल्पों की जाँच करें।\n\n"]
MC_TR = ["Adım adım çözelim.\n\n", "Seçenekleri tek tek inceleyelim.\n\n"]


def mc_suffix(vs):
    for x in "ABCDE":
        y = "A" if x != "A" else "B"
        sx, sy = TR_SUFFIX[x], TR_SUFFIX[y]
        for lead in MC_HI:
            for h in ["सही उत्तर X है।", "उत्तर X है।", "सही उत्तर X है",
                      "अंतिम उत्तर X है।"]:
                add(vs, "mc-suffix", "right", x, lead + h.replace("X", x))
                add(vs, "mc-suffix", "wrong", x, lead + h.replace("X", y))
            for fam, t in [("neg", "सही उत्तर X नहीं है।"),
                           ("doubt", "सही उत्तर शायद X है।"),
                           ("alt", "सही उत्तर X या Y है।"),
                           ("take-back", "सही उत्तर X है। लेकिन रुको, Y है।"),
                           ("question", "सही उत्तर X है?"),
                           ("cond", "यदि x = 2, तो सही उत्तर X है।")]:
                add(vs, "mc-suffix", fam, x,
                    lead + t.replace("X", x).replace("Y", y))
        for lead in MC_TR:
            for h in ["Doğru cevap XS.", "Cevap XS.", "Doğru cevap XS",
                      "Sonuç olarak doğru cevap XS."]:
                add(vs, "mc-suffix", "right", x,
                    lead + h.replace("XS", x + sx))
                add(vs, "mc-suffix", "wrong", x,
                    lead + h.replace("XS", y + sy))
            for fam, t in [("neg", "Doğru cevap X değildir."),
                           ("doubt", "Doğru cevap muhtemelen XS."),
                           ("doubt", "Doğru cevap XS ama emin değilim."),
                           ("alt", "Doğru cevap X veya YS."),
                           ("take-back", "Doğru cevap XS. Bekle, YS."),
                           ("question", "Doğru cevap XS?"),
                           ("cond", "Eğer x = 2 ise doğru cevap XS.")]:
                add(vs, "mc-suffix", fam, x, lead + t.replace(
                    "XS", x + sx).replace("YS", y + sy).replace("X", x))


# Numbers in words per language: a spelling of each value, the answer
# phrases that give it, and its twins' words (a hedge, a negation, an
# alternative with another value).
NUM_WORDS = {
    "id": ({42: "empat puluh dua", 12: "dua belas", 7: "tujuh",
            315: "tiga ratus lima belas", 2000: "dua ribu"},
           ["Jawabannya adalah N.", "Jawaban: N", "Jadi, jawabannya adalah N."],
           ["Jawabannya adalah sekitar N.", "Jawabannya bukan N.",
            "Jawabannya mungkin N.", "Jawabannya adalah N atau O."]),
    "vi": ({42: "bốn mươi hai", 15: "mười lăm", 7: "bảy", 21: "hai mươi mốt",
            300: "ba trăm"},
           ["Đáp án là N.", "Đáp án: N", "Vậy đáp án là N."],
           ["Đáp án là khoảng N.", "Đáp án không phải là N.",
            "Đáp án có lẽ là N.", "Đáp án là N hoặc O."]),
    "pl": ({42: "czterdzieści dwa", 12: "dwanaście", 7: "siedem",
            250: "dwieście pięćdziesiąt", 3000: "trzy tysiące"},
           ["Odpowiedź to N.", "Odpowiedź: N", "Zatem odpowiedź to N."],
           ["Odpowiedź to około N.", "Odpowiedź to nie N.",
            "Odpowiedź to chyba N.", "Odpowiedź to N lub O."]),
    "tr": ({42: "kırk iki", 12: "on iki", 7: "yedi", 300: "üç yüz",
            2000: "iki bin"},
           ["Cevap N.", "Cevap: N", "Doğru cevap N."],
           ["Cevap yaklaşık N.", "Cevap N değil.", "Cevap muhtemelen N.",
            "Cevap N veya O."]),
    "ar": ({42: "اثنان وأربعون", 12: "اثنا عشر", 7: "سبعة", 20: "عشرون",
            40: "أربعين"},
           ["الإجابة هي N.", "الإجابة: N"],
           ["الإجابة هي حوالي N.", "الإجابة ليست N.", "الإجابة ربما N.",
            "الإجابة هي N أو O."]),
    "hi": ({40: "चालीस", 12: "बारह", 7: "सात", 300: "तीन सौ",
            2000: "दो हज़ार", 42: "बयालीस", 99: "निन्यानवे",
            242: "दो सौ बयालीस", 38: "अड़तीस", 67: "सड़सठ"},
           ["उत्तर है N।", "उत्तर: N", "अंतिम उत्तर: N"],
           ["उत्तर है लगभग N।", "उत्तर N नहीं है।", "उत्तर शायद N है।",
            "उत्तर N या O है।"]),
}
NUM_LEAD = {"id": "Langkah demi langkah.\n\n", "vi": "Từng bước.\n\n",
            "pl": "Najpierw obliczamy różnicę.\n\n",
            "tr": "Adım adım çözelim.\n\n", "ar": "خطوة بخطوة.\n\n",
            "hi": "चरण दर चरण हल करते हैं।\n\n"}


def num_words(vs):
    for lang, (words, heads, twins) in NUM_WORDS.items():
        vals = sorted(words)
        for i, v in enumerate(vals):
            o = vals[(i + 1) % len(vals)]
            n, on = words[v], words[o]
            for h in heads:
                add(vs, "num-words", "right", str(v),
                    NUM_LEAD[lang] + h.replace("N", n))
                add(vs, "num-words", "wrong", str(v),
                    NUM_LEAD[lang] + h.replace("N", on))
            for t in twins:
                add(vs, "num-words", "twin", str(v),
                    NUM_LEAD[lang] + t.replace("N", n).replace("O", on))


def variants():
    vs = []
    num_words(vs)
    mc_suffix(vs)
    cjk_bound(vs)
    pl_comma(vs)
    pt_alt(vs)
    return vs


def main():
    verify_run.usage("hostile_recall18r")
    return verify_run.run("hostile_recall18r", variants(),
                          verify_run.kind_family, verify_run.is_right,
                          what="right", width=16)


if __name__ == "__main__":
    sys.exit(main())
