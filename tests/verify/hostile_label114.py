#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_label114.py: the answer's label as a multilingual harness's
prompt leaves it: "回答：8" (its "Answer:" translated, Chinese and
Japanese), the English "Answer:" right after another language's phrase
and its colon ("Por lo tanto, la respuesta es: Answer: 8"), and the
answer named with what it answers ("La respuesta a este problema es 8",
"Die Antwort auf diese Aufgabe ist 8", in six languages): rewarded;
with a hedge, a negation, a bound or someone else's reply in them
("回答：可能是8", "他回答：8", "Die Antwort auf diese Aufgabe ist
vielleicht 8", "…es: Answer: quizás 8"), never (issue 26, session 63).

On session 62's binary each was no answer (41 of 600 of ChatGPT's MGSM
answers in the cross-lingual prompting outputs): 回 was read as a
subject before the answer line 答：, "Answer" as a word of another
language, "problema" as a word between the answer's name and its value.

usage: hostile_label114.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEMS = {
    "zh": "汤姆有3个苹果，又买了5个。他现在有几个苹果？",
    "ja": "トムはリンゴを3個持っていて、5個買いました。全部で何個ですか？",
    "es": "Tom tiene 3 manzanas y compra 5 más. ¿Cuántas tiene?",
    "fr": "Tom a 3 pommes et en achète 5. Combien en a-t-il ?",
    "de": "Tom hat 3 Äpfel und kauft 5 dazu. Wie viele hat er?",
    "it": "Tom ha 3 mele e ne compra 5. Quante ne ha?",
    "pt": "Tom tem 3 maçãs e compra mais 5. Quantas ele tem?",
    "ru": "У Тома 3 яблока, он покупает ещё 5. Сколько у него яблок?",
}
WORK = {"zh": "3 + 5 = 8。", "ja": "3 + 5 = 8です。", "es": "3 + 5 = 8.",
        "fr": "3 + 5 = 8.", "de": "3 + 5 = 8.", "it": "3 + 5 = 8.",
        "pt": "3 + 5 = 8.", "ru": "3 + 5 = 8."}
RIGHTS = {
    "zh": ["回答：8", "回答：8。", "回答: 8", "所以，回答：8", "回答：8个"],
    "ja": ["回答：8", "回答: 8", "回答：8個。"],
    "es": ["Por lo tanto, la respuesta es: Answer: 8.",
           "Entonces, la respuesta es: Answer: 8",
           "La respuesta a este problema es 8.",
           "La respuesta a esta pregunta es 8."],
    "fr": ["Donc, la réponse est : Answer: 8", "La réponse est : Answer: 8.",
           "La réponse à ce problème est 8.",
           "La réponse à cette question est 8."],
    "de": ["Antwort:  Answer: 8", "Die Antwort auf diese Aufgabe ist 8.",
           "Die Antwort auf diese Frage lautet 8."],
    "it": ["La risposta a questo problema è 8.",
           "La risposta a questa domanda è 8."],
    "pt": ["A resposta para este problema é 8.",
           "A resposta a esta pergunta é 8."],
    "ru": ["Ответ на эту задачу: 8.", "Ответ на этот вопрос: 8."],
}
TWINS = {
    "zh": ["回答：可能是8", "回答：不是8", "他回答：8", "有人回答：8",
           "回答：8？", "回答：大约8", "我的回答：8，但不确定"],
    "ja": ["回答：たぶん8", "回答：8ではない", "回答：8？", "回答：約8"],
    "es": ["Por lo tanto, la respuesta es: Answer: quizás 8.",
           "Por lo tanto, la respuesta no es: Answer: 8.",
           "Por lo tanto, la respuesta podría ser: Answer: 8.",
           "La respuesta a este problema no es 8.",
           "La respuesta a este problema podría ser 8.",
           "La respuesta a este problema es aproximadamente 8.",
           "La respuesta a este problema es 8, creo."],
    "fr": ["Donc, la réponse est : Answer: peut-être 8",
           "La réponse à ce problème n'est pas 8.",
           "La réponse à ce problème est peut-être 8.",
           "La réponse à ce problème est environ 8."],
    "de": ["Antwort:  Answer: vielleicht 8",
           "Die Antwort auf diese Aufgabe ist nicht 8.",
           "Die Antwort auf diese Aufgabe ist vielleicht 8.",
           "Die Antwort auf diese Aufgabe ist wohl 8.",
           "Die Antwort auf diese Aufgabe ist etwa 8."],
    "it": ["La risposta a questo problema non è 8.",
           "La risposta a questo problema è forse 8."],
    "pt": ["A resposta para este problema não é 8.",
           "A resposta para este problema é talvez 8."],
    "ru": ["Ответ на эту задачу: не 8.", "Ответ на эту задачу: возможно, 8."],
}


def labels(add):
    for lang, rights in RIGHTS.items():
        p = PROBLEMS[lang]
        for r in rights:
            for head in ["", WORK[lang] + "\n\n"]:
                add(lang + "-right", "8", p, head + r)
                add(lang + "-wrong", "9", p, head + r)
        for r in TWINS[lang]:
            for head in ["", WORK[lang] + "\n\n"]:
                add(lang + "-twin", "8", p, head + r)


def main():
    verify_run.usage("hostile_label114")
    return verify_run.run_kinds(
        "hostile_label114", verify_run.kind_rows([labels]), width=8)


if __name__ == "__main__":
    sys.exit(main())
