#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_close27.py: the closing remarks chat models end a right
answer on, in every language papo-verify lists, and the emoji of
approval and celebration after a value (issue 26's lost signal, review
27's finding 11).

usage: hostile_close27.py PAPO_VERIFY [--list]

Controls: after the answer given as tests/verify/hostile_close.py gives
it (or boxed), a wish ("Good luck on the exam!", "Viel Glück!", "祝你考
试顺利！"), a hope the explanation is clear ("Hope that clears it up."),
an offer of a follow-up, a word on the problem ("Nice problem!"), a
remark that the work agrees with itself ("Both methods agree."), or 👍
🎉 👏 🙌 💯 🥳 after the value: every one rewarded.  Twins: the same
remark made a doubt, a correction, a condition, a negation or a hope
the answer is right ("Hope that's right!", "Good luck, though I may be
off.", "Both methods agree on 50."), or 🤔 👎 🤷 after the value, or an
approval emoji followed by a doubt: none.  And a measured quantity
with the dimension its unit measures after it ("The fence is 36 cm
long.", "Die Schnur ist 36 cm lang."): rewarded; its twins (a
comparative, a bound, a doubt, another value after it): none; a value
in centimetres written "सेमी", "সেমি" or "公分" (against a reference in
cm: rewarded; in m or km, or another value: never).  Random but
seeded.

Prints each variant judged wrongly and a count per language; exits 1
when a twin is rewarded or a control is not.  --list writes the
variants (JSONL) instead of running them.
"""
import random
import sys

import hostile_close
import verify_run

VALUES = ["7", "42", "12", "36"]

# Per language: remarks that close a right answer, then their twins.
CLOSE = {
    "en": (["Hope that clears it up.", "I hope that clears it up!",
            "Good luck on the exam!", "Good luck with your homework!",
            "Feel free to ask a follow-up.",
            "Feel free to ask follow-up questions!",
            "Both methods agree.", "Both approaches agree.",
            "That wraps it up.", "Nice problem!", "Fun puzzle!",
            "This completes the problem.", "That completes the problem.",
            "Happy to explain any step further.",
            "Happy to explain any step in more detail.",
            "Thanks for the fun puzzle!", "Thanks for the nice problem!",
            "That's all there is to it.",
            "I hope the steps are easy to follow.",
            "That is the whole solution.", "That's the complete solution."],
           ["Hope that's right!", "Good luck, though I may be off.",
            "Hope that clears it up, though it may be 50.",
            "Both methods agree, I think.", "Both methods don't agree.",
            "Both methods agree on 50.", "Both methods almost agree.",
            "Feel free to ask a follow-up if this is wrong.",
            "That wraps it up, unless I slipped.",
            "This completes the problem if n is even.",
            "Nice problem, but I am not sure.",
            "Happy to explain any step further, I may have erred.",
            "That's not all there is to it.",
            "That is the whole solution?", "That is not the whole solution.",
            "Good luck on the exam! The answer might be 50.",
            "I hope the steps are right.", "Hope I got it right."]),
    "fr": (["Bonne chance !", "Bonne chance pour ton examen !",
            "J'espère que c'est plus clair."],
           ["Bonne chance, mais je ne suis pas sûr.",
            "J'espère que c'est juste.", "J'espère que c'est correct."]),
    "de": (["Viel Glück!", "Viel Glück bei der Prüfung!",
            "Ich hoffe, das ist verständlich."],
           ["Viel Glück, aber ich bin nicht sicher.",
            "Ich hoffe, das stimmt.", "Ich hoffe, das ist richtig."]),
    "es": (["¡Buena suerte!", "¡Buena suerte en el examen!",
            "Espero que quede claro."],
           ["Buena suerte, aunque puedo estar equivocado.",
            "Espero que sea correcto.", "Espero que esté bien."]),
    "it": (["Spero sia utile!", "Buona fortuna!",
            "Buona fortuna per l'esame!"],
           ["Spero sia giusto!", "Buona fortuna, ma non sono sicuro.",
            "Spero sia corretto."]),
    "pt": (["Boa sorte!", "Boa sorte na prova!"],
           ["Boa sorte, mas não tenho certeza.",
            "Espero que esteja certo."]),
    "ru": (["Удачи на экзамене!", "Надеюсь, теперь всё понятно."],
           ["Удачи, но я не уверен.", "Надеюсь, это верно."]),
    "uk": (["Удачі!", "Успіхів на іспиті!"],
           ["Удачі, але я не впевнений.", "Сподіваюся, це правильно."]),
    "pl": (["Powodzenia!", "Powodzenia na egzaminie!"],
           ["Powodzenia, ale nie jestem pewien.",
            "Mam nadzieję, że to dobrze."]),
    "tr": (["Bol şans!", "Sınavda bol şans!"],
           ["Bol şans, ama emin değilim.", "Umarım doğrudur."]),
    "vi": (["Chúc bạn học tốt!", "Chúc bạn thi tốt!"],
           ["Chúc bạn học tốt, nhưng tôi không chắc.", "Hy vọng là đúng."]),
    "id": (["Semoga sukses!", "Selamat belajar!"],
           ["Semoga sukses, tapi saya tidak yakin.", "Semoga benar."]),
    "sw": (["Kila la heri!", "Bahati njema!"],
           ["Kila la heri, lakini sina uhakika.",
            "Natumaini ni sahihi."]),
    "hi": (["शुभकामनाएँ!", "परीक्षा के लिए शुभकामनाएँ!"],
           ["शुभकामनाएँ, लेकिन मुझे यकीन नहीं है।", "आशा है यह सही है।"]),
    "ar": (["بالتوفيق!", "حظًا موفقًا في الامتحان!"],
           ["بالتوفيق، لكنني لست متأكدًا.", "آمل أن يكون هذا صحيحًا."]),
    "bn": (["শুভকামনা!", "পরীক্ষার জন্য শুভকামনা!"],
           ["শুভকামনা, তবে আমি নিশ্চিত নই।", "আশা করি এটি সঠিক।"]),
    "te": (["శుభాకాంక్షలు!", "పరీక్షకు శుభాకాంక్షలు!"],
           ["శుభాకాంక్షలు, కానీ నాకు ఖచ్చితంగా తెలియదు.",
            "ఇది సరైనదని ఆశిస్తున్నాను."]),
    "zh": (["祝你考试顺利！", "加油！"],
           ["祝你考试顺利，不过我不太确定。", "希望是对的。"]),
    "ja": (["試験頑張ってください！", "頑張ってください！"],
           ["頑張ってください、でも自信はありません。",
            "合っているといいのですが。"]),
    "ko": (["시험 잘 보세요!", "화이팅!"],
           ["시험 잘 보세요, 하지만 확실하지 않아요.", "맞았으면 좋겠어요."]),
    "th": (["ขอให้โชคดี!", "ขอให้โชคดีนะครับ"],
           ["ขอให้โชคดี แต่ผมไม่แน่ใจ", "หวังว่าจะถูกนะ"]),
}

# After a value: emoji of approval and celebration (controls), and of
# doubt, refusal or shrugging, or approval then a doubt (twins).
EMOJI = (["👍", "👍🏻", "🎉", "🎊", "👏", "🙌", "💯", "🥳", "👌"],
         ["🤔", "👎", "🤷", "😬", "❓", "🙃", "👍 but I may be off.",
          "🎉 (if I read the problem right)", "👍?", "👎🏻"])


# A measured quantity stated with the dimension its unit measures
# after it (review 27's finding 10), English and German, against G cm:
# the statements, then their twins (a comparative, a degree, a bound,
# a doubt, a condition, another value after it).
DIM = {
    "en": (["The fence is G cm long.", "So the rope is G cm long.",
            "Therefore the board is G cm wide.",
            "Hence the tower is G cm tall.", "The pool is G cm deep.",
            "Thus the wall is G cm thick.", "The shelf is G cm high."],
           ["The fence is G cm longer.", "The fence is G cm too long.",
            "The fence is at most G cm long.",
            "The fence is G cm long, I think.",
            "The fence is G cm long if n is even.",
            "The fence is G cm long and 40 cm wide.",
            "The fence is not G cm long.", "The fence might be G cm long.",
            "The fence is G cm long, maybe.",
            "The fence is G cm longer than the rope."]),
    "de": (["Die Schnur ist somit G cm lang.", "Das Brett ist also G cm breit.",
            "Der Turm ist G cm hoch.", "Das Becken ist G cm tief."],
           ["Die Schnur ist G cm länger.", "Die Schnur ist G cm lang, "
            "glaube ich.", "Die Schnur ist höchstens G cm lang.",
            "Die Schnur ist nicht G cm lang.",
            "Die Schnur ist vielleicht G cm lang."]),
}


# The centimetre's abbreviation in Hindi and Bengali and Taiwan's 公分
# (finding 10's other languages): rewarded against G cm; the twins, the
# same sentence against G m, G km or a bare G+1: never (the unit read,
# not dropped).
CM = ["उत्तर 36 सेमी है।", "उत्तर: 36 सेमी", "অতএব দড়িটির দৈর্ঘ্য 36 সেমি।",
      "উত্তর 36 সেমি।", "答案是 36 公分。", "答案是36公分。"]


def rows(rng):
    out = []
    for t in CM:
        out.append(("control", "cm", "36 \\text{ cm}", t))
        for a in ("36 \\text{ m}", "36 \\text{ km}", "37"):
            out.append(("twin", "cm", a, t))
    for lang, (rights, twins) in DIM.items():
        for kind, texts in (("control", rights), ("twin", twins)):
            for t in texts:
                v = rng.choice(VALUES)
                out.append((kind, "dim" + lang, v + " \\text{ cm}",
                            t.replace("G", v)))
    for lang, (remarks, twins) in CLOSE.items():
        leads = ["\\boxed{G}."]
        if lang in hostile_close.LANGS:
            leads += hostile_close.LANGS[lang][0]
        for kind, texts in (("control", remarks), ("twin", twins)):
            for t in texts:
                for lead in leads:
                    v = rng.choice(VALUES)
                    sep = rng.choice([" ", "\n\n"])
                    out.append((kind, lang, v,
                                lead.replace("G", v) + sep + t))
    for kind, marks in (("control", EMOJI[0]), ("twin", EMOJI[1])):
        for m in marks:
            for lead in ("So the answer is \\boxed{G}", "Answer: G",
                         "The answer is **G**.", "\\boxed{G}"):
                v = rng.choice(VALUES)
                out.append((kind, "emoji", v, lead.replace("G", v) + " " +
                            m))
    return out


def main():
    verify_run.usage("hostile_close27")
    rng = random.Random(27)
    vs = [{"family": "%s-%s" % (k, lang), "answer": v, "response": r}
          for k, lang, v, r in rows(rng)]
    return verify_run.run(
        "hostile_close27", vs, lambda v: v["family"].split("-")[1],
        lambda v: v["family"].startswith("control"), width=5)


if __name__ == "__main__":
    sys.exit(main())
