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
                    v = rng.choice(VALUES)
                    sep = rng.choice([" ", "\n\n", "  "])
                    out.append((kind, lang, v,
                                lead.replace("G", v) + sep + t))
    return out + recall_rows(rng) + all_rows(rng) + check_rows()


# A check after the answer that names part of what it holds of ("This
# satisfies some of the conditions.") and its twin that names all of it
# (h23-holes13): main (a887554) rewarded 30 of the 192 part checks (after
# a bold value).  Each verb and each part after each English lead.
CHECK_VERBS = ["satisfies", "meets", "fulfills", "matches"]
CHECK_PART = ["some of", "most of", "half of", "a few of", "several of",
              "two of"]
CHECK_WHOLE = ["all of", "all"]	# the forms answer_close.c recognises
CHECK_OBJECTS = ["the conditions", "the requirements"]


def check_rows():
    out = []
    for lead in LANGS["en"][0]:
        for vb in CHECK_VERBS:
            for obj in CHECK_OBJECTS:
                for kind, qs in (("twin", CHECK_PART),
                                 ("recall", CHECK_WHOLE)):
                    for q in qs:
                        v = VALUES[len(out) % len(VALUES)]
                        t = "This %s %s%s." % (vb, q + " " if q else "",
                                               obj)
                        out.append((kind, "en", v,
                                    lead.replace("G", v) + "\n\n" + t))
    return out


# Lost signal (issue 26): offers of help, wishes, thanks and checks with
# no value and no condition that chat models write after a right answer
# (the tails harvested from the corpus and ../shared/data, and each
# language's common forms): every one rewarded.  Each is given hostile
# twins: the same sentence with a condition on the answer, a hedge or
# an assumption before it, a doubt after it; none rewarded.
# Per language: the remarks, a condition, a hedge, an assumption, a doubt.
RECALL = {
    "en": (["Feel free to ask if anything is unclear!",
            "Let me know if you need further clarification.",
            "I hope this step-by-step solution helps you understand the "
            "problem better!",
            "I hope this answers your question!",
            "If you have any other questions, feel free to ask.",
            "Don't hesitate to ask if you have any further questions.",
            "This satisfies all the conditions.",
            "This can be verified by substitution.",
            "This function satisfies the original equation (*), as can be "
            "verified by direct substitution.",
            "Thank you for the question.",
            "Let me know if you'd like further clarification!",
            "Hope this clarifies things!",
            "Feel free to reach out if you have any more questions.",
            "If you have any other questions, don't hesitate to ask.",
            "Let me know if you have any questions about this solution.",
            "Good luck with your studies!",
            "We can verify this by substituting it back into the original "
            "equation.",
            "Therefore, this solution satisfies all the conditions of the "
            "problem."],
           "if n is even", "Perhaps", "Assuming the problem is right,",
           "but I am not sure"),
    "es": (["Espero que esto ayude.",
            "Si tienes alguna pregunta, no dudes en preguntar.",
            "Esto cumple todas las condiciones.", "¡Gracias!"],
           "si n es par", "Quizás", "Suponiendo que n es par,",
           "pero no estoy seguro"),
    "pt": (["Se tiver alguma dúvida, não hesite em perguntar.",
            "Isso satisfaz todas as condições.", "Obrigado!"],
           "se n for par", "Talvez", "Supondo que n é par,",
           "mas não tenho certeza"),
    "fr": (["Si vous avez des questions, n'hésitez pas à demander.",
            "Cela satisfait toutes les conditions.", "Merci !"],
           "si n est pair", "Peut-être", "En supposant que n est pair,",
           "mais je ne suis pas sûr"),
    "de": (["Das ist die endgültige Antwort.",
            "Bei Fragen helfe ich gerne weiter.",
            "Ich hoffe, das hilft dir weiter!",
            "Dies erfüllt alle Bedingungen.", "Danke!"],
           "wenn n gerade ist", "Vielleicht", "Angenommen n ist gerade,",
           "aber ich bin nicht sicher"),
    "it": (["Se hai domande, non esitare a chiedere.",
            "Questo soddisfa tutte le condizioni.", "Grazie!"],
           "se n è pari", "Forse", "Supponendo che n sia pari,",
           "ma non sono sicuro"),
    "ru": (["Если у вас есть вопросы, обращайтесь!",
            "Это удовлетворяет всем условиям.", "Спасибо!"],
           "если n чётно", "Возможно", "Предполагая, что n чётно,",
           "но я не уверен"),
    "uk": (["Якщо у вас є питання, звертайтеся!",
            "Це задовольняє всім умовам."],
           "якщо n парне", "Можливо", "Припускаючи, що n парне,",
           "але я не впевнений"),
    "pl": (["Jeśli masz pytania, śmiało pytaj!",
            "To spełnia wszystkie warunki."],
           "jeśli n jest parzyste", "Może", "Zakładając, że n jest parzyste,",
           "ale nie jestem pewien"),
    "tr": (["Cevap budur.",
            "Başka sorunuz varsa sormaktan çekinmeyin.",
            "Bu tüm koşulları sağlar."],
           "n çift ise", "Belki", "n çift varsayılırsa,",
           "ama emin değilim"),
    "id": (["Harap ini membantu.", "Itulah jawapannya.",
            "Jika ada pertanyaan, jangan ragu untuk bertanya.",
            "Ini memenuhi semua syarat."],
           "jika n genap", "Mungkin", "Dengan asumsi n genap,",
           "tapi saya tidak yakin"),
    "sw": (["Ikiwa una maswali yoyote, usisite kuuliza.",
            "Hii inatimiza masharti yote."],
           "ikiwa n ni shufwa", "Labda", "Tukichukulia n ni shufwa,",
           "lakini sina uhakika"),
    "vi": (["Nếu bạn có bất kỳ câu hỏi nào, đừng ngần ngại hỏi.",
            "Điều này thỏa mãn tất cả các điều kiện."],
           "nếu n chẵn", "Có lẽ", "Giả sử n chẵn,",
           "nhưng tôi không chắc"),
    "zh": (["如有疑问，欢迎继续提问。", "经检验，符合题意。",
            "希望这个解答对你有帮助！"],
           "如果n是偶数", "也许", "假设n是偶数，", "但我不确定"),
    "ja": (["ご不明な点があればお気軽にお尋ねください。",
            "これはすべての条件を満たします。"],
           "nが偶数ならば", "たぶん", "nが偶数と仮定すると、",
           "でも自信がありません"),
    "ko": (["이상입니다.",
            "궁금한 점이 있으면 언제든지 물어보세요.",
            "이것은 모든 조건을 만족합니다."],
           "n이 짝수라면", "아마도", "n이 짝수라고 가정하면,",
           "하지만 확실하지 않습니다"),
    "th": (["หากมีคำถามเพิ่มเติมสามารถถามได้เลยครับ"],
           "ถ้า n เป็นเลขคู่", "บางที", "สมมติว่า n เป็นเลขคู่",
           "แต่ไม่แน่ใจ"),
    "hi": (["आशा है कि यह मददगार होगा।",
            "यदि कोई प्रश्न हो तो बेझिझक पूछें।",
            "यह सभी शर्तों को पूरा करता है।"],
           "यदि n सम है", "शायद", "मान लीजिए n सम है,",
           "लेकिन मुझे यकीन नहीं है"),
    "ar": (["إذا كان لديك أي أسئلة، فلا تتردد في السؤال.",
            "هذا يحقق جميع الشروط."],
           "إذا كان n زوجيا", "ربما", "بافتراض أن n زوجي،",
           "لكنني لست متأكدا"),
    "bn": (["আশা করি এটি আপনাকে সাহায্য করবে।",
            "কোনো প্রশ্ন থাকলে জিজ্ঞাসা করুন।"],
           "যদি n জোড় হয়", "হয়তো", "ধরে নিই n জোড়,",
           "কিন্তু আমি নিশ্চিত নই"),
    "te": (["ఇది సహాయపడుతుందని ఆశిస్తున్నాను.",
            "ఏవైనా సందేహాలు ఉంటే అడగండి.",
            "ఇది అన్ని షరతులను సంతృప్తిపరుస్తుంది."],
           "n సరి అయితే", "బహుశా", "n సరి అని అనుకుంటే,",
           "కానీ నాకు ఖచ్చితంగా తెలియదు"),
}

# English checks made hedges, negations, bounds or doubts word by word.
RECALL_EN_TWINS = ["This satisfies some of the conditions.",
                   "This does not satisfy all the conditions.",
                   "This satisfies all the conditions if n is even.",
                   "This solution assumes n is even.",
                   "This can be verified by substitution, I think.",
                   "This may satisfy all the conditions.",
                   "This almost satisfies all the conditions.",
                   "This satisfies most of the conditions.",
                   "This can not be verified by substitution.",
                   "Let me know if the answer is wrong.",
                   "Feel free to ask if the answer is unclear.",
                   "I hope this is the right answer."]


def strip_stop(t):
    return t.rstrip(".!。！ ")


def recall_rows(rng):
    out = []
    for lang, (remarks, cond, hedge, assume, doubt) in RECALL.items():
        leads = LANGS[lang][0] if lang in LANGS else ["\\boxed{G}."]
        twins = []
        for t in remarks:
            core = strip_stop(t)
            twins += [core + ", " + cond + ".", hedge + " " + core + ".",
                      assume + " " + core + ".", core + ", " + doubt + "."]
        if lang == "en":
            twins += RECALL_EN_TWINS
        for kind, texts in (("recall", remarks), ("twin", twins)):
            for t in texts:
                for lead in leads:
                    v = rng.choice(VALUES)
                    sep = rng.choice([" ", "\n\n"])
                    out.append((kind, lang, v,
                                lead.replace("G", v) + sep + t))
    # a statement the finder refuses alone (a word before the value not
    # recognised, a list's last item) stays refused with a remark after
    # it: the remark is passed over, not the statement's checks
    for t in LANGS["en"][1] + RECALL["en"][0]:
        for lead in ("Blorp tunnel has G.", "The counts are:\n\n"
                     "* sodium: 8\n* silk: 6\n* tunnel: G"):
            v = rng.choice(VALUES)
            out.append(("twin", "en", v, lead.replace("G", v) + "\n\n" +
                        t))
    # the remarks of one response are of one language: a remark of
    # another language after the first is refused, as for the others
    langs = sorted(RECALL)
    for lang in langs:
        other = langs[(langs.index(lang) + 7) % len(langs)]
        for first, second, two in ((RECALL[lang][0][0],
                                    RECALL[other][0][-1], (lang, other)),
                                   (LANGS["en"][1][0], RECALL[other][0][0],
                                    ("en", other))):
            if two[0] == two[1]:
                continue
            v = rng.choice(VALUES)
            out.append(("twin", lang, v, "\\boxed{%s}.\n\n%s\n%s" %
                        (v, first, second)))
    # a check in the value's own sentence
    for t, kind in (("which matches the given conditions", "recall"),
                    ("which satisfies all the conditions", "recall"),
                    ("which matches some of the conditions", "twin"),
                    ("which matches the conditions if n is even", "twin"),
                    ("which may satisfy all the conditions", "twin")):
        for lead in LANGS["en"][0]:
            v = rng.choice(VALUES)
            out.append((kind, "en", v, strip_stop(lead.replace("G", v)) +
                        ", " + t + "."))
    return out


# "That's all." (issue 26's lost signal): the end of the answer said,
# in the languages listed, after the answer given as in LANGS (or
# boxed): every one rewarded.  Twins: the same words negated, hedged,
# made a condition or a question, or followed by a doubt: none.
# Per language: the remarks, then their twins.
ALL = {
    "en": (["That's all.", "That’s all.", "And that's all.", "That's it.",
            "That is it."],
           ["That's not all.", "That's all, I think.",
            "That's all if n is even.", "Maybe that's all.",
            "Is that all?", "That's all?", "That's not it.",
            "If that's all.", "That's all, but I am not sure.",
            "I think that's it.", "That's all I could find."]),
    "ru": (["Вот и всё.", "Вот и все.", "Это всё.", "И это всё."],
           ["Это не всё.", "Кажется, вот и всё.", "Вот и всё, если n чётно.",
            "Это всё?", "Возможно, это всё.", "Вот и всё, но я не уверен.",
            "Вот и всё, надеюсь."]),
    "uk": (["Ось і все."],
           ["Це не все.", "Ось і все?", "Можливо, ось і все."]),
    "fr": (["C'est tout.", "C’est tout.", "Voilà."],
           ["Ce n'est pas tout.", "C'est tout ?", "C'est tout, je crois.",
            "Peut-être que c'est tout.", "C'est tout si n est pair.",
            "Si c'est tout.", "Voilà, peut-être."]),
    "de": (["Das war's.", "Das wars.", "Das ist alles."],
           ["Das war's nicht.", "Das ist nicht alles.",
            "Das war's, glaube ich.", "Vielleicht ist das alles.",
            "Das ist alles, wenn n gerade ist.", "Ist das alles?",
            "Das war's, hoffe ich."]),
    "es": (["Eso es todo."],
           ["Eso no es todo.", "¿Eso es todo?", "Eso es todo, creo.",
            "Quizás eso es todo.", "Eso es todo si n es par.",
            "Si eso es todo."]),
    "pt": (["É isso.", "Isso é tudo."],
           ["Isso não é tudo.", "É isso?", "É isso, acho.",
            "Talvez isso é tudo.", "Isso é tudo se n for par."]),
    "it": (["Questo è tutto.", "È tutto."],
           ["Questo non è tutto.", "Questo è tutto?",
            "Questo è tutto, credo.", "Forse questo è tutto.",
            "Questo è tutto se n è pari."]),
    "zh": (["就这样。", "就是这样。", "以上。"],
           ["这不是全部。", "就这样吗？", "大概就这样。",
            "如果n是偶数就这样。", "就这样吧。"]),
    "ja": (["以上です。", "以上になります。"],
           ["以上ではありません。", "以上でしょうか。", "たぶん以上です。",
            "以上になりますか？"]),
}


def all_rows(rng):
    out = []
    for lang, (remarks, twins) in ALL.items():
        leads = LANGS[lang][0] if lang in LANGS else ["\\boxed{G}."]
        for kind, texts in (("control", remarks), ("twin", twins)):
            for t in texts:
                for lead in leads:
                    v = rng.choice(VALUES)
                    sep = rng.choice([" ", "\n\n"])
                    out.append((kind, lang, v,
                                lead.replace("G", v) + sep + t))
    return out


# Known holes, not of the closing remarks: a check after a bold value
# that limits it ("This satisfies some of the conditions.") was read by
# the last statement's finder as a remark on the solution.  Closed
# (h23-holes13): a check's verb is a summary of the work only when what
# follows it names what it holds of whole (answer_tail.c, check_whole);
# main (a887554) rewarded 32 twins (these 2 and 30 of check_rows), now 0.
# (A statement the finder refuses alone, "Blorp tunnel has 7.", was
# rewarded when a remark followed it, its opener read to the blank
# line: closed at the fifteenth session's end, 61 of these twins.)
KNOWN = []


def main():
    verify_run.usage("hostile_close")
    rng = random.Random(26)
    vs = [{"family": "%s-%s" % (k, lang), "answer": v, "response": r}
          for k, lang, v, r in rows(rng)]
    return verify_run.run(
        "hostile_close", vs, lambda v: v["family"].split("-")[1],
        lambda v: v["family"].startswith(("control", "recall")),
        verify_run.known_by(KNOWN), width=4)


if __name__ == "__main__":
    sys.exit(main())
