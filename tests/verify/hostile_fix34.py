#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_fix34.py: a response that corrects its own answer at its end
("The answer is 41. Hold on, I skipped a pen: it's 48."), in each of the
21 listed languages.

usage: hostile_fix34.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (crates and eggs in each;
the value v their product) and a first value f, another; the response
states f, then a correction: an opener, a reason, and one statement of
v (family "right": rewarded), or two corrections in a row, the last to
v ("twice": rewarded).  Their twins are never rewarded: the same
response against f, the first value corrected away ("wrong"); a
correction to a value that is not v ("away"); a correction hedged (a
modal, a question, "or" another value: "hedged"); a correction
followed by a doubt ("doubt"), or by a return to the first value
("back"); in English a condition or a guess in the reason ("cond").
English boxes and "Corrected answer:" are "right" too.  Random but seeded: the same variants every run.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per group (language/family); exits 1 when any
does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = ("A grocer has {a} crates with {b} eggs in each crate. How many "
           "eggs does the grocer have?")

# per language: the first statement ({f}), the correction's openers,
# reasons and statements ({v}), a hedged correction ({v}, {f}), a doubt
# after it, a return to the first value ({f})
LANGS = {
    "en": dict(
        first=["The answer is {f}.", "So the grocer has {f} eggs."],
        opens=["Hold on", "Oops", "Wait", "Actually"],
        reasons=["I dropped a crate", "I misread the count",
                 "I multiplied wrong"],
        says=["it's {v}.", "the correct total is {v}.",
              "the answer should be {v}."],
        hedge=["Wait, maybe it's {v}?", "Hold on, it could be {v}.",
               "Oops, it's {v}, or {f}."],
        doubt="But I'm not sure about that.",
        back="No, {f} was right after all."),
    "fr": dict(
        first=["La réponse est {f}."],
        opens=["Oups", "Attendez", "Pardon"],
        reasons=["j'ai mal compté les caisses", "j'ai oublié une caisse"],
        says=["c'est {v}.", "ça fait {v}.", "la bonne réponse est {v}."],
        hedge=["Attendez, c'est peut-être {v} ?",
               "Oups, c'est {v} ou {f}."],
        doubt="Mais je n'en suis pas sûr.",
        back="Non, finalement c'était bien {f}."),
    "de": dict(
        first=["Die Antwort ist {f}."],
        opens=["Moment", "Halt", "Hoppla"],
        reasons=["ich habe eine Kiste vergessen",
                 "ich habe mich verrechnet"],
        says=["es sind {v}.", "das macht {v}.", "richtig ist {v}."],
        hedge=["Moment, vielleicht sind es {v}?",
               "Halt, es sind vielleicht {v}."],
        doubt="Aber ich bin mir nicht sicher.",
        back="Nein, doch {f}."),
    "es": dict(
        first=["La respuesta es {f}."],
        opens=["Espera", "Perdón", "Uy"],
        reasons=["olvidé una caja", "conté mal las cajas"],
        says=["son {v}.", "la respuesta correcta es {v}."],
        hedge=["Espera, ¿quizás son {v}?", "Uy, tal vez son {v}."],
        doubt="Pero no estoy seguro.",
        back="No, al final son {f}."),
    "it": dict(
        first=["La risposta è {f}."],
        opens=["Aspetta", "Scusate", "Anzi no"],
        reasons=["ho dimenticato una cassa", "ho contato male"],
        says=["sono {v}.", "la risposta corretta è {v}."],
        hedge=["Aspetta, forse sono {v}?", "Scusate, forse sono {v}."],
        doubt="Ma non ne sono sicuro.",
        back="No, alla fine sono {f}."),
    "pt": dict(
        first=["A resposta é {f}."],
        opens=["Opa", "Espera", "Desculpe"],
        reasons=["esqueci uma caixa", "contei errado"],
        says=["são {v}.", "a resposta correta é {v}."],
        hedge=["Opa, talvez sejam {v}?", "Espera, talvez sejam {v}."],
        doubt="Mas não tenho certeza.",
        back="Não, no fim são {f}."),
    "ru": dict(
        first=["Ответ: {f}."],
        opens=["Стоп", "Подождите", "Ой"],
        reasons=["я забыл один ящик", "я неправильно посчитал"],
        says=["значит {v}.", "правильный ответ {v}."],
        hedge=["Стоп, может быть, {v}?", "Ой, возможно, {v}."],
        doubt="Но я не уверен.",
        back="Нет, всё-таки {f}."),
    "uk": dict(
        first=["Відповідь: {f}."],
        opens=["Стривайте", "Зачекайте", "Ой"],
        reasons=["я забув один ящик", "я неправильно порахував"],
        says=["тож {v}.", "правильна відповідь {v}."],
        hedge=["Зачекайте, можливо, {v}?", "Ой, мабуть, {v}."],
        doubt="Але я не впевнений.",
        back="Ні, все-таки {f}."),
    "pl": dict(
        first=["Odpowiedź to {f}."],
        opens=["Chwila", "Zaraz", "Przepraszam"],
        reasons=["zapomniałem o jednej skrzynce", "źle policzyłem"],
        says=["więc {v}.", "poprawna odpowiedź to {v}."],
        hedge=["Chwila, może {v}?", "Zaraz, chyba {v}."],
        doubt="Ale nie jestem pewien.",
        back="Nie, jednak {f}."),
    "tr": dict(
        first=["Cevap {f}."],
        opens=["Dur", "Bekle", "Pardon"],
        reasons=["bir kasayı unuttum", "yanlış saydım"],
        says=["doğrusu {v}.", "doğru cevap {v}."],
        hedge=["Dur, belki {v}?", "Bekle, galiba {v}."],
        doubt="Ama emin değilim.",
        back="Hayır, yine de {f}."),
    "sw": dict(
        first=["Jibu ni {f}."],
        opens=["Subiri", "Samahani", "Ngoja"],
        reasons=["nimesahau kreti moja", "nimehesabu vibaya"],
        says=["kwa hiyo ni {v}.", "jibu sahihi ni {v}."],
        hedge=["Subiri, labda ni {v}?", "Ngoja, huenda ni {v}."],
        doubt="Lakini sina uhakika.",
        back="Hapana, ni {f} hata hivyo."),
    "id": dict(
        first=["Jawabannya adalah {f}."],
        opens=["Tunggu", "Maaf", "Eh"],
        reasons=["satu peti terlewat", "saya salah hitung"],
        says=["yang benar {v}.", "jawaban yang benar adalah {v}."],
        hedge=["Tunggu, mungkin {v}?", "Maaf, mungkin {v}."],
        doubt="Tapi saya tidak yakin.",
        back="Tidak, ternyata tetap {f}."),
    "vi": dict(
        first=["Đáp án là {f}."],
        opens=["Khoan đã", "Xin lỗi", "Chờ đã"],
        reasons=["tôi quên một thùng", "tôi đếm sai"],
        says=["đúng ra là {v}.", "đáp án đúng là {v}."],
        hedge=["Khoan đã, có lẽ là {v}?", "Xin lỗi, có thể là {v}."],
        doubt="Nhưng tôi không chắc.",
        back="Không, vẫn là {f}."),
    "ar": dict(
        first=["الإجابة هي {f}."],
        opens=["مهلاً", "عذراً", "انتظر"],
        reasons=["نسيت صندوقاً", "أخطأت في العد"],
        says=["الصحيح {v}.", "الإجابة الصحيحة هي {v}."],
        hedge=["مهلاً، ربما {v}؟", "عذراً، ربما {v}."],
        doubt="لكنني لست متأكداً.",
        back="لا، بل {f} في النهاية."),
    "hi": dict(
        first=["उत्तर {f} है।"],
        opens=["रुकिए", "माफ़ कीजिए", "रुको"],
        reasons=["एक टोकरा छूट गया", "मैंने गलत गिना"],
        says=["सही उत्तर {v} है।"],
        hedge=["रुकिए, शायद {v} है?", "रुको, शायद सही उत्तर {v} है।"],
        doubt="लेकिन मुझे यकीन नहीं है।",
        back="नहीं, उत्तर {f} ही है।"),
    "bn": dict(
        first=["উত্তর {f}।"],
        opens=["দাঁড়াও", "দুঃখিত", "দাঁড়ান"],
        reasons=["একটা বাক্স বাদ পড়েছে", "আমি ভুল গুনেছি"],
        says=["সঠিক উত্তর {v}।"],
        hedge=["দাঁড়াও, হয়তো {v}?", "দুঃখিত, সম্ভবত সঠিক উত্তর {v}।"],
        doubt="তবে আমি নিশ্চিত নই।",
        back="না, উত্তর {f}-ই।"),
    "te": dict(
        first=["సమాధానం {f}."],
        opens=["ఆగండి", "క్షమించండి", "ఆగు"],
        reasons=["ఒక పెట్టె మర్చిపోయాను", "తప్పుగా లెక్కించాను"],
        says=["సరైనది {v}.", "సరైన సమాధానం {v}."],
        hedge=["ఆగండి, బహుశా {v}?", "క్షమించండి, బహుశా {v} కావచ్చు."],
        doubt="కానీ నాకు ఖచ్చితంగా తెలియదు.",
        back="కాదు, {f} సరైనదే."),
    "th": dict(
        first=["คำตอบคือ {f}"],
        opens=["เดี๋ยว", "ขอโทษ", "อ้อ"],
        reasons=["ลืมนับไปหนึ่งลัง", "นับผิด"],
        says=["ที่ถูกคือ {v}", "คำตอบที่ถูกต้องคือ {v}"],
        hedge=["เดี๋ยว อาจจะเป็น {v}", "ขอโทษ น่าจะเป็น {v} มั้ง"],
        doubt="แต่ไม่แน่ใจ",
        back="ไม่ใช่ {f} ถูกแล้ว"),
    "zh": dict(
        first=["答案是{f}。"],
        opens=["等一下", "不对", "抱歉"],
        reasons=["我少算了一箱", "我算错了"],
        says=["应该是{v}。", "正确答案是{v}。"],
        hedge=["等一下，可能是{v}？", "不对，也许是{v}。"],
        doubt="不过我不太确定。",
        back="不，还是{f}。"),
    "ja": dict(
        first=["答えは{f}です。"],
        opens=["いや", "すみません", "訂正"],
        reasons=["1箱数え忘れていました", "計算を間違えました"],
        says=["正しくは{v}です。", "正解は{v}です。"],
        hedge=["いや、たぶん{v}です。", "すみません、{v}かもしれません。"],
        doubt="でも自信がありません。",
        back="いや、やはり{f}です。"),
    "ko": dict(
        first=["답은 {f}입니다."],
        opens=["잠깐", "죄송", "아니"],
        reasons=["한 상자를 빠뜨렸습니다", "잘못 계산했습니다"],
        says=["정답은 {v}입니다.", "답은 {v}입니다."],
        hedge=["잠깐, 아마 {v}일 겁니다.", "죄송, {v}일지도 모릅니다."],
        doubt="하지만 확실하지 않습니다.",
        back="아니, 역시 {f}입니다."),
}

# the punctuation between opener, reason and statement: by script
SEP = {"zh": ("，", "，"), "ja": ("、", "。"), "th": (" ", " "),
       "ar": ("، ", "، "), "ko": (", ", ". ")}


def correction(lang, rows, rng, v):
    """One correction to v: an opener, a reason and a statement."""
    a, b = SEP.get(lang, (", ", rng.choice([", ", ": "])))
    return (rng.choice(rows["opens"]) + a + rng.choice(rows["reasons"]) +
            b + rng.choice(rows["says"]).format(v=v))


def variants(rng):
    vs = []
    for _ in range(12):
        for lang, rows in LANGS.items():
            a, b = rng.randint(3, 12), rng.randint(13, 19)
            # a Hindi value's "है" is read as a noun against a problem
            # in English that asks a count: no problem given there
            problem = None if lang == "hi" else PROBLEM.format(a=a, b=b)
            v = a * b
            f = v + rng.choice([-b, b, -1, 1, 10])
            o = v + rng.choice([2, 3, 7])
            gap = "" if lang in ("zh", "ja") else " "
            first = rng.choice(rows["first"]).format(f=f)
            fixed = first + gap + correction(lang, rows, rng, v)
            verify_run.right(vs, lang, str(v), fixed, problem, wrong=str(f))
            verify_run.right(vs, lang, str(v), first + gap +
                             correction(lang, rows, rng, o) + gap +
                             correction(lang, rows, rng, v), problem,
                             fam="twice", wrong=str(o))
            verify_run.add(vs, lang, "away", str(v), first + gap +
                           correction(lang, rows, rng, o), problem)
            verify_run.add(vs, lang, "hedged", str(v), first + gap +
                           rng.choice(rows["hedge"]).format(v=v, f=f),
                           problem)
            verify_run.add(vs, lang, "doubt", str(v), fixed + gap +
                           rows["doubt"], problem)
            verify_run.add(vs, lang, "back", str(f), fixed + gap +
                           rows["back"].format(f=f), problem)
    english(vs, rng)
    return vs


def english(vs, rng):
    """Boxes and a statement that says the correction itself (family
    "right"), and the twins a condition or a guess in the reason makes
    ("cond")."""
    for _ in range(20):
        a, b = rng.randint(3, 12), rng.randint(13, 19)
        problem = PROBLEM.format(a=a, b=b)
        v = a * b
        f = v + rng.choice([-b, b, 1])
        box = rng.choice([
            "\\boxed{{{f}}}\n\nWait, {a} × {b} = {v}, not {f}. "
            "Corrected answer: \\boxed{{{v}}}",
            "\\boxed{{{f}}}. Oops, I dropped a crate: it's "
            "\\boxed{{{v}}}.",
            "The answer is {f}. Actually, the correct total is {v}."])
        verify_run.right(vs, "en", str(v), box.format(a=a, b=b, v=v, f=f),
                         problem, wrong=str(f))
        cond = rng.choice([
            "The answer is {f}. Wait, if one crate were full, it's {v}.",
            "The answer is {f}. Oops, unless a crate is empty, it's {v}.",
            "The answer is {f}. Wait, I guess it's {v}.",
            "The answer is {f}. Hold on, I think it's {v}."])
        verify_run.add(vs, "en", "cond", str(v), cond.format(v=v, f=f),
                       problem)


def main():
    verify_run.usage("hostile_fix34")
    return verify_run.run("hostile_fix34", variants(random.Random(3434)),
                          group=lambda v: v["kind"],
                          right=lambda v: v["family"] in ("right", "twice"),
                          what="right ones", word="wrong", lost=lambda v:
                          True, width=4)


if __name__ == "__main__":
    sys.exit(main())
