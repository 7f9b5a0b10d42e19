#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_optlast.py: a last statement naming an option, read word by
word as a number's is (issue 26).

usage: hostile_optlast.py PAPO_VERIFY [--list]

Each round draws an option table (four or five options, numbers) and
writes it into a problem (one option a line, "(A) 12" or "A. 12"), or
gives no problem, then writes last statements that name the right
option's letter ("C", "(C)", "(c)") after "option/choice/answer is" and
its twins in the listed languages' multiple-choice forms: words that
say it is the right one ("The correct option is (C).", "La bonne
réponse est la C.") must be rewarded (KIND-right); real words that say
it is not ("The wrong option is (C).", "The option that fails is C.",
"La opción incorrecta es la C."), made-up words ("The blorpy option is
C."), a letter the problem does not list, and the letter then "(or B)"
must not be (KIND-wrong).  Random but seeded: the same variants every
run.

Prints each variant that fails and a count per language; exits 1 when
any wrong one is rewarded but the known holes (KNOWN), counted apart.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# per language: (statements naming the right option, {L} its letter),
# (the same with words that say it is not the answer, or made up)
FORMS = {
    "en": (["The correct option is {L}.", "The right choice is {L}.",
            "The best choice is {L}.", "So the correct answer is {L}.",
            "Therefore, the correct option is {L}."],
           ["The wrong option is {L}.", "My least favourite option is {L}.",
            "The rejected choice is {L}.",
            "The option that does not work is {L}.",
            "The option that fails is {L}.",
            "The only option that never works is {L}.",
            "The incorrect answer is {L}.", "The worst choice is {L}.",
            "The blorpy option is {L}.", "The zintered choice is {L}.",
            "The option I ruled out is {L}.",
            "The most tempting distractor is {L}."]),
    "fr": (["La bonne réponse est {L}.", "La réponse correcte est {L}."],
           ["La mauvaise réponse est {L}.",
            "La réponse fausse est {L}.", "La réponse blorpe est {L}."]),
    "es": (["La respuesta correcta es {L}.",
            "La opción correcta es la {L}."],
           ["La respuesta incorrecta es {L}.",
            "La opción incorrecta es la {L}.",
            "La opción zintera es la {L}."]),
    "de": (["Die richtige Antwort ist {L}.",
            "Die korrekte Option ist {L}."],
           ["Die falsche Antwort ist {L}.", "Die blorpige Option ist {L}."]),
    "pt": (["A resposta correta é {L}.", "A alternativa correta é a {L}."],
           ["A resposta errada é {L}.", "A alternativa incorreta é a {L}."]),
    "it": (["La risposta corretta è {L}.", "L'opzione corretta è la {L}."],
           ["La risposta sbagliata è {L}.",
            "L'opzione errata è la {L}."]),
    "ru": (["Правильный ответ: {L}.", "Правильный вариант — {L}."],
           ["Неправильный ответ: {L}.", "Неверный вариант — {L}."]),
}

# doubts written after the letter ({M}: another letter)
AFTER = [" (or {M})", " or {M}", " (maybe {M})"]


# known holes, main's too, of other readers than the last statement's.
# Main (a9f9d96d) rewarded 343: 278 letters the problem does not list
# ("The correct option is (E)." against E where it lists A to D), 56
# letters with another in parentheses ("La bonne réponse est (C) (or
# A).") and 9 of the last.  The first two closed (h35-known28): a letter
# reference against a letter past the problem's list, one it labels
# nowhere, is no answer (verify_options.c, papo_verify_option_unlisted),
# and a gloss in parentheses after a label is read as the text inside
# them, which must be the option's (verify.c, text_is_option).  The
# last (h36-known29): with no problem, "The option that does not work
# is (C)." was read as a description headed by "work", a noun of a
# measure (physics' work); after "not", "does" or a modal such a noun
# is the verb (answer_open.c, verb_before in measure_named), and the
# description names no quantity, 9 -> 0
KNOWN = []


def letter(rng, c):
    """Option c as a response writes it: "(c)", "(C)" or "C"."""
    return rng.choice(["(%s)" % c.lower(), "(%s)" % c, c])


def variants(rng, rounds):
    vs = []

    def add(lang, kind, ans, resp, prob):
        vs.append({"family": lang + "-" + kind, "answer": ans,
                   "response": resp, "problem": prob})

    for _ in range(rounds):
        k, letters, vals, shape = verify_run.options_drawn(rng)
        prob = verify_run.options_listed(letters, vals, shape) \
            if shape < 2 else ""
        i = rng.randrange(k)
        c = letters[i]
        m = letters[(i + 1 + rng.randrange(k - 1)) % k]
        unlisted = "ABCDEFGH"[k]
        for lang, (rights, wrongs) in FORMS.items():
            for t in rights:
                s = t.replace("{L}", letter(rng, c))
                add(lang, "right", c, s, prob)
                add(lang, "twin", m, s, prob)
                if prob:
                    add(lang, "unlisted", unlisted,
                        t.replace("{L}", letter(rng, unlisted)), prob)
                d = rng.choice(AFTER).replace("{M}", m)
                add(lang, "doubt", c,
                    t.replace("{L}", letter(rng, c) + d), prob)
            for t in wrongs:
                add(lang, "wrong", c, t.replace("{L}", letter(rng, c)),
                    prob)
    return vs


def main():
    verify_run.usage("hostile_optlast")
    vs = variants(random.Random(34), 30)
    return verify_run.run_kinds("hostile_optlast", vs, width=4,
                                known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
