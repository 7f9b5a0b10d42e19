#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tobe30.py: the holes "tobe" and "bound" of issue 26's round
27 (tests/verify/hostile_red27.py) in the 22 languages papo-verify
reads, each hostile form beside right twins that must stay rewarded.

usage: hostile_tobe30.py PAPO_VERIFY [--list]

 - tobe: an answer phrase followed by a verb of seeming, a modal or a
   word that is neither the phrase's copula nor a word recognised
   between a copula and its value ("The answer is appears to be 42",
   "The answer can be 42.", "Die Antwort kann 42 sein.", "答案可以是42。",
   "La respuesta parece ser 42."): no committed statement;
 - bound: a value followed by words that make it a bound, a range's
   end or a value of another time ("42 and above", "42 and more",
   "\\\\boxed{42} to 43", "\\\\boxed{42} earlier", "42 oder mehr",
   "42 et plus", "de 42 a 43", "42以上"): no value stated;
 - right (controls, to be rewarded): the same statements committed
   ("The answer is therefore 42.", "The answer is simply 42.", "The
   answer is going to be 42.", "Die Antwort ist also 42.", "答案是42。"),
   a value with its noun where the problem asks that noun ("She has 42
   apples and 3 pears." where the apples are asked), "at least 42"
   where the problem asks for the least number that is at least so.

Every hostile variant is labelled by construction: its value is the
reference, so a reward is a wrong reward.  Each right twin is judged
against its value (to be rewarded) and against another (never).
Holes left are listed in KNOWN and counted apart;
tests/t-verify-hostile-tobe30.sh caps them.  Prints a count per
language and the summary line tests/lib.sh's hostile reads.
"""
import re
import sys

import verify_run

VALUES = ["42", "17", "305"]

LEADS = ["", "We work it out step by step.\n\n",
         "<think>\nLet me compute.\n</think>\n\n"]

# per language: (tobe forms, bound forms, right forms); {v} the value,
# {o} another one, {b} the value boxed
LANGS = {
    "en": (["The answer is appears to be {v}.", "The answer can be {v}.",
            "The answer is seems to be {v}.", "The answer is said to be {v}.",
            "The answer is believed to be {v}.",
            "The answer is to zzqx be {v}.", "The answer can be {b}.",
            "The answer seems to be {v}.", "The answer is could be {v}."],
           ["The answer is {v} and above.", "The answer is {v} and more.",
            "The answer is {v} and up.", "The answer is {v} and higher.",
            "The answer is {b} to {o}.", "The answer is {b} earlier.",
            "The answer is {b} at first.", "The answer is {b} later.",
            "The answer is {b} previously.", "The answer is {b} and so on.",
            "The answer is {b} and a bit.", "{b} to {o}",
            "The answer is {v} and beyond.", "The answer is {v} or higher."],
           ["The answer is therefore {v}.", "The answer is simply {v}.",
            "The answer is thus {v}.", "The answer is {b} in total.",
            "The answer is going to be {v}.",
            "The answer turns out to be {v}.", "The answer is: {v}.",
            "The answer is **{v}**.", "The answer is, therefore, {v}.",
            "The answer is clearly {b}.", "The answer is {b} in all.",
            "The answer is {b} to 2 decimal places.",
            "The answer is {b}, as shown earlier."]),
    "de": (["Die Antwort kann {v} sein.", "Die Antwort scheint {v} zu sein.",
            "Die Antwort könnte {v} sein.", "Die Antwort dürfte {v} sein."],
           ["Die Antwort ist {v} oder mehr.", "Die Antwort ist {v} und mehr.",
            "Die Antwort ist {v} und darüber.", "Die Antwort ist {b} bis {o}.",
            "Die Antwort ist von {v} bis {o}.",
            "Die Antwort ist {b} früher."],
           ["Die Antwort ist also {v}.", "Die Antwort ist {v}.",
            "Die Antwort ist somit {b}.", "Die Antwort ist einfach {v}."]),
    "fr": (["La réponse peut être {v}.", "La réponse semble être {v}.",
            "La réponse pourrait être {v}.", "La réponse paraît être {v}."],
           ["La réponse est {v} et plus.", "La réponse est {v} ou plus.",
            "La réponse est de {v} à {o}.", "La réponse est {b} à {o}.",
            "La réponse est {v} et au-delà.", "La réponse est {b} auparavant."],
           ["La réponse est donc {v}.", "La réponse est {v}.",
            "La réponse est simplement {v}.", "La réponse est {b}."]),
    "es": (["La respuesta puede ser {v}.", "La respuesta parece ser {v}.",
            "La respuesta podría ser {v}."],
           ["La respuesta es {v} o más.", "La respuesta es {v} y más.",
            "La respuesta es de {v} a {o}.", "La respuesta es {b} a {o}.",
            "La respuesta es {v} en adelante.", "La respuesta es {b} antes."],
           ["La respuesta es, por lo tanto, {v}.", "La respuesta es {v}.",
            "La respuesta es simplemente {v}.", "La respuesta es {b}."]),
    "it": (["La risposta può essere {v}.", "La risposta sembra essere {v}.",
            "La risposta potrebbe essere {v}."],
           ["La risposta è {v} o più.", "La risposta è {v} e più.",
            "La risposta è da {v} a {o}.", "La risposta è {b} a {o}.",
            "La risposta è {v} e oltre."],
           ["La risposta è quindi {v}.", "La risposta è {v}.",
            "La risposta è semplicemente {v}.", "La risposta è {b}."]),
    "pt": (["A resposta pode ser {v}.", "A resposta parece ser {v}.",
            "A resposta poderia ser {v}."],
           ["A resposta é {v} ou mais.", "A resposta é {v} e mais.",
            "A resposta é de {v} a {o}.", "A resposta é {b} a {o}.",
            "A resposta é {v} em diante."],
           ["A resposta é, portanto, {v}.", "A resposta é {v}.",
            "A resposta é simplesmente {v}.", "A resposta é {b}."]),
    "ru": (["Ответ может быть {v}.", "Ответ, кажется, {v}.",
            "Ответ мог бы быть {v}."],
           ["Ответ: {v} и более.", "Ответ: {v} или больше.",
            "Ответ: от {v} до {o}.", "Ответ: {b} до {o}.",
            "Ответ: {v} и выше.", "Ответ: {b} раньше."],
           ["Ответ: {v}.", "Таким образом, ответ: {v}.", "Ответ: {b}.",
            "Ответ — {v}."]),
    "uk": (["Відповідь може бути {v}.", "Відповідь, здається, {v}.",
            "Відповідь, мабуть, {v}."],
           ["Відповідь: {v} і більше.", "Відповідь: {v} або більше.",
            "Відповідь: від {v} до {o}.", "Відповідь: {b} до {o}.",
            "Відповідь: {v} і вище."],
           ["Відповідь: {v}.", "Отже, відповідь: {v}.", "Відповідь: {b}."]),
    "pl": (["Odpowiedź może być {v}.", "Odpowiedź wydaje się być {v}.",
            "Odpowiedź mogłaby wynosić {v}."],
           ["Odpowiedź to {v} i więcej.", "Odpowiedź to {v} lub więcej.",
            "Odpowiedź to od {v} do {o}.", "Odpowiedź to {b} do {o}.",
            "Odpowiedź to {v} i wyżej."],
           ["Odpowiedź to {v}.", "Zatem odpowiedź to {v}.",
            "Odpowiedź to {b}."]),
    "tr": (["Cevap {v} olabilir.", "Cevap {v} gibi görünüyor.",
            "Cevap {v} olabilirdi."],
           ["Cevap {v} ve üzeri.", "Cevap {v} veya daha fazla.",
            "Cevap {v} ile {o} arası.", "Cevap {b} ile {o} arasında."],
           ["Cevap: {v}.", "Cevap {b}."]),
    "id": (["Jawabannya bisa {v}.", "Jawabannya tampaknya {v}.",
            "Jawabannya dapat berupa {v}."],
           ["Jawabannya adalah {v} atau lebih.",
            "Jawabannya adalah {v} ke atas.",
            "Jawabannya adalah {v} sampai {o}.",
            "Jawabannya adalah {b} hingga {o}."],
           ["Jawabannya adalah {v}.", "Jadi, jawabannya adalah {v}.",
            "Jawabannya adalah {b}."]),
    "vi": (["Đáp án có thể là {v}.", "Đáp án dường như là {v}.",
            "Đáp án có vẻ là {v}."],
           ["Đáp án là {v} trở lên.", "Đáp án là {v} hoặc hơn.",
            "Đáp án là từ {v} đến {o}.", "Đáp án là {b} đến {o}."],
           ["Đáp án là {v}.", "Vậy đáp án là {v}.", "Đáp án là {b}."]),
    "sw": (["Jibu linaweza kuwa {v}.", "Jibu linaonekana kuwa {v}."],
           ["Jibu ni {v} au zaidi.", "Jibu ni {v} na zaidi.",
            "Jibu ni kuanzia {v} hadi {o}.", "Jibu ni {b} hadi {o}."],
           ["Jibu ni {v}.", "Kwa hiyo, jibu ni {v}.", "Jibu ni {b}."]),
    "hi": (["उत्तर {v} हो सकता है।", "उत्तर {v} लगता है।"],
           ["उत्तर {v} या अधिक है।", "उत्तर {v} और उससे अधिक है।",
            "उत्तर {v} से {o} तक है।", "उत्तर {b} से {o} तक है।"],
           ["उत्तर {v} है।", "अतः उत्तर {v} है।", "उत्तर {b} है।"]),
    "bn": (["উত্তর {v} হতে পারে।", "উত্তর {v} মনে হয়।"],
           ["উত্তর হল {v} বা তার বেশি।", "উত্তর হল {v} থেকে {o}।",
            "উত্তর হল {b} থেকে {o}।"],
           ["উত্তর হল {v}।", "সুতরাং উত্তর হল {v}।", "উত্তর হল {b}।"]),
    "te": (["సమాధానం {v} కావచ్చు.", "సమాధానం {v} అనిపిస్తుంది."],
           ["సమాధానం {v} లేదా అంతకంటే ఎక్కువ.",
            "సమాధానం {v} నుండి {o} వరకు.", "సమాధానం {b} నుండి {o} వరకు."],
           ["సమాధానం {v}.", "కాబట్టి సమాధానం {v}.", "సమాధానం {b}."]),
    "ar": (["الإجابة قد تكون {v}.", "الإجابة يمكن أن تكون {v}."],
           ["الإجابة هي {v} أو أكثر.", "الإجابة هي {v} فما فوق.",
            "الإجابة هي من {v} إلى {o}.", "الإجابة هي {b} إلى {o}."],
           ["الإجابة هي {v}.", "إذن الإجابة هي {v}.", "الإجابة هي {b}."]),
    "th": (["คำตอบอาจเป็น {v}", "คำตอบดูเหมือนจะเป็น {v}"],
           ["คำตอบคือ {v} ขึ้นไป", "คำตอบคือ {v} หรือมากกว่า",
            "คำตอบคือ {v} ถึง {o}", "คำตอบคือ {b} ถึง {o}"],
           ["คำตอบคือ {v}", "ดังนั้นคำตอบคือ {v}", "คำตอบคือ {b}"]),
    "zh": (["答案可以是{v}。", "答案似乎是{v}。", "答案好像是{v}。"],
           ["答案是{v}及以上。", "答案是{v}或更多。", "答案是{v}到{o}。",
            "答案是{b}到{o}。", "答案是{v}以上。", "答案是从{v}到{o}。"],
           ["答案是{v}。", "所以答案是{v}。", "因此答案就是{b}。"]),
    "zt": (["答案可以是{v}。", "答案似乎是{v}。", "答案好像是{v}。"],
           ["答案是{v}或更多。", "答案是{v}以上。", "答案是{v}到{o}。",
            "答案是{b}至{o}。"],
           ["答案是{v}。", "所以答案就是{v}。", "因此，答案為{b}。"]),
    "ja": (["答えは{v}かもしれない。", "答えは{v}のようだ。",
            "答えは{v}になり得る。", "答えは{v}らしい。"],
           ["答えは{v}以上です。", "答えは{v}から{o}です。",
            "答えは{b}から{o}です。"],
           ["答えは{v}です。", "したがって、答えは{v}です。",
            "答えは{b}です。"]),
    "ko": (["답은 {v}일 수 있다.", "답은 {v}인 것 같다.",
            "답은 {v}일지도 모른다."],
           ["답은 {v} 이상이다.", "답은 {v}에서 {o}까지이다.",
            "답은 {b}에서 {o}까지입니다.", "답은 {v} 또는 그 이상이다."],
           ["답은 {v}입니다.", "따라서 답은 {v}입니다.", "답은 {b}입니다."]),
}

# right twins under a problem that lends their words: the noun asked
# beside another value, "at least" where the least number is asked
PROBLEMS = [
    ("She has some apples and 3 pears. How many apples does she have?",
     "She has {v} apples and 3 pears."),
    ("She has some apples and 3 pears. How many apples does she have?",
     "She has {b} apples and 3 pears."),
    ("What is the least number of coins he needs?",
     "The least number of coins he needs is {v}."),
    ("What is the least number of coins he needs?",
     "The least number of coins is {b}."),
    ("At least how many coins does he need?",
     "He needs at least {v} coins."),
    ("At least how many coins does he need?",
     "So he needs at least {b} coins."),
]


def fill(t, v):
    return t.format(v=v, o=verify_run.other(v), b="\\boxed{%s}" % v)


def rows():
    vs = []
    for lang, (tobe, bound, right) in LANGS.items():
        for v in VALUES:
            for ld in LEADS:
                for t in tobe:
                    verify_run.add(vs, lang, "tobe", v, ld + fill(t, v))
                for t in bound:
                    verify_run.add(vs, lang, "bound", v, ld + fill(t, v))
                for t in right:
                    verify_run.right(vs, lang, v, ld + fill(t, v))
    for v in VALUES:
        for ld in LEADS:
            for p, t in PROBLEMS:
                verify_run.right(vs, "en", v, ld + fill(t, v), p)
    return vs


# Measured on main (c6119c5a, and 99a29ff2 alike): 144 hostile
# variants rewarded (English tobe 45: "The answer is appears to be
# 42.", "is said to be", "is believed to be", "is to zzqx be", "The
# answer can be 42."; English bound 90: "42 and above", "42 and more",
# "\\boxed{42} to 43" after a phrase and alone, "\\boxed{42}
# earlier", "at first", "later", "previously", "and so on", "and a
# bit"; Spanish "\\boxed{42} antes" 9, read as the value and a plural
# noun) and 81 right twins refused.  Every other language's tobe and
# bound forms were refused already.  Now: none rewarded (KNOWN
# empty), and 27 right twins refused (LOST), 81 -> 27: "simply" after
# another language's copula ("Die Antwort ist einfach 42.", "La
# réponse est simplement 42.", Spanish, Italian, Portuguese) and
# Portuguese "é, portanto, 42" are read (answer_euro.c's tables,
# answer_prose.c's phrase_leads[]).
KNOWN = []

# Right twins refused on main and still (lost signal, counted apart
# and capped by the test): "She has 42 apples and 3 pears." where the
# apples are asked, a bare value (9; the box is read), "He needs at
# least 42 coins." and "So he needs at least \\boxed{42} coins." under
# "At least how many coins" (18).
LOST = [r"apples and 3 pears\.$", r"at least (\\boxed\{)?\d+\}? coins"]


def lost(v):
    return any(re.search(r, v["response"]) for r in LOST)


def main():
    verify_run.usage("hostile_tobe30")
    vs = rows()
    return verify_run.run("hostile_tobe30", vs,
                          group=lambda v: v["kind"] + "/" + v["family"],
                          right=verify_run.is_right,
                          known=verify_run.known_by(KNOWN), what="right",
                          width=10, lost=lost)


if __name__ == "__main__":
    sys.exit(main())
