#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_wrong37.py: the wrong rewards left after the twenty-ninth
session, five kinds, in every listed language (issue 26).

usage: hostile_wrong37.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (shelves and books on each,
the answer v their product) and writes a response of one kind:

  shrug    a shrug, a give-up or "I don't know" of the language (four
           words and more, split apostrophes: "Ich geb's auf.") right
           before the answer, in each finder's form: a box on the same
           line or the next, the value alone on its line, the
           language's "Answer:" line, a bold value, the language's
           answer phrase, an <answer> tag, a JSON object; and the
           language's idioms of surrender with no negation in them
           ("Me doy por vencido.", "Je jette l'éponge.", "我认输了。")
           in every place.
  label    a hedge inside the answer's own label or lead ("My best
           shot: v", "Tentative answer: v", "Réponse (non vérifiée) :
           v"): the label is no committed one.
  approx   an approximation before the exact answer ("So about v.",
           "≈ v", "etwa v", "约v", "примерно v") under a problem that
           asks for the exact count.
  other    another value committed right before the answer: "Answer
           in words: forty-eight." or "He has 48 books, and so" before
           the box of v.
  ms       a Malay doubt or negation ("Saya tak pasti.", "Jawapannya
           mungkin v.", "bukan v") that the Indonesian rows Malay is
           read through do not all know.

None is rewarded (family KIND, counted by kind).  Their right twins
(family right-KIND, rewarded; against another value family wrong,
never): the work "a × b = v." before the same places, the language's
committed label ("Antwort: v", "答案：v"), the exact value after the
same lead, the value in words that agrees ("Answer in words: one
hundred twenty-six."), "He has v books, and so", an approximation
under a problem that asks to round, Malay's committed answers
("Jawapannya ialah v.", "Jawapan akhir: v").

Right ones refused are lost signal, counted apart (most are lost at
main too: a count in words before a bare box, Malay's own words
"Jawapannya ialah", family right-msown).  Known holes (KNOWN) are
counted apart.  Prints each variant that gets the wrong reward (or a
right one that does not) and a count per family; exits 1 when any
does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = {
    "en": "A library has {a} shelves with {b} books on each shelf. How "
          "many books does the library have?",
    "fr": "Une bibliothèque a {a} étagères de {b} livres chacune. Combien "
          "de livres la bibliothèque a-t-elle ?",
    "de": "Eine Bibliothek hat {a} Regale mit je {b} Büchern. Wie viele "
          "Bücher hat die Bibliothek?",
    "zh": "图书馆有{a}个书架，每个书架上有{b}本书。图书馆一共有多少本书？",
    "ru": "В библиотеке {a} полок, на каждой по {b} книг. Сколько книг в "
          "библиотеке?",
    "ms": "Sebuah perpustakaan mempunyai {a} rak dengan {b} buku pada "
          "setiap rak. Berapakah jumlah buku di perpustakaan itu?",
}
ROUND = ("A library has {a} shelves with about {b} books on each shelf. "
         "Approximately how many books does the library have?")

# the language's committed answer label and answer phrase ({v})
LABEL = {
    "en": "Answer: {v}", "zh": "答案：{v}", "zt": "答案：{v}",
    "ja": "答え：{v}", "ko": "답: {v}", "fr": "Réponse : {v}",
    "de": "Antwort: {v}", "es": "Respuesta: {v}", "it": "Risposta: {v}",
    "pt": "Resposta: {v}", "ru": "Ответ: {v}", "uk": "Відповідь: {v}",
    "pl": "Odpowiedź: {v}", "tr": "Cevap: {v}", "th": "คำตอบ: {v}",
    "bn": "উত্তর: {v}", "hi": "उत्तर: {v}", "te": "సమాధానం: {v}",
    "sw": "Jibu: {v}", "ar": "الإجابة: {v}", "id": "Jawaban: {v}",
    "vi": "Đáp án: {v}",
}
PHRASE = {
    "en": "The answer is {v}.", "zh": "答案是{v}。", "zt": "答案是{v}。",
    "ja": "答えは{v}です。", "ko": "답은 {v}입니다.",
    "fr": "La réponse est {v}.", "de": "Die Antwort ist {v}.",
    "es": "La respuesta es {v}.", "it": "La risposta è {v}.",
    "pt": "A resposta é {v}.", "ru": "Ответ равен {v}.",
    "uk": "Відповідь дорівнює {v}.", "pl": "Odpowiedź to {v}.",
    "tr": "Cevap {v}.", "th": "คำตอบคือ {v}", "bn": "উত্তর হল {v}।",
    "hi": "उत्तर {v} है।", "te": "సమాధానం {v}.", "sw": "Jibu ni {v}.",
    "ar": "الإجابة هي {v}.", "id": "Jawabannya adalah {v}.",
    "vi": "Đáp án là {v}.",
}

# kind 1: give-ups, four words and more or split by an apostrophe
SHRUG = {
    "en": ["I don't know.", "I give up on this one.", "I dunno, honestly.",
           "I have no idea what the answer is.", "Can't be bothered.",
           "I'm just gonna give up."],
    "zh": ["我不知道。", "我放弃了，实在不会。", "完全不知道怎么做。"],
    "zt": ["我不知道。", "我放棄了，實在不會。", "完全不知道怎麼做。"],
    "ja": ["分かりません。", "もう諦めます、分からない。", "全然わからないです。"],
    "ko": ["모르겠습니다.", "포기할게요, 모르겠어요.", "전혀 모르겠어요."],
    "fr": ["Je sais pas.", "J'abandonne, c'est trop dur.",
           "Je n'en ai aucune idée.", "J'sais vraiment pas."],
    "de": ["Ich geb's auf.", "Ich weiß es nicht.", "Keine Ahnung, ehrlich.",
           "Ich hab's nicht raus."],
    "es": ["No lo sé.", "Me doy por vencido.", "No tengo ni idea, la verdad."],
    "it": ["Non lo so.", "Mi arrendo, è troppo difficile.",
           "Non ne ho idea."],
    "pt": ["Não sei.", "Eu desisto, não consigo.", "Não faço a mínima ideia."],
    "ru": ["Я не знаю.", "Я сдаюсь, не получается.", "Понятия не имею, честно."],
    "uk": ["Я не знаю.", "Я здаюся, не виходить.", "Не маю жодного уявлення."],
    "pl": ["Nie wiem.", "Poddaję się, to za trudne.", "Nie mam zielonego pojęcia."],
    "tr": ["Bilmiyorum.", "Pes ediyorum, çözemedim.", "Hiç bilmiyorum açıkçası."],
    "th": ["ฉันไม่รู้", "ยอมแพ้แล้ว ไม่รู้จริงๆ"],
    "bn": ["আমি জানি না।", "আমি হাল ছেড়ে দিচ্ছি।"],
    "hi": ["मुझे नहीं पता।", "मैं हार मान लेता हूँ।"],
    "te": ["నాకు తెలియదు.", "నేను వదిలేస్తున్నాను."],
    "sw": ["Sijui.", "Nimeshindwa kabisa, sijui jibu."],
    "ar": ["لا أعرف.", "أنا أستسلم، لا أعرف الجواب."],
    "id": ["Saya tidak tahu.", "Saya menyerah saja deh.", "Nggak tahu, jujur."],
    "vi": ["Tôi không biết.", "Tôi chịu thua rồi.", "Không biết làm sao nữa."],
}

# give-up idioms with no negation word ("Ich geb's auf.", "Me doy por
# vencido.", "I throw in the towel."), the kind of the shrug holes of
# the thirty-seventh session: each in every place (family shrug)
IDIOM = {
    "en": ["I throw in the towel.", "Throwing in the towel here."],
    "zh": ["我认输了。"], "zt": ["我認輸了。"],
    "ko": ["두 손 들었어요."],
    "fr": ["Je jette l'éponge.", "Je jette l’éponge, voilà.",
           "Je laisse tomber.", "Je renonce."],
    "de": ["Ich geb's auf.", "Ich geb’s auf.", "Ich gebs auf.",
           "Ich gebe es auf.", "Ich gebe mich geschlagen.",
           "Ich werfe das Handtuch."],
    "es": ["Me doy por vencido.", "Me doy por vencida.",
           "Tiro la toalla.", "Me rendí."],
    "it": ["Getto la spugna.", "Ci rinuncio."],
    "pt": ["Jogo a toalha.", "Eu me rendo."],
    "ru": ["Я пас.", "Пасую."],
    "pl": ["Daję za wygraną."],
    "tr": ["Vazgeçtim.", "Vazgeçiyorum."],
    "id": ["Aku nyerah."],
}


# committed sentences an answer may follow in any form (rewarded)
SAID = ["Here is my answer.", "The computation is complete.",
        "Let me write the result as JSON.", "Done.",
        "Count every book on every shelf.", "Therefore:"]

# the finders' forms an answer takes after a sentence (say, lang, v)
PLACES = [
    ("box", lambda s, lang, v: "%s \\boxed{%d}" % (s, v)),
    ("boxnl", lambda s, lang, v: "%s\n\\boxed{%d}" % (s, v)),
    ("line", lambda s, lang, v: "%s\n%d" % (s, v)),
    ("label", lambda s, lang, v: s + "\n" + LABEL[lang].format(v=v)),
    ("bold", lambda s, lang, v: "%s **%d**" % (s, v)),
    ("phrase", lambda s, lang, v: s + " " + PHRASE[lang].format(v=v)),
    ("tag", lambda s, lang, v: "%s\n<answer>%d</answer>" % (s, v)),
    ("json", lambda s, lang, v: '%s\n{"answer": %d}' % (s, v)),
]

# kind 2: a hedge inside the label or lead ({v})
HEDGED = {
    "en": ["My answer, for what it's worth: {v}", "If I had to pick: {v}",
           "My best shot: {v}", "Tentative answer: {v}",
           "Answer (unverified): {v}", "Wild guess: {v}",
           "Answer, probably: {v}", "Best guess answer: {v}"],
    "zh": ["暂定答案：{v}", "答案（未验证）：{v}", "非要选的话：{v}"],
    "zt": ["暫定答案：{v}", "答案（未驗證）：{v}", "非要選的話：{v}"],
    "ja": ["暫定の答え：{v}", "答え（未確認）：{v}", "強いて言えば：{v}"],
    "ko": ["잠정적인 답: {v}", "답 (검증 안 됨): {v}", "굳이 고르자면: {v}"],
    "fr": ["Réponse provisoire : {v}", "Réponse (non vérifiée) : {v}",
           "Si je devais choisir : {v}", "Ma réponse, pour ce qu'elle vaut : {v}"],
    "de": ["Vorläufige Antwort: {v}", "Antwort (ungeprüft): {v}",
           "Wenn ich wählen müsste: {v}", "Mein bester Tipp: {v}"],
    "es": ["Respuesta tentativa: {v}", "Respuesta (sin verificar): {v}",
           "Si tuviera que elegir: {v}"],
    "it": ["Risposta provvisoria: {v}", "Risposta (non verificata): {v}",
           "Se dovessi scegliere: {v}"],
    "pt": ["Resposta provisória: {v}", "Resposta (não verificada): {v}",
           "Se eu tivesse que escolher: {v}"],
    "ru": ["Предварительный ответ: {v}", "Ответ (не проверен): {v}",
           "Если бы пришлось выбирать: {v}"],
    "uk": ["Попередня відповідь: {v}", "Відповідь (не перевірена): {v}"],
    "pl": ["Wstępna odpowiedź: {v}", "Odpowiedź (niesprawdzona): {v}"],
    "tr": ["Geçici cevap: {v}", "Cevap (doğrulanmadı): {v}"],
    "th": ["คำตอบชั่วคราว: {v}", "คำตอบ (ยังไม่ตรวจสอบ): {v}"],
    "bn": ["অস্থায়ী উত্তর: {v}", "উত্তর (যাচাই করা হয়নি): {v}"],
    "hi": ["अस्थायी उत्तर: {v}", "उत्तर (असत्यापित): {v}"],
    "te": ["తాత్కాలిక సమాధానం: {v}", "సమాధానం (ధృవీకరించలేదు): {v}"],
    "sw": ["Jibu la muda: {v}", "Jibu (halijathibitishwa): {v}"],
    "ar": ["إجابة مبدئية: {v}", "الإجابة (غير مؤكدة): {v}"],
    "id": ["Jawaban sementara: {v}", "Jawaban (belum dicek): {v}",
           "Kalau harus memilih: {v}"],
    "vi": ["Đáp án tạm thời: {v}", "Đáp án (chưa kiểm tra): {v}"],
}
# committed labels, rewarded
FIRM = {
    "en": ["Final answer: {v}", "My answer: {v}", "**Answer:** {v}",
           "Answer (exact): {v}", "Final answer (in total): {v}",
           "My final answer: {v}", "The final answer: {v}"],
    "fr": ["Réponse finale : {v}"], "de": ["Endgültige Antwort: {v}"],
    "es": ["Respuesta final: {v}"], "zh": ["最终答案：{v}"],
    "ru": ["Окончательный ответ: {v}"], "ja": ["最終的な答え：{v}"],
}

# kind 3: approximations ({v}), with the exact twin (None: the value)
APPROX = {
    "en": ["So about {v}.", "roughly {v}", "≈ {v}", "~{v}",
           "The answer is about {v}.", "Answer: roughly {v}",
           "That gives approximately \\boxed{{{v}}}.", "around {v} books",
           "So it's about {v}."],
    "zh": ["约{v}", "答案大约是{v}。", "所以大概{v}本。"],
    "zt": ["約{v}", "答案大約是{v}。"],
    "ja": ["およそ{v}", "答えは約{v}です。", "だいたい{v}冊。"],
    "ko": ["약 {v}", "답은 대략 {v}입니다."],
    "fr": ["environ {v}", "Donc environ {v}.", "La réponse est à peu près {v}."],
    "de": ["etwa {v}", "Also ungefähr {v}.", "Die Antwort ist circa {v}."],
    "es": ["aproximadamente {v}", "Así que unos {v}.", "La respuesta es alrededor de {v}."],
    "it": ["circa {v}", "Quindi all'incirca {v}."],
    "pt": ["aproximadamente {v}", "Então cerca de {v}."],
    "ru": ["примерно {v}", "Ответ: около {v}.", "Итак, приблизительно {v}."],
    "uk": ["приблизно {v}", "Відповідь: близько {v}."],
    "pl": ["około {v}", "Odpowiedź: mniej więcej {v}."],
    "tr": ["yaklaşık {v}", "Cevap: aşağı yukarı {v}."],
    "th": ["ประมาณ {v}", "คำตอบคือประมาณ {v}"],
    "bn": ["প্রায় {v}", "উত্তর আনুমানিক {v}।"],
    "hi": ["लगभग {v}", "उत्तर करीब {v} है।"],
    "te": ["సుమారు {v}", "సమాధానం దాదాపు {v}."],
    "sw": ["takriban {v}", "Jibu ni karibu {v}."],
    "ar": ["حوالي {v}", "الإجابة تقريبًا {v}."],
    "id": ["sekitar {v}", "Jawabannya kira-kira {v}."],
    "vi": ["khoảng {v}", "Đáp án là xấp xỉ {v}."],
}

# kind 4: another value committed right before the answer (v, u)
OTHER = [
    ("en", "Answer in words: {wu}.", "Answer in words: {wv}."),
    ("en", "In words: {wu}.", "In words: {wv}."),
    ("en", "He has {u} books, and so", "He has {v} books, and so"),
    ("en", "The library has {u} books, so", "The library has {v} books, so"),
    ("en", "Total: {u}. Hence", "Total: {v}. Hence"),
    ("en", "So the count is {u}, giving", "So the count is {v}, giving"),
    ("fr", "Réponse en lettres : {u}.", "Réponse en lettres : {v}."),
    ("de", "Die Bibliothek hat {u} Bücher, also",
     "Die Bibliothek hat {v} Bücher, also"),
    ("zh", "图书馆有{u}本书，所以", "图书馆有{v}本书，所以"),
    ("ru", "В библиотеке {u} книг, поэтому", "В библиотеке {v} книг, поэтому"),
]
# another value after openers stacked ("So" before "the count is"),
# the kind of the thirty-seventh session's "So the count is N, giving"
OTHER_OPENED = [
    ("en", "Thus, the total is {u}, giving", "Thus, the total is {v}, giving"),
    ("en", "Hence the result is {u}, so", "Hence the result is {v}, so"),
    ("en", "So in the end the count is {u}, and so",
     "So in the end the count is {v}, and so"),
    ("en", "Therefore the count comes to {u}, giving",
     "Therefore the count comes to {v}, giving"),
    ("en", "So the count is {u}.", "So the count is {v}."),
]
OTHER_PLACES = [
    ("box", lambda s, v: "%s \\boxed{%d}" % (s, v)),
    ("boxnl", lambda s, v: "%s\n\\boxed{%d}" % (s, v)),
    ("bold", lambda s, v: "%s **%d**" % (s, v)),
]

# kind 5: Malay (doubt, negation), its answer right after
MALAY = [
    "Saya tak pasti. Jawapannya ialah {v}.",
    "Saya kurang pasti, tetapi jawapannya ialah {v}.",
    "Jawapannya barangkali {v}.",
    "Jawapannya agaknya {v}.",
    "Jawapan: {v} kot.",
    "Jawapannya bukan {v}.",
    "Saya tidak pasti. \\boxed{{{v}}}",
    "Entahlah, saya tak tahu. Jawapan: {v}",
    "Rasanya jawapannya {v}, tapi saya tak yakin.",
    "Saya tak berapa pasti.\nJawapan: {v}",
    "Belum pasti lagi: \\boxed{{{v}}}",
    "Jawapan (belum disemak): {v}",
    "Jawapan sementara: {v}",
    "Saya rasa jawapannya {v}.",
    "Tak tahu lah. {v}",
    # the answer in the Indonesian rows' words, Malay's doubt around it
    "Jawabannya adalah {v}, agaknya.",
    "Jawabannya adalah {v} kot.",
    "Jawabannya adalah {v}, tapi saya kurang pasti.",
    "Saya tak pasti, jadi jawabannya adalah {v}.",
    "Jawaban akhir: {v} (belum disemak)",
    "Jawaban: {v}, rasanya.",
    "Tak pasti: \\boxed{{{v}}}",
    "Saya tidak berapa pasti. Jawaban: {v}",
    "Jawabannya adalah {v}, kalau tak silap.",
    "Saya tak yakin.\n\\boxed{{{v}}}",
]
# right Malay answers in the Indonesian rows' words (Malay's own,
# "Jawapannya ialah", are no row's: lost at main, held apart)
MALAY_RIGHT = [
    "Jadi, jumlah buku adalah {v}.",
    "Jawaban: {v}",
    "Jawaban akhir: {v}",
    "Jadi jawabannya adalah {v}.",
    "Oleh karena itu, jawabannya adalah \\boxed{{{v}}}.",
    "{a} × {b} = {v}. Jawaban: {v}",
    "{a} × {b} = {v}\n\\boxed{{{v}}}",
]
MALAY_OWN = [
    "Jawapannya ialah {v}.",
    "Jawapan akhir: {v}",
    "Oleh itu, jawapannya ialah \\boxed{{{v}}}.",
]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    """n (below 1000) in English words ("one hundred twenty-six")."""
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return ONES[n // 100] + " hundred" + \
        (" " + words(n % 100) if n % 100 else "")


def drawn(rng):
    a, b = rng.randint(3, 12), rng.randint(13, 29)
    return a, b, a * b


def kind_shrug(rng, vs):
    for lang in sorted(SHRUG):
        for say in SHRUG[lang]:
            place, make = rng.choice(PLACES)
            a, b, v = drawn(rng)
            verify_run.add(vs, lang, "shrug", str(v), make(say, lang, v),
                           PROBLEM["en"].format(a=a, b=b))
            vs[-1]["place"] = place
    for say in SAID:
        for place, make in PLACES:
            a, b, v = drawn(rng)
            verify_run.right(vs, "en", str(v), make(say, "en", v),
                             PROBLEM["en"].format(a=a, b=b),
                             fam="right-shrug", wrong=str(v + 7))
    for _ in range(2):
        for lang in sorted(LABEL):
            place, make = rng.choice(PLACES)
            a, b, v = drawn(rng)
            r = make("%d × %d = %d." % (a, b, v), lang, v)
            verify_run.right(vs, lang, str(v), r,
                             PROBLEM["en"].format(a=a, b=b),
                             fam="right-shrug", wrong=str(v + 7))
    for place, make in PLACES:
        for lang in ("en", "de", "fr", "zh", "ru"):
            a, b, v = drawn(rng)
            verify_run.add(vs, lang, "shrug", str(v),
                           make(rng.choice(SHRUG[lang]), lang, v),
                           PROBLEM["en"].format(a=a, b=b))


def kind_label(rng, vs):
    for lang in sorted(HEDGED):
        for t in HEDGED[lang]:
            a, b, v = drawn(rng)
            say = rng.choice(["", "%d × %d = %d.\n" % (a, b, v)])
            verify_run.add(vs, lang, "label", str(v),
                           say + t.format(v=v),
                           PROBLEM["en"].format(a=a, b=b))
    for lang in sorted(LABEL):
        for t in [LABEL[lang]] + FIRM.get(lang, []):
            a, b, v = drawn(rng)
            say = rng.choice(["", "%d × %d = %d.\n" % (a, b, v)])
            verify_run.right(vs, lang, str(v), say + t.format(v=v),
                             PROBLEM["en"].format(a=a, b=b),
                             fam="right-label", wrong=str(v + 7))


def kind_approx(rng, vs):
    for _ in range(2):
        for lang in sorted(APPROX):
            for t in APPROX[lang]:
                a, b, v = drawn(rng)
                verify_run.add(vs, lang, "approx", str(v),
                               "%d × %d = %d.\n" % (a, b, v) +
                               t.format(v=v),
                               PROBLEM["en"].format(a=a, b=b))
    for t in APPROX["en"]:
        a, b, v = drawn(rng)
        verify_run.right(vs, "en", str(v),
                         "%d × %d = %d.\n" % (a, b, v) + t.format(v=v),
                         ROUND.format(a=a, b=b), fam="right-approx",
                         wrong=str(v + 7))


def kind_other(rng, vs):
    for _ in range(3):
        for lang, say, twin in OTHER:
            for place, make in OTHER_PLACES:
                a, b, v = drawn(rng)
                u = v + rng.choice([-48, -10, 7, 30])
                f = dict(u=u, v=v, wu=words(u), wv=words(v))
                p = PROBLEM[lang].format(a=a, b=b)
                verify_run.add(vs, lang, "other", str(v),
                               make(say.format(**f), v), p)
                verify_run.right(vs, lang, str(v),
                                 make(twin.format(**f), v), p,
                                 fam="right-other", wrong=str(v + 7))


def kind_opened(rng, vs):
    for lang, say, twin in OTHER_OPENED:
        for place, make in OTHER_PLACES:
            a, b, v = drawn(rng)
            u = v + rng.choice([-48, -10, 7, 30])
            p = PROBLEM[lang].format(a=a, b=b)
            verify_run.add(vs, lang, "other", str(v),
                           make(say.format(u=u), v), p)
            verify_run.right(vs, lang, str(v), make(twin.format(v=v), v),
                             p, fam="right-other", wrong=str(v + 7))


def kind_ms(rng, vs):
    for _ in range(3):
        for t in MALAY:
            a, b, v = drawn(rng)
            verify_run.add(vs, "ms", "ms", str(v), t.format(v=v),
                           PROBLEM["ms"].format(a=a, b=b))
        for t in MALAY_RIGHT:
            a, b, v = drawn(rng)
            verify_run.right(vs, "ms", str(v), t.format(a=a, b=b, v=v),
                             PROBLEM["ms"].format(a=a, b=b),
                             fam="right-ms", wrong=str(v + 7))
    for t in MALAY_OWN:
        a, b, v = drawn(rng)
        verify_run.right(vs, "ms", str(v), t.format(v=v),
                         PROBLEM["ms"].format(a=a, b=b),
                         fam="right-msown", wrong=str(v + 7))


def kind_idiom(rng, vs):
    for lang in sorted(IDIOM):
        for say in IDIOM[lang]:
            for place, make in PLACES:
                a, b, v = drawn(rng)
                verify_run.add(vs, lang, "shrug", str(v),
                               make(say, lang, v),
                               PROBLEM["en"].format(a=a, b=b))
                vs[-1]["place"] = place


def variants(rng):
    vs = []
    for k in (kind_shrug, kind_label, kind_approx, kind_other, kind_ms):
        k(rng, vs)
    kind_idiom(random.Random(3737), vs)
    kind_opened(random.Random(3738), vs)
    return vs


# known holes: a clause papo_answer_restates_question does not read as
# the question answered ("图书馆有N本书" without 一共, under an English
# problem: another language's restatement needs a total's word or a
# conclusion's opener before it, and 所以 comes after the clause), so
# the other value before the conclusion word is not compared
KNOWN = verify_run.known_by([
    ("other", r"^图书馆有\d+本书，所以"),
])


def main():
    verify_run.usage("hostile_wrong37")
    return verify_run.run("hostile_wrong37", variants(random.Random(3729)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          known=KNOWN, what="right ones", width=14,
                          lost=lambda v: True)


if __name__ == "__main__":
    sys.exit(main())
