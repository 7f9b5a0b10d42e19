#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_heading122.py: the heading of the section an answer ends in,
in Bengali, Korean, Thai, Telugu, Swahili, Italian and Portuguese
("**সমাধান:**", "### 1단계: 계산", "**วิธีทำ**", "### Hatua ya 1:
Hesabu", "### Passo 1: Calcolo del totale"), is read by its language's
rows as German, French, Spanish, Russian, Chinese and Japanese headings
are: a solution's, a step's or an answer's heading is the response's
own section; a draft's, a wrong attempt's or a guess's
("**খসড়া:**", "## 틀린 풀이", "### Passo 2: Tentativo (sbagliato)") is
not (issue 26, session 64).

On session 63's binary every answer under such a heading in Bengali,
Korean, Thai or Telugu was refused ("under a heading not recognised"),
and a step's heading in Italian, Portuguese or Swahili, a Bengali step
numbered in Bengali digits; DeepSeek-R1-Distill-Llama-70B's Bengali
answers in BenNumEval write "**সমাধান:**" above "**উত্তর: ১০**".

usage: hostile_heading122.py PAPO_VERIFY [--list]

Kinds (families LANG-right, rewarded; LANG-wrong, the same against
another value; LANG-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = {
    "bn": "টমের ১২টি আপেল আছে, সে ২টি খায়। কতটি বাকি?",
    "ko": "톰은 사과 12개를 가지고 있고 2개를 먹었다. 몇 개가 남았는가?",
    "th": "ทอมมีแอปเปิล 12 ผล กินไป 2 ผล เหลือกี่ผล",
    "te": "టామ్ వద్ద 12 ఆపిల్స్ ఉన్నాయి, 2 తిన్నాడు. ఎన్ని మిగిలాయి?",
    "sw": "Tom ana tufaha 12 na anakula 2. Yamebaki mangapi?",
    "it": "Tom ha 12 mele e ne mangia 2. Quante ne restano?",
    "pt": "Tom tem 12 maçãs e come 2. Quantas sobram?",
}
# per language: headings of the solution (a line of its own), step
# headings ({n} the step's number), the answer's lines ({v}), and
# headings of a draft, a wrong attempt or a guess
LANGS = {
    "bn": (["**সমাধান:**", "## সমাধান", "**সমাধানের ধাপসমূহ:**",
            "### চূড়ান্ত উত্তর", "**ব্যাখ্যা:**", "**গণনা:**"],
           ["### ধাপ {n}: গণনা", "**ধাপ {n}: মোট সংখ্যা নির্ণয়**",
            "ধাপ {n}: যাচাই"],
           ["**উত্তর: {v}**", "উত্তর: {v}", "**উত্তর:** {v}"],
           ["**খসড়া:**", "## ভুল সমাধান", "### ধাপ {n}: অনুমান",
            "**প্রথম চেষ্টা (ভুল):**"]),
    "ko": (["**풀이:**", "## 풀이", "### 해설", "**풀이 과정:**",
            "### 최종 답", "**계산:**"],
           ["### 1단계: 계산", "**{n}단계: 남은 사과 계산**",
            "### 단계 {n}: 검증"],
           ["**정답: {v}**", "정답: {v}", "답: {v}"],
           ["**초안:**", "## 틀린 풀이", "### {n}단계: 추측",
            "**첫 번째 시도 (오답):**"]),
    "th": (["**วิธีทำ**", "**วิธีทำ:**", "## วิธีแก้ปัญหา",
            "### คำตอบสุดท้าย", "**การคำนวณ:**", "**คำอธิบาย**"],
           ["### ขั้นตอนที่ {n}: คำนวณ", "**ขั้นตอนที่ {n}: หาผลรวม**",
            "ขั้นตอนที่ {n}: ตรวจสอบ"],
           ["**คำตอบ: {v}**", "คำตอบ: {v}", "**คำตอบ:** {v}"],
           ["**ร่าง:**", "## วิธีทำที่ผิด", "### ขั้นตอนที่ {n}: เดา",
            "**ลองครั้งแรก (ผิด):**"]),
    "te": (["**పరిష్కారం:**", "## పరిష్కారం", "### తుది సమాధానం",
            "**వివరణ:**", "**లెక్కింపు:**"],
           ["### దశ {n}: లెక్కింపు", "**దశ {n}: మొత్తం సంఖ్య**",
            "దశ {n}: ధృవీకరణ"],
           ["**సమాధానం: {v}**", "సమాధానం: {v}", "**సమాధానం:** {v}"],
           ["**చిత్తుప్రతి:**", "## తప్పు పరిష్కారం",
            "### దశ {n}: అంచనా", "**మొదటి ప్రయత్నం (తప్పు):**"]),
    "sw": (["**Suluhisho:**", "## Suluhisho", "### Jibu la Mwisho",
            "**Maelezo:**", "**Hesabu:**"],
           ["### Hatua ya {n}: Hesabu", "**Hatua ya {n}: Kuhesabu jumla**",
            "Hatua {n}: Uthibitisho"],
           ["**Jibu: {v}**", "Jibu: {v}", "**Jibu:** {v}"],
           ["**Rasimu:**", "## Suluhisho lisilo sahihi",
            "### Hatua ya {n}: Kisio", "**Jaribio la kwanza (kosa):**"]),
    "it": (["**Soluzione:**", "## Soluzione", "### Risposta finale",
            "**Spiegazione:**"],
           ["### Passo {n}: Calcolo del totale",
            "**Passaggio {n}: Calcolo delle mele rimaste**",
            "Passo {n}: Verifica"],
           ["**Risposta: {v}**", "Risposta: {v}"],
           ["**Bozza:**", "## Soluzione sbagliata",
            "### Passo {n}: Tentativo (sbagliato)",
            "**Primo tentativo (errato):**"]),
    "pt": (["**Solução:**", "## Solução", "### Resposta final",
            "**Explicação:**"],
           ["### Passo {n}: Cálculo do total",
            "**Etapa {n}: Cálculo das maçãs restantes**",
            "Passo {n}: Verificação"],
           ["**Resposta: {v}**", "Resposta: {v}"],
           ["**Rascunho:**", "## Solução errada",
            "### Passo {n}: Tentativa (errada)",
            "**Primeira tentativa (errada):**"]),
}
BN_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
TH_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")


def digits_of(lang, s):
    """s as the language may also write its digits."""
    if lang == "bn":
        return [s, s.translate(BN_DIGITS)]
    if lang == "th":
        return [s, s.translate(TH_DIGITS)]
    return [s]


def headings(add):
    for lang, (sols, stps, answers, twins) in LANGS.items():
        p = PROBLEMS[lang]
        work = "12 - 2 = 10"
        heads = list(sols)
        for t in stps:
            for n in ["1", "3"]:
                heads += digits_of(lang, t.format(n=n))
        for h in heads:
            for a in answers:
                for v in digits_of(lang, "10"):
                    for gap in ["\n\n", "\n"]:
                        r = h + gap + work + "\n\n" + a.format(v=v)
                        add(lang + "-right", "10", p, r)
                        add(lang + "-wrong", "11", p, r)
        for t in twins:
            for a in answers:
                r = t.format(n="2") + "\n\n" + work + "\n\n" + \
                    a.format(v="10")
                add(lang + "-twin", "10", p, r)


# a word the problem says may stand in a title among rows; a word of a
# mistake or a doubt stays one though the problem says it
GIVEN = [
    ("it", "Marco fa un errore: conta 12 mele e ne mangia 2. Quante mele "
     "restano?", ["### Calcolo delle mele", "**Passo 1: Mele**"],
     ["### Errore del calcolo", "### Calcolo errore"], "Risposta: {v}"),
    ("pt", "Rui comete um erro: conta 12 maçãs e come 2. Quantas maçãs "
     "sobram?", ["### Cálculo das maçãs", "**Passo 1: Maçãs**"],
     ["### Erro do cálculo", "### Cálculo erro"], "Resposta: {v}"),
    ("bn", "রাজু ভুল করে। টমের ১২টি আপেল আছে, সে ২টি খায়। কতটি বাকি?",
     ["### আপেল গণনা", "**ধাপ ১: আপেল**"], ["### ভুল গণনা"],
     "উত্তর: {v}"),
]


def given(add):
    for lang, p, rights, twins, a in GIVEN:
        for h in rights:
            r = h + "\n\n12 - 2 = 10\n\n" + a.format(v="10")
            add(lang + "-right", "10", p, r)
            add(lang + "-wrong", "11", p, r)
        for h in twins:
            add(lang + "-twin", "10", p,
                h + "\n\n12 - 2 = 10\n\n" + a.format(v="10"))


def main():
    verify_run.usage("hostile_heading122")
    return verify_run.run_kinds(
        "hostile_heading122", verify_run.kind_rows([headings, given]), width=8)


if __name__ == "__main__":
    sys.exit(main())
