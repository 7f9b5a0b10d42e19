#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall25.py: issue 26's lost signal and one doubtful reward
(round 25, h25-recall13): each kind's right variants read as committed
statements, its twins that hedge, deny, set a condition or name another
value never rewarded.

usage: hostile_recall25.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  modal   "would be" or "should be" before the value with no problem
          that lends the mood ("The expected value would be 42.", "The
          total should be 42."), "could be", "might be", "would have
          been", and their likes in de/fr/es/it/pt/ru/pl: twins, never
          rewarded.  Right: the same statements with "is", and "would"
          or "should" the problem lends ("How many apples would 7 boxes
          hold?": "The total would be 42.").
  sep     a value followed by U+2028 or U+2029 (a line's or a
          paragraph's end) then a closing remark, read as after a
          newline; twins where the line after takes the value back.
  noun    a box followed by a common count noun of GSM8K-style
          answers, no problem given ("\\boxed{42} people.", "There are
          \\boxed{42} students."); twins hedged, bounded or of another
          value.
  polish  "Suma jest równa 42." and its likes; twins negated ("Suma
          nie jest równa 42."), hedged, bounded, conditional, asked.
Each right variant is also given with another value as its reference
(family "wrong"): never rewarded.
"""
import sys

import verify_run
from verify_run import add, other, right

VALUES = ["42", "7", "250"]
PRE = "We add the amounts.\n\n"


EN_SUBJ = ["The answer", "The final answer", "The expected value",
           "The total", "The result", "The sum", "The number of apples",
           "The total cost"]
EN_MODAL = ["would be", "should be", "could be", "might be",
            "would have been", "should have been"]
EN_LEAD = ["", "So ", "Therefore, ", "Thus, "]
EN_FORM = ["V.", "\\boxed{V}.", "$V$.", "**V**."]

# language: (the statements with "is" (right), the modal twins)
EURO = {
    "de": (["Die Antwort ist V.", "Die Summe ist V."],
           ["Die Antwort wäre V.", "Die Summe wäre V.",
            "Die Antwort würde V sein.", "Die Antwort sollte V sein.",
            "Die Antwort könnte V sein.", "Die Summe müsste V sein.",
            "Die Antwort wäre \\boxed{V}."]),
    "fr": (["La réponse est V.", "La somme est V."],
           ["La réponse serait V.", "La somme serait V.",
            "La réponse devrait être V.", "La réponse pourrait être V.",
            "La réponse aurait été V.", "La réponse serait \\boxed{V}."]),
    "es": (["La respuesta es V.", "La suma es V."],
           ["La respuesta sería V.", "La suma sería V.",
            "La respuesta debería ser V.", "La respuesta podría ser V.",
            "La respuesta habría sido V.",
            "La respuesta sería \\boxed{V}."]),
    "it": (["La risposta è V.", "La somma è V."],
           ["La risposta sarebbe V.", "La somma sarebbe V.",
            "La risposta dovrebbe essere V.",
            "La risposta potrebbe essere V.",
            "La risposta sarebbe stata V."]),
    "pt": (["A resposta é V.", "A soma é V."],
           ["A resposta seria V.", "A soma seria V.",
            "A resposta deveria ser V.", "A resposta poderia ser V.",
            "A resposta teria sido V."]),
    "ru": (["Ответ: V.", "Сумма равна V."],
           ["Ответ был бы V.", "Сумма была бы V.",
            "Ответ мог бы быть V.", "Сумма могла бы быть V."]),
    "pl": (["Odpowiedź: V.", "Suma wynosi V."],
           ["Odpowiedź byłaby V.", "Suma wynosiłaby V.",
            "Suma mogłaby wynosić V.", "Suma powinna wynosić V."]),
}

# (problem, statements the problem's mood lends)
LENT = [
    ("Each box holds 6 apples. How many apples would 7 boxes hold?",
     ["The total would be V.", "So the boxes would hold V apples."]),
    ("If each box holds 6 apples, how many apples are in 7 boxes?",
     ["The total would be V.", "Then there would be V apples."]),
    ("Tom needs $6 for each box. How much should Tom pay for 7 boxes?",
     ["Tom should pay $V.", "The total Tom should pay is $V."]),
]


# a modal in another clause than the value's (processbench
# olympiadbench-972: "given that the value of x should be a real
# number, the solution is: \\boxed{58/3}"): read as before
MODAL_ELSEWHERE = [
    (None, "Since the count should be a whole number, the answer is V."),
    ("If 3x + 3 = 64, what is the value of the real number x?",
     "Given that the value of x should be a real number, the solution "
     "is \\boxed{V}."),
    (None, "As the total would be too large otherwise, the answer is V.")]


def modal(vs):
    for v in VALUES:
        for subj in EN_SUBJ:
            for lead in EN_LEAD:
                s = lead + (subj if lead == "" else subj[0].lower() +
                            subj[1:])
                for form in EN_FORM:
                    f = form.replace("V", v)
                    right(vs, "modal", v, PRE + s + " is " + f)
                    for m in EN_MODAL:
                        add(vs, "modal", "twin", v,
                            PRE + s + " " + m + " " + f)
        for lang, (kept, twins) in EURO.items():
            for t in kept:
                right(vs, "modal", v, PRE + t.replace("V", v))
            for t in twins:
                add(vs, "modal", "twin", v, PRE + t.replace("V", v))
        for problem, t in MODAL_ELSEWHERE:
            right(vs, "modal", v, PRE + t.replace("V", v), problem)
        for problem, says in LENT:
            for t in says:
                right(vs, "modal", v, PRE + t.replace("V", v), problem)


SEPS = ["\u2028", "\u2029"]
SEP_ENDS = ["Thanks", "I hope this helps.", "Hope this helps!",
            "Let me know if you have any questions.", ""]
SEP_TWINS = ["Wait, that is wrong.", "Actually, the answer is W.",
             "But W is also possible.", "Hmm, let me recheck: W."]
SEP_HEADS = ["The answer is V", "The answer is V.", "\\boxed{V}",
             "Final answer: V", "#### V"]


def sep(vs):
    for v in VALUES:
        for h in SEP_HEADS:
            head = PRE + h.replace("V", v)
            for s in SEPS:
                for e in SEP_ENDS:
                    right(vs, "sep", v, head + s + e)
                for t in SEP_TWINS:
                    add(vs, "sep", "twin", v,
                        head + s + t.replace("W", other(v)))


NOUNS = ["people", "students", "apples", "children", "days", "hours",
         "dollars", "cookies", "books", "cars", "pages", "miles",
         "minutes", "eggs", "friends", "boxes", "marbles", "pencils",
         "men", "women", "sheep", "fish", "feet", "teeth", "geese",
         "mice", "jellyfish", "grandchildren"]
NOUN_HEADS = ["\\boxed{V} N.", "There are \\boxed{V} N.",
              "So there are \\boxed{V} N.", "He has \\boxed{V} N."]
NOUN_TWINS = ["\\boxed{V} N or fewer.", "\\boxed{V} N at most.",
              "About \\boxed{V} N.", "\\boxed{V} N, maybe.",
              "\\boxed{V} N? Not sure.", "Not \\boxed{V} N.",
              "\\boxed{V} N, not W."]


def noun(vs):
    for v in VALUES:
        for n in NOUNS:
            for h in NOUN_HEADS:
                right(vs, "noun", v, PRE + h.replace("V", v).replace(
                    "N", n))
            for t in NOUN_TWINS:
                add(vs, "noun", "twin", v, PRE + t.replace("V", v).replace(
                    "N", n).replace("W", other(v)))


POLISH = ["Suma jest równa V.", "Wynik jest równy V.",
          "Suma wynosi V.", "Zatem suma jest równa V.",
          "Łączna liczba wynosi V.", "Zatem wynik jest równy V.",
          "Odpowiedź jest równa V.", "Łączna liczba jest równa V.",
          "Suma równa się V."]
# Not read yet (refused on main and here: the answer phrase's reader of
# the words between "Wynik" and the value): "Wynik końcowy jest równy V.".
POLISH_TWINS = ["Suma nie jest równa V.", "Wynik nie jest równy V.",
                "Suma nie wynosi V.", "Suma jest prawdopodobnie równa V.",
                "Czy suma jest równa V?", "Suma jest równa W.",
                "Suma może być równa V.", "Suma jest równa V lub W.",
                "Suma chyba jest równa V.", "Suma nie jest już równa V.",
                "Wynik nie równy V.", "Odpowiedź nie jest równa V.",
                "Nie jest równa V.", "Suma nigdy nie jest równa V.",
                "Suma jest równa około V.", "Suma jest prawie równa V.",
                "Zatem suma nie jest równa V.", "Wynik byłby równy V.",
                "Suma nie równa się V.", "Suma chyba równa się V.",
                "Łączna liczba nie jest równa V."]


def polish(vs):
    for v in VALUES:
        for t in POLISH:
            right(vs, "polish", v, PRE + t.replace("V", v))
        for t in POLISH_TWINS:
            add(vs, "polish", "twin", v, PRE + t.replace("V", v).replace(
                "W", other(v)))


def variants():
    vs = []
    modal(vs)
    sep(vs)
    noun(vs)
    polish(vs)
    return vs


def main():
    verify_run.usage("hostile_recall25")
    return verify_run.run("hostile_recall25", variants(),
                          verify_run.kind_family, verify_run.is_right,
                          what="right", width=14)


if __name__ == "__main__":
    sys.exit(main())
