#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost28b.py: right answers issue 26's review 28 found lost
(its findings 4, 5, 7, 8 and 11), each beside twins that must stay
refused, in the 22 language groups of man/papo-verify.1:

 - restate: after the answer, a line that restates the same value
   behind a lead-in that only says it is said again ("To restate:",
   "Je le répète :", 重申一下：); twins: the same line with another
   value, or a lead-in of doubt or correction before the same value;
 - close: after the answer, a polite offer to answer more questions or
   a remark on the work that holds no value; twins: the same remark
   made a condition on the answer, a doubt, or with another value;
 - lead: a lead-in that names the operation before the value
   ("Differentiating, ...", "Integrating term by term, ..."); twins: a
   lead-in of doubt or a word of manner ("sloppily");
 - heading: an emoji that decorates the heading above the answer
   ("### 🧮 Final Result"); twins: a doubt's emoji, a heading that
   disowns ("Draft guess").

usage: hostile_lost28b.py PAPO_VERIFY [--list]

Families are KIND-LANG-right (to be rewarded; a refusal is lost
signal, counted apart) and KIND-LANG-twin (never rewarded), counted
by KIND.
"""
import sys

import verify_run

VALUES = ["36", "7", "125"]

# language: (answer statement, restatement lead-ins, closing remarks)
LANGS = {
    "en": ("Therefore, the answer is {v}.",
           ["To restate:", "Once more, for the record:",
            "Repeating the result:", "To be clear,"],
           ["Feel free to ask if anything else comes up."]),
    "zh-Hans": ("因此答案是 {v}。", ["重申一下：", "再强调一次："],
                ["如果还有不明白的地方，欢迎随时提问。"]),
    "zh-Hant": ("因此答案是 {v}。", ["重申一下：", "再強調一次："],
                ["如果還有不明白的地方，歡迎隨時提問。"]),
    "ja": ("よって、答えは {v} です。", ["繰り返しますと：", "もう一度言うと、"],
           ["他にご質問があればお気軽にどうぞ。"]),
    "ko": ("그러므로 답은 {v}입니다.", ["한 번 더 말하면:", "다시 말하면,"],
           ["궁금한 점이 더 있으면 언제든지 질문해 주세요."]),
    "fr": ("La réponse est donc {v}.", ["Je le répète :", "Encore une fois :"],
           ["N'hésitez pas si vous avez d'autres questions."]),
    "de": ("Die Antwort ist also {v}.", ["Noch einmal:", "Zur Wiederholung:"],
           ["Frag gern nach, wenn noch etwas offen ist."]),
    "es": ("Por lo tanto, la respuesta es {v}.",
           ["Lo repito:", "Una vez más:"],
           ["No dudes en preguntar si tienes más dudas."]),
    "it": ("Quindi la risposta è {v}.", ["Lo ripeto:", "Ancora una volta:"],
           ["Chiedi pure se hai altre domande."]),
    "pt": ("Portanto, a resposta é {v}.", ["Repetindo:", "Mais uma vez:"],
           ["Fique à vontade para perguntar se tiver outras dúvidas."]),
    "ru": ("Следовательно, ответ: {v}.", ["Повторю:", "Ещё раз:"],
           ["Если будут ещё вопросы, задавайте."]),
    "th": ("ดังนั้นคำตอบคือ {v}", ["ขอย้ำอีกครั้ง:"],
           ["หากสงสัยตรงไหน ถามมาได้เลยครับ"]),
    "bn": ("অতএব উত্তর হল {v}।", ["আবার বলছি:"],
           ["আর কোনো প্রশ্ন থাকলে জিজ্ঞাসা করুন।"]),
    "sw": ("Kwa hiyo jibu ni {v}.", ["Narudia:"],
           ["Uliza ikiwa una maswali mengine."]),
    "te": ("కాబట్టి సమాధానం {v}.", ["మరోసారి:"],
           ["ఇంకా ప్రశ్నలు ఉంటే అడగండి."]),
    "hi": ("अतः उत्तर {v} है।", ["दोबारा:"],
           ["और कोई प्रश्न हो तो पूछिए।"]),
    "ar": ("إذن الجواب هو {v}.", ["أكرر:"],
           ["لا تتردد في السؤال إذا كان لديك أسئلة أخرى."]),
    "id": ("Jadi jawabannya adalah {v}.", ["Sekali lagi:", "Saya ulangi:"],
           ["Silakan bertanya jika ada pertanyaan lain."]),
    "vi": ("Vậy đáp án là {v}.", ["Nhắc lại:", "Một lần nữa:"],
           ["Bạn cứ hỏi nếu còn thắc mắc nhé."]),
    "pl": ("Zatem odpowiedź to {v}.", ["Powtarzam:", "Jeszcze raz:"],
           ["Pytaj śmiało, jeśli masz inne pytania."]),
    "uk": ("Отже, відповідь: {v}.", ["Повторю:", "Ще раз:"],
           ["Якщо будуть ще питання, питайте."]),
    "tr": ("Bu nedenle cevap: {v}.", ["Tekrar edeyim:", "Bir kez daha,"],
           ["Başka sorunuz olursa sorabilirsiniz."]),
}

# lead-ins of doubt or correction: the same value after them is refused
DOUBT_LEADS = ["Not sure, but maybe:", "Correction:", "If I am wrong:",
               "Possibly:", "Or perhaps,", "Again, maybe:",
               "To restate, if I am right:"]
# remarks that are a condition, a doubt or another value
CLOSE_TWINS = ["If I did not slip somewhere, that is it.",
               "I might have miscounted, though.",
               "Both approaches give {w}, which is reassuring.",
               "Both approaches give the same count, which is worrying.",
               "Both approaches give different counts.",
               "如果我没有算错的话。", "如果我沒有算錯的話。",
               "Si je ne me suis pas trompé.",
               "Falls ich mich nicht verrechnet habe.",
               "Если я не ошибся.", "Якщо я не помилився.",
               "ถ้าผมคำนวณไม่ผิดนะครับ", "Jeśli się nie pomyliłem.",
               "Feel free to ask if anything else is wrong with it.",
               "N'hésitez pas si vous trouvez une erreur."]
CLOSE_EN = ["Both approaches give the same count, which is reassuring.",
            "(All arithmetic was checked twice.)",
            "Good luck with the rest! \U0001f4da"]


def other(v):
    return str(int(v) + 1)


def restate(out):
    for lang, (stmt, leads, _) in LANGS.items():
        for v in VALUES:
            a = stmt.format(v="\\boxed{%s}" % v)
            for lead in leads:
                out.append(("restate-" + lang + "-right", v,
                            "%s\n\n%s **%s**" % (a, lead, v)))
                out.append(("restate-" + lang + "-twin", v,
                            "%s\n\n%s **%s**" % (a, lead, other(v))))
            for lead in DOUBT_LEADS:
                out.append(("restate-" + lang + "-twin", v,
                            "%s\n\n%s **%s**" % (a, lead, v)))


def close(out):
    for lang, (stmt, _, remarks) in LANGS.items():
        for v in VALUES:
            a = stmt.format(v="\\boxed{%s}" % v)
            for r in remarks:
                out.append(("close-" + lang + "-right", v, "%s\n\n%s" % (a, r)))
            for r in CLOSE_TWINS:
                out.append(("close-" + lang + "-twin", v,
                            "%s\n\n%s" % (a, r.format(w=other(v)))))
    for v in VALUES:
        a = "So the answer is $\\boxed{%s}$." % v
        for r in CLOSE_EN:
            out.append(("close-en-right", v, "%s\n\n%s" % (a, r)))


# (answer, a derivation's step ending in its boxed value): a lead-in
# that names the operation, and its twins of doubt
LEADS = ["Differentiating,", "Differentiating term by term,",
         "Integrating,", "Integrating term by term,"]
LEAD_TWINS = ["Differentiating, maybe", "Integrating, I guess",
              "Differentiating sloppily,", "Integrating, if I recall,",
              "Probably integrating,"]
STEPS = [("6t", "$\\frac{d}{dt}\\left(3t^2\\right) = \\boxed{6t}$."),
         ("2x + 3", "$f'(x) = \\boxed{2x + 3}$."),
         ("\\frac{t^3}{3} + C", "$\\int t^2\\,dt = \\boxed{\\frac{t^3}{3} + C}$.")]


def lead(out):
    for v, step in STEPS:
        for w in LEADS:
            out.append(("lead-en-right", v, "%s %s" % (w, step)))
        for w in LEAD_TWINS:
            out.append(("lead-en-twin", v, "%s %s" % (w, step)))


# an emoji that decorates a heading above the answer, and its twins: a
# doubt's emoji, or a heading that disowns what is under it
HEAD_EMOJI = ["\U0001f9ee", "\U0001f4cc", "\U0001f3af", "\U0001f4a1",
              "\u2b50", "\U0001f4ca\ufe0f"]
HEAD_TWINS = ["### \U0001f914 Final Result", "### \U0001f9ee Draft guess",
              "### \U0001f4cc Rough estimate", "### \U0001f937 Final Answer"]


def heading(out):
    for v in VALUES:
        body = "\n\\[\nx = %s\n\\]" % v
        for e in HEAD_EMOJI:
            for h in ("### %s Final Result", "## %s Final Answer"):
                out.append(("heading-en-right", v, (h % e) + body))
        for h in HEAD_TWINS:
            out.append(("heading-en-twin", v, h + body))


def main():
    verify_run.usage("hostile_lost28b")
    out = []
    restate(out)
    close(out)
    lead(out)
    heading(out)
    vs = verify_run.records(out)
    return verify_run.run_kinds("hostile_lost28b", vs)


if __name__ == "__main__":
    sys.exit(main())
