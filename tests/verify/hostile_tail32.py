#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tail32.py: the words after a value's unit or counted noun
(issue 26, review 31's finding 6): what follows "24 km" or "24 cows"
in the answer's sentence is read as what follows the value is, so a
hedge, a condition, an opinion, a word nobody wrote before or a second
value there refuses the answer, in English and the 22 listed
languages; and a parenthesis after a list of values that speaks of
one of them ("the second may be extraneous") refuses the list.

 - en: an answer phrase or a statement, the value, a unit the tables
   know ("km", "m/s", "kg", "litres") or the problem's counted noun,
   then a tail: a preposition and words no row holds ("in theory",
   "to my mind", "on paper", "in zorp"), an opinion, a condition, a
   second value;
 - lang: the train problem (hostile_head30's) in each language, its
   final-answer label, "240 km", then "in theory" / "in my opinion" /
   "on paper" in that language;
 - noprob: the English units' tails with no problem given;
 - list: "The solutions are $x = 1$ and $x = -2$", then a parenthesis
   that doubts or rejects one of them, or words no row holds.

The twins (controls, rewarded): the same sentences ending on the unit
or noun, on a closing the rows know ("in total", "in all", "each"),
on the problem's own words ("in the basket" where the problem says
"in the basket"), "per hour" after a speed, and each language's
statement of the value "in total".

usage: hostile_tail32.py PAPO_VERIFY [--list]

Every hostile variant is labelled by construction (the words after the
value's unit are no committed statement's), so a reward is a wrong
one; every twin must be rewarded.

Measured on main (b9756b36): 425 of 937 hostile variants rewarded (en
341 of 756: every tail after a unit the rows read as the noun's phrase
after "in", "on", "to", a condition's closing word "if correct", "the
second is rejected"; noprob 40 of 88; lang 17 of 66: ar de en id pl
ru sw uk; list 27 of 27: the words after a list written apart were
never read); every twin rewarded.  Now: none rewarded, every twin
rewarded.  Left: "The solutions are $x = 1$ and $x = -2$, which
satisfy the equation." is refused as the same words are after one
value ("satisfy" no row's); with no problem given, a place after "the"
is read whole ("12 km in the blorf").
"""
import sys

import verify_run
from hostile_head30 import LANGS

# (problem, value, unit or noun, the problem's own phrase after it)
EN = [
    ("A car drives at 6 km/h for 2 hours. How far does it go, in km?",
     "12", "km", None),
    ("A car drives at 4 km/h for 5 hours along the river. How far does "
     "it go along the river, in km?", "20", "km", "along the river"),
    ("A cyclist speeds up from rest to 12 m/s. What is the final speed, "
     "in m/s?", "12", "m/s", None),
    ("A box holds 3 bags of 5 kg of rice each. How many kg of rice "
     "does it hold?", "15", "kg", "of rice"),
    ("A tank holds 9 litres and 8 more are poured in the tank. How many "
     "litres are in the tank now?", "17", "litres", "in the tank"),
    ("A farmer has 15 cows and buys 9 more for the barn. How many cows "
     "are in the barn now?", "24", "cows", "in the barn"),
    ("There are 7 apples in the basket and Tom puts in 5 more. How many "
     "apples are in the basket?", "12", "apples", "in the basket"),
]
LEADS = ("The answer is {v} {u}", "Answer: {v} {u}",
         "So the final answer is {v} {u}", "**Answer:** {v} {u}")
# after the unit or noun, nothing between: new wordings ({o} another
# value)
TAILS = (
    " in theory.", " in all likelihood.", " to my mind.", " on paper.",
    " in my estimation.", " at a rough guess.", " in principle.",
    " in zorp.", " in the blorf.", " on a good day.",
    " in the best case.", " by my reckoning.", " for what it's worth.",
    ", in my humble opinion.", " under my assumptions.",
    " in the first reading, {o} in the second.", " in one case, {o} in the other.",
    " if I read it right.", " if nothing went wrong.",
    " give or take.", " plus or minus {o}.", " or thereabouts.",
    " if correct.", " if I am right.", " when correct.",
    " (the second is rejected).", " (this one is discarded).",
)
RIGHT_TAILS = (".", " in total.", " in all.", " altogether.")

# lang: the label's form, then the words after "240 km" (hedges)
LANG_TAILS = {
    'en': (" in theory.", " in my opinion.", " on paper."),
    'zh-Hans': ("，理论上。", "，在我看来。", "，纸面上。"),
    'zh-Hant': ("，理論上。", "，在我看來。", "，紙面上。"),
    'ja': ("、理論上は。", "、私の意見では。", "、机上では。"),
    'ko': (" 이론상.", " 제 생각에는.", " 서류상."),
    'fr': (" en théorie.", " à mon avis.", " sur le papier."),
    'de': (" in der Theorie.", " meiner Meinung nach.", " auf dem Papier."),
    'es': (" en teoría.", " en mi opinión.", " sobre el papel."),
    'it': (" in teoria.", " secondo me.", " sulla carta."),
    'pt': (" em teoria.", " na minha opinião.", " no papel."),
    'ru': (" в теории.", " по моему мнению.", " на бумаге."),
    'th': (" ในทางทฤษฎี", " ในความคิดของฉัน", " บนกระดาษ"),
    'bn': (" তত্ত্বগতভাবে।", " আমার মতে।", " কাগজে-কলমে।"),
    'sw': (" kinadharia.", " kwa maoni yangu.", " kwenye karatasi."),
    'te': (" సిద్ధాంతపరంగా.", " నా అభిప్రాయంలో.", " కాగితంపై."),
    'hi': (" सिद्धांत रूप में।", " मेरी राय में।", " कागज़ पर।"),
    'ar': (" نظريًا.", " في رأيي.", " على الورق."),
    'id': (" secara teori.", " menurut pendapat saya.", " di atas kertas."),
    'vi': (" về lý thuyết.", " theo ý kiến của tôi.", " trên giấy tờ."),
    'pl': (" w teorii.", " moim zdaniem.", " na papierze."),
    'uk': (" в теорії.", " на мою думку.", " на папері."),
    'tr': (" teoride.", " bence.", " kağıt üzerinde."),
}

LIST_PROBLEM = "Solve $x^2 + x - 2 = 0$."
LIST_LEADS = ("The solutions are $x = 1$ and $x = -2$",
              "So $x = 1$ or $x = -2$",
              "The answer is $x = 1$ and $x = -2$")
LIST_TAILS = (" (the second may be extraneous).",
              " (the second is rejected).", " (the other is discarded).",
              " (the latter is rejected).", " ($x = -2$ may not hold).",
              " (one of them fails the check).", " (zorp).",
              ", though the second is suspect.", ", in my opinion.")


def rows():
    out, ctl = [], []
    for prob, v, u, own in EN:
        o = str(int(v) + 3)
        for lead in LEADS:
            st = lead.format(v=v, u=u)
            for t in TAILS:
                out.append(("en", v, (st + t.format(o=o), prob)))
            for t in RIGHT_TAILS:
                ctl.append(("en", v, (st + t, prob)))
            if own is not None:
                ctl.append(("en-own", v, (st + " " + own + ".", prob)))
    # no problem given: the units' tails alone (a place after an
    # article is read then, "at the farmers' market")
    for prob, v, u, own in EN[:4]:
        st = LEADS[0].format(v=v, u=u)
        for t in TAILS:
            if "the " not in t:
                out.append(("noprob", v, st + t.format(o=int(v) + 3)))
        for t in RIGHT_TAILS:
            ctl.append(("noprob", v, st + t))
    for lang, (prob, _doubt, label, stmt) in LANGS.items():
        for t in LANG_TAILS[lang]:
            out.append(("lang-" + lang, "240",
                        ("80 × 3 = 240\n\n**%s:** 240 km%s" % (label, t),
                         prob)))
        ctl.append(("lang-" + lang, "240",
                    ("80 × 3 = 240\n\n**%s:** 240 km." % label, prob)))
        if lang != "bn":	# its statement's words: review 31's finding 4
            ctl.append(("lang-" + lang, "240", ("80 × 3 = 240\n\n" +
                        stmt.format(240), prob)))
    for lead in LIST_LEADS:
        for t in LIST_TAILS:
            out.append(("list", "1, -2", (lead + t, LIST_PROBLEM)))
        ctl.append(("list", "1, -2", (lead + ".", LIST_PROBLEM)))
    return out, ctl


def main():
    verify_run.usage("hostile_tail32")
    out, ctl = rows()
    return verify_run.run("hostile_tail32",
                          verify_run.records(out, ctl))


if __name__ == "__main__":
    sys.exit(main())
