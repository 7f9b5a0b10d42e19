#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_age85.py: a last statement of a person's age in twenty-one
languages (issue 26, session 57).

Lost on session 56's binary though each states the age asked: Chinese's
"this year" and "age" ("所以汤姆今年12岁。", "汤姆的年龄是12岁。"),
Korean's age noun and its Sino-Korean counter ("톰의 나이는 12세입니다."),
Swahili's "umri wa" (the age of), Turkish's word without the copula's
suffix the question writes ("Tom 12 yaşında" for "kaç yaşındadır").
Another unit (months, weeks), a bound, a negation, a doubt and another
value stay refused.

usage: hostile_age85.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of Tom, 4 years older than Ann of {a}; rights of his
# age {v}; twins of {v} and {u}, another value)
LANGS = (
    ('en', 'Tom is 4 years older than Ann, who is {a}. How old is Tom?',
     ['Tom is {v} years old.',
      'So Tom is {v}.',
      "Tom's age is {v} years."],
     ['Tom is {v} months old.',
      'Tom is {v} weeks old.',
      'Tom is about {v} years old.',
      'Tom is not {v} years old.',
      'Tom is {v} or {u} years old.',
      'Maybe Tom is {v}.']),
    ('de', 'Tom ist 4 Jahre älter als Anna, die {a} ist. Wie alt ist Tom?',
     ['Tom ist {v} Jahre alt.',
      'Also ist Tom {v} Jahre alt.',
      'Tom ist also {v}.'],
     ['Tom ist {v} Monate alt.',
      'Tom ist ungefähr {v} Jahre alt.',
      'Tom ist nicht {v} Jahre alt.']),
    ('fr', "Tom a 4 ans de plus qu'Anne, qui a {a} ans. Quel âge a Tom ?",
     ['Tom a {v} ans.',
      'Donc Tom a {v} ans.',
      "L'âge de Tom est de {v} ans."],
     ['Tom a {v} mois.',
      'Tom a environ {v} ans.',
      "Tom n'a pas {v} ans."]),
    ('es',
     'Tom tiene 4 años más que Ana, que tiene {a}. ¿Cuántos años tiene Tom?',
     ['Tom tiene {v} años.',
      'Por lo tanto, Tom tiene {v} años.'],
     ['Tom tiene {v} meses.',
      'Tom tiene unos {v} años.',
      'Tom no tiene {v} años.']),
    ('pt',
     'Tom é 4 anos mais velho que Ana, que tem {a}. Quantos anos Tom tem?',
     ['Tom tem {v} anos.',
      'Portanto, Tom tem {v} anos.'],
     []),
    ('it', 'Tom ha 4 anni più di Anna, che ne ha {a}. Quanti anni ha Tom?',
     ['Tom ha {v} anni.',
      'Quindi Tom ha {v} anni.'],
     []),
    ('ru', 'Том на 4 года старше Анны, которой {a} лет. Сколько лет Тому?',
     ['Тому {v} лет.',
      'Итак, Тому {v} лет.'],
     []),
    ('zh', '汤姆比安大4岁，安{a}岁。汤姆几岁？',
     ['汤姆{v}岁。',
      '所以汤姆今年{v}岁。',
      '汤姆的年龄是{v}岁。'],
     ['汤姆{v}个月大。',
      '汤姆今年大约{v}岁。',
      '汤姆今年不是{v}岁。',
      '汤姆的年龄可能是{v}岁。']),
    ('ja', 'トムはアンより4歳年上で、アンは{a}歳です。トムは何歳ですか？',
     ['トムは{v}歳です。',
      'したがって、トムは{v}歳です。'],
     ['トムは{v}ヶ月です。',
      'トムは約{v}歳です。',
      'トムは{v}歳ではありません。']),
    ('ko', '톰은 앤보다 4살 많고 앤은 {a}살입니다. 톰은 몇 살입니까?',
     ['톰은 {v}살입니다.',
      '따라서 톰은 {v}살입니다.',
      '톰의 나이는 {v}세입니다.'],
     ['톰의 나이는 {v}개월입니다.',
      '톰의 나이는 약 {v}세입니다.',
      '톰의 나이는 {v}세가 아닙니다.',
      '톰은 아마 {v}살입니다.']),
    ('th', 'ทอมอายุมากกว่าแอน 4 ปี แอนอายุ {a} ปี ทอมอายุเท่าไร',
     ['ทอมอายุ {v} ปี',
      'ดังนั้นทอมอายุ {v} ปี'],
     []),
    ('sw',
     'Tom ni mkubwa kuliko Ann kwa miaka 4, na Ann ana miaka {a}. '
     'Tom ana miaka mingapi?',
     ['Tom ana miaka {v}.',
      'Kwa hivyo, Tom ana umri wa miaka {v}.'],
     ['Kwa hivyo, Tom ana umri wa miezi {v}.',
      'Kwa hivyo, Tom ana umri wa takriban miaka {v}.',
      'Tom hana umri wa miaka {v}.']),
    ('bn', 'টম অ্যানের চেয়ে 4 বছরের বড়, অ্যানের বয়স {a}। টমের বয়স কত?',
     ['টমের বয়স {v} বছর।',
      'সুতরাং টমের বয়স {v} বছর।'],
     []),
    ('te',
     'టామ్ ఆన్ కంటే 4 సంవత్సరాలు పెద్దవాడు, ఆన్ వయస్సు {a}. టామ్ వయస్సు ఎంత?',
     ['టామ్ వయస్సు {v} సంవత్సరాలు.',
      'కాబట్టి, టామ్ వయస్సు {v} సంవత్సరాలు.'],
     []),
    ('id',
     'Tom 4 tahun lebih tua dari Ann yang berusia {a} tahun. Berapa usia Tom?',
     ['Tom berusia {v} tahun.',
      'Jadi, usia Tom adalah {v} tahun.'],
     []),
    ('vi', 'Tom lớn hơn Ann 4 tuổi, Ann {a} tuổi. Tom bao nhiêu tuổi?',
     ['Tom {v} tuổi.',
      'Vậy Tom {v} tuổi.'],
     []),
    ('tr', "Tom, {a} yaşındaki Ann'den 4 yaş büyüktür. Tom kaç yaşındadır?",
     ['Tom {v} yaşındadır.',
      'Dolayısıyla Tom {v} yaşında.'],
     ['Dolayısıyla Tom {v} yaşında değil.',
      'Dolayısıyla Tom yaklaşık {v} yaşında.',
      'Dolayısıyla Tom {v} aylık.',
      'Tom belki {v} yaşında.']),
    ('pl',
     'Tom jest o 4 lata starszy od Ani, która ma {a} lat. Ile lat ma Tom?',
     ['Tom ma {v} lat.',
      'Zatem Tom ma {v} lat.'],
     []),
    ('hi', 'टॉम ऐन से 4 साल बड़ा है, ऐन {a} साल की है। टॉम की उम्र कितनी है?',
     ['टॉम की उम्र {v} साल है।',
      'इसलिए टॉम {v} साल का है।'],
     []),
    ('ar', 'توم أكبر من آن بـ 4 سنوات، وعمر آن {a} سنوات. كم عمر توم؟',
     ['عمر توم {v} سنة.',
      'إذن عمر توم {v} سنة.'],
     []),
    ('uk',
     'Том на 4 роки старший за Анну, якій {a} років. Скільки років Тому?',
     ['Тому {v} років.',
      'Отже, Тому {v} років.'],
     []),
)


def main():
    verify_run.usage("hostile_age85")
    return verify_run.run_langs(
        "hostile_age85", LANGS, (12, 15), a_of=lambda v: v - 4,
        work=lambda v: "%d + 4 = %d.\n\n" % (v - 4, v))


if __name__ == "__main__":
    sys.exit(main())
