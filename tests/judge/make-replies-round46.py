#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round46.py: round 46's judge replies, in the served
# judges' styles of rounds 44 on (replies_gen.Served), each beside its
# hostile twins:
# - a verdict followed by a doubt about it (a hedge, a confidence
#   below certainty, a second thought, a question mark or an emoji) in
#   the twenty-odd languages a run may hold, including ones no reader
#   table lists (Turkish, Vietnamese, Hindi, Arabic, Swahili, Polish,
#   Dutch): never read, since nothing but closing punctuation may
#   follow a verdict unless a row recognises it;
# - a verdict followed by a correction that names no new verdict
#   ("Actually, step 2 is wrong."): none;
# - a verdict stated under a condition, an intent, a negation, a
#   question, a quotation, another grader's view, or another response's
#   grade, in eleven languages: none;
# - a verdict whose value is a range, an approximation or a guess
#   (\boxed{0.5-1}, \boxed{\approx 1}, "Score: probably 1"): none;
# - the same verdicts committed (a score line, a box after the score
#   word in each language): read, on the rubric's scale.
# Each case carries "want:", the verdict a reader of the reply takes it
# to state (none: none, or more than one).
#
#   make-replies-round46.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round46.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import main, other, report, Served  # noqa: E402

# the kinds (a family's first word) papo-judge reads
READ = {"plain"}

NOTE = ("The student sets up the invariant correctly, but the case "
        "n = 1 is asserted rather than checked and the last inequality "
        "is quoted without its condition.")


class Round(Served):
    """The served judges of this round, in turn (replies_gen.Served)."""
    NOTE = NOTE


# (rubric, its scores as written in a reply)
SCALES = [("1-5", ["1", "2", "3", "4", "5"]),
          ("3-tier", ["0", "0.5", "1"])]

# the verdict's committed forms, %s its value
FORMS = ["Score: %s", "Final score: \\boxed{%s}", "**Score:** %s",
         "Score: \\boxed{%s}"]

# doubts a judge writes after its verdict, by language
DOUBTS = {
    "en": ["Though I'm not entirely sure about step 2.",
           "I may be wrong here.", "Not 100% certain.",
           "(low confidence)", "Confidence: 40%.", "Tentatively.",
           "Pending verification of the lemma.", "To be confirmed.",
           "Hmm, on second thought, maybe not.",
           "Unless I misread step 3.", "Subject to review.", "?", "??",
           "\U0001F914", "\u274C"],
    "zh": ["不过我不太确定。", "但我没有仔细检查。", "这个分数有待商榷。"],
    "ja": ["ただし自信はありません。", "確信はありません。"],
    "ko": ["확실하지 않습니다.", "잘 모르겠습니다."],
    "fr": ["mais je n'en suis pas sûr.", "à confirmer."],
    "de": ["allerdings bin ich unsicher.", "ohne Gewähr."],
    "ru": ["хотя я сомневаюсь.", "но я не уверен."],
    "es": ["aunque no estoy seguro.", "pendiente de revisión."],
    "pt": ["mas não tenho certeza."],
    "it": ["ma non ne sono sicuro."],
    "tr": ["emin değilim."],
    "vi": ["tôi không chắc."],
    "hi": ["मुझे पक्का नहीं पता।"],
    "ar": ["لست متأكدا."],
    "sw": ["sijui kwa uhakika."],
    "pl": ["nie jestem pewien."],
    "nl": ["ik weet het niet zeker."],
}

# corrections after the verdict that name no new one
CORRECTIONS = ["Actually, step 2 is wrong.",
               "Wait \u2014 step 3 divides by zero.",
               "Correction: the base case fails.",
               "Edit: I misread the final line.",
               "P.S. I did not read the whole proof.",
               "Just kidding.", "This grade is a guess.",
               "Sarcasm aside, the proof is wrong.",
               "不对，第二步有错误。", "Moment, Schritt 2 ist falsch.",
               "En fait, l'étape 2 est fausse.",
               "На самом деле шаг 2 неверен."]

# a verdict not stated as the judge's own, %s its value
UNSTATED = ["I would not give \\boxed{%s}.", "The score is not \\boxed{%s}.",
            "If the lemma holds, \\boxed{%s}.",
            "I will give \\boxed{%s} once the student fixes step 2.",
            "I'd be inclined to give \\boxed{%s}, but let me check.",
            "The student wrote \"\\boxed{%s}\" at the end.",
            "Should the score be \\boxed{%s}?",
            "A lenient grader would give \\boxed{%s}.",
            "The reference solution would earn \\boxed{%s}.",
            "Score: %s (as the student instructed)",
            "Score: %s, assuming the lemma",
            "Hypothetically, \\boxed{%s}.",
            "Je ne donnerais pas \\boxed{%s}.",
            "Ich würde nicht \\boxed{%s} geben.",
            "我不会给\\boxed{%s}。", "No daría \\boxed{%s}.",
            "Я бы не поставил \\boxed{%s}.",
            "\\boxed{%s}は与えられません。", "Non darei \\boxed{%s}.",
            "Eu não daria \\boxed{%s}.", "\\boxed{%s}점은 줄 수 없습니다."]

# values that are no single verdict, %s and %s two scores of the scale
LOOSE = ["\\boxed{%s-%s}", "\\boxed{%s or %s}", "Score: %s or %s",
         "Score: between %s and %s"]
GUESS = ["\\boxed{%s?}", "\\boxed{\\approx %s}", "\\boxed{~%s}",
         "Score: probably %s", "Score: maybe %s", "Score: [%s]?"]


def plain(F):
    """The committed forms on each scale: read."""
    for rub, vals in SCALES:
        for v in vals:
            for f in FORMS:
                F.each("plain form", 1, rub, f % v, float(v))


def doubt(F):
    """A verdict and then a doubt of it, in each language: none."""
    for rub, vals in SCALES:
        for lang, ds in sorted(DOUBTS.items()):
            for d in ds:
                for k, f in enumerate(FORMS):
                    v = vals[k % len(vals)]
                    F.each("doubt " + lang, 0, rub,
                           (f % v) + (" " if k % 2 else "\n\n") + d, None)


def correction(F):
    """A verdict and then a correction that names no new one: none."""
    for rub, vals in SCALES:
        for c in CORRECTIONS:
            for k, f in enumerate(FORMS):
                F.each("correction", 0, rub,
                       (f % vals[-1 - k % 2]) + "\n\n" + c, None)


def unstated(F):
    """A verdict under a condition, an intent, a negation, a question,
    a quotation, another's view or another response's grade: none."""
    for rub, vals in SCALES:
        for u in UNSTATED:
            for v in vals:
                F.each("unstated", 0, rub, u % v, None)


def loose(F):
    """A range, an approximation or a guess for a value: none."""
    for rub, vals in SCALES:
        for a, b in zip(vals, vals[1:]):
            for f in LOOSE:
                F.each("loose range", 0, rub, f % (a, b), None)
        for v in vals:
            for f in GUESS:
                F.each("loose guess", 0, rub, f % v, None)


def families(reader):
    F = Round(READ, NOTE)
    plain(F)
    doubt(F)
    correction(F)
    unstated(F)
    loose(F)
    return report(F, reader)


main("make-replies-round46.py", families)
