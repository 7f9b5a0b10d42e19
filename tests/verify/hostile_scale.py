# SPDX-License-Identifier: MIT
"""hostile_scale.py: words after the value that are no noun of it
(issue 26, round 20).  A scale word multiplies it: "42 gross" is 6,048,
"42 score" 840, "42 dozen" 504, "42 grand" 42,000; main rewarded "The
answer is 42 gross." and "\\boxed{42 \\text{ score}}" against 42, the
word read as the value's noun and dropped against a bare reference.
An English word in -s that is no plural ("42 backwards", "42 always",
"42 hers") was read by its shape as the noun counted.  Each variant
writes the value, then such a word, in one of the shapes a response
states an answer in; its twins (controls) write the same shape with a
counted noun ("42 apples", "42 awards", "42 highways"), or with the
scale word the problem counts in ("How many dozens ...") or the
reference names ("42 \\text{ dozen}").  A rate in words is the third
family: a reference "42 km per hour" is not equal to "42 miles per
hour" and is equal to "42 km/h".  Prints one line per wrong verdict, a
count per family, then "hostile_scale: N variants (M controls), K
wrong, H known holes"; exits 1 when any is wrong.  Usage:
hostile_scale.py PAPO_VERIFY [--list]"""
import random
import sys

import verify_run

RNG = random.Random(2020)

VALUES = ["42", "7", "128", "15"]
SCALES = ["gross", "score", "scores", "dozen", "dozens", "grand",
          "hundred", "thousand"]
# Read as numbers in the math ("42 \\text{ thousand}" is 42,000).
NUMERALS = ["hundred", "thousand"]
NOUNS = ["apples", "eggs", "pencils"]
# The shapes: {v} the value, {w} the word after it.
SHAPES = ["The answer is {v} {w}.",
          "So she bought {v} {w}.",
          "Therefore, the final answer is {v} {w}.",
          "The answer is $\\boxed{{{v} \\text{{ {w}}}}}$.",
          "\\boxed{{{v}\\text{{ {w}}}}}",
          "Final answer: \\boxed{{{v} \\text{{ {w}}}}}",
          "The answer is $\\boxed{{{v}}}$ {w}.",
          "The answer is **{v}** {w}.",
          "The answer is {v} {w} of them.",
          "So the total is {v} {w}."]
ASKED = "How many {w} of eggs did the shop sell?"

# English words in -s that are no plural (adverbs of direction, time
# and manner, pronouns, verbs), which main read by their shape as the
# value's noun and dropped: "The answer is 42 backwards." (24).  Their
# twins: plurals of the same endings ("42 awards", "42 highways").
ADVERBS = ([w + "wards" for w in ("back", "for", "to", "after", "up",
                                  "down", "in", "out", "on", "home",
                                  "north", "west")] +
           [w + "ways" for w in ("al", "side", "any", "length", "cross",
                                 "edge")] +
           ["hers", "ours", "yours", "theirs", "besides", "sometimes",
            "nowadays", "whereas", "goes"])
PLURALS = ["awards", "rewards", "stewards", "wards", "highways",
           "railways", "hallways", "pathways", "ways", "doorways",
           "horses", "houses"]

# An ASCII word right after a bold value: main read any as its noun
# ("So the total is **42** foo.", "Răspunsul este **42** poate."), a
# word of a language papo does not list included.  Words made up from
# syllables (seeded) and such languages' doubts; twins: plurals, units.
BOLD_LEADS = ["So the total is **{v}** {w}.", "Răspunsul este **{v}** {w}.",
              "A válasz **{v}** {w}.", "**{v}** {w}."]
UNLISTED = ["probabil", "poate", "talán", "mungkin", "labda", "salah",
            "ehkä", "kanske"]
UNITS = ["km", "cm"]
BOLD_NOUNS = ["apples", "hours", "dollars", "students"] + UNITS


def made_up(rng, n):
    """n words of two or three syllables, none ending in s."""
    syl = [c + v for c in "bdfgklmnprtvz" for v in "aeiou"]
    return ["".join(rng.choice(syl) for _ in range(rng.choice((2, 3))))
            for _ in range(n)]


# A rate written in words: main read neither side's unit ("42 km per
# hour" was equal to "42 miles per hour" in a box and not equal to
# "42 km per hour" in prose).  Each pair: the reference, a rate of
# another size with the same number (a variant), and the same rate in
# another form (its twin, a control).
RATES = [("{v} km per hour", "{v} miles per hour", "{v} km/h"),
         ("{v} \\text{{ km per hour}}", "{v} meters per second",
          "{v} \\text{{ km/h}}"),
         ("{v} mph", "{v} km per hour", "{v} miles per hour"),
         ("{v} miles per hour", "{v} \\text{{ km per hour}}",
          "{v} \\text{{ mph}}"),
         ("{v} km/h", "{v} \\text{{ miles per hour}}",
          "{v} \\text{{ km per hour}}")]
RATE_SHAPES = ["\\boxed{{{r}}}", "The answer is $\\boxed{{{r}}}$.",
               "The answer is {r}."]

# No hole left; tests/t-verify-scale.sh caps them at none.
# (scale closed: a scale word of verify.c's scale_words[] beside the
# response's value is equal only to a reference with the same word, or
# under a problem that counts in it, "How many dozens"; a noun is
# dropped as before.  bold closed: answer_find.c's bold_ascii_noun
# reads an ASCII word right after a bold value as its noun only with a
# noun's shape or as a unit.  adverb closed: answer_rest.c's
# s_function_words[] has no plural's shape.  rate closed: "per" between two units is their
# '/', in a \text{} and in prose, latex.c's papo_lex_word_class and
# mathexpr_parse.c's at_per.)
KNOWN = []

known = verify_run.known_by(KNOWN)


def records():
    vs = []
    for v in VALUES:
        for t in SHAPES:
            for w in SCALES:
                r = t.format(v=v, w=w)
                vs.append({"family": "scale", "answer": v, "response": r})
                if "\\text" not in t:
                    continue  # the word in prose: refused, as "dozen"
                if w not in NUMERALS:
                    vs.append({"family": "control-asked", "answer": v,
                               "problem": ASKED.format(w=w),
                               "response": r})
                vs.append({"family": "control-ref", "answer": v +
                           " \\text{ %s}" % w, "response": r})
            for w in NOUNS:
                vs.append({"family": "control-noun", "answer": v,
                           "response": t.format(v=v, w=w)})
        for t in SHAPES:
            if "\\text" in t:
                continue  # in the math: hostile_box_text's
            for w in ADVERBS:
                vs.append({"family": "adverb", "answer": v,
                           "response": t.format(v=v, w=w)})
            for w in PLURALS:
                vs.append({"family": "control-plural", "answer": v,
                           "response": t.format(v=v, w=w)})
        for t in BOLD_LEADS:
            for w in UNLISTED + made_up(RNG, 6):
                vs.append({"family": "bold", "answer": v,
                           "response": t.format(v=v, w=w)})
            for w in BOLD_NOUNS:
                if t.startswith("**") and w in UNITS:
                    continue  # a whole response: "15 km" is no bare 15
                r = {"family": "control-bold", "answer": v,
                     "response": t.format(v=v, w=w)}
                if t.startswith("Răspunsul") and w not in UNITS:
                    # "este" is a Spanish and Portuguese word too: in
                    # their sentences an English plural is a noun only
                    # when recognised (lib/verify/answer_rest.c), here
                    # the problem's
                    r["problem"] = "How many %s are there?" % w
                vs.append(r)
        for a, r, c in RATES:
            for t in RATE_SHAPES:
                if "\\text" in r + c and "boxed" not in t:
                    continue  # \\text{} in prose: no response's
                vs.append({"family": "rate", "answer": a.format(v=v),
                           "response": t.format(r=r.format(v=v))})
                vs.append({"family": "control-rate", "answer":
                           a.format(v=v), "response":
                           t.format(r=c.format(v=v))})
    return vs


def main():
    verify_run.usage("hostile_scale")
    vs = records()
    return verify_run.run("hostile_scale", vs, lambda v: v["family"],
                          known=known, width=14)


if __name__ == "__main__":
    sys.exit(main())
