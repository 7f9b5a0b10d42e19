#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_subject.py: a last statement whose subject and value have an
unrecognised word between them (issue 26, round 12): "He zzz walks 30
miles.", "He kinda walks 30 miles.", "Jenny maaaybe has 42 apples.",
"Il a genre 42 pommes.", "Er hat wohl 42 Äpfel.", "他大概有42个苹果。"

usage: hostile_subject.py PAPO_VERIFY [--list]

Each variant is a worked response whose last statement is a subject, a
word papo-verify has no reason to recognise (a hedge in some register,
slang, a made-up word, a word of another script, an emoji word, a
hedge of the statement's own language), then the verb and the value the
right answer would have.  Labelled by construction: none may be
rewarded.  The controls are the same statements without the inserted
word, in the forms real last statements take (the corpus's and
../shared/data's rewarded ones: "Jenny has 42 apples.", "He walks 30
miles.", "Janet makes $18 every day.", "She will have 42 apples left."),
and must all be rewarded.  The answer is always right: only the inserted
word decides.  Seeded: the same variants every run.

Prints each failure and a count per family; exits 1 when any variant is
rewarded or any control is not.  No known hole is left: the asides
between commas made of words that are rows elsewhere (", or so,", ",
give or take,", ", as far as I can tell,"), counted apart until round
13, are refused since round 14 and in the must-refuse set.  --list
writes the records instead.
"""
import random
import sys

import verify_run

# English statements: (problem, subject, verb phrase with V for the value)
EN = [
    ("Jenny has 30 apples and buys 12 more. How many apples does Jenny "
     "have now?", "Jenny", "has V apples now.", "42"),
    ("He walks 6 miles a day for 5 days. How many miles does he walk?",
     "He", "walks V miles.", "30"),
    ("Janet sells 9 eggs at $2 each every day. How much does Janet make "
     "every day?", "Janet", "makes $V every day.", "18"),
    ("Tom saves $4 a week for 12 weeks. How much money does Tom save?",
     "Tom", "saves $V.", "48"),
    ("She had 50 stickers and gave away 8. How many stickers does she "
     "have left?", "She", "has V stickers left.", "42"),
    ("They pay $7 for each of 6 tickets. How much do they pay in all?",
     "They", "pay $V in all.", "42"),
    ("Mark reads 14 pages a day. How many pages will Mark read in 3 "
     "days?", "Mark", "will read V pages.", "42"),
    ("A box costs $6 and Lisa buys 7 boxes. How much does Lisa spend?",
     "Lisa", "spends $V.", "42"),
]

# Words no row of papo-verify should hold between a subject and a value.
HEDGES = [
    "kinda", "sorta", "prolly", "maaaybe", "possibly", "presumably",
    "supposedly", "allegedly", "hopefully", "arguably", "apparently",
    "seemingly", "likely", "probably", "perhaps", "maybe", "dunno",
    "idk", "iirc", "afaik", "imo", "tbh", "ish", "guess", "reckon",
    "guessing", "reportedly", "roughly", "nearly", "almost", "about",
    "around", "approximately", "barely", "hardly", "scarcely",
    "zzz", "blorf", "quux", "frobbed", "glarb", "xyzzy", "wibble",
    "ostensibly", "purportedly", "conceivably", "potentially",
    "theoretically", "hypothetically", "nominally", "virtually",
    "mayhaps", "perchance", "methinks", "mebbe", "prob", "def",
    "lowkey", "highkey", "fr", "ngl", "deffo", "totes", "legit",
    "rumoredly", "sorta-kinda", "like", "basically", "somewhat",
    "vaguely", "roughly-ish", "quasi", "pseudo", "not", "never",
    "no", "hardly-ever", "wrongly", "falsely", "mistakenly",
    "naively", "tentatively", "provisionally", "conditionally",
    "also-not", "usually", "sometimes", "rarely", "seldom", "often",
    "formerly", "previously", "originally", "initially", "reputedly",
    "peut-être", "vielleicht", "quizás", "forse", "talvez", "может",
    "tal-vez", "wohl", "genre", "tipo", "sozusagen",
    "大概", "たぶん", "아마", "อาจ", "হয়তো", "labda", "బహుశా",
    "🤔", "🤷", "¿", "⁉",
]

# Hedges inside the verb phrase ("He walks, I reckon, 30 miles.").
ASIDES = [", I reckon,", ", I guess,", ", I think,", ", maybe,",
          ", probably,", ", or so,", " (I think)", " (maybe)",
          ", give or take,", ", roughly,", ", if I'm right,",
          ", as far as I can tell,", ", it seems,", ", supposedly,",
          ", unless I'm wrong,", ", lol,", ", idk,", " — maybe —",
          ", apparently,", ", in theory,"]

# Other languages: (problem, hostile statements, control statements).
OTHER = {
    "fr": ("Il a 30 pommes et en achète 12. Combien de pommes a-t-il ?",
           ["Il a genre 42 pommes.", "Il a peut-être 42 pommes.",
            "Il a sans doute 42 pommes.", "Il a probablement 42 pommes.",
            "Il a environ 42 pommes.", "Il a apparemment 42 pommes."],
           ["Il a 42 pommes.", "Donc il a 42 pommes."]),
    "de": ("Er hat 30 Äpfel und kauft 12. Wie viele Äpfel hat er?",
           ["Er hat wohl 42 Äpfel.", "Er hat vielleicht 42 Äpfel.",
            "Er hat wahrscheinlich 42 Äpfel.", "Er hat etwa 42 Äpfel.",
            "Er hat angeblich 42 Äpfel.", "Er hat vermutlich 42 Äpfel."],
           ["Er hat 42 Äpfel.", "Also hat er 42 Äpfel."]),
    "es": ("Tiene 30 manzanas y compra 12. ¿Cuántas manzanas tiene?",
           ["Tiene quizás 42 manzanas.", "Tiene probablemente 42 "
            "manzanas.", "Tiene tipo 42 manzanas.",
            "Tiene aproximadamente 42 manzanas."],
           ["Por lo tanto, tiene 42 manzanas."]),
    "it": ("Ha 30 mele e ne compra 12. Quante mele ha?",
           ["Ha forse 42 mele.", "Ha probabilmente 42 mele.",
            "Ha tipo 42 mele.", "Ha circa 42 mele."],
           ["Quindi ha 42 mele."]),
    "pt": ("Ele tem 30 maçãs e compra 12. Quantas maçãs ele tem?",
           ["Ele tem talvez 42 maçãs.", "Ele tem provavelmente 42 maçãs.",
            "Ele tem tipo 42 maçãs.", "Ele tem cerca de 42 maçãs."],
           ["Ele tem 42 maçãs.", "Portanto, ele tem 42 maçãs."]),
    "ru": ("У него 30 яблок, он покупает 12. Сколько у него яблок?",
           ["У него, наверное, 42 яблока.", "У него вроде 42 яблока.",
            "У него примерно 42 яблока.", "У него, может быть, 42 яблока."],
           ["Итак, у него 42 яблока."]),
    "zh": ("他有30个苹果，又买了12个。他现在有多少个苹果？",
           ["他大概有42个苹果。", "他也许有42个苹果。", "他可能有42个苹果。",
            "他好像有42个苹果。", "他似乎有42个苹果。", "他应该大约有42个苹果。"],
           ["所以他有42个苹果。", "因此，他现在有42个苹果。"]),
    "zh-tw": ("他有30個蘋果，又買了12個。他現在有多少個蘋果？",
              ["他大概有42個蘋果。", "他也許有42個蘋果。", "他好像有42個蘋果。",
               "他似乎有42個蘋果。"],
              ["所以他有42個蘋果。"]),
    "ja": ("彼はりんごを30個持っていて、12個買いました。りんごは何個ですか。",
           ["彼はたぶん42個のりんごを持っています。",
            "彼はおそらく42個持っています。", "りんごは多分42個です。"],
           ["よって、りんごは42個です。"]),
    "ko": ("그는 사과 30개를 가지고 12개를 더 샀습니다. 사과는 몇 개입니까?",
           ["그는 아마 42개를 가지고 있습니다.", "사과는 아마도 42개입니다."],
           ["따라서 사과는 42개입니다."]),
    "th": ("เขามีแอปเปิล 30 ผล ซื้อเพิ่ม 12 ผล เขามีแอปเปิลกี่ผล",
           ["เขาอาจมีแอปเปิล 42 ผล", "เขาน่าจะมีแอปเปิล 42 ผล"],
           ["ดังนั้น เขามีแอปเปิล 42 ผล"]),
    "bn": ("তার 30টি আপেল আছে, সে আরও 12টি কেনে। তার কতগুলি আপেল আছে?",
           ["তার হয়তো 42টি আপেল আছে।", "তার সম্ভবত 42টি আপেল আছে।"],
           ["সুতরাং তার 42টি আপেল আছে।"]),
    "sw": ("Ana machungwa 30 na ananunua 12. Ana machungwa mangapi?",
           ["Labda ana machungwa 42.", "Ana pengine machungwa 42."],
           ["Kwa hiyo ana machungwa 42."]),
    "te": ("అతని దగ్గర 30 ఆపిల్స్ ఉన్నాయి, 12 కొన్నాడు. ఎన్ని ఆపిల్స్?",
           ["అతని దగ్గర బహుశా 42 ఆపిల్స్ ఉన్నాయి."],
           ["కాబట్టి అతని దగ్గర 42 ఆపిల్స్ ఉన్నాయి."]),
}

# A worked step before the last statement, as real responses have.
WORK = "First, 30 + 12 = 42.\n"


def variants():
    """The seeded hostile variants and the controls, as records."""
    rng = random.Random(26012)
    out = []
    for prob, subj, vp, val in EN:
        body = vp.replace("V", val)
        for h in HEDGES:
            out.append({"family": "en-word", "answer": val,
                        "problem": prob, "want": 0,
                        "response": WORK + subj + " " + h + " " + body})
        verb, rest = body.split(" ", 1)
        for a in ASIDES:
            out.append({"family": "en-aside", "answer": val,
                        "problem": prob, "want": 0,
                        "response": WORK + subj + " " + verb + a + " " +
                        rest})
        for _ in range(6):	# two unrecognised words
            h = rng.choice(HEDGES) + " " + rng.choice(HEDGES)
            out.append({"family": "en-two", "answer": val,
                        "problem": prob, "want": 0,
                        "response": WORK + subj + " " + h + " " + body})
        for lead in ("", "So ", "Therefore, ", "Thus "):
            s = subj if lead == "" or subj[0].islower() or \
                subj in ("Jenny", "Janet", "Tom", "Mark", "Lisa") else \
                subj.lower()
            out.append({"family": "control", "answer": val,
                        "problem": prob, "want": 1,
                        "response": WORK + lead + s + " " + body})
    for lang, (prob, bad, good) in OTHER.items():
        for st in bad:
            out.append({"family": "lang-" + lang, "answer": "42",
                        "problem": prob, "want": 0,
                        "response": "30 + 12 = 42\n" + st})
        for st in good:
            out.append({"family": "control", "answer": "42",
                        "problem": prob, "want": 1,
                        "response": "30 + 12 = 42\n" + st})
    return out


def main():
    verify_run.usage("hostile_subject")
    return verify_run.run("hostile_subject", variants(),
                          lambda v: v["family"],
                          lambda v: v["want"] == 1,
                          known=lambda v: False)


if __name__ == "__main__":
    sys.exit(main())
