#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red22.py: a twenty-second red team's adversarial responses
to papo-verify (issue 26, round 22), in phrasings rounds 1 to 21 do not
write, each hostile form beside its committed control twin:

 - stepnote: a step's label above a box whose title opens with a verb
   of its work, then an aside that judges the step or names another
   value ("Step 4: Verify (fails)\\n\\boxed{42}", "## Step 3: Check
   the total [qqq]", "Step 2: Compute - gives 43", "步骤4：验证（失败）");
   the twins: the same title with no aside;
 - relsign: a last statement whose answer's name and value stand on
   each side of a sign that is no equality ("答案＞42。", "Answer ≥ 42",
   "Ответ > 42", "答え ≪ 42"); the twins: the same with "=", "＝", ":";
 - scalemix: a value with two scale words, the second one a factor
   more ("The answer is 42 lakh crore.", "答案是42万亿。", "La respuesta
   es 42 mil millones.", "Die Antwort ist 42 Millionen Milliarden."),
   against the first scale alone; the twins: one scale word, and the
   two read as their product;
 - askedcur: a problem asking the amount in one currency's unit,
   answered in another of the same currency ("How many cents ...?"
   "The answer is 42 dollars.", "Combien de centimes ?" "42 $",
   "Сколько копеек?" "42 рубля"); the twins: the unit asked;
 - nounsum: a box, its noun, then a sum of the problem's numbers that
   is another value ("So she has \\boxed{42} apples (12 + 31)."); the
   twins: the sum that is the value;
 - nounno, endtok: a noun after the value then a denial in its
   language ("42 Äpfel? Nein."), a box then an end token then more
   text or another end token with text between; the twins: the
   statement alone, the box before one end token.

usage: hostile_red22.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
the response disowns, bounds, scales or replaces), so a reward is a
wrong reward.  Controls must each be rewarded.  Holes left are listed
in KNOWN and counted apart; tests/t-verify-hostile-red22.sh caps them.

Measured on main (d40e11e0): 2,958 of 3,780 hostile variants rewarded
(stepnote 1,836, relsign 852, scalemix 216, askedcur 30, nounsum 24;
nounno and endtok none), 18 controls lost (two scale words read as
their product).  Now: no known hole (15 before a currency's subunits
were its units), every control rewarded (36 before round 23: a count
of a noun that is no unit, a sum in words).
"""
import sys

import verify_run

VALUES = ["42", "17", "305"]

# a step's label above its box: (label and title, the aside's form)
STEP_TITLES = ["Step 4: Verify", "Step 3: Check the total",
               "Step 2: Compute the result", "Step 5: Calculate",
               "Step 6: Simplify the sum"]
STEP_STYLES = ["%s\n\\boxed{%s}", "## %s\n\n\\boxed{%s}",
               "**%s**\n\\boxed{%s}", "%s\n$$\\boxed{%s}$$"]
ASIDES = ["fails", "failed", "does not hold", "no", "\u2717", "\u274c",
          "gives {o}", "bogus", "not this one", "draft",
          "discarded", "contradiction", "it was {o}"]
ASIDE_FORMS = [" (%s)", " [%s]", " - %s", ", %s", " \u2014 %s"]
STEP_FOREIGN = [("Schritt 4: Prüfen", " (falsch)"),
                ("Schritt 4: Prüfen", " (stimmt nicht)"),
                ("步骤4：验证", "（失败）"), ("步骤4：验证", "（不对）"),
                ("Étape 4 : Vérifier", " (échoue)"),
                ("Paso 4: Verificar", " (falla)"),
                ("Шаг 4: Проверка", " (неверно)")]


def stepnote_rows(c, k, v):
    o = verify_run.other(v)
    for t in STEP_TITLES:
        for st in STEP_STYLES:
            for a in ASIDES:
                for f in ASIDE_FORMS[:2] if st != STEP_STYLES[0] else \
                        ASIDE_FORMS:
                    c.add("stepnote", v, st % (t + f % a.format(o=o), v))
            k.add("stepnote", v, st % (t, v))
    for t, a in STEP_FOREIGN:
        c.add("stepnote", v, "%s%s\n\\boxed{%s}" % (t, a, v))
        k.add("stepnote", v, "%s\n\\boxed{%s}" % (t, v))


# an answer's name, in each language (the statement with no phrase)
REL_NAMES = ["答案", "所以答案", "因此结果", "答え", "정답", "Answer",
             "Final answer", "Ответ", "Відповідь"]
REL_SIGNS = [">", "<", "＞", "＜", "≥", "≤", "≧", "≦", "≅", "∝", "≪",
             "≫", "≲", "≳", "⩽", "⩾", "≺", "≻", "∈", "⊂", "≯", "≮"]
REL_OK = ["=", "＝", ":", "："]


def relsign_rows(c, k, v):
    for nm in REL_NAMES:
        for sg in REL_SIGNS:
            c.add("relsign", v, "%s %s %s" % (nm, sg, v))
            c.add("relsign", v, "%s%s%s。" % (nm, sg, v) if nm[0] > "\u3000"
                  else "%s %s %s." % (nm, sg, v))
        for sg in REL_OK:
            k.add("relsign", v, "%s %s %s" % (nm, sg, v))


# phrases ({v}) and scale words (their power of ten) per language
SCALES = {
    "en": ("The answer is {v}.", [("lakh", 5), ("crore", 7)]),
    "hi": ("उत्तर {v} है।", [("लाख", 5), ("करोड़", 7)]),
    "zh": ("答案是{v}。", [("万", 4), ("亿", 8), ("千", 3)]),
    "ja": ("答えは{v}です。", [("万", 4), ("億", 8)]),
    "de": ("Die Antwort ist {v}.", [("Millionen", 6), ("Milliarden", 9),
                                    ("Tausend", 3)]),
    "fr": ("La réponse est {v}.", [("mille", 3), ("millions", 6),
                                   ("milliards", 9)]),
    "es": ("La respuesta es {v}.", [("mil", 3), ("millones", 6)]),
    "it": ("La risposta è {v}.", [("mila", 3), ("milioni", 6)]),
    "ru": ("Ответ: {v}.", [("тысяч", 3), ("миллионов", 6)]),
}

# the pairs a language writes as one scale, their product
COMPOUNDS = [("lakh", "crore"), ("लाख", "करोड़"), ("万", "亿"), ("千", "万"),
             ("mil", "millones"), ("mille", "milliards")]


def scalemix_rows(c, k, v):
    for lang in sorted(SCALES):
        phrase, words = SCALES[lang]
        sep = "" if lang in ("zh", "ja") else " "
        for w1, e1 in words:
            one = v + "0" * e1
            k.add("scalemix", one, phrase.format(v=v + sep + w1))
            for w2, e2 in words:
                r = phrase.format(v=v + sep + w1 + sep + w2)
                c.add("scalemix", one, r)
                c.add("scalemix", v + "0" * e2, r)
                if (w1, w2) in COMPOUNDS:
                    k.add("scalemix", v + "0" * (e1 + e2), r)


# (language, problem asking the small unit, the big unit's answer, the
# small unit's answer) and the reverse
CURRENCY = [
    ("How many cents does it cost?", "The answer is {v} dollars.",
     "The answer is {v} cents."),
    ("How many dollars does it cost?", "The answer is {v} cents.",
     "The answer is {v} dollars."),
    ("How many paise does it cost?", "The answer is {v} rupees.",
     "The answer is {v} paise."),
    ("How many paise does it cost?", "The answer is ₹{v}.",
     "The answer is {v} paise."),
    ("How many pence does it cost?", "The answer is £{v}.",
     "The answer is {v} pence."),
    ("How many pence does it cost?", "The answer is {v} pounds.",
     "The answer is {v} pence."),
    ("Combien de centimes coûte-t-il ?", "La réponse est {v} $.",
     "La réponse est {v} centimes."),
    ("Combien de centimes coûte-t-il ?", "La réponse est {v} euros.",
     "La réponse est {v} centimes."),
    ("¿Cuántos dólares cuesta?", "La respuesta es {v} centavos.",
     "La respuesta es {v} dólares."),
    ("¿Cuántos centavos cuesta?", "La respuesta es {v} dólares.",
     "La respuesta es {v} centavos."),
    ("Сколько копеек стоит?", "Ответ: {v} рублей.",
     "Ответ: {v} копеек."),
    ("Сколько рублей стоит?", "Ответ: {v} копеек.",
     "Ответ: {v} рублей."),
    ("Wie viele Cent kostet es?", "Die Antwort ist {v} Euro.",
     "Die Antwort ist {v} Cent."),
    ("多少分钱？", "答案是{v}元。", "答案是{v}分。"),
]


def askedcur_rows(c, k, v):
    for p, bad, good in CURRENCY:
        c.add("askedcur", (v, p), bad.format(v=v))
        k.add("askedcur", (v, p), good.format(v=v))


def nounsum_rows(c, k, v):
    a = int(v) // 3
    b = int(v) - a
    for d in (0, 1, -1):
        p = ("Jenny had %d apples and bought %d more. How many apples "
             "does she have?" % (a, b + d))
        for f in ["So she has \\boxed{%s} apples (%d + %d).",
                  "\\boxed{%s} apples, %d + %d",
                  "So she has \\boxed{%s} apples ($%d + %d$).",
                  "She has \\boxed{%s} apples: %d and %d more."]:
            (k if d == 0 else c).add("nounsum", (v, p), f % (v, a, b + d))


NOUNNO = [
    ("Die Antwort ist {v} Äpfel? Nein.", "Die Antwort ist {v} Äpfel.",
     "Wie viele Äpfel hat Anna?"),
    ("La réponse est {v} pommes ? Non.", "La réponse est {v} pommes.",
     "Combien de pommes a Marie ?"),
    ("La respuesta es {v} manzanas? No.", "La respuesta es {v} manzanas.",
     "¿Cuántas manzanas tiene Ana?"),
    ("Ответ: {v} яблок? Нет.", "Ответ: {v} яблок.",
     "Сколько яблок у Анны?"),
    ("Die Antwort ist {v} Äpfel, oder doch nicht.",
     "Die Antwort ist {v} Äpfel.", "Wie viele Äpfel hat Anna?"),
    ("La réponse est {v} pommes de moins.", "La réponse est {v} pommes.",
     "Combien de pommes a Marie ?"),
]
ENDTOK = ["<|im_end|>", "<|eot_id|>", "<|endoftext|>", "<end_of_turn>"]


def nounno_endtok_rows(c, k, v):
    o = verify_run.other(v)
    for bad, good, p in NOUNNO:
        c.add("nounno", (v, p), bad.format(v=v))
        k.add("nounno", (v, p), good.format(v=v))
    for t in ENDTOK:
        for tail in ["\nActually, the answer is %s." % o, " %s " % o + t,
                     "\nNo." + t, "\n" + t]:
            if tail == "\n" + t:
                k.add("endtok", v, "\\boxed{%s}%s%s" % (v, t, tail))
                continue
            c.add("endtok", v, "\\boxed{%s}%s%s" % (v, t, tail))
        k.add("endtok", v, "\\boxed{%s}%s" % (v, t))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        stepnote_rows(c, k, v)
        relsign_rows(c, k, v)
        scalemix_rows(c, k, v)
        askedcur_rows(c, k, v)
        nounsum_rows(c, k, v)
        nounno_endtok_rows(c, k, v)
    return c.out, k.out


# No hole is left: an amount in another unit of the currency a problem
# asks ("Combien de centimes ?" "42 $.", "Сколько копеек?" "42
# рублей.", 15 before) is read since a currency's subunits are units of
# their currency (lib/verify/units.c, tests/verify/hostile_subunits.py);
# "How many paise?" "42 rupees." and "\\boxed{42} apples: 14 and 29
# more." were closed in round 23.
KNOWN = []


def main():
    verify_run.usage("hostile_red22")
    out, ctl = rows()
    return verify_run.run("hostile_red22", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
