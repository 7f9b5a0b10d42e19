#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost30.py: right answers issue 26's review 29 found lost (its
findings 8 and 9), each beside twins that must stay refused, in the 22
language groups of man/papo-verify.1:

 - close: a last statement, or a box, then a closing remark recognised
   by its parts (a first-person hope, offer or invitation, then words
   of the explanation and its use: "I hope these steps make the
   calculation easy to follow.", "Ich hoffe, die Rechnung ist
   nachvollziehbar.", "この解説が参考になれば幸いです。"); twins: the same
   remark with a doubt, a negation or another value in it, or a hope
   that stands on nothing ("I hope so.");
 - rep: a last statement, then a line that says its value again behind
   a lead-in ("Ripeto: 45.", "Noch einmal: 45.", "再说一遍：45。");
   twins: the lead-in before another value, a value asked or doubted.

Every right form is also judged against another reference (KIND-wrong,
never rewarded).

usage: hostile_lost30.py PAPO_VERIFY [--list]

Families are KIND-right (to be rewarded; a refusal is lost signal,
counted apart) and KIND-twin or KIND-wrong (never rewarded), counted
by KIND.
"""
import sys

import verify_run

V = 45

# language: (problem, last statement {v}, answer label, remarks by parts,
# remark twins, restatement lead-ins, a word of doubt)
LANGS = {
    "en": ("Omar has 5 shelves with 9 books on each shelf. How many books "
           "does Omar have?",
           "So Omar has {v} books in all.", "Answer",
           ["I hope these steps make the calculation easy to follow.",
            "Hopefully the breakdown above is clear.",
            "Let me know if you'd like me to go over another example.",
            "I'd be happy to walk through a similar problem."],
           ["I hope these steps make the calculation easy to follow, "
            "but I may have slipped.",
            "I hope so.", "I hope it is.", "I hope this is the solution.",
            "I hope the 46 steps are clear.",
            "I hope these steps are not wrong.",
            "Let me know if you'd like me to recheck the answer."],
           ["Again", "To restate", "For clarity"], "maybe"),
    "de": ("Omar hat 5 Regale mit je 9 Büchern. Wie viele Bücher hat "
           "Omar?",
           "Omar hat also insgesamt {v} Bücher.", "Antwort",
           ["Ich hoffe, die Rechnung ist nachvollziehbar.",
            "Ich hoffe, die Schritte waren hilfreich."],
           ["Ich hoffe, die Rechnung ist nachvollziehbar, aber ich bin "
            "unsicher.",
            "Ich hoffe, die Rechnung ist nicht falsch.",
            "Ich hoffe es.",
            "Ich hoffe, das ist die richtige Lösung."],
           ["Noch einmal", "Zur Wiederholung"], "vielleicht"),
    "fr": ("Omar a 5 étagères de 9 livres chacune. Combien de livres Omar "
           "a-t-il ?",
           "Omar a donc {v} livres.", "Réponse",
           ["J'espère que cette démarche est claire.",
            "J'espère que ces étapes vous aideront."],
           ["J'espère que cette démarche est claire, mais je ne suis pas "
            "sûr.",
            "J'espère que cette démarche n'est pas fausse.",
            "J'espère que oui.",
            "J'espère que c'est la bonne solution."],
           ["Je le redis", "Encore une fois"], "peut-être"),
    "es": ("Omar tiene 5 estantes con 9 libros cada uno. ¿Cuántos libros "
           "tiene Omar?",
           "Por lo tanto, Omar tiene {v} libros en total.", "Respuesta",
           ["Espero que los pasos hayan quedado claros.",
            "Espero que este razonamiento te sirva."],
           ["Espero que los pasos hayan quedado claros, aunque no estoy "
            "seguro.",
            "Espero que este razonamiento no tenga errores.",
            "Espero que sí.", "Espero que esta sea la solución."],
           ["Repito", "Otra vez"], "quizás"),
    "it": ("Omar ha 5 scaffali con 9 libri ciascuno. Quanti libri ha "
           "Omar?",
           "Quindi Omar ha {v} libri.", "Risposta",
           ["Spero che questi passaggi siano chiari.",
            "Spero che il ragionamento ti sia stato utile."],
           ["Spero che questi passaggi siano chiari, ma non ne sono "
            "sicuro.",
            "Spero che il ragionamento non sia sbagliato.",
            "Spero di sì.", "Spero che questa sia la soluzione."],
           ["Ripeto", "Di nuovo"], "forse"),
    "pt": ("Omar tem 5 prateleiras com 9 livros cada. Quantos livros Omar "
           "tem?",
           "Portanto, Omar tem {v} livros.", "Resposta",
           ["Espero que os passos estejam claros.",
            "Espero que este raciocínio seja útil."],
           ["Espero que os passos estejam claros, mas não tenho certeza.",
            "Espero que este raciocínio não esteja errado.",
            "Espero que sim."],
           ["Mais uma vez", "De novo"], "talvez"),
    "ru": ("У Омара 5 полок, на каждой по 9 книг. Сколько книг у Омара?",
           "Итак, у Омара всего {v} книг.", "Ответ",
           ["Надеюсь, решение было полезным.",
            "Надеюсь, эти шаги понятны."],
           ["Надеюсь, решение было полезным, но я не уверен.",
            "Надеюсь, решение не было ошибочным.",
            "Надеюсь, что так.", "Надеюсь, это решение."],
           ["Ещё раз", "Повторим"], "возможно"),
    "uk": ("У Марії 5 полиць, на кожній по 9 книжок. Скільки книжок у "
           "Марії?",
           "Отже, у Марії всього {v} книжок.", "Відповідь",
           ["Сподіваюся, розв'язання було зрозумілим.",
            "Сподіваюсь, ці кроки допомогли."],
           ["Сподіваюся, розв'язання було зрозумілим, але я не впевнений.",
            "Сподіваюся, розв'язання не було помилковим.",
            "Сподіваюся, що так."],
           ["Ще раз", "Підсумую"], "можливо"),
    "pl": ("Omar ma 5 półek, na każdej po 9 książek. Ile książek ma Omar?",
           "Zatem Omar ma łącznie {v} książek.", "Odpowiedź",
           ["Mam nadzieję, że te kroki są jasne.",
            "Mam nadzieję, że rozwiązanie było przydatne."],
           ["Mam nadzieję, że te kroki są jasne, ale nie jestem pewien.",
            "Mam nadzieję, że rozwiązanie nie jest błędne.",
            "Mam nadzieję, że tak."],
           ["Jeszcze raz", "Powtórzę"], "może"),
    "tr": ("Omar'ın her birinde 9 kitap olan 5 rafı var. Omar'ın kaç "
           "kitabı var?",
           "Dolayısıyla Omar'ın toplam {v} kitabı var.", "Cevap",
           ["Umarım bu adımlar anlaşılır olmuştur.",
            "Umarım çözüm yararlı olur."],
           ["Umarım bu adımlar anlaşılır olmuştur ama emin değilim.",
            "Umarım çözüm yanlış değildir.",
            "Umarım öyledir."],
           ["Bir kez daha", "Tekrar edeyim"], "belki"),
    "vi": ("Omar có 5 kệ sách, mỗi kệ có 9 cuốn sách. Omar có bao nhiêu "
           "cuốn sách?",
           "Vậy Omar có tất cả {v} cuốn sách.", "Đáp án",
           ["Hy vọng các bước này rõ ràng.",
            "Tôi hy vọng cách giải này dễ hiểu."],
           ["Hy vọng các bước này rõ ràng, nhưng tôi không chắc.",
            "Hy vọng cách giải này không sai.",
            "Hy vọng là vậy."],
           ["Nhắc lại", "Một lần nữa"], "có lẽ"),
    "id": ("Omar punya 5 rak dengan 9 buku di setiap rak. Berapa banyak "
           "buku yang dimiliki Omar?",
           "Jadi, Omar memiliki {v} buku seluruhnya.", "Jawaban",
           ["Semoga langkah ini jelas.",
            "Saya harap penjelasan ini mudah dipahami."],
           ["Semoga langkah ini jelas, tetapi saya tidak yakin.",
            "Semoga penjelasan ini tidak salah.",
            "Semoga saja."],
           ["Sekali lagi", "Saya ulangi"], "mungkin"),
    "sw": ("Omar ana rafu 5 zenye vitabu 9 kila moja. Omar ana vitabu "
           "vingapi?",
           "Kwa hiyo, Omar ana vitabu {v} kwa jumla.", "Jibu",
           ["Natumaini hatua hizi ziko wazi.",
            "Natumai suluhisho hili limekusaidia."],
           ["Natumaini hatua hizi ziko wazi, lakini sina uhakika.",
            "Natumai suluhisho hili si sahihi.",
            "Natumai hivyo."],
           ["Kwa muhtasari", "Tena"], "labda"),
    "hi": ("उमर के पास 5 अलमारियाँ हैं, हर एक में 9 किताबें हैं। उमर के "
           "पास कितनी किताबें हैं?",
           "इसलिए उमर के पास कुल {v} किताबें हैं।", "उत्तर",
           ["उम्मीद है कि यह समाधान स्पष्ट है।",
            "आशा है कि ये चरण उपयोगी होंगे।"],
           ["उम्मीद है कि यह समाधान स्पष्ट है, पर मुझे यकीन नहीं है।",
            "उम्मीद है कि यह समाधान गलत नहीं है।",
            "उम्मीद है।"],
           ["एक बार फिर", "दोबारा"], "शायद"),
    "bn": ("ওমরের 5টি তাক আছে, প্রতিটিতে 9টি বই। ওমরের কয়টি বই আছে?",
           "সুতরাং ওমরের মোট {v}টি বই আছে।", "উত্তর",
           ["আশা করি এই সমাধানটি স্পষ্ট হয়েছে।",
            "আশা করি এটি আপনার কাজে লাগবে।"],
           ["আশা করি এই সমাধানটি স্পষ্ট হয়েছে, তবে আমি নিশ্চিত নই।",
            "আশা করি এই সমাধানটি ভুল নয়।",
            "আশা করি।"],
           ["আবার বলছি", "পুনরায়"], "হয়তো"),
    "te": ("ఒమర్ దగ్గర 5 అరలు ఉన్నాయి, ఒక్కో అరలో 9 పుస్తకాలు ఉన్నాయి. "
           "ఒమర్ దగ్గర ఎన్ని పుస్తకాలు ఉన్నాయి?",
           "కాబట్టి ఒమర్ దగ్గర మొత్తం {v} పుస్తకాలు ఉన్నాయి.", "సమాధానం",
           ["ఈ పరిష్కారం మీకు సహాయపడుతుందని ఆశిస్తున్నాను.",
            "ఈ దశలు స్పష్టంగా ఉన్నాయని ఆశిస్తున్నాను."],
           ["ఈ పరిష్కారం తప్పు కాదని ఆశిస్తున్నాను.",
            "ఇది సరైనదని ఆశిస్తున్నాను, కానీ ఖచ్చితంగా తెలియదు."],
           ["మరోసారి", "మళ్ళీ చెబుతున్నాను"], "బహుశా"),
    "ar": ("لدى عمر 5 رفوف في كل منها 9 كتب. كم كتابًا لدى عمر؟",
           "إذن لدى عمر {v} كتابًا في المجموع.", "الإجابة",
           ["آمل أن يكون الحل واضحًا.",
            "أتمنى أن تكون الخطوات مفيدة."],
           ["آمل أن يكون الحل واضحًا، لكنني لست متأكدًا.",
            "آمل ألا يكون الحل خاطئًا.",
            "آمل ذلك."],
           ["مرة أخرى", "أكرر"], "ربما"),
    "zh-Hans": ("奥马尔有5个书架，每个书架上有9本书。奥马尔一共有多少本书？",
                "所以，奥马尔一共有{v}本书。", "答案",
                ["希望这个解答过程清晰易懂。",
                 "希望这些步骤能帮到你。"],
                ["希望这个解答过程清晰易懂，但我不太确定。",
                 "希望这个结果没有错。",
                 "希望如此。", "希望这个解答过程是对的。"],
                ["再说一遍", "重申一下"], "也许"),
    "zh-Hant": ("奧馬爾有5個書架，每個書架上有9本書。奧馬爾一共有多少本書？",
                "所以，奧馬爾一共有{v}本書。", "答案",
                ["希望這個解答過程清晰易懂。",
                 "希望這些步驟能幫到你。"],
                ["希望這個解答過程清晰易懂，但我不太確定。",
                 "希望這個結果沒有錯。",
                 "希望如此。"],
                ["再說一遍", "再次強調"], "也許"),
    "ja": ("オマールは本棚を5つ持っていて、それぞれに本が9冊あります。"
           "本は全部で何冊ありますか？",
           "したがって、本は全部で{v}冊です。", "答え",
           ["この解説が参考になれば幸いです。",
            "手順が少しでもわかりやすければ嬉しいです。"],
           ["この解説が参考になれば幸いですが、自信はありません。",
            "この答えが正しければ幸いです。"],
           ["改めて言うと", "繰り返すと"], "たぶん"),
    "ko": ("오마르는 책장 5개를 가지고 있고 각 책장에는 책이 9권 있습니다. "
           "오마르는 책을 모두 몇 권 가지고 있습니까?",
           "따라서 정답은 {v}입니다.", "답",
           ["이 풀이가 도움이 되었으면 좋겠습니다.",
            "이 해설이 이해에 도움이 되기를 바랍니다."],
           ["이 풀이가 도움이 되었으면 좋겠지만 확신은 없습니다.",
            "이 답이 맞기를 바랍니다."],
           ["다시 말하면", "한 번 더 말하면"], "아마"),
    "th": ("โอมาร์มีชั้นหนังสือ 5 ชั้น แต่ละชั้นมีหนังสือ 9 เล่ม "
           "โอมาร์มีหนังสือทั้งหมดกี่เล่ม",
           "ดังนั้น โอมาร์มีหนังสือทั้งหมด {v} เล่ม", "คำตอบ",
           ["หวังว่าขั้นตอนนี้จะช่วยให้เข้าใจง่ายขึ้น",
            "หวังว่าวิธีทำนี้จะชัดเจน"],
           ["หวังว่าขั้นตอนนี้จะชัดเจน แต่ไม่แน่ใจ",
            "หวังว่าคำตอบนี้ไม่ผิด"],
           ["สรุปอีกครั้ง", "ย้ำอีกครั้ง"], "อาจจะ"),
}

WORK = "5 \u00d7 9 = 45\n\n"


def close(add):
    for lg, (prob, ans, label, closes, twins, _, _) in LANGS.items():
        stmt = WORK + ans.format(v=V) + "\n\n"
        box = WORK + "**%s:** $\\boxed{%d}$\n\n" % (label, V)
        for head in (stmt, box):
            for c in closes:
                add("close-right", str(V), prob, head + c)
                add("close-wrong", str(V + 1), prob, head + c)
            for c in twins:
                add("close-twin", str(V), prob, head + c)


def rep(add):
    for lg, (prob, ans, _, _, _, leads, maybe) in LANGS.items():
        stmt = WORK + ans.format(v=V) + "\n\n"
        colon = "\uff1a" if lg.startswith("zh") else ": "
        stop = "\u3002" if lg.startswith("zh") or lg == "ja" else "."
        for ld in leads:
            r = stmt + ld + colon + "%d" + stop
            add("rep-right", str(V), prob, r % V)
            add("rep-wrong", str(V + 1), prob, r % V)
            add("rep-twin", str(V), prob, r % (V + 1))
            add("rep-twin", str(V), prob, stmt + ld + colon + "%d?" % V)
            add("rep-twin", str(V), prob, stmt + ld + colon + maybe + " " +
                str(V) + stop)
            add("rep-twin", str(V), prob,
                stmt + ld + colon + str(V) + stop + "\n\n" + ld + colon +
                str(V + 1) + stop)


def main():
    verify_run.usage("hostile_lost30")
    vs = verify_run.kind_rows([close, rep])
    return verify_run.run_kinds("hostile_lost30", vs)


if __name__ == "__main__":
    sys.exit(main())
