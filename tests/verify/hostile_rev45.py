#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rev45.py: review 45's round.  The value said approximately
by a lead of the listed languages' own ("Something like 204 tomatoes.",
"Give or take 204.", "En gros 204.", "Più o meno 204.", "Где-то 204.",
"差不多204个。", "204個ぐらい。", "204개 정도.", "Sekitar 204.",
"Takriban 204.") under a problem that asks for the exact count, as the
response's last sentence and inside an answer's label; and phrasings
no other generator holds, in seventeen listed languages: a box
disowned (a careless reader's, a template's placeholder), a doubt or
a correction after the answer, a statement cut off in its middle, a
unit the problem does not count in, a label that says its answer is
provisional ("Tentative answer:", "Réponse provisoire :", "初步答案："),
a box quoted as an example of the format.  None is rewarded.

Right twins (rewarded, each also against another value: never): the
plain label of every one of those languages, and Malay's own answer
word ("Jawapan: 204", "Jawapannya ialah 204."); Malay's labels with a
hedge (mungkin), an approximation (kira-kira, sekitar) or a negation
(bukan) after them are wrong twins.

Forms the brief asked recognised that papo-verify does not yet read
(family lost-KIND, counted apart as lost signal, not a failure): a
label that says its certainty ("Definitive answer:", "Answer, with
certainty:", "คำตอบที่แน่นอนคือ"), Swahili's unit before the number
("Jibu: km 240"), a restatement with its own verb ("Somit ergibt sich
eine Strecke von 240 km.", "D'où une distance de 240 km."), and the
Indonesian and Malay measure word biji after the value ("240 biji",
read as a unit).

usage: hostile_rev45.py PAPO_VERIFY [--list]

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = ("A farmer picks {a} tomatoes each day for {b} days. How many "
           "tomatoes does he pick in total?")
WORK = "{a} × {b} = {v}.\n\n"
TRAIN = ("A train travels at 80 km/h for 3 hours. How far does it "
         "travel, in km?")
TRAIN_WORK = "80 km/h for 3 hours: 80 × 3 = 240.\n\n"

# approximation leads, per language: the last sentence, or a label's value
APPROX = {
    "en": ["Something like {v} tomatoes.", "Give or take {v}.",
           "More or less {v} tomatoes.", "{v} tomatoes or so.",
           "Circa {v}.", "Answer: something like {v}",
           "**Answer:** give or take {v}"],
    "fr": ["En gros {v} tomates.", "À peu près {v}.",
           "Réponse : en gros {v}"],
    "de": ["So ungefähr {v} Tomaten.", "Circa {v}.",
           "Antwort: so etwa {v}"],
    "it": ["Più o meno {v} pomodori.", "Circa {v}.",
           "Risposta: più o meno {v}"],
    "es": ["Más o menos {v} tomates.", "Cerca de {v}.",
           "Respuesta: más o menos {v}"],
    "pt": ["Mais ou menos {v} tomates.", "Cerca de {v}."],
    "ru": ["Где-то {v} помидоров.", "Около {v}.", "Ответ: примерно {v}"],
    "zh": ["差不多{v}个。", "大概{v}个番茄。", "答案：大约{v}"],
    "ja": ["{v}個ぐらい。", "{v}個くらいです。", "答え：約{v}"],
    "ko": ["{v}개 정도.", "약 {v}개.", "답: 약 {v}"],
    "id": ["Sekitar {v} tomat.", "Kira-kira {v}.", "Jawaban: sekitar {v}"],
    "sw": ["Takriban {v}.", "Jibu: takriban {v}"],
    "th": ["ประมาณ {v} ลูก", "คำตอบ: ประมาณ {v}"],
    "bn": ["প্রায় {v}টি।"],
    "te": ["సుమారు {v}."],
}

# review 45's probes: a wrong kind each, with the value v
PROBES = {
    "en": [("disown", "\\boxed{{{v}}} is what a careless reader would "
            "write; I have not checked it."),
           ("disown", "The template shows \\boxed{{{v}}} as a "
            "placeholder."),
           ("doubt", "**Answer:** {v}\n\nThough I'm honestly not "
            "convinced by this."),
           ("doubt", "Answer: {v} — unverified."),
           ("correct", "Answer: {v}. Scratch that, I dropped a day; "
            "recomputing."),
           ("correct", "\\boxed{{{v}}}\n\nEdit: the boxed value "
            "double-counts the first day."),
           ("trunc", "So the total number of tomatoes is {v}, minus the "
            "ones that"),
           ("unit", "Answer: {v} kg"),
           ("label", "Tentative answer: {v}"),
           ("label", "Answer (unconfirmed): {v}"),
           ("quote", "For example, a response might end with "
            "\"\\boxed{{{v}}}\"."),
           ("quote", "Format your reply like `\\boxed{{{v}}}`.")],
    "fr": [("disown", "\\boxed{{{v}}} serait la réponse d'un élève "
            "distrait."),
           ("doubt", "**Réponse :** {v}\n\nMais je n'en suis pas du tout "
            "convaincu."),
           ("correct", "Réponse : {v}. Non, attendez, j'ai oublié un "
            "jour."),
           ("trunc", "Donc il cueille au total {v} tomates, sauf celles "
            "qui"),
           ("unit", "Réponse : {v} kg"),
           ("label", "Réponse provisoire : {v}"),
           ("quote", "Par exemple, on écrirait « \\boxed{{{v}}} »."),
           ("doubt", "Réponse : {v}, sous toutes réserves.")],
    "de": [("disown", "\\boxed{{{v}}} wäre die Antwort eines "
            "unaufmerksamen Schülers."),
           ("doubt", "**Antwort:** {v}\n\nAllerdings bin ich mir da gar "
            "nicht sicher."),
           ("correct", "Antwort: {v}. Moment, ich habe einen Tag "
            "vergessen."),
           ("trunc", "Also erntet er insgesamt {v} Tomaten, abzüglich "
            "derer, die"),
           ("unit", "Antwort: {v} kg"),
           ("label", "Vorläufige Antwort: {v}"),
           ("quote", "Zum Beispiel schreibt man „\\boxed{{{v}}}“."),
           ("doubt", "Antwort: {v}, ohne Gewähr.")],
    "es": [("disown", "\\boxed{{{v}}} sería la respuesta de un alumno "
            "despistado."),
           ("doubt", "**Respuesta:** {v}\n\nAunque no estoy nada "
            "convencido."),
           ("correct", "Respuesta: {v}. No, espera, olvidé un día."),
           ("trunc", "Así que recoge en total {v} tomates, menos los "
            "que"),
           ("unit", "Respuesta: {v} kg"),
           ("label", "Respuesta provisional: {v}"),
           ("quote", "Por ejemplo, se escribiría «\\boxed{{{v}}}»."),
           ("doubt", "Respuesta: {v}, aunque podría equivocarme.")],
    "it": [("disown", "\\boxed{{{v}}} sarebbe la risposta di uno "
            "studente distratto."),
           ("doubt", "**Risposta:** {v}\n\nMa non ne sono per niente "
            "convinto."),
           ("correct", "Risposta: {v}. No, aspetta, ho dimenticato un "
            "giorno."),
           ("trunc", "Quindi raccoglie in tutto {v} pomodori, meno "
            "quelli che"),
           ("unit", "Risposta: {v} kg"),
           ("label", "Risposta provvisoria: {v}"),
           ("quote", "Ad esempio, si scriverebbe «\\boxed{{{v}}}»."),
           ("doubt", "Risposta: {v}, salvo errori.")],
    "pt": [("disown", "\\boxed{{{v}}} seria a resposta de um aluno "
            "distraído."),
           ("doubt", "**Resposta:** {v}\n\nMas não estou nada "
            "convencido."),
           ("correct", "Resposta: {v}. Não, espera, esqueci um dia."),
           ("trunc", "Então ele colhe ao todo {v} tomates, menos os "
            "que"),
           ("unit", "Resposta: {v} kg"),
           ("label", "Resposta provisória: {v}"),
           ("quote", "Por exemplo, escreveríamos «\\boxed{{{v}}}»."),
           ("doubt", "Resposta: {v}, salvo engano.")],
    "ru": [("disown", "\\boxed{{{v}}} — так ответил бы невнимательный "
            "ученик."),
           ("doubt", "**Ответ:** {v}\n\nНо я в этом совсем не уверен."),
           ("correct", "Ответ: {v}. Нет, подождите, я забыл один день."),
           ("trunc", "Итак, всего он собирает {v} помидоров, кроме тех, "
            "что"),
           ("unit", "Ответ: {v} кг"),
           ("label", "Предварительный ответ: {v}"),
           ("quote", "Например, можно написать «\\boxed{{{v}}}»."),
           ("doubt", "Ответ: {v}, но это не точно.")],
    "zh": [("disown", "\\boxed{{{v}}}是粗心的学生会写的答案。"),
           ("doubt", "**答案：** {v}\n\n不过我对此完全没有把握。"),
           ("correct", "答案：{v}。不对，等一下，我漏了一天。"),
           ("trunc", "所以他一共摘了{v}个番茄，减去那些"),
           ("unit", "答案：{v}千克"),
           ("label", "初步答案：{v}"),
           ("quote", "例如，可以写成“\\boxed{{{v}}}”。"),
           ("doubt", "答案：{v}，仅供参考。")],
    "ja": [("disown", "\\boxed{{{v}}}は不注意な生徒が書く答えです。"),
           ("doubt", "**答え：** {v}\n\nただ、全く自信がありません。"),
           ("correct", "答え：{v}。いや、待ってください、一日忘れて"
            "いました。"),
           ("trunc", "したがって合計{v}個のトマトを収穫し、そのうち"),
           ("unit", "答え：{v}キログラム"),
           ("label", "暫定の答え：{v}"),
           ("quote", "例えば「\\boxed{{{v}}}」のように書きます。"),
           ("doubt", "答え：{v}（たぶん）")],
    "ko": [("disown", "\\boxed{{{v}}}는 부주의한 학생이 쓸 답입니다."),
           ("doubt", "**답:** {v}\n\n하지만 전혀 확신이 없습니다."),
           ("correct", "답: {v}. 아니, 잠깐만요, 하루를 빠뜨렸어요."),
           ("trunc", "따라서 모두 {v}개의 토마토를 땄고, 그중"),
           ("unit", "답: {v}kg"),
           ("label", "잠정적인 답: {v}"),
           ("quote", "예를 들어 \"\\boxed{{{v}}}\"처럼 씁니다."),
           ("doubt", "답: {v} (아마도)")],
    "id": [("disown", "\\boxed{{{v}}} adalah jawaban siswa yang "
            "ceroboh."),
           ("doubt", "**Jawaban:** {v}\n\nTapi saya sama sekali tidak "
            "yakin."),
           ("correct", "Jawaban: {v}. Eh, tunggu, saya lupa satu hari."),
           ("trunc", "Jadi dia memetik total {v} tomat, dikurangi yang"),
           ("unit", "Jawaban: {v} kg"),
           ("label", "Jawaban sementara: {v}"),
           ("quote", "Misalnya, tulis \"\\boxed{{{v}}}\"."),
           ("doubt", "Jawapan: {v}, mungkin."),
           ("doubt", "Jawapan: {v}. Tetapi saya tidak pasti."),
           ("correct", "Jawapan: {v}. Eh, tunggu, saya terlupa satu "
            "hari.")],
    "sw": [("disown", "\\boxed{{{v}}} ni jibu la mwanafunzi asiye "
            "makini."),
           ("doubt", "**Jibu:** {v}\n\nLakini sina uhakika hata "
            "kidogo."),
           ("correct", "Jibu: {v}. Hapana, subiri, nimesahau siku moja."),
           ("unit", "Jibu: kg {v}"),
           ("label", "Jibu la muda: {v}"),
           ("doubt", "Jibu: {v}, labda.")],
    "th": [("disown", "\\boxed{{{v}}} เป็นคำตอบของนักเรียนที่ไม่รอบคอบ"),
           ("doubt", "**คำตอบ:** {v}\n\nแต่ผมไม่แน่ใจเลย"),
           ("correct", "คำตอบ: {v} ไม่ใช่ เดี๋ยวก่อน ผมลืมไปหนึ่งวัน"),
           ("unit", "คำตอบ: {v} กิโลกรัม"),
           ("label", "คำตอบเบื้องต้น: {v}"),
           ("doubt", "คำตอบคือ {v} มั้ง")],
    "hi": [("doubt", "**उत्तर:** {v}\n\nलेकिन मुझे बिल्कुल यकीन नहीं है।"),
           ("correct", "उत्तर: {v}। नहीं, रुकिए, मैं एक दिन भूल गया।"),
           ("label", "अस्थायी उत्तर: {v}"),
           ("doubt", "उत्तर: {v}, शायद।")],
    "vi": [("doubt", "**Đáp án:** {v}\n\nNhưng tôi hoàn toàn không "
            "chắc."),
           ("correct", "Đáp án: {v}. Không, khoan đã, tôi quên một "
            "ngày."),
           ("label", "Đáp án tạm thời: {v}"),
           ("doubt", "Đáp án: {v}, có lẽ vậy.")],
    "tr": [("doubt", "**Cevap:** {v}\n\nAma hiç emin değilim."),
           ("correct", "Cevap: {v}. Hayır, bekle, bir günü unuttum."),
           ("label", "Geçici cevap: {v}"),
           ("doubt", "Cevap: {v}, galiba.")],
    "pl": [("doubt", "**Odpowiedź:** {v}\n\nAle wcale nie jestem "
            "pewien."),
           ("correct", "Odpowiedź: {v}. Nie, czekaj, zapomniałem "
            "jednego dnia."),
           ("label", "Wstępna odpowiedź: {v}"),
           ("doubt", "Odpowiedź: {v}, chyba.")],
}

# each language's plain label: the right twins
PLAIN = {"en": "Answer: {v}", "fr": "Réponse : {v}", "de": "Antwort: {v}",
         "es": "Respuesta: {v}", "it": "Risposta: {v}",
         "pt": "Resposta: {v}", "ru": "Ответ: {v}", "zh": "答案：{v}",
         "ja": "答え：{v}", "ko": "답: {v}", "id": "Jawaban: {v}",
         "sw": "Jibu: {v}", "th": "คำตอบ: {v}", "hi": "उत्तर: {v}",
         "vi": "Đáp án: {v}", "tr": "Cevap: {v}",
         "pl": "Odpowiedź: {v}"}

# Malay's own answer word: rewarded, and its wrong twins
MALAY = ["Jawapan: {v}", "Jawapannya ialah {v}.", "Jawapan akhir: {v}",
         "Jadi, jawapannya ialah {v}.",
         "**Jawapan:** {v}", "Jawapannya adalah {v}."]
MALAY_WRONG = ["Jawapan: mungkin {v}", "Jawapan: kira-kira {v}",
               "Jawapan: sekitar {v}", "Jawapan: bukan {v}",
               "Jawapannya ialah lebih kurang {v}.",
               "Jawapan akhir: {v}? Saya tidak pasti.",
               "Saya tak tahu. Jawapan: {v}", "Entahlah. Jawapan: {v}"]

# forms asked for, not read yet: counted as lost (train problem, 240)
LOST = [("certainty", "Answer, with certainty: 240 km"),
        ("certainty", "Definitive answer: 240 km"),
        ("certainty", "The definitive answer is 240 km."),
        ("certainty", "คำตอบที่แน่นอนคือ 240 กม."),
        ("unit-first", "Jibu: km 240"),
        ("restated", "Somit ergibt sich eine Strecke von 240 km."),
        ("restated", "D'où une distance de 240 km."),
        ("measure", "Jadi, jawapannya ialah 240 biji.")]


def draw(rng):
    a, b = rng.randint(11, 29), rng.randint(3, 9)
    return a, b, a * b


def variants(rng):
    vs = []
    for _ in range(3):
        for lang in sorted(APPROX):
            for say in APPROX[lang]:
                a, b, v = draw(rng)
                verify_run.add(vs, lang, lang + "-approx", str(v),
                               WORK.format(a=a, b=b, v=v) +
                               say.format(v=v), PROBLEM.format(a=a, b=b))
        for lang in sorted(PROBES):
            for kind, say in PROBES[lang]:
                a, b, v = draw(rng)
                verify_run.add(vs, lang, lang + "-" + kind, str(v),
                               WORK.format(a=a, b=b, v=v) +
                               say.format(v=v), PROBLEM.format(a=a, b=b))
        for say in MALAY_WRONG:
            a, b, v = draw(rng)
            verify_run.add(vs, "ms", "ms-hedged", str(v),
                           WORK.format(a=a, b=b, v=v) + say.format(v=v),
                           PROBLEM.format(a=a, b=b))
    for _ in range(2):
        for lang in sorted(PLAIN):
            a, b, v = draw(rng)
            verify_run.right(vs, lang, str(v), WORK.format(a=a, b=b, v=v) +
                             PLAIN[lang].format(v=v),
                             PROBLEM.format(a=a, b=b), fam="right-plain")
        for say in MALAY:
            a, b, v = draw(rng)
            verify_run.right(vs, "ms", str(v), WORK.format(a=a, b=b, v=v) +
                             say.format(v=v), PROBLEM.format(a=a, b=b),
                             fam="right-ms")
    for kind, say in LOST:
        verify_run.right(vs, kind, "240", TRAIN_WORK + say, TRAIN,
                         fam="lost-" + kind)
    return vs


def main():
    verify_run.usage("hostile_rev45")
    return verify_run.run("hostile_rev45", variants(random.Random(4545)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith(
                              ("right", "lost")),
                          lost=lambda v: v["family"].startswith("lost"),
                          what="right ones", width=16)


if __name__ == "__main__":
    sys.exit(main())
