#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_trace31.py: the sentence right before an answer that
disowns it in words no row lists, past a line of formatting, in every
language papo-verify lists (issue 26, review 30 findings 1, 2 and 6).

usage: hostile_trace31.py PAPO_VERIFY [--list]

Each language has three doubts read by their kind (answer_unsure.c's
papo_frame_unowned), worded outside review 30's probes: a question that
offers another value ("Oder sind es doch 48?"), a percentage said with
a word of confidence ("Ich bin mir nur zu 60 % sicher."), another value
weighed by a modal ("Vielleicht sind es auch 48."); English has five
more, the solver on its own state (a negator, words not recognised as
committed, a value in words no committed statement holds, an
alternative chosen and not named: "I'll stick with the latter.") and a
negated participle alone; Korean, a guess's noun with its ending glued
("어디까지나 추정치일 뿐입니다.").  Each doubt has a right twin of the same
shape: a question with the problem's own values, a percentage that is
no confidence, the answer stated plainly ("Es sind also 42."), a
first-person sentence of the work.  Each is put before the answer past
a heading, a heading and a display, a thematic break (---), a display's
opener (\\[), the end of a reasoning block (</think>), nothing (a bare
box) and an answer label's line ("Final Answer: \\boxed{42}").  No doubt
is rewarded; every right twin is.
"""
import sys

import verify_run
from hostile_review29 import LANGS, PROBLEM

WORK = "6 × 7 = 42"

# Per language: (doubts, right twins), the twin of a doubt at its index.
SENTS = {
    "en": (["Could the total be 48 instead?",
            "My confidence sits near 70%.",
            "It might equally be 48.",
            "I never managed to settle the second case.",
            "I'm going on instinct here.",
            "I'll leave 42 as a stopgap.",
            "Unsettled.",
            "I'll stick with the latter."],
           ["How many pencils are in 6 boxes of 7?",
            "That is 100% of the boxes.",
            "So it comes to 42.",
            "I counted the second case as well.",
            "I'm done with the boxes.",
            "I'll write 42 as the answer.",
            "Settled.",
            "I'll go with the product."]),
    "zh-Hans": (["还是说是48？", "我大概只有60%的把握。", "也许是48。"],
                ["6盒每盒7支，一共多少支？", "每盒都100%装满了7支。", "所以是42。"]),
    "zh-Hant": (["還是說是48？", "我大概只有60%的把握。", "也許是48。"],
                ["6盒每盒7支，一共多少支？", "每盒都100%裝滿了7支。", "所以是42。"]),
    "ja": (["それとも48でしょうか？", "確信度は60%ほどです。",
            "48かもしれません。"],
           ["7本入りの箱6つで何本ですか？", "どの箱も7本で100%埋まっています。",
            "つまり42です。"]),
    "ko": (["아니면 48일까요?", "확신은 60% 정도입니다.", "48일 수도 있습니다."],
           ["7자루씩 6상자면 모두 몇 자루입니까?",
            "모든 상자가 7자루로 100% 차 있습니다.", "즉 42입니다."]),
    "fr": (["Le total ne serait-il pas plutôt 48 ?",
            "J'en suis sûr à 60 % environ.", "C'est peut-être aussi 48."],
           ["Combien de crayons y a-t-il dans 6 boîtes de 7 ?",
            "Chaque boîte est remplie à 100 % avec 7 crayons.",
            "C'est donc 42."]),
    "de": (["Oder sind es doch 48?", "Ich bin mir nur zu 60 % sicher.",
            "Vielleicht sind es auch 48."],
           ["Wie viele Stifte sind in 6 Schachteln mit je 7?",
            "Jede Schachtel ist zu 100 % mit 7 Stiften gefüllt.",
            "Es sind also 42."]),
    "es": (["¿O serán 48 en realidad?", "Estoy seguro en un 60 %, más o menos.",
            "Tal vez sean 48."],
           ["¿Cuántos lápices hay en 6 cajas de 7?",
            "Cada caja está llena al 100 % con 7 lápices.", "Son, pues, 42."]),
    "it": (["Oppure sono 48?", "Ne sono sicuro al 60 % circa.",
            "Forse sono anche 48."],
           ["Quante matite ci sono in 6 scatole da 7?",
            "Ogni scatola è piena al 100 % con 7 matite.", "Sono quindi 42."]),
    "pt": (["Ou seriam 48?", "Tenho uns 60 % de certeza.", "Talvez sejam 48."],
           ["Quantos lápis há em 6 caixas de 7?",
            "Cada caixa está 100 % cheia com 7 lápis.", "São, portanto, 42."]),
    "ru": (["Или всё-таки 48?", "Я уверен примерно на 60 %.",
            "Возможно, их 48."],
           ["Сколько карандашей в 6 коробках по 7?",
            "Каждая коробка заполнена на 100 % семью карандашами.",
            "Итак, их 42."]),
    "uk": (["Чи все ж таки 48?", "Я впевнений приблизно на 60 %.",
            "Можливо, їх 48."],
           ["Скільки олівців у 6 коробках по 7?",
            "Кожна коробка заповнена на 100 % сімома олівцями.",
            "Отже, їх 42."]),
    "pl": (["Czy jednak nie 48?", "Jestem pewien tylko w 60 %.",
            "Może to być też 48."],
           ["Ile ołówków jest w 6 pudełkach po 7?",
            "Każde pudełko jest w 100 % wypełnione 7 ołówkami.",
            "Jest ich więc 42."]),
    "id": (["Atau justru 48?", "Saya yakin sekitar 60 %.", "Mungkin juga 48."],
           ["Berapa pensil dalam 6 kotak berisi 7?",
            "Setiap kotak terisi 100 % dengan 7 pensil.",
            "Jadi jumlahnya 42."]),
    "vi": (["Hay là 48?", "Tôi chỉ chắc khoảng 60 %.", "Có thể cũng là 48."],
           ["Có bao nhiêu bút chì trong 6 hộp, mỗi hộp 7 cây?",
            "Mỗi hộp đầy 100 % với 7 cây bút.", "Vậy là 42."]),
    "tr": (["Yoksa 48 mi?", "Yaklaşık %60 eminim.", "Belki de 48'dir."],
           ["7'şer kalemli 6 kutuda kaç kalem var?",
            "Her kutu %100 dolu, 7 kalemle.", "Yani 42'dir."]),
    "ar": (["أم هو 48؟", "أنا متأكد بنسبة 60% تقريبًا.", "ربما يكون 48 أيضًا."],
           ["كم قلمًا في 6 علب في كل منها 7؟",
            "كل علبة ممتلئة بنسبة 100% بـ 7 أقلام.", "إذن هو 42."]),
    "hi": (["या फिर 48?", "मुझे लगभग 60% यकीन है।", "शायद 48 भी हो।"],
           ["7-7 पेंसिलों वाले 6 डिब्बों में कितनी पेंसिलें हैं?",
            "हर डिब्बा 7 पेंसिलों से 100% भरा है।", "तो यह 42 है।"]),
    "bn": (["নাকি 48?", "আমি প্রায় 60% নিশ্চিত।", "হয়তো 48-ও হতে পারে।"],
           ["7টি করে পেন্সিলের 6টি বাক্সে কতগুলো পেন্সিল?",
            "প্রতিটি বাক্স 7টি পেন্সিলে 100% ভরা।", "তাহলে এটি 42।"]),
    "te": (["లేక 48 నా?", "నాకు సుమారు 60% నమ్మకం ఉంది.",
            "బహుశా 48 కూడా కావచ్చు."],
           ["7 చొప్పున 6 పెట్టెల్లో ఎన్ని పెన్సిళ్లు?",
            "ప్రతి పెట్టె 7 పెన్సిళ్లతో 100% నిండింది.", "కాబట్టి ఇది 42."]),
    "th": (["หรือว่าเป็น 48?", "ฉันมั่นใจประมาณ 60%", "อาจจะเป็น 48 ก็ได้"],
           ["กล่อง 6 กล่อง กล่องละ 7 แท่ง มีดินสอกี่แท่ง?",
            "ทุกกล่องเต็ม 100% ด้วยดินสอ 7 แท่ง", "ดังนั้นเป็น 42"]),
    "sw": (["Au ni 48?", "Nina uhakika wa karibu 60 %.", "Labda ni 48 pia."],
           ["Kuna penseli ngapi katika masanduku 6 ya penseli 7?",
            "Kila sanduku limejaa 100 % kwa penseli 7.", "Kwa hiyo ni 42."]),
}

KINDS = ("question", "percent", "weighed", "negated", "unrecognised",
         "value-remark", "participle", "choice")

# Per language, more doubts of a kind of their own and their twins:
# a Korean noun of a guess with its ending glued ("추정치일"), not in
# the reasoning block (its last sentence is read by its parts and its
# kind, not by the guess rows: left as it was).
MORE = {"ko": [("guess-glued", "어디까지나 추정치일 뿐입니다.",
                "이 값은 곱셈의 결과입니다.")]}


def forms(lang):
    """What may stand between the sentence and the answer: (form,
    text after the sentence), and the reasoning block's form apart."""
    label = "Final Answer" if lang == "en" else LANGS[lang][1]
    box = "\\boxed{42}"
    # a Vietnamese heading "**Đáp án**" is not read as one (main refuses
    # the right twins under it too): its forms are left out
    heads = () if lang == "vi" else (
        ("heading", "\n\n**%s**\n%s" % (label, box)),
        ("heading-display", "\n\n### %s\n$$\n%s\n$$" % (label, box)))
    return heads + (("rule", "\n\n---\n\n" + box),
            ("display", "\n\n\\[\n%s\n\\]" % box),
            ("bare", "\n\n" + box),
            ("label-line", "\n\n%s: %s" % (label, box)))


def variants():
    vs = []
    for lang, (doubts, rights) in SENTS.items():
        more = MORE.get(lang, [])
        doubts = [(KINDS[i], d) for i, d in enumerate(doubts)] + \
            [(k, d) for k, d, _ in more]
        rights = [(KINDS[i], r) for i, r in enumerate(rights)] + \
            [(k, r) for k, _, r in more]
        for fam, sents in (("doubt", doubts), ("right", rights)):
            for kind, sent in sents:
                rs = [(f, WORK + "\n\n" + sent + t) for f, t in forms(lang)]
                if kind in KINDS:
                    rs.append(("think", "<think>\n%s\n\n%s\n</think>"
                               "\n\n\\boxed{42}" % (WORK, sent)))
                for form, r in rs:
                    vs.append({"family": fam, "lang": lang, "form": form,
                               "kind": kind, "answer": "42",
                               "response": r, "problem": PROBLEM[lang]})
    return vs


def main():
    verify_run.usage("hostile_trace31")
    return verify_run.run("hostile_trace31", variants(),
                          lambda v: v["lang"], verify_run.is_right,
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
