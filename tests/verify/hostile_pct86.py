#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_pct86.py: a percentage asked and answered in thirteen
languages (issue 26, session 57).

Lost on session 56's binary though each gives the percentage asked: a
percent sign or word on the answer was dropped against a plain
reference only where the problem's own words ask a percentage, and
those words were known in nine languages (verify_unit.c
percent_words: Thai's เปอร์เซ็นต์, Swahili's asilimia, Bengali's শতাংশ,
Telugu's శాతం, Indonesian's persen, Malay's peratus, Vietnamese's
phần trăm, Turkish's yüzde, Polish's procent, Hindi's प्रतिशत, Arabic's
المئوية now too); a percent word after the value in those languages
("25 เปอร์เซ็นต์", "25 persen": answer_prose.c percent_after); a
statement whose words papo_answer_prose does not read taken whole as
the value ("Tỉ lệ là 25%.": papo_answer_words_beside); Turkish's sign
before the value ("öğrencilerin %25'i": papo_answer_sign_first, under
a Turkish problem only) and a problem's word written with its capital
("Öğrencilerin"); Chinese's percentage in numerals ("百分之二十五").
A count where a percentage is asked ("So 25 students wear glasses.",
rewarded in English too, and "คำตอบคือ 25 คน" in Thai: answer_find.c
count_for_percent, and the problem's words that ask a percentage in
the other languages, answer_problem.c papo_answer_asks_percent), a
bound, a negation, a doubt and a second value stay refused.

usage: hostile_pct86.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of {a} of 40 students who wear glasses, rights of the
# percentage {v}, twins of {v} and {u} another)
LANGS = (
    ("en", "A class has 40 students and {a} of them wear glasses. What "
     "percentage of the students wear glasses?",
     ["So {v}% of the students wear glasses.", "The percentage is {v}%.",
      "{v} percent of the students wear glasses."],
     ["So {v} students wear glasses.", "So {v} wear glasses.",
      "So about {v}% of the students wear glasses."]),
    ("th", "ห้องเรียนมีนักเรียน 40 คน ใส่แว่น {a} คน นักเรียนที่ใส่แว่นคิดเป็นกี่"
     "เปอร์เซ็นต์",
     ["ดังนั้นนักเรียนที่ใส่แว่นคิดเป็น {v}%", "คิดเป็น {v} เปอร์เซ็นต์",
      "คำตอบคือ {v} เปอร์เซ็นต์"],
     ["คิดเป็นประมาณ {v}%", "ไม่ใช่ {v}%", "คำตอบคือ {v} คน"]),
    ("bn", "একটি ক্লাসে 40 জন ছাত্র, তাদের মধ্যে {a} জন চশমা পরে। কত শতাংশ "
     "ছাত্র চশমা পরে?",
     ["সুতরাং, {v}% ছাত্র চশমা পরে।", "উত্তর হল {v}%।"],
     ["সুতরাং, প্রায় {v}% ছাত্র চশমা পরে।", "উত্তর হল {v}% নয়।",
      "উত্তর হল {v} জন।"]),
    ("te", "ఒక తరగతిలో 40 మంది విద్యార్థులు ఉన్నారు, వారిలో {a} మంది "
     "కళ్లద్దాలు ధరిస్తారు. ఎంత శాతం విద్యార్థులు కళ్లద్దాలు ధరిస్తారు?",
     ["కాబట్టి, {v}% విద్యార్థులు కళ్లద్దాలు ధరిస్తారు."],
     ["కాబట్టి, సుమారు {v}% విద్యార్థులు కళ్లద్దాలు ధరిస్తారు."]),
    ("id", "Sebuah kelas memiliki 40 siswa dan {a} di antaranya memakai "
     "kacamata. Berapa persen siswa yang memakai kacamata?",
     ["Jadi, {v}% siswa memakai kacamata.", "Persentasenya adalah {v}%.",
      "Jawabannya adalah {v} persen."],
     ["Jadi, sekitar {v}% siswa memakai kacamata.",
      "Persentasenya bukan {v}%.", "Persentasenya {v}% atau {u}%.",
      "Jawabannya adalah {v} siswa."]),
    ("ms", "Sebuah kelas mempunyai 40 murid dan {a} daripadanya memakai "
     "cermin mata. Berapa peratus murid yang memakai cermin mata?",
     ["Jawapannya ialah {v} peratus.", "Jadi, {v}% murid memakai cermin "
      "mata."],
     ["Jawapannya mungkin {v} peratus.", "Jawapannya ialah {v} murid."]),
    ("vi", "Một lớp có 40 học sinh, trong đó {a} em đeo kính. Bao nhiêu "
     "phần trăm học sinh đeo kính?",
     ["Vậy {v}% học sinh đeo kính.", "Tỉ lệ là {v}%.",
      "Vậy tỉ lệ là {v}%.", "Đáp số: {v}%"],
     ["Vậy khoảng {v}% học sinh đeo kính.", "Tỉ lệ không phải là {v}%.",
      "Tỉ lệ là {v}% hoặc {u}%.", "Đáp số: {v} học sinh"]),
    ("tr", "Bir sınıfta 40 öğrenci var ve {a}'u gözlük takıyor. "
     "Öğrencilerin yüzde kaçı gözlük takıyor?",
     ["Dolayısıyla öğrencilerin %{v}'i gözlük takıyor.",
      "Cevap %{v}'tir."],
     ["Dolayısıyla öğrencilerin yaklaşık %{v}'i gözlük takıyor.",
      "Cevap %{v} değildir.", "Cevap belki %{v}'tir."]),
    ("pl", "W klasie jest 40 uczniów, {a} z nich nosi okulary. Jaki "
     "procent uczniów nosi okulary?",
     ["Zatem {v}% uczniów nosi okulary.", "Odpowiedź: {v}%."],
     ["Zatem około {v}% uczniów nosi okulary.", "Odpowiedź: {v} uczniów."]),
    ("hi", "एक कक्षा में 40 छात्र हैं और उनमें से {a} चश्मा पहनते हैं। कितने "
     "प्रतिशत छात्र चश्मा पहनते हैं?",
     ["इसलिए, {v}% छात्र चश्मा पहनते हैं।"],
     ["इसलिए, लगभग {v}% छात्र चश्मा पहनते हैं।"]),
    ("ar", "في فصل 40 طالبًا، {a} منهم يرتدون نظارات. ما النسبة المئوية "
     "للطلاب الذين يرتدون نظارات؟",
     ["النسبة المئوية هي {v}%."],
     ["النسبة المئوية تقريبًا {v}%.", "النسبة المئوية ليست {v}%."]),
    ("zh", "一个班有40名学生，其中{a}名戴眼镜。戴眼镜的学生占百分之几？",
     ["戴眼镜的学生占百分之{w}。", "所以戴眼镜的学生占{v}%。"],
     ["戴眼镜的学生大约占百分之{w}。", "戴眼镜的学生不是百分之{w}。",
      "戴眼镜的学生占百分之{w}或百分之三十。"]),
)

# a Chinese numeral for the values used
ZH = {25: "二十五", 30: "三十", 26: "二十六", 31: "三十一"}


def gen(add):
    for kind, problem, rights, twins in LANGS:
        for v in (25, 30):
            p = problem.format(a=v * 40 // 100)
            w = "%d / 40 × 100 = %d.\n\n" % (v * 40 // 100, v)
            f = dict(v=v, u=v + 5, w=ZH[v])
            for t in rights:
                r = w + t.format(**f)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
            for t in twins:
                add(kind + "-twin", str(v), p, w + t.format(**f))
    # "%25" is no percentage's sign before a problem in another language
    add("tr-twin", "25", "What is 10 plus 15?", "The answer is a%25.")


def main():
    verify_run.usage("hostile_pct86")
    return verify_run.run_kinds("hostile_pct86",
                                verify_run.kind_rows([gen]), width=8)


if __name__ == "__main__":
    sys.exit(main())
