#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_conc106.py: a conclusion after a derivation in one sentence
in the languages written in Latin letters ("3 + 4 = 7, donc Tom a 7
pommes.", "3 + 4 = 7, quindi Tom ha 7 mele.", "kwa hivyo Tom ana
tufaha 7."), a Japanese reason before the answer's phrase ("3+4=7なの
で、答えは7個です。"), a result given by the work ("This gives 7.",
"Adding gives 7."), a sentence adverb of certainty before it
("Obviously, Tom has 7 apples.") and a bare computation with its value
in bold ("3 + 4 = **7**"), rewarded; the same after a clause that
answers the question with another value ("The total is 6, so 7.", "Le
total est 6, donc 7."), with a doubt or a negation in the conclusion or
before the reason, or another subject of the act ("Ann gives 7."),
never (issue 26, session 62).

On session 61's binary the conclusion was read only after English "so",
"thus" and the like (the French, Italian and Swahili forms were no
answer found), the Japanese reason was a word not recognised, "This
gives 7." was another subject's act, "Obviously" a word not recognised
and "3 + 4 = **7**" a whole response read with its asterisks; and "The
total is 6, so 7." was rewarded: the clause before a last statement's
conclusion was never asked whether it answers with another value.

usage: hostile_conc106.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

# the problem in each language, its count's noun, a subject and its
# verb "has", the connectives of a conclusion, the words of a doubt
LANGS = {
    "fr": ("Tom a 3 pommes et en achète 4 de plus. Combien de pommes "
           "a-t-il ?", "pommes", "Tom a", "il a",
           ["donc", "ainsi", "par conséquent"], ["peut-être", "environ"],
           "Le total est", "n'a pas"),
    "it": ("Tom ha 3 mele e ne compra altre 4. Quante mele ha?", "mele",
           "Tom ha", "lui ha", ["quindi", "dunque", "pertanto", "perciò"],
           ["forse", "circa"], "Il totale è", "non ha"),
    "es": ("Tom tiene 3 manzanas y compra 4 más. ¿Cuántas manzanas "
           "tiene?", "manzanas", "Tom tiene", "él tiene",
           ["por lo tanto", "así que", "por tanto", "por consiguiente"],
           ["quizás", "aproximadamente"], "El total es", "no tiene"),
    "pt": ("Tom tem 3 maçãs e compra mais 4. Quantas maçãs ele tem?",
           "maçãs", "Tom tem", "ele tem",
           ["portanto", "logo", "por isso", "assim"],
           ["talvez", "cerca de"], "O total é", "não tem"),
    "de": ("Tom hat 3 Äpfel und kauft 4 dazu. Wie viele Äpfel hat er?",
           "Äpfel", "hat Tom", "hat er",
           ["daher", "deshalb", "somit", "folglich"],
           ["vielleicht", "ungefähr"], "Die Summe ist", "hat nicht"),
    "sw": ("Tom ana tufaha 3 na ananunua 4 zaidi. Ana tufaha ngapi?",
           "tufaha", "Tom ana", "yeye ana",
           ["kwa hivyo", "kwa hiyo", "hivyo"], ["labda", "takriban"],
           "Jumla ni", "hana"),
    "en": ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?", "apples", "Tom has", "he has",
           ["so", "therefore", "hence", "thus"], ["maybe", "about"],
           "The total is", "does not have"),
}
WORKS = ["3 + 4 = 7", "3 + 4 = 7 apples"]


def conclusions(add):
    for lang, (problem, noun, has, has2, conns, doubts, total,
               neg) in LANGS.items():
        for c in conns:
            for subj in [has, has2]:
                for tail in ["7 " + noun, "7"]:
                    if lang == "sw" and tail != "7":
                        tail = noun + " 7"
                    r = "3 + 4 = 7, {} {} {}.".format(c, subj, tail)
                    add(lang + "-right", "7", problem, r)
                    add(lang + "-wrong", "8", problem, r)
                    for d in doubts:
                        add(lang + "-twin", "7", problem,
                            "3 + 4 = 7, {} {} {} {}.".format(
                                c, subj, d, tail))
            # the clause before answers the question with another value
            for v in ["6", "-7", "12"]:
                add(lang + "-twin", "7", problem,
                    "{} {}, {} 7.".format(total, v, c))
                add(lang + "-twin", "7", problem,
                    "{} {}, {} **7**.".format(total, v, c))
            # a negated conclusion
            add(lang + "-twin", "7", problem,
                "3 + 4 = 7, {} Tom {} 7 {}.".format(c, neg, noun))


JA_PROBLEM = ("トムはりんごを3個持っていて、さらに4個買いました。"
              "りんごは全部で何個ですか？")
JA_REASONS = ["なので", "ので", "だから", "から", "より"]


def japanese(add):
    for why in JA_REASONS:
        for ans in ["答えは7個です。", "りんごは7個です。",
                    "答えは7です。"]:
            r = "3+4=7{}、{}".format(why, ans)
            add("ja-right", "7", JA_PROBLEM, r)
            add("ja-wrong", "8", JA_PROBLEM, r)
        for twin in ["3+4=7{}、答えは7個かもしれません。",
                     "たぶん3+4=7{}、答えは7個です。",
                     "3+4=7{}、答えは7個ではありません。",
                     "3+4=7{}、答えはおそらく7個です。",
                     "3+4=7{}、答えは約7個です。"]:
            add("ja-twin", "7", JA_PROBLEM, twin.format(why))


PROBLEM = LANGS["en"][0]
GIVES = ["This gives 7.", "That gives 7.", "Adding gives 7.",
         "Adding them gives 7.", "3 + 4 which gives 7.", "It gives 7.",
         "So this gives 7 apples.", "Counting them all gives 7."]
GIVES_TWINS = ["Ann gives 7.", "Tom gives 7.", "He gives 7.",
               "This maybe gives 7.", "This gives not 7.",
               "This gives about 7.", "This gives 7, I think.",
               "This gives 7?"]
ADVERBS = ["Obviously", "Evidently", "Naturally", "Clearly", "Certainly"]


def gives(add):
    for r in GIVES:
        add("gives-right", "7", PROBLEM, r)
        add("gives-wrong", "8", PROBLEM, r)
    for r in GIVES_TWINS:
        add("gives-twin", "7", PROBLEM, r)


def adverbs(add):
    for a in ADVERBS:
        for r in ["{}, Tom has 7 apples.", "{}, the answer is 7.",
                  "{}, it's 7."]:
            add("adverb-right", "7", PROBLEM, r.format(a))
            add("adverb-wrong", "8", PROBLEM, r.format(a))
        for r in ["{}, Tom might have 7 apples.", "{} not 7.",
                  "{}, it's not 7.", "{}, if he had 3 more, it's 7.",
                  "{}, the answer is 7, but I'm not sure.",
                  "{}, the answer is probably 7."]:
            add("adverb-twin", "7", PROBLEM, r.format(a))


def bolds(add):
    for o in ["", "So, ", "So "]:
        for e in ["3 + 4 = **7**", "3 + 4 = **7**.", "x = **7**"]:
            add("bold-right", "7", PROBLEM, o + e)
            add("bold-wrong", "8", PROBLEM, o + e)
        # a relation before the bold: hostile_rel107's
        for e in ["3 + 4 = **7?**", "3 + 4 = **7** (wrong)",
                  "3 + 4 = not **7**", "3 + 4 = **~7**",
                  "3 + 4 = **7** or **8**", "3 + 4 = **7**, maybe"]:
            add("bold-twin", "7", PROBLEM, o + e)


# known holes (family, a string the response holds): Swahili's "Jumla
# ni 6" ("the total is 6") is not read as the question answered, so a
# conclusion after it is not refused
KNOWN = [("sw-twin", r"^Jumla ni")]


def main():
    verify_run.usage("hostile_conc106")
    return verify_run.run_kinds(
        "hostile_conc106",
        verify_run.kind_rows([conclusions, japanese, gives, adverbs,
                              bolds]), width=8,
        known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
