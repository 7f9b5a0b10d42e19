#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_label134.py: a box alone under a sentence that is a label
and the box's value ("Ответ неправильный: 4.\\n\\n\\boxed{4}", "Wrong
answer: 4.", "Blorf glorp: 4 apples.") is read with that label: a label
no row reads (a negation, a disowning word, a word of a language papo
does not read, a made-up word) gives no answer, as the label alone
without the box does; a label the rows read ("Answer:", "Ответ:",
"答案：", "Total:", the problem's words) keeps the box (issue 26,
session 66).

On session 65's binary every twin was rewarded: the box stood alone
and the sentence before it, a label and the same value, was taken for
its restatement whatever its label said.

usage: hostile_label134.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = [
    ("Tom has 9 apples and gives 5 apples away. How many apples does Tom "
     "have left?", "4", "apples"),
    ("Ein Zug fährt 3 Stunden mit 40 km/h. Wie viele Kilometer fährt er?",
     "120", "km"),
    ("小明有12个苹果，吃了5个。他还剩多少个苹果？", "7", "个"),
    ("У Маши 15 конфет, она съела 6. Сколько конфет осталось?", "9",
     "конфет"),
]

# labels no row reads, or that disown the value after them
UNREAD = [
    "Ответ неправильный", "Неверный ответ", "Відповідь неправильна",
    "Wrong answer", "Not the answer", "Incorrect result",
    "Falsche Antwort", "Antwort falsch", "Réponse fausse",
    "Respuesta incorrecta", "Resposta errada", "Risposta sbagliata",
    "错误答案", "答案不对", "間違った答え", "틀린 답", "Jawaban salah",
    "Đáp án sai", "Cevap yanlış", "Odpowiedź błędna", "Antwoord fout",
    "Blorf glorp", "Zork", "Ukweli si", "Mauvais calcul",
]
# labels the rows read, each with a problem it fits (None: any)
READ = [
    "Answer", "Final answer", "**Final Answer:**", "Total", "Result",
    "Ответ", "Итого", "答案", "Antwort", "Réponse", "Respuesta",
    "Resposta", "Risposta", "Jibu",
]
VALUE_FORMS = ["{v}", "**{v}**", "${v}$", "{v} {u}"]
BOXES = ["\\boxed{{{v}}}", "$\\boxed{{{v}}}$", "\\[\n\\boxed{{{v}}}\n\\]"]


def colon(label):
    """The label with its colon, a full-width one after CJK."""
    if label.endswith(":**"):
        return label
    if ord(label[-1]) > 0x2e80:
        return label + "："
    return label + ":"


def other(v):
    return str(int(v) + 1)


def labels(add):
    for p, v, u in PROBLEMS:
        for form in VALUE_FORMS:
            val = form.format(v=v, u=u)
            for box in BOXES:
                b = box.format(v=v)
                for lab in UNREAD:
                    r = ("We work it out step by step.\n\n" + colon(lab) +
                         " " + val + ".\n\n" + b)
                    add("label-twin", v, p, r)
                for lab in READ:
                    if lab.startswith("**"):
                        head = lab
                    else:
                        head = colon(lab)
                    r = ("We work it out step by step.\n\n" + head + " " +
                         val + "\n\n" + b)
                    if form == "{v} {u}" and lab not in ("Answer", "Ответ",
                                                         "答案"):
                        continue
                    add("label-right", v, p, r)
                    add("label-wrong", other(v), p, r)


def main():
    verify_run.usage("hostile_label134")
    return verify_run.run_kinds(
        "hostile_label134", verify_run.kind_rows([labels]), width=8)


if __name__ == "__main__":
    sys.exit(main())
