#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_phrasal58.py: a last statement whose verb takes its object
after a preposition (issue 26, session 46).

"Mary ends up with 36 apples.", "That leaves us with 36 apples.", "The
total comes to 36." were no answer: a value after a preposition ("the
case of 4") is no verb's object, and these verbs' particles were read as
such prepositions ("adds up to" as the bound "up to").  The verbs are
now a table (answer_prose.c's phrasal_objects); what bounds, doubts,
denies or supposes the value around them stays no answer, and so does
a wish, a plan or a try ("Mary wants to have 36 apples.", "The total
is expected to be 36.": rewarded before, answer_open.c's intent_to).

usage: hostile_phrasal58.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): phrasal, noapos (a
negation's contraction with no apostrophe: "The total didnt amount to
36.", rewarded before), euro (the same verbs in Spanish, French,
German, Italian and Portuguese: "María termina con 36 manzanas.",
"Marie se retrouve avec 36 pommes.", "Maria hat am Ende 36 Äpfel."),
lent (a wish the problem's question asks in its verb is read; "plans"
beside the problem's "plane" is not lent).
"""
import sys

import verify_run

SUBJECTS = (("Mary", "ends up with"), ("Mary", "ended up with"),
            ("She", "winds up with"), ("Mary", "is left with"),
            ("She", "was left with"), ("That", "leaves us with"),
            ("That", "leaves her with"), ("The total", "comes to"),
            ("The final count", "comes to"), ("It", "came to"),
            ("The total", "amounts to"), ("It all", "adds up to"),
            ("The count", "works out to"), ("The total", "comes out to"),
            ("Mary", "comes away with"), ("She", "goes home with"))
# what bounds, doubts, denies, supposes or wishes the value
TWINS = ("{s} might {v}", "{s} could {v}", "{s} may {v}",
         "{s} never {v}", "{s} does not {v}", "{s} wants to {v}",
         "{s} hopes to {v}", "{s} plans to {v}", "{s} tries to {v}",
         "{s} is expected to {v}", "{s} intends to {v}",
         "{s} doesnt {v}", "{s} didnt {v}", "{s} cannot {v}",
         "{s} wont {v}", "{s} cant {v}",
         "If Mary buys more, {sl} {v}", "Maybe {sl} {v}",
         "{s} probably {v}", "{s} {v} about", "{s} {v} almost",
         "{s} {v} nearly", "{s} {v} at most", "{s} {v} at least",
         "{s} {v} more than", "{s} {v} fewer than", "{s} {v} over",
         "{s} {v} roughly", "{s} {v} approximately", "Nobody {v}")
AFTER_TWIN = (", I think.", ", probably.", " or so.", " or 37.",
              ", if I am right.", " at most.", ", roughly.")


def apples(v):
    """The problem whose answer is v (Mary's apples) and the work that
    finds it (the euro and lent kinds' problems are solved by it too)."""
    return ("Mary had %d apples and bought 6 more. How many apples does "
            "Mary have now?" % (v - 6), "%d + 6 = %d\n\n" % (v - 6, v))


def base(verb):
    """The verb's bare form after a modal ("ends up with" to "end up
    with", "is left with" to "be left with")."""
    w = verb.split(" ")
    w[0] = {"ends": "end", "ended": "end", "winds": "wind", "is": "be",
            "was": "be", "leaves": "leave", "comes": "come", "came":
            "come", "goes": "go", "amounts": "amount", "adds": "add", "works":
            "work"}.get(w[0], w[0])
    return " ".join(w)


def phrasal(add):
    for v in (36, 7, 125):
        prob, work = apples(v)
        for s, verb in SUBJECTS:
            for noun in (" apples", ""):
                r = "%s %s %d%s." % (s, verb, v, noun)
                add("phrasal-right", str(v), prob, work + r)
                add("phrasal-wrong", str(v + 1), prob, work + r)
                for t in AFTER_TWIN:
                    add("phrasal-twin", str(v), prob, work + "%s %s %d%s%s"
                        % (s, verb, v, noun, t))
            for t in TWINS:
                modal = t.split(" ")[1] in ("might", "could", "may",
                                            "does", "wants", "hopes",
                                            "plans", "tries", "is",
                                            "intends", "doesnt",
                                            "didnt", "cannot", "wont",
                                            "cant")
                head = t.format(s=s, sl=s.lower() if s != "Mary" else s,
                                v=base(verb) if modal else verb)
                add("phrasal-twin", str(v), prob, work + "%s %d apples." %
                    (head, v))


# a negation's contraction with no apostrophe, before a copula or a
# verb: never an answer; the same statement without it is
NOAPOS = (("The total is {v}.", "The total isnt {v}."),
          ("The answer is {v}.", "The answer isnt {v}."),
          ("The total was {v}.", "The total wasnt {v}."),
          ("Mary has {v} apples.", "Mary doesnt have {v} apples."),
          ("Mary has {v} apples.", "Mary didnt have {v} apples."),
          ("Mary has {v} apples.", "Mary hasnt {v} apples."),
          ("The total will be {v}.", "The total wont be {v}."),
          ("The total is {v}.", "The total cant be {v}."),
          ("The total is {v}.", "The total cannot be {v}."),
          ("The total is {v}.", "The total shouldnt be {v}."),
          ("The total is {v}.", "The total aint {v}."),
          ("It comes to {v} apples.", "It doesnt come to {v} apples."),
          ("The total amounts to {v}.", "The total didnt amount to {v}."))


def noapos(add):
    for v in (36, 7, 125):
        prob, work = apples(v)
        for good, bad in NOAPOS:
            for pr in (prob, None):
                add("noapos-right", str(v), pr, work + good.format(v=v))
                add("noapos-wrong", str(v + 1), pr, work +
                    good.format(v=v))
                add("noapos-twin", str(v), pr, work + bad.format(v=v))


# the same verbs in Europe's languages (answer_euro.c's tables), each
# with its problem; their twins bound, doubt, deny, suppose or wish
EURO = (
    ("María tenía {a} manzanas y compró 6 más. ¿Cuántas manzanas tiene "
     "María ahora?",
     ("María termina con {v} manzanas.", "María acaba con {v} manzanas.",
      "Entonces María termina con {v} manzanas."),
     ("María termina con unas {v} manzanas.",
      "María quizás termina con {v} manzanas.",
      "María no termina con {v} manzanas.",
      "María terminaría con {v} manzanas.",
      "María termina con {v} manzanas, creo.")),
    ("Marie avait {a} pommes et en a acheté 6 de plus. Combien de pommes "
     "Marie a-t-elle maintenant ?",
     ("Marie se retrouve avec {v} pommes.", "Marie finit avec {v} pommes.",
      "Marie a désormais {v} pommes."),
     ("Marie se retrouve avec environ {v} pommes.",
      "Marie se retrouve peut-être avec {v} pommes.",
      "Marie ne se retrouve pas avec {v} pommes.",
      "Marie se retrouverait avec {v} pommes.",
      "Si Marie se retrouve avec {v} pommes.")),
    ("Maria hatte {a} Äpfel und kaufte 6 weitere. Wie viele Äpfel hat "
     "Maria jetzt?",
     ("Maria hat am Ende {v} Äpfel.",),
     ("Maria hat am Ende etwa {v} Äpfel.",
      "Maria hat am Ende vielleicht {v} Äpfel.",
      "Maria hat am Ende nicht {v} Äpfel.",
      "Maria hätte am Ende {v} Äpfel.")),
    ("Maria aveva {a} mele e ne ha comprate altre 6. Quante mele ha Maria "
     "adesso?",
     ("Maria si ritrova con {v} mele.", "Maria finisce con {v} mele."),
     ("Maria si ritrova con circa {v} mele.",
      "Maria forse si ritrova con {v} mele.",
      "Maria non si ritrova con {v} mele.",
      "Se Maria si ritrova con {v} mele.")),
    ("Maria tinha {a} maçãs e comprou mais 6. Quantas maçãs Maria tem "
     "agora?",
     ("Maria termina com {v} maçãs.", "Maria acaba com {v} maçãs."),
     ("Maria acaba com cerca de {v} maçãs.",
      "Maria talvez termine com {v} maçãs.",
      "Maria não termina com {v} maçãs.",
      "Se Maria termina com {v} maçãs.")))


def euro(add):
    for v in (36, 7, 125):
        for prob, rights, twins in EURO:
            p = prob.format(a=v - 6)
            work = apples(v)[1]
            for r in rights:
                add("euro-right", str(v), p, work + r.format(v=v))
                add("euro-wrong", str(v + 1), p, work + r.format(v=v))
            for r in twins:
                add("euro-twin", str(v), p, work + r.format(v=v))


# a wish or a plan the problem's question asks in a form of its verb
# is read ("How many trips does Mary plan to make?"); one whose verb
# only shares letters with a word of the problem is not ("plans" and a
# "plane")
LENT = (("Mary plans to make {a} trips, then 6 more. How many trips "
         "does Mary plan to make?", "So Mary plans to make {v} trips."),
        ("Tom wants {a} stickers and 6 more. How many stickers does Tom "
         "want in all?", "In all, Tom wants {v} stickers."),
        ("Sue keeps {a} cards and gets 6. How many cards does Sue want to "
         "keep?", "Sue wants to keep {v} cards."),
        ("Ana hopes to read {a} pages and 6 more. How many pages is Ana "
         "hoping to read?", "Ana hopes to read {v} pages."))
UNLENT = (("A plane made {a} trips and 6 more. How many trips did the "
           "plane make?", "The plane plans to make {v} trips."),
          ("A train has {a} cars and 6 more. How many cars does the train "
           "have?", "The train tries to have {v} cars."),
          ("An aimless ant walked {a} meters and 6 more. How many meters "
           "did the ant walk?", "The ant aims to walk {v} meters."))


def lent(add):
    for v in (36, 7, 125):
        work = apples(v)[1]
        for prob, r in LENT:
            add("lent-right", str(v), prob.format(a=v - 6), work +
                r.format(v=v))
            add("lent-wrong", str(v + 1), prob.format(a=v - 6), work +
                r.format(v=v))
        for prob, r in UNLENT:
            add("lent-twin", str(v), prob.format(a=v - 6), work +
                r.format(v=v))


def main():
    verify_run.usage("hostile_phrasal58")
    return verify_run.run_kinds("hostile_phrasal58", verify_run.kind_rows(
        [phrasal, noapos, euro, lent]), width=8)


if __name__ == "__main__":
    sys.exit(main())
