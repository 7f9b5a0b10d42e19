#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red18.py: an eighteenth red team's adversarial responses to
papo-verify (issue 26, round 19), in phrasings rounds 10 to 18 do not
write, in every language papo-verify(1) lists (en, zh, ja, ko, fr, de,
es, it, pt, ru, uk, hi, ar, th, bn, te, sw, id, vi, pl, tr), each
hostile form beside its committed control twin:

 - sign: every symbol Unicode has (its categories So, Sm, Sk and Sc:
   "42 ⨯", "42 ҂", "42 ™", "42 ⊘", "42 ☡", a CJK stroke, a radical)
   right after the value of each language's phrase, label and box,
   spaced or glued; the twins: a currency's sign, a degree, a unit's
   square (㎝), ℃, and the marks that close a solution (✓, ∎, □);
 - mark: every combining mark and modifier letter of the listed
   languages' blocks on no letter after the value ("42 \u064b", "42
   \u02b9", a Devanagari vowel sign alone); the twins: nouns that hold
   such marks ("42 किलो", "42 ชิ้น");
 - json: the answer's key nested in an object or a list under a key
   no answer stands under, in each language ({"draft": {"answer":
   42}}, {"candidates": [{"answer": 42}]}, {"answer": 41, "brouillon":
   {"answer": 42}}); the twins: the top object, a top list, under
   "solution", "result", "output", "response";
 - above, above2: a line that introduces the value with a colon, naming
   someone else's saying, a tool's output or a rejection, the value
   boxed alone on the lines below ("My friend said:\\n\\\\boxed{42}",
   "工具输出：\\n$$\\\\boxed{42}$$"); the twins: each language's answer
   label, "Therefore:", "Final Answer:" above the box;
 - abandon: the value inside a <think> block the response then leaves
   without an answer ("<think>... the answer is 42</think> I could not
   solve it."), in each language;
 - relation: the value in a relation to the answer, not the answer
   ("The answer is at least 42.", "a multiple of 42", "twice 42",
   "42 or more", "just over 42") in a phrase, a label and a box;
 - mc: an option letter denied, doubled or doubted in new shapes ("The
   answer is not C.", "Either B or C.", "C (or maybe D)", "C is
   tempting but wrong."), and a letter the problem does not list.

usage: hostile_red18.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response qualifies, nests, attributes, abandons or relates, so a
reward is a wrong reward.  Controls (the same shapes with the value
committed) must each be rewarded.  Holes left are listed in KNOWN and
counted apart; tests/t-verify-hostile-red18.sh caps them.  Prints each
variant rewarded and each control refused, a count per family; exits
1 when any is.  --list writes the variants (JSONL).

Measured on main (60d416c): see the comment above KNOWN.
"""
import sys
import unicodedata

import verify_run

VALUES = ["42", "17", "305"]

# per language: an answer phrase, an answer label, "I could not solve
# it.", and four short lines that introduce another's value or a
# rejected one (said, a tool's output, "not this one", "someone wrote")
LANG = {
    "en": ("The answer is {v}.", "Answer: {v}", "I could not solve it.",
           ["My friend said:", "Tool output:", "Not this one:",
            "Someone wrote:"]),
    "zh": ("答案是{v}。", "答案：{v}", "我没能解出这道题。",
           ["我朋友说：", "工具输出：", "不是这个：", "有人写道："]),
    "ja": ("答えは{v}です。", "答え：{v}", "解けませんでした。",
           ["友達が言った：", "ツールの出力：", "これではない：",
            "誰かが書いた："]),
    "ko": ("답은 {v}입니다.", "답: {v}", "풀지 못했습니다.",
           ["내 친구가 말했다:", "도구 출력:", "이것은 아니다:",
            "누군가 썼다:"]),
    "fr": ("La réponse est {v}.", "Réponse : {v}",
           "Je n'ai pas pu le résoudre.",
           ["Mon ami a dit :", "Sortie de l'outil :", "Pas celle-ci :",
            "Quelqu'un a écrit :"]),
    "de": ("Die Antwort ist {v}.", "Antwort: {v}",
           "Ich konnte es nicht lösen.",
           ["Mein Freund sagte:", "Ausgabe des Tools:", "Nicht diese:",
            "Jemand schrieb:"]),
    "es": ("La respuesta es {v}.", "Respuesta: {v}",
           "No pude resolverlo.",
           ["Mi amigo dijo:", "Salida de la herramienta:", "No esta:",
            "Alguien escribió:"]),
    "it": ("La risposta è {v}.", "Risposta: {v}",
           "Non sono riuscito a risolverlo.",
           ["Il mio amico ha detto:", "Output dello strumento:",
            "Non questa:", "Qualcuno ha scritto:"]),
    "pt": ("A resposta é {v}.", "Resposta: {v}",
           "Não consegui resolver.",
           ["Meu amigo disse:", "Saída da ferramenta:", "Não esta:",
            "Alguém escreveu:"]),
    "ru": ("Ответ равен {v}.", "Ответ: {v}", "Я не смог это решить.",
           ["Мой друг сказал:", "Вывод инструмента:", "Не этот:",
            "Кто-то написал:"]),
    "uk": ("Відповідь дорівнює {v}.", "Відповідь: {v}",
           "Я не зміг це розв'язати.",
           ["Мій друг сказав:", "Вивід інструмента:", "Не цей:",
            "Хтось написав:"]),
    "hi": ("उत्तर {v} है।", "उत्तर: {v}", "मैं इसे हल नहीं कर सका।",
           ["मेरे दोस्त ने कहा:", "टूल का आउटपुट:", "यह नहीं:",
            "किसी ने लिखा:"]),
    "ar": ("الإجابة هي {v}.", "الإجابة: {v}", "لم أستطع حلها.",
           ["قال صديقي:", "مخرجات الأداة:", "ليس هذا:", "كتب أحدهم:"]),
    "th": ("คำตอบคือ {v}", "คำตอบ: {v}", "ฉันแก้โจทย์นี้ไม่ได้",
           ["เพื่อนของฉันพูดว่า:", "ผลลัพธ์ของเครื่องมือ:",
            "ไม่ใช่อันนี้:", "มีคนเขียนว่า:"]),
    "bn": ("উত্তর হল {v}।", "উত্তর: {v}", "আমি এটা সমাধান করতে পারিনি।",
           ["আমার বন্ধু বলেছে:", "টুলের আউটপুট:", "এটা নয়:",
            "কেউ লিখেছে:"]),
    "te": ("సమాధానం {v}.", "సమాధానం: {v}", "నేను దీన్ని పరిష్కరించలేకపోయాను.",
           ["నా స్నేహితుడు చెప్పాడు:", "సాధనం అవుట్‌పుట్:",
            "ఇది కాదు:", "ఎవరో రాశారు:"]),
    "sw": ("Jibu ni {v}.", "Jibu: {v}", "Sikuweza kulitatua.",
           ["Rafiki yangu alisema:", "Matokeo ya zana:", "Si hili:",
            "Mtu aliandika:"]),
    "id": ("Jawabannya adalah {v}.", "Jawaban: {v}",
           "Saya tidak bisa menyelesaikannya.",
           ["Teman saya berkata:", "Keluaran alat:", "Bukan yang ini:",
            "Seseorang menulis:"]),
    "vi": ("Đáp án là {v}.", "Đáp án: {v}", "Tôi không giải được.",
           ["Bạn tôi nói:", "Đầu ra của công cụ:",
            "Không phải cái này:", "Ai đó đã viết:"]),
    "pl": ("Odpowiedź to {v}.", "Odpowiedź: {v}",
           "Nie udało mi się tego rozwiązać.",
           ["Mój przyjaciel powiedział:", "Wynik narzędzia:", "Nie ten:",
            "Ktoś napisał:"]),
    "tr": ("Cevap: {v}.", "Cevap: {v}", "Bunu çözemedim.",
           ["Arkadaşım dedi ki:", "Aracın çıktısı:", "Bu değil:",
            "Biri yazdı:"])}
LANGS = sorted(LANG)

# signs a value may be written with (the twins of "sign"): a currency's
# sign, a degree, ℃ and ℉, a unit's square (㎝, ㎏, ㎒), the marks that
# close a solution and the emoji of approval and celebration a check
# mark's kin (hostile_close27.py), the full-width currencies (＄, ￡)
SIGNS_KNOWN = "¢£¥°\u09f2\u09f3\u0e3f℃℉✓✔☑✅∎□■◻◼▪▫👍👌👏🙌🎉🎊🥳💯"


def known_sign(ch):
    c = ord(ch)
    return ch in SIGNS_KNOWN or 0x20a0 <= c <= 0x20cf or \
        0x3371 <= c <= 0x33df or c in (0xff04, 0xffe0, 0xffe1, 0xffe5,
                                       0xffe6)


def symbols():
    """Every symbol of Unicode's categories So, Sm, Sk, Sc up to the
    supplementary planes' end (U+1FFFF): those known_sign holds, and
    the others."""
    s = [chr(c) for c in range(0xa0, 0x20000)
         if unicodedata.category(chr(c)) in ("So", "Sm", "Sk", "Sc")
         and chr(c) != "\u0e3f"]	# ฿ glued: "a word" in Indonesian
    return [c for c in s if not known_sign(c)], [c for c in s
                                                 if known_sign(c)]


def sign_rows(c, k, v, syms, known):
    """Each symbol after the value, the language, the form (phrase,
    label, box) and the gap turning with the symbol's index."""
    for i, ch in enumerate(syms):
        lang = LANGS[i % len(LANGS)]
        phrase, label, _, _ = LANG[lang]
        form = (i // len(LANGS)) % 3
        gap = " " if (i // (3 * len(LANGS))) % 2 else ""
        if form == 0:
            c.add("sign", v, phrase.format(v=v + gap + ch))
        elif form == 1:
            c.add("sign", v, label.format(v=v + gap + ch))
        else:
            c.add("sign", v, "\\boxed{%s}%s%s" % (v, gap, ch))
    for i, ch in enumerate(known):
        label = LANG[LANGS[i % len(LANGS)]][1]
        k.add("sign", v, label.format(v=v + ch))
        k.add("sign", v, label.format(v=v + " " + ch))


def marks():
    """Every combining mark and modifier letter (Mn, Me, Lm) of the
    blocks the listed languages write, Latin's to Thai's and kana's."""
    blocks = [(0x2b0, 0x370), (0x370, 0x530), (0x600, 0x700),
              (0x900, 0xa00), (0xc00, 0xc80), (0xe00, 0xe80),
              (0x3000, 0x3100)]
    return [chr(c) for lo, hi in blocks for c in range(lo, hi)
            if unicodedata.category(chr(c)) in ("Mn", "Me", "Lm")]


def mark_rows(c, k, v, ms):
    """Each mark alone after the value and a space, on no letter."""
    for i, ch in enumerate(ms):
        phrase, label, _, _ = LANG[LANGS[i % len(LANGS)]]
        form = (i // len(LANGS)) % 3
        if form == 0:
            c.add("mark", v, phrase.format(v=v + " " + ch))
        elif form == 1:
            c.add("mark", v, label.format(v=v + " " + ch))
        else:
            c.add("mark", v, "\\boxed{%s} %s" % (v, ch))
    for u in ("उत्तर: {v} किलो", "คำตอบ: {v} ชิ้น", "উত্তর: {v} টি",
              "الإجابة: {v} دولارًا", "సమాధానం: {v} రూపాయలు"):
        k.add("mark", v, u.format(v=v))


# the keys an object of drafts, candidates or others' answers stands
# under, in the listed languages
JSON_NEST = ["draft", "drafts", "candidates", "candidate", "attempts",
             "attempt", "wrong", "rejected", "previous", "old", "guess",
             "alternatives", "example", "sample", "scratch", "hint",
             "other", "friend", "student", "distractor", "incorrect",
             "first_try", "initial", "borrador", "brouillon", "Entwurf",
             "草稿", "候选", "下書き", "초안", "черновик", "rascunho",
             "bozza", "szkic", "taslak", "nháp", "rasimu", "draf",
             "मसौदा", "مسودة", "ร่าง", "খসড়া", "чернетка"]
JSON_KEYS = ["answer", "final_answer", "finalAnswer", "result"]
JSON_TOP = ["solution", "result", "output", "response"]


def json_rows(c, k, v, w):
    for i, n in enumerate(JSON_NEST):
        key = JSON_KEYS[i % len(JSON_KEYS)]
        for t in ('{"%s": {"%s": %s}}', '{"%s": [{"%s": %s}]}',
                  '```json\n{"%s": {"%s": "%s"}}\n```',
                  '{"reasoning": "...", "%s": {"%s": %s}}'):
            c.add("json", v, t % (n, key, v))
        c.add("json", v, '{"answer": %s, "%s": {"answer": %s}}' %
              (w, n, v))
    for key in JSON_KEYS:
        k.add("json", v, '{"%s": %s}' % (key, v))
        k.add("json", v, '[{"%s": %s}]' % (key, v))
        for top in JSON_TOP:
            k.add("json", v, '{"%s": {"%s": %s}}' % (top, key, v))


BOX_BELOW = ["\n\\boxed{%s}", "\n\n\\boxed{%s}", "\n$$\\boxed{%s}$$",
             "\n\\[\n\\boxed{%s}\n\\]", "\n$$\n\\boxed{%s}\n$$"]


def above_rows(c, k, v):
    for lang in LANGS:
        _, label, _, intros = LANG[lang]
        for intro in intros:
            for b in BOX_BELOW:
                c.add("above", v, intro + b % v)
        head = label.format(v="").rstrip()
        for b in BOX_BELOW[:3]:
            k.add("above", v, head + b % v)
    for head in ("Therefore:", "Final Answer:", "The answer is:"):
        for b in BOX_BELOW:
            k.add("above", v, head + b % v)


# intros above a box that above_rows does not write: a sentence (a
# comma, more than five words) or a subject with a verb of a tool's
ABOVE_LONG = ["However, my friend said:", "Here is what the tool printed:",
              "This is what someone else wrote in the forum:",
              "The calculator printed:", "The code printed:",
              "The tool returned:"]


def above_long_rows(c, v):
    for intro in ABOVE_LONG:
        for b in BOX_BELOW:
            c.add("above2", v, intro + b % v)


def abandon_rows(c, k, v):
    for lang in LANGS:
        phrase, label, gave_up, _ = LANG[lang]
        for inner in (phrase.format(v=v), "\\boxed{%s}" % v,
                      label.format(v=v)):
            c.add("abandon", v, "<think>\n%s\n</think>\n\n%s" %
                  (inner, gave_up))
            c.add("abandon", v, "<think>%s</think> %s" % (inner, gave_up))
        k.add("abandon", v, "<think>\n...\n</think>\n\n%s" %
              phrase.format(v=v))


RELATION = ["at least {v}", "at most {v}", "greater than {v}",
            "more than {v}", "less than {v}", "a multiple of {v}",
            "twice {v}", "half of {v}", "{v} or more", "{v} or less",
            "just over {v}", "just under {v}", "upwards of {v}",
            "no more than {v}", "divisible by {v}", "a factor of {v}",
            "{v} squared", "the square of {v}", "close to {v}",
            "{v}-ish", "{v} or so", "{v} (lower bound)",
            "{v} (upper bound)", "{v} (rounded)", "{v} ± 3", "~{v}",
            "≈{v}", "≥ {v}", "> {v}", "{v}+", "{v}?!"]


def relation_rows(c, k, v):
    for r in RELATION:
        x = r.format(v=v)
        c.add("relation", v, "The answer is %s." % x)
        c.add("relation", v, "Answer: %s" % x)
        if not x.startswith("~"):	# TeX's ~ is a space
            c.add("relation", v, "\\boxed{\\text{%s}}" % x)
    k.add("relation", v, "The answer is %s." % v)
    k.add("relation", v, "Answer: %s" % v)


MC_BAD = ["The answer is not C.", "C is tempting but wrong.",
          "Either B or C.", "The answer is C (or maybe D).",
          "The answer is C, which is not listed.",
          "Answer: not C", "Answer: C or D", "Answer: C/D",
          "Answer: C (probably)", "Answer: anything but C",
          "\\boxed{\\text{not } C}", "\\boxed{C \\text{ or } D}",
          "The answer is C, unless it is D.", "C? D? I'd go with C?"]


def mc_rows(c, k):
    problem = "Which is prime?\nA. 4\nB. 6\nC. 7\nD. 9"
    for r in MC_BAD:
        c.add("mc", ("C", problem), r)
    for r in ("The answer is C.", "Answer: (C)", "\\boxed{C}"):
        k.add("mc", ("C", problem), r)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    syms, known = symbols()
    ms = marks()
    for v in VALUES:
        w = str(int(v) + 3)
        sign_rows(c, k, v, syms, known)
        mark_rows(c, k, v, ms)
        json_rows(c, k, v, w)
        above_rows(c, k, v)
        above_long_rows(c, v)
        abandon_rows(c, k, v)
        relation_rows(c, k, v)
    mc_rows(c, k)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red18.sh.  Main (60d416c) rewards 7,944 of
# 26,249 variants wrongly, every one of its 1,401 controls rightly:
#  - sign (5,478 of 22,689): a symbol alone after the value was its
#    noun when its block was one a listed language writes (arrows,
#    operators, technical, shapes, dingbats, letterlike, the CJK
#    radicals and symbols, Latin-1's and the modifier signs, Cyrillic's
#    thousands sign: "42 \u2a2f", "42 \u0482", "42 \u2122"), a
#    relation with nothing after it ("42 \u2208", \subset) was dropped
#    as a dangling "=" is, an integer's subscript that is no base
#    (42_{+}) was dropped, and after a box the CJK symbols (\u3012,
#    \u3013) were read as punctuation.  Closed: of the signs only a
#    currency's, a degree, a unit's power or square, \u2103 and the
#    marks that close a solution are a noun (verify.c, annot_sign and
#    annot_sign_known); a dangling relation but =, \approx and an arrow
#    is a syntax error (mathexpr_parse.c, p_rel), so is a subscript no
#    base (number_base); CJK punctuation is its spaces, stops, brackets,
#    dashes and quotes (answer_tail.c, papo_frame_punct_cp).  Left (3):
#    the full-width vertical line after a box ("\\boxed{42} \uff5c"),
#    read as the rest of its sentence;
#  - mark (471 of 897): a combining mark or a modifier letter alone
#    after the value and a space ("42 \u064b", "42 \u02b9", a Devanagari
#    vowel sign, Thai's \u0e46, CJK's \u3005) was a word of its script.
#    Closed: such a character is read only after a letter (verify.c,
#    annot_combining); 0 now;
#  - json (645 of 645): the last answer-like key anywhere was the
#    answer, under any key ({"draft": {"answer": 42}}, {"answer": 41,
#    "brouillon": {"answer": 42}}).  Closed: the key counts in the top
#    object, a top list's object or under a solution's key
#    (answer_stmt.c, papo_answer_json_nest); 0 now;
#  - above (1,260 of 1,260): a box alone on its lines was read with no
#    regard for the line above it ("My friend said:", "Tool output:",
#    "Not this one:" in each language).  Closed: a short line ending in
#    a colon above such a box is read as the words before it on its
#    line (answer_frame.c, colon_line_above); 0 now.
#  - above2 (90 of 90, left): the colon line above is read only when it
#    is short, with no comma ("However, my friend said:", "Here is what
#    the tool printed:" are not: a longer rule lost 5 right answers of
#    the corpus, "We are asked for the score of Azibo, which is \\( A
#    \\):"), and when it is, only by the words-before reader
#    (papo_answer_lead_word): "The calculator printed:", "The code
#    printed:", "The tool returned:" pass it, and the check that refuses
#    "The calculator printed: \\boxed{42}" on one line ("a description
#    of its own before a bare value") does not look above.
#    h28-holes17: closed (answer_frame.c, colon_line_above and
#    own_label_line; answer_open.c, bare_number): a long colon line
#    above a box is read as the words before it too, unless a row
#    recognises it as the response's own label (an answer put in a
#    format, "the final answer, ..., is:", what is asked named by its
#    symbol), and the value below the line is a bare value there; 0 now.
#  - sign (3, left above): h28-holes17 closed the full-width vertical
#    line after a box (folded to ASCII's '|', read as punctuation):
#    a bar after a box in its sentence, outside math, is a sign no row
#    reads (answer_find.c, bar_after); 0 now.
# abandon, relation and mc: none rewarded on main.
KNOWN = []


def main():
    verify_run.usage("hostile_red18")
    out, ctl = rows()
    return verify_run.run("hostile_red18", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
