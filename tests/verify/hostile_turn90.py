#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_turn90.py: a word of forty languages that negates, doubts,
joins or turns, right between an answer phrase or a statement's copula
and its value, alone or after a variable ("Answer: however 7", "Answer:
x but 7", "Die Antwort ist x oder 7.", "Donc, le total est ou 7.")
(issue 26, session 58).

Rewarded on session 57's binary (260 of 13,605): English's "but" and
"however" after an answer label's colon were read as a sentence's
opening turn, German's "oder" and French's "ou" as a table's function
words, a word of another script after "Jibu ni" or "Cevap" by no row
(papo_answer_script_gap now), so the value after them was taken
alone.  Now a word that turns
or offers another value right before the value refuses it
(answer_frame.c papo_answer_turn_before, asked after a label's colon,
by a last statement's opener and by an answer phrase's words), not in
a gloss's parentheses ("D (About 45%)").

usage: hostile_turn90.py PAPO_VERIFY [--list]

A word after a statement's copula and before a comma, the value after
it ("So the total is doubtful, 7.", "So the correct option is faux B,
7."), was no word between the copula and its value: the comma (and a
label or a variable before it) now stands aside (answer_open.c
value_next); "The total is, therefore, 7." stays rewarded.

A question mark inside the value's sentence, after a word and before a
small letter, or apart and before the value ("The ? answer is 7.",
"Quindi ? la risposta è 7.", "Ответ ? 7"; the hedge fuzzer's), asks
(answer_find.c question_inside); a question that ends its sentence
before the answer ("Is it 5? No, the answer is 7.", "How many are
left? 7" under that problem) does not.

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): plain, turn, comma, quest,
tail, noun.
"""
import sys

import verify_run

from hostile_letter89 import PHRASES, WORDS

MORE = [
    "Therefore, the total is {x}.", "Jadi, totalnya {x}.",
    "Donc, le total est {x}.", "Also ist die Summe {x}.",
    "Ответ: {x}", "Resposta: {x}", "Risposta: {x}", "Réponse : {x}",
    "Antwort: {x}", "Respuesta: {x}", "Đáp án: {x}", "Odpowiedź: {x}",
    "उत्तर: {x}", "উত্তর: {x}", "الإجابة: {x}", "答案：{x}", "答え：{x}",
    "정답: {x}", "คำตอบ: {x}", "Jibu: {x}", "Sonuç: {x}",
]
# French's "au" is "to the": "le total est au 7" offers nothing else
SKIP = {("Donc, le total est {x}.", "au")}
P = "What is 3+4?"
OPTS = "Which number is prime?\nA. 4\nB. 7\nC. 9\nD. 15"


COMMA_WORDS = ["doubtful", "unclear", "unknown", "less", "odd", "even",
               "faux", "falsch", "blorf", "blorf x", "x", "incorrect",
               "uncertain", "questionable", "a guess"]
COMMA_RIGHT = ["The total is, therefore, 7.", "So the total is, 7.",
               "The total is thus, 7.", "So the total is 7.",
               "So the answer is: 7.",
               # an aside of two words after the phrase's copula (lost
               # on 57's binary: answer_prose.c phrase_leads)
               "The answer is, in fact, 7.", "The answer is of course 7.",
               "The answer is, as expected, 7.",
               "The answer is, in short, 7."]
ASIDE_TWIN = ["The answer is, in fact, not 7.", "The answer is in fact 7 or 8.",
              "The answer is, of course, about 7.",
              "The answer is, as expected, maybe 7."]


QUEST_TWIN = ["The ? answer is 7.", "Quindi ? la risposta è 7.",
              "Ответ ? 7", "Therefore, ? the total is 7.",
              "Kwa ? hivyo jibu ni 7.", "La ? respuesta es 7.",
              "Also ? ist die Antwort 7.", "Donc ? la réponse est 7.",
              "Portanto, ? a resposta é 7.", "Olasılık ? 7",
              "So the answer is ? 7.", "Answer ? 7",
              "Правильный ? ответ: 7."]
# after the value: a Hangul syllable alone that is no counter, a sign of
# approximation before no value (answer_find.c lone_letter,
# approx_of_nothing)
TAIL_TWIN = ["Answer: 7 않", "정답: 7 않",
             "The answer is $\\boxed{7 ≈ \\text{ years}}$.",
             "\\boxed{7 \\approx \\text{ years}}", "\\boxed{7 ≈ years}"]
TAIL_RIGHT = ["정답: 7 개", "Answer: 7 명",
              "정답: 7 살"]
QUEST_RIGHT = [("Is it 5? No, the answer is 7.", P),
               ("Why? Because 3 + 4 = 7. So the answer is 7.", P),
               ("Quelle est la réponse ? La réponse est 7.", P),
               ("How many are left? 7", "How many are left?")]


# between the value and the question's words, the noun counted: never a
# negation, a doubt, a bound or a word of approximation
# (answer_prose.c papo_answer_question_tail)
NOUN_Q = "Tom has 5 apples and buys 7 more. How many apples does he have?"
NOUN_TWIN = ["Tom has 12 not apples.", "So Tom has 12 roughly apples.",
             "Tom has 12 approximately apples.", "Tom has 12 about apples.",
             "Tom has 12 maybe apples.", "So he has 12 nearly apples."]
NOUN_RIGHT = ["Tom has 12 red apples.", "Tom has 12 apples.",
              "So Tom has 12 apples."]


def kinds(add):
    def right(kind, a, wrong, q, rs):
        for r in rs:
            add(kind + "-right", a, q, r)
            add(kind + "-wrong", wrong, q, r)

    def twin(kind, a, q, ts):
        for t in ts:
            add(kind + "-twin", a, q, t)

    twin("noun", "12", NOUN_Q, NOUN_TWIN)
    right("noun", "12", "13", NOUN_Q, NOUN_RIGHT)
    twin("tail", "7", P, TAIL_TWIN)
    right("tail", "7", "8", P, TAIL_RIGHT)
    # 만: a scale word
    right("tail", "70000", "7", P, ["Answer: 7 \ub9cc", "\uc815\ub2f5: 7 \ub9cc"])
    twin("quest", "7", P, QUEST_TWIN)
    for r, q in QUEST_RIGHT:
        right("quest", "7", "8", q, [r])
    right("comma", "7", "8", P, COMMA_RIGHT)
    twin("comma", "7", P, ASIDE_TWIN)
    for w in COMMA_WORDS:
        for t in ("So the total is {w}, 7.", "The total is {w}, 7.",
                  "Therefore, the number of apples is {w}, 7."):
            add("comma-twin", "7", P, t.format(w=w))
        if " " not in w:    # "is blorf x B, 7": two words, not read
            add("comma-twin", "B", OPTS,
                "So the correct option is %s B, 7." % w)
    for ph in PHRASES + MORE:
        if "option" in ph:
            continue
        add("plain-right", "7", P, ph.format(x="7"))
        add("plain-wrong", "8", P, ph.format(x="7"))
        for w in WORDS:
            if (ph, w) in SKIP:
                continue
            for pre in ("", "x ", "n "):
                add("turn-twin", "7", P, ph.format(x=pre + w + " 7"))


def main():
    verify_run.usage("hostile_turn90")
    return verify_run.run_kinds(
        "hostile_turn90", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
