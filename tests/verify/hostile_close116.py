#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_close116.py: closing remarks chat models write after the
answer, found lost in ChatGPT's MGSM answers (LightChen233/cross-lingual-
prompting) and in a probe of thirteen languages: "¡Espero haber sido de
ayuda! Si tiene alguna otra pregunta, no dude en preguntar.", "Надеюсь,
мое объяснение было понятным и полезным.", "以上、私の解答が参考になれば
幸いです。", "如有疑问请告诉我。", "도움이 되었길 바랍니다.", "Spero di
esserti stato d'aiuto!", "Feel free to ask follow-ups!": rewarded; the
same with a doubt, a condition, a correction or another value in or
after them, never (issue 26, session 63).

On session 62's binary each right form was no answer ("words after it
not recognised"): answer_close.c's forms held none of them.

usage: hostile_close116.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

ANSWERS = {"es": "Respuesta: 54.", "ru": "Ответ: 54.", "ja": "答え: 54。",
           "zh": "答案是 54。", "ko": "답은 54입니다.",
           "it": "La risposta è 54.", "en": "The answer is 54."}
CLOSINGS = {
    "es": ["¡Espero haber sido de ayuda!",
           "¡Espero haber sido de ayuda! Si tiene alguna otra pregunta, no "
           "dude en preguntar.",
           "¡Espero que esto te haya sido útil! Si tienes alguna otra "
           "pregunta, no dudes en preguntar.",
           "Espero que esta respuesta le haya sido de ayuda."],
    "ru": ["Надеюсь, мое объяснение было понятным и полезным.",
           "Надеюсь, моё объяснение было понятным. Если у вас есть еще "
           "какие-то вопросы, не стесняйтесь задавать.",
           "Если у вас есть ещё какие-либо вопросы, не стесняйтесь "
           "спрашивать."],
    "ja": ["以上、私の解答が参考になれば幸いです。",
           "以上、私の解答が参考になれば幸いです。他にも何かございましたら、"
           "お気軽にお問い合わせください。"],
    "zh": ["如有疑问请告诉我。"],
    "ko": ["도움이 되었길 바랍니다."],
    "it": ["Spero di esserti stato d'aiuto!", "Spero di esserti stata utile."],
    "en": ["Feel free to ask follow-ups!",
           "Please feel free to ask any follow-up questions."],
}
DOUBTS = {
    "es": ["¡Espero haber sido de ayuda, aunque no estoy seguro!",
           "Espero haber sido de ayuda. Quizás sea 55.",
           "¡Espero que esto te haya sido útil, aunque podría estar mal!"],
    "ru": ["Надеюсь, мое объяснение было понятным, но я не уверен.",
           "Надеюсь, мое объяснение было понятным. Или 55."],
    "ja": ["以上、私の解答が参考になれば幸いです。たぶん55です。",
           "以上、私の解答が参考になれば幸いですが、自信はありません。"],
    "zh": ["如有疑问请告诉我，不过我不确定。", "如有疑问请告诉我。也可能是55。"],
    "ko": ["도움이 되었길 바랍니다. 확실하지 않습니다."],
    "it": ["Spero di esserti stato d'aiuto, ma non ne sono sicuro.",
           "Spero di esserti stato d'aiuto. Forse 55."],
    "en": ["Feel free to ask follow-up questions if you doubt it!",
           "Feel free to ask follow-ups! It might be 55 though."],
}


def closes(add):
    for lang, closings in CLOSINGS.items():
        a = ANSWERS[lang]
        for c in closings:
            for sep in ["\n\n", " "]:
                add(lang + "-right", "54", None, a + sep + c)
                add(lang + "-wrong", "55", None, a + sep + c)
        for c in DOUBTS[lang]:
            add(lang + "-twin", "54", None, a + "\n\n" + c)


def main():
    verify_run.usage("hostile_close116")
    return verify_run.run_kinds(
        "hostile_close116", verify_run.kind_rows([closes]), width=8)


if __name__ == "__main__":
    sys.exit(main())
