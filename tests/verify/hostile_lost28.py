#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost28.py: right answers issue 26's review 27 found lost
(its findings 9, 10, 13, 14, 15 and 16), each kind in many variants,
each right one with twins that must stay refused.

usage: hostile_lost28.py PAPO_VERIFY [--list]

Kinds (a variant's family is KIND-right, KIND-wrong or KIND-twin):
  measure  a measured quantity stated with its measure verb, in
           Spanish, French, Italian and Portuguese, no problem given
           ("Por lo tanto, la cuerda mide 36 cm.", "La ficelle mesure
           donc 36 cm."); twins: the same with a hedge or a bound in
           the language ("mide unos 36 cm", "mesure environ", "mide
           aprox. 36 cm"), a negation ("no mide"), a doubt after it,
           a subject that names a guess ("la estimación mide"), a
           condition or a guess opening it ("Si la cuerda mide");
           and a price with its cost verb ("Donc le livre coûte 36
           euros.") against another value, hedged or negated
  tr_unit  a Turkish unit word after the value ("Cevap: 3 saat.",
           "Cevap 36 santimetre."), against the English unit; wrong:
           another unit or value; twins: Turkish doubt or negation
           after it
  ar_unit  Arabic unit words of length, mass and volume ("الإجابة: 36
           سم."), the same way
  uk_words Ukrainian number words ("Відповідь: тридцять шість.",
           "дві тисячі"); wrong: another value; twins: hedged
           ("приблизно", "майже", "понад", "не") or doubted after
  fr_words French number words of a ten and a unit that is an English
           word too ("La réponse est vingt-six."); wrong: the ten or
           the unit alone; twins: hedged before, doubted after
  again    the answer restated after it with a lead-in ("Ещё раз:
           ответ 36.", "Sekali lagi: jawabannya 36.", "Again, the
           answer is 36."); twins: restated with another value, a doubt
           or a check announced after it
  const    an antiderivative's constant named k, K or \\text{const}
           against the reference's C; twins: another function, no
           constant, the constant a coefficient, the reference's own k
  guess    a last statement whose subject names an estimate, guess or
           approximation in English, German and Russian, no problem
           given ("So the estimate measures 36 cm.", "Also ist die
           Schätzung 36.", "Итак, оценка равна 36."): twins all; the
           right ones name the thing ("So the rope measures 36 cm.",
           "Also ist die Länge 36.")
  think    Kimi's reasoning marks, ◁think▷...◁/think▷, the answer
           after them; twins: the answer only inside an unclosed or a
           closed reasoning, a doubt after it
"right" variants are to be rewarded (refused: lost signal, counted
apart); "wrong" (another reference) and "twin" never.  Prints a count
per kind and the summary line tests/lib.sh's hostile reads:
"hostile_lost28: N variants (M right), K wrong, L lost".  Exits 1 when
a wrong one or a twin is rewarded.
"""
import sys

import verify_run

# language: (connectives before the statement, connectives after its
# verb, things measured, the measure verb, hedged or bounded verb
# phrases, negated verb, doubts written after the statement, subjects
# that name a guess, the verb with an abbreviation of approximation)
MEASURE = {
    "es": (["Por lo tanto,", "Entonces", "Así que", "Por consiguiente,",
            "Por ende,", "En consecuencia,"],
           ["entonces"],
           ["la cuerda", "el tablero", "la pared", "el lado"],
           "mide",
           ["mide unos", "mide aproximadamente", "mide casi",
            "mide más de", "mide menos de", "mide como mucho",
            "quizás mide", "probablemente mide"],
           "no mide",
           ["Pero no estoy seguro.", "No, eso está mal."],
           ["la estimación", "la aproximación", "la conjetura"],
           "mide aprox."),
    "fr": (["Donc", "Ainsi,", "Par conséquent,"],
           ["donc"],
           ["la ficelle", "le côté", "la planche", "le mur"],
           "mesure",
           ["mesure environ", "mesure presque", "mesure plus de",
            "mesure moins de", "mesure à peu près", "mesure au plus",
            "mesure peut-être", "mesure probablement"],
           "ne mesure pas",
           ["Mais je n'en suis pas sûr.", "Non, c'est faux."],
           ["l'estimation", "l'approximation", "la supposition"],
           "mesure env."),
    "it": (["Quindi", "Dunque", "Pertanto,"],
           ["quindi"],
           ["la corda", "il lato", "la tavola", "il muro"],
           "misura",
           ["misura circa", "misura quasi", "misura più di",
            "misura meno di", "misura forse", "misura probabilmente",
            "misura al massimo"],
           "non misura",
           ["Ma non ne sono sicuro.", "No, è sbagliato."],
           ["la stima", "l'approssimazione", "la congettura"],
           "misura ca."),
    "pt": (["Logo,", "Portanto,", "Assim,"],
           ["então"],
           ["a corda", "o lado", "o barbante", "a parede"],
           "mede",
           ["mede cerca de", "mede quase", "mede mais de",
            "mede menos de", "mede talvez", "mede provavelmente",
            "mede no máximo"],
           "não mede",
           ["Mas não tenho certeza.", "Não, isso está errado."],
           ["a estimativa", "o palpite", "a aproximação"],
           "mede aprox."),
}

# the units of a measure: the written unit, the reference's
MUNITS = [("cm", "cm"), ("m", "m"), ("km", "km"), ("mm", "mm")]

# Ukrainian number words: tens, units, the phrases they are the value
# of, doubts after them, hedges before them, thousands
UK_TENS = [("двадцять", 20), ("тридцять", 30), ("сорок", 40),
           ("шістдесят", 60), ("дев'яносто", 90)]
UK_UNITS = [("", 0), ("один", 1), ("два", 2), ("три", 3), ("чотири", 4),
            ("шість", 6), ("сім", 7), ("вісім", 8)]
UK_PHRASES = ["Відповідь: {w}.", "Отже, відповідь {w}.",
              "Відповідь: {w}", "Остаточна відповідь: {w}."]
UK_AFTER = ["Але я не впевнений.", "Ні, це неправильно."]
UK_HEDGES = ["приблизно", "майже", "понад", "не"]
UK_BIG = [("тисяча", 1000), ("дві тисячі", 2000),
          ("три тисячі двадцять", 3020), ("шість тисяч тридцять",
                                          6030)]

# per language: the answer boxed, a restatement with its lead-in
# ("once more"), a doubt or check announced after it
AGAIN = {
    "en": ("The answer is \\boxed{{{v}}}.", ["Again, the answer is {v}.",
           "Once more: the answer is {v}."], ["But I am not sure.",
           "Let me check again later."]),
    "es": ("La respuesta es \\boxed{{{v}}}.",
           ["Otra vez: la respuesta es {v}.",
            "Repito: la respuesta es {v}."],
           ["Pero no estoy seguro.", "Lo revisaré otra vez."]),
    "ru": ("Ответ: \\boxed{{{v}}}.", ["Ещё раз: ответ {v}.",
           "Еще раз: ответ {v}."], ["Но я не уверен.",
           "Ещё раз проверю."]),
    "uk": ("Відповідь: \\boxed{{{v}}}.", ["Ще раз: відповідь {v}."],
           ["Але я не впевнений.", "Ще раз перевірю."]),
    "id": ("Jawabannya adalah \\boxed{{{v}}}.",
           ["Sekali lagi: jawabannya {v}."],
           ["Tapi saya tidak yakin.", "Saya akan cek sekali lagi."]),
    "bn": ("উত্তর হল \\boxed{{{v}}}.", ["আবারও বলছি, উত্তর {v}।"],
           ["তবে আমি নিশ্চিত নই।"]),
}

# antiderivatives, the reference's constant C: the function, another
# function; the names a response gives its one constant
CONST_F = [("x^2", "x^3"), ("\\sin x", "\\cos x"), ("e^{2x}", "e^{x}"),
           ("\\ln|x|", "\\ln x"), ("\\frac{x^3}{3}", "\\frac{x^2}{2}")]
CONST_NAMES = ["k", "K", "\\text{const}", "\\mathrm{const}",
               "\\text{ constant }"]

# French number words of a ten and a unit joined by a hyphen, the
# unit an English word too ("vingt-six"), the phrases they are the
# value of, hedges before them, doubts after
FR_TENS = [("vingt", 20), ("trente", 30), ("quarante", 40),
           ("cinquante", 50), ("soixante", 60), ("quatre-vingt", 80)]
FR_UNITS = [("six", 6), ("deux", 2), ("sept", 7)]
FR_PHRASES = ["La réponse est {w}.", "Donc, la réponse est {w}.",
              "Réponse : {w}", "Il a donc {w} billes."]
FR_HEDGES = ["environ", "presque", "plus de"]
FR_AFTER = ["Mais je n'en suis pas sûr.", "Non, c'est faux."]

# Turkish unit words, the English unit, another unit of the same kind
TR_UNITS = [("saat", "hours", "minutes"), ("saniye", "seconds", "minutes"),
            ("gün", "days", "weeks"), ("hafta", "weeks", "days"),
            ("santimetre", "cm", "m"), ("metre", "m", "cm"),
            ("kilometre", "km", "m"), ("milimetre", "mm", "cm"),
            ("kilogram", "kg", "g"), ("gram", "g", "kg"),
            ("litre", "L", "mL"), ("mililitre", "mL", "L")]
# Arabic unit words of length, mass and volume, as TR_UNITS
AR_UNITS = [("سم", "cm", "m"), ("سنتيمتر", "cm", "mm"), ("ملم", "mm", "cm"),
            ("كم", "km", "m"), ("كيلومترات", "km", "cm"),
            ("متر", "m", "km"), ("أمتار", "m", "cm"), ("كجم", "kg", "g"),
            ("كيلوغرام", "kg", "g"), ("جرام", "g", "kg"),
            ("لتر", "L", "mL"), ("لترات", "L", "mL")]
AR_PHRASES = ["الإجابة: {v} {u}.", "الإجابة هي {v} {u}.",
              "الجواب النهائي هو {v} {u}."]
AR_AFTER = ["لكنني لست متأكدًا.", "لا، هذا خطأ."]
TR_PHRASES = ["Cevap: {v} {u}.", "Cevap {v} {u}.", "Doğru cevap {v} {u}.",
              "Cevap: {v} {u}"]
TR_AFTER = ["Ama emin değilim.", "Hayır, bu yanlış.", "Yoksa değil mi?"]

THINK_FINAL = ["The answer is {v}.", "\\boxed{{{v}}}", "答案是{v}。",
               "Final answer: {v}", "So the total is \\boxed{{{v}}}."]
THINK_BODY = ["20 + {w} = {v}", "Let me add: {w} + 20 gives {v}.",
              "First 20, then {w} more, so {v}."]


# per language: things priced, the cost verb, hedged cost verbs, the
# currency word
COST = {
    "es": (["el libro", "la entrada", "el abrigo"], "cuesta",
           ["cuesta unos", "cuesta casi", "cuesta más de", "no cuesta"],
           "euros"),
    "fr": (["le livre", "la place", "le manteau"], "coûte",
           ["coûte environ", "coûte presque", "coûte plus de",
            "ne coûte pas"], "euros"),
    "it": (["il libro", "la tazza", "il cappotto"], "costa",
           ["costa circa", "costa quasi", "costa più di", "non costa"],
           "euro"),
    "pt": (["o livro", "a entrada", "o casaco"], "custa",
           ["custa cerca de", "custa quase", "custa mais de",
            "não custa"], "euros"),
}

# per language: a condition, a guess or a supposition opening the
# statement ("Si la cuerda mide 36 cm.")
MEASURE_OPEN = {
    "es": ["Si", "Quizás", "Creo que", "Supongamos que", "Tal vez"],
    "fr": ["Si", "Peut-être que", "Je pense que", "Supposons que"],
    "it": ["Se", "Forse", "Penso che", "Supponiamo che"],
    "pt": ["Se", "Talvez", "Acho que", "Suponha que"],
}


def measure(add):
    for lang, (pre, mid, things, verb, hedges, neg, after, guesses,
               abbr) in MEASURE.items():
        for k, (u, ref) in enumerate(MUNITS):
            for j, thing in enumerate(things):
                v = 12 + 7 * j + 3 * k
                c = pre[(j + k) % len(pre)]
                cap = thing[0].upper() + thing[1:]
                for r in ("%s %s %s %d %s." % (c, thing, verb, v, u),
                          "%s %s %s %d %s." % (cap, verb, mid[0], v, u)):
                    add("measure", "right", "%d \\text{ %s}" % (v, ref), r)
                    add("measure", "right", str(v), r)
                    add("measure", "wrong", "%d \\text{ %s}" % (v + 1, ref),
                        r)
                    add("measure", "wrong", "%d \\text{ %s}" %
                        (v, "g" if ref != "g" else "kg"), r)
                    for a in after:
                        add("measure", "twin", "%d \\text{ %s}" % (v, ref),
                            r + " " + a)
                for h in hedges + [neg, abbr]:
                    add("measure", "twin", "%d \\text{ %s}" % (v, ref),
                        "%s %s %s %d %s." % (c, thing, h, v, u))
            for j, o in enumerate(MEASURE_OPEN[lang]):
                v = 50 + 3 * j + k
                add("measure", "twin", "%d \\text{ %s}" % (v, ref),
                    "%s %s %s %d %s." % (o, things[j % len(things)], verb,
                                         v, u))
            # the subject a guess, not a thing measured
            for j, g in enumerate(guesses):
                v = 30 + 5 * j + k
                add("measure", "twin", "%d \\text{ %s}" % (v, ref),
                    "%s %s %s %d %s." % (pre[j % len(pre)], g, verb, v, u))


def cost(add):
    for lang, (things, verb, hedges, cur) in COST.items():
        pre = MEASURE[lang][0]
        for j, thing in enumerate(things):
            for k, c in enumerate(pre):
                v = 15 + 4 * j + 7 * k
                r = "%s %s %s %d %s." % (c, thing, verb, v, cur)
                add("measure", "right", str(v), r)
                add("measure", "wrong", str(v + 1), r)
                for a in MEASURE[lang][6]:
                    add("measure", "twin", str(v), r + " " + a)
                for h in hedges:
                    add("measure", "twin", str(v), "%s %s %s %d %s." %
                        (c, thing, h, v, cur))


# language: (statements with the subject's place as {s}, things
# measured, subjects that name a value estimated, guessed or supposed)
GUESS = {
    "en": (["So the {s} measures {v} cm.", "Therefore, the {s} is {v} cm.",
            "Thus the {s} comes to {v} cm."],
           ["rope", "length", "board"],
           ["estimate", "rough estimate", "approximation", "conjecture",
            "prediction", "hunch"]),
    "de": (["Also ist die {s} {v} cm.", "Somit betr\u00e4gt die {s} {v} cm."],
           ["L\u00e4nge", "Seite"],
           ["Sch\u00e4tzung", "Vermutung", "N\u00e4herung",
            "gesch\u00e4tzte L\u00e4nge"]),
    "ru": (["\u0418\u0442\u0430\u043a, {s} \u0440\u0430\u0432\u043d\u0430 {v} \u0441\u043c.",],
           ["\u0434\u043b\u0438\u043d\u0430"],
           ["\u043e\u0446\u0435\u043d\u043a\u0430",
            "\u0434\u043e\u0433\u0430\u0434\u043a\u0430"]),
}


def guess(add):
    for lang, (forms, things, guesses) in GUESS.items():
        for i, f in enumerate(forms):
            for j, t in enumerate(things):
                v = 20 + 3 * i + 7 * j
                r = f.format(s=t, v=v)
                add("guess", "right", "%d \\text{ cm}" % v, r)
                add("guess", "wrong", "%d \\text{ cm}" % (v + 2), r)
            for j, g in enumerate(guesses):
                v = 40 + 3 * i + 5 * j
                add("guess", "twin", "%d \\text{ cm}" % v,
                    f.format(s=g, v=v))


def uk_words(add):
    for t, tv in UK_TENS:
        for u, uv in UK_UNITS:
            for k, ph in enumerate(UK_PHRASES):
                w = "%s %s" % (t, u) if u else t
                if (tv + uv + k) % 3:
                    continue	# a third of the pairs in each phrase
                v = tv + uv
                r = ph.format(w=w)
                add("uk_words", "right", str(v), r)
                add("uk_words", "wrong", str(v + 1), r)
                add("uk_words", "wrong", str(v + 10), r)
                for a in UK_AFTER:
                    add("uk_words", "twin", str(v), r + " " + a)
                for h in UK_HEDGES:
                    add("uk_words", "twin", str(v), ph.format(
                        w=h + " " + w))
    for w, v in UK_BIG:
        r = "Відповідь: %s." % w
        add("uk_words", "right", str(v), r)
        add("uk_words", "wrong", str(v + 1), r)
        for a in UK_AFTER:
            add("uk_words", "twin", str(v), r + " " + a)


def again(add):
    for lang, (box, leads, doubts) in AGAIN.items():
        for k, lead in enumerate(leads):
            for v in (12 + k, 36 + k, 204 + k):
                first = box.format(v=v)
                r = first + "\n\n" + lead.format(v=v)
                add("again", "right", str(v), r)
                add("again", "wrong", str(v + 1), r)
                # the restatement another value
                add("again", "twin", str(v), first + "\n\n" +
                    lead.format(v=v + 1))
                for d in doubts:
                    add("again", "twin", str(v), r + " " + d)
                    add("again", "twin", str(v), first + "\n\n" + d)


def const(add):
    for f, g in CONST_F:
        ref = f + " + C"
        for c in CONST_NAMES:
            for form in ("{f} + {c}", "{c} + {f}"):
                r = "\\boxed{%s}" % form.format(f=f, c=c)
                add("const", "right", ref, r)
                add("const", "wrong", g + " + C", r)
                add("const", "twin", ref, r + " But I am not sure.")
            # another function, the constant missing, the constant a
            # coefficient of its own, the reference's own k
            for t in (g + " + " + c, f, f + " + 2x" + c):
                add("const", "twin", ref, "\\boxed{%s}" % t)
        add("const", "twin", "k" + f + " + C", "\\boxed{k%s + k}" % f)


def fr_words(add):
    for t, tv in FR_TENS:
        for u, uv in FR_UNITS:
            w, v = t + "-" + u, tv + uv
            for ph in FR_PHRASES:
                r = ph.format(w=w)
                add("fr_words", "right", str(v), r)
                add("fr_words", "wrong", str(tv), r)	# the ten alone
                add("fr_words", "wrong", str(uv), r)	# the unit alone
                for a in FR_AFTER:
                    add("fr_words", "twin", str(v), r + " " + a)
                for h in FR_HEDGES:
                    add("fr_words", "twin", str(v),
                        ph.format(w=h + " " + w))


def tr_unit(add):
    for kind, units, phrases, after in (
            ("tr_unit", TR_UNITS, TR_PHRASES, TR_AFTER),
            ("ar_unit", AR_UNITS, AR_PHRASES, AR_AFTER)):
        for i, (w, en, oth) in enumerate(units):
            for j, t in enumerate(phrases):
                v = 3 + 5 * i + j
                r = t.format(v=v, u=w)
                add(kind, "right", "%d \\text{ %s}" % (v, en), r)
                add(kind, "wrong", "%d \\text{ %s}" % (v, oth), r)
                add(kind, "wrong", "%d \\text{ %s}" % (v + 1, en), r)
                for a in after:
                    add(kind, "twin", "%d \\text{ %s}" % (v, en),
                        r + " " + a)


def think(add):
    for i, f in enumerate(THINK_FINAL):
        for j, b in enumerate(THINK_BODY):
            w = 10 + 3 * i + j
            v = 20 + w
            body = b.format(v=v, w=w)
            fin = f.format(v=v)
            r = "◁think▷%s◁/think▷%s" % (body, fin)
            add("think", "right", str(v), r)
            add("think", "right", str(v),
                "◁think▷\n%s\n◁/think▷\n\n%s" % (body, fin))
            add("think", "wrong", str(v + 1), r)
            # the template opened the reasoning in the prompt
            add("think", "right", str(v), "%s◁/think▷%s" % (body, fin))
            # the value inside the reasoning only, left open or
            # closed on nothing, or the answer doubted after it
            add("think", "twin", str(v), "◁think▷%s %s" % (body, fin))
            add("think", "twin", str(v), "◁think▷%s %s◁/think▷" %
                (body, fin))
            add("think", "twin", str(v), "◁think▷%s◁/think▷%s "
                "But I am not sure." % (body, fin))
            add("think", "twin", str(v), "◁think▷%s◁/think▷I could not "
                "finish the problem." % (body,))
            # reasoning reopened after the answer and left open
            add("think", "twin", str(v), "◁think▷%s◁/think▷%s ◁think▷"
                "wait, let me recheck" % (body, fin))


def variants():
    vs = []

    def add(kind, fam, ans, resp):
        verify_run.add(vs, kind, kind + "-" + fam, ans, resp)

    measure(add)
    cost(add)
    tr_unit(add)
    uk_words(add)
    fr_words(add)
    again(add)
    const(add)
    think(add)
    guess(add)
    return vs


def main():
    verify_run.usage("hostile_lost28")
    vs = variants()
    return verify_run.run_kinds("hostile_lost28", vs, width=8)


if __name__ == "__main__":
    sys.exit(main())
