#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_letter89.py: an option's letter and, after it, a word and a
value ("Answer: B, bukan 7", "Jibu ni B ไม่ 7.", "Cevap B - tidak 7.",
"So the correct option is C because 7 is prime.", "Die Antwort ist C
oder 7.") (issue 26, session 58).

Rewarded on session 57's binary (2,218 of 41,268 probes): the letter's
text refused as an option's (a negation, a condition, a doubt of
Indonesian or Swahili), the reading went on to the value after it and
compared that alone ("C, bukan 7" read as 7, B's value); a word of
another script between a phrase and its value (Thai's ไม่, Hebrew's לא,
Japanese's ではない after "Jibu ni", "Jawabannya adalah", "Cevap") was
read by no row and refused by none; a letter the problem lists was read
as a variable or as the problem's word before "oder", "but", "because".
Now the statement offers two values (answer_prose.c stated_choice), a
word of another script between a phrase and its value is refused
(answer_frame.c papo_answer_script_gap), and an option's letter before
another value is refused where no label's marks alone join them
(answer_choice.c papo_answer_letter_before).

usage: hostile_letter89.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another letter; KIND-twin, never rewarded): label, word, script, other,
approx.  approx (session 58's hedge fuzzer): "The answer is about B,
since 7 is prime." was read as the reason's 7 (answer_prose.c
letter_reason refuses the letter after a word of approximation), "B) ≈
7" as B's text (answer_find.c label_approx), "about B, 7" past its
comma (papo_answer_approx_before reads past "B," and "B:" as past "B."),
"The answer ≈ is B." (a sign inside a last statement's words before its
letter: answer_find.c opener_said).
"""
import sys

import verify_run

from hostile_choice73 import problem, other

# words that negate, doubt, bound, join or contrast, in many languages
WORDS = [
    "bukan", "tidak", "jika", "kalau", "salah", "namun", "tapi",
    "tetapi", "mungkin", "atau", "sio", "siyo", "ikiwa", "labda",
    "lakini", "au", "pengine", "huenda", "not", "never", "or", "if",
    "unless", "maybe", "perhaps", "but", "however", "except", "wrong",
    "rather than", "instead of", "less than", "more than", "at least",
    "nicht", "kein", "oder", "wenn", "vielleicht", "aber", "falsch",
    "pas", "ou", "peut-être", "mais", "sauf", "quizás", "pero",
    "excepto", "forse", "tranne", "não", "talvez", "mas", "не", "или",
    "если", "может быть", "но", "nie", "albo", "jeśli", "może", "ale",
    "değil", "veya", "eğer", "belki", "ama", "không phải", "hoặc",
    "nếu", "có lẽ", "nhưng", "ไม่", "ไม่ใช่", "หรือ", "ถ้า", "อาจจะ",
    "แต่", "नहीं", "या", "अगर", "शायद", "लेकिन", "না", "নয়", "বা",
    "যদি", "হয়তো", "কিন্তু", "కాదు", "లేదా", "బహుశా", "ليس", "لا",
    "أو", "إذا", "ربما", "لكن", "不是", "或", "如果", "也许", "但是",
    "ではない", "または", "もし", "たぶん", "でも", "아니", "또는",
    "만약", "아마", "하지만", "niet", "misschien", "maar", "לא", "או",
    "אם", "אולי", "نه", "یا", "اگر", "شاید",
]
PHRASES = [
    "Answer: {x}", "The answer is {x}.", "Final answer: {x}",
    "**Answer:** {x}", "So the correct option is {x}.",
    "Jawaban: {x}", "Jawabannya adalah {x}.", "Jibu ni {x}.",
    "Jibu: {x}", "Die Antwort ist {x}.", "La respuesta es {x}.",
    "Câu trả lời là {x}.", "Cevap {x}.", "Cevap: {x}",
    "答案是{x}。", "คำตอบคือ {x}",
]
SEPS = [", ", " ", " - ", "; ", " – "]
LABEL_RIGHT = [
    "Answer: {c}, 7", "Answer: {c} - 7", "Answer: ({c}) 7",
    "Answer: {c}) 7", "Answer: {c}. 7", "The answer is {c}, 7.",
    "The answer is ({c}) 7.", "So the correct option is {c}, 7.",
    "Die Antwort ist {c}, 7.", "La respuesta es {c} – 7.",
    "Answer: {c} because 7 is prime",
    "The answer is {c}, since 7 is prime.",
    "Jawaban: ({c}) 7", "Jibu: ({c}) 7", "Cevap: {c}) 7",
    "The correct option is {c}: 7",
]
OTHER_TWIN = [
    "So the correct option is {o} because 7 is prime.",
    "So the correct option is {o} but 7.", "Answer: {o} which is 7",
    "The correct option is {o}: 7", "Die Antwort ist {o} oder 7.",
    "Answer: {o} but 7", "Answer: {o}, bukan 7", "Jibu ni {o}, sio 7.",
    "Cevap {o} - tidak 7.", "Jawabannya adalah {o}, tapi 7.",
]

# a word or a sign of approximation before the letter or its value
APPROX_TWIN = [
    "The answer is about {c}, since 7 is prime.",
    "The answer is approximately {c} because 7 is prime.",
    "Answer: about {c}, since 7 is prime", "Answer: {c}) ≈ 7",
    "Cevap: {c}) ≈ 7", "Answer: ({c}) ~7", "The answer is about {c}, 7.",
    "The correct option is about {c}: 7", "Answer: about {c}, 7",
    "Answer: {c}(7) 않", "答案：{c}（7） 않",
    "La ? réponse est {c}.", "The answer ≈ is {c}.",
    "So the correct option ≈ is {c}, 7.",
]


def kinds(add):
    for c in ("B", "C"):
        p = problem(c)
        o = other(c)
        for t in LABEL_RIGHT:
            r = t.format(c=c)
            add("label-right", c, p, r)
            add("label-wrong", o, p, r)
        for t in OTHER_TWIN:
            add("other-twin", c, p, t.format(o=o))
        for t in APPROX_TWIN:
            add("approx-twin", c, p, t.format(c=c))
        for ph in PHRASES:
            for s in SEPS:
                for w in WORDS:
                    for v in ("7", "15"):
                        x = c + s + w + " " + v
                        kind = "script" if ord(w[0]) > 0x24f else "word"
                        add(kind + "-twin", c, p, ph.format(x=x))
            for w in WORDS:	# the word glued to the value, dense
                add("script-twin", c, p, ph.format(x=c + "，" + w + "7"))


def main():
    verify_run.usage("hostile_letter89")
    return verify_run.run_kinds(
        "hostile_letter89", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
