#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_doubt47.py: a sentence of doubt between the work and the
answer's statement, in 18 languages, said by a verb, noun or adjective
of doubt ("Je doute.", "Ich zweifle.", "Lo dudo.", "Сомневаюсь.",
"我很怀疑。"), by not knowing ("Ich weiß es nicht.", "No lo sé.",
"Не знаю."), or by a negated word of confidence opening the sentence in
capitals ("Не уверен."); and a shrug on the work's own line before a
bare box ("9 × 14 = 126. Whatever. \\boxed{126}") (issue 26).

usage: hostile_doubt47.py PAPO_VERIFY [--list]

Family LANG-conn: the work, the doubt, then a conclusion in that
language ("Donc la réponse est 126."); LANG-box: the same with a bare
box; LANG-shrug: the work, a shrug or made-up words, a bare box, on one
line; ill-posed: the problem called ill-posed, ambiguous or
contradictory before the conclusion, in ten languages ("Le problème
est mal posé.", "题目有误。").  None is rewarded.  Their right twins (family right-KIND,
rewarded): the work then the conclusion or box with no doubt between
(right-plain), and a sentence that negates doubt, which commits
("Sans aucun doute, la réponse est 126.", "Zweifellos ist die Antwort
126.", "毫无疑问，答案是126。"; right-sure).  Every right response also
stands against another reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = ("A library has {a} shelves with {b} books on each shelf. How "
           "many books does the library have?")

# the work, per language ({a}, {b}, {v})
WORK = "{a} × {b} = {v}."

# sentences of doubt, phrasings of this file's own
DOUBT = {
    "en": ["This looks dubious.", "I'm hesitant here.", "Quite iffy.",
           "That seems questionable to me."],
    "fr": ["Je doute.", "J'en doute fortement.", "J'hésite encore.",
           "C'est douteux.", "Résultat incertain.", "Je ne sais pas."],
    "de": ["Ich zweifle.", "Ich bin unsicher.", "Zweifelhaft.",
           "Das bezweifle ich.", "Ich weiß es nicht.", "Keine Ahnung.",
           "Ungewiss."],
    "es": ["Lo dudo.", "Dudoso.", "Tengo mis dudas.", "No lo sé.",
           "Resultado incierto."],
    "it": ["Ne dubito.", "Ho dei dubbi.", "Risultato incerto.",
           "Non lo so.", "Non saprei."],
    "pt": ["Duvido.", "Tenho dúvidas.", "Estou hesitante.", "Não sei.",
           "Resultado incerto."],
    "ru": ["Сомневаюсь.", "Я сомневаюсь.", "Не уверен.", "Не знаю.",
           "Есть сомнения."],
    "uk": ["Сумніваюся.", "Маю сумніви."],
    "pl": ["Wątpię.", "To wątpliwe.", "Nie wiem."],
    "zh": ["我很怀疑。", "我有疑问。", "这个结果存疑。", "我拿不准。",
           "我不知道。"],
    "ja": ["疑わしいです。", "ちょっと怪しい。", "わかりません。"],
    "ko": ["의심스럽다.", "의문이 있다.", "모르겠다.", "긴가민가하다."],
    "id": ["Saya ragu.", "Masih ragu-ragu.", "Saya tidak tahu."],
    "vi": ["Tôi nghi ngờ.", "Tôi phân vân.", "Tôi không biết."],
    "tr": ["Şüpheliyim.", "Bundan şüphe ediyorum.", "Bilmiyorum."],
    "sw": ["Nina shaka.", "Sijui."],
    "th": ["ฉันสงสัย", "ไม่รู้"],
    "hi": ["मुझे संदेह है।", "पता नहीं।"],
}

# a conclusion, per language ({v})
CONCL = {
    "en": "So the answer is {v}.", "fr": "Donc la réponse est {v}.",
    "de": "Also ist die Antwort {v}.", "es": "Entonces la respuesta es {v}.",
    "it": "Quindi la risposta è {v}.", "pt": "Então a resposta é {v}.",
    "ru": "Итак, ответ {v}.", "uk": "Отже, відповідь {v}.",
    "pl": "Zatem odpowiedź to {v}.", "zh": "所以答案是{v}。",
    "ja": "よって答えは{v}です。", "ko": "따라서 답은 {v}이다.",
    "id": "Jadi jawabannya adalah {v}.", "vi": "Vậy đáp án là {v}.",
    "tr": "Yani cevap {v}.", "sw": "Kwa hiyo jibu ni {v}.",
    "th": "ดังนั้นคำตอบคือ {v}", "hi": "अतः उत्तर {v} है।",
}

# a sentence that negates doubt and commits ({v})
SURE = [
    "Sans aucun doute, la réponse est {v}.",
    "Ohne Zweifel ist die Antwort {v}.",
    "Zweifellos ist die Antwort {v}.",
    "Sin duda, la respuesta es {v}.",
    "Senza dubbio la risposta è {v}.",
    "Sem dúvida, a resposta é {v}.",
    "Без сомнения, ответ {v}.",
    "Несомненно, ответ {v}.",
    "毫无疑问，答案是{v}。",
    "Undoubtedly, the answer is {v}.",
]

# the problem called ill-posed, per language (with CONCL)
ILL = {
    "en": ["This problem is ill-posed.", "The question is ambiguous.",
           "The problem is not well defined."],
    "fr": ["Le problème est mal posé.", "L'énoncé est ambigu."],
    "de": ["Die Aufgabe ist schlecht gestellt.",
           "Die Aufgabe ist widersprüchlich."],
    "es": ["El problema está mal planteado.", "El enunciado es ambiguo."],
    "it": ["Il problema è mal posto.", "Il testo è ambiguo."],
    "pt": ["O problema está mal formulado.", "O enunciado é ambíguo."],
    "ru": ["Задача некорректна.", "Условие противоречиво."],
    "zh": ["题目有误。", "题目有歧义。"],
    "ja": ["問題が曖昧です。", "条件が矛盾しています。"],
    "ko": ["문제가 모호하다.", "조건이 모순된다."],
}

# shrugs of this file's own, and made-up words
SHRUG = ["Whatever.", "Meh, fine.", "Tant pis.", "Egal.", "Da igual.",
         "Boh.", "Tanto faz.", "Неважно.", "随便吧。", "どうでもいい。"]
SEPS = [" ", "\n", "\n\n"]


def made_up(rng):
    """Two made-up words ("q" and "x" start no row word)."""
    w = ["".join(rng.choice("bdfgklmnprstvz") + rng.choice("aeiou")
                 for _ in range(rng.randint(2, 3))) for _ in range(2)]
    return "Q%s x%s." % (w[0], w[1])


def drawn(rng):
    a, b = rng.randint(3, 12), rng.randint(13, 29)
    return a, b, a * b


def variants(rng):
    vs = []
    for _ in range(4):
        for lang in sorted(DOUBT):
            for d in DOUBT[lang]:
                a, b, v = drawn(rng)
                work = WORK.format(a=a, b=b, v=v)
                p = PROBLEM.format(a=a, b=b)
                for fam, end in (("conn", CONCL[lang].format(v=v)),
                                 ("box", "\\boxed{%d}" % v)):
                    r = work + rng.choice(SEPS) + d + rng.choice(SEPS) + end
                    verify_run.add(vs, lang, lang + "-" + fam, str(v), r, p)
                r = work + rng.choice(SEPS) + CONCL[lang].format(v=v)
                # a Hindi conclusion under an English problem reads
                # "है" as a unit ("104 \\text{ है}", not the books the
                # problem counts): lost at main too, asked without one
                verify_run.right(vs, lang, str(v), r,
                                 None if lang == "hi" else p,
                                 fam="right-plain", wrong=str(v + 7))
    for _ in range(4):
        for lang in sorted(ILL):
            for d in ILL[lang]:
                a, b, v = drawn(rng)
                end = rng.choice([CONCL[lang].format(v=v), "\\boxed{%d}" % v])
                r = WORK.format(a=a, b=b, v=v) + rng.choice(SEPS) + d + \
                    rng.choice(SEPS) + end
                verify_run.add(vs, "ill", "ill-posed", str(v), r,
                               PROBLEM.format(a=a, b=b))
    for _ in range(12):
        for say in SHRUG + [None]:
            a, b, v = drawn(rng)
            say = made_up(rng) if say is None else say
            r = "%s %s \\boxed{%d}" % (WORK.format(a=a, b=b, v=v), say, v)
            verify_run.add(vs, "shrug", "shrug", str(v), r,
                           PROBLEM.format(a=a, b=b))
        for t in SURE:
            a, b, v = drawn(rng)
            r = WORK.format(a=a, b=b, v=v) + rng.choice(SEPS) + t.format(v=v)
            verify_run.right(vs, "sure", str(v), r, PROBLEM.format(a=a, b=b),
                             fam="right-sure", wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_doubt47")
    return verify_run.run("hostile_doubt47", variants(random.Random(4729)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
