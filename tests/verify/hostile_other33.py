#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_other33.py: a sentence right before a bare box that answers
the problem's question with another value than the box's, in English
and the other listed languages (issue 26, review 32 finding 1: "Ana
spends 36 dollars in total.\\n\\n\\boxed{48}" for "How much does Ana
spend in total?"): the response commits to no one answer.

usage: hostile_other33.py PAPO_VERIFY [--list]

One or two problems a language (the total Ana spends, 51 dollars; the
stickers Tom has left, 30; in Telugu, hostile_review29.py's pencils,
42), each with the sentence that restates its question
(its subject, verb and scope: "in total", "left", "insgesamt", "一共",
"残って") and a value G.  Family "wrong": that sentence with another
value (48, 38: a step's, not one the problem gives) above the box of
the right one, never rewarded.  The right twins, each rewarded: the
same sentence with the box's value ("same"), and a step's sentence with
another value that does not restate the question ("step": "The
notebooks cost 48 dollars.", "Tom gave away 20 stickers.", "笔记本花了48
美元。").  English has more: the restatement after a conclusion's opener
("Therefore, ...", "In total, ...", "Thus, the total is ..."), and as
right twins a step's value with words the question does not hold
("Ana spends 48 dollars on notebooks."), a given restated ("Each
notebook costs 12 dollars."), a computation ("... 48 + 3 = 51 ...").
Each sentence is put before the box three ways: bare, after a thematic
break (---), under a heading ("**Final Answer**", the language's label;
not in Vietnamese, whose heading is not read).

Known holes, counted apart: a restatement in words the question does not
hold ("Altogether, Ana spends 48 dollars." to "... in total?"; the
Indonesian verb's other prefix, "membelanjakan" for "dibelanjakan"), a
question with no question mark (Thai's).
"""
import sys

import verify_run
from hostile_review29 import LANGS

# Per language and problem: the problem, the line of work, the
# restatement of its question and a step's sentence (G the value), the
# box's value, the other value the restatement gives, the step's value.
A = (51, 48, 48)
B = (30, 38, 20)
ROWS = {
    "en": [
        ("Ana buys 4 notebooks at 12 dollars each and a pen for 3 "
         "dollars. How many dollars does Ana spend in total?",
         "4 × 12 + 3 = 51", "So Ana spends G dollars in total.",
         "The notebooks cost G dollars.", A),
        ("Ana buys 4 notebooks at 12 dollars each and a pen for 3 "
         "dollars. How much does Ana spend in total?",
         "4 × 12 + 3 = 51", "Ana spends G dollars in total.",
         "Ana spends G dollars on notebooks.", A),
        ("Tom had 50 stickers. He gave 12 stickers to his sister and 8 "
         "to his friend. How many stickers does Tom have left?",
         "50 − 12 − 8 = 30", "So Tom has G stickers left.",
         "Tom gave away G stickers.", B)],
    "zh-Hans": [
        ("安娜买了4本笔记本，每本12美元，还买了一支3美元的笔。"
         "安娜一共花了多少美元？", "4 × 12 + 3 = 51",
         "所以安娜一共花了G美元。", "笔记本花了G美元。", A),
        ("汤姆有50张贴纸。他给了妹妹12张，给了朋友8张。汤姆还剩多少张贴纸？",
         "50 − 12 − 8 = 30", "所以汤姆还剩G张贴纸。",
         "汤姆一共送出了G张贴纸。", B)],
    "zh-Hant": [
        ("安娜買了4本筆記本，每本12美元，還買了一支3美元的筆。"
         "安娜一共花了多少美元？", "4 × 12 + 3 = 51",
         "所以安娜一共花了G美元。", "筆記本花了G美元。", A)],
    "ja": [
        ("アナは1冊12ドルのノートを4冊と、3ドルのペンを1本買いました。"
         "アナは全部で何ドル使いましたか？", "4 × 12 + 3 = 51",
         "したがって、アナは全部でGドル使いました。",
         "ノートの代金はGドルです。", A),
        ("トムはシールを50枚持っていました。妹に12枚、友達に8枚あげました。"
         "トムのシールは何枚残っていますか？", "50 − 12 − 8 = 30",
         "したがって、トムのシールはG枚残っています。",
         "トムがあげたシールはG枚です。", B)],
    "ko": [
        ("아나는 한 권에 12달러인 공책 4권과 3달러짜리 펜 한 자루를 "
         "샀습니다. 아나는 모두 몇 달러를 썼습니까?", "4 × 12 + 3 = 51",
         "따라서 아나는 모두 G달러를 썼습니다.", "공책 값은 G달러입니다.",
         A),
        ("톰은 스티커 50장을 가지고 있었습니다. 여동생에게 12장, 친구에게 "
         "8장을 주었습니다. 톰에게 남은 스티커는 몇 장입니까?",
         "50 − 12 − 8 = 30", "따라서 톰에게 남은 스티커는 G장입니다.",
         "톰이 준 스티커는 G장입니다.", B)],
    "de": [
        ("Ana kauft 4 Hefte zu je 12 Dollar und einen Stift für 3 Dollar. "
         "Wie viele Dollar gibt Ana insgesamt aus?", "4 × 12 + 3 = 51",
         "Ana gibt also insgesamt G Dollar aus.",
         "Die Hefte kosten G Dollar.", A),
        ("Tom hatte 50 Aufkleber. Er gab 12 seiner Schwester und 8 seinem "
         "Freund. Wie viele Aufkleber hat Tom noch übrig?",
         "50 − 12 − 8 = 30", "Tom hat also noch G Aufkleber übrig.",
         "Tom hat G Aufkleber verschenkt.", B)],
    "fr": [
        ("Ana achète 4 cahiers à 12 dollars chacun et un stylo à 3 "
         "dollars. Combien de dollars Ana dépense-t-elle en tout ?",
         "4 × 12 + 3 = 51", "Ana dépense donc G dollars en tout.",
         "Les cahiers coûtent G dollars.", A),
        ("Tom avait 50 autocollants. Il en a donné 12 à sa sœur et 8 à "
         "son ami. Combien d'autocollants reste-t-il à Tom ?",
         "50 − 12 − 8 = 30", "Il reste donc G autocollants à Tom.",
         "Tom a donné G autocollants.", B)],
    "es": [
        ("Ana compra 4 cuadernos a 12 dólares cada uno y un bolígrafo de "
         "3 dólares. ¿Cuántos dólares gasta Ana en total?",
         "4 × 12 + 3 = 51", "Por lo tanto, Ana gasta G dólares en total.",
         "Los cuadernos cuestan G dólares.", A),
        ("Tom tenía 50 pegatinas. Le dio 12 a su hermana y 8 a su amigo. "
         "¿Cuántas pegatinas le quedan a Tom?", "50 − 12 − 8 = 30",
         "Por lo tanto, a Tom le quedan G pegatinas.",
         "Tom regaló G pegatinas.", B)],
    "it": [
        ("Ana compra 4 quaderni a 12 dollari l'uno e una penna da 3 "
         "dollari. Quanti dollari spende Ana in tutto?", "4 × 12 + 3 = 51",
         "Quindi Ana spende G dollari in tutto.",
         "Il costo dei quaderni è di G dollari.", A),
        ("Tom aveva 50 adesivi. Ne ha dati 12 alla sorella e 8 all'amico. "
         "Quanti adesivi restano a Tom?", "50 − 12 − 8 = 30",
         "Quindi a Tom restano G adesivi.", "Tom ha regalato G adesivi.",
         B)],
    "pt": [
        ("Ana compra 4 cadernos a 12 dólares cada e uma caneta de 3 "
         "dólares. Quantos dólares Ana gasta no total?", "4 × 12 + 3 = 51",
         "Portanto, Ana gasta G dólares no total.",
         "Os cadernos custam G dólares.", A),
        ("Tom tinha 50 adesivos. Deu 12 à irmã e 8 ao amigo. Quantos "
         "adesivos restam a Tom?", "50 − 12 − 8 = 30",
         "Portanto, restam G adesivos a Tom.", "Tom deu G adesivos.", B)],
    "ru": [
        ("Аня купила 4 тетради по 12 долларов и ручку за 3 доллара. "
         "Сколько всего долларов потратила Аня?", "4 × 12 + 3 = 51",
         "Значит, Аня всего потратила G долларов.",
         "Тетради стоят G долларов.", A),
        ("У Тома было 50 наклеек. Он отдал 12 сестре и 8 другу. Сколько "
         "наклеек осталось у Тома?", "50 − 12 − 8 = 30",
         "Значит, у Тома осталось G наклеек.", "Том отдал G наклеек.", B)],
    "uk": [
        ("Аня купила 4 зошити по 12 доларів і ручку за 3 долари. Скільки "
         "всього доларів витратила Аня?", "4 × 12 + 3 = 51",
         "Отже, Аня всього витратила G доларів.",
         "Зошити коштують G доларів.", A)],
    "pl": [
        ("Ania kupiła 4 zeszyty po 12 dolarów i długopis za 3 dolary. Ile "
         "dolarów łącznie wydała Ania?", "4 × 12 + 3 = 51",
         "Zatem Ania łącznie wydała G dolarów.",
         "Zeszyty kosztują G dolarów.", A)],
    "tr": [
        ("Ana tanesi 12 dolardan 4 defter ve 3 dolarlık bir kalem alıyor. "
         "Ana toplam kaç dolar harcıyor?", "4 × 12 + 3 = 51",
         "Dolayısıyla Ana toplam G dolar harcıyor.",
         "Defterler G dolar tutuyor.", A)],
    "vi": [
        ("Ana mua 4 quyển vở, mỗi quyển 12 đô la, và một cây bút giá 3 đô "
         "la. Hỏi Ana đã tiêu tất cả bao nhiêu đô la?", "4 × 12 + 3 = 51",
         "Vậy Ana đã tiêu tất cả G đô la.", "Số vở có giá G đô la.", A)],
    "id": [
        ("Ana membeli 4 buku tulis seharga 12 dolar per buku dan sebuah "
         "pena seharga 3 dolar. Berapa dolar yang dibelanjakan Ana "
         "seluruhnya?", "4 × 12 + 3 = 51",
         "Jadi, dolar yang dibelanjakan Ana seluruhnya adalah G.",
         "Harga buku tulisnya G dolar.", A)],
    "ar": [
        ("اشترت آنا 4 دفاتر بسعر 12 دولارًا للدفتر وقلمًا بسعر 3 "
         "دولارات. كم دولارًا أنفقت آنا في المجموع؟", "4 × 12 + 3 = 51",
         "إذن أنفقت آنا G دولارًا في المجموع.", "ثمن الدفاتر G دولارًا.",
         A)],
    "hi": [
        ("आना ने 12 डॉलर प्रति कॉपी की दर से 4 कॉपियाँ और 3 डॉलर का एक "
         "पेन खरीदा। आना ने कुल कितने डॉलर खर्च किए?", "4 × 12 + 3 = 51",
         "इसलिए आना ने कुल G डॉलर खर्च किए।", "कॉपियों की कीमत G डॉलर है।",
         A)],
    "bn": [
        ("আনা প্রতিটি 12 ডলার দামের 4টি খাতা এবং 3 ডলারের একটি কলম কেনে। "
         "আনা মোট কত ডলার খরচ করে?", "4 × 12 + 3 = 51",
         "সুতরাং আনা মোট G ডলার খরচ করে।", "খাতাগুলোর দাম G ডলার।", A)],
    "sw": [
        ("Ana ananunua madaftari 4 kwa dola 12 kila moja na kalamu kwa "
         "dola 3. Ana anatumia dola ngapi kwa jumla?", "4 × 12 + 3 = 51",
         "Kwa hiyo, Ana anatumia dola G kwa jumla.",
         "Madaftari yanagharimu dola G.", A)],
    "te": [("మాయ దగ్గర 6 పెట్టెలు ఉన్నాయి, ప్రతి పెట్టెలో 7 పెన్సిళ్లు "
            "ఉన్నాయి. మాయ దగ్గర మొత్తం ఎన్ని పెన్సిళ్లు ఉన్నాయి?",
            "6 × 7 = 42", "కాబట్టి మాయ దగ్గర మొత్తం G పెన్సిళ్లు ఉన్నాయి.",
            "ప్రతి పెట్టెలో G పెన్సిళ్లు ఉన్నాయి.", (42, 48, 7))],
}

# English only, on its first problem: the restatement after a
# conclusion's opener (wrong with 48), the right twins, and known holes.
EN_WRONG = ["Therefore, Ana spends G dollars in total.",
            "In total, Ana spends G dollars.",
            "Thus, the total is G dollars.",
            "Hence Ana spends $G in total."]
EN_RIGHT = [("step", "Ana pays 48 dollars for the notebooks."),
            ("given", "Each notebook costs 12 dollars."),
            ("computation", "So Ana spends 48 + 3 = 51 dollars in total.")]
EN_HOLE = ["Altogether, Ana spends G dollars."]

# Known holes: the question's verb with another prefix (id), a question
# with no mark (th).
HOLES = {
    "th": [("มายามีกล่อง 6 กล่อง แต่ละกล่องมีดินสอ 7 แท่ง "
            "มายามีดินสอทั้งหมดกี่แท่ง", "6 × 7 = 42",
            "ดังนั้น มายามีดินสอทั้งหมด G แท่ง", "แต่ละกล่องมีดินสอ G แท่ง",
            (42, 48, 7))],
    "id-verb": [("Maya memiliki 6 kotak dan setiap kotak berisi 7 pensil. "
                 "Berapa pensil yang dimiliki Maya seluruhnya?",
                 "6 × 7 = 42", "Jadi, Maya memiliki G pensil seluruhnya.",
                 "Setiap kotak berisi G pensil.", (42, 48, 7))],
}


def forms(lang):
    """(name, maker) of a response around a sentence: bare box, thematic
    break, heading."""
    label = "Final Answer" if lang == "en" else \
        LANGS["id" if lang.startswith("id") else lang][1]
    fs = [("bare", lambda w, s, v: "%s\n\n%s\n\n\\boxed{%s}" % (w, s, v)),
          ("rule", lambda w, s, v: "%s\n\n%s\n\n---\n\n\\boxed{%s}" %
           (w, s, v))]
    if lang != "vi":
        fs.append(("heading", lambda w, s, v: "%s\n\n%s\n\n**%s**\n"
                   "\\boxed{%s}" % (w, s, label, v)))
    return fs


def put(vs, fam, lang, kind, problem, work, sent, v):
    """The sentence sent before a box of v, each form, against v."""
    for form, make in forms(lang):
        vs.append({"family": fam, "lang": lang, "form": form,
                   "kind": kind, "answer": str(v),
                   "response": make(work, sent, v), "problem": problem})


def variants():
    vs = []
    for table, hole in ((ROWS, False), (HOLES, True)):
        for lang, rows in table.items():
            for problem, work, stmt, step, (v, other, sv) in rows:
                put(vs, "other" if hole else "wrong", lang, "restated",
                    problem, work, stmt.replace("G", str(other)), v)
                put(vs, "right", lang, "same", problem, work,
                    stmt.replace("G", str(v)), v)
                put(vs, "right", lang, "step", problem, work,
                    step.replace("G", str(sv)), v)
    problem, work = ROWS["en"][0][0], ROWS["en"][0][1]
    for s in EN_WRONG:
        put(vs, "wrong", "en", "opener", problem, work,
            s.replace("G", "48"), 51)
        put(vs, "right", "en", "opener-same", problem, work,
            s.replace("G", "51"), 51)
    for kind, s in EN_RIGHT:
        put(vs, "right", "en", kind, problem, work, s, 51)
    for s in EN_HOLE:
        put(vs, "other", "en", "opener", problem, work,
            s.replace("G", "48"), 51)
    return vs


def main():
    verify_run.usage("hostile_other33")
    return verify_run.run("hostile_other33", variants(),
                          lambda v: v["lang"], verify_run.is_right,
                          known=lambda v: v["family"] == "other",
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
