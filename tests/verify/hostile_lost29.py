#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost29.py: right answers issue 26's review 28 found still
lost after its first round (its findings 4 and 6-11), each beside
twins that must stay refused, in the 22 language groups of
man/papo-verify.1:

 - mc: an option's letter stated with a connective and an article
   between the verb and the letter ("La bonne réponse est donc la (D).",
   "Richtig ist somit Antwort (D)."), in the language's own order with
   a counter or particle glued after the letter ("정답은 (D)번입니다",
   "doğru seçenek (D) şıkkıdır"); twins: another letter, a doubt word
   before the letter, the same statement asked as a question;
 - mcen: English forms of a choice (lower case, an arrow, "I'm
   selecting", a letter with its value beside it); twins: another
   letter, a value beside the letter that is another option's;
 - lead: a subject, a verb of quantity or an imperative of measure
   before a boxed value ("Revenue rose to", "Pour", "Body temperature
   is"); twins: another value, a modal or a doubt in the same words;
 - close: a closing remark after the answer that holds no value and
   does not doubt it; twins: a remark that doubts, negates or names
   another value;
 - unit: a value in other units than the reference's, or restated
   ("2 hours 30 minutes", "\\$3.5M", "i.e. one and a half dozen");
   twins: another value in the same words.

usage: hostile_lost29.py PAPO_VERIFY [--list]

Families are KIND-LANG-right (to be rewarded; a refusal is lost
signal, counted apart) and KIND-LANG-twin (never rewarded), counted
by KIND.
"""
import sys

import verify_run

OPTS = [("A", 20), ("B", 40), ("C", 60), ("D", 80), ("E", 100)]
PROBLEM = ("A rectangle is 10 by 8. What is its area?\n"
           "(A) 20\n(B) 40\n(C) 60\n(D) 80\n(E) 100")
LISTED = ("The options are: (A) 20 (B) 40 (C) 60 (D) 80 (E) 100.\n\n"
          "The rectangle is 10 by 8, so its area is 10 \u00d7 8 = 80.\n\n")

# language: (choice statements with {p} the letter as written, doubt
# words put before the letter in a twin)
MC = {
    "en": (["Therefore, the correct option is {p}.",
            "So the best answer is {p}."], "maybe"),
    "fr": (["La bonne r\u00e9ponse est donc la {p}.",
            "La bonne r\u00e9ponse est donc {p}.",
            "La r\u00e9ponse correcte est donc la {p}."],
           "peut-\u00eatre"),
    "de": (["Richtig ist somit Antwort {p}.",
            "Die richtige Antwort ist also {p}.",
            "Die richtige Antwort ist somit Antwort {p}."], "vielleicht"),
    "es": (["Por lo tanto, la respuesta correcta es la {p}.",
            "La respuesta correcta es, por lo tanto, la {p}."],
           "quiz\u00e1s"),
    "pt": (["Portanto, a resposta correta \u00e9 a {p}.",
            "A resposta correta \u00e9, portanto, a {p}."], "talvez"),
    "it": (["Pertanto la risposta esatta \u00e8 la {p}.",
            "Quindi la risposta corretta \u00e8 la {p}."], "forse"),
    "ru": (["\u0421\u043b\u0435\u0434\u043e\u0432\u0430\u0442\u0435\u043b"
            "\u044c\u043d\u043e, \u0432\u0435\u0440\u043d\u044b\u0439 "
            "\u0432\u0430\u0440\u0438\u0430\u043d\u0442 \u2014 {p}.",
            "\u0418\u0442\u0430\u043a, \u043f\u0440\u0430\u0432\u0438"
            "\u043b\u044c\u043d\u044b\u0439 \u0432\u0430\u0440\u0438"
            "\u0430\u043d\u0442 \u2014 {p}."],
           "\u0432\u043e\u0437\u043c\u043e\u0436\u043d\u043e"),
    "uk": (["\u041e\u0442\u0436\u0435, \u043f\u0440\u0430\u0432\u0438"
            "\u043b\u044c\u043d\u0438\u0439 \u0432\u0430\u0440\u0456"
            "\u0430\u043d\u0442 \u2014 {p}."],
           "\u043c\u043e\u0436\u043b\u0438\u0432\u043e"),
    "pl": (["Zatem poprawna odpowied\u017a to {p}."], "mo\u017ce"),
    "ko": (["\ub530\ub77c\uc11c \uc815\ub2f5\uc740 {p}\ubc88\uc785"
            "\ub2c8\ub2e4."], "\uc544\ub9c8"),
    "ja": (["\u3057\u305f\u304c\u3063\u3066\u3001\u6b63\u89e3\u306f "
            "{p} \u3067\u3059\u3002"], "\u305f\u3076\u3093"),
    "zh-Hans": (["\u56e0\u6b64\u6b63\u786e\u7b54\u6848\u662f {p}\u3002"],
                "\u53ef\u80fd"),
    "zh-Hant": (["\u56e0\u6b64\u6b63\u78ba\u7b54\u6848\u662f {p}\u3002"],
                "\u53ef\u80fd"),
    "hi": (["\u0905\u0924\u0903 \u0938\u0939\u0940 \u0935\u093f\u0915"
            "\u0932\u094d\u092a {p} \u0939\u0948\u0964"],
           "\u0936\u093e\u092f\u0926"),
    "tr": (["Dolay\u0131s\u0131yla do\u011fru se\u00e7enek {p} "
            "\u015f\u0131kk\u0131d\u0131r."], "belki"),
    "th": (["\u0e14\u0e31\u0e07\u0e19\u0e31\u0e49\u0e19\u0e15\u0e31\u0e27"
            "\u0e40\u0e25\u0e37\u0e2d\u0e01\u0e17\u0e35\u0e48\u0e16\u0e39"
            "\u0e01\u0e15\u0e49\u0e2d\u0e07\u0e04\u0e37\u0e2d {p}"],
           "\u0e2d\u0e32\u0e08\u0e08\u0e30"),
    "bn": (["\u0985\u09a4\u098f\u09ac \u09b8\u09a0\u09bf\u0995 \u09ac"
            "\u09bf\u0995\u09b2\u09cd\u09aa \u09b9\u09b2 {p}\u0964"],
           "\u09b8\u09ae\u09cd\u09ad\u09ac\u09a4"),
    "sw": (["Kwa hiyo chaguo sahihi ni {p}."], "labda"),
    "te": (["\u0c15\u0c3e\u0c2c\u0c1f\u0c4d\u0c1f\u0c3f \u0c38\u0c30"
            "\u0c48\u0c28 \u0c0e\u0c02\u0c2a\u0c3f\u0c15 {p}."],
           "\u0c2c\u0c39\u0c41\u0c36\u0c3e"),
    "ar": (["\u0625\u0630\u0646 \u0627\u0644\u062e\u064a\u0627\u0631 "
            "\u0627\u0644\u0635\u062d\u064a\u062d \u0647\u0648 {p}."],
           "\u0631\u0628\u0645\u0627"),
    "id": (["Dengan demikian, pilihan yang benar adalah {p}."],
           "mungkin"),
    "vi": (["Do \u0111\u00f3, ph\u01b0\u01a1ng \u00e1n \u0111\u00fang "
            "l\u00e0 {p}."], "c\u00f3 l\u1ebd"),
}


def mc(out):
    for lang, (stmts, doubt) in MC.items():
        fam = "mc-" + lang
        for t in stmts:
            for p in ("(D)", "D"):
                for ctx in ("listed", "problem"):
                    def add(f, resp):
                        if ctx == "listed":
                            out.append((f, "D", LISTED + resp))
                        else:
                            out.append((f, "D", ("10 \u00d7 8 = 80.\n\n" +
                                                 resp, PROBLEM)))
                    add(fam + "-right", t.format(p=p))
                    add(fam + "-twin", t.format(p=p.replace("D", "C")))
                    add(fam + "-twin", t.format(p=doubt + " " + p))
                    add(fam + "-twin", t.format(p=p + " " + doubt))
                    add(fam + "-twin",
                        t.format(p=p).rstrip(".\u3002\u0964") + "?")
                    add(fam + "-twin", t.format(p=p.replace("D", "C") +
                                                " / " + p))


# English choice statements: {l} a letter, {v} its value
MCEN = ["the correct option is {ll}.", "Final choice \u2192 {l}",
        "I'm selecting {l}.", "So we pick option {l}, which is {v}.",
        "The best answer is {l}: {v}.", "The answer is {v} (option {l}).",
        "Hence the correct option: **{l} ({v})**",
        "**Answer: ({l}) {v}**", "**{l}. {v}**", "{v}, so ({ll})."]
MCEN_TWINS = ["the correct option is maybe {ll}.",
              "Final choice \u2192 {l}?", "I'm not selecting {l}.",
              "I'm selecting {l}, I think.", "I'm selecting C or {l}.",
              "Final choice \u2192 maybe {l}", "We pick {l}, probably.",
              "We pick C, not {l}.", "Final answer \u2192 {l} or C",
              "The best answer is not {l}: {v}."]


def mcen(out):
    val = dict(OPTS)
    for t in MCEN:
        for ctx in ("listed", "problem"):
            def add(f, ans, resp):
                if ctx == "listed":
                    out.append((f, ans, LISTED + resp))
                else:
                    out.append((f, ans, ("10 \u00d7 8 = 80.\n\n" + resp,
                                         PROBLEM)))
            add("mcen-en-right", "D", t.format(l="D", ll="d", v=80))
            # another letter with its own value; a letter beside the
            # value of another option
            add("mcen-en-twin", "D", t.format(l="C", ll="c", v=60))
            if "{v}" in t:
                add("mcen-en-twin", "D", t.format(l="D", ll="d", v=60))
                add("mcen-en-twin", "D", t.format(l="C", ll="c", v=80))
        for t in MCEN_TWINS:
            out.append(("mcen-en-twin", "D",
                        LISTED + t.format(l="D", ll="d", v=val["D"])))


# (reference, right response, twins)
LEADS = [
    ("3500000", "Revenue rose to $\\boxed{3.5}$ million dollars.",
     ["Revenue rose to $\\boxed{3.4}$ million dollars.",
      "Revenue might have risen to $\\boxed{3.5}$ million dollars.",
      "Revenue rose to $\\boxed{3.5}$ thousand dollars.",
      "Revenue never rose to $\\boxed{3.5}$ million dollars.",
      "Revenue rose to roughly $\\boxed{3.5}$ million dollars.",
      "Revenue increased to at most $\\boxed{3.5}$ million dollars.",
      "If revenue rose to $\\boxed{3.5}$ million dollars, it doubled.",
      "Revenue dropped to $\\boxed{3.5}$ thousand dollars."]),
    ("750 \\text{ mL}", "Pour $\\boxed{0.75 \\text{ L}}$ of water.",
     ["Pour $\\boxed{0.75 \\text{ mL}}$ of water.",
      "Do not pour $\\boxed{0.75 \\text{ L}}$ of water.",
      "Maybe pour $\\boxed{0.75 \\text{ L}}$ of water.",
      "Pour at least $\\boxed{0.75 \\text{ L}}$ of water.",
      "Pour $\\boxed{0.75 \\text{ L}}$ of water, or maybe more."]),
    ("98.6", "Body temperature is $\\boxed{98.6}$ \u00b0F.",
     ["Body temperature is $\\boxed{98.4}$ \u00b0F.",
      "Body temperature is probably $\\boxed{98.6}$ \u00b0F.",
      "Body temperature is not $\\boxed{98.6}$ \u00b0F.",
      "Body temperature is about $\\boxed{98.6}$ \u00b0F.",
      "Body temperature is $\\boxed{98.6}$ \u00b0C."]),
    ("48", "Having finished the case analysis, the answer is "
     "$\\boxed{48}$.",
     ["Having finished the case analysis, the answer is $\\boxed{47}$.",
      "Having not finished the case analysis, the answer might be "
      "$\\boxed{48}$.",
      "Having finished only half the case analysis, my guess is "
      "$\\boxed{48}$."]),
    ("48", "There is no need for a calculator here: the answer is "
     "$\\boxed{48}$.",
     ["There is no need for a calculator here: the answer is "
      "$\\boxed{49}$.",
      "There is no way to be sure here: the answer is $\\boxed{48}$.",
      "There is no need for a calculator here: the answer is not "
      "$\\boxed{48}$."]),
    ("12", "$$\\text{Total handshakes} = \\boxed{12}$$",
     ["$$\\text{Total handshakes} = \\boxed{13}$$",
      "$$\\text{Total handshakes} \\ne \\boxed{12}$$",
      "$$\\text{Total handshakes} \\approx \\boxed{12}$$"]),
]


def lead(out):
    for ref, r, twins in LEADS:
        out.append(("lead-en-right", ref, r))
        for t in twins:
            out.append(("lead-en-twin", ref, t))


ANSWER = "6 rows of 8 tiles give 6 \u00d7 8 = 48.\n\nSo the answer is " \
    "$\\boxed{48}$.\n\n"
CLOSES = ["This kind of problem shows up a lot in combinatorics courses.",
          "You can also see this by drawing the grid.",
          "Good luck with the rest of your homework! \U0001f4da",
          "(All arithmetic was checked twice.)"]
CLOSE_TWINS = ["This kind of problem usually has 49 as its answer.",
               "You can also see this is wrong by drawing the grid.",
               "Good luck, though I am not sure of it! \U0001f4da",
               "(None of the arithmetic was checked.)",
               "(All arithmetic was checked twice, and it gave 49.)",
               "You can also see this gives 47 by drawing the grid.",
               "This kind of problem shows up a lot, but I may be off."]


def close(out):
    for r in CLOSES:
        out.append(("close-en-right", "48", ANSWER + r))
    for r in CLOSE_TWINS:
        out.append(("close-en-twin", "48", ANSWER + r))


UNITS = [
    ("2.5 \\text{ hours}", "The hike takes 2 hours 30 minutes in total.",
     ["The hike takes 2 hours 20 minutes in total.",
      "The hike takes 3 hours 30 minutes in total.",
      "The hike takes maybe 2 hours 30 minutes in total."]),
    ("18", "The recipe needs $\\boxed{18}$ eggs, i.e. one and a half "
     "dozen.",
     ["The recipe needs $\\boxed{18}$ eggs, i.e. two dozen.",
      "The recipe needs $\\boxed{24}$ eggs, i.e. two dozen.",
      "The recipe needs $\\boxed{18}$ eggs, or maybe two dozen."]),
    ("3500000", "Revenue rose to \\$3.5M.",
     ["Revenue rose to \\$3.4M.", "Revenue rose to \\$3.5K.",
      "Revenue may have risen to \\$3.5M."]),
    ("3500000", "Revenue rose to \\$3.5 million.",
     ["Revenue rose to \\$3.5 thousand.",
      "Revenue rose to \\$4.5 million."]),
    ("20\\%", "The discount is $\\boxed{0.2}$.",
     ["The discount is $\\boxed{0.25}$.", "The discount is $\\boxed{2}$.",
      "The discount is not $\\boxed{0.2}$."]),
    ("64", "Final: $\\boxed{64}$ \U0001f3af",
     ["Final: $\\boxed{65}$ \U0001f3af", "Final: $\\boxed{64}$ \U0001f914",
      "Final: $\\boxed{64}$ \u2753"]),
    ("64", "The total is $\\boxed{64}$.\n\nSo the total is 64, which we "
     "verified in step 3. In short: 64.",
     ["The total is $\\boxed{64}$.\n\nSo the total is 64, which we "
      "verified in step 3. In short: 65.",
      "The total is $\\boxed{64}$.\n\nSo the total is 63, which we "
      "verified in step 3. In short: 64.",
      "The total is $\\boxed{64}$.\n\nSo the total is 64, which we "
      "could not verify. In short: 64."]),
]


def unit(out):
    for ref, r, twins in UNITS:
        out.append(("unit-en-right", ref, r))
        for t in twins:
            out.append(("unit-en-twin", ref, t))


# wrong answers rewarded before this generator (main at 07492898): a
# value with another option's letter in an aside beside it, the value
# D's text ("The answer is 80 (option C)." against D)
# none left: "The answer is 80 (option C)." where D is 80 is refused
# (answer_find.c letter_named_other, session 51)
KNOWN = []


def main():
    verify_run.usage("hostile_lost29")
    out = []
    mc(out)
    mcen(out)
    lead(out)
    close(out)
    unit(out)
    vs = verify_run.records(out)
    return verify_run.run_kinds("hostile_lost29", vs,
                                known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
