#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mc27.py: a multiple-choice option chosen in the first person,
in every listed language (issue 26, review 27 finding 7).

usage: hostile_mc27.py PAPO_VERIFY [--list]

Each round draws an option table (four or five options, numbers), writes
it into a problem (one option a line, "(A) 12" or "A. 12", or inline with
lower-case labels, "(a) 12 (b) 36"), picks the right option and writes
the statements that choose it: a verb of choosing, a word naming the
option and its letter ("I choose (B).", "Je choisis la réponse (b).",
"Выбираю вариант (b).", "我选 B。", "मैं (b) चुनता हूँ।"), the statements
that name it the only one that satisfies the problem ("Only option C
satisfies all the conditions.", "Условию удовлетворяет только вариант
B."), and where the problem lists its options one a line, the
option's text after the letter ("I'll select B, 36.").  Right ones (LANG-right) must be rewarded; the
same statement against another letter (LANG-twin), with another option's
text after it (LANG-text), negated (LANG-neg: "I would not choose B",
"我不选 B。"), doubted after (LANG-doubt), naming two letters for one
answer (LANG-two), a letter the problem does not list (LANG-unlisted)
and a verb of choosing before a number ("I choose x = 3 to test",
LANG-number) must not be.  Random but seeded: the same variants every
run.

Prints each variant that fails and a count per language; exits 1 when
any does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# per language: the statements that choose the option ({L}: its letter,
# "(b)", "(B)", "B"; {T}: its text, only where the problem lists the
# options one a line), and the same verbs negated
FORMS = {
    "en": (["I choose {L}.", "I'd pick {L}.", "Going with option {L}.",
            "I would choose option {L}.", "I'll select {L}, {T}.",
            "I'm going with {L} ({T})."],
           ["I would not choose {L}.", "I don't pick {L}.",
            "I'd never pick {L}.", "I almost chose {L}.",
            "I wouldn't choose option {L}."]),
    "fr": (["Je choisis la réponse {L}.", "Je prends la {L}.",
            "Je retiens la proposition {L}, {T}."],
           ["Je ne choisis pas la réponse {L}.",
            "Je ne prends pas la {L}."]),
    "de": (["Ich wähle {L}.", "Ich nehme Option {L}.",
            "Ich entscheide mich für {L}."],
           ["Ich wähle nicht {L}.", "Ich nehme nicht Option {L}."]),
    "es": (["Elijo la opción {L}.", "Me quedo con la {L}.",
            "Escojo la {L}, {T}."],
           ["No elijo la opción {L}.", "Nunca elijo la {L}."]),
    "it": (["Scelgo la {L}.", "Scelgo l'opzione {L}."],
           ["Non scelgo la {L}."]),
    "pt": (["Escolho a alternativa {L}.", "Eu escolho a {L}."],
           ["Não escolho a alternativa {L}."]),
    "ru": (["Выбираю вариант {L}.", "Я выбираю {L}."],
           ["Не выбираю вариант {L}.", "Я не выбираю {L}."]),
    "uk": (["Обираю варіант {L}.", "Я обираю {L}."],
           ["Не обираю варіант {L}."]),
    "pl": (["Wybieram odpowiedź {L}.", "Wybieram {L}."],
           ["Nie wybieram odpowiedzi {L}."]),
    "id": (["Saya pilih {L}.", "Saya memilih pilihan {L}."],
           ["Saya tidak pilih {L}.", "Saya tidak memilih pilihan {L}."]),
    "vi": (["Tôi chọn {L}.", "Chọn đáp án {L}."],
           ["Tôi không chọn {L}."]),
    "th": (["เลือกข้อ {L}", "ฉันเลือก {L}"],
           ["ไม่เลือกข้อ {L}", "ฉันไม่เลือก {L}"]),
    "zh": (["我选 {L}。", "选 {L}。", "我選擇 {L}。", "我选择选项 {L}。"],
           ["我不选 {L}。", "不选 {L}。"]),
    "sw": (["Nachagua {L}.", "Ninachagua jibu {L}."],
           ["Sichagui {L}."]),
    "ar": (["أختار {L}.", "أختار الخيار {L}."],
           ["لا أختار {L}."]),
    "te": (["నా ఎంపిక {L}."],
           ["నా ఎంపిక {L} కాదు."]),
    "tr": (["Seçimim {L} şıkkı."],
           ["Seçimim {L} şıkkı değil."]),
    "hi": (["मैं {L} चुनता हूँ।", "मैं {L} चुनती हूँ।"],
           ["मैं {L} नहीं चुनता हूँ।"]),
    "bn": (["আমি {L} বেছে নিচ্ছি।"],
           ["আমি {L} বেছে নিচ্ছি না।"]),
    "ja": (["{L} を選びます。"],
           ["{L} を選びません。"]),
    "ko": (["{L}를 선택합니다."],
           ["{L}를 선택하지 않습니다."]),
}

# "only X satisfies", the letter first or last (same families)
ONLY = {
    "en": (["Only option {L} satisfies all the conditions.",
            "Only {L} works.", "The only option that works is {L}."],
           ["Not only option {L} satisfies all the conditions.",
            "Only option {L} fails all the conditions.",
            "The only option that never works is {L}."]),
    "de": (["Nur Option {L} erfüllt alle Bedingungen."],
           ["Nicht nur Option {L} erfüllt alle Bedingungen."]),
    "es": (["La única opción que cumple todo es la {L}.",
            "Solo la opción {L} cumple todas las condiciones."],
           ["La única opción que no cumple todo es la {L}."]),
    "it": (["Solo l'opzione {L} soddisfa tutte le condizioni."],
           ["Non solo l'opzione {L} soddisfa tutte le condizioni."]),
    "pt": (["Apenas a alternativa {L} atende ao enunciado."],
           ["Não apenas a alternativa {L} atende ao enunciado."]),
    "fr": (["Seule la proposition {L} convient."],
           ["Seule la proposition {L} ne convient pas."]),
    "ru": (["Условию удовлетворяет только вариант {L}."],
           ["Условию не удовлетворяет только вариант {L}."]),
    "uk": (["Умову задовольняє лише варіант {L}."],
           ["Умову не задовольняє лише варіант {L}."]),
    "pl": (["Tylko odpowiedź {L} spełnia warunki zadania."],
           ["Nie tylko odpowiedź {L} spełnia warunki zadania."]),
    "id": (["Hanya pilihan {L} yang memenuhi syarat."],
           ["Tidak hanya pilihan {L} yang memenuhi syarat."]),
    "vi": (["Chỉ có phương án {L} thỏa mãn."],
           ["Không chỉ có phương án {L} thỏa mãn."]),
}
for _lang, (_r, _n) in ONLY.items():
    FORMS[_lang][0].extend(_r)
    FORMS[_lang][1].extend(_n)

# a doubt or second thought after the statement ({M}: another letter)
DOUBTS = [" Maybe {M}.", " Or {M}?", "\n\nWait, {M} is right.",
          " But I'm not sure.", " Actually, {M}.", " Peut-être {M}.",
          " Vielleicht {M}.", " 也可能是 {M}。", " Или {M}."]

# a doubt written into the sentence
INSIDE = ["{S}?", "{S} (or {M})", "{S}, I think."]

# a verb of choosing before a number or a variable, not an option
NUMBERS = ["I choose x = {V} to test.", "I choose {V} as a test value.",
           "Je choisis x = {V} pour tester.", "Ich wähle n = {V}.",
           "我选 x = {V} 试试。", "Elijo {V} como prueba.",
           "Выбираю x = {V}.", "Saya pilih x = {V} untuk mencoba."]

# a letter glossed by its option's text in parentheses ("Answer: D (80)"),
# where the problem lists the options one a line; hedged glosses
GLOSS = ["Answer: {} ({})", "The answer is {} ({}).", "**Answer:** {} ({})"]
GLOSS_HEDGED = ["~{}", "{}?", "{} or {}", "not {1}", "about {}"]

# known holes: none since the last statement's letter is read word by
# word as a number is ("The only option that never works is (C).",
# tests/verify/hostile_optlast.py)
KNOWN = []


def letter(rng, c, inline):
    """Option c as a response writes it: "(b)", "(B)" or "B"."""
    forms = ["(%s)" % c.lower(), "(%s)" % c, c]
    return forms[0] if inline and rng.random() < 0.5 else rng.choice(forms)


def fill(t, c, text, rng, inline):
    return t.replace("{L}", letter(rng, c, inline)).replace("{T}", text)


def variants(rng, rounds):
    vs = []

    def add(lang, kind, ans, resp, prob):
        vs.append({"family": lang + "-" + kind, "answer": ans,
                   "response": resp, "problem": prob})

    for _ in range(rounds):
        k, letters, vals, shape = verify_run.options_drawn(rng)
        inline = shape == 2
        if shape < 2:
            prob = verify_run.options_listed(letters, vals, shape)
        else:
            prob = "Which value is it? " + " ".join(
                "(%s) %d" % (c.lower(), v) for c, v in zip(letters, vals))
        i = rng.randrange(k)
        c, text = letters[i], str(vals[i])
        m = letters[(i + 1 + rng.randrange(k - 1)) % k]
        other = str(vals[letters.index(m)])
        unlisted = "ABCDEFGH"[k]
        for lang, (rights, negs) in FORMS.items():
            for t in rights:
                if "{T}" in t and inline:
                    continue
                s = fill(t, c, text, rng, inline)
                add(lang, "right", c, s, prob)
                add(lang, "twin", m, s, prob)
                if "{T}" in t:
                    add(lang, "text", c, fill(t, c, other, rng, inline),
                        prob)
                    continue
                add(lang, "two", c, fill(t, c + " and " + m, text, rng,
                                         inline), prob)
                add(lang, "two", c, t.replace("{L}", "%s, %s" % (c, m)),
                    prob)
                add(lang, "unlisted", unlisted,
                    fill(t, unlisted, text, rng, inline), prob)
                d = rng.choice(DOUBTS).replace("{M}", m)
                add(lang, "doubt", c, s + d, prob)
                d = rng.choice(INSIDE).replace("{M}", m)
                add(lang, "doubt", c, d.replace("{S}", s.rstrip(".。।")),
                    prob)
            for t in negs:
                add(lang, "neg", c, fill(t, c, text, rng, inline), prob)
        if not inline:
            # an option line's label and text after a verb of choosing
            for t, n in [("I'd go with choice {}) {}.",
                          "I would not go with choice {}) {}."),
                         ("I choose {}) {}.", "I never choose {}) {}.")]:
                add("en", "right", c, t.format(c, text), prob)
                add("en", "twin", m, t.format(c, text), prob)
                add("en", "text", c, t.format(c, other), prob)
                add("en", "neg", c, n.format(c, text), prob)
            for t in GLOSS:
                add("gloss", "right", c, t.format(c, text), prob)
                add("gloss", "twin", m, t.format(c, text), prob)
                add("gloss", "text", c, t.format(c, other), prob)
                add("gloss", "text", c, t.format(c, str(vals[i] + 1)),
                    prob)
                for h in GLOSS_HEDGED:
                    add("gloss", "doubt", c,
                        t.format(c, h.format(text, other)), prob)
        for t in NUMBERS:
            v = str(rng.randrange(2, 9))
            add("num", "number", v, t.replace("{V}", v),
                "Find the value of x.")
    return vs


def main():
    verify_run.usage("hostile_mc27")
    vs = variants(random.Random(27), 24)
    return verify_run.run(
        "hostile_mc27", vs, group=lambda v: v["family"].split("-")[0],
        right=lambda v: v["family"].endswith("-right"), what="right",
        width=4, word="failed", known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
