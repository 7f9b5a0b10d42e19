#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mc37.py: multiple-choice answers papo-verify lost (a right
answer not rewarded), in the 21 listed languages, each beside twins
that must stay refused.

usage: hostile_mc37.py PAPO_VERIFY [--list]

Kinds (family "right", rewarded; the same response against another
option's letter, "wrong", never):

  letval  the letter with its own option's value beside it, the value
          as the option writes it or grouped, with its currency's sign
          or word or without ("Answer: (B) Rs.5723", "(B) 5,723",
          "B. 5723 rupees"), after an answer label of each language;
  text    the option's text without its letter against a letter
          reference ("The answer is Rs.5723."), and the letter against
          the option's text as the reference;
  multi   a multi-select answer (the problem's options one a line or
          inline: "A) x B) y C) z"): the letters joined by each language's
          "and" ("A, C und E", "A、C和E"), glued ("ACE"), slashed
          ("A/C/E"), or the options left out ("all except B and D");
  roman   options that combine statements I to IV ("(B) I and III
          only") answered by the combination, and options labelled I
          to IV answered by the numeral ("(II)", "Answer: II").

Twins ("twin", never rewarded): the right letter with another option's
value or a value no option has, another option's letter with the right
value; another option's text, or a text no option has; a set with a
letter more or less, the letters joined by "or" (a choice between),
"all except" leaving out another letter; another combination, or a
numeral joined to another by "or".  Random but seeded.

Prints each variant that gets the wrong reward (or a right one that
does not: lost) and a count per kind; exits 1 when a twin or a wrong
one is rewarded.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

LETTERS = "ABCDE"

# language: answer label, "and", "or"
LANGS = {
    "en": ("Answer: ", " and ", " or "),
    "zh": ("答案：", "和", "或"),
    "zt": ("答案：", "與", "或"),
    "ja": ("答え：", "と", "または"),
    "ko": ("정답: ", " 및 ", " 또는 "),
    "fr": ("Réponse : ", " et ", " ou "),
    "de": ("Antwort: ", " und ", " oder "),
    "es": ("Respuesta: ", " y ", " o "),
    "it": ("Risposta: ", " e ", " o "),
    "pt": ("Resposta: ", " e ", " ou "),
    "ru": ("Ответ: ", " и ", " или "),
    "th": ("คำตอบ: ", " และ ", " หรือ "),
    "bn": ("উত্তর: ", " এবং ", " অথবা "),
    "sw": ("Jibu: ", " na ", " au "),
    "te": ("సమాధానం: ", " మరియు ", " లేదా "),
    "hi": ("उत्तर: ", " और ", " या "),
    "ar": ("الإجابة: ", " و", " أو "),
    "id": ("Jawaban: ", " dan ", " atau "),
    "vi": ("Đáp án: ", " và ", " hoặc "),
    "pl": ("Odpowiedź: ", " i ", " lub "),
    "uk": ("Відповідь: ", " і ", " або "),
    "tr": ("Cevap: ", " ve ", " veya "),
}

# "the answer is {}" per language (a text or a letter after it)
IS = {
    "en": "The answer is {}.", "zh": "答案是{}。", "zt": "答案是{}。",
    "ja": "答えは{}です。", "ko": "답은 {}입니다.",
    "fr": "La réponse est {}.", "de": "Die Antwort ist {}.",
    "es": "La respuesta es {}.", "it": "La risposta è {}.",
    "pt": "A resposta é {}.", "ru": "Ответ: {}.", "th": "คำตอบคือ {}",
    "bn": "উত্তর হল {}।", "sw": "Jibu ni {}.", "te": "సమాధానం {}.",
    "hi": "उत्तर {} है।", "ar": "الإجابة هي {}.", "id": "Jawabannya adalah {}.",
    "vi": "Đáp án là {}.", "pl": "Odpowiedź to {}.", "uk": "Відповідь: {}.",
    "tr": "Cevap {}.",
}

# (sign before the amount, or None; the currency's word after it)
CURRENCIES = [("Rs.", "rupees"), ("$", "dollars"), (None, None)]

LAYOUT = ["(%s) %s", "%s. %s", "%s) %s"]


def grouped(v):
    return "{:,}".format(v)


def price_problem(rng):
    """A problem listing five prices: its text, the values, the sign
    and word of their currency, the options' texts."""
    sign, word = rng.choice(CURRENCIES)
    base = rng.randint(12, 90) * 100
    vals = sorted(rng.sample(range(base, base + 2000, rng.choice([1, 7,
                                                                  25])),
                             5))
    texts = [(sign or "") + str(v) for v in vals]
    lay = rng.choice(LAYOUT)
    p = ("A shop sells a television for a price after a discount. "
         "What is the price?\n" +
         "\n".join(lay % (c, t) for c, t in zip(LETTERS, texts)))
    return p, vals, sign, word, texts


def beside(rng, v, sign, word):
    """The value v as a response writes it beside its letter."""
    forms = [str(v), grouped(v)]
    if sign is not None:
        forms += [sign + str(v), sign + grouped(v)]
        if sign == "$":
            forms.append(grouped(v) + " dollars")
        else:
            forms += ["Rs. " + grouped(v), str(v) + " rupees"]
    return rng.choice(forms)


def letval(vs, rng, add):
    for lang, (lab, _, _) in LANGS.items():
        for _ in range(4):
            p, vals, sign, word, _ = price_problem(rng)
            k = rng.randrange(5)
            x = LETTERS[k]
            o = rng.choice([c for c in LETTERS if c != x])
            j = LETTERS.index(o)
            form = rng.choice(["({l}) {v}", "{l}. {v}", "{l}) {v}",
                               "**({l}) {v}**"])
            r = lab + form.format(l=x, v=beside(rng, vals[k], sign,
                                                   word))
            add("letval", "right", x, r, p, lang)
            add("letval", "wrong", o, r, p, lang)
            # the right letter with another option's value
            add("letval", "twin", x, lab + form.format(
                l=x, v=beside(rng, vals[j], sign, word)), p, lang)
            # with a value no option has
            none = vals[-1] + rng.choice([13, 101, 1000])
            add("letval", "twin", x, lab + form.format(
                l=x, v=beside(rng, none, sign, word)), p, lang)
            # another letter with the right value
            add("letval", "twin", x, lab + form.format(
                l=o, v=beside(rng, vals[k], sign, word)), p, lang)
            # a hedge between two options
            a, b = sorted([x, o])
            add("letval", "twin", x, lab + form.format(
                l=a, v=beside(rng, vals[LETTERS.index(a)], sign, word)) +
                LANGS[lang][2] + form.format(
                    l=b, v=beside(rng, vals[LETTERS.index(b)], sign, word)),
                p, lang)


CAPITALS = [
    ("France", "Paris", ["Berlin", "Madrid", "Rome", "Vienna", "Lisbon"]),
    ("Norway", "Oslo", ["Helsinki", "Stockholm", "Copenhagen", "Riga"]),
    ("Peru", "Lima", ["Quito", "Bogota", "Santiago", "Caracas"]),
    ("Kenya", "Nairobi", ["Kampala", "Accra", "Dakar", "Lusaka"]),
]


def text(vs, rng, add):
    for lang in LANGS:
        for _ in range(3):
            p, vals, sign, word, texts = price_problem(rng)
            k = rng.randrange(5)
            x = LETTERS[k]
            o = rng.choice([c for c in LETTERS if c != x])
            j = LETTERS.index(o)
            r = IS[lang].format(texts[k])
            add("text", "right", x, r, p, lang)
            add("text", "wrong", o, r, p, lang)
            add("text", "twin", x, IS[lang].format(texts[j]), p, lang)
            add("text", "twin", x, IS[lang].format(
                (sign or "") + str(vals[-1] + 33)), p, lang)
            # a hedge between two options' texts
            add("text", "twin", x, IS[lang].format(
                texts[k] + LANGS[lang][2] + texts[j]), p, lang)
            # the reverse: the option's text as the reference
            r = IS[lang].format(x if rng.random() < 0.5 else "(%s)" % x)
            add("text", "right", texts[k], r, p, lang)
            add("text", "wrong", texts[j], r, p, lang)
        country, right, others = rng.choice(CAPITALS)
        opts = rng.sample(others, 4)
        k = rng.randrange(5)
        opts.insert(k, right)
        p = "What is the capital of %s?\n" % country + "\n".join(
            "%s. %s" % (c, t) for c, t in zip(LETTERS, opts))
        o = rng.choice([c for c in LETTERS if c != LETTERS[k]])
        add("text", "right", LETTERS[k], IS[lang].format(right), p, lang)
        add("text", "wrong", o, IS[lang].format(right), p, lang)
        add("text", "twin", LETTERS[k], IS[lang].format(
            opts[LETTERS.index(o)]), p, lang)
        add("text", "twin", LETTERS[k], IS[lang].format(
            right + LANGS[lang][2] + opts[LETTERS.index(o)]), p, lang)
        add("text", "right", right, IS[lang].format(LETTERS[k]), p, lang)
        add("text", "wrong", opts[LETTERS.index(o)],
            IS[lang].format(LETTERS[k]), p, lang)


def joined(chosen, sep, last):
    """The letters chosen joined: sep between, last before the last."""
    if len(chosen) == 1:
        return chosen[0]
    return sep.join(chosen[:-1]) + last + chosen[-1]


# "all except {}": the options left out, per language
EXCEPT = {
    "en": ["all except {}", "all options except {}", "all but {}",
           "everything except {}"],
    "zh": ["除了{}以外全部", "除了{}之外都对"],
    "zt": ["除了{}以外全部", "除了{}之外都對"],
    "ja": ["{}以外すべて", "{}を除くすべて"],
    "ko": ["{}를 제외한 모두"],
    "fr": ["toutes sauf {}", "tout sauf {}"],
    "de": ["alle außer {}", "alle bis auf {}"],
    "es": ["todas excepto {}", "todas menos {}"],
    "it": ["tutte tranne {}", "tutte eccetto {}"],
    "pt": ["todas exceto {}", "todas menos {}"],
    "ru": ["все, кроме {}", "все кроме {}"],
    "th": ["ทั้งหมดยกเว้น {}"],
    "bn": ["{} ছাড়া সব"],
    "sw": ["zote isipokuwa {}"],
    "te": ["{} తప్ప అన్నీ"],
    "hi": ["{} को छोड़कर सभी"],
    "ar": ["الكل ما عدا {}", "الكل باستثناء {}"],
    "id": ["semua kecuali {}"],
    "vi": ["tất cả trừ {}", "tất cả ngoại trừ {}"],
    "pl": ["wszystkie oprócz {}", "wszystkie z wyjątkiem {}"],
    "uk": ["усі, крім {}", "всі крім {}"],
    "tr": ["{} hariç hepsi"],
}


# how a problem lays its options out: one a line, or inline on one line
# ("A) 14 B) 9 C) 27", as many prompts write them; no word that names
# options, "statement" or "option", to tell them)
LAYOUTS = [("\n", "%s. statement %d"), ("\n", "(%s) statement %d"),
           (" ", "(%s) %d"), (" ", "%s) %d"), (" ", "%s. %d"),
           (", ", "%s: %d")]


def multi_problem(rng):
    k = rng.randint(5, 6)
    nums = rng.sample(range(2, 60), k)
    join, form = LAYOUTS[rng.randrange(len(LAYOUTS))]
    ask = "Which statements are true?" if join == "\n" else \
        "Which of these numbers did Ana write down?"
    p = "Select all that apply. " + ask + join + \
        join.join(form % ("ABCDEF"[i], nums[i]) for i in range(k))
    chosen = sorted(rng.sample("ABCDEF"[:k], rng.randint(2, k - 2)))
    left = [c for c in "ABCDEF"[:k] if c not in chosen]
    return p, chosen, left


def multi(vs, rng, add):
    for lang, (lab, and_, or_) in LANGS.items():
        for _ in range(3):
            p, chosen, left = multi_problem(rng)
            ref = rng.choice([", ".join(chosen), "".join(chosen)])
            more = ", ".join(sorted(chosen + [left[0]]))
            sep = "、" if lang in ("zh", "zt", "ja") else ", "
            r = lab + joined(chosen, sep, and_)
            add("multi", "right", ref, r, p, lang)
            add("multi", "wrong", more, r, p, lang)
            add("multi", "twin", ref, lab + joined(chosen, sep, or_), p,
                lang)
            add("multi", "twin", ref, lab + joined(
                sorted(chosen + [left[-1]]), sep, and_), p, lang)
            add("multi", "twin", ref, lab + joined(chosen[1:] or chosen,
                                                   sep, and_)
                if len(chosen) > 2 else lab + chosen[0], p, lang)
            r = lab + rng.choice(["".join(chosen), "/".join(chosen)])
            add("multi", "right", ref, r, p, lang)
            add("multi", "wrong", more, r, p, lang)
            add("multi", "twin", ref, lab + "/".join(chosen[:-1]) +
                or_ + chosen[-1], p, lang)
    for lang, (lab, and_, or_) in LANGS.items():
        for _ in range(6 if lang == "en" else 2):
            p, chosen, left = multi_problem(rng)
            ref = rng.choice([", ".join(chosen), "".join(chosen)])
            t = rng.choice(EXCEPT[lang])
            sep = "、" if lang in ("zh", "zt", "ja") else ", "
            r = lab + t.format(joined(left, sep, and_))
            add("multi", "right", ref, r, p, lang)
            add("multi", "wrong", ", ".join(sorted(chosen + [left[0]])), r,
                p, lang)
            # a letter left out too few, or one of the chosen
            if len(left) > 1:
                add("multi", "twin", ref, lab + t.format(
                    joined(left[1:], sep, and_)), p, lang)
            add("multi", "twin", ref, lab + t.format(
                joined(sorted(left + [chosen[0]]), sep, and_)), p, lang)
            # a choice between: "all except B or D"
            add("multi", "twin", ref, lab + t.format(joined(
                left if len(left) > 1 else left + [chosen[0]], sep, or_)),
                p, lang)


ROMAN = ["I", "II", "III", "IV"]
COMBOS = [["I"], ["II"], ["I", "II"], ["I", "III"], ["II", "IV"],
          ["III", "IV"], ["I", "II", "III"], ["II", "III"]]


def combo_text(c, and_=" and "):
    return (joined(c, ", ", and_) + " only") if len(c) > 1 else \
        c[0] + " only"


def roman(vs, rng, add):
    for _ in range(40):
        combos = rng.sample(COMBOS, 5)
        p = ("Which of the following statements must be true?\n" +
             "\n".join("%s. x%s > %d" % (r, "+" * (i + 1), i)
                       for i, r in enumerate(ROMAN)) + "\n" +
             "\n".join("(%s) %s" % (c, combo_text(t))
                       for c, t in zip(LETTERS, combos)))
        k = rng.randrange(5)
        o = rng.choice([i for i in range(5) if i != k])
        t = rng.choice(["The answer is {}.", "Answer: {}",
                        "So the correct choice is {}.", "Answer: {}."])
        r = t.format(combo_text(combos[k]))
        add("roman", "right", LETTERS[k], r, p, "en")
        add("roman", "wrong", LETTERS[o], r, p, "en")
        add("roman", "twin", LETTERS[k], t.format(combo_text(combos[o])),
            p, "en")
        # statements I to IV as the options themselves
        p2 = ("Which statement is true?\n" +
              "\n".join("%s. %s" % (r, w) for r, w in zip(
                  ROMAN, rng.sample(["x is even", "x is odd", "x > 3",
                                     "x < 2", "x is prime"], 4))))
        k = rng.randrange(4)
        o = rng.choice([i for i in range(4) if i != k])
        f = rng.choice(["({})", "{}"] + ([] if t.endswith(".") else
                                         ["{}."]))
        r = t.format(f.format(ROMAN[k]))
        add("roman", "right", ROMAN[k], r, p2, "en")
        add("roman", "wrong", ROMAN[o], r, p2, "en")
        add("roman", "twin", ROMAN[k], t.format(ROMAN[k] + " or " +
                                                ROMAN[o]), p2, "en")
        # a set of statements as the reference
        c = rng.choice([x for x in COMBOS if len(x) > 1])
        ref = rng.choice([", ".join(c), " and ".join(c)])
        r = t.format(combo_text(c))
        add("roman", "right", ref, r, p2, "en")
        d = [x for x in ROMAN if x not in c]
        add("roman", "wrong", ", ".join(c + d[:1]), r, p2, "en")
        add("roman", "twin", ref, t.format(combo_text(c[:-1] + d[:1])), p2,
            "en")


def variants(rng):
    vs = []

    def add(kind, fam, ans, resp, problem, lang):
        verify_run.add(vs, kind, fam, ans, resp, problem)
        vs[-1]["lang"] = lang

    letval(vs, rng, add)
    text(vs, rng, add)
    multi(vs, rng, add)
    roman(vs, rng, add)
    return vs


def main():
    verify_run.usage("hostile_mc37")
    return verify_run.run("hostile_mc37", variants(random.Random(37)),
                          group=lambda v: v["kind"],
                          right=verify_run.is_right, what="right",
                          lost=lambda v: True)


if __name__ == "__main__":
    sys.exit(main())
