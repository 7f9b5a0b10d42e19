#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_label76.py: the last line a label of the answer, the result,
the solution or the total gives, in eighteen languages; a Ukrainian
statement written only in letters Russian shares; and a label's aside
that names the value's unit (issue 26, session 56).

Lost on session 55's binary though they answer the question:

- labels no row held: "Matokeo:", "Matokeo ya mwisho:", "Suluhisho:"
  (sw), "Rozwiązanie:", "Wynik końcowy:" (pl), "Итоговый ответ:",
  "Итог:", "Решение:" (ru), "Підсумок:" (uk), "Çözüm:" (tr),
  "Penyelesaian:", "Solusi:" (id), "Keputusan:" (ms), "Lời giải:",
  "Trả lời:" (vi), "Endantwort:", "Antwortsatz:" (de), "Réponse
  définitive :" (fr), "답변:", "최종 답변:" (ko), "ผลลัพธ์:" (th);
  a box after "Solución:", "Solução:", "Insgesamt:", "总计:", "รวม:";
- a short label whose bold closes before its colon ("**答**: 168",
  "**답**: 168", "**Matokeo**: 168": answer_frame.c's prefilter read
  the eight bytes from the label's start and met '*' for ':');
- a Ukrainian statement with no letter Russian lacks ("Отже, разом 168
  книжок.": the Russian table read it, and "отже", "разом" are no
  Russian words), and its capital label ("Разом: 168");
- a label's aside that names a unit alone ("Answer (dollars): 18",
  "Final Answer (USD): 18", "Answer ($): 18").

Rewarded on it though the response says the value is not the answer:
"ไม่ใช่ 168" (not 168) after another value, read as a correction's
opener and its value ("No, 168." is one: answer_amend.c now asks the
opener's punctuation before a bare value).

Rewarded on it though the value is not the question's: a label's aside
that names another unit ("Answer (in hours): 18", "The answer (in cm)
is 18." to a question in dollars: the unit was not read).

usage: hostile_label76.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): label, bold, uk, unit, neg.
"""
import sys

import hostile_affix71
import verify_run

WORK = "{a} × {b} = {v}.\n\n"

# Each language's labels (right), and its word for "about" and "not"
# (twins), under the library problem in that language.
LABELS = {
    "de": (["Ergebnis", "Endergebnis", "Endantwort", "Antwortsatz",
            "Gesamt", "Summe"], "etwa", "nicht"),
    "fr": (["Réponse", "Réponse définitive", "Résultat final", "Total"],
           "environ", "pas"),
    "es": (["Respuesta final", "Resultado", "Solución", "Suma"],
           "aproximadamente", "no"),
    "it": (["Risposta finale", "Risultato", "Soluzione", "Totale"],
           "circa", "non"),
    "pt": (["Resposta final", "Resultado", "Solução", "Soma"],
           "aproximadamente", "não"),
    "ru": (["Итоговый ответ", "Итог", "Решение", "Результат"],
           "примерно", "не"),
    "uk": (["Відповідь", "Підсумок", "Разом", "Результат"], "приблизно",
           "не"),
    "pl": (["Rozwiązanie", "Wynik końcowy", "Wynik", "Razem"], "około",
           "nie"),
    "id": (["Penyelesaian", "Solusi", "Hasil akhir", "Jawaban akhir"],
           "sekitar", "bukan"),
    "ms": (["Keputusan", "Penyelesaian", "Jawapan"], "kira-kira",
           "bukan"),
    "vi": (["Lời giải", "Trả lời", "Đáp số", "Kết quả"], "khoảng",
           "không phải"),
    "sw": (["Matokeo", "Matokeo ya mwisho", "Suluhisho", "Jibu"],
           "karibu", "si"),
    "zh": (["答案", "总计", "合计", "最终结果"], "大约", "不是"),
    "ja": (["答え", "合計", "最終的な答え"], "約", "ではなく"),
    "ko": (["답", "답변", "최종 답변", "합계"], "약", "아님"),
    "th": (["คำตอบ", "ผลลัพธ์", "รวม"], "ประมาณ", "ไม่ใช่"),
}

FORMS = ["{L}: {v}", "**{L}:** {v}", "{L}: \\boxed{{{v}}}", "{L}: ${v}$"]
SIGNS = ["{L}: ≈ {v}", "{L}: ~{v}", "{L}: {v}?", "{L}: {v} (?)"]


def books(lang):
    return verify_run.BOOKS_IN[lang].replace("{b}", "24")


def label(add):
    for lang in sorted(LABELS):
        labels, about, neg = LABELS[lang]
        p = books(lang)
        rights = [f.replace("{L}", x) for x in labels for f in FORMS]
        twins = [f.replace("{L}", x) for x in labels[:2] for f in SIGNS]
        twins += ["%s: %s {v}" % (labels[0], about),
                  "%s: %s {v}" % (labels[-1], neg)]
        verify_run.kind_forms(add, "label", (168, 216), p, rights, twins,
                              a_of=lambda v: v // 24,
                              work=lambda v: WORK.format(a=v // 24, b=24,
                                                         v=v))
    tr = hostile_affix71.TR
    verify_run.kind_forms(
        add, "label", (18, 27), tr,
        ["Çözüm: {v}", "**Çözüm:** {v}", "Çözüm: \\boxed{{{v}}}",
         "Son cevap: {v}", "**Sonuç**: {v}"],
        ["Çözüm: yaklaşık {v}", "Çözüm: ≈ {v}", "Çözüm: {v} değil",
         "Son cevap: belki {v}"],
        a_of=verify_run.egg_price,
        work=lambda v: "9 × %d = %d.\n\n" % (v // 9, v))


def bold(add):
    for lang, labels in (("zh", ["答", "答案"]), ("ja", ["答", "答え"]),
                         ("ko", ["답"]), ("sw", ["Matokeo", "Jibu"]),
                         ("pl", ["Wynik"])):
        rights = ["**%s**: {v}" % x for x in labels]
        twins = ["**%s**: ≈ {v}" % x for x in labels]
        twins += ["**%s**: {v}?" % x for x in labels]
        verify_run.kind_forms(add, "bold", (168, 216), books(lang), rights,
                              twins, a_of=lambda v: v // 24,
                              work=lambda v: WORK.format(a=v // 24, b=24,
                                                         v=v))


def uk(add):
    verify_run.kind_forms(
        add, "uk", (168, 216), books("uk"),
        ["Отже, разом {v} книжок.", "Отже, всього {v} книжок.",
         "Разом: {v}", "Разом {v} книжок.", "Тож разом {v} книжок."],
        ["Отже, разом приблизно {v} книжок.", "Отже, разом zzzz {v}.",
         "Отже, разом не {v} книжок.", "Отже, разом майже {v} книжок.",
         "Отже, мабуть, разом {v} книжок.", "Разом: понад {v}",
         "Отже, разом {u} книжок, а не {v}."],
        a_of=lambda v: v // 24,
        work=lambda v: WORK.format(a=v // 24, b=24, v=v))


EGG = ("Janet’s ducks lay 16 eggs per day. She eats three for breakfast "
       "every morning and bakes muffins for her friends every day with "
       "four. She sells the remainder at the farmers' market daily for "
       "${a} per fresh duck egg. How much in dollars does she make every "
       "day at the farmers' market?")


def unit(add):
    verify_run.kind_forms(
        add, "unit", (18, 27), EGG,
        ["Answer (dollars): {v}", "Final Answer (USD): {v}",
         "Answer ($): {v}", "Answer (in dollars): {v}",
         "**Answer (dollars):** {v}", "The answer (in dollars) is {v}."],
        ["Answer (in hours): {v}", "Answer (cm): {v}",
         "The answer (in hours) is {v}.", "Answer (in euros): {v}",
         "Answer (kg): {v}", "Answer (dollars, roughly): {v}",
         "Answer (blorf): {v}", "Answer (guess): {v}"],
        a_of=verify_run.egg_price,
        work=lambda v: ("She sells 16 - 3 - 4 = 9 eggs a day at $%d each: "
                        "9 × %d = %d.\n\n" % (v // 9, v // 9, v)))


NEGS = ["No", "Nein", "Non", "Não", "Нет", "Ні", "Nie", "ไม่ใช่", "不对",
        "Hapana", "Hayır", "Bukan", "Không"]


def neg(add):
    """A correction's opener then its value after a comma (rewarded: the
    response takes its 160 back), and a negation's word with a space
    alone before the value (not V: never)."""
    verify_run.kind_forms(
        add, "neg", (168, 216), verify_run.BOOKS.replace("{b}", "24"),
        ["%s, {v}." % x for x in ("No", "Nein", "Нет", "Nie", "ไม่ใช่")] +
        ["不对，{v}。", "เดี๋ยว ไม่ใช่ {v}"],
        ["%s {v}" % x for x in NEGS] + ["%s {v}." % x for x in NEGS],
        a_of=lambda v: v // 24,
        work=lambda v: "%d × 24 = %d. So the answer is %d.\n\n" %
        (v // 24, v - 8, v - 8))


def main():
    verify_run.usage("hostile_label76")
    return verify_run.run_kinds(
        "hostile_label76", verify_run.kind_rows([label, bold, uk, unit,
                                                 neg]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
