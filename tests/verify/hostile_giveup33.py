#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_giveup33.py: a sentence that gives up on the problem, right
before the answer (issue 26, review 33's second finding), in each of the
22 listed languages: the solver does not know ("Keine Ahnung, ehrlich
gesagt."), gives up or cannot solve it ("J'abandonne."), calls the
problem unsolvable or its information too little ("Задача не имеет
решения.", "信息不足。"), or refuses ("I can't help with that."), in
each place an answer may follow it:

 - inline: the sentence, then a bare box on its line;
 - block: the sentence, a blank line, a bare box (or one in "$...$");
 - final: the sentence, then a "**Final Answer**" heading and the box;
 - label: the sentence, then the language's "Answer:" line;
 - phrase: the sentence, then the language's answer phrase;
 - think: the sentence the last of a reasoning block, the box after
   "</think>".

None is a committed answer: never rewarded.  The twins, to be rewarded
(controls): the box, the label and the phrase alone; the admission
undone in its own sentence by a contrast ("..., but then I counted the
pens."); a sentence of no solution scoped by math ("For x < 0 there is
no solution."); the admission followed by a committed sentence of work
before the box (in the reasoning block too); in English, the admission
and the answer in one sentence ("I had no idea at first, but the answer
is \\\\boxed{42}.", "No solution exists for x < 0, so \\\\boxed{42}.").

usage: hostile_giveup33.py PAPO_VERIFY [--list]

On main (f3ebbc8e): see the comment above LOST.
"""
import sys

import verify_run

VALUES = ["42", "315"]

PROBLEM = "A farmer keeps 6 pens with 7 sheep in each. How many sheep?"

# per language: the give-up sentences (not knowing, giving up, unable,
# no solution or too little information, a refusal), the answer label,
# the answer phrase ({v}), an admission undone by a contrast, a
# no-solution sentence scoped by math, a committed sentence of work
L = {
    "en": (["Honestly, I have no idea.", "I give up on this one.",
            "I was unable to work this out.",
            "There isn't enough information to determine it.",
            "Sorry, I can't help with that."],
           "Answer:", "The answer is {v}.",
           "I had no idea how to start, but then I counted the pens.",
           "For x < 0 there is no solution.",
           "Then I counted them: 6 pens of 7 sheep each."),
    "zh": (["我真的不知道。", "这道题我放弃了。", "我解不出这道题。", "这个问题无解。",
            "抱歉，我无能为力。"],
           "答案：", "答案是{v}。", "我一开始毫无头绪，后来数了羊圈。",
           "当 x < 0 时无解。", "然后我数了：6 个羊圈，每个 7 只羊。"),
    "zh-Hant": (["我真的不知道。", "這題我放棄了。", "我解不出這道題。", "這個問題無解。",
                 "抱歉，我無能為力。"],
                "答案：", "答案是{v}。", "我起初毫無頭緒，後來數了羊圈。",
                "當 x < 0 時無解。", "然後我數了：6 個羊圈，每個 7 隻羊。"),
    "ja": (["正直、わかりません。", "もうお手上げです。", "この問題は解けませんでした。",
            "この問題には解がない。", "申し訳ありませんが、お手伝いできません。"],
           "答え：", "答えは{v}です。", "最初は見当もつかなかったが、数えてみた。",
           "x < 0 では解なし。", "それから数えた：6 つの囲いに 7 匹ずつ。"),
    "ko": (["솔직히 모르겠습니다.", "이 문제는 포기합니다.", "이 문제를 풀지 못했습니다.",
            "이 문제는 해가 없습니다.", "죄송하지만 도와드릴 수 없습니다."],
           "답:", "답은 {v}입니다.", "처음에는 몰랐지만 우리를 세어 보았습니다.",
           "x < 0 이면 해가 없습니다.", "그리고 세었습니다: 우리 6개에 양 7마리씩."),
    "fr": (["Franchement, je ne sais pas.", "J'abandonne.",
            "Je ne parviens pas à résoudre ce problème.",
            "Ce problème n'a pas de solution.",
            "Désolé, je ne peux pas vous aider."],
           "Réponse :", "La réponse est {v}.",
           "Je n'en savais rien, mais ensuite j'ai compté les enclos.",
           "Pour x < 0, il n'y a pas de solution.",
           "Ensuite j'ai compté : 6 enclos de 7 moutons chacun."),
    "de": (["Ehrlich gesagt, keine Ahnung.", "Ich gebe auf.",
            "Ich komme hier nicht weiter.",
            "Die Aufgabe ist nicht lösbar.",
            "Dabei kann ich nicht helfen."],
           "Antwort:", "Die Antwort ist {v}.",
           "Ich hatte keine Ahnung, aber dann habe ich die Ställe gezählt.",
           "Für x < 0 gibt es keine Lösung.",
           "Dann habe ich gezählt: 6 Ställe mit je 7 Schafen."),
    "es": (["Sinceramente, no lo sé.", "Me rindo.",
            "No puedo resolver este problema.",
            "El problema no tiene solución.",
            "Lo siento, no puedo ayudar con eso."],
           "Respuesta:", "La respuesta es {v}.",
           "No tenía ni idea, pero luego conté los corrales.",
           "Para x < 0 no hay solución.",
           "Luego conté: 6 corrales de 7 ovejas cada uno."),
    "it": (["Sinceramente non lo so.", "Mi arrendo.",
            "Non riesco a risolvere questo problema.",
            "Il problema non ha soluzione.",
            "Mi dispiace, non posso aiutare."],
           "Risposta:", "La risposta è {v}.",
           "Non ne avevo idea, ma poi ho contato i recinti.",
           "Per x < 0 non c'è soluzione.",
           "Poi ho contato: 6 recinti con 7 pecore ciascuno."),
    "pt": (["Sinceramente, não sei.", "Desisto.",
            "Não consigo resolver este problema.",
            "O problema não tem solução.",
            "Desculpe, não posso ajudar com isso."],
           "Resposta:", "A resposta é {v}.",
           "Eu não fazia ideia, mas depois contei os currais.",
           "Para x < 0 não há solução.",
           "Depois contei: 6 currais com 7 ovelhas cada."),
    "ru": (["Честно говоря, не знаю.", "Сдаюсь.",
            "Я не могу решить эту задачу.",
            "Задача не имеет решения.",
            "Извините, не могу помочь."],
           "Ответ:", "Ответ: {v}.",
           "Я не знал, с чего начать, но потом посчитал загоны.",
           "При x < 0 решений нет.",
           "Потом я посчитал: 6 загонов по 7 овец."),
    "uk": (["Чесно кажучи, не знаю.", "Здаюся.",
            "Я не можу розв'язати цю задачу.",
            "Задача не має розв'язку.",
            "Вибачте, не можу допомогти."],
           "Відповідь:", "Відповідь: {v}.",
           "Я не знав, з чого почати, але потім порахував загони.",
           "При x < 0 розв'язків немає.",
           "Потім я порахував: 6 загонів по 7 овець."),
    "pl": (["Szczerze mówiąc, nie wiem.", "Poddaję się.",
            "Nie potrafię rozwiązać tego zadania.",
            "To zadanie nie ma rozwiązania.",
            "Przepraszam, nie mogę pomóc."],
           "Odpowiedź:", "Odpowiedź to {v}.",
           "Nie wiedziałem, jak zacząć, ale potem policzyłem zagrody.",
           "Dla x < 0 brak rozwiązań.",
           "Potem policzyłem: 6 zagród po 7 owiec."),
    "tr": (["Açıkçası bilmiyorum.", "Pes ediyorum.",
            "Bu soruyu çözemedim.", "Bu problemin çözümü yok.",
            "Üzgünüm, yardımcı olamam."],
           "Cevap:", "Cevap {v}.",
           "Hiçbir fikrim yoktu ama sonra ağılları saydım.",
           "x < 0 için çözüm yok.",
           "Sonra saydım: her birinde 7 koyun olan 6 ağıl."),
    "id": (["Jujur, saya tidak tahu.", "Saya menyerah.",
            "Saya tidak bisa menyelesaikan soal ini.",
            "Soal ini tidak memiliki solusi.",
            "Maaf, saya tidak dapat membantu."],
           "Jawaban:", "Jawabannya adalah {v}.",
           "Saya tidak tahu, tetapi kemudian saya menghitung kandangnya.",
           "Untuk x < 0 tidak ada solusi.",
           "Lalu saya menghitung: 6 kandang berisi 7 domba."),
    "vi": (["Thật lòng tôi không biết.", "Tôi bó tay.",
            "Tôi không giải được bài này.", "Bài toán vô nghiệm.",
            "Xin lỗi, tôi không thể giúp."],
           "Đáp án:", "Đáp án là {v}.",
           "Tôi không biết, nhưng sau đó tôi đã đếm các chuồng.",
           "Với x < 0 thì vô nghiệm.",
           "Sau đó tôi đếm: 6 chuồng, mỗi chuồng 7 con cừu."),
    "th": (["บอกตรงๆ ว่าไม่รู้", "ผมยอมแพ้", "ผมแก้โจทย์นี้ไม่ได้",
            "โจทย์นี้ไม่มีคำตอบ", "ขออภัย ไม่สามารถช่วยได้"],
           "คำตอบ:", "คำตอบคือ {v}", "ตอนแรกไม่รู้ แต่แล้วก็นับคอก",
           "สำหรับ x < 0 ไม่มีคำตอบ", "แล้วนับ: 6 คอก คอกละ 7 ตัว"),
    "bn": (["সত্যি বলতে, আমি জানি না।", "আমি হাল ছেড়ে দিলাম।",
            "আমি এই সমস্যার সমাধান করতে পারিনি।", "এই সমস্যার কোনো সমাধান নেই।",
            "দুঃখিত, আমি সাহায্য করতে পারব না।"],
           "উত্তর:", "উত্তর হল {v}।", "প্রথমে জানতাম না, কিন্তু পরে খোঁয়াড় গুনলাম।",
           "x < 0 এর জন্য কোনো সমাধান নেই।", "তারপর গুনলাম: 6টি খোঁয়াড়ে 7টি করে ভেড়া।"),
    "sw": (["Kusema kweli, sijui.", "Nimekata tamaa.",
            "Siwezi kutatua swali hili.", "Tatizo hili halina suluhisho; hakuna suluhisho.",
            "Samahani, siwezi kusaidia."],
           "Jibu:", "Jibu ni {v}.",
           "Sikujua, lakini kisha nilihesabu mazizi.",
           "Kwa x < 0 hakuna suluhisho.",
           "Kisha nilihesabu: mazizi 6 yenye kondoo 7 kila moja."),
    "te": (["నిజంగా నాకు తెలియదు.", "నేను వదిలేస్తున్నాను.",
            "ఈ సమస్యను పరిష్కరించలేకపోయాను.", "ఈ సమస్యకు పరిష్కారం లేదు.",
            "క్షమించండి, నేను సహాయం చేయలేను."],
           "సమాధానం:", "సమాధానం {v}.", "మొదట తెలియదు, కానీ తర్వాత దొడ్లను లెక్కించాను.",
           "x < 0 కోసం పరిష్కారం లేదు.", "తర్వాత లెక్కించాను: 6 దొడ్లు, ఒక్కోదానిలో 7 గొర్రెలు."),
    "hi": (["सच कहूँ तो मुझे नहीं पता।", "मैं हार मानता हूँ।",
            "मैं यह सवाल हल नहीं कर पाया।", "इस प्रश्न का कोई हल नहीं है।",
            "क्षमा करें, मैं मदद नहीं कर सकता।"],
           "उत्तर:", "उत्तर है {v}।", "पहले पता नहीं था, लेकिन फिर मैंने बाड़े गिने।",
           "x < 0 के लिए कोई हल नहीं है।", "फिर मैंने गिना: 6 बाड़े, हर एक में 7 भेड़ें।"),
    "ar": (["بصراحة، لا أعرف.", "أستسلم.", "لم أستطع حل هذه المسألة.",
            "هذه المسألة ليس لها حل.", "عذرًا، لا أستطيع المساعدة."],
           "الإجابة:", "الإجابة هي {v}.", "في البداية لم أفهم، ثم عددت الحظائر.",
           "عندما x < 0 لا يوجد حل.", "ثم عددت: 6 حظائر في كل منها 7 خراف."),
}

# the English twins that give the admission and the answer in one
# sentence, and the heading "**Final Answer**"
SAME = ["I had no idea at first, but the answer is \\boxed{{{v}}}.",
        "No solution exists for x < 0, so \\boxed{{{v}}}.",
        "I was stuck for a while; in the end, \\boxed{{{v}}}."]


def lang_rows(c, k, lang, v, p):
    gs, label, phrase, but, scope, work = L[lang]
    ph = phrase.format(v=v)
    box = "\\boxed{%s}" % v
    for g in gs:
        for f, r in (("inline", "%s %s" % (g, box)),
                     ("block", "%s\n\n%s" % (g, box)),
                     ("block", "%s\n\n$%s$" % (g, box)),
                     ("final", "%s\n\n**Final Answer**\n%s" % (g, box)),
                     ("label", "%s\n%s %s" % (g, label, v)),
                     ("phrase", "%s\n\n%s" % (g, ph)),
                     ("think", "<think>\n%s\n</think>\n\n%s" % (g, box))):
            c.add(lang + "-" + f, (v, p) if p else v, r)
    for r in (box, "%s %s" % (label, v), ph, "%s\n\n%s" % (but, box),
              "%s\n\n%s" % (scope, box),
              "%s %s\n\n%s" % (gs[0], work, box),
              "<think>\n%s %s\n</think>\n\n%s" % (gs[0], work, box)):
        k.add(lang, (v, p) if p else v, r)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        p = PROBLEM if v == "42" else None
        for lang in L:
            lang_rows(c, k, lang, v, p)
        for t in SAME:
            k.add("en", (v, p) if p else v, t.format(v=v))
    return c.out, k.out


def group(v):
    """The language of a variant: its family's first part."""
    return verify_run.family(v).split("-")[0] \
        if not verify_run.is_control(v) else "controls"


# Main (f3ebbc8e) rewards 1,292 of the 1,540 hostile variants wrongly
# (every language: de, es, fr, id, it, ja, pl 70 of 70, zh 116 of 140,
# en 14 of 70, its "no idea" row and the solver's state read already): no row said "not knowing", "giving up", "unable",
# "no solution" or a refusal in the other languages, and "Не знаю" with
# its capital matched no row ("не знаю" did).  Closed
# (answer_giveup.c, read by answer_frame.c on the sentence before an
# answer's statement and on a reasoning block's last sentence): 0.

# Twins refused on main already, not by a giving up (counted apart as
# lost, 34): the admission and the answer in one sentence (the lead
# rows read "no idea" before the box, "No" is no word before it), an
# admission then work in a sentence no row reads ("a sentence before
# it in a language papo-verify does not read", "a value in words not
# recognised before it"), Thai's "ไม่รู้" before "แต่" (a doubt row),
# Turkish and Ukrainian sentences of no solution under "x < 0".
LOST = [("control-.*", r"^I had no idea"),
        ("control-.*", r"^No solution exists"),
        ("control-.*", r"^I was stuck for a while"),
        ("control-.*", r": 6 |: her birinde|Kisha nilihesabu"),
        ("control-.*", r"ตอนแรกไม่รู้"),
        ("control-.*", r"^Hiçbir fikrim yoktu"),
        ("control-.*", r"^x < 0 için"),
        ("control-.*", r"^При x < 0 розв")]


def main():
    verify_run.usage("hostile_giveup33")
    out, ctl = rows()
    return verify_run.run("hostile_giveup33", verify_run.records(out, ctl),
                          group=group, lost=verify_run.known_by(LOST))


if __name__ == "__main__":
    sys.exit(main())
