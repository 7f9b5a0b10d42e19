#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_fix37.py: right answers main lost to the forms around them
(task fix37), in each of the 21 listed languages: a self-correction
the amend rows did not read ("Hmm, no — it's 42.", "No wait, 42.",
"Edit: the answer is 42.", "Non, attends : 42.", "不对，42。"), an old
value struck through and the new one after it ("~~48~~ 42",
"<del>48</del> 42", "$\\sout{48}$ 42"), a reason after the answer
("Answer: 42, because 6 × 7 = 42.", "…, parce que 6 × 7 = 42."), and a
last sentence that states a total ("Insgesamt 42.", "En tout, 42.").

usage: hostile_fix37.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (pens and sheep in each; v
their product), a first value f and another u.  Families, by kind
(amend, strike, reason, total): KIND-right is rewarded against v;
KIND-wrong, the same response against f (the value corrected or
struck away) or another value, is not; KIND-twin never is: amend, a
correction then a doubt, two corrections the last to u, a return to f
after the correction; strike, the struck value v and f after it, a
return to the struck value; reason, a reason whose computation ends on
u or that holds a doubt; total, a total then a doubt, or then another
value.  Random but seeded: the same variants every run.

Prints each variant that gets the wrong reward (or a right one that
does not: lost, counted apart, when held) and a count per kind and
language; exits 1 when any does.  --list writes
the variants (JSONL) instead.
"""
import random
import sys

import hostile_fix34
import verify_run

PROBLEM = ("A farmer has {a} pens with {b} sheep in each pen. How many "
           "sheep does the farmer have?")

L34 = hostile_fix34.LANGS
LANGS = sorted(L34) + ["zt"]


def first(lang):
    """The first statement of lang ({f}) and its doubt and return."""
    if lang == "zt":
        return "答案是{f}。", "不過我不太確定。", "不，還是{f}。"
    if lang == "hi":
        # "उत्तर {f} है।" against this English problem reads "है" as
        # the value's unit (not equal): the label's form instead
        return "उत्तर: {f}।", L34[lang]["doubt"], L34[lang]["back"]
    r = L34[lang]
    return r["first"][0], r["doubt"], r["back"]


# corrections main's rows did not read ({v}): a bare value after the
# opener, "Edit:", an opener with a dash, "No wait"
AMEND = {
    "en": ["Hmm, no — it's {v}.", "No wait, {v}.", "Edit: the answer "
           "is {v}.", "Edit: {v}.", "Scratch that: {v}.", "Hmm, no, it's "
           "{v}.", "Correction: {v}", "Oops, {v}.", "Wait, no: {v}."],
    "fr": ["Non, attends : {v}.", "Non, attendez, {v}.", "Oups, {v}.",
           "Rectification : {v}."],
    "de": ["Nein, Moment: {v}.", "Korrektur: {v}.", "Moment, nein — {v}."],
    "es": ["No, espera: {v}.", "Corrección: {v}.", "Perdón, {v}."],
    "it": ["No, aspetta: {v}.", "Correzione: {v}.", "Anzi no, {v}."],
    "pt": ["Não, espera: {v}.", "Correção: {v}.", "Opa, {v}."],
    "ru": ["Нет, подождите: {v}.", "Поправка: {v}.", "Ой, {v}."],
    "uk": ["Ні, зачекайте: {v}.", "Ой, {v}."],
    "pl": ["Nie, chwila: {v}.", "Poprawka: {v}.", "Zaraz, {v}."],
    "tr": ["Hayır, bekle: {v}.", "Düzeltme: {v}."],
    "sw": ["Hapana, subiri: {v}.", "Samahani, {v}."],
    "id": ["Bukan, tunggu: {v}.", "Ralat: {v}.", "Koreksi: {v}."],
    "vi": ["Không, khoan đã: {v}.", "Đính chính: {v}."],
    "ar": ["لا، انتظر: {v}.", "تصحيح: {v}."],
    "hi": ["नहीं, रुकिए: {v}।", "सुधार: {v}।"],
    "bn": ["না, দাঁড়াও: {v}।", "সংশোধন: {v}।"],
    "te": ["కాదు, ఆగండి: {v}.", "సవరణ: {v}."],
    "th": ["เดี๋ยว ไม่ใช่ {v}", "แก้ไข: {v}"],
    "zh": ["不对，应该是{v}。", "不对，{v}。", "更正：{v}。", "等等，{v}。"],
    "zt": ["不對，應該是{v}。", "不對，{v}。", "更正：{v}。"],
    "ja": ["いや、{v}。", "訂正：{v}。", "いや、待って、{v}です。"],
    "ko": ["아니, 잠깐: {v}.", "정정: {v}."],
}

# an old value struck through, the new one after it ({f}, {v})
STRIKES = ["~~{f}~~ {v}", "<del>{f}</del> {v}", "$\\sout{{{f}}}$ {v}",
           "<s>{f}</s> {v}"]

# a reason after the answer, its computation ({a}, {b}, {r}) after
# the reason word; a doubt inside it ({d})
REASON = {
    "en": (["The answer is {v}, because {c}.", "Answer: {v}, since {c}.",
            "The farmer has {v} sheep, because {c}."], "maybe"),
    "fr": (["La réponse est {v}, parce que {c}.",
            "La réponse est {v}, car {c}."], "peut-être"),
    "de": (["Die Antwort ist {v}, weil {c}.",
            "Die Antwort ist {v}, denn {c}."], "vielleicht"),
    "es": (["La respuesta es {v}, porque {c}.",
            "La respuesta es {v}, ya que {c}."], "quizás"),
    "it": (["La risposta è {v}, perché {c}.",
            "La risposta è {v}, poiché {c}."], "forse"),
    "pt": (["A resposta é {v}, porque {c}.",
            "A resposta é {v}, pois {c}."], "talvez"),
    "ru": (["Ответ: {v}, потому что {c}.", "Ответ: {v}, так как {c}."],
           "наверное"),
    "uk": (["Відповідь: {v}, тому що {c}.", "Відповідь: {v}, бо {c}."],
           "мабуть"),
    "pl": (["Odpowiedź to {v}, ponieważ {c}.",
            "Odpowiedź to {v}, bo {c}."], "chyba"),
    "tr": (["Cevap {v}, çünkü {c}."], "galiba"),
    "sw": (["Jibu ni {v}, kwa sababu {c}."], "labda"),
    "id": (["Jawabannya adalah {v}, karena {c}."], "mungkin"),
    "vi": (["Đáp án là {v}, vì {c}."], "có lẽ"),
    "ar": (["الإجابة هي {v}، لأن {c}."], "ربما"),
    "hi": (["उत्तर: {v}, क्योंकि {c}।"], "शायद"),
    "bn": (["উত্তর {v}, কারণ {c}।"], "হয়তো"),
    "te": (["సమాధానం {v}, ఎందుకంటే {c}."], "బహుశా"),
    "th": (["คำตอบคือ {v} เพราะ {c}"], "อาจจะ"),
    "zh": (["答案是{v}，因为{c}。"], "可能"),
    "zt": (["答案是{v}，因為{c}。"], "可能"),
    "ja": (["答えは{v}です。{c}だからです。"], "たぶん"),
    "ko": (["답은 {v}입니다. {c}이기 때문입니다."], "아마"),
}

# a last sentence that states a total ({v})
TOTAL = {
    "en": ["In total, {v}.", "Altogether {v}.", "In all, {v} sheep."],
    "fr": ["En tout, {v}.", "Au total, {v}.", "En tout {v}."],
    "de": ["Insgesamt {v}.", "Insgesamt sind es {v}.",
           "Insgesamt: {v}."],
    "es": ["En total, {v}.", "En total son {v}."],
    "it": ["In totale, {v}.", "In tutto {v}."],
    "pt": ["No total, {v}.", "Ao todo, {v}."],
    "ru": ["Всего {v}.", "Итого {v}.", "Всего: {v}."],
    "uk": ["Загалом {v}.", "Усього {v}."],
    "pl": ["Łącznie {v}.", "Razem {v}."],
    "tr": ["Toplam {v}.", "Toplamda {v}."],
    "sw": ["Jumla {v}.", "Kwa jumla {v}."],
    "id": ["Totalnya {v}.", "Secara total {v}."],
    "vi": ["Tổng cộng {v}.", "Tất cả {v}."],
    "ar": ["المجموع {v}.", "الإجمالي {v}."],
    "hi": ["कुल {v}।", "कुल मिलाकर {v}।"],
    "bn": ["মোট {v}।", "সব মিলিয়ে {v}।"],
    "te": ["మొత్తం {v}.", "మొత్తం మీద {v}."],
    "th": ["รวมทั้งหมด {v}", "ทั้งหมด {v}"],
    "zh": ["总共{v}个。", "一共{v}只。"],
    "zt": ["總共{v}隻。", "一共{v}隻。"],
    "ja": ["合計{v}匹。", "全部で{v}匹。"],
    "ko": ["총 {v}마리.", "모두 {v}마리."],
}
GAP = {"th": " ", "zh": "", "zt": "", "ja": ""}


def add(vs, kind, lang, fam, ans, r, problem):
    verify_run.add(vs, lang, kind + "-" + fam, str(ans), r, problem)


def amend(vs, rng, lang, a, b, v, f, u, problem):
    st, doubt, back = first(lang)
    gap = GAP.get(lang, " ")
    fix = lambda x: rng.choice(AMEND[lang]).format(v=x)
    r = st.format(f=f) + gap + fix(v)
    add(vs, "amend", lang, "right", v, r, problem)
    add(vs, "amend", lang, "wrong", f, r, problem)
    add(vs, "amend", lang, "twin", v, r + gap + doubt, problem)
    add(vs, "amend", lang, "twin", v, r + gap + fix(u), problem)
    add(vs, "amend", lang, "twin", v, r + gap + back.format(f=f), problem)
    add(vs, "amend", lang, "twin", f, r + gap + back.format(f=f), problem)


def strike(vs, rng, lang, a, b, v, f, u, problem):
    st, doubt, back = first(lang)
    gap = GAP.get(lang, " ")
    k = rng.choice(STRIKES)
    r = st.format(f=k.format(f=f, v=v))
    add(vs, "strike", lang, "right", v, r, problem)
    add(vs, "strike", lang, "wrong", f, r, problem)
    add(vs, "strike", lang, "twin", v, st.format(f=k.format(f=v, v=f)),
        problem)
    for sep in (gap, "\n"):
        add(vs, "strike", lang, "twin", f, r + sep + back.format(f=f),
            problem)
        add(vs, "strike", lang, "twin", v, r + sep + back.format(f=f),
            problem)


def reason(vs, rng, lang, a, b, v, f, u, problem):
    rows, maybe = REASON[lang]
    st = rng.choice(rows)
    c = "{a} × {b} = {r}" if lang not in ("zh", "zt", "ja", "ko") else \
        "{a}×{b}={r}"
    r = st.format(v=v, c=c.format(a=a, b=b, r=v))
    add(vs, "reason", lang, "right", v, r, problem)
    add(vs, "reason", lang, "wrong", u, r, problem)
    add(vs, "reason", lang, "twin", v, st.format(v=v, c=c.format(
        a=a, b=b, r=u)), problem)
    sp = "" if lang in ("zh", "zt", "ja") else " "
    add(vs, "reason", lang, "twin", v, st.format(v=v, c=maybe + sp +
        c.format(a=a, b=b, r=v)), problem)


def total(vs, rng, lang, a, b, v, f, u, problem):
    st, doubt, back = first(lang)
    gap = GAP.get(lang, " ")
    t = rng.choice(TOTAL[lang])
    work = rng.choice(["{a} × {b} = {v}.\n", "{a} × {b} = {v}\n\n",
                       "{b} + " * 2 + "... ({a} times) = {v}.\n"])
    r = work.format(a=a, b=b, v=v) + t.format(v=v)
    add(vs, "total", lang, "right", v, r, problem)
    add(vs, "total", lang, "wrong", u, r, problem)
    add(vs, "total", lang, "twin", v, r + gap + doubt, problem)
    add(vs, "total", lang, "twin", v, work.format(a=a, b=b, v=v) +
        t.format(v=u), problem)


def variants(rng):
    vs = []
    for _ in range(4):
        for lang in LANGS:
            for kind in (amend, strike, reason, total):
                a, b = rng.randint(3, 12), rng.randint(13, 19)
                v = a * b
                f = v + rng.choice([-b, b, -1, 1, 10])
                u = v + rng.choice([2, 3, 7])
                kind(vs, rng, lang, a, b, v, f, u,
                     PROBLEM.format(a=a, b=b))
    return vs


def main():
    verify_run.usage("hostile_fix37")
    return verify_run.run(
        "hostile_fix37", variants(random.Random(3701)),
        group=lambda v: v["family"].split("-")[0] + "-" + v["kind"],
        right=lambda v: v["family"].endswith("-right"),
        lost=held, what="right ones", width=10)


def held(v):
    """A right one still lost, counted apart: a Japanese or Korean
    reason in the sentence after the answer ("答えは42です。6×7=42だ
    からです。"): the rest after the answer's "です" is read on past
    its stop as the answer's own sentence, and its value is another."""
    return v["family"] == "reason-right" and v["kind"] in ("ja", "ko")


if __name__ == "__main__":
    sys.exit(main())
