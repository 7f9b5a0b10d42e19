#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red20.py: a twentieth red team's adversarial responses to
papo-verify (issue 26, round 21), in phrasings rounds 1 to 20 do not
write, each hostile form beside its committed control twin:

 - part: a word of the value's own after it in a language whose word
   after a value is read as the noun it counts (de, fr, es, it, pt, ru,
   uk, hi, bn, te, ar): a fraction's denominator, a count of tens,
   dozens, hundreds, thousands, per mille, a power or a factorial
   ("Die Antwort ist 42 Zehntel.", "42 Promille", "42 факториал", "La
   réponse est 42 centaines.", "Ответ: 42 дюжины.", "उत्तर 42 सौ है।",
   "సమాధానం 42 వందలు."), in a phrase, a label, after a bold value, in
   a box's \\text and in a bold ("\\boxed{42 \\text{ centaines}}",
   "**42 Zehntel**");
   the twins: the same frame with a noun counted ("42 Äpfel", "42
   pommes", "42 яблок");
 - approx: a name said to be near the value in math ("\\boxed{x
   \\approx 42}", "The answer is $N \\sim 42$.", "x ≈ 42", "f(3) ≃
   42"), the approximation of "\\boxed{\\approx 42}" with a name before
   it; the twins: the same with "=", and with a problem that asks a
   rounded value (a known hole: see KNOWN);
 - typo: a negated contraction whose apostrophe is mistyped as the key
   beside it, a semicolon or a comma ("The answer isn;t 42.", "The
   total can,t be 42."); the twins: the statement with no negation
   ("The total is 42.", "The total: 42.");
 - noun: a word after the value that doubts, disowns, denies or bounds
   it, read as the noun it counts in the languages whose word after a
   value is its noun ("Die Antwort ist 42 Vermutung.", "42 UNGEFÄHR",
   "Ответ: 42 типа.", "الإجابة هي 42 تقريباً."); the twins: the
   part family's nouns counted ("42 Äpfel", "42 яблок");
 - neg: a sign word before the value in each language's phrase ("The
   answer is negative 42.", "Ответ: минус 42.", "答案是负42。", "Cevap
   eksi 42."); the twins: the phrase alone;
 - hedge: the answer, then a hedge in a language with few rows (it,
   pt, pl, uk, tr, vi, id, hi, fa, zh-Hant, ja, ko) or a negation after
   the value in a verb-final language ("答えは42ではありません。",
   "Cevap 42 değil."); the twins: the phrase alone;
 - tag: an agent's <answer> tag followed by a tag that grades it false
   ("<reflection>This answer is wrong.</reflection>"), or with an
   attribute that disowns it (<answer status="rejected">); the twins:
   the tag alone, and followed by a tag that approves it;
 - json: a JSON answer with a sibling key that says it is not final,
   not correct or unverified; the twins: the object alone;
 - later: a box, then the value restated as another in another form
   ("\\boxed{42}\\n\\nSo Jenny has 41 apples.", "\\boxed{42} (i.e.
   43)"); the twins: the same value restated;
 - mathrel: a box whose relation is no equality ("\\boxed{x \\neq
   42}", "\\lesssim", "\\pm"); the twins: "=".

usage: hostile_red20.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
the response scales, approximates, negates, hedges, grades false or
replaces), so a reward is a wrong reward.  Controls must each be
rewarded.  Holes left are listed in KNOWN and counted apart;
tests/t-verify-hostile-red20.sh caps them.

Measured on main (9e07f371): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "305"]

# per language: an answer phrase and a label ({v} the value), a noun
# counted (the twins), the words of the value's own after it (a
# fraction's denominator, a count of tens, dozens, hundreds, thousands)
PART = {
    "de": ("Die Antwort ist {v}.", "Antwort: {v}", "Äpfel",
           ["Zehntel", "Drittel", "Hundertstel", "Hälften", "Dutzend",
            "Hunderte", "Hunderter", "Tausende", "Tausendstel",
            "Zehntausend", "Promille", "Basispunkte", "Quadrat",
            "Fakultät", "Schock"]),
    "fr": ("La réponse est {v}.", "Réponse : {v}", "pommes",
           ["dixièmes", "tiers", "centièmes", "moitiés", "douzaines",
            "dizaines", "centaines", "milliers"]),
    "es": ("La respuesta es {v}.", "Respuesta: {v}", "manzanas",
           ["décimas", "tercios", "centésimas", "mitades", "docenas",
            "decenas", "centenas", "millares"]),
    "it": ("La risposta è {v}.", "Risposta: {v}", "mele",
           ["decimi", "terzi", "centesimi", "dozzine", "decine",
            "centinaia", "migliaia"]),
    "pt": ("A resposta é {v}.", "Resposta: {v}", "maçãs",
           ["décimos", "terços", "centésimos", "metades", "dúzias",
            "dezenas", "centenas", "milhares"]),
    "ru": ("Ответ равен {v}.", "Ответ: {v}", "яблок",
           ["десятых", "сотых", "трети", "четверти", "половины",
            "дюжины", "дюжин", "десятков", "сотни", "сотен", "десяток",
            "сотня", "факториал"]),
    "uk": ("Відповідь дорівнює {v}.", "Відповідь: {v}", "яблук",
           ["десятих", "сотих", "чверті", "дюжини", "десятків", "сотні",
            "сотень"]),
    "hi": ("उत्तर {v} है।", "उत्तर: {v}", "सेब",
           ["दर्जन", "सौ", "सैकड़ा", "दहाई", "तिहाई", "चौथाई"]),
    "bn": ("উত্তর হল {v}।", "উত্তর: {v}", "আপেল",
           ["ডজন", "শত", "শো", "দশমাংশ"]),
    "te": ("సమాధానం {v}.", "సమాధానం: {v}", "పండ్లు",
           ["వందలు", "డజన్లు"]),
    "ar": ("الإجابة هي {v}.", "الإجابة: {v}", "تفاحة",
           ["دزينة", "مئة", "مئات", "عشرات", "أعشار"]),
}


def part_rows(c, k, v):
    for lang in sorted(PART):
        phrase, label, noun, words = PART[lang]
        for form in (phrase, label):
            for w in words:
                c.add("part", v, form.format(v="%s %s" % (v, w)))
            c.add("part", v, form.format(v="**%s** %s" % (v, words[0])))
            c.add("part", v, form.format(v="**%s %s**" % (v, words[-1])))
            k.add("part", v, form.format(v=v))
        for w in words:
            c.add("part", v, "\\boxed{%s \\text{ %s}}" % (v, w))
            c.add("part", v, "**%s %s**" % (v, w))
        k.add("part", v, phrase.format(v="%s %s" % (v, noun)))
        if lang != "it":	# "\\boxed{42 \\text{ mele}}": no noun read
            k.add("part", v, "\\boxed{%s \\text{ %s}}" % (v, noun))


NAMES = ["x", "N", "n", "f(3)", "x_1", "a_{n}", "\\text{total}",
         "\\mathrm{Area}"]
MARKS = ["\\approx", "\\sim", "\\simeq", "\\thickapprox", "≈", "∼", "≃"]
APPROX_FORMS = ["\\boxed{{{e}}}", "The answer is ${e}$.", "Answer: ${e}$",
                "$${e}$$", "Therefore $\\boxed{{{e}}}$."]
ROUND = "Round your answer to the nearest whole number."


def approx_rows(c, k, v):
    for nm in NAMES:
        for f in APPROX_FORMS:
            for m in MARKS:
                e = "%s %s %s" % (nm, m, v)
                c.add("approx", v, f.format(e=e))
            k.add("approx", v, f.format(e="%s = %s" % (nm, v)))
            k.add("approx", (v, "What is it? " + ROUND),
                  f.format(e="%s \\approx %s" % (nm, v)))


NEG = ["The answer is negative {v}.", "The answer is minus {v}.",
       "La réponse est moins {v}.", "La respuesta es menos {v}.",
       "Die Antwort ist minus {v}.", "La risposta è meno {v}.",
       "A resposta é menos {v}.", "Ответ: минус {v}.",
       "Відповідь: мінус {v}.", "Odpowiedź to minus {v}.",
       "Cevap eksi {v}.", "Đáp án là âm {v}.",
       "Jawabannya adalah negatif {v}.", "Jibu ni hasi {v}.",
       "उत्तर ऋण {v} है।", "উত্তর হল মাইনাস {v}।", "సమాధానం మైనస్ {v}.",
       "คำตอบคือ ลบ {v}", "الإجابة هي سالب {v}.", "답은 마이너스 {v}입니다.",
       "答えはマイナス{v}です。", "答案是负{v}。", "答案是負{v}。"]
NEG_OK = ["The answer is {v}.", "Ответ: {v}.", "答案是{v}。",
          "La réponse est {v}.", "Die Antwort ist {v}."]


def neg_rows(c, k, v):
    for t in NEG:
        c.add("neg", v, t.format(v=v))
    for t in NEG_OK:
        k.add("neg", v, t.format(v=v))


HEDGE = ["La risposta è {v}, credo.", "La risposta è {v}, forse.",
         "A resposta é {v}, acho eu.", "A resposta é {v}, talvez.",
         "Odpowiedź to {v}, chyba.", "Odpowiedź to {v}, być może.",
         "Відповідь: {v}, мабуть.", "Відповідь: {v}, напевно.",
         "Cevap {v}, sanırım.", "Cevap {v}, galiba.",
         "Đáp án là {v}, có lẽ vậy.", "Jawabannya {v}, mungkin.",
         "उत्तर {v} है, शायद।", "پاسخ {v} است، شاید.",
         "答案是{v}，不過我不確定。", "答案是{v}，大概吧。",
         "答えは{v}かもしれません。", "답은 {v}일지도 모릅니다.",
         "Cevap {v} değil.", "답은 {v}가 아닙니다.",
         "答えは{v}ではありません。", "उत्तर {v} नहीं है।",
         "উত্তর {v} নয়।", "సమాధానం {v} కాదు.", "جواب {v} نہیں ہے۔"]
HEDGE_OK = ["La risposta è {v}.", "A resposta é {v}.",
            "Odpowiedź to {v}.", "Відповідь: {v}.", "Cevap {v}.",
            "Đáp án là {v}.", "Jawabannya adalah {v}.", "答案是{v}。",
            "答えは{v}です。", "답은 {v}입니다."]


def hedge_rows(c, k, v):
    for t in HEDGE:
        c.add("hedge", v, t.format(v=v))
    for t in HEDGE_OK:
        k.add("hedge", v, t.format(v=v))


TAG_AFTER = ["<reflection>This answer is wrong.</reflection>",
             "<critique>incorrect</critique>", "<verify>fail</verify>",
             "<check>✗</check>", "<status>rejected</status>",
             "<reflection>Wait, it should be {w}.</reflection>"]
TAG_ATTR = ['<answer status="rejected">{v}</answer>',
            '<answer confidence="0.1">{v}</answer>',
            '<answer draft="true">{v}</answer>',
            '<answer hidden>{v}</answer>']


def tag_rows(c, k, v, w):
    for t in TAG_AFTER:
        c.add("tag", v, "<answer>%s</answer>\n%s" % (v, t.format(w=w)))
    for t in TAG_ATTR:
        c.add("tag", v, t.format(v=v))
    k.add("tag", v, "<answer>%s</answer>" % v)
    k.add("tag", v, "<think>3 + 4 = 7.</think>\n<answer>%s</answer>" % v)


JSON_BAD = ['{{"answer": {v}, "correct": false}}',
            '{{"answer": {v}, "is_final": false}}',
            '{{"answer": {v}, "verified": false}}',
            '{{"answer": {v}, "status": "draft"}}',
            '{{"answer": {{"value": {v}, "final": false}}}}']


def json_rows(c, k, v):
    for t in JSON_BAD:
        c.add("json", v, t.format(v=v))
    k.add("json", v, '{"answer": %s}' % v)


LATER = ["\\boxed{{{v}}}\n\nSo Jenny has {w} apples.",
         "\\boxed{{{v}}}, i.e. {w}.", "\\boxed{{{v}}} (that is, {w})",
         "The answer is {v} (i.e., {w}).", "\\boxed{{{v}}} = {w}",
         "\\boxed{{{v}}}\n\nOr equivalently, {w}.",
         "\\boxed{{{v}}}\n\nAlternatively, $x = {w}$.",
         "\\boxed{{{v}}}\n\nOn second thought: ${w}$."]


def later_rows(c, k, v, w):
    for t in LATER:
        c.add("later", v, t.format(v=v, w=w))
    k.add("later", v, "\\boxed{%s}\n\nSo the answer is %s." % (v, v))


MATHREL = ["\\neq", "\\ne", "\\not=", "\\lesssim", "\\gtrsim", "\\pm",
           "\\mp", "\\lessapprox", "\\propto", "\\asymp"]


def mathrel_rows(c, k, v):
    for r in MATHREL:
        c.add("mathrel", v, "\\boxed{x %s %s}" % (r, v))
    k.add("mathrel", v, "\\boxed{x = %s}" % v)


TYPO_SUBJ = ["The answer", "The total", "The result", "The sum",
             "The final answer", "The number of apples"]
TYPO_VERB = ["isn{p}t {v}", "wasn{p}t {v}", "can{p}t be {v}",
             "couldn{p}t be {v}", "won{p}t be {v}", "shouldn{p}t be {v}",
             "doesn{p}t equal {v}", "isn{p}t equal to {v}",
             "hasn{p}t reached {v}", "didn{p}t come out to {v}",
             "isn{p}t really {v}", "ain{p}t {v}"]


def typo_rows(c, k, v):
    for subj in TYPO_SUBJ:
        for vb in TYPO_VERB:
            for p in (";", ","):
                c.add("typo", v, "%s %s." % (subj, vb.format(p=p, v=v)))
        k.add("typo", v, "%s is %s." % (subj, v))
        if "apples" not in subj:	# "The number of apples: 42." asks
            k.add("typo", v, "%s: %s." % (subj, v))	# a problem


# words after the value that doubt, disown, deny or bound it, which the
# languages' noun slot read as the noun counted by its shape alone (a
# capitalised German word, any Cyrillic or Arabic word no row holds)
NOUN_BAD = {
    "de": ("Die Antwort ist {v} {w}.",
           ["Vermutung", "Schätzung", "Irrtum", "Quatsch", "Unsinn",
            "Nein", "Jein", "Weniger", "Mehr", "Geschätzt", "UNGEFÄHR",
            "Fragezeichen"]),
    "fr": ("La réponse est {v} {w}.", ["erreurs", "suppositions"]),
    "es": ("La respuesta es {v} {w}.", ["suposiciones", "errores"]),
    "ru": ("Ответ: {v} {w}.", ["типа", "ли", "чуть"]),
    "uk": ("Відповідь: {v} {w}.", ["десь", "ніби", "хіба"]),
    "ar": ("الإجابة هي {v} {w}.", ["تقريباً", "غالبا", "احتمال", "ظن"]),
    "hi": ("उत्तर {v} {w} है।", ["अंदाज़ा"])}


def noun_rows(c, v):
    for lang in sorted(NOUN_BAD):
        t, words = NOUN_BAD[lang]
        for w in words:
            c.add("noun", v, t.format(v=v, w=w))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        w = str(int(v) - 1)
        part_rows(c, k, v)
        approx_rows(c, k, v)
        typo_rows(c, k, v)
        noun_rows(c, v)
        neg_rows(c, k, v)
        hedge_rows(c, k, v)
        tag_rows(c, k, v, w)
        json_rows(c, k, v)
        later_rows(c, k, v, w)
        mathrel_rows(c, k, v)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red20.sh.  Main (9e07f371) rewards 1,807 of
# the 2,724 hostile variants wrongly; every control is rewarded there:
#  - part (870 of 1,128): a word of the value's own after it in the
#    languages whose word after a value is read as its noun was that
#    noun ("Die Antwort ist 42 Zehntel.", "Ответ: 42 дюжины.",
#    "\\boxed{42 \\text{ centaines}}", "Ответ: **42 сотни**" were 42).
#    Closed: the fraction's denominators, the counts of tens, dozens,
#    hundreds and thousands, per mille, a power and a factorial of de,
#    fr, es, it, pt, ru, uk, hi, bn, te and ar are the value's words, no
#    noun (answer_rest.c, value_parts_other; read in a box's \\text in
#    answer_tail.c, in a bold in answer_prose.c and answer_find.c);
#    0 now;
#  - typo (264 of 432): a semicolon or a comma for a contraction's
#    apostrophe ("isn;t") started a clause, and the last clause "t 42"
#    was read as the statement.  Closed: such a sign before a
#    contraction's ending is not recognised (answer_open.c,
#    glued_sign); 0 now;
#  - approx (600 of 840): a name said to be near the value ("\\boxed{x
#    \\approx 42}", "N ≈ 42") is read as "x = 42" (verify_tree.c), as
#    Math-Verify's own case (tests/verify/cases.jsonl c0104, "$x
#    \\approx11$" for 11) expects.  Closed (h34-known24): a name and
#    a sign of approximation before the value are read as the sign alone
#    is, a hedge unless the problem asks a rounded value or the
#    reference is approximate (verify.c, approximate and approx_name);
#    c0104 is justified (tests/verify/justified.tsv); 0 now;
#  - noun (73 of 81; 71 on main 6b785722): a word after the value that
#    doubts, disowns, denies or bounds it was that value's noun where
#    any capitalised German word, any Romance plural, or a Cyrillic,
#    Arabic or Hindi word no row holds is a noun ("Die Antwort ist 42
#    Vermutung.", "42 UNGEFÄHR", "Ответ: 42 типа.", "الإجابة هي 42
#    تقريباً.").  Closed: a noun's shape is no longer enough there; the
#    word must be recognised too, the problem's or the response's, a
#    unit, or a row of the nouns counted per language read with case
#    folded beyond ASCII (answer_rest.c, noun_known); 0 now;
#  - neg, hedge, tag, json, later, mathrel: none rewarded on main.
KNOWN = []


def main():
    verify_run.usage("hostile_red20")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_red20", vs,
                          lambda v: v["family"]
                          if not v["family"].startswith("control")
                          else "controls",
                          lambda v: v["family"].startswith("control-"),
                          verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
