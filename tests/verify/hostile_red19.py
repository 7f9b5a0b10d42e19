#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red19.py: a nineteenth red team's adversarial responses to
papo-verify (issue 26, round 20), against the readings this session
opened, in every language papo-verify(1) lists where the reading is
one of that language, each hostile form beside its committed control:

 - scale: a scale word after the closing marks of a bold or italic
   number ("Ответ: **42** тысячи", "答案：**42**万", "Antwort: *42*
   Millionen"), in each language's label and phrase; the twins: the
   same number with a noun after it ("**42** яблока"), and the scaled
   reference (42000 against "**42** тысячи");
 - offer: a question offer after the answer that hides a doubt or
   another value ("Would you like me to double-check this, since I'm
   not sure?", "Shall I redo it with the other method, which gives
   43?"); the twins: the offers read whole (answer_close.c asks[]);
 - emoji: a friendly emoji at the very end after a remark that takes
   the answer back ("Just kidding! 😊"); the twins: "Hope this helps!
   😊" and "Glad I could help! 👍";
 - plan: a "Plan:" line after the answer that plans to change it
   ("Plan: recompute, the 42 is probably wrong"); the twin: "Plan: mark
   the task complete.";
 - colon: a short line that disowns, drafts or guesses with a colon
   above a box alone on its line ("Wrong:", "Not:", "Draft:", "错误：")
   in each language; the twins: each language's answer label;
 - rule: a horizontal rule after the answer followed by a new draft
   section ("---\\n\\n## Attempt 2\\n\\nThe answer is 40."); the twin: a
   rule followed by a closing remark;
 - empty, setext: a heading of a draft whose section holds nothing
   before a rule ("## Draft\\n\\n---\\n\\nThe answer is 42."), or a
   setext heading underlined with dashes ("Wrong attempt\\n---"), above
   the answer; the twins: the answer's heading so, a section with its
   work in it ended by a rule;
 - asked2: a problem that asks two units in other words ("How many
   hours ...? Express the answer in minutes.") and a response in the
   unit the reference is not in.

usage: hostile_red19.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
the response scales, doubts, takes back, disowns or redoes, or the
value in the other unit), so a reward is a wrong reward.  Controls
must each be rewarded.  Holes left are listed in KNOWN and counted
apart; tests/t-verify-hostile-red19.sh caps them.

Measured on main (a877fdd4): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "305"]

# per language: an answer label, an answer phrase ({v} the value), a
# noun a count may take, the scale words "thousand" and "million"
# (their factors), a "wrong/draft/not" line above a box
LANG = {
    "en": ("Answer: {v}", "The answer is {v}.", "apples",
           [("thousand", 3), ("million", 6)], ["Wrong:", "Not:",
                                               "Draft:", "Rejected:"]),
    "zh": ("答案：{v}", "答案是{v}。", "个", [("万", 4), ("亿", 8)],
           ["错误：", "草稿：", "不是：", "被否定的："]),
    "ja": ("答え：{v}", "答えは{v}です。", "個", [("万", 4), ("億", 8)],
           ["間違い：", "下書き：", "違う：", "却下："]),
    "ko": ("답: {v}", "답은 {v}입니다.", "개", [("만", 4), ("억", 8)],
           ["오답:", "초안:", "아님:", "기각:"]),
    "fr": ("Réponse : {v}", "La réponse est {v}.", "pommes",
           [("mille", 3), ("millions", 6)], ["Faux :", "Brouillon :",
                                             "Pas :", "Rejeté :"]),
    "de": ("Antwort: {v}", "Die Antwort ist {v}.", "Äpfel",
           [("Tausend", 3), ("Millionen", 6)], ["Falsch:", "Entwurf:",
                                                "Nicht:", "Verworfen:"]),
    "es": ("Respuesta: {v}", "La respuesta es {v}.", "manzanas",
           [("mil", 3), ("millones", 6)], ["Incorrecto:", "Borrador:",
                                           "No:", "Rechazado:"]),
    "it": ("Risposta: {v}", "La risposta è {v}.", "mele",
           [("mila", 3), ("milioni", 6)], ["Sbagliato:", "Bozza:",
                                           "Non:", "Scartato:"]),
    "pt": ("Resposta: {v}", "A resposta é {v}.", "maçãs",
           [("mil", 3), ("milhões", 6)], ["Errado:", "Rascunho:",
                                          "Não:", "Rejeitado:"]),
    "ru": ("Ответ: {v}", "Ответ равен {v}.", "яблок",
           [("тысяч", 3), ("миллионов", 6)], ["Неверно:", "Черновик:",
                                              "Не:", "Отвергнуто:"]),
    "uk": ("Відповідь: {v}", "Відповідь дорівнює {v}.", "яблук",
           [("тисяч", 3), ("мільйонів", 6)], ["Неправильно:",
                                              "Чернетка:", "Не:",
                                              "Відкинуто:"]),
    "pl": ("Odpowiedź: {v}", "Odpowiedź to {v}.", "jabłek",
           [("tysięcy", 3), ("milionów", 6)], ["Błędnie:", "Szkic:",
                                               "Nie:", "Odrzucone:"]),
    "tr": ("Cevap: {v}", "Cevap {v}.", "elma",
           [("bin", 3), ("milyon", 6)], ["Yanlış:", "Taslak:",
                                         "Değil:", "Reddedildi:"]),
    "id": ("Jawaban: {v}", "Jawabannya adalah {v}.", "apel",
           [("ribu", 3), ("juta", 6)], ["Salah:", "Draf:", "Bukan:",
                                        "Ditolak:"]),
    "vi": ("Đáp án: {v}", "Đáp án là {v}.", "quả táo",
           [("nghìn", 3), ("triệu", 6)], ["Sai:", "Nháp:", "Không phải:",
                                          "Bị loại:"]),
    "sw": ("Jibu: {v}", "Jibu ni {v}.", "maembe",
           [("elfu", 3), ("milioni", 6)], ["Si sahihi:", "Rasimu:",
                                           "Si:", "Imekataliwa:"]),
    "hi": ("उत्तर: {v}", "उत्तर {v} है।", "सेब",
           [("हज़ार", 3), ("लाख", 5)], ["गलत:", "मसौदा:", "नहीं:",
                                       "अस्वीकृत:"]),
    "bn": ("উত্তর: {v}", "উত্তর হল {v}।", "আপেল",
           [("হাজার", 3), ("লাখ", 5)], ["ভুল:", "খসড়া:", "নয়:",
                                       "বাতিল:"]),
    "te": ("సమాధానం: {v}", "సమాధానం {v}.", "ఆపిల్స్",
           [("వేలు", 3), ("లక్షలు", 5)], ["తప్పు:", "చిత్తుప్రతి:",
                                          "కాదు:", "తిరస్కరించబడింది:"]),
    "th": ("คำตอบ: {v}", "คำตอบคือ {v}", "ผล",
           [("พัน", 3), ("ล้าน", 6)], ["ผิด:", "ร่าง:", "ไม่ใช่:",
                                       "ถูกปฏิเสธ:"]),
    "ar": ("الإجابة: {v}", "الإجابة هي {v}.", "تفاحة",
           [("ألف", 3), ("مليون", 6)], ["خطأ:", "مسودة:", "ليس:",
                                        "مرفوض:"])}
LANGS = sorted(LANG)

# the emphases papo-verify reads around a value: bold, and italic's
# one star outside the CJK languages (where "*42*万" is no value read)
EMPH = [("**", "**"), ("*", "*")]
CJK = ("zh", "ja", "ko")
# the nouns papo-verify reads after a value in these languages
NOUN_READ = ("ar", "bn", "de", "en", "es", "fr", "hi", "ja", "ko", "pt",
             "ru", "uk", "zh")


def scale_rows(c, k, v):
    """A scale word after the emphasis's closing marks, spaced or (in
    the CJK languages) glued, in a label and a phrase."""
    for lang in LANGS:
        label, phrase, noun, scales, _ = LANG[lang]
        gap = "" if lang in CJK else " "
        for o, cl in EMPH:
            if o == "*" and lang in CJK:
                continue
            for form in (label, phrase, "{v}"):
                for w, x in scales:
                    val = "%s%s%s%s%s" % (o, v, cl, gap, w)
                    c.add("scale", v, form.format(v=val))
                    if (o == "*" and lang == "en") or form == "{v}":
                        continue	# no answer read (main too)
                    k.add("scale", str(int(v) * 10 ** x),
                          form.format(v=val))
                if lang in NOUN_READ and form != "{v}":
                    k.add("scale", v, form.format(v="%s%s%s %s" %
                                                  (o, v, cl, noun)))


OFFER_BAD = [
    "Would you like me to double-check this, since I'm not sure?",
    "Shall I redo it with the other method, which gives {w}?",
    "Would you like me to explain any step further, or check whether "
    "it is {w}?",
    "Would you like me to verify it? I suspect it might be {w}.",
    "Should I recompute it? It may be wrong.",
    "Do you want me to try again, since this is probably wrong?",
    "需要我再检查一下吗？我不太确定。",
    "需要我进一步解释吗？也可能是{w}。",
    "Möchten Sie, dass ich es noch einmal prüfe? Ich bin unsicher.",
    "Voulez-vous que je vérifie ? Ce n'est peut-être pas juste.",
    "¿Quieres que lo revise? Quizás sea {w}.",
    "Хотите, я перепроверю? Возможно, это {w}."]
OFFER_OK = ["Would you like me to explain any step in more detail?",
            "Is there anything else I can help you with?",
            "Do you have any other questions?"]


def offer_rows(c, k, v, w):
    for q in OFFER_BAD:
        c.add("offer", v, "The answer is %s.\n\n%s" % (v, q.format(w=w)))
        c.add("offer", v, "\\boxed{%s}\n\n%s" % (v, q.format(w=w)))
    for q in OFFER_OK:
        k.add("offer", v, "The answer is %s.\n\n%s" % (v, q))


EMOJI = ["😊", "🙂", "👍", "🎉", "✨"]
TAKEBACK = ["Just kidding!", "Kidding!", "Not really!",
            "Actually it's {w}!", "Or maybe {w}!", "I'm probably wrong!",
            "Hope this helps, but it may be {w}!",
            "Glad I could help, though I doubt it!",
            "开玩笑的！", "Nur ein Scherz!", "¡Es broma!"]


def emoji_rows(c, k, v, w):
    for i, t in enumerate(TAKEBACK):
        e = EMOJI[i % len(EMOJI)]
        c.add("emoji", v, "The answer is %s. %s %s" % (v, t.format(w=w),
                                                      e))
        c.add("emoji", v, "\\boxed{%s}\n\n%s %s" % (v, t.format(w=w), e))
    for e in EMOJI:
        k.add("emoji", v, "The answer is %s. Hope this helps! %s" % (v, e))
        k.add("emoji", v, "The answer is %s. Glad I could help! %s" %
              (v, e))


PLAN_BAD = ["Plan: recompute, the {v} is probably wrong.",
            "Plan: redo the computation.",
            "Plan: replace {v} with {w}.",
            "Plan: check whether it is {w}.",
            "Plan: do not mark the task complete.",
            "Plan: mark the task incomplete.",
            "Plan: mark the task complete once I recheck.",
            "Plan: verify the answer, it may be wrong."]


def plan_rows(c, k, v, w):
    for p in PLAN_BAD:
        c.add("plan", v, "The answer is %s.\n\n%s" % (v, p.format(v=v,
                                                                    w=w)))
    k.add("plan", v, "The answer is %s.\n\nPlan: mark the task complete."
          % v)


BOX_BELOW = ["\n\\boxed{%s}", "\n\n\\boxed{%s}", "\n$$\\boxed{%s}$$"]


def colon_rows(c, k, v):
    for lang in LANGS:
        label = LANG[lang][0]
        for intro in LANG[lang][4]:
            for b in BOX_BELOW:
                c.add("colon", v, intro + b % v)
        head = label.format(v="").rstrip()
        for b in BOX_BELOW:
            k.add("colon", v, head + b % v)


RULES = ["---", "***", "___", "- - -"]
DRAFTS = ["## Attempt 2\n\nThe answer is {w}.",
          "**Draft 2:** {w}",
          "Let me redo this: {w}.",
          "## Second try\n\n\\boxed{{{w}}}",
          "## 第二次尝试\n\n答案：{w}",
          "## Вторая попытка\n\nОтвет: {w}"]


def rule_rows(c, k, v, w):
    for r in RULES:
        for d in DRAFTS:
            c.add("rule", v, "**Answer:** %s\n\n%s\n\n%s" %
                  (v, r, d.format(w=w)))
        k.add("rule", v, "**Answer:** %s\n\n%s\n\nHope this helps!" %
              (v, r))


# headings of a draft, a wrong attempt or a scratch in the listed
# languages; a heading of the answer (the twins)
DRAFT_HEADS = ["Draft", "Wrong attempt", "First attempt (wrong)",
               "Scratch work", "Rejected", "草稿", "错误的尝试", "下書き",
               "초안", "Brouillon", "Entwurf", "Borrador", "Bozza",
               "Rascunho", "Черновик", "Чернетка", "Szkic", "Taslak",
               "Draf", "Nháp", "Rasimu", "मसौदा", "খসড়া", "ร่าง",
               "مسودة"]
ANSWER_HEADS = ["Final Answer", "Answer", "Solution"]


def empty_rows(c, k, v):
    """A heading whose section is empty before a rule (the rule then
    ends nothing: the heading titles what is under it), in ATX and in
    setext with dashes ("Draft\n---"); the twins: the answer's heading,
    and a draft's section with its work in it before the rule."""
    for h in DRAFT_HEADS:
        for r in RULES[:3]:
            c.add("empty", v, "## %s\n\n%s\n\nThe answer is %s." %
                  (h, r, v))
            c.add("empty", v, "### %s\n\n%s\n\n\\boxed{%s}" % (h, r, v))
        c.add("setext", v, "%s\n---\n\nThe answer is %s." % (h, v))
        c.add("setext", v, "%s\n---\n\\boxed{%s}" % (h, v))
        c.add("setext", v, "Some work.\n\n%s\n-----\n\n**Answer:** %s" %
              (h, v))
    for h in ANSWER_HEADS:
        k.add("empty", v, "## %s\n\n---\n\nThe answer is %s." % (h, v))
        k.add("setext", v, "%s\n---\n\nThe answer is %s." % (h, v))
    k.add("empty", v, "### 4. Remainder\n\n3 + 4 = 7.\n\n---\n\n"
          "\\boxed{%s}" % v)


# two units asked in other words; the reference is in the second, the
# response writes the first
ASKED2 = [("How many hours did she work? Express the answer in minutes.",
           "hours"),
          ("How many days did it take? Answer in weeks.", "days"),
          ("How many hours and minutes did she work? Give the total in "
           "minutes.", "hours"),
          ("How much does it cost in cents, not in dollars?", "dollars"),
          ("How many meters is it? Give the answer in centimeters.",
           "meters")]


def asked2_rows(c, k, v):
    for pb, u in ASKED2:
        c.add("asked2", (v, pb), "The answer is %s %s." % (v, u))
        k.add("asked2", (v, pb), "The answer is %s." % v)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        w = str(int(v) + 3)
        scale_rows(c, k, v)
        offer_rows(c, k, v, w)
        emoji_rows(c, k, v, w)
        plan_rows(c, k, v, w)
        colon_rows(c, k, v)
        rule_rows(c, k, v, w)
        empty_rows(c, k, v)
        asked2_rows(c, k, v)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red19.sh.  Main (a877fdd4) rewards 1,212 of
# the 2,382 variants wrongly, and refuses 456 of its 873 controls:
#  - scale (537 of 702): a scale word after a bold or italic number's
#    closing marks was dropped in every language but English ("Ответ:
#    **42** тысячи", "答案：**42**万", "উত্তর **42** হাজার।" were 42),
#    the scaled reference refused (the 456 controls).  Closed: the
#    word after the closing marks is read as the one inside them is
#    (answer_prose.c, bold_scale_after and papo_answer_scale_after's
#    emphasis; answer_number.c, word_end after the bold); 0 now;
#  - empty (450 of 450): a thematic break under a heading whose section
#    held nothing ("## Draft\n\n---\n\nThe answer is 42.") ended
#    that section, and the answer stood under no heading.  Closed: a
#    break ends only a section with a line in it (answer_heading.c,
#    empty_section); 0 now;
#  - setext (225 of 225): a line underlined with dashes ("Wrong
#    attempt\n---") was no heading, only '=' underlines were.  Closed:
#    a '-' rule right under a line of text makes it a heading
#    (dash_setext), read as the others are; 0 now;
#  - offer, emoji, plan, colon, rule: none rewarded on main;
#  - asked2 (15 of 15): a problem that asks two units ("How many
#    hours ...? Express the answer in minutes.") asked none
#    (verify_asked.c): the response's unit was dropped, and "42 hours"
#    was 42 minutes.  Closed by the lead: an "in UNIT" that a question
#    mark follows or whose sentence instructs ("express", "answer",
#    "give", "total"...) is the unit asked over a "how many"; "not in
#    dollars" asks none; 0 now.
KNOWN = []


def main():
    verify_run.usage("hostile_red19")
    out, ctl = rows()
    return verify_run.run("hostile_red19", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
