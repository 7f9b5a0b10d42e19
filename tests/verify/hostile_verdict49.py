#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_verdict49.py: a check after the boxed answer that ends on a
verdict, in 21 languages: "Check: 6 × 21 = 126. Correct.", "Check: 6 ×
21 = 126, correct.", "验证：6×21=126，正确。", "Проверка: 6 · 21 = 126.
Верно.", or the verdict alone after the box (issue 26, session 37: each
was no_answer, the verdict a sentence no row read).

usage: hostile_verdict49.py PAPO_VERIFY [--list]

Family right-LANG: the box, then the check and its verdict (a sentence
of its own, or after a comma), or the verdict alone: rewarded, and
never against another value (family wrong).  Family LANG-twist: the
same with the verdict negated or asked ("Incorrect.", "Stimmt nicht.",
"不对。", "Correct?"), or the check giving another value before a
verdict that says right ("6 × 21 = 127. Correct."), or the box with a
verdict's word after a hedge in its own sentence ("$\\boxed{126}$ — to
be confirmed."): none rewarded.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# per language: the problem ({a} shelves of {b} books; None: the
# English one), the check's label, the verdicts (a sentence; the first
# also after a comma) and the twisted ones
LANGS = {
    "en": (verify_run.BOOKS, "Check:", ["Correct.", "Verified.",
           "Confirmed.", "Yes, correct.", "This is correct.",
           "It checks out."],
           ["Incorrect.", "Not correct.", "Correct?", "Is this correct?",
            "Probably correct.", "Maybe correct.", "Almost correct.",
            "Correct, I think.", "Mostly correct.", "Correct. Wait, no."]),
    "fr": (verify_run.BOOKS_IN["fr"], "Vérification :",
           ["Correct.", "C'est correct.", "C'est juste.", "Exact."],
           ["Ce n'est pas correct.", "Faux.", "C'est correct ?",
            "Peut-être correct.", "Presque correct."]),
    "de": (verify_run.BOOKS_IN["de"], "Probe:",
           ["Stimmt.", "Richtig.", "Das stimmt.", "Das ist richtig."],
           ["Stimmt nicht.", "Falsch.", "Stimmt das?",
            "Vielleicht richtig.", "Fast richtig."]),
    "es": (verify_run.BOOKS_IN["es"], "Comprobación:",
           ["Correcto.", "Es correcto.", "Sí, es correcto."],
           ["No es correcto.", "Incorrecto.", "¿Es correcto?",
            "Quizás correcto."]),
    "it": (verify_run.BOOKS_IN["it"], "Verifica:",
           ["Corretto.", "È corretto.", "Giusto."],
           ["Non è corretto.", "Sbagliato.", "È corretto?"]),
    "pt": (verify_run.BOOKS_IN["pt"], "Verificação:",
           ["Correto.", "Está correto.", "Certo."],
           ["Não está correto.", "Errado.", "Está correto?"]),
    "ru": (verify_run.BOOKS_IN["ru"], "Проверка:",
           ["Верно.", "Правильно.", "Всё верно.", "Сходится."],
           ["Неверно.", "Не сходится.", "Верно?", "Кажется, верно.", "Почти верно."]),
    "uk": (verify_run.BOOKS_IN["uk"], "Перевірка:",
           ["Вірно.", "Правильно.", "Все правильно."],
           ["Невірно.", "Неправильно.", "Вірно?"]),
    "pl": (verify_run.BOOKS_IN["pl"], "Sprawdzenie:",
           ["Zgadza się.", "Poprawnie.", "Wszystko się zgadza."],
           ["Nie zgadza się.", "Niepoprawnie.", "Zgadza się?"]),
    "tr": (verify_run.BOOKS_IN["tr"], "Kontrol:",
           ["Doğru.", "Evet, doğru."], ["Yanlış.", "Doğru değil.",
                                        "Doğru mu?"]),
    "vi": (verify_run.BOOKS_IN["vi"], "Kiểm tra:",
           ["Đúng.", "Chính xác."], ["Sai.", "Không đúng.", "Đúng không?"]),
    "id": (verify_run.BOOKS_IN["id"], "Cek:",
           ["Benar.", "Ya, benar.", "Tepat."],
           ["Salah.", "Tidak benar.", "Benar?"]),
    "sw": (verify_run.BOOKS_IN["sw"], "Uhakiki:", ["Sahihi.", "Ni sahihi."],
           ["Si sahihi.", "Kosa.", "Ni sahihi?"]),
    "zh": (verify_run.BOOKS_IN["zh"],
           "验证：", ["正确。", "没错。", "无误。"],
           ["不对。", "不正确。", "正确吗？", "可能正确。", "基本正确。", "大致正确。"]),
    "ja": (verify_run.BOOKS_IN["ja"], "検算：", ["正しい。", "合っています。"],
           ["正しくない。", "間違い。", "正しい？", "ほぼ正しい。"]),
    "ko": (verify_run.BOOKS_IN["ko"], "검산:", ["맞습니다.", "정확합니다."],
           ["틀렸습니다.", "맞지 않습니다.", "맞습니까?", "거의 맞습니다."]),
}

# the check's verdict after a comma, per language
COMMA = {"en": ", correct", "fr": ", juste", "de": ", stimmt",
         "es": ", correcto", "it": ", corretto", "pt": ", correto",
         "ru": ", верно", "uk": ", вірно", "pl": ", zgadza się",
         "tr": ", doğru", "vi": ", đúng", "id": ", benar",
         "sw": ", sahihi", "zh": "，正确", "ja": "、正しい",
         "ko": ", 맞습니다"}


# a verdict's word inside the value's own sentence, after a hedge: the
# value's sentence is no check ("42 — to be confirmed"), per language
PENDING = {"en": [" — to be confirmed", ", yet to be verified",
                  " (to be confirmed)", ", to be verified",
                  " — pending verification", ", not verified",
                  " — needs to be confirmed", ", unconfirmed"],
           "fr": [" (à confirmer)", ", à vérifier"],
           "de": [" (noch zu bestätigen)", ", zu prüfen"],
           "ru": [" (требует проверки)", ", не проверено"],
           "zh": ["，待确认", "（待验证）"]}


def stop(lang):
    return "。" if lang in ("zh", "ja") else "."


def variants(rng):
    vs = []
    for _ in range(4):
        for lang in sorted(LANGS):
            problem, label, good, bad = LANGS[lang]
            a, b, v = verify_run.books_drawn(rng)
            p = problem.format(a=a, b=b)
            work = "%d × %d = %d%s" % (a, b, v, stop(lang))
            sep = rng.choice(verify_run.SEPS[1:])
            box = work + sep + "$\\boxed{%d}$" % v + sep
            check = "%s %d × %d = %d" % (label, a, b, v)
            for g in good:
                verify_run.right(vs, lang, str(v), box + check + stop(lang)
                                 + " " + g, p, fam="right-" + lang,
                                 wrong=str(v + 7))
                verify_run.right(vs, lang, str(v), box + g, p,
                                 fam="right-" + lang, wrong=str(v + 7))
            verify_run.right(vs, lang, str(v), box + check + COMMA[lang] +
                             stop(lang), p, fam="right-" + lang,
                             wrong=str(v + 7))
            for t in bad:
                verify_run.add(vs, lang, lang + "-twist", str(v),
                               box + check + stop(lang) + " " + t, p)
                verify_run.add(vs, lang, lang + "-twist", str(v), box + t, p)
            for t in PENDING.get(lang, []):
                verify_run.add(vs, lang, lang + "-twist", str(v), work + sep
                               + "$\\boxed{%d}$" % v + t + stop(lang), p)
            # the check gives another value, then says right
            off = "%s %d × %d = %d" % (label, a, b, v + 1)
            verify_run.add(vs, lang, lang + "-twist", str(v),
                           box + off + stop(lang) + " " + good[0], p)
            verify_run.add(vs, lang, lang + "-twist", str(v),
                           box + off + COMMA[lang] + stop(lang), p)
    return vs


def main():
    verify_run.usage("hostile_verdict49")
    return verify_run.run("hostile_verdict49", variants(random.Random(4950)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
