#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_close.py: a closing remark after the answer counts as one
only when the sentence as a whole is a remark papo-verify recognises,
not when its words merely are closing words.

usage: hostile_close.py PAPO_VERIFY [--list]

papo-verify read a sentence after the answer as a closing remark when
every word of it was a closing word of one language ("I hope this
helps", "Das ist die Lösung"), so the same words arranged as a hedge
were forgiven too: "\\boxed{10}. If I am right.", "I hope so.", "Let me
know if this is the right answer.", "Ich hoffe, das ist die richtige
Antwort.", "Надеюсь, это окончательный ответ.", "希望这就是答案。".
Twins: hedges, conditions and questions about the answer written with
closing words, in the languages papo-verify lists, after the answer
given four ways in the same language, and in the answer's own sentence
after its value ("The answer is 42, I hope."): none may be rewarded.  Controls:
the closing remarks models write (chat sign-offs, the Minerva prompt's
"I hope it is correct.", "This completes the proof.") after the same
answers: every one rewarded.  Random but seeded: the same variants
every run.

Prints each variant judged wrongly and a count per language; exits 1
when a twin is rewarded or a control is not.  --list writes the
variants (JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["7", "42", "12", "3.5"]

# Per language: the answer given (G for the value), the remarks that
# must be read as closing ones, and hedges of closing words.
LANGS = {
    "en": (["The answer is \\boxed{G}.", "Final answer: \\boxed{G}.",
            "So the total is **G**.", "Therefore, the answer is G."],
           ["I hope this helps!", "Hope this helps.", "I hope it helps.",
            "I hope it is correct.",
            "Let me know if you have any other questions.",
            "Let me know if you have any questions!",
            "This is the final answer.", "That is the final answer.",
            "This completes the proof.", "This completes the solution.",
            "This completes the computation.", "That is correct.",
            "I am confident of it.", "Done.", "Thanks for reading!",
            "Good luck!", "Thank you.", "Glad to help!",
            "Cheers!"],
           ["If I am right.", "If this is right.", "If this is correct.",
            "If that is the answer.", "If so.", "I hope so.",
            "I hope I am right.", "Hope so.", "So I hope.",
            "Let me know if this is right.",
            "Let me know if I am right.",
            "Let me know if this is the correct answer.",
            "Let me know if that is correct.",
            "Let us know if this is the final answer.",
            "Am I right?", "Is this right?", "Is that the answer?",
            "Is this the final answer?", "Is that correct?",
            "This is the answer if I am right.",
            "That is the answer, I hope.",
            "I hope that is the final answer.",
            "I hope this is the correct answer.",
            "If this is the final answer.",
            "I am sure if this is right.",
            "If it is all right.", "If you have the answer, let me know.",
            "Let me know the correct answer.",
            "This is the answer if the problem is right.",
            "I am not sure.", "If I have it right.",
            "Right, if I am correct.", "Correct if so."]),
    "es": (["La respuesta es \\boxed{G}.", "Respuesta final: \\boxed{G}.",
            "Por lo tanto, la respuesta es **G**.",
            "La respuesta final es G."],
           ["Espero que te ayude.", "¡Espero que te ayude!",
            "Esta es la respuesta final.", "Esa es la respuesta correcta.",
            "Espero haberte ayudado.", "¡Espero que te sirva!",
            "¡Saludos!"],
           ["Espero que esta es la respuesta correcta.",
            "Si esta es la respuesta correcta.",
            "Si es la respuesta final.", "Espero que es la respuesta.",
            "¿Es esta la respuesta final?",
            "Esta es la respuesta final, espero."]),
    "pt": (["A resposta é \\boxed{G}.", "Resposta final: \\boxed{G}.",
            "Portanto, a resposta é **G**.", "A resposta final é G."],
           ["Espero ter ajudado!", "Espero que isso ajude.",
            "Esta é a resposta final.", "Essa é a resposta correta.",
            "Espero que tenha ajudado."],
           ["Espero que esta é a resposta correta.",
            "Espero que essa é a resposta final.",
            "Espero que o resultado é correto.",
            "Esta é a resposta final, espero.",
            "Espero que isso é a resposta."]),
    "fr": (["La réponse est \\boxed{G}.", "Réponse finale : \\boxed{G}.",
            "Donc la réponse est **G**.", "La réponse finale est G."],
           ["J'espère que cela vous aide.", "C'est la réponse finale.",
            "C'est la solution.", "Bonne journée !"],
           ["Si c'est la réponse finale.", "Si c'est la solution.",
            "J'espère que c'est la réponse finale.",
            "C'est la réponse finale, j'espère.",
            "Si c'est la bonne solution."]),
    "de": (["Die Antwort ist \\boxed{G}.", "Endergebnis: \\boxed{G}.",
            "Also ist die Antwort **G**.", "Die Antwort lautet G."],
           ["Ich hoffe, das hilft!", "Ich hoffe, das hilft dir.",
            "Das ist die Lösung.", "Das ist die richtige Antwort.",
            "Viel Erfolg!"],
           ["Ich hoffe, das ist die richtige Antwort.",
            "Ich hoffe, das ist die Lösung.",
            "Ich hoffe es.", "Das ist die Lösung, hoffe ich.",
            "Ich hoffe, das ist das richtige Ergebnis.",
            "Ist das die richtige Antwort?"]),
    "it": (["La risposta è \\boxed{G}.", "Risposta finale: \\boxed{G}.",
            "Quindi la risposta è **G**.", "La risposta finale è G."],
           ["Spero che ti sia utile.", "Questa è la risposta finale.",
            "Spero che ti aiuti!"],
           ["Spero che questa sia la risposta corretta.",
            "Spero che la risposta sia corretta.",
            "Questa è la risposta finale, spero.",
            "Spero che il risultato sia corretto."]),
    "ru": (["Ответ: \\boxed{G}.", "Окончательный ответ: \\boxed{G}.",
            "Итак, ответ **G**.", "Ответ равен G."],
           ["Надеюсь, это поможет!", "Надеюсь, это помогло.",
            "Это окончательный ответ.", "Это и есть ответ.", "Удачи!"],
           ["Надеюсь, это окончательный ответ.",
            "Надеюсь, это и есть ответ.",
            "Это и есть ответ, надеюсь.",
            "Надеюсь, это правильный ответ."]),
    "uk": (["Відповідь: \\boxed{G}."],
           ["Сподіваюся, це допоможе.", "Це остаточна відповідь.",
            "Дякую."],
           ["Сподіваюся, це остаточна відповідь.",
            "Це остаточна відповідь, сподіваюся."]),
    "pl": (["Odpowiedź: \\boxed{G}."],
           ["Mam nadzieję, że to pomoże.", "To jest ostateczna odpowiedź.",
            "Dziękuję."],
           ["Mam nadzieję, że to jest ostateczna odpowiedź.",
            "To jest ostateczna odpowiedź, mam nadzieję."]),
    "tr": (["Cevap \\boxed{G}."],
           ["Umarım bu yardımcı olur.", "Bu nihai cevaptır.",
            "Teşekkürler."],
           ["Umarım bu nihai cevaptır.",
            "Bu nihai cevaptır, umarım."]),
    "id": (["Jawabannya adalah \\boxed{G}."],
           ["Semoga membantu.", "Terima kasih.",
            "Itulah jawaban akhirnya."],
           ["Semoga itulah jawaban akhirnya.",
            "Semoga ini jawaban akhir yang benar."]),
    "sw": (["Jibu ni \\boxed{G}."],
           ["Natumaini hii inasaidia.", "Hili ndilo jibu sahihi.",
            "Asante."],
           ["Natumaini hili ndilo jibu sahihi.",
            "Natumai hilo ndilo jibu la mwisho."]),
    "vi": (["Đáp án là \\boxed{G}."],
           ["Hy vọng điều này giúp ích cho bạn.", "Cảm ơn.",
            "Đây là đáp án cuối cùng."],
           ["Hy vọng đây là đáp án cuối cùng.",
            "Hy vọng đây là đáp án đúng."]),
    "zh": (["答案是 \\boxed{G}。", "所以最终答案是 **G**。"],
           ["希望对你有帮助！", "这就是答案。", "这就是最终答案。",
            "希望这对你有帮助。", "希望能帮到你。"],
           ["希望这就是答案。", "希望这就是最终答案。",
            "这就是答案吧。", "如果这就是答案。"]),
    "ja": (["答えは \\boxed{G} です。"],
           ["以上です。", "これが答えです。", "お役に立てれば幸いです。",
            "参考になれば幸いです。"],
           ["これが答えだといいのですが。", "これが答えでしょうか。"]),
    "ko": (["답은 \\boxed{G}입니다."],
           ["이것이 답입니다.", "이것이 최종 답입니다.",
            "도움이 되셨길 바랍니다!", "도움이 되었으면 좋겠습니다."],
           ["이것이 답이길 바랍니다.", "이것이 답일까요?"]),
}


# Hedges in the answer's own sentence, after its value and a comma
# (the answer given with no full stop of its own).
REST = {
    "en": (["The answer is G", "So the total is G", "The final answer is G"],
           ["I hope", "I hope so", "and I hope this is the correct answer",
            "and I hope that is the final answer",
            "let me know the correct answer", "let me know if I am right",
            "I am sure if this is right", "hope so"]),
    "de": (["Die Antwort ist G", "Das Ergebnis ist G"],
           ["hoffe ich", "ich hoffe, das ist die richtige Antwort",
            "ich hoffe es"]),
    "es": (["La respuesta es G"], ["espero", "espero que es la respuesta"]),
    "pt": (["A resposta é G"], ["espero", "espero que esta é a resposta"]),
    "it": (["La risposta è G"], ["spero", "spero che sia corretta"]),
    "fr": (["La réponse est G"], ["j'espère", "si c'est la solution"]),
    "ru": (["Ответ G", "Ответ равен G"],
           ["надеюсь", "надеюсь, это окончательный ответ"]),
}


def rows(rng):
    out = []
    for lang, (leads, hedges) in REST.items():
        for t in hedges:
            for lead in leads:
                v = rng.choice(VALUES)
                out.append(("hedge", lang, v,
                            lead.replace("G", v) + ", " + t + "."))
    for lang, (leads, remarks, hedges) in LANGS.items():
        for kind, texts in (("control", remarks), ("hedge", hedges)):
            for t in texts:
                for lead in leads:
                    # a remark with "if" after a bold or plain value is
                    # refused (a lost right answer, not this test's)
                    if kind == "control" and " if " in t and \
                            "boxed" not in lead:
                        continue
                    v = rng.choice(VALUES)
                    sep = rng.choice([" ", "\n\n", "  "])
                    out.append((kind, lang, v,
                                lead.replace("G", v) + sep + t))
    return out


def main():
    verify_run.usage("hostile_close")
    rng = random.Random(26)
    vs = [{"family": "%s-%s" % (k, lang), "answer": v, "response": r}
          for k, lang, v, r in rows(rng)]
    return verify_run.run(
        "hostile_close", vs, lambda v: v["family"].split("-")[1],
        lambda v: v["family"].startswith("control"), width=4)


if __name__ == "__main__":
    sys.exit(main())
