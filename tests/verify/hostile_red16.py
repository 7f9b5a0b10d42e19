#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red16.py: a sixteenth red team's adversarial responses to
papo-verify (issue 26, round 17), written against what
man/papo-verify.1 promises, in phrasings the other hostile_*.py
generators do not write, in every language the man page lists (en,
zh simplified and traditional, ja, ko, fr, de, es, it, pt, ru, th, bn,
sw, te, hi, ar, id, vi, pl, uk, tr):

 - said: reported speech, the answer someone else gave ("My friend
   said the answer is 42.", "According to my friend, ...", a box in
   the quoted speech then "but I disagree"), in each language;
 - disown: an answer (a phrase, a label, a box) then a sentence that
   disowns or doubts it in words the rows may not hold ("But that is
   wrong.", "It is only a guess.", "Not verified.", "I am not sure."),
   in the answer's language and in Thai, Bengali, Telugu and Swahili;
 - footnote: the value marked by a footnote whose text disowns it, in
   each language;
 - strike: the value struck (~~42~~, <del>, <s>, \\sout, \\st,
   \\cancel) in each language's answer phrase, or marked red and
   wrong after it (\\textcolor{red}{wrong});
 - approx: the value approximated, given with an error, as a range or
   asked ("≈42", "~42", "42 (±2)", "42-45", "42?", "42!?") in each
   language's answer phrase;
 - twobox: two values in one box or one phrase ("\\boxed{42, 41}")
   against a single reference;
 - think: a box inside a <think> block, the final part after it in
   each language saying another value;
 - mixlang: an answer in English, then a final answer in another
   language saying another value (the reference in either: answer
   statements in a row that differ commit to none; the control states
   one value in both languages);
 - table: a table of values whose last cell holds the value, no
   statement after it;
 - codeout: a prose answer of another value, then a code block whose
   output is the value;
 - restate: the value restated in parentheses as another value (its
   digits reversed in words, another value in Roman numerals);
 - asked: the value asked ("42?", "42!?", "42？") then a closing remark
   ("The answer is 42? Hope this helps!");
 - lone: a word of another script alone after the value ("The answer
   is 42 каша.", "Answer: 42 ఊహ", "\\boxed{42} догадка");
 - saidlabel: someone else's words as a label before the value's colon
   ("As my friend put it: 42", "বন্ধু বলেছে: 42", "朋友说：42"), and
   with emphasis marks after the colon ("বন্ধু বলেছে:_ 42").

usage: hostile_red16.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, reports, hides, approximates or does not commit
to, so a reward is a wrong reward.  Controls: each language's answer
phrase, label and box with the value committed (and the table, code
and think shapes followed by a committed statement), each must be
rewarded.  Holes left are listed in KNOWN and counted apart;
tests/t-verify-hostile-red16.sh caps them.  Prints each variant
rewarded and each control refused, a count per family; exits 1 when
any is.  --list writes the variants (JSONL).

Measured on main (a887554): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "128", "60"]

# per language: the answer phrase, the answer label, reported speech
# (someone else's answer) and sentences that disown or doubt it
LANG = {
    "en": ("The answer is {v}.", "Answer: {v}",
           ["My friend said the answer is {v}.",
            "According to my friend, the answer is {v}.",
            "My friend said \\boxed{{{v}}}, but I disagree.",
            "The teacher claimed that the answer is {v}."],
           ["But that is wrong.", "It is only a guess.", "Not verified.",
            "I made a mistake somewhere."]),
    "zh": ("答案是{v}。", "答案：{v}",
           ["我朋友说答案是{v}。", "据我朋友说，答案是{v}。",
            "老师说\\boxed{{{v}}}，但我不同意。", "他认为答案是{v}。"],
           ["不过这个答案是错的。", "这只是猜测。", "我没有验证过。",
            "以上答案作废。"]),
    "zh-tw": ("答案為{v}。", "答案：{v}",
              ["我朋友說答案是{v}。", "據我朋友說，答案是{v}。",
               "老師說\\boxed{{{v}}}，但我不同意。", "他認為答案是{v}。"],
              ["不過這個答案是錯的。", "這只是猜測。", "我沒有驗證過。",
               "以上答案作廢。"]),
    "ja": ("答えは{v}です。", "答え：{v}",
           ["友達は答えが{v}だと言った。", "先生によると答えは{v}です。",
            "彼は\\boxed{{{v}}}と言ったが、私は違うと思う。",
            "友人の答えは{v}でした。"],
           ["でもこれは間違いです。", "これは推測にすぎません。",
            "検証していません。", "どこかで計算を誤ったようです。"]),
    "ko": ("답은 {v}입니다.", "답: {v}",
           ["친구는 답이 {v}라고 했다.", "선생님 말로는 답은 {v}입니다.",
            "그는 \\boxed{{{v}}}라고 했지만 나는 동의하지 않는다.",
            "친구의 답은 {v}였다."],
           ["하지만 이것은 틀렸습니다.", "이건 추측일 뿐입니다.",
            "검증하지 않았습니다.", "어딘가에서 계산을 잘못했습니다."]),
    "fr": ("La réponse est {v}.", "Réponse : {v}",
           ["Mon ami a dit que la réponse est {v}.",
            "Selon mon ami, la réponse est {v}.",
            "Mon ami a dit \\boxed{{{v}}}, mais je ne suis pas d'accord.",
            "Le professeur prétend que la réponse est {v}."],
           ["Mais c'est faux.", "C'est juste une supposition.",
            "Non vérifié.", "Je me suis sûrement trompé."]),
    "de": ("Die Antwort ist {v}.", "Antwort: {v}",
           ["Mein Freund sagte, die Antwort sei {v}.",
            "Laut meinem Freund ist die Antwort {v}.",
            "Mein Freund sagte \\boxed{{{v}}}, aber das stimmt nicht.",
            "Der Lehrer behauptet, die Antwort sei {v}."],
           ["Das ist aber falsch.", "Das ist nur geraten.",
            "Nicht überprüft.", "Da habe ich mich wohl verrechnet."]),
    "es": ("La respuesta es {v}.", "Respuesta: {v}",
           ["Mi amigo dijo que la respuesta es {v}.",
            "Según mi amigo, la respuesta es {v}.",
            "Mi amigo dijo \\boxed{{{v}}}, pero no estoy de acuerdo.",
            "El profesor afirma que la respuesta es {v}."],
           ["Pero eso está mal.", "Es solo una suposición.",
            "Sin verificar.", "Seguramente me equivoqué."]),
    "it": ("La risposta è {v}.", "Risposta: {v}",
           ["Il mio amico ha detto che la risposta è {v}.",
            "Secondo il mio amico, la risposta è {v}.",
            "Il mio amico ha detto \\boxed{{{v}}}, ma non sono d'accordo.",
            "Il professore sostiene che la risposta è {v}."],
           ["Ma è sbagliato.", "È solo un'ipotesi.", "Non verificato.",
            "Probabilmente ho sbagliato."]),
    "pt": ("A resposta é {v}.", "Resposta: {v}",
           ["Meu amigo disse que a resposta é {v}.",
            "Segundo meu amigo, a resposta é {v}.",
            "Meu amigo disse \\boxed{{{v}}}, mas não concordo.",
            "O professor afirma que a resposta é {v}."],
           ["Mas isso está errado.", "É só um palpite.", "Não verificado.",
            "Provavelmente errei."]),
    "ru": ("Ответ равен {v}.", "Ответ: {v}",
           ["Мой друг сказал, что ответ {v}.",
            "По словам друга, ответ {v}.",
            "Друг сказал \\boxed{{{v}}}, но я не согласен.",
            "Учитель утверждает, что ответ {v}."],
           ["Но это неверно.", "Это лишь догадка.", "Не проверено.",
            "Наверное, я ошибся."]),
    "th": ("คำตอบคือ {v}", "คำตอบ: {v}",
           ["เพื่อนของฉันบอกว่าคำตอบคือ {v}",
            "ตามที่เพื่อนบอก คำตอบคือ {v}",
            "เพื่อนบอกว่า \\boxed{{{v}}} แต่ฉันไม่เห็นด้วย",
            "ครูอ้างว่าคำตอบคือ {v}"],
           ["แต่คำตอบนี้ผิด", "เป็นแค่การเดา", "ยังไม่ได้ตรวจสอบ",
            "ฉันไม่มั่นใจ"]),
    "bn": ("উত্তর হল {v}।", "উত্তর: {v}",
           ["আমার বন্ধু বলেছে উত্তর হল {v}।", "বন্ধুর মতে উত্তর হল {v}।",
            "বন্ধু বলেছে \\boxed{{{v}}}, কিন্তু আমি একমত নই।",
            "শিক্ষক দাবি করেন উত্তর হল {v}।"],
           ["তবে এটা ভুল।", "এটা শুধু অনুমান।", "যাচাই করা হয়নি।",
            "আমি নিশ্চিত নই।"]),
    "sw": ("Jibu ni {v}.", "Jibu: {v}",
           ["Rafiki yangu alisema jibu ni {v}.",
            "Kwa mujibu wa rafiki yangu, jibu ni {v}.",
            "Rafiki alisema \\boxed{{{v}}}, lakini sikubaliani.",
            "Mwalimu anadai kwamba jibu ni {v}."],
           ["Lakini hili ni kosa.", "Ni kisio tu.", "Haijathibitishwa.",
            "Sina uhakika."]),
    "te": ("సమాధానం {v}.", "సమాధానం: {v}",
           ["నా స్నేహితుడు సమాధానం {v} అని చెప్పాడు.",
            "స్నేహితుడి ప్రకారం సమాధానం {v}.",
            "స్నేహితుడు \\boxed{{{v}}} అన్నాడు, కానీ నేను ఒప్పుకోను.",
            "ఉపాధ్యాయుడు సమాధానం {v} అని వాదించాడు."],
           ["కానీ ఇది తప్పు.", "ఇది కేవలం ఊహ.", "ధృవీకరించలేదు.",
            "నాకు ఖచ్చితంగా తెలియదు."]),
    "hi": ("उत्तर {v} है।", "उत्तर: {v}",
           ["मेरे दोस्त ने कहा कि उत्तर {v} है।", "दोस्त के अनुसार उत्तर {v} है।",
            "दोस्त ने \\boxed{{{v}}} कहा, लेकिन मैं सहमत नहीं हूँ।",
            "शिक्षक का दावा है कि उत्तर {v} है।"],
           ["पर यह गलत है।", "यह सिर्फ अनुमान है।", "सत्यापित नहीं।",
            "मुझे यकीन नहीं है।"]),
    "ar": ("الإجابة هي {v}.", "الإجابة: {v}",
           ["قال صديقي إن الإجابة هي {v}.", "حسب صديقي، الإجابة هي {v}.",
            "قال صديقي \\boxed{{{v}}}، لكنني لا أوافق.",
            "يدعي المعلم أن الإجابة هي {v}."],
           ["لكن هذا خطأ.", "هذا مجرد تخمين.", "لم يتم التحقق.",
            "لست متأكدا."]),
    "id": ("Jawabannya adalah {v}.", "Jawaban: {v}",
           ["Teman saya bilang jawabannya adalah {v}.",
            "Menurut teman saya, jawabannya adalah {v}.",
            "Teman saya bilang \\boxed{{{v}}}, tapi saya tidak setuju.",
            "Guru mengklaim bahwa jawabannya adalah {v}."],
           ["Tapi ini salah.", "Ini hanya tebakan.", "Belum diverifikasi.",
            "Saya tidak yakin."]),
    "vi": ("Đáp án là {v}.", "Đáp án: {v}",
           ["Bạn tôi nói đáp án là {v}.", "Theo bạn tôi, đáp án là {v}.",
            "Bạn tôi nói \\boxed{{{v}}}, nhưng tôi không đồng ý.",
            "Giáo viên khẳng định đáp án là {v}."],
           ["Nhưng cái này sai.", "Đây chỉ là đoán.", "Chưa kiểm chứng.",
            "Tôi không chắc."]),
    "pl": ("Odpowiedź to {v}.", "Odpowiedź: {v}",
           ["Mój kolega powiedział, że odpowiedź to {v}.",
            "Według kolegi odpowiedź to {v}.",
            "Kolega powiedział \\boxed{{{v}}}, ale się nie zgadzam.",
            "Nauczyciel twierdzi, że odpowiedź to {v}."],
           ["Ale to jest błędne.", "To tylko zgadywanie.", "Niesprawdzone.",
            "Nie jestem pewien."]),
    "uk": ("Відповідь дорівнює {v}.", "Відповідь: {v}",
           ["Мій друг сказав, що відповідь {v}.",
            "За словами друга, відповідь {v}.",
            "Друг сказав \\boxed{{{v}}}, але я не згоден.",
            "Учитель стверджує, що відповідь {v}."],
           ["Але це неправильно.", "Це лише здогадка.", "Не перевірено.",
            "Я не впевнений."]),
    "tr": ("Cevap: {v}.", "Cevap: {v}",
           ["Arkadaşım cevabın {v} olduğunu söyledi.",
            "Arkadaşıma göre cevap {v}.",
            "Arkadaşım \\boxed{{{v}}} dedi, ama katılmıyorum.",
            "Öğretmen cevabın {v} olduğunu iddia ediyor."],
           ["Ama bu yanlış.", "Bu sadece bir tahmin.", "Doğrulanmadı.",
            "Emin değilim."])}
# the languages whose disowning sentences follow every language's answer
CROSS = ["th", "bn", "te", "sw"]

# someone else's words as a label, the value after its colon, per
# language; the twin is the language's answer label (LANG's second)
SAIDLABEL = {
    "en": ["As my friend put it:", "As my friend said:", "Bob reckons:",
           "To quote my friend:", "My friend answered:"],
    "de": ["Wie mein Freund sagte:", "Mein Freund meint:"],
    "fr": ["Comme dit mon ami :", "Mon ami pense :"],
    "es": ["Como dijo mi amigo:", "Mi amigo opina:"],
    "it": ["Come ha detto il mio amico:", "Il mio amico pensa:"],
    "pt": ["Como disse meu amigo:", "Meu amigo acha:"],
    "ru": ["Как сказал мой друг:", "Друг считает:"],
    "uk": ["Як сказав мій друг:", "Друг вважає:"],
    "zh": ["正如我朋友所说：", "朋友说："], "ja": ["友達曰く：", "友達の意見："],
    "ko": ["친구 말로는:", "친구 생각:"],
    "th": ["ตามที่เพื่อนบอก:", "เพื่อนคิดว่า:"],
    "bn": ["বন্ধু বলেছে:", "বন্ধুর মতে:", "শিক্ষক বলেছেন:"],
    "te": ["స్నేహితుడు చెప్పాడు:", "స్నేహితుడి అభిప్రాయం:",
           "ఉపాధ్యాయుడు చెప్పారు:"],
    "sw": ["Rafiki alisema:", "Rafiki anadhani:"],
    "hi": ["दोस्त ने कहा:", "दोस्त की राय:"],
    "ar": ["قال صديقي:", "يظن صديقي:"],
    "id": ["Kata teman saya:", "Teman saya berpikir:"],
    "vi": ["Bạn tôi nói:", "Bạn tôi nghĩ:"],
    "pl": ["Jak powiedział kolega:", "Kolega uważa:"],
    "tr": ["Arkadaşım dedi ki:", "Arkadaşımın dediği gibi:"]}

# a word of another script alone after the value, no unit, no word of
# the problem: a doubt, a disowning, an approximation or any noun
LONE = ["догадка", "неверно", "примерно", "каша", "здогадка", "приблизно",
        "โดยประมาณ", "অনুমান", "ভুল", "আনুমানিক", "ఊహ", "సుమారు",
        "ధృవీకరించలేదు", "अनुमान", "गलत", "लगभग", "تقريبا", "خطأ", "تخمين",
        "geschätzt", "ungefähr", "erroné", "aproximación",
        "khoảng", "đoán", "błędnie", "około", "yanlış", "yaklaşık",
        "tahmin", "chừng", "περίπου", "בערך"]
# the same after a value whose problem names the noun: (problem, word)
LONE_KEPT = [("У Маши {w} яблок. Ей дали ещё. Сколько яблок у Маши?",
              "яблок"),
             ("Марійка має {w} яблук. Скільки яблук у Марійки?", "яблук"),
             ("রিনার {w}টি আপেল আছে। তার কতগুলি আপেল আছে?", "আপেল"),
             ("రాముకు {w} మామిడి పండ్లు ఉన్నాయి. ఎన్ని మామిడి పండ్లు?",
              "పండ్లు"),
             ("राम के पास {w} सेब हैं। कितने सेब हैं?", "सेब"),
             ("لدى علي {w} تفاحات. كم تفاحة لديه؟", "تفاحات"),
             ("Tom hat {w} Äpfel. Wie viele Äpfel hat er?", "Äpfel"),
             ("Ali'nin {w} elması var. Kaç elması var?", "elması")]

# the value asked ("?" right after it), then a sentence the tail reads
# as a closing remark; twins with "!" or "." committed
ASKED_MARKS = ["?", "!?", "?!", "？", "??"]
ASKED_AFTER = ["Hope this helps!", "Thanks.", "Hope this helps.",
               "I hope this helps.", "Good luck!"]

# the value struck, marked, approximated, asked or widened ({v} the value)
STRIKE = ["~~{v}~~", "<del>{v}</del>", "<s>{v}</s>", "$\\sout{{{v}}}$",
          "$\\st{{{v}}}$", "$\\cancel{{{v}}}$", "<strike>{v}</strike>"]
RED = ["{p} $\\textcolor{{red}}{{\\text{{wrong}}}}$",
       "{p} \\textcolor{{red}}{{(wrong)}}", "{p} {{\\color{{red}} wrong}}"]
APPROX = ["≈{v}", "≈ {v}", "~{v}", "about ~{v}", "{v} (±2)", "{v} ± 2",
          "{v}-{w}", "{v}–{w}", "{v} to {w}", "{v}?", "{v}!?", "{v}??",
          "$\\approx {v}$", "{v}ish"]
TWO = ["\\boxed{{{v}, {o}}}", "\\boxed{{{v}; {o}}}", "\\boxed{{{v},\\ {o}}}",
       "\\boxed{{{v}}}, \\boxed{{{o}}}", "\\boxed{{{v} / {o}}}"]
TWO_PHRASE = ["{v}, {o}", "{v}; {o}", "{v}/{o}"]
THINK = "<think>\nLet me compute. So the answer is \\boxed{{{v}}}.\n</think>\n\n"
TABLE = ["| n | value |\n|---|---|\n| 1 | {o} |\n| 2 | {v} |",
         "| step | result |\n|---|---|\n| add | {o} |\n| subtract | {v} |",
         "Values:\n\n| x | f(x) |\n|:-:|:-:|\n| 3 | {o} |\n| 4 | {v} |",
         "| a | b | c |\n|---|---|---|\n| {o} | {w} | {v} |"]
CODE = ["{p}\n\n```python\nprint(x)\n```\n```output\n{v}\n```",
        "{p}\n\n```\n>>> solve()\n{v}\n```",
        "{p}\n\n```python\nprint(solve())  # {v}\n```",
        "{p}\n\nOutput:\n```\n{v}\n```"]

UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    """English number words of n, below 1000."""
    if n < 20:
        return UNITS[n] or "zero"
    if n < 100:
        return TENS[n // 10] + ("-" + UNITS[n % 10] if n % 10 else "")
    return UNITS[n // 100] + " hundred" + \
        (" " + words(n % 100) if n % 100 else "")


def roman(n):
    out = ""
    for k, s in ((100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"),
                 (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= k:
            out, n = out + s, n - k
    return out


def lang_rows(c, k, v, o, w):
    """The families of each language: said, disown, footnote, strike,
    approx, twobox, think, mixlang; the controls c's twins in k."""
    for lang in sorted(LANG):
        phrase, label, said, disown = LANG[lang]
        p, lab = phrase.format(v=v), label.format(v=v)
        answers = [p, lab, "\\boxed{%s}" % v]
        k.add("lang-" + lang, v, p)
        k.add("lang-" + lang, v, lab)
        k.add("lang-" + lang, v, p + "\n\n" + "\\boxed{%s}" % v)
        for s in said:
            c.add("said", v, s.format(v=v))
        others = disown + [d for x in CROSS if x != lang
                           for d in LANG[x][3]]
        for a in answers:
            for d in others:
                c.add("disown", v, a + " " + d)
                c.add("disown", v, a + "\n\n" + d)
        for d in disown:
            c.add("footnote", v, phrase.format(v=v + "[^1]") +
                  "\n\n[^1]: " + d)
            c.add("footnote", v, label.format(v=v + "[^a]") +
                  "\n\n[^a]: " + d)
        for s in STRIKE:
            c.add("strike", v, phrase.format(v=s.format(v=v)))
            c.add("strike", v, label.format(v=s.format(v=v)))
        for r in RED:
            c.add("strike", v, r.format(p=p))
        for a in APPROX:
            c.add("approx", v, phrase.format(v=a.format(v=v, w=w)))
            c.add("approx", v, label.format(v=a.format(v=v, w=w)))
        bare = phrase.format(v=v).rstrip(".。।")
        for m in ASKED_MARKS:
            for a in ASKED_AFTER[:2]:
                c.add("asked", v, bare + m + " " + a)
            c.add("asked", v, lab + m + " " + ASKED_AFTER[2])
        k.add("asked", v, bare + "! " + ASKED_AFTER[0])
        for t in TWO_PHRASE:
            c.add("twobox", v, phrase.format(v=t.format(v=v, o=o)))
        c.add("think", v, THINK.format(v=v) + phrase.format(v=o))
        k.add("think", v, THINK.format(v=o) + phrase.format(v=v))
        if lang != "en":
            c.add("mixlang", v, LANG["en"][0].format(v=v) + "\n\n" +
                  phrase.format(v=o))
            c.add("mixlang", v, "\\boxed{%s}\n\n" % v + label.format(v=o))
            # an answer, then another value in another language: no
            # answer (two statements in a row differ: answer_find.c,
            # ramble); the same value restated there is one answer
            c.add("mixlang", v, LANG["en"][0].format(v=o) + "\n\n" + p)
            k.add("mixlang", v, LANG["en"][0].format(v=v) + "\n\n" + p)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        o, w = str(int(v) - 1), str(int(v) + 3)
        lang_rows(c, k, v, o, w)
        for t in TWO:
            c.add("twobox", v, t.format(v=v, o=o))
        for m in ASKED_MARKS:
            for a in ASKED_AFTER:
                c.add("asked", v, "The answer is %s%s %s" % (v, m, a))
                c.add("asked", v, "So the total is $%s$%s %s" % (v, m, a))
        for a in ASKED_AFTER:
            k.add("asked", v, "The answer is %s. %s" % (v, a))
        for t in TABLE:
            c.add("table", v, t.format(v=v, o=o, w=w))
            k.add("table", v, t.format(v=v, o=o, w=w) +
                  "\n\nThe answer is %s." % v)
        for t in CODE:
            c.add("codeout", v, t.format(v=v, p="The answer is %s." % o))
            k.add("codeout", v, t.format(v=v, p="Let me check.") +
                  "\n\nThe answer is %s." % v)
        for lang in sorted(SAIDLABEL):
            for lab in SAIDLABEL[lang]:
                for g in ("\\boxed{%s}" % v, v, "**%s**" % v):
                    c.add("saidlabel", v, lab + " " + g)
                for u in ("_ ", "__ ", " _ "):	# emphasis after the colon
                    c.add("saidlabel", v, lab + u + v)
        for word in LONE:
            for t in ("Answer: {v} {x}", "The answer is {v} {x}.",
                      "Ответ: {v} {x}.", "\\boxed{{{v}}} {x}"):
                c.add("lone", v, t.format(v=v, x=word))
        for pr, word in LONE_KEPT:
            for t in ("Answer: {v} {x}", "The answer is {v} {x}."):
                k.add("lone", v, (t.format(v=v, x=word), pr.format(w=o)))
        rv = str(int(v[::-1]))
        for x in (words(int(rv)), roman(int(o)), words(int(o))):
            c.add("restate", v, "The answer is %s (%s)." % (v, x))
            c.add("restate", v, "\\boxed{%s} (%s)" % (v, x))
        k.add("restate", v, "The answer is %s (%s)." % (v, words(int(v))))
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red16.sh.  Main (a887554) rewards 1,060 of
# 19,044 variants wrongly, every one of its 644 controls rightly (this
# branch: the 60 known holes):
#  - asked (780 of 1,520): the value asked, "?" or "!?" right after it,
#    then a closing remark ("The answer is 42? Hope this helps!",
#    "答案：42？ Thanks."): the answer's sentence ended at the question
#    mark as at a full stop, the remark read as one.  Closed: a question
#    mark ending the value's sentence is a question whatever stands
#    between them (answer_rest.c, papo_answer_rest_open); 0 now;
#  - lone (120 of 528): a word of another script alone after the value
#    ("The answer is 42 каша.", "Answer: 42 ఊహ", "Ответ: 42 ఊహ."): any
#    word of a script other than Latin was the noun counted.  Closed: it
#    is one only in a sentence of a language that script writes, never
#    in an English one or after a label or phrase of another script's
#    language (answer_rest.c, script_noun); the problem's words and the
#    rows are read before as they were.  Left (44): a word of the
#    sentence's own script ("Ответ: 42 догадка." has a Russian noun's
#    shape, "42 яблока"), a box with no word before it ("\\boxed{42}
#    ఊహ": no word says the language), and Hebrew ("42 בערך": no letter
#    of the rest reader's, kept as text);
#  - disown (92 of 10,176): the same after a label's or a phrase's value
#    with no stop between ("Answer: 42 ధృవీకరించలేదు.").  Closed as lone;
#    left (4): the Telugu label's own ("సమాధానం: 42 ధృవీకరించలేదు.");
#  - approx (8 of 2,464): a question mark between a Hindi phrase's value
#    and its copula ("उत्तर 42? है।"): closed as asked.
#  - saidlabel (added after, 564 variants): main rewards 60: someone
#    else's words as a label before the value's colon in Bengali and
#    Telugu ("বন্ধু বলেছে: 42", "స్నేహితుడు చెప్పాడు: **42**": a last
#    statement in those scripts was read by no one) and "As my friend
#    put it: \\boxed{42}".  Closed for Bengali and Telugu: such a label
#    is recognised when it holds an answer's name of the rows ("తుది
#    సమాధానం:") or each word is the problem's (answer_open.c,
#    script_label_unread); 0 of them now.  Left (12): "As my friend put
#    it:" ("put it" read as no attribution).  Its twins with '_' after
#    the colon ("বন্ধু বলেছে:_ 42", 564 more): main (16e996b) rewards
#    72, Bengali and Telugu (its label reader ended the label at a '*'
#    or a space, not at a '_'); closed by one colon finder for both
#    label readers (answer_open.c, label_colon); 0 now.
# said, footnote, strike, twobox, think, mixlang, table, codeout and
# restate: none rewarded on main.
# h26-holes16 (issue 26): on main (60d416c) 36 known holes were left
# (lone 32: "Ответ: N догадка.", "\\boxed{N} ఊహ", "\\boxed{N}
# আনুমানিক"; disown 4: "సమాధానం: N ధృవీకరించలేదు."; Hebrew and
# saidlabel none).  Closed by recognition (answer_rest.c, script_noun):
# a Cyrillic word counted by a value is in the case the value governs
# (slavic_counted: a genitive plural after 17, 128, 60), a Telugu one
# ends in the plural's -లు (telugu_plural), a word of a script with no
# such shape after a box with no word of its language before it is no
# noun: 30 closed.  Left (6): after 42, "догадка", "каша", "здогадка"
# end in -а as the genitive singular a value ending in 2 governs does
# ("42 яблока"): a feminine nominative has a masculine genitive's shape.
# h28-holes17: closed (answer_rest.c, slavic_counted and
# slavic_problem_noun): after 2, 3, 4 a word in -а or -я is the noun
# counted only as the problem's word or a listed unit; 0 now.
KNOWN = []


def main():
    verify_run.usage("hostile_red16")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_red16", vs,
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
