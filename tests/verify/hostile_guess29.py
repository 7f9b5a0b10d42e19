#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_guess29.py: a last statement whose subject names an estimate,
a guess or an approximation, in every language the man page lists
(issue 26).

usage: hostile_guess29.py PAPO_VERIFY [--list]

Per language, one statement form with its subject's place: the thing
measured there ("So the length is 36 cm.", "Also ist die Länge 36
cm.", "所以长度是36厘米。") is the answer (LANG-right; against another
value LANG-wrong); a noun that names a value estimated, guessed or
supposed there ("So the estimate is 36 cm.", "Also ist die Schätzung
36 cm.", "Итак, оценка равна 36 см.", "所以估计值是36厘米。") gives a
guess, not the thing, when no problem asks for one (LANG-twin, never
rewarded); under a problem that asks for that estimate in the same
words ("Give an estimate of the length of the rope in cm.", "Gib eine
Schätzung der Länge des Seils in cm an.") it is the answer
(LANG-right).  The nouns are the rows of kind R_GUESS
(lib/verify/answer_rows.c).

Prints a count per language and the summary line the t-*.sh test
reads: "hostile_guess29: N variants (M right), K wrong, L lost".
Exits 1 when a twin or a wrong one is rewarded.
"""
import sys

import verify_run

VALS = [36, 47, 125]

# language: (the statement, {s} its subject and {v} the value; the
# thing measured; the guess nouns; a problem asking for the estimate,
# {g} the guess noun as the statement writes it, or None)
FORMS = {
    "en": ("So the {s} is {v} cm.", "length",
           ["estimate", "rough estimate", "guess", "approximation",
            "conjecture", "prediction", "hunch"],
           "Give your {g} of the length of the rope in cm."),
    "de": ("Also ist die {s} {v} cm.", "L\u00e4nge",
           ["Sch\u00e4tzung", "Vermutung", "N\u00e4herung", "Prognose"],
           "Gib eine {g} der L\u00e4nge des Seils in cm an."),
    "fr": ("Donc la {s} est de {v} cm.", "longueur",
           ["estimation", "conjecture", "approximation", "pr\u00e9diction",
            "supposition"],
           "Donne une {g} de la longueur de la ficelle en cm."),
    "es": ("Entonces la {s} es {v} cm.", "longitud",
           ["estimaci\u00f3n", "conjetura", "aproximaci\u00f3n",
            "predicci\u00f3n", "suposici\u00f3n"],
           "Da una {g} de la longitud de la cuerda en cm."),
    "it": ("Quindi la {s} \u00e8 {v} cm.", "lunghezza",
           ["stima", "congettura", "approssimazione", "previsione"],
           "Dai una {g} della lunghezza della corda in cm."),
    "pt": ("Ent\u00e3o a {s} \u00e9 {v} cm.", "altura",
           ["estimativa", "conjectura", "aproxima\u00e7\u00e3o",
            "previs\u00e3o", "suposi\u00e7\u00e3o"],
           "D\u00ea uma {g} da altura da corda em cm."),
    "ru": ("\u0418\u0442\u0430\u043a, {s} \u0440\u0430\u0432\u043d\u0430 "
           "{v} \u0441\u043c.", "\u0434\u043b\u0438\u043d\u0430",
           ["\u043e\u0446\u0435\u043d\u043a\u0430",
            "\u0434\u043e\u0433\u0430\u0434\u043a\u0430"], None),
    "uk": ("\u041e\u0442\u0436\u0435, {s} \u0434\u043e\u0440\u0456\u0432"
           "\u043d\u044e\u0454 {v} \u0441\u043c.",
           "\u0434\u043e\u0432\u0436\u0438\u043d\u0430",
           ["\u043e\u0446\u0456\u043d\u043a\u0430",
            "\u0437\u0434\u043e\u0433\u0430\u0434\u043a\u0430"], None),
    "pl": ("Zatem {s} wynosi {v} cm.", "d\u0142ugo\u015b\u0107",
           ["szacunek", "przybli\u017cenie", "prognoza"], None),
    "tr": ("Yani {s} {v} cm'dir.", "uzunluk", ["tahmin"], None),
    "id": ("Jadi {s} adalah {v} cm.", "panjangnya",
           ["perkiraannya", "tebakannya", "taksirannya"], None),
    "vi": ("V\u1eady {s} l\u00e0 {v} cm.", "chi\u1ec1u d\u00e0i",
           ["\u01b0\u1edbc t\u00ednh", "d\u1ef1 \u0111o\u00e1n",
            "\u01b0\u1edbc l\u01b0\u1ee3ng"], None),
    "zh": ("\u6240\u4ee5{s}\u662f{v}\u5398\u7c73\u3002", "\u957f\u5ea6",
           ["\u4f30\u8ba1\u503c", "\u731c\u6d4b", "\u8fd1\u4f3c\u503c",
            "\u4f30\u7b97"], None),
    "zt": ("\u6240\u4ee5{s}\u662f{v}\u5398\u7c73\u3002", "\u9577\u5ea6",
           ["\u4f30\u8a08\u503c", "\u731c\u6e2c", "\u8fd1\u4f3c\u503c",
            "\u4f30\u7b97"], None),
    "ja": ("\u3057\u305f\u304c\u3063\u3066\u3001{s}\u306f{v}cm\u3067"
           "\u3059\u3002", "\u9577\u3055",
           ["\u63a8\u5b9a\u5024", "\u4e88\u60f3", "\u898b\u7a4d\u3082"
            "\u308a", "\u6982\u7b97"], None),
    "ko": ("\ub530\ub77c\uc11c {s}\ub294 {v}cm\uc785\ub2c8\ub2e4.",
           "\uae38\uc774", ["\ucd94\uc815\uce58", "\ucd94\uce21",
                            "\uc608\uc0c1\uce58"], None),
    "th": ("\u0e14\u0e31\u0e07\u0e19\u0e31\u0e49\u0e19{s}\u0e04\u0e37"
           "\u0e2d {v} \u0e0b\u0e21.", "\u0e04\u0e27\u0e32\u0e21\u0e22"
           "\u0e32\u0e27", ["\u0e04\u0e48\u0e32\u0e1b\u0e23\u0e30\u0e21"
                            "\u0e32\u0e13", "\u0e01\u0e32\u0e23\u0e04"
                            "\u0e32\u0e14\u0e40\u0e14\u0e32"], None),
    "hi": ("\u0905\u0924\u0903 {s} {v} \u0938\u0947\u092e\u0940 "
           "\u0939\u0948\u0964", "\u0932\u0902\u092c\u093e\u0908",
           ["\u0905\u0928\u0941\u092e\u093e\u0928",
            "\u0905\u0902\u0926\u093e\u091c\u093c\u093e"], None),
    "bn": ("\u09b8\u09c1\u09a4\u09b0\u09be\u0982 {s} {v} \u09b8\u09c7"
           "\u09ae\u09bf\u0964", "\u09a6\u09c8\u09b0\u09cd\u0998\u09cd"
           "\u09af", ["\u0985\u09a8\u09c1\u09ae\u09be\u09a8",
                      "\u0986\u09a8\u09cd\u09a6\u09be\u099c"], None),
    "te": ("\u0c15\u0c3e\u0c2c\u0c1f\u0c4d\u0c1f\u0c3f {s} {v} \u0c38"
           "\u0c46\u0c02.\u0c2e\u0c40.", "\u0c2a\u0c4a\u0c21\u0c35\u0c41",
           ["\u0c05\u0c02\u0c1a\u0c28\u0c3e"], None),
    "sw": ("Kwa hiyo {s} ni sentimita {v}.", "urefu",
           ["makadirio", "kisio", "ubashiri"], None),
    "ar": ("\u0625\u0630\u0646 {s} \u0647\u0648 {v} \u0633\u0645.",
           "\u0627\u0644\u0637\u0648\u0644",
           ["\u0627\u0644\u062a\u0642\u062f\u064a\u0631",
            "\u0627\u0644\u062a\u062e\u0645\u064a\u0646"], None),
}


def rows():
    out = []

    def add(f, a, r, p=None):
        v = {"family": f, "answer": str(a), "response": r}
        if p:
            v["problem"] = p
        out.append(v)
    for lang, (form, thing, guesses, asks) in FORMS.items():
        for v in VALS:
            add(lang + "-right", v, form.format(s=thing, v=v))
            add(lang + "-wrong", v + 2, form.format(s=thing, v=v))
            for g in guesses:
                add(lang + "-twin", v, form.format(s=g, v=v))
                add(lang + "-twin", v, "We round the measurements.\n\n" +
                    form.format(s=g, v=v))
                if asks is not None and " " not in g:
                    add(lang + "-right", v, form.format(s=g, v=v),
                        asks.format(g=g))
    return out


def main():
    verify_run.usage("hostile_guess29")
    return verify_run.run("hostile_guess29", rows(),
                          group=lambda v: v["family"].split("-")[0],
                          right=lambda v: v["family"].endswith("-right"),
                          lost=lambda v: True, what="right", width=4)


if __name__ == "__main__":
    sys.exit(main())
