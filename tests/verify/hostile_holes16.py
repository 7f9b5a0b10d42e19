#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_holes16.py: the families of issue 26's holes closed on the
h26-holes16 branch, each written over every language papo-verify(1)
lists that has the form, with its committed controls:

 - lone: a word after the value that is no noun it counts, with no
   problem text: in a script other than Latin, after a label, an answer
   phrase or a box alone, where the value asks for a form the word does
   not have (a Russian or Ukrainian nominative singular or an adverb
   after a value whose noun is a genitive plural: "Ответ: 17 догадка.";
   a Telugu word with no plural's ending after any value but one:
   "సమాధానం: 42 ధృవీకరించలేదు.", "\\boxed{42} ఊహ"), or after a box
   with nothing before it that says the language (Bengali, Hindi,
   Arabic, Thai: "\\boxed{42} আনুমানিক");
 - modal: a Chinese modal of what ought to be and its copula right
   before the value, opening its clause with no subject ("应该是: 42",
   "所以应该是42。", "應為 42"), the problem not lending it, as "Should
   be: 42" is in English; the other languages' modals (はず, 일 것이다, devrait être,
   sollte sein, debería ser, dovrebbe essere, deveria ser, должно
   быть, ...) too, all refused;
 - owned: someone else's answer as the label or the subject ("Friend's
   answer: 42", "朋友的答案：42", "Ответ друга: 42", ...), in every
   language;
 - letters: a capitalised word right before the value in a German
   statement, written in letters German does not write ("Die Antwort
   ist Âhfkp 42."): no German noun nor any name.

usage: hostile_holes16.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response does not commit to, so a reward is a wrong reward.
Controls (each must be rewarded): the same labels and phrases with the
value committed, the noun counted in the form the value asks for ("Ответ:
17 яблок.", "Ответ: 42 яблока." under a problem that counts apples,
"సమాధానం: 42 పండ్లు."), the modal the problem lends or an answer's label
commits to, German nouns after the value.  Holes left are in
KNOWN, counted apart and capped by tests/t-verify-hostile-holes16.sh.

Measured on main (60d416c): see the comment above KNOWN.
"""
import random
import sys

import verify_run

VALUES = ["17", "128", "60", "5", "42", "3"]
MANY = ["17", "128", "60", "5"]	# a genitive plural after them

# Russian and Ukrainian words in no form a numeral of MANY governs: a
# nominative singular (feminine -а, -я; neuter -о, -е), an adverb
RU_NOT_COUNTED = ["догадка", "оценка", "ошибка", "каша", "гипотеза",
                  "версия", "неправда", "примерно", "неверно",
                  "приблизительно"]
UK_NOT_COUNTED = ["здогадка", "помилка", "оцінка", "версія", "приблизно"]
RU_COUNTED = {"17": "яблок", "128": "рублей", "60": "учеников", "5": "дней",
              "42": "яблока", "3": "рубля"}
UK_COUNTED = {"17": "яблук", "128": "гривень", "60": "учнів", "5": "днів",
              "42": "яблука", "3": "гривні"}
# Telugu words with no plural's ending: a singular noun, a verb, an adverb
TE_NOT_COUNTED = ["ఊహ", "సుమారు", "ధృవీకరించలేదు", "తప్పు", "అంచనా",
                  "కావచ్చు"]
TE_COUNTED = ["పండ్లు", "రూపాయలు", "విద్యార్థులు", "పుస్తకాలు"]
# scripts with no shape of a noun counted: after a box alone
BOX_ALONE = ["আনুমানিক", "অনুমান", "ভুল", "সম্ভবত", "अनुमान", "गलत", "लगभग",
             "शायद", "تقريبا", "خطأ", "تخمين", "ربما", "โดยประมาณ", "ผิด",
             "อาจจะ"]

# per language: its answer label (the control) and its modal labels and
# statements ("should be", before a colon or the value)
MODAL = {
    "zh": ("答案：{v}", ["应该是: {v}", "应该是：{v}", "应该是{v}。",
                       "所以应该是 ${v}$。", "应为{v}。",
                       "因此，应为 \\boxed{{{v}}}", "应当是{v}。",
                       "那么应该等于{v}。", "**应该是:** {v}",
                       "计算可得。应该是{v}"]),
    "zh-tw": ("答案：{v}", ["應該是: {v}", "應該是：{v}", "所以應該是{v}。",
                          "應為{v}。", "因此，應當是{v}。"]),
    "ja": ("答え：{v}", ["はずだ: {v}", "答えは{v}のはずです。",
                       "答えは{v}になるはずだ。"]),
    "ko": ("답: {v}", ["답은 {v}일 것이다.", "답은 {v}일 것입니다.",
                      "답은 {v}이어야 한다."]),
    "fr": ("Réponse : {v}", ["Devrait être : {v}",
                            "La réponse devrait être {v}."]),
    "de": ("Antwort: {v}", ["Sollte sein: {v}", "Die Antwort sollte {v} sein.",
                           "Die Antwort müsste {v} sein."]),
    "es": ("Respuesta: {v}", ["Debería ser: {v}",
                             "La respuesta debería ser {v}."]),
    "it": ("Risposta: {v}", ["Dovrebbe essere: {v}",
                            "La risposta dovrebbe essere {v}."]),
    "pt": ("Resposta: {v}", ["Deveria ser: {v}",
                            "A resposta deveria ser {v}."]),
    "ru": ("Ответ: {v}", ["Должно быть: {v}", "Ответ должен быть {v}.",
                         "Должно быть {v}."]),
    "en": ("Answer: {v}", ["Should be: {v}", "The answer should be {v}.",
                          "It should be {v}."]),
}
# the modal lent: the problem asks what ought to be (problem, response)
MODAL_LENT = [("每人应该分几个苹果？", "每人应该分{v}个。"),
              ("这个数应该是多少？", "这个数应该是{v}。"),
              ("每份应该是多少吨？", "每份应该是{v}吨。")]
# the modal after an answer's label and its colon (the label commits, as
# in "Answer: each share should be 42 tons.", verify-cases c0284); after
# a subject with no label ("每份应该是42吨。", "所以答案应该是42。") it is
# refused as "The answer should be 42." is (tests/verify/hostile_holes17.py)
MODAL_LABELLED = ["答案：每份应该是{v}吨。", "答案：应该是{v}",
                  "Answer: each share should be {v} tons."]

# someone else's answer as the label or the statement's subject
OWNED = ["Friend's answer: {v}", "My friend's answer: \\boxed{{{v}}}",
         "The teacher's answer: {v}", "朋友的答案：{v}", "朋友的答案是{v}。",
         "老师的答案：\\boxed{{{v}}}", "老師的答案：{v}", "友達の答え：{v}",
         "先生の答えは{v}です。", "친구의 답: {v}", "친구의 답은 {v}입니다.",
         "Ответ друга: {v}", "Ответ учителя: \\boxed{{{v}}}",
         "Відповідь друга: {v}", "Die Antwort meines Freundes: {v}",
         "Die Antwort des Lehrers ist {v}.", "La réponse de mon ami : {v}",
         "La respuesta de mi amigo: {v}", "La risposta del mio amico: {v}",
         "A resposta do meu amigo: {v}", "বন্ধুর উত্তর: {v}",
         "শিক্ষকের উত্তর: {v}", "స్నేహితుని సమాధానం: {v}",
         "दोस्त का उत्तर: {v}", "शिक्षक का उत्तर: {v}", "إجابة صديقي: {v}",
         "คำตอบของเพื่อน: {v}", "Jibu la rafiki yangu: {v}",
         "Jawaban teman saya: {v}", "Câu trả lời của bạn tôi: {v}",
         "Odpowiedź kolegi: {v}", "Arkadaşımın cevabı: {v}"]
OWN_LABELS = ["Answer: {v}", "答案：{v}", "答え：{v}", "답: {v}", "Ответ: {v}",
              "Відповідь: {v}", "Antwort: {v}", "Réponse : {v}",
              "Respuesta: {v}", "Risposta: {v}", "Resposta: {v}",
              "উত্তর: {v}", "సమాధానం: {v}", "उत्तर: {v}", "الإجابة: {v}",
              "คำตอบ: {v}", "Jibu: {v}"]

# capitals of Latin-1 German does not write (not Ä, Ö, Ü)
NOT_GERMAN = [chr(c) for c in range(0xc0, 0xdf)
              if chr(c) not in "ÄÖÜ×"]
GERMAN_FRAMES = ["Die Antwort ist {w} {v}.", "Die Summe {w} {v}.",
                 "Also ist das Ergebnis {w} {v}."]
GERMAN_KEPT = ["Die Gleichung hat {v} Lösungen.", "Die Antwort ist {v} Äpfel.",
               "Also hat Anna {v} Äpfel."]


def lone(c, k, v):
    """The lone family of value v: hostile rows into c, controls into k."""
    if v in MANY:
        for w in RU_NOT_COUNTED:
            for t in ("Ответ: {v} {w}.", "\\boxed{{{v}}} {w}",
                      "Ответ: \\boxed{{{v}}} {w}."):
                c.add("lone", v, t.format(v=v, w=w))
        for w in UK_NOT_COUNTED:
            for t in ("Відповідь: {v} {w}.", "\\boxed{{{v}}} {w}"):
                c.add("lone", v, t.format(v=v, w=w))
    # a noun in -а/-я after 42 is a genitive singular only as the
    # problem's word ("42 догадка" has its shape): given with its problem
    ru = "Сколько яблок у Маши?" if RU_COUNTED[v].endswith("а") else None
    uk = "Скільки яблук у Марії?" if UK_COUNTED[v].endswith("а") else None
    for t in ("Ответ: {v} {w}.", "Ответ: \\boxed{{{v}}} {w}."):
        r = t.format(v=v, w=RU_COUNTED[v])
        k.add("lone", v, (r, ru) if ru else r)
    r = "Відповідь: {v} {w}.".format(v=v, w=UK_COUNTED[v])
    k.add("lone", v, (r, uk) if uk else r)
    for w in TE_NOT_COUNTED:
        for t in ("సమాధానం: {v} {w}.", "\\boxed{{{v}}} {w}"):
            c.add("lone", v, t.format(v=v, w=w))
    for w in TE_COUNTED:
        k.add("lone", v, "సమాధానం: {v} {w}.".format(v=v, w=w))
    for w in BOX_ALONE:
        c.add("lone", v, "\\boxed{%s} %s" % (v, w))


def rows(rng):
    """The hostile variants and the controls."""
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        lone(c, k, v)
        for lang in sorted(MODAL):
            label, modals = MODAL[lang]
            k.add("modal", v, label.format(v=v))
            for t in modals:
                c.add("modal", v, t.format(v=v))
        for pr, t in MODAL_LENT:
            k.add("modal", v, (t.format(v=v), pr))
        for t in MODAL_LABELLED:
            k.add("modal", v, t.format(v=v))
        for t in OWNED:
            c.add("owned", v, t.format(v=v))
        for t in OWN_LABELS:
            k.add("owned", v, t.format(v=v))
        for t in GERMAN_FRAMES:
            for cap in NOT_GERMAN:
                w = cap + "".join(rng.choice("bcdfghjklmnpqrstvwxz")
                                  for _ in range(rng.randint(3, 5)))
                c.add("letters", v, t.format(v=v, w=w))
        for t in GERMAN_KEPT:
            k.add("letters", v, t.format(v=v))
    return c.out, k.out


# Measured on main (60d416c): 664 of the 1,228 hostile variants
# rewarded (letters 486 of 486, lone 112 of 322, modal 66 of 228, owned
# 0 of 192), every one of the 276 controls rewarded.  Closed by
# recognition: lone and letters by answer_rest.c's script_noun
# (slavic_counted, telugu_plural, a script with no noun's shape after a
# value with no word of its language) and answer_euro.c's
# german_letters; modal by answer_open.c's dense_modal (应该, 應該, 应当,
# 應當, 应, 應 and a copula right before the value, opening its clause
# with no subject, unless the problem lends the modal or an answer's
# label and colon open the line).  0 left.  Not generated: a Russian or
# Ukrainian word in -а or -я after a value whose noun is a genitive
# singular (42, 3): a feminine noun's nominative ("42 догадка") has the
# shape of a masculine noun's genitive ("42 яблока"); hostile_red16's
# KNOWN counts those (6).
KNOWN = []


def main():
    verify_run.usage("hostile_holes16")
    out, ctl = rows(random.Random(2616))
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_holes16", vs, lambda v: v["family"],
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
